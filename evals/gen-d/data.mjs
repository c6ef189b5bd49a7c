// The single data module for set D. Every figure in every document, and every expected answer,
// comes from here. Budgets are whole dollars; actuals carry cents. Deterministic (seeded).

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => a.reduce((s, x) => s + x, 0);

// Spread a whole-dollar annual amount over 12 months by weights; the last non-zero month takes
// the rounding remainder so months foot to the annual figure exactly.
function phase(annual, w) {
  const tw = sum(w);
  const out = w.map((x) => Math.round((annual * x) / tw));
  let last = 11;
  while (w[last] === 0) last--;
  out[last] += annual - sum(out);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Organisation 1: Prairie Wind Literacy Council (Hays, Kansas). USD. Fiscal year starts 1 October;
// FY2026 = 1 Oct 2025 - 30 Sep 2026. Actuals available Oct 2025 - Mar 2026 (Q1 and Q2).
// ---------------------------------------------------------------------------------------------
const PW_MONTHS = ['Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026', 'Jun 2026', 'Jul 2026', 'Aug 2026', 'Sep 2026'];
const W = {
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  school: [1.05, 1.0, 0.7, 1.1, 1.1, 1.1, 1.05, 1.0, 0.6, 0.5, 0.7, 1.05],
  contrib: [0.6, 1.3, 3.2, 0.5, 0.5, 0.6, 0.8, 0.9, 1.1, 0.5, 0.5, 1.5],
  foundation: [0.2, 0, 0, 0.3, 0, 0, 0.25, 0, 0, 0.25, 0, 0],
  eventRev: [0, 0, 0, 0, 0, 0.12, 0.88, 0, 0, 0, 0, 0],
  eventExp: [0, 0, 0, 0, 0.1, 0.25, 0.65, 0, 0, 0, 0, 0],
  audit: [0, 0.15, 0.45, 0.4, 0, 0, 0, 0, 0, 0, 0, 0],
  quarterly: [1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0, 0],
  printing: [0.8, 1.4, 1.2, 0.7, 0.8, 1.6, 1.1, 0.6, 0.6, 0.6, 0.8, 1.0],
  tech: [2.5, 0.7, 0.7, 0.9, 0.7, 0.7, 0.9, 0.7, 0.7, 0.9, 0.7, 0.7],
  volunteer: [0.3, 0.3, 1.6, 0.3, 0.3, 0.3, 2.5, 0.3, 0.3, 0.3, 0.3, 0.3],
};
const PW_PROGS = [
  { key: 'ABL', name: 'Adult Basic Literacy' },
  { key: 'ELL', name: 'English Language Learners' },
  { key: 'FAM', name: 'Family Literacy' },
  { key: 'MG', name: 'Management & General' },
  { key: 'FR', name: 'Fundraising' },
];
// group: parent account in QuickBooks; cat: category on the budget "By Program" sheet.
const PW_ACCOUNTS = [
  { code: '4010', name: 'Individual Contributions', type: 'rev', w: 'contrib', budget: 96000, py: 0.93 },
  { code: '4020', name: 'Foundation & Corporate Grants', type: 'rev', w: 'foundation', budget: 118500, py: 1.04 },
  { code: '4030', name: 'State Library Grant', type: 'rev', w: 'flat', budget: 84500, py: 0.97 },
  { code: '4040', name: 'United Way Allocation', type: 'rev', w: 'flat', budget: 42000, py: 1.0 },
  { code: '4100', name: 'Special Events - Spelling Bee', type: 'rev', w: 'eventRev', budget: 38750, py: 0.9 },
  { code: '4200', name: 'Program Fees', type: 'rev', w: 'school', budget: 14400, py: 1.08 },
  { code: '4900', name: 'Interest Income', type: 'other', w: 'flat', budget: 1850, py: 1.21 },
  { code: '5010', name: 'Salaries & Wages', group: '5000 Personnel', cat: 'Personnel', type: 'exp', w: 'flat', prog: [58200, 51800, 35100, 31600, 13300], py: 0.95 },
  { code: '5020', name: 'Payroll Taxes', group: '5000 Personnel', cat: 'Personnel', type: 'exp', w: 'flat', prog: [4452, 3963, 2685, 2417, 1017], py: 0.95 },
  { code: '5030', name: 'Employee Benefits', group: '5000 Personnel', cat: 'Personnel', type: 'exp', w: 'flat', prog: [6900, 6100, 4200, 4600, 1500], py: 0.91 },
  { code: '5100', name: 'Contract Tutors & Instructors', cat: 'Program Delivery', type: 'exp', w: 'school', prog: [9800, 14600, 6200, 0, 0], py: 1.12 },
  { code: '5210', name: 'Rent', group: '5200 Occupancy', cat: 'Occupancy', type: 'exp', w: 'flat', prog: [11040, 9660, 6900, 5520, 2760], py: 0.96 },
  { code: '5220', name: 'Utilities', group: '5200 Occupancy', cat: 'Occupancy', type: 'exp', w: 'flat', prog: [1920, 1680, 1200, 960, 480], py: 1.06 },
  { code: '5310', name: 'Instructional Materials & Books', group: '5300 Program Supplies', cat: 'Program Delivery', type: 'exp', w: 'school', prog: [5400, 4900, 7350, 0, 0], py: 1.09 },
  { code: '5320', name: 'Testing & Assessment', group: '5300 Program Supplies', cat: 'Program Delivery', type: 'exp', w: 'school', prog: [3150, 2700, 900, 0, 0], py: 0.88 },
  { code: '5400', name: 'Travel & Mileage', cat: 'Program Delivery', type: 'exp', w: 'school', prog: [1800, 1250, 2100, 600, 450], py: 1.02 },
  { code: '5500', name: 'Technology & Software', cat: 'Operations', type: 'exp', w: 'tech', prog: [2100, 1900, 1100, 3800, 1650], py: 1.15 },
  { code: '5600', name: 'Insurance', cat: 'Operations', type: 'exp', w: 'quarterly', prog: [0, 0, 0, 5950, 0], py: 0.94 },
  { code: '5700', name: 'Printing & Postage', cat: 'Operations', type: 'exp', w: 'printing', prog: [800, 700, 650, 900, 2750], py: 1.03 },
  { code: '5800', name: 'Audit & Accounting Fees', cat: 'Operations', type: 'exp', w: 'audit', prog: [0, 0, 0, 14500, 0], py: 0.97 },
  { code: '5850', name: 'Special Event Expenses', cat: 'Fundraising Events', type: 'exp', w: 'eventExp', prog: [0, 0, 0, 0, 9800], py: 0.92 },
  { code: '5900', name: 'Volunteer Recognition', cat: 'Operations', type: 'exp', w: 'volunteer', prog: [1100, 900, 700, 0, 300], py: 1.18 },
  { code: '5950', name: 'Bank & Payment Processing Fees', cat: 'Operations', type: 'exp', w: 'flat', prog: [0, 0, 0, 850, 1400], py: 1.1 },
];

function buildPW() {
  const rand = rng(20260401);
  const accts = PW_ACCOUNTS.map((a) => ({ ...a }));
  for (const a of accts) {
    if (a.prog) a.budget = sum(a.prog);
    a.months = phase(a.budget, W[a.w]);
    a.pyActual = Math.round(a.budget * a.py * (0.99 + rand() * 0.02));
    // actuals for Oct 2025 - Mar 2026 (fiscal months 0..5), in cents
    a.actual = a.months.slice(0, 6).map((b) => r2(b * (0.82 + rand() * 0.34)));
  }
  const A = Object.fromEntries(accts.map((a) => [a.code, a]));
  // deliberate, realistic shapes
  A['5210'].actual = [2990, 2990, 2990, 3140, 3140, 3140]; // lease escalation in January
  A['5600'].actual = [1612, 0, 0, 1612, 0, 0];
  A['4200'].actual[4] = -185; // tuition refunds exceeded fees in February
  A['4020'].actual = [22500, 0, 5000, 41000, 0, 2500];
  A['4030'].actual = [0, 0, 21125, 0, 0, 21125]; // state library grant billed quarterly in arrears
  A['4100'].actual = [0, 0, 0, 0, 1500, 6350]; // early sponsorships for April event
  A['5850'].actual = [0, 0, 0, 0, 612.4, 2875.15];
  A['5800'].actual = [0, 2100, 7450, 6200, 0, 0];
  A['5010'].actual = [14690.5, 14690.5, 15212.75, 14920.0, 14920.0, 15436.8];
  A['5100'].actual[5] = 3980.0; // over budget in March (ELL evening cohort)
  return { accts, A };
}

const pwBuilt = buildPW();

// Statement of financial position, 30 Sep 2025 and 2024 (whole dollars). Net assets move by the
// FY2025 actual surplus on the budget workbook's Summary sheet.
function pwBalance(accts) {
  const pyRev = sum(accts.filter((a) => a.type !== 'exp').map((a) => a.pyActual));
  const pyExp = sum(accts.filter((a) => a.type === 'exp').map((a) => a.pyActual));
  const pyNet = pyRev - pyExp;
  const y24 = { cash: 88412, grantsRec: 31260, pledgesRec: 18950, prepaid: 6120, cds: 50000, ppe: 42870, ap: 9845, accruedPayroll: 14230, deferredRev: 7500, noteCurrent: 4800, noteLT: 24000, naWith: 46300 };
  y24.naWithout = y24.cash + y24.grantsRec + y24.pledgesRec + y24.prepaid + y24.cds + y24.ppe - (y24.ap + y24.accruedPayroll + y24.deferredRev + y24.noteCurrent + y24.noteLT) - y24.naWith;
  const y25 = { grantsRec: 42150, pledgesRec: 14380, prepaid: 7045, cds: 75000, ppe: 37615, ap: 12390, accruedPayroll: 15880, deferredRev: 9250, noteCurrent: 4800, noteLT: 19200, naWith: 52840 };
  const na24 = y24.naWithout + y24.naWith;
  const na25 = na24 + pyNet;
  y25.naWithout = na25 - y25.naWith;
  y25.cash = na25 + y25.ap + y25.accruedPayroll + y25.deferredRev + y25.noteCurrent + y25.noteLT - (y25.grantsRec + y25.pledgesRec + y25.prepaid + y25.cds + y25.ppe);
  const tot = (y) => {
    y.totalCurrentAssets = y.cash + y.grantsRec + y.pledgesRec + y.prepaid;
    y.totalAssets = y.totalCurrentAssets + y.cds + y.ppe;
    y.totalCurrentLiabilities = y.ap + y.accruedPayroll + y.deferredRev + y.noteCurrent;
    y.totalLiabilities = y.totalCurrentLiabilities + y.noteLT;
    y.totalNetAssets = y.naWithout + y.naWith;
    y.totalLiabilitiesNetAssets = y.totalLiabilities + y.totalNetAssets;
    return y;
  };
  return { 2025: tot(y25), 2024: tot(y24), pyNet };
}

const PW_GRANT = {
  funder: 'Sunflower State Library Commission',
  program: 'Adult Literacy Services Grant',
  awardNo: 'ALS-26-0417',
  amount: 84500,
  periodStart: 'October 1, 2025',
  periodEnd: 'September 30, 2026',
  letterDate: 'September 12, 2025',
  budget: [
    ['Personnel (program coordinators, salaries and fringe)', 49000],
    ['Contract tutors and instructors', 14200],
    ['Instructional materials and books', 8100],
    ['Learner testing and assessment (CASAS)', 4300],
    ['Local travel and mileage', 1300],
  ],
  indirect: 7600,
  indirectRatePct: 10,
  matchPct: 25,
  paymentPcts: [40, 30, 30],
  midYearDue: 'April 30, 2026',
  finalDue: 'October 31, 2026',
  signBy: 'October 10, 2025',
  learnersTarget: 140,
  posttestPct: 60,
  revisionPct: 10,
  equipmentThreshold: 5000,
  retentionYears: 5,
  programOfficer: 'Marisol Entwistle',
};
PW_GRANT.direct = sum(PW_GRANT.budget.map((b) => b[1]));
PW_GRANT.match = (PW_GRANT.amount * PW_GRANT.matchPct) / 100;
PW_GRANT.payments = PW_GRANT.paymentPcts.map((p) => (PW_GRANT.amount * p) / 100);

const PW_LETTER = {
  firm: 'Brandt & Okafor, CPAs, LLP',
  date: 'January 16, 2026',
  fyEnd: 'September 30, 2025',
  lateRecMonths: ['November 2024', 'February 2025', 'June 2025'],
  lateRecDays: 45,
  timeEffortSalaries: 46180,
  laptops: 4,
  laptopPrice: 1299,
  capThreshold: 1000,
  undepositedChecks: 7,
  undepositedTotal: 3415,
  ed: 'Dana Whitfield',
  treasurer: 'Luis Ortega',
  responseDue: 'March 31, 2026',
};
PW_LETTER.laptopsTotal = PW_LETTER.laptops * PW_LETTER.laptopPrice;

export const prairiewind = {
  key: 'prairiewind',
  name: 'Prairie Wind Literacy Council',
  fiscalYearStart: 'October',
  months: PW_MONTHS,
  actualMonths: 6,
  programs: PW_PROGS,
  accounts: pwBuilt.accts,
  A: pwBuilt.A,
  balance: pwBalance(pwBuilt.accts),
  grant: PW_GRANT,
  letter: PW_LETTER,
};

// ---------------------------------------------------------------------------------------------
// Organisation 2: Fernleaf Adaptive Sports Society (Cedar Flats, British Columbia). CAD. Fiscal
// year starts 1 April; "2025-26" = 1 Apr 2025 - 31 Mar 2026 = FY2026. Ledger Apr - Dec 2025.
// ---------------------------------------------------------------------------------------------
const FL_MONTHS = ['Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026'];
const FL_PROGS = [
  { key: 'WB', name: 'Wheelchair Basketball' },
  { key: 'PS', name: 'Para Swim' },
  { key: 'SH', name: 'Sledge Hockey' },
  { key: 'SC', name: 'Summer Camp' },
  { key: 'AD', name: 'Administration' },
];
// monthly activity weight of each program (Apr..Mar)
const PW8 = {
  WB: [1, 0.8, 0.3, 0, 0, 1, 1.1, 1.1, 0.8, 1.1, 1.1, 1.1],
  PS: [1, 1, 1, 0.5, 0.5, 1, 1, 1, 0.8, 1, 1, 1],
  SH: [0.4, 0, 0, 0, 0, 0.6, 1.2, 1.3, 1.1, 1.3, 1.3, 1.0],
  SC: [0, 0, 0.25, 2, 1.75, 0, 0, 0, 0, 0, 0, 0],
  AD: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
};
const FLW = {
  registration: [1.6, 1.2, 0.3, 0.2, 0, 2.4, 0.6, 0.2, 0.1, 2.0, 0.3, 0.1],
  dues: [3, 0.5, 0.3, 0.2, 0.2, 1.5, 0.5, 0.3, 0.2, 0.3, 0.2, 0.2],
  donations: [0.5, 0.6, 0.7, 0.4, 0.4, 0.6, 0.8, 1.6, 3.6, 0.5, 0.5, 0.8],
  grant: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  gaming: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0],
  sponsor: [0.5, 0, 1, 0, 0, 0.5, 0, 0, 0, 1, 0, 0],
  rollathon: [0, 0.15, 0.85, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  insurance: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  audit: [0, 0.6, 0.4, 0, 0, 0, 0, 0, 0, 0, 0, 0],
};
const FL_ACCOUNTS = [
  { code: '200', name: 'Registration Fees', type: 'rev', w: 'registration', budget: 44800, py: 0.97 },
  { code: '210', name: 'Membership Dues', type: 'rev', w: 'dues', budget: 6300, py: 1.02 },
  { code: '220', name: 'Donations - Individuals', type: 'rev', w: 'donations', budget: 52000, py: 0.95 },
  { code: '230', name: 'Grant - Pacific Inclusion Sport Fund', type: 'rev', w: 'grant', budget: 62000, py: 0.9 },
  { code: '235', name: 'Community Gaming Grant', type: 'rev', w: 'gaming', budget: 60000, py: 0.92 },
  { code: '240', name: 'Corporate Sponsorships', type: 'rev', w: 'sponsor', budget: 27500, py: 1.02 },
  { code: '250', name: 'Roll-a-thon Fundraiser', type: 'rev', w: 'rollathon', budget: 18400, py: 0.95 },
  { code: '270', name: 'Interest Income', type: 'rev', w: 'grant', budget: 1900, py: 1.3 },
  { code: '400', name: 'Coaching Wages', cat: 'Program Staffing', type: 'exp', prog: [24600, 18900, 21300, 14800, 0], py: 0.93 },
  { code: '405', name: 'Administrative Salaries', cat: 'Administration', type: 'exp', prog: [0, 0, 0, 0, 48500], py: 0.97 },
  { code: '410', name: 'Employer CPP & EI', cat: 'Program Staffing', type: 'exp', prog: [1700, 1310, 1480, 1030, 3370], py: 0.95 },
  { code: '420', name: 'Facility Rental - Pool', cat: 'Facilities', type: 'exp', prog: [0, 22800, 0, 3600, 0], py: 0.92 },
  { code: '425', name: 'Facility Rental - Arena & Gym', cat: 'Facilities', type: 'exp', prog: [14400, 0, 19800, 2400, 0], py: 0.95 },
  { code: '430', name: 'Adaptive Equipment', cat: 'Equipment', type: 'exp', prog: [6500, 2800, 7200, 1200, 0], py: 1.21 },
  { code: '435', name: 'Equipment Repairs & Maintenance', cat: 'Equipment', type: 'exp', prog: [2300, 600, 2900, 0, 0], py: 1.05 },
  { code: '440', name: 'Accessible Van - Fuel & Maintenance', cat: 'Transportation', type: 'exp', prog: [3100, 2200, 3400, 4600, 0], py: 1.08 },
  { code: '450', name: 'Insurance', cat: 'Administration', type: 'exp', w: 'insurance', prog: [0, 0, 0, 0, 7800], py: 0.96 },
  { code: '460', name: 'Camp Supplies & Food', cat: 'Program Supplies', type: 'exp', prog: [0, 0, 0, 9700, 0], py: 0.9 },
  { code: '470', name: 'Office & Software', cat: 'Administration', type: 'exp', prog: [0, 0, 0, 0, 5650], py: 1.04 },
  { code: '475', name: 'Accounting & Audit', cat: 'Administration', type: 'exp', w: 'audit', prog: [0, 0, 0, 0, 9200], py: 0.98 },
  { code: '480', name: 'Bank & Card Fees', cat: 'Administration', type: 'exp', prog: [0, 0, 0, 0, 1450], py: 1.07 },
  { code: '490', name: 'Athlete & Volunteer Recognition', cat: 'Program Supplies', type: 'exp', prog: [900, 700, 900, 500, 1200], py: 1.1 },
];
const CONTACTS = {
  '200': ['TeamSnap Payments', 'Registration batch'],
  '210': ['Members', 'Membership dues batch'],
  '220': ['CanadaHelps', 'Online donations payout'],
  '230': ['Pacific Inclusion Sport Fund', 'Contribution instalment recognised'],
  '235': ['Province of BC - Gaming Grants', 'Community gaming grant 2025-26'],
  '240': ['Cedar Flats Credit Union', 'Sponsorship'],
  '250': ['Roll-a-thon pledges', 'Roll-a-thon pledges & sponsorships'],
  '270': ['Cedar Flats Credit Union', 'Interest on term deposit'],
  '400': ['Payroll', 'Coaching wages - pay period'],
  '405': ['Payroll', 'Admin salaries - pay period'],
  '410': ['Canada Revenue Agency', 'Employer CPP & EI remittance'],
  '420': ['Cedar Flats Aquatic Centre', 'Pool lane rental'],
  '425': ['Riverside Arena Society', 'Ice / gym time'],
  '430': ['Spinergy Adaptive Canada', 'Adaptive equipment'],
  '435': ['Wheel Works Mobility', 'Chair & sledge repairs'],
  '440': ['Petro-Pass / Valley Auto', 'Van fuel & service'],
  '450': ['Sport Insurance Brokers West', 'Annual liability & accident policy'],
  '460': ['Save-On / Camp suppliers', 'Camp food & supplies'],
  '470': ['Microsoft / Xero / Staples', 'Office & software'],
  '475': ['Lindqvist Mah Chartered Professional Accountants', 'Audit & accounting'],
  '480': ['Cedar Flats Credit Union', 'Bank & card fees'],
  '490': ['Various', 'Athlete & volunteer recognition'],
};

export const RECEIPT = {
  merchant: 'Thompson Valley Sport Supply',
  address: '1184 Lorne Street, Cedar Flats, BC V2C 1W9',
  phone: '(250) 555-0173',
  gstNo: 'GST/HST # 81734 5520 RT0001',
  date: '18/11/2025',
  dateLong: '18 November 2025',
  time: '14:07',
  invoice: '0048213',
  items: [
    { desc: 'SILICONE SWIM CAP', qty: 12, price: 6.49 },
    { desc: 'KICKBOARD - JR', qty: 6, price: 18.95 },
    { desc: 'PULL BUOY', qty: 6, price: 14.25 },
    { desc: 'WATERPROOF FIRST AID KIT', qty: 1, price: 42.99 },
  ],
  card: 'VISA ****4417',
  note: ['Para Swim - new', 'Tues group kit', '- JP 18/11'],
};
RECEIPT.items.forEach((i) => { i.amount = r2(i.qty * i.price); });
RECEIPT.subtotal = r2(sum(RECEIPT.items.map((i) => i.amount)));
RECEIPT.gst = r2(RECEIPT.subtotal * 0.05);
RECEIPT.pst = r2(RECEIPT.subtotal * 0.07);
RECEIPT.total = r2(RECEIPT.subtotal + RECEIPT.gst + RECEIPT.pst);
RECEIPT.itemCount = sum(RECEIPT.items.map((i) => i.qty));

function buildFL() {
  const rand = rng(31032026);
  const accts = FL_ACCOUNTS.map((a) => ({ ...a }));
  const txns = [];
  for (const a of accts) {
    if (a.prog) {
      a.budget = sum(a.prog);
      if (a.w) a.months = phase(a.budget, FLW[a.w]);
      else {
        // phase each program by its own activity calendar, then add
        const per = a.prog.map((p, i) => phase(p, PW8[FL_PROGS[i].key].map((x) => (p ? x : 0)).map((x, m, arr) => (arr.every((y) => y === 0) ? (m === 11 ? 1 : 0) : x))));
        a.progMonths = per;
        a.months = Array.from({ length: 12 }, (_, m) => sum(per.map((p) => p[m])));
      }
    } else a.months = phase(a.budget, FLW[a.w]);
    a.pyActual = Math.round(a.budget * a.py * (0.99 + rand() * 0.02));
  }
  const A = Object.fromEntries(accts.map((a) => [a.code, a]));
  // ledger transactions, Apr - Dec 2025 (fiscal months 0..8)
  const progOf = (a, m) => {
    if (!a.prog) return [[null, a.months[m]]];
    if (a.progMonths) return a.prog.map((_, i) => [FL_PROGS[i].name, a.progMonths[i][m]]).filter((x) => x[1]);
    return a.prog.map((p, i) => [FL_PROGS[i].name, (a.months[m] * p) / a.budget]).filter((x) => x[1]);
  };
  let ref = 1040;
  for (let m = 0; m < 9; m++) {
    const [mon, yr] = FL_MONTHS[m].split(' ');
    const mm = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(mon) + 4;
    for (const a of accts) {
      if (a.code === '230') {
        txns.push({ date: [new Date(Number(yr), mm, 0).getDate(), mm, Number(yr)], code: a.code, account: a.name, contact: CONTACTS['230'][0], desc: `${CONTACTS['230'][1]} - ${FL_MONTHS[m]}`, ref: `JNL-${ref++}`, prog: '', amount: 5166.67, type: 'rev' });
        continue;
      }
      if (a.code === '235') {
        if (m === 6) txns.push({ date: [14, 10, 2025], code: a.code, account: a.name, contact: CONTACTS['235'][0], desc: CONTACTS['235'][1], ref: `DEP-${ref++}`, prog: '', amount: 60000, type: 'rev' });
        continue;
      }
      for (const [prog, bud] of progOf(a, m)) {
        if (!bud) continue;
        const total = r2(bud * (0.8 + rand() * 0.38));
        const n = total > 2500 ? 2 : 1;
        let left = total;
        for (let k = 0; k < n; k++) {
          const amt = k === n - 1 ? r2(left) : r2(total * (0.4 + rand() * 0.2));
          left = r2(left - amt);
          const day = Math.min(28, 3 + Math.floor(rand() * 12) + k * 13);
          const [contact, desc] = CONTACTS[a.code];
          txns.push({ date: [day, mm, Number(yr)], code: a.code, account: a.name, contact, desc: `${desc}${prog ? ' - ' + prog : ''}`, ref: a.type === 'rev' ? `DEP-${ref++}` : a.code === '400' || a.code === '405' ? `PAY-${ref++}` : a.code === '410' ? `REM-${ref++}` : `INV-${ref++}`, prog: prog || (a.type === 'exp' ? 'Administration' : ''), amount: amt, type: a.type });
        }
      }
    }
  }
  // fixed, named transactions
  txns.push({ date: [18, 11, 2025], code: '430', account: A['430'].name, contact: RECEIPT.merchant, desc: 'Swim caps, kickboards, pull buoys, first aid kit (receipt 0048213)', ref: 'CC-1118', prog: 'Para Swim', amount: RECEIPT.total, type: 'exp' });
  // a credit note on an expense account (reduces it) and a refund on a revenue account
  txns.push({ date: [22, 8, 2025], code: '460', account: A['460'].name, contact: 'Save-On / Camp suppliers', desc: 'Credit note - returned unopened camp supplies', ref: 'CN-2207', prog: 'Summer Camp', amount: -214.6, type: 'exp' });
  txns.push({ date: [9, 10, 2025], code: '200', account: A['200'].name, contact: 'TeamSnap Payments', desc: 'Registration refund - family withdrew (medical)', ref: 'RF-0910', prog: 'Sledge Hockey', amount: -205, type: 'rev' });
  txns.sort((x, y) => (x.date[2] - y.date[2]) || (x.date[1] - y.date[1]) || (x.date[0] - y.date[0]) || x.code.localeCompare(y.code));
  for (const a of accts) {
    a.actual = Array.from({ length: 9 }, (_, m) => {
      const mm = ((m + 3) % 12) + 1;
      return r2(sum(txns.filter((t) => t.code === a.code && t.date[1] === mm).map((t) => t.amount)));
    });
  }
  return { accts, A, txns };
}
const flBuilt = buildFL();

function flBalance(accts) {
  const pyRev = sum(accts.filter((a) => a.type === 'rev').map((a) => a.pyActual));
  const pyExp = sum(accts.filter((a) => a.type === 'exp').map((a) => a.pyActual));
  const pyNet = pyRev - pyExp;
  const y24 = { cash: 61240, termDeposits: 40000, ar: 8730, gstRec: 2115, prepaid: 5410, capital: 96850, apAccrued: 11320, deferredOp: 24000, deferredCap: 58600, naInvested: 38250, naReserve: 30000 };
  y24.naUnrestricted = y24.cash + y24.termDeposits + y24.ar + y24.gstRec + y24.prepaid + y24.capital - (y24.apAccrued + y24.deferredOp + y24.deferredCap) - y24.naInvested - y24.naReserve;
  const y25 = { termDeposits: 45000, ar: 12460, gstRec: 1870, prepaid: 6190, capital: 104330, apAccrued: 13985, deferredOp: 31000, deferredCap: 61200, naInvested: 43130, naReserve: 35000 };
  const na24 = y24.naInvested + y24.naReserve + y24.naUnrestricted;
  const na25 = na24 + pyNet;
  y25.naUnrestricted = na25 - y25.naInvested - y25.naReserve;
  y25.cash = na25 + y25.apAccrued + y25.deferredOp + y25.deferredCap - (y25.termDeposits + y25.ar + y25.gstRec + y25.prepaid + y25.capital);
  const tot = (y) => {
    y.totalCurrentAssets = y.cash + y.termDeposits + y.ar + y.gstRec + y.prepaid;
    y.totalAssets = y.totalCurrentAssets + y.capital;
    y.totalCurrentLiabilities = y.apAccrued + y.deferredOp;
    y.totalLiabilities = y.totalCurrentLiabilities + y.deferredCap;
    y.totalNetAssets = y.naInvested + y.naReserve + y.naUnrestricted;
    y.totalLiabilitiesNetAssets = y.totalLiabilities + y.totalNetAssets;
    return y;
  };
  return { 2025: tot(y25), 2024: tot(y24), pyNet };
}

const FL_GRANT = {
  funder: 'Pacific Inclusion Sport Fund',
  agreementNo: 'PISF-2025-118',
  amount: 62000,
  periodStart: '1 April 2025',
  periodEnd: '31 March 2026',
  signed: '28 March 2025',
  categories: [
    ['Coaching wages (NCCP-certified coaches)', 28500],
    ['Facility rental (pool, arena and gym)', 17200],
    ['Adaptive sport equipment', 8000],
    ['Accessible transportation', 4000],
    ['Administration', 4300],
  ],
  adminCapPct: 10,
  instalmentPcts: [50, 35, 15],
  interimDue: '15 November 2025',
  finalDue: '30 June 2026',
  participantsTarget: 85,
  ageRange: '6 to 21',
  unspentThreshold: 250,
  unspentReturnBy: '31 July 2026',
  retentionYears: 7,
  reallocPct: 10,
  equipmentHoldYears: 5,
  officer: 'Priya Raghunathan',
};
FL_GRANT.instalments = FL_GRANT.instalmentPcts.map((p) => (FL_GRANT.amount * p) / 100);

const FL_MINUTES = {
  date: '14 January 2026',
  chair: 'Marguerite Okonkwo-Reid',
  treasurer: 'Tomás Bellweather',
  ed: 'Janelle Pruitt',
  chairs: 3,
  chairPrice: 4850,
  feeOld: 180,
  feeNew: 205,
  feeEffective: '1 April 2026',
  auditQuote: 9750,
  nextMeeting: '11 March 2026',
  vanKm: 187400,
  waitlist: 23,
  rollathonDate: '13 June 2026',
};
FL_MINUTES.chairsTotal = FL_MINUTES.chairs * FL_MINUTES.chairPrice;

export const fernleaf = {
  key: 'fernleaf',
  name: 'Fernleaf Adaptive Sports Society',
  fiscalYearStart: 'April',
  months: FL_MONTHS,
  actualMonths: 9,
  programs: FL_PROGS,
  accounts: flBuilt.accts,
  A: flBuilt.A,
  txns: flBuilt.txns,
  balance: flBalance(flBuilt.accts),
  grant: FL_GRANT,
  minutes: FL_MINUTES,
  receipt: RECEIPT,
};

export const ORGS = { prairiewind, fernleaf };
