// Yarrowee Neighbourhood House Inc. (Ballarat): financial report 2024-25 (pdf), Xero profit and loss by month (xlsx),
// Xero budget variance (pdf), CommBank CSV (no header row), AGM minutes (docx), tax invoice photo (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { AU as Y } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { mk, acc0, acc2 } from './pdfx.mjs';
import { P, T, writeDocx, fmt, MONTHS } from './office.mjs';
import { photoDocument } from './photo.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const dayName = (iso) => DAYS[new Date(`${iso}T12:00:00Z`).getUTCDay()];

// ---------------------------------------------------------------- financial report 2024-25
export async function financialReport(file) {
  const { doc, end } = newPdf(file, { title: 'Financial Report for the year ended 30 June 2025', author: 'Yarrowee Neighbourhood House Inc.', margin: 50 });
  const X = mk(doc, { left: 50, width: 495 });
  const hdr = () => X.header(['Yarrowee Neighbourhood House Inc.  ABN 47 612 938 205', 'Financial report for the year ended 30 June 2025']);
  let page = 1;
  const next = () => { X.pageNo(`Page ${page++}`); doc.addPage(); hdr(); };
  doc.font('B').fontSize(20).text('Yarrowee Neighbourhood House Inc.', 50, 170, { width: 495, align: 'center' });
  doc.font('R').fontSize(10).text('ABN 47 612 938 205  |  Incorporated association A0041873W (Victoria)', { width: 495, align: 'center' });
  doc.text('Registered charity with the Australian Charities and Not-for-profits Commission', { width: 495, align: 'center' });
  doc.moveDown(4);
  doc.font('B').fontSize(16).text('Financial Report 2024–25', { width: 495, align: 'center' });
  doc.font('R').fontSize(11).text('for the year ended 30 June 2025', { width: 495, align: 'center' });
  doc.moveDown(14);
  doc.font('R').fontSize(9).text('27 Main Road, Ballarat East VIC 3350  |  (03) 5331 7284  |  admin@yarroweenh.org.au', 50, doc.y, { width: 495, align: 'center' });
  next();
  X.H('Contents', 11);
  for (const [t, p] of [["Committee of management's report", 2], ['Statement of profit or loss and other comprehensive income', 3], ['Statement of financial position', 4], ['Statement of changes in equity', 5], ['Statement of cash flows', 6], ['Notes to the financial statements', '7 – 9'], ["Responsible persons' declaration", 10], ["Independent reviewer's report", 10], ['Annual Information Statement 2025 – financial information', 11]]) {
    const y = doc.y; doc.font('R').fontSize(9).text(t, 60, y, { lineBreak: false }); doc.text(String(p), 480, y, { width: 60, align: 'right', lineBreak: false }); doc.y = y + 14;
  }
  doc.moveDown(1.5);
  X.H("Committee of management's report", 11);
  X.para('The committee of management presents its report on Yarrowee Neighbourhood House Inc. (the Association) for the financial year ended 30 June 2025.');
  X.para(`Committee members. The members of the committee during the year were ${Y.people.president} (President), ${Y.people.vp} (Vice-President), ${Y.people.oldTreasurer} (Treasurer), ${Y.people.secretary} (Secretary), Linh Nguyen, Helen O'Brien and Darren Clarke.`);
  X.para('Principal activities. The Association runs a neighbourhood house in Ballarat East: adult community education (as a registered Learn Local provider), occasional child care, a community pantry and emergency food relief, an op shop, room hire for community groups and a community garden. There was no significant change in the nature of these activities during the year.');
  X.para(`Operating result. The surplus for the year amounted to $${fmt(Y.surplus[0], 0)} (2024: $${fmt(Y.surplus[1], 0)}). The committee transferred $${fmt(Y.transfer, 0)} from retained surplus to the building maintenance reserve.`);
  X.para(`Signed in accordance with a resolution of the committee on ${long(Y.declDate)}.`);
  next();

  // statement of profit or loss and other comprehensive income
  X.H('Statement of profit or loss and other comprehensive income', 12);
  X.para('for the year ended 30 June 2025', 9);
  const bx = [455, 545];
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80, noteX: 370 });
  const two = (a) => [a[0], a[1]];
  X.rows([
    { label: 'Revenue', bold: true },
    { label: 'Grant revenue', indent: 1, note: 2, vals: two(Y.grantTot) },
    { label: 'Revenue from contracts with customers', indent: 1, note: 2, vals: two(Y.contractTot) },
    { label: 'Donations', indent: 1, note: 2, vals: two(Y.donations) },
    { label: 'Total revenue', bold: true, rule: true, vals: two(Y.revenue) },
    { gap: 4 },
    { label: 'Other income', bold: true },
    { label: 'Interest income', indent: 1, vals: two(Y.interest) },
    { label: 'Other income', indent: 1, vals: two(Y.otherInc) },
    { label: 'Total revenue and other income', bold: true, rule: true, vals: two(Y.totalIncome) },
    { gap: 8 },
    { label: 'Expenses', bold: true },
    ...Y.exp.map((e) => ({ label: e[0], indent: 1, note: e[3], vals: [e[1], e[2]] })),
    { label: 'Total expenses', bold: true, rule: true, vals: two(Y.expTot) },
    { gap: 8 },
    { label: 'Surplus before income tax', bold: true, vals: two(Y.surplus) },
    { label: 'Income tax expense', indent: 1, note: '1(b)', vals: [0, 0] },
    { label: 'Surplus for the year', bold: true, rule: true, vals: two(Y.surplus) },
    { gap: 4 },
    { label: 'Other comprehensive income', indent: 1, vals: [0, 0] },
    { label: 'Total comprehensive income for the year', bold: true, rule: true, double: true, vals: two(Y.surplus) },
  ], { xs: bx, noteX: 374, colW: 80, size: 9, lineH: 15, width: 300 });
  doc.moveDown(1);
  X.para('The accompanying notes form part of these financial statements.', 8);
  next();

  // statement of financial position
  X.H('Statement of financial position', 12);
  X.para('as at 30 June 2025', 9);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80, noteX: 370 });
  X.rows([
    { label: 'Current assets', bold: true },
    { label: 'Cash and cash equivalents', indent: 1, note: 4, vals: two(Y.cash) },
    { label: 'Trade and other receivables', indent: 1, note: 5, vals: two(Y.recv) },
    { label: 'Prepayments', indent: 1, vals: two(Y.prep) },
    { label: 'Total current assets', bold: true, rule: true, vals: two(Y.curAssets) },
    { gap: 4 },
    { label: 'Non-current assets', bold: true },
    { label: 'Property, plant and equipment', indent: 1, note: 6, vals: two(Y.ppe) },
    { label: 'Total non-current assets', bold: true, rule: true, vals: two(Y.ppe) },
    { gap: 4 },
    { label: 'Total assets', bold: true, rule: true, vals: two(Y.totAssets) },
    { gap: 8 },
    { label: 'Current liabilities', bold: true },
    { label: 'Trade and other payables', indent: 1, note: 7, vals: two(Y.pay) },
    { label: 'Contract liabilities', indent: 1, note: 8, vals: two(Y.cl) },
    { label: 'Employee provisions', indent: 1, note: 9, vals: two(Y.provCur) },
    { label: 'Total current liabilities', bold: true, rule: true, vals: two(Y.curLiab) },
    { gap: 4 },
    { label: 'Non-current liabilities', bold: true },
    { label: 'Employee provisions ', indent: 1, note: 9, vals: two(Y.provNon) },
    { label: 'Total non-current liabilities', bold: true, rule: true, vals: two(Y.provNon) },
    { gap: 4 },
    { label: 'Total liabilities', bold: true, rule: true, vals: two(Y.liab) },
    { gap: 6 },
    { label: 'Net assets', bold: true, rule: true, double: true, vals: two(Y.equity) },
    { gap: 8 },
    { label: 'Equity', bold: true },
    { label: 'Retained surplus', indent: 1, vals: two(Y.retained) },
    { label: 'Building maintenance reserve', indent: 1, note: 10, vals: two(Y.reserve) },
    { label: 'Total equity', bold: true, rule: true, double: true, vals: two(Y.equity) },
  ], { xs: bx, noteX: 374, colW: 80, size: 9, lineH: 14.5, width: 300 });
  next();

  // changes in equity
  X.H('Statement of changes in equity', 12);
  X.para('for the year ended 30 June 2025', 9);
  const ex = [345, 445, 545];
  X.colHead(ex, ['Retained\nsurplus\n\n$', 'Building\nmaintenance\nreserve\n$', 'Total\nequity\n\n$'], { colW: 85 });
  X.rows([
    { label: 'Balance at 1 July 2023', bold: true, vals: [Y.retained23, Y.reserve23, Y.equity23] },
    { label: 'Surplus for the year', indent: 1, vals: [Y.surplus[1], 0, Y.surplus[1]] },
    { label: 'Other comprehensive income', indent: 1, vals: [0, 0, 0] },
    { label: 'Balance at 30 June 2024', bold: true, rule: true, vals: [Y.retained[1], Y.reserve[1], Y.equity[1]] },
    { gap: 10 },
    { label: 'Balance at 1 July 2024', bold: true, vals: [Y.retained[1], Y.reserve[1], Y.equity[1]] },
    { label: 'Surplus for the year', indent: 1, vals: [Y.surplus[0], 0, Y.surplus[0]] },
    { label: 'Other comprehensive income', indent: 1, vals: [0, 0, 0] },
    { label: 'Transfer to building maintenance reserve', indent: 1, vals: [-Y.transfer, Y.transfer, 0] },
    { label: 'Balance at 30 June 2025', bold: true, rule: true, double: true, vals: [Y.retained[0], Y.reserve[0], Y.equity[0]] },
  ], { xs: ex, colW: 85, size: 9, lineH: 15, width: 210 });
  next();

  // cash flows
  X.H('Statement of cash flows', 12);
  X.para('for the year ended 30 June 2025', 9);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80, noteX: 370 });
  const cf = (k) => [Y.cf[0][k], Y.cf[1][k]];
  X.rows([
    { label: 'Cash flows from operating activities', bold: true },
    { label: 'Grants received', indent: 1, vals: cf('grants') },
    { label: 'Receipts from customers', indent: 1, vals: cf('customers') },
    { label: 'Donations received', indent: 1, vals: cf('donations') },
    { label: 'Interest received', indent: 1, vals: cf('interest') },
    { label: 'Payments to suppliers and employees', indent: 1, vals: cf('payments') },
    { label: 'Net cash provided by operating activities', bold: true, rule: true, vals: cf('op') },
    { gap: 6 },
    { label: 'Cash flows from investing activities', bold: true },
    { label: 'Payments for property, plant and equipment', indent: 1, vals: cf('inv') },
    { label: 'Net cash used in investing activities', bold: true, rule: true, vals: cf('inv') },
    { gap: 6 },
    { label: 'Net increase in cash held', bold: true, vals: cf('net') },
    { label: 'Cash and cash equivalents at the beginning of the year', vals: cf('open') },
    { label: 'Cash and cash equivalents at the end of the year', bold: true, rule: true, double: true, note: 4, vals: cf('close') },
  ], { xs: bx, noteX: 374, colW: 80, size: 9, lineH: 15, width: 310 });
  doc.moveDown(1);
  X.para('Receipts and payments are shown inclusive of GST where applicable; the net GST remitted to the Australian Taxation Office is included in payments to suppliers and employees.', 8);
  next();

  // notes
  X.H('Notes to the financial statements', 12);
  X.para('for the year ended 30 June 2025', 9);
  X.H('1. Summary of material accounting policies', 9.5);
  X.para('(a) Basis of preparation. These general purpose financial statements – Simplified Disclosures have been prepared in accordance with the Australian Accounting Standards – Simplified Disclosures, the Australian Charities and Not-for-profits Commission Act 2012 and the Associations Incorporation Reform Act 2012 (Vic). The Association is a not-for-profit entity. Amounts are in Australian dollars, rounded to the nearest dollar.', 8.5);
  X.para('(b) Income tax. The Association is exempt from income tax under Division 50 of the Income Tax Assessment Act 1997.', 8.5);
  X.para('(c) Revenue. Grants with sufficiently specific performance obligations are recognised under AASB 15 as the obligations are satisfied; amounts received in advance are contract liabilities. Other grants and donations are recognised under AASB 1058 when received. Revenue is stated net of GST.', 8.5);
  X.H('2. Revenue and other income', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    { label: 'Grant revenue', bold: true },
    ...Y.grants.map((g) => ({ label: g[0].replace(' – Neighbourhood House Coordination Program', ' – NHCP').replace(' (Bendigo Bank Community Enterprise Foundation, Ballarat Foundation)', ''), indent: 1, vals: [g[1], g[2]] })),
    { label: 'Total grant revenue', bold: true, rule: true, vals: two(Y.grantTot) },
    { label: 'Revenue from contracts with customers', bold: true },
    ...Y.contracts.map((g) => ({ label: g[0], indent: 1, vals: [g[1], g[2]] })),
    { label: 'Total revenue from contracts with customers', bold: true, rule: true, vals: two(Y.contractTot) },
    { label: 'Donations', bold: true, vals: two(Y.donations) },
    { label: 'Interest income', bold: true, vals: two(Y.interest) },
    { label: 'Other income (insurance recoveries and sundry)', bold: true, vals: two(Y.otherInc) },
    { label: 'Total revenue and other income', bold: true, rule: true, double: true, vals: two(Y.totalIncome) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  doc.moveDown(0.3);
  X.para('Other grants are from the Bendigo Bank Community Enterprise Foundation and the Ballarat Foundation.', 8);
  X.H('3. Employee benefits expense', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    ...Y.emp.map((e) => ({ label: e[0], indent: 1, vals: [e[1], e[2]] })),
    { label: 'Total employee benefits expense', bold: true, rule: true, vals: [Y.exp[0][1], Y.exp[0][2]] },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  next();
  X.H('4. Cash and cash equivalents', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    ...Y.cashAcc.map((e) => ({ label: e[0], indent: 1, vals: [e[1], e[2]] })),
    { label: 'Total cash and cash equivalents', bold: true, rule: true, vals: two(Y.cash) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  doc.moveDown(0.5);
  X.H('5. Trade and other receivables', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    { label: 'Trade receivables (room hire and child care)', indent: 1, vals: [10920, 9155] },
    { label: 'Accrued interest', indent: 1, vals: [Y.recv[0] - 10920, Y.recv[1] - 9155] },
    { label: 'Total trade and other receivables', bold: true, rule: true, vals: two(Y.recv) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  doc.moveDown(0.5);
  X.H('6. Property, plant and equipment', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  const cost = [198650, 177250];
  X.rows([
    { label: 'Furniture, equipment and kitchen fit-out – at cost', indent: 1, vals: cost },
    { label: 'Less accumulated depreciation', indent: 1, vals: [-(cost[0] - Y.ppe[0]), -(cost[1] - Y.ppe[1])] },
    { label: 'Carrying amount', bold: true, rule: true, vals: two(Y.ppe) },
    { gap: 4 },
    { label: 'Movement in carrying amount', italic: true },
    { label: 'Carrying amount at 1 July', indent: 1, vals: [Y.ppe[1], Y.ppe23] },
    { label: 'Additions', indent: 1, vals: two(Y.ppeAdd) },
    { label: 'Depreciation expense', indent: 1, vals: [-Y.dep[0], -Y.dep[1]] },
    { label: 'Carrying amount at 30 June', bold: true, rule: true, vals: two(Y.ppe) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  doc.moveDown(0.5);
  X.H('7. Trade and other payables', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    ...Y.payables.map((e) => ({ label: e[0], indent: 1, vals: [e[1], e[2]] })),
    { label: 'Total trade and other payables', bold: true, rule: true, vals: two(Y.pay) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  doc.moveDown(0.5);
  X.H('8. Contract liabilities', 9.5);
  X.para('Grants received in advance of delivering the agreed services:', 8.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    ...Y.contractLiab.map((e) => ({ label: e[0], indent: 1, vals: [e[1], e[2]] })),
    { label: 'Total contract liabilities', bold: true, rule: true, vals: two(Y.cl) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  next();
  X.H('9. Employee provisions', 9.5);
  X.colHead(bx, ['2025\n$', '2024\n$'], { colW: 80 });
  X.rows([
    { label: 'Current – annual leave and long service leave', indent: 1, vals: two(Y.provCur) },
    { label: 'Non-current – long service leave', indent: 1, vals: two(Y.provNon) },
    { label: 'Total employee provisions', bold: true, rule: true, vals: two(Y.prov) },
  ], { xs: bx, colW: 80, size: 8.5, lineH: 13.5, width: 330 });
  doc.moveDown(0.5);
  X.H('10. Building maintenance reserve', 9.5);
  X.para(`The committee has set aside part of the retained surplus for the future replacement of the roof and heating of the house building, which the Association leases from the City of Ballarat. During the year $${fmt(Y.transfer, 0)} was transferred to the reserve (2024: nil), bringing it to $${fmt(Y.reserve[0], 0)}.`, 8.5);
  X.H('11. Key management personnel', 9.5);
  X.para(`Key management personnel are the members of the committee of management, the House Coordinator and the Operations Manager. Committee members are volunteers and receive no remuneration. The aggregate remuneration of the House Coordinator and the Operations Manager, including superannuation, was $${fmt(Y.kmp[0], 0)} (2024: $${fmt(Y.kmp[1], 0)}).`, 8.5);
  X.H('12. Economic dependence', 9.5);
  X.para('The Association depends on the Department of Families, Fairness and Housing for Neighbourhood House Coordination Program funding and on the ACFE Board for Learn Local funding. At the date of this report the committee has no reason to believe that this support will not continue.', 8.5);
  X.H('13. Events after the reporting period', 9.5);
  X.para(`On 14 August 2025 the Association was notified that it had been awarded a grant of $${fmt(Y.postGrant, 0)} under the Victorian Government's Neighbourhood House Kitchen Upgrade program, to be spent in 2025–26. No other matter or circumstance has arisen since 30 June 2025 that has significantly affected, or may significantly affect, the Association's operations, results or state of affairs.`, 8.5);
  next();
  X.H("Responsible persons' declaration", 11);
  X.para('The responsible persons declare that in their opinion:');
  X.para('(a) there are reasonable grounds to believe that the Association is able to pay all of its debts, as and when they become due and payable; and\n(b) the financial statements and notes satisfy the requirements of the Australian Charities and Not-for-profits Commission Act 2012.');
  X.para('Signed in accordance with subsection 60.15(2) of the Australian Charities and Not-for-profits Commission Regulations 2022.');
  X.para(`${Y.people.president}, President                                  ${Y.people.oldTreasurer}, Treasurer\n\nBallarat, ${long(Y.declDate)}`);
  doc.moveDown(1);
  X.H("Independent reviewer's report to the members of Yarrowee Neighbourhood House Inc.", 10.5);
  X.para('We have reviewed the accompanying financial report of Yarrowee Neighbourhood House Inc., which comprises the statement of financial position as at 30 June 2025, the statement of profit or loss and other comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, notes comprising material accounting policy information and other explanatory information, and the responsible persons\' declaration.', 8.5);
  X.para('Conclusion. Based on our review, which is not an audit, we have not become aware of any matter that makes us believe that the financial report of the Association does not satisfy the requirements of Division 60 of the Australian Charities and Not-for-profits Commission Act 2012, including giving a true and fair view of the Association\'s financial position as at 30 June 2025 and of its performance for the year ended on that date, and complying with Australian Accounting Standards – Simplified Disclosures.', 8.5);
  X.para(`${Y.reviewer.firm}\n${Y.reviewer.name}, Registered Company Auditor\n1/402 Sturt Street, Ballarat VIC 3350\n${long(Y.reviewer.date)}`, 8.5);
  next();
  X.H('Annual Information Statement 2025 – financial information', 11);
  X.para('As reported to the ACNC for the reporting period 1 July 2024 to 30 June 2025 (AIS categories differ from the line items of the statements above).', 8.5);
  const ax = [545];
  const gov = Y.grantTot[0] - Y.grants[3][1];
  const otherRev = Y.otherInc[0] + Y.grants[3][1];
  const aisRows = [
    ['Revenue from government (including grants)', gov],
    ['Donations and bequests', Y.donations[0]],
    ['Revenue from goods and services', Y.contractTot[0]],
    ['Revenue from investments', Y.interest[0]],
    ['All other revenue', otherRev],
    ['Total revenue', Y.totalIncome[0], true],
    ['Other income (for example, gains)', 0],
    ['Total gross income', Y.totalIncome[0], true],
    ['Employee expenses', Y.exp[0][1]],
    ['Interest expenses', 0],
    ['Grants and donations made for use in Australia', 0],
    ['Grants and donations made for use outside Australia', 0],
    ['All other expenses', Y.expTot[0] - Y.exp[0][1]],
    ['Total expenses', Y.expTot[0], true],
    ['Net surplus/(deficit)', Y.surplus[0], true],
    ['Total current assets', Y.curAssets[0]],
    ['Total non-current assets', Y.ppe[0]],
    ['Total assets', Y.totAssets[0], true],
    ['Total current liabilities', Y.curLiab[0]],
    ['Total non-current liabilities', Y.provNon[0]],
    ['Total liabilities', Y.liab[0], true],
    ['Net assets/liabilities', Y.equity[0], true],
  ];
  X.colHead(ax, ['2025\n$'], { colW: 80, labelHead: 'AIS item' });
  X.rows(aisRows.map(([l, v, b]) => ({ label: l, bold: !!b, vals: [v] })), { xs: ax, colW: 80, size: 8.5, lineH: 13.5, width: 400 });
  doc.moveDown(0.6);
  X.para(`Staff at 30 June 2025: full-time employees ${Y.ais.ft}; part-time employees ${Y.ais.pt}; casual employees ${Y.ais.cas}. Volunteers during the reporting period: ${Y.ais.vols}.`, 8.5);
  X.pageNo(`Page ${page}`);
  await end();
}

// ---------------------------------------------------------------- Xero profit and loss by month (newest month first)
export async function xeroPL(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Xero';
  const ws = wb.addWorksheet('Profit and Loss');
  const months = [...Y.months].reverse();
  const idx = months.map((m) => Y.months.indexOf(m));
  const ncol = 2 + months.length;
  ws.getColumn(1).width = 34;
  for (let c = 2; c <= ncol; c++) ws.getColumn(c).width = 12;
  ws.getCell(1, 1).value = 'Profit and Loss'; ws.getCell(1, 1).font = { bold: true, size: 14 };
  ws.getCell(2, 1).value = 'Yarrowee Neighbourhood House Inc.'; ws.getCell(2, 1).font = { size: 11 };
  ws.getCell(3, 1).value = 'For the 10 months ended 30 April 2026'; ws.getCell(3, 1).font = { size: 10 };
  let r = 5;
  const head = ['Account', ...months, 'Total'];
  head.forEach((h, i) => { const c = ws.getCell(r, i + 1); c.value = h; c.font = { bold: true }; c.alignment = { horizontal: i ? 'right' : 'left' }; c.border = { bottom: { style: 'thin' } }; });
  r++;
  const NUM = '#,##0.00;(#,##0.00)';
  const line = (label, vals, tot, { bold, top } = {}) => {
    const a = ws.getCell(r, 1); a.value = label; if (bold) a.font = { bold: true };
    if (vals) {
      [...idx.map((i) => vals[i]), tot].forEach((v, j) => { const c = ws.getCell(r, 2 + j); c.value = Math.round(v * 100) / 100; c.numFmt = NUM; if (bold) c.font = { bold: true }; if (top) c.border = { top: { style: 'thin' } }; });
    }
    r++;
  };
  const blank = () => { r++; };
  line('Trading Income', null, null, { bold: true });
  for (const a of Y.xero.trading) line(a.name, a.a, a.tot);
  line('Total Trading Income', Y.xm.trading, Y.xt.trading, { bold: true, top: true });
  blank();
  line('Gross Profit', Y.xm.trading, Y.xt.trading, { bold: true });
  blank();
  line('Other Income', null, null, { bold: true });
  for (const a of Y.xero.other) line(a.name, a.a, a.tot);
  line('Total Other Income', Y.xm.other, Y.xt.other, { bold: true, top: true });
  blank();
  line('Operating Expenses', null, null, { bold: true });
  for (const a of Y.xero.expenses) line(a.name, a.a, a.tot);
  line('Total Operating Expenses', Y.xm.expenses, Y.xt.expenses, { bold: true, top: true });
  blank();
  line('Net Profit', Y.xm.net, Y.xt.net, { bold: true, top: true });
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 5 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Xero budget variance (pdf, two pages)
export async function budgetVariance(file) {
  const { doc, end } = newPdf(file, { title: 'Budget Variance', author: 'Xero', margin: 50 });
  const X = mk(doc, { left: 50, width: 495, num: acc2 });
  const pct = (a) => (a.varPct === null ? '' : `${a.varPct.toFixed(1)}%`);
  const top = (cont) => {
    doc.font('B').fontSize(15).text(`Budget Variance${cont ? ' (continued)' : ''}`, 50, 50);
    doc.font('R').fontSize(10).text('Yarrowee Neighbourhood House Inc.', 50, doc.y + 2);
    doc.text('For the 10 months ended 30 April 2026', 50, doc.y + 1);
    doc.font('R').fontSize(8.5).text('Budget: Overall Budget FY2025-26 (adopted by the committee 17 June 2025)', 50, doc.y + 1);
    doc.moveDown(1.2);
  };
  const xs = [330, 405, 480, 545];
  const cols = () => X.colHead(xs, ['Actual', 'Budget', 'Var AUD', 'Var %'], { colW: 70, labelHead: 'Account', size: 9 });
  const acctRows = (list) => list.map((a) => ({ label: a.name, indent: 1, vals: [a.tot, a.ytdB, a.var, pct(a)] }));
  const totRow = (label, act, bud) => ({ label, bold: true, rule: true, vals: [act, bud, Math.round((act - bud) * 100) / 100, bud ? `${((100 * (act - bud)) / bud).toFixed(1)}%` : ''] });
  top(false);
  cols();
  X.rows([
    { label: 'Trading Income', bold: true },
    ...acctRows(Y.xero.trading),
    totRow('Total Trading Income', Y.xt.trading, Y.xb.trading),
    { gap: 6 },
    totRow('Gross Profit', Y.xt.trading, Y.xb.trading),
    { gap: 6 },
    { label: 'Other Income', bold: true },
    ...acctRows(Y.xero.other),
    totRow('Total Other Income', Y.xt.other, Y.xb.other),
  ], { xs, colW: 70, size: 9, lineH: 16, width: 230 });
  X.pageNo('Page 1 of 2');
  doc.addPage();
  top(true);
  cols();
  X.rows([
    { label: 'Operating Expenses', bold: true },
    ...acctRows(Y.xero.expenses),
    totRow('Total Operating Expenses', Y.xt.expenses, Y.xb.expenses),
    { gap: 8 },
    totRow('Net Profit', Y.xt.net, Y.xb.net),
  ], { xs, colW: 70, size: 9, lineH: 16, width: 230 });
  doc.moveDown(1);
  doc.font('I').fontSize(8).text('Var AUD is actual less budget; Var % is the variance as a percentage of budget.', 50, doc.y);
  X.pageNo('Page 2 of 2');
  await end();
}

// ---------------------------------------------------------------- CommBank CSV (no header row, newest first)
export function commbankCsv(file) {
  const sgn = (v) => (v < 0 ? `-${(-v).toFixed(2)}` : `+${v.toFixed(2)}`);
  const lines = [...Y.bank.rows].reverse().map((r) => `${dmy(r.d)},"${sgn(r.a)}","${r.desc}","${sgn(r.bal)}"`);
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- AGM minutes (docx)
export async function agmDocx(file) {
  const A = Y.agm;
  const b = Y.agmBud;
  const money = (v) => (v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
  const children = [
    P('Yarrowee Neighbourhood House Inc.', { bold: true, size: 14, align: 'center' }),
    P('ABN 47 612 938 205  |  Reg. No. A0041873W', { align: 'center', size: 9 }),
    P(`Minutes of the Annual General Meeting held on ${dayName(A.date)} ${long(A.date)} at 6:30 pm in the Community Room, 27 Main Road, Ballarat East`, { bold: true, align: 'center' }),
    P('1. Welcome and Acknowledgement of Country', { bold: true, before: 200 }),
    P(`The President, ${Y.people.president}, opened the meeting at 6:34 pm, welcomed members and guests and acknowledged the Wadawurrung people, the Traditional Owners of the land on which the house stands.`),
    P('2. Attendance and apologies', { bold: true }),
    P(`Present: ${A.members} members, as recorded in the attendance register, and four guests. Apologies: ${A.apologies} members. The Secretary confirmed that a quorum (${A.quorum} members) was present.`),
    P('3. Minutes of the previous AGM', { bold: true }),
    P('The minutes of the Annual General Meeting held on 23 October 2024 were taken as read and confirmed. Moved Darren Clarke, seconded Joy Mensah. Carried.'),
    P("4. President's report", { bold: true }),
    P(`The President thanked the staff team and the volunteers, who gave ${fmt(A.volunteerHours, 0)} hours during 2024–25. Highlights were the community pantry (open three days a week), the new digital literacy courses under Learn Local and the garden beds built with the City of Ballarat grant. She announced that the Victorian Government had awarded the house $${fmt(Y.postGrant, 0)} to upgrade the kitchen in 2025–26.`),
    P("5. Treasurer's report and financial report for 2024–25", { bold: true }),
    P(`The Treasurer, ${Y.people.oldTreasurer}, presented the reviewed financial report for the year ended 30 June 2025. In summary:`),
    T([['', '2024–25 ($)', '2023–24 ($)'],
      ['Total revenue and other income', fmt(Y.totalIncome[0], 0), fmt(Y.totalIncome[1], 0)],
      ['Total expenses', fmt(Y.expTot[0], 0), fmt(Y.expTot[1], 0)],
      ['Surplus for the year', fmt(Y.surplus[0], 0), fmt(Y.surplus[1], 0)],
      ['Cash and cash equivalents at 30 June', fmt(Y.cash[0], 0), fmt(Y.cash[1], 0)],
      ['Total equity at 30 June', fmt(Y.equity[0], 0), fmt(Y.equity[1], 0)]], { widths: [4200, 1900, 1900], numCols: [1, 2], boldRows: [3] }),
    P(''),
    P(`Motion: that the financial report for the year ended 30 June 2025, including the independent reviewer's report, be received and adopted. Moved ${A.adoptMover}, seconded ${A.adoptSeconder}. Carried.`),
    P('6. Appointment of reviewer for 2025–26', { bold: true }),
    P(`Motion: that ${Y.reviewer.firm} (${Y.reviewer.name}) be appointed to review the financial report for 2025–26 at a fee of $${fmt(A.reviewerFee, 0)} including GST. Moved ${A.reviewerMover}, seconded ${A.reviewerSeconder}. Carried.`),
    P('7. Budget 2025–26', { bold: true }),
    P('The Treasurer presented, for members\' information, the 2025–26 budget adopted by the committee on 17 June 2025:'),
    T([['Budget 2025–26', '$'],
      ...Y.agmGroups.income.map(([k, l]) => [l, fmt(b[k], 0)]),
      ['Total income', fmt(b.incTot, 0)],
      ...Y.agmGroups.expenses.map(([k, l]) => [l, fmt(b[k], 0)]),
      ['Total expenditure', fmt(b.expTot, 0)],
      ['Budgeted surplus/(deficit)', money(b.result)]], { widths: [5600, 2000], numCols: [1], boldRows: [Y.agmGroups.income.length + 1, Y.agmGroups.income.length + Y.agmGroups.expenses.length + 2, Y.agmGroups.income.length + Y.agmGroups.expenses.length + 3] }),
    P(''),
    P(`The budgeted deficit of $${fmt(-b.result, 0)} reflects the end of a one-off grant and will be met from retained surplus; the building maintenance reserve is not to be drawn on.`),
    P('8. Election of the committee of management', { bold: true }),
    P(`${Y.people.oldTreasurer} did not stand for re-election after six years as Treasurer; the meeting thanked him with acclamation. The returning officer, Bernadette Walsh, declared the following elected unopposed:`),
    T([['Position', 'Name'], ...A.committee], { widths: [3000, 4600] }),
    P(''),
    P('9. General business', { bold: true }),
    P('Members asked about extending the pantry\'s opening hours; the incoming committee will consider this. A member suggested a Saturday repair café; to be referred to the program working group.'),
    P('10. Next meetings and close', { bold: true }),
    P(`The first meeting of the new committee will be held on ${dayName(A.nextCommittee)} ${long(A.nextCommittee)} at 6:00 pm. The President closed the meeting at 7:48 pm and invited members to supper.`),
    P(''),
    P(`Confirmed: ........................................  (President)        Date: ................`),
    P(`Minutes taken by ${Y.people.secretary}, Secretary.`, { italic: true, size: 9 }),
  ];
  await writeDocx(file, children, { title: 'AGM Minutes 22 October 2025', creator: Y.people.secretary });
}

// ---------------------------------------------------------------- tax invoice photo (GST included)
export async function invoicePhoto(file) {
  const V = Y.inv;
  const lines = [
    { t: V.supplier, size: 34, bold: true },
    { t: `ABN ${V.abn}`, size: 22 },
    { t: 'Unit 4, 17 Learmonth Road, Wendouree VIC 3355', size: 22 },
    { t: 'Ph (03) 5339 4120', size: 22 },
    { gap: 10 },
    { t: 'TAX INVOICE', size: 32, bold: true },
    { gap: 4 },
    { cols: [`Invoice No: ${V.no}`, `Date: ${dmy(V.date)}`], size: 23 },
    { t: 'Customer: Yarrowee Neighbourhood House Inc.', size: 23 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit price', 'Amount'], size: 23, bold: true },
    ...V.items.map(([d, q, p]) => ({ table: true, cols: [d, String(q), `$${fmt(p, 2)}`, `$${fmt(q * p, 2)}`], size: 23 })),
    { rule: true },
    { cols: ['TOTAL (GST inclusive)', `$${fmt(V.total, 2)}`], size: 28, bold: true },
    { cols: ['GST included in total', `$${fmt(V.gst, 2)}`], size: 23 },
    { gap: 14 },
    { t: `Paid in full: EFTPOS Mastercard xx${V.card}  ${dmy(V.date)} 10:42`, size: 22 },
    { t: 'Prices include GST. Thank you for your business!', size: 21 },
  ];
  await photoDocument(file, lines, { width: 900, height: 790, angle: 1.3, seed: 733, format: 'jpeg', margin: 50, noise: 20, tableX: [50, 560, 710, 850] });
}
