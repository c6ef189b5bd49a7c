// Generates the Harbour Lights Trust documents from data.mjs
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel, BorderStyle } from 'docx';
import { harbour as H } from './data.mjs';
import { FILES as ALLFILES } from './files.mjs';
import { out, csvLine, fmt, wrap, receiptImage } from './util.mjs';

const ORG = 'harbour';
const FILES = ALLFILES.harbour;

// ---------------------------------------------------------------- budget workbook
async function budget() {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'M. Okafor';
  const ws = wb.addWorksheet('Budget v Actual', { views: [{ state: 'frozen', ySplit: 7 }] });
  ws.columns = [{ width: 14 }, { width: 34 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 8 }];
  ws.getCell('A1').value = 'Harbour Lights Trust';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Budget and outturn: year ended 31 March 2025, with budget for the year to 31 March 2026';
  ws.getCell('A2').font = { italic: true };
  ws.getCell('A3').value = 'Prepared by: Mara Okafor, Finance Manager. For the Finance & Resources Committee, 10/06/2025';
  // two-level header
  ws.getCell('C5').value = 'FY2025';
  ws.mergeCells('C5:E5');
  ws.getCell('F5').value = 'FY2024';
  ws.getCell('G5').value = 'FY2026';
  const h2 = ['Category', 'Line item', 'Budget', 'Actual', 'Variance', 'Actual', 'Budget', 'Notes'];
  h2.forEach((v, i) => { ws.getRow(6).getCell(i + 1).value = v; });
  ['C', 'D', 'E', 'F', 'G'].forEach((c) => { ws.getCell(`${c}7`).value = '£'; ws.getCell(`${c}7`).alignment = { horizontal: 'right' }; });
  for (const r of [5, 6]) {
    ws.getRow(r).font = { bold: true };
    ws.getRow(r).eachCell((c) => { c.alignment = { horizontal: c.col <= 2 ? 'left' : 'center' }; c.border = { bottom: { style: r === 6 ? 'thin' : 'hair' } }; });
  }
  const NUM = '#,##0;(#,##0);"-"';
  let row = 8;
  const section = (lines, totalLabel) => {
    const first = row;
    for (const l of lines) {
      const R = ws.getRow(row);
      R.getCell(1).value = l.category;
      R.getCell(2).value = l.line;
      R.getCell(3).value = l.b25;
      R.getCell(4).value = l.a25;
      R.getCell(5).value = l.a25 - l.b25 === 0 ? 0 : { formula: `D${row}-C${row}`, result: l.a25 - l.b25 }; // exceljs drops a cached 0
      R.getCell(6).value = l.a24;
      R.getCell(7).value = l.b26;
      R.getCell(8).value = l.note || null;
      row++;
    }
    const last = row - 1;
    const R = ws.getRow(row);
    R.getCell(2).value = totalLabel;
    const tot = (k) => lines.reduce((s, l) => s + l[k], 0);
    R.getCell(3).value = { formula: `SUM(C${first}:C${last})`, result: tot('b25') };
    R.getCell(4).value = { formula: `SUM(D${first}:D${last})`, result: tot('a25') };
    R.getCell(5).value = { formula: `D${row}-C${row}`, result: tot('a25') - tot('b25') };
    R.getCell(6).value = { formula: `SUM(F${first}:F${last})`, result: tot('a24') };
    R.getCell(7).value = { formula: `SUM(G${first}:G${last})`, result: tot('b26') };
    R.font = { bold: true };
    for (let c = 3; c <= 7; c++) R.getCell(c).border = { top: { style: 'thin' } };
    const totalRow = row;
    row += 2; // blank row after each section
    return totalRow;
  };
  const ti = section(H.budget.inc, 'Total income');
  const te = section(H.budget.exp, 'Total expenditure');
  const R = ws.getRow(row);
  R.getCell(2).value = 'Net income / (expenditure)';
  const n = H.budget.net;
  R.getCell(3).value = { formula: `C${ti}-C${te}`, result: n.b25 };
  R.getCell(4).value = { formula: `D${ti}-D${te}`, result: n.a25 };
  R.getCell(5).value = { formula: `D${row}-C${row}`, result: n.a25 - n.b25 };
  R.getCell(6).value = { formula: `F${ti}-F${te}`, result: n.a24 };
  R.getCell(7).value = { formula: `G${ti}-G${te}`, result: n.b26 };
  R.font = { bold: true };
  for (let c = 3; c <= 7; c++) R.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  const lastData = row;
  for (let r = 8; r <= lastData; r++) for (let c = 3; c <= 7; c++) ws.getRow(r).getCell(c).numFmt = NUM;
  row += 2;
  const notes = [
    'Notes',
    'Variance = Actual less Budget. Bracketed variances on income lines are shortfalls; positive variances on expenditure lines are overspends.',
    '(1) Legacies are recognised when probate is granted and the amount can be measured reliably. FY2025 includes one estate of £38,500.',
    '(2) Includes restricted grants. The Coastal Communities Foundation award for the Wellbeing Hub starts in FY2026 and is not in the FY2025 columns.',
    '(3) FY2025 includes the 3% pay award from 1 October 2024.',
  ];
  for (const t of notes) { ws.getCell(`A${row}`).value = t; if (t === 'Notes') ws.getCell(`A${row}`).font = { bold: true }; row++; }
  await wb.xlsx.writeFile(out(ORG, FILES.budget));
}

