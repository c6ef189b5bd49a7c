// Set G: the one data module. Every figure in every document of both organisations, and every case
// with its answer computed from those figures. Asserts that the documents foot and agree with each other.
//
//   ardcullen   Ardcullen Community Care CLG (Ireland, €, calendar year; 2025 actuals, 2026 budget)
//   lanternhill Lantern Hill Animal Shelter (Kansas, US, $, fiscal year September–August;
//               FY2025 audited, FY26 year to date = September 2025 – February 2026)

export const ORGS = {
  ardcullen: { name: 'Ardcullen Community Care CLG', fiscalYearStart: 'January', currency: '€' },
  lanternhill: { name: 'Lantern Hill Animal Shelter', fiscalYearStart: 'September', currency: '$' },
};

// ---------------------------------------------------------------- helpers
function assert(cond, msg) { if (!cond && process.env.SOFT) { console.log("ASSERT " + msg); return; } if (!cond) throw new Error('data.mjs assertion failed: ' + msg); }
export const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => a.reduce((x, y) => x + y, 0);
const sumC = (a) => Math.round(sum(a.map((v) => Math.round(v * 100)))) / 100; // exact cents
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// integers summing exactly to total, in proportion to weights
function splitWhole(total, weights) {
  const s = sum(weights);
  const out = weights.map((w) => Math.round((total * w) / s));
  out[out.length - 1] += total - sum(out);
  return out;
}
// amounts in cents summing exactly to total
function splitCents(total, weights) {
  const c = Math.round(total * 100);
  const s = sum(weights);
  const out = weights.map((w) => Math.round((c * w) / s));
  out[out.length - 1] += c - sum(out);
  return out.map((x) => x / 100);
}
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const uniqueMax = (arr, f, what) => {
  const vals = arr.map(f);
  const m = Math.max(...vals);
  assert(vals.filter((v) => v === m).length === 1, `unique max ${what}`);
  const second = [...vals].sort((a, b) => b - a)[1];
  assert(m - second >= Math.max(0.02 * Math.abs(m), 1), `clear max ${what} (${m} vs ${second})`);
  return arr[vals.indexOf(m)];
};

// ================================================================= ARDCULLEN
const DEPTS = [
  { code: 'DC', no: 1, name: 'Day Centre' },
  { code: 'MW', no: 2, name: 'Meals on Wheels' },
  { code: 'RT', no: 3, name: 'Rural Transport' },
  { code: 'BF', no: 4, name: 'Befriending' },
  { code: 'FR', no: 5, name: 'Fundraising' },
  { code: 'AD', no: 9, name: 'Administration' },
];
// monthly profiles Jan..Dec and month-to-month jitter
const PROFILES = {
  fixed: { w: Array(12).fill(1), j: 0 },
  flat: { w: Array(12).fill(1), j: 0.06 },
  wages: { w: [1, 1, 1, 1, 1, 1, 1.01, 1, 1, 1, 1, 1.04], j: 0.015 },
  heat: { w: [1.62, 1.45, 1.22, 0.9, 0.62, 0.4, 0.34, 0.41, 0.63, 0.95, 1.3, 1.5], j: 0.04 },
  xmas: { w: [0.7, 0.6, 0.85, 0.9, 0.7, 0.6, 0.6, 0.7, 0.8, 0.9, 1.35, 2.4], j: 0.08 },
  events: { w: [0.2, 0.3, 1.1, 0.6, 1.8, 0.9, 0.4, 0.8, 1.7, 0.5, 0.3, 1.3], j: 0.1 },
  meals: { w: [1.1, 1.0, 1.05, 1.0, 0.95, 0.9, 0.88, 0.9, 0.95, 1.0, 1.06, 1.2], j: 0.03 },
  fuel: { w: [1.05, 0.95, 1.0, 1.0, 1.0, 0.95, 0.9, 0.92, 1.02, 1.05, 1.06, 1.1], j: 0.09 },
  lumpy: { w: Array(12).fill(1), j: 0.55 },
  audit: { w: [1.5, 2.2, 1.8, 0.6, 0.5, 0.4, 0.3, 0.3, 0.4, 0.5, 0.5, 3.0], j: 0.1 },
  dcfees: { w: [1.05, 1.0, 1.05, 1.0, 1.0, 0.95, 0.75, 0.7, 1.0, 1.05, 1.1, 1.05], j: 0.04 },
};
// [code, name, income?, profile, { dept: annual 2025 actual (whole €) }]
const PRSI_RATE = 0.1115;
const wages25 = { DC: 128400, MW: 46250, RT: 61900, BF: 31600, AD: 44300, FR: 6800 };
const prsi = (w) => Object.fromEntries(Object.entries(w).map(([d, v]) => [d, Math.round(v * PRSI_RATE)]));
const AC_ACCOUNTS = [
  [4000, 'HSE Section 39 Grant', true, 'fixed', { DC: 158000, MW: 66000, BF: 26000 }],
  [4010, 'Pobal CSP Grant', true, 'fixed', { DC: 57099, RT: 38066 }],
  [4020, 'NTA Local Link Contract', true, 'fixed', { RT: 71400 }],
  [4030, 'Other Grants - Restricted', true, 'lumpy', { BF: 8000 }],
  [4100, 'Meal Charges', true, 'meals', { MW: 46773 }],
  [4110, 'Day Centre Fees', true, 'dcfees', { DC: 18240 }],
  [4120, 'Transport Fares', true, 'flat', { RT: 9862 }],
  [4200, 'Donations', true, 'xmas', { FR: 38415 }],
  [4210, 'Fundraising Events', true, 'events', { FR: 21606 }],
  [4900, 'Bank Interest', true, 'flat', { AD: 412 }],
  [5000, 'Food & Provisions', false, 'meals', { DC: 21480, MW: 38905 }],
  [5010, 'Meal Containers & Packaging', false, 'lumpy', { MW: 6214 }],
  [7000, 'Gross Wages', false, 'wages', wages25],
  [7006, "Employer's PRSI", false, 'wages', prsi(wages25)],
  [7010, 'Staff Training', false, 'lumpy', { DC: 2860, BF: 1140, AD: 980 }],
  [7100, 'Rent', false, 'fixed', { DC: 18000, AD: 6000 }],
  [7200, 'Light & Heat', false, 'heat', { DC: 9734, AD: 2180 }],
  [7300, 'Vehicle Fuel', false, 'fuel', { RT: 24618, MW: 7346 }],
  [7310, 'Vehicle Repairs & Maintenance', false, 'lumpy', { RT: 8921, MW: 2305 }],
  [7320, 'Motor Insurance', false, 'fixed', { RT: 6480, MW: 2160 }],
  [7400, 'Volunteer Expenses', false, 'flat', { BF: 3412, MW: 1870 }],
  [7500, 'Insurance - Public & Employer Liability', false, 'fixed', { AD: 4250 }],
  [7600, 'Audit & Accountancy', false, 'audit', { AD: 7380 }],
  [7700, 'Telephone, IT & Broadband', false, 'flat', { AD: 5126, BF: 1318 }],
  [7800, 'Fundraising Costs', false, 'events', { FR: 4977 }],
  [7900, 'Sundry Expenses', false, 'lumpy', { AD: 1245, DC: 640 }],
  [8000, 'Depreciation', false, 'fixed', { RT: 22500, DC: 3100, AD: 1600 }],
];
// 2025 budget (org-wide, annual) used by the management accounts
const AC_BUDGET25 = {
  4000: 250000, 4010: 95165, 4020: 72000, 4030: 10000, 4100: 49500, 4110: 17000, 4120: 11000, 4200: 35000, 4210: 25000, 4900: 150,
  5000: 57000, 5010: 6000, 7000: 322000, 7006: 35900, 7010: 6000, 7100: 24000, 7200: 10500, 7300: 28000, 7310: 7000, 7320: 8400,
  7400: 6000, 7500: 4100, 7600: 7000, 7700: 6800, 7800: 5500, 7900: 2400, 8000: 27200,
};
// management-accounts sections
const AC_SECTIONS = [
  { title: 'INCOME', income: true, groups: [
    { name: 'Grants and contracts', codes: [4000, 4010, 4020, 4030] },
    { name: 'Charges and fees', codes: [4100, 4110, 4120] },
    { name: 'Fundraising', codes: [4200, 4210] },
    { name: 'Other', codes: [4900] },
  ] },
  { title: 'EXPENDITURE', income: false, groups: [
    { name: 'Direct programme costs', codes: [5000, 5010] },
    { name: 'Staff costs', codes: [7000, 7006, 7010] },
    { name: 'Premises', codes: [7100, 7200] },
    { name: 'Transport', codes: [7300, 7310, 7320] },
    { name: 'Overheads', codes: [7400, 7500, 7600, 7700, 7800, 7900] },
    { name: 'Depreciation', codes: [8000] },
  ] },
];

