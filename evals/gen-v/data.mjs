// Bellbird Gully Wildlife Park Ltd (Victoria, Australia; A$; financial year 1 July - 30 June).
// Every figure the documents print is here or derived here; the renderers and the cases read only this.
const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (v) => Math.round(v * 100) / 100;

export const BB = { name: 'Bellbird Gully Wildlife Park Ltd', abn: '62 418 905 337', town: 'Harcourt North VIC 3453' };

// ---------------------------------------------------------------- statement of profit or loss (FY2025, FY2024)
BB.rev = [
  { k: 'adm', label: 'Admissions', v: [2184560, 1962310] },
  { k: 'mem', label: 'Annual memberships', v: [412880, 389450] },
  { k: 'cafe', label: 'Café and retail sales', v: [736420, 688905] },
  { k: 'edu', label: 'Education and experience programs', v: [214300, 176840] },
];
BB.oth = [
  { k: 'don', label: 'Donations and bequests', v: [538210, 702660] },
  { k: 'gr', label: 'Government grants', v: [395000, 460000] },
  { k: 'int', label: 'Interest and investment income', v: [48770, 31240] },
  { k: 'gain', label: 'Gain on disposal of property, plant and equipment', v: [6400, 0] },
];
BB.exp = [
  { k: 'emp', label: 'Employee benefits expense', v: [2402115, 2236480] },
  { k: 'ani', label: 'Animal care, feed and veterinary', v: [486930, 451275] },
  { k: 'cogs', label: 'Cost of goods sold – café and retail', v: [318540, 301120] },
  { k: 'dep', label: 'Depreciation expense', v: [297860, 284310] },
  { k: 'occ', label: 'Occupancy, utilities and maintenance', v: [263415, 248900] },
  { k: 'mkt', label: 'Marketing and promotion', v: [121680, 109455] },
  { k: 'ins', label: 'Insurance', v: [88240, 79610] },
  { k: 'oexp', label: 'Other expenses', v: [97315, 92480] },
];
BB.totRev = [0, 1].map((i) => sum([...BB.rev, ...BB.oth].map((x) => x.v[i])));
BB.totExp = [0, 1].map((i) => sum(BB.exp.map((x) => x.v[i])));
BB.surplus = [0, 1].map((i) => BB.totRev[i] - BB.totExp[i]);
BB.oci = [0, 350000]; // revaluation of land, FY2024
BB.tci = [0, 1].map((i) => BB.surplus[i] + BB.oci[i]);
BB.interestExpense = 16980; // inside other expenses (AIS shows it separately)
BB.kmp = [412650, 396200];
BB.auditFee = [18500, 17600];
BB.auditor = 'Loddon Hart Partners';
BB.auditDate = '2025-09-24';
BB.directorsDate = '2025-09-18';

// employee benefits note
BB.empNote = [
  { label: 'Wages and salaries', v: [1968300, 1842600] },
  { label: 'Superannuation contributions', v: [226355, 207290] },
  { label: 'Workers compensation insurance', v: [52410, 47880] },
  { label: 'Movement in annual and long service leave provisions', v: [26765, 18330] },
  { label: 'Other employee costs (training, uniforms)', v: [128285, 120380] },
];
// government grants by funder (note 4)
BB.grants = [
  { label: 'DEECA – Zoos and Wildlife Parks Support Program', v: [150000, 200000] },
  { label: 'Regional Tourism Investment Fund', v: [120000, 180000] },
  { label: 'Mount Alexander Shire – community grant', v: [25000, 20000] },
  { label: 'Commonwealth – Saving Native Species', v: [100000, 60000] },
];

// property, plant and equipment reconciliation (note 9), FY2025
BB.ppeCols = ['Land', 'Buildings', 'Animal enclosures and habitats', 'Plant and equipment', 'Motor vehicles', 'Capital works in progress'];
BB.ppe = {
  open: [2400000, 1986420, 1612300, 418760, 146400, 150000],
  add: [0, 38200, 96440, 61880, 48120, 288000],
  xfer: [0, 0, 210000, 0, 0, -210000],
  disp: [0, 0, 0, 0, -3100, 0],
  dep: [0, -74310, -132480, -58950, -32120, 0],
};
BB.ppe.close = BB.ppe.open.map((o, i) => o + BB.ppe.add[i] + BB.ppe.xfer[i] + BB.ppe.disp[i] + BB.ppe.dep[i]);
BB.ppeTot = Object.fromEntries(Object.entries(BB.ppe).map(([k, a]) => [k, sum(a)]));
BB.disposalProceeds = 9500;

// statement of financial position (30 June 2025, 30 June 2024)
BB.ca = [
  { k: 'cash', label: 'Cash and cash equivalents', v: [null, 1046120] },
  { k: 'rec', label: 'Trade and other receivables', v: [86450, 72910] },
  { k: 'inv', label: 'Inventories', v: [94215, 88760] },
  { k: 'td', label: 'Term deposits', v: [600000, 500000] },
  { k: 'pre', label: 'Prepayments', v: [41380, 38205] },
];
BB.nca = [
  { k: 'beq', label: 'Bequest Fund investments', v: [1862540, 1701330] },
  { k: 'ppe', label: 'Property, plant and equipment', v: [BB.ppeTot.close, BB.ppeTot.open] },
];
BB.cl = [
  { k: 'pay', label: 'Trade and other payables', v: [248615, 231040] },
  { k: 'con', label: 'Contract liabilities', v: [187420, 176300] },
  { k: 'prov', label: 'Employee provisions', v: [298760, 276415] },
  { k: 'bor', label: 'Borrowings', v: [60000, 60000] },
];
BB.ncl = [
  { k: 'prov2', label: 'Employee provisions', v: [54300, 49880] },
  { k: 'bor2', label: 'Borrowings', v: [240000, 300000] },
];
BB.reserve = [1850000, 1850000];
{
  const tot = (rows, i) => sum(rows.map((x) => x.v[i] ?? 0));
  const na24 = tot(BB.ca, 1) + tot(BB.nca, 1) - tot(BB.cl, 1) - tot(BB.ncl, 1);
  const na25 = na24 + BB.tci[0];
  BB.ca[0].v[0] = na25 - (tot(BB.ca, 0) + tot(BB.nca, 0) - tot(BB.cl, 0) - tot(BB.ncl, 0));
  BB.totCA = [0, 1].map((i) => tot(BB.ca, i));
  BB.totNCA = [0, 1].map((i) => tot(BB.nca, i));
  BB.totA = [0, 1].map((i) => BB.totCA[i] + BB.totNCA[i]);
  BB.totCL = [0, 1].map((i) => tot(BB.cl, i));
  BB.totNCL = [0, 1].map((i) => tot(BB.ncl, i));
  BB.totL = [0, 1].map((i) => BB.totCL[i] + BB.totNCL[i]);
  BB.na = [na25, na24];
  BB.na23 = na24 - BB.tci[1];
  BB.retained = [na25 - BB.reserve[0], na24 - BB.reserve[1]];
  BB.retained23 = BB.na23 - (BB.reserve[1] - BB.oci[1]);
}
// statement of cash flows (direct method); payments to suppliers and employees balance to the cash movement
BB.cf = {
  op: [
    { label: 'Receipts from customers (inclusive of GST)', v: [3921480, 3598220] },
    { label: 'Donations and bequests received', v: [538210, 702660] },
    { label: 'Government grants received', v: [395000, 460000] },
    { label: 'Interest received', v: [46120, 29870] },
    { label: 'Payments to suppliers and employees (inclusive of GST)', v: [null, null] },
    { label: 'Interest paid', v: [-16980, -19420] },
  ],
  inv: [
    { label: 'Payments for property, plant and equipment', v: [-BB.ppeTot.add, -618250] },
    { label: 'Proceeds from sale of property, plant and equipment', v: [BB.disposalProceeds, 0] },
    { label: 'Net investment in term deposits', v: [-100000, -150000] },
    { label: 'Net contributions to Bequest Fund', v: [-112640, -95400] },
  ],
  fin: [{ label: 'Repayment of borrowings', v: [-60000, -60000] }],
  open: [1046120, 1212455],
};
{
  const c = BB.cf;
  const close = [BB.ca[0].v[0], 1046120];
  for (const i of [0, 1]) {
    const rest = sum(c.op.map((x) => x.v[i] ?? 0)) + sum(c.inv.map((x) => x.v[i])) + sum(c.fin.map((x) => x.v[i]));
    c.op[4].v[i] = close[i] - c.open[i] - rest;
  }
  c.netOp = [0, 1].map((i) => sum(c.op.map((x) => x.v[i])));
  c.netInv = [0, 1].map((i) => sum(c.inv.map((x) => x.v[i])));
  c.netFin = [0, 1].map((i) => sum(c.fin.map((x) => x.v[i])));
  c.net = [0, 1].map((i) => c.netOp[i] + c.netInv[i] + c.netFin[i]);
  c.close = close;
}

// ---------------------------------------------------------------- ACNC Annual Information Statement 2025
BB.ais = {
  submitted: '2025-11-27',
  staffFT: 21, staffPT: 14, staffCas: 38, volunteers: 146,
  govRev: BB.oth[1].v[0], donRev: BB.oth[0].v[0],
  goodsRev: sum(BB.rev.map((x) => x.v[0])), invRev: BB.oth[2].v[0], otherRev: 0, otherInc: BB.oth[3].v[0],
  empExp: BB.exp[0].v[0], grantsAus: 0, grantsOS: 0, intExp: BB.interestExpense,
};
BB.ais.totRev = BB.ais.govRev + BB.ais.donRev + BB.ais.goodsRev + BB.ais.invRev + BB.ais.otherRev;
BB.ais.totInc = BB.ais.totRev + BB.ais.otherInc;
BB.ais.otherExp = BB.totExp[0] - BB.ais.empExp - BB.ais.intExp;
BB.ais.totExp = BB.totExp[0];

