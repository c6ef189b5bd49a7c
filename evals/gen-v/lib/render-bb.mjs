// Renders Bellbird Gully Wildlife Park's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { BB } from '../data.mjs';
import { newPdf, heading, para, colHeads, rows, footer } from './pdfx.mjs';
import { acc, fmt, ukLong, ukNum, xDate, MONTHS } from './office.mjs';
import { photoDocument } from './photo.mjs';

export const BB_FILES = {
  fr: 'Bellbird Gully Wildlife Park Ltd - Financial Report 30 June 2025.pdf',
  ais: 'ACNC Annual Information Statement 2025 - Bellbird Gully.pdf',
  ar: 'Annual Report 2024-25.pdf',
  bud: 'FY26 Budget Pack - Q1 Review (Board 21 Oct 2025).xlsx',
  tix: 'SalesSummary_ByMonth_01072024-30062025.csv',
  photo: 'IMG_4471.jpg',
};
const M = { margins: { top: 50, bottom: 30, left: 50, right: 50 } };
const a = (v) => acc(v, 0);
const money = (v) => (v < 0 ? `($${fmt(-v, 0)})` : `$${fmt(v, 0)}`);

async function financialReport(file) {
  const { doc, end } = newPdf(file, { ...M, title: 'Financial Report 30 June 2025', author: BB.auditor });
  let page = 1;
  const foot = () => footer(doc, `${BB.name}  ·  ABN ${BB.abn}  ·  Page ${page}`);
  const next = (layout) => { foot(); doc.addPage({ ...M, layout: layout || 'portrait' }); page++; };
  // cover
  doc.y = 220;
  heading(doc, BB.name.toUpperCase(), { size: 20, align: 'center' });
  heading(doc, `ABN ${BB.abn}`, { size: 11, font: 'R', align: 'center' });
  doc.y += 20;
  heading(doc, 'Financial Report', { size: 16, font: 'R', align: 'center' });
  heading(doc, 'for the year ended 30 June 2025', { size: 12, font: 'R', align: 'center' });
  doc.y += 60;
  para(doc, 'Contents', { font: 'B', x: 180 });
  for (const t of ['Directors\u2019 report', 'Statement of profit or loss and other comprehensive income', 'Statement of financial position', 'Statement of changes in equity', 'Statement of cash flows', 'Notes to the financial statements', 'Directors\u2019 declaration', 'Independent auditor\u2019s report']) para(doc, t, { x: 180, gap: 0 });
  next();
  // directors' report (short)
  heading(doc, 'DIRECTORS\u2019 REPORT');
  para(doc, `The directors present their report on ${BB.name} (the Company) for the financial year ended 30 June 2025. The Company is a public company limited by guarantee, registered with the Australian Charities and Not-for-profits Commission, and operates a wildlife park and conservation breeding centre near Harcourt North, Victoria.`);
  para(doc, `Operating results: the surplus of the Company for the year amounted to ${money(BB.surplus[0])} (2024: ${money(BB.surplus[1])}). Admissions revenue grew with a record ${fmt(BB.five.visitors[4], 0)} visits, while donations and bequests were lower than the prior year, which included a large bequest.`);
  para(doc, 'Members\u2019 guarantee: the constitution states that if the Company is wound up each member is required to contribute a maximum of $20 towards meeting any outstanding obligations.');
  doc.y += 10;
  heading(doc, 'STATEMENT OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME');
  para(doc, 'for the year ended 30 June 2025', { font: 'I' });
  const R3 = [400, 470, 545];
  colHeads(doc, ['Note', '2025\n$', '2024\n$'], R3, { w: 60 });
  const pl = [
    { label: 'Revenue from contracts with customers', bold: true },
    ...BB.rev.map((x) => ({ label: x.label, indent: 1, vals: ['3', a(x.v[0]), a(x.v[1])] })),
    { label: 'Other income', bold: true },
    ...BB.oth.map((x) => ({ label: x.label, indent: 1, vals: [x.k === 'gr' ? '4' : '', a(x.v[0]), a(x.v[1])] })),
    { label: 'Total revenue and other income', bold: true, vals: ['', a(BB.totRev[0]), a(BB.totRev[1])], rule: 'above' },
    { gap: 6 },
    { label: 'Expenses', bold: true },
    ...BB.exp.map((x) => ({ label: x.label, indent: 1, vals: [x.k === 'emp' ? '5' : x.k === 'dep' ? '9' : '', a(-x.v[0]), a(-x.v[1])] })),
    { label: 'Total expenses', bold: true, vals: ['', a(-BB.totExp[0]), a(-BB.totExp[1])], rule: 'above' },
    { gap: 6 },
    { label: 'Surplus for the year', bold: true, vals: ['', a(BB.surplus[0]), a(BB.surplus[1])], rule: 'above' },
    { label: 'Other comprehensive income', bold: true },
    { label: 'Items that will not be reclassified subsequently to profit or loss:', indent: 1, italic: true },
    { label: 'Gain on revaluation of land', indent: 2, vals: ['9', a(BB.oci[0]), a(BB.oci[1])] },
    { label: 'Total comprehensive income for the year', bold: true, vals: ['', a(BB.tci[0]), a(BB.tci[1])], rule: 'both' },
  ];
  rows(doc, pl, { right: R3, w: 60 });
  next();
  // financial position
  heading(doc, 'STATEMENT OF FINANCIAL POSITION');
  para(doc, 'as at 30 June 2025', { font: 'I' });
  colHeads(doc, ['Note', '2025\n$', '2024\n$'], R3, { w: 60 });
  const line = (x, note = '') => ({ label: x.label, indent: 1, vals: [note, a(x.v[0]), a(x.v[1])] });
  rows(doc, [
    { label: 'ASSETS', bold: true },
    { label: 'Current assets', bold: true },
    ...BB.ca.map((x) => line(x, x.k === 'cash' ? '8' : '')),
    { label: 'Total current assets', bold: true, vals: ['', a(BB.totCA[0]), a(BB.totCA[1])], rule: 'above' },
    { gap: 5 },
    { label: 'Non-current assets', bold: true },
    ...BB.nca.map((x) => line(x, x.k === 'ppe' ? '9' : '')),
    { label: 'Total non-current assets', bold: true, vals: ['', a(BB.totNCA[0]), a(BB.totNCA[1])], rule: 'above' },
    { label: 'TOTAL ASSETS', bold: true, vals: ['', a(BB.totA[0]), a(BB.totA[1])], rule: 'above' },
    { gap: 8 },
    { label: 'LIABILITIES', bold: true },
    { label: 'Current liabilities', bold: true },
    ...BB.cl.map((x) => line(x, x.k === 'bor' ? '10' : '')),
    { label: 'Total current liabilities', bold: true, vals: ['', a(BB.totCL[0]), a(BB.totCL[1])], rule: 'above' },
    { gap: 5 },
    { label: 'Non-current liabilities', bold: true },
    ...BB.ncl.map((x) => line(x, x.k === 'bor2' ? '10' : '')),
    { label: 'Total non-current liabilities', bold: true, vals: ['', a(BB.totNCL[0]), a(BB.totNCL[1])], rule: 'above' },
    { label: 'TOTAL LIABILITIES', bold: true, vals: ['', a(BB.totL[0]), a(BB.totL[1])], rule: 'above' },
    { gap: 6 },
    { label: 'NET ASSETS', bold: true, vals: ['', a(BB.na[0]), a(BB.na[1])], rule: 'both' },
    { gap: 8 },
    { label: 'EQUITY', bold: true },
    { label: 'Retained surplus', indent: 1, vals: ['', a(BB.retained[0]), a(BB.retained[1])] },
    { label: 'Asset revaluation reserve', indent: 1, vals: ['', a(BB.reserve[0]), a(BB.reserve[1])] },
    { label: 'TOTAL EQUITY', bold: true, vals: ['', a(BB.na[0]), a(BB.na[1])], rule: 'both' },
  ], { right: R3, w: 60 });
  next();
  // changes in equity
  heading(doc, 'STATEMENT OF CHANGES IN EQUITY');
  para(doc, 'for the year ended 30 June 2025', { font: 'I' });
  const RE = [380, 465, 545];
  colHeads(doc, ['Retained\nsurplus\n$', 'Asset\nrevaluation\nreserve $', 'Total\n\n$'], RE, { w: 75 });
  const res23 = BB.reserve[1] - BB.oci[1];
  rows(doc, [
    { label: 'Balance at 1 July 2023', bold: true, vals: [a(BB.retained23), a(res23), a(BB.na23)] },
    { label: 'Surplus for the year', vals: [a(BB.surplus[1]), a(0), a(BB.surplus[1])] },
    { label: 'Other comprehensive income', vals: [a(0), a(BB.oci[1]), a(BB.oci[1])] },
    { label: 'Balance at 30 June 2024', bold: true, vals: [a(BB.retained[1]), a(BB.reserve[1]), a(BB.na[1])], rule: 'above' },
    { label: 'Surplus for the year', vals: [a(BB.surplus[0]), a(0), a(BB.surplus[0])] },
    { label: 'Other comprehensive income', vals: [a(0), a(0), a(0)] },
    { label: 'Balance at 30 June 2025', bold: true, vals: [a(BB.retained[0]), a(BB.reserve[0]), a(BB.na[0])], rule: 'both' },
  ], { right: RE, w: 75 });
  doc.y += 20;
  heading(doc, 'STATEMENT OF CASH FLOWS');
  para(doc, 'for the year ended 30 June 2025', { font: 'I' });
  colHeads(doc, ['Note', '2025\n$', '2024\n$'], R3, { w: 60 });
  const c = BB.cf;
  const cl = (x) => ({ label: x.label, indent: 1, vals: ['', a(x.v[0]), a(x.v[1])] });
  rows(doc, [
    { label: 'Cash flows from operating activities', bold: true }, ...c.op.map(cl),
    { label: 'Net cash provided by operating activities', bold: true, vals: ['', a(c.netOp[0]), a(c.netOp[1])], rule: 'above' },
    { gap: 5 }, { label: 'Cash flows from investing activities', bold: true }, ...c.inv.map(cl),
    { label: 'Net cash used in investing activities', bold: true, vals: ['', a(c.netInv[0]), a(c.netInv[1])], rule: 'above' },
    { gap: 5 }, { label: 'Cash flows from financing activities', bold: true }, ...c.fin.map(cl),
    { label: 'Net cash used in financing activities', bold: true, vals: ['', a(c.netFin[0]), a(c.netFin[1])], rule: 'above' },
    { gap: 5 },
    { label: 'Net (decrease) in cash held', bold: true, vals: ['', a(c.net[0]), a(c.net[1])] },
    { label: 'Cash at the beginning of the financial year', vals: ['', a(c.open[0]), a(c.open[1])] },
    { label: 'Cash at the end of the financial year', bold: true, vals: ['8', a(c.close[0]), a(c.close[1])], rule: 'both' },
  ], { right: R3, w: 60 });
  next();
  // notes
  heading(doc, 'NOTES TO THE FINANCIAL STATEMENTS');
  para(doc, 'for the year ended 30 June 2025', { font: 'I' });
  para(doc, 'Note 1  Basis of preparation', { font: 'B' });
  para(doc, 'These general purpose financial statements have been prepared in accordance with Australian Accounting Standards \u2013 Simplified Disclosures and the Australian Charities and Not-for-profits Commission Act 2012. The Company is a not-for-profit entity. Amounts are presented in Australian dollars, rounded to the nearest dollar.');
  para(doc, 'Note 2  Revenue recognition', { font: 'B' });
  para(doc, 'Admissions and caf\u00e9 revenue is recognised at the point of sale. Annual memberships are recognised over the twelve months of membership; amounts received in advance are shown as contract liabilities. Donations and bequests are recognised when received. Grants with sufficiently specific performance obligations are recognised as those obligations are satisfied.');
  para(doc, 'Note 3  Revenue and other income', { font: 'B' });
  colHeads(doc, ['2025\n$', '2024\n$'], [470, 545], { w: 60 });
  rows(doc, [
    { label: 'Revenue from contracts with customers', italic: true },
    ...BB.rev.map((x) => ({ label: x.label, indent: 1, vals: [a(x.v[0]), a(x.v[1])] })),
    { label: 'Total revenue from contracts with customers', bold: true, vals: [a(BB.rev.reduce((s, x) => s + x.v[0], 0)), a(BB.rev.reduce((s, x) => s + x.v[1], 0))], rule: 'above' },
    { label: 'Timing of revenue recognition', italic: true },
    { label: 'At a point in time', indent: 1, vals: [a(BB.rev[0].v[0] + BB.rev[2].v[0] + BB.rev[3].v[0]), a(BB.rev[0].v[1] + BB.rev[2].v[1] + BB.rev[3].v[1])] },
    { label: 'Over time', indent: 1, vals: [a(BB.rev[1].v[0]), a(BB.rev[1].v[1])] },
  ], { right: [470, 545], w: 60 });
  doc.y += 6;
  para(doc, 'Note 4  Government grants', { font: 'B' });
  colHeads(doc, ['2025\n$', '2024\n$'], [470, 545], { w: 60 });
  rows(doc, [
    ...BB.grants.map((x) => ({ label: x.label, indent: 1, vals: [a(x.v[0]), a(x.v[1])] })),
    { label: 'Total government grants', bold: true, vals: [a(BB.oth[1].v[0]), a(BB.oth[1].v[1])], rule: 'both' },
  ], { right: [470, 545], w: 60 });
  doc.y += 6;
  para(doc, 'Note 5  Employee benefits expense', { font: 'B' });
  colHeads(doc, ['2025\n$', '2024\n$'], [470, 545], { w: 60 });
  rows(doc, [
    ...BB.empNote.map((x) => ({ label: x.label, indent: 1, vals: [a(x.v[0]), a(x.v[1])] })),
    { label: 'Total employee benefits expense', bold: true, vals: [a(BB.exp[0].v[0]), a(BB.exp[0].v[1])], rule: 'both' },
  ], { right: [470, 545], w: 60 });
  doc.y += 6;
  para(doc, 'Note 6  Key management personnel', { font: 'B' });
  para(doc, `Key management personnel are the directors, the Chief Executive Officer and the Head of Life Sciences. Directors act in an honorary capacity. The aggregate compensation of key management personnel was ${money(BB.kmp[0])} (2024: ${money(BB.kmp[1])}).`);
  para(doc, 'Note 7  Remuneration of auditors', { font: 'B' });
  colHeads(doc, ['2025\n$', '2024\n$'], [470, 545], { w: 60 });
  rows(doc, [{ label: `Audit of the financial report \u2013 ${BB.auditor}`, indent: 1, vals: [a(BB.auditFee[0]), a(BB.auditFee[1])] }], { right: [470, 545], w: 60 });
  doc.y += 6;
  para(doc, 'Note 8  Cash and cash equivalents', { font: 'B' });
  para(doc, `Cash and cash equivalents comprise cash on hand, the operating account and an at-call savings account. Term deposits with maturities of more than three months (${money(BB.ca[3].v[0])}; 2024: ${money(BB.ca[3].v[1])}) are shown separately as current assets.`);
  // note 9 starts low on the page and runs over the break
  doc.y = Math.max(doc.y, 688);
  para(doc, 'Note 9  Property, plant and equipment', { font: 'B' });
  para(doc, 'Land was revalued at 30 June 2024 by an independent valuer (Central Victorian Valuers) on the basis of market value; the gain is held in the asset revaluation reserve.', { size: 8.5 });
  para(doc, 'Reconciliation of carrying amounts \u2013 year ended 30 June 2025', { font: 'I', size: 8.5 });
  const RP = [238, 288, 342, 396, 450, 500, 550];
  const ppeHead = () => colHeads(doc, ['Land\n\n$', 'Buildings\n\n$', 'Animal\nenclosures &\nhabitats $', 'Plant and\nequipment\n$', 'Motor\nvehicles\n$', 'Capital\nworks in\nprogress $', 'Total\n\n$'], RP, { w: 56, size: 7 });
  ppeHead();
  const P = BB.ppe, T = BB.ppeTot;
  const pr = (label, arr, tot, extra = {}) => ({ label, vals: [...arr.map(a), a(tot)], ...extra });
  const list = [
    pr('Carrying amount at 1 July 2024', P.open, T.open, { bold: true }),
    pr('Additions', P.add, T.add),
    pr('Transfers', P.xfer, T.xfer),
    pr('Disposals', P.disp, T.disp),
    pr('Depreciation expense', P.dep, T.dep),
    pr('Carrying amount at 30 June 2025', P.close, T.close, { bold: true, rule: 'both' }),
  ];
  // the table is carried over the page break after its third row, as the accountant's layout had it
  const po = { right: RP, w: 56, ruleW: 44, size: 7.5 };
  rows(doc, list.slice(0, 3), po);
  next();
  para(doc, 'Note 9  Property, plant and equipment (continued)', { font: 'B' });
  ppeHead();
  rows(doc, list.slice(3), po);
  doc.y += 10;
  para(doc, 'Note 10  Borrowings', { font: 'B' });
  para(doc, `The Company has a secured loan from Bendigo and Adelaide Bank, repayable in equal annual instalments of ${money(60000)} with the final instalment due in June 2030. Current: ${money(BB.cl[3].v[0])}; non-current: ${money(BB.ncl[1].v[0])}.`);
  para(doc, 'Note 11  Events after the reporting period', { font: 'B' });
  para(doc, 'No matters or circumstances have arisen since the end of the financial year which significantly affected or may significantly affect the operations of the Company.');
  next();
  heading(doc, 'DIRECTORS\u2019 DECLARATION');
  para(doc, 'In the opinion of the directors of the Company: (a) the financial statements and notes are in accordance with the Australian Charities and Not-for-profits Commission Act 2012, including giving a true and fair view of the Company\u2019s financial position as at 30 June 2025 and of its performance for the year ended on that date; and (b) there are reasonable grounds to believe that the Company will be able to pay its debts as and when they become due and payable.');
  para(doc, `Signed in accordance with a resolution of the directors.\n\nMargaret Ellery, Chair          Dr Tomasz Brandt, Director\nDated ${ukLong(BB.directorsDate)}`);
  doc.y += 16;
  heading(doc, 'INDEPENDENT AUDITOR\u2019S REPORT TO THE MEMBERS OF BELLBIRD GULLY WILDLIFE PARK LTD');
  para(doc, `Opinion. We have audited the financial report of ${BB.name}, which comprises the statement of financial position as at 30 June 2025, the statement of profit or loss and other comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, notes to the financial statements and the directors\u2019 declaration. In our opinion the accompanying financial report is in accordance with Division 60 of the Australian Charities and Not-for-profits Commission Act 2012.`);
  para(doc, 'Basis for opinion. We conducted our audit in accordance with Australian Auditing Standards. We are independent of the Company in accordance with the auditor independence requirements of the ACNC Act and the ethical requirements of APES 110.');
  para(doc, `${BB.auditor}\nChartered Accountants\n\nJ. R. Okonkwo, Partner\nBendigo, ${ukLong(BB.auditDate)}`);
  foot();
  await end();
}

