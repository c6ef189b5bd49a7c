// Aspen Meadow Elementary PTA (Highlands Ranch, Colorado, FY July-June): the seven documents.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, usLong, MONTHS } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { AM, AM_MONTHS, FILES } from '../data.mjs';

const F = FILES.aspenmeadow;
const ORG = 'Aspen Meadow Elementary PTA';
const money = (v) => (Math.abs(v) < 0.005 ? "$0.00" : v < 0 ? `($${fmt(-v)})` : `$${fmt(v)}`);
const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
// exceljs drops a cached result of 0 (or ""), so such a formula is written as its value
const fx = (formula, result) => (result === 0 || result === '' || result === null ? (result === 0 ? 0 : null) : { formula, result });
const usd = (iso) => { const [y, m, d] = iso.split('-'); return `${m}/${d}/${y}`; };

// ------------------------------------------------------------------ 1. Treasurer's report (Google Sheets, xlsx)
export async function report(dir, v) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Google Sheets';
  const ws = wb.addWorksheet('Feb 2026');
  ws.columns = [{ width: 18 }, { width: 32 }, { width: 16 }, { width: 13 }, { width: 14 }, { width: 13 }, { width: 11 }];
  const NF = '#,##0.00;(#,##0.00);"-"';
  ws.getCell('A1').value = ORG; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = "Treasurer's Report - February 2026"; ws.getCell('A2').font = { bold: true, size: 12 };
  ws.getCell('A3').value = `Fiscal year 2025-26 (July 1, 2025 - June 30, 2026) · Prepared by ${AM.treasurer}, Treasurer · For the March 17, 2026 general meeting`;
  ws.getCell('A3').font = { italic: true, size: 9 };
  const hdr = ws.getRow(5);
  hdr.values = ['Category', 'Line item', '2025-26 Budget (amended 1/20/26)', 'February', 'Year to Date', 'Remaining', '% of Budget'];
  hdr.eachCell((c) => { c.font = { bold: true, color: { argb: 'FFFFFFFF' } }; c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF3C78D8' } }; });
  hdr.height = 30;
  ws.views = [{ state: 'frozen', ySplit: 5 }];
  let r = 6;
  const rowOf = {}; // label key -> row number
  let blockStart = null;
  const blocks = {};
  let evStart = null;
  const netRows = [];
  for (const x of v.rows) {
    const row = ws.getRow(r);
    if (x.head) {
      ws.mergeCells(`A${r}:G${r}`);
      row.getCell(1).value = x.head;
      row.getCell(1).font = { bold: true };
      row.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E2F3' } };
      blockStart = r + 1;
      r++; continue;
    }
    const setNums = (vals) => {
      [3, 4, 5].forEach((ci, i) => { const c = row.getCell(ci); c.value = vals[i]; c.numFmt = NF; });
      row.getCell(6).value = fx(`C${r}-E${r}`, x.remaining); row.getCell(6).numFmt = NF;
      if (x.label !== 'NET INCOME (LOSS)') {
        row.getCell(7).value = x.pct === null ? fx(`IF(C${r}=0,"",E${r}/C${r})`, '') : fx(`IF(C${r}=0,"",E${r}/C${r})`, x.pct);
        row.getCell(7).numFmt = '0%';
      }
    };
    if (!x.total) {
      if (x.label === 'Income') evStart = r;
      row.getCell(1).value = x.cat || null;
      row.getCell(2).value = x.label;
      setNums([x.budget, x.month, x.ytd]);
      if (x.cat) row.getCell(1).font = { bold: true };
    } else if (x.label === 'Net') {
      row.getCell(2).value = 'Net';
      [3, 4, 5].forEach((ci) => { const L = 'ABCDEFG'[ci - 1]; row.getCell(ci).value = fx(`${L}${evStart}+${L}${evStart + 1}`, [x.budget, x.month, x.ytd][ci - 3]); row.getCell(ci).numFmt = NF; });
      row.getCell(6).value = fx(`C${r}-E${r}`, x.remaining); row.getCell(6).numFmt = NF;
      row.getCell(7).value = fx(`IF(C${r}=0,"",E${r}/C${r})`, x.pct ?? ''); row.getCell(7).numFmt = '0%';
      row.eachCell((c) => { c.font = { bold: true, italic: true }; });
      row.getCell(2).alignment = { horizontal: 'right' };
      netRows.push(r);
    } else {
      row.getCell(1).value = x.label;
      let f;
      if (x.label === 'Total Fundraising (net)') f = (L) => netRows.map((n) => `${L}${n}`).join('+');
      else if (x.label === 'NET INCOME (LOSS)') f = (L) => `${L}${rowOf['Total Fundraising (net)']}+${L}${rowOf['Total Other Income']}-${L}${rowOf['Total Program Expenses']}-${L}${rowOf['Total Administrative Expenses']}`;
      else f = (L) => `SUM(${L}${blockStart}:${L}${r - 1})`;
      [3, 4, 5].forEach((ci) => { const L = 'ABCDEFG'[ci - 1]; row.getCell(ci).value = fx(f(L), [x.budget, x.month, x.ytd][ci - 3]); row.getCell(ci).numFmt = NF; });
      row.getCell(6).value = fx(`C${r}-E${r}`, x.remaining); row.getCell(6).numFmt = NF;
      if (x.label !== 'NET INCOME (LOSS)') { row.getCell(7).value = fx(`IF(C${r}=0,"",E${r}/C${r})`, x.pct ?? ''); row.getCell(7).numFmt = '0%'; }
      row.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' } }; });
      rowOf[x.label] = r;
      blocks[x.label] = r;
    }
    r++;
  }
  r += 1;
  const cashHead = ws.getRow(r); ws.mergeCells(`A${r}:G${r}`); cashHead.getCell(1).value = 'CASH ON HAND'; cashHead.getCell(1).font = { bold: true };
  cashHead.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E2F3' } };
  r++;
  const C = v.cash;
  const cashRows = [
    ['Cash at July 1, 2025 (all accounts)', { v: C['Cash at July 1, 2025 (all accounts)'] }],
    ['Net income (loss) year to date', { formula: `E${rowOf['NET INCOME (LOSS)']}`, v: C['Net income (loss) year to date'] }],
    ['Cash at February 28, 2026', { formula: `C${r}+C${r + 1}`, v: C['Cash at February 28, 2026'], bold: true }],
    null,
    ['FRCCU Checking x4417 - statement balance 2/28/26', { v: C['FRCCU Checking x4417 - statement balance 2/28/26'] }],
    ['Less outstanding checks', { v: C['Less outstanding checks'], note: AM.cash.outstanding.map(([n, w, a]) => `${n} ${w} $${fmt(a)}`).join('; ') }],
    ['Adjusted checking balance', { formula: `C${r + 4}+C${r + 5}`, v: C['Adjusted checking balance'] }],
    ['FRCCU Savings x4425', { v: C['FRCCU Savings x4425'] }],
    ['Venmo balance 2/28/26', { v: C['Venmo balance 2/28/26'] }],
    ['Total cash', { formula: `C${r + 6}+C${r + 7}+C${r + 8}`, v: C['Total cash'], bold: true }],
  ];
  for (const cr of cashRows) {
    if (cr) {
      const row = ws.getRow(r);
      ws.mergeCells(`A${r}:B${r}`);
      row.getCell(1).value = cr[0];
      row.getCell(3).value = cr[1].formula ? { formula: cr[1].formula, result: cr[1].v } : cr[1].v;
      row.getCell(3).numFmt = NF;
      if (cr[1].note) { row.getCell(4).value = cr[1].note; row.getCell(4).font = { italic: true, size: 9 }; }
      if (cr[1].bold) row.eachCell((c) => { c.font = { bold: true }; });
    }
    r++;
  }
  r++;
  const notes = [
    'Notes:',
    `1. Budget column reflects the amendment approved 1/20/26: $${fmt(AM.amendment.amount, 0)} moved from Contingency to Staff appreciation. Original budget is in the approved budget PDF.`,
    `2. Winter Book Fair (Feb 9-13): Scholastic invoice of $${fmt(AM.scholasticDue)} is due ${usd(AM.scholasticDueDate)} and is not yet paid, so Book Fairs shows the sales only.`,
    '3. Bake Sales income includes Square tips. Square and Venmo fees are in Bank & payment processing fees.',
    `4. Playground shade structure: contribution of $${fmt(AM.minutes.shade.amount, 0)} approved 1/20/26 from savings; not yet paid (district invoices in April).`,
    '5. Fundraiser expenses are shown as negatives so each event nets; the By Month tab shows every amount as positive.',
  ];
  for (const n of notes) { const row = ws.getRow(r); row.getCell(1).value = n; row.getCell(1).font = { italic: n !== 'Notes:', bold: n === 'Notes:', size: 9 }; r++; }

  // By Month
  const wm = wb.addWorksheet('By Month');
  wm.columns = [{ width: 34 }, ...AM_MONTHS.map(() => ({ width: 11 })), { width: 13 }];
  wm.getCell('A1').value = `${ORG} - actuals by month, FY 2025-26`; wm.getCell('A1').font = { bold: true };
  const mh = wm.getRow(3);
  mh.values = ['Line item', ...AM_MONTHS, 'FYTD'];
  mh.eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E2F3' } }; });
  let m = 4;
  const incRows = [], expRows = [];
  const heads = { 'Fall Fun Run - income': 'FUNDRAISERS', 'Membership dues': 'OTHER INCOME', 'Teacher grants': 'PROGRAM EXPENSES', 'State/National PTA dues': 'ADMINISTRATIVE EXPENSES' };
  const labels = Object.keys(v.mon.rows).filter((l) => !['TOTAL INCOME', 'TOTAL EXPENSES', 'NET'].includes(l));
  const isInc = (l) => / - income$/.test(l) || AM.income.some((x) => x[1] === l);
  const NF2 = '#,##0.00;-#,##0.00;"-"';
  for (const l of labels) {
    if (heads[l]) { const hr = wm.getRow(m); hr.getCell(1).value = heads[l]; hr.getCell(1).font = { bold: true }; m++; }
    const row = wm.getRow(m);
    row.getCell(1).value = l;
    v.mon.rows[l].forEach((x, i) => { row.getCell(i + 2).value = x; row.getCell(i + 2).numFmt = NF2; });
    row.getCell(10).value = fx(`SUM(B${m}:I${m})`, v.mon.total[l]); row.getCell(10).numFmt = NF2;
    (isInc(l) ? incRows : expRows).push(m);
    m++;
  }
  m++;
  const totalRow = (label, refs) => {
    const row = wm.getRow(m);
    row.getCell(1).value = label;
    const vals = v.mon.rows[label];
    for (let i = 0; i < 9; i++) {
      const L = String.fromCharCode(66 + i);
      row.getCell(i + 2).value = fx(refs(L), i < 8 ? vals[i] : v.mon.total[label]);
      row.getCell(i + 2).numFmt = NF2;
    }
    row.eachCell((c) => { c.font = { bold: true }; });
    m++;
    return m - 1;
  };
  const ti = totalRow('TOTAL INCOME', (L) => incRows.map((n) => `${L}${n}`).join('+'));
  const te = totalRow('TOTAL EXPENSES', (L) => expRows.map((n) => `${L}${n}`).join('+'));
  totalRow('NET', (L) => `${L}${ti}-${L}${te}`);
  await wb.xlsx.writeFile(path.join(dir, F.report));
}

// ------------------------------------------------------------------ 2. Square sales summary (csv)
export function square(dir, v) {
  const S = v.sq;
  const dn = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const dayH = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${dn[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}, ${MONTHS[m - 1].slice(0, 3)} ${d}, ${y}`; };
  const L = [];
  L.push([q('Sales Summary')]);
  L.push([q(ORG)]);
  L.push([q('Feb 9, 2026 12:00 am - Feb 14, 2026 12:00 am MST')]);
  L.push([q('Location: Aspen Meadow Elementary - Book Fair (Library)')]);
  L.push([]);
  L.push(['', ...S.days.map(dayH), 'Total'].map(q));
  for (const [k, vals] of Object.entries(S.rows)) {
    if (k === 'Total Collected' || k === 'Fees' || k === 'Transactions') L.push([]);
    L.push([k, ...vals.map((x) => (k === 'Transactions' ? String(x) : money(x)))].map(q));
  }
  L.push([]);
  L.push([q('Sales by Category')]);
  L.push(['Category', 'Items Sold', 'Gross Sales', 'Items Refunded', 'Refunds', 'Discounts & Comps', 'Net Sales'].map(q));
  const cats = Object.entries(S.cats);
  for (const [n, c] of cats) L.push([n === 'Fair Extras' ? 'Fair Extras (pens, posters, erasers)' : n, String(c.items), money(c.gross), String(c.itemsRefunded), money(-c.refunds), money(-c.discounts), money(c.net)].map(q));
  const t = (f) => cats.reduce((s, [, c]) => s + f(c), 0);
  L.push(['Total', String(t((c) => c.items)), money(t((c) => c.gross)), String(t((c) => c.itemsRefunded)), money(-t((c) => c.refunds)), money(-t((c) => c.discounts)), money(t((c) => c.net))].map(q));
  L.push([]);
  L.push([q('Fees are Square processing fees on card payments (2.6% + 10¢). Net Total is deposited to Front Range CCU x4417 the next business day.')]);
  fs.writeFileSync(path.join(dir, F.square), L.map((r) => r.join(',')).join('\n') + '\n');
}

// ------------------------------------------------------------------ 3. Venmo business statement (csv)
export function venmo(dir, v) {
  const V = v.vm;
  const cols = ['', 'ID', 'Datetime', 'Type', 'Status', 'Note', 'From', 'To', 'Amount (total)', 'Amount (tip)', 'Amount (tax)', 'Amount (fee)', 'Tax Rate', 'Tax Exempt', 'Funding Source', 'Destination', 'Beginning Balance', 'Ending Balance', 'Statement Period Venmo Fees', 'Terminal Location', 'Year to Date Venmo Fees', 'Disclaimer'];
  const blank = () => cols.map(() => '');
  const amt = (x) => `${x < 0 ? '-' : '+'} $${fmt(Math.abs(x))}`;
  const me = 'Aspen Meadow Elementary PTA';
  const L = [];
  const first = blank(); first[0] = `Account Statement - (${AM.venmo.handle}) - January 1st to February 28th 2026 `; L.push(first);
  const second = blank(); second[0] = 'Account Activity'; L.push(second);
  L.push(cols);
  const b0 = blank(); b0[16] = `$${fmt(V.begin)}`; L.push(b0);
  for (const t of V.txns) {
    const r = blank();
    const out = t.amount < 0;
    r[1] = t.id; r[2] = t.dt; r[3] = t.type; r[4] = t.status; r[5] = t.note;
    r[6] = out ? me : t.who; r[7] = t.type === 'Refund' ? t.who : out ? '' : me;
    r[8] = amt(t.amount); r[9] = ''; r[10] = '0'; r[11] = t.fee ? `- $${fmt(t.fee)}` : '0'; r[12] = '0'; r[13] = '';
    r[14] = t.type === 'Payment' ? 'Venmo balance' : ''; r[15] = /Transfer/.test(t.type) ? t.who : t.type === 'Payment' ? 'Venmo balance' : '';
    r[19] = 'Venmo';
    L.push(r);
  }
  const e = blank(); e[17] = `$${fmt(V.end)}`; e[18] = `$${fmt(V.periodFees)}`; e[20] = `$${fmt(V.ytdFees)}`;
  e[21] = 'In case of errors or questions about your electronic transfers: This is a telephone number for contacting us: 855-812-4430 or write to us at Venmo, Attn: Dispute Resolution, 2211 North First St, San Jose, CA 95131.';
  L.push(e);
  fs.writeFileSync(path.join(dir, F.venmo), L.map((r) => r.map((c) => (/[",\n]/.test(c) ? q(c) : c)).join(',')).join('\n') + '\n');
}

// ------------------------------------------------------------------ 4. Approved budget (pdf, two narrow columns)
export async function budget(dir, v) {
  const { doc, end } = newPdf(path.join(dir, F.budget), { size: 'LETTER', margin: 36, title: '2025-26 Approved Budget', author: AM.treasurer });
  const B = v.bud;
  doc.font('B').fontSize(13).text(ORG, 36, 36, { width: 540, align: 'center' });
  doc.font('B').fontSize(11).text('2025-2026 Budget', { width: 540, align: 'center' });
  doc.font('I').fontSize(8).text(`Approved by vote of the general membership, ${usLong(AM.budgetApproved)} · Fiscal year July 1, 2025 - June 30, 2026`, { width: 540, align: 'center' });
  doc.moveTo(36, 92).lineTo(576, 92).lineWidth(0.6).stroke();
  const cols = [{ x: 36 }, { x: 316 }];
  const W = 260, a1 = 200, a2 = 258; // right edges of the amount columns inside a column
  const yTop = 102;
  const colY = [yTop, yTop];
  const n0 = (x) => (x < 0 ? `(${fmt(-x, 0)})` : fmt(x, 0));
  const n2 = (x) => (Math.abs(x) < 0.005 ? '-' : x < 0 ? `(${fmt(-x)})` : fmt(x));
  const put = (ci, label, prior, bud, o = {}) => {
    const x = cols[ci].x, y = colY[ci];
    doc.font(o.bold ? 'B' : 'R').fontSize(7.5);
    doc.text(label, x + (o.indent ? 6 : 0), y, { width: 146, lineBreak: false });
    if (prior !== undefined) doc.text(o.int ? n0(prior) : n2(prior), x + a1 - 60, y, { width: 60, align: 'right', lineBreak: false });
    if (bud !== undefined) doc.text(n0(bud), x + a2 - 50, y, { width: 50, align: 'right', lineBreak: false });
    if (o.rule) doc.moveTo(x + 140, y - 2).lineTo(x + W, y - 2).lineWidth(0.4).stroke();
    colY[ci] = y + 11.5;
  };
  const head = (ci, t) => {
    const x = cols[ci].x;
    colY[ci] += 3;
    doc.font('B').fontSize(8).fillColor('#1f3864').text(t, x, colY[ci], { lineBreak: false }).fillColor('black');
    colY[ci] += 12;
  };
  const colHead = (ci) => {
    const x = cols[ci].x, y = colY[ci];
    doc.font('B').fontSize(7);
    doc.text('2024-25', x + a1 - 60, y, { width: 60, align: 'right', lineBreak: false });
    doc.text('Actual', x + a1 - 60, y + 8, { width: 60, align: 'right', lineBreak: false });
    doc.text('2025-26', x + a2 - 50, y, { width: 50, align: 'right', lineBreak: false });
    doc.text('Budget', x + a2 - 50, y + 8, { width: 50, align: 'right', lineBreak: false });
    doc.moveTo(x, y + 18).lineTo(x + W, y + 18).lineWidth(0.4).stroke();
    colY[ci] = y + 22;
  };
  colHead(0); colHead(1);
  head(0, 'INCOME');
  for (const r of B.rows.filter((x) => x.section === 'income')) put(0, r.label, r.prior, r.budget, { indent: true });
  put(0, 'TOTAL INCOME', B.totalIncome.prior, B.totalIncome.budget, { bold: true, rule: true });
  head(0, 'FUNDRAISER EXPENSES');
  for (const r of B.rows.filter((x) => x.section === 'fundexp')) put(0, r.label, r.prior, r.budget, { indent: true });
  put(0, 'Total Fundraiser Expenses', B.sections.fundexp.prior, B.sections.fundexp.budget, { bold: true, rule: true });
  head(1, 'PROGRAMS');
  for (const r of B.rows.filter((x) => x.section === 'program')) put(1, r.label, r.prior, r.budget, { indent: true });
  put(1, 'Total Programs', B.sections.program.prior, B.sections.program.budget, { bold: true, rule: true });
  head(1, 'ADMINISTRATION');
  for (const r of B.rows.filter((x) => x.section === 'admin')) put(1, r.label, r.prior, r.budget, { indent: true });
  put(1, 'Total Administration', B.sections.admin.prior, B.sections.admin.budget, { bold: true, rule: true });
  colY[1] += 6;
  put(1, 'TOTAL EXPENSES', B.totalExpense.prior, B.totalExpense.budget, { bold: true, rule: true });
  put(1, 'NET SURPLUS / (DEFICIT)', B.net.prior, B.net.budget, { bold: true });
  doc.moveTo(306, yTop).lineTo(306, Math.max(...colY)).lineWidth(0.3).strokeColor('#999999').stroke().strokeColor('black');
  let y = Math.max(...colY) + 14;
  doc.font('B').fontSize(7.5).text('Budget notes', 36, y); y += 11;
  const notes = [
    'Membership: 300 members at $15; $5.50 of each membership is remitted to Colorado PTA and National PTA (CO PTA & National PTA dues).',
    'Teacher Classroom Grants: $150 per classroom teacher in the fall and again in the spring (24 teachers).',
    'Fundraiser expenses are budgeted separately from fundraiser income; Restaurant Spirit Nights have no costs (the restaurant donates a share of sales).',
    'The 2025-26 budget uses $175 of reserves. Savings reserve at 6/30/2025: $25,006.10. Amendments require a vote of the general membership.',
  ];
  doc.font('R').fontSize(7);
  for (const n of notes) { doc.text(`• ${n}`, 36, y, { width: 540 }); y = doc.y + 2; }
  doc.font('I').fontSize(7).text(`Presented by ${AM.treasurer}, Treasurer, and the Budget Committee. Secretary's attestation: ${AM.secretary}.`, 36, y + 6, { width: 540 });
  await end();
}

// ------------------------------------------------------------------ 5. General meeting minutes (docx)
export async function minutes(dir, v) {
  const M = AM.minutes;
  const S = M.shade;
  const kids = [
    P(ORG, { bold: true, size: 14, align: 'center', after: 40 }),
    P('General Membership Meeting - Minutes', { bold: true, size: 12, align: 'center', after: 40 }),
    P(`Tuesday, ${usLong(M.date)}, ${M.time}, ${M.place}`, { italic: true, align: 'center', after: 240 }),
    P([{ text: 'Call to order. ', bold: true }, { text: `President ${AM.president} called the meeting to order at ${M.calledTo} ${M.present} members signed in; a quorum (${M.quorum}) was present. Principal Dr. Lisa Chen also attended.` }]),
    P([{ text: 'Minutes. ', bold: true }, { text: `The minutes of the ${usLong(M.priorMinutes)} meeting were approved as distributed (moved by Jenna Harper, seconded by Rachel Stein).` }]),
    P([{ text: "Treasurer's report. ", bold: true }, { text: `${AM.treasurer} reported total cash of $${fmt(v.minutes.cashDec)} at December 31, 2025 across checking, savings and Venmo. The Fall Fun Run closed with gross pledges of $${fmt(v.months['funrun.inc'].slice(0, 6).reduce((a, b) => a + b, 0))} and costs of $${fmt(v.months['funrun.exp'].reduce((a, b) => a + b, 0))}. The December report was filed for audit.` }]),
    P([{ text: "Principal's report. ", bold: true }, { text: `Dr. Chen thanked the PTA for the Chromebook cart. Enrollment is ${M.enrollment} students. The district has approved a shade sail over the primary playground if the PTA contributes.` }]),
    P('Motions', { bold: true, size: 12, before: 120 }),
    P([{ text: 'Motion 1 - Spring teacher grants. ', bold: true }, { text: `${M.grants.mover} moved to approve spring classroom grants of $${M.grants.each} for each of ${M.grants.teachers} classroom teachers, a total of $${fmt(M.grants.teachers * M.grants.each, 0)}, to be paid in February. Seconded by ${M.grants.seconder}. Motion carried unanimously.` }]),
    P([{ text: 'Motion 2 - Budget amendment. ', bold: true }, { text: `${M.amendmentMover} moved to amend the 2025-26 budget by moving $${AM.amendment.amount} from Contingency to Staff Appreciation, to cover Teacher Appreciation Week in May. Seconded by ${M.amendmentSeconder}. Motion carried.` }]),
    P([{ text: 'Motion 3 - Playground shade structure. ', bold: true }, { text: `${S.mover} moved that the PTA contribute up to $${fmt(S.amount, 0)} from the savings reserve toward the shade sail project quoted by ${S.vendor} at $${fmt(S.quote, 0)}, the district to pay the balance. Seconded by ${S.seconder}. Discussion: members asked whether the reserve would stay above one semester of expenses; the treasurer confirmed it would. Vote: ${S.yes} in favor, ${S.no} opposed, ${S.abstain} abstaining. Motion carried.` }]),
    P([{ text: 'Motion 4 - Spring Carnival. ', bold: true }, { text: `Moved by Carla Jimenez, seconded by Ben Foster, to hold the Spring Carnival on Saturday, ${usLong(M.carnival.date)} within the approved budget of $${fmt(M.carnival.budget, 0)} for rentals and prizes. ${M.carnival.chair} will chair. Motion carried.` }]),
    P('Committee reports', { bold: true, size: 12, before: 120 }),
    P(`Book Fair: the winter book fair and bake sale will run ${M.bookFairDates} in the library; volunteers are needed for the Friday family night. Spirit Wear: the winter order closes January 31. Hospitality: the Valentine's family dance is set for February 13.`),
    P(`Nominating committee: ${M.nominating[0]} (chair), ${M.nominating[1]} and ${M.nominating[2]} were appointed to present a slate of 2026-27 officers at the April meeting.`),
    P([{ text: 'Next meeting. ', bold: true }, { text: `Tuesday, ${usLong(M.next)}, ${M.time}, in the school library.` }]),
    P(`There being no further business, the meeting was adjourned at ${M.adjourned}`),
    P('', { after: 120 }),
    P(`Respectfully submitted, ${AM.secretary}, Secretary`, { italic: true }),
  ];
  await writeDocx(path.join(dir, F.minutes), kids, { title: 'General Meeting Minutes January 20, 2026', creator: AM.secretary });
}

// ------------------------------------------------------------------ 6 and 7. Receipt photos
export function costcoLines(v) {
  const C = v.costco;
  const L = [];
  const t = (s, o = {}) => L.push({ t: s, size: o.size || 21, bold: o.bold, center: o.center });
  const c2 = (a, b, o = {}) => L.push({ cols: [a, b], size: o.size || 21, bold: o.bold });
  t('COSTCO', { size: 40, bold: true, center: true });
  t('WHOLESALE', { size: 24, bold: true, center: true });
  t(C.branch, { center: true });
  t(C.addr, { center: true, size: 18 });
  L.push({ gap: 8 });
  t(`Member ${C.member}`, { size: 19 });
  L.push({ gap: 4 });
  for (const [no, d, p, tx] of C.items) c2(`  ${no} ${d}`, `${fmt(p)}${tx ? ' A' : ''}`);
  for (const [code, ref, a] of C.savings) c2(`  ${code} / ${ref}`, `${fmt(a)}-`);
  c2('SUBTOTAL', fmt(C.subtotal), { bold: true });
  c2('TAX', fmt(C.tax));
  c2('**** TOTAL', fmt(C.total), { bold: true, size: 24 });
  L.push({ gap: 6 });
  t(`XXXXXXXXXXXX${C.card}  CHIP Read`, { size: 19 });
  t(`AID: A0000000980840`, { size: 18 });
  t(`Seq# 48213  App#: 06172B  Resp: APPROVED`, { size: 18 });
  c2('Debit', fmt(C.total));
  c2('CHANGE', '0.00');
  L.push({ gap: 6 });
  c2('A 7.25% TAX', fmt(C.tax), { size: 19 });
  c2('TOTAL TAX', fmt(C.tax), { size: 19 });
  L.push({ gap: 6 });
  t(`TOTAL NUMBER OF ITEMS SOLD = ${C.count}`, { bold: true });
  t(`${usd(C.date)} ${C.time} 679 12 144 262`, { size: 19 });
  L.push({ gap: 6 });
  t('INSTANT SAVINGS $4.00', { center: true, bold: true });
  t('Thank You!', { center: true });
  t('Please Come Again', { center: true });
  return L;
}
export function partyLines(v) {
  const Pp = v.party;
  const L = [];
  const t = (s, o = {}) => L.push({ t: s, size: o.size || 22, bold: o.bold, center: o.center });
  const c2 = (a, b, o = {}) => L.push({ cols: [a, b], size: o.size || 22, bold: o.bold });
  t(Pp.store.toUpperCase(), { size: 30, bold: true, center: true });
  t(`${Pp.branch} · ${Pp.addr}`, { center: true, size: 17 });
  t(Pp.phone, { center: true, size: 18 });
  L.push({ gap: 8 });
  t(`${usd(Pp.date)}  ${Pp.time}   TRANS ${Pp.trans}   CASHIER: KAYLEE`, { size: 18 });
  L.push({ rule: true });
  for (const [d, qn, p, tot] of Pp.lines) {
    c2(d, fmt(tot));
    if (qn > 1) t(`   ${qn} @ ${fmt(p)}`, { size: 18 });
  }
  L.push({ rule: true });
  c2('SUBTOTAL', fmt(Pp.subtotal));
  c2('SCHOOL/NONPROFIT DISC 10%', `-${fmt(Pp.discount)}`);
  c2(`SALES TAX 7.75%`, fmt(Pp.tax));
  c2('TOTAL', fmt(Pp.total), { bold: true, size: 26 });
  L.push({ gap: 6 });
  c2(`DEBIT ****${Pp.card}`, fmt(Pp.total));
  t(`ITEMS: ${Pp.units}`, { size: 19 });
  L.push({ gap: 8 });
  t('PARTY ON! Returns with receipt within 30 days.', { center: true, size: 17 });
  t('Balloons and helium are non-returnable.', { center: true, size: 17 });
  return L;
}
export async function receipts(dir, v) {
  await photoDocument(path.join(dir, F.costco), costcoLines(v), { width: 600, height: 1180, angle: -2.2, seed: 41, format: 'jpeg', mono: true, margin: 36 });
  await photoDocument(path.join(dir, F.party), partyLines(v), { width: 620, height: 1000, angle: 1.6, seed: 77, format: 'jpeg', mono: true, margin: 34 });
}

export async function renderAspen(dir, v) {
  fs.mkdirSync(dir, { recursive: true });
  await report(dir, v);
  square(dir, v);
  venmo(dir, v);
  await budget(dir, v);
  await minutes(dir, v);
  await receipts(dir, v);
}
