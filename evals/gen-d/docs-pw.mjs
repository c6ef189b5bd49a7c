// Writes Prairie Wind Literacy Council's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import PDFDocument from 'pdfkit';
import * as D from 'docx';
import { prairiewind as O } from './data.mjs';
import { sum, r2, money, thousands, pct } from './fmt.mjs';

export const DIR = path.resolve('../set-d/documents/prairiewind');
export const FILES = {
  budget: 'FY2026 Operating Budget - Board Approved.xlsx',
  pl: 'QuickBooks Profit and Loss by Month Oct 2025-Mar 2026.csv',
  bva: 'FY26 Q2 Budget vs Actual (in thousands).pdf',
  sofp: 'Statement of Financial Position 9-30-2025.pdf',
  grant: 'State Library Award Letter ALS-26-0417.docx',
  letter: 'Management Letter FY2025 - Brandt & Okafor.pdf',
};
const rev = O.accounts.filter((a) => a.type === 'rev');
const other = O.accounts.filter((a) => a.type === 'other');
const exp = O.accounts.filter((a) => a.type === 'exp');
const revAll = [...rev, ...other];
const CATS = ['Personnel', 'Program Delivery', 'Occupancy', 'Operations', 'Fundraising Events'];

// ----------------------------------------------------------------------------- budget workbook
async function budget() {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Luis Ortega';
  wb.created = new Date(2025, 8, 18);
  const money0 = '#,##0;(#,##0);"-"';
  const bold = { bold: true };

  // Summary
  const s = wb.addWorksheet('Summary', { views: [{ state: 'frozen', ySplit: 5 }] });
  s.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 14 }, { width: 11 }];
  s.mergeCells('A1:E1'); s.getCell('A1').value = 'Prairie Wind Literacy Council';
  s.getCell('A1').font = { bold: true, size: 14 }; s.getCell('A1').alignment = { horizontal: 'center' };
  s.mergeCells('A2:E2'); s.getCell('A2').value = 'FY2026 Operating Budget  (October 1, 2025 - September 30, 2026)';
  s.getCell('A2').alignment = { horizontal: 'center' };
  s.mergeCells('A3:E3'); s.getCell('A3').value = 'Approved by the Board of Directors, September 18, 2025';
  s.getCell('A3').font = { italic: true }; s.getCell('A3').alignment = { horizontal: 'center' };
  s.getRow(5).values = ['', 'FY2025 Actual\n(unaudited)', 'FY2026\nBudget', '$ Change', '% Change'];
  s.getRow(5).font = bold; s.getRow(5).alignment = { wrapText: true, horizontal: 'center' }; s.getRow(5).height = 30;
  let r = 6;
  const line = (label, py, bud, opts = {}) => {
    const row = s.getRow(r);
    row.getCell(1).value = label;
    row.getCell(2).value = py; row.getCell(3).value = bud;
    row.getCell(4).value = { formula: `C${r}-B${r}`, result: bud - py };
    row.getCell(5).value = { formula: `IF(B${r}=0,"",D${r}/B${r})`, result: py ? (bud - py) / py : '' };
    [2, 3, 4].forEach((c) => { row.getCell(c).numFmt = money0; });
    row.getCell(5).numFmt = '0.0%;(0.0%)';
    if (opts.bold) row.font = bold;
    if (opts.top) [2, 3, 4].forEach((c) => { row.getCell(c).border = { top: { style: 'thin' } }; });
    return r++;
  };
  const head = (label) => { s.getRow(r).getCell(1).value = label; s.getRow(r).font = bold; r++; };
  head('REVENUE');
  const revRows = revAll.map((a) => line(`   ${a.name}`, a.pyActual, a.budget));
  const trRow = r;
  line('Total Revenue', sum(revAll.map((a) => a.pyActual)), sum(revAll.map((a) => a.budget)), { bold: true, top: true });
  s.getCell(`B${trRow}`).value = { formula: `SUM(B${revRows[0]}:B${revRows.at(-1)})`, result: sum(revAll.map((a) => a.pyActual)) };
  s.getCell(`C${trRow}`).value = { formula: `SUM(C${revRows[0]}:C${revRows.at(-1)})`, result: sum(revAll.map((a) => a.budget)) };
  r++;
  head('EXPENSES');
  for (const c of CATS) {
    const ls = exp.filter((a) => a.cat === c);
    head(`  ${c}`);
    for (const a of ls) line(`      ${a.name}`, a.pyActual, a.budget);
    line(`  Total ${c}`, sum(ls.map((a) => a.pyActual)), sum(ls.map((a) => a.budget)), { bold: true, top: true });
  }
  line('Total Expenses', sum(exp.map((a) => a.pyActual)), sum(exp.map((a) => a.budget)), { bold: true, top: true });
  r++;
  line('NET SURPLUS / (DEFICIT)', sum(revAll.map((a) => a.pyActual)) - sum(exp.map((a) => a.pyActual)), sum(revAll.map((a) => a.budget)) - sum(exp.map((a) => a.budget)), { bold: true, top: true });
  r++;
  s.getRow(r++).getCell(1).value = 'Note: FY2025 actuals are unaudited and may change with year-end audit adjustments.';
  s.getRow(r++).getCell(1).value = 'Note: detail by program on the "By Program" tab; month-by-month on "Monthly Phasing".';

  // By Program (category-first, programs across)
  const p = wb.addWorksheet('By Program');
  p.columns = [{ width: 38 }, ...O.programs.map(() => ({ width: 14 })), { width: 14 }];
  p.mergeCells('A1:G1'); p.getCell('A1').value = 'Prairie Wind Literacy Council - FY2026 Expense Budget by Program';
  p.getCell('A1').font = { bold: true, size: 13 };
  p.getRow(3).values = ['Expense category / line', 'Adult Basic\nLiteracy', 'English Language\nLearners', 'Family\nLiteracy', 'Management\n& General', 'Fundraising', 'Total\nFY2026'];
  p.getRow(3).font = bold; p.getRow(3).alignment = { wrapText: true, horizontal: 'center', vertical: 'middle' }; p.getRow(3).height = 32;
  let pr = 4;
  const progTot = O.programs.map(() => 0);
  for (const c of CATS) {
    const ls = exp.filter((a) => a.cat === c);
    p.getRow(pr).getCell(1).value = c.toUpperCase(); p.getRow(pr).font = bold; pr++;
    const first = pr;
    for (const a of ls) {
      const row = p.getRow(pr);
      row.getCell(1).value = `   ${a.code}  ${a.name}`;
      a.prog.forEach((v, i) => { row.getCell(2 + i).value = v || null; row.getCell(2 + i).numFmt = money0; progTot[i] += v; });
      row.getCell(7).value = { formula: `SUM(B${pr}:F${pr})`, result: a.budget }; row.getCell(7).numFmt = money0;
      pr++;
    }
    const row = p.getRow(pr);
    row.getCell(1).value = `Subtotal ${c}`; row.font = bold;
    for (let i = 0; i < 6; i++) {
      const col = String.fromCharCode(66 + i);
      const res = i < 5 ? sum(ls.map((a) => a.prog[i])) : sum(ls.map((a) => a.budget));
      row.getCell(2 + i).value = { formula: `SUM(${col}${first}:${col}${pr - 1})`, result: res };
      row.getCell(2 + i).numFmt = money0; row.getCell(2 + i).border = { top: { style: 'thin' } };
    }
    pr += 2;
  }
  const tot = p.getRow(pr);
  tot.getCell(1).value = 'TOTAL EXPENSES'; tot.font = bold;
  progTot.forEach((v, i) => { tot.getCell(2 + i).value = v; tot.getCell(2 + i).numFmt = money0; tot.getCell(2 + i).border = { top: { style: 'double' } }; });
  tot.getCell(7).value = sum(progTot); tot.getCell(7).numFmt = money0;
  pr++;
  const share = p.getRow(pr);
  share.getCell(1).value = '% of total expenses';
  progTot.forEach((v, i) => { share.getCell(2 + i).value = v / sum(progTot); share.getCell(2 + i).numFmt = '0.0%'; });
  pr += 2;
  p.getRow(pr).getCell(1).value = 'Revenue is budgeted at the organisation level (see Summary).';
  p.getRow(pr).font = { italic: true };

  // Monthly phasing
  const m = wb.addWorksheet('Monthly Phasing', { views: [{ state: 'frozen', xSplit: 2, ySplit: 4 }] });
  m.columns = [{ width: 7 }, { width: 34 }, ...O.months.map(() => ({ width: 10 })), { width: 12 }];
  m.getCell('A1').value = 'FY2026 Budget - Monthly Phasing'; m.getCell('A1').font = { bold: true, size: 13 };
  m.getCell('A2').value = 'Whole dollars. Fiscal year runs October through September.';
  const hdr = m.getRow(4);
  hdr.getCell(1).value = 'Acct'; hdr.getCell(2).value = 'Account';
  O.months.forEach((_, i) => { const d = new Date(Date.UTC(2025, 9 + i, 1)); hdr.getCell(3 + i).value = d; hdr.getCell(3 + i).numFmt = 'mmm-yy'; });
  hdr.getCell(15).value = 'FY2026 Total'; hdr.font = bold;
  let mr = 5;
  const mline = (code, name, months, isBold) => {
    const row = m.getRow(mr);
    row.getCell(1).value = code; row.getCell(2).value = name;
    months.forEach((v, i) => { row.getCell(3 + i).value = v; row.getCell(3 + i).numFmt = money0; });
    row.getCell(15).value = { formula: `SUM(C${mr}:N${mr})`, result: sum(months) }; row.getCell(15).numFmt = money0;
    if (isBold) row.font = bold;
    mr++;
  };
  const colSum = (ls) => O.months.map((_, i) => sum(ls.map((a) => a.months[i])));
  m.getRow(mr++).getCell(2).value = 'Income';
  for (const a of revAll) mline(Number(a.code), a.name, a.months);
  mline('', 'Total Income', colSum(revAll), true);
  mr++;
  m.getRow(mr++).getCell(2).value = 'Expenses';
  for (const a of exp) mline(Number(a.code), a.name, a.months);
  mline('', 'Total Expenses', colSum(exp), true);
  mr++;
  mline('', 'Net Surplus (Deficit)', O.months.map((_, i) => sum(revAll.map((a) => a.months[i])) - sum(exp.map((a) => a.months[i]))), true);

  // Notes
  const n = wb.addWorksheet('Notes & Assumptions');
  n.getColumn(1).width = 110;
  const notes = [
    'FY2026 budget notes and assumptions',
    '',
    '1. Salaries include a 3% cost-of-living adjustment effective October 1, 2025; payroll taxes budgeted at 7.65% of wages.',
    `2. Rent is held at $${money(O.A['5210'].months[0])} per month for 1420 Main Street; the lease renews January 1, 2026 and the landlord has proposed an increase not yet agreed.`,
    `3. State Library Grant reflects award ALS-26-0417 ($${money(O.grant.amount)}), recognized evenly across the year.`,
    '4. Spelling Bee gala scheduled for April 18, 2026; sponsorship income expected from March.',
    '5. Insurance premiums are billed quarterly (October, January, April, July).',
    '6. Audit fee per engagement letter with Brandt & Okafor, CPAs, LLP; billed November through January.',
  ];
  notes.forEach((t, i) => { n.getRow(i + 1).getCell(1).value = t; });
  n.getCell('A1').font = bold;

  await wb.xlsx.writeFile(path.join(DIR, FILES.budget));
}

