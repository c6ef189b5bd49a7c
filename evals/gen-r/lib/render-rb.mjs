// Riverbend Community Health Center documents.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, acc, usLong, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import * as D from '../data.mjs';

const FIXED = new Date(Date.UTC(2026, 0, 12, 16, 14, 0));
const QBNUM = '#,##0.00;-#,##0.00';
function qbBook() {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks'; wb.lastModifiedBy = 'Dana Whitfield'; wb.created = FIXED; wb.modified = FIXED;
  return wb;
}
const label = (code, name) => `${code} · ${name}`;

// Lays out the QuickBooks tree: hierarchy in columns A–D, amounts from column E. Returns rows for the caller to fill.
function qbRows() {
  const rows = []; // {lvl, text, kind, leaf?, parts?}
  rows.push({ lvl: 0, text: 'Ordinary Income/Expense', kind: 'head' });
  for (const s of D.RB_PL) {
    const sec = { lvl: 1, text: s.section, kind: 'head' };
    rows.push(sec);
    const parts = [];
    for (const it of s.items) {
      if (it.leaf) { const r = { lvl: 2, text: label(it.leaf[0], it.leaf[1]), kind: 'leaf', leaf: D.rbLeaf(it.leaf[0]) }; rows.push(r); parts.push(r); continue; }
      rows.push({ lvl: 2, text: label(it.code, it.name), kind: 'head' });
      const kids = it.leaves.map(([code]) => { const r = { lvl: 3, text: label(code, D.rbLeaf(code).name), kind: 'leaf', leaf: D.rbLeaf(code) }; rows.push(r); return r; });
      const t = { lvl: 2, text: `Total ${label(it.code, it.name)}`, kind: 'sum', kids };
      rows.push(t); parts.push(t);
    }
    const tl = s.section === 'Cost of Goods Sold' ? 'Total COGS' : `Total ${s.section}`;
    const tot = { lvl: 1, text: tl, kind: 'add', parts, key: s.section };
    rows.push(tot);
    if (s.section === 'Cost of Goods Sold') rows.push({ lvl: 0, text: 'Gross Profit', kind: 'gross', padLvl: 1 });
  }
  rows.push({ lvl: 0, text: 'Net Ordinary Income', kind: 'netord' });
  rows.push({ lvl: 0, text: 'Net Income', kind: 'net', bold: true });
  return rows;
}

function fillTree(ws, rows, first, cols, valueOf) {
  // cols: column letters holding amounts; valueOf(leaf, ci) -> number
  let r = first;
  for (const row of rows) { row.r = r++; }
  const byKey = (k) => rows.find((x) => x.key === k);
  for (const row of rows) {
    const x = ws.getRow(row.r);
    x.getCell(1 + (row.padLvl ?? row.lvl)).value = row.text;
    if (row.kind === 'sum' || row.kind === 'add' || row.kind === 'net' || row.kind === 'gross' || row.kind === 'netord') x.font = { bold: row.kind !== 'sum' };
    row.vals = [];
    cols.forEach((c, ci) => {
      const cell = x.getCell(c);
      let v, formula;
      if (row.kind === 'leaf') { v = valueOf(row.leaf, ci); cell.value = v; }
      else if (row.kind === 'sum') { v = D.sum(row.kids.map((k) => k.vals[ci])); formula = `ROUND(SUM(${c}${row.kids[0].r}:${c}${row.kids.at(-1).r}),5)`; }
      else if (row.kind === 'add') { v = D.sum(row.parts.map((k) => k.vals[ci])); formula = `ROUND(${row.parts.map((k) => c + k.r).join('+')},5)`; }
      else if (row.kind === 'gross') { const i = byKey('Income'), g = byKey('Cost of Goods Sold'); v = D.r2(i.vals[ci] - g.vals[ci]); formula = `ROUND(${c}${i.r}-${c}${g.r},5)`; }
      else if (row.kind === 'netord') { const g = rows.find((q) => q.kind === 'gross'), e = byKey('Expense'); v = D.r2(g.vals[ci] - e.vals[ci]); formula = `ROUND(${c}${g.r}-${c}${e.r},5)`; }
      else if (row.kind === 'net') { const n = rows.find((q) => q.kind === 'netord'); v = n.vals[ci]; formula = `ROUND(${c}${n.r},5)`; }
      else return;
      if (formula) cell.value = F(formula, v);
      cell.numFmt = QBNUM;
      row.vals[ci] = v;
    });
  }
  return r;
}

