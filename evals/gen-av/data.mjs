// The figures of set AV's two organisations. Every document and every answer is derived from here; the
// statements are built up from the ledgers (QuickBooks classes, the donations register) so that they tie.
//   NU: Nuru ya Meru Community Development Organisation (NUMECO), Arusha, Tanzania: TZS without cents, July-June year.
//   CH: Cornerstone Hope Community Outreach, Kingston, Jamaica: J$ with cents, April-March year.

export const ORGS = {
  numeco: { name: 'Nuru ya Meru Community Development Organisation (NUMECO)', fiscalYearStart: 7 },
  cornerstone: { name: 'Cornerstone Hope Community Outreach', fiscalYearStart: 4 },
};
export const DOCS = {
  numeco: [
    'NUMECO Audited Financial Statements FY2024-25.pdf',
    'QuickBooks Profit and Loss by Class Jul 2024 - Jun 2025.xlsx',
    'Budget Execution Report FY2024-25.xlsx',
    'CRDB Statement June 2025.csv',
    'Board Minutes 27 September 2025.docx',
    'EFD Receipt Meru Office Supplies.jpg',
  ],
  cornerstone: [
    'Cornerstone Hope Financial Statements 31 March 2025.pdf',
    'QBO Budget vs Actuals FY2024-25.xlsx',
    'Donations Register 2024-25.xlsx',
    'NCB Current Account March 2025.csv',
    'AGM Minutes 28 June 2025.docx',
    'Receipt Constant Spring Food Mart.jpg',
  ],
};

const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (x) => Math.round(x * 100) / 100;
const sum2 = (a) => r2(a.reduce((s, x) => s + Math.round(x * 100), 0) / 100);
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
// split a total into parts by weights, rounded to `unit`, the last part taking the remainder
function split(total, weights, unit) {
  const w = sum(weights);
  const out = weights.map((x) => Math.round((total * x) / w / unit) * unit);
  out[out.length - 1] = Math.round((total - sum(out.slice(0, -1))) / unit) * unit;
  if (unit < 1) out[out.length - 1] = r2(total - sum2(out.slice(0, -1)));
  return out;
}

// ====================================================================== NUMECO (Tanzania)
// QuickBooks Desktop classes: E Elimu kwa Wasichana, M Mama na Mtoto, K Kilimo Bora, V Vijana Skills (all under
// Programmes), A Admin & Governance, F Fundraising.
const CL = ['E', 'M', 'K', 'V', 'A', 'F'];
const NU_CLASSES = {
  E: 'Elimu kwa Wasichana (Programmes)', M: 'Mama na Mtoto (Programmes)', K: 'Kilimo Bora (Programmes)', V: 'Vijana Skills (Programmes)',
  A: 'Admin & Governance', F: 'Fundraising',
};
// expense accounts: [number, name, group, {class: amount}]
const salaries = { E: 62400000, M: 48600000, K: 55200000, V: 12000000, A: 22800000, F: 3000000 };
const pct = (o, p) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * p)]));
const NU_EXP = [
  ['6010', 'Salaries and Wages', 'P', salaries],
  ['6020', 'NSSF Employer Contribution', 'P', pct(salaries, 0.10)],
  ['6030', 'WCF Contribution', 'P', pct(salaries, 0.005)],
  ['6040', 'Staff Medical Insurance', 'P', { E: 2880000, M: 2160000, K: 2520000, V: 540000, A: 1080000 }],
  ['6110', 'Scholarships and School Fees', 'G', { E: 176350000 }],
  ['6120', 'Training and Workshops', 'G', { E: 41260000, M: 18740000, K: 36480000, V: 14920000 }],
  ['6130', 'Medical Supplies and Outreach Clinics', 'G', { M: 58315000 }],
  ['6140', 'Seeds and Farm Inputs', 'G', { K: 84630000 }],
  ['6150', 'Community Meetings (Mikutano ya Jamii)', 'G', { E: 5860000, M: 7420000, K: 9185000, V: 1350000 }],
  ['6210', 'Per Diem and Allowances (Posho)', 'T', { E: 14260000, M: 12890000, K: 17540000, V: 2380000, A: 1450000, F: 600000 }],
  ['6220', 'Vehicle Fuel and Maintenance', 'T', { E: 9780000, M: 11460000, K: 21370000, V: 1640000, A: 3260000 }],
  ['6230', 'Local Transport', 'T', { E: 2155000, M: 1960000, K: 3095000, V: 940000, A: 410000, F: 180000 }],
  ['6310', 'Office Rent', 'O', { A: 12000000 }],
  ['6320', 'Utilities (Umeme na Maji)', 'O', { A: 3120000 }],
  ['6330', 'Communication and Internet', 'O', { A: 3480000 }],
  ['6340', 'Stationery and Printing', 'O', { A: 2745000 }],
  ['6350', 'Bank Charges', 'O', { A: 1386000 }],
  ['6360', 'Audit and Accountancy Fees', 'O', { A: 7080000 }],
  ['6370', 'Board Meeting Expenses', 'O', { A: 2160000 }],
  ['6380', 'Insurance', 'O', { A: 1850000 }],
  ['6400', 'Publicity and Fundraising Events', 'X', { F: 2205000 }],
  ['6900', 'Depreciation Expense', 'D', { A: 14260000 }],
].map(([no, name, grp, v]) => ({ no, name, grp, v: Object.fromEntries(CL.map((c) => [c, v[c] ?? 0])) }));
const classExp = Object.fromEntries(CL.map((c) => [c, sum(NU_EXP.map((a) => a.v[c]))]));
const grpExp = (c, g) => sum(NU_EXP.filter((a) => a.grp === g).map((a) => a.v[c]));

const restrictedDon = 18400000, restrictedSpent = 12000000;
// donors: grant income recognised = the programme's spending (Elimu less what restricted gifts paid for)
const NU_DONORS = [
  { key: 'hope', name: 'Hope for Girls Foundation (USA)', acct: '4010', prog: 'Elimu kwa Wasichana', cls: 'E', usd: 120000, rate: 2684, b0: 48500000, rec: classExp.E - restrictedSpent, inc24: 292400000 },
  { key: 'afya', name: 'Afya Bora Partners (UK)', acct: '4020', prog: 'Mama na Mtoto', cls: 'M', usd: 60000, rate: 2690, b0: 15200000, rec: classExp.M, inc24: 151900000 },
  { key: 'nordic', name: 'Nordic Smallholder Trust', acct: '4030', prog: 'Kilimo Bora', cls: 'K', usd: 95000, rate: 2670, b0: 22300000, rec: classExp.K, inc24: 212640000 },
  { key: 'council', name: 'Arusha District Council', acct: '4040', prog: 'Vijana Skills', cls: 'V', usd: null, tzsOnly: 40000000, b0: 0, rec: classExp.V, inc24: 35000000 },
];
for (const d of NU_DONORS) { d.tzs = d.usd ? d.usd * d.rate : d.tzsOnly; d.b1 = d.b0 + d.tzs - d.rec; }

