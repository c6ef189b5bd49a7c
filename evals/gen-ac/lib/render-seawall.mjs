// Lions Club of Georgetown Seawall (Guyana, G$, Lions year July–June): six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { RAW, LMONTHS } from '../data.mjs';
import { P, T, writeDocx, fmt, xDate, MONTHS, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const S = RAW.seawall;
const NAME = 'Lions Club of Georgetown Seawall';
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const ord = (d) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
const longD = (iso, day) => { const [y, m, d] = iso.split('-').map(Number); return `${day ? day + ' ' : ''}${ord(d)} ${MONTHS[m - 1]} ${y}`; };
const G = (v) => fmt(v, 0);

// ------------------------------------------------------------------ 1. treasurer's workbook (xlsx, kept by hand)
const NF = '#,##0;(#,##0);"-"';
const mCol = (i) => 2 + i + Math.floor(i / 3); // month 0 (Jul) -> column B
const qCol = (k) => 5 + 4 * k; // Q1 -> E
const YTD = 18, BUD = 19, BAL = 20;

function fundSheet(ws, title, fund, budget, notes) {
  ws.columns = [{ width: 34 }, ...Array(19).fill(null).map((_, i) => ({ width: i >= 16 ? 14 : 10.5 }))];
  const t = [`${NAME.toUpperCase()} - DISTRICT 60B`, title, 'All amounts in Guyana dollars (G$)    Prepared by Lion Deodat Ramsaroop, Treasurer    Last updated 08/04/2026'];
  t.forEach((s, i) => { ws.getCell(i + 1, 1).value = s; ws.mergeCells(i + 1, 1, i + 1, BAL); ws.getCell(i + 1, 1).font = { bold: i < 2, size: i === 0 ? 13 : 11, italic: i === 2 }; });
  const H = 5;
  ws.getCell(H, 1).value = 'Receipts & Payments';
  LMONTHS.forEach((m, i) => { ws.getCell(H, mCol(i)).value = m; });
  ['Q1', 'Q2', 'Q3', 'Q4'].forEach((s, k) => { ws.getCell(H, qCol(k)).value = s; });
  ws.getCell(H, YTD).value = 'YTD'; ws.getCell(H, BUD).value = 'Budget 2025-26'; ws.getCell(H, BAL).value = 'Bal. of budget';
  for (let c = 1; c <= BAL; c++) { const cell = ws.getCell(H, c); cell.font = { bold: true }; cell.alignment = { horizontal: c === 1 ? 'left' : 'center', wrapText: true }; cell.border = { bottom: { style: 'medium' } }; if ([5, 9, 13, 17, YTD].includes(c)) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } }; }
  let r = H + 1;
  const bfRow = r++;
  const put = (row, c, v) => { const cell = ws.getCell(row, c); cell.value = v; cell.numFmt = NF; return cell; };
  const lineRow = (label, vals, bud, opt = {}) => {
    const row = r++;
    ws.getCell(row, 1).value = label;
    if (opt.bold) ws.getRow(row).font = { bold: true };
    for (let i = 0; i < 9; i++) {
      if (opt.formula) put(row, mCol(i), F(opt.formula(colL(mCol(i) - 1)), vals[i]));
      else if (vals[i] !== 0 || opt.zeros) put(row, mCol(i), vals[i]);
    }
    for (let k = 0; k < 4; k++) {
      const a = colL(mCol(k * 3) - 1), b = colL(mCol(k * 3 + 2) - 1);
      const v = k < 3 ? vals.slice(k * 3, k * 3 + 3).reduce((s, x) => s + x, 0) : 0;
      put(row, qCol(k), F(`SUM(${a}${row}:${b}${row})`, v)).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    }
    const y = vals.reduce((s, x) => s + x, 0);
    put(row, YTD, F(`${colL(qCol(0) - 1)}${row}+${colL(qCol(1) - 1)}${row}+${colL(qCol(2) - 1)}${row}+${colL(qCol(3) - 1)}${row}`, y)).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    if (bud !== undefined) {
      if (bud) put(row, BUD, bud);
      put(row, BAL, F(`${colL(BUD - 1)}${row}-${colL(YTD - 1)}${row}`, (bud || 0) - y));
    }
    return row;
  };
  ws.getCell(r, 1).value = 'RECEIPTS'; ws.getCell(r, 1).font = { bold: true, underline: true }; r++;
  const rStart = r;
  for (const [k, v] of Object.entries(fund.R)) lineRow(k, v, budget[k] ?? 0);
  const rEnd = r - 1;
  const sumRow = (label, a, b, vals, bud) => {
    const row = r++;
    ws.getCell(row, 1).value = label; ws.getRow(row).font = { bold: true };
    const cols = [...Array(9).keys()].map((i) => [mCol(i), vals[i]]);
    for (let k = 0; k < 4; k++) cols.push([qCol(k), k < 3 ? vals.slice(k * 3, k * 3 + 3).reduce((s, x) => s + x, 0) : 0]);
    cols.push([YTD, vals.reduce((s, x) => s + x, 0)], [BUD, bud]);
    for (const [c, v] of cols) { const L = colL(c - 1); put(row, c, F(`SUM(${L}${a}:${L}${b})`, v)).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
    put(row, BAL, F(`${colL(BUD - 1)}${row}-${colL(YTD - 1)}${row}`, bud - vals.reduce((s, x) => s + x, 0)));
    return row;
  };
  const budR = Object.keys(fund.R).reduce((s, k) => s + (budget[k] || 0), 0);
  const budP = Object.keys(fund.P).reduce((s, k) => s + (budget[k] || 0), 0);
  const totR = sumRow('TOTAL RECEIPTS', rStart, rEnd, fund.tr, budR);
  r++;
  ws.getCell(r, 1).value = 'PAYMENTS'; ws.getCell(r, 1).font = { bold: true, underline: true }; r++;
  const pStart = r;
  for (const [k, v] of Object.entries(fund.P)) lineRow(k, v, budget[k] ?? 0);
  const pEnd = r - 1;
  const totP = sumRow('TOTAL PAYMENTS', pStart, pEnd, fund.tp, budP);
  r++;
  const netRow = r++;
  ws.getCell(netRow, 1).value = 'SURPLUS / (DEFICIT)'; ws.getRow(netRow).font = { bold: true };
  for (let i = 0; i < 9; i++) { const L = colL(mCol(i) - 1); put(netRow, mCol(i), F(`${L}${totR}-${L}${totP}`, fund.net[i])); }
  for (let k = 0; k < 4; k++) { const L = colL(qCol(k) - 1); put(netRow, qCol(k), F(`${L}${totR}-${L}${totP}`, k < 3 ? fund.net.slice(k * 3, k * 3 + 3).reduce((s, x) => s + x, 0) : 0)); }
  put(netRow, YTD, F(`${colL(YTD - 1)}${totR}-${colL(YTD - 1)}${totP}`, fund.net.reduce((s, x) => s + x, 0)));
  put(netRow, BUD, F(`${colL(BUD - 1)}${totR}-${colL(BUD - 1)}${totP}`, budR - budP));
  const cfRow = r++;
  ws.getCell(cfRow, 1).value = 'Balance c/f'; ws.getRow(cfRow).font = { bold: true };
  // b/f row: July typed in, later months pick up the previous month's c/f
  ws.getCell(bfRow, 1).value = 'Balance b/f'; ws.getRow(bfRow).font = { italic: true };
  for (let i = 0; i < 9; i++) {
    if (i === 0) put(bfRow, mCol(0), fund.bf[0]);
    else put(bfRow, mCol(i), F(`${colL(mCol(i - 1) - 1)}${cfRow}`, fund.bf[i]));
    const L = colL(mCol(i) - 1);
    put(cfRow, mCol(i), F(`${L}${bfRow}+${L}${netRow}`, fund.cf[i])).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
  put(bfRow, YTD, F(`${colL(mCol(0) - 1)}${bfRow}`, fund.bf[0]));
  put(cfRow, YTD, F(`${colL(YTD - 1)}${bfRow}+${colL(YTD - 1)}${netRow}`, fund.cf[8]));
  r++;
  for (const n of notes) { ws.getCell(r, 1).value = n; ws.getCell(r, 1).font = { italic: true, size: 9 }; r++; }
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: H }];
}

