// Stroud Family Foundation (Dayton, Ohio; US$; calendar year): four documents.
import ExcelJS from 'exceljs';
import { fmt, usLong, usNum, xDate, styleHeader, F, NUM0, colL } from './office.mjs';
import { flow, acc } from './flow.mjs';
import { newPdf } from './pdf.mjs';

const NAME = 'Stroud Family Foundation';
const usd = (v, dp = 0) => `$${fmt(v, dp)}`;

// ------------------------------------------------------------------ 1. audited statements, modified cash basis (pdf, 12 pages)
export async function statements(file, V) {
  const S = V.stroud.fs, f = S.facts;
  const F_ = flow(file, { title: `${NAME} - Financial Statements (Modified Cash Basis) December 31, 2025 and 2024`, author: f.auditor, running: `${NAME} · Financial Statements (Modified Cash Basis) · December 31, 2025 and 2024`, serif: true, size: 'LETTER' });
  const d = F_.doc;
  d.moveDown(9);
  d.font('SB').fontSize(22).text('STROUD FAMILY FOUNDATION', { align: 'center' });
  d.font('SR').fontSize(12).text('Dayton, Ohio', { align: 'center' });
  d.moveDown(4); d.font('SB').fontSize(15).text('FINANCIAL STATEMENTS', { align: 'center' });
  d.font('SB').fontSize(13).text('(MODIFIED CASH BASIS)', { align: 'center' });
  d.moveDown(0.6); d.font('SR').fontSize(12).text('Years Ended December 31, 2025 and 2024', { align: 'center' });
  d.moveDown(3).text("With Independent Auditor's Report", { align: 'center' });

  F_.page();
  F_.title('TABLE OF CONTENTS', 13);
  F_.gap(10);
  [["Independent Auditor's Report", '3'], ['Financial Statements (Modified Cash Basis):', ''], ['    Statements of Assets, Liabilities and Net Assets - Modified Cash Basis', '5'], ['    Statements of Revenues, Expenses and Changes in Net Assets - Modified Cash Basis', '6'], ['    Notes to Financial Statements', '7 - 11'], ['Supplementary Information:', ''], ['    Schedule of Investment Activity - Modified Cash Basis', '12']].forEach(([t, n]) => {
    const y = d.y; d.font('SR').fontSize(10).text(t, 60, y, { lineBreak: false }); d.text(n, 480, y, { width: 60, align: 'right', lineBreak: false }); d.y = y + 20;
  });

  F_.page();
  F_.h("INDEPENDENT AUDITOR'S REPORT", 12);
  F_.p('To the Board of Trustees\nStroud Family Foundation\nDayton, Ohio', { align: 'left' });
  F_.p('Opinion', { bold: true });
  F_.p(`We have audited the accompanying financial statements of ${NAME} (the "Foundation"), which comprise the statements of assets, liabilities and net assets - modified cash basis as of December 31, 2025 and 2024, and the related statements of revenues, expenses and changes in net assets - modified cash basis for the years then ended, and the related notes to the financial statements.`);
  F_.p('In our opinion, the accompanying financial statements present fairly, in all material respects, the assets, liabilities and net assets of the Foundation as of December 31, 2025 and 2024, and its revenues, expenses and changes in net assets for the years then ended in accordance with the modified cash basis of accounting described in Note 1.');
  F_.p('Basis for Opinion', { bold: true });
  F_.p("We conducted our audits in accordance with auditing standards generally accepted in the United States of America (GAAS). Our responsibilities under those standards are further described in the Auditor's Responsibilities for the Audit of the Financial Statements section of our report. We are required to be independent of the Foundation and to meet our other ethical responsibilities, in accordance with the relevant ethical requirements relating to our audits. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.");
  F_.p('Emphasis of Matter - Basis of Accounting', { bold: true });
  F_.p('We draw attention to Note 1 of the financial statements, which describes the basis of accounting. The financial statements are prepared on the modified cash basis of accounting, which is a basis of accounting other than accounting principles generally accepted in the United States of America. Our opinion is not modified with respect to this matter.');
  F_.p('Responsibilities of Management for the Financial Statements', { bold: true });
  F_.p('Management is responsible for the preparation and fair presentation of these financial statements in accordance with the modified cash basis of accounting described in Note 1, and for determining that the modified cash basis of accounting is an acceptable basis for the preparation of the financial statements in the circumstances. Management is also responsible for the design, implementation, and maintenance of internal control relevant to the preparation and fair presentation of financial statements that are free from material misstatement, whether due to fraud or error.');
  F_.p("In preparing the financial statements, management is required to evaluate whether there are conditions or events, considered in the aggregate, that raise substantial doubt about the Foundation's ability to continue as a going concern within one year after the date that the financial statements are available to be issued.");
  F_.page();
  F_.p("Auditor's Responsibilities for the Audit of the Financial Statements", { bold: true });
  F_.p("Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor's report that includes our opinion. Reasonable assurance is a high level of assurance but is not absolute assurance and therefore is not a guarantee that an audit conducted in accordance with GAAS will always detect a material misstatement when it exists. The risk of not detecting a material misstatement resulting from fraud is higher than for one resulting from error, as fraud may involve collusion, forgery, intentional omissions, misrepresentations, or the override of internal control. Misstatements are considered material if there is a substantial likelihood that, individually or in the aggregate, they would influence the judgment made by a reasonable user based on the financial statements.");
  F_.p('In performing an audit in accordance with GAAS, we:');
  ['Exercise professional judgment and maintain professional skepticism throughout the audit.', 'Identify and assess the risks of material misstatement of the financial statements, whether due to fraud or error, and design and perform audit procedures responsive to those risks. Such procedures include examining, on a test basis, evidence regarding the amounts and disclosures in the financial statements.', "Obtain an understanding of internal control relevant to the audit in order to design audit procedures that are appropriate in the circumstances, but not for the purpose of expressing an opinion on the effectiveness of the Foundation's internal control. Accordingly, no such opinion is expressed.", 'Evaluate the appropriateness of accounting policies used and the reasonableness of significant accounting estimates made by management, as well as evaluate the overall presentation of the financial statements.', "Conclude whether, in our judgment, there are conditions or events, considered in the aggregate, that raise substantial doubt about the Foundation's ability to continue as a going concern for a reasonable period of time."].forEach((t) => F_.p(`•  ${t}`, { align: 'left' }));
  F_.p('We are required to communicate with those charged with governance regarding, among other matters, the planned scope and timing of the audit, significant audit findings, and certain internal control-related matters that we identified during the audit.');
  F_.gap(12);
  F_.p(`${f.auditor}\nCertified Public Accountants\nDayton, Ohio\n${usLong(f.auditDate)}`, { align: 'left' });

  // statement of assets, liabilities and net assets
  F_.page();
  F_.title('STROUD FAMILY FOUNDATION', 12);
  F_.p('STATEMENTS OF ASSETS, LIABILITIES AND NET ASSETS - MODIFIED CASH BASIS\nDecember 31, 2025 and 2024', { bold: true, align: 'left', size: 10 });
  const so = S.sofp;
  const r2 = (label, o = {}) => ({ label, vals: so[label.trim()], ...o });
  F_.table({ cols: ['2025', '2024'], labelW: 300, colW: 95, size: 9.5, rows: [
    { label: 'ASSETS', head: true },
    r2('Cash and cash equivalents', { indent: 1 }),
    r2('Investments, at fair value (Note 3)', { indent: 1 }),
    r2('Total assets', { bold: true }),
    { label: '', vals: [] },
    { label: 'LIABILITIES AND NET ASSETS', head: true },
    { label: 'Liabilities:', indent: 1 },
    r2('Payroll taxes withheld', { indent: 2 }),
    r2('Deferred federal excise tax (Note 4)', { indent: 2 }),
    r2('Total liabilities', { indent: 1, bold: true }),
    { label: '', vals: [] },
    { label: 'Net assets without donor restrictions:', indent: 1 },
    r2('Undesignated', { indent: 2 }),
    r2('Board-designated for approved grants (Note 7)', { indent: 2 }),
    r2('Total net assets', { indent: 1, bold: true }),
    { label: '', vals: [] },
    r2('Total liabilities and net assets', { bold: true }),
  ] });
  F_.p('See accompanying notes to financial statements.', { italic: true, size: 8, align: 'center' });

  // statement of revenues, expenses and changes in net assets
  F_.page();
  F_.title('STROUD FAMILY FOUNDATION', 12);
  F_.p('STATEMENTS OF REVENUES, EXPENSES AND CHANGES IN NET ASSETS - MODIFIED CASH BASIS\nYears Ended December 31, 2025 and 2024', { bold: true, align: 'left', size: 10 });
  const sa = S.soa;
  const r3 = (label, o = {}) => ({ label, vals: sa[label], ...o });
  const expLabels = Object.keys(sa).filter((k) => k.startsWith('Grants paid') || (Object.keys(sa).indexOf(k) > Object.keys(sa).indexOf('Total revenues, gains and (losses)') && Object.keys(sa).indexOf(k) < Object.keys(sa).indexOf('Total expenses')));
  F_.table({ cols: ['2025', '2024'], labelW: 300, colW: 95, size: 9, rows: [
    { label: 'REVENUES, GAINS AND (LOSSES)', head: true },
    r3('Contributions', { indent: 1 }),
    { label: 'Investment return:', indent: 1 },
    r3('Interest and dividends', { indent: 2 }),
    r3('Net realized gain on sale of investments', { indent: 2 }),
    r3('Net change in unrealized gain on investments', { indent: 2 }),
    r3('Investment management and custody fees', { indent: 2 }),
    r3('Net investment return', { indent: 1, bold: true }),
    r3('Total revenues, gains and (losses)', { bold: true }),
    { label: '', vals: [] },
    { label: 'EXPENSES', head: true },
    ...expLabels.map((k) => r3(k, { indent: 1 })),
    r3('Total expenses', { bold: true }),
    { label: '', vals: [] },
    r3('Change in net assets', { bold: true }),
    r3('Net assets, beginning of year'),
    r3('Net assets, end of year', { bold: true }),
  ] });
  F_.p('See accompanying notes to financial statements.', { italic: true, size: 8, align: 'center' });

  // notes
  F_.page();
  F_.title('NOTES TO FINANCIAL STATEMENTS (MODIFIED CASH BASIS)', 12);
  F_.p('December 31, 2025 and 2024', { italic: true, align: 'left' });
  F_.h('NOTE 1 - NATURE OF ORGANIZATION AND SUMMARY OF SIGNIFICANT ACCOUNTING POLICIES', 9.5);
  F_.p('Nature of organization: The Stroud Family Foundation (the "Foundation") is a private nonoperating foundation incorporated in 1998 as an Ohio nonprofit corporation by Arden and Mae Stroud. The Foundation makes grants to nonprofit organizations serving the Miami Valley region of southwest Ohio, principally Montgomery, Greene, Miami and Clark counties, in five program areas: education, health and human services, arts and culture, environment and parks, and community development. Trustees may also recommend small discretionary and matching grants. The Foundation\'s principal sources of support are the return on its investment portfolio and periodic contributions from members of the Stroud family.');
  F_.p('Basis of accounting: The financial statements are prepared on the modified cash basis of accounting, which is a basis of accounting other than accounting principles generally accepted in the United States of America (GAAP). Under this basis, revenues are recognized when received rather than when earned, and expenses are recognized when paid rather than when the obligation is incurred. The cash basis has been modified as follows: (a) investments are reported at fair value, and realized and unrealized gains and losses are reported in the statements of revenues, expenses and changes in net assets; (b) a deferred federal excise tax liability is recorded on the net unrealized appreciation of investments; and (c) payroll taxes withheld from employees and not yet remitted are recorded as a liability. Accordingly, receivables, prepaid expenses, accounts payable, accrued expenses and grants payable are not recorded. In particular, grants approved by the Board of Trustees are recorded as expenses when paid; grants approved but not yet paid are disclosed in Note 7.');
  F_.p('Cash and cash equivalents: Cash and cash equivalents consist of demand deposits and a money market deposit account held at a bank. Money market funds held within the investment portfolio are reported as investments.');
  F_.p('Net assets: All of the Foundation\'s net assets are without donor restrictions. The Board of Trustees has designated a portion of net assets, equal to grants it has approved for payment in future years, for that purpose (Note 7). The designation may be changed by the Board at any time.');
  F_.p('Investments and fair value: Investments are reported at fair value. Fair value is the price that would be received to sell an asset in an orderly transaction between market participants at the measurement date. The fair value hierarchy gives the highest priority to unadjusted quoted prices in active markets for identical assets (Level 1) and the lowest priority to unobservable inputs (Level 3). Level 2 inputs are observable inputs other than quoted prices included in Level 1, such as quoted prices for similar assets or matrix pricing. Investments in funds that report a net asset value (NAV) per share, or its equivalent, are measured using NAV as a practical expedient and are not classified in the hierarchy. Purchases and sales of securities are recorded on a trade-date basis. Interest is recorded when received; dividends are recorded on the ex-dividend date.');
  F_.p('Federal excise tax: The Foundation is exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code, but is classified as a private foundation and is subject to a federal excise tax on its net investment income, including net realized gains (Note 4). The Foundation has no unrelated business income.');
  F_.p('Use of estimates: The preparation of financial statements requires management to make estimates and assumptions that affect the amounts reported. Actual results could differ from those estimates.');

  F_.page();
  F_.h('NOTE 2 - LIQUIDITY AND AVAILABILITY', 9.5);
  F_.p('The Foundation regularly monitors the availability of resources required to meet its grant payments and operating needs. Its grants and expenses are funded by quarterly withdrawals from its managed investment account. The Foundation\'s financial assets available within one year of December 31, 2025 to meet general expenditures, which include the approved grants payable in 2026 described in Note 7, were as follows:');
  const lq = S.liquidity;
  F_.table({ cols: ['2025'], labelW: 360, colW: 100, size: 9, rows: [
    { label: 'Cash and cash equivalents', vals: [lq['Cash and cash equivalents']] },
    { label: 'Investments, at fair value', vals: [lq['Investments, at fair value']] },
    { label: 'Total financial assets', vals: [lq['Total financial assets']], bold: true },
    { label: 'Less amounts not available within one year:', vals: [] },
    { label: 'Private equity fund of funds (not redeemable within one year)', vals: [lq['Private equity fund of funds (not redeemable within one year)']], indent: 1 },
    { label: 'Financial assets available to meet general expenditures within one year', vals: [lq['Financial assets available to meet general expenditures within one year']], bold: true },
  ] });
  F_.p('Board-designated net assets for approved grants are included in the amounts above because the designated grants will be paid from the same financial assets as they fall due.');
  F_.h('NOTE 3 - INVESTMENTS AND FAIR VALUE MEASUREMENTS', 9.5);
  F_.p('The Foundation\'s marketable securities are held in an investment account managed by Miami Valley Trust & Advisory under an investment policy approved by the Board of Trustees. Equity securities, mutual funds and exchange-traded funds are valued at the closing price reported on the active market on which they are traded (Level 1). U.S. Treasury obligations are valued at quoted prices (Level 1). Corporate and municipal bonds are valued using pricing models maintained by the custodian that use observable inputs such as yields on comparable securities (Level 2). There were no Level 3 investments at December 31, 2025 or 2024.');
  F_.p('Investments measured at fair value on a recurring basis at December 31, 2025:', { bold: true, size: 8.5 });
  const lv = (t, nav) => [
    ...Object.entries(t).map(([label, vals]) => ({ label, vals, bold: label.startsWith('Total'), indent: label.startsWith('Total') ? 0 : 1 })),
    { label: 'Investments measured at net asset value (a)', vals: ['', '', '', nav], indent: 1 },
    { label: 'Total investments at fair value', vals: ['', '', '', t['Total investments in the fair value hierarchy'][3] + nav], bold: true },
  ];
  F_.table({ cols: ['Level 1', 'Level 2', 'Level 3', 'Total'], labelW: 220, colW: 72, size: 8, rows: lv(S.lev25, f.nav25) });
  F_.p('Investments measured at fair value on a recurring basis at December 31, 2024:', { bold: true, size: 8.5 });
  F_.table({ cols: ['Level 1', 'Level 2', 'Level 3', 'Total'], labelW: 220, colW: 72, size: 8, rows: lv(S.lev24, f.nav24) });
  F_.p(`(a) The Foundation's interest in Midwest Heritage Private Equity Fund of Funds III, L.P. is measured at net asset value per share (or its equivalent) as a practical expedient and has not been classified in the fair value hierarchy. The fund invests in private equity partnerships focused on lower middle-market companies in the Midwest. Redemptions are not permitted; distributions are received as the underlying investments are liquidated, which the general partner expects over the next five to seven years. The Foundation committed ${usd(f.commitmentPE)} to the fund in 2019; unfunded commitments were ${usd(f.unfunded)} at December 31, 2025 (2024: ${usd(f.unfunded + 300000)}).`, { size: 8.5 });

  F_.h('NOTE 4 - FEDERAL EXCISE TAX', 9.5);
  F_.p(`The Foundation is subject to a federal excise tax of 1.39% of its net investment income, which includes interest, dividends and net realized gains, less the expenses of producing that income. Current excise tax is recorded when paid through estimated payments. A deferred excise tax liability is provided at 1.39% on the net unrealized appreciation of investments, which was ${usd(f.unrealApp25)} at December 31, 2025 (2024: ${usd(f.unrealApp24)}). Federal excise tax consisted of:`);
  F_.table({ cols: ['2025', '2024'], labelW: 300, colW: 95, size: 9, rows: [
    { label: 'Current', vals: S.soa['Federal excise tax - current'] },
    { label: 'Deferred', vals: S.soa['Federal excise tax - deferred'] },
    { label: 'Total federal excise tax', vals: [0, 1].map((i) => S.soa['Federal excise tax - current'][i] + S.soa['Federal excise tax - deferred'][i]), bold: true },
  ] });
  F_.h('NOTE 5 - DISTRIBUTION REQUIREMENTS', 9.5);
  F_.p(`The Internal Revenue Code requires a private foundation to make qualifying distributions each year at least equal to a distributable amount, which is approximately 5% of the average fair value of its assets not used directly in carrying out its exempt purposes, less excise tax, by the end of the following year. The Foundation's distributable amount for 2025 was ${usd(f.distributable)}. Qualifying distributions made in 2025, consisting of grants paid and the portion of operating and administrative expenses attributable to charitable activities, were ${usd(f.qualifying)}. Qualifying distributions in excess of the distributable amount may be carried forward for five years.`);
  F_.h('NOTE 6 - GRANTS PAID', 9.5);
  F_.p('Grants paid during the year ended December 31, 2025, by program area, were as follows:');
  const rows = [];
  for (const area of Object.keys(S.areaPaid)) {
    const gs = S.grantsPaid.filter((g) => g.area === area);
    if (!gs.length) continue;
    rows.push({ cells: [area], head: true });
    for (const g of gs) rows.push({ cells: [g.grantee, g.city, g.purpose, g.amount], indent: 1 });
    rows.push({ cells: [`Total ${area}`, '', '', S.areaPaid[area]], bold: true, rule: true });
  }
  rows.push({ cells: ['Total grants paid', '', '', S.soa['Grants paid (Note 6)'][0]], bold: true, rule: true });
  F_.textTable({ title: 'Note 6 - Grants paid', size: 8, cols: [{ head: 'Grantee', w: 200 }, { head: 'Location', w: 78 }, { head: 'Purpose', w: 176 }, { head: 'Amount', w: 58, align: 'right' }], rows });
  F_.h('NOTE 7 - APPROVED GRANTS NOT YET PAID', 9.5);
  const c = S.commit;
  F_.p(`Under the modified cash basis, grants approved by the Board of Trustees are not recorded as liabilities until paid. Unconditional grants approved but not yet paid at December 31, 2025 totaled ${usd(c.total)} (2024: ${usd(c.total24)}) and are scheduled for payment as follows; the Board has designated net assets of the same amount for them:`);
  F_.table({ cols: ['Amount'], labelW: 300, colW: 95, size: 9, rows: [
    { label: 'Year ending December 31, 2026', vals: [c[2026]] },
    { label: '2027', vals: [c[2027]] },
    { label: '2028', vals: [c[2028]] },
    { label: 'Total approved grants not yet paid', vals: [c.total], bold: true },
  ] });
  F_.p('Payments of multi-year grants are subject to the grantee\'s satisfactory progress reports. In June 2025 the Board released the unpaid balance of a 2023 grant to Hopewell Housing Partnership, which merged with another agency.');
  F_.h('NOTE 8 - RETIREMENT PLAN', 9.5);
  F_.p(`The Foundation sponsors a 403(b) defined contribution retirement plan covering employees who work at least 1,000 hours a year. The Foundation contributes ${f.retirementPct}% of eligible compensation. Contributions were ${usd(S.soa['Retirement plan contributions'][0])} in 2025 (2024: ${usd(S.soa['Retirement plan contributions'][1])}).`);
  F_.h('NOTE 9 - RELATED PARTY TRANSACTIONS', 9.5);
  F_.p(`The Foundation rents its office at 40 North Main Street, Dayton, on a month-to-month basis from Stroud Realty Partners LLC, a company controlled by a trustee, for $3,000 a month; rent paid was ${usd(S.soa['Office rent'][0])} in each of 2025 and 2024, which the trustees consider to be below market rent. Trustees receive no compensation for their service; their travel and meeting expenses are reimbursed.`);
  F_.h('NOTE 10 - CONCENTRATIONS', 9.5);
  F_.p('The Foundation maintains its cash in bank accounts which at times exceed federally insured limits. Investments are exposed to interest rate, market and credit risks, and it is reasonably possible that changes in their values will occur in the near term and that such changes could materially affect the amounts reported in the financial statements.');
  F_.h('NOTE 11 - SUBSEQUENT EVENTS', 9.5);
  F_.p(`Management has evaluated subsequent events through ${usLong(f.auditDate)}, the date the financial statements were available to be issued. On March 18, 2026 the Board of Trustees approved four grants totaling $612,000, payable in 2026 and 2027, which will be recorded as expenses when paid.`);
  F_.page();
  F_.title('SUPPLEMENTARY INFORMATION', 12);
  F_.p('SCHEDULE OF INVESTMENT ACTIVITY - MODIFIED CASH BASIS\nYear Ended December 31, 2025', { bold: true, align: 'left', size: 10 });
  F_.p(`Our audit was conducted for the purpose of forming an opinion on the financial statements as a whole. The following schedule is presented for purposes of additional analysis and is not a required part of the financial statements. It has been subjected to the auditing procedures applied in the audit of the financial statements, and in our opinion it is fairly stated in all material respects in relation to the financial statements as a whole. Interest of ${usd(S.bankInt)} earned on bank deposits is included in interest and dividends in the statement of revenues, expenses and changes in net assets but not in this schedule.`, { size: 8.5 });
  F_.table({ cols: ['Managed account (Miami Valley Trust & Advisory)', 'Private equity fund of funds', 'Total'], labelW: 230, colW: 94, size: 8.5, rows: Object.entries(S.invSched).map(([label, vals]) => ({ label, vals, bold: label.startsWith('Fair value') })) });
  await F_.end();
}

