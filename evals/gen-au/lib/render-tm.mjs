// Tembusu Learning Support Ltd: audited financial statements under the Charities Accounting Standard (pdf),
// Xero profit and loss by quarter (xlsx), budget vs actual by programme (xlsx), DBS current account CSV,
// board minutes (docx) and a photographed tax invoice with 9% GST (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { TM } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { tableRows, heads, H, para, footer } from './pdfx.mjs';
import { P, T, writeDocx, F, styleHeader, fmt as enFmt } from './office.mjs';
import { photoDocument } from './photo.mjs';

export const sg0 = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${enFmt(-v, 0)})` : enFmt(v, 0));
const money = (cents) => enFmt(cents / 100, 2);
const ukDate = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONGM = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${LONGM[m - 1]} ${y}`; };

// ---------------------------------------------------------------- audited financial statements
export async function statements(file) {
  const PORTRAIT = { size: 'A4', layout: 'portrait', margin: null, margins: { top: 50, bottom: 20, left: 50, right: 50 } };
  const { doc, end } = newPdf(file, { title: 'Audited Financial Statements FY2025/26', author: TM.name, ...PORTRAIT });
  const FOOT = 'Tembusu Learning Support Ltd – Financial statements for the financial year ended 31 March 2026';
  let page = 1;
  const next = () => { doc.addPage(PORTRAIT); page++; footer(doc, FOOT, String(page)); doc.y = 50; };
  const fmt = sg0;
  const X4 = [305, 385, 465, 545];
  const sub = (t) => { doc.font('B').fontSize(9.5).text(t, 50, doc.y, { width: 495 }); doc.moveDown(0.3); };
  // p1 cover
  doc.font('B').fontSize(18).text('TEMBUSU LEARNING SUPPORT LTD', 50, 200, { width: 495, align: 'center' });
  doc.font('R').fontSize(10).text('(A company limited by guarantee and not having a share capital)', { width: 495, align: 'center' });
  doc.text(`(Unique Entity Number: ${TM.uen})`, { width: 495, align: 'center' });
  doc.text(`(Registered under the Charities Act 1994, Charity Registration No. ${TM.charityNo}; an Institution of a Public Character)`, { width: 495, align: 'center' });
  doc.moveDown(3);
  doc.font('B').fontSize(13).text('AUDITED FINANCIAL STATEMENTS', { width: 495, align: 'center' });
  doc.font('R').fontSize(11).text('FOR THE FINANCIAL YEAR ENDED 31 MARCH 2026 (FY2025/26)', { width: 495, align: 'center' });
  doc.moveDown(10);
  doc.fontSize(9).text('Blk 232 Bishan Street 22, #01-141, Singapore 570232', { width: 495, align: 'center' });
  footer(doc, FOOT, '1');
  // p2 directors' statement and auditor's report
  next();
  H(doc, 'STATEMENT BY DIRECTORS', { size: 11 });
  para(doc, `In the opinion of the directors, the accompanying financial statements are drawn up so as to give a true and fair view of the financial position of the Charity as at 31 March 2026 and of its financial activities for the financial year then ended in accordance with the Charities Accounting Standard, and at the date of this statement there are reasonable grounds to believe that the Charity will be able to pay its debts as and when they fall due. The Board of Directors authorised these financial statements for issue on 24 June 2026.`, { size: 8.5 });
  para(doc, `On behalf of the directors: ${TM.mtg.chair} (Chairman), ${TM.mtg.treas} (Honorary Treasurer).`, { size: 8.5 });
  doc.moveDown(0.5);
  H(doc, 'INDEPENDENT AUDITOR\'S REPORT TO THE MEMBERS OF TEMBUSU LEARNING SUPPORT LTD', { size: 11 });
  sub('Opinion');
  para(doc, 'We have audited the financial statements of Tembusu Learning Support Ltd (the "Charity"), which comprise the statement of financial position as at 31 March 2026, and the statement of financial activities and statement of changes in funds for the financial year then ended, and notes to the financial statements, including material accounting policy information. In our opinion, the accompanying financial statements are properly drawn up in accordance with the provisions of the Companies Act 1967, the Charities Act 1994 and other relevant regulations, and the Charities Accounting Standard, so as to give a true and fair view of the financial position of the Charity as at 31 March 2026 and of its financial activities for the year ended on that date.', { size: 8.5 });
  sub('Report on other legal and regulatory requirements');
  para(doc, 'During the course of our audit, nothing has come to our attention that causes us to believe that during the year the use of the donation moneys was not in accordance with the objectives of the Charity as an Institution of a Public Character, or that the Charity has not complied with the requirements of Regulation 15 (Fund-raising expenses) of the Charities (Institutions of a Public Character) Regulations.', { size: 8.5 });
  para(doc, `${TM.auditor}\nPublic Accountants and Chartered Accountants\nSingapore, 24 June 2026`, { size: 8.5 });
  // p3 SOFA (income)
  next();
  const sofaHead = (cont) => {
    H(doc, `STATEMENT OF FINANCIAL ACTIVITIES${cont ? ' (CONTINUED)' : ''}`, { size: 11 });
    doc.font('R').fontSize(8.5).text('For the financial year ended 31 March 2026', 50, doc.y); doc.moveDown(0.6);
    heads(doc, X4, ['Unrestricted\nfunds\nFY2025/26\nS$', 'Restricted\nfunds\nFY2025/26\nS$', 'Total\nfunds\nFY2025/26\nS$', 'Total\nfunds\nFY2024/25\nS$'], { colW: 74, labelX: 50 });
    const yy = doc.y; doc.font('B').fontSize(8).text('Note', 208, yy - 16, { lineBreak: false }); doc.y = yy;
  };
  sofaHead(false);
  const I = TM.inc;
  const iv = (k) => [I[k].u, I[k].r, I[k].t, I[k].py];
  const vol = TM.voluntary;
  const volTot = ['u', 'r', 't', 'py'].map((f) => vol.reduce((s, k) => s + I[k][f], 0));
  tableRows(doc, [
    { label: 'INCOME', bold: true },
    { label: 'Income from generated funds', bold: true, indent: 0.5 },
    { label: 'Voluntary income', italic: true, indent: 1 },
    { label: I.donTD.label, indent: 2, ref: 3, vals: iv('donTD') },
    { label: I.donNTD.label, indent: 2, vals: iv('donNTD') },
    { label: I.grants.label, indent: 2, ref: 4, vals: iv('grants') },
    { label: I.gov.label, indent: 2, vals: iv('gov') },
    { label: '', rule: true, vals: volTot },
    { label: 'Activities for generating funds', italic: true, indent: 1 },
    { label: I.gala.label, indent: 2, vals: iv('gala') },
    { label: 'Investment income', italic: true, indent: 1 },
    { label: I.interest.label, indent: 2, ref: 8, vals: iv('interest') },
    { gap: 4 },
    { label: 'Income from charitable activities', bold: true, indent: 0.5 },
    { label: I.fees.label, indent: 2, vals: iv('fees') },
    { label: 'Other income', bold: true, indent: 0.5 },
    { label: I.other.label, indent: 2, vals: iv('other') },
    { gap: 4 },
    { label: 'Total income', bold: true, rule: true, vals: [TM.incTot.u, TM.incTot.r, TM.incTot.t, TM.incTot.py] },
  ], { xs: X4, colW: 74, labelW: 165, refX: 212, size: 8.5, fmt });
  doc.moveDown(1);
  para(doc, 'The accompanying notes form an integral part of these financial statements. The statement of financial activities continues on the next page.', { size: 8 });
  // p4 SOFA (expenditure)
  next();
  sofaHead(true);
  const fv = (i) => [TM.fnU[i], TM.fnR[i], TM.fnAct[i], TM.fnPY[i]];
  const C = TM.charitable;
  tableRows(doc, [
    { label: 'EXPENDITURE', bold: true },
    { label: 'Cost of generating funds', bold: true, indent: 0.5 },
    { label: TM.fns[0].label, indent: 2, vals: fv(0) },
    { label: TM.fns[1].label, indent: 2, vals: fv(1) },
    { label: '', rule: true, vals: [TM.fnU[0] + TM.fnU[1], 0, TM.fnAct[0] + TM.fnAct[1], TM.fnPY[0] + TM.fnPY[1]] },
    { label: 'Charitable activities', bold: true, indent: 0.5, ref: 5 },
    { label: TM.fns[2].label, indent: 2, vals: fv(2) },
    { label: TM.fns[3].label, indent: 2, vals: fv(3) },
    { label: TM.fns[4].label, indent: 2, vals: fv(4) },
    { label: '', rule: true, vals: [C.u, C.r, C.t, C.py] },
    { label: TM.fns[5].label, bold: true, indent: 0.5, vals: fv(5) },
    { gap: 4 },
    { label: 'Total expenditure', bold: true, rule: true, vals: [TM.expTot.u, TM.expTot.r, TM.expTot.t, TM.expTot.py] },
    { gap: 6 },
    { label: 'Net income for the year', bold: true, vals: [TM.net.u, TM.net.r, TM.net.t, TM.net.py] },
    { label: 'Transfers between funds', indent: 0.5, ref: 11, vals: [-TM.transfer, TM.transfer, 0, 0] },
    { label: 'Net movement in funds', bold: true, rule: true, vals: [TM.net.u - TM.transfer, TM.net.r + TM.transfer, TM.net.t, TM.net.py] },
    { gap: 4 },
    { label: 'Reconciliation of funds', bold: true },
    { label: 'Total funds brought forward', indent: 0.5, vals: [TM.uBF, TM.rBF, TM.fundsBF, TM.fundsBFPY] },
    { label: 'Total funds carried forward', bold: true, rule: true, double: true, vals: [TM.uCF, TM.rCF, TM.fundsCF, TM.fundsBF] },
  ], { xs: X4, colW: 74, labelW: 165, refX: 212, size: 8.5, fmt });
  // p5 statement of financial position
  next();
  H(doc, 'STATEMENT OF FINANCIAL POSITION', { size: 11 });
  doc.font('R').fontSize(8.5).text('As at 31 March 2026', 50, doc.y); doc.moveDown(0.6);
  const X2 = [465, 545];
  heads(doc, X2, ['31.3.2026\nS$', '31.3.2025\nS$'], { colW: 74, labelX: 50 });
  { const yy = doc.y; doc.font('B').fontSize(8).text('Note', 360, yy - 16, { lineBreak: false }); doc.y = yy; }
  const bs = TM.bs;
  const b2 = (k) => [bs[k][0], bs[k][1]];
  tableRows(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Non-current asset', italic: true },
    { label: 'Plant and equipment', indent: 1, ref: 7, vals: b2('ppe') },
    { label: 'Current assets', italic: true },
    { label: 'Grant receivables', indent: 1, vals: b2('grantRec') },
    { label: 'Other receivables, deposits and prepayments', indent: 1, vals: b2('otherRec') },
    { label: 'Fixed deposits', indent: 1, ref: 8, vals: b2('fd') },
    { label: 'Cash and bank balances', indent: 1, ref: 9, vals: b2('cash') },
    { label: '', rule: true, vals: b2('cur') },
    { label: 'Total assets', bold: true, rule: true, vals: b2('assets') },
    { gap: 6 },
    { label: 'LIABILITIES', bold: true },
    { label: 'Current liabilities', italic: true },
    { label: 'Other payables and accruals', indent: 1, vals: b2('pay') },
    { label: 'Deferred grant income', indent: 1, vals: b2('defer') },
    { label: 'Total liabilities', bold: true, rule: true, vals: b2('liab') },
    { gap: 6 },
    { label: 'NET ASSETS', bold: true, rule: true, double: true, vals: b2('net') },
    { gap: 10 },
    { label: 'FUNDS', bold: true },
    { label: 'Unrestricted funds', italic: true },
    { label: 'General fund', indent: 1, vals: [TM.genCF, TM.genBF] },
    { label: TM.desig.label, indent: 1, vals: [TM.desig.cf, TM.desig.bf] },
    { label: '', rule: true, vals: [TM.uCF, TM.uBF] },
    { label: 'Restricted funds', italic: true, ref: 11, vals: [TM.rCF, TM.rBF] },
    { label: 'TOTAL FUNDS', bold: true, rule: true, double: true, vals: [TM.fundsCF, TM.fundsBF] },
  ], { xs: X2, colW: 74, labelW: 290, refX: 365, size: 8.5, fmt });
  // p6 notes 1-6
  next();
  H(doc, 'NOTES TO THE FINANCIAL STATEMENTS', { size: 11 });
  doc.font('R').fontSize(8.5).text('For the financial year ended 31 March 2026', 50, doc.y); doc.moveDown(0.5);
  sub('1  General information');
  para(doc, `Tembusu Learning Support Ltd is incorporated in Singapore as a company limited by guarantee. It is registered as a charity under the Charities Act 1994 and has been an Institution of a Public Character (IPC) since 2017; its current IPC status is valid from ${TM.ipc.from} to ${TM.ipc.to}. The Charity provides literacy support for children with dyslexia and other learning differences, bursaries for learning materials and assessments, and support groups for their caregivers.`, { size: 8.5 });
  sub('2  Material accounting policies');
  para(doc, 'The financial statements are prepared in accordance with the Charities Accounting Standard (CAS) and are presented in Singapore dollars. Income is recognised when the Charity is entitled to it, receipt is probable and the amount can be measured reliably. Grants received in advance of the period to which they relate are deferred. Restricted funds are used only for the purposes specified by donors or grantors; designated funds are unrestricted funds set aside by the Board.', { size: 8.5 });
  sub('3  Donations');
  para(doc, `Tax-deductible receipts were issued for donations of S$${enFmt(I.donTD.t, 0)} received during the financial year (FY2024/25: S$${enFmt(I.donTD.py, 0)}), which qualify for a 250% tax deduction for the donors. Of these, S$${enFmt(I.donTD.r, 0)} was given for the Bursary Fund. Donations for which no tax-deductible receipt was issued, including anonymous donations and donations with a benefit in return, amounted to S$${enFmt(I.donNTD.t, 0)} (FY2024/25: S$${enFmt(I.donNTD.py, 0)}).`, { size: 8.5 });
  sub('4  Grants');
  heads(doc, X2, ['FY2025/26\nS$', 'FY2024/25\nS$'], { colW: 74, labelX: 50 });
  tableRows(doc, [...TM.grantsBy.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { label: 'Total grants', bold: true, rule: true, vals: [I.grants.t, I.grants.py] }], { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt });
  doc.moveDown(0.4);
  sub('5  Expenditure by nature');
  para(doc, 'Total expenditure of the Charity for FY2025/26 by nature of cost, across all activities:', { size: 8.5 });
  tableRows(doc, [...TM.natures.map((n) => ({ label: n.label, vals: [n.tot] })), { label: 'Total expenditure', bold: true, rule: true, vals: [TM.expTot.t] }], { xs: [545], colW: 74, labelW: 330, size: 8.5, fmt });
  doc.moveDown(0.4);
  sub('6  Staff costs');
  heads(doc, X2, ['FY2025/26\nS$', 'FY2024/25\nS$'], { colW: 74, labelX: 50 });
  const xa = (n) => TM.xExp.find((a) => a.name === n).cents / 100;
  const staffPY = [935520, 153140]; const staffTot = TM.natures.find((n) => n.key === 'staff').tot; const staffPYTot = 1101860;
  const staffRows = [['Salaries and bonuses', Math.round(xa('Salaries')), staffPY[0]], ['CPF contributions', Math.round(xa('CPF Contributions')), staffPY[1]]];
  staffRows.push(['Staff welfare and training', staffTot - staffRows[0][1] - staffRows[1][1], staffPYTot - staffPY[0] - staffPY[1]]);
  tableRows(doc, [...staffRows.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { label: 'Total staff costs', bold: true, rule: true, vals: [staffTot, staffPYTot] }], { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt });
  para(doc, `The Charity had ${TM.staff.n[0]} employees at 31 March 2026 (31 March 2025: ${TM.staff.n[1]}). No director received remuneration. The annual remuneration of the three highest-paid staff, in bands of S$100,000, was:`, { size: 8.5 });
  heads(doc, X2, ['FY2025/26', 'FY2024/25'], { colW: 74, labelX: 50 });
  tableRows(doc, TM.staff.bands.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt: (v) => (v === 0 ? '–' : String(v)) });
  // p7 notes 7-10
  next();
  sub('7  Plant and equipment');
  tableRows(doc, [
    { label: 'Net book value at 1 April 2025', vals: [TM.ppe.nbv0] },
    { label: 'Additions (computers and assessment tablets)', vals: [TM.ppe.add] },
    { label: 'Depreciation for the year', vals: [-TM.ppe.dep] },
    { label: 'Net book value at 31 March 2026', bold: true, rule: true, vals: [TM.ppe.nbv1] },
  ], { xs: [545], colW: 74, labelW: 330, size: 8.5, fmt });
  doc.moveDown(0.4);
  sub('8  Fixed deposits');
  para(doc, `Fixed deposits are placed with DBS Bank Ltd for twelve months and earn interest at rates between 2.60% and ${TM.fdRate.toFixed(2)}% per annum (FY2024/25: 3.10% to 3.45%). S$50,000 was added to the deposits in March 2026.`, { size: 8.5 });
  sub('9  Cash and bank balances');
  heads(doc, X2, ['31.3.2026\nS$', '31.3.2025\nS$'], { colW: 74, labelX: 50 });
  const r0 = (v) => Math.round(v / 100);
  tableRows(doc, [
    { label: `DBS current account (${TM.dbsAcc})`, vals: [r0(TM.cashAcc.dbs[0]), r0(TM.cashAcc.dbs[1])] },
    { label: 'POSB savings account', vals: [r0(TM.cashAcc.posb[0]), r0(TM.cashAcc.posb[1])] },
    { label: 'Cash on hand', vals: [r0(TM.cashAcc.petty[0]), r0(TM.cashAcc.petty[1])] },
    { label: 'Total cash and bank balances', bold: true, rule: true, vals: TM.bs.cash },
  ], { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt });
  doc.moveDown(0.4);
  sub('10  Other payables and accruals and deferred grant income');
  heads(doc, X2, ['31.3.2026\nS$', '31.3.2025\nS$'], { colW: 74, labelX: 50 });
  tableRows(doc, [
    ...TM.payables.map(([l, a, b]) => ({ label: l, vals: [a, b] })),
    { label: 'Total other payables and accruals', bold: true, rule: true, vals: TM.bs.pay },
  ], { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt });
  para(doc, `Deferred grant income of S$${enFmt(TM.bs.defer[0], 0)} (31 March 2025: S$${enFmt(TM.bs.defer[1], 0)}) is the part of the Tote Board grant received for April to June 2026; it will be recognised as income in FY2026/27.`, { size: 8.5 });
  sub('11  Restricted funds');
  para(doc, `Restricted funds are held for the purposes set by the donors and grantors. During the year the Board transferred S$${enFmt(TM.transfer, 0)} from the general fund to the Bursary Fund to meet applications above the donations received (FY2024/25: S$${enFmt(TM.transferPY, 0)}).`, { size: 8.5 });
  const X5 = [265, 335, 405, 475, 545];
  const rfHead = () => heads(doc, X5, ['At\n1.4.2025\nS$', 'Income\n\nS$', 'Expenditure\n\nS$', 'Transfers\n\nS$', 'At\n31.3.2026\nS$'], { colW: 66, size: 8, labelX: 50 });
  rfHead();
  const rf = (f) => ({ label: f.label, vals: [f.bf, f.inc, f.exp, f.tr, f.cf] });
  tableRows(doc, [rf(TM.rfunds[0]), rf(TM.rfunds[1])], { xs: X5, colW: 66, labelW: 150, size: 8.5, fmt });
  // p8 note 10 (continued), 11-14
  next();
  sub('11  Restricted funds (continued)');
  rfHead();
  tableRows(doc, [rf(TM.rfunds[2]), { label: 'Total restricted funds', bold: true, rule: true, vals: [TM.rBF, TM.incTot.r, TM.expTot.r, TM.transfer, TM.rCF] }], { xs: X5, colW: 66, labelW: 150, size: 8.5, fmt });
  doc.moveDown(0.6);
  sub('12  Fund-raising efficiency ratio');
  para(doc, 'Under the Charities (Institutions of a Public Character) Regulations, total fund-raising expenses should not exceed 30% of the total gross receipts from fund-raising. The Charity\'s fund-raising efficiency ratio was:', { size: 8.5 });
  heads(doc, X2, ['FY2025/26', 'FY2024/25'], { colW: 74, labelX: 50 });
  tableRows(doc, [
    { label: 'Total fund-raising expenses (a) (S$)', vals: [TM.fre.exp, TM.fre.expPY] },
    { label: 'Total gross receipts from fund-raising (b) (S$)', vals: [TM.fre.rec, TM.fre.recPY] },
    { label: 'Fund-raising efficiency ratio (a) / (b)', bold: true, vals: [`${TM.fre.ratio.toFixed(2)}%`, `${TM.fre.ratioPY.toFixed(2)}%`] },
  ], { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt });
  para(doc, 'Fund-raising expenses are the costs of generating voluntary income and of the charity gala dinner; gross receipts are tax-deductible and other donations and the gala income.', { size: 8 });
  sub('13  Reserves position');
  heads(doc, X2, ['FY2025/26', 'FY2024/25'], { colW: 74, labelX: 50 });
  tableRows(doc, [
    { label: 'Unrestricted funds (a) (S$)', vals: [TM.uCF, TM.uBF] },
    { label: 'Restricted funds (b) (S$)', vals: [TM.rCF, TM.rBF] },
    { label: 'Total funds (c) (S$)', vals: [TM.fundsCF, TM.fundsBF] },
    { label: 'Annual operating expenditure (d) (S$)', vals: [TM.expTot.t, TM.expTot.py] },
    { label: 'Ratio of reserves to annual operating expenditure (a) / (d)', bold: true, vals: [TM.resv.ratio.toFixed(2), TM.resv.ratioPY.toFixed(2)] },
  ], { xs: X2, colW: 74, labelW: 330, size: 8.5, fmt });
  para(doc, 'The Board\'s reserves policy is to hold unrestricted funds of between six and twelve months of annual operating expenditure.', { size: 8 });
  sub('14  Related party transactions');
  para(doc, 'Directors of the Charity donated S$38,500 during the year (FY2024/25: S$31,000). There were no other material related party transactions.', { size: 8.5 });
  sub('15  Authorisation of financial statements');
  para(doc, 'These financial statements were authorised for issue by the Board of Directors on 24 June 2026.', { size: 8.5 });
  await end();
}

