// Renders Tapi Valley Gramin Vikas Trust's documents from data.mjs (rupees, Indian digit grouping).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { TV, ORGS } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const inr = (v, dp = 0) => Math.abs(v).toLocaleString('en-IN', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const acc = (v, dp = 0) => (Math.round(v * 10 ** dp) === 0 ? '-' : v < 0 ? `(${inr(v, dp)})` : inr(v, dp));
// Indian grouping for positive figures; rows that can go negative use parentheses
const IND = '[>=10000000]##\\,##\\,##\\,##0;[>=100000]##\\,##\\,##0;##,##0';
const NEGF = '#,##0;(#,##0);"-"';
const NAME = ORGS.tapivalley.name;
const ADDR = 'At & Post Shahada, Tal. Shahada, Dist. Nandurbar, Maharashtra - 425409';
const REG = 'Regd. under the Maharashtra Public Trusts Act, 1950: Reg. No. E-1187 (Nandurbar)  |  FCRA Reg. No. 083990127';

export async function renderTapiValley(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'tapivalley'), { recursive: true });
  const out = (f) => path.join(DOCS, f);
  await ie(out(TV.files.ie));
  await budget(out(TV.files.budget));
  await rp(out(TV.files.rp));
  register(out(TV.files.register));
  await report(out(TV.files.report));
  await invoice(out(TV.files.photo));
}

const setNum = (cell, v, fmt = IND) => {
  if (v === null || v === undefined) return;
  if (typeof v === 'number' && v === 0) { cell.value = '-'; cell.alignment = { horizontal: 'right' }; return; }
  if (typeof v === 'object' && v.result === 0) { cell.value = '-'; cell.alignment = { horizontal: 'right' }; return; }
  cell.value = v; cell.numFmt = (typeof v === 'number' ? v : v.result) < 0 ? NEGF : fmt;
};

