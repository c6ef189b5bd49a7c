// Set I data. Part 1: Osprey Bay Public Media, Inc. (US public radio and television, fiscal year October–September).
// The one data module of set I: every figure in every document, and every case with its answer.
import { assert, sum } from './lib/check.mjs';

export const OB = {
  key: 'ospreybay',
  name: 'Osprey Bay Public Media, Inc.',
  fiscalYearStart: 'October',
  currency: '$',
  radio: 'WOBP-FM 89.7',
  tv: 'WOBT-TV Channel 22',
  city: 'Cambridge, Maryland',
  ein: '52-1938407',
  auditor: 'Hollister, Vance & Quade LLP',
  auditorCity: 'Annapolis, Maryland',
  reportDate: 'January 21, 2026',
  bank: 'Tidewater Commerce Bank',
  locLimit: 1500000,
  locMaturity: 'March 31, 2026',
  locRate: 'the bank\u2019s prime rate plus 0.50% (7.75% at September 30, 2025)',
  files: {
    audit: 'ospreybay/Osprey Bay Public Media - Audited Financial Statements 9-30-2025.pdf',
    f990: 'ospreybay/Form 990 Part IX - FYE 09-30-2025.pdf',
    dash: 'ospreybay/Finance Committee Dashboard FY25.xlsx',
  },
};

// ---------- functional expenses ----------
// columns: PP programming & production, BE broadcasting & engineering, PI program information & community
// engagement, MG management & general, FR fundraising & membership development
export const FCOLS = ['PP', 'BE', 'PI', 'MG', 'FR'];
export const EXP_ROWS = [
  ['sal', 'Salaries and wages'],
  ['ben', 'Employee benefits and payroll taxes'],
  ['acq', 'Program acquisition and national program fees'],
  ['prof', 'Professional and contract services'],
  ['trans', 'Broadcast transmission and utilities'],
  ['occ', 'Occupancy'],
  ['maint', 'Equipment maintenance and repairs'],
  ['adv', 'Advertising and promotion'],
  ['print', 'Printing, postage and supplies'],
  ['prem', 'Membership premiums'],
  ['it', 'Information technology'],
  ['travel', 'Travel and conferences'],
  ['ins', 'Insurance'],
  ['int', 'Interest'],
  ['other', 'Other'],
];
const E25 = {
  sal: [3412560, 1186240, 742318, 1084900, 986475],
  ben: [938454, 326216, 204137, 298348, 271281],
  acq: [2318770, 0, 0, 0, 0],
  prof: [412880, 96310, 84225, 318640, 226905],
  trans: [0, 486912, 0, 0, 0],
  occ: [214336, 168402, 48917, 97835, 61147],
  maint: [88415, 241806, 6120, 12488, 0],
  adv: [24600, 0, 186342, 0, 142918],
  print: [31204, 18772, 42619, 38915, 208447],
  prem: [0, 0, 0, 0, 318604],
  it: [96318, 54207, 28466, 112690, 88352],
  travel: [48215, 21904, 17380, 36228, 14602],
  ins: [42108, 61336, 8204, 44917, 6118],
  int: [0, 96844, 0, 21582, 0],
  other: [68240, 22816, 19385, 74108, 41322],
  dep: [402618, 596214, 38402, 108330, 49151],
};
const E24 = {
  sal: [3268114, 1139870, 701215, 1046388, 948206],
  ben: [893602, 311944, 191806, 285417, 259318],
  acq: [2241306, 0, 0, 0, 0],
  prof: [384210, 102648, 71906, 296118, 214380],
  trans: [0, 468205, 0, 0, 0],
  occ: [206810, 161944, 46102, 94215, 58806],
  maint: [81290, 228415, 5412, 11806, 0],
  adv: [22180, 0, 174611, 0, 131440],
  print: [29815, 17206, 40388, 37102, 196215],
  prem: [0, 0, 0, 0, 301887],
  it: [88402, 50118, 25914, 104306, 81215],
  travel: [44106, 19802, 15224, 33915, 13108],
  ins: [39214, 57408, 7615, 41822, 5706],
  int: [0, 104318, 0, 19644, 0],
  other: [63418, 20915, 18206, 70118, 38604],
  dep: [381406, 574310, 36918, 99640, 45933],
};
export const EXP = { 2025: E25, 2024: E24 };
export function expTotals(E) {
  const rowTot = (k) => sum(E[k]);
  const colBeforeDep = FCOLS.map((_, i) => sum(EXP_ROWS.map(([k]) => E[k][i])));
  const col = colBeforeDep.map((v, i) => v + E.dep[i]);
  const prog = (arr) => arr[0] + arr[1] + arr[2];
  return {
    rowTot, colBeforeDep, col,
    progBeforeDep: prog(colBeforeDep), prog: prog(col),
    totalBeforeDep: sum(colBeforeDep), total: sum(col),
    dep: sum(E.dep),
    mg: col[3], fr: col[4],
  };
}
export const XT = { 2025: expTotals(E25), 2024: expTotals(E24) };

// ---------- statement of activities ----------
// [key, label, WDR, WR]
export const ACT = {
  2025: {
    rev: [
      ['memb', 'Membership contributions', 6896215, 0],
      ['major', 'Major gifts and planned giving', 2318940, 725000],
      ['cpb', 'Corporation for Public Broadcasting Community Service Grants', 0, 1962482],
      ['uw', 'Program underwriting', 3107664, 0],
      ['grants', 'Foundation and government grants', 612300, 1484750],
      ['events', 'Special events revenue', 486720, 0],
      ['dbc', 'Less: costs of direct benefits to donors', -142318, 0],
      ['tower', 'Tower lease and production services', 418906, 0],
      ['otherinc', 'Other income', 96433, 0],
    ],
    released: 4107130,
    nonop: [
      ['invret', 'Investment return, net', 512406, 1096318],
      ['endow', 'Contributions restricted to endowment', 0, 400000],
      ['disposal', 'Loss on disposal of equipment', -18640, 0],
    ],
  },
  2024: {
    rev: [
      ['memb', 'Membership contributions', 6984377, 0],
      ['major', 'Major gifts and planned giving', 2106115, 1040000],
      ['cpb', 'Corporation for Public Broadcasting Community Service Grants', 0, 1894306],
      ['uw', 'Program underwriting', 2876490, 0],
      ['grants', 'Foundation and government grants', 544800, 1210400],
      ['events', 'Special events revenue', 451230, 0],
      ['dbc', 'Less: costs of direct benefits to donors', -131905, 0],
      ['tower', 'Tower lease and production services', 402118, 0],
      ['otherinc', 'Other income', 88947, 0],
    ],
    released: 3847226,
    nonop: [
      ['invret', 'Investment return, net', 598214, 1248602],
      ['endow', 'Contributions restricted to endowment', 0, 250000],
      ['disposal', 'Loss on disposal of equipment', 0, 0],
    ],
  },
};
export const RELEASED = {
  rows: [
    ['Programming and production', 1134600, 1046300],
    ['Community engagement initiatives', 318250, 284700],
    ['Capital equipment purchases', 286900, 612500],
    ['Expiration of time restrictions (CPB grants and pledges)', 1915380, 1486726],
    ['Endowment appropriation for operations', 452000, 417000],
  ],
};
export function actTotals(y) {
  const A = ACT[y];
  const revW = sum(A.rev.map((r) => r[2])), revR = sum(A.rev.map((r) => r[3]));
  const opRevW = revW + A.released, opRevR = revR - A.released;
  const exp = XT[y].total;
  const opChangeW = opRevW - exp, opChangeR = opRevR;
  const nonW = sum(A.nonop.map((r) => r[2])), nonR = sum(A.nonop.map((r) => r[3]));
  return {
    revW, revR, opRevW, opRevR, opRevT: opRevW + opRevR, exp,
    opChangeW, opChangeR, opChangeT: opChangeW + opChangeR,
    nonW, nonR, nonT: nonW + nonR,
    chW: opChangeW + nonW, chR: opChangeR + nonR, chT: opChangeW + nonW + opChangeR + nonR,
    line: (k) => { const r = A.rev.find((x) => x[0] === k) || A.nonop.find((x) => x[0] === k); return { w: r[2], r: r[3], t: r[2] + r[3] }; },
  };
}
export const AT = { 2025: actTotals(2025), 2024: actTotals(2024) };
for (const y of [2025, 2024]) assert(sum(RELEASED.rows.map((r) => r[y === 2025 ? 1 : 2])) === ACT[y].released, 'released note = activities ' + y);

