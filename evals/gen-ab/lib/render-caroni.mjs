// Caroni Hills Zoological Society (Trinidad and Tobago, TT$, October–September year): six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, styleHeader, F, NUM0, MONTHS } from './office.mjs';
import { flow, acc } from './flow.mjs';
import { photoDocument } from './photo.mjs';

const tt = (v) => `TT$${fmt(v, 0)}`;
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const mil = (v) => `TT$${(v / 1e6).toFixed(1)} million`;
const NAME = 'Caroni Hills Zoological Society';

// ------------------------------------------------------------------ 1. audited financial statements (pdf)
export async function statements(file, M) {
  const S = M.fs, f = S.facts;
  const F_ = flow(file, { title: `${NAME} - Financial Statements 30 September 2025`, author: f.auditor, running: `${NAME} · Financial statements for the year ended 30 September 2025`, serif: true });
  const d = F_.doc;
  d.moveDown(8);
  d.font('SB').fontSize(22).text('CARONI HILLS', { align: 'center' }); d.text('ZOOLOGICAL SOCIETY', { align: 'center' });
  d.moveDown(0.5); d.font('SR').fontSize(11).text('(A non-profit company incorporated in the Republic of Trinidad and Tobago,\nregistered under the Non-Profit Organisations Act, 2019)', { align: 'center' });
  d.moveDown(3); d.font('SB').fontSize(15).text('AUDITED FINANCIAL STATEMENTS', { align: 'center' });
  d.font('SR').fontSize(12).text('for the year ended 30 September 2025', { align: 'center' });
  d.moveDown(1).text('(Expressed in Trinidad and Tobago dollars)', { align: 'center' });
  F_.page();
  F_.title('Contents');
  [['Statement of management\'s responsibilities', 2], ['Independent auditor\'s report', 3], ['Statement of financial position', 4], ['Statement of activities and changes in funds', 5], ['Statement of cash flows', 6], ['Notes to the financial statements', 7]].forEach(([t, n]) => F_.p(`${t} ........................................................ ${n}`, { align: 'left' }));
  F_.h("STATEMENT OF MANAGEMENT'S RESPONSIBILITIES");
  F_.p(`Management is responsible for preparing and fairly presenting the financial statements of ${NAME} (the "Society"), which comprise the statement of financial position as at 30 September 2025, the statements of activities and changes in funds and of cash flows for the year then ended, and a summary of significant accounting policies and other explanatory information; for ensuring that the Society keeps proper accounting records; for selecting appropriate accounting policies and applying them consistently; and for implementing, monitoring and evaluating the system of internal control that assures the security of the Society's assets, the detection and prevention of fraud and the achievement of its operational efficiencies.`);
  F_.p('In preparing these audited financial statements, management used the assumption that the Society is a going concern, and applied International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs) as issued by the International Accounting Standards Board. Nothing has come to the attention of management to indicate that the Society will not remain a going concern for the next twelve months from the reporting date.');
  F_.p(`These financial statements were approved by the Board of Directors on ${longD(f.approvedDate)} and signed on its behalf by Dr. Anjali Ramnarine (Chair) and Kerwin Baptiste (Honorary Treasurer).`);
  F_.page();
  F_.h("INDEPENDENT AUDITOR'S REPORT");
  F_.p(`To the Members of ${NAME}`, { bold: true });
  F_.p('Opinion', { bold: true });
  F_.p(`We have audited the financial statements of ${NAME}, which comprise the statement of financial position as at 30 September 2025, and the statement of activities and changes in funds and the statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies. In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Society as at 30 September 2025, and its financial performance and its cash flows for the year then ended in accordance with the IFRS for SMEs.`);
  F_.p('Basis for opinion', { bold: true });
  F_.p("We conducted our audit in accordance with International Standards on Auditing (ISAs). Our responsibilities under those standards are further described in the Auditor's Responsibilities for the Audit of the Financial Statements section of our report. We are independent of the Society in accordance with the International Ethics Standards Board for Accountants' Code of Ethics for Professional Accountants, together with the ethical requirements that are relevant to our audit of the financial statements in Trinidad and Tobago, and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.");
  F_.p('Other matter - donations received in cash at the gate', { bold: true });
  F_.p('As is common for organisations of this nature, the Society derives income from donations and animal adoptions paid in cash at its gate, which cannot be fully controlled until they are recorded. Our examination of this income was therefore limited to the amounts recorded in the accounting records. Our opinion is not modified in respect of this matter.');
  F_.p("Responsibilities of management and those charged with governance", { bold: true });
  F_.p("Management is responsible for the preparation and fair presentation of the financial statements in accordance with the IFRS for SMEs, and for such internal control as management determines is necessary to enable the preparation of financial statements that are free from material misstatement, whether due to fraud or error. Those charged with governance are responsible for overseeing the Society's financial reporting process.");
  F_.p(`${f.auditor}\nChartered Accountants\nPort of Spain, Trinidad, W.I.\n${longD(f.opinionDate)}`, { align: 'left' });

  // statement of financial position
  F_.page();
  F_.title('STATEMENT OF FINANCIAL POSITION', 13);
  F_.p('As at 30 September 2025 (Expressed in Trinidad and Tobago dollars)', { italic: true, size: 9 });
  F_.table({ cols: ['30 September 2025 TT$', '30 September 2024 TT$'], note: true, labelW: 230, colW: 100, rows: S.sofp.rows });
  F_.p(`The notes on pages 7 to 14 form an integral part of these financial statements. Approved by the Board of Directors on ${longD(f.approvedDate)}.`, { italic: true, size: 8 });
  // statement of activities
  F_.page();
  F_.title('STATEMENT OF ACTIVITIES AND CHANGES IN FUNDS', 13);
  F_.p('For the year ended 30 September 2025 (Expressed in Trinidad and Tobago dollars)', { italic: true, size: 9 });
  F_.table({ cols: ['Unrestricted funds 2025 TT$', 'Restricted funds 2025 TT$', 'Total funds year ended 30 September 2025 TT$', 'Total funds year ended 30 September 2024 TT$'], labelW: 190, colW: 76, size: 8, rows: S.soa.rows });
  F_.p('Depreciation is included within the expenditure of each activity (note 6). All income and expenditure derive from continuing activities.', { italic: true, size: 8 });
  // cash flows
  F_.page();
  F_.title('STATEMENT OF CASH FLOWS', 13);
  F_.p('For the year ended 30 September 2025 (Expressed in Trinidad and Tobago dollars)', { italic: true, size: 9 });
  F_.table({ cols: ['2025 TT$', '2024 TT$'], labelW: 280, colW: 100, rows: S.cf.rows });
  // notes
  F_.page();
  F_.title('NOTES TO THE FINANCIAL STATEMENTS', 13);
  F_.p('30 September 2025', { italic: true, size: 9 });
  F_.h('1. General information');
  F_.p(`${NAME} (the "Society") is a non-profit company limited by guarantee, incorporated in the Republic of Trinidad and Tobago and registered with the Registrar General under the Non-Profit Organisations Act, 2019 (registration number NPO/2019/0417). Its principal activities are the operation of the Caroni Hills Zoo and Conservation Park, the care of its animal collection, conservation and research programmes for threatened Caribbean species and public education. The registered office is at Tabaquite Road, Caroni Hills, Trinidad.`);
  F_.h('2. Significant accounting policies');
  F_.p('(a) Basis of preparation. These financial statements are prepared under the historical cost convention in accordance with the IFRS for SMEs. The Society presents its statement of activities by fund: unrestricted funds may be used for any of the Society\'s purposes, including designated funds set aside by the Board; restricted funds may be used only for the purposes specified by the donor or grantor.');
  F_.p('(b) Income recognition. Admissions, retail and catering income are recognised when the service is provided or the goods are sold. Membership subscriptions are recognised over the membership year; the unexpired portion at the reporting date is carried as deferred income. Donations, legacies and grants are recognised when the Society is entitled to them, receipt is probable and the amount can be measured reliably. The government subvention is recognised in the period to which it relates.');
  F_.p('(c) Expenditure. Expenditure is recognised on an accruals basis and is analysed by activity. Costs shared between activities, including depreciation, are apportioned on the basis of staff time and floor area.');
  F_.p('(d) Property, plant and equipment are stated at cost less accumulated depreciation. Depreciation is charged on a straight-line basis: buildings 2.5%, animal enclosures and habitats 5%, plant, vehicles and equipment 10% to 25%. Land and assets under construction are not depreciated.');
  F_.p('(e) Inventories comprise gift shop merchandise, catering stock and animal feed, and are stated at the lower of cost and estimated selling price less costs to complete and sell.');
  F_.p('(f) Foreign currencies. Transactions in foreign currencies are translated at the rates ruling at the transaction dates. The Society held no significant foreign currency balances at the reporting date.');
  F_.h('3. Admissions');
  F_.p('Admission prices in the year were TT$90 for adults, TT$45 for children aged 3 to 12 and for senior citizens, and TT$20 per pupil for booked school groups. Children under 3 and members are admitted free of charge and are not counted as paying visitors.');
  F_.table({ cols: ['Paying visitors 2025', 'Year ended 30 Sept 2025 TT$', 'Year ended 30 Sept 2024 TT$'], labelW: 220, colW: 90, rows: S.adm.rows });
  F_.h('4. Government subvention');
  F_.p(`The Society received a recurrent subvention of ${tt(9500000)} (2024: ${tt(9000000)}) from the Ministry of Agriculture, Land and Fisheries towards the care of the national animal collection. The subvention is unrestricted.`);
  F_.h('5. Investment income');
  F_.p(`Investment income of ${tt(725100)} (2024: ${tt(596340)}) comprises interest on short-term and long-term deposits held with ${f.bank}. Interest of TT$41,890 earned on restricted fund balances is credited to those funds.`);
  F_.page({ layout: 'landscape' });
  F_.h('6. Expenditure by activity and nature');
  F_.p("Amounts in this note are stated in thousands of Trinidad and Tobago dollars (TT$'000). Totals may not add exactly because of rounding.", { italic: true });
  F_.table({ cols: ["Staff costs TT$'000", "Animal feed and veterinary supplies TT$'000", "Premises and utilities TT$'000", "Depreciation TT$'000", "Other direct costs TT$'000", "Total 2025 TT$'000"], labelW: 230, colW: 88, rows: S.nature.rows.map((r) => (r.label === 'Total 2024' ? { ...r, rule: true } : r)) });
  F_.h('7. Staff costs and numbers');
  F_.table({ cols: ['2025 TT$', '2024 TT$'], labelW: 260, colW: 100, rows: S.staff.rows });
  F_.p('The average number of persons employed during the year, by activity, was:');
  F_.table({ cols: ['2025 Number', '2024 Number'], labelW: 260, colW: 100, rows: S.heads.rows });
  F_.p(`The remuneration of key management personnel (the Zoo Director, the Curator, the Head Veterinarian, the Finance Manager, the Education Manager and the Commercial Manager) amounted to ${tt(f.keyMgmt)} in total (2024: TT$2,046,300). ${f.highPaid === 4 ? 'Four' : f.highPaid} employees received remuneration of more than TT$360,000 in the year (2024: three). Directors receive no remuneration for their services as directors.`);
  F_.h('8. Taxation');
  F_.p('The Society is approved as a charitable organisation under section 6 of the Corporation Tax Act, Chap. 75:02, and its income is exempt from corporation tax. No provision for taxation has been made.');
  F_.h('9. Property, plant and equipment');
  F_.table({ cols: [...S.ppe.cols.slice(0, 4).map((c) => `${c} TT$`), 'Total TT$'], labelW: 230, colW: 92, size: 8, rows: S.ppe.rows, splitAt: 7, title: '9. Property, plant and equipment' });
  F_.p('Assets under construction at 1 October 2024 related to the new free-flight aviary, which was completed in March 2025 and transferred to animal enclosures and habitats. Additions to assets under construction in the year relate to the Giant River Otter habitat. Fully depreciated vehicles with a cost of TT$385,000 were disposed of for no consideration.');
  F_.page({ layout: 'portrait' });
  F_.h('10. Deposits');
  F_.p(`Short-term deposits are fixed deposits with original maturities of more than three months and not more than twelve months. Long-term deposits of ${tt(9250000)} (2024: ${tt(8000000)}) mature between April 2027 and September 2028 and earn interest at rates between 3.10% and 4.25% a year. All deposits are held with ${f.bank}.`);
  F_.h('11. Receivables and prepayments');
  F_.p('Receivables comprise amounts due from corporate event clients and from grantors, and prepayments of insurance and animal feed contracts. They are stated net of an allowance for doubtful debts of TT$48,200 (2024: TT$36,900).');
  F_.h('12. Payables, accruals and deferred income');
  F_.p('Payables and accruals include trade payables, accrued staff leave and statutory deductions. Deferred income comprises membership subscriptions received for periods after the reporting date and grants received in advance of the conditions attached to them being met.');
  F_.h('13. Development loan');
  F_.p(`The development loan from ${f.bank} financed the construction of the visitor centre. It bears interest at a fixed rate of ${f.loanRate}% a year, is repayable in equal semi-annual instalments of TT$300,000 ending in March 2032, and is secured by a first charge over the Society's leasehold land and buildings.`);
  F_.table({ cols: ['TT$'], labelW: 260, colW: 100, rows: S.loan.rows });
  F_.h('14. Restricted funds');
  F_.p('Ocelot Conservation Programme: captive breeding and field monitoring of the ocelot in the Northern Range, funded by the Caribbean Wildlife Fund and individual donors. Aviary Capital Appeal: funds raised for the free-flight aviary; on completion of the aviary in March 2025 the amount spent on the asset was transferred to unrestricted funds, where it is represented by the fixed asset. Schools Outreach (Coral Bank): education visits to primary schools in the Caroni and Couva districts. Nariva Wetland Restoration: habitat restoration and manatee monitoring in the Nariva Swamp under a grant from the Caribbean Biodiversity Fund. Golden Tree Frog Recovery: survey and captive assurance colony for the golden tree frog. Animal Welfare Emergency Fund: donations received for emergency veterinary care.');
  F_.table({ cols: ['Balance at 1 October 2024 TT$', 'Income TT$', 'Expenditure TT$', 'Transfers TT$', 'Balance at 30 September 2025 TT$'], labelW: 175, colW: 72, size: 8, rows: S.funds.rows, splitAt: 3, title: '14. Restricted funds' });
  F_.h('15. Related party transactions');
  F_.p('Directors serve without remuneration. During the year a company in which a director has an interest supplied printing services to the Society at normal commercial rates amounting to TT$64,350 (2024: TT$58,100). No amounts were outstanding at the year end.');
  F_.h('16. Capital commitments');
  F_.p('At 30 September 2025 the Board had approved capital expenditure of TT$5,630,000 for the Giant River Otter habitat, the solar carport and the veterinary clinic upgrade, of which TT$1,120,000 had been contracted for.');
  F_.h('17. Events after the reporting date');
  F_.p('There were no events after the reporting date that require adjustment to, or disclosure in, these financial statements.');
  await F_.end();
}

