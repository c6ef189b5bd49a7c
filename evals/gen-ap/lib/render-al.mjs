// Amman Link's documents: audited statements (pdf), SF-425 (pdf), Sanad budget vs actual (xlsx), Arab Bank
// statement (csv), board minutes (docx) and a photographed stationery receipt (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { AL as A } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, fmt, F, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';

export const jd = (v) => (Math.abs(v) < 0.0005 ? '–' : v < 0 ? `(${fmt(-v, 3)})` : fmt(v, 3));
const usd = (v) => fmt(v, 2);

function rows(doc, list, { xs, noteX, size = 8.5, lineH = 14, labelX = 40, width = 240, colW = 80 } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    const y = doc.y;
    if (r.rule) for (const x of xs) doc.moveTo(x - colW + 8, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    if (r.label) doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false, width });
    if (r.note && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? jd(v) : String(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
    });
    if (r.double) for (const x of xs) { doc.moveTo(x - colW + 8, y + lineH - 4).lineTo(x, y + lineH - 4).stroke(); doc.moveTo(x - colW + 8, y + lineH - 2).lineTo(x, y + lineH - 2).stroke(); }
    doc.x = labelX; doc.y = y + lineH;
  }
}
const H = (doc, t, size = 12) => { doc.font('B').fontSize(size).text(t, 40, doc.y, { width: 515 }); doc.moveDown(0.3); };
const para = (doc, t, size = 9) => { doc.font('R').fontSize(size).text(t, 40, doc.y, { width: 515, lineGap: 2 }); doc.moveDown(0.5); };
const pageNo = (doc, n) => { const y = doc.y; doc.font('R').fontSize(8).text(`- ${n} -`, 40, 800, { width: 515, align: 'center', lineBreak: false }); doc.y = y; };
const colHead = (doc, xs, heads, colW = 80, noteX) => {
  const y = doc.y;
  doc.font('B').fontSize(8.5);
  if (noteX) doc.text('Notes', noteX - 6, y + (heads[0].split('\n').length - 1) * 10, { lineBreak: false });
  heads.forEach((h, i) => doc.text(h, xs[i] - colW, y, { width: colW, align: 'right' }));
  doc.y = y + heads[0].split('\n').length * 10 + 8;
};