// ---------------------------------------------------------------- Xero P&L by quarter
export async function xeroPL(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Xero'; wb.created = new Date();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.columns = [{ width: 38 }, ...Array(5).fill({ width: 16 })];
  ['Profit and Loss', TM.name, 'For the period 1 April 2025 to 31 March 2026'].forEach((t, i) => { const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: i === 0, size: i === 0 ? 14 : 11 }; });
  const qs = [3, 2, 1, 0]; // newest first
  let r = 5;
  const hdr = ['Account', ...qs.map((k) => TM.xQ[k]), 'Total'];
  hdr.forEach((t, i) => { const c = ws.getCell(r, i + 1); c.value = t; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; c.alignment = { horizontal: i ? 'right' : 'left' }; });
  r += 2;
  const NUMF = '#,##0.00;(#,##0.00);"-"';
  const row = (label, vals, o = {}) => { ws.getCell(r, 1).value = label; vals?.forEach((v, i) => { const c = ws.getCell(r, i + 2); c.value = v; c.numFmt = NUMF; }); if (o.bold) for (let i = 1; i <= 6; i++) ws.getCell(r, i).font = { bold: true }; if (o.top) for (let i = 2; i <= 6; i++) ws.getCell(r, i).border = { top: { style: 'thin' } }; r++; };
  const acc = (a) => [...qs.map((k) => a.qs[k] / 100), a.cents / 100];
  const tot = (list) => [...qs.map((k) => TM.xTot(list, k) / 100), list.reduce((s, a) => s + a.cents, 0) / 100];
  row('Trading Income', null, { bold: true });
  for (const a of TM.xInc) row(a.name, acc(a));
  row('Total Trading Income', tot(TM.xInc), { bold: true, top: true });
  r++;
  row('Gross Profit', tot(TM.xInc), { bold: true });
  r++;
  row('Other Income', null, { bold: true });
  for (const a of TM.xOther) row(a.name, acc(a));
  row('Total Other Income', tot(TM.xOther), { bold: true, top: true });
  r++;
  row('Operating Expenses', null, { bold: true });
  for (const a of TM.xExp) row(a.name, acc(a));
  row('Total Operating Expenses', tot(TM.xExp), { bold: true, top: true });
  r++;
  row('Net Profit', [...qs.map((k) => TM.xNet[k] / 100), TM.xNet.reduce((s, v) => s + v, 0) / 100], { bold: true, top: true });
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- budget vs actual by programme
export async function bvaXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = TM.mtg.fm; wb.created = new Date();
  const NUMF = '#,##0;(#,##0);"-"';
  const title = (ws, t) => {
    ws.getCell('A1').value = TM.name; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = t; ws.getCell('A2').font = { bold: true, size: 12 };
    ws.getCell('A3').value = 'FY2025/26 (1 April 2025 – 31 March 2026). Actual figures agree with the audited financial statements. Amounts in S$.';
    ws.getCell('A3').font = { italic: true };
  };
  const ws = wb.addWorksheet('Summary');
  ws.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 18 }, { width: 12 }, { width: 55 }];
  title(ws, 'Budget vs Actual by Programme – Summary');
  let r = 5;
  ['', 'Budget FY2025/26', 'Actual FY2025/26', 'Variance Fav/(Unfav)', 'Variance %', 'Remarks'].forEach((t, i) => { const c = ws.getCell(r, i + 1); c.value = t; styleHeader(c); });
  ws.getRow(r).height = 32;
  r++;
  const sec = (t) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).font = { bold: true }; r++; };
  const incRem = ['Strong year-end appeal; one major gift of S$100,000 for bursaries', '', 'Tote Board tranche slightly above plan', '', 'Fewer tables sold than planned', 'More assessments for school referrals', 'Higher FD rates'];
  sec('INCOME');
  const i0 = r;
  TM.bvaInc.forEach(([l, b, a], k) => { ws.getCell(r, 1).value = l; ws.getCell(r, 2).value = b; ws.getCell(r, 3).value = a; ws.getCell(r, 4).value = F(`C${r}-B${r}`, a - b); ws.getCell(r, 5).value = F(`D${r}/B${r}`, (a - b) / b); ws.getCell(r, 6).value = incRem[k]; r++; });
  const it = r;
  ws.getCell(r, 1).value = 'Total income'; ws.getCell(r, 2).value = F(`SUM(B${i0}:B${r - 1})`, TM.bvaIncTot[0]); ws.getCell(r, 3).value = F(`SUM(C${i0}:C${r - 1})`, TM.bvaIncTot[1]);
  ws.getCell(r, 4).value = F(`C${r}-B${r}`, TM.bvaIncTot[1] - TM.bvaIncTot[0]); ws.getCell(r, 5).value = F(`D${r}/B${r}`, (TM.bvaIncTot[1] - TM.bvaIncTot[0]) / TM.bvaIncTot[0]);
  for (let i = 1; i <= 5; i++) ws.getCell(r, i).font = { bold: true };
  r += 2;
  sec('EXPENDITURE');
  const e0 = r;
  const expRem = ['', 'Smaller gala with fewer tables', 'Two vacancies filled only in Q3', 'Fewer applications than budgeted', 'Additional caregiver workshops in Tamil and Malay', 'Lower audit fee after tender'];
  TM.fns.forEach((f, k) => { const b = TM.fnBud[k], a = TM.fnAct[k]; ws.getCell(r, 1).value = f.bva; ws.getCell(r, 2).value = b; ws.getCell(r, 3).value = a; ws.getCell(r, 4).value = F(`B${r}-C${r}`, b - a); ws.getCell(r, 5).value = F(`D${r}/B${r}`, (b - a) / b); ws.getCell(r, 6).value = expRem[k]; r++; });
  const et = r;
  ws.getCell(r, 1).value = 'Total expenditure'; ws.getCell(r, 2).value = F(`SUM(B${e0}:B${r - 1})`, TM.bvaExpTot[0]); ws.getCell(r, 3).value = F(`SUM(C${e0}:C${r - 1})`, TM.bvaExpTot[1]);
  ws.getCell(r, 4).value = F(`B${r}-C${r}`, TM.bvaExpTot[0] - TM.bvaExpTot[1]); ws.getCell(r, 5).value = F(`D${r}/B${r}`, (TM.bvaExpTot[0] - TM.bvaExpTot[1]) / TM.bvaExpTot[0]);
  for (let i = 1; i <= 5; i++) ws.getCell(r, i).font = { bold: true };
  r += 2;
  const sb = TM.bvaIncTot[0] - TM.bvaExpTot[0], sa = TM.bvaIncTot[1] - TM.bvaExpTot[1];
  ws.getCell(r, 1).value = 'SURPLUS/(DEFICIT) FOR THE YEAR'; ws.getCell(r, 2).value = F(`B${it}-B${et}`, sb); ws.getCell(r, 3).value = F(`C${it}-C${et}`, sa); ws.getCell(r, 4).value = F(`C${r}-B${r}`, sa - sb);
  for (let i = 1; i <= 4; i++) ws.getCell(r, i).font = { bold: true };
  for (let rr = 6; rr <= r; rr++) { for (const col of [2, 3, 4]) ws.getCell(rr, col).numFmt = NUMF; ws.getCell(rr, 5).numFmt = '0.0%;(0.0%)'; }
  // by programme
  const wp = wb.addWorksheet('By Programme');
  wp.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 18 }, { width: 14 }];
  title(wp, 'Budget vs Actual – programme detail');
  r = 5;
  for (const k of [2, 3, 4]) {
    const f = TM.fns[k];
    ['', 'Budget', 'Actual', 'Variance Fav/(Unfav)', '% of budget used'].forEach((t, i) => { const c = wp.getCell(r, i + 1); c.value = i === 0 ? f.label : t; styleHeader(c); c.alignment = { horizontal: i ? 'right' : 'left', wrapText: true }; });
    r++;
    const s0 = r;
    for (const n of TM.natures) {
      const b = n.b[k], a = n.a[k];
      if (!b && !a) continue;
      wp.getCell(r, 1).value = n.label; wp.getCell(r, 2).value = b; wp.getCell(r, 3).value = a;
      wp.getCell(r, 4).value = F(`B${r}-C${r}`, b - a); wp.getCell(r, 5).value = b ? F(`C${r}/B${r}`, a / b) : 'n/a';
      r++;
    }
    wp.getCell(r, 1).value = `Total – ${f.label}`;
    wp.getCell(r, 2).value = F(`SUM(B${s0}:B${r - 1})`, TM.fnBud[k]); wp.getCell(r, 3).value = F(`SUM(C${s0}:C${r - 1})`, TM.fnAct[k]);
    wp.getCell(r, 4).value = F(`B${r}-C${r}`, TM.fnBud[k] - TM.fnAct[k]); wp.getCell(r, 5).value = F(`C${r}/B${r}`, TM.fnAct[k] / TM.fnBud[k]);
    for (let i = 1; i <= 5; i++) wp.getCell(r, i).font = { bold: true };
    for (let rr = s0; rr <= r; rr++) { for (const col of [2, 3, 4]) wp.getCell(rr, col).numFmt = NUMF; wp.getCell(rr, 5).numFmt = '0.0%'; }
    r += 3;
  }
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- DBS CSV
export function dbsCsv(file) {
  const amt = (c) => (c / 100).toFixed(2);
  const lines = [
    `Account Details For:,DBS Current Account ${TM.dbsAcc}`,
    'Statement as at:,31 Mar 2026',
    `Available Balance:,${amt(TM.dbsClose)}`,
    `Ledger Balance:,${amt(TM.dbsClose)}`,
    '',
    'Transaction Date,Reference,Debit Amount,Credit Amount,Transaction Ref1,Transaction Ref2,Transaction Ref3',
  ];
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  for (const t of [...TM.dbsTx].reverse()) {
    lines.push([`${String(t.date).padStart(2, '0')} Mar 2026`, t.ref, t.amt < 0 ? amt(-t.amt) : ' ', t.amt > 0 ? amt(t.amt) : ' ', q(t.r1), q(t.r2), q(t.r3)].join(','));
  }
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- board minutes
export async function minutesDocx(file) {
  const M = TM.mtg;
  const kids = [];
  kids.push(P('TEMBUSU LEARNING SUPPORT LTD', { bold: true, size: 14, align: 'center', after: 40 }));
  kids.push(P(`(UEN ${TM.uen})`, { align: 'center', after: 120 }));
  kids.push(P(`MINUTES OF THE ${M.no}ND MEETING OF THE BOARD OF DIRECTORS HELD ON SATURDAY, ${ukDate(M.date)} AT 10.00 A.M. AT THE CHARITY'S PREMISES, BLK 232 BISHAN STREET 22, #01-141`, { bold: true, align: 'center', after: 200 }));
  kids.push(P('Present:', { bold: true, after: 40 }));
  kids.push(P(`${M.chair} (Chairman); ${M.treas} (Honorary Treasurer); ${M.secr} (Honorary Secretary); ${M.members.join('; ')}`, { after: 80 }));
  kids.push(P('In attendance:', { bold: true, after: 40 }));
  kids.push(P(`${M.ed} (Executive Director); ${M.fm} (Finance Manager, minute-taker)`, { after: 80 }));
  kids.push(P('Absent with apologies:', { bold: true, after: 40 }));
  kids.push(P(M.absent, { after: 120 }));
  const item = (n, t) => kids.push(P(`${n}. ${t}`, { bold: true, before: 160, after: 60 }));
  item(1, 'QUORUM AND DECLARATION OF CONFLICTS OF INTEREST');
  kids.push(P(`1.1 With six of seven directors present, the quorum was met and the Chairman called the meeting to order at 10.05 a.m.`));
  kids.push(P(`1.2 ${M.conflict} declared a conflict of interest in item 6, as his firm, Lumen Systems Pte Ltd, had quoted for the replacement of the Charity's student database. He left the room for that item and did not vote.`));
  item(2, 'CONFIRMATION OF MINUTES');
  kids.push(P(`2.1 The minutes of the meeting held on ${M.prev} were confirmed without amendment, proposed by ${M.secr} and seconded by ${M.members[0]}.`));
  item(3, 'MANAGEMENT ACCOUNTS TO 28 FEBRUARY 2026');
  kids.push(P(`3.1 The Finance Manager presented the management accounts for the eleven months to 28 February 2026 and the forecast for the full year. Donations were ahead of budget following the year-end appeal, while the charity gala dinner in September raised less than budgeted. The Treasurer noted that the forecast included the last Tote Board tranche, expected in early March.`));
  item(4, 'BUDGET FOR FY2026/27');
  kids.push(P('4.1 The Executive Director presented the proposed budget for FY2026/27 (1 April 2026 to 31 March 2027) against the budget and forecast for FY2025/26:', { after: 100 }));
  const rows = [['S$', 'Budget FY2025/26', 'Forecast FY2025/26', 'Budget FY2026/27']];
  rows.push(['Income', '', '', '']);
  for (const x of M.inc) rows.push([x[0], sg0(x[1]), sg0(x[2]), sg0(x[3])]);
  rows.push(['Total income', ...M.incTot.map(sg0)]);
  rows.push(['Expenditure', '', '', '']);
  for (const x of M.exp) rows.push([x[0], sg0(x[1]), sg0(x[2]), sg0(x[3])]);
  rows.push(['Total expenditure', ...M.expTot.map(sg0)]);
  rows.push(['Surplus', ...M.surplus.map(sg0)]);
  const bold = [1, M.inc.length + 2, M.inc.length + 3, rows.length - 2, rows.length - 1];
  kids.push(T(rows, { widths: [3800, 1700, 1700, 1700], numCols: [1, 2, 3], boldRows: bold }));
  kids.push(P(`4.2 The Board noted that the Reading Intervention Programme budget includes two additional specialist teachers from July 2026, and that the Caregiver Connect budget assumes the Community Chest grant will be renewed at the current level.`, { before: 100 }));
  kids.push(P(`4.3 RESOLVED that the budget for FY2026/27 be approved as presented. Proposed by ${M.mover}, seconded by ${M.seconder}; carried unanimously.`, { bold: true }));
  item(5, 'RESERVES AND FIXED DEPOSITS');
  kids.push(P(`5.1 The Board reaffirmed the reserves policy of holding unrestricted funds of between six and twelve months of annual operating expenditure.`));
  kids.push(P(`5.2 RESOLVED that S$50,000 be placed in a twelve-month fixed deposit with DBS Bank at ${TM.fdRate.toFixed(2)}% per annum, and that the fixed deposit maturing on 28 April 2026 be renewed on the best terms available.`));
  kids.push(P(`5.3 RESOLVED that S$50,000 be set aside from the general fund to the designated fund for premises and IT renewal at the financial year end.`));
  item(6, 'STUDENT DATABASE REPLACEMENT');
  kids.push(P(`6.1 Three quotations had been obtained. The Board approved the quotation of EduTrack Solutions Pte Ltd at S$18,600 (before GST), the lowest compliant quotation. ${M.conflict} was absent for the discussion and did not vote.`));
  item(7, 'GOVERNANCE AND COMPLIANCE');
  kids.push(P(`7.1 The Charity's IPC status runs until ${TM.ipc.to}. The annual report, audited financial statements and Governance Evaluation Checklist for FY2025/26 are to be submitted on the Charity Portal by 31 July 2026.`));
  kids.push(P(`7.2 The signing limits were revised: payments above S$${enFmt(M.signLimit, 0)} require the approval of two directors, one of whom must be the Chairman or the Honorary Treasurer; payments up to that amount may be approved by the Executive Director and one director.`));
  kids.push(P(`7.3 RESOLVED that ${TM.auditor} be recommended for re-appointment as auditor for FY2026/27 at the Annual General Meeting.`));
  item(8, 'ANY OTHER BUSINESS AND NEXT MEETING');
  kids.push(P(`8.1 There being no other business, the meeting ended at 12.20 p.m. The next Board meeting will be held on Saturday, ${ukDate(M.next)}, to approve the audited financial statements for FY2025/26.`));
  kids.push(P('Recorded by:', { before: 240, after: 20 }));
  kids.push(P(`${M.fm}, Finance Manager`, { after: 120 }));
  kids.push(P('Confirmed by:', { after: 20 }));
  kids.push(P(`${M.chair}, Chairman`));
  await writeDocx(file, kids, { title: `Minutes of Board Meeting ${ukDate(M.date)}`, creator: M.fm });
}

// ---------------------------------------------------------------- BrightPrint tax invoice photo
export async function invoicePhoto(file) {
  const v = TM.inv;
  const S = 26;
  const lines = [
    { t: 'BRIGHTPRINT SERVICES PTE. LTD.', size: 36, bold: true },
    { t: '21 Ubi Road 1, #04-12, Singapore 408724', size: S },
    { t: `UEN / GST Reg. No.: ${v.gstNo}`, size: S },
    { gap: 14 },
    { t: 'TAX INVOICE', size: 38, bold: true },
    { gap: 8 },
    { table: true, cols: [`Invoice No: ${v.no}`, '', '', `Date: ${v.date}`], size: S },
    { t: 'Bill To: Tembusu Learning Support Ltd', size: S },
    { t: 'Blk 232 Bishan Street 22, #01-141, Singapore 570232', size: S },
    { gap: 14 },
    { table: true, cols: ['Description', 'Qty', 'Unit Price', 'Amount (S$)'], size: S, bold: true },
    { rule: true },
    ...v.lines.map((l) => ({ table: true, cols: [l.d, String(l.q), money(l.p), money(l.amt)], size: S })),
    { rule: true },
    { table: true, cols: ['Sub-total', '', '', money(v.sub)], size: S },
    { table: true, cols: ['GST 9%', '', '', money(v.gst)], size: S },
    { table: true, cols: ['Total (S$)', '', '', money(v.total)], size: 32, bold: true },
    { gap: 16 },
    { t: 'Payment terms: 30 days. Please pay by FAST or PayNow to UEN 201207814K', size: 22 },
    { t: 'quoting the invoice number. Thank you for your business!', size: 22 },
  ];
  await photoDocument(file, lines, { width: 1120, height: 1020, angle: -1.1, seed: 1346, ...(globalThis.__PHOTO || {}), format: 'jpeg', tableX: [60, 640, 830, 1060], margin: 60, noise: 22 });
}
