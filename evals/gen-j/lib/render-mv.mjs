// Renders Millbrook Valley Fire & Ambulance Association's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel, BorderStyle } from 'docx';
import { MV, ORGS, r2 } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const us = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const acc = (v, dp = 0) => (Math.round(v * 10 ** dp) === 0 ? '-' : v < 0 ? `(${us(v, dp)})` : us(v, dp));
const NUM = '#,##0;(#,##0);"–"';
const NUM2 = '#,##0.00;(#,##0.00);"–"';
const utc = (iso) => { const [y, m, d] = iso.split('-').map(Number); return new Date(Date.UTC(y, m - 1, d)); };
const col = (i) => String.fromCharCode(65 + i);

export async function renderMillbrook(DOCS) {
  const dir = path.join(DOCS, 'millbrook');
  fs.mkdirSync(dir, { recursive: true });
  const out = (f) => path.join(DOCS, f);
  await budget(out(MV.files.budget));
  await treasurer(out(MV.files.treasurer));
  bank(out(MV.files.bank));
  await tracker(out(MV.files.tracker));
  await compiled(out(MV.files.compiled));
  await grantReport(out(MV.files.grant));
  await invoice(out(MV.files.photo));
}

// ---------------------------------------------------------------- budget workbook
async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ruth Ellison';
  const ws = wb.addWorksheet('FY26 Budget', { views: [{ state: 'frozen', ySplit: 6, xSplit: 1 }] });
  ws.columns = [{ width: 52 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 13 }, { width: 15 }, { width: 15 }];
  ws.getCell('A1').value = `${ORGS.millbrook.name}, Inc.`;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Operating Budget - Fiscal Year 2026 (May 1, 2025 - April 30, 2026)';
  ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = 'Adopted by the Board of Directors, April 14, 2025';
  ws.getCell('A3').font = { italic: true };
  ws.mergeCells('B5:C5'); ws.getCell('B5').value = 'PROGRAM SERVICES';
  ws.mergeCells('D5:E5'); ws.getCell('D5').value = 'SUPPORTING SERVICES';
  ws.getCell('F5').value = 'FY26'; ws.getCell('G5').value = 'FY25';
  ['Account', 'Fire & Rescue', 'Ambulance / EMS', 'Mgmt & General', 'Fundraising', 'Budget Total', 'Actual (compiled)'].forEach((h, i) => { ws.getCell(6, i + 1).value = h; });
  for (const r of [5, 6]) ws.getRow(r).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; c.border = { bottom: { style: r === 6 ? 'thin' : undefined } }; });
  let row = 7;
  const deptCols = MV.depts; // B..E
  const put = (label, vals, { bold = false, indent = 1, fmt = NUM } = {}) => {
    const R = ws.getRow(row);
    R.getCell(1).value = label;
    R.getCell(1).alignment = { indent };
    if (bold) R.font = { bold: true };
    vals.forEach((v, i) => {
      if (v && typeof v === 'object' && v.result === 0) v = 0; // a formula whose cached result is 0 is stored as the value
      if (v !== undefined && v !== null) { R.getCell(i + 2).value = v; R.getCell(i + 2).numFmt = fmt; }
    });
    return row++;
  };
  const lineRow = (l) => {
    const vals = deptCols.map((d) => (l.b[d] === undefined ? null : l.b[d]));
    const r = row;
    vals.push({ formula: `SUM(B${r}:E${r})`, result: l.total });
    vals.push(l.fy25);
    return put(l.label, vals);
  };
  const sumCol = (c, rows) => ({ formula: rows.map((r) => `${c}${r}`).join('+'), result: 0 });
  const sumRange = (c, a, b) => ({ formula: `SUM(${c}${a}:${c}${b})` });
  // revenue
  put('REVENUE & SUPPORT', [], { bold: true, indent: 0 });
  const revStart = row;
  for (const l of MV.revenue) lineRow(l);
  const revEnd = row - 1;
  const revTotRow = put('Total Revenue & Support', [...deptCols.map((d) => MV.budgetTotals.revenue[d]), MV.budgetTotals.revenue.total, MV.fy25.revenue].map((v, i) => ({ ...sumRange(col(i + 1), revStart, revEnd), result: v })), { bold: true, indent: 0 });
  row++;
  put('EXPENSES', [], { bold: true, indent: 0 });
  const groupRows = [];
  for (const [gi, [name, lines]] of MV.expenseGroups.entries()) {
    put(name, [], { bold: true, indent: 1 });
    const a = row;
    for (const l of lines) lineRow(l);
    const b = row - 1;
    const g = MV.budgetTotals.groups[gi];
    groupRows.push(put(`Total ${name}`, [...deptCols.map((d) => g.dept[d]), g.total, g.fy25].map((v, i) => ({ ...sumRange(col(i + 1), a, b), result: v })), { bold: true, indent: 1 }));
  }
  const expTotRow = put('Total Expenses', [...deptCols.map((d) => MV.budgetTotals.expenses[d]), MV.budgetTotals.expenses.total, MV.fy25.expenses].map((v, i) => ({ ...sumCol(col(i + 1), groupRows), result: v })), { bold: true, indent: 0 });
  row++;
  const dep = MV.budgetTotals.depreciation;
  const depRow = ws.getColumn(1).values.findIndex((v) => v === dep.label);
  const netVals = [...deptCols.map((d) => MV.budgetTotals.revenue[d] - MV.budgetTotals.expenses[d]), MV.budgetTotals.net, MV.fy25.change];
  const depVals = [...deptCols.map((d) => dep.b[d] || 0), dep.total, dep.fy25];
  put('Surplus (Deficit) before depreciation', netVals.map((v, i) => ({ formula: `${col(i + 1)}${revTotRow}-${col(i + 1)}${expTotRow}+${col(i + 1)}${depRow}`, result: v + depVals[i] })), { bold: true, indent: 0 });
  put('Net Surplus (Deficit)', netVals.map((v, i) => ({ formula: `${col(i + 1)}${revTotRow}-${col(i + 1)}${expTotRow}`, result: v })), { bold: true, indent: 0 });
  row++;
  put('MEMO - capital & debt service (cash items, not included above)', [], { bold: true, indent: 0 });
  for (const l of MV.memo) lineRow(l);
  row++;
  ws.getCell(`A${row++}`).value = 'FY25 actual column is taken from the compiled financial statements for the year ended April 30, 2025.';
  ws.getCell(`A${row++}`).value = 'Blank cells: no budget in that department. Restricted gifts are not budgeted.';
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- treasurer's report (PDF)
async function treasurer(file) {
  const { doc, end } = newPdf(file, { title: "Treasurer's Report - January 2026", author: 'Ruth Ellison, Treasurer' });
  doc.font('B').fontSize(12).text(`${ORGS.millbrook.name}, Inc.`, { align: 'center' });
  doc.font('B').fontSize(11).text("Treasurer's Report - January 2026", { align: 'center' });
  doc.font('R').fontSize(9).text('Statement of Revenue & Expenses - Budget vs. Actual (modified cash basis)', { align: 'center' });
  doc.text('Year to date = May 1, 2025 through January 31, 2026 (9 of 12 months; 75.0% of the year elapsed)', { align: 'center' });
  doc.moveDown(0.8);
  const right = [330, 410, 490, 545];
  const pctS = (l) => (l.total ? `${(Math.round(l.pct * 10) / 10).toFixed(1)}%` : '');
  const row = (l) => ({ label: l.tr, indent: 1, vals: [acc(l.jan, 2), acc(l.ytd, 2), l.total ? acc(l.total, 0) : '', pctS(l)] });
  const rows = [
    { label: '', bold: true, vals: ['Jan 2026', 'YTD', 'FY26 Budget', '% of Budget'] },
    { label: 'REVENUE', bold: true },
    ...MV.revenue.map(row),
    { label: 'Total Revenue', bold: true, rule: 'above', vals: [acc(MV.tr.revJan, 2), acc(MV.tr.revYtd, 2), acc(MV.budgetTotals.revenue.total), `${((MV.tr.revYtd / MV.budgetTotals.revenue.total) * 100).toFixed(1)}%`] },
    { gap: 6 },
    { label: 'EXPENSES', bold: true },
    ...MV.expenses.map(row),
    { label: 'Total Expenses', bold: true, rule: 'above', vals: [acc(MV.tr.expJan, 2), acc(MV.tr.expYtd, 2), acc(MV.budgetTotals.expenses.total), `${((MV.tr.expYtd / MV.budgetTotals.expenses.total) * 100).toFixed(1)}%`] },
    { gap: 4 },
    { label: 'Net Operating Surplus (Deficit)', bold: true, rule: 'double', vals: [acc(MV.tr.netJan, 2), acc(MV.tr.netYtd, 2), acc(MV.budgetTotals.net), ''] },
    { gap: 10 },
    { label: 'Other cash activity (not in expenses)', bold: true },
    { label: 'Engine 71 loan - principal', indent: 1, vals: [acc(MV.loanJan.principal, 2), acc(MV.tr.principalYtd, 2), acc(MV.memo[0].total), `${((MV.tr.principalYtd / MV.memo[0].total) * 100).toFixed(1)}%`] },
    { label: 'Transfers to apparatus reserve', indent: 1, vals: [acc(4166.67, 2), acc(MV.tr.reserveYtd, 2), acc(MV.memo[1].total), `${((MV.tr.reserveYtd / MV.memo[1].total) * 100).toFixed(1)}%`] },
  ];
  table(doc, rows, { right, size: 8.5, lineH: 13 });
  doc.moveDown(0.8);
  doc.font('B').fontSize(9).text('Cash position at January 31, 2026', 50);
  doc.moveDown(0.3);
  table(doc, [
    { label: 'Operating checking - Laurel Highlands Community Bank (x4471)', indent: 1, vals: ['', acc(MV.bankClose, 2)] },
    { label: 'Apparatus reserve money market (x9902)', indent: 1, vals: ['', acc(MV.tr.reserveBal, 2)] },
    { label: 'Total cash', bold: true, rule: 'above', vals: ['', acc(r2(MV.bankClose + MV.tr.reserveBal), 2)] },
  ], { right: [330, 410], size: 8.5, lineH: 13 });
  doc.moveDown(0.8);
  doc.font('I').fontSize(7.5);
  doc.text('* Depreciation is recorded at fiscal year-end by the outside accountant.', 50);
  doc.text(`Interest earned on the apparatus reserve ($${us(MV.tr.reserveInterestYtd, 2)} year to date) is retained in the reserve and is not shown in operating revenue.`, 50);
  doc.text('Prepared by Ruth Ellison, Treasurer, for the February 9, 2026 board meeting.', 50);
  // page 2
  doc.addPage();
  doc.font('B').fontSize(11).text('Ambulance Activity & Collections by Month - FY26', { align: 'center' });
  doc.font('R').fontSize(8.5).text('Calls = all EMS dispatches; transports = billable patient transports. Collections are net deposits from the billing company.', { align: 'center' });
  doc.moveDown(0.8);
  table(doc, [
    { label: 'Month', bold: true, vals: ['Calls', 'Transports', 'Billed charges', 'Collections'] },
    ...MV.ambMonths.map((m) => ({ label: m.m, vals: [String(m.calls), String(m.transports), acc(m.billed, 2), acc(m.collected, 2)] })),
    { label: 'FY26 year to date', bold: true, rule: 'above', vals: [String(MV.amb.calls), String(MV.amb.transports), acc(MV.amb.billed, 2), acc(MV.amb.collected, 2)] },
  ], { right: [250, 330, 430, 530], size: 9, lineH: 15 });
  await end();
}

