// The one data module for set K: every figure in every document and every case. The renderers in lib/
// draw the documents from these figures; gen.mjs writes the cases. Answers are computed from the figures,
// and the assertions at the bottom check that each document foots and that documents agree with each other.
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const assert = (c, m) => { if (!c) throw new Error('data.mjs assertion failed: ' + m); };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const uniqueMax = (pairs, m) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); assert(s[0][1] > s[1][1], `unique maximum: ${m}`); return s[0][0]; };

export const ORGS = {
  greyfriars: { name: 'Greyfriars Lane Night Shelter', fiscalYearStart: 'January', currency: '£', locale: 'en-GB' },
  rgvliteracy: { name: 'Rio Grande Valley Literacy Partners', fiscalYearStart: 'July', currency: '$', locale: 'en-US' },
};

// ===================================================================================== GREYFRIARS
export const GF = { files: {
  pl: 'greyfriars/Management Accounts Jan-Dec 2025.xlsx',
  budget: 'greyfriars/Budget v Actual 2025 by cost centre.xlsx',
  bankrec: 'greyfriars/Bank reconciliation 31.12.2025.pdf',
  funds: 'greyfriars/Restricted funds note & trustees report extract 2025.docx',
  crm: 'greyfriars/CRM gifts export 2025.csv',
  receipt: 'greyfriars/IMG_20251219_142207.jpg',
} };
const rep = (a, n, b, m) => [...Array(n).fill(a), ...Array(m).fill(b)];
GF.income = [
  ['Local authority contract', rep(36500, 3, 38000, 9)],
  ['Grants & trusts', [12000, 0, 25000, 4500, 0, 18000, 2500, 0, 30000, 7500, 40000, 15000]],
  ['Donations – individuals', [9840, 7215, 6930, 5480, 5120, 5760, 4905, 4610, 6045, 8370, 14260, 27935]],
  ['Gift Aid reclaimed', [0, 0, 3412, 0, 0, 2108, 0, 0, 1876, 0, 0, 4950]],
  ['Legacies', [0, 0, 0, 15000, 0, 0, 0, 2500, 0, 40000, 0, 0]],
  ['Fundraising events', [0, 0, 1850, 0, 0, 0, 6780, 0, 0, 0, 22460, 3125]],
  ['Guest service charges', [2310, 2095, 2240, 2180, 2025, 1960, 1890, 1935, 2050, 2205, 2330, 2415]],
];
GF.expenditure = [
  ['Staff costs – shelter', rep(28400, 3, 29650, 9)],
  ['Staff costs – outreach', rep(11200, 3, 11650, 9)],
  ['Staff costs – central', rep(9800, 3, 10150, 9)],
  ['Premises – rent & rates', Array(12).fill(6250)],
  ['Utilities', [4120, 3980, 3510, 2860, 2240, 1905, 1870, 1920, 2315, 3040, 3760, 4385]],
  ['Food & kitchen', [3640, 3210, 3380, 3050, 2940, 2870, 2910, 2985, 3120, 3470, 3890, 4675]],
  ['Outreach van & travel', [1245, 1180, 1320, 1205, 1390, 1275, 1310, 1260, 1345, 1420, 1515, 1480]],
  ['Volunteer expenses', [410, 385, 440, 395, 460, 520, 545, 505, 430, 470, 610, 745]],
  ['Fundraising costs', [850, 620, 1340, 710, 690, 1180, 2460, 640, 720, 1050, 5930, 2140]],
  ['Governance', [350, 350, 350, 9950, 350, 350, 350, 350, 350, 350, 350, 350]],
  ['Depreciation', Array(12).fill(1850)],
];
{
  const P = {};
  for (const [l, v] of [...GF.income, ...GF.expenditure]) { assert(v.length === 12, l); P[l] = { m: v, total: sum(v) }; }
  const col = (lines, i) => sum(lines.map(([, v]) => v[i]));
  P['Total income'] = { m: MONTHS.map((_, i) => col(GF.income, i)) }; P['Total income'].total = sum(P['Total income'].m);
  P['Total expenditure'] = { m: MONTHS.map((_, i) => col(GF.expenditure, i)) }; P['Total expenditure'].total = sum(P['Total expenditure'].m);
  P['Net surplus/(deficit)'] = { m: MONTHS.map((_, i) => r2(P['Total income'].m[i] - P['Total expenditure'].m[i])) };
  P['Net surplus/(deficit)'].total = sum(P['Net surplus/(deficit)'].m);
  GF.P = P;
}
// budget by cost centre: [cost centre, line item, budget, P&L line]; actual comes from the P&L
GF.budgetIncome = [
  ['Shelter', 'Local authority contract', 456000, 'Local authority contract'],
  ['Shelter', 'Guest service charges', 26000, 'Guest service charges'],
  ['Central', 'Grants & trusts', 140000, 'Grants & trusts'],
  ['Central', 'Donations – individuals', 98000, 'Donations – individuals'],
  ['Central', 'Gift Aid reclaimed', 11000, 'Gift Aid reclaimed'],
  ['Central', 'Legacies', 30000, 'Legacies'],
  ['Central', 'Fundraising events', 36000, 'Fundraising events'],
];
GF.budgetExpenditure = [
  ['Shelter', 'Staff costs', 348000, 'Staff costs – shelter'],
  ['Shelter', 'Premises – rent & rates', 75000, 'Premises – rent & rates'],
  ['Shelter', 'Utilities', 30000, 'Utilities'],
  ['Shelter', 'Food & kitchen', 38500, 'Food & kitchen'],
  ['Outreach', 'Staff costs', 141000, 'Staff costs – outreach'],
  ['Outreach', 'Outreach van & travel', 14500, 'Outreach van & travel'],
  ['Outreach', 'Volunteer expenses', 5400, 'Volunteer expenses'],
  ['Central', 'Staff costs', 118000, 'Staff costs – central'],
  ['Central', 'Fundraising costs', 16000, 'Fundraising costs'],
  ['Central', 'Governance', 13000, 'Governance'],
  ['Central', 'Depreciation', 22200, 'Depreciation'],
];
{
  const mk = (rows, income) => rows.map(([cc, line, budget, pl]) => {
    const actual = GF.P[pl].total;
    const variance = income ? actual - budget : budget - actual; // favourable/(adverse)
    return { cc, line, budget, actual, variance, pct: (variance / budget) * 100 };
  });
  GF.BI = mk(GF.budgetIncome, true); GF.BE = mk(GF.budgetExpenditure, false);
  const tot = (rows, income) => { const budget = sum(rows.map((r) => r.budget)), actual = sum(rows.map((r) => r.actual)); const variance = income ? actual - budget : budget - actual; return { budget, actual, variance, pct: (variance / budget) * 100 }; };
  GF.BIT = tot(GF.BI, true); GF.BET = tot(GF.BE, false);
  const nb = GF.BIT.budget - GF.BET.budget, na = GF.BIT.actual - GF.BET.actual;
  GF.BNET = { budget: nb, actual: na, variance: na - nb, pct: ((na - nb) / Math.abs(nb)) * 100 };
}
GF.bank = { name: 'Yorkshire Mutual Bank plc', account: 'Charity Current Account 40-21-77 31846205', date: '31/12/2025', statement: 148362.57,
  cheques: [
    ['100447', '09/12/2025', 'Yorkshire Linen Services', 412.80],
    ['100451', '15/12/2025', 'St Crux Plumbing Ltd', 1236.00],
    ['100452', '18/12/2025', 'Hartley Moss LLP', 2880.00],
    ['100454', '22/12/2025', 'City of York Council', 1562.50],
    ['100455', '23/12/2025', 'Ouse Valley Catering Supplies', 318.46],
  ],
  deposits: [
    ['31/12/2025', 'Cash & cheques – carol concert', 1184.35],
    ['31/12/2025', 'Street collection – Parliament St', 642.19],
  ],
  preparedBy: 'D. Okafor (Finance Officer)', reviewedBy: 'Margaret Oduya (Chair)' };
