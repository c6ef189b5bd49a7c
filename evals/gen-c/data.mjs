// Source data for evaluation set C. Every document and every expected answer is derived from here.
// Money with cents is kept in integer cents; the $000 BvA is kept in integer hundreds of dollars.

export const sum = (a) => a.reduce((s, x) => s + x, 0);

// deterministic PRNG (mulberry32) so regeneration gives identical files
export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// split an integer into parts by weights (exact sum; remainder to the largest part)
export function split(total, weights, rand = null, jitter = 0) {
  const w = weights.map((x) => (x === 0 ? 0 : x * (1 + (rand ? (rand() - 0.5) * 2 * jitter : 0))));
  const ws = sum(w);
  const parts = w.map((x) => Math.round((total * x) / ws));
  let big = 0;
  w.forEach((x, i) => { if (x > w[big]) big = i; });
  parts[big] += total - sum(parts);
  return parts;
}

// ================================================================= YARRABEE (Australia, FY July-June)
export const YARRABEE = { id: 'yarrabee', name: 'Yarrabee Community Radio Inc. (3YCR)', fiscalYearStart: 'July' };
export const MONTHS_FY = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
export const MONTH_LONG = ['July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March', 'April', 'May', 'June'];
// month-end dates of FY2026 months Jul 2025 ... Jun 2026 (day-first)
export const PERIOD_END = ['31/07/2025', '31/08/2025', '30/09/2025', '31/10/2025', '30/11/2025', '31/12/2025', '31/01/2026', '28/02/2026', '31/03/2026', '30/04/2026', '31/05/2026', '30/06/2026'];
export const ACTUAL_MONTHS = 6; // the GL export covers Jul-Dec 2025