// income accounts: [number, name, {class: amount}, other (below the line in QuickBooks)]
const NU_INC = [
  ...NU_DONORS.map((d) => ({ no: d.acct, name: d.name.replace(/ \((USA|UK)\)/, ''), parent: '4000', v: { [d.cls]: d.rec } })),
  { no: '4110', name: 'Restricted Donations', parent: '4100', v: { E: restrictedDon } },
  { no: '4120', name: 'General Donations', parent: '4100', v: { F: 51650000 } },
  { no: '4200', name: 'Training and Consultancy Fees', v: { V: 24300000 } },
  { no: '4300', name: 'Seedling and Produce Sales', v: { K: 9350000 } },
  { no: '7010', name: 'Interest Income', other: true, v: { A: 3420000 } },
  { no: '7020', name: 'Exchange Gain (net)', other: true, v: { A: 2180000 } },
  { no: '7030', name: 'Miscellaneous Income', other: true, v: { A: 1600000 } },
].map((a) => ({ ...a, v: Object.fromEntries(CL.map((c) => [c, a.v[c] ?? 0])) }));
const incOf = (no) => sum(Object.values(NU_INC.find((a) => a.no === no).v));
const accOf = (no) => sum(Object.values(NU_EXP.find((a) => a.no === no).v));

const grants = [sum(NU_DONORS.map((d) => d.rec)), sum(NU_DONORS.map((d) => d.inc24))];
const y24 = {
  restrDon: 11150000, restrSpent: 8850000, genDon: 47300000, fees: 19450000, seed: 7200000, interest: 2860000, fx: 1950000, other: 2100000,
  admin: 61830000, fund: 5120000, dep: 12900000,
};
const IE = {
  grants,
  donR: restrictedDon, donU: incOf('4120'), don: [restrictedDon + incOf('4120'), y24.restrDon + y24.genDon],
  fees: [incOf('4200'), y24.fees], seed: [incOf('4300'), y24.seed], interest: [incOf('7010'), y24.interest], fx: [incOf('7020'), y24.fx], other: [incOf('7030'), y24.other],
  elimu: [classExp.E, NU_DONORS[0].inc24 + y24.restrSpent], mama: [classExp.M, NU_DONORS[1].inc24], kilimo: [classExp.K, NU_DONORS[2].inc24], vijana: [classExp.V, NU_DONORS[3].inc24],
  admin: [classExp.A - accOf('6900'), y24.admin], fund: [classExp.F, y24.fund], dep: [accOf('6900'), y24.dep],
};
IE.incR = [grants[0] + restrictedDon];
IE.incU = [IE.donU + IE.fees[0] + IE.seed[0] + IE.interest[0] + IE.fx[0] + IE.other[0]];
IE.inc = [IE.incR[0] + IE.incU[0], grants[1] + IE.don[1] + y24.fees + y24.seed + y24.interest + y24.fx + y24.other];
IE.expR = [IE.elimu[0] + IE.mama[0] + IE.kilimo[0] + IE.vijana[0]];
IE.expU = [IE.admin[0] + IE.fund[0] + IE.dep[0]];
IE.exp = [IE.expR[0] + IE.expU[0], IE.elimu[1] + IE.mama[1] + IE.kilimo[1] + IE.vijana[1] + y24.admin + y24.fund + y24.dep];
IE.surR = [IE.incR[0] - IE.expR[0], y24.restrDon - y24.restrSpent];
IE.surU = [IE.incU[0] - IE.expU[0], null];
IE.sur = [IE.inc[0] - IE.exp[0], IE.inc[1] - IE.exp[1]];
IE.surU[1] = IE.sur[1] - IE.surR[1];
IE.prog = [IE.expR[0], IE.exp[1] - y24.admin - y24.fund - y24.dep];

// property and equipment (note 8)
const PPE = [
  { name: 'Motor vehicles', cost0: 96000000, add: 0, ad0: 72400000, chg: 7200000 },
  { name: 'Motorcycles', cost0: 18600000, add: 12800000, ad0: 9300000, chg: 3100000 },
  { name: 'Computers and office equipment', cost0: 31450000, add: 6200000, ad0: 19870000, chg: 3160000 },
  { name: 'Furniture and fittings', cost0: 14900000, add: 1500000, ad0: 7200000, chg: 800000 },
];
for (const p of PPE) { p.cost1 = p.cost0 + p.add; p.ad1 = p.ad0 + p.chg; p.nbv1 = p.cost1 - p.ad1; p.nbv0 = p.cost0 - p.ad0; }
const ppe = [sum(PPE.map((p) => p.nbv1)), sum(PPE.map((p) => p.nbv0))];
const capex = [sum(PPE.map((p) => p.add)), 9600000];

// financial position [2025, 2024, 2023]
const FP = {
  ppe: [...ppe, ppe[1] - capex[1] + y24.dep],
  recv: [12350000, 9870000, 8640000], imprest: [2140000, 3050000, 2460000], stock: [4600000, 3900000, 3350000],
  deferred: [sum(NU_DONORS.map((d) => d.b1)), sum(NU_DONORS.map((d) => d.b0)), 74800000],
  pay: [18930000, 15420000, 13960000], stat: [6780000, 6150000, 5720000],
  restr: [null, 9800000], unr: [null, 71660000],
};
FP.restr[0] = FP.restr[1] + IE.surR[0]; FP.unr[0] = FP.unr[1] + IE.surU[0];
FP.restr[2] = FP.restr[1] - IE.surR[1]; FP.unr[2] = FP.unr[1] - IE.surU[1];
FP.funds = [0, 1, 2].map((k) => FP.restr[k] + FP.unr[k]);
FP.curLiab = [0, 1, 2].map((k) => FP.deferred[k] + FP.pay[k] + FP.stat[k]);
FP.cash = [0, 1, 2].map((k) => FP.curLiab[k] + FP.funds[k] - FP.ppe[k] - FP.recv[k] - FP.imprest[k] - FP.stock[k]);
FP.curAss = [0, 1, 2].map((k) => FP.cash[k] + FP.recv[k] + FP.imprest[k] + FP.stock[k]);
FP.tot = [0, 1, 2].map((k) => FP.curAss[k] + FP.ppe[k]);
// cash flow (indirect) for 2025 and 2024
const CF = [0, 1].map((k) => {
  const wc = {
    recv: FP.recv[k + 1] - FP.recv[k], imprest: FP.imprest[k + 1] - FP.imprest[k], stock: FP.stock[k + 1] - FP.stock[k],
    deferred: FP.deferred[k] - FP.deferred[k + 1], pay: FP.pay[k] - FP.pay[k + 1], stat: FP.stat[k] - FP.stat[k + 1],
  };
  const op = IE.sur[k] + IE.dep[k] + sum(Object.values(wc));
  return { wc, op, capex: capex[k], net: op - capex[k], open: FP.cash[k + 1], close: FP.cash[k] };
});
// cash by account (note 9): the CRDB account is what is left
const cashAcc = {
  nmbUsd: { usd: [16800, 12450], rate: [2640, 2715] },
  nmbTzs: [22615000, 18340000], petty: [1250000, 980000], mpesa: [3476000, 2105000],
};
cashAcc.nmbUsdTzs = cashAcc.nmbUsd.usd.map((u, k) => u * cashAcc.nmbUsd.rate[k]);
cashAcc.crdb = [0, 1].map((k) => FP.cash[k] - cashAcc.nmbUsdTzs[k] - cashAcc.nmbTzs[k] - cashAcc.petty[k] - cashAcc.mpesa[k]);

