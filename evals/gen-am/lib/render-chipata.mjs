// The six documents of Tiyanjane Community Care Organisation (Chipata, Zambia): Pastel income statement by
// month, Pastel trial balance PDF, Airtel Money statement CSV, donor report, board minutes, till slip photo.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, styleHeader, F, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';
import { en, en0, kw, dmy, enLong, dayName } from './fmt.mjs';
import { IS, IST, CH_MONTHS, TB, TBT, AIRTEL, AIRTEL_OPEN, AIRTEL_CLOSE, TRANCHES, GRANT, DONOR, DONORT, BOARD, CASHPOS, CASHTOTAL, SLIP, isAcct } from '../data.mjs';

const ORG = 'Tiyanjane Community Care Organisation';

export async function incomeStatement(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Pastel Partner'; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('Income Statement', { views: [{ state: 'frozen', xSplit: 2, ySplit: 6 }] });
  const NF = '#,##0.00;(#,##0.00);0.00';
  ws.columns = [{ width: 11 }, { width: 40 }, ...Array(12).fill({ width: 13 }), { width: 15 }];
  ws.getCell('A1').value = ORG.toUpperCase(); ws.getCell('A1').font = { bold: true, size: 12 };
  ws.getCell('A2').value = 'Income Statement - Monthly'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = 'For the periods 01/04/2025 to 31/03/2026 (Financial year 2026)   Currency: ZMW';
  ws.mergeCells('A5:A6'); ws.mergeCells('B5:B6');
  ws.getCell('A5').value = 'Account'; ws.getCell('B5').value = 'Description';
  for (let i = 0; i < 12; i++) { ws.getCell(5, 3 + i).value = `Period ${i + 1}`; ws.getCell(6, 3 + i).value = CH_MONTHS[i]; }
  ws.mergeCells('O5:O6'); ws.getCell('O5').value = 'Year to Date';
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= 15; c++) styleHeader(ws.getCell(r, c));
  let r = 7;
  const put = (a) => {
    ws.getCell(r, 1).value = a.c; ws.getCell(r, 2).value = a.l;
    a.m.forEach((v, i) => { ws.getCell(r, 3 + i).value = v; });
    ws.getCell(r, 15).value = F(`SUM(C${r}:N${r})`, a.ytd);
    for (let c = 3; c <= 15; c++) ws.getCell(r, c).numFmt = NF;
    r++;
  };
  const totalRow = (label, vals, ytd, formulaOf) => {
    ws.getCell(r, 2).value = label;
    vals.forEach((v, i) => { ws.getCell(r, 3 + i).value = F(formulaOf(colL(2 + i)), v); });
    ws.getCell(r, 15).value = F(formulaOf('O'), ytd);
    for (let c = 1; c <= 15; c++) { ws.getCell(r, c).font = { bold: true }; if (c > 2) { ws.getCell(r, c).numFmt = NF; ws.getCell(r, c).border = { top: { style: 'thin' } }; } }
    const at = r; r++; return at;
  };
  const heading = (t) => { ws.getCell(r, 2).value = t; ws.getCell(r, 2).font = { bold: true, underline: true }; r++; };
  heading('Sales');
  let f = r; IS.sales.forEach(put);
  const sRow = totalRow('Total Sales', IST.sales, IST.salesY, (c) => `SUM(${c}${f}:${c}${r - 1})`);
  r++; heading('Cost of Sales');
  f = r; IS.cos.forEach(put);
  const cRow = totalRow('Total Cost of Sales', IST.cos, IST.cosY, (c) => `SUM(${c}${f}:${c}${r - 1})`);
  r++;
  const gRow = totalRow('Gross Profit', IST.gross, IST.grossY, (c) => `${c}${sRow}-${c}${cRow}`);
  r++; heading('Other Income');
  f = r; IS.other.forEach(put);
  const oRow = totalRow('Total Other Income', IST.other, IST.otherY, (c) => `SUM(${c}${f}:${c}${r - 1})`);
  r++; heading('Expenses');
  f = r; IS.exp.forEach(put);
  const eRow = totalRow('Total Expenses', IST.exp, IST.expY, (c) => `SUM(${c}${f}:${c}${r - 1})`);
  r++;
  const nRow = totalRow('Net Profit/(Loss) Before Tax', IST.net, IST.netY, (c) => `${c}${gRow}+${c}${oRow}-${c}${eRow}`);
  for (let c = 3; c <= 15; c++) ws.getCell(nRow, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  r += 2;
  ws.getCell(r, 2).value = 'Report printed 14/04/2026 08:52  User: LNJOBVU'; ws.getCell(r, 2).font = { italic: true, size: 8 };
  await wb.xlsx.writeFile(file);
}

