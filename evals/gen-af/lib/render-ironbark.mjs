// Ironbark Community Living Ltd (Bendigo, Victoria; A$; July year): four documents.
import ExcelJS from 'exceljs';
import { fmt, MONTHS, styleHeader, F, NUM0, colL } from './office.mjs';
import { flow } from './flow.mjs';
import { photoDocument } from './photo.mjs';

const NAME = 'Ironbark Community Living Ltd';
const aud = (v) => `$${fmt(v, 0)}`;
const longAU = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };

// ------------------------------------------------------------------ 1. general purpose financial report (pdf, 15 pages)
export async function financialReport(file, V) {
  const R = V.ironbark.fr, f = R.facts;
  const F_ = flow(file, { title: `${NAME} - Financial Report for the year ended 30 June 2025`, author: NAME, running: `${NAME}  ·  ABN ${f.abn}  ·  Financial report for the year ended 30 June 2025` });
  const d = F_.doc;
  d.moveDown(10);
  d.font('B').fontSize(24).text('IRONBARK COMMUNITY LIVING LTD', { align: 'center' });
  d.font('R').fontSize(11).text(`ABN ${f.abn}`, { align: 'center' });
  d.text('A company limited by guarantee and a registered charity', { align: 'center' });
  d.moveDown(4);
  d.font('B').fontSize(15).text('GENERAL PURPOSE FINANCIAL REPORT', { align: 'center' });
  d.font('R').fontSize(12).text('(Australian Accounting Standards - Simplified Disclosures)', { align: 'center' });
  d.moveDown(0.5).font('B').fontSize(13).text('FOR THE YEAR ENDED 30 JUNE 2025', { align: 'center' });
  d.moveDown(8).font('R').fontSize(9).text('22 Mundy Street, Bendigo VIC 3550  ·  (03) 5443 2870  ·  ironbarkliving.org.au', { align: 'center' });

  F_.page();
  F_.title('Contents', 14);
  [["Directors' report", 3], ["Auditor's independence declaration", 4], ['Statement of profit or loss and other comprehensive income', 5], ['Statement of financial position', 6], ['Statement of changes in equity', 7], ['Statement of cash flows', 8], ['Notes to the financial statements', 9], ["Directors' declaration", 13], ["Independent auditor's report", 14]].forEach(([t, n]) => {
    const y = d.y; d.font('R').fontSize(10).text(t, 60, y, { lineBreak: false }); d.text(String(n), 470, y, { width: 60, align: 'right', lineBreak: false }); d.y = y + 20;
  });

  F_.page();
  F_.title("DIRECTORS' REPORT", 13);
  F_.p(`The directors present their report on ${NAME} (the "Company") for the financial year ended 30 June 2025.`);
  F_.h('Directors');
  F_.p('The directors of the Company at any time during or since the end of the financial year, and their attendance at the eleven meetings of directors held in the year, were:');
  F_.textTable({ size: 8, cols: [{ head: 'Director', w: 130 }, { head: 'Position and qualifications', w: 250 }, { head: 'Meetings eligible', w: 55, align: 'right' }, { head: 'Meetings attended', w: 60, align: 'right' }], rows: [
    [f.chair, 'Chair; MBBS, FRACGP; general practitioner', 11, 11], [f.treasurer, 'Treasurer; BCom, CA; Chair of Finance, Audit & Risk Committee', 11, 10],
    ['Sharon Pereira', 'Deputy Chair; BSW; lived experience advocate', 11, 11], ['Thomas Goldsworthy', 'LLB; partner, regional law firm', 11, 9],
    ['Anh Nguyen', 'BNurs, GAICD; former hospital executive', 11, 10], ['Michael Kerr', 'BEng; appointed 27 November 2024', 7, 7], ['Lorraine Daley', 'BEd; retired 27 November 2024', 4, 3],
  ].map((c) => ({ cells: c })) });
  F_.h('Principal activities');
  F_.p('The Company is a registered charity providing disability support services in Bendigo and the Loddon Mallee region of Victoria. During the year it supported people with disability through Supported Independent Living (SIL) in 31 shared homes, day programs and community participation, short-term accommodation (respite), capacity building and support coordination, funded principally under the National Disability Insurance Scheme (NDIS), together with supported accommodation for residents who are not NDIS participants under an agreement with the Department of Families, Fairness and Housing. There were no significant changes in the nature of these activities during the year.');
  F_.h('Review of operations');
  const pl = R.pl;
  F_.p(`The Company recorded a surplus for the year of ${aud(pl['Surplus for the year'][0])} (2024: ${aud(pl['Surplus for the year'][1])}). Total revenue and other income increased to ${aud(pl['Total revenue and other income'][0])} (2024: ${aud(pl['Total revenue and other income'][1])}), of which NDIS revenue was ${aud(pl['NDIS revenue'][0])}. The NDIS price guide increase of 1 July 2024 and growth in short-term accommodation were partly offset by the award wage increase of 3.75% and the rise in the superannuation guarantee to 11.5%. After the revaluation of land and buildings at 30 June 2025, total comprehensive income for the year was ${aud(pl['Total comprehensive income for the year'][0])}.`);
  F_.p('In March 2025 the Company completed accessible bathroom upgrades at four SIL homes, funded by a capital grant of $250,000 from the Victorian Government and by the capital works reserve.');
  F_.h('Events after the reporting period');
  F_.p('No matter or circumstance has arisen since 30 June 2025 that has significantly affected, or may significantly affect, the Company\'s operations, the results of those operations or its state of affairs in future financial years.');
  F_.h('Members\' guarantee');
  F_.p('The Company is limited by guarantee. If the Company is wound up, its constitution states that each member is required to contribute a maximum of $10 towards meeting any outstanding obligations of the Company. At 30 June 2025 the Company had 84 members (2024: 81).');
  F_.h("Auditor's independence declaration");
  F_.p("A copy of the auditor's independence declaration under section 60-40 of the Australian Charities and Not-for-profits Commission Act 2012 is set out on page 4.");
  F_.p(`Signed in accordance with a resolution of the directors.\n\n${f.chair}, Chair          ${f.treasurer}, Director\nBendigo, ${longAU(f.declDate)}`, { align: 'left' });

  F_.page();
  F_.title("AUDITOR'S INDEPENDENCE DECLARATION", 12);
  F_.p(`UNDER SECTION 60-40 OF THE AUSTRALIAN CHARITIES AND NOT-FOR-PROFITS COMMISSION ACT 2012 TO THE DIRECTORS OF ${NAME.toUpperCase()}`, { bold: true, align: 'left' });
  F_.p('I declare that, to the best of my knowledge and belief, during the year ended 30 June 2025 there have been:\n(a) no contraventions of the auditor independence requirements as set out in the Australian Charities and Not-for-profits Commission Act 2012 in relation to the audit; and\n(b) no contraventions of any applicable code of professional conduct in relation to the audit.', { align: 'left' });
  F_.gap(20);
  F_.p(`${f.auditor}\n\n${f.partner}\nDirector, Registered Company Auditor\nBendigo, ${longAU(f.auditDate)}`, { align: 'left' });

  // statement of profit or loss
  F_.page();
  F_.title('STATEMENT OF PROFIT OR LOSS AND OTHER COMPREHENSIVE INCOME', 12);
  F_.p('For the year ended 30 June 2025', { italic: true, align: 'left' });
  const row = (tbl, label, o = {}) => ({ label: label.trim(), vals: tbl[label], ...o });
  F_.table({ cols: ['2025 $', '2024 $'], note: true, labelW: 290, colW: 85, size: 8.5, rows: [
    { label: 'Revenue', head: true },
    row(pl, 'NDIS revenue', { note: 2, indent: 1 }),
    row(pl, 'Resident board and lodging contributions', { indent: 1 }),
    row(pl, 'Government grants', { note: 2, indent: 1 }),
    row(pl, 'Donations and bequests', { indent: 1 }),
    row(pl, 'Fundraising events', { indent: 1 }),
    row(pl, 'Total revenue', { bold: true }),
    { label: 'Other income', head: true },
    row(pl, 'Interest income', { indent: 1 }),
    row(pl, 'Net gain on disposal of property, plant and equipment', { indent: 1 }),
    row(pl, 'Total revenue and other income', { bold: true }),
    { label: '', vals: [] },
    { label: 'Expenses', head: true },
    row(pl, 'Employee benefits expense', { note: 3, indent: 1 }),
    row(pl, 'Client support and program costs', { indent: 1 }),
    row(pl, 'Occupancy costs', { indent: 1 }),
    row(pl, 'Motor vehicle expenses', { indent: 1 }),
    row(pl, 'Depreciation and amortisation expense', { note: 3, indent: 1 }),
    row(pl, 'Finance costs - interest on lease liabilities', { note: 7, indent: 1 }),
    row(pl, 'Information technology and communications', { indent: 1 }),
    row(pl, 'Administration and other expenses', { indent: 1 }),
    row(pl, 'Total expenses', { bold: true }),
    { label: '', vals: [] },
    row(pl, 'Surplus for the year', { bold: true }),
    { label: '', vals: [] },
    { label: 'Other comprehensive income', head: true },
    { label: 'Items that will not be reclassified to profit or loss:', indent: 1 },
    row(pl, 'Gain on revaluation of land and buildings', { note: 6, indent: 2 }),
    row(pl, 'Total other comprehensive income', { bold: true }),
    { label: '', vals: [] },
    row(pl, 'Total comprehensive income for the year', { bold: true }),
  ] });
  F_.p('The Company is exempt from income tax under Division 50 of the Income Tax Assessment Act 1997. The accompanying notes form part of these financial statements.', { italic: true, size: 8 });

  F_.page();
  F_.title('STATEMENT OF FINANCIAL POSITION', 12);
  F_.p('As at 30 June 2025', { italic: true, align: 'left' });
  const fp = R.fp;
  F_.table({ cols: ['2025 $', '2024 $'], note: true, labelW: 290, colW: 85, size: 8.5, rows: [
    { label: 'CURRENT ASSETS', head: true },
    row(fp, 'Cash and cash equivalents', { note: 4, indent: 1 }), row(fp, 'Trade and other receivables', { note: 5, indent: 1 }), row(fp, 'Other financial assets - term deposits', { indent: 1 }), row(fp, 'Prepayments', { indent: 1 }),
    row(fp, 'Total current assets', { bold: true }),
    { label: 'NON-CURRENT ASSETS', head: true },
    row(fp, 'Property, plant and equipment', { note: 6, indent: 1 }), row(fp, 'Right-of-use assets', { note: 7, indent: 1 }),
    row(fp, 'Total non-current assets', { bold: true }),
    row(fp, 'Total assets', { bold: true }),
    { label: '', vals: [] },
    { label: 'CURRENT LIABILITIES', head: true },
    row(fp, 'Trade and other payables', { note: 8, indent: 1 }), row(fp, 'Contract liabilities', { note: 9, indent: 1 }), row(fp, 'Lease liabilities', { note: 7, indent: 1 }), row(fp, 'Employee benefits', { note: 10, indent: 1 }),
    row(fp, 'Total current liabilities', { bold: true }),
    { label: 'NON-CURRENT LIABILITIES', head: true },
    row(fp, 'Lease liabilities ', { note: 7, indent: 1 }), row(fp, 'Employee benefits ', { note: 10, indent: 1 }),
    row(fp, 'Total non-current liabilities', { bold: true }),
    row(fp, 'Total liabilities', { bold: true }),
    { label: '', vals: [] },
    row(fp, 'Net assets', { bold: true }),
    { label: '', vals: [] },
    { label: 'EQUITY', head: true },
    row(fp, 'Retained surplus', { indent: 1 }), row(fp, 'Asset revaluation reserve', { note: 11, indent: 1 }), row(fp, 'Capital works reserve', { note: 11, indent: 1 }),
    row(fp, 'Total equity', { bold: true }),
  ] });

  F_.page();
  F_.title('STATEMENT OF CHANGES IN EQUITY', 12);
  F_.p('For the year ended 30 June 2025', { italic: true, align: 'left' });
  F_.table({ cols: ['Retained surplus $', 'Asset revaluation reserve $', 'Capital works reserve $', 'Total equity $'], labelW: 200, colW: 78, size: 8.5, rows: R.soce.map((r) => ({ label: r.label, vals: r.vals, bold: r.label.startsWith('Balance') })) });
  F_.p('The asset revaluation reserve records increments and decrements in the fair value of land and buildings. The capital works reserve holds surpluses set aside by the directors for the renewal and modification of the Company\'s homes (note 11).', { size: 8.5 });

  F_.page();
  F_.title('STATEMENT OF CASH FLOWS', 12);
  F_.p('For the year ended 30 June 2025', { italic: true, align: 'left' });
  const cf = R.cf;
  const cr = (label, o = {}) => ({ label, vals: cf[label], ...o });
  F_.table({ cols: ['2025 $', '2024 $'], labelW: 300, colW: 90, size: 8.5, rows: [
    { label: 'CASH FLOWS FROM OPERATING ACTIVITIES', head: true },
    ...['Receipts from NDIS and other customers', 'Receipts from government grants', 'Donations, bequests and fundraising received', 'Payments to suppliers and employees', 'Interest received', 'Interest paid on lease liabilities'].map((k) => cr(k, { indent: 1 })),
    cr('Net cash provided by operating activities', { bold: true }),
    { label: '', vals: [] },
    { label: 'CASH FLOWS FROM INVESTING ACTIVITIES', head: true },
    ...['Payments for property, plant and equipment', 'Proceeds from sale of property, plant and equipment', 'Net investment in term deposits'].map((k) => cr(k, { indent: 1 })),
    cr('Net cash used in investing activities', { bold: true }),
    { label: '', vals: [] },
    { label: 'CASH FLOWS FROM FINANCING ACTIVITIES', head: true },
    cr('Repayment of lease liabilities (principal)', { indent: 1 }),
    cr('Net cash used in financing activities', { bold: true }),
    { label: '', vals: [] },
    cr('Net increase in cash and cash equivalents', { bold: true }),
    cr('Cash and cash equivalents at the beginning of the year'),
    cr('Cash and cash equivalents at the end of the year', { bold: true }),
  ] });
  F_.p('Receipts and payments are shown inclusive of GST where applicable. Most NDIS supports are GST-free.', { italic: true, size: 8 });

  // notes
  F_.page();
  F_.title('NOTES TO THE FINANCIAL STATEMENTS', 12);
  F_.p('For the year ended 30 June 2025', { italic: true, align: 'left' });
  F_.h('1. Material accounting policy information', 10);
  F_.p(`${NAME} is a not-for-profit company limited by guarantee, incorporated and domiciled in Australia and registered with the Australian Charities and Not-for-profits Commission (ACNC). These general purpose financial statements have been prepared in accordance with Australian Accounting Standards - Simplified Disclosures and the Australian Charities and Not-for-profits Commission Act 2012. They are presented in Australian dollars, rounded to the nearest dollar, and have been prepared on an accrual basis under the historical cost convention, except for land and buildings, which are carried at fair value.`);
  F_.p('Revenue: NDIS revenue is recognised under AASB 15 as supports are delivered to participants. Government grants with sufficiently specific performance obligations are recognised as those obligations are satisfied; amounts received in advance are carried as contract liabilities. Other grants, donations and bequests are recognised under AASB 1058 when received. Capital grants for the acquisition or construction of non-financial assets controlled by the Company are recognised as the asset is constructed.');
  F_.p('Employee benefits: Provision is made for annual leave and long service leave earned by employees to the reporting date. Leave expected to be settled within twelve months is measured at the amounts expected to be paid. Long service leave not expected to be settled within twelve months is measured at the present value of the expected future payments, having regard to expected wage increases and experience of employee departures. Leave for which employees have an unconditional entitlement is classified as current whether or not it is expected to be taken within twelve months.');
  F_.h('2. Revenue and other income', 10);
  const two = (tbl, title) => F_.table({ cols: ['2025 $', '2024 $'], labelW: 330, colW: 80, size: 8.5, rows: Object.entries(tbl).map(([label, vals]) => ({ label: label.trim(), vals, bold: label.startsWith('Total'), indent: label.startsWith('Total') ? 0 : 1 })), title });
  F_.p('(a) NDIS revenue by support category', { bold: true, size: 9 });
  two(R.ndisNote);
  F_.p('(b) Government grants', { bold: true, size: 9 });
  two(R.grantNote);
  F_.p('The Accessible Facilities capital grant funded accessible bathroom upgrades at four SIL homes completed in March 2025. Unspent operating grants at the year end are included in contract liabilities (note 9).', { size: 8.5 });
  F_.h('3. Expenses', 10);
  F_.p('(a) Employee benefits expense', { bold: true, size: 9 });
  two(R.empNote);
  F_.p('(b) Depreciation and amortisation', { bold: true, size: 9 });
  two(R.depNote);
  F_.h('4. Cash and cash equivalents', 10);
  two(R.cashNote);
  F_.h('5. Trade and other receivables', 10);
  two(R.recNote);
  F_.h('6. Property, plant and equipment', 10);
  F_.p(`Land and buildings were revalued at ${longAU(f.revalDate)} by ${f.valuer}, independent certified practising valuers, on the basis of fair value for their existing use. Plant and equipment and motor vehicles are carried at cost less accumulated depreciation.`);
  F_.table({ cols: ['Land and buildings (at valuation) $', 'Plant and equipment $', 'Motor vehicles $', 'Total $'], labelW: 200, colW: 78, size: 8.5, rows: Object.entries(R.ppeT).map(([label, vals]) => ({ label, vals, bold: label.startsWith('Carrying') })) });
  F_.h('7. Leases', 10);
  F_.p('The Company leases five of its SIL homes and its fleet of passenger vehicles. Leases of homes are generally for terms of three to five years with options to renew; vehicle leases are for three years. Short-term leases and leases of low-value assets are expensed on a straight-line basis.');
  F_.p('(a) Right-of-use assets', { bold: true, size: 9 });
  F_.table({ cols: ['Buildings $', 'Motor vehicles $', 'Total $'], labelW: 250, colW: 85, size: 8.5, rows: Object.entries(R.rouT).map(([label, vals]) => ({ label, vals, bold: label.startsWith('Balance') })) });
  F_.p('(b) Lease liabilities', { bold: true, size: 9 });
  two(R.leaseT);
  F_.p('(c) Maturity analysis - contractual undiscounted cash flows at 30 June 2025', { bold: true, size: 9 });
  F_.table({ cols: ['2025 $'], labelW: 330, colW: 80, size: 8.5, rows: Object.entries(R.leaseMat).map(([label, v]) => ({ label, vals: [v], bold: label.startsWith('Total') })) });
  F_.p('(d) Amounts recognised in profit or loss and cash flows', { bold: true, size: 9 });
  F_.table({ cols: ['2025 $'], labelW: 330, colW: 80, size: 8.5, rows: Object.entries(R.leasePL).map(([label, v]) => ({ label, vals: [v], bold: label.startsWith('Total') })) });
  F_.h('8. Trade and other payables', 10);
  two(R.payNote);
  F_.h('9. Contract liabilities', 10);
  F_.p(`Contract liabilities of ${aud(fp['Contract liabilities'][0])} (2024: ${aud(fp['Contract liabilities'][1])}) represent government grants received for services not yet delivered, principally the Department of Social Services ILC grant for the 2025-26 program year.`);
  F_.h('10. Employee benefits', 10);
  F_.table({ cols: ['2025 $', '2024 $'], labelW: 330, colW: 80, size: 8.5, rows: [
    { label: 'Current', head: true },
    ...['Annual leave', 'Long service leave', 'Total current employee benefits'].map((k) => ({ label: k, vals: R.provT[k], bold: k.startsWith('Total'), indent: k.startsWith('Total') ? 0 : 1 })),
    { label: 'Non-current', head: true },
    ...['Long service leave ', 'Total non-current employee benefits'].map((k) => ({ label: k.trim(), vals: R.provT[k], bold: k.startsWith('Total'), indent: k.startsWith('Total') ? 0 : 1 })),
    { label: 'Total employee benefits provisions', vals: R.provT['Total employee benefits provisions'], bold: true },
  ] });
  F_.h('11. Reserves', 10);
  F_.p('Asset revaluation reserve: records revaluation increments and decrements of land and buildings. Capital works reserve: amounts set aside by resolution of the directors from retained surpluses for the renewal, modification and accessibility upgrade of the Company\'s homes; transfers to the reserve are made after the audited result for the year is known.');
  F_.h('12. Key management personnel', 10);
  F_.p(`Key management personnel are the Chief Executive Officer (${f.ceo}) and the members of the executive team (${R.kmpN[0]} persons in total; 2024: ${R.kmpN[1]}). Their total remuneration, including superannuation, was ${aud(R.kmp[0])} (2024: ${aud(R.kmp[1])}). Directors are not remunerated.`);
  F_.h('13. Economic dependence', 10);
  F_.p('The Company depends on the National Disability Insurance Agency for the continued funding of most of its services through participants\' NDIS plans. At the date of this report the directors have no reason to believe that the NDIS will not continue to fund the supports the Company provides.');
  F_.h('14. Events after the reporting period', 10);
  F_.p('There have been no events since the end of the reporting period that require adjustment to or disclosure in these financial statements.');
  F_.h('15. Entity details', 10);
  F_.p('The registered office and principal place of business of the Company is 22 Mundy Street, Bendigo VIC 3550.');

  F_.page();
  F_.title("DIRECTORS' DECLARATION", 12);
  F_.p(`The directors of ${NAME} declare that, in the directors' opinion:`);
  F_.p('(a) there are reasonable grounds to believe that the Company is able to pay all of its debts, as and when they become due and payable; and\n(b) the financial statements and notes satisfy the requirements of the Australian Charities and Not-for-profits Commission Act 2012, including complying with Australian Accounting Standards - Simplified Disclosures, and give a true and fair view of the financial position of the Company as at 30 June 2025 and of its performance for the year ended on that date.', { align: 'left' });
  F_.p('Signed in accordance with subsection 60.15(2) of the Australian Charities and Not-for-profits Commission Regulations 2022.');
  F_.gap(30);
  F_.p(`${f.chair}\nChair\n\n${f.treasurer}\nDirector\n\nBendigo, ${longAU(f.declDate)}`, { align: 'left' });

  F_.page();
  F_.title("INDEPENDENT AUDITOR'S REPORT", 12);
  F_.p(`To the members of ${NAME}`, { bold: true, align: 'left' });
  F_.p('Report on the audit of the financial report', { bold: true });
  F_.p('Opinion', { bold: true });
  F_.p(`We have audited the financial report of ${NAME} (the Company), which comprises the statement of financial position as at 30 June 2025, the statement of profit or loss and other comprehensive income, the statement of changes in equity and the statement of cash flows for the year then ended, notes to the financial statements, including material accounting policy information, and the directors' declaration.`);
  F_.p(`In our opinion, the accompanying financial report of ${NAME} is in accordance with Division 60 of the Australian Charities and Not-for-profits Commission Act 2012, including:\n(a) giving a true and fair view of the Company's financial position as at 30 June 2025 and of its financial performance for the year then ended; and\n(b) complying with Australian Accounting Standards - Simplified Disclosures and Division 60 of the Australian Charities and Not-for-profits Commission Regulations 2022.`, { align: 'left' });
  F_.p('Basis for opinion', { bold: true });
  F_.p("We conducted our audit in accordance with Australian Auditing Standards. Our responsibilities under those standards are further described in the Auditor's responsibilities for the audit of the financial report section of our report. We are independent of the Company in accordance with the auditor independence requirements of the Australian Charities and Not-for-profits Commission Act 2012 (ACNC Act) and the ethical requirements of the Accounting Professional and Ethical Standards Board's APES 110 Code of Ethics for Professional Accountants (including Independence Standards) that are relevant to our audit of the financial report in Australia. We have also fulfilled our other ethical responsibilities in accordance with the Code. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.");
  F_.p('Other information', { bold: true });
  F_.p("The directors are responsible for the other information. The other information comprises the information included in the Company's annual report for the year ended 30 June 2025, but does not include the financial report and our auditor's report thereon. Our opinion on the financial report does not cover the other information and accordingly we do not express any form of assurance conclusion thereon.");
  F_.p('Responsibilities of the directors for the financial report', { bold: true });
  F_.p("The directors of the Company are responsible for the preparation of the financial report that gives a true and fair view in accordance with Australian Accounting Standards - Simplified Disclosures and the ACNC Act, and for such internal control as the directors determine is necessary to enable the preparation of the financial report that gives a true and fair view and is free from material misstatement, whether due to fraud or error. In preparing the financial report, the directors are responsible for assessing the Company's ability to continue as a going concern, disclosing, as applicable, matters related to going concern and using the going concern basis of accounting unless the directors either intend to liquidate the Company or to cease operations, or have no realistic alternative but to do so.");
  F_.page();
  F_.p("Auditor's responsibilities for the audit of the financial report", { bold: true });
  F_.p("Our objectives are to obtain reasonable assurance about whether the financial report as a whole is free from material misstatement, whether due to fraud or error, and to issue an auditor's report that includes our opinion. Reasonable assurance is a high level of assurance, but is not a guarantee that an audit conducted in accordance with the Australian Auditing Standards will always detect a material misstatement when it exists. Misstatements can arise from fraud or error and are considered material if, individually or in the aggregate, they could reasonably be expected to influence the economic decisions of users taken on the basis of this financial report.");
  F_.p("A further description of our responsibilities for the audit of the financial report is located at the Auditing and Assurance Standards Board website at: www.auasb.gov.au/auditors_responsibilities/ar4.pdf. This description forms part of our auditor's report.");
  F_.gap(20);
  F_.p(`${f.auditor}\n\n${f.partner}\nDirector, Registered Company Auditor\n\nBendigo, ${longAU(f.auditDate)}`, { align: 'left' });
  await F_.end();
}