const R = rng(20250101);
const acc = {};
const sage = []; // rows of the Sage nominal activity export: {period, code, name, dept, amount, income}
for (const [code, name, income, prof, byDept] of AC_ACCOUNTS) {
  const P = PROFILES[prof];
  const a = { code, name, income, prof, byDept, months: Array(12).fill(0), q: [0, 0, 0, 0], annual: 0, dept: {} };
  for (const [d, annual] of Object.entries(byDept)) {
    const w = P.w.map((x) => x * (1 + (R() - 0.5) * 2 * P.j));
    const qw = [0, 1, 2, 3].map((q) => sum(w.slice(q * 3, q * 3 + 3)));
    const qs = prof === 'fixed' ? splitWhole(annual, [1, 1, 1, 1]) : splitWhole(annual, qw);
    const ms = [];
    for (let q = 0; q < 4; q++) ms.push(...(prof === 'fixed' ? splitCents(qs[q], [1, 1, 1]) : splitCents(qs[q], w.slice(q * 3, q * 3 + 3))));
    a.dept[d] = { annual, q: qs, months: ms };
    ms.forEach((m, i) => { a.months[i] = r2(a.months[i] + m); });
    qs.forEach((v, i) => { a.q[i] += v; });
    a.annual += annual;
    assert(sumC(ms) === annual, `months foot ${code} ${d}`);
  }
  a.budget = AC_BUDGET25[code];
  const qshare = [0, 1, 2, 3].map((q) => sum(P.w.slice(q * 3, q * 3 + 3)) / sum(P.w));
  a.budgetQ4 = Math.round(a.budget * qshare[3]);
  // variance favourable/(adverse)
  a.varQ4 = income ? a.q[3] - a.budgetQ4 : a.budgetQ4 - a.q[3];
  a.varYear = income ? a.annual - a.budget : a.budget - a.annual;
  acc[code] = a;
}
for (let p = 1; p <= 12; p++) {
  for (const [code, , income] of AC_ACCOUNTS) {
    for (const d of DEPTS) {
      const x = acc[code].dept[d.code];
      if (!x) continue;
      sage.push({ period: p, code, name: acc[code].name, dept: d.no, deptName: d.name, amount: x.months[p - 1], income });
    }
  }
}
const codes = AC_ACCOUNTS.map((a) => a[0]);
const incCodes = codes.filter((c) => acc[c].income), expCodes = codes.filter((c) => !acc[c].income);
const totIncome25 = sum(incCodes.map((c) => acc[c].annual));
const totExp25 = sum(expCodes.map((c) => acc[c].annual));
const deptExp = (d) => sum(expCodes.map((c) => acc[c].dept[d]?.annual ?? 0));
const deptInc = (d) => sum(incCodes.map((c) => acc[c].dept[d]?.annual ?? 0));
const groupTot = (g, f) => sum(g.codes.map((c) => f(acc[c])));

// ---- financial statements 2025 (whole €)
const supportPct = { DC: 40, MW: 25, RT: 25, BF: 10 };
const supportTotal = deptExp('AD');
const support = {};
{
  const ks = Object.keys(supportPct);
  let done = 0;
  ks.forEach((k, i) => { support[k] = i < ks.length - 1 ? Math.round((supportTotal * supportPct[k]) / 100) : supportTotal - done; done += support[k]; });
}
const activities = ['DC', 'MW', 'RT', 'BF'];
const direct = Object.fromEntries(activities.map((d) => [d, deptExp(d)]));
const actExp = Object.fromEntries(activities.map((d) => [d, direct[d] + support[d]]));
// restricted funds
const RFUNDS = [
  { name: 'HSE Section 39 - Day Centre, Meals on Wheels, Befriending', short: 'HSE Section 39', label: 'HSE Section 39 (older persons services)', open: 0, income: 250000, exp: { DC: 158000, MW: 66000, BF: 26000 } },
  { name: 'Pobal Community Services Programme', short: 'Pobal CSP', label: 'Pobal CSP (wage contribution)', open: 0, income: 95165, exp: { DC: 57099, RT: 38066 } },
  { name: 'Dormant Accounts Fund - wheelchair-accessible minibus', short: 'Dormant Accounts minibus', label: 'Dormant Accounts Fund (minibus)', open: 54000, income: 0, exp: { RT: 13500 } },
  { name: 'Community Foundation for Ireland - befriending phone service', short: 'CFI befriending', label: 'Community Foundation for Ireland (befriending)', open: 3200, income: 8000, exp: { BF: 9450 } },
];
for (const f of RFUNDS) { f.expTotal = sum(Object.values(f.exp)); f.close = f.open + f.income - f.expTotal; }
const rIncAct = { DC: 158000 + 57099, MW: 66000, RT: 38066, BF: 26000 + 8000 };
const rExpAct = Object.fromEntries(activities.map((d) => [d, sum(RFUNDS.map((f) => f.exp[d] || 0))]));
const incAct = { DC: deptInc('DC'), MW: deptInc('MW'), RT: deptInc('RT'), BF: deptInc('BF') };
const SOFA = {
  income: [
    { label: 'Donations and legacies', u: acc[4200].annual, r: 0, py: 35180 },
    { label: 'Charitable activities', head: true },
    ...activities.map((d) => ({ label: DEPTS.find((x) => x.code === d).name, act: d, indent: 1, u: incAct[d] - rIncAct[d], r: rIncAct[d], py: { DC: 224310, MW: 108950, RT: 112640, BF: 31500 }[d] })),
    { label: 'Other trading activities', u: acc[4210].annual, r: 0, py: 23940 },
    { label: 'Investments', u: acc[4900].annual, r: 0, py: 96 },
  ],
  exp: [
    { label: 'Raising funds', u: deptExp('FR'), r: 0, py: 20870 },
    { label: 'Charitable activities', head: true },
    ...activities.map((d) => ({ label: DEPTS.find((x) => x.code === d).name, act: d, indent: 1, u: actExp[d] - rExpAct[d], r: rExpAct[d], py: { DC: 241420, MW: 130115, RT: 131380, BF: 46250 }[d] })),
  ],
};
const lines = (a) => a.filter((x) => !x.head);
const sofaTot = (a, k) => sum(lines(a).map((x) => x[k]));
const S = {
  incU: sofaTot(SOFA.income, 'u'), incR: sofaTot(SOFA.income, 'r'), incPY: sofaTot(SOFA.income, 'py'),
  expU: sofaTot(SOFA.exp, 'u'), expR: sofaTot(SOFA.exp, 'r'), expPY: sofaTot(SOFA.exp, 'py'),
};
S.inc = S.incU + S.incR; S.exp = S.expU + S.expR;
assert(S.inc === totIncome25, 'SOFA income = management accounts income');
assert(S.exp === totExp25, 'SOFA expenditure = management accounts expenditure');
assert(S.incR === sum(RFUNDS.map((f) => f.income)), 'restricted income = note');
assert(S.expR === sum(RFUNDS.map((f) => f.expTotal)), 'restricted expenditure = note');
for (const x of [...lines(SOFA.income), ...lines(SOFA.exp)]) assert(x.u >= 0 && x.r >= 0, 'non-negative SOFA cells ' + x.label);
const fundsBF25 = { r: sum(RFUNDS.map((f) => f.open)), total: 225600 };
fundsBF25.u = fundsBF25.total - fundsBF25.r;
const fundsCF25 = { r: sum(RFUNDS.map((f) => f.close)), u: fundsBF25.u + S.incU - S.expU };
fundsCF25.total = fundsCF25.r + fundsCF25.u;
assert(fundsCF25.r === fundsBF25.r + S.incR - S.expR, 'restricted roll-forward');
const netPY = S.incPY - S.expPY;
const fundsBF24 = fundsBF25.total - netPY;
const designated = { 2025: 25000, 2024: 15000 };
// balance sheet
const BS = {
  2024: { tangible: 118300, debtors: 14920, cash: 142655, creditors: 50275 },
  2025: { debtors: 19480, creditors: 47130 },
};
BS[2025].tangible = 118300 + 6400 - acc[8000].annual;
BS[2025].cash = fundsCF25.total - BS[2025].tangible - BS[2025].debtors + BS[2025].creditors;
for (const y of [2024, 2025]) {
  const b = BS[y];
  b.current = b.debtors + b.cash; b.netCurrent = b.current - b.creditors; b.net = b.tangible + b.netCurrent;
}
assert(BS[2024].net === fundsBF25.total, 'balance sheet 2024 = funds');
assert(BS[2025].net === fundsCF25.total, 'balance sheet 2025 = funds');
BS[2025].funds = { r: fundsCF25.r, designated: designated[2025], general: fundsCF25.u - designated[2025] };
BS[2024].funds = { r: fundsBF25.r, designated: designated[2024], general: fundsBF25.u - designated[2024] };
const ACTIVITY25 = { meals: 10394, attendances: 1824, journeys: 6410, befriendingClients: 58, employees: 17, volunteers: 64 };
assert(r2(ACTIVITY25.meals * 4.5) === acc[4100].annual, 'meal charges = meals × €4.50');
assert(r2(ACTIVITY25.attendances * 10) === acc[4110].annual, 'day centre fees = attendances × €10');