// ---------------------------------------------------------------- audited statements
export async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Audited Financial Statements 2025', author: 'Amman Link for Community Development', margin: 40 });
  // p1
  doc.font('B').fontSize(16).text('AMMAN LINK FOR COMMUNITY DEVELOPMENT', 40, 60, { width: 515, align: 'center' });
  doc.font('R').fontSize(10).text('A non-profit company registered with the Ministry of Industry, Trade and Supply (No. 1187)', { width: 515, align: 'center' });
  doc.text('Amman – The Hashemite Kingdom of Jordan', { width: 515, align: 'center' });
  doc.moveDown(1);
  doc.font('B').fontSize(13).text('FINANCIAL STATEMENTS AND INDEPENDENT AUDITOR\'S REPORT', { width: 515, align: 'center' });
  doc.font('R').fontSize(10).text('FOR THE YEAR ENDED 31 DECEMBER 2025', { width: 515, align: 'center' });
  doc.moveDown(2);
  H(doc, 'INDEPENDENT AUDITOR\'S REPORT', 11);
  para(doc, 'To the Board of Directors of Amman Link for Community Development');
  H(doc, 'Opinion', 10);
  para(doc, 'We have audited the financial statements of Amman Link for Community Development (the "Organisation"), which comprise the statement of financial position as at 31 December 2025, and the statement of activities and changes in net assets for the year then ended, and notes to the financial statements, including a summary of significant accounting policies.');
  para(doc, 'In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Organisation as at 31 December 2025, and its financial performance for the year then ended in accordance with International Financial Reporting Standards as applied to not-for-profit entities, with net assets presented by donor restriction.');
  H(doc, 'Basis for Opinion', 10);
  para(doc, 'We conducted our audit in accordance with International Standards on Auditing. Our responsibilities under those standards are further described in the Auditor\'s Responsibilities section of our report. We are independent of the Organisation in accordance with the ethical requirements that are relevant to our audit of the financial statements in Jordan.');
  H(doc, 'Other Matter', 10);
  para(doc, 'The Organisation\'s federal awards are subject to a separate examination under the terms of the USAID cooperative agreement; that examination is not part of this report.');
  doc.moveDown(1);
  para(doc, `${A.auditor}\nAmman, ${'18 March 2026'}`);
  pageNo(doc, 1);

  // p2 financial position
  doc.addPage();
  H(doc, 'STATEMENT OF FINANCIAL POSITION', 12);
  para(doc, 'As at 31 December 2025 (in Jordanian Dinars)');
  const xs = [455, 555];
  colHead(doc, xs, ['2025\nJD', '2024\nJD'], 80, 360);
  const two = (k) => [A[k][0], A[k][1]];
  rows(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Current assets', italic: true },
    { label: 'Cash and cash equivalents', indent: 1, note: 3, vals: two('cash') },
    { label: 'Grants receivable', indent: 1, note: 4, vals: two('recv') },
    { label: 'Prepaid expenses and other receivables', indent: 1, vals: two('prep') },
    { label: 'Total current assets', bold: true, rule: true, vals: two('curAssets') },
    { label: 'Non-current assets', italic: true },
    { label: 'Property and equipment, net', indent: 1, note: 5, vals: two('ppe') },
    { label: 'TOTAL ASSETS', bold: true, rule: true, double: true, vals: two('totAssets') },
    { gap: 10 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Current liabilities', italic: true },
    { label: 'Accounts payable and accrued expenses', indent: 1, vals: two('ap') },
    { label: 'Refundable advances', indent: 1, note: 6, vals: two('refadv') },
    { label: 'Total current liabilities', bold: true, rule: true, vals: two('curLiab') },
    { label: 'Non-current liabilities', italic: true },
    { label: 'Provision for end-of-service indemnity', indent: 1, vals: two('eosi') },
    { label: 'Total liabilities', bold: true, rule: true, vals: two('liab') },
    { gap: 6 },
    { label: 'Net assets', italic: true },
    { label: 'Without donor restrictions', indent: 1, vals: two('unr') },
    { label: 'With donor restrictions', indent: 1, note: 7, vals: two('restrTot') },
    { label: 'Total net assets', bold: true, rule: true, vals: two('na') },
    { gap: 4 },
    { label: 'TOTAL LIABILITIES AND NET ASSETS', bold: true, rule: true, double: true, vals: two('liabNA') },
  ], { xs, noteX: 366, width: 300, size: 9, lineH: 15 });
  doc.moveDown(1);
  para(doc, 'The accompanying notes 1 to 9 form an integral part of these financial statements.', 8);
  pageNo(doc, 2);

  // p3 activities
  doc.addPage();
  H(doc, 'STATEMENT OF ACTIVITIES AND CHANGES IN NET ASSETS', 12);
  para(doc, 'For the year ended 31 December 2025 (in Jordanian Dinars)');
  const ax = [320, 398, 476, 555];
  colHead(doc, ax, ['Without donor\nrestrictions', 'With donor\nrestrictions', 'Total\n2025', 'Total\n2024'], 76, 236);
  const R = A.rev, X = A.exp;
  const rl = (r) => [r[0], r[1], r[0] + r[1], r[2]];
  const ex = (e) => [e[0], '–', e[0], e[1]];
  rows(doc, [
    { label: 'Revenue and support', bold: true },
    { label: 'Grants – USAID (Sanad)', indent: 1, note: 7, vals: rl(R.usaid) },
    { label: 'Grants – European Union', indent: 1, note: 7, vals: rl(R.eu) },
    { label: 'Grants – Netherlands', indent: 1, note: 7, vals: rl(R.nl) },
    { label: 'Contributions', indent: 1, vals: rl(R.contrib) },
    { label: 'Training and service fees', indent: 1, vals: rl(R.fees) },
    { label: 'Interest income', indent: 1, vals: rl(R.interest) },
    { label: 'Net assets released from restrictions', indent: 1, vals: [A.relTot, -A.relTot, 0, 0] },
    { label: 'Total revenue and support', bold: true, rule: true, vals: [A.revU, A.revR, A.revTot[0], A.revTot[1]] },
    { gap: 6 },
    { label: 'Expenses', bold: true, note: 8 },
    { label: 'Program services:', italic: true, indent: 1 },
    { label: 'Sanad Livelihoods', indent: 2, vals: ex(X.liv) },
    { label: 'Green Jobs for Youth', indent: 2, vals: ex(X.youth) },
    { label: 'Community Centre', indent: 2, vals: ex(X.cc) },
    { label: 'Total program services', indent: 1, bold: true, rule: true, vals: [A.progTot[0], '–', A.progTot[0], A.progTot[1]] },
    { label: 'Management and general', indent: 1, vals: ex(X.mg) },
    { label: 'Fundraising', indent: 1, vals: ex(X.fr) },
    { label: 'Total expenses', bold: true, rule: true, vals: [A.expTot[0], '–', A.expTot[0], A.expTot[1]] },
    { gap: 6 },
    { label: 'Change in net assets', bold: true, vals: [A.chgU, A.chgR, A.chg[0], A.chg[1]] },
    { label: 'Net assets, beginning of year', vals: [A.unr[1], A.restrTot[1], A.na[1], A.naBeg24] },
    { label: 'Net assets, end of year', bold: true, rule: true, double: true, vals: [A.unr[0], A.restrTot[0], A.na[0], A.na[1]] },
  ], { xs: ax, noteX: 242, width: 190, colW: 76, size: 8.5, lineH: 15 });
  doc.moveDown(1);
  para(doc, 'The accompanying notes 1 to 9 form an integral part of these financial statements.', 8);
  pageNo(doc, 3);

  // p4 notes 1-4
  doc.addPage();
  H(doc, 'NOTES TO THE FINANCIAL STATEMENTS', 12);
  para(doc, '31 December 2025');
  H(doc, '1. Organisation', 10);
  para(doc, 'Amman Link for Community Development ("ALCD") is a Jordanian non-profit company established in 2009. It runs livelihoods and youth employment programmes in Amman and Zarqa governorates and a community centre in Al-Hashmi Al-Shamali. The Sanad Livelihoods Project is funded by the United States Agency for International Development (USAID) under a cooperative agreement; Green Jobs for Youth in Zarqa is funded by the European Union.');
  H(doc, '2. Significant accounting policies', 10);
  para(doc, 'Functional currency. The financial statements are presented in Jordanian Dinars (JD), the functional currency, to three decimal places. The Jordanian Dinar is pegged to the US Dollar; balances and transactions in US Dollars are translated at JD 0.709 per US$ 1. Transactions in Euro are translated at the rate on the date of the transaction.');
  para(doc, 'Grants. Grants are recognised as revenue with donor restrictions when the conditions of the award are met; they are released to net assets without donor restrictions as the related expenses are incurred. Advances received under conditional awards are reported as refundable advances until the conditions are met.');
  para(doc, 'Property and equipment are stated at cost less accumulated depreciation on a straight-line basis over three to five years.');
  H(doc, '3. Cash and cash equivalents', 10);
  colHead(doc, xs, ['2025\nJD', '2024\nJD']);
  rows(doc, [
    { label: 'Arab Bank – current account (JOD)', indent: 1, vals: two('jodAcct') },
    { label: `Arab Bank – US$ account (US$ ${fmt(A.usdAcct[0], 2)}; 2024: US$ ${fmt(A.usdAcct[1], 2)})`, indent: 1, vals: two('usdAcctJD') },
    { label: 'Petty cash', indent: 1, vals: two('petty') },
    { label: 'Total', bold: true, rule: true, vals: two('cash') },
  ], { xs, width: 320 });
  doc.moveDown(0.5);
  H(doc, '4. Grants receivable', 10);
  colHead(doc, xs, ['2025\nJD', '2024\nJD']);
  rows(doc, [
    { label: 'USAID – Sanad (costs incurred, not yet reimbursed)', indent: 1, vals: [104412.5, A.recv[1]] },
    { label: 'Kingdom of the Netherlands', indent: 1, vals: [A.recv[0] - 104412.5, 0] },
    { label: 'Total', bold: true, rule: true, vals: two('recv') },
  ], { xs, width: 320 });
  pageNo(doc, 4);

  // p5 notes 5-7 (7 runs over the page break)
  doc.addPage();
  H(doc, '5. Property and equipment', 10);
  colHead(doc, xs, ['2025\nJD', '2024\nJD']);
  rows(doc, [
    { label: 'Cost at 31 December', indent: 1, vals: [212640, 197340] },
    { label: 'Accumulated depreciation', indent: 1, vals: [-(212640 - A.ppe[0]), -(197340 - A.ppe[1])] },
    { label: 'Net book value', bold: true, rule: true, vals: two('ppe') },
  ], { xs, width: 320 });
  doc.moveDown(0.5);
  H(doc, '6. Refundable advances', 10);
  para(doc, `Refundable advances are amounts received from USAID under the Sanad cooperative agreement in excess of allowable costs incurred at year end (2025: JD ${jd(A.refadv[0])}; 2024: JD ${jd(A.refadv[1])}).`);
  H(doc, '7. Grants by donor and net assets with donor restrictions', 10);
  para(doc, 'Year ended 31 December 2025');
  const gx = [275, 345, 415, 485, 555];
  const gh = ['Balance\n1 January', 'Cash\nreceived', 'Grant\nrevenue', 'Released\n(expended)', 'Balance\n31 Dec.'];
  const gTable = (yi, title) => {
    colHead(doc, gx, gh, 70);
    rows(doc, [
      ...A.grants.map((g) => ({ label: g[0], vals: [g[yi].b0, g[yi].cash, g[yi].rev, -g[yi].rel, g[yi].b1] })),
      { label: `Total ${title}`, bold: true, rule: true, vals: ['b0', 'cash', 'rev', 'rel', 'b1'].map((k) => (k === 'rel' ? -1 : 1) * A.grants.reduce((s, g) => s + g[yi][k], 0)) },
    ], { xs: gx, width: 170, colW: 70, size: 7.5, lineH: 14 });
  };
  gTable(2, '2025');
  doc.moveDown(0.5);
  para(doc, 'Cash received in currencies other than JD is translated at the rate on the date of receipt. Grant revenue for the European Union includes amounts receivable under the second tranche.', 8);
  pageNo(doc, 5);
  doc.addPage();
  H(doc, '7. Grants by donor and net assets with donor restrictions (continued)', 10);
  para(doc, 'Year ended 31 December 2024');
  gTable(3, '2024');
  doc.moveDown(0.8);
  H(doc, '8. Staff costs', 10);
  colHead(doc, xs, ['2025\nJD', '2024\nJD']);
  rows(doc, [
    { label: 'Salaries and wages', indent: 1, vals: A.staff.salaries },
    { label: 'Social Security Corporation – employer contributions', indent: 1, vals: A.staff.ssc },
    { label: 'End-of-service indemnity', indent: 1, vals: A.staff.eosi },
    { label: 'Medical insurance', indent: 1, vals: A.staff.insurance },
    { label: 'Total staff costs', bold: true, rule: true, vals: A.staffTot },
    { label: 'Number of employees at 31 December', indent: 1, vals: A.staff.headcount.map(String) },
  ], { xs, width: 320 });
  para(doc, 'Staff costs are included in program services, management and general and fundraising expenses according to the time of each employee. Rent, utilities, communications and other office costs are reported together as occupancy and office costs within each function.', 8);
  H(doc, '9. Events after the reporting date', 10);
  para(doc, 'There were no events after 31 December 2025 requiring adjustment of, or disclosure in, these financial statements. The financial statements were approved by the Board of Directors on 18 March 2026.');
  pageNo(doc, 6);
  await end();
}

