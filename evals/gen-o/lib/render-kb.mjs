// Renders the documents of Kabuhayan Bayanihan Microfinance Foundation, Inc. from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { KB, ORGS, r2, sum } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { fmt, acc, usLong, usShort, usNum, xDate, P, T, writeDocx, NUM, NUM0, PCT, styleHeader, F, colL } from './office.mjs';

const ORG = ORGS.kabuhayan.name;

// ------------------------------------------------------------------ PAR aging workbook (two sheets)
async function parWorkbook(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ramon Dela Cruz'; wb.created = new Date(Date.UTC(2026, 3, 6, 8)); wb.modified = wb.created;
  const sheet = (name, label, rows, showProvision) => {
    const ws = wb.addWorksheet(name);
    ws.columns = [{ width: 34 }, { width: 11 }, ...Array(6).fill({ width: 15 }), { width: 16 }, { width: 15 }, { width: 10 }];
    ws.mergeCells('A1:K1'); ws.getCell('A1').value = ORG.toUpperCase(); ws.getCell('A1').font = { bold: true, size: 13 };
    ws.mergeCells('A2:K2'); ws.getCell('A2').value = `Portfolio at Risk (PAR) Aging Report - ${label} - As of March 31, 2026`; ws.getCell('A2').font = { bold: true };
    ws.mergeCells('A3:K3'); ws.getCell('A3').value = 'Outstanding principal balance in Philippine pesos (PHP). Days past due counted from the oldest missed amortization.';
    // two-row header with merged groups
    for (const [rng, v] of [['A5:A6', name === 'By branch' ? 'Branch' : 'Loan product'], ['B5:B6', 'Active borrowers'], ['C5:C6', 'Current'], ['D5:H5', 'Days past due'], ['I5:I6', 'Total portfolio'], ['J5:K5', 'Portfolio at risk > 30 days']]) { ws.mergeCells(rng); ws.getCell(rng.split(':')[0]).value = v; }
    ['1-30', '31-60', '61-90', '91-180', 'Over 180'].forEach((v, i) => { ws.getCell(5 + 1, 4 + i).value = v; });
    ws.getCell('J6').value = 'Amount'; ws.getCell('K6').value = 'PAR30 %';
    for (let r = 5; r <= 6; r++) for (let c = 1; c <= 11; c++) styleHeader(ws.getCell(r, c));
    ws.getRow(5).height = 30;
    let r = 7;
    for (const x of rows) {
      ws.getCell(r, 1).value = x.name;
      ws.getCell(r, 2).value = x.borrowers; ws.getCell(r, 2).numFmt = NUM0;
      x.b.forEach((v, i) => { ws.getCell(r, 3 + i).value = v; ws.getCell(r, 3 + i).numFmt = NUM; });
      ws.getCell(r, 9).value = F(`SUM(C${r}:H${r})`, x.total); ws.getCell(r, 9).numFmt = NUM;
      ws.getCell(r, 10).value = F(`SUM(E${r}:H${r})`, x.par30); ws.getCell(r, 10).numFmt = NUM;
      ws.getCell(r, 11).value = F(`IF(I${r}=0,0,J${r}/I${r})`, x.par30 / x.total); ws.getCell(r, 11).numFmt = PCT;
      r++;
    }
    const last = r - 1;
    ws.getCell(r, 1).value = 'TOTAL';
    ws.getCell(r, 2).value = F(`SUM(B7:B${last})`, KB.borrowers); ws.getCell(r, 2).numFmt = NUM0;
    for (let c = 3; c <= 10; c++) { const L = colL(c - 1); const v = c <= 8 ? KB.bucketTot[c - 3] : c === 9 ? KB.glp : KB.par30; ws.getCell(r, c).value = F(`SUM(${L}7:${L}${last})`, v); ws.getCell(r, c).numFmt = NUM; }
    ws.getCell(r, 11).value = F(`J${r}/I${r}`, KB.par30 / KB.glp); ws.getCell(r, 11).numFmt = PCT;
    ws.getRow(r).font = { bold: true };
    for (let c = 1; c <= 11; c++) ws.getCell(r, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
    const tot = r;
    if (showProvision) {
      r += 2;
      ws.getCell(r, 1).value = 'Allowance for probable loan losses (Board policy, Res. 2024-03)'; ws.getCell(r, 1).font = { bold: true };
      r++;
      ws.getCell(r, 1).value = 'Provision rate';
      KB.provRates.forEach((v, i) => { ws.getCell(r, 3 + i).value = v; ws.getCell(r, 3 + i).numFmt = '0%'; });
      const rateRow = r;
      r++;
      ws.getCell(r, 1).value = 'Required allowance';
      KB.provBucket.forEach((v, i) => { const L = colL(2 + i); ws.getCell(r, 3 + i).value = F(`ROUND(${L}${tot}*${L}${rateRow},2)`, v); ws.getCell(r, 3 + i).numFmt = NUM; });
      ws.getCell(r, 9).value = F(`SUM(C${r}:H${r})`, KB.provRequired); ws.getCell(r, 9).numFmt = NUM; ws.getCell(r, 9).font = { bold: true };
      r += 2;
    } else r += 2;
    ws.getCell(r, 1).value = 'Prepared by: Ramon Dela Cruz, Finance Officer. Source: loan portfolio system, month-end close April 6, 2026.';
    ws.getCell(r, 1).font = { italic: true, size: 9 };
    ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 1 }];
  };
  sheet('By branch', 'By Branch', KB.branches, true);
  sheet('By product', 'By Loan Product', KB.products, false);
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ WVDB amortization schedule (PDF, over two pages)
async function loanPdf(file) {
  const { doc, end } = newPdf(file, { title: 'Loan Amortization Schedule 2025-0147', author: 'Western Visayas Development Bank' });
  const L = KB.loan;
  const cols = [{ h: ['Payment', 'No.'], x: 58, w: 40, a: 'right' }, { h: ['Due', 'Date'], x: 108, w: 62, a: 'left' }, { h: ['Beginning', 'Balance'], x: 176, w: 78, a: 'right' }, { h: ['', 'Principal'], x: 258, w: 70, a: 'right' }, { h: ['', 'Interest'], x: 332, w: 62, a: 'right' }, { h: ['Total', 'Amortization'], x: 398, w: 70, a: 'right' }, { h: ['Ending', 'Balance'], x: 472, w: 70, a: 'right' }, { h: ['', 'Status'], x: 546, w: 40, a: 'left' }];
  const header = (cont) => {
    doc.font('B').fontSize(12).text('WESTERN VISAYAS DEVELOPMENT BANK', 50, 46, { width: 495, align: 'center' });
    doc.font('R').fontSize(8.5).text('Iloilo Business Center, Gen. Luna St., Iloilo City', 50, 62, { width: 495, align: 'center' });
    doc.font('B').fontSize(11).text(`LOAN AMORTIZATION SCHEDULE${cont ? ' (continued)' : ''}`, 50, 82, { width: 495, align: 'center' });
  };
  const colHead = (y) => {
    doc.font('B').fontSize(8);
    for (const c of cols) { doc.text(c.h[0], c.x, y, { width: c.w, align: c.a, lineBreak: false }); doc.text(c.h[1], c.x, y + 10, { width: c.w, align: c.a, lineBreak: false }); }
    doc.moveTo(55, y + 22).lineTo(588, y + 22).lineWidth(0.6).stroke();
    return y + 27;
  };
  header(false);
  doc.font('R').fontSize(9);
  const info = [
    ['Borrower:', ORG], ['Loan No.:', `${L.no} (Term Loan - On-lending)`], ['Principal:', `PHP ${fmt(L.principal)}`],
    ['Interest rate:', '10.00% per annum, diminishing balance, payable monthly'], ['Term:', '36 months'], ['Date released:', usLong(L.released)],
    ['First due date:', usLong(L.firstDue)], ['Monthly amortization:', `PHP ${fmt(L.amort)} (last installment adjusted)`], ['Statement date:', 'April 2, 2026'],
  ];
  let y = 108;
  for (const [k, v] of info) { doc.font('B').text(k, 60, y, { lineBreak: false }); doc.font('R').text(v, 170, y, { lineBreak: false }); y += 12.5; }
  y = colHead(y + 8);
  const row = (x, yy, bold) => {
    doc.font(bold ? 'B' : 'R').fontSize(8.5);
    const vals = x.total ? ['', 'TOTAL', '', fmt(L.principal), fmt(L.totInterest), fmt(L.totPay), '', ''] : [String(x.k), usNum(x.due), fmt(x.begin), fmt(x.principal), fmt(x.interest), fmt(x.pay), fmt(x.end), x.paid ? 'Paid' : ''];
    cols.forEach((c, i) => { if (vals[i] !== '') doc.text(vals[i], c.x, yy, { width: c.w, align: c.a, lineBreak: false }); });
  };
  const split = 24;
  for (const x of L.rows.slice(0, split)) { row(x, y); y += 14; }
  doc.font('I').fontSize(8).text('continued on next page', 50, y + 6, { width: 538, align: 'right' });
  doc.font('R').fontSize(7.5).text('Page 1 of 2', 50, 775, { width: 495, align: 'center' });
  doc.addPage();
  header(true);
  doc.font('R').fontSize(9).text(`Borrower: ${ORG}     Loan No.: ${L.no}`, 60, 104, { lineBreak: false });
  y = colHead(124);
  for (const x of L.rows.slice(split)) { row(x, y); y += 14; }
  doc.moveTo(250, y).lineTo(545, y).lineWidth(0.6).stroke();
  row({ total: true }, y + 4, true);
  y += 30;
  doc.font('R').fontSize(8.5);
  const notes = [
    'Notes:',
    '1. Amortizations fall due on the 15th day of each month. Payments received after the due date are charged a penalty of 3% per month on the amount in arrears.',
    '2. The loan is secured by an assignment of receivables from the Negosyo Loan portfolio equal to at least 125% of the outstanding balance.',
    `3. Status "Paid" reflects payments posted as of the statement date.`,
  ];
  for (const n of notes) { doc.text(n, 60, y, { width: 480 }); y = doc.y + 4; }
  doc.font('R').fontSize(7.5).text('Page 2 of 2', 50, 775, { width: 495, align: 'center' });
  await end();
}

