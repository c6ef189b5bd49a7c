// Renders Ashgrove Museum of Art's documents from data.mjs: audited financial statements (text PDF),
// a flattened Form 990 extract (CSV) and the board dashboard (XLSX).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { A, FILES } from '../data.mjs';
import { newPdf, heading, para, table } from './pdf.mjs';
import { acc } from './fmt.mjs';

const ORG = 'ASHGROVE MUSEUM OF ART';

export async function renderAshgrove(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'ashgrove'), { recursive: true });
  await audit(path.join(DOCS, FILES.ashgrove.audit));
  csv990(path.join(DOCS, FILES.ashgrove.f990));
  await dashboard(path.join(DOCS, FILES.ashgrove.dash));
}

async function audit(file) {
  const P = newPdf(file, {
    title: 'Ashgrove Museum of Art - Financial Statements June 30, 2025 and 2024', author: 'Whitlock & Pryce LLP',
    header: (n, o) => (n <= 2 ? [] : [{ text: 'ASHGROVE MUSEUM OF ART', font: 'B' }, { text: o.hdr || '' }]),
    footer: (n, o) => (n <= 2 ? [] : [...(o.seeNotes ? [{ text: 'See accompanying notes to financial statements.', font: 'I', align: 'left' }] : []), { text: `- ${n} -` }]),
  });
  const { doc } = P;
  const k = (v) => acc(v);
  const c2 = [{ right: 470, width: 70 }, { right: 558, width: 70 }];

  // cover and contents
  P.page({ bare: true });
  doc.y = 250;
  heading(P, [{ text: ORG, size: 18, font: 'SB' }, { text: 'Financial Statements', size: 14, font: 'SR' }, { text: 'June 30, 2025 and 2024', size: 12, font: 'SR' }, { text: "(With Independent Auditor's Report Thereon)", size: 10, font: 'SI' }], { gap: 8 });
  P.page({ bare: true });
  heading(P, [{ text: ORG, size: 12 }, { text: 'Table of Contents', size: 11 }], { after: 20 });
  const toc = [["Independent Auditor's Report", 3], ['Financial Statements:', ''], ['Statements of Financial Position', 4], ['Statement of Activities', 5], ['Statement of Functional Expenses', 6], ['Statements of Cash Flows', 7], ['Notes to Financial Statements', '8 - 12']];
  for (const [t, p] of toc) { doc.font('SR').fontSize(10.5).text(t, 90, doc.y, { continued: false, lineBreak: false }); doc.text(String(p), 480, doc.y, { width: 60, align: 'right' }); doc.y += 8; }

  // auditor's report
  P.page({ hdr: '' });
  heading(P, "INDEPENDENT AUDITOR'S REPORT", { size: 11 });
  para(P, 'To the Board of Trustees\nAshgrove Museum of Art\nMillbrook, Pennsylvania', { align: 'left' });
  heading(P, 'Opinion', { size: 9.5, align: 'left', after: 2 });
  para(P, 'We have audited the accompanying financial statements of Ashgrove Museum of Art (the Museum), which comprise the statements of financial position as of June 30, 2025 and 2024, and the related statement of activities, functional expenses and cash flows for the year ended June 30, 2025, and the statement of cash flows for the year ended June 30, 2024, and the related notes to the financial statements.');
  para(P, 'In our opinion, the financial statements referred to above present fairly, in all material respects, the financial position of the Museum as of June 30, 2025 and 2024, and the changes in its net assets and its cash flows for the year ended June 30, 2025, in accordance with accounting principles generally accepted in the United States of America.');
  heading(P, 'Basis for Opinion', { size: 9.5, align: 'left', after: 2 });
  para(P, 'We conducted our audits in accordance with auditing standards generally accepted in the United States of America. Our responsibilities under those standards are further described in the Auditor\'s Responsibilities for the Audit of the Financial Statements section of our report. We are required to be independent of the Museum and to meet our other ethical responsibilities in accordance with the relevant ethical requirements relating to our audits. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.');
  heading(P, 'Responsibilities of Management for the Financial Statements', { size: 9.5, align: 'left', after: 2 });
  para(P, 'Management is responsible for the preparation and fair presentation of the financial statements in accordance with accounting principles generally accepted in the United States of America, and for the design, implementation, and maintenance of internal control relevant to the preparation and fair presentation of financial statements that are free from material misstatement, whether due to fraud or error.');
  heading(P, 'Report on Summarized Comparative Information', { size: 9.5, align: 'left', after: 2 });
  para(P, 'We have previously audited the Museum\'s 2024 financial statements, and we expressed an unmodified audit opinion on those audited financial statements in our report dated October 9, 2024. In our opinion, the summarized comparative information presented herein as of and for the year ended June 30, 2024 is consistent, in all material respects, with the audited financial statements from which it has been derived.');
  doc.y += 10;
  para(P, 'Whitlock & Pryce LLP', { font: 'SI', size: 11, align: 'left', after: 2 });
  para(P, 'Pittsburgh, Pennsylvania\nOctober 14, 2025', { align: 'left' });

  // statements of financial position
  const hdrSFP = 'Statements of Financial Position\nJune 30, 2025 and 2024\n(in thousands)';
  P.page({ hdr: '', seeNotes: true });
  heading(P, hdrSFP.split('\n'), { size: 10.5, after: 4 });
  const B = A.bs;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 300,
    rows: [
      { label: 'ASSETS', bold: true },
      { label: 'Current assets:' },
      { label: 'Cash and cash equivalents', indent: 1, vals: [k(B.cash.c), k(B.cash.p)], dollar: true },
      { label: 'Accounts receivable, net', indent: 1, vals: [k(B.ar.c), k(B.ar.p)] },
      { label: 'Contributions receivable, current portion (Note 4)', indent: 1, vals: [k(A.pledges.c.lt1), k(A.pledges.p.lt1)] },
      { label: 'Museum store inventory', indent: 1, vals: [k(B.inventory.c), k(B.inventory.p)] },
      { label: 'Prepaid expenses and other current assets', indent: 1, vals: [k(B.prepaid.c), k(B.prepaid.p)] },
      { label: 'Total current assets', indent: 2, vals: [k(A.curAssets.c), k(A.curAssets.p)], rule: 'above' },
      { gap: 4 },
      { label: 'Contributions receivable, net of current portion (Note 4)', vals: [k(A.pledges.c.noncurrent), k(A.pledges.p.noncurrent)] },
      { label: 'Investments (Note 3)', vals: [k(B.inv.c), k(B.inv.p)] },
      { label: 'Beneficial interest in perpetual trust (Note 3)', vals: [k(B.bi.c), k(B.bi.p)] },
      { label: 'Property and equipment, net (Note 5)', vals: [k(A.ppeNet.c), k(A.ppeNet.p)] },
      { label: 'Total assets', bold: true, indent: 2, vals: [k(A.totAssets.c), k(A.totAssets.p)], dollar: true, rule: 'double' },
      { gap: 8 },
      { label: 'LIABILITIES AND NET ASSETS', bold: true },
      { label: 'Current liabilities:' },
      { label: 'Accounts payable and accrued expenses', indent: 1, vals: [k(B.ap.c), k(B.ap.p)], dollar: true },
      { label: 'Deferred revenue', indent: 1, vals: [k(B.deferred.c), k(B.deferred.p)] },
      { label: 'Line of credit (Note 2)', indent: 1, vals: [k(B.loc.c), k(B.loc.p)] },
      { label: 'Current portion of long-term debt (Note 6)', indent: 1, vals: [k(A.debt.current.c), k(A.debt.current.p)] },
      { label: 'Total current liabilities', indent: 2, vals: [k(A.liab.c.cur), k(A.liab.p.cur)], rule: 'above' },
      { gap: 4 },
      { label: 'Annuity obligations', vals: [k(B.annuity.c), k(B.annuity.p)] },
      { label: 'Long-term debt, net of current portion (Note 6)', vals: [k(A.debt.lt.c), k(A.debt.lt.p)] },
      { label: 'Total liabilities', indent: 2, vals: [k(A.liab.c.tot), k(A.liab.p.tot)], rule: 'above' },
      { gap: 6 },
      { label: 'Net assets:' },
      { label: 'Without donor restrictions (Note 7)', indent: 1, vals: [k(A.naW.c), k(A.naW.p)] },
      { label: 'With donor restrictions (Note 8)', indent: 1, vals: [k(A.naD.c), k(A.naD.p)] },
      { label: 'Total net assets', indent: 2, vals: [k(A.na.c), k(A.na.p)], rule: 'above' },
      { gap: 4 },
      { label: 'Total liabilities and net assets', bold: true, indent: 2, vals: [k(A.totAssets.c), k(A.totAssets.p)], dollar: true, rule: 'double' },
    ],
  });

  // statement of activities
  P.page({ hdr: '', seeNotes: true });
  heading(P, ['Statement of Activities', 'Year Ended June 30, 2025', '(With Summarized Comparative Totals for the Year Ended June 30, 2024)', '(in thousands)'], { size: 10.5, after: 4 });
  const c4 = [{ right: 330, width: 66 }, { right: 405, width: 66 }, { right: 480, width: 66 }, { right: 558, width: 66 }];
  const ac = A.act;
  const r4 = (label, o, extra = {}) => ({ label, vals: [k(o.w), k(o.d), k(o.w + o.d), k(o.p)], ...extra });
  table(P, {
    cols: c4, labelW: 205, header: ['Without Donor\nRestrictions', 'With Donor\nRestrictions', '2025\nTotal', '2024\nTotal'],
    rows: [
      { label: 'Operating activities', bold: true },
      { label: 'Revenue, support and other:' },
      r4('Contributions and grants', ac.contrib, { indent: 1, dollar: true }),
      r4(`Special events, net of direct benefits to donors of $${A.eventsBenefits.c} and $${A.eventsBenefits.p} in 2025 and 2024, respectively`, ac.events, { indent: 1 }),
      r4('Memberships', ac.members, { indent: 1 }),
      r4('Admissions', ac.admissions, { indent: 1 }),
      r4(`Museum store sales, net of cost of sales of $${A.storeCost.c.toLocaleString('en-US')} and $${A.storeCost.p}, respectively`, ac.store, { indent: 1 }),
      r4('Education program fees', ac.eduFees, { indent: 1 }),
      r4('Investment return appropriated for operations (Note 9)', ac.approp, { indent: 1 }),
      r4('Other income', ac.otherInc, { indent: 1 }),
      r4('Net assets released from restrictions', ac.released, { indent: 1 }),
      r4('Total revenue, support and other', { w: A.opRev.w, d: A.opRev.d, p: A.opRev.p }, { indent: 2, rule: 'above' }),
      { gap: 4 },
      { label: 'Expenses:' },
      { label: 'Program services:', indent: 1 },
      r4('Exhibitions and collections', { w: A.exp.ex.c, d: 0, p: A.exp.ex.p }, { indent: 2 }),
      r4('Education and public programs', { w: A.exp.ed.c, d: 0, p: A.exp.ed.p }, { indent: 2 }),
      r4('Total program services', { w: A.expProg.c, d: 0, p: A.expProg.p }, { indent: 3, rule: 'above' }),
      { label: 'Supporting services:', indent: 1 },
      r4('Management and general', { w: A.exp.mg.c, d: 0, p: A.exp.mg.p }, { indent: 2 }),
      r4('Fundraising', { w: A.exp.fr.c, d: 0, p: A.exp.fr.p }, { indent: 2 }),
      r4('Total supporting services', { w: A.expSup.c, d: 0, p: A.expSup.p }, { indent: 3, rule: 'above' }),
      r4('Total expenses', { w: A.expTot.c, d: 0, p: A.expTot.p }, { indent: 2, rule: 'above' }),
      { gap: 4 },
      r4('Change in net assets from operations', A.opChange, { bold: true, rule: 'above' }),
      { gap: 6 },
      { label: 'Nonoperating activities', bold: true },
      r4('Contributions restricted to endowment', A.nonop.endowContrib, { indent: 1 }),
      r4('Investment return, net of amounts appropriated for operations (Note 3)', A.nonop.invNet, { indent: 1 }),
      r4('Change in value of beneficial interest in perpetual trust', A.nonop.bi, { indent: 1 }),
      r4('Total nonoperating activities', A.nonopTot, { indent: 2, rule: 'above' }),
      { gap: 4 },
      r4('Change in net assets', A.change, { bold: true, rule: 'above' }),
      r4('Net assets, beginning of year', { w: A.naW.p, d: A.naD.p, p: A.na.begin24 }),
      r4('Net assets, end of year', { w: A.naW.c, d: A.naD.c, p: A.na.p }, { bold: true, dollar: true, rule: 'double' }),
    ],
  });

  // statement of functional expenses (landscape)
  P.page({ hdr: '', seeNotes: true, landscape: true });
  heading(P, ['Statement of Functional Expenses', 'Year Ended June 30, 2025', '(in thousands)'], { size: 10.5, after: 4 });
  const c7 = [318, 387, 456, 530, 599, 668, 738].map((right) => ({ right, width: 62 }));
  table(P, {
    cols: c7, labelW: 200,
    groups: [{ from: 0, to: 2, text: 'Program Services' }, { from: 3, to: 5, text: 'Supporting Services' }],
    header: ['Exhibitions\nand\nCollections', 'Education\nand Public\nPrograms', 'Total\nProgram\nServices', 'Management\nand\nGeneral', 'Fundraising', 'Total\nSupporting\nServices', 'Total\nExpenses'],
    rows: [
      ...A.fxRows.map((r, i) => { const f = A.fx[r[0]]; return { label: r[0], vals: [f.ex, f.ed, f.prog, f.mg, f.fr, f.sup, f.tot].map(k), dollar: i === 0 }; }),
      { label: 'Total expenses', bold: true, vals: [A.fxTot.ex, A.fxTot.ed, A.fxTot.prog, A.fxTot.mg, A.fxTot.fr, A.fxTot.sup, A.fxTot.tot].map(k), dollar: true, rule: 'both' },
      { gap: 2 },
    ],
  });

  // statements of cash flows
  P.page({ hdr: '', seeNotes: true });
  heading(P, ['Statements of Cash Flows', 'Years Ended June 30, 2025 and 2024', '(in thousands)'], { size: 10.5, after: 4 });
  const { c, p } = A.cf;
  const cf = (label, key, extra = {}) => ({ label, vals: [k(c[key]), k(p[key])], ...extra });
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320, lineH: 12,
    rows: [
      { label: 'Cash flows from operating activities:', bold: true },
      cf('Change in net assets', 'change', { indent: 1, dollar: true }),
      { label: 'Adjustments to reconcile change in net assets to net cash provided by operating activities:', indent: 1 },
      cf('Depreciation', 'depr', { indent: 2 }),
      cf('Net realized and unrealized gains on investments', 'gains', { indent: 2 }),
      cf('Change in value of beneficial interest in perpetual trust', 'bi', { indent: 2 }),
      cf('Contributions restricted to endowment', 'endowContrib', { indent: 2 }),
      cf('Amortization of debt issuance costs', 'amort', { indent: 2 }),
      { label: 'Changes in operating assets and liabilities:', indent: 2 },
      cf('Accounts receivable', 'ar', { indent: 3 }),
      cf('Contributions receivable', 'pledges', { indent: 3 }),
      cf('Museum store inventory', 'inventory', { indent: 3 }),
      cf('Prepaid expenses and other current assets', 'prepaid', { indent: 3 }),
      cf('Accounts payable and accrued expenses', 'ap', { indent: 3 }),
      cf('Deferred revenue', 'deferred', { indent: 3 }),
      cf('Annuity obligations', 'annuity', { indent: 3 }),
      cf('Net cash provided by operating activities', 'op', { indent: 4, rule: 'above' }),
      { gap: 4 },
      { label: 'Cash flows from investing activities:', bold: true },
      cf('Purchases of property and equipment', 'capex', { indent: 1 }),
      cf('Purchases of investments', 'purch', { indent: 1 }),
      cf('Proceeds from sales and maturities of investments', 'sales', { indent: 1 }),
      cf('Net cash used in investing activities', 'inv', { indent: 4, rule: 'above' }),
      { gap: 4 },
      { label: 'Cash flows from financing activities:', bold: true },
      cf('Proceeds from contributions restricted to endowment', 'finContrib', { indent: 1 }),
      { label: 'Net (repayments) borrowings on line of credit', indent: 1, vals: [k(c.loc), k(p.loc)] },
      cf('Principal payments on long-term debt', 'principal', { indent: 1 }),
      { label: 'Net cash (used in) provided by financing activities', indent: 4, vals: [k(c.fin), k(p.fin)], rule: 'above' },
      { gap: 4 },
      cf('Net increase (decrease) in cash and cash equivalents', 'net', { rule: 'above' }),
      cf('Cash and cash equivalents, beginning of year', 'begin'),
      cf('Cash and cash equivalents, end of year', 'end', { bold: true, dollar: true, rule: 'double' }),
      { gap: 6 },
      { label: 'Supplemental disclosure:', bold: true },
      cf('Cash paid for interest', 'interestPaid', { indent: 1, dollar: true }),
    ],
  });

  // notes
  const noteHdr = 'Notes to Financial Statements\nJune 30, 2025 and 2024\n(dollar amounts in thousands)';
  P.page({ hdr: '' });
  heading(P, noteHdr.split('\n'), { size: 10.5, after: 6 });
  const nh = (t) => { if (doc.y + 70 > P.bottom()) P.page({ hdr: '' }); heading(P, t, { size: 9.5, align: 'left', after: 2 }); };
  nh('1. Organization and Summary of Significant Accounting Policies');
  para(P, 'Organization: Ashgrove Museum of Art (the Museum) is a Pennsylvania nonprofit corporation founded in 1931 that collects, preserves, exhibits and interprets works of art for the people of the Millbrook region. Its programs comprise exhibitions and collections, and education and public programs for schools, families and adult learners. The Museum\'s fiscal year runs from July 1 to June 30.');
  para(P, 'Basis of presentation: The financial statements are prepared on the accrual basis of accounting. Net assets are classified as net assets without donor restrictions, which include amounts designated by the Board of Trustees, and net assets with donor restrictions, which include amounts subject to purpose or time restrictions and amounts to be maintained in perpetuity.');
  para(P, 'Collections: In conformity with the practice followed by many museums, art objects purchased or donated are not capitalized or recognized as assets. Purchases of collection items are recorded as decreases in net assets in the year in which the items are acquired.');
  para(P, 'Measure of operations: Operating activities include all revenues and expenses that are an integral part of the Museum\'s programs and supporting activities, including the investment return appropriated under the endowment spending policy. Nonoperating activities comprise contributions restricted to endowment, investment return in excess of (or less than) amounts appropriated for operations, and the change in value of the beneficial interest in perpetual trust.');
  para(P, 'Income taxes: The Museum is exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code.');

  nh('2. Liquidity and Availability');
  para(P, 'The following reflects the Museum\'s financial assets as of June 30, reduced by amounts not available for general expenditure within one year:');
  const L = A.liq;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      { label: 'Financial assets:' },
      { label: 'Cash and cash equivalents', indent: 1, vals: [k(L.c.fin.cash), k(L.p.fin.cash)], dollar: true },
      { label: 'Accounts receivable, net', indent: 1, vals: [k(L.c.fin.ar), k(L.p.fin.ar)] },
      { label: 'Contributions receivable, net', indent: 1, vals: [k(L.c.fin.pledges), k(L.p.fin.pledges)] },
      { label: 'Investments', indent: 1, vals: [k(L.c.fin.inv), k(L.p.fin.inv)] },
      { label: 'Total financial assets', indent: 2, vals: [k(L.c.fin.total), k(L.p.fin.total)], rule: 'above' },
      { label: 'Less amounts not available within one year:' },
      { label: 'Contributions receivable due after one year', indent: 1, vals: [k(L.c.less.pledgesLT), k(L.p.less.pledgesLT)] },
      { label: 'Donor-restricted endowment funds', indent: 1, vals: [k(L.c.less.endowD), k(L.p.less.endowD)] },
      { label: 'Board-designated endowment', indent: 1, vals: [k(L.c.less.board), k(L.p.less.board)] },
      { label: 'Other donor-restricted net assets, excluding receivables due after one year', indent: 1, vals: [k(L.c.less.purpose), k(L.p.less.purpose)] },
      { label: 'Plus endowment appropriation for the following fiscal year', indent: 1, vals: [k(L.c.plus.approp), k(L.p.plus.approp)] },
      { label: 'Financial assets available to meet general expenditures within one year', bold: true, vals: [k(L.c.avail), k(L.p.avail)], dollar: true, rule: 'double' },
    ],
  });
  para(P, `The Museum also has a $3,000 revolving line of credit with Keystone Valley Bank, which bears interest at the bank's prime rate plus 0.25% and is secured by investments held at the bank. There was no balance outstanding at June 30, 2025; $${A.bs.loc.p} was outstanding at June 30, 2024.`);

  nh('3. Investments and Fair Value Measurements');
  para(P, 'Investments are reported at fair value. The fair value hierarchy prioritizes inputs to valuation techniques: Level 1 inputs are quoted prices in active markets for identical assets; Level 2 inputs are other significant observable inputs; Level 3 inputs are significant unobservable inputs. The following tables present the Museum\'s investments at June 30:');
  const fvTable = (y, label, breakAt = []) => {
    const t = A.fvTot[y];
    table(P, {
      cols: [{ right: 330, width: 62 }, { right: 405, width: 62 }, { right: 480, width: 62 }, { right: 558, width: 66 }], labelW: 215, breakAt,
      cont: [`3. Investments and Fair Value Measurements (continued)`],
      groups: [{ from: 0, to: 3, text: label }],
      header: ['Level 1', 'Level 2', 'Level 3', 'Total'],
      rows: [
        ...A.fv[y].map((r, i) => ({ label: r[0], vals: [k(r[1]), k(r[2]), k(r[3]), k(r[1] + r[2] + r[3])], dollar: i === 0 })),
        { label: 'Total investments in the fair value hierarchy', indent: 1, vals: [k(t.l1), k(t.l2), k(t.l3), k(t.hier)], rule: 'above' },
        { label: 'Investments measured at net asset value (a)', indent: 1, vals: ['', '', '', k(t.nav)] },
        { label: 'Total investments', bold: true, indent: 1, vals: [k(t.l1), k(t.l2), k(t.l3), k(t.total)], dollar: true, rule: 'double' },
      ],
    });
  };
  fvTable('c', 'June 30, 2025');
  fvTable('p', 'June 30, 2024', [3]);
  para(P, '(a) Certain investments in limited partnerships and commingled funds that are measured at fair value using the net asset value per share (or its equivalent) as a practical expedient have not been categorized in the fair value hierarchy. The fair value amounts presented in this line are intended to permit reconciliation of the fair value hierarchy to the amounts presented in the statements of financial position.', { size: 8 });
  para(P, 'The beneficial interest in perpetual trust, held by a third-party trustee, is measured using Level 3 inputs. Investment return consisted of the following for the years ended June 30:');
  const ir = A.invRet;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      { label: 'Interest and dividends', vals: [k(ir.c.intDiv), k(ir.p.intDiv)], dollar: true },
      { label: 'Net realized and unrealized gains', vals: [k(ir.c.gains), k(ir.p.gains)] },
      { label: 'Investment fees', vals: [k(ir.c.fees), k(ir.p.fees)] },
      { label: 'Total investment return, net', indent: 1, vals: [k(ir.c.total), k(ir.p.total)], rule: 'above' },
      { label: 'Less amounts appropriated for operations', vals: [k(ir.c.approp), k(ir.p.approp)] },
      { label: 'Investment return, net of amounts appropriated for operations', indent: 1, vals: [k(ir.c.nonop), k(ir.p.nonop)], dollar: true, rule: 'double' },
    ],
  });

  nh('4. Contributions Receivable');
  para(P, 'Contributions receivable are unconditional promises to give, discounted at rates between 3.9% and 4.6%, and are expected to be collected as follows at June 30:');
  const pl = A.pledges;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      { label: 'Due in less than one year', vals: [k(pl.c.lt1), k(pl.p.lt1)], dollar: true },
      { label: 'Due in one to five years', vals: [k(pl.c.y1to5), k(pl.p.y1to5)] },
      { label: 'Total', indent: 1, vals: [k(pl.c.gross), k(pl.p.gross)], rule: 'above' },
      { label: 'Less discount to present value', vals: [k(pl.c.disc), k(pl.p.disc)] },
      { label: 'Less allowance for uncollectible contributions', vals: [k(pl.c.allow), k(pl.p.allow)] },
      { label: 'Contributions receivable, net', indent: 1, vals: [k(pl.c.net), k(pl.p.net)], dollar: true, rule: 'double' },
    ],
  });

  nh('5. Property and Equipment');
  para(P, 'Property and equipment consisted of the following at June 30:');
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      ...A.ppe.map((r, i) => ({ label: r[0], vals: [k(r[1]), k(r[2])], dollar: i === 0 })),
      { label: 'Total', indent: 1, vals: [k(A.ppeGross.c), k(A.ppeGross.p)], rule: 'above' },
      { label: 'Less accumulated depreciation', vals: [k(-A.accDep.c), k(-A.accDep.p)] },
      { label: 'Property and equipment, net', indent: 1, vals: [k(A.ppeNet.c), k(A.ppeNet.p)], dollar: true, rule: 'double' },
    ],
  });
  para(P, `Depreciation expense was $${A.depr25.toLocaleString('en-US')} and $${A.cf.p.depr.toLocaleString('en-US')} for the years ended June 30, 2025 and 2024, respectively. Construction in progress at June 30, 2025 relates to the renovation of the east galleries.`);

  nh('6. Long-Term Debt');
  para(P, `In March 2019, the Pennsylvania Cultural Facilities Finance Authority issued $${A.debt.issued.toLocaleString('en-US')} of Series 2019 Revenue Bonds on behalf of the Museum to finance the expansion of the west wing. The bonds bear interest at a fixed rate of ${A.debt.rate}, payable semiannually, and principal is payable annually on July 1 through final maturity on July 1, 2039. The bonds are secured by a pledge of the Museum's gross revenues and require the Museum to maintain unrestricted liquid assets of at least $5,000. The Museum was in compliance with this covenant at June 30, 2025 and 2024.`);
  const d = A.debt;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      { label: 'Series 2019 Revenue Bonds, principal outstanding', vals: [k(d.principal.c), k(d.principal.p)], dollar: true },
      { label: 'Less unamortized debt issuance costs', vals: [k(-d.costs.c), k(-d.costs.p)] },
      { label: 'Less current portion', vals: [k(-d.current.c), k(-d.current.p)] },
      { label: 'Long-term debt, net of current portion', indent: 1, vals: [k(d.lt.c), k(d.lt.p)], dollar: true, rule: 'double' },
    ],
  });
  para(P, 'Scheduled principal payments on the bonds for the years ending June 30 are as follows:');
  table(P, {
    cols: [{ right: 470, width: 70 }], header: [''], labelW: 200,
    rows: [
      ...A.maturities.map(([y, v], i) => ({ label: y, indent: 1, vals: [k(v)], dollar: i === 0 })),
      { label: 'Thereafter', indent: 1, vals: [k(A.thereafter)] },
      { label: 'Total', indent: 2, vals: [k(d.principal.c)], dollar: true, rule: 'both' },
    ],
  });

  nh('7. Net Assets Without Donor Restrictions');
  para(P, 'Net assets without donor restrictions consisted of the following at June 30:');
  const nw = A.naWsplit;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      { label: 'Undesignated', vals: [k(nw.c.undesignated), k(nw.p.undesignated)], dollar: true },
      { label: 'Board-designated endowment (Note 9)', vals: [k(nw.c.board), k(nw.p.board)] },
      { label: 'Net investment in property and equipment', vals: [k(nw.c.ppe), k(nw.p.ppe)] },
      { label: 'Total net assets without donor restrictions', indent: 1, vals: [k(A.naW.c), k(A.naW.p)], dollar: true, rule: 'double' },
    ],
  });

  nh('8. Net Assets With Donor Restrictions');
  para(P, 'Net assets with donor restrictions were available for the following purposes at June 30:');
  const e25 = A.endow.close25.d, e24 = A.endow.close24.d;
  table(P, {
    cols: c2, header: ['2025', '2024'], labelW: 320,
    rows: [
      { label: 'Subject to expenditure for specified purpose:' },
      ...A.purpose.map((r, i) => ({ label: r[0], indent: 1, vals: [k(r[1]), k(r[2])], dollar: i === 0 })),
      { label: 'Total', indent: 2, vals: [k(A.purpose.reduce((s, r) => s + r[1], 0)), k(A.purpose.reduce((s, r) => s + r[2], 0))], rule: 'above' },
      { label: 'Subject to the passage of time:' },
      { label: 'Contributions receivable for general operations', indent: 1, vals: [k(A.timeRestricted.c), k(A.timeRestricted.p)] },
      { label: 'Endowments:' },
      { label: 'Original gift amounts required to be maintained in perpetuity', indent: 1, vals: [k(A.perpetual.c), k(A.perpetual.p)] },
      { label: 'Accumulated investment gains subject to appropriation', indent: 1, vals: [k(e25 - A.perpetual.c), k(e24 - A.perpetual.p)] },
      { label: 'Total', indent: 2, vals: [k(e25), k(e24)], rule: 'above' },
      { label: 'Beneficial interest in perpetual trust', vals: [k(A.bs.bi.c), k(A.bs.bi.p)] },
      { label: 'Total net assets with donor restrictions', bold: true, indent: 1, vals: [k(A.naD.c), k(A.naD.p)], dollar: true, rule: 'double' },
    ],
  });

  nh('9. Endowment');
  para(P, 'The Museum\'s endowment consists of donor-restricted endowment funds and funds designated by the Board of Trustees to function as endowment. Under the Museum\'s spending policy, the Board appropriates each year 5.0% of the average fair value of the endowment over the twelve quarters preceding the fiscal year in which the distribution is planned. Changes in endowment net assets were as follows:');
  const E = A.endow;
  const blk = (open, fy, close, openLbl, closeLbl) => [
    { label: openLbl, bold: true, vals: [k(open.w), k(open.d), k(open.w + open.d)], dollar: true },
    { label: 'Investment return, net', indent: 1, vals: [k(fy.ret.w), k(fy.ret.d), k(fy.ret.w + fy.ret.d)] },
    { label: 'Contributions', indent: 1, vals: [k(fy.contrib.w), k(fy.contrib.d), k(fy.contrib.w + fy.contrib.d)] },
    { label: 'Appropriation of endowment assets for expenditure', indent: 1, vals: [k(fy.approp.w), k(fy.approp.d), k(fy.approp.w + fy.approp.d)] },
    { label: closeLbl, bold: true, vals: [k(close.w), k(close.d), k(close.w + close.d)], dollar: true, rule: 'both' },
    { gap: 6 },
  ];
  table(P, {
    cols: [{ right: 400, width: 72 }, { right: 480, width: 72 }, { right: 558, width: 70 }], labelW: 250,
    cont: ['9. Endowment (continued)'],
    header: ['Without Donor\nRestrictions\n(Board-\ndesignated)', 'With Donor\nRestrictions', 'Total'],
    rows: [...blk(E.open24, E.fy24, E.close24, 'Endowment net assets, June 30, 2023', 'Endowment net assets, June 30, 2024'),
      ...blk(E.close24, E.fy25, E.close25, 'Endowment net assets, June 30, 2024', 'Endowment net assets, June 30, 2025')],
  });

  nh('10. Subsequent Events');
  para(P, 'The Museum has evaluated subsequent events through October 14, 2025, the date on which the financial statements were available to be issued. On July 1, 2025, the Museum made the scheduled principal payment on the Series 2019 Revenue Bonds.');
  await P.end();
}