// ---------------------------------------------------------------- SF-425
export async function sf425(file) {
  const F = A.ffr;
  const { doc, end } = newPdf(file, { title: 'Federal Financial Report (SF-425)', author: 'Amman Link for Community Development', margin: 30 });
  const box = (x, y, w, h) => doc.rect(x, y, w, h).lineWidth(0.6).stroke();
  const lab = (t, x, y, o = {}) => doc.font(o.bold ? 'B' : 'R').fontSize(o.size || 7).text(t, x, y, { width: o.w || 500, lineBreak: false });
  doc.font('B').fontSize(13).text('FEDERAL FINANCIAL REPORT', 30, 32, { width: 535, align: 'center' });
  doc.font('R').fontSize(8).text('(Follow form instructions)', 30, 48, { width: 535, align: 'center' });
  let y = 64;
  box(30, y, 260, 34); lab('1. Federal Agency and Organizational Element to Which Report is Submitted', 34, y + 3);
  lab('U.S. Agency for International Development – USAID/Jordan', 34, y + 17, { size: 9 });
  box(290, y, 275, 34); lab('2. Federal Grant or Other Identifying Number Assigned by Federal Agency', 294, y + 3);
  lab(F.grant, 294, y + 17, { size: 9 });
  y += 34;
  box(30, y, 535, 34); lab('3. Recipient Organization (Name and complete address including Zip code)', 34, y + 3);
  lab('Amman Link for Community Development, 14 Al-Kulliyah Al-Elmiyah Al-Islamiyah St., Jabal Amman, P.O. Box 941256, Amman 11194, Jordan', 34, y + 17, { size: 8.5 });
  y += 34;
  box(30, y, 180, 34); lab('4a. UEI', 34, y + 3); lab(F.uei, 34, y + 17, { size: 9 });
  box(210, y, 180, 34); lab('4b. EIN', 214, y + 3); lab('N/A (foreign organization)', 214, y + 17, { size: 9 });
  box(390, y, 175, 34); lab('5. Recipient Account Number or Identifying Number', 394, y + 3, { w: 170 }); lab('ALCD-SANAD-01', 394, y + 17, { size: 9 });
  y += 34;
  box(30, y, 180, 40); lab('6. Report Type', 34, y + 3); lab('[ ] Quarterly  [ ] Semi-Annual', 34, y + 15, { size: 8 }); lab('[X] Annual  [ ] Final', 34, y + 27, { size: 8 });
  box(210, y, 120, 40); lab('7. Basis of Accounting', 214, y + 3); lab('[ ] Cash  [X] Accrual', 214, y + 17, { size: 8 });
  box(330, y, 235, 40); lab('8. Project/Grant Period', 334, y + 3); lab(`From: (Month, Day, Year) ${F.from}`, 334, y + 15, { size: 8 }); lab(`To: (Month, Day, Year) ${F.to}`, 334, y + 27, { size: 8 });
  y += 40;
  box(30, y, 535, 20); lab('9. Reporting Period End Date (Month, Day, Year)', 34, y + 6); lab(F.end, 300, y + 5, { size: 9 });
  y += 20;
  box(30, y, 535, 16); lab('10. Transactions', 34, y + 4, { bold: true, size: 8 }); lab('Cumulative', 480, y + 4, { bold: true, size: 8 });
  y += 16;
  const L = (code, text, v, section) => {
    if (section) { box(30, y, 535, 14); lab(section, 34, y + 4, { bold: true, size: 7.5 }); y += 14; }
    box(30, y, 420, 16); box(450, y, 115, 16);
    lab(`${code}. ${text}`, 34, y + 4, { size: 7.5, w: 412 });
    doc.font('R').fontSize(8.5).text(v, 454, y + 4, { width: 107, align: 'right', lineBreak: false });
    y += 16;
  };
  const d = (v) => `$${usd(v)}`;
  L('a', 'Cash Receipts', d(F.a), '(Use lines a-c for single or multiple grant reporting)  Federal Cash (To report multiple grants, also use FFR attachment):');
  L('b', 'Cash Disbursements', d(F.b));
  L('c', 'Cash on Hand (line a minus b)', d(F.c));
  L('d', 'Total Federal funds authorized', d(F.d), '(Use lines d-o for single grant reporting)  Federal Expenditures and Unobligated Balance:');
  L('e', 'Federal share of expenditures', d(F.e));
  L('f', 'Federal share of unliquidated obligations', d(F.f));
  L('g', 'Total Federal share (sum of lines e and f)', d(F.g));
  L('h', 'Unobligated balance of Federal funds (line d minus g)', d(F.h));
  L('i', 'Total recipient share required', d(F.i), 'Recipient Share:');
  L('j', 'Recipient share of expenditures', d(F.j));
  L('k', 'Remaining recipient share to be provided (line i minus j)', d(F.k));
  L('l', 'Total Federal program income earned', d(F.l), 'Program Income:');
  L('m', 'Program income expended in accordance with the deduction alternative', d(F.m));
  L('n', 'Program income expended in accordance with the addition alternative', d(F.n));
  L('o', 'Unexpended program income (line l minus line m or line n)', d(F.o));
  // 11 indirect expense
  box(30, y, 535, 14); lab('11. Indirect Expense', 34, y + 4, { bold: true, size: 8 }); y += 14;
  const ic = [30, 100, 150, 215, 280, 360, 440, 565];
  const heads = ['a. Type', 'b. Rate', 'c. Period From', 'Period To', 'd. Base', 'e. Amount Charged', 'f. Federal Share'];
  heads.forEach((h, i) => { box(ic[i], y, ic[i + 1] - ic[i], 16); lab(h, ic[i] + 3, y + 5, { size: 7, w: ic[i + 1] - ic[i] - 4 }); });
  y += 16;
  const irow = ['Provisional', `${(A.rate * 100).toFixed(2)}%`, F.from, F.end, d(A.base), d(A.indCum), d(A.indCum)];
  irow.forEach((h, i) => { box(ic[i], y, ic[i + 1] - ic[i], 16); doc.font('R').fontSize(8).text(h, ic[i] + 3, y + 5, { width: ic[i + 1] - ic[i] - 6, align: i >= 4 ? 'right' : 'left', lineBreak: false }); });
  y += 16;
  box(30, y, 250, 16); lab('g. Totals:', 34, y + 5, { bold: true, size: 7.5 });
  [[280, 360, d(A.base)], [360, 440, d(A.indCum)], [440, 565, d(A.indCum)]].forEach(([a, b, t]) => { box(a, y, b - a, 16); doc.font('B').fontSize(8).text(t, a + 3, y + 5, { width: b - a - 6, align: 'right', lineBreak: false }); });
  y += 16;
  box(30, y, 535, 44); lab('12. Remarks: Attach any explanations deemed necessary or information required by Federal sponsoring agency in compliance with governing legislation:', 34, y + 3, { size: 7 });
  doc.font('R').fontSize(8).text('Indirect costs charged at the provisional rate on the modified total direct cost (MTDC) base, which excludes equipment. Expenditures converted from JD at the pegged rate of JD 0.709 per US$ 1. Recipient share consists of in-kind training venues and staff time.', 34, y + 14, { width: 525 });
  y += 44;
  box(30, y, 535, 28); lab('13. Certification: By signing this report, I certify to the best of my knowledge and belief that the report is true, complete, and accurate, and the expenditures,', 34, y + 3, { size: 6.5 });
  lab('disbursements and cash receipts are for the purposes and intent set forth in the award documents.', 34, y + 12, { size: 6.5 });
  y += 28;
  box(30, y, 300, 30); lab('a. Typed or Printed Name and Title of Authorized Certifying Official', 34, y + 3, { size: 7 }); lab(`${F.certifier}, ${F.title}`, 34, y + 16, { size: 9 });
  box(330, y, 235, 30); lab('c. Telephone (Area code, number and extension)', 334, y + 3, { size: 7 }); lab('+962 6 461 7720 ext. 204', 334, y + 16, { size: 9 });
  y += 30;
  box(30, y, 300, 30); lab('b. Signature of Authorized Certifying Official', 34, y + 3, { size: 7 }); lab('/s/ R. Haddad', 34, y + 16, { size: 9 });
  box(330, y, 235, 30); lab('d. Email address', 334, y + 3, { size: 7 }); lab('finance@ammanlink.org.jo', 334, y + 16, { size: 9 });
  y += 30;
  box(330, y, 235, 28); lab('e. Date Report Submitted (Month, Day, Year)', 334, y + 3, { size: 7 }); lab(F.submitted, 334, y + 15, { size: 9 });
  box(30, y, 300, 28); lab('14. Agency use only:', 34, y + 3, { size: 7 });
  doc.font('R').fontSize(6.5).text('Standard Form 425 – Revised 11/01/2024. OMB Approval Number: 4040-0014', 30, 800, { width: 535, lineBreak: false });
  await end();
}