// receivables and prepayments (note 8)
const recvNote = [
  { label: 'Prepaid office rent (July–September)', v: [3000000, 2850000] },
  { label: 'Training fees receivable', v: [2700000, 1950000] },
  { label: 'Seedling sales debtors', v: [1480000, 1120000] },
  { label: 'Prepaid insurance', v: [1250000, 1100000] },
  { label: 'Other receivables and deposits', v: [3920000, 2850000] },
];
if (sum(recvNote.map((l) => l.v[0])) !== FP.recv[0] || sum(recvNote.map((l) => l.v[1])) !== FP.recv[1]) throw new Error('receivables note');
// administration and governance note (note 9), from the Admin class; 2024 lines set out to add to y24.admin
const adminNote = [
  { label: 'Salaries and staff costs', v: [['6010', '6020', '6030', '6040'].reduce((s, a) => s + NU_EXP.find((x) => x.no === a).v.A, 0), 24960000] },
  { label: 'Office rent', v: [accOf('6310'), 11400000] },
  { label: 'Utilities (umeme na maji)', v: [accOf('6320'), 2870000] },
  { label: 'Communication and internet', v: [accOf('6330'), 3150000] },
  { label: 'Stationery and printing', v: [accOf('6340'), 2410000] },
  { label: 'Bank charges', v: [accOf('6350'), 1240000] },
  { label: 'Audit and accountancy fees', v: [accOf('6360'), 6490000] },
  { label: 'Board meeting expenses', v: [accOf('6370'), 1980000] },
  { label: 'Insurance', v: [accOf('6380'), 1720000] },
  { label: 'Travel and vehicle running', v: [['6210', '6220', '6230'].reduce((s, a) => s + NU_EXP.find((x) => x.no === a).v.A, 0), null] },
];
adminNote[9].v[1] = y24.admin - sum(adminNote.slice(0, 9).map((l) => l.v[1]));
// staff (note 10)
const staffCost = (c) => grpExp(c, 'P');
const STAFF = { salaries: [accOf('6010'), 181200000], nssf: [accOf('6020'), 18120000], wcf: [accOf('6030'), 906000], medical: [accOf('6040'), 8400000], headcount: [38, 35] };
STAFF.costs = [0, 1].map((k) => STAFF.salaries[k] + STAFF.nssf[k] + STAFF.wcf[k] + STAFF.medical[k]);
if (STAFF.costs[0] !== sum(CL.map(staffCost))) throw new Error('staff costs');

// budget FY2024/25 with quarterly execution; actuals from the classes; quarters by weights
const q = (total, w) => split(total, w, 1000);
const NU_BUD_INC = [
  { label: 'Grant – Hope for Girls Foundation', bud: 330000000, act: NU_DONORS[0].rec, w: [22, 19, 37, 22] },
  { label: 'Grant – Afya Bora Partners', bud: 172000000, act: NU_DONORS[1].rec, w: [24, 26, 25, 25] },
  { label: 'Grant – Nordic Smallholder Trust', bud: 250000000, act: NU_DONORS[2].rec, w: [18, 34, 31, 17] },
  { label: 'Grant – Arusha District Council', bud: 40000000, act: NU_DONORS[3].rec, w: [15, 25, 30, 30] },
  { label: 'Donations (Michango)', bud: 65000000, act: IE.don[0], w: [21, 33, 20, 26] },
  { label: 'Training and consultancy fees', bud: 20000000, act: IE.fees[0], w: [20, 28, 22, 30] },
  { label: 'Seedling and produce sales', bud: 12000000, act: IE.seed[0], w: [12, 41, 30, 17] },
  { label: 'Interest and other income', bud: 5000000, act: IE.interest[0] + IE.fx[0] + IE.other[0], w: [25, 24, 26, 25] },
];
const prog = (name, cls, buds, w) => ({
  name, cls,
  lines: [
    { label: 'Personnel costs', bud: buds[0], act: grpExp(cls, 'P'), w: [25, 25, 25, 25] },
    { label: 'Programme activities', bud: buds[1], act: grpExp(cls, 'G'), w: w },
    { label: 'Travel and transport', bud: buds[2], act: grpExp(cls, 'T'), w: [23, 27, 26, 24] },
  ],
});
const NU_BUD_EXP = [
  prog('Elimu kwa Wasichana – girls\' education', 'E', [74000000, 232000000, 25000000], [14, 12, 55, 19]),
  prog('Mama na Mtoto – maternal and child health', 'M', [57500000, 88000000, 24500000], [22, 27, 24, 27]),
  prog('Kilimo Bora – smallholder resilience', 'K', [64000000, 142000000, 38000000], [16, 38, 33, 13]),
  prog('Vijana Skills – youth employment', 'V', [14000000, 21000000, 5000000], [10, 24, 33, 33]),
  { name: 'Administration and governance', cls: 'A', lines: [
    { label: 'Personnel costs', bud: 27000000, act: grpExp('A', 'P'), w: [25, 25, 25, 25] },
    { label: 'Office and administration', bud: 36000000, act: grpExp('A', 'O'), w: [27, 23, 26, 24] },
    { label: 'Travel and transport', bud: 5500000, act: grpExp('A', 'T'), w: [24, 26, 25, 25] },
  ] },
  { name: 'Fundraising and communication', cls: 'F', lines: [{ label: 'Fundraising and communication', bud: 7500000, act: classExp.F, w: [15, 40, 20, 25] }] },
];
for (const p of NU_BUD_EXP) { for (const l of p.lines) l.q = q(l.act, l.w); p.bud = sum(p.lines.map((l) => l.bud)); p.act = sum(p.lines.map((l) => l.act)); p.q = [0, 1, 2, 3].map((k) => sum(p.lines.map((l) => l.q[k]))); }
for (const l of NU_BUD_INC) l.q = q(l.act, l.w);
// grant income in a quarter is the spending it funds (Elimu less the restricted gifts spent, 3,000,000 a quarter)
NU_BUD_INC[0].q = NU_BUD_EXP[0].q.map((x) => x - restrictedSpent / 4);
for (const k of [1, 2, 3]) NU_BUD_INC[k].q = [...NU_BUD_EXP[k].q];
for (const l of NU_BUD_INC) if (sum(l.q) !== l.act) throw new Error(`budget quarters ${l.label}`);
const BUD = {
  inc: NU_BUD_INC, exp: NU_BUD_EXP,
  incBud: sum(NU_BUD_INC.map((l) => l.bud)), incAct: sum(NU_BUD_INC.map((l) => l.act)), incQ: [0, 1, 2, 3].map((k) => sum(NU_BUD_INC.map((l) => l.q[k]))),
  expBud: sum(NU_BUD_EXP.map((p) => p.bud)), expAct: sum(NU_BUD_EXP.map((p) => p.act)), expQ: [0, 1, 2, 3].map((k) => sum(NU_BUD_EXP.map((p) => p.q[k]))),
};
BUD.surBud = BUD.incBud - BUD.expBud; BUD.surAct = BUD.incAct - BUD.expAct;

