// The one data module for set M: every figure in every document and every case (question, kind, answer computed
// from the figures). Asserts that the documents foot and agree with each other, that extremes are unique and that
// percentages / ratios survive rounding under the scorer's 0.5% tolerance.
const assert = (c, m) => { if (!c) throw new Error('data.mjs assertion failed: ' + m); };
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const uniqueMax = (pairs, label) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); assert(s[0][1] > s[1][1], `unique maximum: ${label}`); return s[0][0]; };
const uniqueMin = (pairs, label) => uniqueMax(pairs.map(([k, v]) => [k, -v]), label);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n) => String(n).padStart(2, '0');
const addDays = (iso, n) => new Date(Date.parse(iso + 'T00:00:00Z') + n * 86400000).toISOString().slice(0, 10);

export const ORGS = {
  siyakhula: { name: 'Siyakhula Community Health Trust', fiscalYearStart: 'April', currency: 'R', code: 'ZAR ', locale: 'en-US' },
  harborlight: { name: 'Harborlight Repertory Theatre', fiscalYearStart: 'July', currency: '$', code: 'USD ', locale: 'en-US' },
};

// =====================================================================================================
// Siyakhula Community Health Trust (Mthatha, Eastern Cape, South Africa; rand; FY April–March,
// FY2026 = 1 April 2025 – 31 March 2026)
// =====================================================================================================
const SY = {
  files: {
    afs: 'siyakhula/Siyakhula CHT AFS 31 March 2026 (signed).pdf',
    donor: 'siyakhula/Ridgeway Foundation financial report FY2026 USD-ZAR.xlsx',
    cash: 'siyakhula/Cashbook Q4 FY2026 (Jan-Mar) - Sheet1.csv',
    budget: 'siyakhula/FY2026 budget - Revision 1.xlsx',
    board: 'siyakhula/Board pack 19 Nov 2026.docx',
    receipt: 'siyakhula/WhatsApp Image 2026-03-12 at 10.41.07.jpeg',
  },
  people: { chair: 'Thandeka Mqhayi', treasurer: 'Lwazi Gqamana', director: 'Dr Ayanda Sokhela', finance: 'Busisiwe Mtshali', auditor: 'Mthembu Naidoo Incorporated' },
};

// Ridgeway Foundation (USA) grant RF-2024-117: approved budget in USD, actual spend in ZAR from the ledger,
// USD = ROUND(ZAR / average rate, 2)
SY.donor = {
  grant: 'RF-2024-117', rate: 18.4,
  lines: [
    ['Community health worker stipends', 78000, 1412800.0],
    ['Nurse mentor salaries', 50000, 896400.0],
    ['Medical supplies & test kits', 21500, 412735.5],
    ['Transport & fuel', 18000, 318260.4],
    ['Training workshops', 12500, 196880.0],
    ['Monitoring & evaluation', 7500, 128450.0],
    ['Indirect costs (5%)', 6500, null],
  ],
  zarTotal: 3472986,
};
{
  const D = SY.donor;
  const others = sum(D.lines.filter((l) => l[2] !== null).map((l) => l[2]));
  D.lines.find((l) => l[2] === null)[2] = r2(D.zarTotal - others);
  D.lines = D.lines.map(([label, budget, zar]) => { const usd = r2(zar / D.rate); return { label, budget, zar, usd, balance: r2(budget - usd) }; });
  D.budgetTotal = sum(D.lines.map((l) => l.budget));
  D.usdTotal = sum(D.lines.map((l) => l.usd));
  D.balanceTotal = r2(D.budgetTotal - D.usdTotal);
  assert(sum(D.lines.map((l) => l.zar)) === D.zarTotal, 'donor report ZAR total');
  assert(D.lines.filter((l) => l.balance < 0).length === 1, 'exactly one overspent Ridgeway line');
}
SY.dline = (l) => SY.donor.lines.find((x) => x.label === l);