// ---------------------------------------------------------------- annual report 2024-25: five-year summary
BB.years5 = ['FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'];
BB.five = {
  visitors: [98420, 131760, 162905, 174230, 186410],
  members: [3120, 3460, 3880, 4105, 4290],
  rev: [2687240, 3398560, 4012880, BB.totRev[1], BB.totRev[0]],
  exp: [2904110, 3241700, 3652290, BB.totExp[1], BB.totExp[0]],
  na: [7812460, 7969320, BB.na23, BB.na[1], BB.na[0]],
  animals: [612, 640, 655, 681, 702],
  species: [118, 121, 124, 127, 131],
  volHours: [11240, 14880, 17305, 18960, 19420],
  fte: [28.4, 31.2, 34.0, 36.5, 38.1],
};
BB.five.sur = BB.five.rev.map((r, i) => r - BB.five.exp[i]);
BB.k = (v) => Math.round(v / 100) / 10; // $'000 with one decimal
BB.appeal = { name: 'Platypus Creek Appeal', raised: 184250, donors: 1126 };
BB.agm = '2025-11-20';

// ---------------------------------------------------------------- ticketing export: sales summary by month FY2025
BB.months = ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'];
BB.monthNames = ['July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March', 'April', 'May', 'June'];
{
  const T = [14200, 9850, 13960, 15420, 11380, 19640, 26310, 13150, 16240, 21880, 10470];
  T.push(BB.five.visitors[4] - sum(T));
  const rows = T.map((t, i) => {
    const member = Math.round(0.22 * t), fam = Math.round((0.06 * t) / 4), adult = Math.round(0.38 * t), child = Math.round(0.22 * t);
    const conc = t - member - 4 * fam - adult - child;
    return { m: BB.months[i], adult, child, conc, fam, member, total: t, base: adult * 28.18 + child * 15.45 + conc * 20.91 + fam * 80 };
  });
  const k = BB.rev[0].v[0] / sum(rows.map((r) => r.base));
  let run = 0;
  rows.forEach((r, i) => {
    r.net = i < 11 ? r2(r.base * k) : r2(BB.rev[0].v[0] - run);
    run = r2(run + r.net);
    r.gst = r2(r.net * 0.1);
    r.gross = r2(r.net + r.gst);
    delete r.base;
  });
  BB.tix = rows;
}

// ---------------------------------------------------------------- FY2026 budget pack (Q1 review)
BB.boardMeeting = '2025-10-21';
BB.budgetApproved = '2025-06-26';
BB.bl = [
  { k: 'adm', g: 'i', label: 'Admissions', b25: 2050000, q: [528000, 512000, 796000, 474000], q1a: 541230 },
  { k: 'mem', g: 'i', label: 'Memberships', b25: 400000, q: [104000, 108000, 112000, 106000], q1a: 101640 },
  { k: 'cafe', g: 'i', label: 'Café & retail sales', b25: 720000, q: [176000, 184000, 262000, 158000], q1a: 182915 },
  { k: 'edu', g: 'i', label: 'Education programs', b25: 190000, q: [48000, 62000, 36000, 84000], q1a: 51270 },
  { k: 'don', g: 'i', label: 'Donations & bequests', b25: 600000, q: [90000, 210000, 110000, 140000], q1a: 72480 },
  { k: 'gr', g: 'i', label: 'Grants', b25: 420000, q: [100000, 100000, 100000, 100000], q1a: 125000 },
  { k: 'int', g: 'i', label: 'Interest & other income', b25: 35000, q: [12000, 12000, 12000, 12000], q1a: 13905 },
  { k: 'sal', g: 'e', label: 'Salaries, wages & on-costs', b25: 2350000, q: [620000, 640000, 655000, 625000], q1a: 628410 },
  { k: 'ani', g: 'e', label: 'Animal feed & veterinary', b25: 470000, q: [125000, 125000, 125000, 125000], q1a: 131660 },
  { k: 'cogs', g: 'e', label: 'Café & retail cost of sales', b25: 306000, q: [75000, 79000, 112000, 68000], q1a: 77205 },
  { k: 'util', g: 'e', label: 'Utilities & maintenance', b25: 255000, q: [66000, 68000, 74000, 67000], q1a: 63890 },
  { k: 'mkt', g: 'e', label: 'Marketing', b25: 115000, q: [30000, 42000, 36000, 22000], q1a: 27340 },
  { k: 'ins', g: 'e', label: 'Insurance', b25: 86000, q: [92000, 0, 0, 0], q1a: 94615 },
  { k: 'oth', g: 'e', label: 'Other operating costs', b25: 95000, q: [25000, 25000, 25000, 25000], q1a: 23980 },
  { k: 'dep', g: 'd', label: 'Depreciation', b25: 290000, q: [77500, 77500, 77500, 77500], q1a: 77500 },
];
{
  const a25 = { adm: 2184560, mem: 412880, cafe: 736420, edu: 214300, don: 538210, gr: 395000, int: 48770 + 6400, sal: 2402115, ani: 486930, cogs: 318540, util: 263415, mkt: 121680, ins: 88240, oth: 97315, dep: 297860 };
  for (const l of BB.bl) {
    l.a25 = a25[l.k];
    l.var25 = l.g === 'i' ? l.a25 - l.b25 : l.b25 - l.a25; // favourable / (unfavourable)
    l.b26 = sum(l.q);
    l.q1var = l.g === 'i' ? l.q1a - l.q[0] : l.q[0] - l.q1a;
  }
  const grp = (g, f) => sum(BB.bl.filter((l) => l.g === g).map(f));
  const fields = { b25: (l) => l.b25, a25: (l) => l.a25, q0: (l) => l.q[0], q1: (l) => l.q[1], q2: (l) => l.q[2], q3: (l) => l.q[3], b26: (l) => l.b26, q1a: (l) => l.q1a };
  BB.bt = {};
  for (const [f, fn] of Object.entries(fields)) {
    const inc = grp('i', fn), ex = grp('e', fn), dep = grp('d', fn);
    BB.bt[f] = { inc, ex, ebd: inc - ex, dep, net: inc - ex - dep };
  }
}
BB.capex = [
  { p: 'Platypus Creek habitat upgrade', fund: 'Appeal & grant', b: 320000, s: 86400 },
  { p: 'Nocturnal house air-conditioning', fund: 'Operating', b: 74000, s: 68350 },
  { p: 'Visitor car park resurfacing', fund: 'Operating', b: 58000, s: 0 },
  { p: 'Koala enclosure shade structures', fund: 'Grant – RTIF', b: 96000, s: 41250 },
  { p: 'Café kitchen equipment', fund: 'Operating', b: 36500, s: 12980 },
  { p: 'Solar PV and battery', fund: 'Bequest Fund', b: 145000, s: 0 },
  { p: 'Replacement utes (2)', fund: 'Operating', b: 88000, s: 87640 },
];
BB.capex.forEach((c) => { c.rem = c.b - c.s; });

// ---------------------------------------------------------------- the photo: produce store till slip
BB.slip = {
  shop: 'GULLY ROAD PRODUCE & STOCKFEED', date: '2025-03-14', time: '10:42', docket: '118764',
  items: [
    { d: 'LUCERNE HAY SM BALE', q: 12, p: 24.5, gst: false },
    { d: 'WHEATEN CHAFF 20KG', q: 4, p: 28.95, gst: false },
    { d: 'KANGAROO PELLETS 20KG', q: 6, p: 31.4, gst: true },
    { d: 'ROLLED OATS 25KG', q: 2, p: 36.0, gst: false },
    { d: 'BUCKET GALV 15L', q: 3, p: 19.95, gst: true },
  ],
  card: 'VISA', last4: '4821',
};
BB.slip.items.forEach((i) => { i.amt = r2(i.q * i.p); });
BB.slip.total = r2(sum(BB.slip.items.map((i) => i.amt)));
BB.slip.gst = r2(sum(BB.slip.items.filter((i) => i.gst).map((i) => i.amt)) / 11);

// ================================================================ Pecan Bend University Foundation
// (Lockhart Springs, Texas; US$; fiscal year September 1 - August 31; FY2025 ended August 31, 2025)
export const PB = { name: 'Pecan Bend University Foundation', ein: '74-2861930', city: 'Lockhart Springs, TX 78655' };
PB.auditor = 'Guadalupe & Kerr, LLP';
PB.auditDate = '2025-11-14';

// functional expense matrix FY2025: [Scholarships and Awards, Academic and Faculty Support, Management and General, Fundraising]
PB.fx = [
  { k: 'sch', label: 'Scholarships and awards to students', v: [4812450, 0, 0, 0] },
  { k: 'gru', label: 'Grants to Pecan Bend State University', v: [0, 1028340, 0, 0] },
  { k: 'sal', label: 'Salaries and wages', v: [28600, 312400, 486300, 612750] },
  { k: 'ben', label: 'Employee benefits and payroll taxes', v: [6870, 74980, 116710, 147060] },
  { k: 'cs', label: 'Contributed services from the University', v: [0, 206600, 512400, 693600] },
  { k: 'prof', label: 'Professional fees', v: [0, 0, 128400, 46200] },
  { k: 'evt', label: 'Special events', v: [0, 0, 0, 184760] },
  { k: 'prt', label: 'Printing, postage and communications', v: [6200, 12450, 18340, 96420] },
  { k: 'tech', label: 'Software and technology', v: [0, 8900, 64380, 58240] },
  { k: 'trv', label: 'Travel and meetings', v: [2150, 21760, 24610, 48390] },
  { k: 'ins', label: 'Insurance', v: [0, 0, 36820, 0] },
  { k: 'oth', label: 'Other', v: [6180, 14275, 22415, 17860] },
];
PB.fxCol = [0, 1, 2, 3].map((j) => sum(PB.fx.map((r) => r.v[j])));
PB.fxTot = sum(PB.fxCol);
PB.exp24 = [4418900, 1562300, 1046210, 1181770];

