// Sankofa Relief and Recovery Network LBG (Ghana, GH¢, calendar year): six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { fmt, styleHeader, F, NUM0, MONTHS } from './office.mjs';
import { flow } from './flow.mjs';
import { photoDocument } from './photo.mjs';

const gh = (v) => `GH¢${fmt(v, 0)}`;
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const mil = (v) => `GH¢${(v / 1e6).toFixed(1)} million`;
const NAME = 'Sankofa Relief and Recovery Network';
const pct1 = (v) => (Math.round(v * 10) / 10).toFixed(1);

// ------------------------------------------------------------------ 1. audited financial statements (pdf)
export async function statements(file, M) {
  const S = M.fs, f = S.facts;
  const F_ = flow(file, { title: `${NAME} - Financial Statements 2025`, author: f.auditor, running: `${NAME} LBG · Audited financial statements for the year ended 31 December 2025` });
  const d = F_.doc;
  d.moveDown(8);
  d.font('B').fontSize(22).text('SANKOFA RELIEF AND', { align: 'center' }); d.text('RECOVERY NETWORK', { align: 'center' });
  d.moveDown(0.5); d.font('R').fontSize(11).text('(A company limited by guarantee registered under the Companies Act, 2019 (Act 992),\nand a non-governmental organisation registered with the Department of Social Welfare)', { align: 'center' });
  d.moveDown(3); d.font('B').fontSize(15).text('REPORT AND FINANCIAL STATEMENTS', { align: 'center' });
  d.font('R').fontSize(12).text('for the year ended 31 December 2025', { align: 'center' });
  d.moveDown(1).text('(All amounts are in Ghana cedis (GH¢) unless otherwise stated)', { align: 'center' });
  F_.page();
  F_.h("REPORT OF THE DIRECTORS");
  F_.p(`The directors present their report and the audited financial statements of ${NAME} ("Sankofa" or "the Network") for the year ended 31 December 2025.`);
  F_.p('Principal activities. The Network provides emergency relief to households affected by floods and other disasters in northern Ghana and the Volta basin, supports their early recovery and shelter, runs water, sanitation and hygiene (WASH) programmes to prevent cholera, and trains communities and district disaster committees in disaster risk reduction, in partnership with the National Disaster Management Organisation (NADMO).');
  F_.p(`Review of the year. The northern floods that followed the heavy rains of late August 2025 led to the Network's largest emergency response to date. Total income for the year was ${gh(S.soi.rows.find((r) => r.label === 'Total income').vals[2])} and total expenditure ${gh(S.soi.rows.find((r) => r.label === 'Total expenditure').vals[2])}. Details of the year's work are given in the annual report.`);
  F_.p("Directors' responsibilities. The Companies Act, 2019 (Act 992) requires the directors to prepare financial statements for each financial year that give a true and fair view of the state of affairs of the Network and of its income and expenditure. In preparing them the directors have selected suitable accounting policies, applied them consistently, made judgements and estimates that are reasonable and prudent, and followed the IFRS for SMEs.");
  F_.p(`Auditor. ${f.auditor}, Chartered Accountants, have indicated their willingness to continue in office. The financial statements were approved by the Board of Directors on ${longD(f.approvedDate)}.`);
  F_.h("INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF SANKOFA RELIEF AND RECOVERY NETWORK");
  F_.p('Opinion', { bold: true });
  F_.p(`We have audited the financial statements of ${NAME}, which comprise the statement of financial position at 31 December 2025, the statement of income, expenditure and changes in funds and the statement of cash flows for the year then ended, and the notes, including a summary of significant accounting policies. In our opinion, the financial statements give a true and fair view of the financial position of the Network at 31 December 2025 and of its financial performance and cash flows for the year then ended in accordance with the IFRS for SMEs and in the manner required by the Companies Act, 2019 (Act 992).`);
  F_.p('Basis for opinion', { bold: true });
  F_.p("We conducted our audit in accordance with International Standards on Auditing (ISAs). We are independent of the Network in accordance with the International Ethics Standards Board for Accountants' Code of Ethics and the ethical requirements of the Institute of Chartered Accountants, Ghana, and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.");
  F_.p('Key audit matter - gifts in kind', { bold: true });
  F_.p('Relief materials donated to the Network are recognised as income at their fair value when received and as expenditure when distributed. We tested the values attributed to them against suppliers\' price lists and traced a sample of distributions to signed beneficiary lists.');
  F_.p(`The engagement partner on the audit resulting in this independent auditor's report is Kwabena Owusu-Ansah (ICAG/P/1187).\n\nFor and on behalf of ${f.auditor} (ICAG/F/2019/214)\nChartered Accountants\nAccra\n${longD(f.opinionDate)}`, { align: 'left' });

  F_.page();
  F_.title('STATEMENT OF INCOME, EXPENDITURE AND CHANGES IN FUNDS', 12);
  F_.p('For the year ended 31 December 2025', { italic: true, size: 9 });
  F_.table({ cols: ['Unrestricted fund 2025 GH¢', 'Restricted funds 2025 GH¢', 'Total year to 31 December 2025 GH¢', 'Total year to 31 December 2024 GH¢'], labelW: 200, colW: 74, size: 8, rows: S.soi.rows });
  F_.p('Note: grants from international donors are analysed by donor in note 4. The net foreign exchange gain arises on the retranslation of balances held in United States dollars and euros.', { italic: true, size: 8 });
  F_.page();
  F_.title('STATEMENT OF FINANCIAL POSITION', 12);
  F_.p('At 31 December 2025', { italic: true, size: 9 });
  F_.table({ cols: ['2025 GH¢', '2024 GH¢'], note: true, labelW: 240, colW: 100, rows: S.sofp.rows });
  F_.p(`The financial statements were approved by the Board of Directors on ${longD(f.approvedDate)} and signed on its behalf by Abena Korantema Boateng (Chair) and Ibrahim Sulemana Alhassan (Executive Director).`, { italic: true, size: 8 });
  F_.page();
  F_.title('STATEMENT OF CASH FLOWS', 12);
  F_.p('For the year ended 31 December 2025 (direct method)', { italic: true, size: 9 });
  F_.table({ cols: ['2025 GH¢', '2024 GH¢'], labelW: 280, colW: 100, rows: S.cf.rows });
  F_.p('A reconciliation of the surplus for the year to the net cash generated from operating activities is given in note 18.', { italic: true, size: 8 });

  F_.page();
  F_.title('NOTES TO THE FINANCIAL STATEMENTS', 12);
  F_.h('1. Reporting entity');
  F_.p(`${NAME} is a company limited by guarantee incorporated in Ghana (registration number CG114382019) and registered with the Department of Social Welfare as a non-governmental organisation (DSW/NGO/GAR/2087). Its registered office is at 14 Mensah Wood Street, East Legon, Accra, and it has field offices in Tamale, Bolgatanga and Ho.`);
  F_.h('2. Basis of preparation');
  F_.p('The financial statements have been prepared in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs) and the Companies Act, 2019 (Act 992), under the historical cost convention. They are presented in Ghana cedis, the functional currency of the Network.');
  F_.h('3. Significant accounting policies');
  F_.p('(a) Grants. Grants are recognised as income when the Network has met the conditions attached to them; grants received before the conditions are met are carried as deferred grant income. Grants receivable are amounts due under signed agreements for expenditure already incurred.');
  F_.p('(b) Gifts in kind are measured at fair value when received and recognised as expenditure when distributed. Relief materials purchased but not yet distributed are carried as relief stock at the lower of cost and replacement cost.');
  F_.p(`(c) Foreign currencies. Transactions in foreign currencies are recorded at the Bank of Ghana mid-rate on the date of the transaction. Monetary balances are retranslated at the closing rate (31 December 2025: GH¢${f.rate.toFixed(2)} to US$1), and the differences are recognised in income as a net foreign exchange gain or loss.`);
  F_.p('(d) Property, plant and equipment are stated at cost less accumulated depreciation, depreciated on a straight-line basis: buildings 2.5%, motor vehicles 20%, boats and rescue equipment 15%, office and IT equipment 33.3%.');
  F_.p('(e) Employee benefits. The Network contributes to the SSNIT first-tier pension scheme and pays an end-of-service benefit of one month\'s basic salary for each completed year of service, provided for as it accrues.');
  F_.h('4. Grants from international donors');
  F_.table({ cols: ['2025 GH¢', '2024 GH¢'], labelW: 280, colW: 100, rows: S.donors.rows });
  F_.p('Grants from international donors are received in United States dollars, euros, pounds sterling and Canadian dollars and are translated at the rates ruling on the dates of receipt.');
  F_.h('5. Grants from local and corporate donors and individual giving');
  F_.p('Local and corporate grants were received from Ghanaian companies and foundations, including mobile network operators, banks and mining companies in the Northern and Upper East Regions. Individual donations include the Northern Floods Appeal launched in September 2025 through mobile money and bank transfer.');
  F_.h('6. Government and NADMO partnership funding');
  F_.p(`Under a memorandum of understanding with the National Disaster Management Organisation, the Network received ${gh(1850000)} (2024: ${gh(1200000)}) towards flood relief and community preparedness in the Northern and Savannah Regions. The funding is restricted.`);
  F_.page({ layout: 'landscape' });
  F_.h('7. Expenditure by nature');
  F_.p("Amounts in this note are stated in thousands of Ghana cedis (GH¢'000). Totals may not add exactly because of rounding.", { italic: true });
  F_.table({ cols: ["Flood relief GH¢'000", "Early recovery and shelter GH¢'000", "WASH and cholera prevention GH¢'000", "Disaster risk reduction GH¢'000", "Fundraising GH¢'000", "Governance GH¢'000", "Total 2025 GH¢'000", "Total 2024 GH¢'000"], labelW: 215, colW: 67, size: 8, rows: S.nature.rows, splitAt: 4, title: '7. Expenditure by nature' });
  F_.page({ layout: 'portrait' });
  F_.h('8. Staff costs');
  F_.table({ cols: ['2025 GH¢', '2024 GH¢'], labelW: 260, colW: 100, rows: S.staff.rows });
  F_.p('The number of staff employed at 31 December, by location, was:');
  F_.table({ cols: ['2025', '2024'], labelW: 260, colW: 100, rows: S.heads.rows });
  F_.p('Directors serve without remuneration. The Network also engages community volunteers, who receive transport and meal allowances charged to the programmes they support.');
  F_.h('9. Taxation');
  F_.p('The Network is a charitable organisation whose income is exempt from income tax under the Income Tax Act, 2015 (Act 896), as amended, and has been granted exemption by the Ghana Revenue Authority. It is not registered for VAT and cannot recover VAT and levies charged on its purchases, which are included in the cost of the goods and services purchased.');
  F_.h('10. Property, plant and equipment');
  F_.table({ cols: [...S.ppe.cols.slice(0, 4).map((c) => `${c} GH¢`), 'Total GH¢'], labelW: 190, colW: 70, size: 7.5, rows: S.ppe.rows, splitAt: 6, title: '10. Property, plant and equipment' });
  F_.p('Additions to motor vehicles comprise two four-wheel-drive vehicles for the Tamale and Bolgatanga field offices, funded by the Hope Across Borders Foundation. A fully depreciated vehicle was written off in the year.');
  F_.h('11. Relief stock');
  F_.p('Relief stock comprises food baskets, non-food item kits, shelter kits and hygiene kits held in the Tamale and Ho warehouses for distribution.');
  F_.h('12. Grants receivable');
  F_.p('Grants receivable are due from the West Africa Resilience Facility and the Commonwealth Disaster Aid Trust for expenditure incurred before the year end, and were received in January and February 2026.');
  F_.h('13. Cash, bank balances and fixed deposits');
  F_.p(`Fixed deposits are placed with Ghanaian banks for 91 and 182 days and earned interest at rates of up to ${f.fdRate}% a year. Cash and bank balances include balances held in United States dollars and euros in the donor project accounts.`);
  F_.h('14. Payables and accruals');
  F_.p('Payables and accruals comprise amounts due to suppliers of relief materials and transport, accrued audit fees, and statutory deductions (PAYE and SSNIT) for December 2025 paid in January 2026.');
  F_.h('15. Deferred grant income');
  F_.p('Deferred grant income represents grant instalments received before the year end for activities to be carried out in 2026, principally for the Akosombo Spillage Recovery and the Community Preparedness programmes.');
  F_.h('16. End-of-service benefit provision');
  F_.p('The provision is calculated as one month\'s basic salary for each completed year of service of each eligible employee at the reporting date.');
  F_.h('17. Restricted funds');
  F_.p('Northern Floods Response 2025: emergency food, non-food items and shelter for households affected by the floods in the Northern, Savannah, Upper East and Upper West Regions. Akosombo Spillage Recovery: shelter repair and livelihood support for households in the Tongu districts affected by the 2023 spillage of the Akosombo and Kpong dams. Cholera Prevention (WASH): boreholes, latrines and hygiene promotion. Community Preparedness (DRR): training of district disaster committees and early-warning volunteers. Gifts in kind: relief materials donated by the Ghana Millers & Food Processors Association, all distributed in the year.');
  F_.table({ cols: ['At 1 January 2025 GH¢', 'Income GH¢', 'Expenditure GH¢', 'At 31 December 2025 GH¢'], labelW: 200, colW: 80, size: 8, rows: S.funds.rows, splitAt: 2, title: '17. Restricted funds' });
  F_.h('18. Reconciliation of surplus to net cash generated from operating activities');
  F_.table({ cols: ['2025 GH¢', '2024 GH¢'], labelW: 280, colW: 100, rows: S.rec.rows });
  F_.h('19. Related parties');
  F_.p('The directors receive no remuneration. No director had an interest in any contract with the Network during the year.');
  F_.h('20. Contingent liabilities and events after the reporting date');
  F_.p('There were no contingent liabilities at 31 December 2025. No events have occurred since the reporting date that require adjustment to or disclosure in these financial statements.');
  await F_.end();
}

