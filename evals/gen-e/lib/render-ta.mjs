// Renders the Tamarack Arts Center documents from data.mjs
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel, BorderStyle } from 'docx';
import { TA, MONTHS, MON } from '../data.mjs';
import { newPdf, row, rule, para } from './pdf.mjs';
import { acct, comma, minus } from './fmt.mjs';
import { photoDocument } from './photo.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
// exceljs drops a cached result of 0, so zero results are written as plain values
const F = (formula, result) => (result === 0 ? 0 : { formula, result });
const usDate = ([y, m, d]) => `${MONTHS[m - 1]} ${d}, ${y}`;

// ------------------------------------------------------------ statement of activities (PDF, landscape)
async function statementOfActivities(file) {
  const { doc, done } = newPdf(file, { layout: 'landscape', title: 'Statement of Activities FY2026', serif: true });
  const L = 54, W = 684;
  doc.font('B').fontSize(13).text('TAMARACK ARTS CENTER', L, 48, { width: W, align: 'center' });
  doc.font('B').fontSize(11.5).text('STATEMENT OF ACTIVITIES', L, 66, { width: W, align: 'center' });
  doc.font('R').fontSize(10).text('Year Ended June 30, 2026', L, 82, { width: W, align: 'center' });
  doc.text('(With Comparative Totals for the Year Ended June 30, 2025)', L, 96, { width: W, align: 'center' });
  const cols = [{ x: L, w: 300 }, { x: L + 300, w: 90, align: 'right' }, { x: L + 400, w: 90, align: 'right' }, { x: L + 500, w: 85, align: 'right' }, { x: L + 595, w: 85, align: 'right' }];
  let y = 124;
  row(doc, y, cols, ['', 'Without Donor', 'With Donor', '', ''], { font: 'B', size: 9 }); y += 11;
  row(doc, y, cols, ['', 'Restrictions', 'Restrictions', '2026 Total', '2025 Total'], { font: 'B', size: 9 }); y += 13;
  rule(doc, L + 300, L + W, y - 2);
  y += 4;
  const R = (cells, opt = {}) => { row(doc, y, cols, cells, { size: 9.5, ...opt }); y += opt.h ?? 14; };
  R(['REVENUE, SUPPORT AND GAINS'], { font: 'B' });
  TA.soaRev.forEach((r, i) => {
    const [label, u, rr, py] = r;
    const dollar = i === 0;
    const tot = u + rr;
    R([(label.startsWith('Less') ? '      ' : '   ') + label, acct(u, { dollar, zero: '—' }), acct(rr, { dollar, zero: '—' }), acct(tot, { dollar, zero: '—' }), acct(py, { dollar, zero: '—' })]);
  });
  rule(doc, L + 300, L + W, y - 2);
  R(['      Total revenue, support and gains', acct(TA.revU), acct(TA.revR), acct(TA.revU + TA.revR), acct(TA.revPY)], { font: 'B', h: 22 });
  R(['EXPENSES'], { font: 'B' });
  R(['   Program services:']);
  const e = TA.soaExp;
  const line = (lab, k) => R(['      ' + lab, acct(e[k][0]), '—', acct(e[k][0]), acct(e[k][1])]);
  line('Exhibitions', 'Exhibitions'); line('Education', 'Education');
  rule(doc, L + 300, L + W, y - 2);
  R(['         Total program services', acct(e.Exhibitions[0] + e.Education[0]), '—', acct(e.Exhibitions[0] + e.Education[0]), acct(e.Exhibitions[1] + e.Education[1])], { h: 18 });
  R(['   Supporting services:']);
  line('Management and general', 'Management and general'); line('Fundraising', 'Fundraising');
  rule(doc, L + 300, L + W, y - 2);
  const sup = e['Management and general'][0] + e.Fundraising[0];
  R(['         Total supporting services', acct(sup), '—', acct(sup), acct(e['Management and general'][1] + e.Fundraising[1])], { h: 18 });
  rule(doc, L + 300, L + W, y - 2);
  R(['      Total expenses', acct(TA.fxTotal), '—', acct(TA.fxTotal), acct(TA.expPY)], { font: 'B', h: 22 });
  R(['CHANGE IN NET ASSETS', acct(TA.chgU), acct(TA.chgR), acct(TA.chgU + TA.chgR), acct(TA.chgPY)], { font: 'B', h: 18 });
  R(['NET ASSETS, BEGINNING OF YEAR', acct(TA.begU), acct(TA.begR), acct(TA.begU + TA.begR), acct(TA.begPY)], { h: 16 });
  rule(doc, L + 300, L + W, y - 2);
  R(['NET ASSETS, END OF YEAR', acct(TA.endU, { dollar: true }), acct(TA.endR, { dollar: true }), acct(TA.endU + TA.endR, { dollar: true }), acct(TA.endPY, { dollar: true })], { font: 'B', h: 4 });
  rule(doc, L + 300, L + W, y + 8); rule(doc, L + 300, L + W, y + 10);
  y += 30;
  doc.font('I').fontSize(8.5);
  doc.text('Special events revenue is shown gross; the cost of meals and other direct benefits to donors is deducted on the following line.', L, y, { width: W }); y = doc.y + 2;
  doc.text('Investment return with donor restrictions is earned on the endowment. See accompanying notes to financial statements.', L, y, { width: W });
  doc.end();
  await done;
}

