// Sliema Chamber Music Society (Malta): renders its five documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RAW, view } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, fmt, xDate, MONTHS } from './office.mjs';
import { photoDocument } from './photo.mjs';

const ORG = 'Sliema Chamber Music Society';
const eur = (v) => (v < 0 ? `-€${fmt(-v)}` : `€${fmt(v)}`);
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };

async function wave(dir) {
  const { WAVE } = RAW;
  const { doc, end } = newPdf(path.join(dir, 'Sliema Chamber Music Society_Profit and Loss_2025-08-31.pdf'), { title: 'Profit and Loss', author: 'Wave' });
  const right = [430, 545];
  const s = (rows, i) => Math.round(rows.reduce((t, r) => t + r[i], 0) * 100) / 100;
  const inc = [1, 2].map((i) => s(WAVE.income, i)), cogs = [1, 2].map((i) => s(WAVE.cogs, i)), ex = [1, 2].map((i) => s(WAVE.expense, i));
  const gp = inc.map((x, i) => x - cogs[i]), np = gp.map((x, i) => x - ex[i]);
  doc.font('B').fontSize(18).text('Profit and Loss', 50, 50);
  doc.font('R').fontSize(10).text(ORG);
  doc.text('Date Range: Sep 01, 2024 to Aug 31, 2025');
  doc.text('Compared to: Sep 01, 2023 to Aug 31, 2024');
  doc.text('Report Type: Accrual (Paid & Unpaid)', { paragraphGap: 16 });
  const head = (label) => {
    const y = doc.y;
    doc.font('B').fontSize(8.5).fillColor('#555555');
    doc.text(label, 50, y + 10, { lineBreak: false });
    [['Sep 01, 2024', 'to Aug 31, 2025'], ['Sep 01, 2023', 'to Aug 31, 2024']].forEach((l, i) => l.forEach((t, j) => doc.text(t, right[i] - 100, y + j * 10, { width: 100, align: 'right', lineBreak: false })));
    doc.fillColor('black');
    doc.moveTo(50, y + 23).lineTo(545, y + 23).lineWidth(0.5).stroke();
    doc.y = y + 30;
  };
  const row = (label, vals, o = {}) => {
    const y = doc.y;
    doc.font(o.bold ? 'B' : 'R').fontSize(o.size || 9.5).fillColor(o.grey ? '#555555' : 'black');
    doc.text(label, 50 + (o.indent ? 12 : 0), y, { lineBreak: false });
    if (vals) vals.forEach((v, i) => doc.text(eur(v), right[i] - 100, y, { width: 100, align: 'right', lineBreak: false }));
    doc.fillColor('black');
    if (o.line) doc.moveTo(50, y + 14).lineTo(545, y + 14).lineWidth(0.3).strokeColor('#bbbbbb').stroke().strokeColor('black');
    doc.y = y + (o.gapAfter || 18);
  };
  head('ACCOUNTS');
  row('Income', inc, { line: true }); row('Cost of Goods Sold', cogs, { line: true });
  row('Gross Profit', gp, { bold: true, line: true });
  row('As a percentage of Total Income', null, { grey: true, size: 8.5, gapAfter: 14 });
  { const y = doc.y - 14; doc.font('R').fontSize(8.5).fillColor('#555555'); gp.forEach((g, i) => doc.text(`${((g / inc[i]) * 100).toFixed(2)}%`, right[i] - 100, y, { width: 100, align: 'right', lineBreak: false })); doc.fillColor('black'); }
  row('Operating Expenses', ex, { line: true });
  row('Net Profit', np, { bold: true, line: true });
  doc.y += 18;
  const section = (title, rows, total) => {
    head(title);
    for (const [a, c, p] of rows) row(a, [c, p], { indent: true, line: true });
    row(`Total ${title}`, total, { bold: true, gapAfter: 26 });
  };
  section('Income', WAVE.income, inc);
  section('Cost of Goods Sold', WAVE.cogs, cogs);
  section('Operating Expenses', WAVE.expense, ex);
  doc.font('R').fontSize(7.5).fillColor('#777777').text('Created on Sep 14, 2025 · Wave Financial', 50, 790, { lineBreak: false });
  await end();
}

