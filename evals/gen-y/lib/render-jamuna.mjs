// Jamuna Char Development Society (Gaibandha, Bangladesh): renders its six documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RAW, view } from '../data.mjs';
import { newPdf, header, rows, para, footer, FONT } from './pdf.mjs';
import { P, T, writeDocx, fmt, acc, xDate, MONTHS, styleHeader, ukLong, ukNum } from './office.mjs';
import { photoDocument } from './photo.mjs';

const J = RAW.J;
const ORG = J.name;
const a = (v) => acc(v, 0);
const sum = (x) => x.reduce((s, y) => s + y, 0);

// cash and bank split by account (30 June 2025 and 2024); the general account is the balance
export const CASH_SPLIT = (v) => {
  const lines = [
    ['Cash in hand (head office and field offices)', 162340, 148200],
    ['Sonali Bank PLC, FC Mother Account (FD-6)', 3118420, 4812300],
    ['BRAC Bank PLC, CRLP project account', 2406115, 3216540],
    ['Dutch-Bangla Bank PLC, Nirapad Pani project account', 1845210, 1604330],
    ['Pubali Bank PLC, Shikkha Setu project account', 1104880, 987650],
  ];
  lines.push(['Janata Bank PLC, general fund account', v.cash[2] - sum(lines.map((l) => l[1])), v.cash[1] - sum(lines.map((l) => l[2]))]);
  return lines;
};

