// The one data module for set F: every figure in every document, and every case with its
// expected answer computed from those figures. Renderers and gen.mjs read only this module.
// verify.mjs must NOT import it.

const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const assert = (c, m) => { if (!c) throw new Error('data.mjs: ' + m); };

export const ORGS = {
  caldervale: { name: 'Calder Vale Food & Money Advice', fiscalYearStart: 'April', currency: '£', dates: 'dmy' },
  highdesert: { name: 'High Desert Harvest Food Bank', fiscalYearStart: 'October', currency: '$', dates: 'mdy' },
};

// ───────────────────────────── Calder Vale (UK charity, £, April year) ─────────────────────────────
export const CV = {};
CV.files = {
  accounts: 'caldervale/Annual Accounts 2025-26 - SOFA, Balance Sheet, Note 14.pdf',
  pack: 'caldervale/Management Accounts Q4 2025-26.xlsx',
  bank: 'caldervale/Current Account Statement March 2026.csv',
  giftaid: 'caldervale/Gift Aid Claim Schedule Jan-Mar 2026.csv',
  bill: 'caldervale/Pennine Energy electricity bill Mar26.jpg',
  report: "caldervale/Trustees' Report 2025-26 (extract).docx",
};

// SOFA: [unrestricted, restricted, endowment], prior = total 2025
CV.sofa = {
  income: [
    { key: 'donations', label: 'Donations and legacies', cur: [184320, 42500, 0], prior: 171960 },
    { key: 'charitable', label: 'Charitable activities', cur: [96400, 221300, 0], prior: 289410 },
    { key: 'trading', label: 'Other trading activities', cur: [61215, 0, 0], prior: 58750 },
    { key: 'investments', label: 'Investments', mark: '†', cur: [5412, 0, 0], prior: 4098 },
  ],
  expenditure: [
    { key: 'raising', label: 'Raising funds', cur: [48760, 0, 320], prior: 45305 },
    { key: 'food', label: 'Food support', sub: true, cur: [138430, 158900, 0], prior: 262140 },
    { key: 'advice', label: 'Debt and money advice', sub: true, cur: [139880, 112340, 0], prior: 231775 },
  ],
  gains: { cur: [1850, 0, 2940], prior: -4310 },
  transfers: { cur: [-6500, 6500, 0], prior: 0 },
  broughtForward: [142600, 61930, 75000],
};
{
  const S = CV.sofa;
  const col = (rows, i) => sum(rows.map((r) => r.cur[i]));
  S.totalIncome = [0, 1, 2].map((i) => col(S.income, i));
  S.totalIncomePrior = sum(S.income.map((r) => r.prior));
  S.totalExp = [0, 1, 2].map((i) => col(S.expenditure, i));
  S.totalExpPrior = sum(S.expenditure.map((r) => r.prior));
  S.netIncome = [0, 1, 2].map((i) => S.totalIncome[i] - S.totalExp[i] + S.gains.cur[i]);
  S.netIncomePrior = S.totalIncomePrior - S.totalExpPrior + S.gains.prior;
  S.netMovement = [0, 1, 2].map((i) => S.netIncome[i] + S.transfers.cur[i]);
  S.netMovementPrior = S.netIncomePrior + S.transfers.prior;
  S.carriedForward = [0, 1, 2].map((i) => S.broughtForward[i] + S.netMovement[i]);
  S.total = (arr) => sum(arr);
  S.bfTotal = sum(S.broughtForward);
  S.cfTotal = sum(S.carriedForward);
  S.bfPrior = S.bfTotal - S.netMovementPrior; // funds at 1 April 2024
  assert(sum(S.transfers.cur) === 0, 'transfers net to zero');
}
const line = (key) => [...CV.sofa.income, ...CV.sofa.expenditure].find((r) => r.key === key);
const tot = (key) => sum(line(key).cur);

CV.bs = {
  tangible: [38400, 44100],
  investments: [92310, 87450],
  stock: [4200, 3650],
  debtors: [27640, 31280],
  creditors: [18750, 22940],
  designated: [41000, 36000],
};
{
  const B = CV.bs, S = CV.sofa;
  B.fixed = [0, 1].map((i) => B.tangible[i] + B.investments[i]);
  B.netAssets = [S.cfTotal, S.bfTotal];
  B.netCurrent = [0, 1].map((i) => B.netAssets[i] - B.fixed[i]);
  B.currentAssets = [0, 1].map((i) => B.netCurrent[i] + B.creditors[i]);
  B.cash = [0, 1].map((i) => B.currentAssets[i] - B.stock[i] - B.debtors[i]);
  B.endowment = [S.carriedForward[2], S.broughtForward[2]];
  B.restricted = [S.carriedForward[1], S.broughtForward[1]];
  B.unrestricted = [S.carriedForward[0], S.broughtForward[0]];
  B.general = [0, 1].map((i) => B.unrestricted[i] - B.designated[i]);
  assert(B.tangible[1] - B.tangible[0] === 5700, 'depreciation = fall in tangible assets');
}

// Note 14: restricted funds movements
CV.funds = [
  { name: 'Holiday Hunger Fund', open: 12480, inc: 46200, exp: 49880, tr: 0 },
  { name: 'Baby Bank', open: 6350, inc: 18900, exp: 17460, tr: 0 },
  { name: 'Warm Spaces', open: 3100, inc: 24400, exp: 34000, tr: 6500 },
  { name: 'Money Matters Advice Project', open: 24000, inc: 112300, exp: 112340, tr: 0 },
  { name: 'Kitchen Refit Appeal', open: 16000, inc: 62000, exp: 57560, tr: 0 },
];
for (const f of CV.funds) f.close = f.open + f.inc - f.exp + f.tr;
assert(sum(CV.funds.map((f) => f.open)) === CV.sofa.broughtForward[1], 'funds open');
assert(sum(CV.funds.map((f) => f.inc)) === CV.sofa.totalIncome[1], 'funds income');
assert(sum(CV.funds.map((f) => f.exp)) === CV.sofa.totalExp[1], 'funds exp');
assert(sum(CV.funds.map((f) => f.tr)) === CV.sofa.transfers.cur[1], 'funds transfers');