// ---------------------------------------------------------------- income & expenditure account (xlsx)
async function ie(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Deshmukh Joshi & Co.';
  const ws = wb.addWorksheet('I&E 2025-26');
  ws.columns = [{ width: 50 }, { width: 6 }, { width: 14 }, { width: 15 }, { width: 17 }, { width: 16 }, { width: 15 }, { width: 15 }];
  const titles = [NAME.toUpperCase(), ADDR, REG, 'INCOME AND EXPENDITURE ACCOUNT FOR THE YEAR ENDED 31ST MARCH, 2026', '(Amount in ₹)'];
  titles.forEach((t, i) => { ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = { bold: i === 0 || i === 3, size: i === 0 ? 13 : 10 }; });
  ws.getCell('C7').value = 'Unrestricted';
  ws.mergeCells('D7:E7'); ws.getCell('D7').value = 'Foreign Contribution (FCRA)';
  ws.getCell('F7').value = 'Local Restricted';
  ws.mergeCells('G7:H7'); ws.getCell('G7').value = 'Total';
  ['Particulars', 'Sch.', TV.fundNames.gf, TV.fundNames.fcw, TV.fundNames.fcl, TV.fundNames.csr, '2025-26', '2024-25'].forEach((h, i) => { ws.getCell(8, i + 1).value = h; });
  for (const r of [7, 8]) ws.getRow(r).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; });
  let row = 9;
  const cols = ['C', 'D', 'E', 'F'];
  const lineRow = (l) => {
    const R = ws.getRow(row);
    R.getCell(1).value = l.label; R.getCell(1).alignment = { indent: 1 };
    R.getCell(2).value = l.sch || null;
    TV.funds.forEach((f, i) => setNum(R.getCell(i + 3), l.v[f] || 0));
    setNum(R.getCell(7), { formula: `SUM(C${row}:F${row})`, result: l.total });
    setNum(R.getCell(8), l.py);
    return row++;
  };
  const totalRow = (label, a, b, vals) => {
    const R = ws.getRow(row);
    R.getCell(1).value = label; R.font = { bold: true };
    ['C', 'D', 'E', 'F', 'G', 'H'].forEach((c, i) => setNum(R.getCell(i + 3), { formula: `SUM(${c}${a}:${c}${b})`, result: vals[i] }));
    R.eachCell((c) => { c.border = { top: { style: 'thin' } }; });
    return row++;
  };
  ws.getCell(row++, 1).value = 'INCOME'; ws.getCell(row - 1, 1).font = { bold: true };
  const ia = row; TV.income.forEach(lineRow); const ib = row - 1;
  const tI = totalRow('Total Income (A)', ia, ib, [...TV.funds.map((f) => TV.ie[f].income), TV.ie.total.income, TV.ie.py.income]);
  row++;
  ws.getCell(row++, 1).value = 'EXPENDITURE'; ws.getCell(row - 1, 1).font = { bold: true };
  const ea = row; TV.expenditure.forEach(lineRow); const eb = row - 1;
  const tE = totalRow('Total Expenditure (B)', ea, eb, [...TV.funds.map((f) => TV.ie[f].exp), TV.ie.total.exp, TV.ie.py.exp]);
  row++;
  {
    const R = ws.getRow(row);
    R.getCell(1).value = 'Excess of Income over Expenditure / (Expenditure over Income) (A - B)';
    R.getCell(1).alignment = { wrapText: true };
    R.font = { bold: true };
    const vals = [...TV.funds.map((f) => TV.ie[f].net), TV.ie.total.net, TV.ie.py.net];
    ['C', 'D', 'E', 'F', 'G', 'H'].forEach((c, i) => setNum(R.getCell(i + 3), { formula: `${c}${tI}-${c}${tE}`, result: vals[i] }));
    row++;
    ws.getCell(row++, 1).value = 'Balance carried to the respective Fund Accounts (Schedule 10)';
  }
  row++;
  const notes = [
    'Schedules 1 to 10 form part of the accounts. Foreign contribution is received and utilised through the FCRA accounts only.',
    'As per our report of even date attached',
    `For ${TV.report.auditor}, Chartered Accountants (FRN ${TV.report.frn})`,
    `${TV.report.partner}, Partner, M. No. 104517`,
    `Place: ${TV.report.auditorCity}    Date: 12.06.2026`,
    `For ${NAME}: Dr. Vaishali Valvi, Managing Trustee; Smt. Meera Gavit, Treasurer`,
  ];
  for (const n of notes) ws.getCell(row++, 1).value = n;
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- budget with quarterly phasing (xlsx)
async function budget(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget 25-26');
  ws.columns = [{ width: 46 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 14 }, { width: 15 }, { width: 15 }, { width: 11 }];
  ws.getCell('A1').value = NAME; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Annual Budget F.Y. 2025-26 - quarterly phasing, with actuals for the year'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = `Approved by the Board of Trustees on ${TV.budgetApproved}. Actuals as per the audited Income & Expenditure Account. Amounts in Rs.`;
  ws.mergeCells('B5:F5'); ws.getCell('B5').value = 'BUDGET 2025-26';
  ws.getCell('G5').value = 'ACTUAL'; ws.getCell('H5').value = 'VARIANCE'; ws.getCell('I5').value = 'UTILISATION';
  ['Head of account', 'Q1 (Apr-Jun)', 'Q2 (Jul-Sep)', 'Q3 (Oct-Dec)', 'Q4 (Jan-Mar)', 'Total budget', 'Actual 2025-26', 'Actual less budget', '% utilised'].forEach((h, i) => { ws.getCell(6, i + 1).value = h; });
  for (const r of [5, 6]) ws.getRow(r).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; });
  let row = 7;
  const lineRow = (l) => {
    const R = ws.getRow(row);
    R.getCell(1).value = l.label.replace(' (incl. GST)', ''); R.getCell(1).alignment = { indent: 1 };
    if (l.bud) {
      l.bud.forEach((v, i) => setNum(R.getCell(i + 2), v));
      setNum(R.getCell(6), { formula: `SUM(B${row}:E${row})`, result: l.budget });
      setNum(R.getCell(7), l.total);
      const vc = R.getCell(8);
      if (l.variance === 0) { vc.value = '-'; vc.alignment = { horizontal: 'right' }; } else { vc.value = { formula: `G${row}-F${row}`, result: l.variance }; vc.numFmt = NEGF; }
      R.getCell(9).value = { formula: `G${row}/F${row}`, result: l.total / l.budget }; R.getCell(9).numFmt = '0.0%';
    } else {
      R.getCell(1).value = `${l.label} (non-cash, not budgeted)`;
      for (let i = 2; i <= 6; i++) { R.getCell(i).value = '-'; R.getCell(i).alignment = { horizontal: 'right' }; }
      setNum(R.getCell(7), l.total);
    }
    return row++;
  };
  const totRow = (label, a, b, vals) => {
    const R = ws.getRow(row);
    R.getCell(1).value = label; R.font = { bold: true };
    ['B', 'C', 'D', 'E', 'F', 'G'].forEach((c, i) => setNum(R.getCell(i + 2), { formula: `SUM(${c}${a}:${c}${b})`, result: vals[i] }));
    R.eachCell((c) => { c.border = { top: { style: 'thin' } }; });
    return row++;
  };
  ws.getCell(row++, 1).value = 'A. INCOME'; ws.getCell(row - 1, 1).font = { bold: true };
  const ia = row; TV.income.forEach(lineRow); const ib = row - 1;
  const tI = totRow('Total income (A)', ia, ib, [...TV.bud.qi, TV.bud.inc, TV.ie.total.income]);
  row++;
  ws.getCell(row++, 1).value = 'B. EXPENDITURE'; ws.getCell(row - 1, 1).font = { bold: true };
  const ea = row; TV.expenditure.forEach(lineRow); const eb = row - 1;
  const tE = totRow('Total expenditure (B)', ea, eb, [...TV.bud.q, TV.bud.exp, TV.ie.total.exp]);
  row++;
  {
    const R = ws.getRow(row);
    R.getCell(1).value = 'Surplus / (Deficit) (A - B)'; R.font = { bold: true };
    const vals = [...TV.bud.qi.map((v, i) => v - TV.bud.q[i]), TV.bud.inc - TV.bud.exp, TV.ie.total.net];
    ['B', 'C', 'D', 'E', 'F', 'G'].forEach((c, i) => setNum(R.getCell(i + 2), { formula: `${c}${tI}-${c}${tE}`, result: vals[i] }));
    row += 2;
  }
  ws.getCell(row++, 1).value = 'Variance = actual less budget: for expenditure a positive figure is an overspend, for income a negative figure is a shortfall.';
  ws.getCell(row++, 1).value = 'Quarterly actuals are reported separately in the quarterly FC utilisation statements.';
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- FC receipts & payments account (PDF, T-form)
async function rp(file) {
  const { doc, end } = newPdf(file, { title: 'Receipts and Payments Account (Foreign Contribution) 2025-26', author: TV.report.auditor, layout: 'landscape', margin: 36 });
  const W = 842;
  doc.font('B').fontSize(12).text(NAME.toUpperCase(), 0, 36, { align: 'center', width: W });
  doc.font('R').fontSize(8.5).text(ADDR, { align: 'center', width: W });
  doc.text('FCRA Registration No. 083990127', { align: 'center', width: W });
  doc.font('B').fontSize(10).text('RECEIPTS AND PAYMENTS ACCOUNT (FOREIGN CONTRIBUTION) FOR THE YEAR ENDED 31ST MARCH 2026', { align: 'center', width: W });
  doc.font('R').fontSize(8.5).text('(1st April 2025 to 31st March 2026)   Amount in Rs.', { align: 'center', width: W });
  const t = TV.rp, L = TV.rp.labels;
  const left = [
    { h: 'To Opening Balances (as on 01.04.2025)' },
    { l: 'FCRA Designated A/c - SBI, New Delhi Main Branch', a: t.open.desig },
    { l: 'FC Utilisation A/c - Bank of Maharashtra, Shahada', a: t.open.util },
    { l: 'Cash in hand (FC)', a: t.open.cash },
    { h: 'To Foreign Contributions received' },
    ...TV.donors.map((d) => ({ l: `${d}, ${TV.remit.find((r) => r.donor === d).country}`, a: TV.donorTotal[d] })),
    { h: 'To Interest' },
    { l: 'Interest on FC savings bank account', a: TV.fcInterest },
  ];
  const right = [
    { h: 'By Watershed Development Programme' },
    ...t.fcwPay.map((p) => ({ l: L[p.key], a: p.amount })),
    { h: "By Women's SHG & Livelihoods Programme" },
    ...t.fclPay.map((p) => ({ l: L[p.key], a: p.amount })),
    { h: 'By Capital Expenditure' },
    { l: 'Motorcycle (Hero Splendor Plus) for field coordinator', a: t.motorcycle },
    { h: 'By Closing Balances (as on 31.03.2026)' },
    { l: 'FCRA Designated A/c - SBI, New Delhi Main Branch', a: t.close.desig },
    { l: 'FC Utilisation A/c - Bank of Maharashtra, Shahada', a: t.close.util },
    { l: 'Cash in hand (FC)', a: t.close.cash },
  ];
  const X = { ll: 40, la: 400, rl: 430, ra: 800 };
  let y = doc.y + 12;
  const hline = (yy) => doc.moveTo(36, yy).lineTo(806, yy).lineWidth(0.6).stroke();
  hline(y - 3);
  doc.font('B').fontSize(8.5);
  doc.text('RECEIPTS', X.ll, y, { lineBreak: false }); doc.text('Amount (Rs.)', X.la - 80, y, { width: 80, align: 'right', lineBreak: false });
  doc.text('PAYMENTS', X.rl, y, { lineBreak: false }); doc.text('Amount (Rs.)', X.ra - 80, y, { width: 80, align: 'right', lineBreak: false });
  y += 13; hline(y - 2);
  doc.moveTo(418, y - 16).lineTo(418, y + 12.2 * Math.max(left.length, right.length) + 20).stroke();
  const n = Math.max(left.length, right.length);
  const cell = (e, xl, xa) => {
    if (!e) return;
    if (e.h) { doc.font('B').fontSize(8).text(e.h, xl, y, { lineBreak: false }); return; }
    doc.font('R').fontSize(8).text(e.l, xl + 10, y, { lineBreak: false });
    doc.text(acc(e.a), xa - 80, y, { width: 80, align: 'right', lineBreak: false });
  };
  for (let i = 0; i < n; i++) { cell(left[i], X.ll, X.la); cell(right[i], X.rl, X.ra); y += 12.2; }
  y += 6; hline(y - 3);
  doc.font('B').fontSize(8.5);
  doc.text('TOTAL', X.ll, y, { lineBreak: false }); doc.text(acc(t.side), X.la - 80, y, { width: 80, align: 'right', lineBreak: false });
  doc.text('TOTAL', X.rl, y, { lineBreak: false }); doc.text(acc(t.side), X.ra - 80, y, { width: 80, align: 'right', lineBreak: false });
  y += 12; hline(y - 2); hline(y);
  doc.font('R').fontSize(8).text('Foreign contribution is received in the FCRA designated account and transferred to the utilisation account for spending. Transfers between the two FC accounts are not shown. No foreign contribution was transferred to any other organisation during the year.', 40, y + 14, { width: 760 });
  doc.moveDown(1.2);
  doc.text(`As per our report of even date.   For ${TV.report.auditor}, Chartered Accountants, FRN ${TV.report.frn}.   ${TV.report.partner}, Partner (M. No. 104517).   Place: ${TV.report.auditorCity}   Date: 12.06.2026`, 40, undefined, { width: 760 });
  doc.text('UDIN: 26104517BKCXYP7731', 40);
  await end();
}