// Main bank account cash book, Q4 (January–March 2026), Google Sheets export
// [date, ref, description, receipt, payment, note]
SY.cash = {
  opening: 384216.45,
  rows: [
    ['2026-01-05', 'EFT0412', 'CHW stipends – December 2025', 0, 117600, '56 CHWs x R2,100'],
    ['2026-01-07', 'DEP', 'Ridgeway Foundation – grant tranche 3', 802350, 0, 'USD 45,000 @ 17.83'],
    ['2026-01-09', 'EFT0413', 'Mthatha Properties – office rent January', 0, 18500, ''],
    ['2026-01-12', 'DO', 'KSD Municipality – water & electricity', 0, 4286.3, 'acc 5520193'],
    ['2026-01-14', 'EFT0414', 'MedServe Pharmacy – medical supplies', 0, 6842.15, 'inv MS-20931'],
    ['2026-01-16', 'CHQ0219', 'Petty cash top-up', 0, 2000, ''],
    ['2026-01-20', 'EFT0415', 'Salaries – January (net)', 0, 186420, ''],
    ['2026-01-21', 'EFT0416', 'SARS – PAYE/UIF/SDL December', 0, 41310.62, 'EMP201'],
    ['2026-01-23', 'DEP', 'Donation – Mthatha Rotary Club', 15000, 0, 'receipt no. 1187 issued'],
    ['2026-01-26', 'EFT0417', 'Ncambedlana Motors – fuel account December', 0, 9412.8, ''],
    ['2026-01-28', 'TRF', 'Transfer to call account', 0, 150000, 'per treasurer'],
    ['2026-01-30', 'INT', 'Interest', 312.44, 0, ''],
    ['2026-01-31', 'BC', 'Bank charges', 0, 486.5, ''],
    ['2026-02-03', 'EFT0419', 'CHW stipends – January 2026', 0, 117600, '56 CHWs x R2,100'],
    ['2026-02-05', 'DEP', 'Dept of Health – Q4 subsidy tranche', 537500, 0, 'R2,150,000 / 4'],
    ['2026-02-06', 'EFT0420', 'Mthatha Properties – office rent February', 0, 18500, ''],
    ['2026-02-10', 'EFT0421', 'Umtata Lodge – venue hire CHW refresher', 0, 12650, '2 days, 60 people'],
    ['2026-02-11', 'DO', 'KSD Municipality – water & electricity', 0, 3977.12, 'acc 5520193'],
    ['2026-02-13', 'EFT0422', 'Ncambedlana Motors – fuel account January', 0, 8761.35, ''],
    ['2026-02-17', 'DEP', "Fundraising – Valentine's dinner", 48320, 0, 'ticket sales + auction'],
    ['2026-02-19', 'EFT0423', 'Salaries – February (net)', 0, 186420, ''],
    ['2026-02-20', 'EFT0424', 'SARS – PAYE/UIF/SDL January', 0, 41310.62, 'EMP201'],
    ['2026-02-24', 'EFT0425', 'Mthembu Naidoo Inc – interim audit fee', 0, 23000, ''],
    ['2026-02-26', 'CHQ0220', 'Petty cash top-up', 0, 1500, ''],
    ['2026-02-27', 'BC', 'Bank charges', 0, 512.3, ''],
    ['2026-03-03', 'EFT0426', 'CHW stipends – February 2026', 0, 117600, '56 CHWs x R2,100'],
    ['2026-03-04', 'DEP', 'Nordhilfe Stiftung – 2026 grant tranche 1', 582600, 0, 'EUR 30,000 @ 19.42'],
    ['2026-03-06', 'EFT0427', 'Mthatha Properties – office rent March', 0, 18500, ''],
    ['2026-03-09', 'DO', 'Vehicle finance instalment (Feb + Mar)', 0, 14870, 'Hilux, 2 x R7,435'],
    ['2026-03-12', 'CARD', 'Card purchase – MedServe Pharmacy', 0, null, 'slip on WhatsApp group'],
    ['2026-03-13', 'DO', 'KSD Municipality – water & electricity', 0, 4102.88, 'acc 5520193'],
    ['2026-03-16', 'DEP', 'Donation – anonymous', 5000, 0, ''],
    ['2026-03-18', 'EFT0428', 'Salaries – March (net)', 0, 186420, ''],
    ['2026-03-20', 'EFT0429', 'SARS – PAYE/UIF/SDL February', 0, 41310.62, 'EMP201'],
    ['2026-03-23', 'EFT0430', 'Ncambedlana Motors – fuel account February', 0, 9105.6, ''],
    ['2026-03-25', 'EFT0431', 'Qhayiya Print – IEC leaflets', 0, 7480, '10,000 leaflets isiXhosa/English'],
    ['2026-03-27', 'DEP', 'Amandla Trust – grant', 340315, 0, 'GBP 14,500 @ 23.47'],
    ['2026-03-30', 'TRF', 'Transfer to call account', 0, 500000, 'board resolution 2026/03'],
    ['2026-03-31', 'BC', 'Bank charges', 0, 498.75, ''],
    ['2026-03-31', 'INT', 'Interest', null, 0, ''],
  ],
};

// MedServe pharmacy till slip (photo), prices VAT-inclusive at 15%
SY.receipt = {
  vendor: 'MedServe Pharmacy', date: '2026-03-12', time: '10:38', slip: '118734', vatNo: '4720261843',
  lines: [
    ['Nitrile gloves M 100s', 4, 189.99],
    ['Paracetamol 500mg 100s', 6, 42.5],
    ['ORS sachets 20s', 10, 36.95],
    ['Alcohol hand rub 500ml', 8, 64.99],
    ['Surgical masks 50s', 5, 89.9],
    ['Glucose test strips 50s', 1, 299.0],
  ].map(([d, q, p]) => ({ d, q, p, amt: r2(q * p) })),
};
{
  const R = SY.receipt;
  R.total = sum(R.lines.map((l) => l.amt));
  R.vat = r2((R.total * 15) / 115);
  R.excl = r2(R.total - R.vat);
  R.items = R.lines.reduce((s, l) => s + l.q, 0);
  R.dearest = uniqueMax(R.lines.map((l) => [l.d, l.amt]), 'receipt line');
  assert(R.dearest.startsWith('Nitrile gloves'), 'dearest receipt line is the gloves');
}
{
  const C = SY.cash;
  C.rows.find((r) => r[2].includes('MedServe') && r[4] === null)[4] = SY.receipt.total;
  // the last interest credit makes the closing balance whole rands (the AFS are in whole rands)
  const interest = C.rows.at(-1);
  interest[3] = 401.18;
  let bal = C.opening;
  for (const r of C.rows) bal = r2(bal + r[3] - r[4]);
  const cents = Math.round(bal * 100) % 100;
  if (cents) interest[3] = r2(interest[3] + (100 - cents) / 100);
  bal = C.opening;
  C.rows = C.rows.map(([date, ref, desc, rec, pay, note]) => { bal = r2(bal + rec - pay); return { date, ref, desc, rec, pay, note, bal, m: +date.slice(5, 7) }; });
  C.closing = bal;
  assert(Number.isInteger(C.closing), 'cash book closes on whole rands');
  assert(C.rows.every((r) => r.bal > 0), 'bank balance stays positive');
  assert(C.rows.every((r) => (r.rec > 0) !== (r.pay > 0)), 'each row is a receipt or a payment');
  C.receipts = (m) => sum(C.rows.filter((r) => r.m === m).map((r) => r.rec));
  C.payments = (m) => sum(C.rows.filter((r) => r.m === m).map((r) => r.pay));
}

