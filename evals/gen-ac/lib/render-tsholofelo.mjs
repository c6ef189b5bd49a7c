// Tsholofelo Mutual Burial Society (Gaborone, Botswana, pula, calendar year): six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { RAW } from '../data.mjs';
import { P, T, writeDocx, fmt, xDate, MONTHS, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const R = RAW.tsholofelo;
const NAME = 'Tsholofelo Mutual Burial Society';
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const longD = (iso, day) => { const [y, m, d] = iso.split('-').map(Number); return `${day ? day + ' ' : ''}${d} ${MONTHS[m - 1]} ${y}`; };
const mgr = (v) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${fmt(-v, 2)})` : fmt(v, 2));
const NF2 = '#,##0.00;(#,##0.00);"-"';
const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (v) => Math.round(v * 100) / 100;

// ------------------------------------------------------------------ 1. Manager.io profit and loss statement (pdf, landscape)
export async function profitLossPdf(file, V) {
  const { doc, end } = newPdf(file, { title: 'Profit and Loss Statement', author: 'Manager', size: 'A4', layout: 'landscape', margin: 40 });
  const pl = V.pl;
  const W = 842;
  doc.font('B').fontSize(15).text('Profit and Loss Statement', 40, 40, { width: W - 80, align: 'center' });
  doc.font('R').fontSize(10).text(NAME, { width: W - 80, align: 'center' });
  doc.text('For the period from 1 January 2025 to 31 December 2025', { width: W - 80, align: 'center' });
  const labelX = 40, right = [390, 465, 540, 615, 700, 790];
  const heads = [['01/01/2025 -', '31/03/2025'], ['01/04/2025 -', '30/06/2025'], ['01/07/2025 -', '30/09/2025'], ['01/10/2025 -', '31/12/2025'], ['01/01/2025 -', '31/12/2025'], ['01/01/2024 -', '31/12/2024']];
  let y = 112;
  doc.font('B').fontSize(8);
  heads.forEach((h, i) => h.forEach((t, j) => doc.text(t, right[i] - 80, y + j * 10, { width: 80, align: 'right', lineBreak: false })));
  y += 26;
  doc.moveTo(labelX, y).lineTo(W - 40, y).lineWidth(0.6).stroke();
  y += 6;
  const row = (label, vals, o = {}) => {
    doc.font(o.bold ? 'B' : 'R').fontSize(8.5);
    doc.text(label, labelX + (o.indent || 0) * 14, y, { lineBreak: false });
    if (vals) vals.forEach((v, i) => doc.text(mgr(v), right[i] - 80, y, { width: 80, align: 'right', lineBreak: false }));
    if (o.rule) for (const x of right) doc.moveTo(x - 60, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    y += o.bold ? 15 : 13;
  };
  const six = (q, y24) => [...q, r2(sum(q)), y24];
  row('Income', null, { bold: true });
  for (const [k, qv] of pl.income) row(k, six(qv, R.PL_2024[k]), { indent: 1 });
  row('Total Income', six(pl.incQ, pl.inc24), { bold: true, rule: true });
  y += 4;
  row('Expenses', null, { bold: true });
  row('Funeral benefits', null, { indent: 1, bold: true });
  for (const [k, qv] of pl.benefits) row(k, six(qv, R.PL_2024[k]), { indent: 2 });
  row('Total Funeral benefits', six(pl.benTotQ, pl.benTot24), { indent: 1, bold: true, rule: true });
  for (const [k, qv] of pl.otherExp) row(k, six(qv, R.PL_2024[k]), { indent: 1 });
  row('Total Expenses', six(pl.expQ, pl.exp24), { bold: true, rule: true });
  y += 4;
  row('Net profit (loss)', six(pl.netQ, pl.net24), { bold: true, rule: true });
  for (const x of right) { doc.moveTo(x - 60, y - 3).lineTo(x, y - 3).stroke(); doc.moveTo(x - 60, y - 1).lineTo(x, y - 1).stroke(); }
  doc.font('I').fontSize(7.5).fillColor('#555555').text('Accounting method: Accrual basis  ·  Currency: BWP (Botswana Pula)  ·  Printed from Manager 26.1 on 14/02/2026', 40, 540, { lineBreak: false });
  doc.fillColor('black');
  await end();
}

// ------------------------------------------------------------------ 2. Manager.io balance sheet (xlsx export)
export async function balanceSheetXlsx(file, V) {
  const b5 = V.bs.y2025, b4 = V.bs.y2024;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Manager';
  const ws = wb.addWorksheet('Balance Sheet');
  ws.columns = [{ width: 4 }, { width: 44 }, { width: 16 }, { width: 16 }];
  ws.getCell('A1').value = NAME; ws.getCell('A2').value = 'Balance Sheet'; ws.getCell('A3').value = 'As at 31 December 2025';
  ws.getCell('A1').font = { bold: true, size: 13 }; ws.getCell('A2').font = { bold: true, size: 12 };
  ws.addRow([]);
  const h = ws.addRow(['', '', '31/12/2025', '31/12/2024']);
  h.font = { bold: true }; h.getCell(3).alignment = { horizontal: 'right' }; h.getCell(4).alignment = { horizontal: 'right' };
  const head = (t) => { const r = ws.addRow([t]); r.font = { bold: true }; };
  const line = (t, a, b) => { const r = ws.addRow(['', t, a, b]); r.getCell(3).numFmt = NF2; r.getCell(4).numFmt = NF2; return r; };
  const total = (t, a, b) => { const r = ws.addRow([t, '', a, b]); r.font = { bold: true }; r.getCell(3).numFmt = NF2; r.getCell(4).numFmt = NF2; r.getCell(3).border = { top: { style: 'thin' } }; r.getCell(4).border = { top: { style: 'thin' } }; return r; };
  head('Assets');
  const a0 = ws.rowCount + 1;
  line('Cash at bank - Absa current account', b5.absa, b4.absa);
  line('Absa fixed deposit (12 months)', b5.fd, b4.fd);
  line('Orange Money wallet', b5.om, b4.om);
  line('Cash on hand', b5.cash, b4.cash);
  line('Fixed assets, at cost', b5.faCost, b4.faCost);
  line('Fixed assets, accumulated depreciation', -b5.faDep, -b4.faDep);
  const a1 = ws.rowCount;
  total('Total assets', F(`SUM(C${a0}:C${a1})`, b5.assets), F(`SUM(D${a0}:D${a1})`, b4.assets));
  const ta = ws.rowCount;
  ws.addRow([]);
  head('Liabilities');
  const l0 = ws.rowCount + 1;
  line('Contributions received in advance', b5.advance, b4.advance);
  line('Funeral benefit payable', b5.payable, b4.payable);
  line('Accrued expenses - independent review', b5.accrued, b4.accrued);
  const l1 = ws.rowCount;
  total('Total liabilities', F(`SUM(C${l0}:C${l1})`, b5.liab), F(`SUM(D${l0}:D${l1})`, b4.liab));
  const tl = ws.rowCount;
  ws.addRow([]);
  total('Net assets', F(`C${ta}-C${tl}`, b5.equity), F(`D${ta}-D${tl}`, b4.equity));
  ws.addRow([]);
  head('Equity');
  line('Retained earnings', b5.equity, b4.equity);
  total('Total equity', b5.equity, b4.equity);
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Orange Money statement (csv)
export function orangeCsv(file, V) {
  const mon = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const dd = (iso) => { const [y, m, d] = iso.split('-'); return `${d} ${mon[Number(m) - 1]} ${y}`; };
  const L = [
    'Orange Money Botswana - Account Statement',
    `Account Name,${q('TSHOLOFELO MUTUAL BURIAL SOCIETY')}`,
    'MSISDN,267 7X XXX 318',
    'Statement Period,01 Oct 2025 - 31 Dec 2025',
    `Opening Balance,BWP ${R.OM_OPEN.toFixed(2)}`,
    '',
    'Date,Time,Transaction ID,Transaction Type,From/To,Reference,Debit (BWP),Credit (BWP),Fee (BWP),Balance (BWP)',
  ];
  for (const r of V.om) L.push([dd(r.date), r.time, r.id, r.type, q(r.party), q(r.ref), r.debit ? r.debit.toFixed(2) : '', r.credit ? r.credit.toFixed(2) : '', r.fee ? r.fee.toFixed(2) : '0.00', r.balance.toFixed(2)].join(','));
  L.push('');
  L.push(`Closing Balance,BWP ${V.omClose.toFixed(2)}`);
  L.push('Orange Money Botswana (Pty) Ltd is licensed by the Bank of Botswana as an e-money issuer.');
  fs.writeFileSync(file, L.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 4. contributions register (xlsx, kept by hand)
export async function registerXlsx(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Dineo Motsumi';
  const border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
  // --- contributions
  const ws = wb.addWorksheet('Contributions 2025');
  ws.columns = [{ width: 6 }, { width: 22 }, { width: 13 }, { width: 11 }, ...Array(12).fill({ width: 7 }), { width: 10 }, { width: 9 }, { width: 9 }, { width: 10 }, { width: 30 }];
  ws.getCell('A1').value = "TSHOLOFELO MUTUAL BURIAL SOCIETY - MEMBERS' CONTRIBUTIONS REGISTER 2025"; ws.mergeCells('A1:U1'); ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Monthly contribution P150 per member (covers the member, spouse, children under 21 and two parents). Kept by the Secretary; amounts in pula by the month paid FOR.'; ws.mergeCells('A2:U2'); ws.getCell('A2').font = { italic: true };
  ws.addRow([]);
  const h1 = ws.addRow(['No.', 'Name', 'Ward', 'Joined', 'Contributions paid (P)', ...Array(11).fill(''), 'Total paid', 'Due 2025', 'Arrears', 'Advance for 2026', 'Remarks']);
  const h2 = ws.addRow(['', '', '', '', ...MONTHS.map((m) => m.slice(0, 3)), '', '', '', '', '']);
  ws.mergeCells(h1.number, 5, h1.number, 16);
  for (const c of [1, 2, 3, 4, 17, 18, 19, 20, 21]) ws.mergeCells(h1.number, c, h2.number, c);
  for (const r of [h1, h2]) r.eachCell({ includeEmpty: true }, (c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } }; c.border = border; });
  const first = h2.number + 1;
  for (const m of V.members) {
    const cells = m.months.map((x) => (x === 'pre' ? '-' : x === 'exit' ? null : x === 0 ? null : x));
    const remarks = [m.exit, m.joiningFee ? `Joined ${dmy(m.joined)}, joining fee P250 paid` : '', m.arrears > 0 ? `Owes ${m.arrears / R.CONTRIB} month(s)` : '', m.advance ? `Paid ${m.advance / R.CONTRIB} month(s) of 2026` : ''].filter(Boolean).join('; ');
    const row = ws.addRow([m.code, m.name, m.ward, xDate(m.joined), ...cells, null, m.due, null, m.advance || null, remarks]);
    const rn = row.number;
    row.getCell(4).numFmt = 'dd/mm/yyyy';
    row.getCell(17).value = F(`SUM(E${rn}:P${rn})`, m.paid);
    row.getCell(19).value = F(`R${rn}-Q${rn}`, m.arrears);
    if (m.exit) {
      const c0 = 4 + m.endM + 1;
      ws.mergeCells(rn, c0, rn, 16);
      ws.getCell(rn, c0).value = m.exit.split(' ')[0];
      ws.getCell(rn, c0).alignment = { horizontal: 'center' };
      ws.getCell(rn, c0).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFBFBFBF' } };
    }
    for (let c = 5; c <= 20; c++) if (c !== 18 || true) row.getCell(c).numFmt = c >= 17 ? NF2 : '0';
    m.months.forEach((x, i) => { if (x === 0) row.getCell(5 + i).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } }; });
  }
  const last = ws.lastRow.number;
  const tot = ws.addRow(['', 'TOTAL', '', '', ...Array(12).fill(null), null, null, null, null, '']);
  for (let c = 5; c <= 20; c++) {
    const L = colL(c - 1);
    const val = c <= 16 ? sum(V.members.map((m) => (typeof m.months[c - 5] === 'number' ? m.months[c - 5] : 0))) : c === 17 ? sum(V.members.map((m) => m.paid)) : c === 18 ? sum(V.members.map((m) => m.due)) : c === 19 ? sum(V.members.map((m) => m.arrears)) : sum(V.members.map((m) => m.advance));
    tot.getCell(c).value = F(`SUM(${L}${first}:${L}${last})`, val);
    tot.getCell(c).numFmt = NF2;
  }
  tot.font = { bold: true };
  ws.addRow([]);
  ws.addRow(['', `Members at 1 January 2025: ${R.TREASURER.members2024Start}. Joined 2025: 4. Died: 1 (T021). Resigned: 1 (T047). Members at 31 December 2025: ${V.active.length}.`]);
  ws.addRow(['', 'Red = not paid. Contributions for 2026 received in 2025 are in the Advance column, not in the month columns.']);
  ws.views = [{ state: 'frozen', xSplit: 2, ySplit: h2.number }];

  // --- claims
  const c = wb.addWorksheet('Claims 2025');
  c.columns = [{ width: 5 }, { width: 12 }, { width: 9 }, { width: 20 }, { width: 28 }, { width: 10 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 8 }, { width: 34 }];
  c.getCell('A1').value = 'FUNERAL CLAIMS REGISTER 2025'; c.mergeCells('A1:L1'); c.getCell('A1').font = { bold: true, size: 13 };
  c.getCell('A2').value = 'Benefits: member P12,000; spouse P10,000; child P6,000; parent P5,000. Groceries bought by the society for each funeral. Tent and chairs free for members.'; c.mergeCells('A2:L2'); c.getCell('A2').font = { italic: true };
  c.addRow([]);
  const ch = c.addRow(['#', 'Reported', 'Member', 'Member name', 'Deceased', 'Relation', 'Date of death', 'Benefit (P)', 'Date paid', 'Groceries (P)', 'Tent', 'Remarks']);
  ch.eachCell((x) => { x.font = { bold: true }; x.border = border; x.alignment = { wrapText: true, vertical: 'middle' }; x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } }; });
  const c0 = ch.number + 1;
  V.claims.forEach((k, i) => {
    const r = c.addRow([i + 1, xDate(k.reported), k.memberCode, k.memberName, k.deceased, k.rel, xDate(k.died), k.benefit, xDate(k.paid), k.groceries, 'Yes', k.paid.startsWith('2026') ? 'Benefit paid 05/01/2026 - in the 2026 books (payable at 31/12/2025)' : k.groceries === V.slip.total ? 'Groceries: Mokgosi Wholesalers, paid by Orange Money' : '']);
    for (const col of [2, 7, 9]) r.getCell(col).numFmt = 'dd/mm/yyyy';
    r.getCell(8).numFmt = NF2; r.getCell(10).numFmt = NF2;
  });
  const c1 = c.lastRow.number;
  const ct = c.addRow(['', 'TOTAL', '', '', '', '', '', F(`SUM(H${c0}:H${c1})`, sum(V.claims.map((k) => k.benefit))), '', F(`SUM(J${c0}:J${c1})`, r2(sum(V.claims.map((k) => k.groceries)))), '', '']);
  ct.font = { bold: true }; ct.getCell(8).numFmt = NF2; ct.getCell(10).numFmt = NF2;

  // --- tent hire
  const t = wb.addWorksheet('Tent hire 2025');
  t.columns = [{ width: 12 }, { width: 28 }, { width: 28 }, { width: 18 }, { width: 6 }, { width: 12 }, { width: 11 }];
  t.getCell('A1').value = 'TENT & CHAIRS - HIRE BOOK 2025'; t.mergeCells('A1:G1'); t.getCell('A1').font = { bold: true, size: 13 };
  t.getCell('A2').value = 'Rates: tent only P600; tent + 50 chairs P850; tent + 100 chairs P1,100; each extra day P300. Members\' funerals: FREE.'; t.mergeCells('A2:G2'); t.getCell('A2').font = { italic: true };
  t.addRow([]);
  const th = t.addRow(['Date', 'Hired by', 'Occasion', 'Package', 'Days', 'Amount (P)', 'Receipt']);
  th.eachCell((x) => { x.font = { bold: true }; x.border = border; x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } }; });
  const rows = [
    ...V.tent.map(([date, who, occ, pack, days, amt, rec]) => ({ date, who, occ, pack, days, amt, rec })),
    ...V.claims.map((k) => ({ date: k.died, who: `${k.memberName} (${k.memberCode})`, occ: `Member funeral - ${k.rel.toLowerCase()}`, pack: 'Tent + 100 chairs', days: 1, amt: 'FREE', rec: '-' })),
  ].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const t0 = th.number + 1;
  for (const x of rows) {
    const r = t.addRow([xDate(x.date), x.who, x.occ, x.pack, x.days, x.amt, x.rec]);
    r.getCell(1).numFmt = 'dd/mm/yyyy'; r.getCell(6).numFmt = NF2;
    if (x.amt === 'FREE') r.font = { italic: true, color: { argb: 'FF7F7F7F' } };
  }
  const t1 = t.lastRow.number;
  const tt = t.addRow(['', 'TOTAL', '', '', '', F(`SUM(F${t0}:F${t1})`, sum(V.tent.map((x) => x[5]))), '']);
  tt.font = { bold: true }; tt.getCell(6).numFmt = NF2;
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 5. treasurer's report to the AGM (docx)
export async function treasurerDocx(file, V) {
  const tr = V.tr, rep = V.report, tot = V.totals, b5 = V.bs.y2025;
  const p0 = (v) => fmt(v, 0), p2 = (v) => fmt(v, 2);
  const rows = [['', 'Budget 2025', 'Actual 2025', 'Actual 2024', 'Budget 2026']];
  const inc = rep.filter((r) => r.income), exp = rep.filter((r) => !r.income);
  rows.push(['INCOME', '', '', '', '']);
  for (const r of inc) rows.push([r.group, p0(r.b25), p2(r.a25), p2(r.a24), p0(r.b26)]);
  rows.push(['Total income', p0(tot.b25.inc), p2(tot.a25.inc), p2(tot.a24.inc), p0(tot.b26.inc)]);
  rows.push(['EXPENDITURE', '', '', '', '']);
  for (const r of exp) rows.push([r.group, p0(r.b25), p2(r.a25), p2(r.a24), p0(r.b26)]);
  rows.push(['Total expenditure', p0(tot.b25.exp), p2(tot.a25.exp), p2(tot.a24.exp), p0(tot.b26.exp)]);
  rows.push(['SURPLUS FOR THE YEAR', p0(tot.b25.net), p2(tot.a25.net), p2(tot.a24.net), p0(tot.b26.net)]);
  const bold = rows.map((r, i) => (/^(INCOME|EXPENDITURE|Total|SURPLUS)/.test(r[0]) ? i : -1)).filter((i) => i >= 0);
  const paid25 = V.claims.filter((c) => c.paid.startsWith('2025'));
  const children = [
    P(NAME.toUpperCase(), { bold: true, size: 14, align: 'center' }),
    P('(Registered under the Societies Act, Cap. 18:01)', { align: 'center', italic: true }),
    P(`TREASURER'S REPORT TO THE ANNUAL GENERAL MEETING - ${longD(tr.agm, 'Saturday').toUpperCase()}, ${tr.venue.toUpperCase()}`, { bold: true }),
    P('Dumelang borre le bomme. I present the financial report of the Society for the year ended 31 December 2025.'),
    P('1. Membership', { bold: true }),
    P(`We started 2025 with ${R.TREASURER.members2024Start} members. Four new members joined (in March, May, August and October), we lost our member Rra Kagiso Seretse (T021), who passed away in June, and one member resigned at the end of August. We closed the year with ${V.active.length} members. ${V.members.filter((m) => m.arrears > 0).length} members are behind with their contributions; the Secretary's register shows the details.`),
    P('2. Income and expenditure', { bold: true }),
    P(`Income for the year was P${p2(tot.a25.inc)} against a budget of P${p0(tot.b25.inc)}. Tent hire did better than expected and the fixed deposit earned interest of P${p2(V.pl.line['Interest - Absa fixed deposit'].y)}. Expenditure was P${p2(tot.a25.exp)}, mainly because there were more funerals than we planned for. The Society made a surplus of P${p2(tot.a25.net)} (2024: P${p2(tot.a24.net)}). The table below groups the accounts in Manager; administration covers stationery, the secretary's airtime, the AGM, the independent review and bank and Orange Money charges.`),
    T(rows, { widths: [3300, 1500, 1600, 1600, 1500], numCols: [1, 2, 3, 4], boldRows: bold }),
    P(''),
    P('3. Funerals', { bold: true }),
    P(`Eight deaths were reported to the Society in 2025. ${paid25.length === 7 ? 'Seven' : paid25.length} benefits were paid during the year; the eighth, for the child of member T003 who died on 28 December, was paid on 5 January 2026 and is shown as payable in the balance sheet. Benefits paid in 2025 came to P${p2(V.pl.benTot)} and groceries for the eight families to P${p2(V.pl.line['Funeral groceries'].y)}. We thank the members who put up the tent at every funeral.`),
    P('4. Funds of the Society at 31 December 2025', { bold: true }),
    T([['', 'P'], ['Absa current account', p2(b5.absa)], ['Absa fixed deposit', p2(b5.fd)], ['Orange Money wallet', p2(b5.om)], ['Cash on hand', p2(b5.cash)], ['Total cash and deposits', p2(r2(b5.absa + b5.fd + b5.om + b5.cash))]], { widths: [4200, 1800], numCols: [1], boldRows: [5] }),
    P(''),
    P(`The fixed deposit of P120,000.00 matured on 31 December 2025 at ${tr.fdRateOld.toFixed(2)}% and was renewed with its interest, P${p2(b5.fd)}, for another 12 months at ${tr.fdRate.toFixed(2)}% per year.`),
    P('5. Contributions from July 2026', { bold: true }),
    P(`Funeral costs keep rising. The Committee proposes that the monthly contribution be raised from P${R.CONTRIB} to P${tr.newContribution} per member from ${longD(tr.newFrom)}. The 2026 budget above assumes the new rate for six months. Benefits stay the same until the 2027 AGM.`),
    P('6. Independent review', { bold: true }),
    P(`The 2025 accounts were reviewed by ${tr.reviewer} of ${tr.reviewerFirm}, who found them in order. His fee of P3,000.00 is accrued in the 2025 accounts. The Committee recommends that he be appointed again for 2026.`),
    P(''),
    P(`${tr.treasurer}, Treasurer`),
    P(`Seen: ${tr.chair} (Chairperson) and ${tr.secretary} (Secretary)`),
  ];
  await writeDocx(file, children, { title: "Treasurer's Report to AGM 2026", creator: 'Onalenna Tau' });
}

