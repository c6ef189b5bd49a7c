// Generates the Cedar Valley Community Health documents from data.mjs
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { cedar as C } from './data.mjs';
import { FILES as ALLFILES } from './files.mjs';
import { out, csvLine, fmt, wrap, receiptImage } from './util.mjs';

const ORG = 'cedar';
const FILES = ALLFILES.cedar;

// ---------------------------------------------------------------- monthly actuals workbook
async function monthly() {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'D. Alvarez';
  const NUM = '#,##0;(#,##0);"-"';
  const sheet = (name, title, data, { dateHeaders }) => {
    const ws = wb.addWorksheet(name);
    ws.columns = [{ width: 8 }, { width: 42 }, ...C.months.map(() => ({ width: 12 })), { width: 14 }];
    ws.getCell('A1').value = 'Cedar Valley Community Health';
    ws.getCell('A1').font = { bold: true, size: 14 };
    ws.getCell('A2').value = title;
    ws.getCell('A2').font = { bold: true };
    ws.getCell('A3').value = 'For the nine months ended September 30, 2025 (unaudited)';
    ws.getCell('A4').value = 'Prepared by: D. Alvarez, Controller | Run date 10/14/2025';
    ws.getCell('A4').font = { italic: true, size: 9 };
    let hdr = 6;
    if (!dateHeaders) {
      // two-level header: year over three-letter months
      ws.getCell('C6').value = '2025';
      ws.mergeCells('C6:K6');
      ws.getCell('C6').alignment = { horizontal: 'center' };
      ws.getCell('L6').value = 'Year to date';
      ws.getRow(6).font = { bold: true };
      hdr = 7;
    }
    const H = ws.getRow(hdr);
    H.getCell(1).value = dateHeaders ? 'Acct #' : 'Acct';
    H.getCell(2).value = dateHeaders ? 'Account' : 'Description';
    C.months.forEach((m, i) => {
      const c = H.getCell(3 + i);
      if (dateHeaders) { c.value = new Date(Date.UTC(2025, i, 1)); c.numFmt = 'mmm-yy'; } else c.value = m.toUpperCase();
      c.alignment = { horizontal: 'right' };
    });
    H.getCell(12).value = dateHeaders ? 'YTD Total' : 'Total';
    H.getCell(12).alignment = { horizontal: 'right' };
    H.font = { bold: true };
    H.eachCell((c) => { c.border = { bottom: { style: 'thin' } }; });
    let r = hdr + 1;
    const col = (i) => String.fromCharCode(67 + i); // C..K
    const block = (label, accts, totalLabel) => {
      ws.getCell(`B${r}`).value = label; ws.getCell(`B${r}`).font = { bold: true }; r++;
      const first = r;
      for (const a of accts) {
        const R = ws.getRow(r);
        R.getCell(1).value = a.acct;
        R.getCell(2).value = a.name;
        a.v.forEach((x, i) => { R.getCell(3 + i).value = x; });
        R.getCell(12).value = { formula: `SUM(C${r}:K${r})`, result: a.ytd };
        r++;
      }
      const last = r - 1;
      const R = ws.getRow(r);
      R.getCell(2).value = totalLabel;
      C.months.forEach((_, i) => { R.getCell(3 + i).value = { formula: `SUM(${col(i)}${first}:${col(i)}${last})`, result: accts.reduce((s, a) => s + a.v[i], 0) }; });
      R.getCell(12).value = { formula: `SUM(L${first}:L${last})`, result: accts.reduce((s, a) => s + a.ytd, 0) };
      R.font = { bold: true };
      for (let c = 3; c <= 12; c++) R.getCell(c).border = { top: { style: 'thin' } };
      const tr = r;
      r += 2;
      return tr;
    };
    const tr = block('REVENUE', data.revenue, 'Total Revenue');
    const te = block('EXPENSES', data.expense, 'Total Expenses');
    const R = ws.getRow(r);
    R.getCell(2).value = dateHeaders ? 'Net Operating Surplus (Deficit)' : 'Net Change - Restricted';
    C.months.forEach((_, i) => { R.getCell(3 + i).value = { formula: `${col(i)}${tr}-${col(i)}${te}`, result: data.net[i] }; });
    R.getCell(12).value = { formula: `L${tr}-L${te}`, result: data.net.reduce((s, x) => s + x, 0) };
    R.font = { bold: true };
    for (let c = 3; c <= 12; c++) R.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
    for (let rr = hdr + 1; rr <= r; rr++) for (let c = 3; c <= 12; c++) ws.getRow(rr).getCell(c).numFmt = NUM;
    r += 2;
    return { ws, r };
  };
  const a = sheet('Operating', 'Monthly Statement of Activities - Operating (Unrestricted)', C.actuals.op, { dateHeaders: true });
  ['Notes:', 'Special events are shown net of direct event costs (May: Spring Gala; September: Cedar Valley 5K).',
    'Gain on sale of equipment: disposal of the 2016 mobile clinic van in May.',
    'Rent increased to $18,995/month from July 1, 2025 under the lease escalation clause.'].forEach((t) => { a.ws.getCell(`A${a.r}`).value = t; a.r++; });
  const b = sheet('Restricted', 'Monthly Statement of Activities - Restricted Programs (grant funded)', C.actuals.rest, { dateHeaders: false });
  ['Notes:', 'Foundation grants: January - Pinecrest Health Fund (final installment); July - Ridgeline Wellness Foundation, installment 1 of 3.',
    'Subawards are paid quarterly to Eastside Family Resource Center.'].forEach((t) => { b.ws.getCell(`A${b.r}`).value = t; b.r++; });
  await wb.xlsx.writeFile(out(ORG, FILES.monthly));
}