// ------------------------------------------------------------------ payroll register export (CSV)
function payrollCsv(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const n = (v) => v.toFixed(2);
  const lines = [
    'Payroll Register',
    q(ORG),
    'Pay periods: 01/01/2026 - 03/31/2026 (semi-monthly)',
    'Generated: 04/02/2026 09:14 AM by rdelacruz',
    '',
    'Pay Period,Pay Date,Employee No.,Employee Name,Position,Branch,Basic Pay,OT Hours,OT Pay,Allowances (non-taxable),Gross Pay,SSS (EE),PhilHealth (EE),Pag-IBIG (EE),Withholding Tax,Total Deductions,Net Pay',
  ];
  KB.periods.forEach((per, p) => {
    const rows = KB.payPer(p);
    const perTxt = `${usNum(per.from)} - ${usNum(per.to)}`;
    for (const x of rows) {
      const [first, ...rest] = x.e.name.split(' ');
      lines.push([perTxt, usNum(per.pay), x.e.id, q(`${rest.join(' ')}, ${first}`), x.e.pos, x.e.branch, n(x.basic), String(x.otHrs), n(x.otPay), n(x.allow), n(x.gross), n(x.sss), n(x.ph), n(x.hdmf), n(x.tax), n(x.ded), n(x.net)].join(','));
    }
    const t = (k) => n(KB.payTot(rows, k));
    lines.push([perTxt, usNum(per.pay), '', 'PERIOD TOTAL', '', '', t('basic'), String(rows.reduce((s, x) => s + x.otHrs, 0)), t('otPay'), t('allow'), t('gross'), t('sss'), t('ph'), t('hdmf'), t('tax'), t('ded'), t('net')].join(','));
  });
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ Lindenhof grant interim financial report (xlsx, two sheets)
async function grantWorkbook(file) {
  const g = KB.grant;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ramon Dela Cruz'; wb.created = new Date(Date.UTC(2026, 3, 10, 8)); wb.modified = wb.created;
  const fr = wb.addWorksheet('Financial report');
  const fd = wb.addWorksheet('Funds received');
  // funds received sheet
  fd.columns = [{ width: 12 }, { width: 18 }, { width: 16 }, { width: 18 }, { width: 18 }, { width: 52 }];
  fd.mergeCells('A1:F1'); fd.getCell('A1').value = `Stichting Lindenhof Fonds - Grant ${g.ref} - Funds received`; fd.getCell('A1').font = { bold: true, size: 12 };
  ['Tranche', 'Date received', 'Amount (EUR)', 'Rate (PHP per EUR)', 'Amount (PHP)', 'Remarks'].forEach((h, i) => { fd.getCell(3, i + 1).value = h; styleHeader(fd.getCell(3, i + 1)); });
  g.tranches.forEach((t, i) => {
    const r = 4 + i;
    fd.getCell(r, 1).value = t.n;
    fd.getCell(r, 3).value = t.eur; fd.getCell(r, 3).numFmt = NUM;
    if (t.date) {
      fd.getCell(r, 2).value = xDate(t.date); fd.getCell(r, 2).numFmt = 'mmm d, yyyy';
      fd.getCell(r, 4).value = t.rate; fd.getCell(r, 4).numFmt = '0.0000';
      fd.getCell(r, 5).value = F(`ROUND(C${r}*D${r},2)`, t.php); fd.getCell(r, 5).numFmt = NUM;
      fd.getCell(r, 6).value = 'Credited to BPI EUR account, converted same day';
    } else {
      fd.getCell(r, 2).value = 'Pending';
      fd.getCell(r, 6).value = `Due ${usLong(t.due)}, on approval of this interim report`;
    }
  });
  fd.getCell('A8').value = 'Total received'; fd.getCell('A8').font = { bold: true };
  fd.getCell('C8').value = F('C4+C5', g.recEur); fd.getCell('C8').numFmt = NUM;
  fd.getCell('E8').value = F('E4+E5', g.recPhp); fd.getCell('E8').numFmt = NUM;
  fd.getCell('A9').value = 'Weighted average rate applied in the financial report (PHP per EUR)';
  fd.getCell('E9').value = F('ROUND(E8/C8,4)', g.avgRate); fd.getCell('E9').numFmt = '0.0000';
  fd.getCell('A11').value = 'Total grant (EUR)'; fd.getCell('C11').value = F('SUM(C4:C6)', g.total); fd.getCell('C11').numFmt = NUM;
  // financial report sheet
  fr.columns = [{ width: 40 }, { width: 14 }, { width: 17 }, { width: 17 }, { width: 17 }, { width: 16 }, { width: 16 }, { width: 11 }];
  fr.mergeCells('A1:H1'); fr.getCell('A1').value = `STICHTING LINDENHOF FONDS - Grant ${g.ref}`; fr.getCell('A1').font = { bold: true, size: 13 };
  fr.mergeCells('A2:H2'); fr.getCell('A2').value = "Women's Enterprise Loans Programme, Iloilo - Interim financial report, January 1, 2025 to March 31, 2026"; fr.getCell('A2').font = { bold: true };
  fr.mergeCells('A3:H3'); fr.getCell("A3").value = `Grantee: ${ORG}; reporting currency EUR, local currency PHP.`;
  fr.mergeCells('A4:F4'); fr.getCell('A4').value = "Exchange rate applied (weighted average of tranches received, PHP per EUR, see sheet 'Funds received'):";
  fr.getCell('G4').value = F("'Funds received'!E9", g.avgRate); fr.getCell('G4').numFmt = '0.0000'; fr.getCell('G4').font = { bold: true };
  for (const [rng, v] of [['A6:A7', 'Budget line'], ['B6:B7', 'Approved budget (EUR)'], ['C6:E6', 'Expenditure (PHP)'], ['F6:F7', 'Cumulative expenditure (EUR)'], ['G6:G7', 'Balance of budget (EUR)'], ['H6:H7', '% of budget used']]) { fr.mergeCells(rng); fr.getCell(rng.split(':')[0]).value = v; }
  fr.getCell('C7').value = 'Jan 1 - Dec 31, 2025'; fr.getCell('D7').value = 'Jan 1 - Mar 31, 2026'; fr.getCell('E7').value = 'Cumulative';
  for (let r = 6; r <= 7; r++) for (let c = 1; c <= 8; c++) styleHeader(fr.getCell(r, c));
  fr.getRow(6).height = 28; fr.getRow(7).height = 28;
  let r = 8;
  g.lines.forEach((l, i) => {
    fr.getCell(r, 1).value = `${i + 1}. ${l.name}`;
    fr.getCell(r, 2).value = l.budget;
    fr.getCell(r, 3).value = l.y25; fr.getCell(r, 4).value = l.q126;
    fr.getCell(r, 5).value = F(`C${r}+D${r}`, l.cum);
    fr.getCell(r, 6).value = F(`ROUND(E${r}/$G$4,2)`, l.eur);
    fr.getCell(r, 7).value = F(`B${r}-F${r}`, l.left);
    fr.getCell(r, 8).value = F(`F${r}/B${r}`, l.pct / 100); fr.getCell(r, 8).numFmt = '0.0%';
    for (let c = 2; c <= 7; c++) fr.getCell(r, c).numFmt = NUM;
    r++;
  });
  fr.getCell(r, 1).value = 'TOTAL';
  const tv = [g.total, sum(g.lines.map((l) => l.y25)), sum(g.lines.map((l) => l.q126)), g.spentPhp, g.spentEur, r2(g.total - g.spentEur)];
  for (let c = 2; c <= 7; c++) { const L = colL(c - 1); fr.getCell(r, c).value = F(`SUM(${L}8:${L}${r - 1})`, tv[c - 2]); fr.getCell(r, c).numFmt = NUM; }
  fr.getCell(r, 8).value = F(`F${r}/B${r}`, g.spentEur / g.total); fr.getCell(r, 8).numFmt = '0.0%';
  fr.getRow(r).font = { bold: true };
  for (let c = 1; c <= 8; c++) fr.getCell(r, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  r += 2;
  const notes = [
    'Notes:',
    '1. Line 2 covers the basic pay of the two loan officers assigned to the programme (Jaro and Pavia branches) per the payroll register.',
    '2. Line 3: two motorcycles purchased July 2025; the remaining balance is reserved for registration renewals.',
    '3. Line 7: 2025 programme audit fee invoiced by the external auditors and paid February 2026.',
    'Prepared by: Ramon Dela Cruz, Finance Officer. Certified correct: Teresa Villanueva, Executive Director.',
  ];
  for (const n of notes) { fr.getCell(r, 1).value = n; fr.getCell(r, 1).font = { italic: n !== 'Notes:', bold: n === 'Notes:', size: 9 }; r++; }
  fr.views = [{ state: 'frozen', ySplit: 7 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ board minutes with the Q1 2026 dashboard (docx)
async function boardDocx(file) {
  const d = KB.dash, m = KB.minutes;
  const peso = (v) => (v === null ? '–' : `₱${fmt(v, 0)}`);
  const cnt = (v) => (v === null ? '–' : fmt(v, 0));
  const pc = (v) => (v === null ? '–' : `${v.toFixed(1)}%`);
  const rows = [
    ['Indicator', 'Q1 2025', 'Q4 2025', 'Q1 2026', 'Target Dec 2026'],
    ['Active borrowers', ...d.borrowers.map(cnt)],
    ['Women borrowers (% of active)', ...d.women.map(pc)],
    ['Loan officers (end of quarter)', ...d.los.map(cnt)],
    ['Active borrowers per loan officer', ...d.bpl.map(cnt)],
    ['Gross loan portfolio', ...d.glp.map(peso)],
    ['Loans disbursed in the quarter', ...d.disbAmt.map(peso)],
    ['Number of loans disbursed', ...d.disbNo.map(cnt)],
    ['PAR > 30 days', ...d.par.slice(0, 3).map(pc), 'below 5.0%'],
    ['Loans written off in the quarter', ...d.wo.map(peso)],
    ['Operational self-sufficiency (OSS)', ...d.oss.map(pc)],
    ['Portfolio yield (annualized)', ...d.yield.map(pc)],
    ['Cash and bank balances', ...d.cash.map(peso)],
    ['WVDB term loan outstanding', ...d.wvdb.map(peso)],
  ];
  const ch = [
    P('KABUHAYAN BAYANIHAN MICROFINANCE FOUNDATION, INC.', { bold: true, size: 14, align: 'center', after: 40 }),
    P('BOARD OF TRUSTEES', { bold: true, size: 12, align: 'center', after: 40 }),
    P(`Minutes of the Regular Meeting held on Saturday, ${usLong(m.date)}, 9:00 AM, at the Head Office, Jaro, Iloilo City`, { align: 'center', after: 240 }),
    P([{ text: 'Present: ', bold: true }, { text: `${m.chair} (Chairperson), ${m.treasurer} (Treasurer), ${m.secretary} (Corporate Secretary), Carmelita Divinagracia and Roberto Jamora (Trustees).` }]),
    P([{ text: 'Also present: ', bold: true }, { text: 'Teresa Villanueva (Executive Director) and Ramon Dela Cruz (Finance Officer).' }]),
    P([{ text: '1. Call to order. ', bold: true }, { text: `The Chairperson, ${m.chair}, called the meeting to order at 9:05 AM. The Corporate Secretary certified the presence of a quorum. The minutes of the regular meeting of January 17, 2026 were approved without amendment.` }]),
    P([{ text: '2. Q1 2026 performance dashboard. ', bold: true }, { text: 'The Executive Director presented the dashboard below (figures at quarter end unless stated; the PAR aging report as of March 31, 2026 supports the portfolio figures).' }]),
    T(rows, { widths: [3400, 1350, 1350, 1350, 1700], numCols: [1, 2, 3, 4] }),
    P('', { after: 120 }),
    P(`Portfolio quality improved over the quarter, but Oton branch remains the main concern and management was asked to submit a recovery plan for it by May 31, 2026. OSS fell below 100% for the first time since 2023, mainly because of the higher loan loss provision and the cost of the additional loan officer hired for Pavia in February. Management expects OSS to recover above 100% by the third quarter.`),
    P([{ text: "3. Treasurer's report. ", bold: true }, { text: `The Treasurer reported that all WVDB amortizations due in the quarter were paid on time; interest paid to WVDB for January to March 2026 amounted to ₱${fmt(KB.loan.q1Interest)}. The allowance for probable loan losses in the books stood at ₱${fmt(KB.allowanceBooks)} as of March 31, 2026; the Finance Officer will book in April the additional provision indicated by the PAR aging report. The Lindenhof interim financial report to March 31, 2026 was submitted on April 10, 2026, and the third tranche of EUR 24,000 is expected by June 30, 2026.` }]),
    P([{ text: '4. Resolutions. ', bold: true }, { text: 'On motion duly made and seconded, the Board approved:' }]),
    P(`Resolution No. 2026-07 - ratifying the write-off of ${m.woLoans} loans totalling ₱${fmt(d.wo[2])}, all more than 180 days past due, with collection efforts to continue;`, { indent: 360 }),
    P(`Resolution No. 2026-08 - approving the opening of a seventh branch in ${m.newBranch}, Iloilo, by September 2026, with a start-up budget of ₱${fmt(m.newBranchBudget)};`, { indent: 360 }),
    P('Resolution No. 2026-09 - reducing the interest rate on the Negosyo (Enterprise) Loan from 2.5% to 2.25% per month, effective May 1, 2026;', { indent: 360 }),
    P(`Resolution No. 2026-10 - re-appointing ${m.auditor}, Certified Public Accountants, as external auditors for the year ending December 31, 2026.`, { indent: 360 }),
    P([{ text: '5. Other matters. ', bold: true }, { text: 'The Board noted the hiring of Paolo Defensor as loan officer for Pavia effective February 16, 2026, bringing the number of loan officers to seven.' }]),
    P([{ text: '6. Next meeting and adjournment. ', bold: true }, { text: `The next regular meeting will be held on Saturday, ${usLong(m.next)}. There being no other business, the meeting was adjourned at 11:40 AM.` }]),
    P('', { after: 240 }),
    P(`Prepared by: ${m.secretary}, Corporate Secretary`, { after: 40 }),
    P(`Attested: ${m.chair}, Chairperson`),
  ];
  await writeDocx(file, ch, { title: 'BOT minutes April 18 2026', creator: m.secretary });
}

// ------------------------------------------------------------------ photographed sales invoice (VAT inclusive)
async function invoicePhoto(file) {
  const v = KB.inv;
  const lines = [
    { t: v.vendor, size: 30, bold: true, center: true },
    { t: 'Owned & Operated by: Edgardo Lim', size: 22, center: true },
    { t: 'M.H. del Pilar St., Molo, Iloilo City 5000', size: 22, center: true },
    { t: 'VAT Reg. TIN: 204-518-337-000', size: 22, center: true },
    { gap: 14 },
    { cols: [`SALES INVOICE`, `No. ${v.no}`], size: 28, bold: true },
    { cols: [`Date: ${usLong(v.date)}`, ''], size: 24 },
    { t: `Sold to: ${ORG}`, size: 22 },
    { t: 'Address: Lopez Jaena St., Jaro, Iloilo City   TIN: 008-772-145-000', size: 22 },
    { rule: true },
    { table: true, cols: ['QTY  DESCRIPTION', 'UNIT PRICE', 'AMOUNT'], size: 23, bold: true },
    { rule: true },
    ...v.items.map((i) => ({ table: true, cols: [`${i.q} x ${i.d}`, fmt(i.p), fmt(i.amt)], size: 24 })),
    { rule: true },
    { table: true, cols: ['Total Sales (VAT Inclusive)', '', fmt(v.total)], size: 24 },
    { table: true, cols: ['Less: VAT', '', fmt(v.vat)], size: 24 },
    { table: true, cols: ['Amount: Net of VAT', '', fmt(v.vatable)], size: 24 },
    { gap: 8 },
    { table: true, cols: ['VATable Sales', '', fmt(v.vatable)], size: 24 },
    { table: true, cols: ['VAT-Exempt Sales', '', '0.00'], size: 24 },
    { table: true, cols: ['VAT Amount (12%)', '', fmt(v.vat)], size: 24 },
    { table: true, cols: ['TOTAL AMOUNT DUE', 'PHP', fmt(v.total)], size: 28, bold: true },
    { gap: 12 },
    { t: 'Motorcycle units: Jaro and Pavia loan officers', size: 21 },
    { t: 'Payment: CASH      Received by: J. Gumban', size: 21 },
    { gap: 10 },
    { t: 'THIS DOCUMENT IS NOT VALID FOR CLAIM OF INPUT TAX', size: 19, center: true },
  ];
  await photoDocument(file, lines, { width: 900, height: 1120, angle: -1.6, seed: 4471, format: 'jpeg', tableX: [60, 640, 840], margin: 60, noise: 22 });
}

export async function renderKabuhayan(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'kabuhayan'), { recursive: true });
  const p = (k) => path.join(DOCS, KB.files[k]);
  await parWorkbook(p('par'));
  await loanPdf(p('loan'));
  payrollCsv(p('payroll'));
  await grantWorkbook(p('grant'));
  await boardDocx(p('board'));
  await invoicePhoto(p('photo'));
}