// board minutes: FY2025/26 budget against 2024/25 budget and actual (expenditure excludes depreciation)
const MIN_ROWS = [
  { label: 'Elimu kwa Wasichana', b25: NU_BUD_EXP[0].bud, a25: NU_BUD_EXP[0].act, b26: 348500000 },
  { label: 'Mama na Mtoto', b25: NU_BUD_EXP[1].bud, a25: NU_BUD_EXP[1].act, b26: 181200000 },
  { label: 'Kilimo Bora', b25: NU_BUD_EXP[2].bud, a25: NU_BUD_EXP[2].act, b26: 238000000 },
  { label: 'Vijana Skills', b25: NU_BUD_EXP[3].bud, a25: NU_BUD_EXP[3].act, b26: 52500000 },
  { label: 'Administration and governance', b25: NU_BUD_EXP[4].bud, a25: NU_BUD_EXP[4].act, b26: 71800000 },
  { label: 'Fundraising and communication', b25: NU_BUD_EXP[5].bud, a25: NU_BUD_EXP[5].act, b26: 8000000 },
];
const MIN = {
  rows: MIN_ROWS,
  tot: { b25: sum(MIN_ROWS.map((r) => r.b25)), a25: sum(MIN_ROWS.map((r) => r.a25)), b26: sum(MIN_ROWS.map((r) => r.b26)) },
  income26: 915000000,
  date: '2025-09-27', next: '2025-12-13', chair: 'Dr. Elibariki Mollel', treasurer: 'Ms. Neema Lyimo', ed: 'Mr. Baraka Massawe', secretary: 'Mr. Baraka Massawe',
  increment: 6, incrementFrom: '1 January 2026', auditFee26: 7800000, auditFee25: 5900000, auditor: 'Kisanga & Associates', motorcycles: 3, motorcycleEach: 4850000,
  present: 7, absentApology: 'Mr. Joseph Kimaro',
};

// CRDB current account, June 2025: [posting, details, value, debit, credit]
const crdbRows = [
  ['02/06/2025', 'CASH DEPOSIT - MICHANGO HARAMBEE 01/06 NJIRO', '02/06/2025', 0, 1850000],
  ['03/06/2025', 'INWARD TT REF TT25154A0871 NORDIC SMALLHOLDER TRUST USD 20,000.00 @ 2,660.00', '02/06/2025', 0, 53200000],
  ['03/06/2025', 'MONTHLY LEDGER FEE MAY 2025', '03/06/2025', 15000, 0],
  ['03/06/2025', 'VAT 18% ON LEDGER FEE', '03/06/2025', 2700, 0],
  ['04/06/2025', 'CHQ 004507 MERU SECONDARY SCHOOL - SCHOOL FEES TERM II', '05/06/2025', 14600000, 0],
  ['05/06/2025', 'NSSF CONTRIBUTION MAY 2025 CONTROL NO 991045327781', '05/06/2025', 3400000, 0],
  ['05/06/2025', 'TRA PAYE MAY 2025 CONTROL NO 991040118264', '05/06/2025', 2418600, 0],
  ['06/06/2025', 'WCF CONTRIBUTION MAY 2025 CONTROL NO 991051200937', '06/06/2025', 85000, 0],
  ['09/06/2025', 'EFT INWARD ARUSHA DISTRICT COUNCIL - VIJANA Q4 DISBURSEMENT', '09/06/2025', 0, 10000000],
  ['10/06/2025', 'CHQ 004508 AGRO-VET SUPPLIES ARUSHA - SEEDS KILIMO BORA', '11/06/2025', 12480000, 0],
  ['11/06/2025', 'INTERNAL TRANSFER TO NMB PROJECT A/C 40110023561', '11/06/2025', 20000000, 0],
  ['12/06/2025', 'CHQ 004509 MERU OFFICE SUPPLIES LTD', '13/06/2025', 637200, 0],
  ['13/06/2025', 'CASH WITHDRAWAL - MASURUFU FIELD ADVANCE J. MOLLEL', '13/06/2025', 2400000, 0],
  ['16/06/2025', 'MOBILE BANKING LUKU TANESCO METER 24716630581', '16/06/2025', 300000, 0],
  ['16/06/2025', 'AUWSA WATER BILL ACC 0231847', '16/06/2025', 86500, 0],
  ['17/06/2025', 'INTERNAL TRANSFER FROM NMB USD A/C 40210008817 USD 10,000.00 @ 2,650.00', '17/06/2025', 0, 26500000],
  ['18/06/2025', 'EFT INWARD KARATU DC - YOUTH TRAINING FEES', '18/06/2025', 0, 4500000],
  ['19/06/2025', 'CHQ 004510 MEDICAL STORES DEPARTMENT - MAMA NA MTOTO SUPPLIES', '20/06/2025', 6745000, 0],
  ['20/06/2025', 'POS PURCHASE PUMA ENERGY NJIRO ARUSHA', '20/06/2025', 845000, 0],
  ['23/06/2025', 'CASH DEPOSIT - SEEDLING SALES USA RIVER NURSERY', '23/06/2025', 0, 1265000],
  ['24/06/2025', 'TTCL CORPORATION - FIBRE INTERNET JUNE', '24/06/2025', 350000, 0],
  ['25/06/2025', 'BULK PAYMENT SALARIES JUNE 2025 - 38 STAFF', '25/06/2025', 12881400, 0],
  ['25/06/2025', 'BULK PAYMENT CHARGES 38 @ 1,000', '25/06/2025', 38000, 0],
  ['25/06/2025', 'VAT 18% ON BULK PAYMENT CHARGES', '25/06/2025', 6840, 0],
  ['26/06/2025', 'CHQ 004511 KISANGA & ASSOCIATES - INTERIM AUDIT FEE', '27/06/2025', 3540000, 0],
  ['27/06/2025', 'RTGS NJIRO PROPERTIES LTD - OFFICE RENT JUL-SEP 2025', '27/06/2025', 3000000, 0],
  ['27/06/2025', 'RTGS CHARGES', '27/06/2025', 10000, 0],
  ['27/06/2025', 'VAT 18% ON RTGS CHARGES', '27/06/2025', 1800, 0],
  ['30/06/2025', 'CREDIT INTEREST JUNE 2025', '30/06/2025', 0, 312460],
  ['30/06/2025', 'WITHHOLDING TAX ON INTEREST 10%', '30/06/2025', 31246, 0],
  ['30/06/2025', 'SMS ALERT CHARGES JUNE 2025', '30/06/2025', 3000, 0],
  ['30/06/2025', 'VAT 18% ON SMS ALERT CHARGES', '30/06/2025', 540, 0],
];
const crdbClose = cashAcc.crdb[0];
const crdbOpen = crdbClose - sum(crdbRows.map((r) => r[4])) + sum(crdbRows.map((r) => r[3]));
let bal = crdbOpen;
const CRDB = crdbRows.map(([post, details, value, dr, cr]) => { bal += cr - dr; return { post, details, value, dr, cr, bal }; });

