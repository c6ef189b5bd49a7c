// Arunodaya Eye Care Trust (Tiruvannamalai, Tamil Nadu; INR; April-March): the seven documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, writeDocx } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { inr, dmyDash, dmyDot, tallyDate, ordEn } from './fmt.mjs';

const amt = (v) => (v === null || v === undefined ? '' : Math.abs(v) < 0.005 ? '-' : inr(v, 2));
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));

// ------------------------------------------------------------------ two-sided statement (R&P, I&E)
// left/right: rows {label, py, cy, bold, indent, head}; the previous-year column comes first on each side.
function twoSided(doc, { left, right, leftHead, rightHead, unit, totalLabel, totals }) {
  const X0 = 36, W = doc.page.width - 72, half = W / 2;
  const colPY = 78, colCY = 82;
  const y0 = doc.y;
  const sides = [X0, X0 + half];
  const heads = [leftHead, rightHead];
  doc.lineWidth(0.7);
  doc.rect(X0, y0, W, 30).stroke();
  for (let s = 0; s < 2; s++) {
    const x = sides[s];
    doc.font('B').fontSize(7.5);
    doc.text(`Previous Year\n2024-25\n(${unit})`, x + 2, y0 + 3, { width: colPY - 4, align: 'center' });
    doc.font('B').fontSize(9).text(heads[s], x + colPY, y0 + 10, { width: half - colPY - colCY, align: 'center' });
    doc.font('B').fontSize(7.5).text(`Current Year\n2025-26\n(${unit})`, x + half - colCY + 2, y0 + 3, { width: colCY - 4, align: 'center' });
  }
  const yBody = y0 + 30;
  const lineH = 13.5;
  const n = Math.max(left.length, right.length);
  const draw = (rows, x) => {
    rows.forEach((r, i) => {
      const y = yBody + 5 + i * lineH;
      doc.font(r.bold || r.head ? 'B' : 'R').fontSize(8.3);
      doc.text(r.label, x + colPY + 4 + (r.indent || 0) * 12, y, { width: half - colPY - colCY - 8 - (r.indent || 0) * 12, lineBreak: false });
      doc.font(r.bold ? 'B' : 'R');
      if (r.py !== undefined) doc.text(amt(r.py), x + 2, y, { width: colPY - 6, align: 'right', lineBreak: false });
      if (r.cy !== undefined) doc.text(amt(r.cy), x + half - colCY + 2, y, { width: colCY - 6, align: 'right', lineBreak: false });
    });
  };
  draw(left, sides[0]);
  draw(right, sides[1]);
  const yTot = yBody + 8 + n * lineH;
  // column rules
  for (const x of sides) {
    doc.moveTo(x + colPY, y0).lineTo(x + colPY, yTot + 18).stroke();
    doc.moveTo(x + half - colCY, y0).lineTo(x + half - colCY, yTot + 18).stroke();
  }
  doc.rect(X0, y0, W, yTot + 18 - y0).stroke();
  doc.moveTo(X0 + half, y0).lineTo(X0 + half, yTot + 18).lineWidth(1.2).stroke();
  doc.lineWidth(0.7);
  doc.moveTo(X0, yTot).lineTo(X0 + W, yTot).stroke();
  for (let s = 0; s < 2; s++) {
    const x = sides[s];
    doc.font('B').fontSize(8.5);
    doc.text(amt(totals.py), x + 2, yTot + 4, { width: colPY - 6, align: 'right', lineBreak: false });
    doc.text(totalLabel, x + colPY + 4, yTot + 4, { width: half - colPY - colCY - 8, lineBreak: false });
    doc.text(amt(totals.cy), x + half - colCY + 2, yTot + 4, { width: colCY - 6, align: 'right', lineBreak: false });
  }
  doc.y = yTot + 26;
}

