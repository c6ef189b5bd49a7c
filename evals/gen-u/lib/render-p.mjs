// Renders the Pennine Neuromuscular Research Trust's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P as D, sum } from '../data.mjs';
import { fmt, ukLong, ukNum, P as Para, T, writeDocx, NUM0, styleHeader, F, colL } from './office.mjs';
import { openPdf, footers, heading, para, stmt } from './pdfx.mjs';
import { photoDocument } from './photo.mjs';

const acc = (v) => (Math.abs(v) < 0.5 ? '-' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
const gbp = (v) => `£${fmt(v, 0)}`;
export const FILES = {
  afs: 'Pennine NRT Annual Report and Financial Statements 2025.pdf',
  ar: 'Annual Return 2025 - charity 1098432.pdf',
  val: 'Valuation_PNRT001_31-12-2025.xlsx',
  bud: 'Budget 2026 board pack v3 FINAL.xlsx',
  review: 'Annual Review 2025.docx',
  photo: 'IMG_4471.jpg',
};

async function afs(file) {
  const { doc, end } = openPdf(file, { title: 'Annual Report and Financial Statements 2025', author: D.name });
  const T = D.totals;
  doc.y = 260;
  heading(doc, [D.name.toUpperCase(), '(A company limited by guarantee)'], { size: 18 });
  para(doc, `Registered charity number ${D.charityNo} (England and Wales)    Company number ${D.companyNo}`, { size: 10 });
  doc.y += 30;
  heading(doc, ['Annual Report and Financial Statements', 'for the year ended 31 December 2025'], { size: 14 });
  doc.addPage();
  heading(doc, ["Trustees' Report for the year ended 31 December 2025"]);
  para(doc, `The trustees, who are also directors of the charity for the purposes of the Companies Act 2006, present their report and the audited financial statements for the year ended 31 December 2025. The financial statements comply with the Charities Act 2011, the Companies Act 2006 and the Charities SORP (FRS 102).`);
  heading(doc, ['Objectives and activities'], { size: 10.5, after: 2 });
  para(doc, `The Trust funds research into the causes and treatment of neuromuscular conditions and supports people living with them across the North of England. In 2025 we awarded ${D.grants.length} new research grants to universities and NHS trusts, and our patient support team and helpline worked with ${fmt(D.five[4][1][4], 0)} families.`);
  heading(doc, ['Financial review'], { size: 10.5, after: 2 });
  para(doc, `Total income for the year was £${fmt(sum(T.inc), 0)} (2024: £${fmt(T.inc24, 0)}), including a new endowment gift of £250,000 from the estate of a long-standing supporter. Total expenditure was £${fmt(sum(T.exp), 0)} (2024: £${fmt(T.exp24, 0)}), of which £${fmt(sum(D.sofa.find((r) => r.label === 'Research grants').v.slice(0, 3)), 0)} was spent on research grants. After net investment gains, net income for the year was £${fmt(sum(T.netInc), 0)}.`);
  heading(doc, ['Reserves policy'], { size: 10.5, after: 2 });
  para(doc, `The trustees aim to hold free reserves (general funds, excluding designated, restricted and endowment funds) equal to between six and nine months of unrestricted expenditure. At 31 December 2025 general funds stood at £${fmt(D.generalFunds[0], 0)}. In addition the trustees have designated £600,000 for research grants committed in principle for 2026.`);
  heading(doc, ['Investment policy'], { size: 10.5, after: 2 });
  para(doc, `The investments are managed on a discretionary basis by ${D.facts.manager} against a balanced charity benchmark. The trustees have excluded direct holdings in tobacco and thermal coal.`);
  heading(doc, ['Auditor'], { size: 10.5, after: 2 });
  para(doc, `${D.facts.auditor} have indicated their willingness to continue in office.`);
  para(doc, `Approved by the trustees on ${ukLong(D.facts.approved)} and signed on their behalf by ${D.facts.chair}, Chair.`, { font: 'I' });
  doc.addPage();
  heading(doc, [`Independent auditor's report to the members of ${D.name}`]);
  para(doc, `Opinion. We have audited the financial statements of ${D.name} for the year ended 31 December 2025, which comprise the statement of financial activities, the balance sheet, the statement of cash flows and the notes to the financial statements. In our opinion the financial statements give a true and fair view of the state of the charitable company's affairs as at 31 December 2025 and of its incoming resources and application of resources for the year then ended.`);
  para(doc, `Basis for opinion. We conducted our audit in accordance with International Standards on Auditing (UK) and applicable law. We are independent of the charitable company in accordance with the ethical requirements that are relevant to our audit.`);
  para(doc, `Rachel Oduya FCA (Senior Statutory Auditor), for and on behalf of ${D.facts.auditor}, Statutory Auditor, 14 Park Square East, Leeds LS1 2NE. Date: ${ukLong(D.facts.auditSigned)}`, { font: 'I' });
  // SOFA
  doc.addPage();
  heading(doc, ['Statement of Financial Activities (incorporating an income and expenditure account)', 'for the year ended 31 December 2025'], { size: 11 });
  const sofaCols = [
    { head: ['Unrestricted', 'funds', '£'], right: 330 }, { head: ['Restricted', 'funds', '£'], right: 390 }, { head: ['Endowment', 'funds', '£'], right: 450 },
    { head: ['Total', 'funds', '2025', '£'], right: 510 }, { head: ['Total', 'funds', '2024', '£'], right: 560 },
  ];
  const notes = { 'Donations and legacies': '3', 'Charitable activities': '4', 'Other trading activities': '5', Investments: '6', 'Raising funds': '7', 'Research grants': '7, 8', 'Patient support and information': '7', 'Net gains/(losses) on investments': '12', 'Transfers between funds': '16' };
  stmt(doc, { cols: sofaCols, noteX: 240, labelW: 195, title: 'Statement of Financial Activities' }, D.sofa.map((r) => ({ ...r, label: r.label, head: r.head, note: notes[r.label], vals: r.v?.map(acc) })));
  para(doc, 'All income and expenditure derive from continuing activities. The notes on pages 5 to 7 form part of these financial statements.', { size: 8 });
  // balance sheet
  doc.addPage();
  heading(doc, ['Balance Sheet', 'as at 31 December 2025'], { size: 11 });
  stmt(doc, { cols: [{ head: ['2025', '£'], right: 470 }, { head: ['2024', '£'], right: 550 }], noteX: 340, labelW: 280, title: 'Balance Sheet' }, D.bs.map((r) => ({ ...r, vals: r.v?.map(acc) })));
  para(doc, `The financial statements were approved by the trustees on ${ukLong(D.facts.approved)}. Company number ${D.companyNo}.`, { size: 8 });
  doc.y += 10;
  heading(doc, ['Statement of Cash Flows', 'for the year ended 31 December 2025'], { size: 11 });
  stmt(doc, { cols: [{ head: ['2025', '£'], right: 470 }, { head: ['2024', '£'], right: 550 }], labelW: 300, title: 'Statement of Cash Flows' }, D.cf.map((r) => ({ ...r, vals: r.v?.map(acc) })));
  // notes
  doc.addPage();
  heading(doc, ['Notes to the financial statements for the year ended 31 December 2025'], { size: 11 });
  para(doc, '1. Accounting policies. The financial statements have been prepared under the historical cost convention, modified for investments at fair value, in accordance with the Charities SORP (FRS 102). Grants payable are recognised when the trust has made a commitment to the recipient. Support costs are allocated to activities on the basis of staff time.', { size: 8.5 });
  para(doc, '2. Going concern. The trustees consider there are no material uncertainties about the charity\'s ability to continue as a going concern.', { size: 8.5 });
  heading(doc, ['3. Income from donations and legacies'], { size: 9.5, after: 2 });
  const two = [{ head: ['2025', '£'], right: 470 }, { head: ['2024', '£'], right: 550 }];
  const don = D.donations.map(([label, a, b]) => ({ label, vals: [acc(a), acc(b)] }));
  don.push({ label: 'Total donations and legacies', bold: true, rule: 'above', vals: [acc(sum(D.donations.map((d) => d[1]))), acc(sum(D.donations.map((d) => d[2])))] });
  stmt(doc, { cols: two, labelW: 300, title: '3. Income from donations and legacies' }, don);
  para(doc, '4. Income from charitable activities comprises delegate fees for the annual Northern Neuromuscular Conference and training courses for health professionals. 5. Other trading activities comprise fundraising events. 6. Investment income comprises dividends and interest.', { size: 8.5 });
  heading(doc, ['7. Analysis of expenditure'], { size: 9.5, after: 2 });
  const ea = D.expAnalysis.map((e) => ({ label: e.label, vals: [acc(e.grant), acc(e.direct), acc(e.support), acc(e.t25), acc(e.t24)] }));
  const k = ['grant', 'direct', 'support', 't25', 't24'];
  ea.push({ label: 'Total expenditure', bold: true, rule: 'above', vals: k.map((x) => acc(sum(D.expAnalysis.map((e) => e[x])))) });
  stmt(doc, { cols: [{ head: ['Grant', 'funding', '£'], right: 330 }, { head: ['Direct', 'costs', '£'], right: 390 }, { head: ['Support', 'costs', '£'], right: 450 }, { head: ['Total', '2025', '£'], right: 510 }, { head: ['Total', '2024', '£'], right: 560 }], labelW: 220, title: '7. Analysis of expenditure' }, ea);
  para(doc, 'Support costs include governance costs of £48,620 (2024: £45,310), of which the audit fee was £18,900 (2024: £18,000).', { size: 8.5 });
  heading(doc, ['8. Research grants awarded in the year'], { size: 9.5, after: 2 });
  const gcols = [{ head: ['Ref'], left: 40 }, { head: ['Institution'], left: 98 }, { head: ['Lead researcher'], left: 232 }, { head: ['Project'], left: 305 }, { head: ['Start'], left: 448 }, { head: ['Months'], right: 508 }, { head: ['Amount', '£'], right: 562 }];
  const grows = D.grants.map((g) => ({ vals: [g.ref, g.inst, g.lead, g.project, ukNum(g.start), String(g.months), acc(g.amount)] }));
  grows.push({ label: 'Total grants awarded (included in research grants, note 7)', bold: true, rule: 'above', vals: [null, null, null, null, null, null, acc(D.grantsTotal)], noBreak: true });
  stmt(doc, { cols: gcols, labelW: 400, size: 7.5, lineH: 12, cellW: 40, title: '8. Research grants awarded in the year', breakAfter: 7 }, grows);
  para(doc, 'Grants are paid in instalments against progress reports; the balance of multi-year grants not yet paid is included in creditors (notes 14 and 15).', { size: 8.5 });
  heading(doc, ['10. Staff costs and numbers'], { size: 9.5, after: 2 });
  const st = D.staffCosts.map(([label, a, b]) => ({ label, vals: [acc(a), acc(b)] }));
  st.push({ label: 'Total staff costs', bold: true, rule: 'above', vals: [acc(sum(D.staffCosts.map((s) => s[1]))), acc(sum(D.staffCosts.map((s) => s[2])))] });
  st.push({ gap: 4 }, { head: 'Average number of employees (headcount)' });
  D.headcount.forEach(([label, a, b]) => st.push({ label, indent: 1, vals: [String(a), String(b)] }));
  st.push({ label: 'Total employees', bold: true, rule: 'above', vals: [String(sum(D.headcount.map((h) => h[1]))), String(sum(D.headcount.map((h) => h[2])))] });
  st.push({ gap: 4 }, { head: 'Employees whose employee benefits exceeded £60,000' });
  D.bands.forEach(([label, a, b]) => st.push({ label, indent: 1, vals: [acc(a), acc(b)] }));
  stmt(doc, { cols: [{ head: ['2025'], right: 470 }, { head: ['2024'], right: 550 }], labelW: 300, title: '10. Staff costs and numbers' }, st);
  para(doc, `The key management personnel are the trustees and the senior leadership team. Their total employee benefits were £${fmt(D.keyMgmt[0], 0)} (2024: £${fmt(D.keyMgmt[1], 0)}). No trustee received remuneration; expenses of £2,140 were reimbursed to four trustees for travel.`, { size: 8.5 });
  heading(doc, ['16. Movements in restricted funds'], { size: 9.5, after: 2 });
  const rcols = [{ head: ['Balance at', '1 January', '2025', '£'], right: 300 }, { head: ['Income', '£'], right: 365 }, { head: ['Expenditure', '£'], right: 430 }, { head: ['Transfers', '£'], right: 490 }, { head: ['Balance at', '31 December', '2025', '£'], right: 560 }];
  const rr = D.rfunds.map((f) => ({ label: f.fund, vals: [acc(f.bf), acc(f.inc), acc(f.exp), acc(f.tr), acc(f.cf)] }));
  rr.push({ label: 'Total restricted funds', bold: true, rule: 'above', noBreak: true, vals: ['bf', 'inc', 'exp', 'tr', 'cf'].map((x) => acc(sum(D.rfunds.map((f) => f[x])))) });
  stmt(doc, { cols: rcols, labelW: 200, size: 7.8, title: '16. Movements in restricted funds', breakAfter: 5 }, rr);
  para(doc, 'The transfer of £35,000 to the Family Support Grants Fund from unrestricted funds met the shortfall in family grants. The endowment fund is a permanent endowment; its income is unrestricted.', { size: 8.5 });
  footers(doc, `${D.name} · Annual Report and Financial Statements 2025`);
  await end();
}

async function annualReturn(file) {
  const { doc, end } = openPdf(file, { title: 'Annual Return 2025', author: 'Charity Commission for England and Wales' });
  heading(doc, ['Charity Commission for England and Wales', 'Annual Return 2025 – submitted return (copy for the charity\'s records)'], { size: 12 });
  const A = D.ar;
  const rows = [
    ['Part A', 'Charity details'],
    ['A1', 'Registered charity number', D.charityNo],
    ['A2', 'Charity name', D.name],
    ['A3', 'Financial period start date', ukNum('2025-01-01')],
    ['A4', 'Financial period end date', ukNum('2025-12-31')],
    ['A5', 'Date return submitted', ukNum(D.facts.submitted)],
    ['A6', 'Submitted by', 'Margaret Oyelaran, Director of Finance'],
    ['Part B', 'Income and expenditure (£)'],
    ...A.income.map(([l, v], i) => [`B${i + 1}`, `Income – ${l.toLowerCase()}`, gbp(v)]),
    ['B6', 'Total income', gbp(A.totalIncome)],
    ['B7', 'Of which: income from legacies', gbp(A.legacies)],
    ['B8', 'Of which: income from government grants', gbp(D.facts.govGrants)],
    ['B9', 'Of which: income from government contracts', '£0'],
    ['B10', 'Expenditure – raising funds', gbp(A.raising)],
    ['B11', 'Expenditure – charitable activities', gbp(A.charitable)],
    ['B12', 'Expenditure – other', '£0'],
    ['B13', 'Total expenditure', gbp(A.totalExp)],
    ['B14', 'Of which: grants to institutions', gbp(A.grantsInst)],
    ['B15', 'Of which: grants to individuals', gbp(A.grantsInd)],
    ['Part C', 'Assets and liabilities at the end of the period (£)'],
    ['C1', 'Own use assets', gbp(A.ownUse)],
    ['C2', 'Long-term investments', gbp(A.ltInv)],
    ['C3', 'Other assets', gbp(A.otherAssets)],
    ['C4', 'Total liabilities', gbp(A.liabilities)],
    ['C5', 'Net assets', gbp(A.ownUse + A.ltInv + A.otherAssets - A.liabilities)],
    ['Part D', 'People'],
    ['D1', 'Number of employees', String(A.employees)],
    ['D2', 'Number of UK volunteers', String(D.facts.volunteers)],
    ['D3', 'Employees with total benefits of £60,000 or more', String(A.over60k)],
    ['D4', 'Are any trustees paid for their services as trustees?', 'No'],
    ['Part E', 'Operations and fundraising'],
    ['E1', 'Where the charity operates', 'England; Scotland'],
    ['E2', 'Did the charity receive income from government grants or contracts?', 'Yes'],
    ['E3', 'Did the charity work with a commercial participator or professional fundraiser?', 'Yes – commercial participator'],
    ['E4', 'Is the charity registered with the Fundraising Regulator?', 'Yes'],
    ['E5', 'Number of serious incident reports submitted in the period', String(D.facts.seriousIncidents)],
  ];
  for (const [q, label, ans] of rows) {
    if (doc.y > doc.page.height - 90) doc.addPage();
    const y = doc.y;
    if (/^Part/.test(q)) { doc.y += 6; doc.rect(40, doc.y - 2, 515, 15).fill('#e4e9f0').fillColor('black'); doc.font('B').fontSize(9.5).text(`${q}   ${label}`, 44, doc.y + 1, { lineBreak: false }); doc.y += 20; continue; }
    doc.font('B').fontSize(8.5).text(q, 44, y, { lineBreak: false });
    doc.font('R').text(label, 80, y, { width: 300 });
    const yEnd = doc.y;
    doc.font('R').text(ans, 395, y, { width: 160, align: 'right' });
    doc.y = Math.max(yEnd, doc.y) + 5;
    doc.moveTo(40, doc.y - 3).lineTo(555, doc.y - 3).lineWidth(0.3).strokeColor('#bbbbbb').stroke().strokeColor('black');
  }
  para(doc, 'Declaration: the trustees confirm that the information in this return is correct to the best of their knowledge. This copy was generated from the online service and is not a certificate of registration.', { size: 8 });
  footers(doc, `Annual Return 2025 · Registered charity number ${D.charityNo}`);
  await end();
}

async function valuation(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = D.facts.manager;
  const ws = wb.addWorksheet('Valuation');
  ws.columns = [{ width: 46 }, { width: 13 }, { width: 14 }, { width: 11 }, { width: 15 }, { width: 10 }, { width: 13 }, { width: 9 }];
  ws.addRow([D.facts.manager]).font = { bold: true, size: 13 };
  ws.addRow([`Client: ${D.name}  |  Portfolio PNRT001  |  Discretionary – Charity Balanced`]);
  ws.addRow([`Valuation as at ${ukNum(D.facts.valuationDate)}  |  Prices are mid-market close; currency GBP`]);
  ws.addRow([]);
  const hdr = ws.addRow(['Holding', 'Holding / Nominal', 'Book Cost (£)', 'Price (p)', 'Market Value (£)', '% of Portfolio', 'Est. Gross Income (£)', 'Est. Yield (%)']);
  hdr.eachCell(styleHeader);
  hdr.height = 30;
  const classes = [...new Set(D.holdings.map((h) => h.cls))];
  const subRows = [];
  const total = D.portfolio;
  for (const cls of classes) {
    ws.addRow([cls]).font = { bold: true, italic: true };
    const first = ws.rowCount + 1;
    for (const h of D.holdings.filter((x) => x.cls === cls)) {
      const r = ws.addRow([h.name, h.units, h.cost, h.cls === 'Cash' ? null : h.price, h.mv, Math.round((h.mv / total) * 10000) / 10000, h.inc, h.mv ? Math.round((h.inc / h.mv) * 10000) / 100 : 0]);
      r.getCell(2).numFmt = '#,##0'; r.getCell(3).numFmt = '#,##0'; r.getCell(4).numFmt = '#,##0.00'; r.getCell(5).numFmt = '#,##0'; r.getCell(6).numFmt = '0.00%'; r.getCell(7).numFmt = '#,##0'; r.getCell(8).numFmt = '0.00';
    }
    const last = ws.rowCount;
    const hs = D.holdings.filter((x) => x.cls === cls);
    const r = ws.addRow([`Total ${cls}`, null, F(`SUM(C${first}:C${last})`, sum(hs.map((h) => h.cost))), null, F(`SUM(E${first}:E${last})`, sum(hs.map((h) => h.mv))), Math.round((sum(hs.map((h) => h.mv)) / total) * 10000) / 10000, F(`SUM(G${first}:G${last})`, sum(hs.map((h) => h.inc))), null]);
    r.font = { bold: true };
    r.getCell(3).numFmt = '#,##0'; r.getCell(5).numFmt = '#,##0'; r.getCell(6).numFmt = '0.00%'; r.getCell(7).numFmt = '#,##0';
    subRows.push(r.number);
    ws.addRow([]);
  }
  const t = ws.addRow(['PORTFOLIO TOTAL', null, F(subRows.map((n) => `C${n}`).join('+'), sum(D.holdings.map((h) => h.cost))), null, F(subRows.map((n) => `E${n}`).join('+'), total), 1, F(subRows.map((n) => `G${n}`).join('+'), sum(D.holdings.map((h) => h.inc))), Math.round((sum(D.holdings.map((h) => h.inc)) / total) * 10000) / 100]);
  t.font = { bold: true };
  t.getCell(3).numFmt = '#,##0'; t.getCell(5).numFmt = '#,##0'; t.getCell(6).numFmt = '0.00%'; t.getCell(7).numFmt = '#,##0'; t.getCell(8).numFmt = '0.00';
  ws.addRow([]);
  ws.addRow(['Book cost for fund holdings includes reinvested accumulation units. Estimated income is indicative and not guaranteed.']).font = { italic: true, size: 9 };
  // performance
  const ps = wb.addWorksheet('Performance 2025');
  ps.columns = [{ width: 34 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 15 }];
  ps.addRow([`${D.name} – Portfolio PNRT001`]).font = { bold: true };
  ps.addRow(['Capital account and performance by quarter, 1 January 2025 to 31 December 2025 (£)']);
  ps.addRow([]);
  const h1 = ps.addRow(['', 'Q1', 'Q2', 'Q3', 'Q4', 'Year to']);
  const h2 = ps.addRow(['', '01/01/25–31/03/25', '01/04/25–30/06/25', '01/07/25–30/09/25', '01/10/25–31/12/25', '31/12/2025']);
  h1.eachCell(styleHeader); h2.eachCell(styleHeader);
  const p = D.perf;
  const lines = [
    ['Opening market value', p.openQ, p.open],
    ['Additions', p.add, sum(p.add)],
    ['Withdrawals', p.wd, sum(p.wd)],
    ['Income received', p.inc, sum(p.inc)],
    ['Management fees', p.fees, sum(p.fees)],
    ['Change in market value', p.chg, sum(p.chg)],
    ['Closing market value', p.close, p.close[3]],
  ];
  for (const [label, q, y] of lines) {
    const r = ps.addRow([label, ...q, y]);
    for (let c = 2; c <= 6; c++) r.getCell(c).numFmt = NUM0;
    if (/Closing/.test(label)) r.font = { bold: true };
  }
  ps.addRow([]);
  const link = (x) => Math.round((x.reduce((a, v) => a * (1 + v / 100), 1) - 1) * 10000) / 100;
  const rr = ps.addRow(['Portfolio return (%)', ...p.ret, link(p.ret)]);
  const br = ps.addRow(['Benchmark return (%)', ...p.bench, link(p.bench)]);
  for (const r of [rr, br]) for (let c = 2; c <= 6; c++) r.getCell(c).numFmt = '0.00;(0.00)';
  ps.addRow(['Benchmark: ARC Sterling Balanced Asset Charity Index. Returns are total returns net of fees; the year figure is the quarters linked.']).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Margaret Oyelaran';
  const ws = wb.addWorksheet('Budget 2026 summary');
  ws.columns = [{ width: 34 }, ...Array(9).fill({ width: 12 })];
  ws.addRow([D.name]).font = { bold: true, size: 12 };
  ws.addRow(['Budget 2026 – for approval by the Board of Trustees, ' + ukLong(D.facts.budgetMeeting)]);
  ws.addRow(['Version 3 FINAL · all figures £']).font = { italic: true };
  ws.addRow([]);
  const h1 = ws.addRow(['', '2025', '', 'Budget 2026', '', '', '', '', 'Change vs 2025 forecast', '']);
  const h2 = ws.addRow(['', 'Budget', 'Forecast (Oct)', 'Q1', 'Q2', 'Q3', 'Q4', 'Full year', '£', '%']);
  ws.mergeCells(h1.number, 2, h1.number, 3); ws.mergeCells(h1.number, 4, h1.number, 8); ws.mergeCells(h1.number, 9, h1.number, 10);
  h1.eachCell(styleHeader); h2.eachCell(styleHeader);
  const B = D.budget;
  const write = (label, b, f, q) => {
    const n = ws.rowCount + 1;
    const fy = sum(q);
    const r = ws.addRow([label, b, f, ...q, F(`SUM(D${n}:G${n})`, fy), F(`H${n}-C${n}`, fy - f), f ? F(`IF(C${n}=0,"",I${n}/C${n})`, Math.round(((fy - f) / f) * 10000) / 10000) : '']);
    for (let c = 2; c <= 9; c++) r.getCell(c).numFmt = NUM0;
    r.getCell(10).numFmt = '0.0%;(0.0%);"-"';
    return r;
  };
  const block = (title, lines, totalLabel) => {
    ws.addRow([title]).font = { bold: true };
    const first = ws.rowCount + 1;
    lines.forEach(([l, b, f, q]) => write(l, b, f, q));
    const last = ws.rowCount;
    const tq = [0, 1, 2, 3].map((i) => sum(lines.map((x) => x[3][i])));
    const r = write(totalLabel, sum(lines.map((x) => x[1])), sum(lines.map((x) => x[2])), tq);
    for (const c of [2, 3, 4, 5, 6, 7]) r.getCell(c).value = F(`SUM(${colL(c - 1)}${first}:${colL(c - 1)}${last})`, r.getCell(c).value);
    r.font = { bold: true };
    return { b: sum(lines.map((x) => x[1])), f: sum(lines.map((x) => x[2])), q: tq, row: r.number };
  };
  const i = block('Income', B.income, 'Total income');
  ws.addRow([]);
  const e = block('Expenditure', B.exp, 'Total expenditure');
  ws.addRow([]);
  const net = write('Net surplus/(deficit)', i.b - e.b, i.f - e.f, i.q.map((v, k) => v - e.q[k]));
  net.font = { bold: true };
  ws.addRow([]);
  ws.addRow(['Notes: the 2025 forecast was prepared from the October management accounts. Research grants are budgeted on the date the Board awards them. Investment income assumes a 3.6% yield on the portfolio.']).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];
  await wb.xlsx.writeFile(file);
}