// Management pack (all funds, £): quarters Q1 Apr-Jun .. Q4 Jan-Mar, year budget
CV.pack = {
  income: [
    { label: 'Donations & legacies', sofa: ['donations'], q: [41300, 38950, 89470, 57100], budget: 210000 },
    { label: 'Grants & contracts', sofa: ['charitable'], q: [82150, 71400, 88900, 75250], budget: 331500 },
    { label: 'Shop & events income', sofa: ['trading'], q: [13880, 15420, 19105, 12810], budget: 58000 },
    { label: 'Investment income', sofa: ['investments'], q: [1240, 1318, 1402, 1452], budget: 4800 },
  ],
  expenditure: [
    { label: 'Staff costs*', q: [78400, 79150, 80300, 80750], budget: 326000 },
    { label: 'Food purchased', q: [18240, 21600, 31880, 24760], budget: 88000 },
    { label: 'Premises & utilities', q: [14120, 13460, 16900, 17860], budget: 60500 },
    { label: 'Volunteer expenses', q: [2010, 2240, 2495, 2170], budget: 9500 },
    { label: 'Fundraising & events', q: [5400, 8920, 9130, 5420], budget: 27000 },
    { label: 'Client hardship grants', q: [9800, 8775, 12600, 10150], budget: 45000 },
    { label: 'Governance & audit', q: [2100, 2100, 2100, 8400], budget: 14000 },
    { label: 'Depreciation', q: [1425, 1425, 1425, 1425], budget: 5700 },
    { label: 'Other costs', q: [5150, 5480, 5920, 5150], budget: 21000 },
  ],
};
{
  const P = CV.pack;
  for (const r of [...P.income, ...P.expenditure]) {
    r.actual = sum(r.q); r.var = r.actual - r.budget; r.varPct = r2((r.var / r.budget) * 10000) / 100;
  }
  for (const r of P.income) assert(r.actual === tot(r.sofa[0]), 'pack income = SOFA ' + r.label);
  const t = (rows) => ({ q: [0, 1, 2, 3].map((i) => sum(rows.map((r) => r.q[i]))), actual: sum(rows.map((r) => r.actual)), budget: sum(rows.map((r) => r.budget)) });
  P.totalIncome = t(P.income); P.totalExp = t(P.expenditure);
  assert(P.totalIncome.actual === sum(CV.sofa.totalIncome), 'pack total income = SOFA');
  assert(P.totalExp.actual === sum(CV.sofa.totalExp), 'pack total exp = SOFA');
  P.net = { q: [0, 1, 2, 3].map((i) => P.totalIncome.q[i] - P.totalExp.q[i]), actual: P.totalIncome.actual - P.totalExp.actual, budget: P.totalIncome.budget - P.totalExp.budget };
  for (const x of [P.totalIncome, P.totalExp, P.net]) { x.var = x.actual - x.budget; x.varPct = x.var / x.budget * 100; }
}
const pk = (label) => [...CV.pack.income, ...CV.pack.expenditure].find((r) => r.label.replace('*', '') === label);

// Bank statement, March 2026 (current account)
CV.bank = {
  account: 'Calder Vale Food & Money Advice - Business Current Account 30-91-77 40518822',
  opening: 48215.40,
  rows: [
    ['02/03/2026', 'SO CALDER VALE MILLS LTD RENT MAR', 0, 2450.00],
    ['02/03/2026', 'SUMUP PAYMENTS LTD 28FEB', 612.35, 0],
    ['03/03/2026', 'CARD 4821 BOOKER WHOLESALE HALIFAX', 0, 846.19],
    ['04/03/2026', 'FPI JUSTGIVING PAYOUT 0326A', 1284.00, 0],
    ['05/03/2026', 'DD ZURICH MUNICIPAL INS', 0, 418.72],
    ['06/03/2026', 'FP FARESHARE YORKSHIRE INV 8812', 0, 1120.00],
    ['09/03/2026', 'SUMUP PAYMENTS LTD 07MAR', 743.80, 0],
    ['10/03/2026', 'CARD 4821 BOOKER WHOLESALE HALIFAX', 0, 1092.47],
    ['11/03/2026', 'HMRC GIFT AID REPAYMENT CHY', 2318.75, 0],
    ['12/03/2026', 'CHQ 100482', 0, 350.00],
    ['13/03/2026', 'FPI CALDERDALE MBC HOLIDAY ACTIVITIES', 9600.00, 0],
    ['16/03/2026', 'FPI NATIONAL LOTTERY COMMUNITY FUND', 28075.00, 0],
    ['16/03/2026', 'SUMUP PAYMENTS LTD 14MAR', 688.10, 0],
    ['17/03/2026', 'CARD 4821 BOOKER WHOLESALE HALIFAX', 0, 973.66],
    ['18/03/2026', 'DD BT GROUP PLC', 0, 96.48],
    ['19/03/2026', 'HMRC PAYE NIC CUMBERNAULD', 0, 6912.44],
    ['20/03/2026', 'DD PENNINE ENERGY LTD 40021877', 0, 1515.27],
    ['23/03/2026', 'SUMUP PAYMENTS LTD 21MAR', 701.25, 0],
    ['24/03/2026', 'TFR TO DEPOSIT ACCOUNT 40518830', 0, 15000.00],
    ['25/03/2026', 'CARD 4821 BOOKER WHOLESALE HALIFAX', 0, 788.30],
    ['26/03/2026', "FPI ST MARY'S SOWERBY COLLECTION", 415.00, 0],
    ['27/03/2026', 'BACS PAYROLL MARCH 2026', 0, 21640.18],
    ['30/03/2026', 'SUMUP PAYMENTS LTD 28MAR', 655.90, 0],
    ['31/03/2026', 'ACCOUNT FEES MAR', 0, 18.50],
  ].map(([date, desc, inn, out]) => ({ date, desc, inn, out })),
};
{
  let b = CV.bank.opening;
  for (const r of CV.bank.rows) { b = r2(b + r.inn - r.out); r.bal = b; }
  CV.bank.closing = b;
}

