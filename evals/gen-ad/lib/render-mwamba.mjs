// Mwamba Reefs Marine Conservation Trust (Kilwa, Tanzania; TZS; calendar year): six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { fmt, styleHeader, F, MONTHS } from './office.mjs';
import { flow } from './flow.mjs';
import { photoDocument } from './photo.mjs';

const NAME = 'Mwamba Reefs Marine Conservation Trust';
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const sum = (a) => a.reduce((s, x) => s + x, 0);
const t = (l) => l.u + l.r + l.e;
const K = "TZS'000";
const mln = (v) => `TZS ${(v / 1e6).toFixed(1)} billion`; // v in TZS '000

// a left-aligned text table (for the trustees' particulars)
function textTable(F_, cols, widths, rows, size = 7.5) {
  const d = F_.doc;
  const draw = (cells, bold) => {
    d.font(bold ? 'B' : 'R').fontSize(size);
    const h = Math.max(...cells.map((c, i) => d.heightOfString(c, { width: widths[i] - 4 }))) + 4;
    F_.ensure(h + 2);
    const y = d.y; let x = 50;
    cells.forEach((c, i) => { d.text(c, x, y, { width: widths[i] - 4 }); x += widths[i]; });
    d.y = y + h; d.x = 50;
  };
  draw(cols, true);
  d.moveTo(50, d.y - 2).lineTo(50 + sum(widths), d.y - 2).lineWidth(0.4).stroke();
  rows.forEach((r) => draw(r, false));
  d.y += 6;
}

