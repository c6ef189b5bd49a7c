// The one data module for set H: every figure in every document of both organisations, and every case
// with its answer computed from those figures. Asserts that the statements foot and agree with each other,
// that extremes are unique and that percentages and ratios survive rounding under the scorer's tolerance.
import assert from 'node:assert/strict';

export const ORGS = {
  ashgrove: { name: 'Ashgrove Museum of Art', fiscalYearStart: 'July', currency: '$' },
  redwillow: { name: 'Red Willow Co-operative Limited', fiscalYearStart: 'September', currency: '$' },
};

export const FILES = {
  ashgrove: {
    audit: 'ashgrove/Ashgrove Museum of Art - Audited Financial Statements June 30 2025 and 2024.pdf',
    f990: 'ashgrove/Form 990 (tax year 2024) - Parts I and IX flattened.csv',
    dash: 'ashgrove/Board Dashboard FY2025 Q4.xlsx',
  },
  redwillow: {
    ar: 'redwillow/Red Willow Co-op 2025 Annual Report.pdf',
    pr: 'redwillow/Q3 Fiscal 2026 Results - News Release.pdf',
    letter: 'redwillow/Letter from the Chair - Fiscal 2025.docx',
  },
};

const sum = (a) => a.reduce((s, v) => s + v, 0);
const r1 = (v) => Math.round(v * 10) / 10;
const r2 = (v) => Math.round(v * 100) / 100;
// deterministic offset in [-n, n] for the 990's dollar figures (the return is not rounded to thousands)
function off(key, n = 480) {
  let h = 2166136261;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return (h % (2 * n + 1)) - n;
}

// ───────────────────────────── Ashgrove Museum of Art (US, $ thousands, July year) ─────────────────────────────
const A = {};
A.years = ['2025', '2024'];

// Statement of functional expenses, FY2025 (in thousands). Columns: Exhibitions and Collections, Education and
// Public Programs, Management and General, Fundraising. "Other expenses" is set so each column meets its total.
A.fxTargets = { ex: 10905, ed: 5260, mg: 3215, fr: 1980 };
A.fxRows = [
  ['Salaries and wages', 3720, 2240, 1412, 812],
  ['Employee benefits and payroll taxes', 1004, 605, 381, 219],
  ['Professional and contract services', 412, 318, 364, 196],
  ['Exhibition fabrication and installation', 1186, 0, 0, 0],
  ['Conservation and collections care', 398, 0, 0, 0],
  ['Shipping, crating and couriers', 365, 18, 0, 0],
  ['Education materials and supplies', 0, 352, 0, 0],
  ['Marketing and advertising', 262, 241, 0, 188],
  ['Printing and publications', 118, 84, 19, 91],
  ['Occupancy and utilities', 694, 298, 176, 58],
  ['Insurance', 231, 78, 92, 16],
  ['Information technology', 96, 88, 131, 64],
  ['Travel', 58, 36, 29, 33],
  ['Interest', 388, 142, 111, 0],
  ['Depreciation', 1482, 541, 322, 100],
];
{
  const cols = ['ex', 'ed', 'mg', 'fr'];
  const other = cols.map((c, i) => A.fxTargets[c] - sum(A.fxRows.map((r) => r[i + 1])));
  other.forEach((v) => assert(v >= 100 && v <= 600, 'other expenses plug ' + v));
  A.fxRows.push(['Other expenses', ...other]);
}
A.fx = Object.fromEntries(A.fxRows.map((r) => [r[0], { ex: r[1], ed: r[2], mg: r[3], fr: r[4], prog: r[1] + r[2], sup: r[3] + r[4], tot: r[1] + r[2] + r[3] + r[4] }]));
A.fxTot = { ...A.fxTargets, prog: A.fxTargets.ex + A.fxTargets.ed, sup: A.fxTargets.mg + A.fxTargets.fr };
A.fxTot.tot = A.fxTot.prog + A.fxTot.sup;
A.depr25 = A.fx.Depreciation.tot;
A.interest25 = A.fx.Interest.tot;

// Statement of activities: [without donor restrictions, with donor restrictions] for 2025; 2024 total column.
A.act = {
  contrib: { w: 5842, d: 3915, p: 9210 },
  events: { w: 1186, d: 0, p: 1092 },
  members: { w: 2874, d: 0, p: 2731 },
  admissions: { w: 3412, d: 0, p: 3105 },
  store: { w: 1258, d: 0, p: 1197 },
  eduFees: { w: 642, d: 0, p: 598 },
  approp: { w: 3050, d: 0, p: 2880 },
  otherInc: { w: 187, d: 0, p: 243 },
  released: { w: 4386, d: -4386, p: 0 },
};
A.eventsBenefits = { c: 412, p: 389 };
A.storeCost = { c: 1036, p: 981 };
A.opRevKeys = ['contrib', 'events', 'members', 'admissions', 'store', 'eduFees', 'approp', 'otherInc', 'released'];
A.opRev = { w: sum(A.opRevKeys.map((k) => A.act[k].w)), d: sum(A.opRevKeys.map((k) => A.act[k].d)), p: sum(A.opRevKeys.map((k) => A.act[k].p)) };
A.exp = { ex: { c: A.fxTot.ex, p: 10215 }, ed: { c: A.fxTot.ed, p: 4980 }, mg: { c: A.fxTot.mg, p: 3102 }, fr: { c: A.fxTot.fr, p: 1874 } };
A.expProg = { c: A.exp.ex.c + A.exp.ed.c, p: A.exp.ex.p + A.exp.ed.p };
A.expSup = { c: A.exp.mg.c + A.exp.fr.c, p: A.exp.mg.p + A.exp.fr.p };
A.expTot = { c: A.expProg.c + A.expSup.c, p: A.expProg.p + A.expSup.p };
assert.equal(A.expTot.c, A.fxTot.tot);
A.opChange = { w: A.opRev.w - A.expTot.c, d: A.opRev.d, p: A.opRev.p - A.expTot.p };

// Investments and investment return (note 3)
A.invRet = { c: { intDiv: 1624, gains: 6180, fees: -312 }, p: { intDiv: 1498, gains: 5532, fees: -300 } };
for (const y of ['c', 'p']) A.invRet[y].total = A.invRet[y].intDiv + A.invRet[y].gains + A.invRet[y].fees;
A.invRet.c.approp = -A.act.approp.w; A.invRet.p.approp = -A.act.approp.p;
A.invRet.c.nonop = A.invRet.c.total + A.invRet.c.approp; A.invRet.p.nonop = A.invRet.p.total + A.invRet.p.approp;

// Endowment (note 9): two roll-forward blocks, FY2024 then FY2025. [board-designated (without), donor-restricted (with)]
A.endow = {
  open24: { w: 17260, d: 35915 },
  fy24: { ret: { w: 2030, d: 4215 }, contrib: { w: 0, d: 620 }, approp: { w: -890, d: -1990 } },
  fy25: { ret: { w: 2170, d: 4573 }, contrib: { w: 0, d: 1150 }, approp: { w: -980, d: -2070 } },
};
{
  const e = A.endow, roll = (o, f) => ({ w: o.w + f.ret.w + f.contrib.w + f.approp.w, d: o.d + f.ret.d + f.contrib.d + f.approp.d });
  e.close24 = roll(e.open24, e.fy24); e.close25 = roll(e.close24, e.fy25);
  assert.deepEqual([e.close24.w, e.close24.d], [18400, 38760]);
  assert.equal(-(e.fy25.approp.w + e.fy25.approp.d), A.act.approp.w, 'endowment appropriation = operating appropriation');
  assert.equal(-(e.fy24.approp.w + e.fy24.approp.d), A.act.approp.p);
  assert(e.fy25.ret.w + e.fy25.ret.d < A.invRet.c.total && e.fy24.ret.w + e.fy24.ret.d < A.invRet.p.total);
}
A.endowTot = (b) => b.w + b.d;
// Non-operating items
A.nonop = {
  endowContrib: { w: 0, d: A.endow.fy25.contrib.d, p: A.endow.fy24.contrib.d },
  invNet: { w: A.endow.fy25.ret.w + (A.invRet.c.total - A.endow.fy25.ret.w - A.endow.fy25.ret.d) - A.act.approp.w, d: A.endow.fy25.ret.d, p: A.invRet.p.nonop },
  bi: { w: 0, d: 75, p: 48 },
};
assert.equal(A.nonop.invNet.w + A.nonop.invNet.d, A.invRet.c.nonop);
A.nonopTot = { w: sum(Object.values(A.nonop).map((x) => x.w)), d: sum(Object.values(A.nonop).map((x) => x.d)), p: sum(Object.values(A.nonop).map((x) => x.p)) };
A.change = { w: A.opChange.w + A.nonopTot.w, d: A.opChange.d + A.nonopTot.d, p: A.opChange.p + A.nonopTot.p };