// statement of activities: [without, with] for FY2025, and the FY2024 total
PB.act = [
  { k: 'con', label: 'Contributions', v: [1842300, 6915480], p: 7905600 },
  { k: 'evt', label: 'Special events revenue, net of direct benefits to donors', v: [268450, 0], p: 241900 },
  { k: 'inv', label: 'Investment return, net', v: [1186720, 7642910], p: 6980440 },
  { k: 'spl', label: 'Change in value of split-interest agreements', v: [0, 62480], p: -18960 },
  { k: 'cs', label: 'Contributed services from the University', v: [1412600, 0], p: 1338900 },
  { k: 'oi', label: 'Other income', v: [34280, 0], p: 29150 },
];
PB.released = 5934210;
PB.revW = sum(PB.act.map((r) => r.v[0])) + PB.released;
PB.revR = sum(PB.act.map((r) => r.v[1])) - PB.released;
PB.revP = sum(PB.act.map((r) => r.p));
PB.chgW = PB.revW - PB.fxTot;
PB.chgR = PB.revR;
PB.chgP = PB.revP - sum(PB.exp24);
PB.naBeg = [18406250, 76932880]; // Sept 1, 2024: without, with
PB.naEnd = [PB.naBeg[0] + PB.chgW, PB.naBeg[1] + PB.chgR];
PB.na24 = PB.naBeg[0] + PB.naBeg[1];
PB.na23 = PB.na24 - PB.chgP;

// statement of financial position (Aug 31, 2025 / 2024); cash balances it
PB.assets = [
  { k: 'cash', label: 'Cash and cash equivalents', v: [null, 1936450] },
  { k: 'cr', label: 'Contributions receivable, net', v: [3418250, 2964800] },
  { k: 'acc', label: 'Accrued interest and dividends receivable', v: [86140, 79230] },
  { k: 'pre', label: 'Prepaid expenses', v: [22310, 19870] },
  { k: 'inv', label: 'Investments', v: [98516420, 91245970] },
  { k: 'crt', label: 'Beneficial interest in charitable remainder trusts', v: [1245600, 1198300] },
  { k: 'csv', label: 'Cash surrender value of life insurance', v: [318900, 305600] },
];
PB.liab = [
  { k: 'ap', label: 'Accounts payable and accrued expenses', v: [412870, 386210] },
  { k: 'sp', label: 'Scholarships payable', v: [1126400, 968750] },
  { k: 'due', label: 'Due to Pecan Bend State University', v: [734560, 612380] },
  { k: 'ann', label: 'Annuity obligations', v: [486200, 512900] },
];
{
  const t = (rows, i) => sum(rows.map((x) => x.v[i] ?? 0));
  PB.totL = [t(PB.liab, 0), t(PB.liab, 1)];
  // 2024 side: the beginning net assets must equal assets less liabilities; set undesignated so they do
  const a24 = t(PB.assets, 1);
  PB.naBeg = [PB.naBeg[0], a24 - PB.totL[1] - PB.naBeg[0]];
  PB.naEnd = [PB.naBeg[0] + PB.chgW, PB.naBeg[1] + PB.chgR];
  PB.na24 = PB.naBeg[0] + PB.naBeg[1];
  PB.na23 = PB.na24 - PB.chgP;
  PB.assets[0].v[0] = PB.naEnd[0] + PB.naEnd[1] + PB.totL[0] - t(PB.assets, 0);
  PB.totA = [t(PB.assets, 0), t(PB.assets, 1)];
  PB.naTot = [PB.naEnd[0] + PB.naEnd[1], PB.na24];
}

// contributions receivable note (Aug 31, 2025)
PB.crNote = { lt1: 1384500, y1to5: 2261300, gt5: 250000, discount: -312850, allowance: -164700 };
PB.crNote.gross = PB.crNote.lt1 + PB.crNote.y1to5 + PB.crNote.gt5;

// investments at fair value, August 31, 2025: [Level 1, Level 2, NAV]
PB.fv = [
  { label: 'Money market funds', v: [2314600, 0, 0] },
  { label: 'Domestic equity', v: [31862450, 0, 4210300] },
  { label: 'International equity', v: [14905280, 0, 9386120] },
  { label: 'Fixed income', v: [9684300, 6238940, 0] },
  { label: 'Real assets', v: [2946110, 0, 4102600] },
  { label: 'Hedge funds', v: [0, 0, 6730550] },
  { label: 'Private equity', v: [0, 0, null] },
];
PB.fv[6].v[2] = PB.assets[4].v[0] - sum(PB.fv.map((r) => sum(r.v.map((x) => x ?? 0))));
PB.fv.forEach((r) => { r.t = sum(r.v); });
PB.fvCol = [0, 1, 2].map((j) => sum(PB.fv.map((r) => r.v[j])));

// endowment, five fiscal years (FY2021..FY2025): board-designated (bd) and donor-restricted (dr) flows
PB.endYears = ['FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'];
PB.end = {
  begin: [52840610, null, null, null, null],
  contrib: [3624800, 4108350, 3782900, 4416250, 5106480],
  earn: [13418260, -6254190, 5120780, 8163450, 8241390],
  grants: [2186400, 2418700, 2596300, 2804100, 3015600],
  other: [318400, 342900, 361200, 389700, 412350],
  admin: [498600, 552400, 581050, 612900, 648230],
};
for (let i = 0; i < 5; i++) {
  if (i > 0) PB.end.begin[i] = PB.end.endv[i - 1];
  PB.end.endv = PB.end.endv || [];
  PB.end.endv[i] = PB.end.begin[i] + PB.end.contrib[i] + PB.end.earn[i] - PB.end.grants[i] - PB.end.other[i] - PB.end.admin[i];
}
PB.end.approp = [0, 1, 2, 3, 4].map((i) => PB.end.grants[i] + PB.end.other[i] + PB.end.admin[i]);
// split for FY2024 and FY2025 (note 6): board-designated part, rolled forward from Sept 1, 2023
PB.bd = { contrib: [0, 0], earn: [618200, 594310], approp: [-338500, -364540], transfer: [250000, 280000] };
PB.bd.begin = [8210300, null];
PB.bd.end = [];
for (const i of [0, 1]) {
  if (i === 1) PB.bd.begin[1] = PB.bd.end[0];
  PB.bd.end[i] = PB.bd.begin[i] + PB.bd.contrib[i] + PB.bd.earn[i] + PB.bd.approp[i] + PB.bd.transfer[i];
}
PB.boardDesig = [PB.bd.end[1], PB.bd.end[0]];
// donor-restricted part = total less board-designated; the transfers move into bd from unrestricted funds (outside total)
PB.endow = [3, 4].map((yi, i) => {
  const tot = { begin: PB.end.begin[yi], contrib: PB.end.contrib[yi], earn: PB.end.earn[yi], approp: -PB.end.approp[yi], end: PB.end.endv[yi] };
  const bd = { begin: PB.bd.begin[i], contrib: PB.bd.contrib[i], earn: PB.bd.earn[i], approp: PB.bd.approp[i], transfer: PB.bd.transfer[i], end: PB.bd.end[i] };
  // the 990's contributions include the board's transfers, so the donor-restricted contributions are the rest
  const dr = { begin: tot.begin - bd.begin, contrib: tot.contrib - bd.transfer, earn: tot.earn - bd.earn, approp: tot.approp - bd.approp, transfer: 0, end: tot.end - bd.end };
  return { tot, bd, dr };
});
PB.perm = 61384920; // original gifts required to be maintained in perpetuity, Aug 31, 2025
PB.term = 1204300; // term endowments, Aug 31, 2025
PB.endPct = {
  bd: r2((PB.bd.end[1] / PB.end.endv[4]) * 100),
  perm: r2((PB.perm / PB.end.endv[4]) * 100),
  term: r2((PB.term / PB.end.endv[4]) * 100),
};

// cash flows FY2025 (indirect, simplified); proceeds from sales balance to the change in cash
PB.cf = {
  op: [
    { label: 'Change in net assets', v: PB.chgW + PB.chgR },
    { label: 'Net realized and unrealized gains on investments', v: -7214860 },
    { label: 'Contributions restricted for long-term investment', v: -4826480 },
    { label: 'Change in value of split-interest agreements', v: -62480 },
    { label: '(Increase) in contributions receivable', v: -(PB.assets[1].v[0] - PB.assets[1].v[1]) },
    { label: '(Increase) in accrued interest and prepaid expenses', v: -((86140 + 22310) - (79230 + 19870)) },
    { label: 'Increase in accounts payable and scholarships payable', v: (412870 + 1126400 + 734560) - (386210 + 968750 + 612380) },
  ],
  inv: [
    { label: 'Purchases of investments', v: -18642300 },
    { label: 'Proceeds from sales and maturities of investments', v: null },
    { label: 'Premiums paid on life insurance policies', v: -13300 },
  ],
  fin: [
    { label: 'Contributions restricted for long-term investment', v: 4826480 },
    { label: 'Payments to annuitants', v: -26700 },
  ],
};
{
  const c = PB.cf;
  const chg = PB.assets[0].v[0] - PB.assets[0].v[1];
  c.inv[1].v = chg - sum(c.op.map((x) => x.v)) - sum(c.inv.map((x) => x.v ?? 0)) - sum(c.fin.map((x) => x.v));
  c.netOp = sum(c.op.map((x) => x.v)); c.netInv = sum(c.inv.map((x) => x.v)); c.netFin = sum(c.fin.map((x) => x.v));
  c.chg = chg;
}

// ---------------------------------------------------------------- Form 990 (tax year beginning 09-01-2024)
PB.f990 = {
  signed: '2026-01-12', employees: 19, volunteers: 240,
  // Part I lines: [prior year, current year]
  l8: [7905600, 8757780], l9: [0, 0], l10: [1874300, 2041670], l11: [5377190, 7114720],
  l13: [5624180, 5840790], l14: [0, 0], l15: [1618450, 1785670], l16a: [0, 0], l16b: [1049300, 1171080],
};
{
  const f = PB.f990;
  f.l12 = [0, 1].map((i) => f.l8[i] + f.l9[i] + f.l10[i] + f.l11[i]);
  f.l17 = [1187640, null];
  // current year other expenses = total functional expenses less contributed services, grants and compensation
  f.l17[1] = PB.fxTot - 1412600 - f.l13[1] - f.l15[1];
  f.l18 = [0, 1].map((i) => f.l13[i] + f.l14[i] + f.l15[i] + f.l16a[i] + f.l17[i]);
  f.l19 = [0, 1].map((i) => f.l12[i] - f.l18[i]);
  f.l20 = [PB.totA[1], PB.totA[0]]; f.l21 = [PB.totL[1], PB.totL[0]]; f.l22 = [PB.naTot[1], PB.naTot[0]]; // BOY, EOY
}
PB.officers = [
  { n: 'Katherine J. Doyle', t: 'President & CEO', h: '40.00', org: 268400, rel: 0, oth: 38910 },
  { n: 'Marcus T. Ellison', t: 'Vice President for Development', h: '40.00', org: 184750, rel: 0, oth: 27330 },
  { n: 'Priya Raman', t: 'CFO & Treasurer', h: '40.00', org: 172900, rel: 0, oth: 25060 },
  { n: 'Daniel Pruitt', t: 'Director of Investments', h: '40.00', org: 158300, rel: 0, oth: 22940 },
  { n: 'Roberto Castañeda', t: 'Board Chair', h: '3.00', org: 0, rel: 0, oth: 0 },
  { n: 'Dr. Alan Whitcomb', t: 'University President (ex officio)', h: '1.00', org: 0, rel: 485000, oth: 62400 },
  { n: 'Linda Osei', t: 'Secretary', h: '2.00', org: 0, rel: 0, oth: 0 },
];
PB.schedI = [
  { t: 'Merit scholarships', n: 612, a: 2384500 },
  { t: 'Need-based scholarships', n: 498, a: 1706950 },
  { t: 'First-generation student awards', n: 146, a: 438000 },
  { t: 'Study abroad and research travel awards', n: 87, a: 183000 },
  { t: 'Student emergency grants', n: 214, a: 100000 },
];

