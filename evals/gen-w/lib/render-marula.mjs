// Marula House Women's Shelter Trust (Windhoek, Namibia): renders its six documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RAW, view } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, fmt, xDate, MONTHS, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';

const sp = (v) => Math.round(Math.abs(v)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' '); // 1 640 255
const nad = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${sp(v)})` : sp(v));
const dmy = (iso) => iso.split('-').reverse().join('/');
const ORG = "Marula House Women's Shelter Trust";

async function zoho(dir) {
  const { PL } = RAW;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Zoho Books';
  const ws = wb.addWorksheet('Profit and Loss');
  ws.columns = [{ width: 44 }, { width: 20 }, { width: 20 }, { width: 20 }, { width: 20 }, { width: 20 }];
  const title = [ORG, 'Profit and Loss', 'From 01/04/2025 To 31/03/2026', 'Basis : Accrual'];
  title.forEach((t, i) => { const r = ws.addRow([t]); ws.mergeCells(r.number, 1, r.number, 6); r.getCell(1).alignment = { horizontal: 'center' }; r.getCell(1).font = { bold: i < 2, size: i === 0 ? 14 : 11 }; });
  ws.addRow([]);
  const h = ws.addRow(['Account', 'Apr 2025 - Jun 2025', 'Jul 2025 - Sep 2025', 'Oct 2025 - Dec 2025', 'Jan 2026 - Mar 2026', 'Total']);
  h.eachCell((c) => { c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  const NF = '#,##0.00;-#,##0.00';
  const line = (label, q, o = {}) => {
    const vals = q ? [...q, q.reduce((s, x) => s + x, 0)].map((x) => Math.round(x * 100) / 100) : [];
    const r = ws.addRow([label, ...vals]);
    r.getCell(1).font = { bold: !!o.bold };
    if (o.indent) r.getCell(1).alignment = { indent: 1 };
    for (let i = 2; i <= 6; i++) { r.getCell(i).numFmt = NF; if (o.bold) r.getCell(i).font = { bold: true }; }
    return vals;
  };
  const add = (a, b, s = 1) => a.map((x, i) => x + s * b[i]);
  const tot = (rows) => rows.reduce((t, [, q]) => add(t, q), [0, 0, 0, 0]);
  line('Operating Income', null, { bold: true });
  for (const [a, q] of PL.income) line(a, q, { indent: true });
  const inc = tot(PL.income);
  line('Total for Operating Income', inc, { bold: true });
  line('Cost of Goods Sold', null, { bold: true });
  line('Total for Cost of Goods Sold', [0, 0, 0, 0], { bold: true });
  line('Gross Profit', inc, { bold: true });
  line('Operating Expense', null, { bold: true });
  for (const [a, q] of PL.expense) line(a, q, { indent: true });
  const exp = tot(PL.expense);
  line('Total for Operating Expense', exp, { bold: true });
  const op = add(inc, exp, -1);
  line('Operating Profit', op, { bold: true });
  line('Non Operating Income', null, { bold: true });
  for (const [a, q] of PL.otherIncome) line(a, q, { indent: true });
  line('Total for Non Operating Income', tot(PL.otherIncome), { bold: true });
  line('Non Operating Expense', null, { bold: true });
  for (const [a, q] of PL.otherExpense) line(a, q, { indent: true });
  line('Total for Non Operating Expense', tot(PL.otherExpense), { bold: true });
  line('Net Profit/Loss', add(add(op, tot(PL.otherIncome)), tot(PL.otherExpense), -1), { bold: true });
  ws.addRow([]);
  ws.addRow(['**Amount is displayed in your base currency  NAD']);
  await wb.xlsx.writeFile(path.join(dir, 'Profit and Loss by Quarter FY2025-26.xlsx'));
}

async function boardPack(dir, v) {
  const { doc, end } = newPdf(path.join(dir, 'Board pack - Budget vs Actual FY2025-26.pdf'), { title: 'Finance Committee board pack', author: 'Marula House Finance Office' });
  const right = [330, 395, 460, 505, 560];
  const header = () => {
    const y = doc.y;
    doc.font('B').fontSize(8.5);
    const H = [['Actual', '2025/26'], ['Budget', '2025/26'], ['Variance', 'fav/(unfav)'], ['Var', '%'], ['Actual', '2024/25']];
    H.forEach((lines, i) => lines.forEach((t, j) => doc.text(t, right[i] - 70, y + j * 10, { width: 70, align: 'right', lineBreak: false })));
    doc.text('N$', 50, y + 10, { lineBreak: false });
    doc.moveTo(50, y + 23).lineTo(560, y + 23).lineWidth(0.6).stroke();
    doc.x = 50; doc.y = y + 28;
  };
  const row = (label, o = {}) => {
    const y = doc.y;
    doc.font(o.bold ? 'B' : 'R').fontSize(9);
    doc.text(label, 50 + (o.indent ? 10 : 0), y, { lineBreak: false });
    if (o.vals) o.vals.forEach((t, i) => { if (t !== '') doc.text(t, right[i] - 70, y, { width: 70, align: 'right', lineBreak: false }); });
    if (o.rule) for (const x of right) doc.moveTo(x - 50, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    doc.x = 50; doc.y = y + 14;
  };
  const vals = (b, withPct = true) => [nad(b.actual), nad(b.budget), nad(b.variance), withPct ? (b.pct === 0 ? '–' : b.pct < 0 ? `(${Math.abs(b.pct).toFixed(1)})` : b.pct.toFixed(1)) : '', nad(b.prior)];
  doc.font('B').fontSize(13).text(ORG.toUpperCase(), { align: 'left' });
  doc.font('R').fontSize(10).text('Finance Committee – board pack, meeting of 21 May 2026');
  doc.font('B').fontSize(11).text('Income and expenditure against budget for the year ended 31 March 2026', { paragraphGap: 6 });
  doc.font('R').fontSize(9.5).text(
    'This statement compares the management accounts for the year to 31 March 2026 with the budget approved by the Board in March 2025 and with the audited figures for 2024/25. ' +
    'Amounts are rounded to the nearest Namibian dollar. Variances are shown as favourable (income above budget, or spending below budget) or, in brackets, unfavourable. ' +
    'The main shortfall is the Ministry of Gender Equality, Poverty Eradication and Social Welfare (MGEPESW) subsidy: the tranche for July to September 2025 was not paid during the year (see note 1). ' +
    'Food costs rose with the higher number of children in the shelter, and repairs ran over budget after the storm damage to the kitchen roof in August 2025. ' +
    'The Committee is asked to note the statement and recommend it to the Board.', { width: 500, align: 'justify', paragraphGap: 8 });
  doc.font('I').fontSize(9).text('Management accounts – unaudited. Figures may change on audit.', { paragraphGap: 14 });
  doc.y += 130;
  header();
  row('INCOME', { bold: true });
  for (const [label] of RAW.BVA.income) row(label, { indent: true, vals: vals(v.bva[label]) });
  row('Total income', { bold: true, vals: vals(v.bva['Total income']), rule: true });
  doc.y += 6;
  row('EXPENDITURE', { bold: true });
  const exp = RAW.BVA.expense.map(([l]) => l);
  exp.slice(0, 4).forEach((label) => row(label, { indent: true, vals: vals(v.bva[label]) }));
  doc.font('I').fontSize(8).text('continued overleaf', 50, 780, { width: 510, align: 'right' });
  doc.addPage();
  doc.font('R').fontSize(8.5).text(`${ORG} – income and expenditure against budget, year ended 31 March 2026 (continued)`, 50, 50);
  doc.y = 72;
  header();
  row('EXPENDITURE (continued)', { bold: true });
  exp.slice(4).forEach((label) => row(label, { indent: true, vals: vals(v.bva[label]) }));
  row('Total expenditure', { bold: true, vals: vals(v.bva['Total expenditure']), rule: true });
  doc.y += 6;
  row('Surplus/(deficit)', { bold: true, vals: vals(v.bva['Surplus/(deficit)'], false), rule: true });
  doc.y += 16;
  doc.font('B').fontSize(9).text('Notes', 50);
  doc.font('R').fontSize(9).text('1. MGEPESW subsidy: three tranches of N$ 210 000 were received (April 2025, January 2026 and March 2026). The second tranche, for July to September 2025, remains outstanding and has not been accrued.', { width: 500, paragraphGap: 4 });
  doc.text('2. Donor grants are the Nordic Safe Homes Fund (two instalments of N$ 250 000) and the Namibia Women\'s Fund counselling grant (two payments of N$ 85 000).', { width: 500, paragraphGap: 4 });
  doc.text('3. Office and bank charges combine office expenses with FNB bank fees and charges. Staff costs include Social Security Commission contributions.', { width: 500, paragraphGap: 4 });
  doc.text('4. Depreciation is a non-cash charge on the shelter building, furniture and the Toyota Quantum.', { width: 500, paragraphGap: 12 });
  doc.font('I').text('Prepared by the Finance Officer, 15 May 2026.');
  await end();
}

function bank(dir, v) {
  const q = (s) => `"${s}"`;
  const d = (iso) => iso.replace(/-/g, '/');
  const lines = [
    [q('ACCOUNT TYPE'), q('BUSINESS CURRENT ACCOUNT')], [q('ACCOUNT NUMBER'), q(RAW.BANK.account)], [q('ACCOUNT NAME'), q(ORG.toUpperCase())],
    [q('STATEMENT FROM'), q('2026/01/01'), q('TO'), q('2026/03/31')], [q('OPENING BALANCE'), q(v.bank.opening.toFixed(2))], [],
    ['Date', 'Description', 'Reference', 'Amount', 'Balance'].map(q),
    ...v.bank.rows.map((r) => [q(d(r.date)), q(r.desc), q(r.ref), q(r.amount.toFixed(2)), q(r.balance.toFixed(2))]),
  ];
  fs.writeFileSync(path.join(dir, `FNB_Transactions_${RAW.BANK.account}_20260101_20260331.csv`), lines.map((l) => l.join(',')).join('\r\n') + '\r\n');
}

async function occupancy(dir) {
  const { OCC } = RAW;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Shelter Coordinator';
  const ws = wb.addWorksheet('FY2025-26');
  ws.columns = [{ width: 12 }, { width: 11 }, { width: 11 }, { width: 12 }, { width: 12 }, { width: 13 }];
  ws.addRow(['Marula House – shelter admissions and occupancy']).getCell(1).font = { bold: true, size: 13 };
  ws.addRow(['Financial year 1 April 2025 – 31 March 2026. Capacity: 28 beds (women and children).']);
  ws.addRow([]);
  const h1 = ws.addRow(['Month', 'Admissions', '', 'Exits', 'Bed nights', 'Occupancy']);
  const h2 = ws.addRow(['', 'Women', 'Children', 'Women', '', '%']);
  ws.mergeCells('B4:C4'); ws.mergeCells('A4:A5'); ws.mergeCells('E4:E5');
  [h1, h2].forEach((r) => { for (let i = 1; i <= 6; i++) styleHeader(r.getCell(i)); });
  const first = 6;
  OCC.months.forEach((m, i) => {
    const [y, mo] = m.split('-').map(Number);
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    const rn = first + i;
    const r = ws.addRow([xDate(`${m}-01`), OCC.women[i], OCC.children[i], OCC.exits[i], OCC.nights[i], { formula: `E${rn}/(28*${days})`, result: OCC.nights[i] / (28 * days) }]);
    r.getCell(1).numFmt = 'mmm-yy'; r.getCell(6).numFmt = '0.0%';
  });
  const last = first + OCC.months.length - 1;
  const s = (c, arr) => ({ formula: `SUM(${c}${first}:${c}${last})`, result: arr.reduce((a, b) => a + b, 0) });
  const t = ws.addRow(['Total', s('B', OCC.women), s('C', OCC.children), s('D', OCC.exits), s('E', OCC.nights), { formula: `E${last + 1}/(28*365)`, result: OCC.nights.reduce((a, b) => a + b, 0) / (28 * 365) }]);
  t.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
  t.getCell(6).numFmt = '0.0%';
  ws.addRow([]);
  ws.addRow(['Bed nights count each woman and each child per night. Women still in the shelter at month end are not counted as exits.']);
  await wb.xlsx.writeFile(path.join(dir, 'Shelter occupancy FY2025-26.xlsx'));
}

async function treasurer(dir, v) {
  const { MREP } = RAW;
  const women = v.occ.reduce((s, o) => s + o.women, 0), children = v.occ.reduce((s, o) => s + o.children, 0);
  const b = v.bva;
  const gt = v.grants.reduce((s, g) => s + g.amount, 0);
  const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
  const children_ = [
    P(ORG, { bold: true, size: 14, align: 'center' }),
    P("Treasurer's Report to the Annual General Meeting", { bold: true, size: 12, align: 'center', after: 60 }),
    P(`To be presented at the Annual General Meeting on Saturday, ${long(MREP.agm)}, Katutura Community Hall, Windhoek`, { italic: true, align: 'center', after: 240 }),
    P('Madam Chair, members of the Board, friends of Marula House,'),
    P(`It is my privilege to report on the finances of the Trust for the financial year 1 April 2025 to 31 March 2026. During the year the shelter took in ${women} women and ${children} children, more than in any year since we opened.`),
    P(`The accounts for the year were audited by ${MREP.auditor}, Chartered Accountants (Namibia), who signed an unqualified opinion on ${long(MREP.opinionDate)}. The management accounts presented to the Finance Committee show total income of N$ ${sp(b['Total income'].actual)} against a budget of N$ ${sp(b['Total income'].budget)}, and total expenditure of N$ ${sp(b['Total expenditure'].actual)}, leaving a surplus of N$ ${sp(b['Surplus/(deficit)'].actual)} (2024/25: N$ ${sp(b['Surplus/(deficit)'].prior)}).`),
    P('The year was not an easy one. The Ministry\'s second subsidy tranche, due in the third quarter of the calendar year, has still not been paid, and we continue to follow it up with the regional office. Our donors, on the other hand, paid every instalment on time. The grants received during the year were:'),
    T([
      ['Funder', 'Purpose', 'Date received', 'Amount (N$)'],
      ...v.grants.map((g) => [g.funder, g.purpose, dmy(g.date), sp(g.amount)]),
      ['Total', '', '', sp(gt)],
    ], { widths: [2400, 3600, 1500, 1500], numCols: [3], boldRows: [v.grants.length + 1] }),
    P('', { after: 120 }),
    P(`Reserves. At 31 March 2026 the Trust held unrestricted reserves of N$ ${sp(MREP.reserves)}, held in the FNB current account and a 32-day notice deposit. The Board's policy is to hold at least six months of running costs.`),
    P(`Budget 2026/27. The Board approved a budget for 2026/27 with income of N$ ${sp(MREP.budget27Income)} and expenditure of N$ ${sp(MREP.budget27Exp)}, assuming that the outstanding MGEPESW tranche is paid.`),
    P('I thank our Finance Officer, the members of the Finance Committee and every donor, large and small, who kept the doors of Marula House open.'),
    P('', { after: 240 }),
    P(MREP.treasurer, { after: 0 }),
    P('Treasurer', { after: 0 }),
    P(`Chair of the Board: ${MREP.chair}`, { italic: true }),
  ];
  await writeDocx(path.join(dir, "Treasurer's Report AGM 2026.docx"), children_, { title: "Treasurer's Report 2026", creator: MREP.treasurer });
}

