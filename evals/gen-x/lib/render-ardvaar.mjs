// Ardvaar Community Land Trust SCIO: renders its six documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as D from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, fmt, acc, xDate, MONTHS, styleHeader, NUM, F, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

const ORG = D.A_ORG;
const dmy = (iso) => iso.split('-').reverse().join('/');
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const gbp = (v) => `£${fmt(v, 0)}`;
const gbp2 = (v) => `£${fmt(v, 2)}`;

// ---------------------------------------------------------------- FreeAgent P&L by month (.xlsx)
async function freeagent(dir) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'FreeAgent';
  const ws = wb.addWorksheet('Profit and Loss');
  ws.columns = [{ width: 34 }, ...D.A_MONTHS.map(() => ({ width: 12 })), { width: 14 }];
  const N = 14;
  for (const [t, o] of [[ORG, { bold: true, size: 14 }], ['Profit and Loss', { bold: true, size: 12 }], ['1 Oct 2024 to 30 Sep 2025 (monthly)', {}], ['Generated from FreeAgent on 28 Oct 2025 - unaudited', { italic: true, size: 9 }]]) {
    const r = ws.addRow([t]); r.getCell(1).font = o; ws.mergeCells(r.number, 1, r.number, N);
  }
  ws.addRow([]);
  const h = ws.addRow(['', ...D.A_MLABEL, 'Total']);
  h.eachCell((c, i) => { c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; if (i > 1) c.alignment = { horizontal: 'right' }; });
  const NF = '#,##0.00;-#,##0.00;0.00';
  const line = (label, vals, o = {}) => {
    const row = vals ? [label, ...vals.map((v) => D.r2(v)), D.sum(vals)] : [label];
    const r = ws.addRow(row);
    r.getCell(1).font = { bold: !!o.bold, italic: !!o.italic };
    if (o.indent) r.getCell(1).alignment = { indent: 1 };
    for (let i = 2; i <= N; i++) { r.getCell(i).numFmt = NF; if (o.bold) { r.getCell(i).font = { bold: true }; r.getCell(i).border = { top: { style: 'thin' } }; } }
  };
  const add = (rows) => D.A_MONTHS.map((_, i) => D.sum(rows.map(([, v]) => v[i])));
  const get = (names) => names.map((n) => [n, D.plLine(n)]);
  const turnover = get(['Holiday Let Income', 'Campsite Fees', 'Electricity Export Sales', 'Feed-in Tariff Income', 'Timber Sales']);
  const cos = get(['Cottage Cleaning & Laundry', 'Agency Commission']);
  const other = get(['Grant Income', 'Donations', 'Membership Subscriptions', 'Ceilidh & Events Income', 'Interest Received']);
  const admin = get(D.A_PL.expense.map(([n]) => n).filter((n) => !['Cottage Cleaning & Laundry', 'Agency Commission', 'Depreciation'].includes(n)));
  const dep = get(['Depreciation']);
  line('Turnover', null, { bold: true });
  turnover.forEach(([n, v]) => line(n, v, { indent: true }));
  const T1 = add(turnover); line('Total Turnover', T1, { bold: true });
  line('Less: Cost of Sales', null, { bold: true });
  cos.forEach(([n, v]) => line(n, v, { indent: true }));
  const C1 = add(cos); line('Total Cost of Sales', C1, { bold: true });
  const GP = T1.map((x, i) => D.r2(x - C1[i])); line('Gross Profit', GP, { bold: true });
  ws.addRow([]);
  line('Other Income', null, { bold: true });
  other.forEach(([n, v]) => line(n, v, { indent: true }));
  const O1 = add(other); line('Total Other Income', O1, { bold: true });
  line('Less: Administrative Expenses', null, { bold: true });
  admin.forEach(([n, v]) => line(n, v, { indent: true }));
  const A1 = add(admin); line('Total Administrative Expenses', A1, { bold: true });
  const OP = GP.map((x, i) => D.r2(x + O1[i] - A1[i])); line('Operating Profit', OP, { bold: true });
  ws.addRow([]);
  line('Less: Depreciation', null, { bold: true });
  dep.forEach(([n, v]) => line(n, v, { indent: true }));
  const NP = OP.map((x, i) => D.r2(x - dep[0][1][i])); line('Net Profit', NP, { bold: true });
  NP.forEach((x, i) => { if (Math.abs(x - D.A_NET_M[i]) > 0.005) throw new Error('net profit month ' + i); });
  ws.addRow([]);
  ws.addRow(['Figures in GBP. Cleaning and agency commission are set up as Cost of Sales categories.']).getCell(1).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];
  await wb.xlsx.writeFile(path.join(dir, 'FreeAgent Profit and Loss Oct 2024 - Sep 2025 monthly.xlsx'));
}

