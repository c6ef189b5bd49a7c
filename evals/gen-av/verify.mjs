// Re-reads every generated file of set AV with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic and
// the ties between them, recomputes every case's answer from what was read (each case's `from`), and checks that
// the not-found subjects are absent. Nothing here reads data.mjs's figures: only the file names.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, cellNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-av');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.5) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(abs, 1e-9 * Math.abs(b));
const near2 = (a, b) => near(a, b, 0.006);
const sum = (a) => a.reduce((s, x) => s + x, 0);

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const text = (rows) => rows.map((r) => r.map((c) => String(c ?? '').trim()).join(' | ')).join('\n');
const S = (c) => String(c ?? '').trim();

// ---------------------------------------------------------------- the generic reader API the cases' `from` use
function api(org) {
  const docs = R[org];
  const num = (s) => cellNum(typeof s === 'string' ? s.replace(/^(TZS|J\$|US\$)\s?/, '') : s);
  const isNote = (c) => typeof c === 'string' && /^\d{1,2}$/.test(c.trim());
  const rowAt = (d, label, after) => {
    const rows = docs[d];
    let start = 0;
    if (after) { start = rows.findIndex((r) => r.some((c) => S(c) === after)); if (start < 0) throw new Error(`marker "${after}" not found in document ${d}`); }
    for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => S(c) === label); if (j >= 0) return { i, j }; }
    throw new Error(`row "${label}" not found in document ${d}`);
  };
  // the amounts of a row after its label; a bare note number before the amounts is left out
  const amounts = (row, j) => {
    const cells = row.slice(j + 1).filter((c) => S(c) !== '' && num(c) !== null);
    if (cells.length >= 3 && isNote(cells[0])) cells.shift();
    return cells.map(num);
  };
  const g = {
    num,
    text: (d) => text(docs[d]),
    row: (d, label, after) => { const h = rowAt(d, label, after); return docs[d][h.i]; },
    // the k-th amount on a caption's row; a caption wrapped over two lines has its figures on the next line
    n: (d, label, k, after) => {
      const h = rowAt(d, label, after);
      let a = amounts(docs[d][h.i], h.j);
      if (!a.length && docs[d][h.i + 1]) a = amounts(docs[d][h.i + 1], 0);
      if (a[k] === undefined) throw new Error(`row "${label}" has no amount ${k} in document ${d}`);
      return a[k];
    },
    // the uncaptioned subtotal under a caption: the first following row of figures only
    tot: (d, label, k, after) => {
      const h = rowAt(d, label, after);
      for (let i = h.i + 1; i < docs[d].length; i++) {
        const r = docs[d][i];
        if (r.every((c) => num(c) !== null)) return r.map(num)[k];
      }
      throw new Error(`no subtotal under "${label}"`);
    },
    find: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`pattern ${re} not found in document ${d}`); return m[1].trim(); },
    ocr: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`OCR pattern ${re} not found`); return num(m[1].replace(/\s/g, '')); },
    // NUMECO: QuickBooks by class (values after the five label columns) and the budget report (by code or caption)
    qb: (label, k) => { const h = rowAt(1, label); const v = docs[1][h.i].slice(5).map(num); if (v[k] === null || v[k] === undefined) throw new Error(`qb ${label} ${k}`); return v[k]; },
    bud: (key, c) => { const r = docs[2].find((x) => S(x[0]) === key || S(x[1]) === key); if (!r) throw new Error(`budget row ${key}`); return Number(r[c]); },
    crdb: () => docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(S(r[0])) && r.length >= 6).map((r) => ({ post: S(r[0]), details: S(r[1]), value: S(r[2]), dr: num(r[3]) ?? 0, cr: num(r[4]) ?? 0, bal: num(r[5]) })),
    // Cornerstone: QuickBooks Online by month (m 0-11, 12 = Total; j 0 Actual, 1 Budget, 2 over Budget, 3 % of Budget)
    qbo: (label, m, j) => { const r = docs[1].find((x) => S(x[0]) === label && x.length > 5); if (!r) throw new Error(`qbo row ${label}`); const v = r[1 + m * 4 + j]; return v === '' ? null : Number(v); },
    qboMonth: (m) => { const r = docs[1].find((x) => S(x[1]) === 'Apr 2024'); return S(r[1 + m]); },
    reg: () => docs[2].filter((r) => /^\d{4}-\d\d-\d\d$/.test(S(r[0]))).map((r) => ({ date: S(r[0]), no: S(r[1]), donor: S(r[2]), cat: S(r[3]), fund: S(r[4]), method: S(r[5]), amt: Number(r[6]) })),
    ncb: () => docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(S(r[0]))).map((r) => ({ date: S(r[0]), desc: S(r[1]), ref: S(r[2]), dr: Number(r[3] || 0), cr: Number(r[4] || 0), bal: Number(r[5]) })),
  };
  return g;
}
const G = { numeco: api('numeco'), cornerstone: api('cornerstone') };