// Property and equipment (note 5): [2025, 2024]
A.ppe = [
  ['Land', 2150, 2150],
  ['Buildings and improvements', 53105, 52480],
  ['Exhibition and gallery equipment', 4490, 4215],
  ['Furniture, fixtures and equipment', 3712, 3640],
  ['Construction in progress', 1106, 385],
];
A.ppeGross = { c: sum(A.ppe.map((r) => r[1])), p: sum(A.ppe.map((r) => r[2])) };
A.accDep = { p: 19952 }; A.accDep.c = A.accDep.p + A.depr25;
A.ppeNet = { c: A.ppeGross.c - A.accDep.c, p: A.ppeGross.p - A.accDep.p };
A.capex = { c: A.ppeGross.c - A.ppeGross.p, p: 1240 };

// Long-term debt (note 6)
A.debt = { principal: { c: 15850, p: 16650 }, costs: { c: 190, p: 205 }, current: { c: 820, p: 800 }, rate: '3.85%', issued: 19500 };
A.maturities = [['2026', 820], ['2027', 845], ['2028', 875], ['2029', 905], ['2030', 940]];
A.thereafter = A.debt.principal.c - sum(A.maturities.map((m) => m[1]));
assert.equal(A.maturities[0][1], A.debt.current.c);
A.debt.lt = { c: A.debt.principal.c - A.debt.current.c - A.debt.costs.c, p: A.debt.principal.p - A.debt.current.p - A.debt.costs.p };
A.principalPaid = { c: A.debt.principal.p - A.debt.principal.c, p: 780 };
assert.equal(A.principalPaid.c, A.debt.current.p);

// Contributions receivable (note 4)
A.pledges = { c: { lt1: 1720, y1to5: 1548, disc: -81, allow: -42 }, p: { lt1: 2105, y1to5: 2036, disc: -86, allow: -35 } };
for (const y of ['c', 'p']) { const q = A.pledges[y]; q.gross = q.lt1 + q.y1to5; q.net = q.gross + q.disc + q.allow; q.noncurrent = q.net - q.lt1; }

// Net assets with donor restrictions by purpose (note 8): [2025, 2024]
A.purpose = [['Exhibitions', 1840, 1760], ['Education programs', 1265, 1090], ['Capital improvements', 2310, 1405], ['Art acquisitions', 1480, 1231]];
A.timeRestricted = { c: 1210, p: 1020 };
A.perpetual = { c: 30650 + A.endow.fy25.contrib.d, p: 30650 };

// Balance sheet
A.bs = {
  ar: { c: 386, p: 412 }, inventory: { c: 214, p: 236 }, prepaid: { c: 298, p: 271 },
  inv: { c: 68944, p: 63508 }, bi: { c: 2410, p: 2335 },
  ap: { c: 2417, p: 1684 }, deferred: { c: 1143, p: 986 }, loc: { c: 0, p: 750 }, annuity: { c: 512, p: 538 },
};
A.bs.cash = { p: 3967 };
assert.equal(A.bs.bi.c - A.bs.bi.p, A.nonop.bi.d);
A.liab = {};
for (const y of ['c', 'p']) {
  A.liab[y] = { cur: A.bs.ap[y] + A.bs.deferred[y] + A.bs.loc[y] + A.debt.current[y] };
  A.liab[y].tot = A.liab[y].cur + A.bs.annuity[y] + A.debt.lt[y];
}
// with-donor net assets from note 8; 2024 without-donor net assets balance the 2024 balance sheet
A.naD = {};
for (const [y, i] of [['c', 1], ['p', 2]]) {
  const endowD = y === 'c' ? A.endow.close25.d : A.endow.close24.d;
  A.naD[y] = sum(A.purpose.map((r) => r[i])) + A.timeRestricted[y] + endowD + A.bs.bi[y];
}
assert.equal(A.naD.c - A.naD.p, A.change.d, 'with-donor roll-forward = note 8');
A.curAssets = { p: A.bs.cash.p + A.bs.ar.p + A.pledges.p.lt1 + A.bs.inventory.p + A.bs.prepaid.p };
A.totAssets = { p: A.curAssets.p + A.pledges.p.noncurrent + A.bs.inv.p + A.bs.bi.p + A.ppeNet.p };
A.naW = { p: A.totAssets.p - A.liab.p.tot - A.naD.p };
A.naW.c = A.naW.p + A.change.w;
A.na = { c: A.naW.c + A.naD.c, p: A.naW.p + A.naD.p };
A.totAssets.c = A.liab.c.tot + A.na.c;
A.bs.cash.c = A.totAssets.c - (A.bs.ar.c + A.pledges.c.lt1 + A.bs.inventory.c + A.bs.prepaid.c + A.pledges.c.noncurrent + A.bs.inv.c + A.bs.bi.c + A.ppeNet.c);
A.curAssets.c = A.bs.cash.c + A.bs.ar.c + A.pledges.c.lt1 + A.bs.inventory.c + A.bs.prepaid.c;
assert(A.bs.cash.c > 4000 && A.bs.cash.c < 8000, 'cash 2025 ' + A.bs.cash.c);
A.na.begin24 = A.na.p - A.change.p;
// Net assets without donor restrictions (note 7)
A.naWsplit = {};
for (const y of ['c', 'p']) {
  const bd = y === 'c' ? A.endow.close25.w : A.endow.close24.w;
  const ppeDebt = A.ppeNet[y] - (A.debt.principal[y] - A.debt.costs[y]);
  A.naWsplit[y] = { board: bd, ppe: ppeDebt, undesignated: A.naW[y] - bd - ppeDebt };
  assert(A.naWsplit[y].undesignated > 1000);
}

// Statement of cash flows
{
  const c = {}, p = {};
  c.change = A.change.w + A.change.d; p.change = A.change.p;
  c.depr = A.depr25; p.depr = 2390;
  c.gains = -A.invRet.c.gains; p.gains = -A.invRet.p.gains;
  c.bi = -A.nonop.bi.d; p.bi = -A.nonop.bi.p;
  c.endowContrib = -A.nonop.endowContrib.d; p.endowContrib = -A.nonop.endowContrib.p;
  c.amort = A.debt.costs.p - A.debt.costs.c; p.amort = 15;
  c.ar = A.bs.ar.p - A.bs.ar.c; p.ar = -31;
  c.pledges = A.pledges.p.net - A.pledges.c.net; p.pledges = -642;
  c.inventory = A.bs.inventory.p - A.bs.inventory.c; p.inventory = 18;
  c.prepaid = A.bs.prepaid.p - A.bs.prepaid.c; p.prepaid = -24;
  c.ap = A.bs.ap.c - A.bs.ap.p; p.ap = 166;
  c.deferred = A.bs.deferred.c - A.bs.deferred.p; p.deferred = 73;
  c.annuity = A.bs.annuity.c - A.bs.annuity.p; p.annuity = -22;
  const opKeys = ['change', 'depr', 'gains', 'bi', 'endowContrib', 'amort', 'ar', 'pledges', 'inventory', 'prepaid', 'ap', 'deferred', 'annuity'];
  c.op = sum(opKeys.map((k) => c[k])); p.op = sum(opKeys.map((k) => p[k]));
  c.capex = -A.capex.c; p.capex = -A.capex.p;
  c.purch = -14200; p.purch = -12480;
  c.sales = A.bs.inv.p - c.purch + A.invRet.c.gains - A.bs.inv.c; p.sales = 11905;
  c.inv = c.capex + c.purch + c.sales; p.inv = p.capex + p.purch + p.sales;
  c.finContrib = A.nonop.endowContrib.d; p.finContrib = A.nonop.endowContrib.p;
  c.loc = -A.bs.loc.p; p.loc = 750;
  c.principal = -A.principalPaid.c; p.principal = -A.principalPaid.p;
  c.fin = c.finContrib + c.loc + c.principal; p.fin = p.finContrib + p.loc + p.principal;
  c.net = c.op + c.inv + c.fin; p.net = p.op + p.inv + p.fin;
  c.begin = A.bs.cash.p; c.end = c.begin + c.net;
  p.end = A.bs.cash.p; p.begin = p.end - p.net;
  assert.equal(c.end, A.bs.cash.c, 'cash flow reconciles to the balance sheet');
  assert(p.begin > 1500, 'cash at June 30, 2023');
  c.interestPaid = 628; p.interestPaid = 658;
  A.cf = { c, p };
}