// ------------------------------------------------------------------ 2. NPO annual return (pdf form)
export async function npoReturn(file, M) {
  const R = M.ret;
  const F_ = flow(file, { title: 'Form NPO-4 Annual Return', author: 'Registrar General', running: 'Registrar General\'s Department · Ministry of the Attorney General and Legal Affairs · Form NPO-4' });
  F_.title('NON-PROFIT ORGANISATIONS ACT, 2019', 12);
  F_.title('FORM NPO-4: ANNUAL RETURN OF A REGISTERED NON-PROFIT ORGANISATION', 12);
  F_.p('To be filed with the Registrar General within ninety days of the end of the financial year, or within such further period as the Registrar may allow. All amounts in Trinidad and Tobago dollars, without cents. Where a line does not apply, enter 0.', { italic: true, size: 8.5 });
  F_.h('PART A - PARTICULARS OF THE ORGANISATION', 10);
  F_.formLine('1', 'Name of the non-profit organisation', R['1']);
  F_.formLine('2', 'NPO registration number', R['2']);
  F_.formLine('3', 'Legal form', R['3']);
  F_.formLine('4', 'Financial year covered by this return', '1 Oct 2024 - 30 Sep 2025');
  F_.formLine('5', 'Registered office', 'Tabaquite Rd, Caroni Hills');
  F_.formLine('6', 'Does the organisation solicit donations from the public? (Yes/No)', 'Yes');
  F_.formLine('7', 'Does the organisation make grants to other organisations? (Yes/No)', 'No');
  F_.h('PART B - PERSONNEL', 10);
  F_.formLine('8', 'Number of paid employees at the end of the financial year', R['8']);
  F_.formLine('9', 'Number of volunteers active during the financial year', R['9']);
  F_.h('PART C - FINANCIAL INFORMATION (from the financial statements for the year)', 10);
  F_.formLine('10', 'Total gross income for the financial year (lines 10a + 10b + 10c)', fmt(R['10'], 0));
  F_.formLine('10a', 'Income from the Government of the Republic of Trinidad and Tobago and statutory bodies', fmt(R['10a'], 0));
  F_.formLine('10b', 'Income from foreign sources (donors, grantors or governments outside Trinidad and Tobago)', fmt(R['10b'], 0));
  F_.formLine('10c', 'All other income (admissions, fees, local donations, trading, investment income)', fmt(R['10c'], 0));
  F_.formLine('11', 'Total expenditure for the financial year (lines 11a + 11b + 11c)', fmt(R['11'], 0));
  F_.formLine('11a', 'Expenditure on charitable activities', fmt(R['11a'], 0));
  F_.formLine('11b', 'Expenditure on fundraising', fmt(R['11b'], 0));
  F_.formLine('11c', 'Governance and administration', fmt(R['11c'], 0));
  F_.formLine('12', 'Total assets at the end of the financial year', fmt(R['12'], 0));
  F_.formLine('13', 'Total liabilities at the end of the financial year', fmt(R['13'], 0));
  F_.formLine('14', 'Net assets / total funds (line 12 minus line 13)', fmt(R['14'], 0));
  F_.formLine('15', 'Funds transferred to persons or organisations outside Trinidad and Tobago', fmt(R['15'], 0));
  F_.h('PART D - GOVERNANCE', 10);
  F_.formLine('16', 'Number of Board meetings held in the financial year (quorate)', R['16']);
  F_.formLine('17', 'Name of the auditor of the financial statements', R['17']);
  F_.formLine('18', 'Have audited financial statements been attached? (Yes/No)', 'Yes');
  F_.h('PART E - DECLARATION', 10);
  F_.p('I declare that the information given in this return is true, correct and complete to the best of my knowledge and belief, and that the organisation has complied with its obligations under the Non-Profit Organisations Act, 2019 and the Anti-Terrorism Act.');
  F_.formLine('19', 'Name of the director signing', R.signed);
  F_.formLine('20', 'Position', 'Chair of the Board');
  F_.formLine('21', 'Date signed', dmy(R.signedDate));
  F_.gap(14);
  F_.p('FOR OFFICIAL USE - Received by the NPO Unit, Registrar General\'s Department, Port of Spain.   File ref: NPO-U/25/0417', { italic: true, size: 8 });
  await F_.end();
}

