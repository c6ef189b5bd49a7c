// Amara Mother and Child Health Initiative (Enugu, Nigeria): renders its six documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { RAW, view } from '../data.mjs';
import { newPdf, table, para, atEdge } from './pdf.mjs';
import { MONTHS, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';

const { AM } = RAW;
// a formula cell; a zero result is written as a plain 0 (exceljs drops a cached value of 0)
const fx = (formula, result) => (result === 0 ? 0 : { formula, result });
const n0 = (v) => Math.round(Math.abs(v)).toLocaleString('en-US');
const n2 = (v) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const acc = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${n0(v)})` : n0(v));
export const acc2 = (v) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${n2(v)})` : n2(v));
const isTotal = (l) => /^(Total|Sub-total|Net income|Net movement|Net cash|Net increase|Net assets|Net book value at 31 December 2025|Cost at 31|Depreciation at 31|Cash and cash equivalents at 31|Balance at 31)/.test(l);
const dmy = (iso) => iso.split('-').reverse().join('/');
const long = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
export const FILES = {
  fs: 'Amara AFS 31 December 2025 (signed).pdf',
  dr: 'BHF-2024-NG-017 Year 2 Annual Financial Report.pdf',
  bp: 'Board Pack - May 2026 Management Accounts.xlsx',
  ar: 'Amara Annual Report 2025.pdf',
  reg: 'Grants and Donations Register 2025.csv',
  rcpt: 'IMG_20260318_101422.jpg',
};