// ---------------------------------------------------------------- NUMECO: the documents' own arithmetic and ties
{
  const g = G.numeco;
  const IES = 'STATEMENT OF INCOME AND EXPENDITURE', SFP = 'STATEMENT OF FINANCIAL POSITION', CFS = 'STATEMENT OF CASH FLOWS';
  const incL = ['Grant income (ruzuku)', 'Donations (michango)', 'Training and consultancy fees', 'Seedling and produce sales', 'Interest income', 'Foreign exchange gain, net', 'Other income'];
  const progL = ['Elimu kwa Wasichana – girls\'', 'Mama na Mtoto – maternal and', 'Kilimo Bora – smallholder', 'Vijana Skills – youth'];
  const expL = [...progL, 'Administration and governance', 'Fundraising and communication', 'Depreciation'];
  for (const k of [0, 1, 2, 3]) {
    ok(near(sum(incL.map((l) => g.n(0, l, k, IES))), g.n(0, 'Total income', k, IES)), `I&E income adds up (column ${k})`);
    ok(near(sum(expL.map((l) => g.n(0, l, k, IES))), g.n(0, 'Total expenditure', k, IES)), `I&E expenditure adds up (column ${k})`);
    ok(near(g.n(0, 'Total income', k, IES) - g.n(0, 'Total expenditure', k, IES), g.n(0, 'SURPLUS FOR THE YEAR (ZIADA)', k, IES)), `I&E surplus (column ${k})`);
  }
  for (const l of [...incL, ...expL, 'Total income', 'Total expenditure', 'SURPLUS FOR THE YEAR (ZIADA)']) ok(near(g.n(0, l, 0, IES) + g.n(0, l, 1, IES), g.n(0, l, 2, IES)), `I&E restricted + unrestricted = total: ${l}`);
  for (const k of [0, 1]) {
    const ca = ['Inventory – seed stock', 'Receivables and prepayments', 'Staff imprest (masurufu)', 'Cash and bank balances'].map((l) => g.n(0, l, k, SFP));
    ok(near(sum(ca), g.n(0, 'Total current assets', k, SFP)), `SFP current assets (${k})`);
    ok(near(g.n(0, 'Total current assets', k, SFP) + g.n(0, 'Property and equipment', k, SFP), g.n(0, 'TOTAL ASSETS', k, SFP)), `SFP total assets (${k})`);
    ok(near(g.n(0, 'Restricted funds', k, SFP) + g.n(0, 'Unrestricted funds (accumulated fund)', k, SFP), g.n(0, 'Total funds', k, SFP)), `SFP funds (${k})`);
    ok(near(g.n(0, 'Deferred grant income', k, SFP) + g.n(0, 'Payables and accruals', k, SFP) + g.n(0, 'Statutory deductions payable (PAYE,', k, SFP), g.n(0, 'Total current liabilities', k, SFP)), `SFP liabilities (${k})`);
    ok(near(g.n(0, 'Total funds', k, SFP) + g.n(0, 'Total current liabilities', k, SFP), g.n(0, 'TOTAL FUNDS AND LIABILITIES', k, SFP)), `SFP funds and liabilities (${k})`);
    ok(near(g.n(0, 'TOTAL ASSETS', k, SFP), g.n(0, 'TOTAL FUNDS AND LIABILITIES', k, SFP)), `statement of financial position balances (${k})`);
  }
  // changes in funds
  const CIF = 'STATEMENT OF CHANGES IN FUNDS';
  for (const k of [0, 1, 2]) {
    ok(near(g.n(0, 'At 1 July 2023', k, CIF) + g.n(0, 'Surplus for the year 2023/24', k, CIF), g.n(0, 'At 30 June 2024', k, CIF)), `funds roll 2023/24 (${k})`);
    ok(near(g.n(0, 'At 1 July 2024', k, CIF) + g.n(0, 'Surplus for the year 2024/25', k, CIF), g.n(0, 'At 30 June 2025', k, CIF)), `funds roll 2024/25 (${k})`);
  }
  ok(near(g.n(0, 'At 30 June 2025', 0, CIF), g.n(0, 'Restricted funds', 0, SFP)) && near(g.n(0, 'At 30 June 2025', 1, CIF), g.n(0, 'Unrestricted funds (accumulated fund)', 0, SFP)) && near(g.n(0, 'At 30 June 2024', 2, CIF), g.n(0, 'Total funds', 1, SFP)), 'changes in funds = SFP');
  ok(near(g.n(0, 'Surplus for the year 2024/25', 0, CIF), g.n(0, 'SURPLUS FOR THE YEAR (ZIADA)', 0, IES)) && near(g.n(0, 'Surplus for the year 2023/24', 2, CIF), g.n(0, 'SURPLUS FOR THE YEAR (ZIADA)', 3, IES)), 'changes in funds surplus = I&E');
  // cash flow
  const wcL = ['(Increase)/decrease in inventory', '(Increase)/decrease in receivables and prepayments', '(Increase)/decrease in staff imprest', 'Increase/(decrease) in deferred grant income', 'Increase/(decrease) in payables and accruals', 'Increase/(decrease) in statutory deductions payable'];
  for (const k of [0, 1]) {
    ok(near(g.n(0, 'Surplus for the year', k, CFS) + g.n(0, 'Adjustment for depreciation', k, CFS) + sum(wcL.map((l) => g.n(0, l, k, CFS))), g.n(0, 'Net cash from operating activities', k, CFS)), `cash flow operating (${k})`);
    ok(near(g.n(0, 'Net cash from operating activities', k, CFS) + g.n(0, 'Net cash used in investing activities', k, CFS), g.n(0, 'Net increase in cash and bank balances', k, CFS)), `cash flow net (${k})`);
    ok(near(g.n(0, 'Cash and bank balances at 1 July', k, CFS) + g.n(0, 'Net increase in cash and bank balances', k, CFS), g.n(0, 'Cash and bank balances at 30 June', k, CFS)), `cash flow closing (${k})`);
    ok(near(g.n(0, 'Cash and bank balances at 30 June', k, CFS), g.n(0, 'Cash and bank balances', k, SFP)), `cash flow = SFP cash (${k})`);
    ok(near(g.n(0, 'Adjustment for depreciation', k, CFS), g.n(0, 'Depreciation', 2 + k, IES)), `cash flow depreciation = I&E (${k})`);
  }
  ok(near(g.n(0, 'Cash and bank balances at 1 July', 0, CFS), g.n(0, 'Cash and bank balances', 1, SFP)), 'cash flow opening = SFP 2024');
  for (const [l, s, sign] of [[wcL[0], 'Inventory – seed stock', -1], [wcL[1], 'Receivables and prepayments', -1], [wcL[2], 'Staff imprest (masurufu)', -1], [wcL[3], 'Deferred grant income', 1], [wcL[4], 'Payables and accruals', 1], [wcL[5], 'Statutory deductions payable (PAYE,', 1]]) ok(near(g.n(0, l, 0, CFS), sign * (g.n(0, s, 0, SFP) - g.n(0, s, 1, SFP))), `cash flow movement = SFP change: ${s}`);
  // note 5 programme expenditure by nature
  for (let k = 0; k < 5; k++) ok(near(g.n(0, 'Personnel costs', k, '5. Programme expenditure by nature') + g.n(0, 'Programme activities', k, '5. Programme expenditure by nature') + g.n(0, 'Travel and transport', k, '5. Programme expenditure by nature'), g.n(0, 'Total programme expenditure', k)), `note 5 column ${k}`);
  progL.forEach((l, k) => ok(near(g.n(0, 'Total programme expenditure', k), g.n(0, l, 2, IES)), `note 5 = I&E: ${l}`));
  // note 6 grants by donor
  const donors = ['Hope for Girls Foundation (USA) – Elimu kwa Wasichana', 'Afya Bora Partners (UK) – Mama na Mtoto', 'Nordic Smallholder Trust – Kilimo Bora', 'Arusha District Council – Vijana Skills'];
  const GN = '6. Grant income and deferred grant income by donor';
  for (const d of donors) ok(near(g.n(0, d, 2) + g.n(0, d, 1) - g.n(0, d, 3), g.n(0, d, 4)), `grant rolls forward: ${d}`);
  for (let k = 0; k < 6; k++) ok(near(sum(donors.map((d) => g.n(0, d, k))), g.n(0, 'Total', k, GN)), `grants note total column ${k}`);
  ok(near(g.n(0, 'Total', 3, GN), g.n(0, 'Grant income (ruzuku)', 2, IES)) && near(g.n(0, 'Total', 5, GN), g.n(0, 'Grant income (ruzuku)', 3, IES)), 'grants note = I&E grant income (both years)');
  ok(near(g.n(0, 'Total', 4, GN), g.n(0, 'Deferred grant income', 0, SFP)) && near(g.n(0, 'Total', 2, GN), g.n(0, 'Deferred grant income', 1, SFP)), 'grants note = deferred grant income (both years)');
  // note 7 property
  const PN = '7. Property and equipment';
  for (let k = 0; k < 5; k++) {
    ok(near(g.n(0, 'At 1 July 2024', k, PN) + g.n(0, 'Additions', k, PN), g.n(0, 'At 30 June 2025', k, PN)), `PPE cost roll ${k}`);
    ok(near(g.n(0, 'At 1 July 2024', k, 'Accumulated depreciation') + g.n(0, 'Charge for the year', k), g.n(0, 'At 30 June 2025', k, 'Accumulated depreciation')), `PPE depreciation roll ${k}`);
    ok(near(g.n(0, 'At 30 June 2025', k, PN) - g.n(0, 'At 30 June 2025', k, 'Accumulated depreciation'), g.n(0, 'At 30 June 2025', k, 'Net book value')), `PPE NBV ${k}`);
    ok(near(g.n(0, 'At 1 July 2024', k, PN) - g.n(0, 'At 1 July 2024', k, 'Accumulated depreciation'), g.n(0, 'At 30 June 2024', k, 'Net book value')), `PPE NBV 2024 ${k}`);
  }
  ok(near(g.n(0, 'At 30 June 2025', 4, 'Net book value'), g.n(0, 'Property and equipment', 0, SFP)) && near(g.n(0, 'At 30 June 2024', 4, 'Net book value'), g.n(0, 'Property and equipment', 1, SFP)), 'PPE note = SFP');
  ok(near(g.n(0, 'Charge for the year', 4), g.n(0, 'Depreciation', 2, IES)) && near(g.n(0, 'Additions', 4, PN), -g.n(0, 'Purchase of property and equipment', 0, CFS)), 'PPE note = depreciation and cash flow');
  // note 8 receivables, note 9 admin over the page break, note 10 cash, note 11 staff
  const RN = '8. Receivables and prepayments';
  for (const k of [0, 1]) ok(near(sum(['Prepaid office rent (July–September)', 'Training fees receivable', 'Seedling sales debtors', 'Prepaid insurance', 'Other receivables and deposits'].map((l) => g.n(0, l, k, RN))), g.n(0, 'Total receivables and prepayments', k)) && near(g.n(0, 'Total receivables and prepayments', k), g.n(0, 'Receivables and prepayments', k, SFP)), `note 8 (${k})`);
  const admL = ['Salaries and staff costs', 'Office rent', 'Utilities (umeme na maji)', 'Communication and internet', 'Stationery and printing', 'Bank charges', 'Audit and accountancy fees', 'Board meeting expenses', 'Insurance', 'Travel and vehicle running'];
  for (const k of [0, 1]) ok(near(sum(admL.map((l) => g.n(0, l, k, '9. Administration and governance'))), g.n(0, 'Total administration and governance', k)) && near(g.n(0, 'Total administration and governance', k), g.n(0, 'Administration and governance', 2 + k, IES)), `note 9 adds up over the page break and = I&E (${k})`);
  const CN = '10. Cash and bank balances';
  for (const k of [0, 1]) ok(near(sum(['CRDB Bank PLC – TZS current account', 'NMB Bank PLC – USD account (US$ 16,800.00;', 'NMB Bank PLC – TZS project account', 'Mobile money (M-Pesa Lipa Namba)', 'Petty cash'].map((l) => g.n(0, l, k, CN))), g.n(0, 'Total cash and bank balances', k)) && near(g.n(0, 'Total cash and bank balances', k), g.n(0, 'Cash and bank balances', k, SFP)), `note 10 (${k})`);
  const usdTxt = g.text(0).match(/US\$ ([\d,.]+);\n?.*?2024: US\$ ([\d,.]+)\)/s), rateTxt = g.text(0).match(/closing rate of TZS ([\d,]+) per US\$ \(2024: TZS ([\d,]+)\)/);
  ok(usdTxt && rateTxt && near(g.num(usdTxt[1]) * g.num(rateTxt[1]), g.n(0, 'NMB Bank PLC – USD account (US$ 16,800.00;', 0, CN)) && near(g.num(usdTxt[2]) * g.num(rateTxt[2]), g.n(0, 'NMB Bank PLC – USD account (US$ 16,800.00;', 1, CN)), 'US$ account = dollars x closing rate');
  for (const k of [0, 1]) ok(near(sum(['Salaries and wages', 'NSSF – employer contributions (10%)', 'Workers Compensation Fund (0.5%)', 'Staff medical insurance'].map((l) => g.n(0, l, k, '11. Staff costs'))), g.n(0, 'Total staff costs', k)), `note 11 (${k})`);
  ok(near(g.n(0, 'NSSF – employer contributions (10%)', 0, '11. Staff costs'), 0.1 * g.n(0, 'Salaries and wages', 0, '11. Staff costs')) && near(g.n(0, 'Workers Compensation Fund (0.5%)', 0, '11. Staff costs'), 0.005 * g.n(0, 'Salaries and wages', 0, '11. Staff costs')), 'NSSF 10% and WCF 0.5% of salaries');
  // QuickBooks by class
  const T = 7;
  const q = (l, k) => g.qb(l, k);
  const incAcc = ['4010 · Hope for Girls Foundation', '4020 · Afya Bora Partners', '4030 · Nordic Smallholder Trust', '4040 · Arusha District Council'];
  const expGroups = { 'Total 6000 · Personnel Costs': ['6010 · Salaries and Wages', '6020 · NSSF Employer Contribution', '6030 · WCF Contribution', '6040 · Staff Medical Insurance'], 'Total 6100 · Programme Costs': ['6110 · Scholarships and School Fees', '6120 · Training and Workshops', '6130 · Medical Supplies and Outreach Clinics', '6140 · Seeds and Farm Inputs', '6150 · Community Meetings (Mikutano ya Jamii)'], 'Total 6200 · Travel and Transport': ['6210 · Per Diem and Allowances (Posho)', '6220 · Vehicle Fuel and Maintenance', '6230 · Local Transport'], 'Total 6300 · Office and Administration': ['6310 · Office Rent', '6320 · Utilities (Umeme na Maji)', '6330 · Communication and Internet', '6340 · Stationery and Printing', '6350 · Bank Charges', '6360 · Audit and Accountancy Fees', '6370 · Board Meeting Expenses', '6380 · Insurance'] };
  const allRows = [...incAcc, '4110 · Restricted Donations', '4120 · General Donations', '4200 · Training and Consultancy Fees', '4300 · Seedling and Produce Sales', ...Object.values(expGroups).flat(), '6400 · Publicity and Fundraising Events', '6900 · Depreciation Expense', '7010 · Interest Income', '7020 · Exchange Gain (net)', '7030 · Miscellaneous Income', 'Total Income', 'Total Expense', 'Net Income'];
  for (const l of allRows) ok(near(q(l, 0) + q(l, 1) + q(l, 2) + q(l, 3), q(l, 4)) && near(q(l, 4) + q(l, 5) + q(l, 6), q(l, T)), `QB columns add up: ${l}`);
  for (let k = 0; k <= T; k++) {
    ok(near(sum(incAcc.map((l) => q(l, k))), q('Total 4000 · Grant Income (Ruzuku)', k)), `QB grant income total (${k})`);
    ok(near(q('Total 4000 · Grant Income (Ruzuku)', k) + q('Total 4100 · Donations (Michango)', k) + q('4200 · Training and Consultancy Fees', k) + q('4300 · Seedling and Produce Sales', k), q('Total Income', k)), `QB total income (${k})`);
    for (const [t, ls] of Object.entries(expGroups)) ok(near(sum(ls.map((l) => q(l, k))), q(t, k)), `QB ${t} (${k})`);
    ok(near(sum(Object.keys(expGroups).map((t) => q(t, k))) + q('6400 · Publicity and Fundraising Events', k) + q('6900 · Depreciation Expense', k), q('Total Expense', k)), `QB total expense (${k})`);
    ok(near(q('Total Income', k) - q('Total Expense', k), q('Net Ordinary Income', k)) && near(q('Net Ordinary Income', k) + q('Net Other Income', k), q('Net Income', k)), `QB net income (${k})`);
  }
  ok(near(q('Net Income', T), g.n(0, 'SURPLUS FOR THE YEAR (ZIADA)', 2, IES)), 'QB net income = audited surplus');
  ok(near(q('Total Income', T) + q('Total Other Income', T), g.n(0, 'Total income', 2, IES)) && near(q('Total Expense', T), g.n(0, 'Total expenditure', 2, IES)), 'QB income and expense = I&E');
  progL.forEach((l, k) => ok(near(q('Total Expense', k), g.n(0, l, 2, IES)), `QB class = I&E programme: ${l}`));
  ok(near(q('Total Expense', 5) - q('6900 · Depreciation Expense', 5), g.n(0, 'Administration and governance', 2, IES)) && near(q('Total Expense', 6), g.n(0, 'Fundraising and communication', 2, IES)), 'QB admin and fundraising classes = I&E');
  incAcc.forEach((l, k) => ok(near(q(l, T), g.n(0, donors[k], 3)), `QB grant account = grants note: ${l}`));
  ok(near(q('Total 4100 · Donations (Michango)', T), g.n(0, 'Donations (michango)', 2, IES)) && near(q('4110 · Restricted Donations', T), g.n(0, 'Donations (michango)', 0, IES)), 'QB donations = I&E');
  ok(near(q('6010 · Salaries and Wages', T), g.n(0, 'Salaries and wages', 0, '11. Staff costs')) && near(q('6900 · Depreciation Expense', T), g.n(0, 'Depreciation', 2, IES)), 'QB salaries and depreciation = notes');
  for (const [l, a] of [['Office rent', '6310 · Office Rent'], ['Audit and accountancy fees', '6360 · Audit and Accountancy Fees'], ['Bank charges', '6350 · Bank Charges'], ['Insurance', '6380 · Insurance']]) ok(near(g.n(0, l, 0, '9. Administration and governance'), q(a, 5)), `admin note = QB: ${l}`);
  ok(near(q('Total 6000 · Personnel Costs', 5), g.n(0, 'Salaries and staff costs', 0, '9. Administration and governance')), 'admin note staff = QB admin personnel');
  for (const [nat, t] of [['Personnel costs', 'Total 6000 · Personnel Costs'], ['Programme activities', 'Total 6100 · Programme Costs'], ['Travel and transport', 'Total 6200 · Travel and Transport']]) for (let k = 0; k < 4; k++) ok(near(g.n(0, nat, k, '5. Programme expenditure by nature'), q(t, k)), `note 5 ${nat} = QB class ${k}`);
  // budget report
  const B = (key, c) => g.bud(key, c);
  const budRows = R.numeco[2].filter((r) => typeof r[2] === 'number' && typeof r[7] === 'number');
  for (const r of budRows) {
    ok(near(r[3] + r[4] + r[5] + r[6], r[7]), `budget quarters add up: ${r[1]}`);
    ok(near(r[2] - r[7], r[8]) && Math.abs(r[9] - (r[2] ? r[7] / r[2] : 0)) < 1e-9, `budget variance and %: ${r[1]}`);
  }
  const incCodes = ['I-01', 'I-02', 'I-03', 'I-04', 'I-05', 'I-06', 'I-07', 'I-08'];
  for (let c = 2; c <= 7; c++) ok(near(sum(incCodes.map((x) => B(x, c))), B('TOTAL INCOME', c)), `budget income column ${c}`);
  const subs = ['Subtotal – Elimu kwa Wasichana', 'Subtotal – Mama na Mtoto', 'Subtotal – Kilimo Bora', 'Subtotal – Vijana Skills', 'Subtotal – Administration and governance'];
  subs.forEach((s, p) => { for (let c = 2; c <= 7; c++) ok(near(B(`${p + 1}.1`, c) + B(`${p + 1}.2`, c) + B(`${p + 1}.3`, c), B(s, c)), `budget ${s} column ${c}`); });
  for (let c = 2; c <= 7; c++) ok(near(sum(subs.map((s) => B(s, c))) + B('6', c), B('TOTAL EXPENDITURE', c)), `budget total expenditure column ${c}`);
  for (let c = 2; c <= 7; c++) ok(near(B('TOTAL INCOME', c) - B('TOTAL EXPENDITURE', c), B('SURPLUS / (DEFICIT) BEFORE DEPRECIATION', c)), `budget surplus column ${c}`);
  progL.forEach((l, k) => ok(near(B(subs[k], 7), g.n(0, l, 2, IES)), `budget actual = I&E: ${subs[k]}`));
  ok(near(B(subs[4], 7), g.n(0, 'Administration and governance', 2, IES)) && near(B('6', 7), g.n(0, 'Fundraising and communication', 2, IES)), 'budget actual = I&E admin and fundraising');
  ok(near(B('TOTAL EXPENDITURE', 7), g.n(0, 'Total expenditure', 2, IES) - g.n(0, 'Depreciation', 2, IES)), 'budget expenditure = I&E less depreciation');
  ok(near(B('TOTAL INCOME', 7), g.n(0, 'Total income', 2, IES)), 'budget income = I&E income');
  incCodes.slice(0, 4).forEach((c, k) => ok(near(B(c, 7), g.n(0, donors[k], 3)), `budget grant actual = grants note ${c}`));
  for (let qi = 3; qi <= 6; qi++) {
    ok(near(B('I-01', qi), B(subs[0], qi) - 3000000), `budget Hope grant = Elimu spending less restricted gifts (Q${qi - 2})`);
    for (let k = 1; k < 4; k++) ok(near(B(incCodes[k], qi), B(subs[k], qi)), `budget grant = programme spending ${incCodes[k]} Q${qi - 2}`);
  }
  for (const [nat, c] of [['Personnel costs', '.1'], ['Programme activities', '.2'], ['Travel and transport', '.3']]) for (let k = 0; k < 4; k++) ok(near(B(`${k + 1}${c}`, 7), g.n(0, nat, k, '5. Programme expenditure by nature')), `budget line = note 5: ${k + 1}${c}`);
  // CRDB
  const cr = g.crdb();
  const pre = (l) => g.num(R.numeco[3].find((r) => S(r[0]) === l)[1]);
  let bal = pre('Opening Balance:');
  let runOk = true;
  for (const t of cr) { bal += t.cr - t.dr; if (!near(bal, t.bal, 0.001)) runOk = false; }
  ok(runOk, 'CRDB running balance');
  ok(near(bal, pre('Closing Balance:'), 0.001) && near(cr[cr.length - 1].bal, pre('Closing Balance:'), 0.001), 'CRDB runs to its closing balance');
  ok(near(sum(cr.map((t) => t.dr)), pre('Total Debits:')) && near(sum(cr.map((t) => t.cr)), pre('Total Credits:')), 'CRDB footer totals');
  ok(near(pre('Closing Balance:'), g.n(0, 'CRDB Bank PLC – TZS current account', 0, CN)), 'CRDB closing = audited CRDB balance');
  ok(cr.every((t) => t.post.slice(3) === '06/2025'), 'CRDB postings in June 2025');
  const vat = cr.filter((t) => /^VAT 18% ON /.test(t.details));
  ok(vat.length === 4 && vat.every((t) => { const i = cr.indexOf(t); return near(cr[i - 1].dr * 0.18, t.dr, 0.001); }), 'CRDB VAT 18% on each charge');
  const wht = cr.find((t) => /WITHHOLDING TAX/.test(t.details)), intr = cr.find((t) => /CREDIT INTEREST/.test(t.details));
  ok(near(wht.dr, Math.round(intr.cr * 0.1), 0.001), 'CRDB withholding tax 10% of interest');
  const tt = cr.find((t) => /NORDIC/.test(t.details)); const m = tt.details.match(/USD ([\d,.]+) @ ([\d,.]+)/);
  ok(near(g.num(m[1]) * g.num(m[2]), tt.cr), 'CRDB TT = dollars x rate');
  // minutes
  const mrows = ['Elimu kwa Wasichana', 'Mama na Mtoto', 'Kilimo Bora', 'Vijana Skills', 'Administration and governance', 'Fundraising and communication'];
  for (let k = 0; k < 3; k++) ok(near(sum(mrows.map((l) => g.n(4, l, k))), g.n(4, 'Total expenditure', k)), `minutes budget column ${k}`);
  [...subs, '6'].forEach((s, k) => ok(near(g.n(4, mrows[k], 0), B(s, 2)) && near(g.n(4, mrows[k], 1), B(s, 7)), `minutes 2024/25 = budget report: ${mrows[k]}`));
  const mt = g.text(4);
  ok(mt.includes(`Total income was TZS ${g.text(0).match(/Total income \| [^|]+ \| [^|]+ \| ([\d,]+)/)[1]}`) && g.num(g.find(4, /the surplus TZS ([\d,]+)/)) === g.n(0, 'SURPLUS FOR THE YEAR (ZIADA)', 2, IES), 'minutes quote the audited income and surplus');
  ok(g.num(g.find(4, /Deferred grant income rose to TZS ([\d,]+)/)) === g.n(0, 'Deferred grant income', 0, SFP), 'minutes quote deferred grant income');
  ok(g.num(g.find(4, /Expenditure before depreciation was TSh ([\d,]+)/)) === B('TOTAL EXPENDITURE', 7) && g.num(g.find(4, /approved budget of TSh ([\d,]+)/)) === B('TOTAL EXPENDITURE', 2), 'minutes quote the budget report');
  ok(g.num(g.find(4, /total expenditure of TSh ([\d,]+)\. Moved/)) === g.n(4, 'Total expenditure', 2), 'minutes resolution = table');
  ok(/had 38 employees at 30 June 2025/.test(mt) && g.n(0, 'Number of employees at 30 June', 0) === 38, 'minutes headcount = note 11');
  // EFD receipt (OCR)
  const o = g.text(5);
  const items = [...o.matchAll(/^(\d+) x ([\d,]+\.\d\d) ([\d,]+\.\d\d) A$/gm)];
  ok(items.length === 5 && items.every((x) => near(Number(x[1]) * g.num(x[2]), g.num(x[3]), 0.001)), 'EFD lines: qty x price (OCR)');
  const tot = g.ocr(5, /TOTAL INCL OF TAX:?\s*([\d,]+\.\d\d)/), excl = g.ocr(5, /TOTAL EXCL OF TAX:?\s*([\d,]+\.\d\d)/), tax = g.ocr(5, /TAX A-18\.00%:?\s*([\d,]+\.\d\d)/);
  ok(near(sum(items.map((x) => g.num(x[3]))), tot, 0.001) && near(excl + tax, tot, 0.001) && near(excl * 0.18, tax, 0.006) && near(g.ocr(5, /TOTAL TAX:?\s*([\d,]+\.\d\d)/), tax, 0.001), 'EFD totals and VAT 18% (OCR)');
  ok(g.ocr(5, /ITEMS:?\s*(\d+)/) === items.length, 'EFD item count (OCR)');
  ok(/TIN: 104-233-871/.test(o) && /VRN: 40-008712-W/.test(o) && /Z NUMBER: 412/.test(o) && /RECEIPT NUMBER: 2847/.test(o), 'EFD TIN, VRN, Z number and receipt number (OCR)');
  const date = o.match(/RECEIPT DATE: (\d\d\/\d\d\/\d{4})/)[1];
  ok(cr.some((t) => /MERU OFFICE SUPPLIES/.test(t.details) && t.post === date && near(t.dr, tot, 0.001)), 'EFD receipt paid through CRDB on its date');
}