// ---------------------------------------------------------------- FC donations register (CSV)
function register(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['Receipt No,Date of Credit,Donor Name,Country,Currency,Foreign Currency Amount,Exchange Rate,Amount Credited (INR),Purpose / Project,Credited to'];
  for (const r of TV.remit) lines.push([r.no, r.date, q(r.donor), r.country, r.cur, r.fx.toFixed(2), r.rate.toFixed(4), r.inr.toFixed(2), q(TV.purpose[r.fund]), 'SBI NDMB FCRA a/c'].join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ---------------------------------------------------------------- trustees' annual report (DOCX)
async function report(file) {
  const R = TV.report, y3 = R.threeYear;
  const P = (text, o = {}) => new Paragraph({ spacing: { after: 120 }, alignment: o.center ? AlignmentType.CENTER : AlignmentType.JUSTIFIED, children: [new TextRun({ text, bold: o.bold, italics: o.italics, size: o.size || 22 })] });
  const H = (text) => new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 200, after: 100 }, children: [new TextRun({ text, bold: true, size: 24 })] });
  const cell = (t, { bold = false, right = false, w = 1700 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 20 })] })] });
  const L2 = (v) => v.toFixed(2);
  const trustees = new Table({
    width: { size: 7000, type: WidthType.DXA },
    rows: [new TableRow({ children: [cell('Name', { bold: true, w: 3500 }), cell('Designation', { bold: true, w: 3500 })] }), ...R.trustees.map(([n, d]) => new TableRow({ children: [cell(n, { w: 3500 }), cell(d, { w: 3500 })] }))],
  });
  const three = new Table({
    width: { size: 8600, type: WidthType.DXA },
    rows: [
      new TableRow({ children: [cell('(Rs. in lakh)', { bold: true, w: 3500 }), cell('2023-24', { bold: true, right: true }), cell('2024-25', { bold: true, right: true }), cell('2025-26', { bold: true, right: true })] }),
      ...[['Total income', 'income'], ['Total expenditure (incl. depreciation)', 'exp'], ['Surplus for the year', 'net'], ['Foreign contribution received', 'fc']].map(([lab, k]) => new TableRow({ children: [cell(lab, { w: 3500 }), cell(L2(y3.y2324[k]), { right: true }), cell(L2(y3.y2425[k]), { right: true }), cell(L2(y3.y2526[k]), { right: true })] })),
    ],
  });
  const ie = TV.ie;
  const d = new Document({
    creator: 'Tapi Valley Gramin Vikas Trust',
    title: 'Annual Report of the Board of Trustees 2025-26',
    sections: [{
      children: [
        P(NAME.toUpperCase(), { bold: true, center: true, size: 30 }),
        P(ADDR, { center: true, size: 18 }),
        P(REG, { center: true, size: 18 }),
        P('ANNUAL REPORT OF THE BOARD OF TRUSTEES FOR THE FINANCIAL YEAR 2025-26', { bold: true, center: true, size: 26 }),
        H('1. The Trust and its Board'),
        P('The Trust works with Adivasi and small-farmer households in the Tapi valley on water conservation and on women\'s self-help groups and livelihoods. The Board of Trustees during the year was:'),
        trustees,
        H('2. Programme highlights'),
        P(`Watershed development. Work continued in ${R.villages} villages of Shahada and Taloda talukas. During the year ${R.farmPonds} farm ponds and ${R.checkDams} cement nala bunds (check dams) were completed and 6.2 km of nala was deepened. Across the Lindqvist/Waterbron-funded watersheds and the Satpura Cements CSR watershed together, ${inr(R.hectares)} hectares were treated, and ${inr(R.saplings)} saplings were planted on bunds and common land.`),
        P(`Women's SHGs and livelihoods. The Trust now supports ${R.shgs} self-help groups with ${inr(R.women)} women members. ${R.goats} goats were distributed to ${R.goatWomen} women under the goat-rearing programme, and the SHGs mobilised bank linkage loans of Rs. 1.86 crore during the year. The SHG federation, Tapi Mahila Sangh, held its first general assembly in January 2026.`),
        H('3. Financial review'),
        P(`During 2025-26 the Trust's total income was Rs. ${inr(ie.total.income)} and total expenditure Rs. ${inr(ie.total.exp)} (including depreciation of Rs. ${inr(TV.iline('dep').total)}), leaving a surplus of Rs. ${inr(ie.total.net)} across all funds. Foreign contribution of Rs. ${inr(TV.fcReceived)} was received from five donors during the year; all of it was received in the FCRA designated account at the State Bank of India, New Delhi Main Branch, and utilised through the FC utilisation account at the Bank of Maharashtra, Shahada.`),
        P(`The restricted funds all closed the year in surplus, the unspent grants being carried forward for works committed for the 2026 pre-monsoon season. The General Fund recorded a deficit of Rs. ${inr(-ie.gf.net)}, which was met from accumulated reserves; the Trustees have asked the Secretary to widen the local donor base in the coming year.`),
        three,
        H('4. Statutory compliance'),
        P(`The annual return in Form FC-4 for the financial year 2024-25 was filed on ${R.fc4Filed}. The Trust's FCRA registration certificate is valid up to ${R.fcraValid}. Income-tax returns and the Form 10B audit report were filed within the due dates.`),
        H('5. Auditors'),
        P(`The accounts for 2025-26 were audited by M/s ${R.auditor}, Chartered Accountants, ${R.auditorCity} (FRN ${R.frn}), the Trust's statutory auditors, who have expressed an unmodified opinion.`),
        P(`Adopted at the meeting of the Board of Trustees held at ${R.meeting.place} on ${R.meeting.date}.`),
        P('For and on behalf of the Board of Trustees'),
        P('Dr. Vaishali Valvi, Managing Trustee        Smt. Meera Gavit, Treasurer'),
      ],
    }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

// ---------------------------------------------------------------- invoice photo
async function invoice(file) {
  const v = TV.invoice;
  const m2 = (x) => inr(x, 2);
  const lines = [
    { t: v.vendor, size: 32, bold: true, center: true },
    { t: 'Main Road, Near Bus Stand, Shahada, Dist. Nandurbar - 425409', size: 22, center: true },
    { t: 'GSTIN: 27ABCPD4821K1Z6    Mob. 94220 51873', size: 22, center: true },
    { gap: 12 },
    { t: 'TAX INVOICE', size: 32, bold: true, center: true },
    { gap: 8 },
    { cols: [`Invoice No.: ${v.number}`, `Date: ${v.date}`], size: 25 },
    { t: `Buyer: ${NAME}, Shahada`, size: 25 },
    { t: 'Buyer GSTIN: Unregistered    Place of supply: Maharashtra (27)', size: 23 },
    { rule: true },
    { table: true, cols: ['Description', 'HSN', 'Qty', 'Rate', 'Amount'], size: 25, bold: true },
    { rule: true },
    ...v.lines.map((l) => ({ table: true, cols: [l.desc, l.hsn, `${l.qty} ${l.unit}`, m2(l.rate), m2(l.amount)], size: 25 })),
    { rule: true },
    { table: true, cols: ['Taxable Value', '', '', '', m2(v.taxable)], size: 25 },
    { table: true, cols: [`CGST @ ${v.gstRate}%`, '', '', '', m2(v.cgst)], size: 25 },
    { table: true, cols: [`SGST @ ${v.gstRate}%`, '', '', '', m2(v.sgst)], size: 25 },
    { table: true, cols: ['Round off', '', '', '', `(-) ${m2(Math.abs(v.roundOff))}`], size: 25 },
    { table: true, cols: ['GRAND TOTAL (Rs.)', '', '', '', m2(v.total)], size: 29, bold: true },
    { gap: 10 },
    { t: 'Rupees Ninety Five Thousand Three Hundred Ninety One Only', size: 23 },
    { gap: 28 },
    { cols: ['Goods once sold will not be taken back.', 'For Shree Datta Irrigation & Pipes'], size: 21 },
    { gap: 30 },
    { cols: ['', 'Authorised Signatory'], size: 21 },
  ];
  await photoDocument(file, lines, { width: 1150, height: 1250, angle: 0.9, seed: 418, format: 'jpeg', tableX: [60, 640, 800, 945, 1090], margin: 60, mono: false, noise: 24 });
}
