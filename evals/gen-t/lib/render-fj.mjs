// Renders the documents of Kalokalo Disability Services Fiji from ../data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import * as XLSX from 'xlsx-republish';
import { FJ, FJ_MONTHS, PAYROLL, payLine, BANK, GRANT, FJ_RECEIPT } from '../data.mjs';
import { fmt, ukNum, ukLong, NUM, P, T, writeDocx } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const ORG = 'Kalokalo Disability Services Fiji';
const ADDR = 'Level 1, 12 Gorrie Street, Suva';
const money = (v) => (Math.abs(v) < 0.005 ? '$0.00' : v < 0 ? `($${fmt(-v)})` : `$${fmt(v)}`);

// --- MYOB AccountRight Profit & Loss [Multi-Period], exported to Excel
async function multiPeriod(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'MYOB AccountRight';
  const ws = wb.addWorksheet('Profit & Loss Multi-Period');
  ws.getColumn(1).width = 40;
  for (let c = 2; c <= 14; c++) ws.getColumn(c).width = 13;
  ws.addRow([ORG]).font = { bold: true, size: 12 };
  ws.addRow([ADDR]);
  ws.addRow(['Profit & Loss [Multi-Period]']).font = { bold: true, size: 12 };
  ws.addRow(['August 2024 To July 2025']);
  ws.addRow([]);
  const h = ws.addRow(['Account', ...FJ_MONTHS, 'Total']);
  h.font = { bold: true };
  h.eachCell((c) => { c.border = { bottom: { style: 'thin' } }; c.alignment = { horizontal: c.col === 1 ? 'left' : 'right' }; });
  const line = (label, vals, bold) => {
    const r = ws.addRow([label, ...vals]);
    if (bold) r.font = { bold: true };
    for (let c = 2; c <= 14; c++) r.getCell(c).numFmt = NUM;
    return r;
  };
  ws.addRow(['Income']).font = { bold: true };
  for (const a of FJ.accounts.filter((x) => x.type === 'I')) line(`   ${a.no} ${a.name}`, [...a.m, a.total]);
  line('Total Income', [...FJ.incMonth, FJ.totInc], true);
  ws.addRow([]);
  ws.addRow(['Expenses']).font = { bold: true };
  for (const a of FJ.accounts.filter((x) => x.type === 'E')) line(`   ${a.no} ${a.name}`, [...a.m, a.total]);
  line('Total Expenses', [...FJ.expMonth, FJ.totExp], true);
  ws.addRow([]);
  line('Net Profit/(Loss)', [...FJ_MONTHS.map((_, i) => Math.round((FJ.incMonth[i] - FJ.expMonth[i]) * 100) / 100), FJ.net], true);
  await wb.xlsx.writeFile(file);
}

// --- MYOB Profit & Loss [Budget Analysis] PDF, two pages, headings repeated
async function budgetAnalysis(file) {
  const { doc, end } = newPdf(file, { title: 'Profit & Loss [Budget Analysis]', author: 'MYOB AccountRight', layout: 'landscape' });
  const cols = [480, 580, 680, 770];
  let page = 1;
  const head = () => {
    doc.font('B').fontSize(12).text(ORG, 50, 40);
    doc.font('R').fontSize(9).text(ADDR, 50, 56);
    doc.font('B').fontSize(12).text('Profit & Loss [Budget Analysis]', 50, 74);
    doc.font('R').fontSize(9).text('August 2024 To July 2025', 50, 90);
    doc.text(`Page ${page}`, 700, 40, { width: 70, align: 'right' });
    doc.font('B').fontSize(9);
    ['Selected Period', 'Budgeted', '$ Difference', '% Difference'].forEach((t, i) => doc.text(t, cols[i] - 90, 112, { width: 90, align: 'right' }));
    doc.moveTo(50, 124).lineTo(775, 124).lineWidth(0.5).stroke();
    doc.y = 132;
  };
  const row = (label, a, b, bold) => {
    const y = doc.y;
    doc.font(bold ? 'B' : 'R').fontSize(9).text(label, 60, y, { lineBreak: false });
    if (a !== undefined) {
      const d = Math.round((a - b) * 100) / 100;
      const pc = b ? `${((d / b) * 100).toFixed(1)}%` : '';
      [money(a), money(b), money(d), pc].forEach((t, i) => doc.text(t, cols[i] - 90, y, { width: 90, align: 'right', lineBreak: false }));
    }
    doc.y = y + 14;
  };
  head();
  row('Income', undefined, undefined, true);
  for (const a of FJ.accounts.filter((x) => x.type === 'I')) row(`   ${a.name}`, a.total, a.budget);
  row('Total Income', FJ.totInc, FJ.budInc, true);
  doc.y += 6;
  row('Expenses', undefined, undefined, true);
  const exp = FJ.accounts.filter((x) => x.type === 'E');
  exp.forEach((a, i) => {
    if (i === 12) { doc.addPage(); page++; head(); row('Expenses (continued)', undefined, undefined, true); }
    row(`   ${a.name}`, a.total, a.budget);
  });
  row('Total Expenses', FJ.totExp, FJ.budExp, true);
  doc.y += 6;
  row('Net Profit/(Loss)', FJ.net, FJ.budNet, true);
  await end();
}