// EFD receipt (VAT-inclusive prices)
const EFD_ITEMS = [
  ['A4 PAPER DOUBLE A 80GSM REAM', 10, 14000],
  ['TONER HP 85A BLACK', 2, 165000],
  ['BOX FILE KANGARO BLUE', 20, 3500],
  ['RECEIPT BOOK DUPLICATE A5', 12, 4600],
  ['FLIP CHART PAPER PAD', 6, 7000],
].map(([d, qn, p]) => ({ d, qn, p, amt: qn * p }));
const efdTotal = sum(EFD_ITEMS.map((i) => i.amt));
const EFD = {
  items: EFD_ITEMS, total: efdTotal, excl: r2(efdTotal / 1.18), tax: r2(efdTotal - efdTotal / 1.18),
  name: 'MERU OFFICE SUPPLIES LTD', tin: '104-233-871', vrn: '40-008712-W', serial: '10TZ100456', znum: '412', rctNo: '2847', date: '12/06/2025', time: '11:42:07',
  uin: '09VFDWEBAPI-10423387110TZ100456', vcode: '8F2A61C2847',
};

export const NU = { recvNote, CL, NU_CLASSES, EXP: NU_EXP, INC: NU_INC, classExp, DONORS: NU_DONORS, IE, PPE, FP, CF, cashAcc, adminNote, STAFF, BUD, MIN, CRDB, crdbOpen, crdbClose, EFD, y24, grpExp, accOf, incOf };

// ====================================================================== Cornerstone Hope (Jamaica)
// The donations register for April 2024 - March 2025; categories and funds
const R = rng(20250331);
const CH_MONTHS = ['2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03'];
const people = ['Marcia Henry', 'Devon Ellis', 'Paulette Gordon', 'Winston Clarke', 'Sharon Bailey', 'Andre Thompson', 'Yvonne Reid', 'Garfield Brown', 'Tanya Williams', 'Kevin Lawrence', 'Joan Morrison', 'Everton Grant', 'Camille Stewart', 'Lloyd Campbell', 'Nadine Francis', 'Owen Walker', 'Beverley Hall', 'Ricardo Spence', 'Sonia Douglas', 'Fitzroy Palmer'];
const diaspora = ['Friends of Cornerstone – Brooklyn NY', 'Hyacinth Powell (Toronto)', 'Cornerstone Alumni UK (Croydon)', 'Dr. Michael Barrett (Miami)', 'Claudette Edwards (Hartford CT)'];
const corporates = ['Island Breeze Bakery Ltd', 'Liguanea Pharmacy Ltd', 'Harbour Lights Shipping Ltd', 'Waltham Park Hardware & Lumber Ltd', 'Blue Mahoe Insurance Brokers', 'Kingston Wharf Distributors Ltd'];
const FUNDS = ['General', 'Feeding Programme', 'Back-to-School', 'Senior Care', 'Building Fund'];
const methods = ['Cash', 'Cheque', 'Bank Transfer', 'Lynk'];
const pick = (a) => a[Math.floor(R() * a.length)];
const reg = [];
// special offerings from the congregation each month (feeding programme) + a few fixed large gifts
const monthDays = { '2024-04': 30, '2024-05': 31, '2024-06': 30, '2024-07': 31, '2024-08': 31, '2024-09': 30, '2024-10': 31, '2024-11': 30, '2024-12': 31, '2025-01': 31, '2025-02': 28, '2025-03': 31 };
const sundays = (m) => { const out = []; for (let d = 1; d <= monthDays[m]; d++) { const dt = new Date(`${m}-${String(d).padStart(2, '0')}T12:00:00Z`); if (dt.getUTCDay() === 0) out.push(`${m}-${String(d).padStart(2, '0')}`); } return out; };
for (const m of CH_MONTHS) {
  const sun = sundays(m);
  // first Sunday: congregation special offering for the feeding programme
  reg.push({ date: sun[0], donor: 'Congregation – Special Offering', cat: 'Congregation', fund: 'Feeding Programme', method: 'Cash', amt: r2(180000 + Math.round(R() * 8000000) / 100) });
  // last Sunday of each quarter: building fund offering
  if (['2024-06', '2024-09', '2024-12', '2025-03'].includes(m)) reg.push({ date: sun[sun.length - 1], donor: 'Congregation – Building Fund Offering', cat: 'Congregation', fund: 'Building Fund', method: 'Cash', amt: r2(250000 + Math.round(R() * 15000000) / 100) });
  // individuals
  const ni = 4 + Math.floor(R() * 3);
  for (let i = 0; i < ni; i++) {
    const d = `${m}-${String(1 + Math.floor(R() * (monthDays[m] - 1))).padStart(2, '0')}`;
    const f = m === '2024-07' || m === '2024-08' ? (R() < 0.6 ? 'Back-to-School' : 'General') : pick(['General', 'General', 'Feeding Programme', 'Senior Care', 'Building Fund']);
    reg.push({ date: d, donor: pick(people), cat: 'Individual', fund: f, method: pick(methods), amt: Math.round(50 + R() * 850) * 100 });
  }
  // diaspora (every other month)
  {
    const d = `${m}-${String(5 + Math.floor(R() * 20)).padStart(2, '0')}`;
    const usd = [100, 150, 200, 250, 300, 400, 500, 600][Math.floor(R() * 8)];
    const rate = 154 + Math.round(R() * 400) / 100;
    reg.push({ date: d, donor: pick(diaspora), cat: 'Diaspora', fund: pick(['General', 'Feeding Programme', 'Senior Care']), method: 'Bank Transfer', amt: r2(usd * rate), note: `US$${usd} @ ${rate.toFixed(2)}` });
  }
}
// corporate gifts (set out by hand)
reg.push(
  { date: '2024-07-19', donor: 'Harbour Lights Shipping Ltd', cat: 'Corporate', fund: 'Back-to-School', method: 'Cheque', amt: 750000 },
  { date: '2024-08-09', donor: 'Island Breeze Bakery Ltd', cat: 'Corporate', fund: 'Back-to-School', method: 'Bank Transfer', amt: 250000 },
  { date: '2024-06-14', donor: 'Liguanea Pharmacy Ltd', cat: 'Corporate', fund: 'Senior Care', method: 'Cheque', amt: 185000 },
  { date: '2024-10-04', donor: 'Kingston Wharf Distributors Ltd', cat: 'Corporate', fund: 'Feeding Programme', method: 'Bank Transfer', amt: 400000 },
  { date: '2024-12-06', donor: 'Blue Mahoe Insurance Brokers', cat: 'Corporate', fund: 'General', method: 'Cheque', amt: 220000 },
  { date: '2024-12-13', donor: 'Island Breeze Bakery Ltd', cat: 'Corporate', fund: 'Feeding Programme', method: 'Bank Transfer', amt: 150000 },
  { date: '2024-12-20', donor: 'Harbour Lights Shipping Ltd', cat: 'Corporate', fund: 'General', method: 'Cheque', amt: 500000 },
  { date: '2025-02-21', donor: 'Waltham Park Hardware & Lumber Ltd', cat: 'Corporate', fund: 'Building Fund', method: 'Cheque', amt: 375000 },
  { date: '2025-03-07', donor: 'Kingston Wharf Distributors Ltd', cat: 'Corporate', fund: 'Feeding Programme', method: 'Bank Transfer', amt: 180000 },
  { date: '2024-09-27', donor: 'Liguanea Pharmacy Ltd', cat: 'Corporate', fund: 'Senior Care', method: 'Cheque', amt: 120000 },
  // a large individual gift and a returned cheque
  { date: '2024-11-08', donor: 'Estate of the late Mother Ivy Grant', cat: 'Individual', fund: 'Building Fund', method: 'Cheque', amt: 350000 },
  { date: '2024-11-22', donor: 'Returned cheque – Everton Grant (chq 001184)', cat: 'Individual', fund: 'General', method: 'Cheque', amt: -25000 },
  { date: '2024-11-15', donor: 'Everton Grant', cat: 'Individual', fund: 'General', method: 'Cheque', amt: 25000 },
);
// individual gifts in whole hundreds
for (const g of reg) if (g.cat === 'Individual' && Math.abs(g.amt) < 100000) g.amt = Math.round(g.amt / 100) * 100;
reg.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
reg.forEach((g, i) => { g.no = `CH-${String(2401 + i)}`; });
const REG = reg;
const regSum = (f) => sum2(REG.filter(f).map((g) => g.amt));
const CATS = ['Individual', 'Congregation', 'Corporate', 'Diaspora'];
const donByCat = Object.fromEntries(CATS.map((c) => [c, regSum((g) => g.cat === c)]));
const donByFund = Object.fromEntries(FUNDS.map((f) => [f, regSum((g) => g.fund === f)]));
const donTot = sum2(Object.values(donByCat));
const monthOf = (iso) => iso.slice(0, 7);