// Gift Aid claim schedule (donations Jan-Mar 2026)
CV.giftaid = [
  ['GA-0103', '07/01/2026', 25], ['GA-0147', '09/01/2026', 100], ['GA-0112', '12/01/2026', 40],
  ['GA-0158', '14/01/2026', 250], ['GA-0103', '21/01/2026', 25], ['GA-0121', '23/01/2026', 15],
  ['GA-0176', '28/01/2026', 500], ['GA-0147', '30/01/2026', 60], ['GA-0134', '03/02/2026', 20],
  ['GA-0103', '04/02/2026', 25], ['GA-0189', '06/02/2026', 150], ['GA-0112', '10/02/2026', 40],
  ['GA-0162', '13/02/2026', 35], ['GA-0147', '17/02/2026', 100], ['GA-0195', '19/02/2026', 75],
  ['GA-0121', '24/02/2026', 15], ['GA-0103', '04/03/2026', 25], ['GA-0201', '05/03/2026', 1000],
  ['GA-0134', '09/03/2026', 20], ['GA-0112', '11/03/2026', 40], ['GA-0158', '16/03/2026', 250],
  ['GA-0147', '18/03/2026', 100], ['GA-0207', '23/03/2026', 30], ['GA-0121', '25/03/2026', 15],
  ['GA-0189', '27/03/2026', 150], ['GA-0103', '31/03/2026', 25],
].map(([ref, date, amount]) => ({ ref, date, amount }));

// Electricity bill (photographed)
CV.bill = {
  supplier: 'Pennine Energy Ltd', account: '40021877', billDate: '06/03/2026',
  from: '01/12/2025', to: '28/02/2026', days: 90, prevRead: 48312, presRead: 53904,
  unitRatePence: 24.87, standingPence: 58.20, vatRate: 5, ddDate: '20/03/2026',
};
{
  const B = CV.bill;
  B.units = B.presRead - B.prevRead;
  B.energy = r2(B.units * B.unitRatePence / 100);
  B.standing = r2(B.days * B.standingPence / 100);
  B.subtotal = r2(B.energy + B.standing);
  B.vat = r2(B.subtotal * B.vatRate / 100);
  B.total = r2(B.subtotal + B.vat);
  assert(CV.bank.rows.find((r) => r.desc.includes('PENNINE')).out === B.total, 'DD = bill total');
}

// Trustees' report extract
CV.report = {
  parcels: 18640, households: 3912, adviceClients: 1174, volunteers: 212, volunteerHours: 16480,
  staff: 14, fte: 11.2, reserveMonths: 4, auditor: 'Brampton Royd LLP', chair: 'Dr Nasreen Akhtar',
  treasurer: 'Gareth Pollard',
  // three-year summary in £'000: [2026, 2025, 2024]
  summary: { income: [611, 524, 497], expenditure: [599, 539, 471], movement: [17, -19, 24], funds: [297, 280, 299] },
};
{
  const S = CV.sofa, Y = CV.report.summary;
  const k = (x) => Math.round(x / 1000);
  assert(Y.income[0] === k(sum(S.totalIncome)) && Y.income[1] === k(S.totalIncomePrior), 'summary income');
  assert(Y.expenditure[0] === k(sum(S.totalExp)) && Y.expenditure[1] === k(S.totalExpPrior), 'summary exp');
  assert(Y.funds[0] === k(S.cfTotal) && Y.funds[1] === k(S.bfTotal) && Y.funds[2] === k(S.bfPrior), 'summary funds');
  assert(Y.movement[0] === k(sum(S.netMovement)) && Y.movement[1] === k(S.netMovementPrior), 'summary movement');
}

// ───────────────────────────── High Desert Harvest (US food bank, $, October year) ─────────────────────────────
export const HD = {};
HD.files = {
  pl: 'highdesert/Profit and Loss by Class - FY26 YTD.xlsx',
  bva: 'highdesert/Budget vs Actuals - FY26 YTD.xlsx',
  inkind: 'highdesert/In-Kind Donations Log Oct 2025 - Mar 2026.csv',
  grant: 'highdesert/Ponderosa Community Foundation - Award Letter.pdf',
  letter: 'highdesert/Management Letter FYE 9-30-2025.pdf',
  receipt: 'highdesert/receipt_high_lakes_supply.jpg',
};
HD.classes = ['Food Distribution', 'Nutrition Education', 'Management & General', 'Fundraising'];
HD.period = 'October 2025 - March 2026';