// ------------------------------------------------------------------ 1. audited financial statements (pdf)
export async function statements(file, M) {
  const f = M.facts, B = M.bs, C = M.cf;
  const F_ = flow(file, { title: `${NAME} - Financial Statements for the year ended 31 December 2025`, author: f.auditor, running: `The Registered Trustees of ${NAME} · Report and financial statements for the year ended 31 December 2025`, serif: true });
  const d = F_.doc;
  d.moveDown(8);
  d.font('SB').fontSize(17).text('THE REGISTERED TRUSTEES OF', { align: 'center' });
  d.fontSize(21).text('MWAMBA REEFS MARINE', { align: 'center' }); d.text('CONSERVATION TRUST', { align: 'center' });
  d.moveDown(0.6); d.font('SR').fontSize(10).text(`(Incorporated under the Trustees' Incorporation Act, Cap. 318, certificate ${f.rita}, and registered under the Non-Governmental Organizations Act, Cap. 56, registration ${f.ngoReg})`, { align: 'center' });
  d.moveDown(3); d.font('SB').fontSize(14).text('REPORT OF THE TRUSTEES AND', { align: 'center' }); d.text('AUDITED FINANCIAL STATEMENTS', { align: 'center' });
  d.font('SR').fontSize(12).text('FOR THE YEAR ENDED 31 DECEMBER 2025', { align: 'center' });
  d.moveDown(1).fontSize(10).text("(Amounts in thousands of Tanzanian shillings, TZS'000, unless otherwise stated)", { align: 'center' });
  F_.page();
  F_.title('TABLE OF CONTENTS', 13);
  [['Report of those charged with governance (Trustees)', '1 - 3'], ["Statement of Trustees' responsibilities", '4'], ['Declaration of the Head of Finance', '4'], ["Independent auditor's report", '5 - 6'], ['Statement of financial position', '7'], ['Statement of income, expenditure and changes in funds', '8'], ['Statement of cash flows', '9'], ['Notes to the financial statements', '10 - 19']].forEach(([x, n]) => F_.p(`${x} ........................................................ ${n}`, { align: 'left' }));
  F_.page();
  F_.h('REPORT OF THOSE CHARGED WITH GOVERNANCE');
  F_.p(`The Trustees present their report together with the audited financial statements for the year ended 31 December 2025, which disclose the state of affairs of ${f.legal} (the "Trust"). This report has been prepared in compliance with Tanzania Financial Reporting Standard No. 1 (The Report by Those Charged with Governance).`);
  F_.p('1. Principal activities', { bold: true });
  F_.p('The Trust co-manages the Mwamba Reefs Marine Park, off the coast of Kilwa District in Lindi Region, with the Marine Parks and Reserves Unit (MPRU) under a co-management agreement renewed in 2023. Its activities are reef protection and ranger patrols, coral reef restoration and research, mangrove restoration and the sale of blue carbon credits, community livelihoods (seaweed farming and village savings groups), and education and outreach in coastal schools. The Trust holds an endowment invested offshore in US dollars, whose return supports its core costs.');
  F_.p('2. Trustees', { bold: true });
  F_.p('The Trustees who served during the year and up to the date of this report were:');
  textTable(F_, ['Name', 'Position', 'Age', 'Nationality', 'Qualification', 'Date appointed'], [120, 75, 30, 65, 125, 80], [
    [f.chair, 'Chairperson', '61', 'Tanzanian', 'PhD, Marine Biology', '12 March 2016'],
    ['Mr. Abdallah Hamisi Ngwale', 'Vice Chairperson', '58', 'Tanzanian', 'MBA, Finance', '12 March 2016'],
    ['Ms. Grace Lucas Mollel', 'Treasurer', '47', 'Tanzanian', 'CPA(T), MSc Accounting', '4 May 2020'],
    ['Dr. Jens Halvorsen', 'Trustee', '55', 'Norwegian', 'PhD, Fisheries Science', '4 May 2020'],
    ['Hon. Mwanaisha Said Mbaraka', 'Trustee', '52', 'Tanzanian', 'LLB, Advocate', '18 June 2022'],
    ['Mr. Rashidi Omari Kilindo', 'Trustee', '44', 'Tanzanian', 'BSc, Tourism Management', '18 June 2022'],
  ]);
  F_.p('The Trustees met four times during the year. The Executive Director, ' + f.ed + ', attends meetings of the Trustees but is not a Trustee.');
  F_.p('3. Results and financial position', { bold: true });
  F_.p(`The Trust recorded total income of TZS ${fmt(M.incomeTotal, 0)} thousand (2024: TZS ${fmt(M.incomePy, 0)} thousand) and total expenditure of TZS ${fmt(M.expTotal, 0)} thousand (2024: TZS ${fmt(M.expPy, 0)} thousand), a surplus of TZS ${fmt(M.surplus, 0)} thousand (2024: TZS ${fmt(M.surplusPy, 0)} thousand). Total funds at 31 December 2025 were TZS ${fmt(M.fundsTotal, 0)} thousand, of which TZS ${fmt(M.closing.e, 0)} thousand is the endowment. The results for the year are set out on page 8.`);
  F_.p('4. Solvency', { bold: true });
  F_.p('The Trustees consider the Trust to be solvent within the meaning ascribed by the Companies Act, 2002 as applied to trusts, and have a reasonable expectation that it has adequate resources to continue in operational existence for the foreseeable future.');
  F_.p('5. Employees', { bold: true });
  F_.p(`The Trust had ${f.staff} employees at 31 December 2025 (2024: ${f.staffPy}), of whom ${f.women} were women and ${f.staff - f.women} men; ${f.citizens} employees are Tanzanian citizens. Relations between management and staff were good. All employees are members of the National Social Security Fund (NSSF) and are covered by medical insurance. The Trust is an equal opportunity employer.`);
  F_.p('6. Environmental and social matters', { bold: true });
  F_.p('Patrol boats are fitted with four-stroke or low-emission engines where possible, and the ranger stations are powered by solar energy. The Trust consults the eleven coastal villages adjoining the Park through the Park Advisory Committee.');
  F_.p('7. Auditors', { bold: true });
  F_.p(`${f.auditor}, Certified Public Accountants, have expressed willingness to continue in office and are eligible for reappointment.`);
  F_.p(`By order of the Board of Trustees\n\n${f.chair}, Chairperson                 Ms. Grace Lucas Mollel, Treasurer\nDate: ${longD(f.approvedDate)}`, { align: 'left' });
  F_.page();
  F_.h("STATEMENT OF TRUSTEES' RESPONSIBILITIES");
  F_.p('The Trust Deed requires the Trustees to prepare financial statements for each financial year that give a true and fair view of the state of affairs of the Trust as at the end of the financial year and of its income and expenditure for that year. The Trustees are responsible for ensuring that the Trust keeps proper accounting records, for safeguarding the assets of the Trust, and for preparing the financial statements in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs) as adopted by the National Board of Accountants and Auditors (NBAA).');
  F_.h('DECLARATION OF THE HEAD OF FINANCE');
  F_.p('The National Board of Accountants and Auditors (NBAA), according to the power conferred under the Auditors and Accountants (Registration) Act No. 33 of 1972, as amended by Act No. 2 of 1995, requires financial statements to be accompanied with a declaration issued by the Head of Finance responsible for the preparation of the financial statements of the entity concerned. It is the duty of a professional accountant to assist the Board of Trustees to discharge the responsibility of preparing financial statements of an entity showing a true and fair view of the entity\'s position and performance in accordance with applicable International Financial Reporting Standards and statutory financial reporting requirements.');
  F_.p(`I, ${f.hof}, being the Head of Finance of ${f.legal}, hereby acknowledge my responsibility of ensuring that the financial statements for the year ended 31 December 2025 have been prepared in compliance with applicable accounting standards and statutory requirements. I thus confirm that the financial statements give a true and fair view of the financial position of the Trust as on that date and that they have been prepared based on properly maintained financial records.`);
  F_.p(`Signed by: ${f.hof}\nPosition: Head of Finance\nNBAA Membership No.: ${f.hofNo}\nDate: ${longD(f.approvedDate)}`, { align: 'left' });
  F_.page();
  F_.h("INDEPENDENT AUDITOR'S REPORT");
  F_.p(`TO THE TRUSTEES OF ${f.legal.toUpperCase()}`, { bold: true });
  F_.p('Report on the audit of the financial statements - Opinion', { bold: true });
  F_.p(`We have audited the financial statements of ${f.legal} (the "Trust") set out on pages 7 to 19, which comprise the statement of financial position as at 31 December 2025, the statement of income, expenditure and changes in funds and the statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies. In our opinion, the financial statements give a true and fair view of the financial position of the Trust as at 31 December 2025, and of its financial performance and its cash flows for the year then ended in accordance with the IFRS for SMEs and the Trustees' Incorporation Act, Cap. 318.`);
  F_.p('Basis for opinion', { bold: true });
  F_.p("We conducted our audit in accordance with International Standards on Auditing (ISAs). Our responsibilities under those standards are further described in the Auditor's responsibilities section of our report. We are independent of the Trust in accordance with the International Ethics Standards Board for Accountants' International Code of Ethics for Professional Accountants (IESBA Code) and the ethical requirements of the National Board of Accountants and Auditors (NBAA) that are relevant to our audit of the financial statements in Tanzania, and we have fulfilled our other ethical responsibilities in accordance with these requirements.");
  F_.p('Other information', { bold: true });
  F_.p('The Trustees are responsible for the other information, which comprises the Report of those charged with governance, the Statement of Trustees\' responsibilities and the Declaration of the Head of Finance. Our opinion on the financial statements does not cover the other information and we do not express any form of assurance conclusion thereon.');
  F_.p('Emphasis of matter - share of park conservation fees', { bold: true });
  F_.p('We draw attention to note 5. The Trust\'s share of park conservation fees is computed on the gross fees reported by the Marine Parks and Reserves Unit, which are collected through the Government electronic Payment Gateway (GePG) and are not under the control of the Trust. Our opinion is not modified in respect of this matter.');
  F_.p("Auditor's responsibilities for the audit of the financial statements", { bold: true });
  F_.p("Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor's report that includes our opinion. Reasonable assurance is a high level of assurance, but is not a guarantee that an audit conducted in accordance with ISAs will always detect a material misstatement when it exists.");
  F_.p(`${f.auditor}\nCertified Public Accountants (T)\nSigned by: ${f.partner} (${f.partnerNo})\nDar es Salaam\nDate: ${longD(f.opinionDate)}`, { align: 'left' });

  // statement of financial position
  F_.page();
  F_.title('STATEMENT OF FINANCIAL POSITION', 13);
  F_.p('AS AT 31 DECEMBER 2025', { bold: true, size: 9 });
  F_.table({
    cols: [`2025 ${K}`, `2024 ${K}`], note: true, labelW: 250, colW: 105, rows: [
      { label: 'ASSETS', head: true },
      { label: 'Non-current assets', head: true },
      { label: 'Property, plant and equipment', note: 10, vals: B.ppe, indent: 1 },
      { label: 'Endowment investments at fair value', note: 12, vals: B.endow, indent: 1 },
      { label: '', vals: [B.ppe[0] + B.endow[0], B.ppe[1] + B.endow[1]], bold: true },
      { label: 'Current assets', head: true },
      { label: 'Inventories', vals: B.inventories, indent: 1 },
      { label: 'Receivables and prepayments', note: 13, vals: B.rec, indent: 1 },
      { label: 'Short-term deposits', note: 17, vals: B.deposits, indent: 1 },
      { label: 'Cash and cash equivalents', note: 17, vals: B.cash, indent: 1 },
      { label: '', vals: B.currentAssets, bold: true },
      { label: 'TOTAL ASSETS', vals: B.totalAssets, bold: true },
      { label: 'FUNDS AND LIABILITIES', head: true },
      { label: 'Funds', head: true },
      { label: 'Unrestricted funds', vals: [M.closing.u, M.opening.u], indent: 1 },
      { label: 'Restricted funds', note: 16, vals: [M.closing.r, M.opening.r], indent: 1 },
      { label: 'Endowment fund', note: 12, vals: [M.closing.e, M.opening.e], indent: 1 },
      { label: 'Total funds', vals: [M.fundsTotal, M.fundsOpen], bold: true },
      { label: 'Current liabilities', head: true },
      { label: 'Payables and accruals', note: 14, vals: B.payables, indent: 1 },
      { label: 'Deferred grant income', note: 15, vals: B.deferred, indent: 1 },
      { label: 'Gratuity payable', vals: B.gratuity, indent: 1 },
      { label: '', vals: B.currentLiab, bold: true },
      { label: 'TOTAL FUNDS AND LIABILITIES', vals: B.totalAssets, bold: true },
    ],
  });
  F_.p(`The financial statements on pages 7 to 19 were approved by the Board of Trustees on ${longD(f.approvedDate)} and signed on its behalf by ${f.chair} (Chairperson) and Ms. Grace Lucas Mollel (Treasurer).`, { italic: true, size: 8 });

  // statement of income, expenditure and changes in funds (landscape)
  F_.page({ layout: 'landscape' });
  F_.title('STATEMENT OF INCOME, EXPENDITURE AND CHANGES IN FUNDS', 13);
  F_.p('FOR THE YEAR ENDED 31 DECEMBER 2025', { bold: true, size: 9 });
  const v5 = (l) => [l.u, l.r, l.e, t(l), l.py];
  const tot5 = (rows) => [sum(rows.map((l) => l.u)), sum(rows.map((l) => l.r)), sum(rows.map((l) => l.e)), sum(rows.map(t)), sum(rows.map((l) => l.py))];
  const ti = tot5(M.income), te = tot5(M.expenditure);
  const T_ = M.transfers;
  F_.table({
    cols: [`Unrestricted funds ${K}`, `Restricted funds ${K}`, `Endowment fund ${K}`, `Total year ended 31 December 2025 ${K}`, `Total year ended 31 December 2024 ${K}`], note: true, labelW: 250, colW: 90, size: 8,
    rows: [
      { label: 'INCOME', head: true },
      ...M.income.map((l) => ({ label: l.label, note: l.note, vals: v5(l), indent: 1 })),
      { label: 'Total income', vals: ti, bold: true },
      { label: 'EXPENDITURE', note: 8, head: true },
      ...M.expenditure.map((l) => ({ label: l.label, vals: v5(l), indent: 1 })),
      { label: 'Total expenditure', vals: te, bold: true },
      { label: 'Surplus for the year', vals: ti.map((v, i) => v - te[i]), bold: true },
      { label: 'Transfers between funds', note: 16, vals: [T_.endowToU - T_.uToR, T_.uToR, -T_.endowToU, 0, 0] },
      { label: 'Funds at 1 January', vals: [M.opening.u, M.opening.r, M.opening.e, M.fundsOpen, M.fundsPyOpen] },
      { label: 'Funds at 31 December', vals: [M.closing.u, M.closing.r, M.closing.e, M.fundsTotal, M.fundsOpen], bold: true },
    ],
  });
  F_.p(`Transfers: TZS ${fmt(T_.endowToU, 0)} thousand was drawn from the endowment under the spending policy (note 12) and TZS ${fmt(T_.uToR, 0)} thousand of unrestricted funds was applied as the Trust's matching contribution to the Seaweed and Livelihoods Fund (note 16).`, { italic: true, size: 8 });

  // cash flows
  F_.page({ layout: 'portrait' });
  F_.title('STATEMENT OF CASH FLOWS', 13);
  F_.p('FOR THE YEAR ENDED 31 DECEMBER 2025', { bold: true, size: 9 });
  const cf = (k) => [C.c[k], C.p[k]];
  F_.table({
    cols: [`2025 ${K}`, `2024 ${K}`], labelW: 280, colW: 105, rows: [
      { label: 'Cash flows from operating activities', head: true },
      { label: 'Surplus for the year', vals: cf('surplus') },
      { label: 'Adjustments for:', head: true },
      { label: 'Depreciation', vals: cf('dep'), indent: 1 },
      { label: 'Gain on disposal of property, plant and equipment', vals: cf('gain'), indent: 1 },
      { label: 'Endowment income, gains and exchange differences net of fees', vals: cf('endow'), indent: 1 },
      { label: 'Changes in working capital:', head: true },
      { label: 'Inventories', vals: cf('inventories'), indent: 1 },
      { label: 'Receivables and prepayments', vals: cf('rec'), indent: 1 },
      { label: 'Payables and accruals', vals: cf('payables'), indent: 1 },
      { label: 'Deferred grant income', vals: cf('deferred'), indent: 1 },
      { label: 'Gratuity payable', vals: cf('gratuity'), indent: 1 },
      { label: 'Net cash from operating activities', vals: cf('operating'), bold: true },
      { label: 'Cash flows from investing activities', head: true },
      { label: 'Purchase of property, plant and equipment', vals: cf('capex'), indent: 1 },
      { label: 'Proceeds from disposal of property, plant and equipment', vals: cf('proceeds'), indent: 1 },
      { label: 'Placement of short-term deposits (net)', vals: cf('deposits'), indent: 1 },
      { label: 'Drawdown from endowment portfolio', vals: cf('drawdown'), indent: 1 },
      { label: 'Net cash used in investing activities', vals: cf('investing'), bold: true },
      { label: 'Net increase in cash and cash equivalents', vals: cf('net'), bold: true },
      { label: 'Cash and cash equivalents at 1 January', vals: [B.cash[1], C.openPy] },
      { label: 'Cash and cash equivalents at 31 December', vals: [B.cash[0], B.cash[1]], bold: true },
    ],
  });

  // notes
  F_.page();
  F_.title('NOTES TO THE FINANCIAL STATEMENTS', 13);
  F_.p('FOR THE YEAR ENDED 31 DECEMBER 2025', { bold: true, size: 9 });
  F_.h('1. Reporting entity');
  F_.p(`${f.legal} is a charitable trust incorporated in Tanzania under the Trustees' Incorporation Act, Cap. 318 and registered as a non-governmental organisation under the Non-Governmental Organizations Act, Cap. 56. Its office is at Plot 14, Masoko Pwani, Kilwa Masoko, Lindi Region.`);
  F_.h('2. Basis of preparation');
  F_.p("The financial statements have been prepared in accordance with the IFRS for SMEs as adopted by the NBAA, under the historical cost convention except for the endowment investments, which are measured at fair value. They are presented in Tanzanian shillings (TZS), the Trust's functional currency, rounded to the nearest thousand (TZS'000).");
  F_.h('3. Significant accounting policies');
  F_.p('(a) Grants are recognised as income when the conditions attached to them have been met, normally as the related expenditure is incurred; grants received in advance are carried as deferred grant income. (b) The Trust\'s share of park conservation fees (40% of the gross fees collected by MPRU in the Park) is recognised in the month in which the fees are collected. Reef levies and mooring fees are recognised when invoiced to dive and tour operators. (c) Income from the sale of blue carbon credits is recognised when the verified carbon units are transferred to the buyer in the registry. (d) Endowment investments are measured at fair value through income and expenditure; dividends, interest, fair value gains and exchange differences are credited to the endowment fund and the portfolio manager\'s fees are charged to it.');
  F_.p(`(e) Property, plant and equipment are stated at cost less accumulated depreciation, charged on a straight-line basis at the rates in note 10. (f) Transactions in foreign currencies are translated at the rate ruling on the date of the transaction; monetary assets and the endowment portfolio are translated at the closing rate. The closing rate at 31 December 2025 was USD 1 = TZS ${fmt(f.rate, 2)} (2024: TZS ${fmt(f.ratePy, 2)}); the average rate for the year was TZS ${fmt(f.rateAvg, 2)}.`);
  F_.h('4. Critical accounting estimates and judgements');
  F_.p('The principal estimates relate to the useful lives of patrol boats and engines, which operate in a marine environment, and to the valuation of the endowment portfolio, which is based on the prices reported by the portfolio manager and its custodian.');
  F_.h('5. Park conservation fees and reef levies');
  F_.p(`Under the co-management agreement, the Trust receives 40% of the park entry (conservation) fees collected by MPRU in the Mwamba Reefs Marine Park. Gross fees collected in 2025 were TZS ${fmt(M.fees.gross, 0)} thousand (2024: TZS ${fmt(M.fees.grossPy, 0)} thousand). Entry fees are USD 25 per day for non-resident visitors, TZS 10,000 for East African residents and TZS 3,000 for Tanzanian citizens.`);
  const FE = M.fees;
  F_.table({
    cols: ['2025', '2024'], labelW: 280, colW: 105, rows: [
      { label: 'Paying visitors (number)', head: true },
      ...FE.visitors.map(([l, a, b]) => ({ label: l, vals: [fmt(a, 0), fmt(b, 0)], indent: 1 })),
      { label: 'Total visitors', vals: [fmt(sum(FE.visitors.map((v) => v[1])), 0), fmt(sum(FE.visitors.map((v) => v[2])), 0)], bold: true },
      { label: `Reef levy and mooring fees (${K})`, head: true },
      { label: 'Dive and snorkel levies', vals: [FE.dive, FE.divePy], indent: 1 },
      { label: 'Mooring fees', vals: [FE.mooring, FE.mooringPy], indent: 1 },
      { label: '', vals: [FE.dive + FE.mooring, FE.divePy + FE.mooringPy], bold: true },
      { label: 'Diver-days levied (number)', vals: [fmt(FE.diverDays, 0), fmt(FE.diverDaysPy, 0)] },
    ],
  });
  F_.h('6. Grants');
  F_.table({ cols: [`2025 ${K}`, `2024 ${K}`], labelW: 280, colW: 105, rows: [...M.grantsByDonor.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { label: 'Total grants', vals: [sum(M.grantsByDonor.map((g) => g[1])), sum(M.grantsByDonor.map((g) => g[2]))], bold: true }] });
  F_.p('All grants are restricted to the projects for which they were awarded (note 16). The Tanzania Forest Fund is a local grant-maker; the other grants are from foreign sources.');
  F_.h('7. Sale of blue carbon credits');
  F_.p(`In August 2025 the Trust made its first sale of verified carbon units (VCUs) issued for the Kilwa mangrove restoration project under the Verified Carbon Standard: ${fmt(M.carbon.units, 0)} VCUs were sold at USD ${M.carbon.usdPerUnit.toFixed(2)} each, USD ${fmt(M.carbon.usd, 0)} in total, to an international buyer. No VCUs were sold in 2024. Under the benefit-sharing agreement 30% of the net proceeds is payable to the participating villages and is included in community livelihoods expenditure.`);

  // note 8, landscape, over a page break
  F_.page({ layout: 'landscape' });
  F_.h('8. Expenditure by programme and nature');
  const N = M.nature;
  const rowsN = M.expenditure.map((l) => ({ label: l.label, vals: [...N.rows[l.key], t(l)] }));
  const colTot = [0, 1, 2, 3, 4].map((i) => sum(M.expenditure.map((l) => N.rows[l.key][i])));
  F_.table({
    cols: [...N.cols.map((c) => `${c} ${K}`), `Total ${K}`], labelW: 220, colW: 85, size: 8, splitAt: 5, title: '8. Expenditure by programme and nature',
    rows: [...rowsN, { label: 'Total 2025', vals: [...colTot, M.expTotal], bold: true }, { label: 'Total 2024', vals: [...N.py, M.expPy], rule: true }],
  });
  F_.p('Staff costs and depreciation are charged to programmes on the basis of staff time and the use of boats, vehicles and stations. Other costs include travel, insurance, communications, office costs, audit and professional fees.');
  F_.page({ layout: 'portrait' });
  F_.h('9. Staff costs and numbers');
  const SC = M.staffCost;
  F_.table({ cols: [`2025 ${K}`], labelW: 280, colW: 105, rows: [
    { label: 'Salaries and wages', vals: [SC.salaries] }, { label: 'NSSF employer contributions (10%)', vals: [SC.nssf] }, { label: 'Workers Compensation Fund (0.5%)', vals: [SC.wcf] },
    { label: 'Medical insurance', vals: [SC.medical] }, { label: 'Staff training', vals: [SC.training] }, { label: 'Total staff costs', vals: [SC.total], bold: true },
  ] });
  F_.p(`Staff costs in 2024 were TZS ${fmt(M.staffCostPy, 0)} thousand. The number of employees at the year end, by function, was:`);
  F_.table({ cols: ['2025', '2024'], labelW: 280, colW: 105, rows: [...M.heads.map(([l, a, b]) => ({ label: l, vals: [String(a), String(b)] })), { label: 'Total', vals: [String(sum(M.heads.map((h) => h[1]))), String(sum(M.heads.map((h) => h[2])))], bold: true }] });
  F_.p(`The remuneration of key management personnel (the Executive Director, the Head of Finance, the Park Operations Manager and the Science Coordinator) was TZS ${fmt(M.keyMgmt, 0)} thousand in total (2024: TZS 441,800 thousand).`);

  // PPE landscape, split
  F_.page({ layout: 'landscape' });
  F_.h('10. Property, plant and equipment');
  const P_ = M.ppe;
  const tot = (a) => [...a, sum(a)];
  F_.table({
    cols: [...P_.cols.map((c) => `${c} ${K}`), `Total ${K}`], labelW: 200, colW: 90, size: 8, splitAt: 6, title: '10. Property, plant and equipment',
    rows: [
      { label: 'Cost', head: true },
      { label: 'At 1 January 2025', vals: tot(P_.costOpen), indent: 1 },
      { label: 'Additions', vals: tot(P_.add), indent: 1 },
      { label: 'Disposals', vals: tot(P_.disp.map((v) => -v)), indent: 1 },
      { label: 'At 31 December 2025', vals: tot(P_.costClose), bold: true, indent: 1 },
      { label: '', vals: [] },
      { label: 'Depreciation', head: true },
      { label: 'At 1 January 2025', vals: tot(P_.depOpen), indent: 1 },
      { label: 'Charge for the year', vals: tot(P_.charge), indent: 1 },
      { label: 'Eliminated on disposals', vals: tot(P_.disp.map((v) => -v)), indent: 1 },
      { label: 'At 31 December 2025', vals: tot(P_.depClose), bold: true, indent: 1 },
      { label: 'Carrying amount at 31 December 2025', vals: tot(P_.wdv), bold: true },
      { label: 'Carrying amount at 31 December 2024', vals: tot(P_.wdvOpen) },
      { label: 'Depreciation rate (straight line)', vals: [...P_.rate, ''] },
    ],
  });
  F_.p(`Additions to patrol boats and engines comprise a 9-metre patrol boat with twin 60 HP engines delivered in June 2025. Two fully depreciated outboard engines were sold for TZS ${fmt(P_.proceeds, 0)} thousand, which is included in other income as a gain on disposal.`);
  F_.page({ layout: 'portrait' });
  F_.h('11. Taxation');
  F_.p('The Trust has been granted charitable organisation status by the Commissioner General of the Tanzania Revenue Authority under section 2 of the Income Tax Act, Cap. 332, and its income from its charitable activities is exempt from income tax. The Trust is not registered for value added tax; VAT on its purchases is therefore part of the cost of those purchases.');
  F_.h('12. Endowment fund and investments');
  const E = M.endow, rate = f.rate, rateP = f.ratePy;
  const clsTzs = E.classes.map(([, u]) => Math.round(u * rate / 1000));
  clsTzs[clsTzs.length - 1] += E.tzs - sum(clsTzs);
  const clsTzsP = E.classesPy.map(([, u]) => Math.round(u * rateP / 1000));
  clsTzsP[clsTzsP.length - 1] += E.tzsPy - sum(clsTzsP);
  F_.p(`The endowment was established in 2014 with a capital grant and is managed on a discretionary basis by ${f.manager}. Under the spending policy the Trustees may draw up to 4% of the average US dollar value of the portfolio over the previous three years each year for the Trust's core costs.`);
  F_.table({
    cols: ['31 Dec 2025 USD', '31 Dec 2024 USD', `31 Dec 2025 ${K}`, `31 Dec 2024 ${K}`], labelW: 175, colW: 80, size: 8,
    rows: [...E.classes.map(([l, u], i) => ({ label: l, vals: [u, E.classesPy[i][1], clsTzs[i], clsTzsP[i]] })), { label: 'Total endowment investments', vals: [E.usd, E.usdPy, E.tzs, E.tzsPy], bold: true }],
  });
  const EI = M.income;
  F_.table({ cols: [`2025 ${K}`, `2024 ${K}`], labelW: 280, colW: 105, rows: [
    { label: 'Endowment fund at 1 January', vals: [M.opening.e, M.endow.tzsPyOpen] },
    { label: 'Dividends and interest', vals: [EI[5].e, EI[5].py] },
    { label: 'Net fair value gains', vals: [EI[6].e, EI[6].py] },
    { label: 'Exchange gain', vals: [EI[7].e, EI[7].py] },
    { label: 'Investment management fees', vals: [-M.expenditure[6].e, -M.expenditure[6].py] },
    { label: 'Drawdown transferred to unrestricted funds', vals: [-M.transfers.endowToU, -400000] },
    { label: 'Endowment fund at 31 December', vals: [M.closing.e, M.opening.e], bold: true },
  ] });
  F_.h('13. Receivables and prepayments');
  F_.table({ cols: [`2025 ${K}`, `2024 ${K}`], labelW: 280, colW: 105, rows: [...M.recNote.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { label: '', vals: B.rec, bold: true }] });
  F_.h('14. Payables and accruals');
  F_.table({ cols: [`2025 ${K}`, `2024 ${K}`], labelW: 280, colW: 105, rows: [...M.payNote.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { label: '', vals: B.payables, bold: true }] });
  F_.h('15. Deferred grant income');
  const D = M.deferredNote;
  F_.table({ cols: [`2025 ${K}`], labelW: 280, colW: 105, rows: [{ label: 'At 1 January', vals: [D.open] }, { label: 'Grants received in the year', vals: [D.received] }, { label: 'Recognised as income (note 6)', vals: [-D.recognised] }, { label: 'At 31 December', vals: [B.deferred[0]], bold: true }] });
  F_.h('16. Restricted funds');
  F_.p('Reef Ranger Programme (Blue Horizon Foundation): ranger salaries, patrol boats running costs and surveillance. Coral Nursery Project (Western Indian Ocean Reef Fund and donors): coral gardening and reef monitoring. Mangrove Blue Carbon Project (European Union and Tanzania Forest Fund): mangrove nurseries and replanting. Seaweed and Livelihoods Fund (Nordic Ocean Trust, with the Trust\'s matching contribution): seaweed farming inputs and village savings groups. Ocean Schools Programme (donations): marine clubs in coastal primary schools.');
  F_.table({
    cols: [`At 1 January 2025 ${K}`, `Income ${K}`, `Expenditure ${K}`, `Transfers ${K}`, `At 31 December 2025 ${K}`], labelW: 145, colW: 70, size: 7.5, splitAt: 3, title: '16. Restricted funds',
    rows: [...M.rfunds.map((x) => ({ label: x.name, vals: [x.open, x.income, -x.spent, x.transfer, x.close] })), { label: 'Total', vals: [M.opening.r, sum(M.rfunds.map((x) => x.income)), -sum(M.rfunds.map((x) => x.spent)), M.transfers.uToR, M.closing.r], bold: true }],
  });
  F_.h('17. Cash, cash equivalents and short-term deposits');
  F_.table({ cols: [`2025 ${K}`, `2024 ${K}`], labelW: 280, colW: 105, rows: [...M.cashNote.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { label: 'Cash and cash equivalents', vals: B.cash, bold: true }, { label: 'Short-term deposits (3 to 12 months)', vals: B.deposits }] });
  F_.p(`Bank accounts are held with ${f.bank}. Short-term deposits earn interest at 8.5% to 10.0% a year.`);
  F_.h('18. Related party transactions');
  F_.p(`Trustees are not remunerated for their services as Trustees but receive sitting allowances for meetings attended, which amounted to TZS ${fmt(M.trusteesAllowances, 0)} thousand in 2025 (2024: TZS 26,000 thousand). Dr. Jens Halvorsen, a Trustee, is a member of the advisory panel of the Nordic Ocean Trust; he did not take part in the decision to award its grant.`);
  F_.h('19. Commitments');
  F_.p('At 31 December 2025 the Trust had contracted capital commitments of TZS 186,500 thousand for the construction of the Songo ranger post (2024: nil).');
  F_.h('20. Events after the reporting date');
  F_.p('In February 2026 the European Union approved the release of the second tranche of the Coastal Resilience Programme grant. There were no other events after the reporting date requiring adjustment or disclosure.');
  await F_.end();
}

