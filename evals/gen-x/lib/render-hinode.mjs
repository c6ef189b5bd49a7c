// Hinode International School PTA (Yokohama): renders its five documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as D from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, fmt, xDate, MONTHS, styleHeader, F } from './office.mjs';
import { photoDocument } from './photo.mjs';

const yen = (v) => `¥${fmt(v, 0)}`;
const ymd = (iso) => iso.replace(/-/g, '/');
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const Y0 = '#,##0;(#,##0);"-"';
const thin = { style: 'thin' };

// ---------------------------------------------------------------- treasurer's workbook (.xlsx, by hand)
async function workbook(dir) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Daniel Okafor';
  // Budget
  const bs = wb.addWorksheet('Budget FY2025');
  bs.columns = [{ width: 34 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 52 }];
  bs.mergeCells('A1:E1'); bs.getCell('A1').value = 'HINODE INTERNATIONAL SCHOOL PTA'; bs.getCell('A1').font = { bold: true, size: 14 };
  bs.mergeCells('A2:E2'); bs.getCell('A2').value = 'Budget for FY2025 (1 April 2025 - 31 March 2026), with FY2024 budget and results';
  bs.mergeCells('A3:E3'); bs.getCell('A3').value = 'Approved at the General Meeting on 19 April 2025. All amounts in yen.'; bs.getCell('A3').font = { italic: true, size: 9 };
  bs.addRow([]);
  const h1 = bs.addRow(['Item', 'FY2024 (Apr 2024 - Mar 2025)', '', 'FY2025', 'Notes']);
  bs.mergeCells(`B${h1.number}:C${h1.number}`);
  const h2 = bs.addRow(['', 'Budget', 'Actual', 'Budget', '']);
  for (const c of ['A', 'E']) bs.mergeCells(`${c}${h1.number}:${c}${h2.number}`);
  for (const r of [h1, h2]) for (let i = 1; i <= 5; i++) styleHeader(r.getCell(i));
  const section = (title, rows, totalLabel) => {
    const s = bs.addRow([title]); s.getCell(1).font = { bold: true };
    const first = bs.rowCount + 1;
    for (const r of rows) { const x = bs.addRow([r.label, r.b24, r.a24, r.b25, r.note]); for (const i of [2, 3, 4]) x.getCell(i).numFmt = Y0; }
    const last = bs.rowCount;
    const t = bs.addRow([totalLabel, ...['B', 'C', 'D'].map((c, k) => F(`SUM(${c}${first}:${c}${last})`, D.isum(rows.map((r) => [r.b24, r.a24, r.b25][k]))))]);
    t.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin }; });
    for (const i of [2, 3, 4]) t.getCell(i).numFmt = Y0;
    return t.number;
  };
  const ti = section('INCOME', D.H_BUDGET.income, 'Total income');
  bs.addRow([]);
  const te = section('EXPENDITURE', D.H_BUDGET.expense, 'Total expenditure');
  bs.addRow([]);
  const bal = bs.addRow(['Balance (income - expenditure)', ...['B', 'C', 'D'].map((c, k) => F(`${c}${ti}-${c}${te}`, [D.H_BTOT.b24, D.H_BTOT.a24, D.H_BTOT.b25][k].income - [D.H_BTOT.b24, D.H_BTOT.a24, D.H_BTOT.b25][k].expense))]);
  bal.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin, bottom: { style: 'double' } }; });
  for (const i of [2, 3, 4]) bal.getCell(i).numFmt = Y0;
  bs.addRow([]);
  bs.addRow([`The FY2024 balance of ${yen(D.H_OPEN_FY25)} was carried forward to FY2025 (first income line). FY2024 accounts audited by the PTA auditors on 12 April 2025.`]).getCell(1).font = { italic: true, size: 9 };
  bs.addRow(['Contingency is not spent without Executive Committee approval.']).getCell(1).font = { italic: true, size: 9 };

  // Ledger
  const ls = wb.addWorksheet('Ledger Apr-Dec 2025');
  ls.columns = [{ width: 12 }, { width: 8 }, { width: 58 }, { width: 28 }, { width: 13 }, { width: 13 }, { width: 14 }];
  ls.mergeCells('A1:G1'); ls.getCell('A1').value = 'PTA cash book - main account (Yokohama Shinkin Bank, ordinary account)'; ls.getCell('A1').font = { bold: true, size: 13 };
  ls.mergeCells('A2:G2'); ls.getCell('A2').value = 'FY2025, entries to 31 December 2025. R = receipt voucher, V = payment voucher.'; ls.getCell('A2').font = { italic: true, size: 9 };
  const lh = ls.addRow(['Date', 'Voucher', 'Description', 'Budget line', 'Income (¥)', 'Expense (¥)', 'Balance (¥)']);
  lh.eachCell((c) => styleHeader(c));
  const o = ls.addRow([xDate('2025-04-01'), '', 'Balance brought forward from FY2024', '', null, null, D.H_OPEN_FY25]);
  o.getCell(1).numFmt = 'yyyy/mm/dd'; o.getCell(7).numFmt = Y0; o.font = { italic: true };
  let prevBalRow = o.number;
  const months = [...new Set(D.LEDGER.map((l) => l.date.slice(0, 7)))];
  const subRows = [];
  for (const m of months) {
    const first = ls.rowCount + 1;
    for (const l of D.LEDGER.filter((x) => x.date.startsWith(m))) {
      const r = ls.addRow([xDate(l.date), l.voucher, l.desc, l.cat, l.inc || null, l.exp || null, null]);
      r.getCell(7).value = F(`G${prevBalRow}+E${r.number}-F${r.number}`, l.bal);
      prevBalRow = r.number;
      r.getCell(1).numFmt = 'yyyy/mm/dd';
      for (const i of [5, 6, 7]) r.getCell(i).numFmt = Y0;
    }
    const last = ls.rowCount;
    const rows = D.LEDGER.filter((x) => x.date.startsWith(m));
    const [y, mo] = m.split('-').map(Number);
    const s = ls.addRow(['', '', `${MONTHS[mo - 1]} ${y} total`, '', F(`SUM(E${first}:E${last})`, D.isum(rows.map((x) => x.inc))), F(`SUM(F${first}:F${last})`, D.isum(rows.map((x) => x.exp))), null]);
    s.eachCell((c) => { c.font = { bold: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }; });
    for (const i of [5, 6]) s.getCell(i).numFmt = Y0;
    subRows.push(s.number);
  }
  ls.addRow([]);
  const tot = ls.addRow(['', '', 'Total April - December 2025', '', F(subRows.map((n) => `E${n}`).join('+'), D.isum(D.LEDGER.map((x) => x.inc))), F(subRows.map((n) => `F${n}`).join('+'), D.isum(D.LEDGER.map((x) => x.exp))), F(`G${prevBalRow}`, D.H_CLOSE)]);
  tot.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin, bottom: { style: 'double' } }; });
  for (const i of [5, 6, 7]) tot.getCell(i).numFmt = Y0;
  ls.addRow([]);
  ls.addRow(['', '', 'Square deposits arrive the next business day; Square sales are entered gross and the fees booked separately.']).getCell(3).font = { italic: true, size: 9 };

  // Dues
  const ds = wb.addWorksheet('Dues FY2025');
  ds.columns = [{ width: 24 }, { width: 12 }, { width: 12 }, { width: 10 }, { width: 10 }, { width: 16 }, { width: 36 }];
  ds.mergeCells('A1:G1'); ds.getCell('A1').value = 'Membership dues FY2025 - ¥6,000 per family'; ds.getCell('A1').font = { bold: true, size: 13 };
  ds.mergeCells('A2:G2'); ds.getCell('A2').value = 'Families are counted once, under the grade of their youngest child. Staff families are exempt. Position at 31 December 2025.'; ds.getCell('A2').font = { italic: true, size: 9 };
  const dh = ds.addRow(['Grade', 'Member families', 'Exempt (staff)', 'Paid', 'Unpaid', 'Collected (¥)', 'Class rep notes']);
  dh.eachCell((c) => styleHeader(c));
  const notes = { 'Grade 8': 'Reminder letters sent 10 Dec', 'Grade 10': 'Two families left in Nov', Kindergarten: 'One family paid in September' };
  const f = ds.rowCount + 1;
  for (const d of D.DUES) {
    const r = ds.addRow([d.grade, d.families, d.exempt || null, d.paid, d.unpaid || null, null, notes[d.grade] || '']);
    r.getCell(6).value = F(`D${r.number}*6000`, d.collected); r.getCell(6).numFmt = Y0;
    for (const i of [3, 5]) r.getCell(i).numFmt = '0;-0;"-"';
  }
  const l = ds.rowCount;
  const dt = ds.addRow(['Total', ...['B', 'C', 'D', 'E', 'F'].map((c, k) => F(`SUM(${c}${f}:${c}${l})`, [D.DUES_TOT.families, D.DUES_TOT.exempt, D.DUES_TOT.paid, D.DUES_TOT.unpaid, D.DUES_TOT.collected][k]))]);
  dt.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin }; });
  dt.getCell(6).numFmt = Y0;
  await wb.xlsx.writeFile(path.join(dir, 'PTA Treasurer Workbook FY2025.xlsx'));
}