// ---- Budget 2026 by department (whole €), quarterly
const B26_ANNUAL = {
  4000: { DC: 165900, MW: 69300, BF: 27300 },
  4010: { DC: 58812, RT: 39208 },
  4020: { RT: 73500 },
  4030: { BF: 10000 },
  4100: { MW: 55000 },
  4110: { DC: 19200 },
  4120: { RT: 10200 },
  4200: { FR: 40000 },
  4210: { FR: 24000 },
  4900: { AD: 400 },
  5000: { DC: 22800, MW: 41200 },
  5010: { MW: 6500 },
  7000: Object.fromEntries(Object.entries(wages25).map(([d, v]) => [d, Math.round((v * 1.045) / 100) * 100])),
  7010: { DC: 3000, BF: 1200, AD: 1000 },
  7100: { DC: 18600, AD: 6200 },
  7200: { DC: 10200, AD: 2300 },
  7300: { RT: 25400, MW: 7600 },
  7310: { RT: 10000, MW: 2500 },
  7320: { RT: 6800, MW: 2300 },
  7400: { BF: 3600, MW: 1900 },
  7500: { AD: 4400 },
  7600: { AD: 7600 },
  7700: { AD: 5300, BF: 1400 },
  7800: { FR: 5200 },
  7900: { AD: 1300, DC: 700 },
  8000: { RT: 22500, DC: 3100, AD: 1600 },
};
B26_ANNUAL[7006] = Object.fromEntries(Object.entries(B26_ANNUAL[7000]).map(([d, v]) => [d, Math.round(v * PRSI_RATE)]));
const B26_SHEETS = [
  { sheet: 'Day Centre', depts: ['DC'] },
  { sheet: 'Meals on Wheels', depts: ['MW'] },
  { sheet: 'Rural Transport', depts: ['RT'] },
  { sheet: 'Befriending', depts: ['BF'] },
  { sheet: 'Central', depts: ['FR', 'AD'], title: 'Central costs (administration and fundraising)' },
];
const b26 = {}; // b26[code][dept] = {q:[..], annual}
for (const [code, , , prof] of AC_ACCOUNTS) {
  const P = PROFILES[prof];
  const qshare = [0, 1, 2, 3].map((q) => sum(P.w.slice(q * 3, q * 3 + 3)));
  b26[code] = {};
  for (const [d, annual] of Object.entries(B26_ANNUAL[code] || {})) b26[code][d] = { annual, q: splitWhole(annual, prof === 'fixed' || prof === 'lumpy' ? [1, 1, 1, 1] : qshare) };
}
const b26Sheet = B26_SHEETS.map((s) => {
  const rows = codes.filter((c) => s.depts.some((d) => b26[c][d])).map((c) => {
    const parts = s.depts.filter((d) => b26[c][d]).map((d) => ({ d, ...b26[c][d] }));
    return { code: c, name: acc[c].name, income: acc[c].income, dept: s.depts.length > 1 ? parts.map((p) => p.d) : null, parts,
      q: [0, 1, 2, 3].map((i) => sum(parts.map((p) => p.q[i]))), annual: sum(parts.map((p) => p.annual)),
      actual25: sum(s.depts.map((d) => acc[c].dept[d]?.annual ?? 0)) };
  });
  // central sheet: one row per account and department (fundraising and admin both have wages, PRSI)
  let outRows = rows;
  if (s.depts.length > 1) {
    outRows = [];
    for (const d of s.depts) for (const c of codes) if (b26[c][d]) outRows.push({ code: c, name: acc[c].name, income: acc[c].income, dept: d, q: b26[c][d].q, annual: b26[c][d].annual, actual25: acc[c].dept[d]?.annual ?? 0 });
  }
  const inc = outRows.filter((r) => r.income), exp = outRows.filter((r) => !r.income);
  const T = (rs, k) => (k === 'q' ? [0, 1, 2, 3].map((i) => sum(rs.map((r) => r.q[i]))) : sum(rs.map((r) => r[k])));
  return { ...s, rows: outRows, incQ: T(inc, 'q'), inc: T(inc, 'annual'), inc25: T(inc, 'actual25'), expQ: T(exp, 'q'), exp: T(exp, 'annual'), exp25: T(exp, 'actual25') };
});
for (const s of b26Sheet) { s.net = s.inc - s.exp; s.net25 = s.inc25 - s.exp25; s.netQ = s.incQ.map((v, i) => v - s.expQ[i]); }
const b26Tot = { inc: sum(b26Sheet.map((s) => s.inc)), exp: sum(b26Sheet.map((s) => s.exp)) };
b26Tot.net = b26Tot.inc - b26Tot.exp;
assert(sum(b26Sheet.map((s) => s.inc25)) === totIncome25 && sum(b26Sheet.map((s) => s.exp25)) === totExp25, 'budget sheets 2025 actual = 2025 totals');
const hse26 = { DC: B26_ANNUAL[4000].DC, MW: B26_ANNUAL[4000].MW, BF: B26_ANNUAL[4000].BF };
const hse25 = { DC: acc[4000].dept.DC.annual, MW: acc[4000].dept.MW.annual, BF: acc[4000].dept.BF.annual };
const HSE = {
  total26: sum(Object.values(hse26)), total25: sum(Object.values(hse25)),
  onceOff: 6000, monthly: sum(Object.values(hse26)) / 12, adminCapPct: 8, meals26: 11000, mealCharge26: 5,
};
HSE.adminCap = (HSE.total26 * HSE.adminCapPct) / 100;
assert(Number.isInteger(HSE.monthly) && HSE.total26 === Math.round(HSE.total25 * 1.05), 'HSE 2026 = 2025 + 5%, whole monthly instalments');
assert(HSE.meals26 * HSE.mealCharge26 === B26_ANNUAL[4100].MW, 'budgeted meal charges = target meals × charge');

// ---- Murphy's Garage invoice (photo)
const GARAGE = {
  no: 'MG-24817', date: '14/11/2025', due: '14/12/2025', reg: '191-OY-2276', vehicle: 'Ford Transit 17-seat minibus',
  parts: [['Brake pads front (set)', 1, 148.6], ['Brake discs front (pair)', 1, 212.4], ['Oil filter', 1, 18.9], ['Engine oil 5W-30 (litres)', 10, 9.65]],
  labourHours: 3.5, labourRate: 68, vatParts: 23, vatLabour: 13.5,
};
GARAGE.partsLines = GARAGE.parts.map(([d, q, u]) => ({ d, q, u, net: r2(q * u) }));
GARAGE.partsNet = sumC(GARAGE.partsLines.map((l) => l.net));
GARAGE.labourNet = r2(GARAGE.labourHours * GARAGE.labourRate);
GARAGE.vatP = r2((GARAGE.partsNet * GARAGE.vatParts) / 100);
GARAGE.vatL = r2((GARAGE.labourNet * GARAGE.vatLabour) / 100);
GARAGE.net = r2(GARAGE.partsNet + GARAGE.labourNet);
GARAGE.vat = r2(GARAGE.vatP + GARAGE.vatL);
GARAGE.total = r2(GARAGE.net + GARAGE.vat);
assert(GARAGE.total === 856.1 && GARAGE.vat === 141.7, 'garage invoice arithmetic');

export const AC = {
  DEPTS, acc, codes, incCodes, expCodes, sage, SECTIONS: AC_SECTIONS, totIncome25, totExp25,
  SOFA, S, RFUNDS, support, supportPct, supportTotal, direct, actExp, fundsBF25, fundsCF25, fundsBF24, netPY, BS, designated,
  ACTIVITY25, b26, b26Sheet, b26Tot, B26_ANNUAL, hse26, hse25, HSE, GARAGE,
  q4Budget: (c) => acc[c].budgetQ4,
  groupTot,
  files: {
    budget: 'ardcullen/Budget 2026 by Programme (approved Dec 2025).xlsx',
    mgmt: 'ardcullen/Management Accounts Q4 2025.xlsx',
    sage: 'ardcullen/Sage 50 Nominal Activity by Department Jan-Dec 2025.csv',
    fs: 'ardcullen/Ardcullen Community Care CLG - Financial Statements 31 December 2025.pdf',
    hse: 'ardcullen/HSE Service Arrangement 2026 - Schedule 2 Funding.docx',
    garage: "ardcullen/Murphy's Garage invoice MG-24817.jpg",
  },
};