// ----------------------------------------------------------------------------- QuickBooks CSV
function qbCsv() {
  const months = O.months.slice(0, 6);
  const q = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const amt = (v) => (Math.abs(v) < 0.005 ? '' : money(v, 2, { paren: true }));
  const rows = [];
  rows.push(['Prairie Wind Literacy Council']);
  rows.push(['Profit and Loss by Month']);
  rows.push(['October 2025 - March 2026']);
  rows.push([]);
  rows.push(['', ...months, 'Total']);
  const vals = (ls) => months.map((_, i) => r2(sum(ls.map((a) => a.actual[i]))));
  const line = (label, v) => rows.push([label, ...v.map(amt), amt(r2(sum(v)))]);
  rows.push(['Income']);
  for (const a of rev) line(`   ${a.code} ${a.name}`, a.actual);
  line('Total Income', vals(rev));
  line('Gross Profit', vals(rev));
  rows.push(['Expenses']);
  const groups = [];
  for (const a of exp) {
    if (a.group) {
      if (!groups.includes(a.group)) {
        groups.push(a.group);
        rows.push([`   ${a.group}`]);
        for (const b of exp.filter((x) => x.group === a.group)) line(`      ${b.code} ${b.name}`, b.actual);
        line(`   Total ${a.group}`, vals(exp.filter((x) => x.group === a.group)));
      }
    } else line(`   ${a.code} ${a.name}`, a.actual);
  }
  line('Total Expenses', vals(exp));
  const noi = months.map((_, i) => r2(vals(rev)[i] - vals(exp)[i]));
  line('Net Operating Income', noi);
  rows.push(['Other Income']);
  for (const a of other) line(`   ${a.code} ${a.name}`, a.actual);
  line('Total Other Income', vals(other));
  line('Net Other Income', vals(other));
  line('Net Income', months.map((_, i) => r2(noi[i] + vals(other)[i])));
  rows.push([]);
  rows.push([]);
  rows.push(['Accrual Basis Friday, April 10, 2026 09:14 AM GMT-05:00']);
  fs.writeFileSync(path.join(DIR, FILES.pl), rows.map((r) => r.map((c) => q(String(c))).join(',')).join('\r\n') + '\r\n');
}