// ---------------------------------------------------------------- Square transactions export (.csv)
const SQ_HEAD = ['Date', 'Time', 'Time Zone', 'Gross Sales', 'Discounts', 'Service Charges', 'Net Sales', 'Gift Card Sales', 'Tax', 'Tip', 'Partial Refunds', 'Total Collected', 'Source', 'Card', 'Card Entry Methods', 'Cash', 'Square Gift Card', 'Other Tender', 'Other Tender Type', 'Tender Note', 'Fees', 'Net Total', 'Transaction ID', 'Payment ID', 'Card Brand', 'PAN Suffix', 'Device Name', 'Staff Name', 'Staff ID', 'Details', 'Description', 'Event Type', 'Location', 'Dining Option', 'Customer ID', 'Customer Name', 'Customer Reference ID', 'Device Nickname', 'Third Party Fees', 'Deposit ID', 'Deposit Date', 'Deposit Details', 'Fee Percentage Rate', 'Fee Fixed Rate', 'Refund Reason', 'Discount Name', 'Transaction Status', 'Cash App', 'Order Reference ID', 'Fulfillment Note', 'Free Processing Applied', 'Channel', 'Unattributed Tips', 'Table Info', 'International Fee'];
const sy = (v) => (v < 0 ? `-¥${fmt(-v, 0)}` : `¥${fmt(v, 0)}`);
function square(dir) {
  const nextBiz = (iso) => { const d = new Date(iso + 'T00:00:00Z'); do d.setUTCDate(d.getUTCDate() + 1); while ([0, 6].includes(d.getUTCDay())); return d.toISOString().slice(0, 10); };
  const rows = [...D.SQUARE].reverse().map((r) => {
    const card = r.tender !== 'Cash';
    const rec = Object.fromEntries(SQ_HEAD.map((h) => [h, '']));
    Object.assign(rec, {
      Date: ymd(r.date), Time: r.time, 'Time Zone': 'Tokyo',
      'Gross Sales': sy(r.event === 'Refund' ? 0 : r.gross), Discounts: '¥0', 'Service Charges': '¥0', 'Net Sales': sy(r.event === 'Refund' ? 0 : r.gross), 'Gift Card Sales': '¥0', Tax: '¥0', Tip: '¥0',
      'Partial Refunds': sy(r.event === 'Refund' ? r.gross : 0), 'Total Collected': sy(r.gross), Source: 'Point of Sale',
      Card: sy(card ? r.gross : 0), 'Card Entry Methods': card ? (r.gross > 5000 ? 'EMV' : 'Contactless') : '', Cash: sy(card ? 0 : r.gross), 'Square Gift Card': '¥0', 'Other Tender': '¥0',
      Fees: sy(r.fee), 'Net Total': sy(r.net), 'Transaction ID': r.id, 'Payment ID': r.id.slice(2) + 'Pay', 'Card Brand': card ? r.tender : '', 'PAN Suffix': card ? String(1000 + ((r.gross * 7) % 9000)) : '',
      'Device Name': r.device, 'Staff Name': r.staff, Details: `https://squareup.com/receipt/preview/${r.id}`, Description: r.desc, 'Event Type': r.event, Location: r.location,
      'Deposit ID': card ? `DEP${r.date.replace(/-/g, '')}` : '', 'Deposit Date': card ? ymd(nextBiz(r.date)) : '', 'Deposit Details': card ? 'Bank account ****4471' : '',
      'Fee Percentage Rate': card ? (D.SQ_FEE[r.tender] * 100).toFixed(2) : '', 'Fee Fixed Rate': card ? '¥0' : '', 'Refund Reason': r.event === 'Refund' ? r.desc.replace('Refund: ', '') : '',
      'Transaction Status': 'Complete', 'Cash App': '', Channel: r.location, 'International Fee': '¥0',
    });
    return SQ_HEAD.map((h) => rec[h]);
  });
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  fs.writeFileSync(path.join(dir, 'transactions-2025-06-01-2025-12-31.csv'), [SQ_HEAD, ...rows].map((r) => r.map(q).join(',')).join('\n') + '\n');
}

