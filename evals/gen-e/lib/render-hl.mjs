// Renders the Harbourlight Youth Orchestra Trust documents from data.mjs
import ExcelJS from 'exceljs';
import fs from 'node:fs';
import path from 'node:path';
import { HL, MONTHS, MON } from '../data.mjs';
import { newPdf, row, rule, para } from './pdf.mjs';
import { acct, comma } from './fmt.mjs';
import { photoDocument } from './photo.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const lastDay = (m) => new Date(Date.UTC(2026, m + 1, 0)).getUTCDate();
const ACC = '#,##0;(#,##0);"-"';
// exceljs drops a cached result of 0, so zero results are written as plain values
const F = (formula, result) => (result === 0 ? 0 : { formula, result });

// ------------------------------------------------------------ management accounts: one sheet per month
async function managementAccounts(file) {
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 12));
  wb.creator = 'Finance Administrator';
  wb.created = new Date(Date.UTC(2026, 10, 12));
  const idx = wb.addWorksheet('Index');
  idx.getColumn(1).width = 90;
  idx.getCell('A1').value = HL.name; idx.getCell('A1').font = { bold: true, size: 14 };
  idx.getCell('A3').value = 'Management accounts 2026';
  idx.getCell('A4').value = 'One tab per month (January to October 2026). Each tab shows the month and the year to date, actual against budget.';
  idx.getCell('A5').value = 'Figures in NZ$, GST exclusive, unaudited. Budget phased by month from the approved 2026 budget.';
  idx.getCell('A7').value = 'Prepared by: Finance Administrator';
  idx.getCell('A8').value = 'Last updated: 12/11/2026';

  for (let m = 0; m < HL.monthsReported; m++) {
    const ws = wb.addWorksheet(`${MON[m]} 26`, { views: [{ showGridLines: false }] });
    ws.columns = [{ width: 38 }, { width: 13 }, { width: 13 }, { width: 3 }, { width: 13 }, { width: 13 }];
    ws.getCell('A1').value = HL.name; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = 'Statement of Financial Performance (management accounts)';
    ws.getCell('A3').value = `For the month ended ${lastDay(m)} ${MONTHS[m]} 2026`;
    ws.getCell('A4').value = 'NZ$ · GST exclusive · unaudited'; ws.getCell('A4').font = { italic: true, size: 9 };
    ws.mergeCells('B6:C6'); ws.getCell('B6').value = 'Month';
    ws.mergeCells('E6:F6'); ws.getCell('E6').value = 'Year to date';
    for (const c of ['B6', 'E6']) { ws.getCell(c).alignment = { horizontal: 'center' }; ws.getCell(c).font = { bold: true }; }
    ['Account', 'Actual', 'Budget', '', 'Actual', 'Budget'].forEach((v, i) => {
      const c = ws.getRow(7).getCell(i + 1); c.value = v || null; c.font = { bold: true };
      if (i) c.alignment = { horizontal: 'right' };
      c.border = { bottom: { style: 'thin' } };
    });
    let r = 8;
    const put = (label, vals, { bold = false, italic = false, indent = 0, top = false } = {}) => {
      const R = ws.getRow(r++);
      R.getCell(1).value = label;
      R.getCell(1).font = { bold, italic };
      if (indent) R.getCell(1).alignment = { indent };
      if (vals) {
        [2, 3, 5, 6].forEach((ci, k) => {
          const c = R.getCell(ci); c.value = vals[k]; c.numFmt = ACC; c.font = { bold };
          if (top) c.border = { top: { style: 'thin' } };
        });
      }
    };
    const lineVals = (l) => [l.actual[m], l.budget[m], sum(l.actual.slice(0, m + 1)), sum(l.budget.slice(0, m + 1))];
    const groupVals = (ls) => [0, 1, 2, 3].map((k) => sum(ls.map((l) => lineVals(l)[k])));
    const inc = HL.lines.filter((l) => l.g === 'income');
    put('Income', null, { bold: true });
    for (const l of inc) put(l.label, lineVals(l), { indent: 1 });
    const incT = groupVals(inc);
    put('Total income', incT, { bold: true, top: true });
    r++;
    put('Expenses', null, { bold: true });
    const exp = [];
    for (const g of HL.groups.slice(1)) {
      const ls = HL.lines.filter((l) => l.g === g.g);
      put(g.title, null, { italic: true, indent: 1 });
      for (const l of ls) put(l.label, lineVals(l), { indent: 2 });
      put(g.total, groupVals(ls), { bold: true, indent: 1, top: true });
      exp.push(...ls);
    }
    const expT = groupVals(exp);
    put('Total expenses', expT, { bold: true, top: true });
    r++;
    put('Net surplus / (deficit)', incT.map((v, k) => v - expT[k]), { bold: true, top: true });
    r++;
    const notes = {
      5: 'Note: June tuition shows a net refund (withdrawals after the mid-year concert).',
      7: 'Note: the second council grant instalment was received in August (budgeted July).',
      9: 'Note: figures for October are subject to month-end accruals.',
    };
    if (notes[m]) { ws.getCell(`A${r}`).value = notes[m]; ws.getCell(`A${r}`).font = { italic: true, size: 9 }; }
  }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ annual budget with quarterly columns and merged headers
