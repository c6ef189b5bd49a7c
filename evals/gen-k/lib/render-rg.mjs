// Renders Rio Grande Valley Literacy Partners' documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx-republish';
XLSX.set_fs(fs);
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { RG } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const usd = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const n = (v) => (v === 0 ? '–' : v < 0 ? `(${usd(v)})` : usd(v));

async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Financial Statements June 30, 2025 and 2024', author: RG.auditor });
  const A = RG.A;
  // page 1: report
  doc.font('B').fontSize(15).text('Rio Grande Valley Literacy Partners', { align: 'center' });
  doc.font('R').fontSize(11).text('Financial Statements', { align: 'center' });
  doc.text('June 30, 2025 and 2024', { align: 'center' });
  doc.moveDown(2);
  doc.font('B').fontSize(11).text('Independent Auditor\'s Report');
  doc.moveDown(0.5);
  doc.font('R').fontSize(9.5).text('To the Board of Directors, Rio Grande Valley Literacy Partners, McAllen, Texas', { width: 495 });
  doc.moveDown(0.5);
  doc.text('Opinion. We have audited the accompanying financial statements of Rio Grande Valley Literacy Partners (a nonprofit organization), which comprise the statement of financial position as of June 30, 2025, and the related statement of activities for the year then ended, and the related notes. In our opinion, the financial statements present fairly, in all material respects, the financial position of the Organization as of June 30, 2025, and the changes in its net assets for the year then ended in accordance with accounting principles generally accepted in the United States of America.', { width: 495, align: 'justify' });
  doc.moveDown(0.5);
  doc.text('Report on summarized comparative information. We have previously audited the Organization\'s 2024 financial statements, and we expressed an unmodified audit opinion on those audited financial statements in our report dated November 8, 2024.', { width: 495, align: 'justify' });
  doc.moveDown(1);
  doc.text(RG.auditor); doc.text('McAllen, Texas'); doc.text('October 24, 2025');
  // page 2: statement of financial position
  doc.addPage();
  doc.font('B').fontSize(12).text('Rio Grande Valley Literacy Partners', { align: 'center' });
  doc.font('B').fontSize(11).text('Statements of Financial Position', { align: 'center' });
  doc.font('R').fontSize(10).text('June 30, 2025 and 2024 (in whole dollars)', { align: 'center' });
  doc.moveDown(1.5);
  const R2 = [440, 540];
  table(doc, [{ label: '', vals: ['2025', '2024'], bold: true }, { gap: 4 }, { label: 'ASSETS', bold: true },
    ...RG.assets.map(([l, a, b]) => ({ label: l, indent: 1, vals: [n(a), n(b)] })),
    { label: 'Total assets', bold: true, vals: [n(RG.sfp.TA25), n(RG.sfp.TA24)], rule: 'double' }, { gap: 10 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true }, { label: 'Liabilities', bold: true },
    ...RG.liab.map(([l, a, b]) => ({ label: l, indent: 1, vals: [n(a), n(b)] })),
    { label: 'Total liabilities', bold: true, vals: [n(RG.sfp.L25), n(RG.sfp.L24)], rule: 'above' }, { gap: 8 },
    { label: 'Net assets', bold: true },
    { label: 'Without donor restrictions', indent: 1, vals: [n(RG.na.without25), n(RG.na.without24)] },
    { label: 'With donor restrictions', indent: 1, vals: [n(RG.na.with25), n(RG.na.with24)] },
    { label: 'Total net assets', bold: true, vals: [n(RG.na.total25), n(RG.na.total24)], rule: 'above' }, { gap: 8 },
    { label: 'Total liabilities and net assets', bold: true, vals: [n(RG.sfp.TA25), n(RG.sfp.TA24)], rule: 'double' },
  ], { right: R2, size: 9.5, lineH: 16, width: 300 });
  // pages 3-4: statement of activities, the table breaks across the page
  const R4 = [315, 395, 475, 550];
  const head = (cont) => {
    doc.font('B').fontSize(12).text('Rio Grande Valley Literacy Partners', 50, 50, { align: 'center', width: 495 });
    doc.font('B').fontSize(11).text(`Statement of Activities${cont ? ' (continued)' : ''}`, { align: 'center', width: 495 });
    doc.font('R').fontSize(10).text('Year ended June 30, 2025 (with summarized totals for the year ended June 30, 2024), in whole dollars', { align: 'center', width: 495 });
    doc.moveDown(1.5);
    doc.x = 50;
    table(doc, [{ label: '', vals: ['Without Donor', 'With Donor', '2025', '2024'], bold: true }, { label: '', vals: ['Restrictions', 'Restrictions', 'Total', 'Total'], bold: true }, { gap: 6 }], { right: R4, size: 8.5, lineH: 12, width: 230 });
  };
  doc.addPage(); head(false);
  table(doc, [{ label: 'REVENUE, GAINS AND OTHER SUPPORT', bold: true },
    ...RG.rev.map(([l, w, r, t24]) => ({ label: l, indent: 1, vals: [n(w), n(r), n(w + r), n(t24)] })),
    { label: 'Net assets released from restrictions', indent: 1, vals: [n(RG.released), n(-RG.released), '–', '–'] },
    { label: 'Total revenue, gains and other support', bold: true, vals: [n(A.revWithout), n(A.revWith), n(A.revTotal), n(A.rev24)], rule: 'above' },
  ], { right: R4, size: 9, lineH: 17, width: 235 });
  doc.moveDown(2);
  doc.font('I').fontSize(8.5).text('(continued on next page)', 50, doc.y, { align: 'right', width: 495 });
  doc.addPage(); head(true);
  table(doc, [{ label: 'EXPENSES', bold: true }, { label: 'Program services', bold: true, indent: 1 },
    ...RG.prog.map(([l, a, b]) => ({ label: l, indent: 2, vals: [n(a), '–', n(a), n(b)] })),
    { label: 'Total program services', indent: 1, bold: true, vals: [n(A.prog), '–', n(A.prog), n(A.prog24)], rule: 'above' },
    { label: 'Supporting services', bold: true, indent: 1 },
    ...RG.supp.map(([l, a, b]) => ({ label: l, indent: 2, vals: [n(a), '–', n(a), n(b)] })),
    { label: 'Total supporting services', indent: 1, bold: true, vals: [n(A.supp), '–', n(A.supp), n(A.supp24)], rule: 'above' },
    { label: 'Total expenses', bold: true, vals: [n(A.exp), '–', n(A.exp), n(A.exp24)], rule: 'above' }, { gap: 8 },
    { label: 'Change in net assets', bold: true, vals: [n(A.chWithout), n(A.chWith), n(A.chTotal), n(A.ch24)] },
    { label: 'Net assets, beginning of year', vals: [n(RG.na.without24), n(RG.na.with24), n(RG.na.total24), n(RG.na.begin24)] },
    { label: 'Net assets, end of year', bold: true, vals: [n(RG.na.without25), n(RG.na.with25), n(RG.na.total25), n(RG.na.total24)], rule: 'double' },
  ], { right: R4, size: 9, lineH: 17, width: 235 });
  doc.moveDown(2);
  doc.font('I').fontSize(8.5).text('See accompanying notes to financial statements.', 50);
  await end();
}

