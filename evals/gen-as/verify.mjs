// Re-reads every generated file of set AS with generic readers (pdfjs text, exceljs values, the Word XML, the CSV
// text and tesseract OCR of the photos), checks the documents' own arithmetic and the ties between them,
// recomputes every case's answer from what was read (each case's `from`), and checks that the not-found
// subjects are absent. Nothing here reads data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs'; // file names only
import { CASES } from './lib/questions.mjs';
import { readAny } from './lib/read.mjs';
import { api, num, text } from './lib/api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-as');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.5) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= abs;
const sum = (a) => a.reduce((s, x) => s + x, 0);
const safe = (name, fn) => { try { fn(); } catch (e) { ok(false, `${name}: ${e.message}`); } };

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const G = { tumaini: api(R.tumaini), yarrowee: api(R.yarrowee) };

// ====================================================================== tumaini: the documents' own arithmetic and ties
safe('tumaini statements', () => {
  const g = G.tumaini;
  const grants = ['Grants – Mwangaza Foundation', 'Grants – Lake Victoria Basin Trust', 'Grants – County Government of Kisumu', 'Grants – Rotary Club of Kisumu Lakeside'];
  const unr = ['Donations and well-wishers', 'Water kiosk sales', 'Training and consultancy fees', 'Membership and registration fees', 'Interest income'];
  const exps = ['Water, sanitation and hygiene (Maji Safi)', 'Youth livelihoods (Vijana Biashara)', 'Maternal and child health (Mama na Mtoto)', 'Administration and governance', 'Depreciation'];
  // the four columns of the statement of income and expenditure, counted from the end (-4 unrestricted ... -1 total 2024)
  for (const k of [-4, -3, -2, -1]) {
    const inc = sum([...grants, ...unr].map((l) => g.n(0, l, k)));
    ok(near(inc, g.n(0, 'Total income', k)), `I&E income column ${k}`);
    const ex = sum(exps.map((l) => g.n(0, l, k)));
    ok(near(ex, g.n(0, 'Total expenditure', k)), `I&E expenditure column ${k}`);
    ok(near(inc - ex, g.n(0, 'SURPLUS FOR THE YEAR', k)), `I&E surplus column ${k}`);
  }
  for (const l of [...grants, ...unr, ...exps, 'Total income', 'Total expenditure', 'SURPLUS FOR THE YEAR']) ok(near(g.n(0, l, -4) + g.n(0, l, -3), g.n(0, l, -2)), `I&E ${l}: unrestricted + restricted = total`);
  for (const l of grants) ok(g.n(0, l, -4) === 0, `${l} is restricted`);
  for (const l of unr) ok(g.n(0, l, -3) === 0, `${l} is unrestricted`);
  const SFP = 'STATEMENT OF FINANCIAL POSITION';
  for (const k of [-2, -1]) {
    const ca = ['Receivables and prepayments', 'Short-term deposits', 'Cash and bank balances'].reduce((s, l) => s + g.n(0, l, k, SFP), 0);
    ok(near(ca, g.n(0, 'Total current assets', k, SFP)), `SFP current assets ${k}`);
    ok(near(ca + g.n(0, 'Property and equipment', k, SFP), g.n(0, 'TOTAL ASSETS', k, SFP)), `SFP total assets ${k}`);
    ok(near(g.n(0, 'Restricted funds', k, SFP) + g.n(0, 'Accumulated fund', k, SFP), g.n(0, 'Total funds', k, SFP)), `SFP funds ${k}`);
    ok(near(g.n(0, 'Payables and accruals', k, SFP) + g.n(0, 'Statutory deductions payable', k, SFP), g.n(0, 'Total current liabilities', k, SFP)), `SFP current liabilities ${k}`);
    ok(near(g.n(0, 'Total funds', k, SFP) + g.n(0, 'Total current liabilities', k, SFP), g.n(0, 'TOTAL FUNDS AND LIABILITIES', k, SFP)), `SFP funds and liabilities ${k}`);
    ok(near(g.n(0, 'TOTAL ASSETS', k, SFP), g.n(0, 'TOTAL FUNDS AND LIABILITIES', k, SFP)), `statement of financial position balances ${k}`);
  }
  // changes in funds
  const CF = 'STATEMENT OF CHANGES IN FUNDS';
  for (const k of [0, 1, 2]) {
    ok(near(g.n(0, 'At 1 July 2023', k, CF) + g.n(0, 'Surplus for the year', k, CF), g.n(0, 'At 30 June 2024', k, CF)), `changes in funds 2024 column ${k}`);
    ok(near(g.n(0, 'At 1 July 2024', k, CF) + g.n(0, 'Surplus for the year', k, 'Year ended 30 June 2025'), g.n(0, 'At 30 June 2025', k, CF)), `changes in funds 2025 column ${k}`);
    ok(near(g.n(0, 'At 1 July 2024', k, CF), g.n(0, 'At 30 June 2024', k, CF)), `changes in funds opening = closing ${k}`);
  }
  ok(near(g.n(0, 'Surplus for the year', 0, 'Year ended 30 June 2025'), g.n(0, 'SURPLUS FOR THE YEAR', -3)) && near(g.n(0, 'Surplus for the year', 1, 'Year ended 30 June 2025'), g.n(0, 'SURPLUS FOR THE YEAR', -4)), 'changes in funds surplus = I&E by fund');
  ok(near(g.n(0, 'Surplus for the year', 2, CF), g.n(0, 'SURPLUS FOR THE YEAR', -1)), 'changes in funds 2024 surplus = I&E 2024');
  ok(near(g.n(0, 'At 30 June 2025', 0, CF), g.n(0, 'Restricted funds', -2, SFP)) && near(g.n(0, 'At 30 June 2025', 1, CF), g.n(0, 'Accumulated fund', -2, SFP)), 'changes in funds = SFP 2025');
  ok(near(g.n(0, 'At 30 June 2024', 0, CF), g.n(0, 'Restricted funds', -1, SFP)) && near(g.n(0, 'At 30 June 2024', 1, CF), g.n(0, 'Accumulated fund', -1, SFP)), 'changes in funds = SFP 2024');
  // cash flows
  for (const k of [0, 1]) {
    const op = ['Surplus for the year', 'Adjustment for depreciation', '(Increase)/decrease in receivables and prepayments', 'Increase/(decrease) in payables and accruals', 'Increase in statutory deductions payable'].reduce((s, l) => s + g.n(0, l, k, 'STATEMENT OF CASH FLOWS'), 0);
    ok(near(op, g.n(0, 'Net cash from operating activities', k)), `cash flow operating ${k}`);
    const inv = g.n(0, 'Purchase of property and equipment', k) + g.n(0, 'Placement of short-term deposits', k);
    ok(near(inv, g.n(0, 'Net cash used in investing activities', k)), `cash flow investing ${k}`);
    ok(near(op + inv, g.n(0, 'Net increase/(decrease) in cash and bank balances', k)), `cash flow net ${k}`);
    ok(near(g.n(0, 'Cash and bank balances at 1 July', k) + op + inv, g.n(0, 'Cash and bank balances at 30 June', k)), `cash flow roll ${k}`);
    ok(near(g.n(0, 'Cash and bank balances at 30 June', k), g.n(0, 'Cash and bank balances', k - 2, SFP)), `cash flow = SFP cash ${k}`);
    ok(near(g.n(0, 'Surplus for the year', k, 'STATEMENT OF CASH FLOWS'), g.n(0, 'SURPLUS FOR THE YEAR', k - 2)), `cash flow surplus = I&E ${k}`);
  }
  ok(near(g.n(0, 'Cash and bank balances at 1 July', 0), g.n(0, 'Cash and bank balances', -1, SFP)), 'cash flow opening 2025 = SFP 2024');
  ok(near(-g.n(0, 'Placement of short-term deposits', 0), g.n(0, 'Short-term deposits', -2, SFP) - g.n(0, 'Short-term deposits', -1, SFP)), 'deposit placement = SFP movement');
  // note 3, both years
  const N3 = '3. Grants and restricted funds by donor';
  const N3c = '3. Grants and restricted funds by donor (continued)';
  const donors = ['Mwangaza Foundation', 'Lake Victoria Basin Trust', 'County Government of Kisumu', 'Rotary Club of Kisumu Lakeside'];
  for (const [after, yr] of [[N3, 2025], [N3c, 2024]]) {
    const rows = donors.map((d) => [0, 1, 2, 3].map((k) => g.n(0, d, k, after)));
    rows.forEach((r, i) => ok(near(r[0] + r[1] + r[2], r[3]), `note 3 ${yr} ${donors[i]} rolls`));
    [0, 1, 2, 3].forEach((k) => ok(near(sum(rows.map((r) => r[k])), g.n(0, 'Total', k, after)), `note 3 ${yr} column ${k}`));
    const col = yr === 2025 ? -3 : -1;
    donors.forEach((d, i) => { if (yr === 2025) ok(near(rows[i][1], g.n(0, `Grants – ${d}`, col)), `note 3 ${d} received = I&E`); else ok(near(rows[i][1], g.n(0, `Grants – ${d}`, -1)), `note 3 2024 ${d} received = I&E 2024`); });
    ok(near(g.n(0, 'Total', 3, after), g.n(0, 'Restricted funds', yr === 2025 ? -2 : -1, SFP)), `note 3 ${yr} closing = SFP restricted funds`);
  }
  donors.forEach((d) => ok(near(g.n(0, d, 3, N3c), g.n(0, d, 0, N3)), `note 3 ${d}: 30 June 2024 = 1 July 2024`));
  ok(near(-g.n(0, 'Total', 2, N3), g.n(0, 'Total expenditure', -3)), 'note 3 expended = restricted expenditure');
  ok(near(-g.n(0, 'Mwangaza Foundation', 2, N3) - g.n(0, 'Rotary Club of Kisumu Lakeside', 2, N3), g.n(0, 'Water, sanitation and hygiene (Maji Safi)', -3)), 'WASH restricted = Mwangaza + Rotary expended');
  ok(near(-g.n(0, 'Lake Victoria Basin Trust', 2, N3), g.n(0, 'Youth livelihoods (Vijana Biashara)', -3)) && near(-g.n(0, 'County Government of Kisumu', 2, N3), g.n(0, 'Maternal and child health (Mama na Mtoto)', -3)), 'youth and MCH restricted = donors expended');
  ok(near(-g.n(0, 'Total', 2, N3c), g.n(0, 'Youth livelihoods (Vijana Biashara)', -1) + g.n(0, 'Maternal and child health (Mama na Mtoto)', -1) + g.n(0, 'Water, sanitation and hygiene (Maji Safi)', -1) - (g.n(0, 'SURPLUS FOR THE YEAR', -1) - g.n(0, 'Surplus for the year', 0, CF) - g.n(0, 'Surplus for the year', 1, CF)) - (g.n(0, 'Water, sanitation and hygiene (Maji Safi)', -1) - (-g.n(0, 'Mwangaza Foundation', 2, N3c) - g.n(0, 'Rotary Club of Kisumu Lakeside', 2, N3c)))), '2024 restricted expenditure within programme totals');
  // notes 4-7
  const N4 = '4. Administration and governance';
  const adm = ['Administrative staff salaries', 'Office rent', 'Audit fees', 'Board expenses', 'Utilities and internet', 'Bank and M-Pesa charges', 'Insurance', 'Office supplies and printing'];
  for (const k of [0, 1]) {
    ok(near(sum(adm.map((l) => g.n(0, l, k))), g.n(0, 'Total', k, N4)), `note 4 column ${k}`);
    ok(near(g.n(0, 'Total', k, N4), g.n(0, 'Administration and governance', k - 2)), `note 4 = I&E ${k}`);
    ok(near(['Salaries and wages', 'Employer NSSF contributions', 'Affordable Housing Levy (employer 1.5%)', 'Staff medical cover'].reduce((s, l) => s + g.n(0, l, k), 0), g.n(0, 'Total staff costs', k)), `note 5 column ${k}`);
    ok(near(g.n(0, 'Salaries and wages', k) * 0.015, g.n(0, 'Affordable Housing Levy (employer 1.5%)', k), 0.5), `housing levy 1.5% ${k}`);
    ok(near(g.n(0, 'Net book value at 1 July', k) + g.n(0, 'Additions', k) + g.n(0, 'Depreciation charge for the year', k), g.n(0, 'Net book value at 30 June', k)), `note 6 roll ${k}`);
    ok(near(g.n(0, 'Net book value at 30 June', k), g.n(0, 'Property and equipment', k - 2, SFP)), `note 6 = SFP ${k}`);
    ok(near(-g.n(0, 'Depreciation charge for the year', k), g.n(0, 'Depreciation', k - 2)) && near(-g.n(0, 'Depreciation charge for the year', k), g.n(0, 'Adjustment for depreciation', k)), `depreciation ties ${k}`);
    ok(near(g.n(0, 'Additions', k), -g.n(0, 'Purchase of property and equipment', k)), `additions = cash flow ${k}`);
    const accs = ['Equity Bank – Maji Safi project account', 'KCB Bank – operations account', 'M-Pesa Paybill 891275', 'Petty cash'];
    ok(near(sum(accs.map((l) => g.n(0, l, k))), g.n(0, 'Cash and bank balances', k, '7. Cash and bank balances and short-term deposits')), `note 7 column ${k}`);
    ok(near(g.n(0, 'Cash and bank balances', k, '7. Cash and bank balances and short-term deposits'), g.n(0, 'Cash and bank balances', k - 2, SFP)), `note 7 = SFP ${k}`);
  }
});