// ------------------------------------------------------------------ 2. NGO annual report form (pdf)
export async function ngoReturn(file, M) {
  const X = M.ret, f = M.facts;
  const F_ = flow(file, { title: 'NGO Annual Report Form 2025', author: 'Registrar of NGOs', running: 'United Republic of Tanzania · Office of the Registrar of Non-Governmental Organizations · Annual Report Form (NGO/AR-1)' });
  F_.title('THE UNITED REPUBLIC OF TANZANIA', 12);
  F_.title('THE NON-GOVERNMENTAL ORGANIZATIONS ACT, CAP. 56', 11);
  F_.title('ANNUAL REPORT FORM OF A NON-GOVERNMENTAL ORGANIZATION (NGO/AR-1)', 11);
  F_.p('To be submitted to the Registrar through the NGO Information System not later than 30 April following the end of the reporting year, with the audited financial report. Amounts in Tanzanian shillings (TZS) in full, not in thousands.', { italic: true, size: 8.5 });
  F_.h('PART I - PARTICULARS', 10);
  F_.formLine('1', 'Name of the NGO', 'Mwamba Reefs Marine Cons. Trust');
  F_.formLine('2', 'Registration number', f.ngoReg);
  F_.formLine('3', 'Date of registration', dmy(f.ngoRegDate));
  F_.formLine('4', 'Level of operation (District / Regional / National / International)', 'National');
  F_.formLine('5', 'Reporting period', '01/01/2025 - 31/12/2025');
  F_.formLine('6', 'Regions of operation', 'Lindi, Mtwara');
  F_.formLine('6.1', 'Districts of operation', 'Kilwa, Mtwara Rural');
  F_.h('PART II - SOURCES OF FUNDS (TZS)', 10);
  const L = (no, desc) => F_.formLine(no, desc, fmt(X[no], 0));
  L('7.1', 'Funds from foreign sources (grants and donations from outside Tanzania)');
  L('7.2', 'Funds from local sources (grants and donations from within Tanzania)');
  L('7.3', 'Own-source revenue (fees, levies, sale of goods and services, carbon credits)');
  L('7.4', 'Investment and other income (interest, dividends, investment gains, exchange gains)');
  L('8', 'TOTAL FUNDS (7.1 + 7.2 + 7.3 + 7.4)');
  F_.h('PART III - EXPENDITURE (TZS)', 10);
  L('9.1', 'Expenditure on project / programme activities');
  L('9.2', 'Administrative and other costs (including fundraising and investment fees)');
  L('10', 'TOTAL EXPENDITURE (9.1 + 9.2)');
  F_.h('PART IV - PROJECTS, BENEFICIARIES AND PERSONNEL', 10);
  L('11', 'Number of projects implemented during the year');
  L('11.1', 'Direct beneficiaries - women');
  L('11.2', 'Direct beneficiaries - men');
  L('12.1', 'Employees - Tanzanian citizens');
  L('12.2', 'Employees - non-citizens (attach work permits)');
  L('12.3', 'Volunteers');
  L('13.1', 'Boats / vessels owned');
  L('13.2', 'Motor vehicles owned');
  F_.formLine('14', 'Audited financial report attached? (Yes / No)', 'Yes');
  F_.formLine('14.1', 'Name of the auditor', 'Mkumbo Lyimo & Associates');
  F_.h('PART V - DECLARATION', 10);
  F_.p('I declare that the information given in this form is true and correct, and that the NGO has operated in accordance with its constitution, the Non-Governmental Organizations Act and the NGO Code of Conduct.');
  F_.formLine('15', 'Name and title of the person submitting', 'Dr. Halima Juma Kombo, Exec. Dir.');
  F_.formLine('16', 'Date', dmy(f.returnSigned));
  F_.gap(10);
  F_.p('FOR OFFICIAL USE: Received through NIS, acknowledgement no. NIS/AR/2025/118204.', { italic: true, size: 8 });
  await F_.end();
}