// ---------------------------------------------------------------- Cornerstone: the documents' own arithmetic and ties
{
  const g = G.cornerstone;
  const RV = 'STATEMENT OF REVENUE AND EXPENDITURE', FPC = 'STATEMENT OF FINANCIAL POSITION', SCH = 'SCHEDULE OF ADMINISTRATIVE EXPENSES';
  const revL = ['Donations', 'Grants', 'Subvention – Cornerstone Gospel Assembly', 'Fundraising events (gross receipts)', 'Interest income'];
  const progL = ['Feeding programme', 'Homework and literacy centre', "Senior citizens' care", 'Back-to-school assistance'];
  for (const k of [0, 1]) {
    const rev = g.tot(0, 'Interest income', k, RV), prog = g.tot(0, 'Back-to-school assistance', k, RV), exp = g.tot(0, 'Depreciation', k, RV);
    ok(near2(sum(revL.map((l) => g.n(0, l, k, RV))), rev), `R&E revenue adds up (${k})`);
    ok(near2(sum(progL.map((l) => g.n(0, l, k, RV))), prog), `R&E programmes add up (${k})`);
    ok(near2(prog + g.n(0, 'Fundraising event costs', k, RV) + g.n(0, 'Administrative expenses (Schedule 1)', k, RV) + g.n(0, 'Depreciation', k, RV), exp), `R&E expenditure adds up (${k})`);
    ok(near2(rev - exp, g.n(0, 'SURPLUS FOR THE YEAR', k, RV)), `R&E surplus (${k})`);
    const ca = g.tot(0, 'Cash and bank balances', k, FPC), cl = g.tot(0, 'Statutory deductions payable', k, FPC);
    ok(near2(g.n(0, 'Inventory – food stock', k, FPC) + g.n(0, 'Receivables and prepayments', k, FPC) + g.n(0, 'Cash and bank balances', k, FPC), ca), `SFP current assets (${k})`);
    ok(near2(g.n(0, 'Payables and accruals', k, FPC) + g.n(0, 'Statutory deductions payable', k, FPC), cl), `SFP current liabilities (${k})`);
    ok(near2(ca - cl, g.n(0, 'NET CURRENT ASSETS', k, FPC)) && near2(g.n(0, 'NET CURRENT ASSETS', k, FPC) + g.n(0, 'Property, plant and equipment', k, FPC), g.n(0, 'NET ASSETS', k, FPC)), `SFP net assets (${k})`);
    const funds = g.tot(0, 'Building Fund', k, FPC);
    ok(near2(g.n(0, 'Accumulated (General) Fund', k, FPC) + g.n(0, 'Building Fund', k, FPC), funds) && near2(funds, g.n(0, 'NET ASSETS', k, FPC)), `SFP funds = net assets (${k})`);
    ok(near2(sum(['Salaries and wages', 'Statutory contributions (NIS, NHT, Education Tax, HEART/NSTA)', 'Electricity', 'Water', 'Telephone and internet', 'Office supplies and stationery', 'Audit fees', 'Accounting fees', 'Bank charges and GCT', 'Insurance', 'Repairs and maintenance', 'Security services', 'Motor vehicle expenses', 'Sundry expenses'].map((l) => g.n(0, l, k, SCH))), g.n(0, 'TOTAL ADMINISTRATIVE EXPENSES', k)) && near2(g.n(0, 'TOTAL ADMINISTRATIVE EXPENSES', k), g.n(0, 'Administrative expenses (Schedule 1)', k, RV)), `schedule 1 adds up and = R&E (${k})`);
  }
  // changes in the accumulated fund
  const CAF = 'STATEMENT OF CHANGES IN ACCUMULATED FUND';
  for (let k = 0; k < 3; k++) {
    const rows = R.cornerstone[0];
    const i0 = rows.findIndex((r) => S(r[0]) === CAF);
    const get = (label, nth) => { let c = 0; for (let i = i0; i < rows.length; i++) if (S(rows[i][0]) === label && c++ === nth) return rows[i].slice(1).map(g.num)[k]; throw new Error(label); };
    ok(near2(get('Balance at 1 April 2023', 0) + get('Surplus for the year', 0) + get('Transfer of Building Fund donations', 0), get('Balance at 31 March 2024', 0)), `fund roll 2023/24 (${k})`);
    ok(near2(get('Balance at 31 March 2024', 0) + get('Surplus for the year', 1) + get('Transfer of Building Fund donations', 1), get('Balance at 31 March 2025', 0)), `fund roll 2024/25 (${k})`);
    if (k < 2) ok(near2(get('Balance at 31 March 2025', 0), [g.n(0, 'Accumulated (General) Fund', 0, FPC), g.n(0, 'Building Fund', 0, FPC)][k]) && near2(get('Balance at 31 March 2024', 0), [g.n(0, 'Accumulated (General) Fund', 1, FPC), g.n(0, 'Building Fund', 1, FPC)][k]), `fund balances = SFP (${k})`);
    if (k === 0) ok(near2(get('Surplus for the year', 1), g.n(0, 'SURPLUS FOR THE YEAR', 0, RV)) && near2(get('Surplus for the year', 0), g.n(0, 'SURPLUS FOR THE YEAR', 1, RV)), 'fund statement surplus = R&E');
    if (k === 1) ok(near2(get('Transfer of Building Fund donations', 1), g.reg().filter((x) => x.fund === 'Building Fund').reduce((s, x) => s + x.amt, 0)), 'Building Fund transfer = register Building Fund gifts');
  }
  // note 4 cash, note 5 PPE, note 6 donations, note 7 grants
  for (const k of [0, 1]) ok(near2(sum(['NCB – current account (JMD)', 'NCB – savings account (Building Fund)', 'Scotiabank – US$ savings account', 'Petty cash'].map((l) => g.n(0, l, k, '4. Cash and bank balances'))), g.tot(0, 'Petty cash', k, '4. Cash and bank balances')) && near2(g.tot(0, 'Petty cash', k, '4. Cash and bank balances'), g.n(0, 'Cash and bank balances', k, FPC)), `note 4 (${k})`);
  const usd = g.text(0).match(/\(US\$([\d,.]+); 2024: US\$([\d,.]+)\)/), rate = g.text(0).match(/translated at J\$([\d.]+) to US\$1 \(2024: J\$([\d.]+)\)/);
  ok(usd && rate && near2(Math.round(g.num(usd[1]) * Number(rate[1]) * 100) / 100, g.n(0, 'Scotiabank – US$ savings account', 0, '4. Cash and bank balances')) && near2(Math.round(g.num(usd[2]) * Number(rate[2]) * 100) / 100, g.n(0, 'Scotiabank – US$ savings account', 1, '4. Cash and bank balances')), 'US$ account = dollars x rate');
  const PN = '5. Property, plant and equipment';
  for (let k = 0; k < 6; k++) {
    ok(near2(g.n(0, 'Cost: 1 April 2024', k, PN) + g.n(0, 'Additions', k, PN), g.n(0, '31 March 2025', k, PN)), `PPE cost roll ${k}`);
    ok(near2(g.n(0, 'Depreciation: 1 April 2024', k, PN) + g.n(0, 'Charge for the year', k, PN), g.n(0, '31 March 2025', k, 'Depreciation: 1 April 2024')), `PPE depreciation roll ${k}`);
    ok(near2(g.n(0, '31 March 2025', k, PN) - g.n(0, '31 March 2025', k, 'Depreciation: 1 April 2024'), g.n(0, 'Net book value: 31 March 2025', k)), `PPE NBV ${k}`);
    ok(near2(g.n(0, 'Cost: 1 April 2024', k, PN) - g.n(0, 'Depreciation: 1 April 2024', k, PN), g.n(0, '31 March 2024', k, 'Net book value: 31 March 2025')), `PPE NBV 2024 ${k}`);
  }
  ok(near2(g.n(0, 'Net book value: 31 March 2025', 5), g.n(0, 'Property, plant and equipment', 0, FPC)) && near2(g.n(0, '31 March 2024', 5, 'Net book value: 31 March 2025'), g.n(0, 'Property, plant and equipment', 1, FPC)) && near2(g.n(0, 'Charge for the year', 5, PN), g.n(0, 'Depreciation', 0, RV)), 'PPE note = SFP and depreciation');
  const DN = '6. Donations', cats = [['Individuals', 'Individual'], ['Congregation (special and Building Fund offerings)', 'Congregation'], ['Corporate', 'Corporate'], ['Diaspora (friends overseas)', 'Diaspora']];
  for (const k of [0, 1]) ok(near2(sum(cats.map(([l]) => g.n(0, l, k, DN))), g.n(0, 'Total donations', k)) && near2(g.n(0, 'Total donations', k), g.n(0, 'Donations', k, RV)), `note 6 (${k})`);
  const reg = g.reg();
  for (const [l, c] of cats) ok(near2(reg.filter((x) => x.cat === c).reduce((s, x) => s + x.amt, 0), g.n(0, l, 0, DN)) && near2(g.n(2, c, 0, '[sheet Summary]'), g.n(0, l, 0, DN)), `register = note 6 = summary sheet: ${c}`);
  const regTot = R.cornerstone[2].find((r) => S(r[2]) === 'TOTAL');
  ok(near2(reg.reduce((s, x) => s + x.amt, 0), Number(regTot[6])) && near2(Number(regTot[6]), g.n(0, 'Total donations', 0)) && near2(g.n(2, 'Total', 0, '[sheet Summary]'), Number(regTot[6])), 'register total = note 6 total');
  ok(reg.every((x) => x.date >= '2024-04-01' && x.date <= '2025-03-31') && new Set(reg.map((x) => x.no)).size === reg.length, 'register dates in the year and receipt numbers unique');
  ok(reg.filter((x) => x.amt < 0).every((x) => reg.some((y) => y.amt === -x.amt && x.donor.includes(y.donor) && y.date < x.date)), 'returned cheque reverses an earlier gift');
  const diaNotes = R.cornerstone[2].filter((r) => /^US\$\d+ @ [\d.]+$/.test(S(r[7])));
  ok(diaNotes.length === reg.filter((x) => x.cat === 'Diaspora').length && diaNotes.every((r) => { const m = S(r[7]).match(/^US\$(\d+) @ ([\d.]+)$/); return near2(Math.round(Number(m[1]) * Number(m[2]) * 100) / 100, Number(r[6])); }), 'diaspora gifts = US$ x rate');
  ok(near2(sum(CH_G(g, 'grants')), g.n(0, 'Total grants', 0)) && near2(g.n(0, 'Total grants', 0), g.n(0, 'Grants', 0, RV)) && near2(g.n(0, 'Total grants', 1), g.n(0, 'Grants', 1, RV)), 'note 7 grants');
  // QBO by month
  const q = g.qbo;
  const accts = ['Church Subvention', 'Corporate', 'Congregation', 'Diaspora', 'Individuals', 'Total Donations', 'Fundraising Events', 'Grants', 'Total Income', 'Accounting Fees', 'Audit Fees', 'Bank Charges & GCT', 'Electricity (JPS)', 'Insurance', 'Motor Vehicle Expenses', 'Office Supplies & Stationery', 'Repairs & Maintenance', 'Salaries & Wages', 'Security Services', 'Statutory Contributions (NIS, NHT, Ed. Tax, HEART)', 'Sundry Expenses', 'Telephone & Internet', 'Water (NWC)', 'Total Administrative Expenses', 'Depreciation', 'Fundraising Event Costs', 'Back-to-School Assistance', 'Feeding Programme', 'Homework & Literacy Centre', "Senior Citizens' Care", 'Total Programme Expenses', 'Total Expenses', 'Net Operating Income', 'Interest Earned', 'Net Income'];
  for (const a of accts) for (const j of [0, 1]) ok(near2(sum([...Array(12).keys()].map((m) => q(a, m, j))), q(a, 12, j)), `QBO months add to the total: ${a} (${j ? 'budget' : 'actual'})`);
  for (const a of accts) ok([...Array(13).keys()].every((m) => near2(q(a, m, 0) - q(a, m, 1), q(a, m, 2)) && (q(a, m, 1) === 0 ? q(a, m, 3) === null : Math.abs(q(a, m, 3) - q(a, m, 0) / q(a, m, 1)) < 0.00006)), `QBO over budget and % of budget: ${a}`);
  const adm = accts.slice(9, 23), prog = ['Back-to-School Assistance', 'Feeding Programme', 'Homework & Literacy Centre', "Senior Citizens' Care"];
  for (let m = 0; m <= 12; m++) for (const j of [0, 1]) {
    ok(near2(q('Corporate', m, j) + q('Congregation', m, j) + q('Diaspora', m, j) + q('Individuals', m, j), q('Total Donations', m, j)), `QBO donations ${m}/${j}`);
    ok(near2(q('Church Subvention', m, j) + q('Total Donations', m, j) + q('Fundraising Events', m, j) + q('Grants', m, j), q('Total Income', m, j)), `QBO income ${m}/${j}`);
    ok(near2(sum(adm.map((a) => q(a, m, j))), q('Total Administrative Expenses', m, j)) && near2(sum(prog.map((a) => q(a, m, j))), q('Total Programme Expenses', m, j)), `QBO expense groups ${m}/${j}`);
    ok(near2(q('Total Administrative Expenses', m, j) + q('Depreciation', m, j) + q('Fundraising Event Costs', m, j) + q('Total Programme Expenses', m, j), q('Total Expenses', m, j)), `QBO total expenses ${m}/${j}`);
    ok(near2(q('Total Income', m, j) - q('Total Expenses', m, j), q('Net Operating Income', m, j)) && near2(q('Net Operating Income', m, j) + q('Interest Earned', m, j), q('Net Income', m, j)), `QBO net income ${m}/${j}`);
  }
  // QBO = statements, and QBO donations by month = register
  ok(near2(q('Net Income', 12, 0), g.n(0, 'SURPLUS FOR THE YEAR', 0, RV)), 'QBO net income = audited surplus');
  for (const [a, l] of [['Feeding Programme', 'Feeding programme'], ['Homework & Literacy Centre', 'Homework and literacy centre'], ["Senior Citizens' Care", "Senior citizens' care"], ['Back-to-School Assistance', 'Back-to-school assistance'], ['Fundraising Event Costs', 'Fundraising event costs'], ['Depreciation', 'Depreciation'], ['Total Administrative Expenses', 'Administrative expenses (Schedule 1)'], ['Total Donations', 'Donations'], ['Grants', 'Grants'], ['Church Subvention', 'Subvention – Cornerstone Gospel Assembly'], ['Fundraising Events', 'Fundraising events (gross receipts)'], ['Interest Earned', 'Interest income']]) ok(near2(q(a, 12, 0), g.n(0, l, 0, RV)), `QBO = R&E: ${a}`);
  for (const [a, l] of [['Electricity (JPS)', 'Electricity'], ['Water (NWC)', 'Water'], ['Audit Fees', 'Audit fees'], ['Salaries & Wages', 'Salaries and wages'], ['Bank Charges & GCT', 'Bank charges and GCT'], ['Sundry Expenses', 'Sundry expenses']]) ok(near2(q(a, 12, 0), g.n(0, l, 0, SCH)), `QBO = schedule 1: ${a}`);
  const months = ['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];
  for (const [a, c] of [['Corporate', 'Corporate'], ['Congregation', 'Congregation'], ['Diaspora', 'Diaspora'], ['Individuals', 'Individual']]) ok(months.every((mo, m) => near2(reg.filter((x) => x.cat === c && x.date.startsWith(mo)).reduce((s, x) => s + x.amt, 0), q(a, m, 0))), `QBO ${a} by month = register`);
  // NCB
  const nb = g.ncb();
  const pre = (l) => Number(R.cornerstone[3].find((r) => S(r[0]) === l)[1]);
  let bal = pre('Opening Balance'), runOk = true;
  for (const t of nb) { bal = Math.round((bal + t.cr - t.dr) * 100) / 100; if (!near2(bal, t.bal)) runOk = false; }
  ok(runOk && near2(bal, pre('Closing Balance')), 'NCB running balance to the closing balance');
  ok(near2(pre('Closing Balance'), g.n(0, 'NCB – current account (JMD)', 0, '4. Cash and bank balances')), 'NCB closing = audited NCB current account');
  ok(nb.every((t) => t.date.slice(3) === '03/2025'), 'NCB dates in March 2025');
  const gcts = nb.filter((t) => /^GCT ON /.test(t.desc));
  ok(gcts.length === 2 && gcts.every((t) => near2(nb[nb.indexOf(t) - 1].dr * 0.15, t.dr)), 'NCB GCT 15% on each fee');
  const marReg = reg.filter((x) => x.date.startsWith('2025-03') && x.cat !== 'Diaspora');
  ok(marReg.every((x) => nb.some((t) => near2(t.cr, x.amt) && t.date.split('/').reverse().join('-') >= x.date)), 'March gifts in the register are lodged to NCB on or after their date');
  const bfL = nb.find((t) => /BUILDING FUND OFFERING/.test(t.desc)), bfT = nb.find((t) => /TRANSFER TO SAVINGS/.test(t.desc));
  ok(bfL && bfT && near2(bfL.cr, bfT.dr) && bfL.date === bfT.date, 'building fund offering swept to savings the same day');
  // AGM
  const arows = ['Feeding Programme', 'Homework & Literacy Centre', "Senior Citizens' Care", 'Back-to-School Assistance', 'Administration'];
  for (const k of [0, 1]) ok(near2(sum(arows.map((l) => g.n(4, l, k))), g.n(4, 'Total', k)), `AGM budget column ${k}`);
  [...progL, 'Administrative expenses (Schedule 1)'].forEach((l, k) => ok(near2(g.n(4, arows[k], 0), g.n(0, l, 0, RV)), `AGM actual = R&E: ${arows[k]}`));
  const at = g.text(4);
  ok(g.num(g.find(4, /Total revenue was J\$([\d,]+\.\d\d)/)) === g.tot(0, 'Interest income', 0, RV) && g.num(g.find(4, /total expenditure J\$([\d,]+\.\d\d)/)) === g.tot(0, 'Depreciation', 0, RV) && g.num(g.find(4, /giving a surplus of J\$([\d,]+\.\d\d)/)) === g.n(0, 'SURPLUS FOR THE YEAR', 0, RV), 'AGM quotes the audited totals');
  ok(g.num(g.find(4, /Building Fund, which stood at J\$([\d,]+\.\d\d)/)) === g.n(0, 'Building Fund', 0, FPC) && g.num(g.find(4, /Donations of J\$([\d,]+\.\d\d) were designated/)) === g.reg().filter((x) => x.fund === 'Building Fund').reduce((s, x) => Math.round((s + x.amt) * 100) / 100, 0), 'AGM quotes the Building Fund');
  ok(/served 18,450 hot meals/.test(at) && /served 18,450 hot meals/.test(g.text(0)), 'AGM meals = note 8');
  ok(g.n(4, 'Bro. Devon Ellis', 0) + g.n(4, 'Sis. Kerry-Ann Lewis', 0) + g.n(4, 'Spoilt ballots', 0) === Number(g.find(4, /Present: (\d+) members/)), 'AGM ballots = members present');
  // receipt (OCR) and its payment
  const o = g.text(5);
  const lines = [...o.matchAll(/(?:^(\d+) @ ([\d,]+\.\d\d) |^[A-Z][A-Z0-9 .]+? )([\d,]+\.\d\d) ([ET])$/gm)];
  ok(lines.length === 7 && lines.every((x) => !x[1] || near2(Number(x[1]) * g.num(x[2]), g.num(x[3]))), 'receipt lines: qty x price (OCR)');
  const taxable = sum(lines.filter((x) => x[4] === 'T').map((x) => g.num(x[3]))), exempt = sum(lines.filter((x) => x[4] === 'E').map((x) => g.num(x[3])));
  const sub = g.ocr(5, /SUBTOTAL\s+([\d,]+\.\d\d)/), gctBase = g.ocr(5, /GCT 15% ON ([\d,]+\.\d\d)/), gct = g.ocr(5, /GCT 15% ON [\d,]+\.\d\d\s+([\d,]+\.\d\d)/), total = g.ocr(5, /TOTAL J\$\s*([\d,]+\.\d\d)/);
  ok(near2(taxable + exempt, sub) && near2(taxable, gctBase) && near2(gctBase * 0.15, gct) && near2(sub + gct, total), 'receipt subtotal, GCT 15% on taxable items, total (OCR)');
  ok(near2(g.ocr(5, /DEBIT CARD NCB \*+\d+\s+([\d,]+\.\d\d)/), total) && g.ocr(5, /ITEMS SOLD\s+(\d+)/) === lines.reduce((s, x) => s + (x[1] ? Number(x[1]) : 1), 0), 'receipt card payment and items sold (OCR)');
  const rdate = o.match(/DATE: (\d\d\/\d\d\/\d{4})/)[1];
  ok(nb.some((t) => /CONSTANT SPRING/.test(t.desc) && near2(t.dr, total) && t.desc.includes(`${rdate.slice(0, 2)}MAR`) && t.date > rdate), 'receipt paid by card through NCB (posted after the purchase)');
}
function CH_G(g, what) { if (what === 'grants') return ['Caribbean Hope Trust (Toronto) – feeding and seniors', 'Rotary Club of Liguanea – homework centre'].map((l) => g.n(0, l, 0, '7. Grants')); return []; }

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids are unique');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  ok(files.length === 6 && oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: every case lists every file`);
}
const byId = new Map(CASES.map((c) => [c.id, c]));
const orgText = Object.fromEntries(Object.keys(R).map((o) => [o, R[o].map(text)]));
for (const c of cases) {
  const src = byId.get(c.id);
  const g = G[c.org];
  if (c.answer.type === 'notfound') {
    ok(src.absent(orgText[c.org].join('\n'), orgText[c.org]), `${c.id}: not-found subject is absent`);
    continue;
  }
  let got;
  try { got = src.from(g); } catch (e) { ok(false, `${c.id}: ${e.message}`); continue; }
  if (c.answer.type === 'number') {
    const want = c.answer.value;
    ok(Number.isFinite(got) && Math.abs(Math.abs(got) - Math.abs(want)) <= Math.max(Math.abs(want) * 1e-6, 0.006, ['percent', 'ratio', 'average'].includes(c.kind) ? 0.005 : 0), `${c.id} [${c.kind}] answer ${want}, documents give ${got}`);
  } else {
    const v = String(got ?? '').trim().toLowerCase();
    ok(v && c.answer.any.some((p) => v.includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(v)), `${c.id} [${c.kind}]: read "${got}", accepted ${JSON.stringify(c.answer.any)}`);
  }
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
