// Renders the documents of Sai Kung Ridge Youth Camp (Hong Kong) from ../data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { AFS, STRIPE, BVA, BOOKINGS, TREASURER, HK_RECEIPT } from '../data.mjs';
import { fmt, acc, ukNum, ukLong, xDate, NUM0, P, T, writeDocx, styleHeader, F } from './office.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const CAMP = 'Sai Kung Ridge Youth Camp';

// --- audited financial statements (PDF, three pages; expenditure runs over the page break)
async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Financial Statements 2024-25', author: AFS.auditor });
  const right = [400, 480, 545];
  const head = (title, sub) => {
    doc.font('SB').fontSize(12).text(AFS.entity.toUpperCase(), 50, 50, { align: 'center', width: 495 });
    doc.font('SR').fontSize(10).text(`(operating ${CAMP})`, { align: 'center', width: 495 });
    doc.font('SB').fontSize(11).text(title, { align: 'center', width: 495 });
    doc.font('SR').fontSize(10).text(sub, { align: 'center', width: 495 });
    doc.y += 14;
    const y = doc.y;
    doc.font('B').fontSize(9);
    doc.text('Note', right[0] - 80, y, { width: 80, align: 'right' });
    doc.text('2025', right[1] - 80, y, { width: 80, align: 'right' });
    doc.text('2024', right[2] - 80, y, { width: 80, align: 'right' });
    doc.text('HK$', right[1] - 80, y + 12, { width: 80, align: 'right' });
    doc.text('HK$', right[2] - 80, y + 12, { width: 80, align: 'right' });
    doc.y = y + 30;
  };
  const v = (x) => acc(x, 0);
  head('STATEMENT OF INCOME AND EXPENDITURE', 'FOR THE YEAR ENDED 31 MARCH 2025');
  const rows = [{ label: 'Income', bold: true }];
  for (const i of AFS.income) rows.push({ label: i.name, indent: 1, vals: [i.note ?? '', v(i.cy), v(i.py)] });
  rows.push({ label: 'Total income', bold: true, rule: 'above', vals: ['', v(AFS.totInc.cy), v(AFS.totInc.py)] });
  rows.push({ gap: 8 });
  rows.push({ label: 'Expenditure', bold: true });
  const ex = AFS.expenditure;
  for (const e of ex.slice(0, 7)) rows.push({ label: e.name, indent: 1, vals: [e.note ?? '', v(e.cy), v(e.py)] });
  table(doc, rows, { right, lineH: 16 });
  doc.font('I').fontSize(8).text('(continued on next page)', 50, 760);
  doc.addPage();
  head('STATEMENT OF INCOME AND EXPENDITURE (continued)', 'FOR THE YEAR ENDED 31 MARCH 2025');
  const rows2 = [{ label: 'Expenditure (continued)', bold: true }];
  for (const e of ex.slice(7)) rows2.push({ label: e.name, indent: 1, vals: [e.note ?? '', v(e.cy), v(e.py)] });
  rows2.push({ label: 'Total expenditure', bold: true, rule: 'above', vals: ['', `(${fmt(AFS.totExp.cy, 0)})`, `(${fmt(AFS.totExp.py, 0)})`] });
  rows2.push({ gap: 8 });
  rows2.push({ label: 'Surplus for the year and total comprehensive income', bold: true, rule: 'double', vals: ['', v(AFS.surplus.cy), v(AFS.surplus.py)] });
  table(doc, rows2, { right, lineH: 16 });
  doc.moveDown(2);
  doc.font('I').fontSize(8).text('The notes on page 3 form part of these financial statements.', 50);
  doc.addPage();
  head('STATEMENT OF FINANCIAL POSITION', 'AS AT 31 MARCH 2025');
  const b = AFS.bs;
  const curA = (s) => s.recv + s.prep + s.cash, curL = (s) => s.adv + s.accr;
  const na = (s) => s.ppe + curA(s) - curL(s);
  table(doc, [
    { label: 'Non-current assets', bold: true },
    { label: 'Property, plant and equipment', indent: 1, vals: ['8', v(b.cy.ppe), v(b.py.ppe)] },
    { gap: 6 },
    { label: 'Current assets', bold: true },
    { label: 'Fees receivable', indent: 1, vals: ['', v(b.cy.recv), v(b.py.recv)] },
    { label: 'Deposits and prepayments', indent: 1, vals: ['', v(b.cy.prep), v(b.py.prep)] },
    { label: 'Cash and bank balances', indent: 1, vals: ['', v(b.cy.cash), v(b.py.cash)] },
    { label: '', rule: 'above', vals: ['', v(curA(b.cy)), v(curA(b.py))] },
    { label: 'Current liabilities', bold: true },
    { label: 'Camp fees received in advance', indent: 1, vals: ['', v(b.cy.adv), v(b.py.adv)] },
    { label: 'Accruals and other payables', indent: 1, vals: ['', v(b.cy.accr), v(b.py.accr)] },
    { label: '', rule: 'above', vals: ['', v(curL(b.cy)), v(curL(b.py))] },
    { gap: 4 },
    { label: 'Net current assets', bold: true, vals: ['', v(curA(b.cy) - curL(b.cy)), v(curA(b.py) - curL(b.py))] },
    { gap: 4 },
    { label: 'NET ASSETS', bold: true, rule: 'double', vals: ['', v(na(b.cy)), v(na(b.py))] },
    { gap: 10 },
    { label: 'Funds', bold: true },
    { label: 'General fund', indent: 1, vals: ['', v(b.cy.gen), v(b.py.gen)] },
    { label: 'Facility Renewal Fund (designated)', indent: 1, vals: ['9', v(b.cy.frf), v(b.py.frf)] },
    { label: 'TOTAL FUNDS', bold: true, rule: 'double', vals: ['', v(b.cy.gen + b.cy.frf), v(b.py.gen + b.py.frf)] },
  ], { right, lineH: 16 });
  doc.moveDown(1.5);
  doc.font('R').fontSize(9).text('Approved and authorised for issue by the Board of Directors on 21 August 2025.', 50);
  doc.moveDown(0.5);
  doc.font('SB').fontSize(11).text('NOTES (extract)', 50);
  doc.font('R').fontSize(9);
  doc.text(`4. Camp fees are recognised when the camp takes place. Fees for camps after 31 March are shown as camp fees received in advance.`, { width: 495 });
  doc.text(`7. Staff costs: the Foundation employed 31 full-time staff at 31 March 2025 (2024: 29). All staff are members of the Mandatory Provident Fund scheme; the Foundation contributes 5% of relevant income up to the statutory maximum.`, { width: 495 });
  doc.text(`9. Facility Renewal Fund: balance at 1 April 2024 HK$${fmt(b.py.frf, 0)}; transfer from the general fund approved by the Board on ${ukLong(TREASURER.approvedFrf)} HK$${fmt(b.cy.frf - b.py.frf, 0)}; balance at 31 March 2025 HK$${fmt(b.cy.frf, 0)}.`, { width: 495 });
  await end();
}

