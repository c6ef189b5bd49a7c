// Northstage Theatre Company (Minneapolis, MN; July-June fiscal year, US$): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F, fmt, acc, usLong, usNum } from './office.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { NS, sum, r2 } from '../data.mjs';

const d0 = (v, cur) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${cur ? '$' : ''}${fmt(-v, 0)})` : `${cur ? '$' : ''}${fmt(v, 0)}`);
const mdyS = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${m}/${d}/${y}`; };

// ------------------------------------------------------------------ 1. audited financial statements (8 pages)
export async function statements(file) {
  const { A, NA, BS, CF, FX, endow, restr } = NS;
  const { doc, end } = newPdf(file, { title: 'Financial Statements June 30, 2025 and 2024', author: NS.auditor, margin: 56 });
  const head = (t, sub) => {
    doc.font('SB').fontSize(12).text('NORTHSTAGE THEATRE COMPANY', { align: 'center' });
    doc.font('SB').fontSize(11).text(t, { align: 'center' });
    doc.font('SR').fontSize(10).text(sub, { align: 'center' });
    doc.moveDown(1.2);
  };
  // p1 auditor's report
  doc.font('SB').fontSize(13).text("INDEPENDENT AUDITOR'S REPORT", { align: 'center' }); doc.moveDown();
  doc.font('SR').fontSize(10);
  const paras = [
    'To the Board of Directors\nNorthstage Theatre Company\nMinneapolis, Minnesota',
    'Opinion',
    'We have audited the accompanying financial statements of Northstage Theatre Company (a nonprofit organization), which comprise the statements of financial position as of June 30, 2025 and 2024, and the related statements of activities and cash flows for the year ended June 30, 2025, the statement of functional expenses for the year ended June 30, 2025, and the related notes to the financial statements.',
    'In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of Northstage Theatre Company as of June 30, 2025 and 2024, and the changes in its net assets and its cash flows for the year then ended in accordance with accounting principles generally accepted in the United States of America.',
    'Basis for Opinion',
    'We conducted our audits in accordance with auditing standards generally accepted in the United States of America. Our responsibilities under those standards are further described in the Auditor\'s Responsibilities for the Audit of the Financial Statements section of our report. We are required to be independent of Northstage Theatre Company and to meet our other ethical responsibilities in accordance with the relevant ethical requirements relating to our audits. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.',
    'Responsibilities of Management for the Financial Statements',
    'Management is responsible for the preparation and fair presentation of the financial statements in accordance with accounting principles generally accepted in the United States of America, and for the design, implementation, and maintenance of internal control relevant to the preparation and fair presentation of financial statements that are free from material misstatement, whether due to fraud or error.',
  ];
  for (const p of paras) { if (p.length < 70) doc.font('SB').text(p); else doc.font('SR').text(p, { align: 'justify' }); doc.moveDown(0.6); }
  doc.moveDown(1);
  doc.font('I').text(NS.auditor); doc.font('SR').text('Minneapolis, Minnesota'); doc.text(usLong(NS.auditDate));

  // p2 statements of financial position
  doc.addPage();
  head('STATEMENTS OF FINANCIAL POSITION', 'June 30, 2025 and 2024');
  const R2 = [430, 520];
  doc.font('SB').fontSize(9.5); doc.text('2025', R2[0] - 60, doc.y, { width: 60, align: 'right', lineBreak: false }); doc.text('2024', R2[1] - 60, doc.y, { width: 60, align: 'right' }); doc.moveDown(0.4);
  const b5 = BS[2025], b4 = BS[2024];
  const bs = (k, cur) => [d0(b5[k], cur), d0(b4[k], cur)];
  table(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Cash and cash equivalents', vals: bs('cash', true) },
    { label: 'Accounts receivable', vals: bs('ar') },
    { label: 'Contributions and grants receivable, net (Note 3)', vals: bs('pledges') },
    { label: 'Prepaid expenses', vals: bs('prepaid') },
    { label: 'Investments - endowment (Note 5)', vals: bs('invest') },
    { label: 'Property and equipment, net (Note 4)', vals: bs('ppe') },
    { label: 'Total assets', bold: true, rule: 'above', vals: [d0(b5.assets, true), d0(b4.assets, true)] },
    { gap: 10 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Liabilities', italic: true },
    { label: 'Accounts payable and accrued expenses', indent: 1, vals: bs('ap', true) },
    { label: 'Deferred revenue - subscriptions and advance ticket sales', indent: 1, vals: bs('deferred') },
    { label: 'Line of credit (Note 6)', indent: 1, vals: bs('loc') },
    { label: 'Total liabilities', indent: 1, bold: true, rule: 'above', vals: [d0(b5.liab), d0(b4.liab)] },
    { gap: 6 },
    { label: 'Net assets', italic: true },
    { label: 'Without donor restrictions', indent: 1, vals: [d0(NA[2025].wo), d0(NA[2024].wo)] },
    { label: 'With donor restrictions (Note 7)', indent: 1, vals: [d0(NA[2025].w), d0(NA[2024].w)] },
    { label: 'Total net assets', indent: 1, bold: true, rule: 'above', vals: [d0(NA[2025].total), d0(NA[2024].total)] },
    { gap: 4 },
    { label: 'Total liabilities and net assets', bold: true, rule: 'double', vals: [d0(b5.liab + NA[2025].total, true), d0(b4.liab + NA[2024].total, true)] },
  ], { labelX: 56, right: R2, size: 9.5, lineH: 15, width: 300 });
  doc.font('I').fontSize(8).text('See notes to financial statements.', 56, 760, { align: 'center' });

  // p3 statement of activities (landscape, 2025 and 2024 by restriction)
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  head('STATEMENTS OF ACTIVITIES', 'Years Ended June 30, 2025 and 2024');
  const RX = [400, 475, 550, 650, 725, 800];
  let y = doc.y;
  doc.font('SB').fontSize(8.5);
  doc.text('2025', RX[0] - 70, y, { width: RX[2] - RX[0] + 70, align: 'center', lineBreak: false });
  doc.text('2024', RX[3] - 70, y, { width: RX[5] - RX[3] + 70, align: 'center', lineBreak: false });
  y += 12;
  const hh = [['Without', 'Donor', 'Restrictions'], ['With', 'Donor', 'Restrictions'], ['', '', 'Total']];
  for (let i = 0; i < 6; i++) hh[i % 3].forEach((t, j) => t && doc.text(t, RX[i] - 70, y + j * 10, { width: 70, align: 'right', lineBreak: false }));
  doc.moveTo(330, y + 33).lineTo(800, y + 33).lineWidth(0.5).stroke();
  doc.x = 40; doc.y = y + 40;
  const a5 = A[2025], a4 = A[2024];
  const row3 = (a, k, cur) => [d0(a[k][0], cur), d0(a[k][1], cur), d0(a[k][0] + a[k][1], cur)];
  const rv = (k, cur) => [...row3(a5, k, cur), ...row3(a4, k, cur)];
  const ex = (k) => [d0(a5.exp[k]), '–', d0(a5.exp[k]), d0(a4.exp[k]), '–', d0(a4.exp[k])];
  table(doc, [
    { label: 'REVENUE, SUPPORT AND GAINS', bold: true },
    { label: 'Ticket sales, net', indent: 1, vals: rv('ticket', true) },
    { label: 'Subscriptions', indent: 1, vals: rv('subs') },
    { label: 'Contributions', indent: 1, vals: rv('contrib') },
    { label: 'Government grants', indent: 1, vals: rv('govt') },
    { label: `Special events, net of direct costs of $${fmt(a5.eventCosts, 0)} (2024: $${fmt(a4.eventCosts, 0)})`, indent: 1, vals: rv('events') },
    { label: 'Tuition and education fees', indent: 1, vals: rv('tuition') },
    { label: 'Investment return, net (Note 5)', indent: 1, vals: rv('invest') },
    { label: 'Net assets released from restrictions', indent: 1, vals: rv('released') },
    { label: 'Total revenue, support and gains', bold: true, rule: 'above', vals: [d0(a5.revWO), d0(a5.revW), d0(a5.revWO + a5.revW), d0(a4.revWO), d0(a4.revW), d0(a4.revWO + a4.revW)] },
    { gap: 4 },
    { label: 'EXPENSES', bold: true },
    { label: 'Program services:', indent: 1, italic: true },
    { label: 'Productions', indent: 2, vals: ex('prod') },
    { label: 'Education', indent: 2, vals: ex('edu') },
    { label: 'Total program services', indent: 2, rule: 'above', vals: [d0(a5.progTotal), '–', d0(a5.progTotal), d0(a4.progTotal), '–', d0(a4.progTotal)] },
    { label: 'Supporting services:', indent: 1, italic: true },
    { label: 'Management and general', indent: 2, vals: ex('mg') },
    { label: 'Fundraising', indent: 2, vals: ex('fr') },
    { label: 'Total expenses', bold: true, rule: 'above', vals: [d0(a5.expTotal), '–', d0(a5.expTotal), d0(a4.expTotal), '–', d0(a4.expTotal)] },
    { gap: 4 },
    { label: 'CHANGE IN NET ASSETS', bold: true, vals: [d0(a5.chgWO), d0(a5.chgW), d0(a5.chgWO + a5.chgW), d0(a4.chgWO), d0(a4.chgW), d0(a4.chgWO + a4.chgW)] },
    { label: 'NET ASSETS, BEGINNING OF YEAR', vals: [d0(NA[2024].wo), d0(NA[2024].w), d0(NA[2024].total), d0(NA[2023].wo), d0(NA[2023].w), d0(NA[2023].total)] },
    { label: 'NET ASSETS, END OF YEAR', bold: true, rule: 'double', vals: [d0(NA[2025].wo, true), d0(NA[2025].w, true), d0(NA[2025].total, true), d0(NA[2024].wo, true), d0(NA[2024].w, true), d0(NA[2024].total, true)] },
  ], { labelX: 40, right: RX, size: 8.5, lineH: 14, width: 290 });
  doc.font('I').fontSize(8).text('See notes to financial statements.', 40, 545, { align: 'center', width: 760 });

  // p4-5 statement of functional expenses, over a page break
  const FXX = [330, 405, 480, 570, 650, 740];
  const fxHead = (cont) => {
    head(`STATEMENT OF FUNCTIONAL EXPENSES${cont ? ' (CONTINUED)' : ''}`, 'Year Ended June 30, 2025');
    const yy = doc.y; doc.font('SB').fontSize(8.5);
    doc.text('Program Services', FXX[0] - 70, yy, { width: FXX[2] - FXX[0] + 70, align: 'center', lineBreak: false });
    doc.text('Supporting Services', FXX[3] - 70, yy, { width: FXX[4] - FXX[3] + 70, align: 'center', lineBreak: false });
    const hd = [['', 'Productions'], ['', 'Education'], ['Total', 'Program'], ['Management', 'and General'], ['', 'Fundraising'], ['Total', 'Expenses']];
    hd.forEach((t, i) => t.forEach((s, j) => s && doc.text(s, FXX[i] - 75, yy + 12 + j * 10, { width: 75, align: 'right', lineBreak: false })));
    doc.moveTo(260, yy + 35).lineTo(740, yy + 35).lineWidth(0.5).stroke();
    doc.x = 40; doc.y = yy + 42;
  };
  const fxRow = (label, v, o = {}) => ({ label, ...o, vals: [v[0], v[1], v[0] + v[1], v[2], v[3], sum(v)].map((x) => d0(x, o.cur)) });
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  fxHead(false);
  table(doc, FX.slice(0, 6).map(([l, v], i) => fxRow(l, v, { cur: i === 0 })), { labelX: 40, right: FXX, size: 8.5, lineH: 16, width: 220 });
  doc.font('I').fontSize(8).text('Continued on next page', 40, 545, { align: 'right', width: 700 });
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  fxHead(true);
  const colT = [0, 1, 2, 3].map((i) => sum(FX.map((r) => r[1][i])));
  table(doc, [...FX.slice(6).map(([l, v]) => fxRow(l, v)), { ...fxRow('Total expenses', colT, { cur: true }), bold: true, rule: 'double' }], { labelX: 40, right: FXX, size: 8.5, lineH: 16, width: 220 });
  doc.moveDown(1);
  doc.font('I').fontSize(8).text(`Direct costs of special events of $${fmt(A[2025].eventCosts, 0)} are netted against special events revenue in the statement of activities and are not included above.`, 40, doc.y, { width: 700 });

  // p6 statement of cash flows (FY2025)
  doc.addPage({ size: 'A4', layout: 'portrait', margin: 56 });
  head('STATEMENT OF CASH FLOWS', 'Year Ended June 30, 2025');
  table(doc, [
    { label: 'CASH FLOWS FROM OPERATING ACTIVITIES', bold: true },
    { label: 'Change in net assets', indent: 1, vals: [d0(CF.chg, true)] },
    { label: 'Adjustments to reconcile change in net assets to net cash', indent: 1 },
    { label: 'provided by operating activities:', indent: 1 },
    { label: 'Depreciation', indent: 2, vals: [d0(CF.dep)] },
    { label: 'Net realized and unrealized gains on investments', indent: 2, vals: [d0(CF.gains)] },
    { label: 'Contributions restricted for long-term investment', indent: 2, vals: [d0(CF.endowContrib)] },
    { label: 'Changes in operating assets and liabilities:', indent: 2 },
    { label: 'Accounts receivable', indent: 3, vals: [d0(CF.ar)] },
    { label: 'Contributions and grants receivable', indent: 3, vals: [d0(CF.pledges)] },
    { label: 'Prepaid expenses', indent: 3, vals: [d0(CF.prepaid)] },
    { label: 'Accounts payable and accrued expenses', indent: 3, vals: [d0(CF.ap)] },
    { label: 'Deferred revenue', indent: 3, vals: [d0(CF.deferred)] },
    { label: 'Net cash provided by operating activities', bold: true, rule: 'above', vals: [d0(CF.ops)] },
    { gap: 6 },
    { label: 'CASH FLOWS FROM INVESTING ACTIVITIES', bold: true },
    { label: 'Purchases of property and equipment', indent: 1, vals: [d0(CF.ppeBuy)] },
    { label: 'Purchases of investments', indent: 1, vals: [d0(CF.invBuy)] },
    { label: 'Proceeds from sales of investments', indent: 1, vals: [d0(CF.invSell)] },
    { label: 'Net cash used in investing activities', bold: true, rule: 'above', vals: [d0(CF.inv)] },
    { gap: 6 },
    { label: 'CASH FLOWS FROM FINANCING ACTIVITIES', bold: true },
    { label: 'Contributions restricted for long-term investment', indent: 1, vals: [d0(CF.endowFin)] },
    { label: 'Net repayments on line of credit', indent: 1, vals: [d0(CF.loc)] },
    { label: 'Net cash provided by financing activities', bold: true, rule: 'above', vals: [d0(CF.fin)] },
    { gap: 6 },
    { label: 'NET CHANGE IN CASH AND CASH EQUIVALENTS', bold: true, vals: [d0(CF.net)] },
    { label: 'Cash and cash equivalents, beginning of year', vals: [d0(BS[2024].cash)] },
    { label: 'Cash and cash equivalents, end of year', bold: true, rule: 'double', vals: [d0(BS[2025].cash, true)] },
    { gap: 8 },
    { label: `Supplemental disclosure: cash paid for interest`, italic: true, vals: [d0(FX.find((r) => r[0] === 'Interest')[1][2], true)] },
  ], { labelX: 56, right: [520], size: 9.5, lineH: 15, width: 380 });

  // p7-8 notes
  doc.addPage();
  doc.font('SB').fontSize(11).text('NOTES TO FINANCIAL STATEMENTS', { align: 'center' }); doc.font('SR').fontSize(9.5).text('June 30, 2025 and 2024', { align: 'center' }); doc.moveDown();
  const note = (t, body) => { doc.font('SB').fontSize(10).text(t); doc.moveDown(0.3); doc.font('SR').fontSize(9.5).text(body, { align: 'justify' }); doc.moveDown(0.6); };
  note('NOTE 1 - NATURE OF ACTIVITIES', 'Northstage Theatre Company (the Organization) is a Minnesota nonprofit corporation that produces a season of professional theater in Minneapolis and provides arts education through classes, summer camps, school residencies and student matinees. The Organization is exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code and is classified as a publicly supported organization. Its fiscal year runs from July 1 to June 30.');
  note('NOTE 2 - REVENUE RECOGNITION', 'Ticket and subscription revenue is recognized when the performance takes place; amounts received in advance for the following season are reported as deferred revenue. Tuition is recognized over the term of the class or camp.');
  note('NOTE 3 - CONTRIBUTIONS AND GRANTS RECEIVABLE', `Contributions and grants receivable at June 30, 2025 total $${fmt(BS[2025].pledges, 0)} (2024: $${fmt(BS[2024].pledges, 0)}), net of an allowance of $9,500, and are due within one to three years.`);
  note('NOTE 4 - PROPERTY AND EQUIPMENT', `Property and equipment consist of the scene shop building, leasehold improvements, lighting and sound equipment and vehicles, stated at cost less accumulated depreciation. Depreciation expense for the year ended June 30, 2025 was $${fmt(CF.dep, 0)}. Purchases during the year were $${fmt(-CF.ppeBuy, 0)}.`);
  doc.font('SB').fontSize(10).text('NOTE 5 - ENDOWMENT'); doc.moveDown(0.3);
  doc.font('SR').fontSize(9.5).text('The endowment consists of donor-restricted funds held in perpetuity and the accumulated earnings on those funds. The Board appropriates for expenditure each year an amount under its spending policy (Note 8). Changes in endowment net assets, all of which are with donor restrictions, were as follows:', { align: 'justify' });
  doc.moveDown(0.5);
  const E5 = endow[2025], E4 = endow[2024];
  doc.font('SB').fontSize(9); const yE = doc.y; doc.text('2025', 400, yE, { width: 60, align: 'right', lineBreak: false }); doc.text('2024', 480, yE, { width: 60, align: 'right' }); doc.moveDown(0.3);
  table(doc, [
    { label: 'Endowment net assets, beginning of year', vals: [d0(E5.begin, true), d0(E4.begin, true)] },
    { label: 'Contributions', vals: [d0(E5.contrib), d0(E4.contrib)] },
    { label: 'Investment return, net', vals: [d0(E5.ret), d0(E4.ret)] },
    { label: 'Appropriated for expenditure', vals: [d0(-E5.approp), d0(-E4.approp)] },
    { label: 'Endowment net assets, end of year', bold: true, rule: 'double', vals: [d0(E5.end, true), d0(E4.end, true)] },
  ], { labelX: 56, right: [460, 540], size: 9, lineH: 14, width: 320 });
  doc.moveDown(0.6);
  note('NOTE 6 - LINE OF CREDIT', `The Organization has a $${fmt(NS.loc.limit, 0)} revolving line of credit with ${NS.loc.bank}, secured by the scene shop building, bearing interest at the bank's prime rate plus ${NS.loc.margin.toFixed(2)}% and renewable annually on March 31. The balance outstanding was $${fmt(BS[2025].loc, 0)} at June 30, 2025 and $${fmt(BS[2024].loc, 0)} at June 30, 2024.`);
  doc.addPage();
  doc.font('SB').fontSize(10).text('NOTE 7 - NET ASSETS WITH DONOR RESTRICTIONS'); doc.moveDown(0.3);
  doc.font('SR').fontSize(9.5).text('Net assets with donor restrictions are restricted for the following purposes or periods:'); doc.moveDown(0.5);
  const s5 = restr[2025], s4 = restr[2024];
  doc.font('SB').fontSize(9); const yR = doc.y; doc.text('2025', 400, yR, { width: 60, align: 'right', lineBreak: false }); doc.text('2024', 480, yR, { width: 60, align: 'right' }); doc.moveDown(0.3);
  table(doc, [
    { label: 'Subject to expenditure for specified purpose:', italic: true },
    { label: 'Education programs', indent: 1, vals: [d0(s5.edu, true), d0(s4.edu, true)] },
    { label: 'Productions of the following season', indent: 1, vals: [d0(s5.prod), d0(s4.prod)] },
    { label: 'Subject to the passage of time:', italic: true },
    { label: 'Contributions receivable for operations', indent: 1, vals: [d0(s5.time), d0(s4.time)] },
    { label: 'Endowment:', italic: true },
    { label: 'Original gifts required to be held in perpetuity', indent: 1, vals: [d0(s5.perp), d0(s4.perp)] },
    { label: 'Accumulated earnings subject to appropriation', indent: 1, vals: [d0(s5.earn), d0(s4.earn)] },
    { label: 'Total net assets with donor restrictions', bold: true, rule: 'double', vals: [d0(s5.total, true), d0(s4.total, true)] },
  ], { labelX: 56, right: [460, 540], size: 9, lineH: 14, width: 320 });
  doc.moveDown(0.6);
  note('NOTE 8 - SPENDING POLICY', `The Board's spending policy appropriates ${NS.drawRate}% of the average fair value of the endowment over the trailing twelve quarters. The amount appropriated for the year ended June 30, 2025 was $${fmt(E5.approp, 0)}.`);
  note('NOTE 9 - SUBSEQUENT EVENTS', `Management has evaluated subsequent events through ${usLong(NS.auditDate)}, the date the financial statements were available to be issued.`);
  await end();
}

