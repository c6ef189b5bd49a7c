// THE data module of set O: every figure in every document and every case (question, kind, answer computed from
// the figures). The renderers in lib/ only lay these figures out; verify.mjs re-reads the files without this module.
// Throws on any inconsistency: documents that do not foot or agree, extremes that are not unique, answers that do
// not survive the scorer's rounding tolerance.

export const r2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
export const r4 = (x) => Math.round((x + Math.sign(x) * 1e-11) * 1e4) / 1e4;
export const sum = (a) => r2(a.reduce((s, x) => s + (x || 0), 0));
function assert(c, m) { if (!c) throw new Error('data.mjs: ' + m); }
const uniqueMax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); assert(s[0][1] > s[1][1], `unique maximum ${what}`); return s[0]; };
const uniqueMin = (pairs, what) => { const s = [...pairs].sort((a, b) => a[1] - b[1]); assert(s[0][1] < s[1][1], `unique minimum ${what}`); return s[0]; };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n) => String(n).padStart(2, '0');

export const ORGS = {
  kabuhayan: { name: 'Kabuhayan Bayanihan Microfinance Foundation, Inc.', fiscalYearStart: 'January', currency: '₱', code: 'PHP' },
  mountsalem: { name: 'Mount Salem Cricket & Netball Club', fiscalYearStart: 'April', currency: 'J$', code: 'JMD' },
};