// --- Stripe balance history export (newest first, UTC)
function stripeCsv(file) {
  const avail = (r) => {
    const d = new Date(r.created.replace(' ', 'T') + 'Z');
    if (r.type === 'charge') d.setUTCDate(d.getUTCDate() + 2);
    return d.toISOString().replace('T', ' ').slice(0, 19);
  };
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['id,Type,Source,Amount,Fee,Net,Currency,Created (UTC),Available On (UTC),Description'];
  for (const r of STRIPE) lines.push([r.id, r.type, r.source, r.amount.toFixed(2), r.fee.toFixed(2), r.net.toFixed(2), 'hkd', r.created, avail(r), q(r.desc)].join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// --- budget vs actual Q1 2025/26, two header rows with merged groups
async function bva(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Q1 BvA');
  ws.getColumn(1).width = 34;
  for (let c = 2; c <= 8; c++) ws.getColumn(c).width = 13;
  ws.addRow([`${CAMP} - Management Accounts`]).font = { bold: true, size: 13 };
  ws.addRow(['Budget vs Actual, Quarter 1 2025/26 (1 April - 30 June 2025)']).font = { italic: true };
  ws.addRow(['HK$']);
  const h1 = ws.addRow(['', 'Actual', '', '', 'Quarter 1', '', '', 'Full year']);
  const h2 = ws.addRow(['', 'Apr-25', 'May-25', 'Jun-25', 'Actual', 'Budget', 'Variance', 'Budget 2025/26']);
  ws.mergeCells('B4:D4'); ws.mergeCells('E4:G4');
  for (const r of [h1, h2]) r.eachCell({ includeEmpty: true }, (c) => styleHeader(c));
  let rn = 5;
  const put = (label, a, q, qb, fy, bold, formulas) => {
    rn++;
    const r = ws.addRow([label, ...a, formulas ? F(`SUM(B${rn}:D${rn})`, q) : q, qb, F(`E${rn}-F${rn}`, Math.round((q - qb) * 100) / 100), fy]);
    if (bold) r.font = { bold: true };
    for (let c = 2; c <= 8; c++) r.getCell(c).numFmt = NUM0;
    return rn;
  };
  const section = (g, title) => {
    rn++; ws.addRow([title]).font = { bold: true };
    const first = rn + 1;
    for (const l of BVA[g]) put(`  ${l.name}`, l.a, l.q, l.qb, l.fy, false, true);
    const last = rn;
    const t = BVA.tot[g];
    rn++;
    const r = ws.addRow([`Total ${g}`, ...[0, 1, 2].map((i) => F(`SUM(${'BCD'[i]}${first}:${'BCD'[i]}${last})`, t.a[i])), F(`SUM(E${first}:E${last})`, t.q), F(`SUM(F${first}:F${last})`, t.qb), F(`E${rn}-F${rn}`, Math.round((t.q - t.qb) * 100) / 100), F(`SUM(H${first}:H${last})`, t.fy)]);
    r.font = { bold: true };
    for (let c = 2; c <= 8; c++) { r.getCell(c).numFmt = NUM0; r.getCell(c).border = { top: { style: 'thin' } }; }
    return rn;
  };
  const ti = section('income', 'Income');
  rn++; ws.addRow([]);
  const te = section('expenditure', 'Expenditure');
  rn++; ws.addRow([]);
  const I = BVA.tot.income, E = BVA.tot.expenditure;
  rn++;
  const s = ws.addRow(['Surplus / (deficit)', ...[0, 1, 2].map((i) => F(`${'BCD'[i]}${ti}-${'BCD'[i]}${te}`, I.a[i] - E.a[i])), F(`E${ti}-E${te}`, I.q - E.q), F(`F${ti}-F${te}`, I.qb - E.qb), F(`E${rn}-F${rn}`, I.q - E.q - (I.qb - E.qb)), F(`H${ti}-H${te}`, I.fy - E.fy)]);
  s.font = { bold: true };
  for (let c = 2; c <= 8; c++) s.getCell(c).numFmt = NUM0;
  rn++; ws.addRow([]);
  ws.addRow(['Variance = Actual less Budget. Insurance is paid annually in April. Prepared by the Finance & Admin Officer, 15/07/2025.']).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// --- bookings register
async function register(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Bookings 2024-25');
  const widths = [10, 48, 11, 12, 8, 13, 12, 13, 11, 14];
  widths.forEach((w, i) => (ws.getColumn(i + 1).width = w));
  const h = ws.addRow(['Ref', 'School / Group', 'Programme', 'Arrival', 'Nights', 'Participants', 'Rate (HK$/head)', 'Fee (HK$)', 'Status', 'Paid by']);
  h.eachCell((c) => styleHeader(c));
  BOOKINGS.forEach((b, i) => {
    const n = i + 2;
    const r = ws.addRow([b.ref, b.group, b.prog, xDate(b.arrival), b.nights, b.pax, b.rate, F(`F${n}*G${n}`, b.fee), b.status, b.paid]);
    r.getCell(4).numFmt = 'dd/mm/yyyy';
    r.getCell(7).numFmt = '#,##0';
    r.getCell(8).numFmt = '#,##0';
    if (b.status === 'Cancelled') r.font = { color: { argb: 'FF999999' }, strike: true };
  });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  ws.autoFilter = 'A1:J1';
  await wb.xlsx.writeFile(file);
}

// --- treasurer's report to the AGM (Word)
async function treasurer(file) {
  const t = TREASURER, b = AFS.bs;
  const I = BVA.tot.income, E = BVA.tot.expenditure;
  const children = [
    P(AFS.entity, { bold: true, size: 14 }),
    P(`Honorary Treasurer's Report to the Annual General Meeting, ${ukLong(t.agm)}`, { bold: true, size: 12 }),
    P('1. The year to 31 March 2025', { bold: true, before: 120 }),
    P(`I am pleased to present the audited financial statements for the year ended 31 March 2025. Total income was HK$${fmt(AFS.totInc.cy, 0)} (2023/24: HK$${fmt(AFS.totInc.py, 0)}) and total expenditure HK$${fmt(AFS.totExp.cy, 0)}, leaving a surplus of HK$${fmt(AFS.surplus.cy, 0)}. School and group camps had their busiest year since the campsite reopened, and the Social Welfare Department subvention rose to HK$${fmt(AFS.income[2].cy, 0)}.`),
    P(`The one-off grant of HK$300,000 from the Harbour Charitable Trust was received for facility renewal. On ${ukLong(t.approvedFrf)} the Board approved a transfer of HK$${fmt(b.cy.frf - b.py.frf, 0)} from the general fund to the designated Facility Renewal Fund, which stood at HK$${fmt(b.cy.frf, 0)} at 31 March 2025.`),
    P('2. Dormitory B roof', { bold: true, before: 120 }),
    P(`Three tenders were received for replacing the Dormitory B roof. The Board awarded the contract to ${t.contractor} at a tender price of HK$${fmt(t.tender, 0)}; works are expected to start in ${t.start}, outside the school camp season, and will be funded from the Facility Renewal Fund.`),
    P('3. First quarter of 2025/26', { bold: true, before: 120 }),
    P(`Unaudited management accounts for April to June 2025 show income of HK$${fmt(I.q, 0)} against expenditure of HK$${fmt(E.q, 0)}. Summer programmes are now booked online and paid by card through Stripe.`),
    P('4. Auditors', { bold: true, before: 120 }),
    P(`${AFS.auditor}, Certified Public Accountants, have expressed an unqualified opinion and have indicated their willingness to continue in office. A resolution for their re-appointment will be proposed at the meeting.`),
    T([
      ['Summary (HK$)', '2024/25', '2023/24'],
      ['Total income', fmt(AFS.totInc.cy, 0), fmt(AFS.totInc.py, 0)],
      ['Total expenditure', fmt(AFS.totExp.cy, 0), fmt(AFS.totExp.py, 0)],
      ['Surplus', fmt(AFS.surplus.cy, 0), fmt(AFS.surplus.py, 0)],
      ['Total funds at 31 March', fmt(b.cy.gen + b.cy.frf, 0), fmt(b.py.gen + b.py.frf, 0)],
    ], { header: 1, widths: [4000, 1800, 1800], numCols: [1, 2] }),
    P(`${t.name}`, { before: 240 }),
    P('Honorary Treasurer, 28 August 2025'),
  ];
  await writeDocx(file, children, { title: "Treasurer's Report", creator: t.name });
}

export function hkReceiptLines() {
  const R = HK_RECEIPT;
  const L = [
    { t: R.shop, size: 24, bold: true, center: true },
    { t: R.addr, size: 19, center: true },
    { t: 'Tel: 2792 0418', size: 19, center: true },
    { rule: true },
    { cols: [`${ukNum(R.date)} ${R.time}`, 'No. 058331'], size: 20 },
    { rule: true },
  ];
  for (const i of R.items) {
    L.push({ cols: [i.d, ''], size: 21 });
    L.push({ cols: [`  ${i.q} x ${fmt(i.p)}`, fmt(i.q * i.p)], size: 21 });
  }
  L.push({ rule: true });
  L.push({ cols: ['SUBTOTAL', fmt(R.sub)], size: 21 });
  L.push({ cols: [`MEMBER DISC ${R.discPct}%`, `-${fmt(R.disc)}`], size: 21 });
  L.push({ cols: ['TOTAL HK$', fmt(R.total)], size: 25, bold: true });
  L.push({ cols: ['OCTOPUS', fmt(R.total)], size: 21 });
  L.push({ cols: ['Octopus No. 3917 4402(6)', ''], size: 19 });
  L.push({ cols: ['Remaining Value', fmt(R.octopusAfter)], size: 19 });
  L.push({ rule: true });
  L.push({ t: 'THANK YOU  ***  NO REFUND', size: 19, center: true });
  return L;
}

export async function renderSairidge(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await statements(path.join(dir, 'Audited Financial Statements 2024-25.pdf'));
  stripeCsv(path.join(dir, 'balance_history_2025-06-01_to_2025-08-31.csv'));
  await bva(path.join(dir, 'Budget vs Actual Q1 2025-26.xlsx'));
  await register(path.join(dir, 'Camp Bookings Register 2024-25.xlsx'));
  await treasurer(path.join(dir, "Hon Treasurer's Report AGM 2025.docx"));
  await photoDocument(path.join(dir, 'WhatsApp Image 2025-07-09 at 15.02.33.jpeg'), hkReceiptLines(), { width: 540, height: 920, angle: 1.8, seed: 852, format: 'jpeg', mono: true, margin: 34, noise: 32 });
}