export async function workbook(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Deodat Ramsaroop';
  const a = wb.addWorksheet('Admin Fund');
  fundSheet(a, 'ADMINISTRATION FUND - Receipts & Payments, Lions year 2025-26 (1 July 2025 - 30 June 2026)', V.admin, V.adminBudget, [
    'Notes:',
    ...S.LCI.map((l) => `LCI international dues wired in US$ - ${l.note}`),
    'Admin Fund money is members\' money only. It is kept in the Republic Bank admin account and is never mixed with public (Activity) funds.',
  ]);
  const b = wb.addWorksheet('Activity Fund');
  fundSheet(b, 'ACTIVITY FUND (public funds) - Receipts & Payments, Lions year 2025-26 (1 July 2025 - 30 June 2026)', V.activity, V.actBudget, [
    'Notes:',
    'Feb-26 Fun Day receipts include MMG ticket payments at their full value; MMG merchant charges are under Bank & MMG charges.',
    'Flood relief (January) was approved by the Board on 6 January 2026 - not in the original budget.',
    'Balance c/f agrees to the Republic Bank activity account statement at each month end.',
  ]);

  // Dues sheet
  const d = wb.addWorksheet('Dues 2025-26');
  d.columns = [{ width: 5 }, { width: 24 }, { width: 20 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 11 }, { width: 34 }];
  d.getCell('A1').value = `${NAME} - MEMBERS' DUES 2025-26 (G$15,000 per half-year)`; d.mergeCells('A1:J1'); d.getCell('A1').font = { bold: true, size: 12 };
  d.getCell('A2').value = 'Half-yearly club dues cover LCI international dues, District 60B dues and club administration.'; d.mergeCells('A2:J2'); d.getCell('A2').font = { italic: true };
  const h1 = ['No.', 'Member', 'Office', 'Joined', 'Jul - Dec 2025', '', 'Jan - Jun 2026', '', 'Owing G$', 'Remarks'];
  const h2 = ['', '', '', '', 'Amount G$', 'Date paid', 'Amount G$', 'Date paid', '', ''];
  d.addRow([]);
  const r1 = d.addRow(h1), r2 = d.addRow(h2);
  d.mergeCells(r1.number, 5, r1.number, 6); d.mergeCells(r1.number, 7, r1.number, 8);
  for (const c of [1, 2, 3, 4, 9, 10]) d.mergeCells(r1.number, c, r2.number, c);
  for (const row of [r1, r2]) row.eachCell({ includeEmpty: true }, (c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } }; c.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } }; });
  const first = r2.number + 1;
  for (const m of V.members) {
    const remarks = m.paid2 === 'dropped' ? 'Dropped 31/12/2025 (non-attendance); did not renew' : m.joined.startsWith('2025') ? `New member - entrance fee G$5,000 paid ${dmy(m.paid1)}` : m.paid2 === null ? 'Reminder sent 03/03/2026' : '';
    const row = d.addRow([m.no, m.name, m.office, xDate(m.joined), S.DUES_HALF, xDate(m.paid1), m.paid2 === 'dropped' ? 'n/a' : m.paid2 ? S.DUES_HALF : null, m.paid2 && m.paid2 !== 'dropped' ? xDate(m.paid2) : m.paid2 === 'dropped' ? '-' : 'OWING', null, remarks]);
    const rn = row.number;
    row.getCell(9).value = m.paid2 === 'dropped' ? '-' : F(`15000-N(G${rn})`, m.owing);
    for (const c of [4, 6, 8]) row.getCell(c).numFmt = 'dd/mm/yyyy';
    for (const c of [5, 7, 9]) row.getCell(c).numFmt = NF;
    if (m.paid2 === null) row.getCell(8).font = { bold: true, color: { argb: 'FFC00000' } };
  }
  const last = d.lastRow.number;
  const tot = d.addRow(['', 'TOTAL', '', '', null, '', null, '', null, '']);
  const paid1 = V.members.length * S.DUES_HALF, paid2 = V.members.filter((m) => m.paid2 && m.paid2 !== 'dropped').length * S.DUES_HALF;
  tot.getCell(5).value = F(`SUM(E${first}:E${last})`, paid1); tot.getCell(7).value = F(`SUM(G${first}:G${last})`, paid2); tot.getCell(9).value = F(`SUM(I${first}:I${last})`, V.members.reduce((s, m) => s + m.owing, 0));
  tot.font = { bold: true }; for (const c of [5, 7, 9]) tot.getCell(c).numFmt = NF;
  const cnt = d.addRow(['', 'No. paid', '', '', null, '', null, '', '', '']);
  cnt.getCell(5).value = F(`COUNT(E${first}:E${last})`, V.members.length); cnt.getCell(7).value = F(`COUNT(G${first}:G${last})`, paid2 / S.DUES_HALF);
  cnt.font = { italic: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 2. Republic Bank activity account (csv), newest first
export function bankCsv(file, V) {
  const mon = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
  const dd = (iso) => { const [y, m, d] = iso.split('-'); return `${d}-${mon[Number(m) - 1]}-${y}`; };
  const n2 = (v) => fmt(v, 2);
  const valueDate = (t) => (t.desc.startsWith('ACH') ? (() => { const dt = new Date(`${t.date}T00:00:00Z`); dt.setUTCDate(dt.getUTCDate() + 1); return dt.toISOString().slice(0, 10); })() : t.date);
  const L = [
    'Republic Bank (Guyana) Limited - Online Banking',
    `Account Name:,${q('LIONS CLUB OF GEORGETOWN SEAWALL - ACTIVITY ACCOUNT')}`,
    'Account Number:,******4417',
    'Account Type:,CURRENT ACCOUNT (GYD)',
    'Statement Period:,01-JAN-2026 to 31-MAR-2026',
    '',
    'Posting Date,Value Date,Description,Cheque No.,Debit,Credit,Balance',
  ];
  for (const t of [...V.bank].reverse()) {
    L.push([dd(t.date), dd(valueDate(t)), q(t.desc), t.chq || '', t.amount < 0 ? q(n2(-t.amount)) : '', t.amount > 0 ? q(n2(t.amount)) : '', q(n2(t.balance))].join(','));
  }
  L.push(['01-JAN-2026', '', 'BALANCE BROUGHT FORWARD', '', '', '', q(n2(V.bankOpen))].join(','));
  L.push('');
  const deb = V.bank.filter((t) => t.amount < 0).reduce((s, t) => s - t.amount, 0);
  const cred = V.bank.filter((t) => t.amount > 0).reduce((s, t) => s + t.amount, 0);
  L.push(`Total Debits:,${q(n2(deb))}`, `Total Credits:,${q(n2(cred))}`, `Closing Balance:,${q(n2(V.bankClose))}`);
  L.push('This is a computer-generated record and is not an official bank statement.');
  fs.writeFileSync(file, L.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 3. MMG merchant statement (csv), oldest first
export function mmgCsv(file, V) {
  const L = [
    'MMG+ MERCHANT STATEMENT',
    `Merchant Name,${q('LIONS CLUB OF GEORGETOWN SEAWALL')}`,
    'Merchant Code,551904',
    'Statement Period,01/02/2026 - 28/02/2026',
    'Currency,GYD',
    'Opening Balance,0.00',
    '',
    'Date,Time,Transaction ID,Transaction Type,Customer / Recipient,Reference,Amount,Fee,Balance,Status',
  ];
  for (const r of V.mmg) {
    const who = r.kind === 'transfer' ? r.who : `${r.phone} ${r.who}`;
    L.push([dmy(r.date), r.time, r.id, r.type, q(who), q(r.ref), r.amount.toFixed(2), r.fee.toFixed(2), r.balance.toFixed(2), r.status].join(','));
  }
  const ok = V.mmg.filter((r) => r.status === 'Successful');
  L.push('');
  L.push(`Total Received,${ok.filter((r) => r.amount > 0).reduce((s, r) => s + r.amount, 0).toFixed(2)}`);
  L.push(`Total Fees,${V.mmgFees.toFixed(2)}`);
  L.push(`Total Transferred Out,${V.transfer.toFixed(2)}`);
  L.push('Closing Balance,0.00');
  fs.writeFileSync(file, L.join('\n') + '\n');
}

// ------------------------------------------------------------------ 4. Fun Day statement (pdf): income and expenditure side by side
export async function funDayPdf(file, V) {
  const { doc, end } = newPdf(file, { title: 'Mash Fun Day 2026 - Income and Expenditure', author: 'Lion Deodat Ramsaroop' });
  const F_ = S.FUNDAY, I = V.fd.income;
  doc.font('B').fontSize(14).text(NAME.toUpperCase(), 50, 50, { width: 495, align: 'center' });
  doc.font('R').fontSize(9).text('District 60B  ·  Chartered 1986  ·  "We Serve"', { width: 495, align: 'center' });
  doc.moveDown(0.6);
  doc.font('B').fontSize(12).text(`MASH FUN DAY 2026 - ${longD(F_.date, 'Saturday')}, National Park, Georgetown`, { width: 495, align: 'center' });
  doc.font('B').fontSize(11).text('STATEMENT OF INCOME AND EXPENDITURE', { width: 495, align: 'center' });
  doc.moveDown(1);
  const top = doc.y;
  doc.moveTo(297, top - 4).lineTo(297, top + 215).lineWidth(0.6).stroke();
  // left: income
  const lx = 50, lw = 240, rx = 305, rw = 240;
  let y = top;
  const row = (x, w, label, v, o = {}) => {
    doc.font(o.bold ? 'B' : 'R').fontSize(8.5);
    doc.text(label, x + (o.indent ? 10 : 0), y, { lineBreak: false });
    if (v !== undefined && v !== '') doc.text(typeof v === 'number' ? G(v) : v, x + w - 68, y, { width: 66, align: 'right', lineBreak: false });
    if (o.rule) { doc.moveTo(x + w - 62, y - 2).lineTo(x + w - 2, y - 2).lineWidth(0.4).stroke(); }
    y += 13;
  };
  doc.font('B').fontSize(10).text('INCOME', lx, y); doc.text('G$', lx + lw - 68, y, { width: 66, align: 'right' }); y += 18;
  row(lx, lw, 'Tickets pre-sold by members:');
  row(lx, lw, `Adults  ${F_.presold.adult} @ ${G(F_.presold.pa)}`, I.presoldAdult, { indent: true });
  row(lx, lw, `Children  ${F_.presold.child} @ ${G(F_.presold.pc)}`, I.presoldChild, { indent: true });
  row(lx, lw, 'Tickets sold at the gate:');
  row(lx, lw, `Adults  ${F_.gate.adult} @ ${G(F_.gate.pa)}`, I.gateAdult, { indent: true });
  row(lx, lw, `Children  ${F_.gate.child} @ ${G(F_.gate.pc)}`, I.gateChild, { indent: true });
  row(lx, lw, `MMG tickets (${V.mmgAdults} adults, ${V.mmgChildren} children)`, I.mmg);
  row(lx, lw, 'Food stall', I.food);
  row(lx, lw, 'Bar', I.bar);
  row(lx, lw, 'Raffle (on the day)', I.raffle);
  row(lx, lw, `Sponsorship - ${F_.sponsorName}`, I.sponsor);
  y += 4;
  row(lx, lw, 'TOTAL INCOME', V.fd.totalIncome, { bold: true, rule: true });
  const yL = y;
  // right: expenditure
  y = top;
  doc.font('B').fontSize(10).text('EXPENDITURE', rx, y); doc.text('G$', rx + rw - 68, y, { width: 66, align: 'right' }); y += 18;
  for (const [label, v, date, chq] of F_.costs) {
    row(rx, rw, label, v);
    doc.font('I').fontSize(7).text(`chq ${chq}, ${dmy(date)}`, rx + 10, y - 2, { lineBreak: false }); y += 9;
  }
  row(rx, rw, 'MMG charges (1% + transfer fee)', V.fd.mmgCharges);
  y += 4;
  row(rx, rw, 'TOTAL EXPENDITURE', V.fd.totalCosts, { bold: true, rule: true });
  y = Math.max(y, yL) + 24;
  doc.moveTo(50, y - 8).lineTo(545, y - 8).lineWidth(0.8).stroke();
  doc.font('B').fontSize(11).text('NET PROCEEDS (to the Sight Programme)', 50, y, { lineBreak: false });
  doc.text(`G$ ${G(V.fd.net)}`, 395, y, { width: 150, align: 'right' });
  y += 30;
  doc.font('R').fontSize(8.5);
  const paidTickets = F_.presold.adult + F_.presold.child + F_.gate.adult + F_.gate.child + V.mmgAdults + V.mmgChildren;
  doc.text(`Paid attendance: ${paidTickets} (all ticket types). Members and their families on duty were admitted free. The ticket printing cheque (100438) was paid in January; all other costs in February. MMG ticket payments are shown at their full value, with the merchant charges as an expense; the MMG balance was transferred to the activity account on 27/02/2026.`, 50, y, { width: 495 });
  doc.moveDown(1.5);
  doc.text('Prepared by: Lion Deodat Ramsaroop, Treasurer  (02/03/2026)', 50);
  doc.text('Checked by: Lion Natasha Goolsarran, Fun Day Chair', 50);
  await end();
}

// ------------------------------------------------------------------ 5. board minutes (docx)
export async function minutesDocx(file, V) {
  const M = V.minutes;
  const adminCf = V.admin.cf[8], actCf = V.activity.cf[8];
  const owing = V.members.filter((m) => m.paid2 === null);
  const children = [
    P(NAME.toUpperCase(), { bold: true, size: 14, align: 'center' }),
    P('District 60B - Lions Clubs International', { align: 'center', italic: true }),
    P(`MINUTES OF THE BOARD OF DIRECTORS MEETING held on ${longD(M.date, 'Tuesday')} at 6:30 p.m., ${M.venue}`, { bold: true }),
    P([{ text: 'Present: ', bold: true }, { text: 'Lion Rohan Persaud (President, in the chair); Lion Natasha Goolsarran (1st Vice President); Lion Marcia Fraser (Secretary); Lion Deodat Ramsaroop (Treasurer); Lion Andrew Bascom (Tail Twister); Lion Shondel Williams (Membership Chair); Lion Dr. Anita Singh (Sight Programme Chair); Lion Leonard Fung-A-Fat (Past President).' }]),
    P([{ text: 'Apologies: ', bold: true }, { text: 'Lion Colin Hinds; Lion Sabrina Khan.' }]),
    P('1. Call to order and Lions Code of Ethics', { bold: true }),
    P('The President called the meeting to order at 6:35 p.m. The Code of Ethics was read by Lion Andrew Bascom. The minutes of the meeting of 10 March 2026 were confirmed on a motion by Lion Marcia Fraser.'),
    P("2. Treasurer's report", { bold: true }),
    P(`The Treasurer presented the workbook to 31 March 2026. The Administration Fund stood at G$${G(adminCf)} and the Activity Fund at G$${G(actCf)}, which agrees to the Republic Bank statement. The Mash Fun Day on 21 February produced net proceeds of G$${G(V.fd.net)}, which will be used for the Sight Programme. ${owing.length === 3 ? 'Three' : owing.length} members have not yet paid their January - June dues (G$${G(owing.length * S.DUES_HALF)} in all); the Membership Chair will follow up before the June installation.`),
    P('The Treasurer reminded the Board that LCI international dues are billed in US dollars each January and July; the February wire was converted at G$210 to the US dollar.'),
    P('3. Diabetes screening - glucometers', { bold: true }),
    P(`The Service Chair presented three quotations for ${M.glucoQty} glucometers (with starter strips) for the community diabetes screening programme:`),
    T([['Supplier', 'Price each (G$)', `Total for ${M.glucoQty} (G$)`, 'Delivery'], ...M.quotes.map(([s, p, d]) => [s, G(p), G(p * M.glucoQty), d])], { widths: [3600, 1900, 2100, 1600], numCols: [1, 2] }),
    P(''),
    P(`RESOLVED, on a motion by ${M.mover}, seconded by Lion ${M.seconder}, THAT THE CLUB PURCHASE ${M.glucoQty} GLUCOMETERS FROM ${M.chosen.toUpperCase()} AT G$${G(M.quotes.find((x) => x[0] === M.chosen)[1])} EACH, PAID FROM THE ACTIVITY FUND. Carried unanimously.`),
    P('4. Donation to the GPHC eye clinic', { bold: true }),
    P(`RESOLVED THAT G$${G(M.hospitalDonation)} be donated from the Activity Fund to the Georgetown Public Hospital eye clinic in May 2026 for cataract surgery consumables. Carried.`),
    P('5. Dues for the 2026-27 Lions year', { bold: true }),
    P(`After discussion of the rise in LCI and District dues and the cost of meeting meals, RESOLVED THAT HALF-YEARLY CLUB DUES BE INCREASED FROM G$${G(S.DUES_HALF)} TO G$${G(M.newDues)} WITH EFFECT FROM 1 JULY 2026. Carried, one abstention (Lion Leonard Fung-A-Fat).`),
    P('6. Any other business', { bold: true }),
    P(`The Installation and Charter Night will be held on ${longD(M.installation, 'Saturday')} at the Seawall Banquet Hall. Tickets G$6,500.`),
    P(`There being no further business, the meeting closed at 8:10 p.m. The next Board meeting will be held on ${longD(M.nextMeeting, 'Tuesday')} at 6:30 p.m.`),
    P(''),
    P('Lion Marcia Fraser, Secretary                                        Lion Rohan Persaud, President'),
  ];
  await writeDocx(file, children, { title: 'Board Minutes 14 April 2026', creator: 'Marcia Fraser' });
}

// ------------------------------------------------------------------ 6. optician invoice (photo)
export async function invoicePhoto(file, V) {
  const I = V.invoice;
  const L = [
    { t: 'VISION PLUS OPTICAL', size: 26, bold: true },
    { t: '112 Regent Street, Georgetown, Guyana   Tel 226-4419', size: 16 },
    { t: `TIN 010458823  ·  ${I.vatReg}`, size: 16 },
    { rule: true },
    { t: 'INVOICE', size: 24, bold: true },
    { cols: [`Invoice No: ${I.number}`, `Date: ${dmy(I.date)}`], size: 18 },
    { t: 'Bill to: Lions Club of Georgetown Seawall - Sight Programme', size: 18 },
    { t: 'Re: Mahaica eye camp, 7 March 2026', size: 16 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit G$', 'VAT', 'Amount G$'], size: 16, bold: true },
    ...I.items.map((x) => ({ table: true, cols: [x.desc, String(x.qty), G(x.price), x.code, G(x.amount)], size: 16 })),
    { rule: true },
    { cols: ['Sub-total', G(I.sub)], size: 18 },
    { cols: [`Less: Lions discount ${I.discountPct}%`, `(${G(I.disc)})`], size: 18 },
    { cols: ['Net after discount', G(I.after)], size: 18 },
    { cols: [`VAT @ ${I.vatPct}% on standard-rated (S) items after discount`, G(I.vat)], size: 18 },
    { cols: ['TOTAL DUE  G$', G(I.total)], size: 22, bold: true },
    { rule: true },
    { t: 'Z = zero-rated (lenses and reading glasses).  Cheques payable to Vision Plus Optical.', size: 14 },
    { t: 'Thank you for your service to the community!', size: 14 },
  ];
  await photoDocument(file, L, { width: 1040, height: 700, angle: 0.6, seed: 7719, format: 'png', margin: 50, tableX: [50, 640, 770, 850, 990], noise: 20 });
}