// ------------------------------------------------------------------ 2. DSW NGO annual return (pdf form)
export async function dswReturn(file, M) {
  const R = M.ret;
  const F_ = flow(file, { title: 'DSW NGO Annual Return 2025', author: 'Department of Social Welfare', running: 'Department of Social Welfare · Ministry of Gender, Children and Social Protection · Form DSW/NGO-3' });
  F_.title('DEPARTMENT OF SOCIAL WELFARE', 12);
  F_.title('FORM DSW/NGO-3: ANNUAL RETURN OF A NON-GOVERNMENTAL ORGANISATION', 12);
  F_.p('Every registered NGO shall file this return, with its audited accounts and annual report, within four months after the end of its financial year. Amounts in Ghana cedis (GH¢), rounded to the nearest cedi.', { italic: true, size: 8.5 });
  F_.h('SECTION 1 - IDENTIFICATION', 10);
  F_.formLine('1', 'Name of organisation', R['1']);
  F_.formLine('2', 'DSW registration number', R['2']);
  F_.formLine('3', 'Registrar-General\'s certificate number (Act 992)', R['3']);
  F_.formLine('4', 'Reporting period', '01/01/2025 - 31/12/2025');
  F_.formLine('5', 'Head office (digital address)', 'GA-416-2290, East Legon');
  F_.formLine('6', 'Sector of operation', 'Humanitarian / disaster relief');
  F_.h('SECTION 2 - PERSONNEL', 10);
  F_.formLine('7a', 'Number of paid staff at the end of the period - male', R['7a']);
  F_.formLine('7b', 'Number of paid staff at the end of the period - female', R['7b']);
  F_.formLine('8', 'Number of volunteers engaged during the period', fmt(R['8'], 0));
  F_.h('SECTION 3 - SOURCES AND USE OF FUNDS', 10);
  F_.formLine('9', 'Total income for the period (9.1 + 9.2 + 9.3 + 9.4)', fmt(R['9'], 0));
  F_.formLine('9.1', 'Income from local sources (grants, donations, government, fees, interest)', fmt(R['9.1'], 0));
  F_.formLine('9.2', 'Income from foreign sources (grants from donors outside Ghana)', fmt(R['9.2'], 0));
  F_.formLine('9.3', 'Donations in kind (at fair value)', fmt(R['9.3'], 0));
  F_.formLine('9.4', 'Other income (exchange gains)', fmt(R['9.4'], 0));
  F_.formLine('10', 'Total expenditure for the period (10.1 + 10.2 + 10.3)', fmt(R['10'], 0));
  F_.formLine('10.1', 'Programme / project expenditure', fmt(R['10.1'], 0));
  F_.formLine('10.2', 'Fundraising expenditure', fmt(R['10.2'], 0));
  F_.formLine('10.3', 'Administration and governance', fmt(R['10.3'], 0));
  F_.formLine('11', 'Surplus / (deficit) for the period (line 9 minus line 10)', fmt(R['11'], 0));
  F_.formLine('12', 'Total assets at the end of the period', fmt(R['12'], 0));
  F_.formLine('13', 'Total liabilities at the end of the period', fmt(R['13'], 0));
  F_.formLine('14', 'Net assets (line 12 minus line 13)', fmt(R['14'], 0));
  F_.h('SECTION 4 - BENEFICIARIES AND DONORS', 10);
  F_.formLine('15a', 'Number of households directly assisted', fmt(R['15a'], 0));
  F_.formLine('15b', 'Regions of operation', 'N, UE, UW, Volta, Savannah');
  F_.formLine('16', 'Largest single foreign donor in the period', 'Hope Across Borders Fdn');
  F_.formLine('16a', 'Amount received from the donor at line 16', fmt(R['16a'], 0));
  F_.h('SECTION 5 - GOVERNANCE AND DECLARATION', 10);
  F_.formLine('17', 'Name of external auditor', R['17']);
  F_.formLine('18', 'Date of Annual General Meeting', dmy(R['18']));
  F_.formLine('19', 'Name of signatory (Executive Director)', R.signed);
  F_.formLine('20', 'Date', dmy(R.signedDate));
  F_.gap(10);
  F_.p('I certify that the information in this return is correct and that the organisation\'s audited accounts and annual report for the period are attached.', { size: 8.5 });
  await F_.end();
}