// QBO accounts: income and expenses, annual actual and budget, monthly by weights (donations from the register)
const flat = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
const CH_ACC = [
  // income
  { key: 'donInd', name: 'Donations - Individuals', sec: 'inc', donCat: 'Individual', bud: 2800000 },
  { key: 'donCong', name: 'Donations - Congregation', sec: 'inc', donCat: 'Congregation', bud: 3900000 },
  { key: 'donCorp', name: 'Donations - Corporate', sec: 'inc', donCat: 'Corporate', bud: 3000000 },
  { key: 'donDia', name: 'Donations - Diaspora', sec: 'inc', donCat: 'Diaspora', bud: 450000 },
  { key: 'grants', name: 'Grants', sec: 'inc', act: 2300000, bud: 2500000, mw: [0, 0, 925000, 0, 0, 0, 225000, 0, 0, 925000, 0, 225000], exact: true, bw: [0, 0, 4, 0, 0, 0, 1, 0, 0, 4, 0, 1] },
  { key: 'subv', name: 'Church Subvention', sec: 'inc', act: 1200000, bud: 1200000, mw: flat, fixed: true },
  { key: 'events', name: 'Fundraising Events', sec: 'inc', act: 1972150, bud: 1800000, mw: [0, 0, 0, 0, 0, 0, 846350, 0, 1125800, 0, 0, 0], exact: true, bw: [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0] },
  // programme expenses
  { key: 'feed', name: 'Feeding Programme', sec: 'prog', act: 3862415.3, bud: 3750000, mw: [8, 8, 9, 8, 8, 8, 9, 8, 11, 8, 7, 8] },
  { key: 'homework', name: 'Homework & Literacy Centre', sec: 'prog', act: 1145880, bud: 1200000, mw: [9, 9, 5, 1, 1, 10, 10, 10, 7, 10, 10, 10], bw: [1, 1, 1, 0, 0, 1, 1, 1, 1, 1, 1, 1] },
  { key: 'senior', name: "Senior Citizens' Care", sec: 'prog', act: 813560.5, bud: 900000, mw: flat },
  { key: 'bts', name: 'Back-to-School Assistance', sec: 'prog', act: 1346900, bud: 1250000, mw: [0, 0, 0, 5, 70, 25, 0, 0, 0, 0, 0, 0], bw: [0, 0, 0, 0, 80, 20, 0, 0, 0, 0, 0, 0] },
  { key: 'evcost', name: 'Fundraising Event Costs', sec: 'prog', act: 684275.4, bud: 650000, mw: [0, 0, 0, 0, 0, 0, 45, 0, 55, 0, 0, 0], bw: [0, 0, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0] },
  // administrative expenses (the schedule)
  { key: 'sal', name: 'Salaries & Wages', sec: 'adm', act: 2640000, bud: 2640000, mw: flat, fixed: true },
  { key: 'stat', name: 'Statutory Contributions (NIS, NHT, Ed. Tax, HEART)', sec: 'adm', act: 330000, bud: 330000, mw: flat, fixed: true },
  { key: 'jps', name: 'Electricity (JPS)', sec: 'adm', act: 486215.34, bud: 420000, mw: [8, 9, 9, 10, 10, 9, 8, 8, 7, 7, 7, 8] },
  { key: 'nwc', name: 'Water (NWC)', sec: 'adm', act: 118406.22, bud: 120000, mw: flat },
  { key: 'tel', name: 'Telephone & Internet', sec: 'adm', act: 164880, bud: 168000, mw: flat, fixed: true },
  { key: 'office', name: 'Office Supplies & Stationery', sec: 'adm', act: 92345.75, bud: 80000, mw: [5, 3, 4, 9, 12, 8, 6, 9, 7, 12, 10, 15] },
  { key: 'audit', name: 'Audit Fees', sec: 'adm', act: 280000, bud: 280000, mw: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1], bw: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1] },
  { key: 'acctg', name: 'Accounting Fees', sec: 'adm', act: 120000, bud: 120000, mw: flat, fixed: true },
  { key: 'bank', name: 'Bank Charges & GCT', sec: 'adm', act: 48612.5, bud: 42000, mw: [8, 8, 9, 8, 8, 8, 9, 8, 9, 8, 8, 9] },
  { key: 'ins', name: 'Insurance', sec: 'adm', act: 156300, bud: 150000, mw: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], bw: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  { key: 'repairs', name: 'Repairs & Maintenance', sec: 'adm', act: 214770, bud: 180000, mw: [3, 0, 12, 5, 0, 9, 0, 4, 14, 0, 6, 8] },
  { key: 'security', name: 'Security Services', sec: 'adm', act: 360000, bud: 360000, mw: flat, fixed: true },
  { key: 'mv', name: 'Motor Vehicle Expenses', sec: 'adm', act: 238455.6, bud: 220000, mw: [7, 8, 9, 9, 11, 8, 7, 8, 9, 8, 8, 8] },
  { key: 'sundry', name: 'Sundry Expenses', sec: 'adm', act: 31208.9, bud: 36000, mw: [3, 2, 4, 2, 3, 1, 2, 3, 6, 2, 1, 2] },
  { key: 'dep', name: 'Depreciation', sec: 'dep', act: 412600, bud: 400000, mw: [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1], fixed: true, bw: [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1] },
  // other income
  { key: 'interest', name: 'Interest Earned', sec: 'oth', act: 38412.67, bud: 30000, mw: [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1], bw: [0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1] },
];
const RB = rng(4417);
for (const a of CH_ACC) {
  if (a.donCat) {
    a.m = CH_MONTHS.map((m) => regSum((g) => g.cat === a.donCat && monthOf(g.date) === m));
    a.act = sum2(a.m);
  } else if (a.exact) a.m = a.mw.map((x) => r2(x));
  else a.m = split(a.act, a.fixed ? a.mw : a.mw.map((x) => (x ? x * (0.85 + 0.3 * RB()) : 0)), 0.01);
  a.m = a.m.map(r2);
  a.act = sum2(a.m);
  // the budget by month: equal twelfths unless the account has a season of its own
  a.bm = split(a.bud, a.bw ?? flat, 0.01).map(r2);
}
const acc = (k) => CH_ACC.find((a) => a.key === k);
const secSum = (s, f = 'act') => sum2(CH_ACC.filter((a) => a.sec === s).map((a) => a[f]));
const secMonth = (s, i, f = 'm') => sum2(CH_ACC.filter((a) => a.sec === s).map((a) => a[f][i]));