// ---------------------------------------------------------------- budget vs actual
export async function bvaXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'ALCD Finance';
  const NUMF = '#,##0.00;(#,##0.00);"-"';
  const ws = wb.addWorksheet('Budget vs Actual');
  ws.columns = [{ width: 34 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 10 }];
  [['Amman Link for Community Development', true], [`Sanad Livelihoods Project – Cooperative Agreement No. ${A.ffr.grant}`, true], ['Budget vs Actual by Object Class Category – quarter ended December 31, 2025', false], ['Award period 10/01/2024 – 09/30/2027. Amounts in US$ (federal share only).', false]]
    .forEach(([t, b], i) => { ws.mergeCells(i + 1, 1, i + 1, 7); ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = { bold: b, size: b ? 12 : 10 }; });
  const hr = 6;
  ['Object Class Category', 'Approved Budget (total award)', 'Prior Periods (10/01/2024 – 09/30/2025)', 'This Quarter (Oct–Dec 2025)', 'Cumulative to Date', 'Remaining Budget', '% Spent'].forEach((h, i) => { const c = ws.getCell(hr, i + 1); c.value = h; styleHeader(c); });
  ws.getRow(hr).height = 45;
  let r = hr + 1;
  const first = r;
  const put = (label, b, p, q, bold) => {
    ws.getCell(r, 1).value = label;
    ws.getCell(r, 2).value = b; ws.getCell(r, 3).value = p; ws.getCell(r, 4).value = q;
    ws.getCell(r, 5).value = F(`C${r}+D${r}`, Math.round((p.result ?? p) * 100 + (q.result ?? q) * 100) / 100);
    const cum = ws.getCell(r, 5).value.result ?? ws.getCell(r, 5).value;
    ws.getCell(r, 6).value = F(`B${r}-E${r}`, Math.round(((b.result ?? b) - cum) * 100) / 100);
    ws.getCell(r, 7).value = F(`E${r}/B${r}`, cum / (b.result ?? b));
    for (let c = 2; c <= 6; c++) ws.getCell(r, c).numFmt = NUMF;
    ws.getCell(r, 7).numFmt = '0.0%';
    if (bold) for (let c = 1; c <= 7; c++) ws.getCell(r, c).font = { bold: true };
    r++;
  };
  for (const b of A.bva) put(b[0], b[1], b[2], b.q);
  const last = r - 1;
  const tdRow = r;
  put('i. Total Direct Charges', F(`SUM(B${first}:B${last})`, A.tdBud), F(`SUM(C${first}:C${last})`, A.tdPrior), F(`SUM(D${first}:D${last})`, A.tdQ), true);
  const eq = first + 3;
  const indRow = r;
  put(`j. Indirect Charges (${(A.rate * 100).toFixed(1)}% of MTDC)`, A.indBud, F(`ROUND(0.184*(C${tdRow}-C${eq}),2)`, A.indPrior), A.indQ);
  put('k. TOTAL', F(`B${tdRow}+B${indRow}`, A.award), F(`C${tdRow}+C${indRow}`, A.totPrior), F(`D${tdRow}+D${indRow}`, A.totQ), true);
  r += 1;
  ws.getCell(r, 1).value = 'Category g. Construction is not used under this award. MTDC excludes equipment. Indirect for the quarter is the sum of the monthly charges (see sheet "Q4 by Month").';
  ws.getCell(r, 1).font = { italic: true, size: 9 };
  // monthly sheet
  const m = wb.addWorksheet('Q4 by Month');
  m.columns = [{ width: 34 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 16 }];
  m.getCell('A1').value = 'Sanad Livelihoods Project – expenditure by month, October–December 2025 (US$)'; m.getCell('A1').font = { bold: true, size: 12 };
  ['Object Class Category', 'October 2025', 'November 2025', 'December 2025', 'Quarter Total'].forEach((h, i) => { const c = m.getCell(3, i + 1); c.value = h; styleHeader(c); });
  let q = 4;
  for (const b of A.bva) {
    m.getCell(q, 1).value = b[0];
    b[3].forEach((v, i) => { m.getCell(q, i + 2).value = v; m.getCell(q, i + 2).numFmt = NUMF; });
    m.getCell(q, 5).value = F(`SUM(B${q}:D${q})`, b.q); m.getCell(q, 5).numFmt = NUMF;
    q++;
  }
  const mtd = q;
  m.getCell(q, 1).value = 'Total Direct Charges';
  ['B', 'C', 'D', 'E'].forEach((col, i) => { const c = m.getCell(q, i + 2); c.value = F(`SUM(${col}4:${col}${q - 1})`, i < 3 ? A.tdMonth[i] : A.tdQ); c.numFmt = NUMF; c.font = { bold: true }; });
  m.getCell(q, 1).font = { bold: true };
  q++;
  m.getCell(q, 1).value = 'Indirect Charges (18.4% of MTDC)';
  ['B', 'C', 'D'].forEach((col, i) => { const c = m.getCell(q, i + 2); c.value = F(`ROUND(0.184*(${col}${mtd}-${col}7),2)`, A.indMonth[i]); c.numFmt = NUMF; });
  m.getCell(q, 5).value = F(`SUM(B${q}:D${q})`, A.indQ); m.getCell(q, 5).numFmt = NUMF;
  q++;
  m.getCell(q, 1).value = 'Total';
  ['B', 'C', 'D', 'E'].forEach((col, i) => { const c = m.getCell(q, i + 2); c.value = F(`${col}${mtd}+${col}${mtd + 1}`, i < 3 ? Math.round((A.tdMonth[i] + A.indMonth[i]) * 100) / 100 : A.totQ); c.numFmt = NUMF; c.font = { bold: true }; });
  m.getCell(q, 1).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Arab Bank CSV
