// Renders the High Desert Harvest (US food bank) documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { HD, ORGS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { grp } from './fmt.mjs';
import { photoDocument } from './photo.mjs';

const NAME = ORGS.highdesert.name;
const usd = (v) => `$${v.toLocaleString('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 })}`;

// walks the QuickBooks account tree, calling emit(kind, label, item, level)
function walk(emit) {
  const A = HD.accounts;
  emit('head', 'Income', null, 0);
  for (const x of A.income) {
    if (x.group) { emit('head', x.group, null, 1); for (const l of x.lines) emit('line', l.name, l, 2); emit('total', `Total ${x.group}`, x, 1); } else emit('line', x.name, x, 1);
  }
  emit('total', 'Total Income', HD.totalIncome, 0);
  emit('total', 'Gross Profit', HD.totalIncome, 0);
  emit('head', 'Expenses', null, 0);
  for (const x of A.expenses) {
    if (x.group) { emit('head', x.group, null, 1); for (const l of x.lines) emit('line', l.name, l, 2); emit('total', `Total ${x.group}`, x, 1); } else emit('line', x.name, x, 1);
  }
  emit('total', 'Total Expenses', HD.totalExp, 0);
  emit('total', 'Net Operating Income', HD.netOp, 0);
  emit('head', 'Other Income', null, 0);
  for (const x of A.other) emit('line', x.name, x, 1);
  emit('total', 'Total Other Income', HD.otherIncome, 0);
  emit('total', 'Net Other Income', HD.otherIncome, 0);
  emit('total', 'Net Income', HD.netIncome, 0);
}

function qbHeader(ws, title, ncols) {
  const last = String.fromCharCode(64 + ncols);
  [[1, NAME, 13], [2, title, 12], [3, HD.period, 10]].forEach(([r, t, size]) => {
    ws.mergeCells(`A${r}:${last}${r}`);
    const c = ws.getCell(`A${r}`); c.value = t; c.font = { bold: r < 3, size }; c.alignment = { horizontal: 'center' };
  });
}
const NUM = '#,##0.00;-#,##0.00';

async function plXlsx(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Profit and Loss by Class');
  ws.columns = [{ width: 40 }, { width: 17 }, { width: 17 }, { width: 19 }, { width: 14 }, { width: 15 }];
  qbHeader(ws, 'Profit and Loss by Class', 6);
  const hdr = ws.getRow(5);
  ['', ...HD.classes, 'TOTAL'].forEach((t, i) => { hdr.getCell(i + 1).value = t || null; });
  hdr.font = { bold: true }; hdr.alignment = { horizontal: 'center', wrapText: true };
  let r = 6;
  walk((kind, label, item, level) => {
    const row = ws.getRow(r++);
    row.getCell(1).value = label;
    row.getCell(1).alignment = { indent: level * 2 };
    if (kind === 'head') return;
    const total = item.c.reduce((a, b) => a + b, 0);
    item.c.forEach((v, i) => {
      if (v === 0 && kind === 'line') return; // QuickBooks leaves no-activity cells blank
      row.getCell(2 + i).value = Math.round(v * 100) / 100; row.getCell(2 + i).numFmt = NUM;
    });
    row.getCell(6).value = Math.round(total * 100) / 100; row.getCell(6).numFmt = NUM;
    if (kind === 'total') row.font = { bold: true };
  });
  r += 2;
  ws.getCell(`A${r}`).value = 'Accrual Basis Tuesday, April 14, 2026 09:12 AM GMT-07:00';
  ws.getCell(`A${r}`).font = { size: 8, italic: true };
  await wb.xlsx.writeFile(file);
}

async function bvaXlsx(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget vs. Actuals');
  ws.columns = [{ width: 40 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 12 }];
  qbHeader(ws, 'Budget vs. Actuals: FY26 Operating Budget - FY26 P&L', 5);
  ws.mergeCells('B5:E5');
  ws.getCell('B5').value = 'Total'; ws.getCell('B5').alignment = { horizontal: 'center' }; ws.getCell('B5').font = { bold: true };
  const hdr = ws.getRow(6);
  ['', 'Actual', 'Budget', 'over Budget', '% of Budget'].forEach((t, i) => { hdr.getCell(i + 1).value = t || null; });
  hdr.font = { bold: true }; hdr.alignment = { horizontal: 'center' };
  let r = 7;
  walk((kind, label, item, level) => {
    const row = ws.getRow(r++);
    row.getCell(1).value = label;
    row.getCell(1).alignment = { indent: level * 2 };
    if (kind === 'head') return;
    const actual = Math.round(item.c.reduce((a, b) => a + b, 0) * 100) / 100;
    const vals = [actual, item.budget, Math.round((actual - item.budget) * 100) / 100, item.budget ? actual / item.budget : null];
    vals.forEach((v, i) => {
      if (v === null) return;
      const c = row.getCell(2 + i); c.value = i === 3 ? Math.round(v * 10000) / 10000 : v; c.numFmt = i === 3 ? '0.00%' : NUM;
    });
    if (kind === 'total') row.font = { bold: true };
  });
  r += 2;
  ws.getCell(`A${r}`).value = 'Accrual Basis Tuesday, April 14, 2026 09:15 AM GMT-07:00';
  ws.getCell(`A${r}`).font = { size: 8, italic: true };
  await wb.xlsx.writeFile(file);
}