const FLAT = Array(12).fill(1);
// Budget lines. b26 = FY2026 budget, b25 = FY2025 budget, a25 = FY2025 actual (whole AUD, ex GST).
// phase = FY26 monthly phasing weights Jul..Jun. gl = [code, GL account name, {department: share}].
// vol = month-to-month variability of actuals around the phased budget.
export const yLines = [
  { type: 'income', cat: 'Income', label: 'Sponsorship – on-air', b26: 96000, b25: 88000, a25: 91350, phase: [8, 8, 9, 9, 9, 8, 6, 8, 9, 9, 9, 8], gl: ['4110', 'On-air sponsorship', { Development: 1 }], vol: 0.12 },
  { type: 'income', cat: 'Income', label: 'Memberships & subscriptions', b26: 31500, b25: 29000, a25: 27840, phase: [20, 8, 10, 8, 6, 6, 6, 6, 6, 8, 8, 8], gl: ['4120', 'Membership subscriptions', { Development: 1 }], vol: 0.1 },
  { type: 'income', cat: 'Income', label: 'Radiothon donations', b26: 58000, b25: 55000, a25: 61215, phase: [0, 8, 70, 6, 2, 2, 2, 2, 2, 2, 2, 2], gl: ['4130', 'Radiothon donations', { Development: 1 }], vol: 0.1 },
  { type: 'income', cat: 'Income', label: 'General donations', b26: 14000, b25: 12000, a25: 15904, phase: [5, 5, 5, 5, 5, 12, 5, 5, 5, 5, 8, 35], gl: ['4140', 'Donations - general', { Development: 1 }], vol: 0.2 },
  { type: 'income', cat: 'Income', label: 'Grant – Community Airwaves Fund', b26: 45000, b25: 45000, a25: 45000, phase: [50, 0, 0, 0, 0, 0, 50, 0, 0, 0, 0, 0], gl: ['4210', 'Grant - Community Airwaves Fund', { Operations: 1 }], vol: 0 },
  { type: 'income', cat: 'Income', label: 'Grant – Yarrabee Shire Council', b26: 12000, b25: 10000, a25: 10000, phase: [0, 0, 0, 100, 0, 0, 0, 0, 0, 0, 0, 0], gl: ['4220', 'Grant - Yarrabee Shire', { Operations: 1 }], vol: 0 },
  { type: 'income', cat: 'Income', label: 'Studio & outside-broadcast hire', b26: 8400, b25: 7500, a25: 6120, phase: FLAT, gl: ['4300', 'Studio & OB hire', { Technical: 1 }], vol: 0.35 },
  { type: 'income', cat: 'Income', label: 'Interest', b26: 2600, b25: 1800, a25: 3077, phase: FLAT, gl: ['4800', 'Interest received', { Operations: 1 }], vol: 0.08 },
  { type: 'income', cat: 'Income', label: 'Other', b26: 1500, b25: 1500, a25: 2389, phase: FLAT, gl: ['4900', 'Sundry income', { Operations: 1 }], vol: 0.5 },

  { type: 'expense', cat: 'Staff', label: 'Station manager wages', b26: 78000, b25: 74000, a25: 74650, phase: FLAT, gl: ['5100', 'Wages - station manager', { Operations: 1 }], vol: 0.02 },
  { type: 'expense', cat: 'Staff', label: 'Program coordinator wages (0.6 FTE)', b26: 41600, b25: 39000, a25: 36912, phase: FLAT, gl: ['5110', 'Wages - program coordinator', { Programming: 1 }], vol: 0.03 },
  { type: 'expense', cat: 'Staff', label: 'Superannuation', b26: 14352, b25: 13000, a25: 12828, phase: FLAT, gl: ['5150', 'Superannuation', { Operations: 0.65, Programming: 0.35 }], vol: 0.02 },
  { type: 'expense', cat: 'Staff', label: 'Workers compensation', b26: 1450, b25: 1380, a25: 1402, phase: [100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], gl: ['5160', 'Workers compensation insurance', { Operations: 1 }], vol: 0.03 },
  { type: 'expense', cat: 'Transmission', label: 'Transmitter site rent', b26: 14400, b25: 13800, a25: 13800, phase: FLAT, gl: ['6100', 'Transmitter site lease', { Technical: 1 }], vol: 0 },
  { type: 'expense', cat: 'Transmission', label: 'Transmitter power', b26: 7900, b25: 6800, a25: 8233, phase: [9, 9, 8, 8, 8, 8, 9, 9, 8, 8, 8, 8], gl: ['6110', 'Power - transmitter site', { Technical: 1 }], vol: 0.12 },
  { type: 'expense', cat: 'Transmission', label: 'Streaming & hosting', b26: 3600, b25: 3300, a25: 3482, phase: FLAT, gl: ['6120', 'Streaming & web hosting', { Technical: 1 }], vol: 0.04 },
  { type: 'expense', cat: 'Licences', label: 'Music licensing', b26: 6200, b25: 5900, a25: 6044, phase: [1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0], gl: ['6200', 'Music copyright licences', { Programming: 1 }], vol: 0.03 },
  { type: 'expense', cat: 'Licences', label: 'Broadcast licence fees', b26: 1150, b25: 1100, a25: 1100, phase: [0, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0], gl: ['6210', 'Broadcast licence fees', { Technical: 1 }], vol: 0 },
  { type: 'expense', cat: 'Studio', label: 'Studio rent', b26: 21600, b25: 20800, a25: 20800, phase: FLAT, gl: ['6300', 'Rent - Ferry St studio', { Operations: 1 }], vol: 0 },
  { type: 'expense', cat: 'Studio', label: 'Electricity & gas', b26: 4800, b25: 4500, a25: 5116, phase: [11, 11, 9, 7, 6, 7, 8, 8, 7, 8, 9, 9], gl: ['6310', 'Electricity & gas - studio', { Operations: 0.6, Technical: 0.4 }], vol: 0.12 },
  { type: 'expense', cat: 'Studio', label: 'Equipment repairs & maintenance', b26: 6500, b25: 5000, a25: 9871, phase: FLAT, gl: ['6320', 'Repairs & maintenance - equipment', { Technical: 1 }], vol: 0.45 },
  { type: 'expense', cat: 'Admin', label: 'Insurance', b26: 7200, b25: 6600, a25: 6915, phase: [100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], gl: ['6400', 'Insurance - public liability & property', { Operations: 1 }], vol: 0.02 },
  { type: 'expense', cat: 'Admin', label: 'Audit & accounting', b26: 9100, b25: 8800, a25: 8950, phase: [3, 3, 3, 60, 3, 3, 3, 3, 3, 3, 3, 10], gl: ['6410', 'Audit & bookkeeping', { Operations: 1 }], vol: 0.05 },
  { type: 'expense', cat: 'Admin', label: 'Software & subscriptions', b26: 3300, b25: 2900, a25: 3145, phase: FLAT, gl: ['6420', 'Software subscriptions', { Operations: 0.5, Programming: 0.5 }], vol: 0.06 },
  { type: 'expense', cat: 'Admin', label: 'Bank & merchant fees', b26: 1200, b25: 1100, a25: 1318, phase: FLAT, gl: ['6430', 'Bank & merchant fees', { Development: 0.7, Operations: 0.3 }], vol: 0.2 },
  { type: 'expense', cat: 'Programming', label: 'News & content syndication', b26: 7800, b25: 7500, a25: 7620, phase: FLAT, gl: ['6600', 'News & program syndication', { Programming: 1 }], vol: 0.03 },
  { type: 'expense', cat: 'Fundraising & events', label: 'Radiothon costs', b26: 9500, b25: 9000, a25: 8604, phase: [2, 30, 50, 4, 2, 2, 2, 2, 2, 2, 2, 2], gl: ['6500', 'Radiothon expenses', { Development: 1 }], vol: 0.15 },
  { type: 'expense', cat: 'Fundraising & events', label: 'Volunteer training & recognition', b26: 4000, b25: 3500, a25: 3912, phase: [4, 4, 4, 4, 4, 40, 4, 4, 4, 4, 4, 20], gl: ['6510', 'Volunteer training & recognition', { Programming: 0.6, Development: 0.4 }], vol: 0.2 },
  { type: 'expense', cat: 'Other', label: 'Depreciation', b26: 11500, b25: 11000, a25: 11240, phase: FLAT, gl: ['6950', 'Depreciation', { Operations: 1 }], vol: 0 },
  { type: 'expense', cat: 'Other', label: 'Other', b26: 2000, b25: 2000, a25: 1266, phase: FLAT, gl: ['6900', 'Sundry expenses', { Operations: 1 }], vol: 0.5 },
];
export const yDepts = ['Programming', 'Technical', 'Operations', 'Development'];