// --- BSP internet banking CSV export
function bankCsv(file) {
  const q = (s) => `"${s}"`;
  const lines = [
    `${q('Account Number:')},${q(BANK.account)}`,
    `${q('Account Name:')},${q('KALOKALO DISABILITY SERVICES FIJI')}`,
    `${q('Statement Period:')},${q('01/08/2025 - 31/10/2025')}`,
    `${q('Opening Balance:')},${q(fmt(BANK.opening))}`,
    '',
    'Date,Transaction Details,Debit,Credit,Balance',
    ...BANK.rows.map((r) => [ukNum(r.date), q(r.desc), r.dr ? r.dr.toFixed(2) : '', r.cr ? r.cr.toFixed(2) : '', r.bal.toFixed(2)].join(',')),
  ];
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// --- payroll bureau register, old .xls
function payrollXls(file) {
  const aoa = [
    [PAYROLL.bureau],
    ['Pay Period Register - July 2025'],
    [`Client: ${ORG}    Employer FNPF No. 0048216`],
    [],
  ];
  const grand = { gross: 0, paye: 0, fnpfEe: 0, net: 0, fnpfEr: 0 };
  PAYROLL.runs.forEach((run, k) => {
    const start = new Date(run.ending + 'T00:00:00Z'); start.setUTCDate(start.getUTCDate() - 13);
    aoa.push([`Pay Period: ${ukNum(start.toISOString().slice(0, 10))} to ${ukNum(run.ending)}      Pay Date: ${ukNum(run.paid)}`]);
    aoa.push(['Emp No', 'Employee', 'Position', 'Hours', 'Rate', 'Gross Pay', 'PAYE', 'FNPF (Employee 8%)', 'Net Pay', 'FNPF (Employer 10%)']);
    const t = { gross: 0, paye: 0, fnpfEe: 0, net: 0, fnpfEr: 0 };
    for (const s of PAYROLL.staff) {
      const l = payLine(s, k);
      aoa.push([s.no, s.name, s.pos, s.hours[k], s.rate, l.gross, l.paye, l.fnpfEe, l.net, l.fnpfEr]);
      for (const f of Object.keys(t)) t[f] += l[f];
    }
    const rd = (v) => Math.round(v * 100) / 100;
    aoa.push(['', 'Pay Run Total', '', '', '', rd(t.gross), rd(t.paye), rd(t.fnpfEe), rd(t.net), rd(t.fnpfEr)]);
    aoa.push([]);
    for (const f of Object.keys(t)) grand[f] += t[f];
  });
  const rd = (v) => Math.round(v * 100) / 100;
  aoa.push(['', 'July 2025 Total', '', '', '', rd(grand.gross), rd(grand.paye), rd(grand.fnpfEe), rd(grand.net), rd(grand.fnpfEr)]);
  aoa.push([]);
  aoa.push(['FNPF contributions for July 2025 are due to FNPF by 15/08/2025. PAYE is remitted to FRCS by 15/08/2025.']);
  const ws = XLSX.utils.aoa_to_sheet(aoa);
  ws['!cols'] = [{ wch: 8 }, { wch: 22 }, { wch: 28 }, { wch: 7 }, { wch: 7 }, { wch: 11 }, { wch: 10 }, { wch: 12 }, { wch: 11 }, { wch: 12 }];
  for (const [addr, cell] of Object.entries(ws)) if (addr[0] !== '!' && cell.t === 'n' && /^[F-J]/.test(addr)) cell.z = '#,##0.00';
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'Register');
  fs.writeFileSync(file, XLSX.write(wb, { bookType: 'xls', type: 'buffer' }));
}