// ---------------------------------------------------------------- SumUp transactions (.csv)
function sumup(dir) {
  const head = ['Email', 'Date', 'Transaction ID', 'Transaction Type', 'Status', 'Card Type', 'Last 4 Digits', 'Entry Mode', 'Description', 'Currency', 'Total Amount', 'Tip Amount', 'Fee', 'Payout Amount', 'Payout Date'];
  const q = (s) => (/[",]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const rows = [...D.SUMUP].reverse().map((r) => [
    'bookings@ardvaar.org.uk', `${dmy(r.date)} ${r.time}`, r.id, r.type, r.status, r.card.toUpperCase(), r.last4, r.mode === 'contactless' ? 'Contactless' : 'Chip', r.desc, 'GBP',
    r.amount.toFixed(2), '0.00', r.fee.toFixed(2), r.status === 'Successful' ? r.payout.toFixed(2) : '0.00', r.payoutDate ? dmy(r.payoutDate) : '',
  ]);
  fs.writeFileSync(path.join(dir, 'SumUp transactions 01-07-2025 to 30-09-2025.csv'), [head, ...rows].map((r) => r.map(q).join(',')).join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- cottage bookings workbook (.xlsx, by hand)
async function cottages(dir) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ruaridh Grant';
  const thin = { style: 'thin' };
  // Bookings
  const ws = wb.addWorksheet('Bookings');
  ws.columns = [8, 16, 14, 9, 12, 12, 8, 8, 11, 12, 11].map((w) => ({ width: w }));
  ws.mergeCells('A1:K1'); ws.getCell('A1').value = 'ARDVAAR CLT - HOLIDAY COTTAGES'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.mergeCells('A2:K2'); ws.getCell('A2').value = 'Bookings register 2024-25 (stays arriving 1 Oct 2024 - 30 Sep 2025)';
  ws.mergeCells('A3:K3'); ws.getCell('A3').value = 'Sykes bookings: Sykes keeps 20% commission and pays us the net. Direct bookings: paid to us in full by bank transfer.'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.addRow([]);
  const h1 = ws.addRow(['Ref', 'Cottage', 'Guest', 'Booked via', 'Stay', '', '', 'Party', 'Money (£)', '', '']);
  ws.mergeCells(`E${h1.number}:G${h1.number}`); ws.mergeCells(`I${h1.number}:K${h1.number}`);
  const h2 = ws.addRow(['', '', '', '', 'Arrive', 'Depart', 'Nights', 'Guests', 'Gross', 'Commission', 'Net']);
  for (const c of 'ABCDH') ws.mergeCells(`${c}${h1.number}:${c}${h2.number}`);
  for (const r of [h1, h2]) for (let i = 1; i <= 11; i++) styleHeader(r.getCell(i));
  let ref = 0;
  const subRows = [];
  for (const cot of Object.keys(D.COTTAGES)) {
    const first = ws.rowCount + 1;
    for (const b of D.BOOKINGS.filter((x) => x.cottage === cot)) {
      ref++;
      const r = ws.addRow([`AV${String(ref).padStart(3, '0')}`, b.cottage, b.guest, b.channel, xDate(b.arrive), xDate(b.depart), b.nights, b.guests, b.gross, b.commission, null]);
      r.getCell(5).numFmt = 'dd/mm/yyyy'; r.getCell(6).numFmt = 'dd/mm/yyyy';
      r.getCell(11).value = F(`I${r.number}-J${r.number}`, b.net);
      for (const i of [9, 10, 11]) r.getCell(i).numFmt = NUM;
    }
    const last = ws.rowCount;
    const rows = D.BOOKINGS.filter((x) => x.cottage === cot);
    const s = ws.addRow([`${cot} total`, '', '', '', '', '', F(`SUM(G${first}:G${last})`, D.isum(rows.map((x) => x.nights))), F(`SUM(H${first}:H${last})`, D.isum(rows.map((x) => x.guests))), F(`SUM(I${first}:I${last})`, D.sum(rows.map((x) => x.gross))), F(`SUM(J${first}:J${last})`, D.sum(rows.map((x) => x.commission))), F(`SUM(K${first}:K${last})`, D.sum(rows.map((x) => x.net)))]);
    ws.mergeCells(`A${s.number}:F${s.number}`);
    s.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin }; });
    for (const i of [9, 10, 11]) s.getCell(i).numFmt = NUM;
    subRows.push(s.number);
    ws.addRow([]);
  }
  const g = ws.addRow(['Grand total', '', '', '', '', '', ...['G', 'H', 'I', 'J', 'K'].map((c, k) => F(subRows.map((n) => `${c}${n}`).join('+'), [D.isum(D.BOOKINGS.map((x) => x.nights)), D.isum(D.BOOKINGS.map((x) => x.guests)), D.sum(D.BOOKINGS.map((x) => x.gross)), D.sum(D.BOOKINGS.map((x) => x.commission)), D.sum(D.BOOKINGS.map((x) => x.net))][k]))]);
  ws.mergeCells(`A${g.number}:F${g.number}`);
  g.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin, bottom: { style: 'double' } }; });
  for (const i of [9, 10, 11]) g.getCell(i).numFmt = NUM;
  ws.addRow([]);
  ws.addRow(['Changeover cleaning is invoiced separately by MacAskill Cleaning: £45 Taigh na Mara, £35 Bothan Dubh per stay.']).getCell(1).font = { italic: true, size: 9 };

  // Summary by month
  const sm = wb.addWorksheet('Summary by month');
  sm.columns = [{ width: 12 }, { width: 8 }, ...Array(6).fill({ width: 11 }), { width: 12 }];
  sm.mergeCells('A1:I1'); sm.getCell('A1').value = 'Nights let and occupancy by month, 2024-25'; sm.getCell('A1').font = { bold: true, size: 13 };
  sm.mergeCells('A2:I2'); sm.getCell('A2').value = 'Nights are counted in the month the stay begins. Occupancy = nights let / days in month.'; sm.getCell('A2').font = { italic: true, size: 9 };
  const s1 = sm.addRow(['Month', 'Days', 'Taigh na Mara', '', '', 'Bothan Dubh', '', '', 'Both cottages']);
  sm.mergeCells(`C${s1.number}:E${s1.number}`); sm.mergeCells(`F${s1.number}:H${s1.number}`);
  const s2 = sm.addRow(['', '', 'Nights', 'Occupancy', 'Gross £', 'Nights', 'Occupancy', 'Gross £', 'Gross £']);
  for (const c of ['A', 'B', 'I']) sm.mergeCells(`${c}${s1.number}:${c}${s2.number}`);
  for (const r of [s1, s2]) for (let i = 1; i <= 9; i++) styleHeader(r.getCell(i));
  const first = sm.rowCount + 1;
  D.A_MONTHS.forEach((m) => {
    const [y, mo] = m.split('-').map(Number);
    const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
    const pick = (c) => D.BOOKINGS.filter((b) => b.cottage === c && b.arrive.startsWith(m));
    const t = pick('Taigh na Mara'), b = pick('Bothan Dubh');
    const tn = D.isum(t.map((x) => x.nights)), bn = D.isum(b.map((x) => x.nights));
    const tg = D.sum(t.map((x) => x.gross)), bg = D.sum(b.map((x) => x.gross));
    const r = sm.addRow([xDate(`${m}-01`), days, tn, null, tg, bn, null, bg, null]);
    const n = r.number;
    r.getCell(1).numFmt = 'mmm-yy';
    r.getCell(4).value = F(`C${n}/B${n}`, tn / days); r.getCell(7).value = F(`F${n}/B${n}`, bn / days);
    r.getCell(9).value = F(`E${n}+H${n}`, D.r2(tg + bg));
    for (const i of [4, 7]) r.getCell(i).numFmt = '0.0%';
    for (const i of [5, 8, 9]) r.getCell(i).numFmt = '#,##0';
  });
  const last = sm.rowCount;
  const tn = D.isum(D.BOOKINGS.filter((b) => b.cottage === 'Taigh na Mara').map((b) => b.nights)), bn = D.isum(D.BOOKINGS.filter((b) => b.cottage === 'Bothan Dubh').map((b) => b.nights));
  const tr = sm.addRow(['Year', F(`SUM(B${first}:B${last})`, 365), F(`SUM(C${first}:C${last})`, tn), null, F(`SUM(E${first}:E${last})`, D.sum(D.BOOKINGS.filter((b) => b.cottage === 'Taigh na Mara').map((b) => b.gross))), F(`SUM(F${first}:F${last})`, bn), null, F(`SUM(H${first}:H${last})`, D.sum(D.BOOKINGS.filter((b) => b.cottage === 'Bothan Dubh').map((b) => b.gross))), F(`SUM(I${first}:I${last})`, D.sum(D.BOOKINGS.map((b) => b.gross)))]);
  tr.getCell(4).value = F(`C${tr.number}/B${tr.number}`, tn / 365); tr.getCell(7).value = F(`F${tr.number}/B${tr.number}`, bn / 365);
  tr.eachCell((c) => { c.font = { bold: true }; c.border = { top: thin }; });
  for (const i of [4, 7]) tr.getCell(i).numFmt = '0.0%';
  for (const i of [5, 8, 9]) tr.getCell(i).numFmt = '#,##0';

  // Tariff
  const tf = wb.addWorksheet('Tariff');
  tf.columns = [{ width: 18 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 30 }];
  tf.mergeCells('A1:E1'); tf.getCell('A1').value = 'Nightly tariff 2024-25 (£ per night)'; tf.getCell('A1').font = { bold: true, size: 13 };
  const th = tf.addRow(['Cottage', 'High', 'Mid', 'Low', 'Sleeps / notes']); th.eachCell((c) => styleHeader(c));
  tf.addRow(['Taigh na Mara', 140, 115, 85, 'Sleeps 4, dog friendly']);
  tf.addRow(['Bothan Dubh', 95, 78, 60, 'Sleeps 2, wood stove']);
  tf.addRow([]);
  tf.addRow(['High = June to August; Mid = April, May, September, October; Low = November to March.']);
  tf.addRow(['Season is set by the arrival date. Same rates on Sykes and direct.']);
  await wb.xlsx.writeFile(path.join(dir, 'Cottage bookings 2024-25.xlsx'));
}

