// Holloway Creek Hospice (Owen Sound, Ontario, CAD, calendar year): seven documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, styleHeader, F, xDate, MONTHS } from './office.mjs';
import { flow } from './flow.mjs';
import { photoDocument } from './photo.mjs';
import { CLASSES } from '../data.mjs';

const usd = (v) => (v < 0 ? `-$${fmt(-v, 2)}` : `$${fmt(v, 2)}`);
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${MONTHS[m - 1]} ${d}, ${y}`; };
const dayName = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
const mdy = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${m}/${d}/${y}`; };
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const NAME = 'Holloway Creek Hospice';

// ------------------------------------------------------------------ 1. T3010 extract (pdf)
export const T3010_LINES = {
  sch3: [
    ['300', 'Number of permanent, full-time, compensated positions', '300'],
    ['305', 'Number of part-time or part-year (e.g., seasonal) employees the charity employed during the fiscal period', '305'],
    ['380', 'Total expenditure on compensation for part-time or part-year employees in the fiscal period', '380'],
    ['390', 'Total expenditure on all compensation in the fiscal period (enter this amount on line 4880 in Schedule 6)', '390'],
  ],
  sch5: [['580', 'Enter the total eligible amount of tax receipts issued for non-cash gifts', '580']],
  assets: [
    ['4100', 'Cash, bank accounts, and short-term investments', '4100'],
    ['4120', 'Amounts receivable from all others', '4120'],
    ['4155', 'Land and buildings in Canada', '4155'],
    ['4160', 'Other capital assets in Canada', '4160'],
    ['4165', 'Accumulated amortization of capital assets', '4165'],
    ['4170', 'Other assets', '4170'],
    ['4200', 'Total assets (add lines 4100 to 4170, less line 4165)', '4200'],
  ],
  liab: [
    ['4300', 'Accounts payable and accrued liabilities', '4300'],
    ['4310', 'Deferred revenue', '4310'],
    ['4350', 'Total liabilities (add lines 4300 to 4330)', '4350'],
  ],
  revenue: [
    ['4500', 'Total eligible amount of all gifts for which the charity issued tax receipts', '4500'],
    ['4510', 'Total amount received from other registered charities', '4510'],
    ['4530', 'Total non-tax-receipted revenues received (for example, non-receipted gifts, revenue from fundraising events and lotteries)', '4530'],
    ['4540', 'Total revenue received from federal government', null],
    ['4550', 'Total revenue received from provincial/territorial governments', '4550'],
    ['4560', 'Total revenue received from municipal/regional governments', null],
    ['4580', 'Total interest and investment income received or earned', '4580'],
    ['4650', 'Total other revenue not already included in the amounts above', null],
    ['4700', 'Total revenue (add lines 4500 to 4650)', '4700'],
  ],
  exp: [
    ['4800', 'Advertising and promotion', '4800'],
    ['4810', 'Travel and vehicle expenses', '4810'],
    ['4820', 'Interest and bank charges', '4820'],
    ['4830', 'Licences, memberships, and dues', '4830'],
    ['4840', 'Office supplies and expenses', '4840'],
    ['4850', 'Occupancy costs', '4850'],
    ['4860', 'Professional and consulting fees', '4860'],
    ['4870', 'Education and training for staff and volunteers', '4870'],
    ['4880', 'Total expenditure on all compensation (enter the amount reported on line 390 in Schedule 3, if applicable)', '4880'],
    ['4890', 'Fair market value of all donated goods used in charitable activities', '4890'],
    ['4891', 'Purchased supplies and assets', '4891'],
    ['4900', 'Amortization of capitalized assets', '4900'],
    ['4920', 'All other expenditures not included in the amounts above (excluding gifts to qualified donees): insurance; fundraising event costs', '4920'],
    ['4950', 'Total expenditures before gifts to qualified donees (add lines 4800 to 4920)', '4950'],
    ['5000', 'Of the amounts at line 4950: total expenditures on charitable activities', '5000'],
    ['5010', 'Total expenditures on management and administration', '5010'],
    ['5020', 'Total expenditures on fundraising', '5020'],
    ['5040', 'Total other expenditures included in line 4950', '5040'],
    ['5050', 'Total amount of gifts made to all qualified donees', '5050'],
    ['5100', 'Total expenditures (add lines 4950 and 5050)', '5100'],
  ],
};
export async function t3010Pdf(file, V) {
  const t = V.holloway.t3010;
  const Fw = flow(file, { title: 'T3010 Registered Charity Information Return - extract', author: NAME, running: `T3010 E (24)   ·   ${NAME}   ·   BN/Registration number ${t.bn}   ·   Fiscal period end 2025-12-31` });
  const d = Fw.doc;
  d.font('B').fontSize(13).text('Registered Charity Information Return', 50, 60);
  d.font('R').fontSize(9).text('Extract for the board finance committee: Schedules 3, 5 and 6 as filed. Sections A to D and Schedules 1, 2 and 4 are not reproduced.', { width: 495 });
  d.moveDown(0.6);
  d.font('R').fontSize(9).text(`Charity name: HOLLOWAY CREEK HOSPICE\nBN/Registration number: ${t.bn}\nFiscal period start: 2025-01-01        Fiscal period end: 2025-12-31   (YYYY-MM-DD)\nPrepared by: Dev Raghunathan, Treasurer, from the unaudited year-end trial balance`, { width: 495 });
  d.moveDown(0.8);
  const box = (rows) => { for (const [no, desc, key] of rows) Fw.formLine(no, desc, key === null ? '' : String(t[key])); d.moveDown(0.3); };
  Fw.h('Schedule 3 – Compensation');
  box(T3010_LINES.sch3);
  Fw.h('Schedule 5 – Non-cash gifts');
  d.font('R').fontSize(8.5).text('Did the charity receive any non-cash gifts for which it issued tax receipts? Yes. Types: food, clothing/furniture/household goods, other (quilts, auction items).', 50, d.y, { width: 495 }); d.moveDown(0.5);
  box(T3010_LINES.sch5);
  Fw.page();
  Fw.h('Schedule 6 – Detailed financial information');
  d.font('I').fontSize(8).text('Report all amounts in Canadian dollars, rounded to the nearest dollar. Do not enter cents.', 50, d.y); d.moveDown(0.5);
  Fw.h('Section D – Statement of financial position: Assets', 10);
  box(T3010_LINES.assets);
  Fw.h('Liabilities', 10);
  box(T3010_LINES.liab);
  Fw.h('Statement of operations: Revenue', 10);
  box(T3010_LINES.revenue);
  Fw.h('Expenditures', 10);
  box(T3010_LINES.exp);
  d.font('I').fontSize(8).text('Certification: I certify that the information given on this form and in any attached documents is, to the best of my knowledge, correct, complete and current. Signed by Margaret Ellison, Chair, 2026-05-14.', 50, d.y + 6, { width: 495 });
  await Fw.end();
}

