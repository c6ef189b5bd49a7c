// Tumaini Lakeside Community Initiative (Kisumu): audited statements (pdf), QuickBooks Online budget vs actuals
// by class (xlsx), M-Pesa paybill statement (csv), board minutes (docx), donor report (pdf), hardware receipt (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { KE as K } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { mk, acc0 } from './pdfx.mjs';
import { P, T, writeDocx, fmt, MONTHS } from './office.mjs';
import { photoDocument } from './photo.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const ksh = (v) => `KSh ${fmt(v, 0)}`;
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const ord = (d) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const longOrd = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${ord(d)} ${MONTHS[m - 1]} ${y}`; };
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };

// ---------------------------------------------------------------- audited financial statements FY2024/25
export async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Audited Financial Statements for the year ended 30 June 2025', author: 'Oloo Kiprono & Associates', margin: 50 });
  const X = mk(doc, { left: 50, width: 495 });
  const hdr = () => X.header(['TUMAINI LAKESIDE COMMUNITY INITIATIVE', 'Annual Report and Financial Statements for the year ended 30 June 2025']);
  let page = 1;
  const next = () => { X.pageNo(String(page++)); doc.addPage(); hdr(); };
  // p1 cover
  doc.font('B').fontSize(18).text('TUMAINI LAKESIDE COMMUNITY INITIATIVE', 50, 150, { width: 495, align: 'center' });
  doc.font('R').fontSize(10).text('(TLCI)', { width: 495, align: 'center' });
  doc.moveDown(0.5);
  doc.text('Registered under the Non-Governmental Organizations Co-ordination Act, 1990', { width: 495, align: 'center' });
  doc.text('Registration No. OP.218/051/2011/0419/6877', { width: 495, align: 'center' });
  doc.moveDown(3);
  doc.font('B').fontSize(14).text('ANNUAL REPORT AND AUDITED FINANCIAL STATEMENTS', { width: 495, align: 'center' });
  doc.font('B').fontSize(12).text('FOR THE YEAR ENDED 30 JUNE 2025', { width: 495, align: 'center' });
  doc.moveDown(2);
  doc.font('R').fontSize(10).text('Prepared in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs)', 90, doc.y, { width: 415, align: 'center' });
  doc.moveDown(12);
  doc.font('R').fontSize(9).text('Nyalenda B, off Ring Road, P.O. Box 4321 - 40100, Kisumu, Kenya', 50, doc.y, { width: 495, align: 'center' });
  next();
  // p2 contents and organisation information
  X.H('CONTENTS', 11);
  for (const [t, p] of [['Organisation information', 2], ["Statement of Board members' responsibilities", 3], ['Report of the independent auditor', 3], ['Statement of income and expenditure', 5], ['Statement of financial position', 6], ['Statement of changes in funds', 7], ['Statement of cash flows', 8], ['Notes to the financial statements', '9 - 12']]) {
    const y = doc.y; doc.font('R').fontSize(9).text(t, 60, y, { lineBreak: false }); doc.text(String(p), 480, y, { width: 60, align: 'right', lineBreak: false }); doc.y = y + 14;
  }
  doc.moveDown(1.5);
  X.H('ORGANISATION INFORMATION', 11);
  const info = [
    ['Board of Directors', `${K.people.chair} - Chairperson\n${K.people.treasurer} - Treasurer\n${K.people.secretary} - Secretary\nDr. Benard Omondi Were - Member\nGrace Nyambura Kamau - Member\nHassan Juma Mwinyi - Member\nRev. Peter Okoth Ogola - Member`],
    ['Executive Director', `${K.people.ed}`],
    ['Registered office', 'Nyalenda B, off Ring Road\nP.O. Box 4321 - 40100\nKisumu, Kenya'],
    ['KRA PIN', 'P051297734N'],
    ['Principal bankers', 'Equity Bank (Kenya) Limited, Kisumu Branch\nKCB Bank Kenya Limited, Kisumu Branch'],
    ['Independent auditor', `${K.auditor}\nCertified Public Accountants (Kenya)\nAchieng Oneko Road, P.O. Box 2210 - 40100, Kisumu`],
  ];
  for (const [k, v] of info) {
    const y = doc.y;
    doc.font('B').fontSize(9).text(k, 60, y, { width: 140 });
    doc.font('R').fontSize(9).text(v, 210, y, { width: 330 });
    doc.y = Math.max(doc.y, y + 12) + 6;
  }
  next();
  // p3 responsibilities and auditor's report
  X.H("STATEMENT OF BOARD MEMBERS' RESPONSIBILITIES", 11);
  X.para('The Board of Directors is responsible for the preparation and fair presentation of financial statements that give a true and fair view of the financial position of Tumaini Lakeside Community Initiative as at the end of the financial year and of its income and expenditure for that year, in accordance with the IFRS for SMEs. The Board is also responsible for such internal control as it determines necessary to enable the preparation of financial statements that are free from material misstatement, whether due to fraud or error.');
  X.para('The Board accepts responsibility for the annual financial statements, which have been prepared using appropriate accounting policies supported by reasonable and prudent judgements and estimates. Nothing has come to the attention of the Board to indicate that the organisation will not remain a going concern for at least the next twelve months from the date of this statement.');
  X.para(`Approved by the Board of Directors on 20 September 2025 and signed on its behalf by:\n\n${K.people.chair}, Chairperson                    ${K.people.treasurer}, Treasurer`);
  doc.moveDown(1);
  X.H('REPORT OF THE INDEPENDENT AUDITOR TO THE MEMBERS OF TUMAINI LAKESIDE COMMUNITY INITIATIVE', 10);
  X.H('Opinion', 9.5);
  X.para('We have audited the accompanying financial statements of Tumaini Lakeside Community Initiative, set out on pages 5 to 12, which comprise the statement of financial position as at 30 June 2025, the statement of income and expenditure, the statement of changes in funds and the statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies.');
  X.para('In our opinion, the accompanying financial statements give a true and fair view of the financial position of Tumaini Lakeside Community Initiative as at 30 June 2025, and of its financial performance and its cash flows for the year then ended in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities.');
  X.H('Basis for opinion', 9.5);
  X.para('We conducted our audit in accordance with International Standards on Auditing (ISAs). We are independent of the organisation in accordance with the International Ethics Standards Board for Accountants\' Code of Ethics for Professional Accountants together with the ethical requirements that are relevant to our audit in Kenya, and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.');
  next();
  X.H('Other matter', 9.5);
  X.para('Donor-funded projects are also subject to separate expenditure verification under the terms of the respective grant agreements. This report is made solely to the members of the organisation as a body.');
  X.H("Auditor's responsibilities", 9.5);
  X.para('Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor\'s report that includes our opinion. Reasonable assurance is a high level of assurance, but is not a guarantee that an audit conducted in accordance with ISAs will always detect a material misstatement when it exists.');
  doc.moveDown(1);
  X.para(`The engagement partner responsible for the audit resulting in this independent auditor's report is CPA Daniel Kiprono Oloo, Practising Certificate No. P/1842.\n\nFor and on behalf of ${K.auditor}\nCertified Public Accountants (Kenya)\nKisumu\n\nDate: ${dmy(K.auditDate)}`);
  next();

  // p5 statement of income and expenditure
  X.H('STATEMENT OF INCOME AND EXPENDITURE', 12);
  X.para('For the year ended 30 June 2025', 9);
  const ax = [322, 397, 472, 547];
  X.colHead(ax, ['Unrestricted\nfunds\n2025\nKshs', 'Restricted\nfunds\n2025\nKshs', 'Total\n\n2025\nKshs', 'Total\n\n2024\nKshs'], { colW: 72, noteX: 250 });
  const grantRows = K.grants.map((g) => ({ label: g.line, indent: 1, note: 3, vals: [0, g.inc[0], g.inc[0], g.inc[1]] }));
  const unrRows = K.unr.map((u) => ({ label: u.line, indent: 1, vals: [u.v[0], 0, u.v[0], u.v[1]] }));
  const expRows = K.exp.map((e, i) => ({ label: e.line, indent: 1, note: i === 3 ? 4 : i === 4 ? 6 : undefined, vals: [e.u, e.r, e.t, e.t24] }));
  X.rows([
    { label: 'INCOME', bold: true },
    ...grantRows,
    ...unrRows,
    { label: 'Total income', bold: true, rule: true, vals: [K.unrInc[0], K.grantInc[0], K.income[0], K.income[1]] },
    { gap: 8 },
    { label: 'EXPENDITURE', bold: true },
    { label: 'Programme expenditure:', italic: true },
    ...expRows.slice(0, 3),
    { label: 'Support costs:', italic: true },
    ...expRows.slice(3),
    { label: 'Total expenditure', bold: true, rule: true, vals: [K.expU, K.expR, K.expTot[0], K.expTot[1]] },
    { gap: 8 },
    { label: 'SURPLUS FOR THE YEAR', bold: true, rule: true, double: true, vals: [K.surU, K.surR, K.surplus[0], K.surplus[1]] },
  ], { xs: ax, noteX: 254, colW: 72, size: 8.5, lineH: 15, width: 200 });
  doc.moveDown(1);
  X.para('The organisation is exempt from income tax under paragraph 10 of the First Schedule to the Income Tax Act (Cap. 470); no provision for taxation has been made. The notes on pages 9 to 12 form an integral part of these financial statements.', 8);
  next();

  // p6 statement of financial position
  X.H('STATEMENT OF FINANCIAL POSITION', 12);
  X.para('As at 30 June 2025', 9);
  const bx = [445, 545];
  X.colHead(bx, ['2025\nKshs', '2024\nKshs'], { colW: 90, noteX: 350 });
  const two = (a) => [a[0], a[1]];
  X.rows([
    { label: 'ASSETS', bold: true },
    { label: 'Non-current assets', italic: true },
    { label: 'Property and equipment', indent: 1, note: 6, vals: two(K.ppe) },
    { gap: 4 },
    { label: 'Current assets', italic: true },
    { label: 'Receivables and prepayments', indent: 1, vals: two(K.recv) },
    { label: 'Short-term deposits', indent: 1, note: 7, vals: two(K.depo) },
    { label: 'Cash and bank balances', indent: 1, note: 7, vals: two(K.cash) },
    { label: 'Total current assets', bold: true, rule: true, vals: two(K.curAssets) },
    { gap: 4 },
    { label: 'TOTAL ASSETS', bold: true, rule: true, double: true, vals: two(K.totAssets) },
    { gap: 10 },
    { label: 'FUNDS AND LIABILITIES', bold: true },
    { label: 'Funds', italic: true },
    { label: 'Restricted funds', indent: 1, note: 3, vals: two(K.restr) },
    { label: 'Accumulated fund', indent: 1, vals: two(K.acc) },
    { label: 'Total funds', bold: true, rule: true, vals: two(K.funds) },
    { gap: 4 },
    { label: 'Current liabilities', italic: true },
    { label: 'Payables and accruals', indent: 1, note: 8, vals: two(K.pay) },
    { label: 'Statutory deductions payable', indent: 1, note: 8, vals: two(K.stat) },
    { label: 'Total current liabilities', bold: true, rule: true, vals: two(K.curLiab) },
    { gap: 4 },
    { label: 'TOTAL FUNDS AND LIABILITIES', bold: true, rule: true, double: true, vals: two(K.fundsLiab) },
  ], { xs: bx, noteX: 354, colW: 90, size: 9, lineH: 15, width: 280 });
  doc.moveDown(1);
  X.para(`The financial statements on pages 5 to 12 were approved by the Board of Directors on 20 September 2025 and were signed on its behalf by:\n\n${K.people.chair}, Chairperson                    ${K.people.treasurer}, Treasurer`, 8.5);
  next();

  // p7 statement of changes in funds
  X.H('STATEMENT OF CHANGES IN FUNDS', 12);
  X.para('For the year ended 30 June 2025', 9);
  const fx = [345, 445, 545];
  X.colHead(fx, ['Restricted\nfunds\nKshs', 'Accumulated\nfund\nKshs', 'Total\n\nKshs'], { colW: 90 });
  X.rows([
    { label: 'Year ended 30 June 2024', bold: true },
    { label: 'At 1 July 2023', vals: [K.restr23, K.acc23, K.restr23 + K.acc23] },
    { label: 'Surplus for the year', vals: [K.surR24, K.surU24, K.surplus[1]] },
    { label: 'At 30 June 2024', bold: true, rule: true, vals: [K.restr[1], K.acc[1], K.funds[1]] },
    { gap: 12 },
    { label: 'Year ended 30 June 2025', bold: true },
    { label: 'At 1 July 2024', vals: [K.restr[1], K.acc[1], K.funds[1]] },
    { label: 'Surplus for the year', vals: [K.surR, K.surU, K.surplus[0]] },
    { label: 'At 30 June 2025', bold: true, rule: true, double: true, vals: [K.restr[0], K.acc[0], K.funds[0]] },
  ], { xs: fx, colW: 90, size: 9, lineH: 15, width: 200 });
  doc.moveDown(1);
  X.para('Restricted funds are grants received for specific projects and not yet spent; their movement by donor is set out in note 3. The accumulated fund comprises unrestricted surpluses available for the general purposes of the organisation.', 8.5);
  next();

  // p8 cash flows
  X.H('STATEMENT OF CASH FLOWS', 12);
  X.para('For the year ended 30 June 2025', 9);
  X.colHead(bx, ['2025\nKshs', '2024\nKshs'], { colW: 90 });
  const cf = (k) => [K.cf[0][k], K.cf[1][k]];
  X.rows([
    { label: 'Cash flows from operating activities', bold: true },
    { label: 'Surplus for the year', indent: 1, vals: cf('surplus') },
    { label: 'Adjustment for depreciation', indent: 1, vals: cf('dep') },
    { label: '(Increase)/decrease in receivables and prepayments', indent: 1, vals: cf('dRecv') },
    { label: 'Increase/(decrease) in payables and accruals', indent: 1, vals: cf('dPay') },
    { label: 'Increase in statutory deductions payable', indent: 1, vals: cf('dStat') },
    { label: 'Net cash from operating activities', bold: true, rule: true, vals: cf('op') },
    { gap: 6 },
    { label: 'Cash flows from investing activities', bold: true },
    { label: 'Purchase of property and equipment', indent: 1, vals: cf('ppe') },
    { label: 'Placement of short-term deposits', indent: 1, vals: cf('depo') },
    { label: 'Net cash used in investing activities', bold: true, rule: true, vals: cf('inv') },
    { gap: 6 },
    { label: 'Net increase/(decrease) in cash and bank balances', bold: true, vals: cf('net') },
    { label: 'Cash and bank balances at 1 July', vals: [K.cash[1], K.cash23] },
    { label: 'Cash and bank balances at 30 June', bold: true, rule: true, double: true, vals: [K.cash[0], K.cash[1]] },
  ], { xs: bx, colW: 90, size: 9, lineH: 15, width: 300 });
  next();

  // p9 notes 1-3
  X.H('NOTES TO THE FINANCIAL STATEMENTS', 12);
  X.para('For the year ended 30 June 2025', 9);
  X.H('1. General information', 9.5);
  X.para('Tumaini Lakeside Community Initiative is a community-based non-governmental organisation working in Nyalenda, Manyatta and Obunga in Kisumu County. It runs a safe water and sanitation programme (Maji Safi) with community water kiosks, a youth livelihoods programme (Vijana Biashara) and a maternal and child health programme (Mama na Mtoto) delivered through community health volunteers (CHVs).');
  X.H('2. Significant accounting policies', 9.5);
  X.para('(a) Basis of preparation. The financial statements are prepared under the historical cost convention in accordance with the IFRS for SMEs and are presented in Kenya Shillings (Kshs), rounded to the nearest shilling.');
  X.para('(b) Income. Grants are recognised as income in the restricted fund when received or when the organisation becomes entitled to them; donations, water kiosk sales and fees are recognised as unrestricted income when received. Restricted funds unspent at the year end are carried forward in the restricted funds.');
  X.para('(c) Property and equipment are stated at cost less accumulated depreciation, charged on a straight-line basis at 12.5% (furniture), 25% (motor cycles and water kiosk equipment) and 33.3% (computers) per annum.');
  X.H('3. Grants and restricted funds by donor', 9.5);
  X.para('Year ended 30 June 2025', 8.5);
  const gx = [318, 394, 470, 545];
  const gTable = (k) => {
    const rows = K.grants.map((g) => (k === 0 ? [g.b0, g.inc[0], -g.exp, g.b1] : [g.b23, g.inc[1], -g.exp24, g.b0]));
    X.rows([
      ...K.grants.map((g, i) => ({ label: g.name.replace(' – Department of Health', ''), vals: rows[i] })),
      { label: 'Total', bold: true, rule: true, vals: [0, 1, 2, 3].map((j) => sum(rows.map((r) => r[j]))) },
    ], { xs: gx, colW: 72, size: 8.5, lineH: 15, width: 200 });
  };
  X.colHead(gx, ['At\n1 July 2024\nKshs', 'Received\nin the year\nKshs', 'Expended\nin the year\nKshs', 'At\n30 June 2025\nKshs'], { colW: 72, labelHead: 'Donor' });
  gTable(0);
  doc.moveDown(0.6);
  X.para('The Mwangaza Foundation grant funds the Maji Safi project (Grant No. MF/KE/2024/017); the Rotary Club of Kisumu Lakeside grant funded water tanks for schools, also within the water, sanitation and hygiene programme. The Lake Victoria Basin Trust funds Vijana Biashara and the County Government of Kisumu (Department of Health) funds Mama na Mtoto.', 8);
  next();
  X.H('3. Grants and restricted funds by donor (continued)', 9.5);
  X.para('Year ended 30 June 2024', 8.5);
  X.colHead(gx, ['At\n1 July 2023\nKshs', 'Received\nin the year\nKshs', 'Expended\nin the year\nKshs', 'At\n30 June 2024\nKshs'], { colW: 72, labelHead: 'Donor' });
  gTable(1);
  doc.moveDown(1);
  X.H('4. Administration and governance', 9.5);
  X.colHead(bx, ['2025\nKshs', '2024\nKshs'], { colW: 90 });
  X.rows([
    ...K.admin.map((a) => ({ label: a[0], indent: 1, vals: [a[1], a[2]] })),
    { label: 'Total', bold: true, rule: true, vals: K.adminTot },
  ], { xs: bx, colW: 90, size: 9, lineH: 14, width: 300 });
  doc.moveDown(1);
  X.H('5. Staff costs', 9.5);
  X.colHead(bx, ['2025\nKshs', '2024\nKshs'], { colW: 90 });
  X.rows([
    ...K.staffCosts.map((a) => ({ label: a[0], indent: 1, vals: [a[1], a[2]] })),
    { label: 'Total staff costs', bold: true, rule: true, vals: K.staffTot },
  ], { xs: bx, colW: 90, size: 9, lineH: 14, width: 300 });
  doc.moveDown(0.5);
  X.para(`Staff costs are included in programme expenditure and in administration and governance. The number of employees at 30 June 2025 was ${K.staffN[0]} (2024: ${K.staffN[1]}). Key management personnel (the Executive Director, the Programme Manager and the Finance and Administration Manager) received total compensation of Kshs ${fmt(K.kmp[0], 0)} (2024: Kshs ${fmt(K.kmp[1], 0)}). Board members serve without remuneration; board expenses are sitting allowances and travel.`, 8.5);
  next();
  X.H('6. Property and equipment', 9.5);
  X.colHead(bx, ['2025\nKshs', '2024\nKshs'], { colW: 90 });
  X.rows([
    { label: 'Net book value at 1 July', indent: 1, vals: [K.ppe[1], K.ppe23] },
    { label: 'Additions', indent: 1, vals: K.ppeAdd },
    { label: 'Depreciation charge for the year', indent: 1, vals: [-K.dep[0], -K.dep[1]] },
    { label: 'Net book value at 30 June', bold: true, rule: true, vals: K.ppe },
  ], { xs: bx, colW: 90, size: 9, lineH: 14, width: 300 });
  doc.moveDown(0.4);
  X.para('Additions in the year were two water kiosk pumps and tanks, a motor cycle for the Mama na Mtoto outreach and four laptops.', 8.5);
  X.H('7. Cash and bank balances and short-term deposits', 9.5);
  X.colHead(bx, ['2025\nKshs', '2024\nKshs'], { colW: 90 });
  X.rows([
    ...K.cashAcc.map((a) => ({ label: a[0], indent: 1, vals: [a[1], a[2]] })),
    { label: 'Cash and bank balances', bold: true, rule: true, vals: K.cash },
  ], { xs: bx, colW: 90, size: 9, lineH: 14, width: 300 });
  doc.moveDown(0.4);
  X.para(`Short-term deposits of Kshs ${fmt(K.depo[0], 0)} (2024: Kshs ${fmt(K.depo[1], 0)}) are a fixed deposit with KCB Bank Kenya Limited maturing within twelve months.`, 8.5);
  X.H('8. Payables and statutory deductions', 9.5);
  X.para(`Payables and accruals include audit fees of Kshs ${fmt(K.admin[2][1], 0)} (2024: Kshs ${fmt(K.admin[2][2], 0)}). Statutory deductions payable are PAYE, NSSF, SHIF and the Affordable Housing Levy for June, paid in July.`, 8.5);
  X.H('9. Related parties and events after the reporting date', 9.5);
  X.para('There were no transactions with board members other than sitting allowances and travel reimbursements. No events have occurred after the reporting date that require adjustment to, or disclosure in, these financial statements.', 8.5);
  X.pageNo(String(page));
  await end();
}