// Fair value hierarchy (note 3): [label, L1, L2, L3] ; NAV-measured investments shown in the total column only
A.fv = {
  c: [['Cash and money market funds', 1862, 0, 0], ['Domestic equity securities', 21405, 0, 0], ['International equity funds', 9318, 0, 0],
    ['U.S. Treasury and agency securities', 4210, 2915, 0], ['Corporate bonds', 0, 6482, 0], ['Real estate investment trusts', 1246, 0, 0], ['Private credit fund', 0, 0, 1375]],
  p: [['Cash and money market funds', 1504, 0, 0], ['Domestic equity securities', 19216, 0, 0], ['International equity funds', 8740, 0, 0],
    ['U.S. Treasury and agency securities', 4486, 2610, 0], ['Corporate bonds', 0, 6115, 0], ['Real estate investment trusts', 1180, 0, 0], ['Private credit fund', 0, 0, 1290]],
};
A.fvTot = {};
for (const y of ['c', 'p']) {
  const t = { l1: sum(A.fv[y].map((r) => r[1])), l2: sum(A.fv[y].map((r) => r[2])), l3: sum(A.fv[y].map((r) => r[3])) };
  t.hier = t.l1 + t.l2 + t.l3; t.nav = A.bs.inv[y] - t.hier; t.total = A.bs.inv[y];
  assert(t.nav > 15000 && t.nav < 21000, 'NAV ' + t.nav);
  A.fvTot[y] = t;
}
assert(A.fv.c[1][1] > A.fvTot.c.nav * 1.03, 'domestic equity is the largest class');

// Liquidity (note 2)
A.liq = {};
for (const [y, i] of [['c', 1], ['p', 2]]) {
  const endow = y === 'c' ? A.endow.close25 : A.endow.close24;
  const fin = { cash: A.bs.cash[y], ar: A.bs.ar[y], pledges: A.pledges[y].net, inv: A.bs.inv[y] };
  fin.total = fin.cash + fin.ar + fin.pledges + fin.inv;
  const less = { pledgesLT: -A.pledges[y].noncurrent, endowD: -endow.d, board: -endow.w, purpose: -(sum(A.purpose.map((r) => r[i])) + A.timeRestricted[y] - A.pledges[y].noncurrent) };
  const plus = { approp: y === 'c' ? 3210 : 3050 };
  A.liq[y] = { fin, less, plus, avail: fin.total + sum(Object.values(less)) + plus.approp };
  assert(A.liq[y].avail > 3000, 'available ' + A.liq[y].avail);
}

// Board dashboard (quarters down the side). Money in $000.
A.dash = {
  quarters: [
    { fy: 'FY2024', q: 'Q1', months: 'Jul–Sep 2023', att: 58420, mem: 11840, adm: 894, memrev: 652, dch: 62, endow: 54.12 },
    { fy: 'FY2024', q: 'Q2', months: 'Oct–Dec 2023', att: 41305, mem: 11905, adm: 602, memrev: 701, dch: 55, endow: 55.87 },
    { fy: 'FY2024', q: 'Q3', months: 'Jan–Mar 2024', att: 36880, mem: 12110, adm: 541, memrev: 664, dch: 47, endow: 56.40 },
    { fy: 'FY2024', q: 'Q4', months: 'Apr–Jun 2024', att: 64915, mem: 12385, adm: 1068, memrev: 714, dch: null, endow: null },
    { fy: 'FY2025', q: 'Q1', months: 'Jul–Sep 2024', att: 61240, mem: 12460, adm: 962, memrev: 689, dch: 74, endow: 58.31 },
    { fy: 'FY2025', q: 'Q2', months: 'Oct–Dec 2024', att: 44860, mem: 12512, adm: 671, memrev: 735, dch: 66, endow: 59.74 },
    { fy: 'FY2025', q: 'Q3', months: 'Jan–Mar 2025', att: 39715, mem: 12790, adm: 589, memrev: 702, dch: 58, endow: 60.85 },
    { fy: 'FY2025', q: 'Q4', months: 'Apr–Jun 2025', att: 68302, mem: 13045, adm: 1190, memrev: 748, dch: null, endow: null },
  ],
};
{
  const Q = A.dash.quarters;
  // operating expenses by quarter: shares of the year, Q4 takes the remainder so the year equals the audit
  const share = [0.236, 0.251, 0.243];
  for (const [fyIdx, tot] of [[0, A.expTot.p], [4, A.expTot.c]]) {
    let used = 0;
    for (let i = 0; i < 3; i++) { Q[fyIdx + i].opex = Math.round(tot * share[i]); used += Q[fyIdx + i].opex; }
    Q[fyIdx + 3].opex = tot - used;
  }
  Q[3].dch = Math.round(A.bs.cash.p / ((A.expTot.p - A.cf.p.depr) / 365));
  Q[7].dch = Math.round(A.bs.cash.c / ((A.expTot.c - A.depr25) / 365));
  Q[3].endow = Math.round(A.endowTot(A.endow.close24) / 10) / 100;
  Q[7].endow = Math.round(A.endowTot(A.endow.close25) / 10) / 100;
  assert.equal(sum(Q.slice(0, 4).map((q) => q.adm)), A.act.admissions.p);
  assert.equal(sum(Q.slice(4).map((q) => q.adm)), A.act.admissions.w);
  assert.equal(sum(Q.slice(0, 4).map((q) => q.memrev)), A.act.members.p);
  assert.equal(sum(Q.slice(4).map((q) => q.memrev)), A.act.members.w);
}