export async function trialBalance(file) {
  const { doc, end } = newPdf(file, { title: 'Trial Balance', author: 'Pastel Partner' });
  const perPage = 22;
  const pages = Math.ceil(TB.length / perPage);
  const cols = { code: 50, desc: 115, dr: 445, cr: 545 };
  for (let p = 0; p < pages; p++) {
    if (p) doc.addPage();
    doc.font('B').fontSize(11).text(ORG.toUpperCase(), 50, 40);
    doc.font('B').fontSize(10).text('Trial Balance', 50, 58);
    doc.font('R').fontSize(8).text('Period: 12 - 31/03/2026     Financial year: 01/04/2025 - 31/03/2026', 50, 74);
    doc.text(`Page ${p + 1} of ${pages}`, 445, 40, { width: 100, align: 'right' });
    doc.text('Printed: 14/04/2026', 445, 52, { width: 100, align: 'right' });
    let y = 100;
    doc.font('B').fontSize(8.5);
    doc.text('Account', cols.code, y); doc.text('Description', cols.desc, y);
    doc.text('Debit', cols.dr - 90, y, { width: 90, align: 'right' }); doc.text('Credit', cols.cr - 90, y, { width: 90, align: 'right' });
    doc.moveTo(50, y + 12).lineTo(545, y + 12).lineWidth(0.6).stroke();
    y += 18;
    doc.font('R').fontSize(8.5);
    for (const a of TB.slice(p * perPage, (p + 1) * perPage)) {
      doc.text(a.c, cols.code, y, { lineBreak: false }); doc.text(a.l, cols.desc, y, { lineBreak: false, width: 240 });
      if (a.side === 'D') doc.text(en(a.v), cols.dr - 90, y, { width: 90, align: 'right', lineBreak: false });
      else doc.text(en(a.v), cols.cr - 90, y, { width: 90, align: 'right', lineBreak: false });
      y += 15;
    }
    if (p === pages - 1) {
      doc.moveTo(350, y + 1).lineTo(545, y + 1).stroke();
      y += 6;
      doc.font('B').text('Total', cols.desc, y);
      doc.text(en(TBT.dr), cols.dr - 90, y, { width: 90, align: 'right' }); doc.text(en(TBT.cr), cols.cr - 90, y, { width: 90, align: 'right' });
      doc.moveTo(350, y + 13).lineTo(545, y + 13).stroke(); doc.moveTo(350, y + 15).lineTo(545, y + 15).stroke();
    } else {
      doc.font('I').fontSize(8).text('Continued on next page', cols.desc, y + 8);
    }
  }
  await end();
}

export function airtelCsv(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const L = [
    'AIRTEL MONEY BUSINESS ACCOUNT STATEMENT',
    `Account Name:,${q('TIYANJANE COMMUNITY CARE ORG')}`,
    'Account Number (MSISDN):,260977xxx915',
    'Statement Period:,01/03/2026 - 31/03/2026',
    `Opening Balance (ZMW):,${q(en(AIRTEL_OPEN))}`,
    `Closing Balance (ZMW):,${q(en(AIRTEL_CLOSE))}`,
    '',
    'Transaction ID,Transaction Date,Transaction Type,Description,Dr/Cr,Amount (ZMW),Charges (ZMW),Balance (ZMW),Status',
  ];
  for (const t of [...AIRTEL].reverse()) {
    const [d, tm] = t.dt.split(' ');
    L.push([t.id, `${dmy(d)} ${tm}`, t.type, q(t.desc), t.amt < 0 ? 'DR' : 'CR', q(en(t.amt)), q(en(t.ch)), q(en(t.bal)), 'SUCCESS'].join(','));
  }
  fs.writeFileSync(file, L.join('\n') + '\n');
}