// ------------------------------------------------------------ statement of functional expenses (xlsx)
async function functionalExpenses(file) {
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 12));
  const ws = wb.addWorksheet('SFE FY26', { views: [{ showGridLines: false }] });
  ws.columns = [{ width: 38 }, { width: 13 }, { width: 13 }, { width: 15 }, { width: 2 }, { width: 15 }, { width: 13 }, { width: 15 }, { width: 2 }, { width: 15 }];
  ws.getCell('A1').value = 'Tamarack Arts Center'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Statement of Functional Expenses';
  ws.getCell('A3').value = 'For the Year Ended June 30, 2026';
  ws.mergeCells('B5:D5'); ws.getCell('B5').value = 'Program Services';
  ws.mergeCells('F5:H5'); ws.getCell('F5').value = 'Supporting Services';
  const hdr = ['', 'Exhibitions', 'Education', 'Total Program Services', null, 'Management and General', 'Fundraising', 'Total Supporting Services', null, 'Total Expenses'];
  hdr.forEach((h, i) => { if (h !== null) ws.getRow(6).getCell(i + 1).value = h || null; });
  for (const a of ['B5', 'F5']) { ws.getCell(a).alignment = { horizontal: 'center' }; ws.getCell(a).font = { bold: true }; ws.getCell(a).border = { bottom: { style: 'thin' } }; }
  ws.getRow(6).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; c.border = { bottom: { style: 'thin' } }; });
  ws.getRow(6).height = 30;
  const first = 7;
  TA.fx.forEach((r, i) => {
    const rr = first + i;
    const R = ws.getRow(rr);
    const fmt = i === 0 ? '"$"#,##0;("$"#,##0);"-"' : '#,##0;(#,##0);"-"';
    R.getCell(1).value = r[0];
    [2, 3, 6, 7].forEach((ci, k) => { R.getCell(ci).value = r[k + 1]; R.getCell(ci).numFmt = fmt; });
    R.getCell(4).value = F(`B${rr}+C${rr}`, r[1] + r[2]); R.getCell(4).numFmt = fmt;
    R.getCell(8).value = F(`F${rr}+G${rr}`, r[3] + r[4]); R.getCell(8).numFmt = fmt;
    R.getCell(10).value = F(`D${rr}+H${rr}`, sum(r.slice(1))); R.getCell(10).numFmt = fmt;
  });
  const last = first + TA.fx.length - 1;
  const tr = ws.getRow(last + 1);
  tr.getCell(1).value = 'Total expenses'; tr.getCell(1).font = { bold: true };
  const colsum = { B: TA.fxCol[0], C: TA.fxCol[1], D: TA.fxCol[0] + TA.fxCol[1], F: TA.fxCol[2], G: TA.fxCol[3], H: TA.fxCol[2] + TA.fxCol[3], J: TA.fxTotal };
  for (const [col, v] of Object.entries(colsum)) {
    const c = ws.getCell(`${col}${last + 1}`);
    c.value = F(`SUM(${col}${first}:${col}${last})`, v);
    c.numFmt = '"$"#,##0;("$"#,##0);"-"'; c.font = { bold: true };
    c.border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
  ws.getCell(`A${last + 3}`).value = 'Occupancy, utilities and depreciation are allocated on square footage; salaries on time records.';
  ws.getCell(`A${last + 4}`).value = 'Costs of direct benefits to donors at special events ($41,320) are netted against special events revenue and are not included above.';
  for (const r of [last + 3, last + 4]) ws.getCell(`A${r}`).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ grant budget vs spent (xlsx)
async function grantReport(file) {
  const H = TA.hartwell;
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 12));
  const ws = wb.addWorksheet('Budget vs Spent');
  ws.columns = [{ width: 42 }, { width: 14 }, { width: 15 }, { width: 14 }, { width: 11 }];
  const title = [
    [`${H.funder} — Grant No. HFF-2026-031`, true],
    [`${H.program} program`, false],
    ['Budget vs. spent to date', false],
    [`Grant period: ${H.period}`, false],
    ['Report date: 10/31/2026   Prepared by: P. Natarajan, Finance Manager', false],
  ];
  title.forEach(([t, b], i) => { ws.getCell(`A${i + 1}`).value = t; ws.getCell(`A${i + 1}`).font = { bold: b, size: b ? 12 : 10 }; });
  const hr = 7;
  ['Budget category', 'Award', 'Spent to date', 'Remaining', '% spent'].forEach((h, i) => {
    const c = ws.getRow(hr).getCell(i + 1); c.value = h; c.font = { bold: true };
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };
    c.alignment = { horizontal: i ? 'right' : 'left' };
  });
  let r = hr + 1;
  const MONEY = '#,##0;-#,##0;0', PCT = '0.0%';
  const put = (label, award, spent, { bold = false, formula = null } = {}) => {
    const R = ws.getRow(r);
    R.getCell(1).value = label;
    R.getCell(2).value = formula ? F(formula('B'), award) : award;
    R.getCell(3).value = formula ? F(formula('C'), spent) : spent;
    R.getCell(4).value = F(`B${r}-C${r}`, award - spent);
    R.getCell(5).value = F(`C${r}/B${r}`, spent / award);
    [2, 3, 4].forEach((ci) => { R.getCell(ci).numFmt = MONEY; });
    R.getCell(5).numFmt = PCT;
    if (bold) R.eachCell((c) => { c.font = { bold: true }; });
    return r++;
  };
  const rows = H.direct.map(([k, a, s]) => put(k, a, s));
  const dt = put('Total direct costs', H.directAward, H.directSpent, { bold: true, formula: (c) => `SUM(${c}${rows[0]}:${c}${rows.at(-1)})` });
  const ir = put(H.indirect[0], H.indirect[1], H.indirect[2]);
  r++;
  put('TOTAL', H.award, H.spent, { bold: true, formula: (c) => `${c}${dt}+${c}${ir}` });
  ws.getRow(r - 1).eachCell((c) => { c.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
  r++;
  const notes = [
    'Spent to date per general ledger through October 31, 2026 (accounts 5010, 5050, 6210, 1530, 6250).',
    'Student transportation is over its line because of two added field trips; a reallocation request was sent to the program officer on 9/22/2026.',
    'Indirect costs are capped at 10% of direct costs.',
  ];
  for (const n of notes) { ws.getCell(`A${++r}`).value = n; ws.getCell(`A${r}`).font = { italic: true, size: 9 }; }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ cash flow projection (csv, $000)
function cashFlow(file) {
  const C = TA.cash;
  const n = (v) => String(v);
  const out = [
    'Tamarack Arts Center,,,,,,,,,,,,,',
    'Cash Flow Projection - Fiscal Year 2027 (July 2026 - June 2027),,,,,,,,,,,,,',
    '(in thousands of dollars),,,,,,,,,,,,,',
    ',,,,,,,,,,,,,',
    ['', ...TA.cashMonths, 'FY2027'].join(','),
    ['Beginning cash', ...C.beg.map(n), n(C.begin)].join(','),
    'RECEIPTS,,,,,,,,,,,,,',
    ...C.receipts.map(([k, v]) => [k, ...v.map(n), n(sum(v))].join(',')),
    ['Total receipts', ...C.rec.map(n), n(sum(C.rec))].join(','),
    'DISBURSEMENTS,,,,,,,,,,,,,',
    ...C.disb.map(([k, v]) => [k, ...v.map(n), n(sum(v))].join(',')),
    ['Total disbursements', ...C.dis.map(n), n(sum(C.dis))].join(','),
    ',,,,,,,,,,,,,',
    ['Net cash flow', ...C.net.map((v) => minus(v)), minus(sum(C.net))].join(','),
    ['Ending cash', ...C.end.map(n), n(C.end[11])].join(','),
    ',,,,,,,,,,,,,',
    '"Assumes the $150,000 line of credit is not drawn. Payroll months with three biweekly pay dates: October 2026 and April 2027.",,,,,,,,,,,,,',
    '"Prepared August 2026 from the FY2027 budget; update monthly.",,,,,,,,,,,,,',
  ];
  fs.writeFileSync(file, out.join('\n') + '\n');
}

// ------------------------------------------------------------ restricted net assets roll-forward (PDF)
async function rollForward(file) {
  const { doc, done } = newPdf(file, { layout: 'landscape', title: 'Net assets with donor restrictions FY2026' });
  const L = 50, W = 692;
  doc.font('B').fontSize(12).text('Tamarack Arts Center', L, 50);
  doc.font('B').fontSize(11).text('Schedule of Changes in Net Assets with Donor Restrictions', L, 66);
  doc.font('R').fontSize(10).text('Fiscal year July 1, 2025 through June 30, 2026', L, 82);
  const cols = [{ x: L, w: 232 }, { x: L + 232, w: 88, align: 'right' }, { x: L + 332, w: 82, align: 'right' }, { x: L + 424, w: 82, align: 'right' }, { x: L + 514, w: 86, align: 'right' }, { x: L + 606, w: 86, align: 'right' }];
  let y = 112;
  row(doc, y, cols, ['', 'Balance', '', 'Investment', 'Released from', 'Balance'], { font: 'B', size: 9 }); y += 11;
  row(doc, y, cols, ['Fund', 'July 1, 2025', 'Contributions', 'return, net', 'restrictions', 'June 30, 2026'], { font: 'B', size: 9 }); y += 13;
  rule(doc, L, L + W, y - 2); y += 4;
  const groups = [
    ['Subject to expenditure for specified purpose:', [0, 1, 2]],
    ['Subject to the passage of time:', [3]],
    ['Endowments:', [4, 5]],
  ];
  let first = true;
  for (const [g, idx] of groups) {
    row(doc, y, cols, [g], { font: 'I', size: 9.5 }); y += 14;
    for (const i of idx) {
      const f = TA.funds[i];
      const o = { dollar: first, zero: '-' };
      row(doc, y, cols, ['   ' + f[0], acct(f[1], o), acct(f[2], o), acct(f[3], o), acct(-f[4], o), acct(f[5], o)], { size: 9.5 }); y += 14;
      first = false;
    }
    y += 4;
  }
  rule(doc, L + 232, L + W, y - 3);
  const T = TA.fundTot;
  row(doc, y, cols, ['Total net assets with donor restrictions', acct(T[0], { dollar: true }), acct(T[1], { dollar: true }), acct(T[2], { dollar: true }), acct(-T[3], { dollar: true }), acct(T[4], { dollar: true })], { font: 'B', size: 9.5 });
  y += 13; rule(doc, L + 232, L + W, y); rule(doc, L + 232, L + W, y + 2);
  y += 20;
  doc.font('R').fontSize(8.5);
  const notes = [
    '(1) Releases from the Sculpture Garden capital campaign fund reflect construction costs of Phase 1, placed in service in May 2026.',
    '(2) The endowment is held at the Tamarack Valley Community Foundation. The board appropriated 4% of the trailing average balance for spending in FY2026.',
    '(3) The Hartwell Family Foundation grant covers January 1 to December 31, 2026; amounts are released as eligible costs are incurred.',
  ];
  for (const n of notes) { doc.text(n, L, y, { width: W }); y = doc.y + 3; }
  doc.end();
  await done;
}

// ------------------------------------------------------------ chart of accounts (xlsx, indented hierarchy)
async function chartOfAccounts(file) {
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 12));
  const ws = wb.addWorksheet('Chart of Accounts');
  ws.columns = [{ width: 10 }, { width: 52 }, { width: 24 }, { width: 46 }];
  ws.getCell('A1').value = 'Tamarack Arts Center'; ws.getCell('A1').font = { bold: true, size: 12 };
  ws.getCell('A2').value = 'Chart of Accounts — effective July 1, 2025';
  ['Acct #', 'Account name', 'Type', 'Description / use'].forEach((h, i) => {
    const c = ws.getRow(4).getCell(i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'medium' } };
  });
  let r = 5;
  for (const [num, name, type, lvl, desc] of TA.coa) {
    const R = ws.getRow(r++);
    R.getCell(1).value = num;
    R.getCell(1).alignment = { horizontal: 'left', indent: lvl };
    R.getCell(2).value = name;
    R.getCell(2).alignment = { indent: lvl * 2 };
    R.getCell(3).value = type === 'Header' ? '' : type;
    R.getCell(4).value = desc || null;
    if (lvl === 0 && type === 'Header') R.eachCell((c) => { c.font = { bold: true }; });
  }
  ws.getCell(`A${r + 1}`).value = 'Indented accounts roll up to the account above them. Header accounts are not posted to directly.';
  ws.getCell(`A${r + 1}`).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ board minutes (docx)