// ---------------------------------------------------------------- bank CSV
function bank(file) {
  const lines = ['Date,Description,Check #,Debit,Credit,Balance', `01/01/2026,BEGINNING BALANCE,,,,${MV.bankOpen.toFixed(2)}`];
  for (const t of MV.bankTx) lines.push([t.d, t.desc, t.chk || '', t.dr ? t.dr.toFixed(2) : '', t.cr ? t.cr.toFixed(2) : '', t.bal.toFixed(2)].join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- gifts & grants tracker
async function tracker(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('FY26 Gifts & Grants');
  ws.columns = [{ width: 12 }, { width: 42 }, { width: 20 }, { width: 12 }, { width: 38 }, { width: 44 }, { width: 26 }, { width: 14 }];
  ws.getCell('A1').value = 'Gifts & Grants Tracker - FY26 (May 2025 - April 2026)';
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Maintained by the Development Committee. Last updated 1/31/26.';
  ws.getCell('A2').font = { italic: true };
  const hdr = ["Date Rec'd / Pledged", 'Donor / Funder', 'Type', 'Amount', 'Restriction / Fund', 'Purpose / Notes', 'Status', 'Thank-you Sent'];
  hdr.forEach((h, i) => { const c = ws.getCell(4, i + 1); c.value = h; c.font = { bold: true }; c.alignment = { wrapText: true }; c.border = { bottom: { style: 'thin' } }; });
  let r = 5;
  for (const g of MV.gifts) {
    const R = ws.getRow(r);
    R.getCell(1).value = utc(g.date); R.getCell(1).numFmt = 'm/d/yyyy';
    R.getCell(2).value = g.donor; R.getCell(3).value = g.type;
    R.getCell(4).value = g.amount; R.getCell(4).numFmt = '$#,##0.00';
    R.getCell(5).value = g.restriction; R.getCell(6).value = g.purpose; R.getCell(7).value = g.status;
    if (g.ack === 'n/a') R.getCell(8).value = 'n/a'; else { R.getCell(8).value = utc(g.ack); R.getCell(8).numFmt = 'm/d/yy'; }
    r++;
  }
  const last = r - 1;
  r++;
  const tot = (label, status) => {
    const v = MV.gifts.filter((g) => g.status === status).reduce((s, g) => s + g.amount, 0);
    ws.getCell(r, 3).value = label; ws.getCell(r, 3).font = { bold: true };
    ws.getCell(r, 4).value = { formula: `SUMIF(G5:G${last},"${status}",D5:D${last})`, result: v };
    ws.getCell(r, 4).numFmt = '$#,##0.00'; ws.getCell(r, 4).font = { bold: true };
    r++;
  };
  tot('Received to date', 'Received');
  tot('Open pledges', 'Pledged');
  tot('Awarded, not yet received', 'Awarded - not yet received');
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- compiled financial statements (PDF)
async function compiled(file) {
  const { doc, end } = newPdf(file, { title: 'Financial Statements April 30, 2025 and 2024', author: MV.cs.meta.firm });
  const name = `${ORGS.millbrook.name.toUpperCase()}, INC.`;
  const c = MV.cs, b = MV.bs.y25, p = MV.bs.y24;
  // cover + report
  doc.font('SB').fontSize(14).text(name, { align: 'center' });
  doc.moveDown(0.3);
  doc.font('SR').fontSize(11).text('FINANCIAL STATEMENTS', { align: 'center' });
  doc.text('April 30, 2025 and 2024', { align: 'center' });
  doc.moveDown(2);
  doc.font('SB').fontSize(12).text("Accountant's Compilation Report", { align: 'left' });
  doc.moveDown(0.6);
  doc.font('SR').fontSize(10.5);
  const para = (t) => { doc.text(t, { align: 'justify' }); doc.moveDown(0.6); };
  para(`To the Board of Directors\n${ORGS.millbrook.name}, Inc.\nMillbrook, Pennsylvania`);
  para(`Management is responsible for the accompanying financial statements of ${ORGS.millbrook.name}, Inc. (a nonprofit organization), which comprise the statements of financial position as of April 30, 2025 and 2024, and the related statement of activities for the year ended April 30, 2025, and the related notes to the financial statements, in accordance with accounting principles generally accepted in the United States of America. We have performed a compilation engagement in accordance with Statements on Standards for Accounting and Review Services promulgated by the Accounting and Review Services Committee of the AICPA. We did not audit or review the financial statements nor were we required to perform any procedures to verify the accuracy or completeness of the information provided by management. Accordingly, we do not express an opinion, a conclusion, nor provide any form of assurance on these financial statements.`);
  para('The statement of activities includes summarized comparative totals for the year ended April 30, 2024, which were compiled by us and are presented for comparison only. We are not independent with respect to the Association because we assisted in maintaining its accounting records.');
  doc.moveDown(1);
  doc.font('SB').text(MV.cs.meta.firm);
  doc.font('SR').text(MV.cs.meta.city);
  doc.text(MV.cs.meta.date);

  // statement of financial position
  doc.addPage();
  const head = (t1, t2) => {
    doc.font('B').fontSize(11).text(name, 50, 50, { align: 'center' });
    doc.font('B').fontSize(10.5).text(t1, { align: 'center' });
    doc.font('R').fontSize(9.5).text(t2, { align: 'center' });
    doc.moveDown(1.2);
  };
  head('STATEMENTS OF FINANCIAL POSITION', 'April 30, 2025 and 2024');
  const R2 = [430, 530];
  table(doc, [
    { label: '', bold: true, vals: ['2025', '2024'] },
    { label: 'ASSETS', bold: true },
    { label: 'Current assets', italic: true },
    { label: 'Cash - operating', indent: 1, vals: [acc(b.cashOp), acc(p.cashOp)] },
    { label: 'Cash - board-designated apparatus reserve', indent: 1, vals: [acc(b.cashReserve), acc(p.cashReserve)] },
    { label: 'Accounts receivable - ambulance billing, net', indent: 1, vals: [acc(b.ar), acc(p.ar)] },
    { label: 'Prepaid insurance', indent: 1, vals: [acc(b.prepaid), acc(p.prepaid)] },
    { label: 'Total current assets', bold: true, rule: 'above', vals: [acc(b.assetsCur), acc(p.assetsCur)] },
    { label: 'Property and equipment, net (Note 3)', vals: [acc(b.ppe), acc(p.ppe)] },
    { label: 'TOTAL ASSETS', bold: true, rule: 'double', vals: [`$ ${acc(b.assets)}`, `$ ${acc(p.assets)}`] },
    { gap: 8 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Current liabilities', italic: true },
    { label: 'Accounts payable', indent: 1, vals: [acc(b.ap), acc(p.ap)] },
    { label: 'Accrued payroll and payroll taxes', indent: 1, vals: [acc(b.accrued), acc(p.accrued)] },
    { label: 'Current portion of note payable (Note 4)', indent: 1, vals: [acc(b.noteCur), acc(p.noteCur)] },
    { label: 'Total current liabilities', bold: true, rule: 'above', vals: [acc(b.liabCur), acc(p.liabCur)] },
    { label: 'Note payable, less current portion (Note 4)', vals: [acc(b.noteLt), acc(p.noteLt)] },
    { label: 'Total liabilities', bold: true, rule: 'above', vals: [acc(b.liab), acc(p.liab)] },
    { gap: 6 },
    { label: 'Net assets', italic: true },
    { label: 'Without donor restrictions - undesignated', indent: 1, vals: [acc(b.undesignated), acc(p.undesignated)] },
    { label: 'Without donor restrictions - board-designated apparatus reserve', indent: 1, vals: [acc(b.designated), acc(p.designated)] },
    { label: 'Total without donor restrictions', indent: 1, rule: 'above', vals: [acc(b.woTotal), acc(p.woTotal)] },
    { label: 'With donor restrictions (Note 5)', indent: 1, vals: [acc(b.restricted), acc(p.restricted)] },
    { label: 'Total net assets', bold: true, rule: 'above', vals: [acc(b.na), acc(p.na)] },
    { label: 'TOTAL LIABILITIES AND NET ASSETS', bold: true, rule: 'double', vals: [`$ ${acc(b.assets)}`, `$ ${acc(p.assets)}`] },
  ], { right: R2, size: 9.5, lineH: 15 });
  doc.moveDown(1.5);
  doc.font('I').fontSize(8.5).text('See accountant\'s compilation report and notes to the financial statements.', 50);

  // statement of activities
  doc.addPage();
  head('STATEMENT OF ACTIVITIES', 'Year Ended April 30, 2025 (with summarized totals for the year ended April 30, 2024)');
  const R4 = [330, 400, 470, 545];
  const y0 = doc.y;
  doc.font('B').fontSize(8);
  const hdrs = [['Without Donor', 'Restrictions'], ['With Donor', 'Restrictions'], ['2025', 'Total'], ['2024', 'Total']];
  hdrs.forEach((h, i) => { doc.text(h[0], R4[i] - 70, y0, { width: 70, align: 'right' }); doc.text(h[1], R4[i] - 70, y0 + 10, { width: 70, align: 'right' }); });
  doc.x = 50; doc.y = y0 + 26;
  const act = [
    { label: 'REVENUE AND SUPPORT', bold: true },
    ...c.revLines.map((l) => ({ label: l.label, indent: 1, vals: [acc(l.wo), acc(l.w), acc(l.total), acc(l.py)] })),
    { label: 'Net assets released from restrictions', indent: 1, vals: [acc(c.released), acc(-c.released), '-', '-'] },
    { label: 'Total revenue and support', bold: true, rule: 'above', vals: [acc(c.revTotal.wo), acc(c.revTotal.w), acc(c.revTotal.total), acc(c.revTotal.py)] },
    { gap: 6 },
    { label: 'EXPENSES', bold: true },
    { label: 'Program services', italic: true, indent: 1 },
    ...c.expLines.slice(0, 2).map((l) => ({ label: l.label, indent: 2, vals: [acc(l.total), '-', acc(l.total), acc(l.py)] })),
    { label: 'Supporting services', italic: true, indent: 1 },
    ...c.expLines.slice(2).map((l) => ({ label: l.label, indent: 2, vals: [acc(l.total), '-', acc(l.total), acc(l.py)] })),
    { label: 'Total expenses', bold: true, rule: 'above', vals: [acc(c.expTotal.total), '-', acc(c.expTotal.total), acc(c.expTotal.py)] },
    { gap: 6 },
    { label: 'CHANGE IN NET ASSETS', bold: true, vals: [acc(c.change.wo), acc(c.change.w), acc(c.change.total), acc(c.change.py)] },
    { label: 'Net assets, beginning of year', vals: [acc(p.woTotal), acc(p.restricted), acc(p.na), acc(p.na - c.change.py)] },
    { label: 'NET ASSETS, END OF YEAR', bold: true, rule: 'double', vals: [`$ ${acc(b.woTotal)}`, `$ ${acc(b.restricted)}`, `$ ${acc(b.na)}`, `$ ${acc(p.na)}`] },
  ];
  table(doc, act, { right: R4, size: 8.5, lineH: 14, width: 260 });
  doc.moveDown(1.5);
  doc.font('I').fontSize(8.5).text('See accountant\'s compilation report and notes to the financial statements.', 50);

  // notes
  doc.addPage();
  doc.font('B').fontSize(11).text(name, { align: 'center' });
  doc.font('B').fontSize(10.5).text('NOTES TO FINANCIAL STATEMENTS', { align: 'center' });
  doc.font('R').fontSize(9.5).text('April 30, 2025 and 2024', { align: 'center' });
  doc.moveDown(1);
  const note = (t, body) => { doc.font('B').fontSize(9.5).text(t, 50); doc.moveDown(0.3); doc.font('R').fontSize(9.5).text(body, 50, undefined, { align: 'justify', width: 495 }); doc.moveDown(0.7); };
  note('NOTE 1 - NATURE OF ORGANIZATION', `${ORGS.millbrook.name}, Inc. (the Association) is a Pennsylvania nonprofit corporation exempt from income tax under Section 501(c)(3) of the Internal Revenue Code. The Association provides fire suppression, rescue and emergency medical (ambulance) services to Millbrook Borough, Ashby Township and Crane Township under annual service agreements. At April 30, 2025 the Association had ${MV.cs.meta.members} active volunteer members and ${MV.cs.meta.paid} part-time paid EMTs and paramedics.`);
  note('NOTE 2 - SUMMARY OF SIGNIFICANT ACCOUNTING POLICIES', 'The financial statements are prepared on the accrual basis of accounting. Ambulance service revenue is reported net of contractual allowances from Medicare, Medicaid and commercial insurers and of an allowance for uncollectible accounts. Property and equipment over $5,000 is capitalized and depreciated on the straight-line method over 5 to 40 years. The fiscal year of the Association ends on April 30.');
  doc.font('B').fontSize(9.5).text('NOTE 3 - PROPERTY AND EQUIPMENT', 50);
  doc.moveDown(0.3);
  doc.font('R').text('Property and equipment at April 30, 2025 consisted of:', 50);
  doc.moveDown(0.3);
  table(doc, [
    { label: 'Land', indent: 1, vals: [acc(MV.ppe.land)] },
    { label: 'Station building and improvements', indent: 1, vals: [acc(MV.ppe.building)] },
    { label: 'Fire apparatus', indent: 1, vals: [acc(MV.ppe.apparatus)] },
    { label: 'Ambulances', indent: 1, vals: [acc(MV.ppe.ambulances)] },
    { label: 'Rescue, medical and communications equipment', indent: 1, vals: [acc(MV.ppe.equipment)] },
    { label: 'Total cost', rule: 'above', indent: 1, vals: [acc(MV.ppe.cost)] },
    { label: 'Less accumulated depreciation', indent: 1, vals: [acc(-MV.ppe.accDep)] },
    { label: 'Property and equipment, net', bold: true, rule: 'double', indent: 1, vals: [`$ ${acc(b.ppe)}`] },
  ], { right: [430], size: 9.5, lineH: 14 });
  doc.moveDown(0.3);
  doc.font('R').text(`Depreciation expense for the year ended April 30, 2025 was $${us(MV.expenses.find((l) => l.key === 'depreciation').fy25)}.`, 50);
  doc.moveDown(0.7);
  note('NOTE 4 - NOTE PAYABLE', `In June 2021 the Association financed the purchase of Engine 71 with a $${us(MV.cs.meta.loanOrig)} note payable to Laurel Highlands Community Bank. The note bears interest at ${MV.cs.meta.loanRate} and is payable in monthly installments of $4,120, including interest, through June 2029, and is secured by the apparatus. The balance of the note at April 30, 2025 was $${us(b.noteTotal)}, of which $${us(b.noteCur)} is due within one year. Interest expense for the year was $${us(MV.expenses.find((l) => l.key === 'loaninterest').fy25)}.`);
  doc.font('B').fontSize(9.5).text('NOTE 5 - NET ASSETS WITH DONOR RESTRICTIONS', 50);
  doc.moveDown(0.3);
  doc.font('R').text('Net assets with donor restrictions were available for the following purposes at April 30:', 50);
  doc.moveDown(0.3);
  const n5 = MV.restrictedNote;
  table(doc, [
    { label: '', bold: true, vals: ['2025', '2024'] },
    { label: 'Tanker replacement fund', indent: 1, vals: [acc(n5.y25.tanker), acc(n5.y24.tanker)] },
    { label: 'Hydraulic rescue tools', indent: 1, vals: [acc(n5.y25.rescue), acc(n5.y24.rescue)] },
    { label: 'Total', bold: true, rule: 'above', indent: 1, vals: [acc(b.restricted), acc(p.restricted)] },
  ], { right: [430, 530], size: 9.5, lineH: 14 });
  doc.moveDown(0.3);
  doc.font('R').text(`During the year ended April 30, 2025, $${us(c.released)} was released from restriction on the purchase of hydraulic rescue tools.`, 50);
  await end();
}

// ---------------------------------------------------------------- grant progress report (DOCX)
async function grantReport(file) {
  const g = MV.grant;
  const P = (text, opts = {}) => new Paragraph({ spacing: { after: 120 }, ...opts, children: [new TextRun({ text, bold: opts.bold, italics: opts.italics, size: opts.size || 22 })] });
  const cell = (t, { bold = false, right = false, shade = false } = {}) => new TableCell({
    width: { size: right ? 1800 : 4200, type: WidthType.DXA },
    shading: shade ? { fill: 'E7E6E6' } : undefined,
    children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 20 })] })],
  });
  const money = (v) => `$${us(v, 2)}`;
  const tbl = new Table({
    width: { size: 7800, type: WidthType.DXA },
    rows: [
      new TableRow({ children: [cell('Budget category', { bold: true, shade: true }), cell('Approved budget', { bold: true, right: true, shade: true }), cell('Spent through 12/31/25', { bold: true, right: true, shade: true })] }),
      ...g.lines.map((l) => new TableRow({ children: [cell(l.label), cell(money(l.budget), { right: true }), cell(money(l.spent), { right: true })] })),
      new TableRow({ children: [cell('Total', { bold: true }), cell(money(g.budgetTotal), { bold: true, right: true }), cell(money(g.spent), { bold: true, right: true })] }),
    ],
  });
  const d = new Document({
    creator: g.director,
    title: `${g.funder} - Grant Progress Report`,
    sections: [{
      children: [
        new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun({ text: 'Grant Progress Report', bold: true, size: 36 })] }),
        P(`Submitted to: ${g.funder}`, { bold: true }),
        P(`Grantee: ${ORGS.millbrook.name}, Inc., 12 Mill Street, Millbrook, PA`),
        P(`Grant number: ${g.number}    Project: ${g.project}`),
        P(`Grant amount: $${us(g.award)}    Grant period: ${g.period}`),
        P(`Reporting period: June 1 - ${g.reportThrough}    Date submitted: ${g.submitted}`),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: '1. Project summary', bold: true, size: 26 })] }),
        P(`The Community Cardiac Response Project set out to improve survival from sudden cardiac arrest in our three-municipality service area by putting a mechanical CPR device on our front-line ambulance, placing public-access AEDs where people gather, and teaching hands-only CPR to residents. We are grateful to the Foundation for its support: the first payment of $${us(g.payments[0].amount)} was received on ${g.payments[0].date} and the second payment of $${us(g.payments[1].amount)} on ${g.payments[1].date}.`),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: '2. Outcomes to date', bold: true, size: 26 })] }),
        P(`The LUCAS 3 device was placed in service on Medic 71 in August 2025. Since then crews have used it on ${g.lucasCalls} cardiac arrest calls; in ${g.rosc} of those the patient regained a pulse before arrival at the hospital, and one patient was discharged home.`),
        P(`Two AEDs were installed, one at the Millbrook Borough Hall and one at the Ashby Township Community Park pavilion, and both are registered with the county 911 center.`),
        P(`We held ${g.classes} community CPR classes, and ${g.trained} residents completed the training, including ${g.students} students at Millbrook Valley High School.`),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: '3. Financial report', bold: true, size: 26 })] }),
        P('Expenditures against the approved project budget through December 31, 2025:'),
        tbl,
        P(''),
        P(`The remaining funds will support two more community CPR classes in February and March, before the grant period ends on March 31, 2026. Receipts for all purchases are on file and available on request.`),
        new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun({ text: '4. Certification', bold: true, size: 26 })] }),
        P('We certify that the information in this report is accurate and that grant funds were used for the purposes approved by the Foundation.'),
        P(`${g.director}, EMS Captain and Project Director`),
        P(`${g.treasurer}, Treasurer`),
      ],
    }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