// ------------------------------------------------------------------ 3. budget workbook (xlsx)
export async function budgetWorkbook(file, M) {
  const B = M.budget;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Esi Quaye';
  const ws = wb.addWorksheet('BvA 2025');
  ws.columns = [{ width: 42 }, ...Array(16).fill({ width: 13 })];
  ws.mergeCells('A1:Q1'); ws.getCell('A1').value = 'SANKOFA RELIEF AND RECOVERY NETWORK - BUDGET VS ACTUAL 2025 BY QUARTER (GH¢)'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:Q2'); ws.getCell('A2').value = 'Management accounts (final, agreed to audited accounts). Excludes unrealised exchange differences. Variance = favourable / (adverse).'; ws.getCell('A2').font = { italic: true, size: 9 };
  ws.mergeCells('A4:A5'); ws.getCell('A4').value = 'Budget line';
  const groups = [['B4:D4', 'Q1 (Jan - Mar)'], ['E4:G4', 'Q2 (Apr - Jun)'], ['H4:J4', 'Q3 (Jul - Sep)'], ['K4:M4', 'Q4 (Oct - Dec)'], ['N4:Q4', 'Full year 2025']];
  for (const [rg, t] of groups) { ws.mergeCells(rg); ws.getCell(rg.split(':')[0]).value = t; }
  const sub = ['Actual', 'Budget', 'Variance'];
  for (let qi = 0; qi < 4; qi++) sub.forEach((h, j) => { ws.getCell(5, 2 + qi * 3 + j).value = h; });
  ['Actual', 'Budget', 'Variance', 'Var %'].forEach((h, j) => { ws.getCell(5, 14 + j).value = h; });
  for (let r = 4; r <= 5; r++) for (let c = 1; c <= 17; c++) styleHeader(ws.getCell(r, c));
  const L = (c) => String.fromCharCode(64 + c);
  let r = 6;
  const put = (x, sign, bold) => {
    const row = ws.getRow(r);
    row.getCell(1).value = x.label;
    x.q.forEach((qq, qi) => {
      const a = 2 + qi * 3;
      row.getCell(a).value = qq[0]; row.getCell(a + 1).value = qq[1];
      row.getCell(a + 2).value = F(sign > 0 ? `${L(a)}${r}-${L(a + 1)}${r}` : `${L(a + 1)}${r}-${L(a)}${r}`, qq[2]);
    });
    row.getCell(14).value = F(`B${r}+E${r}+H${r}+K${r}`, x.fy[0]);
    row.getCell(15).value = F(`C${r}+F${r}+I${r}+L${r}`, x.fy[1]);
    row.getCell(16).value = F(sign > 0 ? `N${r}-O${r}` : `O${r}-N${r}`, x.fy[2]);
    row.getCell(17).value = F(`IF(O${r}=0,0,P${r}/O${r})`, x.fy[1] ? x.fy[2] / x.fy[1] : 0);
    for (let c = 2; c <= 16; c++) row.getCell(c).numFmt = NUM0;
    row.getCell(17).numFmt = '0.0%';
    if (bold) for (let c = 1; c <= 17; c++) row.getCell(c).font = { bold: true };
    r++;
  };
  const sec = (t) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).font = { bold: true }; r++; };
  sec('INCOME'); B.income.forEach((x) => put(x, 1)); put(B.totalIncome, 1, true);
  r++;
  sec('EXPENDITURE'); B.expenditure.forEach((x) => put(x, -1)); put(B.totalExpenditure, -1, true);
  r++;
  const sr = ws.getRow(r);
  sr.getCell(1).value = 'Surplus/(deficit) before exchange differences';
  const ti = B.totalIncome, te = B.totalExpenditure;
  for (let qi = 0; qi < 4; qi++) { const a = 2 + qi * 3; sr.getCell(a).value = ti.q[qi][0] - te.q[qi][0]; sr.getCell(a + 1).value = ti.q[qi][1] - te.q[qi][1]; sr.getCell(a + 2).value = (ti.q[qi][0] - te.q[qi][0]) - (ti.q[qi][1] - te.q[qi][1]); }
  sr.getCell(14).value = ti.fy[0] - te.fy[0]; sr.getCell(15).value = ti.fy[1] - te.fy[1]; sr.getCell(16).value = (ti.fy[0] - te.fy[0]) - (ti.fy[1] - te.fy[1]);
  for (let c = 1; c <= 16; c++) { sr.getCell(c).font = { bold: true }; if (c > 1) sr.getCell(c).numFmt = NUM0; }
  ws.views = [{ state: 'frozen', ySplit: 5, xSplit: 1 }];

  const b6 = wb.addWorksheet('Budget 2026');
  b6.columns = [{ width: 42 }, ...Array(6).fill({ width: 14 })];
  b6.mergeCells('A1:G1'); b6.getCell('A1').value = `BUDGET 2026 BY QUARTER (GH¢) - approved by the Board on ${longD(B.approved)}`; b6.getCell('A1').font = { bold: true, size: 12 };
  b6.mergeCells('A3:A4'); b6.getCell('A3').value = 'Budget line';
  b6.mergeCells('B3:F3'); b6.getCell('B3').value = 'Budget 2026';
  ['Q1', 'Q2', 'Q3', 'Q4', 'Total 2026'].forEach((h, j) => { b6.getCell(4, 2 + j).value = h; });
  b6.mergeCells('G3:G4'); b6.getCell('G3').value = 'Actual 2025';
  for (let rr = 3; rr <= 4; rr++) for (let c = 1; c <= 7; c++) styleHeader(b6.getCell(rr, c));
  let k = 5;
  const put6 = (x, bold) => {
    const row = b6.getRow(k);
    row.getCell(1).value = x.label;
    x.b26.forEach((v, j) => { row.getCell(2 + j).value = v; });
    row.getCell(6).value = F(`SUM(B${k}:E${k})`, x.b26.reduce((a, v) => a + v, 0));
    row.getCell(7).value = x.fy[0];
    for (let c = 2; c <= 7; c++) row.getCell(c).numFmt = NUM0;
    if (bold) for (let c = 1; c <= 7; c++) row.getCell(c).font = { bold: true };
    k++;
  };
  b6.getCell(k, 1).value = 'INCOME'; b6.getCell(k, 1).font = { bold: true }; k++;
  B.income.forEach((x) => put6(x)); put6(B.totalIncome, true); k++;
  b6.getCell(k, 1).value = 'EXPENDITURE'; b6.getCell(k, 1).font = { bold: true }; k++;
  B.expenditure.forEach((x) => put6(x)); put6(B.totalExpenditure, true);
  k++;
  b6.getCell(k, 1).value = 'Note: no exchange gains are budgeted. Q1 2026 management accounts will be presented to the Board in May 2026.'; b6.getCell(k, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. annual report 2025 (pdf)
export async function annualReport(file, M) {
  const A = M.ar, p = A.prose, S = M.fs;
  const soi = (l, i) => S.soi.rows.find((r) => r.label === l).vals[i];
  const F_ = flow(file, { title: 'Annual Report 2025', author: NAME, running: `${NAME} · Annual Report 2025` });
  const d = F_.doc;
  d.moveDown(6);
  d.font('B').fontSize(24).text('ANNUAL REPORT 2025', { align: 'center' });
  d.moveDown(0.5); d.font('R').fontSize(13).text(NAME, { align: 'center' });
  d.moveDown(0.5); d.font('I').fontSize(11).text('Standing with communities before, during and after disaster', { align: 'center' });
  F_.page();
  F_.h('MESSAGE FROM THE BOARD CHAIR');
  F_.p(`2025 tested the Network as never before. When the rains of late August overwhelmed the White Volta and its tributaries, and the floods peaked on ${longD(p.floodDate)}, our teams in Tamale and Bolgatanga were distributing food baskets within seventy-two hours. Over the year we reached ${fmt(p.households, 0)} households, some ${fmt(p.people, 0)} people, in ${p.districts} districts, the largest number in our history.`);
  F_.p(`Our income grew to ${mil(soi('Total income', 2))}, ${pct1((soi('Total income', 2) / soi('Total income', 3) - 1) * 100)}% more than in 2024, and we spent ${mil(soi('Total expenditure', 2))} on our work. I thank our international partners, led by the Hope Across Borders Foundation and the Nordic Humanitarian Response Fund, our corporate supporters in Ghana, NADMO, and the thousands of Ghanaians who gave to the Northern Floods Appeal by mobile money.`);
  F_.p(`${p.chair}\nBoard Chair`, { align: 'left', bold: true });
  F_.h("EXECUTIVE DIRECTOR'S REPORT");
  F_.p(`Emergency response. The Northern Floods Response 2025 distributed food baskets, non-food item kits and emergency shelter kits across the Northern, Savannah, Upper East and Upper West Regions between August and November. In the Volta basin, the Akosombo Spillage Recovery programme completed its second year, helping households in the Tongu districts to repair their homes and restart their livelihoods.`);
  F_.p(`WASH and cholera prevention. We drilled or rehabilitated ${p.boreholes} boreholes and supported hygiene promotion in ${p.cholera} communities at risk of cholera, distributing hygiene kits and water purification sachets with district health directorates.`);
  F_.p(`Preparedness. ${fmt(p.volunteers, 0)} community volunteers were trained in early warning and first response during the year, bringing to more than 3,900 the number trained since 2021. District disaster committees in eleven districts now hold contingency plans developed with the Network and NADMO.`);
  F_.p(`Our people. The Network ended the year with 84 staff, 33 of them women, in Accra and our three field offices.`);
  F_.p(`${p.director}\nExecutive Director`, { align: 'left', bold: true });
  F_.h('FINANCIAL REVIEW');
  F_.p(`The audited financial statements show a surplus of ${gh(soi('Surplus/(deficit) for the year', 2))} for 2025, of which ${gh(soi('Surplus/(deficit) for the year', 1))} arose on restricted funds that will be spent on their programmes in 2026. Total funds at 31 December 2025 were ${gh(S.sofp.rows.find((r) => r.label === 'Total funds').vals[0])}. Grants from international donors provided ${pct1(24615300 / soi('Total income', 2) * 100)}% of our income.`);
  F_.h('FIVE-YEAR SUMMARY');
  F_.p("Financial figures in thousands of Ghana cedis (GH¢'000), from the audited financial statements of each year ending 31 December.", { italic: true, size: 8.5 });
  F_.table({ cols: A.five.cols, labelW: 220, colW: 62, size: 8.5, dp: 0, rows: A.five.rows.map((r) => ({ ...r, vals: r.vals.map((v) => (/%/.test(r.label) ? v.toFixed(1) : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0))) })) });
  F_.h('OUR BOARD');
  F_.p(`${p.chair} (Chair); Dr. Yaw Asamoah-Darko (Vice Chair); Mrs. Comfort Adjei-Mensah (Treasurer); Alhaji Abdul-Rahman Iddrisu; Prof. Akosua Frimpong; Mr. Selorm Kwame Agbeko; Rev. Dr. Joseph Tetteh.`);
  F_.p(`Auditor: ${S.facts.auditor}, Chartered Accountants, Accra. Bankers: GCB Bank PLC; Ecobank Ghana PLC.`);
  await F_.end();
}

