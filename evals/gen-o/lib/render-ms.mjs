// Renders the documents of Mount Salem Cricket & Netball Club from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { MS, ORGS, r2, sum } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { fmt, acc, ukLong, ukNum, xDate, P, T, writeDocx, NUM0, styleHeader, F, colL, MONTHS } from './office.mjs';

const ORG = ORGS.mountsalem.name;

// ------------------------------------------------------------------ subscriptions ledger (xlsx: Members + Rates)
async function duesWorkbook(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Marcia Wedderburn'; wb.created = new Date(Date.UTC(2026, 6, 1, 14)); wb.modified = wb.created;
  const ws = wb.addWorksheet('Members');
  const rs = wb.addWorksheet('Rates');
  // rates
  rs.columns = [{ width: 24 }, { width: 18 }, { width: 18 }, { width: 50 }];
  rs.mergeCells('A1:D1'); rs.getCell('A1').value = 'Annual subscription rates (J$)'; rs.getCell('A1').font = { bold: true, size: 12 };
  ['Category', '2026/27', '2025/26', 'Notes'].forEach((h, i) => { rs.getCell(3, i + 1).value = h; styleHeader(rs.getCell(3, i + 1)); });
  const notes = { 'Senior playing': 'Cricket or netball, 19 and over', 'Junior (U19)': 'Under 19 on 1 April', Social: 'Bar and clubhouse use, no playing rights', Family: 'Two adults and children under 19 at one address', 'Senior citizen (60+)': 'Non-playing, 60 and over', 'Life / Honorary': 'Elected at an AGM; no subscription' };
  MS.rates.forEach(([c, now, before], i) => {
    rs.getCell(4 + i, 1).value = c; rs.getCell(4 + i, 2).value = now; rs.getCell(4 + i, 3).value = before; rs.getCell(4 + i, 4).value = notes[c];
    rs.getCell(4 + i, 2).numFmt = NUM0; rs.getCell(4 + i, 3).numFmt = NUM0;
  });
  rs.getCell('A11').value = '2026/27 rates approved by the committee on 18 March 2026; subscriptions fall due on 1 April and may be paid in instalments by 30 September.';
  rs.getCell('A11').font = { italic: true, size: 9 };
  // members
  ws.columns = [{ width: 9 }, { width: 22 }, { width: 20 }, { width: 12 }, { width: 13 }, { width: 11 }, { width: 11 }, { width: 11 }, { width: 12 }, { width: 12 }, { width: 11 }];
  ws.mergeCells('A1:K1'); ws.getCell('A1').value = ORG.toUpperCase(); ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:K2'); ws.getCell('A2').value = 'Subscriptions ledger 2026/27 - position at 30 June 2026 (J$)'; ws.getCell('A2').font = { bold: true };
  for (const [rng, v] of [['A4:A5', 'Mem. No.'], ['B4:B5', 'Name'], ['C4:C5', 'Category'], ['D4:D5', 'Joined'], ['E4:E5', 'Annual sub'], ['F4:H4', 'Payments received 2026/27'], ['I4:I5', 'Total paid'], ['J4:J5', 'Balance due'], ['K4:K5', 'Status']]) { ws.mergeCells(rng); ws.getCell(rng.split(':')[0]).value = v; }
  ws.getCell('F5').value = 'Apr'; ws.getCell('G5').value = 'May'; ws.getCell('H5').value = 'Jun';
  for (let r = 4; r <= 5; r++) for (let c = 1; c <= 11; c++) styleHeader(ws.getCell(r, c));
  let r = 6;
  for (const m of MS.members) {
    ws.getCell(r, 1).value = m.no; ws.getCell(r, 2).value = m.name; ws.getCell(r, 3).value = m.cat;
    ws.getCell(r, 4).value = xDate(m.joined); ws.getCell(r, 4).numFmt = 'dd/mm/yyyy';
    ws.getCell(r, 5).value = F(`VLOOKUP(C${r},Rates!$A$4:$B$9,2,FALSE)`, m.sub);
    m.pay.forEach((v, i) => { if (v) ws.getCell(r, 6 + i).value = v; });
    ws.getCell(r, 9).value = F(`SUM(F${r}:H${r})`, m.paid);
    ws.getCell(r, 10).value = F(`E${r}-I${r}`, m.bal);
    ws.getCell(r, 11).value = F(`IF(E${r}=0,"Exempt",IF(J${r}<=0,"Paid",IF(I${r}=0,"Unpaid","Part paid")))`, m.status);
    for (let c = 5; c <= 10; c++) ws.getCell(r, c).numFmt = NUM0;
    r++;
  }
  const last = r - 1;
  ws.getCell(r, 2).value = 'Totals';
  const tv = { 5: MS.dues.sub, 6: MS.dues.month[0], 7: MS.dues.month[1], 8: MS.dues.month[2], 9: MS.dues.paid, 10: MS.dues.bal };
  for (const c of [5, 6, 7, 8, 9, 10]) { const L = colL(c - 1); ws.getCell(r, c).value = F(`SUM(${L}6:${L}${last})`, tv[c]); ws.getCell(r, c).numFmt = NUM0; }
  ws.getRow(r).font = { bold: true };
  for (let c = 1; c <= 11; c++) ws.getCell(r, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  r += 2;
  ws.getCell(r, 1).value = 'Members on register'; ws.getCell(r, 4).value = F(`COUNTA(B6:B${last})`, MS.members.length);
  r++;
  ws.getCell(r, 1).value = 'Receipts are banked weekly to the NCB current account; cash and cheques are recorded in the month received.';
  ws.getCell(r, 1).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', ySplit: 5 }];
  ws.autoFilter = `A5:K${last}`;
  // Members first in the tab order
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 13-week cash flow forecast (xlsx: Forecast + Notes)
async function cashWorkbook(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Marcia Wedderburn'; wb.created = new Date(Date.UTC(2026, 6, 3, 18)); wb.modified = wb.created;
  const ws = wb.addWorksheet('Forecast');
  const ns = wb.addWorksheet('Notes');
  const W = MS.weeks.length; // columns B..N
  ws.columns = [{ width: 38 }, ...Array(W).fill({ width: 11 }), { width: 13 }];
  ws.mergeCells('A1:O1'); ws.getCell('A1').value = `${ORG} - 13-week cash flow forecast (J$)`; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:O2'); ws.getCell('A2').value = 'Weeks commencing Monday 6 July 2026 to Monday 28 September 2026. NCB current account only.';
  // month header merged over its weeks
  const byMonth = [];
  MS.weeks.forEach((w, i) => { const m = +w.slice(5, 7); if (!byMonth.length || byMonth.at(-1).m !== m) byMonth.push({ m, from: i, to: i }); else byMonth.at(-1).to = i; });
  ws.getCell('A4').value = '';
  for (const b of byMonth) { const a = colL(1 + b.from), z = colL(1 + b.to); ws.mergeCells(`${a}4:${z}4`); ws.getCell(`${a}4`).value = `${MONTHS[b.m - 1]} 2026`; }
  ws.mergeCells('O4:O6'); ws.getCell('O4').value = '13-week total';
  ws.getCell('A5').value = 'Week'; ws.getCell('A6').value = 'w/c';
  MS.weeks.forEach((w, i) => { ws.getCell(5, 2 + i).value = `Wk ${i + 1}`; ws.getCell(6, 2 + i).value = xDate(w); ws.getCell(6, 2 + i).numFmt = 'dd-mmm'; });
  for (let r = 4; r <= 6; r++) for (let c = 1; c <= 15; c++) styleHeader(ws.getCell(r, c));
  ws.getCell('A5').alignment = { horizontal: 'left' }; ws.getCell('A6').alignment = { horizontal: 'left' };
  let r = 7;
  const openRow = r;
  ws.getCell(r, 1).value = 'Opening cash'; ws.getRow(r).font = { bold: true };
  r++;
  ws.getCell(r, 1).value = 'RECEIPTS'; ws.getCell(r, 1).font = { bold: true }; r++;
  const recFrom = r;
  for (const [name, v] of MS.cfRec) {
    ws.getCell(r, 1).value = name;
    v.forEach((x, i) => { ws.getCell(r, 2 + i).value = x; });
    ws.getCell(r, 15).value = F(`SUM(B${r}:N${r})`, sum(v));
    r++;
  }
  const recTo = r - 1, recTot = r;
  ws.getCell(r, 1).value = 'Total receipts';
  MS.weeks.forEach((_, i) => { const L = colL(1 + i); ws.getCell(r, 2 + i).value = F(`SUM(${L}${recFrom}:${L}${recTo})`, MS.cfRecTot[i]); });
  ws.getCell(r, 15).value = F(`SUM(B${r}:N${r})`, sum(MS.cfRecTot));
  ws.getRow(r).font = { bold: true };
  r += 2;
  ws.getCell(r, 1).value = 'PAYMENTS'; ws.getCell(r, 1).font = { bold: true }; r++;
  const payFrom = r;
  for (const [name, v] of MS.cfPay) {
    ws.getCell(r, 1).value = name;
    v.forEach((x, i) => { ws.getCell(r, 2 + i).value = x; });
    ws.getCell(r, 15).value = F(`SUM(B${r}:N${r})`, sum(v));
    r++;
  }
  const payTo = r - 1, payTot = r;
  ws.getCell(r, 1).value = 'Total payments';
  MS.weeks.forEach((_, i) => { const L = colL(1 + i); ws.getCell(r, 2 + i).value = F(`SUM(${L}${payFrom}:${L}${payTo})`, MS.cfPayTot[i]); });
  ws.getCell(r, 15).value = F(`SUM(B${r}:N${r})`, sum(MS.cfPayTot));
  ws.getRow(r).font = { bold: true };
  r += 2;
  const netRow = r;
  ws.getCell(r, 1).value = 'Net cash flow';
  MS.weeks.forEach((_, i) => { const L = colL(1 + i); ws.getCell(r, 2 + i).value = F(`${L}${recTot}-${L}${payTot}`, MS.cfNet[i]); });
  ws.getCell(r, 15).value = F(`SUM(B${r}:N${r})`, sum(MS.cfNet));
  r++;
  const closeRow = r;
  ws.getCell(r, 1).value = 'Closing cash';
  MS.weeks.forEach((_, i) => { const L = colL(1 + i); ws.getCell(r, 2 + i).value = F(`${L}${openRow}+${L}${netRow}`, MS.cfClose[i]); });
  ws.getRow(r).font = { bold: true };
  // opening = previous closing
  MS.weeks.forEach((_, i) => { ws.getCell(openRow, 2 + i).value = i === 0 ? MS.cfOpen : F(`${colL(i)}${closeRow}`, MS.cfOpenW[i]); });
  r++;
  const bufRow = r;
  ws.getCell(r, 1).value = 'Minimum cash buffer (committee policy)';
  MS.weeks.forEach((_, i) => { ws.getCell(r, 2 + i).value = MS.cfBuffer; });
  r++;
  ws.getCell(r, 1).value = 'Headroom / (shortfall) against buffer';
  MS.weeks.forEach((_, i) => { const L = colL(1 + i); ws.getCell(r, 2 + i).value = F(`${L}${closeRow}-${L}${bufRow}`, MS.cfHead[i]); });
  ws.getRow(r).font = { italic: true };
  for (let rr = 7; rr <= r; rr++) for (let c = 2; c <= 15; c++) ws.getCell(rr, c).numFmt = '#,##0;(#,##0);"-"';
  for (let c = 1; c <= 15; c++) { ws.getCell(closeRow, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];
  // notes
  ns.columns = [{ width: 110 }];
  const notes = [
    'Assumptions (prepared by the Hon. Treasurer, 3 July 2026)',
    '',
    'Opening cash is the NCB current account balance on Friday 3 July 2026. The savings account is held back for the roof and is not in this forecast.',
    'Subscriptions: outstanding 2026/27 subscriptions collected gradually to the 30 September deadline.',
    'Bar takings: higher over the Emancipation Day and Independence Day weekends (1 and 6 August).',
    'Sponsorship: second instalment of the 2026/27 sponsorship agreement expected mid-September.',
    "Pavilion roof contractor: stage 2 payment to Brown's Roofing & Construction Ltd on completion of the roof sheeting, w/c 17 August.",
    'Insurance renewal: premium for the year from 1 August 2026, quoted by the broker on 29 June.',
    'Wages are paid fortnightly; JPS in the second week and NWC in the third week of each month.',
  ];
  notes.forEach((n, i) => { ns.getCell(i + 1, 1).value = n; if (i === 0) ns.getCell(1, 1).font = { bold: true }; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ fixed asset register (landscape PDF over two pages)
async function faPdf(file) {
  const { doc, end } = newPdf(file, { layout: 'landscape', margin: 36, title: 'Fixed Asset Register FY2025-26', author: MS.people.treasurer });
  // columns: right edges for numbers
  const C = [
    { h: ['Asset', 'ID'], x: 36, w: 34, a: 'left' }, { h: ['', 'Description'], x: 72, w: 150, a: 'left' }, { h: ['Date', 'acquired'], x: 224, w: 56, a: 'left' }, { h: ['Life', '(yrs)'], x: 282, w: 26, a: 'right' },
    { h: ['Cost b/f', '1 Apr 2025'], x: 310, w: 62, a: 'right' }, { h: ['', 'Additions'], x: 374, w: 58, a: 'right' }, { h: ['Cost c/f', '31 Mar 2026'], x: 434, w: 62, a: 'right' },
    { h: ['Accum. depn', 'b/f'], x: 498, w: 64, a: 'right' }, { h: ['Charge', 'for year'], x: 564, w: 56, a: 'right' }, { h: ['Accum. depn', 'c/f'], x: 622, w: 64, a: 'right' }, { h: ['NBV', '31 Mar 2026'], x: 688, w: 64, a: 'right' },
  ];
  const title = (cont) => {
    doc.font('B').fontSize(12).text(ORG.toUpperCase(), 36, 34, { width: 770, align: 'center' });
    doc.font('B').fontSize(10.5).text(`Fixed Asset Register for the year ended 31 March 2026${cont ? ' (continued)' : ''}`, 36, 52, { width: 770, align: 'center' });
    doc.font('R').fontSize(8.5).text('Amounts in Jamaican dollars (J$). Straight-line depreciation; half a year\'s charge in the year of acquisition.', 36, 68, { width: 770, align: 'center' });
  };
  const head = (y) => {
    doc.font('B').fontSize(8);
    for (const c of C) { doc.text(c.h[0], c.x, y, { width: c.w, align: c.a, lineBreak: false }); doc.text(c.h[1], c.x, y + 10, { width: c.w, align: c.a, lineBreak: false }); }
    doc.moveTo(36, y + 22).lineTo(756, y + 22).lineWidth(0.6).stroke();
    return y + 28;
  };
  const money = (v) => (Math.abs(v) < 0.005 ? '-' : fmt(v, Number.isInteger(v) ? 0 : 2));
  const line = (vals, y, bold) => {
    doc.font(bold ? 'B' : 'R').fontSize(8.2);
    C.forEach((c, i) => { if (vals[i] !== undefined && vals[i] !== '') doc.text(vals[i], c.x, y, { width: c.w, align: c.a, lineBreak: false }); });
  };
  const K = ['costBf', 'add', 'costCf', 'depBf', 'charge', 'depCf', 'nbv'];
  title(false);
  let y = head(90);
  const groups = MS.assetGroups;
  const pageBreakAfter = 'Furniture & bar equipment';
  for (const g of groups) {
    doc.font('B').fontSize(8.5).text(g.name, 36, y, { lineBreak: false }); y += 14;
    for (const a of g.assets) { line([a.id, a.d, ukNum(a.acq), String(a.life), ...K.map((k) => money(a[k]))], y); y += 13; }
    doc.moveTo(310, y - 1).lineTo(752, y - 1).lineWidth(0.4).stroke();
    line(['', `Total ${g.name.toLowerCase()}`, '', '', ...K.map((k) => money(g[k]))], y + 2, true); y += 22;
    if (g.name === pageBreakAfter) {
      doc.font('I').fontSize(8).text('Continued overleaf', 36, y, { width: 716, align: 'right' });
      doc.font('R').fontSize(7.5).text('Page 1 of 2', 36, 545, { width: 770, align: 'center' });
      doc.addPage();
      title(true);
      y = head(90);
    }
  }
  doc.moveTo(310, y - 4).lineTo(752, y - 4).lineWidth(0.6).stroke();
  line(['', 'TOTAL ALL ASSETS', '', '', ...K.map((k) => money(MS.fa[k]))], y, true);
  doc.moveTo(310, y + 12).lineTo(752, y + 12).lineWidth(0.6).stroke();
  doc.moveTo(310, y + 14).lineTo(752, y + 14).lineWidth(0.6).stroke();
  y += 32;
  doc.font('R').fontSize(8.5);
  const notes = [
    'Notes',
    `1. Additions in the year: electronic scoreboard (installed August 2025, part-funded by the St James Parish Sports Fund) and irrigation pump for the square.`,
    '2. The bowling machine is fully depreciated but remains in use. The laptop & printer reached the end of their useful life during the year.',
    '3. Pavilion roof works (stages 1 and 2) are treated as repairs and charged to income and expenditure, not capitalised.',
    `4. The depreciation charge for the year agrees to the income and expenditure account.`,
    `Prepared by ${MS.people.treasurer}, Hon. Treasurer, 30 April 2026.`,
  ];
  for (const n of notes) { doc.font(n === 'Notes' ? 'B' : 'R').text(n, 36, y, { width: 720 }); y = doc.y + 3; }
  doc.font('R').fontSize(7.5).text('Page 2 of 2', 36, 545, { width: 770, align: 'center' });
  await end();
}

// ------------------------------------------------------------------ pivot table export (CSV)
function pivotCsv(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const n = (v) => (Math.abs(v) < 0.005 ? '' : q(fmt(v, 0)));
  const lines = [
    q(`${ORG} - Expenses FY2025/26`),
    'Source: cash book Apr 2025 - Mar 2026 (excludes depreciation),,,,,,',
    ',,,,,,',
    'Sum of Amount (J$),,Quarter,,,,',
    'Category,Payee,Q1 Apr-Jun,Q2 Jul-Sep,Q3 Oct-Dec,Q4 Jan-Mar,Grand Total',
  ];
  for (const c of MS.pivot) {
    c.rows.forEach((r, i) => lines.push([i === 0 ? q(c.cat) : '', q(r[0]), ...r[1].map(n), n(r.total)].join(',')));
    lines.push([q(`${c.cat} Total`), '', ...c.q.map(n), n(c.total)].join(','));
  }
  lines.push(['Grand Total', '', ...MS.pivotQ.map(n), n(MS.pivotTotal)].join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ Hon. Treasurer's report to the AGM (docx)
async function treasDocx(file) {
  const v = (x) => (x === 0 ? '–' : fmt(x, 0));
  const rows = [['J$', ...MS.VER]];
  rows.push(['INCOME', '', '', '', '']);
  for (const l of MS.income) rows.push([l.name, ...l.v.map(v)]);
  rows.push(['Total income', ...MS.totInc.map(v)]);
  rows.push(['EXPENDITURE', '', '', '', '']);
  for (const l of MS.expense) rows.push([l.name, ...l.v.map(v)]);
  rows.push(['Total expenditure', ...MS.totExp.map(v)]);
  rows.push(['Surplus / (deficit) for the year', ...MS.surplus.map((x) => acc(x))]);
  const bold = rows.map((r, i) => (/^(INCOME|EXPENDITURE|Total|Surplus)/.test(r[0]) ? i : -1)).filter((i) => i >= 0);
  const mil = (x) => (x / 1e6).toFixed(2);
  const ch = [
    P(ORG.toUpperCase(), { bold: true, size: 14, align: 'center', after: 40 }),
    P("Honorary Treasurer's Report to the Annual General Meeting", { bold: true, size: 12, align: 'center', after: 40 }),
    P(`Saturday ${ukLong(MS.people.agm)}, 4.00 pm, in the Pavilion`, { align: 'center', after: 240 }),
    P('1. The year in brief', { bold: true }),
    P(`The financial year from 1 April 2025 to 31 March 2026 closed with a surplus of J$${mil(MS.surplus[3])} million, well ahead of the J$${fmt(MS.surplus[2] / 1000, 0)},000 surplus in the final budget. Most of the difference is the roof appeal: donations ran ahead of budget while stage 1 of the works came in below the revised estimate. Bar sales recovered in the second half after the new supplier terms, and ground hire had its best year on record thanks to the schools' football league.`),
    P('2. Income and expenditure against the three budget versions', { bold: true }),
    P('The committee revised the budget twice during the year. Revision 1 (September 2025) added the Pavilion Roof Appeal and stage 1 of the roof works. Revision 2, approved by the committee on 20 January 2026, is the final budget for the year; it reflects the new sponsorship agreement and the lower spend on the ground after the mower repairs were deferred.'),
    T(rows, { widths: [2900, 1500, 1500, 1500, 1500], numCols: [1, 2, 3, 4], boldRows: bold, size: 9 }),
    P('Depreciation is taken from the fixed asset register; the pavilion roof works are charged as repairs.', { italic: true, size: 9, before: 80 }),
    P('3. Pavilion Roof Appeal', { bold: true }),
    P(`The appeal was launched in ${MS.appeal.launched} with a target of J$${fmt(MS.appeal.target, 0)}. Donations of J$${fmt(inc3('Pavilion roof appeal donations'), 0)} were received by 31 March 2026, and by 30 June 2026 the thermometer on the clubhouse wall stood at J$${fmt(MS.appeal.raised, 0)}. A further J$${fmt(MS.appeal.pledged, 0)} has been pledged by past players overseas but is not counted until it arrives. Brown's Roofing & Construction Ltd completed stage 1 of the works in February 2026; stage 2, the new roof sheeting, is due for payment in mid-August.`),
    P('4. Fixed assets', { bold: true }),
    P(`We added the electronic scoreboard (J$${fmt(MS.assets.find((a) => a.id === 'E01').cost, 0)}) and an irrigation pump for the square during the year. The depreciation charge of J$${fmt(MS.fa.charge, 0)} is shown in the register circulated with this report.`),
    P('5. Membership and subscriptions', { bold: true }),
    P(`There were ${MS.members.length} members on the register at 30 June 2026. For 2026/27 the committee raised the senior playing subscription from J$20,000 to J$24,000, the social subscription from J$10,000 to J$12,000 and the family subscription from J$32,000 to J$36,000; junior and senior citizen rates are unchanged. Members are reminded that subscriptions must be paid in full by 30 September to be eligible for selection.`),
    P('6. Cash', { bold: true }),
    P(`At 31 March 2026 the club held J$${fmt(MS.cash.current, 0)} in the NCB current account and J$${fmt(MS.cash.savings, 0)} in the NCB savings account. On 3 July 2026 the current account stood at J$${fmt(MS.cash.july3, 0)}, the opening figure of the 13-week cash flow forecast circulated with this report. The committee has set a minimum buffer of J$${fmt(MS.cfBuffer, 0)} in the current account; the forecast shows us dipping below it after the stage 2 roof payment until the sponsorship instalment in September, and the committee has agreed to defer non-essential purchases until then.`),
    P('7. Audit', { bold: true }),
    P(`The accounts for the year have been audited by ${MS.people.auditor}, Chartered Accountants, of Montego Bay, and I recommend their re-appointment for 2026/27.`),
    P('', { after: 200 }),
    P(`${MS.people.treasurer}`, { bold: true, after: 20 }),
    P('Honorary Treasurer', { after: 20 }),
    P(`Seen and agreed: ${MS.people.president}, President`, { italic: true }),
  ];
  await writeDocx(file, ch, { title: "Hon Treasurer's report AGM 2026", creator: MS.people.treasurer });
}
const inc3 = (n) => MS.income.find((l) => l.name === n).v[3];

// ------------------------------------------------------------------ photographed till receipt (GCT 15% added)
async function receiptPhoto(file) {
  const v = MS.rcpt;
  const lines = [
    { t: v.vendor, size: 30, bold: true, center: true },
    { t: 'Shop 14, Fairview Shopping Centre', size: 22, center: true },
    { t: 'Bogue, Montego Bay  Tel 876-555-0142', size: 22, center: true },
    { t: 'GCT Reg No 001-234-567', size: 22, center: true },
    { gap: 10 },
    { t: 'TAX INVOICE / RECEIPT', size: 25, bold: true, center: true },
    { cols: [`Rcpt: ${v.no}`, `${ukNum(v.date)} ${v.time}`], size: 23 },
    { cols: ['Cashier: Tamara', 'Till 02'], size: 23 },
    { t: 'Cust: MOUNT SALEM CRICKET CLUB', size: 23 },
    { rule: true },
    ...v.items.map((i) => ({ table: true, cols: [`${i.q} x ${i.d}`, fmt(i.p), fmt(i.amt)], size: 23 })),
    { rule: true },
    { table: true, cols: ['SUBTOTAL', '', fmt(v.sub)], size: 24 },
    { table: true, cols: ['GCT 15%', '', fmt(v.gct)], size: 24 },
    { table: true, cols: ['TOTAL JMD', '', fmt(v.total)], size: 28, bold: true },
    { gap: 6 },
    { table: true, cols: ['VISA DEBIT ****4417', '', fmt(v.total)], size: 23 },
    { table: true, cols: ['CHANGE', '', '0.00'], size: 23 },
    { gap: 8 },
    { t: `Items: ${v.items.reduce((s, i) => s + i.q, 0)}`, size: 22 },
    { t: 'No refunds on cricket balls once used.', size: 21, center: true },
    { t: 'THANK YOU - COME AGAIN', size: 22, center: true },
  ];
  await photoDocument(file, lines, { width: 820, height: 860, angle: 1.9, seed: 1403, format: 'jpeg', tableX: [50, 600, 770], margin: 50, mono: true, noise: 24 });
}

export async function renderMountSalem(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'mountsalem'), { recursive: true });
  const p = (k) => path.join(DOCS, MS.files[k]);
  await duesWorkbook(p('dues'));
  await cashWorkbook(p('cash'));
  await faPdf(p('fa'));
  pivotCsv(p('pivot'));
  await treasDocx(p('treas'));
  await receiptPhoto(p('photo'));
}