// Annual financial statements (whole rands): [label, note, 2026, 2025]
SY.income = [
  ['Grants from foreign donors', '3', null, null],
  ['Department of Health grant', '', 2150000, 2040000],
  ['Donations', '', 412660, 388140],
  ['Fundraising events', '', 186350, 142900],
  ['Interest received', '', 58214, 44870],
];
SY.grants = [
  ['Ridgeway Foundation (USA)', SY.donor.zarTotal, 3020350],
  ['Nordhilfe Stiftung (Germany)', 1240000, 1180000],
  ['Amandla Trust (UK)', 680500, 612000],
];
SY.grantTot = [sum(SY.grants.map((g) => g[1])), sum(SY.grants.map((g) => g[2]))];
SY.income[0][2] = SY.grantTot[0]; SY.income[0][3] = SY.grantTot[1];
SY.programmes = [
  ['Home-based care', 2846310, 2611480],
  ['TB/HIV adherence support', 1972455, 1804220],
  ['Maternal & child health', 1388940, 1452615],
  ['School health outreach', 612875, 540300],
  ['CHW training', 498620, 455910],
  ['Administration & governance', 731480, 689045],
];
SY.totInc = [sum(SY.income.map((l) => l[2])), sum(SY.income.map((l) => l[3]))];
SY.totExp = [sum(SY.programmes.map((l) => l[1])), sum(SY.programmes.map((l) => l[2]))];
SY.surplus = [SY.totInc[0] - SY.totExp[0], SY.totInc[1] - SY.totExp[1]];
assert(SY.surplus[0] > 0 && SY.surplus[1] < 0, 'FY2026 surplus, FY2025 deficit');
SY.cashNote = [
  ['FNB business cheque account', SY.cash.closing, 296544],
  ['FNB call account', 1236404, 1103924],
  ['Petty cash', 1850, 1650],
];
SY.cashTot = [sum(SY.cashNote.map((c) => c[1])), sum(SY.cashNote.map((c) => c[2]))];
assert(SY.cashTot[1] === 1402118, 'cash 2025');
SY.sofp = {
  ppe: [684300, 742115], inv: [512640, 480210], recv: [96450, 84300], grantsRecv: [220000, 310500], cash: SY.cashTot,
  leaseNC: [96300, 150800], payables: [188420, 161780], leaseC: [54500, 50900], leave: [62150, 58400],
  restricted: [968250, 912400],
};
{
  const S = SY.sofp;
  const tot = (k) => [0, 1].map((y) => sum(k.map((x) => S[x][y])));
  S.nca = tot(['ppe', 'inv']); S.ca = tot(['recv', 'grantsRecv', 'cash']); S.assets = [0, 1].map((y) => S.nca[y] + S.ca[y]);
  const funds25 = 1697015;
  S.funds = [funds25 + SY.surplus[0], funds25];
  S.unrestricted = [S.funds[0] - S.restricted[0], S.funds[1] - S.restricted[1]];
  S.deferred = [0, 1].map((y) => S.assets[y] - S.funds[y] - S.leaseNC[y] - S.payables[y] - S.leaseC[y] - S.leave[y]);
  assert(S.deferred.every((d) => d > 0), 'deferred grant income positive');
  S.ncl = S.leaseNC;
  S.cl = [0, 1].map((y) => S.payables[y] + S.deferred[y] + S.leaseC[y] + S.leave[y]);
  S.fl = [0, 1].map((y) => S.funds[y] + S.ncl[y] + S.cl[y]);
  assert(S.fl[0] === S.assets[0] && S.fl[1] === S.assets[1], 'statement of financial position balances');
}
SY.notes = {
  closingRate: 17.85, closingRate25: 18.62, staff: [18, 17], chws: [56, 52], stipend: 2100, trusteeTravel: [14320, 11870],
  leaseInstalment: 7435, approved: '2026-09-10',
};
assert(SY.cash.rows.some((r) => r.pay === 2 * SY.notes.leaseInstalment), 'vehicle instalments in the cash book');
assert(SY.cash.rows.filter((r) => r.desc.startsWith('CHW stipends')).every((r) => r.pay === SY.notes.chws[0] * SY.notes.stipend), 'stipends = CHWs x stipend');

// FY2026 budget, revision 1 (whole rands): [label, original, revised]; actual from the AFS
SY.budget = {
  approved: '2025-10-22',
  income: [
    ['Foreign donor grants', 5300000, 5450000, SY.grantTot[0]],
    ['Department of Health grant', 2150000, 2150000, 2150000],
    ['Donations', 380000, 400000, 412660],
    ['Fundraising events', 150000, 180000, 186350],
    ['Interest income', 40000, 55000, 58214],
  ],
  exp: SY.programmes.map(([l, a]) => [l, ...({
    'Home-based care': [2780000, 2810000], 'TB/HIV adherence support': [1850000, 1905000], 'Maternal & child health': [1520000, 1430000],
    'School health outreach': [560000, 600000], 'CHW training': [480000, 520000], 'Administration & governance': [720000, 720000],
  })[l], a]),
};
{
  const B = SY.budget;
  B.totInc = [1, 2].map((i) => sum(B.income.map((l) => l[i])));
  B.totExp = [1, 2].map((i) => sum(B.exp.map((l) => l[i])));
  B.surplus = [B.totInc[0] - B.totExp[0], B.totInc[1] - B.totExp[1]];
  assert(B.income.every((l) => l[3] === SY.income.find((x) => x[0] === l[0] || (l[0] === 'Foreign donor grants' && x[0] === 'Grants from foreign donors') || (l[0] === 'Interest income' && x[0] === 'Interest received'))[2]), 'budget actuals = AFS income');
}
SY.bline = (l) => SY.budget.exp.find((x) => x[0] === l) || SY.budget.income.find((x) => x[0] === l);