// ---------------------------------------------------------------- QuickBooks Online budget vs actuals by class
export async function qboXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online';
  const ws = wb.addWorksheet('Budget vs. Actuals');
  const C = K.classes;
  const ncol = 1 + 4 * (C.length + 1);
  ws.getColumn(1).width = 38;
  for (let c = 2; c <= ncol; c++) ws.getColumn(c).width = 14;
  const title = (r, t, size, bold) => { ws.mergeCells(r, 1, r, ncol); const cell = ws.getCell(r, 1); cell.value = t; cell.font = { size, bold }; cell.alignment = { horizontal: 'center' }; };
  title(1, 'Tumaini Lakeside Community Initiative', 14, true);
  title(2, 'Budget vs. Actuals: FY2025/26 Annual Budget - FY26 P&L Classes', 12, true);
  title(3, 'July 2025 - March 2026', 10, false);
  const r5 = 5, r6 = 6;
  [...C.map((c) => c.name), 'Total'].forEach((name, i) => {
    const c0 = 2 + i * 4;
    ws.mergeCells(r5, c0, r5, c0 + 3);
    const cell = ws.getCell(r5, c0); cell.value = name; cell.font = { bold: true }; cell.alignment = { horizontal: 'center' };
    ['Actual', 'Budget', 'over Budget', '% of Budget'].forEach((h, j) => { const x = ws.getCell(r6, c0 + j); x.value = h; x.font = { bold: true }; x.alignment = { horizontal: 'center', wrapText: true }; x.border = { bottom: { style: 'thin' } }; });
  });
  let r = 7;
  const NUM = '#,##0.00;-#,##0.00';
  const put = (label, indent, vals, { bold, top } = {}) => {
    const a = ws.getCell(r, 1); a.value = label; a.alignment = { indent }; if (bold) a.font = { bold: true };
    if (vals) {
      const groups = [...C.map((c) => vals[c.key]), vals.all];
      groups.forEach((g, i) => {
        if (!g) return;
        const [act, bud] = g;
        const c0 = 2 + i * 4;
        const cells = [act, bud, Math.round((act - bud) * 100) / 100, bud ? act / bud : null];
        cells.forEach((v, j) => {
          if (v === null) return;
          const x = ws.getCell(r, c0 + j);
          x.value = v;
          x.numFmt = j === 3 ? '0.00 %' : NUM;
          if (bold) x.font = { bold: true };
          if (top) x.border = { top: { style: 'thin' } };
        });
      });
    }
    r++;
  };
  const b9 = (a) => a * 0.75;
  const accVals = (a) => { const o = {}; let act = 0, bud = 0; for (const c of C) if (a.v[c.key]) { o[c.key] = [a.v[c.key][0], b9(a.v[c.key][1])]; act += a.v[c.key][0]; bud += b9(a.v[c.key][1]); } o.all = [Math.round(act * 100) / 100, bud]; return o; };
  const addVals = (list) => { const o = {}; for (const key of [...C.map((c) => c.key), 'all']) { const parts = list.map((x) => x[key]).filter(Boolean); if (parts.length) o[key] = [Math.round(sum(parts.map((p) => p[0])) * 100) / 100, sum(parts.map((p) => p[1]))]; } return o; };
  const section = (accounts) => {
    const out = [];
    let i = 0;
    while (i < accounts.length) {
      const a = accounts[i];
      if (a.parent) {
        const kids = accounts.filter((x) => x.parent === a.parent);
        put(a.parent, 1);
        const vs = kids.map((k) => { const v = accVals(k); put(`${k.no} ${k.name}`, 2, v); return v; });
        const t = addVals(vs);
        put(`Total ${a.parent}`, 1, t, { bold: true, top: true });
        out.push(t);
        i += kids.length;
      } else { const v = accVals(a); put(`${a.no} ${a.name}`, 1, v); out.push(v); i++; }
    }
    return addVals(out);
  };
  put('Income', 0);
  const inc = section(K.qbo.income);
  put('Total Income', 0, inc, { bold: true, top: true });
  put('Gross Profit', 0, inc, { bold: true });
  put('Expenses', 0);
  const exp = section(K.qbo.expenses);
  put('Total Expenses', 0, exp, { bold: true, top: true });
  const diff = (a, b) => { const o = {}; for (const key of Object.keys({ ...a, ...b })) { const x = a[key] || [0, 0], y = b[key] || [0, 0]; o[key] = [Math.round((x[0] - y[0]) * 100) / 100, x[1] - y[1]]; } return o; };
  const noi = diff(inc, exp);
  put('Net Operating Income', 0, noi, { bold: true });
  put('Other Income', 0);
  const oth = section(K.qbo.other);
  put('Total Other Income', 0, oth, { bold: true, top: true });
  put('Net Other Income', 0, oth, { bold: true });
  const net = {}; for (const key of Object.keys(noi)) { const o = oth[key] || [0, 0]; net[key] = [Math.round((noi[key][0] + o[0]) * 100) / 100, noi[key][1] + o[1]]; }
  put('Net Income', 0, net, { bold: true, top: true });
  r += 2;
  ws.getCell(r, 1).value = 'Accrual Basis Saturday, 11 April 2026 09:42 AM GMT+03:00';
  ws.getCell(r, 1).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- M-Pesa paybill statement (csv, newest first)