// ---------------------------------------------------------------- ledger CSV
function ledger() {
  const pad = (x) => String(x).padStart(2, '0');
  const lines = [csvLine(['Date', 'Account Code', 'Account Name', 'Memo', 'Amount'])];
  for (const r of H.ledger) lines.push(csvLine([`${pad(r.d)}/${pad(r.m)}/${r.y}`, r.code, r.name, r.memo, r.amount.toFixed(2)]));
  fs.writeFileSync(out(ORG, FILES.ledger), lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- five-year summary (CSV)
function fiveYear() {
  const L = [
    csvLine(['Harbour Lights Trust']),
    csvLine(['Five-year summary: years ended 31 March']),
    csvLine(['(£000 unless stated)']),
    '',
    csvLine(['Year', 'Donations & legacies', 'Grants', 'Charity shop', 'Other income', 'Total income', 'Total expenditure', 'Staff numbers', 'Reserves (months)']),
  ];
  for (const r of H.fiveYear) {
    L.push(csvLine([r.year, r.donations.toFixed(1), r.grants.toFixed(1), r.shop.toFixed(1), r.other.toFixed(1), r.totalIncome.toFixed(1), r.totalExpenditure.toFixed(1), r.staff, r.reserves.toFixed(1)]));
  }
  L.push('');
  L.push(csvLine(['Staff numbers = headcount at 31 March. Reserves (months) = general fund / (total expenditure / 12).']));
  L.push(csvLine(['2021 shop income reduced by Covid-19 closures; 2021 grants include £61.2k emergency funding.']));
  fs.writeFileSync(out(ORG, FILES.five), L.join('\n') + '\n');
}

// ---------------------------------------------------------------- grant offer letter (docx)
async function grant() {
  const G = H.grant;
  const p = (text, opts = {}) => new Paragraph({ spacing: { after: 160 }, ...opts,
    children: text.split('\n').map((t, i) => new TextRun({ text: t, break: i ? 1 : 0, ...(opts.run || {}) })) });
  const cell = (text, { bold = false, right = false } = {}) => new TableCell({
    width: { size: right ? 1800 : 4200, type: WidthType.DXA },
    children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text, bold })] })],
  });
  const money = (n) => `£${n.toLocaleString('en-GB')}`;
  const y1 = G.budget.reduce((s, b) => s + b[1], 0), y2 = G.budget.reduce((s, b) => s + b[2], 0);
  const table = new Table({
    width: { size: 9600, type: WidthType.DXA },
    rows: [
      new TableRow({ children: [cell('Budget line', { bold: true }), cell('Year 1', { bold: true, right: true }), cell('Year 2', { bold: true, right: true }), cell('Total', { bold: true, right: true })] }),
      ...G.budget.map(([n, a, b]) => new TableRow({ children: [cell(n), cell(money(a), { right: true }), cell(money(b), { right: true }), cell(money(a + b), { right: true })] })),
      new TableRow({ children: [cell('Total grant', { bold: true }), cell(money(y1), { bold: true, right: true }), cell(money(y2), { bold: true, right: true }), cell(money(G.amount), { bold: true, right: true })] }),
    ],
  });
  const doc = new Document({
    creator: 'Coastal Communities Foundation',
    title: 'Grant offer letter',
    sections: [{
      children: [
        p('COASTAL COMMUNITIES FOUNDATION', { run: { bold: true, size: 30 } }),
        p('Unit 4, Wharf Buildings, Penmorva TR9 4QX  ·  grants@coastalcommunities.example  ·  Registered charity 1093317'),
        p(`Our ref: ${G.ref}`),
        p(G.date),
        p('The Chair of Trustees\nHarbour Lights Trust\n14 Quay Street\nPorthcallow TR11 6HB'),
        p('Dear Ms Tremayne,'),
        p('Grant offer: Harbour Wellbeing Hub', { heading: HeadingLevel.HEADING_2 }),
        p(`I am delighted to tell you that our Grants Committee met on 5 June 2025 and agreed to offer Harbour Lights Trust a grant of ${money(G.amount)} (forty-eight thousand, six hundred and fifty pounds) over two years towards the Harbour Wellbeing Hub, a drop-in support service for fishing families and seafarers in Porthcallow and the surrounding villages.`),
        p(`The grant period runs from ${G.periodStart} to ${G.periodEnd}. The grant will be paid in two instalments: ${money(G.instalment1)} on receipt of your signed acceptance, and ${money(G.instalment2)} once we have approved your year-one report.`),
        p('The grant must be spent on the budget agreed with you, set out below. You may move up to 10% of any budget line to another line without asking us; larger changes need our written agreement in advance.'),
        table,
        p(''),
        p('Reporting', { heading: HeadingLevel.HEADING_3 }),
        p(`Please send us a short progress report (no more than two pages) by ${G.progressDue}, a year-one report with a statement of expenditure by ${G.yearOneDue}, and a final report with an independently examined statement of how the grant was spent by ${G.finalDue}. The second instalment will not be released until the year-one report has been approved.`),
        p('Conditions of grant', { heading: HeadingLevel.HEADING_3 }),
        p(`1. No more than ${G.overheadCapPct}% of the grant may be used towards the Trust's overhead (core) costs.`),
        p('2. You must acknowledge the Foundation\'s support in publicity about the Hub and on your website.'),
        p(`3. Any part of the grant not spent on the project by the end of the grant period must be returned to the Foundation if it exceeds ${money(G.unspentThreshold)}.`),
        p('4. You must tell us within 30 days of any change in the project lead, the Hub\'s location or the Trust\'s charitable status.'),
        p('5. The Foundation may ask for the grant to be repaid if it is not used for the purposes set out in this letter.'),
        p(`To accept this offer, please sign and return the enclosed acceptance form by ${G.acceptBy}. If we have not received it by then, the offer may be withdrawn.`),
        p('We are very pleased to be supporting the Hub and look forward to hearing how it develops.'),
        p('Yours sincerely,'),
        p('Dr Alys Penrose'),
        p('Grants Director, Coastal Communities Foundation'),
      ],
    }],
  });
  fs.writeFileSync(out(ORG, FILES.grant), await Packer.toBuffer(doc));
}