async function statements(dir, v) {
  const { doc, end } = newPdf(path.join(dir, 'JCDS Audited Financial Statements 2024-25.pdf'), { title: `${ORG} - Audited Financial Statements for the year ended 30 June 2025`, author: J.report.auditor });
  // ---- cover
  doc.y = 200;
  doc.font(FONT.B).fontSize(20).text(ORG.toUpperCase(), { align: 'center' });
  doc.moveDown(0.5).font(FONT.R).fontSize(12).text('(JCDS)', { align: 'center' });
  doc.moveDown(2).font(FONT.B).fontSize(15).text('AUDITED FINANCIAL STATEMENTS', { align: 'center' });
  doc.font(FONT.R).fontSize(12).text('for the year ended 30 June 2025', { align: 'center' });
  doc.moveDown(3).fontSize(10).text(`NGO Affairs Bureau Registration No. ${J.ngoab}`, { align: 'center' });
  doc.text('Head office: Balashighat Road, Gaibandha-5700, Bangladesh', { align: 'center' });
  doc.text('Liaison office: House 27, Road 9/A, Dhanmondi, Dhaka-1209', { align: 'center' });
  doc.moveDown(8).font(FONT.B).text(J.report.auditor, { align: 'center' });
  doc.font(FONT.R).text('Chartered Accountants', { align: 'center' });
  doc.text('Purana Paltan, Dhaka', { align: 'center' });

  // ---- auditor's report
  doc.addPage();
  doc.font(FONT.B).fontSize(12).text('INDEPENDENT AUDITOR\u2019S REPORT', { align: 'center' });
  doc.font(FONT.R).fontSize(9.5).text(`To the Governing Body of ${ORG}`, { align: 'center' });
  doc.moveDown();
  doc.font(FONT.B).fontSize(10).text('Opinion');
  para(doc, `We have audited the financial statements of ${ORG} ("JCDS"), which comprise the statement of financial position as at 30 June 2025, the statement of income and expenditure and the statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies.`);
  para(doc, `In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of JCDS as at 30 June 2025, and its financial performance and its cash flows for the year then ended in accordance with International Financial Reporting Standards (IFRSs) as applicable to not-for-profit organisations in Bangladesh and the requirements of the NGO Affairs Bureau.`);
  doc.font(FONT.B).fontSize(10).text('Basis for opinion');
  para(doc, 'We conducted our audit in accordance with International Standards on Auditing (ISAs). Our responsibilities under those standards are further described in the Auditor\u2019s Responsibilities section of our report. We are independent of JCDS in accordance with the ethical requirements of the Institute of Chartered Accountants of Bangladesh (ICAB), and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.');
  doc.font(FONT.B).fontSize(10).text('Responsibilities of management and the Governing Body');
  para(doc, 'Management is responsible for the preparation and fair presentation of the financial statements and for such internal control as management determines is necessary to enable the preparation of financial statements that are free from material misstatement, whether due to fraud or error. The Governing Body is responsible for overseeing the organisation\u2019s financial reporting process.');
  doc.font(FONT.B).fontSize(10).text('Auditor\u2019s responsibilities for the audit of the financial statements');
  para(doc, 'Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor\u2019s report that includes our opinion. Project accounts funded by foreign donors were also examined against the approved FD-6 budgets and the donor agreements.');
  doc.moveDown(2);
  doc.font(FONT.R).fontSize(9.5).text('Dhaka', 50);
  doc.text(ukLong(J.report.opinionDate));
  doc.moveDown(0.5).font(FONT.B).text(J.report.auditor);
  doc.font(FONT.R).text('Chartered Accountants');
  doc.text('Signed by: Md. Abdul Karim FCA, Partner (Enrolment No. 0841)');
  doc.text('DVC: 2510280841AS448213');

  // ---- statement of financial position
  doc.addPage();
  const title = (t, sub) => {
    doc.font(FONT.B).fontSize(12).text(ORG, 50, 50, { align: 'center', width: 495 });
    doc.font(FONT.B).fontSize(11).text(t, { align: 'center', width: 495 });
    doc.font(FONT.R).fontSize(9.5).text(sub, { align: 'center', width: 495 });
    doc.moveDown(1.2);
  };
  title('Statement of Financial Position', 'as at 30 June 2025');
  const c2 = [440, 545];
  const noteX = (y, n) => { doc.font(FONT.R).fontSize(8.5).text(n, 330, y, { width: 30, align: 'center', lineBreak: false }); };
  header(doc, [360, ...c2], [['Notes'], ['30 June', '2025', 'Taka'], ['30 June', '2024', 'Taka']]);
  const B = J.bs;
  const ca = (i) => B.advances[i] + B.receivables[i] + B.prepayments[i] + B.fdr[i] + v.cash[i];
  const sfp = [
    { label: 'ASSETS', bold: true },
    { label: 'Non-current assets', bold: true },
    { label: 'Property, plant and equipment', indent: 1, vals: [a(v.ppeB[2]), a(v.ppeB[1])], note: '3' },
    { gap: 4 },
    { label: 'Current assets', bold: true },
    { label: 'Advances to staff and partners', indent: 1, vals: [a(B.advances[2]), a(B.advances[1])] },
    { label: 'Other receivables and accrued interest', indent: 1, vals: [a(B.receivables[2]), a(B.receivables[1])] },
    { label: 'Prepayments and security deposits', indent: 1, vals: [a(B.prepayments[2]), a(B.prepayments[1])] },
    { label: 'Fixed deposit receipts (FDR)', indent: 1, vals: [a(B.fdr[2]), a(B.fdr[1])], note: '4' },
    { label: 'Cash and bank balances', indent: 1, vals: [a(v.cash[2]), a(v.cash[1])], note: '4' },
    { label: 'Total current assets', bold: true, vals: [a(ca(2)), a(ca(1))], rule: 'above' },
    { gap: 4 },
    { label: 'TOTAL ASSETS', bold: true, vals: [a(v.totalAssets[2]), a(v.totalAssets[1])], rule: 'total' },
    { gap: 10 },
    { label: 'FUNDS AND LIABILITIES', bold: true },
    { label: 'Funds', bold: true },
    { label: 'General fund (unrestricted)', indent: 1, vals: [a(v.gf[2]), a(v.gf[1])] },
    { label: 'Restricted funds', indent: 1, vals: [a(v.rf[2]), a(v.rf[1])], note: '7' },
    { label: 'Total funds', bold: true, vals: [a(v.gf[2] + v.rf[2]), a(v.gf[1] + v.rf[1])], rule: 'above' },
    { gap: 4 },
    { label: 'Non-current liabilities', bold: true },
    { label: 'Provision for gratuity', indent: 1, vals: [a(B.gratuity[2]), a(B.gratuity[1])] },
    { gap: 4 },
    { label: 'Current liabilities', bold: true },
    { label: 'Accounts payable and accrued expenses', indent: 1, vals: [a(B.payables[2]), a(B.payables[1])] },
    { label: 'Total current liabilities', bold: true, vals: [a(B.payables[2]), a(B.payables[1])], rule: 'above' },
    { gap: 4 },
    { label: 'TOTAL FUNDS AND LIABILITIES', bold: true, vals: [a(v.totalAssets[2]), a(v.totalAssets[1])], rule: 'total' },
  ];
  for (const r of sfp) { const y = doc.y; rows(doc, c2, [r]); if (r.note) noteX(y, r.note); }
  doc.moveDown(2);
  para(doc, 'The annexed notes 1 to 9 form an integral part of these financial statements.', { italic: true, size: 8.5 });
  doc.moveDown(2);
  const sigs = (y) => {
    doc.font(FONT.R).fontSize(8.5);
    [['Executive Director', J.report.ed], ['Treasurer', J.report.treasurer], ['Chair, Governing Body', J.report.chair]].forEach(([t, n], i) => {
      doc.text(n, 50 + i * 170, y, { width: 150, lineBreak: false });
      doc.text(t, 50 + i * 170, y + 11, { width: 150, lineBreak: false });
    });
    doc.text(`Signed in terms of our separate report of even date: ${J.report.auditor}, Chartered Accountants, Dhaka, ${ukLong(J.report.opinionDate)}`, 50, y + 34, { width: 495 });
  };
  sigs(doc.y);

  // ---- statement of income and expenditure
  doc.addPage();
  title('Statement of Income and Expenditure', 'for the year ended 30 June 2025');
  const c4 = [330, 400, 472, 545];
  header(doc, [282, ...c4], [['Notes'], ['Unrestricted', 'fund', 'Taka'], ['Restricted', 'funds', 'Taka'], ['Total', '2024-25', 'Taka'], ['Total', '2023-24', 'Taka']], { w: 68 });
  const f = v.funds;
  const U = v.U, R = v.Rr;
  const ie = [
    { label: 'INCOME', bold: true },
    { label: 'Grants from foreign donors', indent: 1, vals: ['–', a(R.inc25), a(R.inc25), a(R.inc24)], note: '5' },
    ...v.uInc.map((x) => ({ label: x.label, indent: 1, vals: [a(x.y25), '–', a(x.y25), a(x.y24)] })),
    { label: 'Total income', bold: true, vals: [a(U.inc25), a(R.inc25), a(U.inc25 + R.inc25), a(U.inc24 + R.inc24)], rule: 'above' },
    { gap: 6 },
    { label: 'EXPENDITURE', bold: true },
    { label: 'Programme expenditure', bold: true, indent: 1 },
    ...['CRLP', 'WASH', 'EDU', 'FLOOD', 'WINTER'].map((k) => ({ label: f[k].label.replace(' (CRLP)', ''), indent: 2, vals: ['–', a(f[k].s25), a(f[k].s25), a(f[k].s24)] })),
    { label: v.uExp[0].label, indent: 2, vals: [a(v.uExp[0].y25), '–', a(v.uExp[0].y25), a(v.uExp[0].y24)] },
    { label: 'Total programme expenditure', bold: true, indent: 1, vals: [a(v.uExp[0].y25), a(R.exp25), a(v.uExp[0].y25 + R.exp25), a(v.uExp[0].y24 + R.exp24)], rule: 'above' },
    { gap: 4 },
    { label: 'Support costs', bold: true, indent: 1 },
    ...v.uExp.slice(1).map((x) => ({ label: x.label, indent: 2, vals: [a(x.y25), '–', a(x.y25), a(x.y24)], note: x.label === 'Depreciation' ? '3' : undefined })),
    { label: 'Total support costs', bold: true, indent: 1, vals: [a(U.exp25 - v.uExp[0].y25), '–', a(U.exp25 - v.uExp[0].y25), a(U.exp24 - v.uExp[0].y24)], rule: 'above' },
    { gap: 4 },
    { label: 'Total expenditure', bold: true, vals: [a(U.exp25), a(R.exp25), a(v.totalExp25), a(v.totalExp24)], rule: 'above', note: '6' },
    { gap: 6 },
    { label: 'Surplus/(deficit) before transfers', bold: true, vals: [a(U.inc25 - U.exp25), a(R.inc25 - R.exp25), a(v.incTotal25 - v.totalExp25), a(v.incTotal24 - v.totalExp24)] },
    { label: 'Transfer: indirect cost recovery', indent: 1, vals: [a(U.icr25), a(-U.icr25), '–', '–'], note: '7' },
    { label: 'Net movement in funds', bold: true, vals: [a(U.net25), a(R.net25), a(U.net25 + R.net25), a(U.net24 + R.net24)], rule: 'above' },
    { label: 'Fund balances at 1 July', indent: 1, vals: [a(v.gf[1]), a(v.rf[1]), a(v.gf[1] + v.rf[1]), a(v.gf[0] + v.rf[0])] },
    { label: 'Fund balances at 30 June', bold: true, vals: [a(v.gf[2]), a(v.rf[2]), a(v.gf[2] + v.rf[2]), a(v.gf[1] + v.rf[1])], rule: 'total' },
  ];
  for (const r of ie) { const y = doc.y; rows(doc, c4, [r], { w: 68, labelW: 215, size: 8.2 }); if (r.note) { doc.font(FONT.R).fontSize(8.2).text(r.note, 262, y, { width: 20, align: 'right', lineBreak: false }); doc.x = 50; doc.y = y + 13; } }
  doc.moveDown(1.5);
  para(doc, 'Grants from foreign donors are received through the FC Mother Account under FD-6 approvals of the NGO Affairs Bureau. The annexed notes 1 to 9 form an integral part of these financial statements.', { italic: true, size: 8.5 });

  // ---- cash flows
  doc.addPage();
  title('Statement of Cash Flows', 'for the year ended 30 June 2025');
  header(doc, c2, [['2024-25', 'Taka'], ['2023-24', 'Taka']]);
  const A = v.cf25, Z = v.cf24;
  rows(doc, c2, [
    { label: 'A. Cash flows from operating activities', bold: true },
    { label: 'Net movement in funds for the year', indent: 1, vals: [a(A.net), a(Z.net)] },
    { label: 'Adjustments for:', indent: 1, italic: true },
    { label: 'Depreciation', indent: 2, vals: [a(A.dep), a(Z.dep)] },
    { label: 'Gain on disposal of vehicle', indent: 2, vals: [a(A.gain), a(Z.gain)] },
    { label: '(Increase)/decrease in advances', indent: 2, vals: [a(A.advances), a(Z.advances)] },
    { label: '(Increase)/decrease in other receivables', indent: 2, vals: [a(A.receivables), a(Z.receivables)] },
    { label: '(Increase)/decrease in prepayments and deposits', indent: 2, vals: [a(A.prepayments), a(Z.prepayments)] },
    { label: 'Increase/(decrease) in accounts payable', indent: 2, vals: [a(A.payables), a(Z.payables)] },
    { label: 'Increase in provision for gratuity', indent: 2, vals: [a(A.gratuity), a(Z.gratuity)] },
    { label: 'Net cash from operating activities', bold: true, vals: [a(A.cfo), a(Z.cfo)], rule: 'above' },
    { gap: 8 },
    { label: 'B. Cash flows from investing activities', bold: true },
    { label: 'Acquisition of property, plant and equipment', indent: 1, vals: [a(A.capex), a(Z.capex)] },
    { label: 'Proceeds from disposal of vehicle', indent: 1, vals: [a(A.proceeds), a(Z.proceeds)] },
    { label: 'Investment in fixed deposit receipts (net)', indent: 1, vals: [a(A.fdr), a(Z.fdr)] },
    { label: 'Net cash used in investing activities', bold: true, vals: [a(A.cfi), a(Z.cfi)], rule: 'above' },
    { gap: 8 },
    { label: 'C. Cash flows from financing activities', bold: true, vals: ['–', '–'] },
    { gap: 8 },
    { label: 'Net increase/(decrease) in cash and bank balances (A+B+C)', bold: true, vals: [a(A.change), a(Z.change)] },
    { label: 'Cash and bank balances at 1 July', indent: 1, vals: [a(A.open), a(Z.open)] },
    { label: 'Cash and bank balances at 30 June', bold: true, vals: [a(A.close), a(Z.close)], rule: 'total' },
  ], { labelW: 290 });

  // ---- notes
  doc.addPage();
  doc.font(FONT.B).fontSize(12).text(ORG, 50, 50, { align: 'center', width: 495 });
  doc.font(FONT.B).fontSize(11).text('Notes to the Financial Statements', { align: 'center', width: 495 });
  doc.font(FONT.R).fontSize(9.5).text('for the year ended 30 June 2025', { align: 'center', width: 495 });
  doc.moveDown();
  const h = (t) => { doc.moveDown(0.4); doc.font(FONT.B).fontSize(10).text(t, 50); doc.moveDown(0.2); };
  h('1. Legal status and activities');
  para(doc, `${ORG} (JCDS) was established in 1994 and is registered with the Department of Social Services (Reg. No. Gaibandha-0311/94) and with the NGO Affairs Bureau under the Foreign Donations (Voluntary Activities) Regulation Act, 2016 (Registration No. ${J.ngoab}). JCDS works with households living on the river islands (chars) of the Jamuna and Brahmaputra in Gaibandha, Kurigram, Jamalpur, Sirajganj, Bogura and Lalmonirhat districts on livelihoods, flood resilience, water and sanitation, and girls\u2019 education.`);
  h('2. Basis of preparation and significant accounting policies');
  para(doc, '2.1 The financial statements have been prepared on the historical cost basis in accordance with IFRSs as applicable to not-for-profit organisations in Bangladesh. The financial year runs from 1 July to 30 June; comparative figures are for the year ended 30 June 2024. Amounts are presented in Bangladesh Taka, rounded to the nearest Taka, except where stated in Taka thousands.');
  para(doc, '2.2 Grants from foreign donors are recognised as income in the restricted fund of the project concerned when received. Grants received in foreign currency are translated at the rate of exchange on the date of receipt. Unspent balances are carried forward in restricted funds.');
  para(doc, '2.3 Under the agreement with Stichting Delta Partners, JCDS recovers indirect costs at 7% of the direct costs of the CRLP project. The recovery is shown as a transfer from the restricted fund to the general fund.');
  para(doc, '2.4 Property, plant and equipment are stated at cost less accumulated depreciation. Depreciation is charged on the straight-line method at the rates shown in note 3, with a full year\u2019s charge in the year of acquisition and none in the year of disposal. Land is not depreciated.');
  h('3. Property, plant and equipment');
  doc.font(FONT.B).fontSize(9).text('(a) Cost', 50); doc.moveDown(0.3);
  const c5 = [290, 355, 415, 480, 545];
  header(doc, c5, [['Cost at', '1 July 2024'], ['Additions'], ['Disposals'], ['Cost at', '30 June 2025'], ['Rate of', 'depreciation']], { labelHead: 'Taka', w: 62 });
  rows(doc, c5, [
    ...v.ppe.map((p) => ({ label: p.cls, vals: [a(p.cost0), a(p.add), a(-p.disp), a(p.cost1), p.rate] })),
    { label: 'Total', bold: true, vals: [a(v.P.cost0), a(v.P.add), a(-v.P.disp), a(v.P.cost1), ''], rule: 'total' },
  ], { w: 62, labelW: 180 });
  doc.font(FONT.I).fontSize(8).text('Note 3 continues on the next page.', 50, 775, { width: 495, align: 'right' });

  doc.addPage();
  doc.font(FONT.R).fontSize(8).text(`${ORG} \u2013 Notes to the financial statements for the year ended 30 June 2025 (continued)`, 50, 50);
  doc.y = 70;
  h('3. Property, plant and equipment (continued)');
  doc.font(FONT.B).fontSize(9).text('(b) Depreciation and written-down value', 50); doc.moveDown(0.3);
  header(doc, c5, [['Accumulated', 'depreciation', '1 July 2024'], ['Charge for', 'the year'], ['On', 'disposals'], ['Accumulated', 'depreciation', '30 June 2025'], ['Written-down', 'value', '30 June 2025']], { labelHead: 'Taka', w: 62 });
  rows(doc, c5, [
    ...v.ppe.map((p) => ({ label: p.cls, vals: [a(p.dep0), a(p.charge), a(-p.depDisp), a(p.dep1), a(p.wdv1)] })),
    { label: 'Total 30 June 2025', bold: true, vals: [a(v.P.dep0), a(v.P.charge), a(-v.P.depDisp), a(v.P.dep1), a(v.P.wdv1)], rule: 'total' },
    { label: 'Written-down value at 30 June 2024', italic: true, vals: ['', '', '', '', a(v.P.wdv0)] },
  ], { w: 62, labelW: 180 });
  para(doc, `During the year a Toyota Hilux pick-up (cost Tk ${fmt(J.ppe[2][3], 0)}) was sold for Tk ${fmt(J.disposalProceeds, 0)}, giving a gain of Tk ${fmt(v.gain, 0)}. Additions to buildings are the new dormitory block at the Fulchhari training centre.`, { size: 8.5 });
  h('4. Cash and bank balances and fixed deposit receipts');
  header(doc, c2, [['30 June 2025', 'Taka'], ['30 June 2024', 'Taka']]);
  const cs = CASH_SPLIT(v);
  rows(doc, c2, [
    ...cs.map(([l, x, y]) => ({ label: l, vals: [a(x), a(y)] })),
    { label: 'Cash and bank balances', bold: true, vals: [a(v.cash[2]), a(v.cash[1])], rule: 'above' },
    { gap: 4 },
    { label: 'Fixed deposit receipts with scheduled banks (3 to 12 months)', vals: [a(J.bs.fdr[2]), a(J.bs.fdr[1])] },
  ], { labelW: 300 });
  h('5. Grants from foreign donors');
  const c3 = [440, 545];
  const grantHead = () => header(doc, c3, [['2024-25', 'Taka'], ['2023-24', 'Taka']], { labelHead: 'Donor and project' });
  grantHead();
  const SHORT = { CRLP: 'CRLP', WASH: 'Nirapad Pani WASH', EDU: 'Shikkha Setu', FLOOD: 'Flood response 2024', WINTER: 'Winter relief 2023-24' };
  const g = (k) => ({ label: `${f[k].donor} \u2013 ${SHORT[k]}`, vals: [a(f[k].recv25), a(f[k].recv24)] });
  rows(doc, c3, [g('CRLP'), g('WASH')], { labelW: 370, size: 8.2 });
  para(doc, `The CRLP grant was received in euros: EUR ${fmt(v.crlp.recvY2Eur, 0)} in 2024-25 (2023-24: EUR ${fmt(v.crlp.recvEur - v.crlp.recvY2Eur, 0)}), translated at the rates on the dates of receipt.`, { size: 8.2 });
  doc.font(FONT.I).fontSize(8).text('Note 5 continues on the next page.', 50, 775, { width: 495, align: 'right' });

  doc.addPage();
  doc.font(FONT.R).fontSize(8).text(`${ORG} \u2013 Notes to the financial statements for the year ended 30 June 2025 (continued)`, 50, 50);
  doc.y = 70;
  h('5. Grants from foreign donors (continued)');
  grantHead();
  rows(doc, c3, [g('EDU'), g('FLOOD'), g('WINTER'), { label: 'Total grants from foreign donors', bold: true, vals: [a(v.Rr.inc25), a(v.Rr.inc24)], rule: 'total' }], { labelW: 370, size: 8.2 });
  h('6. Expenditure by nature');
  header(doc, c2, [['2024-25', "Tk '000"], ['2023-24', "Tk '000"]]);
  rows(doc, c2, [
    ...J.natures.map((n, i) => ({ label: n, vals: [a(v.nat25k.lines[i]), a(v.nat24k.lines[i])] })),
    { label: 'Total expenditure', bold: true, vals: [a(v.nat25k.total), a(v.nat24k.total)], rule: 'total' },
  ], { labelW: 300 });
  para(doc, 'Staff costs include head office and project staff, the provident fund contribution and the gratuity charge. Sub-grants to partner organisations are the amounts disbursed to partner NGOs under the Nirapad Pani, Shikkha Setu and flood response projects.', { size: 8.5 });
  h('7. Restricted funds');
  const c7 = [265, 335, 405, 475, 545];
  header(doc, c7, [['Balance', '1 July 2024'], ['Received', 'in the year'], ['Expenditure'], ['Transfer to', 'general fund', '(indirect costs)'], ['Balance', '30 June 2025']], { labelHead: 'Taka', w: 66 });
  rows(doc, c7, [
    ...['CRLP', 'WASH', 'EDU', 'FLOOD', 'WINTER'].map((k) => ({ label: SHORT[k], vals: [a(f[k].open24), a(f[k].recv25), a(-f[k].s25), a(-f[k].icr25), a(f[k].close25)] })),
    { label: 'Total restricted funds', bold: true, vals: [a(v.rf[1]), a(v.Rr.inc25), a(-v.Rr.exp25), a(-v.U.icr25), a(v.rf[2])], rule: 'total' },
  ], { w: 66, labelW: 150, size: 8.2 });
  h('8. Staff');
  para(doc, `JCDS employed ${J.report.staff[1]} staff at 30 June 2025 (30 June 2024: ${J.report.staff[0]}), of whom ${J.report.hqStaff} were at the head office and the remainder in six field offices. Staff are members of the contributory provident fund and are entitled to gratuity after five years of service.`);
  h('9. Events after the reporting period and approval');
  para(doc, 'There were no material events after the reporting date requiring adjustment or disclosure. These financial statements were approved by the Governing Body on 26 October 2025.');
  footer(doc, `${ORG} \u2013 Financial statements 2024-25`, { pageFrom: 2, numberFrom: 1 });
  await end();
}