async function review(file) {
  const f5 = D.five;
  const yrs = ['2021', '2022', '2023', '2024', '2025'];
  const children = [
    Para('Pennine Neuromuscular Research Trust', { bold: true, size: 16 }),
    Para('Annual Review 2025: Research, support and hope', { size: 13, italic: true }),
    Para('A message from our Chair', { bold: true, size: 12, before: 200 }),
    Para(`2025 was the year our research programme grew up. We awarded ${D.grants.length} new grants worth £${fmt(D.grantsTotal, 0)}, our largest ever year of research funding, including our first gene therapy project at University College London. Thank you to every one of the ${D.facts.volunteers} volunteers who gave their time. – ${D.facts.chair}`),
    Para('Fundraising events', { bold: true, size: 12, before: 200 }),
    Para('Our community events raised the figures below. Net income is after direct costs such as venue hire, medals and entry fees.'),
    T([['Event', 'Date', 'Participants', 'Gross income (£)', 'Net income (£)'], ...D.events.map((e) => [e.event, ukLong(e.date), String(e.people), fmt(e.gross, 0), fmt(e.net, 0)])], { widths: [3600, 1700, 1200, 1400, 1400], numCols: [2, 3, 4] }),
    Para('Five years at a glance', { bold: true, size: 12, before: 240 }),
    T([['', ...yrs], ...f5.map(([l, v]) => [l, ...v.map((x) => fmt(x, 0))])], { widths: [3300, 1200, 1200, 1200, 1200, 1200], numCols: [1, 2, 3, 4, 5] }),
    Para('Figures for 2024 and 2025 are taken from the audited financial statements; earlier years are as published. Free reserves are general unrestricted funds.', { italic: true, size: 9, before: 80 }),
    Para('Looking ahead', { bold: true, size: 12, before: 200 }),
    Para('In 2026 the trustees have budgeted for a deficit so that more research can be funded from reserves held above our policy range. We will open a second family support office in Hull in the spring.'),
  ];
  await writeDocx(file, children, { title: 'Annual Review 2025', creator: 'PNRT Communications' });
}