// ---------------------------------------------------------------- audited financial statements
async function financialStatements(dir, V) {
  const { doc, end } = newPdf(path.join(dir, FILES.fs), { title: 'Audited Financial Statements 2025', author: AM.meta.auditor });
  let page = 0;
  const W = 595, M = 50, BOTTOM = 770;
  const frame = () => {
    doc.addPage({ size: 'A4', margin: 50 });
    page++;
    if (page > 1) atEdge(doc, () => {
      doc.font('SI').fontSize(7.5).fillColor('#444').text(`${AM.short.toUpperCase()} – FINANCIAL STATEMENTS FOR THE YEAR ENDED 31 DECEMBER 2025`, M, 28, { width: W - 2 * M, align: 'center', lineBreak: false });
      doc.font('SR').fontSize(8).text(String(page), M, 805, { width: W - 2 * M, align: 'center', lineBreak: false });
      doc.fillColor('black');
    });
    doc.y = 60;
    return 60;
  };
  const title = (t, sub) => {
    doc.font('SB').fontSize(11).text(AM.name.toUpperCase(), M, doc.y, { width: W - 2 * M, align: 'center' });
    doc.font('SB').fontSize(12).text(t, M, doc.y + 4, { width: W - 2 * M, align: 'center' });
    doc.font('SR').fontSize(10).text(sub, M, doc.y + 2, { width: W - 2 * M, align: 'center' });
    doc.y += 16;
  };
  const room = (h) => { if (doc.y + h > BOTTOM) frame(); };
  const heading = (t) => { room(70); doc.font('SB').fontSize(10).text(t, M, doc.y, { lineBreak: false }); doc.y += 16; };
  const P = (t, o = {}) => { doc.font(o.font || 'SR').fontSize(o.size || 9.5); room(doc.heightOfString(t, { width: W - 2 * M }) + 4); para(doc, t, { font: 'SR', size: 9.5, gap: 7, align: 'justify', ...o }); };

  // 1 cover
  frame();
  doc.y = 200;
  doc.font('SB').fontSize(16).text('THE INCORPORATED TRUSTEES OF', M, doc.y, { width: W - 2 * M, align: 'center' });
  doc.font('SB').fontSize(20).text('AMARA MOTHER AND CHILD HEALTH INITIATIVE', M, doc.y + 6, { width: W - 2 * M, align: 'center' });
  doc.font('SR').fontSize(11).text(`(Registered with the Corporate Affairs Commission – ${AM.meta.cac})`, M, doc.y + 10, { width: W - 2 * M, align: 'center' });
  doc.font('SB').fontSize(15).text('AUDITED FINANCIAL STATEMENTS', M, doc.y + 70, { width: W - 2 * M, align: 'center' });
  doc.font('SB').fontSize(13).text('FOR THE YEAR ENDED 31 DECEMBER 2025', M, doc.y + 6, { width: W - 2 * M, align: 'center' });
  doc.font('SR').fontSize(10).text(`${AM.meta.auditor}\nChartered Accountants\n${AM.meta.auditorCity}`, M, 680, { width: W - 2 * M, align: 'center' });

  // 2 contents and officers
  frame();
  heading('CONTENTS');
  const contents = [['Trustees, officers and professional advisers', 2], ['Report of the trustees', 3], ["Statement of trustees' responsibilities", 3], ["Independent auditor's report", 4], ['Statement of financial position', 5], ['Statement of comprehensive income', 6], ['Statement of changes in funds', 7], ['Statement of cash flows', 8], ['Notes to the financial statements', '9 – 14']];
  for (const [t, p] of contents) { const y = doc.y; doc.font('SR').fontSize(10).text(t, M + 10, y, { lineBreak: false }); doc.text(`Page ${p}`, W - M - 80, y, { width: 80, align: 'right', lineBreak: false }); doc.y = y + 15; }
  doc.y += 20;
  heading('TRUSTEES, OFFICERS AND PROFESSIONAL ADVISERS');
  const info = [
    ['Trustees', AM.meta.trustees.join('\n')],
    ['Executive Director', AM.meta.ed],
    ['Finance Manager', AM.meta.fm],
    ['Registered office', AM.meta.address],
    ['Registration', `Corporate Affairs Commission ${AM.meta.cac} (Part F, Companies and Allied Matters Act 2020)`],
    ['Independent auditor', `${AM.meta.auditor}, Chartered Accountants, 7 Zik Avenue, Uwani, Enugu`],
    ['Bankers', AM.meta.bankers.join('\n')],
  ];
  for (const [k, v] of info) { const y = doc.y; doc.font('SB').fontSize(9.5).text(k, M + 10, y, { width: 140 }); doc.font('SR').text(v, M + 160, y, { width: W - 2 * M - 160 }); doc.y = Math.max(doc.y, y + 14) + 6; }

  // 3 trustees' report
  frame();
  heading('REPORT OF THE TRUSTEES');
  const T = AM.tot;
  P(`The trustees present their report together with the audited financial statements of ${AM.name} ("the Initiative") for the year ended 31 December 2025.`);
  P('Principal activities. The Initiative works with primary health centres and communities in Enugu State to reduce maternal and newborn deaths, to raise immunisation coverage among children under five and to prevent and treat child malnutrition. Its three programmes are Maternal and Newborn Health, Child Health and Immunisation, and Community Nutrition.');
  P(`Results. Total income for the year was ₦${n0(T.incU + T.incR)} (2024: ₦${n0(T.inc24)}) and total expenditure ₦${n0(T.expU + T.expR)} (2024: ₦${n0(T.exp24)}), giving net expenditure of ₦${n0(T.netU + T.netR)} (2024: net income of ₦${n0(T.net24)}). The foreign exchange gain fell sharply from the exceptional level of 2024, when the naira depreciated, and unrestricted funds bore the depreciation of two new vehicles.`);
  P(`Reserves. At 31 December 2025 total funds stood at ₦${n0(AM.total25)}, of which ₦${n0(AM.fundsClose.restricted)} is restricted to donor projects and ₦${n0(AM.fundsClose.designated)} has been designated by the trustees towards a new training centre. The trustees transferred a further ₦${n0(AM.designatedTransfer25)} to the designated building fund during the year.`);
  P('Going concern. The trustees have reviewed grant agreements in force and the 2026 budget and are satisfied that the Initiative has adequate resources to continue in operation for the foreseeable future.');
  P(`Auditors. ${AM.meta.auditor} have indicated their willingness to continue in office.`);
  P(`By order of the Board of Trustees\n\n${AM.meta.chair}\nChair, Board of Trustees\n${long(AM.meta.trusteesApproved)}`, { align: 'left' });
  doc.y += 8;
  heading("STATEMENT OF TRUSTEES' RESPONSIBILITIES");
  P('The Companies and Allied Matters Act 2020 requires the trustees to prepare financial statements for each financial year that give a true and fair view of the state of affairs of the Initiative and of its income and expenditure. In preparing them the trustees have selected suitable accounting policies and applied them consistently, made judgements and estimates that are reasonable and prudent, and followed the International Financial Reporting Standard for Small and Medium-sized Entities as adapted for not-for-profit entities.');

  // 4 auditor's report
  frame();
  heading("INDEPENDENT AUDITOR'S REPORT");
  doc.font('SB').fontSize(9.5).text(`TO THE BOARD OF TRUSTEES OF ${AM.name.toUpperCase()}`, M, doc.y); doc.y += 8;
  P('Opinion. We have audited the financial statements of the Initiative, which comprise the statement of financial position as at 31 December 2025, the statement of comprehensive income, the statement of changes in funds and the statement of cash flows for the year then ended, and the notes, including a summary of significant accounting policies.');
  P('In our opinion, the financial statements give a true and fair view of the financial position of the Initiative as at 31 December 2025 and of its financial performance and cash flows for the year then ended in accordance with the IFRS for SMEs and the requirements of the Companies and Allied Matters Act 2020 and the Financial Reporting Council of Nigeria Act 2011.');
  P('Basis for opinion. We conducted our audit in accordance with International Standards on Auditing. Our responsibilities are described further below. We are independent of the Initiative in accordance with the ethical requirements of the Institute of Chartered Accountants of Nigeria and we have fulfilled our other ethical responsibilities. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.');
  P('Other information. The trustees are responsible for the other information, which comprises the report of the trustees. Our opinion does not cover the other information and we do not express any form of assurance conclusion on it.');
  P("Auditor's responsibilities. Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor's report that includes our opinion.");
  doc.y += 10;
  P(`${AM.meta.partner}\n${AM.meta.partnerFrc}\nFor: ${AM.meta.auditor}\nChartered Accountants\n${AM.meta.auditorCity}, Nigeria\n${long(AM.meta.auditSigned)}`, { align: 'left' });

  const F = V.amara.fs;
  const fromRows = (rows, headings = {}) => {
    const out = [];
    for (const r of rows) {
      if (headings[r.label]) for (const h of [].concat(headings[r.label])) out.push(typeof h === 'string' ? { label: h, bold: true } : h);
      const total = isTotal(r.label);
      out.push({ label: r.label, note: r.note ?? '', vals: r.vals.map((v) => acc(v)), bold: total, rule: total ? 'above' : undefined, indent: total ? 0 : 1 });
    }
    return out;
  };
  const ncol = (rights, heads, w) => rights.map((right, i) => ({ right, head: heads[i], width: w }));
  const onNew = () => frame();

  // 5 SOFP
  frame();
  title('STATEMENT OF FINANCIAL POSITION', 'AS AT 31 DECEMBER 2025');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), noteCol: { right: 380, head: ['Notes'] }, labelX: M, size: 9, lineH: 15, onNewPage: onNew }, [
    ...fromRows(F.sofp, {
      'Property, plant and equipment': ['ASSETS', 'Non-current assets'], Inventories: [{ gap: 4 }, 'Current assets'],
      'Payables and accruals': [{ gap: 6 }, 'LIABILITIES', 'Current liabilities'], 'Net assets': [{ gap: 4 }], 'Restricted funds': [{ gap: 6 }, 'FUNDS'],
    }),
  ]);
  doc.y += 20;
  P(`The financial statements were approved by the Board of Trustees on ${long(AM.meta.trusteesApproved)} and signed on its behalf by:`);
  doc.y += 20;
  const ys = doc.y;
  doc.font('SR').fontSize(9.5).text(`${AM.meta.chair}\nChair`, M, ys, { width: 200 });
  doc.text(`${AM.meta.treasurer}\nTreasurer`, 330, ys, { width: 200 });
  doc.y = ys + 40;
  P('The notes on pages 9 to 14 form part of these financial statements.', { font: 'SI', size: 8.5 });

  // 6 SOCI
  frame();
  title('STATEMENT OF COMPREHENSIVE INCOME', 'FOR THE YEAR ENDED 31 DECEMBER 2025');
  table(doc, { cols: ncol([340, 410, 480, 550], [['Unrestricted', 'funds', '', '₦'], ['Restricted', 'funds', '', '₦'], ['Total', 'funds', '2025', '₦'], ['Total', 'funds', '2024', '₦']], 68), noteCol: { right: 275, head: ['Notes'] }, labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, [
    ...fromRows(F.soci, { 'Grants and donations': ['INCOME'], 'Maternal and newborn health': [{ gap: 4 }, 'EXPENDITURE', { label: 'Charitable activities:', italic: true }], 'Fundraising costs': [{ gap: 2 }], 'Net income/(expenditure) before transfers': [{ gap: 4 }], 'Total funds brought forward': [{ gap: 4 }, { label: 'Reconciliation of funds', italic: true }] }),
  ]);
  doc.y += 14;
  P('There were no items of other comprehensive income in either year. All income and expenditure derive from continuing activities.', { font: 'SI', size: 8.5 });

  // 7 changes in funds
  frame();
  title('STATEMENT OF CHANGES IN FUNDS', 'FOR THE YEAR ENDED 31 DECEMBER 2025');
  table(doc, { cols: ncol([340, 410, 480, 550], [['General', 'fund', '₦'], ['Designated', 'building', 'fund', '₦'], ['Restricted', 'funds', '₦'], ['Total', '₦']], 68), labelX: M, size: 8.5, lineH: 15, onNewPage: onNew }, fromRows(F.changes, { 'Net income/(expenditure) for the year': [{ gap: 2 }] }));

  // 8 cash flows
  frame();
  title('STATEMENT OF CASH FLOWS', 'FOR THE YEAR ENDED 31 DECEMBER 2025');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), noteCol: { right: 390, head: ['Notes'] }, labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, fromRows(F.scf, {
    'Net movement in funds for the year': ['Cash flows from operating activities'], Depreciation: [{ label: 'Adjustments for:', italic: true }], '(Increase) in inventories': [{ label: 'Changes in working capital:', italic: true }],
    'Purchase of property, plant and equipment': [{ gap: 4 }, 'Cash flows from investing activities'], 'Net increase in cash and cash equivalents': [{ gap: 6 }],
  }));

  // 9+ notes
  frame();
  heading('NOTES TO THE FINANCIAL STATEMENTS');
  heading('1. GENERAL INFORMATION');
  P(`${AM.name} is a not-for-profit organisation incorporated under Part F of the Companies and Allied Matters Act 2020 (${AM.meta.cac}). Its registered office is at ${AM.meta.address}.`);
  heading('2. BASIS OF PREPARATION');
  P('The financial statements have been prepared under the historical cost convention in accordance with the IFRS for SMEs, adapted for a not-for-profit entity whose funds are held as unrestricted or restricted. They are presented in Nigerian naira (₦), the functional currency, rounded to the nearest naira.');
  heading('3. SIGNIFICANT ACCOUNTING POLICIES');
  P('(a) Grants and donations are recognised as income when received or when the Initiative becomes entitled to them. Grants given for a specified purpose are credited to restricted funds; unspent balances are carried forward in the fund.');
  P('(b) Indirect cost recovery. Where a grant agreement allows, a percentage of direct costs is charged to the restricted fund and transferred to unrestricted funds to meet support costs (see note 16).');
  P('(c) Foreign currencies. Transactions in foreign currencies are translated at the rate ruling on the date of the transaction. Monetary balances in US dollars and pounds sterling are translated at the closing rate at the reporting date, and the resulting differences are recognised in the statement of comprehensive income.');
  P('(d) Property, plant and equipment are stated at cost less accumulated depreciation. Depreciation is charged on a straight-line basis at: buildings 2%, motor vehicles 25%, medical equipment 20%, furniture and office equipment 15%, computer equipment 33⅓%. Land is not depreciated.');
  P('(e) Inventories of medical supplies and commodities are stated at the lower of cost and net realisable value on a first-in, first-out basis.');
  heading('4. TAXATION');
  P('The Initiative is exempt from companies income tax under section 23(1)(c) of the Companies Income Tax Act as an organisation of a charitable and educational character, and no provision for tax has been made.');

  frame();
  heading('5. GRANTS AND DONATIONS');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, fromRows(F.grants, { 'Bright Horizons Foundation': [{ label: 'Restricted', italic: true }], 'Individual donations (online, via Paystack)': [{ gap: 4 }, { label: 'Unrestricted', italic: true }], 'Total grants and donations': [{ gap: 4 }] }));
  doc.y += 12;
  heading('6. TRAINING INCOME');
  P('Training income comprises fees for midwifery refresher and emergency obstetric care courses delivered to private clinics and faith-based hospitals.');
  heading('7. NET FOREIGN EXCHANGE GAIN');
  P(`The gain arises on the translation of US dollar and sterling balances held in domiciliary accounts. Closing rates used: US$1 = ₦${n2(AM.cashNote.usd[0].rate)} (2024: ₦${n2(AM.cashNote.usd[1].rate)}); £1 = ₦${n2(AM.cashNote.gbp[0].rate)} (2024: ₦${n2(AM.cashNote.gbp[1].rate)}).`);
  doc.y += 4;
  heading('8. PROGRAMME EXPENDITURE');
  table(doc, { cols: ncol([296, 362, 428, 494, 558], [['Maternal', 'and newborn', 'health', '₦'], ['Child health', 'and immun-', 'isation', '₦'], ['Community', 'nutrition', '', '₦'], ['Total', '', '2025', '₦'], ['Total', '', '2024', '₦']], 64), labelX: M, size: 7.8, lineH: 13, title: '8. PROGRAMME EXPENDITURE', onNewPage: onNew }, fromRows(F.prog));
  doc.y += 10;
  P('Grants to partner health facilities comprise equipment, delivery kits and refurbishment grants given to supported primary health centres, which become the property of the facilities.', { size: 8.5 });

  frame();
  heading('9. STAFF COSTS AND NUMBERS');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, fromRows(F.staff, { 'Programme staff': [{ gap: 6 }, { label: 'Average number of employees during the year:', italic: true }] }).map((r) => (['Programme staff', 'Support staff', 'Total average number of employees'].includes(r.label) ? { ...r, vals: r.vals.map((v) => v) } : r)));
  doc.y += 6;
  P('Staff costs are charged to the programmes and to support costs according to the time staff spend on each. No trustee received any remuneration or reimbursed expenses other than travel to board meetings.', { size: 8.5 });
  doc.y += 6;
  heading('10. PROPERTY, PLANT AND EQUIPMENT');
  table(doc, { cols: ncol([262, 322, 382, 442, 502, 560], [['Land and', 'buildings', '₦'], ['Motor', 'vehicles', '₦'], ['Medical', 'equipment', '₦'], ['Furniture', 'and office', 'equipment', '₦'], ['Computer', 'equipment', '₦'], ['Total', '₦']], 58), labelX: M, size: 7.5, lineH: 13, onNewPage: onNew }, fromRows(F.ppe, { 'Cost at 1 January 2025': [{ label: 'Cost', italic: true }], 'Depreciation at 1 January 2025': [{ gap: 4 }, { label: 'Accumulated depreciation', italic: true }], 'Net book value at 31 December 2025': [{ gap: 4 }] }));
  doc.y += 6;
  P(`A motor vehicle with a cost of ₦${n0(AM.ppe.disp[1])}, fully depreciated, was sold for ₦${n0(AM.proceeds)} during the year. Computer equipment costing ₦${n0(AM.ppe.disp[4])}, fully depreciated, was written off.`, { size: 8.5 });

  frame();
  heading('11. INVENTORIES');
  P(`Inventories comprise medical supplies and commodities held at the central store in Enugu for distribution to supported facilities: ₦${n0(AM.bs.inv[0])} (2024: ₦${n0(AM.bs.inv[1])}).`);
  heading('12. RECEIVABLES AND PREPAYMENTS');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, fromRows(F.rec));
  doc.y += 4;
  P('All receivables are due within one year. Staff advances are retired against receipts within thirty days.', { size: 8.5 });
  heading('13. SHORT-TERM DEPOSITS');
  P('Short-term deposits are naira fixed deposits with original maturities of more than three months and less than one year, held with Access Bank Plc.');
  heading('14. CASH AND CASH EQUIVALENTS');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, fromRows(F.cash));
  doc.y += 4;
  P(`US dollar balances of US$${n2(AM.cashNote.usd[0].fcy)} (2024: US$${n2(AM.cashNote.usd[1].fcy)}) and sterling balances of £${n2(AM.cashNote.gbp[0].fcy)} (2024: £${n2(AM.cashNote.gbp[1].fcy)}) are translated at the closing rates in note 7.`, { size: 8.5 });
  heading('15. PAYABLES AND ACCRUALS');
  table(doc, { cols: ncol([460, 550], [['2025', '₦'], ['2024', '₦']]), labelX: M, size: 8.5, lineH: 14, onNewPage: onNew }, fromRows(F.pay));
  doc.y += 4;
  P('PAYE and pension contributions deducted from December salaries were remitted to the Enugu State Internal Revenue Service and the pension fund administrators in January 2026.', { size: 8.5 });
  doc.y += 4;
  heading('16. RESTRICTED FUNDS');
  table(doc, { cols: ncol([292, 362, 432, 500, 560], [['Balance', '1 January', '2025', '₦'], ['Income', '', '', '₦'], ['Expenditure', '', '', '₦'], ['Transfers', '', '', '₦'], ['Balance', '31 December', '2025', '₦']], 64), labelX: M, size: 7.8, lineH: 14, bottom: BOTTOM, title: '16. RESTRICTED FUNDS', onNewPage: onNew }, fromRows(F.funds));
  doc.y += 8;
  P('Transfers are indirect cost recovery allowed by the grant agreements (Bright Horizons 10%, Vaccine Access Alliance 7%, Kessler-Ward 8%, Friends of Amara 5% of direct costs). The Rotary maternity waiting home fund was fully spent during the year and is now closed.', { size: 8.5 });
  heading('17. DESIGNATED BUILDING FUND');
  P(`The trustees have designated unrestricted funds towards a training centre for midwives in Enugu. ₦${n0(AM.designatedTransfer25)} was transferred to the fund in 2025 (2024: ₦${n0(AM.y24.designatedTr)}).`);
  heading('18. RELATED PARTIES');
  P('The trustees are not remunerated. No contract in which a trustee had an interest was entered into during the year.');
  heading('19. EVENTS AFTER THE REPORTING DATE');
  P('There were no events after the reporting date that require adjustment of, or disclosure in, these financial statements.');
  await end();
}