// date phrasings accepted for a date answer; `us` = month-first habits (Philippines), `uk` = day-first (Jamaica)
export function datePhrases(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Mo = M.slice(0, 3);
  const ord = d + (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
  const common = [`${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d} ${M} ${y}`, `${Mo} ${d}, ${y}`, `${d} ${Mo} ${y}`, `${iso}`];
  if (style === 'us') return [...common, `${M} ${ord}, ${y}`, `${pad(m)}/${pad(d)}/${y}`];
  return [...common, `${ord} ${M} ${y}`, `${ord} of ${M} ${y}`, `${pad(d)}/${pad(m)}/${y}`];
}

// =====================================================================================================
// KABUHAYAN BAYANIHAN MICROFINANCE FOUNDATION, INC. (Iloilo, Philippines; ₱; calendar year; month-first dates)
// =====================================================================================================
export const KB = { files: {
  par: 'kabuhayan/PAR aging report as of 03-31-2026.xlsx',
  loan: 'kabuhayan/WVDB term loan 2025-0147 amortization schedule.pdf',
  payroll: 'kabuhayan/payroll_register_2026-01-01_to_2026-03-31.csv',
  grant: 'kabuhayan/Lindenhof grant LF-2025-031 interim financial report.xlsx',
  board: 'kabuhayan/BOT minutes and Q1 2026 dashboard - April 18 2026.docx',
  photo: 'kabuhayan/IMG_20260312_141207.jpg',
} };

// ---- portfolio at risk (aging) as of March 31, 2026
KB.buckets = ['Current', '1-30 days', '31-60 days', '61-90 days', '91-180 days', 'Over 180 days'];
KB.branches = [
  { name: 'Jaro', borrowers: 318, b: [3318745.50, 96420.00, 41250.75, 18930.00, 22410.25, 9870.00] },
  { name: 'Pavia', borrowers: 276, b: [2905310.25, 61880.50, 28140.00, 12655.00, 10230.50, 6115.00] },
  { name: 'Oton', borrowers: 241, b: [2386925.00, 104560.25, 72310.50, 44870.00, 38940.75, 22740.00] },
  { name: 'Santa Barbara', borrowers: 229, b: [2451080.75, 48215.00, 19880.25, 9740.50, 8120.00, 4300.00] },
  { name: 'Leganes', borrowers: 198, b: [1987460.00, 57330.75, 31405.00, 16220.25, 15880.00, 7940.50] },
  { name: 'Miagao', borrowers: 187, b: [1712645.50, 39610.00, 33975.25, 11430.00, 19760.50, 12205.75] },
];
for (const br of KB.branches) { br.total = sum(br.b); br.par30 = sum(br.b.slice(2)); br.parPct = (br.par30 / br.total) * 100; }
KB.bucketTot = KB.buckets.map((_, i) => sum(KB.branches.map((b) => b.b[i])));
KB.glp = sum(KB.bucketTot);
KB.par30 = sum(KB.bucketTot.slice(2));
KB.parPct = (KB.par30 / KB.glp) * 100;
KB.borrowers = KB.branches.reduce((s, b) => s + b.borrowers, 0);
assert(near(sum(KB.branches.map((b) => b.total)), KB.glp), 'PAR branches foot');
// by product: each bucket split by shares, the last product taking the remainder
const prodShares = [[0.60, 0.17, 0.13, 0.06], [0.50, 0.24, 0.12, 0.09], [0.45, 0.30, 0.11, 0.10], [0.42, 0.33, 0.10, 0.11], [0.40, 0.35, 0.10, 0.11], [0.38, 0.36, 0.09, 0.13]];
KB.products = ['Negosyo (Enterprise) Loan', 'Agri-Production Loan', 'Bahay (Housing Improvement) Loan', 'Emergency Loan', 'Educational Loan'].map((name, p) => ({ name, b: [] }));
KB.buckets.forEach((_, i) => {
  const parts = prodShares[i].map((s) => r2(KB.bucketTot[i] * s));
  parts.push(r2(KB.bucketTot[i] - sum(parts)));
  parts.forEach((v, p) => KB.products[p].b.push(v));
});
[842, 263, 176, 101, 67].forEach((n, p) => { KB.products[p].borrowers = n; });
for (const p of KB.products) { p.total = sum(p.b); p.par30 = sum(p.b.slice(2)); p.parPct = (p.par30 / p.total) * 100; assert(p.b.every((v) => v > 0), 'product buckets positive'); }
assert(KB.products.reduce((s, p) => s + p.borrowers, 0) === KB.borrowers, 'product borrowers = branch borrowers');
KB.provRates = [0.01, 0.02, 0.25, 0.50, 0.75, 1.00];
KB.provBucket = KB.bucketTot.map((t, i) => r2(t * KB.provRates[i]));
KB.provRequired = sum(KB.provBucket);
KB.allowanceBooks = 373000.00;

// ---- WVDB term loan amortization schedule
KB.loan = { no: '2025-0147', principal: 4800000, rate: 0.10, n: 36, released: '2025-07-15', firstDue: '2025-08-15' };
{
  const r = KB.loan.rate / 12, P = KB.loan.principal, n = KB.loan.n;
  const A = r2((P * r) / (1 - (1 + r) ** -n));
  KB.loan.amort = A;
  let bal = P;
  KB.loan.rows = [];
  for (let k = 1; k <= n; k++) {
    const m0 = 7 + k; // month index from Jan 2025 = 1 ... Aug 2025 = 8
    const y = 2025 + Math.floor((m0 - 1) / 12), m = ((m0 - 1) % 12) + 1;
    const interest = r2(bal * r);
    const principal = k === n ? bal : r2(A - interest);
    const pay = r2(principal + interest);
    const end = r2(bal - principal);
    KB.loan.rows.push({ k, due: `${y}-${pad(m)}-15`, begin: bal, principal, interest, pay, end, paid: `${y}-${pad(m)}-15` <= '2026-03-31' });
    bal = end;
  }
  assert(bal === 0, 'loan fully repaid');
  KB.loan.totInterest = sum(KB.loan.rows.map((x) => x.interest));
  KB.loan.totPay = sum(KB.loan.rows.map((x) => x.pay));
  assert(near(sum(KB.loan.rows.map((x) => x.principal)), P), 'loan principal sums');
}
const lr = (iso) => KB.loan.rows.find((x) => x.due === iso);
KB.loan.in2026 = KB.loan.rows.filter((x) => x.due.startsWith('2026'));
KB.loan.q1Interest = sum(KB.loan.rows.filter((x) => x.due >= '2026-01-01' && x.due <= '2026-03-31').map((x) => x.interest));

// ---- payroll register, six semi-monthly cut-offs Jan-Mar 2026
KB.periods = [
  { from: '2026-01-01', to: '2026-01-15', pay: '2026-01-15' }, { from: '2026-01-16', to: '2026-01-31', pay: '2026-01-30' },
  { from: '2026-02-01', to: '2026-02-15', pay: '2026-02-13' }, { from: '2026-02-16', to: '2026-02-28', pay: '2026-02-27' },
  { from: '2026-03-01', to: '2026-03-15', pay: '2026-03-13' }, { from: '2026-03-16', to: '2026-03-31', pay: '2026-03-31' },
];
KB.staff = [
  { id: 'KB-001', name: 'Teresa Villanueva', pos: 'Executive Director', branch: 'Head Office', basic: 62000, ot: [0, 0, 0, 0, 0, 0] },
  { id: 'KB-002', name: 'Ramon Dela Cruz', pos: 'Finance Officer', branch: 'Head Office', basic: 38000, ot: [0, 0, 0, 0, 0, 0] },
  { id: 'KB-003', name: 'Jocelyn Tan', pos: 'Bookkeeper', branch: 'Head Office', basic: 24000, ot: [0, 0, 2, 0, 0, 3] },
  { id: 'KB-004', name: 'Arnel Gumban', pos: 'Branch Manager', branch: 'Jaro', basic: 32000, ot: [0, 0, 0, 0, 0, 0] },
  { id: 'KB-005', name: 'Liza Panes', pos: 'Branch Manager', branch: 'Oton', basic: 31000, ot: [0, 0, 0, 0, 0, 0] },
  { id: 'KB-006', name: 'Noel Sorongon', pos: 'Loan Officer', branch: 'Jaro', basic: 19500, ot: [2, 0, 0, 4, 0, 0] },
  { id: 'KB-007', name: 'Kristine Jalandoni', pos: 'Loan Officer', branch: 'Pavia', basic: 19500, ot: [0, 3, 0, 0, 2, 0] },
  { id: 'KB-008', name: 'Rodel Tupas', pos: 'Loan Officer', branch: 'Oton', basic: 19000, ot: [4, 6, 3, 5, 6, 8] },
  { id: 'KB-009', name: 'Grace Espinosa', pos: 'Loan Officer', branch: 'Santa Barbara', basic: 18500, ot: [0, 0, 0, 0, 3, 0] },
  { id: 'KB-010', name: 'Jerome Alcazar', pos: 'Loan Officer', branch: 'Leganes', basic: 18500, ot: [0, 2, 0, 0, 0, 4] },
  { id: 'KB-011', name: 'Marites Gonzaga', pos: 'Loan Officer', branch: 'Miagao', basic: 18000, ot: [3, 0, 0, 0, 4, 6] },
  { id: 'KB-012', name: 'Paolo Defensor', pos: 'Loan Officer', branch: 'Pavia', basic: 17500, ot: [null, null, null, 0, 2, 0], start: 3 },
  { id: 'KB-013', name: 'Analyn Sumagaysay', pos: 'Admin Assistant', branch: 'Head Office', basic: 16000, ot: [0, 0, 0, 0, 0, 0] },
];
function wht(t) { // BIR semi-monthly withholding table (TRAIN, 2023 onwards)
  if (t <= 10417) return 0;
  if (t <= 16666) return r2((t - 10417) * 0.15);
  if (t <= 33332) return r2(937.5 + (t - 16667) * 0.20);
  if (t <= 83332) return r2(4270.7 + (t - 33333) * 0.25);
  return r2(16770.7 + (t - 83333) * 0.30);
}
KB.pay = [];
KB.periods.forEach((per, p) => {
  for (const e of KB.staff) {
    if (e.start !== undefined && p < e.start) continue;
    const basic = e.basic / 2;
    const hourly = e.basic / 26 / 8;
    const otHrs = e.ot[p];
    const otPay = r2(otHrs * hourly * 1.25);
    const allow = e.pos === 'Loan Officer' ? 2500 : 1000;
    const gross = r2(basic + otPay + allow);
    const msc = Math.min(Math.max(Math.round(e.basic / 500) * 500, 5000), 35000);
    const sss = r2((msc * 0.05) / 2);
    const ph = r2((Math.min(Math.max(e.basic, 10000), 100000) * 0.025) / 2);
    const hdmf = 100;
    const tax = wht(r2(basic + otPay - sss - ph - hdmf));
    const ded = r2(sss + ph + hdmf + tax);
    KB.pay.push({ p, per, e, basic, otHrs, otPay, allow, gross, sss, ph, hdmf, tax, ded, net: r2(gross - ded) });
  }
});
KB.payPer = (p) => KB.pay.filter((x) => x.p === p);
KB.payTot = (rows, k) => sum(rows.map((x) => x[k]));

// ---- Stichting Lindenhof Fonds grant (EUR), interim financial report to March 31, 2026
KB.grant = {
  ref: 'LF-2025-031', total: 96000,
  tranches: [
    { n: 1, date: '2025-02-12', eur: 40000, rate: 60.854 },
    { n: 2, date: '2025-11-20', eur: 32000, rate: 66.9215 },
    { n: 3, date: null, due: '2026-06-30', eur: 24000 },
  ],
  lines: [
    { name: 'Revolving loan fund capital', budget: 48000, y25: 2320000.00, q126: 400000.00 },
    { name: 'Loan officer salaries (2 officers)', budget: 14400, y25: 468000.00, q126: 117000.00 },
    { name: 'Motorcycles for loan officers (2 units)', budget: 4800, y25: 289800.00, q126: 0 },
    { name: 'Financial literacy training', budget: 9600, y25: 241350.00, q126: 86420.00 },
    { name: 'Business mentoring visits', budget: 5400, y25: 118640.00, q126: 47380.00 },
    { name: 'Monitoring & evaluation', budget: 4200, y25: 62100.00, q126: 18450.00 },
    { name: 'Audit & reporting', budget: 2400, y25: 0, q126: 74000.00 },
    { name: 'Administrative support', budget: 7200, y25: 201600.00, q126: 68400.00 },
  ],
};
{
  const g = KB.grant;
  for (const t of g.tranches) if (t.date) t.php = r2(t.eur * t.rate);
  g.recEur = sum(g.tranches.filter((t) => t.date).map((t) => t.eur));
  g.recPhp = sum(g.tranches.filter((t) => t.date).map((t) => t.php));
  g.avgRate = r4(g.recPhp / g.recEur);
  for (const l of g.lines) { l.cum = r2(l.y25 + l.q126); l.eur = r2(l.cum / g.avgRate); l.left = r2(l.budget - l.eur); l.pct = (l.eur / l.budget) * 100; }
  assert(sum(g.lines.map((l) => l.budget)) === g.total && sum(g.tranches.map((t) => t.eur)) === g.total, 'grant budget = tranches = total');
  g.spentPhp = sum(g.lines.map((l) => l.cum));
  g.spentEur = sum(g.lines.map((l) => l.eur));
  g.unspentPhp = r2(g.recPhp - g.spentPhp);
  assert(g.unspentPhp > 0, 'grant funds on hand');
}

// ---- board dashboard (Q1 2025 | Q4 2025 | Q1 2026 | Target 2026) and minutes
KB.dash = {
  borrowers: [1302, 1418, KB.borrowers, 1600],
  women: [93.1, 92.6, 92.8, 90.0],
  los: [6, 6, KB.staff.filter((e) => e.pos === 'Loan Officer').length, 8],
  glp: [13104560, 15212480, Math.round(KB.glp), 18000000],
  disbAmt: [4215000, 5364000, 4987500, null],
  disbNo: [402, 471, 436, null],
  par: [4.1, 4.6, Math.round(KB.parPct * 10) / 10, 5.0],
  wo: [38420, 61750, 86240, null],
  oss: [104.2, 108.9, 97.6, 110.0],
  yield: [31.4, 32.2, 30.9, 32.0],
  cash: [2846310, 1975420, 2318960, null],
  wvdb: [null, lr('2025-12-15').end, lr('2026-03-15').end, null],
};
KB.dash.bpl = KB.dash.borrowers.map((b, i) => Math.round(b / KB.dash.los[i]));
KB.minutes = {
  date: '2026-04-18', next: '2026-07-18', chair: 'Josefina Ledesma-Uy', treasurer: 'Alfredo Sison', secretary: 'Nenita Gallo',
  auditor: 'Tan, Villareal & Associates', newBranch: 'Dumangas', newBranchBudget: 850000, woLoans: 9,
};

// ---- photographed sales invoice (VAT 12% inclusive)
KB.inv = {
  vendor: 'MOLO MOTOR PARTS & SERVICE CENTER', no: '004821', date: '2026-03-12',
  items: [
    { q: 4, d: 'Engine oil 10W-40 1L', p: 385.00 },
    { q: 2, d: 'Oil filter', p: 245.00 },
    { q: 2, d: 'Brake shoe set', p: 520.00 },
    { q: 1, d: 'Chain & sprocket set', p: 1850.00 },
    { q: 2, d: 'Labor - tune-up & brake svc', p: 600.00 },
  ],
};
for (const it of KB.inv.items) it.amt = r2(it.q * it.p);
KB.inv.total = sum(KB.inv.items.map((i) => i.amt));
KB.inv.vatable = r2(KB.inv.total / 1.12);
KB.inv.vat = r2(KB.inv.total - KB.inv.vatable);

// =====================================================================================================
// MOUNT SALEM CRICKET & NETBALL CLUB (Montego Bay, Jamaica; J$; April-March year; day-first dates)
// =====================================================================================================
export const MS = { files: {
  dues: 'mountsalem/Subscriptions ledger 2026-27 (at 30 June).xlsx',
  cash: 'mountsalem/13-week cash flow forecast Jul-Sep 2026.xlsx',
  fa: 'mountsalem/Fixed Asset Register FY2025-26.pdf',
  pivot: 'mountsalem/Expenses by category and payee FY2025-26 (pivot).csv',
  treas: "mountsalem/Hon Treasurer's report to AGM 25 July 2026.docx",
  photo: 'mountsalem/20260314_154207.jpg',
} };

// ---- income and expenditure FY2025/26: original budget, revision 1, revision 2 and actual
MS.income = [
  { name: 'Subscriptions', v: [780000, 760000, 742000, 738500] },
  { name: 'Bar sales', v: [4200000, 3850000, 3900000, 3968240] },
  { name: 'Ground & hall hire', v: [1150000, 1350000, 1480000, 1512750] },
  { name: 'Sponsorship', v: [1800000, 1800000, 2100000, 2100000] },
  { name: 'Match fees', v: [420000, 400000, 410000, 386900] },
  { name: 'St James Parish Sports Fund grant', v: [600000, 600000, 600000, 600000] },
  { name: 'Pavilion roof appeal donations', v: [0, 1500000, 2500000, 2846300] },
];
// ---- fixed asset register at 31 March 2026 (straight line; half a year's charge in the year of acquisition)
MS.assetGroups = [
  { name: 'Buildings & courts', assets: [
    { id: 'B01', d: 'Pavilion & changing rooms', acq: '2004-06-01', life: 40, cost: 8500000 },
    { id: 'B02', d: 'Netball court resurfacing', acq: '2019-09-15', life: 15, cost: 2250000 },
    { id: 'B03', d: 'Perimeter fence & gates', acq: '2016-02-10', life: 20, cost: 1180000 },
  ] },
  { name: 'Pitch & ground equipment', assets: [
    { id: 'P01', d: 'Heavy roller', acq: '2012-05-03', life: 20, cost: 1450000 },
    { id: 'P02', d: 'Ride-on mower', acq: '2021-07-22', life: 7, cost: 1260000 },
    { id: 'P03', d: 'Bowling machine', acq: '2018-11-14', life: 5, cost: 685000 },
    { id: 'P04', d: 'Pitch covers (set)', acq: '2023-04-08', life: 5, cost: 540000 },
    { id: 'P05', d: 'Irrigation pump', acq: '2025-08-19', life: 8, cost: 392000 },
  ] },
  { name: 'Furniture & bar equipment', assets: [
    { id: 'F01', d: 'Bar refrigerators (3)', acq: '2020-03-11', life: 8, cost: 465000 },
    { id: 'F02', d: 'Clubhouse chairs & tables', acq: '2017-10-01', life: 10, cost: 380000 },
    { id: 'F03', d: 'Ice machine', acq: '2024-01-27', life: 6, cost: 318000 },
  ] },
  { name: 'Electronics', assets: [
    { id: 'E01', d: 'Electronic scoreboard', acq: '2025-08-12', life: 8, cost: 1840000 },
    { id: 'E02', d: 'Laptop & printer', acq: '2022-06-05', life: 3, cost: 330000 },
    { id: 'E03', d: 'CCTV system', acq: '2023-11-30', life: 5, cost: 274000 },
  ] },
  { name: 'Motor vehicles', assets: [
    { id: 'V01', d: 'Toyota Hiace team bus', acq: '2019-02-18', life: 8, cost: 2650000 },
  ] },
];
{
  const fyOf = (iso) => { const [y, m] = iso.split('-').map(Number); return m >= 4 ? y : y - 1; }; // FY starting year
  for (const g of MS.assetGroups) for (const a of g.assets) {
    const annual = r2(a.cost / a.life);
    const fy0 = fyOf(a.acq);
    const isAdd = fy0 === 2025;
    // years of charge up to 31 March 2025: half in the first year, full after
    const yearsBf = isAdd ? 0 : 0.5 + (2024 - fy0);
    a.costBf = isAdd ? 0 : a.cost; a.add = isAdd ? a.cost : 0; a.costCf = a.cost;
    a.depBf = Math.min(r2(annual * yearsBf), a.cost);
    a.charge = Math.min(isAdd ? r2(annual / 2) : annual, r2(a.cost - a.depBf));
    a.depCf = r2(a.depBf + a.charge);
    a.nbv = r2(a.costCf - a.depCf);
    a.nbvBf = r2(a.costBf - a.depBf);
  }
  for (const g of MS.assetGroups) for (const k of ['costBf', 'add', 'costCf', 'depBf', 'charge', 'depCf', 'nbv', 'nbvBf']) g[k] = sum(g.assets.map((a) => a[k]));
  MS.fa = {};
  for (const k of ['costBf', 'add', 'costCf', 'depBf', 'charge', 'depCf', 'nbv', 'nbvBf']) MS.fa[k] = sum(MS.assetGroups.map((g) => g[k]));
}
MS.assets = MS.assetGroups.flatMap((g) => g.assets.map((a) => ({ ...a, group: g.name })));
MS.expense = [
  { name: 'Bar stock', v: [2100000, 1925000, 1950000, 2012430] },
  { name: 'Wages', v: [1680000, 1680000, 1740000, 1746000] },
  { name: 'Utilities (JPS & NWC)', v: [720000, 780000, 820000, 834615] },
  { name: 'Ground maintenance', v: [950000, 900000, 780000, 811280] },
  { name: 'Cricket equipment', v: [420000, 420000, 380000, 402915] },
  { name: 'Netball', v: [260000, 260000, 240000, 228470] },
  { name: 'League & affiliation fees', v: [185000, 185000, 185000, 192500] },
  { name: 'Insurance', v: [310000, 340000, 340000, 338760] },
  { name: 'Repairs & sundries', v: [350000, 380000, 420000, 447390] },
  { name: 'Pavilion roof works', v: [0, 1200000, 2400000, 2150000] },
  { name: 'Depreciation', v: [1420000, 1420000, 1500000, MS.fa.charge] },
];
MS.totInc = [0, 1, 2, 3].map((i) => sum(MS.income.map((l) => l.v[i])));
MS.totExp = [0, 1, 2, 3].map((i) => sum(MS.expense.map((l) => l.v[i])));
MS.surplus = MS.totInc.map((x, i) => r2(x - MS.totExp[i]));
MS.VER = ['Original budget (Mar 2025)', 'Revision 1 (Sep 2025)', 'Revision 2 (Jan 2026)', 'Actual'];
const inc = (n) => MS.income.find((l) => l.name === n).v;
const exp = (n) => MS.expense.find((l) => l.name === n).v;

// ---- pivot export of expenses FY2025/26 by category and payee (quarters Apr-Jun, Jul-Sep, Oct-Dec, Jan-Mar);
// one cell per category (null) is the remainder so each category equals the actual in the treasurer's report
MS.pivot = [
  { cat: 'Bar stock', rows: [
    ['Caribbean Beverage Distributors Ltd', [356400, 298950, 331720, null]],
    ['Island Spirits & Wines Ltd', [118600, 96250, 142380, 121900]],
    ['Westgate Wholesale Ltd', [38450, 41200, 56830, 52150]],
  ] },
  { cat: 'Wages', rows: [
    ['Payroll - bar staff', [210000, 215000, 228000, null]],
    ['Payroll - groundsman', [216000, 216000, 216000, 216000]],
  ] },
  { cat: 'Utilities (JPS & NWC)', rows: [
    ['JPS Co. Ltd', [168420, 181350, 176890, null]],
    ['National Water Commission', [24310, 26880, 25140, 27905]],
  ] },
  { cat: 'Ground maintenance', rows: [
    ['Greenfield Turf Services Ltd', [95000, 95000, 95000, 95000]],
    ['Montego Hardware & Agri Supplies', [48620, 62315, 37480, 51905]],
    ['Catherine Hall Service Station', [null, 58400, 61250, 55830]],
  ] },
  { cat: 'Cricket equipment', rows: [
    ['Caribbean Cricket Supplies Ltd', [null, 38600, 0, 0]],
    ['Sports Depot MoBay Ltd', [96480, 0, 41350, 'receipt']],
  ] },
  { cat: 'Netball', rows: [
    ['Sports Depot MoBay Ltd', [0, 64880, 22450, 0]],
    ['T. Morgan (netball coach)', [null, 36000, 36000, 36000]],
  ] },
  { cat: 'League & affiliation fees', rows: [
    ['St James Cricket Association', [85000, 0, 0, 0]],
    ['St James Netball League', [0, 42500, 0, 0]],
    ['Western Umpires Association', [null, 16000, 18000, 16000]],
  ] },
  { cat: 'Insurance', rows: [
    ['Island Shield General Insurance Ltd', [0, 338760, 0, 0]],
  ] },
  { cat: 'Repairs & sundries', rows: [
    ['Montego Hardware & Agri Supplies', [52340, 38915, 61280, 44760]],
    ['R. Campbell Electrical Services', [0, 86500, 0, 42000]],
    ['Petty cash', [null, 31240, 28960, 34110]],
  ] },
  { cat: 'Pavilion roof works', rows: [
    ["Brown's Roofing & Construction Ltd", [0, 0, 650000, 1500000]],
  ] },
];

// ---- photographed till receipt (GCT 15% added), the only Sports Depot cricket purchase in Jan-Mar 2026
MS.rcpt = {
  vendor: 'SPORTS DEPOT MOBAY LTD', no: '118-40273', date: '2026-03-14', time: '15:42',
  items: [
    { q: 12, d: 'Cricket ball 156g red', p: 2980.00 },
    { q: 3, d: 'Batting gloves youth', p: 4640.00 },
    { q: 1, d: 'Wicket keeping pads', p: 8900.00 },
    { q: 2, d: 'Scorebook 100 innings', p: 1250.00 },
  ],
};
for (const it of MS.rcpt.items) it.amt = r2(it.q * it.p);
MS.rcpt.sub = sum(MS.rcpt.items.map((i) => i.amt));
MS.rcpt.gct = r2(MS.rcpt.sub * 0.15);
MS.rcpt.total = r2(MS.rcpt.sub + MS.rcpt.gct);
for (const c of MS.pivot) {
  const actual = exp(c.cat)[3];
  for (const r of c.rows) r[1] = r[1].map((v) => (v === 'receipt' ? MS.rcpt.total : v));
  const known = sum(c.rows.flatMap((r) => r[1].filter((v) => v !== null)));
  const holes = c.rows.flatMap((r, i) => r[1].map((v, q) => (v === null ? [i, q] : null)).filter(Boolean));
  assert(holes.length <= 1, `one remainder in ${c.cat}`);
  if (holes.length) { const [i, q] = holes[0]; c.rows[i][1][q] = r2(actual - known); assert(c.rows[i][1][q] > 0, `remainder positive in ${c.cat}`); }
  c.q = [0, 1, 2, 3].map((q) => sum(c.rows.map((r) => r[1][q])));
  c.total = sum(c.q);
  for (const r of c.rows) r.total = sum(r[1]);
  assert(near(c.total, actual), `pivot ${c.cat} = actual`);
}
MS.pivotQ = [0, 1, 2, 3].map((q) => sum(MS.pivot.map((c) => c.q[q])));
MS.pivotTotal = sum(MS.pivotQ);
assert(near(MS.pivotTotal, r2(MS.totExp[3] - MS.fa.charge)), 'pivot = expenditure less depreciation');

// ---- subscriptions ledger 2026/27 (as at 30 June 2026)
MS.rates = [
  ['Senior playing', 24000, 20000], ['Junior (U19)', 6000, 6000], ['Social', 12000, 10000], ['Family', 36000, 32000], ['Senior citizen (60+)', 8000, 8000], ['Life / Honorary', 0, 0],
];
const RATE = Object.fromEntries(MS.rates.map((r) => [r[0], r[1]]));
const SP = 'Senior playing', JR = 'Junior (U19)', SO = 'Social', FA = 'Family', SC = 'Senior citizen (60+)', LH = 'Life / Honorary';
MS.members = [
  ['MS001', 'Andre Bailey', SP, '2011-04-12', 24000, 0, 0],
  ['MS004', 'Kemar Brown', SP, '2015-05-03', 12000, 0, 12000],
  ['MS007', 'Shanique Campbell', SP, '2018-01-19', 0, 8000, 8000],
  ['MS009', 'Devon Clarke', SP, '2009-03-22', 0, 0, 0],
  ['MS012', 'Tashana Ellis', SP, '2019-06-07', 24000, 0, 0],
  ['MS015', 'Rohan Francis', FA, '2012-02-14', 36000, 0, 0],
  ['MS018', 'Owen Gayle', LH, '1988-09-30', 0, 0, 0],
  ['MS021', 'Nadine Grant', SO, '2020-11-05', 0, 12000, 0],
  ['MS023', 'Courtney Hall', SP, '2016-08-27', 0, 0, 0],
  ['MS026', 'Jermaine Henry', SP, '2021-03-15', 6000, 6000, 6000],
  ['MS028', 'Beverley Hinds', SC, '1995-07-20', 8000, 0, 0],
  ['MS030', 'Dwayne Jackson', SP, '2017-04-29', 0, 24000, 0],
  ['MS031', 'Kerry-Ann James', SP, '2022-02-16', 0, 0, 12000],
  ['MS033', 'Michael Johnson', FA, '2010-06-18', 0, 0, 0],
  ['MS036', 'Tajay Lewis', JR, '2023-09-09', 6000, 0, 0],
  ['MS037', 'Renee Lindo', JR, '2024-01-13', 0, 0, 0],
  ['MS039', 'Clive Marshall', SC, '1992-05-02', 0, 8000, 0],
  ['MS040', 'Sasha-Gaye McKenzie', SP, '2020-07-25', 24000, 0, 0],
  ['MS042', 'Garfield Morgan', SO, '2014-10-10', 0, 0, 0],
  ['MS044', 'Odane Nelson', JR, '2022-04-30', 3000, 3000, 0],
  ['MS045', 'Patrice Palmer', SP, '2019-12-14', 0, 0, 0],
  ['MS047', 'Winston Powell', LH, '1979-03-17', 0, 0, 0],
  ['MS049', 'Kadeem Reid', JR, '2024-05-21', 6000, 0, 0],
  ['MS050', 'Antoinette Richards', SO, '2018-03-28', 12000, 0, 0],
  ['MS052', 'Romaine Robinson', SP, '2013-09-16', 0, 12000, 0],
  ['MS053', 'Shamar Russell', JR, '2025-02-22', 0, 6000, 0],
  ['MS055', 'Althea Samuels', SC, '1990-11-24', 8000, 0, 0],
  ['MS056', 'Javier Scott', JR, '2025-06-14', 0, 0, 0],
  ['MS058', 'Paul Simpson', FA, '2008-01-26', 18000, 0, 18000],
  ['MS060', 'Kimone Smith', SP, '2023-03-19', 0, 0, 24000],
  ['MS061', 'Leon Spence', SO, '2021-10-23', 0, 0, 6000],
  ['MS063', 'Chevelle Stewart', JR, '2025-09-27', 6000, 0, 0],
  ['MS064', 'Damion Taylor', SP, '2014-04-11', 24000, 0, 0],
  ['MS066', 'Yanique Thomas', SO, '2024-08-17', 0, 0, 0],
  ['MS067', 'Omar Thompson', SP, '2012-07-13', 0, 0, 0],
  ['MS069', 'Brianna Walker', JR, '2026-01-24', 6000, 0, 0],
  ['MS070', 'Horace Watson', FA, '2011-11-19', 0, 36000, 0],
  ['MS071', 'Jodi-Ann White', SP, '2025-10-18', 0, 16000, 0],
  ['MS072', 'Kevon Williams', JR, '2026-03-21', 0, 6000, 0],
  ['MS073', 'Tiana Wright', JR, '2026-05-16', 0, 6000, 0],
  ['MS074', 'Sean Young', SO, '2026-04-25', 12000, 0, 0],
  ['MS075', 'Marlon Gordon', JR, '2026-06-13', 0, 0, 6000],
].map(([no, name, cat, joined, apr, may, jun]) => {
  const sub = RATE[cat], paid = apr + may + jun, bal = sub - paid;
  return { no, name, cat, joined, pay: [apr, may, jun], sub, paid, bal, status: sub === 0 ? 'Exempt' : bal <= 0 ? 'Paid' : paid === 0 ? 'Unpaid' : 'Part paid' };
});
assert(MS.members.every((m) => m.bal >= 0), 'no member overpaid');
MS.dues = { sub: sum(MS.members.map((m) => m.sub)), paid: sum(MS.members.map((m) => m.paid)), bal: sum(MS.members.map((m) => m.bal)), month: [0, 1, 2].map((i) => sum(MS.members.map((m) => m.pay[i]))) };

// ---- 13-week cash flow forecast, weeks commencing Monday 6 July 2026
MS.weeks = Array.from({ length: 13 }, (_, i) => { const d = new Date(Date.UTC(2026, 6, 6 + 7 * i)); return d.toISOString().slice(0, 10); });
MS.cfOpen = 1284600;
MS.cfBuffer = 500000;
MS.cfRec = [
  ['Subscriptions', [48000, 36000, 24000, 24000, 18000, 12000, 12000, 12000, 6000, 24000, 12000, 12000, 6000]],
  ['Bar takings', [92000, 88000, 95000, 118000, 142000, 96000, 90000, 88000, 84000, 80000, 82000, 86000, 90000]],
  ['Ground & hall hire', [35000, 0, 60000, 0, 85000, 35000, 0, 60000, 0, 35000, 0, 45000, 0]],
  ['Match fees', [12000, 9500, 11000, 8000, 14500, 10000, 9000, 12500, 7500, 6000, 0, 0, 0]],
  ['Sponsorship', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 500000, 0, 0]],
  ['Pavilion appeal donations', [85000, 40000, 35000, 120000, 30000, 25000, 20000, 20000, 15000, 15000, 15000, 15000, 15000]],
];
MS.cfPay = [
  ['Wages', [68000, 0, 68000, 0, 68000, 0, 68000, 0, 68000, 0, 68000, 0, 68000]],
  ['Bar stock', [55000, 52000, 58000, 70000, 85000, 58000, 54000, 52000, 50000, 48000, 49000, 52000, 54000]],
  ['Utilities (JPS & NWC)', [0, 72500, 9800, 0, 0, 74200, 9800, 0, 0, 71900, 9800, 0, 0]],
  ['Ground maintenance', [24000, 18500, 21000, 26500, 24000, 18500, 21000, 26500, 24000, 18500, 21000, 26500, 24000]],
  ['Coaching fees', [0, 0, 0, 45000, 0, 0, 0, 45000, 0, 0, 0, 45000, 0]],
  ['Insurance renewal', [0, 0, 0, 0, 0, 352000, 0, 0, 0, 0, 0, 0, 0]],
  ['Pavilion roof contractor', [0, 0, 0, 0, 0, 0, 1150000, 0, 0, 0, 0, 0, 0]],
];
{
  MS.cfRecTot = MS.weeks.map((_, w) => sum(MS.cfRec.map((r) => r[1][w])));
  MS.cfPayTot = MS.weeks.map((_, w) => sum(MS.cfPay.map((r) => r[1][w])));
  MS.cfNet = MS.weeks.map((_, w) => r2(MS.cfRecTot[w] - MS.cfPayTot[w]));
  MS.cfOpenW = []; MS.cfClose = [];
  let o = MS.cfOpen;
  for (let w = 0; w < 13; w++) { MS.cfOpenW.push(o); o = r2(o + MS.cfNet[w]); MS.cfClose.push(o); }
  MS.cfHead = MS.cfClose.map((c) => r2(c - MS.cfBuffer));
}
MS.appeal = { target: 6500000, raised: 3918450, launched: 'October 2025', pledged: 750000 };
MS.cash = { current: 1106320, savings: 2450000, july3: MS.cfOpen };
MS.people = { treasurer: 'Marcia Wedderburn', president: 'Desmond Clarke-Ffrench', auditor: 'Hylton & Chin', agm: '2026-07-25' };
assert(MS.members.length === 42, '42 members');