// ------------------------------------------------------------------ 3. board pack (xlsx)
export async function boardPack(file, M) {
  const P_ = M.pack;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kerwin Baptiste';
  // sheet 1: income and expenditure
  const ws = wb.addWorksheet('I&E Q2');
  ws.columns = [{ width: 40 }, ...Array(8).fill({ width: 15 })];
  ws.mergeCells('A1:I1'); ws.getCell('A1').value = `${NAME.toUpperCase()}`; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.mergeCells('A2:I2'); ws.getCell('A2').value = 'Board pack - management accounts for the second quarter of FY2026 (six months to 31 March 2026)'; ws.getCell('A2').font = { bold: true };
  ws.mergeCells('A3:I3'); ws.getCell('A3').value = 'TT$. Variance fav/(adv): income above budget and spending below budget are favourable. Unaudited.'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'Line';
  ws.mergeCells('B5:D5'); ws.getCell('B5').value = 'Quarter 2 (January - March 2026)';
  ws.mergeCells('E5:G5'); ws.getCell('E5').value = 'Year to date (October 2025 - March 2026)';
  ws.mergeCells('H5:I5'); ws.getCell('H5').value = 'Full year FY2026';
  ['Actual', 'Budget', 'Variance fav/(adv)', 'Actual', 'Budget', 'Variance fav/(adv)', 'Budget', 'Forecast'].forEach((h, i) => { ws.getCell(6, i + 2).value = h; });
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= 9; c++) styleHeader(ws.getCell(r, c));
  let r = 7;
  const put = (L, sign, bold) => {
    const x = ws.getRow(r);
    x.getCell(1).value = L.label;
    x.getCell(2).value = L.q2[0]; x.getCell(3).value = L.q2[1];
    x.getCell(4).value = F(sign > 0 ? `B${r}-C${r}` : `C${r}-B${r}`, L.q2[2]);
    x.getCell(5).value = L.ytd[0]; x.getCell(6).value = L.ytd[1];
    x.getCell(7).value = F(sign > 0 ? `E${r}-F${r}` : `F${r}-E${r}`, L.ytd[2]);
    x.getCell(8).value = L.fy[0]; x.getCell(9).value = L.fy[1];
    for (let c = 2; c <= 9; c++) x.getCell(c).numFmt = NUM0;
    if (bold) for (let c = 1; c <= 9; c++) x.getCell(c).font = { bold: true };
    r++;
  };
  const section = (t) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).font = { bold: true, underline: true }; r++; };
  const totalRow = (label, first, last, L, sign) => {
    const x = ws.getRow(r);
    x.getCell(1).value = label;
    ['B', 'C', 'E', 'F', 'H', 'I'].forEach((c) => { const idx = c.charCodeAt(0) - 64; const key = { B: ['q2', 0], C: ['q2', 1], E: ['ytd', 0], F: ['ytd', 1], H: ['fy', 0], I: ['fy', 1] }[c]; x.getCell(idx).value = F(`SUM(${c}${first}:${c}${last})`, L[key[0]][key[1]]); });
    x.getCell(4).value = F(sign > 0 ? `B${r}-C${r}` : `C${r}-B${r}`, L.q2[2]);
    x.getCell(7).value = F(sign > 0 ? `E${r}-F${r}` : `F${r}-E${r}`, L.ytd[2]);
    for (let c = 1; c <= 9; c++) { x.getCell(c).font = { bold: true }; if (c > 1) { x.getCell(c).numFmt = NUM0; x.getCell(c).border = { top: { style: 'thin' } }; } }
    const at = r; r++; return at;
  };
  section('INCOME');
  const i0 = r; P_.income.forEach((L) => put(L, 1)); const ti = totalRow('Total income', i0, r - 1, P_.totalIncome, 1);
  r++;
  section('EXPENDITURE');
  const e0 = r; P_.expenditure.forEach((L) => put(L, -1)); const te = totalRow('Total expenditure', e0, r - 1, P_.totalExpenditure, -1);
  r++;
  const s = ws.getRow(r);
  s.getCell(1).value = 'SURPLUS/(DEFICIT)';
  const sv = P_.surplus;
  [['B', sv.q2[0]], ['C', sv.q2[1]], ['E', sv.ytd[0]], ['F', sv.ytd[1]], ['H', sv.fy[0]], ['I', sv.fy[1]]].forEach(([c, v]) => { s.getCell(c.charCodeAt(0) - 64).value = F(`${c}${ti}-${c}${te}`, v); });
  s.getCell(4).value = F(`B${r}-C${r}`, sv.q2[2]); s.getCell(7).value = F(`E${r}-F${r}`, sv.ytd[2]);
  for (let c = 1; c <= 9; c++) { s.getCell(c).font = { bold: true }; if (c > 1) { s.getCell(c).numFmt = NUM0; s.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; } }
  r += 2;
  ws.getCell(r, 1).value = 'Notes: Q1 (October - December 2025) figures were presented at the January meeting and are included in the year to date columns. Depreciation is charged at one quarter of the annual budget each quarter.';
  ws.getCell(r, 1).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 1 }];

  // sheet 2: visitors
  const v = wb.addWorksheet('Visitors');
  v.columns = [{ width: 14 }, ...Array(7).fill({ width: 14 })];
  v.mergeCells('A1:H1'); v.getCell('A1').value = 'Visitor numbers by month - FY2026 to date'; v.getCell('A1').font = { bold: true, size: 12 };
  v.mergeCells('A3:A4'); v.getCell('A3').value = 'Month';
  v.mergeCells('B3:E3'); v.getCell('B3').value = 'Visitors this year';
  v.mergeCells('F3:F4'); v.getCell('F3').value = 'Total';
  v.mergeCells('G3:H3'); v.getCell('G3').value = 'Comparison (totals)';
  ['Adults', 'Children', 'School groups', 'Complimentary'].forEach((h, i) => { v.getCell(4, i + 2).value = h; });
  v.getCell('G4').value = 'Same month last year'; v.getCell('H4').value = 'Budget';
  for (let rr = 3; rr <= 4; rr++) for (let c = 1; c <= 8; c++) styleHeader(v.getCell(rr, c));
  P_.visitors.forEach((m, i) => {
    const rr = 5 + i, x = v.getRow(rr);
    const [yy, mm] = m.month.split('-').map(Number);
    x.getCell(1).value = `${MONTHS[mm - 1].slice(0, 3)}-${String(yy).slice(2)}`;
    [m.adults, m.children, m.schools, m.comp].forEach((n, j) => { x.getCell(j + 2).value = n; x.getCell(j + 2).numFmt = NUM0; });
    x.getCell(6).value = F(`SUM(B${rr}:E${rr})`, m.total); x.getCell(6).numFmt = NUM0;
    x.getCell(7).value = m.prior; x.getCell(8).value = m.budget; x.getCell(7).numFmt = NUM0; x.getCell(8).numFmt = NUM0;
  });
  const vt = 5 + P_.visitors.length;
  v.getCell(vt, 1).value = 'Total to date';
  for (let c = 2; c <= 8; c++) { const L = String.fromCharCode(64 + c); const key = ['adults', 'children', 'schools', 'comp', 'total', 'prior', 'budget'][c - 2]; v.getCell(vt, c).value = F(`SUM(${L}5:${L}${vt - 1})`, P_.visitors.reduce((a, m) => a + m[key], 0)); v.getCell(vt, c).numFmt = NUM0; }
  for (let c = 1; c <= 8; c++) v.getCell(vt, c).font = { bold: true };

  // sheet 3: capital projects
  const cp = wb.addWorksheet('Capital projects');
  cp.columns = [{ width: 38 }, ...Array(5).fill({ width: 16 })];
  cp.mergeCells('A1:F1'); cp.getCell('A1').value = 'Capital projects - position at 31 March 2026 (TT$)'; cp.getCell('A1').font = { bold: true, size: 12 };
  ['Project', 'Approved budget', 'Spent in prior years', 'Spent FY2026 to date', 'Committed (orders placed)', 'Remaining'].forEach((h, i) => { cp.getCell(3, i + 1).value = h; styleHeader(cp.getCell(3, i + 1)); });
  P_.capital.forEach((c, i) => {
    const rr = 4 + i, x = cp.getRow(rr);
    x.getCell(1).value = c.project;
    [c.approved, c.prior, c.ytd, c.committed].forEach((n, j) => { x.getCell(j + 2).value = n; x.getCell(j + 2).numFmt = NUM0; });
    x.getCell(6).value = F(`B${rr}-C${rr}-D${rr}-E${rr}`, c.remaining); x.getCell(6).numFmt = NUM0;
  });
  const ct = 4 + P_.capital.length;
  cp.getCell(ct, 1).value = 'Total';
  for (let c = 2; c <= 6; c++) { const L = String.fromCharCode(64 + c); const key = ['approved', 'prior', 'ytd', 'committed', 'remaining'][c - 2]; cp.getCell(ct, c).value = F(`SUM(${L}4:${L}${ct - 1})`, P_.capital.reduce((a, x) => a + x[key], 0)); cp.getCell(ct, c).numFmt = NUM0; cp.getCell(ct, c).font = { bold: true }; }
  cp.getCell(ct, 1).font = { bold: true };
  cp.getCell(ct + 2, 1).value = 'Perimeter fence: approved by the Board in February 2026; tenders close in May 2026.';

  // sheet 4: cash and deposits
  const cs = wb.addWorksheet('Cash 31 Mar 26');
  cs.columns = [{ width: 40 }, { width: 18 }];
  cs.getCell('A1').value = 'Cash and deposits at 31 March 2026'; cs.getCell('A1').font = { bold: true, size: 12 };
  cs.getCell('A3').value = 'Account'; cs.getCell('B3').value = 'Balance TT$'; styleHeader(cs.getCell('A3')); styleHeader(cs.getCell('B3'));
  P_.cash.forEach(([a, b], i) => { cs.getCell(4 + i, 1).value = a; cs.getCell(4 + i, 2).value = b; cs.getCell(4 + i, 2).numFmt = NUM0; });
  const cst = 4 + P_.cash.length;
  cs.getCell(cst, 1).value = 'Total cash and deposits'; cs.getCell(cst, 2).value = F(`SUM(B4:B${cst - 1})`, P_.cash.reduce((a, x) => a + x[1], 0)); cs.getCell(cst, 2).numFmt = NUM0;
  cs.getCell(cst, 1).font = { bold: true }; cs.getCell(cst, 2).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. annual report 2024-25 (docx)