// Board pack, 19 November 2026
SY.board = {
  date: '2026-11-19', next: '2027-02-18', shortfall: 96000, octRate: 17.41, reserveMonths: 3,
  indicators: [
    ['Households visited by CHWs', 18426, 16910],
    ['Clients supported on TB treatment', 612, 574],
    ['Pregnant women enrolled', 1148, 1203],
    ['Learners reached (school health)', 9830, 8415],
    ['CHWs trained or refreshed', 64, 58],
  ],
  reports: [
    ['Ridgeway Foundation', 'Final financial & narrative report (grant RF-2024-117)', '2026-12-15'],
    ['Eastern Cape Department of Health', 'Q3 FY2027 quarterly report', '2027-01-15'],
    ['Nordhilfe Stiftung', 'Annual report 2026', '2027-01-31'],
    ['Amandla Trust', 'Interim impact report', '2027-02-28'],
  ],
};

// =====================================================================================================
// Harborlight Repertory Theatre (Portland, Maine; US$; 13 four-week periods; FY2026 = June 30, 2025 –
// June 28, 2026; the reports run through period 10, ending April 5, 2026)
// =====================================================================================================
const HL = {
  files: {
    periods: 'harborlight/FY26 Income Statement by Period (P1-P10).xlsx',
    report: 'harborlight/Finance Committee report - Period 10 FY26.pdf',
    tickets: 'harborlight/Box office by production FY26.xls',
    dev: 'harborlight/Development update March 2026.docx',
    receipt: 'harborlight/IMG_5580.jpg',
  },
  fyStart: '2025-06-30',
};
HL.calendar = Array.from({ length: 13 }, (_, i) => ({ p: `P${i + 1}`, start: addDays(HL.fyStart, 28 * i), end: addDays(HL.fyStart, 28 * i + 27) }));
assert(HL.calendar[12].end === '2026-06-28' && HL.calendar[9].end === '2026-04-05', 'FY26 calendar');
HL.revenue = [
  ['Single tickets', [38420, 21950, 24310, 61780, 3240, 44610, 71905, 27480, 39115, 58240]],
  ['Subscriptions', [4200, 12850, 41300, 8920, 2150, 1480, 960, 3210, 1870, 1150]],
  ['Individual giving', [6850, 4120, 5300, 7480, 9950, 38760, 52315, 8240, 6905, 7120]],
  ['Foundation & government grants', [0, 25000, 0, 15000, 40000, 0, 10000, 0, 35000, 12500]],
  ['Corporate sponsorship', [5000, 0, 7500, 5000, 0, 12500, 2500, 0, 5000, 2500]],
  ['Concessions & bar', [3115, 2480, 2205, 5610, 340, 4870, 6925, 2610, 3780, 5240]],
  ['Facility rentals', [2400, 3600, 1200, 0, 6800, 2400, 0, 4500, 1200, 2400]],
  ['Education programs', [14200, 9850, 1200, 2400, 3600, 2400, 1200, 4800, 3600, 2400]],
];
HL.expenses = [
  ['Artistic salaries & fees', [31400, 18250, 36800, 34120, 22900, 41650, 38470, 33260, 35810, 37240]],
  ['Production (sets, costumes, props)', [9850, 3420, 18640, 6210, 4380, 21570, 5940, 14820, 7360, 13115]],
  ['Marketing & advertising', [7240, 5610, 9880, 6450, 5120, 11340, 7980, 8760, 6230, 9410]],
  ['Front of house & box office', [4610, 3380, 4950, 6120, 2790, 5480, 6830, 4920, 5160, 6010]],
  ['Facilities & utilities', [8920, 9140, 8760, 9310, 10480, 12650, 14120, 13870, 12040, 10260]],
  ['Administrative salaries', [21600, 21600, 21600, 21600, 21600, 21600, 21600, 22950, 22950, 22950]],
  ['Education program costs', [6380, 5120, 980, 1450, 1860, 1320, 760, 2940, 2150, 1610]],
  ['General & administrative', [3870, 4210, 3640, 4980, 3520, 4170, 5860, 3910, 4050, 4420]],
];
{
  for (const l of [...HL.revenue, ...HL.expenses]) l.push(sum(l[1]));
  const col = (ls, i) => sum(ls.map((l) => l[1][i]));
  HL.totRev = Array.from({ length: 10 }, (_, i) => col(HL.revenue, i));
  HL.totExp = Array.from({ length: 10 }, (_, i) => col(HL.expenses, i));
  HL.net = HL.totRev.map((v, i) => v - HL.totExp[i]);
  HL.ytdRev = sum(HL.totRev); HL.ytdExp = sum(HL.totExp); HL.ytdNet = HL.ytdRev - HL.ytdExp;
}
HL.line = (l) => [...HL.revenue, ...HL.expenses].find((x) => x[0] === l);
// Finance Committee report: actual − budget (P1–P10) and the budget for P11–P13
HL.diff = {
  'Single tickets': -18450, Subscriptions: 2140, 'Individual giving': 9865, 'Foundation & government grants': -12500,
  'Corporate sponsorship': -5000, 'Concessions & bar': 1175, 'Facility rentals': -2900, 'Education programs': 1650,
  'Artistic salaries & fees': 4620, 'Production (sets, costumes, props)': 11845, 'Marketing & advertising': -3270,
  'Front of house & box office': 1960, 'Facilities & utilities': 9480, 'Administrative salaries': 2700,
  'Education program costs': -1840, 'General & administrative': 2215,
};
HL.rest = {
  'Single tickets': 96500, Subscriptions: 2400, 'Individual giving': 31000, 'Foundation & government grants': 45000,
  'Corporate sponsorship': 7500, 'Concessions & bar': 7900, 'Facility rentals': 9600, 'Education programs': 21500,
  'Artistic salaries & fees': 98600, 'Production (sets, costumes, props)': 24800, 'Marketing & advertising': 22300,
  'Front of house & box office': 14900, 'Facilities & utilities': 27600, 'Administrative salaries': 68850,
  'Education program costs': 9800, 'General & administrative': 12900,
};
HL.rep = [...HL.revenue.map((l) => ['rev', l]), ...HL.expenses.map((l) => ['exp', l])].map(([sec, l]) => {
  const actual = l[2], budget = actual - HL.diff[l[0]], fy = budget + HL.rest[l[0]];
  return { sec, label: l[0], fy, budget, actual, over: actual - budget, remaining: fy - actual };
});
HL.repRow = (l) => HL.rep.find((x) => x.label === l);
{
  const t = (sec, k) => sum(HL.rep.filter((x) => x.sec === sec).map((x) => x[k]));
  HL.repTot = Object.fromEntries(['fy', 'budget', 'actual', 'over', 'remaining'].flatMap((k) => [[`rev_${k}`, t('rev', k)], [`exp_${k}`, t('exp', k)]]));
  assert(HL.repTot.rev_actual === HL.ytdRev && HL.repTot.exp_actual === HL.ytdExp, 'report actual = workbook YTD');
}
HL.reportInfo = { by: 'Dana Whitcomb', role: 'Director of Finance & Operations', date: 'April 14, 2026', meeting: 'April 21, 2026', operating: 212480, reserve: 350000, loc: 150000, bank: 'Casco Bay Savings Bank' };