// ------------------------------------------------------------------ 5. relief distributions register (csv)
export function distCsv(file, M) {
  const lines = ['Distribution ID,Date,Response,Region,District,Item / kit,Households,Unit cost (GHS),Total value (GHS),Funding source,Donor'];
  for (const x of M.dist) lines.push([x.id, dmy(x.date), x.response, x.region, x.district, x.kit, x.households, fmt(x.unitCost, 2), fmt(x.value, 2), x.source, x.donor].map(q).join(','));
  const hh = M.dist.reduce((a, x) => a + x.households, 0), val = M.dist.reduce((a, x) => a + x.value, 0);
  lines.push(['TOTAL', '', '', '', '', '', hh, '', fmt(val, 2), '', ''].map(q).join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ 6. supplier invoice (photo)
export async function invoicePhoto(file, M) {
  const I = M.invoice;
  const L = [
    { t: 'KUMASI RELIEF SUPPLIES LTD', size: 26, bold: true },
    { t: 'Plot 12, Kaase Industrial Area, Kumasi  Tel 0322 049 118', size: 17 },
    { t: `TIN: ${I.tin}   VAT Reg.`, size: 17 },
    { rule: true },
    { t: 'TAX INVOICE', size: 24, bold: true },
    { cols: [`Invoice No: ${I.number}`, `Date: ${dmy(I.date)}`], size: 18 },
    { t: `Customer: Sankofa Relief & Recovery Network, Tamale`, size: 18 },
    { t: `Customer PO: ${I.po}`, size: 18 },
    { rule: true },
    { table: true, cols: ['Item', 'Qty', 'Unit GHS', 'Amount GHS'], size: 17, bold: true },
    ...I.items.map((x) => ({ table: true, cols: [x.desc, String(x.qty), fmt(x.price, 2), fmt(x.amount, 2)], size: 17 })),
    { rule: true },
    { cols: ['Sub-total', fmt(I.base, 2)], size: 18 },
    { cols: ['NHIL 2.5%', fmt(I.nhil, 2)], size: 18 },
    { cols: ['GETFund Levy 2.5%', fmt(I.getf, 2)], size: 18 },
    { cols: ['COVID-19 Health Recovery Levy 1%', fmt(I.covid, 2)], size: 18 },
    { cols: ['Taxable value', fmt(I.vatBase, 2)], size: 18 },
    { cols: ['VAT 15%', fmt(I.vat, 2)], size: 18 },
    { cols: ['TOTAL GHS', fmt(I.total, 2)], size: 22, bold: true },
    { rule: true },
    { t: 'Paid by bank transfer (GCB) - thank you for your business.', size: 15 },
  ];
  await photoDocument(file, L, { width: 1000, height: 800, angle: 1.6, seed: 931, format: 'jpeg', margin: 50, tableX: [50, 640, 800, 950], noise: 24 });
}