GF.bank.chequesTotal = sum(GF.bank.cheques.map((c) => c[3]));
GF.bank.depositsTotal = sum(GF.bank.deposits.map((d) => d[2]));
GF.bank.cashbook = r2(GF.bank.statement - GF.bank.chequesTotal + GF.bank.depositsTotal);

// restricted funds: [fund, opening, income, expenditure, transfers]; closing computed
GF.funds = [
  ['Winter Beds Fund', 8420, 42000, 46150, 0],
  ['Street Outreach Fund (Community Fund)', 12960, 60000, 58275, 0],
  ['Kitchen Refit Appeal', 21300, 9850, 3420, -27730],
  ['Guest Hardship Fund', 2145, 3600, 4010, 500],
  ['Health & Wellbeing (Ainsty Trust)', 0, 15000, 6880, 0],
].map(([fund, open, inc, exp, tr]) => ({ fund, open, inc, exp, tr, close: open + inc - exp + tr }));
GF.fundsTotal = Object.fromEntries(['open', 'inc', 'exp', 'tr', 'close'].map((k) => [k, sum(GF.funds.map((f) => f[k]))]));
GF.narr = { auditors: 'Hartley Moss LLP', auditorsTown: 'York', chair: 'Margaret Oduya', treasurer: 'Alan Petch', charityNo: '1104629',
  approvedIso: '2026-04-23', approved: '23 April 2026', reservesMonths: 3, freeReserves: 156000, freeReservesMonths: 2.6 };

GF.narr.unrestrictedExp = GF.P['Total expenditure'].total - GF.fundsTotal.exp;
assert(Math.round((GF.narr.freeReserves / (GF.narr.unrestrictedExp / 12)) * 10) / 10 === GF.narr.freeReservesMonths, 'free reserves months');
// CRM export (gifts of £100 and over, and legacies): [date dd/mm/yyyy, donor ref, campaign, gift aid, amount]
GF.gifts = [
  ['06/01/2025', 'D-10482', 'Winter Appeal 2024-25', 'Y', 250],
  ['09/01/2025', 'D-20911', 'Winter Appeal 2024-25', 'N', 1000],
  ['14/01/2025', 'D-10077', 'Winter Appeal 2024-25', 'Y', 150],
  ['27/01/2025', 'D-31540', 'Winter Appeal 2024-25', 'Y', 500],
  ['11/02/2025', 'D-10482', 'General', 'Y', 100],
  ['03/03/2025', 'D-28816', 'Spring Quiz Night', 'N', 320],
  ['21/03/2025', 'D-40122', 'General', 'Y', 2500],
  ['11/04/2025', 'L-00031', 'Legacy', 'N', 15000],
  ['02/05/2025', 'D-17345', 'General', 'Y', 200],
  ['16/06/2025', 'D-20911', 'General', 'N', 750],
  ['12/07/2025', 'D-35208', 'Sponsored Walk 2025', 'Y', 180],
  ['12/07/2025', 'D-35209', 'Sponsored Walk 2025', 'Y', 120],
  ['19/07/2025', 'D-11863', 'Sponsored Walk 2025', 'N', 400],
  ['19/08/2025', 'L-00032', 'Legacy', 'N', 2500],
  ['05/09/2025', 'D-40122', 'General', 'Y', 1500],
  ['02/10/2025', 'L-00033', 'Legacy', 'N', 40000],
  ['17/10/2025', 'D-10077', 'General', 'Y', 150],
  ['04/11/2025', 'D-52710', 'Big Sleep Out 2025', 'Y', 310],
  ['08/11/2025', 'D-52744', 'Big Sleep Out 2025', 'Y', 275],
  ['08/11/2025', 'D-31540', 'Big Sleep Out 2025', 'Y', 600],
  ['15/11/2025', 'D-52803', 'Big Sleep Out 2025', 'N', 1200],
  ['15/11/2025', 'D-52811', 'Big Sleep Out 2025', 'Y', 425],
  ['22/11/2025', 'D-19930', 'Big Sleep Out 2025', 'Y', 140],
  ['01/12/2025', 'D-10482', 'Winter Appeal 2025-26', 'Y', 250],
  ['03/12/2025', 'D-60218', 'Winter Appeal 2025-26', 'N', 5000],
  ['08/12/2025', 'D-40122', 'Winter Appeal 2025-26', 'Y', 3000],
  ['10/12/2025', 'D-17345', 'Winter Appeal 2025-26', 'Y', 200],
  ['15/12/2025', 'D-61104', 'Winter Appeal 2025-26', 'Y', 350],
  ['18/12/2025', 'D-28816', 'Winter Appeal 2025-26', 'N', 500],
  ['22/12/2025', 'D-61190', 'Winter Appeal 2025-26', 'Y', 125],
].map(([date, ref, campaign, ga, amount]) => ({ date, ref, campaign, ga, amount }));