// ------------------------------------------------------------------ 2. QuickBooks Online Profit and Loss by Class (xlsx)
export async function plByClassXlsx(file, V) {
  const pl = V.holloway.pl;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online';
  const ws = wb.addWorksheet('Profit and Loss by Class');
  ws.columns = [{ width: 44 }, ...Array(6).fill({ width: 17 })];
  const titles = [NAME, 'Profit and Loss by Class', 'January - December 2025'];
  titles.forEach((t, i) => { ws.mergeCells(i + 1, 1, i + 1, 7); const c = ws.getCell(i + 1, 1); c.value = t; c.alignment = { horizontal: 'center' }; c.font = { bold: true, size: i === 1 ? 14 : 11 }; });
  const hdr = ws.getRow(5);
  hdr.values = ['', ...CLASSES, 'Total'];
  hdr.eachCell((c, i) => { c.font = { bold: true }; c.alignment = { horizontal: i === 1 ? 'left' : 'center', wrapText: true }; c.border = { bottom: { style: 'thin' } }; });
  const FMT = '"$"#,##0.00;-"$"#,##0.00';
  let r = 6;
  const put = (label, vals, { bold = false, indent = 0, rule = false } = {}) => {
    const x = ws.getRow(r);
    x.getCell(1).value = label; x.getCell(1).alignment = { indent };
    if (vals) vals.forEach((v, i) => { if (v !== null && !(i < 5 && Math.abs(v) < 0.005)) { const c = x.getCell(i + 2); c.value = v; c.numFmt = FMT; } });
    if (bold) for (let i = 1; i <= 7; i++) x.getCell(i).font = { bold: true };
    if (rule) for (let i = 2; i <= 7; i++) x.getCell(i).border = { top: { style: 'thin' } };
    r++;
  };
  const section = (rows) => {
    let open = null;
    for (const row of rows) {
      if (row.parent !== open) {
        if (open) { const p = pl.parents[open]; put(`Total for ${open}`, [...p.vals, p.total], { bold: true, indent: 1, rule: true }); }
        open = row.parent;
        if (open) put(open, null, { indent: 1 });
      }
      put(`${row.code} ${row.name}`, [...row.vals, row.total], { indent: open ? 2 : 1 });
    }
    if (open) { const p = pl.parents[open]; put(`Total for ${open}`, [...p.vals, p.total], { bold: true, indent: 1, rule: true }); }
  };
  put('Income', null);
  section(pl.income);
  put('Total for Income', pl.totalIncome, { bold: true, rule: true });
  put('Cost of Goods Sold', null);
  put('Total for Cost of Goods Sold', null, { bold: true });
  put('Gross Profit', pl.totalIncome, { bold: true });
  put('Expenses', null);
  section(pl.expenses);
  put('Total for Expenses', pl.totalExpenses, { bold: true, rule: true });
  put('Net Operating Income', pl.netOperating, { bold: true });
  put('Other Income', null);
  section(pl.other);
  put('Total for Other Income', pl.totalOther, { bold: true, rule: true });
  put('Net Other Income', pl.totalOther, { bold: true });
  put('Net Income', pl.netIncome, { bold: true, rule: true });
  r += 2;
  ws.mergeCells(r, 1, r, 7);
  ws.getCell(r, 1).value = 'Accrual Basis Monday, February 2, 2026 10:12 AM GMT-05:00';
  ws.getCell(r, 1).alignment = { horizontal: 'center' }; ws.getCell(r, 1).font = { size: 8 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Balance Sheet Comparison (pdf, QuickBooks Online print)
export async function balanceSheetPdf(file, V) {
  const bs = V.holloway.bs;
  const Fw = flow(file, { title: 'Balance Sheet Comparison', author: 'QuickBooks Online', running: '' });
  const d = Fw.doc;
  d.font('B').fontSize(12).text(NAME, 50, 55, { width: 495, align: 'center' });
  d.font('B').fontSize(15).text('Balance Sheet Comparison', { width: 495, align: 'center' });
  d.font('R').fontSize(9.5).text('As of December 31, 2025', { width: 495, align: 'center' });
  d.moveDown(1);
  const pctC = (a, b) => (Math.abs(b) < 0.005 ? '' : `${((a - b) / Math.abs(b) * 100).toFixed(2)} %`);
  const row = (label, cur, prior, o = {}) => ({ label, indent: o.indent || 0, bold: o.bold, vals: cur === undefined ? [] : [usd(cur), usd(prior), usd(Math.round((cur - prior) * 100) / 100), pctC(cur, prior)] });
  const acct = (a, indent) => row(`${a.code ? `${a.code} ` : ''}${a.name}`, a.cur, a.prior, { indent });
  const rows = [
    row('Assets', undefined, undefined, { bold: true }),
    row('Current Assets', undefined, undefined, { indent: 1 }),
    row('Bank Accounts', undefined, undefined, { indent: 2 }),
    ...bs.bank.map((a) => acct(a, 3)),
    row('Total Bank Accounts', bs.totalBank_cur, bs.totalBank_prior, { indent: 2, bold: true }),
    row('Accounts Receivable', undefined, undefined, { indent: 2 }),
    ...bs.ar.map((a) => acct(a, 3)),
    row('Total Accounts Receivable', bs.totalAR_cur, bs.totalAR_prior, { indent: 2, bold: true }),
    row('Other Current Assets', undefined, undefined, { indent: 2 }),
    ...bs.oca.map((a) => acct(a, 3)),
    row('Total Other Current Assets', bs.totalOCA_cur, bs.totalOCA_prior, { indent: 2, bold: true }),
    row('Total Current Assets', bs.totalCA_cur, bs.totalCA_prior, { indent: 1, bold: true }),
    row('Fixed Assets', undefined, undefined, { indent: 1 }),
    ...bs.fixed.map((a) => acct(a, 2)),
    row('Total Fixed Assets', bs.totalFixed_cur, bs.totalFixed_prior, { indent: 1, bold: true }),
    row('Total Assets', bs.totalAssets_cur, bs.totalAssets_prior, { bold: true }),
    row('Liabilities and Equity', undefined, undefined, { bold: true }),
    row('Liabilities', undefined, undefined, { indent: 1 }),
    row('Current Liabilities', undefined, undefined, { indent: 2 }),
    row('Accounts Payable', undefined, undefined, { indent: 3 }),
    ...bs.ap.map((a) => acct(a, 4)),
    row('Total Accounts Payable', bs.totalAP_cur, bs.totalAP_prior, { indent: 3, bold: true }),
    row('Other Current Liabilities', undefined, undefined, { indent: 3 }),
    ...bs.ocl.map((a) => acct(a, 4)),
    row('Total Other Current Liabilities', bs.totalOCL_cur, bs.totalOCL_prior, { indent: 3, bold: true }),
    row('Total Current Liabilities', bs.totalCL_cur, bs.totalCL_prior, { indent: 2, bold: true }),
    row('Total Liabilities', bs.totalLiab_cur, bs.totalLiab_prior, { indent: 1, bold: true }),
    row('Equity', undefined, undefined, { indent: 1 }),
    ...bs.equity.map((a) => acct(a, 2)),
    row('Total Equity', bs.totalEquity_cur, bs.totalEquity_prior, { indent: 1, bold: true }),
    row('Total Liabilities and Equity', bs.totalLE_cur, bs.totalLE_prior, { bold: true }),
  ];
  Fw.table({ cols: ['Dec 31, 2025', 'Dec 31, 2024 (PY)', 'Change', '% Change'], labelW: 228, colW: 67, size: 7.5, rows, title: 'Balance Sheet Comparison' });
  d.font('R').fontSize(7.5).text('Accrual Basis Monday, February 2, 2026 10:14 AM GMT-05:00', 50, d.y + 10, { width: 495, align: 'center' });
  await Fw.end();
}

// ------------------------------------------------------------------ 4. HST public service bodies' rebate worksheet (xlsx)
export async function hstXlsx(file, V) {
  const H = V.holloway.hst;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Dev Raghunathan';
  const NUMF = '#,##0.00;(#,##0.00)';
  const s = wb.addWorksheet('Summary 2025');
  s.columns = [{ width: 16 }, { width: 12 }, { width: 12 }, { width: 15 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 15 }, { width: 12 }, { width: 13 }, { width: 14 }];
  s.getCell('A1').value = `${NAME} - GST/HST Public Service Bodies' Rebate (GST66) - 2025 claims`; s.getCell('A1').font = { bold: true, size: 12 };
  s.getCell('A2').value = 'Charity rebate rates, Ontario: 50% of the GST / federal part of HST (5%), 82% of the Ontario provincial part of HST (8%). Semi-annual claim periods.'; s.getCell('A2').font = { italic: true, size: 9 };
  s.getRow(4).values = ['Claim period', 'From', 'To', 'HST paid on eligible purchases', 'Federal part (5/13)', 'Provincial part (8/13)', 'Federal rebate @ 50%', 'Ontario rebate @ 82%', 'Total rebate claimed', 'Date filed', 'Date received', 'Amount received'];
  s.getRow(4).height = 45;
  for (let c = 1; c <= 12; c++) styleHeader(s.getCell(4, c));
  const put = (r, label, from, to, x, filed, received, amount) => {
    s.getCell(r, 1).value = label; s.getCell(r, 2).value = xDate(from); s.getCell(r, 3).value = xDate(to);
    s.getCell(r, 4).value = x.paid;
    s.getCell(r, 5).value = F(`ROUND(D${r}*5/13,2)`, x.fed);
    s.getCell(r, 6).value = F(`D${r}-E${r}`, x.prov);
    s.getCell(r, 7).value = F(`ROUND(E${r}*0.5,2)`, x.fedR);
    s.getCell(r, 8).value = F(`ROUND(F${r}*0.82,2)`, x.provR);
    s.getCell(r, 9).value = F(`G${r}+H${r}`, x.rebate);
    if (filed) s.getCell(r, 10).value = xDate(filed);
    if (received) s.getCell(r, 11).value = xDate(received); else s.getCell(r, 11).value = 'pending';
    if (amount) s.getCell(r, 12).value = amount;
    for (const c of [2, 3, 10, 11]) s.getCell(r, c).numFmt = 'yyyy-mm-dd';
    for (const c of [4, 5, 6, 7, 8, 9, 12]) s.getCell(r, c).numFmt = NUMF;
  };
  put(5, 'Jan-Jun 2025', '2025-01-01', '2025-06-30', H.h1, H.h1.filed, H.h1.received, H.h1.amountReceived);
  s.getCell(5, 4).value = H.h1.paid;
  put(6, 'Jul-Dec 2025', '2025-07-01', '2025-12-31', H.h2sum, H.h2sum.filed, null, null);
  s.getCell(6, 4).value = { formula: "'Jul-Dec 2025 detail'!F" + (6 + H.h2.length), result: H.h2sum.paid };
  s.getCell(7, 1).value = 'Total 2025';
  const Y = H.year;
  [['D', Y.paid], ['E', Y.fed], ['F', Y.prov], ['G', Y.fedR], ['H', Y.provR], ['I', Y.rebate], ['L', H.h1.amountReceived]].forEach(([L, v]) => { const c = s.getCell(`${L}7`); c.value = F(`SUM(${L}5:${L}6)`, v); c.numFmt = NUMF; });
  for (let c = 1; c <= 12; c++) { s.getCell(7, c).font = { bold: true }; s.getCell(7, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  s.getCell('A9').value = 'Jul-Dec 2025 rebate is shown on the Dec 31, 2025 balance sheet as HST Rebate Receivable (1200).'; s.getCell('A9').font = { italic: true, size: 9 };
  s.getCell('A10').value = 'Rebates are booked as a reduction of HST paid; the Jan-Jun claim was paid in full by direct deposit.'; s.getCell('A10').font = { italic: true, size: 9 };

  const w = wb.addWorksheet('Jul-Dec 2025 detail');
  w.columns = [{ width: 12 }, { width: 32 }, { width: 38 }, { width: 9 }, { width: 16 }, { width: 13 }];
  w.getCell('A1').value = 'HST paid on purchases, July 1 - December 31, 2025 (from A/P and credit card bills)'; w.getCell('A1').font = { bold: true };
  w.getCell('A2').value = 'All purchases relate to exempt charitable activities; no input tax credits claimed.'; w.getCell('A2').font = { italic: true, size: 9 };
  w.getRow(4).values = ['Date', 'Vendor', 'Description', 'GL acct', 'Amount before HST', 'HST 13%'];
  for (let c = 1; c <= 6; c++) styleHeader(w.getCell(4, c));
  let r = 5;
  for (const x of H.h2) {
    w.getCell(r, 1).value = xDate(x.date); w.getCell(r, 1).numFmt = 'dd-mmm-yy';
    w.getCell(r, 2).value = x.vendor; w.getCell(r, 3).value = x.desc; w.getCell(r, 4).value = x.acct;
    w.getCell(r, 5).value = x.amount; w.getCell(r, 5).numFmt = NUMF;
    w.getCell(r, 6).value = F(`ROUND(E${r}*0.13,2)`, x.hst); w.getCell(r, 6).numFmt = NUMF;
    r++;
  }
  r++;
  const amt = H.h2.reduce((a, x) => Math.round((a + x.amount) * 100) / 100, 0);
  w.getCell(r, 4).value = 'Total';
  w.getCell(r, 5).value = F(`SUM(E5:E${r - 2})`, amt);
  w.getCell(r, 6).value = F(`SUM(F5:F${r - 2})`, H.h2sum.paid);
  for (const c of [4, 5, 6]) { w.getCell(r, c).font = { bold: true }; w.getCell(r, c).numFmt = NUMF; w.getCell(r, c).border = { top: { style: 'thin' } }; }
  if (r !== 6 + H.h2.length) throw new Error('HST total row moved');
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 5. Gift export (csv), US-style dates
export function giftsCsv(file, V) {
  const head = ['Gift ID', 'Donor Name', 'Constituent Type', 'Gift Date', 'Payment Method', 'Fund', 'Appeal', 'Gift Amount', 'Advantage Amount', 'Eligible Amount', 'Receipted', 'Receipt Number', 'In-Kind Description', 'Fair Market Value'];
  const lines = [head.join(',')];
  const a = (v) => (v ? v.toFixed(2) : '0.00');
  for (const g of V.holloway.gifts) {
    lines.push([g.id, g.donor, g.ctype, mdy(g.date), g.method, g.fund, g.appeal, g.method === 'In-Kind' ? '' : a(g.amount), a(g.advantage), a(g.eligible), g.receipted, g.receipt, g.ikDesc, g.fmv ? a(g.fmv) : ''].map(q).join(','));
  }
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ 6. Board minutes (docx)
export async function minutesDocx(file, V) {
  const m = V.holloway.minutes;
  const H = V.holloway;
  const money0 = (v) => `$${fmt(v, 0)}`;
  const ni = H.NI25;
  const kids = [
    P('HOLLOWAY CREEK HOSPICE', { bold: true, align: 'center', size: 14, after: 0 }),
    P('Minutes of the Board of Directors', { bold: true, align: 'center', size: 12, after: 0 }),
    P(`${dayName(m.date)}, ${long(m.date)}, 6:30 p.m., Family Room, 455 9th Avenue East, Owen Sound`, { align: 'center', italic: true, after: 240 }),
    P([{ text: 'Present: ', bold: true }, `${m.chair} (Chair), ${m.treasurer} (Treasurer), ${m.secretary} (Secretary), Dr. Helen Ashworth, Tom Kerr, Priya Sandhu, Rev. Gordon McLeod`]),
    P([{ text: 'Regrets: ', bold: true }, 'Brian Lafontaine']),
    P([{ text: 'Staff: ', bold: true }, `${m.ed} (Executive Director), Jenna Morrow (Director of Development, for item 5)`]),
    P('1. Call to order and land acknowledgement', { bold: true, before: 120 }),
    P(`The Chair called the meeting to order at 6:32 p.m. Quorum was confirmed. The agenda was approved as circulated (moved by Tom Kerr, seconded by Priya Sandhu; carried).`),
    P('2. Minutes of November 26, 2025', { bold: true }),
    P('Approved as circulated (moved by Rev. Gordon McLeod, seconded by Dr. Helen Ashworth; carried).'),
    P("3. Executive Director's report", { bold: true }),
    P(`${m.ed} reported that the ${m.beds}-bed residence ran at ${m.occupancy}% occupancy in 2025 (2024: ${m.occupancyPrior}%), with ${m.admitted} residents admitted (2024: ${m.admittedPrior}). The Visiting Hospice program supported ${m.visiting} clients and families in the community. ${m.volunteers} active volunteers gave ${fmt(m.volunteerHours, 0)} hours. Two ceiling lifts in rooms 3 and 7 are at end of life and were taken out of service in December.`),
    P("4. Treasurer's report", { bold: true }),
    P(`${m.treasurer} presented the unaudited year-end Profit and Loss by Class and the Balance Sheet Comparison. The hospice ended 2025 with a net ${ni < 0 ? 'loss' : 'income'} of ${money0(Math.abs(ni))}, mostly in the Residential Hospice class, where Ontario Health funding covers nursing but not the full cost of care. Fundraising had a strong year. Cash in the bank accounts was ${money0(H.bs.totalBank_cur)} at December 31, and the GIC was renewed for one year. The July-December HST rebate claim will be filed in February and the T3010 must be filed by ${long(m.t3010Due)}.`),
    P('5. Motions', { bold: true }),
    P(`Motion 2026-01: That the 2026 operating budget be approved with total revenue of ${money0(m.budgetRevenue)} and total expenses of ${money0(m.budgetExpenses)}, the deficit to be funded from unrestricted net assets. Moved by ${m.treasurer}, seconded by Tom Kerr. Carried.`, { indent: 360 }),
    P(`Motion 2026-02: That the hospice purchase ${m.lifts === 2 ? 'two' : m.lifts} ceiling lifts from ${m.liftSupplier} at $${fmt(m.liftPrice, 0)} each plus HST, including installation, to be funded from the 2025 Tree of Lights campaign. Moved by Dr. Helen Ashworth, seconded by Priya Sandhu. Carried.`, { indent: 360 }),
    P(`Motion 2026-03: That ${m.auditor} be appointed auditor for the year ended December 31, 2025 at a fee of ${money0(m.auditFee)} plus HST. Moved by ${m.treasurer}, seconded by Rev. Gordon McLeod. Carried.`, { indent: 360 }),
    P(`Motion 2026-04: That ${money0(m.reserveTransfer)} be transferred from unrestricted net assets to the internally restricted operating reserve effective January 1, 2026. Moved by Tom Kerr, seconded by ${m.secretary}. Carried, one abstention (Brian Lafontaine absent).`, { indent: 360 }),
    P('6. Fund development', { bold: true }),
    P(`Jenna Morrow reported that the 2025 Gala on November 8 sold out and that the Tree of Lights campaign exceeded its goal. The 2026 Hike for Hospice will be held on ${dayName(m.hike)}, ${long(m.hike)} at Harrison Park.`),
    P('7. Next meeting and adjournment', { bold: true }),
    P(`The next meeting will be held on ${dayName(m.next)}, ${long(m.next)} at 6:30 p.m. The meeting adjourned at 8:14 p.m.`),
    P(`${m.secretary}, Secretary`, { before: 360, after: 0 }),
    P(`${m.chair}, Chair`, { after: 0 }),
  ];
  await writeDocx(file, kids, { title: 'Board Minutes January 28, 2026', creator: m.secretary });
}

// ------------------------------------------------------------------ 7. Canadian Tire receipt photo (jpg)
export async function canadianTirePhoto(file, V) {
  const rc = V.holloway.receipt;
  const f2 = (v) => fmt(v, 2);
  const [y, mo, d] = rc.date.split('-');
  const L = [
    { t: 'CANADIAN TIRE', size: 24, bold: true, center: true },
    { t: `STORE #0417  ${rc.address}`, size: 15, center: true },
    { t: rc.city, size: 15, center: true },
    { t: rc.phone, size: 15, center: true },
    { t: `HST/TPS # ${rc.hst}`, size: 14, center: true },
    { gap: 6 },
    { cols: [`${y}/${mo}/${d}  ${rc.time}`, `CASHIER: ${rc.cashier}`], size: 15 },
    { cols: [`TRANS ${rc.txn}`], size: 15 },
    { rule: true },
    ...rc.items.flatMap((i) => {
      const out = [{ cols: [`${i.sku}`], size: 14 }];
      out.push(i.qty > 1
        ? { table: true, cols: [`${i.desc}`, `${i.qty} @ ${f2(i.unit)}`, f2(i.amount), 'H'], size: 15 }
        : { table: true, cols: [`${i.desc}`, '', f2(i.amount), 'H'], size: 15 });
      if (i.save) out.push({ table: true, cols: ['   INSTANT SAVINGS', '', `-${f2(i.save)}`, 'H'], size: 15 });
      return out;
    }),
    { rule: true },
    { cols: ['SUBTOTAL', f2(rc.subtotal)], size: 17 },
    { cols: ['H=HST 13%', f2(rc.hstAmt)], size: 17 },
    { cols: ['TOTAL', f2(rc.total)], size: 22, bold: true },
    { rule: true },
    { cols: [rc.card, f2(rc.total)], size: 15 },
    { cols: ['AUTH# 048213   CHIP   APPROVED'], size: 14 },
    { gap: 6 },
    { cols: ['TOTAL INSTANT SAVINGS', f2(rc.savings)], size: 16, bold: true },
    { cols: ['CT MONEY EARNED THIS PURCHASE', f2(rc.ctMoney)], size: 15 },
    { gap: 8 },
    { t: 'KEEP YOUR RECEIPT - 90 DAY RETURNS', size: 14, center: true },
    { t: 'THANK YOU FOR SHOPPING AT CANADIAN TIRE', size: 14, center: true },
  ];
  await photoDocument(file, L, { width: 620, height: 840, angle: 1.4, seed: 417, format: 'jpeg', mono: true, margin: 30, tableX: [30, 400, 540, 590], noise: 28 });
}
