// Set AH: every figure of both organisations, once. The renderers (lib/render-*.mjs) draw the documents
// from view(); the questions (DEFS) compute their answers from a view of the documents, and verify.mjs
// rebuilds that view from the rendered files alone and recomputes every answer from it.
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const NL_MONTHS = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
export const r2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + (x || 0), 0));

export const ORGS = {
  aspenmeadow: { name: 'Aspen Meadow Elementary PTA', fiscalYearStart: 7 },
  deschakel: { name: 'Stichting Buurtsteunpunt De Schakel', fiscalYearStart: 1 },
};

export const FILES = {
  aspenmeadow: {
    report: 'AMES PTA Treasurer Report - Feb 2026.xlsx',
    square: 'sales-summary-2026-02-09-2026-02-13.csv',
    venmo: 'Venmo_Statement_2026-01-01_2026-02-28.csv',
    budget: '2025-26 Approved Budget.pdf',
    minutes: 'General Meeting Minutes 1-20-2026.docx',
    costco: 'IMG_4418.jpg',
    party: 'IMG_4431.jpg',
  },
  deschakel: {
    jr: 'Jaarrekening 2025 Stichting De Schakel.pdf',
    exact: 'Kolommenbalans 2025 Exact Online.xlsx',
    sub: 'Voortgangsrapportage Q4 2025 subsidie gemeente Utrecht.docx',
    bank: 'CSV_A_NL44RABO0312456789_EUR_20251001_20251231.csv',
    anbi: 'ANBI-publicatie De Schakel.pdf',
  },
};
export const DOCS = Object.fromEntries(Object.entries(FILES).map(([o, f]) => [o, Object.values(f).sort()]));

// =====================================================================================================
// Aspen Meadow Elementary PTA (Highlands Ranch, Colorado). FY 2025-26 = July 1, 2025 - June 30, 2026.
// Monthly actuals run Jul-25 .. Feb-26 (8 months). null = filled from the Square, Venmo or receipt data.
// =====================================================================================================
export const AM_MONTHS = ['Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26'];
const z8 = [0, 0, 0, 0, 0, 0, 0, 0];
export const AM = {
  treasurer: 'Dana Whitfield', president: 'Marisol Ortega', secretary: 'Kevin Brandt',
  // fundraisers, grouped by event: [key, report name, budget-PDF income label, budget-PDF expense label, income, expense]
  events: [
    { key: 'funrun', name: 'Fall Fun Run', pdfInc: 'Fun Run (pledges & sponsors)', pdfExp: 'Fun Run costs',
      inc: { budget: 18000, prior: 16842.50, m: [0, 0, 4215.00, 12640.00, 400.00, 0, 25.00, 0] },
      exp: { budget: 3200, prior: 2975.40, m: [0, 0, 1846.20, 1235.94, 0, 0, 0, 0] } },
    { key: 'bookfair', name: 'Book Fairs', pdfInc: 'Book Fairs - Scholastic (fall & winter)', pdfExp: 'Book Fair - Scholastic invoices',
      inc: { budget: 9500, prior: 8911.35, m: [0, 0, 0, 4318.65, 0, 0, 0, null] },
      exp: { budget: 6200, prior: 5803.10, m: [0, 0, 0, 0, 3012.40, 0, 0, 0] } },
    { key: 'bake', name: 'Bake Sales', pdfInc: 'Bake Sales', pdfExp: 'Bake Sale supplies',
      inc: { budget: 1200, prior: 1046.75, m: [0, 0, 0, 512.25, 0, 0, 0, null] },
      exp: { budget: 150, prior: 118.45, m: [0, 0, 0, 46.18, 0, 0, 0, 39.87] } },
    { key: 'spirit', name: 'Spirit Wear', pdfInc: 'Spirit Wear sales', pdfExp: 'Spirit Wear inventory',
      inc: { budget: 3500, prior: 3212.00, m: [0, 1245.00, 986.00, 212.00, 0, 318.00, 96.00, 142.00] },
      exp: { budget: 2400, prior: 2266.80, m: [0, 1690.40, 0, 0, 0, 264.00, 0, 0] } },
    { key: 'restaurant', name: 'Restaurant Nights', pdfInc: 'Restaurant Spirit Nights', pdfExp: null,
      inc: { budget: 1800, prior: 1655.20, m: [0, 0, 182.40, 214.75, 166.30, 0, 241.10, 198.65] },
      exp: { budget: 0, prior: 0, m: z8 } },
    { key: 'carnival', name: 'Spring Carnival', pdfInc: 'Spring Carnival', pdfExp: 'Carnival rentals & prizes',
      inc: { budget: 7500, prior: 6980.00, m: z8 },
      exp: { budget: 2800, prior: 2690.25, m: [0, 0, 0, 0, 0, 0, 0, 450.00] } },
  ],
  // [key, report label, budget-PDF label, budget, 2024-25 actual, monthly]
  income: [
    ['dues', 'Membership dues', 'Membership Dues (300 x $15)', 4500, 4185.00, [0, 1860.00, 1725.00, 345.00, 120.00, 45.00, null, null]],
    ['tickets', 'Family event tickets', 'Family Event Tickets', 1000, 862.00, [0, 0, 0, 0, 0, 312.50, 0, 684.00]],
    ['direct', 'Give Direct', 'Give Direct Campaign', 6000, 5430.00, [0, 1150.00, 2340.00, 480.00, 260.00, 1975.00, 150.00, 100.00]],
    ['matching', 'Matching gifts', 'Corporate Matching', 1500, 1975.00, [0, 0, 250.00, 0, 0, 500.00, 0, 375.00]],
    ['rewards', 'Community rewards', 'Community Rewards & Box Tops', 900, 1104.62, [0, 0, 212.36, 0, 0, 238.90, 0, 0]],
    ['interest', 'Interest (savings)', 'Interest Income', 40, 37.18, [3.12, 3.40, 3.65, 3.88, 4.02, 4.10, 3.95, 3.71]],
  ],
  programs: [
    ['grants', 'Teacher grants', 'Teacher Classroom Grants', 7200, 6900.00, [0, 0, 3600.00, 0, 0, 0, 0, 3450.00]],
    ['staff', 'Staff appreciation', 'Staff Appreciation', 2800, 2655.13, [0, 312.48, 86.20, 142.75, 465.30, 618.44, 95.10, null]],
    ['field', 'Field trips', 'Field Trip Assistance', 2500, 2180.00, [0, 0, 0, 640.00, 380.00, 0, 0, 525.00]],
    ['assembly', 'Assemblies / enrichment', 'Assemblies & Enrichment', 4800, 4650.00, [0, 0, 1200.00, 0, 950.00, 0, 1150.00, 0]],
    ['family', 'Family events', 'Family Events', 2600, 2384.91, [0, 0, 0, 734.18, 0, 402.66, 0, null]],
    ['library', 'Library & STEM', 'Library & STEM Lab', 3000, 2712.44, [0, 412.50, 0, 1186.34, 0, 0, 645.00, 0]],
    ['tech', 'Classroom tech', 'Classroom Technology', 6000, 5612.78, [0, 5870.00, 0, 0, 0, 0, 412.99, 0]],
    ['sel', 'SEL program', 'SEL / Kindness Program', 1500, 1387.40, [0, 0, 1465.00, 0, 0, 0, 0, 0]],
    ['garden', 'Garden', 'Garden & Grounds', 1200, 940.16, [0, 0, 318.42, 96.10, 0, 0, 0, 0]],
    ['reading', 'Read-a-thon', 'Read-a-thon Incentives', 800, 745.30, [0, 0, 0, 0, 0, 0, 0, 312.45]],
    ['art', 'Art docent', 'Art Docent Supplies', 1100, 1012.85, [0, 0, 486.30, 0, 0, 0, 624.18, 0]],
    ['fifth', '5th grade celebration', '5th Grade Celebration', 1500, 1428.66, z8],
    ['outdoor', 'Outdoor Ed scholarships', 'Outdoor Ed Scholarships', 1200, 1050.00, [0, 0, 0, 0, 0, 0, 1250.00, 0]],
    ['hosp', 'Hospitality', 'Hospitality & Meetings', 400, 356.02, [0, 48.12, 62.40, 0, 54.85, 0, 71.30, 0]],
  ],
  admin: [
    ['ptadues', 'State/National PTA dues', 'CO PTA & National PTA dues', 1650, 1534.50, [0, 0, 0, 1551.00, 0, 0, 0, 0]],
    ['insurance', 'Insurance', 'Insurance', 625, 610.00, [0, 625.00, 0, 0, 0, 0, 0, 0]],
    ['fees', 'Bank & payment processing fees', 'Bank & Processing Fees', 450, 417.36, [0, 38.12, 51.36, 214.60, 12.40, 26.75, null, null]],
    ['printing', 'Printing/postage/office', 'Printing, Postage, Office', 300, 262.19, [0, 84.16, 31.50, 48.90, 0, 0, 22.75, 0]],
    ['software', 'Software (MemberHub)', 'Software (MemberHub)', 240, 228.00, [240.00, 0, 0, 0, 0, 0, 0, 0]],
    ['contingency', 'Contingency', 'Contingency', 1000, 0, z8],
  ],
  amendment: { date: '2026-01-20', amount: 600, from: 'contingency', to: 'staff' },
  budgetApproved: '2025-05-13',
  // Feb: staff appreciation = Costco receipt + other treats; family events = party store receipt + DJ
  febStaffOther: 188.00, febFamilyDJ: 350.00,
  cash: {
    beginTotal: 43918.47, savingsBegin: 25006.10,
    outstanding: [['#1226', 'Ms. Rivera (grant reimbursement)', 300.00], ['#1227', 'Ace DJ Services', 350.00]],
    checkingNo: '4417', savingsNo: '4425', bank: 'Front Range Community Credit Union',
  },
  scholasticDue: 4612.80, scholasticDueDate: '2026-03-13',
  square: {
    days: ['2026-02-09', '2026-02-10', '2026-02-11', '2026-02-12', '2026-02-13'],
    books: [612.50, 845.00, 498.75, 1120.25, 1386.00],
    extras: [48.00, 62.50, 35.00, 71.00, 93.50],
    bake: [0, 286.00, 0, 0, 412.50],
    returns: [0, 0, 18.99, 0, 24.50], // books
    discounts: [12.40, 21.35, 8.60, 30.10, 16.85], // books (staff 10%)
    tips: [0, 14.00, 0, 0, 22.00],
    cash: [142.00, 318.50, 96.25, 251.00, 487.75],
    cardTx: [21, 33, 17, 38, 52],
    tx: [29, 51, 23, 47, 81],
    items: { books: 214, bake: 402, extras: 131 }, itemsRefunded: 2,
  },
  venmo: {
    handle: '@AspenMeadow-PTA', begin: 684.20,
    // [iso datetime, type, note, counterparty, amount]
    rows: [
      ['2026-01-04T15:22:41', 'Payment', 'PTA membership - Harper fam', 'Jenna Harper', 15.00],
      ['2026-01-06T08:03:12', 'Payment', 'Spirit wear hoodie YS navy', 'Marcus Bell', 32.00],
      ['2026-01-07T19:41:55', 'Payment', 'membership 🍎 Nguyen', 'Thao Nguyen', 15.00],
      ['2026-01-09T12:10:30', 'Payment', 'late fun run pledge for Ava (3rd gr)', 'Rob Kessler', 25.00],
      ['2026-01-12T21:18:04', 'Payment', 'Give Direct donation', 'Patricia Owens', 150.00],
      ['2026-01-14T07:55:49', 'Payment', 'membership dues x2 (both parents)', 'Daniel Cho', 30.00],
      ['2026-01-15T10:00:00', 'Standard Transfer', '', 'Front Range CCU *4417', -250.00],
      ['2026-01-20T18:27:16', 'Payment', 'membership', 'Kayla Brooks', 15.00],
      ['2026-01-22T13:44:02', 'Payment', 'spirit wear tee AM', 'Erin Walsh', 18.00],
      ['2026-01-28T20:05:37', 'Payment', 'Valentine dance tickets - 2 kids', 'Sarah Lindqvist', 16.00],
      ['2026-01-30T09:30:00', 'Standard Transfer', '', 'Front Range CCU *4417', -300.00],
      ['2026-02-02T17:12:26', 'Payment', 'dance tix x3', 'Omar Haddad', 24.00],
      ['2026-02-03T11:36:58', 'Payment', 'membership - new family Patel', 'Priya Patel', 15.00],
      ['2026-02-04T08:15:20', 'Payment', 'Valentines dance 1 ticket', 'Ben Foster', 8.00],
      ['2026-02-04T08:16:02', 'Payment', 'Valentines dance 1 ticket', 'Ben Foster', 8.00],
      ['2026-02-05T22:47:11', 'Payment', 'bake sale preorder 2 doz cookies 🍪', 'Hannah Reyes', 24.00],
      ['2026-02-06T16:20:45', 'Payment', 'dance tickets (Mia & Leo)', 'Carla Jimenez', 16.00],
      ['2026-02-06T19:02:13', 'Refund', 'refund - duplicate dance payment', 'Ben Foster', -8.00],
      ['2026-02-09T07:48:39', 'Payment', 'membership', 'Grace Kim', 15.00],
      ['2026-02-10T12:25:07', 'Payment', 'Give Direct - in memory of Mr. Hal', 'Walter Dunn', 100.00],
      ['2026-02-11T15:51:33', 'Payment', 'spirit wear - 2 beanies', 'Nina Torres', 28.00],
      ['2026-02-12T10:00:00', 'Standard Transfer', '', 'Front Range CCU *4417', -400.00],
      ['2026-02-13T18:33:40', 'Payment', 'dance tix x2', 'Jason Whitaker', 16.00],
      ['2026-02-17T09:14:22', 'Payment', 'membership dues - Alvarez', 'Tom Alvarez', 15.00],
      ['2026-02-20T20:40:18', 'Payment', 'membership x1', 'Rachel Stein', 15.00],
      ['2026-02-24T14:02:51', 'Payment', 'donation for field trip fund', 'Mike Donovan', 50.00],
      ['2026-02-26T16:45:00', 'Instant Transfer', '', 'Front Range CCU *4417', -200.00],
    ],
    ytdFeesBefore: 71.86, // Venmo fees Jul-Dec 2025, for the "Year to Date Venmo Fees" cell
  },
  costco: {
    store: 'COSTCO WHOLESALE', branch: 'Lone Tree #679', addr: '9450 Park Meadows Dr, Lone Tree, CO 80124',
    date: '2026-02-03', time: '07:12', member: '111845230917', taxRate: 0.0725,
    // [item no, description, price, taxable]
    items: [
      ['1076220', 'KS MUFFINS 12CT', 12.99, false], ['1076220', 'KS MUFFINS 12CT', 12.99, false],
      ['98765', 'CROISSANTS 12CT', 6.99, false], ['1452310', 'STRAWBERRIES 2LB', 6.49, false],
      ['1452310', 'STRAWBERRIES 2LB', 6.49, false], ['1190', 'KS COLD BREW 12PK', 18.99, false],
      ['41722', 'TROP OJ 2/89OZ', 10.49, false], ['227001', 'KS PLATES 240CT', 15.99, true],
      ['227002', 'KS NAPKINS 800CT', 13.49, true], ['5120', 'KS FORKS 360CT', 9.99, true],
    ],
    savings: [['0000357712', '1190', 4.00]], card: '4417',
  },
  party: {
    store: 'Mile High Party Supply', branch: 'Store #12', addr: '3500 S Broadway, Englewood, CO 80113', phone: '(303) 555-0142',
    date: '2026-02-10', time: '16:38', taxRate: 0.0775, discountRate: 0.10,
    // [description, qty, unit price]
    items: [
      ['FOIL HEART BALLOON 18IN', 12, 1.49], ['BALLOON WEIGHT 6PK', 2, 3.99], ['HELIUM TANK 14.9 CU FT', 1, 54.99],
      ['TABLECOVER RED 10PK', 1, 12.99], ['PHOTO BACKDROP HEARTS', 1, 19.99], ['STREAMERS PINK 3PK', 1, 4.49],
      ['HEART CONFETTI', 2, 3.99], ['CUPCAKE LINERS 150CT', 1, 5.49],
    ],
    card: '4417', trans: '012-4478',
  },
  minutes: {
    date: '2026-01-20', time: '6:30 p.m.', place: 'the school library', present: 31, quorum: 15,
    calledTo: '6:34 p.m.', adjourned: '7:52 p.m.', next: '2026-03-17', priorMinutes: '2025-11-18',
    grants: { teachers: 23, each: 150, mover: 'Jenna Harper', seconder: 'Omar Haddad' },
    amendmentMover: 'Rachel Stein', amendmentSeconder: 'Kevin Brandt',
    shade: { amount: 12000, quote: 24600, vendor: 'Peak Shade Co.', mover: 'Tom Alvarez', seconder: 'Priya Patel', yes: 25, no: 4, abstain: 2 },
    carnival: { date: '2026-04-25', chair: 'Carla Jimenez', budget: 2800 },
    enrollment: 486, nominating: ['Sarah Lindqvist', 'Ben Foster', 'Grace Kim'],
    bookFairDates: 'February 9-13',
  },
};

