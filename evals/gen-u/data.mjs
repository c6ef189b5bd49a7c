// The one data module of set U: every document is rendered from these figures, and every expected answer is
// computed from them (data.mjs). Nothing here is typed twice: totals, subtotals and balances are computed.
export const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (v) => Math.round(v * 100) / 100;

// =====================================================================================================
// PENNINE — Pennine Neuromuscular Research Trust (Leeds, England; £; year = calendar year 2025, with 2024)
// =====================================================================================================
export const P = {};
P.name = 'Pennine Neuromuscular Research Trust';
P.charityNo = '1098432';
P.companyNo = '04711835';
P.facts = {
  approved: '2026-04-28', // statements approved by the trustees
  auditor: 'Kirkgate Lister LLP',
  auditSigned: '2026-05-06',
  chair: 'Professor Helen Marsden',
  submitted: '2026-06-02', // annual return submitted
  volunteers: 212,
  seriousIncidents: 1,
  govGrants: 64500,
  valuationDate: '2025-12-31',
  budgetMeeting: '2025-12-09',
  manager: 'Aire Valley Wealth Management',
};
// note 3: donations and legacies [2025, 2024]
P.donations = [
  ['Legacies', 1126480, 1302655],
  ['Individual giving', 884215, 842370],
  ['Gift Aid', 163540, 151890],
  ['Corporate donations', 214600, 198044],
  ['Trusts and foundations', 841675, 410155],
  ['Endowment gift', 250000, 0],
];
// note 8: research grants awarded in 2025
P.grants = [
  ['PNRT-25-01', 'University of Leeds', 'Prof A Okonkwo', 'Muscle MRI biomarkers in FSHD', '2025-02-01', 36, 224600],
  ['PNRT-25-02', 'Newcastle University', 'Dr H Lindqvist', 'Durability of exon skipping in DMD', '2025-03-01', 36, 248900],
  ['PNRT-25-03', 'University of Sheffield', 'Dr P Raman', 'Stress granules in motor neurones', '2025-04-01', 24, 131250],
  ['PNRT-25-04', 'University of Manchester', 'Prof C Whiteley', 'Antibody assays in myasthenia gravis', '2025-04-01', 36, 189400],
  ['PNRT-25-05', 'University of York', 'Dr S Achebe', 'Wearable gait sensors at home', '2025-05-01', 18, 74820],
  ['PNRT-25-06', 'Leeds Teaching Hospitals NHS Trust', 'Dr R Fairbairn', 'Respiratory care pathway audit', '2025-05-12', 12, 38500],
  ['PNRT-25-07', 'University College London', 'Prof M Estrada', 'Gene therapy vector dosing', '2025-06-01', 36, 265000],
  ['PNRT-25-08', 'University of Liverpool', 'Dr J Kowalczyk', 'Cardiac involvement in Becker MD', '2025-06-01', 24, 117360],
  ['PNRT-25-09', 'Lancaster University', 'Dr E Murray', 'Fatigue self-management trial', '2025-07-01', 24, 86940],
  ['PNRT-25-10', 'University of Oxford', 'Prof D Hallam', 'Stem-cell models of SMA', '2025-07-14', 36, 239750],
  ['PNRT-25-11', 'Newcastle University', 'Dr T Oduya', 'LGMD natural history registry', '2025-09-01', 36, 152300],
  ['PNRT-25-12', 'University of Bradford', 'Dr N Sethi', 'Exercise prescription in CMT', '2025-09-01', 12, 41200],
  ['PNRT-25-13', "Sheffield Children's NHS FT", 'Dr L Varga', 'Scoliosis surgery outcomes', '2025-10-01', 18, 63480],
  ['PNRT-25-14', 'University of Leeds', 'Dr K Bamford', 'PhD studentship: muscle regeneration', '2025-10-01', 42, 96000],
  ['PNRT-25-15', 'University of Hull', 'Dr F Adeyemi', 'Telehealth physiotherapy pilot', '2025-11-03', 12, 29750],
  ['PNRT-25-16', "King's College London", 'Prof G Ansell', 'Treatment response biomarkers in SMA', '2025-12-01', 36, 210000],
].map(([ref, inst, lead, project, start, months, amount]) => ({ ref, inst, lead, project, start, months, amount }));
P.grantsTotal = sum(P.grants.map((g) => g.amount));
// note 7: analysis of expenditure [grant funding, direct costs, support costs]; 2024 totals
P.expAnalysis = [
  ['Raising funds', 0, 688140, 115200, 742115],
  ['Research grants', P.grantsTotal, 96300, 141650, 2011400],
  ['Patient support and information', 58900, 481250, 122700, 611980],
].map(([label, grant, direct, support, t24]) => ({ label, grant, direct, support, t25: grant + direct + support, t24 }));
const EA = Object.fromEntries(P.expAnalysis.map((e) => [e.label, e]));
// SOFA: [unrestricted, restricted, endowment] for 2025 and the 2024 total
const don25 = sum(P.donations.map((d) => d[1]));
const don24 = sum(P.donations.map((d) => d[2]));
const sofaIn = [
  ['Donations and legacies', [don25 - 1046200 - 250000, 1046200, 250000], don24],
  ['Charitable activities', [86420, 0, 0], 71930],
  ['Other trading activities', [642875, 118400, 0], 588210],
  ['Investments', [151336, 22450, 0], 139870],
  ['Other income', [4100, 0, 0], 12500],
];
const sofaOut = [
  ['Raising funds', [EA['Raising funds'].t25 - 12300 - 9800, 12300, 9800], EA['Raising funds'].t24],
  ['Research grants', [EA['Research grants'].t25 - 986350, 986350, 0], EA['Research grants'].t24],
  ['Patient support and information', [EA['Patient support and information'].t25 - 164120, 164120, 0], EA['Patient support and information'].t24],
];
const gains = [[96410, 0, 61300], -42760];
const transfers = [[-35000, 35000, 0], 0];
const bf25 = [3412800, 812940, 1650000];
const add = (...vs) => vs[0].map((_, i) => sum(vs.map((v) => v[i])));
const neg = (v) => v.map((x) => -x);
const inc = add(...sofaIn.map((r) => r[1]));
const exp = add(...sofaOut.map((r) => r[1]));
const inc24 = sum(sofaIn.map((r) => r[2]));
const exp24 = sum(sofaOut.map((r) => r[2]));
const netBefore = add(inc, neg(exp));
const netInc = add(netBefore, gains[0]);
const netMove = add(netInc, transfers[0]);
const cf25 = add(bf25, netMove);
const net24 = inc24 - exp24 + gains[1];
const bf24 = sum(bf25) - net24;
const row = (label, v, t24, o = {}) => ({ label, v: [...v, sum(v), t24], ...o });
P.sofa = [
  { head: 'Income from:' },
  ...sofaIn.map(([l, v, t]) => row(l, v, t, { indent: 1 })),
  row('Total income', inc, inc24, { bold: true, rule: 'above' }),
  { head: 'Expenditure on:' },
  row('Raising funds', sofaOut[0][1], sofaOut[0][2], { indent: 1 }),
  { head: 'Charitable activities', indent: 1 },
  row('Research grants', sofaOut[1][1], sofaOut[1][2], { indent: 2 }),
  row('Patient support and information', sofaOut[2][1], sofaOut[2][2], { indent: 2 }),
  row('Total expenditure', exp, exp24, { bold: true, rule: 'above' }),
  row('Net income/(expenditure) before investment gains', netBefore, inc24 - exp24),
  row('Net gains/(losses) on investments', gains[0], gains[1]),
  row('Net income/(expenditure)', netInc, net24, { bold: true, rule: 'above' }),
  row('Transfers between funds', transfers[0], transfers[1]),
  row('Net movement in funds', netMove, net24, { bold: true, rule: 'above' }),
  { head: 'Reconciliation of funds:' },
  row('Total funds brought forward', bf25, bf24, { indent: 1 }),
  row('Total funds carried forward', cf25, sum(bf25), { bold: true, rule: 'double', indent: 1 }),
];
P.fundsCF = cf25; // [U, R, E]
// balance sheet [2025, 2024]
const designated = [600000, 500000];
const na = [sum(cf25), sum(bf25)];
const bsFixed = { 'Tangible assets': [48230, 61905], Investments: [4820600, 4395120] };
const debtors = [412870, 366540];
const cred1 = [-1164300, -1018770];
const cred2 = [-642000, -730500];
const fixedT = add(bsFixed['Tangible assets'], bsFixed.Investments);
const cash = [0, 1].map((i) => na[i] - fixedT[i] - debtors[i] - cred1[i] - cred2[i]);
const curT = add(debtors, cash);
const ncl = add(curT, cred1);
P.bs = [
  { head: 'Fixed assets' },
  { label: 'Tangible assets', v: bsFixed['Tangible assets'], indent: 1, note: '11' },
  { label: 'Investments', v: bsFixed.Investments, indent: 1, note: '12' },
  { label: 'Total fixed assets', v: fixedT, bold: true, rule: 'above' },
  { head: 'Current assets' },
  { label: 'Debtors', v: debtors, indent: 1, note: '13' },
  { label: 'Cash at bank and in hand', v: cash, indent: 1 },
  { label: 'Total current assets', v: curT, bold: true, rule: 'above' },
  { label: 'Creditors: amounts falling due within one year', v: cred1, note: '14' },
  { label: 'Net current assets', v: ncl, bold: true, rule: 'above' },
  { label: 'Total assets less current liabilities', v: add(fixedT, ncl), bold: true },
  { label: 'Creditors: amounts falling due after more than one year', v: cred2, note: '15' },
  { label: 'Total net assets', v: na, bold: true, rule: 'double' },
  { head: 'The funds of the charity:' },
  { label: 'Endowment funds', v: [cf25[2], bf25[2]], indent: 1, note: '16' },
  { label: 'Restricted income funds', v: [cf25[1], bf25[1]], indent: 1, note: '16' },
  { label: 'Designated funds', v: designated, indent: 1, note: '16' },
  { label: 'General funds', v: [cf25[0] - designated[0], bf25[0] - designated[1]], indent: 1 },
  { label: 'Total charity funds', v: na, bold: true, rule: 'double' },
];
P.generalFunds = [cf25[0] - designated[0], bf25[0] - designated[1]];
// cash flow [2025, 2024]
const cfInv = [
  ['Dividends and interest from investments', [sofaIn[3][1][0] + sofaIn[3][1][1], 139870]],
  ['Purchase of tangible fixed assets', [-6150, -22480]],
  ['Proceeds from sale of investments', [1210400, 984300]],
  ['Purchase of investments', [-1478570, -1120650]],
];
const cfFin = [['Receipt of endowment', [250000, 0]]];
const cash23 = 2412630;
const change = [cash[0] - cash[1], cash[1] - cash23];
const invT = add(...cfInv.map((r) => r[1]));
const finT = add(...cfFin.map((r) => r[1]));
const opT = [0, 1].map((i) => change[i] - invT[i] - finT[i]);
P.cf = [
  { label: 'Net cash provided by operating activities', v: opT, bold: true },
  { head: 'Cash flows from investing activities:' },
  ...cfInv.map(([label, v]) => ({ label, v, indent: 1 })),
  { label: 'Net cash provided by/(used in) investing activities', v: invT, bold: true, rule: 'above' },
  { head: 'Cash flows from financing activities:' },
  ...cfFin.map(([label, v]) => ({ label, v, indent: 1 })),
  { label: 'Net cash provided by financing activities', v: finT, bold: true, rule: 'above' },
  { label: 'Change in cash in the reporting period', v: change, bold: true },
  { label: 'Cash at the beginning of the reporting period', v: [cash[1], cash23] },
  { label: 'Cash at the end of the reporting period', v: cash, bold: true, rule: 'double' },
];
// note 10: staff
P.staffCosts = [['Wages and salaries', 1486220, 1402650], ['Social security costs', 158940, 149330], ['Employer pension contributions', 96600, 89410]];
P.headcount = [['Research', 6, 6], ['Patient support and information', 14, 13], ['Fundraising', 17, 16], ['Support and governance', 8, 8]];
P.bands = [['£60,001 – £70,000', 2, 2], ['£70,001 – £80,000', 1, 1], ['£80,001 – £90,000', 0, 1], ['£90,001 – £100,000', 1, 0]];
P.keyMgmt = [412380, 398150];
// note 16: restricted funds [b/f, income, expenditure, transfers]; the SMA fund balances to the SOFA
const rf = [
  ['Duchenne Research Fellowship Fund', 214600, 310000, -286450, 0],
  ['Myasthenia Research Fund', 96380, 142500, -158920, 0],
  ['Family Support Grants Fund', 41250, 88400, -58900, 35000],
  ['Northern Clinical Network Fund', 128900, 205000, -196300, 0],
  ["Children's Respite Breaks Fund", 22710, 118400, -105200, 0],
  ['Wheelchair Loan Scheme Fund', 57300, 24750, -33880, 0],
  ['National Lottery Community Fund: Helpline', 0, 131500, -118060, 0],
  ['Yorkshire Water Community Grant: Information Packs', 12800, 0, -12800, 0],
];
rf.push(['SMA Gene Therapy Research Fund', bf25[1] - sum(rf.map((x) => x[1])), inc[1] - sum(rf.map((x) => x[2])), -exp[1] - sum(rf.map((x) => x[3])), 0]);
P.rfunds = rf.map(([fund, bf, i, e, tr]) => ({ fund, bf, inc: i, exp: e, tr, cf: bf + i + e + tr }));
if (P.rfunds.some((f) => f.cf < 0 || f.bf < 0)) throw new Error('negative restricted fund');
P.totals = { inc, exp, inc24, exp24, netInc, cf25, bf25, cash, na };
// Annual return (Charity Commission) — figures for the financial period
P.ar = {
  income: sofaIn.map(([l, v]) => [l, sum(v)]),
  totalIncome: sum(inc),
  legacies: P.donations[0][1],
  raising: sum(sofaOut[0][1]),
  charitable: sum(sofaOut[1][1]) + sum(sofaOut[2][1]),
  totalExp: sum(exp),
  grantsInst: P.grantsTotal,
  grantsInd: EA['Patient support and information'].grant,
  ownUse: bsFixed['Tangible assets'][0],
  ltInv: bsFixed.Investments[0],
  otherAssets: curT[0],
  liabilities: -(cred1[0] + cred2[0]),
  employees: sum(P.headcount.map((h) => h[1])),
  over60k: sum(P.bands.map((b) => b[1])),
};
// investment valuation at 31/12/2025 (units, book cost, price in pence, est. yield %)
const H = [
  ['UK Equities', 'iShares Core FTSE 100 UCITS ETF GBP (Dist)', 71200, 561340, 903.4, 3.62],
  ['UK Equities', 'Unilever plc Ord 3 1/9p', 4850, 201275, 4512.0, 3.31],
  ['UK Equities', 'AstraZeneca plc Ord USD0.25', 2310, 214830, 11246.0, 1.94],
  ['UK Equities', 'Legal & General Group plc Ord 2.5p', 98000, 247940, 246.3, 8.47],
  ['UK Equities', 'Rathbone Income Fund I Inc', 54800, 574120, 1138.0, 4.12],
  ['Overseas Equities', 'Vanguard FTSE Dev World ex-UK Eq Idx A Acc', 9420, 448210, 6174.0, 0],
  ['Overseas Equities', 'iShares Core S&P 500 UCITS ETF USD (Dist)', 3150, 121580, 4968.0, 1.12],
  ['Overseas Equities', 'Baillie Gifford Pacific B Acc', 18600, 181950, 912.5, 0],
  ['Fixed Interest', 'UK Treasury 4.25% 07/06/2032', 640000, 618240, 98.72, 4.31],
  ['Fixed Interest', 'UK Treasury 0.625% 31/07/2035', 410000, 301720, 68.15, 0.92],
  ['Fixed Interest', 'Royal London Sterling Credit Z Inc', 312000, 356330, 112.4, 5.08],
  ['Alternatives', 'HICL Infrastructure plc Ord 0.01p', 148000, 224960, 121.8, 6.81],
  ['Alternatives', 'Greencoat UK Wind plc Ord 1p', 142500, 213750, 131.0, 7.63],
  ['Property', 'Charities Property Fund Inc', 128000, 139520, 97.6, 5.02],
];
P.holdings = H.map(([cls, name, units, cost, price, yld]) => {
  const mv = Math.round((units * price) / 100);
  return { cls, name, units, cost, price, mv, inc: Math.round((mv * yld) / 100) };
});
{
  const cashMv = bsFixed.Investments[0] - sum(P.holdings.map((h) => h.mv));
  P.holdings.push({ cls: 'Cash', name: 'Sterling Deposit Account', units: cashMv, cost: cashMv, price: 100, mv: cashMv, inc: Math.round(cashMv * 0.0385) });
}
P.portfolio = sum(P.holdings.map((h) => h.mv));
// performance by quarter 2025
P.perf = { open: bsFixed.Investments[1], add: [0, 250000, 0, 0], wd: [-40000, -40000, -40000, -40000], inc: [38100, 46220, 41800, 47666], fees: [-6910, -7180, -7305, -7420], chg: [-61240, 138770, 95430, null], ret: [-0.52, 3.86, 2.71, 2.19], bench: [-0.81, 3.42, 2.95, 1.87] };
{
  const p = P.perf; p.openQ = []; p.close = [];
  let o = p.open;
  for (let q = 0; q < 4; q++) {
    p.openQ.push(o);
    if (p.chg[q] === null) p.chg[q] = bsFixed.Investments[0] - (o + p.add[q] + p.wd[q] + p.inc[q] + p.fees[q]);
    o = o + p.add[q] + p.wd[q] + p.inc[q] + p.fees[q] + p.chg[q];
    p.close.push(o);
  }
  if (o !== bsFixed.Investments[0]) throw new Error('perf');
}
// budget 2026 by quarter, with 2025 budget and forecast
P.budget = {
  income: [
    ['Legacies', 1150000, 1098000, [275000, 275000, 275000, 275000]],
    ['Individual giving', 860000, 878500, [205000, 198000, 212000, 265000]],
    ['Gift Aid', 155000, 161200, [38000, 37000, 40000, 49000]],
    ['Corporate donations', 190000, 221400, [42000, 55000, 48000, 70000]],
    ['Trusts and foundations', 720000, 835000, [150000, 260000, 180000, 210000]],
    ['Fundraising events', 700000, 754300, [95000, 310000, 240000, 85000]],
    ['Investment income', 150000, 171500, [41000, 43000, 43000, 45000]],
    ['Conference and training fees', 80000, 86400, [12000, 18000, 9000, 52000]],
    ['Other income', 5000, 4100, [0, 0, 0, 0]],
  ],
  exp: [
    ['Fundraising costs', 780000, 798600, [205000, 230000, 215000, 190000]],
    ['Research grants', 2300000, 2405000, [420000, 690000, 560000, 830000]],
    ['Patient support and information', 640000, 655300, [168000, 172000, 175000, 181000]],
    ['Support costs', 385000, 381200, [98000, 96000, 97000, 104000]],
  ],
};
// five-year summary [2021 … 2025]
P.five = [
  ['Total income (£)', [3046210, 3288470, 3512905, inc24, sum(inc)]],
  ['Total expenditure (£)', [2876300, 3104920, 3298640, exp24, sum(exp)]],
  ['Research grants awarded (£)', [1498200, 1652400, 1840150, 1804300, P.grantsTotal]],
  ['New research grants (number)', [11, 12, 14, 13, P.grants.length]],
  ['Families supported', [1085, 1190, 1262, 1348, 1421]],
  ['Free reserves (£)', [1512600, 1688300, 1804900, P.generalFunds[1], P.generalFunds[0]]],
];
P.events = [
  ['Pennine Three Peaks Challenge', '2025-05-17', 212, 118640, 86420],
  ['Great Yorkshire Bike Ride', '2025-06-14', 486, 246310, 171980],
  ['Leeds 10K (charity places)', '2025-07-06', 138, 61820, 55150],
  ['Harrogate Autumn Ball', '2025-10-11', 240, 152900, 98340],
  ['Christmas Carols at Ripon Cathedral', '2025-12-06', 410, 38760, 29110],
].map(([event, date, people, gross, net]) => ({ event, date, people, gross, net }));
// receipt photo (prices include VAT at 20 %)
P.receipt = {
  shop: 'HEADROW PRINT & COPY LTD', date: '2025-10-03', time: '11:42',
  items: [['A5 leaflets colour x500', 1, 64.0], ['A2 poster gloss', 4, 12.5], ['Foam board A1', 2, 18.75], ['Roller banner print', 1, 89.0], ['Name badges (pk 50)', 3, 6.4]],
};
P.receipt.total = r2(sum(P.receipt.items.map(([, q, p]) => q * p)));
P.receipt.vat = r2(P.receipt.total / 6);

