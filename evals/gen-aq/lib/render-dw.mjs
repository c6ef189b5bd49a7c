// Desert Willow Preparatory Academy's documents: audited statements (pdf), the ADE CHAR55-1 state aid report (pdf),
// a QuickBooks budget vs actuals by month (xlsx), a Cheddar Up payments export of the PTO fun run (csv), board
// minutes (docx) and a photographed bus-repair invoice (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { D, r2 } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, fmt, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';
import { rows, H, para, pageNo, colHead } from './pdfrows.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const us0 = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${fmt(-v, 0)})` : fmt(v, 0));
const dol = (v) => `$ ${us0(v)}`;
const money = (v) => `$${fmt(v, 2)}`;
const W = 512; // text width on letter paper with 50pt margins

// ---------------------------------------------------------------- audited statements
export async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Financial Statements June 30, 2025 and 2024', author: D.auditor, size: 'LETTER', margin: 50 });
  const o = { x: 50, w: W };
  const h = (t, s = 11) => H(doc, t, s, o);
  const p = (t, s = 9, x = {}) => para(doc, t, s, { ...o, ...x });
  const pn = (n) => pageNo(doc, String(n), { x: 50, y: 750, w: W });
  const title = (t, sub) => { doc.font('B').fontSize(11).text('DESERT WILLOW EDUCATION FOUNDATION', 50, 50, { width: W, align: 'center' }); doc.font('B').fontSize(10).text('dba Desert Willow Preparatory Academy', { width: W, align: 'center' }); doc.font('B').fontSize(12).text(t, { width: W, align: 'center' }); doc.font('R').fontSize(9.5).text(sub, { width: W, align: 'center' }); doc.moveDown(1.2); };
  // p1 cover
  doc.font('B').fontSize(16).text('DESERT WILLOW EDUCATION FOUNDATION', 50, 200, { width: W, align: 'center' });
  doc.font('R').fontSize(12).text('dba Desert Willow Preparatory Academy', { width: W, align: 'center' });
  doc.text('(An Arizona Nonprofit Corporation and Charter School Operator)', { width: W, align: 'center' });
  doc.moveDown(3);
  doc.font('B').fontSize(14).text('FINANCIAL STATEMENTS', { width: W, align: 'center' });
  doc.font('R').fontSize(12).text('June 30, 2025 and 2024', { width: W, align: 'center' });
  doc.moveDown(1);
  doc.text('With Independent Auditor\'s Report', { width: W, align: 'center' });
  doc.moveDown(5);
  doc.font('B').fontSize(10).text('TABLE OF CONTENTS', 130, doc.y);
  doc.moveDown(0.4);
  for (const [t, n] of [['Independent Auditor\'s Report', '1'], ['Statements of Financial Position', '2'], ['Statement of Activities', '3'], ['Statement of Functional Expenses', '4'], ['Statement of Cash Flows', '5'], ['Notes to Financial Statements', '6 – 9']]) {
    const y = doc.y; doc.font('R').fontSize(10).text(t, 130, y, { lineBreak: false }); doc.text(n, 420, y, { width: 60, align: 'right', lineBreak: false }); doc.y = y + 16;
  }
  // p2 auditor's report
  doc.addPage();
  doc.font('B').fontSize(12).text('INDEPENDENT AUDITOR\'S REPORT', 50, 50, { width: W, align: 'center' });
  doc.moveDown(1);
  p('To the Governing Board\nDesert Willow Education Foundation\ndba Desert Willow Preparatory Academy\nMesa, Arizona');
  h('Opinion', 10);
  p('We have audited the accompanying financial statements of Desert Willow Education Foundation dba Desert Willow Preparatory Academy (the Academy), a nonprofit organization, which comprise the statements of financial position as of June 30, 2025 and 2024, and the related statements of activities, functional expenses, and cash flows for the year ended June 30, 2025, and the related notes to the financial statements.');
  p('In our opinion, the financial statements referred to above present fairly, in all material respects, the financial position of the Academy as of June 30, 2025 and 2024, and the changes in its net assets and its cash flows for the year ended June 30, 2025 in accordance with accounting principles generally accepted in the United States of America.');
  h('Basis for Opinion', 10);
  p('We conducted our audit in accordance with auditing standards generally accepted in the United States of America (GAAS) and the standards applicable to financial audits contained in Government Auditing Standards, issued by the Comptroller General of the United States. We are required to be independent of the Academy and to meet our other ethical responsibilities in accordance with the relevant ethical requirements relating to our audit. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.');
  h('Other Reporting Required by Government Auditing Standards', 10);
  p('In accordance with Government Auditing Standards, we have also issued our report dated October 17, 2025, on our consideration of the Academy\'s internal control over financial reporting and on our tests of its compliance with certain provisions of laws, regulations, contracts, and grant agreements, including the Uniform System of Financial Records for Charter Schools prescribed by the Arizona Auditor General.');
  doc.moveDown(1);
  p(`${D.auditor}\nChandler, Arizona\n${D.auditDate}`);
  pn(1);

  // p3 financial position
  doc.addPage();
  title('STATEMENTS OF FINANCIAL POSITION', 'June 30, 2025 and 2024');
  const xs = [452, 562];
  colHead(doc, xs, [['2025'], ['2024']], { colW: 90, size: 9 });
  const two = (a, d) => [d ? dol(a[0]) : a[0], d ? dol(a[1]) : a[1]];
  rows(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Current assets', italic: true },
    { label: 'Cash and cash equivalents', indent: 1, vals: two(D.cash, true) },
    { label: 'Due from Arizona Department of Education', indent: 1, vals: two(D.recvState) },
    { label: 'Federal grants receivable', indent: 1, vals: two(D.recvFed) },
    { label: 'Prepaid expenses', indent: 1, vals: two(D.prepaid) },
    { label: 'Total current assets', bold: true, rule: true, vals: two(D.curAssets) },
    { label: 'Property and equipment, net (Note 4)', vals: two(D.faNet) },
    { label: 'Lease and utility deposits', vals: two(D.deposits) },
    { label: 'Total assets', bold: true, rule: true, double: true, vals: two(D.totAssets, true) },
    { gap: 12 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Current liabilities', italic: true },
    { label: 'Accounts payable', indent: 1, vals: two(D.ap, true) },
    { label: 'Accrued salaries and benefits', indent: 1, vals: two(D.accrued) },
    { label: 'Current portion of note payable (Note 5)', indent: 1, vals: two(D.loanCurrent) },
    { label: 'Total current liabilities', bold: true, rule: true, vals: two(D.liabCur) },
    { label: 'Note payable, net of current portion (Note 5)', vals: [D.loan[0] - D.loanCurrent[0], D.loan[1] - D.loanCurrent[1]] },
    { label: 'Total liabilities', bold: true, rule: true, vals: two(D.liab) },
    { gap: 6 },
    { label: 'Net assets', italic: true },
    { label: 'Without donor restrictions', indent: 1, vals: two(D.naW) },
    { label: 'With donor restrictions (Note 6)', indent: 1, vals: two(D.naR) },
    { label: 'Total net assets', bold: true, rule: true, vals: two(D.na) },
    { gap: 4 },
    { label: 'Total liabilities and net assets', bold: true, rule: true, double: true, vals: two(D.totAssets, true) },
  ], { xs, width: 320, size: 9, lineH: 15, colW: 90, labelX: 50, fmt: us0 });
  doc.moveDown(1);
  p('See accompanying notes to financial statements.', 8, { font: 'I' });
  pn(2);

  // p4 activities
  doc.addPage();
  title('STATEMENT OF ACTIVITIES', 'Year Ended June 30, 2025 (with summarized totals for the year ended June 30, 2024)');
  const ax = [335, 410, 486, 562];
  colHead(doc, ax, [['Without', 'Donor', 'Restrictions'], ['With', 'Donor', 'Restrictions'], ['', '2025', 'Total'], ['', '2024', 'Total']], { colW: 72, size: 8 });
  const rv = (i, d) => { const r = D.revenue[i][3]; return d ? [dol(r[0]), r[1] ? dol(r[1]) : '$ –', dol(D.revTot[i]), dol(D.rev24[i])] : [r[0], r[1], D.revTot[i], D.rev24[i]]; };
  const ex = (j) => [D.funcTot[j], '–', D.funcTot[j], D.funcTot24[j]];
  rows(doc, [
    { label: 'REVENUE, SUPPORT AND OTHER', bold: true },
    { label: 'State equalization assistance (Note 3)', indent: 1, vals: rv(0, true) },
    { label: 'Classroom Site Fund (Note 3)', indent: 1, vals: rv(1) },
    { label: 'Federal grants', indent: 1, vals: rv(2) },
    { label: 'National School Lunch Program', indent: 1, vals: rv(3) },
    { label: 'Extracurricular tax credit contributions', indent: 1, vals: rv(4) },
    { label: 'Contributions', indent: 1, vals: rv(5) },
    { label: 'Student activities and fees', indent: 1, vals: rv(6) },
    { label: 'Interest and other income', indent: 1, vals: rv(7) },
    { label: 'Net assets released from restrictions', indent: 1, vals: [D.released, -D.released, '–', '–'] },
    { label: 'Total revenue, support and other', bold: true, rule: true, vals: [D.revW + D.released, D.revR - D.released, D.rev, D.revTot24] },
    { gap: 6 },
    { label: 'EXPENSES', bold: true },
    { label: 'Program services:', italic: true, indent: 1 },
    { label: 'Instruction', indent: 2, vals: ex(0) },
    { label: 'Student support services', indent: 2, vals: ex(1) },
    { label: 'Food service', indent: 2, vals: ex(2) },
    { label: 'Transportation', indent: 2, vals: ex(3) },
    { label: 'Total program services', indent: 1, bold: true, rule: true, vals: [D.progTot, '–', D.progTot, sum(D.funcTot24.slice(0, 4))] },
    { label: 'Supporting services:', italic: true, indent: 1 },
    { label: 'Management and general', indent: 2, vals: ex(4) },
    { label: 'Fundraising', indent: 2, vals: ex(5) },
    { label: 'Total expenses', bold: true, rule: true, vals: [D.exp, '–', D.exp, D.exp24] },
    { gap: 6 },
    { label: 'Change in net assets', bold: true, vals: [D.chgW, D.chgR, D.chg, D.chg24] },
    { label: 'Net assets, beginning of year', vals: [D.naW[1], D.naR[1], D.na[1], D.naBeg24] },
    { label: 'Net assets, end of year', bold: true, rule: true, double: true, vals: [dol(D.naW[0]), dol(D.naR[0]), dol(D.na[0]), dol(D.na[1])] },
  ], { xs: ax, width: 200, size: 8.5, lineH: 14.5, colW: 72, labelX: 50, fmt: us0 });
  doc.moveDown(1);
  p('See accompanying notes to financial statements.', 8, { font: 'I' });
  pn(3);

  // p5 functional expenses (landscape)
  doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 40 });
  const LW = 712;
  doc.font('B').fontSize(11).text('DESERT WILLOW EDUCATION FOUNDATION dba DESERT WILLOW PREPARATORY ACADEMY', 40, 40, { width: LW, align: 'center' });
  doc.font('B').fontSize(12).text('STATEMENT OF FUNCTIONAL EXPENSES', { width: LW, align: 'center' });
  doc.font('R').fontSize(9.5).text('Year Ended June 30, 2025', { width: LW, align: 'center' });
  doc.moveDown(1.2);
  const fxs = [292, 356, 420, 484, 552, 620, 684, 752];
  // group heading over the program columns
  const gy = doc.y;
  doc.font('B').fontSize(8).text('Program Services', 230, gy, { width: 322, align: 'center', lineBreak: false });
  doc.text('Supporting Services', 562, gy, { width: 122, align: 'center', lineBreak: false });
  doc.moveTo(236, gy + 11).lineTo(552, gy + 11).lineWidth(0.5).stroke();
  doc.moveTo(566, gy + 11).lineTo(684, gy + 11).stroke();
  doc.y = gy + 16;
  colHead(doc, fxs, [['', 'Instruction'], ['Student', 'Support', 'Services'], ['Food', 'Service'], ['', 'Transpor-', 'tation'], ['Total', 'Program', 'Services'], ['Manage-', 'ment and', 'General'], ['', 'Fund-', 'raising'], ['', 'Total', 'Expenses']], { colW: 60, size: 7.5 });
  const nat = D.nature.map((n, i) => {
    const v = n[2];
    const row = [v[0], v[1], v[2], v[3], D.natProg[i], v[4], v[5], D.natTot[i]];
    return { label: n[1], vals: i === 0 ? row.map(dol) : row };
  });
  rows(doc, [
    ...nat,
    { label: 'Total expenses', bold: true, rule: true, double: true, vals: [...D.funcTot.slice(0, 4), D.progTot, D.funcTot[4], D.funcTot[5], D.exp].map(dol) },
  ], { xs: fxs, width: 200, size: 8, lineH: 16, colW: 62, labelX: 40, fmt: us0 });
  doc.moveDown(1);
  doc.font('I').fontSize(8).text('See accompanying notes to financial statements.', 40, doc.y, { width: LW });
  pageNo(doc, '4', { y: 575, w: LW });

  // p6 cash flows
  doc.addPage({ size: 'LETTER', layout: 'portrait', margin: 50 });
  title('STATEMENT OF CASH FLOWS', 'Year Ended June 30, 2025');
  const c = D.cf;
  rows(doc, [
    { label: 'CASH FLOWS FROM OPERATING ACTIVITIES', bold: true },
    { label: 'Change in net assets', indent: 1, vals: [dol(c.chg)] },
    { label: 'Adjustments to reconcile change in net assets to net cash', indent: 1 },
    { label: 'provided by operating activities:', indent: 1 },
    { label: 'Depreciation', indent: 2, vals: [c.dep] },
    { label: 'Changes in operating assets and liabilities:', indent: 2, italic: true },
    { label: 'Due from Arizona Department of Education', indent: 3, vals: [c.dState] },
    { label: 'Federal grants receivable', indent: 3, vals: [c.dFed] },
    { label: 'Prepaid expenses', indent: 3, vals: [c.dPrep] },
    { label: 'Accounts payable', indent: 3, vals: [c.dAp] },
    { label: 'Accrued salaries and benefits', indent: 3, vals: [c.dAcc] },
    { label: 'Net cash provided by operating activities', bold: true, rule: true, vals: [c.op] },
    { gap: 6 },
    { label: 'CASH FLOWS FROM INVESTING ACTIVITIES', bold: true },
    { label: 'Purchases of property and equipment', indent: 1, vals: [c.inv] },
    { label: 'Net cash used in investing activities', bold: true, rule: true, vals: [c.inv] },
    { gap: 6 },
    { label: 'CASH FLOWS FROM FINANCING ACTIVITIES', bold: true },
    { label: 'Principal payments on note payable', indent: 1, vals: [c.fin] },
    { label: 'Net cash used in financing activities', bold: true, rule: true, vals: [c.fin] },
    { gap: 6 },
    { label: 'Net change in cash and cash equivalents', bold: true, vals: [c.net] },
    { label: 'Cash and cash equivalents, beginning of year', vals: [D.cash[1]] },
    { label: 'Cash and cash equivalents, end of year', bold: true, rule: true, double: true, vals: [dol(D.cash[0])] },
    { gap: 10 },
    { label: 'SUPPLEMENTAL DISCLOSURE', bold: true },
    { label: 'Cash paid for interest', indent: 1, vals: [dol(D.interest)] },
  ], { xs: [562], width: 380, size: 9, lineH: 15, colW: 90, labelX: 50, fmt: us0 });
  doc.moveDown(1);
  p('See accompanying notes to financial statements.', 8, { font: 'I' });
  pn(5);

  // p7 notes 1-3
  doc.addPage();
  title('NOTES TO FINANCIAL STATEMENTS', 'June 30, 2025 and 2024');
  h('1. Organization and Nature of Activities', 10);
  p(`Desert Willow Education Foundation (the Foundation) is an Arizona nonprofit corporation exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code. The Foundation operates Desert Willow Preparatory Academy (the Academy), a tuition-free public charter school serving kindergarten through eighth grade in Mesa, Arizona, under a charter contract with the Arizona State Board for Charter Schools that was renewed effective July 1, 2021 for a term of twenty years. The Academy's 100th-day average daily membership (ADM) was ${D.admK8.toFixed(3)} for fiscal year 2025 (2024: 598.917).`);
  h('2. Summary of Significant Accounting Policies', 10);
  p('Basis of presentation. The financial statements are prepared on the accrual basis of accounting. Net assets are classified as without donor restrictions or with donor restrictions. Contributions whose restrictions are met in the same year are reported as support without donor restrictions.');
  p('Revenue recognition. State equalization assistance is recognized in the fiscal year for which it is computed by the Arizona Department of Education (ADE) on the basis of the Academy\'s ADM. Federal grants are conditional and are recognized as allowable costs are incurred. National School Lunch Program reimbursements are recognized as meals are served.');
  p('Functional allocation of expenses. Costs are charged directly to programs and supporting services where possible. Salaries and benefits are allocated on the basis of time; facility lease, utilities and depreciation of shared assets are allocated on the basis of square footage.');
  p('Leases. The facility is leased from an unrelated party under a one-year agreement renewed each July; the Academy applies the short-term lease exemption and recognizes rent on a straight-line basis.');
  h('3. State Aid', 10);
  p('State aid for the year ended June 30, 2025 consisted of the following, as computed on the ADE Charter School Application for State Aid (CHAR55-1, final 100th-day report):', 9);
  const nx = [562];
  rows(doc, [
    { label: 'Base support level', indent: 1, vals: [dol(Math.round(D.bsl))] },
    { label: 'Charter additional assistance', indent: 1, vals: [Math.round(D.caa)] },
    { label: 'State equalization assistance', bold: true, rule: true, vals: [D.revTot[0]] },
    { label: 'Classroom Site Fund (Proposition 301 and Proposition 123)', indent: 1, vals: [D.revTot[1]] },
    { label: 'Total state aid', bold: true, rule: true, double: true, vals: [dol(D.revTot[0] + D.revTot[1])] },
  ], { xs: nx, width: 380, size: 9, lineH: 15, colW: 90, labelX: 50, fmt: us0 });
  p(`Amounts due from ADE at June 30, 2025 of $${fmt(D.recvState[0], 0)} represent the final equalization and Classroom Site Fund payments received in July 2025.`, 9);
  pn(6);

  // p8 notes 4-5 (the maturity table runs over the page break)
  doc.addPage();
  doc.y = 50;
  h('4. Property and Equipment', 10);
  colHead(doc, xs, [['2025'], ['2024']], { colW: 90, size: 9 });
  rows(doc, [
    ...D.fa.map((f, i) => ({ label: f[0], indent: 1, vals: i === 0 ? [dol(f[1] + f[2]), dol(f[1])] : [f[1] + f[2], f[1]] })),
    { label: 'Total cost', bold: true, rule: true, vals: [D.faCost[0], D.faCost[1]] },
    { label: 'Less accumulated depreciation', indent: 1, vals: [-D.faAcc[0], -D.faAcc[1]] },
    { label: 'Property and equipment, net', bold: true, rule: true, double: true, vals: [dol(D.faNet[0]), dol(D.faNet[1])] },
  ], { xs, width: 320, size: 9, lineH: 15, colW: 90, labelX: 50, fmt: us0 });
  p(`Depreciation expense for the year ended June 30, 2025 was $${fmt(D.dep, 0)}. Additions in 2025 consisted of classroom furniture of $${fmt(D.fa[1][2], 0)} and student Chromebooks and interactive displays of $${fmt(D.fa[2][2], 0)}.`, 9);
  doc.moveDown(0.5);
  h('5. Note Payable', 10);
  p(`The Academy financed two 2021 school buses with a note payable to Copper State Credit Union, bearing interest at 5.15%, payable in monthly installments of $4,386 including interest through September 2028 and secured by the buses. The balance was $${fmt(D.loan[0], 0)} at June 30, 2025 (2024: $${fmt(D.loan[1], 0)}), of which $${fmt(D.loanCurrent[0], 0)} is due within one year. Interest expense was $${fmt(D.interest, 0)} and is reported in transportation.`, 9);
  p('Scheduled principal payments for the years ending June 30 are as follows:', 9);
  doc.y = 700;
  p('(continued on next page)', 8, { font: 'I', align: 'right' });
  pn(7);

  // p9 notes 5 continued - 9
  doc.addPage();
  doc.y = 50;
  h('5. Note Payable (continued)', 10);
  colHead(doc, [300], [['Principal']], { colW: 90, size: 9 });
  rows(doc, [
    ...D.loanSched.map(([y, v], i) => ({ label: y, indent: 1, vals: [i === 0 ? dol(v) : v] })),
    { label: 'Total', bold: true, rule: true, double: true, vals: [dol(D.loan[0])] },
  ], { xs: [300], width: 150, size: 9, lineH: 15, colW: 90, labelX: 50, fmt: us0 });
  doc.moveDown(0.5);
  h('6. Net Assets with Donor Restrictions', 10);
  const rx = [330, 407, 484, 562];
  colHead(doc, rx, [['June 30,', '2024'], ['', 'Contributions'], ['', 'Released'], ['June 30,', '2025']], { colW: 74, size: 8 });
  rows(doc, [
    ...D.restr.map((r, i) => ({ label: r[0], vals: [r[1], r[2], -r[3], D.restrEnd[i]] })),
    { label: 'Total', bold: true, rule: true, double: true, vals: [D.naR[1], D.revR, -D.released, D.naR[0]].map(dol) },
  ], { xs: rx, width: 230, size: 8.5, lineH: 15, colW: 74, labelX: 50, fmt: us0 });
  p('Extracurricular tax credit contributions are made under A.R.S. § 43-1089.01 and are restricted by statute to extracurricular activities and character education. The playground shade structure gift was received from the Desert Willow Parent Teacher Organization in May 2025.', 8.5);
  h('7. Retirement Plan', 10);
  p('The Academy contributes to the Arizona State Retirement System (ASRS), a cost-sharing multiple-employer defined benefit plan. For fiscal year 2025 the employer contribution rate was 12.27% of covered payroll and the Academy\'s contributions were $402,318 (2024: $381,940), which are included in employee benefits and payroll taxes.', 8.5);
  h('8. Concentrations', 10);
  p('The Academy receives the substantial majority of its revenue from the State of Arizona on the basis of student membership. A significant reduction in enrollment or in the state funding formula could have a material effect on the Academy\'s operations.', 8.5);
  h('9. Subsequent Events', 10);
  p(`Management evaluated subsequent events through ${D.auditDate}, the date the financial statements were available to be issued. In August 2025 the Academy took delivery of a replacement school bus purchased for $${fmt(D.mtg.busQuote, 0)}, financed by a new note payable to Copper State Credit Union.`, 8.5);
  pn(8);
  await end();
}