export async function annualReport(file, M) {
  const A = M.ar, p = A.prose, S = M.fs;
  const soa = (l, i) => S.soa.rows.find((r) => r.label === l).vals[i];
  const inc = soa('Total income', 2), exp = soa('Total expenditure', 2), net = soa('Net income/(expenditure)', 2);
  const pctVis = ((p.visitors / p.visitorsPrior - 1) * 100).toFixed(1);
  const five = A.five;
  const rows = [['', ...five.cols], ...five.rows.map((r) => [r.label, ...r.vals.map((v) => (v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0)))])];
  const children = [
    P('Caroni Hills Zoological Society', { bold: true, size: 20, align: 'center' }),
    P('Annual Report 2024/25', { bold: true, size: 16, align: 'center' }),
    P('For the financial year 1 October 2024 to 30 September 2025', { italic: true, align: 'center', after: 400 }),
    P("Chair's letter", { bold: true, size: 14 }),
    P('Dear Members,'),
    P(`It is my privilege to present the annual report of the Society for the year to 30 September 2025, a year in which the Zoo welcomed ${fmt(p.visitors, 0)} paying visitors, ${pctVis}% more than the ${fmt(p.visitorsPrior, 0)} of the previous year, and in which membership grew to ${fmt(p.members, 0)} households at the year end. The opening of the free-flight aviary in March was the highlight of the year, and I thank every member, donor and corporate partner who gave to the Aviary Capital Appeal over three years.`),
    P(`Total income rose to ${mil(inc)}, helped by record admissions and by an increase in the Government subvention to ${mil(9500000)}, for which we are grateful to the Ministry of Agriculture, Land and Fisheries. Expenditure rose to ${mil(exp)} as we strengthened the veterinary team and completed the aviary, leaving net income of ${mil(net)} for the year. The Board has designated a further TT$500,000 to the capital replacement fund, which now stands at TT$2.5 million.`),
    P(`Our volunteers gave ${fmt(p.volunteerHours, 0)} hours of their time, and ${p.volunteers} of them were active during the year. On behalf of the Board I thank them, our ${fmt(161, 0)} staff and our Zoo Director, ${p.director}, for an exceptional year.`),
    P(`${p.chair}`, { bold: true, after: 0 }), P('Chair of the Board', { italic: true, after: 300 }),
    P("Zoo Director's review", { bold: true, size: 14 }),
    P(`The collection ended the year with ${fmt(1168, 0)} animals of ${p.species} species. There were ${p.births} births and hatchings, among them ${p.ocelotKittens === 3 ? 'three' : p.ocelotKittens} ocelot kittens, the first born at Caroni Hills since 2019. The education team welcomed ${fmt(p.schoolPupils, 0)} pupils in booked school groups and reached a further 7,400 children through the Schools Outreach programme supported by Coral Bank.`),
    P(`Work began on the Giant River Otter habitat, budgeted at ${tt(p.otterCost)}, which is due to open in the second half of FY2026. In conservation, the Nariva Wetland Restoration project replanted 14 hectares of swamp forest and the Golden Tree Frog Recovery project established an assurance colony of 62 frogs.`),
    P("Treasurer's financial review", { bold: true, size: 14 }),
    P(`The audited financial statements show total funds of ${mil(S.sofp.rows.find((r) => r.label === 'Total funds').vals[0])} at 30 September 2025, of which restricted funds were ${tt(S.sofp.rows.find((r) => r.label === 'Restricted funds').vals[0])}. The Society's reserves policy is to hold unrestricted funds, excluding those represented by fixed assets and designated funds, equal to at least three months' operating expenditure. The Society's cash and deposits remain with Coral Bank of Trinidad and Tobago Limited.`),
    P('Five-year summary', { bold: true, size: 14 }),
    P("Financial figures are in thousands of Trinidad and Tobago dollars (TT$'000) and are taken from the audited financial statements of each year (financial years ending 30 September).", { italic: true, size: 9 }),
    T(rows, { widths: [3600, 1150, 1150, 1150, 1150, 1150], numCols: [1, 2, 3, 4, 5], header: 1, size: 9 }),
    P('', { after: 200 }),
    P('Board of Directors', { bold: true, size: 14 }),
    P(`${p.chair} (Chair); Kerwin Baptiste (Honorary Treasurer); Natasha Gopaul-Singh (Secretary); Prof. Everard Lewis; Rhonda Cumberbatch; Stephen Ali; Dr. Marlon Joseph.`),
    P(`The Annual General Meeting was held on ${longD(p.agm)} at the Visitor Centre, Caroni Hills.`),
  ];
  await writeDocx(file, children, { title: 'Annual Report 2024/25', creator: 'Caroni Hills Zoological Society' });
}

