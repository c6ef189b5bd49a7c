// Renders the Georgian Shores Regional Hospital Foundation's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import XLSX from 'xlsx-republish';
import { G as D, sum } from '../data.mjs';
import { fmt, usLong, P as Para, T, writeDocx } from './office.mjs';
import { openPdf, footers, heading, para, stmt } from './pdfx.mjs';
import { photoDocument } from './photo.mjs';

const acc = (v) => (Math.abs(v) < 0.5 ? '—' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
const dol = (v) => `$ ${acc(v)}`; // first and total rows carry the dollar sign
const mdy = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${m}/${d}/${y}`; };
export const FILES = {
  afs: 'GSRHF Audited Financial Statements March 31 2025.pdf',
  t3010: 'T3010 FPE 2025-03-31 Georgian Shores RHF.pdf',
  inv: 'Q4 FY2025 Investment Report - Huron Street.pdf',
  bud: 'FY2025-26 Operating Budget (Board approved).xls',
  gifts: 'Major gifts FY2025 RE NXT export.csv',
  ar: 'Annual Report 2024-25.docx',
  photo: 'IMG_20241115_142538.jpg',
};
const money = (rows, firstIdx = [0]) => rows.map((r, i) => ({ ...r, vals: r.v?.map((x) => (firstIdx.includes(i) || r.rule === 'double' ? dol(x) : acc(x))) }));

async function afs(file) {
  const { doc, end } = openPdf(file, { title: 'Financial Statements March 31, 2025', author: D.facts.auditor });
  doc.y = 280;
  heading(doc, [D.name.toUpperCase(), 'Financial Statements', 'March 31, 2025'], { size: 17 });
  doc.addPage();
  heading(doc, ["INDEPENDENT AUDITOR'S REPORT", `To the Board of Directors of ${D.name}`], { size: 11 });
  para(doc, `Qualified Opinion. We have audited the financial statements of ${D.name} (the "Foundation"), which comprise the statement of financial position as at March 31, 2025, and the statements of operations, changes in net assets and cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies.`);
  para(doc, 'In our opinion, except for the possible effects of the matter described in the Basis for Qualified Opinion paragraph, the accompanying financial statements present fairly, in all material respects, the financial position of the Foundation as at March 31, 2025, and its results of operations and its cash flows for the year then ended in accordance with Canadian accounting standards for not-for-profit organizations.');
  para(doc, 'Basis for Qualified Opinion. In common with many charitable organizations, the Foundation derives revenue from donations, special events and lotteries, the completeness of which is not susceptible to satisfactory audit verification. Accordingly, verification of these revenues was limited to the amounts recorded in the records of the Foundation.');
  para(doc, `${D.facts.auditor}, Chartered Professional Accountants, Licensed Public Accountants. Port Ashby, Ontario, ${usLong(D.facts.auditSigned)}`, { font: 'I' });
  doc.addPage();
  heading(doc, [D.name, 'Statement of Financial Position', 'As at March 31, 2025'], { size: 11 });
  const two = [{ head: ['2025'], right: 470 }, { head: ['2024'], right: 550 }];
  stmt(doc, { cols: two, labelW: 330, title: 'Statement of Financial Position' }, money(D.sfp, [2]));
  para(doc, 'Approved on behalf of the Board:  ____________ Director    ____________ Director', { size: 8.5 });
  doc.addPage();
  heading(doc, [D.name, 'Statement of Operations', 'Year ended March 31, 2025'], { size: 11 });
  const o = D.ops;
  const ops = [
    { head: 'Revenue' },
    ...D.rev.map(([label, b, a, c]) => ({ label, v: [b, a, c], indent: 1 })),
    { label: 'Total revenue', v: o.rT, bold: true, rule: 'above' },
    { head: 'Expenses' },
    ...D.expn.map(([label, b, a, c]) => ({ label, v: [b, a, c], indent: 1 })),
    { label: 'Total expenses', v: o.eT, bold: true, rule: 'above' },
    { label: 'Excess of revenue over expenses before grants', v: o.before, bold: true },
    { label: 'Grants to Georgian Shores Regional Hospital (note 8)', v: o.gr },
    { label: 'Excess of revenue over expenses', v: o.excess, bold: true, rule: 'double' },
  ];
  stmt(doc, { cols: [{ head: ['Budget', '2025', '(unaudited)'], right: 400 }, { head: ['2025'], right: 475 }, { head: ['2024'], right: 550 }], labelW: 280, title: 'Statement of Operations' }, money(ops, [1]));
  doc.y += 6;
  heading(doc, ['Statement of Changes in Net Assets', 'Year ended March 31, 2025'], { size: 11 });
  stmt(doc, { cols: [{ head: ['Unrestricted'], right: 300 }, { head: ['Internally', 'restricted'], right: 365 }, { head: ['Endowment'], right: 430 }, { head: ['2025', 'Total'], right: 495 }, { head: ['2024', 'Total'], right: 560 }], labelW: 190, title: 'Statement of Changes in Net Assets' }, money(D.cna, [0]));
  doc.addPage();
  heading(doc, [D.name, 'Statement of Cash Flows', 'Year ended March 31, 2025'], { size: 11 });
  stmt(doc, { cols: two, labelW: 330, title: 'Statement of Cash Flows' }, money(D.cf, [1]));
  doc.addPage();
  heading(doc, [D.name, 'Notes to the Financial Statements', 'Year ended March 31, 2025'], { size: 11 });
  para(doc, `1. Purpose of the organization. The Foundation raises funds for capital equipment, facilities and programs of Georgian Shores Regional Hospital. It is a registered charity under the Income Tax Act (BN ${D.bn}) and is exempt from income taxes.`, { size: 8.5 });
  para(doc, '2. Significant accounting policies. The Foundation follows the deferral method of accounting for contributions. Investments are recorded at fair value. Pledges are recorded as receivable when collection is reasonably assured. Grants to the Hospital are recorded when approved by the Board.', { size: 8.5 });
  heading(doc, ['3. Investments'], { size: 9.5, after: 2 });
  const inv = D.invTypes.map(([label, a, b]) => ({ label, v: [a, b] }));
  inv.push({ label: 'Total investments', v: [sum(D.invTypes.map((x) => x[1])), sum(D.invTypes.map((x) => x[2]))], bold: true, rule: 'double' });
  stmt(doc, { cols: two, labelW: 330, title: '3. Investments' }, money(inv, [0]));
  para(doc, 'Investment income is made up as follows:', { size: 8.5 });
  const ii = D.invIncome.map(([label, a, b]) => ({ label, v: [a, b] }));
  ii.push({ label: 'Total investment income', v: [sum(D.invIncome.map((x) => x[1])), sum(D.invIncome.map((x) => x[2]))], bold: true, rule: 'double' });
  stmt(doc, { cols: two, labelW: 330, title: '3. Investment income' }, money(ii, [0]));
  heading(doc, ['4. Pledges receivable'], { size: 9.5, after: 2 });
  para(doc, 'Pledges are expected to be collected in the fiscal years ending March 31 as follows:', { size: 8.5 });
  const pl = D.pledges.map(([y, v]) => ({ label: y, v: [v] }));
  const pt = sum(D.pledges.map((p) => p[1]));
  pl.push({ label: 'Total pledges receivable', v: [pt], bold: true, rule: 'above' }, { label: 'Less current portion', v: [-D.pledges[0][1]] }, { label: 'Long-term portion', v: [pt - D.pledges[0][1]], bold: true, rule: 'double' });
  stmt(doc, { cols: [{ head: ['2025'], right: 470 }], labelW: 330, title: '4. Pledges receivable' }, money(pl, [0]));
  para(doc, '5. Capital assets consist of office equipment and leasehold improvements, amortized on a straight-line basis over five to ten years. 6. Deferred contributions represent externally restricted contributions for purposes of future years and for capital assets.', { size: 8.5 });
  heading(doc, ['7. Endowment funds'], { size: 9.5, after: 2 });
  para(doc, 'Endowment contributions are restricted so that the capital is maintained permanently; the income earned is available for the purposes named by each donor.', { size: 8.5 });
  const ef = D.endow.map((e) => ({ label: e.fund, v: [e.beg, e.contrib, e.end] }));
  ef.push({ label: 'Total endowment funds', v: [sum(D.endow.map((e) => e.beg)), sum(D.endow.map((e) => e.contrib)), sum(D.endow.map((e) => e.end))], bold: true, rule: 'double', noBreak: true });
  stmt(doc, { cols: [{ head: ['Balance,', 'beginning', 'of year'], right: 400 }, { head: ['Contributions'], right: 475 }, { head: ['Balance,', 'end of', 'year'], right: 550 }], labelW: 260, title: '7. Endowment funds', breakAfter: 4 }, money(ef, [0]));
  heading(doc, ['8. Grants to Georgian Shores Regional Hospital'], { size: 9.5, after: 2 });
  para(doc, 'Grants approved by the Board during the year, by hospital department and purpose:', { size: 8.5 });
  const gd = D.grantsDept.map((g) => ({ label: g.dept, v: [g.y25, g.y24] }));
  gd.push({ label: 'Total grants to the Hospital', v: [sum(D.grantsDept.map((g) => g.y25)), sum(D.grantsDept.map((g) => g.y24))], bold: true, rule: 'double', noBreak: true });
  stmt(doc, { cols: two, labelW: 330, title: '8. Grants to Georgian Shores Regional Hospital' }, money(gd, [0]));
  para(doc, `9. Internally restricted net assets. During the year the Board transferred $900,000 from unrestricted net assets to the Equipment Renewal Reserve, which is not available for other purposes without Board approval.`, { size: 8.5 });
  para(doc, '10. Remuneration. The Foundation paid one employee total remuneration of more than $100,000 in the year.', { size: 8.5 });
  footers(doc, `${D.name} · Financial Statements March 31, 2025`);
  await end();
}

async function t3010(file) {
  const { doc, end } = openPdf(file, { title: 'T3010 Registered Charity Information Return', author: D.name });
  heading(doc, ['Registered Charity Information Return (T3010)', 'Canada Revenue Agency – copy of return as filed'], { size: 12 });
  const id = [['Charity name', D.name], ['BN/Registration number', D.bn], ['Fiscal period end (YYYY-MM-DD)', '2025-03-31'], ['Date return filed', '2025-09-22'], ['Designation', 'Public foundation']];
  for (const [a, b] of id) { const y = doc.y; doc.font('B').fontSize(8.5).text(a, 44, y, { lineBreak: false }); doc.font('R').text(b, 300, y, { lineBreak: false }); doc.y = y + 13; }
  doc.y += 6;
  heading(doc, ['Section C – Programs and general information'], { size: 10, after: 2 });
  const c = [['C2', 'Did the charity make gifts or transfer funds to qualified donees or other organizations?', 'Yes'], ['C5', 'Did the charity carry on fundraising activities or engage third parties to do so?', 'Yes'], ['C5(a)', 'Type of fundraising: lottery or games of chance, fundraising dinners/galas, golf tournaments, targeted contacts', ''], ['C6', 'Did the charity compensate any of its directors/trustees?', 'No'], ['C10', 'Did the charity incur any expenses for political activities?', 'No']];
  for (const [q, t, a] of c) { const y = doc.y; doc.font('B').fontSize(8.5).text(q, 44, y, { lineBreak: false }); doc.font('R').text(t, 90, y, { width: 400 }); const ye = doc.y; doc.text(a, 500, y, { width: 55, align: 'right' }); doc.y = Math.max(ye, doc.y) + 4; }
  doc.y += 6;
  heading(doc, ['Schedule 6 – Detailed financial information (whole dollars)'], { size: 10, after: 4 });
  const lines = D.t3010.map(([code, label, v]) => ({ code, label, v }));
  for (const l of lines) {
    if (doc.y > doc.page.height - 90) { doc.addPage(); heading(doc, ['Schedule 6 – Detailed financial information (continued)'], { size: 10, after: 4 }); }
    const y = doc.y;
    doc.font('R').fontSize(8.5).text(l.code, 44, y, { lineBreak: false });
    doc.text(l.label, 90, y, { width: 370 });
    const ye = doc.y;
    doc.font(/^Total/.test(l.label) ? 'B' : 'R').text(fmt(l.v, 0), 470, y, { width: 85, align: 'right' });
    doc.y = Math.max(ye, doc.y) + 3;
  }
  doc.y += 8;
  if (doc.y > doc.page.height - 200) doc.addPage();
  heading(doc, ['Schedule 3 – Compensation'], { size: 10, after: 4 });
  const s3 = [['300', 'Number of permanent, full-time, compensated positions', String(D.facts.fullTime)], ['305', 'Number of part-time or part-year employees', String(D.facts.partTime)], ...D.comp.map(([r, n], i) => [String(305 + (i + 1) * 5), `Number of the ten highest compensated permanent full-time positions in the range ${r}`, String(n)]), ['390', 'Total expenditure on all compensation', fmt(D.expn[2][2], 0)]];
  for (const [code, t, v] of s3) { const y = doc.y; doc.font('R').fontSize(8.5).text(code, 44, y, { lineBreak: false }); doc.text(t, 90, y, { width: 370 }); const ye = doc.y; doc.text(v, 470, y, { width: 85, align: 'right' }); doc.y = Math.max(ye, doc.y) + 3; }
  footers(doc, `T3010 · ${D.bn} · fiscal period ending 2025-03-31`);
  await end();
}

async function invReport(file) {
  const { doc, end } = openPdf(file, { title: 'Quarterly Investment Report', author: D.facts.counsel });
  heading(doc, [D.facts.counsel, `Quarterly Report to the Investment Committee – ${D.name}`, 'Consolidated portfolio (endowment and long-term funds) · Period ending March 31, 2025'], { size: 12 });
  heading(doc, ['1. Reconciliation of market value, fiscal 2025'], { size: 10, after: 4 });
  const q = D.recon;
  const rows = [
    { label: 'Beginning market value', v: [...q.open, q.beg] },
    { label: 'Contributions', v: [...q.contrib, sum(q.contrib)] },
    { label: 'Withdrawals', v: [...q.wd, sum(q.wd)] },
    { label: 'Interest and dividends', v: [...q.inc, sum(q.inc)] },
    { label: 'Realized and unrealized gains (losses)', v: [...q.gains, sum(q.gains)] },
    { label: 'Management fees', v: [...q.fees, sum(q.fees)] },
    { label: 'Ending market value', v: [...q.close, q.close[3]], bold: true, rule: 'double' },
  ];
  stmt(doc, { cols: [{ head: ['Q1', 'Apr–Jun', '2024'], right: 300 }, { head: ['Q2', 'Jul–Sep', '2024'], right: 365 }, { head: ['Q3', 'Oct–Dec', '2024'], right: 430 }, { head: ['Q4', 'Jan–Mar', '2025'], right: 495 }, { head: ['Fiscal', '2025'], right: 560 }], labelW: 190, title: '1. Reconciliation of market value' }, rows.map((r) => ({ ...r, vals: r.v.map(acc) })));
  heading(doc, ['2. Asset mix at March 31, 2025'], { size: 10, after: 4 });
  const tot = sum(D.invTypes.map((x) => x[1]));
  const mix = D.invTypes.map(([label, mv], i) => ({ label, vals: [acc(mv), (Math.round((mv / tot) * 1000) / 10).toFixed(1), String(D.targets[i][1]), D.targets[i][2]] }));
  mix.push({ label: 'Total portfolio', bold: true, rule: 'above', vals: [acc(tot), '100.0', '100', ''] });
  stmt(doc, { cols: [{ head: ['Market value', '$'], right: 380 }, { head: ['Actual', '%'], right: 440 }, { head: ['Target', '%'], right: 495 }, { head: ['Range', '%'], right: 560 }], labelW: 220, title: '2. Asset mix' }, mix);
  heading(doc, ['3. Rates of return (%, net of fees)'], { size: 10, after: 4 });
  const ret = [
    ...D.qret.map(([p, b], i) => ({ label: `Q${i + 1} fiscal 2025 (${['Apr–Jun 2024', 'Jul–Sep 2024', 'Oct–Dec 2024', 'Jan–Mar 2025'][i]})`, vals: [p.toFixed(2), b.toFixed(2), (p - b).toFixed(2)] })),
    { label: '1 year to March 31, 2025', vals: [D.oneYear[0].toFixed(2), D.oneYear[1].toFixed(2), (D.oneYear[0] - D.oneYear[1]).toFixed(2)], bold: true },
    ...D.longRet.map(([l, p, b]) => ({ label: l, vals: [p.toFixed(2), b.toFixed(2), (p - b).toFixed(2)] })),
  ];
  stmt(doc, { cols: [{ head: ['Portfolio'], right: 420 }, { head: ['Benchmark'], right: 490 }, { head: ['Value', 'added'], right: 560 }], labelW: 280, title: '3. Rates of return' }, ret);
  para(doc, 'Benchmark: 40% FTSE Canada Universe Bond, 25% S&P/TSX Composite, 22% S&P 500 (C$), 13% MSCI EAFE (C$). Returns over one year are annualized. Withdrawals are the 4% spending allocation and grants paid from endowed funds.', { size: 8.5 });
  heading(doc, ['4. Compliance'], { size: 10, after: 2 });
  para(doc, 'All asset classes were within their policy ranges at quarter end. No holding exceeded 10% of the portfolio. The committee approved rebalancing of $250,000 from Canadian equities to fixed income at its February 11, 2025 meeting.', { size: 8.5 });
  footers(doc, `${D.facts.counsel} · Confidential`);
  await end();
}

function budgetXls(file) {
  const months = ['Apr-25', 'May-25', 'Jun-25', 'Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26'];
  const aoa = [
    [D.name], ['Operating Budget – Fiscal 2025-26 (April 1, 2025 to March 31, 2026)'], [`Approved by the Board of Directors ${usLong(D.facts.budgetApproved)}`], [],
    ['', 'FY2025-26 Budget by month', ...Array(11).fill(''), 'FY2025-26', 'FY2024-25', 'FY2024-25'],
    ['Account', ...months, 'Budget', 'Budget', 'Actual (unaudited)'],
  ];
  const merges = [{ s: { r: 4, c: 1 }, e: { r: 4, c: 12 } }];
  const B = D.budget;
  const block = (title, lines, tl) => {
    aoa.push([title]);
    for (const [l, b, a, m] of lines) aoa.push([l, ...m, sum(m), b, a]);
    const tm = m12((i) => sum(lines.map((x) => x[3][i])));
    aoa.push([tl, ...tm, sum(tm), sum(lines.map((x) => x[1])), sum(lines.map((x) => x[2]))]);
    return { tm, b: sum(lines.map((x) => x[1])), a: sum(lines.map((x) => x[2])) };
  };
  const m12 = (f) => Array.from({ length: 12 }, (_, i) => f(i));
  const r = block('REVENUE', B.rev, 'TOTAL REVENUE');
  aoa.push([]);
  const e = block('EXPENSES AND GRANTS', B.exp, 'TOTAL EXPENSES AND GRANTS');
  aoa.push([]);
  const nm = m12((i) => r.tm[i] - e.tm[i]);
  aoa.push(['NET SURPLUS (DEFICIT)', ...nm, sum(nm), r.b - e.b, r.a - e.a]);
  aoa.push([]);
  aoa.push(['Gala budgeted in November, Golf Classic in June. Grants to the Hospital are budgeted in the month of the Board meeting that approves them.']);
  const ws = XLSX.utils.aoa_to_sheet(aoa);
  ws['!merges'] = merges;
  ws['!cols'] = [{ wch: 40 }, ...Array(15).fill({ wch: 11 })];
  for (const k of Object.keys(ws)) if (k[0] !== '!' && typeof ws[k].v === 'number') ws[k].z = '#,##0;(#,##0);"-"';
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Budget FY26');
  fs.writeFileSync(file, XLSX.write(wb, { bookType: 'biff8', type: 'buffer' }));
}

function giftsCsv(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const head = ['Gift ID', 'Gift date', 'Constituent name', 'Constituent type', 'Gift type', 'Gift amount', 'Fund', 'Campaign', 'Anonymous'];
  const camp = (f) => (f === 'CT Scanner Campaign' ? 'Imaging the Future 2023-2026' : /Gala|Golf|Radiothon/.test(f) ? 'Special Events' : 'Annual Fund');
  const lines = [head.map(q).join(',')];
  for (const g of D.gifts) lines.push([g.id, mdy(g.date), g.name, g.type, g.giftType, `$${fmt(g.amount)}`, g.fund, camp(g.fund), g.anon].map(q).join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

async function annualReport(file) {
  const yrs = ['FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'];
  const children = [
    Para(D.name, { bold: true, size: 16 }),
    Para('Annual Report 2024–2025 · Caring Close to Home', { size: 13, italic: true }),
    Para('Message from the President & CEO', { bold: true, size: 12, before: 200 }),
    Para(`Thanks to ${fmt(D.fiveYr[3][1][4], 0)} donors, the Foundation granted $${fmt(D.ops.gr[1], 0)} to Georgian Shores Regional Hospital in the fiscal year ended March 31, 2025, led by the first $1.42 million for the new CT scanner. Our endowment passed $7 million for the first time. – ${D.facts.ceo}, President & CEO`),
    Para('Our signature events', { bold: true, size: 12, before: 200 }),
    T([['Event', 'Date', 'Gross revenue', 'Net proceeds'], ...D.events.map((e) => [e.event, usLong(e.date), `$${fmt(e.gross, 0)}`, `$${fmt(e.net, 0)}`])], { widths: [4000, 2000, 1600, 1600], numCols: [2, 3] }),
    Para('The Radiothon and Tree of Lights are reported with donations in the financial statements; the Gala and Golf Classic are special events.', { italic: true, size: 9, before: 60 }),
    Para('Five-year summary (fiscal years ending March 31)', { bold: true, size: 12, before: 240 }),
    T([['', ...yrs], ...D.fiveYr.map(([l, v]) => [l, ...v.map((x) => (x < 1 ? `$${x.toFixed(2)}` : /donors/i.test(l) ? fmt(x, 0) : `$${fmt(x, 0)}`))])], { widths: [3000, 1250, 1250, 1250, 1250, 1250], numCols: [1, 2, 3, 4, 5] }),
    Para('Cost to raise a dollar = fundraising, event and lottery costs divided by revenue raised.', { italic: true, size: 9, before: 60 }),
    Para('Looking ahead', { bold: true, size: 12, before: 200 }),
    Para('In fiscal 2025-26 we will complete the Imaging the Future campaign and begin fundraising for a new MRI suite.'),
  ];
  await writeDocx(file, children, { title: 'Annual Report 2024-25', creator: 'GSRHF Communications' });
}

export async function renderGeorgian(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await afs(path.join(dir, FILES.afs));
  await t3010(path.join(dir, FILES.t3010));
  await invReport(path.join(dir, FILES.inv));
  budgetXls(path.join(dir, FILES.bud));
  giftsCsv(path.join(dir, FILES.gifts));
  await annualReport(path.join(dir, FILES.ar));
  const lines = receiptLines();
  await photoDocument(path.join(dir, FILES.photo), lines, { width: 600, height: 940, angle: 1.8, seed: 214, format: 'jpeg', mono: true, margin: 40 });
  return lines;
}

// the till slip's printed lines (verify.mjs reads the photo's figures from these)
export function receiptLines() {
  const R = D.receipt;
  const [y, m, d] = R.date.split('-');
  return [
    { t: R.shop, size: 22, bold: true, center: true },
    { t: '310 Bayview Rd, Port Ashby ON', size: 17, center: true },
    { t: 'HST# 81234 5678 RT0001', size: 17, center: true },
    { gap: 8 },
    { cols: [`${y}/${m}/${d} ${R.time}`, 'REG 03 TRN 5521'], size: 18 },
    { rule: true },
    ...R.items.flatMap(([name, q, p, h]) => (q > 1 ? [{ cols: [`${q} @ ${fmt(p)}`, ''], size: 17 }, { cols: [name, `${fmt(q * p)} ${h ? 'H' : ''}`], size: 18 }] : [{ cols: [name, `${fmt(p)} ${h ? 'H' : ''}`], size: 18 }])),
    { rule: true },
    { cols: ['SUBTOTAL', fmt(R.sub)], size: 18 },
    { cols: ['H=HST 13%', fmt(R.hst)], size: 18 },
    { cols: ['TOTAL', fmt(R.total)], size: 24, bold: true },
    { cols: ['VISA TEND', fmt(R.total)], size: 18 },
    { gap: 8 },
    { t: 'ITEMS SOLD 28', size: 17 },
    { t: 'THANK YOU FOR SHOPPING WITH US', size: 16, center: true },
  ];
}