safe('tumaini QuickBooks', () => {
  const g = G.tumaini;
  const rows = g.rows(1);
  const i0 = rows.findIndex((r) => r[0] === 'Income');
  const data = rows.slice(i0).filter((r) => r.slice(1).some((c) => typeof c === 'number'));
  for (const r of data) {
    for (let i = 0; i < 5; i++) {
      const [a, b, o, p] = [r[1 + 4 * i], r[2 + 4 * i], r[3 + 4 * i], r[4 + 4 * i]];
      if (a === '' && b === '') continue;
      ok(near(a - b, o, 0.006), `QBO ${r[0]} class ${i}: over budget = actual - budget`);
      if (b) ok(near(a / b, p, 1e-6), `QBO ${r[0]} class ${i}: % of budget`);
    }
    for (const k of [1, 2]) ok(near(sum([0, 1, 2, 3].map((i) => num(r[k + 4 * i]) || 0)), r[k + 16], 0.006), `QBO ${r[0]}: total column ${k}`);
  }
  const col = (label, c) => num(g.raw(1, label, c)) || 0;
  const kids = (parent) => rows.filter((r, j) => j > rows.findIndex((x) => x[0] === parent) && j < rows.findIndex((x) => x[0] === `Total ${parent}`) && /^\d{4} /.test(r[0]));
  for (const parent of ['4000 Grant Income', '5000 Staff Costs', '5050 Programme Costs', '6000 Administration']) for (const c of [1, 2, 17, 18]) ok(near(sum(kids(parent).map((r) => num(r[c]) || 0)), col(`Total ${parent}`, c), 0.006), `QBO ${parent} subtotal column ${c}`);
  const top = (from, to) => rows.slice(rows.findIndex((r) => r[0] === from) + 1, rows.findIndex((r) => r[0] === to)).filter((r) => /^(\d{4} |Total \d{4} )/.test(r[0]) && !rows.some((x) => x[0] === `Total ${r[0]}`)).filter((r) => !kids('4000 Grant Income').includes(r) && !kids('5000 Staff Costs').includes(r) && !kids('5050 Programme Costs').includes(r) && !kids('6000 Administration').includes(r));
  for (const c of [1, 2, 5, 6, 9, 10, 13, 14, 17, 18]) {
    ok(near(sum(top('Income', 'Total Income').map((r) => num(r[c]) || 0)), col('Total Income', c), 0.006), `QBO Total Income column ${c}`);
    ok(near(sum(top('Expenses', 'Total Expenses').map((r) => num(r[c]) || 0)), col('Total Expenses', c), 0.006), `QBO Total Expenses column ${c}`);
    ok(near(col('Total Income', c) - col('Total Expenses', c), col('Net Operating Income', c), 0.006), `QBO net operating income column ${c}`);
    ok(near(col('Net Operating Income', c) + col('Net Other Income', c), col('Net Income', c), 0.006), `QBO net income column ${c}`);
    ok(near(col('Total Income', c), col('Gross Profit', c), 0.006), `QBO gross profit column ${c}`);
  }
  // minutes: approved budgets are the QBO nine-month budgets grossed up to twelve months; actuals are QBO's
  const classes = ['Maji Safi – Mwangaza Foundation', 'Vijana Biashara – LVBT', 'Mama na Mtoto – County Govt', 'Core & Water Kiosks'];
  classes.forEach((c, i) => {
    ok(near(g.cell(3, c, 1) * 0.75, col('Total Expenses', 2 + 4 * i), 0.5), `minutes approved budget ${c} = QBO budget for twelve months`);
    ok(near(g.cell(3, c, 2), col('Total Expenses', 1 + 4 * i), 0.5), `minutes actual ${c} = QBO`);
    ok(near(Math.round((1000 * g.cell(3, c, 2)) / g.cell(3, c, 1)) / 10, g.cell(3, c, 3), 0.051), `minutes utilisation ${c}`);
  });
  for (const k of [1, 2, 4]) ok(near(sum(classes.map((c) => g.cell(3, c, k))), g.cell(3, 'Total', k), 0.5), `minutes budget table column ${k}`);
  const vbCut = g.num(g.find(3, /revised downwards by KSh ([\d,]+)/)), coreUp = g.num(g.find(3, /Core budget was increased by KSh ([\d,]+)/));
  ok(near(g.cell(3, classes[1], 1) - vbCut, g.cell(3, classes[1], 4)) && near(g.cell(3, classes[3], 1) + coreUp, g.cell(3, classes[3], 4)) && near(g.cell(3, classes[0], 1), g.cell(3, classes[0], 4)), 'minutes revised budgets = approved +/- the changes stated');
  // donor report: lines and funds position
  const lines = g.rows(4).filter((r) => /^\d\. /.test(r[0]) && r.length === 8);
  ok(lines.length === 7, 'donor report: seven budget lines');
  for (const r of lines) {
    const v = r.slice(1).map(num);
    ok(near(v[1] + v[2] + v[3], v[4]), `donor report ${r[0]}: quarters = cumulative`);
    ok(near(v[0] - v[4], v[5]), `donor report ${r[0]}: balance`);
    ok(near((100 * v[4]) / v[0], v[6], 0.051), `donor report ${r[0]}: % spent`);
  }
  for (const k of [0, 1, 2, 3, 4, 5]) ok(near(sum(lines.map((r) => num(r[k + 1]))), g.n(4, 'TOTAL', k)), `donor report total column ${k}`);
  ok(near(g.n(4, 'TOTAL', 4), col('Total Expenses', 1)), 'donor report cumulative = QBO Maji Safi actual expenses');
  ok(near(g.n(4, 'TOTAL', 0) * 0.75, col('Total Expenses', 2)), 'donor report Year 2 budget = QBO Maji Safi budget for twelve months');
  ok(near(g.n(4, lines.find((r) => /^3\. /.test(r[0]))[0], 4), col('5110 Construction – Water Points', 1)), 'donor report construction = QBO 5110');
  ok(near(g.n(4, lines.find((r) => /^1\. /.test(r[0]))[0], 4), col('5010 Salaries & Wages', 1) + col('5020 Staff Statutory Costs', 1)), 'donor report staff = QBO 5010 + 5020');
  const bf = g.n(4, 'Balance brought forward from Year 1 (audited, 30 June 2025)', 0);
  ok(near(bf, g.n(0, 'Mwangaza Foundation', 3, '3. Grants and restricted funds by donor')), 'donor report b/f = audited Mwangaza balance');
  const tr = g.rows(4).filter((r) => /^Tranche \d received on/.test(r[0])).map((r) => num(r[1]));
  ok(near(bf + sum(tr), g.n(4, 'Total funds available', 0)), 'donor report funds available');
  ok(near(sum(tr), col('4010 Mwangaza Foundation', 1)), 'donor report tranches = QBO Mwangaza grant income');
  ok(near(g.n(4, 'Total funds available', 0) + g.n(4, 'Less: cumulative expenditure to 31 March 2026', 0), g.n(4, 'Balance of funds on hand at 31 March 2026', 0)), 'donor report balance on hand');
  ok(near(-g.n(4, 'Less: cumulative expenditure to 31 March 2026', 0), g.n(4, 'TOTAL', 4)), 'donor report funds position uses the cumulative');
});