// ------------------------------------------------------------------ 3. board pack (xlsx)
export async function boardPack(file, M) {
  const Q = M.pack;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Emmanuel Massawe';
  const ws = wb.addWorksheet('Q1 2026 I&E');
  ws.columns = [{ width: 38 }, ...Array(8).fill({ width: 12 })];
  ws.mergeCells('A1:I1'); ws.getCell('A1').value = 'MWAMBA REEFS MARINE CONSERVATION TRUST'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:I2'); ws.getCell('A2').value = 'Trustees meeting 16 April 2026 - Paper 3: Management accounts, first quarter 2026'; ws.getCell('A2').font = { bold: true };
  ws.mergeCells('A3:I3'); ws.getCell('A3').value = 'TZS million. Management basis: the endowment drawdown is shown as income. Variance: positive = favourable.'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'TZS m';
  ws.mergeCells('B5:E5'); ws.getCell('B5').value = 'Quarter 1 2026 (January - March)';
  ws.mergeCells('F5:H5'); ws.getCell('F5').value = 'Full year 2026';
  ws.getCell('I5').value = 'Q1 2025';
  ['Actual', 'Budget', 'Variance', 'Var %', 'Budget', 'Reforecast', 'Variance', 'Actual'].forEach((h, i) => { ws.getCell(6, i + 2).value = h; });
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= 9; c++) styleHeader(ws.getCell(r, c));
  const N1 = '#,##0.0;(#,##0.0);"-"';
  let r = 7;
  const r1 = (v) => Math.round(v * 10) / 10;
  const put = (L, sign) => {
    const x = ws.getRow(r);
    x.getCell(1).value = L[0]; x.getCell(2).value = L[1]; x.getCell(3).value = L[2];
    const v = r1(sign > 0 ? L[1] - L[2] : L[2] - L[1]);
    x.getCell(4).value = F(sign > 0 ? `B${r}-C${r}` : `C${r}-B${r}`, v);
    x.getCell(5).value = L[2] === 0 ? '' : F(`D${r}/C${r}`, v / L[2]); x.getCell(5).numFmt = '0.0%';
    x.getCell(6).value = L[3]; x.getCell(7).value = L[4];
    x.getCell(8).value = F(sign > 0 ? `G${r}-F${r}` : `F${r}-G${r}`, r1(sign > 0 ? L[4] - L[3] : L[3] - L[4]));
    x.getCell(9).value = L[5];
    for (const c of [2, 3, 4, 6, 7, 8, 9]) x.getCell(c).numFmt = N1;
    r++;
  };
  const section = (s) => { ws.getCell(r, 1).value = s; ws.getCell(r, 1).font = { bold: true }; r++; };
  const total = (label, first, last, rows, sign) => {
    const x = ws.getRow(r);
    const s = (i) => r1(sum(rows.map((l) => l[i])));
    x.getCell(1).value = label;
    [['B', 1], ['C', 2], ['F', 3], ['G', 4], ['I', 5]].forEach(([c, i]) => { x.getCell(c).value = F(`SUM(${c}${first}:${c}${last})`, s(i)); });
    const v = r1(sign > 0 ? s(1) - s(2) : s(2) - s(1));
    x.getCell('D').value = F(sign > 0 ? `B${r}-C${r}` : `C${r}-B${r}`, v);
    x.getCell('E').value = F(`D${r}/C${r}`, v / s(2)); x.getCell('E').numFmt = '0.0%';
    x.getCell('H').value = F(sign > 0 ? `G${r}-F${r}` : `F${r}-G${r}`, r1(sign > 0 ? s(4) - s(3) : s(3) - s(4)));
    for (let c = 1; c <= 9; c++) { x.getCell(c).font = { bold: true }; if (c > 1 && c !== 5) x.getCell(c).numFmt = N1; if (c > 1) x.getCell(c).border = { top: { style: 'thin' } }; }
    const at = r; r++; return at;
  };
  section('Income');
  const i0 = r; Q.income.forEach((L) => put(L, 1)); const ti = total('Total income', i0, r - 1, Q.income, 1);
  r++;
  section('Expenditure');
  const e0 = r; Q.expenditure.forEach((L) => put(L, -1)); const te = total('Total expenditure', e0, r - 1, Q.expenditure, -1);
  r++;
  const x = ws.getRow(r);
  x.getCell(1).value = 'Surplus / (deficit)';
  const TI = (i) => r1(sum(Q.income.map((l) => l[i]))), TE = (i) => r1(sum(Q.expenditure.map((l) => l[i])));
  [['B', 1], ['C', 2], ['F', 3], ['G', 4], ['I', 5]].forEach(([c, i]) => { x.getCell(c).value = F(`${c}${ti}-${c}${te}`, r1(TI(i) - TE(i))); });
  x.getCell('D').value = F(`B${r}-C${r}`, r1((TI(1) - TE(1)) - (TI(2) - TE(2))));
  x.getCell('H').value = F(`G${r}-F${r}`, r1((TI(4) - TE(4)) - (TI(3) - TE(3))));
  for (let c = 1; c <= 9; c++) { x.getCell(c).font = { bold: true }; if (c > 1) { x.getCell(c).numFmt = N1; x.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; } }
  r += 2;
  ['Commentary:', '- Park fees: strong January - March season; non-resident visitors up on Q1 2025.', '- Grant income is recognised as grant-funded costs are incurred; the EU second tranche was approved in February.', '- Reef levy: invoiced basis, cancelled invoices excluded (see levy register).', '- Blue carbon: the second issuance of VCUs is expected in Q3 2026.'].forEach((n) => { ws.getCell(r, 1).value = n; ws.getCell(r, 1).font = { italic: true, size: 9 }; r++; });
  ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 1 }];

  // Visitors: months down the side
  const v = wb.addWorksheet('Visitors');
  v.columns = [{ width: 12 }, ...Array(6).fill({ width: 15 })];
  v.mergeCells('A1:G1'); v.getCell('A1').value = 'Park visitors and diver-days, January - March 2026'; v.getCell('A1').font = { bold: true, size: 12 };
  v.mergeCells('A3:A4'); v.getCell('A3').value = 'Month';
  v.mergeCells('B3:E3'); v.getCell('B3').value = 'Paying visitors 2026';
  v.mergeCells('F3:F4'); v.getCell('F3').value = 'Same month 2025 (total)';
  v.mergeCells('G3:G4'); v.getCell('G3').value = 'Diver-days levied';
  ['Non-resident', 'EA resident', 'Citizen', 'Total'].forEach((h, i) => { v.getCell(4, i + 2).value = h; });
  for (let rr = 3; rr <= 4; rr++) for (let c = 1; c <= 7; c++) styleHeader(v.getCell(rr, c));
  Q.visitors.forEach((m, i) => {
    const rr = 5 + i; const [, mm] = m.month.split('-').map(Number);
    v.getCell(rr, 1).value = MONTHS[mm - 1];
    v.getCell(rr, 2).value = m.nonres; v.getCell(rr, 3).value = m.ea; v.getCell(rr, 4).value = m.cit;
    v.getCell(rr, 5).value = F(`SUM(B${rr}:D${rr})`, m.total); v.getCell(rr, 6).value = m.py; v.getCell(rr, 7).value = m.diverDays;
    for (let c = 2; c <= 7; c++) v.getCell(rr, c).numFmt = '#,##0';
  });
  v.getCell(8, 1).value = 'Q1 total'; v.getCell(8, 1).font = { bold: true };
  ['B', 'C', 'D', 'E', 'F', 'G'].forEach((c, i) => { const key = ['nonres', 'ea', 'cit', 'total', 'py', 'diverDays'][i]; v.getCell(`${c}8`).value = F(`SUM(${c}5:${c}7)`, sum(Q.visitors.map((m) => m[key]))); v.getCell(`${c}8`).numFmt = '#,##0'; v.getCell(`${c}8`).font = { bold: true }; });

  // Endowment
  const e = wb.addWorksheet('Endowment');
  e.columns = [{ width: 30 }, { width: 18 }, { width: 18 }, { width: 14 }];
  e.getCell('A1').value = `Endowment portfolio - ${M.facts.manager}`; e.getCell('A1').font = { bold: true, size: 12 };
  e.getCell('A2').value = 'US dollars, net of fees; no drawdown in the quarter.'; e.getCell('A2').font = { italic: true, size: 9 };
  ['Asset class', 'Value 31 Dec 2025 (USD)', 'Value 31 Mar 2026 (USD)', 'Change %'].forEach((h, i) => { e.getCell(4, i + 1).value = h; styleHeader(e.getCell(4, i + 1)); });
  Q.endowment.classes.forEach(([l, a, b], i) => {
    const rr = 5 + i; e.getCell(rr, 1).value = l; e.getCell(rr, 2).value = a; e.getCell(rr, 3).value = b;
    e.getCell(rr, 4).value = F(`C${rr}/B${rr}-1`, b / a - 1); e.getCell(rr, 4).numFmt = '0.00%';
    e.getCell(rr, 2).numFmt = '#,##0'; e.getCell(rr, 3).numFmt = '#,##0';
  });
  const a0 = sum(Q.endowment.classes.map((c) => c[1])), b0 = sum(Q.endowment.classes.map((c) => c[2]));
  e.getCell('A8').value = 'Total'; e.getCell('B8').value = F('SUM(B5:B7)', a0); e.getCell('C8').value = F('SUM(C5:C7)', b0); e.getCell('D8').value = F('C8/B8-1', b0 / a0 - 1);
  e.getCell('B8').numFmt = '#,##0'; e.getCell('C8').numFmt = '#,##0'; e.getCell('D8').numFmt = '0.00%';
  ['A8', 'B8', 'C8', 'D8'].forEach((c) => { e.getCell(c).font = { bold: true }; });
  e.getCell('A10').value = 'Exchange rate 31 Mar 2026 (TZS per USD)'; e.getCell('C10').value = Q.endowment.rate; e.getCell('C10').numFmt = '#,##0.00';
  e.getCell('A11').value = 'Portfolio in TZS million at 31 Mar 2026'; e.getCell('C11').value = F('C8*C10/1000000', Math.round(b0 * Q.endowment.rate / 1e5) / 10); e.getCell('C11').numFmt = '#,##0.0';

  // Grants
  const g = wb.addWorksheet('Grants');
  g.columns = [{ width: 30 }, { width: 40 }, { width: 9 }, { width: 16 }, { width: 22 }, { width: 16 }, { width: 20 }, { width: 30 }];
  g.getCell('A1').value = 'Active grants at 31 March 2026'; g.getCell('A1').font = { bold: true, size: 12 };
  ['Donor', 'Grant', 'Currency', 'Award (grant currency)', 'Period', '2026 budget (TZS m)', 'Received to 31 Mar 2026 (grant currency)', 'Status'].forEach((h, i) => { g.getCell(3, i + 1).value = h; styleHeader(g.getCell(3, i + 1)); });
  Q.grants.forEach((row, i) => {
    const rr = 4 + i;
    row.forEach((val, j) => { g.getCell(rr, j + 1).value = val; });
    g.getCell(rr, 4).numFmt = '#,##0'; g.getCell(rr, 6).numFmt = '#,##0.0'; g.getCell(rr, 7).numFmt = '#,##0';
  });
  const gr = 4 + Q.grants.length;
  g.getCell(gr, 1).value = 'Total 2026 budget'; g.getCell(gr, 6).value = F(`SUM(F4:F${gr - 1})`, Math.round(sum(Q.grants.map((x) => x[5])) * 10) / 10); g.getCell(gr, 6).numFmt = '#,##0.0';
  g.getCell(gr, 1).font = { bold: true }; g.getCell(gr, 6).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. annual report 2025 (pdf)