function qbHeader(ws, title, sub, lastCol) {
  ws.getCell('A1').value = '10:14 AM'; ws.getCell('A2').value = '01/12/26'; ws.getCell('A3').value = 'Accrual Basis';
  for (const [i, t] of [[1, 'Riverbend Community Health Center'], [2, title], [3, sub]].entries()) {
    const r = t[0];
    ws.mergeCells(`E${r}:${lastCol}${r}`);
    const c = ws.getCell(`E${r}`); c.value = t[1]; c.alignment = { horizontal: 'center' }; c.font = { bold: true, size: i === 0 ? 12 : i === 1 ? 14 : 10 };
  }
  [3, 3, 3, 30].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
}

export async function renderRiverbend(dir) {
  fs.mkdirSync(dir, { recursive: true });
  // ---------------- P&L by month
  {
    const wb = qbBook();
    const ws = wb.addWorksheet('Sheet1', { views: [{ state: 'frozen', xSplit: 4, ySplit: 5 }] });
    const cols = ['E', 'F', 'G', 'H', 'I', 'J', 'K'];
    qbHeader(ws, 'Profit & Loss by Month', 'July through December 2025', 'K');
    const hdr = ws.getRow(5);
    ['Jul 25', 'Aug 25', 'Sep 25', 'Oct 25', 'Nov 25', 'Dec 25', 'TOTAL'].forEach((h, i) => { const c = hdr.getCell(cols[i]); c.value = h; c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.border = { bottom: { style: 'thin' } }; });
    cols.forEach((c) => { ws.getColumn(c).width = 13; });
    const rows = qbRows();
    fillTree(ws, rows, 6, cols.slice(0, 6), (leaf, ci) => leaf.m[ci]);
    // TOTAL column: row sums across the months
    for (const row of rows) {
      if (!row.vals.length) continue;
      const v = D.sum(row.vals);
      const cell = ws.getRow(row.r).getCell('K');
      cell.value = F(`ROUND(SUM(E${row.r}:J${row.r}),5)`, v); cell.numFmt = QBNUM;
    }
    await wb.xlsx.writeFile(path.join(dir, 'Riverbend CHC Profit and Loss by Month Jul-Dec 2025.xlsx'));
  }
  // ---------------- Budget vs. Actuals
  {
    const wb = qbBook();
    const ws = wb.addWorksheet('Sheet1', { views: [{ state: 'frozen', xSplit: 4, ySplit: 5 }] });
    qbHeader(ws, 'Budget vs. Actuals: FY26 Operating Budget - FY26 P&L', 'July through December 2025', 'H');
    ws.mergeCells('E4:H4'); const top = ws.getCell('E4'); top.value = 'Jul - Dec 25'; top.alignment = { horizontal: 'center' }; top.font = { bold: true };
    const hdr = ws.getRow(5);
    ['Actual', 'Budget', '$ Over Budget', '% of Budget'].forEach((h, i) => { const c = hdr.getCell(5 + i); c.value = h; c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.border = { bottom: { style: 'thin' } }; });
    ['E', 'F', 'G', 'H'].forEach((c) => { ws.getColumn(c).width = 14; });
    const rows = qbRows();
    fillTree(ws, rows, 6, ['E', 'F'], (leaf, ci) => (ci === 0 ? leaf.actual : leaf.budget));
    for (const row of rows) {
      if (!row.vals.length) continue;
      const x = ws.getRow(row.r);
      const over = D.r2(row.vals[0] - row.vals[1]);
      x.getCell('G').value = F(`ROUND((E${row.r}-F${row.r}),5)`, over); x.getCell('G').numFmt = QBNUM;
      if (row.vals[1]) { x.getCell('H').value = F(`ROUND(IF(F${row.r}=0,0,E${row.r}/F${row.r}),5)`, Math.round(row.vals[0] / row.vals[1] * 1e5) / 1e5); x.getCell('H').numFmt = '0.0%'; }
    }
    await wb.xlsx.writeFile(path.join(dir, 'Budget vs Actuals FY26 Jul-Dec.xlsx'));
  }
  // ---------------- AR aging CSV (EHR export)
  {
    const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
    const money = (v) => (v === null || v === undefined ? '' : fmt(v, 2));
    const lines = ['Riverbend Community Health Center', 'A/R Aging Summary by Payer', 'As of 12/31/2025', 'Aging by: Date of Service', '',
      ['Payer', ...D.AR_COLS, 'Total'].join(',')];
    for (const [p, b] of D.RB_AR) lines.push([q(p), ...b.map((v) => q(money(v))), q(money(D.arTotal([p, b])))].join(','));
    lines.push(['TOTAL', ...D.AR_COLS.map((_, i) => q(money(D.arCol(i)))), q(money(D.arGrand))].join(','));
    lines.push('', 'Report run 01/05/2026 08:31 by dwhitfield');
    fs.writeFileSync(path.join(dir, 'AR Aging Summary by Payer 12-31-2025.csv'), lines.join('\r\n') + '\r\n');
  }
  // ---------------- Finance committee memo (Word)
  {
    const M = D.RB_MEMO;
    const bva = (k) => D.sum(D.rbLeaves.filter((l) => l.section === k).map((l) => l.actual));
    const inc = bva('Income'), incB = D.rbBud.income;
    const v = (y) => M.visits[y];
    const n0 = (x) => fmt(x, 0);
    const children = [
      P('RIVERBEND COMMUNITY HEALTH CENTER', { bold: true, align: 'center', size: 13, after: 40 }),
      P('MEMORANDUM', { bold: true, align: 'center', size: 12, after: 240 }),
      P([{ text: 'TO:\t\t', bold: true }, 'Finance Committee, Board of Directors'], { after: 40 }),
      P([{ text: 'FROM:\t\t', bold: true }, M.from], { after: 40 }),
      P([{ text: 'DATE:\t\t', bold: true }, usLong(M.date)], { after: 40 }),
      P([{ text: 'RE:\t\t', bold: true }, 'December 2025 financial results, liquidity and line of credit'], { after: 240 }),
      P('Summary', { bold: true, size: 12 }),
      P(`Through the first six months of FY2026 (July–December 2025) total income was $${fmt(inc, 0)} against a budget of $${fmt(incB, 0)}, driven mostly by 340B pharmacy revenue and commercial insurance collections. Patient volumes continue to grow; the table below compares the first half of this fiscal year with the same six months a year ago. November shows a loss because the FY2025 audit fieldwork and a one-time legal review were billed that month.`),
      T([
        ['Indicator', 'Jul–Dec 2025', 'Jul–Dec 2024'],
        ['Medical visits', n0(v(2025).Medical), n0(v(2024).Medical)],
        ['Dental visits', n0(v(2025).Dental), n0(v(2024).Dental)],
        ['Behavioral health visits', n0(v(2025)['Behavioral Health']), n0(v(2024)['Behavioral Health'])],
        ['Total visits', n0(D.visitsTotal(2025)), n0(D.visitsTotal(2024))],
        ['Unduplicated patients', n0(M.patients[2025]), n0(M.patients[2024])],
      ], { widths: [3600, 1900, 1900], numCols: [1, 2], boldRows: [4] }),
      P('', { after: 120 }),
      P('Liquidity', { bold: true, size: 12 }),
      P(`Days cash on hand stood at ${M.dcoh} days at December 31, 2025, down from ${M.dcohJune} days at June 30, 2025. Unrestricted cash and investments were $${fmt(M.unrestrictedCash, 0)}. The decline reflects the timing of HRSA drawdowns during the federal funding lapse in October and a slower Medicaid MCO payment cycle; 91+ day receivables remain concentrated in self-pay and the two largest MCOs (see the attached aging).`),
      P('Line of credit', { bold: true, size: 12 }),
      P(`We hold a $${fmt(M.locLimit, 0)} revolving line of credit with ${M.locBank}. To cover payroll while federal draws were delayed we drew $${fmt(M.locDraw, 0)} on ${usLong(M.locDrawDate)} and repaid $${fmt(M.locRepay, 0)} on ${usLong(M.locRepayDate)}, leaving $${fmt(M.locOutstanding, 0)} outstanding at December 31. The line matures on ${usLong(M.locMaturity)}; management will ask the bank for a one-year renewal on the same terms and expects to repay the balance from the January and February HRSA draws.`),
      P('Sliding fee discount program', { bold: true, size: 12 }),
      P(`Sliding-fee discounts granted from July through December totalled $${fmt(M.slidingFee, 2)} across ${n0(M.slidingPatients)} patients at or below 200% of the federal poverty guidelines. The discount schedule was updated on the new poverty guidelines effective January 1.`),
      P('Audit, reporting and upcoming dates', { bold: true, size: 12 }),
      P(`${M.auditor} issued an unmodified opinion on the FY2025 financial statements; the statement of functional expenses is attached. The calendar-year 2025 UDS report is due to HRSA on ${usLong(M.udsDue)}. HRSA's Operational Site Visit is scheduled for ${usLong(M.osvStart).replace(', 2026', '')}–9, 2026. The next Finance Committee meeting is ${usLong(M.nextMeeting)} at 5:30 p.m.`),
      P('Attachments: Profit & Loss by Month; Budget vs. Actuals; A/R Aging by Payer; FY2025 Statement of Functional Expenses.', { italic: true, size: 9 }),
    ];
    await writeDocx(path.join(dir, 'Finance Committee Memo - January 2026.docx'), children, { title: 'Finance Committee Memo', creator: 'Dana Whitfield' });
  }
  // ---------------- Audited statement of functional expenses, two pages
  {
    const { doc, end } = newPdf(path.join(dir, 'Riverbend FY2025 Audited Statement of Functional Expenses.pdf'), { title: 'Statement of Functional Expenses', author: 'Brennan Kohl LLP', size: 'LETTER', layout: 'landscape', margin: 30 });
    const heads = [['Medical'], ['Dental'], ['Behavioral', 'Health'], ['Pharmacy'], ['Total', 'Program', 'Services'], ['Management', 'and General'], ['Fundraising'], ['Total']];
    const right = [292, 358, 424, 490, 560, 632, 692, 754];
    const money = (v, dollar) => (v === 0 ? '-' : (dollar ? '$ ' : '') + fmt(v, 0));
    let page = 7;
    for (const y of [2025, 2024]) {
      if (y === 2024) doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 30 });
      doc.font('SB').fontSize(11);
      doc.text('RIVERBEND COMMUNITY HEALTH CENTER', 40, 40, { align: 'center', width: 712 });
      doc.text('STATEMENT OF FUNCTIONAL EXPENSES', { align: 'center', width: 712 });
      doc.font('SR').fontSize(10).text(`YEAR ENDED JUNE 30, ${y}`, { align: 'center', width: 712 });
      doc.font('SB').fontSize(8.5);
      doc.text('Program Services', right[0] - 60, 104, { width: right[4] - right[0] + 60, align: 'center' });
      doc.moveTo(right[0] - 60, 115).lineTo(right[4], 115).lineWidth(0.5).stroke();
      heads.forEach((h, i) => h.forEach((t, j) => doc.text(t, right[i] - 66, 122 + j * 10, { width: 66, align: 'right', lineBreak: false })));
      for (const x of right) doc.moveTo(x - 60, 155).lineTo(x, 155).stroke();
      let yy = 162;
      const line = (lbl, vals, o = {}) => {
        doc.font(o.bold ? 'SB' : 'SR').fontSize(9).text(lbl, 40, yy, { lineBreak: false, width: 200 });
        vals.forEach((v, i) => doc.text(money(v, o.dollar), right[i] - 70, yy, { width: 70, align: 'right', lineBreak: false }));
        if (o.double) for (const x of right) { doc.moveTo(x - 60, yy + 12).lineTo(x, yy + 12).stroke(); doc.moveTo(x - 60, yy + 14).lineTo(x, yy + 14).stroke(); }
        yy += 19;
      };
      const prog = (v) => v.slice(0, 4).reduce((s, x) => s + x, 0);
      D.FE[y].forEach((r, i) => line(r[0], [...r[1].slice(0, 4), prog(r[1]), ...r[1].slice(4), D.feRowTotal(r)], { dollar: i === 0 }));
      for (const x of right) doc.moveTo(x - 60, yy - 4).lineTo(x, yy - 4).stroke();
      const ct = D.FE_COLS.map((_, ci) => D.feColTotal(y, ci));
      line('Total expenses', [...ct.slice(0, 4), prog(ct), ...ct.slice(4), D.feTotal(y)], { bold: true, dollar: true, double: true });
      doc.font('SR').fontSize(8).text('See Notes to Financial Statements.', 40, 528, { width: 712, align: 'center' });
      doc.text(String(page++), 40, 541, { width: 712, align: 'center' });
    }
    await end();
  }
  // ---------------- Supply invoice photo
  {
    const I = D.RB_INV;
    const L = [
      { t: 'MIDWEST CLINICAL SUPPLY CO.', size: 30, bold: true },
      { t: '4820 Merle Hay Rd, Des Moines, IA 50322  (515) 555-0148', size: 19 },
      { gap: 14 },
      { cols: ['INVOICE', `No. ${I.number}`], size: 28, bold: true },
      { cols: ['Bill To: Riverbend Community Health Center', `Invoice Date: ${I.date.slice(5, 7)}/${I.date.slice(8)}/${I.date.slice(0, 4)}`], size: 20 },
      { cols: ['1400 River Drive, Burlington, IA 52601', `Terms: ${I.terms}`], size: 20 },
      { cols: [`PO Number: ${I.po}`, `Due Date: ${I.due.slice(5, 7)}/${I.due.slice(8)}/${I.due.slice(0, 4)}`], size: 20 },
      { gap: 10 }, { rule: true },
      { table: true, cols: ['Description', 'Qty', 'Unit Price', 'Amount'], size: 20, bold: true },
      { rule: true },
      ...I.lines.map((l) => ({ table: true, cols: [l[1], String(l[2]), fmt(l[3], 2), fmt(l[4], 2)], size: 20 })),
      { rule: true },
      { table: true, cols: ['', '', 'Subtotal', fmt(I.subtotal, 2)], size: 21 },
      { table: true, cols: ['', '', 'Freight', fmt(I.freight, 2)], size: 21 },
      { table: true, cols: ['Tax exempt - IA cert. on file', '', 'Sales Tax', '0.00'], size: 21 },
      { table: true, cols: ['', '', 'TOTAL DUE', `$${fmt(I.total, 2)}`], size: 24, bold: true },
      { gap: 24 },
      { t: 'Please remit to PO Box 6621, Des Moines IA 50306. Thank you for your business!', size: 18 },
    ];
    await photoDocument(path.join(dir, 'IMG_4471.jpg'), L, { width: 1300, height: 1100, angle: -1.2, seed: 4471, format: 'jpeg', tableX: [60, 830, 1020, 1240], margin: 60 });
  }
}
