// Lignum Vitae Community Foundation (Nassau, The Bahamas): renders its six documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RAW, view } from '../data.mjs';
import { newPdf, header, rows, para, footer, FONT } from './pdf.mjs';
import { P, T, writeDocx, fmt, acc, xDate, styleHeader, usLong, usNum } from './office.mjs';
import { photoDocument } from './photo.mjs';

const L = RAW.L;
const ORG = L.name;
const a = (v) => acc(v, 0);
const d = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `$(${fmt(-v, 0)})` : `$${fmt(v, 0)}`); // first and total lines carry the dollar sign
const sum = (x) => x.reduce((s, y) => s + y, 0);

async function statements(dir, v) {
  const { doc, end } = newPdf(path.join(dir, 'LVCF Financial Statements 2025 (Audited).pdf'), { title: `${ORG} - Financial Statements December 31, 2025 and 2024`, author: L.report.auditor });
  const F = v.fundRows, S = v.soa, Y = v.s24, BS = L.bs;
  // cover
  doc.y = 210;
  doc.font(FONT.SB).fontSize(22).text(ORG.toUpperCase(), { align: 'center' });
  doc.moveDown(1.5).font(FONT.SR).fontSize(14).text('Financial Statements', { align: 'center' });
  doc.text('December 31, 2025 and 2024', { align: 'center' });
  doc.moveDown(1).fontSize(11).text('(Expressed in Bahamian dollars)', { align: 'center' });
  doc.moveDown(10).fontSize(10).text(`Registered under the Non-Profit Organisations Act, 2019: ${L.npo}`, { align: 'center' });
  doc.text('Lignum Vitae House, 14 Shirley Street, Nassau, New Providence, The Bahamas', { align: 'center' });

  // auditor's report
  doc.addPage();
  doc.font(FONT.SB).fontSize(13).text('Independent Auditor\u2019s Report', { align: 'center' });
  doc.moveDown(0.5).font(FONT.SR).fontSize(10).text(`To the Board of Directors of ${ORG}`, { align: 'center' });
  doc.moveDown();
  const sp = (t, o = {}) => para(doc, t, { serif: true, size: 10, ...o });
  doc.font(FONT.SB).fontSize(10.5).text('Opinion'); 
  sp(`We have audited the financial statements of ${ORG} (the "Foundation"), which comprise the statements of financial position as of December 31, 2025 and 2024, and the related statements of activities and cash flows for the years then ended, and the related notes to the financial statements.`);
  sp('In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of the Foundation as of December 31, 2025 and 2024, and the changes in its net assets and its cash flows for the years then ended in accordance with accounting principles generally accepted in the United States of America.');
  doc.font(FONT.SB).fontSize(10.5).text('Basis for Opinion');
  sp('We conducted our audits in accordance with International Standards on Auditing. We are required to be independent of the Foundation and to meet our other ethical responsibilities in accordance with the ethical requirements of the Bahamas Institute of Chartered Accountants. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.');
  doc.font(FONT.SB).fontSize(10.5).text('Responsibilities of Management for the Financial Statements');
  sp('Management is responsible for the preparation and fair presentation of the financial statements in accordance with accounting principles generally accepted in the United States of America, and for the design, implementation and maintenance of internal control relevant to the preparation and fair presentation of financial statements that are free from material misstatement, whether due to fraud or error.');
  doc.font(FONT.SB).fontSize(10.5).text('Auditor\u2019s Responsibilities for the Audit of the Financial Statements');
  sp('Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor\u2019s report that includes our opinion. Reasonable assurance is a high level of assurance but is not absolute assurance.');
  doc.moveDown(2);
  doc.font(FONT.SI).fontSize(11).text(`${L.report.auditor}`, 50);
  doc.font(FONT.SR).fontSize(10).text('Chartered Accountants');
  doc.text('Nassau, The Bahamas');
  doc.text(usLong(L.report.opinionDate));

  const title = (t, sub) => {
    doc.font(FONT.B).fontSize(12).text(ORG, 50, 50, { align: 'center', width: 495 });
    doc.font(FONT.B).fontSize(11).text(t, { align: 'center', width: 495 });
    doc.font(FONT.R).fontSize(9.5).text(sub, { align: 'center', width: 495 });
    doc.moveDown(1.2);
  };
  const c2 = [440, 545];
  // statement of financial position
  doc.addPage();
  title('Statements of Financial Position', 'December 31, 2025 and 2024 (Expressed in Bahamian dollars)');
  header(doc, c2, [['2025'], ['2024']]);
  const wo = (k) => [F[k].close, F[k].open];
  const woTot = [S.closeWo, S.openWo], wTot = [S.closeW, S.openW];
  rows(doc, c2, [
    { label: 'ASSETS', bold: true },
    { label: 'Cash and cash equivalents', indent: 1, vals: [d(v.cashL[2]), d(v.cashL[1])] },
    { label: 'Contributions receivable, net (Note 4)', indent: 1, vals: [a(BS.receivables[2]), a(BS.receivables[1])] },
    { label: 'Prepaid expenses and other assets', indent: 1, vals: [a(BS.prepaid[2]), a(BS.prepaid[1])] },
    { label: 'Investments, at fair value (Note 3)', indent: 1, vals: [a(v.inv[2]), a(v.inv[1])] },
    { label: 'Property and equipment, net (Note 5)', indent: 1, vals: [a(v.ppeL[2]), a(v.ppeL[1])] },
    { label: 'Total assets', bold: true, vals: [d(v.totalAssets[2]), d(v.totalAssets[1])], rule: 'total' },
    { gap: 10 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Liabilities', bold: true },
    { label: 'Accounts payable and accrued expenses', indent: 1, vals: [d(BS.payables[2]), d(BS.payables[1])] },
    { label: 'Grants payable (Note 6)', indent: 1, vals: [a(v.grantsPayable[2]), a(v.grantsPayable[1])] },
    { label: 'Funds held as agency endowments (Note 7)', indent: 1, vals: [a(v.agencyB[2]), a(v.agencyB[1])] },
    { label: 'Total liabilities', bold: true, vals: [a(v.totalLiab[2]), a(v.totalLiab[1])], rule: 'above' },
    { gap: 6 },
    { label: 'Net assets (Note 8)', bold: true },
    { label: 'Without donor restrictions:', indent: 1, italic: true },
    { label: 'Undesignated', indent: 2, vals: wo('OP').map(a) },
    { label: 'Board-designated operating reserve', indent: 2, vals: wo('RES').map(a) },
    { label: 'Donor-advised funds', indent: 2, vals: wo('DAF').map(a) },
    { label: 'Designated and field-of-interest funds', indent: 2, vals: wo('DES').map(a) },
    { label: 'Total without donor restrictions', indent: 1, bold: true, vals: woTot.map(a), rule: 'above' },
    { label: 'With donor restrictions', indent: 1, vals: wTot.map(a) },
    { label: 'Total net assets', bold: true, vals: [a(v.na[2]), a(v.na[1])], rule: 'above' },
    { gap: 4 },
    { label: 'Total liabilities and net assets', bold: true, vals: [d(v.totalLiab[2] + v.na[2]), d(v.totalLiab[1] + v.na[1])], rule: 'total' },
  ], { labelW: 300 });
  doc.moveDown(2);
  para(doc, 'See accompanying notes to financial statements.', { italic: true, size: 8.5 });

  // statement of activities
  doc.addPage();
  title('Statement of Activities', 'Year ended December 31, 2025, with summarized comparative totals for 2024 (Expressed in Bahamian dollars)');
  const c4 = [320, 395, 470, 545];
  header(doc, c4, [['Without', 'Donor', 'Restrictions'], ['With', 'Donor', 'Restrictions'], ['Total', '2025'], ['Total', '2024']]);
  const t4 = (x, y2, t24) => [a(x), a(y2), a(x + y2), a(t24)];
  rows(doc, c4, [
    { label: 'Revenue, support and gains', bold: true },
    { label: 'Contributions', indent: 1, vals: [d(S.contribWo), d(S.contribW), d(S.contribWo + S.contribW), d(Y.contribWo + Y.contribW)] },
    { label: 'Special events, net of direct costs', indent: 1, vals: t4(S.events, 0, Y.events) },
    { label: 'Investment return, net (Note 3)', indent: 1, vals: t4(S.invWo, S.invW, Y.invWo + Y.invW) },
    { label: 'Administrative fees from agency funds', indent: 1, vals: t4(S.agencyFees, 0, Y.agencyFees) },
    { label: 'Net assets released from restrictions', indent: 1, vals: [a(S.released), a(-S.released), '–', '–'] },
    { label: 'Total revenue, support and gains', bold: true, vals: [a(S.revWo), a(S.revW), a(S.revWo + S.revW), a(Y.revWo + Y.revW)], rule: 'above' },
    { gap: 6 },
    { label: 'Expenses', bold: true },
    { label: 'Program services:', indent: 1, italic: true },
    { label: 'Grants and scholarships', indent: 2, vals: t4(S.grants, 0, Y.grants) },
    { label: 'Other program services', indent: 2, vals: t4(S.program, 0, Y.program) },
    { label: 'Supporting services:', indent: 1, italic: true },
    { label: 'Management and general', indent: 2, vals: t4(S.mg, 0, Y.mg) },
    { label: 'Fundraising', indent: 2, vals: t4(S.fund, 0, Y.fund) },
    { label: 'Total expenses (Note 9)', bold: true, vals: t4(S.expTotal, 0, Y.expTotal), rule: 'above' },
    { gap: 6 },
    { label: 'Change in net assets', bold: true, vals: [a(S.chgWo), a(S.chgW), a(S.chgWo + S.chgW), a(Y.chgWo + Y.chgW)] },
    { label: 'Net assets, beginning of year', indent: 1, vals: [a(S.openWo), a(S.openW), a(S.openWo + S.openW), a(Y.naOpenWo + Y.naOpenW)] },
    { label: 'Net assets, end of year', bold: true, vals: [d(S.closeWo), d(S.closeW), d(S.closeWo + S.closeW), d(Y.closeWo + Y.closeW)], rule: 'total' },
  ], { labelW: 220 });
  doc.moveDown(2);
  para(doc, 'See accompanying notes to financial statements.', { italic: true, size: 8.5 });

  // cash flows
  doc.addPage();
  title('Statements of Cash Flows', 'Years ended December 31, 2025 and 2024 (Expressed in Bahamian dollars)');
  header(doc, c2, [['2025'], ['2024']]);
  const A = v.cf25, Z = v.cf24;
  rows(doc, c2, [
    { label: 'Cash flows from operating activities', bold: true },
    { label: 'Change in net assets', indent: 1, vals: [d(A.chg), d(Z.chg)] },
    { label: 'Adjustments to reconcile the change in net assets:', indent: 1, italic: true },
    { label: 'Depreciation', indent: 2, vals: [a(A.dep), a(Z.dep)] },
    { label: 'Net realized and unrealized gains on investments', indent: 2, vals: [a(A.gains), a(Z.gains)] },
    { label: 'Contributions restricted for permanent endowment', indent: 2, vals: [a(A.endow), a(Z.endow)] },
    { label: 'Changes in operating assets and liabilities:', indent: 2, italic: true },
    { label: 'Contributions receivable', indent: 3, vals: [a(A.receivables), a(Z.receivables)] },
    { label: 'Prepaid expenses and other assets', indent: 3, vals: [a(A.prepaid), a(Z.prepaid)] },
    { label: 'Accounts payable and accrued expenses', indent: 3, vals: [a(A.payables), a(Z.payables)] },
    { label: 'Grants payable', indent: 3, vals: [a(A.grantsPayable), a(Z.grantsPayable)] },
    { label: 'Funds held as agency endowments', indent: 3, vals: [a(A.agency), a(Z.agency)] },
    { label: 'Net cash provided by operating activities', bold: true, vals: [a(A.cfo), a(Z.cfo)], rule: 'above' },
    { gap: 6 },
    { label: 'Cash flows from investing activities', bold: true },
    { label: 'Purchases of property and equipment', indent: 1, vals: [a(A.capex), a(Z.capex)] },
    { label: 'Purchases of investments', indent: 1, vals: [a(A.purchases), a(Z.purchases)] },
    { label: 'Proceeds from sales of investments', indent: 1, vals: [a(A.proceeds), a(Z.proceeds)] },
    { label: 'Net cash used in investing activities', bold: true, vals: [a(A.cfi), a(Z.cfi)], rule: 'above' },
    { gap: 6 },
    { label: 'Cash flows from financing activities', bold: true },
    { label: 'Contributions restricted for permanent endowment', indent: 1, vals: [a(A.cff), a(Z.cff)] },
    { label: 'Net cash provided by financing activities', bold: true, vals: [a(A.cff), a(Z.cff)], rule: 'above' },
    { gap: 6 },
    { label: 'Net increase in cash and cash equivalents', bold: true, vals: [a(A.change), a(Z.change)] },
    { label: 'Cash and cash equivalents, beginning of year', indent: 1, vals: [a(A.open), a(Z.open)] },
    { label: 'Cash and cash equivalents, end of year', bold: true, vals: [d(A.close), d(Z.close)], rule: 'total' },
  ], { labelW: 330, size: 8.3 });

  // notes
  const cont = () => {
    doc.addPage();
    doc.font(FONT.R).fontSize(8).text(`${ORG} \u2013 Notes to Financial Statements, December 31, 2025 and 2024 (continued)`, 50, 50);
    doc.y = 70;
  };
  const h = (t) => { doc.moveDown(0.4); doc.font(FONT.B).fontSize(10).text(t, 50); doc.moveDown(0.2); };
  doc.addPage();
  doc.font(FONT.B).fontSize(12).text(ORG, 50, 50, { align: 'center', width: 495 });
  doc.font(FONT.B).fontSize(11).text('Notes to Financial Statements', { align: 'center', width: 495 });
  doc.font(FONT.R).fontSize(9.5).text('December 31, 2025 and 2024', { align: 'center', width: 495 });
  doc.moveDown();
  h('1. Organization');
  para(doc, `${ORG} (the "Foundation") is a non-profit company incorporated in The Bahamas in ${L.report.founded} and registered under the Non-Profit Organisations Act, 2019 (registration ${L.npo}). The Foundation is a community foundation: it holds component funds established by individuals, families, companies and other charities, including donor-advised, designated, field-of-interest and scholarship funds and a permanent community endowment, and makes grants to charitable organizations throughout the islands of The Bahamas and, on donors\u2019 advice, abroad.`);
  h('2. Summary of significant accounting policies');
  para(doc, 'Basis of presentation. The financial statements are prepared on the accrual basis in accordance with accounting principles generally accepted in the United States of America (U.S. GAAP). The Bahamian dollar is at par with the United States dollar. The fiscal year is the calendar year.');
  para(doc, 'Variance power and net assets. The Foundation\u2019s governing documents give the Board variance power over all component funds. Donor-advised, designated and field-of-interest funds are therefore reported as net assets without donor restrictions. Scholarship funds restricted by donors to a purpose, and the permanent community endowment, are net assets with donor restrictions.');
  para(doc, 'Agency endowments. Funds transferred to the Foundation by other non-profit organizations that name themselves as beneficiaries are reported as liabilities (funds held as agency endowments), and their investment return is not revenue of the Foundation.');
  para(doc, 'Grants are recognized as expenses when approved by the Board. Administrative fees charged to component funds are eliminated in the statement of activities.');
  h('3. Investments');
  para(doc, 'Investments are held in a pooled portfolio and reported at fair value. Level 1 inputs are quoted prices in active markets, Level 2 inputs are other observable inputs, and Level 3 inputs are unobservable. Hedge funds are measured at net asset value (NAV) as a practical expedient and are not classified in the hierarchy.', { size: 9 });
  const c3 = [360, 450, 545];
  header(doc, c3, [['Fair value', 'hierarchy'], ['December 31,', '2025'], ['December 31,', '2024']], { labelHead: 'Asset class' });
  rows(doc, c3, [
    ...v.invClasses.map((x, i) => ({ label: x.label, vals: [x.level, i === 0 ? d(x.y25) : a(x.y25), i === 0 ? d(x.y24) : a(x.y24)] })),
    { label: 'Total investments', bold: true, vals: ['', d(v.inv[2]), d(v.inv[1])], rule: 'total' },
  ], { labelW: 250 });
  doc.font(FONT.I).fontSize(8).text('Note 3 continues on the next page.', 50, 775, { width: 495, align: 'right' });

  cont();
  h('3. Investments (continued)');
  para(doc, 'Investment return for the years ended December 31 consisted of:', { size: 9 });
  header(doc, c2, [['2025'], ['2024']]);
  const ret = (yr) => (yr === 25 ? { div: L.invIncome2025.div, gains: v.gains25, fees: L.invIncome2025.fees, total: v.ret25, agency: L.agency.ret } : { div: Y.div, gains: v.gains24, fees: Y.fees, total: v.ret24, agency: Y.agencyRet });
  const r5 = ret(25), r4 = ret(24);
  rows(doc, c2, [
    { label: 'Interest and dividends', vals: [d(r5.div), d(r4.div)] },
    { label: 'Net realized and unrealized gains', vals: [a(r5.gains), a(r4.gains)] },
    { label: 'Investment management and custody fees', vals: [a(-r5.fees), a(-r4.fees)] },
    { label: 'Total return on the investment pool', bold: true, vals: [a(r5.total), a(r4.total)], rule: 'above' },
    { label: 'Less: return allocated to agency endowment funds (Note 7)', vals: [a(-r5.agency), a(-r4.agency)] },
    { label: 'Investment return, net', bold: true, vals: [d(r5.total - r5.agency), d(r4.total - r4.agency)], rule: 'total' },
  ], { labelW: 320 });
  h('4. Contributions receivable');
  header(doc, c2, [['2025'], ['2024']]);
  rows(doc, c2, [
    { label: 'Due in less than one year', vals: [d(1012400), d(845600)] },
    { label: 'Due in one to five years', vals: [a(620000), a(505000)] },
    { label: 'Less discount to present value (at 4.5%)', vals: [a(-44000), a(-38000)] },
    { label: 'Contributions receivable, net', bold: true, vals: [d(BS.receivables[2]), d(BS.receivables[1])], rule: 'total' },
  ], { labelW: 320 });
  h('5. Property and equipment');
  header(doc, c2, [['2025'], ['2024']]);
  rows(doc, c2, [
    { label: 'Furniture, equipment and leasehold improvements, at cost', vals: [d(486900), d(444600)] },
    { label: 'Less accumulated depreciation', vals: [a(-334500), a(-305100)] },
    { label: 'Property and equipment, net', bold: true, vals: [d(v.ppeL[2]), d(v.ppeL[1])], rule: 'total' },
  ], { labelW: 320 });
  h('6. Grants payable');
  para(doc, 'Grants payable are unconditional grants approved by the Board but not yet paid. They are expected to be paid as follows:', { size: 9 });
  header(doc, c2, [['2025'], ['2024']]);
  rows(doc, c2, [
    { label: 'Within one year', vals: [d(v.grantsPayable[2] - 250000), d(v.grantsPayable[1] - 200000)] },
    { label: 'In one to five years', vals: [a(250000), a(200000)] },
    { label: 'Grants payable', bold: true, vals: [d(v.grantsPayable[2]), d(v.grantsPayable[1])], rule: 'total' },
  ], { labelW: 320 });
  h('7. Funds held as agency endowments');
  header(doc, c2, [['2025'], ['2024']]);
  const ag = v.agency;
  rows(doc, c2, [
    { label: 'Balance, beginning of year', vals: [d(ag.open), d(ag.open2023)] },
    { label: 'Deposits from agencies', vals: [a(ag.deposits), a(v.ag24.deposits)] },
    { label: 'Investment return allocated', vals: [a(ag.ret), a(Y.agencyRet)] },
    { label: 'Administrative fees', vals: [a(-ag.fees), a(-Y.agencyFees)] },
    { label: 'Distributions to agencies', vals: [a(-ag.distributions), a(-v.ag24.distributions)] },
    { label: 'Balance, end of year', bold: true, vals: [d(ag.close), d(ag.open)], rule: 'total' },
  ], { labelW: 320 });

  cont();
  h('8. Net assets by fund type');
  para(doc, 'Changes in net assets by fund type for the year ended December 31, 2025 were as follows. Administrative fees are charged quarterly on donor-advised, designated and field-of-interest funds at rates set by the Board; scholarship funds and the community endowment bear no fee.', { size: 9 });
  const c8 = [205, 262, 319, 381, 431, 488, 545];
  header(doc, c8, [['Operating', '(undes-', 'ignated)'], ['Board-', 'designated', 'reserve'], ['Donor-', 'advised', 'funds'], ['Designated', 'and field-of-', 'interest'], ['Scholar-', 'ship', 'funds'], ['Community', 'endowment'], ['Total']], { w: 56, size: 7.2, lineH: 8.5 });
  const keys = ['OP', 'RES', 'DAF', 'DES', 'SCH', 'END'];
  const line8 = (label, k, bold, rule) => ({ label, bold, rule, vals: [...keys.map((x) => a(F[x][k])), a(sum(keys.map((x) => F[x][k])))] });
  rows(doc, c8, [
    { label: '', vals: ['Without donor restrictions', '', '', '', 'With donor restrictions'].map(() => '') },
    line8('Balance, January 1, 2025', 'open', true),
    line8('Contributions', 'contrib'),
    line8('Special events, net', 'events'),
    line8('Investment return, net', 'ret'),
    line8('Grants approved', 'grants'),
    line8('Administrative fees', 'fees'),
    line8('Operating expenses', 'expenses'),
    line8('Balance, December 31, 2025', 'close', true, 'total'),
  ], { w: 56, labelW: 150, size: 7.4, lineH: 12 });
  para(doc, `Administrative fees in the operating fund include B$${fmt(L.agency.fees, 0)} charged to agency endowments. Net assets with donor restrictions at December 31, 2025 comprise scholarship funds restricted by purpose (B$${fmt(F.SCH.close, 0)}) and the community endowment (B$${fmt(F.END.close, 0)}), of which B$11,250,000 is the original gift amount required to be held in perpetuity.`, { size: 8.5 });
  h('9. Functional expenses');
  para(doc, 'Expenses by nature and function for the year ended December 31, 2025:', { size: 9 });
  const c9 = [330, 400, 472, 545];
  const fhead = () => header(doc, c9, [['Program', 'services'], ['Management', 'and general'], ['Fund-', 'raising'], ['Total']], { labelHead: 'Natural classification' });
  fhead();
  const natural = [['Grants and scholarships', [S.grants, 0, 0]], ...Object.entries(L.opex2025)];
  const nrow = ([label, vals], i) => ({ label, vals: [...vals, sum(vals)].map((x) => (i === 0 ? d(x) : a(x))) });
  rows(doc, c9, natural.slice(0, 4).map(nrow), { labelW: 260 });
  doc.font(FONT.I).fontSize(8).text('Note 9 continues on the next page.', 50, 775, { width: 495, align: 'right' });

  cont();
  h('9. Functional expenses (continued)');
  fhead();
  const tots = [0, 1, 2].map((i) => sum(natural.map(([, x]) => x[i])));
  rows(doc, c9, [
    ...natural.slice(4).map((x) => nrow(x, 1)),
    { label: 'Total expenses', bold: true, vals: [...tots, sum(tots)].map(d), rule: 'total' },
  ], { labelW: 260 });
  para(doc, 'Salaries, occupancy and technology are allocated on the basis of time and floor-space studies carried out in 2025.', { size: 8.5 });
  h('10. Endowment and spending policy');
  para(doc, `The Board has adopted a spending policy under which up to ${L.report.spendingRate.toFixed(1)}% of the average fair value of the community endowment over the previous twelve quarters is appropriated each year for grants. Appropriations are released from restriction when the grants are approved. The Board\u2019s investment objective is a return of inflation plus the spending rate over rolling five-year periods.`);
  h('11. Subsequent events');
  para(doc, `The Foundation evaluated subsequent events through ${usLong(L.report.opinionDate)}, the date the financial statements were available to be issued, and identified none requiring recognition or disclosure.`);
  footer(doc, `${ORG} \u2013 Financial Statements 2025`, { pageFrom: 2, numberFrom: 1 });
  await end();
}

async function annualReturn(dir, v) {
  const { doc, end } = newPdf(path.join(dir, 'NPO Annual Return 2025 - LVCF.pdf'), { title: 'Non-Profit Organisations Act 2019 - Annual Return 2025', author: L.report.treasurer });
  const S = v.soa;
  const R = L.returnForm;
  const abroad = sum(v.grants.filter((g) => g.location === 'United States' || g.location === 'Canada').map((g) => g.amount));
  doc.font(FONT.B).fontSize(10).text('COMMONWEALTH OF THE BAHAMAS', { align: 'center' });
  doc.font(FONT.R).fontSize(9).text('Office of the Registrar General \u2013 Non-Profit Organisations Unit', { align: 'center' });
  doc.moveDown(0.5).font(FONT.B).fontSize(13).text('NON-PROFIT ORGANISATIONS ACT, 2019', { align: 'center' });
  doc.fontSize(12).text('ANNUAL RETURN (Form NPO-4)', { align: 'center' });
  doc.font(FONT.I).fontSize(8.5).text('To be filed within six months of the end of the financial year. Complete in BLOCK CAPITALS or type. All amounts in Bahamian dollars.', { align: 'center' });
  doc.moveDown();
  const box = (label, value, o = {}) => {
    const y = doc.y;
    doc.font(FONT.R).fontSize(8.5).text(label, 50, y + 4, { width: o.lw || 300 });
    const h = Math.max(18, doc.y - y + 4);
    doc.rect(o.bx || 360, y, o.bw || 185, 16).lineWidth(0.5).stroke();
    doc.font(FONT.B).fontSize(9).text(value, (o.bx || 360) + 4, y + 4, { width: (o.bw || 185) - 8, align: o.align || 'left', lineBreak: false });
    doc.x = 50; doc.y = y + h;
  };
  const part = (t) => { doc.moveDown(0.6); doc.rect(50, doc.y, 495, 16).fill('#d9d9d9'); doc.fillColor('black').font(FONT.B).fontSize(9.5).text(t, 55, doc.y + 4); doc.y += 8; };
  part('PART A \u2013 PARTICULARS OF THE ORGANISATION');
  box('A1  Name of organisation', ORG.toUpperCase(), { bx: 290, bw: 255 });
  box('A2  Registration number', L.npo);
  box('A3  Registered office', '14 SHIRLEY STREET, NASSAU');
  box('A4  Financial year covered by this return', '01/01/2025 TO 12/31/2025');
  box('A5  Are the financial statements audited? (Yes/No)', 'YES');
  box('A6  Name of auditor', L.report.auditor.toUpperCase());
  part('PART B \u2013 FINANCIAL INFORMATION (from the financial statements)');
  const n = (x) => fmt(x, 0);
  box('B1  Total income (contributions, events, investment return and fees)', n(S.revWo + S.revW), { align: 'right' });
  box('B2      of which received from sources outside The Bahamas', n(R.foreignContrib), { align: 'right' });
  box('B3  Total expenditure', n(S.expTotal), { align: 'right' });
  box('B4      of which grants to organisations and individuals in The Bahamas', n(S.grants - abroad), { align: 'right' });
  box('B5      of which grants to organisations and individuals outside The Bahamas', n(abroad), { align: 'right' });
  box('B6  Total assets at the end of the financial year', n(v.totalAssets[2]), { align: 'right' });
  box('B7  Total liabilities at the end of the financial year', n(v.totalLiab[2]), { align: 'right' });
  box('B8  Net assets at the end of the financial year (B6 less B7)', n(v.na[2]), { align: 'right' });
  box('B9  Funds held in bank or investment accounts outside The Bahamas', n(R.bankAbroad), { align: 'right' });
  part('PART C \u2013 STAFF AND VOLUNTEERS');
  box('C1  Number of full-time employees at year end', String(R.employeesFT), { align: 'right' });
  box('C2  Number of part-time employees at year end', String(R.employeesPT), { align: 'right' });
  box('C3  Approximate number of volunteers during the year', String(R.volunteers), { align: 'right' });
  doc.addPage();
  part('PART D \u2013 DIRECTORS AND OFFICERS AT THE DATE OF THIS RETURN');
  doc.moveDown(0.3);
  const dc = [50, 300, 545];
  doc.font(FONT.B).fontSize(8.5).text('Name', dc[0], doc.y, { lineBreak: false }); doc.text('Position', dc[1], doc.y, { lineBreak: false });
  doc.y += 14;
  for (const [nm, pos] of R.directors) { const y = doc.y; doc.font(FONT.R).text(nm, dc[0], y, { lineBreak: false }); doc.text(pos, dc[1], y, { lineBreak: false }); doc.moveTo(50, y + 12).lineTo(545, y + 12).lineWidth(0.3).stroke(); doc.y = y + 16; }
  part('PART E \u2013 ACTIVITIES');
  doc.moveDown(0.2);
  para(doc, `E1  Principal activities: grant-making community foundation holding donor-advised, designated, scholarship and endowment funds for the benefit of communities throughout The Bahamas. E2  Number of grants approved in the year: see attached schedule. E3  Islands served: New Providence, Grand Bahama, Abaco, Eleuthera, Exuma, Andros, Long Island and Cat Island.`, { size: 8.5 });
  part('PART F \u2013 DECLARATION');
  doc.moveDown(0.2);
  para(doc, 'I declare that the information given in this return is true and complete to the best of my knowledge and belief, and that the financial statements attached are those approved by the directors.', { size: 8.5 });
  box('Signature of officer', '/s/ Kendrick Rolle', { lw: 200 });
  box('Name and position', 'KENDRICK ROLLE, CPA \u2013 TREASURER', { lw: 200 });
  box('Date (MM/DD/YYYY)', usNum(R.signed), { lw: 200 });
  doc.moveDown();
  doc.font(FONT.I).fontSize(8).text('For official use: Received ____________   File No. ____________', 50);
  await end();
}

async function pack(dir, v) {
  const pk = v.pack;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'LVCF Finance'; wb.created = new Date(Date.UTC(2026, 6, 10));
  const NUM0 = '#,##0;(#,##0);"-"';
  const ws = wb.addWorksheet('Operating budget');
  ws.columns = [{ width: 40 }, ...Array(10).fill({ width: 13 })];
  ws.addRow([ORG]).getCell(1).font = { bold: true, size: 14 };
  ws.addRow(['Finance & Investment Committee \u2013 Operating fund: budget vs actual, June 2026']).getCell(1).font = { bold: true };
  ws.addRow(['B$. Variance: favourable / (unfavourable). Unaudited management accounts.']);
  ws.addRow([]);
  const h1 = ws.addRow(['', 'June 2026', '', '', 'Year to date (Jan\u2013Jun 2026)', '', '', '', 'Full year 2026', '', '']);
  const h2 = ws.addRow(['', 'Budget', 'Actual', 'Variance', 'Budget', 'Actual', 'Variance', 'Var %', 'Budget', 'Forecast', 'Variance']);
  ws.mergeCells('A5:A6'); ws.mergeCells('B5:D5'); ws.mergeCells('E5:H5'); ws.mergeCells('I5:K5');
  [h1, h2].forEach((r) => { for (let i = 1; i <= 11; i++) styleHeader(r.getCell(i)); });
  const put = (r, isInc) => {
    const rn = ws.rowCount + 1;
    const vr = (b, x, val) => ({ formula: isInc ? `${x}${rn}-${b}${rn}` : `${b}${rn}-${x}${rn}`, result: val });
    const row = ws.addRow([r.label, r.mB, r.mA, vr('B', 'C', r.mVar), r.ytdB, r.ytdA, vr('E', 'F', r.ytdVar), { formula: `IF(E${rn}=0,0,G${rn}/E${rn})`, result: r.ytdB ? r.ytdVar / r.ytdB : 0 }, r.fy, r.fc, vr('I', 'J', r.fyVar)]);
    for (let i = 2; i <= 11; i++) row.getCell(i).numFmt = i === 8 ? '0.0%;(0.0%);"-"' : NUM0;
    row.getCell(1).alignment = { indent: 1 };
  };
  const tot = (label, t, isInc, a0, a1) => {
    const rn = ws.rowCount + 1;
    const S = (c) => ({ formula: `SUM(${c}${a0}:${c}${a1})`, result: t[{ B: 'mB', C: 'mA', E: 'ytdB', F: 'ytdA', I: 'fy', J: 'fc' }[c]] });
    const vr = (b, x, val) => ({ formula: isInc ? `${x}${rn}-${b}${rn}` : `${b}${rn}-${x}${rn}`, result: val });
    const row = ws.addRow([label, S('B'), S('C'), vr('B', 'C', t.mVar), S('E'), S('F'), vr('E', 'F', t.ytdVar), { formula: `G${rn}/E${rn}`, result: t.ytdVar / t.ytdB }, S('I'), S('J'), vr('I', 'J', t.fyVar)]);
    for (let i = 2; i <= 11; i++) { row.getCell(i).numFmt = i === 8 ? '0.0%;(0.0%);"-"' : NUM0; row.getCell(i).border = { top: { style: 'thin' } }; }
    row.eachCell((c) => { c.font = { bold: true }; });
    return rn;
  };
  ws.addRow(['Revenue']).getCell(1).font = { bold: true };
  const r0 = ws.rowCount + 1; pk.rev.forEach((r) => put(r, true));
  const tr = tot('Total revenue', pk.tr, true, r0, ws.rowCount);
  ws.addRow([]);
  ws.addRow(['Expenses']).getCell(1).font = { bold: true };
  const e0 = ws.rowCount + 1; pk.exp.forEach((r) => put(r, false));
  const te = tot('Total expenses', pk.te, false, e0, ws.rowCount);
  ws.addRow([]);
  const rn = ws.rowCount + 1;
  const sr = ws.addRow(['Operating surplus / (deficit)',
    { formula: `B${tr}-B${te}`, result: pk.sur.mB }, { formula: `C${tr}-C${te}`, result: pk.sur.mA }, { formula: `C${rn}-B${rn}`, result: pk.sur.mVar },
    { formula: `E${tr}-E${te}`, result: pk.sur.ytdB }, { formula: `F${tr}-F${te}`, result: pk.sur.ytdA }, { formula: `F${rn}-E${rn}`, result: pk.sur.ytdVar }, '',
    { formula: `I${tr}-I${te}`, result: pk.sur.fy }, { formula: `J${tr}-J${te}`, result: pk.sur.fc }, { formula: `J${rn}-I${rn}`, result: pk.sur.fyVar }]);
  for (let i = 2; i <= 11; i++) { sr.getCell(i).numFmt = NUM0; sr.getCell(i).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  sr.eachCell((c) => { c.font = { bold: true }; });
  ws.addRow([]);
  ws.addRow(['The 2026 operating deficit is met from the undesignated operating fund; the board-designated reserve is not drawn.']);

  // fund balances
  const wf = wb.addWorksheet('Fund balances');
  wf.columns = [{ width: 38 }, ...Array(7).fill({ width: 15 })];
  wf.addRow(['Net assets by fund type, January 1 \u2013 June 30, 2026 (unaudited, B$)']).getCell(1).font = { bold: true, size: 12 };
  wf.addRow([]);
  const fh = wf.addRow(['Fund type', 'Balance Dec 31, 2025 (audited)', 'Contributions', 'Grants approved', 'Investment return', 'Administrative fees', 'Operating expenses and events, net', 'Balance Jun 30, 2026']);
  fh.eachCell((c) => styleHeader(c));
  const f0 = wf.rowCount + 1;
  const labels = { OP: 'Operating (undesignated)', RES: 'Board-designated operating reserve', DAF: 'Donor-advised funds', DES: 'Designated and field-of-interest funds', SCH: 'Scholarship funds', END: 'Community endowment' };
  for (const [k, x] of Object.entries(pk.fundsH1)) {
    const n = wf.rowCount + 1;
    const r = wf.addRow([labels[k], x.open, x.con, x.gr, x.ret, x.fee, x.other, { formula: `SUM(B${n}:G${n})`, result: x.close }]);
    for (let i = 2; i <= 8; i++) r.getCell(i).numFmt = NUM0;
  }
  const f1 = wf.rowCount;
  const tt = wf.addRow(['Total net assets', ...['B', 'C', 'D', 'E', 'F', 'G', 'H'].map((c, i) => ({ formula: `SUM(${c}${f0}:${c}${f1})`, result: sum(Object.values(pk.fundsH1).map((x) => [x.open, x.con, x.gr, x.ret, x.fee, x.other, x.close][i])) }))]);
  for (let i = 2; i <= 8; i++) { tt.getCell(i).numFmt = NUM0; tt.getCell(i).font = { bold: true }; }
  tt.getCell(1).font = { bold: true };

  // grants by area
  const wg = wb.addWorksheet('Grants by area H1');
  wg.columns = [{ width: 28 }, ...Array(6).fill({ width: 16 })];
  wg.addRow(['Grants approved January \u2013 June 2026 by program area (B$)']).getCell(1).font = { bold: true, size: 12 };
  wg.addRow([]);
  const gh = wg.addRow(['Program area', 'Donor-advised', 'Discretionary and designated', 'Scholarship', 'Community endowment', 'Total', 'Number of grants']);
  gh.eachCell((c) => styleHeader(c));
  const g0 = wg.rowCount + 1;
  for (const x of pk.areas) {
    const n = wg.rowCount + 1;
    const r = wg.addRow([x.area, x.daf, x.disc, x.sch, x.end, { formula: `SUM(B${n}:E${n})`, result: x.total }, x.n]);
    for (let i = 2; i <= 6; i++) r.getCell(i).numFmt = NUM0;
  }
  const g1 = wg.rowCount;
  const gt = wg.addRow(['Total', ...['B', 'C', 'D', 'E', 'F', 'G'].map((c, i) => ({ formula: `SUM(${c}${g0}:${c}${g1})`, result: sum(pk.areas.map((x) => [x.daf, x.disc, x.sch, x.end, x.total, x.n][i])) }))]);
  gt.eachCell((c) => { c.font = { bold: true }; }); for (let i = 2; i <= 6; i++) gt.getCell(i).numFmt = NUM0;

  // forecast
  const wq = wb.addWorksheet('Forecast');
  wq.columns = [{ width: 40 }, ...Array(5).fill({ width: 16 })];
  wq.addRow(['Operating fund forecast 2026 (B$): actual to June 30 plus forecast for the third and fourth quarters']).getCell(1).font = { bold: true, size: 12 };
  wq.addRow([]);
  const qh = wq.addRow(['Line', 'Actual Jan\u2013Jun', 'Forecast Q3 (Jul\u2013Sep)', 'Forecast Q4 (Oct\u2013Dec)', 'Full-year forecast', 'Budget 2026']);
  qh.eachCell((c) => styleHeader(c));
  const qrow = (r, bold) => {
    const n = wq.rowCount + 1;
    const row = wq.addRow([r.label, r.ytdA, r.q3, r.q4, { formula: `SUM(B${n}:D${n})`, result: r.fc }, r.fy]);
    for (let i = 2; i <= 6; i++) row.getCell(i).numFmt = NUM0;
    if (bold) row.eachCell((c) => { c.font = { bold: true }; });
  };
  wq.addRow(['Revenue']).getCell(1).font = { bold: true };
  pk.rev.forEach((r) => qrow(r)); qrow({ ...pk.tr, label: 'Total revenue' }, true);
  wq.addRow(['Expenses']).getCell(1).font = { bold: true };
  pk.exp.forEach((r) => qrow(r)); qrow({ ...pk.te, label: 'Total expenses' }, true);
  qrow({ ...pk.sur, label: 'Operating surplus / (deficit)' }, true);
  await wb.xlsx.writeFile(path.join(dir, 'Finance Committee Pack - June 2026.xlsx'));
}

function grantsCsv(dir, v) {
  const q = (s) => (/[",]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const head = ['Grant ID', 'Approved Date', 'Fund', 'Fund Type', 'Grantee', 'Location', 'Program Area', 'Amount', 'Paid to Date', 'Balance', 'Status'];
  const lines = [head.join(',')];
  for (const g of v.grants) {
    const status = g.balance === 0 ? 'Paid' : g.paid === 0 ? 'Approved - unpaid' : 'Partially paid';
    lines.push([g.id, usNum(g.date), g.fund, g.type, g.grantee, g.location, g.area, g.amount.toFixed(2), g.paid.toFixed(2), g.balance.toFixed(2), status].map(q).join(','));
  }
  fs.writeFileSync(path.join(dir, 'Grants_Approved_2025_export.csv'), lines.join('\n') + '\n');
}

async function annualReport(dir, v) {
  const r = L.report;
  const S = v.soa;
  const aum = v.na[2] + v.agency.close;
  const fy = r.fiveYear;
  const k = (x) => Math.round(x / 1000);
  const years = [...fy.years, 2024, 2025];
  const contrib = [...fy.contributions, k(L.y2024.contribWo + L.y2024.contribW), k(S.contribWo + S.contribW)];
  const grants = [...fy.grants, k(L.y2024.grants), k(S.grants)];
  const na = [...fy.netAssets, k(v.na[1]), k(v.na[2])];
  const agency = [...fy.agency, k(v.agency.open), k(v.agency.close)];
  const children = [
    P(ORG, { bold: true, size: 16, align: 'center' }),
    P('2025 Annual Report', { bold: true, size: 13, align: 'center' }),
    P('Rooted here. Growing for good.', { italic: true, align: 'center', after: 300 }),
    P('A letter from our Chair and our President & CEO', { bold: true, size: 12 }),
    P(`Dear friends, 2025 was the Foundation\u2019s most generous year since it was founded in ${r.founded}. Together with our fundholders we approved grants totalling B$${fmt(S.grants, 0)} to charities on nine islands and beyond, from hurricane recovery on Abaco to reading programmes in Exuma. Contributions to the Foundation reached B$${fmt(S.contribWo + S.contribW, 0)}, and assets under management \u2013 our own net assets together with the agency endowments we hold for other charities \u2013 reached B$${fmt(aum, 0)} at December 31, 2025.`),
    P(`Donor-advised funds remain the heart of our work. ${r.newDafs} new donor-advised funds were opened during the year, bringing the total to ${r.dafsTotal}. Our scholarship funds supported ${r.scholars} Bahamian students, at home and abroad.`),
    P(`The pooled investment portfolio returned ${r.poolReturn.toFixed(1)}% net of fees in 2025, against ${r.benchmark.toFixed(1)}% for its policy benchmark. Under the spending policy the Board appropriated ${r.spendingRate.toFixed(1)}% of the community endowment\u2019s twelve-quarter average value for community impact grants.`),
    P(`We thank our directors, our committees and our staff, and every donor who has chosen to invest in The Bahamas through the Foundation. We look forward to seeing you at the Annual Meeting on ${usLong(r.annualMeeting)} at the British Colonial ballroom, Nassau.`),
    P(`${r.chair}, Chair of the Board`, { bold: true, after: 0 }),
    P(`${r.ceo}, President & CEO`, { bold: true, after: 240 }),
    P('Treasurer\u2019s report', { bold: true, size: 12 }),
    P(`The financial statements for 2025 were audited by ${r.auditor}, Chartered Accountants, who issued an unmodified opinion. Total revenue, support and gains were B$${fmt(S.revWo + S.revW, 0)} and total expenses B$${fmt(S.expTotal, 0)}, of which B$${fmt(S.grants, 0)} were grants and scholarships. Net assets increased by B$${fmt(v.na[2] - v.na[1], 0)} to B$${fmt(v.na[2], 0)}.`),
    P(`The operating fund, which pays for the Foundation\u2019s staff and running costs, is financed chiefly by administrative fees on component funds. The Board has approved an operating budget for 2026 with a planned deficit, to be met from the undesignated operating fund while fee income grows with the funds under management.`),
    P(`${r.treasurer}, Treasurer`, { bold: true, after: 240 }),
    P('Five years at a glance', { bold: true, size: 12 }),
    T([
      ["B$ '000", ...years.map(String)],
      ['Contributions', ...contrib.map((x) => fmt(x, 0))],
      ['Grants approved', ...grants.map((x) => fmt(x, 0))],
      ['Net assets at December 31', ...na.map((x) => fmt(x, 0))],
      ['Agency endowments held at December 31', ...agency.map((x) => fmt(x, 0))],
    ], { widths: [3000, 1200, 1200, 1200, 1200, 1200], numCols: [1, 2, 3, 4, 5] }),
    P('Figures for 2024 and 2025 are from the audited financial statements.', { italic: true, size: 9, before: 80 }),
  ];
  await writeDocx(path.join(dir, 'LVCF 2025 Annual Report.docx'), children, { title: 'Lignum Vitae Community Foundation 2025 Annual Report', creator: 'LVCF Communications' });
}

async function receipt(dir, v) {
  const R = L.receipt;
  const Lx = [];
  const t = (s, o = {}) => Lx.push({ t: s, size: o.size || 20, bold: o.bold, center: o.center });
  t(R.shop, { size: 27, bold: true, center: true });
  t(R.address, { center: true, size: 17 });
  t(`Tel (242) 322-4418   VAT TIN ${R.tin}`, { center: true, size: 17 });
  Lx.push({ gap: 8 });
  t('VAT INVOICE / RECEIPT', { bold: true, center: true, size: 23 });
  t(`Invoice: ${R.invoice}          Date: ${usNum(R.date)}`);
  t(`Bill to: ${ORG}`);
  t('          14 Shirley Street, Nassau');
  Lx.push({ rule: true });
  Lx.push({ table: true, cols: ['Description', 'Qty', 'Unit', 'Amount'], size: 18, bold: true });
  for (const [name, q, p] of R.items) Lx.push({ table: true, cols: [name, String(q), fmt(p, 2), fmt(q * p, 2)], size: 18 });
  Lx.push({ rule: true });
  Lx.push({ table: true, cols: ['Subtotal', '', '', fmt(v.receipt.sub, 2)], size: 19 });
  Lx.push({ table: true, cols: [`VAT @ ${Math.round(R.vatRate * 100)}%`, '', '', fmt(v.receipt.vat, 2)], size: 19 });
  Lx.push({ table: true, cols: ['TOTAL B$', '', '', fmt(v.receipt.total, 2)], size: 22, bold: true });
  Lx.push({ gap: 8 });
  t('Paid in full - VISA ****2207  Auth 448105', { size: 18 });
  Lx.push({ gap: 10 });
  t('Thank you for your business!', { center: true, size: 18 });
  await photoDocument(path.join(dir, 'Bay Street Office invoice photo.png'), Lx, { width: 800, height: 720, angle: -1.6, seed: 53, format: 'png', tableX: [48, 480, 610, 752], margin: 48 });
}

export async function renderLignum(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const v = view().lignum;
  await statements(dir, v);
  await annualReturn(dir, v);
  await pack(dir, v);
  grantsCsv(dir, v);
  await annualReport(dir, v);
  await receipt(dir, v);
}