safe('tumaini M-Pesa and receipt', () => {
  const g = G.tumaini;
  const rows = g.mp();
  const head = Object.fromEntries(R.tumaini[2].filter((r) => /:$/.test(r[0])).map((r) => [r[0], r[1]]));
  let bal = num(head['Opening Balance:']);
  for (const r of [...rows].reverse()) { bal = Math.round((bal + r.paid + r.wd) * 100) / 100; ok(near(bal, r.bal, 0.005), `M-Pesa running balance ${r.rc} ${r.details}`); }
  ok(near(bal, num(head['Closing Balance:']), 0.005), 'M-Pesa closing balance line');
  ok(rows.every((r) => (r.paid > 0) !== (r.wd < 0)), 'M-Pesa: each row is paid in or withdrawn');
  const charges = rows.filter((r) => /Charge$/.test(r.details));
  ok(charges.every((c) => rows.some((p) => p !== c && p.rc === c.rc && p.wd < 0 && !/Charge$/.test(p.details))), 'M-Pesa: each charge follows a payment with its receipt number');
  ok(rows.every((r, i) => i === 0 || r.when.split(' ')[0].split('-').reverse().join('') + r.when.split(' ')[1] <= rows[i - 1].when.split(' ')[0].split('-').reverse().join('') + rows[i - 1].when.split(' ')[1]), 'M-Pesa newest first');
  ok(rows.every((r) => /-03-2026 /.test(r.when)), 'M-Pesa: March 2026 only');
  // receipt (OCR)
  const o = g.text(5);
  const items = [...o.matchAll(/^(\d+) x ([\d,]+\.\d\d)\s+([\d,]+\.\d\d)$/gm)].map((m) => [Number(m[1]), num(m[2]), num(m[3])]);
  ok(items.length === 5 && items.every(([q, p, a]) => near(q * p, a, 0.005)), 'receipt lines: qty x price = amount (OCR)');
  const tot = g.ocr(5, /TOTAL KSH\s+([\d,]+\.\d\d)/), vat = g.ocr(5, /VAT A-16%\s+([\d,]+\.\d\d)/), vable = g.ocr(5, /VATABLE A-16%\s+([\d,]+\.\d\d)/), ttax = g.ocr(5, /TOTAL TAX\s+([\d,]+\.\d\d)/);
  ok(near(sum(items.map((i) => i[2])), tot, 0.005), 'receipt items add to the total (OCR)');
  ok(near((tot * 16) / 116, vat, 0.006) && near(vable + vat, tot, 0.005) && near(ttax, vat, 0.005), 'receipt VAT arithmetic (OCR)');
  ok(near(g.ocr(5, /^M-PESA\s+([\d,]+\.\d\d)/m), tot, 0.005), 'receipt paid by M-Pesa in full (OCR)');
  ok(Number(g.find(5, /UNITS: (\d+)/)) === sum(items.map((i) => i[0])) && Number(g.find(5, /ITEMS: (\d+)/)) === items.length, 'receipt item and unit counts (OCR)');
  const ref = g.find(5, /M-PESA REF: ([A-Z0-9]{10})/);
  const pay = rows.find((r) => r.rc === ref && !/Charge$/.test(r.details));
  ok(pay && near(-pay.wd, tot, 0.005) && /KONDELE HARDWARE/.test(pay.details), 'receipt M-Pesa reference = the merchant payment on the statement');
  const [d] = g.find(5, /DATE: (\d\d\/\d\d\/\d{4})/).split(' ');
  ok(pay && pay.when.startsWith(d.replace(/\//g, '-')), 'receipt date = M-Pesa date');
});

// ====================================================================== yarrowee: the documents' own arithmetic and ties
safe('yarrowee financial report', () => {
  const g = G.yarrowee;
  const SFP = 'Statement of financial position', PL = 'Statement of profit or loss and other comprehensive income';
  const ex = ['Employee benefits expense', 'Tutors and program delivery', 'Food and emergency relief', 'Occupancy (utilities, cleaning and repairs)', 'Insurance', 'Administration and IT', 'Depreciation', 'Other expenses'];
  for (const k of [-2, -1]) {
    const rev = g.n(0, 'Grant revenue', k, PL) + g.n(0, 'Revenue from contracts with customers', k, PL) + g.n(0, 'Donations', k, PL);
    ok(near(rev, g.n(0, 'Total revenue', k, PL)), `P&L revenue ${k}`);
    ok(near(rev + g.n(0, 'Interest income', k, PL) + g.n(0, 'Other income', k, 'Interest income'), g.n(0, 'Total revenue and other income', k, PL)), `P&L revenue and other income ${k}`);
    ok(near(sum(ex.map((l) => g.n(0, l, k, PL))), g.n(0, 'Total expenses', k, PL)), `P&L expenses ${k}`);
    ok(near(g.n(0, 'Total revenue and other income', k, PL) - g.n(0, 'Total expenses', k, PL), g.n(0, 'Surplus for the year', k, PL)), `P&L surplus ${k}`);
    ok(near(g.n(0, 'Surplus for the year', k, PL), g.n(0, 'Total comprehensive income for the year', k, PL)), `P&L total comprehensive income ${k}`);
    const ca = ['Cash and cash equivalents', 'Trade and other receivables', 'Prepayments'].reduce((s, l) => s + g.n(0, l, k, SFP), 0);
    ok(near(ca, g.n(0, 'Total current assets', k, SFP)), `SFP current assets ${k}`);
    ok(near(ca + g.n(0, 'Total non-current assets', k, SFP), g.n(0, 'Total assets', k, SFP)), `SFP total assets ${k}`);
    const cl = ['Trade and other payables', 'Contract liabilities', 'Employee provisions'].reduce((s, l) => s + g.n(0, l, k, SFP), 0);
    ok(near(cl, g.n(0, 'Total current liabilities', k, SFP)), `SFP current liabilities ${k}`);
    ok(near(cl + g.n(0, 'Total non-current liabilities', k, SFP), g.n(0, 'Total liabilities', k, SFP)), `SFP total liabilities ${k}`);
    ok(near(g.n(0, 'Total assets', k, SFP) - g.n(0, 'Total liabilities', k, SFP), g.n(0, 'Net assets', k, SFP)), `SFP net assets ${k}`);
    ok(near(g.n(0, 'Retained surplus', k, SFP) + g.n(0, 'Building maintenance reserve', k, SFP), g.n(0, 'Total equity', k, SFP)) && near(g.n(0, 'Total equity', k, SFP), g.n(0, 'Net assets', k, SFP)), `SFP equity = net assets ${k}`);
  }
  // changes in equity
  const CE = 'Balance at 1 July 2023';
  for (const k of [0, 1, 2]) {
    ok(near(g.n(0, 'Balance at 1 July 2023', k) + g.n(0, 'Surplus for the year', k, CE) + g.n(0, 'Other comprehensive income', k, CE), g.n(0, 'Balance at 30 June 2024', k)), `equity 2024 column ${k}`);
    ok(near(g.n(0, 'Balance at 1 July 2024', k) + g.n(0, 'Surplus for the year', k, 'Balance at 1 July 2024') + g.n(0, 'Transfer to building maintenance reserve', k), g.n(0, 'Balance at 30 June 2025', k)), `equity 2025 column ${k}`);
  }
  ok(near(g.n(0, 'Balance at 30 June 2025', 2), g.n(0, 'Total equity', -2, SFP)) && near(g.n(0, 'Balance at 30 June 2024', 2), g.n(0, 'Total equity', -1, SFP)), 'changes in equity = SFP');
  ok(near(g.n(0, 'Balance at 30 June 2025', 1), g.n(0, 'Building maintenance reserve', -2, SFP)), 'reserve = SFP');
  ok(near(g.n(0, 'Surplus for the year', 0, 'Balance at 1 July 2024'), g.n(0, 'Surplus for the year', -2, PL)), 'equity surplus = P&L');
  // cash flows
  const CFS = 'Statement of cash flows';
  for (const k of [0, 1]) {
    const op = ['Grants received', 'Receipts from customers', 'Donations received', 'Interest received', 'Payments to suppliers and employees'].reduce((s, l) => s + g.n(0, l, k, CFS), 0);
    ok(near(op, g.n(0, 'Net cash provided by operating activities', k)), `cash flow operating ${k}`);
    ok(near(op + g.n(0, 'Net cash used in investing activities', k), g.n(0, 'Net increase in cash held', k)), `cash flow net ${k}`);
    ok(near(g.n(0, 'Cash and cash equivalents at the beginning of the year', k) + g.n(0, 'Net increase in cash held', k), g.n(0, 'Cash and cash equivalents at the end of the year', k - 2)), `cash flow roll ${k}`);
    ok(near(g.n(0, 'Cash and cash equivalents at the end of the year', k - 2), g.n(0, 'Cash and cash equivalents', k - 2, SFP)), `cash flow = SFP ${k}`);
    ok(near(g.n(0, 'Donations received', k, CFS), g.n(0, 'Donations', k - 2, PL)) && near(g.n(0, 'Interest received', k, CFS), g.n(0, 'Interest income', k - 2, PL)), `cash flow donations and interest = P&L ${k}`);
    if (k === 0) ok(near(g.n(0, 'Grants received', 0, CFS), g.n(0, 'Grant revenue', -2, PL) + g.n(0, 'Contract liabilities', -2, SFP) - g.n(0, 'Contract liabilities', -1, SFP)), 'cash flow grants received = grant revenue + movement in contract liabilities');
  }
  ok(near(g.n(0, 'Cash and cash equivalents at the beginning of the year', 0), g.n(0, 'Cash and cash equivalents', -1, SFP)), 'cash flow opening = SFP 2024');
  // notes
  const N2 = '2. Revenue and other income';
  for (const k of [0, 1]) {
    const gr = ['Department of Families, Fairness and Housing – NHCP', 'Adult, Community and Further Education Board – Learn Local', 'City of Ballarat – community grants', 'Other grants'].reduce((s, l) => s + g.n(0, l, k), 0);
    ok(near(gr, g.n(0, 'Total grant revenue', k)) && near(gr, g.n(0, 'Grant revenue', k - 2, PL)), `note 2 grants ${k}`);
    const cu = ['Occasional child care fees', 'Course and activity fees', 'Room hire', 'Op shop sales'].reduce((s, l) => s + g.n(0, l, k, N2), 0);
    ok(near(cu, g.n(0, 'Total revenue from contracts with customers', k)) && near(cu, g.n(0, 'Revenue from contracts with customers', k - 2, PL)), `note 2 contracts ${k}`);
    ok(near(g.n(0, 'Total grant revenue', k) + cu + g.n(0, 'Donations', k, N2) + g.n(0, 'Interest income', k, N2) + g.n(0, 'Other income (insurance recoveries and sundry)', k), g.n(0, 'Total revenue and other income', k, N2)), `note 2 total ${k}`);
    ok(near(g.n(0, 'Total revenue and other income', k, N2), g.n(0, 'Total revenue and other income', k - 2, PL)), `note 2 = P&L ${k}`);
    ok(near(['Wages and salaries', 'Superannuation', "Workers' compensation insurance", 'Movement in employee leave provisions'].reduce((s, l) => s + g.n(0, l, k), 0), g.n(0, 'Total employee benefits expense', k)) && near(g.n(0, 'Total employee benefits expense', k), g.n(0, 'Employee benefits expense', k - 2, PL)), `note 3 ${k}`);
    ok(near(['CommBank Everyday Business account', 'CommBank Business Online Saver', 'Term deposit – Bendigo Bank (90 days)', 'Cash floats (op shop and petty cash)'].reduce((s, l) => s + g.n(0, l, k), 0), g.n(0, 'Total cash and cash equivalents', k)) && near(g.n(0, 'Total cash and cash equivalents', k), g.n(0, 'Cash and cash equivalents', k - 2, SFP)), `note 4 ${k}`);
    ok(near(g.n(0, 'Trade receivables (room hire and child care)', k) + g.n(0, 'Accrued interest', k), g.n(0, 'Total trade and other receivables', k)) && near(g.n(0, 'Total trade and other receivables', k), g.n(0, 'Trade and other receivables', k - 2, SFP)), `note 5 ${k}`);
    ok(near(g.n(0, 'Furniture, equipment and kitchen fit-out – at cost', k) + g.n(0, 'Less accumulated depreciation', k), g.n(0, 'Carrying amount', k)) && near(g.n(0, 'Carrying amount at 1 July', k) + g.n(0, 'Additions', k) + g.n(0, 'Depreciation expense', k), g.n(0, 'Carrying amount at 30 June', k)) && near(g.n(0, 'Carrying amount at 30 June', k), g.n(0, 'Property, plant and equipment', k - 2, SFP)), `note 6 ${k}`);
    ok(near(-g.n(0, 'Depreciation expense', k), g.n(0, 'Depreciation', k - 2, PL)) && near(g.n(0, 'Additions', k), -g.n(0, 'Net cash used in investing activities', k)), `note 6 ties ${k}`);
    ok(near(['Trade creditors', 'GST payable', 'PAYG withholding payable', 'Superannuation payable'].reduce((s, l) => s + g.n(0, l, k), 0), g.n(0, 'Total trade and other payables', k)) && near(g.n(0, 'Total trade and other payables', k), g.n(0, 'Trade and other payables', k - 2, SFP)), `note 7 ${k}`);
    ok(near(g.rows(0).filter((r) => /^(ACFE Board|City of Ballarat – community garden|Bendigo Bank Community)/.test(r[0])).reduce((s, r) => s + num(r[k + 1]), 0), g.n(0, 'Total contract liabilities', k)) && near(g.n(0, 'Total contract liabilities', k), g.n(0, 'Contract liabilities', k - 2, SFP)), `note 8 ${k}`);
    ok(near(g.n(0, 'Current – annual leave and long service leave', k) + g.n(0, 'Non-current – long service leave', k), g.n(0, 'Total employee provisions', k)) && near(g.n(0, 'Current – annual leave and long service leave', k), g.n(0, 'Employee provisions', k - 2, SFP)), `note 9 ${k}`);
  }
  ok(near(g.n(0, 'Total employee provisions', 0) - g.n(0, 'Total employee provisions', 1), g.n(0, 'Movement in employee leave provisions', 0)), 'leave provision movement = note 3');
  // AIS page
  const AIS = 'AIS item';
  const a = (l) => g.n(0, l, 0, AIS);
  ok(near(['Revenue from government (including grants)', 'Donations and bequests', 'Revenue from goods and services', 'Revenue from investments', 'All other revenue'].reduce((s, l) => s + a(l), 0), a('Total revenue')), 'AIS revenue adds up');
  ok(near(a('Total revenue'), g.n(0, 'Total revenue and other income', -2, PL)) && near(a('Total gross income'), a('Total revenue') + a('Other income (for example, gains)')), 'AIS total revenue = P&L revenue and other income');
  ok(near(a('Revenue from government (including grants)') + g.n(0, 'Other grants', 0), g.n(0, 'Grant revenue', -2, PL)), 'AIS government revenue = grants less non-government grants');
  ok(near(a('Employee expenses') + a('All other expenses'), a('Total expenses')) && near(a('Total expenses'), g.n(0, 'Total expenses', -2, PL)), 'AIS expenses = P&L');
  ok(near(a('Total revenue') - a('Total expenses'), a('Net surplus/(deficit)')), 'AIS surplus');
  for (const [l, s] of [['Total current assets', 'Total current assets'], ['Total assets', 'Total assets'], ['Total current liabilities', 'Total current liabilities'], ['Total liabilities', 'Total liabilities'], ['Net assets/liabilities', 'Net assets']]) ok(near(a(l), g.n(0, s, -2, SFP)), `AIS ${l} = SFP`);
});

safe('yarrowee Xero, budget variance, AGM, bank and invoice', () => {
  const g = G.yarrowee;
  const rows = g.rows(1);
  const hdr = g.row(1, 'Account');
  ok(hdr.slice(1, 11).join('|') === ['Apr 2026', 'Mar 2026', 'Feb 2026', 'Jan 2026', 'Dec 2025', 'Nov 2025', 'Oct 2025', 'Sep 2025', 'Aug 2025', 'Jul 2025'].join('|') && hdr[11] === 'Total', 'Xero months newest first, then Total');
  const acct = (from, to) => rows.slice(rows.findIndex((r) => r[0] === from) + 1, rows.findIndex((r) => r[0] === to)).filter((r) => typeof r[1] === 'number');
  const secs = [['Trading Income', 'Total Trading Income'], ['Other Income', 'Total Other Income'], ['Operating Expenses', 'Total Operating Expenses']];
  for (const [a, b] of secs) for (const r of acct(a, b)) ok(near(sum(r.slice(1, 11)), r[11], 0.006), `Xero ${r[0]}: months = total`);
  for (let c = 1; c <= 11; c++) {
    for (const [a, b] of secs) ok(near(sum(acct(a, b).map((r) => r[c])), g.cell(1, b, c), 0.006), `Xero ${b} column ${c}`);
    ok(near(g.cell(1, 'Gross Profit', c), g.cell(1, 'Total Trading Income', c), 0.006), `Xero gross profit column ${c}`);
    ok(near(g.cell(1, 'Total Trading Income', c) + g.cell(1, 'Total Other Income', c) - g.cell(1, 'Total Operating Expenses', c), g.cell(1, 'Net Profit', c), 0.006), `Xero net profit column ${c}`);
  }
  ok(near(g.cell(1, 'Superannuation', 2), Math.round(g.cell(1, 'Wages & Salaries', 2) * 12) / 100, 0.006), 'Xero March super = 12% of wages');
  // budget variance = Xero year to date
  const bv = g.rows(2).filter((r) => r.length === 5 && num(r[1]) !== null && !/^Total|^Gross|^Net/.test(r[0]));
  ok(bv.length === acct('Trading Income', 'Total Trading Income').length + acct('Other Income', 'Total Other Income').length + acct('Operating Expenses', 'Total Operating Expenses').length, 'budget variance lists every Xero account');
  for (const r of bv) {
    const [act, bud, v, p] = r.slice(1).map(num);
    ok(near(act, g.cell(1, r[0], 11), 0.006), `budget variance actual ${r[0]} = Xero total`);
    ok(near(act - bud, v, 0.006), `budget variance ${r[0]}: var = actual - budget`);
    if (bud) ok(near(Math.round((1000 * v) / bud) / 10, p, 0.051), `budget variance ${r[0]}: var %`);
  }
  for (const [l, s] of [['Total Trading Income', 'Total Trading Income'], ['Total Other Income', 'Total Other Income'], ['Total Operating Expenses', 'Total Operating Expenses'], ['Net Profit', 'Net Profit']]) ok(near(g.n(2, l, 0), g.cell(1, s, 11), 0.006), `budget variance ${l} = Xero`);
  const bsum = (re) => sum(bv.filter((r) => re.test(r[0])).map((r) => num(r[2])));
  ok(near(bsum(/^(Grant Income|Occasional|Course|Room|Op Shop|Donations)/), g.n(2, 'Total Trading Income', 1), 0.006) && near(g.n(2, 'Total Trading Income', 1) + g.n(2, 'Total Other Income', 1) - g.n(2, 'Total Operating Expenses', 1), g.n(2, 'Net Profit', 1), 0.006), 'budget variance budget column adds up');
  // AGM
  ok(near(g.cell(4, 'Total revenue and other income', 1), g.n(0, 'Total revenue and other income', -2)) && near(g.cell(4, 'Total revenue and other income', 2), g.n(0, 'Total revenue and other income', -1)), "AGM treasurer's summary: revenue = financial report");
  ok(near(g.cell(4, 'Total expenses', 1), g.n(0, 'Total expenses', -2)) && near(g.cell(4, 'Surplus for the year', 1), g.n(0, 'Surplus for the year', -2)) && near(g.cell(4, 'Cash and cash equivalents at 30 June', 1), g.n(0, 'Cash and cash equivalents', -2)) && near(g.cell(4, 'Total equity at 30 June', 2), g.n(0, 'Total equity', -1)), "AGM treasurer's summary = financial report");
  const inc = ['Government and other grants', 'Occasional child care fees', 'Course and activity fees', 'Room hire', 'Op shop sales', 'Donations', 'Interest'];
  const exp = ['Employee costs (wages, super, WorkCover)', 'Tutors and program materials', 'Food and emergency relief', 'Occupancy and insurance', 'Administration and IT', 'Depreciation'];
  ok(near(sum(inc.map((l) => g.cell(4, l, 1, 'Budget 2025–26'))), g.cell(4, 'Total income', 1)), 'AGM budget income adds up');
  ok(near(sum(exp.map((l) => g.cell(4, l, 1, 'Budget 2025–26'))), g.cell(4, 'Total expenditure', 1)), 'AGM budget expenditure adds up');
  ok(near(g.cell(4, 'Total income', 1) - g.cell(4, 'Total expenditure', 1), g.cell(4, 'Budgeted surplus/(deficit)', 1)), 'AGM budgeted result');
  ok(near(-g.cell(4, 'Budgeted surplus/(deficit)', 1), g.num(g.find(4, /budgeted deficit of (\$[\d,]+)/))), 'AGM deficit in words');
  ok(g.cell(4, 'Total income', 1) >= g.n(2, 'Total Trading Income', 1) + g.n(2, 'Total Other Income', 1) && g.cell(4, 'Total expenditure', 1) >= g.n(2, 'Total Operating Expenses', 1), 'AGM full-year budget covers the year-to-date budget');
  ok(g.raw(4, 'Treasurer', 1) !== g.find(0, /, President\s+(.+?), Treasurer/), 'the treasurer changed at the AGM');
  // CommBank (newest first): each balance = the next (older) balance + the amount
  const b = g.cba();
  for (let i = 0; i < b.length - 1; i++) ok(near(b[i + 1].bal + b[i].amt, b[i].bal, 0.005), `CommBank running balance ${b[i].date} ${b[i].desc}`);
  ok(b.every((r, i) => i === 0 || r.date.split('/').reverse().join('') <= b[i - 1].date.split('/').reverse().join('')), 'CommBank newest first');
  ok(b.every((r) => /\/04\/2026$/.test(r.date)), 'CommBank: April 2026 only');
  const apr = (l) => g.cell(1, l, 1);
  for (const [re, l] of [[/POWERSHOP/, 'Electricity'], [/ORIGIN ENERGY/, 'Gas'], [/TELSTRA/, 'Telephone & Internet']]) ok(near(-b.find((r) => re.test(r.desc)).amt, Math.round(apr(l) * 110) / 100, 0.006), `CommBank ${l} bill = Xero April plus GST`);
  ok(near(b.find((r) => /DFFH/.test(r.desc)).amt, 3 * apr('Grant Income - DFFH NHCP'), 0.006), 'CommBank DFFH quarter = three months of Xero NHCP');
  ok(near(-b.find((r) => /QUICKSUPER/.test(r.desc)).amt, g.cell(1, 'Superannuation', 2), 0.006), 'CommBank QuickSuper = Xero March superannuation');
  // invoice (OCR)
  const o = g.text(5);
  const items = [...o.matchAll(/\$([\d,]+\.\d\d)\s+\$([\d,]+\.\d\d)$/gm)].map((m) => [num(m[1]), num(m[2])]);
  ok(items.length === 5 && items.every(([p, a]) => Number.isInteger(Math.round((a / p) * 1e6) / 1e6)), 'invoice lines: amount is a whole number of units (OCR)');
  const tot = g.ocr(5, /TOTAL \(GST inclusive\)\s+\$([\d,]+\.\d\d)/), gst = g.ocr(5, /GST included in total\s+\$([\d,]+\.\d\d)/);
  ok(near(sum(items.map((i) => i[1])), tot, 0.005), 'invoice lines add to the total (OCR)');
  ok(near(tot / 11, gst, 0.006), 'invoice GST is one eleventh (OCR)');
  const pay = b.find((r) => /WENDOUREE HYGIENE/.test(r.desc));
  ok(pay && near(-pay.amt, tot, 0.005) && pay.desc.includes(`Value Date: ${g.find(5, /Date: (\d\d\/\d\d\/\d{4})/)}`) && pay.desc.includes(`xx${g.find(5, /Mastercard\s+\S*?(\d{4})\b/)}`), 'invoice paid by card on the CommBank account on its date');
  ok(near(apr('Cleaning') - tot + gst, g.cell(1, 'Cleaning', 2), 0.006), 'Xero April cleaning = the usual month plus the invoice net of GST');
});

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids are unique');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  ok(files.length === 6 && oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: six files, every case lists every file`);
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
    ok(Number.isFinite(got) && Math.abs(Math.abs(got) - Math.abs(want)) <= Math.max(Math.abs(want) * 1e-4, 0.006, ['percent', 'ratio', 'average'].includes(c.kind) ? 0.05 : 0), `${c.id} [${c.kind}] answer ${want}, documents give ${got}`);
  } else {
    const v = String(got ?? '').trim().toLowerCase();
    ok(v && c.answer.any.some((p) => v.includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(v)), `${c.id} [${c.kind}]: read "${got}", accepted ${JSON.stringify(c.answer.any)}`);
  }
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