// ================================================================= LANTERN HILL
// ---- FY2025 audited statements (year ended August 31, 2025), whole dollars
const FUNC_COLS = ['Shelter & Animal Care', 'Adoption Services', 'Spay/Neuter Clinic', 'Humane Education', 'Management & General', 'Fundraising'];
const FUNC_ROWS = [
  ['Salaries and wages', [318400, 96250, 164800, 28300, 92600, 48900]],
  ['Payroll taxes and benefits', [62180, 18790, 32150, 5520, 18070, 9540]],
  ['Veterinary supplies and medicine', [48620, 6140, 71385, 0, 0, 0]],
  ['Contract veterinary services', [22400, 0, 38750, 0, 0, 0]],
  ['Animal food', [41260, 3180, 0, 0, 0, 0]],
  ['Cleaning and kennel supplies', [18945, 2310, 4860, 0, 0, 0]],
  ['Utilities', [27840, 5160, 9420, 1180, 4070, 1130]],
  ['Repairs and maintenance', [14315, 2260, 3940, 0, 1880, 0]],
  ['Insurance', [9600, 2400, 7200, 800, 4000, 800]],
  ['Professional fees', [0, 0, 0, 0, 24750, 3600]],
  ['Marketing and printing', [0, 7840, 0, 2460, 1150, 14380]],
  ['Technology and software', [2860, 3420, 2210, 540, 6980, 4190]],
  ['Vehicle expense', [6730, 1940, 2110, 1260, 0, 0]],
  ['Bank and credit card fees', [0, 2115, 3860, 0, 1240, 3175]],
  ['Depreciation', [31400, 4800, 12600, 700, 2100, 900]],
  ['Other', [3120, 1090, 1640, 380, 2960, 1410]],
];
const funcColTot = FUNC_COLS.map((_, i) => sum(FUNC_ROWS.map((r) => r[1][i])));
const funcRowTot = FUNC_ROWS.map((r) => sum(r[1]));
const programTot = sum(funcColTot.slice(0, 4));
const expFY25 = sum(funcColTot);
const SOA = {
  rev: [
    { label: 'Contributions', wo: 712450, w: 215000 },
    { label: 'Grants', wo: 42500, w: 60000 },
    { label: 'Special events revenue', wo: 96340, w: 0 },
    { label: 'Less direct costs of special events', wo: -21880, w: 0, indent: 1 },
    { label: 'Program service revenue', head: true },
    { label: 'Adoption fees', wo: 143275, w: 0, indent: 1 },
    { label: 'Spay/neuter clinic fees', wo: 228960, w: 0, indent: 1 },
    { label: 'Humane education fees', wo: 6420, w: 0, indent: 1 },
    { label: 'In-kind contributions', wo: 38700, w: 0 },
    { label: 'Investment return, net', wo: 9812, w: 14650 },
    { label: 'Net assets released from restrictions', wo: 171300, w: -171300 },
  ],
};
const soaL = SOA.rev.filter((x) => !x.head);
SOA.revWO = sum(soaL.map((x) => x.wo)); SOA.revW = sum(soaL.map((x) => x.w)); SOA.rev_ = SOA.revWO + SOA.revW;
SOA.expWO = expFY25;
SOA.chgWO = SOA.revWO - SOA.expWO; SOA.chgW = SOA.revW; SOA.chg = SOA.chgWO + SOA.chgW;
const NA24 = { wo: 1905240, w: 842600 };
const NA25 = { wo: NA24.wo + SOA.chgWO, w: NA24.w + SOA.chgW };
NA24.total = NA24.wo + NA24.w; NA25.total = NA25.wo + NA25.w;
const WITH_NOTE = [
  ['Subject to expenditure for specified purpose:', null, null, true],
  ['Cat adoption wing capital campaign', 512400, 398000],
  ['Spay/neuter clinic (State Animal Welfare Fund)', 18500, 34600],
  ['Subject to the passage of time:', null, null, true],
  ['Pledges receivable for future operating years', 61400, 44000],
  ['Endowment held in perpetuity:', null, null, true],
  ['General endowment fund', 368650, 366000],
];
assert(sum(WITH_NOTE.filter((r) => !r[3]).map((r) => r[1])) === NA25.w, 'note 7 2025 = SFP');
assert(sum(WITH_NOTE.filter((r) => !r[3]).map((r) => r[2])) === NA24.w, 'note 7 2024 = SFP');
const PPE = [['Land', 120000, 120000], ['Buildings and improvements', 1486400, 1462900], ['Kennels and clinic equipment', 214750, 198300], ['Vehicles', 96200, 71400]];
const ppeCost = { 2025: sum(PPE.map((r) => r[1])), 2024: sum(PPE.map((r) => r[2])) };
const accDep = { 2024: 512600 };
const depFY25 = funcRowTot[FUNC_ROWS.findIndex((r) => r[0] === 'Depreciation')];
accDep[2025] = accDep[2024] + depFY25;
const ppeNet = { 2025: ppeCost[2025] - accDep[2025], 2024: ppeCost[2024] - accDep[2024] };
const SFP = {
  2025: { investments: 742380, pledges: 318600, ar: 12870, prepaid: 24115, ppe: ppeNet[2025], ap: 58940, deferred: 12500, note: 25000 },
  2024: { investments: 701220, pledges: 262400, ar: 10455, prepaid: 21890, ppe: ppeNet[2024], ap: 54310, deferred: 9800, note: 37500 },
};
const reserve = { 2025: 250000, 2024: 200000 };
for (const [y, na] of [[2025, NA25], [2024, NA24]]) {
  const b = SFP[y];
  b.liab = b.ap + b.deferred + b.note;
  b.cash = na.total + b.liab - b.investments - b.pledges - b.ar - b.prepaid - b.ppe;
  b.assets = b.cash + b.investments + b.pledges + b.ar + b.prepaid + b.ppe;
  b.woDesignated = reserve[y]; b.woUndesignated = na.wo - reserve[y]; b.wo = na.wo; b.w = na.w; b.na = na.total;
  assert(b.cash > 0 && b.assets === b.liab + b.na, 'SFP foots ' + y);
}
const AUDIT = { firm: 'Delacroix Sutter & Pham, CPAs, LLP', city: 'Topeka, Kansas', date: [2025, 12, 9] };