export function mpesaCsv(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const t = (iso) => { const [d, h] = iso.split(' '); const [y, m, dd] = d.split('-'); return `${dd}-${m}-${y} ${h}`; };
  const minus = (iso, s) => { const [d, h] = iso.split(' '); const [hh, mm, ss] = h.split(':').map(Number); let x = hh * 3600 + mm * 60 + ss - s; const p = (n) => String(n).padStart(2, '0'); return `${d} ${p(Math.floor(x / 3600))}:${p(Math.floor((x % 3600) / 60))}:${p(x % 60)}`; };
  const phone = (name) => { let h = 0; for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) % 1000; return `2547******${String(h).padStart(3, '0')}`; };
  const money = (v) => fmt(v, 2);
  const lines = [];
  lines.push(['Account Holder:', 'TUMAINI LAKESIDE COMMUNITY INITIATIVE'].map(q).join(','));
  lines.push(['Short Code:', '891275'].map(q).join(','));
  lines.push(['Account:', 'Utility Account'].map(q).join(','));
  lines.push(['Time Period:', '01-03-2026 00:00:00 - 31-03-2026 23:59:59'].map(q).join(','));
  lines.push(['Opening Balance:', money(K.mp.open)].map(q).join(','));
  lines.push(['Closing Balance:', money(K.mp.close)].map(q).join(','));
  lines.push('');
  lines.push(['Receipt No.', 'Completion Time', 'Initiation Time', 'Details', 'Transaction Status', 'Paid In', 'Withdrawn', 'Balance', 'Balance Confirmed', 'Reason Type', 'Other Party Info', 'Linked Transaction ID', 'A/C No.'].map(q).join(','));
  const chargeName = { kplc: 'Pay Bill Charge', water: 'Pay Bill Charge', merch: 'Merchant Payment Charge', b2c: 'Business Payment Charge', bank: 'Funds Transfer to Bank Charge' };
  for (const row of [...K.mp.rows].reverse()) {
    let details, reason, other, acc = '';
    const ph = phone(row.party);
    switch (row.kind) {
      case 'don': details = `Pay Bill from ${ph} - ${row.party} Acc. DONATION`; reason = 'Pay Bill Online'; other = `${ph} - ${row.party}`; acc = 'DONATION'; break;
      case 'kiosk': details = `Pay Bill from ${ph} - ${row.party} Acc. ${row.acc}`; reason = 'Pay Bill Online'; other = `${ph} - ${row.party}`; acc = row.acc; break;
      case 'fee': details = `Business Pay Bill from 600452 - ${row.party} Acc. TRAINING FEES`; reason = 'Business Pay Bill'; other = `600452 - ${row.party}`; acc = 'TRAINING FEES'; break;
      case 'kplc': details = `Pay Bill to 888880 - ${row.party} Acc. ${row.acc}`; reason = 'Business Pay Bill'; other = `888880 - ${row.party}`; acc = row.acc; break;
      case 'water': details = `Pay Bill to 556677 - ${row.party} Acc. ${row.acc}`; reason = 'Business Pay Bill'; other = `556677 - ${row.party}`; acc = row.acc; break;
      case 'merch': details = `Merchant Payment to 5124786 - ${row.party}`; reason = 'Business Buy Goods'; other = `5124786 - ${row.party}`; break;
      case 'b2c': details = `Business Payment to ${ph} - ${row.party}`; reason = 'Business Payment'; other = `${ph} - ${row.party}`; acc = 'KIOSK ALLOWANCE MARCH'; break;
      case 'bank': details = `Funds Transfer to Bank - ${row.party} Acc. ${row.acc}`; reason = 'Funds Transfer to Bank'; other = `${row.party}`; acc = row.acc; break;
      case 'charge': details = chargeName[row.parent]; reason = chargeName[row.parent]; other = ''; break;
      default: throw new Error(row.kind);
    }
    const paid = row.amt > 0 ? money(row.amt) : '';
    const wd = row.amt < 0 ? `-${money(-row.amt)}` : '';
    lines.push([row.rc, t(row.when), t(minus(row.when, 2)), details, 'Completed', paid, wd, money(row.bal), 'true', reason, other, '', acc].map(q).join(','));
  }
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- board minutes, 11 April 2026 (docx)
export async function minutesDocx(file) {
  const M = K.mtg;
  const cls = K.classes;
  const rowsB = cls.map((c) => {
    const appr = K.q[c.key].expA, act = K.q[c.key].exp[0], rev = appr + M.revised[c.key];
    return [c.name, fmt(appr, 0), fmt(act, 0), `${((100 * act) / appr).toFixed(1)}%`, fmt(rev, 0)];
  });
  const apprT = sum(cls.map((c) => K.q[c.key].expA)), actT = sum(cls.map((c) => K.q[c.key].exp[0])), revT = apprT + sum(Object.values(M.revised));
  const n = (s, i) => `MIN. ${String(i).padStart(2, '0')}/TLCI/BOD/04/2026: ${s}`;
  const children = [
    P('TUMAINI LAKESIDE COMMUNITY INITIATIVE (TLCI)', { bold: true, align: 'center', size: 13 }),
    P(`MINUTES OF THE THIRD BOARD OF DIRECTORS' MEETING OF FY2025/26 HELD ON SATURDAY, ${longOrd(M.date).toUpperCase()} AT THE TLCI BOARDROOM, NYALENDA B, KISUMU, FROM 10:00 A.M.`, { bold: true, align: 'center' }),
    P('MEMBERS PRESENT', { bold: true }),
    T([['No.', 'Name', 'Designation'], ...M.present.map((p, i) => [String(i + 1), p, i === 0 ? 'Chairperson' : i === 1 ? 'Treasurer' : i === 2 ? 'Secretary' : 'Member'])], { widths: [700, 4300, 3000] }),
    P('IN ATTENDANCE', { bold: true, before: 120 }),
    P(`${K.people.ed} - Executive Director (Secretary to the Board, ex officio)`),
    P(`${K.people.fam} - Finance and Administration Manager (minutes)`),
    P('ABSENT WITH APOLOGY', { bold: true }),
    P(M.apologies.join(', ')),
    P('AGENDA', { bold: true }),
    ...['Preliminaries', 'Confirmation of minutes of the previous meeting', 'Matters arising', 'Finance report, July 2025 - March 2026', 'Donor reporting', 'Appointment of auditors for FY2025/26', 'Procurement', 'Administration', 'Bank signatories', 'A.O.B. and date of the next meeting'].map((a, i) => P(`${i + 1}. ${a}`, { indent: 360, after: 40 })),
    P(n('PRELIMINARIES', 1), { bold: true, before: 160 }),
    P('The Chairperson called the meeting to order at 10:12 a.m. with a word of prayer from Hassan Juma Mwinyi. Six of the seven directors being present, the quorum was confirmed.'),
    P(n('CONFIRMATION OF MINUTES', 2), { bold: true }),
    P('The minutes of the meeting held on 17th January 2026 were read and confirmed as a true record, having been proposed by Lilian Auma Okello and seconded by Dr. Benard Omondi Were.'),
    P(n('MATTERS ARISING', 3), { bold: true }),
    P('The Executive Director reported that the second tranche from the Mwangaza Foundation had been received on 20th January 2026 and that the County Government of Kisumu had released its third-quarter disbursement late, in March 2026.'),
    P(n('FINANCE REPORT, JULY 2025 - MARCH 2026', 4), { bold: true }),
    P(`The Treasurer, ${K.people.treasurer}, presented the budget against actual expenditure for the first nine months of the financial year as extracted from QuickBooks Online. Expenditure by project against the approved annual budget was as follows:`),
    T([['Project (class)', 'Approved budget FY2025/26 (KSh)', 'Actual Jul 2025 - Mar 2026 (KSh)', 'Utilisation', 'Revised budget FY2025/26 (KSh)'], ...rowsB, ['Total', fmt(apprT, 0), fmt(actT, 0), `${((100 * actT) / apprT).toFixed(1)}%`, fmt(revT, 0)]], { widths: [2600, 1600, 1600, 1100, 1600], numCols: [1, 2, 3, 4], boldRows: [5] }),
    P(''),
    P(`The Board noted that construction of water points under Maji Safi was ahead of schedule and RESOLVED to reallocate KSh ${fmt(M.realloc, 0)} within the Maji Safi budget from Training & Community Meetings to Construction - Water Points, subject to written approval by the Mwangaza Foundation; the Maji Safi total is unchanged. The Vijana Biashara budget was revised downwards by KSh ${fmt(-M.revised.vb, 0)} following the Lake Victoria Basin Trust's reduction of its third tranche, and the Core budget was increased by KSh ${fmt(M.revised.core, 0)} to cover the full-year insurance premium and higher bank charges.`),
    P(n('DONOR REPORTING', 5), { bold: true }),
    P('The Board reviewed the draft Maji Safi quarterly report for January - March 2026 and approved its submission to the Mwangaza Foundation by 30th April 2026, together with the request for the third tranche.'),
    P(n('APPOINTMENT OF AUDITORS FOR FY2025/26', 6), { bold: true }),
    P(`It was RESOLVED THAT ${K.auditor}, Certified Public Accountants, be re-appointed as auditors of the organisation for the year ending 30th June 2026 at a fee of KSh ${fmt(M.auditFee, 0)} exclusive of VAT. Proposed by ${M.auditMover}; seconded by ${M.auditSeconder}. Carried unanimously.`),
    P(n('PROCUREMENT', 7), { bold: true }),
    P(`The Board approved the purchase of two 10,000-litre water tanks for Nyalenda B Primary School at a total cost not exceeding Kshs ${fmt(M.tanksCap, 0)}, to be procured through three quotations. Plumbing materials bought from Kondele Hardware in March 2026 for kiosk repairs were noted.`),
    P(n('ADMINISTRATION', 8), { bold: true }),
    P(`(a) The petty cash float was raised from KSh ${fmt(M.pettyOld, 0)} to KSh ${fmt(M.pettyNew, 0)} with immediate effect.`),
    P(`(b) The monthly stipend of community health volunteers was increased from KSh ${fmt(M.chvOld, 0)} to KSh ${fmt(M.chvNew, 0)} with effect from 1st May 2026, in line with the County's revised CHV rate.`),
    P(n('BANK SIGNATORIES', 9), { bold: true }),
    P(`It was RESOLVED THAT ${K.people.fam} be added as a signatory to the Equity Bank Maji Safi project account, and that any two of the three signatories, one of whom must be a director, sign all payments.`),
    P(n('A.O.B. AND DATE OF THE NEXT MEETING', 10), { bold: true }),
    P(`There being no other business, the meeting ended at 1:25 p.m. The next meeting of the Board will be held on Saturday, ${longOrd(M.next)}.`),
    P('', { after: 400 }),
    T([['Chairperson', 'Secretary'], [`${K.people.chair}`, `${K.people.secretary}`], ['Signature: ....................', 'Signature: ....................'], ['Date: ....................', 'Date: ....................']], { widths: [4000, 4000] }),
  ];
  await writeDocx(file, children, { title: 'Board Minutes 11 April 2026', creator: K.people.fam });
}

