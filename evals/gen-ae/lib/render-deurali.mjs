// Deurali Salghari Community Forest User Group (Kaski, Nepal; NPR; FY from 1 Shrawan): the five documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { F, xDate } from './office.mjs';

// Nepali/Indian digit grouping: 1,23,456.00
export const npr = (v, dp = 2) => Number(v).toLocaleString('en-IN', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dMon = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${String(d).padStart(2, '0')}-${MON[m - 1]}-${y}`; };
const dShort = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MON[m - 1]} ${y}`; };
const IND = '[>=10000000]##\\,##\\,##\\,##0.00;[>=100000]##\\,##\\,##0.00;##,##0.00';
const NAME = 'Deurali Salghari Community Forest User Group';
const NAME_NP = 'देउराली सालघारी सामुदायिक वन उपभोक्ता समूह';

// ------------------------------------------------------------------ 1. Cash book (xlsx), one sheet a Nepali month
export async function cashBook(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kamala Devi Adhikari';
  let prev = null;
  for (const [mi, m] of V.deurali.months.entries()) {
    const ws = wb.addWorksheet(m.sheet, { pageSetup: { orientation: 'landscape', fitToPage: true } });
    ws.columns = [{ width: 12 }, { width: 9 }, { width: 46 }, { width: 20 }, { width: 13 }, { width: 14 }, { width: 2 }, { width: 12 }, { width: 9 }, { width: 50 }, { width: 20 }, { width: 13 }, { width: 14 }];
    const title = (r, text, o = {}) => { ws.mergeCells(r, 1, r, 13); const c = ws.getCell(r, 1); c.value = text; c.font = { bold: !!o.bold, size: o.size || 11 }; c.alignment = { horizontal: 'center' }; };
    title(1, `${NAME} (${NAME_NP})`, { bold: true, size: 14 });
    title(2, 'Machhapuchchhre Rural Municipality-4, Kaski  |  DFO Regd. No. KAS/CF/117');
    title(3, 'CASH BOOK (नगदी बही) - FY 2082/83 (2025/26)', { bold: true, size: 12 });
    title(4, `Month: ${m.name} 2082 (${dShort(m.start)} - ${dShort(m.end)})`, { bold: true });
    ws.mergeCells('A6:F6'); ws.getCell('A6').value = 'RECEIPTS (आम्दानी)';
    ws.mergeCells('H6:M6'); ws.getCell('H6').value = 'PAYMENTS (खर्च)';
    const heads = ['Date', 'Rc. No.', 'Particulars', 'Head (खाता)', 'Cash (Rs.)', 'Bank (Rs.)', '', 'Date', 'V. No.', 'Particulars', 'Head (खाता)', 'Cash (Rs.)', 'Bank (Rs.)'];
    ws.getRow(7).values = heads;
    for (const r of [6, 7]) for (let c = 1; c <= 13; c++) {
      if (c === 7) continue;
      const cell = ws.getCell(r, c);
      cell.font = { bold: true }; cell.alignment = { horizontal: 'center', vertical: 'middle' };
      cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: r === 6 ? 'FFE2EFDA' : 'FFF2F2F2' } };
      cell.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
    }
    const put = (r, c, v, fmt) => { const cell = ws.getCell(r, c); cell.value = v; if (fmt) cell.numFmt = fmt; return cell; };
    const money = (r, c, v) => { if (v === 0) return; put(r, c, v, IND); };
    // receipts: Balance b/d first
    let r = 8;
    put(r, 1, xDate(m.start), 'dd-mmm-yy');
    put(r, 3, 'Balance b/d');
    if (prev) {
      put(r, 5, F(`'${prev.sheet}'!L${prev.cdRow}`, m.opening.cash), IND);
      put(r, 6, F(`'${prev.sheet}'!M${prev.cdRow}`, m.opening.bank), IND);
    } else { money(r, 5, m.opening.cash); money(r, 6, m.opening.bank); }
    ws.getCell(r, 3).font = { bold: true };
    r++;
    for (const e of m.receipts) {
      put(r, 1, xDate(e.date), 'dd-mmm-yy'); put(r, 2, e.no); put(r, 3, e.particulars); put(r, 4, e.head);
      money(r, 5, e.cash); money(r, 6, e.bank);
      r++;
    }
    const lastR = r - 1;
    let p = 8;
    for (const e of m.payments) {
      put(p, 8, xDate(e.date), 'dd-mmm-yy'); put(p, 9, e.no); put(p, 10, e.particulars); put(p, 11, e.head);
      money(p, 12, e.cash); money(p, 13, e.bank);
      p++;
    }
    const lastP = p - 1;
    const cdRow = p;
    put(cdRow, 8, xDate(m.end), 'dd-mmm-yy');
    put(cdRow, 10, 'Balance c/d'); ws.getCell(cdRow, 10).font = { bold: true };
    put(cdRow, 12, F(`SUM(E8:E${lastR})-SUM(L8:L${lastP})`, m.closing.cash), IND);
    put(cdRow, 13, F(`SUM(F8:F${lastR})-SUM(M8:M${lastP})`, m.closing.bank), IND);
    const tot = Math.max(lastR, cdRow) + 2;
    put(tot, 3, 'Total'); put(tot, 10, 'Total');
    put(tot, 5, F(`SUM(E8:E${tot - 1})`, m.total.cash), IND); put(tot, 6, F(`SUM(F8:F${tot - 1})`, m.total.bank), IND);
    put(tot, 12, F(`SUM(L8:L${tot - 1})`, m.total.cash), IND); put(tot, 13, F(`SUM(M8:M${tot - 1})`, m.total.bank), IND);
    for (const c of [3, 5, 6, 10, 12, 13]) { ws.getCell(tot, c).font = { bold: true }; ws.getCell(tot, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
    let n = tot + 2;
    ws.getCell(n, 1).value = 'Prepared by: Kamala Devi Adhikari (Treasurer)'; ws.getCell(n, 8).value = 'Checked by: Man Bahadur Gurung (Chairperson)';
    n++;
    if (mi === V.deurali.months.length - 1) {
      ws.getCell(n, 1).value = 'Note: bank interest, TDS and bank charges not yet entered - to be posted from the bank statement at year end.';
      ws.getCell(n, 1).font = { italic: true, size: 9, color: { argb: 'FFC00000' } };
    }
    if (mi === 0) {
      ws.getCell(n, 1).value = 'Balance b/d = closing balance of FY 2081/82 as per audited statement (Cash Rs. 18,642.00; Bank Rs. 4,86,315.40).';
      ws.getCell(n, 1).font = { italic: true, size: 9 };
    }
    ws.views = [{ state: 'frozen', ySplit: 7 }];
    prev = { sheet: m.sheet, cdRow };
  }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 2. Bank statement (csv)
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
export function bankCsv(file, V) {
  const B = V.deurali.bank;
  const lines = [
    B.name,
    B.branch,
    'ACCOUNT STATEMENT',
    `Account Name,${q(B.accName)}`,
    `Account Number,${B.account}`,
    'Account Type,Saving - Sanstha Bachat Khata',
    'Currency,NPR',
    `Statement Period,${q(`${dMon(B.from)} to ${dMon(B.to)} (FY 2082/83 (2025/26) Shrawan-Poush)`)}`,
    '',
    ['Tran Date', 'Value Date', 'Particulars', 'Cheque No', 'Debit', 'Credit', 'Balance'].join(','),
    [dMon(B.from), dMon(B.from), 'BALANCE B/F', '', '', '', q(npr(B.opening))].join(','),
  ];
  for (const r of B.rows) lines.push([dMon(r.date), dMon(r.date), r.desc, r.chq, r.debit ? q(npr(r.debit)) : '', r.credit ? q(npr(r.credit)) : '', q(npr(r.balance))].join(','));
  lines.push(['', '', 'TOTAL', '', q(npr(B.totalDebit)), q(npr(B.totalCredit)), ''].join(','));
  lines.push(['', '', 'CLOSING BALANCE', '', '', '', q(npr(B.closing))].join(','));
  lines.push('');
  lines.push('This is a computer generated statement and does not require signature.');
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 3. Sales register (pdf, landscape, two pages with c/f and b/f)
export const SALES_COLS = [
  ['S.N.', 22, 'c'], ['Date', 56, 'l'], ['Bill No.', 38, 'l'], ['Buyer', 190, 'l'], ['Category', 60, 'l'], ['Product', 44, 'l'], ['Species', 44, 'l'],
  ['Qty', 30, 'r'], ['Unit', 32, 'l'], ['Rate (Rs.)', 52, 'r'], ['Amount (Rs.)', 70, 'r'], ['Received (Rs.)', 70, 'r'], ['Due (Rs.)', 60, 'r'],
];
export async function salesRegister(file, V) {
  const S = V.deurali.sales;
  const { doc, end } = newPdf(file, { size: 'A4', layout: 'landscape', margin: 30, title: 'Timber and Firewood Sales Register FY 2082/83', author: 'Bishnu Prasad Poudel' });
  const X0 = 40;
  const xs = []; let x = X0; for (const [, w] of SALES_COLS) { xs.push(x); x += w; }
  const cell = (i, text, y, bold) => {
    const [, w, a] = SALES_COLS[i];
    doc.font(bold ? 'B' : 'R').fontSize(7.6).text(String(text), xs[i] + 2, y, { width: w - 4, align: a === 'r' ? 'right' : a === 'c' ? 'center' : 'left', lineBreak: false });
  };
  const header = (page) => {
    doc.font('B').fontSize(12).text(NAME.toUpperCase(), X0, 34, { width: x - X0, align: 'center' });
    doc.font('R').fontSize(9).text('Machhapuchchhre Rural Municipality-4, Kaski', X0, 50, { width: x - X0, align: 'center' });
    doc.font('B').fontSize(10.5).text('TIMBER AND FIREWOOD SALES REGISTER (Kath Daura Bikri Khata)', X0, 66, { width: x - X0, align: 'center' });
    doc.font('R').fontSize(8.5).text('FY 2082/83 (2025/26): Shrawan - Poush 2082 (17 Jul 2025 - 14 Jan 2026)', X0, 81, { width: x - X0, align: 'center' });
    doc.fontSize(7.5).text(`Page ${page} of 2`, x - 80, 34, { width: 80, align: 'right' });
    const y = 100;
    doc.rect(X0, y - 3, x - X0, 15).fillColor('#e8e8e8').fill().fillColor('black');
    SALES_COLS.forEach(([h], i) => cell(i, h, y, true));
    return y + 16;
  };
  const rowLine = (s, y) => {
    const vals = [s.sn, dMon(s.date), s.bill, s.buyer, s.cat, s.product, s.species, s.qty, s.unit, npr(s.rate, 0), npr(s.amount), npr(s.received), s.due ? npr(s.due) : '-'];
    vals.forEach((v, i) => cell(i, v, y));
    doc.moveTo(X0, y + 11).lineTo(x, y + 11).lineWidth(0.2).strokeColor('#bbbbbb').stroke().strokeColor('black');
  };
  const totLine = (label, rows, y) => {
    cell(3, label, y, true);
    cell(10, npr(rows.reduce((a, s) => a + s.amount, 0)), y, true);
    cell(11, npr(rows.reduce((a, s) => a + s.received, 0)), y, true);
    cell(12, npr(rows.reduce((a, s) => a + s.due, 0)), y, true);
    doc.moveTo(xs[10], y - 2).lineTo(x, y - 2).lineWidth(0.6).stroke();
  };
  const split = 20;
  let y = header(1);
  for (const s of S.slice(0, split)) { rowLine(s, y); y += 14.5; }
  totLine('Carried forward (c/f)', S.slice(0, split), y + 2);
  doc.font('I').fontSize(7).text('Prepared by: Bishnu Prasad Poudel, Secretary', X0, 560, { lineBreak: false });
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 30 });
  y = header(2);
  totLine('Brought forward (b/f)', S.slice(0, split), y);
  y += 16;
  for (const s of S.slice(split)) { rowLine(s, y); y += 14.5; }
  totLine('TOTAL', S, y + 2);
  y += 30;
  const notes = [
    'Notes:',
    '1. Rates per cft / bhari / chatta as approved by the Executive Committee meeting of 12 Jul 2025. Member = user household of this CFUG; Institution = concession rate.',
    `2. ${V.deurali.royaltyRate}% royalty on the value of sal timber sold to non-members is payable to the Division Forest Office, Kaski.`,
    '3. Due amounts as on 14 Jan 2026. Bank = amount received by cheque / deposit in Seti Gandaki Bikas Bank A/c 0270100004521; others received in cash.',
    '4. 1 chatta = stacked firewood approx. 4 ft x 4 ft x 8 ft; 1 bhari = one head-load.',
  ];
  doc.font('R').fontSize(7.5);
  for (const n of notes) { doc.text(n, X0, y, { width: x - X0 }); y += 11; }
  y += 10;
  doc.text('Prepared by: Bishnu Prasad Poudel, Secretary                Checked by: Kamala Devi Adhikari, Treasurer', X0, y);
  await end();
}