// ---- FY26 operating budget vs actual (September 2025 – February 2026), Aplos transactions Jan–Feb 2026
const FY26M = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const LH_ACCOUNTS = [
  // [acct, category, name, income, annual budget, monthly budget override]
  [4010, 'Revenue', 'Individual contributions', true, 720000, [40000, 45000, 65000, 150000, 40000, 40000, 45000, 55000, 60000, 55000, 55000, 70000]],
  [4020, 'Revenue', 'Foundation & corporate grants', true, 132000, [0, 45000, 0, 15000, 12000, 0, 0, 30000, 0, 15000, 0, 15000]],
  [4100, 'Revenue', 'Adoption fees', true, 156000],
  [4110, 'Revenue', 'Spay/neuter clinic fees', true, 252000],
  [4120, 'Revenue', 'Humane education fees', true, 7200],
  [4300, 'Revenue', 'Special events', true, 96000, [0, 80000, 0, 0, 0, 0, 0, 16000, 0, 0, 0, 0]],
  [4900, 'Revenue', 'Other', true, 6000],
  [5000, 'Personnel', 'Salaries & wages', false, 780000],
  [5010, 'Personnel', 'Payroll taxes', false, 62400],
  [5020, 'Personnel', 'Employee benefits', false, 96000],
  [5100, 'Animal Care', 'Veterinary supplies & medicine', false, 132000],
  [5110, 'Animal Care', 'Contract veterinary services', false, 66000],
  [5120, 'Animal Care', 'Animal food', false, 18000],
  [5130, 'Animal Care', 'Cleaning & kennel supplies', false, 27600],
  [5190, 'Animal Care', 'Other', false, 6000],
  [5210, 'Facilities', 'Utilities', false, 48000],
  [5220, 'Facilities', 'Repairs & maintenance', false, 24000],
  [5230, 'Facilities', 'Insurance', false, 25200],
  [5300, 'Administration', 'Professional fees', false, 30000],
  [5310, 'Administration', 'Marketing & printing', false, 26400],
  [5320, 'Administration', 'Technology & software', false, 19200],
  [5330, 'Administration', 'Bank & card fees', false, 10800],
  [5390, 'Administration', 'Other', false, 7200],
];
// Sep–Dec actuals (cents) as factors of the monthly budget; Jan–Feb come from the transactions below
const RL = rng(20260228);
const lh = {};
const factorSepDec = {
  4010: [0.93, 1.08, 1.12, 1.06], 4020: null, 4300: null, 4100: [1.08, 0.97, 1.12, 1.21], 4110: [1.04, 1.09, 0.96, 0.88],
  5100: [1.12, 1.18, 1.07, 1.15], 5110: [1.22, 1.15, 1.18, 1.27], 5210: [0.78, 0.86, 1.1, 1.31], 5000: [0.985, 0.99, 0.995, 1.03],
};
for (const [code, cat, name, income, annual, mb] of LH_ACCOUNTS) {
  const budgetM = mb || Array(12).fill(annual / 12);
  assert(sum(budgetM) === annual && budgetM.every((v) => Number.isInteger(v)), 'LH budget months ' + code);
  const a = { code, cat, name, income, annual, budgetM, actualM: Array(6).fill(0) };
  for (let m = 0; m < 4; m++) {
    let v;
    if (code === 4020) v = [0, 45000, 2500, 15000][m];
    else if (code === 4300) v = [0, 86410, 0, 0][m];
    else if (code === 5230) v = 2100;
    else {
      const f = factorSepDec[code] ? factorSepDec[code][m] : 0.9 + RL() * 0.2;
      v = r2(budgetM[m] * f + (RL() - 0.5) * 40);
    }
    a.actualM[m] = v;
  }
  lh[code] = a;
}
// ---- Aplos transactions January–February 2026
// Each: [date 'MM/DD/YYYY', type, contact, fund, acct, tag, memo, amount (positive; sign set by account)]
const TX = [];
const tx = (date, type, contact, fund, acct, tag, memo, amount) => TX.push({ date, type, contact, fund, acct, tag, memo, amount: r2(amount) });
const GEN = 'General Operating', CLIN = 'Clinic Fund (restricted)', CAP = 'Capital Campaign';
// revenue
{
  const online = { 1: [3120.55, 2875.4, 4410.15, 3380.9], 2: [2940.3, 3555.75, 4870.2, 2612.85] };
  for (const m of [1, 2]) {
    online[m].forEach((v, i) => tx(`0${m}/${String(7 * i + 5).padStart(2, '0')}/2026`, 'Deposit', 'Givebutter payout', GEN, 4010, 'Fundraising', 'Online donations', v));
  }
  tx('01/09/2026', 'Deposit', 'Mail & walk-in donations', GEN, 4010, 'Fundraising', 'Check and cash gifts - batch 1', 6240);
  tx('01/23/2026', 'Deposit', 'Mail & walk-in donations', GEN, 4010, 'Fundraising', 'Check and cash gifts - batch 2', 4185.5);
  tx('01/30/2026', 'Deposit', 'Harvey & Lucille Brandvold', GEN, 4010, 'Fundraising', 'Year-end gift (late)', 12500);
  tx('02/18/2026', 'Deposit', 'Cottonwood Bend Rotary Club', GEN, 4010, 'Fundraising', 'Rotary community grant', 8000);
  tx('02/26/2026', 'Deposit', 'Estate of Norma Pruitt', GEN, 4010, 'Fundraising', 'Unrestricted bequest', 10000);
  tx('02/13/2026', 'Deposit', 'Mail & walk-in donations', GEN, 4010, 'Fundraising', 'Check and cash gifts - batch 3', 5390.25);
  tx('02/27/2026', 'Deposit', 'Mail & walk-in donations', GEN, 4010, 'Fundraising', 'Check and cash gifts - batch 4', 3876);
  tx('01/16/2026', 'Deposit', 'Prairie Lakes Community Foundation', GEN, 4020, 'Shelter', 'Winter operating grant', 12000);
  const adopt = { 1: [['01/05', 2840], ['01/12', 3315], ['01/20', 2960], ['01/26', 3605]], 2: [['02/02', 2790], ['02/09', 3150], ['02/16', 4225], ['02/23', 3880]] };
  for (const m of [1, 2]) adopt[m].forEach(([d, v]) => tx(`${d}/2026`, 'Deposit', 'Shelterluv payout', GEN, 4100, 'Adoptions', `Adoption fees week ending ${d}`, v));
  tx('01/30/2026', 'Deposit', 'Shelterluv payout', GEN, 4100, 'Adoptions', 'Adoption fees week ending 01/30', 970);
  const clinic = { 1: [['01/06', 4420], ['01/13', 4985], ['01/21', 5160], ['01/28', 4730]], 2: [['02/03', 5310], ['02/10', 4875], ['02/17', 5640], ['02/24', 5095]] };
  for (const m of [1, 2]) clinic[m].forEach(([d, v]) => tx(`${d}/2026`, 'Deposit', 'Clinic POS - Square', CLIN, 4110, 'Clinic', `Clinic fees week of ${d}`, v));
  tx('01/22/2026', 'Deposit', 'Cottonwood Bend USD 318', GEN, 4120, 'Education', 'Kindness Club classroom visits', 450);
  tx('02/19/2026', 'Deposit', 'Scout Troop 112', GEN, 4120, 'Education', 'Pet care badge workshop', 275);
  tx('01/27/2026', 'Deposit', 'Kansas Recycling Cooperative', GEN, 4900, 'Admin', 'Aluminum can recycling rebate', 186.4);
  tx('02/20/2026', 'Deposit', 'Lantern Hill gift shop', GEN, 4900, 'Admin', 'Merchandise sales', 412.75);
  // capital campaign gifts (not in the operating budget)
  tx('01/14/2026', 'Deposit', 'Elmira Haskett Trust', CAP, 4400, 'Capital', 'Pledge payment 2 of 4 - cat adoption wing', 25000);
  tx('02/06/2026', 'Deposit', 'Benchmark Grain Co.', CAP, 4400, 'Capital', 'Pledge payment - cat adoption wing', 10000);
  tx('02/25/2026', 'Deposit', 'Various donors', CAP, 4400, 'Capital', 'Cat wing brick campaign', 3650);
}
// expenses
{
  for (const m of [1, 2]) {
    const mm = `0${m}`;
    const pay = m === 1 ? [[15, 32418.6], [30, 32975.15]] : [[13, 32610.4], [27, 33104.9]];
    pay.forEach(([d, v]) => tx(`${mm}/${d}/2026`, 'Journal Entry', 'Gusto Payroll', GEN, 5000, 'Shelter', `Payroll period ending ${mm}/${d}`, v));
    pay.forEach(([d, v]) => tx(`${mm}/${d}/2026`, 'Journal Entry', 'Gusto Payroll', GEN, 5010, 'Shelter', `Employer taxes ${mm}/${d}`, r2(v * 0.0765)));
    tx(`${mm}/01/2026`, 'Check', 'BlueStem Health Plan', GEN, 5020, 'Shelter', 'Group health premium', m === 1 ? 7864.2 : 7864.2);
    tx(`${mm}/05/2026`, 'Check', 'Great Plains 403(b) Services', GEN, 5020, 'Shelter', 'Retirement match', m === 1 ? 612.35 : 598.8);
  }
  const vet = [['01/08', 'Heartland Vet Distributors', 'Vaccines and dewormer', 4318.75], ['01/20', 'Heartland Vet Distributors', 'Surgical packs, sutures', 3962.4], ['01/29', 'Midway Animal Pharmacy', 'Antibiotics', 1886.3],
    ['02/04', 'Heartland Vet Distributors', 'Vaccines - FVRCP, DHPP', 5274.6], ['02/18', 'Midway Animal Pharmacy', 'Pain meds, antibiotics', 2148.15], ['02/25', 'Heartland Vet Distributors', 'Anesthesia supplies', 4406.85]];
  vet.forEach(([d, c, memo, v]) => tx(`${d}/2026`, 'Bill Payment', c, d === '02/25' || d === '01/20' ? CLIN : GEN, 5100, d === '02/25' || d === '01/20' ? 'Clinic' : 'Shelter', memo, v));
  const dvm = [['01/10', 3150], ['01/24', 3625], ['02/07', 3480], ['02/21', 3915]];
  dvm.forEach(([d, v]) => tx(`${d}/2026`, 'Bill Payment', 'Dr. Priya Raman, DVM', CLIN, 5110, 'Clinic', 'Relief surgery days', v));
  tx('01/17/2026', 'Bill Payment', 'Dr. Owen Trask, DVM', GEN, 5110, 'Shelter', 'Intake exams', 1240);
  tx('02/14/2026', 'Bill Payment', 'Dr. Owen Trask, DVM', GEN, 5110, 'Shelter', 'Intake exams', 985);
  tx('01/13/2026', 'Credit Card', 'Prairie Feed & Farm Supply', GEN, 5120, 'Shelter', 'Dog and cat food', 612.47);
  tx('01/27/2026', 'Credit Card', 'Prairie Feed & Farm Supply', GEN, 5120, 'Shelter', 'Dog and cat food', 548.9);
  tx('02/11/2026', 'Credit Card', 'Prairie Feed & Farm Supply', GEN, 5120, 'Shelter', 'Receipt 0211-4471 (food portion)', 229.98);
  tx('02/11/2026', 'Credit Card', 'Prairie Feed & Farm Supply', GEN, 5130, 'Shelter', 'Receipt 0211-4471 (litter and cleaning portion)', 140.88);
  tx('02/24/2026', 'Credit Card', 'Prairie Feed & Farm Supply', GEN, 5120, 'Shelter', 'Prescription diet food', 486.25);
  tx('01/15/2026', 'Bill Payment', 'Sunflower Janitorial Supply', GEN, 5130, 'Shelter', 'Disinfectant, gloves, trash bags', 1384.6);
  tx('01/28/2026', 'Credit Card', 'Prairie Feed & Farm Supply', GEN, 5130, 'Shelter', 'Cat litter (bulk)', 905.15);
  tx('02/19/2026', 'Bill Payment', 'Sunflower Janitorial Supply', GEN, 5130, 'Shelter', 'Kennel cleaner, mop heads', 1562.3);
  tx('01/31/2026', 'Bill Payment', 'Heartland Pet Crematory', GEN, 5190, 'Shelter', 'Cremation services January', 385);
  tx('02/28/2026', 'Bill Payment', 'Heartland Pet Crematory', GEN, 5190, 'Shelter', 'Cremation services February', 420);
  const util = { 1: [['Prairie Electric Cooperative', 'Electric', 2486.32], ['Summit Natural Gas', 'Gas', 2214.76], ['City of Cottonwood Bend', 'Water & sewer', 618.4]],
    2: [['Prairie Electric Cooperative', 'Electric', 2297.85], ['Summit Natural Gas', 'Gas', 1956.1], ['City of Cottonwood Bend', 'Water & sewer', 587.25]] };
  for (const m of [1, 2]) util[m].forEach(([c, memo, v], i) => tx(`0${m}/${String(12 + i * 3).padStart(2, '0')}/2026`, 'Bill Payment', c, GEN, 5210, 'Shelter', memo, v));
  tx('01/21/2026', 'Bill Payment', 'Flint Hills Mechanical', GEN, 5220, 'Shelter', 'Boiler service call', 1145);
  tx('02/10/2026', 'Bill Payment', 'Flint Hills Mechanical', GEN, 5220, 'Shelter', 'Kennel drain repair', 2380);
  tx('02/26/2026', 'Credit Card', 'Cottonwood Hardware', GEN, 5220, 'Shelter', 'Gate latches, hinges', 164.82);
  for (const m of [1, 2]) tx(`0${m}/02/2026`, 'Check', 'Plains Mutual Insurance', GEN, 5230, 'Admin', 'Package policy monthly installment', 2100);
  tx('01/19/2026', 'Bill Payment', AUDIT.firm, GEN, 5300, 'Admin', 'FY2025 audit - final billing', 6850);
  tx('02/09/2026', 'Bill Payment', 'Ledgerline Bookkeeping', GEN, 5300, 'Admin', 'Monthly bookkeeping', 1450);
  tx('01/09/2026', 'Bill Payment', 'Ledgerline Bookkeeping', GEN, 5300, 'Admin', 'Monthly bookkeeping', 1450);
  tx('01/22/2026', 'Credit Card', 'Big Sky Printing', GEN, 5310, 'Adoptions', 'Adoption event flyers', 742.5);
  tx('02/12/2026', 'Credit Card', 'Meta Ads', GEN, 5310, 'Adoptions', 'Valentine adoption promo', 600);
  tx('02/20/2026', 'Credit Card', 'Big Sky Printing', GEN, 5310, 'Fundraising', 'Spring appeal mailer', 1985.4);
  for (const m of [1, 2]) {
    tx(`0${m}/03/2026`, 'Credit Card', 'Shelterluv', GEN, 5320, 'Shelter', 'Shelter software subscription', 349);
    tx(`0${m}/08/2026`, 'Credit Card', 'Microsoft 365 Nonprofit', GEN, 5320, 'Admin', 'Licenses', m === 1 ? 286 : 286);
    tx(`0${m}/31/2026`.replace('02/31', '02/28'), 'Journal Entry', 'Square', CLIN, 5330, 'Clinic', 'Card processing fees', m === 1 ? 548.62 : 597.3);
    tx(`0${m}/31/2026`.replace('02/31', '02/28'), 'Journal Entry', 'Givebutter', GEN, 5330, 'Fundraising', 'Platform fees', m === 1 ? 241.15 : 238.46);
  }
  tx('01/25/2026', 'Credit Card', 'Cottonwood Bend Chamber', GEN, 5390, 'Admin', 'Annual membership', 350);
  tx('02/17/2026', 'Credit Card', 'Casey\'s', GEN, 5390, 'Admin', 'Volunteer appreciation snacks', 128.64);
}
TX.sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -1 : 1));
TX.forEach((t, i) => { t.num = String(10412 + i); });
const txMonth = (t) => Number(t.date.slice(0, 2));
const txSum = (f) => sumC(TX.filter(f).map((t) => t.amount));
for (const [code] of LH_ACCOUNTS) {
  const a = lh[code];
  a.actualM[4] = txSum((t) => t.acct === code && txMonth(t) === 1);
  a.actualM[5] = txSum((t) => t.acct === code && txMonth(t) === 2);
  a.feb = a.actualM[5]; a.febB = a.budgetM[5];
  a.ytd = sumC(a.actualM); a.ytdB = sum(a.budgetM.slice(0, 6));
  // variance: actual less budget (positive = over budget / more revenue)
  a.febVar = r2(a.feb - a.febB); a.ytdVar = r2(a.ytd - a.ytdB);
  a.febPct = a.febB ? (a.febVar / a.febB) * 100 : null; a.ytdPct = a.ytdB ? (a.ytdVar / a.ytdB) * 100 : null;
}
const LH_CATS = ['Revenue', 'Personnel', 'Animal Care', 'Facilities', 'Administration'];
const lhCat = (cat, k) => sumC(LH_ACCOUNTS.filter((x) => x[1] === cat).map((x) => lh[x[0]][k]));
const lhRev = (k) => lhCat('Revenue', k);
const lhExp = (k) => sumC(['Personnel', 'Animal Care', 'Facilities', 'Administration'].map((c) => lhCat(c, k)));
const BVA = {};
for (const k of ['feb', 'febB', 'ytd', 'ytdB', 'annual']) BVA[k] = { rev: lhRev(k), exp: lhExp(k) };
for (const k of Object.keys(BVA)) BVA[k].net = r2(BVA[k].rev - BVA[k].exp);