// box office by production; house of 312 seats
HL.seats = 312;
HL.shows = [
  ['Much Ado About Nothing', '2025-07-10', '2025-08-03', 22, 1874, 0, 281, 61482.5],
  ["The Lighthouse Keeper's Daughter", '2025-09-12', '2025-10-05', 20, 2212, 2410, 406, 84960],
  ['A Christmas Carol', '2025-11-28', '2025-12-28', 22, 3046, 1150, 355, 117336],
  ['Proof', '2026-01-30', '2026-02-22', 18, 1409, 2105, 248, 65870],
  ['The Importance of Being Earnest', '2026-03-13', '2026-04-05', 20, 1388, 2390, 310, 57912],
].map(([name, open, close, perfs, single, subs, comps, gross]) => ({ name, open, close, perfs, capacity: perfs * HL.seats, single, subs, comps, gross, filled: single + subs + comps }));
assert(HL.shows.every((s) => s.filled < s.capacity), 'houses within capacity');

// development committee update, March 18, 2026
HL.dev = {
  date: '2026-03-18', director: 'Maya Okafor', started: 'February 2, 2026', campaignGoal: 480000, pledged: 212500, gala: 'May 16, 2026',
  grants: [
    ['Pine State Arts Council', 'General operating support FY26', 25000, 25000, 'Awarded', '2026-06-30'],
    ['Casco Bay Arts Fund', 'Student matinee program', 35000, 35000, 'Awarded', '2026-05-15'],
    ['Harlow Family Foundation', 'New play development', 40000, null, 'Pending', null],
    ['Northeast Theatre Futures', 'Open captioning & audio description', 15000, 12500, 'Awarded', '2026-04-30'],
    ['Seacoast Federal Credit Union', 'Season sponsorship', 10000, null, 'Declined', null],
    ['Morrow Charitable Trust', 'Capital: auditorium seating replacement', 75000, null, 'Pending', null],
  ].map(([funder, purpose, asked, awarded, status, due]) => ({ funder, purpose, asked, awarded, status, due })),
};

// lumber yard receipt (photo), Maine sales tax 5.5%
HL.receipt = {
  vendor: 'Fore River Lumber & Supply', date: '2026-02-26', time: '2:14 PM', number: '20260226-0417', card: '2291',
  lines: [
    ['PLYWOOD 3/4 IN 4X8 CDX', 12, 58.49],
    ['STUD 2X4X8 SPF', 40, 4.29],
    ['DECK SCREWS 3 IN 5 LB', 3, 32.99],
    ['LATEX PAINT FLAT BLACK GAL', 4, 41.99],
    ['WOOD GLUE 1 GAL', 1, 24.49],
    ['CANVAS DROP CLOTH 9X12', 2, 16.75],
  ].map(([d, q, p]) => ({ d, q, p, amt: r2(q * p) })),
};
{
  const R = HL.receipt;
  R.subtotal = sum(R.lines.map((l) => l.amt));
  R.tax = r2(R.subtotal * 0.055);
  R.total = r2(R.subtotal + R.tax);
}

