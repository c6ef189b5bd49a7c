// Renders Osprey Bay Public Media's documents from data.mjs: audited financial statements (text PDF),
// Form 990 Part IX (PDF form) and the finance committee dashboard (xlsx).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { makePdf, para, heading, titleBlock, table, wrap } from './pdf.mjs';
import { usd, irs, grp } from './fmt.mjs';
import { OB, FCOLS, EXP_ROWS, EXP, XT, ACT, AT, RELEASED, PPE, LEASE, NOTE, LOC, PENSION, INV, PLEDGE, BS, NA, CF, LIQ, F990, DASH, MONTHS } from '../data.mjs';

const sum = (a) => a.reduce((s, v) => s + v, 0);
const NAME = OB.name.toUpperCase();

export async function renderOspreyBay(DOCS) {
  const dir = path.join(DOCS, 'ospreybay');
  fs.mkdirSync(dir, { recursive: true });
  await renderAudit(path.join(DOCS, OB.files.audit));
  await render990(path.join(DOCS, OB.files.f990));
  await renderDashboard(path.join(DOCS, OB.files.dash));
}

// ------------------------------------------------------------------------------------------------
async function renderAudit(file) {
  const ctx = makePdf(file, { title: `${OB.name} Financial Statements September 30, 2025 and 2024`, author: OB.auditor });
  const { doc } = ctx;
  let pno = 0;
  const numbered = (note = null) => ({ num: String(++pno), note });
  const SEE = 'See accompanying notes to financial statements.';
  const stmtTitle = (lines) => titleBlock(ctx, lines.map((l, i) => [l, 'B', i === 0 ? 11 : 10]), { gap: 12 });

  // cover
  ctx.page({}, {});
  doc.y = 250;
  titleBlock(ctx, [[NAME, 'B', 16], ['', 'R', 8], ['FINANCIAL STATEMENTS', 'B', 13], ['', 'R', 8], ['SEPTEMBER 30, 2025 AND 2024', 'R', 11], ['', 'R', 40], ["WITH INDEPENDENT AUDITOR'S REPORT", 'R', 10]]);

  // contents
  ctx.page({}, {});
  titleBlock(ctx, [[NAME, 'B', 11], ['TABLE OF CONTENTS', 'B', 11], ['SEPTEMBER 30, 2025 AND 2024', 'B', 10]], { gap: 24 });
  const tocY = doc.y;
  const drawToc = (d) => {
    const toc = [["Independent Auditor's Report", '1'], ['Financial Statements', ''], ['Statements of Financial Position', '3'], ['Statement of Activities \u2013 Year Ended September 30, 2025', '4'], ['Statement of Activities \u2013 Year Ended September 30, 2024', '5'], ['Statement of Functional Expenses \u2013 Year Ended September 30, 2025', '6'], ['Statement of Functional Expenses \u2013 Year Ended September 30, 2024', '7'], ['Statements of Cash Flows', '8 \u2013 9'], ['Notes to Financial Statements', `10 \u2013 ${pno}`]];
    let y = tocY;
    for (const [t, p] of toc) {
      d.font(p ? 'R' : 'B').fontSize(10).text(t, 64 + (p ? 18 : 0), y, { lineBreak: false });
      if (p) d.text(p, 64, y, { width: d.page.width - 128, align: 'right', lineBreak: false });
      y += 20;
    }
  };

  // independent auditor's report (2 pages)
  const rpt = numbered();
  ctx.page({}, rpt);
  titleBlock(ctx, [["INDEPENDENT AUDITOR'S REPORT", 'B', 11]], { gap: 14 });
  const P = (t, o = {}) => para(ctx, t, { size: 9.2, gap: 6, lineGap: 1.6, onBreak: () => ctx.page({}, numbered()), ...o });
  P(`To the Board of Directors\n${OB.name}\n${OB.city}`);
  heading(ctx, 'Opinion', { size: 10 });
  P(`We have audited the accompanying financial statements of ${OB.name} (the Organization), which comprise the statements of financial position as of September 30, 2025 and 2024, and the related statements of activities, functional expenses and cash flows for the years then ended, and the related notes to the financial statements.`);
  P(`In our opinion, the accompanying financial statements present fairly, in all material respects, the financial position of ${OB.name} as of September 30, 2025 and 2024, and the changes in its net assets and its cash flows for the years then ended in accordance with accounting principles generally accepted in the United States of America.`);
  heading(ctx, 'Basis for Opinion', { size: 10 });
  P('We conducted our audits in accordance with auditing standards generally accepted in the United States of America (GAAS). Our responsibilities under those standards are further described in the Auditor\u2019s Responsibilities for the Audit of the Financial Statements section of our report. We are required to be independent of the Organization and to meet our other ethical responsibilities in accordance with the relevant ethical requirements relating to our audits. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.');
  heading(ctx, 'Responsibilities of Management for the Financial Statements', { size: 10 });
  P('Management is responsible for the preparation and fair presentation of the financial statements in accordance with accounting principles generally accepted in the United States of America, and for the design, implementation, and maintenance of internal control relevant to the preparation and fair presentation of financial statements that are free from material misstatement, whether due to fraud or error.');
  P('In preparing the financial statements, management is required to evaluate whether there are conditions or events, considered in the aggregate, that raise substantial doubt about the Organization\u2019s ability to continue as a going concern within one year after the date that the financial statements are available to be issued.');
  if (ctx.footers.length < 4) ctx.page({}, numbered());
  heading(ctx, 'Auditor\u2019s Responsibilities for the Audit of the Financial Statements', { size: 10 });
  P('Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor\u2019s report that includes our opinion. Reasonable assurance is a high level of assurance but is not absolute assurance and therefore is not a guarantee that an audit conducted in accordance with GAAS will always detect a material misstatement when it exists. The risk of not detecting a material misstatement resulting from fraud is higher than for one resulting from error, as fraud may involve collusion, forgery, intentional omissions, misrepresentations, or the override of internal control. Misstatements are considered material if there is a substantial likelihood that, individually or in the aggregate, they would influence the judgment made by a reasonable user based on the financial statements.');
  P('In performing an audit in accordance with GAAS, we:');
  for (const b of ['Exercise professional judgment and maintain professional skepticism throughout the audit.', 'Identify and assess the risks of material misstatement of the financial statements, whether due to fraud or error, and design and perform audit procedures responsive to those risks.', 'Obtain an understanding of internal control relevant to the audit in order to design audit procedures that are appropriate in the circumstances, but not for the purpose of expressing an opinion on the effectiveness of the Organization\u2019s internal control. Accordingly, no such opinion is expressed.', 'Evaluate the appropriateness of accounting policies used and the reasonableness of significant accounting estimates made by management, as well as evaluate the overall presentation of the financial statements.', 'Conclude whether, in our judgment, there are conditions or events, considered in the aggregate, that raise substantial doubt about the Organization\u2019s ability to continue as a going concern for a reasonable period of time.']) P('\u2022  ' + b, { indent: 14, gap: 4 });
  P('We are required to communicate with those charged with governance regarding, among other matters, the planned scope and timing of the audit, significant audit findings, and certain internal control related matters that we identified during the audit.');
  doc.y += 10;
  P(OB.auditor, { font: 'SI', size: 12, gap: 2 });
  P(`${OB.auditorCity}\n${OB.reportDate}`);

  // statements of financial position
  const b5 = BS[2025], b4 = BS[2024];
  ctx.page({}, numbered(SEE));
  stmtTitle([NAME, 'STATEMENTS OF FINANCIAL POSITION', 'SEPTEMBER 30, 2025 AND 2024']);
  const two = (lab, k, o = {}) => ({ label: lab, vals: [usd(typeof k === 'function' ? k(b5) : b5[k]), usd(typeof k === 'function' ? k(b4) : b4[k])], ...o });
  const sfpCols = [{ w: 296, head: '' }, { w: 92, head: '2025' }, { w: 92, head: '2024' }];
  table(ctx, {
    cols: sfpCols, size: 8.8, lineH: 12.4,
    rows: [
      { label: 'ASSETS', section: true },
      { label: 'Current assets', italic: true },
      two('Cash and cash equivalents', 'cash', { indent: 1, dollar: true }),
      two('Underwriting and other receivables, net', 'uw', { indent: 1 }),
      two('Contributions and pledges receivable, current portion, net (Note 3)', 'pledgeCur', { indent: 1 }),
      two('Grants receivable', 'grants', { indent: 1 }),
      two('Prepaid expenses and other', 'prepaid', { indent: 1 }),
      two('Total current assets', 'curAssets', { indent: 2, rule: 'above' }),
      { gap: 5 },
      { label: 'Noncurrent assets', italic: true },
      two('Contributions and pledges receivable, net of current portion (Note 3)', 'pledgeNon', { indent: 1 }),
      two('Investments (Note 4)', 'inv', { indent: 1 }),
      two('Property and equipment, net (Note 5)', 'ppe', { indent: 1 }),
      two('Operating lease right-of-use assets (Note 8)', 'rou', { indent: 1 }),
      two('Deposits', 'dep', { indent: 1 }),
      two('Total noncurrent assets', 'nonCurAssets', { indent: 2, rule: 'above' }),
      { gap: 5 },
      two('TOTAL ASSETS', 'assets', { bold: true, dollar: true, rule: 'aboveDouble' }),
      { gap: 12 },
      { label: 'LIABILITIES AND NET ASSETS', section: true },
      { label: 'Current liabilities', italic: true },
      two('Accounts payable and accrued expenses', 'ap', { indent: 1, dollar: true }),
      two('Accrued payroll and related benefits', 'payroll', { indent: 1 }),
      two('Deferred revenue', 'deferred', { indent: 1 }),
      two('Line of credit (Note 6)', 'loc', { indent: 1 }),
      two('Current portion of note payable (Note 7)', 'noteCur', { indent: 1 }),
      two('Current portion of operating lease liabilities (Note 8)', 'leaseCur', { indent: 1 }),
      two('Total current liabilities', 'curLiab', { indent: 2, rule: 'above' }),
      { gap: 5 },
      { label: 'Noncurrent liabilities', italic: true },
      two('Note payable, net of current portion (Note 7)', 'noteNon', { indent: 1 }),
      two('Operating lease liabilities, net of current portion (Note 8)', 'leaseNon', { indent: 1 }),
      two('Total noncurrent liabilities', 'nonLiab', { indent: 2, rule: 'above' }),
      { gap: 5 },
      two('Total liabilities', 'liab', { bold: true, rule: 'above' }),
      { gap: 8 },
      { label: 'Net assets (Note 9)', italic: true },
      { label: 'Without donor restrictions', indent: 1 },
      { label: 'Undesignated', indent: 2, vals: [usd(NA.undesignated[2025]), usd(NA.undesignated[2024])] },
      { label: 'Board-designated quasi-endowment', indent: 2, vals: [usd(INV.bd[2025]), usd(INV.bd[2024])] },
      two('Total without donor restrictions', 'naW', { indent: 2, rule: 'above' }),
      two('With donor restrictions', 'naR', { indent: 1 }),
      two('Total net assets', 'na', { bold: true, rule: 'above' }),
      { gap: 5 },
      two('TOTAL LIABILITIES AND NET ASSETS', (b) => b.liab + b.na, { bold: true, dollar: true, rule: 'aboveDouble' }),
    ],
  });

  // statements of activities, one page per year
  for (const y of [2025, 2024]) {
    const A = ACT[y], T = AT[y], X = XT[y];
    ctx.page({}, numbered(SEE));
    stmtTitle([NAME, 'STATEMENT OF ACTIVITIES', `YEAR ENDED SEPTEMBER 30, ${y}`]);
    const three = (lab, w, r, o = {}) => ({ label: lab, vals: [usd(w), usd(r), usd(w + r)], ...o });
    const rows = [{ label: 'OPERATING SUPPORT AND REVENUE', section: true }];
    A.rev.forEach((r, i) => rows.push(three(r[1], r[2], r[3], { indent: 1, dollar: i === 0 })));
    rows.push(three('Net assets released from restrictions (Note 10)', A.released, -A.released, { indent: 1 }));
    rows.push(three('Total operating support and revenue', T.opRevW, T.opRevR, { indent: 2, bold: true, rule: 'above' }));
    rows.push({ gap: 6 }, { label: 'OPERATING EXPENSES', section: true }, { label: 'Program services:', indent: 1, italic: true });
    const progNames = ['Programming and production', 'Broadcasting and engineering', 'Program information and community engagement'];
    progNames.forEach((n, i) => rows.push(three(n, X.col[i], 0, { indent: 2 })));
    rows.push(three('Total program services', X.prog, 0, { indent: 3, rule: 'above' }));
    rows.push({ label: 'Supporting services:', indent: 1, italic: true });
    rows.push(three('Management and general', X.col[3], 0, { indent: 2 }));
    rows.push(three('Fundraising and membership development', X.col[4], 0, { indent: 2 }));
    rows.push(three('Total supporting services', X.col[3] + X.col[4], 0, { indent: 3, rule: 'above' }));
    rows.push(three('Total operating expenses', X.total, 0, { indent: 2, bold: true, rule: 'above' }));
    rows.push({ gap: 6 }, three('CHANGE IN NET ASSETS FROM OPERATIONS', T.opChangeW, T.opChangeR, { bold: true }));
    rows.push({ gap: 6 }, { label: 'NONOPERATING ACTIVITIES', section: true });
    A.nonop.forEach((r) => rows.push(three(r[1] + (r[0] === 'invret' ? ' (Note 4)' : ''), r[2], r[3], { indent: 1 })));
    rows.push(three('Total nonoperating activities', T.nonW, T.nonR, { indent: 2, rule: 'above' }));
    rows.push({ gap: 6 }, three('CHANGE IN NET ASSETS', T.chW, T.chR, { bold: true }));
    rows.push({ gap: 4 }, three('NET ASSETS, BEGINNING OF YEAR', BS[y - 1].naW, BS[y - 1].naR, { bold: true }));
    rows.push({ gap: 4 }, three('NET ASSETS, END OF YEAR', BS[y].naW, BS[y].naR, { bold: true, dollar: true, rule: 'double' }));
    table(ctx, { cols: [{ w: 218, head: '' }, { w: 82, head: 'Without Donor Restrictions' }, { w: 82, head: 'With Donor Restrictions' }, { w: 82, head: 'Total' }], rows, size: 8.8, lineH: 12.6 });
  }

  // statements of functional expenses (landscape), one page per year
  for (const y of [2025, 2024]) {
    const E = EXP[y], X = XT[y];
    const m = { top: 40, bottom: 20, left: 36, right: 36 };
    ctx.page({ layout: 'landscape', margins: m }, numbered(SEE));
    stmtTitle([NAME, 'STATEMENT OF FUNCTIONAL EXPENSES', `YEAR ENDED SEPTEMBER 30, ${y}`]);
    const seven = (arr) => [arr[0], arr[1], arr[2], arr[0] + arr[1] + arr[2], arr[3], arr[4], sum(arr)].map(usd);
    const rows = EXP_ROWS.map(([k, lab], i) => ({ label: lab + (k === 'occ' ? ' (a)' : ''), vals: seven(E[k]), dollar: i === 0 }));
    rows.push({ label: 'Total expenses before depreciation and amortization', vals: seven(X.colBeforeDep), rule: 'above', bold: true });
    rows.push({ gap: 3 }, { label: 'Depreciation and amortization', vals: seven(E.dep) });
    rows.push({ gap: 3 }, { label: 'TOTAL EXPENSES', vals: seven(X.col), bold: true, dollar: true, rule: 'aboveDouble' });
    const w = 79;
    table(ctx, {
      cols: [{ w: 160, head: '' }, { w, head: 'Programming and Production' }, { w, head: 'Broadcasting and Engineering' }, { w, head: 'Program Information and Community Engagement' }, { w, head: 'Total Program Services' }, { w, head: 'Management and General' }, { w, head: 'Fundraising and Membership Development' }, { w: 84, head: 'Total Expenses' }],
      groups: [{ from: 1, to: 4, text: 'Program Services' }, { from: 5, to: 6, text: 'Supporting Services' }],
      rows, size: 7.8, lineH: 13.5,
    });
    doc.y += 8;
    doc.font('R').fontSize(7.5).text(`(a) Includes operating lease cost of $${grp(LEASE.cost[y])} (Note 8).`, ctx.left(), doc.y, { lineBreak: false });
  }

  // statements of cash flows (two pages)
  ctx.page({}, numbered(SEE));
  const cfTitle = (cont) => stmtTitle([NAME, `STATEMENTS OF CASH FLOWS${cont ? ' (CONTINUED)' : ''}`, 'YEARS ENDED SEPTEMBER 30, 2025 AND 2024']);
  cfTitle(false);
  const c5 = CF[2025], c4 = CF[2024];
  const cf = (lab, a, b2, o = {}) => ({ label: lab, vals: [usd(a), usd(b2)], ...o });
  const rows = [{ label: 'CASH FLOWS FROM OPERATING ACTIVITIES', section: true }];
  rows.push(cf(c5.op[0][0], c5.op[0][1], c4.op[0][1], { indent: 1, dollar: true }));
  rows.push({ label: 'Adjustments to reconcile change in net assets to net cash provided by operating activities:', indent: 1 });
  for (let i = 1; i < c5.op.length; i++) {
    if (i === 6) rows.push({ label: '(Increase) decrease in operating assets:', indent: 2 });
    if (i === 10) rows.push({ label: 'Increase (decrease) in operating liabilities:', indent: 2 });
    const lab = c5.op[i][0] === 'Net realized and unrealized (gains) losses on investments' ? 'Investment return, net' : c5.op[i][0];
    rows.push(cf(lab, c5.op[i][1], c4.op[i][1], { indent: c5.op[i][2] === 2 ? 3 : 2 }));
  }
  rows.push(cf('Net cash provided by operating activities', c5.opT, c4.opT, { indent: 1, bold: true, rule: 'above' }));
  rows.push({ pageBreak: true });
  rows.push({ label: 'CASH FLOWS FROM INVESTING ACTIVITIES', section: true });
  c5.inv.forEach((r, i) => rows.push(cf(r[0], r[1], c4.inv[i][1], { indent: 1 })));
  rows.push(cf('Net cash used in investing activities', c5.invT, c4.invT, { indent: 1, bold: true, rule: 'above' }));
  rows.push({ gap: 8 }, { label: 'CASH FLOWS FROM FINANCING ACTIVITIES', section: true });
  c5.fin.forEach((r, i) => rows.push(cf(r[0], r[1], c4.fin[i][1], { indent: 1 })));
  rows.push(cf('Net cash (used in) provided by financing activities', c5.finT, c4.finT, { indent: 1, bold: true, rule: 'above' }));
  rows.push({ gap: 8 }, cf('NET INCREASE IN CASH AND CASH EQUIVALENTS', c5.net, c4.net, { bold: true }));
  rows.push({ gap: 4 }, cf('CASH AND CASH EQUIVALENTS, BEGINNING OF YEAR', c5.begin, c4.begin, { bold: true }));
  rows.push({ gap: 4 }, cf('CASH AND CASH EQUIVALENTS, END OF YEAR', c5.end, c4.end, { bold: true, dollar: true, rule: 'double' }));
  rows.push({ gap: 14 }, { label: 'SUPPLEMENTAL DISCLOSURE OF CASH FLOW INFORMATION', section: true });
  rows.push(cf('Cash paid for interest', c5.interestPaid, c4.interestPaid, { indent: 1, dollar: true, rule: 'double' }));
  table(ctx, { cols: sfpCols, rows, size: 9, lineH: 13.4, onBreak: () => { ctx.page({}, numbered(SEE)); cfTitle(true); } });

  // notes
  const notesFooter = () => numbered();
  let cont = false;
  const notesPage = () => {
    ctx.page({}, notesFooter());
    titleBlock(ctx, [[NAME, 'B', 10.5], ['NOTES TO FINANCIAL STATEMENTS', 'B', 10], ['SEPTEMBER 30, 2025 AND 2024', 'B', 10]], { gap: 10 });
    cont = true;
  };
  const np = (t, o = {}) => para(ctx, t, { size: 9.2, gap: 6, onBreak: notesPage, ...o });
  const nh = (t) => { if (doc.y + 60 > ctx.bottom()) notesPage(); heading(ctx, t, { size: 9.8, onBreak: notesPage }); };
  const sh = (t) => { if (doc.y + 40 > ctx.bottom()) notesPage(); heading(ctx, t, { size: 9.2, font: 'I', onBreak: notesPage }); };
  const ntable = (spec) => { if (doc.y + 60 > ctx.bottom()) notesPage(); table(ctx, { size: 8.8, lineH: 12.6, onBreak: notesPage, ...spec }); doc.y += 8; };
  const ncols = [{ w: 290, head: '' }, { w: 90, head: '2025' }, { w: 90, head: '2024' }];
  void cont;
  notesPage();

  nh('NOTE 1 \u2013 NATURE OF OPERATIONS AND SUMMARY OF SIGNIFICANT ACCOUNTING POLICIES');
  sh('Nature of operations');
  np(`${OB.name} (the Organization) is a Maryland nonprofit corporation that operates public radio station ${OB.radio} and public television station ${OB.tv}, serving the Eastern Shore of Maryland and Delaware from its studios in ${OB.city}. The Organization is a member station of National Public Radio and the Public Broadcasting Service and receives annual Community Service Grants from the Corporation for Public Broadcasting (CPB). Its principal sources of support are contributions from members and major donors, program underwriting from local businesses, and grants.`);
  sh('Basis of presentation');
  np('The financial statements are prepared on the accrual basis of accounting. Net assets and changes in net assets are classified as net assets without donor restrictions, which include amounts designated by the Board of Directors as a quasi-endowment, and net assets with donor restrictions, which are subject to donor-imposed stipulations that will be met by actions of the Organization or the passage of time, or that must be maintained in perpetuity.');
  sh('Cash and cash equivalents');
  np('Cash and cash equivalents include demand deposits and money market accounts with original maturities of three months or less, other than cash and money market funds held within the investment portfolio.');
  sh('Investments');
  np('Investments are reported at fair value. Investment return, net, includes interest, dividends and realized and unrealized gains and losses, net of external investment fees. Return on the board-designated quasi-endowment and the donor-restricted endowment is reported as nonoperating activity; amounts appropriated from the endowment for operations are reported as net assets released from restrictions.');
  sh('Property and equipment');
  np('Purchases of property and equipment of $5,000 or more with a useful life of more than one year are capitalized at cost, or at fair value at the date of gift if donated. Depreciation is computed on the straight-line method over estimated useful lives ranging from 3 to 40 years.');
  sh('Revenue recognition');
  np('Contributions, including unconditional promises to give, are recognized when received or promised. CPB Community Service Grants are recorded as support with donor restrictions when awarded and are released as the grant is spent during the grant period. Program underwriting is recognized as the underwriting announcements are broadcast; amounts billed in advance are reported as deferred revenue. Tower lease and production services revenue is recognized over the term of the related agreements.');
  sh('Functional allocation of expenses');
  np('The costs of providing program and supporting services are summarized on a functional basis in the statements of activities and functional expenses. Salaries and related benefits are allocated on the basis of estimates of time and effort; occupancy, insurance and depreciation are allocated on the basis of square footage and equipment use.');
  sh('Income taxes');
  np('The Organization is exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code and is classified as other than a private foundation.');

  nh('NOTE 2 \u2013 LIQUIDITY AND AVAILABILITY OF FINANCIAL ASSETS');
  np('The Organization regularly monitors liquidity required to meet its operating needs and other contractual commitments. The following reflects financial assets as of the statement of financial position dates, reduced by amounts not available for general expenditure within one year:');
  {
    const L5 = LIQ[2025], L4 = LIQ[2024];
    const rows = [{ label: 'Financial assets at year end:', italic: true }];
    L5.fin.forEach((r, i) => rows.push({ label: r[0], indent: 1, vals: [usd(r[1]), usd(L4.fin[i][1])], dollar: i === 0 }));
    rows.push({ label: 'Total financial assets', indent: 2, vals: [usd(L5.finT), usd(L4.finT)], rule: 'above' });
    rows.push({ gap: 4 }, { label: 'Less amounts not available to be used within one year:', italic: true });
    L5.less.forEach((r, i) => rows.push({ label: r[0], indent: 1, vals: [usd(r[1]), usd(L4.less[i][1])] }));
    rows.push({ label: 'Total amounts not available within one year', indent: 2, vals: [usd(L5.lessT), usd(L4.lessT)], rule: 'above' });
    rows.push({ gap: 4 }, { label: 'Financial assets available to meet cash needs for general expenditures within one year', vals: [usd(L5.avail), usd(L4.avail)], bold: true, dollar: true, rule: 'double' });
    ntable({ cols: ncols, rows });
  }
  np(`The board-designated quasi-endowment could be made available for general expenditure with the approval of the Board of Directors. In addition, the Organization has a $${grp(OB.locLimit)} line of credit available to meet short-term cash needs (Note 6).`);

  nh('NOTE 3 \u2013 CONTRIBUTIONS AND PLEDGES RECEIVABLE');
  np('Unconditional promises to give at September 30 are due as follows:');
  {
    const p5 = PLEDGE[2025], p4 = PLEDGE[2024];
    ntable({
      cols: ncols, rows: [
        { label: 'Receivable in less than one year', vals: [usd(p5.lt1), usd(p4.lt1)], dollar: true },
        { label: 'Receivable in one to five years', vals: [usd(p5.y15), usd(p4.y15)] },
        { label: 'Total contributions and pledges receivable', vals: [usd(p5.total), usd(p4.total)], rule: 'above', indent: 1 },
        { label: 'Less allowance for uncollectible pledges', vals: [usd(-p5.allow), usd(-p4.allow)] },
        { label: 'Less discount to present value (3.9% and 4.2%)', vals: [usd(-p5.disc), usd(-p4.disc)] },
        { label: 'Contributions and pledges receivable, net', vals: [usd(p5.net), usd(p4.net)], rule: 'above', indent: 1 },
        { label: 'Less current portion, net', vals: [usd(-p5.cur), usd(-p4.cur)] },
        { label: 'Noncurrent portion, net', vals: [usd(p5.non), usd(p4.non)], dollar: true, rule: 'aboveDouble', indent: 1 },
      ],
    });
  }

  nh('NOTE 4 \u2013 INVESTMENTS');
  np('Investments at September 30 consist of the following, all of which are valued using quoted prices in active markets (Level 1):');
  ntable({
    cols: ncols, rows: [
      ...INV.comp.map((r, i) => ({ label: r[0], vals: [usd(r[1]), usd(r[2])], dollar: i === 0 })),
      { label: 'Total investments', vals: [usd(INV.total[2025]), usd(INV.total[2024])], dollar: true, rule: 'aboveDouble', indent: 1 },
    ],
  });
  np(`Investments include the board-designated quasi-endowment of $${grp(INV.bd[2025])} and $${grp(INV.bd[2024])} and donor-restricted endowment funds of $${grp(INV.endow[2025])} and $${grp(INV.endow[2024])} at September 30, 2025 and 2024, respectively. The Board approved an appropriation from the endowment of $${grp(INV.nextAppropriation[2025])} for the year ending September 30, 2026.`);

  nh('NOTE 5 \u2013 PROPERTY AND EQUIPMENT');
  np('Property and equipment at September 30 consist of the following:');
  ntable({
    cols: ncols, rows: [
      ...PPE.cats.map((c, i) => ({ label: c, vals: [usd(PPE.gross2025[i]), usd(PPE.gross2024[i])], dollar: i === 0 })),
      { label: '', vals: [usd(PPE.grossTot[2025]), usd(PPE.grossTot[2024])], rule: 'above' },
      { label: 'Less accumulated depreciation and amortization', vals: [usd(-PPE.accum[2025]), usd(-PPE.accum[2024])] },
      { label: 'Property and equipment, net', vals: [usd(PPE.net[2025]), usd(PPE.net[2024])], dollar: true, rule: 'aboveDouble', indent: 1 },
    ],
  });
  np(`Depreciation and amortization expense totaled $${grp(XT[2025].dep)} and $${grp(XT[2024].dep)} for the years ended September 30, 2025 and 2024, respectively. During 2025 the Organization retired fully and partially depreciated production equipment and vehicles with a cost of $${grp(sum(PPE.disp2025))}.`);

  nh('NOTE 6 \u2013 LINE OF CREDIT');
  np(`The Organization has a $${grp(OB.locLimit)} revolving line of credit with ${OB.bank} that bears interest at ${OB.locRate} and matures on ${OB.locMaturity}. The line is secured by underwriting receivables. There was no balance outstanding at September 30, 2025; the balance outstanding at September 30, 2024 was $${grp(LOC[2024])}.`);

  nh('NOTE 7 \u2013 NOTE PAYABLE');
  np(`The Organization has a term note payable to ${OB.bank} in the original amount of $${grp(NOTE.original)}, used to finance the replacement of the WOBT-TV transmitter and antenna system. The note is payable in monthly installments of $${grp(NOTE.payment)}, including interest at ${NOTE.rate}, through ${NOTE.maturity}, and is secured by the transmission equipment. The balance outstanding was $${grp(NOTE.cur[2025] + NOTE.non[2025])} and $${grp(NOTE.cur[2024] + NOTE.non[2024])} at September 30, 2025 and 2024, respectively, of which $${grp(NOTE.cur[2025])} and $${grp(NOTE.cur[2024])} was due within one year.`);

  nh('NOTE 8 \u2013 LEASES');
  np(`The Organization leases its studio and office space in ${OB.city} and the ground beneath its WOBP-FM tower site under operating leases expiring at various dates through 2032. Operating lease cost, included in occupancy expense, was $${grp(LEASE.cost[2025])} and $${grp(LEASE.cost[2024])} for the years ended September 30, 2025 and 2024. At September 30, 2025 the weighted-average remaining lease term was ${LEASE.term} and the weighted-average discount rate was ${LEASE.rate}.`);
  np('Future maturities of operating lease liabilities are as follows:');
  ntable({
    cols: [{ w: 290, head: 'Years ending September 30:' }, { w: 90, head: '' }],
    rows: [
      ...LEASE.pay.map((p, i) => ({ label: String(p[0]), indent: 1, vals: [usd(p[1])], dollar: i === 0 })),
      { label: 'Total lease payments', vals: [usd(LEASE.totalPay)], rule: 'above', indent: 2 },
      { label: 'Less: imputed interest', vals: [usd(-LEASE.interest)] },
      { label: 'Present value of operating lease liabilities', vals: [usd(LEASE.pv)], dollar: true, rule: 'aboveDouble', indent: 2 },
    ],
    headFont: 'I', ruleUnderHead: false,
  });

  nh('NOTE 9 \u2013 NET ASSETS');
  np('Net assets at September 30 consist of the following:');
  ntable({
    cols: ncols, rows: [
      { label: 'Without donor restrictions:', italic: true },
      { label: 'Undesignated', indent: 1, vals: [usd(NA.undesignated[2025]), usd(NA.undesignated[2024])], dollar: true },
      { label: 'Board-designated quasi-endowment', indent: 1, vals: [usd(INV.bd[2025]), usd(INV.bd[2024])] },
      { label: 'Total without donor restrictions', indent: 2, vals: [usd(NA.wdr[2025]), usd(NA.wdr[2024])], rule: 'above' },
      { gap: 4 },
      { label: 'With donor restrictions:', italic: true },
      { label: 'Subject to expenditure for specified purpose:', indent: 1 },
      { label: 'Programming and production', indent: 2, vals: [usd(NA.purpose[2025][0]), usd(NA.purpose[2024][0])] },
      { label: 'Community engagement initiatives', indent: 2, vals: [usd(NA.purpose[2025][1]), usd(NA.purpose[2024][1])] },
      { label: 'Capital equipment replacement', indent: 2, vals: [usd(NA.purpose[2025][2]), usd(NA.purpose[2024][2])] },
      { label: 'Subject to the passage of time:', indent: 1 },
      { label: 'Pledges and grants receivable for future periods', indent: 2, vals: [usd(NA.time[2025]), usd(NA.time[2024])] },
      { label: 'Endowment funds:', indent: 1 },
      { label: 'Accumulated earnings subject to appropriation', indent: 2, vals: [usd(NA.earnings[2025]), usd(NA.earnings[2024])] },
      { label: 'Original gifts required to be maintained in perpetuity', indent: 2, vals: [usd(INV.corpus[2025]), usd(INV.corpus[2024])] },
      { label: 'Total with donor restrictions', indent: 2, vals: [usd(NA.wr[2025]), usd(NA.wr[2024])], rule: 'above' },
      { gap: 4 },
      { label: 'Total net assets', vals: [usd(BS[2025].na), usd(BS[2024].na)], bold: true, dollar: true, rule: 'aboveDouble' },
    ],
  });

  nh('NOTE 10 \u2013 NET ASSETS RELEASED FROM RESTRICTIONS');
  np('Net assets were released from donor restrictions by incurring expenses satisfying the restricted purposes, by the passage of time, or by appropriation of endowment return, as follows for the years ended September 30:');
  ntable({
    cols: ncols, rows: [
      { label: 'Satisfaction of purpose restrictions:', italic: true },
      ...RELEASED.rows.slice(0, 3).map((r, i) => ({ label: r[0], indent: 1, vals: [usd(r[1]), usd(r[2])], dollar: i === 0 })),
      { label: RELEASED.rows[3][0], vals: [usd(RELEASED.rows[3][1]), usd(RELEASED.rows[3][2])] },
      { label: RELEASED.rows[4][0], vals: [usd(RELEASED.rows[4][1]), usd(RELEASED.rows[4][2])] },
      { label: 'Total net assets released from restrictions', vals: [usd(ACT[2025].released), usd(ACT[2024].released)], bold: true, dollar: true, rule: 'aboveDouble' },
    ],
  });

  nh('NOTE 11 \u2013 RETIREMENT PLAN');
  np(`The Organization sponsors a defined contribution retirement plan under Section 403(b) of the Internal Revenue Code covering employees who work at least 1,000 hours per year. The Organization contributes 4% of eligible compensation and matches 50% of employee deferrals up to an additional 4% of compensation. Employer contributions to the plan were $${grp(PENSION[2025])} and $${grp(PENSION[2024])} for the years ended September 30, 2025 and 2024, respectively.`);

  nh('NOTE 12 \u2013 SUBSEQUENT EVENTS');
  np(`Management has evaluated subsequent events through ${OB.reportDate}, the date the financial statements were available to be issued, and determined that there were no events requiring recognition or disclosure in the financial statements.`);

  await ctx.end((d, f, i) => {
    const h = d.page.height, w = d.page.width;
    if (i === 1) drawToc(d);
    if (f.note) d.font('I').fontSize(8).text(f.note, 0, h - 58, { width: w, align: 'center', lineBreak: false });
    if (f.num) d.font('R').fontSize(9).text(`- ${f.num} -`, 0, h - 42, { width: w, align: 'center', lineBreak: false });
  });
}