// ---------------------------------------------------------------- Bright Horizons donor report (landscape)
async function donorReport(dir, V) {
  const { doc, end } = newPdf(path.join(dir, FILES.dr), { title: `Annual Financial Report ${AM.bhf.grantNo}`, author: 'Amara Finance Office' });
  const B = AM.bhf, D = V.amara.dr;
  const W = 842, M = 40;
  let page = 0;
  const frame = () => {
    doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
    page++;
    atEdge(doc, () => {
      doc.font('R').fontSize(7.5).fillColor('#555').text(`Bright Horizons Foundation · Grant ${B.grantNo} · Annual Financial Report, Year 2`, M, 20, { width: W - 2 * M, align: 'center', lineBreak: false });
      doc.text(`Page ${page} of 2`, M, 570, { width: W - 2 * M, align: 'center', lineBreak: false });
      doc.fillColor('black');
    });
    doc.y = 40;
    return 40;
  };
  frame();
  doc.font('B').fontSize(14).text('BRIGHT HORIZONS FOUNDATION — GRANTEE ANNUAL FINANCIAL REPORT', M, doc.y);
  doc.y += 6;
  const kv = [
    ['Grantee', AM.name], ['Grant number', B.grantNo], ['Project', B.project],
    ['Grant period', `${long(B.start)} to ${long(B.end)}`], ['Reporting period', 'Year 2: 1 January 2025 to 31 December 2025'],
    ['Grant currency', 'US dollars (US$); naira equivalents shown for information'],
    ['Exchange rate applied', `₦${n2(B.rate)} = US$1.00 (weighted average rate of Year 2 receipts; see Section B)`],
  ];
  for (const [k, v] of kv) { const y = doc.y; doc.font('B').fontSize(8.5).text(k, M, y, { lineBreak: false }); doc.font('R').text(v, M + 130, y, { lineBreak: false }); doc.y = y + 12; }
  doc.y += 8;
  doc.font('B').fontSize(10).text('SECTION A — STATEMENT OF EXPENDITURE BY BUDGET LINE', M, doc.y); doc.y += 6;
  const rows = [];
  let cat = '';
  for (const r of D.lines) {
    const code = r.label.match(/^(\d)\.\d /);
    const c = code ? B.rows.find((x) => r.label.startsWith(x.code))?.cat : null;
    if (c && c !== cat) { rows.push({ label: c, bold: true }); cat = c; }
    const tot = r.label === 'Total' || r.label.startsWith('Sub-total');
    if (r.label.startsWith('8.1')) rows.push({ label: '8. Indirect costs', bold: true });
    rows.push({ label: r.label, vals: r.vals.map((v, i) => (i === 6 ? acc(v) : acc2(v))), bold: tot, rule: tot ? 'above' : undefined, indent: tot ? 0 : 1 });
  }
  table(doc, {
    cols: [['Approved', 'budget', '2024–2026', 'US$'], ['Year 2', 'budget', '2025', 'US$'], ['Year 2', 'actual', '2025', 'US$'], ['Variance', '(budget less', 'actual)', 'US$'], ['Cumulative', 'expenditure to', '31 Dec 2025', 'US$'], ['Remaining', 'balance', '', 'US$'], ['Year 2', 'actual', '', '₦']]
      .map((head, i) => ({ right: [360, 430, 500, 570, 650, 725, 800][i], head, width: 70 })),
    labelX: M, size: 8, lineH: 13, onNewPage: frame,
  }, rows);
  doc.y += 8;
  doc.font('I').fontSize(7.5).text(`Naira amounts are the expenditure recorded in the Initiative's books. US dollar amounts are naira amounts converted at ₦${n2(B.rate)} per US$ and rounded to the cent. Variances in brackets are overspends against the Year 2 budget.`, M, doc.y, { width: W - 2 * M });

  frame();
  doc.font('B').fontSize(10).text('SECTION B — FUNDS RECEIVED AND UNSPENT BALANCE (US$)', M, doc.y); doc.y += 6;
  table(doc, { cols: [{ right: 600, head: ['US$'], width: 90 }], labelX: M, size: 8.5, lineH: 15, onNewPage: frame }, D.funds.map((r) => ({ label: r.label, vals: r.vals.map(acc2), bold: /^(Total|Unspent balance carried)/.test(r.label), rule: /^(Total|Unspent balance carried)/.test(r.label) ? 'above' : undefined })));
  doc.y += 10;
  doc.font('B').fontSize(10).text('SECTION C — EXPLANATION OF SIGNIFICANT VARIANCES (more than 10% of the Year 2 budget line)', M, doc.y); doc.y += 4;
  const expl = [
    '2.1 Local travel and vehicle running: overspent because the pump price of petrol rose through the year and the project vehicle made more referral runs than planned. The overspend will be absorbed within the approved budget for the grant period.',
    '3.1 Medical equipment: slightly underspent; one portable ultrasound scanner ordered in November 2025 was delivered in January 2026 and will be charged in Year 3.',
    '7.1 Monitoring, evaluation and learning: underspent because the endline household survey is planned for Year 3 in line with the revised evaluation plan agreed with the Foundation in March 2025.',
  ];
  for (const e of expl) para(doc, e, { font: 'R', size: 8.5, gap: 4, width: W - 2 * M });
  doc.y += 6;
  doc.font('B').fontSize(10).text('SECTION D — CERTIFICATION', M, doc.y); doc.y += 4;
  para(doc, 'We certify that the expenditure reported above was incurred for the purposes of the grant in accordance with the grant agreement and the approved budget, and is supported by records held at the Initiative\'s office for inspection.', { font: 'R', size: 8.5, gap: 10, width: W - 2 * M });
  const y = doc.y;
  doc.font('R').fontSize(8.5).text(`Prepared by: ${B.preparedBy}\n${B.preparedTitle}\nDate: ${dmy(B.preparedDate)}`, M, y, { width: 300 });
  doc.text(`Approved by: ${B.approvedBy}\n${B.approvedTitle}\nDate: ${dmy(B.approvedDate)}`, 430, y, { width: 300 });
  await end();
}