// statements
const chY24 = {
  don: { Individual: 2586450, Congregation: 3652930.5, Corporate: 2715000, Diaspora: 548742.35 },
  grants: 1950000, subv: 1200000, events: 1648300, interest: 31207.44,
  feed: 3478210.15, homework: 1032600, senior: 766380, bts: 1185400, evcost: 598140.2, dep: 398500,
  adm: { sal: 2520000, stat: 315000, jps: 441877.2, nwc: 109220.5, tel: 158400, office: 84210.35, audit: 260000, acctg: 110000, bank: 44308.75, ins: 148500, repairs: 96540, security: 336000, mv: 205118.4, sundry: 27410.5 },
  bfTransfer: 0,
};
const ADM_KEYS = ['sal', 'stat', 'jps', 'nwc', 'tel', 'office', 'audit', 'acctg', 'bank', 'ins', 'repairs', 'security', 'mv', 'sundry'];
const adm = [secSum('adm'), sum2(ADM_KEYS.map((k) => chY24.adm[k]))];
const don = [donTot, sum2(Object.values(chY24.don))];
const RE = {
  don, grants: [acc('grants').act, chY24.grants], subv: [acc('subv').act, chY24.subv], events: [acc('events').act, chY24.events], interest: [acc('interest').act, chY24.interest],
  feed: [acc('feed').act, chY24.feed], homework: [acc('homework').act, chY24.homework], senior: [acc('senior').act, chY24.senior], bts: [acc('bts').act, chY24.bts],
  evcost: [acc('evcost').act, chY24.evcost], adm, dep: [acc('dep').act, chY24.dep],
};
RE.rev = [0, 1].map((k) => sum2([RE.don[k], RE.grants[k], RE.subv[k], RE.events[k], RE.interest[k]]));
RE.progTot = [0, 1].map((k) => sum2([RE.feed[k], RE.homework[k], RE.senior[k], RE.bts[k]]));
RE.exp = [0, 1].map((k) => sum2([RE.progTot[k], RE.evcost[k], RE.adm[k], RE.dep[k]]));
RE.sur = [0, 1].map((k) => r2(RE.rev[k] - RE.exp[k]));
// building fund: donations to it are transferred from the general fund
const bfIn = [donByFund['Building Fund'], 0];
bfIn[1] = 1086420;
const FUNDS_CH = { bf: [null, 2915300], gen: [null, 5304110.45] };
FUNDS_CH.bf[0] = r2(FUNDS_CH.bf[1] + bfIn[0]);
FUNDS_CH.gen[0] = r2(FUNDS_CH.gen[1] + RE.sur[0] - bfIn[0]);
FUNDS_CH.bf[2] = r2(FUNDS_CH.bf[1] - bfIn[1]);
FUNDS_CH.gen[2] = r2(FUNDS_CH.gen[1] - RE.sur[1] + bfIn[1]);
FUNDS_CH.tot = [0, 1, 2].map((k) => r2(FUNDS_CH.bf[k] + FUNDS_CH.gen[k]));
// PPE note
const CH_PPE = [
  { name: 'Building improvements', cost0: 2650000, add: 0, ad0: 662500, chg: 132500 },
  { name: 'Kitchen equipment', cost0: 1184000, add: 245000, ad0: 473600, chg: 142880 },
  { name: 'Furniture and fixtures', cost0: 612500, add: 0, ad0: 306250, chg: 61250 },
  { name: 'Computers', cost0: 389600, add: 0, ad0: 380850, chg: 8750 },
  { name: 'Motor vehicle', cost0: 2250000, add: 0, ad0: 1950000, chg: 67220 },
];
for (const p of CH_PPE) { p.cost1 = r2(p.cost0 + p.add); p.ad1 = r2(p.ad0 + p.chg); p.nbv1 = r2(p.cost1 - p.ad1); p.nbv0 = r2(p.cost0 - p.ad0); }
const chPpe = [sum2(CH_PPE.map((p) => p.nbv1)), sum2(CH_PPE.map((p) => p.nbv0))];
const SFP = {
  ppe: chPpe, recv: [186450, 142300], stock: [98760, 75200],
  pay: [412385.6, 355120], stat: [64800, 61250],
  funds: [FUNDS_CH.tot[0], FUNDS_CH.tot[1]],
};
SFP.liab = [0, 1].map((k) => r2(SFP.pay[k] + SFP.stat[k]));
SFP.cash = [0, 1].map((k) => r2(SFP.liab[k] + SFP.funds[k] - SFP.ppe[k] - SFP.recv[k] - SFP.stock[k]));
SFP.curAss = [0, 1].map((k) => r2(SFP.cash[k] + SFP.recv[k] + SFP.stock[k]));
SFP.tot = [0, 1].map((k) => r2(SFP.curAss[k] + SFP.ppe[k]));
const chCash = { usd: [2145.6, 1870.25], rate: [157.2, 155.35], petty: [15000, 15000], savings: [FUNDS_CH.bf[0] + 186420.33, FUNDS_CH.bf[1] + 120884.9] };
chCash.usdJ = chCash.usd.map((u, k) => r2(u * chCash.rate[k]));
chCash.savings = chCash.savings.map(r2);
chCash.ncb = [0, 1].map((k) => r2(SFP.cash[k] - chCash.usdJ[k] - chCash.petty[k] - chCash.savings[k]));
const CH_STAFF = { count: [6, 6], volunteers: 42, meals: 18450, students: 64, seniors: 37, btsChildren: 212 };
// grants note
const CH_GRANTS = [
  { name: 'Caribbean Hope Trust (Toronto) – feeding and seniors', v: [1850000, 1500000] },
  { name: 'Rotary Club of Liguanea – homework centre', v: [450000, 450000] },
];