// ---------- property and equipment ----------
export const PPE = {
  cats: ['Land', 'Buildings and improvements', 'Transmission and tower equipment', 'Production and studio equipment', 'Furniture, vehicles and other', 'Construction in progress'],
  gross2024: [1250000, 9802640, 8834210, 4019386, 1012540, 96200],
  add2025: [0, 71660, 78430, 298412, 43516, 148300],
  disp2025: [0, 0, 0, 244900, 67500, 0],
  dispAccum2025: 289260,
  dispProceeds2025: 4500,
  add2024: 1982400,
  net: { 2024: 13452098 },
};
PPE.gross2025 = PPE.gross2024.map((g, i) => g + PPE.add2025[i] - PPE.disp2025[i]);
PPE.grossTot = { 2025: sum(PPE.gross2025), 2024: sum(PPE.gross2024) };
PPE.accum = { 2024: PPE.grossTot[2024] - PPE.net[2024] };
PPE.accum[2025] = PPE.accum[2024] + XT[2025].dep - PPE.dispAccum2025;
PPE.net[2025] = PPE.grossTot[2025] - PPE.accum[2025];
PPE.add2025Tot = sum(PPE.add2025);
PPE.dispNBV2025 = sum(PPE.disp2025) - PPE.dispAccum2025;
assert(PPE.dispNBV2025 - PPE.dispProceeds2025 === -ACT[2025].nonop[2][2], 'loss on disposal = NBV - proceeds');
PPE.net[2023] = PPE.net[2024] - PPE.add2024 + XT[2024].dep;
assert(PPE.net[2025] === PPE.net[2024] + PPE.add2025Tot - PPE.dispNBV2025 - XT[2025].dep, 'PPE roll 2025');

// ---------- leases, note payable, line of credit ----------
export const LEASE = {
  pay: [[2026, 356400], [2027, 364200], [2028, 372100], [2029, 380300], [2030, 268000], ['Thereafter', 214800]],
  cur: { 2025: 298116, 2024: 281447, 2023: 265312 },
  non: { 2025: 1417893, 2024: 1716009, 2023: 1997456 },
  rou: { 2025: 1643208, 2024: 1921775, 2023: 2189560 },
  cost: { 2025: 358620, 2024: 351480 },
  rate: '4.6%', term: '5.4 years',
};
LEASE.totalPay = sum(LEASE.pay.map((p) => p[1]));
LEASE.pv = LEASE.cur[2025] + LEASE.non[2025];
LEASE.interest = LEASE.totalPay - LEASE.pv;
for (const y of [2025, 2024]) assert(LEASE.cur[y - 1] + LEASE.non[y - 1] - (LEASE.cur[y] + LEASE.non[y]) === LEASE.cur[y - 1], 'lease principal paid = prior current portion ' + y);
export const NOTE = { cur: { 2025: 214000, 2024: 205000, 2023: 196000 }, non: { 2025: 2356000, 2024: 2570000, 2023: 2775000 }, rate: '4.15%', payment: 23950, maturity: 'June 2034', original: 3400000 };
for (const y of [2025, 2024]) assert(NOTE.cur[y - 1] + NOTE.non[y - 1] - (NOTE.cur[y] + NOTE.non[y]) === NOTE.cur[y - 1], 'note principal paid ' + y);
export const LOC = { 2025: 0, 2024: 250000, 2023: 0 };
export const PENSION = { 2025: 412318, 2024: 389104 };

// ---------- investments and endowment ----------
export const INV = {
  total: { 2025: 15962384, 2024: 14478216, 2023: 12904380 },
  bd: { 2025: 6245970, 2024: 5806120 },
  purchases: { 2025: 2150000, 2024: 1620000 },
  corpus: { 2025: 6250000, 2024: 5850000 },
  comp: [
    ['Money market funds', 612480, 548300],
    ['Domestic equity mutual funds', 7846210, 7012488],
    ['International equity mutual funds', 2918640, 2604115],
    ['Fixed income mutual funds', null, null],
  ],
  nextAppropriation: { 2025: 468000, 2024: 452000 },
};
INV.endow = { 2025: INV.total[2025] - INV.bd[2025], 2024: INV.total[2024] - INV.bd[2024] };
INV.comp[3][1] = INV.total[2025] - sum(INV.comp.slice(0, 3).map((r) => r[1]));
INV.comp[3][2] = INV.total[2024] - sum(INV.comp.slice(0, 3).map((r) => r[2]));
for (const y of [2025, 2024]) {
  const ret = AT[y].line('invret').t;
  INV.sales = INV.sales || {};
  INV.sales[y] = INV.total[y - 1] + INV.purchases[y] + ret - INV.total[y];
  assert(INV.sales[y] > 0, 'investment sales positive');
}
assert(INV.nextAppropriation[2024] === RELEASED.rows[4][1], 'appropriation approved for FY25 = FY25 release');
assert(INV.corpus[2025] - INV.corpus[2024] === ACT[2025].nonop[1][3], 'corpus grows by endowment contributions');
assert(INV.endow[2024] + ACT[2025].nonop[0][3] + ACT[2025].nonop[1][3] - RELEASED.rows[4][1] === INV.endow[2025], 'endowment roll-forward');

// ---------- pledges ----------
export const PLEDGE = {
  2025: { lt1: 1452300, y15: 1276000, allow: 44090, disc: 91000 },
  2024: { lt1: 1301845, y15: 1728400, allow: 39100, disc: 87900 },
};
for (const y of [2025, 2024]) { const p = PLEDGE[y]; p.total = p.lt1 + p.y15; p.cur = p.lt1 - p.allow; p.non = p.y15 - p.disc; p.net = p.cur + p.non; }

// ---------- balance sheets ----------
// cash is the balancing item: it equals liabilities + net assets - other assets, and the cash flow
// statement (built from the changes) must arrive at the same figure.
const BSX = {
  2023: { uw: 982114, pledgeCur: 1188600, grants: 356300, prepaid: 331870, pledgeNon: 1402000, dep: 52300, ap: 992418, payroll: 603930, deferred: 441260 },
  2024: { uw: 1124380, grants: 402150, prepaid: 356019, dep: 52300, ap: 1046227, payroll: 642385, deferred: 468935 },
  2025: { uw: 1237655, grants: 318400, prepaid: 391732, dep: 52300, ap: 1118943, payroll: 684510, deferred: 512870 },
};
export const NA = { wr: { 2024: 12284650 }, purpose: { 2025: [842000, 215400, 610000], 2024: [918500, 240000, 455000] } };
export const BS = {};
function buildBS(y, naW, naR) {
  const x = BSX[y];
  const b = {
    uw: x.uw, pledgeCur: y === 2023 ? x.pledgeCur : PLEDGE[y].cur, grants: x.grants, prepaid: x.prepaid,
    pledgeNon: y === 2023 ? x.pledgeNon : PLEDGE[y].non, inv: INV.total[y], ppe: PPE.net[y], rou: LEASE.rou[y], dep: x.dep,
    ap: x.ap, payroll: x.payroll, deferred: x.deferred, loc: LOC[y], noteCur: NOTE.cur[y], leaseCur: LEASE.cur[y],
    noteNon: NOTE.non[y], leaseNon: LEASE.non[y], naW, naR,
  };
  b.curLiab = b.ap + b.payroll + b.deferred + b.loc + b.noteCur + b.leaseCur;
  b.nonLiab = b.noteNon + b.leaseNon;
  b.liab = b.curLiab + b.nonLiab;
  b.na = naW + naR;
  b.nonCurAssets = b.pledgeNon + b.inv + b.ppe + b.rou + b.dep;
  b.cash = b.liab + b.na - b.nonCurAssets - (b.uw + b.pledgeCur + b.grants + b.prepaid);
  b.curAssets = b.cash + b.uw + b.pledgeCur + b.grants + b.prepaid;
  b.assets = b.curAssets + b.nonCurAssets;
  assert(b.assets === b.liab + b.na, 'balance sheet balances ' + y);
  return b;
}
// 2024 net assets without donor restrictions are chosen so that cash at 9/30/2024 is 3,512,908
{
  const probe = buildBS(2024, 0, NA.wr[2024]);
  NA.wdr = { 2024: 3512908 - probe.cash };
}
NA.wdr[2025] = NA.wdr[2024] + AT[2025].chW;
NA.wr[2025] = NA.wr[2024] + AT[2025].chR;
NA.wdr[2023] = NA.wdr[2024] - AT[2024].chW;
NA.wr[2023] = NA.wr[2024] - AT[2024].chR;
for (const y of [2025, 2024, 2023]) BS[y] = buildBS(y, NA.wdr[y], NA.wr[y]);
assert(BS[2024].cash === 3512908, 'cash 2024');
for (const y of [2025, 2024]) {
  NA.time = NA.time || {};
  NA.earnings = NA.earnings || {};
  NA.earnings[y] = INV.endow[y] - INV.corpus[y];
  NA.time[y] = NA.wr[y] - sum(NA.purpose[y]) - NA.earnings[y] - INV.corpus[y];
  assert(NA.time[y] > 0 && NA.earnings[y] > 0, 'net asset components positive');
  NA.undesignated = NA.undesignated || {};
  NA.undesignated[y] = NA.wdr[y] - INV.bd[y];
}