const fee = (amt) => Math.round((Math.round(amt * 100) * 19) / 1000 + 10) / 100; // Venmo business: 1.9% + $0.10
const instantFee = (amt) => Math.min(25, Math.max(0.25, r2(amt * 0.0175)));

export function amView() {
  const A = AM;
  // Square
  const S = A.square;
  const d5 = (f) => S.days.map((_, i) => r2(f(i)));
  const gross = d5((i) => S.books[i] + S.extras[i] + S.bake[i]);
  const net = d5((i) => gross[i] - S.returns[i] - S.discounts[i]);
  const collected = d5((i) => net[i] + S.tips[i]);
  const card = d5((i) => collected[i] - S.cash[i]);
  const fees = d5((i) => card[i] * 0.026 + S.cardTx[i] * 0.10);
  const netTotal = d5((i) => collected[i] - fees[i]);
  const withTot = (a) => [...a, sum(a)];
  const sq = {
    days: S.days,
    rows: {
      'Gross Sales': withTot(gross), Returns: withTot(S.returns.map((x) => -x)), 'Discounts & Comps': withTot(S.discounts.map((x) => -x)),
      'Net Sales': withTot(net), Tax: withTot([0, 0, 0, 0, 0]), Tips: withTot(S.tips), 'Total Collected': withTot(collected),
      Cash: withTot(S.cash), Card: withTot(card), Fees: withTot(fees.map((x) => -x)), 'Net Total': withTot(netTotal),
      Transactions: withTot(S.tx),
    },
    cats: {
      Books: { items: S.items.books, gross: sum(S.books), itemsRefunded: S.itemsRefunded, refunds: sum(S.returns), discounts: sum(S.discounts), net: r2(sum(S.books) - sum(S.returns) - sum(S.discounts)) },
      'Bake Sale': { items: S.items.bake, gross: sum(S.bake), itemsRefunded: 0, refunds: 0, discounts: 0, net: sum(S.bake) },
      'Fair Extras': { items: S.items.extras, gross: sum(S.extras), itemsRefunded: 0, refunds: 0, discounts: 0, net: sum(S.extras) },
    },
  };
  // Venmo
  let bal = A.venmo.begin;
  const txns = A.venmo.rows.map(([dt, type, note, who, amount], i) => {
    const f = type === 'Payment' ? fee(amount) : type === 'Instant Transfer' ? instantFee(-amount) : 0;
    bal = r2(bal + amount - f);
    return { id: String(4412087735120000000n + BigInt(i * 7919 + 131)), dt, type, note, who, amount, fee: f, status: 'Complete' };
  });
  const vm = { begin: A.venmo.begin, end: bal, txns, periodFees: sum(txns.map((t) => t.fee)), ytdFees: r2(A.venmo.ytdFeesBefore + sum(txns.map((t) => t.fee))) };
  const vmMonth = (m) => txns.filter((t) => t.dt.slice(5, 7) === m);
  // receipts
  const C = A.costco;
  const cSub = r2(sum(C.items.map((x) => x[2])) - sum(C.savings.map((x) => x[2])));
  const cTaxable = sum(C.items.filter((x) => x[3]).map((x) => x[2]));
  const cTax = r2(cTaxable * C.taxRate);
  const costco = { ...C, subtotal: cSub, taxable: cTaxable, tax: cTax, total: r2(cSub + cTax), count: C.items.length };
  const Pp = A.party;
  const pLines = Pp.items.map(([d, q, p]) => [d, q, p, r2(q * p)]);
  const pSub = sum(pLines.map((x) => x[3]));
  const pDisc = r2(pSub * Pp.discountRate);
  const pTaxable = r2(pSub - pDisc);
  const pTax = r2(pTaxable * Pp.taxRate);
  const party = { ...Pp, lines: pLines, subtotal: pSub, discount: pDisc, taxable: pTaxable, tax: pTax, total: r2(pTaxable + pTax), units: Pp.items.reduce((s, x) => s + x[1], 0) };
  // fill the monthly gaps
  const dues = (m) => sum(vmMonth(m).filter((t) => t.type === 'Payment' && /member/i.test(t.note)).map((t) => t.amount));
  const line = (k) => [...A.income, ...A.programs, ...A.admin].find((x) => x[0] === k);
  const ev = (k) => A.events.find((e) => e.key === k);
  const months = {};
  for (const e of A.events) { months[`${e.key}.inc`] = [...e.inc.m]; months[`${e.key}.exp`] = [...e.exp.m]; }
  for (const [k, , , , , m] of [...A.income, ...A.programs, ...A.admin]) months[k] = [...m];
  months['bookfair.inc'][7] = r2(sq.cats.Books.net + sq.cats['Fair Extras'].net);
  months['bake.inc'][7] = r2(sq.cats['Bake Sale'].net + sq.rows.Tips[5]);
  months.dues[6] = dues('01'); months.dues[7] = dues('02');
  months.staff[7] = r2(costco.total + A.febStaffOther);
  months.family[7] = r2(party.total + A.febFamilyDJ);
  months.fees[6] = sum(vmMonth('01').map((t) => t.fee));
  months.fees[7] = r2(-sq.rows.Fees[5] + sum(vmMonth('02').map((t) => t.fee)));
  // budgets after the amendment
  const budget = {};
  for (const e of A.events) { budget[`${e.key}.inc`] = e.inc.budget; budget[`${e.key}.exp`] = e.exp.budget; }
  for (const [k, , , b] of [...A.income, ...A.programs, ...A.admin]) budget[k] = b;
  const amended = { ...budget };
  amended[A.amendment.to] += A.amendment.amount; amended[A.amendment.from] -= A.amendment.amount;
  // report rows (fundraiser expenses negative on the report tab)
  const rows = [];
  let curEv = '';
  const ytdOf = (k) => sum(months[k]);
  const mk = (cat, label, k, sign = 1, o = {}) => {
    const b = amended[k] * sign, mo = months[k][7] * sign, y = ytdOf(k) * sign;
    rows.push({ ev: curEv, cat, label, key: k, budget: b, month: mo, ytd: y, remaining: r2(b - y), pct: b ? y / b : null, ...o });
  };
  const tot = (label, keys, sign, o) => {
    const g = (f) => r2(keys.reduce((s, [k, sg]) => s + f(k) * sg, 0));
    const b = g((k) => amended[k]), mo = g((k) => months[k][7]), y = g((k) => ytdOf(k));
    rows.push({ ev: curEv, cat: '', label, key: null, budget: b * sign, month: mo * sign, ytd: y * sign, remaining: r2((b - y) * sign), pct: b ? y / b : null, total: true, ...o });
  };
  rows.push({ head: 'FUNDRAISERS' });
  for (const e of A.events) {
    curEv = e.name;
    mk(e.name, 'Income', `${e.key}.inc`);
    mk('', 'Expenses', `${e.key}.exp`, -1);
    tot('Net', [[`${e.key}.inc`, 1], [`${e.key}.exp`, -1]], 1, { event: e.name, net: true });
  }
  const fundKeys = A.events.flatMap((e) => [[`${e.key}.inc`, 1], [`${e.key}.exp`, -1]]);
  curEv = '';
  tot('Total Fundraising (net)', fundKeys, 1);
  rows.push({ head: 'OTHER INCOME' });
  curEv = 'Other Income';
  A.income.forEach(([k, l], i) => mk(i === 0 ? 'Other Income' : '', l, k));
  curEv = '';
  tot('Total Other Income', A.income.map(([k]) => [k, 1]), 1);
  rows.push({ head: 'PROGRAM EXPENSES' });
  curEv = 'Programs';
  A.programs.forEach(([k, l], i) => mk(i === 0 ? 'Programs' : '', l, k));
  curEv = '';
  tot('Total Program Expenses', A.programs.map(([k]) => [k, 1]), 1);
  rows.push({ head: 'ADMINISTRATIVE EXPENSES' });
  curEv = 'Admin';
  A.admin.forEach(([k, l], i) => mk(i === 0 ? 'Admin' : '', l, k));
  curEv = '';
  tot('Total Administrative Expenses', A.admin.map(([k]) => [k, 1]), 1);
  tot('NET INCOME (LOSS)', [...fundKeys, ...A.income.map(([k]) => [k, 1]), ...A.programs.map(([k]) => [k, -1]), ...A.admin.map(([k]) => [k, -1])], 1);
  // by-month tab: all amounts positive
  const mlabel = {};
  const mrows = [];
  for (const e of A.events) {
    mrows.push([`${e.name} - income`, `${e.key}.inc`, 'inc']);
    mrows.push([`${e.name} - expenses`, `${e.key}.exp`, 'exp']);
  }
  for (const [k, l] of A.income) mrows.push([l, k, 'inc']);
  for (const [k, l] of A.programs) mrows.push([l, k, 'exp']);
  for (const [k, l] of A.admin) mrows.push([l, k, 'exp']);
  const mon = { rows: {}, total: {} };
  for (const [l, k] of mrows) { mon.rows[l] = months[k]; mon.total[l] = ytdOf(k); mlabel[k] = l; }
  mon.rows['TOTAL INCOME'] = AM_MONTHS.map((_, i) => r2(mrows.filter((x) => x[2] === 'inc').reduce((s, x) => s + months[x[1]][i], 0)));
  mon.rows['TOTAL EXPENSES'] = AM_MONTHS.map((_, i) => r2(mrows.filter((x) => x[2] === 'exp').reduce((s, x) => s + months[x[1]][i], 0)));
  mon.rows['NET'] = AM_MONTHS.map((_, i) => r2(mon.rows['TOTAL INCOME'][i] - mon.rows['TOTAL EXPENSES'][i]));
  for (const l of ['TOTAL INCOME', 'TOTAL EXPENSES', 'NET']) mon.total[l] = sum(mon.rows[l]);
  // cash
  const netYtd = rows.find((r) => r.label === 'NET INCOME (LOSS)').ytd;
  const total = r2(A.cash.beginTotal + netYtd);
  const savings = r2(A.cash.savingsBegin + ytdOf('interest'));
  const out = sum(A.cash.outstanding.map((x) => x[2]));
  const adjChecking = r2(total - savings - vm.end);
  const cash = {
    'Cash at July 1, 2025 (all accounts)': A.cash.beginTotal, 'Net income (loss) year to date': netYtd, 'Cash at February 28, 2026': total,
    'FRCCU Checking x4417 - statement balance 2/28/26': r2(adjChecking + out), 'Less outstanding checks': -out, 'Adjusted checking balance': adjChecking,
    'FRCCU Savings x4425': savings, 'Venmo balance 2/28/26': vm.end, 'Total cash': total,
  };
  const netDec = sum(mon.rows.NET.slice(0, 6));
  // budget PDF
  const bRows = [];
  for (const e of A.events) bRows.push({ label: e.pdfInc, section: 'income', prior: e.inc.prior, budget: e.inc.budget, key: `${e.key}.inc` });
  for (const [k, , pl, b, p] of A.income) bRows.push({ label: pl, section: 'income', prior: p, budget: b, key: k });
  for (const e of A.events) if (e.pdfExp) bRows.push({ label: e.pdfExp, section: 'fundexp', prior: e.exp.prior, budget: e.exp.budget, key: `${e.key}.exp` });
  for (const [k, , pl, b, p] of A.programs) bRows.push({ label: pl, section: 'program', prior: p, budget: b, key: k });
  for (const [k, , pl, b, p] of A.admin) bRows.push({ label: pl, section: 'admin', prior: p, budget: b, key: k });
  const secTot = (s, f) => sum(bRows.filter((r) => s.includes(r.section)).map(f));
  const bud = {
    rows: bRows,
    sections: Object.fromEntries(['income', 'fundexp', 'program', 'admin'].map((s) => [s, { prior: secTot([s], (r) => r.prior), budget: secTot([s], (r) => r.budget) }])),
    totalIncome: { prior: secTot(['income'], (r) => r.prior), budget: secTot(['income'], (r) => r.budget) },
    totalExpense: { prior: secTot(['fundexp', 'program', 'admin'], (r) => r.prior), budget: secTot(['fundexp', 'program', 'admin'], (r) => r.budget) },
  };
  bud.net = { prior: r2(bud.totalIncome.prior - bud.totalExpense.prior), budget: r2(bud.totalIncome.budget - bud.totalExpense.budget) };
  const M = A.minutes;
  const minutes = { shadeAmount: M.shade.amount, shadeQuote: M.shade.quote, shadeNo: M.shade.no, teachers: M.grants.teachers, each: M.grants.each, cashDec: r2(A.cash.beginTotal + netDec), enrollment: M.enrollment };
  return { rows, mon, sq, vm, costco, party, cash, bud, minutes, months, amended };
}