// ---- treasurer's report (March 2026)
const CASHACCTS = [
  ['Operating checking (First Prairie Bank)', 0, 0],
  ['Money market - operating reserve', 262140, 266315],
  ['Clinic fund savings (restricted)', 41870, 56225],
  ['Capital campaign account', 95400, 0],
];
CASHACCTS[0][1] = SFP[2025].cash - sum(CASHACCTS.slice(1).map((r) => r[1]));
CASHACCTS[0][2] = 96830.42;
CASHACCTS[3][2] = r2(CASHACCTS[3][1] + 38650);
const cashFeb = sumC(CASHACCTS.map((r) => r[2]));
assert(CASHACCTS[0][1] > 0, 'operating checking positive');
const TREAS = {
  name: 'Gloria Benavides', meeting: [2026, 3, 12], adoptions: 412, adoptionsPY: 389, surgeries: 1046, whitcombSurgeries: 318,
  pledged: 1240000, goal: 1600000, collected: 785500, loc: 150000, locBank: 'First Prairie Bank', locRenews: [2026, 6, 30],
  bidsDue: [2026, 4, 30], cdAmount: 40000, form990Filed: [2026, 1, 14],
};
assert(txSum((t) => t.acct === 4400) === 38650, 'capital campaign gifts Jan–Feb = change in capital campaign account');

// ---- Whitcomb Family Foundation grant agreement
const WFF = {
  no: 'WFF-2025-118', amount: 90000, signed: [2025, 9, 22], start: [2025, 10, 1], end: [2027, 9, 30], surgeries: 1500, catShare: 40,
  payments: [['Upon execution of this Agreement', 45000], ['Upon approval of the Year 1 report, due October 31, 2026', 30000], ['Upon approval of the final report, due October 31, 2027', 15000]],
  interimDue: [2026, 4, 15], year1Due: [2026, 10, 31], finalDue: [2027, 10, 31], indirectPct: 10, equipLimit: 5000,
  budget: [['Contract veterinarian (surgery days)', 48000], ['Surgical supplies and anesthesia', 21600], ['Veterinary technician wages (partial)', 11400], ['Indirect costs', 9000]],
  officer: 'Renata Oyelaran-Hicks', president: 'Marcus Whitcomb', shelterSigner: 'Dana Kowalczyk', shelterSignerTitle: 'Shelter Director',
};
assert(sum(WFF.payments.map((p) => p[1])) === WFF.amount && sum(WFF.budget.map((b) => b[1])) === WFF.amount, 'Whitcomb grant foots');
assert(WFF.budget[3][1] === (WFF.amount * WFF.indirectPct) / 100, 'indirect at cap');
assert(lh[4020].actualM[1] >= WFF.payments[0][1], 'first Whitcomb payment in October grants');

// ---- Prairie Feed & Farm Supply receipt (photo)
const FEED = {
  store: 'PRAIRIE FEED & FARM SUPPLY', addr: '2210 HWY 50 W', town: 'COTTONWOOD BEND KS 66845', date: '02/11/2026', time: '4:35 PM', trans: '0211-4471',
  items: [['DOG FOOD ADULT 40LB', 4, 38.99], ['KITTEN FOOD 16LB', 2, 29.99], ['CAT LITTER CLAY 40LB', 6, 12.49], ['BLEACH 121 OZ', 3, 6.79], ['PAPER TOWELS 12PK', 2, 18.49]],
  taxPct: 6.5, card: '4417',
};
FEED.lines = FEED.items.map(([d, q, u]) => ({ d, q, u, ext: r2(q * u) }));
FEED.sub = sumC(FEED.lines.map((l) => l.ext));
FEED.tax = r2((FEED.sub * FEED.taxPct) / 100);
FEED.total = r2(FEED.sub + FEED.tax);
assert(FEED.total === r2(229.98 + 140.88), 'receipt = the two Aplos lines');

export const LHD = {
  FUNC_COLS, FUNC_ROWS, funcColTot, funcRowTot, programTot, expFY25, SOA, NA24, NA25, WITH_NOTE, PPE, ppeCost, accDep, ppeNet, SFP, reserve, AUDIT,
  LH_ACCOUNTS, LH_CATS, lh, lhCat, BVA, FY26M, TX, CASHACCTS, cashFeb, TREAS, WFF, FEED,
  files: {
    fs: 'lanternhill/Lantern Hill Animal Shelter - Audited Financial Statements FYE August 31 2025.pdf',
    bva: 'lanternhill/Budget vs Actual - FY26 through Feb 2026.xlsx',
    aplos: 'lanternhill/Aplos Transaction Detail 2026-01-01 to 2026-02-28.csv',
    treas: "lanternhill/Treasurer's Report - March 2026 Board Meeting.docx",
    wff: 'lanternhill/Whitcomb Family Foundation Grant Agreement WFF-2025-118.pdf',
    feed: 'lanternhill/PXL_20260211_163512.jpg',
  },
};

// ================================================================= CASES
export const CASES = [];
const money = (v) => ({ type: 'number', value: r2(v), tolerance: 0.005, unit: 'money' });
const count = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'count' });
function pct(v, kind) {
  const a = { type: 'number', value: r2(v), tolerance: 0.005, unit: 'pct' };
  assert(Math.abs(Math.round(v * 10) / 10 - v) <= 0.005 * Math.abs(v), `percent ${v} survives rounding to 1 dp`);
  if (kind !== 'percent') a.alt = [Math.round((v / 100) * 1e6) / 1e6];
  return a;
}
function ratio(v) {
  assert(Math.abs(Math.round(v * 100) / 100 - v) <= 0.005 * Math.abs(v), `ratio ${v} survives rounding to 2 dp`);
  return { type: 'number', value: Math.round(v * 10000) / 10000, tolerance: 0.005, unit: 'ratio' };
}
const text = (any, wrong) => ({ type: 'text', any, wrong });
const notfound = (subjects) => ({ type: 'notfound', subjects });
const MN = MONTHS;
const MS = MONTHS.map((m) => m.slice(0, 3));
// every reasonable way of writing a date
function dateAny([y, m, d], wrong) {
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const suf = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  const any = [`${MN[m - 1]} ${d}, ${y}`, `${d} ${MN[m - 1]} ${y}`, `${MN[m - 1]} ${d} ${y}`, `${MN[m - 1]} ${d}${suf}, ${y}`, `${d}${suf} ${MN[m - 1]} ${y}`, `${d}${suf} of ${MN[m - 1]} ${y}`,
    `${MS[m - 1]} ${d}, ${y}`, `${d} ${MS[m - 1]} ${y}`, `${y}-${mm}-${dd}`];
  return { type: 'text', any, wrong, date: [y, m, d] };
}
let ORG = null;
const add = (kind, question, answer, documents) => { CASES.push({ org: ORG, kind, question, answer, documents }); };