// ---------- cash flows ----------
export const CF = {};
for (const y of [2025, 2024]) {
  const b = BS[y], p = BS[y - 1], A = ACT[y];
  const ch = (k) => -(b[k] - p[k]);
  const op = [
    ['Change in net assets', AT[y].chT, 0],
    ['Depreciation and amortization', XT[y].dep, 1],
    ['Amortization of operating lease right-of-use assets', p.rou - b.rou, 1],
    ['Net realized and unrealized (gains) losses on investments', -AT[y].line('invret').t, 1],
    ['Loss on disposal of equipment', -A.nonop[2][2], 1],
    ['Contributions restricted to endowment', -A.nonop[1][3], 1],
    ['Underwriting and other receivables', ch('uw'), 2],
    ['Contributions and pledges receivable', -(b.pledgeCur + b.pledgeNon - p.pledgeCur - p.pledgeNon), 2],
    ['Grants receivable', ch('grants'), 2],
    ['Prepaid expenses and other', ch('prepaid'), 2],
    ['Accounts payable and accrued expenses', b.ap - p.ap, 2],
    ['Accrued payroll and related benefits', b.payroll - p.payroll, 2],
    ['Deferred revenue', b.deferred - p.deferred, 2],
    ['Operating lease liabilities', (b.leaseCur + b.leaseNon) - (p.leaseCur + p.leaseNon), 2],
  ];
  const inv = [
    ['Purchases of property and equipment', -(y === 2025 ? PPE.add2025Tot : PPE.add2024)],
    ['Proceeds from sale of equipment', y === 2025 ? PPE.dispProceeds2025 : 0],
    ['Purchases of investments', -INV.purchases[y]],
    ['Proceeds from sales of investments', INV.sales[y]],
  ];
  const fin = [
    ['Proceeds from contributions restricted to endowment', A.nonop[1][3]],
    ['Net borrowings (repayments) on line of credit', b.loc - p.loc],
    ['Principal payments on note payable', (b.noteCur + b.noteNon) - (p.noteCur + p.noteNon)],
  ];
  const opT = sum(op.map((r) => r[1])), invT = sum(inv.map((r) => r[1])), finT = sum(fin.map((r) => r[1]));
  CF[y] = { op, inv, fin, opT, invT, finT, net: opT + invT + finT, begin: p.cash, end: b.cash, interestPaid: XT[y].rowTot('int') };
  assert(CF[y].begin + CF[y].net === CF[y].end, 'cash flow reconciles ' + y);
}

// ---------- liquidity ----------
export const LIQ = {};
for (const y of [2025, 2024]) {
  const b = BS[y];
  const fin = [['Cash and cash equivalents', b.cash], ['Underwriting and other receivables, net', b.uw], ['Contributions and pledges receivable, net', b.pledgeCur + b.pledgeNon], ['Grants receivable', b.grants], ['Investments', b.inv]];
  const less = [
    ['Contributions and pledges receivable due after one year', -b.pledgeNon],
    ['Donor-restricted endowment funds', -INV.endow[y]],
    ['Plus: endowment appropriation approved for the following year', INV.nextAppropriation[y]],
    ['Net assets with donor restrictions for specified purposes', -sum(NA.purpose[y])],
    ['Board-designated quasi-endowment', -INV.bd[y]],
  ];
  const finT = sum(fin.map((r) => r[1])), lessT = sum(less.map((r) => r[1]));
  LIQ[y] = { fin, less, finT, lessT, avail: finT + lessT };
  assert(LIQ[y].avail > 0, 'liquidity available positive');
}

// ---------- Form 990 Part IX (FY2025) ----------
// B = the three program columns together, C = management and general, D = fundraising
const col3 = (arr) => [arr[0] + arr[1] + arr[2], arr[3], arr[4]];
const E = E25;
const F = {};
F.l5 = [186400, 412650, 98300];
F.l7 = col3(E.sal).map((v, i) => v - F.l5[i]);
F.l8 = [287412, 63918, 60988];
assert(sum(F.l8) === PENSION[2025], '990 line 8 = 403(b) contributions');
F.l10 = col3(E.sal).map((v) => Math.round(v * 0.0765));
F.l9 = col3(E.ben).map((v, i) => v - F.l8[i] - F.l10[i]);
F.l11b = [0, 48260, 0];
F.l11c = [0, 62400, 0];
F.l11e = [0, 0, 74500];
F.l11g = col3(E.prof).map((v, i) => v - F.l11b[i] - F.l11c[i] - F.l11e[i]);
F.l12 = col3(E.adv);
F.l13 = col3(E.print);
F.l14 = col3(E.it);
F.l16 = col3(E.occ);
F.l17 = [52330, 21740, 9610];
F.l19 = col3(E.travel).map((v, i) => v - F.l17[i]);
F.l20 = col3(E.int);
F.l22 = col3(E.dep);
F.l23 = col3(E.ins);
F.l24a = col3(E.acq);
F.l24b = col3(E.trans);
F.l24c = col3(E.maint);
F.l24d = col3(E.prem);
F.l24e = col3(E.other);
export const F990 = { lines: {} };
for (const [k, v] of Object.entries(F)) {
  assert(v.every((x) => x >= 0), '990 non-negative ' + k);
  F990.lines[k] = [sum(v), ...v];
}
F990.total = [0, 1, 2, 3].map((i) => sum(Object.values(F990.lines).map((r) => r[i])));
assert(F990.total[0] === XT[2025].total && F990.total[1] === XT[2025].prog && F990.total[2] === XT[2025].mg && F990.total[3] === XT[2025].fr, '990 line 25 = audited functional totals');

// ---------- finance committee dashboard (in $ thousands) ----------
const k = (v) => Math.round(v / 1000);
export const MONTHS = ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09'];
export const DASH = {
  checking: [884, 1126, 1642, 1318, 1096, 902, 1244, 1310, 1058, 1246, 1420, null],
  mm: [2350, 2410, 2980, 3120, 2950, 2610, 2705, 2890, 2842, 3160, 3315, null],
  bd: [5741, 5902, 6018, 5977, 5930, 5868, 5790, 6036, 6102, 6188, 6214, k(INV.bd[2025])],
  endow: [8598, 8844, 8990, 9052, 8901, 8742, 8680, 9104, 9236, 9410, 9590, k(INV.endow[2025])],
  loc: [250, 250, 0, 0, 0, 0, 0, 0, 0, 0, 0, k(LOC[2025])],
  open: { checking: 1012, mm: 2501, bd: k(INV.bd[2024]), endow: k(INV.endow[2024]), loc: k(LOC[2024]) },
  currentRatio: [2.21, 2.34, 2.58, 2.49, 2.37, 2.18, 2.29, 2.41, 2.36, 2.27, 2.44, null],
  opMargin: [-4.2, -1.8, 6.9, 5.1, 3.6, 1.2, 1.9, 2.8, 2.4, 1.7, 2.2, null],
};
DASH.checking[11] = 1388;
DASH.mm[11] = k(BS[2025].cash) - DASH.checking[11];
assert(DASH.open.checking + DASH.open.mm === k(BS[2024].cash), 'dashboard Sep-24 cash = audit');
assert(DASH.open.bd + DASH.open.endow === k(INV.total[2024]), 'dashboard Sep-24 investments = audit');
assert(DASH.bd[11] + DASH.endow[11] === k(INV.total[2025]), 'dashboard Sep-25 investments = audit');
DASH.cash = MONTHS.map((_, i) => DASH.checking[i] + DASH.mm[i]);
DASH.inv = MONTHS.map((_, i) => DASH.bd[i] + DASH.endow[i]);
DASH.total = MONTHS.map((_, i) => DASH.cash[i] + DASH.inv[i]);
DASH.liquid = MONTHS.map((_, i) => DASH.cash[i] + DASH.bd[i]);
// days cash on hand: liquid reserves / (trailing-twelve-month operating expenses excluding depreciation / 365);
// the TTM figure moves evenly from FY24's to FY25's
const ttm0 = XT[2024].total - XT[2024].dep, ttm1 = XT[2025].total - XT[2025].dep;
DASH.ttm = MONTHS.map((_, i) => ttm0 + ((ttm1 - ttm0) * (i + 1)) / 12);
DASH.days = MONTHS.map((_, i) => Math.round((DASH.liquid[i] * 1000) / (DASH.ttm[i] / 365)));
DASH.days[11] = Math.round((BS[2025].cash + INV.bd[2025]) / (ttm1 / 365));
DASH.currentRatio[11] = Math.round((BS[2025].curAssets / BS[2025].curLiab) * 100) / 100;
DASH.opMargin[11] = Math.round((AT[2025].opChangeW / AT[2025].opRevW) * 1000) / 10;