function titleBlock(doc, A, title) {
  const W = doc.page.width;
  doc.font('B').fontSize(14).text('ARUNODAYA EYE CARE TRUST', 0, 28, { width: W, align: 'center' });
  doc.font('R').fontSize(8.5).text(`(Registered under the Indian Trusts Act, Regd. No. ${A.regNo}; 12A & 80G; FCRA Regn. No. ${A.fcraNo})`, 0, doc.y + 1, { width: W, align: 'center' });
  doc.text(`${A.address[0]}, ${A.address[1]}`, 0, doc.y + 1, { width: W, align: 'center' });
  doc.font('B').fontSize(10.5).text(title, 0, doc.y + 6, { width: W, align: 'center', underline: true });
  doc.y += 8;
}

function signatures(doc, A, { left = true } = {}) {
  const y = doc.y + 6;
  const W = doc.page.width;
  doc.font('R').fontSize(8);
  if (left) {
    doc.text('As per our report of even date attached', 40, y, { width: 240 });
    doc.font('B').text(`For ${A.ca.firm}`, 40, y + 12, { width: 240 });
    doc.font('R').text(`Chartered Accountants (FRN ${A.ca.frn})`, 40, y + 23, { width: 240 });
    doc.text(`${A.ca.partner}, Partner`, 40, y + 48, { width: 240 });
    doc.text(`M.No. ${A.ca.mno}   UDIN: ${A.ca.udin}`, 40, y + 59, { width: 300 });
    doc.text(`Place: ${A.ca.place}   Date: ${dmyDot(A.ca.date)}`, 40, y + 70, { width: 300 });
  }
  doc.font('B').text('For ARUNODAYA EYE CARE TRUST', W - 300, y + 12, { width: 260, align: 'right' });
  doc.font('R').text('Managing Trustee                         Trustee', W - 300, y + 48, { width: 260, align: 'right' });
}

export async function receiptsPayments(file, V) {
  const A = V.aru;
  const { doc, end } = newPdf(file, { layout: 'landscape', margin: 30, title: 'Receipts and Payments Account 2025-26', author: A.ca.firm });
  titleBlock(doc, A, 'RECEIPTS AND PAYMENTS ACCOUNT FOR THE YEAR ENDED 31ST MARCH 2026');
  const left = [
    { label: 'To Opening Balances', head: true },
    { label: 'Cash in hand', indent: 1, py: A.prevOpen.cash, cy: A.open.cash },
    { label: `Indian Bank SB A/c No. ${A.ib.acct}`, indent: 1, py: A.prevOpen.ib, cy: A.open.ib },
    { label: `SBI FCRA A/c No. ${A.fcraBank.acct} (NDMB)`, indent: 1, py: A.prevOpen.fcra, cy: A.open.fcra },
    ...A.receipts.map((x) => ({ label: `To ${x.rp}`, py: x.prev, cy: x.cur })),
  ];
  const right = [
    ...A.payments.map((x) => ({ label: `By ${x.rp}`, py: x.prev, cy: x.cur })),
    { label: 'By Closing Balances', head: true },
    { label: 'Cash in hand', indent: 1, py: A.open.cash, cy: A.close.cash },
    { label: `Indian Bank SB A/c No. ${A.ib.acct}`, indent: 1, py: A.open.ib, cy: A.close.ib },
    { label: `SBI FCRA A/c No. ${A.fcraBank.acct} (NDMB)`, indent: 1, py: A.open.fcra, cy: A.close.fcra },
  ];
  const totals = { py: A.recPrev + A.prevOpen.cash + A.prevOpen.ib + A.prevOpen.fcra, cy: A.openTotal + A.recTotal };
  twoSided(doc, { left, right, leftHead: 'RECEIPTS', rightHead: 'PAYMENTS', unit: 'Rs.', totalLabel: 'TOTAL', totals });
  doc.font('I').fontSize(7.5).text('Note: Fixed deposit of Rs. 15,00,000.00 with Indian Bank (TDR No. 6543298871) held throughout the year and not included above. Foreign contribution is received and utilised only through the designated FCRA account.', 40, doc.y, { width: doc.page.width - 80 });
  signatures(doc, A);
  await end();
}

