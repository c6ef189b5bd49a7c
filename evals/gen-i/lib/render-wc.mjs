// Renders Wattle Creek Community Services' documents from data.mjs: the annual report (text PDF with a
// five-year summary, key ratios and a budget-against-actual table under a two-level header), the
// financial report (statements and notes, text PDF) and the chair's and treasurer's report (docx).
import fs from 'node:fs';
import path from 'node:path';
import { Document, Packer, Paragraph, TextRun, HeadingLevel, AlignmentType } from 'docx';
import { makePdf, para, heading, titleBlock, table } from './pdf.mjs';
import { aud, grp } from './fmt.mjs';
import { WC, N5, PL, PT, N6, N10, N11, N14, N14T, N15, N16, WCF, WBS, EQ, FIVE, YEARS5, PROG, RATIOS } from '../data.mjs';

const sum = (a) => a.reduce((s, v) => s + v, 0);
const FY = '2024\u201325';

export async function renderWattleCreek(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'wattlecreek'), { recursive: true });
  await renderAnnualReport(path.join(DOCS, WC.files.ar));
  await renderFinancialReport(path.join(DOCS, WC.files.fr));
  await renderDocx(path.join(DOCS, WC.files.docx));
}

const footerFn = (label) => (d, f) => {
  const h = d.page.height, w = d.page.width;
  if (!f.num) return;
  d.font('R').fontSize(8).fillColor('#555').text(label, 56, h - 40, { lineBreak: false });
  d.text(f.num, 0, h - 40, { width: w - 56, align: 'right', lineBreak: false });
  d.fillColor('#000');
};

// ------------------------------------------------------------------------------------------------
async function renderAnnualReport(file) {
  const ctx = makePdf(file, { size: 'A4', title: `${WC.name} Annual Report ${FY}`, author: WC.name, margins: { top: 60, bottom: 20, left: 56, right: 56 } });
  const { doc } = ctx;
  let pno = 0;
  const pg = () => ctx.page({}, { num: String(++pno) });
  const h1 = (t) => { doc.font('B').fontSize(16).fillColor('#2f5d3a').text(t, ctx.left(), doc.y, { lineBreak: false }); doc.fillColor('#000'); doc.y += 28; };
  const P = (t, o = {}) => para(ctx, t, { size: 10, gap: 8, lineGap: 3, ...o });

  ctx.page({}, {});
  doc.y = 300;
  titleBlock(ctx, [[WC.name, 'B', 20], ['', 'R', 10], [`Annual Report ${FY}`, 'R', 16], ['', 'R', 30], ['Supporting people to live well across central Victoria', 'I', 11]]);

  pg();
  h1(`${FY} at a glance`);
  const glance = [
    [grp(FIVE.find((r) => r.label.startsWith('Clients')).vals[4]), 'people supported across our programs'],
    [String(FIVE.find((r) => r.label.startsWith('Staff')).vals[4]), 'staff (full-time equivalent)'],
    [String(FIVE.find((r) => r.label.startsWith('Volunteers')).vals[4]), 'volunteers'],
    [`$${(PT[2025].rev / 1e6).toFixed(1)} million`, 'total revenue and other income'],
    ['5', 'program areas, from disability support to emergency relief'],
  ];
  for (const [big, small] of glance) {
    doc.font('B').fontSize(18).fillColor('#2f5d3a').text(big, ctx.left(), doc.y, { lineBreak: false });
    doc.fillColor('#000').font('R').fontSize(10).text(small, ctx.left() + 150, doc.y + 5, { lineBreak: false });
    doc.y += 30;
  }
  doc.y += 10;
  P(`${WC.name} is a not-for-profit company limited by guarantee and a registered charity. From our base in ${WC.town} and our new ${WC.hub}, we deliver disability support under the National Disability Insurance Scheme (NDIS), Home Care Packages and Commonwealth Home Support Programme services for older people, family and youth services, community mental health programs and emergency relief.`);
  P('This report summarises our year. The full audited financial report for the year ended 30 June 2025, including the notes and the independent auditor\u2019s report, is published separately.');

  pg();
  h1('Five-year financial summary');
  P("Years ended 30 June. Amounts in $'000 unless stated. Figures for 2023\u201324 and 2024\u201325 are taken from the audited financial report; earlier years are as previously reported.", { size: 9 });
  const fmtK = (v) => aud(v);
  const rows = [];
  const bold = ['Total revenue', 'Total expenses', 'Surplus/(deficit)', 'Total equity'];
  FIVE.forEach((r, i) => {
    if (i === 0) rows.push({ label: 'Revenue', section: true });
    if (i === 5) rows.push({ gap: 4 }, { label: 'Expenses', section: true });
    if (i === 9) rows.push({ gap: 4 }, { label: 'Financial position at 30 June', section: true });
    if (i === 13) rows.push({ gap: 4 }, { label: 'Activity (numbers)', section: true });
    const isTot = bold.includes(r.label);
    rows.push({ label: r.label, indent: isTot ? 0 : 1, bold: isTot, vals: r.vals.map(fmtK), rule: ['Total revenue', 'Total expenses', 'Total equity'].includes(r.label) ? 'above' : undefined });
  });
  table(ctx, { cols: [{ w: 193, head: '' }, ...YEARS5.map((y) => ({ w: 57, head: y.replace('-', '\u2013') }))], rows, size: 9, lineH: 14 });
  doc.y += 6;
  doc.font('R').fontSize(8).text('\u00b9 Unique clients who received at least one service during the year.', ctx.left(), doc.y, { lineBreak: false });

  pg();
  h1('Key financial ratios');
  const R5 = RATIOS[0], R4 = RATIOS[1];
  const x2 = (v) => `${v.toFixed(2)}x`;
  const p1 = (v) => (v < 0 ? `(${Math.abs(v).toFixed(1)}%)` : `${v.toFixed(1)}%`);
  table(ctx, {
    cols: [{ w: 245, head: 'Ratio' }, { w: 80, head: FY }, { w: 80, head: '2023\u201324' }, { w: 78, head: 'Board target' }],
    rows: [
      { label: 'Current ratio (current assets \u00f7 current liabilities)', vals: [x2(R5.current), x2(R4.current), '\u2265 1.50x'] },
      { label: 'Quick ratio (cash, term deposits and receivables \u00f7 current liabilities)', vals: [x2(R5.quick), x2(R4.quick), '\u2265 1.20x'] },
      { label: 'Surplus margin (surplus \u00f7 total revenue)', vals: [p1(R5.margin), p1(R4.margin), '1.0%\u20133.0%'] },
      { label: 'Employee benefits expense as % of total expenses', vals: [p1(R5.empShare), p1(R4.empShare), '\u2264 78.0%'] },
      { label: 'NDIS participant revenue as % of total revenue', vals: [p1(R5.ndis), p1(R4.ndis), 'n/a'] },
    ],
    size: 9, lineH: 14,
  });
  doc.y += 16;
  h1('Program expenditure against budget');
  P("Expenses by program, including an allocation of property and depreciation costs. Amounts in $'000.", { size: 9 });
  const prow = (r, o = {}) => ({ label: r[0], vals: r.slice(1).map(aud), ...o });
  table(ctx, {
    cols: [{ w: 215, head: 'Program' }, { w: 67, head: 'Budget' }, { w: 67, head: 'Actual' }, { w: 67, head: 'Budget' }, { w: 67, head: 'Actual' }],
    groups: [{ from: 1, to: 2, text: FY }, { from: 3, to: 4, text: '2023\u201324' }],
    rows: [...PROG.rows.map((r) => prow(r)), { label: 'Total expenses', vals: PROG.tot.map(aud), bold: true, rule: 'aboveDouble' }],
    size: 9, lineH: 14,
  });
  doc.y += 10;
  P(`Disability services ran ahead of budget as NDIS participant numbers grew faster than planned; the increase was matched by higher NDIS revenue. Corporate services came in under budget after the move of two teams into the ${WC.hub}.`, { size: 9 });

  await ctx.end(footerFn(`${WC.name} \u2013 Annual Report ${FY}`));
}