// =====================================================================================================
// Part 2: Wattle Creek Community Services Ltd (Australian not-for-profit company limited by guarantee,
// A$, financial year 1 July – 30 June; FY25 = 2024-25 = year ended 30 June 2025).
// =====================================================================================================
export const WC = {
  key: 'wattlecreek',
  name: 'Wattle Creek Community Services Ltd',
  fiscalYearStart: 'July',
  currency: '$',
  abn: '63 118 402 775',
  town: 'Wattle Creek, Victoria',
  auditor: 'Kerrigan Lowe Partners',
  auditorCity: 'Bendigo',
  partner: 'Priya Natarajan',
  auditDate: '24 September 2025',
  chair: 'Helen Papadakis',
  treasurer: 'Rohan Iyer',
  ceo: 'Daniel Whitford',
  ceoStart: '3 February 2025',
  formerCeo: 'Anne Kowalczyk',
  hub: 'Ridgeview Community Hub',
  hubOpened: '17 March 2025',
  newDirector: 'Dr Mei Lin Chua',
  property: '22 Lyttleton Street, Wattle Creek',
  propertyPrice: 1150000,
  propertyDate: '14 August 2025',
  files: {
    ar: 'wattlecreek/Wattle Creek Annual Report 2024-25.pdf',
    fr: 'wattlecreek/Wattle Creek Financial Report 30 June 2025.pdf',
    docx: "wattlecreek/Chair's and Treasurer's Report 2024-25.docx",
  },
};

// Note 5 revenue and other income [label, 2025, 2024]
export const N5 = {
  a: [['NDIS participant services', 11284606, 9902118], ['Home Care Packages', 2418350, 2306400], ['Client fees and contributions', 712940, 651205], ['Fee-for-service contracts', 446514, 346010]],
  b: [['Commonwealth Home Support Programme', 2846200, 2764880], ['State \u2013 family and youth services', 2612450, 2488316], ['State \u2013 community mental health', 1498650, 1242750], ['Commonwealth \u2013 emergency relief', 500000, 465000], ['Local government', 161000, 142000]],
  c: [['Donations', 874385, 812902], ['Bequests', 372500, 505500]],
  d: [['Gain on disposal of property, plant and equipment', 38420, 12750], ['Rental income', 162600, 156000], ['Other', 86896, 85368]],
};
const col = (rows, i) => sum(rows.map((r) => r[i]));
// statement of profit or loss: [key, label, note, 2025, 2024]
export const PL = {
  rev: [
    ['contracts', 'Revenue from contracts with customers', '5(a)', col(N5.a, 1), col(N5.a, 2)],
    ['grants', 'Government grants', '5(b)', col(N5.b, 1), col(N5.b, 2)],
    ['donations', 'Donations and bequests', '5(c)', col(N5.c, 1), col(N5.c, 2)],
    ['events', 'Fundraising events', '', 186230, 172940],
    ['interest', 'Interest income', '', 214508, 161377],
    ['other', 'Other income', '5(d)', col(N5.d, 1), col(N5.d, 2)],
  ],
  exp: [
    ['emp', 'Employee benefits expense', '6', 18725614, 17216930],
    ['client', 'Client support and program costs', '', 1918442, 1804617],
    ['mv', 'Motor vehicle and travel', '', 612874, 588301],
    ['occ', 'Occupancy', '', 498215, 476090],
    ['dep', 'Depreciation and amortisation', '10, 11', null, null],
    ['fin', 'Finance costs', '11', 58214, 54905],
    ['it', 'Information technology', '', 482337, 451226],
    ['fundr', 'Fundraising costs', '', 148902, 139554],
    ['otherexp', 'Other expenses', '', 512893, 510321],
  ],
  oci: { 2025: 420000, 2024: 0 },
};
assert(col(N5.a, 1) === 14862410 && col(N5.a, 2) === 13205733, 'note 5(a) totals');
// Note 6 employee benefits [label, 2025, 2024]
export const N6 = [['Wages and salaries', 16108420, 14876300], ['Superannuation', 1852470, 1636390], ["Workers' compensation insurance", 412606, 384105], ['Other employee costs', null, null]];
N6[3][1] = PL.exp[0][3] - col(N6.slice(0, 3), 1);
N6[3][2] = PL.exp[0][4] - col(N6.slice(0, 3), 2);
assert(N6[3][1] > 0 && N6[3][2] > 0, 'note 6 other positive');

// Note 10 property, plant and equipment roll-forward (carrying amounts)
export const N10 = {
  cats: ['Land and buildings', 'Motor vehicles', 'Plant, equipment and IT'],
  open2023: [6420000, 1286400, 642180],
  add2024: [185000, 412300, 218640], disp2024: [0, 46250, 3120], dep2024: [248300, 318460, 181450],
  add2025: [96500, 486700, 302815], disp2025: [0, 61580, 4200], reval2025: [420000, 0, 0], dep2025: [256900, 352314, 203192],
};
N10.bal2024 = N10.cats.map((_, i) => N10.open2023[i] + N10.add2024[i] - N10.disp2024[i] - N10.dep2024[i]);
N10.bal2025 = N10.cats.map((_, i) => N10.bal2024[i] + N10.add2025[i] - N10.disp2025[i] + N10.reval2025[i] - N10.dep2025[i]);
N10.tot = (k) => sum(N10[k]);
// Note 11 right-of-use assets and lease liabilities
export const N11 = { rou: { 2023: 1126400, add2024: 312500, dep2024: 254278, add2025: 186900, dep2025: 268900 }, liab: { 2023: 1160330 }, cur: { 2025: 262410, 2024: 248904 }, non: { 2025: 893517, 2024: 975018 } };
N11.rou[2024] = N11.rou[2023] + N11.rou.add2024 - N11.rou.dep2024;
N11.rou[2025] = N11.rou[2024] + N11.rou.add2025 - N11.rou.dep2025;
N11.liab[2024] = N11.cur[2024] + N11.non[2024];
N11.liab[2025] = N11.cur[2025] + N11.non[2025];
N11.pay = {
  2025: N11.liab[2024] + N11.rou.add2025 + PL.exp[5][3] - N11.liab[2025],
  2024: N11.liab[2023] + N11.rou.add2024 + PL.exp[5][4] - N11.liab[2024],
};
N11.principal = { 2025: N11.pay[2025] - PL.exp[5][3], 2024: N11.pay[2024] - PL.exp[5][4] };
PL.exp[4][3] = N10.tot('dep2025') + N11.rou.dep2025;
PL.exp[4][4] = N10.tot('dep2024') + N11.rou.dep2024;
export function plTotals(i) {
  const rev = sum(PL.rev.map((r) => r[i])), exp = sum(PL.exp.map((r) => r[i]));
  const y = i === 3 ? 2025 : 2024;
  return { rev, exp, surplus: rev - exp, oci: PL.oci[y], tci: rev - exp + PL.oci[y], line: (k) => (PL.rev.find((r) => r[0] === k) || PL.exp.find((r) => r[0] === k))[i] };
}
export const PT = { 2025: plTotals(3), 2024: plTotals(4) };
assert(PT[2024].surplus < 0 && PT[2025].surplus > 0, 'deficit in 2024, surplus in 2025');
// gains on disposal in note 5(d) = proceeds - carrying amount
export const WCF = {};
WCF.proceeds = { 2025: N10.tot('disp2025') + N5.d[0][1], 2024: N10.tot('disp2024') + N5.d[0][2] };
WCF.ppePay = { 2025: N10.tot('add2025'), 2024: N10.tot('add2024') };

// Note 14 employee benefit provisions roll-forward for 2024-25 [annual leave, long service leave]
export const N14 = { open: [1102640, 737170], raised: [1184900, 313400], used: [1106315, 235105], cur: { 2025: 1684210, 2024: 1552870 }, non: { 2025: 312480, 2024: 286940 } };
N14.close = [0, 1].map((i) => N14.open[i] + N14.raised[i] - N14.used[i]);
assert(sum(N14.open) === N14.cur[2024] + N14.non[2024], 'provisions 2024');
assert(sum(N14.close) === N14.cur[2025] + N14.non[2025], 'provisions 2025');