// ---------------------------------------------------------------- CHAR55-1 state aid report
export async function char55(file) {
  const { doc, end } = newPdf(file, { title: 'CHAR55-1 Charter School Application for State Aid FY2025', author: 'Arizona Department of Education', size: 'LETTER', margin: 40 });
  const L = (t, x, y, o = {}) => doc.font(o.bold ? 'B' : 'R').fontSize(o.size || 8.5).text(t, x, y, { width: o.w || 400, align: o.align || 'left', lineBreak: false });
  const rule = (y) => doc.moveTo(40, y).lineTo(572, y).lineWidth(0.6).stroke();
  const head = () => {
    L('Arizona Department of Education', 40, 36, { bold: true, size: 11 });
    L('School Finance Unit', 40, 50, { size: 9 });
    L('CHAR55-1', 472, 36, { bold: true, size: 11, w: 100, align: 'right' });
    L('Run Date: 06/12/2025', 422, 50, { size: 8, w: 150, align: 'right' });
    L('CHARTER SCHOOL APPLICATION FOR STATE AID', 40, 70, { bold: true, size: 12, w: 532, align: 'center' });
    L('Fiscal Year 2025 (July 1, 2024 – June 30, 2025)     Report Type: FINAL – 100th Day ADM', 40, 86, { size: 9, w: 532, align: 'center' });
    rule(100);
    L('Charter Holder: Desert Willow Education Foundation', 40, 106); L(`Entity ID: ${D.entity}`, 400, 106, { w: 172, align: 'right' });
    L('School: Desert Willow Preparatory Academy', 40, 119); L(`CTDS: ${D.ctds}`, 400, 119, { w: 172, align: 'right' });
    L('County: Maricopa          Grades Served: K-8', 40, 132); L('Teacher Experience Index: 1.000', 372, 132, { w: 200, align: 'right' });
    rule(146);
  };
  head();
  let y = 156;
  const sec = (t) => { doc.rect(40, y, 532, 15).fill('#e3e3e3'); doc.fillColor('black'); L(t, 44, y + 4, { bold: true, size: 8.5, w: 520 }); y += 21; };
  const line = (no, label, vals, o = {}) => {
    if (no) L(no, 44, y, { size: 8, bold: o.bold });
    L(label, 80, y, { size: 8, bold: o.bold, w: 250 });
    vals.forEach((v, i) => { if (v !== '' && v !== undefined) L(v, [292, 372, 452, 532][i] - 80 + (o.shift || 0), y, { size: 8, bold: o.bold, w: 80, align: 'right' }); });
    y += o.h || 13;
  };
  const n3 = (v) => v.toFixed(3);
  sec('PART I – 100TH DAY AVERAGE DAILY MEMBERSHIP (ADM)');
  line('', 'Grade', ['', '', '', 'ADM'], { bold: true });
  D.adm.forEach(([g, v]) => line('', g, ['', '', '', n3(v)]));
  line('1.', 'Total K-8 ADM', ['', '', '', n3(D.admK8)], { bold: true });
  line('2.', 'Total 9-12 ADM', ['', '', '', n3(0)]);
  line('3.', 'Total ADM (lines 1 + 2)', ['', '', '', n3(D.admK8)], { bold: true });
  y += 4;
  sec('PART II – WEIGHTED STUDENT COUNT');
  line('', 'Category', ['Count', 'Weight', '', 'Weighted'], { bold: true });
  line('4.', 'Group A – K-8 (line 1)', [n3(D.admK8), D.groupAWeight.toFixed(3), '', n3(D.groupA)]);
  line('5.', 'Group A – 9-12 (line 2)', [n3(0), '1.268', '', n3(0)]);
  D.groupB.forEach(([cat, n, w, wt], i) => line(`${6 + i}.`, `Group B – ${cat}`, [n3(n), w.toFixed(3), '', n3(wt)]));
  const gbLine = 6 + D.groupB.length;
  line(`${gbLine}.`, `Total Group B (lines 6 – ${gbLine - 1})`, ['', '', '', n3(D.groupBTot)], { bold: true });
  line(`${gbLine + 1}.`, `Total Weighted Student Count (lines 4 + 5 + ${gbLine})`, ['', '', '', n3(D.wsc)], { bold: true });
  y += 4;
  sec('PART III – BASE SUPPORT LEVEL');
  line(`${gbLine + 2}.`, 'Base Level', ['', '', '', money(D.baseLevel)]);
  line(`${gbLine + 3}.`, `Base Support Level (line ${gbLine + 1} x line ${gbLine + 2} x TEI)`, ['', '', '', money(D.bsl)], { bold: true });
  y += 4;
  sec('PART IV – CHARTER ADDITIONAL ASSISTANCE');
  line(`${gbLine + 4}.`, 'K-8 ADM x K-8 rate', [n3(D.admK8), money(D.caaRate), '', money(D.caa)]);
  line(`${gbLine + 5}.`, '9-12 ADM x 9-12 rate', [n3(0), money(2509.06), '', money(0)]);
  line(`${gbLine + 6}.`, `Total Charter Additional Assistance`, ['', '', '', money(D.caa)], { bold: true });
  y += 4;
  sec('PART V – EQUALIZATION ASSISTANCE');
  line(`${gbLine + 7}.`, `Equalization Base (lines ${gbLine + 3} + ${gbLine + 6})`, ['', '', '', money(D.equal)]);
  line(`${gbLine + 8}.`, 'Less: Qualifying Tax Rate Levy', ['', '', '', money(0)]);
  line(`${gbLine + 9}.`, 'TOTAL EQUALIZATION ASSISTANCE', ['', '', '', money(D.equal)], { bold: true });
  line('', 'Equalization Assistance per ADM (line 22 / line 3)', ['', '', '', money(D.perAdm)]);
  L('Page 1 of 2', 40, 738, { size: 7.5, w: 532, align: 'center' });

  doc.addPage({ size: 'LETTER', margin: 40 });
  head();
  y = 156;
  sec('PART VI – PAYMENT SCHEDULE, FISCAL YEAR 2025');
  line('', 'Payment month', ['', '', 'Payment', 'Cumulative'], { bold: true });
  let cum = 0;
  D.eqPay.forEach((v, i) => { cum = r2(cum + v); line('', `${D.months[i]} ${D.mYears[i]}`, ['', '', money(v), money(cum)]); });
  line('', 'Total payments', ['', '', money(r2(sum(D.eqPay))), ''], { bold: true });
  y += 8;
  doc.font('R').fontSize(8).text(`Payments for July 2024 through February 2025 were based on the charter's budgeted estimate of equalization assistance of ${money(D.eqEstimate)}. Payments for March through June 2025 were adjusted to the 100th-day ADM so that total payments equal the final equalization assistance on line 22. Classroom Site Fund, Results-Based Funding and federal pass-through funds are paid separately and are not included on this report.`, 44, y, { width: 524, lineGap: 2 });
  y = doc.y + 16;
  sec('CERTIFICATION');
  doc.font('R').fontSize(8).text('I certify that the student counts reported above agree with the Academy\'s student information system as submitted to ADE through AzEDS and that this report was reviewed by the charter holder.', 44, y, { width: 524, lineGap: 2 });
  y = doc.y + 14;
  L('Submitted by: Tom Kessler, Business Manager', 44, y); L('Date submitted: 06/12/2025', 372, y, { w: 196, align: 'right' });
  L('Page 2 of 2', 40, 738, { size: 7.5, w: 532, align: 'center' });
  await end();
}