export function yTotals() {
  const t = {};
  for (const col of ['b26', 'b25', 'a25']) {
    const inc = sum(yLines.filter((l) => l.type === 'income').map((l) => l[col]));
    const exp = sum(yLines.filter((l) => l.type === 'expense').map((l) => l[col]));
    t[col] = { income: inc, expense: exp, net: inc - exp };
  }
  return t;
}
export const yCats = [...new Set(yLines.filter((l) => l.type === 'expense').map((l) => l.cat))];

// FY26 monthly phasing of the budget (whole dollars, exact sums)
for (const l of yLines) l.ph26 = split(l.b26, l.phase);

// GL actuals Jul-Dec 2025, in cents, per month per department
{
  const rand = rng(3971);
  for (const l of yLines) {
    l.act = []; // [month][dept] cents
    for (let m = 0; m < ACTUAL_MONTHS; m++) {
      const base = l.ph26[m] * 100;
      let v = base === 0 ? 0 : Math.round(base * (1 + (rand() - 0.5) * 2 * l.vol));
      if (l.vol === 0) v = base;
      // dollars only for fixed lines, cents otherwise
      if (l.vol >= 0.04 && v) v += Math.round(rand() * 99) - 49;
      const depts = Object.entries(l.gl[2]);
      const parts = split(v, depts.map(([, s]) => s));
      l.act.push(Object.fromEntries(depts.map(([d], i) => [d, parts[i]])));
    }
  }
  // one known blow-out: the transmitter power bill in September 2025 includes a back-billed meter reading
  const tp = yLines.find((l) => l.label === 'Transmitter power');
  tp.act[2].Technical += 41860;
}
// the Sep 2025 equipment repairs include the Dunmore Hardware receipt (ex GST)
export const yReceipt = {
  merchant: 'DUNMORE HARDWARE & ELECTRICAL',
  merchantShort: 'Dunmore Hardware',
  address: '14 Ferry Street, Yarrabee VIC 3971',
  abn: '53 118 402 667',
  date: '03/09/2025', time: '10:47',
  dateLong: '3 September 2025',
  items: [
    ['RG6 QUAD SHIELD COAX 30M', 1, 6490],
    ['F-CONNECTOR TWIST-ON', 10, 235],
    ['CABLE TIES 300MM PK100', 1, 920],
    ['GAFFER TAPE 48MM BLK', 2, 1240],
    ['POWERBOARD 6-WAY SURGE', 1, 3450],
  ],
  gstRate: 0.1,
  invoiceNo: '0417-22816',
};
yReceipt.subtotalC = sum(yReceipt.items.map(([, q, p]) => q * p));
yReceipt.gstC = Math.round(yReceipt.subtotalC * yReceipt.gstRate);
yReceipt.totalC = yReceipt.subtotalC + yReceipt.gstC;