// ---------------------------------------------------------------- budget vs actual CSV
function bva() {
  const B = C.bva;
  const num = (n, { dollar = false } = {}) => (n === 0 ? '—' : `${dollar ? '$ ' : ''}${fmt(n)}`);
  const pct = (p) => (p === null ? 'n/a' : p < 0 ? `(${Math.abs(p).toFixed(1)})%` : `${p.toFixed(1)}%`);
  const L = [
    csvLine(['Cedar Valley Community Health']),
    csvLine(['Budget vs. Actual - Year to Date through September 30, 2025']),
    csvLine(['All funds (operating and restricted). Unaudited.']),
    '',
    csvLine(['Account', 'FY25 Budget', 'FY25 Budget YTD', 'FY25 Actual YTD', '$ Var', '% Var']),
  ];
  const row = (r, dollar = false) => csvLine([r.name, num(r.annual, { dollar }), num(r.budget, { dollar }), num(r.actual, { dollar }), num(r.dvar, { dollar }), pct(r.pvar)]);
  L.push(csvLine(['REVENUE', '', '', '', '', '']));
  for (const r of B.rows.filter((x) => x.type === 'rev')) L.push(row(r));
  L.push(row({ name: 'Total revenue', ...B.rev }, true));
  L.push('');
  L.push(csvLine(['EXPENSES', '', '', '', '', '']));
  for (const r of B.rows.filter((x) => x.type === 'exp')) L.push(row(r));
  L.push(row({ name: 'Total expenses', ...B.exp }, true));
  L.push('');
  L.push(row({ name: 'Change in net assets', ...B.net }, true));
  L.push('');
  L.push(csvLine(['FY25 Budget = board-approved annual budget (approved 11/19/2024). Budget YTD = 9/12 of the annual budget.']));
  L.push(csvLine(['$ Var = Actual YTD less Budget YTD; % Var = $ Var / Budget YTD. On expense lines a positive variance is spending over budget.']));
  L.push(csvLine(['(1) Sale of the 2016 mobile clinic van; not budgeted.']));
  L.push(csvLine(['Prepared by D. Alvarez, Controller, 10/14/2025']));
  fs.writeFileSync(out(ORG, FILES.bva), L.join('\n') + '\n');
}