// cash flow statement (direct method)
WCF.op = {
  2025: [['Receipts from customers and government (inclusive of GST)', 26214380], ['Donations and fundraising receipts', 1433115], ['Payments to suppliers and employees (inclusive of GST)', -25968420], ['Interest received', 206912], ['Interest paid on lease liabilities', -PL.exp[5][3]]],
  2024: [['Receipts from customers and government (inclusive of GST)', 24388204], ['Donations and fundraising receipts', 1491342], ['Payments to suppliers and employees (inclusive of GST)', -25102660], ['Interest received', 158440], ['Interest paid on lease liabilities', -PL.exp[5][4]]],
};
WCF.td = { 2025: 3500000, 2024: 3000000, 2023: 2750000 };
WCF.inv = {};
WCF.fin = {};
for (const y of [2025, 2024]) {
  WCF.inv[y] = [['Payments for property, plant and equipment', -WCF.ppePay[y]], ['Proceeds from sale of property, plant and equipment', WCF.proceeds[y]], ['Net investment in term deposits', -(WCF.td[y] - WCF.td[y - 1])]];
  WCF.fin[y] = [['Repayment of lease liabilities', -N11.principal[y]]];
}
WCF.cash = { 2023: 4490813 };
for (const y of [2024, 2025]) {
  WCF[`opT${y}`] = sum(WCF.op[y].map((r) => r[1]));
  WCF[`invT${y}`] = sum(WCF.inv[y].map((r) => r[1]));
  WCF[`finT${y}`] = sum(WCF.fin[y].map((r) => r[1]));
  WCF[`net${y}`] = WCF[`opT${y}`] + WCF[`invT${y}`] + WCF[`finT${y}`];
  WCF.cash[y] = WCF.cash[y - 1] + WCF[`net${y}`];
}
assert(WCF.cash[2024] === 4118506, 'cash 30 June 2024');

// statement of financial position; trade and other payables is the balancing item
export const WBS = {};
const RESERVE = { 2024: 1764000 };
RESERVE[2025] = RESERVE[2024] + PL.oci[2025];
const EQUITY = { 2024: 12318402 };
EQUITY[2025] = EQUITY[2024] + PT[2025].tci;
EQUITY[2023] = EQUITY[2024] - PT[2024].tci;
const WX = { 2025: { recv: 1486302, prepaid: 186440, contract: 1812406 }, 2024: { recv: 1312775, prepaid: 172318, contract: 1634220 } };
for (const y of [2025, 2024]) {
  const b = { cash: WCF.cash[y], recv: WX[y].recv, td: WCF.td[y], prepaid: WX[y].prepaid, ppe: N10.tot(`bal${y}`), rou: N11.rou[y], contract: WX[y].contract, leaseCur: N11.cur[y], provCur: N14.cur[y], leaseNon: N11.non[y], provNon: N14.non[y], reserve: RESERVE[y], equity: EQUITY[y] };
  b.retained = b.equity - b.reserve;
  b.curAssets = b.cash + b.recv + b.td + b.prepaid;
  b.nonCurAssets = b.ppe + b.rou;
  b.assets = b.curAssets + b.nonCurAssets;
  b.nonLiab = b.leaseNon + b.provNon;
  b.payables = b.assets - b.equity - b.nonLiab - (b.contract + b.leaseCur + b.provCur);
  b.curLiab = b.payables + b.contract + b.leaseCur + b.provCur;
  b.liab = b.curLiab + b.nonLiab;
  assert(b.payables > 800000 && b.payables < 1600000, 'payables plausible ' + y + ' ' + b.payables);
  assert(b.assets - b.liab === b.equity, 'balance ' + y);
  WBS[y] = b;
}
export const EQ = { reserve: RESERVE, equity: EQUITY, retained2023: EQUITY[2023] - RESERVE[2024] };

// Annual report: five-year summary in $'000 (years 2020-21 .. 2024-25)
const K = (v) => Math.round(v / 1000);
export const YEARS5 = ['2020-21', '2021-22', '2022-23', '2023-24', '2024-25'];
const fy = (i) => (i === 3 ? 4 : 3);
export const FIVE = [
  ['Revenue from contracts with customers', [8940, 10318, 11806], (i) => K(PT[i === 3 ? 2025 : 2024].line('contracts'))],
  ['Government grants', [6612, 7284, 6956], (i) => K(PT[i === 3 ? 2025 : 2024].line('grants'))],
  ['Donations, bequests and fundraising', [1186, 1302, 1688], (i) => K(PT[i === 3 ? 2025 : 2024].line('donations') + PT[i === 3 ? 2025 : 2024].line('events'))],
  ['Interest and other income', [402, 198, 236], (i) => K(PT[i === 3 ? 2025 : 2024].line('interest') + PT[i === 3 ? 2025 : 2024].line('other'))],
  ['Total revenue', [17140, 19102, 20686], (i) => K(PT[i === 3 ? 2025 : 2024].rev)],
  ['Employee benefits expense', [13204, 15010, 15980], (i) => K(PT[i === 3 ? 2025 : 2024].line('emp'))],
  ['Other expenses', [3412, 4208, 4518], (i) => K(PT[i === 3 ? 2025 : 2024].exp - PT[i === 3 ? 2025 : 2024].line('emp'))],
  ['Total expenses', [16616, 19218, 20498], (i) => K(PT[i === 3 ? 2025 : 2024].exp)],
  ['Surplus/(deficit)', [524, -116, 188], (i) => K(PT[i === 3 ? 2025 : 2024].surplus)],
  ['Total assets', [15306, 16218, 17402], (i) => K(WBS[i === 3 ? 2025 : 2024].assets)],
  ['Total liabilities', [3694, 4722, 5055], (i) => K(WBS[i === 3 ? 2025 : 2024].liab)],
  ['Total equity', [11612, 11496, 12347], (i) => K(WBS[i === 3 ? 2025 : 2024].equity)],
  ['Cash and term deposits', [6104, 6688, 7241], (i) => K(WBS[i === 3 ? 2025 : 2024].cash + WBS[i === 3 ? 2025 : 2024].td)],
  ['Clients supported\u00b9', [4118, 4386, 4702], (i) => (i === 3 ? 5412 : 5036)],
  ['Staff (full-time equivalent)', [171, 184, 196], (i) => (i === 3 ? 221 : 208)],
  ['Volunteers', [214, 231, 247], (i) => (i === 3 ? 268 : 255)],
].map(([label, early, f]) => ({ label, vals: [...early, f(4), f(3)] }));
void fy;
const five = (label) => FIVE.find((r) => r.label.startsWith(label)).vals;
for (let i = 0; i < 3; i++) {
  assert(five('Total assets')[i] - five('Total liabilities')[i] === five('Total equity')[i], 'five-year A-L=E ' + i);
  assert(Math.abs(five('Total revenue')[i] - five('Total expenses')[i] - five('Surplus/(deficit)')[i]) === 0, 'five-year surplus ' + i);
  assert(Math.abs(sum(FIVE.slice(0, 4).map((r) => r.vals[i])) - five('Total revenue')[i]) <= 1, 'five-year revenue adds ' + i);
  assert(five('Employee benefits expense')[i] + five('Other expenses')[i] === five('Total expenses')[i], 'five-year expenses add ' + i);
}
assert(five('Total equity')[2] === K(EQUITY[2023]), 'five-year 2022-23 equity = 1 July 2023 equity');

// Annual report: program expenditure against budget ($'000), two-level header
export const PROG = {
  rows: [
    ['Disability services (NDIS)', 11950, 12406, 10600, 10886],
    ['Aged and home care', 3420, 3312, 3300, 3198],
    ['Family and youth services', 3380, 3291, 3250, 3174],
    ['Mental health and wellbeing', 1920, 2004, 1580, 1702],
    ['Emergency relief and community programs', 1150, 1208, 1090, 1143],
    ['Corporate services and fundraising', 2080, null, 1960, null],
  ],
};
PROG.rows[5][2] = K(PT[2025].exp) - sum(PROG.rows.slice(0, 5).map((r) => r[2]));
PROG.rows[5][4] = K(PT[2024].exp) - sum(PROG.rows.slice(0, 5).map((r) => r[4]));
PROG.tot = [1, 2, 3, 4].map((i) => sum(PROG.rows.map((r) => r[i])));

// Annual report: key ratios
const pct1 = (v) => Math.round(v * 1000) / 10;
export const RATIOS = [2025, 2024].map((y) => {
  const b = WBS[y], p = PT[y];
  return {
    current: Math.round((b.curAssets / b.curLiab) * 100) / 100,
    quick: Math.round(((b.cash + b.td + b.recv) / b.curLiab) * 100) / 100,
    margin: pct1(p.surplus / p.rev),
    empShare: pct1(p.line('emp') / p.exp),
    ndis: pct1(N5.a[0][y === 2025 ? 1 : 2] / p.rev),
  };
});
export const N15 = { kmp: { 2025: 1186420, 2024: 1094388 }, kmpCount: { 2025: 7, 2024: 6 } };
export const N16 = { audit: { 2025: 38500, 2024: 36000 }, other: { 2025: 4200, 2024: 3950 } };
export const N14T = { open: sum(N14.open), raised: sum(N14.raised), used: sum(N14.used), close: sum(N14.close) };