export const yActCents = (label, months = [0, 1, 2, 3, 4, 5], dept = null) => {
  const l = yLines.find((x) => x.label === label);
  return sum(months.map((m) => sum(Object.entries(l.act[m]).filter(([d]) => !dept || d === dept).map(([, v]) => v))));
};

// Assumptions sheet
export const yAssumptions = [
  ['Paid-up members (30 June)', 412, 450, 'members'],
  ['Active volunteer presenters', 71, 75, 'people'],
  ['Sponsorship rate per 30-sec spot', 22, 24, '$ ex GST'],
  ['Superannuation guarantee rate', 0.115, 0.12, '%'],
  ['Weekly live on-air hours', 118, 124, 'hours'],
];

// Statement of financial position, 30 June 2025 and 2024 (whole dollars)
export const ySfp = (() => {
  const T = yTotals();
  const a24 = { cash: 71344, recv: 11020, prepay: 5860, ppe: 68730, rou: 57600 };
  const l24 = { pay: 9870, gst: 1985, provC: 7115, advance: 20000, leaseC: 18900, provN: 2030, leaseN: 39750 };
  const res24 = 25000;
  const na24 = sum(Object.values(a24)) - sum(Object.values(l24));
  const na25 = na24 + T.a25.net;
  const a25 = { recv: 9480, prepay: 6215, ppe: 63940, rou: 38400 };
  const l25 = { pay: 11275, gst: 2140, provC: 7830, advance: 22500, leaseC: 19600, provN: 2410, leaseN: 20150 };
  a25.cash = na25 + sum(Object.values(l25)) - sum(Object.values(a25));
  const res25 = 30000;
  const rows = {
    cash: ['Cash and cash equivalents', a25.cash, a24.cash, '5'],
    recv: ['Trade and other receivables', a25.recv, a24.recv, '6'],
    prepay: ['Prepayments', a25.prepay, a24.prepay, ''],
    ppe: ['Property, plant and equipment', a25.ppe, a24.ppe, '7'],
    rou: ['Right-of-use assets', a25.rou, a24.rou, '8'],
    pay: ['Trade and other payables', l25.pay, l24.pay, '9'],
    gst: ['GST payable', l25.gst, l24.gst, ''],
    provC: ['Employee provisions', l25.provC, l24.provC, '10'],
    advance: ['Grants received in advance', l25.advance, l24.advance, '11'],
    leaseC: ['Lease liabilities', l25.leaseC, l24.leaseC, '8'],
    provN: ['Employee provisions', l25.provN, l24.provN, '10'],
    leaseN: ['Lease liabilities', l25.leaseN, l24.leaseN, '8'],
    reserve: ['Transmitter replacement reserve', res25, res24, '12'],
    retained: ['Retained surplus', na25 - res25, na24 - res24, ''],
  };
  const col = (i) => (keys) => sum(keys.map((k) => rows[k][i]));
  const tot = {};
  for (const [i, y] of [[1, 2025], [2, 2024]]) {
    const s = col(i);
    const ca = s(['cash', 'recv', 'prepay']); const nca = s(['ppe', 'rou']);
    const cl = s(['pay', 'gst', 'provC', 'advance', 'leaseC']); const ncl = s(['provN', 'leaseN']);
    tot[y] = { ca, nca, assets: ca + nca, cl, ncl, liab: cl + ncl, net: ca + nca - cl - ncl, equity: s(['reserve', 'retained']) };
  }
  return { rows, tot };
})();