async function ais(file) {
  const { doc, end } = newPdf(file, { ...M, title: 'Annual Information Statement 2025', author: 'ACNC Charity Portal' });
  let page = 1;
  const foot = () => footer(doc, `Annual Information Statement 2025 \u2013 ${BB.name} \u2013 printed from the ACNC Charity Portal \u2013 page ${page}`);
  heading(doc, 'Australian Charities and Not-for-profits Commission', { size: 10, font: 'R' });
  heading(doc, 'Annual Information Statement 2025', { size: 16 });
  const kv = (k, v) => rows(doc, [{ label: k, vals: [v] }], { right: [545], w: 230, size: 8.5, lineH: 14 });
  kv('Charity legal name', BB.name);
  kv('ABN', BB.abn);
  kv('Reporting period', '01/07/2024 to 30/06/2025');
  kv('Status', `Submitted ${ukNum(BB.ais.submitted)}`);
  kv('Charity size', 'Large');
  doc.y += 8;
  heading(doc, 'Section A: Charity details', { size: 11 });
  kv('Q1. Was the charity a basic religious charity?', 'No');
  kv('Q2. Main activity', 'Environmental activities');
  kv('Q3. Other activities', 'Animal protection; Education');
  kv('Q4. Main beneficiaries', 'General community in Australia');
  kv('Q5. States where the charity conducted activities', 'VIC');
  doc.y += 8;
  heading(doc, 'Section B: Staff and volunteers', { size: 11 });
  kv('Q6. Number of full-time employees', String(BB.ais.staffFT));
  kv('Q7. Number of part-time employees', String(BB.ais.staffPT));
  kv('Q8. Number of casual employees', String(BB.ais.staffCas));
  kv('Q9. Approximate number of volunteers', String(BB.ais.volunteers));
  doc.y += 8;
  heading(doc, 'Section C: Financial information', { size: 11 });
  kv('Q10. Type of financial statement', 'General purpose \u2013 simplified disclosures');
  kv('Q11. Accounting method', 'Accrual');
  kv('Q12. Were the financial statements consolidated?', 'No');
  doc.y += 4;
  para(doc, 'Q13. Income and expenses', { font: 'B', size: 9 });
  const A = BB.ais;
  const $ = (v) => `$${fmt(v, 0)}`;
  for (const [k, v] of [
    ['Revenue from government (including grants)', A.govRev], ['Donations and bequests', A.donRev], ['Revenue from providing goods or services', A.goodsRev],
    ['Revenue from investments', A.invRev], ['All other revenue', A.otherRev], ['Total revenue', A.totRev], ['Other income (for example, gains)', A.otherInc],
    ['Total gross income', A.totInc], ['Employee expenses', A.empExp], ['Interest expenses', A.intExp], ['Grants and donations made for use in Australia', A.grantsAus],
    ['Grants and donations made for use outside Australia', A.grantsOS], ['All other expenses', A.otherExp], ['Total expenses', A.totExp],
    ['Net surplus/(deficit)', BB.surplus[0]], ['Other comprehensive income', BB.oci[0]], ['Total comprehensive income', BB.tci[0]],
  ]) kv(`    ${k}`, $(v));
  foot();
  doc.addPage(M); page++;
  para(doc, 'Q14. Assets and liabilities (as at 30 June 2025)', { font: 'B', size: 9 });
  for (const [k, v] of [['Total current assets', BB.totCA[0]], ['Total non-current assets', BB.totNCA[0]], ['Total assets', BB.totA[0]], ['Total current liabilities', BB.totCL[0]], ['Total non-current liabilities', BB.totNCL[0]], ['Total liabilities', BB.totL[0]], ['Net assets/liabilities', BB.na[0]]]) kv(`    ${k}`, $(v));
  doc.y += 8;
  kv('Q15. Did the charity make grants to other organisations overseas?', 'No');
  kv('Q16. Did the charity have related party transactions?', 'No');
  kv('Q17. Key management personnel remuneration disclosed in financial report?', 'Yes');
  doc.y += 8;
  heading(doc, 'Declaration', { size: 11 });
  para(doc, `I declare that I am authorised to make this declaration and that the information in this Annual Information Statement is true, correct and complete. Submitted by: Fiona Gallagher, Chief Financial Officer, on ${ukNum(BB.ais.submitted)}.`);
  foot();
  await end();
}