// ---------------------------------------------------------------- balance sheet PDF
async function balanceSheet() {
  const B = H.bs;
  const pdf = await PDFDocument.create();
  pdf.setTitle('Harbour Lights Trust - Balance sheet at 31 March 2025');
  pdf.setAuthor('Harbour Lights Trust');
  const page = pdf.addPage([595.28, 841.89]);
  const f = await pdf.embedFont(StandardFonts.Helvetica);
  const fb = await pdf.embedFont(StandardFonts.HelveticaBold);
  const fi = await pdf.embedFont(StandardFonts.HelveticaOblique);
  const X = { label: 62, note: 330, c25: 452, c24: 532 };
  const text = (s, x, y, { font = f, size = 10, align = 'left' } = {}) => {
    const w = font.widthOfTextAtSize(s, size);
    const xx = align === 'right' ? x - w : align === 'center' ? x - w / 2 : x;
    page.drawText(s, { x: xx, y, size, font, color: rgb(0.08, 0.08, 0.08) });
  };
  const rule = (y, { double = false } = {}) => {
    for (const x of [X.c25, X.c24]) {
      page.drawLine({ start: { x: x - 62, y }, end: { x, y }, thickness: 0.6, color: rgb(0, 0, 0) });
      if (double) page.drawLine({ start: { x: x - 62, y: y - 2.5 }, end: { x, y: y - 2.5 }, thickness: 0.6, color: rgb(0, 0, 0) });
    }
  };
  const amt = (n) => (n < 0 ? `(${Math.abs(n).toLocaleString('en-GB')})` : n.toLocaleString('en-GB'));
  let y = 790;
  text('HARBOUR LIGHTS TRUST', X.label, y, { font: fb, size: 13 }); y -= 15;
  text('(A company limited by guarantee)', X.label, y, { font: fi, size: 9 }); y -= 22;
  text('BALANCE SHEET', X.label, y, { font: fb, size: 12 }); y -= 14;
  text('AS AT 31 MARCH 2025', X.label, y, { font: fb, size: 10 }); y -= 34;
  // wrapped column headings
  text('Note', X.note, y - 13, { font: fb, align: 'center' });
  text('31 March', X.c25, y, { font: fb, align: 'right' });
  text('31 March', X.c24, y, { font: fb, align: 'right' });
  y -= 13;
  text('2025', X.c25, y, { font: fb, align: 'right' });
  text('2024', X.c24, y, { font: fb, align: 'right' });
  y -= 13;
  text('£', X.c25, y, { font: fb, align: 'right' });
  text('£', X.c24, y, { font: fb, align: 'right' });
  y -= 24;
  const line = (label, note, a, b, { bold = false, indent = 0, gap = 15 } = {}) => {
    const font = bold ? fb : f;
    if (label) text(label, X.label + indent, y, { font });
    if (note) text(String(note), X.note, y, { align: 'center' });
    if (a !== null && a !== undefined) text(amt(a), X.c25, y, { font, align: 'right' });
    if (b !== null && b !== undefined) text(amt(b), X.c24, y, { font, align: 'right' });
    y -= gap;
  };
  const head = (s) => { text(s, X.label, y, { font: fb }); y -= 15; };
  head('Fixed assets');
  line('Tangible assets', 8, B.y25.tangible, B.y24.tangible, { indent: 10, gap: 24 });
  head('Current assets');
  line('Stock', null, B.y25.stock, B.y24.stock, { indent: 10 });
  line('Debtors', 9, B.y25.debtors, B.y24.debtors, { indent: 10 });
  line('Cash at bank and in hand', null, B.y25.cash, B.y24.cash, { indent: 10, gap: 6 });
  rule(y + 1); y -= 12;
  line('', null, B.y25.currentAssets, B.y24.currentAssets, { gap: 22 });
  // wrapped label, amounts on the second line
  text('Creditors: amounts falling due', X.label, y); y -= 12;
  line('within one year', 10, -B.y25.credShort, -B.y24.credShort, { indent: 10, gap: 6 });
  rule(y + 1); y -= 12;
  line('Net current assets', null, B.y25.netCurrent, B.y24.netCurrent, { bold: true, gap: 6 });
  rule(y + 1); y -= 12;
  line('Total assets less current liabilities', null, B.y25.talcl, B.y24.talcl, { gap: 22 });
  text('Creditors: amounts falling due after', X.label, y); y -= 12;
  line('more than one year', 11, -B.y25.credLong, -B.y24.credLong, { indent: 10, gap: 6 });
  rule(y + 1); y -= 12;
  line('NET ASSETS', null, B.y25.netAssets, B.y24.netAssets, { bold: true, gap: 6 });
  rule(y + 1, { double: true }); y -= 30;
  head('The funds of the charity');
  line('Restricted income funds', 14, B.y25.restricted, B.y24.restricted, { indent: 10, gap: 18 });
  text('Unrestricted funds', X.label + 10, y, { font: fi }); y -= 15;
  line('Designated funds', 15, B.y25.designated, B.y24.designated, { indent: 20 });
  line('General fund', null, B.y25.general, B.y24.general, { indent: 20, gap: 6 });
  rule(y + 1); y -= 12;
  line('', null, B.y25.unrestricted, B.y24.unrestricted, { gap: 20 });
  line('TOTAL CHARITY FUNDS', 16, B.y25.netAssets, B.y24.netAssets, { bold: true, gap: 6 });
  rule(y + 1, { double: true }); y -= 40;
  const para = [
    'The charitable company is entitled to the exemption from the audit requirement contained in section 477 of the Companies Act 2006 for the year ended 31 March 2025. The accounts have been independently examined.',
    'Designated funds are the Boat Replacement Fund set aside by the trustees for the replacement of Harbour Light II.',
    'The financial statements were approved by the trustees on 18/07/2025 and signed on their behalf by:',
  ];
  for (const t of para) {
    for (const l of wrap(f, 9, t, 470)) { text(l, X.label, y, { size: 9 }); y -= 12; }
    y -= 6;
  }
  y -= 18;
  text('R. Tremayne', X.label, y, { font: fi }); text('J. Nankervis', X.label + 200, y, { font: fi }); y -= 12;
  text('Chair of Trustees', X.label, y, { size: 9 }); text('Treasurer', X.label + 200, y, { size: 9 }); y -= 30;
  text('Company number 09817364   Registered charity number 1187452', X.label, y, { size: 8 });
  text('The notes on pages 24 to 38 form part of these financial statements.', X.label, 60, { size: 8, font: fi });
  text('22', 297, 40, { size: 9, align: 'center' });
  fs.writeFileSync(out(ORG, FILES.bs), await pdf.save());
}