// ------------------------------------------------------------------------------------------------
async function renderFinancialReport(file) {
  const ctx = makePdf(file, { size: 'A4', title: `${WC.name} Financial Report for the year ended 30 June 2025`, author: WC.name, margins: { top: 56, bottom: 20, left: 56, right: 56 } });
  const { doc } = ctx;
  let pno = 0;
  const pg = () => ctx.page({}, { num: String(++pno) });
  const H = (t) => { doc.font('B').fontSize(12.5).text(t, ctx.left(), doc.y, { lineBreak: false }); doc.y += 16; };
  const sub = (t) => { doc.font('R').fontSize(9).text(t, ctx.left(), doc.y, { lineBreak: false }); doc.y += 16; };
  let notesHead = false;
  const notesPage = () => { pg(); if (notesHead) { doc.font('B').fontSize(11).text('Notes to the financial statements for the year ended 30 June 2025 (continued)', ctx.left(), doc.y, { lineBreak: false }); doc.y += 20; } };
  const P = (t, o = {}) => para(ctx, t, { size: 9.2, gap: 6, lineGap: 2, onBreak: notesPage, ...o });
  const NH = (t) => { if (doc.y + 110 > ctx.bottom()) notesPage(); doc.y += 4; heading(ctx, t, { size: 10, onBreak: notesPage }); };
  const ntable = (spec) => { if (doc.y + 60 > ctx.bottom()) notesPage(); table(ctx, { size: 8.8, lineH: 13, onBreak: notesPage, ...spec }); doc.y += 8; };
  const c3 = [{ w: 290, head: '' }, { w: 50, head: 'Note', align: 'center' }, { w: 70, head: '2025\n$' }, { w: 70, head: '2024\n$' }];
  const c2 = [{ w: 340, head: '' }, { w: 70, head: '2025\n$' }, { w: 70, head: '2024\n$' }];
  const v2 = (a, b) => [aud(a), aud(b)];

  ctx.page({}, {});
  doc.y = 280;
  titleBlock(ctx, [[WC.name, 'B', 18], [`ABN ${WC.abn}`, 'R', 11], ['', 'R', 20], ['Financial Report', 'B', 15], ['for the year ended 30 June 2025', 'R', 12]]);

  pg();
  H('Contents');
  const tocY = doc.y;

  // directors' report
  pg();
  H("Directors' report");
  P('The directors present their report on the company for the financial year ended 30 June 2025.');
  heading(ctx, 'Directors', { size: 10 });
  P(`The directors of the company at any time during or since the end of the financial year were: ${WC.chair} (Chair); ${WC.treasurer} (Treasurer); Samira Haddad; Thomas O\u2019Connell; Bronwyn Ellery; ${WC.newDirector} (appointed 25 November 2024); and Warren Blake (retired 25 November 2024).`);
  heading(ctx, 'Principal activities', { size: 10 });
  P('The principal activities of the company during the year were the provision of disability support services, aged and home care, family and youth services, community mental health programs and emergency relief. There were no significant changes in the nature of these activities during the year.');
  heading(ctx, 'Operating results', { size: 10 });
  P(`The surplus of the company for the year amounted to $${grp(PT[2025].surplus)} (2024: deficit of $${grp(-PT[2024].surplus)}). The company is exempt from income tax.`);
  heading(ctx, 'Significant changes in the state of affairs', { size: 10 });
  P(`On ${WC.ceoStart} ${WC.ceo} commenced as Chief Executive Officer following the retirement of ${WC.formerCeo}. The ${WC.hub} opened on ${WC.hubOpened}. There were no other significant changes in the state of affairs of the company during the year.`);
  heading(ctx, 'Members\u2019 guarantee', { size: 10 });
  P('The company is incorporated under the Corporations Act 2001 and is a company limited by guarantee. If the company is wound up, the constitution states that each member is required to contribute a maximum of $10 each towards meeting any outstanding obligations of the company. At 30 June 2025 the number of members was 142.');
  P(`Signed in accordance with a resolution of the Board of Directors.\n\n${WC.chair}, Chair          ${WC.treasurer}, Treasurer\n\nWattle Creek, ${WC.auditDate}`);

  const pages = {};
  // statement of profit or loss and other comprehensive income
  pg(); pages.pl = pno;
  H('Statement of profit or loss and other comprehensive income');
  sub('for the year ended 30 June 2025');
  {
    const rows = [{ label: 'Revenue and other income', section: true }];
    for (const r of PL.rev) rows.push({ label: r[1], indent: 1, vals: [r[2], aud(r[3]), aud(r[4])] });
    rows.push({ label: 'Total revenue and other income', bold: true, vals: ['', aud(PT[2025].rev), aud(PT[2024].rev)], rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Expenses', section: true });
    for (const r of PL.exp) rows.push({ label: r[1], indent: 1, vals: [r[2], aud(-r[3]), aud(-r[4])] });
    rows.push({ label: 'Total expenses', bold: true, vals: ['', aud(-PT[2025].exp), aud(-PT[2024].exp)], rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Surplus/(deficit) before income tax', bold: true, vals: ['', aud(PT[2025].surplus), aud(PT[2024].surplus)] });
    rows.push({ label: 'Income tax expense', indent: 1, vals: ['2(c)', aud(0), aud(0)] });
    rows.push({ label: 'Surplus/(deficit) for the year', bold: true, vals: ['', aud(PT[2025].surplus), aud(PT[2024].surplus)], rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Other comprehensive income', section: true });
    rows.push({ label: 'Items that will not be reclassified subsequently to profit or loss:', indent: 1, italic: true });
    rows.push({ label: 'Revaluation of land and buildings', indent: 2, vals: ['10', aud(PL.oci[2025]), aud(PL.oci[2024])] });
    rows.push({ label: 'Total other comprehensive income for the year', indent: 1, vals: ['', aud(PL.oci[2025]), aud(PL.oci[2024])], rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Total comprehensive income for the year', bold: true, vals: ['', aud(PT[2025].tci), aud(PT[2024].tci)], rule: 'double' });
    table(ctx, { cols: c3, rows, size: 9, lineH: 14 });
    doc.y += 8;
    doc.font('I').fontSize(8.5).text('The accompanying notes form part of these financial statements.', ctx.left(), doc.y, { lineBreak: false });
  }

  // statement of financial position
  pg(); pages.bs = pno;
  H('Statement of financial position');
  sub('as at 30 June 2025');
  {
    const b5 = WBS[2025], b4 = WBS[2024];
    const r = (label, k, note = '', o = {}) => ({ label, vals: [note, aud(b5[k]), aud(b4[k])], ...o });
    table(ctx, {
      cols: c3, size: 9, lineH: 14,
      rows: [
        { label: 'ASSETS', section: true },
        { label: 'Current assets', italic: true },
        r('Cash and cash equivalents', 'cash', '7', { indent: 1 }),
        r('Trade and other receivables', 'recv', '8', { indent: 1 }),
        r('Other financial assets', 'td', '9', { indent: 1 }),
        r('Prepayments', 'prepaid', '', { indent: 1 }),
        r('Total current assets', 'curAssets', '', { bold: true, rule: 'above' }),
        { gap: 4 },
        { label: 'Non-current assets', italic: true },
        r('Property, plant and equipment', 'ppe', '10', { indent: 1 }),
        r('Right-of-use assets', 'rou', '11', { indent: 1 }),
        r('Total non-current assets', 'nonCurAssets', '', { bold: true, rule: 'above' }),
        r('TOTAL ASSETS', 'assets', '', { bold: true, rule: 'above' }),
        { gap: 8 },
        { label: 'LIABILITIES', section: true },
        { label: 'Current liabilities', italic: true },
        r('Trade and other payables', 'payables', '12', { indent: 1 }),
        r('Contract liabilities', 'contract', '13', { indent: 1 }),
        r('Lease liabilities', 'leaseCur', '11', { indent: 1 }),
        r('Employee benefit provisions', 'provCur', '14', { indent: 1 }),
        r('Total current liabilities', 'curLiab', '', { bold: true, rule: 'above' }),
        { gap: 4 },
        { label: 'Non-current liabilities', italic: true },
        r('Lease liabilities', 'leaseNon', '11', { indent: 1 }),
        r('Employee benefit provisions', 'provNon', '14', { indent: 1 }),
        r('Total non-current liabilities', 'nonLiab', '', { bold: true, rule: 'above' }),
        r('TOTAL LIABILITIES', 'liab', '', { bold: true, rule: 'above' }),
        { gap: 6 },
        { label: 'NET ASSETS', bold: true, vals: ['', aud(b5.equity), aud(b4.equity)], rule: 'double' },
        { gap: 8 },
        { label: 'EQUITY', section: true },
        r('Asset revaluation reserve', 'reserve', '', { indent: 1 }),
        r('Retained surpluses', 'retained', '', { indent: 1 }),
        { label: 'TOTAL EQUITY', bold: true, vals: ['', aud(b5.equity), aud(b4.equity)], rule: 'aboveDouble' },
      ],
    });
    doc.y += 8;
    doc.font('I').fontSize(8.5).text('The accompanying notes form part of these financial statements.', ctx.left(), doc.y, { lineBreak: false });
  }

  // statement of changes in equity
  pg(); pages.eq = pno;
  H('Statement of changes in equity');
  sub('for the year ended 30 June 2025');
  {
    const ret24 = WBS[2024].retained, ret25 = WBS[2025].retained;
    const e = (label, a, b2, o = {}) => ({ label, vals: [aud(a), aud(b2), aud(a + b2)], ...o });
    table(ctx, {
      cols: [{ w: 230, head: '' }, { w: 85, head: 'Retained surpluses\n$' }, { w: 85, head: 'Asset revaluation reserve\n$' }, { w: 85, head: 'Total equity\n$' }],
      size: 9, lineH: 14,
      rows: [
        e('Balance at 1 July 2023', EQ.retained2023, EQ.reserve[2024], { bold: true }),
        e('Deficit for the year', PT[2024].surplus, 0, { indent: 1 }),
        e('Other comprehensive income for the year', 0, 0, { indent: 1 }),
        e('Total comprehensive income for the year', PT[2024].surplus, 0, { rule: 'above' }),
        { gap: 4 },
        e('Balance at 30 June 2024', ret24, EQ.reserve[2024], { bold: true, rule: 'above' }),
        { gap: 4 },
        e('Balance at 1 July 2024', ret24, EQ.reserve[2024], { bold: true }),
        e('Surplus for the year', PT[2025].surplus, 0, { indent: 1 }),
        e('Revaluation of land and buildings', 0, PL.oci[2025], { indent: 1 }),
        e('Total comprehensive income for the year', PT[2025].surplus, PL.oci[2025], { rule: 'above' }),
        { gap: 4 },
        e('Balance at 30 June 2025', ret25, EQ.reserve[2025], { bold: true, rule: 'aboveDouble' }),
      ],
    });
  }

  // statement of cash flows
  pg(); pages.cf = pno;
  H('Statement of cash flows');
  sub('for the year ended 30 June 2025');
  {
    const rows = [{ label: 'Cash flows from operating activities', section: true }];
    WCF.op[2025].forEach((r, i) => rows.push({ label: r[0], indent: 1, vals: v2(r[1], WCF.op[2024][i][1]) }));
    rows.push({ label: 'Net cash provided by operating activities', bold: true, vals: v2(WCF.opT2025, WCF.opT2024), rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Cash flows from investing activities', section: true });
    WCF.inv[2025].forEach((r, i) => rows.push({ label: r[0], indent: 1, vals: v2(r[1], WCF.inv[2024][i][1]) }));
    rows.push({ label: 'Net cash used in investing activities', bold: true, vals: v2(WCF.invT2025, WCF.invT2024), rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Cash flows from financing activities', section: true });
    WCF.fin[2025].forEach((r, i) => rows.push({ label: r[0], indent: 1, vals: v2(r[1], WCF.fin[2024][i][1]) }));
    rows.push({ label: 'Net cash used in financing activities', bold: true, vals: v2(WCF.finT2025, WCF.finT2024), rule: 'above' });
    rows.push({ gap: 6 }, { label: 'Net increase/(decrease) in cash and cash equivalents held', vals: v2(WCF.net2025, WCF.net2024) });
    rows.push({ label: 'Cash and cash equivalents at the beginning of the financial year', vals: v2(WCF.cash[2024], WCF.cash[2023]) });
    rows.push({ label: 'Cash and cash equivalents at the end of the financial year', bold: true, vals: v2(WCF.cash[2025], WCF.cash[2024]), rule: 'aboveDouble' });
    table(ctx, { cols: c2, rows, size: 9, lineH: 14 });
  }

  // notes
  pg(); pages.notes = pno;
  H('Notes to the financial statements for the year ended 30 June 2025');
  notesHead = true;
  NH('Note 1  Basis of preparation');
  P(`${WC.name} (the company) is a not-for-profit company limited by guarantee, incorporated and domiciled in Australia and registered with the Australian Charities and Not-for-profits Commission. These general purpose financial statements have been prepared in accordance with Australian Accounting Standards \u2013 Simplified Disclosures and the Australian Charities and Not-for-profits Commission Act 2012. The financial statements are presented in Australian dollars and, except for cash flow information, have been prepared on an accruals basis and on historical costs, modified by the revaluation of land and buildings.`);
  NH('Note 2  Material accounting policies');
  P('(a) Revenue. Revenue from contracts with customers, including NDIS participant services and Home Care Packages, is recognised as the services are delivered under AASB 15. Grants with sufficiently specific performance obligations are recognised as those obligations are satisfied; amounts received in advance are held as contract liabilities. Other grants, donations and bequests are recognised on receipt under AASB 1058.');
  P('(b) Property, plant and equipment. Land and buildings are carried at fair value, based on periodic independent valuations; other classes are carried at cost less accumulated depreciation. Buildings are depreciated over 40 years, motor vehicles over 5 years and plant, equipment and IT over 3 to 8 years.');
  P('(c) Income tax. The company is a charitable institution exempt from income tax under Division 50 of the Income Tax Assessment Act 1997.');
  NH('Note 3  Critical accounting estimates and judgements');
  P('The long service leave provision is measured at the present value of expected future payments, taking into account expected staff turnover and salary increases. The fair value of land and buildings at 30 June 2025 is based on an independent valuation by Loddon Property Advisory dated 31 May 2025.');
  NH('Note 4  Economic dependence');
  P('The company depends on the National Disability Insurance Scheme and on funding from the Commonwealth and Victorian governments for the majority of its revenue. At the date of this report the directors have no reason to believe that this funding will not continue.');

  NH('Note 5  Revenue and other income');
  {
    const block = (title, rows, totLabel) => {
      const out = [{ label: title, section: true }];
      rows.forEach((r) => out.push({ label: r[0], indent: 1, vals: v2(r[1], r[2]) }));
      out.push({ label: totLabel, bold: true, vals: v2(sum(rows.map((r) => r[1])), sum(rows.map((r) => r[2]))), rule: 'above' }, { gap: 5 });
      return out;
    };
    ntable({ cols: c2, rows: [
      ...block('(a) Revenue from contracts with customers', N5.a, 'Total revenue from contracts with customers'),
      ...block('(b) Government grants', N5.b, 'Total government grants'),
      ...block('(c) Donations and bequests', N5.c, 'Total donations and bequests'),
      ...block('(d) Other income', N5.d, 'Total other income'),
    ] });
  }
  NH('Note 6  Employee benefits expense');
  ntable({ cols: c2, rows: [...N6.map((r) => ({ label: r[0], vals: v2(r[1], r[2]) })), { label: 'Total employee benefits expense', bold: true, vals: v2(PL.exp[0][3], PL.exp[0][4]), rule: 'aboveDouble' }] });
  NH('Note 7  Cash and cash equivalents');
  const onHand = { 2025: 4500, 2024: 4300 };
  ntable({ cols: c2, rows: [{ label: 'Cash at bank', vals: v2(WBS[2025].cash - onHand[2025], WBS[2024].cash - onHand[2024]) }, { label: 'Cash on hand', vals: v2(onHand[2025], onHand[2024]) }, { label: 'Total cash and cash equivalents', bold: true, vals: v2(WBS[2025].cash, WBS[2024].cash), rule: 'aboveDouble' }] });
  NH('Note 8  Trade and other receivables');
  {
    const r8 = { 2025: [842310, 318600, 0, -27020], 2024: [752118, 286400, 0, -24300] };
    for (const y of [2025, 2024]) r8[y][2] = WBS[y].recv - r8[y][0] - r8[y][1] - r8[y][3];
    const lab = ['NDIS receivables', 'Government grants receivable', 'Other receivables', 'Less: allowance for expected credit losses'];
    ntable({ cols: c2, rows: [...lab.map((l, i) => ({ label: l, vals: v2(r8[2025][i], r8[2024][i]) })), { label: 'Total current trade and other receivables', bold: true, vals: v2(WBS[2025].recv, WBS[2024].recv), rule: 'aboveDouble' }] });
  }
  NH('Note 9  Other financial assets');
  ntable({ cols: c2, rows: [{ label: 'Term deposits with original maturities of more than three months', vals: v2(WCF.td[2025], WCF.td[2024]) }, { label: 'Total other financial assets', bold: true, vals: v2(WCF.td[2025], WCF.td[2024]), rule: 'aboveDouble' }] });

  NH('Note 10  Property, plant and equipment');
  P('Movements in carrying amounts for each class of property, plant and equipment:');
  {
    const row = (label, arr, o = {}) => ({ label, vals: [...arr, sum(arr)].map(aud), ...o });
    const neg = (a) => a.map((v) => -v);
    ntable({
      cols: [{ w: 175, head: '' }, { w: 78, head: 'Land and buildings\n$' }, { w: 75, head: 'Motor vehicles\n$' }, { w: 78, head: 'Plant, equipment and IT\n$' }, { w: 78, head: 'Total\n$' }],
      rows: [
        row('Balance at 1 July 2023', N10.open2023, { bold: true }),
        row('Additions', N10.add2024, { indent: 1 }),
        row('Disposals', neg(N10.disp2024), { indent: 1 }),
        row('Depreciation expense', neg(N10.dep2024), { indent: 1 }),
        row('Balance at 30 June 2024', N10.bal2024, { bold: true, rule: 'above' }),
        row('Additions', N10.add2025, { indent: 1 }),
        row('Disposals', neg(N10.disp2025), { indent: 1 }),
        row('Revaluation increment', N10.reval2025, { indent: 1 }),
        row('Depreciation expense', neg(N10.dep2025), { indent: 1 }),
        row('Balance at 30 June 2025', N10.bal2025, { bold: true, rule: 'aboveDouble' }),
      ],
    });
  }
  P(`Land and buildings were revalued to fair value at 30 June 2025, giving a revaluation increment of $${grp(PL.oci[2025])} credited to the asset revaluation reserve.`);

  NH('Note 11  Leases');
  P('The company leases office premises in Wattle Creek and Castlemaine and a number of program sites under leases of three to six years. Right-of-use assets:');
  ntable({
    cols: c2, rows: [
      { label: 'Balance at 1 July', vals: v2(N11.rou[2024], N11.rou[2023]) },
      { label: 'Additions', indent: 1, vals: v2(N11.rou.add2025, N11.rou.add2024) },
      { label: 'Depreciation', indent: 1, vals: v2(-N11.rou.dep2025, -N11.rou.dep2024) },
      { label: 'Balance at 30 June', bold: true, vals: v2(N11.rou[2025], N11.rou[2024]), rule: 'aboveDouble' },
    ],
  });
  P('Lease liabilities:');
  ntable({
    cols: c2, rows: [
      { label: 'Current', vals: v2(N11.cur[2025], N11.cur[2024]) },
      { label: 'Non-current', vals: v2(N11.non[2025], N11.non[2024]) },
      { label: 'Total lease liabilities', bold: true, vals: v2(N11.liab[2025], N11.liab[2024]), rule: 'aboveDouble' },
    ],
  });
  P(`Interest on lease liabilities of $${grp(PL.exp[5][3])} (2024: $${grp(PL.exp[5][4])}) is shown as finance costs. Total cash outflow for leases was $${grp(N11.pay[2025])} (2024: $${grp(N11.pay[2024])}).`);

  NH('Note 12  Trade and other payables');
  {
    const p12 = { 2025: [512340, 286915, 98420, 0], 2024: [398114, 245630, 91206, 0] };
    for (const y of [2025, 2024]) p12[y][3] = WBS[y].payables - p12[y][0] - p12[y][1] - p12[y][2];
    const lab = ['Trade payables', 'Accrued expenses', 'GST payable', 'PAYG withholding and superannuation payable'];
    ntable({ cols: c2, rows: [...lab.map((l, i) => ({ label: l, vals: v2(p12[2025][i], p12[2024][i]) })), { label: 'Total trade and other payables', bold: true, vals: v2(WBS[2025].payables, WBS[2024].payables), rule: 'aboveDouble' }] });
  }
  NH('Note 13  Contract liabilities');
  {
    const u = { 2025: 1402106, 2024: 1268400 };
    ntable({ cols: c2, rows: [{ label: 'Unexpended grants', vals: v2(u[2025], u[2024]) }, { label: 'Income received in advance', vals: v2(WBS[2025].contract - u[2025], WBS[2024].contract - u[2024]) }, { label: 'Total contract liabilities', bold: true, vals: v2(WBS[2025].contract, WBS[2024].contract), rule: 'aboveDouble' }] });
  }
  NH('Note 14  Employee benefit provisions');
  ntable({ cols: c2, rows: [
    { label: 'Current \u2013 annual leave and long service leave', vals: v2(N14.cur[2025], N14.cur[2024]) },
    { label: 'Non-current \u2013 long service leave', vals: v2(N14.non[2025], N14.non[2024]) },
    { label: 'Total employee benefit provisions', bold: true, vals: v2(N14.cur[2025] + N14.non[2025], N14.cur[2024] + N14.non[2024]), rule: 'aboveDouble' },
  ] });
  P('Movement in provisions during the year:');
  ntable({
    cols: [{ w: 250, head: '' }, { w: 80, head: 'Annual leave\n$' }, { w: 80, head: 'Long service leave\n$' }, { w: 75, head: 'Total\n$' }],
    rows: [
      { label: 'Balance at 1 July 2024', bold: true, vals: [...N14.open, N14T.open].map(aud) },
      { label: 'Additional provisions raised during the year', indent: 1, vals: [...N14.raised, N14T.raised].map(aud) },
      { label: 'Amounts used', indent: 1, vals: [...N14.used.map((v) => -v), -N14T.used].map(aud) },
      { label: 'Balance at 30 June 2025', bold: true, vals: [...N14.close, N14T.close].map(aud), rule: 'aboveDouble' },
    ],
  });
  NH('Note 15  Key management personnel');
  P(`Key management personnel are the Chief Executive Officer and the members of the executive leadership team (${N15.kmpCount[2025]} people in 2025; ${N15.kmpCount[2024]} in 2024). Directors are not remunerated.`);
  ntable({ cols: c2, rows: [{ label: 'Total compensation of key management personnel', bold: true, vals: v2(N15.kmp[2025], N15.kmp[2024]) }] });
  NH('Note 16  Remuneration of auditors');
  ntable({ cols: c2, rows: [{ label: `${WC.auditor} \u2013 audit of the financial report`, vals: v2(N16.audit[2025], N16.audit[2024]) }, { label: `${WC.auditor} \u2013 grant acquittal audits`, vals: v2(N16.other[2025], N16.other[2024]) }, { label: 'Total remuneration of auditors', bold: true, vals: v2(N16.audit[2025] + N16.other[2025], N16.audit[2024] + N16.other[2024]), rule: 'aboveDouble' }] });
  NH('Note 17  Events after the reporting period');
  P(`On ${WC.propertyDate} the company signed a contract to purchase the property at ${WC.property}, for $${grp(WC.propertyPrice)}, to house its disability day program. Settlement is expected in November 2025 and will be funded from term deposits. No other matters or circumstances have arisen since the end of the financial year that have significantly affected, or may significantly affect, the company\u2019s operations or state of affairs.`);

  // responsible persons' declaration
  pg(); pages.decl = pno;
  H("Responsible persons' declaration");
  P('In the opinion of the directors of the company:');
  P('(a) the financial statements and notes are in accordance with the Australian Charities and Not-for-profits Commission Act 2012, including giving a true and fair view of the company\u2019s financial position as at 30 June 2025 and of its performance for the year ended on that date, and complying with Australian Accounting Standards \u2013 Simplified Disclosures; and', { indent: 12 });
  P('(b) there are reasonable grounds to believe that the company will be able to pay its debts as and when they become due and payable.', { indent: 12 });
  P(`Signed in accordance with subsection 60.15(2) of the Australian Charities and Not-for-profits Commission Regulations 2022.\n\n${WC.chair}, Chair\n\n${WC.treasurer}, Treasurer\n\nWattle Creek, ${WC.auditDate}`);

  // auditor's report
  pg(); pages.audit = pno;
  H('Independent auditor\u2019s report');
  P(`To the members of ${WC.name}`, { font: 'B' });
  heading(ctx, 'Opinion', { size: 10 });
  P(`We have audited the financial report of ${WC.name} (the company), which comprises the statement of financial position as at 30 June 2025, the statement of profit or loss and other comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, notes to the financial statements including material accounting policy information, and the responsible persons\u2019 declaration.`);
  P('In our opinion, the accompanying financial report of the company is in accordance with Division 60 of the Australian Charities and Not-for-profits Commission Act 2012, including: (a) giving a true and fair view of the company\u2019s financial position as at 30 June 2025 and of its financial performance for the year then ended; and (b) complying with Australian Accounting Standards \u2013 Simplified Disclosures and Division 60 of the Australian Charities and Not-for-profits Commission Regulations 2022.');
  heading(ctx, 'Basis for opinion', { size: 10 });
  P('We conducted our audit in accordance with Australian Auditing Standards. Our responsibilities under those standards are further described in the Auditor\u2019s responsibilities for the audit of the financial report section of our report. We are independent of the company in accordance with the auditor independence requirements of the ACNC Act and the ethical requirements of the Accounting Professional and Ethical Standards Board\u2019s APES 110 Code of Ethics for Professional Accountants (including Independence Standards) that are relevant to our audit. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.');
  heading(ctx, 'Responsibilities of the responsible persons for the financial report', { size: 10 });
  P('The responsible persons are responsible for the preparation of the financial report that gives a true and fair view in accordance with Australian Accounting Standards \u2013 Simplified Disclosures and the ACNC Act, and for such internal control as they determine is necessary to enable the preparation of a financial report that gives a true and fair view and is free from material misstatement, whether due to fraud or error.');
  heading(ctx, 'Auditor\u2019s responsibilities for the audit of the financial report', { size: 10 });
  P('Our objectives are to obtain reasonable assurance about whether the financial report as a whole is free from material misstatement, whether due to fraud or error, and to issue an auditor\u2019s report that includes our opinion. Reasonable assurance is a high level of assurance, but is not a guarantee that an audit conducted in accordance with the Australian Auditing Standards will always detect a material misstatement when it exists.');
  P(`${WC.auditor}\nChartered Accountants\n\n${WC.partner}\nPartner\n\n${WC.auditorCity}, ${WC.auditDate}`);

  await ctx.end((d, f, i) => {
    footerFn(`${WC.name} \u2013 Financial Report 30 June 2025`)(d, f);
    if (i === 1) {
      let y = tocY + 10;
      for (const [t, p] of [["Directors' report", '1'], ['Statement of profit or loss and other comprehensive income', pages.pl], ['Statement of financial position', pages.bs], ['Statement of changes in equity', pages.eq], ['Statement of cash flows', pages.cf], ['Notes to the financial statements', pages.notes], ["Responsible persons' declaration", pages.decl], ['Independent auditor\u2019s report', pages.audit]]) {
        d.font('R').fontSize(10).text(t, 56, y, { lineBreak: false });
        d.text(String(p), 56, y, { width: d.page.width - 112, align: 'right', lineBreak: false });
        y += 20;
      }
    }
  });
}

// ------------------------------------------------------------------------------------------------
async function renderDocx(file) {
  const P = (text, o = {}) => new Paragraph({ spacing: { after: 160 }, ...o, children: text.split('\n').map((t, i) => new TextRun({ text: t, ...(i ? { break: 1 } : {}), ...(o.run || {}) })) });
  const H = (text) => new Paragraph({ heading: HeadingLevel.HEADING_1, spacing: { before: 240, after: 160 }, children: [new TextRun({ text })] });
  const fiveV = (s) => FIVE.find((r) => r.label.startsWith(s)).vals;
  const m = (v) => (v / 1e6).toFixed(2);
  const children = [
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 120 }, children: [new TextRun({ text: WC.name, bold: true, size: 32 })] }),
    new Paragraph({ alignment: AlignmentType.CENTER, spacing: { after: 320 }, children: [new TextRun({ text: `Chair\u2019s and Treasurer\u2019s Report ${FY}`, size: 26 })] }),
    H('Chair\u2019s report'),
    P(`It is my privilege to present this report on behalf of the Board for ${FY}, a year of growth and change for Wattle Creek Community Services.`),
    P(`Across our five program areas we supported ${grp(fiveV('Clients')[4])} people this year, up from ${grp(fiveV('Clients')[3])} the year before. Much of that growth came through disability support, as more people in our region gained NDIS plans and chose us as their provider.`),
    P(`In March we opened the ${WC.hub} on Station Street, bringing our family and youth and mental health teams together under one roof for the first time. The hub opened its doors on ${WC.hubOpened} and is already busy most evenings with groups run by our staff and local partners.`),
    P(`After fourteen years as our CEO, ${WC.formerCeo} retired in December 2024. Anne led the organisation through the roll-out of the NDIS and more than doubled the number of people we support, and the Board thanks her warmly. Following a national search, the Board appointed ${WC.ceo}, who commenced as CEO on ${WC.ceoStart}. Our Chief Operating Officer, Lorraine Tebbutt, acted as CEO in the intervening weeks with great skill.`),
    P(`At the annual general meeting on 25 November 2024 Warren Blake retired from the Board after nine years, and we welcomed ${WC.newDirector}, a general practitioner with long experience in community mental health.`),
    P(`None of this would be possible without our ${fiveV('Volunteers')[4]} volunteers and our ${fiveV('Staff')[4]} full-time-equivalent staff. On behalf of the Board, thank you.`),
    P(`${WC.chair}\nChair`, { run: { italics: true } }),
    H('Treasurer\u2019s report'),
    P(`Total revenue and other income rose ${(((PT[2025].rev - PT[2024].rev) / PT[2024].rev) * 100).toFixed(1)}% to $${m(PT[2025].rev)} million, driven by NDIS participant services, which grew to $${m(N5.a[0][1])} million. Government grants were $${m(PT[2025].line('grants'))} million. Donations and bequests were lower at $${m(PT[2025].line('donations'))} million, as bequests fell to $${grp(N5.c[1][1])} from $${grp(N5.c[1][2])} the year before.`),
    P(`We recorded a surplus of $${grp(PT[2025].surplus)}, compared with a deficit of $${grp(-PT[2024].surplus)} in 2023\u201324. Including the $${grp(PL.oci[2025])} revaluation of our Wattle Creek office, total comprehensive income was $${grp(PT[2025].tci)}. Employee costs remain by far our largest expense at ${RATIOS[0].empShare.toFixed(1)}% of total expenses.`),
    P(`Cash and term deposits at 30 June 2025 were $${m(WBS[2025].cash + WBS[2025].td)} million. The Board\u2019s reserves policy is to hold unrestricted cash and term deposits equal to at least three months of operating expenditure, and we remain above that target. After year end the Board approved the purchase of a property for our disability day program, which will be funded from term deposits (see note 17 of the financial report).`),
    P(`Our auditors, ${WC.auditor}, have issued an unmodified opinion on the financial report for the year ended 30 June 2025. I thank the finance team and the Finance, Audit and Risk Committee for their work throughout the year.`),
    P(`${WC.treasurer}\nTreasurer`, { run: { italics: true } }),
  ];
  const doc = new Document({ creator: WC.name, title: `Chair's and Treasurer's Report ${FY}`, styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } }, sections: [{ children }] });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}