// ----------------------------------------------------------------------------- BvA PDF ($000s)
function bva() {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', layout: 'landscape', margin: 30 });
    const out = fs.createWriteStream(path.join(DIR, FILES.bva));
    doc.pipe(out);
    doc.font('Helvetica-Bold').fontSize(13).text('Prairie Wind Literacy Council', 30, 30);
    doc.font('Helvetica').fontSize(10).text('Budget vs. Actual - Second Quarter, Fiscal Year 2026 (quarter ended March 31, 2026)', 30, 48);
    doc.font('Helvetica-Oblique').fontSize(9).text('(in thousands of dollars)', 30, 62);
    const L = 30, LW = 200, CW = 58;
    const x = (c) => L + LW + c * CW;
    let y = 88;
    doc.font('Helvetica-Bold').fontSize(8.5);
    doc.text('Current Quarter (Jan - Mar 2026)', x(0), y, { width: CW * 4, align: 'center' });
    doc.text('Year to Date (Oct 2025 - Mar 2026)', x(4), y, { width: CW * 4, align: 'center' });
    doc.text('FY2026', x(8), y, { width: CW, align: 'right' });
    doc.moveTo(x(0) + 4, y + 11).lineTo(x(4) - 4, y + 11).stroke();
    doc.moveTo(x(4) + 4, y + 11).lineTo(x(8) - 4, y + 11).stroke();
    y += 16;
    const sub = [['Actual', ''], ['Budget', ''], ['Fav/(Unfav)', 'Variance'], ['Var', '%']];
    [...sub, ...sub, ['Annual', 'Budget']].forEach(([a, b], c) => {
      doc.text(a, x(c), y, { width: CW - 4, align: 'right' });
      if (b) doc.text(b, x(c), y + 10, { width: CW - 4, align: 'right' });
    });
    y += 24;
    doc.moveTo(L, y - 3).lineTo(x(9), y - 3).stroke();
    const Q = [3, 4, 5], Y = [0, 1, 2, 3, 4, 5];
    const calc = (ls, favSign) => {
      const qa = sum(ls.flatMap((a) => Q.map((i) => a.actual[i])));
      const qb = sum(ls.flatMap((a) => Q.map((i) => a.months[i])));
      const ya = sum(ls.flatMap((a) => Y.map((i) => a.actual[i])));
      const yb = sum(ls.flatMap((a) => Y.map((i) => a.months[i])));
      const ann = sum(ls.map((a) => a.budget));
      return [qa, qb, favSign * (qa - qb), null, ya, yb, favSign * (ya - yb), null, ann];
    };
    const row = (label, v, opts = {}) => {
      doc.font(opts.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
      doc.text(label, L + (opts.indent ? 10 : 0), y, { width: LW - 10, lineBreak: false });
      const cells = v.map((n, c) => (c === 3 ? pct(v[2], v[1]) : c === 7 ? pct(v[6], v[5]) : thousands(n)));
      cells.forEach((t, c) => doc.text(t, x(c), y, { width: CW - 4, align: 'right', lineBreak: false }));
      if (opts.rule) doc.moveTo(x(0), y - 2).lineTo(x(9), y - 2).lineWidth(0.5).stroke();
      y += 12.5;
    };
    doc.font('Helvetica-Bold').fontSize(9).text('Revenue', L, y); y += 13;
    for (const a of revAll) row(a.name, calc([a], 1), { indent: true });
    row('Total Revenue', calc(revAll, 1), { bold: true, rule: true });
    y += 6;
    doc.font('Helvetica-Bold').fontSize(9).text('Expenses', L, y); y += 13;
    for (const a of exp) row(a.name, calc([a], -1), { indent: true });
    row('Total Expenses', calc(exp, -1), { bold: true, rule: true });
    y += 6;
    const tr = calc(revAll, 1), te = calc(exp, -1);
    const net = tr.map((v, c) => (c === 2 || c === 6 ? v + te[c] : v == null ? null : v - te[c]));
    row('Change in Net Assets', net, { bold: true, rule: true });
    y += 10;
    doc.font('Helvetica-Oblique').fontSize(7.5).text('Amounts are in thousands of dollars ($000s); totals may not add due to rounding. Variance is favorable/(unfavorable): revenue above budget and expenses below budget are favorable. Var % = variance / budget. n/m = not meaningful. Unaudited; prepared by the Treasurer for the April 2026 board meeting.', L, y, { width: 700 });
    doc.end();
    out.on('finish', resolve);
  });
}