// ---------------------------------------------------------------- investment consultant's report, quarter ended Aug 31, 2025
PB.consultant = 'Brazos Ridge Advisors';
PB.alloc = [
  { c: 'Domestic Equity', mv: 35412680, tgt: 35, lo: 28, hi: 42 },
  { c: 'International Equity', mv: 23840150, tgt: 25, lo: 18, hi: 32 },
  { c: 'Fixed Income', mv: 15276420, tgt: 17, lo: 12, hi: 24 },
  { c: 'Real Assets', mv: 6872300, tgt: 8, lo: 4, hi: 12 },
  { c: 'Hedge Funds', mv: 6730550, tgt: 7, lo: 3, hi: 10 },
  { c: 'Private Equity', mv: null, tgt: 7, lo: 3, hi: 12 },
  { c: 'Cash & Equivalents', mv: 1486900, tgt: 1, lo: 0, hi: 5 },
];
PB.ltip = 94308960; // total pool at Aug 31, 2025
PB.alloc[5].mv = PB.ltip - sum(PB.alloc.filter((a) => a.mv !== null).map((a) => a.mv));
PB.alloc.forEach((a) => { a.pct = r2((a.mv / PB.ltip) * 100); });
PB.qtrs = ['Q1 FY25 (Sep–Nov 2024)', 'Q2 FY25 (Dec 2024–Feb 2025)', 'Q3 FY25 (Mar–May 2025)', 'Q4 FY25 (Jun–Aug 2025)'];
PB.recon = { begin: [87412300, null, null, null], contrib: [1024600, 1486200, 1108350, 1487330], dist: [-1012400, -1018300, -1024750, -1031570], fees: [-98420, -101260, -99870, -104930], gain: [3614280, -1182460, 2236940, null] };
for (let i = 0; i < 4; i++) {
  if (i > 0) PB.recon.begin[i] = PB.recon.end[i - 1];
  PB.recon.end = PB.recon.end || [];
  if (i === 3) PB.recon.gain[3] = PB.ltip - PB.recon.begin[3] - PB.recon.contrib[3] - PB.recon.dist[3] - PB.recon.fees[3];
  PB.recon.end[i] = PB.recon.begin[i] + PB.recon.contrib[i] + PB.recon.dist[i] + PB.recon.fees[i] + PB.recon.gain[i];
}
PB.recon.ytd = { begin: PB.recon.begin[0], contrib: sum(PB.recon.contrib), dist: sum(PB.recon.dist), fees: sum(PB.recon.fees), gain: sum(PB.recon.gain), end: PB.recon.end[3] };
// performance, net of fees (%): Quarter, FYTD, 1 Year, 3 Years, 5 Years, 10 Years
PB.perf = [
  { c: 'Total Pool', v: [4.12, 9.46, 9.46, 8.31, 8.92, 7.14] },
  { c: 'Policy Benchmark', v: [3.87, 10.02, 10.02, 8.65, 8.40, 6.88] },
  { c: 'Domestic Equity', v: [6.54, 14.82, 14.82, 13.10, 13.96, 11.72] },
  { c: 'International Equity', v: [4.98, 12.37, 12.37, 9.84, 7.45, 5.66] },
  { c: 'Fixed Income', v: [1.42, 4.91, 4.91, 3.12, 0.86, 2.04] },
  { c: 'Real Assets', v: [2.06, 5.18, 5.18, 2.47, 6.12, 4.35] },
  { c: 'Hedge Funds', v: [2.84, 6.95, 6.95, 5.62, 6.48, 4.90] },
  { c: 'Private Equity', v: [1.12, 7.84, 7.84, 4.36, 14.28, 12.55] },
];

// ---------------------------------------------------------------- FY2026 operating budget workbook
PB.budgetApproved = '2025-06-19';
PB.ob = [
  { g: 'r', label: 'Endowment administrative fee', v: [612900, 640000, 648230, 692000] },
  { g: 'r', label: 'Unrestricted annual giving', v: [1188400, 1250000, 1296800, 1340000] },
  { g: 'r', label: 'University operating support', v: [950000, 975000, 975000, 1000000] },
  { g: 'r', label: 'Special events (gross)', v: [412600, 450000, 468900, 480000] },
  { g: 'r', label: 'Interest on operating funds', v: [88450, 80000, 96300, 85000] },
  { g: 'e', label: 'Salaries', v: [1361200, 1420000, 1440050, 1512000] },
  { g: 'e', label: 'Benefits & payroll taxes', v: [326700, 340800, 345640, 362900] },
  { g: 'e', label: 'Events', v: [171400, 185000, 184760, 195000] },
  { g: 'e', label: 'Software & technology', v: [118300, 125000, 131520, 142000] },
  { g: 'e', label: 'Professional fees', v: [162800, 170000, 174600, 180000] },
  { g: 'e', label: 'Printing & postage', v: [126900, 130000, 133410, 128000] },
  { g: 'e', label: 'Travel & meetings', v: [88300, 95000, 96910, 98000] },
  { g: 'e', label: 'Insurance', v: [34100, 36000, 36820, 39500] },
  { g: 'e', label: 'Other', v: [58200, 60000, 60730, 62000] },
];
PB.obCols = ['FY2024 Actual', 'FY2025 Budget', 'FY2025 Actual', 'FY2026 Budget'];
PB.obTot = {
  r: [0, 1, 2, 3].map((j) => sum(PB.ob.filter((l) => l.g === 'r').map((l) => l.v[j]))),
  e: [0, 1, 2, 3].map((j) => sum(PB.ob.filter((l) => l.g === 'e').map((l) => l.v[j]))),
};
PB.obTot.n = PB.obTot.r.map((r, j) => r - PB.obTot.e[j]);
// spending policy: 4.5% of the average of the 12 quarter-end market values ending Feb 28, 2025
PB.spendQ = [
  ['2022-05-31', 71284600], ['2022-08-31', 69815300], ['2022-11-30', 72408950], ['2023-02-28', 74126400],
  ['2023-05-31', 75302880], ['2023-08-31', 77946210], ['2023-11-30', 78615400], ['2024-02-29', 83402760],
  ['2024-05-31', 85164320], ['2024-08-31', 87412300], ['2024-11-30', 91061900], ['2025-02-28', 90346880],
];
PB.spendRate = 4.5;
PB.adminRate = 0.75;
PB.spendAvg = r2(sum(PB.spendQ.map((q) => q[1])) / 12);
PB.spendAmt = Math.round((PB.spendAvg * PB.spendRate) / 100);
PB.sb = [
  { c: 'College of Business', v: [612000, 648000] },
  { c: 'College of Education', v: [418500, 432000] },
  { c: 'College of Engineering', v: [744000, 812500] },
  { c: 'College of Health Professions', v: [521300, 566000] },
  { c: 'College of Liberal Arts', v: [486200, 494000] },
  { c: 'College of Science', v: [598800, 641500] },
  { c: 'Athletics', v: [902000, 930000] },
  { c: 'General University Scholarships', v: [705200, 748000] },
];
PB.sbTot = [0, 1].map((j) => sum(PB.sb.map((x) => x.v[j])));