// ------------------------------------------------------------------ 2. ACNC Annual Information Statement (pdf)
export async function ais(file, V) {
  const A = V.ironbark.ais, f = V.ironbark.fr.facts;
  const F_ = flow(file, { title: 'Annual Information Statement 2025', author: 'Australian Charities and Not-for-profits Commission', running: `ACNC Annual Information Statement 2025  ·  ${NAME}  ·  ABN ${f.abn}  ·  Submitted copy` });
  F_.title('Annual Information Statement 2025', 15);
  F_.p('Australian Charities and Not-for-profits Commission - copy of submitted statement. Reporting period 01/07/2024 - 30/06/2025. Amounts are in whole Australian dollars and must be taken from the charity\'s financial statements for the reporting period.', { italic: true, size: 8.5 });
  const n = (v) => fmt(v, 0);
  F_.h('Section A: Charity details', 10);
  F_.formLine('1', 'Australian Business Number (ABN)', f.abn);
  F_.formLine('2', 'Charity legal name', 'Ironbark Community Living Ltd');
  F_.formLine('3', 'Reporting period', '01/07/2024 - 30/06/2025');
  F_.formLine('4', 'Charity size (based on annual revenue)', 'Large');
  F_.h('Section B: Activities and beneficiaries', 10);
  F_.formLine('5', 'Did the charity conduct activities during the reporting period?', 'Yes');
  F_.formLine('6', 'Main activity', 'Social services');
  F_.formLine('7', 'Other activities', 'Housing activities');
  F_.formLine('8', 'Main beneficiaries (select all that apply)', 'People with disabilities');
  F_.formLine('9', 'States and territories where the charity operated', 'VIC');
  F_.h('Section C: Staff and volunteers', 10);
  F_.p('Report the number of staff paid in the last pay period of the reporting period, by employment type.', { italic: true, size: 8 });
  F_.formLine('10', 'Full-time employees', A['10']);
  F_.formLine('11', 'Part-time employees', A['11']);
  F_.formLine('12', 'Casual employees', A['12']);
  F_.formLine('13', 'Estimated number of volunteers during the reporting period', A['13']);
  F_.formLine('14', 'Did the charity pay remuneration to two or more key management personnel?', 'Yes');
  F_.formLine('15', 'Total remuneration paid to key management personnel', n(A['15']));
  F_.h('Section D: Financial information', 10);
  F_.formLine('16', 'Type of financial statement', 'General purpose - Simplified disclosures');
  F_.formLine('17', 'Accounting method', 'Accrual');
  F_.formLine('18', 'Consolidated financial statements?', 'No');
  F_.p('Income and expenses', { bold: true, size: 9 });
  F_.formLine('19', 'Revenue from government (including grants)', n(A['19']));
  F_.formLine('20', 'Donations and bequests', n(A['20']));
  F_.formLine('21', 'Revenue from providing goods and services (include NDIS revenue here)', n(A['21']));
  F_.formLine('22', 'Revenue from investments', n(A['22']));
  F_.formLine('23', 'All other revenue', n(A['23']));
  F_.formLine('24', 'Total revenue (19 to 23)', n(A['24']));
  F_.formLine('25', 'Other income (for example, gains)', n(A['25']));
  F_.formLine('26', 'Total gross income (24 + 25)', n(A['26']));
  F_.formLine('27', 'Employee expenses', n(A['27']));
  F_.formLine('28', 'Interest expenses', n(A['28']));
  F_.formLine('29', 'Grants and donations made for use in Australia', n(A['29']));
  F_.formLine('30', 'Grants and donations made for use outside Australia', n(A['30']));
  F_.formLine('31', 'All other expenses', n(A['31']));
  F_.formLine('32', 'Total expenses (27 to 31)', n(A['32']));
  F_.formLine('33', 'Net surplus/(deficit) (26 - 32)', n(A['33']));
  F_.formLine('34', 'Other comprehensive income', n(A['34']));
  F_.formLine('35', 'Total comprehensive income (33 + 34)', n(A['35']));
  F_.p('Assets and liabilities at the end of the reporting period', { bold: true, size: 9 });
  F_.formLine('36', 'Total current assets', n(A['36']));
  F_.formLine('37', 'Non-current assets', n(A['37']));
  F_.formLine('38', 'Total assets (36 + 37)', n(A['38']));
  F_.formLine('39', 'Total current liabilities', n(A['39']));
  F_.formLine('40', 'Non-current liabilities', n(A['40']));
  F_.formLine('41', 'Total liabilities (39 + 40)', n(A['41']));
  F_.formLine('42', 'Net assets/(liabilities) (38 - 41)', n(A['42']));
  F_.h('Section E: Declaration', 10);
  F_.p('I declare that I am authorised to submit this Annual Information Statement on behalf of the charity and that the information provided is true and correct.', { size: 8.5 });
  F_.formLine('43', 'Name of responsible person submitting', `${f.treasurer} (Director)`);
  F_.formLine('44', 'Date submitted', dmy(f.aisDate));
  await F_.end();
}