function near(a, b, eps = 0.006) { return Math.abs(a - b) <= eps; }

// =====================================================================================================
// CASES
// =====================================================================================================
export const CASES = [];
const num = (value, unit = 'money', extra = {}) => ({ type: 'number', value, tolerance: 0.005, unit, ...extra });
const txt = (any, wrong) => ({ type: 'text', any, wrong });
const nf = () => ({ type: 'notfound' });
function add(org, kind, question, answer, needs) {
  const files = org === 'kabuhayan' ? KB.files : MS.files;
  for (const n of needs) assert(files[n], `file key ${n}`);
  CASES.push({ org, kind, question, answer, needs: needs.map((n) => files[n]) });
}
const K = (...a) => add('kabuhayan', ...a);
const M = (...a) => add('mountsalem', ...a);
const br = (n) => KB.branches.find((b) => b.name === n);
const emp = (n) => KB.staff.find((e) => e.name === n);
const payRow = (n, p) => KB.pay.find((x) => x.e.name === n && x.p === p);
const gl = (re) => KB.grant.lines.find((l) => re.test(l.name));
const dateAns = (iso, style, wrongIso) => txt(datePhrases(iso, style), datePhrases(wrongIso, style)[0]);

// ---------------- Kabuhayan (50)
// lookup
K('lookup', 'GLP at end of Q1 2026 per the PAR report, in millions?', num(KB.glp / 1e6, 'millions', { alt: [KB.glp] }), ['par']);
K('lookup', 'how much is 91-180 days past due in Oton', num(br('Oton').b[4]), ['par']);
K('lookup', 'whats the monthly amortization on the WVDB loan', num(KB.loan.amort), ['loan']);
K('lookup', 'Kristine Jalandoni take home pay for the feb 16-28 cutoff?', num(payRow('Kristine Jalandoni', 3).net), ['payroll']);
K('lookup', 'no. of active borrowers in Leganes', num(br('Leganes').borrowers, 'count'), ['par']);
K('lookup', 'VAT on the molo motor parts invoice', num(KB.inv.vat), ['photo']);
K('lookup', 'lindenhof grant: approved budget for financial literacy training in EUR', num(gl(/literacy/).budget, 'eur'), ['grant']);
// sum
K('sum', 'total withholding tax deducted from staff in Q1 2026', num(KB.payTot(KB.pay, 'tax')), ['payroll']);
K('sum', 'how much interest do we pay WVDB in calendar 2026 (jan-dec payments)', num(sum(KB.loan.in2026.map((x) => x.interest))), ['loan']);
K('sum', 'how many euros have we actualy recieved from Lindenhof so far', num(KB.grant.recEur, 'eur'), ['grant']);
K('sum', 'total gross pay for March 2026, both cutoffs', num(KB.payTot(KB.pay.filter((x) => x.p >= 4), 'gross')), ['payroll']);
K('sum', 'PAR30 in pesos for the whole portfolio (31 days and over)', num(KB.par30), ['par']);
// difference
K('difference', 'how many more active borrowers do we need to hit the 2026 target', num(KB.dash.borrowers[3] - KB.borrowers, 'count'), ['board', 'par']);
K('difference', 'how much principal did we pay down on the WVDB loan in Q1 2026', num(r2(lr('2025-12-15').end - lr('2026-03-15').end)), ['loan']);
K('difference', 'loan loss allowance in the books - how much short of what the aging report requires?', num(r2(KB.provRequired - KB.allowanceBooks)), ['par', 'board']);
K('difference', 'lindenhof money received but not yet spent, in pesos', num(KB.grant.unspentPhp), ['grant']);
// percent
K('percent', 'PAR>30 for Oton as a % of its portfolio', num(br('Oton').parPct, 'pct'), ['par']);
K('percent', 'GLP growth Q1 2026 vs Q1 2025, %?', num(((KB.dash.glp[2] - KB.dash.glp[0]) / KB.dash.glp[0]) * 100, 'pct'), ['board']);
K('percent', 'overall how much of the lindenhof budget have we used up to end of march (%)', num((KB.grant.spentEur / KB.grant.total) * 100, 'pct'), ['grant']);
K('percent', 'write-offs up by what % from Q4 2025 to Q1 2026', num(((KB.dash.wo[2] - KB.dash.wo[1]) / KB.dash.wo[1]) * 100, 'pct'), ['board']);
// ratio
K('ratio', 'coverage ratio: loan loss allowance in the books divided by PAR30 balance', num(KB.allowanceBooks / KB.par30, 'ratio'), ['board', 'par']);
K('ratio', 'over the life of the WVDB loan, how much do we repay per peso borrowed', num(KB.loan.totPay / KB.loan.principal, 'ratio'), ['loan']);
// average
K('average', 'avg loan size disbursed in Q1 2026', num(r2(KB.dash.disbAmt[2] / KB.dash.disbNo[2])), ['board']);
K('average', 'average net pay per employee on the jan 1-15 payroll', num(r2(KB.payTot(KB.payPer(0), 'net') / KB.payPer(0).length)), ['payroll']);
K('average', 'avg outstanding loan balance per borrower in Oton', num(r2(br('Oton').total / br('Oton').borrowers)), ['par']);
// variance
K('variance', 'how far short of the 2026 GLP target are we at end of Q1?', num(r2(KB.dash.glp[3] - KB.glp)), ['board', 'par']);
K('variance', 'OSS in Q1 2026 - how many points below target', num(r2(KB.dash.oss[3] - KB.dash.oss[2]), 'points'), ['board']);
K('variance', 'M&E line on the lindenhof grant - how much under budget so far in EUR', num(gl(/Monitoring/).left, 'eur'), ['grant']);
// extreme
const worstBr = uniqueMax(KB.branches.map((b) => [b.name, b.parPct]), 'branch PAR%')[0];
K('extreme', 'which branch has the worst PAR30 %?', txt([worstBr], 'Miagao'), ['par']);
const otTot = KB.staff.map((e) => [e.name, sum(KB.pay.filter((x) => x.e === e).map((x) => x.otPay))]);
const topOt = uniqueMax(otTot, 'overtime')[0];
K('extreme', 'who got the most overtime pay in Q1', txt([topOt, topOt.split(' ')[1]], 'Marites Gonzaga'), ['payroll']);
const fullest = uniqueMax(KB.grant.lines.map((l) => [l.name, l.pct]), 'grant utilisation')[0];
K('extreme', 'lindenhof grant - which budget line is closest to fully spent', txt(['Motorcycles', 'motorcycle'], 'Revolving loan fund capital'), ['grant']);
assert(/Motorcycles/.test(fullest), 'motorcycles line fullest');
const worstProd = uniqueMax(KB.products.map((p) => [p.name, p.parPct]), 'product PAR%')[0];
assert(worstProd === 'Agri-Production Loan', 'agri worst product');
K('extreme', 'which loan product has the highest share of its balance more than 30 days late', txt(['Agri-Production', 'Agri Production', 'Agri-production loan', 'agri loan', 'agricultural'], 'Emergency Loan'), ['par']);
// count
K('count', 'how many people were paid in the feb 16-28 payroll', num(KB.payPer(3).length, 'count'), ['payroll']);
K('count', 'how many WVDB payments are left after the march 2026 one', num(KB.loan.rows.filter((x) => x.due > '2026-03-15').length, 'count'), ['loan']);
K('count', 'how many branches are above 4% PAR30', num(KB.branches.filter((b) => b.parPct > 4).length, 'count'), ['par']);
// filter
K('filter', 'total portfolio of the branches with par30 over 4%', num(sum(KB.branches.filter((b) => b.parPct > 4).map((b) => b.total))), ['par']);
K('filter', 'how many staff had OT in the march 1-15 cutoff', num(KB.payPer(4).filter((x) => x.otHrs > 0).length, 'count'), ['payroll']);
K('filter', 'gross pay of loan officers only, all of Q1', num(KB.payTot(KB.pay.filter((x) => x.e.pos === 'Loan Officer'), 'gross')), ['payroll']);
// date
K('date', "when's the last WVDB payment due", dateAns(KB.loan.rows.at(-1).due, 'us', '2028-08-15'), ['loan']);
K('date', 'date on the molo motor parts invoice?', dateAns(KB.inv.date, 'us', '2026-12-03'), ['photo']);
K('date', 'when did the 2nd lindenhof tranche come in', dateAns(KB.grant.tranches[1].date, 'us', '2025-02-12'), ['grant']);
K('date', 'next board meeting date?', dateAns(KB.minutes.next, 'us', '2026-07-15'), ['board']);
// text
K('text', 'who chairs the board', txt([KB.minutes.chair, 'Ledesma-Uy', 'Ledesma'], 'Alfredo Sison'), ['board']);
K('text', 'where is the new branch going to be', txt([KB.minutes.newBranch], 'Leganes'), ['board']);
K('text', 'who are our external auditors', txt(['Tan, Villareal', 'Tan Villareal', 'Villareal'], 'SGV & Co'), ['board']);
// notfound
K('notfound', 'how much did DSWD give us this year', nf(), []);
K('notfound', 'GCash collection fees in Q1?', nf(), []);
K('notfound', 'what did we earn from microinsurance commissions in Q1 2026', nf(), []);
K('notfound', 'how much was the Christmas party', nf(), []);
K('notfound', 'office rental for the Miagao branch per month?', nf(), []);