// ---------------------------------------------------------------- receipt photo
async function receipt() {
  const Rc = H.receipt;
  const W = 25; // characters per line at size 26 in a 560px paper
  const lr = (a, b) => ({ text: a, right: b });
  const lines = [
    { text: 'QUAYSIDE CHANDLERY', align: 'center', size: 32 },
    { text: '& MARINE SUPPLIES', align: 'center', size: 26 },
    { text: '7 Harbour Road, Porthcallow', align: 'center', size: 22, bold: false },
    { text: 'Tel 01326 555018', align: 'center', size: 22, bold: false },
    { text: 'VAT Reg No GB 284 6613 09', align: 'center', size: 22, bold: false },
    { text: '-'.repeat(W) },
    { text: `Date: ${Rc.date}  ${Rc.time}` },
    { text: 'Till 2  Op: SJ  Rcpt 004817', size: 22, bold: false },
    { text: '-'.repeat(W) },
  ];
  for (const [name, qty, price] of Rc.items) {
    lines.push({ text: name, size: 24 });
    lines.push(lr(`  ${qty} x ${price.toFixed(2)}`, (qty * price).toFixed(2)));
  }
  lines.push({ text: '-'.repeat(W) });
  lines.push(lr('SUBTOTAL', Rc.subtotal.toFixed(2)));
  lines.push(lr('VAT @ 20%', Rc.vat.toFixed(2)));
  lines.push({ text: `TOTAL  £${Rc.total.toFixed(2)}`, size: 34 });
  lines.push({ text: '-'.repeat(W) });
  lines.push(lr('VISA DEBIT', Rc.total.toFixed(2)));
  lines.push({ text: 'CARD ****4417  CONTACTLESS', size: 22, bold: false });
  lines.push({ text: 'AUTH 839211', size: 22, bold: false });
  lines.push({ text: '' });
  lines.push({ text: 'Prices exclude VAT', align: 'center', size: 22, bold: false });
  lines.push({ text: 'THANK YOU - FAIR WINDS!', align: 'center', size: 24 });
  const buf = await receiptImage(lines, { width: 440, angleDeg: -1.3, seed: 77, format: 'jpg', bg: '#5b6470' });
  fs.writeFileSync(out(ORG, FILES.receipt), buf);
}

await budget();
ledger();
fiveYear();
await grant();
await balanceSheet();
await receipt();
console.log('harbour documents written');