// ------------------------------------------------------------------------------------------------
async function render990(file) {
  const ctx = makePdf(file, { title: 'Form 990 (2024) Part IX', author: OB.name, margins: { top: 30, bottom: 10, left: 30, right: 30 } });
  const { doc } = ctx;
  ctx.page({}, {});
  const L = 30, R = 582, W = R - L;
  doc.lineWidth(0.6);
  doc.font('R').fontSize(8).text('Form 990 (2024)', L, 30, { lineBreak: false });
  doc.font('B').fontSize(8).text('OSPREY BAY PUBLIC MEDIA INC', L + 110, 30, { lineBreak: false });
  doc.font('R').fontSize(8).text(OB.ein, L + 330, 30, { lineBreak: false });
  doc.text('Page 10', L, 30, { width: W, align: 'right', lineBreak: false });
  doc.moveTo(L, 41).lineTo(R, 41).lineWidth(1.2).stroke();
  doc.rect(L, 44, 46, 12).fill('#000');
  doc.fill('#fff').font('B').fontSize(8.5).text('Part IX', L + 6, 46.5, { lineBreak: false });
  doc.fill('#000').font('B').fontSize(9).text('Statement of Functional Expenses', L + 54, 46, { lineBreak: false });
  doc.font('R').fontSize(7).text('Section 501(c)(3) and 501(c)(4) organizations must complete all columns. All other organizations must complete column (A).', L, 60, { lineBreak: false });
  doc.text('Check if Schedule O contains a response or note to any line in this Part IX . . . . . . . . . . . . . . . . . . . . . .', L, 70, { lineBreak: false });
  doc.rect(R - 9, 69, 7, 7).lineWidth(0.5).stroke();
  doc.moveTo(L, 80).lineTo(R, 80).lineWidth(0.8).stroke();
  const cw = 76, cx = [R - 4 * cw, R - 3 * cw, R - 2 * cw, R - cw];
  const descW = cx[0] - L - 24;
  // header
  doc.font('R').fontSize(6.5);
  doc.text('Do not include amounts reported on lines 6b, 7b, 8b, 9b, and 10b of Part VIII.', L + 4, 86, { width: descW, lineBreak: true });
  const heads = ['(A)\nTotal expenses', '(B)\nProgram service\nexpenses', '(C)\nManagement and\ngeneral expenses', '(D)\nFundraising\nexpenses'];
  heads.forEach((hd, i) => hd.split('\n').forEach((t, k) => doc.font(k === 0 ? 'B' : 'R').fontSize(6.8).text(t, cx[i], 83 + k * 8, { width: cw, align: 'center', lineBreak: false })));
  let y = 110;
  doc.moveTo(L, y).lineTo(R, y).lineWidth(0.6).stroke();
  const lines = [
    ['1', 'Grants and other assistance to domestic organizations and domestic governments. See Part IV, line 21', null],
    ['2', 'Grants and other assistance to domestic individuals. See Part IV, line 22', null],
    ['3', 'Grants and other assistance to foreign organizations, foreign governments, and foreign individuals. See Part IV, lines 15 and 16', null],
    ['4', 'Benefits paid to or for members', null],
    ['5', 'Compensation of current officers, directors, trustees, and key employees', 'l5'],
    ['6', 'Compensation not included above to disqualified persons (as defined under section 4958(f)(1)) and persons described in section 4958(c)(3)(B)', null],
    ['7', 'Other salaries and wages', 'l7'],
    ['8', 'Pension plan accruals and contributions (include section 401(k) and 403(b) employer contributions)', 'l8'],
    ['9', 'Other employee benefits', 'l9'],
    ['10', 'Payroll taxes', 'l10'],
    ['11', 'Fees for services (nonemployees):', null, true],
    ['a', 'Management', null],
    ['b', 'Legal', 'l11b'],
    ['c', 'Accounting', 'l11c'],
    ['d', 'Lobbying', null],
    ['e', 'Professional fundraising services. See Part IV, line 17', 'l11e'],
    ['f', 'Investment management fees', null],
    ['g', 'Other. (If line 11g amount exceeds 10% of line 25, column (A), amount, list line 11g expenses on Schedule O.)', 'l11g'],
    ['12', 'Advertising and promotion', 'l12'],
    ['13', 'Office expenses', 'l13'],
    ['14', 'Information technology', 'l14'],
    ['15', 'Royalties', null],
    ['16', 'Occupancy', 'l16'],
    ['17', 'Travel', 'l17'],
    ['18', 'Payments of travel or entertainment expenses for any federal, state, or local public officials', null],
    ['19', 'Conferences, conventions, and meetings', 'l19'],
    ['20', 'Interest', 'l20'],
    ['21', 'Payments to affiliates', null],
    ['22', 'Depreciation, depletion, and amortization', 'l22'],
    ['23', 'Insurance', 'l23'],
    ['24', 'Other expenses. Itemize expenses not covered above. (List miscellaneous expenses on line 24e. If line 24e amount exceeds 10% of line 25, column (A), amount, list line 24e expenses on Schedule O.)', null, true],
    ['a', 'PROGRAM ACQUISITION & NATIONAL FEES', 'l24a'],
    ['b', 'BROADCAST TRANSMISSION & UTILITIES', 'l24b'],
    ['c', 'EQUIPMENT MAINTENANCE & REPAIRS', 'l24c'],
    ['d', 'MEMBERSHIP PREMIUMS', 'l24d'],
    ['e', 'All other expenses', 'l24e'],
    ['25', 'Total functional expenses. Add lines 1 through 24e', 'total'],
    ['26', 'Joint costs. Complete this line only if the organization reported in column (B) joint costs from a combined educational campaign and fundraising solicitation. Check here [  ] if following SOP 98-2 (ASC 958-720)', null],
  ];
  for (const [n, desc, key, header] of lines) {
    const sub = /^[a-g]$/.test(n);
    doc.font(n === '25' ? 'B' : 'R').fontSize(6.8);
    const dl = wrap(doc, desc, descW - (sub ? 10 : 0));
    const rh = Math.max(11.5, dl.length * 8.2 + 3.3);
    doc.font('B').fontSize(6.8).text(n, L + (sub ? 12 : 1), y + 3, { lineBreak: false });
    dl.forEach((t, k) => doc.font(n === '25' ? 'B' : 'R').fontSize(6.8).text(t, L + 22 + (sub ? 10 : 0), y + 3 + k * 8.2, { lineBreak: false }));
    const vals = key === 'total' ? F990.total : key ? F990.lines[key] : null;
    for (let i = 0; i < 4; i++) {
      doc.moveTo(cx[i], y).lineTo(cx[i], y + rh).lineWidth(0.4).stroke();
      if (header || (i > 0 && ['1', '2', '3', '4'].includes(n) && false)) doc.rect(cx[i], y, cw, rh).fillOpacity(0.18).fill('#666').fillOpacity(1).fill('#000');
      if (vals && vals[i]) doc.font('N').fontSize(7.6).text(irs(vals[i]), cx[i], y + rh - 9.5, { width: cw - 3, align: 'right', lineBreak: false });
    }
    if (n === '26') for (let i = 1; i < 4; i++) doc.rect(cx[i], y, cw, rh).fillOpacity(0.18).fill('#666').fillOpacity(1).fill('#000');
    y += rh;
    doc.moveTo(L, y).lineTo(R, y).lineWidth(0.4).stroke();
  }
  doc.moveTo(L, y).lineTo(R, y).lineWidth(1.2).stroke();
  doc.font('R').fontSize(7).text('Form 990 (2024)', L, y + 4, { width: W, align: 'right', lineBreak: false });
  await ctx.end(() => {});
}