// --- grant acquittal report (Word)
async function acquittal(file) {
  const g = GRANT;
  const rows = [['Budget line', 'Approved budget (FJ$)', 'Expenditure to 31/07/2025 (FJ$)', 'Variance (FJ$)', '% utilised']];
  const acc = (v) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${fmt(-v)})` : fmt(v));
  for (const l of g.lines) rows.push([l.name, fmt(l.budget), fmt(l.actual), acc(l.budget - l.actual), `${((l.actual / l.budget) * 100).toFixed(1)}%`]);
  rows.push(['Total', fmt(g.totBudget), fmt(g.totActual), acc(g.totBudget - g.totActual), `${((g.totActual / g.totBudget) * 100).toFixed(1)}%`]);
  const children = [
    P(ORG, { bold: true, size: 14 }),
    P('Grant Acquittal Report', { bold: true, size: 13 }),
    P(`Donor: ${g.donor}    Grant reference: ${g.ref}`),
    P(`Grant period: 1 August 2024 to 31 July 2025    Grant amount: FJ$${fmt(g.amount)}`),
    P(`Date of report: ${ukLong(g.dated)}`),
    P('1. Background', { bold: true, before: 120 }),
    P(`The grant agreement with the ${g.donor} was signed on ${ukLong(g.signed)}. The first tranche of FJ$85,000.00 was received on ${ukLong(g.tranche1)} and the second tranche of FJ$85,000.00 on ${ukLong(g.tranche2)}. The grant supports assistive devices, therapy and outreach clinics for people with disabilities in Central Division and Vanua Levu.`),
    P('2. Results', { bold: true, before: 120 }),
    P(`During the grant period our therapists assessed ${g.clients} clients and ${g.devices} assistive devices (wheelchairs, walking frames, crutches, hearing aids and pressure cushions) were distributed. ${g.clinics} outreach clinics were held in Labasa, Savusavu and Nabouwalu, travelling by the Bligh Water ferry with the clinic van.`),
    P('3. Financial statement', { bold: true, before: 120 }),
    T(rows, { header: 1, widths: [3000, 1700, 1900, 1500, 1100], numCols: [1, 2, 3, 4], boldRows: [rows.length - 1] }),
    P('Variance in brackets = overspent. Expenditure is shown on a cash basis and agrees to the MYOB general ledger.', { italic: true, size: 9, before: 80 }),
    P('4. Explanation of variances', { bold: true, before: 120 }),
    P('Outreach clinics cost more than planned because of the ferry fare increase from March 2025 and an additional clinic in Nabouwalu. The overspend was met from savings on community awareness and on monitoring and evaluation. The unspent balance is requested to be carried forward into the 2025-26 grant for device repairs.'),
    P('5. Certification', { bold: true, before: 120 }),
    P(`Prepared by: ${g.preparedBy}, Finance Officer`),
    P(`Approved by: ${g.approvedBy}, Board Chair`),
    P(`This report is submitted ahead of the due date of ${ukLong(g.due)} set in the grant agreement.`),
  ];
  await writeDocx(file, children, { title: 'Grant Acquittal Report', creator: g.preparedBy });
}

// --- receipt photo
export function fjReceiptLines() {
  const R = FJ_RECEIPT;
  const L = [
    { t: R.shop, size: 24, bold: true, center: true },
    { t: R.addr, size: 20, center: true },
    { t: `TIN: ${R.tin}   Ph 331 5570`, size: 20, center: true },
    { t: 'TAX INVOICE', size: 24, bold: true, center: true },
    { rule: true },
    { cols: [`Date: ${ukNum(R.date)}`, `Time: ${R.time}`], size: 20 },
    { cols: ['Inv: 0087214', 'Op: Kavita'], size: 20 },
    { rule: true },
  ];
  for (const i of R.items) {
    L.push({ cols: [i.d, ''], size: 21 });
    L.push({ cols: [`  ${i.q} @ ${fmt(i.p)}`, fmt(i.q * i.p)], size: 21 });
  }
  L.push({ rule: true });
  L.push({ cols: ['TOTAL (VAT INCL)', `$${fmt(R.total)}`], size: 25, bold: true });
  L.push({ cols: ['VAT 15% included', fmt(R.vat)], size: 21 });
  L.push({ cols: [R.paid, fmt(R.total)], size: 21 });
  L.push({ cols: ['CHANGE', '0.00'], size: 21 });
  L.push({ rule: true });
  L.push({ t: 'Goods once sold not returnable', size: 18, center: true });
  L.push({ t: 'Vinaka vakalevu!', size: 20, center: true });
  return L;
}

export async function renderKalokalo(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await multiPeriod(path.join(dir, 'Profit & Loss [Multi-Period] Aug 2024 - Jul 2025.xlsx'));
  await budgetAnalysis(path.join(dir, 'Profit & Loss [Budget Analysis] FY2025.pdf'));
  bankCsv(path.join(dir, 'BSP_2001045877731_01082025-31102025.csv'));
  payrollXls(path.join(dir, 'Pay Period Register July 2025 - Pacific Payroll.xls'));
  await acquittal(path.join(dir, 'PIF Grant Acquittal Report 2024-25.docx'));
  await photoDocument(path.join(dir, 'IMG_20250314_104955.jpg'), fjReceiptLines(), { width: 560, height: 900, angle: -2.2, seed: 679, format: 'jpeg', mono: true, margin: 34, noise: 30 });
}