// ------------------------------------------------------------------ 4. AGM income and expenditure statement (photo of a printed page)
export function agmLines(V) {
  const A = V.deurali.agm;
  const L = [];
  const t = (text, size = 20, bold = false, center = true) => L.push({ t: text, size, bold, center });
  const row = (cols, size = 19, bold = false) => L.push({ table: true, cols, size, bold });
  t(NAME.toUpperCase(), 27, true);
  t(NAME_NP_ROMAN, 19);
  t('Machhapuchchhre Rural Municipality-4, Kaski, Gandaki Province  |  DFO Regd. No. KAS/CF/117', 18);
  L.push({ gap: 8 });
  t('INCOME AND EXPENDITURE STATEMENT', 24, true);
  t('FY 2081/82 (2024/25): 1 Shrawan 2081 - 31 Ashadh 2082 (16 Jul 2024 - 16 Jul 2025)', 19);
  t('with previous year figures and the budget for FY 2082/83 (2025/26)', 19);
  t(`Presented to the ${A.no} General Assembly held on ${A.bsDate} (${dShort(A.date)})`, 19);
  L.push({ gap: 6 });
  t('(Amount in Rs.)', 17, false, false);
  L.push({ rule: true });
  row(['', 'FY 2080/81', 'FY 2081/82', 'FY 2082/83'], 19, true);
  row(['Particulars', '(2023/24) Actual', '(2024/25) Actual', '(2025/26) Budget'], 19, true);
  L.push({ rule: true });
  row(['A. INCOME', '', '', ''], 19, true);
  for (const [label, v] of Object.entries(A.income)) row([`   ${label}`, npr(v[0]), npr(v[1]), npr(v[2])]);
  row(['Total Income (A)', npr(A.totalIncome[0]), npr(A.totalIncome[1]), npr(A.totalIncome[2])], 19, true);
  L.push({ gap: 6 });
  row(['B. EXPENDITURE', '', '', ''], 19, true);
  for (const [label, v] of Object.entries(A.expenditure)) row([`   ${label}`, npr(v[0]), npr(v[1]), npr(v[2])]);
  row(['Total Expenditure (B)', npr(A.totalExpenditure[0]), npr(A.totalExpenditure[1]), npr(A.totalExpenditure[2])], 19, true);
  L.push({ rule: true });
  row(['C. Surplus / (Deficit) (A - B)', npr(A.surplus[0]), npr(A.surplus[1]), npr(A.surplus[2])], 19, true);
  L.push({ gap: 10 });
  row(['FUND POSITION', '', '', ''], 19, true);
  row(['   Opening fund balance (1 Shrawan)', npr(A.fund.opening[0]), npr(A.fund.opening[1]), ''], 19);
  row(['   Add: Surplus for the year', npr(A.surplus[0]), npr(A.surplus[1]), ''], 19);
  row(['   Closing fund balance (31 Ashadh)', npr(A.fund.closing[0]), npr(A.fund.closing[1]), ''], 19, true);
  row(['   Represented by: Cash in hand', npr(A.fund.cash[0]), npr(A.fund.cash[1]), ''], 19);
  row(['   Cash at bank (Seti Gandaki Bikas Bank)', npr(A.fund.bank[0]), npr(A.fund.bank[1]), ''], 19);
  L.push({ gap: 10 });
  t('Notes:', 17, true, false);
  t(`1. Accounts of FY 2081/82 audited by ${A.auditorFirm} (report dated 28 Aug 2025).`, 16, false, false);
  t('2. Government royalty: 15% of the value of sal timber sold outside the group, paid to DFO Kaski.', 16, false, false);
  t('3. The FY 2082/83 budget was approved by the General Assembly.', 16, false, false);
  const [f1, f2] = A.finding.split('; ');
  t(`4. Audit observation: ${f1};`, 16, false, false);
  t(`    ${f2}`, 16, false, false);
  L.push({ gap: 30 });
  t('______________________      ______________________      ______________________', 17, false, false);
  t('Kamala Devi Adhikari            Bishnu Prasad Poudel              Man Bahadur Gurung', 17, false, false);
  t('Treasurer                                Secretary                                 Chairperson', 17, false, false);
  return L;
}
const NAME_NP_ROMAN = '(Deurali Salghari Samudayik Ban Upabhokta Samuha)';
export async function agmPhoto(file, V) {
  await photoDocument(file, agmLines(V), { width: 1240, height: 1500, angle: -0.6, seed: 8182, format: 'png', tableX: [70, 770, 960, 1170], margin: 60, noise: 16 });
}

