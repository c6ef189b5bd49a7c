// Carmel Bridge Youth Music (Haifa; calendar year; NIS): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F, fmt, colL } from './office.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { CB, sum, r2 } from '../data.mjs';

const d0 = (v) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
const k = (v) => Math.round(v / 1000);
const priK = (codes) => k(sum(codes.map((c) => CB.pri(c).total)));

// note breakdowns (NIS thousands): items rounded, the first adjusted so the note adds to the statement line
function noteItems(items, total) {
  const out = items.map(([l, v]) => [l, v]);
  const diff = total - out.reduce((s, x) => s + x[1], 0);
  out[0][1] += diff;
  return out;
}
export const NOTE6 = noteItems([
  ["Teachers' salaries and social benefits", priK(['51000', '51100'])],
  ['Instruments and sheet music', priK(['52000', '52100'])],
  ['Concerts, halls and transport', priK(['53000', '53100'])],
  ['Summer music camp', priK(['54000'])],
  ['Depreciation', priK(['74000'])],
], CB.CA.prog[0]);
export const NOTE6_24 = noteItems([["Teachers' salaries and social benefits", 2046], ['Instruments and sheet music', 231], ['Concerts, halls and transport', 386], ['Summer music camp', 226], ['Depreciation', 99]], CB.CA.prog[1]);
export const NOTE7 = noteItems([
  ['Administrative salaries', priK(['71000'])],
  ['Office rent and maintenance', priK(['72000', '72100'])],
  ['Professional fees', priK(['73000'])],
], CB.CA.ga[0]);
export const NOTE7_24 = noteItems([['Administrative salaries', 338], ['Office rent and maintenance', 141], ['Professional fees', 73]], CB.CA.ga[1]);
export const TRNOTE = { 2025: [['Strings for the Galilee outreach', 180], ['Instrument library fund', 100]], 2024: [['Strings for the Galilee outreach', 140], ['Instrument library fund', 85]] };