// ---------------------------------------------------------------- invoice photo
async function invoice(file) {
  const v = MV.invoice;
  const m2 = (x) => us(x, 2);
  const lines = [
    { t: 'KEYSTONE EMERGENCY VEHICLE SERVICE, INC.', size: 30, bold: true },
    { t: '2280 Industrial Park Rd, Mifflinburg, PA 17844   (570) 555-0148', size: 22 },
    { gap: 18 },
    { t: 'SERVICE INVOICE', size: 34, bold: true },
    { gap: 8 },
    { cols: [`Invoice #: ${v.number}`, `Invoice date: ${v.date}`], size: 24 },
    { cols: ['Terms: Net 30', `Due date: ${v.due}`], size: 24 },
    { gap: 10 },
    { t: 'Bill to: Millbrook Valley Fire & Ambulance Assn.', size: 24 },
    { t: '12 Mill Street, Millbrook, PA', size: 24 },
    { t: `Unit: ${v.unit}  (pump service)`, size: 24, bold: true },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Rate', 'Amount'], size: 24, bold: true },
    { rule: true },
    ...v.lines.map((l) => ({ table: true, cols: [l.desc, l.qty.toFixed(2), m2(l.rate), m2(l.amount)], size: 26 })),
    { rule: true },
    { table: true, cols: ['Subtotal', '', '', m2(v.subtotal)], size: 24 },
    { table: true, cols: ['PA sales tax - EXEMPT (cert. on file)', '', '', '0.00'], size: 24 },
    { table: true, cols: ['TOTAL DUE', '', '', `$${m2(v.total)}`], size: 28, bold: true },
    { gap: 26 },
    { t: 'Please reference invoice number with payment.', size: 22 },
    { t: 'Thank you for your business!', size: 22 },
  ];
  await photoDocument(file, lines, { width: 1100, height: 1150, angle: -0.8, seed: 4417, format: 'jpeg', tableX: [60, 700, 860, 1040], noise: 22 });
}