HD.rates = { Produce: 1.12, Dairy: 2.05, Protein: 3.40, 'Dry Goods': 1.78, Bakery: 1.45, Frozen: 2.60 };
HD.inkind = [
  ['10/02/2025', 'Safeway Distribution Center', 'Dry Goods', 14260],
  ['10/07/2025', 'Tumalo Farms Cooperative', 'Produce', 22480],
  ['10/14/2025', 'USDA TEFAP via Oregon Food Bank', 'Protein', 9840],
  ['10/21/2025', 'Fred Meyer #371', 'Bakery', 3215],
  ['10/28/2025', 'Deschutes Dairy Co-op', 'Dairy', 6730],
  ['11/04/2025', 'Bend Rotary Food Drive', 'Dry Goods', 11905],
  ['11/06/2025', 'Safeway Distribution Center', 'Produce', 8360],
  ['11/13/2025', 'Tumalo Farms Cooperative', 'Produce', 17120],
  ['11/18/2025', 'Costco Bend', 'Protein', 4480],
  ['11/20/2025', 'USDA TEFAP via Oregon Food Bank', 'Dry Goods', 21650],
  ['11/25/2025', 'Grocery Outlet Bend', 'Frozen', 2870],
  ['12/02/2025', 'Safeway Distribution Center', 'Dry Goods', 16040],
  ['12/05/2025', 'St. Charles Health Food Drive', 'Dry Goods', 7415],
  ['12/09/2025', 'Fred Meyer #371', 'Frozen', 3960],
  ['12/12/2025', 'USDA TEFAP via Oregon Food Bank', 'Protein', 12300],
  ['12/16/2025', 'Costco Bend', 'Dairy', 5245],
  ['12/19/2025', 'Deschutes Dairy Co-op', 'Dairy', 7180],
  ['12/22/2025', 'Franz Bakery Outlet', 'Bakery', 4610],
  ['01/06/2026', 'Tumalo Farms Cooperative', 'Produce', 9875],
  ['01/09/2026', 'Safeway Distribution Center', 'Protein', 5120],
  ['01/15/2026', 'USDA TEFAP via Oregon Food Bank', 'Dry Goods', 18930],
  ['01/22/2026', 'Grocery Outlet Bend', 'Produce', 6440],
  ['01/27/2026', 'Walmart Supercenter Redmond', 'Dry Goods', 8765],
  ['02/03/2026', 'Safeway Distribution Center', 'Dry Goods', 12580],
  ['02/05/2026', 'Deschutes Dairy Co-op', 'Dairy', 6905],
  ['02/11/2026', 'USDA TEFAP via Oregon Food Bank', 'Protein', 10460],
  ['02/17/2026', 'Franz Bakery Outlet', 'Bakery', 3890],
  ['02/24/2026', 'Walmart Supercenter Redmond', 'Frozen', 4150],
  ['03/03/2026', 'Tumalo Farms Cooperative', 'Produce', 11230],
  ['03/06/2026', 'Costco Bend', 'Protein', 3975],
  ['03/10/2026', 'Safeway Distribution Center', 'Produce', 9610],
  ['03/13/2026', 'USDA TEFAP via Oregon Food Bank', 'Dry Goods', 15270],
  ['03/19/2026', 'Fred Meyer #371', 'Bakery', 2945],
  ['03/24/2026', 'Grocery Outlet Bend', 'Dairy', 3360],
  ['03/30/2026', 'Deschutes Dairy Co-op', 'Dairy', 5515],
].map(([date, donor, category, lbs]) => ({ date, donor, category, lbs, value: r2(lbs * HD.rates[category]) }));
HD.inkindTotal = sum(HD.inkind.map((r) => r.value));
HD.inkindLbs = sum(HD.inkind.map((r) => r.lbs));

// P&L by class: amounts per class [FD, NE, MG, FR]; `budget` = FY26 YTD budget (Budget vs. Actuals)
const Z = 0;
HD.accounts = {
  income: [
    { group: '4000 Contributions', lines: [
      { name: '4010 Individual Contributions', c: [Z, Z, 412386.50, 38210.00], budget: 480000 },
      { name: '4020 Corporate Contributions', c: [54000.00, Z, 96450.00, 12500.00], budget: 150000 },
      { name: '4030 Foundation Grants', c: [145000.00, 90000.00, Z, Z], budget: 240000 },
    ] },
    { group: '4100 Government Grants', lines: [
      { name: '4110 TEFAP Administrative Funds', c: [68420.00, Z, Z, Z], budget: 70000 },
      { name: '4120 State Food Purchase Program', c: [112800.00, Z, Z, Z], budget: 112800 },
    ] },
    { name: '4200 In-Kind Food Donations', c: [HD.inkindTotal, Z, Z, Z], budget: 560000 },
    { name: '4300 Special Events Revenue', c: [Z, Z, Z, 61740.00], budget: 55000 },
    { name: '4400 Shared Maintenance Fees', c: [23615.25, Z, Z, Z], budget: 22500 },
  ],
  expenses: [
    { group: '6000 Personnel', lines: [
      { name: '6010 Salaries & Wages', c: [298400.00, 72150.00, 118900.00, 41300.00], budget: 541200 },
      { name: '6020 Payroll Taxes', c: [23872.00, 5772.00, 9512.00, 3304.00], budget: 43296 },
      { name: '6030 Employee Benefits', c: [38760.00, 9120.00, 16480.00, 5160.00], budget: 72000 },
    ] },
    { name: '6100 Donated Food Distributed', c: [571930.00, Z, Z, Z], budget: 560000 },
    { name: '6200 Purchased Food', c: [184325.60, 6210.40, Z, Z], budget: 165000 },
    { group: '6300 Facilities', lines: [
      { name: '6310 Rent', c: [54000.00, 6000.00, 9000.00, 3000.00], budget: 72000 },
      { name: '6320 Utilities', c: [21486.32, 1204.18, 2408.36, 602.09], budget: 24000 },
      { name: '6330 Repairs & Maintenance', c: [9870.45, Z, 1215.00, Z], budget: 9000 },
    ] },
    { group: '6400 Vehicle & Fleet', lines: [
      { name: '6410 Fuel', c: [31218.77, 1842.50, Z, Z], budget: 27000 },
      { name: '6420 Vehicle Maintenance', c: [12640.00, Z, Z, Z], budget: 15000 },
    ] },
    { name: '6500 Program Supplies', c: [14322.19, 8946.71, Z, Z], budget: 21000 },
    { name: '6600 Professional Fees', c: [Z, Z, 28500.00, 4800.00], budget: 36000 },
    { name: '6700 Insurance', c: [10920.00, 1260.00, 2520.00, 420.00], budget: 15120 },
    { name: '6800 Printing & Postage', c: [1845.30, 2310.75, 1120.40, 9876.20], budget: 12500 },
    { name: '6900 Bank & Merchant Fees', c: [Z, Z, 1932.58, 2415.66], budget: 4000 },
  ],
  other: [{ name: '7000 Interest Income', c: [Z, Z, 3184.22, Z], budget: 2400 }],
};
{
  const A = HD.accounts;
  const fin = (l) => { l.total = sum(l.c); l.var = r2(l.total - l.budget); l.pctBudget = l.total / l.budget * 100; return l; };
  const grp = (g) => {
    if (!g.group) return fin(g);
    g.lines.forEach(fin);
    g.c = [0, 1, 2, 3].map((i) => sum(g.lines.map((l) => l.c[i])));
    g.budget = sum(g.lines.map((l) => l.budget));
    return fin(g);
  };
  const section = (items) => {
    items.forEach(grp);
    const s = { c: [0, 1, 2, 3].map((i) => sum(items.map((x) => x.c[i]))), budget: sum(items.map((x) => x.budget)) };
    return fin(s);
  };
  HD.totalIncome = section(A.income);
  HD.totalExp = section(A.expenses);
  HD.otherIncome = section(A.other);
  HD.netOp = fin({ c: [0, 1, 2, 3].map((i) => r2(HD.totalIncome.c[i] - HD.totalExp.c[i])), budget: r2(HD.totalIncome.budget - HD.totalExp.budget) });
  HD.netIncome = fin({ c: [0, 1, 2, 3].map((i) => r2(HD.netOp.c[i] + HD.otherIncome.c[i])), budget: r2(HD.netOp.budget + HD.otherIncome.budget) });
  HD.byName = new Map();
  for (const x of [...A.income, ...A.expenses, ...A.other]) {
    HD.byName.set(x.name || x.group, x);
    for (const l of x.lines || []) HD.byName.set(l.name, l);
  }
}
const acct = (name) => { const x = HD.byName.get(name); assert(x, 'account ' + name); return x; };