export async function incomeExpenditure(file, V) {
  const A = V.aru;
  const { doc, end } = newPdf(file, { layout: 'landscape', margin: 30, title: 'Income and Expenditure Account 2025-26', author: A.ca.firm });
  titleBlock(doc, A, 'INCOME AND EXPENDITURE ACCOUNT FOR THE YEAR ENDED 31.03.2026');
  const left = A.ieExp.map((x) => ({ label: `To ${x.label}`, py: x.prev, cy: x.cur }));
  left.push({ label: 'To Excess of Income over Expenditure', py: A.surplusPrev > 0 ? A.surplusPrev : 0, cy: A.surplus > 0 ? A.surplus : 0, bold: true });
  left.push({ label: 'carried to General Fund', indent: 1 });
  const right = A.ieInc.map((x) => ({ label: `By ${x.label}`, py: x.prev, cy: x.cur }));
  right.push({ label: 'By Excess of Expenditure over Income', py: A.surplusPrev < 0 ? -A.surplusPrev : 0, cy: A.surplus < 0 ? -A.surplus : 0, bold: true });
  right.push({ label: 'transferred to General Fund', indent: 1 });
  const totals = { py: Math.max(A.expPrev, A.incPrev), cy: Math.max(A.expTotal, A.incTotal) };
  twoSided(doc, { left, right, leftHead: 'EXPENDITURE', rightHead: 'INCOME', unit: '₹', totalLabel: 'TOTAL', totals });
  doc.font('I').fontSize(7.5).text(`Notes: (1) Corpus donations of ₹${inr(A.R.corpus.cur)} received during the year have been credited directly to the Corpus Fund and do not form part of income. (2) Audit fees include GST @ 18%. (3) Depreciation as per Schedule 1 (overleaf).`, 40, doc.y, { width: doc.page.width - 80 });
  signatures(doc, A);
  // Schedule 1
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 30 });
  titleBlock(doc, A, 'SCHEDULE 1 – FIXED ASSETS AND DEPRECIATION FOR THE YEAR ENDED 31.03.2026');
  const cols = ['Particulars', 'Rate of Dep. (%)', 'WDV as on 01.04.2025', 'Additions up to 30.09.2025', 'Additions after 30.09.2025', 'Total', 'Depreciation for the year', 'WDV as on 31.03.2026'];
  const widths = [190, 60, 85, 85, 85, 85, 85, 85];
  const xs = [36]; for (const w of widths) xs.push(xs.at(-1) + w);
  let y = doc.y + 4;
  doc.rect(36, y, xs.at(-1) - 36, 34).stroke();
  doc.font('B').fontSize(8);
  cols.forEach((c, i) => doc.text(c, xs[i] + 3, y + 4, { width: widths[i] - 6, align: i ? 'center' : 'left' }));
  y += 38;
  const rows = A.assets.map((a) => [a.name, String(a.rate), a.open, a.addBefore, a.addAfter, a.total, a.dep, a.close]);
  const tot = ['TOTAL', '', ...[2, 3, 4, 5, 6, 7].map((i) => rows.reduce((s, r) => s + r[i], 0))];
  for (const r of [...rows, tot]) {
    const bold = r === tot;
    if (bold) { doc.moveTo(36, y - 2).lineTo(xs.at(-1), y - 2).stroke(); y += 2; }
    doc.font(bold ? 'B' : 'R').fontSize(8.5);
    r.forEach((c, i) => doc.text(typeof c === 'number' ? amt(c) : c, xs[i] + 3, y, { width: widths[i] - 6, align: i ? 'right' : 'left', lineBreak: false }));
    y += 15;
  }
  doc.moveTo(36, y).lineTo(xs.at(-1), y).stroke();
  doc.font('I').fontSize(7.5).text(`Depreciation on the written down value at the rates prescribed under the Income-tax Rules; additions put to use for less than 180 days during the year (after 30.09.2025) are depreciated at half the rate. Additions: operating microscope purchased on ${dmyDot(A.microscopeDate)} out of foreign contribution; computers and printers purchased on ${dmyDot(A.computersDate)}.`, 40, y + 8, { width: doc.page.width - 80 });
  await end();
}