function budgetXls(file) {
  const blank = null;
  const rows = [
    ['Rio Grande Valley Literacy Partners'],
    ['FY26 Budget to Actual by Quarter (July 1, 2025 – June 30, 2026) – through Q3 (March 31, 2026)'],
    ['Q1 = Jul–Sep, Q2 = Oct–Dec, Q3 = Jan–Mar, Q4 = Apr–Jun. Q4 actuals not yet available. YTD variance = actual minus budget.'],
    [],
    ['', 'Q1', '', 'Q2', '', 'Q3', '', 'Q4', '', 'YTD (Q1–Q3)', '', '', 'FY26'],
    ['Line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Variance', 'Annual Budget'],
  ];
  const line = (x) => [x.label, x.b[0], x.a[0], x.b[1], x.a[1], x.b[2], x.a[2], x.b[3], blank, x.ytdB, x.ytdA, x.v, x.annual];
  rows.push(['REVENUE']);
  for (const x of RG.BR) rows.push(line(x));
  rows.push(line(RG.BRT));
  rows.push([]);
  rows.push(['EXPENSES']);
  for (const x of RG.BX) rows.push(line(x));
  rows.push(line(RG.BXT));
  rows.push([]);
  rows.push(line(RG.BN));
  const ws = XLSX.utils.aoa_to_sheet(rows);
  const range = XLSX.utils.decode_range(ws['!ref']);
  for (let R = 6; R <= range.e.r; R++) for (let C = 1; C <= 12; C++) {
    const a = XLSX.utils.encode_cell({ r: R, c: C });
    if (ws[a] && typeof ws[a].v === 'number') ws[a].z = '#,##0;(#,##0);"-"';
  }
  ws['!merges'] = [1, 3, 5, 7, 9].map((c) => ({ s: { r: 4, c }, e: { r: 4, c: c + (c === 9 ? 2 : 1) } }));
  ws['!cols'] = [{ wch: 38 }, ...Array(12).fill({ wch: 11 })];
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'BvA FY26');
  XLSX.writeFile(wb, file, { bookType: 'biff8' });
}