// ---------------------------------------------------------------- Maji Safi Q3 donor report (pdf)
export async function donorReport(file) {
  const D = K.dr;
  const { doc, end } = newPdf(file, { title: 'Maji Safi Quarterly Report Q3 Year 2', author: 'Tumaini Lakeside Community Initiative', margin: 50 });
  const X = mk(doc, { left: 50, width: 495 });
  doc.font('B').fontSize(14).text('TUMAINI LAKESIDE COMMUNITY INITIATIVE', 50, 50, { width: 495, align: 'center' });
  doc.font('R').fontSize(9).text('Nyalenda B, off Ring Road, P.O. Box 4321 - 40100, Kisumu | info@tumaini-lakeside.or.ke', { width: 495, align: 'center' });
  doc.moveDown(1);
  doc.font('B').fontSize(13).text('QUARTERLY PROGRESS AND FINANCIAL REPORT', { width: 495, align: 'center' });
  doc.moveDown(0.8);
  const kv = [
    ['Project', 'Maji Safi kwa Wote - Safe Water for All (Nyalenda and Manyatta, Kisumu)'],
    ['Donor', 'Mwangaza Foundation'],
    ['Grant No.', D.grantNo],
    ['Grant year', 'Year 2 (1 July 2025 - 30 June 2026)'],
    ['Reporting period', 'Quarter 3 of Year 2: 1 January - 31 March 2026'],
    ['Date submitted', '24/04/2026'],
  ];
  for (const [k, v] of kv) { const y = doc.y; doc.font('B').fontSize(9).text(k, 60, y, { width: 120 }); doc.font('R').text(v, 190, y, { width: 350 }); doc.y = Math.max(doc.y, y + 12) + 3; }
  doc.moveDown(0.8);
  X.H('1. Summary of progress', 10.5);
  X.para(`During the quarter three new community water kiosks were completed and handed over to their management committees, bringing the number completed in Year 2 to ${D.kiosksCum} of the ${D.kiosksTarget} planned. ${D.chvs} community health volunteers received their monthly stipends in each month of the quarter and carried out household hygiene visits; handwashing stations were installed at one more school. Construction is ahead of schedule, which explains the high spending on the construction line.`);
  X.H('2. Indicators', 10.5);
  const ix = [330, 430, 530];
  X.colHead(ix, ['Year 2\ntarget', 'Achieved\nQ3', 'Achieved\nYear 2 to date'], { colW: 90, labelHead: 'Indicator' });
  X.rows([
    { label: 'Community water kiosks completed', vals: [String(D.kiosksTarget), String(D.kiosksQ3), String(D.kiosksCum)] },
    { label: 'Households reached with hygiene promotion', vals: ['6,000', fmt(D.households, 0), '4,906'] },
    { label: 'Schools with handwashing stations', vals: ['6', '1', String(D.schools)] },
    { label: 'Active community health volunteers (CHVs)', vals: ['55', String(D.chvs), String(D.chvs)] },
  ], { xs: ix, colW: 90, size: 9, lineH: 15, width: 250 });
  doc.moveDown(0.5);
  X.H('3. Challenges', 10.5);
  X.para('Heavy rains in March delayed the laying of pipes to the Manyatta kiosk by two weeks. The price of cement rose by about 8% during the quarter. One kiosk attendant resigned and was replaced by a youth from the Vijana Biashara programme.');
  X.pageNo('Page 1 of 3');
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 50 });
  const L = mk(doc, { left: 50, width: 742, footY: 528 });
  L.H('4. Financial report (Kenya Shillings)', 10.5);
  L.para('Expenditure by budget line for Year 2, from the project ledger (QuickBooks class "Maji Safi - Mwangaza Foundation"). Quarter 1 is July - September 2025, Quarter 2 October - December 2025 and Quarter 3 January - March 2026.', 8.5);
  const fx = [390, 458, 526, 594, 662, 730, 790];
  doc.moveDown(0.3);
  L.colHead(fx, ['Approved\nbudget\nYear 2', 'Actual\nQ1\nJul-Sep\n2025', 'Actual\nQ2\nOct-Dec\n2025', 'Actual\nQ3\nJan-Mar\n2026', 'Cumulative\nto\n31 Mar\n2026', 'Balance\nremaining', '%\nspent'], { colW: 64, size: 8, labelHead: 'Budget line' });
  L.rows([
    ...D.lines.map((l) => ({ label: l.name, vals: [l.budget, ...l.q, l.cum, l.bal, `${((100 * l.cum) / l.budget).toFixed(1)}%`] })),
    { label: 'TOTAL', bold: true, rule: true, vals: [D.budget, ...D.qTot, D.cum, D.budget - D.cum, `${((100 * D.cum) / D.budget).toFixed(1)}%`] },
  ], { xs: fx, colW: 64, size: 8.5, lineH: 18, width: 260 });
  doc.moveDown(0.8);
  L.H('5. Variance explanations', 10.5);
  L.para('Line 3 (water point construction) has used more than three-quarters of its annual budget because three kiosks were completed ahead of plan in Quarters 2 and 3. With the Board\'s approval of 11 April 2026, TLCI requests the Foundation\'s consent to move KSh 600,000 from line 5 (training and community meetings) to line 3; the total grant is unchanged. All other lines are within budget.');
  L.pageNo('Page 2 of 3');
  doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
  X.H('6. Funds position at 31 March 2026', 10.5);
  const px = [540];
  X.rows([
    { label: 'Balance brought forward from Year 1 (audited, 30 June 2025)', vals: [D.bf] },
    { label: `Tranche 1 received on ${dmy(D.tranches[0][0])}`, vals: [D.tranches[0][1]] },
    { label: `Tranche 2 received on ${dmy(D.tranches[1][0])}`, vals: [D.tranches[1][1]] },
    { label: 'Total funds available', bold: true, rule: true, vals: [D.available] },
    { label: 'Less: cumulative expenditure to 31 March 2026', vals: [-D.cum] },
    { label: 'Balance of funds on hand at 31 March 2026', bold: true, rule: true, double: true, vals: [D.balance] },
  ], { xs: px, colW: 100, size: 9, lineH: 16, width: 380 });
  doc.moveDown(0.8);
  X.para(`Funds are held in the Equity Bank Maji Safi project account. TLCI requests the release of Tranche 3 of KSh ${fmt(D.nextTranche, 0)} to cover the planned expenditure for April - June 2026.`);
  doc.moveDown(1.5);
  X.para(`Prepared by: ${K.people.fam}, Finance and Administration Manager\n\nApproved by: ${K.people.ed}, Executive Director\n\nDate: 24/04/2026`);
  X.pageNo('Page 3 of 3');
  await end();
}