// Auditor's management letter (prose facts)
export const yLetter = {
  firm: 'Pemberton Keogh Chartered Accountants',
  partner: 'Alana Pemberton CA',
  date: '17 October 2025',
  dateAlts: ['17 October 2025', '17 Oct 2025', '17/10/2025', 'October 17, 2025', 'Oct 17, 2025', '17th October', '17 October', 'October 17', 'Oct 17'],
  opinion: 'unmodified',
  basQuarter: 'March 2025 quarter',
  basQuarterAlts: ['March 2025 quarter', 'March quarter', 'quarter ended 31 March 2025', 'quarter ending 31 March 2025', 'Jan–Mar 2025', 'Jan-Mar 2025', 'January–March 2025', 'January to March 2025', 'Q3 FY2025', 'Q3 FY25', 'March 2025 BAS', 'March 2025'],
  basDue: '28 April 2025', basLodged: '19 May 2025', basDaysLate: 21, gic: 146.2,
  sponsorTested: 30, sponsorMissing: 5, sponsorMissingAmt: 7260,
  farDiff: 3184,
  feeThisYear: 6400, feeNextYear: 6850,
};

// ================================================================= KESTREL (US, calendar FY)
export const KESTREL = { id: 'kestrel', name: 'Kestrel Point Watershed Alliance', fiscalYearStart: 'January' };
// Quarterly budget vs actual, kept in integer units of $100 (so $000 with one decimal is exact).
// annual = FY budget in $100 units, season = quarterly budget split, act = actual factor per quarter.
export const kLines = [
  { sec: 'rev', label: 'Individual donations', annual: 3100, season: [18, 20, 17, 45], act: [1.06, 0.91, 0.97, 1.12] },
  { sec: 'rev', label: 'Foundation grants', annual: 4500, season: [25, 25, 25, 25], act: [1.0, 1.14, 0.93, 1.07] },
  { sec: 'rev', label: 'Government contracts', annual: 2600, season: [15, 30, 35, 20], act: [0.72, 1.03, 0.96, 1.21] },
  { sec: 'rev', label: 'Corporate sponsorships', annual: 750, season: [20, 45, 15, 20], act: [0.88, 1.09, 1.0, 0.84] },
  { sec: 'rev', label: 'Special events (Spring River Gala)', annual: 900, season: [2, 90, 3, 5], act: [0, 1.17, 1.0, 0.6] },
  { sec: 'rev', label: 'Other', annual: 120, season: [1, 1, 1, 1], act: [1.3, 0.8, 1.45, 1.1] },
  { sec: 'exp', label: 'Salaries & wages', annual: 6400, season: [1, 1, 1, 1], act: [0.97, 1.01, 1.03, 1.02] },
  { sec: 'exp', label: 'Payroll taxes & benefits', annual: 1500, season: [1, 1, 1, 1], act: [1.05, 0.98, 1.02, 1.04] },
  { sec: 'exp', label: 'Contract services', annual: 950, season: [20, 30, 30, 20], act: [1.26, 0.9, 1.08, 0.95] },
  { sec: 'exp', label: 'Lab analysis fees', annual: 480, season: [15, 35, 35, 15], act: [0.83, 1.12, 1.44, 1.05] },
  { sec: 'exp', label: 'Field equipment & supplies', annual: 520, season: [20, 35, 30, 15], act: [0.95, 1.21, 1.06, 0.8] },
  { sec: 'exp', label: 'Native plant stock', annual: 400, season: [35, 10, 5, 50], act: [1.04, 0.7, 1.5, 1.13] },
  { sec: 'exp', label: 'Rent & utilities', annual: 660, season: [1, 1, 1, 1], act: [1.03, 0.97, 0.99, 1.04] },
  { sec: 'exp', label: 'Vehicles & travel', annual: 340, season: [20, 30, 30, 20], act: [0.9, 1.15, 1.23, 0.88] },
  { sec: 'exp', label: 'Insurance', annual: 220, season: [1, 1, 1, 1], act: [1.0, 1.0, 1.0, 1.09] },
  { sec: 'exp', label: 'Printing & outreach', annual: 180, season: [20, 40, 20, 20], act: [0.75, 1.3, 0.9, 1.2] },
  { sec: 'exp', label: 'Other', annual: 200, season: [1, 1, 1, 1], act: [1.2, 0.85, 1.1, 1.4] },
];
for (const l of kLines) {
  l.bud = split(l.annual, l.season);
  l.actual = l.bud.map((b, q) => Math.round(b * l.act[q]));
}
export function kTotals() {
  const by = (sec, k) => [0, 1, 2, 3].map((q) => sum(kLines.filter((l) => l.sec === sec).map((l) => l[k][q])));
  const t = { rev: { bud: by('rev', 'bud'), actual: by('rev', 'actual') }, exp: { bud: by('exp', 'bud'), actual: by('exp', 'actual') } };
  t.net = { bud: t.rev.bud.map((v, q) => v - t.exp.bud[q]), actual: t.rev.actual.map((v, q) => v - t.exp.actual[q]) };
  return t;
}
export const kLine = (sec, label) => kLines.find((l) => l.sec === sec && l.label === label);