// ------------------------------------------------------------------ 2. Form 990 Schedule A Part II extract
export async function scheduleA(file) {
  const S = NS.S;
  const { doc, end } = newPdf(file, { title: 'Schedule A (Form 990) 2024 - Part II', author: 'Northstage Theatre Company', layout: 'landscape', margin: 36 });
  doc.font('R').fontSize(8).text('Schedule A (Form 990) 2024', 36, 30, { lineBreak: false });
  doc.text('Page 2', 760, 30, { width: 46, align: 'right', lineBreak: false });
  doc.font('B').fontSize(9.5).text('Part II     Support Schedule for Organizations Described in Sections 170(b)(1)(A)(iv) and 170(b)(1)(A)(vi)', 36, 46, { lineBreak: false });
  doc.font('R').fontSize(7.5).text('(Complete only if you checked the box on line 5, 7, 8, or 9 of Part I or if the organization failed to qualify under Part III. If the organization fails to qualify under the tests listed below, please complete Part III.)', 36, 60, { width: 760 });
  doc.text('Name of the organization: NORTHSTAGE THEATRE COMPANY        Employer identification number: 41-1876542', 36, 74, { lineBreak: false });
  const X = [470, 535, 600, 665, 730, 805];
  let y = 94;
  doc.font('B').fontSize(8).text('Section A. Public Support', 36, y, { lineBreak: false });
  doc.font('R').fontSize(7.5);
  const colH = ['(a) 2020', '(b) 2021', '(c) 2022', '(d) 2023', '(e) 2024', '(f) Total'];
  doc.text('Calendar year (or fiscal year beginning in)', 200, y, { lineBreak: false });
  colH.forEach((h, i) => doc.text(h, X[i] - 62, y, { width: 62, align: 'right', lineBreak: false }));
  y += 14;
  const v = (a) => a.map((x) => (x === null ? '' : d0(x)));
  const line = (no, text, vals, o = {}) => {
    doc.font(o.bold ? 'B' : 'R').fontSize(7.5).text(no, 36, y, { lineBreak: false });
    doc.text(text, 56, y, { width: 340, lineBreak: false });
    vals.forEach((s, i) => s !== '' && doc.text(s, X[i] - 62, y, { width: 62, align: 'right', lineBreak: false }));
    doc.moveTo(400, y + 10).lineTo(805, y + 10).lineWidth(0.3).stroke();
    y += o.h || 16;
  };
  const withF = (a) => [...a, sum(a)];
  const dashes = [0, 0, 0, 0, 0, 0];
  line('1', 'Gifts, grants, contributions, and membership fees received. (Do not include any "unusual grants.")', v(withF(S.gifts)));
  line('2', 'Tax revenues levied for the organization\'s benefit and either paid to or expended on its behalf', v(dashes));
  line('3', 'The value of services or facilities furnished by a governmental unit to the organization without charge', v(dashes));
  line('4', 'Total. Add lines 1 through 3', v(withF(S.gifts)));
  line('5', 'The portion of total contributions by each person (other than a governmental unit or publicly supported organization) included on line 1 that exceeds 2% of the amount shown on line 11, column (f)', v([null, null, null, null, null, S.excess]), { h: 24 });
  line('6', 'Public support. Subtract line 5 from line 4.', v([null, null, null, null, null, S.line6F]), { bold: true });
  doc.font('B').fontSize(8).text('Section B. Total Support', 36, y + 4, { lineBreak: false }); y += 18;
  line('7', 'Amounts from line 4', v(withF(S.gifts)));
  line('8', 'Gross income from interest, dividends, payments received on securities loans, rents, royalties, and income from similar sources', v(withF(S.interest)), { h: 20 });
  line('9', 'Net income from unrelated business activities, whether or not the business is regularly carried on', v(dashes));
  line('10', 'Other income. Do not include gain or loss from the sale of capital assets (Explain in Part VI.)', v(withF(S.other)));
  line('11', 'Total support. Add lines 7 through 10', v(withF(S.line11)), { bold: true });
  line('12', 'Gross receipts from related activities, etc. (see instructions)', v([null, null, null, null, null, S.relatedF]));
  line('13', 'First 5 years. If the Form 990 is for the organization\'s first, second, third, fourth, or fifth tax year as a section 501(c)(3) organization, check this box and stop here . . . . . [ ]', []);
  doc.font('B').fontSize(8).text('Section C. Computation of Public Support Percentage', 36, y + 4, { lineBreak: false }); y += 18;
  line('14', 'Public support percentage for 2024 (line 6, column (f), divided by line 11, column (f))', ['', '', '', '', '', `${S.pct14.toFixed(2)} %`]);
  line('15', 'Public support percentage from 2023 Schedule A, Part II, line 14', ['', '', '', '', '', `${S.pct15.toFixed(2)} %`]);
  line('16a', '33 1/3% support test - 2024. If the organization did not check the box on line 13, and line 14 is 33 1/3% or more, check this box and stop here. The organization qualifies as a publicly supported organization . . . [X]', [], { h: 20 });
  doc.font('I').fontSize(7).text('Column (e) 2024 is the fiscal year July 1, 2024 - June 30, 2025. Line 12, column (f) gross receipts from ticket sales, subscriptions and tuition for the five years are not part of total support. Detail by year for lines 5 and 12 in the preparer\'s workpapers.', 36, y + 8, { width: 760 });
  await end();
}