// =====================================================================================================
// Cases
// =====================================================================================================
const TOL = 0.005;
const r1x = (v) => Math.round(v * 10) / 10, r2x = (v) => Math.round(v * 100) / 100;
function num(value, unit, extra = {}) {
  return { type: 'number', value, tolerance: TOL, unit, ...extra };
}
const money = (v, o) => num(v, 'money', o);
const thou = (v) => num(v, 'money', { alt: [v * 1000], thousands: true });
const count = (v) => num(v, 'count');
const pct = (v) => num(v, 'pct');
const ratio = (v) => num(v, 'ratio');
const text = (any, wrong) => ({ type: 'text', any, wrong });
const nf = (subjects) => ({ type: 'notfound', subjects });
const monthPhrases = (ym) => {
  const [y, m] = ym.split('-').map(Number);
  const full = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1];
  const mon = full.slice(0, 3), yy = String(y).slice(2);
  return [...new Set([`${full} ${y}`, `${mon}-${yy}`, `${mon} ${y}`, `${mon} '${yy}`, `${full} '${yy}`, `${mon}-${y}`, `${m}/${y}`])];
};

const ob = OB.files, wc = WC.files;
const A24 = AT[2024], A25 = AT[2025];
const OBC = [
  // lookups
  ['lookup', 'how much cash did we have in the bank at FY25 year end per the audit?', money(BS[2025].cash, { alt: [BS[2025].cash / 1000] }), [ob.audit], 'Statements of financial position, Cash and cash equivalents, September 30, 2025'],
  ['lookup', "What's net property & equipment at 9/30/24?", money(PPE.net[2024]), [ob.audit], 'Statements of financial position, Property and equipment, net, 2024 column'],
  ['lookup', 'Deferred revenue as of Sept 30 2025?', money(BS[2025].deferred), [ob.audit], 'Statements of financial position, Deferred revenue, 2025'],
  ['lookup', 'what did underwriting bring in for fy24', money(A24.line('uw').t), [ob.audit], 'Statement of activities, year ended September 30, 2024, Program underwriting, Total'],
  ['lookup', 'How much CPB money (the Community Service Grants) did we recognize in FY2025?', money(A25.line('cpb').t), [ob.audit], 'Statement of activities 2025, CPB Community Service Grants, Total'],
  ['lookup', 'total M&G expense for FY25?', money(XT[2025].mg), [ob.audit], 'Statement of functional expenses 2025, Management and general column, Total expenses'],
  ['lookup', 'What were salaries and wages in the fundraising column for the year ended Sept 30, 2025?', money(EXP[2025].sal[4]), [ob.audit], 'Statement of functional expenses 2025, Salaries and wages, Fundraising and membership development'],
  ['lookup', 'Depreciation charged to broadcasting & engineering in FY24?', money(EXP[2024].dep[1]), [ob.audit], 'Statement of functional expenses 2024, Depreciation and amortization, Broadcasting and engineering'],
  ['lookup', 'Net cash from operating activities in fiscal 2025?', money(CF[2025].opT), [ob.audit], 'Statements of cash flows, 2025 column'],
  ['lookup', 'What was accumulated depreciation at the end of FY25?', money(PPE.accum[2025]), [ob.audit], 'Note 5, Less accumulated depreciation, 2025'],
  ['lookup', 'how much are the operating lease payments due in fiscal 2028', money(LEASE.pay[2][1]), [ob.audit], 'Note 8 lease maturity table, year ending September 30, 2028'],
  ['lookup', 'How much did we contribute to staff 403(b) accounts in FY24?', money(PENSION[2024]), [ob.audit], 'Note 11 retirement plan, 2024'],
  ['lookup', "On the 990, what's occupancy in the G&A column?", money(F990.lines.l16[2]), [ob.f990], 'Form 990 Part IX line 16, column (C)'],
  ['lookup', 'legal fees on the 990?', money(F990.lines.l11b[0]), [ob.f990], 'Form 990 Part IX line 11b, column (A)'],
  ['lookup', 'Board-designated reserve at the end of March 2025 per the dashboard?', thou(DASH.bd[5]), [ob.dash], "Dashboard, Cash & Investments sheet, Board-designated reserve, Mar-25 ($000)"],
  ['lookup', 'YTD operating margin at end of March 2025 on the KPI tab?', num(DASH.opMargin[5], 'pct', { alt: [DASH.opMargin[5] / 100] }), [ob.dash], 'Dashboard, KPIs sheet, Operating margin FYTD, Mar-25 row'],
  ['lookup', 'How much of our financial assets were available for general expenditure within one year at 9/30/25?', money(LIQ[2025].avail), [ob.audit], 'Note 2 liquidity, 2025'],
  ['lookup', 'What was released from time restrictions in FY25?', money(RELEASED.rows[3][1]), [ob.audit], 'Note 10 net assets released, expiration of time restrictions, 2025'],
  // totals
  ['total', 'Membership plus major gifts for FY25, all restriction columns combined?', money(A25.line('memb').t + A25.line('major').t), [ob.audit], 'Statement of activities 2025: Membership contributions total + Major gifts and planned giving total'],
  ['total', 'Cash plus investments at 9/30/25 on the audited balance sheet \u2014 total?', money(BS[2025].cash + BS[2025].inv, { alt: [(BS[2025].cash + BS[2025].inv) / 1000] }), [ob.audit], 'Cash and cash equivalents + Investments, 2025'],
  ['total', 'What do we owe in lease payments over the next three fiscal years combined (undiscounted)?', money(LEASE.pay[0][1] + LEASE.pay[1][1] + LEASE.pay[2][1]), [ob.audit], 'Note 8 maturity table: 2026 + 2027 + 2028'],
  ['total', 'Total people costs in FY25 \u2014 salaries plus benefits and payroll taxes?', money(XT[2025].rowTot('sal') + XT[2025].rowTot('ben')), [ob.audit], 'Functional expenses 2025 Total column: Salaries and wages + Employee benefits and payroll taxes'],
  // differences
  ['difference', 'How much did total expences go up from FY24 to FY25?', money(XT[2025].total - XT[2024].total), [ob.audit], 'Total expenses 2025 - 2024'],
  ['difference', 'yoy change in the investments balance between 9/30/24 and 9/30/25', money(INV.total[2025] - INV.total[2024]), [ob.audit], 'Investments 2025 - 2024'],
  ['difference', 'By how much did net assets with donor restrictions grow in FY25?', money(NA.wr[2025] - NA.wr[2024]), [ob.audit], 'Net assets with donor restrictions 2025 - 2024'],
  ['difference', 'On the committee dashboard, how much did total cash & investments rise from Oct-24 to Sep-25?', thou(DASH.total[11] - DASH.total[0]), [ob.dash], 'Dashboard Total cash and investments Sep-25 - Oct-24 ($000)'],
  ['difference', 'membership revenue FY25 vs FY24 \u2014 whats the difference?', money(A25.line('memb').t - A24.line('memb').t), [ob.audit], 'Membership contributions 2025 - 2024'],
  // percents
  ['percent', '% change in underwriting revenue from FY24 to FY25?', pct(((A25.line('uw').t - A24.line('uw').t) / A24.line('uw').t) * 100), [ob.audit], 'Program underwriting 2025 / 2024 - 1'],
  ['percent', 'fundraising as a share of total expenses, FY24', pct((XT[2024].fr / XT[2024].total) * 100), [ob.audit], 'Functional expenses 2024: Fundraising and membership development total / Total expenses'],
  ['percent', 'What % of FY25 total operating support and revenue came from CPB?', pct((A25.line('cpb').t / A25.opRevT) * 100), [ob.audit], 'CPB grants / Total operating support and revenue (Total column), 2025'],
  ['percent', 'By what percent did total net assets increase during FY25?', pct((A25.chT / BS[2024].na) * 100), [ob.audit], 'Change in net assets 2025 / Total net assets 9/30/2024'],
  ['percent', 'From the 990, what percentage of total functional expenses went to fundraising?', pct((F990.total[3] / F990.total[0]) * 100), [ob.f990], 'Form 990 Part IX line 25 column (D) / column (A)'],
  // ratios
  ['ratio', 'What was the current ratio at Sept 30, 2024?', ratio(BS[2024].curAssets / BS[2024].curLiab), [ob.audit], 'Total current assets / Total current liabilities, 2024'],
  ['ratio', 'program expense ratio for FY24 (program services \u00f7 total expenses)?', num((XT[2024].prog / XT[2024].total) * 100, 'pct', { alt: [XT[2024].prog / XT[2024].total] }), [ob.audit], 'Total program services / Total expenses, 2024'],
  ['ratio', 'Using the audited numbers, how many days of cash did we have at 9/30/25 \u2014 cash & equivalents divided by (total expenses less depreciation / 365)?', num(BS[2025].cash / ((XT[2025].total - XT[2025].dep) / 365), 'days'), [ob.audit], 'Cash 2025 / ((Total expenses 2025 - Depreciation and amortization 2025) / 365)'],
  ['ratio', 'net assets to total liabilities at FY25 year end?', ratio(BS[2025].na / BS[2025].liab), [ob.audit], 'Total net assets / Total liabilities, 2025'],
  // extremes
  ['extreme', 'Which month in FY25 had the lowest total cash and investments on the dashboard?', text(monthPhrases(MONTHS[DASH.total.indexOf(Math.min(...DASH.total))]), 'March 2025'), [ob.dash], 'Dashboard Total cash and investments, minimum over Oct-24..Sep-25'],
  ['extreme', 'Of our three program services, which one cost the least in FY24?', text(['Program information and community engagement', 'Program information', 'community engagement'], 'Broadcasting and engineering'), [ob.audit], 'Functional expenses 2024, smallest program column total'],
  ['extreme', 'which month had the highest days cash on hand', text(monthPhrases(MONTHS[DASH.days.indexOf(Math.max(...DASH.days))]), 'December 2024'), [ob.dash], 'Dashboard KPIs, maximum Days cash on hand'],
  ['extreme', 'Biggest single revenue source in FY25, total column?', text(['Membership contributions', 'Membership'], 'Program underwriting'), [ob.audit], 'Statement of activities 2025, largest Total among support and revenue lines'],
  // text
  ['text', "who's our auditor?", text(['Hollister, Vance & Quade', 'Hollister, Vance and Quade', 'Hollister Vance & Quade', 'Hollister Vance and Quade', 'Hollister, Vance', 'Hollister Vance'], 'Tidewater Commerce Bank'), [ob.audit], "Independent auditor's report signature"],
  ['text', 'When does the line of credit mature?', text(['March 31, 2026', '31 March 2026', '3/31/2026', '3/31/26', 'Mar 31, 2026', '2026-03-31'], 'June 2034'), [ob.audit], 'Note 6 line of credit'],
  ['text', "what's the interest rate on the transmitter loan", text(['4.15%', '4.15 percent'], '7.75%'), [ob.audit], 'Note 7 note payable'],
  ['text', 'What retirement plan do we offer staff?', text(['403(b)', '403 (b)', '403b'], 'a defined benefit pension plan'), [ob.audit], 'Note 11 retirement plan'],
  ['text', 'subsequent events were evaluated through what date?', text(['January 21, 2026', '21 January 2026', '1/21/2026', '1/21/26', 'Jan 21, 2026', '2026-01-21'], 'September 30, 2025'), [ob.audit], 'Note 1 subsequent events / Note 12'],
  // not found
  ['notfound', 'What was our FCC regulatory fee in FY25?', nf(['FCC', 'regulatory fee']), [], 'no such fee is broken out in any file'],
  ['notfound', 'how much did giving tuesday bring in this year', nf(['Giving Tuesday', 'GivingTuesday']), [], 'no campaign results in any file'],
  ['notfound', "What's the opex budget for FY26?", nf(['budget', 'FY26', 'FY2026']), [], 'no budget in any file'],
  ['notfound', 'Current ratio at Sept 30, 2023?', nf(['2023']), [], 'the balance sheets are at 9/30/2025 and 9/30/2024 only; the dashboard starts at Sep-24'],
  ['notfound', 'What did we pay the CEO last year?', nf(['CEO', 'chief executive', 'president', 'executive director', 'general manager']), [], 'Part VII of the 990 is not uploaded; no individual pay in any file'],
];