function payroll(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s}"` : s);
  const lines = ['Employee Role,Program %,Admin %,Fundraising %,Annual Salary',
    ...RG.payroll.map((p) => [p.role, `${p.prog}%`, `${p.admin}%`, `${p.fr}%`, `$${usd(p.salary, 2)}`].map(q).join(','))];
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

async function draws(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Drawdowns');
  [10, 14, 28, 16, 18, 18].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
  const W = RG.award;
  ws.getCell('A1').value = 'Rio Grande Valley Literacy Partners – AmeriCorps State Formula Grant drawdown schedule'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = `Grant no. ${W.number}   Pass-through: ${W.agency}`;
  ws.getCell('A3').value = `Period of performance: ${W.period}`;
  ws.getCell('A4').value = 'Total award'; ws.getCell('B4').value = W.amount; ws.getCell('B4').numFmt = '$#,##0.00';
  const h = ws.getRow(6);
  h.values = ['Draw #', 'Request Date', 'Period Covered', 'Amount Drawn', 'Cumulative Drawn', 'Remaining Award'];
  h.font = { bold: true };
  RG.draws.forEach((d, i) => {
    const r = 7 + i, row = ws.getRow(r);
    const [m, dd, y] = d.date.split('/').map(Number);
    row.getCell(1).value = d.n;
    row.getCell(2).value = new Date(Date.UTC(y, m - 1, dd)); row.getCell(2).numFmt = 'mm/dd/yyyy';
    row.getCell(3).value = d.period;
    row.getCell(4).value = d.amount;
    row.getCell(5).value = i === 0 ? { formula: `D${r}`, result: d.cum } : { formula: `E${r - 1}+D${r}`, result: d.cum };
    row.getCell(6).value = { formula: `$B$4-E${r}`, result: d.remaining };
    for (const c of [4, 5, 6]) row.getCell(c).numFmt = '#,##0.00';
  });
  const tr = ws.getRow(7 + RG.draws.length);
  tr.getCell(1).value = 'Total'; tr.getCell(4).value = { formula: `SUM(D7:D${6 + RG.draws.length})`, result: RG.drawn }; tr.getCell(4).numFmt = '#,##0.00'; tr.font = { bold: true };
  ws.getCell(`A${9 + RG.draws.length}`).value = 'Draws are reimbursement requests for allowable costs incurred in the period covered. Next request (April 2026) due by May 20, 2026.';
  await wb.xlsx.writeFile(file);
}

