// Renders Pecan Bend University Foundation's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { PB } from '../data.mjs';
import { newPdf, heading, para, colHeads, rows, footer } from './pdfx.mjs';
import { acc, fmt, usLong, usNum, xDate } from './office.mjs';
import { photoDocument } from './photo.mjs';

export const PB_FILES = {
  fs: 'PBUF Audited Financial Statements FY2025.pdf',
  f990: 'Form 990 (FYE 08-31-2025) - Public Disclosure Copy.pdf',
  inv: 'Brazos Ridge - LTIP Quarterly Review Aug 2025.pdf',
  bud: 'FY2026 Operating Budget - APPROVED.xlsx',
  aw: 'AwardSpring_Disbursements_Engineering_FY25_2025-09-03.csv',
  photo: 'receipt_scan_0411.jpg',
};
const M = { margins: { top: 50, bottom: 30, left: 50, right: 50 } };
const a = (v) => acc(v, 0);
const d = (v, first) => (first ? `$ ${a(v)}` : a(v));
const usd = (v) => (v < 0 ? `($${fmt(-v, 0)})` : `$${fmt(v, 0)}`);
const sum = (x) => x.reduce((s, v) => s + v, 0);

async function statements(file) {
  const { doc, end } = newPdf(file, { ...M, title: 'Financial Statements August 31, 2025 and 2024', author: PB.auditor });
  let page = 1;
  const foot = () => footer(doc, `See accompanying notes to financial statements.  \u2014  ${page}`);
  const next = (layout) => { foot(); doc.addPage({ ...M, layout: layout || 'portrait' }); page++; };
  doc.y = 230;
  heading(doc, 'PECAN BEND UNIVERSITY FOUNDATION', { size: 18, align: 'center' });
  heading(doc, 'Financial Statements and Independent Auditors\u2019 Report', { size: 12, font: 'R', align: 'center' });
  heading(doc, 'Years Ended August 31, 2025 and 2024', { size: 12, font: 'R', align: 'center' });
  next();
  heading(doc, 'INDEPENDENT AUDITORS\u2019 REPORT');
  para(doc, 'To the Board of Directors\nPecan Bend University Foundation\nLockhart Springs, Texas');
  para(doc, 'Opinion. We have audited the accompanying financial statements of Pecan Bend University Foundation (the Foundation), which comprise the statements of financial position as of August 31, 2025 and 2024, and the related statements of activities and cash flows for the year ended August 31, 2025, the statement of functional expenses for the year ended August 31, 2025, and the related notes to the financial statements. In our opinion, the financial statements present fairly, in all material respects, the financial position of the Foundation as of August 31, 2025 and 2024, and the changes in its net assets and its cash flows for the year then ended in accordance with accounting principles generally accepted in the United States of America.');
  para(doc, 'Report on summarized comparative information. We have previously audited the Foundation\u2019s 2024 financial statements, and we expressed an unmodified audit opinion on those audited financial statements in our report dated November 20, 2024.');
  para(doc, `${PB.auditor}\nCertified Public Accountants\nSan Antonio, Texas\n${usLong(PB.auditDate)}`);
  next();
  heading(doc, 'PECAN BEND UNIVERSITY FOUNDATION', { size: 11, align: 'center' });
  heading(doc, 'STATEMENTS OF FINANCIAL POSITION', { size: 11, align: 'center' });
  heading(doc, 'August 31, 2025 and 2024', { size: 10, font: 'R', align: 'center' });
  const R2 = [465, 545];
  colHeads(doc, ['2025', '2024'], R2, { w: 70 });
  rows(doc, [
    { label: 'ASSETS', bold: true },
    ...PB.assets.map((x, i) => ({ label: x.label, indent: 1, vals: [d(x.v[0], i === 0), d(x.v[1], i === 0)] })),
    { label: 'Total assets', bold: true, vals: [d(PB.totA[0], 1), d(PB.totA[1], 1)], rule: 'both' },
    { gap: 8 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Liabilities', bold: true },
    ...PB.liab.map((x, i) => ({ label: x.label, indent: 1, vals: [d(x.v[0], i === 0), d(x.v[1], i === 0)] })),
    { label: 'Total liabilities', bold: true, vals: [a(PB.totL[0]), a(PB.totL[1])], rule: 'above' },
    { gap: 5 },
    { label: 'Net assets', bold: true },
    { label: 'Without donor restrictions', indent: 1 },
    { label: 'Undesignated', indent: 2, vals: [a(PB.naEnd[0] - PB.boardDesig[0]), a(PB.naBeg[0] - PB.boardDesig[1])] },
    { label: 'Board-designated quasi-endowment', indent: 2, vals: [a(PB.boardDesig[0]), a(PB.boardDesig[1])] },
    { label: 'Total without donor restrictions', indent: 1, vals: [a(PB.naEnd[0]), a(PB.naBeg[0])], rule: 'above' },
    { label: 'With donor restrictions', indent: 1, vals: [a(PB.naEnd[1]), a(PB.naBeg[1])] },
    { label: 'Total net assets', bold: true, vals: [a(PB.naTot[0]), a(PB.naTot[1])], rule: 'above' },
    { gap: 4 },
    { label: 'Total liabilities and net assets', bold: true, vals: [d(PB.totA[0], 1), d(PB.totA[1], 1)], rule: 'both' },
  ], { right: R2, w: 80 });
  next();
  heading(doc, 'PECAN BEND UNIVERSITY FOUNDATION', { size: 11, align: 'center' });
  heading(doc, 'STATEMENT OF ACTIVITIES', { size: 11, align: 'center' });
  heading(doc, 'Year Ended August 31, 2025 (with summarized totals for the year ended August 31, 2024)', { size: 9.5, font: 'R', align: 'center' });
  const R4 = [330, 402, 474, 545];
  colHeads(doc, ['Without Donor\nRestrictions', 'With Donor\nRestrictions', '2025\nTotal', '2024\nTotal'], R4, { w: 70 });
  const ar = PB.act.map((x) => ({ label: x.label.replace(', net of direct benefits to donors', ', net'), indent: 1, vals: [a(x.v[0]), a(x.v[1]), a(x.v[0] + x.v[1]), a(x.p)] }));
  const exLabels = ['Scholarships and awards', 'Academic and faculty support', 'Management and general', 'Fundraising'];
  rows(doc, [
    { label: 'REVENUE, GAINS AND OTHER SUPPORT', bold: true },
    ...ar,
    { label: 'Net assets released from restrictions', indent: 1, vals: [a(PB.released), a(-PB.released), a(0), a(0)] },
    { label: 'Total revenue, gains and other support', bold: true, vals: [a(PB.revW), a(PB.revR), a(PB.revW + PB.revR), a(PB.revP)], rule: 'above' },
    { gap: 6 },
    { label: 'EXPENSES', bold: true },
    { label: 'Program services:', indent: 1, italic: true },
    ...[0, 1].map((j) => ({ label: exLabels[j], indent: 2, vals: [a(PB.fxCol[j]), a(0), a(PB.fxCol[j]), a(PB.exp24[j])] })),
    { label: 'Supporting services:', indent: 1, italic: true },
    ...[2, 3].map((j) => ({ label: exLabels[j], indent: 2, vals: [a(PB.fxCol[j]), a(0), a(PB.fxCol[j]), a(PB.exp24[j])] })),
    { label: 'Total expenses', bold: true, vals: [a(PB.fxTot), a(0), a(PB.fxTot), a(sum(PB.exp24))], rule: 'above' },
    { gap: 6 },
    { label: 'CHANGE IN NET ASSETS', bold: true, vals: [a(PB.chgW), a(PB.chgR), a(PB.chgW + PB.chgR), a(PB.chgP)] },
    { label: 'NET ASSETS, BEGINNING OF YEAR', vals: [a(PB.naBeg[0]), a(PB.naBeg[1]), a(PB.na24), a(PB.na23)] },
    { label: 'NET ASSETS, END OF YEAR', bold: true, vals: [d(PB.naEnd[0], 1), d(PB.naEnd[1], 1), d(PB.naTot[0], 1), d(PB.na24, 1)], rule: 'both' },
  ], { right: R4, w: 72, ruleW: 60, size: 8 });
  doc.y += 8;
  para(doc, `Special events revenue is shown net of direct benefits to donors of ${usd(211380)} (2024: ${usd(196540)}). Investment return is shown net of external investment management fees.`, { size: 8, font: 'I' });
  next('landscape');
  heading(doc, 'PECAN BEND UNIVERSITY FOUNDATION', { size: 11, align: 'center' });
  heading(doc, 'STATEMENT OF FUNCTIONAL EXPENSES', { size: 11, align: 'center' });
  heading(doc, 'Year Ended August 31, 2025', { size: 10, font: 'R', align: 'center' });
  const RF = [330, 400, 470, 540, 610, 680, 770];
  const ph = () => colHeads(doc, ['Scholarships\nand Awards', 'Academic and\nFaculty\nSupport', 'Total\nProgram\nServices', 'Management\nand General', 'Fundraising', 'Total\nSupporting\nServices', 'Total\nExpenses'], RF, { w: 68, size: 7.5 });
  ph();
  const fr = (label, v, extra = {}) => ({ label, vals: [v[0], v[1], v[0] + v[1], v[2], v[3], v[2] + v[3], sum(v)].map(a), ...extra });
  rows(doc, [
    ...PB.fx.map((r) => fr(r.label, r.v)),
    fr('Total expenses', PB.fxCol, { bold: true, rule: 'both' }),
  ], { right: RF, w: 68, ruleW: 56, size: 8 });
  next();
  heading(doc, 'PECAN BEND UNIVERSITY FOUNDATION', { size: 11, align: 'center' });
  heading(doc, 'STATEMENT OF CASH FLOWS', { size: 11, align: 'center' });
  heading(doc, 'Year Ended August 31, 2025', { size: 10, font: 'R', align: 'center' });
  const c = PB.cf;
  const R1 = [545];
  rows(doc, [
    { label: 'CASH FLOWS FROM OPERATING ACTIVITIES', bold: true },
    { label: c.op[0].label, indent: 1, vals: [d(c.op[0].v, 1)] },
    { label: 'Adjustments to reconcile change in net assets to net cash used in operating activities:', indent: 1, italic: true },
    ...c.op.slice(1).map((x) => ({ label: x.label, indent: 2, vals: [a(x.v)] })),
    { label: 'Net cash used in operating activities', bold: true, vals: [a(c.netOp)], rule: 'above' },
    { gap: 5 }, { label: 'CASH FLOWS FROM INVESTING ACTIVITIES', bold: true },
    ...c.inv.map((x) => ({ label: x.label, indent: 1, vals: [a(x.v)] })),
    { label: 'Net cash provided by investing activities', bold: true, vals: [a(c.netInv)], rule: 'above' },
    { gap: 5 }, { label: 'CASH FLOWS FROM FINANCING ACTIVITIES', bold: true },
    ...c.fin.map((x) => ({ label: x.label, indent: 1, vals: [a(x.v)] })),
    { label: 'Net cash provided by financing activities', bold: true, vals: [a(c.netFin)], rule: 'above' },
    { gap: 5 },
    { label: 'NET CHANGE IN CASH AND CASH EQUIVALENTS', bold: true, vals: [a(c.chg)] },
    { label: 'Cash and cash equivalents, beginning of year', vals: [a(PB.assets[0].v[1])] },
    { label: 'CASH AND CASH EQUIVALENTS, END OF YEAR', bold: true, vals: [d(PB.assets[0].v[0], 1)], rule: 'both' },
  ], { right: R1, w: 90 });
  next();
  heading(doc, 'NOTES TO FINANCIAL STATEMENTS', { size: 11, align: 'center' });
  para(doc, 'Note 1 \u2014 Organization', { font: 'B' });
  para(doc, 'Pecan Bend University Foundation is a Texas nonprofit corporation organized to raise, manage and distribute private support for Pecan Bend State University. The Foundation is exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code and is classified as a public charity under Section 509(a)(3).');
  para(doc, 'Note 3 \u2014 Contributions Receivable', { font: 'B' });
  para(doc, 'Unconditional promises to give at August 31, 2025 are expected to be collected as follows:');
  const C = PB.crNote;
  rows(doc, [
    { label: 'Less than one year', indent: 1, vals: [d(C.lt1, 1)] },
    { label: 'One to five years', indent: 1, vals: [a(C.y1to5)] },
    { label: 'More than five years', indent: 1, vals: [a(C.gt5)] },
    { label: 'Gross contributions receivable', bold: true, vals: [a(C.gross)], rule: 'above' },
    { label: 'Less discount to present value (rates of 3.9% to 4.6%)', indent: 1, vals: [a(C.discount)] },
    { label: 'Less allowance for uncollectible promises', indent: 1, vals: [a(C.allowance)] },
    { label: 'Contributions receivable, net', bold: true, vals: [d(C.gross + C.discount + C.allowance, 1)], rule: 'both' },
  ], { right: [545], w: 90 });
  doc.y += 6;
  para(doc, 'Note 4 \u2014 Investments and Fair Value Measurements', { font: 'B' });
  para(doc, 'Investments measured at fair value on a recurring basis at August 31, 2025:');
  const RV = [330, 402, 474, 545];
  colHeads(doc, ['Level 1', 'Level 2', 'Measured at\nNAV', 'Total'], RV, { w: 70 });
  rows(doc, [
    ...PB.fv.map((r) => ({ label: r.label, indent: 1, vals: [...r.v, r.t].map(a) })),
    { label: 'Total investments', bold: true, vals: [...PB.fvCol, PB.assets[4].v[0]].map(a), rule: 'both' },
  ], { right: RV, w: 72, ruleW: 60 });
  para(doc, 'There were no Level 3 investments at August 31, 2025 or 2024. Investments measured at net asset value (NAV) as a practical expedient are not classified in the fair value hierarchy.', { size: 8.5, font: 'I' });
  doc.y += 4;
  para(doc, 'Note 6 \u2014 Endowment', { font: 'B' });
  para(doc, 'The Foundation\u2019s endowment consists of approximately 640 individual funds established for scholarships, professorships and academic programs, including funds designated by the Board to function as endowments. The Board has interpreted the Texas Uniform Prudent Management of Institutional Funds Act (UPMIFA) as requiring the preservation of the fair value of the original gift. The spending policy distributes 4.5% of the average market value of the previous twelve quarters.');
  para(doc, 'Endowment net asset composition by type of fund as of August 31, 2025:', { font: 'I' });
  const R3 = [402, 474, 545];
  const E25 = PB.endow[1], E24 = PB.endow[0];
  const eh = () => colHeads(doc, ['Without Donor\nRestrictions', 'With Donor\nRestrictions', 'Total'], R3, { w: 70 });
  eh();
  const accum = E25.dr.end - PB.perm - PB.term;
  rows(doc, [
    { label: 'Board-designated quasi-endowment', indent: 1, vals: [a(E25.bd.end), a(0), a(E25.bd.end)] },
    { label: 'Donor-restricted endowment funds:', indent: 1, italic: true },
    { label: 'Original gifts maintained in perpetuity', indent: 2, vals: [a(0), a(PB.perm), a(PB.perm)] },
    { label: 'Term endowments', indent: 2, vals: [a(0), a(PB.term), a(PB.term)] },
    { label: 'Accumulated investment gains', indent: 2, vals: [a(0), a(accum), a(accum)] },
    { label: 'Total endowment funds', bold: true, vals: [a(E25.bd.end), a(E25.dr.end), a(E25.tot.end)], rule: 'both' },
  ], { right: R3, w: 72, ruleW: 60 });
  next();
  para(doc, 'Note 6 \u2014 Endowment (continued)', { font: 'B' });
  const chTable = (E, y0, y1) => {
    para(doc, `Changes in endowment net assets for the year ended August 31, ${y1}:`, { font: 'I' });
    eh();
    rows(doc, [
      { label: `Endowment net assets, September 1, ${y0}`, bold: true, vals: [a(E.bd.begin), a(E.dr.begin), a(E.tot.begin)] },
      { label: 'Investment return, net', indent: 1, vals: [a(E.bd.earn), a(E.dr.earn), a(E.tot.earn)] },
      { label: 'Contributions', indent: 1, vals: [a(E.bd.contrib), a(E.dr.contrib), a(E.bd.contrib + E.dr.contrib)] },
      { label: 'Transfer of undesignated funds by the Board', indent: 1, vals: [a(E.bd.transfer), a(0), a(E.bd.transfer)] },
      { label: 'Appropriation of endowment assets for expenditure', indent: 1, vals: [a(E.bd.approp), a(E.dr.approp), a(E.tot.approp)] },
      { label: `Endowment net assets, August 31, ${y1}`, bold: true, vals: [a(E.bd.end), a(E.dr.end), a(E.tot.end)], rule: 'both' },
    ], { right: R3, w: 72, ruleW: 60 });
    doc.y += 8;
  };
  chTable(E25, 2024, 2025);
  chTable(E24, 2023, 2024);
  para(doc, 'Note 9 \u2014 Subsequent Events', { font: 'B' });
  para(doc, `The Foundation has evaluated subsequent events through ${usLong(PB.auditDate)}, the date the financial statements were available to be issued.`);
  foot();
  await end();
}

async function form990(file) {
  const { doc, end } = newPdf(file, { ...M, title: 'Form 990 2024', author: PB.name });
  let page = 1;
  const foot = (t) => footer(doc, t || `Form 990 (2024)  Page ${page}`);
  const next = () => { doc.addPage(M); page++; };
  heading(doc, 'Form 990   Return of Organization Exempt From Income Tax   2024', { size: 12 });
  para(doc, 'Under section 501(c), 527, or 4947(a)(1) of the Internal Revenue Code (except private foundations). Open to Public Inspection.', { size: 8 });
  para(doc, 'A  For the 2024 calendar year, or tax year beginning 09/01/2024, and ending 08/31/2025', { size: 9, font: 'B' });
  para(doc, `C  Name of organization: ${PB.name.toUpperCase()}          D  Employer identification number: ${PB.ein}`, { size: 8.5 });
  para(doc, `Number and street: 601 UNIVERSITY DRIVE, SUITE 210     City: ${PB.city}`, { size: 8.5 });
  para(doc, 'I  Tax-exempt status: 501(c)(3)     K  Form of organization: Corporation     L  Year of formation: 1968     M  State of legal domicile: TX', { size: 8.5 });
  heading(doc, 'Part I   Summary', { size: 10 });
  const RP = [470, 545];
  const F = PB.f990;
  const n = (v) => fmt(v, 0);
  rows(doc, [
    { label: '1  Mission: To secure and steward private support for the students and faculty of Pecan Bend State University.', size: 8 },
    { label: '3  Number of voting members of the governing body (Part VI, line 1a) . . . . . . . 3', vals: ['', '27'] },
    { label: '4  Number of independent voting members of the governing body (Part VI, line 1b) . . 4', vals: ['', '25'] },
    { label: '5  Total number of individuals employed in calendar year 2024 (Part V, line 2a) . . 5', vals: ['', String(F.employees)] },
    { label: '6  Total number of volunteers (estimate if necessary) . . . . . . . . . . . . . . . 6', vals: ['', String(F.volunteers)] },
    { label: '7a Total unrelated business revenue from Part VIII, column (C), line 12 . . . . . 7a', vals: ['', '0'] },
  ], { right: RP, w: 60, size: 8, lineH: 12 });
  doc.y += 4;
  colHeads(doc, ['Prior Year', 'Current Year'], RP, { w: 70, size: 8 });
  const L = (no, text, key) => ({ label: `${no}  ${text}`, vals: [n(F[key][0]), n(F[key][1])] });
  rows(doc, [
    { label: 'Revenue', bold: true },
    L('8', 'Contributions and grants (Part VIII, line 1h)', 'l8'),
    L('9', 'Program service revenue (Part VIII, line 2g)', 'l9'),
    L('10', 'Investment income (Part VIII, column (A), lines 3, 4, and 7d)', 'l10'),
    L('11', 'Other revenue (Part VIII, column (A), lines 5, 6d, 8c, 9c, 10c, and 11e)', 'l11'),
    L('12', 'Total revenue\u2014add lines 8 through 11 (must equal Part VIII, column (A), line 12)', 'l12'),
    { label: 'Expenses', bold: true },
    L('13', 'Grants and similar amounts paid (Part IX, column (A), lines 1\u20133)', 'l13'),
    L('14', 'Benefits paid to or for members (Part IX, column (A), line 4)', 'l14'),
    L('15', 'Salaries, other compensation, employee benefits (Part IX, column (A), lines 5\u201310)', 'l15'),
    L('16a', 'Professional fundraising fees (Part IX, column (A), line 11e)', 'l16a'),
    { label: `16b  Total fundraising expenses (Part IX, column (D), line 25) \u25b6 ${n(F.l16b[1])}` },
    L('17', 'Other expenses (Part IX, column (A), lines 11a\u201311d, 11f\u201324e)', 'l17'),
    L('18', 'Total expenses. Add lines 13\u201317 (must equal Part IX, column (A), line 25)', 'l18'),
    L('19', 'Revenue less expenses. Subtract line 18 from line 12', 'l19'),
  ], { right: RP, w: 70, size: 7.8, lineH: 12.5 });
  doc.y += 4;
  colHeads(doc, ['Beginning of\nCurrent Year', 'End of Year'], RP, { w: 70, size: 8 });
  rows(doc, [
    { label: 'Net Assets or Fund Balances', bold: true },
    L('20', 'Total assets (Part X, line 16)', 'l20'),
    L('21', 'Total liabilities (Part X, line 26)', 'l21'),
    L('22', 'Net assets or fund balances. Subtract line 21 from line 20', 'l22'),
  ], { right: RP, w: 70, size: 7.8, lineH: 12.5 });
  doc.y += 6;
  para(doc, `Part II  Signature Block. Under penalties of perjury, I declare that I have examined this return. Signature of officer: Priya Raman, CFO & Treasurer.  Date: ${usNum(PB.f990.signed)}.  Paid preparer: ${PB.auditor}.`, { size: 8 });
  foot('Form 990 (2024)  Page 1');
  next();
  heading(doc, 'Part VII  Compensation of Officers, Directors, Trustees, Key Employees, Highest Compensated Employees, and Independent Contractors', { size: 9.5 });
  para(doc, 'Section A. Officers, Directors, Trustees, Key Employees, and Highest Compensated Employees', { size: 8.5, font: 'B' });
  const R7 = [300, 400, 475, 545];
  colHeads(doc, ['(B)\nAverage\nhours per\nweek', '(D)\nReportable\ncompensation\nfrom the\norganization', '(E)\nReportable\ncompensation\nfrom related\norganizations', '(F)\nEstimated\namount of\nother\ncompensation'], R7, { w: 75, size: 7, labelHead: '(A) Name and title' });
  for (const o of PB.officers) {
    rows(doc, [{ label: `(${PB.officers.indexOf(o) + 1}) ${o.n.toUpperCase()}`, vals: [o.h, n(o.org), n(o.rel), n(o.oth)] }, { label: `     ${o.t.toUpperCase()}`, size: 7.5 }], { right: R7, w: 75, size: 8, lineH: 11 });
    doc.y += 3;
  }
  const t = (k) => sum(PB.officers.map((o) => o[k]));
  rows(doc, [{ label: '1d  Total (add lines 1b and 1c)', bold: true, vals: ['', n(t('org')), n(t('rel')), n(t('oth'))], rule: 'above' }], { right: R7, w: 75, size: 8 });
  doc.y += 6;
  para(doc, '2  Total number of individuals (including but not limited to those listed above) who received more than $100,000 of reportable compensation from the organization: 4', { size: 8 });
  foot('Form 990 (2024)  Page 7');
  next();
  heading(doc, 'SCHEDULE D (Form 990) 2024   Supplemental Financial Statements', { size: 10 });
  para(doc, `Name of the organization: ${PB.name.toUpperCase()}     EIN ${PB.ein}`, { size: 8.5 });
  heading(doc, 'Part V  Endowment Funds', { size: 10 });
  const RD = [265, 335, 405, 475, 545];
  colHeads(doc, ['(a) Current year', '(b) Prior year', '(c) Two years back', '(d) Three years back', '(e) Four years back'].map((h) => h.replace(') ', ')\n')), RD, { w: 68, size: 7.5 });
  const E = PB.end;
  const yrs = (arr) => [4, 3, 2, 1, 0].map((i) => (arr[i] < 0 ? `-${fmt(-arr[i], 0)}` : fmt(arr[i], 0)));
  rows(doc, [
    { label: '1a  Beginning of year balance', vals: yrs(E.begin) },
    { label: ' b  Contributions', vals: yrs(E.contrib) },
    { label: ' c  Net investment earnings, gains, and losses', vals: yrs(E.earn) },
    { label: ' d  Grants or scholarships', vals: yrs(E.grants) },
    { label: ' e  Other expenditures for facilities and programs', vals: yrs(E.other) },
    { label: ' f  Administrative expenses', vals: yrs(E.admin) },
    { label: ' g  End of year balance', vals: yrs(E.endv), bold: true },
  ], { right: RD, w: 68, size: 7.5, lineH: 13 });
  doc.y += 6;
  para(doc, '2  Provide the estimated percentage of the current year end balance (line 1g, column (a)) held as:', { size: 8 });
  rows(doc, [
    { label: '  a  Board designated or quasi-endowment \u25b6', vals: [`${PB.endPct.bd.toFixed(2)}%`] },
    { label: '  b  Permanent endowment \u25b6', vals: [`${PB.endPct.perm.toFixed(2)}%`] },
    { label: '  c  Term endowment \u25b6', vals: [`${PB.endPct.term.toFixed(2)}%`] },
  ], { right: [330], w: 60, size: 8 });
  para(doc, 'The percentages on lines 2a, 2b, and 2c should equal 100%.', { size: 7.5, font: 'I' });
  para(doc, '3a  Are there endowment funds not in the possession of the organization that are held and administered for the organization by: (i) Unrelated organizations? No  (ii) Related organizations? No', { size: 8 });
  para(doc, '4  Describe in Part XIII the intended uses of the organization\u2019s endowment funds.', { size: 8 });
  foot('Schedule D (Form 990) 2024  Page 2');
  next();
  heading(doc, 'SCHEDULE I (Form 990)   Grants and Other Assistance to Organizations, Governments, and Individuals in the United States', { size: 9.5 });
  heading(doc, 'Part III  Grants and Other Assistance to Domestic Individuals', { size: 9.5 });
  const RI = [330, 420, 480, 545];
  colHeads(doc, ['(b) Number of\nrecipients', '(c) Amount of\ncash grant', '(d) Amount of\nnoncash\nassistance', '(e) Method of\nvaluation'], RI, { w: 80, size: 7.5, labelHead: '(a) Type of grant or assistance' });
  rows(doc, PB.schedI.map((g, i) => ({ label: `${i + 1}  ${g.t.toUpperCase()}`, vals: [fmt(g.n, 0), n(g.a), '', ''] })), { right: RI, w: 80, size: 8 });
  doc.y += 6;
  para(doc, 'Part IV  Supplemental Information. Recipients are selected by college scholarship committees under criteria set by donors; awards are paid directly to the student\u2019s university account.', { size: 8 });
  foot('Schedule I (Form 990) 2024  Page 2');
  await end();
}

async function investReport(file) {
  const { doc, end } = newPdf(file, { ...M, title: 'Quarterly Investment Review', author: PB.consultant });
  let page = 1;
  const foot = () => footer(doc, `${PB.consultant}  |  For institutional client use only  |  ${page}`);
  doc.y = 220;
  heading(doc, PB.name, { size: 18, align: 'center' });
  heading(doc, 'Long-Term Investment Pool', { size: 14, font: 'R', align: 'center' });
  heading(doc, 'Quarterly Investment Review \u2014 Period Ending August 31, 2025', { size: 12, font: 'R', align: 'center' });
  doc.y += 30;
  heading(doc, PB.consultant, { size: 11, font: 'I', align: 'center' });
  foot(); doc.addPage(M); page++;
  heading(doc, 'Asset Allocation vs. Policy \u2014 August 31, 2025', { size: 12 });
  const RA = [330, 400, 470, 545];
  colHeads(doc, ['Market Value\n($)', '% of Pool', 'Policy\nTarget', 'Policy\nRange'], RA, { w: 70 });
  rows(doc, [
    ...PB.alloc.map((x) => ({ label: x.c, vals: [fmt(x.mv, 0), `${x.pct.toFixed(1)}%`, `${x.tgt.toFixed(1)}%`, `${x.lo}\u2013${x.hi}%`] })),
    { label: 'Total Long-Term Investment Pool', bold: true, vals: [fmt(PB.ltip, 0), '100.0%', '100.0%', ''], rule: 'above' },
  ], { right: RA, w: 80 });
  doc.y += 10;
  para(doc, 'All asset classes were within their policy ranges at quarter end. Private equity remains below target while the 2024 and 2025 vintage commitments are called; the unfunded commitment at August 31, 2025 was $7,850,000.', { size: 9 });
  foot(); doc.addPage({ ...M, layout: 'landscape' }); page++;
  heading(doc, 'Change in Market Value \u2014 Fiscal Year 2025 (September 1, 2024 \u2013 August 31, 2025)', { size: 12 });
  const RQ = [360, 450, 540, 630, 720, 792];
  colHeads(doc, [...PB.qtrs.map((q) => q.replace(' (', '\n(')), 'Fiscal Year\nto Date'], RQ.slice(0, 5), { w: 85, size: 8 });
  const R = PB.recon;
  const q = (arr, ytd) => [...arr.map(a), a(ytd)];
  rows(doc, [
    { label: 'Beginning Market Value', bold: true, vals: q(R.begin, R.ytd.begin) },
    { label: 'Contributions', vals: q(R.contrib, R.ytd.contrib) },
    { label: 'Distributions (spending policy)', vals: q(R.dist, R.ytd.dist) },
    { label: 'Management Fees', vals: q(R.fees, R.ytd.fees) },
    { label: 'Investment Gain/(Loss)', vals: q(R.gain, R.ytd.gain) },
    { label: 'Ending Market Value', bold: true, vals: q(R.end, R.ytd.end), rule: 'both' },
  ], { right: RQ.slice(0, 5), w: 85, ruleW: 70 });
  foot(); doc.addPage(M); page++;
  heading(doc, 'Performance Summary (net of fees, %) \u2014 periods ending August 31, 2025', { size: 12 });
  para(doc, 'Returns for periods longer than one year are annualized. Fiscal year begins September 1.', { size: 8.5, font: 'I' });
  const RR = [300, 350, 400, 450, 500, 550];
  colHeads(doc, ['Quarter', 'FYTD', '1 Year', '3 Years', '5 Years', '10 Years'], RR, { w: 48, size: 8 });
  rows(doc, PB.perf.map((p, i) => ({ label: p.c, bold: i < 2, vals: p.v.map((v) => v.toFixed(2)) })), { right: RR, w: 48 });
  doc.y += 10;
  para(doc, 'Commentary. The Pool returned 4.12% for the quarter, ahead of the Policy Benchmark, led by domestic equity. For the fiscal year the Pool trailed the benchmark as private equity valuations lagged public markets.', { size: 9 });
  foot();
  await end();
}

async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Priya Raman';
  const NUM = '#,##0_);(#,##0);"-"_)';
  const ws = wb.addWorksheet('Operating Budget');
  ws.getCell('A1').value = 'Pecan Bend University Foundation'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'FY2026 Operating Budget (September 1, 2025 \u2013 August 31, 2026)';
  ws.getCell('A3').value = `Approved by the Board of Directors ${usNum(PB.budgetApproved)}`; ws.getCell('A3').font = { italic: true };
  ws.getCell('A4').value = 'FY2025 Actual is unaudited, through August 31, 2025 (updated 9/15/2025)'; ws.getCell('A4').font = { italic: true, size: 9 };
  const heads = ['', ...PB.obCols, 'FY26 Budget vs\nFY25 Budget $', 'FY26 Budget vs\nFY25 Budget %'];
  heads.forEach((h, i) => { const c = ws.getCell(6, i + 1); c.value = h; c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; c.border = { bottom: { style: 'thin' } }; });
  ws.getRow(6).height = 30; ws.getColumn(1).width = 34; for (let i = 2; i <= 7; i++) ws.getColumn(i).width = 15;
  let r = 7;
  const line = (label, v, { bold, f } = {}) => {
    ws.getCell(r, 1).value = label;
    v.forEach((x, j) => { const c = ws.getCell(r, j + 2); c.value = f ? { formula: f[j], result: x } : x; c.numFmt = NUM; });
    const ch = v[3] - v[1];
    ws.getCell(r, 6).value = { formula: `E${r}-C${r}`, result: ch }; ws.getCell(r, 6).numFmt = NUM;
    ws.getCell(r, 7).value = { formula: `IF(C${r}=0,0,F${r}/C${r})`, result: v[1] ? ch / v[1] : 0 }; ws.getCell(r, 7).numFmt = '0.0%';
    if (bold) ws.getRow(r).font = { bold: true };
    r++;
  };
  ws.getCell(r, 1).value = 'OPERATING REVENUE'; ws.getCell(r, 1).font = { bold: true }; r++;
  const r0 = r; PB.ob.filter((l) => l.g === 'r').forEach((l) => line(l.label, l.v));
  const tr = r; line('Total operating revenue', PB.obTot.r, { bold: true, f: ['B', 'C', 'D', 'E'].map((c) => `SUM(${c}${r0}:${c}${r - 1})`) });
  r++;
  ws.getCell(r, 1).value = 'OPERATING EXPENSES'; ws.getCell(r, 1).font = { bold: true }; r++;
  const e0 = r; PB.ob.filter((l) => l.g === 'e').forEach((l) => line(l.label, l.v));
  const te = r; line('Total operating expenses', PB.obTot.e, { bold: true, f: ['B', 'C', 'D', 'E'].map((c) => `SUM(${c}${e0}:${c}${r - 1})`) });
  r++;
  line('Net operating surplus/(deficit)', PB.obTot.n, { bold: true, f: ['B', 'C', 'D', 'E'].map((c) => `${c}${tr}-${c}${te}`) });
  // spending policy
  const sp = wb.addWorksheet('Spending Policy');
  sp.getCell('A1').value = 'FY2026 Endowment Distribution \u2014 Spending Policy Calculation'; sp.getCell('A1').font = { bold: true, size: 12 };
  sp.getCell('A2').value = 'Twelve-quarter trailing average market value of the Long-Term Investment Pool'; sp.getCell('A2').font = { italic: true };
  ['Quarter Ending', 'Market Value'].forEach((h, i) => { const c = sp.getCell(4, i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  sp.getColumn(1).width = 34; sp.getColumn(2).width = 18;
  PB.spendQ.forEach(([dt, v], i) => { sp.getCell(5 + i, 1).value = xDate(dt); sp.getCell(5 + i, 1).numFmt = 'm/d/yyyy'; sp.getCell(5 + i, 1).alignment = { horizontal: 'left' }; sp.getCell(5 + i, 2).value = v; sp.getCell(5 + i, 2).numFmt = '#,##0'; });
  const last = 4 + PB.spendQ.length;
  sp.getCell(last + 2, 1).value = '12-quarter average market value'; sp.getCell(last + 2, 2).value = { formula: `AVERAGE(B5:B${last})`, result: PB.spendAvg }; sp.getCell(last + 2, 2).numFmt = '#,##0.00';
  sp.getCell(last + 3, 1).value = 'Spending rate'; sp.getCell(last + 3, 2).value = PB.spendRate / 100; sp.getCell(last + 3, 2).numFmt = '0.00%';
  sp.getCell(last + 4, 1).value = 'FY2026 endowment distribution'; sp.getCell(last + 4, 2).value = { formula: `ROUND(B${last + 2}*B${last + 3},0)`, result: PB.spendAmt }; sp.getCell(last + 4, 2).numFmt = '#,##0';
  sp.getRow(last + 4).font = { bold: true };
  // scholarships by college
  const sb = wb.addWorksheet('Scholarship Budget');
  sb.getCell('A1').value = 'Endowed and Annual Scholarship Budget by College'; sb.getCell('A1').font = { bold: true, size: 12 };
  ['College / Unit', 'FY2025 Budget', 'FY2026 Budget', 'Change $'].forEach((h, i) => { const c = sb.getCell(3, i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  sb.getColumn(1).width = 34; [2, 3, 4].forEach((i) => { sb.getColumn(i).width = 16; });
  PB.sb.forEach((x, i) => { const rr = 4 + i; sb.getCell(rr, 1).value = x.c; sb.getCell(rr, 2).value = x.v[0]; sb.getCell(rr, 3).value = x.v[1]; sb.getCell(rr, 4).value = { formula: `C${rr}-B${rr}`, result: x.v[1] - x.v[0] }; [2, 3, 4].forEach((c) => { sb.getCell(rr, c).numFmt = NUM; }); });
  const t = 4 + PB.sb.length;
  sb.getCell(t, 1).value = 'Total scholarships'; sb.getRow(t).font = { bold: true };
  ['B', 'C', 'D'].forEach((c, i) => { const v = i < 2 ? PB.sbTot[i] : PB.sbTot[1] - PB.sbTot[0]; sb.getCell(`${c}${t}`).value = { formula: `SUM(${c}4:${c}${t - 1})`, result: v }; sb.getCell(`${c}${t}`).numFmt = NUM; });
  await wb.xlsx.writeFile(file);
}

function awards(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const md = (iso) => { const [y, m, dd] = iso.split('-').map(Number); return `${m}/${dd}/${y}`; };
  const lines = ['Award ID,Student ID,Fund Number,Scholarship Name,College,Award Term,Award Amount,Disbursement Date,Disbursement Status'];
  for (const w of PB.awards) lines.push([w.id, w.sid, w.fundNo, q(w.fund), 'College of Engineering', w.term, w.amt.toFixed(2), md(w.date), w.st].join(','));
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

async function photo(file) {
  const S = PB.slip;
  const L = [
    { t: S.shop, size: 26, bold: true, center: true },
    { t: S.addr, size: 22, center: true },
    { t: S.city, size: 22, center: true },
    { t: '(512) 398-4410', size: 22, center: true },
    { gap: 6 },
    { cols: [`${usNum(S.date)}  ${S.time}`, `TRANS ${S.trans}`], size: 22 },
    { cols: ['CASHIER: DEVON', 'REG 02'], size: 22 },
    { rule: true },
  ];
  for (const i of S.items) {
    L.push({ cols: [i.d, i.amt.toFixed(2)], size: 22 });
    L.push({ cols: [`  ${i.q} @ ${i.p.toFixed(2)} EA`, ''], size: 20 });
  }
  L.push({ rule: true });
  L.push({ cols: ['SUBTOTAL', S.sub.toFixed(2)], size: 22 });
  L.push({ cols: [`SALES TAX ${S.taxRate.toFixed(2)}%`, S.tax.toFixed(2)], size: 22 });
  L.push({ cols: ['TOTAL', `$${S.total.toFixed(2)}`], size: 26, bold: true });
  L.push({ gap: 8 });
  L.push({ cols: [`${S.card} ************${S.last4}`, S.total.toFixed(2)], size: 22 });
  L.push({ cols: ['CHIP READ  APPROVED 061552', ''], size: 20 });
  L.push({ gap: 8 });
  L.push({ t: 'PO/REF: PBUF SCHOLARSHIP LUNCHEON', size: 20, center: true });
  L.push({ t: 'RETURNS WITHIN 14 DAYS WITH RECEIPT', size: 20, center: true });
  await photoDocument(file, L, { width: 600, height: 1040, angle: 1.8, seed: 23, format: 'jpeg', mono: true, margin: 34 });
}

export async function renderPecanBend(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await statements(path.join(dir, PB_FILES.fs));
  await form990(path.join(dir, PB_FILES.f990));
  await investReport(path.join(dir, PB_FILES.inv));
  await budget(path.join(dir, PB_FILES.bud));
  awards(path.join(dir, PB_FILES.aw));
  await photo(path.join(dir, PB_FILES.photo));
}
