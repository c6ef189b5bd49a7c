// Sahana Vidya Education Foundation (Hatton, Sri Lanka): renders its six documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { HeadingLevel, Paragraph, TextRun } from 'docx';
import { RAW, view } from '../data.mjs';
import { newPdf, table, para, atEdge } from './pdf.mjs';
import { MONTHS, styleHeader, P as WP, T as WT, writeDocx } from './office.mjs';
import { photoDocument } from './photo.mjs';

const { SA } = RAW;
// a formula cell; a zero result is written as a plain 0 (exceljs drops a cached value of 0)
const fx = (formula, result) => (result === 0 ? 0 : { formula, result });
const n0 = (v) => Math.round(Math.abs(v)).toLocaleString('en-US');
const n2 = (v) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const acc = (v) => (v === null || v === undefined ? '' : Math.abs(v) < 0.5 ? '-' : v < 0 ? `(${n0(v)})` : n0(v));
const ddot = (iso) => iso.split('-').reverse().join('.');
const dsl = (iso) => iso.split('-').reverse().join('/');
const ord = (d) => (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
const longOrd = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d}${ord(d)} ${MONTHS[m - 1]} ${y}`; };
const isTotal = (l) => /^(Total|Net income|Net movement|Net cash|Net increase|Funds at 31|Cash and cash equivalents at 31|Balance at 31)/.test(l);
export const FILES = {
  fs: 'SVEF Audited Financial Statements 2025-26.pdf',
  ret: 'NGO Secretariat Annual Return 2025-26.pdf',
  bud: 'Budget 2026-27 (Board approved 21.03.2026).xlsx',
  ar: 'Sahana Vidya Annual Report 2025-26.docx',
  inv: 'Investment Register as at 31.03.2026.csv',
  rcpt: 'bookshop bill 19-03.png',
};

// ---------------------------------------------------------------- audited financial statements
async function financialStatements(dir, V) {
  const { doc, end } = newPdf(path.join(dir, FILES.fs), { title: 'Audited Financial Statements 2025/26', author: SA.meta.auditor });
  const F = V.sahana.fs;
  let page = 0;
  let W = 595;
  const M = 48;
  const frame = (layout = 'portrait') => {
    doc.addPage({ size: 'A4', layout, margin: 48 });
    W = layout === 'landscape' ? 842 : 595;
    const H = layout === 'landscape' ? 595 : 842;
    page++;
    if (page > 1) atEdge(doc, () => {
      doc.font('I').fontSize(7.5).fillColor('#333').text(`${SA.name} – Financial Statements for the year ended 31st March 2026`, M, 26, { width: W - 2 * M, align: 'center', lineBreak: false });
      doc.font('R').fontSize(8).text(String(page), M, H - 34, { width: W - 2 * M, align: 'center', lineBreak: false });
      doc.fillColor('black');
    });
    doc.y = 56;
    return 56;
  };
  const title = (t, sub) => {
    doc.font('B').fontSize(11).text(SA.name.toUpperCase(), M, doc.y, { width: W - 2 * M, align: 'left' });
    doc.font('B').fontSize(11).text(t, M, doc.y + 2, { width: W - 2 * M });
    doc.font('R').fontSize(9.5).text(sub, M, doc.y + 1, { width: W - 2 * M });
    doc.y += 14;
  };
  const room = (h) => { if (doc.y + h > (W > 600 ? 540 : 772)) frame(W > 600 ? 'landscape' : 'portrait'); };
  const heading = (t) => { room(70); doc.font('B').fontSize(9.5).text(t, M, doc.y, { lineBreak: false }); doc.y += 15; };
  const P = (t, o = {}) => { doc.font(o.font || 'R').fontSize(o.size || 8.8); room(doc.heightOfString(t, { width: W - 2 * M }) + 4); para(doc, t, { font: 'R', size: 8.8, gap: 6, align: 'justify', ...o }); };
  const fromRows = (rows, headings = {}) => {
    const out = [];
    for (const r of rows) {
      if (headings[r.label]) for (const h of [].concat(headings[r.label])) out.push(typeof h === 'string' ? { label: h, bold: true } : h);
      const total = isTotal(r.label);
      out.push({ label: r.label, note: r.note ?? '', vals: r.vals.map(acc), bold: total, rule: total ? 'above' : undefined, indent: total ? 0 : 1 });
    }
    return out;
  };
  const cols = (rights, heads, width) => rights.map((right, i) => ({ right, head: heads[i], width }));
  const onNew = () => frame();

  frame();
  doc.y = 230;
  doc.font('B').fontSize(18).text('SAHANA VIDYA EDUCATION FOUNDATION', M, doc.y, { width: W - 2 * M, align: 'center' });
  doc.font('B').fontSize(13).text('(GUARANTEE) LIMITED', M, doc.y + 4, { width: W - 2 * M, align: 'center' });
  doc.font('R').fontSize(10).text(`Company Registration No. ${SA.meta.regNo}`, M, doc.y + 8, { width: W - 2 * M, align: 'center' });
  doc.font('B').fontSize(14).text('FINANCIAL STATEMENTS', M, doc.y + 80, { width: W - 2 * M, align: 'center' });
  doc.font('R').fontSize(12).text('FOR THE YEAR ENDED 31ST MARCH 2026', M, doc.y + 6, { width: W - 2 * M, align: 'center' });

  frame();
  heading('CORPORATE INFORMATION');
  const info = [
    ['Name of the Company', SA.name],
    ['Legal form', 'A company limited by guarantee incorporated under the Companies Act No. 07 of 2007, registered as a voluntary social service organisation with the National Secretariat for Non Governmental Organizations'],
    ['Company registration number', SA.meta.regNo],
    ['NGO Secretariat registration number', SA.meta.ngoNo],
    ['Registered office', SA.meta.address],
    ['Board of Directors', SA.meta.directors.join('\n')],
    ['Chief Executive Officer', SA.meta.ceo],
    ['Company Secretary', SA.meta.secretary],
    ['Auditors', `${SA.meta.auditor}, Chartered Accountants, No. 112, Peradeniya Road, Kandy`],
    ['Bankers', SA.meta.bankers.join('\n')],
  ];
  for (const [k, v] of info) { const y = doc.y; doc.font('B').fontSize(8.8).text(k, M, y, { width: 170 }); doc.font('R').text(v, M + 180, y, { width: W - 2 * M - 180 }); doc.y = Math.max(doc.y, y + 12) + 6; }

  frame();
  heading('REPORT OF THE BOARD OF DIRECTORS');
  const T = V.sahana.fs.soci;
  const tv = (l, i) => T.find((r) => r.label === l).vals[i];
  P(`The Board of Directors has pleasure in presenting the annual report together with the audited financial statements of ${SA.name} for the year ended 31st March 2026.`);
  P('Principal activities. The Foundation supports the education of children and young people from the plantation communities of the Central and Uva Provinces through Vidya scholarships and bursaries, English and IT learning centres in Hatton, Talawakelle, Maskeliya, Bogawantalawa and Nuwara Eliya, training for teachers in estate schools, and school libraries.');
  P(`Financial results. Total income for the year amounted to LKR ${n0(tv('Total income', 3))} (2024/25: LKR ${n0(tv('Total income', 4))}) and total expenditure to LKR ${n0(tv('Total expenditure', 3))} (2024/25: LKR ${n0(tv('Total expenditure', 4))}). Total funds increased to LKR ${n0(SA.total26)}, of which LKR ${n0(SA.endow.close)} is held in the permanent Endowment Fund.`);
  P('Going concern. The directors are satisfied that the Foundation has adequate resources to continue its operations for the foreseeable future.');
  P(`Auditors. The retiring auditors, ${SA.meta.auditor}, Chartered Accountants, have expressed their willingness to continue in office.`);
  P(`By order of the Board\n\n${SA.meta.chair}                                        ${SA.meta.treasurer}\nChairperson                                                        Treasurer`, { align: 'left' });

  frame();
  heading("INDEPENDENT AUDITOR'S REPORT");
  doc.font('B').fontSize(8.8).text(`TO THE MEMBERS OF ${SA.name.toUpperCase()}`, M, doc.y); doc.y += 6;
  P('Opinion. We have audited the financial statements of the Foundation, which comprise the statement of financial position as at 31st March 2026, and the statement of comprehensive income and statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies.');
  P('In our opinion, the accompanying financial statements give a true and fair view of the financial position of the Foundation as at 31st March 2026, and of its financial performance and its cash flows for the year then ended in accordance with the Sri Lanka Accounting Standard for Small and Medium-sized Entities (SLFRS for SMEs) and the Statement of Recommended Practice for Not-for-Profit Organizations issued by CA Sri Lanka.');
  P('Basis for opinion. We conducted our audit in accordance with Sri Lanka Auditing Standards (SLAuSs). We are independent of the Foundation in accordance with the Code of Ethics issued by CA Sri Lanka, and we have fulfilled our other ethical responsibilities.');
  P('Report on other legal and regulatory requirements. As required by section 163(2) of the Companies Act No. 07 of 2007, we have obtained all the information and explanations that were required for the audit and, as far as appears from our examination, proper accounting records have been kept by the Foundation.');
  doc.y += 10;
  P(`${SA.meta.auditor.toUpperCase()}\nChartered Accountants\nKandy\n${ddot(SA.meta.auditSigned)}`, { align: 'left' });

  frame();
  title('STATEMENT OF FINANCIAL POSITION', 'As at 31st March 2026');
  table(doc, { cols: cols([440, 545], [['31.03.2026', 'LKR'], ['31.03.2025', 'LKR']], 80), noteCol: { right: 350, head: ['Note'] }, labelX: M, size: 8.8, lineH: 15, onNewPage: onNew }, fromRows(F.sofp, {
    'Property, plant and equipment': ['ASSETS', 'Non-current assets'], 'Total non-current assets': [], Investments: [], 'Receivables, deposits and prepayments': [],
    'General fund': [{ gap: 6 }, 'FUNDS AND LIABILITIES', 'Funds'], 'Retirement benefit obligations': [{ gap: 4 }, 'Non-current liabilities'], 'Accrued expenses and other payables': ['Current liabilities'],
  }).flatMap((r, i, a) => (r.label === 'Investments' && a.slice(0, i).some((x) => x.label === 'Investments') ? [{ gap: 4 }, { label: 'Current assets', bold: true }, r] : [r])));
  doc.y += 14;
  P('The Board of Directors is responsible for the preparation and presentation of these financial statements. Approved and signed for and on behalf of the Board:');
  doc.y += 22;
  const ys = doc.y;
  doc.font('R').fontSize(8.8).text(`${SA.meta.chair}\nChairperson`, M, ys, { width: 200 });
  doc.text(`${SA.meta.treasurer}\nTreasurer`, 330, ys, { width: 200 });
  doc.y = ys + 34;
  P(`${ddot(SA.meta.auditSigned)}, Hatton. The accounting policies and notes on pages 8 to 14 form an integral part of these financial statements.`, { font: 'I', size: 8 });

  frame();
  title('STATEMENT OF COMPREHENSIVE INCOME', 'For the year ended 31st March 2026');
  table(doc, { cols: cols([300, 365, 430, 495, 560], [['Unrestricted', '(General)', 'Fund', 'LKR'], ['Restricted', 'Funds', '', 'LKR'], ['Endowment', 'Fund', '', 'LKR'], ['Total', '2025/26', '', 'LKR'], ['Total', '2024/25', '', 'LKR']], 64), noteCol: { right: 236, head: ['Note'] }, labelX: M, size: 7.9, lineH: 13.5, onNewPage: onNew }, fromRows(F.soci, {
    Donations: ['Income'], 'Scholarships and bursaries': [{ gap: 4 }, 'Expenditure', { label: 'Charitable activities', italic: true }], 'Fundraising costs': [{ gap: 2 }], 'Net income/(expenditure) before transfers': [{ gap: 4 }], 'Funds at 1 April': [{ gap: 4 }],
  }));
  doc.y += 10;
  P('The Foundation has no items of other comprehensive income. Funds at 1 April and 31 March are those of the current and previous year respectively.', { font: 'I', size: 8 });

  frame();
  title('STATEMENT OF CASH FLOWS', 'For the year ended 31st March 2026');
  table(doc, { cols: cols([450, 545], [['2025/26', 'LKR'], ['2024/25', 'LKR']], 80), noteCol: { right: 370, head: ['Note'] }, labelX: M, size: 8.3, lineH: 14, onNewPage: onNew }, fromRows(F.scf, {
    'Net movement in funds': ['Cash flows from operating activities'], Depreciation: [{ label: 'Adjustments for:', italic: true }], '(Increase)/decrease in receivables': [{ label: 'Working capital changes:', italic: true }],
    'Purchase of property, plant and equipment': [{ gap: 4 }, 'Cash flows from investing activities'], 'Endowment contributions received': [{ gap: 4 }, 'Cash flows from financing activities'], 'Net increase in cash and cash equivalents': [{ gap: 6 }],
  }));

  frame();
  heading('NOTES TO THE FINANCIAL STATEMENTS');
  heading('1. REPORTING ENTITY');
  P(`${SA.name} is a company limited by guarantee domiciled in Sri Lanka, with its registered office at ${SA.meta.address}. The liability of each member is limited to LKR 1,000.`);
  heading('2. BASIS OF PREPARATION');
  P('The financial statements have been prepared in accordance with the SLFRS for SMEs and the Statement of Recommended Practice for Not-for-Profit Organizations, on the historical cost basis, and are presented in Sri Lanka Rupees (LKR), rounded to the nearest rupee.');
  heading('3. SIGNIFICANT ACCOUNTING POLICIES');
  P('3.1 Funds. The General Fund is available for any purpose within the objects of the Foundation. Restricted Funds are grants and donations given for a specific programme; their unspent balances are carried forward. The Endowment Fund holds contributions that donors have required to be invested permanently; only the income may be spent, and it is transferred each year to the Sivalingam Memorial Scholarships fund.');
  P('3.2 Income. Donations and grants are recognised when received. Income from investments is recognised on an accrual basis using the effective interest rate.');
  P('3.3 Management fee. Grant agreements with overseas donors allow the Foundation to charge a management fee to the restricted fund, which is transferred to the General Fund.');
  P('3.4 Property, plant and equipment are stated at cost less accumulated depreciation, on a straight-line basis at: buildings 5%, furniture and fittings 10%, computer equipment 25% and motor vehicles 20% per annum.');
  heading('4. DONATIONS');
  P('Donations are gifts from individuals and Sri Lankan companies that are not restricted to a particular programme.');
  heading('5. GRANTS');
  P('Grants are restricted to the programmes set out in note 14. Foreign grants have been reported to the National Secretariat for Non Governmental Organizations.');
  table(doc, { cols: cols([450, 545], [['2025/26', 'LKR'], ['2024/25', 'LKR']], 80), labelX: M, size: 8.3, lineH: 13, title: '5. GRANTS', titleFont: 'B', titleSize: 9.5, onNewPage: onNew }, fromRows(F.grants, { "Lanka Children's Education Trust (United Kingdom)": [{ label: 'Foreign', italic: true }], 'Highland Ceylon Tea Plantations PLC': [{ gap: 4 }, { label: 'Local corporate', italic: true }] }));
  doc.y += 6;
  heading('6. INVESTMENT INCOME');
  table(doc, { cols: cols([450, 545], [['2025/26', 'LKR'], ['2024/25', 'LKR']], 80), labelX: M, size: 8.3, lineH: 13, onNewPage: onNew }, fromRows(F.invinc));
  doc.y += 6;
  doc.font('B').fontSize(9.5).text('7. EXPENDITURE ON CHARITABLE ACTIVITIES', M, doc.y, { lineBreak: false }); doc.y += 15;
  table(doc, { title: '7. EXPENDITURE ON CHARITABLE ACTIVITIES', titleFont: 'B', titleSize: 9.5, bottom: 775, cols: cols([270, 328, 386, 444, 502, 560], [['Scholar-', 'ships and', 'bursaries', 'LKR'], ['Learning', 'centres', '', 'LKR'], ['Teacher', 'develop-', 'ment', 'LKR'], ['School', 'libraries', '', 'LKR'], ['Total', '2025/26', '', 'LKR'], ['Total', '2024/25', '', 'LKR']], 58), labelX: M, size: 7.6, lineH: 13, onNewPage: onNew }, fromRows(F.prog));
  doc.y += 6;
  frame();
  heading('8. ADMINISTRATION');
  P(`Of the investment income in note 6, LKR ${n0(SA.endow.income)} was earned on the investments of the Endowment Fund. Administration includes depreciation of LKR ${n0(SA.ppe.charge.reduce((s, x) => s + x, 0))}, auditors' remuneration of LKR 1,150,000 (2024/25: LKR 1,050,000) and the costs of the head office in Hatton.`);
  heading('9. PROPERTY, PLANT AND EQUIPMENT');
  P('See the schedule on the following page.');
  frame('landscape');
  heading('9. PROPERTY, PLANT AND EQUIPMENT (continued)');
  table(doc, {
    cols: cols([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => 215 + 65 * i), [['Cost as at', '01.04.2025', 'LKR'], ['Additions', '', 'LKR'], ['Disposals', '', 'LKR'], ['Cost as at', '31.03.2026', 'LKR'], ['Depreciation', 'as at', '01.04.2025', 'LKR'], ['Charge for', 'the year', 'LKR'], ['On', 'disposals', 'LKR'], ['Depreciation', 'as at', '31.03.2026', 'LKR'], ['Net book', 'value', '31.03.2026', 'LKR'], ['Net book', 'value', '31.03.2025', 'LKR']], 64),
    labelX: M, size: 7.6, lineH: 15, onNewPage: () => frame('landscape'),
  }, fromRows(F.ppe));
  doc.y += 6;
  P('Fully depreciated computer equipment with a cost of LKR 3,100,000 was disposed of during the year for no consideration. The Hatton learning centre building stands on land leased from the Hatton Municipal Council for 30 years.', { size: 8.3 });

  frame();
  heading('10. INVESTMENTS');
  table(doc, { cols: cols([380, 465, 550], [['Non-current', 'LKR'], ['Current', 'LKR'], ['Total', 'LKR']], 80), labelX: M, size: 8.3, lineH: 14, onNewPage: onNew }, fromRows(F.invest));
  doc.y += 4;
  P('Investments are held to maturity. Those maturing after 31st March 2027 are shown as non-current. Fixed deposits are with licensed commercial banks and the National Savings Bank; Treasury bills and bonds are Government of Sri Lanka securities. All investments of the Endowment Fund are included above.', { size: 8.3 });
  heading('11. RECEIVABLES, DEPOSITS AND PREPAYMENTS');
  P(`Receivables include interest accrued on investments of LKR ${n0(SA.accrued)} at 31st March 2026.`);
  heading('12. CASH AND CASH EQUIVALENTS');
  P('Cash and cash equivalents comprise balances in current and savings accounts with Hatton National Bank PLC, Bank of Ceylon and Commercial Bank of Ceylon PLC, and cash in hand at the learning centres.');
  heading('13. GENERAL FUND');
  P('The General Fund represents accumulated unrestricted surpluses. The Board aims to hold at least six months of administration and learning-centre running costs in the General Fund.');
  heading('14. RESTRICTED FUNDS');
  table(doc, { cols: cols([318, 378, 438, 498, 558], [['Balance', '01.04.2025', 'LKR'], ['Received', '', 'LKR'], ['Utilised', '', 'LKR'], ['Transfers', '', 'LKR'], ['Balance', '31.03.2026', 'LKR']], 60), labelX: M, size: 7.6, lineH: 14, bottom: 775, title: '14. RESTRICTED FUNDS', titleFont: 'B', titleSize: 9.5, onNewPage: onNew }, fromRows(F.funds));
  doc.y += 4;
  P('Transfers out are management fees charged under the grant agreements; the transfer into the Sivalingam Memorial Scholarships fund is the year\'s income of the Endowment Fund (note 15).', { size: 8.3 });
  heading('15. ENDOWMENT FUND');
  table(doc, { cols: cols([545], [['LKR']], 80), labelX: M, size: 8.3, lineH: 14, onNewPage: onNew }, fromRows(F.endow));
  doc.y += 6;
  heading('16. RETIREMENT BENEFIT OBLIGATIONS');
  table(doc, { cols: cols([450, 545], [['2025/26', 'LKR'], ['2024/25', 'LKR']], 80), labelX: M, size: 8.3, lineH: 14, onNewPage: onNew }, fromRows(F.grat));
  doc.y += 4;
  P('Provision is made for gratuity payable under the Payment of Gratuity Act No. 12 of 1983 to all employees on the basis of half a month\'s salary for each completed year of service. The liability is calculated by the projected unit credit method using a discount rate of 11% and salary increases of 8% a year, and is not externally funded. Contributions to the Employees\' Provident Fund and Employees\' Trust Fund are expensed as incurred.', { size: 8.3 });
  heading('17. ACCRUED EXPENSES AND OTHER PAYABLES');
  P('These comprise accrued salaries and EPF/ETF contributions for March 2026, audit fees and amounts due to suppliers, all payable within one year.');
  heading('18. STAFF COSTS');
  table(doc, { cols: cols([450, 545], [['2025/26', 'LKR'], ['2024/25', 'LKR']], 80), labelX: M, size: 8.3, lineH: 14, onNewPage: onNew }, fromRows(F.staff, { 'Full-time employees at 31 March': [{ gap: 4 }, { label: 'Number of employees', italic: true }] }));
  doc.y += 4;
  heading('19. RELATED PARTY TRANSACTIONS');
  P('The directors serve in an honorary capacity and received no fees or remuneration during the year (2024/25: nil). No director had an interest in any transaction with the Foundation.');
  heading('20. TAXATION');
  P('The Foundation is an approved charity under the Inland Revenue Act No. 24 of 2017; donations and grants are not liable to income tax. Investment income is subject to withholding tax at source.');
  heading('21. EVENTS AFTER THE REPORTING PERIOD');
  P('No events have occurred since the reporting date that would require adjustment to, or disclosure in, the financial statements.');
  await end();
}