// ---------------------------------------------------------------- board pack workbook (₦'000)
async function boardPack(dir, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Adaeze Okafor';
  const NF = '#,##0;(#,##0);"-"';
  const title = (ws, lines, width) => lines.forEach((t, i) => { const r = ws.addRow([t]); ws.mergeCells(r.number, 1, r.number, width); r.getCell(1).font = { bold: i < 2, size: i === 0 ? 13 : 11, italic: i === 2 }; });
  // sheet 1: income and expenditure
  const ws = wb.addWorksheet('I&E May 2026');
  ws.columns = [{ width: 36 }, ...Array(8).fill({ width: 13 })];
  title(ws, [AM.short, 'Board pack – management accounts for the five months ended 31 May 2026', "Amounts in ₦'000"], 9);
  ws.addRow([]);
  const h1 = ws.addRow(['', 'May 2026', '', '', 'Year to date (January – May 2026)', '', '', 'Full year 2026', '']);
  ws.mergeCells(h1.number, 2, h1.number, 4); ws.mergeCells(h1.number, 5, h1.number, 7); ws.mergeCells(h1.number, 8, h1.number, 9);
  const h2 = ws.addRow(["₦'000", 'Actual', 'Budget', 'Variance fav/(adv)', 'Actual', 'Budget', 'Variance fav/(adv)', 'Budget', 'Forecast']);
  for (const r of [h1, h2]) r.eachCell((c) => styleHeader(c));
  const lineRows = {};
  const sec = (t) => { const r = ws.addRow([t]); r.getCell(1).font = { bold: true }; };
  const put = (l) => {
    const r = ws.addRow([l.label]);
    const n = r.number;
    const ytdB = l.months.slice(0, 5).reduce((s, x) => s + x, 0);
    const fy = l.months.reduce((s, x) => s + x, 0);
    r.getCell(2).value = l.may; r.getCell(3).value = l.months[4];
    r.getCell(4).value = l.side === 'inc' ? fx(`B${n}-C${n}`, l.may - l.months[4]) : fx(`C${n}-B${n}`, l.months[4] - l.may);
    r.getCell(5).value = l.ytd; r.getCell(6).value = ytdB;
    r.getCell(7).value = l.side === 'inc' ? fx(`E${n}-F${n}`, l.ytd - ytdB) : fx(`F${n}-E${n}`, ytdB - l.ytd);
    r.getCell(8).value = fy; r.getCell(9).value = l.fcst;
    for (let c = 2; c <= 9; c++) r.getCell(c).numFmt = NF;
    r.getCell(1).alignment = { indent: 1 };
    lineRows[l.label] = n;
    return n;
  };
  const totRow = (label, first, last, vals) => {
    const r = ws.addRow([label]);
    for (let c = 2; c <= 9; c++) { const L = String.fromCharCode(64 + c); r.getCell(c).value = fx(`SUM(${L}${first}:${L}${last})`, vals[c - 2]); r.getCell(c).numFmt = NF; r.getCell(c).font = { bold: true }; r.getCell(c).border = { top: { style: 'thin' } }; }
    r.getCell(1).font = { bold: true };
    return r.number;
  };
  const ie = V.amara.bp.ie;
  sec('INCOME');
  const inc = AM.bpLines.filter((l) => l.side === 'inc').map(put);
  const ti = totRow('Total income', inc[0], inc.at(-1), ie.find((r) => r.label === 'Total income').vals);
  ws.addRow([]);
  sec('EXPENDITURE');
  const exp = AM.bpLines.filter((l) => l.side === 'exp').map(put);
  const te = totRow('Total expenditure', exp[0], exp.at(-1), ie.find((r) => r.label === 'Total expenditure').vals);
  ws.addRow([]);
  const nr = ws.addRow(['Net surplus/(deficit)']);
  const netv = ie.find((r) => r.label === 'Net surplus/(deficit)').vals;
  for (let c = 2; c <= 9; c++) { const L = String.fromCharCode(64 + c); nr.getCell(c).value = fx([4, 7].includes(c) ? `${L}${ti}+${L}${te}` : `${L}${ti}-${L}${te}`, netv[c - 2]); nr.getCell(c).numFmt = NF; nr.getCell(c).font = { bold: true }; nr.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  nr.getCell(1).font = { bold: true };
  ws.addRow([]);
  for (const t of [
    'Notes:',
    '1. Variances are shown as favourable/(adverse): for income, actual less budget; for expenditure, budget less actual.',
    '2. Restricted grants are recognised on receipt; the shortfall to date reflects the second Vaccine Access Alliance instalment, now expected in June.',
    '3. The exchange loss arises on translating US dollar balances; no exchange movement was budgeted.',
    '4. The forecast was prepared by the Finance Manager on 12 June 2026 and reviewed by the Finance and Audit Committee.',
  ]) { const r = ws.addRow([t]); r.getCell(1).font = { italic: t !== 'Notes:', bold: t === 'Notes:', size: 9 }; }
  ws.views = [{ state: 'frozen', ySplit: 6 }];

  // sheet 2: 2026 budget by month under quarter headings
  const wsb = wb.addWorksheet('Budget 2026');
  wsb.columns = [{ width: 34 }, ...Array(12).fill({ width: 10 }), { width: 13 }, { width: 13 }, { width: 13 }];
  title(wsb, [AM.short, '2026 budget phased by month, approved by the Board of Trustees on 28 November 2025', "Amounts in ₦'000"], 16);
  wsb.addRow([]);
  const q1 = wsb.addRow(['', 'Q1', '', '', 'Q2', '', '', 'Q3', '', '', 'Q4', '', '', 'Total 2026 budget', '2025 actual (audited)', '2025 budget']);
  for (let q = 0; q < 4; q++) wsb.mergeCells(q1.number, 2 + q * 3, q1.number, 4 + q * 3);
  const q2 = wsb.addRow(["₦'000", ...MONTHS.map((m) => `${m.slice(0, 3)}-26`), '', '', '']);
  for (const c of [14, 15, 16]) wsb.mergeCells(q1.number, c, q2.number, c);
  for (const r of [q1, q2]) r.eachCell((c) => styleHeader(c));
  const bud = V.amara.bp.budget;
  const brows = {};
  const bline = (l) => {
    const v = bud.find((r) => r.label === l.label).vals;
    const r = wsb.addRow([l.label, ...l.months]);
    r.getCell(14).value = fx(`SUM(B${r.number}:M${r.number})`, v[12]);
    r.getCell(15).value = v[13]; r.getCell(16).value = v[14];
    for (let c = 2; c <= 16; c++) r.getCell(c).numFmt = NF;
    r.getCell(1).alignment = { indent: 1 };
    brows[l.label] = r.number;
    return r.number;
  };
  const btot = (label, a, b) => {
    const v = bud.find((r) => r.label === label).vals;
    const r = wsb.addRow([label]);
    for (let c = 2; c <= 16; c++) { const L = String.fromCharCode(64 + c); r.getCell(c).value = fx(`SUM(${L}${a}:${L}${b})`, v[c - 2]); r.getCell(c).numFmt = NF; r.getCell(c).font = { bold: true }; r.getCell(c).border = { top: { style: 'thin' } }; }
    r.getCell(1).font = { bold: true };
    return r.number;
  };
  const s1 = wsb.addRow(['INCOME']); s1.getCell(1).font = { bold: true };
  const bi = AM.bpLines.filter((l) => l.side === 'inc').map(bline);
  const bti = btot('Total income', bi[0], bi.at(-1));
  wsb.addRow([]);
  const s2 = wsb.addRow(['EXPENDITURE']); s2.getCell(1).font = { bold: true };
  const be = AM.bpLines.filter((l) => l.side === 'exp').map(bline);
  const bte = btot('Total expenditure', be[0], be.at(-1));
  wsb.addRow([]);
  const bn = wsb.addRow(['Net surplus/(deficit)']);
  const bnv = bud.find((r) => r.label === 'Net surplus/(deficit)').vals;
  for (let c = 2; c <= 16; c++) { const L = String.fromCharCode(64 + c); bn.getCell(c).value = fx(`${L}${bti}-${L}${bte}`, bnv[c - 2]); bn.getCell(c).numFmt = NF; bn.getCell(c).font = { bold: true }; }
  bn.getCell(1).font = { bold: true };
  wsb.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];

  // sheet 3: cash and bank
  const wc = wb.addWorksheet('Cash & Bank 31.05.26');
  wc.columns = [{ width: 24 }, { width: 36 }, { width: 10 }, { width: 9 }, { width: 17 }, { width: 11 }, { width: 19 }];
  title(wc, [AM.short, 'Cash and bank balances at 31 May 2026', 'Foreign currency balances translated at CBN closing rates of Friday 29 May 2026'], 7);
  wc.addRow([]);
  const hh = wc.addRow(['Bank', 'Account', 'A/c no.', 'Currency', 'Balance (currency)', 'Rate (₦)', 'Naira equivalent (₦)']);
  hh.eachCell((c) => styleHeader(c));
  const first = hh.number + 1;
  for (const x of V.amara.bp.bank) {
    const r = wc.addRow([x.bank, x.account, AM.bank.find((b) => b.account === x.account).no, x.ccy, x.amount, x.rate]);
    r.getCell(7).value = fx(`E${r.number}*F${r.number}`, x.ngn);
    r.getCell(5).numFmt = '#,##0.00'; r.getCell(6).numFmt = '#,##0.00'; r.getCell(7).numFmt = '#,##0.00';
  }
  const tr = wc.addRow(['Total cash and bank', '', '', '', '', '']);
  tr.getCell(7).value = fx(`SUM(G${first}:G${tr.number - 1})`, V.amara.bp.bankTotal);
  tr.getCell(7).numFmt = '#,##0.00'; tr.font = { bold: true }; tr.getCell(7).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  await wb.xlsx.writeFile(path.join(dir, FILES.bp));
}