// Form 990 (tax year 2024 = FY ended June 30, 2025), flattened: part, line, description, column, amount (dollars)
{
  const F = [];
  const col = { A: '(A) Total expenses', B: '(B) Program service expenses', C: '(C) Management and general expenses', D: '(D) Fundraising expenses' };
  const ix = {}; // line -> {B, C, D, A}
  const cell = (line, key, k) => (k === 0 ? 0 : k * 1000 + off(`${line}${key}`));
  const fxv = (name) => A.fx[name];
  const prog = (name) => fxv(name).prog, mg = (name) => fxv(name).mg, fr = (name) => fxv(name).fr;
  const lines = [
    ['5', 'Compensation of current officers, directors, trustees, and key employees', (f) => Math.round(f('Salaries and wages') * 0.085)],
    ['7', 'Other salaries and wages', (f) => f('Salaries and wages') - Math.round(f('Salaries and wages') * 0.085)],
    ['8', 'Pension plan accruals and contributions (include section 401(k) and 403(b) employer contributions)', (f) => Math.round(f('Employee benefits and payroll taxes') * 0.22)],
    ['9', 'Other employee benefits', (f) => Math.round(f('Employee benefits and payroll taxes') * 0.43)],
    ['10', 'Payroll taxes', (f) => f('Employee benefits and payroll taxes') - Math.round(f('Employee benefits and payroll taxes') * 0.22) - Math.round(f('Employee benefits and payroll taxes') * 0.43)],
    ['11g', 'Fees for services (other)', (f) => f('Professional and contract services')],
    ['12', 'Advertising and promotion', (f) => f('Marketing and advertising')],
    ['13', 'Office expenses', (f) => f('Printing and publications')],
    ['14', 'Information technology', (f) => f('Information technology')],
    ['16', 'Occupancy', (f) => f('Occupancy and utilities')],
    ['17', 'Travel', (f) => f('Travel')],
    ['20', 'Interest', (f) => f('Interest')],
    ['22', 'Depreciation, depletion, and amortization', (f) => f('Depreciation')],
    ['23', 'Insurance', (f) => f('Insurance')],
    ['24a', 'Exhibition fabrication and installation', (f) => f('Exhibition fabrication and installation')],
    ['24b', 'Conservation and collections care', (f) => f('Conservation and collections care')],
    ['24c', 'Shipping, crating and couriers', (f) => f('Shipping, crating and couriers')],
    ['24d', 'Education materials and supplies', (f) => f('Education materials and supplies')],
    ['24e', 'All other expenses', (f) => f('Other expenses')],
  ];
  for (const [line, desc, fn] of lines) {
    const B = cell(line, 'B', fn(prog)), C = cell(line, 'C', fn(mg)), D = cell(line, 'D', fn(fr));
    ix[line] = { desc, A: B + C + D, B, C, D };
  }
  const tot = { A: 0, B: 0, C: 0, D: 0 };
  for (const l of Object.values(ix)) for (const k of 'ABCD') tot[k] += l[k];
  ix['25'] = { desc: 'Total functional expenses. Add lines 1 through 24e', ...tot };
  const p1 = {};
  const revC = {
    8: (A.act.contrib.w + A.act.contrib.d + A.nonop.endowContrib.d) * 1000 + off('8c'),
    9: (A.act.members.w + A.act.admissions.w + A.act.eduFees.w) * 1000 + off('9c'),
    10: (A.invRet.c.intDiv + A.invRet.c.fees + 2140) * 1000 + off('10c'),
    11: (A.act.events.w + A.act.store.w + A.act.otherInc.w) * 1000 + off('11c'),
  };
  const revP = {
    8: (A.act.contrib.p + A.nonop.endowContrib.p) * 1000 + off('8p'),
    9: (A.act.members.p + A.act.admissions.p + A.act.eduFees.p) * 1000 + off('9p'),
    10: (A.invRet.p.intDiv + A.invRet.p.fees + 1870) * 1000 + off('10p'),
    11: (A.act.events.p + A.act.store.p + A.act.otherInc.p) * 1000 + off('11p'),
  };
  p1.rev = { c: revC, p: revP, totC: sum(Object.values(revC)), totP: sum(Object.values(revP)) };
  const sal = ['5', '7', '8', '9', '10'];
  p1.l15 = { c: sum(sal.map((l) => ix[l].A)), p: (A.expTot.p * 0.487 | 0) * 1000 + off('15p') };
  p1.l18 = { c: ix['25'].A, p: A.expTot.p * 1000 + off('18p') };
  p1.l17 = { c: p1.l18.c - p1.l15.c, p: p1.l18.p - p1.l15.p };
  p1.l16b = ix['25'].D;
  p1.l19 = { c: p1.rev.totC - p1.l18.c, p: p1.rev.totP - p1.l18.p };
  p1.l20 = { b: A.totAssets.p * 1000 + off('20b'), e: A.totAssets.c * 1000 + off('20e') };
  p1.l21 = { b: A.liab.p.tot * 1000 + off('21b'), e: A.liab.c.tot * 1000 + off('21e') };
  p1.l22 = { b: p1.l20.b - p1.l21.b, e: p1.l20.e - p1.l21.e };
  p1.employees = 214; p1.volunteers = 386; p1.voting = 24; p1.independent = 22;
  // CSV rows
  const R = (part, line, description, column, amount) => F.push({ part, line, description, column, amount });
  R('Part I', '3', 'Number of voting members of the governing body (Part VI, line 1a)', '', p1.voting);
  R('Part I', '4', 'Number of independent voting members of the governing body (Part VI, line 1b)', '', p1.independent);
  R('Part I', '5', 'Total number of individuals employed in calendar year 2024 (Part V, line 2a)', '', p1.employees);
  R('Part I', '6', 'Total number of volunteers (estimate if necessary)', '', p1.volunteers);
  R('Part I', '7a', 'Total unrelated business revenue from Part VIII, column (C), line 12', '', 0);
  const rl = [['8', 'Contributions and grants (Part VIII, line 1h)'], ['9', 'Program service revenue (Part VIII, line 2g)'],
    ['10', 'Investment income (Part VIII, column (A), lines 3, 4, and 7d)'], ['11', 'Other revenue (Part VIII, column (A), lines 5, 6d, 8c, 9c, 10c, and 11e)']];
  for (const [l, d] of rl) { R('Part I', l, d, 'Prior Year', revP[l]); R('Part I', l, d, 'Current Year', revC[l]); }
  R('Part I', '12', 'Total revenue - add lines 8 through 11 (must equal Part VIII, column (A), line 12)', 'Prior Year', p1.rev.totP);
  R('Part I', '12', 'Total revenue - add lines 8 through 11 (must equal Part VIII, column (A), line 12)', 'Current Year', p1.rev.totC);
  R('Part I', '13', 'Grants and similar amounts paid (Part IX, column (A), lines 1-3)', 'Prior Year', 0);
  R('Part I', '13', 'Grants and similar amounts paid (Part IX, column (A), lines 1-3)', 'Current Year', 0);
  R('Part I', '14', 'Benefits paid to or for members (Part IX, column (A), line 4)', 'Prior Year', 0);
  R('Part I', '14', 'Benefits paid to or for members (Part IX, column (A), line 4)', 'Current Year', 0);
  R('Part I', '15', 'Salaries, other compensation, employee benefits (Part IX, column (A), lines 5-10)', 'Prior Year', p1.l15.p);
  R('Part I', '15', 'Salaries, other compensation, employee benefits (Part IX, column (A), lines 5-10)', 'Current Year', p1.l15.c);
  R('Part I', '16a', 'Professional fundraising fees (Part IX, column (A), line 11e)', 'Prior Year', 0);
  R('Part I', '16a', 'Professional fundraising fees (Part IX, column (A), line 11e)', 'Current Year', 0);
  R('Part I', '16b', 'Total fundraising expenses (Part IX, column (D), line 25)', '', p1.l16b);
  R('Part I', '17', 'Other expenses (Part IX, column (A), lines 11a-11d, 11f-24e)', 'Prior Year', p1.l17.p);
  R('Part I', '17', 'Other expenses (Part IX, column (A), lines 11a-11d, 11f-24e)', 'Current Year', p1.l17.c);
  R('Part I', '18', 'Total expenses. Add lines 13-17 (must equal Part IX, column (A), line 25)', 'Prior Year', p1.l18.p);
  R('Part I', '18', 'Total expenses. Add lines 13-17 (must equal Part IX, column (A), line 25)', 'Current Year', p1.l18.c);
  R('Part I', '19', 'Revenue less expenses. Subtract line 18 from line 12', 'Prior Year', p1.l19.p);
  R('Part I', '19', 'Revenue less expenses. Subtract line 18 from line 12', 'Current Year', p1.l19.c);
  for (const [l, d, v] of [['20', 'Total assets (Part X, line 16)', p1.l20], ['21', 'Total liabilities (Part X, line 26)', p1.l21], ['22', 'Net assets or fund balances. Subtract line 21 from line 20', p1.l22]]) {
    R('Part I', l, d, 'Beginning of Current Year', v.b); R('Part I', l, d, 'End of Year', v.e);
  }
  for (const [line, l] of Object.entries(ix)) for (const k of 'ABCD') R('Part IX', line, l.desc, col[k], l[k]);
  A.f990 = { rows: F, ix, p1 };
  // the return agrees with the audited statements to within rounding
  assert(Math.abs(p1.l18.c / 1000 - A.expTot.c) < 5);
  assert(Math.abs(ix['25'].D / 1000 - A.fxTot.fr) < 3 && Math.abs(ix['25'].B / 1000 - A.fxTot.prog) < 5);
  assert(Math.abs(p1.l22.e / 1000 - A.na.c) < 2 && Math.abs(p1.l22.b / 1000 - A.na.p) < 2);
}