HD.grant = {
  funder: 'Ponderosa Community Foundation', number: 'PCF-2025-0412', letterDate: 'December 8, 2025',
  amount: 180000, start: 'January 1, 2026', end: 'December 31, 2027',
  counties: 'Crook and Jefferson Counties',
  payments: [
    { n: 1, amount: 90000, date: 'January 15, 2026', cond: 'on receipt of the countersigned award letter' },
    { n: 2, amount: 54000, date: 'January 15, 2027', cond: 'on approval of the first interim report' },
    { n: 3, amount: 36000, date: 'July 15, 2027', cond: 'on approval of the second interim report' },
  ],
  reports: [
    { name: 'First interim report (narrative and financial)', due: 'July 31, 2026' },
    { name: 'Second interim report (narrative and financial)', due: 'June 15, 2027' },
    { name: 'Final report', due: 'March 31, 2028' },
  ],
  indirectPct: 12, capitalLimit: 5000, poundsTarget: 1200000,
  officer: 'Marisol Ventura', signer: 'Douglas Fairweather',
};
assert(sum(HD.grant.payments.map((p) => p.amount)) === HD.grant.amount, 'grant payments');

HD.letter = {
  firm: 'Klamath Reyes & Associates, LLP', date: 'January 22, 2026', fye: 'September 30, 2025',
  findings: [
    { title: 'Segregation of Duties over Cash Receipts', rating: 'Significant deficiency', owner: 'Finance Director', target: 'February 28, 2026' },
    { title: 'Valuation of Donated Food', rating: 'Other matter', owner: 'Operations Manager', target: 'March 31, 2026' },
    { title: 'Timeliness of Bank Reconciliations', rating: 'Other matter', owner: 'Finance Director', target: 'April 30, 2026' },
    { title: 'Capitalization of Equipment', rating: 'Other matter', owner: 'Finance Director', target: 'Effective immediately' },
  ],
  expensedEquipment: 14280, capThreshold: 5000, lateRecs: 4, oldRate: 1.93,
};

HD.receipt = {
  store: 'HIGH LAKES RESTAURANT SUPPLY', date: '02/19/2026', time: '14:32', card: '4417', txn: '118204',
  items: [
    { name: 'CUTTING BOARD 18X24', qty: 2, price: 24.99 },
    { name: 'NITRILE GLOVES L 100CT', qty: 4, price: 12.49 },
    { name: 'HAIRNETS 144CT', qty: 1, price: 9.95 },
    { name: 'SHEET PAN FULL SIZE', qty: 3, price: 17.50 },
    { name: 'FOOD STORAGE CONT 22QT', qty: 6, price: 15.75 },
    { name: 'DIGITAL PROBE THERMOMETER', qty: 1, price: 29.99 },
  ],
};
for (const it of HD.receipt.items) it.ext = r2(it.qty * it.price);
HD.receipt.subtotal = sum(HD.receipt.items.map((i) => i.ext));
HD.receipt.tax = 0;
HD.receipt.total = HD.receipt.subtotal;