// ------------------------------------------------------------------------------------------------
async function renderDashboard(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Finance Office';
  wb.created = new Date(Date.UTC(2025, 9, 20));
  const monthDate = (ym) => { const [y, m] = ym.split('-').map(Number); return new Date(Date.UTC(y, m, 0)); };
  const num0 = '#,##0;(#,##0);"-"';
  // sheet 1: months across
  const s = wb.addWorksheet('Cash & Investments', { views: [{ state: 'frozen', xSplit: 1, ySplit: 5 }] });
  s.getColumn(1).width = 46;
  for (let c = 2; c <= 14; c++) s.getColumn(c).width = 10.5;
  s.getCell('A1').value = OB.name;
  s.getCell('A1').font = { bold: true, size: 13 };
  s.getCell('A2').value = 'Finance Committee \u2013 Cash and Investments, FY2025 (October 2024 \u2013 September 2025)';
  s.getCell('A2').font = { bold: true };
  s.getCell('A3').value = '($ in thousands; month-end balances)';
  s.getCell('A3').font = { italic: true };
  const hdr = s.getRow(5);
  hdr.getCell(1).value = '';
  hdr.getCell(2).value = 'Sep-24 (audited)';
  MONTHS.forEach((ym, i) => { const c = hdr.getCell(3 + i); c.value = monthDate(ym); c.numFmt = 'mmm-yy'; });
  hdr.font = { bold: true };
  hdr.alignment = { horizontal: 'center', wrapText: true };
  hdr.height = 30;
  for (let c = 1; c <= 14; c++) hdr.getCell(c).border = { bottom: { style: 'thin' } };
  const colL = (i) => String.fromCharCode(66 + i); // B..N
  const put = (r, label, vals, { bold = false, formula, indent = 0 } = {}) => {
    const row = s.getRow(r);
    row.getCell(1).value = label;
    row.getCell(1).alignment = { indent };
    for (let i = 0; i < 13; i++) {
      const cell = row.getCell(2 + i);
      if (formula) cell.value = { formula: formula(colL(i)), result: vals[i] };
      else cell.value = vals[i];
      cell.numFmt = num0;
    }
    if (bold) row.font = { bold: true };
  };
  const seq = (openKey, arr) => [DASH.open[openKey], ...arr];
  const cash = [DASH.open.checking + DASH.open.mm, ...DASH.cash];
  const inv = [DASH.open.bd + DASH.open.endow, ...DASH.inv];
  s.getCell('A6').value = 'Cash and cash equivalents';
  s.getCell('A6').font = { bold: true, underline: true };
  put(7, `Operating checking \u2013 ${OB.bank}`, seq('checking', DASH.checking), { indent: 1 });
  put(8, 'Money market sweep', seq('mm', DASH.mm), { indent: 1 });
  put(9, 'Total cash and cash equivalents', cash, { bold: true, formula: (c) => `${c}7+${c}8` });
  s.getCell('A11').value = 'Investments';
  s.getCell('A11').font = { bold: true, underline: true };
  put(12, 'Board-designated reserve (quasi-endowment)', seq('bd', DASH.bd), { indent: 1 });
  put(13, 'Endowment \u2013 donor restricted', seq('endow', DASH.endow), { indent: 1 });
  put(14, 'Total investments', inv, { bold: true, formula: (c) => `${c}12+${c}13` });
  put(16, 'Total cash and investments', cash.map((v, i) => v + inv[i]), { bold: true, formula: (c) => `${c}9+${c}14` });
  for (let c = 2; c <= 14; c++) s.getRow(16).getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  put(18, 'Memo: unrestricted liquid reserves (cash + board-designated)', cash.map((v, i) => v + [DASH.open.bd, ...DASH.bd][i]), { formula: (c) => `${c}9+${c}12` });
  put(19, `Line of credit outstanding (limit $${grp(OB.locLimit / 1000)})`, seq('loc', DASH.loc));
  s.getCell('A21').value = 'Sep-24 column agrees to the audited statement of financial position at September 30, 2024. Sep-25 is preliminary, before audit adjustments.';
  s.getCell('A21').font = { italic: true, size: 9 };

  // sheet 2: months down the side
  const k = wb.addWorksheet('KPIs');
  k.getColumn(1).width = 12;
  k.getColumn(2).width = 16;
  k.getColumn(3).width = 14;
  k.getColumn(4).width = 18;
  k.getCell('A1').value = `${OB.name} \u2013 Key indicators, FY2025`;
  k.getCell('A1').font = { bold: true, size: 12 };
  const kh = k.getRow(3);
  ['Month', 'Days cash on hand\u00b9', 'Current ratio', 'Operating margin, FYTD\u00b2'].forEach((t, i) => { kh.getCell(i + 1).value = t; });
  kh.font = { bold: true };
  kh.alignment = { wrapText: true, horizontal: 'center' };
  kh.height = 30;
  MONTHS.forEach((ym, i) => {
    const r = k.getRow(4 + i);
    r.getCell(1).value = monthDate(ym);
    r.getCell(1).numFmt = 'mmm-yy';
    r.getCell(2).value = DASH.days[i];
    r.getCell(2).numFmt = '0';
    r.getCell(3).value = DASH.currentRatio[i];
    r.getCell(3).numFmt = '0.00';
    r.getCell(4).value = Math.round(DASH.opMargin[i] * 10) / 1000;
    r.getCell(4).numFmt = '0.0%';
  });
  k.getCell('A17').value = '\u00b9 (Cash and cash equivalents + board-designated reserve) \u00f7 (trailing twelve months\u2019 operating expenses excluding depreciation \u00f7 365).';
  k.getCell('A18').value = '\u00b2 Change in net assets without donor restrictions from operations \u00f7 operating support and revenue without donor restrictions, fiscal year to date.';
  k.getCell('A17').font = k.getCell('A18').font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}
void FCOLS;