// ───────────────────────── Red Willow Co-operative (Canada, CAD, September year) ─────────────────────────
const R = {};
R.segs = ['Food & Pharmacy', 'Agro', 'Energy', 'Home & Building', 'Corporate and other'];
// Segment table (annual report, $ thousands): [sales 2025, operating result 2025, sales 2024, operating result 2024]
R.seg = {
  'Food & Pharmacy': [412380, 14216, 398615, 13502],
  Agro: [318945, 18904, 301228, 17035],
  Energy: [356210, 12688, 349872, 11940],
  'Home & Building': [78615, 2046, 81340, 2611],
  'Corporate and other': [4912, -6318, 4805, -5876],
};
R.segTot = [0, 1, 2, 3].map((i) => sum(R.segs.map((s) => R.seg[s][i])));
R.margin = (s, y) => (y === 2025 ? R.seg[s][1] / R.seg[s][0] : R.seg[s][3] / R.seg[s][2]) * 100;

// Consolidated statement of earnings ($ thousands): c = fiscal 2025, p = fiscal 2024
R.is = {
  sales: { c: R.segTot[0], p: R.segTot[2] },
  cos: { c: 937421, p: 912044 },
  oga: { c: 174883, p: 168392 },
  fin: { c: 5912, p: 5604 },
  otherInc: { c: 1486, p: 1322 },
  tax: { c: 4985, p: 4512 },
};
R.prDollars = { c: 16454862, p: 15869742 };
R.cashPct = { c: 45, p: 42 };
{
  const s = R.is;
  s.gm = { c: s.sales.c - s.cos.c, p: s.sales.p - s.cos.p };
  s.oe = { c: R.segTot[1], p: R.segTot[3] };
  s.da = { c: s.gm.c - s.oga.c - s.oe.c, p: s.gm.p - s.oga.p - s.oe.p };
  assert(s.da.c > 15000 && s.da.c < 20000 && s.da.p > 15000 && s.da.p < 20000, 'D&A');
  s.ebpt = { c: s.oe.c - s.fin.c + s.otherInc.c, p: s.oe.p - s.fin.p + s.otherInc.p };
  s.pr = { c: Math.round(R.prDollars.c / 1000), p: Math.round(R.prDollars.p / 1000) };
  s.ebt = { c: s.ebpt.c - s.pr.c, p: s.ebpt.p - s.pr.p };
  s.net = { c: s.ebt.c - s.tax.c, p: s.ebt.p - s.tax.p };
}
// Member shares note (dollars). Class A: $10 each, one per member. Class B: patronage allocated as shares.
R.shares = {
  open: { aN: 94128, b: 121486310 },
  fy24: { newN: 2714, redN: -1083, alloc: 0, redB: -3612875 },
  fy25: { newN: 2860, redN: -1236, alloc: 0, redB: -3941220 },
};
{
  const S = R.shares;
  S.fy24.cash = Math.round(R.prDollars.p * R.cashPct.p / 100); S.fy24.alloc = R.prDollars.p - S.fy24.cash;
  S.fy25.cash = Math.round(R.prDollars.c * R.cashPct.c / 100); S.fy25.alloc = R.prDollars.c - S.fy25.cash;
  const roll = (o, f) => ({ aN: o.aN + f.newN + f.redN, b: o.b + f.alloc + f.redB });
  S.close24 = roll(S.open, S.fy24); S.close25 = roll(S.close24, S.fy25);
  for (const b of [S.open, S.close24, S.close25]) { b.a = b.aN * 10; b.tot = b.a + b.b; }
}
// Balance sheet ($ thousands)
R.bs = {
  ar: { c: 58412, p: 55930 }, inv: { c: 112306, p: 108745 }, prepaid: { c: 4218, p: 3906 },
  coop: { c: 62840, p: 60115 }, ppe: { c: 248612, p: 236480 }, other: { c: 9874, p: 10210 },
  ap: { c: 96408, p: 92115 }, prPay: { c: Math.round(R.shares.fy25.cash / 1000), p: Math.round(R.shares.fy24.cash / 1000) },
  curDebt: { c: 8250, p: 7900 }, ltd: { c: 82150, p: 78400 }, dtax: { c: 14104, p: 11920 },
  cash: { p: 21604 },
};
{
  const b = R.bs;
  b.shares = { c: Math.round(R.shares.close25.tot / 1000), p: Math.round(R.shares.close24.tot / 1000) };
  for (const y of ['c', 'p']) {
    b.cl = b.cl || {}; b.cl[y] = b.ap[y] + b.prPay[y] + b.curDebt[y];
    b.tl = b.tl || {}; b.tl[y] = b.cl[y] + b.ltd[y] + b.dtax[y];
  }
  b.ca = { p: b.cash.p + b.ar.p + b.inv.p + b.prepaid.p };
  b.ta = { p: b.ca.p + b.coop.p + b.ppe.p + b.other.p };
  b.rs = { p: b.ta.p - b.tl.p - b.shares.p };
  b.rs.c = b.rs.p + R.is.net.c;
  b.me = { c: b.shares.c + b.rs.c, p: b.shares.p + b.rs.p };
  b.ta.c = b.tl.c + b.me.c;
  b.cash.c = b.ta.c - (b.ar.c + b.inv.c + b.prepaid.c + b.coop.c + b.ppe.c + b.other.c);
  b.ca.c = b.cash.c + b.ar.c + b.inv.c + b.prepaid.c;
  assert(b.cash.c > 15000 && b.cash.c < 45000, 'cash ' + b.cash.c);
  b.debtAll = { c: b.ltd.c + b.curDebt.c, p: b.ltd.p + b.curDebt.p };
}
// Five-year summary ($ millions unless noted); 2025 and 2024 from the statements
R.fy = ['2025', '2024', '2023', '2022', '2021'];
R.five = {
  sales: [r1(R.is.sales.c / 1000), r1(R.is.sales.p / 1000), 1142.3, 1098.6, 915.4],
  gm: [r1(R.is.gm.c / 1000), r1(R.is.gm.p / 1000), 219.7, 206.4, 183.9],
  oe: [r1(R.is.oe.c / 1000), r1(R.is.oe.p / 1000), 44.8, 49.3, 35.7],
  fin: [r1(R.is.fin.c / 1000), r1(R.is.fin.p / 1000), 4.9, 3.6, 3.4],
  ebpt: [r1(R.is.ebpt.c / 1000), r1(R.is.ebpt.p / 1000), 41.1, 46.9, 33.1],
  pr: [r1(R.is.pr.c / 1000), r1(R.is.pr.p / 1000), 17.2, 19.8, 12.6],
  net: [r1(R.is.net.c / 1000), r1(R.is.net.p / 1000), 19.0, 21.4, 16.9],
  ta: [r1(R.bs.ta.c / 1000), r1(R.bs.ta.p / 1000), 489.7, 468.5, 431.2],
  debt: [r1(R.bs.debtAll.c / 1000), r1(R.bs.debtAll.p / 1000), 84.6, 78.2, 71.8],
  me: [r1(R.bs.me.c / 1000), r1(R.bs.me.p / 1000), 285.4, 271.9, 248.3],
  wc: [r2(R.bs.ca.c / R.bs.cl.c), r2(R.bs.ca.p / R.bs.cl.p), 1.75, 1.71, 1.62],
  members: [47218, 45932, 44875, 43120, 41806],
  cashPct: [R.cashPct.c, R.cashPct.p, 42, 40, 40],
  fte: [1305, 1271, 1262, 1238, 1196],
  stores: [38, 37, 36, 35, 34],
  fuel: [228.9, 226.1, 224.8, 221.3, 214.6],
};
{
  const f = R.five;
  f.gmPct = [R.is.gm.c / R.is.sales.c * 100, R.is.gm.p / R.is.sales.p * 100, ...[2, 3, 4].map((i) => f.gm[i] / f.sales[i] * 100)].map(r1);
  f.eqRatio = [R.bs.me.c / R.bs.ta.c * 100, R.bs.me.p / R.bs.ta.p * 100, ...[2, 3, 4].map((i) => f.me[i] / f.ta[i] * 100)].map(r1);
  f.cover = [R.is.oe.c / R.is.fin.c, R.is.oe.p / R.is.fin.p, ...[2, 3, 4].map((i) => f.oe[i] / f.fin[i])].map(r1);
  const salesDollars = [R.is.sales.c * 1000, R.is.sales.p * 1000, ...[2, 3, 4].map((i) => f.sales[i] * 1e6)];
  const prDollars = [R.prDollars.c, R.prDollars.p, ...[2, 3, 4].map((i) => f.pr[i] * 1e6)];
  f.salesPerMember = salesDollars.map((v, i) => Math.round(v / f.members[i]));
  f.prPerMember = prDollars.map((v, i) => Math.round(v / f.members[i]));
  f.meDollarsPerMember = [R.bs.me.c * 1000, R.bs.me.p * 1000, ...[2, 3, 4].map((i) => f.me[i] * 1e6)].map((v, i) => Math.round(v / f.members[i]));
  // internal consistency of the earlier years
  for (const i of [2, 3, 4]) assert(Math.abs(f.oe[i] - f.fin[i] - f.ebpt[i]) < 1.6 && f.ebpt[i] > f.pr[i] + f.net[i]);
  // uniqueness of extremes
  const maxOe = Math.max(...f.oe); assert.equal(f.oe.filter((v) => v === maxOe).length, 1); assert.equal(R.fy[f.oe.indexOf(maxOe)], '2022');
  const minEq = Math.min(...f.eqRatio); assert.equal(f.eqRatio.filter((v) => v === minEq).length, 1); assert.equal(R.fy[f.eqRatio.indexOf(minEq)], '2021');
}
R.rates = [
  ['Food & Pharmacy', '1.25% of eligible purchases', '1.50% of eligible purchases'],
  ['Agro', '1.75% of eligible purchases', '1.75% of eligible purchases'],
  ['Energy (fuel and propane)', '2.5 cents per litre', '2.75 cents per litre'],
  ['Home & Building', '1.00% of eligible purchases', '1.00% of eligible purchases'],
];