// ---------------------------------------------------------------- Form 990 long table
export function f990Rows() {
  const rows = [];
  const add = (part, line, column, description, key) => rows.push({ part, line, column, description, key });
  add('Part I', '1', '', 'Briefly describe the organization\'s mission or most significant activities', 'mission');
  add('Part I', '3', '', 'Number of voting members of the governing body', 'p1_3');
  add('Part I', '5', '', 'Total number of individuals employed in calendar year', 'p1_5');
  add('Part I', '6', '', 'Total number of volunteers (estimate if necessary)', 'p1_6');
  add('Part I', '8', 'Current Year', 'Contributions and grants (Part VIII, line 1h)', 'l8');
  add('Part I', '9', 'Current Year', 'Program service revenue (Part VIII, line 2g)', 'l9');
  add('Part I', '10', 'Current Year', 'Investment income (Part VIII, column (A), lines 3, 4, and 7d)', 'l10');
  add('Part I', '11', 'Current Year', 'Other revenue (Part VIII, column (A), lines 5, 6d, 8c, 9c, 10c, and 11e)', 'l11');
  add('Part I', '12', 'Current Year', 'Total revenue - add lines 8 through 11', 'l12');
  add('Part I', '13', 'Current Year', 'Grants and similar amounts paid (Part IX, column (A), lines 1-3)', 'l13');
  add('Part I', '14', 'Current Year', 'Benefits paid to or for members (Part IX, column (A), line 4)', 'l14');
  add('Part I', '15', 'Current Year', 'Salaries, other compensation, employee benefits (Part IX, column (A), lines 5-10)', 'l15');
  add('Part I', '16a', 'Current Year', 'Professional fundraising fees (Part IX, column (A), line 11e)', 'l16a');
  add('Part I', '16b', '', 'Total fundraising expenses (Part IX, column (D), line 25)', 'l16b');
  add('Part I', '17', 'Current Year', 'Other expenses (Part IX, column (A), lines 11a-11d, 11f-24e)', 'l17');
  add('Part I', '18', 'Current Year', 'Total expenses. Add lines 13-17 (must equal Part IX, column (A), line 25)', 'l18');
  add('Part I', '19', 'Current Year', 'Revenue less expenses. Subtract line 18 from line 12', 'l19');
  add('Part I', '20', 'End of Year', 'Total assets (Part X, line 16)', 'l20');
  add('Part I', '21', 'End of Year', 'Total liabilities (Part X, line 26)', 'l21');
  add('Part I', '22', 'Beginning of Current Year', 'Net assets or fund balances', 'naBoy');
  add('Part I', '22', 'End of Year', 'Net assets or fund balances', 'l22');
  add('Part VIII', '1e', '(A) Total revenue', 'Government grants (contributions)', 'p8_1e');
  add('Part VIII', '1f', '(A) Total revenue', 'All other contributions, gifts, grants, and similar amounts not included above', 'p8_1f');
  add('Part VIII', '1h', '(A) Total revenue', 'Total. Add lines 1a-1f', 'p8_1h');
  add('Part VIII', '2a', '(A) Total revenue', 'Patient service revenue - Medicaid', 'p8_2a');
  add('Part VIII', '2b', '(A) Total revenue', 'Patient service revenue - Medicare', 'p8_2b');
  add('Part VIII', '2c', '(A) Total revenue', 'Patient service revenue - private insurance', 'p8_2c');
  add('Part VIII', '2d', '(A) Total revenue', 'Patient fees - sliding fee scale', 'p8_2d');
  add('Part VIII', '2g', '(A) Total revenue', 'Total. Add lines 2a-2f', 'p8_2g');
  const ix = [
    ['1', 'Grants and other assistance to domestic organizations and domestic governments'],
    ['5', 'Compensation of current officers, directors, trustees, and key employees'],
    ['7', 'Other salaries and wages'], ['8', 'Pension plan accruals and contributions'], ['9', 'Other employee benefits'],
    ['10', 'Payroll taxes'], ['11b', 'Fees for services (nonemployees): Legal'], ['11c', 'Fees for services (nonemployees): Accounting'],
    ['11g', 'Fees for services (nonemployees): Other'], ['13', 'Office expenses'], ['14', 'Information technology'], ['16', 'Occupancy'],
    ['17', 'Travel'], ['19', 'Conferences, conventions, and meetings'], ['22', 'Depreciation, depletion, and amortization'], ['23', 'Insurance'],
    ['24a', 'Other expenses: Medical supplies'], ['24b', 'Other expenses: Pharmaceuticals'], ['24c', 'Other expenses: Outreach and client assistance'],
    ['24e', 'All other expenses'],
  ];
  for (const [l, d] of ix) add('Part IX', l, '(A) Total expenses', d, `ix:${l}`);
  add('Part IX', '25', '(A) Total expenses', 'Total functional expenses', 'colA');
  add('Part IX', '25', '(B) Program service expenses', 'Total functional expenses', 'colB');
  add('Part IX', '25', '(C) Management and general expenses', 'Total functional expenses', 'colC');
  add('Part IX', '25', '(D) Fundraising expenses', 'Total functional expenses', 'colD');
  add('Part X', '1', '(B) End of year', 'Cash - non-interest-bearing', 'cash');
  add('Part X', '16', '(B) End of year', 'Total assets', 'ta');
  add('Part X', '26', '(B) End of year', 'Total liabilities', 'tl');
  return rows;
}
export const mission = 'Cedar Valley Community Health provides affordable primary care, behavioral health and community health worker services to residents of the Cedar Valley regardless of ability to pay.';
export function f990Value(year, key) {
  const d = C.f990[year];
  if (key === 'mission') return mission;
  if (key.startsWith('ix:')) return d.ix[key.slice(3)];
  if (key === 'tl') return d.l21;
  return d[key];
}
function f990() {
  const L = [csvLine(['tax_year', 'form', 'part', 'line_number', 'column', 'description', 'value'])];
  // rows interleaved by line, both years adjacent, as the e-file extract tool outputs them
  for (const r of f990Rows()) for (const y of [2024, 2023]) L.push(csvLine([y, '990', r.part, r.line, r.column, r.description, f990Value(y, r.key)]));
  fs.writeFileSync(out(ORG, FILES.f990), L.join('\n') + '\n');
}