export async function renderPennine(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await afs(path.join(dir, FILES.afs));
  await annualReturn(path.join(dir, FILES.ar));
  await valuation(path.join(dir, FILES.val));
  await budget(path.join(dir, FILES.bud));
  await review(path.join(dir, FILES.review));
  const lines = receiptLines();
  await photoDocument(path.join(dir, FILES.photo), lines, { width: 620, height: 900, angle: -2.2, seed: 4471, format: 'jpeg', mono: true, margin: 40 });
  return lines;
}

// the till slip's printed lines (verify.mjs reads the photo's figures from these)
export function receiptLines() {
  const R = D.receipt;
  const [y, m, d] = R.date.split('-');
  return [
    { t: R.shop, size: 22, bold: true, center: true },
    { t: '27 The Headrow, Leeds LS1 6PU', size: 17, center: true },
    { t: 'VAT Reg No. GB 318 4471 26', size: 17, center: true },
    { gap: 10 },
    { cols: [`${d}/${m}/${y}  ${R.time}`, 'Till 2  #041187'], size: 18 },
    { rule: true },
    ...R.items.flatMap(([name, q, p]) => (q > 1 ? [{ cols: [name, ''], size: 18 }, { cols: [`   ${q} @ £${fmt(p)}`, `£${fmt(q * p)}`], size: 18 }] : [{ cols: [name, `£${fmt(p)}`], size: 18 }])),
    { rule: true },
    { cols: ['TOTAL', `£${fmt(R.total)}`], size: 24, bold: true },
    { cols: ['VISA DEBIT  **** 4471', `£${fmt(R.total)}`], size: 18 },
    { gap: 8 },
    { cols: ['VAT 20% incl. in total', `£${fmt(R.vat)}`], size: 18 },
    { gap: 10 },
    { t: 'Thank you for your custom!', size: 17, center: true },
    { t: 'Goods can be returned within 14 days with receipt', size: 15, center: true },
  ];
}
