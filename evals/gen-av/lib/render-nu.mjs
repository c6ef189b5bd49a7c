// NUMECO's documents: audited financial statements (pdf), QuickBooks Desktop profit and loss by class (xlsx),
// budget with quarterly execution (xlsx), CRDB statement (csv), board minutes (docx), EFD receipt photo (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { NU } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { H, para, pageNo, colHead, rows } from './pdfrows.mjs';
import { P, T, writeDocx, fmt, F, styleHeader, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

const { IE, FP, CF, PPE, DONORS, cashAcc, adminNote, STAFF, BUD, MIN, EFD } = NU;
export const tz = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
const NAME = 'NURU YA MERU COMMUNITY DEVELOPMENT ORGANISATION';
const FOOT = 'NUMECO – Audited financial statements for the year ended 30 June 2025';

// ---------------------------------------------------------------- audited statements
export async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'NUMECO Audited Financial Statements FY2024/25', author: 'Kisanga & Associates', margin: 40 });
  let page = 1;
  const next = (opts) => { pageNo(doc, page++, FOOT, opts); doc.addPage({ size: 'A4', margin: 40, layout: opts?.landscape ? 'landscape' : 'portrait' }); };
  const two = (a) => [a[0], a[1]];

  // p1 cover
  doc.font('B').fontSize(17).text(NAME, 40, 150, { width: 515, align: 'center' });
  doc.font('B').fontSize(15).text('(NUMECO)', { width: 515, align: 'center' });
  doc.moveDown(0.5);
  doc.font('R').fontSize(10).text('Registered under the Non-Governmental Organisations Act, Cap. 56 – Registration No. ooNGO/R/0867', { width: 515, align: 'center' });
  doc.text('Plot 27, Njiro Road, P.O. Box 11472, Arusha, Tanzania', { width: 515, align: 'center' });
  doc.moveDown(3);
  doc.font('B').fontSize(14).text('AUDITED FINANCIAL STATEMENTS', { width: 515, align: 'center' });
  doc.font('B').fontSize(12).text('FOR THE YEAR ENDED 30 JUNE 2025', { width: 515, align: 'center' });
  doc.font('I').fontSize(10).text('(Taarifa za Fedha Zilizokaguliwa kwa Mwaka Ulioishia Tarehe 30 Juni 2025)', { width: 515, align: 'center' });
  doc.moveDown(8);
  doc.font('R').fontSize(10).text('Auditors: Kisanga & Associates, Certified Public Accountants (Tanzania)', { width: 515, align: 'center' });
  doc.text('Sokoine Road, Arusha', { width: 515, align: 'center' });
  next();

  // p2 organisation information and report of the board
  H(doc, 'ORGANISATION INFORMATION', 12);
  const info = [
    ['Registered office', 'Plot 27, Njiro Road, P.O. Box 11472, Arusha'],
    ['Board of Directors', `${MIN.chair} – Chairperson (Mwenyekiti)\n${MIN.treasurer} – Treasurer (Mweka Hazina)\nMrs. Halima Said – Member\nMr. Joseph Kimaro – Member\nSr. Anna Tarimo – Member\nMr. Peter Laizer – Member\nMs. Rehema Mushi – Member (youth representative)`],
    ['Executive Director', `${MIN.ed} (Secretary to the Board)`],
    ['Finance Manager', 'Mr. Godlisten Urassa, CPA(T)'],
    ['Principal bankers', 'CRDB Bank PLC, Arusha Branch\nNMB Bank PLC, Clock Tower Branch, Arusha'],
    ['Auditors', 'Kisanga & Associates, Certified Public Accountants (Tanzania), Sokoine Road, Arusha'],
    ['Tax identification', 'TIN 118-402-557'],
  ];
  for (const [k, v] of info) {
    const y = doc.y;
    doc.font('B').fontSize(9).text(k, 40, y, { width: 140 });
    doc.font('R').fontSize(9).text(v, 190, y, { width: 365, lineGap: 1 });
    doc.y = Math.max(doc.y, y + 14) + 6;
  }
  doc.moveDown(1);
  H(doc, 'REPORT OF THE BOARD OF DIRECTORS', 12);
  para(doc, 'The Board of Directors submits its report together with the audited financial statements for the year ended 30 June 2025, which disclose the state of affairs of the Organisation.');
  H(doc, 'Principal activities', 10);
  para(doc, 'NUMECO works with communities in Arusha and Meru districts through four programmes: Elimu kwa Wasichana (scholarships, mentorship and life-skills camps for secondary-school girls), Mama na Mtoto (mobile outreach clinics and community health workers for mothers and children), Kilimo Bora (climate-smart seed, inputs and training for smallholder farmers) and Vijana Skills (vocational and entrepreneurship training for young people).');
  H(doc, 'Results', 10);
  para(doc, `The surplus for the year was TZS ${tz(IE.sur[0])} (2023/24: TZS ${tz(IE.sur[1])}), of which TZS ${tz(IE.surR[0])} relates to restricted funds. Total income was TZS ${tz(IE.inc[0])} and total expenditure TZS ${tz(IE.exp[0])}.`);
  H(doc, 'Statement of the Board\'s responsibilities', 10);
  para(doc, 'The Board is responsible for the preparation of financial statements that give a true and fair view in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs), and for such internal control as it determines is necessary.');
  para(doc, `Approved by the Board of Directors on 27 September 2025 and signed on its behalf by:\n\n${MIN.chair}, Chairperson                                   ${MIN.treasurer}, Treasurer`);
  next();

  // p3 auditor's report
  H(doc, 'REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF', 11);
  H(doc, NAME, 11);
  H(doc, 'Opinion', 10);
  para(doc, 'We have audited the financial statements of Nuru ya Meru Community Development Organisation ("NUMECO"), which comprise the statement of financial position as at 30 June 2025, the statement of income and expenditure, the statement of changes in funds and the statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies.');
  para(doc, 'In our opinion, the accompanying financial statements give a true and fair view of the financial position of the Organisation as at 30 June 2025, and of its financial performance and its cash flows for the year then ended in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs) issued by the International Accounting Standards Board and the requirements of the Non-Governmental Organisations Act, Cap. 56.');
  H(doc, 'Basis for opinion', 10);
  para(doc, 'We conducted our audit in accordance with International Standards on Auditing (ISAs). Our responsibilities under those standards are further described in the Auditor\'s Responsibilities for the Audit of the Financial Statements section of our report. We are independent of the Organisation in accordance with the National Board of Accountants and Auditors (NBAA) Code of Ethics, and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.');
  H(doc, 'Other information', 10);
  para(doc, 'The Board is responsible for the other information, which comprises the organisation information and the report of the Board of Directors. Our opinion does not cover the other information and we do not express any form of assurance conclusion thereon.');
  H(doc, 'Responsibilities of the Board for the financial statements', 10);
  para(doc, 'The Board is responsible for the preparation and fair presentation of the financial statements in accordance with IFRS for SMEs, and for such internal control as the Board determines is necessary to enable the preparation of financial statements that are free from material misstatement, whether due to fraud or error.');
  H(doc, 'Donor-specific reporting', 10);
  para(doc, 'Grant expenditure is also reported to each donor in the donor\'s own format and currency. Those reports are not part of these financial statements and are not covered by this opinion.');
  doc.moveDown(1);
  para(doc, 'CPA Fatuma R. Kisanga (ACPA-PP 2291)\nFor and on behalf of Kisanga & Associates, Certified Public Accountants (Tanzania)\nArusha, 27 September 2025');
  next();

  // p4 statement of income and expenditure
  H(doc, 'STATEMENT OF INCOME AND EXPENDITURE', 12);
  para(doc, 'For the year ended 30 June 2025 (Taarifa ya Mapato na Matumizi)');
  const ax = [315, 395, 475, 555];
  colHead(doc, ax, ['Restricted\nfunds\nTZS', 'Unrestricted\nfunds\nTZS', 'Total\n2024/25\nTZS', 'Total\n2023/24\nTZS'], { colW: 76, noteX: 228 });
  const ru = (r, u, t, p) => [r, u, t, p];
  rows(doc, [
    { label: 'INCOME (MAPATO)', bold: true },
    { label: 'Grant income (ruzuku)', indent: 1, note: 6, vals: ru(IE.grants[0], 0, IE.grants[0], IE.grants[1]) },
    { label: 'Donations (michango)', indent: 1, vals: ru(IE.donR, IE.donU, IE.don[0], IE.don[1]) },
    { label: 'Training and consultancy fees', indent: 1, vals: ru(0, IE.fees[0], IE.fees[0], IE.fees[1]) },
    { label: 'Seedling and produce sales', indent: 1, vals: ru(0, IE.seed[0], IE.seed[0], IE.seed[1]) },
    { label: 'Interest income', indent: 1, vals: ru(0, IE.interest[0], IE.interest[0], IE.interest[1]) },
    { label: 'Foreign exchange gain, net', indent: 1, vals: ru(0, IE.fx[0], IE.fx[0], IE.fx[1]) },
    { label: 'Other income', indent: 1, vals: ru(0, IE.other[0], IE.other[0], IE.other[1]) },
    { label: 'Total income', bold: true, rule: true, vals: ru(IE.incR[0], IE.incU[0], IE.inc[0], IE.inc[1]) },
    { gap: 6 },
    { label: 'EXPENDITURE (MATUMIZI)', bold: true },
    { label: 'Programme expenditure:', italic: true, indent: 1, note: 5 },
    { label: 'Elimu kwa Wasichana – girls\'\neducation', indent: 2, vals: ru(IE.elimu[0], 0, IE.elimu[0], IE.elimu[1]) },
    { label: 'Mama na Mtoto – maternal and\nchild health', indent: 2, vals: ru(IE.mama[0], 0, IE.mama[0], IE.mama[1]) },
    { label: 'Kilimo Bora – smallholder\nresilience', indent: 2, vals: ru(IE.kilimo[0], 0, IE.kilimo[0], IE.kilimo[1]) },
    { label: 'Vijana Skills – youth\nemployment', indent: 2, vals: ru(IE.vijana[0], 0, IE.vijana[0], IE.vijana[1]) },
    { label: 'Administration and governance', indent: 1, note: 9, vals: ru(0, IE.admin[0], IE.admin[0], IE.admin[1]) },
    { label: 'Fundraising and communication', indent: 1, vals: ru(0, IE.fund[0], IE.fund[0], IE.fund[1]) },
    { label: 'Depreciation', indent: 1, note: 7, vals: ru(0, IE.dep[0], IE.dep[0], IE.dep[1]) },
    { label: 'Total expenditure', bold: true, rule: true, vals: ru(IE.expR[0], IE.expU[0], IE.exp[0], IE.exp[1]) },
    { gap: 6 },
    { label: 'SURPLUS FOR THE YEAR (ZIADA)', bold: true, rule: true, double: true, vals: ru(IE.surR[0], IE.surU[0], IE.sur[0], IE.sur[1]) },
  ], { xs: ax, fmt: tz, noteX: 234, width: 175, colW: 76, size: 8.5, lineH: 15 });
  doc.moveDown(1);
  para(doc, 'Restricted funds are grants and donations given for a specified programme; the 2023/24 figures are presented in total only. The notes on pages 8 to 11 form part of these financial statements.', 8);
  next();

  // p5 statement of financial position
  H(doc, 'STATEMENT OF FINANCIAL POSITION', 12);
  para(doc, 'As at 30 June 2025');
  const bx = [455, 555];
  colHead(doc, bx, ['30 June 2025\nTZS', '30 June 2024\nTZS'], { colW: 86, noteX: 368 });
  rows(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Non-current assets', italic: true },
    { label: 'Property and equipment', indent: 1, note: 7, vals: two(FP.ppe) },
    { gap: 4 },
    { label: 'Current assets', italic: true },
    { label: 'Inventory – seed stock', indent: 1, vals: two(FP.stock) },
    { label: 'Receivables and prepayments', indent: 1, note: 8, vals: two(FP.recv) },
    { label: 'Staff imprest (masurufu)', indent: 1, vals: two(FP.imprest) },
    { label: 'Cash and bank balances', indent: 1, note: 10, vals: two(FP.cash) },
    { label: 'Total current assets', bold: true, rule: true, vals: two(FP.curAss) },
    { gap: 4 },
    { label: 'TOTAL ASSETS', bold: true, rule: true, double: true, vals: two(FP.tot) },
    { gap: 10 },
    { label: 'FUNDS AND LIABILITIES', bold: true },
    { label: 'Funds', italic: true },
    { label: 'Restricted funds', indent: 1, vals: two(FP.restr) },
    { label: 'Unrestricted funds (accumulated fund)', indent: 1, vals: two(FP.unr) },
    { label: 'Total funds', bold: true, rule: true, vals: two(FP.funds) },
    { gap: 4 },
    { label: 'Current liabilities', italic: true },
    { label: 'Deferred grant income', indent: 1, note: 6, vals: two(FP.deferred) },
    { label: 'Payables and accruals', indent: 1, vals: two(FP.pay) },
    { label: 'Statutory deductions payable (PAYE,\nNSSF, WCF)', indent: 1, vals: two(FP.stat) },
    { label: 'Total current liabilities', bold: true, rule: true, vals: two(FP.curLiab) },
    { gap: 4 },
    { label: 'TOTAL FUNDS AND LIABILITIES', bold: true, rule: true, double: true, vals: [FP.funds[0] + FP.curLiab[0], FP.funds[1] + FP.curLiab[1]] },
  ], { xs: bx, fmt: tz, noteX: 374, width: 300, colW: 86, size: 9, lineH: 15 });
  doc.moveDown(1.5);
  para(doc, `These financial statements were approved by the Board of Directors on 27 September 2025 and signed on its behalf by ${MIN.chair} (Chairperson) and ${MIN.treasurer} (Treasurer).`, 8);
  next();

  // p6 changes in funds
  H(doc, 'STATEMENT OF CHANGES IN FUNDS', 12);
  para(doc, 'For the year ended 30 June 2025');
  const cx = [355, 455, 555];
  colHead(doc, cx, ['Restricted\nfunds\nTZS', 'Unrestricted\nfunds\nTZS', 'Total\n\nTZS'], { colW: 86 });
  rows(doc, [
    { label: 'At 1 July 2023', bold: true, vals: [FP.restr[2], FP.unr[2], FP.funds[2]] },
    { label: 'Surplus for the year 2023/24', indent: 1, vals: [IE.surR[1], IE.surU[1], IE.sur[1]] },
    { label: 'At 30 June 2024', bold: true, rule: true, vals: [FP.restr[1], FP.unr[1], FP.funds[1]] },
    { gap: 6 },
    { label: 'At 1 July 2024', bold: true, vals: [FP.restr[1], FP.unr[1], FP.funds[1]] },
    { label: 'Surplus for the year 2024/25', indent: 1, vals: [IE.surR[0], IE.surU[0], IE.sur[0]] },
    { label: 'At 30 June 2025', bold: true, rule: true, double: true, vals: [FP.restr[0], FP.unr[0], FP.funds[0]] },
  ], { xs: cx, fmt: tz, width: 220, colW: 86, size: 9, lineH: 16 });
  doc.moveDown(1);
  para(doc, 'Restricted funds at 30 June 2025 are donations received for the Elimu kwa Wasichana programme (school uniforms, sanitary kits and the girls\' hostel appeal) not yet spent. Unspent grants are not part of funds; they are carried as deferred grant income (note 6).', 8);
  next();

  // p7 cash flows
  H(doc, 'STATEMENT OF CASH FLOWS', 12);
  para(doc, 'For the year ended 30 June 2025');
  colHead(doc, bx, ['2024/25\nTZS', '2023/24\nTZS'], { colW: 86 });
  const cf = (f) => [f(CF[0]), f(CF[1])];
  rows(doc, [
    { label: 'Cash flows from operating activities', bold: true },
    { label: 'Surplus for the year', indent: 1, vals: [IE.sur[0], IE.sur[1]] },
    { label: 'Adjustment for depreciation', indent: 1, vals: [IE.dep[0], IE.dep[1]] },
    { label: '(Increase)/decrease in inventory', indent: 1, vals: cf((c) => c.wc.stock) },
    { label: '(Increase)/decrease in receivables and prepayments', indent: 1, vals: cf((c) => c.wc.recv) },
    { label: '(Increase)/decrease in staff imprest', indent: 1, vals: cf((c) => c.wc.imprest) },
    { label: 'Increase/(decrease) in deferred grant income', indent: 1, vals: cf((c) => c.wc.deferred) },
    { label: 'Increase/(decrease) in payables and accruals', indent: 1, vals: cf((c) => c.wc.pay) },
    { label: 'Increase/(decrease) in statutory deductions payable', indent: 1, vals: cf((c) => c.wc.stat) },
    { label: 'Net cash from operating activities', bold: true, rule: true, vals: cf((c) => c.op) },
    { gap: 6 },
    { label: 'Cash flows from investing activities', bold: true },
    { label: 'Purchase of property and equipment', indent: 1, note: 7, vals: cf((c) => -c.capex) },
    { label: 'Net cash used in investing activities', bold: true, rule: true, vals: cf((c) => -c.capex) },
    { gap: 6 },
    { label: 'Net increase in cash and bank balances', bold: true, vals: cf((c) => c.net) },
    { label: 'Cash and bank balances at 1 July', indent: 1, vals: cf((c) => c.open) },
    { label: 'Cash and bank balances at 30 June', bold: true, rule: true, double: true, note: 10, vals: cf((c) => c.close) },
  ], { xs: bx, fmt: tz, noteX: 374, width: 300, colW: 86, size: 9, lineH: 15 });
  next();

  // p8 notes 1-4 and note 6
  H(doc, 'NOTES TO THE FINANCIAL STATEMENTS', 12);
  para(doc, 'For the year ended 30 June 2025');
  H(doc, '1. Reporting entity', 10);
  para(doc, 'Nuru ya Meru Community Development Organisation is a non-governmental organisation registered in Tanzania Mainland under the Non-Governmental Organisations Act, Cap. 56, with its office in Arusha. Its financial year runs from 1 July to 30 June.');
  H(doc, '2. Basis of preparation', 10);
  para(doc, 'The financial statements are prepared under the historical cost convention in accordance with IFRS for SMEs, adapted for a not-for-profit organisation by presenting income and expenditure by fund. They are presented in Tanzanian shillings (TZS), rounded to the nearest shilling.');
  H(doc, '3. Significant accounting policies', 10);
  para(doc, '(a) Grants. Grants are recognised as income when the related programme expenditure is incurred. Grant money received but not yet spent is carried forward as deferred grant income; expenditure incurred ahead of a donor\'s remittance is shown as a receivable.');
  para(doc, '(b) Donations. Donations are recognised when received. Donations given for a specified programme are restricted funds until spent.');
  para(doc, '(c) Foreign currencies. Grants received in US dollars are translated at the rate ruling on the date of receipt. Balances in US dollars at the reporting date are translated at the closing rate; differences are reported as foreign exchange gain or loss.');
  para(doc, '(d) Property and equipment are stated at cost less accumulated depreciation, charged on a straight-line basis over the estimated useful lives of the assets (motor vehicles and motorcycles four to eight years, computers three years, furniture and fittings eight years).');
  H(doc, '4. Taxation', 10);
  para(doc, 'The Organisation holds a charitable status ruling from the Tanzania Revenue Authority; grants and donations are not taxable. Interest income is received net of a final withholding tax of 10%. The Organisation is not registered for VAT; VAT paid on purchases is part of the cost of the items bought.');
  H(doc, '5. Programme expenditure by nature', 10);
  const px = [275, 345, 415, 485, 555];
  colHead(doc, px, ['Elimu kwa\nWasichana\nTZS', 'Mama na\nMtoto\nTZS', 'Kilimo\nBora\nTZS', 'Vijana\nSkills\nTZS', 'Total\n2024/25\nTZS'], { colW: 68 });
  const byNat = (g) => { const v = ['E', 'M', 'K', 'V'].map((c) => NU.grpExp(c, g)); return [...v, v.reduce((s, x) => s + x, 0)]; };
  const progTot = ['E', 'M', 'K', 'V'].map((c) => NU.classExp[c]);
  rows(doc, [
    { label: 'Personnel costs', vals: byNat('P') },
    { label: 'Programme activities', vals: byNat('G') },
    { label: 'Travel and transport', vals: byNat('T') },
    { label: 'Total programme expenditure', bold: true, rule: true, vals: [...progTot, progTot.reduce((s, x) => s + x, 0)] },
  ], { xs: px, fmt: tz, width: 170, colW: 68, size: 8, lineH: 14 });
  para(doc, `Total programme expenditure in 2023/24 was TZS ${tz(IE.prog[1])}. Programme activities include scholarships and school fees of TZS ${tz(NU.accOf('6110'))} paid directly to schools.`, 8);
  next({ landscape: true });

  // p9 (landscape) note 5 grants by donor
  const LW = 762;
  H(doc, '6. Grant income and deferred grant income by donor', 10, 40, LW);
  para(doc, 'Year ended 30 June 2025. Amounts in TZS unless stated; US dollar receipts are shown in US$ beside their shilling value at the dates of receipt.', 8.5, 40, LW);
  const gx = [390, 470, 550, 630, 710, 800];
  colHead(doc, gx, ['Received\nUS$', 'Received\nTZS', 'Deferred at\n1 July 2024\nTZS', 'Recognised\nas income\n2024/25 TZS', 'Deferred at\n30 June 2025\nTZS', 'Income\n2023/24\nTZS'], { colW: 76 });
  const gl = DONORS.map((d) => ({ label: `${d.name} – ${d.prog}`, vals: [d.usd ? fmt(d.usd, 2) : '–', d.tzs, d.b0, d.rec, d.b1, d.inc24] }));
  const tot = (k) => DONORS.reduce((s, d) => s + (d[k] || 0), 0);
  rows(doc, [
    ...gl,
    { label: 'Total', bold: true, rule: true, double: true, vals: [fmt(tot('usd'), 2), tot('tzs'), tot('b0'), tot('rec'), tot('b1'), tot('inc24')] },
  ], { xs: gx, fmt: tz, width: 300, colW: 76, size: 8.5, lineH: 17 });
  doc.moveDown(0.8);
  para(doc, 'The Arusha District Council grant is received in shillings under the council\'s youth development fund (10% of own-source revenue). Deferred grant income is grant money received for programme activities that had not been carried out at the year end and is shown under current liabilities.', 8.5, 40, LW);
  para(doc, 'Restricted donations of TZS 18,400,000 received for Elimu kwa Wasichana are reported as donations, not grants; TZS 12,000,000 of them were spent during the year.', 8.5, 40, LW);
  pageNo(doc, page++, FOOT, { w: LW, y: 560 });
  doc.addPage({ size: 'A4', margin: 40, layout: 'portrait' });

  // p10 notes 7 and 8, and note 9 which runs over the page break
  H(doc, '7. Property and equipment', 10);
  const qx = [225, 290, 355, 420, 490, 555];
  colHead(doc, qx.slice(1), ['Motor\nvehicles', 'Motor-\ncycles', 'Computers &\noffice equip.', 'Furniture\n& fittings', 'Total\nTZS'], { colW: 70 });
  const pv = (f) => { const v = PPE.map(f); return [...v, v.reduce((s, x) => s + x, 0)]; };
  rows(doc, [
    { label: 'Cost', bold: true },
    { label: 'At 1 July 2024', indent: 1, vals: pv((p) => p.cost0) },
    { label: 'Additions', indent: 1, vals: pv((p) => p.add) },
    { label: 'At 30 June 2025', indent: 1, rule: true, vals: pv((p) => p.cost1) },
    { label: 'Accumulated depreciation', bold: true },
    { label: 'At 1 July 2024', indent: 1, vals: pv((p) => p.ad0) },
    { label: 'Charge for the year', indent: 1, vals: pv((p) => p.chg) },
    { label: 'At 30 June 2025', indent: 1, rule: true, vals: pv((p) => p.ad1) },
    { label: 'Net book value', bold: true },
    { label: 'At 30 June 2025', indent: 1, bold: true, vals: pv((p) => p.nbv1) },
    { label: 'At 30 June 2024', indent: 1, vals: pv((p) => p.nbv0) },
  ], { xs: qx.slice(1), fmt: tz, width: 180, colW: 70, size: 9, lineH: 18 });
  doc.moveDown(0.4);
  para(doc, `Additions during the year comprise three motorcycles for Kilimo Bora extension officers, laptops and a projector, and office furniture for the Usa River field office. Motor vehicles are fully funded by donors and are held for programme use. There were no disposals during the year.`, 8);
  doc.moveDown(0.3);
  H(doc, '8. Receivables and prepayments', 10);
  colHead(doc, bx, ['30 June 2025\nTZS', '30 June 2024\nTZS'], { colW: 86 });
  rows(doc, [
    ...NU.recvNote.map((l) => ({ label: l.label, indent: 1, vals: l.v })),
    { label: 'Total receivables and prepayments', bold: true, rule: true, vals: two(FP.recv) },
  ], { xs: bx, fmt: tz, width: 300, colW: 86, size: 9, lineH: 18 });
  para(doc, 'Training fees receivable are due from district councils for youth training delivered in May and June 2025. No receivable is considered doubtful.', 8);
  doc.moveDown(0.6);
  H(doc, '9. Administration and governance', 10);
  colHead(doc, bx, ['2024/25\nTZS', '2023/24\nTZS'], { colW: 86 });
  rows(doc, adminNote.slice(0, 7).map((l) => ({ label: l.label, indent: 1, vals: l.v })), { xs: bx, fmt: tz, width: 300, colW: 86, size: 9, lineH: 18 });
  next();

  // p11 note 7 continued, notes 9-12
  H(doc, '9. Administration and governance (continued)', 10);
  colHead(doc, bx, ['2024/25\nTZS', '2023/24\nTZS'], { colW: 86 });
  rows(doc, [
    ...adminNote.slice(7).map((l) => ({ label: l.label, indent: 1, vals: l.v })),
    { label: 'Total administration and governance', bold: true, rule: true, double: true, vals: [IE.admin[0], IE.admin[1]] },
  ], { xs: bx, fmt: tz, width: 300, colW: 86, size: 9, lineH: 15 });
  para(doc, `Audit and accountancy fees include the statutory audit fee of TZS ${tz(NU.MIN.auditFee25)} (VAT inclusive); the balance relates to the donor-specific audit of the Hope for Girls Foundation grant and tax advisory work.`, 8);
  doc.moveDown(0.3);
  H(doc, '10. Cash and bank balances', 10);
  colHead(doc, bx, ['30 June 2025\nTZS', '30 June 2024\nTZS'], { colW: 86 });
  rows(doc, [
    { label: 'CRDB Bank PLC – TZS current account', indent: 1, vals: cashAcc.crdb },
    { label: `NMB Bank PLC – USD account (US$ ${fmt(cashAcc.nmbUsd.usd[0], 2)};\n2024: US$ ${fmt(cashAcc.nmbUsd.usd[1], 2)})`, indent: 1, vals: cashAcc.nmbUsdTzs },
    { label: 'NMB Bank PLC – TZS project account', indent: 1, vals: cashAcc.nmbTzs },
    { label: 'Mobile money (M-Pesa Lipa Namba)', indent: 1, vals: cashAcc.mpesa },
    { label: 'Petty cash', indent: 1, vals: cashAcc.petty },
    { label: 'Total cash and bank balances', bold: true, rule: true, double: true, vals: two(FP.cash) },
  ], { xs: bx, fmt: tz, width: 300, colW: 86, size: 9, lineH: 15 });
  para(doc, `The US dollar balance is translated at the closing rate of TZS ${fmt(cashAcc.nmbUsd.rate[0], 0)} per US$ (2024: TZS ${fmt(cashAcc.nmbUsd.rate[1], 0)}).`, 8);
  doc.moveDown(0.3);
  H(doc, '11. Staff costs', 10);
  colHead(doc, bx, ['2024/25\nTZS', '2023/24\nTZS'], { colW: 86 });
  rows(doc, [
    { label: 'Salaries and wages', indent: 1, vals: STAFF.salaries },
    { label: 'NSSF – employer contributions (10%)', indent: 1, vals: STAFF.nssf },
    { label: 'Workers Compensation Fund (0.5%)', indent: 1, vals: STAFF.wcf },
    { label: 'Staff medical insurance', indent: 1, vals: STAFF.medical },
    { label: 'Total staff costs', bold: true, rule: true, vals: STAFF.costs },
    { label: 'Number of employees at 30 June', indent: 1, vals: STAFF.headcount.map(String) },
  ], { xs: bx, fmt: tz, width: 300, colW: 86, size: 9, lineH: 15 });
  para(doc, 'Staff costs are charged to the programme or function in which each employee works (notes 5 and 9).', 8);
  H(doc, '12. Related parties', 10);
  para(doc, 'Members of the Board are not remunerated. Board members were reimbursed travel and sitting allowances for board meetings, included in board meeting expenses (note 9).', 8.5);
  H(doc, '13. Events after the reporting date', 10);
  para(doc, 'There were no events after 30 June 2025 requiring adjustment of, or disclosure in, these financial statements.', 8.5);
  pageNo(doc, page++, FOOT);
  await end();
}