GF.receipt = {
  shop: 'FAIRWAY FOODS', branch: 'Clifton Moor, York', date: '19/12/2025', time: '14:22',
  items: [
    ['3 X SEMI SKIM MILK 4PT', 4.65, 'Z'], ['2 X FREE RANGE EGGS 15PK', 7.00, 'Z'], ['4 X WHITE BREAD 800G', 3.80, 'Z'],
    ['PORRIDGE OATS 1KG', 1.49, 'Z'], ['BAKED BEANS 12PK', 6.25, 'Z'], ['TEABAGS 240', 4.80, 'Z'], ['INSTANT COFFEE 200G', 5.95, 'Z'],
    ['WASHING UP LIQUID', 1.85, 'A'], ['BIN BAGS 40PK', 3.60, 'A'], ['TOILET ROLL 24PK', 11.50, 'A'], ['HAND SOAP 500ML', 2.55, 'A'],
  ],
  saving: ['MULTISAVER BREAD 4 FOR 3', 0.95], card: 'VISA DEBIT ****2214',
};
{
  const R = GF.receipt;
  R.subtotal = sum(R.items.map((i) => i[1]));
  R.total = r2(R.subtotal - R.saving[1]);
  R.grossA = sum(R.items.filter((i) => i[2] === 'A').map((i) => i[1]));
  R.vatA = r2(R.grossA / 6); R.netA = r2(R.grossA - R.vatA);
  R.grossZ = r2(sum(R.items.filter((i) => i[2] === 'Z').map((i) => i[1])) - R.saving[1]);
  assert(Math.abs(R.grossA / 6 * 100 - Math.round(R.grossA / 6 * 100)) < 1e-6, 'receipt VAT is exact to the penny');
  assert(r2(R.grossA + R.grossZ) === R.total, 'receipt VAT analysis foots');
}

// ===================================================================================== RIO GRANDE VALLEY
export const RG = { files: {
  fs: 'rgvliteracy/FY2025 Audited Financial Statements.pdf',
  bva: 'rgvliteracy/FY26 Budget to Actual thru Q3.xls',
  payroll: 'rgvliteracy/FY26 Payroll Allocation.csv',
  draws: 'rgvliteracy/AmeriCorps Drawdown Schedule FY26.xlsx',
  memo: 'rgvliteracy/Treasurer Memo - Cash Position April 2026.docx',
  invoice: 'rgvliteracy/valley_office_supply_invoice.jpg',
} };
// statement of activities FY2025: [label, without, with, total 2024]
RG.rev = [
  ['Federal grants – AmeriCorps', 372860, 0, 355120],
  ['State grants – TWC Adult Education & Literacy', 301445, 0, 288300],
  ['Foundation grants', 48000, 226500, 231750],
  ['Contributions', 104215, 18000, 109480],
  ['Special events revenue', 118620, 0, 97350],
  ['Less: direct benefits to donors', -21340, 0, -18905],
  ['In-kind contributions', 24600, 0, 22100],
  ['Investment return, net', 16930, 6490, 14875],
];
RG.released = 241385;
RG.prog = [['Adult Education & ESL', 702518, 655340], ['Family Literacy', 236905, 221870]];
RG.supp = [['Management and general', 118460, 109725], ['Fundraising', 86915, 79340]];
{
  const A = {};
  A.revWithout = r2(sum(RG.rev.map((r) => r[1])) + RG.released);
  A.revWith = r2(sum(RG.rev.map((r) => r[2])) - RG.released);
  A.revTotal = r2(A.revWithout + A.revWith);
  A.rev24 = sum(RG.rev.map((r) => r[3]));
  A.prog = sum(RG.prog.map((r) => r[1])); A.prog24 = sum(RG.prog.map((r) => r[2]));
  A.supp = sum(RG.supp.map((r) => r[1])); A.supp24 = sum(RG.supp.map((r) => r[2]));
  A.exp = A.prog + A.supp; A.exp24 = A.prog24 + A.supp24;
  A.chWithout = A.revWithout - A.exp; A.chWith = A.revWith; A.chTotal = A.revTotal - A.exp; A.ch24 = A.rev24 - A.exp24;
  RG.A = A;
}
RG.na = { without25: 512388, with25: 318742 };
RG.na.without24 = RG.na.without25 - RG.A.chWithout; RG.na.with24 = RG.na.with25 - RG.A.chWith;
RG.na.total25 = RG.na.without25 + RG.na.with25; RG.na.total24 = RG.na.without24 + RG.na.with24;
RG.na.begin24 = RG.na.total24 - RG.A.ch24;
// statement of financial position: [label, 2025, 2024]
RG.liab = [['Accounts payable and accrued expenses', 41870, 38215], ['Accrued payroll and related liabilities', 62340, 57905], ['Refundable advance', 25000, 0]];
RG.assetsOther = [['Grants and contributions receivable, net', 233940, 318105], ['Prepaid expenses', 18420, 15960], ['Investments', 275300, 251880], ['Property and equipment, net', 94615, 108240]];
{
  const L25 = sum(RG.liab.map((r) => r[1])), L24 = sum(RG.liab.map((r) => r[2]));
  const cash25 = L25 + RG.na.total25 - sum(RG.assetsOther.map((r) => r[1]));
  const cash24 = L24 + RG.na.total24 - sum(RG.assetsOther.map((r) => r[2]));
  RG.assets = [['Cash and cash equivalents', cash25, cash24], ...RG.assetsOther];
  RG.sfp = { L25, L24, TA25: sum(RG.assets.map((r) => r[1])), TA24: sum(RG.assets.map((r) => r[2])) };
  assert(RG.sfp.TA25 === L25 + RG.na.total25 && RG.sfp.TA24 === L24 + RG.na.total24, 'SFP balances');
  assert(cash25 > 0 && cash24 > 0, 'cash positive');
}
RG.auditor = 'Garza Salinas & Co., CPAs';