// Q3 fiscal 2026 news release ($ thousands): [three months 2026, three months 2025, nine months 2026, nine months 2025]
R.q = {
  sales: { 'Food & Pharmacy': [108412, 104036, 318906, 306154], Agro: [131845, 124270, 252730, 238617], Energy: [92306, 94915, 271455, 268390], 'Home & Building': [24118, 23540, 58212, 59904], Other: [1274, 1198, 3802, 3655] },
  gm: [71234, 68107, 182906, 174428],
  opex: [59806, 57442, 151915, 145060],
  oeSeg: { 'Food & Pharmacy': [3612, 3388, 11204, 10618], Agro: [6905, 6270, 13951, 12905], Energy: [2448, 2534, 9018, 9320], 'Home & Building': [415, 382, 1292, 1430] },
  fin: [1586, 1472, 4702, 4401],
  otherInc: [402, 366, 1130, 1071],
  members: [48106, 46980],
  fuel: [58.7, 60.2, 171.4, 170.8],
  sss: [3.1, 2.4, 2.9, 2.7],
};
R.qsegs = ['Food & Pharmacy', 'Agro', 'Energy', 'Home & Building', 'Other'];
{
  const q = R.q;
  q.salesTot = [0, 1, 2, 3].map((i) => sum(R.qsegs.map((s) => q.sales[s][i])));
  q.oe = [0, 1, 2, 3].map((i) => q.gm[i] - q.opex[i]);
  q.oeSeg.Other = [0, 1, 2, 3].map((i) => q.oe[i] - sum(R.qsegs.slice(0, 4).map((s) => q.oeSeg[s][i])));
  q.oeSeg.Other.forEach((v, i) => assert(v < 0 && v > (i < 2 ? -2600 : -7000), 'other op ' + v));
  q.ebpt = [0, 1, 2, 3].map((i) => q.oe[i] - q.fin[i] + q.otherInc[i]);
  q.gmPct = [0, 1, 2, 3].map((i) => q.gm[i] / q.salesTot[i] * 100);
  // the nine months to May 31, 2025 fall inside fiscal 2025
  R.segs.slice(0, 4).forEach((s) => assert(q.sales[s][3] < R.seg[s][0] * 0.85));
  assert(q.sales.Other[3] < R.seg['Corporate and other'][0]);
  assert(q.fuel[3] < R.five.fuel[0] * 0.8);
}
R.pct = (a, b) => (b === 0 ? null : (a - b) / Math.abs(b) * 100);

// Chair's letter (fiscal 2025) – figures stated in the narrative
R.letter = {
  chair: 'Evelyn Sorensen', ceoOut: 'Gordon Lachance', ceoNew: 'Marisol Ferreira', ceoStart: 'January 5, 2026',
  agm: 'Thursday, January 22, 2026', agmPlace: 'Carrow Lake Community Centre', newStore: 'Aspen Flats',
  capital: 29.4, newMembers: R.shares.fy25.newN, retired: r1(-R.shares.fy25.redB / 1e6), date: 'November 20, 2025',
};

// ───────────────────────────────────────────── cases ─────────────────────────────────────────────
const cases = [];
const T = 0.005;
// units: k = $ thousands (alt: dollars), m = $ millions (alt: dollars), usd, count, pct, ratio, pctratio, litres
function num(value, unit, extra = {}) {
  const a = { type: 'number', value, tolerance: T, unit };
  if (unit === 'k') a.alt = [value * 1000];
  if (unit === 'm') a.alt = [Math.round(value * 1e6)];
  if (unit === 'litres') a.alt = [Math.round(value * 1e6)];
  if (unit === 'pctratio') a.alt = [value / 100];
  if (extra.alt) a.alt = [...(a.alt || []), ...extra.alt];
  return a;
}
const text = (any, wrong) => ({ type: 'text', any, wrong });
const nf = () => ({ type: 'notfound' });
function add(org, kind, question, answer, need) {
  cases.push({ org, kind, question, answer, need: need.map((k) => FILES[org][k]) });
}
// robustness of computed percentages (1 dp) and ratios (2 dp) under the scorer's tolerance
function robust(v, dp) {
  const r = Math.round(v * 10 ** dp) / 10 ** dp;
  assert(Math.abs(r - v) <= T * Math.abs(v) * 0.95, `value ${v} is not robust to ${dp} dp`);
  return v;
}
const pctOf = (a, b) => robust(a / b * 100, 1);
const chg = (a, b) => robust((a - b) / Math.abs(b) * 100, 1);
const ratio = (a, b) => robust(a / b, 2);