// ---------------------------------------------------------------- auditor's management letter (PDF)
async function audit() {
  const A = C.audit;
  const pdf = await PDFDocument.create();
  pdf.setTitle('Management Letter - year ended December 31, 2024');
  pdf.setAuthor('Hollis & Marsh, CPAs');
  const f = await pdf.embedFont(StandardFonts.TimesRoman);
  const fb = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const fi = await pdf.embedFont(StandardFonts.TimesRomanItalic);
  const hf = await pdf.embedFont(StandardFonts.HelveticaBold);
  const hr = await pdf.embedFont(StandardFonts.Helvetica);
  let page, y;
  const M = 72, W = 612 - 2 * M;
  let pageNo = 0;
  const newPage = () => {
    page = pdf.addPage([612, 792]);
    pageNo++;
    page.drawText('HOLLIS & MARSH, CPAs', { x: M, y: 740, size: 14, font: hf, color: rgb(0.1, 0.25, 0.2) });
    page.drawText('Certified Public Accountants  |  418 Orchard Street, Suite 200, Ashford, OR 97520  |  (541) 555-0142', { x: M, y: 726, size: 8, font: hr, color: rgb(0.3, 0.3, 0.3) });
    page.drawLine({ start: { x: M, y: 718 }, end: { x: 612 - M, y: 718 }, thickness: 0.8, color: rgb(0.1, 0.25, 0.2) });
    page.drawText(`Page ${pageNo}`, { x: 612 - M - 30, y: 40, size: 9, font: f });
    y = 690;
  };
  const para = (t, { font = f, size = 11, after = 10, indent = 0 } = {}) => {
    for (const l of wrap(font, size, t, W - indent)) {
      if (y < 80) newPage();
      page.drawText(l, { x: M + indent, y, size, font });
      y -= size * 1.35;
    }
    y -= after;
  };
  newPage();
  para(A.date, { after: 14 });
  para('To the Board of Directors and Audit & Finance Committee', { after: 0 });
  para('Cedar Valley Community Health', { after: 0 });
  para('Ashford, Oregon', { after: 14 });
  para(`In planning and performing our audit of the financial statements of Cedar Valley Community Health (the "Organization") as of and for the year ended ${A.fye}, in accordance with auditing standards generally accepted in the United States of America and Government Auditing Standards, we considered the Organization's internal control over financial reporting as a basis for designing audit procedures that are appropriate in the circumstances, but not for the purpose of expressing an opinion on the effectiveness of the Organization's internal control.`);
  para('Our consideration of internal control was for the limited purpose described above and was not designed to identify all deficiencies in internal control that might be material weaknesses or significant deficiencies. Given these limitations, during our audit we did not identify any deficiencies in internal control that we consider to be material weaknesses; that is, we noted no material weaknesses. However, we identified one deficiency that we consider to be a significant deficiency and one other matter, described below, together with management\'s responses.');
  para('Finding 2024-001: Reconciliation of patient accounts receivable (significant deficiency)', { font: fb, after: 4 });
  para(`Condition: The patient accounts receivable subsidiary ledger in the practice management system was not reconciled to the general ledger on a timely basis. For ${A.f1LateMonths} of the 12 months tested, the reconciliation was completed more than 60 days after month-end, and at ${A.fye} an unreconciled difference of $${A.f1Unreconciled.toLocaleString('en-US')} remained between the subsidiary ledger and the general ledger.`, { indent: 18, after: 4 });
  para('Recommendation: We recommend that the reconciliation be completed within 30 days of each month-end and reviewed and signed off by the Chief Financial Officer, with reconciling items older than 60 days investigated and resolved.', { indent: 18, after: 4 });
  para(`Management's response: Management agrees with the finding. Beginning with the March 2025 close, the Controller will complete the accounts receivable reconciliation within 30 days of month-end and the Chief Financial Officer will review and sign it. The $${A.f1Unreconciled.toLocaleString('en-US')} difference was traced to duplicate Medicaid remittance postings and was corrected in the February 2025 close.`, { font: fi, indent: 18 });
  para('Finding 2024-002: Supporting documentation for credit card purchases (other matter)', { font: fb, after: 4 });
  para(`Condition: We selected ${A.f2Sampled} credit card transactions for testing. ${A.f2Missing} of the ${A.f2Sampled} transactions, totaling $${A.f2Amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}, were not supported by an itemized receipt, and two of those also lacked a documented business purpose.`, { indent: 18, after: 4 });
  para('Recommendation: We recommend that the Organization enforce its purchasing card policy, requiring itemized receipts and a business purpose to be submitted within 10 days of the statement date.', { indent: 18, after: 4 });
  para('Management\'s response: Management agrees. Effective June 1, 2025, cards will be suspended for any cardholder with receipts outstanding for more than 30 days, and the Controller will review a monthly report of missing documentation.', { font: fi, indent: 18 });
  para('Status of prior-year findings: Finding 2023-001 (payroll change authorization) has been resolved.');
  para('This communication is intended solely for the information and use of management, the Board of Directors, the Audit & Finance Committee, and federal awarding agencies and pass-through entities, and is not intended to be, and should not be, used by anyone other than these specified parties.');
  para('We appreciate the cooperation extended to us by the Organization\'s staff during our audit.', { after: 20 });
  para('Hollis & Marsh, CPAs', { font: fi, after: 0 });
  para('Ashford, Oregon', { after: 0 });
  fs.writeFileSync(out(ORG, FILES.audit), await pdf.save());
}