export async function donorReport(file) {
  const children = [
    P(ORG.toUpperCase(), { bold: true, align: 'center', size: 13 }),
    P('Plot 2417, Kapata Township, P.O. Box 510231, Chipata, Eastern Province, Zambia', { align: 'center', size: 9 }),
    P('Hollis Family Foundation – Grant HFF-2025-117', { bold: true, size: 13, before: 200 }),
    P('Year 1 Financial Report: 1 April 2025 – 31 March 2026', { bold: true }),
    P('Submitted: 30 April 2026', { italic: true }),
    P('1. Funds received', { bold: true, before: 120 }),
    P('The grant of US$45,000 for Year 1 was received in three tranches into our Zanaco account and converted to kwacha by the bank on the day of receipt, at the rates below.'),
    T([
      ['Tranche', 'Date received', 'Amount (US$)', 'Rate (ZMW per US$)', 'Amount (ZMW)'],
      ...TRANCHES.map((t) => [`Tranche ${t.n}`, dmy(t.date), en(t.usd), t.rate.toFixed(2), en(t.zmw)]),
      ['Total', '', en(GRANT.usd), GRANT.rate.toFixed(4), en(GRANT.zmw)],
    ], { widths: [1300, 1600, 1700, 1900, 1900], numCols: [2, 3, 4], boldRows: [4] }),
    P(`Expenditure below is reported in kwacha as recorded in our books and converted to US dollars at the weighted average rate of the three tranches, K${GRANT.rate.toFixed(4)} per US$.`, { before: 160 }),
    P('2. Budget and actual expenditure, Year 1', { bold: true, before: 120 }),
    T([
      ['Budget line', 'Budget (US$)', 'Actual (ZMW)', 'Actual (US$)', 'Variance (US$)', 'Variance %'],
      ...DONOR.map((d) => [d.l, en(d.b), en(d.zmw), en(d.usd), d.var < 0 ? `(${en(d.var)})` : en(d.var), `${d.pct < 0 ? '(' : ''}${Math.abs(d.pct).toFixed(1)}%${d.pct < 0 ? ')' : ''}`]),
      ['Total', en(DONORT.b), en(DONORT.zmw), en(DONORT.usd), en(DONORT.var), `${((DONORT.var / DONORT.b) * 100).toFixed(1)}%`],
    ], { widths: [3000, 1200, 1300, 1200, 1300, 1000], numCols: [1, 2, 3, 4, 5], boldRows: [DONOR.length + 1], size: 9 }),
    P('Variance is budget less actual; figures in brackets are overspent lines.', { italic: true, size: 9, before: 80 }),
    P('3. Explanation of variances', { bold: true, before: 120 }),
    ...DONOR.map((d) => P(`${d.l}: ${d.why}`, { indent: 300 })),
    P('4. Unspent balance', { bold: true, before: 120 }),
    P(`The unspent balance of US$${en(DONORT.var)} (K${en(GRANT.zmw - DONORT.zmw)}) is held in the Zanaco current account. We request approval to carry it forward to Year 2, for the two new VSLA groups' kits and training.`),
    P('Certified by:', { before: 200 }),
    T([['Loveness Njobvu', 'Esther Mbewe'], ['Finance Officer', 'Board Chairperson']], { widths: [4500, 4500] }),
  ];
  await writeDocx(file, children, { title: 'Hollis Foundation Year 1 Financial Report', creator: 'Loveness Njobvu' });
}