// ------------------------------------------------------------------ 1. audited financial statements (6 pages)
export async function statements(file) {
  const { CA, BS, NA, TR } = CB;
  const { doc, end } = newPdf(file, { title: 'Carmel Bridge Youth Music (R.A.) Financial Statements 31 December 2025', author: CB.auditor, margin: 56 });
  const head = (t, sub) => {
    doc.font('B').fontSize(12).text('CARMEL BRIDGE YOUTH MUSIC (R.A.)', { align: 'center' });
    doc.font('B').fontSize(11).text(t, { align: 'center' });
    doc.font('R').fontSize(9.5).text(sub, { align: 'center' }); doc.moveDown(1);
  };
  doc.font('B').fontSize(16).text('CARMEL BRIDGE YOUTH MUSIC (R.A.)', { align: 'center' });
  doc.font('R').fontSize(11).text(`Registered Amuta No. ${CB.amutaNo}`, { align: 'center' });
  doc.moveDown(1); doc.font('B').fontSize(13).text('FINANCIAL STATEMENTS AS OF 31 DECEMBER 2025', { align: 'center' });
  doc.font('R').fontSize(10).text('NIS in thousands', { align: 'center' }); doc.moveDown(2);
  doc.font('B').fontSize(12).text("INDEPENDENT AUDITORS' REPORT", { align: 'center' }); doc.moveDown(0.6);
  doc.font('R').fontSize(9.8);
  for (const p of [
    'To the General Assembly of Carmel Bridge Youth Music (R.A.)',
    'We have audited the accompanying statements of financial position of Carmel Bridge Youth Music (R.A.) ("the Association") as of 31 December 2025 and 2024, and the related statements of activities and changes in net assets for the years then ended. These financial statements are the responsibility of the Association\'s Board and management. Our responsibility is to express an opinion on these financial statements based on our audits.',
    'We conducted our audits in accordance with generally accepted auditing standards in Israel, including standards prescribed by the Auditors Regulations (Auditor\'s Mode of Performance), 1973.',
    'In our opinion, the financial statements referred to above present fairly, in all material respects, the financial position of the Association as of 31 December 2025 and 2024, and the results of its activities and the changes in its net assets for the years then ended, in accordance with generally accepted accounting principles in Israel, including Accounting Standard No. 5 of the Israel Accounting Standards Board for non-profit organizations.',
  ]) { doc.text(p, { align: 'justify' }); doc.moveDown(0.6); }
  doc.moveDown(0.6); doc.font('B').text(CB.auditor); doc.font('R').text('Certified Public Accountants (Isr.)'); doc.text('Haifa, 22 April 2026');

  doc.addPage();
  head('STATEMENTS OF FINANCIAL POSITION', 'NIS in thousands');
  const R2 = [440, 530];
  const y0 = doc.y; doc.font('B').fontSize(9);
  doc.text('Note', 350, y0, { lineBreak: false });
  doc.text('31 December', R2[0] - 70, y0, { width: 160, align: 'center', lineBreak: false });
  doc.text('2025', R2[0] - 70, y0 + 12, { width: 70, align: 'right', lineBreak: false }); doc.text('2024', R2[1] - 70, y0 + 12, { width: 70, align: 'right' });
  doc.y = y0 + 30;
  const v = (key) => [d0(BS[key][0]), d0(BS[key][1])];
  table(doc, [
    { label: 'Current assets', bold: true },
    { label: 'Cash and cash equivalents', vals: v('cash'), indent: 1 },
    { label: 'Short-term deposits', vals: v('deposits'), indent: 1 },
    { label: 'Government and municipal support receivable', vals: v('recv'), indent: 1 },
    { label: 'Other receivables and prepaid expenses', vals: v('other'), indent: 1 },
    { label: 'Total current assets', vals: v('curAssets'), rule: 'above' },
    { gap: 6 },
    { label: 'Fixed assets, net', vals: v('fixed') },
    { label: 'Total assets', bold: true, rule: 'double', vals: v('total') },
    { gap: 12 },
    { label: 'Current liabilities', bold: true },
    { label: 'Suppliers and service providers', vals: v('sup'), indent: 1 },
    { label: 'Employees and payroll-related liabilities', vals: v('emp'), indent: 1 },
    { label: 'Other payables', vals: v('othp'), indent: 1 },
    { label: 'Tuition received in advance', vals: v('deferred'), indent: 1 },
    { label: 'Total current liabilities', vals: v('liabCur'), rule: 'above' },
    { gap: 6 },
    { label: 'Liabilities for employee severance, net', vals: v('severance') },
    { gap: 6 },
    { label: 'Net assets', bold: true },
    { label: 'Unrestricted - used for fixed assets', vals: [d0(CB.fixedU[2025]), d0(CB.fixedU[2024])], indent: 1 },
    { label: 'Unrestricted - available for activities', vals: [d0(NA[2025].u - CB.fixedU[2025]), d0(NA[2024].u - CB.fixedU[2024])], indent: 1 },
    { label: 'Temporarily restricted', vals: [d0(NA[2025].tr), d0(NA[2024].tr)], indent: 1 },
    { label: 'Total net assets', vals: v('na'), rule: 'above' },
    { label: 'Total liabilities and net assets', bold: true, rule: 'double', vals: v('total') },
  ], { labelX: 56, right: R2, size: 9.5, lineH: 15, width: 300 });
  doc.moveDown(1.5); doc.font('R').fontSize(8.5).text('Approved by the Board on 22 April 2026.   ' + CB.chair + ', Chair     ' + CB.treasurer + ', Treasurer     ' + CB.director + ', Executive Director', 56);

  doc.addPage();
  head('STATEMENT OF ACTIVITIES', 'For the year ended 31 December - NIS in thousands');
  const RX = [300, 385, 460, 535];
  const y1 = doc.y; doc.font('B').fontSize(8.5);
  [['', 'Unrestricted'], ['Temporarily', 'restricted'], ['Total', '2025'], ['Total', '2024']].forEach((t, i) => t.forEach((s, j) => s && doc.text(s, RX[i] - 75, y1 + j * 11, { width: 75, align: 'right', lineBreak: false })));
  doc.y = y1 + 30;
  const trR = TR.received[0], trX = TR.released[0];
  const uRev = CA.rev[0] - trR + trX;
  table(doc, [
    { label: 'Revenues and support', bold: true },
    { label: 'Donations', vals: [d0(CA.don[0] - trR), d0(trR), d0(CA.don[0]), d0(CA.don[1])], indent: 1 },
    { label: 'Government and municipal support', vals: [d0(CA.gov[0]), '–', d0(CA.gov[0]), d0(CA.gov[1])], indent: 1 },
    { label: 'Tuition and participation fees', vals: [d0(CA.fees[0]), '–', d0(CA.fees[0]), d0(CA.fees[1])], indent: 1 },
    { label: 'Concert income', vals: [d0(CA.concert[0]), '–', d0(CA.concert[0]), d0(CA.concert[1])], indent: 1 },
    { label: 'Net assets released from restrictions', vals: [d0(trX), d0(-trX), '–', '–'], indent: 1 },
    { label: 'Total revenues and support', bold: true, rule: 'above', vals: [d0(uRev), d0(trR - trX), d0(CA.rev[0]), d0(CA.rev[1])] },
    { gap: 6 },
    { label: 'Expenses', bold: true },
    { label: 'Program activities (Note 5)', vals: [d0(CA.prog[0]), '–', d0(CA.prog[0]), d0(CA.prog[1])], indent: 1 },
    { label: 'Fundraising', vals: [d0(CA.fr[0]), '–', d0(CA.fr[0]), d0(CA.fr[1])], indent: 1 },
    { label: 'General and administrative (Note 6)', vals: [d0(CA.ga[0]), '–', d0(CA.ga[0]), d0(CA.ga[1])], indent: 1 },
    { label: 'Total expenses', bold: true, rule: 'above', vals: [d0(CA.exp[0]), '–', d0(CA.exp[0]), d0(CA.exp[1])] },
    { gap: 6 },
    { label: 'Surplus from operations before financing', vals: [d0(uRev - CA.exp[0]), d0(trR - trX), d0(CA.ops[0]), d0(CA.ops[1])] },
    { label: 'Financing income, net', vals: [d0(CA.fin[0]), '–', d0(CA.fin[0]), d0(CA.fin[1])] },
    { label: 'Increase in net assets for the year', bold: true, rule: 'double', vals: [d0(uRev - CA.exp[0] + CA.fin[0]), d0(trR - trX), d0(CA.change[0]), d0(CA.change[1])] },
  ], { labelX: 56, right: RX, size: 9, lineH: 15, width: 230 });

  doc.addPage();
  head('STATEMENT OF CHANGES IN NET ASSETS', 'NIS in thousands');
  const RC = [380, 460, 535];
  const y2 = doc.y; doc.font('B').fontSize(8.5);
  [['', 'Unrestricted'], ['Temporarily', 'restricted'], ['', 'Total']].forEach((t, i) => t.forEach((s, j) => s && doc.text(s, RC[i] - 75, y2 + j * 11, { width: 75, align: 'right', lineBreak: false })));
  doc.y = y2 + 30;
  const ch = (y) => [NA[y].u - NA[y - 1].u, NA[y].tr - NA[y - 1].tr, NA[y].t - NA[y - 1].t];
  table(doc, [
    { label: 'Balance as of 1 January 2024', vals: [NA[2023].u, NA[2023].tr, NA[2023].t].map(d0), bold: true },
    { label: 'Increase (decrease) for the year 2024', vals: ch(2024).map(d0) },
    { label: 'Balance as of 31 December 2024', vals: [NA[2024].u, NA[2024].tr, NA[2024].t].map(d0), bold: true, rule: 'above' },
    { label: 'Increase (decrease) for the year 2025', vals: ch(2025).map(d0) },
    { label: 'Balance as of 31 December 2025', vals: [NA[2025].u, NA[2025].tr, NA[2025].t].map(d0), bold: true, rule: 'double' },
  ], { labelX: 56, right: RC, size: 9.5, lineH: 16, width: 260 });

  doc.addPage();
  head('NOTES TO THE FINANCIAL STATEMENTS', 'NIS in thousands');
  doc.font('R').fontSize(9.3);
  const para = (t) => { doc.text(t, 56, doc.y, { width: 480, align: 'justify' }); doc.moveDown(0.5); };
  const note = (t) => { doc.font('B').text(t, 56); doc.font('R'); doc.moveDown(0.2); };
  const nt = (rows, total, cols = 2) => {
    const RN = [440, 530];
    const y = doc.y; doc.font('B').fontSize(8.8);
    doc.text('2025', RN[0] - 60, y, { width: 60, align: 'right', lineBreak: false }); if (cols === 2) doc.text('2024', RN[1] - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.y = y + 13;
    table(doc, [...rows.map(([l, a, b]) => ({ label: l, vals: cols === 2 ? [d0(a), d0(b)] : [d0(a)] })), { label: total[0], bold: true, rule: 'above', vals: cols === 2 ? [d0(total[1]), d0(total[2])] : [d0(total[1])] }], { labelX: 66, right: RN, size: 8.8, lineH: 13, width: 300 });
    doc.font('R').fontSize(9.3); doc.moveDown(0.6);
  };
  note('Note 1 - General');
  para(`Carmel Bridge Youth Music (R.A.) ("the Association") is a registered amuta (No. ${CB.amutaNo}) founded in 2009 in Haifa. It runs after-school orchestras, chamber ensembles and instrument tuition for Jewish and Arab children and youth, a summer music camp and an annual concert series. In 2025 the Association served ${CB.students} students and employed on average ${CB.employees} employees, most of them part-time teachers. Donations to the Association are recognised for tax purposes under Section 46 of the Income Tax Ordinance.`);
  note('Note 2 - Significant accounting policies');
  para('The financial statements are prepared in accordance with Accounting Standard No. 5 and are presented in New Israeli Shekels (NIS), rounded to the nearest thousand. Fixed assets (mainly musical instruments) are depreciated on the straight-line method at 10%-15% per year.');
  note('Note 3 - Cash and cash equivalents');
  nt([['Bank Leumi - current account', k(CB.leClose), 284], ['Petty cash and credit card clearing', BS.cash[0] - k(CB.leClose), 3]], ['Total cash and cash equivalents', BS.cash[0], BS.cash[1]]);
  note('Note 4 - Temporarily restricted net assets');
  para('Donations restricted by donors to the following purposes:');
  nt(TRNOTE[2025].map(([l, a], i) => [l, a, TRNOTE[2024][i][1]]), ['Total temporarily restricted net assets', NA[2025].tr, NA[2024].tr]);
  note('Note 5 - Program activities');
  nt(NOTE6.map(([l, a], i) => [l, a, NOTE6_24[i][1]]), ['Total program activities', CA.prog[0], CA.prog[1]]);
  note('Note 6 - General and administrative expenses');
  nt(NOTE7.map(([l, a], i) => [l, a, NOTE7_24[i][1]]), ['Total general and administrative', CA.ga[0], CA.ga[1]]);
  note('Note 7 - Subsequent events');
  para('On 19 March 2026 the Board approved the purchase of a concert grand piano for the Hadar rehearsal hall, financed from the instrument library fund.');
  await end();
}

// ------------------------------------------------------------------ 2. Priority ERP income and expenses by month
export async function priorityXlsx(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Priority Software';
  const ws = wb.addWorksheet('Income & Expenses');
  const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  ws.columns = [{ width: 9 }, { width: 44 }, ...Array(13).fill({ width: 12.5 })];
  ws.addRow(['Carmel Bridge Youth Music (R.A.)']).font = { bold: true };
  ws.addRow(['Income & Expenses by Month']);
  ws.addRow(['Period: 01/25 - 12/25', '', 'Currency: NIS', '', 'Credit balances shown with a minus sign']);
  ws.addRow(['Printed: 09/02/2026 10:14', '', 'User: noa']);
  ws.addRow([]);
  const h = ws.addRow(['Account', 'Account Desc.', ...MON.map((m) => `${m}-25`), 'Total']);
  h.eachCell(styleHeader);
  for (const a of CB.PRI) {
    const sgn = a.rev ? -1 : 1;
    const r = ws.addRow([a.code, a.name, ...a.m.map((x) => r2(sgn * x))]);
    r.getCell(15).value = F(`SUM(C${r.number}:N${r.number})`, r2(sgn * a.total));
    for (let c = 3; c <= 15; c++) r.getCell(c).numFmt = '#,##0.00;-#,##0.00';
  }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. budget vs actual by quarter
export async function bvaXlsx(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Yossi Abergel';
  const ws = wb.addWorksheet('BvA 2025');
  ws.columns = [{ width: 30 }, ...Array(16).fill({ width: 12 })];
  ws.addRow(['Carmel Bridge Youth Music - Budget vs Actual 2025 (NIS)']).font = { bold: true, size: 12 };
  ws.addRow(['Actuals from Priority, year-end close before audit adjustments. Variance = Actual - Budget.']);
  ws.addRow([]);
  const r1 = ws.addRow(['', 'Q1', '', '', 'Q2', '', '', 'Q3', '', '', 'Q4', '', '', 'Full year 2025', '', '', '']);
  const r2_ = ws.addRow(['Line', ...Array(4).fill(['Budget', 'Actual', 'Variance']).flat(), 'Budget', 'Actual', 'Variance', '% of budget']);
  for (let g = 0; g < 4; g++) ws.mergeCells(r1.number, 2 + g * 3, r1.number, 4 + g * 3);
  ws.mergeCells(r1.number, 14, r1.number, 17);
  r1.eachCell(styleHeader); r2_.eachCell(styleHeader);
  const put = (r, l) => {
    for (let qi = 0; qi < 4; qi++) {
      const b = 2 + qi * 3; r.getCell(b).value = l.bud[qi]; r.getCell(b + 1).value = l.act[qi];
      r.getCell(b + 2).value = F(`${colL(b)}${r.number}-${colL(b - 1)}${r.number}`, r2(l.act[qi] - l.bud[qi]));
    }
    r.getCell(14).value = F(`B${r.number}+E${r.number}+H${r.number}+K${r.number}`, l.budT);
    r.getCell(15).value = F(`C${r.number}+F${r.number}+I${r.number}+L${r.number}`, l.actT);
    r.getCell(16).value = F(`O${r.number}-N${r.number}`, r2(l.actT - l.budT));
    r.getCell(17).value = F(`O${r.number}/N${r.number}`, l.actT / l.budT);
  };
  const block = (title, lines, totalLabel) => {
    ws.addRow([title]).font = { bold: true };
    const nums = lines.map((l) => { const r = ws.addRow([l.name]); put(r, l); return r.number; });
    const tl = { bud: [0, 1, 2, 3].map((i) => sum(lines.map((l) => l.bud[i]))), act: [0, 1, 2, 3].map((i) => sum(lines.map((l) => l.act[i]))), budT: sum(lines.map((l) => l.budT)), actT: sum(lines.map((l) => l.actT)) };
    const r = ws.addRow([totalLabel]); r.font = { bold: true };
    for (let c = 2; c <= 15; c++) {
      const qi = Math.floor((c - 2) / 3), off = (c - 2) % 3;
      const res = c >= 14 ? (c === 14 ? tl.budT : tl.actT) : off === 0 ? tl.bud[qi] : off === 1 ? tl.act[qi] : r2(tl.act[qi] - tl.bud[qi]);
      r.getCell(c).value = F(`SUM(${colL(c - 1)}${nums[0]}:${colL(c - 1)}${nums[nums.length - 1]})`, res);
    }
    r.getCell(16).value = F(`O${r.number}-N${r.number}`, r2(tl.actT - tl.budT));
    r.getCell(17).value = F(`O${r.number}/N${r.number}`, tl.actT / tl.budT);
    return { r, tl };
  };
  const inc = block('INCOME', CB.BVA.filter((l) => l.rev), 'Total income');
  ws.addRow([]);
  const exp = block('EXPENSES', CB.BVA.filter((l) => !l.rev), 'Total expenses');
  ws.addRow([]);
  const n = ws.addRow(['Net surplus (deficit)']); n.font = { bold: true };
  for (let c = 2; c <= 16; c++) {
    const a = inc.r.getCell(c).value, b = exp.r.getCell(c).value;
    n.getCell(c).value = F(`${colL(c - 1)}${inc.r.number}-${colL(c - 1)}${exp.r.number}`, r2((a.result ?? a) - (b.result ?? b)));
  }
  ws.eachRow((row, rn) => { if (rn > r2_.number) for (let c = 2; c <= 17; c++) row.getCell(c).numFmt = c === 17 ? '0.0%' : '#,##0;(#,##0);"-"'; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. Bank Leumi CSV (oldest first)
export function leumiCsv(file) {
  const q = (v) => (v ? `"${fmt(v, 2)}"` : '');
  const L = [
    'Bank Leumi le-Israel B.M.', 'Account transactions', 'Account number:,912-678901/23 (Branch 912 Haifa Hadar)', 'Account name:,Carmel Bridge Youth Music (R.A.)',
    'Period:,01/11/2025 - 31/12/2025', 'Currency:,ILS', '',
    'Date,Value date,Description,Reference,Debit,Credit,Balance',
  ];
  for (const t of CB.LE) L.push([t.date, t.date, `"${t.desc}"`, t.ref, q(t.debit), q(t.credit), `"${fmt(t.bal, 2)}"`].join(','));
  L.push('', `Balance as of 31/12/2025:,"${fmt(CB.leClose, 2)}"`);
  fs.writeFileSync(file, '\ufeff' + L.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 5. board minutes with the 2026 budget
export async function minutesDocx(file) {
  const n = (v) => `₪${fmt(v, 0)}`;
  const pc = (a, b) => `${(((b - a) / a) * 100).toFixed(1)}%`;
  const rows = [['', 'Budget 2025', 'Budget 2026', 'Change']];
  rows.push(['Income', '', '', '']);
  for (const [l, a, b] of CB.B26) rows.push([l, n(a), n(b), pc(a, b)]);
  rows.push(['Total income', n(CB.B26T.inc[0]), n(CB.B26T.inc[1]), pc(CB.B26T.inc[0], CB.B26T.inc[1])]);
  rows.push(['Expenses', '', '', '']);
  for (const [l, a, b] of CB.B26X) rows.push([l, n(a), n(b), pc(a, b)]);
  rows.push(['Total expenses', n(CB.B26T.exp[0]), n(CB.B26T.exp[1]), pc(CB.B26T.exp[0], CB.B26T.exp[1])]);
  rows.push(['Budgeted surplus', n(CB.B26T.inc[0] - CB.B26T.exp[0]), n(CB.B26T.inc[1] - CB.B26T.exp[1]), '']);
  const bold = rows.map((r, i) => (/^(Total|Budgeted|Income$|Expenses$)/.test(r[0]) ? i : -1)).filter((i) => i > 0);
  const children = [
    P('Carmel Bridge Youth Music (R.A.)', { bold: true, align: 'center', size: 14 }),
    P('Minutes of Board Meeting No. 6/2025', { bold: true, align: 'center', size: 12 }),
    P(`Held on ${CB.meeting} at 18:00 at the Association's rehearsal hall, 12 Hanamal St., Haifa`, { align: 'center' }),
    P(`Present: ${CB.chair} (Chair), ${CB.treasurer} (Treasurer), Rana Khoury, David Levi-Tal, Shira Golan. Also present: ${CB.director} (Executive Director), Alon Mizrahi (bookkeeper). Absent: Prof. Elias Haddad.`, { before: 200 }),
    P('1. Expected results for 2025', { bold: true, before: 160 }),
    P('The Treasurer reported that income for the year is expected to exceed the budget, mainly thanks to the December appeal of the American Friends, while concert and hall costs ran over budget because of the additional Hanukkah concert. Final figures will be presented with the audited statements.'),
    P('2. Budget for 2026', { bold: true }),
    P('The Executive Director presented the proposed 2026 budget against the 2025 budget:'),
    T(rows, { widths: [3900, 1700, 1700, 1100], numCols: [1, 2, 3], boldRows: bold }),
    P(`Resolution 2025/14: the 2026 budget, with total income of ${n(CB.B26T.inc[1])} and total expenses of ${n(CB.B26T.exp[1])}, is approved. In favour: 5; against: 0; abstaining: 0.`, { before: 160 }),
    P('3. Tuition fees', { bold: true }),
    P('Resolution 2025/15: from September 2026 the annual tuition for the full ensemble programme rises from ₪2,950 to ₪3,150 per student; the sibling discount stays at 15%. In favour: 4; against: 1; abstaining: 0.'),
    P('4. Reserves', { bold: true }),
    P('The Board agreed that short-term deposits should not fall below three months of operating expenses. The bookkeeper will move ₪150,000 to a short-term deposit at Bank Leumi before year end.'),
    P('5. Next meeting', { bold: true }),
    P(`The next Board meeting will be held on Thursday, ${CB.nextMeeting}.`),
    P(`Signed: ${CB.chair}, Chair                    Recorded by: ${CB.director}`, { before: 240 }),
  ];
  await writeDocx(file, children, { title: 'Board minutes 18 December 2025', creator: CB.director });
}

// ------------------------------------------------------------------ 6. tax invoice / receipt (photo)
export async function invoicePhoto(file) {
  const R = CB.INV;
  const heb = (s) => s; // the canvas lays out Hebrew right to left itself
  const lines = [
    { t: 'KLEY ZEMER MUSIC LTD.', size: 32, bold: true, center: true },
    { t: heb('כלי זמר בע"מ'), size: 24, center: true },
    { t: '27 Herzl St., Haifa   Tel. 04-862-3390', size: 21, center: true },
    { t: `Company No. ${R.company}`, size: 21, center: true },
    { gap: 8 },
    { t: `TAX INVOICE / RECEIPT   ${heb('חשבונית מס / קבלה')}`, size: 25, bold: true, center: true },
    { cols: [`No. ${R.no}`, `Date: ${R.date}`], size: 22 },
    { t: 'Customer: Carmel Bridge Youth Music (R.A.)', size: 21 },
    { rule: true },
    { table: true, cols: ['Item', 'Qty', 'Price', 'Amount'], size: 21, bold: true },
    { rule: true },
    ...R.items.map((x) => ({ table: true, cols: [x.n, String(x.q), x.p.toFixed(2), fmt(x.amt, 2)], size: 21 })),
    { rule: true },
    { cols: ['Total before VAT', fmt(R.sub, 2)], size: 23 },
    { cols: [`VAT 18% (${heb('מע"מ')})`, fmt(R.vat, 2)], size: 23 },
    { cols: ['TOTAL incl. VAT (NIS)', fmt(R.total, 2)], size: 27, bold: true },
    { gap: 10 },
    { t: 'Payment: bank transfer (Leumi) 05/11/2025', size: 21 },
    { t: 'Original - computer-generated document', size: 19, center: true },
  ];
  await photoDocument(file, lines, { width: 1000, height: 820, angle: 1.1, seed: 1818, format: 'jpeg', tableX: [60, 640, 790, 940] });
}