async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.created = wb.modified = new Date(Date.UTC(2026, 10, 12));
  const ws = wb.addWorksheet('Budget 2026');
  ws.columns = [{ width: 40 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 15 }, { width: 46 }];
  ws.getCell('A1').value = HL.name; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Annual Budget 2026';
  ws.getCell('A3').value = 'Approved by the Board of Trustees on 9 December 2025';
  ws.getCell('A4').value = 'All figures NZ$, GST exclusive';
  ws.mergeCells('A6:A7'); ws.getCell('A6').value = 'Budget line';
  ws.mergeCells('B6:E6'); ws.getCell('B6').value = 'Quarter';
  ws.mergeCells('F6:F7'); ws.getCell('F6').value = 'Full year 2026';
  ws.mergeCells('G6:G7'); ws.getCell('G6').value = 'Notes';
  ['Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q3 (Jul–Sep)', 'Q4 (Oct–Dec)'].forEach((t, i) => { ws.getRow(7).getCell(i + 2).value = t; });
  for (const a of ['A6', 'B6', 'F6', 'G6', 'B7', 'C7', 'D7', 'E7']) {
    const c = ws.getCell(a); c.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
    c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
  }
  const notes = {
    gtf: 'Includes Southern Lights Community Foundation $90,000 (instalments 1 and 2)',
    council: 'Two instalments, January and July',
    tuition: 'Invoiced each school term',
    tickets: 'Five public concerts',
    salaries: 'Includes 3% increase from 1 July; casual crew in concert months',
    travel: 'Regional tour, July school holidays',
    insurance: 'Annual premium paid January',
  };
  const FMT = '#,##0;-#,##0;"–"';
  let r = 8;
  const rowsOf = {};
  const put = (label, qs, { bold = false, note = '', formulaRows = null, indent = 0 } = {}) => {
    const R = ws.getRow(r);
    R.getCell(1).value = label; R.getCell(1).font = { bold };
    if (indent) R.getCell(1).alignment = { indent };
    if (qs) {
      qs.forEach((v, i) => {
        const c = R.getCell(i + 2);
        const col = String.fromCharCode(66 + i);
        c.value = formulaRows ? F(formulaRows(col), v) : v;
        c.numFmt = FMT; c.font = { bold };
      });
      const fy = sum(qs);
      R.getCell(6).value = F(`SUM(B${r}:E${r})`, fy); R.getCell(6).numFmt = FMT; R.getCell(6).font = { bold: true };
    }
    if (note) { R.getCell(7).value = note; R.getCell(7).font = { italic: true, size: 9 }; }
    return r++;
  };
  const q = (l) => [0, 1, 2, 3].map((k) => sum(l.budget.slice(k * 3, k * 3 + 3)));
  const qsum = (ls) => [0, 1, 2, 3].map((k) => sum(ls.map((l) => q(l)[k])));
  put('INCOME', null, { bold: true });
  const inc = HL.lines.filter((l) => l.g === 'income');
  const incRows = inc.map((l) => put(l.blabel, q(l), { note: notes[l.key] ?? '', indent: 1 }));
  const incTotRow = put('Total income', qsum(inc), { bold: true, formulaRows: (c) => `SUM(${c}${incRows[0]}:${c}${incRows.at(-1)})` });
  r++;
  put('EXPENDITURE', null, { bold: true });
  const subRows = [];
  for (const g of HL.groups.slice(1)) {
    const ls = HL.lines.filter((l) => l.g === g.g);
    put(g.title, null, { bold: false, indent: 1 });
    const rr = ls.map((l) => put(l.blabel, q(l), { note: notes[l.key] ?? '', indent: 2 }));
    subRows.push(put(`Subtotal – ${g.title.toLowerCase()}`, qsum(ls), { bold: true, indent: 1, formulaRows: (c) => `SUM(${c}${rr[0]}:${c}${rr.at(-1)})` }));
  }
  const exp = HL.lines.filter((l) => l.g !== 'income');
  const expTotRow = put('Total expenditure', qsum(exp), { bold: true, formulaRows: (c) => subRows.map((x) => `${c}${x}`).join('+') });
  r++;
  put('Net surplus / (deficit)', qsum(inc).map((v, k) => v - qsum(exp)[k]), { bold: true, formulaRows: (c) => `${c}${incTotRow}-${c}${expTotRow}` });
  r += 2;
  ws.getCell(`A${r}`).value = 'Quarterly figures are the sum of the monthly phasing used in the management accounts.';
  ws.getCell(`A${r}`).font = { italic: true, size: 9 };

  const as = wb.addWorksheet('Assumptions');
  as.getColumn(1).width = 60; as.getColumn(2).width = 18;
  const A = [
    ['Assumption', 'Value'],
    ['Enrolled young musicians (all ensembles)', 142],
    ['Tuition fee per student per term (NZ$)', 310],
    ['School terms invoiced', 4],
    ['Public concerts planned', 5],
    ['Salary increase from 1 July 2026', '3%'],
    ['Employer KiwiSaver contribution rate', '3%'],
  ];
  A.forEach((x, i) => { as.getRow(i + 1).values = x; if (!i) as.getRow(1).font = { bold: true }; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ performance report (NZ Tier 3 style)
async function performanceReport(file) {
  const P = HL.perf;
  const { doc, done } = newPdf(file, { title: 'Performance Report 2025' });
  const L = 60, W = 492;
  // page 1: cover + entity information
  doc.font('B').fontSize(18).text(HL.name, L, 90, { width: W, align: 'center' });
  doc.font('R').fontSize(14).text('Performance Report', L, 120, { width: W, align: 'center' });
  doc.fontSize(11).text('For the year ended 31 December 2025', L, 142, { width: W, align: 'center' });
  let y = 200;
  doc.font('B').fontSize(13).text('Entity Information', L, y); y += 24;
  const info = [
    ['Legal name of entity', HL.name],
    ['Type of entity and legal basis', 'Charitable trust, incorporated under the Charitable Trusts Act 1957 and registered under the Charities Act 2005'],
    ['Registration number', HL.regNo],
    ["Entity's purpose or mission", 'To give young people in the Wellington region the chance to learn, rehearse and perform orchestral music, regardless of their family\'s means.'],
    ['Entity structure', 'Governed by a board of six trustees. Day-to-day operations are led by the General Manager and the Music Director.'],
    ['Main sources of cash and resources', 'Grants from trusts, foundations and Wellington City Council; member tuition fees; concert ticket sales; donations.'],
    ['Main methods used to raise funds', 'Grant applications, an annual donor appeal and a fundraising concert.'],
    ['Reliance on volunteers and donated goods or services', 'Around 60 parent volunteers help with rehearsals, concerts and the annual tour.'],
    ['Reporting date', '31 December 2025'],
  ];
  for (const [k, v] of info) {
    doc.font('B').fontSize(9.5).text(k, L, y, { width: 170 });
    const h1 = doc.y;
    doc.font('R').fontSize(9.5).text(v, L + 185, y, { width: W - 185 });
    y = Math.max(h1, doc.y) + 8;
  }

  // page 2: statement of service performance
  doc.addPage();
  doc.font('B').fontSize(13).text('Statement of Service Performance', L, 60);
  doc.font('R').fontSize(10).text('For the year ended 31 December 2025', L, 80);
  y = 105;
  y = para(doc, 'Description of the entity\'s outcomes: more young people in the region playing in an orchestra, and more school students hearing live orchestral music.', L, y, { width: W, size: 9.5 });
  y += 6;
  const sc = [{ x: L, w: 300 }, { x: L + 330, w: 70, align: 'right' }, { x: L + 420, w: 70, align: 'right' }];
  row(doc, y, sc, ['Description and quantification of the entity\'s outputs', 'This year', 'Last year'], { font: 'B' }); y += 16;
  rule(doc, L, L + W, y - 3);
  for (const [d, a, b] of P.service) { row(doc, y, sc, [d, comma(a), comma(b)]); y += 16; }

  // page 3: statement of financial performance
  doc.addPage();
  doc.font('B').fontSize(13).text('Statement of Financial Performance', L, 60);
  doc.font('R').fontSize(10).text('"How was it funded?" and "What did it cost?"', L, 80);
  doc.text('For the year ended 31 December 2025', L, 95);
  const cols = [{ x: L, w: 300 }, { x: L + 305, w: 35, align: 'center' }, { x: L + 350, w: 65, align: 'right' }, { x: L + 425, w: 65, align: 'right' }];
  y = 125;
  row(doc, y, cols, ['', 'Note', 'This year', 'Last year'], { font: 'B' }); y += 13;
  row(doc, y, cols, ['', '', '$', '$'], { font: 'B' }); y += 16;
  rule(doc, L, L + W, y - 3);
  row(doc, y, cols, ['Revenue'], { font: 'B' }); y += 16;
  for (const s of P.revenue) { row(doc, y, cols, [s.cat, '1', acct(s.ty), acct(s.ly)]); y += 15; }
  rule(doc, L + 350, L + W, y - 2);
  row(doc, y, cols, ['Total revenue', '', acct(P.revTy), acct(P.revLy)], { font: 'B' }); y += 24;
  row(doc, y, cols, ['Expenses'], { font: 'B' }); y += 16;
  for (const s of P.expenses) { row(doc, y, cols, [s.cat, '2', acct(s.ty), acct(s.ly)]); y += 15; }
  rule(doc, L + 350, L + W, y - 2);
  row(doc, y, cols, ['Total expenses', '', acct(P.expTy), acct(P.expLy)], { font: 'B' }); y += 24;
  rule(doc, L + 350, L + W, y - 2);
  row(doc, y, cols, ['Surplus/(Deficit) for the year', '', acct(P.surTy), acct(P.surLy)], { font: 'B' }); y += 14;
  rule(doc, L + 350, L + W, y); rule(doc, L + 350, L + W, y + 2);
  y += 20;
  para(doc, 'This statement should be read in conjunction with the notes to the performance report.', L, y, { width: W, size: 8.5, font: 'I' });

  // page 4: statement of financial position
  doc.addPage();
  const pos = P.position;
  doc.font('B').fontSize(13).text('Statement of Financial Position', L, 60);
  doc.font('R').fontSize(10).text('"What the entity owns?" and "What the entity owes?"', L, 80);
  doc.text('As at 31 December 2025', L, 95);
  y = 125;
  row(doc, y, cols, ['', 'Note', 'This year', 'Last year'], { font: 'B' }); y += 13;
  row(doc, y, cols, ['', '', '$', '$'], { font: 'B' }); y += 16;
  rule(doc, L, L + W, y - 3);
  const block = (title, rows, totLabel, t1, t2) => {
    row(doc, y, cols, [title], { font: 'B' }); y += 15;
    for (const [k, a, b] of rows) { row(doc, y, cols, [k, '', acct(a), acct(b)]); y += 15; }
    rule(doc, L + 350, L + W, y - 2);
    row(doc, y, cols, [totLabel, '', acct(t1), acct(t2)], { font: 'B' }); y += 22;
  };
  row(doc, y, cols, ['Assets'], { font: 'B', size: 10.5 }); y += 17;
  block('Current assets', pos.current, 'Total current assets', pos.ca1, pos.ca2);
  block('Non-current assets', pos.noncurrent, 'Total non-current assets', pos.nca1, pos.nca2);
  row(doc, y, cols, ['Total assets', '', acct(pos.ta1), acct(pos.ta2)], { font: 'B' }); y += 24;
  row(doc, y, cols, ['Liabilities'], { font: 'B', size: 10.5 }); y += 17;
  block('Current liabilities', pos.curLiab, 'Total current liabilities', pos.cl1, pos.cl2);
  row(doc, y, cols, ['Total liabilities', '', acct(pos.tl1), acct(pos.tl2)], { font: 'B' }); y += 24;
  rule(doc, L + 350, L + W, y - 2);
  row(doc, y, cols, ['Total assets less total liabilities (Net assets)', '', acct(pos.funds25), acct(pos.funds24)], { font: 'B' }); y += 26;
  row(doc, y, cols, ['Accumulated funds'], { font: 'B' }); y += 15;
  row(doc, y, cols, ['Accumulated surpluses', '3', acct(pos.funds25), acct(pos.funds24)]); y += 15;
  rule(doc, L + 350, L + W, y - 2);
  row(doc, y, cols, ['Total accumulated funds', '', acct(pos.funds25), acct(pos.funds24)], { font: 'B' }); y += 14;
  rule(doc, L + 350, L + W, y); rule(doc, L + 350, L + W, y + 2);

  // page 5-6: notes
  doc.addPage();
  doc.font('B').fontSize(13).text('Notes to the Performance Report', L, 60);
  doc.font('R').fontSize(10).text('For the year ended 31 December 2025', L, 80);
  y = 105;
  const ncols = [{ x: L, w: 300 }, { x: L + 350, w: 65, align: 'right' }, { x: L + 425, w: 65, align: 'right' }];
  const noteTable = (title, sections) => {
    doc.font('B').fontSize(10.5).text(title, L, y); y += 18;
    row(doc, y, ncols, ['', 'This year', 'Last year'], { font: 'B' }); y += 15;
    for (const s of sections) {
      row(doc, y, ncols, [s.cat], { font: 'B', size: 9 }); y += 14;
      for (const [k, a, b] of s.items) { row(doc, y, [{ x: L + 12, w: 290 }, ncols[1], ncols[2]], [k, acct(a), acct(b)], { size: 9 }); y += 13; }
      rule(doc, L + 350, L + W, y - 1);
      row(doc, y, ncols, ['Total', acct(s.ty), acct(s.ly)], { font: 'B', size: 9 }); y += 19;
    }
  };
  noteTable('Note 1: Analysis of revenue', P.revenue);
  doc.addPage(); y = 60;
  noteTable('Note 2: Analysis of expenses', P.expenses);
  doc.font('B').fontSize(10.5).text('Note 3: Accumulated funds', L, y); y += 18;
  row(doc, y, ncols, ['', 'This year', 'Last year'], { font: 'B' }); y += 15;
  row(doc, y, ncols, ['Opening balance', acct(pos.funds24), acct(pos.opening24)], { size: 9 }); y += 13;
  row(doc, y, ncols, ['Surplus/(Deficit) for the year', acct(P.surTy), acct(P.surLy)], { size: 9 }); y += 13;
  rule(doc, L + 350, L + W, y - 1);
  row(doc, y, ncols, ['Closing balance', acct(pos.funds25), acct(pos.funds24)], { font: 'B', size: 9 }); y += 24;
  doc.font('B').fontSize(10.5).text('Note 4: Events after the balance date', L, y); y += 16;
  y = para(doc, 'On 14 January 2026 the Trust signed a funding agreement with Southern Lights Community Foundation for its Schools Outreach Programme 2026. There were no other events after the balance date that would affect this performance report.', L, y, { width: W, size: 9 });
  doc.font('B').fontSize(10.5).text('Note 5: Basis of preparation', L, y + 6); y = doc.y + 4;
  para(doc, 'The Trust has elected to apply PBE SFR-A (NFP) Public Benefit Entity Simple Format Reporting - Accrual (Not-For-Profit). All transactions are reported using the accrual basis of accounting. The performance report is prepared on a GST-exclusive basis.', L, y, { width: W, size: 9 });
  doc.end();
  await done;
}

// ------------------------------------------------------------ funding agreement (text PDF)
async function agreement(file) {
  const A = HL.agreement;
  const d = ([y, m, dd]) => `${dd} ${MONTHS[m - 1]} ${y}`;
  const { doc, done } = newPdf(file, { title: `Funding Agreement ${A.number}`, serif: true });
  const L = 66, W = 480;
  doc.font('B').fontSize(15).text('FUNDING AGREEMENT', L, 70, { width: W, align: 'center' });
  doc.font('R').fontSize(10).text(`Agreement No. ${A.number}`, L, 92, { width: W, align: 'center' });
  let y = 125;
  y = para(doc, `This Agreement is made on ${d(A.signed)}`, L, y, { width: W });
  y = para(doc, `BETWEEN ${A.funder}, a charitable trust based in Dunedin ("the Funder")`, L, y, { width: W });
  y = para(doc, `AND ${HL.name}, registered charity ${HL.regNo}, of Wellington ("the Recipient").`, L, y, { width: W, gap: 14 });
  const clause = (n, title, body) => {
    doc.font('B').fontSize(10.5).text(`${n}. ${title}`, L, y); y = doc.y + 3;
    for (const b of body) y = para(doc, b, L + 14, y, { width: W - 14, size: 10 });
    y += 4;
  };
  clause(1, 'The Grant', [
    `1.1 The Funder agrees to grant the Recipient a total of NZ$${comma(A.grant)} (the "Grant") for the ${A.project} (the "Project"), as described in the Recipient's application dated 3 October 2025.`,
    '1.2 The Grant is exclusive of GST. If the Recipient is registered for GST, the Funder will pay GST in addition to each instalment on receipt of a valid tax invoice.',
  ]);
  clause(2, 'Term', [`2.1 The Project will run from ${d(A.term[0])} to ${d(A.term[1])} (the "Term").`]);
  clause(3, 'Payment', [
    '3.1 The Grant will be paid in three instalments as set out in Schedule 1, subject to the Recipient meeting the reporting requirements in clause 4.',
    '3.2 The Funder may withhold any instalment while a report is overdue.',
  ]);
  clause(4, 'Reporting', [
    `4.1 The Recipient will provide an interim report on progress and spending by ${d(A.interimReportDue)}.`,
    `4.2 The Recipient will provide a final report, including a statement of how the Grant was spent, by ${d(A.finalReportDue)}.`,
  ]);
  clause(5, 'Use of funds', [
    '5.1 The Grant must be used only for the Project and in line with the approved budget in Schedule 2. Moving more than 15% of any budget line to another line requires the Funder\'s written approval.',
    `5.2 No more than ${A.adminCapPct}% of the Grant may be applied to administration costs.`,
    `5.3 Any unspent funds over NZ$${comma(A.refundThreshold)} at the end of the Term must be returned to the Funder within 30 days of the final report, unless the Funder agrees otherwise in writing.`,
  ]);
  clause(6, 'Acknowledgement', ['6.1 The Recipient will acknowledge the Funder\'s support in concert programmes, on its website and in school workshop materials.']);

  doc.addPage();
  y = 70;
  doc.font('B').fontSize(12).text('Schedule 1 – Payment schedule', L, y); y += 24;
  const sc = [{ x: L, w: 60 }, { x: L + 62, w: 230 }, { x: L + 300, w: 95 }, { x: L + 400, w: 80, align: 'right' }];
  row(doc, y, sc, ['Instalment', 'Condition', 'Payment date', 'Amount (NZ$)'], { font: 'B', size: 9.5 }); y += 16;
  rule(doc, L, L + W, y - 3);
  for (const i of A.instalments) {
    doc.font('R').fontSize(9.5);
    const h = doc.heightOfString(i.trigger, { width: 230 });
    row(doc, y, sc, [String(i.n), null, d(i.due), comma(i.amount)]);
    doc.text(i.trigger, L + 62, y, { width: 230 });
    y += Math.max(h, 12) + 8;
  }
  rule(doc, L, L + W, y - 3);
  row(doc, y, sc, ['Total', '', '', comma(A.grant)], { font: 'B' }); y += 40;

  doc.font('B').fontSize(12).text('Schedule 2 – Approved Project budget', L, y); y += 24;
  const bc = [{ x: L, w: 300 }, { x: L + 400, w: 80, align: 'right' }];
  row(doc, y, bc, ['Budget line', 'NZ$'], { font: 'B' }); y += 16;
  rule(doc, L, L + W, y - 3);
  for (const [k, v] of A.budget) { row(doc, y, bc, [k, comma(v)]); y += 15; }
  rule(doc, L, L + W, y - 3);
  row(doc, y, bc, ['Total', comma(A.grant)], { font: 'B' }); y += 50;

  doc.font('B').fontSize(11).text('Signed', L, y); y += 20;
  row(doc, y, [{ x: L, w: 220 }, { x: L + 250, w: 230 }], [`for ${A.funder}`, `for ${HL.name}`], { size: 9.5 }); y += 30;
  row(doc, y, [{ x: L, w: 220 }, { x: L + 250, w: 230 }], ['Chief Executive', 'Chair, Board of Trustees'], { size: 9.5 }); y += 14;
  row(doc, y, [{ x: L, w: 220 }, { x: L + 250, w: 230 }], [`Date: ${d(A.signed)}`, 'Date: 16 January 2026'], { size: 9.5 });
  doc.end();
  await done;
}

// ------------------------------------------------------------ payroll summary csv
function payroll(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const m2 = (n) => comma(n, 2);
  const lines = [
    HL.name,
    'Payroll summary by role',
    'Pay period: 01/01/2026 to 31/10/2026',
    'Generated: 03/11/2026',
    '',
    ['Role', 'Employment type', 'FTE', 'KiwiSaver member', 'Gross earnings', 'Employer KiwiSaver', 'Total employer cost'].join(','),
  ];
  for (const r of HL.roles) {
    lines.push([q(r.role), r.type, r.fte === null ? '' : r.fte.toFixed(1), r.ks ? 'Yes' : 'No', q(m2(r.grossYtd)), q(m2(r.kiwiYtd)), q(m2(r.costYtd))].join(','));
  }
  const t = (f) => sum(HL.roles.map(f));
  lines.push(['Total', '', t((r) => r.fte ?? 0).toFixed(1), '', q(m2(t((r) => r.grossYtd))), q(m2(t((r) => r.kiwiYtd))), q(m2(t((r) => r.costYtd)))].join(','));
  lines.push('');
  lines.push('"Employer KiwiSaver at 3% of gross earnings for members. Casual crew paid per event; FTE not applicable."');
  lines.push('"Salary roles received a 3% increase from 1 July 2026."');
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------ photographed invoice
async function invoice(file) {
  const I = HL.invoice;
  const d = ([y, m, dd]) => `${String(dd).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
  const lines = [
    { t: I.supplier, size: 40, bold: true },
    { t: '17 Cuba Street, Te Aro, Wellington 6011', size: 22 },
    { t: `GST No: ${I.gstNo}`, size: 22 },
    { gap: 18 },
    { t: 'TAX INVOICE', size: 34, bold: true },
    { gap: 8 },
    { cols: [`Invoice No: ${I.number}`, `Date: ${d(I.date)}`], size: 24 },
    { cols: [`Bill to: ${HL.name}`], size: 22 },
    { cols: ['Ref: Orchestra instruments - August'], size: 22 },
    { gap: 14 },
    { cols: ['Description', 'Qty', 'Unit', 'Amount'], size: 24, bold: true, table: true },
    { rule: true },
    ...I.lines.map(([desc, qty, unit]) => ({ cols: [desc, String(qty), comma(unit, 2), comma(qty * unit, 2)], size: 24, table: true })),
    { rule: true },
    { cols: ['', '', 'Subtotal (excl GST)', comma(I.subtotal, 2)], size: 24, table: true },
    { cols: ['', '', 'GST 15%', comma(I.gst, 2)], size: 24, table: true },
    { cols: ['', '', 'TOTAL NZD (incl GST)', comma(I.total, 2)], size: 27, bold: true, table: true },
    { gap: 24 },
    { t: `Payment due: ${d(I.due)}`, size: 24 },
    { t: 'Direct credit to 01-0505-0123456-00. Please quote the invoice number.', size: 20 },
    { t: 'Thank you for supporting live music!', size: 20 },
  ];
  await photoDocument(file, lines, { width: 1240, height: 1120, angle: 1.6, seed: 812, format: 'jpeg', tableX: [60, 690, 790, 1150] });
}

export async function renderHarbourlight(root) {
  const p = (k) => path.join(root, HL.docs[k]);
  fs.mkdirSync(path.dirname(p('mgmt')), { recursive: true });
  await managementAccounts(p('mgmt'));
  await budget(p('budget'));
  await performanceReport(p('perf'));
  await agreement(p('agreement'));
  payroll(p('payroll'));
  await invoice(p('invoice'));
}