async function annualReport(file) {
  const { doc, end } = newPdf(file, { ...M, title: 'Annual Report 2024-25', author: 'Bellbird Gully Wildlife Park' });
  let page = 1;
  const foot = () => footer(doc, `Bellbird Gully Wildlife Park \u00b7 Annual Report 2024\u201325 \u00b7 ${page}`);
  doc.y = 240;
  heading(doc, 'Bellbird Gully Wildlife Park', { size: 24, align: 'center' });
  heading(doc, 'Annual Report 2024\u201325', { size: 16, font: 'R', align: 'center' });
  heading(doc, 'Caring for Victoria\u2019s native wildlife since 1987', { size: 11, font: 'I', align: 'center' });
  foot(); doc.addPage(M); page++;
  heading(doc, 'From the Chair and the CEO');
  const chg = ((BB.five.visitors[4] - BB.five.visitors[3]) / BB.five.visitors[3]) * 100;
  para(doc, `It has been a year of records at Bellbird Gully. We welcomed ${fmt(BB.five.visitors[4], 0)} visits, ${chg.toFixed(1)} per cent more than last year, and our membership passed ${fmt(Math.floor(BB.five.members[4] / 100) * 100, 0)} households for the first time. The January school holidays were the busiest month in the park\u2019s history.`);
  para(doc, `The ${BB.appeal.name} raised ${money(BB.appeal.raised)} from ${fmt(BB.appeal.donors, 0)} donors, and with a Saving Native Species grant from the Commonwealth the new breeding pools will open in autumn 2026. Our volunteers gave ${fmt(BB.five.volHours[4], 0)} hours of their time, and the collection grew to ${BB.five.animals[4]} animals of ${BB.five.species[4]} species.`);
  para(doc, `The financial year closed with a surplus of ${money(BB.surplus[0])}, down from ${money(BB.surplus[1])} in 2023\u201324 when we received the largest bequest in our history. Costs rose with the move of our keepers to the new enterprise agreement and with feed prices after a dry spring.`);
  para(doc, `The Annual General Meeting will be held at the Visitor Centre on ${ukLong(BB.agm)} at 6.30 pm.`);
  para(doc, 'Margaret Ellery, Chair          Sam Whitlock, Chief Executive Officer');
  doc.y += 10;
  heading(doc, 'Five-year summary', { size: 13 });
  para(doc, 'Financial figures in $\u2019000 (years ended 30 June). Visitor, member and collection figures at or for the year to 30 June.', { font: 'I', size: 8.5 });
  const R5 = [285, 350, 415, 480, 545];
  colHeads(doc, BB.years5.map((y) => `${y}`), R5, { w: 60, labelHead: '' });
  const F = BB.five;
  const k = (arr) => arr.map((v) => acc(BB.k(v), 1));
  const n = (arr, dp = 0) => arr.map((v) => fmt(v, dp));
  rows(doc, [
    { label: 'Operations', bold: true },
    { label: 'Visits (paid and member)', indent: 1, vals: n(F.visitors) },
    { label: 'Members at 30 June', indent: 1, vals: n(F.members) },
    { label: 'Volunteer hours', indent: 1, vals: n(F.volHours) },
    { label: 'Staff (full-time equivalent)', indent: 1, vals: n(F.fte, 1) },
    { label: 'Animals in the collection', indent: 1, vals: n(F.animals) },
    { label: 'Species', indent: 1, vals: n(F.species) },
    { gap: 4 },
    { label: 'Financial ($\u2019000)', bold: true },
    { label: 'Total revenue and other income', indent: 1, vals: k(F.rev) },
    { label: 'Total expenses', indent: 1, vals: k(F.exp) },
    { label: 'Surplus/(deficit)', indent: 1, bold: true, vals: k(F.sur), rule: 'above' },
    { label: 'Net assets at 30 June', indent: 1, vals: k(F.na) },
  ], { right: R5, w: 60 });
  doc.y += 10;
  para(doc, 'FY2021 and FY2022 were affected by COVID-19 lockdowns in Victoria; the park was closed for 147 days in FY2021. Net assets at 30 June 2024 include the revaluation of land.', { size: 8, font: 'I' });
  foot(); doc.addPage(M); page++;
  heading(doc, 'Where our money came from and where it went \u2013 2024\u201325');
  const R2 = [470, 545];
  colHeads(doc, ['$', '% of total'], R2, { w: 60 });
  const tr = BB.totRev[0], te = BB.totExp[0];
  const pc = (v, t) => `${((v / t) * 100).toFixed(1)}%`;
  const inc = [['Admissions', BB.rev[0].v[0]], ['Memberships', BB.rev[1].v[0]], ['Caf\u00e9 and shop', BB.rev[2].v[0]], ['Education and experiences', BB.rev[3].v[0]], ['Donations and bequests', BB.oth[0].v[0]], ['Government grants', BB.oth[1].v[0]], ['Interest and other', BB.oth[2].v[0] + BB.oth[3].v[0]]];
  rows(doc, [{ label: 'Income', bold: true }, ...inc.map(([l, v]) => ({ label: l, indent: 1, vals: [fmt(v, 0), pc(v, tr)] })), { label: 'Total income', bold: true, vals: [fmt(tr, 0), '100.0%'], rule: 'above' }], { right: R2, w: 60 });
  doc.y += 6;
  const ex = [['People', BB.exp[0].v[0]], ['Animal care', BB.exp[1].v[0]], ['Caf\u00e9 and shop stock', BB.exp[2].v[0]], ['Depreciation', BB.exp[3].v[0]], ['Site and utilities', BB.exp[4].v[0]], ['Marketing', BB.exp[5].v[0]], ['Insurance and other', BB.exp[6].v[0] + BB.exp[7].v[0]]];
  rows(doc, [{ label: 'Expenditure', bold: true }, ...ex.map(([l, v]) => ({ label: l, indent: 1, vals: [fmt(v, 0), pc(v, te)] })), { label: 'Total expenditure', bold: true, vals: [fmt(te, 0), '100.0%'], rule: 'above' }], { right: R2, w: 60 });
  doc.y += 10;
  para(doc, 'The full audited financial report for the year ended 30 June 2025 is available on our website and on the ACNC Charity Register.', { font: 'I', size: 8.5 });
  foot();
  await end();
}