// ── Ashgrove ──
const ag = (kind, q, a, need) => add('ashgrove', kind, q, a, need);
const Q = A.dash.quarters;
ag('lookup', 'What was our cash and cash equivalents balance at June 30, 2025?', num(A.bs.cash.c, 'k'), ['audit']);
ag('lookup', 'total net assets at end of FY24 per the audited statements?', num(A.na.p, 'k'), ['audit']);
ag('lookup', 'How much did memberships bring in for FY25', num(A.act.members.w, 'k'), ['audit', 'dash']);
ag('lookup', 'What were admissions revenues in the prior year, fiscal 2024?', num(A.act.admissions.p, 'k'), ['audit', 'dash']);
ag('lookup', 'Salaries for education & public programs in FY25?', num(A.fx['Salaries and wages'].ed, 'k'), ['audit']);
ag('lookup', 'how much of the investment portfolio was level 3 at 6/30/25', num(A.fvTot.c.l3, 'k'), ['audit']);
ag('lookup', 'How much bond principal is scheduled to be repaid in fiscal 2028?', num(A.maturities[2][1], 'k'), ['audit']);
ag('lookup', 'How much do we hold in donor-restricted net assets for exhibitions as of June 30, 2025?', num(A.purpose[0][1], 'k'), ['audit']);
ag('lookup', 'Net cash from operating activities FY25?', num(A.cf.c.op, 'k'), ['audit']);
ag('lookup', 'what did we spend buying property and equipment in fiscal 2024 (cash flow stmt)', num(A.capex.p, 'k'), ['audit']);
ag('lookup', 'How much was appropriated from the endowment for spending in FY24?', num(-(A.endow.fy24.approp.w + A.endow.fy24.approp.d), 'k'), ['audit']);
ag('lookup', 'How many employees did we report on the 990?', num(A.f990.p1.employees, 'count'), ['f990']);
ag('lookup', 'What did the 990 show for compensation of officers, directors and key employees?', num(A.f990.ix['5'].A, 'usd'), ['f990']);
ag('lookup', 'What was museum attendance in Q3 FY25?', num(Q[6].att, 'count'), ['dash']);
ag('lookup', 'how many members did we have at 12/31/2023', num(Q[1].mem, 'count'), ['dash']);
ag('lookup', 'What did the direct benefits to donors at our special events cost in FY25?', num(A.eventsBenefits.c, 'k'), ['audit']);
ag('lookup', 'How much in financial assets was available for general expenditures within one year at June 30, 2025?', num(A.liq.c.avail, 'k'), ['audit']);
ag('lookup', 'days cash on hand at the end of FY25?', num(Q[7].dch, 'count'), ['dash']);
// total
ag('total', 'Total attendance for FY25?', num(sum(Q.slice(4).map((q) => q.att)), 'count'), ['dash']);
ag('total', 'What did salaries plus benefits & payroll taxes come to across all functions in FY25?', num(A.fx['Salaries and wages'].tot + A.fx['Employee benefits and payroll taxes'].tot, 'k'), ['audit']);
ag('total', 'how much bond principal comes due in FY26 through FY28 combined', num(sum(A.maturities.slice(0, 3).map((m) => m[1])), 'k'), ['audit']);
ag('total', 'How much in pledges is still owed to us at 6/30/25 in total, before the discount and the allowance?', num(A.pledges.c.gross, 'k'), ['audit']);
ag('total', 'treasuries + corporate bonds in the portfolio at June 30 2025, combined?', num(A.fv.c[3][1] + A.fv.c[3][2] + A.fv.c[4][2], 'k'), ['audit']);
// difference
ag('difference', 'how much did opex go up from FY24 to FY25?', num(A.expTot.c - A.expTot.p, 'k'), ['audit']);
ag('difference', 'How much higher were Q4 FY25 admissions than Q4 the year before?', num(Q[7].adm - Q[3].adm, 'k'), ['dash']);
ag('difference', 'how much did the investment portfolio grow between 6/30/24 and 6/30/25', num(A.bs.inv.c - A.bs.inv.p, 'k'), ['audit']);
ag('difference', 'How many net new members did we add between the end of FY24 and the end of FY25?', num(Q[7].mem - Q[3].mem, 'count'), ['dash']);
// percent
ag('percent', 'admissions revenue growth yoy for FY25, in %?', num(chg(A.act.admissions.w, A.act.admissions.p), 'pct'), ['audit']);
ag('percent', 'What share of FY25 total expenses was G&A?', num(pctOf(A.fxTot.mg, A.fxTot.tot), 'pct'), ['audit']);
ag('percent', 'What percentage of total investments were Level 1 at June 30, 2025?', num(pctOf(A.fvTot.c.l1, A.fvTot.c.total), 'pct'), ['audit']);
ag('percent', 'Q3 FY25 attendance was up by what % vs same qtr last yr?', num(chg(Q[6].att, Q[2].att), 'pct'), ['dash']);
ag('percent', 'On the 990, what percent of total functional expenses were program service expenses?', num(pctOf(A.f990.ix['25'].B, A.f990.ix['25'].A), 'pct'), ['f990']);
// ratio
ag('ratio', 'What was our current ratio at June 30, 2025?', num(ratio(A.curAssets.c, A.liab.c.cur), 'ratio'), ['audit']);
ag('ratio', 'program expense ratio for FY25 per the audit?', num(robust(ratio(A.fxTot.prog, A.fxTot.tot) * 100, 1), 'pctratio'), ['audit']);
ag('ratio', 'Ratio of total liabilites to total net assets at 6/30/25?', num(ratio(A.liab.c.tot, A.na.c), 'ratio'), ['audit']);
ag('ratio', 'Current ratio a year earlier, at June 30 2024?', num(ratio(A.curAssets.p, A.liab.p.cur), 'ratio'), ['audit']);
// extreme
{
  const att = Q.map((q) => q.att), mx = Math.max(...att);
  assert.equal(att.filter((v) => v === mx).length, 1); assert.equal(att.indexOf(mx), 7);
  ag('extreme', 'Which quarter had the highest attendance over the last two fiscal years?', text(['q4 fy2025', 'q4 fy25', 'fy2025 q4', 'fy25 q4', 'q4 of fy2025', 'q4 of fy25', 'fourth quarter of fy2025', 'fourth quarter of fy25', 'fourth quarter of fiscal 2025', 'q4 of fiscal 2025', 'q4 fiscal 2025', 'apr–jun 2025', 'apr-jun 2025', 'april–june 2025', 'april-june 2025', 'april to june 2025', 'april through june 2025', 'quarter ended june 30, 2025'], 'Q4 FY2024 (Apr–Jun 2024)'), ['dash']);
  const pv = A.purpose.map((r) => r[1]), pm = Math.max(...pv);
  assert.equal(pv.filter((v) => v === pm).length, 1); assert.equal(A.purpose[pv.indexOf(pm)][0], 'Capital improvements');
  assert(pm < A.timeRestricted.c * 2.5);
  ag('extreme', 'Not counting the endowment and the perpetual trust, which donor restriction purpose holds the most money at June 30 2025?', text(['capital improvements', 'capital improvement'], 'Exhibitions'), ['audit']);
  const others = A.fxRows.filter((r) => !/Salaries|benefits/.test(r[0])).map((r) => [r[0], A.fx[r[0]].tot]).sort((a, b) => b[1] - a[1]);
  assert.equal(others[0][0], 'Depreciation'); assert(others[0][1] > others[1][1] * 1.3);
  ag('extreme', 'excluding salaries and benefits, which expense line was biggest in FY25?', text(['depreciation'], 'Occupancy and utilities'), ['audit']);
  const d = Q.map((q) => q.dch), dm = Math.min(...d);
  assert.equal(d.filter((v) => v === dm).length, 1); assert.equal(d.indexOf(dm), 2);
  ag('extreme', 'Which quarter had our lowest days cash on hand?', text(['q3 fy2024', 'q3 fy24', 'fy2024 q3', 'fy24 q3', 'q3 of fy2024', 'q3 of fy24', 'third quarter of fy2024', 'third quarter of fy24', 'third quarter of fiscal 2024', 'q3 of fiscal 2024', 'q3 fiscal 2024', 'jan–mar 2024', 'jan-mar 2024', 'january–march 2024', 'january-march 2024', 'january to march 2024', 'january through march 2024', 'quarter ended march 31, 2024'], 'Q3 FY2025 (Jan–Mar 2025)'), ['dash']);
}
// text
ag('text', 'Who audited the FY25 financial statements?', text(['whitlock & pryce', 'whitlock and pryce', 'whitlock & pryce llp'], 'Hargrove Keller LLP'), ['audit']);
ag('text', "what's the interest rate on the series 2019 bonds", text(['3.85%', '3.85 percent', '3.85 per cent'], '4.25%'), ['audit']);
ag('text', "What date is the auditor's report dated?", text(['october 14, 2025', '14 october 2025', 'oct 14, 2025', '10/14/2025', '2025-10-14', 'october 14 2025'], 'September 30, 2025'), ['audit']);
ag('text', 'which bank is our line of credit with?', text(['keystone valley bank', 'keystone valley'], 'Allegheny Trust Bank'), ['audit']);
ag('text', 'Do we capitalize the art collection on the balance sheet?', text(['not capitalized', 'not capitalised', 'does not capitalize', 'does not capitalise', "doesn't capitalize", 'not recognized as assets', 'not recognised as assets', 'are not capitalized'], 'Yes, the collection is capitalized at cost'), ['audit']);
// notfound (subject words checked against every Ashgrove file by verify.mjs)
ag('notfound', 'What did facility rentals bring in during FY25?', nf(), []);
ag('notfound', 'What was total attendance in FY2022?', nf(), []);
ag('notfound', "What's the FY26 budget for exhibitions?", nf(), []);
ag('notfound', 'How much did we get from deaccessions last year?', nf(), []);
ag('notfound', 'what did the cafe make in FY25', nf(), []);