// ------------------------------------------------------------------ 5. donations register (csv)
export function giftsCsv(file, M) {
  const lines = [
    'Beacon CRM export - Gifts (all types)',
    'Date range: 01/10/2025 to 31/03/2026,Run by: finance@caronihillszoo.org.tt,Run on: 02/04/2026 09:14',
    '',
    'Gift ID,Date Received,Donor,Donor Type,Gift Type,Fund,Appeal,Amount (TT$),Payment Method,Restricted',
  ];
  for (const g of M.gifts) lines.push([g.ref, dmy(g.date), g.donor, g.donorType, g.type, g.fund, g.campaign, fmt(g.amount, 2), g.method, g.restricted].map(q).join(','));
  lines.push('');
  lines.push(`${M.gifts.length} records`);
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 6. feed invoice (photo)
export async function invoicePhoto(file, M) {
  const I = M.invoice;
  const L = [
    { t: 'CHAGUANAS FEED & FARM SUPPLIES LTD', size: 24, bold: true },
    { t: '14 Caroni Savannah Road, Chaguanas  Tel 665-2210', size: 17 },
    { t: `VAT Reg. No. ${I.vatReg}`, size: 17 },
    { rule: true },
    { t: 'TAX INVOICE', size: 24, bold: true },
    { cols: [`Invoice No: ${I.number}`, `Date: ${dmy(I.date)}`], size: 18 },
    { cols: [`Your P.O.: ${I.po}`, `Due: ${dmy(I.due)}`], size: 18 },
    { t: 'Bill to: Caroni Hills Zoological Society', size: 18 },
    { t: 'Tabaquite Road, Caroni Hills', size: 18 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Price', 'VAT', 'Amount'], size: 17, bold: true },
    ...I.items.map((x) => ({ table: true, cols: [x.desc, String(x.qty), fmt(x.price, 2), x.code, fmt(x.amount, 2)], size: 17 })),
    { rule: true },
    { cols: ['Standard-rated (S) subtotal', fmt(I.stdSub, 2)], size: 18 },
    { cols: ['Zero-rated (Z) subtotal', fmt(I.zeroSub, 2)], size: 18 },
    { cols: ['VAT @ 12.5% on S items', fmt(I.vat, 2)], size: 18 },
    { cols: ['TOTAL DUE TT$', fmt(I.total, 2)], size: 22, bold: true },
    { rule: true },
    { t: 'Terms: 30 days. Cheques payable to Chaguanas Feed & Farm Supplies Ltd.', size: 15 },
    { t: 'Goods received in good order: ________________', size: 15 },
  ];
  await photoDocument(file, L, { width: 1000, height: 720, angle: -1.8, seed: 4211, format: 'jpeg', margin: 50, tableX: [50, 640, 760, 830, 950], noise: 22 });
}
void acc;