// ------------------------------------------------------------------ 2. Form 990-PF, Parts I and II (pdf)
export async function form990(file, V) {
  const P = V.stroud.pf;
  const { doc, end } = newPdf(file, { size: 'LETTER', margin: 28, title: 'Form 990-PF 2025 (Parts I and II)', author: 'Hollister & Kemp LLP' });
  const W = 612;
  const X = { no: 43, desc: 64, a: [300, 378], b: [378, 456], c: [456, 514], d: [514, 584] };
  const amt = (v) => (v === null || v === undefined ? '' : v < 0 ? `-${fmt(-v, 0)}` : fmt(v, 0));
  const box = (x0, y0, x1, y1) => doc.rect(x0, y0, x1 - x0, y1 - y0).lineWidth(0.4).stroke();
  const header = (pageNo) => {
    doc.font('B').fontSize(8).text(`Form 990-PF (2025)`, 28, 22, { lineBreak: false });
    doc.font('R').fontSize(8).text(`Page ${pageNo}`, W - 80, 22, { width: 52, align: 'right', lineBreak: false });
    doc.moveTo(28, 34).lineTo(W - 28, 34).lineWidth(1).stroke();
  };
  // page 1 heading
  doc.font('B').fontSize(16).text('Form 990-PF', 28, 26, { lineBreak: false });
  doc.font('R').fontSize(6.5).text('Department of the Treasury\nInternal Revenue Service', 28, 46, { width: 110 });
  doc.font('B').fontSize(10).text('Return of Private Foundation', 150, 26, { width: 320, align: 'center' });
  doc.font('R').fontSize(7).text('or Section 4947(a)(1) Trust Treated as Private Foundation\nDo not enter social security numbers on this form as it may be made public.\nGo to www.irs.gov/Form990PF for instructions and the latest information.', 150, 40, { width: 320, align: 'center' });
  doc.font('B').fontSize(9).text('OMB No. 1545-0047', 480, 26, { width: 104, align: 'right' });
  doc.font('B').fontSize(16).text('2025', 480, 38, { width: 104, align: 'right' });
  doc.font('R').fontSize(6.5).text('Open to Public Inspection', 480, 58, { width: 104, align: 'right' });
  doc.moveTo(28, 72).lineTo(W - 28, 72).lineWidth(1).stroke();
  doc.font('R').fontSize(7.5).text('For calendar year 2025 or tax year beginning                    , 2025, and ending                    , 20', 28, 76, { lineBreak: false });
  box(28, 88, 420, 112); box(420, 88, 584, 112);
  doc.fontSize(6.5).text('Name of foundation', 31, 90, { lineBreak: false }); doc.font('B').fontSize(8.5).text('STROUD FAMILY FOUNDATION', 31, 100, { lineBreak: false });
  doc.font('R').fontSize(6.5).text('A Employer identification number', 423, 90, { lineBreak: false }); doc.font('B').fontSize(8.5).text('31-1584270', 423, 100, { lineBreak: false });
  box(28, 112, 420, 136); box(420, 112, 584, 136);
  doc.font('R').fontSize(6.5).text('Number and street (or P.O. box number if mail is not delivered to street address)     Room/suite', 31, 114, { lineBreak: false }); doc.font('B').fontSize(8.5).text('40 NORTH MAIN STREET                                              SUITE 1420', 31, 124, { lineBreak: false });
  doc.font('R').fontSize(6.5).text('B Telephone number', 423, 114, { lineBreak: false }); doc.font('B').fontSize(8.5).text('(937) 555-0148', 423, 124, { lineBreak: false });
  box(28, 136, 420, 160);
  doc.font('R').fontSize(6.5).text('City or town, state or province, country, and ZIP or foreign postal code', 31, 138, { lineBreak: false }); doc.font('B').fontSize(8.5).text('DAYTON, OH 45402', 31, 148, { lineBreak: false });
  doc.font('R').fontSize(6.5).text('H  Check type of organization:   ☒ Section 501(c)(3) exempt private foundation    ☐ Section 4947(a)(1) nonexempt charitable trust    ☐ Other taxable private foundation', 28, 166, { lineBreak: false });
  doc.text('I  Fair market value of all assets at', 28, 180, { lineBreak: false });
  doc.text('end of year (from Part II, col. (c),', 28, 189, { lineBreak: false });
  doc.text(`line 16)  ▶ $`, 28, 198, { lineBreak: false });
  doc.font('B').fontSize(8.5).text(fmt(P.fmvI, 0), 90, 197, { width: 110, align: 'right', lineBreak: false });
  doc.font('R').fontSize(7).text('J  Accounting method:   ☐ Cash   ☐ Accrual', 220, 180, { lineBreak: false });
  doc.text('☒ Other (specify)  Modified cash basis', 232, 189, { lineBreak: false });
  doc.text('(Part I, column (d), must be on cash basis.)', 220, 198, { lineBreak: false });
  doc.moveTo(28, 210).lineTo(W - 28, 210).lineWidth(1).stroke();

  // column headings
  const colHeads = (y0, heads) => {
    doc.font('B').fontSize(6.5);
    const keys = Object.keys(heads);
    let h = 0;
    for (const k of keys) h = Math.max(h, doc.heightOfString(heads[k], { width: X[k][1] - X[k][0] - 6 }));
    for (const k of keys) {
      box(X[k][0], y0, X[k][1], y0 + h + 16);
      doc.font('B').fontSize(6.5).text(`(${k})`, X[k][0], y0 + 2, { width: X[k][1] - X[k][0], align: 'center', lineBreak: false });
      doc.font('R').fontSize(6.5).text(heads[k], X[k][0] + 3, y0 + 11, { width: X[k][1] - X[k][0] - 6, align: 'center' });
    }
    return y0 + h + 16;
  };
  let y;
  const row = (no, desc, vals, o = {}) => {
    doc.font(o.bold ? 'B' : 'R').fontSize(7);
    const h = Math.max(doc.heightOfString(desc, { width: X.a[0] - X.desc - 6 }), 8) + 5;
    if (no) doc.font('B').text(no, X.no, y + 3, { width: 20, lineBreak: false });
    doc.font(o.bold ? 'B' : 'R').text(desc, X.desc, y + 3, { width: X.a[0] - X.desc - 6 });
    for (const k of Object.keys(o.cols || { a: 1, b: 1, c: 1, d: 1 })) {
      box(X[k][0], y, X[k][1], y + h);
      const v = vals ? vals[k] : undefined;
      if (v !== undefined && v !== null && v !== '') doc.font('R').fontSize(7.5).text(amt(v), X[k][0] + 2, y + 3, { width: X[k][1] - X[k][0] - 6, align: 'right', lineBreak: false });
    }
    doc.moveTo(X.no - 4, y + h).lineTo(X.a[0], y + h).lineWidth(0.2).stroke();
    y += h;
  };
  const part = (label, title, note) => {
    doc.rect(28, y, 44, 12).fill('#000000'); doc.fillColor('white').font('B').fontSize(8).text(label, 30, y + 2, { width: 40, lineBreak: false }); doc.fillColor('black');
    doc.font('B').fontSize(8.5).text(title, 78, y + 2, { lineBreak: false });
    if (note) doc.font('R').fontSize(6.5).text(note, 78, y + 13, { width: X.a[0] - 82 });
  };
  y = 214;
  part('Part I', 'Analysis of Revenue and Expenses', '(The total of amounts in columns (b), (c), and (d) may not necessarily equal the amounts in column (a) (see instructions).)');
  y = colHeads(y, { a: 'Revenue and expenses per books', b: 'Net investment income', c: 'Adjusted net income', d: 'Disbursements for charitable purposes (cash basis only)' });
  const L = P.p1;
  const side = (text, y0, y1) => { doc.save(); doc.font('B').fontSize(7); doc.rotate(-90, { origin: [30, y1] }); doc.text(text, 30, y1, { width: y1 - y0, align: 'center', lineBreak: false }); doc.restore(); };
  const revTop = y;
  row('1', 'Contributions, gifts, grants, etc., received (attach schedule)', L['1']);
  row('2', 'Check ▶ ☐ if the foundation is not required to attach Sch. B', null);
  row('3', 'Interest on savings and temporary cash investments', L['3']);
  row('4', 'Dividends and interest from securities', L['4']);
  row('5a', 'Gross rents', null);
  row('b', 'Net rental income or (loss)', null);
  row('6a', 'Net gain or (loss) from sale of assets not on line 10', L['6a']);
  row('b', `Gross sales price for all assets on line 6a   ${fmt(P.gross6b, 0)}`, null);
  row('7', 'Capital gain net income (from Part IV, line 2)', L['7']);
  row('8', 'Net short-term capital gain', null);
  row('9', 'Income modifications', null);
  row('10a', 'Gross sales less returns and allowances', null);
  row('b', 'Less: Cost of goods sold', null);
  row('c', 'Gross profit or (loss) (attach schedule)', null);
  row('11', 'Other income (attach schedule)', null);
  row('12', 'Total. Add lines 1 through 11', L['12'], { bold: true });
  side('Revenue', revTop, y);
  const expTop = y;
  row('13', 'Compensation of officers, directors, trustees, etc.', L['13']);
  row('14', 'Other employee salaries and wages', L['14']);
  row('15', 'Pension plans, employee benefits', L['15']);
  row('16a', 'Legal fees (attach schedule)', L['16a']);
  row('b', 'Accounting fees (attach schedule)', L['16b']);
  row('c', 'Other professional fees (attach schedule)', L['16c']);
  row('17', 'Interest', null);
  row('18', 'Taxes (attach schedule) (see instructions)', L['18']);
  row('19', 'Depreciation (attach schedule) and depletion', null);
  row('20', 'Occupancy', L['20']);
  row('21', 'Travel, conferences, and meetings', L['21']);
  row('22', 'Printing and publications', L['22']);
  row('23', 'Other expenses (attach schedule)', L['23']);
  row('24', 'Total operating and administrative expenses. Add lines 13 through 23', L['24'], { bold: true });
  row('25', 'Contributions, gifts, grants paid', L['25']);
  row('26', 'Total expenses and disbursements. Add lines 24 and 25', L['26'], { bold: true });
  side('Operating and Administrative Expenses', expTop, y);
  row('27', 'Subtract line 26 from line 12:', null);
  row('a', 'Excess of revenue over expenses and disbursements', L['27a']);
  row('b', 'Net investment income (if negative, enter -0-)', L['27b']);
  row('c', 'Adjusted net income (if negative, enter -0-)', null);
  doc.font('R').fontSize(6.5).text('For Paperwork Reduction Act Notice, see instructions.', 28, y + 6, { lineBreak: false });
  doc.text('Cat. No. 11289X', 300, y + 6, { lineBreak: false });
  doc.font('B').text('Form 990-PF (2025)', 500, y + 6, { lineBreak: false });

  // page 2: Part II
  doc.addPage({ size: 'LETTER', margin: 28 });
  header(2);
  y = 40;
  part('Part II', 'Balance Sheets', 'Attached schedules and amounts in the description column should be for end-of-year amounts only. (See instructions.)');
  doc.font('B').fontSize(6.5).text('Beginning of year', X.a[0], y + 2, { width: X.a[1] - X.a[0], align: 'center', lineBreak: false });
  doc.text('End of year', X.b[0], y + 2, { width: X.d[1] - X.b[0], align: 'center', lineBreak: false });
  y += 12;
  const X2 = { a: [300, 396], b: [396, 490], c: [490, 584] };
  Object.assign(X, X2);
  y = colHeads(y, { a: 'Book Value', b: 'Book Value', c: 'Fair Market Value' });
  const B = P.p2;
  const c3 = { cols: { a: 1, b: 1, c: 1 } };
  const c2 = { cols: { a: 1, b: 1 } };
  row('1', 'Cash—non-interest-bearing', B['1'], c3);
  row('2', 'Savings and temporary cash investments', B['2'], c3);
  row('3', 'Accounts receivable ▶\nLess: allowance for doubtful accounts ▶', null, c3);
  row('4', 'Pledges receivable ▶\nLess: allowance for doubtful accounts ▶', null, c3);
  row('5', 'Grants receivable', null, c3);
  row('6', 'Receivables due from officers, directors, trustees, and other disqualified persons (attach schedule)', null, c3);
  row('7', 'Other notes and loans receivable (attach schedule) ▶', null, c3);
  row('8', 'Inventories for sale or use', null, c3);
  row('9', 'Prepaid expenses and deferred charges', null, c3);
  row('10a', 'Investments—U.S. and state government obligations (attach schedule)', B['10a'], c3);
  row('b', 'Investments—corporate stock (attach schedule)', B['10b'], c3);
  row('c', 'Investments—corporate bonds (attach schedule)', B['10c'], c3);
  row('11', 'Investments—land, buildings, and equipment: basis ▶', null, c3);
  row('12', 'Investments—mortgage loans', null, c3);
  row('13', 'Investments—other (attach schedule)', B['13'], c3);
  row('14', 'Land, buildings, and equipment: basis ▶', null, c3);
  row('15', 'Other assets (describe ▶                    )', null, c3);
  row('16', 'Total assets (to be completed by all filers—see the instructions. Also, see page 1, item I)', B['16'], { ...c3, bold: true });
  row('17', 'Accounts payable and accrued expenses', null, c2);
  row('18', 'Grants payable', null, c2);
  row('19', 'Deferred revenue', null, c2);
  row('20', 'Loans from officers, directors, trustees, and other disqualified persons', null, c2);
  row('21', 'Mortgages and other notes payable (attach schedule)', null, c2);
  row('22', 'Other liabilities (describe ▶ Payroll taxes withheld)', B['22'], c2);
  row('23', 'Total liabilities (add lines 17 through 22)', B['23'], { ...c2, bold: true });
  row('', 'Foundations that follow FASB ASC 958, check here ▶ ☒ and complete lines 24, 25, 29, and 30.', null, { cols: {} });
  row('24', 'Net assets without donor restrictions', B['24'], c2);
  row('25', 'Net assets with donor restrictions', null, c2);
  row('', "Foundations that don't follow FASB ASC 958, check here ▶ ☐ and complete lines 26 through 30.", null, { cols: {} });
  row('26', 'Capital stock, trust principal, or current funds', null, c2);
  row('27', 'Paid-in or capital surplus, or land, bldg., and equipment fund', null, c2);
  row('28', 'Retained earnings, accumulated income, endowment, or other funds', null, c2);
  row('29', 'Total net assets or fund balances (see instructions)', B['29'], { ...c2, bold: true });
  row('30', 'Total liabilities and net assets/fund balances (see instructions)', B['30'], { ...c2, bold: true });
  doc.font('I').fontSize(7).text('Excerpt: Parts I and II of the 2025 return as filed (pages 1 and 2). Parts III through XVI and the schedules are not included.', 28, y + 10, { width: 556 });
  await end();
}