// ---------------------------------------------------------------- annual report
async function annualReport(dir, V) {
  const { doc, end } = newPdf(path.join(dir, FILES.ar), { title: 'Annual Report 2025', author: AM.short });
  const W = 595, M = 56;
  let page = 0;
  const frame = () => { doc.addPage({ size: 'A4', margin: 56 }); page++; if (page > 1) atEdge(doc, () => { doc.font('R').fontSize(7.5).fillColor('#7a2e52').text('Amara Mother and Child Health Initiative · Annual Report 2025', M, 24, { width: W - 2 * M, align: 'right', lineBreak: false }); doc.text(String(page), M, 810, { width: W - 2 * M, align: 'center', lineBreak: false }); doc.fillColor('black'); }); doc.y = 60; return 60; };
  const H = (t) => { doc.font('B').fontSize(14).fillColor('#7a2e52').text(t, M, doc.y); doc.fillColor('black'); doc.y += 6; };
  const P = (t) => para(doc, t, { font: 'R', size: 9.5, gap: 7, align: 'justify' });
  const five = V.amara.ar.five;
  const g = (l, i) => five.find((r) => r.label === l).vals[i];
  frame();
  doc.rect(0, 0, W, 842).fill('#7a2e52');
  doc.fillColor('white').font('B').fontSize(30).text('ANNUAL REPORT 2025', M, 260, { width: W - 2 * M, align: 'center' });
  doc.font('R').fontSize(16).text('Healthy mothers, thriving children', M, doc.y + 10, { width: W - 2 * M, align: 'center' });
  doc.fontSize(12).text(AM.name, M, 690, { width: W - 2 * M, align: 'center' });
  doc.fillColor('black');
  frame();
  H('2025 at a glance');
  P(`${n0(g('Women attending four or more antenatal visits', 4))} women attended four or more antenatal visits at the ${g('Supported primary health centres', 4)} primary health centres we support, and ${n0(g('Births attended by skilled personnel (supported facilities)', 4))} babies were delivered by skilled birth attendants. ${n0(g('Children fully immunised', 4))} children were fully immunised and ${n0(g('Children screened for malnutrition', 4))} were screened for malnutrition.`);
  P(`Our income reached ₦${(g('Total income', 4) / 1e6).toFixed(2)} billion and we spent ₦${(g('Charitable activities', 4) / 1e6).toFixed(2)} billion directly on our programmes.`);
  H("Chair's foreword");
  P('This was the year in which our partnership with Enugu State\'s primary health care agency moved from outreach days to routine services. Every one of the facilities we support now runs a weekly immunisation session, and the maternity waiting home built with the Rotary club in Independence Layout opened its doors in March.');
  P('The naira was steadier in 2025 than in the year before, so our books no longer carry the large exchange gains of 2024. That is a healthier position: our programmes are now budgeted on rates close to those at which our dollar and sterling grants are received. The trustees have set aside a further ₦20 million towards a training centre for midwives, which we hope to start building once the building appeal closes.');
  P(`I thank our donors, the women and families we serve, our ${g('Average number of staff', 4)} staff and our volunteers.`);
  P(`${AM.meta.chair}\nChair, Board of Trustees`);
  frame();
  H('Our programmes');
  P('Maternal and Newborn Health. With the Bright Horizons Foundation, Friends of Amara in the UK and Eastern Gas Distribution Ltd we trained midwives and community health extension workers, supplied clean delivery kits and paid for emergency transport to referral hospitals.');
  P('Child Health and Immunisation. With Vaccine Access Alliance and the Enugu State Primary Health Care Development Agency we traced children who had never received a vaccine dose and brought them into routine immunisation.');
  P('Community Nutrition. With the Kessler-Ward Family Foundation our First 1,000 Days programme supports mothers from pregnancy until the child\'s second birthday with counselling, growth monitoring and treatment of acute malnutrition.');
  H('Financial review');
  P(`Total income for 2025 was ₦${n0(g('Total income', 4))} thousand and total expenditure ₦${n0(g('Total expenditure', 4))} thousand. The five-year summary below is drawn from the audited financial statements of each year; the 2025 statements were audited by ${AM.meta.auditor}, Chartered Accountants, Enugu.`);
  doc.y += 4;
  doc.font('B').fontSize(11).text('Five-year summary', M, doc.y); doc.y += 4;
  const rows = [];
  const heads = { 'Grants and donations': 'Income', 'Charitable activities': 'Expenditure', 'Restricted funds': 'Funds at 31 December', 'Average exchange rate (₦ per US$)': 'Exchange rate', 'Women attending four or more antenatal visits': 'Programme reach' };
  for (const r of five) {
    if (heads[r.label]) { rows.push({ gap: 3 }); rows.push({ label: heads[r.label], bold: true }); }
    const tot = isTotal(r.label);
    const dec = r.label.startsWith('Average exchange');
    rows.push({ label: r.label, vals: r.vals.map((v) => (dec ? n2(v) : acc(v))), bold: tot, rule: tot ? 'above' : undefined, indent: tot ? 0 : 1 });
  }
  table(doc, { cols: ['2021', '2022', '2023', '2024', '2025'].map((y, i) => ({ right: 315 + i * 58, head: [y], width: 56 })), caption: "₦'000 unless otherwise stated", labelX: M, size: 7.6, lineH: 12, onNewPage: frame }, rows);
  doc.y += 6;
  para(doc, 'Total income in US dollars is total income divided by the average exchange rate of the year. Staff numbers are averages for the year.', { font: 'I', size: 7.5 });
  frame();
  H('Trustees and advisers');
  for (const t of AM.meta.trustees) P(t);
  P(`Executive Director: ${AM.meta.ed}`);
  P(`Finance Manager: ${AM.meta.fm}`);
  P(`Independent auditor: ${AM.meta.auditor}, Chartered Accountants, Enugu`);
  P(`Bankers: ${AM.meta.bankers.join(', ')}`);
  P(`Registered office: ${AM.meta.address}`);
  await end();
}