async function minutes(file) {
  const M = TA.minutes;
  const P = (text, opts = {}) => new Paragraph({ spacing: { after: 120 }, ...opts, children: Array.isArray(text) ? text : [new TextRun(text)] });
  const H = (text) => new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 200, after: 100 }, children: [new TextRun({ text, bold: true })] });
  const cell = (t, { bold = false, right = false } = {}) => new TableCell({ width: { size: right ? 1800 : 4600, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold })] })] });
  const $ = (n) => '$' + comma(n);
  const tRow = (cells, bold = false) => new TableRow({ children: cells.map((c, i) => cell(c, { bold, right: i > 0 })) });
  const table = new Table({
    width: { size: 8200, type: WidthType.DXA },
    rows: [
      tRow(['FY2026 (July 1, 2025 – June 30, 2026)', 'Budget', 'Actual'], true),
      tRow(['Operating revenue', '', ''], true),
      ...M.bva.map(([k, b, a]) => tRow([k, $(b), $(a)])),
      tRow(['Total operating revenue', $(M.revB), $(M.revA)], true),
      tRow(['Expenses', '', ''], true),
      ...M.bvaExp.map(([k, b, a]) => tRow([k, $(b), $(a)])),
      tRow(['Total expenses', $(M.expB), $(M.expA)], true),
    ],
  });
  const d = usDate;
  const doc = new Document({
    creator: 'Board Secretary',
    title: 'Board minutes September 17, 2026',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [{
      children: [
        new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: 'TAMARACK ARTS CENTER', bold: true, size: 28 })] }),
        new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: 'Minutes of the Regular Meeting of the Board of Directors', bold: true })] }),
        new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 240 }, children: [new TextRun(`Thursday, ${d(M.date)} · 6:00 p.m. · Founders Room`)] }),
        P(`Present: ${M.chair} (Chair), ${M.treasurer} (Treasurer), ${M.secretary} (Secretary), ${M.members.join(', ')}.`),
        P(`Absent: ${M.absent.join(', ')}. Staff: ${M.staff.map(([n, r]) => `${n}, ${r}`).join('; ')}.`),
        H('1. Call to order'),
        P(`The Chair called the meeting to order at 6:04 p.m. A quorum was present.`),
        H('2. Minutes'),
        P(`The minutes of the ${d(M.prevMeeting)} meeting were approved as circulated (moved Sato, seconded Hale).`),
        H("3. Treasurer's report"),
        P(`${M.treasurer} presented the unaudited year-end results for FY2026. Operating revenue and expenses against the approved budget were as follows:`),
        table,
        P(''),
        P('Contributions and grants include gifts with donor restrictions; investment return and releases from restriction are excluded from this table.'),
        P(`${M.auditor} completed audit fieldwork for FY2026 on ${M.fieldwork}. The draft audited financial statements are expected by ${d(M.draftBy)}. The audit fee for FY2026 is ${$(M.auditFee)}.`),
        H('4. Line of credit'),
        P(`The board approved the renewal of the ${$(M.loc.amount)} revolving line of credit with ${M.loc.bank} through ${d(M.loc.through)}, at ${M.loc.rate}. Moved Brekke, seconded Sato; carried unanimously.`),
        H('5. Operating reserve'),
        P(`On the recommendation of the Finance Committee, the board voted to designate ${$(M.reserve)} of net assets without donor restrictions as a board-designated operating reserve. Carried 6–0.`),
        H('6. Executive Director search'),
        P(`The search committee recommended ${M.ed.name} as Executive Director. The board approved the appointment; ${M.ed.name.split(' ')[0]} will start on ${d(M.ed.start)}. ${M.staff[0][0]} will continue as Interim Executive Director until then.`),
        H('7. FY2027 budget update'),
        P(`The FY2027 operating budget approved in June (total revenue ${$(M.fy27.revenue)}; total expenses ${$(M.fy27.expenses)}) remains on track after the first two months. The Finance Manager will circulate the updated cash flow projection monthly.`),
        H('8. Next meeting and adjournment'),
        P(`The next regular meeting will be held on Thursday, ${d(M.nextMeeting)}, at 6:00 p.m. The meeting adjourned at 7:42 p.m.`),
        P(`Respectfully submitted, ${M.secretary}, Secretary`),
      ],
    }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}