export async function boardMinutes(file) {
  const b = BOARD;
  const netLoss = IST.netY;
  const children = [
    P(ORG.toUpperCase(), { bold: true, align: 'center', size: 13 }),
    P(`MINUTES OF THE BOARD MEETING HELD ON ${dayName(b.date).toUpperCase()} ${enLong(b.date).toUpperCase()} AT THE TCCO OFFICE, KAPATA, CHIPATA`, { bold: true, align: 'center', size: 11, after: 240 }),
    P('Present:', { bold: true }),
    ...b.present.map((x) => P(x, { indent: 400, after: 40 })),
    P('Apologies:', { bold: true, before: 100 }),
    P(b.apologies.join('; '), { indent: 400 }),
    P('In attendance:', { bold: true }),
    P(b.inAttendance.join('; '), { indent: 400 }),
    P('1. Opening and quorum', { bold: true, before: 120 }),
    P(`The Chairperson opened the meeting at 09:30 with a prayer by Rev. Moses Banda. With ${b.present.length} of the 9 board members present, the meeting was quorate.`),
    P('2. Minutes of the previous meeting (17 January 2026)', { bold: true }),
    P('Adopted as a true record, moved by Mr Peter Lungu and seconded by Ms Chisomo Tembo.'),
    P("3. Treasurer's report for the year ended 31 March 2026", { bold: true }),
    P(`The Treasurer presented the Pastel income statement and trial balance for the year. Income of K${en(IST.salesY + IST.otherY)} was received against expenditure (including kits and materials) of K${en(IST.expY + IST.cosY)}, a deficit of K${en(netLoss)} for the year, met from reserves built up in earlier years. She explained that the third Hollis tranche was smaller in kwacha than budgeted because the kwacha had strengthened.`),
    P('Cash position at 31 March 2026:'),
    T([['Account', 'Balance (ZMW)'], ...CASHPOS.map((c) => [c[0], en(c[1])]), ['Total cash and bank', en(CASHTOTAL)]], { widths: [5000, 2500], numCols: [1], boldRows: [CASHPOS.length + 1] }),
    P('', { after: 80 }),
    P('4. Programme report', { bold: true }),
    P(`The Programme Coordinator reported that ${b.ovc} orphans and vulnerable children received school support and monthly food packs. There are now ${b.vslaGroups} village savings and loan groups with ${b.vslaMembers} members; the groups have mobilised savings of K${en(b.vslaSavings)} since they were formed.`),
    P('5. Resolutions', { bold: true }),
    P(`5.1 The budget for the financial year 2026/27 of K${en(b.budget2627)} was approved, moved by Mrs Agness Zulu and seconded by Mr Joseph Phiri.`),
    P(`5.2 The purchase of a replacement motorbike for the Kapata outreach was approved at a cost not exceeding K${en(b.motorbike)}, subject to three quotations.`),
    P('5.3 The Hollis Foundation Year 1 financial report is to be submitted by 30 April 2026, with a request to carry forward the unspent balance.'),
    P('6. Any other business', { bold: true }),
    P('The Board thanked the Finance Officer for closing the books on time. Airtel Money payments above K5,000 will in future need two approvals.'),
    P(`7. Date of next meeting: ${dayName(b.next)} ${enLong(b.next)} at 09:30.`, { bold: true }),
    P('The meeting closed at 12:40.', { before: 120 }),
    T([['Chairperson', 'Secretary'], ['Esther Mbewe', 'Chisomo Tembo']], { widths: [4500, 4500] }),
  ];
  await writeDocx(file, children, { title: 'Board Minutes 18 April 2026', creator: 'Chisomo Tembo' });
}

export async function slipPhoto(file) {
  const s = SLIP;
  const W = 34;
  const lr = (a, b) => a + ' '.repeat(Math.max(1, W - a.length - b.length)) + b;
  const lines = [
    { t: 'CHIPATA HARDWARE &', size: 26, bold: true, center: true },
    { t: 'GENERAL DEALERS LTD', size: 26, bold: true, center: true },
    { t: 'PLOT 12 UMODZI HIGHWAY, CHIPATA', size: 17, center: true },
    { t: 'TPIN 1002345678  TEL 0216 221 540', size: 17, center: true },
    { t: 'TAX INVOICE', size: 20, bold: true, center: true },
    { rule: true },
    { t: `${s.no}   ${dmy(s.date)} ${s.time}`, size: 18 },
    { t: 'TILL 2', size: 18 },
    { rule: true },
  ];
  for (const it of s.items) {
    lines.push({ t: it.l, size: 19 });
    lines.push({ t: lr(`  ${it.q} @ ${en(it.p)}`, en(it.m)), size: 19 });
  }
  lines.push({ rule: true });
  lines.push({ t: lr('TOTAL ZMW', en(s.total)), size: 24, bold: true });
  lines.push({ t: lr('TOTAL EXCL VAT', en(s.excl)), size: 19 });
  lines.push({ t: lr('VAT 16% INCLUDED', en(s.vat)), size: 19 });
  lines.push({ t: lr('AIRTEL MONEY', en(s.total)), size: 19 });
  lines.push({ t: lr('ITEMS', String(s.count)), size: 19 });
  lines.push({ rule: true });
  lines.push({ t: 'PRICES INCLUDE VAT', size: 17, center: true });
  lines.push({ t: 'GOODS ONCE SOLD ARE NOT RETURNABLE', size: 17, center: true });
  lines.push({ t: 'THANK YOU - ZIKOMO KWAMBIRI', size: 17, center: true });
  await photoDocument(file, lines, { width: 560, height: 1120, angle: 1.4, seed: 260, format: 'jpeg', mono: true, margin: 40, noise: 20 });
}