// ---------------- Mount Salem (50)
const fa = (id) => MS.assets.find((a) => a.id === id);
// lookup
M('lookup', 'bar sales actual FY25/26?', num(inc('Bar sales')[3]), ['treas']);
M('lookup', 'NBV of the heavy roller at 31 march 2026', num(fa('P01').nbv), ['fa']);
M('lookup', 'annual sub for a family membership this year', num(RATE[FA]), ['dues']);
M('lookup', 'what was the orignal budget for ground maintenance', num(exp('Ground maintenance')[0]), ['treas']);
M('lookup', 'how much GCT on the sports depot receipt', num(MS.rcpt.gct), ['photo']);
M('lookup', 'forecast closing cash w/c 17 Aug', num(MS.cfClose[MS.weeks.indexOf('2026-08-17')]), ['cash']);
// sum
M('sum', 'depreciation on pitch & ground equipment plus vehicles FY25/26', num(sum(MS.assetGroups.filter((g) => /Pitch|vehicles/.test(g.name)).map((g) => g.charge))), ['fa']);
M('sum', 'total spent at sports depot last year, cricket and netball together', num(sum(MS.pivot.flatMap((c) => c.rows.filter((r) => r[0] === 'Sports Depot MoBay Ltd').map((r) => r.total)))), ['pivot']);
M('sum', 'forecast bar takings for august 2026, all weeks', num(sum(MS.weeks.map((w, i) => (w.slice(5, 7) === '08' ? MS.cfRec[1][1][i] : 0)))), ['cash']);
M('sum', 'total receipts in the 13 wk forecast', num(sum(MS.cfRecTot)), ['cash']);
M('sum', 'how much did we pay montego hardware in total last FY', num(sum(MS.pivot.flatMap((c) => c.rows.filter((r) => /Montego Hardware/.test(r[0])).map((r) => r.total)))), ['pivot']);
// difference
M('difference', 'how much did the bar make after stock costs last year', num(r2(inc('Bar sales')[3] - exp('Bar stock')[3])), ['treas']);
M('difference', 'how much did the Jan revision cut ground maintenance by vs the Sept one', num(exp('Ground maintenance')[1] - exp('Ground maintenance')[2]), ['treas']);
M('difference', "what's left to raise for the roof appeal", num(MS.appeal.target - MS.appeal.raised), ['treas']);
M('difference', 'change in forecast cash from start of july to the end of september', num(Math.abs(r2(MS.cfClose[12] - MS.cfOpen)), 'money', { sign: -1 }), ['cash']);
// percent
M('percent', 'senior playing sub went up by what % this year', num(((24000 - 20000) / 20000) * 100, 'pct'), ['dues']);
M('percent', 'what % of the roof appeal target have we raised', num((MS.appeal.raised / MS.appeal.target) * 100, 'pct'), ['treas']);
M('percent', 'what % of this years subs billed have come in so far', num((MS.dues.paid / MS.dues.sub) * 100, 'pct'), ['dues']);
M('percent', 'bar gross margin last FY as a %', num(((inc('Bar sales')[3] - exp('Bar stock')[3]) / inc('Bar sales')[3]) * 100, 'pct'), ['treas']);
// ratio
M('ratio', 'FY25/26 income to expenditure ratio', num(MS.totInc[3] / MS.totExp[3], 'ratio'), ['treas']);
M('ratio', 'forecast receipts to payments ratio over the 13 weeks', num(sum(MS.cfRecTot) / sum(MS.cfPayTot), 'ratio'), ['cash']);
M('ratio', 'accumulated depreciation to cost for the whole register at 31/3/26, as a ratio', num(MS.fa.depCf / MS.fa.costCf, 'ratio'), ['fa']);
// average
M('average', 'avg weekly bar takings in the forecast', num(r2(sum(MS.cfRec[1][1]) / 13)), ['cash']);
const billed = MS.members.filter((m) => m.cat !== LH);
M('average', 'average sub per member this year, leaving out life & honorary members', num(r2(sum(billed.map((m) => m.sub)) / billed.length)), ['dues']);
M('average', 'avg monthly utilities spend last FY', num(r2(exp('Utilities (JPS & NWC)')[3] / 12)), ['treas']);
// variance
M('variance', 'how far off the final (Jan) budget was bar sales?', num(r2(inc('Bar sales')[3] - inc('Bar sales')[2])), ['treas']);
M('variance', 'utilities vs original budget - how much over', num(r2(exp('Utilities (JPS & NWC)')[3] - exp('Utilities (JPS & NWC)')[0])), ['treas']);
M('variance', 'total spending vs revision 2 budget, over or under by how much?', num(Math.abs(r2(MS.totExp[3] - MS.totExp[2])), 'money', { sign: -1 }), ['treas', 'fa']);
assert(MS.totExp[3] < MS.totExp[2], 'spending under the final budget');
assert(MS.cfClose[12] < MS.cfOpen, 'forecast cash falls');
// extreme
const lowW = uniqueMin(MS.weeks.map((w, i) => [w, MS.cfClose[i]]), 'closing cash')[0];
assert(lowW === '2026-08-17', 'lowest week');
M('extreme', 'which week in the forecast has the lowest closing cash', txt(['17 Aug', '17 August', 'August 17', 'Aug 17', '17/08', '17-Aug', 'week 7', 'wk 7'], 'w/c 28 September'), ['cash']);
const bigNbv = uniqueMax(MS.assets.map((a) => [a.d, a.nbv]), 'NBV')[0];
M('extreme', 'which asset has the biggest NBV', txt(['Pavilion'], 'Electronic scoreboard'), ['fa']);
assert(/Pavilion/.test(bigNbv), 'pavilion biggest NBV');
const owes = uniqueMax(MS.members.map((m) => [m.name, m.bal]), 'balance owed')[0];
M('extreme', 'who owes the most subs right now', txt([owes, owes.split(' ')[1]], 'Devon Clarke'), ['dues']);
const payees = new Map();
for (const c of MS.pivot) for (const r of c.rows) payees.set(r[0], r2((payees.get(r[0]) || 0) + r.total));
payees.delete("Brown's Roofing & Construction Ltd");
const bigPayee = uniqueMax([...payees], 'payee other than the roofer')[0];
assert(bigPayee === 'Caribbean Beverage Distributors Ltd', 'biggest payee other than the roofer');
M('extreme', 'leaving out the roof job, which supplier did we pay the most last FY', txt(['Caribbean Beverage'], 'Payroll - bar staff'), ['pivot']);
// count
M('count', "how many members haven't paid a cent of their subs yet", num(MS.members.filter((m) => m.status === 'Unpaid').length, 'count'), ['dues']);
M('count', 'how many assets are fully written down', num(MS.assets.filter((a) => a.nbv === 0).length, 'count'), ['fa']);
M('count', 'how many weeks does the forecast dip below the 500k buffer', num(MS.cfClose.filter((c) => c < MS.cfBuffer).length, 'count'), ['cash']);
// filter
M('filter', 'how many junior members on the ledger', num(MS.members.filter((m) => m.cat === JR).length, 'count'), ['dues']);
M('filter', 'total still owed by senior playing members', num(sum(MS.members.filter((m) => m.cat === SP).map((m) => m.bal))), ['dues']);
M('filter', 'total NBV of the assets that cost over J$1m', num(sum(MS.assets.filter((a) => a.cost > 1e6).map((a) => a.nbv))), ['fa']);
// date
M('date', 'date of the sports depot receipt', dateAns(MS.rcpt.date, 'uk', '2026-03-04'), ['photo']);
M('date', "when's the AGM", dateAns(MS.people.agm, 'uk', '2026-07-26'), ['treas']);
M('date', 'when did we buy the scoreboard', dateAns(fa('E01').acq, 'uk', '2025-08-19'), ['fa']);
const newest = [...MS.members].sort((a, b) => (a.joined < b.joined ? 1 : -1));
assert(newest[0].joined > newest[1].joined, 'unique newest member');
M('date', 'when did our newest member join', dateAns(newest[0].joined, 'uk', newest[1].joined), ['dues']);
// text
M('text', 'who does our audit', txt([MS.people.auditor, 'Hylton and Chin', 'Hylton'], 'Island Shield'), ['treas']);
M('text', 'who is the roof contractor', txt(["Brown's Roofing", 'Browns Roofing', 'Brown’s Roofing'], 'Greenfield Turf Services'), ['treas', 'pivot']);
M('text', "whos the hon treasurer", txt([MS.people.treasurer, 'Wedderburn'], 'Desmond Clarke-Ffrench'), ['treas']);
// notfound
M('notfound', 'how much did Digicel sponsor us', nf(), []);
M('notfound', 'what did the annual dinner make', nf(), []);
M('notfound', "what's our overdraft limit with the bank", nf(), []);
M('notfound', 'cost of the youth team trip to Barbados', nf(), []);
M('notfound', 'how much property tax do we pay on the ground', nf(), []);