export function bankCsv(file) {
  const q = (s) => `"${s}"`;
  const amt = (v) => (v ? q(fmt(v, 3)) : '');
  let bal = A.bankOpen;
  const L = [
    q('Arab Bank PLC - Account Statement'),
    `${q('Account Name')},${q('AMMAN LINK FOR COMMUNITY DEVELOPMENT')}`,
    `${q('Account Number')},${q('0118-624937-500')}`,
    `${q('IBAN')},${q('JO71ARAB1180000000118624937500')}`,
    `${q('Currency')},${q('JOD')}`,
    `${q('Statement Period')},${q('01/12/2025 - 31/12/2025')}`,
    `${q('Opening Balance')},${q(fmt(A.bankOpen, 3))}`,
    `${q('Closing Balance')},${q(fmt(A.bankClose, 3))}`,
    '',
    ['Posting Date', 'Value Date', 'Description', 'Reference', 'Debit', 'Credit', 'Balance'].map(q).join(','),
  ];
  for (const [pd, vd, desc, ref, dr, cr] of A.bank) {
    bal = Math.round((bal - (dr || 0) + (cr || 0)) * 1000) / 1000;
    L.push([q(pd), q(vd), q(desc), q(ref), amt(dr), amt(cr), q(fmt(bal, 3))].join(','));
  }
  if (Math.abs(bal - A.bankClose) > 0.0005) throw new Error('bank does not run to the closing balance');
  fs.writeFileSync(file, L.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- board minutes
export async function minutesDocx(file) {
  const M = A.mtg, B = A.bud;
  const n = (v) => fmt(v, 0);
  const ch = [
    P('AMMAN LINK FOR COMMUNITY DEVELOPMENT', { bold: true, size: 14 }),
    P(`Minutes of the Meeting of the Board of Directors held on ${M.date}`, { bold: true, size: 12 }),
    P('Venue: ALCD offices, Jabal Amman, 5:30 pm'),
    P([{ text: 'Present: ', bold: true }, { text: `${M.chair} (Chair), ${M.treasurer} (Treasurer), ${M.second}, Khaled Abu Rumman, ${M.secretary} (Secretary).` }]),
    P([{ text: 'In attendance: ', bold: true }, { text: `${M.ed} (Executive Director), ${M.fd} (Finance Director).` }]),
    P([{ text: 'Apologies: ', bold: true }, { text: 'Nadia Shami.' }]),
    P('1. Minutes of the previous meeting', { bold: true }),
    P('The minutes of the meeting of 21 September 2025 were approved without amendment.'),
    P('2. Finance Director\'s report', { bold: true }),
    P('The Finance Director reported that the second tranche of the EU Green Jobs grant (EUR 45,000) had been received, and that the USAID advance for the Oct–Dec quarter had been received. Year-end closing will be completed by 31 January 2026 and the audit fieldwork is scheduled for February.'),
    P('3. Indirect cost and fringe benefit rates', { bold: true }),
    P('The Finance Director presented the rates negotiated with USAID\'s Office of Cost, Audit and Support for the Sanad project:'),
    T([
      ['Rate', 'Type', 'Rate %', 'Base', 'Period'],
      ['Indirect (overhead)', 'Provisional', '18.40%', 'Modified total direct costs (MTDC)', '01/01/2025 until amended'],
      ['Fringe benefits', 'Provisional', `${M.fringe.toFixed(2)}%`, 'Salaries and wages', '01/01/2025 until amended'],
      ['Indirect (overhead) – proposed final', 'Final (proposed)', `${M.finalFY24.toFixed(2)}%`, 'MTDC', 'Year ended 31/12/2024'],
    ], { widths: [2600, 1500, 1000, 2400, 1900], numCols: [2] }),
    P(''),
    P('The Board noted that the proposed final rate for 2024 is below the provisional rate and that an adjustment will be credited to USAID once the final rate is agreed.'),
    P('4. Budget for 2026', { bold: true }),
    P('The Treasurer presented the proposed budget for 2026 (amounts in JD):'),
    T([
      ['', '2025 Approved Budget', '2026 Budget'],
      ['Revenue', '', ''],
      ...B.rev.map(([l, a, b]) => [l, n(a), n(b)]),
      ['Total revenue', n(B.revTot[0]), n(B.revTot[1])],
      ['Expenditure', '', ''],
      ...B.exp.map(([l, a, b]) => [l, n(a), n(b)]),
      ['Total expenditure', n(B.expTot[0]), n(B.expTot[1])],
      ['Surplus', n(B.surplus[0]), n(B.surplus[1])],
    ], { widths: [4200, 2200, 2200], numCols: [1, 2], boldRows: [1, 8, 9, 15, 16] }),
    P(''),
    P(`Resolution: The budget for 2026 was approved. Moved by ${M.treasurer}, seconded by ${M.second}; carried unanimously.`),
    P('5. Salary scale', { bold: true }),
    P(`The Board approved a cost-of-living increase of ${M.raise}% to the salary scale with effect from 1 January 2026, within the 2026 budget.`),
    P('6. Bank signatories and payment controls', { bold: true }),
    P(`Payments above JD ${fmt(M.twoSig, 0)} require two signatures, one of whom must be the Chair or the Treasurer. The petty cash float is set at JD ${M.pettyCash}.`),
    P('7. Date of next meeting', { bold: true }),
    P(`The next meeting of the Board will be held on ${M.next}.`),
    P(''),
    P(`${M.secretary}, Secretary                    ${M.chair}, Chair`),
  ];
  await writeDocx(file, ch, { title: `Board Minutes ${M.date}`, creator: M.secretary });
}

// ---------------------------------------------------------------- receipt photo
export async function receiptPhoto(file) {
  const R = A.rc;
  const lines = [
    { t: R.store, size: 34, bold: true, center: true },
    { t: '& OFFICE SUPPLIES', size: 26, bold: true, center: true },
    { t: 'Wasfi Al-Tal St., Amman - Jordan', size: 22, center: true },
    { t: 'Tel: 06 553 1842', size: 22, center: true },
    { t: `Tax No: ${R.taxNo}`, size: 22, center: true },
    { gap: 8 },
    { t: 'TAX INVOICE (CASH)', size: 26, bold: true, center: true },
    { cols: [`Inv No: ${R.no}`, `${R.date} ${R.time}`], size: 22 },
    { t: 'Customer: Amman Link for Comm. Dev.', size: 22 },
    { rule: true },
    { table: true, cols: ['Item', 'Qty x Price', 'Amount'], size: 22, bold: true },
    { rule: true },
    ...R.items.map(([nme, qty, p], i) => ({ table: true, cols: [nme, `${qty} x ${fmt(p, 3)}`, fmt(R.lines[i], 3)], size: 22 })),
    { rule: true },
    { cols: ['Subtotal', fmt(R.sub, 3)], size: 24 },
    { cols: ['Sales Tax 16%', fmt(R.tax, 3)], size: 24 },
    { cols: ['TOTAL JD', fmt(R.total, 3)], size: 30, bold: true },
    { gap: 6 },
    { cols: ['Paid VISA ****3381', fmt(R.total, 3)], size: 22 },
    { cols: ['Items', String(R.count)], size: 22 },
    { gap: 12 },
    { t: 'Thank you for shopping with us', size: 22, center: true },
    { t: 'Goods sold are not returnable after 7 days', size: 19, center: true },
  ];
  await photoDocument(file, lines, { width: 820, height: 960, angle: 1.1, seed: 118, format: 'jpeg', mono: true, margin: 50, noise: 20, tableX: [50, 600, 770] });
}
