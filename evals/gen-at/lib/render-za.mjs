// Documents of Thekwini Youth Futures NPC (Durban): annual financial statements PDF, Sage Pastel trial balance,
// budget vs actual by programme, FNB CSV, board minutes (Word) and the photographed till slip.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { ZA as Z, sum, r2 } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { ptable, para, footers } from './pdfx.mjs';
import { P, T, writeDocx, styleHeader, F } from './office.mjs';
import { photoDocument } from './photo.mjs';

const sp3 = (s) => s.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
export const zaI = (v) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${sp3(String(Math.round(-v)))})` : sp3(String(Math.round(v))));
export const zaR = (v) => `R${Number(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const zaR0 = (v) => `R${Number(v).toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
const NAME = 'Thekwini Youth Futures NPC';
const YE = 'for the year ended 31 March 2026';

// ---------------------------------------------------------------- annual financial statements (PDF)
export async function afsPdf(file, refs = { st1: 7, dis1: 15, last: 16 }) {
  const { doc, end } = newPdf(file, { bufferPages: true, title: `${NAME} Annual Financial Statements FY2026`, author: 'Moodley Dlamini & Associates Inc.' });
  const W = doc.page.width;
  const pages = {};
  const head = (title) => {
    doc.addPage({ size: 'A4', margin: 50 });
    doc.font('B').fontSize(10).text(NAME, 56, 40, { lineBreak: false });
    doc.font('R').fontSize(8).text(`(Registration number ${Z.reg})`, 56, 53, { lineBreak: false });
    doc.text(`Annual Financial Statements ${YE}`, 56, 64, { lineBreak: false });
    doc.moveTo(56, 78).lineTo(W - 50, 78).lineWidth(0.8).stroke();
    doc.font('B').fontSize(11.5).text(title, 56, 88, { lineBreak: false });
    doc.y = 110;
  };
  const cont = (title) => (d) => { head(`${title} (continued)`); };
  const SC = [{ x: 56, w: 270 }, { x: 330, w: 44, align: 'center' }, { x: 378, w: 80, align: 'right' }, { x: 462, w: 80, align: 'right' }];
  const colHead = () => ptable(doc, [{ cells: ['Figures in Rand', 'Note(s)', '2026', '2025'], bold: true, rule: 'below', ruleCols: [2, 3] }], SC, { size: 8.5 });
  const st = (rows, title) => ptable(doc, rows, SC, { size: 8.5, lineH: 13, bottom: doc.page.height - 70, onNewPage: (d) => { cont(title)(d); colHead(); } });
  const n2 = (a, b) => [zaI(a), zaI(b)];
  const p = (t, o = {}) => para(doc, t, { size: 9, x: 56, width: 486, bottom: doc.page.height - 70, onNewPage: o.onNewPage, ...o });
  const h = (t) => { if (doc.y > doc.page.height - 140) return false; doc.font('B').fontSize(9.5).text(t, 56, doc.y, { lineBreak: false }); doc.y += 15; return true; };

  // cover
  doc.y = 250;
  doc.font('B').fontSize(20).text(NAME, 56, doc.y, { width: W - 112, align: 'center' });
  doc.font('R').fontSize(10).text(`(Registration number ${Z.reg})`, { width: W - 112, align: 'center' });
  doc.moveDown(0.5).text(`NPO number ${Z.npo} · PBO number ${Z.pbo}`, { width: W - 112, align: 'center' });
  doc.moveDown(3).font('B').fontSize(15).text('Annual Financial Statements', { width: W - 112, align: 'center' });
  doc.font('R').fontSize(12).text(YE, { width: W - 112, align: 'center' });

  // general information
  head('General Information');
  const gi = [
    ['Country of incorporation and domicile', 'South Africa'],
    ['Nature of business and principal activities', 'Non-profit company providing early learning support, youth work-readiness training and learn-to-swim and water safety programmes in eThekwini'],
    ['Directors', Z.directors.filter((d) => !/Resigned/.test(d[2] || '')).map((d) => d[0]).join('\n')],
    ['Registered office', Z.address.replace(/, /g, '\n')],
    ['Bankers', 'First National Bank'],
    ['Auditors', `${Z.auditor}\nChartered Accountants (SA), Registered Auditors`],
    ['Company registration number', Z.reg],
    ['Non-profit organisation number', Z.npo],
    ['Public benefit organisation number', `${Z.pbo} (approved in terms of section 18A of the Income Tax Act)`],
    ['Level of assurance', 'These annual financial statements have been audited in compliance with the applicable requirements of the Companies Act 71 of 2008.'],
    ['Preparer', 'The annual financial statements were independently compiled by:\nS. Pather CA(SA)'],
  ];
  ptable(doc, gi.map(([a, b]) => ({ cells: [a, b] })), [{ x: 56, w: 200 }, { x: 260, w: 282 }], { size: 9, lineH: 13 });

  // index (filled in at the end)
  head('Index');
  pages.index = doc.bufferedPageRange().count - 1;

  head("Directors' Responsibilities and Approval");
  p('The directors are required in terms of the Companies Act 71 of 2008 to maintain adequate accounting records and are responsible for the content and integrity of the annual financial statements and related financial information included in this report. It is their responsibility to ensure that the annual financial statements fairly present the state of affairs of the company as at the end of the financial year and the results of its operations and cash flows for the period then ended, in conformity with the International Financial Reporting Standard for Small and Medium-sized Entities.');
  p('The directors have reviewed the company\'s cash flow forecast for the year to 31 March 2027 and, in the light of this review and the current financial position, they are satisfied that the company has or has access to adequate resources to continue in operational existence for the foreseeable future.');
  p(`The annual financial statements set out on pages ${refs.st1} to ${refs.dis1 - 1}, which have been prepared on the going concern basis, were approved by the board of directors on 30 June 2026 and were signed on their behalf by:`);
  doc.y += 20;
  p('_________________________          _________________________');
  p('Mrs NP Zungu (Chairperson)            Mr R Govender (Treasurer)');
  p('Durban, 30 June 2026');
  pages.resp = doc.bufferedPageRange().count;

  head("Independent Auditor's Report");
  p(`To the members of ${NAME}`, { font: 'B' });
  p('Opinion', { font: 'B', gap: 2 });
  p(`We have audited the annual financial statements of ${NAME} set out on pages ${refs.st1} to ${refs.dis1 - 1}, which comprise the statement of financial position as at 31 March 2026, and the statement of comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, and notes to the annual financial statements, including a summary of significant accounting policies.`);
  p(`In our opinion, the annual financial statements present fairly, in all material respects, the financial position of ${NAME} as at 31 March 2026, and its financial performance and cash flows for the year then ended in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities and the requirements of the Companies Act of South Africa.`);
  p('Other information', { font: 'B', gap: 2 });
  p(`The directors are responsible for the other information, which comprises the Directors' Report and the supplementary information (the detailed income statement on pages ${refs.dis1} to ${refs.last}), which is presented for additional information and does not form part of the annual financial statements. Our opinion does not cover the other information.`);
  doc.y += 10;
  p(`${Z.auditor}\nRegistered Auditors\nPer: V Moodley CA(SA), Director\nDurban, 30 June 2026`);

  head("Directors' Report");
  const dr = (t, body) => { if (!h(t)) { head("Directors' Report (continued)"); h(t); } for (const b of body) p(b, { onNewPage: () => head("Directors' Report (continued)") }); };
  dr('1. Nature of business', [`${NAME} was incorporated in South Africa as a non-profit company with no share capital. It is registered as a non-profit organisation (${Z.npo}) and approved as a public benefit organisation (PBO number ${Z.pbo}) in terms of section 30 of the Income Tax Act, with section 18A approval, so that donors receive tax-deductible receipts. The company runs three programmes in eThekwini: Early Learning, Youth Work Readiness and Water Safety.`]);
  dr('2. Review of financial results and activities', [
    `The company recorded a surplus of R ${sp3(String(Z.surplus[0]))} for the year ended 31 March 2026 (2025: deficit of R ${sp3(String(-Z.surplus[1]))}). Revenue increased to R ${sp3(String(Z.revenue[0]))} (2025: R ${sp3(String(Z.revenue[1]))}), mainly through a larger grant from the Ubuhle Foundation.`,
    `During the year the Early Learning programme supported ${Z.benef.centres} early childhood development centres in Inanda and KwaMashu reaching ${sp3(String(Z.benef.ecdChildren))} children. The Youth Work Readiness programme enrolled ${Z.benef.ywrEnrolled} young people, of whom ${Z.benef.ywrPlaced} were placed in employment or learnerships by year end. ${sp3(String(Z.benef.swimmers))} children completed the learn-to-swim course of the Water Safety programme and ${Z.benef.lifeguards} young people qualified as pool lifeguards.`,
  ]);
  dr('3. Taxation', ['The company is exempt from income tax in terms of section 10(1)(cN) of the Income Tax Act. It is not registered for value-added tax.']);
  if (!h('4. Directors')) { head("Directors' Report (continued)"); h('4. Directors'); }
  p('The directors in office during the year and up to the date of this report are as follows:');
  ptable(doc, [{ cells: ['Directors', 'Designation', 'Changes'], bold: true }, ...Z.directors.map(([n, d, c]) => ({ cells: [n, d || 'Non-executive', c || ''] }))],
    [{ x: 56, w: 170 }, { x: 230, w: 150 }, { x: 384, w: 158 }], { size: 9, lineH: 13, onNewPage: () => head("Directors' Report (continued)") });
  doc.y += 8;
  dr('5. Events after the reporting period', ['The directors are not aware of any material event which occurred after the reporting date and up to the date of this report.']);
  dr('6. Going concern', ['The annual financial statements have been prepared on the basis of accounting policies applicable to a going concern. The board approved the budget for the year ending 31 March 2027 on 24 March 2026.']);
  dr('7. Auditors', [`${Z.auditor} continued in office as auditors for the company for 2026.`]);

  // statements
  const st1 = doc.bufferedPageRange().count + 1;
  head('Statement of Financial Position as at 31 March 2026');
  colHead();
  st([
    { cells: ['Assets'], bold: true }, { cells: ['Non-Current Assets'], bold: true },
    { cells: ['Property, plant and equipment', '2', ...n2(Z.ppeCv[0], Z.ppeCv[1])] },
    { gap: 4 }, { cells: ['Current Assets'], bold: true },
    { cells: ['Trade and other receivables', '7', ...n2(Z.recv[0], Z.recv[1])] },
    { cells: ['Cash and cash equivalents', '8', ...n2(Z.cash[0], Z.cash[1])] },
    { cells: ['', '', ...n2(Z.curAssets[0], Z.curAssets[1])], rule: 'above' },
    { cells: ['Total Assets', '', ...n2(Z.totAssets[0], Z.totAssets[1])], bold: true, rule: 'double' },
    { gap: 8 }, { cells: ['Equity and Liabilities'], bold: true }, { cells: ['Equity'], bold: true },
    { cells: ['Accumulated surplus', '', ...n2(Z.accum[0], Z.accum[1])] },
    { gap: 4 }, { cells: ['Liabilities'], bold: true }, { cells: ['Current Liabilities'], bold: true },
    { cells: ['Trade and other payables', '9', ...n2(Z.pay[0], Z.pay[1])] },
    { cells: ['Deferred income', '10', ...n2(Z.deferred[0], Z.deferred[1])] },
    { cells: ['Provisions', '11', ...n2(Z.leave[0], Z.leave[1])] },
    { cells: ['', '', ...n2(Z.liabCur[0], Z.liabCur[1])], rule: 'above' },
    { cells: ['Total Liabilities', '', ...n2(Z.liabCur[0], Z.liabCur[1])], bold: true },
    { cells: ['Total Equity and Liabilities', '', ...n2(Z.totEqLiab[0], Z.totEqLiab[1])], bold: true, rule: 'double' },
  ], 'Statement of Financial Position');
  head('Statement of Comprehensive Income');
  colHead();
  st([
    { cells: ['Revenue', '3', ...n2(Z.revenue[0], Z.revenue[1])] },
    { cells: ['Other income', '4', ...n2(Z.otherIncome[0], Z.otherIncome[1])] },
    { cells: ['Operating expenses', '', ...n2(-Z.opex[0], -Z.opex[1])] },
    { cells: ['Operating surplus (deficit)', '5', ...n2(Z.opSurplus[0], Z.opSurplus[1])], bold: true, rule: 'above' },
    { cells: ['Investment revenue', '6', ...n2(Z.interest[0], Z.interest[1])] },
    { cells: ['Surplus (deficit) for the year', '', ...n2(Z.surplus[0], Z.surplus[1])], bold: true, rule: 'above' },
    { cells: ['Other comprehensive income', '', '-', '-'] },
    { cells: ['Total comprehensive income (loss) for the year', '', ...n2(Z.surplus[0], Z.surplus[1])], bold: true, rule: 'double' },
  ], 'Statement of Comprehensive Income');
  head('Statement of Changes in Equity');
  const EC = [{ x: 56, w: 300 }, { x: 378, w: 80, align: 'right' }, { x: 462, w: 80, align: 'right' }];
  ptable(doc, [
    { cells: ['Figures in Rand', 'Accumulated\nsurplus', 'Total equity'], bold: true, rule: 'below', ruleCols: [1, 2] },
    { cells: ['Balance at 01 April 2024', zaI(Z.accum24), zaI(Z.accum24)] },
    { cells: ['Deficit for the year', zaI(Z.surplus[1]), zaI(Z.surplus[1])] },
    { cells: ['Total comprehensive loss for the year', zaI(Z.surplus[1]), zaI(Z.surplus[1])], rule: 'above' },
    { cells: ['Balance at 01 April 2025', zaI(Z.accum[1]), zaI(Z.accum[1])], bold: true, rule: 'above' },
    { gap: 6 },
    { cells: ['Surplus for the year', zaI(Z.surplus[0]), zaI(Z.surplus[0])] },
    { cells: ['Total comprehensive income for the year', zaI(Z.surplus[0]), zaI(Z.surplus[0])], rule: 'above' },
    { cells: ['Balance at 31 March 2026', zaI(Z.accum[0]), zaI(Z.accum[0])], bold: true, rule: 'double' },
  ], EC, { size: 8.5, lineH: 13 });
  head('Statement of Cash Flows');
  colHead();
  const [c6, c5] = Z.cf;
  st([
    { cells: ['Cash flows from operating activities'], bold: true },
    { cells: ['Cash generated from operations', '12', ...n2(c6.cgo, c5.cgo)] },
    { cells: ['Interest income', '', ...n2(c6.intRec, c5.intRec)] },
    { cells: ['Net cash from operating activities', '', ...n2(c6.op, c5.op)], bold: true, rule: 'above' },
    { gap: 6 }, { cells: ['Cash flows from investing activities'], bold: true },
    { cells: ['Purchase of property, plant and equipment', '2', ...n2(c6.inv, c5.inv)] },
    { gap: 6 },
    { cells: ['Total cash movement for the year', '', ...n2(c6.net, c5.net)], bold: true },
    { cells: ['Cash at the beginning of the year', '', ...n2(Z.cash[1], Z.cash24)] },
    { cells: ['Total cash at end of the year', '8', ...n2(Z.cash[0], Z.cash[1])], bold: true, rule: 'double' },
  ], 'Statement of Cash Flows');
  const pol = doc.bufferedPageRange().count + 1;
  head('Accounting Policies');
  for (const [t, b] of [
    ['1. Presentation of annual financial statements', 'The annual financial statements have been prepared on the going concern basis in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities and the Companies Act 71 of 2008. They have been prepared on the historical cost basis and are presented in South African Rand.'],
    ['1.1 Property, plant and equipment', 'Property, plant and equipment are carried at cost less accumulated depreciation. Depreciation is charged on the straight-line basis: motor vehicles 8 years, furniture and fixtures 10 years, computer equipment 3 years and swimming and programme equipment 5 to 10 years.'],
    ['1.2 Revenue', 'Grants are recognised as revenue when the conditions attached to them have been met; grants received for which the conditions have not yet been met are carried as deferred income. Donations and fundraising income are recognised when received.'],
    ['1.3 Leases', 'Payments under operating leases are recognised as an expense on the straight-line basis over the lease term.'],
    ['1.4 Employee benefits', 'The cost of short-term employee benefits, including leave pay, is recognised in the period in which the service is rendered. The company contributes to a defined contribution provident fund.'],
  ]) { h(t); p(b); }
  const notes1 = doc.bufferedPageRange().count + 1;
  head('Notes to the Annual Financial Statements');
  colHead();
  const NT = 'Notes to the Annual Financial Statements';
  const newNotes = () => { head(`${NT} (continued)`); colHead(); };
  const note = (title, rows) => { if (doc.y > doc.page.height - 170) newNotes(); doc.font('B').fontSize(9).text(title, 56, doc.y, { lineBreak: false }); doc.y += 14; ptable(doc, rows, SC, { size: 8.5, lineH: 12.5, bottom: doc.page.height - 70, onNewPage: newNotes }); doc.y += 10; };
  // note 2: PPE (own columns)
  doc.font('B').fontSize(9).text('2. Property, plant and equipment', 56, doc.y, { lineBreak: false });
  doc.y += 14;
  const PC = [{ x: 56, w: 118 }, { x: 176, w: 60, align: 'right' }, { x: 238, w: 62, align: 'right' }, { x: 302, w: 58, align: 'right' }, { x: 366, w: 60, align: 'right' }, { x: 428, w: 62, align: 'right' }, { x: 492, w: 56, align: 'right' }];
  const tot = (k) => sum(Z.ppe.map((x) => x[k]));
  ptable(doc, [
    { cells: ['', '', '2026', '', '', '2025', ''], bold: true },
    { cells: ['', 'Cost', 'Accumulated depreciation', 'Carrying value', 'Cost', 'Accumulated depreciation', 'Carrying value'], bold: true, rule: 'below', ruleCols: [1, 2, 3, 4, 5, 6] },
    ...Z.ppe.map((x) => ({ cells: [x.label, zaI(x.cost26), zaI(-x.ad26), zaI(x.cv26), zaI(x.cost25), zaI(-x.ad25), zaI(x.cv25)] })),
    { cells: ['Total', zaI(tot('cost26')), zaI(-tot('ad26')), zaI(tot('cv26')), zaI(tot('cost25')), zaI(-tot('ad25')), zaI(tot('cv25'))], bold: true, rule: 'double', ruleCols: [1, 2, 3, 4, 5, 6] },
  ], PC, { size: 7.8, lineH: 11.5 });
  doc.y += 10;
  const RC = [{ x: 56, w: 170 }, { x: 230, w: 76, align: 'right' }, { x: 310, w: 76, align: 'right' }, { x: 390, w: 76, align: 'right' }, { x: 470, w: 76, align: 'right' }];
  for (const [yr, o, a, d, c] of [['2026', 'cv25', 'add', 'dep', 'cv26'], ['2025', 'cv24', 'add25', 'dep25', 'cv25']]) {
    doc.font('B').fontSize(8.5).text(`Reconciliation of property, plant and equipment - ${yr}`, 56, doc.y, { lineBreak: false });
    doc.y += 13;
    ptable(doc, [
      { cells: ['', 'Opening balance', 'Additions', 'Depreciation', 'Closing balance'], bold: true, rule: 'below', ruleCols: [1, 2, 3, 4] },
      ...Z.ppe.map((x) => ({ cells: [x.label, zaI(x[o]), zaI(x[a]), zaI(-x[d]), zaI(x[c])] })),
      { cells: ['', zaI(tot(o)), zaI(tot(a)), zaI(-tot(d)), zaI(tot(c))], bold: true, rule: 'double', ruleCols: [1, 2, 3, 4] },
    ], RC, { size: 7.8, lineH: 11.5, bottom: doc.page.height - 70, onNewPage: newNotes });
    doc.y += 10;
  }
  note('3. Revenue', [
    ...Z.grants.map((g) => ({ cells: [/^Other/.test(g[0]) ? g[0] : `Grants - ${g[0]}`, '', ...n2(g[1][0], g[1][1])] })),
    { cells: ['Donations - individuals', '', ...n2(Z.donInd[0], Z.donInd[1])] },
    { cells: ['Donations - corporate', '', ...n2(Z.donCorp[0], Z.donCorp[1])] },
    { cells: ['Fundraising events - Durban Bay Swim-a-thon', '', ...n2(Z.events[0], Z.events[1])] },
    { cells: ['', '', ...n2(Z.revenue[0], Z.revenue[1])], bold: true, rule: 'double' },
  ]);
  note('4. Other income', [
    { cells: ['Venue hire', '', ...n2(Z.venue[0], Z.venue[1])] }, { cells: ['Sundry income', '', ...n2(Z.sundry[0], Z.sundry[1])] },
    { cells: ['', '', ...n2(Z.otherIncome[0], Z.otherIncome[1])], bold: true, rule: 'double' },
  ]);
  note('5. Operating surplus (deficit)', [
    { cells: ['Operating surplus (deficit) for the year is stated after accounting for the following:'], italic: true },
    { cells: ["Auditors' remuneration - external audit", '', ...n2(Z.e("Auditors' remuneration"), Z.e("Auditors' remuneration", 1))] },
    { cells: ['Depreciation on property, plant and equipment', '', ...n2(Z.e('Depreciation'), Z.e('Depreciation', 1))] },
    { cells: ['Employee costs', '', ...n2(Z.e('Employee costs'), Z.e('Employee costs', 1))] },
    { cells: ['Operating lease charges - premises', '', ...n2(Z.e('Lease rentals on operating lease'), Z.e('Lease rentals on operating lease', 1))] },
  ]);
  note('6. Investment revenue', [
    { cells: ['Interest received - bank and call accounts', '', ...n2(Z.interest[0], Z.interest[1])] },
  ]);
  note('7. Trade and other receivables', [
    ...Z.recvSplit.map(([l, v], i) => ({ cells: [l, '', zaI(v), zaI([141000, 24000, 21320][i])] })),
    { cells: ['', '', ...n2(Z.recv[0], Z.recv[1])], bold: true, rule: 'double' },
  ]);
  note('8. Cash and cash equivalents', [
    { cells: ['Cash and cash equivalents consist of:'], italic: true },
    { cells: ['Cash on hand', '', ...n2(Z.pettyCash, Z.pettyCash)] },
    { cells: ['Bank balances', '', ...n2(Z.cash[0] - Z.pettyCash, Z.cash[1] - Z.pettyCash)] },
    { cells: ['', '', ...n2(Z.cash[0], Z.cash[1])], bold: true, rule: 'double' },
  ]);
  note('9. Trade and other payables', [
    ...Z.paySplit.map(([l, v], i) => ({ cells: [l, '', zaI(v), zaI([84610, 27150, 40545][i])] })),
    { cells: ['', '', ...n2(Z.pay[0], Z.pay[1])], bold: true, rule: 'double' },
  ]);
  note('10. Deferred income', [
    { cells: ['Unspent conditional grants'], italic: true },
    { cells: ['Balance at the beginning of the year', '', zaI(Z.deferredRoll.open), zaI(Z.deferred[2])] },
    { cells: ['Grants received during the year', '', zaI(Z.deferredRoll.received), zaI(Z.deferred[1] - Z.deferred[2] + Z.grantsTot[1])] },
    { cells: ['Recognised in revenue (note 3)', '', zaI(-Z.grantsTot[0]), zaI(-Z.grantsTot[1])] },
    { cells: ['Balance at the end of the year', '', ...n2(Z.deferred[0], Z.deferred[1])], bold: true, rule: 'double' },
  ]);
  note('11. Provisions', [
    { cells: ['Reconciliation of provision for leave pay - 2026'], italic: true },
    { cells: ['Opening balance', '', zaI(Z.leaveRoll.open), ''] }, { cells: ['Additions', '', zaI(Z.leaveRoll.add), ''] },
    { cells: ['Utilised during the year', '', zaI(-Z.leaveRoll.used), ''] },
    { cells: ['Closing balance', '', zaI(Z.leave[0]), zaI(Z.leave[1])], bold: true, rule: 'double' },
  ]);
  note('12. Cash generated from operations', [
    { cells: ['Surplus (deficit) for the year', '', ...n2(c6.surplus, c5.surplus)] },
    { cells: ['Adjustments for:'], italic: true },
    { cells: ['Depreciation', '', ...n2(c6.dep, c5.dep)] }, { cells: ['Interest received', '', ...n2(c6.int, c5.int)] },
    { cells: ['Movements in provisions', '', ...n2(c6.prov, c5.prov)] },
    { cells: ['Changes in working capital:'], italic: true },
    { cells: ['Trade and other receivables', '', ...n2(c6.recv, c5.recv)] }, { cells: ['Trade and other payables', '', ...n2(c6.pay, c5.pay)] },
    { cells: ['Deferred income', '', ...n2(c6.def, c5.def)] },
    { cells: ['', '', ...n2(c6.cgo, c5.cgo)], bold: true, rule: 'double' },
  ]);
  note('13. Taxation', [{ cells: ['No provision has been made for tax as the company is exempt from income tax in terms of section 10(1)(cN) of the Income Tax Act.'] }]);
  note('14. Related parties', [
    { cells: ['The directors serve without remuneration. Key management personnel compensation (salary and provident fund contributions):'], italic: true },
    { cells: ['Executive Director (Ms L Cele)', '', ...n2(Z.edPay[0], Z.edPay[1])] },
  ]);
  // detailed income statement (supplementary)
  const dis1 = doc.bufferedPageRange().count + 1;
  const DT = 'Detailed Income Statement';
  head(DT);
  colHead();
  const ds = (rows) => ptable(doc, rows, SC, { size: 9, lineH: 17.6, bottom: doc.page.height - 70, onNewPage: () => { head(`${DT} (continued)`); colHead(); } });
  ds([
    { cells: ['Revenue'], bold: true },
    { cells: ['Grants received', '', ...n2(Z.grantsTot[0], Z.grantsTot[1])] },
    { cells: ['Donations - individuals', '', ...n2(Z.donInd[0], Z.donInd[1])] },
    { cells: ['Donations - corporate', '', ...n2(Z.donCorp[0], Z.donCorp[1])] },
    { cells: ['Fundraising events', '', ...n2(Z.events[0], Z.events[1])] },
    { cells: ['', '3', ...n2(Z.revenue[0], Z.revenue[1])], bold: true, rule: 'above' },
    { gap: 6 }, { cells: ['Other income'], bold: true },
    { cells: ['Venue hire', '', ...n2(Z.venue[0], Z.venue[1])] }, { cells: ['Sundry income', '', ...n2(Z.sundry[0], Z.sundry[1])] },
    { cells: ['', '4', ...n2(Z.otherIncome[0], Z.otherIncome[1])], bold: true, rule: 'above' },
    { gap: 6 }, { cells: ['Operating expenses'], bold: true },
    ...Z.exp.map(([l, v]) => ({ cells: [l, '', ...n2(-v[0], -v[1])] })),
    { cells: ['', '', ...n2(-Z.opex[0], -Z.opex[1])], bold: true, rule: 'above' },
    { gap: 6 },
    { cells: ['Operating surplus (deficit)', '5', ...n2(Z.opSurplus[0], Z.opSurplus[1])], bold: true },
    { cells: ['Investment revenue', '6', ...n2(Z.interest[0], Z.interest[1])] },
    { cells: ['Surplus (deficit) for the year', '', ...n2(Z.surplus[0], Z.surplus[1])], bold: true, rule: 'double' },
  ]);
  const last = doc.bufferedPageRange().count;
  // index
  doc.switchToPage(pages.index);
  doc.y = 110;
  const idx = [['General Information', 2], ['Index', 3], ["Directors' Responsibilities and Approval", 4], ["Independent Auditor's Report", 5], ["Directors' Report", 6],
    ['Statement of Financial Position', st1], ['Statement of Comprehensive Income', st1 + 1], ['Statement of Changes in Equity', st1 + 2], ['Statement of Cash Flows', st1 + 3],
    ['Accounting Policies', pol], ['Notes to the Annual Financial Statements', `${notes1} - ${dis1 - 1}`], ['The following supplementary information does not form part of the annual financial statements and is unaudited:', ''],
    ['Detailed Income Statement', `${dis1} - ${last}`]];
  ptable(doc, [{ cells: ['The reports and statements set out below comprise the annual financial statements presented to the members:', ''], italic: true }, { gap: 6 }, { cells: ['', 'Page'], bold: true },
    ...idx.map(([a, b]) => ({ cells: [a, String(b)] }))], [{ x: 56, w: 420 }, { x: 480, w: 62, align: 'right' }], { size: 9, lineH: 16 });
  footers(doc, (d, i, n) => {
    if (i === 1) return;
    const y = d.page.height - 40;
    d.moveTo(56, y - 6).lineTo(d.page.width - 50, y - 6).lineWidth(0.5).stroke();
    if (i >= st1 && i < dis1) d.font('I').fontSize(7).text(`The accounting policies on page ${pol} and the notes on pages ${notes1} to ${dis1 - 1} form an integral part of the annual financial statements.`, 56, y, { lineBreak: false });
    if (i >= dis1) d.font('I').fontSize(7).text('The supplementary information presented does not form part of the annual financial statements and is unaudited.', 56, y, { lineBreak: false });
    d.font('R').fontSize(8).text(String(i), d.page.width - 100, y, { width: 50, align: 'right', lineBreak: false });
  });
  await end();
  return { st1, dis1, last };
}

// ---------------------------------------------------------------- Sage Pastel trial balance (xlsx)
export async function pastelXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Sage Pastel Partner';
  const ws = wb.addWorksheet('Trial Balance');
  ws.columns = [{ width: 12 }, { width: 46 }, { width: 16 }, { width: 16 }];
  ws.addRow([NAME]).font = { bold: true, size: 12 };
  ws.addRow(['Trial Balance']).font = { bold: true };
  ws.addRow(['For the period 01/04/2025 to 31/03/2026 (Periods 1 to 12)']);
  ws.addRow(['Printed on 08/05/2026 at 10:14   Report options: This Year, all accounts with balances']);
  ws.addRow([]);
  const hr = ws.addRow(['Account', 'Description', 'Debit', 'Credit']);
  hr.eachCell((c) => styleHeader(c));
  const NUMF = '#,##0.00;-#,##0.00;""';
  const rows = [
    ...Z.tbIncome.map(([c, d, v]) => [c, d, null, v]),
    ...Z.tbExp.flatMap(([, accs]) => accs.map(([c, d, v]) => [c, d, v, null])),
    ...Z.tbBS.map(([c, d, s, v]) => [c, d, s === 'D' ? v : null, s === 'C' ? v : null]),
  ].sort((a, b) => a[0].localeCompare(b[0]));
  const first = ws.rowCount + 1;
  for (const r of rows) { const row = ws.addRow(r); row.getCell(3).numFmt = NUMF; row.getCell(4).numFmt = NUMF; }
  const lastR = ws.rowCount;
  const dT = r2(sum(rows.map((r) => r[2] || 0))), cT = r2(sum(rows.map((r) => r[3] || 0)));
  const t = ws.addRow(['', 'Total', F(`SUM(C${first}:C${lastR})`, dT), F(`SUM(D${first}:D${lastR})`, cT)]);
  t.font = { bold: true }; t.getCell(3).numFmt = NUMF; t.getCell(4).numFmt = NUMF;
  t.getCell(3).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; t.getCell(4).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  ws.views = [{ state: 'frozen', ySplit: 6 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- budget vs actual by programme (xlsx)
export async function bvaXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ms L Cele';
  const NUMF = '#,##0;(#,##0);"-"';
  const title = (ws, t2) => {
    ws.addRow([NAME]).font = { bold: true, size: 12 };
    ws.addRow([t2]).font = { bold: true };
    ws.addRow(['FY2026: 1 April 2025 to 31 March 2026. Amounts in Rand. Variance: favourable / (unfavourable) - for income actual less budget, for expenditure budget less actual.']).font = { italic: true, size: 9 };
    ws.addRow([]);
  };
  const head = (ws, cells) => { const r = ws.addRow(cells); r.height = 30; r.eachCell((c) => styleHeader(c)); };
  const fmt = (r) => { for (const i of [2, 3, 4]) r.getCell(i).numFmt = NUMF; r.getCell(5).numFmt = '0.0%'; if (r.getCell(6).value !== null && r.getCell(6).value !== undefined) r.getCell(6).numFmt = '0.0%'; };
  // summary
  const ws = wb.addWorksheet('Summary');
  ws.columns = [{ width: 36 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 11 }];
  title(ws, 'Budget vs Actual - Summary');
  head(ws, ['', 'Budget\nFY2026', 'Actual\nFY2026', 'Variance\nFav/(Unfav)', 'Variance\n%']);
  ws.addRow(['INCOME']).font = { bold: true };
  const i0 = ws.rowCount + 1;
  for (const [l, b, a] of Z.bvaIncome) { const n = ws.rowCount + 1; fmt(ws.addRow([l, b, a, F(`C${n}-B${n}`, a - b), F(`D${n}/B${n}`, (a - b) / b)])); }
  const i1 = ws.rowCount, nI = i1 + 1;
  const r1 = ws.addRow(['Total income', F(`SUM(B${i0}:B${i1})`, Z.bvaIncBud), F(`SUM(C${i0}:C${i1})`, Z.bvaIncAct), F(`C${nI}-B${nI}`, Z.bvaIncAct - Z.bvaIncBud), F(`D${nI}/B${nI}`, (Z.bvaIncAct - Z.bvaIncBud) / Z.bvaIncBud)]);
  fmt(r1); r1.font = { bold: true };
  ws.addRow([]);
  ws.addRow(['EXPENDITURE BY PROGRAMME']).font = { bold: true };
  const e0 = ws.rowCount + 1;
  for (const P2 of Z.bvaRows) { const n = ws.rowCount + 1; fmt(ws.addRow([P2.prog, P2.bud, P2.act, F(`B${n}-C${n}`, P2.bud - P2.act), F(`D${n}/B${n}`, (P2.bud - P2.act) / P2.bud)])); }
  const e1 = ws.rowCount, nE = e1 + 1;
  const actE = sum(Z.bvaRows.map((x) => x.act));
  const r2x = ws.addRow(['Total expenditure', F(`SUM(B${e0}:B${e1})`, Z.bvaBud), F(`SUM(C${e0}:C${e1})`, actE), F(`B${nE}-C${nE}`, Z.bvaBud - actE), F(`D${nE}/B${nE}`, (Z.bvaBud - actE) / Z.bvaBud)]);
  fmt(r2x); r2x.font = { bold: true };
  ws.addRow([]);
  const nS = ws.rowCount + 1;
  const r3 = ws.addRow(['Surplus / (deficit)', F(`B${nI}-B${nE}`, Z.bvaIncBud - Z.bvaBud), F(`C${nI}-C${nE}`, Z.bvaIncAct - actE), F(`C${nS}-B${nS}`, Z.bvaIncAct - actE - Z.bvaIncBud + Z.bvaBud), '']);
  fmt(r3); r3.font = { bold: true };
  // by programme
  const w2 = wb.addWorksheet('By Programme');
  w2.columns = [{ width: 34 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 11 }, { width: 11 }];
  title(w2, 'Budget vs Actual by Programme - expenditure');
  head(w2, ['Programme / cost category', 'Budget\nFY2026', 'Actual\nFY2026', 'Variance\nFav/(Unfav)', 'Variance\n%', '% of budget\nspent']);
  for (const P2 of Z.bvaRows) {
    const hrow = w2.addRow([P2.prog.toUpperCase()]);
    hrow.font = { bold: true, color: { argb: 'FF1F3864' } };
    const a = w2.rowCount + 1;
    for (const r of P2.rows) { const n = w2.rowCount + 1; fmt(w2.addRow([`   ${r.cat}`, r.bud, r.act, F(`B${n}-C${n}`, r.bud - r.act), F(`D${n}/B${n}`, (r.bud - r.act) / r.bud), F(`C${n}/B${n}`, r.act / r.bud)])); }
    const b = w2.rowCount, n = b + 1;
    const tr = w2.addRow([`Total ${P2.prog}`, F(`SUM(B${a}:B${b})`, P2.bud), F(`SUM(C${a}:C${b})`, P2.act), F(`B${n}-C${n}`, P2.bud - P2.act), F(`D${n}/B${n}`, (P2.bud - P2.act) / P2.bud), F(`C${n}/B${n}`, P2.act / P2.bud)]);
    fmt(tr); tr.font = { bold: true };
    w2.addRow([]);
  }
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- FNB CSV
export function fnbCsv(file) {
  const q = (s) => `"${s}"`;
  const lines = [
    'ACCOUNT TRANSACTION HISTORY',
    `Name:,${q('THEKWINI YOUTH FUTURES NPC')}`,
    `Account:,${q('62845519073 [Business Cheque Account]')}`,
    'Statement Period:,"01 March 2026 - 31 March 2026"',
    `Opening Balance:,${Z.fnbOpen.toFixed(2)}`,
    `Closing Balance:,${Z.chequeClose.toFixed(2)}`,
    '',
    'Date,Amount,Balance,Description',
    ...Z.fnb.map((r) => [r.d, r.amt.toFixed(2), r.bal.toFixed(2), q(r.desc)].join(',')),
  ];
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n', 'utf8');
}

// ---------------------------------------------------------------- board minutes (docx)
export async function minutesDocx(file) {
  const M = Z.minutes;
  const bud26 = Object.fromEntries(Z.bvaRows.map((x) => [x.prog, x.bud]));
  const R = zaR0;
  const children = [
    P(`${NAME.toUpperCase()}`, { bold: true, align: 'center', size: 13, after: 40 }),
    P(`(Registration number ${Z.reg}) · PBO ${Z.pbo}`, { align: 'center', size: 9, after: 200 }),
    P(`MINUTES OF A MEETING OF THE BOARD OF DIRECTORS HELD ON TUESDAY, 24 MARCH 2026 AT 17:30 AT 27 STAMFORD HILL ROAD, MORNINGSIDE, DURBAN`, { bold: true, align: 'center', after: 200 }),
    P('1. Opening and welcome', { bold: true }),
    P('The Chairperson opened the meeting at 17:34 and welcomed the directors. Dr A van der Merwe was welcomed to his second meeting since his appointment.'),
    P('2. Attendance and apologies', { bold: true }),
    P(`Present: ${M.present.join('; ')}.`),
    P(`In attendance: ${M.attendance.join('; ')}.`),
    P(`Apologies: ${M.apologies.join('; ')}. A quorum being present, the meeting was declared duly constituted.`),
    P('3. Minutes of the previous meeting', { bold: true }),
    P('The minutes of the meeting held on 25 November 2025 were approved without amendment (proposed Mr S Naidoo, seconded Dr A van der Merwe).'),
    P('4. Management accounts to 28 February 2026', { bold: true }),
    P('The Treasurer presented the management accounts for the eleven months to 28 February 2026. Water Safety is expected to exceed its budget because of higher pool hire and transport costs after the move to the Durban Aquatic Centre, and Central Support because of the Swim-a-thon event costs; Early Learning and Youth Work Readiness are close to budget. The forecast for the full year is shown in the table under item 5.'),
    P('5. Budget for FY2027 (1 April 2026 to 31 March 2027)', { bold: true }),
    P('The Executive Director presented the proposed budget by programme:'),
    T([
      ['Programme', 'FY2026 Budget', 'FY2026 Forecast', 'FY2027 Budget'],
      ...Z.progs.map((p) => [p, R(bud26[p]), R(M.fc26[p]), R(M.b27[p])]),
      ['Total expenditure', R(Z.bvaBud), R(M.expFc26), R(M.exp27)],
      ['Total income', R(Z.bvaIncBud), R(M.incFc26), R(M.inc27)],
      ['Surplus / (deficit)', R(Z.bvaIncBud - Z.bvaBud), R(M.incFc26 - M.expFc26), R(M.surplus27)],
    ], { widths: [3000, 1900, 1900, 1900], numCols: [1, 2, 3], boldRows: [5, 7] }),
    P('', { after: 80 }),
    P(`RESOLVED that the FY2027 budget, with total income of ${zaR(M.inc27)}, total expenditure of ${zaR(M.exp27)} and a budgeted surplus of ${zaR(M.surplus27)}, be approved. Proposed: ${M.mover}. Seconded: ${M.seconder}. Carried unanimously.`, { bold: true }),
    P('6. Staff remuneration', { bold: true }),
    P(`RESOLVED that a cost-of-living increase of ${M.increase}% be granted to all staff with effect from 1 April 2026, and that the learner stipend remain at R1,500.00 per month.`),
    P('7. Audit', { bold: true }),
    P(`The board noted that the audit for the year ending 31 March 2026 will start on 4 May 2026. RESOLVED that ${Z.auditor} be recommended for reappointment as auditors at the AGM, at an audit fee of ${zaR(M.auditFee)} excluding VAT.`),
    P('8. Delegation of authority and banking', { bold: true }),
    P(`RESOLVED that any single payment above ${zaR(M.limit)} must be approved by two directors, one of whom must be the Chairperson or the Treasurer, and that Ms L Cele may approve payments up to that amount. The FNB signatories remain Mrs NP Zungu, Mr R Govender and Ms L Cele.`),
    P('9. Programme report', { bold: true }),
    P('The Durban Bay Swim-a-thon took place on 8 March 2026 with 412 swimmers. The Youth Work Readiness cohort for 2026 started on 2 February 2026 with 27 learners.'),
    P('10. Next meeting', { bold: true }),
    P(`The next board meeting will be held on ${M.next} at 17:30. The annual general meeting will be held on ${M.agm}.`),
    P('There being no further business, the Chairperson closed the meeting at 19:40.'),
    P('', { after: 200 }),
    P('Signed as a true record: ______________________  Chairperson                Date: ____________', { italic: true }),
  ];
  await writeDocx(file, children, { title: 'Board Minutes 24 March 2026', creator: 'Ms P Pillay' });
}

// ---------------------------------------------------------------- till slip (photo)
export async function slipPhoto(file) {
  const s = Z.slip;
  const L = (t, o = {}) => ({ t, size: o.size ?? 30, bold: o.bold, center: o.center });
  const R = (a, b, o = {}) => ({ table: true, cols: [a, b], size: o.size ?? 30, bold: o.bold });
  const lines = [
    L(s.shop, { bold: true, size: 36, center: true }), L('Shop 7, Berea Centre, 249 Berea Road', { center: true }), L('Durban 4001  Tel 031 201 4478', { center: true }),
    L(`VAT No: ${s.vatNo}`, { center: true }), { gap: 8 }, L('TAX INVOICE', { bold: true, center: true }), { gap: 6 },
    L(`Slip No: ${s.slipNo}   Till 02`), L(`Date: ${s.date}  ${s.time}`), { rule: true },
  ];
  for (const [d, q, p, t] of s.lines) { lines.push(L(d)); lines.push(R(`   ${q} x ${zaR(p)}`, zaR(t))); }
  lines.push({ rule: true });
  lines.push(R('TOTAL', zaR(s.total), { bold: true, size: 34 }));
  lines.push(R('CARD', zaR(s.total)));
  lines.push(R('CHANGE', 'R0.00'));
  lines.push({ gap: 8 });
  lines.push(R('VAT 15% INCLUDED', zaR(s.vat)));
  lines.push(R('TOTAL EXCL VAT', zaR(s.excl)));
  lines.push(L(`ITEMS: ${s.qty}`));
  lines.push({ gap: 8 });
  lines.push(L('CARD: FNB ****6614  APPROVED', { center: true }));
  lines.push(L('THANK YOU - PLEASE KEEP YOUR SLIP', { center: true }));
  await photoDocument(file, lines, { width: 940, height: 1500, angle: -1.1, seed: 23, format: 'jpeg', mono: false, tableX: [56, 880], margin: 56, noise: 14 });
}