// ------------------------------------------------------------------ 3. grants approved vs paid (xlsx)
export async function grantsWorkbook(file, V) {
  const gx = V.stroud.gx, M = V.stroud.meetings;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Grace Alvarez';
  const ws = wb.addWorksheet('Approved vs Paid 2025');
  const widths = [11, 44, 14, 11, 14, 14, 14, 14, 16, 13, 13, 13];
  ws.columns = widths.map((w) => ({ width: w }));
  ws.mergeCells('A1:L1'); ws.getCell('A1').value = 'STROUD FAMILY FOUNDATION'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.mergeCells('A2:L2'); ws.getCell('A2').value = 'Grants approved vs. paid - calendar year 2025 (open grants and 2025 approvals)'; ws.getCell('A2').font = { bold: true, size: 11 };
  ws.mergeCells('A3:L3'); ws.getCell('A3').value = 'Prepared by G. Alvarez, Grants Manager - 1/14/2026. Amounts in US$. Multi-year grants are paid each year after the grantee\'s progress report is accepted.'; ws.getCell('A3').font = { italic: true, size: 9 };
  // two-row heading: merged groups
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'Grant #';
  ws.mergeCells('B5:B6'); ws.getCell('B5').value = 'Grantee';
  ws.mergeCells('C5:C6'); ws.getCell('C5').value = 'Board approval';
  ws.mergeCells('D5:D6'); ws.getCell('D5').value = 'Term';
  ws.mergeCells('E5:E6'); ws.getCell('E5').value = 'Amount approved';
  ws.mergeCells('F5:F6'); ws.getCell('F5').value = 'Paid through 12/31/2024';
  ws.mergeCells('G5:G6'); ws.getCell('G5').value = 'Paid in 2025';
  ws.mergeCells('H5:H6'); ws.getCell('H5').value = 'Released / cancelled';
  ws.mergeCells('I5:I6'); ws.getCell('I5').value = 'Unpaid balance 12/31/2025';
  ws.mergeCells('J5:L5'); ws.getCell('J5').value = 'Future payments scheduled';
  ws.getCell('J6').value = 2026; ws.getCell('K6').value = 2027; ws.getCell('L6').value = 2028;
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= 12; c++) styleHeader(ws.getCell(r, c));
  ws.getRow(5).height = 30;
  let r = 7;
  const subRows = [];
  const areas = [...new Set(gx.map((g) => g.area))];
  const money = (cell) => { cell.numFmt = NUM0; };
  for (const area of areas) {
    ws.mergeCells(`A${r}:L${r}`); ws.getCell(`A${r}`).value = area.toUpperCase(); ws.getCell(`A${r}`).font = { bold: true }; ws.getCell(`A${r}`).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } };
    r++;
    const first = r;
    for (const g of gx.filter((x) => x.area === area)) {
      const x = ws.getRow(r);
      x.getCell(1).value = g.no; x.getCell(2).value = g.grantee;
      if (g.no.startsWith('TD')) x.getCell(3).value = 'Various'; else { x.getCell(3).value = xDate(g.approved); x.getCell(3).numFmt = 'm/d/yyyy'; }
      x.getCell(4).value = g.term;
      x.getCell(5).value = g.amount; x.getCell(6).value = g.prior || null; x.getCell(7).value = g.paid || null; x.getCell(8).value = g.rel || null;
      x.getCell(9).value = F(`E${r}-F${r}-G${r}-H${r}`, g.unpaid);
      x.getCell(10).value = g.f26 || null; x.getCell(11).value = g.f27 || null; x.getCell(12).value = g.f28 || null;
      for (let c = 5; c <= 12; c++) money(x.getCell(c));
      r++;
    }
    const last = r - 1;
    const x = ws.getRow(r);
    x.getCell(2).value = `Subtotal - ${area}`;
    const gs = gx.filter((g) => g.area === area);
    const keys = ['amount', 'prior', 'paid', 'rel', 'unpaid', 'f26', 'f27', 'f28'];
    keys.forEach((k, i) => { const col = colL(4 + i); x.getCell(5 + i).value = F(`SUBTOTAL(9,${col}${first}:${col}${last})`, gs.reduce((s, g) => s + g[k], 0)); money(x.getCell(5 + i)); });
    for (let c = 1; c <= 12; c++) { x.getCell(c).font = { bold: true }; x.getCell(c).border = { top: { style: 'thin' } }; }
    subRows.push(r);
    r += 2;
  }
  const x = ws.getRow(r);
  x.getCell(2).value = 'TOTAL ALL PROGRAM AREAS';
  ['amount', 'prior', 'paid', 'rel', 'unpaid', 'f26', 'f27', 'f28'].forEach((k, i) => { const col = colL(4 + i); x.getCell(5 + i).value = F(`SUBTOTAL(9,${col}7:${col}${r - 2})`, gx.reduce((s, g) => s + g[k], 0)); money(x.getCell(5 + i)); });
  for (let c = 1; c <= 12; c++) { x.getCell(c).font = { bold: true }; x.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  r += 2;
  const notes = [
    'Notes:',
    '1. 2023-022 Hopewell Housing Partnership merged into Dayton Housing Alliance in May 2025; the Board released the unpaid $50,000 at its 6/18/2025 meeting.',
    '2. Trustee discretionary grants: 16 grants of $1,000 - $5,000 recommended by individual trustees during the year and paid when recommended.',
    '3. 2025 payments agree to Note 6 of the audited financial statements; future payments agree to Note 7.',
  ];
  for (const n of notes) { ws.getCell(r, 1).value = n; ws.getCell(r, 1).font = { italic: true, size: 9 }; r++; }
  ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 2 }];

  const ms = wb.addWorksheet('2025 Approvals by Meeting');
  ms.columns = [{ width: 34 }, { width: 16 }, { width: 18 }, { width: 18 }, { width: 20 }];
  ms.getCell('A1').value = 'Board approvals in 2025 by meeting'; ms.getCell('A1').font = { bold: true, size: 12 };
  ['Board meeting', 'Grants approved (#)', 'Amount approved', 'Paid in 2025', 'Unpaid at 12/31/2025'].forEach((h, i) => { ms.getCell(3, i + 1).value = h; styleHeader(ms.getCell(3, i + 1)); });
  M.forEach((m, i) => {
    const rr = 4 + i, x2 = ms.getRow(rr);
    x2.getCell(1).value = m.meeting === 'TD' ? 'Trustee discretionary (various dates)' : usLong(m.meeting);
    x2.getCell(2).value = m.n; x2.getCell(3).value = m.amount; x2.getCell(4).value = m.paid || 0; x2.getCell(5).value = m.unpaid || 0;
    for (let c = 3; c <= 5; c++) x2.getCell(c).numFmt = NUM0;
  });
  const tr = 4 + M.length;
  ms.getCell(tr, 1).value = 'Total 2025 approvals';
  ['B', 'C', 'D', 'E'].forEach((c, i) => { const k = ['n', 'amount', 'paid', 'unpaid'][i]; ms.getCell(`${c}${tr}`).value = F(`SUM(${c}4:${c}${tr - 1})`, M.reduce((s, m) => s + m[k], 0)); if (i) ms.getCell(`${c}${tr}`).numFmt = NUM0; });
  for (let c = 1; c <= 5; c++) ms.getCell(tr, c).font = { bold: true };
  ms.getCell(tr + 2, 1).value = 'Meetings are held on the third Wednesday of March, June and September and the second Wednesday of December.';
  ms.getCell(tr + 2, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. investment manager quarterly review (pdf)
export async function managerReview(file, V) {
  const m = V.stroud.ms;
  const F_ = flow(file, { title: 'Portfolio Review - Fourth Quarter 2025 - Stroud Family Foundation', author: m.manager, running: `${m.manager} · Portfolio Review · Stroud Family Foundation - Endowment · Account ending ${m.account} · Period ending December 31, 2025`, size: 'LETTER' });
  const d = F_.doc;
  d.font('B').fontSize(18).text('MIAMI VALLEY TRUST & ADVISORY', 50, 70);
  d.font('R').fontSize(10).text('Wealth & Institutional Management  ·  One South Main Street, Dayton, OH 45402');
  d.moveDown(2);
  d.font('B').fontSize(15).text('Portfolio Review - Fourth Quarter 2025');
  d.font('R').fontSize(10).text(`Prepared for: Stroud Family Foundation - Endowment (account ending ${m.account})`);
  d.text('Reporting period: 10/01/2025 - 12/31/2025');
  d.text(`Relationship manager: ${m.rm}`);
  d.moveDown(1);
  F_.h('Account summary');
  const sm = m.summary;
  F_.table({ cols: ['Fourth quarter 10/01/2025 - 12/31/2025', 'Year to date 01/01/2025 - 12/31/2025'], labelW: 240, colW: 120, size: 9, dp: 2, rows: Object.entries(sm).map(([label, vals]) => ({ label, vals, bold: label.includes('market value') })) });
  d.font('I').fontSize(7.5).text('Withdrawals are transfers to the Foundation\'s operating account at Great Miami Savings Bank for grants and expenses. Income is shown when received. Values include the money market sweep.', 50, d.y, { width: 500 });
  d.moveDown(1);
  F_.h('Asset allocation at December 31, 2025');
  F_.table({ cols: ['Market value', '% of portfolio', 'Target', 'Policy range'], labelW: 200, colW: 80, size: 9, rows: [
    ...m.alloc.map((a) => ({ label: a.cls, vals: [fmt(a.mv, 2), `${a.pct.toFixed(2)}%`, `${a.target.toFixed(1)}%`, `${a.min}% - ${a.max}%`] })),
    { label: 'Total portfolio', vals: [fmt(m.summary['Ending market value'][0], 2), '100.00%', '100.0%', ''], bold: true },
  ] });
  F_.page();
  F_.h('Investment performance (time-weighted, periods over one year annualized)');
  const heads = ['Quarter to date', 'Year to date', '1 year', '3 years', '5 years', 'Since inception (07/01/2009)'];
  F_.table({ cols: heads, labelW: 170, colW: 56, size: 8, rows: Object.entries(m.perf).map(([label, vals]) => ({ label, vals: vals.map((v) => `${v < 0 ? '(' : ''}${Math.abs(v).toFixed(2)}${v < 0 ? ')' : ''}%`), bold: label === 'Value added' })) });
  d.font('I').fontSize(7.5).text('Returns are net of management fees and include income. Policy benchmark: 45% S&P 500 / 9% Russell 2500 / 14% MSCI EAFE / 5% MSCI Emerging Markets / 3% FTSE Nareit All Equity REITs / 24% Bloomberg US Aggregate Bond / 0% cash, rebalanced monthly; before 1/1/2023 the benchmark was 60% MSCI ACWI / 40% Bloomberg US Aggregate. Value added is the net portfolio return less the benchmark return, in percentage points.', 50, d.y, { width: 500 });
  d.moveDown(1);
  F_.h('Management fee');
  F_.p(`The fee for the fourth quarter of ${'$' + fmt(m.feeQ4, 2)} was deducted from the account on 10/01/2025. It is one quarter of the annual fee applied to the market value at the beginning of the quarter (${'$' + fmt(m.feeBase, 2)}) under the fee schedule in the Foundation's investment management agreement: ${m.feeTiers[0].toFixed(2)}% a year on the first $10 million, ${m.feeTiers[1].toFixed(2)}% on the next $15 million, ${m.feeTiers[2].toFixed(2)}% on the next $25 million and ${m.feeTiers[3].toFixed(2)}% on assets above $50 million. Custody is included in the fee.`);
  F_.h('Market and portfolio commentary');
  F_.p('Equity markets finished 2025 higher after a volatile fourth quarter in which expectations for further interest-rate cuts were pared back. U.S. large capitalization stocks led, while international developed markets gave back part of their strong first-half gains as the dollar firmed. Bond yields were little changed over the quarter, and the Bloomberg US Aggregate index returned close to its coupon.');
  F_.p('The portfolio trailed its policy benchmark for the quarter and for the year, chiefly because of its underweight to the largest U.S. technology companies earlier in the year and an overweight to short-dated Treasuries. U.S. large cap equity ended the year above its target allocation after strong gains; we recommend rebalancing toward fixed income and will discuss this with the Investment Committee at its February meeting. The Foundation\'s private equity fund of funds is held outside this account and is not included in this report.');
  F_.page({ layout: 'landscape' });
  F_.h('Holdings detail at December 31, 2025');
  const rows = [];
  for (const a of m.alloc) {
    rows.push({ cells: [a.cls], head: true });
    for (const h of m.holdings.filter((x) => x.cls === a.cls)) {
      const bond = /Note|%/.test(h.name) && h.cls === 'Fixed income' && !/Admiral/.test(h.name);
      rows.push({ cells: [h.name, fmt(h.qty, h.qty % 1 ? 2 : 0), bond ? fmt(h.price, 3) : fmt(h.price, 2), fmt(h.mv, 2), fmt(h.cost, 2), h.gain < 0 ? `(${fmt(-h.gain, 2)})` : fmt(h.gain, 2), fmt(h.income, 0), `${((h.mv / m.summary['Ending market value'][0]) * 100).toFixed(2)}%`], indent: 1 });
    }
    const hs = m.holdings.filter((x) => x.cls === a.cls);
    const mv = hs.reduce((s, x) => s + x.mv, 0), cost = hs.reduce((s, x) => s + x.cost, 0), g = mv - cost, inc = hs.reduce((s, x) => s + x.income, 0);
    rows.push({ cells: [`Total ${a.cls}`, '', '', fmt(mv, 2), fmt(cost, 2), g < 0 ? `(${fmt(-g, 2)})` : fmt(g, 2), fmt(inc, 0), `${a.pct.toFixed(2)}%`], bold: true, rule: true });
  }
  const tmv = m.holdings.reduce((s, x) => s + x.mv, 0), tcost = m.holdings.reduce((s, x) => s + x.cost, 0);
  rows.push({ cells: ['Total portfolio', '', '', fmt(tmv, 2), fmt(tcost, 2), fmt(tmv - tcost, 2), fmt(m.holdings.reduce((s, x) => s + x.income, 0), 0), '100.00%'], bold: true, rule: true });
  F_.textTable({ title: 'Holdings detail at December 31, 2025', size: 7.5, cols: [{ head: 'Description', w: 230 }, { head: 'Quantity / Par', w: 70, align: 'right' }, { head: 'Price', w: 55, align: 'right' }, { head: 'Market value', w: 82, align: 'right' }, { head: 'Cost basis', w: 82, align: 'right' }, { head: 'Unrealized gain/(loss)', w: 78, align: 'right' }, { head: 'Est. annual income', w: 62, align: 'right' }, { head: '% of account', w: 52, align: 'right' }], rows });
  F_.page({ layout: 'portrait' });
  F_.h('Important information');
  F_.p('This report is provided for information only and does not replace the official custody statements, which govern in case of any difference. Market values are based on closing prices from independent pricing services; fixed income prices are evaluated prices and exclude accrued interest. Cost basis is provided for information and may not reflect all adjustments required for tax reporting. Estimated annual income is based on current dividend rates and coupons and is not guaranteed. Past performance does not guarantee future results.');
  F_.p('Miami Valley Trust & Advisory is a division of Great Miami Bancorp. Investment products are not FDIC insured, are not bank guaranteed and may lose value.');
  await F_.end();
}
void acc; void usNum;
