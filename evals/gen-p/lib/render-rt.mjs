// Renders Rising Tide Tenants Union's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RT, ORGS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { P, writeDocx, styleHeader, F, fmt, usLong, usNum, xDate, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

const money = (v, dp = 2) => (v < 0 ? `(${fmt(-v, dp)})` : fmt(v, dp));

async function qb(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online'; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('Statement of Activities by Cla');
  const titles = [ORGS.risingtide.name, 'Statement of Activities by Class', 'October 2025 - June 2026', ''];
  titles.forEach((t, i) => {
    ws.mergeCells(`A${i + 1}:E${i + 1}`);
    const c = ws.getCell(`A${i + 1}`); c.value = t || null;
    c.font = { bold: i < 3, size: i === 0 ? 14 : i === 1 ? 12 : 10 }; c.alignment = { horizontal: 'center' };
  });
  const h = ws.getRow(5); h.values = ['', 'Organizing', 'Legal Defense', 'Admin', 'TOTAL'];
  h.eachCell((c, n) => { if (n > 1) { c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.border = { bottom: { style: 'thin' } }; } });
  let r = 6;
  const NF = '#,##0.00;-#,##0.00';
  const put = (label, vals, { bold = false, formulas } = {}) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    if (vals) {
      vals.forEach((v, i) => {
        const cell = row.getCell(i + 2);
        if (formulas) cell.value = F(formulas[i], v);
        else if (v !== 0) cell.value = v;
        cell.numFmt = NF;
      });
      const tot = R(vals.reduce((s, x) => s + x, 0));
      row.getCell(5).value = F(`((B${r})+(C${r}))+(D${r})`, tot);
      row.getCell(5).numFmt = NF;
    }
    if (bold) row.font = { bold: true };
    return r++;
  };
  const R = (x) => Math.round(x * 100) / 100;
  put('Revenue', null);
  const i0 = r;
  for (const [acct, ...v] of RT.qbIncome) put(`   ${acct}`, v);
  const i1 = r - 1;
  const sumF = (c, a, b) => { let f = `(${c}${a})`; for (let k = a + 1; k <= b; k++) f = `(${f}+(${c}${k}))`; return f.slice(1, -1); };
  const ti = put('Total Revenue', RT.qbTotInc, { bold: true, formulas: ['B', 'C', 'D'].map((c) => sumF(c, i0, i1)) });
  const gp = put('Gross Profit', RT.qbTotInc, { bold: true, formulas: ['B', 'C', 'D'].map((c) => `${c}${ti}`) });
  put('Expenditures', null);
  const e0 = r;
  for (const [acct, ...v] of RT.qbExpense) put(`   ${acct}`, v);
  const e1 = r - 1;
  const te = put('Total Expenditures', RT.qbTotExp, { bold: true, formulas: ['B', 'C', 'D'].map((c) => sumF(c, e0, e1)) });
  const net = [0, 1, 2].map((i) => R(RT.qbTotInc[i] - RT.qbTotExp[i]));
  put('Net Operating Revenue', net, { bold: true, formulas: ['B', 'C', 'D'].map((c) => `(${c}${gp})-(${c}${te})`) });
  put('Net Revenue', net, { bold: true, formulas: ['B', 'C', 'D'].map((c) => `${c}${r - 1}`) });
  r += 2;
  ws.getCell(`A${r}`).value = 'Accrual Basis Monday, July 13, 2026 10:42 AM GMT-04:00';
  ws.getCell(`A${r}`).font = { size: 8 };
  ws.getColumn(1).width = 38;
  for (const c of [2, 3, 4, 5]) ws.getColumn(c).width = 15;
  await wb.xlsx.writeFile(file);
}

