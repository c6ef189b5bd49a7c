// Mirembe Youth Skills Centre (Uganda, UGX, July-June year): the seven documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, styleHeader, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { RAW, COURSES, DEPTS, MONTHS } from '../data.mjs';

const ug = (v) => fmt(v, 0); // 1,234,567
const ug2 = (v) => (v < 0 ? `-${fmt(-v, 2)}` : fmt(v, 2)); // QuickBooks: -1,234,567.00
const br = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${ug(-v)})` : ug(v)); // report: brackets, dash
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dayName = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];

// ------------------------------------------------------------------ 1. QuickBooks Online P&L by month (xlsx)
export async function qboPL(file, V) {
  const rows = RAW.M_ROWS;
  const months = V.mirembe.pl.months;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online';
  const ws = wb.addWorksheet('Profit and Loss');
  const ncol = months.length + 2;
  ws.columns = [{ width: 40 }, ...months.map(() => ({ width: 15 })), { width: 16 }];
  const title = (r, text, size, bold = true) => {
    ws.mergeCells(r, 1, r, ncol);
    const c = ws.getCell(r, 1); c.value = text; c.font = { bold, size }; c.alignment = { horizontal: 'center' };
  };
  title(1, 'Mirembe Youth Skills Centre', 14);
  title(2, 'Profit and Loss', 12);
  title(3, 'July 2025 - March 2026', 10, false);
  const hr = ws.getRow(5);
  hr.values = ['', ...months, 'Total'];
  hr.eachCell((c, i) => { c.font = { bold: true }; c.alignment = { horizontal: i === 1 ? 'left' : 'center' }; c.border = { bottom: { style: 'thin' } }; });
  let r = 6;
  const FMT = '#,##0.00;-#,##0.00';
  for (const row of rows) {
    const x = ws.getRow(r);
    const a = x.getCell(1);
    a.value = row.label;
    a.alignment = { indent: row.depth * 2 };
    if (row.vals) {
      row.vals.forEach((v, i) => {
        const c = x.getCell(i + 2);
        if (row.kind === 'leaf' && v === 0) return; // QuickBooks leaves a month with no activity blank
        c.value = v; c.numFmt = FMT;
      });
      const t = x.getCell(months.length + 2); t.value = row.total; t.numFmt = FMT;
    }
    if (row.kind === 'total' || row.kind === 'net' || row.kind === 'section') a.font = { bold: true };
    if (row.kind === 'total' || row.kind === 'net') {
      for (let i = 2; i <= ncol; i++) { x.getCell(i).font = { bold: true }; x.getCell(i).border = { top: { style: 'thin' } }; }
    }
    r++;
  }
  r += 2;
  ws.mergeCells(r, 1, r, ncol);
  ws.getCell(r, 1).value = 'Cash Basis Thursday, 9 April 2026 10:14 AM GMT+03:00';
  ws.getCell(r, 1).font = { size: 8, italic: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 2. QuickBooks Budget vs. Actuals (pdf, landscape, two pages)
export async function qboBvA(file, V) {
  const { doc, end } = newPdf(file, { size: 'A4', layout: 'landscape', margin: 16, title: 'Budget vs. Actuals', author: 'QuickBooks Online' });
  const right = [470, 580, 690, 790];
  const footer = (pg, n) => {
    doc.font('R').fontSize(7).text('Cash Basis Thursday, 9 April 2026 10:16 AM GMT+03:00', 40, 546, { lineBreak: false });
    doc.text(`${pg}/${n}`, 700, 546, { width: 90, align: 'right', lineBreak: false });
  };
  const head = (cont) => {
    doc.font('B').fontSize(12).text('Mirembe Youth Skills Centre', 40, 40, { width: 762, align: 'center' });
    doc.font('R').fontSize(10).text('Budget vs. Actuals: FY2025/26 Budget - FY26 P&L', 40, 58, { width: 762, align: 'center' });
    doc.fontSize(9).text(`July 2025 - March 2026${cont ? ' (continued)' : ''}`, 40, 73, { width: 762, align: 'center' });
    doc.font('B').fontSize(8.5).text('Total', right[0] - 100, 98, { width: right[3] - right[0] + 100, align: 'center' });
    doc.moveTo(right[0] - 90, 110).lineTo(right[3], 110).lineWidth(0.5).stroke();
    ['Actual', 'Budget', 'over Budget', '% of Budget'].forEach((h, i) => doc.text(h, right[i] - 90, 114, { width: 90, align: 'right', lineBreak: false }));
    doc.moveTo(40, 127).lineTo(right[3], 127).lineWidth(0.8).stroke();
    return 133;
  };
  const rows = RAW.M_ROWS;
  const pageRows = [rows.slice(0, 30), rows.slice(30)];
  pageRows.forEach((set, pi) => {
    if (pi > 0) doc.addPage();
    let y = head(pi > 0);
    for (const row of set) {
      const bold = row.kind === 'total' || row.kind === 'net' || row.kind === 'section';
      doc.font(bold ? 'B' : 'R').fontSize(8.5);
      doc.text(row.label, 44 + row.depth * 14, y, { lineBreak: false, width: 330 });
      if (row.vals) {
        const cur = row.depth === 0 ? 'UGX ' : '';
        const a = row.total, b = row.budget, o = a - b;
        const cells = [cur + ug2(a), cur + ug2(b), cur + ug2(o), b ? `${fmt((a / b) * 100, 2)} %` : ''];
        cells.forEach((s, i) => doc.text(s, right[i] - 110, y, { width: 110, align: 'right', lineBreak: false }));
        if (row.kind === 'total' || row.kind === 'net') for (const x of right) doc.moveTo(x - 80, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
      }
      y += 13.2;
    }
    footer(pi + 1, 2);
  });
  await end();
}

// ------------------------------------------------------------------ 3. MTN MoMo merchant statement (csv)
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
export function momoCsv(file, V) {
  const M = V.mirembe.momo;
  const lines = [
    'MTN Mobile Money Uganda - Merchant Statement',
    'Merchant Name:,MIREMBE YOUTH SKILLS CENTRE',
    'Merchant Code:,447190',
    'Statement Period:,01/01/2026 - 31/03/2026',
    `Opening Balance (UGX):,${q(ug(M.opening))}`,
    '',
    ['Transaction ID', 'Date', 'Time', 'Transaction Type', 'Counterparty Number', 'Counterparty Name', 'Reference', 'Dr/Cr', 'Amount (UGX)', 'Charges (UGX)', 'Balance (UGX)', 'Status'].join(','),
  ];
  for (const r of M.rows) {
    lines.push([r.id, dmy(r.date), r.time, r.type, r.number, r.name, r.ref, r.dir, ug(r.amount), ug(r.fee), ug(r.balance), r.status].map(q).join(','));
  }
  lines.push('');
  lines.push(`Closing Balance (UGX):,${q(ug(M.closing))}`);
  lines.push('This statement is system generated. For queries call 100 or visit any MTN Service Centre.');
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 4. Trainees and fees register (xlsx, made by hand)
const NOTES = {
  'Term 1': { WLD: '2 dropped out in week 5', TLR: 'uniform order for St Kizito used as practicals', CTR: '' },
  'Term 2': { CTR: 'No intake - kitchen being renovated', HDR: 'some parents paying in instalments' },
  'Term 3': { CTR: 'Kitchen reopened Jan 2026', WLD: 'welding bay lights repaired in February' },
};
export async function traineesWorkbook(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Daniel Mugisha';
  const totalsAt = {};
  for (const t of V.mirembe.terms) {
    const ws = wb.addWorksheet(RAW.TERMS.find((x) => x.name === t.name).sheet);
    ws.columns = [{ width: 32 }, { width: 6 }, { width: 6 }, { width: 8 }, { width: 10 }, { width: 12 }, { width: 14 }, { width: 13 }, { width: 13 }, { width: 14 }, { width: 12 }, { width: 11 }, { width: 38 }];
    ws.mergeCells('A1:M1'); ws.getCell('A1').value = 'MIREMBE YOUTH SKILLS CENTRE'; ws.getCell('A1').font = { bold: true, size: 14 };
    ws.mergeCells('A2:M2'); ws.getCell('A2').value = `Trainees and fees register - ${t.name}, ${RAW.TERMS.find((x) => x.name === t.name).period}`; ws.getCell('A2').font = { bold: true };
    ws.mergeCells('A3:M3'); ws.getCell('A3').value = 'Fees in UGX. Bursary trainees are paid for by the Lindqvist Foundation grant and owe no fees.'; ws.getCell('A3').font = { italic: true, size: 9 };
    // two heading rows with merges
    const H = (addr, text) => { ws.getCell(addr).value = text; };
    ws.mergeCells('A5:A6'); H('A5', 'Course');
    ws.mergeCells('B5:D5'); H('B5', 'Enrolled'); H('B6', 'F'); H('C6', 'M'); H('D6', 'Total');
    ws.mergeCells('E5:E6'); H('E5', 'On bursary');
    ws.mergeCells('F5:F6'); H('F5', 'Fee per term');
    ws.mergeCells('G5:G6'); H('G5', 'Fees due');
    ws.mergeCells('H5:J5'); H('H5', 'Collected'); H('H6', 'MoMo'); H('I6', 'Cash / bank'); H('J6', 'Total');
    ws.mergeCells('K5:K6'); H('K5', 'Balance');
    ws.mergeCells('L5:L6'); H('L5', '% collected');
    ws.mergeCells('M5:M6'); H('M5', 'Notes');
    for (let r = 5; r <= 6; r++) for (let c = 1; c <= 13; c++) styleHeader(ws.getCell(r, c));
    let r = 7;
    const subRows = [];
    const N0 = '#,##0;(#,##0);"-"';
    for (const dept of DEPTS) {
      ws.mergeCells(r, 1, r, 13);
      ws.getCell(r, 1).value = dept.toUpperCase(); ws.getCell(r, 1).font = { bold: true, color: { argb: 'FF1F4E79' } };
      r++;
      const first = r;
      for (const c of COURSES.filter((x) => x.dept === dept)) {
        const d = t.courses[c.code];
        ws.getCell(r, 1).value = c.name;
        if (!d) {
          for (let k = 2; k <= 12; k++) { ws.getCell(r, k).value = '–'; ws.getCell(r, k).alignment = { horizontal: 'center' }; }
        } else {
          ws.getCell(r, 2).value = d.f; ws.getCell(r, 3).value = d.m;
          ws.getCell(r, 4).value = F(`B${r}+C${r}`, d.total);
          ws.getCell(r, 5).value = d.bursary;
          ws.getCell(r, 6).value = d.fee;
          ws.getCell(r, 7).value = F(`(D${r}-E${r})*F${r}`, d.due);
          ws.getCell(r, 8).value = d.momo; ws.getCell(r, 9).value = d.cash;
          ws.getCell(r, 10).value = F(`H${r}+I${r}`, d.paid);
          ws.getCell(r, 11).value = F(`G${r}-J${r}`, d.balance);
          ws.getCell(r, 12).value = F(`IF(G${r}=0,"",J${r}/G${r})`, d.pct);
          for (const k of [6, 7, 8, 9, 10, 11]) ws.getCell(r, k).numFmt = N0;
          ws.getCell(r, 12).numFmt = '0.0%';
        }
        ws.getCell(r, 13).value = NOTES[t.name]?.[c.code] || null;
        r++;
      }
      const last = r - 1;
      const s = t.depts[dept];
      ws.getCell(r, 1).value = `${dept} subtotal`;
      const cols = { 2: 'f', 3: 'm', 4: 'total', 5: 'bursary', 7: 'due', 8: 'momo', 9: 'cash', 10: 'paid', 11: 'balance' };
      for (const [k, f] of Object.entries(cols)) { const L = colL(Number(k) - 1); ws.getCell(r, Number(k)).value = F(`SUBTOTAL(9,${L}${first}:${L}${last})`, s[f]); ws.getCell(r, Number(k)).numFmt = N0; }
      ws.getCell(r, 12).value = F(`J${r}/G${r}`, s.pct); ws.getCell(r, 12).numFmt = '0.0%';
      for (let k = 1; k <= 12; k++) { ws.getCell(r, k).font = { bold: true, italic: true }; ws.getCell(r, k).border = { top: { style: 'thin' } }; }
      subRows.push(r);
      r += 2;
    }
    // grand total: SUBTOTAL over the whole block ignores the subtotal rows
    const tt = t.total;
    ws.getCell(r, 1).value = 'TOTAL';
    const cols = { 2: 'f', 3: 'm', 4: 'total', 5: 'bursary', 7: 'due', 8: 'momo', 9: 'cash', 10: 'paid', 11: 'balance' };
    for (const [k, f] of Object.entries(cols)) { const L = colL(Number(k) - 1); ws.getCell(r, Number(k)).value = F(`SUBTOTAL(9,${L}8:${L}${r - 1})`, tt[f]); ws.getCell(r, Number(k)).numFmt = N0; }
    ws.getCell(r, 12).value = F(`J${r}/G${r}`, tt.pct); ws.getCell(r, 12).numFmt = '0.0%';
    for (let k = 1; k <= 12; k++) { ws.getCell(r, k).font = { bold: true }; ws.getCell(r, k).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
    totalsAt[t.name] = { sheet: ws.name, row: r };
    r += 2;
    ws.getCell(r, 1).value = 'Checked by Centre Manager:'; ws.getCell(r, 3).value = 'D.M.'; ws.getCell(r, 1).font = { italic: true, size: 9 };
    ws.views = [{ state: 'frozen', ySplit: 6 }];
  }
  // summary sheet pulling the term totals
  const ws = wb.addWorksheet('Summary');
  ws.columns = [{ width: 26 }, { width: 12 }, { width: 12 }, { width: 16 }, { width: 16 }, { width: 14 }, { width: 12 }];
  ws.mergeCells('A1:G1'); ws.getCell('A1').value = 'FY2025/26 fees summary (all terms)'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getRow(3).values = ['Term', 'Enrolled', 'On bursary', 'Fees due', 'Collected', 'Balance', '% collected'];
  for (let c = 1; c <= 7; c++) styleHeader(ws.getCell(3, c));
  let r = 4;
  for (const t of V.mirembe.terms) {
    const { sheet, row } = totalsAt[t.name];
    const ref = (L) => `'${sheet}'!${L}${row}`;
    ws.getCell(r, 1).value = `${t.name} (${RAW.TERMS.find((x) => x.name === t.name).period})`;
    ws.getCell(r, 2).value = F(ref('D'), t.total.total);
    ws.getCell(r, 3).value = F(ref('E'), t.total.bursary);
    ws.getCell(r, 4).value = F(ref('G'), t.total.due);
    ws.getCell(r, 5).value = F(ref('J'), t.total.paid);
    ws.getCell(r, 6).value = F(ref('K'), t.total.balance);
    ws.getCell(r, 7).value = F(`E${r}/D${r}`, t.total.pct);
    for (const k of [4, 5, 6]) ws.getCell(r, k).numFmt = '#,##0';
    ws.getCell(r, 7).numFmt = '0.0%';
    r++;
  }
  ws.getCell(r, 1).value = 'Term 4 (April - June 2026)'; ws.getCell(r, 2).value = 'not yet started'; ws.getCell(r, 2).font = { italic: true };
  r++;
  const ts = V.mirembe.terms;
  const due = ts.reduce((s, t) => s + t.total.due, 0), paid = ts.reduce((s, t) => s + t.total.paid, 0);
  ws.getCell(r, 1).value = 'Year to date';
  ws.getCell(r, 4).value = F(`SUM(D4:D6)`, due); ws.getCell(r, 5).value = F(`SUM(E4:E6)`, paid); ws.getCell(r, 6).value = F(`SUM(F4:F6)`, due - paid);
  ws.getCell(r, 7).value = F(`E${r}/D${r}`, paid / due);
  for (const k of [4, 5, 6]) ws.getCell(r, k).numFmt = '#,##0';
  ws.getCell(r, 7).numFmt = '0.0%';
  for (let k = 1; k <= 7; k++) { ws.getCell(r, k).font = { bold: true }; ws.getCell(r, k).border = { top: { style: 'thin' } }; }
  r += 2;
  ws.getCell(r, 1).value = 'Enrolled is per term; the same trainee is counted in each term attended.'; ws.getCell(r, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 5. Treasurer's report to the Board (pdf)
export async function treasurerReport(file, V) {
  const R = V.mirembe.report;
  const { doc, end } = newPdf(file, { margin: 56, title: "Treasurer's report Q3 FY2025/26", author: 'Emmanuel Okello' });
  doc.font('B').fontSize(13).text('MIREMBE YOUTH SKILLS CENTRE', { align: 'center' });
  doc.font('R').fontSize(9).text('Plot 14, Kireka-Namugongo Road, Kira Municipality, Wakiso District  |  NGO Reg. No. INDR/0412/2017', { align: 'center' });
  doc.moveDown(0.8);
  doc.font('B').fontSize(12).text("Treasurer's report to the Board of Directors", { align: 'center' });
  doc.font('R').fontSize(10).text('Quarter 3 of FY2025/26: the nine months to 31 March 2026', { align: 'center' });
  doc.fontSize(9).text('Prepared by Emmanuel Okello, Treasurer, for the Board meeting of 18 April 2026', { align: 'center' });
  doc.moveDown(1);
  const para = (t) => { doc.font('R').fontSize(10).text(t, { align: 'justify', lineGap: 2 }); doc.moveDown(0.6); };
  const h = (t) => { doc.font('B').fontSize(10.5).text(t); doc.moveDown(0.3); };
  h('1. Overview');
  para(`In the nine months to 31 March 2026 our total income was UGX ${ug(R.income)} against a budget of UGX ${ug(R.incomeBudget)} for the period, and total expenditure was UGX ${ug(R.expenditure)} against a budget of UGX ${ug(R.expenditureBudget)}, leaving a surplus of UGX ${ug(R.surplus)}. Income is ahead of budget mainly because of the Kira Municipal Council youth fund, which we had budgeted lower, and strong school uniform orders in the production unit. Spending is above budget on staff, training materials and production materials; trainee lunch is below budget.`);
  h('2. Fees and trainees');
  para(`Term 3 enrolment was ${R.t3Enrolled} trainees, ${R.t3Women} of them women, and ${R.t3Bursary} trainees are on Lindqvist Foundation bursaries. Term 3 fees outstanding at 31 March 2026 were UGX ${ug(R.t3Outstanding)}; the Centre Manager is following up with parents before Term 4 begins. Most parents now pay through our MoMo merchant code.`);
  h('3. Grants');
  para(`The Lindqvist Foundation paid the second tranche of its 2025-2027 grant, UGX 48,000,000, in January 2026. The next tranche of UGX ${ug(R.nextTranche)} is expected in July 2026, subject to our six-month report. The Kira Municipal Council youth fund was received in October 2025. The full-year grants budget also includes UGX 24,000,000 from the Uganda Youth Skills Fund, expected in May 2026.`);
  h('Table 1. Summary income and expenditure, FY2025/26 (UGX)');
  const right = [380, 460, 540];
  let y = doc.y + 2;
  doc.font('B').fontSize(8.5);
  ['Actual', 'Budget', 'Full year'].forEach((t, i) => doc.text(t, right[i] - 75, y, { width: 75, align: 'right', lineBreak: false }));
  y += 10;
  ['Jul-Mar', 'Jul-Mar', 'budget'].forEach((t, i) => doc.text(t, right[i] - 75, y, { width: 75, align: 'right', lineBreak: false }));
  y += 13;
  doc.moveTo(56, y - 3).lineTo(540, y - 3).lineWidth(0.6).stroke();
  const line = (label, vals, bold, indent = 0) => {
    doc.font(bold ? 'B' : 'R').fontSize(8.8).text(label, 58 + indent, y, { lineBreak: false, width: 330 });
    vals.forEach((v, i) => { if (v !== null) doc.text(br(v), right[i] - 75, y, { width: 75, align: 'right', lineBreak: false }); });
    y += 12.5;
  };
  const groups = RAW.M_GROUPS;
  const sec = (side, label, totLabel) => {
    line(label, [null, null, null], true);
    const rows = groups.filter((g) => g.side === side);
    for (const g of rows) { const t = R.table[g.label]; line(g.label, [t.actual, t.budget, t.annual], false, 10); }
    const s = (f) => rows.reduce((a, g) => a + R.table[g.label][f], 0);
    doc.moveTo(right[0] - 60, y - 2).lineTo(540, y - 2).lineWidth(0.4).stroke();
    line(totLabel, [s('actual'), s('budget'), s('annual')], true);
    return [s('actual'), s('budget'), s('annual')];
  };
  const i = sec('income', 'Income', 'Total income');
  y += 4;
  const e = sec('exp', 'Expenditure', 'Total expenditure');
  y += 2;
  doc.moveTo(right[0] - 60, y - 2).lineTo(540, y - 2).lineWidth(0.4).stroke();
  line('Surplus / (deficit)', [i[0] - e[0], i[1] - e[1], i[2] - e[2]], true);
  doc.moveTo(right[0] - 60, y - 1).lineTo(540, y - 1).lineWidth(0.4).stroke();
  doc.moveTo(right[0] - 60, y + 1).lineTo(540, y + 1).lineWidth(0.4).stroke();
  doc.y = y + 14; doc.x = 56;
  doc.font('I').fontSize(8).text('Staff costs are salaries and the 10% NSSF employer contribution. Other running costs are transport and fuel, mobile money and bank charges, and audit.', 56, doc.y, { width: 484 });
  doc.moveDown(1);
  h('Table 2. Cash and bank balances at 31 March 2026 (UGX)');
  y = doc.y + 2;
  for (const [label, v] of Object.entries(R.cash)) line(label, [null, null, v], false, 10);
  doc.moveTo(right[2] - 60, y - 2).lineTo(540, y - 2).lineWidth(0.4).stroke();
  line('Total cash and bank', [null, null, R.cashTotal], true);
  doc.y = y + 10; doc.x = 56;
  para(`The fixed deposit of UGX ${ug(R.cash['Stanbic Bank fixed deposit'])} with Stanbic Bank earns 6.5% a year and matures on 30 June 2026; interest is paid quarterly.`);
  h('4. Recommendations');
  para('The Board is asked to receive this report, to approve the purchase of a replacement welding machine from the equipment line of the Lindqvist grant, and to consider the fee proposal for FY2026/27 in the light of rising material costs.');
  doc.font('R').fontSize(10).text('Emmanuel Okello');
  doc.text('Treasurer, 14 April 2026');
  await end();
}

// ------------------------------------------------------------------ 6. Board minutes (docx)
export async function minutesDocx(file, V) {
  const m = V.mirembe.minutes;
  const R = V.mirembe.report;
  const kids = [
    P('MIREMBE YOUTH SKILLS CENTRE', { bold: true, align: 'center', size: 14 }),
    P(`Minutes of the Board of Directors meeting held on ${dayName(m.date)} ${longD(m.date)} at 10.00 a.m. in the Centre hall, Kireka`, { bold: true, align: 'center', after: 240 }),
    P([{ text: 'Present: ', bold: true }, { text: `Mrs. ${m.chair} (Chair), Mr. ${m.treasurer} (Treasurer), Ms. ${m.secretary} (Secretary), Mr. ${m.members[0]}, ${m.members[1]}.` }]),
    P([{ text: 'In attendance: ', bold: true }, { text: `Mr. ${m.manager} (Centre Manager).` }]),
    P([{ text: 'Apologies: ', bold: true }, { text: `${m.apologies}.` }], { after: 240 }),
    P('1. Opening and welcome', { bold: true }),
    P('The Chair opened the meeting with a prayer at 10.10 a.m. and welcomed members. Quorum was confirmed.'),
    P('2. Minutes of the previous meeting', { bold: true }),
    P('The minutes of the meeting of 17 January 2026 were confirmed as a true record and signed by the Chair.'),
    P("3. Treasurer's report", { bold: true }),
    P(`The Treasurer presented his report for the nine months to 31 March 2026. The Board noted the surplus of UGX ${ug(R.surplus)} for the period and that Term 3 fees of UGX ${ug(R.t3Outstanding)} were still outstanding. Members asked that parents with balances be reminded before Term 4 begins. RESOLVED: that the Treasurer's report be received.`),
    P('4. Replacement welding machine', { bold: true }),
    P('The old transformer welding set failed in February. The Centre Manager obtained three quotations for an inverter welding machine:'),
    T([['Supplier', 'Quotation (UGX)'], ...m.quotes.map(([s, a]) => [s, ug(a)])], { widths: [5200, 2400], numCols: [1] }),
    P(''),
    P(`RESOLVED: to buy the inverter welding machine from ${m.supplier} at UGX ${ug(m.machineCost)}, the lowest of the three quotations, to be charged to the equipment line of the Lindqvist Foundation grant.`),
    P('5. Fees for FY2026/27', { bold: true }),
    P(`After discussion of rising material and food prices, RESOLVED: that fees for all courses rise by ${m.feeIncrease}% from Term 1 of FY2026/27 (July 2026). The number of bursary places is unchanged.`),
    P('6. Premises', { bold: true }),
    P('The Centre Manager reported that the leaking roof over the catering room was repaired in March. The Board thanked him for managing the works during term.'),
    P('7. Lindqvist Foundation reporting', { bold: true }),
    P(`The six-month narrative and financial report to the Lindqvist Foundation is due on ${longD(m.reportDue)}. The Treasurer and Centre Manager will prepare it.`),
    P('8. Any other business and dates', { bold: true }),
    P(`The next Board meeting will be held on ${dayName(m.nextMeeting)} ${longD(m.nextMeeting)} at 10.00 a.m. The Annual General Meeting will be held on ${dayName(m.agm)} ${longD(m.agm)}. The Chair closed the meeting at 12.35 p.m.`, { after: 360 }),
    P('Signed: ............................................ Chair            ............................................ Secretary'),
  ];
  await writeDocx(file, kids, { title: 'Board minutes 18 April 2026', creator: m.secretary });
}