async function memo(file) {
  const M = RG.memo;
  const P = (t) => new Paragraph({ spacing: { after: 140 }, children: [new TextRun({ text: t, size: 22 })] });
  const L = (a, b) => new Paragraph({ spacing: { after: 40 }, children: [new TextRun({ text: a, bold: true, size: 22 }), new TextRun({ text: b, size: 22 })] });
  const cell = (t, { bold = false, right = false, w = 3000 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 20 })] })] });
  const d = new Document({ sections: [{ children: [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('MEMORANDUM')] }),
    L('To: ', `${M.to}, Rio Grande Valley Literacy Partners`),
    L('From: ', `${M.treasurer}, Treasurer`),
    L('Date: ', M.date),
    L('Re: ', `Cash position at ${M.asOf}`),
    P(''),
    P(`This memo summarizes our cash and liquidity at month-end, ahead of the board meeting on ${M.boardMeeting}. Balances are taken from the bank statements at ${M.asOf} and have been reconciled by the Finance & Operations Manager.`),
    new Table({ width: { size: 9000, type: WidthType.DXA }, rows: [
      new TableRow({ children: [cell('Account', { bold: true, w: 3600 }), cell('Held at', { bold: true, w: 3000 }), cell('Balance 4/30/2026', { bold: true, right: true, w: 2400 })] }),
      ...M.accounts.map(([a, b, v]) => new TableRow({ children: [cell(a, { w: 3600 }), cell(b, { w: 3000 }), cell(`$${usd(v, 2)}`, { right: true, w: 2400 })] })),
      new TableRow({ children: [cell('Total', { bold: true, w: 3600 }), cell('', { w: 3000 }), cell(`$${usd(M.total, 2)}`, { bold: true, right: true, w: 2400 })] }),
    ] }),
    P(''),
    P(`All of our bank accounts are with ${M.bank}. The 12-month certificate of deposit was opened with part of the special events proceeds and matures on ${M.cdMatures}; the finance committee will decide before then whether to roll it over.`),
    P(`Our $${usd(M.locLimit)} revolving line of credit with ${M.bank} remains undrawn. It renews each September. We have not needed it this fiscal year because the AmeriCorps reimbursements have arrived on time; the request for April costs will be submitted in May.`),
    P(`The board policy is to hold unrestricted operating reserves equal to ${M.reserveMonths} months of operating expenses. The finance committee will bring an updated reserve calculation to the June meeting together with the FY27 budget.`),
    P(`The FY2025 audit by ${RG.auditor} was completed in October with an unmodified opinion and no management letter findings. The engagement letter for the FY2026 audit has been signed.`),
  ] }] });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

async function invoice(file) {
  const I = RG.invoice;
  const m = (v) => `$${usd(v, 2)}`;
  const lines = [
    { t: I.vendor.toUpperCase(), size: 30, bold: true },
    { t: `1420 N. 10th Street, ${I.city}   (956) 555-0142`, size: 17 },
    { gap: 14 },
    { cols: ['INVOICE', `No. ${I.number}`], size: 26, bold: true },
    { cols: ['Invoice date:', I.date], size: 19 },
    { cols: ['Terms:', I.terms], size: 19 },
    { cols: ['Due date:', I.due], size: 19, bold: true },
    { cols: ['Customer PO:', I.po], size: 19 },
    { gap: 8 },
    { t: 'Bill to: Rio Grande Valley Literacy Partners, McAllen TX', size: 18 },
    { gap: 10 },
    { table: true, cols: ['Description', 'Qty', 'Unit', 'Amount'], size: 18, bold: true },
    { rule: true },
    ...I.lines.map(([d, q, p, a]) => ({ table: true, cols: [d, String(q), usd(p, 2), usd(a, 2)], size: 18 })),
    { rule: true },
    { cols: ['Subtotal', m(I.subtotal)], size: 20 },
    { cols: ['Shipping', m(I.shipping)], size: 20 },
    { cols: [`Sales tax ${I.taxRate}%`, m(I.tax)], size: 20 },
    { cols: ['TOTAL DUE', m(I.total)], size: 24, bold: true },
    { gap: 14 },
    { t: 'Please make checks payable to Valley Office Supply Co.', size: 16 },
  ];
  await photoDocument(file, lines, { width: 820, height: 980, angle: 1.4, seed: 58214, format: 'jpeg', margin: 50, tableX: [50, 520, 640, 770], noise: 22 });
}

export async function renderRioGrande(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'rgvliteracy'), { recursive: true });
  const F = (k) => path.join(DOCS, RG.files[k]);
  await statements(F('fs'));
  budgetXls(F('bva'));
  payroll(F('payroll'));
  await draws(F('draws'));
  await memo(F('memo'));
  await invoice(F('invoice'));
}
