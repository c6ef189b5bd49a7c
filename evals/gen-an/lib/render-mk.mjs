// Mekong Learning & Water Association (Phnom Penh; calendar year; US$ books, riel payroll and receipts): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F, fmt, ukLong, ukNum, MONTHS } from './office.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { MK, sum, r2 } from '../data.mjs';

const d0 = (v, cur) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${cur ? 'US$ ' : ''}${fmt(-v, 0)})` : `${cur ? 'US$ ' : ''}${fmt(v, 0)}`);

// ------------------------------------------------------------------ 1. audited financial statements (5 pages)
export async function statements(file) {
  const { A, NA, BS, G, GT, FXR } = MK;
  const { doc, end } = newPdf(file, { title: 'Audited Financial Statements 2025', author: MK.auditor, margin: 56 });
  const head = (t, sub) => { doc.font('B').fontSize(12).text('MEKONG LEARNING & WATER ASSOCIATION', { align: 'center' }); doc.font('B').fontSize(11).text(t, { align: 'center' }); doc.font('R').fontSize(9.5).text(sub, { align: 'center' }); doc.moveDown(1.2); };
  doc.font('B').fontSize(13).text('REPORT OF THE INDEPENDENT AUDITORS', { align: 'center' }); doc.moveDown();
  doc.font('R').fontSize(10);
  for (const p of [
    'To the Board of Directors of Mekong Learning & Water Association',
    'We have audited the financial statements of Mekong Learning & Water Association ("the Association"), a local non-governmental organisation registered with the Ministry of Interior of the Kingdom of Cambodia, which comprise the statement of financial position as at 31 December 2025, the statement of activities for the year then ended, and notes to the financial statements, including the schedule of restricted grants by donor.',
    'In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Association as at 31 December 2025, and its financial performance for the year then ended in accordance with Cambodian Financial Reporting Standards for Non-Profit Organisations as applied in the notes.',
    'The financial statements are presented in United States dollars (US$), the Association\'s functional currency. Transactions in Khmer riel (KHR) and euro (EUR) are translated as described in Note 4.',
  ]) { doc.text(p, { align: 'justify' }); doc.moveDown(0.7); }
  doc.moveDown(); doc.font('B').text(MK.auditor); doc.font('R').text('Phnom Penh, Kingdom of Cambodia'); doc.text(ukLong(MK.auditDate));

  doc.addPage();
  head('STATEMENT OF FINANCIAL POSITION', 'As at 31 December 2025 (with comparative figures at 31 December 2024)');
  const R2 = [440, 530];
  doc.font('B').fontSize(9); const y0 = doc.y; doc.text('Note', 340, y0, { lineBreak: false }); doc.text('31/12/2025', R2[0] - 70, y0, { width: 70, align: 'right', lineBreak: false }); doc.text('31/12/2024', R2[1] - 70, y0, { width: 70, align: 'right' });
  doc.text('US$', R2[0] - 70, doc.y, { width: 70, align: 'right', lineBreak: false }); doc.text('US$', R2[1] - 70, doc.y, { width: 70, align: 'right' }); doc.moveDown(0.4);
  const b5 = BS[2025], b4 = BS[2024];
  const v = (k) => [d0(b5[k]), d0(b4[k])];
  table(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Cash at bank and on hand          3', vals: v('cashTotal') },
    { label: 'Grants and other receivables', vals: v('recv') },
    { label: 'Staff and field advances', vals: v('advances') },
    { label: 'Prepayments and deposits', vals: v('prepaid') },
    { label: 'Property and equipment, net', vals: v('ppe') },
    { label: 'TOTAL ASSETS', bold: true, rule: 'above', vals: v('assets') },
    { gap: 8 },
    { label: 'LIABILITIES', bold: true },
    { label: 'Accounts payable', vals: v('payables') },
    { label: 'Accrued expenses and payroll liabilities', vals: v('accrued') },
    { label: 'Deferred income', vals: v('deferred') },
    { label: 'TOTAL LIABILITIES', bold: true, rule: 'above', vals: v('liab') },
    { gap: 8 },
    { label: 'NET ASSETS', bold: true },
    { label: 'Unrestricted funds', vals: [d0(NA[2025].u), d0(NA[2024].u)] },
    { label: 'Restricted funds                     5', vals: [d0(NA[2025].r), d0(NA[2024].r)] },
    { label: 'TOTAL NET ASSETS', bold: true, rule: 'above', vals: [d0(NA[2025].t), d0(NA[2024].t)] },
    { gap: 4 },
    { label: 'TOTAL LIABILITIES AND NET ASSETS', bold: true, rule: 'double', vals: [d0(b5.liab + NA[2025].t), d0(b4.liab + NA[2024].t)] },
  ], { labelX: 56, right: R2, size: 9.5, lineH: 15, width: 300 });

  doc.addPage();
  head('STATEMENT OF ACTIVITIES', 'For the year ended 31 December 2025');
  const RX = [330, 410, 490, 560];
  const y1 = doc.y; doc.font('B').fontSize(8.5);
  [['Unrestricted', ''], ['Restricted', ''], ['Total', '2025'], ['Total', '2024']].forEach((t, i) => t.forEach((s, j) => s && doc.text(s, RX[i] - 70, y1 + j * 10, { width: 70, align: 'right', lineBreak: false })));
  doc.text('US$', RX[0] - 70, y1 + 20, { width: RX[3] - RX[0] + 70, align: 'center', lineBreak: false });
  doc.x = 56; doc.y = y1 + 34;
  const a5 = A[2025], a4 = A[2024];
  const rv = (k) => [d0(a5[k][0]), d0(a5[k][1]), d0(a5[k][0] + a5[k][1]), d0(a4[k][0] + a4[k][1])];
  const ex = (k) => [d0(a5.exp[k]), '-', d0(a5.exp[k]), d0(a4.exp[k])];
  table(doc, [
    { label: 'INCOME', bold: true },
    { label: 'Grants from donors (Note 5)', vals: rv('grants') },
    { label: 'Donations', vals: rv('donations') },
    { label: 'Training fees and other income', vals: rv('fees') },
    { label: 'Bank interest', vals: rv('interest') },
    { label: 'Foreign exchange gain/(loss) (Note 4)', vals: rv('fx') },
    { label: 'Net assets released from restriction', vals: rv('released') },
    { label: 'Total income', bold: true, rule: 'above', vals: [d0(a5.incU), d0(a5.incR), d0(a5.incU + a5.incR), d0(a4.incU + a4.incR)] },
    { gap: 6 },
    { label: 'EXPENDITURE', bold: true },
    { label: 'Literacy programme', vals: ex('lit') },
    { label: 'Clean water programme', vals: ex('water') },
    { label: 'Management and administration', vals: ex('mgmt') },
    { label: 'Fundraising', vals: ex('fund') },
    { label: 'Total expenditure', bold: true, rule: 'above', vals: [d0(a5.expT), '-', d0(a5.expT), d0(a4.expT)] },
    { gap: 6 },
    { label: 'Net (deficit)/surplus for the year', bold: true, vals: [d0(a5.chgU), d0(a5.chgR), d0(a5.chgU + a5.chgR), d0(a4.chgU + a4.chgR)] },
    { label: 'Net assets at 1 January', vals: [d0(NA[2024].u), d0(NA[2024].r), d0(NA[2024].t), d0(NA[2023].t)] },
    { label: 'Net assets at 31 December', bold: true, rule: 'double', vals: [d0(NA[2025].u), d0(NA[2025].r), d0(NA[2025].t), d0(NA[2024].t)] },
  ], { labelX: 56, right: RX, size: 8.5, lineH: 14, width: 200 });

  doc.addPage();
  doc.font('B').fontSize(11).text('NOTES TO THE FINANCIAL STATEMENTS', { align: 'center' }); doc.font('R').fontSize(9).text('For the year ended 31 December 2025', { align: 'center' }); doc.moveDown();
  const note = (t, body) => { doc.font('B').fontSize(10).text(t); doc.moveDown(0.3); doc.font('R').fontSize(9.5).text(body, { align: 'justify' }); doc.moveDown(0.6); };
  note('1. The Association', 'Mekong Learning & Water Association ("MLWA") was registered with the Ministry of Interior on 14/08/2011 (registration no. 1187 MOI). It runs community literacy classes and reading corners in Kampong Chhnang and Kandal provinces and builds and repairs wells and household water filters. Its office is at No. 41, Street 388, Sangkat Tuol Svay Prey I, Khan Boeng Keng Kang, Phnom Penh.');
  note('2. Basis of preparation', 'The financial statements are prepared on the accrual basis. Restricted grants are recognised as income when received or receivable and released to unrestricted funds as the related expenditure is incurred.');
  doc.font('B').fontSize(10).text('3. Cash at bank and on hand'); doc.moveDown(0.3);
  table(doc, [
    { label: '', vals: ['31/12/2025', '31/12/2024'], bold: true },
    { label: 'ABA Bank - current account (USD)', vals: [fmt(b5.aba), fmt(b4.aba)] },
    { label: 'ABA Bank - current account (KHR), translated', vals: [fmt(b5.khr), fmt(b4.khr)] },
    { label: 'Petty cash (USD and KHR)', vals: [fmt(b5.petty), fmt(b4.petty)] },
    { label: 'Total', bold: true, rule: 'above', vals: [fmt(b5.cashTotal), fmt(b4.cashTotal)] },
  ], { labelX: 56, right: [440, 530], size: 9, lineH: 14, width: 300 });
  doc.moveDown(0.6);
  note('4. Foreign currency translation', `The Association's functional and presentation currency is the US dollar. Most local payments, and salary tax, are made in Khmer riel. Transactions in riel are recorded at the rate of the day; monetary balances in riel at the year-end are translated at the closing rate of the National Bank of Cambodia, KHR ${fmt(FXR[2025], 0)} per US$ 1 at 31 December 2025 (31 December 2024: KHR ${fmt(FXR[2024], 0)}). Grant instalments from the EU-funded consortium are budgeted and reported in euro and received in US dollars; the difference between the rate used in the grant report and the rate at which funds are received is taken to foreign exchange gain/(loss), which for 2025 was a loss of US$ ${fmt(-A[2025].fx[0], 0)} (2024: a gain of US$ ${fmt(A[2024].fx[0], 0)}).`);
  doc.addPage();
  doc.font('B').fontSize(10).text('5. Schedule of restricted grants by donor (US$)'); doc.moveDown(0.5);
  const GX = [330, 400, 470, 540];
  const gh = (yr) => { const yy = doc.y; doc.font('B').fontSize(8.5); doc.text(`Year ${yr}`, 56, yy, { lineBreak: false }); ['Balance 1 Jan', 'Received', 'Expended', 'Balance 31 Dec'].forEach((t, i) => doc.text(t, GX[i] - 70, yy, { width: 70, align: 'right', lineBreak: false })); doc.x = 56; doc.y = yy + 16; };
  gh(2025);
  table(doc, [...G.map((g) => ({ label: g.name, vals: [d0(g.o25), d0(g.r25), d0(g.e25), d0(g.c25)] })), { label: 'Total 2025', bold: true, rule: 'above', vals: [d0(GT.o25), d0(GT.r25), d0(GT.e25), d0(GT.c25)] }], { labelX: 56, right: GX, size: 8.5, lineH: 14, width: 260 });
  doc.moveDown(1);
  gh(2024);
  table(doc, [...G.map((g) => ({ label: g.name, vals: [d0(g.o24), d0(g.r24), d0(g.e24), d0(g.c24)] })), { label: 'Total 2024', bold: true, rule: 'above', vals: [d0(GT.o24), d0(GT.r24), d0(GT.e24), d0(GT.c24)] }], { labelX: 56, right: GX, size: 8.5, lineH: 14, width: 260 });
  doc.moveDown(0.8);
  doc.font('R').fontSize(9).text('Amounts expended are the restricted net assets released in the statement of activities. The EU grant is received through the consortium lead, Aide et Action; expenditure is reported to the consortium in euro (see the interim financial report). The Rotary District 3350 grant closed on 30/04/2025.', 56, doc.y, { width: 480, align: 'justify' });
  doc.moveDown();
  note('6. Commitments', 'At 31 December 2025 the Association had signed contracts for well drilling in Kampong Chhnang of US$ 18,400 not yet performed.');
  await end();
}