// ---------------------------------------------------------------- QuickBooks budget vs actuals by month
export async function qbXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online';
  const ws = wb.addWorksheet('Budget vs. Actuals');
  const nCols = 1 + 13 * 4;
  ws.getColumn(1).width = 44;
  for (let c = 2; c <= nCols; c++) ws.getColumn(c).width = 12.5;
  [['Desert Willow Preparatory Academy', 14, true], ['Budget vs. Actuals: FY25 Operating Budget - FY25 P&L', 12, true], ['July 2024 - June 2025', 10, false]].forEach(([t, s, b], i) => {
    ws.mergeCells(i + 1, 1, i + 1, nCols); const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: b, size: s }; c.alignment = { horizontal: 'center' };
  });
  const h1 = 5, h2 = 6;
  const mon = D.months.map((m, i) => `${m.slice(0, 3)} ${D.mYears[i]}`);
  [...mon, 'Total'].forEach((m, k) => {
    const c0 = 2 + k * 4;
    ws.mergeCells(h1, c0, h1, c0 + 3); ws.getCell(h1, c0).value = m;
    ['Actual', 'Budget', 'over Budget', '% of Budget'].forEach((t, j) => { ws.getCell(h2, c0 + j).value = t; });
  });
  for (let c = 1; c <= nCols; c++) { styleHeader(ws.getCell(h1, c)); styleHeader(ws.getCell(h2, c)); }
  let r = h2 + 1;
  const MF = '#,##0.00;-#,##0.00';
  const put = (label, act, bud, o = {}) => {
    const c = ws.getCell(r, 1); c.value = label; c.alignment = { indent: o.indent ?? 0 }; if (o.bold) c.font = { bold: true };
    const at = r2(sum(act)), bt = sum(bud);
    [...act.map((a, m) => [a, bud[m]]), [at, bt]].forEach(([a, b], k) => {
      const c0 = 2 + k * 4;
      const cells = [r2(a), b, r2(a - b), b ? Math.round((a / b) * 10000) / 100 : null];
      cells.forEach((v, j) => {
        const cell = ws.getCell(r, c0 + j);
        if (v === null) return;
        if (j === 3) { cell.value = Number((v / 100).toFixed(4)); cell.numFmt = '0.00 %'; } else { cell.value = v; cell.numFmt = MF; }
        if (o.bold) cell.font = { bold: true };
      });
    });
    r++;
  };
  const label = (t, indent = 0) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).alignment = { indent }; r++; };
  label('Income');
  for (const a of D.qbInc) put(`${a.code} ${a.name}`, a.act, a.bud, { indent: 1 });
  put('Total Income', D.qbIncAct, D.qbIncBud, { bold: true });
  put('Gross Profit', D.qbIncAct, D.qbIncBud, { bold: true });
  label('Expenses');
  for (const a of D.qbExp) put(`${a.code} ${a.name}`, a.act, a.bud, { indent: 1 });
  put('Total Expenses', D.qbExpAct, D.qbExpBud, { bold: true });
  const noiA = D.qbIncAct.map((v, m) => r2(v - D.qbExpAct[m])), noiB = D.qbIncBud.map((v, m) => v - D.qbExpBud[m]);
  put('Net Operating Income', noiA, noiB, { bold: true });
  put('Net Income', noiA, noiB, { bold: true });
  r += 2;
  ws.getCell(r, 1).value = 'Accrual Basis Tuesday, July 22, 2025 09:14 AM GMT-07:00';
  ws.getCell(r, 1).font = { italic: true, size: 8 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: h2 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Cheddar Up payments export (newest first)
export function ptoCsv(file) {
  const q = (v) => (/[",]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  const head = ['Payment Date', 'Payment ID', 'Payer Name', 'Payer Email', 'Item Name', 'Quantity', 'Item Price', 'Total', 'Processing Fee', 'Net Amount', 'Payment Method', 'Status', 'Refunded Amount', 'Student Name', 'Student Grade', 'Teacher'];
  const key = (d) => { const [md, t] = d.split(' '); const [m, dd, y] = md.split('/'); return `${y}${m}${dd}${t}`; };
  const rowsOut = [...D.pto].sort((a, b) => key(b.date).localeCompare(key(a.date)));
  const lines = [head.join(',')];
  for (const r of rowsOut) lines.push([r.date, r.id, r.payer, r.email, r.item, r.qty, r.price.toFixed(2), r.gross.toFixed(2), r.fee.toFixed(2), r.net.toFixed(2), r.method, r.status, r.refund.toFixed(2), r.student, r.grade, r.teacher].map(q).join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

// ---------------------------------------------------------------- board minutes (docx)
export async function minutesDocx(file) {
  const M = D.mtg;
  const ytdInc = r2(sum(D.qbIncAct.slice(0, 10))), ytdExp = r2(sum(D.qbExpAct.slice(0, 10)));
  const bud = [['Category', 'FY2025 Adopted Budget', 'FY2026 Proposed Budget', 'Change'],
    ...M.fy26.map(([c, a, b]) => [c, `$${fmt(a, 0)}`, `$${fmt(b, 0)}`, b - a < 0 ? `($${fmt(a - b, 0)})` : `$${fmt(b - a, 0)}`])];
  const children = [
    P('DESERT WILLOW PREPARATORY ACADEMY', { bold: true, align: 'center', size: 14, after: 40 }),
    P('Governing Board – Regular Meeting Minutes', { bold: true, align: 'center', size: 12, after: 40 }),
    P(`Thursday, ${M.date}`, { align: 'center', after: 40 }),
    P(M.place, { align: 'center', italic: true, size: 10, after: 240 }),
    P('1. Call to Order and Roll Call', { bold: true }),
    P(`President Patricia Okafor called the meeting to order at ${M.time} with a quorum present.`),
    T([['Board member', 'Office', 'Attendance'], ...M.members.map(([n, o]) => [n, o, n === M.absent ? 'Absent (excused)' : 'Present'])], { widths: [3200, 2600, 2600] }),
    P(`Also present: ${M.director}, Executive Director; ${M.bm}, Business Manager; Angela Morales, PTO President; two members of the public.`, { before: 120 }),
    P('2. Call to the Public', { bold: true, before: 120 }),
    P('No members of the public requested to speak.'),
    P('3. Approval of Minutes', { bold: true }),
    P('Daniel Reyes moved to approve the minutes of the April 17, 2025 regular meeting as presented; Marcus Bell seconded. Motion carried 4-0.'),
    P('4. Executive Director\'s Report', { bold: true }),
    P(`Dr. Whitfield reported that the final 100th-day average daily membership for FY2025 was ${D.admK8.toFixed(3)}, and that enrollment for 2025-26 stands at 631 students with a waitlist in kindergarten and third grade. State testing was completed on April 24.`),
    P('5. Financial Report', { bold: true }),
    P(`Mr. Kessler presented the QuickBooks budget vs. actuals through April 30, 2025. Year-to-date revenue was $${fmt(ytdInc, 2)} and year-to-date expenses were $${fmt(ytdExp, 2)}. Repairs and maintenance are over budget for the year because of the Bus 3 transmission repair in March. The ADE reduced the monthly equalization payments beginning in March to reflect the 100th-day count.`),
    P('6. PTO Donation', { bold: true }),
    P(`PTO President Angela Morales presented a gift of $${fmt(M.ptoGift, 0)} from the Desert Willow PTO, restricted to the playground shade structure over the primary playground (estimated total project cost $${fmt(M.shadeCost, 0)}). The gift is funded from the PTO's fall fun run and spring fundraising. Linda Chen moved to accept the gift with thanks; Daniel Reyes seconded. Motion carried 4-0.`),
    P('7. Action Items', { bold: true }),
    P(`7a. Ratification of bus repair. Marcus Bell moved to ratify payment of Valley Fleet & Diesel Service invoice no. ${D.inv.no} dated March 11, 2025 for the Bus 3 transmission and brake repair in the amount of $${fmt(D.inv.total, 2)}; Linda Chen seconded. Motion carried 4-0.`),
    P('7b. FY2026 budget. Mr. Kessler presented the proposed FY2026 operating budget, which assumes 631 students and a 3.5% salary increase:'),
    T(bud, { widths: [3800, 1700, 1700, 1400], numCols: [1, 2, 3], boldRows: [5, 11, 12] }),
    P(`Linda Chen moved to adopt the FY2026 budget as presented, with total revenue of $${fmt(M.fy26[4][2], 0)} and total expenses of $${fmt(M.fy26[10][2], 0)}; Daniel Reyes seconded. Motion carried 3-0, with Marcus Bell abstaining.`, { before: 120 }),
    P(`7c. Compensation. Daniel Reyes moved to approve a ${M.raise}% salary increase for all certified and classified staff effective July 1, 2025; Linda Chen seconded. Motion carried 4-0.`),
    P(`7d. Replacement bus. Daniel Reyes moved to authorize the Executive Director to obtain financing for a 2026 Blue Bird Vision school bus at the quoted price of $${fmt(M.busQuote, 0)}, not to exceed a term of five years; Marcus Bell seconded. Motion carried 4-0.`),
    P('8. Next Meeting and Adjournment', { bold: true }),
    P(`The next regular meeting will be held on Thursday, ${M.next} at 6:00 p.m. There being no further business, the meeting was adjourned at ${M.adjourn}`),
    P('Respectfully submitted,', { before: 240 }),
    P('Marcus Bell, Board Secretary', { after: 60 }),
    P('Approved by the Governing Board on June 19, 2025.', { italic: true, size: 9 }),
  ];
  await writeDocx(file, children, { title: 'Governing Board Minutes May 15, 2025', creator: 'Marcus Bell' });
}

// ---------------------------------------------------------------- invoice photo
export async function invoicePhoto(file) {
  const I = D.inv;
  const Wc = 66;
  const lr = (l, r) => l + ' '.repeat(Math.max(1, Wc - l.length - r.length)) + r;
  const lines = [
    { t: 'VALLEY FLEET & DIESEL SERVICE', size: 24, bold: true },
    { t: '2150 E. University Dr, Mesa, AZ 85213', size: 17 },
    { t: '(480) 555-0142   valleyfleetdiesel.com', size: 17 },
    { gap: 6 },
    { t: lr('INVOICE', `No. ${I.no}`), size: 17, bold: true },
    { t: lr(`Date: ${I.date}`, `Terms: ${I.terms}`), size: 17 },
    { t: 'Bill To: Desert Willow Preparatory Academy', size: 17 },
    { t: '         Attn: Business Office', size: 17 },
    { t: `Unit: ${I.unit}`, size: 17 },
    { t: `Odometer: ${I.odo}`, size: 17 },
    { t: '-'.repeat(Wc), size: 17 },
    { t: lr(`${'PARTS'.padEnd(30)}QTY ${'PRICE'.padStart(9)}`, 'AMOUNT'), size: 17, bold: true },
  ];
  for (const [d, q, pr] of I.parts) lines.push({ t: lr(`${d.padEnd(30)}${String(q).padStart(3)} ${fmt(pr, 2).padStart(9)}`, fmt(q * pr, 2)), size: 17 });
  lines.push({ t: 'LABOR', size: 17, bold: true });
  for (const [d, h] of I.labor) lines.push({ t: lr(`${d.padEnd(27)}${h.toFixed(1).padStart(4)} hr x ${fmt(I.rate, 2)}`, fmt(h * I.rate, 2)), size: 17 });
  lines.push({ t: '-'.repeat(Wc), size: 17 });
  lines.push({ t: lr('Parts subtotal', fmt(I.partsSub, 2)), size: 17 });
  lines.push({ t: lr(`Labor subtotal (${I.laborHrs.toFixed(1)} hrs)`, fmt(I.laborSub, 2)), size: 17 });
  lines.push({ t: lr('Shop supplies', fmt(I.shop, 2)), size: 17 });
  lines.push({ t: lr('Sales tax on parts 8.3%', fmt(I.tax, 2)), size: 17 });
  lines.push({ t: lr('TOTAL DUE', `$${fmt(I.total, 2)}`), size: 17, bold: true });
  lines.push({ gap: 8 });
  lines.push({ t: 'Thank you! Please remit to the address above.', size: 16 });
  lines.push({ t: 'Warranty: parts 12 months / labor 90 days.', size: 16 });
  await photoDocument(file, lines, { width: 820, height: 880, angle: 1.4, seed: 817, format: 'jpeg', mono: true, margin: 44, noise: 22 });
}