// ------------------------------------------------------------------ 3. Financial Edge NXT budget vs actual (xlsx)
export async function budgetXlsx(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Financial Edge NXT';
  const ws = wb.addWorksheet('Budget vs Actual');
  ws.columns = [{ width: 9 }, { width: 16 }, { width: 32 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 11 }];
  const NUMF = '#,##0.00;(#,##0.00);"-"';
  const top = ['Northstage Theatre Company', 'Budget vs. Actual by Fund', 'Fiscal year: FY2026 (07/01/2025 - 06/30/2026)    Period: 07/01/2025 - 12/31/2025 (Periods 1-6)', 'Budget scenario: FY26 Board Approved    Run by: mkowalski    Run on: 01/14/2026 8:52 AM'];
  top.forEach((t, i) => { ws.mergeCells(i + 1, 1, i + 1, 8); ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = { bold: i < 2, size: i === 0 ? 13 : 10 }; });
  const H = ['Fund', 'Account Number', 'Account Description', 'Annual Budget', 'YTD Budget', 'YTD Actual', 'Variance', '% of Annual'];
  H.forEach((h, i) => { ws.getCell(6, i + 1).value = h; styleHeader(ws.getCell(6, i + 1)); });
  let r = 7;
  const grand = { rev: [], exp: [] };
  const put = (vals, bold) => {
    vals.forEach((v, i) => { const c = ws.getCell(r, i + 1); c.value = v; if (i >= 3 && i <= 6) c.numFmt = NUMF; if (i === 7) c.numFmt = '0.0%'; if (bold) c.font = { bold: true }; });
    r++;
  };
  const fundTot = {};
  for (const f of NS.BVA) {
    put([f.fund, '', `${f.name}`], true);
    const sect = {};
    for (const [k, title] of [['rev', 'Revenue'], ['exp', 'Expenses']]) {
      put(['', '', title], true);
      const r0 = r;
      for (const [acct, desc, ann, yb, ya] of f[k]) {
        const varc = r2(ya - yb);
        put([f.fund, `${f.fund}-${acct}-00`, desc, ann, yb, ya, F(`F${r}-E${r}`, varc), F(`IF(D${r}=0,0,F${r}/D${r})`, ya / ann)]);
      }
      const t = f[`${k}T`];
      const rr = r;
      put(['', '', `Total ${title}`, F(`SUM(D${r0}:D${rr - 1})`, t[0]), F(`SUM(E${r0}:E${rr - 1})`, t[1]), F(`SUM(F${r0}:F${rr - 1})`, t[2]), F(`F${rr}-E${rr}`, r2(t[2] - t[1])), F(`F${rr}/D${rr}`, t[2] / t[0])], true);
      sect[k] = rr; grand[k].push(rr);
    }
    const rr = r;
    put(['', '', `Net ${f.name}`, F(`D${sect.rev}-D${sect.exp}`, f.net[0]), F(`E${sect.rev}-E${sect.exp}`, f.net[1]), F(`F${sect.rev}-F${sect.exp}`, f.net[2]), F(`F${rr}-E${rr}`, r2(f.net[2] - f.net[1])), ''], true);
    fundTot[f.fund] = rr;
    r++;
  }
  const gt = (k, i) => sum(NS.BVA.map((f) => f[`${k}T`][i]));
  for (const [k, title] of [['rev', 'Revenue'], ['exp', 'Expenses']]) {
    const rr = r; const refs = (c) => grand[k].map((x) => `${c}${x}`).join('+');
    put(['', '', `Grand Total ${title} (all funds)`, F(refs('D'), gt(k, 0)), F(refs('E'), gt(k, 1)), F(refs('F'), gt(k, 2)), F(`F${rr}-E${rr}`, r2(gt(k, 2) - gt(k, 1))), F(`F${rr}/D${rr}`, gt(k, 2) / gt(k, 0))], true);
  }
  r++;
  ws.getCell(r, 1).value = 'Variance = YTD Actual - YTD Budget. For expense accounts a positive variance means spending above the year-to-date budget.'; ws.getCell(r, 1).font = { italic: true, size: 9 };
  const p = wb.addWorksheet('Report Parameters');
  [['Report', 'Budget vs. Actual by Fund'], ['Database', 'Northstage Theatre Co - Live'], ['Fiscal year', 'FY2026'], ['Periods', 'July 2025 through December 2025'], ['Funds', '10 Operating Fund; 20 Education Fund'], ['Accounts', 'Revenue and expense accounts only (balance sheet accounts excluded)'], ['Budget scenario', 'FY26 Board Approved (approved 06/17/2025)'], ['Include inactive accounts', 'No'], ['Zero-balance accounts', 'Suppressed']]
    .forEach(([a, b], i) => { p.getCell(i + 1, 1).value = a; p.getCell(i + 1, 2).value = b; p.getCell(i + 1, 1).font = { bold: true }; });
  p.getColumn(1).width = 26; p.getColumn(2).width = 60;
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. Tessitura CSV
export function tessituraCsv(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const m2 = (v) => v.toFixed(2);
  const L = [];
  L.push(q('Northstage Theatre Company'));
  L.push(q('Ticket Revenue by Production (TR_PROD_REV)'));
  L.push(q('Season: 2025-26 Mainstage Season'));
  L.push(q('Performance Dates: 9/1/2025 - 6/30/2026   Order Dates: All   Includes: Single tickets and subscription allocations'));
  L.push(q('Run: 1/12/2026 9:41:07 AM by BOXOFFICE\\jnguyen'));
  L.push('');
  L.push(['Production', 'Perf Code', 'Perf Date', 'Perf Time', 'Venue', 'Capacity', 'Seats Sold', 'Comps', 'Gross Revenue', 'Fees', 'Net Revenue'].map(q).join(','));
  let tot = { sold: 0, comps: 0, gross: 0, fees: 0, net: 0 };
  for (const p of NS.prods) {
    const rows = NS.perfs.filter((x) => x.prod === p.name);
    for (const x of rows) L.push([q(x.prod), x.code, mdyS(x.date), x.time, q(x.venue), x.cap, x.sold, x.comps, m2(x.gross), m2(x.fees), m2(x.net)].join(','));
    const t = { sold: sum(rows.map((x) => x.sold)), comps: sum(rows.map((x) => x.comps)), gross: sum(rows.map((x) => x.gross)), fees: sum(rows.map((x) => x.fees)), net: sum(rows.map((x) => x.net)) };
    L.push([q(`${p.name} Total`), '', '', '', '', p.cap * rows.length, t.sold, t.comps, m2(t.gross), m2(t.fees), m2(t.net)].join(','));
    for (const k of Object.keys(tot)) tot[k] = r2(tot[k] + t[k]);
  }
  L.push([q('Grand Total'), '', '', '', '', sum(NS.perfs.map((x) => x.cap)), tot.sold, tot.comps, m2(tot.gross), m2(tot.fees), m2(tot.net)].join(','));
  L.push('');
  L.push(q('Seats Sold excludes complimentary tickets. Fees are the $3.50 per-ticket facility and service fee. Future performances show advance sales to date.'));
  fs.writeFileSync(file, L.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 5. finance committee memo (docx)
export async function memoDocx(file) {
  const L = NS.loc;
  const rows = [['Quarter ended', 'Endowment market value']];
  NS.qEnds.forEach((d, i) => rows.push([usNum(d), `$${fmt(NS.qVals[i], 0)}`]));
  const lrows = [['Month', 'Draws', 'Repayments', 'Balance at month end']];
  L.rows.forEach((x) => lrows.push([x.m, x.draw ? `$${fmt(x.draw, 0)}` : '–', x.rep ? `$${fmt(x.rep, 0)}` : '–', `$${fmt(x.bal, 0)}`]));
  const children = [
    P('NORTHSTAGE THEATRE COMPANY', { bold: true, size: 14, align: 'center', after: 60 }),
    P('MEMORANDUM', { bold: true, size: 12, align: 'center', after: 240 }),
    P([{ text: 'To: ', bold: true }, 'Board of Directors']),
    P([{ text: 'From: ', bold: true }, 'Finance Committee (Ruth Engebretson, Treasurer, chair)']),
    P([{ text: 'Date: ', bold: true }, usLong(NS.memoDate)]),
    P([{ text: 'Re: ', bold: true }, 'FY2027 endowment spending draw and renewal of the line of credit'], { after: 240 }),
    P('1. Endowment spending draw', { bold: true }),
    P(`Under the spending policy adopted by the Board in 2019, the annual draw from the endowment is ${NS.drawRate}% of the average market value of the endowment over the trailing twelve quarters, measured at each calendar quarter end. For the FY2027 budget (July 1, 2026 - June 30, 2027) the twelve quarters are those ended March 31, 2023 through December 31, 2025. The quarter-end values reported by our investment adviser, Gunflint Capital Advisors, were:`),
    T(rows, { widths: [3000, 3200], numCols: [1] }),
    P('', { after: 60 }),
    P(`Applying the policy rate to the trailing average gives a FY2027 draw of $${fmt(NS.draw27, 0)}, compared with $131,000 budgeted as the endowment draw for FY2026. The Committee recommends that the Board approve the FY2027 draw at the policy amount and that the draw continue to be transferred to the Operating Fund in two equal installments, in July and January.`),
    P('2. Line of credit', { bold: true, before: 120 }),
    P(`Our $${fmt(L.limit, 0)} revolving line of credit with ${L.bank} is due for renewal on ${usLong(L.renew)}. It bears interest at the Wall Street Journal prime rate plus ${L.margin.toFixed(2)}%; with prime at ${L.prime.toFixed(2)}% the current rate is ${(L.prime + L.margin).toFixed(2)}%. We began the fiscal year owing $${fmt(L.opening, 0)}. As in most years we drew on the line in the fall, before subscription and holiday revenue arrives, and repaid it from A Christmas Carol receipts. Activity so far in FY2026:`),
    T(lrows, { widths: [2200, 2000, 2000, 2600], numCols: [1, 2, 3] }),
    P('', { after: 60 }),
    P(`The peak balance, reached at the end of October, was $${fmt(L.peak, 0)}, or ${Math.round((L.peak / L.limit) * 100)}% of the limit. Because the fall production schedule for FY2027 adds a second mainstage show before the holidays, the Committee recommends asking the bank to increase the limit to $${fmt(L.proposed, 0)} at renewal, keeping the covenant that the line be fully repaid for 30 consecutive days each fiscal year.`),
    P('3. Recommended motions', { bold: true, before: 120 }),
    P(`(a) That the Board approve an endowment draw for FY2027 of $${fmt(NS.draw27, 0)}, calculated under the spending policy.`, { indent: 360 }),
    P(`(b) That the Board authorize the Executive Director and the Treasurer to renew the line of credit with ${L.bank} and to request an increase of the limit to $${fmt(L.proposed, 0)}.`, { indent: 360 }),
    P('The Committee met on January 13, 2026; members present: Ruth Engebretson, Marcus Olander, Priya Raman and Dale Whitcomb (ex officio: Jonah Feld, Managing Director).', { italic: true, before: 240, size: 9 }),
  ];
  await writeDocx(file, children, { title: 'Finance Committee memo', creator: 'Ruth Engebretson' });
}

// ------------------------------------------------------------------ 6. lumber invoice photo
export async function invoicePhoto(file) {
  const I = NS.INV;
  const lines = [
    { t: 'NORTHERN TIMBER & SCENIC SUPPLY', size: 30, bold: true },
    { t: '2215 Washington Ave N, Minneapolis MN 55411', size: 20 },
    { t: 'Phone 612-555-0187', size: 20 },
    { gap: 12 },
    { t: 'INVOICE', size: 28, bold: true },
    { cols: [`Invoice No: ${I.no}`, `Date: ${usNum(I.date)}`], size: 21 },
    { t: 'Sold to: Northstage Theatre Co - Scene Shop', size: 21 },
    { t: `Customer PO: ${I.po}`, size: 21 },
    { rule: true },
    { table: true, cols: ['Item', 'Qty', 'Price', 'Amount'], size: 21, bold: true },
    { rule: true },
    ...I.items.map(([n, q, p], i) => ({ table: true, cols: [n, String(q), p.toFixed(2), fmt(I.lines[i])], size: 21 })),
    { rule: true },
    { cols: ['Subtotal', fmt(I.subtotal)], size: 22 },
    { cols: [`MN State Sales Tax ${I.stateRate.toFixed(3)}%`, fmt(I.state)], size: 22 },
    { cols: [`Local Sales Tax ${I.localRate.toFixed(3)}%`, fmt(I.local)], size: 22 },
    { cols: ['Delivery', fmt(I.delivery)], size: 22 },
    { cols: ['TOTAL DUE', `$${fmt(I.total)}`], size: 26, bold: true },
    { gap: 14 },
    { t: 'Terms: Net 30. No tax exemption certificate on file.', size: 19 },
    { t: 'Thank you for your business!', size: 19 },
  ];
  await photoDocument(file, lines, { width: 1000, height: 1200, angle: -1.2, seed: 77, format: 'jpeg', tableX: [60, 640, 790, 940] });
}