async function dues(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Denise Okafor'; wb.created = new Date(); wb.modified = new Date();
  for (const [name, fy, sub] of [['FY2025', RT.fy25, 'Fiscal year October 2024 – September 2025'], ['FY2026 YTD', RT.fy26, 'Fiscal year to date October 2025 – June 2026']]) {
    const ws = wb.addWorksheet(name);
    ws.getCell('A1').value = `${ORGS.risingtide.name} — Dues & Donations by Month`;
    ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = sub;
    ws.getCell('A2').font = { italic: true };
    const n = fy.months.length, last = colL(n), tot = colL(n + 1);
    const hr = ws.getRow(4);
    hr.getCell(1).value = '';
    fy.months.forEach((m, i) => {
      const [mm, y] = m.split(' ');
      const idx = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(mm) + 1;
      const c = hr.getCell(i + 2); c.value = xDate(`${y}-${String(idx).padStart(2, '0')}-01`); c.numFmt = 'mmm yyyy';
    });
    hr.getCell(n + 2).value = n === 12 ? 'FY Total' : 'YTD Total';
    hr.eachCell((c) => styleHeader(c));
    const rows = [['Member dues', fy.dues], ['Recurring donations', fy.rec], ['One-time donations', fy.one]];
    rows.forEach(([label, vals], k) => {
      const rr = 5 + k;
      const row = ws.getRow(rr);
      row.getCell(1).value = label;
      vals.forEach((v, i) => { row.getCell(i + 2).value = v; row.getCell(i + 2).numFmt = '$#,##0'; });
      row.getCell(n + 2).value = F(`SUM(B${rr}:${last}${rr})`, vals.reduce((s, x) => s + x, 0));
      row.getCell(n + 2).numFmt = '$#,##0';
    });
    const trow = ws.getRow(8);
    trow.getCell(1).value = 'Total dues & donations';
    for (let i = 0; i <= n; i++) {
      const c = colL(i + 1);
      const v = i < n ? fy.dues[i] + fy.rec[i] + fy.one[i] : [...fy.dues, ...fy.rec, ...fy.one].reduce((s, x) => s + x, 0);
      trow.getCell(i + 2).value = F(`SUM(${c}5:${c}7)`, v);
      trow.getCell(i + 2).numFmt = '$#,##0';
    }
    trow.font = { bold: true };
    const mrow = ws.getRow(10);
    mrow.getCell(1).value = 'Dues-paying members';
    fy.members.forEach((v, i) => { mrow.getCell(i + 2).value = v; });
    ws.getCell('A12').value = `Dues are $${RT.duesRate} per member per month. Donations exclude foundation grants.`;
    ws.getCell('A12').font = { italic: true, size: 9 };
    ws.getColumn(1).width = 26;
    for (let i = 2; i <= n + 2; i++) ws.getColumn(i).width = 11;
    void tot;
  }
  await wb.xlsx.writeFile(file);
}

async function grant(file) {
  const G = RT.grant;
  const { doc, end } = newPdf(file, { size: 'LETTER', title: 'Hollis Foundation Legal Defense Fund Interim Financial Report', author: ORGS.risingtide.name });
  doc.font('B').fontSize(15).text(ORGS.risingtide.name, 50, 50);
  doc.font('B').fontSize(12).text('Legal Defense Fund — Interim Financial Report to the Hollis Foundation', 50, 72);
  doc.font('R').fontSize(9.5);
  doc.text(`Grant no. ${G.no}  ·  Award: $${fmt(G.award, 0)}  ·  Grant period: October 1, 2025 – September 30, 2026`, 50, 94);
  doc.text('Reporting period: October 1, 2025 – June 30, 2026 (9 of 12 months)', 50, 108);
  doc.y = 136;
  const D = '—';
  const v = (x) => (x === null ? D : money(x));
  const right = [330, 400, 470, 540, 580];
  const rows = [
    { label: 'Budget category', bold: true, vals: ['Annual', 'Budget to', 'Actual to', 'Variance', 'Var %'] },
    { label: '', bold: true, vals: ['budget', 'date', 'date', '$', ''] },
    { gap: 4 },
    ...G.rows.map((x) => ({ label: x.line, vals: [v(x.annual), v(x.ytd), v(x.actual), x.ytd === null && x.actual === null ? D : money(x.variance), x.pct === null ? D : x.pct < 0 ? `(${(-x.pct).toFixed(1)}%)` : `${x.pct.toFixed(1)}%`] })),
    { label: 'Total', bold: true, rule: 'double', vals: [money(G.totAnnual), money(G.totYtd), money(G.totActual), money(R2(G.totYtd - G.totActual)), (() => { const p = ((G.totYtd - G.totActual) / G.totYtd) * 100; return p < 0 ? `(${(-p).toFixed(1)}%)` : `${p.toFixed(1)}%`; })()] },
  ];
  table(doc, rows, { right, size: 8.5, lineH: 15, width: 220 });
  doc.moveDown(1.5);
  doc.font('R').fontSize(8.5);
  const notes = [
    'Budget to date is 75% of the annual budget (October–June). Variance = budget to date less actual to date; overspending is shown in parentheses. "—" means no budget or no spending on the line.',
    `Emergency relocation aid was not in the approved budget; the $${fmt(1250)} was paid with the program officer's verbal approval and will be covered from the contingency in attorney fees if the Foundation prefers.`,
    'Expert witness and housing-inspection costs have not yet been incurred; two inspections are scheduled for August.',
    `Payments received: $${fmt(G.received)} on ${usLong(G.firstPaid)} (first of two installments). The second installment of $${fmt(G.award - G.received)} is requested on approval of this report.`,
  ];
  for (const n of notes) doc.text(n, 50, doc.y + 4, { width: 510 });
  doc.moveDown(2);
  doc.font('R').fontSize(9).text('Prepared by Denise Okafor, Treasurer, and Marcus Reyes, Legal Defense Coordinator — July 10, 2026', 50, doc.y);
  await end();
}
const R2 = (x) => Math.round(x * 100) / 100;