// Statement of functional expenses 2025 (whole dollars). Line totals = BvA full-year actual x 100.
export const kFunctions = ['River Restoration', 'Water Quality Monitoring', 'Management & General', 'Fundraising'];
export const kDepreciation = 18436;
export const kSfe = (() => {
  const w = {
    'Salaries & wages': [38, 30, 20, 12],
    'Payroll taxes & benefits': [38, 30, 20, 12],
    'Contract services': [35, 15, 35, 15],
    'Lab analysis fees': [4, 96, 0, 0],
    'Field equipment & supplies': [55, 40, 5, 0],
    'Native plant stock': [1, 0, 0, 0],
    'Rent & utilities': [35, 25, 25, 15],
    'Vehicles & travel': [50, 40, 6, 4],
    'Insurance': [30, 30, 35, 5],
    'Printing & outreach': [20, 10, 5, 65],
    'Other': [25, 20, 40, 15],
  };
  const rand = rng(1183);
  const rows = kLines.filter((l) => l.sec === 'exp').map((l) => {
    const total = sum(l.actual) * 100;
    return { label: l.label, vals: split(total, w[l.label], rand, 0.06), total };
  });
  rows.push({ label: 'Depreciation', vals: split(kDepreciation, [50, 35, 15, 0], rand, 0.05), total: kDepreciation });
  const totals = [0, 1, 2, 3].map((i) => sum(rows.map((r) => r.vals[i])));
  return { rows, totals, total: sum(totals) };
})();

// Grant agreement (PDF)
export const kGrant = {
  funder: 'The Harrow & Wilde Foundation',
  number: 'HWF-2025-0412',
  project: 'Lower Kestrel Creek Riparian Buffer Restoration',
  award: 186000,
  periodStart: 'April 1, 2025', periodEnd: 'March 31, 2027',
  executed: 'March 24, 2025',
  schedule: [
    ['1', 'Upon execution of this Agreement', 'April 15, 2025', 0.4],
    ['2', 'Upon approval of the interim report', 'November 3, 2025', 0.3],
    ['3', 'Upon approval of the year-one report', 'June 1, 2026', 0.2],
    ['4', 'Upon approval of the final report', 'June 30, 2027', 0.1],
  ],
  interimDue: 'October 15, 2025', yearOneDue: 'April 30, 2026', finalDue: 'May 14, 2027',
  indirectPct: 0.125,
  budget: [['Personnel (field crew and project manager)', 96000], ['Native plants, seed and erosion-control materials', 41500], ['Equipment and supplies', 14250], ['Contractual (heavy equipment and survey)', 11000]],
  refundThreshold: 1000,
  officer: 'Priya Venkataraman',
  signer: 'Margaret Okonkwo-Hale',
};
kGrant.schedule = kGrant.schedule.map(([n, cond, date, share]) => ({ n, cond, date, amount: Math.round(kGrant.award * share) }));
kGrant.indirect = Math.round(kGrant.award * kGrant.indirectPct);
kGrant.budget.push(['Indirect costs (12.5% of award)', kGrant.indirect]);