async function receipt(dir) {
  const R = RAW.KRECEIPT;
  const L = [];
  const t = (s, o = {}) => L.push({ t: s, size: o.size || 22, bold: o.bold, center: o.center });
  const c2 = (a, b, o = {}) => L.push({ cols: [a, b], size: 22, bold: o.bold });
  t(R.shop, { size: 30, bold: true, center: true });
  t(R.branch, { center: true }); t('Tel: 061 216 400', { center: true }); t('VAT REG NO: 0148556-01-5', { center: true });
  t('TAX INVOICE', { bold: true, center: true });
  L.push({ gap: 6 });
  t(`DATE: ${R.date.split('-').reverse().join('/')}  TIME: ${R.time}`);
  t(`TILL: ${R.till}  SLIP: ${R.slip}  CASHIER: MARTHA`);
  L.push({ rule: true });
  for (const [name, qn, p] of R.items) {
    c2(name, fmt(qn * p));
    if (qn > 1) t(`   ${qn} @ ${fmt(p)}`, { size: 19 });
  }
  L.push({ rule: true });
  c2(`TOTAL (${R.items.reduce((s, [, q]) => s + q, 0)} ITEMS)`, `N$ ${fmt(R.total)}`, { bold: true });
  c2('VISA DEBIT ****4471', fmt(R.total));
  c2('CHANGE', '0.00');
  L.push({ gap: 6 });
  c2('VAT INCLUDED @ 15%', fmt(R.vat));
  c2('TOTAL EXCL VAT', fmt(R.total - R.vat));
  L.push({ gap: 10 });
  t('THANK YOU FOR SHOPPING WITH US', { center: true });
  t('NO REFUND WITHOUT THIS SLIP', { center: true, size: 19 });
  await photoDocument(path.join(dir, 'IMG-20260214-WA0012.jpg'), L, { width: 620, height: 1320, angle: -2.2, seed: 71, format: 'jpeg', mono: true, margin: 40 });
}

export async function renderMarula(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const v = view().marula;
  await zoho(dir);
  await boardPack(dir, v);
  bank(dir, v);
  await occupancy(dir);
  await treasurer(dir, v);
  await receipt(dir);
}