// ----------------------------------------------------------------- Ardcullen cases
{
  ORG = 'ardcullen';
  const F = AC.files;
  const A = acc;
  const sofaInc = (act) => SOFA.income.find((x) => x.act === act);
  const sofaExp = (act) => SOFA.exp.find((x) => x.act === act);
  const sheet = (n) => b26Sheet.find((s) => s.sheet === n);
  const b26row = (n, code, dept) => sheet(n).rows.find((r) => r.code === code && (!dept || r.dept === dept));
  const sageMonth = (code, p, dept) => sumC(sage.filter((r) => r.code === code && r.period === p && (!dept || r.dept === dept)).map((r) => r.amount));
  const staff = groupTot(AC_SECTIONS[1].groups[1], (a) => a.annual);

  // lookups
  add('lookup', 'What was our total income for the year ended 31 December 2025?', money(S.inc), [F.fs]);
  add('lookup', 'What were total funds (net assets) at 31 December 2024?', money(fundsBF25.total), [F.fs]);
  add('lookup', 'cash at bank end of 2025?', money(BS[2025].cash), [F.fs]);
  add('lookup', 'How much restricted income did we receive in 2025?', money(S.incR), [F.fs]);
  add('lookup', "What's the closing balance on the Dormant Accounts minibus fund at the end of 2025?", money(RFUNDS[2].close), [F.fs]);
  add('lookup', 'How much in support costs was allocated to Rural Transport in 2025?', money(support.RT), [F.fs]);
  add('lookup', 'For Q4 2025, what was the budget for gross wages?', money(A[7000].budgetQ4), [F.mgmt]);
  add('lookup', 'actual light and heat oct-dec 2025?', money(A[7200].q[3]), [F.mgmt]);
  add('lookup', 'What is the 2026 budget for vehicle fuel in Rural Transport?', money(b26row('Rural Transport', 7300).annual), [F.budget]);
  add('lookup', 'How much have we budgeted for food and provisions for Meals on Wheels in the third quarter of 2026?', money(b26row('Meals on Wheels', 5000).q[2]), [F.budget]);
  add('lookup', 'whats the budgeted deficit for befriending in 2026', money(sheet('Befriending').net), [F.budget]);
  add('lookup', 'What is the total HSE Section 39 funding for 2026 under the service arrangement, excluding once-off funding?', money(HSE.total26), [F.hse]);
  add('lookup', 'how much is each monthly HSE payment this year', money(HSE.monthly), [F.hse]);
  add('lookup', 'How much did the Meals on Wheels service cost in 2025, as shown in the financial statements?', money(actExp.MW), [F.fs]);
  // totals
  add('total', 'How much did we get from the HSE and Pobal together in 2025?', money(A[4000].annual + A[4010].annual), [F.mgmt]);
  add('total', 'What were total meal charges for July, August and September 2025?', money(sumC([7, 8, 9].map((p) => sageMonth(4100, p)))), [F.sage]);
  add('total', 'total HSE money for 2026 incl the once-off grant?', money(HSE.total26 + HSE.onceOff), [F.hse]);
  add('total', 'What is the total 2026 budget for wages plus employer PRSI in the Day Centre?', money(b26row('Day Centre', 7000).annual + b26row('Day Centre', 7006).annual), [F.budget]);
  // differences
  add('difference', 'By how much did cash at bank change during 2025?', money(BS[2025].cash - BS[2024].cash), [F.fs]);
  add('difference', 'how much higher is the day centre wages budget for 2026 than what we actually spent on day centre wages in 2025', money(b26row('Day Centre', 7000).annual - b26row('Day Centre', 7000).actual25), [F.budget]);
  add('difference', 'How much more HSE funding does Meals on Wheels get in 2026 compared with 2025?', money(hse26.MW - hse25.MW), [F.hse]);
  // percent
  add('percent', 'What percentage of our 2025 total income came from the HSE?', pct((A[4000].annual / S.inc) * 100, 'percent'), [F.fs, F.mgmt]);
  add('percent', 'By what percentage did donations go up from 2024 to 2025?', pct(((SOFA.income[0].u - SOFA.income[0].py) / SOFA.income[0].py) * 100, 'percent'), [F.fs]);
  add('percent', 'staff costs as a % of total expenditure for 2025?', pct((staff / totExp25) * 100, 'percent'), [F.mgmt]);
  add('percent', 'What share of the 2026 budgeted income is Rural Transport expected to bring in?', pct((sheet('Rural Transport').inc / b26Tot.inc) * 100, 'percent'), [F.budget]);
  // variance
  add('variance', 'How far over or under budget was total expenditure for the year to 31 December 2025?', money(totExp25 - sum(expCodes.map((c) => A[c].budget))), [F.mgmt]);
  add('variance', 'Did we go over budget on vehicle repairs in Q4 2025, and by how much?', money(A[7310].q[3] - A[7310].budgetQ4), [F.mgmt]);
  add('variance', 'What was the full-year variance on donations against budget?', money(A[4200].varYear), [F.mgmt]);
  add('variance', 'light & heat full year variance %?', pct((A[7200].varYear / A[7200].budget) * 100, 'variance'), [F.mgmt]);
  // ratio
  add('ratio', 'How many months of expenditure do our unrestricted funds cover at the end of 2025?', ratio(fundsCF25.u / (S.exp / 12)), [F.fs]);
  add('ratio', 'What was the cost per meal delivered by Meals on Wheels in 2025?', ratio(actExp.MW / ACTIVITY25.meals), [F.fs]);
  // extreme
  {
    const heatM = [...Array(12).keys()].map((i) => sageMonth(7200, i + 1));
    const mi = heatM.indexOf(uniqueMax(heatM, (x) => x, 'light & heat month'));
    add('extreme', 'Which month in 2025 had the highest light and heat cost?', text([MONTHS[mi], `${MS[mi]} 2025`], MONTHS[(mi + 2) % 12]), [F.sage]);
    const adverse = expCodes.map((c) => ({ c, v: -A[c].varYear }));
    const worst = uniqueMax(adverse, (x) => x.v, 'adverse variance');
    add('extreme', 'Which expense line had the largest adverse variance for the full year 2025?', text([A[worst.c].name, 'vehicle repairs', 'repairs & maintenance', 'repairs and maintenance'], 'Vehicle Fuel'), [F.mgmt]);
    assert(worst.c === 7310, 'worst line is vehicle repairs');
    const progs = b26Sheet.filter((s) => s.sheet !== 'Central');
    const lowest = uniqueMax(progs, (s) => -s.net, 'budget deficit');
    add('extreme', 'Leaving aside central costs, which programme is budgeted to run the biggest deficit in 2026?', text([lowest.sheet], 'Befriending'), [F.budget]);
    assert(lowest.sheet === 'Rural Transport', 'biggest deficit rural transport');
  }
  // monthly
  add('monthly', 'How much did we spend on vehicle fuel in March 2025?', money(sageMonth(7300, 3)), [F.sage]);
  add('monthly', 'donatons in dec 2025?', money(sageMonth(4200, 12)), [F.sage]);
  add('monthly', 'What did Befriending spend on volunteer expenses in June 2025?', money(sageMonth(7400, 6, 4)), [F.sage]);
  // count
  add('count', 'How many expenditure lines came in over budget for the full year 2025?', count(expCodes.filter((c) => A[c].annual > A[c].budget).length), [F.mgmt]);
  add('count', 'how many meals did MOW deliver in 2025', count(ACTIVITY25.meals), [F.fs]);
  // dates
  add('date', 'When do the 2026 annual financial statements have to be submitted to the HSE?', dateAny([2027, 6, 30], '31 March 2027'), [F.hse]);
  add('date', "what's the deadline to spend the once-off dishwasher money", dateAny([2026, 9, 30], '31 December 2026'), [F.hse]);
  // text
  add('text', 'What is the cap on management and administration costs charged to the HSE funding?', text(['8%', '8 per cent', 'eight per cent', '21,000'], '12%'), [F.hse]);
  add('text', 'Who are our auditors?', text(['Keane Dowling', 'Keane Dowling & Co'], 'Murphy & Co'), [F.fs]);
  add('text', 'On what basis are support costs allocated to the activities?', text(['staff time', 'time spent'], 'floor area'), [F.fs]);
  // receipt
  add('receipt', "What was the total on the Murphy's Garage invoice?", money(GARAGE.total), [F.garage]);
  add('receipt', 'how much VAT on the garage invoice for the minibus', money(GARAGE.vat), [F.garage]);
  add('receipt', 'What is the registration of the minibus on the garage invoice?', text([GARAGE.reg, GARAGE.reg.replace(/-/g, ' '), GARAGE.reg.replace(/-/g, '')], '192-OY-2276'), [F.garage]);
  // notfound
  add('notfound', 'What was our total income in 2023?', notfound(['2023']), []);
  add('notfound', 'How much did the Christmas lunch cost us last year?', notfound(['christmas']), []);
  add('notfound', "What's the 2026 budget for the new website?", notfound(['website', 'web site']), []);
  add('notfound', 'do we have the receipt for the minibus tyres', notfound(['tyre', 'tire']), []);
  add('notfound', 'How much did we pay in bank charges in 2025?', notfound(['bank charge', 'bank fee']), []);
}