// =====================================================================================================
// cases
// =====================================================================================================
const FILES = { siyakhula: Object.values(SY.files).sort(), harborlight: Object.values(HL.files).sort() };
export const CASES = [];
const money = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'money' });
const usd = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'usd' });
const pct = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'pct' });
const ratio = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'ratio' });
const count = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'count' });
const num = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'num' });
const text = (any, wrong) => ({ type: 'text', any, wrong });
const nf = { type: 'notfound' };
function dateText(iso, dayFirst, wrongIso) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Mo = M.slice(0, 3);
  const th = d + ([, 'st', 'nd', 'rd'][d % 10 > 3 || Math.floor(d / 10) === 1 ? 0 : d % 10] || 'th');
  const any = dayFirst
    ? [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, iso, `${y}/${pad(m)}/${pad(d)}`, `${pad(d)}/${pad(m)}/${y}`, `${d} ${Mo} ${y}`, `${Mo} ${d}, ${y}`, `${th} ${M} ${y}`, `${th} of ${M} ${y}`, `${M} ${th}, ${y}`]
    : [`${M} ${d}, ${y}`, `${d} ${M} ${y}`, iso, `${m}/${d}/${y}`, `${pad(m)}/${pad(d)}/${y}`, `${Mo} ${d}, ${y}`, `${M} ${th}, ${y}`, `${th} ${M} ${y}`];
  const [wy, wm, wd] = wrongIso.split('-').map(Number);
  return { type: 'text', any: [...new Set(any)], wrong: `${wd} ${MONTHS[wm - 1]} ${wy}`, date: iso };
}
const pctChange = (a, b) => ((a - b) / b) * 100;
function add(org, kind, question, answer) {
  const n = CASES.filter((c) => c.org === org).length + 1;
  CASES.push({ id: `${org}-${String(n).padStart(3, '0')}`, org, kind, question, answer, documents: FILES[org] });
}

// ---------------- Siyakhula
{
  const S = (k, q, a) => add('siyakhula', k, q, a);
  const inc = (l, y = 0) => SY.income.find((x) => x[0] === l)[2 + y];
  const prog = (l, y = 0) => SY.programmes.find((x) => x[0] === l)[1 + y];
  const C = SY.cash, D = SY.donor, O = SY.sofp, B = SY.budget, R = SY.receipt;
  const rev = (l) => SY.bline(l)[2];
  // lookups
  S('lookup', 'how much did we get from the Dept of Health in FY26?', money(inc('Department of Health grant')));
  S('lookup', 'cash and cash equivalents at 31 march 2026', money(O.cash[0]));
  S('lookup', 'restricted funds balance at year end FY26', money(O.restricted[0]));
  S('lookup', 'what did CHW training cost in the prior year comparative (FY25)', money(prog('CHW training', 1)));
  S('lookup', 'ridgeway report - transport & fuel spend in USD?', usd(SY.dline('Transport & fuel').usd));
  S('lookup', 'approved budget for M&E on the Ridgeway grant (usd)', usd(SY.dline('Monitoring & evaluation').budget));
  S('lookup', 'what exchange rate did we use on the ridgeway financial report', num(D.rate));
  S('lookup', 'closing rand/dollar rate used in the AFS at 31 march 2026?', num(SY.notes.closingRate));
  const bal20 = C.rows.filter((r) => r.date <= '2026-02-20').at(-1).bal;
  S('lookup', 'cashbook balance as at 20 feb 2026?', money(bal20));
  S('lookup', 'revised buget for school health outreach', money(rev('School health outreach')));
  S('lookup', 'how many households did the CHWs visit in FY2026', num(SY.board.indicators[0][1]));
  S('lookup', 'how much trustee travel was reimbursed in FY26', money(SY.notes.trusteeTravel[0]));
  // totals
  S('total', 'total paid to MedServe Pharmacy in the jan-mar cashbook', money(sum(C.rows.filter((r) => r.desc.includes('MedServe')).map((r) => r.pay))));
  S('total', 'how much did we pay SARS altogether in Q4 (Jan-Mar)', money(sum(C.rows.filter((r) => r.desc.startsWith('SARS')).map((r) => r.pay))));
  S('total', 'CHW stipends plus nurse mentor salaries on the ridgeway report, total in dollars', usd(r2(SY.dline('Community health worker stipends').usd + SY.dline('Nurse mentor salaries').usd)));
  // differences
  S('difference', 'by how much did cash & cash equivalents go up compared to 31 March 2025', money(O.cash[0] - O.cash[1]));
  S('difference', 'net current assets at 31 Mar 2026 pls', money(O.ca[0] - O.cl[0]));
  S('difference', 'how much more did home based care cost in FY26 than FY25', money(prog('Home-based care') - prog('Home-based care', 1)));
  // percents
  S('percent', 'DoH grant % increase on the previous year', pct(pctChange(inc('Department of Health grant'), inc('Department of Health grant', 1))));
  S('percent', 'admin & governance as a % of total expenditure FY26', pct((prog('Administration & governance') / SY.totExp[0]) * 100));
  S('percent', 'what % of the ridgeway USD budget have we spent', pct((D.usdTotal / D.budgetTotal) * 100));
  // ratios
  S('ratio', 'current ratio at 31 Mar 26?', ratio(O.ca[0] / O.cl[0]));
  S('ratio', 'going by the AFS how many months of total expenditure do our unrestricted funds cover', ratio(O.unrestricted[0] / (SY.totExp[0] / 12)));
  // variances (actual in the AFS against the revised budget)
  const v = (l) => prog(l) - rev(l);
  assert(v('Home-based care') > 0 && v('Maternal & child health') < 0, 'variance directions');
  S('variance', 'how far over the revised budget did home-based care go', money(v('Home-based care')));
  S('variance', 'maternl & child health actual vs revised budget, how much under?', money(-v('Maternal & child health')));
  S('variance', 'total expenditure vs revised budget - whats the variance', money(SY.totExp[0] - B.totExp[1]));
  assert(SY.grantTot[0] < rev('Foreign donor grants'), 'foreign grants short of revised budget');
  S('variance', 'foreign donor grants came in short of the revised budget by how much', money(rev('Foreign donor grants') - SY.grantTot[0]));
  // extremes
  const worst = uniqueMax(B.exp.map((l) => [l[0], l[3] - l[2]]), 'most over revised budget');
  assert(worst === 'TB/HIV adherence support' && uniqueMax(B.exp.map((l) => [l[0], l[3] - l[1]]), 'most over original budget') === worst, 'most over budget programme (original and revised)');
  S('extreme', 'which programme went most over budget in FY26', text(['TB/HIV adherence', 'TB/HIV', 'TB and HIV', 'TB & HIV', 'adherence support'], 'Home-based care'));
  assert(uniqueMin(B.exp.map((l) => [l[0], l[2] - l[1]]), 'biggest cut') === 'Maternal & child health', 'biggest cut');
  S('extreme', 'which programme got the biggest cut in the budget revision', text(['Maternal & child health', 'Maternal and child health', 'maternal'], 'CHW training'));
  assert(D.lines.find((l) => l.balance < 0).label === 'Medical supplies & test kits', 'overspent line');
  S('extreme', 'which ridgeway budget line is overspent?', text(['Medical supplies', 'test kits'], 'Transport & fuel'));
  const lowest = uniqueMin(C.rows.map((r, i) => [i, r.bal]), 'lowest balance');
  S('extreme', 'lowest bank balance in the Q4 cashbook - on what date?', dateText(C.rows[lowest].date, true, '2026-03-30'));
  // counts
  S('count', 'how many payments over R5,000 in the cash book', count(C.rows.filter((r) => r.pay > 5000).length));
  assert(C.rows.every((r) => r.pay !== 5000), 'no payment of exactly R5,000');
  S('count', 'how many lines in the receipts column of the q4 cashbook', count(C.rows.filter((r) => r.rec > 0).length));
  S('count', 'how many funder reports are due by 31 jan 2027', count(SY.board.reports.filter((r) => r[2] <= '2027-01-31').length));
  // monthly (cash book)
  S('monthly', 'total receipts in feb (cash book)', money(C.receipts(2)));
  S('monthly', 'how much went out of the bank in march 2026', money(C.payments(3)));
  S('monthly', 'jan 2026 payments total pls', money(C.payments(1)));
  // dates
  S('date', 'when is the ridgeway final report due', dateText(SY.board.reports[0][2], true, '2027-01-15'));
  S('date', 'when was budget revision 1 approved', dateText(B.approved, true, '2025-04-01'));
  S('date', 'next board meeting date?', dateText(SY.board.next, true, '2026-11-19'));
  // text
  S('text', 'who are our auditors', text(['Mthembu Naidoo', 'Mthembu'], 'Sokhela & Partners'));
  S('text', 'whos the treasurer', text(['Lwazi Gqamana', 'Gqamana'], 'Thandeka Mqhayi'));
  S('text', 'what does the reserves policy say unrestricted funds should cover', text(['three months', '3 months'], 'six months'));
  // receipt (photo)
  S('receipt', 'total on the medserve pharmacy slip', money(R.total));
  S('receipt', 'how much VAT is included on the pharmacy till slip', money(R.vat));
  S('receipt', 'what date was the pharmacy recipt', dateText(R.date, true, '2026-03-21'));
  S('receipt', 'most expensive line on the pharmacy receipt?', text(['Nitrile gloves', 'gloves'], 'Glucose test strips'));
  S('receipt', 'how many boxes of gloves did we buy at medserve', count(R.lines[0].q));
  // notfound
  S('notfound', 'how much did we get from the Global Fund this yr', nf);
  S('notfound', 'what did we pay for vehicle insurance in FY26?', nf);
  S('notfound', 'how much did the mobile clinic cost to run last FY', nf);
  S('notfound', 'how much did staff medical aid contributions cost us', nf);
  S('notfound', 'how much did the Youth Day soccer tournament raise', nf);
}