// ------------------------------------------------------------------ Tally trial balance (xlsx)
export async function trialBalance(file, V) {
  const A = V.aru;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'TallyPrime';
  const ws = wb.addWorksheet('Trial Balance');
  ws.columns = [{ width: 48 }, { width: 18 }, { width: 18 }];
  const IN = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';
  ws.mergeCells('A1:C1'); ws.getCell('A1').value = 'Arunodaya Eye Care Trust'; ws.getCell('A1').font = { bold: true, size: 12 }; ws.getCell('A1').alignment = { horizontal: 'center' };
  ws.mergeCells('A2:C2'); ws.getCell('A2').value = `${A.address[0]}, ${A.address[1]}`; ws.getCell('A2').alignment = { horizontal: 'center' };
  ws.mergeCells('A3:C3'); ws.getCell('A3').value = 'Trial Balance'; ws.getCell('A3').font = { bold: true }; ws.getCell('A3').alignment = { horizontal: 'center' };
  ws.mergeCells('A4:C4'); ws.getCell('A4').value = `${tallyDate('2025-04-01')} to ${tallyDate('2026-03-31')}`; ws.getCell('A4').alignment = { horizontal: 'center' };
  ws.mergeCells('A6:A7'); ws.getCell('A6').value = 'Particulars';
  ws.mergeCells('B6:C6'); ws.getCell('B6').value = 'Closing Balance';
  ws.getCell('B7').value = 'Debit'; ws.getCell('C7').value = 'Credit';
  for (const c of ['A6', 'B6', 'B7', 'C7']) { ws.getCell(c).font = { bold: true }; ws.getCell(c).alignment = { horizontal: c === 'A6' ? 'left' : 'center', vertical: 'middle' }; ws.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'thin' } }; }
  let r = 8;
  const put = (label, v, side, { bold = false, italic = false, indent = 0 } = {}) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    row.getCell(1).alignment = { indent };
    const c = row.getCell(side === 'dr' ? 2 : 3);
    c.value = v; c.numFmt = IN;
    for (let i = 1; i <= 3; i++) row.getCell(i).font = { bold, italic };
    r++;
  };
  for (const g of A.tbGroups) {
    put(g.name, g.total, g.side, { bold: true });
    for (const [n, v] of g.ledgers) put(n, v, g.side, { italic: true, indent: 2 });
    for (const s of g.sub || []) {
      put(s.name, s.total, g.side, { bold: true, indent: 1 });
      for (const [n, v] of s.ledgers) put(n, v, g.side, { italic: true, indent: 3 });
    }
  }
  const row = ws.getRow(r);
  row.getCell(1).value = 'Grand Total';
  row.getCell(2).value = A.tbDr; row.getCell(3).value = A.tbCr;
  for (let i = 1; i <= 3; i++) { row.getCell(i).font = { bold: true }; row.getCell(i).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  row.getCell(2).numFmt = IN; row.getCell(3).numFmt = IN;
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ FCRA quarterly statement (pdf)
export async function fcraStatement(file, V) {
  const A = V.aru, F = A.fcra;
  const { doc, end } = newPdf(file, { margin: 40, title: 'FCRA quarterly statement Q3 2025-26', author: 'Arunodaya Eye Care Trust' });
  const W = doc.page.width;
  doc.font('B').fontSize(13).text('ARUNODAYA EYE CARE TRUST', 0, 40, { width: W, align: 'center' });
  doc.font('R').fontSize(8.5).text(`FCRA Registration No. ${A.fcraNo}   |   PAN ${A.pan}   |   ${A.address[0]}, ${A.address[1]}`, 0, doc.y + 2, { width: W, align: 'center' });
  doc.font('B').fontSize(10.5).text('STATEMENT OF FOREIGN CONTRIBUTION RECEIVED AND UTILISED', 0, doc.y + 10, { width: W, align: 'center' });
  doc.font('R').fontSize(9).text('for the quarter ended 31st December 2025 (Q3 of FY 2025-26) – disclosed under Rule 13 of the FCR Rules, 2011', 0, doc.y + 2, { width: W, align: 'center' });
  doc.moveDown(1);
  const L = 45;
  doc.font('B').fontSize(9.5).text('A. Designated FCRA account', L, doc.y);
  doc.font('R').fontSize(8.8).text(`${A.fcraBank.bank}, 11 Sansad Marg, New Delhi – 110 001. Account No. ${A.fcraBank.acct}, IFSC ${A.fcraBank.ifsc}. No separate utilisation account is maintained.`, L, doc.y + 2, { width: W - 90 });
  doc.moveDown(0.8);
  doc.font('B').fontSize(9.5).text('B. Foreign contribution received during the quarter (01.10.2025 to 31.12.2025)', L, doc.y);
  doc.moveDown(0.3);
  const cols = [['Sl.', 22], ['Date of receipt', 58], ['Name of donor', 118], ['Country', 62], ['Purpose', 112], ['Amount in foreign currency', 62], ['Rate (INR)', 40], ['Amount (INR)', 66]];
  const xs = [L]; for (const c of cols) xs.push(xs.at(-1) + c[1]);
  let y = doc.y;
  doc.rect(L, y, xs.at(-1) - L, 34).stroke();
  doc.font('B').fontSize(7.3);
  cols.forEach(([c, w], i) => doc.text(c, xs[i] + 2, y + 3, { width: w - 4, align: i >= 5 ? 'right' : 'left' }));
  y += 38;
  F.donorsQ3.forEach((d, i) => {
    const cells = [String(i + 1), dmyDash(d.date), d.donor, d.country, d.purpose, `${d.cur} ${inr(d.fx, 2).replace(/^/, '')}`, d.rate.toFixed(2), inr(d.inr)];
    doc.font('R').fontSize(7.6);
    const h = Math.max(...cells.map((c, j) => doc.heightOfString(c, { width: cols[j][1] - 4 })));
    cells.forEach((c, j) => doc.text(c, xs[j] + 2, y, { width: cols[j][1] - 4, align: j >= 5 ? 'right' : 'left' }));
    y += h + 5;
  });
  doc.moveTo(L, y).lineTo(xs.at(-1), y).stroke();
  doc.font('B').fontSize(8).text('Total foreign contribution received during the quarter', xs[2] + 2, y + 4, { width: 300 });
  doc.text(inr(F.q3.receipts), xs[7] + 2, y + 4, { width: cols[7][1] - 4, align: 'right' });
  y += 22;
  doc.y = y;
  doc.font('B').fontSize(9.5).text('C. Receipts and utilisation of foreign contribution (INR)', L, doc.y);
  doc.moveDown(0.3);
  const c1 = 290, c2 = 100, c3 = 115;
  y = doc.y;
  doc.rect(L, y, c1 + c2 + c3, 36).stroke();
  doc.font('B').fontSize(7.8).text('Particulars', L + 4, y + 13);
  doc.text('For the quarter\n01.10.2025 – 31.12.2025', L + c1, y + 3, { width: c2 - 4, align: 'right' });
  doc.text('Cumulative for the year\n01.04.2025 – 31.12.2025', L + c1 + c2, y + 3, { width: c3 - 4, align: 'right' });
  y += 40;
  const line = (label, a, b, { bold = false, indent = 0 } = {}) => {
    doc.font(bold ? 'B' : 'R').fontSize(8.3);
    doc.text(label, L + 4 + indent * 12, y, { width: c1 - 8 - indent * 12, lineBreak: false });
    if (a !== undefined) doc.text(inr(a), L + c1, y, { width: c2 - 4, align: 'right', lineBreak: false });
    if (b !== undefined) doc.text(inr(b), L + c1 + c2, y, { width: c3 - 4, align: 'right', lineBreak: false });
    y += 14;
  };
  line('Opening balance of foreign contribution (bank)', F.q3.open, F.ytd.open, { bold: true });
  line('Add: Foreign contribution received', F.q3.receipts, F.ytd.receipts, { indent: 1 });
  line('Add: Interest earned on FCRA account', F.q3.interest, F.ytd.interest, { indent: 1 });
  line('Total funds available', F.q3.open + F.q3.receipts + F.q3.interest, F.ytd.open + F.ytd.receipts + F.ytd.interest, { bold: true });
  line('Less: Utilisation', undefined, undefined, { bold: true });
  for (const u of F.uses) line(u.label, u.q3, u.ytd, { indent: 1 });
  line('Total utilisation', F.q3.use, F.ytd.use, { bold: true });
  line('Closing balance as on 31.12.2025', F.q3.close, F.ytd.close, { bold: true });
  doc.rect(L, y - 14 * (F.uses.length + 7) - 4, c1 + c2 + c3, 14 * (F.uses.length + 7) + 6).stroke();
  doc.y = y + 10;
  doc.font('R').fontSize(8.3).text('Administrative expenses are met within the limit prescribed under section 8(1)(b) of the Foreign Contribution (Regulation) Act, 2010. Capital asset created during the quarter: one operating microscope (installed at the base hospital, Tiruvannamalai) purchased on ' + dmyDot(A.microscopeDate) + '. No foreign contribution was transferred to any other person or organisation.', L, doc.y, { width: W - 90 });
  doc.moveDown(1.2);
  doc.text('Certified that the above particulars are true and correct as per the books of account.', L, doc.y);
  doc.moveDown(2.5);
  doc.text(`Place: Tiruvannamalai\nDate: ${dmyDot(A.fcraSigned)}`, L, doc.y);
  doc.font('B').text('S. Jayanthi\nManaging Trustee', W - 200, doc.y - 22, { width: 160, align: 'right' });
  await end();
}

// ------------------------------------------------------------------ Indian Bank statement (csv)
export function bankCsv(file, V) {
  const A = V.aru;
  const bal = (v) => `${inr(Math.abs(v))} ${v < 0 ? 'Dr' : 'Cr'}`;
  const lines = [
    'INDIAN BANK',
    'STATEMENT OF ACCOUNT',
    'Account Name,ARUNODAYA EYE CARE TRUST',
    `Account Number,${A.ib.acct}`,
    'Account Type,SB - TRUSTS AND ASSOCIATIONS',
    'Branch,TIRUVANNAMALAI (T041)',
    `IFSC,${A.ib.ifsc}`,
    'Statement Period,01-01-2026 to 31-03-2026',
    `Opening Balance,${q(bal(A.ibOpen))}`,
    '',
    'Txn Date,Value Date,Description,Cheque/Ref No,Amount,Dr/Cr,Balance',
  ];
  for (const b of A.bank) lines.push([dmyDash(b.date), dmyDash(b.date), b.desc, b.ref, inr(Math.abs(b.amt)), b.amt < 0 ? 'DR' : 'CR', bal(b.bal)].map(q).join(','));
  const dr = A.bank.filter((b) => b.amt < 0), cr = A.bank.filter((b) => b.amt > 0);
  lines.push('');
  lines.push(`Total Debits (${dr.length}),${q(inr(-dr.reduce((s, b) => s + b.amt, 0)))}`);
  lines.push(`Total Credits (${cr.length}),${q(inr(cr.reduce((s, b) => s + b.amt, 0)))}`);
  lines.push(`Closing Balance,${q(bal(A.bank.at(-1).bal))}`);
  lines.push('** This is a computer generated statement and does not require signature **');
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ stationery tax invoice (photo)
const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const words99 = (n) => (n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ' ' + ONES[n % 10] : ''}`);
export function rupeesInWords(n) {
  const parts = [];
  const th = Math.floor(n / 1000), h = Math.floor((n % 1000) / 100), r = n % 100;
  if (th) parts.push(`${words99(th)} Thousand`);
  if (h) parts.push(`${ONES[h]} Hundred`);
  if (r) parts.push(words99(r));
  return `Rupees ${parts.join(' ')} Only`;
}
export function receiptLines(V) {
  const R = V.aru.rc;
  const L = [
    { t: R.shop, size: 30, bold: true, center: true },
    { t: '42, Car Street (Near Arunachaleswarar Temple East Gate)', size: 19, center: true },
    { t: 'Tiruvannamalai - 606 601.  Ph: 04175 - 236418', size: 19, center: true },
    { t: `GSTIN: ${R.gstin}   State: Tamil Nadu (33)`, size: 19, center: true },
    { rule: true },
    { t: 'TAX INVOICE', size: 24, bold: true, center: true },
    { cols: [`Bill No: ${R.billNo}`, `Date: ${R.date.split('-').reverse().join('/')}  ${R.time}`], size: 19 },
    { cols: ['To: ARUNODAYA EYE CARE TRUST, TVM', 'Unregistered'], size: 19 },
    { rule: true },
    { table: true, cols: ['Description', 'HSN/SAC', 'Qty', 'Rate', 'Amount'], size: 19, bold: true },
    { rule: true },
    ...R.items.map((i) => ({ table: true, cols: [i.d, i.hsn, String(i.qty), inr(i.rate), inr(i.amt)], size: 19 })),
    { rule: true },
    { table: true, cols: ['Taxable Value', '', '', '', inr(R.taxable)], size: 20 },
    { table: true, cols: ['CGST @ 9%', '', '', '', inr(R.cgst)], size: 20 },
    { table: true, cols: ['SGST @ 9%', '', '', '', inr(R.sgst)], size: 20 },
    { table: true, cols: ['Round Off', '', '', '', (R.roundOff >= 0 ? '+' : '') + R.roundOff.toFixed(2)], size: 20 },
    { rule: true },
    { table: true, cols: ['NET AMOUNT (Rs.)', '', '', '', inr(R.total)], size: 25, bold: true },
    { rule: true },
    { t: rupeesInWords(R.total), size: 19 },
    { t: 'Payment: UPI (GPay)   Ref 604918220761', size: 19 },
    { gap: 14 },
    { t: 'Goods once sold cannot be taken back. E.&O.E.', size: 17, center: true },
    { t: 'Thank You! Visit Again', size: 19, bold: true, center: true },
  ];
  return L;
}
export async function receiptPhoto(file, V) {
  await photoDocument(file, receiptLines(V), { width: 980, height: 900, angle: -0.7, seed: 731, format: 'jpeg', tableX: [50, 560, 680, 800, 930], margin: 50 });
}

// ------------------------------------------------------------------ CA's letter (docx)
export async function caLetter(file, V) {
  const A = V.aru, C = A.ca;
  const lk = (v) => (v / 1e5).toFixed(2);
  const kids = [
    P(`${C.firm.toUpperCase()}`, { bold: true, size: 15, align: 'center', after: 0 }),
    P('CHARTERED ACCOUNTANTS', { bold: true, size: 10, align: 'center', after: 0 }),
    P('No. 8, Thiruvoodal Street, Tiruvannamalai – 606 601  |  Ph: 04175-222871  |  ramanathanco.ca@gmail.com', { size: 9, align: 'center', after: 240 }),
    P(`Ref: KRC/AUD/2025-26/117`, { size: 10, after: 0 }),
    P(`Date: ${ordEn(C.date)}`, { size: 10, after: 240 }),
    P('To', { after: 0 }), P('The Board of Trustees,', { after: 0 }), P('Arunodaya Eye Care Trust,', { after: 0 }), P(`${A.address[0]},`, { after: 0 }), P(`${A.address[1]}.`, { after: 240 }),
    P('Sub: Audit of accounts for the financial year 2025-26 (A.Y. 2026-27) – our report and observations', { bold: true }),
    P('Dear Sirs / Madam,'),
    P(`We have audited the Balance Sheet of Arunodaya Eye Care Trust as at 31st March 2026, the Income and Expenditure Account and the Receipts and Payments Account for the year ended on that date. In our opinion and to the best of our information and according to the explanations given to us, the said accounts give a true and fair view of the state of affairs of the Trust as at 31st March 2026 and of its excess of income over expenditure for the year ended on that date. Our audit report in Form No. 10B under section 12A(1)(b) of the Income-tax Act, 1961 has been uploaded on the e-filing portal under UDIN ${C.udin}.`),
    P('1. Key figures', { bold: true }),
    P(`The total income of the Trust for the year was Rs. ${lk(C.income)} lakhs (previous year Rs. ${lk(A.incPrev)} lakhs), of which foreign contribution received in the designated FCRA account was Rs. ${lk(C.fc)} lakhs. Total expenditure including depreciation of Rs. ${lk(C.depTotal)} lakhs was Rs. ${lk(C.expenditure)} lakhs, leaving an excess of income over expenditure of Rs. ${lk(C.surplus)} lakhs, against an excess of expenditure over income of Rs. ${lk(-A.surplusPrev)} lakhs in 2024-25. Corpus donations of Rs. ${lk(C.corpus)} lakhs were credited directly to the Corpus Fund.`),
    P(`The amount applied to the objects of the Trust during the year, being revenue expenditure other than depreciation and capital expenditure on medical equipment and computers of Rs. ${lk(A.capex)} lakhs, was Rs. ${lk(C.application)} lakhs, i.e. ${C.applicationPct.toFixed(2)}% of the income, which is above the 85% required under section 11(1)(a).`),
    P(`Administrative expenses met out of foreign contribution were Rs. ${lk(C.fcAdmin)} lakhs, i.e. ${C.fcAdminPct.toFixed(2)}% of the foreign contribution received during the year, within the limit of 20% laid down in section 8(1)(b) of the FCRA, 2010. The quarterly disclosures of foreign contribution received were placed on the Trust's website within the time allowed.`),
    P('2. Observations', { bold: true }),
    P(`(a) Cash payments: During the year payments to ${C.cashParty} for hire of vehicles for outreach camps, of Rs. ${C.cashPayments.map((v) => inr(v, 0)).join(', Rs. ')} (total Rs. ${inr(C.cashTotal, 0)}), were made in cash. Payments exceeding Rs. 10,000 in a day to a single party otherwise than by an account payee cheque or electronic mode attract section 40A(3) read with section 13 and should be avoided. We recommend that all such payments be made through the bank.`, { indent: 360 }),
    P('(b) Stock of IOLs and consumables: The stock of intraocular lenses, medicines and surgical consumables at the base hospital was not physically verified at the year end, and the closing stock has not been brought into the accounts, purchases being charged to expenditure. We recommend a physical verification at the end of every quarter and a stock register reconciled with purchases and issues to the operation theatre.', { indent: 360 }),
    P(`(c) Fixed asset register: The operating microscope purchased on ${dmyDot(A.microscopeDate)} for Rs. ${inr(A.assets[0].addAfter, 0)} out of foreign contribution has not yet been entered in the fixed asset register. Being put to use for less than 180 days, depreciation has been provided at half the normal rate (Rs. ${inr(C.microDep, 0)}).`, { indent: 360 }),
    P(`(d) TDS: Tax deducted at source under section 194-I on the rent of the Chengam vision centre was remitted late for two months; interest of Rs. ${inr(C.tdsInterest, 0)} was paid and debited to bank charges.`, { indent: 360 }),
    P('(e) Bank reconciliation: The Indian Bank SB account and the SBI FCRA account were reconciled with the bank statements at 31st March 2026 without differences.', { indent: 360 }),
    P('We thank the Managing Trustee and the accounts staff for the co-operation extended during the audit.'),
    P('Yours faithfully,', { after: 0 }),
    P(`For ${C.firm}`, { bold: true, after: 0 }),
    P(`Chartered Accountants (FRN ${C.frn})`, { after: 480 }),
    P(`${C.partner}`, { bold: true, after: 0 }),
    P(`Partner, M.No. ${C.mno}`, { after: 0 }),
    P(`Place: ${C.place}`, { after: 0 }),
  ];
  await writeDocx(file, kids, { title: 'Audit report letter 2025-26', creator: 'K. Ramanathan' });
}