// ------------------------------------------------------------------ 5. Hardware VAT bill (photo)
const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const two = (n) => (n < 20 ? ONES[n] : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`);
const three = (n) => [n >= 100 ? `${ONES[Math.floor(n / 100)]} Hundred` : '', n % 100 ? two(n % 100) : ''].filter(Boolean).join(' ');
export function inWords(v) {
  let n = Math.floor(v); const paisa = Math.round((v - n) * 100);
  const parts = [];
  const crore = Math.floor(n / 1e7); n %= 1e7;
  const lakh = Math.floor(n / 1e5); n %= 1e5;
  const th = Math.floor(n / 1e3); n %= 1e3;
  if (crore) parts.push(`${two(crore)} Crore`);
  if (lakh) parts.push(`${two(lakh)} Lakh`);
  if (th) parts.push(`${two(th)} Thousand`);
  if (n) parts.push(three(n));
  return `Rupees ${parts.join(' ')}${paisa ? ` and Paisa ${two(paisa)}` : ''} Only`;
}
export function billLines(V) {
  const B = V.deurali.bill;
  const L = [];
  const t = (text, size = 20, bold = false, center = false) => L.push({ t: text, size, bold, center });
  t(B.vendor.toUpperCase(), 28, true, true);
  t(B.address, 19, false, true);
  t(`Phone: ${B.phone}   |   PAN/VAT No.: ${B.pan}`, 19, false, true);
  L.push({ gap: 6 });
  t('TAX INVOICE', 25, true, true);
  L.push({ gap: 6 });
  L.push({ cols: [`Bill No.: ${B.no}`, `Date: ${dMon(B.date)} (${B.bs} B.S.)`], size: 19 });
  t(`Buyer: ${NAME}`, 19);
  t("Address: Machhapuchchhre RM-4, Kaski        Buyer's PAN: -", 19);
  t('Mode of payment: Cheque', 19);
  L.push({ rule: true });
  L.push({ table: true, cols: ['S.N.  Particulars', 'Qty', 'Rate', 'Amount (Rs.)'], size: 19, bold: true });
  L.push({ rule: true });
  B.items.forEach((i, k) => L.push({ table: true, cols: [`${String(k + 1).padEnd(4)}  ${i.name}`, `${i.qty} ${i.unit}`, npr(i.rate), npr(i.amount)], size: 19 }));
  L.push({ rule: true });
  L.push({ table: true, cols: ['Sub Total', '', '', npr(B.subtotal)], size: 19 });
  L.push({ table: true, cols: [`Less: Discount (${B.discountPct}%)`, '', '', npr(B.discount)], size: 19 });
  L.push({ table: true, cols: ['Taxable Amount', '', '', npr(B.taxable)], size: 19 });
  L.push({ table: true, cols: [`VAT (${B.vatPct}%)`, '', '', npr(B.vat)], size: 19 });
  L.push({ table: true, cols: ['GRAND TOTAL', '', '', npr(B.total)], size: 21, bold: true });
  L.push({ rule: true });
  t(`In words: ${inWords(B.total)}`, 17);
  L.push({ gap: 14 });
  t('Goods once sold will not be taken back.   E. & O.E.', 16);
  L.push({ gap: 24 });
  L.push({ cols: ['Received by: ____________', 'For Shree Annapurna Hardware: ____________'], size: 17 });
  return L;
}
export async function billPhoto(file, V) {
  await photoDocument(file, billLines(V), { width: 1000, height: 930, angle: 0.7, seed: 1457, format: 'jpeg', tableX: [55, 640, 790, 950], margin: 50, noise: 28 });
}