function inkindCsv(file) {
  const initials = ['JM', 'RT', 'JM', 'AK', 'RT'];
  const lines = ['Date,Donor,Category,Pounds,Fair Value ($),Received By'];
  HD.inkind.forEach((x, i) => {
    lines.push([x.date, x.donor, x.category, `"${grp(x.lbs)}"`, `"${x.value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}"`, initials[i % 5]].join(','));
  });
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

async function grantPdf(file) {
  const g = HD.grant;
  const { doc, end } = newPdf(file, { title: 'Award Letter ' + g.number, author: g.funder });
  doc.font('SB').fontSize(16).text(g.funder.toUpperCase(), 50, 50);
  doc.font('SR').fontSize(9).text('1020 NW Wall Street, Suite 300  ·  Bend, Oregon 97703  ·  (541) 555-0142', 50, 72);
  doc.moveTo(50, 88).lineTo(545, 88).lineWidth(1).stroke();
  doc.font('SR').fontSize(10.5);
  doc.text(g.letterDate, 50, 105);
  doc.text(`Ms. Renata Okafor\n${NAME}\n2250 NE Butler Market Road\nBend, OR 97701`, 50, 128);
  doc.font('SB').text(`Re: Grant award ${g.number}`, 50, 200);
  doc.font('SR').text(`Dear Ms. Okafor,`, 50, 222);
  const P = (t) => doc.text(t, 50, doc.y + 8, { width: 495, align: 'justify' });
  P(`On behalf of the board of the ${g.funder}, I am pleased to tell you that the Foundation has awarded ${NAME} a grant of ${usd(g.amount)} (one hundred eighty thousand dollars) for the Rural Mobile Pantry and Cooking Matters nutrition education programs in ${g.counties}. The grant period runs from ${g.start} through ${g.end}.`);
  doc.font('SB').text('Payment schedule', 50, doc.y + 12);
  doc.font('SR');
  doc.y += 4;
  table(doc, [
    { label: 'Installment', vals: ['Amount', 'Scheduled date'], bold: true },
    ...g.payments.map((p) => ({ label: `Payment ${p.n}, ${p.cond}`, vals: [usd(p.amount), p.date] })),
    { label: 'Total award', vals: [usd(g.amount), ''], bold: true, rule: 'above' },
  ], { labelX: 50, right: [420, 545], size: 9.5, lineH: 15, width: 300 });
  doc.font('SB').fontSize(10.5).text('Reporting requirements', 50, doc.y + 10);
  doc.font('SR');
  doc.y += 4;
  table(doc, [
    { label: 'Report', vals: ['Due date'], bold: true },
    ...g.reports.map((x) => ({ label: x.name, vals: [x.due] })),
  ], { labelX: 50, right: [545], size: 9.5, lineH: 15, width: 380 });
  doc.font('SB').fontSize(10.5).text('Conditions of the grant', 50, doc.y + 10);
  doc.font('SR').fontSize(10.5);
  const cond = [
    `1. Funds are restricted to the Rural Mobile Pantry and Cooking Matters programs serving ${g.counties}.`,
    `2. Indirect costs charged to the grant may not exceed ${g.indirectPct}% of the total award.`,
    `3. No single equipment purchase over ${usd(g.capitalLimit)} may be made from grant funds without the Foundation's prior written approval.`,
    `4. The mobile pantry is expected to distribute at least ${grp(g.poundsTarget)} pounds of food over the grant period.`,
    '5. Grant funds may not be used for lobbying or political campaign activity. Unspent funds must be returned at the end of the grant period.',
  ];
  for (const c of cond) doc.text(c, 50, doc.y + 4, { width: 495 });
  P(`Your program officer is ${g.officer}, who can be reached at mventura@ponderosacf.org. Please countersign and return a copy of this letter to release the first payment.`);
  doc.text('Sincerely,', 50, doc.y + 14);
  doc.text(`${g.signer}\nPresident & CEO`, 50, doc.y + 24);
  await end();
}

async function letterPdf(file) {
  const L = HD.letter;
  const { doc, end } = newPdf(file, { title: 'Management Letter', author: L.firm });
  doc.font('B').fontSize(14).text(L.firm, 50, 50);
  doc.font('R').fontSize(9).text('Certified Public Accountants  |  500 SW Bond Street, Bend, OR 97702', 50, 70);
  doc.moveTo(50, 86).lineTo(545, 86).stroke();
  doc.font('R').fontSize(10);
  doc.text(L.date, 50, 100);
  doc.text(`Board of Directors\n${NAME}\nBend, Oregon`, 50, 120);
  const P = (t, o = {}) => doc.font(o.b ? 'B' : o.i ? 'I' : 'R').text(t, 50, doc.y + (o.gap ?? 8), { width: 495, align: 'justify' });
  P(`In planning and performing our audit of the financial statements of ${NAME} as of and for the year ended ${L.fye}, we considered the organization's internal control over financial reporting as a basis for designing audit procedures, not to express an opinion on the effectiveness of internal control. We noted the matters below, which we discuss together with management's responses.`, { gap: 14 });
  const body = [
    [`Observation: one employee opens the mail, records check donations in QuickBooks and prepares the bank deposit, with no independent log of receipts. We consider this a significant deficiency.`,
      'Recommendation: a second person should log incoming checks before they reach the person who records them.',
      'Management response: beginning February 2026 the front-desk coordinator will keep a check log that the Finance Director compares with deposits each week.'],
    [`Observation: donated food received during the year was valued at a single rate of $${L.oldRate} per pound, although the mix of donations changed considerably.`,
      'Recommendation: value donated food by category, using documented fair values, and keep the support with the donations log.',
      'Management response: from October 2025 the donations log records a fair value per category, reviewed by the Operations Manager.'],
    [`Observation: bank reconciliations for ${L.lateRecs} of the 12 months were completed more than 60 days after month end.`,
      'Recommendation: reconcile all accounts within 20 days of month end and have the Treasurer review them.',
      'Management response: the backlog is being cleared and reconciliations will be current within 20 days of month end.'],
    [`Observation: two equipment purchases totaling $${grp(L.expensedEquipment)} (a walk-in cooler compressor and an electric pallet jack) were expensed although each exceeded the organization's $${grp(L.capThreshold)} capitalization threshold. An audit adjustment was recorded.`,
      'Recommendation: review repairs and supplies accounts monthly for items that should be capitalized.',
      'Management response: invoices over the threshold are now coded by the Finance Director.'],
  ];
  L.findings.forEach((f, i) => {
    P(`${i + 1}. ${f.title} (${f.rating})`, { b: true, gap: 12 });
    for (const t of body[i]) P(t, { gap: 4 });
    P(`Responsible: ${f.owner}. Target date: ${f.target}.`, { i: true, gap: 4 });
  });
  P('This communication is intended solely for the information and use of the Board of Directors and management and is not intended to be, and should not be, used by anyone other than these specified parties.', { gap: 14 });
  P(`${L.firm}\nBend, Oregon`, { gap: 12 });
  await end();
}

async function receiptPhoto(file) {
  const R = HD.receipt;
  const m = (v) => v.toFixed(2);
  const lines = [
    { t: R.store, size: 30, bold: true, center: true },
    { t: '61535 S HWY 97  BEND OR 97702', size: 24, center: true },
    { t: '(541) 555-0188', size: 24, center: true },
    { gap: 10 },
    { cols: [`${R.date}  ${R.time}`, `TXN ${R.txn}`], size: 24 },
    { rule: true }, { gap: 6 },
    ...R.items.flatMap((it) => [
      { cols: [it.name, m(it.ext)], size: 24 },
      ...(it.qty > 1 ? [{ t: `   ${it.qty} @ ${m(it.price)}`, size: 22 }] : []),
    ]),
    { rule: true }, { gap: 6 },
    { cols: ['SUBTOTAL', m(R.subtotal)], size: 24 },
    { cols: ['TAX', m(R.tax)], size: 24 },
    { cols: ['TOTAL', m(R.total)], size: 28, bold: true },
    { gap: 8 },
    { cols: [`VISA ENDING ${R.card}`, m(R.total)], size: 24 },
    { t: 'APPROVED  AUTH 04719C', size: 22 },
    { gap: 10 },
    { t: `ITEMS SOLD ${R.items.reduce((a, i) => a + i.qty, 0)}`, size: 22 },
    { t: 'THANK YOU - NO RETURNS ON OPENED ITEMS', size: 22, center: true },
  ];
  await photoDocument(file, lines, { width: 760, height: 960, angle: 0.9, seed: 23, format: 'jpeg', mono: true, margin: 50, noise: 20 });
}

export async function renderHighDesert(root) {
  const f = (k) => path.join(root, HD.files[k]);
  fs.mkdirSync(path.dirname(f('pl')), { recursive: true });
  await plXlsx(f('pl'));
  await bvaXlsx(f('bva'));
  inkindCsv(f('inkind'));
  await grantPdf(f('grant'));
  await letterPdf(f('letter'));
  await receiptPhoto(f('receipt'));
}