// ------------------------------------------------------------------ 6. till slip (photo)
export async function slipPhoto(file, V) {
  const S = V.slip;
  const w = 34;
  const line2 = (a, b) => ({ t: a + ' '.repeat(Math.max(1, w - a.length - b.length)) + b, size: 19 });
  const L = [
    { t: 'MOKGOSI WHOLESALERS', size: 24, bold: true, center: true },
    { t: 'Plot 2291, Mogoditshane', size: 18, center: true },
    { t: 'Tel 391 8820', size: 18, center: true },
    { t: `VAT NO: ${S.vatNo}`, size: 18, center: true },
    { t: 'TAX INVOICE', size: 21, bold: true, center: true },
    { t: '-'.repeat(w), size: 19 },
    line2(`${dmy(S.date)} ${S.time}`, S.till),
    line2(S.number, S.cashier),
    { t: '-'.repeat(w), size: 19 },
  ];
  for (const x of S.items) {
    L.push({ t: x.desc, size: 19 });
    L.push(line2(`  ${x.qty} x ${x.price.toFixed(2)}`, `${x.amount.toFixed(2)} ${x.code === 'S' ? '*' : 'Z'}`));
  }
  L.push({ t: '-'.repeat(w), size: 19 });
  L.push(line2(`${S.items.reduce((s, x) => s + x.qty, 0)} ITEMS`, ''));
  L.push({ t: 'TOTAL' + ' '.repeat(w - 5 - S.total.toFixed(2).length - 2) + 'P ' + S.total.toFixed(2), size: 22, bold: true });
  L.push(line2('ORANGE MONEY', S.total.toFixed(2)));
  L.push(line2('CHANGE', '0.00'));
  L.push({ t: '-'.repeat(w), size: 19 });
  L.push(line2('VATABLE (* INCL VAT)', S.vatable.toFixed(2)));
  L.push(line2(`VAT @ ${S.vatPct}%`, S.vat.toFixed(2)));
  L.push(line2('ZERO RATED (Z)', S.zero.toFixed(2)));
  L.push({ t: '-'.repeat(w), size: 19 });
  L.push({ t: 'GOODS ONCE SOLD ARE NOT RETURNABLE', size: 16, center: true });
  L.push({ t: 'KE A LEBOGA - THANK YOU', size: 16, center: true });
  await photoDocument(file, L, { width: 520, height: 1260, angle: -2.2, seed: 3107, format: 'jpeg', margin: 34, mono: true, noise: 24 });
}