function paypal(dir, v) {
  const cols = ['Date', 'Time', 'TimeZone', 'Name', 'Type', 'Status', 'Currency', 'Gross', 'Fee', 'Net', 'From Email Address', 'To Email Address', 'Transaction ID', 'Item Title', 'Item ID', 'Reference Txn ID', 'Quantity', 'Receipt ID', 'Balance', 'Subject', 'Note', 'Balance Impact'];
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const me = 'treasurer@sliemachambermusic.org.mt';
  const mail = (n) => n.toLowerCase().replace(/[^a-z]+/g, '.') + '@gmail.com';
  const rows = v.paypal.map((r) => {
    const w = r.type === 'General Withdrawal';
    const refund = r.type === 'Payment Refund';
    const tz = r.date < '2025-10-26' ? 'CEST' : 'CET';
    const item = r.item, iid = /Concert (\d)/.test(item) ? `C${item.match(/Concert (\d)/)[1]}-2526` : /Subscription/.test(item) ? (/Concession/.test(item) ? 'SUB-CON' : 'SUB-STD') : /Donation/.test(item) ? 'DON' : '';
    return [r.date.split('-').reverse().join('/'), r.time, tz, w ? '' : r.name, r.type, 'Completed', 'EUR', fmt(r.gross), fmt(r.fee), fmt(r.net),
      w || refund ? me : mail(r.name), w ? '' : refund ? mail(r.name) : me, r.txn, w ? '' : item, w ? '' : iid, r.ref, w ? '' : String(r.qty), '', fmt(r.balance),
      w ? '' : item, w ? 'Withdrawal to Bank of Valletta p.l.c. ****4471' : refund ? 'Refund - 1 ticket returned' : '', r.gross < 0 ? 'Debit' : 'Credit'];
  });
  fs.writeFileSync(path.join(dir, 'Download.CSV'), '\ufeff' + [cols, ...rows].map((r) => r.map(q).join(',')).join('\r\n') + '\r\n');
}

