// Source data for both fictional organisations. Every document and every expected answer is
// derived from the values in this file (documents by gen-harbour.mjs / gen-cedar.mjs, answers by
// cases.mjs). verify.mjs re-derives the answers from the generated files instead.

export function rng(seed) {
  // mulberry32: deterministic, so the documents are reproducible
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const r2 = (x) => Math.round(x * 100) / 100;
export const sum = (a) => a.reduce((s, x) => s + x, 0);

// ============================================================================================
// HARBOUR LIGHTS TRUST (UK charity, £, fiscal year April-March, FY named by the year it ends)
// ============================================================================================
export const harbour = {};

// Budget workbook: FY2025 budget, FY2025 actual, FY2024 actual, FY2026 budget
// [category, line, fy25Budget, fy25Actual, fy24Actual, fy26Budget, note]
harbour.budgetLines = [
  ['Income', 'Donations - individuals', 138400, 146271, 131806, 149300, ''],
  ['Income', 'Legacies', 35000, 61842, 22517, 40000, '(1)'],
  ['Income', 'Gift Aid', 27600, 29114, 26380, 30200, ''],
  ['Income', 'Grants - trusts & foundations', 186250, 174960, 181335, 192700, '(2)'],
  ['Income', 'Grants - local authority', 48000, 48000, 45600, 48000, ''],
  ['Income', 'Charity shop sales', 96800, 88417, 92655, 94500, ''],
  ['Income', 'Fundraising events', 31500, 36238, 28904, 33000, ''],
  ['Income', 'Investment income', 4200, 6583, 3117, 5900, ''],
  ['Income', 'Other', 2500, 1946, 3208, 2000, ''],
  ['Expenditure', 'Staff salaries', 318600, 322145, 301872, 334900, '(3)'],
  ['Expenditure', 'Employer NI & pension', 44900, 46372, 41226, 48300, ''],
  ['Expenditure', 'Volunteer expenses', 7800, 6931, 7412, 8000, ''],
  ['Expenditure', 'Premises rent', 36000, 36000, 34500, 37200, ''],
  ['Expenditure', 'Utilities', 14200, 16884, 15093, 16500, ''],
  ['Expenditure', 'Boat & equipment maintenance', 18500, 23719, 17265, 20000, ''],
  ['Expenditure', 'Insurance', 9650, 9412, 9108, 10100, ''],
  ['Expenditure', 'Fundraising costs', 12300, 11056, 10742, 12800, ''],
  ['Expenditure', 'Charity shop running costs', 41200, 43587, 40118, 42600, ''],
  ['Expenditure', 'IT & telephone', 8900, 8264, 7955, 9300, ''],
  ['Expenditure', 'Governance (audit & legal)', 11400, 12650, 10980, 12000, ''],
  ['Expenditure', 'Other', 3000, 4127, 2846, 3000, ''],
].map(([category, line, b25, a25, a24, b26, note]) => ({ category, line, b25, a25, a24, b26, note }));

harbour.budget = (() => {
  const inc = harbour.budgetLines.filter((l) => l.category === 'Income');
  const exp = harbour.budgetLines.filter((l) => l.category === 'Expenditure');
  const tot = (rows) => ({
    b25: sum(rows.map((r) => r.b25)), a25: sum(rows.map((r) => r.a25)),
    a24: sum(rows.map((r) => r.a24)), b26: sum(rows.map((r) => r.b26)),
  });
  const ti = tot(inc), te = tot(exp);
  const net = { b25: ti.b25 - te.b25, a25: ti.a25 - te.a25, a24: ti.a24 - te.a24, b26: ti.b26 - te.b26 };
  const line = (cat, name) => harbour.budgetLines.find((l) => l.category === cat && l.line === name);
  return { inc, exp, totalIncome: ti, totalExpenditure: te, net, line };
})();

// Balance sheet at 31 March 2025 and 2024. Net assets move by exactly the FY2025 net income.
harbour.bs = (() => {
  const y24 = { tangible: 93052, stock: 5870, debtors: 27903, cash: 176239, credShort: 39620, credLong: 16875,
    restricted: 64905, designated: 30000 };
  y24.currentAssets = y24.stock + y24.debtors + y24.cash;
  y24.netCurrent = y24.currentAssets - y24.credShort;
  y24.talcl = y24.tangible + y24.netCurrent;
  y24.netAssets = y24.talcl - y24.credLong;
  y24.general = y24.netAssets - y24.restricted - y24.designated;
  y24.unrestricted = y24.general + y24.designated;
  const y25 = { tangible: 87416, stock: 6218, debtors: 31547, credShort: 42871, credLong: 12500,
    restricted: 71338, designated: 40000 };
  y25.netAssets = y24.netAssets + harbour.budget.net.a25;
  y25.cash = y25.netAssets - y25.tangible - y25.stock - y25.debtors + y25.credShort + y25.credLong;
  y25.currentAssets = y25.stock + y25.debtors + y25.cash;
  y25.netCurrent = y25.currentAssets - y25.credShort;
  y25.talcl = y25.tangible + y25.netCurrent;
  y25.general = y25.netAssets - y25.restricted - y25.designated;
  y25.unrestricted = y25.general + y25.designated;
  return { y24, y25 };
})();

// Five-year summary (£000, year ended 31 March). 2024 and 2025 derived from the workbook actuals.
harbour.fiveYear = (() => {
  const k = (x) => Math.round(x / 100) / 10; // £ -> £000 to 1 dp
  const L = harbour.budget.line;
  const from = (key) => {
    const don = L('Income', 'Donations - individuals')[key] + L('Income', 'Legacies')[key] + L('Income', 'Gift Aid')[key];
    const gr = L('Income', 'Grants - trusts & foundations')[key] + L('Income', 'Grants - local authority')[key];
    const shop = L('Income', 'Charity shop sales')[key];
    const oth = L('Income', 'Fundraising events')[key] + L('Income', 'Investment income')[key] + L('Income', 'Other')[key];
    return { donations: k(don), grants: k(gr), shop: k(shop), other: k(oth),
      totalIncome: k(harbour.budget.totalIncome[key]), totalExpenditure: k(harbour.budget.totalExpenditure[key]) };
  };
  const mo = (general, exp) => Math.round((general / (exp / 12)) * 10) / 10;
  const rows = [
    { year: 2021, donations: 151.3, grants: 248.6, shop: 41.7, other: 12.9, totalExpenditure: 431.8, staff: 11, reserves: 3.2 },
    { year: 2022, donations: 163.9, grants: 205.2, shop: 71.4, other: 19.6, totalExpenditure: 452.7, staff: 12, reserves: 3.4 },
    { year: 2023, donations: 172.4, grants: 214.8, shop: 86.3, other: 27.5, totalExpenditure: 487.9, staff: 13, reserves: 3.5 },
    { year: 2024, ...from('a24'), staff: 13, reserves: mo(harbour.bs.y24.general, harbour.budget.totalExpenditure.a24) },
    { year: 2025, ...from('a25'), staff: 14, reserves: mo(harbour.bs.y25.general, harbour.budget.totalExpenditure.a25) },
  ];
  for (const r of rows) {
    const t = Math.round((r.donations + r.grants + r.shop + r.other) * 10) / 10;
    if (r.totalIncome === undefined) r.totalIncome = t;
    if (Math.abs(r.totalIncome - t) > 0.05) throw new Error(`five-year ${r.year} does not add: ${r.totalIncome} vs ${t}`);
  }
  return rows;
})();

// Grant offer letter (Coastal Communities Foundation)
harbour.grant = {
  funder: 'Coastal Communities Foundation', ref: 'CCF/2025/0318', date: '12 June 2025',
  amount: 48650, instalment1: 26300, instalment2: 22350,
  periodStart: '1 July 2025', periodEnd: '30 June 2027',
  acceptBy: '10/07/2025', progressDue: '31/01/2026', yearOneDue: '31/07/2026', finalDue: '30/09/2027',
  overheadCapPct: 10, unspentThreshold: 500,
  budget: [
    ['Project worker (0.6 FTE)', 15480, 15940],
    ['Sessional counsellor', 4940, 4940],
    ['Room hire', 2075, 2075],
    ['Independent evaluation', 1200, 2000],
  ],
};
if (harbour.grant.instalment1 + harbour.grant.instalment2 !== harbour.grant.amount) throw new Error('instalments');
if (sum(harbour.grant.budget.map(([, a, b]) => a + b)) !== harbour.grant.amount) throw new Error('grant budget');

// Receipt (chandlery): item prices ex VAT, VAT 20% on the subtotal
harbour.receipt = (() => {
  const items = [
    ['POLYPROP ROPE 12MM X 10M', 1, 15.41],
    ['CABLE TIES 300MM (100)', 1, 4.16],
    ['LED HEAD TORCH', 1, 10.63],
    ['AA BATTERIES 8PK', 1, 5.17],
    ['SHACKLE GALV 8MM', 2, 2.63],
  ];
  const subtotal = r2(sum(items.map(([, q, p]) => q * p)));
  const vat = r2(subtotal * 0.2);
  const total = r2(subtotal + vat);
  return { merchant: 'Quayside Chandlery', date: '04/06/2025', time: '11:47', items, subtotal, vat, total };
})();

// Ledger export April-September 2025 (FY2026 H1). Income positive, expenditure negative.
harbour.accounts = {
  4000: 'Donations', 4010: 'Gift Aid', 4100: 'Grants receivable', 4200: 'Charity shop sales', 4300: 'Fundraising events',
  5000: 'Staff salaries', 5010: 'Employer NI & pension', 5100: 'Premises rent', 5110: 'Utilities',
  5200: 'Boat & equipment maintenance', 5250: 'Charity shop running costs', 5300: 'Insurance',
  5400: 'IT & telephone', 5500: 'Volunteer expenses', 5600: 'Fundraising costs',
};
harbour.ledger = (() => {
  const R = rng(20250401);
  const n = (base, spread) => r2(base * (1 + (R() * 2 - 1) * spread));
  const months = [
    [2025, 4, 'April'], [2025, 5, 'May'], [2025, 6, 'June'], [2025, 7, 'July'], [2025, 8, 'August'], [2025, 9, 'September'],
  ];
  const elec = { 4: 1164, 5: 905, 6: 712, 7: 688, 8: 731, 9: 846 };
  const rows = [];
  const add = (y, m, d, code, memo, amount) => rows.push({ y, m, d, code, memo, amount: r2(amount) });
  for (const [y, m, name] of months) {
    add(y, m, 1, 5100, 'Harbour View Properties Ltd - rent', -3100);
    add(y, m, [7, 5, 6, 7, 6, 5][m - 4], 4000, 'Standing order donations', n(4870, 0.06));
    add(y, m, 8, 5400, 'Tidewater Telecom - broadband & phones', -n(694, 0.03));
    add(y, m, 14, 5110, 'Coastline Energy - electricity DD', -n(elec[m], 0.04));
    add(y, m, [11, 12, 10, 11, 12, 10][m - 4], 4200, `Shop takings banked - wk ${m === 4 ? 2 : 2}`, n(3650, 0.12));
    add(y, m, [17, 19, 16, 18, 15, 16][m - 4], 4000, 'Online giving payout', n(2240, 0.25));
    add(y, m, [20, 20, 19, 21, 20, 19][m - 4], 5250, 'Shop sundries, waste collection & card fees', -n(1480, 0.1));
    add(y, m, 22, 5010, `HMRC PAYE/NI & NEST pension - ${name}`, -n(4050, 0.025));
    add(y, m, [25, 23, 25, 25, 22, 25][m - 4], 5000, `Payroll - ${name} 2025`, -n(27950, 0.012));
    add(y, m, [26, 27, 26, 28, 26, 26][m - 4], 4200, 'Shop takings banked - wk 4', n(3820, 0.12));
    add(y, m, 28, 5500, `Volunteer travel & subsistence claims - ${name}`, -n(610, 0.3));
  }
  // irregular items
  add(2025, 4, 3, 5300, 'Mariner Mutual - annual premium 2025/26', -9987.44);
  add(2025, 4, 9, 5400, 'Microsoft 365 charity licences (annual)', -512.4);
  add(2025, 4, 15, 4100, 'Westcombe District Council - SLA Q1', 12000);
  add(2025, 4, 23, 5110, 'Westcombe Water - quarterly', -286.19);
  add(2025, 5, 13, 4010, 'HMRC Gift Aid repayment', 6842.3);
  add(2025, 5, 16, 5200, 'T. Pascoe Marine - engine service (Harbour Light II)', -2318.6);
  add(2025, 5, 30, 5600, 'Fun run medals, bibs & timing chips', -1146.85);
  add(2025, 6, 4, 5200, 'Quayside Chandlery - rope, torch, sundries (card)', -harbour.receipt.total);
  add(2025, 6, 9, 4300, 'Harbour Fun Run - entry fees', 5673.5);
  add(2025, 7, 9, 4100, 'Coastal Communities Foundation - instalment 1', harbour.grant.instalment1);
  add(2025, 7, 15, 4100, 'Westcombe District Council - SLA Q2', 12000);
  add(2025, 7, 23, 5110, 'Westcombe Water - quarterly', -241.77);
  add(2025, 8, 4, 5600, 'Regatta marquee & PA hire', -1785);
  add(2025, 8, 11, 4300, 'Summer Regatta - stalls & raffle', 4328.15);
  add(2025, 8, 13, 4010, 'HMRC Gift Aid repayment', 5917.62);
  add(2025, 8, 18, 4300, 'Summer Regatta - online ticket sales', 2196);
  add(2025, 9, 17, 5200, 'Antifouling & hull paint - Harbour Light II', -1637.92);
  rows.sort((a, b) => a.m - b.m || a.d - b.d || a.code - b.code);
  for (const r of rows) r.name = harbour.accounts[r.code];
  return rows;
})();

// ============================================================================================
// CEDAR VALLEY COMMUNITY HEALTH (US, USD, fiscal year = calendar year)
// ============================================================================================
export const cedar = {};
cedar.months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep'];
cedar.monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'];

// Monthly actuals, Jan-Sep 2025. Each account: [acct, name, type, values[9]]
cedar.actuals = (() => {
  const R = rng(20250131);
  const wob = (base, spread, season = Array(9).fill(1)) => season.map((s) => Math.round(base * s * (1 + (R() * 2 - 1) * spread)));
  const op = {
    revenue: [
      [4010, 'Patient Service Revenue - Medicaid', wob(148500, 0.05, [0.96, 0.94, 1.02, 1.0, 1.03, 0.99, 1.05, 1.01, 1.04])],
      [4020, 'Patient Service Revenue - Medicare', wob(54200, 0.05)],
      [4030, 'Patient Service Revenue - Private Insurance', wob(38700, 0.06)],
      [4040, 'Patient Fees - Sliding Scale', wob(21800, 0.07)],
      [4100, 'Individual Contributions', wob(14200, 0.1, [0.8, 0.7, 0.9, 1.0, 1.1, 1.9, 0.8, 0.7, 1.0])],
      [4200, 'Special Events, net', [0, 0, 0, 0, 47385, 0, 0, 0, 12918]],
      [4900, 'Interest Income', wob(1140, 0.08)],
      [4950, 'Gain on Sale of Equipment', [0, 0, 0, 0, 2350, 0, 0, 0, 0]],
    ],
    expense: [
      [6010, 'Salaries - Clinical', wob(136400, 0.015)],
      [6020, 'Salaries - Administrative', wob(33800, 0.015)],
      [6100, 'Payroll Taxes & Benefits', null], // derived below
      [6200, 'Medical Supplies', wob(11400, 0.12)],
      [6210, 'Pharmaceuticals', wob(17900, 0.1, [1.05, 1.0, 1.02, 0.97, 0.95, 1.0, 1.12, 0.98, 1.03])],
      [6300, 'Rent & Occupancy', [18450, 18450, 18450, 18450, 18450, 18450, 18995, 18995, 18995]],
      [6310, 'Utilities', wob(4120, 0.05, [1.22, 1.18, 1.0, 0.86, 0.9, 1.08, 1.31, 1.27, 1.02])],
      [6400, 'Professional Fees', wob(5200, 0.2, [1, 1, 1, 4.6, 1, 1, 1, 1, 1.4])],
      [6500, 'Insurance', Array(9).fill(3975)],
      [6600, 'IT & Software', wob(9650, 0.04)],
      [6700, 'Travel & Mileage', wob(1830, 0.25)],
      [6800, 'Staff Training', [0, 1860, 4215, 0, 2390, 0, 0, 3175, 1540]],
      [6900, 'Depreciation', Array(9).fill(5412)],
    ],
  };
  const rest = {
    revenue: [
      [4300, 'Federal Grant - HRSA 330', wob(58300, 0.03)],
      [4310, 'State Grant - Behavioral Health', wob(21450, 0.08)],
      [4320, 'Foundation Grants', [40000, 0, 0, 0, 0, 0, 92375, 0, 0]],
    ],
    expense: [
      [7010, 'Community Health Worker Salaries', wob(34100, 0.02)],
      [7020, 'Fringe Benefits', null],
      [7100, 'Outreach Supplies', wob(3240, 0.3)],
      [7200, 'Transportation Vouchers', wob(2460, 0.2)],
      [7300, 'Subawards', [0, 0, 18760, 0, 0, 18760, 0, 0, 19340]],
      [7350, 'Behavioral Health Contract Services', wob(14100, 0.06)],
    ],
  };
  // payroll taxes/benefits and fringe: a rate of salaries, rounded to dollars
  const ptb = op.expense.find((a) => a[0] === 6100);
  ptb[2] = cedar.months.map((_, i) => Math.round((op.expense[0][2][i] + op.expense[1][2][i]) * (0.228 + (i % 3) * 0.0031)));
  const fr = rest.expense.find((a) => a[0] === 7020);
  fr[2] = cedar.months.map((_, i) => Math.round(rest.expense[0][2][i] * 0.241));
  const shape = (sec) => sec.map(([acct, name, v]) => ({ acct, name, v, ytd: sum(v) }));
  const mk = (s) => {
    const revenue = shape(s.revenue), expense = shape(s.expense);
    const totRev = cedar.months.map((_, i) => sum(revenue.map((a) => a.v[i])));
    const totExp = cedar.months.map((_, i) => sum(expense.map((a) => a.v[i])));
    return { revenue, expense, totRev, totExp, net: totRev.map((x, i) => x - totExp[i]) };
  };
  return { op: mk(op), rest: mk(rest) };
})();
cedar.acct = (n) => [...cedar.actuals.op.revenue, ...cedar.actuals.op.expense, ...cedar.actuals.rest.revenue, ...cedar.actuals.rest.expense].find((a) => a.acct === n);

// Budget vs actual (whole organisation, nine months to Sep 30 2025). Annual budget per group.
cedar.bvaGroups = [
  ['rev', 'Patient service revenue', [4010, 4020, 4030, 4040], 3345000],
  ['rev', 'Contributions', [4100], 176000],
  ['rev', 'Special events, net', [4200], 72500],
  ['rev', 'Grants - federal', [4300], 702000],
  ['rev', 'Grants - state', [4310], 264000],
  ['rev', 'Grants - foundation', [4320], 195000],
  ['rev', 'Interest income', [4900], 12600],
  ['rev', 'Gain on sale of equipment (1)', [4950], 0],
  ['exp', 'Salaries & wages', [6010, 6020, 7010], 2472000],
  ['exp', 'Payroll taxes & benefits', [6100, 7020], 561500],
  ['exp', 'Medical supplies & pharmaceuticals', [6200, 6210], 352000],
  ['exp', 'Occupancy', [6300, 6310], 272400],
  ['exp', 'Professional fees & contract services', [6400, 7350], 258000],
  ['exp', 'Insurance', [6500], 48900],
  ['exp', 'IT & software', [6600], 112800],
  ['exp', 'Travel & mileage', [6700], 23400],
  ['exp', 'Staff training', [6800], 24000],
  ['exp', 'Outreach & client assistance', [7100, 7200], 73200],
  ['exp', 'Subawards', [7300], 75000],
  ['exp', 'Depreciation', [6900], 64900],
  ['exp', 'Bad debt expense', [], 9000],
];
cedar.bva = (() => {
  const rows = cedar.bvaGroups.map(([type, name, accts, annual]) => {
    const actual = sum(accts.map((a) => cedar.acct(a).ytd));
    const budget = Math.round((annual * 9) / 12);
    const dvar = actual - budget;
    const pvar = budget === 0 ? null : (dvar / budget) * 100;
    return { type, name, accts, annual, budget, actual, dvar, pvar };
  });
  const tot = (type) => {
    const rs = rows.filter((r) => r.type === type);
    const annual = sum(rs.map((r) => r.annual)), budget = sum(rs.map((r) => r.budget)), actual = sum(rs.map((r) => r.actual));
    return { annual, budget, actual, dvar: actual - budget, pvar: ((actual - budget) / budget) * 100 };
  };
  const rev = tot('rev'), exp = tot('exp');
  const net = { annual: rev.annual - exp.annual, budget: rev.budget - exp.budget, actual: rev.actual - exp.actual };
  net.dvar = net.actual - net.budget;
  net.pvar = (net.dvar / net.budget) * 100;
  return { rows, rev, exp, net, row: (name) => rows.find((r) => r.name.startsWith(name)) };
})();

// Form 990 long table, tax years 2023 and 2024
cedar.f990 = (() => {
  const y = {
    2023: { p1_5: 61, p1_6: 143, p1_3: 11, p8_1e: 912480, p8_1f: 338615, p8_2a: 1648340, p8_2b: 612906, p8_2c: 431220, p8_2d: 238117,
      inv: 9874, other: 41653, ix: { 1: 61200, 5: 286450, 7: 2072318, 8: 61906, 9: 289733, 10: 181047, '11b': 14220, '11c': 26500, '11g': 148962,
        13: 31774, 14: 104860, 16: 259306, 17: 19843, 19: 21418, 22: 63110, 23: 45287, '24a': 128655, '24b': 201940, '24c': 58117, '24e': 12044 },
      colD: 88431, colC: 602118, cash: 1186402, ta: 3412877, tl: 861935, naBoy: 2406431 },
    2024: { p1_5: 64, p1_6: 158, p1_3: 11, p8_1e: 1004712, p8_1f: 356904, p8_2a: 1731455, p8_2b: 638388, p8_2c: 458903, p8_2d: 251640,
      inv: 13206, other: 55017, ix: { 1: 70080, 5: 297910, 7: 2171604, 8: 66214, 9: 311870, 10: 190338, '11b': 9685, '11c': 27800, '11g': 163405,
        13: 34119, 14: 112447, 16: 268152, 17: 22506, 19: 24960, 22: 64944, 23: 47102, '24a': 134228, '24b': 212377, '24c': 66903, '24e': 10398 },
      colD: 94266, colC: 641507, cash: 1342617, ta: 3701244, tl: 935206 },
  };
  for (const [yr, d] of Object.entries(y)) {
    d.p8_1h = d.p8_1e + d.p8_1f;
    d.p8_2g = d.p8_2a + d.p8_2b + d.p8_2c + d.p8_2d;
    d.l8 = d.p8_1h; d.l9 = d.p8_2g; d.l10 = d.inv; d.l11 = d.other;
    d.l12 = d.l8 + d.l9 + d.l10 + d.l11;
    d.colA = sum(Object.values(d.ix));
    d.colB = d.colA - d.colC - d.colD;
    d.l13 = d.ix[1];
    d.l14 = 0;
    d.l15 = d.ix[5] + d.ix[7] + d.ix[8] + d.ix[9] + d.ix[10];
    d.l16a = 0; d.l16b = d.colD;
    d.l18 = d.colA;
    d.l17 = d.l18 - d.l13 - d.l14 - d.l15 - d.l16a;
    d.l19 = d.l12 - d.l18;
    d.l20 = d.ta; d.l21 = d.tl; d.l22 = d.ta - d.tl;
  }
  y[2024].naBoy = y[2023].l22;
  if (y[2023].naBoy + y[2023].l19 !== y[2023].l22) {
    // make beginning-of-year net assets consistent with the year's surplus
    y[2023].naBoy = y[2023].l22 - y[2023].l19;
  }
  if (y[2024].naBoy + y[2024].l19 !== y[2024].l22) {
    // adjust 2024 total liabilities so that net assets move by exactly the surplus
    y[2024].l22 = y[2024].naBoy + y[2024].l19;
    y[2024].tl = y[2024].ta - y[2024].l22; y[2024].l21 = y[2024].tl;
  }
  return y;
})();

cedar.grant = {
  funder: 'Ridgeline Wellness Foundation', no: 'RWF-2025-0147', project: 'Healthy Homes Community Health Worker Initiative',
  award: 184750, start: 'July 1, 2025', end: 'June 30, 2027', indirectCapPct: 12,
  interimDue: 'January 31, 2026', annualDue: 'August 15, 2026', finalDue: 'September 30, 2027',
  payments: [['Upon full execution of this Agreement', 92375], ['Upon approval of the Year 1 Annual Report', 64662], ['Upon approval of the Final Report', 27713]],
  budget: [['Personnel (2.0 FTE Community Health Workers)', 118430], ['Fringe benefits', 27765], ['Program supplies', 9240], ['Local travel', 3560], ['Evaluation', 6000], ['Indirect costs', 19755]],
};
{
  const g = cedar.grant;
  if (sum(g.payments.map((p) => p[1])) !== g.award) throw new Error('cedar payments');
  if (sum(g.budget.map((p) => p[1])) !== g.award) throw new Error('cedar budget');
  g.direct = sum(g.budget.slice(0, 5).map((p) => p[1]));
  g.indirectMax = r2((g.direct * g.indirectCapPct) / 100);
  if (g.budget[5][1] > g.indirectMax) throw new Error('indirect over cap');
}

cedar.receipt = (() => {
  const items = [
    ['SPRING WATER 24PK', 3, 4.99],
    ['FRUIT TRAY LG', 2, 24.99],
    ['GRANOLA BARS 36CT', 2, 11.49],
    ['PAPER PLATES 100CT', 1, 6.79],
    ['NAPKINS 250CT', 1, 3.49],
    ['ICE 20LB', 2, 4.29],
  ];
  const subtotal = r2(sum(items.map(([, q, p]) => q * p)));
  const taxRate = 7.25;
  const tax = r2((subtotal * taxRate) / 100);
  const total = r2(subtotal + tax);
  return { merchant: 'Valley Fresh Market', date: '08/11/2025', time: '09:12 AM', items, subtotal, taxRate, tax, total };
})();

cedar.audit = {
  firm: 'Hollis & Marsh, CPAs', date: 'May 14, 2025', fye: 'December 31, 2024',
  f1Unreconciled: 18462, f1LateMonths: 3, f2Sampled: 40, f2Missing: 7, f2Amount: 3918.55,
};
