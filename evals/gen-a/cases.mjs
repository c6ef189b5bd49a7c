// Builds setA/cases.jsonl and setA/orgs.json. Every expected value is computed from data.mjs,
// the same data the documents are generated from. verify.mjs re-derives them from the files.
import fs from 'node:fs';
import path from 'node:path';
import { harbour as H, cedar as C, sum, r2 } from './data.mjs';
import { FILES } from './files.mjs';

const SET = path.resolve(new URL('.', import.meta.url).pathname, '../set-a');
const num = (value, tolerance = 0.005, alt) => ({ type: 'number', value, tolerance, ...(alt ? { alt } : {}) });
const text = (...any) => ({ type: 'text', any });
const NF = { type: 'notfound' };
const pct = (a, b) => ((a - b) / b) * 100; // percent change from b to a
const share = (a, b) => (a / b) * 100;
const round4 = (x) => Math.round(x * 10000) / 10000;

// ------------------------------------------------------------------ harbour helpers
const BL = (cat, name) => H.budget.line(cat, name);
const led = (code, months) => r2(sum(H.ledger.filter((r) => r.code === code && months.includes(r.m)).map((r) => r.amount)));
const ledMonths = (code) => [4, 5, 6, 7, 8, 9].map((m) => ({ m, v: Math.abs(led(code, [m])) }));
const FY = (y) => H.fiveYear.find((r) => r.year === y);
const monthName = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const harbourCases = [
  // ---- lookups
  ['bud-rent-b25', 'lookup', 'How much had we set aside for premises rent in the 2024/25 budget?', num(BL('Expenditure', 'Premises rent').b25)],
  ['bud-legacies-a25', 'lookup', 'legacies actual for FY25?', num(BL('Income', 'Legacies').a25)],
  ['bud-boat-a24', 'lookup', 'What did we actually spend on boat and equipment maintenance in 2023/24?', num(BL('Expenditure', 'Boat & equipment maintenance').a24)],
  ['bud-salaries-b26', 'lookup', 'In the FY2026 budget, what is the provision for staff salaries?', num(BL('Expenditure', 'Staff salaries').b26)],
  ['bs-cash-24', 'lookup', 'What was cash at bank and in hand at 31 March 2024?', num(H.bs.y24.cash)],
  ['bs-netassets-25', 'lookup', 'what were our net assets at 31/03/2025', num(H.bs.y25.netAssets)],
  ['five-grants-2022', 'lookup', 'How much grant income did we have in the year to March 2022?', num(FY(2022).grants * 1000, 0.005, [FY(2022).grants])],
  ['five-staff-2023', 'lookup', 'How many staff did we have in 2023?', num(FY(2023).staff)],
  ['five-reserves-2021', 'lookup', 'reserves in months back in 2021?', num(FY(2021).reserves)],
  ['bs-credlong-25', 'lookup', 'What do we owe in creditors falling due after more than one year at the March 2025 year end?', num(H.bs.y25.credLong)],
  ['bs-general-25', 'lookup', 'What is the balance on the general fund at 31 March 2025?', num(H.bs.y25.general)],
  ['bud-net-a25', 'lookup', 'What was our bottom line for FY25 - the actual net income?', num(H.budget.net.a25)],
  // ---- totals and monthly
  ['bud-totexp-a25', 'total', 'What was actual total expenditure for FY2025?', num(H.budget.totalExpenditure.a25)],
  ['led-util-q1', 'total', 'How much did we spend on utilities in the first quarter of 2025/26?', num(Math.abs(led(5110, [4, 5, 6])))],
  ['bud-staffcost-a25', 'total', 'What were our total staff costs in FY25, salaries plus employer NI and pension, on actuals?', num(BL('Expenditure', 'Staff salaries').a25 + BL('Expenditure', 'Employer NI & pension').a25)],
  ['led-vol-avg', 'monthly', 'On average, how much a month did we pay out in volunteer expenses between April and September 2025?', num(r2(Math.abs(led(5500, [4, 5, 6, 7, 8, 9])) / 6))],
  ['led-regatta', 'total', 'What was the gross income from the Summer Regatta, stalls, raffle and tickets together?', num(r2(sum(H.ledger.filter((r) => /Regatta/.test(r.memo) && r.code === 4300).map((r) => r.amount))))],
  ['bs-curassets-25', 'total', 'What were total current assets at 31 March 2025?', num(H.bs.y25.currentAssets)],
  ['five-income-sum', 'total', 'Adding up the five years from 2021 to 2025, what was our total income?', num(Math.round(sum(H.fiveYear.map((r) => r.totalIncome)) * 10) * 100, 0.005, [Math.round(sum(H.fiveYear.map((r) => r.totalIncome)) * 10) / 10])],
  ['led-shop-q2', 'monthly', 'what did the shop bank in sales over jul, aug and sept 2025', num(led(4200, [7, 8, 9]))],
  ['led-donations-h1', 'total', 'Total donations (acct 4000) recieved Apr-Sep 2025?', num(led(4000, [4, 5, 6, 7, 8, 9]))],
  // ---- differences, variances, percentages
  ['bud-shop-var', 'variance', 'How far off budget were charity shop sales in FY25?', num(BL('Income', 'Charity shop sales').a25 - BL('Income', 'Charity shop sales').b25)],
  ['bud-util-var', 'variance', 'did we go over budget on utilities in 2024/25? by how much', num(BL('Expenditure', 'Utilities').a25 - BL('Expenditure', 'Utilities').b25)],
  ['bud-totinc-var', 'variance', 'What was the variance between budgeted and actual total income for FY2025?', num(H.budget.totalIncome.a25 - H.budget.totalIncome.b25)],
  ['bud-legacies-pct', 'percent', 'By what percentage did legacies beat the FY25 budget?', num(round4(pct(BL('Income', 'Legacies').a25, BL('Income', 'Legacies').b25)), 0.01)],
  ['bud-totexp-chg', 'percent', 'Percent change in total expenditure, FY24 vs FY25 actuals?', num(round4(pct(H.budget.totalExpenditure.a25, H.budget.totalExpenditure.a24)), 0.01)],
  ['bs-cash-chg', 'difference', 'How much did cash at bank go up between the two balance sheet dates?', num(H.bs.y25.cash - H.bs.y24.cash)],
  ['five-grants-chg', 'percent', 'From 2021 to 2025, by what percentage did our grant income fall?', num(round4(pct(FY(2025).grants, FY(2021).grants)), 0.01)],
  ['bud-salaries-b26-a25', 'difference', 'How much more are we budgeting for salaries in FY26 than we actually spent on them in FY25?', num(BL('Expenditure', 'Staff salaries').b26 - BL('Expenditure', 'Staff salaries').a25)],
  ['bud-net-var', 'variance', 'For 2024/25, how far was the actual surplus from the budgeted surplus?', num(H.budget.net.a25 - H.budget.net.b25)],
  ['five-income-2324', 'difference', 'how much did total income grow from 2023 to 2024?', num(Math.round((FY(2024).totalIncome - FY(2023).totalIncome) * 10) * 100, 0.005, [Math.round((FY(2024).totalIncome - FY(2023).totalIncome) * 10) / 10])],
  // ---- ratios and shares
  ['bs-current-ratio', 'ratio', 'What is our current ratio at 31 March 2025?', num(round4(H.bs.y25.currentAssets / H.bs.y25.credShort))],
  ['cash-months', 'ratio', 'Using the March 2025 cash balance and FY25 actual spending, how many months of expenditure does our cash cover?', num(round4(H.bs.y25.cash / (H.budget.totalExpenditure.a25 / 12)), 0.01)],
  ['bud-shop-share', 'percent', 'What share of FY2025 actual income came from the charity shop?', num(round4(share(BL('Income', 'Charity shop sales').a25, H.budget.totalIncome.a25)), 0.01)],
  ['bud-staff-share', 'percent', 'staff costs (salaries + NI & pension) as a % of total expenditure, FY25 actual?', num(round4(share(BL('Expenditure', 'Staff salaries').a25 + BL('Expenditure', 'Employer NI & pension').a25, H.budget.totalExpenditure.a25)), 0.01)],
  ['grant-worker-share', 'percent', 'What percentage of the Coastal Communities grant budget goes on the project worker?', num(round4(share(H.grant.budget[0][1] + H.grant.budget[0][2], H.grant.amount)), 0.01)],
  // ---- extremes
  ['led-util-max', 'extreme', 'Which month had the biggest utilities bill in the ledger export?', (() => {
    const best = ledMonths(5110).sort((a, b) => b.v - a.v)[0];
    return text(monthName[best.m]);
  })()],
  ['bud-overspend-max', 'extreme', 'Which expenditure line went furthest over budget in FY25, in pounds?', (() => {
    const best = [...H.budget.exp].sort((a, b) => (b.a25 - b.b25) - (a.a25 - a.b25))[0];
    if (best.line !== 'Boat & equipment maintenance') throw new Error('unexpected overspend line ' + best.line);
    return text('boat');
  })()],
  ['bud-growth-max', 'extreme', 'Which income line grew the most between FY24 and FY25?', (() => {
    const best = [...H.budget.inc].sort((a, b) => (b.a25 - b.a24) - (a.a25 - a.a24))[0];
    if (best.line !== 'Legacies') throw new Error('unexpected growth line ' + best.line);
    return text('legacies', 'legacy');
  })()],
  // ---- grant, text, receipt
  ['grant-amount', 'grant', 'How much is the Coastal Communities Foundation offering us for the Wellbeing Hub?', num(H.grant.amount)],
  ['grant-overhead-max', 'grant', "What's the most we can put towards overheads from the CCF grant?", num(r2((H.grant.amount * H.grant.overheadCapPct) / 100))],
  ['grant-progress-due', 'grant', "When's the progress report due for the Coastal Communities grant?", text('31 January 2026', '31/01/2026', 'January 31, 2026', '31 Jan 2026', '31st January 2026', '31/1/2026', 'January 31st, 2026', 'Jan 31, 2026')],
  ['receipt-total', 'receipt', 'What was the total on the chandlery receipt?', num(H.receipt.total)],
  ['receipt-merchant', 'receipt', 'which shop is the receipt from?', text('Quayside')],
  ['receipt-date', 'receipt', 'What date is on the receipt?', text('4 June 2025', '4th June 2025', 'June 4, 2025', 'June 4th, 2025', '04/06/2025', '4/6/2025', '4 Jun 2025', '04 June 2025', 'Jun 4, 2025')],
  ['receipt-vat', 'receipt', 'how much VAT was on the chandlery receipt', num(H.receipt.vat)],
  ['bs-designated-purpose', 'text', 'What are our designated funds earmarked for?', text('boat replacement', 'replacement of Harbour Light II', 'replace Harbour Light II', 'replacing Harbour Light II', 'new boat')],
  // ---- not found
  ['nf-income-2020', 'notfound', 'What was our total income in 2019/20?', NF],
  ['nf-training', 'notfound', 'How much did we spend on staff training in FY25?', NF],
  ['nf-util-nov25', 'notfound', 'What were our utilities costs in November 2025?', NF],
  ['nf-fuel-receipt', 'notfound', 'What was the total on the fuel receipt from Penhallow Garage?', NF],
  ['nf-lottery', 'notfound', 'How much has the National Lottery Community Fund awarded us?', NF],
  ['nf-cash-2023', 'notfound', 'What was cash at bank at 31 March 2023?', NF],
];