// ---------------------------------------------------------------- AwardSpring disbursement export, College of Engineering FY2025
{
  const funds = [
    ['E-1042', 'Hargrove Family Engineering Scholarship'], ['E-1057', 'Texas Gulf Power Scholars Endowment'],
    ['E-1103', 'Ruth & Dale Kimbrough Memorial Scholarship'], ['E-1128', 'Women in Engineering Award'],
    ['E-1176', 'Civil Engineering Alumni Scholarship'], ['E-1190', 'Dean\'s Excellence Fund'],
  ];
  const raw = [
    // fund idx, student, term, amount, date, status
    [0, 'A00481726', 'Fall 2024', 2500, '2024-08-26', 'Disbursed'], [0, 'A00492235', 'Fall 2024', 2500, '2024-08-26', 'Disbursed'],
    [1, 'A00455108', 'Fall 2024', 5000, '2024-08-28', 'Disbursed'], [1, 'A00470913', 'Fall 2024', 5000, '2024-08-28', 'Disbursed'],
    [1, 'A00488340', 'Fall 2024', 5000, '2024-09-04', 'Returned'], [2, 'A00461552', 'Fall 2024', 1500, '2024-09-03', 'Disbursed'],
    [3, 'A00479984', 'Fall 2024', 3000, '2024-09-03', 'Disbursed'], [3, 'A00491107', 'Fall 2024', 3000, '2024-09-03', 'Disbursed'],
    [3, 'A00502216', 'Fall 2024', 3000, '2024-09-10', 'Cancelled'], [4, 'A00466630', 'Fall 2024', 2000, '2024-09-10', 'Disbursed'],
    [5, 'A00458871', 'Fall 2024', 7500, '2024-09-16', 'Disbursed'], [5, 'A00483390', 'Fall 2024', 4000, '2024-10-01', 'Disbursed'],
    [2, 'A00497725', 'Fall 2024', 1500, '2024-10-15', 'Disbursed'], [4, 'A00508812', 'Fall 2024', 2000, '2024-11-04', 'Disbursed'],
    [0, 'A00481726', 'Spring 2025', 2500, '2025-01-13', 'Disbursed'], [0, 'A00492235', 'Spring 2025', 2500, '2025-01-13', 'Disbursed'],
    [1, 'A00455108', 'Spring 2025', 5000, '2025-01-15', 'Disbursed'], [1, 'A00470913', 'Spring 2025', 5000, '2025-01-15', 'Disbursed'],
    [1, 'A00512094', 'Spring 2025', 5000, '2025-01-15', 'Disbursed'], [2, 'A00461552', 'Spring 2025', 1500, '2025-01-21', 'Disbursed'],
    [3, 'A00479984', 'Spring 2025', 3000, '2025-01-21', 'Disbursed'], [3, 'A00491107', 'Spring 2025', 3000, '2025-01-21', 'Returned'],
    [4, 'A00466630', 'Spring 2025', 2000, '2025-01-27', 'Disbursed'], [5, 'A00458871', 'Spring 2025', 7500, '2025-01-27', 'Disbursed'],
    [5, 'A00483390', 'Spring 2025', 4000, '2025-02-03', 'Disbursed'], [2, 'A00497725', 'Spring 2025', 1500, '2025-02-10', 'Disbursed'],
    [4, 'A00508812', 'Spring 2025', 2000, '2025-02-17', 'Cancelled'], [3, 'A00515530', 'Spring 2025', 3000, '2025-03-03', 'Disbursed'],
    [5, 'A00519961', 'Summer 2025', 2500, '2025-06-02', 'Disbursed'], [2, 'A00497725', 'Summer 2025', 750, '2025-06-09', 'Disbursed'],
    [4, 'A00466630', 'Summer 2025', 1000, '2025-06-16', 'Disbursed'], [1, 'A00470913', 'Summer 2025', 2500, '2025-07-07', 'Disbursed'],
  ];
  PB.awards = raw.map(([fi, sid, term, amt, date, st], i) => ({ id: `AW-25-${String(3107 + i * 3)}`, fund: funds[fi][1], fundNo: funds[fi][0], sid, term, amt, date, st }));
  PB.funds = funds;
}
PB.exportDate = '2025-09-03';

// ---------------------------------------------------------------- the photo: print shop receipt
PB.slip = {
  shop: 'HILL COUNTRY PRINT & SHIP', addr: '214 S MAIN ST', city: 'LOCKHART SPRINGS TX 78655', date: '2025-04-11', time: '3:18 PM', trans: '0418-2291',
  items: [
    { d: 'COLOR COPY 11X17', q: 150, p: 0.89 },
    { d: 'FOAM BOARD MOUNT 24X36', q: 4, p: 42.0 },
    { d: 'NAME BADGE INSERTS', q: 120, p: 0.35 },
    { d: 'TABLE TENT CARDSTOCK', q: 40, p: 1.25 },
  ],
  taxRate: 8.25, card: 'VISA', last4: '7730',
};
PB.slip.items.forEach((i) => { i.amt = r2(i.q * i.p); });
PB.slip.sub = r2(sum(PB.slip.items.map((i) => i.amt)));
PB.slip.tax = r2((PB.slip.sub * PB.slip.taxRate) / 100);
PB.slip.total = r2(PB.slip.sub + PB.slip.tax);

// ================================================================ cases
// Each case: the question, its answer computed here from the data above, and `src`: where the figure stands in the
// rendered files (verify.mjs reads those places back from the files and applies `op` to what it reads).
// src refs: {f, at, row, col} a PDF line starting with `row` after the first line containing `at`, its col-th number
// (negative = from the end); {f, sheet, row, col} a worksheet row; {f, csv, where, col} CSV records; {f, re} a regular
// expression on the whole text; {photo} the photo's rendering data.
const MN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// numeric dates in the organisation's own order only (day-first in Australia, month-first in the US)
const dateAny = (iso, us = false) => {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const numeric = us ? [`${m}/${d}/${y}`, `${mm}/${dd}/${y}`] : [`${dd}/${mm}/${y}`, `${d}/${m}/${y}`];
  return [...new Set([`${d} ${MN[m - 1]} ${y}`, `${MN[m - 1]} ${d}, ${y}`, ...numeric, iso, `${d} ${MN[m - 1].slice(0, 3)} ${y}`, `${MN[m - 1].slice(0, 3)} ${d}, ${y}`])];
};
const round2 = (v) => Math.round(v * 100) / 100;
export const CASES = [];
let seq = { bellbird: 0, pecanbend: 0 };
function C(org, kind, question, ans, src, op, extra = {}) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  let answer;
  if (ans.nf) answer = { type: 'notfound' };
  else if (ans.t) answer = { type: 'text', any: ans.t };
  else { answer = { type: 'number', value: ans.n, tolerance: 0.005 }; if (ans.alt) answer.alt = ans.alt; }
  CASES.push({ id, org, kind, question, answer, src, op, ...extra });
}
const R = (f, at, row, col) => ({ f, at, row, col });
const X = (f, sheet, row, col) => ({ f, sheet, row, col });
const V = (f, where, col) => ({ f, csv: true, where, col });
const sumv = (v) => v.reduce((s, x) => s + x, 0);
const one = (v) => v[0];
const diff = (v) => v[0] - v[1];
const pct = (v) => round2((v[0] / v[1]) * 100);