async function donorReport(dir, v) {
  const c = v.crlp;
  const { doc, end } = newPdf(path.join(dir, 'CRLP Interim Financial Report Year 2 - Stichting Delta Partners.pdf'), { layout: 'landscape', margin: 40, title: 'CRLP Interim Financial Report Year 2', author: J.crlp.preparedBy });
  doc.font(FONT.B).fontSize(13).text('STICHTING DELTA PARTNERS \u2013 INTERIM FINANCIAL REPORT', 40, 40);
  doc.font(FONT.R).fontSize(9);
  const info = [
    ['Grantee', `${ORG} (JCDS), Gaibandha, Bangladesh`],
    ['Project', 'Char Resilience and Livelihoods Programme (CRLP)'],
    ['Grant reference', 'SDP/BGD/2023-014'],
    ['Grant period', '1 July 2023 \u2013 30 June 2026 (three years)'],
    ['Reporting period', 'Year 2: 1 July 2024 \u2013 30 June 2025'],
    ['Reporting currency', `EUR. Year 2 expenditure in BDT is converted at ${J.crlp.rateY2.toFixed(2)} BDT per EUR, the weighted average rate of the Year 2 transfers (Year 1: ${J.crlp.rateY1.toFixed(2)}).`],
  ];
  let y = 62;
  for (const [k, t] of info) { doc.font(FONT.B).text(k, 40, y, { lineBreak: false }); doc.font(FONT.R).text(t, 150, y, { width: 600, lineBreak: false }); y += 12; }
  doc.y = y + 10;
  const cols = [345, 402, 459, 525, 582, 639, 680, 742, 802];
  header(doc, cols, [['Approved', 'budget', '3 years', 'EUR'], ['Budget', 'Year 2', 'EUR'], ['Actual', 'Year 1', 'EUR'], ['Actual', 'Year 2', 'BDT'], ['Actual', 'Year 2', 'EUR'], ['Variance', 'Year 2', 'EUR'], ['Var.', '%'], ['Cumulative', 'actual', 'Y1 + Y2', 'EUR'], ['Remaining', 'budget', 'EUR']], { labelHead: 'Budget line', w: 56, x0: 40, size: 7.5 });
  const pct = (x) => (Math.abs(x) < 0.05 ? '–' : x < 0 ? `(${Math.abs(x).toFixed(1)})` : x.toFixed(1));
  const line = (l, bold) => ({ label: l.label, bold, vals: [a(l.total), a(l.b2), a(l.a1eur), a(l.a2bdt), a(l.a2eur), a(l.var2), pct(l.varPct), a(l.cum), a(l.remaining)], rule: bold ? 'total' : undefined });
  rows(doc, cols, [...c.lines.slice(0, 7).map((l) => line(l)), { label: 'Subtotal direct costs (lines 1-7)', bold: true, rule: 'above', vals: (() => { const d = c.lines.slice(0, 7); const s2 = (k) => sum(d.map((x) => x[k])); return [a(s2('total')), a(s2('b2')), a(s2('a1eur')), a(s2('a2bdt')), a(s2('a2eur')), a(s2('var2')), pct((s2('var2') / s2('b2')) * 100), a(s2('cum')), a(s2('remaining'))]; })() }, line(c.lines[7]), line(c.total, true)], { w: 56, x0: 40, labelW: 250, size: 8 });
  doc.font(FONT.I).fontSize(7.5).text('Variance = budget less actual: a figure in brackets is an overspend against the Year 2 budget. Year 1 actuals as reported and accepted on 20 September 2024.', 40, doc.y + 2);
  doc.moveDown(1);
  doc.font(FONT.B).fontSize(10).text('Funds received from Stichting Delta Partners', 40);
  doc.moveDown(0.3);
  const fc = [300, 380, 460, 560];
  header(doc, fc, [['Date', 'received'], ['Amount', 'EUR'], ['Rate', 'BDT/EUR'], ['Amount', 'BDT']], { labelHead: 'Transfer', w: 75, x0: 40 });
  rows(doc, fc, [
    ...c.tranches.map((t, i) => ({ label: `Tranche ${i + 1} (Year ${t.date < '2024-07-01' ? 1 : 2})`, vals: [ukNum(t.date), a(t.eur), t.rate.toFixed(2), a(t.bdt)] })),
    { label: 'Total received to 30 June 2025', bold: true, vals: ['', a(c.recvEur), '', a(sum(c.tranches.map((t) => t.bdt)))], rule: 'total' },
  ], { w: 75, x0: 40, labelW: 200, size: 8.2 });
  doc.moveDown(0.6);
  doc.font(FONT.R).fontSize(8.5).text(`Summary (EUR): received ${fmt(c.recvEur, 0)}; cumulative expenditure ${fmt(c.total.cum, 0)}; balance held by the grantee at 30 June 2025 ${fmt(c.balanceEur, 0)}. Year 2 underspend against budget: EUR ${fmt(c.total.var2, 0)}, mainly on training and MEL, partly offset by plinth construction after the 2024 monsoon floods.`, 40, doc.y, { width: 760 });
  doc.moveDown(1.2);
  const sy = doc.y;
  doc.font(FONT.R).fontSize(8.5);
  doc.text(`Prepared by: ${J.crlp.preparedBy}, ${J.crlp.preparedTitle}`, 40, sy, { lineBreak: false });
  doc.text(`Approved by: ${J.crlp.approvedBy}, Executive Director`, 330, sy, { lineBreak: false });
  doc.text(`Date: ${ukNum(J.crlp.reportDate)}`, 640, sy, { lineBreak: false });
  await end();
}