// ---------------------------------------------------------------- hardware receipt photo
export async function receiptPhoto(file) {
  const R = K.rc;
  const W = 34; // characters per line
  const lr = (l, r) => l + ' '.repeat(Math.max(1, W - l.length - r.length)) + r;
  const lines = [
    { t: R.shop, size: 24, bold: true, center: true },
    { t: 'KONDELE, OFF KIBOS ROAD, KISUMU', size: 20, center: true },
    { t: 'TEL 0722 418 936', size: 20, center: true },
    { t: `PIN: ${R.pin}`, size: 20, center: true },
    { rule: true },
    { t: 'CASH SALE / TAX INVOICE', size: 22, bold: true, center: true },
    { t: lr(`RECEIPT NO: ${R.no}`, ''), size: 21 },
    { t: lr(`DATE: ${R.date}`, `TIME: ${R.time}`), size: 21 },
    { t: 'CASHIER: MERCY', size: 21 },
    { rule: true },
    ...R.items.flatMap(([name, q, p]) => [{ t: name, size: 21 }, { t: lr(`  ${q} x ${fmt(p, 2)}`, fmt(q * p, 2)), size: 21 }]),
    { rule: true },
    { gap: 6 },
    { t: lr('TOTAL KSH', fmt(R.total, 2)), size: 22 },
    { gap: 6 },
    { rule: true },
    { t: lr('VATABLE A-16%', fmt(R.net, 2)), size: 21 },
    { t: lr('VAT A-16%', fmt(R.vat, 2)), size: 21 },
    { t: lr('TOTAL TAX', fmt(R.vat, 2)), size: 21 },
    { rule: true },
    { t: lr('M-PESA', fmt(R.total, 2)), size: 21 },
    { t: `M-PESA REF: ${R.ref}`, size: 21 },
    { t: lr('CHANGE', '0.00'), size: 21 },
    { t: lr(`ITEMS: ${R.items.length}`, `UNITS: ${R.units}`), size: 21 },
    { gap: 10 },
    { t: 'GOODS ONCE SOLD ARE NOT', size: 19, center: true },
    { t: 'RETURNABLE. THANK YOU!', size: 19, center: true },
  ];
  await photoDocument(file, lines, { width: 560, height: 1010, angle: -1.6, seed: 4127, format: 'jpeg', mono: true, margin: 36, noise: 22 });
}