const W25 = PT[2025], W24 = PT[2024];
const progRow = (s) => PROG.rows.find((r) => r[0].startsWith(s));
const fiveRow = (s) => FIVE.find((r) => r.label.startsWith(s)).vals;
const WCC = [
  ['lookup', 'How much NDIS participant revenue did we recognise in FY25?', money(N5.a[0][1]), [wc.fr], 'Note 5(a) NDIS participant services, 2025'],
  ['lookup', 'total comprehensive income for the year ended 30 June 2025?', money(W25.tci), [wc.fr], 'Statement of profit or loss and OCI, Total comprehensive income, 2025'],
  ['lookup', 'cash at 30 June 2024?', money(WBS[2024].cash), [wc.fr], 'Statement of financial position, Cash and cash equivalents, 2024'],
  ['lookup', 'employee benefits expense last year, i.e. 2023-24?', money(W24.line('emp')), [wc.fr], 'Statement of profit or loss, Employee benefits expense, 2024'],
  ['lookup', 'bequests in 2024-25?', money(N5.c[1][1]), [wc.fr], 'Note 5(c) Bequests, 2025'],
  ['lookup', 'How much annual leave was used durng FY25?', money(N14.used[0]), [wc.fr], 'Note 14 roll-forward, Amounts used, Annual leave'],
  ['lookup', 'What was the carrying amount of land & buildings at 30 June 2024?', money(N10.bal2024[0]), [wc.fr], 'Note 10, Balance at 30 June 2024, Land and buildings'],
  ['lookup', 'depreciation on motor vehicles FY25', money(N10.dep2025[1]), [wc.fr], 'Note 10, Depreciation expense 2024-25, Motor vehicles'],
  ['lookup', 'Total revenue in 2020-21 per the five year summary?', thou(fiveRow('Total revenue')[0]), [wc.ar], "Annual report five-year summary ($'000), Total revenue, 2020-21"],
  ['lookup', 'What was total equity back in 2021-22?', thou(fiveRow('Total equity')[1]), [wc.ar], "Five-year summary ($'000), Total equity, 2021-22"],
  ['lookup', 'What was budgeted for family & youth services in 2024-25?', thou(progRow('Family')[1]), [wc.ar], "Program expenditure against budget ($'000), 2024-25 Budget"],
  ['lookup', 'How much did mental health and wellbeing actually cost in 2023-24?', thou(progRow('Mental')[4]), [wc.ar], "Program expenditure against budget ($'000), 2023-24 Actual"],
  ['lookup', "what's the current ratio for 2023-24 in the key ratios table", ratio(RATIOS[1].current), [wc.ar], 'Key ratios, Current ratio, 2023-24'],
  ['lookup', 'KMP remuneration for 2024-25?', money(N15.kmp[2025]), [wc.fr], 'Note 15 key management personnel, 2025'],
  ['lookup', "what's the fee for auditing the financial report this year?", money(N16.audit[2025]), [wc.fr], 'Note 16 remuneration of auditors, audit of the financial report, 2025'],
  ['lookup', 'super expense 2024-25?', money(N6[1][1]), [wc.fr], 'Note 6 Superannuation, 2025'],
  ['lookup', 'How much was the revaluation increment on land and buildings?', money(N10.reval2025[0]), [wc.fr], 'Statement of profit or loss and OCI / Note 10, revaluation 2025'],
  ['lookup', 'Net cash from operating activities in 2023-24?', money(WCF.opT2024), [wc.fr], 'Statement of cash flows, 2024'],
  // totals
  ['total', 'Donations, bequests and fundraising events combined for FY25 \u2014 how much?', money(W25.line('donations') + W25.line('events'), { alt: [(W25.line('donations') + W25.line('events')) / 1000] }), [wc.fr], 'Donations and bequests + Fundraising events, 2025'],
  ['total', 'Total lease liabilites at 30 June 2025, current plus non-current?', money(N11.liab[2025]), [wc.fr], 'Lease liabilities current + non-current, 2025'],
  ['total', 'cash + term deposits at 30 june 2025?', money(WBS[2025].cash + WBS[2025].td, { alt: [(WBS[2025].cash + WBS[2025].td) / 1000] }), [wc.fr], 'Cash and cash equivalents + Other financial assets (term deposits), 2025'],
  ['total', 'Combined actual spend on disability services and aged & home care in 2024-25?', thou(progRow('Disability')[2] + progRow('Aged')[2]), [wc.ar], "Program table 2024-25 Actual: Disability + Aged and home care ($'000)"],
  // differences
  ['difference', 'How much more did we spend on staff in FY25 than in FY24?', money(W25.line('emp') - W24.line('emp')), [wc.fr], 'Employee benefits expense 2025 - 2024'],
  ['difference', 'aged & home care budget vs actual for 2024-25 \u2014 what was the variance?', thou(progRow('Aged')[2] - progRow('Aged')[1]), [wc.ar], "Program table 2024-25: Actual - Budget ($'000)"],
  ['difference', 'By how much did employee leave provisions (annual leave plus LSL) go up over the year to 30 June 2025?', money(N14T.close - N14T.open), [wc.fr], 'Note 14 Balance at 30 June 2025 - Balance at 1 July 2024 (total)'],
  ['difference', 'Change in total revenue from 2020-21 to 2024-25 in the five-year summary?', thou(fiveRow('Total revenue')[4] - fiveRow('Total revenue')[0]), [wc.ar], "Five-year summary Total revenue 2024-25 - 2020-21 ($'000)"],
  ['difference', 'How much did the total carrying amount of PP&E change between 1 July 2024 and 30 June 2025?', money(N10.tot('bal2025') - N10.tot('bal2024')), [wc.fr], 'Note 10 total, Balance at 30 June 2025 - Balance at 30 June 2024'],
  // percents
  ['percent', 'total revenue growth % in FY25 vs FY24?', pct(((W25.rev - W24.rev) / W24.rev) * 100), [wc.fr], 'Total revenue and other income 2025 / 2024 - 1'],
  ['percent', 'What share of total revenue came from government grants in 2023-24?', pct((W24.line('grants') / W24.rev) * 100), [wc.fr], 'Government grants / Total revenue and other income, 2024'],
  ['percent', 'By what % did donations and bequests drop in FY25?', pct(((W25.line('donations') - W24.line('donations')) / W24.line('donations')) * 100), [wc.fr], 'Donations and bequests 2025 / 2024 - 1'],
  ['percent', '% growth in clients supported between 2020-21 and 2024-25?', pct(((fiveRow('Clients')[4] - fiveRow('Clients')[0]) / fiveRow('Clients')[0]) * 100), [wc.ar], 'Five-year summary Clients supported 2024-25 / 2020-21 - 1'],
  ['percent', 'corporate services & fundraising \u2014 how far over budget were we in 2023-24, in percent?', pct(((progRow('Corporate')[4] - progRow('Corporate')[3]) / progRow('Corporate')[3]) * 100), [wc.ar], 'Program table 2023-24 Corporate services: Actual / Budget - 1'],
  // ratios
  ['ratio', 'How many months of expenses would cash plus term deposits cover at 30 June 2025 (using total expenses \u00f7 12)?', ratio((WBS[2025].cash + WBS[2025].td) / (W25.exp / 12)), [wc.fr], '(Cash + term deposits 2025) / (Total expenses 2025 / 12)'],
  ['ratio', 'fundraising return for 2023-24: donations, bequests and event income per dollar of fundraising costs?', ratio((W24.line('donations') + W24.line('events')) / W24.line('fundr')), [wc.fr], '(Donations and bequests + Fundraising events) / Fundraising costs, 2024'],
  ['ratio', 'avg cost per client supported in 2024-25 (total expenses divided by clients)?', money(W25.exp / fiveRow('Clients')[4]), [wc.fr, wc.ar], 'Total expenses 2025 / Clients supported 2024-25'],
  ['ratio', "What's total assets to total liabilities at 30 June 2024?", ratio(WBS[2024].assets / WBS[2024].liab), [wc.fr], 'Total assets / Total liabilities, 2024'],
  // extremes
  ['extreme', 'Which year in the five-year summary had the worst result?', text(['2021-22', '2021\u201322', '2021/22', 'FY22', 'FY2022', '30 June 2022'], '2023-24'), [wc.ar], 'Five-year summary, lowest Surplus/(deficit)'],
  ['extreme', 'which program went furthest over budget in 2024-25?', text(['Disability services', 'Disability', 'NDIS'], 'Mental health and wellbeing'), [wc.ar], 'Program table 2024-25, largest Actual - Budget'],
  ['extreme', 'Excluding staff costs, what was our biggest expense line in FY25?', text(['Client support and program costs', 'Client support'], 'Depreciation and amortisation'), [wc.fr], 'Statement of profit or loss 2025, largest expense other than employee benefits'],
  ['extreme', 'In which year were donations, bequests & fundraising highest in the 5-year table?', text(['2022-23', '2022\u201323', '2022/23', 'FY23', 'FY2023', '30 June 2023'], '2024-25'), [wc.ar], 'Five-year summary, highest Donations, bequests and fundraising'],
  // text
  ['text', 'Who audits us?', text(['Kerrigan Lowe Partners', 'Kerrigan Lowe'], 'Hollister, Vance & Quade'), [wc.fr, wc.docx], "Independent auditor's report"],
  ['text', 'When did Daniel start as CEO?', text(['3 February 2025', '3rd February 2025', 'February 3, 2025', '3 Feb 2025', 'Feb 3, 2025', '2025-02-03', '03/02/2025'], '1 July 2024'), [wc.docx], "Chair's report"],
  ['text', "What's the board's reserves target?", text(['three months', '3 months', "three months' operating", "3 months' operating"], 'six months of operating expenditure'), [wc.docx], "Treasurer's report, reserves policy"],
  ['text', "What's the name of the new hub we opened?", text(['Ridgeview Community Hub', 'Ridgeview'], 'Station Street Hub'), [wc.docx], "Chair's report"],
  ['text', 'Which property did we sign up to buy after year end?', text(['22 Lyttleton Street', 'Lyttleton Street', 'Lyttleton St'], '14 Station Street'), [wc.fr], 'Note 17 events after the reporting period'],
  // not found
  ['notfound', 'Total revenue in 2019-20?', nf(['2019']), [], 'the five-year summary starts at 2020-21'],
  ['notfound', 'How much did we spend on advertising and marketing in FY25?', nf(['advertising', 'marketing']), [], 'not broken out in any file'],
  ['notfound', "What's the budgeted revenue for 2025-26?", nf(['2025-26', '2025\u201326', '2026']), [], 'no 2025-26 budget in any file'],
  ['notfound', 'how much did the winter appeal raise', nf(['appeal']), [], 'no appeal results in any file'],
  ['notfound', 'What was the value of in-kind donations received in FY25?', nf(['in-kind', 'in kind', 'gifts in kind', 'donated goods']), [], 'not in any file'],
];