export async function annualReport(file, M) {
  const V = M.five, f = M.facts;
  const F_ = flow(file, { title: 'Mwamba Reefs Marine Conservation Trust - Annual Report 2025', author: NAME, running: `${NAME} · Annual Report 2025` });
  const d = F_.doc;
  d.moveDown(6); d.font('B').fontSize(24).text('MWAMBA REEFS', { align: 'center' }); d.text('MARINE CONSERVATION TRUST', { align: 'center' });
  d.moveDown(1); d.font('R').fontSize(16).text('Annual Report 2025', { align: 'center' });
  d.moveDown(0.5); d.fontSize(11).text('Protecting the reefs, mangroves and livelihoods of the Kilwa coast', { align: 'center' });
  F_.page();
  const visPct = ((V.visitors[4] / V.visitors[3] - 1) * 100).toFixed(1);
  F_.h("Chairperson's statement", 13);
  F_.p(`2025 was a year of firsts for the Trust. In August we completed our first sale of blue carbon credits from the Kilwa mangroves, and in June we took delivery of a new patrol boat which has allowed the rangers to cover the outer reefs throughout the south-east monsoon. Total income reached ${mln(M.incomeTotal)}, and the endowment passed five million US dollars for the first time.`);
  F_.p(`I thank our partners at the Marine Parks and Reserves Unit, our donors and the eleven villages of the Park for their commitment. The Annual General Meeting of the Trust was held on ${longD(f.agm)} in Kilwa Masoko.`);
  F_.p(`${f.chair}\nChairperson of the Board of Trustees`, { align: 'left', bold: true });
  F_.h("Executive Director's report", 13);
  F_.p(`The Park welcomed ${fmt(V.visitors[4], 0)} paying visitors in 2025, ${visPct}% more than in 2024, and dive operators logged ${fmt(M.fees.diverDays, 0)} diver-days. Our rangers carried out ${fmt(V.patrolDays[4], 0)} patrol days and recorded ${V.incidents[4]} incidents of illegal fishing, the lowest number since the Trust was founded, against ${V.incidents[3]} in 2024.`);
  F_.p(`The coral team outplanted ${fmt(V.fragments[4], 0)} coral fragments from the nurseries at Mwamba Kuu and Songo, and the mangrove team restored ${V.mangroveHa[4]} hectares. Seaweed farming groups supported by the Trust now have 412 members, three quarters of them women.`);
  F_.p(`${f.ed}\nExecutive Director`, { align: 'left', bold: true });
  F_.h('Financial review', 13);
  F_.p(`Income rose to TZS ${fmt(Math.round(M.incomeTotal / 1000), 0)} million and expenditure to TZS ${fmt(Math.round(M.expTotal / 1000), 0)} million, of which ${((M.ret['9.1'] / 1000 / M.expTotal) * 100).toFixed(1)}% was spent directly on programmes. Grants remained our largest source of income. The surplus of TZS ${fmt(Math.round(M.surplus / 1000), 0)} million includes the endowment's investment return, which is retained in the endowment fund except for the annual drawdown. Full audited financial statements are available from the Trust's office.`);
  F_.h('Five years at a glance', 13);
  F_.p("Financial figures in millions of Tanzanian shillings (TZS million) from the audited financial statements of each year, which end on 31 December; the endowment is also shown in thousands of US dollars.", { italic: true, size: 8.5 });
  const c = (a) => a.map((x) => fmt(x, 0));
  F_.table({
    cols: V.years, labelW: 215, colW: 56, size: 8.5,
    rows: [
      { label: 'Financial (TZS million)', head: true },
      { label: 'Total income', vals: c(V.income), indent: 1 },
      { label: 'of which grants', vals: c(V.grants), indent: 2 },
      { label: 'of which own-source income', vals: c(V.own), indent: 2 },
      { label: 'Total expenditure', vals: c(V.exp), indent: 1 },
      { label: 'Surplus', vals: c(V.surplus), indent: 1 },
      { label: 'Total funds at 31 December', vals: c(V.funds), indent: 1 },
      { label: 'Endowment fund at 31 December', vals: c(V.endowTzs), indent: 1 },
      { label: "Endowment (USD '000)", vals: c(V.endowUsd), indent: 1 },
      { label: 'Conservation and people', head: true },
      { label: 'Paying visitors', vals: c(V.visitors), indent: 1 },
      { label: 'Coral fragments outplanted', vals: c(V.fragments), indent: 1 },
      { label: 'Mangroves restored (hectares)', vals: c(V.mangroveHa), indent: 1 },
      { label: 'Ranger patrol days', vals: c(V.patrolDays), indent: 1 },
      { label: 'Illegal fishing incidents recorded', vals: c(V.incidents), indent: 1 },
      { label: 'Staff at 31 December', vals: c(V.staff), indent: 1 },
    ],
  });
  F_.h('Board of Trustees', 13);
  F_.p(`${f.chair} (Chairperson); Mr. Abdallah Hamisi Ngwale (Vice Chairperson); Ms. Grace Lucas Mollel (Treasurer); Dr. Jens Halvorsen; Hon. Mwanaisha Said Mbaraka; Mr. Rashidi Omari Kilindo.`);
  F_.p(`Auditors: ${f.auditor}, Dar es Salaam. Bankers: ${f.bank}. Endowment manager: ${f.manager}.`);
  await F_.end();
}