async function memo(file) {
  const M = RT.memo;
  const children = [
    P('MEMORANDUM', { bold: true, size: 16, after: 200 }),
    P([{ text: 'To: ', bold: true }, 'Board of Directors, Rising Tide Tenants Union'], { after: 40 }),
    P([{ text: 'From: ', bold: true }, `${M.author}, Treasurer`], { after: 40 }),
    P([{ text: 'Date: ', bold: true }, usLong(M.date)], { after: 40 }),
    P([{ text: 'Re: ', bold: true }, 'Q2 FY2026 finances (January–March 2026) and two decisions for the board'], { after: 240 }),
    P(`Friends, here's where we stand at the end of the second quarter. Short version: we're fine, but thinner than I'd like.`),
    P([{ text: 'Cash. ', bold: true }, `We closed March with $${fmt(M.bank, 0)} in the bank, about ${M.months} months of operating expenses (core operations only, not counting strike fund payouts or grant-funded legal work). Our reserve policy says we should hold ${M.reserveMonths} months, so we are still below target.`]),
    P([{ text: 'Dues. ', bold: true }, `Member dues for the quarter came to $${fmt(M.duesQ2, 0)}, up from $${fmt(M.duesQ1, 0)} in Q1 (October–December). We ended March with ${RT.fy26.members[5]} dues-paying members, the most we've ever had.`]),
    P([{ text: 'Strike fund. ', bold: true }, `The rent-strike fund paid out $${fmt(RT.strikeQ2)} across ${RT.strikeQ2n} disbursements in January–March. Escrow shortfalls now routinely run past the cap, so I'm asking the board to approve raising the per-household cap from $${M.capOld} to $${M.capNew}, effective ${usLong(M.capFrom)}.`]),
    P([{ text: 'Printing. ', bold: true }, `Bayside Print & Copy invoiced us for the March 28 rally materials (flyers, door hangers, a banner and posters); the invoice is on net 30 terms and I will pay it from the Organizing budget.`]),
    P([{ text: 'Review. ', bold: true }, `${M.auditor} quoted $${fmt(M.auditFee, 0)} for the FY2025 financial review. That's in line with last year's quote and I recommend we accept it.`]),
    P([{ text: 'Hollis. ', bold: true }, `The interim financial report on the Legal Defense Fund grant is due to the Hollis Foundation on ${usLong(M.reportDue)}.`]),
    P('Decisions requested: (1) raise the strike fund cap as above; (2) engage the CPA firm for the FY2025 review.', { before: 120 }),
    P(`— ${M.author}`, { italic: true, before: 200 }),
  ];
  await writeDocx(file, children, { title: 'Treasurer memo', creator: M.author });
}

function strike(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['Date,Building,Purpose,Amount,Paid Via,Approved By'];
  for (const s of RT.strike) lines.push([usNum(s.date), s.building, s.purpose, `$${fmt(s.amount)}`, s.method, s.by].map(q).join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

async function invoice(file) {
  const I = RT.invoice;
  const lines = [
    { t: 'BAYSIDE PRINT & COPY', size: 34, bold: true },
    { t: '2218 Shore Rd, Queens, NY 11691  (718) 555-0143', size: 20 },
    { gap: 10 },
    { cols: ['INVOICE', ''], size: 30, bold: true },
    { cols: ['Invoice #', I.no], size: 22 },
    { cols: ['Invoice date', usNum(I.date)], size: 22 },
    { cols: ['Due date', usNum(I.due)], size: 22 },
    { cols: ['Terms', 'Net 30'], size: 22 },
    { gap: 6 },
    { t: 'Bill to: Rising Tide Tenants Union', size: 22 },
    { gap: 6 }, { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit', 'Amount'], size: 21, bold: true },
    { rule: true },
    ...I.items.map(([d, qn, p]) => ({ table: true, cols: [d, fmt(qn, 0), p < 1 ? p.toFixed(2) : fmt(p), fmt(qn * p)], size: 21 })),
    { rule: true },
    { table: true, cols: ['Subtotal', '', '', fmt(I.subtotal)], size: 22 },
    { table: true, cols: [`Sales tax (${I.taxRate}%)`, '', '', fmt(I.tax)], size: 22 },
    { table: true, cols: ['TOTAL DUE', '', '', `$${fmt(I.total)}`], size: 26, bold: true },
    { gap: 16 },
    { t: 'Thank you for your business!', size: 20 },
  ];
  await photoDocument(file, lines, { width: 860, height: 800, angle: -2.1, seed: 318, format: 'jpeg', tableX: [50, 560, 680, 810], margin: 50, noise: 24 });
}

export async function renderRisingTide(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'risingtide'), { recursive: true });
  const out = (k) => path.join(DOCS, RT.files[k]);
  await qb(out('qb'));
  await dues(out('dues'));
  await grant(out('grant'));
  await memo(out('memo'));
  strike(out('strike'));
  await invoice(out('invoice'));
}