// ------------------------------------------------------------------ 3. management accounts FY2026 (xlsx)
export async function managementAccounts(file, V) {
  const M = V.ironbark.ma;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Priya Raman (Finance Manager)';
  const ws = wb.addWorksheet('P&L by month');
  const nM = M.months.length; // 9
  const col = (m, k) => 2 + m * 3 + k; // 1-based column of month m, k 0 actual 1 budget 2 variance
  const ytdCol = 2 + nM * 3; // Actual, Budget, Var $, Var %
  const fyCol = ytdCol + 4;
  ws.columns = [{ width: 46 }, ...Array(fyCol - 1).fill({ width: 12 })];
  ws.mergeCells(1, 1, 1, 12); ws.getCell(1, 1).value = 'Ironbark Community Living Ltd'; ws.getCell(1, 1).font = { bold: true, size: 14 };
  ws.mergeCells(2, 1, 2, 12); ws.getCell(2, 1).value = 'Management accounts - Profit & Loss by month against budget, FY2026 (July 2025 to March 2026)'; ws.getCell(2, 1).font = { bold: true };
  ws.mergeCells(3, 1, 3, 12); ws.getCell(3, 1).value = 'A$, GST exclusive, unaudited. Var = favourable / (unfavourable): income above budget and expenses below budget are favourable. Prepared 14/04/2026 for the Finance, Audit & Risk Committee.'; ws.getCell(3, 1).font = { italic: true, size: 9 };
  ws.mergeCells(5, 1, 6, 1); ws.getCell(5, 1).value = 'Account';
  M.months.forEach((mn, m) => {
    ws.mergeCells(5, col(m, 0), 5, col(m, 2)); ws.getCell(5, col(m, 0)).value = mn;
    ['Actual', 'Budget', 'Var'].forEach((h, k) => { ws.getCell(6, col(m, k)).value = h; });
  });
  ws.mergeCells(5, ytdCol, 5, ytdCol + 3); ws.getCell(5, ytdCol).value = `Year to date ${M.months[nM - 1]}`;
  ['Actual', 'Budget', 'Var $', 'Var %'].forEach((h, k) => { ws.getCell(6, ytdCol + k).value = h; });
  ws.mergeCells(5, fyCol, 6, fyCol); ws.getCell(5, fyCol).value = 'FY2026 Budget (full year)';
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= fyCol; c++) styleHeader(ws.getCell(r, c));
  const L = (c) => colL(c - 1);
  let r = 7;
  const put = (x, kind, sums) => {
    const row = ws.getRow(r);
    row.getCell(1).value = x.label;
    for (let m = 0; m < nM; m++) {
      const a = col(m, 0), b = col(m, 1), v = col(m, 2);
      if (kind === 'line') { row.getCell(a).value = x.actual[m]; row.getCell(b).value = x.budget[m]; } else if (kind === 'sum') {
        row.getCell(a).value = F(`SUM(${L(a)}${sums[0]}:${L(a)}${sums[1]})`, x.actual[m]); row.getCell(b).value = F(`SUM(${L(b)}${sums[0]}:${L(b)}${sums[1]})`, x.budget[m]);
      } else {
        row.getCell(a).value = F(`${L(a)}${sums[0]}-${L(a)}${sums[1]}`, x.actual[m]); row.getCell(b).value = F(`${L(b)}${sums[0]}-${L(b)}${sums[1]}`, x.budget[m]);
      }
      row.getCell(v).value = F(x.inc ? `${L(a)}${r}-${L(b)}${r}` : `${L(b)}${r}-${L(a)}${r}`, x.variance[m]);
    }
    const as = Array.from({ length: nM }, (_, m) => `${L(col(m, 0))}${r}`).join('+');
    const bs = Array.from({ length: nM }, (_, m) => `${L(col(m, 1))}${r}`).join('+');
    row.getCell(ytdCol).value = F(as, x.ytdA); row.getCell(ytdCol + 1).value = F(bs, x.ytdB);
    row.getCell(ytdCol + 2).value = F(x.inc ? `${L(ytdCol)}${r}-${L(ytdCol + 1)}${r}` : `${L(ytdCol + 1)}${r}-${L(ytdCol)}${r}`, x.ytdV);
    row.getCell(ytdCol + 3).value = F(`IF(${L(ytdCol + 1)}${r}=0,0,${L(ytdCol + 2)}${r}/ABS(${L(ytdCol + 1)}${r}))`, x.ytdV / Math.abs(x.ytdB));
    row.getCell(ytdCol + 3).numFmt = '0.00%;(0.00%);"-"';
    row.getCell(fyCol).value = kind === 'line' ? x.fy : kind === 'sum' ? F(`SUM(${L(fyCol)}${sums[0]}:${L(fyCol)}${sums[1]})`, x.fy) : F(`${L(fyCol)}${sums[0]}-${L(fyCol)}${sums[1]}`, x.fy);
    for (let c = 2; c < fyCol + 1; c++) if (c !== ytdCol + 3) row.getCell(c).numFmt = NUM0;
    if (kind !== 'line') for (let c = 1; c <= fyCol; c++) { row.getCell(c).font = { bold: true }; row.getCell(c).border = { top: { style: 'thin' }, bottom: { style: kind === 'net' ? 'double' : undefined } }; }
    return r++;
  };
  const section = (t) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).font = { bold: true }; r++; };
  section('INCOME');
  const i0 = r; M.lines.filter((x) => x.inc).forEach((x) => put(x, 'line')); const ti = put(M.totInc, 'sum', [i0, r - 1]);
  r++;
  section('EXPENSES');
  const e0 = r; M.lines.filter((x) => !x.inc).forEach((x) => put(x, 'line')); const te = put(M.totExp, 'sum', [e0, r - 1]);
  r++;
  put(M.net, 'net', [ti, te]);
  r += 2;
  ws.getCell(r, 1).value = 'Notes: November donations include a bequest of $45,000 (Estate of J. McAllister). The March gala dinner was postponed to May 2026. The August WorkCover line includes the annual premium adjustment of $38,500.';
  ws.getCell(r, 1).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];

  // balance sheet
  const bs = wb.addWorksheet('Balance Sheet');
  bs.columns = [{ width: 40 }, { width: 16 }, { width: 20 }];
  bs.getCell('A1').value = 'Balance Sheet'; bs.getCell('A1').font = { bold: true, size: 12 };
  bs.getCell('A2').value = 'A$. The 30 June 2025 column is the audited statement of financial position.'; bs.getCell('A2').font = { italic: true, size: 9 };
  ['', '31 Mar 2026', '30 Jun 2025 (audited)'].forEach((h, i) => { bs.getCell(4, i + 1).value = h || null; styleHeader(bs.getCell(4, i + 1)); });
  const B = M.bs;
  const layout = [
    ['ASSETS'], ['Cash at bank'], ['Term deposits'], ['Trade and other receivables'], ['Prepayments'], ['Total current assets', 'sum', 1, 4],
    ['Property, plant and equipment'], ['Right-of-use assets'], ['Total non-current assets', 'sum', 6, 7], ['Total assets', 'add', 5, 8],
    ['LIABILITIES'], ['Trade and other payables'], ['Contract liabilities'], ['Lease liabilities'], ['Employee provisions'], ['Total liabilities', 'sum', 11, 14],
    ['Net assets', 'sub', 9, 15],
    ['EQUITY'], ['Retained surplus'], ['Current year surplus'], ['Reserves'], ['Total equity', 'sum', 18, 20],
  ];
  const base = 5; // sheet row of layout[0]
  layout.forEach(([label, kind, p, q], k) => {
    const rr = base + k;
    bs.getCell(rr, 1).value = label;
    if (!B[label]) { bs.getCell(rr, 1).font = { bold: true, underline: true }; return; }
    for (const [c, idx] of [[2, 0], [3, 1]]) {
      const Lc = colL(c - 1);
      const v = B[label][idx];
      const cell = bs.getCell(rr, c);
      if (!kind) cell.value = v;
      else if (kind === 'sum') cell.value = F(`SUM(${Lc}${base + p}:${Lc}${base + q})`, v);
      else if (kind === 'add') cell.value = F(`${Lc}${base + p}+${Lc}${base + q}`, v);
      else cell.value = F(`${Lc}${base + p}-${Lc}${base + q}`, v);
      cell.numFmt = NUM0;
    }
    if (kind) for (let c = 1; c <= 3; c++) bs.getCell(rr, c).font = { bold: true };
  });

  // KPIs
  const kp = wb.addWorksheet('KPIs');
  kp.columns = [{ width: 32 }, ...Array(nM).fill({ width: 10 })];
  kp.getCell('A1').value = 'Service KPIs by month - FY2026'; kp.getCell('A1').font = { bold: true, size: 12 };
  kp.getCell(3, 1).value = 'Measure'; styleHeader(kp.getCell(3, 1));
  M.months.forEach((mn, m) => { kp.getCell(3, m + 2).value = mn; styleHeader(kp.getCell(3, m + 2)); });
  Object.entries(M.kpi).forEach(([label, vals], k) => {
    kp.getCell(4 + k, 1).value = label;
    vals.forEach((v, m) => { kp.getCell(4 + k, m + 2).value = v; kp.getCell(4 + k, m + 2).numFmt = '#,##0'; });
  });
  kp.getCell(9, 1).value = 'SIL homes operated: 31 throughout. Participants are those with at least one billed support in the month.';
  kp.getCell(9, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. café tax invoice (photo)
export async function cafeInvoice(file, V) {
  const I = V.ironbark.inv;
  const L = [
    { t: 'THE ROSALIND PARK PANTRY', size: 26, bold: true, center: true },
    { t: 'Cafe & Catering  ·  38 Pall Mall, Bendigo VIC 3550', size: 17, center: true },
    { t: `ABN ${I.abn}  ·  Ph (03) 5441 0936`, size: 17, center: true },
    { rule: true },
    { t: 'TAX INVOICE', size: 24, bold: true, center: true },
    { cols: [`Invoice: ${I.number}`, `Date: ${dmy(I.date)}`], size: 18 },
    { t: 'Customer: Ironbark Community Living Ltd', size: 18 },
    { t: 'Order: Team leaders training day - delivered 8:30am', size: 17 },
    { rule: true },
    { table: true, cols: ['Item', 'Qty', 'Each', 'Amount'], size: 17, bold: true },
    ...I.items.map((x) => ({ table: true, cols: [`${x.desc}${x.gst ? '' : ' *'}`, String(x.qty), fmt(x.price, 2), fmt(x.amount, 2)], size: 17 })),
    { rule: true },
    { cols: ['TOTAL (GST inclusive)', `$${fmt(I.total, 2)}`], size: 22, bold: true },
    { cols: ['Includes GST of', `$${fmt(I.gst, 2)}`], size: 18 },
    { cols: ['* GST-free items', `$${fmt(I.gstFree, 2)}`], size: 16 },
    { rule: true },
    { cols: [`PAID - EFTPOS ${I.card} **** ${I.cardLast4}`, `$${fmt(I.total, 2)}`], size: 17 },
    { t: 'Thank you for supporting local! See you at the market on Saturday.', size: 15, center: true },
  ];
  await photoDocument(file, L, { width: 900, height: 820, angle: 0.7, seed: 7319, format: 'jpeg', margin: 50, tableX: [50, 610, 730, 850], noise: 24 });
}