// ------------------------------------------------------------------ 5. reef levy register (csv)
export function levyCsv(file, M) {
  const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const lines = ['Invoice No.,Invoice Date,Operator,Levy Type,Units,Unit Rate (USD),Amount (USD),Exchange Rate (TZS/USD),Amount (TZS),GePG Control No.,Status'];
  for (const l of M.levies) lines.push([l.ref, dmy(l.date), l.operator, l.type, l.units, l.unitUsd.toFixed(2), l.usd.toFixed(2), l.rate.toFixed(2), l.tzs, l.gepg, l.status].map(q).join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ 6. EFD receipt (photo)
export async function receiptPhoto(file, M) {
  const R = M.receipt, [y, m, dd] = R.date.split('-');
  const n2 = (v) => fmt(v, 2);
  const L = [
    { t: '*** START OF LEGAL RECEIPT ***', size: 17, center: true },
    { t: R.shop, size: 19, bold: true, center: true },
    { t: 'P.O BOX 112, KILWA MASOKO', size: 16, center: true },
    { t: 'MOBILE: 0784 311 902', size: 16, center: true },
    { t: `TIN: ${R.tin}`, size: 16, center: true },
    { t: `VRN: ${R.vrn}`, size: 16, center: true },
    { t: `SERIAL NO: ${R.serial}`, size: 16, center: true },
    { t: 'TAX OFFICE: Lindi', size: 16, center: true },
    { rule: true },
    { cols: ['CUSTOMER NAME:', 'MWAMBA REEFS MCT'], size: 16 },
    { cols: ['CUSTOMER ID TYPE:', 'TIN'], size: 16 },
    { cols: ['CUSTOMER ID:', M.facts.tin.replace(/-/g, '')], size: 16 },
    { cols: ['RECEIPT NO:', R.no], size: 16 },
    { cols: ['Z NUMBER:', R.z], size: 16 },
    { cols: ['RECEIPT DATE:', `${dd}-${m}-${y}`], size: 16 },
    { cols: ['RECEIPT TIME:', R.time], size: 16 },
    { rule: true },
    ...R.items.flatMap((x) => [{ t: x.desc, size: 16 }, { cols: [`  ${x.qty} x ${n2(x.price)}`, `${n2(x.amount)} ${x.code}`], size: 16 }]),
    { rule: true },
    { cols: ['TOTAL EXCL OF TAX:', n2(R.excl)], size: 16 },
    { cols: ['TAX A-18.00%:', n2(R.tax)], size: 16 },
    { cols: ['TAX E-EX:', '0.00'], size: 16 },
    { cols: ['TOTAL TAX:', n2(R.tax)], size: 16 },
    { cols: ['TOTAL INCL OF TAX:', n2(R.total)], size: 18, bold: true },
    { rule: true },
    { t: `RECEIPT VERIFICATION CODE: ${R.vcode}`, size: 15, center: true },
    { t: '*** END OF LEGAL RECEIPT ***', size: 17, center: true },
  ];
  await photoDocument(file, L, { width: 560, height: 920, angle: 1.0, seed: 8811, format: 'png', mono: true, margin: 34, noise: 24 });
}