// ---------------------------------------------------------------- QuickBooks Desktop P&L by class
export async function qbXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks';
  const ws = wb.addWorksheet('Sheet1');
  const classCols = ['E', 'M', 'K', 'V', 'PROG', 'A', 'F', 'TOTAL'];
  const head = { ...NU.NU_CLASSES, PROG: 'Total Programmes', TOTAL: 'TOTAL' };
  const LBL = 5; // label columns A-E
  ws.columns = [{ width: 3 }, { width: 3 }, { width: 3 }, { width: 3 }, { width: 40 }, ...classCols.map(() => ({ width: 17 }))];
  ws.getCell('A1').value = '10:14'; ws.getCell('A2').value = '09/08/25'; ws.getCell('A3').value = 'Accrual Basis';
  for (const [r, t] of [[1, 'Nuru ya Meru Community Development Organisation'], [2, 'Profit & Loss by Class'], [3, 'July 2024 through June 2025']]) {
    ws.mergeCells(r, 6, r, 5 + classCols.length);
    const c = ws.getCell(r, 6); c.value = t; c.font = { bold: true, size: r === 1 ? 12 : 11 }; c.alignment = { horizontal: 'center' };
  }
  const hr = 5;
  classCols.forEach((k, i) => { const c = ws.getCell(hr, 6 + i); c.value = head[k]; c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; c.border = { bottom: { style: 'thin' } }; });
  ws.getRow(hr).height = 30;
  let r = hr + 1;
  const vOf = (v) => { const o = { ...v }; o.PROG = v.E + v.M + v.K + v.V; o.TOTAL = o.PROG + v.A + v.F; return o; };
  const line = (level, label, v, o = {}) => {
    ws.getCell(r, 1 + level).value = label;
    if (o.bold) ws.getCell(r, 1 + level).font = { bold: true };
    if (v) {
      const w = vOf(v);
      classCols.forEach((k, i) => { const c = ws.getCell(r, 6 + i); c.value = w[k]; c.numFmt = '#,##0;-#,##0'; if (o.bold) c.font = { bold: true }; if (o.rule) c.border = { top: { style: 'thin' } }; });
    }
    r++;
  };
  const add = (list) => Object.fromEntries(NU.CL.map((c) => [c, list.reduce((s, a) => s + a.v[c], 0)]));
  const neg = (v) => Object.fromEntries(Object.entries(v).map(([k, x]) => [k, -x]));
  const plus = (a, b) => Object.fromEntries(Object.keys(a).map((k) => [k, a[k] + b[k]]));
  const INC = NU.INC, EXP = NU.EXP;
  line(0, 'Ordinary Income/Expense', null, { bold: true });
  line(1, 'Income', null, { bold: true });
  const grantsA = INC.filter((a) => a.parent === '4000'), donA = INC.filter((a) => a.parent === '4100');
  line(2, '4000 · Grant Income (Ruzuku)', null);
  for (const a of grantsA) line(3, `${a.no} · ${a.name}`, a.v);
  line(2, 'Total 4000 · Grant Income (Ruzuku)', add(grantsA), { rule: true });
  line(2, '4100 · Donations (Michango)', null);
  for (const a of donA) line(3, `${a.no} · ${a.name}`, a.v);
  line(2, 'Total 4100 · Donations (Michango)', add(donA), { rule: true });
  const ordInc = INC.filter((a) => !a.other);
  for (const a of ordInc.filter((a) => !a.parent)) line(2, `${a.no} · ${a.name}`, a.v);
  line(1, 'Total Income', add(ordInc), { bold: true, rule: true });
  line(1, 'Expense', null, { bold: true });
  const groups = [['6000 · Personnel Costs', 'P'], ['6100 · Programme Costs', 'G'], ['6200 · Travel and Transport', 'T'], ['6300 · Office and Administration', 'O']];
  for (const [gname, g] of groups) {
    line(2, gname, null);
    const list = EXP.filter((a) => a.grp === g);
    for (const a of list) line(3, `${a.no} · ${a.name}`, a.v);
    line(2, `Total ${gname}`, add(list), { rule: true });
  }
  for (const a of EXP.filter((a) => a.grp === 'X' || a.grp === 'D')) line(2, `${a.no} · ${a.name}`, a.v);
  line(1, 'Total Expense', add(EXP), { bold: true, rule: true });
  const noi = plus(add(ordInc), neg(add(EXP)));
  line(0, 'Net Ordinary Income', noi, { bold: true, rule: true });
  line(0, 'Other Income/Expense', null, { bold: true });
  line(1, 'Other Income', null, { bold: true });
  const oth = INC.filter((a) => a.other);
  for (const a of oth) line(2, `${a.no} · ${a.name}`, a.v);
  line(1, 'Total Other Income', add(oth), { bold: true, rule: true });
  line(0, 'Net Other Income', add(oth), { bold: true, rule: true });
  line(0, 'Net Income', plus(noi, add(oth)), { bold: true, rule: true });
  ws.getCell(r + 1, 1).value = '';
  ws.views = [{ state: 'frozen', xSplit: LBL, ySplit: hr }];
  ws.pageSetup = { orientation: 'landscape', fitToPage: true };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- budget with quarterly execution