// ---------------------------------------------------------------- interim financial report (.pdf)
async function interim(dir) {
  const { doc, end } = newPdf(path.join(dir, 'Interim Financial Report Apr-Dec 2025.pdf'), { title: 'PTA Interim Financial Report April-December 2025', author: 'PTA Treasurer', margin: undefined, margins: { top: 50, bottom: 30, left: 50, right: 50 } });
  const X = [300, 370, 425, 495, 560], W = 62;
  doc.font('B').fontSize(14).text('Hinode International School PTA', 50, 50);
  doc.font('B').fontSize(12).text('Interim Financial Report: 1 April - 31 December 2025 (FY2025, first three quarters)', 50, doc.y + 4);
  doc.font('R').fontSize(9.5).text('Presented to the Executive Committee on 17 January 2026 by the Treasurer. Amounts in yen.', 50, doc.y + 4);
  doc.moveDown(0.8);
  const I = D.H_ITOT;
  const fair = D.hi('Hinode Fair'), fc = D.hi('Hinode Fair costs');
  const paras = [
    `By 31 December the PTA had received ${yen(I.income.actual - D.H_OPEN_FY25)} in the year, on top of the ${yen(D.H_OPEN_FY25)} carried forward from FY2024, and spent ${yen(I.expense.actual)}. The Hinode Fair on 8 November brought in ${yen(fair.actual)} against costs of ${yen(fc.actual)}; fair costs finished slightly over budget because ingredient prices rose. The playground shade structure was paid for in December.`,
    'The table compares the first nine months with the full-year budget approved in April 2025, so "% of budget" shows how much of each line has been used or received so far; "Remaining" is the budget still unused (brackets where a line is already over). The FY2024 column gives last year\'s full-year actual for reference.',
  ];
  for (const p of paras) { doc.font('R').fontSize(9.5).text(p, 50, doc.y, { width: 510, align: 'justify' }); doc.moveDown(0.6); }
  doc.moveDown(0.6);
  const header = (title) => {
    const y = doc.y;
    doc.font('B').fontSize(8.2);
    const H = [['FY2025', 'budget'], ['Actual', 'Apr-Dec 2025'], ['% of', 'budget'], ['Remaining', '/ (over)'], ['FY2024', 'actual']];
    H.forEach((ls, i) => ls.forEach((t, j) => doc.text(t, X[i] - W - 10, y + j * 10, { width: W + 10, align: 'right', lineBreak: false })));
    doc.font('B').fontSize(10).text(title, 50, y + 10, { lineBreak: false });
    doc.moveTo(50, y + 23).lineTo(560, y + 23).lineWidth(0.6).stroke();
    doc.x = 50; doc.y = y + 28;
  };
  const n0 = (v) => (v === 0 ? '-' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
  const row = (label, r, o = {}) => {
    const y = doc.y;
    doc.font(o.bold ? 'B' : 'R').fontSize(9);
    doc.text(label, 50 + (o.bold ? 0 : 8), y, { lineBreak: false, width: 200 });
    const vals = [n0(r.b25), n0(r.actual), r.b25 ? `${(r.actual / r.b25 * 100).toFixed(1)}%` : '-', n0(r.b25 - r.actual), n0(r.a24)];
    vals.forEach((v, i) => doc.text(v, X[i] - W, y, { width: W, align: 'right', lineBreak: false }));
    if (o.rule) for (const x of X) doc.moveTo(x - 50, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    doc.x = 50; doc.y = y + 15;
  };
  header('Income');
  for (const r of D.H_INTERIM.income) row(r.label, r);
  row('Total income', { b25: I.income.b25, actual: I.income.actual, a24: I.income.a24 }, { bold: true, rule: true });
  doc.moveDown(1);
  header('Expenditure');
  const ex = D.H_INTERIM.expense;
  ex.slice(0, 6).forEach((r) => row(r.label, r));
  doc.font('I').fontSize(8).text('Expenditure continues on page 2', 50, doc.y + 4);
  doc.font('R').fontSize(7.5).text('Hinode International School PTA - Interim Financial Report - page 1', 50, 790, { width: 510, align: 'center', lineBreak: false });
  doc.addPage(); doc.y = 50;
  header('Expenditure (continued)');
  ex.slice(6).forEach((r) => row(r.label, r));
  row('Total expenditure', { b25: I.expense.b25, actual: I.expense.actual, a24: I.expense.a24 }, { bold: true, rule: true });
  doc.moveDown(1);
  const y = doc.y;
  doc.font('B').fontSize(9.5).text('Balance at 31 December 2025 (cash book and bank)', 50, y, { lineBreak: false });
  doc.text(fmt(D.H_CLOSE, 0), X[1] - W, y, { width: W, align: 'right', lineBreak: false });
  doc.x = 50; doc.y = y + 24;
  doc.font('R').fontSize(8.5).text('Notes: Total income includes the balance carried forward from FY2024. The budget is balanced by the contingency line, as the PTA rules require. Square sales are shown gross; Square and bank fees are under "Bank & Square fees". The 20th anniversary reserve will be drawn in FY2026.', 50, doc.y, { width: 510 });
  doc.font('R').fontSize(7.5).text('Hinode International School PTA - Interim Financial Report - page 2', 50, 790, { width: 510, align: 'center', lineBreak: false });
  await end();
}

// ---------------------------------------------------------------- General Meeting minutes (.docx)
async function minutes(dir) {
  const M = D.H_MIN, I = D.H_ITOT;
  const fair = D.hi('Hinode Fair'), fc = D.hi('Hinode Fair costs');
  const sqFair = D.LEDGER.find((l) => l.desc.startsWith('Hinode Fair - Square')).inc;
  const kids = [
    P('HINODE INTERNATIONAL SCHOOL PARENT-TEACHER ASSOCIATION', { bold: true, size: 13, align: 'center' }),
    P(`Minutes of the General Meeting, ${long(M.date)}, 10:00-11:45, ${M.venue}`, { bold: true, align: 'center', after: 240 }),
    P(`Present: ${M.attendance} members (quorum met), the Head of School ${M.head}, and the Executive Committee. Chair: ${M.president} (PTA President). Minutes: ${M.secretary} (Secretary).`),
    P('1. President\'s opening', { bold: true, before: 120 }),
    P(`${M.president} thanked the volunteers who ran the Hinode Fair on ${long(M.fairDate)}, which welcomed about ${fmt(M.visitors, 0)} visitors, and the class representatives who chased dues in December.`),
    P('2. Treasurer\'s report', { bold: true, before: 120 }),
    P(`The Treasurer, ${M.treasurer}, presented the interim report for 1 April - 31 December 2025. Income received in the period was ${yen(I.income.actual - D.H_OPEN_FY25)}, excluding the ${yen(D.H_OPEN_FY25)} carried forward, and spending was ${yen(I.expense.actual)}. The bank balance at 31 December was ${yen(D.H_CLOSE)}.`),
    P(`${D.DUES_TOT.paid} families have paid their FY2025 dues, ${D.DUES_TOT.exempt} staff families are exempt and ${D.DUES_TOT.unpaid} have still to pay; class representatives will follow up in February.`),
    T([
      ['Hinode Fair 2025', 'Yen'],
      ['Food court (Square)', fmt(sqFair, 0)],
      ...D.H_FAIR_CASH.map(([d, v]) => [d.replace('Hinode Fair - ', '').replace(/^./, (c) => c.toUpperCase()), fmt(v, 0)]),
      ['Total fair income', fmt(fair.actual, 0)],
      ['Fair costs', `(${fmt(fc.actual, 0)})`],
      ['Net proceeds', fmt(fair.actual - fc.actual, 0)],
    ], { widths: [4600, 1800], numCols: [1], boldRows: [5, 7] }),
    P(`The fair was also supported by sponsorship of ¥50,000 from Minato Mirai Dental Clinic and ¥30,000 from Bayside Realty K.K., recorded as donations.`, { before: 160 }),
    P(`The PTA's gift to the school this year, the playground shade structure (${yen(1500000)}), was presented to ${M.head} at the end-of-term assembly on ${long(M.giftDate)}.`),
    P(`The auditors, ${M.auditors[0]} and ${M.auditors[1]}, will audit the full-year accounts in April.`),
    P('3. Dues for FY2026', { bold: true, before: 120 }),
    P(`Motion: that annual dues rise from ${yen(D.DUES_RATE)} to ${yen(D.DUES_NEXT)} per family from 1 April 2026, to cover higher event costs. Carried, 71 for, 9 against, 6 abstentions. The full FY2026 budget will be presented at the next General Meeting.`),
    P('4. Any other business', { bold: true, before: 120 }),
    P('Members asked whether the Spring Fair could accept PayPay. The Executive Committee will look into it.'),
    P(`The next General Meeting will be held on Saturday ${long(M.nextMeeting)} in the auditorium. The meeting closed at 11:45.`),
  ];
  await writeDocx(path.join(dir, 'General Meeting minutes 2026-01-24.docx'), kids, { title: 'PTA General Meeting minutes', creator: M.secretary });
}

// ---------------------------------------------------------------- receipt photo (.png)
async function receipt(dir) {
  const R = D.H_RECEIPT;
  const L = [
    { t: R.shop, size: 34, bold: true, center: true },
    { t: R.branch, size: 22, center: true },
    { t: '1-12-7 Motomachi, Naka-ku, Yokohama', size: 17, center: true },
    { t: `TEL ${R.tel}`, size: 17, center: true },
    { t: `Registration No. ${R.reg}`, size: 17, center: true },
    { gap: 10 },
    { cols: [`${ymd(R.date)}(${R.weekday}) ${R.time}`, 'Reg 03 #0217'], size: 19 },
    { rule: true }, { gap: 4 },
  ];
  for (const l of R.lines) {
    L.push({ cols: [`${l.rate === 8 ? '*' : ' '}${l.desc}`, ''], size: 20 });
    L.push({ cols: [`    ${l.qty} x @${fmt(l.unit, 0)}`, `¥${fmt(l.amount, 0)}`], size: 20 });
  }
  L.push({ gap: 4 }, { rule: true });
  L.push({ cols: [`Subtotal  ${R.lines.reduce((s, l) => s + l.qty, 0)} items`, `¥${fmt(R.total, 0)}`], size: 20 });
  L.push({ cols: ['TOTAL', `¥${fmt(R.total, 0)}`], size: 28, bold: true });
  L.push({ cols: ['(8% taxable', `¥${fmt(R.t8, 0)})`], size: 18 });
  L.push({ cols: ['(  incl. tax 8%', `¥${fmt(R.tax8, 0)})`], size: 18 });
  L.push({ cols: ['(10% taxable', `¥${fmt(R.t10, 0)})`], size: 18 });
  L.push({ cols: ['(  incl. tax 10%', `¥${fmt(R.tax10, 0)})`], size: 18 });
  L.push({ gap: 6 });
  L.push({ cols: ['Cash', `¥${fmt(R.paid, 0)}`], size: 20 });
  L.push({ cols: ['Change', `¥${fmt(R.change, 0)}`], size: 20 });
  L.push({ gap: 8 });
  L.push({ t: '* = reduced tax rate (8%) item', size: 17 });
  L.push({ t: 'Thank you for shopping with us!', size: 18, center: true });
  await photoDocument(path.join(dir, 'receipt_yamate_foods_20251107.png'), L, { width: 600, height: 1090, angle: 1.8, seed: 1107, format: 'png', mono: true, margin: 40, noise: 24 });
}

export async function renderHinode(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await workbook(dir);
  square(dir);
  await interim(dir);
  await minutes(dir);
  await receipt(dir);
}