// ---------------------------------------------------------------- grant agreement (docx)
async function grant() {
  const G = C.grant;
  const usd = (n) => `$${n.toLocaleString('en-US')}`;
  const p = (text, opts = {}) => new Paragraph({ spacing: { after: 140 }, ...opts, children: [new TextRun({ text, ...(opts.run || {}) })] });
  const h = (text) => new Paragraph({ heading: HeadingLevel.HEADING_3, spacing: { before: 200, after: 100 }, children: [new TextRun({ text })] });
  const cell = (text, { bold = false, right = false, w = 4000 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA },
    children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text, bold })] })] });
  const tbl = (head, rows) => new Table({ width: { size: 9000, type: WidthType.DXA }, rows: [
    new TableRow({ tableHeader: true, children: head.map((t, i) => cell(t, { bold: true, right: i > 0 && /Amount|\$/.test(t) })) }),
    ...rows.map((r) => new TableRow({ children: r.map((t, i) => cell(String(t), { bold: /^Total/.test(r[0]), right: i === r.length - 1 && /^\$/.test(String(t)) })) })),
  ] });
  const direct = G.direct;
  const doc = new Document({ creator: 'Ridgeline Wellness Foundation', title: `Grant Agreement ${G.no}`, sections: [{ children: [
    p('RIDGELINE WELLNESS FOUNDATION', { alignment: AlignmentType.CENTER, run: { bold: true, size: 30 } }),
    p('GRANT AGREEMENT', { alignment: AlignmentType.CENTER, run: { bold: true, size: 26 } }),
    p(`Agreement No. ${G.no}`, { alignment: AlignmentType.CENTER }),
    p(`This Grant Agreement (the "Agreement") is entered into by and between the Ridgeline Wellness Foundation, an Oregon nonprofit corporation (the "Foundation"), and Cedar Valley Community Health, a 501(c)(3) organization (the "Grantee"), effective ${G.start}.`),
    h('1. Grant Award'),
    p(`The Foundation awards the Grantee a grant in the total amount of ${usd(G.award)} (the "Grant") to support the ${G.project} (the "Project"), as described in the Grantee's proposal dated March 3, 2025, which is incorporated by reference.`),
    h('2. Grant Period'),
    p(`The grant period begins ${G.start} and ends ${G.end} (the "Grant Period"). Costs incurred outside the Grant Period are not allowable unless approved in writing by the Foundation.`),
    h('3. Payment Schedule'),
    p('Subject to the Grantee\'s compliance with this Agreement, the Foundation will pay the Grant in three installments:'),
    tbl(['Installment', 'Condition', 'Amount'], G.payments.map(([c, a], i) => [`${i + 1}`, c, usd(a)]).concat([['Total', '', usd(G.award)]])),
    h('4. Approved Budget'),
    p('Grant funds shall be used only for the purposes and in the amounts set out in the approved budget below. The Grantee may reallocate up to 10% of any budget category without prior approval; larger reallocations require the Foundation\'s prior written consent.'),
    tbl(['Budget category', 'Two-year amount ($)'], G.budget.map(([n, a]) => [n, usd(a)]).concat([['Total', usd(G.award)]])),
    h('5. Indirect Costs'),
    p(`Indirect costs charged to the Grant may not exceed ${G.indirectCapPct} percent (${G.indirectCapPct}%) of total direct costs. Total direct costs in the approved budget are ${usd(direct)}.`),
    h('6. Reporting Requirements'),
    p('The Grantee shall submit the following reports through the Foundation\'s online grants portal:'),
    tbl(['Report', 'Period covered', 'Due date'], [
      ['Interim narrative and financial report', 'July 1 - December 31, 2025', G.interimDue],
      ['Year 1 annual report', 'July 1, 2025 - June 30, 2026', G.annualDue],
      ['Final report', 'Full Grant Period', G.finalDue],
    ]),
    p('Financial reports must compare actual expenditures with the approved budget by category. Late reports may delay subsequent payments.'),
    h('7. Other Conditions'),
    p('(a) Unexpended Grant funds at the end of the Grant Period shall be returned to the Foundation within 60 days. (b) The Grantee shall acknowledge the Foundation in publications and materials related to the Project. (c) The Grantee shall notify the Foundation within 15 days of any change in its tax-exempt status or in the Project Director. (d) Grant funds may not be used for lobbying or political campaign activity.'),
    h('8. Signatures'),
    p('RIDGELINE WELLNESS FOUNDATION: Teresa Okonjo, President & CEO          Date: June 18, 2025'),
    p('CEDAR VALLEY COMMUNITY HEALTH: Marcus Whitfield, Chief Executive Officer          Date: June 24, 2025'),
  ] }] });
  fs.writeFileSync(out(ORG, FILES.grant), await Packer.toBuffer(doc));
}