// ----------------------------------------------------------------------------- SOFP PDF
function sofp() {
  return new Promise((resolve) => {
    const b = O.balance;
    const doc = new PDFDocument({ size: 'LETTER', margin: 60 });
    const out = fs.createWriteStream(path.join(DIR, FILES.sofp));
    doc.pipe(out);
    doc.font('Times-Bold').fontSize(12);
    ['PRAIRIE WIND LITERACY COUNCIL, INC.', 'STATEMENTS OF FINANCIAL POSITION', 'September 30, 2025 and 2024'].forEach((t, i) => doc.font(i === 2 ? 'Times-Roman' : 'Times-Bold').text(t, 60, 60 + i * 15, { width: 492, align: 'center' }));
    const X1 = 390, X2 = 480, W = 72;
    let y = 125;
    doc.font('Times-Bold').fontSize(10.5);
    doc.text('2025', X1, y, { width: W, align: 'right' }); doc.text('2024', X2, y, { width: W, align: 'right' });
    doc.moveTo(X1 + 10, y + 13).lineTo(X1 + W, y + 13).stroke(); doc.moveTo(X2 + 10, y + 13).lineTo(X2 + W, y + 13).stroke();
    y += 24;
    const head = (t, indent = 0) => { doc.font('Times-Bold').fontSize(10.5).text(t, 60 + indent, y); y += 15; };
    const line = (t, k, { indent = 12, dollar = false, bold = false, over = false, under = 0 } = {}) => {
      doc.font(bold ? 'Times-Bold' : 'Times-Roman').fontSize(10.5).text(t, 60 + indent, y, { width: 320 });
      [[X1, b[2025][k]], [X2, b[2024][k]]].forEach(([xx, v]) => {
        if (over) doc.moveTo(xx + 10, y - 2).lineTo(xx + W, y - 2).lineWidth(0.6).stroke();
        doc.text(money(v), xx, y, { width: W, align: 'right' });
        if (dollar) doc.text('$', xx + 6, y);
        for (let u = 0; u < under; u++) doc.moveTo(xx + 10, y + 13 + u * 2).lineTo(xx + W, y + 13 + u * 2).lineWidth(0.6).stroke();
      });
      y += 15;
    };
    head('ASSETS');
    head('Current assets', 6);
    line('Cash and cash equivalents', 'cash', { indent: 18, dollar: true });
    line('Grants receivable', 'grantsRec', { indent: 18 });
    line('Pledges receivable, net', 'pledgesRec', { indent: 18 });
    line('Prepaid expenses', 'prepaid', { indent: 18 });
    line('Total current assets', 'totalCurrentAssets', { indent: 30, over: true });
    y += 4;
    line('Certificates of deposit', 'cds', { indent: 6 });
    line('Property and equipment, net', 'ppe', { indent: 6 });
    line('Total assets', 'totalAssets', { indent: 6, bold: true, over: true, under: 2, dollar: true });
    y += 10;
    head('LIABILITIES AND NET ASSETS');
    head('Current liabilities', 6);
    line('Accounts payable', 'ap', { indent: 18, dollar: true });
    line('Accrued payroll and related liabilities', 'accruedPayroll', { indent: 18 });
    line('Deferred revenue', 'deferredRev', { indent: 18 });
    line('Current portion of note payable', 'noteCurrent', { indent: 18 });
    line('Total current liabilities', 'totalCurrentLiabilities', { indent: 30, over: true });
    y += 4;
    line('Note payable, net of current portion', 'noteLT', { indent: 6 });
    line('Total liabilities', 'totalLiabilities', { indent: 6, over: true });
    y += 6;
    head('Net assets', 6);
    line('Without donor restrictions', 'naWithout', { indent: 18 });
    line('With donor restrictions', 'naWith', { indent: 18 });
    line('Total net assets', 'totalNetAssets', { indent: 30, over: true });
    y += 4;
    line('Total liabilities and net assets', 'totalLiabilitiesNetAssets', { indent: 6, bold: true, over: true, under: 2, dollar: true });
    doc.font('Times-Italic').fontSize(9.5).text('See accompanying notes to financial statements.', 60, 700, { width: 492, align: 'center' });
    doc.end();
    out.on('finish', resolve);
  });
}