// ids, documents (every file of the organisation), checks on the answers
{
  const n = { kabuhayan: 0, mountsalem: 0 };
  for (const c of CASES) {
    c.id = `${c.org}-${String(++n[c.org]).padStart(3, '0')}`;
    c.documents = Object.values(c.org === 'kabuhayan' ? KB.files : MS.files);
    const a = c.answer;
    if (a.type === 'number') {
      assert(Number.isFinite(a.value) && a.value > 0, `${c.id} value positive`);
      if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; assert(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value) * 0.9, `${c.id} percent ${a.value} survives 1 dp`); assert(Math.abs(a.value) >= 2, `${c.id} percent not tiny`); }
      if (c.kind === 'ratio') { const q = Math.round(a.value * 100) / 100; assert(Math.abs(q - a.value) <= 0.005 * Math.abs(a.value) * 0.9, `${c.id} ratio ${a.value} survives 2 dp`); }
      if (a.unit === 'money' && Math.abs(a.value) >= 1000 && !Number.isInteger(r2(a.value))) { const q = Math.round(a.value); assert(Math.abs(q - a.value) <= 0.005 * Math.abs(a.value), `${c.id} whole-currency rounding`); }
    }
    if (a.type === 'text') { assert(a.any.every((p) => !/[.!?]\s/.test(p)), `${c.id} no sentence break in phrase`); assert(a.wrong && a.any.every((p) => !a.wrong.toLowerCase().includes(p.toLowerCase())), `${c.id} wrong reply holds no accepted phrase`); }
  }
  assert(n.kabuhayan === 50 && n.mountsalem === 50, `50 cases per organisation (${n.kabuhayan}, ${n.mountsalem})`);
}