// ---------------------------------------------------------------- receipt photo (PNG)
async function receipt() {
  const Rc = C.receipt;
  const lr = (a, b, o = {}) => ({ text: a, right: b, ...o });
  const lines = [
    { text: 'VALLEY FRESH MARKET', align: 'center', size: 32 },
    { text: 'Store #112', align: 'center', size: 22, bold: false },
    { text: '2180 Riverside Dr', align: 'center', size: 22, bold: false },
    { text: 'Ashford, OR 97520', align: 'center', size: 22, bold: false },
    { text: '(541) 555-0187', align: 'center', size: 22, bold: false },
    { text: '' },
    { text: `${Rc.date}  ${Rc.time}` },
    { text: 'REG 03  CASHIER: TANYA', size: 22, bold: false },
    { text: '-'.repeat(25) },
  ];
  for (const [name, qty, price] of Rc.items) {
    lines.push(lr(name, (qty * price).toFixed(2), { size: 24 }));
    if (qty > 1) lines.push({ text: `  ${qty} @ ${price.toFixed(2)}`, size: 22, bold: false });
  }
  lines.push({ text: '-'.repeat(25) });
  lines.push({ text: `SUBTOTAL  ${Rc.subtotal.toFixed(2)}` });
  lines.push({ text: `TAX ${Rc.taxRate}%  ${Rc.tax.toFixed(2)}` });
  lines.push({ text: `TOTAL  $${Rc.total.toFixed(2)}`, size: 34 });
  lines.push({ text: '' });
  lines.push({ text: `MASTERCARD  ${Rc.total.toFixed(2)}` });
  lines.push({ text: 'ACCT ************2206', size: 22, bold: false });
  lines.push({ text: `ITEMS SOLD ${Rc.items.reduce((s, i) => s + i[1], 0)}`, size: 22, bold: false });
  lines.push({ text: '' });
  lines.push({ text: 'THANK YOU FOR SHOPPING', align: 'center', size: 22 });
  lines.push({ text: 'VALLEY FRESH!', align: 'center', size: 22 });
  const buf = await receiptImage(lines, { width: 440, angleDeg: 1.7, seed: 4471, format: 'png', bg: '#8a7d6b' });
  fs.writeFileSync(out(ORG, FILES.receipt), buf);
}

await monthly();
bva();
f990();
await audit();
await grant();
await receipt();
console.log('cedar documents written');