// ------------------------------------------------------------------ 7. EFRIS e-receipt photo (jpg)
export async function receiptPhoto(file, V) {
  const rc = V.mirembe.receipt;
  const [y, mo, d] = rc.date.split('-');
  const lines = [
    { t: rc.shop, size: 19, bold: true, center: true },
    { t: 'Plot 22 Nakivubo Road, Kampala', size: 17, center: true },
    { t: 'Tel: 0414 258 117 / 0772 490 330', size: 17, center: true },
    { t: `TIN: ${rc.tin}`, size: 17, center: true },
    { rule: true },
    { t: 'e-INVOICE / TAX INVOICE', size: 20, bold: true, center: true },
    { cols: [`Fiscal Doc No: ${rc.fdn}`], size: 16 },
    { cols: ['Verification Code: 4F8K22QP7XRT09'], size: 16 },
    { cols: [`Issued: ${d}/${mo}/${y} ${rc.time}`], size: 16 },
    { cols: ['Buyer: MIREMBE YOUTH SKILLS CENTRE'], size: 16 },
    { cols: ['Buyer TIN: 1017733560'], size: 16 },
    { rule: true },
    { table: true, cols: ['Item', 'Qty', 'Price', 'Amount'], size: 16, bold: true },
    ...rc.items.flatMap(([name, qn, p]) => [
      { cols: [name], size: 16 },
      { table: true, cols: ['', String(qn), ug(p), ug(qn * p)], size: 16 },
    ]),
    { rule: true },
    { cols: ['Net Amount', fmt(rc.net, 2)], size: 17 },
    { cols: ['VAT 18% (A-Standard)', fmt(rc.vat, 2)], size: 17 },
    { cols: ['GROSS AMOUNT UGX', fmt(rc.gross, 2)], size: 19, bold: true },
    { gap: 6 },
    { cols: [`Number of items: ${rc.items.length}`], size: 16 },
    { cols: [`Payment mode: ${rc.payment}`], size: 16 },
    { cols: ['Served by: Sarah N.'], size: 16 },
    { gap: 8 },
    { t: 'Verify this invoice at efris.ura.go.ug', size: 15, center: true },
    { t: 'GOODS ONCE SOLD ARE NOT RETURNABLE', size: 15, center: true },
  ];
  await photoDocument(file, lines, { width: 620, height: 860, angle: -0.8, seed: 41, format: 'jpeg', mono: true, margin: 34, tableX: [34, 330, 460, 586], noise: 30 });
}