// payroll allocation: [role, program %, admin %, fundraising %, salary]
RG.payroll = [
  ['Executive Director', 40, 40, 20, 98000],
  ['Director of Programs', 85, 15, 0, 72500],
  ['Finance & Operations Manager', 10, 90, 0, 64000],
  ['Development Director', 0, 15, 85, 68000],
  ['Lead ESL Instructor', 100, 0, 0, 52000],
  ['ESL Instructor', 100, 0, 0, 46500],
  ['GED/HSE Instructor', 100, 0, 0, 47800],
  ['Family Literacy Coordinator', 100, 0, 0, 49200],
  ['AmeriCorps Program Coordinator', 90, 10, 0, 51000],
  ['Data & Compliance Specialist', 60, 40, 0, 48600],
  ['Office Administrator', 20, 80, 0, 38400],
  ['Community Outreach Specialist', 70, 0, 30, 42000],
].map(([role, prog, admin, fr, salary]) => ({ role, prog, admin, fr, salary }));
for (const p of RG.payroll) assert(p.prog + p.admin + p.fr === 100, `allocation sums to 100: ${p.role}`);
RG.salaries = sum(RG.payroll.map((p) => p.salary));
const alloc = (k) => r2(sum(RG.payroll.map((p) => (p.salary * p[k]) / 100)));
RG.salProg = alloc('prog'); RG.salAdmin = alloc('admin'); RG.salFr = alloc('fr');

// AmeriCorps drawdowns: [draw no, date mm/dd/yyyy, period covered, amount]
RG.award = { number: '25AC281947', amount: 398000, period: 'July 1, 2025 – June 30, 2026', agency: 'OneStar Foundation (Texas Commission on National and Community Service)' };
RG.draws = [
  [1, '09/18/2025', '07/01/2025 – 08/31/2025', 58412],
  [2, '10/16/2025', '09/01/2025 – 09/30/2025', 31905],
  [3, '12/11/2025', '10/01/2025 – 11/30/2025', 64880],
  [4, '01/22/2026', '12/01/2025 – 12/31/2025', 30215],
  [5, '03/19/2026', '01/01/2026 – 02/28/2026', 67530],
  [6, '04/14/2026', '03/01/2026 – 03/31/2026', 35968],
].map(([n, date, period, amount]) => ({ n, date, period, amount }));
{ let c = 0; for (const d of RG.draws) { c += d.amount; d.cum = c; d.remaining = RG.award.amount - c; } }
RG.drawn = RG.draws.at(-1).cum; RG.remaining = RG.draws.at(-1).remaining;