// ---------------- Harborlight
{
  const H = (k, q, a) => add('harborlight', k, q, a);
  const P = (l, p) => HL.line(l)[1][p - 1];
  const Y = HL.repRow, I = HL.reportInfo, V = HL.dev, R = HL.receipt;
  const show = (n) => HL.shows.find((s) => s.name === n);
  // lookups
  H('lookup', 'FY26 marketing budget for the full year?', money(Y('Marketing & advertising').fy));
  H('lookup', 'actual facilities & utilities ytd thru P10', money(Y('Facilities & utilities').actual));
  H('lookup', 'what was budgeted for individual giving P1-P10', money(Y('Individual giving').budget));
  H('lookup', 'how many single tix did Proof sell', num(show('Proof').single));
  H('lookup', 'gross box office for much ado', money(show('Much Ado About Nothing').gross));
  H('lookup', 'how big is our line of credit', money(I.loc));
  H('lookup', 'operating account cash at end of P10?', money(I.operating));
  H('lookup', 'capital campaign goal for the new seats', money(V.campaignGoal));
  H('lookup', 'how much did the casco bay arts fund award us', money(V.grants.find((g) => g.funder === 'Casco Bay Arts Fund').awarded));
  H('lookup', "comps for lighthouse keeper's daughter?", num(show("The Lighthouse Keeper's Daughter").comps));
  H('lookup', 'how many perfomances of christmas carol were there', num(show('A Christmas Carol').perfs));
  H('lookup', 'education program revenue ytd', money(HL.line('Education programs')[2]));
  // totals
  H('total', 'total comps given away across all the shows this season', num(HL.shows.reduce((s, x) => s + x.comps, 0)));
  H('total', 'total grant $ awarded so far per the devlopment update', money(sum(V.grants.filter((g) => g.status === 'Awarded').map((g) => g.awarded))));
  H('total', 'total contributed revenue ytd (individual + grants + corporate)', money(['Individual giving', 'Foundation & government grants', 'Corporate sponsorship'].reduce((s, l) => s + HL.line(l)[2], 0)));
  // differences
  H('difference', 'how much more did christmas carol gross than earnest', money(show('A Christmas Carol').gross - show('The Importance of Being Earnest').gross));
  H('difference', 'how much do we still need to raise for the seating campaign', money(V.campaignGoal - V.pledged));
  // percents
  H('percent', 'what % of the annual production budget have we used thru P10', pct((Y('Production (sets, costumes, props)').actual / Y('Production (sets, costumes, props)').fy) * 100));
  H('percent', 'proof capacity % - all seats filled incl subs and comps', pct((show('Proof').filled / show('Proof').capacity) * 100));
  H('percent', 'individual giving as a share of total revenue ytd (%)', pct((HL.line('Individual giving')[2] / HL.ytdRev) * 100));
  // ratios
  H('ratio', 'avg single ticket price for a christmas carol?', money(r2(show('A Christmas Carol').gross / show('A Christmas Carol').single)));
  CASES.at(-1).answer.value = show('A Christmas Carol').gross / show('A Christmas Carol').single;
  H('ratio', 'ytd revenue to expense ratio', ratio(HL.ytdRev / HL.ytdExp));
  // variances
  assert(Y('Production (sets, costumes, props)').over > 0 && Y('Single tickets').over < 0, 'variance directions');
  H('variance', 'how much over budget is production ytd', money(Y('Production (sets, costumes, props)').over));
  H('variance', 'single tickets vs budget thru P10, how far behind are we', money(-Y('Single tickets').over));
  H('variance', 'how much marketing buget is left for the rest of the year', money(Y('Marketing & advertising').remaining));
  // extremes
  const hiP = uniqueMax(HL.line('Single tickets')[1].map((v, i) => [`P${i + 1}`, v]), 'single tickets period');
  assert(hiP === 'P7', 'best single-ticket period');
  H('extreme', 'which period had the highest single ticket sales', text(['P7', 'Period 7', 'period seven'], 'P4'));
  assert(uniqueMax(HL.shows.map((s) => [s.name, s.single]), 'single tickets') === 'A Christmas Carol', 'best seller');
  H('extreme', 'which show sold the most single tickets', text(['Christmas Carol'], "The Lighthouse Keeper's Daughter"));
  assert(uniqueMin(HL.shows.map((s) => [s.name, s.filled / s.capacity]), 'house') === 'Much Ado About Nothing', 'emptiest house');
  H('extreme', 'which production had the emptiest houses (lowest % of seats filled, counting every ticket incl comps)', text(['Much Ado'], 'Proof'));
  assert(uniqueMax(HL.rep.filter((x) => x.sec === 'exp').map((x) => [x.label, x.remaining]), 'remaining') === 'Artistic salaries & fees', 'most remaining');
  H('extreme', 'which expense line has the most budget remaining for the year', text(['Artistic salaries', 'artistic'], 'Administrative salaries'));
  // counts
  H('count', 'how many performances did we do in total this season so far', count(HL.shows.reduce((s, x) => s + x.perfs, 0)));
  H('count', 'how many periods ran a deficit P1-P10', count(HL.net.filter((n) => n < 0).length));
  H('count', 'how many grant applications are still pending', count(V.grants.filter((g) => g.status === 'Pending').length));
  // monthly (periods)
  H('monthly', 'single ticket sales in P4', money(P('Single tickets', 4)));
  H('monthly', 'what did we spend on marketing in period 8', money(P('Marketing & advertising', 8)));
  H('monthly', 'net surplus or deficit for P7?', money(HL.net[6]));
  // dates
  H('date', 'when did period 7 end', dateText(HL.calendar[6].end, false, '2026-01-04'));
  H('date', 'last day of FY26 (end of P13)?', dateText(HL.calendar[12].end, false, '2026-06-30'));
  H('date', "when's the casco bay arts fund report due", dateText(V.grants.find((g) => g.funder === 'Casco Bay Arts Fund').due, false, '2026-06-30'));
  // text
  H('text', 'who is the new development director', text(['Maya Okafor', 'Okafor'], 'Dana Whitcomb'));
  H('text', 'who prepared the P10 finance report', text(['Dana Whitcomb', 'Whitcomb'], 'Maya Okafor'));
  H('text', 'which bank is the line of credit with', text(['Casco Bay Savings'], 'Portland Trust Bank'));
  // receipt (photo)
  H('receipt', 'total on the fore river lumber receipt', money(R.total));
  H('receipt', 'how much sales tax on the lumber reciept', money(R.tax));
  H('receipt', 'how many sheets of plywood did we buy', count(R.lines[0].q));
  H('receipt', 'date on the lumber yard receipt?', dateText(R.date, false, '2026-02-16'));
  H('receipt', 'what store is the IMG_5580 receipt from', text(['Fore River Lumber', 'Fore River'], 'Portside Hardware'));
  // notfound
  H('notfound', 'what did we pay in royalties for Proof', nf);
  H('notfound', "what's our monthly mortgage payment on the building", nf);
  H('notfound', 'how much did the new lighting console cost', nf);
  H('notfound', 'how much did we get from the NEA this year', nf);
  H('notfound', 'parking revenue ytd?', nf);
}

// numeric answers: percentages survive 1 dp, ratios 2 dp
for (const c of CASES) {
  const a = c.answer;
  if (a.type !== 'number') continue;
  if (a.unit === 'pct') assert(Math.abs(Math.round(a.value * 10) / 10 - a.value) <= 0.005 * Math.abs(a.value) && Math.abs(Math.round(a.value * 100) / 10000 * 100 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives rounding (${a.value})`);
  if (a.unit === 'ratio' || c.kind === 'ratio') assert(Math.abs(Math.round(a.value * 100) / 100 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp (${a.value})`);
  assert(a.value !== 0, `${c.id} non-zero`);
}
assert(new Set(CASES.map((c) => c.question)).size === CASES.length, 'unique questions');

export { SY, HL, MONTHS };