function csv990(file) {
  const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const lines = ['part,line,description,column,amount', ...A.f990.rows.map((r) => [r.part, r.line, r.description, r.column, r.amount].map(q).join(','))];
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

async function dashboard(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ashgrove Museum of Art - Finance Office';
  wb.created = new Date(Date.UTC(2025, 7, 12));
  const ws = wb.addWorksheet('Dashboard', { views: [{ state: 'frozen', ySplit: 6 }] });
  ws.getCell('A1').value = 'Ashgrove Museum of Art';
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Board Dashboard: quarterly key indicators, FY2024 and FY2025';
  ws.getCell('A2').font = { bold: true, size: 11 };
  ws.getCell('A3').value = 'Fiscal year begins July 1. Dollar amounts in thousands ($000) unless noted. Unaudited; prepared for the Finance Committee, August 2025.';
  ws.getCell('A3').font = { italic: true, size: 9 };
  // two-row header: groups then columns
  const groups = [['C5:D5', 'Visitors & members'], ['E5:F5', 'Earned revenue ($000)'], ['G5:G5', 'Expenses ($000)'], ['H5:I5', 'Liquidity & endowment']];
  for (const [rng, t] of groups) { if (rng.split(':')[0] !== rng.split(':')[1]) ws.mergeCells(rng); const c = ws.getCell(rng.split(':')[0]); c.value = t; c.font = { bold: true }; c.alignment = { horizontal: 'center' }; }
  const hdr = ['Quarter', 'Months', 'Attendance', 'Members at quarter end', 'Admissions', 'Membership revenue', 'Operating expenses (1)', 'Days cash on hand (2)', 'Endowment market value ($ millions)'];
  ws.getRow(6).values = hdr;
  ws.getRow(6).font = { bold: true };
  ws.getRow(6).alignment = { wrapText: true, vertical: 'bottom', horizontal: 'center' };
  ws.getRow(6).height = 42;
  let r = 7;
  for (const fy of ['FY2024', 'FY2025']) {
    ws.getCell(`A${r}`).value = fy;
    ws.getCell(`A${r}`).font = { bold: true };
    r++;
    for (const q of A.dash.quarters.filter((x) => x.fy === fy)) {
      ws.getRow(r).values = [q.q, q.months, q.att, q.mem, q.adm, q.memrev, q.opex, q.dch, q.endow];
      for (const col of ['C', 'D', 'E', 'F', 'G']) ws.getCell(`${col}${r}`).numFmt = '#,##0';
      ws.getCell(`H${r}`).numFmt = '0';
      ws.getCell(`I${r}`).numFmt = '$0.00';
      r++;
    }
  }
  r++;
  ws.getCell(`A${r++}`).value = '(1) Operating expenses as reported in the statement of activities, including depreciation.';
  ws.getCell(`A${r++}`).value = '(2) Days cash on hand = cash and cash equivalents / ((operating expenses - depreciation) / 365), at quarter end.';
  ws.getCell(`A${r++}`).value = 'Endowment market value includes donor-restricted and board-designated endowment funds, at quarter end.';
  ws.getColumn(1).width = 10; ws.getColumn(2).width = 14;
  for (const c of [3, 4, 5, 6, 7, 8, 9]) ws.getColumn(c).width = 14;
  await wb.xlsx.writeFile(file);
}