// ------------------------------------------------------------------ cedar helpers
const A = (n) => C.acct(n);
const mi = (name) => C.months.indexOf(name);
const msum = (n, months) => sum(months.map((m) => A(n).v[mi(m)]));
const BV = (name) => C.bva.row(name);
const F = C.f990;
const cedarCases = [
  // ---- lookups
  ['m-medicaid-mar', 'lookup', 'What was Medicaid patient revenue in March 2025?', num(A(4010).v[mi('Mar')])],
  ['m-pharma-jul', 'lookup', 'pharmacuticals in july?', num(A(6210).v[mi('Jul')])],
  ['bva-occ-annual', 'lookup', 'What is the FY25 annual budget for occupancy?', num(BV('Occupancy').annual)],
  ['bva-training-ytdbud', 'lookup', "Through September, what's the year-to-date budget for staff training?", num(BV('Staff training').budget)],
  ['f990-rev-2024', 'lookup', 'What was total revenue on our 2024 Form 990?', num(F[2024].l12)],
  ['f990-emp-2023', 'lookup', 'How many people did we employ according to the 2023 990?', num(F[2023].p1_5)],
  ['f990-na-2024', 'lookup', 'Net assets at the end of 2024 per the 990?', num(F[2024].l22)],
  ['m-subawards-jun', 'lookup', 'how much went out in subawards in june', num(A(7300).v[mi('Jun')])],
  ['m-hrsa-feb', 'lookup', 'Feb 2025 federal HRSA grant revenue?', num(A(4300).v[mi('Feb')])],
  ['f990-prog-2023', 'lookup', 'What did program services cost us in 2023 according to the 990?', num(F[2023].colB)],
  ['bva-it-pct', 'percent', "What's the % variance on IT & software YTD?", num(Number(BV('IT & software').pvar.toFixed(1)), 0.01, [round4(BV('IT & software').pvar)])],
  ['bva-contrib-actual', 'lookup', 'What are YTD actual contributions?', num(BV('Contributions').actual)],
  // ---- totals and monthly
  ['m-pharma-q1', 'total', 'What did pharmaceuticals cost us in Q1?', num(msum(6210, ['Jan', 'Feb', 'Mar']))],
  ['m-rent-q2', 'total', 'How much did we spend on rent & occupancy (acct 6300) in the second quarter?', num(msum(6300, ['Apr', 'May', 'Jun']))],
  ['m-util-avg', 'monthly', 'average monthly utilites bill jan-sep?', num(r2(A(6310).ytd / 9))],
  ['m-salaries-q3', 'total', 'What did clinical and administrative salaries come to together for July through September?', num(msum(6010, ['Jul', 'Aug', 'Sep']) + msum(6020, ['Jul', 'Aug', 'Sep']))],
  ['m-events-ytd', 'total', 'How much have special events netted so far this year?', num(A(4200).ytd)],
  ['m-totexp-ytd', 'total', 'What are our total expenses year to date across the operating and restricted sheets?', num(sum(C.actuals.op.totExp) + sum(C.actuals.rest.totExp))],
  ['grant-personnel', 'grant', 'How much of the Ridgeline budget is personnel plus fringe?', num(C.grant.budget[0][1] + C.grant.budget[1][1])],
  ['f990-contrib-sum', 'total', 'Combined, what were contributions and grants across the 2023 and 2024 990s?', num(F[2023].l8 + F[2024].l8)],
  // ---- differences, variances, percentages
  ['bva-med-var', 'variance', 'How far off budget are we YTD on medical supplies and pharmaceuticals?', num(BV('Medical supplies & pharmaceuticals').dvar)],
  ['bva-occ-var', 'variance', 'are we over budget on occupancy ytd? by how much', num(BV('Occupancy').dvar)],
  ['bva-rev-var', 'variance', "What's the YTD dollar variance on total revenue?", num(C.bva.rev.dvar)],
  ['f990-rev-chg', 'difference', 'How much did total revenue grow from 2023 to 2024 on the 990s?', num(F[2024].l12 - F[2023].l12)],
  ['f990-contrib-pct', 'percent', 'By what percent did contributions and grants change between tax years 2023 and 2024?', num(round4(pct(F[2024].l8, F[2023].l8)), 0.01)],
  ['bva-net-var', 'variance', 'Change in net assets YTD versus budget: how big is the shortfall?', num(C.bva.net.dvar)],
  ['m-medicaid-q2q1', 'difference', 'How much more Medicaid revenue did we book in Q2 than in Q1?', num(msum(4010, ['Apr', 'May', 'Jun']) - msum(4010, ['Jan', 'Feb', 'Mar']))],
  ['bva-sal-pct', 'percent', 'Salaries and wages: how far under or over budget are we YTD, in percentage terms?', num(round4(BV('Salaries & wages').pvar), 0.01, [Number(BV('Salaries & wages').pvar.toFixed(1))])],
  ['f990-fr-chg', 'difference', 'By how much did fundraising expenses rise from 2023 to 2024?', num(F[2024].colD - F[2023].colD)],
  ['m-pharma-q1q2-pct', 'percent', 'pharma spend Q1 vs Q2 - % change?', num(round4(pct(msum(6210, ['Apr', 'May', 'Jun']), msum(6210, ['Jan', 'Feb', 'Mar']))), 0.01)],
  // ---- ratios and shares
  ['f990-prog-share', 'percent', 'What share of 2024 total functional expenses went to program services?', num(round4(share(F[2024].colB, F[2024].colA)), 0.01)],
  ['m-medicaid-share', 'percent', 'Medicaid as a share of operating revenue, YTD?', num(round4(share(A(4010).ytd, sum(C.actuals.op.totRev))), 0.01)],
  ['grant-indirect-max', 'grant', 'Under the 12% cap, what is the maximum indirect cost the Ridgeline direct-cost budget allows, in dollars?', num(C.grant.indirectMax)],
  ['bva-personnel-share', 'percent', 'Personnel costs (salaries & wages plus payroll taxes & benefits) as a percentage of total expenses YTD?', num(round4(share(BV('Salaries & wages').actual + BV('Payroll taxes & benefits').actual, C.bva.exp.actual)), 0.01)],
  ['f990-debt-ratio', 'ratio', 'What was our ratio of total liabilities to total assets at the end of 2024?', num(round4(F[2024].l21 / F[2024].l20), 0.01, [round4((F[2024].l21 / F[2024].l20) * 100)])],
  // ---- extremes
  ['m-pharma-max', 'extreme', 'Which month had the highest pharmaceuticals spend?', (() => {
    const v = A(6210).v; const i = v.indexOf(Math.max(...v));
    return text(C.monthNames[i]);
  })()],
  ['bva-over-max', 'extreme', 'Which expense line is furthest over budget YTD in dollars?', (() => {
    const best = C.bva.rows.filter((r) => r.type === 'exp').sort((a, b) => b.dvar - a.dvar)[0];
    if (best.name !== 'Payroll taxes & benefits') throw new Error('unexpected ' + best.name);
    return text('payroll tax');
  })()],
  ['m-oprev-min', 'extreme', 'Which month had the lowest total revenue on the operating sheet?', (() => {
    const v = C.actuals.op.totRev; const i = v.indexOf(Math.min(...v));
    return text(C.monthNames[i]);
  })()],
  // ---- grant, text, receipt
  ['grant-award', 'grant', "What's the total award under the Ridgeline grant agreement?", num(C.grant.award)],
  ['grant-interim-due', 'grant', 'When is the interim report due for Ridgeline?', text('January 31, 2026', 'Jan 31, 2026', '31 January 2026', '1/31/2026', '01/31/2026', 'January 31st, 2026', 'Jan. 31, 2026')],
  ['grant-indirect-cap', 'grant', "What's the indirect cost cap on the Ridgeline grant?", text('12%', '12 percent', 'twelve percent', '12 per cent')],
  ['audit-mw', 'text', 'Did the auditors report any material weaknesses?', text('no material weakness', 'not identify any material weakness', 'did not identify any', 'were no material weakness', 'did not report any material weakness', 'did not find any material weakness', 'not report any material weakness', 'none')],
  ['audit-sd', 'text', 'What was the significant deficiency the auditors raised?', text('reconcil', 'accounts receivable', 'receivable')],
  ['audit-cc', 'text', 'how many credit card transactions were missing receipts in the audit sample', num(C.audit.f2Missing)],
  ['receipt-total', 'receipt', 'What was the total on the Valley Fresh receipt?', num(C.receipt.total)],
  ['receipt-merchant', 'receipt', 'what store is that receipt from', text('Valley Fresh')],
  ['receipt-date', 'receipt', 'What date is on the grocery receipt?', text('August 11, 2025', 'Aug 11, 2025', '11 August 2025', '08/11/2025', '8/11/2025', 'August 11th, 2025', 'Aug. 11, 2025', '2025-08-11')],
  ['receipt-tax', 'receipt', 'How much sales tax was charged on the grocery receipt?', num(C.receipt.tax)],
  // ---- not found
  ['nf-990-2022', 'notfound', 'What was total revenue on the 2022 Form 990?', NF],
  ['nf-pharma-oct', 'notfound', 'How much did we spend on pharmaceuticals in October 2025?', NF],
  ['nf-advertising', 'notfound', 'How much have we spent on advertising and marketing this year?', NF],
  ['nf-toner-receipt', 'notfound', 'What was the total on the office supply receipt for printer toner?', NF],
  ['nf-harlan', 'notfound', 'How much did the Harlan Family Foundation give us?', NF],
  ['nf-medicaid-dec24', 'notfound', 'What was Medicaid revenue in December 2024?', NF],
];