// ---------------------------------------------------------------- NGO Secretariat annual return
async function ngoReturn(dir, V) {
  const { doc, end } = newPdf(path.join(dir, FILES.ret), { title: 'Annual Return 2025/26', author: SA.name });
  const R = V.sahana.ret;
  let page = 0;
  let W = 595;
  const M = 45;
  const frame = (layout = 'portrait') => {
    doc.addPage({ size: 'A4', layout, margin: 45 });
    W = layout === 'landscape' ? 842 : 595;
    const H = layout === 'landscape' ? 595 : 842;
    page++;
    atEdge(doc, () => {
      doc.font('R').fontSize(7).fillColor('#444').text('Form NGO/AR-01 (Rev. 2023)', M, 22, { lineBreak: false });
      doc.text(`Registration No. ${SA.meta.ngoNo}  ·  Page ${page}`, M, 22, { width: W - 2 * M, align: 'right', lineBreak: false });
      doc.fillColor('black');
    });
    doc.y = 45;
    return 45;
  };
  const box = (t) => { const y = doc.y; doc.rect(M, y, W - 2 * M, 16).fill('#e4e4e4'); doc.fillColor('black').font('B').fontSize(9).text(t, M + 4, y + 4, { lineBreak: false }); doc.y = y + 22; };
  const field = (k, v) => { const y = doc.y; doc.font('R').fontSize(8.5).text(k, M + 4, y, { width: 210 }); doc.font('B').text(v, M + 220, y, { width: W - 2 * M - 225 }); doc.y = Math.max(doc.y, y + 11) + 5; };
  frame();
  doc.font('B').fontSize(11).text('NATIONAL SECRETARIAT FOR NON GOVERNMENTAL ORGANIZATIONS', M, doc.y, { width: W - 2 * M, align: 'center' });
  doc.font('R').fontSize(9).text('Ministry of Public Security · Sri Lanka', M, doc.y + 2, { width: W - 2 * M, align: 'center' });
  doc.font('B').fontSize(12).text('ANNUAL RETURN OF A REGISTERED VOLUNTARY SOCIAL SERVICE ORGANIZATION', M, doc.y + 8, { width: W - 2 * M, align: 'center' });
  doc.font('R').fontSize(9).text('(Voluntary Social Service Organizations (Registration and Supervision) Act No. 31 of 1980)', M, doc.y + 2, { width: W - 2 * M, align: 'center' });
  doc.font('B').fontSize(9.5).text('Financial year: 1st April 2025 to 31st March 2026', M, doc.y + 6, { width: W - 2 * M, align: 'center' });
  doc.y += 12;
  box('PART 1 – PARTICULARS OF THE ORGANIZATION');
  field('1.1 Name of the organization', SA.name);
  field('1.2 Registration number (NGO Secretariat)', SA.meta.ngoNo);
  field('1.3 Registration under the Companies Act', `${SA.meta.regNo} (company limited by guarantee)`);
  field('1.4 Address of the head office', SA.meta.address);
  field('1.5 Telephone / e-mail', '051 222 5190 / info@sahanavidya.lk');
  field('1.6 Districts of operation', 'Nuwara Eliya, Badulla, Kandy');
  box('PART 2 – OFFICE BEARERS');
  field('2.1 Chairperson', `${SA.meta.chair}  (NIC 6852xxxxxV)`);
  field('2.2 Secretary', `${SA.meta.secretary}  (NIC 7421xxxxxV)`);
  field('2.3 Treasurer', `${SA.meta.treasurer}  (NIC 1978xxxxxxxx)`);
  field('2.4 Chief executive (employed)', SA.meta.ceo);
  box('PART 3 – FINANCIAL SUMMARY (LKR, as per the audited financial statements)');
  const bolds = /^(3\.1 |3\.2\.6|3\.3\.4|3\.4 |3\.5 )/;
  table(doc, { cols: [{ right: W - M - 6, head: ['Amount (LKR)'], width: 110 }], labelX: M + 4, size: 8.5, lineH: 15, onNewPage: () => frame() }, R.part3.flatMap((r) => {
    const out = [];
    if (r.label.startsWith('3.2.1')) out.push({ label: '3.2 Income during the year', bold: true });
    if (r.label.startsWith('3.3.1')) out.push({ label: '3.3 Expenditure during the year', bold: true });
    out.push({ label: r.label, vals: r.vals.map(acc), bold: bolds.test(r.label), rule: /^(3\.2\.6|3\.3\.4)/.test(r.label) ? 'above' : undefined, indent: /^3\.\d\.\d/.test(r.label) ? 1 : 0 });
    return out;
  }));
  frame('landscape');
  box('PART 4 – FOREIGN FUNDS RECEIVED DURING THE YEAR');
  const X = { no: M + 4, donor: M + 26, country: M + 215, ccy: M + 300, fcy: M + 410, rate: M + 465, lkr: M + 550, date: M + 565, purpose: M + 630 };
  const hy = doc.y;
  doc.font('B').fontSize(8);
  const hd = (t, x, right) => (right ? doc.text(t, x - 90, hy, { width: 90, align: 'right', lineBreak: false }) : doc.text(t, x, hy, { lineBreak: false }));
  hd('No.', X.no); hd('Donor', X.donor); hd('Country', X.country); hd('Currency', X.ccy); hd('Amount (foreign', X.fcy, true); hd('Rate', X.rate, true); hd('Amount (LKR)', X.lkr, true); hd('Date received', X.date); hd('Purpose', X.purpose);
  doc.text('currency)', X.fcy - 90, hy + 10, { width: 90, align: 'right', lineBreak: false });
  doc.moveTo(M, hy + 22).lineTo(W - M, hy + 22).lineWidth(0.5).stroke();
  doc.y = hy + 27;
  R.foreign.forEach((f, i) => {
    const y = doc.y;
    doc.font('R').fontSize(8);
    doc.text(String(i + 1), X.no, y, { lineBreak: false });
    doc.text(f.donor, X.donor, y, { lineBreak: false });
    doc.text(f.country, X.country, y, { lineBreak: false });
    doc.text(f.ccy, X.ccy, y, { lineBreak: false });
    doc.text(n2(f.fcy), X.fcy - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(n2(f.rate), X.rate - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(n0(f.lkr), X.lkr - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(dsl(f.date), X.date, y, { lineBreak: false });
    doc.text(f.purpose, X.purpose, y, { lineBreak: false });
    doc.y = y + 15;
  });
  const ty = doc.y;
  doc.moveTo(X.lkr - 70, ty - 2).lineTo(X.lkr, ty - 2).stroke();
  doc.font('B').fontSize(8).text('Total foreign funds received (agrees with 3.2.2)', X.donor, ty, { lineBreak: false });
  doc.text(n0(R.foreign.reduce((s, f) => s + f.lkr, 0)), X.lkr - 90, ty, { width: 90, align: 'right', lineBreak: false });
  doc.y = ty + 24;
  para(doc, 'All foreign funds were received into the Foundation\'s foreign currency account with Hatton National Bank PLC, Hatton, and converted at the bank\'s buying rate on the date of receipt.', { font: 'I', size: 8, x: M });
  frame();
  box('PART 5 – PROGRAMMES IMPLEMENTED DURING THE YEAR');
  table(doc, { cols: [{ right: 430, head: ['Beneficiaries'], width: 80 }, { right: W - M - 6, head: ['Expenditure (LKR)'], width: 100 }], labelX: M + 4, size: 8.5, lineH: 15, onNewPage: () => frame() }, [
    ...R.part5.map((r) => ({ label: r.label, vals: r.vals.map(acc) })),
  ]);
  para(doc, 'Beneficiaries: students supported during the year (scholarships), students enrolled in March 2026 (learning centres), teachers trained during the year, school libraries established during the year.', { font: 'I', size: 7.8, x: M + 4 });
  doc.y += 6;
  box('PART 6 – STAFF AND VOLUNTEERS (as at 31st March 2026)');
  table(doc, { cols: [{ right: W - M - 6, head: ['Number'], width: 80 }], labelX: M + 4, size: 8.5, lineH: 15, onNewPage: () => frame() }, R.part6.map((r) => ({ label: r.label, vals: r.vals.map((v) => (v === 0 ? 'Nil' : String(v))) })));
  doc.y += 6;
  box('PART 7 – DECLARATION');
  para(doc, 'We certify that the information given in this return is true and correct, that the financial information agrees with the audited financial statements for the year ended 31st March 2026, a copy of which is attached, and that all foreign funds received have been reported.', { font: 'R', size: 8.5, x: M + 4 });
  doc.y += 24;
  const y = doc.y;
  doc.font('R').fontSize(8.5).text(`........................................\n${SA.meta.secretary}\nSecretary`, M + 4, y, { width: 220 });
  doc.text(`........................................\n${SA.meta.treasurer}\nTreasurer`, M + 280, y, { width: 220 });
  doc.y = y + 50;
  doc.text(`Date: ${ddot(SA.meta.returnSigned)}          Place: Hatton`, M + 4, doc.y, { lineBreak: false });
  await end();
}

// ---------------------------------------------------------------- budget workbook
async function budget(dir, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'SVEF Finance';
  const NF = '#,##0;(#,##0);"-"';
  const B = V.sahana.bud;
  const ws = wb.addWorksheet('Summary');
  ws.columns = [{ width: 34 }, ...Array(8).fill({ width: 15 })];
  const t = (sheet, lines, w) => lines.forEach((x, i) => { const r = sheet.addRow([x]); sheet.mergeCells(r.number, 1, r.number, w); r.getCell(1).font = { bold: i < 2, size: i === 0 ? 13 : 11, italic: i >= 2 }; });
  t(ws, ['Sahana Vidya Education Foundation (Guarantee) Limited', 'Budget 2026/27 – approved by the Board of Directors on 21.03.2026', 'All amounts in LKR. 2025/26 forecast prepared at 28.02.2026 (eleven months actual to February, March estimated).'], 9);
  ws.addRow([]);
  const h1 = ws.addRow(['', '2024/25', '2025/26', '', '2026/27 Budget', '', '', '', '']);
  ws.mergeCells(h1.number, 3, h1.number, 4); ws.mergeCells(h1.number, 5, h1.number, 9);
  const h2 = ws.addRow(['LKR', 'Actual', 'Budget', 'Forecast', 'Q1 Apr–Jun', 'Q2 Jul–Sep', 'Q3 Oct–Dec', 'Q4 Jan–Mar', 'Total']);
  for (const r of [h1, h2]) r.eachCell((c) => styleHeader(c));
  const lines = B.summary;
  const addLine = (r) => {
    const x = ws.addRow([r.label, ...r.vals.slice(0, 7)]);
    x.getCell(9).value = fx(`SUM(E${x.number}:H${x.number})`, r.vals[7]);
    for (let c = 2; c <= 9; c++) x.getCell(c).numFmt = NF;
    x.getCell(1).alignment = { indent: 1 };
    return x.number;
  };
  const addTot = (label, a, b) => {
    const v = lines.find((r) => r.label === label).vals;
    const x = ws.addRow([label]);
    for (let c = 2; c <= 9; c++) { const L = String.fromCharCode(64 + c); x.getCell(c).value = fx(`SUM(${L}${a}:${L}${b})`, v[c - 2]); x.getCell(c).numFmt = NF; x.getCell(c).font = { bold: true }; x.getCell(c).border = { top: { style: 'thin' } }; }
    x.getCell(1).font = { bold: true };
    return x.number;
  };
  const s1 = ws.addRow(['INCOME']); s1.getCell(1).font = { bold: true };
  const inc = SA.budLines.filter((l) => l.side === 'inc').map((l) => addLine(lines.find((r) => r.label === l.label)));
  const ti = addTot('Total income', inc[0], inc.at(-1));
  ws.addRow([]);
  const s2 = ws.addRow(['EXPENDITURE']); s2.getCell(1).font = { bold: true };
  const exp = SA.budLines.filter((l) => l.side === 'exp').map((l) => addLine(lines.find((r) => r.label === l.label)));
  const te = addTot('Total expenditure', exp[0], exp.at(-1));
  ws.addRow([]);
  const sv = lines.find((r) => r.label === 'Surplus/(deficit)').vals;
  const sx = ws.addRow(['Surplus/(deficit)']);
  for (let c = 2; c <= 9; c++) { const L = String.fromCharCode(64 + c); sx.getCell(c).value = fx(`${L}${ti}-${L}${te}`, sv[c - 2]); sx.getCell(c).numFmt = NF; sx.getCell(c).font = { bold: true }; sx.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  sx.getCell(1).font = { bold: true };
  ws.addRow([]);
  for (const n of ['Notes', '1. Endowment contributions are capital and are invested in full; they are included in income as in the financial statements.', '2. Scholarship and learning-centre budgets are built up on the Scholarships and Centres sheets.', '3. Foreign grants assume GBP 1 = LKR 395, EUR 1 = LKR 345, AUD 1 = LKR 195 and CAD 1 = LKR 215.']) { const r = ws.addRow([n]); r.getCell(1).font = { italic: n !== 'Notes', bold: n === 'Notes', size: 9 }; }
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];

  const sc = wb.addWorksheet('Scholarships');
  sc.columns = [{ width: 38 }, { width: 14 }, { width: 14 }, { width: 16 }, { width: 10 }, { width: 18 }];
  t(sc, ['Vidya scholarships and bursaries – budget 2026/27', 'Stipends are paid monthly by bank transfer to the student or parent.'], 6);
  sc.addRow([]);
  const sh = sc.addRow(['Level', 'Students 2025/26 (actual)', 'Students 2026/27 (budget)', 'Monthly stipend (LKR)', 'Months', 'Annual cost 2026/27 (LKR)']);
  sh.eachCell((c) => styleHeader(c));
  const f0 = sh.number + 1;
  for (const r of B.schol) {
    if (r.label === 'Total') continue;
    const x = sc.addRow([r.label, r.vals[0], r.vals[1], r.vals[2], r.vals[3]]);
    x.getCell(6).value = r.vals[0] === null ? r.vals[4] : fx(`C${x.number}*D${x.number}*E${x.number}`, r.vals[4]);
    for (const c of [2, 3, 4, 6]) x.getCell(c).numFmt = '#,##0';
  }
  const tr = B.schol.find((r) => r.label === 'Total').vals;
  const stt = sc.addRow(['Total']);
  const lr = stt.number - 1;
  stt.getCell(2).value = fx(`SUM(B${f0}:B${lr})`, tr[0]);
  stt.getCell(3).value = fx(`SUM(C${f0}:C${lr})`, tr[1]);
  stt.getCell(6).value = fx(`SUM(F${f0}:F${lr})`, tr[4]);
  stt.font = { bold: true };
  for (const c of [2, 3, 6]) { stt.getCell(c).numFmt = '#,##0'; stt.getCell(c).border = { top: { style: 'thin' } }; }

  const ce = wb.addWorksheet('Centres');
  ce.columns = [{ width: 34 }, { width: 9 }, { width: 12 }, { width: 10 }, { width: 13 }, { width: 14 }, { width: 13 }, { width: 13 }, { width: 14 }, { width: 15 }];
  t(ce, ['English and IT learning centres – budget 2026/27', 'Students and teachers as at March 2026.'], 10);
  ce.addRow([]);
  const ch = ce.addRow(['Centre', 'Opened', 'Students enrolled', 'Teachers', 'Monthly rent (LKR)', 'Staff costs', 'Rent', 'Utilities', 'Teaching materials', 'Total 2026/27 budget']);
  ch.eachCell((c) => styleHeader(c));
  const c0 = ch.number + 1;
  for (const r of B.centres) {
    if (r.label === 'Total') continue;
    const x = ce.addRow([r.label, ...r.vals.slice(0, 6).map((v) => v)]);
    if (r.vals[0] !== null) {
      x.getCell(7).value = fx(`E${x.number}*12`, r.vals[5]);
      x.getCell(8).value = r.vals[6]; x.getCell(9).value = r.vals[7];
      x.getCell(10).value = fx(`SUM(F${x.number}:I${x.number})`, r.vals[8]);
    } else x.getCell(10).value = r.vals[8];
    for (let c = 3; c <= 10; c++) if (c !== 4) x.getCell(c).numFmt = '#,##0;(#,##0);"-"';
  }
  const ct = B.centres.find((r) => r.label === 'Total').vals;
  const ctt = ce.addRow(['Total']);
  const cl = ctt.number - 1;
  for (let c = 3; c <= 10; c++) { const L = String.fromCharCode(64 + c); ctt.getCell(c).value = fx(`SUM(${L}${c0}:${L}${cl})`, ct[c - 2]); ctt.getCell(c).numFmt = '#,##0;(#,##0);"-"'; ctt.getCell(c).border = { top: { style: 'thin' } }; }
  ctt.font = { bold: true };
  await wb.xlsx.writeFile(path.join(dir, FILES.bud));
}

// ---------------------------------------------------------------- annual report (Word)
async function annualReport(dir, V) {
  const A = V.sahana.ar;
  const g = (l, i) => A.five.find((r) => r.label === l).vals[i];
  const H = (t, level = HeadingLevel.HEADING_1) => new Paragraph({ heading: level, spacing: { before: 240, after: 120 }, children: [new TextRun({ text: t, bold: true, size: level === HeadingLevel.HEADING_1 ? 30 : 24, color: '1F5C4A', font: 'Calibri' })] });
  const body = [];
  body.push(new Paragraph({ spacing: { after: 60 }, children: [new TextRun({ text: 'Sahana Vidya Education Foundation', bold: true, size: 44, color: '1F5C4A', font: 'Calibri' })] }));
  body.push(WP('Annual Report 2025/26 · “Every child in the hills, in school and learning”', { size: 14, italic: true, after: 240 }));
  body.push(H("Chairperson's message"));
  body.push(WP(`It is my privilege to present the annual report of the Foundation for the year ended 31st March 2026. This year ${g('Scholarship students supported', 4).toLocaleString('en-US')} young people from estate families received a Vidya scholarship or bursary, and ${g('Students enrolled at learning centres (March)', 4).toLocaleString('en-US')} students were enrolled at our five English and IT learning centres in March.`));
  body.push(WP('Our partners overseas stood by us through a year in which the rupee strengthened and every pound, euro and dollar bought fewer rupees than we had budgeted. We are especially grateful to the Lanka Children\'s Education Trust, Bildungsbrücke Stiftung, the Tamil Diaspora Education Fund and the Australian Friends of Sahana Vidya, and in Sri Lanka to Highland Ceylon Tea Plantations PLC and Mahaweli Assurance PLC.'));
  body.push(WP(`The Endowment Fund passed LKR 160 million for the first time. Its income, transferred each year to the Sivalingam Memorial Scholarships, now pays for more than a hundred university students.`));
  body.push(WP(`${SA.meta.chair}\nChairperson, Board of Directors`, { italic: true }));
  body.push(H("Chief Executive Officer's review"));
  body.push(WP('The Nuwara Eliya centre, opened in 2022, reached 305 students and a new IT laboratory was installed at Maskeliya. Teacher training moved to weekend clusters so that estate school teachers no longer lose teaching days, and seven new school libraries were opened with Highland Ceylon Tea Plantations PLC.'));
  body.push(WP(`${SA.meta.ceo}\nChief Executive Officer`, { italic: true }));
  body.push(H("Treasurer's report"));
  body.push(WP(`Total income for 2025/26 was LKR ${(g('Total income', 4) / 1000).toFixed(1)} million and total expenditure LKR ${(g('Total expenditure', 4) / 1000).toFixed(1)} million. Investment income fell as deposit rates declined from the high levels of 2023 and 2024. The full audited financial statements, audited by ${SA.meta.auditor}, are available on request and have been filed with the Registrar of Companies and the NGO Secretariat.`));
  body.push(WP(`${SA.meta.treasurer}\nTreasurer`, { italic: true }));
  body.push(H('Five-year summary'));
  body.push(WP("LKR '000 unless otherwise stated. Years end on 31st March.", { italic: true, size: 9 }));
  const header = ["LKR '000", ...A.five.length ? ['2021/22', '2022/23', '2023/24', '2024/25', '2025/26'] : []];
  const sec = { 'Donations and grants': 'Income', 'Charitable activities': 'Expenditure', 'Total funds at 31 March': 'Funds', 'Scholarship students supported': 'Programme indicators (numbers)' };
  const rows = [header];
  const bold = [];
  for (const r of A.five) {
    if (sec[r.label]) { rows.push([sec[r.label], '', '', '', '', '']); bold.push(rows.length - 1); }
    rows.push([r.label, ...r.vals.map((v) => (v < 0 ? `(${n0(v)})` : n0(v)))]);
    if (/^(Total|Surplus)/.test(r.label)) bold.push(rows.length - 1);
  }
  body.push(WT(rows, { widths: [3600, 1150, 1150, 1150, 1150, 1150], numCols: [1, 2, 3, 4, 5], boldRows: bold, size: 9 }));
  body.push(H('Board of Directors'));
  body.push(WT([['Name', 'Position'], ...SA.meta.directors.map((d) => { const m = d.match(/^(.*?)(?: \((.*)\))?$/); return [m[1], m[2] || 'Director']; })], { widths: [4500, 3000], size: 10 }));
  body.push(H('Corporate information'));
  for (const [k, v] of [['Registered office', SA.meta.address], ['Company registration', SA.meta.regNo], ['NGO Secretariat registration', SA.meta.ngoNo], ['Company Secretary', SA.meta.secretary], ['Auditors', `${SA.meta.auditor}, Chartered Accountants, Kandy`], ['Bankers', SA.meta.bankers.join(', ')]]) body.push(WP([{ text: `${k}: `, bold: true }, { text: v }]));
  await writeDocx(path.join(dir, FILES.ar), body, { title: 'Annual Report 2025/26', creator: 'Sahana Vidya Education Foundation' });
}

// ---------------------------------------------------------------- investment register CSV
function investments(dir, V) {
  const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const head = ['Ref No', 'Institution', 'Branch', 'Instrument', 'Fund', 'Date of Investment', 'Maturity Date', 'Period', 'Interest Rate (% p.a.)', 'Principal (LKR)', 'Interest Accrued to 31.03.2026 (LKR)', 'Status', 'Remarks'];
  const lines = ['Investment Register as at 31.03.2026', 'Sahana Vidya Education Foundation (Guarantee) Limited', '', head.join(',')];
  for (const x of V.sahana.inv) lines.push([x.ref, x.inst, x.branch, x.instrument, x.fund, dsl(x.start), dsl(x.maturity), x.period, x.rate.toFixed(2), n2(x.principal), n2(x.accrued), x.status, x.remarks].map(q).join(','));
  fs.writeFileSync(path.join(dir, FILES.inv), lines.join('\n') + '\n');
}

// ---------------------------------------------------------------- bookshop bill photo
async function billPhoto(dir, V) {
  const B = SA.bill, R = V.sahana.rcpt;
  const W = 44;
  const lr = (a, b, w = W) => a + ' '.repeat(Math.max(1, w - a.length - b.length)) + b;
  const lines = [
    { t: R.shop, size: 28, bold: true, center: true },
    { t: B.address, size: 19, center: true },
    { t: B.phone, size: 19, center: true },
    { gap: 6 },
    { t: 'CASH / CREDIT BILL', size: 21, bold: true, center: true },
    { t: lr(`Bill No: ${R.no}`, `Date: ${ddot(R.date)}`), size: 19 },
    { t: 'Customer: Sahana Vidya Education Fdn.', size: 19 },
    { t: '-'.repeat(W), size: 19 },
    { t: lr('Item / Qty x Rate', 'Amount'), size: 19, bold: true },
    { t: '-'.repeat(W), size: 19 },
    ...R.lines.flatMap((l) => [{ t: l.d, size: 19 }, { t: lr(`   ${l.q} x ${n2(l.p)}`, n2(l.amt)), size: 19 }]),
    { t: '-'.repeat(W), size: 19 },
    { t: lr('Gross Amount', n2(R.gross)), size: 19 },
    { t: lr(`Less Discount ${B.discPct}%`, n2(R.disc)), size: 19 },
    { t: lr('NET AMOUNT', n2(R.net), 40), size: 21, bold: true },
    { t: '='.repeat(W), size: 19 },
    { t: `Paid by: ${B.cheque}`, size: 19 },
    { t: `Cashier: ${B.cashier}    No. of items: ${R.lines.length}`, size: 19 },
    { gap: 8 },
    { t: 'Thank You! Come Again.', size: 19, center: true },
    { t: 'Goods once sold will not be taken back.', size: 17, center: true },
  ];
  await photoDocument(path.join(dir, FILES.rcpt), lines, { width: 620, height: 930, angle: 1.6, seed: 1903, format: 'png', mono: true, margin: 28, noise: 34 });
}

export async function renderSahana(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const V = view();
  await financialStatements(dir, V);
  await ngoReturn(dir, V);
  await budget(dir, V);
  await annualReport(dir, V);
  investments(dir, V);
  await billPhoto(dir, V);
  return Object.values(FILES);
}