export async function budgetXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'NUMECO Finance';
  const ws = wb.addWorksheet('Budget Execution FY24-25');
  ws.columns = [{ width: 7 }, { width: 44 }, { width: 17 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 17 }, { width: 17 }, { width: 11 }];
  const titles = [
    ['NURU YA MERU COMMUNITY DEVELOPMENT ORGANISATION (NUMECO)', true, 13],
    ['ANNUAL BUDGET AND QUARTERLY EXECUTION REPORT – FY 2024/25', true, 12],
    ['Period: 1 July 2024 – 30 June 2025  |  Amounts in Tanzania Shillings (TZS)', false, 10],
    ['Prepared by the Finance Office, 18/07/2025. Unaudited management figures; depreciation is not budgeted and is excluded.', false, 9],
  ];
  titles.forEach(([t, b, s], i) => { ws.mergeCells(i + 1, 1, i + 1, 10); const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: b, size: s, italic: i === 3 }; });
  const h1 = 6, h2 = 7;
  ws.mergeCells(h1, 1, h2, 1); ws.mergeCells(h1, 2, h2, 2); ws.mergeCells(h1, 3, h2, 3); ws.mergeCells(h1, 4, h1, 8); ws.mergeCells(h1, 9, h2, 9); ws.mergeCells(h1, 10, h2, 10);
  ws.getCell(h1, 1).value = 'Code'; ws.getCell(h1, 2).value = 'Budget line'; ws.getCell(h1, 3).value = 'Approved Budget FY 2024/25';
  ws.getCell(h1, 4).value = 'Actual (Mapato / Matumizi halisi)'; ws.getCell(h1, 9).value = 'Variance (Budget – Actual)'; ws.getCell(h1, 10).value = '% Execution';
  ['Q1\nJul–Sep 2024', 'Q2\nOct–Dec 2024', 'Q3\nJan–Mar 2025', 'Q4\nApr–Jun 2025', 'Total Actual\nFY 2024/25'].forEach((t, i) => { ws.getCell(h2, 4 + i).value = t; });
  for (let c = 1; c <= 10; c++) { styleHeader(ws.getCell(h1, c)); styleHeader(ws.getCell(h2, c)); }
  ws.getRow(h1).height = 22; ws.getRow(h2).height = 30;
  const N0 = '#,##0;(#,##0);"-"';
  let r = h2 + 1;
  const put = (code, label, bud, qv, o = {}) => {
    ws.getCell(r, 1).value = code; ws.getCell(r, 2).value = label;
    ws.getCell(r, 3).value = bud;
    qv.forEach((v, i) => { ws.getCell(r, 4 + i).value = v; });
    const qs = qv.map((v) => (typeof v === 'object' ? v.result : v));
    const tot = qs.reduce((s, x) => s + x, 0);
    const b = typeof bud === 'object' ? bud.result : bud;
    ws.getCell(r, 8).value = F(`SUM(D${r}:G${r})`, tot);
    ws.getCell(r, 9).value = F(`C${r}-H${r}`, b - tot);
    ws.getCell(r, 10).value = F(`IF(C${r}=0,0,H${r}/C${r})`, b ? tot / b : 0);
    for (let c = 3; c <= 9; c++) ws.getCell(r, c).numFmt = N0;
    ws.getCell(r, 10).numFmt = '0.0%';
    if (o.bold) for (let c = 1; c <= 10; c++) ws.getCell(r, c).font = { bold: true };
    if (o.fill) for (let c = 1; c <= 10; c++) ws.getCell(r, c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: o.fill } };
    return r++;
  };
  const section = (t) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).font = { bold: true }; ws.mergeCells(r, 1, r, 10); r++; };
  const sumF = (col, rowsList, val) => F(rowsList.length > 3 ? `SUM(${col}${rowsList[0]}:${col}${rowsList[rowsList.length - 1]})` : rowsList.map((x) => `${col}${x}`).join('+'), val);
  section('A. INCOME (MAPATO)');
  const incRows = BUD.inc.map((l, i) => put(`I-${String(i + 1).padStart(2, '0')}`, l.label, l.bud, l.q));
  const totInc = put('', 'TOTAL INCOME', sumF('C', incRows, BUD.incBud), [0, 1, 2, 3].map((k) => sumF(colL(3 + k), incRows, BUD.incQ[k])), { bold: true, fill: 'FFF2F2F2' });
  r++;
  section('B. EXPENDITURE (MATUMIZI)');
  const subRows = [];
  BUD.exp.forEach((p, pi) => {
    if (p.lines.length === 1) { const l = p.lines[0]; subRows.push(put(`${pi + 1}`, p.name, l.bud, l.q, { bold: true })); return; }
    ws.getCell(r, 1).value = `${pi + 1}`; ws.getCell(r, 2).value = p.name; ws.getCell(r, 1).font = ws.getCell(r, 2).font = { bold: true }; r++;
    const lr = p.lines.map((l, li) => put(`${pi + 1}.${li + 1}`, l.label, l.bud, l.q));
    subRows.push(put('', `Subtotal – ${p.name.split(' – ')[0]}`, sumF('C', lr, p.bud), [0, 1, 2, 3].map((k) => sumF(colL(3 + k), lr, p.q[k])), { bold: true }));
  });
  const totExp = put('', 'TOTAL EXPENDITURE', F(subRows.map((x) => `C${x}`).join('+'), BUD.expBud), [0, 1, 2, 3].map((k) => F(subRows.map((x) => `${colL(3 + k)}${x}`).join('+'), BUD.expQ[k])), { bold: true, fill: 'FFF2F2F2' });
  r++;
  put('', 'SURPLUS / (DEFICIT) BEFORE DEPRECIATION', F(`C${totInc}-C${totExp}`, BUD.surBud), [0, 1, 2, 3].map((k) => F(`${colL(3 + k)}${totInc}-${colL(3 + k)}${totExp}`, BUD.incQ[k] - BUD.expQ[k])), { bold: true });
  r++;
  const notes = [
    'Notes:',
    '1. Grant income in each quarter equals the programme spending it funds, as in the audited statements (Hope for Girls: Elimu spending less TZS 3,000,000 a quarter paid from restricted donations).',
    `2. Depreciation of TZS ${fmt(NU.IE.dep[0], 0)} is charged in the audited statements but is not part of this budget.`,
    '3. Scholarships and school fees are paid at the start of the Tanzanian school year in January (Q3).',
    '4. A positive variance on expenditure is an underspend; on income it is a shortfall against budget.',
  ];
  for (const t of notes) { ws.getCell(r, 1).value = t; ws.mergeCells(r, 1, r, 10); ws.getCell(r, 1).font = { italic: true, size: 9 }; r++; }
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: h2 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- CRDB statement CSV
export function crdbCsv(file) {
  const q = (s) => `"${s}"`;
  const n = (v) => (v ? q(fmt(v, 0)) : '');
  const L = [
    q('CRDB BANK PLC'),
    q('ACCOUNT STATEMENT'),
    `${q('Account Name:')},${q('NURU YA MERU COMMUNITY DEVELOPMENT ORGANISATION')}`,
    `${q('Account Number:')},${q('0150274419300')}`,
    `${q('Currency:')},${q('TZS')}`,
    `${q('Branch:')},${q('ARUSHA')}`,
    `${q('Period:')},${q('01/06/2025 to 30/06/2025')}`,
    `${q('Opening Balance:')},${q(fmt(NU.crdbOpen, 0))}`,
    `${q('Closing Balance:')},${q(fmt(NU.crdbClose, 0))}`,
    '',
    ['Posting Date', 'Details', 'Value Date', 'Debit', 'Credit', 'Book Balance'].map(q).join(','),
  ];
  for (const t of NU.CRDB) L.push([q(t.post), q(t.details), q(t.value), n(t.dr), n(t.cr), q(fmt(t.bal, 0))].join(','));
  if (NU.CRDB[NU.CRDB.length - 1].bal !== NU.crdbClose) throw new Error('CRDB does not run to the closing balance');
  L.push('', `${q('Total Debits:')},${q(fmt(NU.CRDB.reduce((s, t) => s + t.dr, 0), 0))}`, `${q('Total Credits:')},${q(fmt(NU.CRDB.reduce((s, t) => s + t.cr, 0), 0))}`);
  fs.writeFileSync(file, L.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- board minutes
export async function minutesDocx(file) {
  const M = MIN;
  const n = (v) => fmt(v, 0);
  const ch = [
    P(NAME, { bold: true, size: 13, align: 'center' }),
    P('MINUTES OF THE 38TH ORDINARY MEETING OF THE BOARD OF DIRECTORS (MKUTANO WA BODI)', { bold: true, size: 12, align: 'center' }),
    P('Held on Saturday, 27 September 2025 at the NUMECO office, Njiro, Arusha, from 9:30 a.m.', { align: 'center', italic: true }),
    P([{ text: 'Present: ', bold: true }, { text: `${M.chair} (Chairperson – Mwenyekiti), ${M.treasurer} (Treasurer – Mweka Hazina), Mrs. Halima Said, Sr. Anna Tarimo, Mr. Peter Laizer, Ms. Rehema Mushi, and ${M.ed} (Executive Director and Secretary to the Board).` }]),
    P([{ text: 'In attendance: ', bold: true }, { text: 'Mr. Godlisten Urassa (Finance Manager); CPA Fatuma R. Kisanga (Kisanga & Associates) for item 3.' }]),
    P([{ text: 'Absent with apology: ', bold: true }, { text: `${M.absentApology}.` }]),
    P('MIN. 01/38/2025 – Opening of the meeting (Kufungua kikao)', { bold: true }),
    P('The Chairperson opened the meeting at 9:30 a.m. with a prayer and welcomed members. The quorum was confirmed with six of the seven voting members present.'),
    P('MIN. 02/38/2025 – Confirmation of the minutes of the 37th meeting', { bold: true }),
    P('The minutes of the meeting held on 21 June 2025 were confirmed as a true record and signed by the Chairperson.'),
    P('MIN. 03/38/2025 – Audited financial statements for the year ended 30 June 2025', { bold: true }),
    P(`CPA Kisanga presented the audited financial statements and an unqualified opinion. Total income was TZS ${n(IE.inc[0])}, total expenditure TZS ${n(IE.exp[0])} and the surplus TZS ${n(IE.sur[0])}. Deferred grant income rose to TZS ${n(FP.deferred[0])}, mainly because the Hope for Girls Foundation remitted its January–June 2025 tranche in advance. The management letter raised two points: staff imprest (masurufu) older than 30 days, and the need to file WCF returns on time.`),
    P('Resolution: The Board approved the audited financial statements for the year ended 30 June 2025 and authorised the Chairperson and the Treasurer to sign them. Moved by Mr. Peter Laizer, seconded by Sr. Anna Tarimo.'),
    P('MIN. 04/38/2025 – Budget execution report FY 2024/25', { bold: true }),
    P(`The Finance Manager presented the budget execution report. Expenditure before depreciation was TSh ${n(BUD.expAct)} against an approved budget of TSh ${n(BUD.expBud)}. Vijana Skills under-spent because the second VETA training cohort in Karatu was postponed to October 2025.`),
    P('MIN. 05/38/2025 – Budget for FY 2025/26', { bold: true }),
    P('The Treasurer presented the expenditure budget for FY 2025/26 (1 July 2025 – 30 June 2026), compared with the budget and actual for FY 2024/25 (amounts in TZS, excluding depreciation):'),
    T([
      ['Programme / function', 'Budget 2024/25', 'Actual 2024/25', 'Budget 2025/26'],
      ...M.rows.map((x) => [x.label, n(x.b25), n(x.a25), n(x.b26)]),
      ['Total expenditure', n(M.tot.b25), n(M.tot.a25), n(M.tot.b26)],
    ], { widths: [3600, 1900, 1900, 1900], numCols: [1, 2, 3], boldRows: [M.rows.length + 1] }),
    P(''),
    P(`Expected income for FY 2025/26 is TSh ${n(M.income26)}, including the second year of the Nordic Smallholder Trust grant and a new one-year grant from Arusha District Council for Vijana Skills. The budget includes the purchase of ${M.motorcycles} motorcycles for Kilimo Bora extension officers at TSh ${n(M.motorcycleEach)} each.`),
    P(`Resolution: The Board approved the FY 2025/26 budget with total expenditure of TSh ${n(M.tot.b26)}. Moved by ${M.treasurer}, seconded by Mrs. Halima Said; carried unanimously.`),
    P('MIN. 06/38/2025 – Staff matters', { bold: true }),
    P(`The Board approved a salary increment of ${M.increment}% for all staff with effect from ${M.incrementFrom}, within the approved budget. The Executive Director reported that the organisation had 38 employees at 30 June 2025.`),
    P('MIN. 07/38/2025 – Appointment of auditors for FY 2025/26', { bold: true }),
    P(`The Board re-appointed ${M.auditor}, Certified Public Accountants, as auditors for the year ending 30 June 2026 at a fee of TSh ${n(M.auditFee26)} inclusive of VAT (FY 2024/25: TSh ${n(M.auditFee25)}).`),
    P('MIN. 08/38/2025 – Any other business (Mengineyo)', { bold: true }),
    P('Mr. Peter Laizer reported on the field visit to the Usa River seed multiplication plots. The Board asked management to prepare a fundraising plan for the girls\' hostel appeal for the next meeting.'),
    P('MIN. 09/38/2025 – Date of the next meeting and closing (Kufunga kikao)', { bold: true }),
    P('The next ordinary meeting of the Board will be held on Saturday, 13 December 2025. There being no other business, the Chairperson closed the meeting at 1:15 p.m.'),
    P(''),
    P(`Signed: ____________________ ${M.chair}, Chairperson          ____________________ ${M.secretary}, Secretary`),
  ];
  await writeDocx(file, ch, { title: 'Board Minutes 27 September 2025', creator: M.secretary });
}

// ---------------------------------------------------------------- EFD receipt photo
export async function efdPhoto(file) {
  const R = EFD;
  const d2 = (v) => fmt(v, 2);
  const lines = [
    { t: '*** START OF LEGAL RECEIPT ***', size: 22, center: true },
    { gap: 6 },
    { t: R.name, size: 30, bold: true, center: true },
    { t: 'PLOT 14, SOKOINE ROAD, ARUSHA', size: 21, center: true },
    { t: 'MOBILE: 0754 318 226', size: 21, center: true },
    { t: `TIN: ${R.tin}`, size: 22, center: true },
    { t: `VRN: ${R.vrn}`, size: 22, center: true },
    { t: `SERIAL NO: ${R.serial}`, size: 21, center: true },
    { t: 'TAX OFFICE: ARUSHA', size: 21, center: true },
    { rule: true },
    { cols: ['CUSTOMER NAME:', 'NUMECO'], size: 21 },
    { cols: ['CUSTOMER ID TYPE:', 'TIN'], size: 21 },
    { cols: ['CUSTOMER ID:', '118402557'], size: 21 },
    { cols: ['CUSTOMER MOBILE:', '0272 548 310'], size: 21 },
    { rule: true },
    { cols: ['RECEIPT NUMBER:', R.rctNo], size: 21 },
    { cols: ['Z NUMBER:', R.znum], size: 21 },
    { cols: ['RECEIPT DATE:', R.date], size: 21 },
    { cols: ['RECEIPT TIME:', R.time], size: 21 },
    { rule: true },
    ...R.items.flatMap((i) => [
      { t: i.d, size: 21 },
      { cols: [`   ${i.qn} x ${d2(i.p)}`, `${d2(i.amt)} A`], size: 21 },
    ]),
    { rule: true },
    { cols: ['TOTAL EXCL OF TAX:', d2(R.excl)], size: 22 },
    { cols: ['TAX A-18.00%:', d2(R.tax)], size: 22 },
    { cols: ['TOTAL TAX:', d2(R.tax)], size: 22 },
    { cols: ['TOTAL INCL OF TAX:', d2(R.total)], size: 26, bold: true },
    { rule: true },
    { cols: ['PAYMENT:', 'CHEQUE'], size: 21 },
    { cols: ['ITEMS:', String(R.items.length)], size: 21 },
    { gap: 6 },
    { t: 'RECEIPT VERIFICATION CODE', size: 21, center: true },
    { t: R.vcode, size: 22, bold: true, center: true },
    { gap: 6 },
    { t: '*** END OF LEGAL RECEIPT ***', size: 22, center: true },
  ];
  await photoDocument(file, lines, { width: 700, height: 1300, angle: -1.6, seed: 303, format: 'jpeg', mono: true, margin: 46, noise: 22 });
}