async function boardPack(dir, v) {
  const pk = v.pack;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'JCDS Finance'; wb.created = new Date(Date.UTC(2026, 0, 15));
  const ws = wb.addWorksheet('Summary I&E');
  ws.columns = [{ width: 40 }, ...Array(10).fill({ width: 14 })];
  ws.addRow([ORG]).getCell(1).font = { bold: true, size: 14 };
  ws.addRow(['Finance & Audit Committee \u2013 Budget vs Actual, Quarter 2 FY2025-26 (1 July \u2013 31 December 2025)']).getCell(1).font = { bold: true };
  ws.addRow(['Amounts in Taka. Variance: favourable / (adverse). Management accounts, unaudited.']);
  ws.addRow([]);
  const h1 = ws.addRow(['Line', 'Quarter 2 (Oct\u2013Dec 2025)', '', '', 'Year to date (Jul\u2013Dec 2025)', '', '', '', 'Full year FY2025-26', '', '']);
  const h2 = ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Budget', 'Actual', 'Variance', 'Var %', 'Annual budget', 'Forecast', 'Variance']);
  ws.mergeCells('A5:A6'); ws.mergeCells('B5:D5'); ws.mergeCells('E5:H5'); ws.mergeCells('I5:K5');
  [h1, h2].forEach((r) => { for (let i = 1; i <= 11; i++) styleHeader(r.getCell(i)); });
  const NUM0 = '#,##0;(#,##0);"-"';
  const put = (r, isInc, bold) => {
    const rn = ws.rowCount + 1;
    const s = isInc ? '' : '-';
    const vr = (b, x, val) => ({ formula: isInc ? `${x}${rn}-${b}${rn}` : `${b}${rn}-${x}${rn}`, result: val });
    const row = ws.addRow([r.label, r.qB, r.qA, vr('B', 'C', r.qVar), r.ytdB, r.ytdA, vr('E', 'F', r.ytdVar), { formula: `IF(E${rn}=0,0,G${rn}/E${rn})`, result: r.ytdB ? r.ytdVar / r.ytdB : 0 }, r.fy, r.fc, vr('I', 'J', r.fyVar)]);
    void s;
    for (let i = 2; i <= 11; i++) row.getCell(i).numFmt = i === 8 ? '0.0%;(0.0%);"-"' : NUM0;
    if (bold) row.eachCell((c2) => { c2.font = { bold: true }; });
    if (!bold) row.getCell(1).alignment = { indent: 1 };
    return rn;
  };
  const sec = (t) => { const r = ws.addRow([t]); r.getCell(1).font = { bold: true }; };
  sec('INCOME');
  const i0 = ws.rowCount + 1; pk.inc.forEach((r) => put(r, true)); const i1 = ws.rowCount;
  const totRow = (label, t, isInc, a0, a1) => {
    const rn = ws.rowCount + 1;
    const S = (c2) => ({ formula: `SUM(${c2}${a0}:${c2}${a1})`, result: t[{ B: 'qB', C: 'qA', E: 'ytdB', F: 'ytdA', I: 'fy', J: 'fc' }[c2]] });
    const vr = (b, x, val) => ({ formula: isInc ? `${x}${rn}-${b}${rn}` : `${b}${rn}-${x}${rn}`, result: val });
    const row = ws.addRow([label, S('B'), S('C'), vr('B', 'C', t.qVar), S('E'), S('F'), vr('E', 'F', t.ytdVar), { formula: `G${rn}/E${rn}`, result: t.ytdVar / t.ytdB }, S('I'), S('J'), vr('I', 'J', t.fyVar)]);
    for (let i = 2; i <= 11; i++) { row.getCell(i).numFmt = i === 8 ? '0.0%;(0.0%);"-"' : NUM0; row.getCell(i).border = { top: { style: 'thin' } }; }
    row.eachCell((c2) => { c2.font = { bold: true }; });
    return rn;
  };
  const ti = totRow('Total income', pk.ti, true, i0, i1);
  ws.addRow([]);
  sec('EXPENDITURE');
  const e0 = ws.rowCount + 1; pk.exp.forEach((r) => put(r, false)); const e1 = ws.rowCount;
  const te = totRow('Total expenditure', pk.te, false, e0, e1);
  ws.addRow([]);
  const rn = ws.rowCount + 1;
  const sr = ws.addRow(['Surplus / (deficit)',
    { formula: `B${ti}-B${te}`, result: pk.sur.qB }, { formula: `C${ti}-C${te}`, result: pk.sur.qA }, { formula: `C${rn}-B${rn}`, result: pk.sur.qVar },
    { formula: `E${ti}-E${te}`, result: pk.sur.ytdB }, { formula: `F${ti}-F${te}`, result: pk.sur.ytdA }, { formula: `F${rn}-E${rn}`, result: pk.sur.ytdVar }, '',
    { formula: `I${ti}-I${te}`, result: pk.sur.fy }, { formula: `J${ti}-J${te}`, result: pk.sur.fc }, { formula: `J${rn}-I${rn}`, result: pk.sur.fyVar }]);
  for (let i = 2; i <= 11; i++) { sr.getCell(i).numFmt = NUM0; sr.getCell(i).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  sr.eachCell((c2) => { c2.font = { bold: true }; });
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];

  // forecast
  const wf = wb.addWorksheet('Forecast');
  wf.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 18 }, { width: 16 }];
  wf.addRow(['Full-year forecast FY2025-26 (Taka)']).getCell(1).font = { bold: true, size: 12 };
  wf.addRow(['Year-to-date actual to 31 December 2025 plus the forecast for the third and fourth quarters.']);
  wf.addRow([]);
  const fh = wf.addRow(['Line', 'Actual Jul\u2013Dec 2025', 'Forecast Q3 (Jan\u2013Mar 2026)', 'Forecast Q4 (Apr\u2013Jun 2026)', 'Full-year forecast', 'Annual budget']);
  fh.eachCell((c2) => styleHeader(c2));
  const frow = (r, bold) => {
    const n = wf.rowCount + 1;
    const row = wf.addRow([r.label, r.ytdA, r.q3, r.q4, { formula: `SUM(B${n}:D${n})`, result: r.fc }, r.fy]);
    for (let i = 2; i <= 6; i++) row.getCell(i).numFmt = NUM0;
    if (bold) row.eachCell((c2) => { c2.font = { bold: true }; });
  };
  wf.addRow(['INCOME']).getCell(1).font = { bold: true };
  pk.inc.forEach((r) => frow(r)); frow({ ...pk.ti, label: 'Total income' }, true);
  wf.addRow(['EXPENDITURE']).getCell(1).font = { bold: true };
  pk.exp.forEach((r) => frow(r)); frow({ ...pk.te, label: 'Total expenditure' }, true);
  frow({ ...pk.sur, label: 'Surplus / (deficit)' }, true);

  // cash and FDR
  const wc = wb.addWorksheet('Cash & FDR');
  wc.columns = [{ width: 26 }, { width: 22 }, { width: 30 }, { width: 24 }, { width: 16 }, { width: 14 }];
  wc.addRow(['Bank balances at 31 December 2025']).getCell(1).font = { bold: true, size: 12 };
  const bh = wc.addRow(['Bank', 'Branch', 'Account', 'Funds held', 'Balance (Tk)']);
  bh.eachCell((c2) => styleHeader(c2));
  const b0 = wc.rowCount + 1;
  for (const b of J.pack.banks) { const r = wc.addRow(b); r.getCell(5).numFmt = NUM0; }
  const bt = wc.addRow(['Total cash and bank', '', '', '', { formula: `SUM(E${b0}:E${wc.rowCount})`, result: v.bankTotal }]);
  bt.getCell(5).numFmt = NUM0; bt.eachCell((c2) => { c2.font = { bold: true }; });
  wc.addRow([]);
  wc.addRow(['Fixed deposit receipts (FDR) at 31 December 2025']).getCell(1).font = { bold: true, size: 12 };
  const fdh = wc.addRow(['Bank', 'FDR no.', 'Amount (Tk)', 'Interest rate % p.a.', 'Opened', 'Maturity']);
  fdh.eachCell((c2) => styleHeader(c2));
  const f0 = wc.rowCount + 1;
  for (const [bank, no, amt, rate, op, mat] of J.pack.fdrs) {
    const r = wc.addRow([bank, no, amt, rate, xDate(op), xDate(mat)]);
    r.getCell(3).numFmt = NUM0; r.getCell(4).numFmt = '0.00'; r.getCell(5).numFmt = 'dd/mm/yyyy'; r.getCell(6).numFmt = 'dd/mm/yyyy';
  }
  const ft = wc.addRow(['Total FDRs', '', { formula: `SUM(C${f0}:C${wc.rowCount})`, result: v.fdrTotal }]);
  ft.getCell(3).numFmt = NUM0; ft.eachCell((c2) => { c2.font = { bold: true }; });
  wc.addRow([]);
  wc.addRow(['FDRs are renewed on maturity unless the Finance & Audit Committee decides otherwise. Interest is credited to the general fund.']);

  // notes
  const wn = wb.addWorksheet('Notes');
  wn.columns = [{ width: 120 }];
  [
    `Finance & Audit Committee meeting of ${ukLong(J.pack.meeting)} \u2013 commentary on the Q2 management accounts`,
    '',
    '1. Restricted donor grants are behind budget because the Eastgate Relief Trust early-warning project started six weeks late; its spending is correspondingly below budget.',
    '2. Nirapad Pani WASH is over budget year to date: tube-well prices rose after the October 2025 floods. Aqua Fund Switzerland has approved a no-cost reallocation.',
    '3. CRLP (Year 3 of the Stichting Delta Partners grant) is below budget on livelihood inputs; cash grants for the second cohort will be paid in February 2026.',
    '4. Audit fees: the 2024-25 audit final fee was paid in November 2025; the annual budget provides for the 2025-26 audit fee in June 2026.',
    '5. The full-year forecast shows a surplus well below budget, mainly because restricted grant receipts are expected to fall short of budget.',
  ].forEach((t, i) => { const r = wn.addRow([t]); if (i === 0) r.getCell(1).font = { bold: true }; r.getCell(1).alignment = { wrapText: true }; });
  await wb.xlsx.writeFile(path.join(dir, 'Board Finance Pack Q2 FY2025-26.xlsx'));
}