// ---------------------------------------------------------------- register CSV
function register(dir, V) {
  const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const lines = [['S/N', 'Date Received', 'Receipt No.', 'Donor / Source', 'Grant Ref.', 'Programme', 'Fund Type', 'Currency', 'Amount (Currency)', 'Exchange Rate', 'Amount (NGN)', 'Bank Account', 'Remarks'].join(',')];
  for (const r of V.amara.reg) lines.push([r.sn, dmy(r.date), r.receipt, r.donor, r.ref, r.programme, r.fund, r.ccy, n2(r.fcy), n2(r.rate), n2(r.ngn), r.bank, r.remarks].map(q).join(','));
  const tot = V.amara.reg.reduce((s, r) => s + r.ngn, 0);
  lines.push(['', '', '', 'TOTAL', '', '', '', '', '', '', n2(tot), '', ''].map(q).join(','));
  fs.writeFileSync(path.join(dir, FILES.reg), lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- invoice photo
const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const w3 = (n) => { const h = Math.floor(n / 100), r = n % 100; const t = r < 20 ? ONES[r] : TENS[Math.floor(r / 10)] + (r % 10 ? '-' + ONES[r % 10] : ''); return [h ? `${ONES[h]} Hundred` : '', t].filter(Boolean).join(' and '); };
export const words = (n) => { const m = Math.floor(n / 1e6), th = Math.floor((n % 1e6) / 1000), u = n % 1000; return [m ? `${w3(m)} Million` : '', th ? `${w3(th)} Thousand` : '', u ? (u < 100 && (m || th) ? 'and ' : '') + w3(u) : ''].filter(Boolean).join(', '); };
const wrapWords = (s, n) => { const out = ['']; for (const w of s.split(' ')) { if ((out.at(-1) + ' ' + w).trim().length > n) out.push(w); else out[out.length - 1] = (out.at(-1) + ' ' + w).trim(); } return out; };
async function invoicePhoto(dir, V) {
  const I = AM.invoice, R = V.amara.rcpt;
  const lines = [
    { t: I.supplier.toUpperCase(), size: 30, bold: true },
    { t: `${I.address}  •  Tel ${I.phone}`, size: 17 },
    { t: `${I.tin}  •  VAT registered`, size: 15 },
    { rule: true },
    { t: 'INVOICE', size: 30, bold: true, center: true },
    { cols: [`Invoice No: ${R.no}`, `Date: ${dmy(R.date)}`], size: 18 },
    { cols: ['Bill to: Amara Mother & Child Health Initiative', `LPO: ${I.lpo}`], size: 17 },
    { t: '14 Chime Avenue, New Haven, Enugu', size: 16 },
    { gap: 8 }, { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit Price (₦)', 'Amount (₦)'], size: 16, bold: true },
    { rule: true },
    ...R.lines.map((l) => ({ table: true, cols: [l.d.replace('A2 posters – danger signs in pregnancy (Igbo/English)', 'A2 posters – pregnancy danger signs (Igbo/Eng)'), n0(l.q), n2(l.p), n2(l.amt)], size: 18 })),
    { rule: true },
    { table: true, cols: ['Sub-total', '', '', n2(R.sub)], size: 19 },
    { table: true, cols: ['VAT @ 7.5%', '', '', n2(R.vat)], size: 19 },
    { table: true, cols: ['TOTAL', '', '', `₦${n2(R.total)}`], size: 20, bold: true },
    { gap: 10 },
    ...wrapWords(`Amount in words: ${words(Math.round(R.total))} Naira Only`, 72).map((t) => ({ t, size: 15 })),
    { gap: 14 },
    { t: 'Payment by transfer within 14 days. Goods received in good condition.', size: 15 },
    { gap: 30 },
    { cols: ['________________________', '________________________'], size: 16 },
    { cols: ['For: Coal City Prints & Graphics', 'Received by (Amara)'], size: 15 },
  ];
  await photoDocument(path.join(dir, FILES.rcpt), lines, { width: 900, height: 1010, angle: -1.0, seed: 2603, format: 'jpeg', tableX: [60, 590, 730, 845], margin: 55, noise: 30 });
}

export async function renderAmara(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const V = view();
  await financialStatements(dir, V);
  await donorReport(dir, V);
  await boardPack(dir, V);
  await annualReport(dir, V);
  register(dir, V);
  await invoicePhoto(dir, V);
  return Object.values(FILES);
}