async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fiona Gallagher';
  const ws = wb.addWorksheet('Operating Budget', { views: [{ state: 'frozen', xSplit: 1, ySplit: 6 }] });
  ws.getCell('A1').value = BB.name; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = `FY2026 Budget Pack \u2013 Q1 review for the Board meeting of ${ukLong(BB.boardMeeting)}`;
  ws.getCell('A3').value = `FY2026 budget approved by the Board ${ukNum(BB.budgetApproved)}. FY2025 actuals per audited accounts. Variances: favourable / (unfavourable).`;
  ws.getCell('A3').font = { italic: true, size: 9 };
  const NUM = '#,##0;(#,##0);"-"';
  const groups = [['FY2025 (year ended 30 June 2025)', 2, 4], ['FY2026 Budget', 5, 9], ['Q1 FY2026 (Jul\u2013Sep 2025)', 10, 11]];
  for (const [t, c1, c2] of groups) { ws.mergeCells(5, c1, 5, c2); const c = ws.getCell(5, c1); c.value = t; c.font = { bold: true }; c.alignment = { horizontal: 'center' }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9EAD3' } }; }
  const heads = ['Account', 'Budget', 'Actual', 'Variance\nFav/(Unfav)', 'Q1\nJul\u2013Sep', 'Q2\nOct\u2013Dec', 'Q3\nJan\u2013Mar', 'Q4\nApr\u2013Jun', 'Full Year', 'Actual', 'Variance\nFav/(Unfav)'];
  heads.forEach((h, i) => { const c = ws.getCell(6, i + 1); c.value = h; c.font = { bold: true }; c.alignment = { horizontal: i ? 'center' : 'left', wrapText: true }; c.border = { bottom: { style: 'thin' } }; });
  ws.getRow(6).height = 30;
  ws.getColumn(1).width = 38;
  for (let i = 2; i <= 11; i++) ws.getColumn(i).width = 13;
  let r = 7;
  const put = (label, vals, { bold, formulas } = {}) => {
    ws.getCell(r, 1).value = label;
    if (bold) ws.getRow(r).font = { bold: true };
    vals.forEach((v, i) => { const c = ws.getCell(r, i + 2); c.value = formulas && formulas[i] ? { formula: formulas[i], result: v } : v; c.numFmt = NUM; });
    r++;
  };
  const lineRow = (l) => {
    const row = r;
    put(l.label, [l.b25, l.a25, l.var25, ...l.q, l.b26, l.q1a, l.q1var], { formulas: [null, null, l.g === 'i' ? `C${row}-B${row}` : `B${row}-C${row}`, null, null, null, null, `SUM(E${row}:H${row})`, null, l.g === 'i' ? `J${row}-E${row}` : `E${row}-J${row}`] });
  };
  const tot = (f) => BB.bt[f];
  const totRow = (label, key, from, to, g) => {
    const row = r;
    const cols = ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
    const vals = [tot('b25')[key], tot('a25')[key], null, tot('q0')[key], tot('q1')[key], tot('q2')[key], tot('q3')[key], tot('b26')[key], tot('q1a')[key], null];
    vals[2] = g === 'i' ? vals[1] - vals[0] : vals[0] - vals[1];
    vals[9] = g === 'i' ? vals[8] - vals[3] : vals[3] - vals[8];
    put(label, vals, { bold: true, formulas: cols.map((c) => `SUM(${c}${from}:${c}${to})`) });
    return row;
  };
  ws.getCell(r, 1).value = 'INCOME'; ws.getCell(r, 1).font = { bold: true }; r++;
  const i0 = r; BB.bl.filter((l) => l.g === 'i').forEach(lineRow);
  const ti = totRow('Total income', 'inc', i0, r - 1, 'i');
  r++;
  ws.getCell(r, 1).value = 'EXPENSES'; ws.getCell(r, 1).font = { bold: true }; r++;
  const e0 = r; BB.bl.filter((l) => l.g === 'e').forEach(lineRow);
  const te = totRow('Total expenses (excl. depreciation)', 'ex', e0, r - 1, 'e');
  r++;
  const cols = ['B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K'];
  const ebdVals = ['b25', 'a25', null, 'q0', 'q1', 'q2', 'q3', 'b26', 'q1a', null].map((f) => (f ? tot(f).ebd : null));
  ebdVals[2] = ebdVals[1] - ebdVals[0]; ebdVals[9] = ebdVals[8] - ebdVals[3];
  const eb = r;
  put('Operating surplus before depreciation', ebdVals, { bold: true, formulas: cols.map((c) => `${c}${ti}-${c}${te}`) });
  const dep = BB.bl.find((l) => l.g === 'd');
  const dr = r;
  lineRow(dep);
  const netVals = ebdVals.map((v, i) => [v - dep.b25, v - dep.a25, null, v - dep.q[0], v - dep.q[1], v - dep.q[2], v - dep.q[3], v - dep.b26, v - dep.q1a, null][i]);
  netVals[2] = netVals[1] - netVals[0]; netVals[9] = netVals[8] - netVals[3];
  put('Net surplus/(deficit)', netVals, { bold: true, formulas: cols.map((c, i) => (i === 2 || i === 9 ? `${c}${eb}-${c}${dr}` : `${c}${eb}-${c}${dr}`)) });
  // capex
  const cs = wb.addWorksheet('Capex FY26');
  cs.getCell('A1').value = 'FY2026 Capital Works Program'; cs.getCell('A1').font = { bold: true, size: 13 };
  cs.getCell('A2').value = 'Spend to date as at 30/09/2025'; cs.getCell('A2').font = { italic: true };
  ['Project', 'Funding source', 'FY26 Budget', 'Spent to 30/09/2025', 'Remaining'].forEach((h, i) => { const c = cs.getCell(4, i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  cs.getColumn(1).width = 36; cs.getColumn(2).width = 18; [3, 4, 5].forEach((i) => { cs.getColumn(i).width = 16; });
  BB.capex.forEach((p, i) => {
    const rr = 5 + i;
    cs.getCell(rr, 1).value = p.p; cs.getCell(rr, 2).value = p.fund;
    cs.getCell(rr, 3).value = p.b; cs.getCell(rr, 4).value = p.s; cs.getCell(rr, 5).value = { formula: `C${rr}-D${rr}`, result: p.rem };
    [3, 4, 5].forEach((c) => { cs.getCell(rr, c).numFmt = NUM; });
  });
  const tr = 5 + BB.capex.length;
  cs.getCell(tr, 1).value = 'Total capital works';
  cs.getRow(tr).font = { bold: true };
  ['C', 'D', 'E'].forEach((c, i) => { const key = ['b', 's', 'rem'][i]; const cell = cs.getCell(`${c}${tr}`); cell.value = { formula: `SUM(${c}5:${c}${tr - 1})`, result: BB.capex.reduce((s, p) => s + p[key], 0) }; cell.numFmt = NUM; });
  await wb.xlsx.writeFile(file);
}

function tix(file) {
  const head = ['Period', 'Adult', 'Child (3-15)', 'Concession', 'Family Pass (2A+2C)', 'Member Visits', 'Total Visitors', 'Gross Sales (inc GST)', 'GST', 'Net Sales (ex GST)'];
  const lines = [head.join(',')];
  const d2 = (v) => v.toFixed(2);
  for (const r of BB.tix) {
    const [y, m] = r.m.split('-').map(Number);
    const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const p = `01/${String(m).padStart(2, '0')}/${y} - ${last}/${String(m).padStart(2, '0')}/${y}`;
    lines.push([p, r.adult, r.child, r.conc, r.fam, r.member, r.total, d2(r.gross), d2(r.gst), d2(r.net)].join(','));
  }
  const s = (k) => BB.tix.reduce((t, r) => t + r[k], 0);
  lines.push(['Total', s('adult'), s('child'), s('conc'), s('fam'), s('member'), s('total'), d2(s('gross')), d2(s('gst')), d2(s('net'))].join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

async function photo(file) {
  const S = BB.slip;
  const L = [
    { t: S.shop, size: 26, bold: true, center: true },
    { t: '1187 Calder Alternative Hwy', size: 22, center: true },
    { t: 'Harcourt VIC 3453  Ph 03 5474 2290', size: 22, center: true },
    { t: 'ABN 31 604 778 215', size: 22, center: true },
    { t: 'TAX INVOICE', size: 24, bold: true, center: true },
    { gap: 6 },
    { cols: [`${ukNum(S.date)} ${S.time}`, `Dkt ${S.docket}`], size: 22 },
    { cols: ['Acct: BELLBIRD GULLY WILDLIFE', ''], size: 22 },
    { rule: true },
  ];
  for (const i of S.items) {
    L.push({ cols: [`${i.d}${i.gst ? ' *' : ''}`, ''], size: 22 });
    L.push({ cols: [`  ${i.q} @ ${i.p.toFixed(2)}`, i.amt.toFixed(2)], size: 22 });
  }
  L.push({ rule: true });
  L.push({ cols: [`TOTAL (${S.items.reduce((s, i) => s + i.q, 0)} items)`, `$${S.total.toFixed(2)}`], size: 26, bold: true });
  L.push({ cols: ['GST INCLUDED IN TOTAL', `$${S.gst.toFixed(2)}`], size: 22 });
  L.push({ cols: ['* = taxable supply', ''], size: 20 });
  L.push({ gap: 8 });
  L.push({ cols: [`EFTPOS ${S.card} ****${S.last4}`, `$${S.total.toFixed(2)}`], size: 22 });
  L.push({ cols: ['APPROVED  AUTH 402917', ''], size: 22 });
  L.push({ gap: 8 });
  L.push({ t: 'THANK YOU - KEEP FOR YOUR RECORDS', size: 20, center: true });
  await photoDocument(file, L, { width: 640, height: 1180, angle: -2.2, seed: 7, format: 'jpeg', mono: true, margin: 36 });
}

export async function renderBellbird(dir) {
  fs.mkdirSync(dir, { recursive: true });
  await financialReport(path.join(dir, BB_FILES.fr));
  await ais(path.join(dir, BB_FILES.ais));
  await annualReport(path.join(dir, BB_FILES.ar));
  await budget(path.join(dir, BB_FILES.bud));
  tix(path.join(dir, BB_FILES.tix));
  await photo(path.join(dir, BB_FILES.photo));
}
export { MONTHS, xDate };