function partners(dir, v) {
  const q = (s) => (/[",]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const head = ['SL', 'Partner organisation', 'District', 'Project', 'Agreement no.', 'Agreement date', 'End date', 'Amount agreed (Tk)', 'Disbursed FY2024-25 (Tk)', 'Undisbursed balance (Tk)', 'Status'];
  const proj = { WASH: 'Nirapad Pani (WASH)', Education: 'Shikkha Setu (Education)', 'Flood response': 'Flood response 2024' };
  const lines = [head.map(q).join(',')];
  v.partners.forEach((p, i) => lines.push([i + 1, p.partner, p.district, proj[p.project], p.no, ukNum(p.date), ukNum(p.end), p.agreed, p.disbursed, p.undisbursed, p.status].map(q).join(',')));
  lines.push(['', 'Total', '', '', '', '', '', sum(v.partners.map((p) => p.agreed)), sum(v.partners.map((p) => p.disbursed)), sum(v.partners.map((p) => p.undisbursed)), ''].map(q).join(','));
  fs.writeFileSync(path.join(dir, 'Partner sub-grant register FY2024-25.csv'), lines.join('\r\n') + '\r\n');
}

async function annualReport(dir, v) {
  const r = J.report;
  const k = (x) => fmt(Math.round(x / 1000), 0);
  const fy = r.fiveYear;
  const inc = [...fy.income, Math.round(v.incTotal24 / 1000), Math.round(v.incTotal25 / 1000)];
  const exp = [...fy.expenditure, Math.round(v.totalExp24 / 1000), Math.round(v.totalExp25 / 1000)];
  const funds = [null, null, null, Math.round((v.gf[1] + v.rf[1]) / 1000), Math.round((v.gf[2] + v.rf[2]) / 1000)];
  funds[2] = Math.round((v.gf[0] + v.rf[0]) / 1000);
  funds[1] = funds[2] - (fy.income[2] - fy.expenditure[2]);
  funds[0] = funds[1] - (fy.income[1] - fy.expenditure[1]);
  const hh = [...fy.households, r.householdsPrior, r.households];
  const years = [...fy.years, '2023-24', '2024-25'];
  const growth = (((r.households - r.householdsPrior) / r.householdsPrior) * 100).toFixed(1);
  const children = [
    P(ORG, { bold: true, size: 16, align: 'center' }),
    P('Annual Report 2024-25', { bold: true, size: 13, align: 'center' }),
    P('Building lives that the river cannot wash away', { italic: true, align: 'center', after: 300 }),
    P('Message from the Chair', { bold: true, size: 12 }),
    P(`This has been a year of floods and of resilience. When the Jamuna rose in August and again in October 2024, the families who had raised their homesteads on CRLP plinths kept their livestock and their seed stores dry. I thank the Governing Body, our donors and, above all, the char communities who lead this work. The Annual General Meeting held on ${ukLong(r.agm)} in Gaibandha received these accounts and reappointed ${r.auditor}, Chartered Accountants, as auditors for 2025-26.`),
    P(`${r.chair}`, { bold: true, after: 0 }),
    P('Chair, Governing Body', { italic: true, after: 240 }),
    P('Executive Director\u2019s report', { bold: true, size: 12 }),
    P(`In 2024-25 JCDS reached ${fmt(r.households, 0)} households on 61 chars, up from ${fmt(r.householdsPrior, 0)} the year before, an increase of ${growth}%. Under the Char Resilience and Livelihoods Programme we raised ${fmt(r.plinths, 0)} homestead plinths above the highest recorded flood level and provided cash grants and livestock to the poorest households. The Nirapad Pani project installed ${r.tubewells} raised tube wells, and Shikkha Setu kept ${fmt(r.girls, 0)} girls in secondary school with stipends and learning materials.`),
    P(`Working through fourteen agreements with partner NGOs, we responded to the 2024 floods within 72 hours. Our staff grew to ${r.staff[1]} (2023-24: ${r.staff[0]}). Our registration with the NGO Affairs Bureau was renewed during the year and is valid until ${ukLong(r.ngoabRenewal)}.`),
    P(`${r.ed}`, { bold: true, after: 0 }),
    P('Executive Director', { italic: true, after: 240 }),
    P('Treasurer\u2019s report', { bold: true, size: 12 }),
    P(`Total income for the year ended 30 June 2025 was Tk ${fmt(v.incTotal25, 0)} (2023-24: Tk ${fmt(v.incTotal24, 0)}), of which Tk ${fmt(v.Rr.inc25, 0)} came from foreign donors. Total expenditure was Tk ${fmt(v.totalExp25, 0)}. After the transfer of indirect cost recovery from the CRLP grant, the general fund rose to Tk ${fmt(v.gf[2], 0)}, while restricted funds fell to Tk ${fmt(v.rf[2], 0)} as projects spent balances brought forward.`),
    P(`The Governing Body\u2019s reserves policy is to hold unrestricted fixed deposits equal to at least twelve months of head office costs. At 30 June 2025 fixed deposits stood at Tk ${fmt(J.bs.fdr[2], 0)}. The Stichting Delta Partners grant enters its third and final year in 2025-26, and the Governing Body has asked management to secure follow-on funding before March 2026.`),
    P(`${r.treasurer}`, { bold: true, after: 0 }),
    P('Treasurer', { italic: true, after: 240 }),
    P('Five-year summary', { bold: true, size: 12 }),
    T([
      ["Tk '000", ...years],
      ['Total income', ...inc.map((x) => fmt(x, 0))],
      ['Total expenditure', ...exp.map((x) => fmt(x, 0))],
      ['Net movement in funds', ...inc.map((x, i) => acc(x - exp[i], 0))],
      ['Total funds at 30 June', ...funds.map((x) => fmt(x, 0))],
      ['Households reached', ...hh.map((x) => fmt(x, 0))],
    ], { widths: [2600, 1300, 1300, 1300, 1300, 1300], numCols: [1, 2, 3, 4, 5] }),
    P('Households reached are numbers, not Tk \u2019000. Figures for 2023-24 and 2024-25 are taken from the audited financial statements.', { italic: true, size: 9, before: 80 }),
  ];
  void k; void MONTHS;
  await writeDocx(path.join(dir, 'JCDS Annual Report 2024-25.docx'), children, { title: 'JCDS Annual Report 2024-25', creator: 'JCDS Communications' });
}

async function receipt(dir, v) {
  const R = J.receipt;
  const Lx = [];
  const t = (s, o = {}) => Lx.push({ t: s, size: o.size || 21, bold: o.bold, center: o.center });
  t(R.shop, { size: 28, bold: true, center: true });
  t(R.address, { center: true }); t('Mobile: 01713-448210', { center: true });
  t(`BIN: ${R.bin}`, { center: true });
  t('CASH MEMO / Mushak-6.3', { bold: true, center: true });
  Lx.push({ gap: 6 });
  t(`Memo No: ${R.memo}            Date: ${ukNum(R.date)}`);
  t('Customer: Jamuna Char Dev. Society (JCDS)');
  Lx.push({ rule: true });
  Lx.push({ table: true, cols: ['Item', 'Qty', 'Rate', 'Amount'], size: 19, bold: true });
  for (const [name, q, p] of R.items) Lx.push({ table: true, cols: [name, String(q), fmt(p, 2), fmt(q * p, 2)], size: 19 });
  Lx.push({ rule: true });
  Lx.push({ table: true, cols: ['Sub-total', '', '', fmt(v.receipt.sub, 2)], size: 20 });
  Lx.push({ table: true, cols: [`VAT ${Math.round(R.vatRate * 100)}%`, '', '', fmt(v.receipt.vat, 2)], size: 20 });
  Lx.push({ table: true, cols: ['TOTAL (Tk)', '', '', fmt(v.receipt.total, 2)], size: 23, bold: true });
  Lx.push({ gap: 6 });
  t('In words: Taka Seventeen Thousand Nine Hundred', { size: 18 });
  t('Ninety-Seven and Fifty Paisa only', { size: 18 });
  t('Paid: CASH', { bold: true });
  Lx.push({ gap: 14 });
  t('Goods once sold will not be taken back.', { center: true, size: 17 });
  t('Thank you', { center: true, size: 19 });
  // the photo helper draws table rows with L.cols at tableX
  const lines = Lx.map((l) => (l.table ? { table: true, cols: l.cols, size: l.size, bold: l.bold } : l));
  await photoDocument(path.join(dir, 'IMG_20260111_163045.jpg'), lines, { width: 760, height: 860, angle: 2.4, seed: 29, format: 'jpeg', tableX: [48, 470, 585, 712], margin: 48 });
}

export async function renderJamuna(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const v = view().jamuna;
  await statements(dir, v);
  await donorReport(dir, v);
  await boardPack(dir, v);
  partners(dir, v);
  await annualReport(dir, v);
  await receipt(dir, v);
}