// Chart of accounts
export const kCoa = [
  ['1000', 'Cash - operating checking', 'Asset', 'Main checking account at Tidewater Community Bank; all deposits and vendor payments'],
  ['1010', 'Cash - money market', 'Asset', 'Operating reserve money market account'],
  ['1100', 'Accounts receivable', 'Asset', 'Amounts billed to government agencies under monitoring contracts'],
  ['1200', 'Grants & pledges receivable', 'Asset', 'Unconditional grants and pledges not yet received'],
  ['1300', 'Prepaid expenses', 'Asset', 'Insurance premiums and software paid in advance'],
  ['1500', 'Field & lab equipment', 'Asset', 'Equipment costing $2,500 or more with a useful life over one year (e.g. multiparameter sondes, flow meters, boat and trailer)'],
  ['1510', 'Vehicles', 'Asset', 'Field trucks and utility trailer'],
  ['1590', 'Accumulated depreciation', 'Asset', 'Contra-asset; straight-line depreciation on 1500-1510'],
  ['2000', 'Accounts payable', 'Liability', 'Vendor bills entered but not yet paid'],
  ['2100', 'Accrued payroll & PTO', 'Liability', 'Wages earned but unpaid and accrued paid time off'],
  ['2200', 'Payroll liabilities', 'Liability', 'Withheld federal and state taxes and 403(b) deferrals awaiting remittance'],
  ['2300', 'Refundable advances', 'Liability', 'Conditional grant payments received before the conditions are met'],
  ['2500', 'Vehicle loan payable', 'Liability', 'Note on the 2023 field truck'],
  ['3000', 'Net assets without donor restrictions', 'Net Assets', 'Cumulative unrestricted surplus'],
  ['3100', 'Net assets with donor restrictions', 'Net Assets', 'Purpose- and time-restricted gifts and grants'],
  ['4010', 'Individual donations', 'Revenue', 'Gifts from individuals, online giving, monthly sustainers and year-end appeal'],
  ['4020', 'Foundation grants', 'Revenue', 'Private and community foundation grants'],
  ['4030', 'Government contracts', 'Revenue', 'State DEQ and county water-quality monitoring contracts (cost-reimbursement)'],
  ['4040', 'Corporate sponsorships', 'Revenue', 'Business sponsorships of events and creek clean-ups'],
  ['4050', 'Special events revenue', 'Revenue', 'Spring River Gala tickets, tables and auction proceeds'],
  ['4090', 'Other revenue', 'Revenue', 'Interest, merchandise sales and workshop fees'],
  ['5010', 'Salaries & wages', 'Expense', 'Gross pay for all staff including seasonal field technicians'],
  ['5020', 'Payroll taxes', 'Expense', 'Employer FICA, FUTA and state unemployment'],
  ['5030', 'Employee benefits', 'Expense', 'Health insurance premiums and 403(b) employer match'],
  ['6010', 'Contract services', 'Expense', 'Consultants, GIS mapping, bookkeeping and the annual audit'],
  ['6020', 'Lab analysis fees', 'Expense', 'Outside laboratory testing: E. coli, nutrients, turbidity and metals samples'],
  ['6030', 'Field equipment & supplies', 'Expense', 'Items under $2,500: waders, sample bottles, probe calibration fluids, hand tools'],
  ['6040', 'Native plant stock', 'Expense', 'Live stakes, plugs, bare-root trees and seed mix for restoration sites'],
  ['6050', 'Rent', 'Expense', 'Office and storage lease at 220 Millrace Road'],
  ['6055', 'Utilities', 'Expense', 'Electricity, water, internet and phones'],
  ['6060', 'Vehicle fuel & maintenance', 'Expense', 'Fuel, oil changes, tires and repairs for field trucks'],
  ['6065', 'Travel & mileage', 'Expense', 'Staff mileage reimbursement, conference travel and lodging'],
  ['6070', 'Insurance', 'Expense', 'General liability, auto, D&O and boat coverage'],
  ['6080', 'Printing & outreach', 'Expense', 'Newsletters, signage, event printing and social media ads'],
  ['6090', 'Other expenses', 'Expense', 'Bank fees, dues and subscriptions, miscellaneous'],
  ['6100', 'Depreciation', 'Expense', 'Annual depreciation on capitalized equipment and vehicles'],
];