// =====================================================================================================
// GEORGIAN — Georgian Shores Regional Hospital Foundation (Port Ashby, Ontario; C$; year ends March 31;
// FY2025 = April 1, 2024 – March 31, 2025, with FY2024 comparatives and the FY2025-26 budget)
// =====================================================================================================
export const G = {};
G.name = 'Georgian Shores Regional Hospital Foundation';
G.bn = '87654 3210 RR0001';
G.facts = {
  auditor: 'Collingwood Trask LLP',
  auditSigned: '2025-06-18',
  budgetApproved: '2025-03-20',
  ceo: 'Danielle Ferreira',
  counsel: 'Huron Street Investment Counsel',
  fullTime: 9,
  partTime: 4,
  opinion: 'qualified',
};
// statement of operations: [budget 2025, 2025, 2024]
G.invIncome = [['Interest and dividends', 412380, 398150], ['Realized gains on investments', 286940, 221870], ['Unrealized gains on investments', 371560, 503440], ['Investment management fees', -96220, -84800]];
const invInc25 = sum(G.invIncome.map((x) => x[1]));
const invInc24 = sum(G.invIncome.map((x) => x[2]));
G.rev = [
  ['Donations', 3050000, 3184620, 2946310],
  ['Bequests', 750000, 612400, 1084750],
  ['Special events', 820000, 846300, 791420],
  ['Lottery', 1800000, 1912560, 1745900],
  ['Investment income (note 3)', 600000, invInc25, invInc24],
  ['Amortization of deferred contributions', 48000, 48200, 51300],
];
G.expn = [
  ['Special events direct costs', 290000, 298740, 276310],
  ['Lottery prizes and operating costs', 1150000, 1221480, 1108260],
  ['Salaries and benefits', 1060000, 1046310, 987420],
  ['Donor stewardship and fundraising', 375000, 384950, 362180],
  ['Administration', 220000, 216470, 204900],
  ['Amortization of capital assets', 32000, 31860, 29740],
];
G.grantsDept = [
  ['Diagnostic Imaging: CT scanner replacement', 1420000, 0],
  ['Emergency Department: triage renovation', 385000, 612000],
  ['Maternal and Child: fetal monitors', 142600, 88400],
  ['Cancer Care: chemotherapy chairs', 96300, 154200],
  ['Surgical Services: laparoscopic towers', 318750, 276000],
  ['Intensive Care: ventilators', 204000, 398500],
  ['Laboratory: chemistry analyzer', 0, 455000],
  ['Mental Health: sensory room', 48900, 0],
  ['Palliative Care: family suite furnishings', 27450, 31800],
  ['Rehabilitation: body-weight gait trainer', 118200, 0],
  ['Nursing education: bursaries and simulation', 86500, 79300],
  ['Patient comfort: small equipment fund', 64320, 71650],
  ['Information Technology: patient portal', 0, 210000],
  ['Diabetes Education: insulin pump program', 22000, 19500],
].map(([dept, y25, y24]) => ({ dept, y25, y24 }));
const col = (rows, i) => sum(rows.map((r) => r[i]));
G.grantBudget = 3500000;
const gr = [G.grantBudget, sum(G.grantsDept.map((d) => d.y25)), sum(G.grantsDept.map((d) => d.y24))];
const rT = [1, 2, 3].map((i) => col(G.rev, i));
const eT = [1, 2, 3].map((i) => col(G.expn, i));
const before = rT.map((v, i) => v - eT[i]);
const excess = before.map((v, i) => v - gr[i]);
G.ops = { rT, eT, before, gr, excess };
// changes in net assets [unrestricted, internally restricted, endowment]
const gBeg = [2318400, 4100000, 6742300];
const endowC = [385600, 212400];
const transfer = [-900000, 900000, 0];
const gEnd = [gBeg[0] + excess[1] + transfer[0], gBeg[1] + transfer[1], gBeg[2] + endowC[0]];
const beg24 = sum(gBeg) - excess[2] - endowC[1];
G.cna = [
  { label: 'Balance, beginning of year', v: [...gBeg, sum(gBeg), beg24] },
  { label: 'Excess of revenue over expenses', v: [excess[1], 0, 0, excess[1], excess[2]] },
  { label: 'Endowment contributions (note 7)', v: [0, 0, endowC[0], endowC[0], endowC[1]] },
  { label: 'Interfund transfer (note 9)', v: [...transfer, 0, 0] },
  { label: 'Balance, end of year', v: [...gEnd, sum(gEnd), sum(gBeg)], bold: true, rule: 'double' },
];
// investments by type [2025, 2024]
G.invTypes = [['Cash and cash equivalents', 412800, 355100], ['Canadian fixed income', 5214600, 4588300], ['Canadian equities', 3876200, 3512400], ['U.S. equities', 2944500, 2601800], ['International equities', 1702300, 1611500]];
const invT2 = [col(G.invTypes, 1), col(G.invTypes, 2)];
// financial position [2025, 2024]
const sfpA = [
  ['Short-term investments', 1250000, 1000000],
  ['Accounts receivable', 186420, 142870],
  ['Pledges receivable, current portion (note 4)', 642500, 518300],
  ['Prepaid expenses', 38760, 35210],
];
const sfpL = [['Accounts payable and accrued liabilities', 296480, 274310], ['Grants payable to the Hospital', 1184000, 962500], ['Deferred revenue', 142300, 126800]];
const defC = [1486200, 1402900];
const ltPledge = [1318900, 1086400];
const capA = [214380, 231640];
const gNA = [sum(gEnd), sum(gBeg)];
const curL = [col(sfpL, 1), col(sfpL, 2)];
const gCash = [0, 1].map((i) => gNA[i] + curL[i] + defC[i] - col(sfpA, i + 1) - ltPledge[i] - invT2[i] - capA[i]);
const curA = [0, 1].map((i) => gCash[i] + col(sfpA, i + 1));
G.sfp = [
  { head: 'ASSETS' }, { head: 'Current assets' },
  { label: 'Cash', v: gCash, indent: 1 },
  ...sfpA.map(([label, a, b]) => ({ label, v: [a, b], indent: 1 })),
  { label: 'Total current assets', v: curA, rule: 'above', bold: true },
  { label: 'Pledges receivable (note 4)', v: ltPledge },
  { label: 'Investments (note 3)', v: invT2 },
  { label: 'Capital assets (note 5)', v: capA },
  { label: 'Total assets', v: [0, 1].map((i) => curA[i] + ltPledge[i] + invT2[i] + capA[i]), bold: true, rule: 'double' },
  { head: 'LIABILITIES' }, { head: 'Current liabilities' },
  ...sfpL.map(([label, a, b]) => ({ label, v: [a, b], indent: 1 })),
  { label: 'Total current liabilities', v: curL, rule: 'above', bold: true },
  { label: 'Deferred contributions (note 6)', v: defC },
  { label: 'Total liabilities', v: [curL[0] + defC[0], curL[1] + defC[1]], bold: true },
  { head: 'NET ASSETS' },
  { label: 'Unrestricted', v: [gEnd[0], gBeg[0]], indent: 1 },
  { label: 'Internally restricted (note 9)', v: [gEnd[1], gBeg[1]], indent: 1 },
  { label: 'Endowment (note 7)', v: [gEnd[2], gBeg[2]], indent: 1 },
  { label: 'Total net assets', v: gNA, bold: true, rule: 'above' },
  { label: 'Total liabilities and net assets', v: [0, 1].map((i) => curL[i] + defC[i] + gNA[i]), bold: true, rule: 'double' },
];
G.cash = gCash;
G.pledges = [['2026', 642500], ['2027', 518400], ['2028', 402300], ['2029', 248200], ['Thereafter', 150000]];
if (sum(G.pledges.slice(1).map((p) => p[1])) !== ltPledge[0]) throw new Error('pledges');
// endowment funds (note 7): [beginning, contributions]
const ef = [
  ['Dr. Ruth Callaghan Nursing Education Endowment', 1184000, 25000],
  ['Harold and Jean Beattie Cancer Care Endowment', 962500, 0],
  ['Port Ashby Rotary Club Pediatric Endowment', 418200, 12500],
  ['McKellar Family Palliative Care Endowment', 756300, 150000],
  ['Georgian Shores Staff Legacy Endowment', 214800, 8600],
  ['Thompson-Lavoie Mental Health Endowment', 530000, 0],
  ['Indigenous Patient Navigation Endowment', 308400, 42000],
  ['Lakeside Lumber Equipment Renewal Endowment', 1050000, 0],
  ['Dr. Amrit Sandhu Diagnostic Imaging Endowment', 392100, 97500],
];
ef.push(['General Endowment Fund', gBeg[2] - col(ef, 1), endowC[0] - col(ef, 2)]);
G.endow = ef.map(([fund, beg, contrib]) => ({ fund, beg, contrib, end: beg + contrib }));
// cash flows [2025, 2024]
const cfO = [
  ['Amortization of capital assets', G.expn[5][2], G.expn[5][3]],
  ['Amortization of deferred contributions', -G.rev[5][2], -G.rev[5][3]],
  ['Unrealized gains on investments', -G.invIncome[2][1], -G.invIncome[2][2]],
];
const cfI = [['Purchase of investments', -2846300, -2412600], ['Proceeds on disposal of investments', 2136560, 1874300], ['Net change in short-term investments', -250000, 0], ['Purchase of capital assets', -14600, -38200]];
const cfF = [['Endowment contributions received', endowC[0], endowC[1]], ['Deferred contributions received', 131500, 96400]];
const gCash23 = 188940;
const gChange = [gCash[0] - gCash[1], gCash[1] - gCash23];
const wc = [0, 1].map((i) => gChange[i] - excess[i + 1] - col(cfO, i + 1) - col(cfI, i + 1) - col(cfF, i + 1));
const opC = [0, 1].map((i) => excess[i + 1] + col(cfO, i + 1) + wc[i]);
G.cf = [
  { head: 'Operating activities' },
  { label: 'Excess of revenue over expenses', v: [excess[1], excess[2]], indent: 1 },
  { head: 'Items not affecting cash:', indent: 1 },
  ...cfO.map(([label, a, b]) => ({ label, v: [a, b], indent: 2 })),
  { label: 'Change in non-cash working capital items', v: wc, indent: 1 },
  { label: 'Cash provided by operating activities', v: opC, bold: true, rule: 'above' },
  { head: 'Investing activities' },
  ...cfI.map(([label, a, b]) => ({ label, v: [a, b], indent: 1 })),
  { label: 'Cash used in investing activities', v: [col(cfI, 1), col(cfI, 2)], bold: true, rule: 'above' },
  { head: 'Financing activities' },
  ...cfF.map(([label, a, b]) => ({ label, v: [a, b], indent: 1 })),
  { label: 'Cash provided by financing activities', v: [col(cfF, 1), col(cfF, 2)], bold: true, rule: 'above' },
  { label: 'Net change in cash', v: gChange, bold: true },
  { label: 'Cash, beginning of year', v: [gCash[1], gCash23] },
  { label: 'Cash, end of year', v: gCash, bold: true, rule: 'double' },
];
// T3010 schedule 6 lines (FY ending 2025-03-31)
G.t3010 = [
  ['4100', 'Cash, bank accounts, and short-term investments', gCash[0] + sfpA[0][1]],
  ['4120', 'Amounts receivable from all others', sfpA[1][1] + sfpA[2][1] + ltPledge[0]],
  ['4170', 'Investments not reported elsewhere', invT2[0]],
  ['4150', 'Total fair market value of capital assets', capA[0]],
  ['4180', 'All other assets', sfpA[3][1]],
  ['4200', 'Total assets', G.sfp.find((r) => r.label === 'Total assets').v[0]],
  ['4300', 'Accounts payable and accrued liabilities', sfpL[0][1] + sfpL[1][1]],
  ['4310', 'Deferred revenue', sfpL[2][1] + defC[0]],
  ['4350', 'Total liabilities', curL[0] + defC[0]],
  ['4500', 'Total eligible amount of all gifts for which the charity issued tax receipts', 2871940],
  ['4510', 'Total amount received from other registered charities', 189300],
  ['4530', 'Total other gifts received for which a tax receipt was not issued', G.rev[0][2] + G.rev[1][2] - 2871940 - 189300],
  ['4540', 'Total revenue received from federal government', 0],
  ['4550', 'Total revenue received from provincial/territorial governments', 0],
  ['4580', 'Total interest and investment income received or earned', invInc25],
  ['4630', 'Total gross revenue collected from fundraising', G.rev[2][2] + G.rev[3][2]],
  ['4650', 'Total other revenue not already included', G.rev[5][2]],
  ['4700', 'Total revenue', rT[1]],
  ['4800', 'Advertising and promotion', 142860],
  ['4820', 'Interest and bank charges', 38410],
  ['4860', 'Professional and consulting fees', 64200],
  ['4880', 'Total expenditure on all compensation', G.expn[2][2]],
  ['4900', 'Amortization of capitalized assets', G.expn[5][2]],
  ['4920', 'All other expenditures not included above', eT[1] - 142860 - 38410 - 64200 - G.expn[2][2] - G.expn[5][2]],
  ['4950', 'Total expenditures before gifts to qualified donees', eT[1]],
  ['5000', 'Total expenditures on charitable activities', 412680],
  ['5010', 'Total expenditures on management and administration', 486930],
  ['5020', 'Total expenditures on fundraising', eT[1] - 412680 - 486930],
  ['5050', 'Total amount of gifts made to all qualified donees', gr[1]],
  ['5100', 'Total expenditures', eT[1] + gr[1]],
];
G.comp = [['$1 – $39,999', 0], ['$40,000 – $79,999', 6], ['$80,000 – $119,999', 2], ['$120,000 – $159,999', 1], ['$160,000 – $199,999', 0]];
// investment counsel's quarterly reconciliation, FY2025 quarters
G.recon = { beg: invT2[1], contrib: [500000, 350000, 400000, 350000], wd: [-250000, -280000, -300000, -263360], inc: [98420, 104860, 96140, 112960], gains: [212400, 318750, -146300, 273650], fees: [-23610, -24050, -24180, -24380] };
{
  const q = G.recon; q.open = []; q.close = [];
  let o = q.beg;
  for (let i = 0; i < 4; i++) { q.open.push(o); o += q.contrib[i] + q.wd[i] + q.inc[i] + q.gains[i] + q.fees[i]; q.close.push(o); }
  if (o !== invT2[0]) throw new Error(`recon ${o} ${invT2[0]}`);
  if (sum(q.inc) !== G.invIncome[0][1] || sum(q.gains) !== G.invIncome[1][1] + G.invIncome[2][1] || sum(q.fees) !== G.invIncome[3][1]) throw new Error('recon sums');
}
G.targets = [['Cash and cash equivalents', 2, '0–5'], ['Canadian fixed income', 38, '30–45'], ['Canadian equities', 26, '20–32'], ['U.S. equities', 21, '15–27'], ['International equities', 13, '8–18']];
G.qret = [[2.41, 2.18], [3.05, 3.21], [-0.38, -0.12], [2.14, 1.87]];
G.longRet = [['3 years (annualized)', 5.46, 5.7], ['5 years (annualized)', 7.03, 6.58], ['Since inception (Oct 2012)', 6.21, 5.94]];
G.oneYear = [0, 1].map((k) => Math.round((G.qret.reduce((p, q) => p * (1 + q[k] / 100), 1) - 1) * 10000) / 100);
// FY2025-26 budget by month (April 2025 … March 2026), with FY2024-25 budget and actual
G.budget = {
  rev: [
    ['Donations – annual and monthly giving', 1380000, 1402620, [95000, 88000, 92000, 80000, 78000, 96000, 104000, 118000, 246000, 96000, 90000, 112000]],
    ['Donations – major gifts', 1670000, 1782000, [60000, 250000, 40000, 35000, 30000, 180000, 90000, 210000, 420000, 60000, 75000, 350000]],
    ['Bequests', 750000, 612400, [60000, 60000, 60000, 60000, 60000, 60000, 60000, 60000, 60000, 60000, 60000, 60000]],
    ['Special events – Gala', 560000, 588900, [0, 0, 0, 0, 0, 0, 12000, 598000, 0, 0, 0, 0]],
    ['Special events – Golf Classic', 260000, 257400, [0, 8000, 262000, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
    ['Lottery – 50/50 and Home Lottery', 1800000, 1912560, [140000, 150000, 165000, 170000, 175000, 160000, 150000, 155000, 210000, 160000, 150000, 165000]],
    ['Investment income', 600000, invInc25, [52000, 52000, 52000, 52000, 52000, 52000, 52000, 52000, 52000, 52000, 52000, 52000]],
  ],
  exp: [
    ['Special events direct costs', 290000, 298740, [0, 3000, 96000, 0, 0, 0, 6000, 212000, 0, 0, 0, 0]],
    ['Lottery prizes and operating costs', 1150000, 1221480, [92000, 98000, 106000, 110000, 113000, 104000, 98000, 101000, 134000, 104000, 98000, 106000]],
    ['Salaries and benefits', 1060000, 1046310, [90500, 90500, 90500, 90500, 90500, 90500, 90500, 90500, 90500, 90500, 90500, 90500]],
    ['Donor stewardship and fundraising', 375000, 384950, [28000, 31000, 36000, 24000, 22000, 33000, 35000, 41000, 48000, 26000, 27000, 39000]],
    ['Administration', 220000, 216470, [19000, 19000, 19000, 19000, 19000, 19000, 19000, 19000, 19000, 19000, 19000, 19000]],
    ['Grants to the Hospital', 3500000, gr[1], [0, 0, 900000, 0, 0, 850000, 0, 0, 1100000, 0, 0, 950000]],
  ],
};
G.fiveYr = [
  ['Total revenue', [5612400, 6284100, 7046350, rT[2], rT[1]]],
  ['Grants to the Hospital', [2104600, 2611300, 2248900, gr[2], gr[1]]],
  ['Endowment funds at year end', [4986200, 5430800, 6529900, gBeg[2], gEnd[2]]],
  ['Number of donors', [6812, 7240, 7518, 7906, 8147]],
  ['Cost to raise a dollar', [0.31, 0.29, 0.3, 0.28, 0.27]],
];
G.events = [
  ['Georgian Shores Golf Classic', '2024-06-10', 257400, 174200],
  ['Light Up the Bay Gala', '2024-11-16', 588900, 393460],
  ['Tree of Lights', '2024-12-05', 41850, 38210],
  ['Radiothon for Kids (with Bay 98.1 FM)', '2025-02-07', 164230, 151880],
].map(([event, date, gross, net]) => ({ event, date, gross, net }));
// major gifts export (RE NXT): ISO dates here, written m/d/yyyy in the file
G.gifts = [
  ['2024-04-09', 'Lakeside Lumber Ltd.', 'Organization', 'Cash', 25000, 'CT Scanner Campaign', 'No'],
  ['2024-04-22', 'Estate of Margaret Dunlop', 'Individual', 'Cash', 148200, 'Unrestricted', 'No'],
  ['2024-05-06', 'McKellar Family Foundation', 'Foundation', 'Pledge', 150000, 'Palliative Care', 'No'],
  ['2024-05-28', 'Anonymous donor', 'Individual', 'Stock/Property', 42600, 'CT Scanner Campaign', 'Yes'],
  ['2024-06-10', 'Georgian Bay Credit Union', 'Organization', 'Cash', 15000, 'Golf Classic 2024', 'No'],
  ['2024-06-19', 'Dr. Amrit Sandhu', 'Individual', 'Cash', 97500, 'Diagnostic Imaging', 'No'],
  ['2024-07-15', 'Port Ashby Rotary Club', 'Organization', 'Cash', 12500, 'Pediatrics', 'No'],
  ['2024-08-02', 'The Wexford Family Foundation', 'Foundation', 'Cash', 60000, 'CT Scanner Campaign', 'No'],
  ['2024-08-27', 'Anonymous donor', 'Individual', 'Cash', 20000, 'Emergency Department', 'Yes'],
  ['2024-09-12', 'Bruce Power Community Fund', 'Organization', 'Cash', 50000, 'CT Scanner Campaign', 'No'],
  ['2024-09-30', 'Thomas & Ilse Brenner', 'Individual', 'Stock/Property', 31850, 'Unrestricted', 'No'],
  ['2024-10-17', 'Huronia Hospital Auxiliary', 'Organization', 'Cash', 45000, 'Patient Comfort', 'No'],
  ['2024-11-04', 'McKellar Family Foundation', 'Foundation', 'Pay-Cash', 50000, 'Palliative Care', 'No'],
  ['2024-11-16', 'Trillium Motors', 'Organization', 'Cash', 18000, 'Gala 2024', 'No'],
  ['2024-11-29', 'Anonymous donor', 'Individual', 'Cash', 100000, 'CT Scanner Campaign', 'Yes'],
  ['2024-12-09', 'Estate of Walter Kim', 'Individual', 'Cash', 212400, 'Unrestricted', 'No'],
  ['2024-12-18', 'Joan & Peter Lavoie', 'Individual', 'Stock/Property', 64300, 'Mental Health', 'No'],
  ['2024-12-23', 'Sobeys Port Ashby', 'Organization', 'Cash', 10000, 'Pediatrics', 'No'],
  ['2025-01-14', 'Ontario Trillium Foundation', 'Foundation', 'Cash', 75000, 'Rehabilitation', 'No'],
  ['2025-01-31', 'Dr. Ruth Callaghan', 'Individual', 'Cash', 25000, 'Nursing Education', 'No'],
  ['2025-02-07', 'Bay 98.1 FM Listeners', 'Organization', 'Cash', 14250, 'Radiothon 2025', 'No'],
  ['2025-02-21', 'The Wexford Family Foundation', 'Foundation', 'Pledge', 120000, 'Intensive Care', 'No'],
  ['2025-03-05', 'Anonymous donor', 'Individual', 'Stock/Property', 88900, 'CT Scanner Campaign', 'Yes'],
  ['2025-03-14', 'McKellar Family Foundation', 'Foundation', 'Pay-Cash', 50000, 'Palliative Care', 'No'],
  ['2025-03-27', 'Collingwood Shipyards Heritage Trust', 'Foundation', 'Cash', 40000, 'Maternal and Child', 'No'],
].map(([date, name, type, giftType, amount, fund, anon], i) => ({ id: `GFT-${String(24118 + i * 7)}`, date, name, type, giftType, amount, fund, anon }));
// receipt photo (Ontario HST 13 % on the items marked H)
G.receipt = {
  shop: 'HARBOURVIEW FOODS #214', date: '2024-11-15', time: '14:22',
  items: [['TABLE LINEN RENTAL', 1, 186.0, true], ['FLORAL CENTREPIECE', 12, 24.99, true], ['SPARKLING WATER 12PK', 6, 7.49, false], ['LEMONS', 3, 0.89, false], ['NAPKINS COCKTAIL 100', 4, 5.29, true], ['TEA LIGHTS 50PK', 2, 9.99, true]],
};
G.receipt.sub = r2(sum(G.receipt.items.map(([, q, p]) => q * p)));
G.receipt.hst = r2(sum(G.receipt.items.filter((i) => i[3]).map(([, q, p]) => q * p)) * 0.13);
G.receipt.total = r2(G.receipt.sub + G.receipt.hst);