// ----------------------------------------------------------------------------- grant letter DOCX
async function grantDocx() {
  const g = O.grant;
  const P = (text, o = {}) => new D.Paragraph({ spacing: { after: 120 }, children: text.split('\n').map((t, i) => new D.TextRun({ text: t, break: i ? 1 : 0, bold: o.bold, italics: o.italics, size: o.size })) });
  const H = (text) => new D.Paragraph({ spacing: { before: 200, after: 80 }, children: [new D.TextRun({ text, bold: true })] });
  const cell = (text, right = false, bold = false) => new D.TableCell({ width: { size: right ? 2200 : 6200, type: D.WidthType.DXA }, children: [new D.Paragraph({ alignment: right ? D.AlignmentType.RIGHT : D.AlignmentType.LEFT, children: [new D.TextRun({ text, bold })] })] });
  const table = new D.Table({
    width: { size: 8400, type: D.WidthType.DXA },
    rows: [
      new D.TableRow({ tableHeader: true, children: [cell('Cost category', false, true), cell('Approved amount', true, true)] }),
      ...g.budget.map(([k, v]) => new D.TableRow({ children: [cell(k), cell(`$${money(v)}`, true)] })),
      new D.TableRow({ children: [cell('Total direct costs', false, true), cell(`$${money(g.direct)}`, true, true)] }),
      new D.TableRow({ children: [cell(`Indirect costs (not to exceed ${g.indirectRatePct}% of modified total direct costs)`), cell(`$${money(g.indirect)}`, true)] }),
      new D.TableRow({ children: [cell('Total award', false, true), cell(`$${money(g.amount)}`, true, true)] }),
    ],
  });
  const doc = new D.Document({
    creator: g.funder,
    sections: [{
      children: [
        P('SUNFLOWER STATE LIBRARY COMMISSION', { bold: true, size: 28 }),
        P('Office of Library Development  |  300 SW Capitol Avenue, Topeka, KS 66612'),
        P(g.letterDate),
        P('Ms. Dana Whitfield, Executive Director\nPrairie Wind Literacy Council\n1420 Main Street, Hays, KS 67601'),
        P(`Re: Notice of Award - ${g.program}, Award No. ${g.awardNo}`, { bold: true }),
        P('Dear Ms. Whitfield:'),
        P(`On behalf of the Commission, I am pleased to inform you that Prairie Wind Literacy Council has been awarded an ${g.program} in the amount of $${money(g.amount)} for the period ${g.periodStart} through ${g.periodEnd}. This letter and its attachments constitute the grant agreement. Please sign and return the enclosed acceptance page no later than ${g.signBy}; funds will not be released until the signed acceptance is received.`),
        H('1. Approved budget'),
        P('The award is made on the basis of the following approved budget:'),
        table,
        P(''),
        P(`Transfers among the cost categories above that cumulatively exceed ${g.revisionPct}% of the total award require the prior written approval of the Commission. Transfers into the indirect cost line are not permitted.`),
        H('2. Indirect costs'),
        P(`The grantee may charge indirect costs at a rate not to exceed ${g.indirectRatePct}% of modified total direct costs (the de minimis rate). The approved budget includes $${money(g.indirect)} of indirect costs.`),
        H('3. Cost sharing'),
        P(`The grantee shall provide a cost-share (match) of at least ${g.matchPct}% of the award amount, that is $${money(g.match)}, in cash or documented in-kind contributions (volunteer tutor hours valued at the Independent Sector rate are acceptable). Match must be reported with the final report.`),
        H('4. Payment schedule'),
        P(`Payments will be made as follows: (a) an advance of ${g.paymentPcts[0]}% ($${money(g.payments[0])}) upon receipt of the signed acceptance; (b) ${g.paymentPcts[1]}% ($${money(g.payments[1])}) upon approval of the mid-year report; and (c) the final ${g.paymentPcts[2]}% ($${money(g.payments[2])}) upon approval of the final report.`),
        H('5. Reporting requirements'),
        P(`A mid-year narrative and financial report covering October 1, 2025 through March 31, 2026 is due on or before ${g.midYearDue}. The final narrative and financial report, including documentation of cost share, is due on or before ${g.finalDue}. Reports are submitted through the Commission's grants portal. Late reports may delay payment and affect future funding.`),
        H('6. Performance targets'),
        P(`The grantee shall enroll at least ${g.learnersTarget} adult learners during the award period and report the share of post-tested learners who complete at least one educational functioning level; the Commission's target is ${g.posttestPct}%.`),
        H('7. Allowable and unallowable costs'),
        P(`Grant funds may not be used for food or refreshments, entertainment, fundraising, lobbying, or capital construction. Equipment with a unit cost of $${money(g.equipmentThreshold)} or more requires prior written approval.`),
        H('8. Records and audit'),
        P(`The grantee shall keep time-and-effort records for all personnel charged to the grant, and shall retain financial and program records for ${g.retentionYears} years after submission of the final report.`),
        P(`Questions about this award may be directed to your program officer, ${g.programOfficer}, at (785) 555-0142.`),
        P('Sincerely,'),
        P('Harold J. Pennington\nDirector, Office of Library Development'),
      ],
    }],
  });
  fs.writeFileSync(path.join(DIR, FILES.grant), await D.Packer.toBuffer(doc));
}