const out = [];
const keys = {};
for (const [org, list] of [['harbour', harbourCases], ['cedar', cedarCases]]) {
  const docs = Object.values(FILES[org]).map((f) => `${org}/${f}`);
  list.forEach(([key, kind, question, answer], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    keys[id] = key;
    if (kind === 'percent' && answer.type === 'number') {
      // people round percentages to one decimal: accept that form when it falls outside the tolerance
      const r1 = Math.round(answer.value * 10) / 10;
      const cands = [answer.value, ...(answer.alt ?? [])];
      if (!cands.some((v) => Math.abs(Math.abs(v) - Math.abs(r1)) <= answer.tolerance * Math.abs(v))) answer.alt = [...(answer.alt ?? []), r1];
    }
    out.push({ id, org, kind, question, answer, documents: docs });
  });
}
fs.writeFileSync(path.join(SET, 'cases.jsonl'), out.map((c) => JSON.stringify(c)).join('\n') + '\n');
fs.writeFileSync(new URL('./case-keys.json', import.meta.url), JSON.stringify(keys, null, 1));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify({
  harbour: { name: 'Harbour Lights Trust', fiscalYearStart: 'April' },
  cedar: { name: 'Cedar Valley Community Health', fiscalYearStart: 'January' },
}, null, 2) + '\n');
const byKind = {};
for (const c of out) byKind[`${c.org}:${c.kind}`] = (byKind[`${c.org}:${c.kind}`] || 0) + 1;
console.log(out.length, 'cases', byKind);