// ------------------------------------------------------------------ 2. EU consortium interim financial report (xlsx)
export async function euXlsx(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'MLWA Finance';
  const ws = wb.addWorksheet('Financial report');
  const NUMF = '#,##0.00;(#,##0.00);"-"';
  ws.columns = [{ width: 7 }, { width: 46 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 11 }];
  [['Annex VI - Interim Financial Report (EUR)', true], ['Action: "Reading and Clean Water for Tonle Sap Communities" - CSO-LA/2024/451-227', false], ['Co-applicant: Mekong Learning & Water Association (MLWA)    Lead applicant: Aide et Action', false], ['Reporting period: 01/01/2025 - 31/12/2025    Action duration: 01/01/2025 - 31/12/2026', false]]
    .forEach(([t, b], i) => { ws.mergeCells(i + 1, 1, i + 1, 7); ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = { bold: b, size: b ? 13 : 10 }; });
  ws.mergeCells('A6:A7'); ws.getCell('A6').value = 'No.';
  ws.mergeCells('B6:B7'); ws.getCell('B6').value = 'Budget line';
  ws.mergeCells('C6:C7'); ws.getCell('C6').value = 'Budget for the Action (EUR)';
  ws.mergeCells('D6:F6'); ws.getCell('D6').value = 'Expenditure incurred (EUR)';
  ws.getCell('D7').value = 'Period 1 (Jan-Jun 2025)'; ws.getCell('E7').value = 'Period 2 (Jul-Dec 2025)'; ws.getCell('F7').value = 'Cumulative';
  ws.mergeCells('G6:G7'); ws.getCell('G6').value = '% spent';
  for (let r = 6; r <= 7; r++) for (let c = 1; c <= 7; c++) styleHeader(ws.getCell(r, c));
  ws.getRow(7).height = 30;
  let r = 8; const subRows = [];
  const put = (vals, bold) => { vals.forEach((x, i) => { const c = ws.getCell(r, i + 1); c.value = x; if (i >= 2 && i <= 5) c.numFmt = NUMF; if (i === 6) c.numFmt = '0.0%'; if (bold) c.font = { bold: true }; }); r++; };
  for (const h of MK.headT) {
    put([h.h, h.hname], true);
    const r0 = r;
    for (const l of MK.lines.filter((x) => x.head === h.h)) put([l.code, l.name, l.budget, F(`SUMPRODUCT('Expenditure USD'!${'C'}${MK.lines.indexOf(l) + 5}:H${MK.lines.indexOf(l) + 5}/'Exchange rates'!B$5:B$10)`, l.p1), F(`SUMPRODUCT('Expenditure USD'!I${MK.lines.indexOf(l) + 5}:N${MK.lines.indexOf(l) + 5}/'Exchange rates'!B$11:B$16)`, l.p2), F(`D${r}+E${r}`, l.cum), F(`F${r}/C${r}`, l.cum / l.budget)]);
    const rr = r;
    put(['', `Subtotal ${h.hname}`, F(`SUM(C${r0}:C${rr - 1})`, h.budget), F(`SUM(D${r0}:D${rr - 1})`, h.p1), F(`SUM(E${r0}:E${rr - 1})`, h.p2), F(`SUM(F${r0}:F${rr - 1})`, h.cum), F(`F${rr}/C${rr}`, h.cum / h.budget)], true);
    subRows.push(rr);
  }
  const dr = r, dd = MK.direct, ii = MK.indirect, tt = MK.euTotal;
  const refs = (c) => subRows.map((x) => `${c}${x}`).join('+');
  put(['6', 'Total eligible direct costs of the Action (1-5)', F(refs('C'), dd.budget), F(refs('D'), dd.p1), F(refs('E'), dd.p2), F(refs('F'), dd.cum), F(`F${dr}/C${dr}`, dd.cum / dd.budget)], true);
  const ir = r;
  put(['7', 'Indirect costs (7% of 6)', F(`ROUND(C${dr}*0.07,2)`, ii.budget), F(`ROUND(D${dr}*0.07,2)`, ii.p1), F(`ROUND(E${dr}*0.07,2)`, ii.p2), F(`D${ir}+E${ir}`, ii.cum), F(`F${ir}/C${ir}`, ii.cum / ii.budget)]);
  const tr = r;
  put(['8', 'Total eligible costs (6+7)', F(`C${dr}+C${ir}`, tt.budget), F(`D${dr}+D${ir}`, tt.p1), F(`E${dr}+E${ir}`, tt.p2), F(`F${dr}+F${ir}`, tt.cum), F(`F${tr}/C${tr}`, tt.cum / tt.budget)], true);
  r++;
  ws.getCell(r, 1).value = 'Expenditure is incurred in US$ and converted to EUR at the monthly InforEuro rate of the month in which it is incurred (sheet "Exchange rates").'; ws.getCell(r, 1).font = { italic: true, size: 9 };

  const xr = wb.addWorksheet('Exchange rates');
  xr.getCell('A1').value = 'InforEuro monthly accounting rates used (US$ per 1 EUR)'; xr.getCell('A1').font = { bold: true };
  xr.getCell('A3').value = 'Month'; xr.getCell('B3').value = 'USD per EUR'; styleHeader(xr.getCell('A3')); styleHeader(xr.getCell('B3'));
  MK.rates.forEach((x, m) => { xr.getCell(m + 5, 1).value = `${MONTHS[m].slice(0, 3)}-2025`; xr.getCell(m + 5, 2).value = x; xr.getCell(m + 5, 2).numFmt = '0.0000'; });
  xr.getColumn(1).width = 14; xr.getColumn(2).width = 14;

  const ex = wb.addWorksheet('Expenditure USD');
  ex.getCell('A1').value = 'Expenditure by budget line and month (US$, from the general ledger)'; ex.getCell('A1').font = { bold: true };
  const hd = ['No.', 'Budget line', ...MONTHS.map((m) => `${m.slice(0, 3)}-25`), 'Total US$'];
  hd.forEach((h, i) => { ex.getCell(3, i + 1).value = h; styleHeader(ex.getCell(3, i + 1)); });
  MK.lines.forEach((l, i) => {
    const rr = i + 5;
    ex.getCell(rr, 1).value = l.code; ex.getCell(rr, 2).value = l.name;
    l.usd.forEach((x, m) => { ex.getCell(rr, m + 3).value = x; ex.getCell(rr, m + 3).numFmt = NUMF; });
    ex.getCell(rr, 15).value = F(`SUM(C${rr}:N${rr})`, sum(l.usd)); ex.getCell(rr, 15).numFmt = NUMF;
  });
  const tr2 = MK.lines.length + 5;
  ex.getCell(tr2, 2).value = 'Total direct costs US$'; ex.getCell(tr2, 2).font = { bold: true };
  for (let c = 3; c <= 15; c++) { const col = ex.getColumn(c).letter; const v = c < 15 ? sum(MK.lines.map((l) => l.usd[c - 3])) : sum(MK.lines.map((l) => sum(l.usd))); ex.getCell(tr2, c).value = F(`SUM(${col}5:${col}${tr2 - 1})`, v); ex.getCell(tr2, c).numFmt = NUMF; ex.getCell(tr2, c).font = { bold: true }; }
  ex.getColumn(2).width = 42;
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. payroll summary (xlsx)
export async function payrollXlsx(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Lim Dara';
  const ws = wb.addWorksheet('Payroll Dec 2025');
  const U = '#,##0.00', K = '#,##0';
  ws.mergeCells('A1:M1'); ws.getCell('A1').value = 'MEKONG LEARNING & WATER ASSOCIATION - PAYROLL SUMMARY'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:M2'); ws.getCell('A2').value = `Pay period: 01/12/2025 - 31/12/2025    Paid: 24/12/2025    Exchange rate for tax on salary (GDT): KHR ${fmt(MK.prate, 0)} = US$ 1`;
  const H = ['No.', 'Staff ID', 'Name', 'Position', 'Programme', 'Gross salary (USD)', 'Salary in KHR', 'NSSF pension 2% employee (KHR)', 'Dependants', 'Taxable salary (KHR)', 'Tax on salary (KHR)', 'Tax on salary (USD)', 'Net pay (USD)'];
  H.forEach((h, i) => { ws.getCell(4, i + 1).value = h; styleHeader(ws.getCell(4, i + 1)); });
  ws.getRow(4).height = 45;
  MK.pay.forEach((p, i) => {
    const r = i + 5;
    const vals = [i + 1, p.id, p.name, p.pos, p.prog, p.gross, F(`ROUND(F${r}*${MK.prate},0)`, p.khr), F(`ROUND(MIN(MAX(G${r},400000),1200000)*2%,0)`, p.nssf), p.dep, F(`MAX(0,G${r}-H${r}-I${r}*150000)`, p.base), p.tax, F(`ROUND(K${r}/${MK.prate},2)`, p.taxUsd), F(`ROUND(F${r}-H${r}/${MK.prate}-L${r},2)`, p.net)];
    vals.forEach((x, c) => { const cell = ws.getCell(r, c + 1); cell.value = x; if ([5, 11, 12].includes(c)) cell.numFmt = U; if ([6, 7, 9, 10].includes(c)) cell.numFmt = K; });
  });
  const tr = MK.pay.length + 5, T2 = MK.payT;
  ws.getCell(tr, 3).value = 'TOTAL';
  [[6, 'F', T2.gross, U], [7, 'G', T2.khr, K], [8, 'H', T2.nssf, K], [11, 'K', T2.tax, K], [12, 'L', T2.taxUsd, U], [13, 'M', T2.net, U]].forEach(([c, col, v, nf]) => { const cell = ws.getCell(tr, c); cell.value = F(`SUM(${col}5:${col}${tr - 1})`, v); cell.numFmt = nf; });
  for (let c = 1; c <= 13; c++) ws.getCell(tr, c).font = { bold: true };
  ws.getCell(tr + 2, 1).value = 'Tax on salary: monthly progressive rates on salary in riel after NSSF and KHR 150,000 per dependant (0% to 1,500,000; 5% to 2,000,000; 10% to 8,500,000; 15% to 12,500,000; 20% above). NSSF on assessable wage between KHR 400,000 and 1,200,000.';
  ws.getCell(tr + 2, 1).font = { italic: true, size: 9 };
  [5, 9, 30, 28, 12, 13, 14, 15, 10, 15, 13, 13, 13].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
  const er = wb.addWorksheet('Employer NSSF');
  ['Staff ID', 'Name', 'Pension 2% (KHR)', 'Occupational risk 0.8% (KHR)', 'Health care 2.6% (KHR)', 'Total employer (KHR)'].forEach((h, i) => { er.getCell(1, i + 1).value = h; styleHeader(er.getCell(1, i + 1)); });
  MK.pay.forEach((p, i) => { const r = i + 2; [p.id, p.name, p.erPension, p.erRisk, p.erHealth, F(`SUM(C${r}:E${r})`, p.erPension + p.erRisk + p.erHealth)].forEach((x, c) => { er.getCell(r, c + 1).value = x; if (c >= 2) er.getCell(r, c + 1).numFmt = K; }); });
  const etr = MK.pay.length + 2;
  er.getCell(etr, 2).value = 'TOTAL';
  [['C', T2.erPension], ['D', T2.erRisk], ['E', T2.erHealth], ['F', T2.erPension + T2.erRisk + T2.erHealth]].forEach(([col, v]) => { er.getCell(`${col}${etr}`).value = F(`SUM(${col}2:${col}${etr - 1})`, v); er.getCell(`${col}${etr}`).numFmt = K; er.getCell(`${col}${etr}`).font = { bold: true }; });
  [10, 22, 16, 20, 18, 18].forEach((w, i) => { er.getColumn(i + 1).width = w; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. ABA Bank statement CSV
export function abaCsv(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const m = (v) => (v ? fmt(v) : '');
  const L = [];
  L.push('ABA Bank - Account Activity');
  L.push(`Account Name:,${q('MEKONG LEARNING AND WATER ASSOCIATION')}`);
  L.push('Account Number:,000 512 774');
  L.push('Currency:,USD');
  L.push('Statement Period:,01/12/2025 - 31/12/2025');
  L.push(`Opening Balance:,${q(fmt(MK.open))}`);
  L.push(`Closing Balance:,${q(fmt(MK.bank.at(-1).bal))}`);
  L.push('');
  L.push('Date,Description,Money In,Money Out,Balance');
  for (const t of MK.bank) L.push([ukNum(t.date), q(t.desc), q(m(t.inn)), q(m(t.out)), q(fmt(t.bal))].join(','));
  fs.writeFileSync(file, '\ufeff' + L.join('\n') + '\n');
}

// ------------------------------------------------------------------ 5. board minutes (docx)
export async function minutesDocx(file) {
  const B = MK.bud;
  const $ = (v) => fmt(v, 0);
  const rows = [['', '2025 Approved budget (US$)', '2025 Forecast (US$)', '2026 Budget (US$)'], ['INCOME', '', '', '']];
  B.income.forEach((x) => rows.push([x[0], $(x[1]), $(x[2]), x[3] ? $(x[3]) : '-']));
  rows.push(['Total income', ...B.incT.map($)]);
  rows.push(['EXPENDITURE', '', '', '']);
  B.expense.forEach((x) => rows.push([x[0], $(x[1]), $(x[2]), $(x[3])]));
  rows.push(['Total expenditure', ...B.expT.map($)]);
  rows.push(['Surplus / (deficit)', ...B.net.map((v) => (v < 0 ? `(${$(-v)})` : $(v)))]);
  const proc = [['Value of purchase (US$)', 'Riel equivalent (at KHR 4,100)', 'Procedure', 'Approval'],
    ['Up to 300', 'up to KHR 1,230,000', 'One quotation or receipt', 'Programme manager'],
    ['300.01 - 3,000', 'KHR 1,230,041 - 12,300,000', 'Three written quotations', 'Finance Manager and Executive Director'],
    ['3,000.01 - 15,000', 'KHR 12,300,041 - 61,500,000', 'Three sealed quotations, compared by the Procurement Committee', 'Executive Director'],
    ['Above 15,000', 'above KHR 61,500,000', 'Open tender advertised for 14 days', 'Board of Directors']];
  const children = [
    P('MEKONG LEARNING & WATER ASSOCIATION', { bold: true, size: 14, align: 'center', after: 40 }),
    P('Minutes of the Meeting of the Board of Directors', { bold: true, size: 12, align: 'center', after: 40 }),
    P('held on Friday, 12/12/2025 at 14:00 at the MLWA office, Street 388, Phnom Penh', { align: 'center', after: 240 }),
    P([{ text: 'Present: ', bold: true }, 'Mr. Nhem Sovannarith (Chair), Ms. Kim Rachana (Treasurer), Dr. Hout Sambath, Ms. Clare Beaumont, Mr. Vong Piseth.']),
    P([{ text: 'In attendance: ', bold: true }, 'Ms. Chan Sophea (Executive Director), Mr. Lim Dara (Finance Manager, minutes).']),
    P([{ text: 'Apologies: ', bold: true }, 'Mrs. Sar Kanha.'], { after: 200 }),
    P('1. Opening and quorum', { bold: true }),
    P('The Chair opened the meeting at 14:05. Five of six directors were present and the meeting was quorate. The minutes of the meeting of 19/09/2025 were approved without amendment.'),
    P('2. Finance report to 30 November 2025', { bold: true }),
    P('The Finance Manager presented the management accounts to 30/11/2025 and the forecast for the full year. The forecast deficit on unrestricted funds is due mainly to the exchange loss on the euro grant and the lower UNICEF allocation. Restricted grant balances carried into 2026 are expected to be above US$ 300,000, most of it the EU consortium and Nordic Literacy Trust funds.'),
    P('3. 2026 budget', { bold: true }),
    P('The Executive Director presented the draft 2026 budget, summarised below. The UNICEF small-scale funding agreement ends in December 2025 and no renewal is assumed. Salaries are budgeted with a 4% cost-of-living increase from 1 January 2026.'),
    T(rows, { widths: [3600, 1900, 1900, 1900], numCols: [1, 2, 3], boldRows: [1, 8, 9, 14, 15] }),
    P('', { after: 60 }),
    P([{ text: 'Resolution 2025/14: ', bold: true }, `The Board APPROVED the 2026 budget with total income of US$ ${$(B.incT[2])} and total expenditure of US$ ${$(B.expT[2])}. Proposed by Ms. Kim Rachana, seconded by Dr. Hout Sambath; carried unanimously.`]),
    P('4. Procurement policy', { bold: true }),
    P('The Board reviewed the procurement thresholds, which had not been changed since 2019, and adopted the following thresholds with effect from 01/01/2026. Purchases may not be split to avoid a threshold. Riel amounts are converted at KHR 4,100 per US$ 1 for the purpose of the policy.'),
    T(proc, { widths: [2000, 2600, 2900, 1800] }),
    P('', { after: 60 }),
    P([{ text: 'Resolution 2025/15: ', bold: true }, 'The Board APPROVED the revised procurement thresholds. Proposed by Ms. Clare Beaumont, seconded by Mr. Vong Piseth; carried, one abstention.']),
    P('5. Audit', { bold: true }),
    P('The Board re-appointed Rithy & Associates as auditors for the year ending 31/12/2025, at a fee of US$ 7,600 of which US$ 3,800 is charged to the EU consortium budget line 5.2.'),
    P('6. Next meeting', { bold: true }),
    P('The next meeting will be held on Friday, 20/03/2026, to receive the audited financial statements for 2025.'),
    P('The meeting closed at 16:20.', { italic: true, before: 120 }),
    P('Signed: Nhem Sovannarith, Chair                    Date: 19/12/2025', { before: 240 }),
  ];
  await writeDocx(file, children, { title: 'Board minutes 12 December 2025', creator: 'Lim Dara' });
}

// ------------------------------------------------------------------ 6. supplier receipt photo (USD and riel, VAT 10%)
export async function receiptPhoto(file) {
  const R = MK.RC;
  const lines = [
    { t: 'SOKHA HARDWARE & WATER SUPPLY', size: 30, bold: true, center: true },
    { t: 'No. 128, Street 271, Sangkat Tumnup Tuek, Phnom Penh', size: 19, center: true },
    { t: `VATTIN: ${R.vatin}   Tel: 012 845 310`, size: 19, center: true },
    { gap: 10 },
    { t: 'TAX INVOICE / RECEIPT', size: 26, bold: true, center: true },
    { cols: [`No: ${R.no}`, `Date: ${ukNum(R.date)}`], size: 21 },
    { t: 'Customer: Mekong Learning & Water Assoc.', size: 21 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Price', 'Amount'], size: 21, bold: true },
    { rule: true },
    ...R.items.map(([n, q, p], i) => ({ table: true, cols: [n, String(q), p.toFixed(2), R.lines[i].toFixed(2)], size: 21 })),
    { rule: true },
    { cols: ['Sub Total (USD)', R.subtotal.toFixed(2)], size: 22 },
    { cols: ['VAT 10% (USD)', R.vat.toFixed(2)], size: 22 },
    { cols: ['Grand Total (USD)', R.total.toFixed(2)], size: 25, bold: true },
    { cols: [`Exchange Rate: ${fmt(R.rate, 0)} KHR/USD`, ''], size: 21 },
    { cols: ['Grand Total (KHR)', `${fmt(R.khr, 0)} KHR`], size: 25, bold: true },
    { gap: 12 },
    { t: 'Paid by: ABA KHQR', size: 20 },
    { t: 'Goods sold are not returnable. Thank you!', size: 19, center: true },
  ];
  await photoDocument(file, lines, { width: 1000, height: 1180, angle: 1.4, seed: 4100, format: 'jpeg', tableX: [60, 640, 790, 940] });
}