// ------------------------------------------------------------ photographed till receipt
async function receipt(file) {
  const R = TA.receipt;
  const [y, m, d] = R.date;
  const dt = `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`;
  const w = 22;
  const lines = [
    { t: R.store.toUpperCase(), size: 39, bold: true, center: true },
    { t: R.address, size: 29, center: true },
    { t: 'Tel (555) 014-2290', size: 29, center: true },
    { gap: 16 },
    { cols: [`${dt}  ${R.time}`, `Rcpt ${R.receiptNo}`], size: 29 },
    { cols: ['Cashier: 07', 'Reg 2'], size: 29 },
    { rule: true },
    ...R.lines.flatMap(([k, q, u]) => [
      { t: k, size: 30 },
      { cols: [`  ${q} @ ${u.toFixed(2)}`, (q * u).toFixed(2)], size: 30 },
    ]),
    { rule: true },
    { cols: ['SUBTOTAL', R.subtotal.toFixed(2)], size: 30 },
    { cols: [`SALES TAX ${R.taxRate.toFixed(1)}%`, R.tax.toFixed(2)], size: 30 },
    { cols: ['TOTAL', R.total.toFixed(2)], size: 35, bold: true },
    { gap: 10 },
    { cols: [R.card, R.total.toFixed(2)], size: 29 },
    { t: 'APPROVED  AUTH 031845', size: 27 },
    { gap: 16 },
    { t: 'Tax-exempt ID not on file', size: 27, center: true },
    { t: 'THANK YOU - KEEP CREATING', size: 29, center: true },
  ];
  void w;
  await photoDocument(file, lines, { width: 780, height: 1180, angle: -1.4, seed: 1003, format: 'png', mono: false, margin: 44, noise: 20 });
}

export async function renderTamarack(root) {
  const p = (k) => path.join(root, TA.docs[k]);
  fs.mkdirSync(path.dirname(p('soa')), { recursive: true });
  await statementOfActivities(p('soa'));
  await functionalExpenses(p('fx'));
  await grantReport(p('grant'));
  cashFlow(p('cash'));
  await rollForward(p('roll'));
  await chartOfAccounts(p('coa'));
  await minutes(p('minutes'));
  await receipt(p('receipt'));
}