// =====================================================================================================
// Stichting Buurtsteunpunt De Schakel (Utrecht Overvecht). Calendar year 2025. Dutch documents.
// =====================================================================================================
export const DS = {
  name: 'Stichting Buurtsteunpunt De Schakel', short: 'De Schakel', addr: 'Zamenhofdreef 112', pc: '3562 JW Utrecht',
  rsin: '857312046', kvk: '61934728', iban: 'NL44RABO0312456789', savingsIban: 'NL87RABO3104567821', web: 'www.deschakel-utrecht.nl',
  board: [['Voorzitter', 'Anouk van Dijk'], ['Secretaris', 'Hans Verbeek'], ['Penningmeester', 'Fatima El Amrani'], ['Algemeen lid', 'Pieter-Jan de Graaf']],
  coordinator: 'Marieke Smit',
  accountant: { firm: 'Van Leeuwen & Bos Accountants B.V.', town: 'Houten', partner: 'drs. R.J. Bos AA', date: '2026-03-12' },
  adopted: '2026-03-26', fte: [1.8, 1.7], volunteers: 64, volunteers2024: 58, foodHouseholds: 412, maxVolAllowance: 2100,
  // ledger (Exact Online), 2025, W&V accounts: [code, name, side, amount]
  pl: [
    ['4000', 'Brutolonen', 'D', 78436.12], ['4010', 'Sociale lasten', 'D', 14218.57], ['4020', 'Pensioenpremies PFZW', 'D', 7299.96],
    ['4050', 'Vrijwilligersvergoedingen', 'D', 9450.00], ['4100', 'Huur bedrijfsruimte', 'D', 18600.00], ['4110', 'Energie en water', 'D', 4848.00],
    ['4200', 'Inkoop levensmiddelen', 'D', null], ['4210', 'Uitkeringen noodfonds', 'D', 13640.00], ['4220', 'Vervoer en transport', 'D', 3118.45],
    ['4300', 'Trainingen vrijwilligers', 'D', 2385.00], ['4400', 'Kantoorkosten', 'D', 2146.83], ['4410', 'Automatisering', 'D', 1684.20],
    ['4500', 'Afschrijving inventaris', 'D', 4200.00], ['4600', 'Drukwerk en werving', 'D', 2953.17], ['4700', 'Accountants- en administratiekosten', 'D', 3630.00],
    ['4800', 'Verzekeringen', 'D', 1245.60], ['4900', 'Bankkosten', 'D', 412.80],
    ['8000', 'Giften particulieren', 'C', 38412.65], ['8010', 'Periodieke giften', 'C', 9840.00], ['8100', 'Giften bedrijven', 'C', 12675.00],
    ['8200', 'Subsidie Gemeente Utrecht', 'C', null], ['8300', 'Bijdrage Oranje Fonds (thuisadministratie)', 'C', 25000.00],
    ['8310', 'Bijdrage Kansfonds (noodfonds)', 'C', 15000.00], ['8320', 'Giften kerken en diaconieën', 'C', 18736.40], ['8900', 'Rentebaten spaarrekening', 'C', 312.45],
  ],
  // balance-sheet accounts at 31-12-2025 (equity at 1-1-2025, before this year's result); 1100 = balancing figure
  bs: [
    ['0200', 'Inventaris en koelcel', 'D', 35700.00], ['0210', 'Cum. afschrijving inventaris', 'C', 21000.00],
    ['0500', 'Continuïteitsreserve', 'C', 61500.00], ['0510', 'Bestemmingsreserve vervanging koelcel', 'C', 9000.00],
    ['0600', 'Bestemmingsfonds Noodfonds', 'C', 3840.00], ['0610', 'Bestemmingsfonds Thuisadministratie', 'C', 2650.00],
    ['1000', 'Kas', 'D', 184.35], ['1100', 'Rabobank betaalrekening', 'D', null], ['1110', 'Rabobank Bedrijfsspaarrekening', 'D', 68312.45],
    ['1200', 'Voorraad levensmiddelen', 'D', 1890.00], ['1300', 'Nog te ontvangen bedragen', 'D', 6250.00], ['1400', 'Vooruitbetaalde kosten', 'D', 1550.00],
    ['1600', 'Crediteuren', 'C', 4876.30], ['1700', 'Af te dragen loonheffing en premies', 'C', 6942.00], ['1750', 'Terug te betalen subsidie gemeente', 'C', null],
    ['1800', 'Reservering vakantiegeld', 'C', 5214.88], ['1900', 'Overige schulden en overlopende passiva', 'C', 3630.00],
  ],
  // printed balance sheet at 31-12-2024 (comparatives); liquide middelen 2024 balances it
  bs2024: { mva: 16800, voorraden: 2410, vorderingen: 6530, crediteuren: 5412, belastingen: 6518, subsidie: 1260, overige: 8467 },
  // statement lines: budget 2025 and actual 2024 (whole euros)
  staat: {
    particulieren: { accts: ['8000', '8010'], b: 42000, p: 41306 },
    bedrijven: { accts: ['8100'], b: 10000, p: 9850 },
    anderen: { accts: ['8300', '8310', '8320'], b: 55000, p: 61218 },
    subsidies: { accts: ['8200'], b: 96500, p: 91240 },
    lastenB: { voedsel: 72500, schuld: 80000, nood: 19500, werving: 9000, beheer: 22500 },
    lastenP: { voedsel: 64873, schuld: 73412, nood: 18950, werving: 9188, beheer: 25744 },
    finB: 150, finP: 188,
  },
  // cost types of the lastenverdeling: [label, accounts, % to voedsel / schuld / nood / werving / beheer, budget 2025, actual 2024]
  lv: [
    ['Voedsel en directe hulp', ['4200', '4220'], [100, 0, 0, 0, 0], 34000, 32640],
    ['Uitkeringen noodfonds', ['4210'], [0, 0, 100, 0, 0], 14500, 13980],
    ['Personeelskosten', ['4000', '4010', '4020'], [15, 60, 5, 5, 15], 101000, 95410],
    ['Vrijwilligerskosten', ['4050', '4300'], [50, 40, 0, 0, 10], 11500, 10862],
    ['Huisvestingskosten', ['4100', '4110'], [40, 40, 5, 5, 10], 23400, 22795],
    ['Kantoor- en algemene kosten', ['4400', '4410', '4700', '4800', '4900'], [10, 30, 5, 5, 50], null, null],
    ['Afschrijvingen', ['4500'], [70, 20, 0, 0, 10], 4200, 4200],
    ['Wervingskosten', ['4600'], [0, 0, 0, 100, 0], 5500, 3620],
  ],
  pers2024: [74862, 13406, 7142],
  funds: {
    koelcel: { add: 3000, use: 0 },
    nood: { add: 15000, use: 13640 },
    thuis: { add: 25000, use: 26180 },
  },
  // grootboekkaart 4200 Inkoop levensmiddelen: [date, boekstuk, dagboek, relatie, omschrijving, amount (+debet / -credit)]
  gbk: [
    ['2025-01-08', '25600004', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-100212', 1146.22],
    ['2025-01-16', '25600009', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0071', 286.50],
    ['2025-01-24', '25600013', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-101164', 968.40],
    ['2025-02-07', '25600021', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-102089', 1203.75],
    ['2025-02-13', '25600024', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0163', 301.20],
    ['2025-02-21', '25600030', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-102931', 874.16],
    ['2025-03-07', '25600038', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-103877', 1312.08],
    ['2025-03-14', '25600041', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0254', 318.90],
    ['2025-03-21', '25600047', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-104652', 1025.64],
    ['2025-04-04', '25600055', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-105520 paaspakketten', 1487.33],
    ['2025-04-11', '25600058', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0342', 295.40],
    ['2025-04-25', '25600066', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-106398', 912.55],
    ['2025-05-09', '25600073', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-107214', 1098.12],
    ['2025-05-23', '25600080', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-108003', 955.80],
    ['2025-06-06', '25600087', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-108846', 1176.45],
    ['2025-06-13', '25600090', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0518', 322.60],
    ['2025-06-20', '25600096', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-109701', 1042.18],
    ['2025-07-11', '25600104', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-110587', 836.27],
    ['2025-07-25', '25600110', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-111342', 790.14],
    ['2025-08-08', '25600117', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-112066', 804.66],
    ['2025-08-22', '25600123', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-112875', 1015.90],
    ['2025-09-05', '25600131', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-113690', 1234.02],
    ['2025-09-12', '25600134', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0789', 307.85],
    ['2025-09-19', '25600139', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-114468', 1118.47],
    ['2025-10-06', '25600146', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-117304', 1284.36],
    ['2025-10-15', '25600150', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-0931', 312.40],
    ['2025-10-24', '25600156', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-119876', 946.10],
    ['2025-11-10', '25600163', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-120512', 1512.88],
    ['2025-11-14', '25600166', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-1022', 298.75],
    ['2025-11-27', '25600172', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-121455', 1048.52],
    ['2025-11-28', '25600173', '60', 'Sligro Food Group Nederland B.V.', 'Creditnota CN-2025-9012 retour beschadigde blikken', -86.45],
    ['2025-12-12', '25600181', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-122790 kerstpakketten', 2368.74],
    ['2025-12-12', '25600182', '60', 'Groentekwekerij De Kromme Rijn', 'Factuur 25-1117', 344.10],
    ['2025-12-22', '25600188', '60', 'Sligro Food Group Nederland B.V.', 'Factuur 2025-123604', 1106.30],
    ['2025-12-31', '25900012', '90', '', 'Mutatie voorraad levensmiddelen 2025', 520.00],
  ],
  subsidy: {
    grant: 96500, kenmerk: 'MO/SUB/2025/0187', beschikkingDate: '2024-12-12', reportDate: '2026-01-30', repayWeeks: 6,
    contact: 'Marieke Smit, coördinator',
    // hours: [label, budget, q1, q2, q3, q4]
    hours: [
      ['Schuldhulpverlening (beroepskrachten)', 1880, 455, 470, 398, 512],
      ['Thuisadministratie (vrijwilligers)', 2600, 610, 655, 590, 702],
      ['Budgetcursussen', 240, 64, 58, 22, 80],
      ['Coördinatie en begeleiding vrijwilligers', 520, 140, 128, 118, 150],
    ],
    // euros: [label, budget, q1, q2, q3, q4]
    eur: [
      ['Personeelskosten', 68000, 16412.30, 16877.45, 15936.20, 17214.05],
      ['Vrijwilligersvergoedingen', 7500, 1837.50, 1912.50, 1762.50, 1987.50],
      ['Huisvesting (aandeel)', 9300, 2325.00, 2325.00, 2325.00, 2325.00],
      ['Activiteitenkosten', 3800, 812.40, 946.85, 488.10, 1231.05],
      ['Overhead (max. 8%)', 7900, 1850.00, 1850.00, 1850.00, 1850.00],
    ],
    prest: [
      ['Huishoudens met schuldhulp', 180, 196],
      ['Koppels thuisadministratie', 120, 131],
      ['Deelnemers budgetcursus', 60, 52],
      ['Gemiddelde wachttijd intake (werkdagen)', 10, 8],
    ],
  },
  // Rabobank betaalrekening, Q4 2025: [date, Af/Bij, amount, counterparty, counterparty IBAN, code, description]
  bank: [
    ['2025-10-01', 'Af', 1550.00, 'Woonstichting Overvecht', 'NL12INGB0006781234', 'bg', 'Huur bedrijfsruimte Zamenhofdreef 112 oktober 2025'],
    ['2025-10-01', 'Af', 34.40, 'Rabobank', '', 'db', 'Kosten Rabo Zakelijk Totaal 01-09-2025 t/m 30-09-2025'],
    ['2025-10-02', 'Bij', 24125.00, 'Gemeente Utrecht', 'NL62BNGH0285001234', 'cb', 'Voorschot subsidie 2025 Q4 beschikking MO/SUB/2025/0187'],
    ['2025-10-03', 'Af', 404.00, 'Eneco Services B.V.', 'NL78RABO0303330000', 'ei', 'Termijnbedrag energie oktober 2025 klantnr 20418833'],
    ['2025-10-06', 'Bij', 250.00, 'P. Bakker', 'NL21RABO0151234567', 'cb', 'Periodieke gift 2025 overeenkomst 2021-004'],
    ['2025-10-06', 'Bij', 300.00, 'Fam. Hoekstra', 'NL39INGB0004567812', 'cb', 'Periodieke gift overeenkomst 2023-011'],
    ['2025-10-06', 'Bij', 150.00, 'J.M. de Wit', 'NL55ABNA0456712389', 'cb', 'periodieke gift oktober'],
    ['2025-10-07', 'Bij', 120.00, 'S. Yilmaz', 'NL08SNSB0912345678', 'cb', 'Periodieke gift 2025-3'],
    ['2025-10-08', 'Bij', 7500.00, 'Stichting Kansfonds', 'NL90INGB0000088888', 'cb', '2e termijn toekenning 2025-0412 Noodfonds'],
    ['2025-10-14', 'Af', 1284.36, 'Sligro Food Group Nederland B.V.', 'NL47RABO0123400567', 'bg', 'Factuur 2025-117304 klant 448120'],
    ['2025-10-15', 'Af', 318.00, 'Energiedirect B.V.', 'NL18ABNA0417161234', 'bg', 'Noodfonds dossier 2025-131 betaling energieschuld'],
    ['2025-10-16', 'Bij', 45.00, 'A. Jansen', 'NL64TRIO0212345678', 'cb', 'gift'],
    ['2025-10-20', 'Af', 2186.00, 'Belastingdienst', 'NL86INGB0002445588', 'bg', 'Loonheffing september 2025 betalingskenmerk 7123456789012340'],
    ['2025-10-22', 'Af', 312.40, 'Groentekwekerij De Kromme Rijn', 'NL30RABO0345678901', 'bg', 'factuur 25-0931'],
    ['2025-10-23', 'Af', 608.33, 'PFZW', 'NL63INGB0000006789', 'ei', 'Pensioenpremie oktober 2025'],
    ['2025-10-24', 'Af', 6512.40, 'Salarisbetalingen', '', 'sb', 'Verzamelbetaling salarissen oktober 2025'],
    ['2025-10-27', 'Af', 787.50, 'Vrijwilligersvergoedingen', '', 'bg', 'Verzamelbetaling vrijwilligersvergoeding oktober 2025'],
    ['2025-10-28', 'Af', 640.00, 'Woonstichting Overvecht', 'NL12INGB0006781234', 'bg', 'Noodfonds dossier 2025-134 huurachterstand'],
    ['2025-10-31', 'Af', 946.10, 'Sligro Food Group Nederland B.V.', 'NL47RABO0123400567', 'bg', 'Factuur 2025-119876 klant 448120'],
    ['2025-10-31', 'Bij', 75.00, 'K. van den Berg', 'NL71ASNB0708123456', 'cb', 'Donatie De Schakel'],
    ['2025-11-03', 'Af', 1550.00, 'Woonstichting Overvecht', 'NL12INGB0006781234', 'bg', 'Huur bedrijfsruimte Zamenhofdreef 112 november 2025'],
    ['2025-11-03', 'Af', 34.40, 'Rabobank', '', 'db', 'Kosten Rabo Zakelijk Totaal 01-10-2025 t/m 31-10-2025'],
    ['2025-11-03', 'Af', 404.00, 'Eneco Services B.V.', 'NL78RABO0303330000', 'ei', 'Termijnbedrag energie november 2025 klantnr 20418833'],
    ['2025-11-05', 'Bij', 250.00, 'P. Bakker', 'NL21RABO0151234567', 'cb', 'Periodieke gift 2025 overeenkomst 2021-004'],
    ['2025-11-05', 'Bij', 300.00, 'Fam. Hoekstra', 'NL39INGB0004567812', 'cb', 'Periodieke gift overeenkomst 2023-011'],
    ['2025-11-05', 'Bij', 150.00, 'J.M. de Wit', 'NL55ABNA0456712389', 'cb', 'periodieke gift november'],
    ['2025-11-06', 'Bij', 120.00, 'S. Yilmaz', 'NL08SNSB0912345678', 'cb', 'Periodieke gift 2025-3'],
    ['2025-11-10', 'Bij', 1243.75, 'Diaconie Protestantse Gemeente Utrecht-Noord', 'NL35RABO0387654321', 'cb', 'Opbrengst collecte 9 november'],
    ['2025-11-12', 'Af', 255.00, 'Vitens N.V.', 'NL77INGB0000001234', 'bg', 'Noodfonds dossier 2025-140 waterschuld'],
    ['2025-11-14', 'Bij', 60.00, 'M. Koster', 'NL52RABO0165432109', 'cb', 'Gift voor de voedselhulp'],
    ['2025-11-18', 'Af', 1512.88, 'Sligro Food Group Nederland B.V.', 'NL47RABO0123400567', 'bg', 'Factuur 2025-120512 klant 448120'],
    ['2025-11-20', 'Af', 2186.00, 'Belastingdienst', 'NL86INGB0002445588', 'bg', 'Loonheffing oktober 2025 betalingskenmerk 7123456789012351'],
    ['2025-11-21', 'Af', 298.75, 'Groentekwekerij De Kromme Rijn', 'NL30RABO0345678901', 'bg', 'factuur 25-1022'],
    ['2025-11-24', 'Af', 608.33, 'PFZW', 'NL63INGB0000006789', 'ei', 'Pensioenpremie november 2025'],
    ['2025-11-24', 'Af', 6512.40, 'Salarisbetalingen', '', 'sb', 'Verzamelbetaling salarissen november 2025'],
    ['2025-11-26', 'Af', 787.50, 'Vrijwilligersvergoedingen', '', 'bg', 'Verzamelbetaling vrijwilligersvergoeding november 2025'],
    ['2025-11-27', 'Af', 420.00, 'Woonstichting Overvecht', 'NL12INGB0006781234', 'bg', 'Noodfonds dossier 2025-143 huurachterstand'],
    ['2025-11-28', 'Bij', 35.00, 'R. Ouali', 'NL09BUNQ2034567890', 'cb', 'gift'],
    ['2025-12-01', 'Af', 1550.00, 'Woonstichting Overvecht', 'NL12INGB0006781234', 'bg', 'Huur bedrijfsruimte Zamenhofdreef 112 december 2025'],
    ['2025-12-01', 'Af', 34.40, 'Rabobank', '', 'db', 'Kosten Rabo Zakelijk Totaal 01-11-2025 t/m 30-11-2025'],
    ['2025-12-02', 'Af', 404.00, 'Eneco Services B.V.', 'NL78RABO0303330000', 'ei', 'Termijnbedrag energie december 2025 klantnr 20418833'],
    ['2025-12-04', 'Bij', 250.00, 'P. Bakker', 'NL21RABO0151234567', 'cb', 'Periodieke gift 2025 overeenkomst 2021-004'],
    ['2025-12-04', 'Bij', 300.00, 'Fam. Hoekstra', 'NL39INGB0004567812', 'cb', 'Periodieke gift overeenkomst 2023-011'],
    ['2025-12-04', 'Bij', 150.00, 'J.M. de Wit', 'NL55ABNA0456712389', 'cb', 'periodieke gift december'],
    ['2025-12-05', 'Bij', 120.00, 'S. Yilmaz', 'NL08SNSB0912345678', 'cb', 'Periodieke gift 2025-3'],
    ['2025-12-05', 'Af', 962.07, 'Sligro Food Group Nederland B.V.', 'NL47RABO0123400567', 'bg', 'Factuur 2025-121455 minus creditnota CN-2025-9012'],
    ['2025-12-08', 'Bij', 2500.00, 'Bouwbedrijf Van Rijn B.V.', 'NL26ABNA0533221100', 'cb', 'Sponsoring Kerstpakkettenactie 2025'],
    ['2025-12-09', 'Bij', 50.00, 'L. Vermeulen', 'NL44INGB0007654321', 'cb', 'Kerstpakkettenactie'],
    ['2025-12-10', 'Bij', 25.00, 'E. de Boer', 'NL13RABO0176543210', 'cb', 'kerstactie De Schakel'],
    ['2025-12-11', 'Bij', 100.00, 'Fam. Tahiri', 'NL67ABNA0498765432', 'cb', 'Gift kerstpakketten'],
    ['2025-12-11', 'Bij', 40.00, 'W. Smits', 'NL85INGB0003456789', 'cb', 'KERSTPAKKETTEN'],
    ['2025-12-12', 'Bij', 250.00, 'Dhr. G.H. Mulder', 'NL19RABO0112233445', 'cb', 'Kerstpakkettenactie 2025'],
    ['2025-12-15', 'Bij', 860.20, 'Parochie H. Martinus', 'NL58RABO0398877665', 'cb', 'Collecte Advent t.b.v. De Schakel'],
    ['2025-12-15', 'Bij', 30.00, 'N. Bouzid', 'NL22TRIO0398765432', 'cb', 'kerstpakket gift'],
    ['2025-12-16', 'Bij', 75.00, 'Y. Postma', 'NL46ASNB0778899001', 'cb', 'Kerstpakkettenactie'],
    ['2025-12-17', 'Af', 380.00, 'Eneco Services B.V.', 'NL78RABO0303330000', 'bg', 'Noodfonds dossier 2025-151 energieschuld'],
    ['2025-12-18', 'Bij', 20.00, 'T. van Leeuwen', 'NL93INGB0005566778', 'cb', 'kerstactie'],
    ['2025-12-19', 'Af', 2368.74, 'Sligro Food Group Nederland B.V.', 'NL47RABO0123400567', 'bg', 'Factuur 2025-122790 klant 448120'],
    ['2025-12-19', 'Af', 344.10, 'Groentekwekerij De Kromme Rijn', 'NL30RABO0345678901', 'bg', 'factuur 25-1117'],
    ['2025-12-19', 'Af', 2186.00, 'Belastingdienst', 'NL86INGB0002445588', 'bg', 'Loonheffing november 2025 betalingskenmerk 7123456789012362'],
    ['2025-12-19', 'Bij', 150.00, 'Fam. Van der Heijden', 'NL04RABO0134679852', 'cb', 'Kerstpakkettenactie'],
    ['2025-12-22', 'Af', 608.33, 'PFZW', 'NL63INGB0000006789', 'ei', 'Pensioenpremie december 2025'],
    ['2025-12-22', 'Af', 6512.40, 'Salarisbetalingen', '', 'sb', 'Verzamelbetaling salarissen december 2025'],
    ['2025-12-22', 'Bij', 60.00, 'I. Kaya', 'NL37INGB0006677889', 'cb', 'kerstpakketten'],
    ['2025-12-23', 'Af', 787.50, 'Vrijwilligersvergoedingen', '', 'bg', 'Verzamelbetaling vrijwilligersvergoeding december 2025'],
    ['2025-12-23', 'Af', 215.00, 'Gemeente Utrecht', 'NL62BNGH0285001234', 'bg', 'Noodfonds dossier 2025-155 aanslag gemeentelijke belastingen'],
    ['2025-12-29', 'Af', 5000.00, 'Stichting Buurtsteunpunt De Schakel', 'NL87RABO3104567821', 'tb', 'Overboeking naar Bedrijfsspaarrekening'],
    ['2025-12-30', 'Bij', 125.00, 'C. Dekker', 'NL72RABO0187654329', 'cb', 'eindejaarsgift'],
  ],
};

const round0 = (x) => Math.round(x + Math.sign(x) * 1e-9);
export function dsView() {
  const D = DS;
  const gbk = D.gbk.map(([date, stuk, dagboek, relatie, omschr, amt]) => ({ date, stuk, dagboek, relatie, omschr, debet: amt > 0 ? amt : 0, credit: amt < 0 ? -amt : 0 }));
  const acct = {};
  for (const [c, n, s, a] of [...D.pl, ...D.bs]) acct[c] = { name: n, side: s, amount: a };
  acct['4200'].amount = r2(sum(gbk.map((g) => g.debet)) - sum(gbk.map((g) => g.credit)));
  const S = D.subsidy;
  const spent = sum(S.eur.flatMap((e) => e.slice(2)));
  acct['8200'].amount = spent;
  acct['1750'].amount = r2(S.grant - spent);
  const val = (c) => acct[c].amount;
  const plD = D.pl.filter((x) => x[2] === 'D').map((x) => x[0]), plC = D.pl.filter((x) => x[2] === 'C').map((x) => x[0]);
  const result = r2(sum(plC.map(val)) - sum(plD.map(val)));
  // bank account = the balancing figure
  const others = D.bs.filter((x) => x[0] !== '1100');
  const deb = sum(others.filter((x) => x[2] === 'D').map((x) => val(x[0]))), cred = sum(others.filter((x) => x[2] === 'C').map((x) => val(x[0])));
  acct['1100'].amount = r2(cred + result - deb);
  const kb = {};
  for (const c of Object.keys(acct).sort()) {
    const a = acct[c], isBs = c < '4000';
    kb[c] = { name: a.name, bd: isBs && a.side === 'D' ? a.amount : 0, bc: isBs && a.side === 'C' ? a.amount : 0, wd: !isBs && a.side === 'D' ? a.amount : 0, wc: !isBs && a.side === 'C' ? a.amount : 0 };
  }
  // lastenverdeling
  const lvRows = {};
  const colT = [0, 0, 0, 0, 0];
  const lvB = D.lv.map((x) => x[3]), lvP = D.lv.map((x) => x[4]);
  const bTotal = Object.values(D.staat.lastenB).reduce((a, b) => a + b, 0), pTotal = Object.values(D.staat.lastenP).reduce((a, b) => a + b, 0);
  const ki = D.lv.findIndex((x) => x[3] === null);
  lvB[ki] = bTotal - lvB.reduce((s, x) => s + (x || 0), 0); lvP[ki] = pTotal - lvP.reduce((s, x) => s + (x || 0), 0);
  D.lv.forEach(([label, accts, pct], i) => {
    const tot = round0(sum(accts.map(val)));
    const cells = pct.map((p) => round0((tot * p) / 100));
    const diff = tot - cells.reduce((a, b) => a + b, 0);
    const big = cells.indexOf(Math.max(...cells)); cells[big] += diff;
    cells.forEach((c, j) => { colT[j] += c; });
    lvRows[label] = [...cells, tot, lvB[i], lvP[i]];
  });
  const lvTot = [...colT, colT.reduce((a, b) => a + b, 0), bTotal, pTotal];
  lvRows['Totaal'] = lvTot;
  // staat van baten en lasten
  const st = D.staat;
  const line = (o) => [round0(sum(o.accts.map(val))), o.b, o.p];
  const staat = {
    'Baten van particulieren': line(st.particulieren), 'Baten van bedrijven': line(st.bedrijven),
    'Baten van andere organisaties zonder winststreven': line(st.anderen), 'Subsidies van overheden': line(st.subsidies),
  };
  const add = (labels) => [0, 1, 2].map((i) => labels.reduce((s, l) => s + staat[l][i], 0));
  staat['Som der baten'] = add(Object.keys(staat));
  const keys = ['voedsel', 'schuld', 'nood', 'werving', 'beheer'];
  const names = ['Voedselhulp', 'Schuldhulp en thuisadministratie', 'Noodfonds', 'Wervingskosten', 'Kosten beheer en administratie'];
  keys.forEach((k, j) => { staat[names[j]] = [colT[j], st.lastenB[k], st.lastenP[k]]; });
  staat['Totaal besteed aan doelstellingen'] = add(names.slice(0, 3));
  staat['Som der lasten'] = add(['Totaal besteed aan doelstellingen', 'Wervingskosten', 'Kosten beheer en administratie']);
  staat['Saldo voor financiële baten en lasten'] = [0, 1, 2].map((i) => staat['Som der baten'][i] - staat['Som der lasten'][i]);
  staat['Financiële baten en lasten'] = [round0(val('8900')), st.finB, st.finP];
  staat['Saldo van baten en lasten'] = [0, 1, 2].map((i) => staat['Saldo voor financiële baten en lasten'][i] + staat['Financiële baten en lasten'][i]);
  // resultaatbestemming and funds
  const saldo = staat['Saldo van baten en lasten'][0];
  const F = D.funds;
  const rb = {
    'Bestemmingsreserve vervanging koelcel': F.koelcel.add - F.koelcel.use,
    'Bestemmingsfonds Noodfonds': F.nood.add - F.nood.use,
    'Bestemmingsfonds Thuisadministratie': F.thuis.add - F.thuis.use,
  };
  rb['Continuïteitsreserve'] = saldo - Object.values(rb).reduce((a, b) => a + b, 0);
  rb['Totaal'] = saldo;
  const fondsen = {
    'Continuïteitsreserve': [val('0500'), Math.max(rb['Continuïteitsreserve'], 0), Math.max(-rb['Continuïteitsreserve'], 0)],
    'Bestemmingsreserve vervanging koelcel': [val('0510'), F.koelcel.add, F.koelcel.use],
    'Bestemmingsfonds Noodfonds': [val('0600'), F.nood.add, F.nood.use],
    'Bestemmingsfonds Thuisadministratie': [val('0610'), F.thuis.add, F.thuis.use],
  };
  for (const k of Object.keys(fondsen)) fondsen[k].push(fondsen[k][0] + fondsen[k][1] - fondsen[k][2]);
  // balance sheet
  const B4 = D.bs2024;
  const bal = {};
  bal['Materiële vaste activa'] = [round0(val('0200') - val('0210')), B4.mva];
  bal['Voorraden'] = [round0(val('1200')), B4.voorraden];
  bal['Vorderingen en overlopende activa'] = [round0(val('1300') + val('1400')), B4.vorderingen];
  for (const k of Object.keys(fondsen)) bal[k] = [fondsen[k][3], fondsen[k][0]];
  bal['Totaal reserves en fondsen'] = [0, 1].map((i) => Object.keys(fondsen).reduce((s, k) => s + bal[k][i], 0));
  bal['Crediteuren'] = [round0(val('1600')), B4.crediteuren];
  bal['Belastingen en premies sociale verzekeringen'] = [round0(val('1700')), B4.belastingen];
  bal['Terug te betalen subsidie'] = [round0(val('1750')), B4.subsidie];
  bal['Overige schulden en overlopende passiva'] = [round0(val('1800') + val('1900')), B4.overige];
  bal['Totaal kortlopende schulden'] = [0, 1].map((i) => ['Crediteuren', 'Belastingen en premies sociale verzekeringen', 'Terug te betalen subsidie', 'Overige schulden en overlopende passiva'].reduce((s, k) => s + bal[k][i], 0));
  bal['Totaal passiva'] = [0, 1].map((i) => bal['Totaal reserves en fondsen'][i] + bal['Totaal kortlopende schulden'][i]);
  bal['Liquide middelen'] = [0, 1].map((i) => bal['Totaal passiva'][i] - bal['Materiële vaste activa'][i] - bal['Voorraden'][i] - bal['Vorderingen en overlopende activa'][i]);
  bal['Totaal vlottende activa'] = [0, 1].map((i) => bal['Voorraden'][i] + bal['Vorderingen en overlopende activa'][i] + bal['Liquide middelen'][i]);
  bal['Totaal activa'] = [0, 1].map((i) => bal['Materiële vaste activa'][i] + bal['Totaal vlottende activa'][i]);
  const pers = {
    'Brutolonen': [round0(val('4000')), D.pers2024[0]], 'Sociale lasten': [round0(val('4010')), D.pers2024[1]], 'Pensioenlasten': [round0(val('4020')), D.pers2024[2]],
  };
  pers['Totaal personeelskosten'] = [0, 1].map((i) => pers.Brutolonen[i] + pers['Sociale lasten'][i] + pers.Pensioenlasten[i]);
  // subsidy report
  const hours = {}, eur = {}, prest = {};
  for (const [l, b, ...q] of S.hours) { const t = q.reduce((a, c) => a + c, 0); hours[l] = [b, ...q, t, t - b]; }
  hours['Totaal'] = [0, 1, 2, 3, 4, 5, 6].map((i) => Object.values(hours).reduce((s, r) => s + r[i], 0));
  for (const [l, b, ...q] of S.eur) { const t = sum(q); eur[l] = [b, ...q, t, r2(b - t)]; }
  eur['Totaal'] = [0, 1, 2, 3, 4, 5, 6].map((i) => sum(Object.values(eur).map((r) => r[i])));
  for (const [l, t, r] of S.prest) prest[l] = [t, r];
  // bank
  const net = sum(D.bank.map((b) => (b[1] === 'Bij' ? b[2] : -b[2])));
  let saldoB = r2(val('1100') - net);
  const opening = saldoB;
  const bank = D.bank.map(([date, afbij, amount, name, iban, code, omschr], i) => {
    saldoB = r2(saldoB + (afbij === 'Bij' ? amount : -amount));
    return { date, afbij, amount, name, iban, code, omschr, saldo: saldoB, volgnr: String(4871 + i).padStart(18, '0') };
  });
  return {
    staat, bal, fondsen, rb, lv: lvRows, pers, fte: D.fte, kb, gbk, result,
    sub: { hours, eur, prest, grant: S.grant }, bank, opening,
    anbi: { volunteers: D.volunteers, foodHouseholds: D.foodHouseholds, debtHouseholds: prest['Huishoudens met schuldhulp'][1], maxVolAllowance: D.maxVolAllowance },
    acct,
  };
}

export function view() {
  return { am: amView(), ds: dsView() };
}

// =====================================================================================================
// Questions. Each: [kind, question, calc(V) -> number | {text:[accepted phrases], doc} | 'notfound', options]
// options: unit ($, €, %, n, x), wrong (a plausible wrong figure or phrase), tol.
// calc reads only what the documents show (V is rebuilt from the files by verify.mjs).
// =====================================================================================================
const rep = (V, label, ev) => {
  const r = V.am.rows.find((x) => x.label === label && (ev === undefined || x.ev === ev));
  if (!r) throw new Error(`report row ${ev || ''}/${label}`);
  return r;
};
const bl = (V, label) => {
  const r = V.am.bud.rows.find((x) => x.label === label);
  if (!r) throw new Error(`budget row ${label}`);
  return r;
};
const mon = (V, label, from, to) => sum(V.am.mon.rows[label].slice(from, to + 1));
const vmm = (V, m) => V.am.vm.txns.filter((t) => t.dt.slice(5, 7) === m);
const sq = (V, row) => V.am.sq.rows[row][5];
const st = (V, l, i = 0) => V.ds.staat[l][i];
const ba = (V, l, i = 0) => V.ds.bal[l][i];
const bankQ = (V, f) => V.ds.bank.filter(f);
const inMonth = (m) => (b) => b.date.slice(5, 7) === m;

export const DEFS = {
  aspenmeadow: [
    ['lookup', 'What is the 2025-26 budget for Staff Appreciation now, after the budget amendment approved in January?', (V) => rep(V, 'Staff appreciation').budget, { unit: '$', wrong: 2800 }],
    ['variance', 'whats left in the staff appreciaton budget for the rest of the year?', (V) => rep(V, 'Staff appreciation').remaining, { unit: '$', wrong: (V) => 2800 - rep(V, 'Staff appreciation').ytd }],
    ['lookup', 'What was the original approved budget for Contingency, before any amendments?', (V) => bl(V, 'Contingency').budget, { unit: '$', wrong: 400 }],
    ['total', 'how much have we spent on family events so far this yr', (V) => rep(V, 'Family events').ytd, { unit: '$', wrong: (V) => rep(V, 'Family events').month }],
    ['lookup', "What's the Fall Fun Run's net year to date, after its costs?", (V) => rep(V, 'Net', 'Fall Fun Run').ytd, { unit: '$', wrong: (V) => rep(V, 'Income', 'Fall Fun Run').ytd }],
    ['difference', 'How much more has the Fun Run brought in (gross) so far this year than it raised in all of 2024-25?', (V) => rep(V, 'Income', 'Fall Fun Run').ytd - bl(V, 'Fun Run (pledges & sponsors)').prior, { unit: '$', wrong: (V) => rep(V, 'Income', 'Fall Fun Run').ytd - bl(V, 'Fun Run (pledges & sponsors)').budget }],
    ['percent', 'What percentage of our budgeted membership dues have we collected so far this year?', (V) => (rep(V, 'Membership dues').ytd / rep(V, 'Membership dues').budget) * 100, { unit: '%', wrong: 6 }],
    ['period', 'What were Spirit Wear sales in the first quarter of the fiscal year (July through September)?', (V) => mon(V, 'Spirit Wear - income', 0, 2), { unit: '$', wrong: (V) => mon(V, 'Spirit Wear - income', 0, 3) }],
    ['notfound', 'How much did the fall 2024 book fair make on its own?', () => 'notfound'],
    ['period', 'assemblies spend oct-dec?', (V) => mon(V, 'Assemblies / enrichment', 3, 5), { unit: '$', wrong: (V) => mon(V, 'Assemblies / enrichment', 2, 4) }],
    ['average', "What's our average monthly interest income so far this fiscal year?", (V) => rep(V, 'Interest (savings)').ytd / 8, { unit: '$', tol: 0.01, wrong: (V) => rep(V, 'Interest (savings)').ytd / 12 }],
    ['count', 'How many program expense lines are already over their budget for the year?', (V) => V.am.rows.filter((r) => r.ev === 'Programs' && !r.total && r.ytd > r.budget).length, { unit: 'n', wrong: 2 }],
    ['extreme', 'Which program line has used the biggest share of its budget so far?', (V) => { const p = V.am.rows.filter((r) => r.ev === 'Programs' && !r.total).sort((a, b) => b.ytd / b.budget - a.ytd / a.budget)[0]; if (p.label !== 'Classroom tech') throw new Error(p.label); return { text: ['Classroom tech', 'Classroom Technology', 'technology'], doc: 'report' }; }, { wrong: 'Outdoor Ed scholarships' }],
    ['cover', 'If we spent at the approved budget\'s rate (total budgeted expenses spread evenly over 12 months), how many months would our total cash at the end of February cover?', (V) => V.am.cash['Total cash'] / (V.am.bud.totalExpense.budget / 12), { unit: 'x', tol: 0.01, wrong: (V) => V.am.cash['Total cash'] / (V.am.bud.totalIncome.budget / 8) }],
    ['lookup', 'waht was the venmo balance at end of feb', (V) => V.am.vm.end, { unit: '$', wrong: (V) => V.am.vm.begin }],
    ['total', 'How much did Venmo charge us in fees in February, transfer fees included?', (V) => sum(vmm(V, '02').map((t) => t.fee)), { unit: '$', wrong: (V) => sum(V.am.vm.txns.map((t) => t.fee)) }],
    ['count', 'How many Venmo payments for membership dues came in during January and February?', (V) => V.am.vm.txns.filter((t) => t.type === 'Payment' && /member/i.test(t.note)).length, { unit: 'n', wrong: 9 }],
    ['total', 'how much did ppl pay thru venmo for valentine dance tix, after the refund?', (V) => sum(V.am.vm.txns.filter((t) => /dance|tix/i.test(t.note)).map((t) => t.amount)), { unit: '$', wrong: 88 }],
    ['notfound', 'What did the bounce house for the 2025 Spring Carnival cost?', () => 'notfound'],
    ['total', 'How much did we transfer from Venmo to the credit union in January and February?', (V) => -sum(V.am.vm.txns.filter((t) => /Transfer/.test(t.type)).map((t) => t.amount)), { unit: '$', wrong: 950 }],
    ['extreme', 'Who made the largest single Venmo payment to the PTA in January?', (V) => { const t = vmm(V, '01').filter((x) => x.type === 'Payment').sort((a, b) => b.amount - a.amount)[0]; return { text: [t.who, t.who.split(' ')[1]], doc: 'venmo' }; }, { wrong: 'Daniel Cho' }],
    ['total', 'What were gross sales for the whole book fair week in Square?', (V) => sq(V, 'Gross Sales'), { unit: '$', wrong: (V) => sq(V, 'Net Sales') }],
    ['total', 'How much did Square take in processing fees during the book fair?', (V) => -sq(V, 'Fees'), { unit: '$', wrong: (V) => -V.am.sq.rows.Fees[4] }],
    ['lookup', 'What was the Square net total after fees for the book fair week?', (V) => sq(V, 'Net Total'), { unit: '$', wrong: (V) => sq(V, 'Total Collected') }],
    ['percent', 'What share of the money collected at the winter book fair was paid by card?', (V) => (sq(V, 'Card') / sq(V, 'Total Collected')) * 100, { unit: '%', wrong: (V) => (sq(V, 'Cash') / sq(V, 'Total Collected')) * 100 }],
    ['extreme', 'Which day of the book fair had the highest net sales?', (V) => { const r = V.am.sq.rows['Net Sales'].slice(0, 5); const i = r.indexOf(Math.max(...r)); if (i !== 4) throw new Error('day'); return { text: ['Feb 13', 'Friday', 'February 13', '2/13', '13 Feb', '13 February'], doc: 'square' }; }, { wrong: 'Thursday, Feb 12' }],
    ['lookup', 'What were net sales for the bake sale at the book fair?', (V) => V.am.sq.cats['Bake Sale'].net, { unit: '$', wrong: (V) => V.am.sq.cats['Bake Sale'].net + V.am.sq.rows.Tips[5] + 10 }],
    ['average', 'What was the average amount per transaction at the book fair (total collected divided by the number of transactions)?', (V) => sq(V, 'Total Collected') / sq(V, 'Transactions'), { unit: '$', tol: 0.01, wrong: (V) => sq(V, 'Gross Sales') / 5 }],
    ['notfound', "What's the approved budget for 2026-27?", () => 'notfound'],
    ['total', 'What were total actual expenses in 2024-25 according to the approved budget document?', (V) => V.am.bud.totalExpense.prior, { unit: '$', wrong: (V) => V.am.bud.totalExpense.budget }],
    ['lookup', 'What net result (surplus or deficit) does the approved 2025-26 budget plan for?', (V) => V.am.bud.net.budget, { unit: '$', wrong: (V) => V.am.bud.net.prior }],
    ['percent', "By what percent is the Spring Carnival income budget higher than last year's actual carnival income?", (V) => ((bl(V, 'Spring Carnival').budget - bl(V, 'Spring Carnival').prior) / bl(V, 'Spring Carnival').prior) * 100, { unit: '%', wrong: (V) => ((bl(V, 'Spring Carnival').budget - bl(V, 'Spring Carnival').prior) / bl(V, 'Spring Carnival').budget) * 100 + 1 }],
    ['percent', 'In the budget the membership approved last May, what share of total budgeted expenses goes to programs?', (V) => (V.am.bud.sections.program.budget / V.am.bud.totalExpense.budget) * 100, { unit: '%', wrong: (V) => (V.am.bud.sections.program.budget / V.am.bud.totalIncome.budget) * 100 + 2 }],
    ['text', 'Who seconded the motion on the playground shade structure?', () => ({ text: ['Priya Patel', 'Patel'], doc: 'minutes' }), { wrong: 'Tom Alvarez' }],
    ['lookup', 'How much did the membership approve toward the playground shade structure?', (V) => V.am.minutes.shadeAmount, { unit: '$', wrong: (V) => V.am.minutes.shadeQuote }],
    ['text', 'When is the next general meeting?', () => ({ text: ['March 17', 'Mar 17', '3/17', '17 March', '2026-03-17', 'Mar. 17'], doc: 'minutes' }), { wrong: 'April 25, 2026' }],
    ['count', 'How many members voted against the shade structure contribution?', (V) => V.am.minutes.shadeNo, { unit: 'n', wrong: 2 }],
    ['notfound', 'How much did the March 2026 restaurant night raise?', () => 'notfound'],
    ['percent', 'What share of the shade sail quote will the PTA be paying?', (V) => (V.am.minutes.shadeAmount / V.am.minutes.shadeQuote) * 100, { unit: '%', wrong: 50 }],
    ['receipt', 'What was the total on the Costco receipt?', (V) => V.am.costco.total, { unit: '$', wrong: (V) => V.am.costco.subtotal }],
    ['receipt', 'How much sales tax did we pay at the party supply store?', (V) => V.am.party.tax, { unit: '$', wrong: (V) => r2(V.am.party.subtotal * V.am.party.taxRate) }],
    ['receipt', 'costco receipt - how many items sold?', (V) => V.am.costco.count, { unit: 'n', wrong: 12 }],
    ['receipt', 'What date was the party supply store purchase?', () => ({ text: ['February 10', 'Feb 10', '2/10/2026', '02/10/2026', '2/10/26', '02/10/26', '10 February', '2026-02-10', 'Feb. 10'], doc: 'party' }), { wrong: 'February 3, 2026' }],
    ['receipt', 'How much was the discount on the party supply receipt?', (V) => V.am.party.discount, { unit: '$', wrong: (V) => V.am.party.tax }],
    ['variance', 'How far over budget is Classroom tech so far this year?', (V) => rep(V, 'Classroom tech').ytd - rep(V, 'Classroom tech').budget, { unit: '$', wrong: (V) => rep(V, 'Classroom tech').ytd - 5870 }],
    ['period', 'How much did restaurant nights raise in January and February together?', (V) => mon(V, 'Restaurant Nights - income', 6, 7), { unit: '$', wrong: (V) => mon(V, 'Restaurant Nights - income', 5, 6) }],
    ['notfound', 'What was the total on the Target receipt from teacher appreciation week?', () => 'notfound'],
    ['percent', "What share of this year's gross fundraiser income (year to date) came from the Fall Fun Run?", (V) => (rep(V, 'Income', 'Fall Fun Run').ytd / sum(V.am.rows.filter((r) => r.label === 'Income').map((r) => r.ytd))) * 100, { unit: '%', wrong: (V) => (rep(V, 'Net', 'Fall Fun Run').ytd / rep(V, 'Total Fundraising (net)').ytd) * 100 }],
    ['total', "What's our total non-fundraiser (other) income year to date?", (V) => rep(V, 'Total Other Income').ytd, { unit: '$', wrong: (V) => rep(V, 'Total Other Income').budget }],
    ['lookup', 'What total cash did the treasurer report at December 31 at the January meeting?', (V) => V.am.minutes.cashDec, { unit: '$', wrong: (V) => V.am.cash['Total cash'] }],
  ],
  deschakel: [
    ['lookup', 'What was our total income (som der baten) in 2025?', (V) => st(V, 'Som der baten'), { unit: '€', wrong: (V) => st(V, 'Som der baten', 1) }],
    ['variance', 'How far were total expenses (som der lasten) from the 2025 budget?', (V) => st(V, 'Som der lasten', 1) - st(V, 'Som der lasten'), { unit: '€', wrong: (V) => st(V, 'Som der lasten') - st(V, 'Som der lasten', 2) }],
    ['percent', 'By what percentage did gifts from private individuals (baten van particulieren) grow from 2024 to 2025?', (V) => ((st(V, 'Baten van particulieren') - st(V, 'Baten van particulieren', 2)) / st(V, 'Baten van particulieren', 2)) * 100, { unit: '%', wrong: (V) => ((st(V, 'Baten van particulieren') - st(V, 'Baten van particulieren', 1)) / st(V, 'Baten van particulieren', 1)) * 100 }],
    ['lookup', 'What was the continuïteitsreserve at 31 December 2025?', (V) => ba(V, 'Continuïteitsreserve'), { unit: '€', wrong: (V) => ba(V, 'Continuïteitsreserve', 1) }],
    ['total', 'Wat is het totaal van de bestemmingsfondsen per 31 december 2025?', (V) => ba(V, 'Bestemmingsfonds Noodfonds') + ba(V, 'Bestemmingsfonds Thuisadministratie'), { unit: '€', wrong: (V) => ba(V, 'Bestemmingsfonds Noodfonds') + ba(V, 'Bestemmingsfonds Thuisadministratie') + ba(V, 'Bestemmingsreserve vervanging koelcel') }],
    ['difference', 'How much did our cash (liquide middelen) change over 2025?', (V) => ba(V, 'Liquide middelen') - ba(V, 'Liquide middelen', 1), { unit: '€', wrong: (V) => V.ds.bank.at(-1).saldo - V.ds.bank[0].saldo }],
    ['ratio', 'What was the current ratio (vlottende activa divided by kortlopende schulden) at 31-12-2025?', (V) => ba(V, 'Totaal vlottende activa') / ba(V, 'Totaal kortlopende schulden'), { unit: 'x', tol: 0.01, wrong: (V) => ba(V, 'Totaal activa') / ba(V, 'Totaal kortlopende schulden') }],
    ['percent', 'What share of total expenses went to our objectives (besteed aan doelstellingen) in 2025?', (V) => (st(V, 'Totaal besteed aan doelstellingen') / st(V, 'Som der lasten')) * 100, { unit: '%', wrong: (V) => (st(V, 'Totaal besteed aan doelstellingen') / st(V, 'Som der baten')) * 100 - 1.5 }],
    ['percent', 'What were fundraising costs (wervingskosten) as a percentage of total income in 2025?', (V) => (st(V, 'Wervingskosten') / st(V, 'Som der baten')) * 100, { unit: '%', wrong: (V) => (V.ds.lv.Wervingskosten[5] / st(V, 'Som der baten')) * 100 }],
    ['lookup', 'How much was spent from the Noodfonds (the bestemmingsfonds) in 2025?', (V) => V.ds.fondsen['Bestemmingsfonds Noodfonds'][2], { unit: '€', wrong: (V) => st(V, 'Noodfonds') }],
    ['notfound', 'What is the 2026 budget for total expenses?', () => 'notfound'],
    ['lookup', 'How many FTE did the foundation employ on average in 2025?', (V) => V.ds.fte[0], { unit: 'n', tol: 0.01, wrong: 1.7 }],
    ['cover', 'How many months of 2025 expenses would the cash at year-end cover?', (V) => ba(V, 'Liquide middelen') / (st(V, 'Som der lasten') / 12), { unit: 'x', tol: 0.01, wrong: (V) => ba(V, 'Totaal reserves en fondsen') / (st(V, 'Som der lasten') / 12) }],
    ['lookup', "What's the balance on ledger account 4200 Inkoop levensmiddelen in the Exact kolommenbalans?", (V) => V.ds.kb['4200'].wd, { unit: '€', wrong: (V) => V.ds.lv['Voedsel en directe hulp'][5] }],
    ['count', 'How many bookings are on the grootboekkaart for 4200 in 2025?', (V) => V.ds.gbk.length, { unit: 'n', wrong: 34 }],
    ['period', 'What did food purchases come to in Q3 2025 according to the grootboekkaart?', (V) => sum(V.ds.gbk.filter((g) => g.date >= '2025-07-01' && g.date <= '2025-09-30').map((g) => g.debet - g.credit)), { unit: '€', wrong: (V) => sum(V.ds.gbk.filter((g) => g.date >= '2025-06-01' && g.date <= '2025-08-31').map((g) => g.debet - g.credit)) }],
    ['extreme', 'What was the largest single invoice on the food purchases ledger card?', (V) => Math.max(...V.ds.gbk.map((g) => g.debet)), { unit: '€', wrong: 1512.88 }],
    ['total', 'What do personnel costs (accounts 4000 to 4020) add up to in the Exact trial balance?', (V) => sum(['4000', '4010', '4020'].map((c) => V.ds.kb[c].wd)), { unit: '€', wrong: (V) => sum(['4000', '4010', '4020', '4050'].map((c) => V.ds.kb[c].wd)) }],
    ['lookup', 'Wat was het saldo van baten en lasten over 2025?', (V) => st(V, 'Saldo van baten en lasten'), { unit: '€', wrong: (V) => st(V, 'Saldo voor financiële baten en lasten') }],
    ['period', 'Hoeveel uren zijn er in het derde kwartaal besteed aan thuisadministratie?', (V) => V.ds.sub.hours['Thuisadministratie (vrijwilligers)'][3], { unit: 'n', wrong: (V) => V.ds.sub.hours['Thuisadministratie (vrijwilligers)'][4] }],
    ['lookup', 'How many hours of debt counselling (schuldhulpverlening) were delivered in 2025?', (V) => V.ds.sub.hours['Schuldhulpverlening (beroepskrachten)'][5], { unit: 'n', wrong: (V) => V.ds.sub.hours['Schuldhulpverlening (beroepskrachten)'][0] }],
    ['notfound', 'What was the bank balance on 30 June 2025?', () => 'notfound'],
    ['percent', 'What percentage of the budgeted hours, all activities together, were actually delivered in 2025?', (V) => (V.ds.sub.hours.Totaal[5] / V.ds.sub.hours.Totaal[0]) * 100, { unit: '%', wrong: (V) => (V.ds.sub.hours['Schuldhulpverlening (beroepskrachten)'][5] / V.ds.sub.hours['Schuldhulpverlening (beroepskrachten)'][0]) * 100 }],
    ['lookup', 'How much of the municipal subsidy was left unspent and has to go back?', (V) => V.ds.sub.eur.Totaal[6], { unit: '€', wrong: 1260 }],
    ['period', 'What did we spend on personnel under the gemeente subsidy in Q4?', (V) => V.ds.sub.eur.Personeelskosten[4], { unit: '€', wrong: (V) => V.ds.sub.eur.Personeelskosten[3] }],
    ['count', 'Hoeveel huishoudens zijn in 2025 geholpen met schuldhulp?', (V) => V.ds.sub.prest['Huishoudens met schuldhulp'][1], { unit: 'n', wrong: 180 }],
    ['lookup', 'What was the bank balance on 31-12-2025 according to the Rabobank export?', (V) => V.ds.bank.at(-1).saldo, { unit: '€', wrong: (V) => ba(V, 'Liquide middelen') }],
    ['total', 'What was the total received (Bij) on the bank account in December 2025?', (V) => sum(bankQ(V, (b) => inMonth('12')(b) && b.afbij === 'Bij').map((b) => b.amount)), { unit: '€', wrong: (V) => sum(bankQ(V, (b) => inMonth('11')(b) && b.afbij === 'Bij').map((b) => b.amount)) }],
    ['total', 'what did the bank charge us in fees in Q4? (rabo kosten)', (V) => sum(bankQ(V, (b) => b.name === 'Rabobank').map((b) => b.amount)), { unit: '€', wrong: 412.80 }],
    ['count', 'how many noodfonds payments went out in q4', (V) => bankQ(V, (b) => b.afbij === 'Af' && /noodfonds/i.test(b.omschr)).length, { unit: 'n', wrong: 5 }],
    ['extreme', 'What was the largest single incoming payment in the Q4 bank export?', (V) => Math.max(...bankQ(V, (b) => b.afbij === 'Bij').map((b) => b.amount)), { unit: '€', wrong: 7500 }],
    ['notfound', 'How many hours were budgeted for thuisadministratie in 2024?', () => 'notfound'],
    ['total', 'How much came in through the bank for the Christmas parcels (kerstpakketten) campaign in December, sponsorship included?', (V) => sum(bankQ(V, (b) => b.afbij === 'Bij' && /kerst/i.test(b.omschr)).map((b) => b.amount)), { unit: '€', wrong: (V) => sum(bankQ(V, (b) => b.afbij === 'Bij' && /kerst/i.test(b.omschr) && b.amount < 1000).map((b) => b.amount)) }],
    ['difference', 'By how much did the balance on the current account change over Q4 (1 October to 31 December 2025)?', (V) => V.ds.bank.at(-1).saldo - (V.ds.bank[0].saldo + (V.ds.bank[0].afbij === 'Af' ? V.ds.bank[0].amount : -V.ds.bank[0].amount)), { unit: '€', wrong: (V) => V.ds.bank.at(-1).saldo - V.ds.bank[0].saldo }],
    ['total', 'Hoeveel hebben we in november aan Sligro betaald?', (V) => sum(bankQ(V, (b) => inMonth('11')(b) && /Sligro/.test(b.name)).map((b) => b.amount)), { unit: '€', wrong: (V) => sum(V.ds.gbk.filter((g) => g.date.slice(5, 7) === '11' && /Sligro/.test(g.relatie)).map((g) => g.debet - g.credit)) }],
    ['text', "What is the foundation's RSIN?", () => ({ text: ['857312046', '8573.12.046', '8573 12 046', '857 312 046'], doc: 'anbi' }), { wrong: '61934728' }],
    ['text', 'Wie is de penningmeester van de stichting?', () => ({ text: ['Fatima El Amrani', 'El Amrani'], doc: 'anbi' }), { wrong: 'Anouk van Dijk' }],
    ['count', 'How many volunteers were active in 2025?', (V) => V.ds.anbi.volunteers, { unit: 'n', wrong: 58 }],
    ['notfound', "What was the coordinator's gross salary in 2025?", () => 'notfound'],
    ['text', 'On what date did the board adopt the 2025 annual accounts?', () => ({ text: ['26 maart 2026', '26 March 2026', 'March 26', '26-03-2026', '2026-03-26', '26/03/2026', '26 Mar', '26th March', '26th of March'], doc: 'jr' }), { wrong: '12 March 2026' }],
    ['text', 'Which accounting firm compiled the 2025 accounts?', () => ({ text: ['Van Leeuwen & Bos', 'Van Leeuwen en Bos', 'Van Leeuwen and Bos'], doc: 'jr' }), { wrong: 'Van Rijn Accountants' }],
    ['lookup', 'How much of the personnel costs was allocated to schuldhulp en thuisadministratie in 2025?', (V) => V.ds.lv.Personeelskosten[1], { unit: '€', wrong: (V) => V.ds.lv.Personeelskosten[5] }],
    ['percent', 'What percentage of the granted municipal subsidy did we actually spend?', (V) => (V.ds.sub.eur.Totaal[5] / V.ds.sub.eur.Totaal[0]) * 100, { unit: '%', wrong: (V) => (V.ds.sub.eur.Totaal[6] / V.ds.sub.eur.Totaal[0]) * 100 }],
    ['difference', 'How much more did food aid (voedselhulp) cost in 2025 than in 2024?', (V) => st(V, 'Voedselhulp') - st(V, 'Voedselhulp', 2), { unit: '€', wrong: (V) => st(V, 'Voedselhulp', 1) - st(V, 'Voedselhulp') }],
    ['variance', 'How far below budget did the government subsidy income come in for 2025?', (V) => st(V, 'Subsidies van overheden', 1) - st(V, 'Subsidies van overheden'), { unit: '€', wrong: (V) => st(V, 'Subsidies van overheden') - st(V, 'Subsidies van overheden', 2) }],
    ['percent', 'What share of total assets did reserves and funds make up at 31 December 2025?', (V) => (ba(V, 'Totaal reserves en fondsen') / ba(V, 'Totaal activa')) * 100, { unit: '%', wrong: (V) => (ba(V, 'Totaal reserves en fondsen', 1) / ba(V, 'Totaal activa', 1)) * 100 }],
    ['notfound', 'How much did the Oranje Fonds pay us in 2023?', () => 'notfound'],
    ['average', 'What was the average monthly spend on food purchases in 2025, going by the ledger?', (V) => V.ds.kb['4200'].wd / 12, { unit: '€', tol: 0.01, wrong: (V) => st(V, 'Voedselhulp') / 12 }],
    ['lookup', 'Hoeveel bedroeg de bestemmingsreserve vervanging koelcel eind 2024?', (V) => ba(V, 'Bestemmingsreserve vervanging koelcel', 1), { unit: '€', wrong: (V) => ba(V, 'Bestemmingsreserve vervanging koelcel') }],
    ['average', 'Going by the bank export, what was the avarage Noodfonds payment in Q4?', (V) => { const n = bankQ(V, (b) => b.afbij === 'Af' && /noodfonds/i.test(b.omschr)); return sum(n.map((b) => b.amount)) / n.length; }, { unit: '€', tol: 0.01, wrong: (V) => V.ds.fondsen['Bestemmingsfonds Noodfonds'][2] / 12 }],
  ],
};
