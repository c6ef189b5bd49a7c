// Renders Maple Ridge Housing Co-operative's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { MR } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const cad = (v, dp = 0) => Math.abs(v).toLocaleString('en-CA', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const n = (v) => (v === 0 ? '–' : v < 0 ? `(${cad(v)})` : cad(v));
const NUM = '#,##0;(#,##0);"-"';
const colL = (i) => (i < 26 ? String.fromCharCode(65 + i) : 'A' + String.fromCharCode(65 + i - 26));
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${d}, ${y}`; };

async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = MR.ytdPrep.by;
  const ws = wb.addWorksheet('Budget FY2026', { views: [{ state: 'frozen', xSplit: 1, ySplit: 5 }] });
  ws.getColumn(1).width = 34;
  for (let c = 2; c <= 14; c++) ws.getColumn(c).width = 10.5;
  ws.getCell('A1').value = 'Maple Ridge Housing Co-operative Inc.'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Operating budget FY2026 (October 1, 2025 – September 30, 2026) – approved by the Board September 17, 2025';
  ws.getCell('A3').value = 'Canadian dollars. Negative figures in brackets.'; ws.getCell('A3').font = { italic: true };
  const hdr = ws.getRow(5);
  hdr.values = ['', ...MR.months, 'Annual'];
  hdr.font = { bold: true };
  let r = 6;
  const put = (label, vals, annual) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    vals.forEach((v, i) => { row.getCell(i + 2).value = v; row.getCell(i + 2).numFmt = NUM; });
    row.getCell(14).value = { formula: `SUM(B${r}:M${r})`, result: annual };
    row.getCell(14).numFmt = NUM;
    r++;
  };
  const section = (title, lines, totalLabel, monthly, annual) => {
    ws.getRow(r).getCell(1).value = title; ws.getRow(r).font = { bold: true }; r++;
    const first = r;
    for (const l of lines) put(l[0], l[1], l[2]);
    const last = r - 1;
    const row = ws.getRow(r);
    row.getCell(1).value = totalLabel;
    for (let i = 0; i < 13; i++) {
      const c = row.getCell(i + 2);
      c.value = { formula: `SUM(${colL(i + 1)}${first}:${colL(i + 1)}${last})`, result: i < 12 ? monthly[i] : annual };
      c.numFmt = NUM; c.border = { top: { style: 'thin' } };
    }
    row.font = { bold: true };
    const at = r; r += 2; return at;
  };
  const tr = section('REVENUE', MR.revenue, 'Total revenue', MR.totRev, MR.totRevAnnual);
  const te = section('EXPENSES', MR.expenses, 'Total expenses', MR.totExp, MR.totExpAnnual);
  const row = ws.getRow(r);
  row.getCell(1).value = 'Surplus (Deficit)';
  for (let i = 0; i < 13; i++) {
    const c = row.getCell(i + 2);
    c.value = { formula: `${colL(i + 1)}${tr}-${colL(i + 1)}${te}`, result: i < 12 ? MR.surplus[i] : MR.surplusAnnual };
    c.numFmt = NUM; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
  row.font = { bold: true };
  await wb.xlsx.writeFile(file);
}

async function ytd(file) {
  const { doc, end } = newPdf(file, { title: 'Actual vs Budget YTD March 2026', author: MR.ytdPrep.by, layout: 'landscape' });
  doc.font('B').fontSize(14).text('Maple Ridge Housing Co-operative Inc.', { align: 'center' });
  doc.font('R').fontSize(11).text('Statement of Operations – Actual vs Budget, year to date', { align: 'center' });
  doc.font('R').fontSize(10).text('Six months ended March 31, 2026 (FY2026: October 1, 2025 – September 30, 2026)   ·   Canadian dollars', { align: 'center' });
  doc.moveDown(1.5);
  const right = [420, 510, 600, 680, 780];
  const T = MR.ytdTot;
  const pc = (v) => `${v < 0 ? '(' : ''}${Math.abs(v).toFixed(1)}%${v < 0 ? ')' : ''}`;
  const row = (x) => ({ label: x.label, indent: 1, vals: [n(x.actual), n(x.budget), n(x.fav), x.budget ? pc(x.pct) : '–', n(x.annual)] });
  const totRow = (label, a, b, fav, annual, extra = {}) => ({ label, bold: true, vals: [n(a), n(b), n(fav), b ? pc((fav / Math.abs(b)) * 100) : '–', n(annual)], ...extra });
  table(doc, [
    { label: '', vals: ['Actual YTD', 'Budget YTD', 'Variance $', 'Variance %', 'Annual Budget'], bold: true },
    { gap: 6 },
    { label: 'REVENUE', bold: true },
    ...MR.ytd.filter((x) => x.sec === 'rev').map(row),
    totRow('Total revenue', T.revA, T.revB, T.revA - T.revB, MR.totRevAnnual, { rule: 'above' }),
    { gap: 8 },
    { label: 'EXPENSES', bold: true },
    ...MR.ytd.filter((x) => x.sec === 'exp').map(row),
    totRow('Total expenses', T.expA, T.expB, T.expB - T.expA, MR.totExpAnnual, { rule: 'above' }),
    { gap: 8 },
    totRow('Surplus (Deficit)', T.netA, T.netB, T.netA - T.netB, MR.surplusAnnual, { rule: 'double' }),
  ], { right, size: 9.5, lineH: 15, labelX: 60 });
  doc.moveDown(1.5);
  doc.font('I').fontSize(8.5).text('Variance $ is favourable / (unfavourable): for revenue, actual less budget; for expenses, budget less actual. Variance % is the variance as a percentage of the year-to-date budget.', 60, doc.y, { width: 720 });
  doc.moveDown(0.6);
  doc.font('R').fontSize(9).text(`Prepared by ${MR.ytdPrep.by}, ${MR.ytdPrep.role}, ${MR.ytdPrep.date}, for the Board meeting of April 15, 2026.`, 60, doc.y, { width: 720 });
  await end();
}

async function reserve(file) {
  const R = MR.reserve;
  const wb = new ExcelJS.Workbook();
  wb.creator = MR.ytdPrep.by;
  const ws = wb.addWorksheet('Reserve fund');
  ws.getColumn(1).width = 40;
  for (let c = 2; c <= 4; c++) ws.getColumn(c).width = 14;
  ws.getCell('A1').value = 'Maple Ridge Housing Co-operative Inc. – Replacement Reserve Fund'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Continuity schedule, fiscal years ended September 30 (C$)'; ws.getCell('A2').font = { italic: true };
  const hdr = ws.getRow(4); hdr.values = ['', ...R.years]; hdr.font = { bold: true };
  const C = ['B', 'C', 'D'];
  const set = (r, label, vals, { bold = false } = {}) => {
    const row = ws.getRow(r); row.getCell(1).value = label;
    vals.forEach((v, i) => { row.getCell(i + 2).value = v; row.getCell(i + 2).numFmt = NUM; });
    if (bold) row.font = { bold: true };
  };
  set(5, 'Opening balance', [R.opening[0], { formula: 'B19', result: R.opening[1] }, { formula: 'C19', result: R.opening[2] }], { bold: true });
  set(6, 'Contributions from operations', R.contributions);
  set(7, 'Interest earned', R.interest);
  set(9, 'Withdrawals', []); ws.getRow(9).font = { bold: true };
  R.projects.forEach((p, k) => set(10 + k, '  ' + p[0], p[1]));
  // rows 10..15 projects, 17 total withdrawals, 19 closing
  set(17, 'Total withdrawals', [0, 1, 2].map((i) => ({ formula: `SUM(${C[i]}10:${C[i]}15)`, result: R.withdrawals[i] })), { bold: true });
  set(19, 'Closing balance', [0, 1, 2].map((i) => ({ formula: `${C[i]}5+${C[i]}6+${C[i]}7-${C[i]}17`, result: R.closing[i] })), { bold: true });
  ws.getCell('A22').value = `Reserve fund study: ${R.study} (2023 update).`;
  ws.getCell('A23').value = `Schedule approved by the Board of Directors on ${longDate(R.approved)}.`;
  await wb.xlsx.writeFile(file);
}

function arrears(file) {
  const rows = ['Unit,Member,Months in arrears,Amount owed'];
  for (const a of MR.arrears) rows.push([a.unit, a.member, a.months, a.owed.toFixed(2)].join(','));
  fs.writeFileSync(file, rows.join('\n') + '\n');
}

async function bill(file) {
  const B = MR.bill;
  const m = (v) => `$${cad(v, 2)}`;
  const short = (iso) => { const [y, mo, d] = iso.split('-').map(Number); return `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][mo - 1]} ${d}, ${y}`; };
  const lines = [
    { t: B.vendor.toUpperCase(), size: 30, bold: true },
    { t: 'Customer care 1-888-555-0177   kawartharidgehydro.ca', size: 17 },
    { gap: 12 },
    { cols: ['ELECTRICITY BILL', ''], size: 26, bold: true },
    { cols: ['Account number:', B.account], size: 19 },
    { cols: ['Customer:', 'Maple Ridge Housing Co-op'], size: 19 },
    { cols: ['Service address:', '1450 Maple Ridge Dr (common areas)'], size: 19 },
    { cols: ['Bill date:', B.billDate], size: 19 },
    { cols: ['Billing period:', `${short(B.from)} to ${short(B.to)}`], size: 19 },
    { gap: 10 },
    { table: true, cols: ['Your usage', 'kWh', 'Rate', 'Amount'], size: 18, bold: true },
    { rule: true },
    ...B.usage.map((u) => ({ table: true, cols: [u.p, cad(u.kwh), `$${u.rate.toFixed(3)}`, cad(u.amt, 2)], size: 18 })),
    { table: true, cols: ['Total usage', cad(B.kwh), '', ''], size: 18, bold: true },
    { rule: true },
    { cols: ['Electricity', m(B.electricity)], size: 19 },
    { cols: ['Delivery', m(B.delivery)], size: 19 },
    { cols: ['Regulatory charges', m(B.regulatory)], size: 19 },
    { cols: ['Subtotal before tax', m(B.subtotal)], size: 19 },
    { cols: ['HST 13%', m(B.hst)], size: 19 },
    { cols: ['AMOUNT DUE', m(B.total)], size: 24, bold: true },
    { cols: ['Due date', longDate(B.due)], size: 22, bold: true },
    { gap: 12 },
    { t: 'A late payment charge of 1.5% per month applies after the due date.', size: 16 },
  ];
  await photoDocument(file, lines, { width: 880, height: 1040, angle: 1.2, seed: 30926, format: 'jpeg', margin: 50, tableX: [50, 520, 680, 830], noise: 22 });
}

export async function renderMapleRidge(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'mapleridge'), { recursive: true });
  const F = (k) => path.join(DOCS, MR.files[k]);
  await budget(F('budget'));
  await ytd(F('ytd'));
  await reserve(F('reserve'));
  arrears(F('arrears'));
  await bill(F('bill'));
}