// FY26 budget to actual by quarter (Q4 actual not yet available): [line, [Q1..Q4 budget], [Q1..Q3 actual]]
const aq = (q) => r2(RG.draws.filter((d) => Math.ceil((((+d.period.slice(0, 2)) + 5) % 12 + 1) / 3) === q).reduce((s, d) => s + d.amount, 0));
RG.bRev = [
  ['AmeriCorps grant', [99500, 99500, 99500, 99500], [aq(1), aq(2), aq(3)]],
  ['TWC Adult Education & Literacy grant', [80000, 80000, 80000, 80000], [76412, 83905, 79260]],
  ['Foundation grants', [60000, 45000, 90000, 65000], [72500, 30000, 101250]],
  ['Individual contributions', [22000, 48000, 24000, 26000], [19865, 57340, 21775]],
  ['Special events', [0, 15000, 95000, 0], [0, 12480, 88615]],
];
RG.bExp = [
  ['Salaries', Array(4).fill(RG.salaries / 4), [163920, 168745, 171380]],
  ['Payroll taxes & benefits', [38000, 38000, 38000, 38000], [36215, 37960, 40485]],
  ['AmeriCorps member living allowances', [48000, 48000, 48000, 48000], [46800, 47600, 48750]],
  ['Instructional materials', [6000, 9000, 7500, 4500], [7842, 8115, 9930]],
  ['Occupancy', [21600, 21600, 21600, 21600], [21600, 21600, 22950]],
  ['Technology & software', [4200, 4200, 4200, 4200], [3985, 6470, 4105]],
  ['Local travel & mileage', [3000, 3000, 3000, 3000], [2416, 3388, 2957]],
  ['Professional fees', [2500, 14500, 2500, 2500], [1850, 16200, 2740]],
  ['Insurance', [3150, 3150, 3150, 3150], [3150, 3150, 3412]],
];
{
  const line = ([label, b, a]) => ({ label, b, a, ytdB: sum(b.slice(0, 3)), ytdA: sum(a), annual: sum(b), get v() { return this.ytdA - this.ytdB; } });
  RG.BR = RG.bRev.map(line); RG.BX = RG.bExp.map(line);
  const tot = (rows, label) => ({ label, b: [0, 1, 2, 3].map((i) => sum(rows.map((r) => r.b[i]))), a: [0, 1, 2].map((i) => sum(rows.map((r) => r.a[i]))), ytdB: sum(rows.map((r) => r.ytdB)), ytdA: sum(rows.map((r) => r.ytdA)), annual: sum(rows.map((r) => r.annual)), get v() { return this.ytdA - this.ytdB; } });
  RG.BRT = tot(RG.BR, 'Total revenue'); RG.BXT = tot(RG.BX, 'Total expenses');
  const n = RG.BRT, x = RG.BXT;
  RG.BN = { label: 'Net surplus (deficit)', b: n.b.map((v, i) => v - x.b[i]), a: n.a.map((v, i) => v - x.a[i]), ytdB: n.ytdB - x.ytdB, ytdA: n.ytdA - x.ytdA, annual: n.annual - x.annual, get v() { return this.ytdA - this.ytdB; } };
  assert(RG.salaries % 4 === 0, 'salaries divide into quarters');
}
RG.memo = { date: 'May 12, 2026', asOf: 'April 30, 2026', treasurer: 'Rosalinda Garza-Treviño', to: 'Board of Directors', bank: 'Frontera Community Bank',
  accounts: [
    ['Operating checking (x2281)', 'Frontera Community Bank', 212640.18],
    ['Payroll checking (x2299)', 'Frontera Community Bank', 38115.42],
    ['Money market (x7730)', 'Frontera Community Bank', 185402.77],
    ['12-month CD (x9104)', 'Frontera Community Bank', 100000.00],
    ['Petty cash', 'McAllen office', 250.00],
  ], locLimit: 150000, cdMaturesIso: '2026-11-15', cdMatures: 'November 15, 2026', boardMeeting: 'May 19, 2026', reserveMonths: 3 };
RG.memo.total = sum(RG.memo.accounts.map((a) => a[2]));
RG.invoice = { vendor: 'Valley Office Supply Co.', city: 'McAllen, TX 78501', number: 'VOS-58214', date: '03/02/2026', due: '04/01/2026', dueIso: '2026-04-01', terms: 'Net 30', po: 'PO 2026-031',
  items: [['Copy paper 8.5x11, 10 ream case', 6, 48.99], ['Dry erase markers, 12 pk', 10, 14.25], ['Composition notebooks', 120, 1.15], ['Toner cartridge HP 58A', 2, 89.60]],
  shipping: 24.95, taxRate: 8.25 };
{
  const I = RG.invoice;
  I.lines = I.items.map(([d, q, p]) => [d, q, p, r2(q * p)]);
  I.subtotal = sum(I.lines.map((l) => l[3]));
  I.tax = r2((I.subtotal * I.taxRate) / 100);
  I.total = r2(I.subtotal + I.shipping + I.tax);
}