// ----------------------------------------------------------------- Lantern Hill cases
{
  ORG = 'lanternhill';
  const F = LHD.files;
  const fr = (name) => FUNC_ROWS.findIndex((r) => r[0] === name);
  const col = (name) => FUNC_COLS.indexOf(name);
  const soa = (label) => SOA.rev.find((x) => x.label === label);
  const a = lh;
  const txs = (f) => TX.filter(f);
  // lookups
  add('lookup', 'What were total net assets at August 31, 2025?', money(NA25.total), [F.fs]);
  add('lookup', 'How much did we take in from adoption fees in FY2025?', money(soa('Adoption fees').wo), [F.fs]);
  add('lookup', 'what was in-kind contributions fy25', money(soa('In-kind contributions').wo), [F.fs]);
  add('lookup', 'What were total management and general expenses for the year ended August 31, 2025?', money(funcColTot[col('Management & General')]), [F.fs]);
  add('lookup', 'How much did the spay/neuter clinic spend on veterinary supplies and medicine in FY25?', money(FUNC_ROWS[fr('Veterinary supplies and medicine')][1][col('Spay/Neuter Clinic')]), [F.fs]);
  add('lookup', 'salaries for fundrasing staff last fiscal yr?', money(FUNC_ROWS[fr('Salaries and wages')][1][col('Fundraising')]), [F.fs]);
  add('lookup', 'What was the board-designated operating reserve at August 31, 2025?', money(reserve[2025]), [F.fs]);
  add('lookup', 'How much of our restricted net assets is for the cat adoption wing campaign as of 8/31/25?', money(WITH_NOTE[1][1]), [F.fs]);
  add('lookup', 'What was accumulated depreciation at the end of FY2025?', money(accDep[2025]), [F.fs]);
  add('lookup', 'ytd clinic fees actual thru feb?', money(a[4110].ytd), [F.bva]);
  add('lookup', "What's the FY26 annual budget for utilities?", money(a[5210].annual), [F.bva]);
  add('lookup', 'How much has been pledged to the capital campaign so far?', money(TREAS.pledged), [F.treas]);
  add('lookup', 'What is the total amount of the Whitcomb Family Foundation grant?', money(WFF.amount), [F.wff]);
  add('lookup', 'How much was total cash across all accounts at the end of February 2026?', money(cashFeb), [F.treas]);
  // totals
  add('total', 'What was our total program service revenue in FY2025 (adoption, clinic and education fees)?', money(soa('Adoption fees').wo + soa('Spay/neuter clinic fees').wo + soa('Humane education fees').wo), [F.fs]);
  add('total', 'total adoption fees deposited jan + feb 2026?', money(txSum((t) => t.acct === 4100)), [F.aplos]);
  add('total', 'How much came in for the capital campaign in January and February?', money(txSum((t) => t.acct === 4400)), [F.aplos]);
  // differences
  add('difference', 'By how much did total net assets grow during FY2025?', money(NA25.total - NA24.total), [F.fs]);
  add('difference', 'How much more did we bring in from clinic fees than from adoption fees in FY25?', money(soa('Spay/neuter clinic fees').wo - soa('Adoption fees').wo), [F.fs]);
  add('difference', 'How much of the capital campaign pledges is still to be collected?', money(TREAS.pledged - TREAS.collected), [F.treas]);
  // percent
  add('percent', 'What percentage of total FY2025 expenses went to program services?', pct((programTot / expFY25) * 100, 'percent'), [F.fs]);
  add('percent', 'What percent of the capital campaign goal has been pledged?', pct((TREAS.pledged / TREAS.goal) * 100, 'percent'), [F.treas]);
  add('percent', 'By what percentage did pledges receivable go up between August 31, 2024 and August 31, 2025?', pct(((SFP[2025].pledges - SFP[2024].pledges) / SFP[2024].pledges) * 100, 'percent'), [F.fs]);
  add('percent', 'what % of the FY26 annual expense budget have we used through february', pct((BVA.ytd.exp / BVA.annual.exp) * 100, 'percent'), [F.bva]);
  // variance
  add('variance', 'Are we over or under budget on contract veterinary services year to date, and by how much?', money(a[5110].ytdVar), [F.bva]);
  add('variance', 'How does net operating income YTD compare to budget?', money(BVA.ytd.net - BVA.ytdB.net), [F.bva]);
  add('variance', 'vet supplies ytd % over budget?', pct(a[5100].ytdPct, 'variance'), [F.bva]);
  // ratio
  add('ratio', 'Counting contributions in both restriction columns, how many dollars of contributions did we raise per dollar of fundraising expense in FY25?', ratio((soa('Contributions').wo + soa('Contributions').w) / funcColTot[col('Fundraising')]), [F.fs]);
  add('ratio', 'What is the grant cost per surgery under the Whitcomb agreement?', ratio(WFF.amount / WFF.surgeries), [F.wff]);
  add('ratio', 'How many months of budgeted FY26 operating expenses would the board-designated reserve cover?', ratio(reserve[2025] / (BVA.annual.exp / 12)), [F.fs, F.bva]);
  // extreme
  {
    const progs = FUNC_COLS.slice(0, 4).map((n, i) => ({ n, v: funcColTot[i] }));
    const top = uniqueMax(progs, (x) => x.v, 'program');
    add('extreme', 'Which program had the highest expenses in FY2025?', text([top.n, 'Shelter and Animal Care', 'shelter & animal care', 'animal care'], 'Spay/Neuter Clinic'), [F.fs]);
    const expLines = LH_ACCOUNTS.filter((x) => !x[3]).map((x) => a[x[0]]);
    const over = uniqueMax(expLines, (x) => x.ytdVar, 'YTD over budget');
    add('extreme', 'Which expense line is the furthest over budget year to date, in dollars?', text([over.name, 'contract vet', 'contract veterinary'], 'Utilities'), [F.bva]);
    assert(over.code === 5110, 'furthest over = contract vet');
    const vetTx = txs((t) => t.acct === 5100);
    const big = uniqueMax(vetTx, (t) => t.amount, 'vet purchase');
    add('extreme', 'What was the largest single veterinary supplies purchase in January–February 2026?', money(big.amount), [F.aplos]);
  }
  // monthly
  add('monthly', 'In January 2026, how much did we spend on animal food?', money(a[5120].actualM[4]), [F.aplos, F.bva]);
  add('monthly', 'How much did we pay Dr. Raman in February?', money(txSum((t) => t.contact.includes('Raman') && txMonth(t) === 2)), [F.aplos]);
  // count
  add('count', 'How many adoption fee deposits were there in January 2026?', count(txs((t) => t.acct === 4100 && txMonth(t) === 1).length), [F.aplos]);
  add('count', 'How many animals were adopted in the first six months of FY26?', count(TREAS.adoptions), [F.treas]);
  add('count', 'how many expense lines are over budget ytd', count(LH_ACCOUNTS.filter((x) => !x[3] && a[x[0]].ytdVar > 0).length), [F.bva]);
  // dates
  add('date', 'When is the interim report due for the Whitcomb grant?', dateAny(WFF.interimDue, 'October 31, 2026'), [F.wff]);
  add('date', 'When are construction bids for the cat wing due?', dateAny(TREAS.bidsDue, 'June 30, 2026'), [F.treas]);
  add('date', "What date is on the auditor's report?", dateAny(AUDIT.date, 'August 31, 2025'), [F.fs]);
  // text
  add('text', 'Who is our program officer at the Whitcomb Family Foundation?', text([WFF.officer, 'Oyelaran-Hicks', 'Renata'], 'Marcus Whitcomb'), [F.wff]);
  add('text', 'What is the cap on indirect costs for the Whitcomb grant?', text(['10%', '10 percent', 'ten percent', '9,000'], '15%'), [F.wff]);
  add('text', 'Which bank is our line of credit with?', text([TREAS.locBank], 'Plains Mutual'), [F.treas]);
  // receipt
  add('receipt', 'What was the total on the Prairie Feed receipt?', money(FEED.total), [F.feed]);
  add('receipt', 'how much sales tax was on the feed store receipt', money(FEED.tax), [F.feed]);
  add('receipt', 'How many bags of cat litter did we buy on that feed store receipt?', count(FEED.items[2][1]), [F.feed]);
  add('receipt', 'What are the last four digits of the card used at Prairie Feed?', text([FEED.card], '4471'), [F.feed]);
  // notfound
  add('notfound', 'How much did we spend on microchips in FY25?', notfound(['microchip']), []);
  add('notfound', 'What were total revenues for FY2023?', notfound(['2023']), []);
  add('notfound', 'How much does the county pay us for animal control?', notfound(['animal control']), []);
  add('notfound', 'Can you pull the Home Depot receipt for the kennel repairs?', notfound(['home depot']), []);
  add('notfound', 'What did we budget for the rabies vaccination clinic?', notfound(['rabies']), []);
}

// ids, documents
const seq = {};
for (const c of CASES) { seq[c.org] = (seq[c.org] || 0) + 1; c.id = `${c.org}-${String(seq[c.org]).padStart(3, '0')}`; }
for (const c of CASES) {
  if (c.answer.type === 'number') assert(Number.isFinite(c.answer.value) && c.answer.value !== 0, 'non-zero answer ' + c.id);
  if (c.answer.type === 'text') assert(c.answer.wrong && !c.answer.any.some((p) => p.toLowerCase() === c.answer.wrong.toLowerCase()), 'wrong text ' + c.id);
}