// ---------------------------------------------------------------- bellbird
{
  const o = 'bellbird';
  const PL = 'STATEMENT OF PROFIT OR LOSS', FP = 'STATEMENT OF FINANCIAL POSITION', PPE = 'Reconciliation of carrying amounts';
  const OB = 'Operating Budget', CX = 'Capex FY26';
  const tixSum = (col, pred = () => true) => sumv(BB.tix.filter(pred).map((r) => r[col]));
  const notTotal = [['Period', 'ne', 'Total']];
  C(o, 'lookup', 'What did admissions bring in for FY2025 per the audited accounts?', { n: BB.rev[0].v[0] }, [R('fr', PL, 'Admissions', -2)], one, { w: BB.rev[0].v[1] });
  C(o, 'lookup', 'how many casual staff did we report to the ACNC for 24-25', { n: BB.ais.staffCas }, [R('ais', 'Section B', 'Q8.', -1)], one, { w: BB.ais.staffPT });
  C(o, 'lookup', 'What was the carrying amount of the animal enclosures and habitats at 30 June 2025?', { n: BB.ppe.close[2] }, [R('fr', PPE, 'Carrying amount at 30 June 2025', -5)], one, { w: BB.ppe.open[2] });
  C(o, 'lookup', 'net assets at 30 june 2022 per the five year summary in the annual report?', { n: Math.round(BB.k(BB.five.na[1]) * 1000), alt: [BB.k(BB.five.na[1])] }, [R('ar', 'Five-year summary', 'Net assets at 30 June', -4)], (v) => Math.round(v[0] * 1000), { w: BB.five.na[2] });
  C(o, 'lookup', 'Whats the FY26 budget for memberships in Q3?', { n: BB.bl[1].q[2] }, [X('bud', OB, 'Memberships', 5)], one, { w: BB.bl[1].q[1] });
  C(o, 'lookup', 'How much did key management personnel receive in total in 2024-25?', { n: BB.kmp[0] }, [{ f: 'fr', re: 'key management personnel was \\$([\\d,]+)' }], one, { w: BB.kmp[1] });
  C(o, 'lookup', 'term deposits balance end of june 2025?', { n: BB.ca[3].v[0] }, [R('fr', FP, 'Term deposits', -2)], one, { w: BB.ca[3].v[1] });

  C(o, 'sum', 'Total visitors over the summer holidays, December 2024 and January 2025 together?', { n: BB.tix[5].total + BB.tix[6].total }, [V('tix', [['Period', 'starts', '01/12/2024']], 'Total Visitors'), V('tix', [['Period', 'starts', '01/01/2025']], 'Total Visitors')], sumv, { w: BB.tix[6].total });
  C(o, 'sum', 'What is the FY2026 budgeted total income for the first half of the year (July to December 2025)?', { n: BB.bt.q0.inc + BB.bt.q1.inc }, [X('bud', OB, 'Total income', 3), X('bud', OB, 'Total income', 4)], sumv, { w: BB.bt.q0.inc });
  C(o, 'sum', 'how much did we get from the two Victorian grant sources (DEECA and the Shire) combined in FY25?', { n: BB.grants[0].v[0] + BB.grants[2].v[0] }, [R('fr', 'Note 4', 'DEECA', -2), R('fr', 'Note 4', 'Mount Alexander Shire', -2)], sumv, { w: BB.grants[0].v[0] + BB.grants[2].v[0] + BB.grants[3].v[0] });
  C(o, 'sum', 'Total GST on ticket sales for the whole 2024-25 year per the ticketing export?', { n: round2(tixSum('gst')) }, [V('tix', notTotal, 'GST')], (v) => round2(sumv(v)), { w: round2(tixSum('gst') * 2) });
  C(o, 'sum', 'Add up the FY25 employee costs other than wages and salaries - super, workers comp, leave provisions and other employee costs.', { n: sumv(BB.empNote.slice(1).map((x) => x.v[0])) }, ['Superannuation', 'Workers compensation', 'Movement in annual', 'Other employee costs'].map((r) => R('fr', 'Note 5', r, -2)), sumv, { w: sumv(BB.empNote.slice(1).map((x) => x.v[1])) });

  C(o, 'notfound', 'What were total admissions for FY2020?', { nf: true }, [], null, { absent: ['FY2020', '2019-20', '30 June 2020'] });
  C(o, 'notfound', "What was the CEO's salary in 2024-25?", { nf: true }, [], null, { absent: ['CEO salary', 'remuneration of the Chief Executive', 'Chief Executive Officer was paid'], w: `The CEO's salary was $${fmt0(186500)} in 2024-25.` });
  C(o, 'notfound', 'how many visitors did we get in july 2025', { nf: true }, [], null, { absent: ['01/07/2025', 'July 2025 visitors'] });
  C(o, 'notfound', 'What was the FY2025 capital works budget for the Platypus Creek habitat?', { nf: true }, [], null, { absent: ['FY2025 Capital', 'FY25 Budget'] });
  C(o, 'notfound', 'How much was the vet clinic invoice for the koala treatment in March?', { nf: true }, [], null, { absent: ['vet clinic', 'koala treatment'] });

  C(o, 'difference', 'How much more did donations and bequests bring in in FY24 than in FY25?', { n: BB.oth[0].v[1] - BB.oth[0].v[0] }, [R('fr', PL, 'Donations and bequests', -1), R('fr', PL, 'Donations and bequests', -2)], diff, { w: BB.oth[0].v[1] });
  C(o, 'difference', 'by how much did total visits rise from FY2021 to FY2025', { n: BB.five.visitors[4] - BB.five.visitors[0] }, [R('ar', 'Five-year summary', 'Visits (paid and member)', -1), R('ar', 'Five-year summary', 'Visits (paid and member)', -5)], diff, { w: BB.five.visitors[4] - BB.five.visitors[3] });
  C(o, 'difference', "what's the gap between total revenue on the AIS and total revenue & other income in the accounts for 2025?", { n: BB.totRev[0] - BB.ais.totRev }, [R('fr', PL, 'Total revenue and other income', -2), R('ais', 'Q13.', 'Total revenue', -1)], diff, { w: BB.totRev[0] - BB.ais.goodsRev });
  C(o, 'difference', 'How much higher is the FY26 full-year salaries budget than what we actually spent on salaries in FY25?', { n: BB.bl[7].b26 - BB.bl[7].a25 }, [X('bud', OB, 'Salaries, wages', 7), X('bud', OB, 'Salaries, wages', 1)], diff, { w: BB.bl[7].b26 - BB.bl[7].b25 });

  C(o, 'percent', 'What % of FY25 total revenue and other income came from admissions?', { n: pct([BB.rev[0].v[0], BB.totRev[0]]) }, [R('fr', PL, 'Admissions', -2), R('fr', PL, 'Total revenue and other income', -2)], pct, { w: pct([BB.rev[0].v[0], BB.totRev[0] - BB.oth[0].v[0] - BB.oth[1].v[0]]) });
  C(o, 'percent', 'percentage increase in employee benefits expense FY24 to FY25?', { n: round2(((BB.exp[0].v[0] - BB.exp[0].v[1]) / BB.exp[0].v[1]) * 100) }, [R('fr', PL, 'Employee benefits expense', -2), R('fr', PL, 'Employee benefits expense', -1)], (v) => round2(((v[0] - v[1]) / v[1]) * 100), { w: 12.4 });
  C(o, 'percent', 'What percentage of the FY26 capex budget had been spent as at 30 Sept 2025?', { n: pct([sumv(BB.capex.map((c) => c.s)), sumv(BB.capex.map((c) => c.b))]) }, [X('bud', CX, 'Total capital works', 1), X('bud', CX, 'Total capital works', 0)], pct, { w: 63.72 });
  C(o, 'percent', 'member visits as a share of all visitors for FY25, in %?', { n: pct([tixSum('member'), tixSum('total')]) }, [V('tix', notTotal, 'Member Visits'), V('tix', notTotal, 'Total Visitors')], (v) => pct([v[0], v[1]]), { w: 33.5, sumEach: true });

  C(o, 'date', 'When did the auditor sign the FY25 audit report?', { t: dateAny(BB.auditDate) }, [{ f: 'fr', re: `Bendigo, (${ukLongD(BB.auditDate)})`, text: true }], null, { w: `The audit report was signed on ${dateAny(BB.directorsDate)[0]}.`, want: ukLongD(BB.auditDate) });
  C(o, 'date', 'what date did we buy the hay and feed from Gully Road Produce', { t: dateAny(BB.slip.date) }, [{ photo: 'bb' }], null, { w: 'The feed was bought on 14 April 2025.', check: () => BB.slip.date });
  C(o, 'date', 'When was our annual information statement submitted to the ACNC?', { t: dateAny(BB.ais.submitted) }, [{ f: 'ais', re: 'Submitted (\\d\\d/\\d\\d/\\d{4})', text: true }], null, { w: 'It was submitted on 30 June 2025.', want: ukNumD(BB.ais.submitted) });
  C(o, 'date', "when's the AGM this year?", { t: dateAny(BB.agm) }, [{ f: 'ar', re: 'Annual General Meeting will be held at the Visitor Centre on (\\d+ \\w+ \\d{4})', text: true }], null, { w: 'The AGM is on 21 October 2025.', want: ukLongD(BB.agm) });

  const maxM = BB.tix.reduce((b, r) => (r.total > b.total ? r : b));
  const minN = BB.tix.reduce((b, r) => (r.net < b.net ? r : b));
  const mName = (r) => BB.monthNames[BB.tix.indexOf(r)];
  C(o, 'extreme', 'Which month in FY25 had the most visitors?', { t: [mName(maxM)] }, [V('tix', notTotal, 'Total Visitors')], null, { w: 'December 2024 was the busiest month.', argmax: { col: 'Total Visitors', label: 'Period' }, want: '01/01/2025' });
  C(o, 'extreme', 'which month had the lowest net ticket sales in 2024-25', { t: [mName(minN)] }, [V('tix', notTotal, 'Net Sales (ex GST)')], null, { w: 'May 2025 had the lowest net sales.', argmin: { col: 'Net Sales (ex GST)', label: 'Period' }, want: '01/08/2024' });
  const bigP = BB.capex.reduce((b, c) => (c.b > b.b ? c : b));
  C(o, 'extreme', 'Which capital project has the biggest budget for FY26?', { t: [bigP.p, 'Platypus Creek'] }, [], null, { w: 'The Solar PV and battery project has the biggest budget.', xargmax: { sheet: CX, rows: BB.capex.map((c) => c.p), col: 0 }, want: bigP.p });
  const qs = ['q0', 'q1', 'q2', 'q3'].map((k) => BB.bt[k].net);
  const qi = qs.indexOf(Math.max(...qs));
  C(o, 'extreme', 'Which quarter of FY26 has the highest budgeted net surplus?', { t: [['Q1', 'Q2', 'Q3', 'Q4'][qi], ['Jul–Sep', 'Oct–Dec', 'Jan–Mar', 'Apr–Jun'][qi], ['Jul-Sep', 'Oct-Dec', 'Jan-Mar', 'Apr-Jun'][qi], ['first quarter', 'second quarter', 'third quarter', 'fourth quarter'][qi]] }, [3, 4, 5, 6].map((c) => X('bud', OB, 'Net surplus', c)), null, { w: 'Q2 (Oct–Dec 2025) has the highest budgeted surplus.', argmaxIdx: qi });

  C(o, 'average', 'average monthly visitors in FY25?', { n: round2(tixSum('total') / 12) }, [V('tix', notTotal, 'Total Visitors')], (v) => round2(sumv(v) / 12), { w: round2(tixSum('total') / 11) });
  C(o, 'average', 'What was the average staff FTE across the five years in the annual report summary?', { n: round2(sumv(BB.five.fte) / 5) }, [-1, -2, -3, -4, -5].map((c) => R('ar', 'Five-year summary', 'Staff (full-time equivalent)', c)), (v) => round2(sumv(v) / 5), { w: 38.1 });
  C(o, 'average', 'avg monthly gross ticket sales incl GST over 2024-25', { n: round2(tixSum('gross') / 12) }, [V('tix', notTotal, 'Gross Sales (inc GST)')], (v) => round2(sumv(v) / 12), { w: round2(tixSum('net') / 12) });

  C(o, 'count', 'How many of the FY26 capital projects are funded from operating?', { n: BB.capex.filter((c) => c.fund === 'Operating').length }, [], null, { w: 3, xcount: { sheet: CX, colText: 'Operating' } });
  C(o, 'count', 'how many months in FY25 had more than 15,000 visitors', { n: BB.tix.filter((r) => r.total > 15000).length }, [V('tix', [...notTotal, ['Total Visitors', 'gt', 15000]], 'Total Visitors')], (v) => v.length, { w: 4 });
  C(o, 'count', 'How many items in total were on the produce store receipt?', { n: sumv(BB.slip.items.map((i) => i.q)) }, [{ photo: 'bb' }], null, { w: BB.slip.items.length, check: () => sumv(BB.slip.items.map((i) => i.q)) });

  const notStarted = BB.capex.filter((c) => c.s === 0);
  C(o, 'filter', 'Total FY26 budget for the capital projects that had not started (nothing spent) by 30/09/2025?', { n: sumv(notStarted.map((c) => c.b)) }, notStarted.map((c) => X('bud', CX, c.p, 0)), sumv, { w: sumv(BB.capex.map((c) => c.rem)) });
  const big = BB.tix.filter((r) => r.net > 200000);
  C(o, 'filter', 'add up net ticket sales for the months where net sales topped $200k in 2024-25', { n: round2(sumv(big.map((r) => r.net))) }, [V('tix', [...notTotal, ['Net Sales (ex GST)', 'gt', 200000]], 'Net Sales (ex GST)')], (v) => round2(sumv(v)), { w: round2(sumv(big.map((r) => r.gross))) });
  const free = round2(sumv(BB.slip.items.filter((i) => !i.gst).map((i) => i.amt)));
  C(o, 'filter', 'On the Gully Road Produce receipt, how much of the total was GST-free?', { n: free }, [{ photo: 'bb' }], null, { w: round2(BB.slip.total - BB.slip.gst), check: () => round2(BB.slip.total - sumv(BB.slip.items.filter((i) => i.gst).map((i) => i.amt))) });

  const sal = BB.bl[7];
  C(o, 'variance', 'How far over budget were salaries in FY25?', { n: sal.a25 - sal.b25 }, [X('bud', OB, 'Salaries, wages', 2)], (v) => -v[0], { w: sal.b26 - sal.a25 });
  const don = BB.bl[4];
  C(o, 'variance', 'Q1 FY26 donations vs budget - how much short were we?', { n: don.q[0] - don.q1a }, [X('bud', OB, 'Donations & bequests', 9)], (v) => -v[0], { w: don.b25 - don.a25 });
  C(o, 'variance', 'What was the FY25 net surplus variance against budget in the budget pack?', { n: BB.bt.a25.net - BB.bt.b25.net }, [X('bud', OB, 'Net surplus', 2)], one, { w: BB.bt.a25.net });

  C(o, 'text', 'who are our auditors?', { t: [BB.auditor, 'Loddon Hart'] }, [{ f: 'fr', re: `(${BB.auditor})\\s+Chartered Accountants`, text: true }], null, { w: 'Your auditor is Central Victorian Valuers.', want: BB.auditor });
  C(o, 'text', 'what did we put as our main activity on the AIS', { t: ['Environmental activities', 'environmental'] }, [{ f: 'ais', re: 'Q2\\. Main activity\\s+(Environmental activities)', text: true }], null, { w: 'The main activity given is Animal protection.', want: 'Environmental activities' });
  C(o, 'text', 'Which bank is our loan with?', { t: ['Bendigo and Adelaide Bank', 'Bendigo'] }, [{ f: 'fr', re: 'secured loan from (Bendigo and Adelaide Bank)', text: true }], null, { w: 'The loan is with the Commonwealth Bank.', want: 'Bendigo and Adelaide Bank' });

  C(o, 'ratio', 'current ratio at 30 June 2025 (current assets / current liabilities)?', { n: round2(BB.totCA[0] / BB.totCL[0]) }, [R('fr', FP, 'Total current assets', -2), R('fr', FP, 'Total current liabilities', -2)], (v) => round2(v[0] / v[1]), { w: round2(BB.totCA[1] / BB.totCL[1]) });
  C(o, 'ratio', 'admissions revenue per visit for FY25 (admissions revenue divided by total visits)?', { n: round2(BB.rev[0].v[0] / BB.five.visitors[4]) }, [R('fr', PL, 'Admissions', -2), R('ar', 'Five-year summary', 'Visits (paid and member)', -1)], (v) => round2(v[0] / v[1]), { w: round2(BB.totRev[0] / BB.five.visitors[4]) });
}
function fmt0(v) { return Number(v).toLocaleString('en-US', { maximumFractionDigits: 2 }); }
function ukLongD(iso) { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MN[m - 1]} ${y}`; }
function ukNumD(iso) { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; }
function usLongD(iso) { const [y, m, d] = iso.split('-').map(Number); return `${MN[m - 1]} ${d}, ${y}`; }
function usNumD(iso) { const [y, m, d] = iso.split('-').map(Number); return `${m}/${d}/${y}`; }

// ---------------------------------------------------------------- pecanbend
{
  const o = 'pecanbend';
  const FP = 'STATEMENTS OF FINANCIAL POSITION', SA = 'STATEMENT OF ACTIVITIES', FE = 'STATEMENT OF FUNCTIONAL EXPENSES';
  const OB = 'Operating Budget', SB = 'Scholarship Budget';
  const dis = PB.awards.filter((w) => w.st === 'Disbursed');
  C(o, 'lookup', 'What were total net assets at August 31, 2025?', { n: PB.naTot[0] }, [R('fs', FP, 'Total net assets', -2)], one, { w: PB.naTot[1] });
  C(o, 'lookup', 'what was the endowment balance at the end of FY2023 (year ended aug 31 2023)?', { n: PB.end.endv[2] }, [R('f990', 'Part V', 'g  End of year balance', -3)], one, { w: PB.end.endv[3] });
  C(o, 'lookup', "How much reportable comp did the President & CEO get from the foundation on the 990?", { n: PB.officers[0].org }, [R('f990', 'Part VII', '(1) KATHERINE', -3)], one, { w: PB.officers[0].org + PB.officers[0].oth });
  C(o, 'lookup', 'private equity 5 yr return?', { n: PB.perf[7].v[4] }, [R('inv', 'Performance Summary', 'Private Equity', -2)], one, { w: PB.perf[7].v[5] });
  C(o, 'lookup', 'FY26 budget for software & technology', { n: PB.ob[8].v[3] }, [X('bud', OB, 'Software & technology', 3)], one, { w: PB.ob[8].v[2] });
  C(o, 'lookup', 'How much of contributions receivable is due in more than five years?', { n: PB.crNote.gt5 }, [R('fs', 'Note 3', 'More than five years', -1)], one, { w: PB.crNote.y1to5 });

  C(o, 'sum', 'add up management & general and fundraising expenses for FY25', { n: PB.fxCol[2] + PB.fxCol[3] }, [R('fs', FE, 'Total expenses', 3), R('fs', FE, 'Total expenses', 4)], sumv, { w: PB.fxCol[3] });
  C(o, 'sum', 'Total spending-policy distributions out of the pool in the first half of FY25 (Q1 and Q2)?', { n: -(PB.recon.dist[0] + PB.recon.dist[1]) }, [R('inv', 'Change in Market Value', 'Distributions', 0), R('inv', 'Change in Market Value', 'Distributions', 1)], (v) => -sumv(v), { w: -(PB.recon.dist[0]) });
  C(o, 'sum', 'Total compensation for Katherine Doyle on the 990 (reportable plus other comp)?', { n: PB.officers[0].org + PB.officers[0].rel + PB.officers[0].oth }, [R('f990', 'Part VII', '(1) KATHERINE', -3), R('f990', 'Part VII', '(1) KATHERINE', -2), R('f990', 'Part VII', '(1) KATHERINE', -1)], sumv, { w: PB.officers[0].org });
  C(o, 'sum', 'fy26 scholarship budget for Engineering and Science combined?', { n: PB.sb[2].v[1] + PB.sb[5].v[1] }, [X('bud', SB, 'College of Engineering', 1), X('bud', SB, 'College of Science', 1)], sumv, { w: PB.sb[2].v[0] + PB.sb[5].v[0] });
  C(o, 'sum', 'On Schedule D, how much went out of the endowment in the current year for grants or scholarships plus other expenditures for facilities and programs?', { n: PB.end.grants[4] + PB.end.other[4] }, [R('f990', 'Part V', 'd  Grants or scholarships', 0), R('f990', 'Part V', 'e  Other expenditures', 0)], sumv, { w: PB.end.grants[4] + PB.end.other[4] + PB.end.admin[4] });

  C(o, 'notfound', 'What was the endowment balance at the end of FY2019?', { nf: true }, [], null, { absent: ['2019', 'FY2019'] });
  C(o, 'notfound', 'how much was Marcus Ellison\'s bonus last year', { nf: true }, [], null, { absent: ['bonus', 'incentive'] });
  C(o, 'notfound', "What was the investment pool's return for calendar year 2024?", { nf: true }, [], null, { absent: ['CY2024', 'CY 2024', 'calendar-year return', 'December 31, 2024'] });
  C(o, 'notfound', 'How much was the catering invoice for the scholarship luncheon?', { nf: true }, [], null, { absent: ['catering', 'caterer'] });
  C(o, 'notfound', 'What is the FY2027 budget for salaries?', { nf: true }, [], null, { absent: ['FY2027', 'FY27'] });

  C(o, 'difference', 'By how many percentage points did the Pool trail its policy benchmark for FYTD?', { n: round2(PB.perf[1].v[1] - PB.perf[0].v[1]) }, [R('inv', 'Performance Summary', 'Policy Benchmark', 1), R('inv', 'Performance Summary', 'Total Pool', 1)], (v) => round2(v[0] - v[1]), { w: round2(PB.perf[0].v[0] - PB.perf[1].v[0]) });
  C(o, 'difference', 'change in contributions and grants on the 990 part I from prior year to current year', { n: PB.f990.l8[1] - PB.f990.l8[0] }, [R('f990', 'Part I', '8  Contributions and grants', -1), R('f990', 'Part I', '8  Contributions and grants', -2)], diff, { w: PB.f990.l12[1] - PB.f990.l12[0] });
  C(o, 'difference', 'How much did investments on the balance sheet grow between Aug 31 2024 and Aug 31 2025?', { n: PB.assets[4].v[0] - PB.assets[4].v[1] }, [R('fs', FP, 'Investments', -2), R('fs', FP, 'Investments', -1)], diff, { w: PB.recon.end[3] - PB.recon.begin[0] });
  C(o, 'difference', 'How much bigger is the total FY2026 scholarship budget than FY2025\'s?', { n: PB.sbTot[1] - PB.sbTot[0] }, [X('bud', SB, 'Total scholarships', 1), X('bud', SB, 'Total scholarships', 0)], diff, { w: PB.sb[2].v[1] - PB.sb[2].v[0] });

  C(o, 'percent', 'What percentage of total FY25 expenses went to program services?', { n: pct([PB.fxCol[0] + PB.fxCol[1], PB.fxTot]) }, [R('fs', FE, 'Total expenses', 2), R('fs', FE, 'Total expenses', 6)], pct, { w: pct([PB.fxCol[0], PB.fxTot]) });
  C(o, 'percent', 'what % of the pool is in international equity right now (aug 31 2025)', { n: pct([PB.alloc[1].mv, PB.ltip]) }, [R('inv', 'Asset Allocation', 'International Equity', 0), R('inv', 'Asset Allocation', 'Total Long-Term Investment Pool', 0)], pct, { w: PB.alloc[1].tgt });
  C(o, 'percent', 'By what percent did the total scholarship budget go up from FY25 to FY26?', { n: round2(((PB.sbTot[1] - PB.sbTot[0]) / PB.sbTot[0]) * 100) }, [X('bud', SB, 'Total scholarships', 1), X('bud', SB, 'Total scholarships', 0)], (v) => round2(((v[0] - v[1]) / v[1]) * 100), { w: 9.2 });
  C(o, 'percent', 'What % of FY25 contributions came with donor restrictions?', { n: pct([PB.act[0].v[1], PB.act[0].v[0] + PB.act[0].v[1]]) }, [R('fs', SA, 'Contributions', 1), R('fs', SA, 'Contributions', 2)], pct, { w: pct([PB.act[0].v[0], PB.act[0].v[0] + PB.act[0].v[1]]) });

  C(o, 'date', 'What date is the auditors\' report dated?', { t: dateAny(PB.auditDate, true) }, [{ f: 'fs', re: `San Antonio, Texas\\s+(${usLongD(PB.auditDate)})`, text: true }], null, { w: 'The report is dated November 20, 2024.', want: usLongD(PB.auditDate) });
  C(o, 'date', 'when was the 990 signed', { t: dateAny(PB.f990.signed, true) }, [{ f: 'f990', re: 'Date: (\\d\\d/\\d\\d/\\d{4})', text: true }], null, { w: 'The 990 was signed on August 31, 2025.', want: `${PB.f990.signed.slice(5, 7)}/${PB.f990.signed.slice(8)}/${PB.f990.signed.slice(0, 4)}` });
  C(o, 'date', 'When did the board approve the FY26 operating budget?', { t: dateAny(PB.budgetApproved, true) }, [{ f: 'bud', re: 'Approved by the Board of Directors (\\d+/\\d+/\\d{4})', text: true }], null, { w: 'The board approved it on September 15, 2025.', want: `${PB.budgetApproved.slice(5, 7)}/${PB.budgetApproved.slice(8)}/${PB.budgetApproved.slice(0, 4)}` });
  const firstRet = PB.awards.filter((w) => w.st === 'Returned').sort((a, b) => a.date.localeCompare(b.date))[0];
  C(o, 'date', 'date of the first returned award in the engineering disbursement export?', { t: dateAny(firstRet.date, true) }, [V('aw', [['Disbursement Status', 'eq', 'Returned']], 'Disbursement Date')], null, { w: 'The first returned award was on January 21, 2025.', firstDate: true, want: usNumD(firstRet.date) });

  const topI = PB.schedI.reduce((b, g) => (g.n > b.n ? g : b));
  C(o, 'extreme', 'which type of scholarship on schedule I had the most recipients', { t: [topI.t, 'Merit'] }, PB.schedI.map((g) => R('f990', 'Part III', g.t.toUpperCase(), -2)), null, { w: 'Need-based scholarships had the most recipients.', argmaxIdx: PB.schedI.indexOf(topI) });
  const top10 = PB.perf.slice(2).reduce((b, p) => (p.v[5] > b.v[5] ? p : b));
  C(o, 'extreme', 'Which asset class had the best 10-year return?', { t: [top10.c] }, PB.perf.slice(2).map((p) => R('inv', 'Performance Summary', p.c, -1)), null, { w: 'Domestic Equity had the best 10-year return.', argmaxIdx: PB.perf.slice(2).indexOf(top10) });
  const fxLines = PB.fx.filter((r) => r.k !== 'sch');
  const topFx = fxLines.reduce((b, r) => (sumv(r.v) > sumv(b.v) ? r : b));
  C(o, 'extreme', 'Apart from the scholarships and awards to students line, what was the biggest expense line in FY25 on the functional expense statement?', { t: [topFx.label, 'Salaries'] }, fxLines.map((r) => R('fs', FE, r.label, -1)), null, { w: 'Contributed services from the University was the biggest line.', argmaxIdx: fxLines.indexOf(topFx) });
  const minQ = PB.recon.gain.indexOf(Math.min(...PB.recon.gain));
  C(o, 'extreme', 'worst quarter of FY25 for investment gain/loss in the pool?', { t: [['Q1', 'Q2', 'Q3', 'Q4'][minQ], ['Sep–Nov 2024', 'Dec 2024–Feb 2025', 'Mar–May 2025', 'Jun–Aug 2025'][minQ], ['Sep-Nov 2024', 'Dec 2024-Feb 2025', 'Mar-May 2025', 'Jun-Aug 2025'][minQ], ['first quarter', 'second quarter', 'third quarter', 'fourth quarter'][minQ]] }, [0, 1, 2, 3].map((i) => R('inv', 'Change in Market Value', 'Investment Gain', i)), null, { w: 'Q4 (Jun–Aug 2025) was the worst quarter.', argminIdx: minQ });

  C(o, 'average', 'average quarterly management fees on the pool in FY25', { n: round2(-sumv(PB.recon.fees) / 4) }, [0, 1, 2, 3].map((i) => R('inv', 'Change in Market Value', 'Management Fees', i)), (v) => round2(-sumv(v) / 4), { w: -PB.recon.fees[3] });
  C(o, 'average', 'What was the average amount of the engineering awards that were actually disbursed (status Disbursed)?', { n: round2(sumv(dis.map((w) => w.amt)) / dis.length) }, [V('aw', [['Disbursement Status', 'eq', 'Disbursed']], 'Award Amount')], (v) => round2(sumv(v) / v.length), { w: round2(sumv(dis.map((w) => w.amt)) / new Set(dis.map((w) => w.sid)).size) });
  C(o, 'average', 'Average annual contributions to the endowment over the five years on Schedule D?', { n: round2(sumv(PB.end.contrib) / 5) }, [0, 1, 2, 3, 4].map((i) => R('f990', 'Part V', 'b  Contributions', i)), (v) => round2(sumv(v) / 5), { w: round2(sumv(PB.end.contrib.slice(1)) / 4) });

  const badAw = PB.awards.filter((w) => w.st !== 'Disbursed');
  C(o, 'count', 'How many engineering awards were cancelled or returned?', { n: badAw.length }, [V('aw', [['Disbursement Status', 'ne', 'Disbursed']], 'Award ID')], (v) => v.length, { w: badAw.filter((w) => w.st === 'Cancelled').length });
  const relCount = PB.officers.filter((x) => x.rel > 0).length;
  C(o, 'count', 'how many people on part VII got comp from a related organization', { n: relCount }, PB.officers.map((x) => R('f990', 'Part VII', `(${PB.officers.indexOf(x) + 1}) ${x.n.toUpperCase()}`, -2)), (v) => v.filter((x) => x > 0).length, { w: 0 });
  const students = new Set(dis.map((w) => w.sid));
  C(o, 'count', 'How many different students got an engineering scholarship disbursed in FY25?', { n: students.size }, [V('aw', [['Disbursement Status', 'eq', 'Disbursed']], 'Student ID')], (v) => new Set(v).size, { w: dis.length });

  const spr = dis.filter((w) => w.term === 'Spring 2025');
  C(o, 'filter', 'Total engineering scholarship money actually disbursed for the Spring 2025 term (not counting cancelled or returned)?', { n: sumv(spr.map((w) => w.amt)) }, [V('aw', [['Disbursement Status', 'eq', 'Disbursed'], ['Award Term', 'eq', 'Spring 2025']], 'Award Amount')], sumv, { w: sumv(PB.awards.filter((w) => w.term === 'Spring 2025').map((w) => w.amt)) });
  const under = PB.alloc.filter((x) => x.pct < x.tgt);
  C(o, 'filter', 'What is the total market value of the asset classes that are below their policy target?', { n: sumv(under.map((x) => x.mv)) }, under.map((x) => R('inv', 'Asset Allocation', x.c, 0)), sumv, { w: sumv(under.slice(0, 2).map((x) => x.mv)) });
  const harg = dis.filter((w) => w.fundNo === 'E-1042');
  C(o, 'filter', 'how much did the Hargrove Family Engineering Scholarship pay out in FY25', { n: sumv(harg.map((w) => w.amt)) }, [V('aw', [['Disbursement Status', 'eq', 'Disbursed'], ['Scholarship Name', 'eq', 'Hargrove Family Engineering Scholarship']], 'Award Amount')], sumv, { w: harg[0].amt });

  C(o, 'variance', 'FY25 actual vs budget for total operating expenses: how much over budget were we?', { n: PB.obTot.e[2] - PB.obTot.e[1] }, [X('bud', OB, 'Total operating expenses', 2), X('bud', OB, 'Total operating expenses', 1)], diff, { w: PB.obTot.e[3] - PB.obTot.e[1] });
  C(o, 'variance', 'unrestricted annual giving fy25 actual vs budget?', { n: PB.ob[1].v[2] - PB.ob[1].v[1] }, [X('bud', OB, 'Unrestricted annual giving', 2), X('bud', OB, 'Unrestricted annual giving', 1)], diff, { w: PB.ob[1].v[3] - PB.ob[1].v[1] });
  C(o, 'variance', "By how many percentage points did the Pool beat its benchmark in the Jun-Aug 2025 quarter?", { n: round2(PB.perf[0].v[0] - PB.perf[1].v[0]) }, [R('inv', 'Performance Summary', 'Total Pool', 0), R('inv', 'Performance Summary', 'Policy Benchmark', 0)], (v) => round2(v[0] - v[1]), { w: round2(PB.perf[1].v[1] - PB.perf[0].v[1]) });

  C(o, 'text', "who is the foundation's auditor", { t: ['Guadalupe & Kerr', 'Guadalupe and Kerr'] }, [{ f: 'fs', re: '(Guadalupe & Kerr, LLP)\\s+Certified Public Accountants', text: true }], null, { w: 'The auditor is Brazos Ridge Advisors.', want: PB.auditor });
  C(o, 'text', 'Who is our investment consultant?', { t: [PB.consultant, 'Brazos Ridge'] }, [{ f: 'inv', re: '(Brazos Ridge Advisors)', text: true }], null, { w: 'Your investment consultant is Guadalupe & Kerr, LLP.', want: PB.consultant });
  C(o, 'text', "who's the treasurer?", { t: ['Priya Raman'] }, [{ f: 'f990', re: '\\(3\\) (PRIYA RAMAN)', text: true }], null, { w: 'The treasurer is Linda Osei.', want: 'PRIYA RAMAN' });

  C(o, 'ratio', 'How many times do total assets cover total liabilities at Aug 31, 2025?', { n: round2(PB.totA[0] / PB.totL[0]) }, [R('fs', FP, 'Total assets', -2), R('fs', FP, 'Total liabilities', -2)], (v) => round2(v[0] / v[1]), { w: round2(PB.totA[1] / PB.totL[1]) });
  C(o, 'ratio', 'fundraising cost per dollar of contributions in FY25 (fundraising expenses / total contributions)', { n: round2(PB.fxCol[3] / (PB.act[0].v[0] + PB.act[0].v[1])) }, [R('fs', FE, 'Total expenses', 4), R('fs', SA, 'Contributions', 2)], (v) => round2(v[0] / v[1]), { w: round2(PB.fxCol[3] / PB.act[0].v[0]) });
  C(o, 'ratio', 'ratio of FY26 budgeted operating revenue to operating expenses?', { n: round2(PB.obTot.r[3] / PB.obTot.e[3]) }, [X('bud', OB, 'Total operating revenue', 3), X('bud', OB, 'Total operating expenses', 3)], (v) => round2(v[0] / v[1]), { w: round2(PB.obTot.r[2] / PB.obTot.e[2]) });
}