// ── Red Willow ──
const rw = (kind, q, a, need) => add('redwillow', kind, q, a, need);
const F5 = R.five;
rw('lookup', 'What were sales in fiscal 2023 according to the five-year summary?', num(F5.sales[2], 'm'), ['ar']);
rw('lookup', 'equity ratio in FY22?', num(F5.eqRatio[3], 'pct'), ['ar']);
rw('lookup', 'What was interest coverage in 2021?', num(F5.cover[4], 'ratio'), ['ar']);
rw('lookup', 'how many active members did we have at the end of fiscal 2023', num(F5.members[2], 'count'), ['ar']);
rw('lookup', 'Sales per active member for FY25?', num(F5.salesPerMember[0], 'usd'), ['ar']);
rw('lookup', "What was Agro's operating result in fiscal 2024?", num(R.seg.Agro[3], 'k'), ['ar']);
{
  const m = R.margin('Energy', 2025);
  rw('lookup', 'Energy segment margin for FY25?', num(r1(m), 'pct', { alt: [m] }), ['ar']);
}
rw('lookup', 'Total sales for Q3 of fiscal 2026?', num(R.q.salesTot[0], 'k'), ['pr']);
rw('lookup', 'What were operating earnings for the nine months ended May 31, 2025?', num(R.q.oe[3], 'k'), ['pr']);
rw('lookup', 'how many litres of fuel did we sel in Q3 this yr', num(R.q.fuel[0], 'litres'), ['pr']);
rw('lookup', 'Food & Pharmacy operating earnings YTD FY26?', num(R.q.oeSeg['Food & Pharmacy'][2], 'k'), ['pr']);
rw('lookup', 'What was the Class B share balance at August 31, 2024?', num(R.shares.close24.b, 'usd'), ['ar']);
rw('lookup', 'How many Class A shares were outstanding at Aug 31 2025?', num(R.shares.close25.aN, 'count'), ['ar']);
rw('lookup', 'How much was the patronage refund for FY25?', num(R.is.pr.c, 'k'), ['ar', 'letter']);
rw('lookup', 'income taxes in fiscal 2024?', num(R.is.tax.p, 'k'), ['ar']);
rw('lookup', 'How much did we invest in capital projects in fiscal 2025?', num(R.letter.capital, 'm'), ['letter']);
rw('lookup', 'gross margin % for Q3 this year?', num(robust(R.q.gmPct[0], 1), 'pct'), ['pr']);
// total
rw('total', 'Combined FY25 sales of Food & Pharmacy and Home & Building?', num(R.seg['Food & Pharmacy'][0] + R.seg['Home & Building'][0], 'k'), ['ar']);
rw('total', 'What is the total of the patronage refunds over the five years in the summary (2021-2025)?', num(r1(sum(F5.pr)), 'm'), ['ar']);
rw('total', 'agro + energy operating result FY25 combined', num(R.seg.Agro[1] + R.seg.Energy[1], 'k'), ['ar']);
rw('total', 'How many new members joined across fiscal 2024 and fiscal 2025 together?', num(R.shares.fy24.newN + R.shares.fy25.newN, 'count'), ['ar']);
rw('total', 'What were YTD sales for Agro and Energy together this year?', num(R.q.sales.Agro[2] + R.q.sales.Energy[2], 'k'), ['pr']);
// difference
rw('difference', 'What were Q4 FY25 sales (June to August 2025)?', num(R.is.sales.c - R.q.salesTot[3], 'k'), ['ar', 'pr']);
rw('difference', 'How much did YTD operating earnings change vs last year, nine months to May?', num(R.q.oe[2] - R.q.oe[3], 'k'), ['pr']);
rw('difference', 'By how many did active members grow from 2021 to 2025?', num(F5.members[0] - F5.members[4], 'count'), ['ar']);
rw('difference', 'how much more did Energy sell in FY25 than FY24', num(R.seg.Energy[0] - R.seg.Energy[2], 'k'), ['ar']);
rw('difference', 'How much did long-term debt, including the current portion, rise over fiscal 2025?', num(R.bs.debtAll.c - R.bs.debtAll.p, 'k'), ['ar']);
// percent
rw('percent', 'What was sales growth from fiscal 2021 to fiscal 2025, in percent?', num(chg(F5.sales[0], F5.sales[4]), 'pct'), ['ar']);
rw('percent', "What share of FY25 sales came from Agro?", num(pctOf(R.seg.Agro[0], R.is.sales.c), 'pct'), ['ar']);
rw('percent', 'Q3 fuel volume % change yoy?', num(chg(R.q.fuel[0], R.q.fuel[1]), 'pct'), ['pr']);
rw('percent', 'Per the statement of earnings, by what percent did the patronage refund go up from FY24 to FY25?', num(chg(R.is.pr.c, R.is.pr.p), 'pct'), ['ar']);
rw('percent', 'what % of YTD fiscal 2026 sales was food & pharmacy', num(pctOf(R.q.sales['Food & Pharmacy'][2], R.q.salesTot[2]), 'pct'), ['pr']);
// ratio
rw('ratio', 'Total liabilities to members equity at Aug 31 2025?', num(ratio(R.bs.tl.c, R.bs.me.c), 'ratio'), ['ar']);
rw('ratio', 'What was the current ratio at August 31, 2024?', num(ratio(R.bs.ca.p, R.bs.cl.p), 'ratio'), ['ar']);
rw('ratio', 'Interest coverage for the first nine months of FY26 (operating earnings / finance costs)?', num(ratio(R.q.oe[2], R.q.fin[2]), 'ratio'), ['pr']);
rw('ratio', 'asset turnover for FY25, sales over year-end total assets?', num(ratio(R.is.sales.c, R.bs.ta.c), 'ratio'), ['ar']);
// extreme
rw('extreme', 'Which year in the five-year summary had the highest operating earnings?', text(['2022'], '2025'), ['ar']);
{
  const m = R.segs.slice(0, 4).map((s) => [s, R.margin(s, 2025)]).sort((a, b) => b[1] - a[1]);
  assert.equal(m[0][0], 'Agro'); assert(m[0][1] > m[1][1] * 1.2);
  rw('extreme', 'Which segment had the best operating margin in FY25?', text(['agro'], 'Energy'), ['ar']);
  const g = R.qsegs.map((s) => [s, R.q.sales[s][2] / R.q.sales[s][3] - 1]).sort((a, b) => a[1] - b[1]);
  assert.equal(g[0][0], 'Home & Building'); assert(g[0][1] < 0 && g[1][1] > 0);
  rw('extreme', 'which segment had the weakest YTD sales grwoth vs last year?', text(['home & building', 'home and building', 'home & bldg'], 'Energy'), ['pr']);
}
rw('extreme', 'Which year had the lowest equity ratio in the 5 yr summary?', text(['2021'], '2022'), ['ar']);
// text
rw('text', "Who's taking over as CEO?", text(['marisol ferreira', 'ferreira'], 'Gordon Lachance'), ['letter']);
rw('text', 'When is the AGM?', text(['january 22, 2026', '22 january 2026', 'jan 22, 2026', 'january 22 2026', '2026-01-22', '1/22/2026', 'january 22'], 'February 12, 2026'), ['letter']);
rw('text', "what's the patronage rate on fuel for FY25", text(['2.5 cents', '2.5¢', '2.5 ¢', '$0.025', '2.5c per litre', '2.5c/l', '2.5 c/l'], '2.75 cents per litre'), ['ar', 'letter']);
rw('text', 'Where did we open the new food store?', text(['aspen flats'], 'Meadow Portage'), ['letter']);
rw('text', 'What portion of the FY25 patronage refund gets paid out in cash?', text(['45%', '45 percent', '45 per cent'], '42%'), ['ar', 'letter']);
// notfound
rw('notfound', 'What were sales in fiscal 2020?', nf(), []);
rw('notfound', 'how much did online grocery orders bring in this year', nf(), []);
rw('notfound', 'How much carbon tax did we remit on fuel in FY25?', nf(), []);
rw('notfound', "What's the deficit in the employee pension plan?", nf(), []);
rw('notfound', 'How many prescriptions did our pharmacies fill in fiscal 2025?', nf(), []);

// ids, and every case lists every file of its organisation
const counters = {};
export const CASES = cases.map((c) => {
  counters[c.org] = (counters[c.org] || 0) + 1;
  return { id: `${c.org}-${String(counters[c.org]).padStart(3, '0')}`, ...c, documents: Object.values(FILES[c.org]).sort() };
});
assert.equal(CASES.filter((c) => c.org === 'ashgrove').length, 50);
assert.equal(CASES.filter((c) => c.org === 'redwillow').length, 50);
for (const c of CASES) if (c.answer.type === 'text') assert(c.answer.wrong && !c.answer.any.some((p) => c.answer.wrong.toLowerCase().includes(p)), c.id);

export { A, R };