// ===================================================================================== CASES
const money = (value) => ({ type: 'number', value: r2(value), tolerance: 0.005, unit: 'money' });
const pct = (value) => ({ type: 'number', value, tolerance: 0.005, unit: 'pct' });
const ratio = (value) => ({ type: 'number', value, tolerance: 0.005, unit: 'ratio' });
const count = (value) => ({ type: 'number', value, tolerance: 0.005, unit: 'count' });
const text = (any, wrong) => ({ type: 'text', any, wrong });
const nf = () => ({ type: 'notfound' });
const ukDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); const M = MONTHS[m - 1]; const sfx = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'; return [`${d} ${M} ${y}`, `${d}${sfx} ${M} ${y}`, `${M} ${d}, ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, iso]; };
const usDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); const M = MONTHS[m - 1]; return [...new Set([`${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d} ${M} ${y}`, `${m}/${d}/${y}`, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`, iso])]; };
const dmy2iso = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };
const mdy2iso = (s) => { const [m, d, y] = s.split('/'); return `${y}-${m}-${d}`; };

const P = GF.P, BI = (l) => GF.BI.find((r) => r.line === l), BE = (cc, l) => GF.BE.find((r) => r.cc === cc && r.line === l);
const net = P['Net surplus/(deficit)'].m;
const deficitMonths = net.filter((x) => x < 0).length;
const worstMonth = MONTHS[net.indexOf(Math.min(...net))];
assert(net.filter((x) => x === Math.min(...net)).length === 1, 'unique worst month');
const overBudget = GF.BE.map((r) => [`${r.cc}|${r.line}`, -r.variance]);
const mostOver = uniqueMax(overBudget, 'expenditure line most over budget');
assert(mostOver === 'Shelter|Utilities', `most over budget line is ${mostOver}`);
const bigFund = uniqueMax(GF.funds.map((f) => [f.fund, f.exp]), 'fund spending');
const nonLegacy = GF.gifts.filter((g) => g.campaign !== 'Legacy');
const bigGift = uniqueMax(nonLegacy.map((g) => [g.ref, g.amount]), 'largest non-legacy gift');
const legacies = GF.gifts.filter((g) => g.campaign === 'Legacy');
const sleepOut = GF.gifts.filter((g) => g.campaign === 'Big Sleep Out 2025');
const gaCount = GF.gifts.filter((g) => g.ga === 'Y').length;
const wa2526GA = sum(GF.gifts.filter((g) => g.campaign === 'Winter Appeal 2025-26' && g.ga === 'Y').map((g) => g.amount));
const incLines = GF.income.map(([l]) => [l, P[l].total]);
const biggestGrowthLine = uniqueMax(GF.BI.map((r) => [r.line, r.variance]), 'income line furthest above budget');
const utilDrop = ((P.Utilities.m[5] - P.Utilities.m[0]) / P.Utilities.m[0]) * 100;
const fundsPctStaff = ((P['Staff costs – shelter'].total + P['Staff costs – outreach'].total + P['Staff costs – central'].total) / P['Total expenditure'].total) * 100;
const bestDonMonth = uniqueMax(MONTHS.map((m, i) => [m, P['Donations – individuals'].m[i]]), 'donations month');
const bestFoodRise = MONTHS[P['Food & kitchen'].m.indexOf(Math.max(...P['Food & kitchen'].m))];
void incLines; void bestDonMonth; void bestFoodRise;

const GQ = [
  ['lookup', 'How much did we get from the council contract in 2025 in total?', money(P['Local authority contract'].total)],
  ['lookup', 'whats the budget for food & kitchen this yr', money(BE('Shelter', 'Food & kitchen').budget)],
  ['lookup', 'Utilities actual for the full year?', money(P.Utilities.total)],
  ['lookup', 'what was the balance per the bank statement at 31 Dec', money(GF.bank.statement)],
  ['lookup', 'cash book balance at year end per the bank rec?', money(GF.bank.cashbook)],
  ['lookup', 'how much is cheque 100451 for', money(1236)],
  ['lookup', "What's the closing balance on the Winter Beds fund?", money(GF.funds[0].close)],
  ['lookup', 'What were our free reserves at 31 December 2025?', money(GF.narr.freeReserves)],
  ['lookup', 'reserves policy - how many months of expenditure are we meant to hold?', count(GF.narr.reservesMonths)],
  ['lookup', 'How much were total outstanding cheques on the Dec rec', money(GF.bank.chequesTotal)],
  ['lookup', 'total restricted funds carried forward at 31/12/25?', money(GF.fundsTotal.close)],
  ['lookup', "what's the var % on legacies in the budget report", pct(Math.round(BI('Legacies').pct * 10) / 10)],
  ['total', 'how much did we get from individual donations and gift aid combined in 2025?', money(P['Donations – individuals'].total + P['Gift Aid reclaimed'].total)],
  ['total', 'Whats the total budgeted spend for the Outreach cost centre', money(sum(GF.BE.filter((r) => r.cc === 'Outreach').map((r) => r.budget)))],
  ['total', 'individual donations for Q1 (jan-mar) please', money(sum(P['Donations – individuals'].m.slice(0, 3)))],
  ['total', 'How much did the Big Sleep Out 2025 campaign raise according to the CRM export?', money(sum(sleepOut.map((g) => g.amount)))],
  ['difference', 'how much more did we spend on food & kitchen in December than in January?', money(P['Food & kitchen'].m[11] - P['Food & kitchen'].m[0])],
  ['difference', "what's the difference between the bank statement balance and the cash book balance at month-end?", money(GF.bank.statement - GF.bank.cashbook)],
  ['difference', 'By how much did the Street Outreach fund balance go up over the year?', money(GF.funds[1].close - GF.funds[1].open)],
  ['percent', 'What share of our total income came from the local authority contract?', pct(((P['Local authority contract'].total / P['Total income'].total) * 100))],
  ['percent', 'by what % did utilities fall between Jan and June', pct(utilDrop)],
  ['percent', 'staff costs as a % of total expenditure for the year?', pct(fundsPctStaff)],
  ['variance', 'how far over budget were we on utilities', money(-BE('Shelter', 'Utilities').variance)],
  ['variance', 'LA contract income vs budget - how much short were we?', money(-BI('Local authority contract').variance)],
  ['variance', 'Central staff costs: actual v budget variance?', money(BE('Central', 'Staff costs').variance)],
  ['variance', 'Did we beat budget on the bottom line? by how much', money(GF.BNET.variance)],
  ['ratio', 'ratio of income to expenditure in November? (2dp)', ratio(P['Total income'].m[10] / P['Total expenditure'].m[10])],
  ['ratio', "How many £s of events income did we get for every £1 of fundraising costs?", ratio(P['Fundraising events'].total / P['Fundraising costs'].total)],
  ['extreme', 'which month had the biggest deficit?', text([worstMonth, worstMonth.slice(0, 3) + ' 2025', worstMonth.slice(0, 3) + '-25'], 'August')],
  ['extreme', 'which expenditure line went furthest over budget in £ terms', text(['Utilities'], 'Food & kitchen')],
  ['extreme', 'Which restricted fund spent the most in the year?', text([bigFund, 'Street Outreach'], 'Winter Beds Fund')],
  ['extreme', 'biggest single gift in the CRM export that wasnt a legacy - which donor ref?', text([bigGift], 'D-40122')],
  ['extreme', 'which income line beat its budget by the most?', text([biggestGrowthLine], 'Grants & trusts')],
  ['monthly', 'what was the surplus or deficit in March', money(net[2])],
  ['monthly', 'Total income in September 2025?', money(P['Total income'].m[8])],
  ['monthly', 'how much did fundraising events bring in in November', money(P['Fundraising events'].m[10])],
  ['count', 'how many cheques were still outstanding on the 31 Dec bank rec?', count(GF.bank.cheques.length)],
  ['count', 'How many gifts in the CRM export are gift aid eligible?', count(gaCount)],
  ['count', 'how many months of 2025 did we run at a deficit', count(deficitMonths)],
  ['date', 'When did the trustees approve the 2025 accounts?', text(ukDate(GF.narr.approvedIso), '14 April 2026')],
  ['date', 'what date did the £40k legacy come in?', text(ukDate(dmy2iso('02/10/2025')), 'February 10, 2025')],
  ['text', 'who are our auditors?', text(['Hartley Moss'], 'Haysmacintyre LLP')],
  ['text', 'which bank is the charity current account with', text(['Yorkshire Mutual'], 'Barclays')],
  ['text', 'Who signed the trustees report as Chair?', text(['Margaret Oduya', 'Oduya'], 'Alan Petch')],
  ['receipt', 'what was the total on the supermarket receipt', money(GF.receipt.total)],
  ['receipt', 'How much VAT is on the Fairway Foods receipt?', money(GF.receipt.vatA)],
  ['receipt', 'how much were the eggs on the shop receipt', money(7.00)],
  ['notfound', 'How much did we spend on CCTV last year?', nf()],
  ['notfound', "what's the employer pension contribution rate for shelter staff", nf()],
  ['notfound', 'how many bed nights did we provide in 2025', nf()],
  ['notfound', 'How much did we spend at Sainsburys in December?', nf()],
  ['notfound', 'whats the budget for the new minibus', nf()],
];
// extra checks behind the wording of some questions
assert(BE('Shelter', 'Utilities').variance < 0, 'utilities over budget');
assert(BI('Local authority contract').variance < 0, 'LA contract short of budget');
assert(BE('Central', 'Staff costs').variance < 0, 'central staff costs over budget');
assert(GF.BNET.variance > 0, 'bottom line beat budget');
assert(utilDrop < 0, 'utilities fell');
assert(P['Fundraising events'].m[10] > 0 && legacies.filter((g) => g.amount === 40000).length === 1, 'one £40k legacy');
for (const [kind, , a] of GQ) if (kind === 'percent') assert(Math.abs(Math.round(a.value * 10) / 10 - a.value) <= 0.005 * Math.abs(a.value), 'percent survives 1 dp');

const RB = (l) => RG.BR.find((r) => r.label === l) || RG.BX.find((r) => r.label === l);
const mostOverYtd = uniqueMax(RG.BX.map((r) => [r.label, r.v]), 'expense most over budget YTD');
const bestQ = uniqueMax([0, 1, 2].map((i) => [`Q${i + 1}`, RG.BRT.a[i]]), 'quarter with highest revenue');
assert(bestQ === 'Q3', 'Q3 is the best quarter');
const bigDraw = uniqueMax(RG.draws.map((d) => [d.n, d.amount]), 'largest draw');
const topFr = uniqueMax(RG.payroll.map((p) => [p.role, p.fr]), 'fundraising allocation');
const allProg = RG.payroll.filter((p) => p.prog === 100).length;
const topPaid = uniqueMax(RG.payroll.map((p) => [p.role, p.salary]), 'salary');
const progRatio = (RG.A.prog / RG.A.exp) * 100;
const cash = (i) => RG.assets[0][i];
const A = RG.A;

const RQ = [
  ['lookup', 'what was cash and cash equivalents at 6/30/25 per the audit?', money(cash(1))],
  ['lookup', 'Total net assets at end of FY25?', money(RG.na.total25)],
  ['lookup', 'net assets with donor restrictions as of June 30 2024', money(RG.na.with24)],
  ['lookup', 'What were management & general expenses in FY25?', money(RG.supp[0][1])],
  ['lookup', 'fundraising expense for FY24?', money(RG.supp[1][2])],
  ['lookup', 'Q2 actual for professional fees', money(RB('Professional fees').a[1])],
  ['lookup', 'whats the FY26 annual budget for occupancy', money(RB('Occupancy').annual)],
  ['lookup', 'YTD actual for the TWC grant?', money(RB('TWC Adult Education & Literacy grant').ytdA)],
  ['lookup', "What's the ED's salary?", money(RG.payroll[0].salary)],
  ['lookup', "how much is left on the americorps award after the last draw", money(RG.remaining)],
  ['lookup', 'amount of draw #4?', money(RG.draws[3].amount)],
  ['lookup', 'money market balance per the treasurer memo', money(RG.memo.accounts[2][2])],
  ['lookup', 'How big is our line of credit?', money(RG.memo.locLimit)],
  ['lookup', 'total cash across all accounts at 4/30/26 per the treasurer', money(RG.memo.total)],
  ['total', 'YTD actual revenue from foundation grants plus individual contributions?', money(RB('Foundation grants').ytdA + RB('Individual contributions').ytdA)],
  ['total', 'how much salary $ is allocated to fundraising in total', money(RG.salFr)],
  ['total', 'Total AmeriCorps drawn for periods in Q3 (Jan-Mar 2026)?', money(RG.draws[4].amount + RG.draws[5].amount)],
  ['difference', 'how much did total assets grow from FY24 to FY25', money(RG.sfp.TA25 - RG.sfp.TA24)],
  ['difference', 'By how much did salaries go up from Q1 to Q2 (actuals)?', money(RB('Salaries').a[1] - RB('Salaries').a[0])],
  ['percent', 'What % of the AmeriCorps award have we drawn so far?', pct((RG.drawn / RG.award.amount) * 100)],
  ['percent', 'program services as a % of total expenses in FY25', pct(progRatio)],
  ['percent', 'what share of total salaries is charged to programs?', pct((RG.salProg / RG.salaries) * 100)],
  ['percent', 'Total revenue growth FY24 to FY25 in %?', pct(((A.revTotal - A.rev24) / A.rev24) * 100)],
  ['variance', 'YTD, how far over budget are we on instructional materials?', money(RB('Instructional materials').v)],
  ['variance', 'special events YTD vs budget - how far off are we?', money(RB('Special events').v)],
  ['variance', 'Professional fees in Q2: actual vs budget, over by how much?', money(RB('Professional fees').a[1] - RB('Professional fees').b[1])],
  ['variance', 'whats the YTD variance on total expenses', money(RG.BXT.v)],
  ['ratio', 'ratio of total net assets to total liabilities at 6/30/2025?', ratio(RG.na.total25 / RG.sfp.L25)],
  ['ratio', 'Q3 revenue divided by Q3 expenses (actuals), 2 decimals', ratio(RG.BRT.a[2] / RG.BXT.a[2])],
  ['extreme', 'which expense line is the most over budget YTD in dollars?', text([mostOverYtd], 'Salaries')],
  ['extreme', 'Which quarter so far had the highest actual revenue?', text(['Q3', 'third quarter', 'Jan-Mar', 'January–March', 'January to March', 'January through March'], 'Q2')],
  ['extreme', 'what was our biggest AmeriCorps draw - which draw number?', text([`Draw ${bigDraw}`, `draw #${bigDraw}`, `draw number ${bigDraw}`], 'Draw 3')],
  ['extreme', 'which role has the biggest fundraising allocation %', text([topFr], 'Executive Director')],
  ['monthly', 'how much did we draw down for December 2025?', money(RG.draws[3].amount)],
  ['monthly', 'AmeriCorps draw for the month of March 2026?', money(RG.draws[5].amount)],
  ['count', 'how many americorps draws have we made so far', count(RG.draws.length)],
  ['count', 'How many positions are 100% program?', count(allProg)],
  ['date', 'when does the CD mature?', text(usDate(RG.memo.cdMaturesIso), 'November 15, 2025')],
  ['date', 'What date was draw 3 made?', text(usDate(mdy2iso(RG.draws[2].date)), 'November 30, 2025')],
  ['text', 'who audits us', text(['Garza Salinas'], 'BKD LLP')],
  ['text', 'which bank holds our operating account?', text(['Frontera Community Bank', 'Frontera'], 'Lone Star National Bank')],
  ['text', 'Who wrote the treasurer memo?', text(['Rosalinda Garza-Treviño', 'Rosalinda Garza-Trevino', 'Garza-Treviño', 'Garza-Trevino', 'Rosalinda'], 'Maria Salinas')],
  ['receipt', 'total on the Valley Office Supply invoice?', money(RG.invoice.total)],
  ['receipt', 'when is the office supply invoice due', text(usDate(RG.invoice.dueIso), 'March 2, 2026')],
  ['receipt', 'how much sales tax is on the office supply invoice', money(RG.invoice.tax)],
  ['receipt', "What's the invoice number on the Valley Office Supply bill?", text([RG.invoice.number, '58214'], 'VOS-58241')],
  ['notfound', "what's our indirect cost rate on the AmeriCorps grant?", nf()],
  ['notfound', 'How much does the ED get in 403(b) retirement match?', nf()],
  ['notfound', 'how many learners did we serve in FY25', nf()],
  ['notfound', 'What was the balance in our Texas Regional Bank savings account?', nf()],
  ['notfound', 'how much did we pay for D&O insurance this year', nf()],
];
for (const [kind, , a] of RQ) if (kind === 'percent') assert(Math.abs(Math.round(a.value * 10) / 10 - a.value) <= 0.005 * Math.abs(a.value), 'percent survives 1 dp');
assert(RB('Instructional materials').v > 0 && RB('Special events').v < 0 && RB('Professional fees').a[1] > RB('Professional fees').b[1], 'variance directions');
assert(RG.draws[3].period.startsWith('12/01/2025') && RG.draws[5].period.startsWith('03/01/2026'), 'monthly draws cover one month');
// cross-document agreement
assert(sum(GF.gifts.filter((g) => g.campaign === 'Legacy').map((g) => g.amount)) === P.Legacies.total, 'CRM legacies = P&L legacies');
for (const g of legacies) assert(P.Legacies.m[+g.date.slice(3, 5) - 1] === g.amount, 'legacy month agrees with the P&L');
assert(GF.funds[0].inc + GF.funds[1].inc + GF.funds[4].inc <= P['Grants & trusts'].total, 'restricted grants within grants income');
assert(GF.bank.cheques.some((c) => c[2] === GF.narr.auditors), 'audit fee cheque to the auditors');
assert(RB('AmeriCorps grant').ytdA === RG.drawn, 'AmeriCorps YTD actual = draws to date');
assert(RB('Salaries').annual === RG.salaries, 'salary budget = payroll allocation');
assert(RG.na.total25 - RG.na.total24 === A.chTotal, 'net assets roll forward');
assert(RG.memo.accounts.filter((a) => a[1] === RG.memo.bank).length === 4, 'memo bank');

for (const [kind, q, a] of [...GQ, ...RQ]) {
  if (kind === 'ratio') assert(Math.abs(Math.round(a.value * 100) / 100 - a.value) <= 0.005 * Math.abs(a.value), 'ratio survives 2 dp: ' + q);
  if (kind === 'percent') assert(Math.abs(Math.round(a.value * 10) / 10 - a.value) <= 0.005 * Math.abs(a.value), 'percent survives 1 dp: ' + q);
}
const mk = (org, list) => list.map(([kind, question, answer], i) => ({ id: `${org}-${String(i + 1).padStart(3, '0')}`, org, kind, question, answer,
  documents: Object.values(org === 'greyfriars' ? GF.files : RG.files).slice().sort() }));
export const CASES = [...mk('greyfriars', GQ), ...mk('rgvliteracy', RQ)];
{
  const qs = new Set();
  for (const c of CASES) { assert(!qs.has(c.question), 'unique question ' + c.question); qs.add(c.question); }
}