// NCB current account, March 2025: the payments out, and the March gifts of the register (all but the diaspora
// gifts, which go to the Scotiabank US$ account) lodged on the day or, for weekend gifts, the next Monday
const ncbOut = [
  ['03/03/2025', 'JPS ELECTRICITY - ACCT 7400913261 ONLINE PYMT', 'BP5501873', 38415.62],
  ['05/03/2025', 'POS PURCHASE 04MAR HI-LO FOOD STORES LIGUANEA', 'POS118273', 21863.4],
  ['10/03/2025', 'NWC WATER - ACCT 1209388 ONLINE PYMT', 'BP5503318', 9866.35],
  ['11/03/2025', 'FLOW JAMAICA - BROADBAND ACCT 80411923', 'BP5503402', 13740],
  ['12/03/2025', 'CHQ 000612 ST. ANDREW SECURITY SERVICES LTD', '000612', 30000],
  ['14/03/2025', 'CHQ 000613 MEALS ON WHEELS SUPPLIES - SENIORS', '000613', 18650],
  ['17/03/2025', 'POS PURCHASE 15MAR CONSTANT SPRING FOOD MART KGN', 'POS118902', null],
  ['20/03/2025', 'TAJ S01 STATUTORY DEDUCTIONS FEB 2025', 'TAJ0225', 41250],
  ['25/03/2025', 'SALARIES MARCH 2025 - 6 STAFF (NCB BULK)', 'PAY0325', 192860],
  ['25/03/2025', 'BULK PAYMENT FEE', 'FEE0325', 1200],
  ['25/03/2025', 'GCT ON FEES 15%', 'GCT0325', 180],
  ['26/03/2025', 'CHQ 000614 CAMPBELL REID & CO - AUDIT FEE (PART)', '000614', 140000],
  ['31/03/2025', 'TRANSFER TO SAVINGS A/C 354-118-920 BUILDING FUND', 'TRF3103', null],
  ['31/03/2025', 'MONTHLY SERVICE CHARGE', 'SVC0325', 1850],
  ['31/03/2025', 'GCT ON SERVICE CHARGE 15%', 'GCT0331', 277.5],
];
const lodgeDay = (iso) => { const d = new Date(`${iso}T12:00:00Z`); while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1); return d.toISOString().slice(0, 10); };
const dmy = (iso) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
const ncbIn = REG.filter((g) => g.date.startsWith('2025-03') && g.cat !== 'Diaspora').map((g, i) => {
  const who = g.donor.toUpperCase();
  const desc = g.cat === 'Congregation' ? `CASH LODGEMENT - ${g.donor.replace('Congregation – ', '').toUpperCase()} ${dmy(g.date).slice(0, 5)}`
    : g.method === 'Bank Transfer' ? (g.cat === 'Corporate' ? `ACH CREDIT ${who}` : `INTERBANK TRANSFER IN - ${who}`)
      : g.method === 'Lynk' ? `LYNK TRANSFER IN - ${who}` : g.method === 'Cheque' ? `CHEQUE LODGEMENT - ${who}` : `CASH LODGEMENT - ${who}`;
  return { iso: lodgeDay(g.date), row: [dmy(lodgeDay(g.date)), desc, `LDG${String(301 + i)}`, 0, g.amt], reg: g };
});
const marBf = REG.find((g) => g.date.startsWith('2025-03') && g.donor === 'Congregation – Building Fund Offering');
const ncbRows = [
  ...ncbOut.map(([d, desc, ref, dr]) => ({ iso: `${d.slice(6)}-${d.slice(3, 5)}-${d.slice(0, 2)}`, row: [d, desc, ref, dr, 0] })),
  ...ncbIn,
].sort((a, b) => (a.iso < b.iso ? -1 : a.iso > b.iso ? 1 : (a.row[4] ? 0 : 1) - (b.row[4] ? 0 : 1))).map((x) => x.row);
ncbRows.push(['31/03/2025', 'CREDIT INTEREST', 'INT0325', 0, 412.18]);
ncbRows.find((r) => r[2] === 'TRF3103')[3] = marBf.amt;
// receipt (Jamaica, GCT 15% on taxable items only)
const RC_ITEMS = [
  ['RICE LONG GRAIN 10KG', 2, 4250, 'E'],
  ['CHICKEN BACK 10LB BOX', 3, 2890, 'E'],
  ['COOKING OIL 3.78L', 2, 2150, 'E'],
  ['COUNTRY STYLE CORNMEAL 2KG', 2, 585, 'E'],
  ['FOAM CONTAINERS 9IN 100PK', 2, 2480, 'T'],
  ['DISH LIQUID 1.5L', 1, 845, 'T'],
  ['ALUMINIUM FOIL 75SQFT', 1, 695, 'T'],
].map(([d, qn, p, t]) => ({ d, qn, p, t, amt: r2(qn * p) }));
const taxable = sum2(RC_ITEMS.filter((i) => i.t === 'T').map((i) => i.amt));
const exempt = sum2(RC_ITEMS.filter((i) => i.t === 'E').map((i) => i.amt));
const gct = r2(taxable * 0.15);
const RC = {
  items: RC_ITEMS, taxable, exempt, sub: r2(taxable + exempt), gct, total: r2(taxable + exempt + gct), qty: sum(RC_ITEMS.map((i) => i.qn)),
  name: 'CONSTANT SPRING FOOD MART LTD', trn: '001-482-559', inv: '0415-228731', date: '15/03/2025', time: '10:42', cashier: 'SHANICE', till: '04',
};
ncbRows.find((r) => r[2] === 'POS118902')[3] = RC.total;
const ncbClose = chCash.ncb[0];
const ncbOpen = r2(ncbClose - sum2(ncbRows.map((r) => r[4])) + sum2(ncbRows.map((r) => r[3])));
let b2 = ncbOpen;
const NCB = ncbRows.map(([date, desc, ref, dr, cr]) => { b2 = r2(b2 + cr - dr); return { date, desc, ref, dr, cr, bal: b2 }; });

// AGM minutes: 2025/26 budget by programme against 2024/25 actual
const AGM_ROWS = [
  { label: 'Feeding Programme', a25: RE.feed[0], b26: 4200000 },
  { label: 'Homework & Literacy Centre', a25: RE.homework[0], b26: 1300000 },
  { label: "Senior Citizens' Care", a25: RE.senior[0], b26: 950000 },
  { label: 'Back-to-School Assistance', a25: RE.bts[0], b26: 1500000 },
  { label: 'Administration', a25: RE.adm[0], b26: 5750000 },
];
const AGM = {
  rows: AGM_ROWS, tot: { a25: sum2(AGM_ROWS.map((r) => r.a25)), b26: sum2(AGM_ROWS.map((r) => r.b26)) },
  date: '2025-06-28', members: 58, chair: 'Bishop Clive McKenzie', secretary: 'Sis. Paulette Gordon', oldTreasurer: 'Mrs. Andrea Brown-Walters', newTreasurer: 'Bro. Devon Ellis',
  votes: { Ellis: 37, Lewis: 19 }, spoilt: 2, auditor: 'Campbell Reid & Co.', auditFee26: 300000, nextBoard: '2025-07-19', mealsTarget: 20000,
};

export const CH = { MONTHS: CH_MONTHS, REG, CATS, FUNDS, donByCat, donByFund, donTot, ACC: CH_ACC, acc, secSum, secMonth, RE, FUNDS_CH, bfIn, CH_PPE, SFP, chCash, CH_STAFF, CH_GRANTS, NCB, ncbOpen, ncbClose, RC, AGM, ADM_KEYS, chY24, regSum };