// ---------------------------------------------------------------- trustees' budget report (.pdf)
async function budgetPdf(dir) {
  const { doc, end } = newPdf(path.join(dir, 'Trustees report - income and expenditure against budget 2024-25.pdf'), { title: 'Report to trustees: income and expenditure against budget 2024-25', author: 'Ardvaar CLT treasurer', margin: undefined, margins: { top: 50, bottom: 30, left: 50, right: 50 } });
  const X = [330, 392, 452, 506, 560]; // right edges
  const W = 55;
  doc.font('B').fontSize(14).text(ORG, 50, 50);
  doc.font('R').fontSize(11).text('Report to the Board of Trustees, 22 November 2025', 50, doc.y + 2);
  doc.font('B').fontSize(12).text('Income and expenditure against budget, year ended 30 September 2025', 50, doc.y + 8);
  doc.moveDown(0.6);
  const T = D.A_BVA_TOT;
  const para = [
    `The year closed with a surplus of £${fmt(T.actual.net, 0)} after depreciation, against a budgeted surplus of £${fmt(T.budget.net, 0)}. `
    + `Income was £${fmt(T.actual.income, 0)} (budget £${fmt(T.budget.income, 0)}); the hydro scheme again provided the largest share, helped by a wet winter. `
    + `Expenditure was £${fmt(T.actual.expense, 0)} against a budget of £${fmt(T.budget.expense, 0)}: repairs ran over budget after the December storm damage to the Taigh na Mara roof, and the September turbine bearing replacement is included in hydro maintenance.`,
    'Figures are taken from FreeAgent and grouped into the lines the board approved with the budget (see notes). Variances are shown as better/(worse) than budget: for income, actual less budget; for expenditure, budget less actual. The 2025-26 budget was approved by the board on 25 September 2025.',
  ];
  for (const p of para) { doc.font('R').fontSize(9.5).text(p, 50, doc.y, { width: 510, align: 'justify' }); doc.moveDown(0.6); }
  doc.moveDown(0.8);
  const header = (title) => {
    const y = doc.y;
    doc.font('B').fontSize(8.5);
    const H = [['', 'Actual', '2024-25'], ['', 'Budget', '2024-25'], ['Variance', 'better/', '(worse)'], ['', 'Actual', '2023-24'], ['', 'Budget', '2025-26']];
    H.forEach((ls, i) => ls.forEach((t, j) => doc.text(t, X[i] - W, y + j * 10 - 10, { width: W, align: 'right', lineBreak: false })));
    doc.font('B').fontSize(10).text(title, 50, y + 10, { lineBreak: false });
    doc.font('R').fontSize(8).text('£', 240, y + 10, { lineBreak: false });
    doc.moveTo(50, y + 23).lineTo(560, y + 23).lineWidth(0.6).stroke();
    doc.x = 50; doc.y = y + 28;
  };
  const row = (label, vals, o = {}) => {
    const y = doc.y;
    doc.font(o.bold ? 'B' : 'R').fontSize(9);
    doc.text(label, 50 + (o.indent ? 8 : 0), y, { lineBreak: false, width: 200 });
    vals.forEach((v, i) => doc.text(v, X[i] - W, y, { width: W, align: 'right', lineBreak: false }));
    if (o.rule) for (const x of X) doc.moveTo(x - 50, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    doc.x = 50; doc.y = y + 15;
  };
  const v = (r) => [acc(r.actual), acc(r.budget), acc(r.variance), acc(r.prior), acc(r.next)];
  header('Income');
  for (const r of D.A_BVA.income) row(r.label, v(r), { indent: true });
  const inc = { actual: T.actual.income, budget: T.budget.income, variance: D.r2(T.actual.income - T.budget.income), prior: T.prior.income, next: T.next.income };
  row('Total income', v(inc), { bold: true, rule: true });
  doc.moveDown(1.2);
  header('Expenditure');
  const ex = D.A_BVA.expense;
  ex.slice(0, 7).forEach((r) => row(r.label, v(r), { indent: true }));
  // page break inside the expenditure table
  doc.font('I').fontSize(8).text('continued overleaf', 50, doc.y + 4);
  doc.font('R').fontSize(7.5).text(`${ORG} - trustees' report 22/11/2025 - page 1 of 2`, 50, 790, { width: 510, align: 'center', lineBreak: false });
  doc.addPage();
  doc.y = 50;
  header('Expenditure (continued)');
  ex.slice(7).forEach((r) => row(r.label, v(r), { indent: true }));
  const exp = { actual: T.actual.expense, budget: T.budget.expense, variance: D.r2(T.budget.expense - T.actual.expense), prior: T.prior.expense, next: T.next.expense };
  row('Total expenditure', v(exp), { bold: true, rule: true });
  doc.moveDown(0.8);
  const net = { actual: T.actual.net, budget: T.budget.net, variance: D.r2(T.actual.net - T.budget.net), prior: T.prior.net, next: T.next.net };
  row('Net surplus/(deficit)', v(net), { bold: true, rule: true });
  doc.moveDown(1.5);
  doc.font('B').fontSize(9.5).text('Notes', 50, doc.y);
  doc.moveDown(0.3);
  const notes = [
    '1. Hydro: electricity export sales plus Feed-in Tariff generation payments (FreeAgent accounts Electricity Export Sales and Feed-in Tariff Income).',
    '2. Staff costs: salaries, employer\'s NI and pension for the development officer and the seasonal campsite warden (April to September).',
    '3. Cottage cleaning and agency commission: Cost of Sales in FreeAgent (changeover cleaning and Sykes Cottages commission).',
    '4. Office, bank charges and fuel: Office & Telephone, Bank & Card Charges (including SumUp fees) and Fuel & Vehicle.',
    '5. Rates, water and electricity: Rates & Water and Electricity. Amounts are rounded to the nearest pound; a dash means nil.',
  ];
  for (const n of notes) { doc.font('R').fontSize(8.5).text(n, 50, doc.y, { width: 510 }); doc.moveDown(0.25); }
  doc.font('R').fontSize(7.5).text(`${ORG} - trustees' report 22/11/2025 - page 2 of 2`, 50, 790, { width: 510, align: 'center', lineBreak: false });
  await end();
}

// ---------------------------------------------------------------- AGM minutes (.docx)
async function agm(dir) {
  const A = D.A_AGM, TT = D.A_BVA_TOT;
  const hydro = D.bva('Hydro: electricity sales and FIT');
  const kids = [
    P(ORG.toUpperCase(), { bold: true, size: 14, align: 'center' }),
    P('Scottish Charitable Incorporated Organisation SC048317', { align: 'center', size: 9 }),
    P(`Minutes of the Annual General Meeting held in ${A.venue} on Saturday ${long(A.date)} at 2.00pm`, { bold: true, align: 'center', after: 240 }),
    P(`Present: ${A.attendees} members, including the trustees. In the chair: ${A.chair}. Also present: ${A.officer} (development officer).`),
    P('1. Welcome and apologies', { bold: true, before: 120 }),
    P(`The Chair welcomed members and thanked the campsite volunteers and the MacAskill family for keeping the cottages turned round all summer. Apologies were received from eleven members. The quorum was met.`),
    P('2. Minutes of the 2024 AGM', { bold: true, before: 120 }),
    P('The minutes of the AGM of 7 December 2024 were approved as a true record (proposed D. Fraser, seconded K. Nicolson).'),
    P("3. Treasurer's report", { bold: true, before: 120 }),
    P(`${A.oldTreasurer} presented the accounts for the year to 30 September 2025, which have been independently examined by ${A.examiner} of ${A.examinerFirm}, Dingwall. Total income was £${fmt(TT.actual.income, 2)} and total expenditure £${fmt(TT.actual.expense, 2)}, giving a surplus of £${fmt(TT.actual.net, 2)} after depreciation of £${fmt(D.plTot('Depreciation'), 0)}.`),
    P(`The hydro scheme generated ${fmt(A.kwh, 0)} kWh during the year, its best year since commissioning, and brought in £${fmt(hydro.actual, 2)} from export sales and Feed-in Tariff payments. The turbine bearing was replaced in September at a cost of £1,420. The loan from ${A.lender} stood at £${fmt(A.loanBalance, 0)} on 30 September 2025 and is repayable in full by ${long(A.loanEnd)}.`),
    P(`Unrestricted reserves at the year end were £${fmt(A.reserves, 0)}. The board's 2025-26 budget, approved in September, plans income of £${fmt(TT.next.income, 0)} and expenditure of £${fmt(TT.next.expense, 0)}, a surplus of £${fmt(TT.next.net, 0)}.`),
    T([
      ['Year to 30 September', '2025', '2024'],
      ['Total income', fmt(TT.actual.income, 0), fmt(TT.prior.income, 0)],
      ['Total expenditure', fmt(TT.actual.expense, 0), fmt(TT.prior.expense, 0)],
      ['Surplus', fmt(TT.actual.net, 0), fmt(TT.prior.net, 0)],
      ['Hydro generation (kWh)', fmt(A.kwh, 0), '241,880'],
      ['Members at AGM date', String(A.members), '204'],
    ], { widths: [3600, 1600, 1600], numCols: [1, 2], boldRows: [3] }),
    P('The accounts were received and adopted (proposed M. Ogilvie, seconded A. Stewart).', { before: 160 }),
    P('4. Election of trustees and office bearers', { bold: true, before: 120 }),
    P(`${A.oldTreasurer} stood down as treasurer after six years and was thanked warmly. ${A.newTreasurer} was elected treasurer unopposed. ${A.chair} was re-elected chair and ${A.secretary} secretary. Membership now stands at ${A.members}.`),
    P('5. Housing plots', { bold: true, before: 120 }),
    P(`The board reported progress on the sale of ${A.plots} serviced house plots at Achnahaird to local families at £${fmt(A.plotPrice, 0)} each, subject to a rural housing burden. Planning consent is expected in spring 2026.`),
    P('6. Any other business', { bold: true, before: 120 }),
    P('Members asked for the campsite shower block to be prioritised in next year\'s grant applications. The board agreed to report back at the spring members\' meeting.'),
    P(`The next AGM will be held on Saturday ${long(A.nextAgm)}. The meeting closed at 3.40pm.`),
    P(`Signed: ${A.chair} (Chair)    Date: ${dmy('2025-12-15')}`, { before: 240 }),
  ];
  await writeDocx(path.join(dir, 'AGM minutes 6 December 2025.docx'), kids, { title: 'AGM minutes 2025', creator: A.secretary });
}

// ---------------------------------------------------------------- receipt photo (.jpg)
async function receipt(dir) {
  const R = D.A_RECEIPT;
  const L = [
    { t: 'KINLOCHVAAR STORES', size: 30, bold: true, center: true },
    { t: '& FILLING STATION', size: 22, bold: true, center: true },
    { t: 'Shore Road, Kinlochvaar IV54 8XR', size: 18, center: true },
    { t: 'Tel 01520 722 418', size: 18, center: true },
    { t: `VAT No. ${R.vatNo}`, size: 18, center: true },
    { gap: 14 }, { rule: true }, { gap: 6 },
  ];
  for (const l of R.lines) {
    if (l.unitLabel) { L.push({ cols: [l.desc, ''], size: 20 }); L.push({ cols: [`  ${l.unitLabel}`, fmt(l.amount, 2)], size: 20 }); } else L.push({ cols: [l.desc, fmt(l.amount, 2)], size: 20 });
  }
  L.push({ gap: 6 }, { rule: true }, { gap: 4 });
  L.push({ cols: [`${R.lines.length} ITEMS   TOTAL`, `£${fmt(R.total, 2)}`], size: 24, bold: true });
  L.push({ gap: 8 });
  L.push({ cols: [`${R.card}  ************${R.last4}`, fmt(R.total, 2)], size: 20 });
  L.push({ cols: ['CONTACTLESS  AUTH CODE', R.auth], size: 18 });
  L.push({ gap: 10 });
  L.push({ cols: ['VAT RATE     NET      VAT', ''], size: 18 });
  L.push({ cols: [`A  20.0%   ${fmt(R.net, 2)}    ${fmt(R.vat, 2)}`, ''], size: 18 });
  L.push({ gap: 10 });
  L.push({ cols: [`${dmy(R.date)}   ${R.time}   TILL 1   OP: SHONA`, ''], size: 18 });
  L.push({ cols: ['RECEIPT 0048213', ''], size: 18 });
  L.push({ gap: 12 });
  L.push({ t: 'THANK YOU - HAVE A SAFE JOURNEY', size: 18, center: true });
  await photoDocument(path.join(dir, 'Receipt - Kinlochvaar Stores 14-08-2025.jpg'), L, { width: 640, height: 760, angle: -2.2, seed: 1408, format: 'jpeg', mono: true, margin: 48, noise: 22 });
}

export async function renderArdvaar(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await freeagent(dir);
  sumup(dir);
  await cottages(dir);
  await budgetPdf(dir);
  await agm(dir);
  await receipt(dir);
}
export const ARDVAAR_RECEIPT_TEXT = () => D.A_RECEIPT;