export const ORGS = { ospreybay: OB, wattlecreek: WC };
export const CASES = [];
for (const [org, list, pre] of [['ospreybay', OBC, 'ob'], ['wattlecreek', WCC, 'wc']]) {
  list.forEach(([kind, question, answer, need, src], i) => {
    CASES.push({ id: `${pre}-${String(i + 1).padStart(3, '0')}`, org, kind, question, answer, need, src, documents: Object.values(ORGS[org].files) });
  });
}

// robustness of computed answers under the scorer's 0.5% relative tolerance
for (const c of CASES) {
  const a = c.answer;
  if (a.type !== 'number') continue;
  const v = Math.abs(a.value);
  assert(Number.isFinite(v) && v > 0, 'non-zero finite answer ' + c.id);
  if (a.unit === 'pct') assert(Math.abs(r1x(v) - v) <= TOL * v, 'percent survives 1 dp rounding ' + c.id);
  if (a.unit === 'ratio') assert(Math.abs(r2x(v) - v) <= TOL * v, 'ratio survives 2 dp rounding ' + c.id);
  if (a.unit === 'days') assert(Math.abs(Math.round(v) - v) <= TOL * v, 'days survive whole-day rounding ' + c.id);
  if (a.unit === 'money' && c.kind === 'ratio') assert(Math.abs(Math.round(v) - v) <= TOL * v, 'money ratio survives rounding ' + c.id);
}
// extremes are unique
{
  const uniqMin = (arr) => arr.filter((v) => v === Math.min(...arr)).length === 1;
  const uniqMax = (arr) => arr.filter((v) => v === Math.max(...arr)).length === 1;
  assert(uniqMin(DASH.total) && uniqMax(DASH.days), 'dashboard extremes unique');
  assert(uniqMin(fiveRow('Surplus')) && uniqMax(fiveRow('Donations')), 'five-year extremes unique');
  const over = PROG.rows.map((r) => r[2] - r[1]);
  assert(over.indexOf(Math.max(...over)) === 0 && uniqMax(over), 'disability furthest over budget');
  const progs24 = XT[2024].col.slice(0, 3);
  assert(progs24.indexOf(Math.min(...progs24)) === 2, 'program information smallest FY24');
  const rev25 = ACT[2025].rev.map((r) => r[2] + r[3]);
  assert(rev25.indexOf(Math.max(...rev25)) === 0, 'membership biggest revenue');
  const nonEmp = PL.exp.filter((r) => r[0] !== 'emp').map((r) => r[3]);
  assert(Math.max(...nonEmp) === PL.exp[1][3], 'client support biggest non-staff expense');
}
const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
export const KINDS = kinds;