// ----------------------------------------------------------------------------- management letter PDF
function letter() {
  const l = O.letter;
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 72 });
    const out = fs.createWriteStream(path.join(DIR, FILES.letter));
    doc.pipe(out);
    doc.font('Times-Bold').fontSize(13).text(l.firm, { align: 'center' });
    doc.font('Times-Roman').fontSize(9.5).text('Certified Public Accountants  |  212 W. 11th Street, Hays, Kansas 67601', { align: 'center' });
    doc.moveDown(2);
    const p = (t, o = {}) => { doc.font(o.bold ? 'Times-Bold' : o.italic ? 'Times-Italic' : 'Times-Roman').fontSize(11).text(t, { align: 'justify', ...o }); doc.moveDown(0.6); };
    p(l.date);
    p('To the Board of Directors and Management\nPrairie Wind Literacy Council, Inc.\nHays, Kansas');
    p(`In planning and performing our audit of the financial statements of Prairie Wind Literacy Council, Inc. (the Council) as of and for the year ended ${l.fyEnd}, in accordance with auditing standards generally accepted in the United States of America, we considered the Council's internal control over financial reporting as a basis for designing audit procedures that are appropriate in the circumstances, but not for the purpose of expressing an opinion on the effectiveness of internal control. During our audit we noted the following matters that are opportunities to strengthen internal control and operating efficiency. None of them is considered a material weakness.`);
    p('1. Segregation of duties over cash receipts', { bold: true });
    p(`Observation: The office manager opens the mail, prepares and makes bank deposits, records receipts in QuickBooks and performs the monthly bank reconciliation. At year end we noted ${l.undepositedChecks} donor checks totaling $${money(l.undepositedTotal)} that had been received but were held in the office for more than two weeks before deposit.`);
    p('Recommendation: Have a person independent of recording (for example a board member or the Executive Director) open the mail and prepare a log of checks received, deposit checks at least weekly, and have the Treasurer compare the log to deposits monthly.');
    p('2. Timeliness of bank reconciliations', { bold: true });
    p(`Observation: Bank reconciliations for three of the twelve months (${l.lateRecMonths.join(', ').replace(/, ([^,]*)$/, ' and $1')}) were completed more than ${l.lateRecDays} days after month end, and reconciliations did not show evidence of review.`);
    p('Recommendation: Complete each reconciliation within 30 days of month end; the Treasurer should review, sign and date each one.');
    p('3. Time-and-effort documentation for grant-funded salaries', { bold: true });
    p(`Observation: Salaries of $${money(l.timeEffortSalaries)} charged to the State Library grant were allocated using budgeted percentages rather than records of time actually worked. The grant agreement requires time-and-effort records for personnel charged to the award.`);
    p('Recommendation: Require monthly timesheets that show hours by program and funding source, signed by the employee and supervisor, and adjust grant charges to actual time at least quarterly.');
    p('4. Capitalization of equipment', { bold: true });
    p(`Observation: The Council's policy is to capitalize equipment costing $${money(l.capThreshold)} or more per item. During the year ${l.laptops} laptops costing $${money(l.laptopPrice)} each ($${money(l.laptopsTotal)} in total) were recorded as technology expense. We proposed an adjustment to capitalize them, which management recorded.`);
    p('Recommendation: Review technology and furniture purchases against the capitalization policy at each month-end close.');
    p('Status of prior-year recommendation', { bold: true });
    p('Our prior-year letter recommended a written policy for writing off uncollectible pledges. The board adopted such a policy in March 2025 and we consider the matter resolved.');
    p(`Management's written responses to the matters above are requested by ${l.responseDue}. This communication is intended solely for the information and use of management, the Board of Directors and others within the Council, and is not intended to be and should not be used by anyone other than these specified parties.`);
    p(`We appreciate the cooperation of ${l.ed}, Executive Director, and ${l.treasurer}, Treasurer, during the audit.`);
    p(l.firm + '\nHays, Kansas', { italic: true });
    doc.end();
    out.on('finish', resolve);
  });
}

export async function writeAll() {
  fs.mkdirSync(DIR, { recursive: true });
  await budget();
  qbCsv();
  await bva();
  await sofp();
  await grantDocx();
  await letter();
}
if (import.meta.url === `file://${process.argv[1]}`) writeAll().then(() => console.log('prairiewind written'));
