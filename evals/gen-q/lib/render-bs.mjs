// Renders Bluestem Prairie Land Trust's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { BS, ORGS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { P, T, writeDocx, styleHeader, F, fmt, usLong, usNum, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

const NAME = ORGS.bluestem.name;
const acc = (v) => (Math.abs(v) < 0.5 ? '—' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
const d$ = (v) => (Math.abs(v) < 0.5 ? '—' : v < 0 ? `$ (${fmt(-v, 0)})` : `$ ${fmt(v, 0)}`);

// ---------------------------------------------------------------- audited statements, 3 pages
async function audited(file) {
  const { doc, end } = newPdf(file, { title: `${NAME} Financial Statements December 31, 2025`, author: BS.auditor, size: 'LETTER' });
  const head = (t, sub) => {
    doc.font('B').fontSize(12).text(NAME, 50, 50, { align: 'center', width: 512 });
    doc.font('B').fontSize(11).text(t, { align: 'center', width: 512 });
    doc.font('R').fontSize(10).text(sub, { align: 'center', width: 512 });
    doc.moveDown(1.5);
  };
  const foot = (n) => {
    doc.font('I').fontSize(8).text(`See accompanying notes to financial statements and the independent auditors' report of ${BS.auditor}.`, 50, 715, { width: 512, align: 'center', lineBreak: false });
    doc.font('R').fontSize(8).text(String(n), 50, 730, { width: 512, align: 'center', lineBreak: false });
  };
  // page 1: statement of financial position
  head('Statements of Financial Position', 'December 31, 2025 and 2024');
  const r2 = [430, 530];
  const colHead = (labels, right, y) => { doc.font('B').fontSize(9); labels.forEach((l, i) => doc.text(l, right[i] - 90, y, { width: 90, align: 'right' })); doc.y = y + 28; };
  colHead(['2025', '2024'], r2, doc.y);
  const rows = [{ label: 'ASSETS', bold: true }];
  BS.assets.forEach((a, i) => rows.push({ label: a[0], indent: 1, vals: i === 0 ? [d$(a[1]), d$(a[2])] : [acc(a[1]), acc(a[2])] }));
  rows.push({ label: 'Total assets', bold: true, rule: 'above', vals: [d$(BS.totAssets[0]), d$(BS.totAssets[1])] }, { gap: 10 });
  rows.push({ label: 'LIABILITIES AND NET ASSETS', bold: true }, { label: 'Liabilities', bold: true, indent: 0.5 });
  BS.liab.forEach((l, i) => rows.push({ label: l[0], indent: 1, vals: i === 0 ? [d$(l[1]), d$(l[2])] : [acc(l[1]), acc(l[2])] }));
  rows.push({ label: 'Total liabilities', rule: 'above', indent: 1, vals: [acc(BS.totLiab[0]), acc(BS.totLiab[1])] }, { gap: 6 });
  rows.push({ label: 'Net assets', bold: true, indent: 0.5 });
  rows.push({ label: 'Without donor restrictions', indent: 1, vals: [acc(BS.naEnd.without), acc(BS.na2024.without)] });
  rows.push({ label: 'With donor restrictions', indent: 1, vals: [acc(BS.naEnd.with), acc(BS.na2024.with)] });
  rows.push({ label: 'Total net assets', indent: 1, rule: 'above', vals: [acc(BS.totNA[0]), acc(BS.totNA[1])] }, { gap: 4 });
  rows.push({ label: 'Total liabilities and net assets', bold: true, rule: 'double', vals: [d$(BS.totAssets[0]), d$(BS.totAssets[1])] });
  table(doc, rows, { right: r2, size: 9.5, lineH: 17 });
  foot(3);
  // page 2: statement of activities, then functional expenses begin
  doc.addPage();
  head('Statement of Activities', 'Year Ended December 31, 2025');
  const r3 = [350, 450, 550];
  doc.font('B').fontSize(8.5);
  const y3 = doc.y;
  ['Without Donor\nRestrictions', 'With Donor\nRestrictions', 'Total'].forEach((l, i) => doc.text(l, r3[i] - 90, y3, { width: 90, align: 'right' }));
  doc.y = y3 + 30;
  const act = [{ label: 'REVENUE, SUPPORT AND RECLASSIFICATIONS', bold: true }];
  BS.rev.forEach((r) => act.push({ label: r[0], indent: 1, vals: [acc(r[1]), acc(r[2]), acc(r[1] + r[2])] }));
  act.push({ label: 'Total revenue, support and reclassifications', bold: true, rule: 'above', vals: [acc(BS.revTot[0]), acc(BS.revTot[1]), acc(BS.revTot[0] + BS.revTot[1])] }, { gap: 6 });
  act.push({ label: 'EXPENSES', bold: true });
  ['Program services', 'Management and general', 'Fundraising'].forEach((l, i) => act.push({ label: l, indent: 1, vals: [acc(BS.fxTot[i]), '—', acc(BS.fxTot[i])] }));
  act.push({ label: 'Total expenses', bold: true, rule: 'above', vals: [acc(BS.fxTotal), '—', acc(BS.fxTotal)] }, { gap: 6 });
  act.push({ label: 'Change in net assets', bold: true, vals: [acc(BS.change[0]), acc(BS.change[1]), acc(BS.change[0] + BS.change[1])] });
  act.push({ label: 'Net assets, beginning of year', vals: [acc(BS.na2024.without), acc(BS.na2024.with), acc(BS.totNA[1])] });
  act.push({ label: 'Net assets, end of year', bold: true, rule: 'double', vals: [d$(BS.naEnd.without), d$(BS.naEnd.with), d$(BS.totNA[0])] });
  table(doc, act, { right: r3, size: 9, lineH: 15, width: 250 });
  // functional expenses: header and the first rows at the foot of page 2
  const r4 = [300, 385, 470, 555];
  const fxHead = (title) => {
    doc.moveDown(1.2);
    doc.font('B').fontSize(11).text(title, 50, doc.y, { align: 'center', width: 512 });
    doc.font('R').fontSize(10).text('Year Ended December 31, 2025', { align: 'center', width: 512 });
    doc.moveDown(0.8);
    const y = doc.y;
    doc.font('B').fontSize(8.5);
    ['Program\nServices', 'Management\n& General', 'Fundraising', 'Total'].forEach((l, i) => doc.text(l, r4[i] - 80, y, { width: 80, align: 'right' }));
    doc.y = y + 28;
  };
  const fxRow = (r) => ({ label: r[0], vals: [acc(r[1]), acc(r[2]), acc(r[3]), acc(r[1] + r[2] + r[3])] });
  fxHead('Statement of Functional Expenses');
  const SPLIT = 6;
  table(doc, BS.fx.slice(0, SPLIT).map(fxRow), { right: r4, size: 9, lineH: 15, width: 220 });
  foot(4);
  // page 3: continued
  doc.addPage();
  doc.y = 40;
  fxHead('Statement of Functional Expenses (continued)');
  table(doc, [...BS.fx.slice(SPLIT).map(fxRow), { label: 'Total expenses', bold: true, rule: 'double', vals: [d$(BS.fxTot[0]), d$(BS.fxTot[1]), d$(BS.fxTot[2]), d$(BS.fxTotal)] }], { right: r4, size: 9, lineH: 15, width: 220 });
  foot(5);
  await end();
}

// ---------------------------------------------------------------- endowment roll-forward
async function endowment(file) {
  const E = BS.endow;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Bluestem Finance'; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('Rollforward');
  ws.getColumn(1).width = 40;
  ws.getCell('A1').value = `${NAME} — Conservation Easement Stewardship Endowment`; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Roll-forward of endowment net assets (with donor restrictions), years ended December 31';
  ws.getCell('A2').font = { italic: true };
  const hr = ws.getRow(4); hr.getCell(1).value = '';
  E.years.forEach((y, i) => { hr.getCell(i + 2).value = y; ws.getColumn(i + 2).width = 15; styleHeader(hr.getCell(i + 2)); });
  const NF = '#,##0;(#,##0)';
  const labels = ['Beginning balance', 'Contributions (new easement stewardship gifts)', 'Investment return, net', 'Appropriated for expenditure', 'Ending balance'];
  labels.forEach((l, k) => { ws.getCell(`A${5 + k}`).value = l; });
  E.years.forEach((y, i) => {
    const c = colL(i + 1), p = colL(i);
    const set = (r, v) => { const cell = ws.getCell(`${c}${r}`); cell.value = v; cell.numFmt = NF; };
    set(5, i === 0 ? E.begin0 : F(`${p}9`, E.begin[i]));
    set(6, E.contrib[i]);
    set(7, E.ret[i]);
    set(8, -E.approp[i]);
    set(9, F(`SUM(${c}5:${c}8)`, E.end[i]));
  });
  ws.getRow(9).font = { bold: true };
  ['B', 'C', 'D', 'E', 'F'].forEach((c) => { ws.getCell(`${c}9`).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
  ws.getCell('A11').value = 'Appropriations follow the board spending policy of up to 4% of the beginning balance.';
  ws.getCell('A11').font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- CRM gift export
function crm(file) {
  const q = (s) => (/[",&]/.test(s) ? `"${String(s).replace(/"/g, '""')}"` : s);
  const mdY = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${m}/${d}/${y}`; };
  const lines = ['Gift ID,Gift Date,Donor Name,Campaign,Amount,Payment Method,Soft Credit'];
  for (const g of BS.gifts) lines.push([g.id, mdY(g.date), g.donor, g.camp, g.amount.toFixed(2), g.method, g.soft].map(q).join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ---------------------------------------------------------------- land acquisition budget
async function landBudget(file) {
  const L = BS.land;
  const costs = [['Cost', 'Amount ($)'], ...L.costs.map(([l, v]) => [l, fmt(v, 0)]), ['Total project cost', fmt(L.totalCost, 0)]];
  const src = [['Funding source', 'Amount ($)', 'Status'], ...L.sources.map(([l, v], i) => [l, fmt(v, 0), ['Application submitted', '$412,600 received or pledged', 'Awarded', 'Approved by board'][i]]), ['Total funding', fmt(L.totalCost, 0), '']];
  const children = [
    P(NAME, { bold: true, size: 14 }),
    P('Land Acquisition Budget — Hartwell Ranch', { bold: true, size: 13 }),
    P('Prepared for the Land Committee, February 2026', { italic: true, after: 240 }),
    P(`The Hartwell Ranch is approximately ${L.acres} acres of native Sandhills prairie and wet meadow in ${L.county}, adjoining the Trust's Little Blue Preserve. The Hartwell family has granted the Trust an option to purchase the property; the option expires on ${usLong(L.optionExpires)}. Staff are working toward a target closing date of ${usLong(L.closing)}.`),
    P('Acquisition costs', { bold: true, before: 120 }),
    T(costs, { widths: [5200, 2200], numCols: [1], boldRows: [costs.length - 1] }),
    P('', { after: 60 }),
    P('Funding sources', { bold: true, before: 120 }),
    T(src, { widths: [4200, 1700, 2600], numCols: [1], boldRows: [src.length - 1] }),
    P('', { after: 60 }),
    P('State grant', { bold: true, before: 120 }),
    P(`The Trust submitted its application to the Nebraska Natural Legacy Fund on ${usLong(L.submitted)}, requesting $${fmt(L.sources[0][1], 0)}. The Fund's board will make award decisions at its meeting on ${usLong(L.decision)}. The grant requires at least a one-to-one match from non-state sources, which the campaign, the foundation grant and the board-designated fund together provide.`),
    P(`If the award is not made, or is made for less than the request, the Trust would draw up to $${fmt(L.loc, 0)} on its line of credit with ${L.lender} to close on time, and would repay the draw from the campaign's outstanding pledges. The Land Committee will recommend whether to exercise the option at the board meeting following the Fund's decision.`),
  ];
  await writeDocx(file, children, { title: 'Hartwell Ranch Acquisition Budget', creator: 'Land Committee' });
}

// ---------------------------------------------------------------- state grant budget to actual
async function grantBva(file) {
  const G = BS.grant;
  const wb = new ExcelJS.Workbook();
  wb.creator = G.agency; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('Budget vs Actual');
  ws.getColumn(1).width = 36;
  ws.getCell('A1').value = `${G.agency} — ${G.program}`; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = `Grant no. ${G.number}   Grantee: ${NAME}   Period: January 1 – December 31, 2025`;
  ws.getCell('A3').value = 'Quarterly budget to actual report (US$)';
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'Budget category'; styleHeader(ws.getCell('A5'));
  const qs = ['Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q3 (Jul–Sep)', 'Q4 (Oct–Dec)'];
  qs.forEach((q, i) => {
    const c1 = colL(1 + 2 * i), c2 = colL(2 + 2 * i);
    ws.mergeCells(`${c1}5:${c2}5`); ws.getCell(`${c1}5`).value = q; styleHeader(ws.getCell(`${c1}5`));
    ws.getCell(`${c1}6`).value = 'Budget'; ws.getCell(`${c2}6`).value = 'Actual';
    styleHeader(ws.getCell(`${c1}6`)); styleHeader(ws.getCell(`${c2}6`));
  });
  ws.mergeCells('J5:L5'); ws.getCell('J5').value = 'Annual total'; styleHeader(ws.getCell('J5'));
  ['Budget', 'Actual', 'Variance'].forEach((l, i) => { ws.getCell(`${colL(9 + i)}6`).value = l; styleHeader(ws.getCell(`${colL(9 + i)}6`)); });
  for (let c = 2; c <= 12; c++) ws.getColumn(c).width = 11;
  const NF = '#,##0;(#,##0);"-"';
  G.lines.forEach(([label, v], k) => {
    const r = 7 + k;
    ws.getCell(`A${r}`).value = label;
    v.forEach((x, i) => { const c = ws.getCell(`${colL(1 + i)}${r}`); c.value = x; c.numFmt = NF; });
    const b = G.annB([label, v]), a = G.annA([label, v]);
    ws.getCell(`J${r}`).value = F(`B${r}+D${r}+F${r}+H${r}`, b);
    ws.getCell(`K${r}`).value = F(`C${r}+E${r}+G${r}+I${r}`, a);
    ws.getCell(`L${r}`).value = F(`K${r}-J${r}`, a - b);
    ['J', 'K', 'L'].forEach((c) => { ws.getCell(`${c}${r}`).numFmt = NF; });
  });
  const tr = 7 + G.lines.length;
  ws.getCell(`A${tr}`).value = 'Total';
  const tb = G.tot[0] + G.tot[2] + G.tot[4] + G.tot[6], ta = G.tot[1] + G.tot[3] + G.tot[5] + G.tot[7];
  [...G.tot, tb, ta, ta - tb].forEach((x, i) => { const c = ws.getCell(`${colL(1 + i)}${tr}`); c.value = F(`SUM(${colL(1 + i)}7:${colL(1 + i)}${tr - 1})`, x); c.numFmt = NF; });
  ws.getRow(tr).font = { bold: true };
  ws.getCell(`A${tr + 2}`).value = 'Variance = actual less budget. Indirect costs at the approved 10% de minimis rate on modified total direct costs (excludes equipment).';
  ws.getCell(`A${tr + 2}`).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- fencing invoice photo
async function invoice(file) {
  const I = BS.inv;
  const tx = [60, 560, 680, 840];
  const lines = [
    { t: I.vendor, size: 30, bold: true },
    { t: '4418 Hwy 83, Valentine, NE 69201   (402) 555-0188', size: 18 },
    { gap: 14 },
    { t: 'INVOICE', size: 30, bold: true },
    { cols: [`Invoice #: ${I.number}`, `Invoice Date: ${usNum(I.date)}`], size: 20 },
    { cols: ['Terms: Net 30', `Due Date: ${usNum(I.due)}`], size: 20 },
    { gap: 10 },
    { t: `Bill To: ${NAME}`, size: 20 },
    { t: `Project: ${I.project}`, size: 20 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Rate', 'Amount'], size: 20, bold: true },
    { rule: true },
    ...I.lines.map(([d, q, r, a]) => ({ table: true, cols: [d, q, fmt(r), fmt(a)], size: 20 })),
    { rule: true },
    { table: true, cols: ['Subtotal', '', '', fmt(I.subtotal)], size: 20 },
    { table: true, cols: [`Sales Tax (${I.taxRate}%)`, '', '', fmt(I.tax)], size: 20 },
    { table: true, cols: ['TOTAL', '', '', `$${fmt(I.total)}`], size: 24, bold: true },
    { table: true, cols: ['Less deposit received', '', '', `(${fmt(I.deposit)})`], size: 20 },
    { table: true, cols: ['BALANCE DUE', '', '', `$${fmt(I.balance)}`], size: 24, bold: true },
    { gap: 20 },
    { t: 'Thank you for your business! Please make checks payable to Sandhills Fence & Post Co.', size: 16 },
  ];
  await photoDocument(file, lines, { width: 900, height: 900, angle: 1.8, seed: 153208, format: 'jpeg', tableX: tx, margin: 60, noise: 20 });
}

export async function renderBluestem(DOCS) {
  const f = (k) => path.join(DOCS, BS.files[k]);
  fs.mkdirSync(path.dirname(f('afs')), { recursive: true });
  await audited(f('afs'));
  await endowment(f('endow'));
  crm(f('crm'));
  await landBudget(f('land'));
  await grantBva(f('grant'));
  await invoice(f('inv'));
}