async function budget(dir, v) {
  const { SBUDGET, CONCERTS } = RAW;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Google Sheets';
  const ws = wb.addWorksheet('Budget 2025-26');
  ws.columns = [{ width: 34 }, ...Array(6).fill({ width: 13 })];
  ws.addRow([`${ORG} – Budget, season 2025-26 (1 Sep 2025 – 31 Aug 2026)`]).getCell(1).font = { bold: true, size: 12 };
  ws.addRow(['Approved by the committee on 09/07/2025. Quarters follow the season: Q1 Sep–Nov, Q2 Dec–Feb, Q3 Mar–May, Q4 Jun–Aug.']);
  ws.addRow([]);
  const h1 = ws.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', 'Budget', 'Actual']);
  const h2 = ws.addRow(['Line', 'Sep–Nov', 'Dec–Feb', 'Mar–May', 'Jun–Aug', '2025-26', '2024-25']);
  [h1, h2].forEach((r) => r.eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9EAD3' } }; }));
  const NF = '€#,##0;(€#,##0);"-"', NF2 = '€#,##0.00;(€#,##0.00);"-"';
  const block = (title, lines) => {
    ws.addRow([title]).getCell(1).font = { bold: true };
    const from = ws.rowCount + 1;
    for (const [l] of lines) {
      const b = v.budget[l];
      const rn = ws.rowCount + 1;
      const r = ws.addRow([l, ...b.slice(0, 4), { formula: `SUM(B${rn}:E${rn})`, result: b[4] }, b[5]]);
      for (let i = 2; i <= 6; i++) r.getCell(i).numFmt = NF;
      r.getCell(7).numFmt = NF2;
    }
    const to = ws.rowCount;
    const tot = ws.addRow([`Total ${title.toLowerCase()}`, ...['B', 'C', 'D', 'E', 'F', 'G'].map((c, i) => ({ formula: `SUM(${c}${from}:${c}${to})`, result: Math.round(lines.reduce((s, [l]) => s + v.budget[l][i], 0) * 100) / 100 }))]);
    tot.eachCell((c, i) => { c.font = { bold: true }; if (i > 1) c.numFmt = i === 7 ? NF2 : NF; c.border = { top: { style: 'thin' } }; });
    return tot.number;
  };
  const ti = block('Income', SBUDGET.income);
  ws.addRow([]);
  const te = block('Expenditure', SBUDGET.expense);
  ws.addRow([]);
  const totI = (i) => SBUDGET.income.reduce((s, [l]) => s + v.budget[l][i], 0), totE = (i) => SBUDGET.expense.reduce((s, [l]) => s + v.budget[l][i], 0);
  const sr = ws.addRow(['Surplus / (deficit)', ...['B', 'C', 'D', 'E', 'F', 'G'].map((c, i) => ({ formula: `${c}${ti}-${c}${te}`, result: Math.round((totI(i) - totE(i)) * 100) / 100 }))]);
  sr.eachCell((c, i) => { c.font = { bold: true }; if (i > 1) c.numFmt = i === 7 ? NF2 : NF; });
  ws.addRow([]);
  ws.addRow(['Q4 ticket sales are for the summer festival (not yet programmed). Ticket sales per concert are on the Concerts tab.']);
  ws.addRow(['Actual 2024-25 from the Wave profit and loss (bar purchases shown under expenditure here).']);

  const wc = wb.addWorksheet('Concerts');
  wc.columns = [{ width: 4 }, { width: 12 }, { width: 30 }, { width: 34 }, { width: 28 }, { width: 9 }, { width: 9 }, { width: 8 }, { width: 13 }, { width: 13 }, { width: 12 }, { width: 11 }];
  const hc = wc.addRow(['#', 'Date', 'Programme', 'Performers', 'Venue', 'Capacity', 'Tickets sold', '% sold', 'Ticket income (€)', 'Budget ticket income (€)', 'Artist fee (€)', 'Status']);
  hc.eachCell((c) => { c.font = { bold: true }; c.alignment = { wrapText: true, vertical: 'top' }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9EAD3' } }; });
  v.concerts.forEach((c, i) => {
    const rn = i + 2;
    const held = c.sold !== null;
    const r = wc.addRow([i + 1, xDate(c.date), c.programme, c.performers, c.venue, c.capacity, held ? c.sold : null, held ? { formula: `G${rn}/F${rn}`, result: c.sold / c.capacity } : null, held ? c.income : null, c.budgetIncome, c.fee, held ? 'Held' : 'Scheduled']);
    r.getCell(2).numFmt = 'dd/mm/yyyy'; r.getCell(8).numFmt = '0%';
    [9, 10, 11].forEach((k) => { r.getCell(k).numFmt = '#,##0'; });
  });
  const n = v.concerts.length + 1;
  const tr = wc.addRow(['', '', 'Season total', '', '', { formula: `SUM(F2:F${n})`, result: v.concerts.reduce((s, c) => s + c.capacity, 0) }, { formula: `SUM(G2:G${n})`, result: v.concerts.reduce((s, c) => s + (c.sold || 0), 0) }, '',
    { formula: `SUM(I2:I${n})`, result: v.concerts.reduce((s, c) => s + (c.income || 0), 0) }, { formula: `SUM(J2:J${n})`, result: v.concerts.reduce((s, c) => s + c.budgetIncome, 0) }, { formula: `SUM(K2:K${n})`, result: v.concerts.reduce((s, c) => s + c.fee, 0) }, '']);
  tr.eachCell((c) => { c.font = { bold: true }; c.numFmt = '#,##0'; });
  await wb.xlsx.writeFile(path.join(dir, 'SCMS Season 2025-26 Budget.xlsx'));
}

async function treasurer(dir, v) {
  const { SREP } = RAW;
  const np = (i) => { const a = (k) => Object.entries(v.pl).filter(([n]) => k.includes(n)).reduce((s, [, x]) => s + x[i], 0); const inc = ['Ticket Sales', 'Season Subscriptions', 'Membership Fees', 'Donations', 'Arts Council Malta Grant', 'Corporate Sponsorship', 'Bar & Programme Sales']; return a(inc) - (Object.values(v.pl).reduce((s, x) => s + x[i], 0) - a(inc)); };
  const tot = Object.values(v.funds).reduce((s, x) => s + x, 0);
  const kids = [
    P(ORG, { bold: true, size: 14, align: 'center', after: 40 }),
    P("Treasurer's Report for the year ended 31 August 2025", { bold: true, size: 12, align: 'center', after: 40 }),
    P(`Annual General Meeting held on ${long(SREP.agm)} at the Sliema Parish Hall`, { italic: true, align: 'center', after: 240 }),
    P(`Mr President, fellow members,`),
    P(`The 2024-25 season was our busiest yet: eleven concerts, a sold-out Christmas programme and a record ${SREP.members} paid-up members at 31 August 2025 (31 August 2024: ${SREP.membersPrior}). The accounts were kept on Wave and were independently examined by ${SREP.examiner}, Certified Public Accountants, whose report is attached.`),
    P(`Results. The Society made a net surplus of €${fmt(np(0))} for the year (2023-24: €${fmt(np(1))}). Income rose on every line except corporate sponsorship, where one sponsor did not renew. Musicians' fees remain by far our largest cost, as they should be.`),
    P('Funds. At 31 August 2025 the Society held the following:'),
    T([['Account', 'Balance (€)'], ...Object.entries(v.funds).map(([k, x]) => [k, fmt(x)]), ['Total funds', fmt(tot)]], { widths: [5200, 2000], numCols: [1], boldRows: [Object.keys(v.funds).length + 1] }),
    P('', { after: 120 }),
    P(`Steinway Fund. The savings account is designated for replacing the Society's concert grand piano. The target is €${fmt(SREP.steinwayTarget, 0)}; every gift marked "Steinway Fund" is transferred to it.`),
    P(`Looking ahead. Arts Council Malta has confirmed a Cultural Partnership grant of €${fmt(SREP.grant2526, 0)} for 2025-26, payable in two equal instalments in October 2025 and March 2026. The committee approved the 2025-26 budget on 9 July 2025; it is on the shared drive with the concert programme.`),
    P('I move that the accounts for 2024-25 be adopted.'),
    P('', { after: 200 }),
    P(SREP.treasurer, { after: 0 }),
    P('Hon. Treasurer', { after: 0 }),
    P(`President: ${SREP.president}`, { italic: true }),
  ];
  await writeDocx(path.join(dir, "Treasurer's Report AGM 2025.docx"), kids, { title: "Treasurer's Report 2025", creator: SREP.treasurer });
}

async function receipt(dir) {
  const R = RAW.SRECEIPT;
  const L = [];
  const t = (s, o = {}) => L.push({ t: s, size: o.size || 22, bold: o.bold, center: o.center });
  const c2 = (a, b, o = {}) => L.push({ cols: [a, b], size: 22, bold: o.bold });
  t(R.shop, { size: 30, bold: true, center: true });
  t(R.addr, { center: true, size: 19 }); t(`VAT No. ${R.vatNo}`, { center: true, size: 19 });
  L.push({ gap: 6 });
  t(`${R.date.split('-').reverse().join('/').replace(/\/20(\d\d)$/, '/$1')} ${R.time}   RCPT ${R.receipt}   OP 02`);
  L.push({ rule: true });
  for (const [name, qn, p] of R.items) { if (qn > 1) t(`${qn} x ${fmt(p)}`, { size: 19 }); c2(name, `${fmt(qn * p)} A`); }
  L.push({ rule: true });
  c2('TOTAL EUR', fmt(R.total), { bold: true });
  c2('VISA CONTACTLESS', fmt(R.total));
  L.push({ gap: 6 });
  c2('A VAT 18% INCL.', fmt(R.vat));
  c2('NET', fmt(R.total - R.vat));
  L.push({ gap: 10 });
  t('GRAZZI - THANK YOU', { center: true });
  t('FISCAL RECEIPT', { center: true, size: 19 });
  await photoDocument(path.join(dir, 'IMG_4471.JPG'), L, { width: 560, height: 1080, angle: 1.8, seed: 29, format: 'jpeg', mono: true, margin: 36 });
}

export async function renderSliema(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const v = view().sliema;
  await wave(dir);
  paypal(dir, v);
  await budget(dir, v);
  await treasurer(dir, v);
  await receipt(dir);
}