// ───────────────────────────── cases ─────────────────────────────
const TOL = 0.005;
const okRound = (v, dp) => Math.abs(Math.round(v * 10 ** dp) / 10 ** dp - v) <= TOL * Math.abs(v);
function num(value, unit, extra = {}) { const rd = (x) => Math.round(x * 1e4) / 1e4; return { type: 'number', value: rd(value), tolerance: TOL, ...(extra.alt ? { alt: extra.alt.map((x) => Math.round(x * 1e6) / 1e6) } : {}), unit }; }
const txt = (any, wrong) => ({ type: 'text', any, wrong });
const nf = (subject) => ({ type: 'notfound', subject });

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function datePhrases(d, m, y, order) {
  const M = MONTHS[m - 1], dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const th = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  const out = [`${d} ${M} ${y}`, `${d}${th} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${M} ${d}${th}, ${y}`, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${y}-${mm}-${dd}`];
  out.push(order === 'dmy' ? `${dd}/${mm}/${y}` : `${mm}/${dd}/${y}`);
  return out;
}
const dmy = (s) => { const [d, m, y] = s.split('/').map(Number); return datePhrases(d, m, y, 'dmy'); };
const mdy = (s) => { const [m, d, y] = s.split('/').map(Number); return datePhrases(d, m, y, 'mdy'); };
const longUS = (s) => { const m = s.match(/^(\w+) (\d+), (\d+)$/); return datePhrases(+m[2], MONTHS.indexOf(m[1]) + 1, +m[3], 'mdy'); };

const F = CV.files, G = HD.files, S = CV.sofa, B = CV.bs, P = CV.pack;
const fund = (n) => CV.funds.find((f) => f.name === n);
const bankRows = CV.bank.rows;
const inRange = (date, a, b, order) => {
  const k = (s) => { const p = s.split('/').map(Number); return order === 'dmy' ? p[2] * 1e4 + p[1] * 100 + p[0] : p[2] * 1e4 + p[0] * 100 + p[1]; };
  return k(date) >= k(a) && k(date) <= k(b);
};
const pct = (a, b) => (a - b) / b * 100;
const share = (a, b) => a / b * 100;

// Each: [kind, question, answer, documents]
const cv = [
  // lookups
  ['lookup', 'How much restricted income came in from charitable activities in 2025/26?', num(S.income[1].cur[1], 'money'), [F.accounts]],
  ['lookup', 'what did debt and money advice cost us in total the year before (the 2025 column on the SOFA)', num(line('advice').prior, 'money'), [F.accounts]],
  ['lookup', 'Endowment funds carried forward at 31 March 2026?', num(S.carriedForward[2], 'money'), [F.accounts]],
  ['lookup', 'cash at bank and in hand at year end per the balance sheet', num(B.cash[0], 'money'), [F.accounts]],
  ['lookup', "What's the closing balance on the Money Matters Advice Project fund?", num(fund('Money Matters Advice Project').close, 'money'), [F.accounts]],
  ['lookup', 'mgmt accts - food purchased in q3', num(pk('Food purchased').q[2], 'money'), [F.pack]],
  ['lookup', 'What was the full-year budget for staff costs in the management accounts?', num(pk('Staff costs').budget, 'money'), [F.pack]],
  ['lookup', 'bank balance at close of business 31/03', num(CV.bank.closing, 'money'), [F.bank]],
  ['lookup', 'How many kWh were we billed for on the Pennine Energy bill?', num(CV.bill.units, 'count'), [F.bill]],
  ['lookup', 'how much vat is on the electric bill', num(CV.bill.vat, 'money'), [F.bill]],
  ['lookup', "Looking at the trustees' report, what was our total income back in 2023/24?", num(CV.report.summary.income[2] * 1000, 'money'), [F.report]],
  ['lookup', 'how many volunteers did we have this yr', num(CV.report.volunteers, 'count'), [F.report]],
  ['lookup', 'Debtors at 31 March 2025 - comparative figure please', num(B.debtors[1], 'money'), [F.accounts]],
  ['lookup', 'How much did we pay Calder Vale Mills for rent in March?', num(bankRows.find((r) => r.desc.includes('MILLS')).out, 'money'), [F.bank]],
  ['lookup', 'net investment gains credited to the endowment fund this year', num(S.gains.cur[2], 'money'), [F.accounts]],
  // totals
  ['total', 'What did the Holiday Hunger Fund and the Baby Bank spend between them in the year?', num(fund('Holiday Hunger Fund').exp + fund('Baby Bank').exp, 'money'), [F.accounts]],
  ['total', 'total money in on the march bank statement', num(sum(bankRows.map((r) => r.inn)), 'money'), [F.bank]],
  ['total', 'Sum of the February donations on the gift aid schedule?', num(sum(CV.giftaid.filter((g) => g.date.slice(3, 5) === '02').map((g) => g.amount)), 'money'), [F.giftaid]],
  ['total', 'grants and contracts income for the first half of the year (Q1 + Q2), from the management accounts', num(pk('Grants & contracts').q[0] + pk('Grants & contracts').q[1], 'money'), [F.pack]],
  // differences
  ['difference', 'Across all funds, how much more went on food support than on debt and money advice in 2025/26?', num(tot('food') - tot('advice'), 'money'), [F.accounts]],
  ['difference', 'By how much did cash at bank go up between the two balance sheet dates?', num(B.cash[0] - B.cash[1], 'money'), [F.accounts]],
  ['difference', 'By how much are our general funds above the level the reserves policy asks for?', num(B.general[0] - S.totalExp[0] * CV.report.reserveMonths / 12, 'money'), [F.report, F.accounts]],
  ['difference', 'How much more did raising funds cost this year than last year, total of all funds?', num(tot('raising') - line('raising').prior, 'money'), [F.accounts]],
  // percent change
  ['percent', "what's the % change in total income compared with 2025", num(pct(sum(S.totalIncome), S.totalIncomePrior), 'pct'), [F.accounts]],
  ['percent', 'By what percentage did other trading activities income grow year on year?', num(pct(tot('trading'), line('trading').prior), 'pct'), [F.accounts]],
  ['percent', 'staff costs went up from q1 to q4 by what percent', num(pct(pk('Staff costs').q[3], pk('Staff costs').q[0]), 'pct'), [F.pack]],
  ['percent', 'Percentage fall in debtors from March 2025 to March 2026?', num(pct(B.debtors[0], B.debtors[1]), 'pct'), [F.accounts]],
  // ratio / share
  ['ratio', 'What share of our total 2026 income was restricted?', num(share(S.totalIncome[1], sum(S.totalIncome)), 'pct', { alt: [S.totalIncome[1] / sum(S.totalIncome)] }), [F.accounts]],
  ['ratio', 'How many months of unrestricted spending do our general funds cover at 31 March 2026?', num(B.general[0] / (S.totalExp[0] / 12), 'ratio'), [F.accounts]],
  ['ratio', 'what proportion of total expenditure went on raising funds in 25/26', num(share(tot('raising'), sum(S.totalExp)), 'pct', { alt: [tot('raising') / sum(S.totalExp)] }), [F.accounts]],
  ['ratio', "What's the average donation on the Gift Aid schedule?", num(sum(CV.giftaid.map((g) => g.amount)) / CV.giftaid.length, 'money'), [F.giftaid]],
  // variance
  ['variance', 'How far over budget did food purchased end up for the year?', num(pk('Food purchased').var, 'money'), [F.pack]],
  ['variance', 'grants & contracts - variance to budget for the full yr', num(pk('Grants & contracts').var, 'money'), [F.pack]],
  ['variance', 'Donations and legacies came in what percent above budget?', num(pk('Donations & legacies').var / pk('Donations & legacies').budget * 100, 'pct'), [F.pack]],
  ['variance', 'how did the net surplus before gains compare to budget, in £', num(P.net.var, 'money'), [F.pack]],
  // extremes
  ['extreme', 'Which expenditure line overspent its budget by the most?', txt(['food purchased'], 'staff costs'), [F.pack]],
  ['extreme', 'which restricted fund had the biggest spend', txt(['money matters'], 'holiday hunger fund'), [F.accounts]],
  ['extreme', 'What was the single largest payment out of the current account in March?', num(Math.max(...bankRows.map((r) => r.out)), 'money'), [F.bank]],
  // counts
  ['count', 'How many donations of £100 or more are on the Gift Aid claim?', num(CV.giftaid.filter((g) => g.amount >= 100).length, 'count'), [F.giftaid]],
  ['count', 'no. of card paymnets to booker in march', num(bankRows.filter((r) => r.desc.includes('BOOKER')).length, 'count'), [F.bank]],
  // dates
  ['date', 'When did the HMRC Gift Aid repayment land in the bank?', txt(dmy(bankRows.find((r) => r.desc.includes('GIFT AID')).date), '2 March 2026'), [F.bank]],
  ['date', 'whats the earliest donation date on the gift aid schedule', txt(dmy(CV.giftaid[0].date), '31 March 2026'), [F.giftaid]],
  // text
  ['text', 'Who is the auditor named in the trustees report?', txt(['brampton royd'], 'Hollins Whitaker'), [F.report]],
  ['text', 'reserves policy - how many months of spending are we meant to hold', txt(['four months', '4 months'], 'six months'), [F.report]],
  ['text', 'What do the trustees see as the principal risk facing the charity?', txt(['national lottery', 'lottery funding', 'money matters'], 'cyber attack on client data'), [F.report]],
  ['text', "What's our account number on the electricity bill?", txt([CV.bill.account], '51177302'), [F.bill]],
  // not found
  ['notfound', 'How much did the minibus lease cost us this year?', nf(['minibus']), Object.values(F)],
  ['notfound', 'what did the christmas appeal raise', nf(['christmas']), Object.values(F)],
  ['notfound', 'What were employer pension contributions for 2025/26?', nf(['pension']), Object.values(F)],
  ['notfound', 'how much is the water bill for the hub', nf(['water']), Object.values(F)],
];

const ne = 1, fd = 0, mg = 2, fr = 3;
const L = HD.inkind;
const byMonth = (m) => L.filter((r) => r.date.startsWith(m + '/'));
const q1 = L.filter((r) => ['10', '11', '12'].includes(r.date.slice(0, 2)));
const q2 = L.filter((r) => ['01', '02', '03'].includes(r.date.slice(0, 2)));
const lbs = (rows) => sum(rows.map((r) => r.lbs));
const fv = (rows) => sum(rows.map((r) => r.value));
const progExp = HD.totalExp.c[fd] + HD.totalExp.c[ne];
const hd = [
  // lookups
  ['lookup', 'What have we spent on salaries for Nutrition Education so far this fiscal year?', num(acct('6010 Salaries & Wages').c[ne], 'money'), [G.pl]],
  ['lookup', 'total income ytd fy26', num(HD.totalIncome.total, 'money'), [G.pl]],
  ['lookup', 'fuel costs charged to food distribution ytd', num(acct('6410 Fuel').c[fd], 'money'), [G.pl]],
  ['lookup', "What's the year-to-date budget for purchased food?", num(acct('6200 Purchased Food').budget, 'money'), [G.bva]],
  ['lookup', 'How big is the Ponderosa grant in total?', num(HD.grant.amount, 'money'), [G.grant]],
  ['lookup', 'how much is ponderosa\'s 2nd payment', num(HD.grant.payments[1].amount, 'money'), [G.grant]],
  ['lookup', 'What is the fair value of in-kind food we received October through March?', num(HD.inkindTotal, 'money'), [G.inkind, G.pl]],
  ['lookup', 'professional fees in M&G ytd', num(acct('6600 Professional Fees').c[mg], 'money'), [G.pl]],
  ['lookup', 'What are total expenses for the Fundraising class to date?', num(HD.totalExp.c[fr], 'money'), [G.pl]],
  ['lookup', 'what was the total on the high lakes restaurant supply receipt', num(HD.receipt.total, 'money'), [G.receipt]],
  ['lookup', 'How much did the nitrile gloves come to on that supply receipt?', num(HD.receipt.items[1].ext, 'money'), [G.receipt]],
  ['lookup', 'According to the auditors, how much equipment was expensed that should have been capitalized?', num(HD.letter.expensedEquipment, 'money'), [G.letter]],
  ['lookup', 'intrest income so far this yr', num(acct('7000 Interest Income').total, 'money'), [G.pl]],
  ['lookup', 'Net income for the Food Distribution class, Oct–Mar?', num(HD.netIncome.c[fd], 'money'), [G.pl]],
  ['lookup', 'tefap admin funds received ytd', num(acct('4110 TEFAP Administrative Funds').total, 'money'), [G.pl]],
  // totals
  ['total', 'Total personnel costs for Nutrition Education and Fundraising combined?', num(acct('6000 Personnel').c[ne] + acct('6000 Personnel').c[fr], 'money'), [G.pl]],
  ['total', 'how many pounds of donated food came in during q2 (jan-mar)', num(lbs(q2), 'count'), [G.inkind]],
  ['total', 'What is the total fair value of everything Safeway donated this year to date?', num(fv(L.filter((r) => r.donor.startsWith('Safeway'))), 'money'), [G.inkind]],
  ['total', 'How much will Ponderosa pay us in calendar 2027?', num(sum(HD.grant.payments.filter((p) => p.date.endsWith('2027')).map((p) => p.amount)), 'money'), [G.grant]],
  // differences
  ['difference', 'How much more in-kind food did we take in than we gave out, in dollars, this fiscal year?', num(acct('4200 In-Kind Food Donations').total - acct('6100 Donated Food Distributed').total, 'money'), [G.pl]],
  ['difference', 'gap between foundation grants and corporate contributions ytd', num(acct('4030 Foundation Grants').total - acct('4020 Corporate Contributions').total, 'money'), [G.pl]],
  ['difference', 'How many more pounds of produce than dairy were donated Oct-Mar?', num(lbs(L.filter((r) => r.category === 'Produce')) - lbs(L.filter((r) => r.category === 'Dairy')), 'count'), [G.inkind]],
  ['difference', 'how much more did individuals give than the special events brought in', num(acct('4010 Individual Contributions').total - acct('4300 Special Events Revenue').total, 'money'), [G.pl]],
  // percent change
  ['percent', 'By what % did donated pounds change from Q1 (Oct-Dec) to Q2 (Jan-Mar)?', num(pct(lbs(q2), lbs(q1)), 'pct'), [G.inkind]],
  ['percent', 'pct change in in-kind fair value nov to dec', num(pct(fv(byMonth('12')), fv(byMonth('11'))), 'pct'), [G.inkind]],
  ['percent', 'How much did monthly donated pounds change from January to February, in percent?', num(pct(lbs(byMonth('02')), lbs(byMonth('01'))), 'pct'), [G.inkind]],
  // ratio / share
  ['ratio', 'what % of total opex is g&a (management & general)', num(share(HD.totalExp.c[mg], HD.totalExp.total), 'pct', { alt: [HD.totalExp.c[mg] / HD.totalExp.total] }), [G.pl]],
  ['ratio', 'program expense ratio ytd (food distribution + nutrition ed as % of total expenses)', num(share(progExp, HD.totalExp.total), 'pct', { alt: [progExp / HD.totalExp.total] }), [G.pl]],
  ['ratio', 'What fair value per pound does the log use on average for produce?', num(fv(L.filter((r) => r.category === 'Produce')) / lbs(L.filter((r) => r.category === 'Produce')), 'money'), [G.inkind]],
  ['ratio', 'The High Lakes receipt was for the cooking classes - what % of Nutrition Education program supplies ytd does it represent?', num(share(HD.receipt.total, acct('6500 Program Supplies').c[ne]), 'pct', { alt: [HD.receipt.total / acct('6500 Program Supplies').c[ne]] }), [G.receipt, G.pl]],
  // variance
  ['variance', 'how far over budgt is fuel ytd', num(acct('6410 Fuel').var, 'money'), [G.bva]],
  ['variance', 'Salaries & wages are at what percent of budget so far?', num(acct('6010 Salaries & Wages').pctBudget, 'pct'), [G.bva]],
  ['variance', 'Are total expenses over or under the YTD budget, and by how much?', num(HD.totalExp.var, 'money'), [G.bva]],
  ['variance', 'individual contributions vs budget ytd — how far off', num(acct('4010 Individual Contributions').var, 'money'), [G.bva]],
  ['variance', 'For FY26 so far, how far is total income running ahead of budget in dollars?', num(HD.totalIncome.var, 'money'), [G.bva]],
  // extremes
  ['extreme', 'which expense account is furthest over budget in dollars', txt(['purchased food'], 'fuel'), [G.bva]],
  ['extreme', 'Which donor has given us the most food by weight this year?', txt(['tefap', 'oregon food bank'], 'Safeway Distribution Center'), [G.inkind]],
  ['extreme', 'who made the biggest single donation by weight', txt(['tumalo'], 'Bend Rotary Food Drive'), [G.inkind]],
  // counts
  ['count', 'How many in-kind donations were logged in December?', num(byMonth('12').length, 'count'), [G.inkind]],
  ['count', 'how many findings are in the auditors management letter', num(HD.letter.findings.length, 'count'), [G.letter]],
  // dates
  ['date', "When is the first interim report due to Ponderosa?", txt(longUS(HD.grant.reports[0].due), 'June 15, 2027'), [G.grant]],
  ['date', 'target date for getting bank recs caught up per mgmt response', txt(longUS(HD.letter.findings[2].target), 'February 28, 2026'), [G.letter]],
  // text
  ['text', 'Which firm audited us for FY2025?', txt(['klamath reyes'], 'Deschutes CPA Group'), [G.letter]],
  ['text', "what's the ponderosa grant number", txt([HD.grant.number.toLowerCase()], 'PCF-2024-0198'), [G.grant]],
  ['text', 'Which finding did the auditors rate as a significant deficiency?', txt(['segregation of duties', 'cash receipts'], 'bank reconciliations'), [G.letter]],
  ['text', 'Which counties does the Ponderosa grant cover?', txt(['crook and jefferson'], 'Deschutes County'), [G.grant]],
  // not found
  ['notfound', 'How much did the Turkey Trot bring in this year?', nf(['turkey']), Object.values(G)],
  ['notfound', 'what are we paying on the forklift lease', nf(['forklift']), Object.values(G)],
  ['notfound', 'How much SNAP outreach contract revenue have we recognized this year?', nf(['snap']), Object.values(G)],
  ['notfound', 'how many volunteer hours were logged in the warehouse ytd', nf(['volunteer']), Object.values(G)],
];

function build(org, list) {
  return list.map(([kind, question, answer, documents], i) => ({ id: `${org}-${String(i + 1).padStart(3, '0')}`, org, kind, question, answer, documents }));
}
export const CASES = [...build('caldervale', cv), ...build('highdesert', hd)];

// sanity: percentages / ratios survive rounding; extremes unique; ids unique
for (const c of CASES) {
  const a = c.answer;
  if (a.type !== 'number') continue;
  if (a.unit === 'pct') assert(okRound(a.value, 1), `${c.id} ${a.value} not stable at 1 decimal`);
  if (a.unit === 'ratio') assert(okRound(a.value, 2), `${c.id} ratio not stable at 2 decimals`);
  assert(a.value !== 0, c.id + ' zero answer');
}
{
  const overs = [...P.expenditure].sort((a, b) => b.var - a.var); assert(overs[0].var > overs[1].var, 'unique overspend');
  const fe = [...CV.funds].sort((a, b) => b.exp - a.exp); assert(fe[0].exp > fe[1].exp, 'unique fund spend');
  const outs = bankRows.map((r) => r.out).sort((a, b) => b - a); assert(outs[0] > outs[1], 'unique payment');
  const leaves = [];
  for (const x of HD.accounts.expenses) (x.lines || [x]).forEach((l) => leaves.push(l));
  leaves.sort((a, b) => b.var - a.var); assert(leaves[0].name.includes('Purchased Food') && leaves[0].var > leaves[1].var, 'unique HD overspend');
  const donors = new Map(); for (const r of L) donors.set(r.donor, (donors.get(r.donor) || 0) + r.lbs);
  const ds = [...donors].sort((a, b) => b[1] - a[1]); assert(ds[0][0].includes('TEFAP') && ds[0][1] > ds[1][1], 'unique donor');
  const big = [...L].sort((a, b) => b.lbs - a.lbs); assert(big[0].donor.startsWith('Tumalo') && big[0].lbs > big[1].lbs, 'unique single');
}
