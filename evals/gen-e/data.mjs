// The one data module: every figure in every generated document, and every expected answer,
// comes from here. gen.mjs renders the documents from it; verify.mjs does NOT import it.

// ---------------------------------------------------------------- helpers
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MON = MONTHS.map((m) => m.slice(0, 3));
const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (x) => Math.round(x * 100) / 100;
const r1 = (x) => Math.round(x * 10) / 10;
function mulberry32(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function assert(c, msg) { if (!c) { if (process.env.SOFT) console.error('WARN ' + msg); else throw new Error('data assertion failed: ' + msg); } }
// accepted phrasings of a calendar date
export function datePhrases(y, m, d) {
  const M = MONTHS[m - 1]; const S = MON[m - 1];
  const p2 = (x) => String(x).padStart(2, '0');
  // (no "Nov. 19": the scorer ends the first sentence at "Nov.")
  const out = [`${d} ${M}`, `${M} ${d}`, `${S} ${d}`, `${d} ${S}`, `${d}/${m}/${y}`, `${m}/${d}/${y}`,
    `${p2(d)}/${p2(m)}/${y}`, `${p2(m)}/${p2(d)}/${y}`, `${y}-${p2(m)}-${p2(d)}`];
  if (m === 9) out.push(`Sept ${d}`, `${d} Sept`);
  return [...new Set(out)];
}

// ================================================================ ORG 1: Harbourlight (NZ, NZD, Jan year)
const HL = {
  id: 'harbourlight',
  name: 'Harbourlight Youth Orchestra Trust',
  fiscalYearStart: 'January',
  city: 'Wellington',
  regNo: 'CC47190',
  year: 2026,
  monthsReported: 10, // January..October 2026 sheets
};
HL.docs = {
  mgmt: 'harbourlight/Management Accounts 2026.xlsx',
  budget: 'harbourlight/Budget 2026 (approved).xlsx',
  perf: 'harbourlight/Performance Report 2025.pdf',
  agreement: 'harbourlight/Southern Lights funding agreement SLCF-2026-114.pdf',
  payroll: 'harbourlight/Payroll summary by role Jan-Oct 2026.csv',
  invoice: 'harbourlight/IMG_20260814_capital_strings_invoice.jpg',
};

// --- payroll roles (no personal data beyond roles). pay = monthly gross [Jan-Jun, Jul-Dec]
HL.roles = [
  { role: 'Music Director', type: 'Permanent full-time', fte: 1.0, ks: true, pay: [7250, 7468] },
  { role: 'General Manager', type: 'Permanent full-time', fte: 1.0, ks: true, pay: [6500, 6695] },
  { role: 'Education and Outreach Coordinator', type: 'Permanent part-time', fte: 0.8, ks: true, pay: [4160, 4285] },
  { role: 'Operations Coordinator', type: 'Permanent part-time', fte: 0.6, ks: true, pay: [3000, 3090] },
  { role: 'Orchestra Librarian', type: 'Permanent part-time', fte: 0.4, ks: true, pay: [1850, 1906] },
  { role: 'Finance Administrator', type: 'Permanent part-time', fte: 0.3, ks: false, pay: [1420, 1463] },
  { role: 'Front-of-house crew (casual pool)', type: 'Casual', fte: null, ks: false, monthly: [0, 220, 0, 1240, 0, 1580, 0, 0, 1360, 310] },
];
for (const r of HL.roles) {
  r.gross = r.monthly ?? Array.from({ length: 10 }, (_, m) => (m < 6 ? r.pay[0] : r.pay[1]));
  r.kiwi = r.gross.map((g) => (r.ks ? Math.round(g * 0.03) : 0));
  r.grossYtd = sum(r.gross); r.kiwiYtd = sum(r.kiwi); r.costYtd = r.grossYtd + r.kiwiYtd;
}
const salariesActual = Array.from({ length: 10 }, (_, m) => sum(HL.roles.map((r) => r.gross[m])));
const kiwiActual = Array.from({ length: 10 }, (_, m) => sum(HL.roles.map((r) => r.kiwi[m])));

// --- management-account lines: budget = 12 monthly figures, actual = Jan..Oct
const rnd = mulberry32(20260131);
const noisy = (budget, spread, overrides = {}) => budget.slice(0, 10).map((b, m) => (m in overrides ? overrides[m] : Math.round(b * (1 + (rnd() * 2 - 1) * spread))));
const flat = (v) => Array(12).fill(v);
const concert = [3, 5, 8, 10, 11]; // Apr, Jun, Sep, Nov, Dec (0-based)
const plusConcert = (base, extra) => base.map((v, m) => (concert.includes(m) ? v + extra : v));

HL.lines = [
  // group, label (management accounts), budget label (budget workbook), budget[12], actual[10]
  { g: 'income', key: 'gtf', label: 'Grants – trusts and foundations', blabel: 'Grants – trusts and foundations',
    budget: [0, 48000, 12000, 20000, 10000, 25000, 10000, 42000, 15000, 20000, 25000, 33000],
    actual: [0, 48000, 12500, 25000, 0, 30000, 15000, 0, 42000, 18000] },
  { g: 'income', key: 'council', label: 'Grants – Wellington City Council', blabel: 'Grants – Wellington City Council',
    budget: [45000, 0, 0, 0, 0, 0, 45000, 0, 0, 0, 0, 0], actual: [45000, 0, 0, 0, 0, 0, 0, 45000, 0, 0] },
  { g: 'income', key: 'donations', label: 'Donations and koha', blabel: 'Donations and koha',
    budget: [...Array(10).fill(5000), 8000, 14000], actual: [3870, 4215, 5960, 4480, 3925, 7310, 4105, 3640, 5288, 4790] },
  { g: 'income', key: 'sponsorship', label: 'Sponsorship', blabel: 'Sponsorship',
    budget: [0, 0, 15000, 0, 0, 10000, 0, 0, 10000, 0, 0, 10000], actual: [0, 0, 15000, 0, 0, 7500, 0, 0, 12500, 0] },
  { g: 'income', key: 'tuition', label: 'Member tuition fees', blabel: 'Member tuition fees',
    budget: [0, 44000, 0, 0, 44000, 0, 44000, 0, 0, 44000, 0, 0], actual: [0, 43180, 450, 0, 45230, -620, 43960, 310, 0, 44870] },
  { g: 'income', key: 'subs', label: 'Membership subscriptions', blabel: 'Membership subscriptions',
    budget: [7800, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], actual: [7410, 285, 0, 0, 0, 0, 0, 0, 0, 0] },
  { g: 'income', key: 'tickets', label: 'Concert ticket sales', blabel: 'Concert ticket sales',
    budget: [0, 0, 0, 18000, 0, 24000, 0, 0, 22000, 0, 12000, 20000], actual: [0, 0, 0, 16450, 380, 27890, 0, 0, 21175, 0] },
  { g: 'income', key: 'insthire', label: 'Instrument hire income', blabel: 'Instrument hire income',
    budget: flat(700), actual: [640, 710, 760, 700, 690, 720, 655, 705, 730, 745] },
  { g: 'income', key: 'interest', label: 'Interest received', blabel: 'Interest received',
    budget: flat(550), actual: [512, 498, 540, 528, 601, 575, 588, 560, 549, 571] },

  { g: 'personnel', key: 'salaries', label: 'Salaries and wages', blabel: 'Wages and salaries',
    budget: plusConcert([...Array(6).fill(24200), ...Array(6).fill(24900)], 1200), actual: salariesActual },
  { g: 'personnel', key: 'kiwisaver', label: 'KiwiSaver employer contributions', blabel: 'KiwiSaver employer contributions',
    budget: [...Array(6).fill(680), ...Array(6).fill(700)], actual: kiwiActual },
  { g: 'personnel', key: 'volunteer', label: 'Volunteer expenses', blabel: 'Volunteer expenses',
    budget: flat(800), actual: null, spread: 0.3 },

  { g: 'programme', key: 'tutor', label: 'Tutor and conductor fees', blabel: 'Tutor and conductor fees',
    budget: [4000, ...Array(10).fill(11500), 6000], actual: null, spread: 0.08 },
  { g: 'programme', key: 'venue', label: 'Venue hire', blabel: 'Venue hire (rehearsals and concerts)',
    budget: plusConcert(flat(6500), 5000), actual: null, spread: 0.05, over: { 3: 14380 } },
  { g: 'programme', key: 'instrument', label: 'Instrument hire and repairs', blabel: 'Instrument hire and repairs',
    budget: flat(3500), actual: null, spread: 0.22, over: { 7: 4395 } },
  { g: 'programme', key: 'music', label: 'Sheet music and licensing', blabel: 'Sheet music and licensing',
    budget: flat(1500), actual: null, spread: 0.3 },
  { g: 'programme', key: 'travel', label: 'Travel and accommodation', blabel: 'Travel and accommodation',
    budget: [...Array(6).fill(600), 28000, ...Array(5).fill(600)], actual: [420, 515, 380, 610, 455, 720, 33940, 880, 510, 390] },
  { g: 'programme', key: 'scholarships', label: 'Scholarships awarded', blabel: 'Scholarships awarded',
    budget: [0, 3000, ...Array(10).fill(0)], actual: [0, 2750, 0, 0, 0, 0, 0, 0, 500, 0] },

  { g: 'admin', key: 'marketing', label: 'Marketing and promotion', blabel: 'Marketing and promotion',
    budget: plusConcert(flat(2000), 1500), actual: null, spread: 0.2 },
  { g: 'admin', key: 'fundraising', label: 'Fundraising and appeal costs', blabel: 'Fundraising and appeal costs',
    budget: [0, 0, 0, 2500, 0, 0, 0, 0, 0, 3000, 2000, 4000], actual: [0, 0, 120, 2310, 0, 0, 0, 0, 260, 3385] },
  { g: 'admin', key: 'accounting', label: 'Accounting and audit', blabel: 'Accounting and audit',
    budget: [300, 300, 3900, ...Array(9).fill(300)], actual: [300, 300, 4260, 300, 300, 300, 300, 300, 300, 300] },
  { g: 'admin', key: 'insurance', label: 'Insurance', blabel: 'Insurance',
    budget: [5600, ...Array(11).fill(0)], actual: [5870, 0, 0, 0, 0, 0, 0, 0, 0, 0] },
  { g: 'admin', key: 'office', label: 'Office and administration', blabel: 'Office and administration',
    budget: flat(350), actual: null, spread: 0.25 },
  { g: 'admin', key: 'depreciation', label: 'Depreciation', blabel: 'Depreciation',
    budget: flat(500), actual: Array(10).fill(500) },
];
for (const l of HL.lines) {
  if (!l.actual) l.actual = noisy(l.budget, l.spread, l.over ?? {});
  assert(l.budget.length === 12 && l.actual.length === 10, l.key);
}
HL.groups = [
  { g: 'income', title: 'Income', total: 'Total income' },
  { g: 'personnel', title: 'Personnel costs', total: 'Total personnel costs' },
  { g: 'programme', title: 'Programme delivery', total: 'Total programme delivery' },
  { g: 'admin', title: 'Administration', total: 'Total administration' },
];
HL.line = Object.fromEntries(HL.lines.map((l) => [l.key, l]));
const linesOf = (g) => HL.lines.filter((l) => l.g === g);
const isExp = (l) => l.g !== 'income';
// helpers on the management accounts (m = 0-based month index)
const mA = (k, m) => HL.line[k].actual[m];
const mB = (k, m) => HL.line[k].budget[m];
const yA = (k, m) => sum(HL.line[k].actual.slice(0, m + 1));
const yB = (k, m) => sum(HL.line[k].budget.slice(0, m + 1));
const qB = (k, q) => sum(HL.line[k].budget.slice(q * 3, q * 3 + 3));
const fyB = (k) => sum(HL.line[k].budget);
const grpA = (g, m) => sum(linesOf(g).map((l) => l.actual[m]));
const grpB = (g, m) => sum(linesOf(g).map((l) => l.budget[m]));
const incA = (m) => grpA('income', m);
const expA = (m) => sum(HL.lines.filter(isExp).map((l) => l.actual[m]));
const expB = (m) => sum(HL.lines.filter(isExp).map((l) => l.budget[m]));
const incB = (m) => grpB('income', m);
const netA = (m) => incA(m) - expA(m);
const netB = (m) => incB(m) - expB(m);
const ytd = (f, m) => sum(Array.from({ length: m + 1 }, (_, i) => f(i)));
const qBud = (f, q) => sum([0, 1, 2].map((i) => f(q * 3 + i)));
HL.calc = { mA, mB, yA, yB, qB, fyB, incA, expA, expB, incB, netA, netB };

// --- Performance Report 2025 (This year = 2025, Last year = 2024), whole NZ$
HL.perf = {
  revenue: [
    { cat: 'Donations, fundraising and other similar revenue', items: [
      ['Donations and koha', 64310, 58940], ['Grants – trusts and foundations', 228500, 211000],
      ['Grants – Wellington City Council', 90000, 85000], ['Sponsorship', 42000, 38500]] },
    { cat: 'Fees, subscriptions and other revenue from members', items: [
      ['Member tuition fees', 163540, 155380], ['Membership subscriptions', 7700, 7500]] },
    { cat: 'Revenue from providing goods or services', items: [
      ['Concert ticket sales', 88215, 81320], ['Instrument hire income', 8200, 7400]] },
    { cat: 'Interest, dividends and other investment revenue', items: [['Interest on term deposits', 6982, 7415]] },
    { cat: 'Other revenue', items: [['Sundry income', 1150, 2300]] },
  ],
  expenses: [
    { cat: 'Expenses related to public fundraising', items: [['Fundraising event costs', 8940, 7615], ['Donor appeal costs', 3540, 3300]] },
    { cat: 'Volunteer and employee related costs', items: [
      ['Salaries and wages', 296820, 281405], ['KiwiSaver employer contributions', 8190, 7799],
      ['Volunteer expenses', 9164, 8100], ['Staff training', 4500, 3900]] },
    { cat: 'Costs related to providing goods or services', items: [
      ['Tutor and conductor fees', 131600, 124800], ['Venue hire', 88430, 84950], ['Instrument hire and repairs', 41275, 38120],
      ['Sheet music and licensing', 17840, 16390], ['Travel and accommodation', 58905, 31800], ['Marketing and promotion', 24900, 21350]] },
    { cat: 'Grants and donations made', items: [['Scholarships awarded', 2500, 2000]] },
    { cat: 'Other expenses', items: [
      ['Accounting and review fees', 6900, 6500], ['Insurance', 5180, 4870], ['Office and administration', 3710, 3250], ['Depreciation', 5840, 5260]] },
  ],
  // Statement of financial position at 31 Dec [2025, 2024]; cash 2025 is solved so accumulated funds roll forward
  position: {
    current: [['Bank accounts and cash', null, 171305], ['Debtors and prepayments', 18440, 15210], ['Term deposits', 125000, 120000]],
    noncurrent: [['Property, plant and equipment', 86930, 92770]],
    curLiab: [['Creditors and accrued expenses', 24115, 21480], ['Employee costs payable', 19870, 17905], ['Income in advance', 45000, 36000], ['GST payable', 4212, 3964]],
    nonCurLiab: [],
  },
  service: [ // Statement of service performance: [description, 2025, 2024]
    ['Young musicians enrolled in orchestra programmes', 142, 131],
    ['Public concerts performed', 14, 12],
    ['School outreach workshops delivered', 38, 29],
    ['Students reached through outreach workshops', 1860, 1410],
    ['Scholarships awarded', 9, 8],
  ],
};
{
  const P = HL.perf;
  for (const s of [...P.revenue, ...P.expenses]) { s.ty = sum(s.items.map((i) => i[1])); s.ly = sum(s.items.map((i) => i[2])); }
  P.revTy = sum(P.revenue.map((s) => s.ty)); P.revLy = sum(P.revenue.map((s) => s.ly));
  P.expTy = sum(P.expenses.map((s) => s.ty)); P.expLy = sum(P.expenses.map((s) => s.ly));
  P.surTy = P.revTy - P.expTy; P.surLy = P.revLy - P.expLy;
  const pos = P.position;
  const col = (rows, i) => sum(rows.map((r) => r[i] ?? 0));
  // accumulated funds at 31 Dec 2024 from the 2024 balance sheet
  pos.funds24 = col(pos.current, 2) + col(pos.noncurrent, 2) - col(pos.curLiab, 2) - col(pos.nonCurLiab, 2);
  pos.funds25 = pos.funds24 + P.surTy;
  pos.opening24 = pos.funds24 - P.surLy;
  // solve 2025 cash
  pos.current[0][1] = pos.funds25 - (col(pos.current, 1) + col(pos.noncurrent, 1) - col(pos.curLiab, 1) - col(pos.nonCurLiab, 1));
  for (const y of [1, 2]) {
    pos['ca' + y] = col(pos.current, y); pos['nca' + y] = col(pos.noncurrent, y);
    pos['cl' + y] = col(pos.curLiab, y); pos['ncl' + y] = col(pos.nonCurLiab, y);
    pos['ta' + y] = pos['ca' + y] + pos['nca' + y]; pos['tl' + y] = pos['cl' + y] + pos['ncl' + y];
  }
  assert(pos.ta1 - pos.tl1 === pos.funds25, 'funds 2025');
  assert(pos.ta2 - pos.tl2 === pos.funds24, 'funds 2024');
}
const perfCat = (name) => [...HL.perf.revenue, ...HL.perf.expenses].find((s) => s.cat === name);
const perfItem = (name) => [...HL.perf.revenue, ...HL.perf.expenses].flatMap((s) => s.items).find((i) => i[0] === name);

// --- Funding agreement
HL.agreement = {
  funder: 'Southern Lights Community Foundation',
  number: 'SLCF-2026-114',
  signed: [2026, 1, 14],
  project: 'Harbourlight Schools Outreach Programme 2026',
  grant: 120000,
  term: [[2026, 2, 1], [2027, 1, 31]],
  instalments: [
    { n: 1, trigger: 'On return of this Agreement signed by the Recipient', due: [2026, 2, 20], amount: 48000 },
    { n: 2, trigger: 'On the Funder\'s acceptance of the interim report (report due 31 July 2026)', due: [2026, 8, 31], amount: 42000 },
    { n: 3, trigger: 'On the Funder\'s acceptance of the final report (report due 28 February 2027)', due: [2027, 3, 31], amount: 30000 },
  ],
  interimReportDue: [2026, 7, 31],
  finalReportDue: [2027, 2, 28],
  adminCapPct: 10,
  refundThreshold: 1000,
  budget: [
    ['Tutor fees for school workshops', 54000],
    ['Instrument purchase and hire for schools', 24000],
    ['Transport to and from schools', 18500],
    ['Project coordination (administration)', 12000],
    ['Resources and printing', 11500],
  ],
};
assert(sum(HL.agreement.instalments.map((i) => i.amount)) === HL.agreement.grant, 'instalments');
assert(sum(HL.agreement.budget.map((b) => b[1])) === HL.agreement.grant, 'agreement budget');

// --- photographed tax invoice
HL.invoice = {
  supplier: 'Capital Strings & Brass Ltd',
  gstNo: '112-458-903',
  number: 'INV-40817',
  date: [2026, 8, 12],
  due: [2026, 9, 20],
  lines: [
    ['Double bass hire - August 2026', 1, 185.0],
    ['Bow rehair (cello)', 3, 95.0],
    ['Timpani head replacement 29in', 1, 342.0],
  ],
};
{
  const I = HL.invoice;
  I.subtotal = r2(sum(I.lines.map((l) => l[1] * l[2])));
  I.gst = r2(I.subtotal * 0.15);
  I.total = r2(I.subtotal + I.gst);
}

// ================================================================ ORG 2: Tamarack (US, July year)
const TA = {
  id: 'tamarack',
  name: 'Tamarack Arts Center',
  fiscalYearStart: 'July',
};
TA.docs = {
  soa: 'tamarack/FY2026 Statement of Activities.pdf',
  fx: 'tamarack/Statement of Functional Expenses FY26.xlsx',
  grant: 'tamarack/Hartwell grant - budget vs spent 10-31-2026.xlsx',
  cash: 'tamarack/cash_flow_projection_FY2027.csv',
  roll: 'tamarack/Net assets with donor restrictions - rollforward FY26.pdf',
  coa: 'tamarack/Chart of Accounts.xlsx',
  minutes: 'tamarack/Board minutes 2026-09-17.docx',
  receipt: 'tamarack/receipt_dunmore_art_supply.png',
};

// --- Statement of functional expenses FY2026: [Exhibitions, Education, M&G, Fundraising]
TA.fx = [
  ['Salaries and wages', 248300, 392650, 176420, 98730],
  ['Payroll taxes and employee benefits', 52143, 82456, 37048, 20733],
  ['Teaching artist and artist fees', 46500, 118720, 0, 0],
  ['Professional services', 8400, 4200, 38650, 6100],
  ['Occupancy', 61880, 55690, 18560, 6190],
  ['Utilities', 14210, 12790, 4260, 1420],
  ['Art supplies and materials', 9860, 48315, 0, 0],
  ['Exhibition installation and shipping', 37940, 0, 0, 0],
  ['Marketing and printing', 18300, 16450, 2100, 14980],
  ['Insurance', 7650, 6880, 3820, 0],
  ['Information technology', 3120, 4680, 9870, 2750],
  ['Travel and meetings', 2840, 1960, 3410, 1275],
  ['Depreciation', 22400, 18600, 6200, 0],
  ['Other expenses', 2115, 3240, 5870, 1090],
];
TA.fxCol = [0, 1, 2, 3].map((j) => sum(TA.fx.map((r) => r[j + 1])));
TA.fxRow = Object.fromEntries(TA.fx.map((r) => [r[0], sum(r.slice(1))]));
TA.fxTotal = sum(TA.fxCol);
const fxCell = (label, j) => TA.fx.find((r) => r[0] === label)[j + 1];

// --- restricted funds roll-forward FY2026: [fund, beginning, contributions, investment return, releases]
TA.funds = [
  ['Hartwell Youth Studio Access grant', 0, 180000, 0, 71640],
  ['Sculpture Garden capital campaign', 142500, 46000, 0, 60000],
  ['Summer scholarships', 18200, 12500, 0, 22110],
  ['2025–26 exhibition season underwriting', 35000, 0, 0, 35000],
  ['Endowment – accumulated earnings', 41860, 0, 36218, 16000],
  ['Endowment – original gift (perpetual)', 400000, 0, 0, 0],
];
for (const f of TA.funds) f[5] = f[1] + f[2] + f[3] - f[4];
TA.fundTot = [1, 2, 3, 4, 5].map((j) => sum(TA.funds.map((f) => f[j])));

// --- Statement of activities FY2026: rows [label, WODR, WDR, prior-year total]
TA.soaRev = [
  ['Contributions', 612400, TA.fundTot[1], 781260],
  ['Government grants', 95000, 0, 88000],
  ['Special events revenue', 170080, 0, 158900],
  ['Less: costs of direct benefits to donors', -41320, 0, -41470],
  ['Tuition and class fees', 486215, 0, 452870],
  ['Admissions and ticket sales', 174930, 0, 163105],
  ['Gallery sales commissions', 58412, 0, 61940],
  ['Facility rental income', 42600, 0, 39800],
  ['Investment return, net', 11384, TA.fundTot[2], 28915],
  ['Net assets released from restrictions', TA.fundTot[3], -TA.fundTot[3], 0],
];
TA.soaExp = { // FY2026 from functional statement, FY2025 totals
  Exhibitions: [TA.fxCol[0], 521880], Education: [TA.fxCol[1], 712340],
  'Management and general': [TA.fxCol[2], 301450], Fundraising: [TA.fxCol[3], 142915],
};
{
  const S = TA;
  S.revU = sum(S.soaRev.map((r) => r[1])); S.revR = sum(S.soaRev.map((r) => r[2])); S.revPY = sum(S.soaRev.map((r) => r[3]));
  S.expPY = sum(Object.values(S.soaExp).map((v) => v[1]));
  S.chgU = S.revU - S.fxTotal; S.chgR = S.revR; S.chgPY = S.revPY - S.expPY;
  S.begU = 1196425; S.begR = S.fundTot[0];
  S.endU = S.begU + S.chgU; S.endR = S.begR + S.chgR;
  S.endPY = S.begU + S.begR; S.begPY = S.endPY - S.chgPY;
  assert(S.endR === S.fundTot[4], 'restricted roll');
}
const soa = (label) => TA.soaRev.find((r) => r[0] === label);
const soaTot = (label) => soa(label)[1] + soa(label)[2];

// --- Hartwell grant report: [category, award, spent to date]
TA.hartwell = {
  funder: 'Hartwell Family Foundation', program: 'Youth Studio Access', period: 'January 1, 2026 – December 31, 2026',
  asOf: 'October 31, 2026',
  direct: [
    ['Teaching artists', 64000, 47360],
    ['Program coordinator (0.5 FTE)', 31500, 24150],
    ['Art supplies and materials', 22000, 18932],
    ['Equipment (kiln and pottery wheels)', 26000, 14875],
    ['Student transportation', 12400, 13690],
    ['Evaluation', 8000, 2500],
  ],
  indirect: ['Indirect costs (capped at 10%)', 16100, 12151],
};
{
  const H = TA.hartwell;
  H.directAward = sum(H.direct.map((r) => r[1])); H.directSpent = sum(H.direct.map((r) => r[2]));
  H.award = H.directAward + H.indirect[1]; H.spent = H.directSpent + H.indirect[2];
  assert(H.award === TA.funds[0][2], 'hartwell award = restricted contribution');
}
const hw = (label) => [...TA.hartwell.direct, TA.hartwell.indirect].find((r) => r[0].startsWith(label));

// --- cash flow projection FY2027, $000, Jul 2026..Jun 2027
TA.cashMonths = ['Jul-26', 'Aug-26', 'Sep-26', 'Oct-26', 'Nov-26', 'Dec-26', 'Jan-27', 'Feb-27', 'Mar-27', 'Apr-27', 'May-27', 'Jun-27'];
TA.cash = {
  begin: 312,
  receipts: [
    ['Contributions', [38, 42, 55, 61, 88, 142, 45, 40, 58, 52, 49, 74]],
    ['Grants', [20, 5, 10, 48, 0, 15, 60, 5, 12, 0, 35, 10]],
    ['Special events (spring gala)', [0, 0, 0, 0, 0, 0, 0, 0, 0, 172, 0, 0]],
    ['Tuition and class fees', [58, 22, 71, 38, 30, 12, 66, 34, 28, 40, 52, 44]],
    ['Admissions and tickets', [18, 16, 12, 14, 13, 20, 9, 10, 14, 15, 16, 19]],
    ['Gallery commissions and rentals', [9, 8, 7, 9, 12, 18, 5, 6, 8, 9, 8, 10]],
  ],
  disb: [
    ['Payroll and benefits', [94, 94, 95, 141, 95, 95, 96, 96, 96, 144, 96, 96]],
    ['Artist and teaching fees', [22, 8, 18, 16, 15, 10, 18, 16, 15, 14, 16, 12]],
    ['Occupancy and utilities', [15, 15, 16, 17, 18, 19, 19, 18, 17, 15, 14, 15]],
    ['Program and exhibition costs', [12, 9, 14, 11, 10, 8, 13, 11, 12, 10, 14, 9]],
    ['Other operating', [10, 9, 11, 10, 10, 12, 10, 9, 10, 11, 10, 12]],
    ['Capital - sculpture garden', [0, 0, 25, 40, 0, 0, 0, 0, 30, 45, 0, 0]],
  ],
};
{
  const C = TA.cash;
  C.rec = Array.from({ length: 12 }, (_, m) => sum(C.receipts.map((r) => r[1][m])));
  C.dis = Array.from({ length: 12 }, (_, m) => sum(C.disb.map((r) => r[1][m])));
  C.net = C.rec.map((v, m) => v - C.dis[m]);
  C.beg = []; C.end = [];
  let b = C.begin;
  for (let m = 0; m < 12; m++) { C.beg.push(b); b += C.net[m]; C.end.push(b); }
}
const cashRow = (label) => [...TA.cash.receipts, ...TA.cash.disb].find((r) => r[0].startsWith(label))[1];

// --- chart of accounts: [number, name, type, level, description]
TA.coa = [
  [1000, 'Assets', 'Header', 0, ''],
  [1010, 'Operating checking – First Regional Bank', 'Bank', 1, 'Main operating account'],
  [1020, 'Money market savings', 'Bank', 1, ''],
  [1100, 'Accounts receivable', 'Accounts receivable', 1, 'Tuition and rental invoices'],
  [1150, 'Pledges receivable', 'Other current asset', 1, 'Unconditional promises to give'],
  [1200, 'Prepaid expenses', 'Other current asset', 1, ''],
  [1500, 'Fixed assets', 'Fixed asset', 1, ''],
  [1510, 'Building and improvements', 'Fixed asset', 2, ''],
  [1520, 'Studio and gallery equipment', 'Fixed asset', 2, 'Presses, lighting, display cases'],
  [1530, 'Kilns and ceramics equipment', 'Fixed asset', 2, 'Capitalized purchases over $5,000'],
  [1590, 'Accumulated depreciation', 'Fixed asset', 2, 'Contra asset'],
  [1800, 'Endowment investments', 'Other asset', 1, 'Held at community foundation'],
  [2000, 'Liabilities', 'Header', 0, ''],
  [2010, 'Accounts payable', 'Accounts payable', 1, ''],
  [2100, 'Accrued payroll and benefits', 'Other current liability', 1, ''],
  [2200, 'Deferred revenue – tuition', 'Other current liability', 1, 'Class fees received in advance'],
  [2300, 'Line of credit – First Regional Bank', 'Other current liability', 1, ''],
  [3000, 'Net assets', 'Header', 0, ''],
  [3010, 'Without donor restrictions – undesignated', 'Equity', 1, ''],
  [3020, 'Without donor restrictions – board-designated reserve', 'Equity', 1, ''],
  [3100, 'With donor restrictions – purpose and time', 'Equity', 1, ''],
  [3200, 'With donor restrictions – perpetual', 'Equity', 1, ''],
  [4000, 'Contributed revenue', 'Header', 0, ''],
  [4010, 'Individual contributions', 'Income', 1, ''],
  [4020, 'Corporate sponsorships', 'Income', 1, ''],
  [4030, 'Foundation grants', 'Income', 1, ''],
  [4040, 'Government grants', 'Income', 1, ''],
  [4050, 'In-kind contributions', 'Income', 1, 'Donated goods, space and professional services'],
  [4060, 'Special events revenue', 'Income', 1, 'Gala and benefit ticket sales'],
  [4065, 'Special events – direct donor benefits', 'Income', 1, 'Contra revenue: meals, auction items'],
  [4100, 'Earned revenue', 'Header', 0, ''],
  [4110, 'Tuition and class fees', 'Income', 1, ''],
  [4120, 'Admissions and ticket sales', 'Income', 1, ''],
  [4130, 'Gallery sales commissions', 'Income', 1, 'Commission retained on artwork sales'],
  [4140, 'Facility rental income', 'Income', 1, ''],
  [4500, 'Investment return', 'Header', 0, ''],
  [4510, 'Interest and dividends', 'Other income', 1, ''],
  [4520, 'Realized and unrealized gains (losses)', 'Other income', 1, ''],
  [4900, 'Net assets released from restrictions', 'Income', 0, ''],
  [5000, 'Personnel', 'Header', 0, ''],
  [5010, 'Salaries and wages', 'Expense', 1, ''],
  [5020, 'Payroll taxes', 'Expense', 1, ''],
  [5030, 'Employee benefits', 'Expense', 1, ''],
  [5031, 'Health insurance', 'Expense', 2, ''],
  [5032, 'Retirement plan contributions', 'Expense', 2, '403(b) employer match'],
  [5050, 'Teaching artist fees', 'Expense', 1, 'Independent contractors (1099)'],
  [6000, 'Occupancy', 'Header', 0, ''],
  [6010, 'Building maintenance', 'Expense', 1, ''],
  [6020, 'Utilities', 'Expense', 1, ''],
  [6030, 'Janitorial', 'Expense', 1, ''],
  [6200, 'Program expenses', 'Header', 0, ''],
  [6210, 'Art supplies and materials', 'Expense', 1, 'Clay, glaze, paint, paper'],
  [6220, 'Exhibition installation', 'Expense', 1, ''],
  [6230, 'Art shipping and insurance', 'Expense', 1, ''],
  [6240, 'Equipment repairs and maintenance', 'Expense', 1, 'Repairs to kilns, wheels and presses'],
  [6250, 'Student transportation', 'Expense', 1, 'Buses for school groups'],
  [6500, 'Administrative', 'Header', 0, ''],
  [6510, 'Audit and accounting fees', 'Expense', 1, ''],
  [6520, 'Legal fees', 'Expense', 1, ''],
  [6530, 'Information technology', 'Expense', 1, 'Software subscriptions, IT support'],
  [6540, 'Insurance', 'Expense', 1, 'Property, liability, D&O'],
  [6550, 'Bank and credit card fees', 'Expense', 1, ''],
  [6560, 'Travel and meetings', 'Expense', 1, ''],
  [6800, 'Marketing', 'Header', 0, ''],
  [6810, 'Advertising', 'Expense', 1, ''],
  [6820, 'Printing and mailing', 'Expense', 1, ''],
  [7000, 'Depreciation expense', 'Expense', 0, ''],
];
// parent of each account: nearest preceding account with a lower level
for (let i = 0; i < TA.coa.length; i++) {
  const [, , , lvl] = TA.coa[i];
  let p = null;
  for (let j = i - 1; j >= 0; j--) if (TA.coa[j][3] < lvl) { p = TA.coa[j]; break; }
  TA.coa[i][5] = lvl === 0 ? null : p[0];
}
const coaChildren = (n) => TA.coa.filter((a) => a[5] === n);

// --- board minutes
TA.minutes = {
  date: [2026, 9, 17], prevMeeting: [2026, 6, 18], nextMeeting: [2026, 11, 19],
  chair: 'Dolores Whitcombe', treasurer: 'Raj Menon', secretary: 'Ana Ferreira',
  members: ['Tom Brekke', 'Keiko Sato', 'Marcus Hale'], absent: ['Lena Ostrowski'],
  staff: [['Jordan Ellery', 'Interim Executive Director'], ['Priya Natarajan', 'Finance Manager']],
  auditor: 'Beaman & Ortiz LLP', auditFee: 18500, fieldwork: 'August 24–28, 2026', draftBy: [2026, 10, 30],
  loc: { amount: 150000, bank: 'First Regional Bank', through: [2027, 9, 30], rate: 'prime plus 1.0%' },
  reserve: 75000,
  ed: { name: 'Simone Okafor', start: [2026, 11, 2] },
  fy27: { revenue: 1912400, expenses: 1884900 },
  // FY2026 budget vs actual (unaudited), actuals = statement of activities totals column
  bva: [
    ['Contributions and grants (all sources)', 910000, soaTot('Contributions') + soaTot('Government grants')],
    ['Special events, net', 135000, soaTot('Special events revenue') + soaTot('Less: costs of direct benefits to donors')],
    ['Tuition and class fees', 470000, soaTot('Tuition and class fees')],
    ['Admissions and ticket sales', 180000, soaTot('Admissions and ticket sales')],
    ['Gallery sales commissions', 65000, soaTot('Gallery sales commissions')],
    ['Facility rental income', 40000, soaTot('Facility rental income')],
  ],
  bvaExp: [
    ['Exhibitions', 540000, TA.fxCol[0]],
    ['Education', 760000, TA.fxCol[1]],
    ['Management and general', 312000, TA.fxCol[2]],
    ['Fundraising', 150000, TA.fxCol[3]],
  ],
};
{
  const M = TA.minutes;
  M.revB = sum(M.bva.map((r) => r[1])); M.revA = sum(M.bva.map((r) => r[2]));
  M.expB = sum(M.bvaExp.map((r) => r[1])); M.expA = sum(M.bvaExp.map((r) => r[2]));
}

// --- photographed receipt
TA.receipt = {
  store: 'Dunmore Art Supply', address: '214 Canal Street', date: [2026, 10, 3], time: '2:41 PM', taxRate: 6,
  lines: [['Stoneware clay 50 lb', 6, 38.5], ['Celadon glaze 1 pt', 4, 16.75], ['Synthetic brush set', 10, 8.99]],
  card: 'VISA ****4412', receiptNo: '0048-2217',
};
{
  const R = TA.receipt;
  R.subtotal = r2(sum(R.lines.map((l) => l[1] * l[2])));
  R.tax = r2(R.subtotal * R.taxRate / 100);
  R.total = r2(R.subtotal + R.tax);
}

// ================================================================ cases
// answer builders
const num = (value, extra = {}) => ({ type: 'number', value, tolerance: 0.005, ...extra });
const pct = (x) => { // percentages: store 2 decimals and require that 1- and 2-decimal replies pass
  const v = r2(x);
  assert(Math.abs(r1(x) - v) <= 0.005 * Math.abs(v) * 0.95, `percent ${x} rounds badly`);
  return num(v);
};
const ratio2 = (x, extra = {}) => { // ratios asked to two decimals
  const v = r2(x);
  assert(Math.abs(x - v) <= 0.005 * Math.abs(v) * 0.95, `ratio ${x}`);
  return num(v, extra);
};
const text = (...any) => ({ type: 'text', any });
const notfound = () => ({ type: 'notfound' });

const hlDocs = Object.values(HL.docs);
const taDocs = Object.values(TA.docs);
const C = HL.calc;
const jun = 5, sep = 8, oct = 9, apr = 3, jul = 6, aug = 7, mar = 2, may = 4;
const monthPhr = (m) => [MONTHS[m]];

// extremes (computed, with uniqueness asserted)
function argmax(arr, f = (x) => x) { let best = 0; arr.forEach((x, i) => { if (f(x) > f(arr[best])) best = i; }); assert(arr.filter((x) => f(x) === f(arr[best])).length === 1, 'unique max'); return best; }
function argmin(arr, f = (x) => x) { return argmax(arr, (x) => -f(x)); }

const ticketsBest = argmax(HL.line.tickets.actual);
const netMonths = Array.from({ length: 10 }, (_, m) => C.netA(m));
const worstNet = argmin(netMonths);
const expLines = HL.lines.filter(isExp);
const overYtd = argmax(expLines, (l) => C.yA(l.key, oct) - C.yB(l.key, oct));
const roleTop = argmax(HL.roles, (r) => r.costYtd);
const noteGrowth = argmax(HL.perf.expenses.flatMap((s) => s.items), (i) => i[1] - i[2]);
const incomeLow = argmin(Array.from({ length: 10 }, (_, m) => C.incA(m)));

export const cases = [];
// how an ideal reply would state each numeric answer (used only for expected-answers.jsonl)
export const replyUnit = {};
function add(org, kind, question, answer, meta = {}) {
  const list = org === 'harbourlight' ? hlDocs : taDocs;
  const n = cases.filter((c) => c.org === org).length + 1;
  const id = `${org}-${String(n).padStart(3, '0')}`;
  cases.push({ id, org, kind, question, answer, documents: list });
  if (answer.type === 'number') replyUnit[id] = meta.unit ?? (kind === 'percent' ? 'pct' : kind === 'ratio' ? 'x' : org === 'harbourlight' ? 'NZ$' : '$');
}
const H = 'harbourlight';
const I = HL.line;

// ---------------- Harbourlight
// lookup
add(H, 'lookup', 'What is the Q3 2026 budget for venue hire?', num(C.qB('venue', 2)));
add(H, 'lookup', 'how much did we take in concert ticket sales in april 2026', num(C.mA('tickets', apr)));
add(H, 'lookup', 'music director gross pay ytd?', num(HL.roles[0].grossYtd));
add(H, 'lookup', 'What were total accumulated funds at 31 December 2025?', num(HL.perf.position.funds25));
add(H, 'lookup', 'How many young musicians were enrolled in our programmes in 2025?', num(HL.perf.service[0][1]), { unit: 'count' });
// total
add(H, 'total', 'How much grant income (trusts and foundations plus council) have we received year to date to 31 October 2026?', num(C.yA('gtf', oct) + C.yA('council', oct)));
add(H, 'total', 'total budgeted programme delivery costs for the second half of 2026 (Q3+Q4)?', num(sum(linesOf('programme').map((l) => C.qB(l.key, 2) + C.qB(l.key, 3)))));
add(H, 'total', 'What did we spend on travel and acommodation in Q3 2026?', num(sum([jul, aug, sep].map((m) => C.mA('travel', m)))));
add(H, 'total', 'What is the total employer cost (gross plus KiwiSaver) for all the permanent part-time roles so far this year?', num(sum(HL.roles.filter((r) => r.type === 'Permanent part-time').map((r) => r.costYtd))));
add(H, 'total', 'In 2025, how much did we get from donations and koha plus sponsorship combined?', num(perfItem('Donations and koha')[1] + perfItem('Sponsorship')[1]));
add(H, 'total', 'total of all expenses jan-oct 2026 actual', num(ytd(C.expA, oct)));
// difference
add(H, 'difference', 'How much more have we spent on tutor and conductor fees than on venue hire year to date (to end of October)?', num(C.yA('tutor', oct) - C.yA('venue', oct)));
add(H, 'difference', 'By how much did total revenue change between 2024 and 2025?', num(HL.perf.revTy - HL.perf.revLy));
assert(HL.perf.position.current[0][2] > HL.perf.position.current[0][1], 'cash fell in 2025');
add(H, 'difference', 'how much did our bank balance go down over 2025 (31 dec 2024 to 31 dec 2025)?', num(HL.perf.position.current[0][2] - HL.perf.position.current[0][1]));
add(H, 'difference', 'Salaries and wages: Jan–Oct 2026 actual vs the whole of 2025 — what is the difference?', num(perfItem('Salaries and wages')[1] - C.yA('salaries', oct)));
// percent
add(H, 'percent', 'What share of our year-to-date income to 31 October 2026 came from member tuition fees? (one decimal)', pct(100 * C.yA('tuition', oct) / ytd(C.incA, oct)));
add(H, 'percent', 'By what percentage did volunteer and employee related costs grow from 2024 to 2025?', pct(100 * (perfCat('Volunteer and employee related costs').ty / perfCat('Volunteer and employee related costs').ly - 1)));
add(H, 'percent', 'what % of the full year 2026 expense budget falls in Q4', pct(100 * qBud(C.expB, 3) / ytd(C.expB, 11)));
add(H, 'percent', 'What percentage of total gross pay YTD goes to the Music Director?', pct(100 * HL.roles[0].grossYtd / sum(HL.roles.map((r) => r.grossYtd))));
add(H, 'percent', 'In 2025 what share of total expenses were costs related to providing goods or services?', pct(100 * perfCat('Costs related to providing goods or services').ty / HL.perf.expTy));
// variance
add(H, 'variance', 'How far off budget were we on venue hire in April 2026?', num(C.mA('venue', apr) - C.mB('venue', apr)));
add(H, 'variance', 'Year to date to October, what is total income actual versus budget?', num(ytd(C.incA, oct) - ytd(C.incB, oct)));
add(H, 'variance', 'instrument hire & repairs ytd sept — over or under budget and by how much', num(C.yA('instrument', sep) - C.yB('instrument', sep)));
add(H, 'variance', 'What is the YTD net surplus/(deficit) variance to budget at 31 October 2026?', num(ytd(C.netA, oct) - ytd(C.netB, oct)));
add(H, 'variance', 'Donations and koha in Q2 2026: actual vs the quarterly budget, how far off?', num(sum([3, 4, 5].map((m) => C.mA('donations', m))) - C.qB('donations', 1)));
add(H, 'variance', 'marketing variance for July?', num(C.mA('marketing', jul) - C.mB('marketing', jul)));
add(H, 'variance', 'Total expenses for August 2026 — actual vs budget?', num(C.expA(aug) - C.expB(aug)));
// ratio
add(H, 'ratio', 'What was our current ratio (current assets to current liabilities) at 31 December 2025, to two decimals?', ratio2(HL.perf.position.ca1 / HL.perf.position.cl1));
add(H, 'ratio', 'How many months of the 2026 budgeted expenses would our bank balance at 31 Dec 2025 cover? (two decimals)', ratio2(HL.perf.position.current[0][1] / (ytd(C.expB, 11) / 12)));
// monthly
add(H, 'monthly', 'What were member tuition fees in May 2026?', num(C.mA('tuition', may)));
add(H, 'monthly', 'sheet music and licensing spend for 07/2026', num(C.mA('music', jul)));
add(H, 'monthly', 'what was the bottom line for september 2026, just that month?', num(C.netA(sep)));
add(H, 'monthly', 'donations Jan to Mar 2026 total?', num(sum([0, 1, 2].map((m) => C.mA('donations', m)))));
// extreme
add(H, 'extreme', 'Which month so far in 2026 had the highest concert ticket sales?', text(...monthPhr(ticketsBest)));
add(H, 'extreme', 'which expense line is most over budget ytd at end of oct', text(expLines[overYtd].label, ...(expLines[overYtd].key === 'travel' ? ['travel'] : [expLines[overYtd].label.split(' ')[0]])));
add(H, 'extreme', 'What was our worst single month this year (largest net deficit), in dollars?', num(netMonths[worstNet]));
add(H, 'extreme', 'Which role costs us the most in total employer cost this year?', text(HL.roles[roleTop].role));
// grant
add(H, 'grant', 'How much is the second instalment of the Southern Lights grant?', num(HL.agreement.instalments[1].amount));
add(H, 'grant', 'When is the final report for the Southern Lights grant due?', text(...datePhrases(...HL.agreement.finalReportDue)));
add(H, 'grant', 'What percentage of the Southern Lights grant is paid on signing?', pct(100 * HL.agreement.instalments[0].amount / HL.agreement.grant), { unit: 'pct' });
add(H, 'grant', 'how much of the southern lights money is still to come after the first 2 instalments', num(HL.agreement.grant - HL.agreement.instalments[0].amount - HL.agreement.instalments[1].amount));
add(H, 'grant', 'Under the Southern Lights agreement, what is the most we can spend on administration?', num(HL.agreement.grant * HL.agreement.adminCapPct / 100));
// receipt
add(H, 'receipt', 'hw much GST is on the Capital Strings & Brass invoice?', num(HL.invoice.gst));
add(H, 'receipt', 'What is the total including GST on the Capital Strings invoice?', num(HL.invoice.total));
add(H, 'receipt', 'when is the capital strings invoice due?', text(...datePhrases(...HL.invoice.due)));
// text
add(H, 'text', 'What is our charities registration number?', text(HL.regNo));
add(H, 'text', 'Did we finish 2025 with a surplus or a deficit?', text('deficit'));
add(H, 'text', 'Which expense item in the 2025 notes grew the most compared with 2024?', text(HL.perf.expenses.flatMap((s) => s.items)[noteGrowth][0], 'travel'));
// notfound
add(H, 'notfound', 'What is the venue hire budget for 2027?', notfound());
add(H, 'notfound', 'How much did we spend on catering for the July tour?', notfound());
add(H, 'notfound', 'What were concert ticket sales in November 2026?', notfound());
add(H, 'notfound', 'What was our surplus or deficit in 2023?', notfound());
add(H, 'notfound', 'how much PAYE was deducted for the general manager ytd', notfound());
add(H, 'notfound', 'Can you find the receipt for the piano tuning in May and tell me how much it was?', notfound());

// ---------------- Tamarack
const T = 'tamarack';
const lastMonthIdx = (label) => TA.cashMonths.indexOf(label);
add(T, 'lookup', 'What was total net assets without donor restrictions at June 30, 2026?', num(TA.endU));
add(T, 'lookup', 'tuition & class fees FY25?', num(soa('Tuition and class fees')[3]));
add(T, 'lookup', 'How much did the Education program spend on salaries and wages in FY2026?', num(fxCell('Salaries and wages', 1)));
add(T, 'lookup', 'What is projected ending cash for December 2026?', num(TA.cash.end[5] * 1000, { alt: [TA.cash.end[5]] }));
add(T, 'lookup', 'What was the audit fee mentioned in the September board minutes?', num(TA.minutes.auditFee));
// total
add(T, 'total', 'How much did we spend on occupancy and utilities combined in FY2026, across all functions?', num(TA.fxRow.Occupancy + TA.fxRow.Utilities));
add(T, 'total', 'total projected reciepts oct-dec 2026?', num(1000 * sum([3, 4, 5].map((m) => TA.cash.rec[m])), { alt: [sum([3, 4, 5].map((m) => TA.cash.rec[m]))] }));
add(T, 'total', 'What was our total earned revenue in FY26 — tuition, admissions, gallery commissions and rentals?', num(['Tuition and class fees', 'Admissions and ticket sales', 'Gallery sales commissions', 'Facility rental income'].reduce((s, l) => s + soaTot(l), 0)));
add(T, 'total', 'What did supporting services (management and general plus fundraising) cost in total in FY2026?', num(TA.fxCol[2] + TA.fxCol[3]));
add(T, 'total', 'how much in restricted contributions went to the Hartwell grant and the Sculpture Garden campaign combined in FY26', num(TA.funds[0][2] + TA.funds[1][2]));
// difference
add(T, 'difference', 'How much did total expenses grow from FY2025 to FY2026?', num(TA.fxTotal - TA.expPY));
add(T, 'difference', 'education vs exhibitions program spending FY26 — what is the difference?', num(TA.fxCol[1] - TA.fxCol[0]));
add(T, 'difference', 'By how much is cash projected to change between the start of July 2026 and the end of June 2027?', num(1000 * (TA.cash.end[11] - TA.cash.begin), { alt: [TA.cash.end[11] - TA.cash.begin] }));
add(T, 'difference', 'How much more has been spent on the Hartwell grant to date than was released from restriction for it in FY2026?', num(TA.hartwell.spent - TA.funds[0][4]));
// percent
add(T, 'percent', 'What share of total FY2026 expenses went to fundraising?', pct(100 * TA.fxCol[3] / TA.fxTotal));
add(T, 'percent', 'By what percent did total contributions grow versus FY2025?', pct(100 * (soaTot('Contributions') / soa('Contributions')[3] - 1)));
add(T, 'percent', 'what % of the education program costs is salaries + payroll taxes/benefits', pct(100 * (fxCell('Salaries and wages', 1) + fxCell('Payroll taxes and employee benefits', 1)) / TA.fxCol[1]));
add(T, 'percent', 'Of the restricted contributions received in FY26, what share was for the Sculpture Garden campaign?', pct(100 * TA.funds[1][2] / TA.fundTot[1]));
// variance
add(T, 'variance', 'How far off budget was tuition revenue in FY26?', num(TA.minutes.bva[2][2] - TA.minutes.bva[2][1]));
add(T, 'variance', 'FY2026 total operating revenue, actual versus budget?', num(TA.minutes.revA - TA.minutes.revB));
add(T, 'variance', 'did gallery commissions miss budget last year? by how much', num(TA.minutes.bva[4][2] - TA.minutes.bva[4][1]));
// ratio
add(T, 'ratio', 'What was the program expense ratio for FY2026 (program services as a share of total expenses)?', ratio2(100 * (TA.fxCol[0] + TA.fxCol[1]) / TA.fxTotal, { alt: [Math.round((TA.fxCol[0] + TA.fxCol[1]) / TA.fxTotal * 10000) / 10000] }), { unit: 'pct' });
add(T, 'ratio', 'Projected months of cash at June 30, 2027: ending cash divided by average monthly disbursements in the FY27 projection, to two decimals?', ratio2(TA.cash.end[11] / (sum(TA.cash.dis) / 12)));
add(T, 'ratio', 'ratio of net assets without donor restrictions to net assets with donor restrictions at 6/30/26? (x to 1, two decimals)', ratio2(TA.endU / TA.endR));
// monthly
add(T, 'monthly', 'What is projected payroll for March 2027?', num(1000 * cashRow('Payroll')[lastMonthIdx('Mar-27')], { alt: [cashRow('Payroll')[lastMonthIdx('Mar-27')]] }));
add(T, 'monthly', "net cash flow projected for oct '26?", num(1000 * TA.cash.net[3], { alt: [TA.cash.net[3]] }));
// extreme
const lowEnd = argmin(TA.cash.end);
add(T, 'extreme', 'In the FY2027 cash flow projection, which month has the lowest ending cash?', text(...monthPhr(MON.indexOf(TA.cashMonths[lowEnd].slice(0, 3))), TA.cashMonths[lowEnd]));
add(T, 'extreme', 'lowest projected ending cash balance in FY27?', num(1000 * TA.cash.end[lowEnd], { alt: [TA.cash.end[lowEnd]] }));
const bigLine = argmax(TA.fx, (r) => sum(r.slice(1)));
add(T, 'extreme', 'What was our largest expense line in FY2026 by natural classification?', text(TA.fx[bigLine][0], 'salaries'));
const bigRel = argmax(TA.funds, (f) => f[4]);
add(T, 'extreme', 'Which restricted fund had the biggest release from restriction in FY26?', text(TA.funds[bigRel][0], 'Hartwell'));
// coa
add(T, 'coa', 'What account number do we use for gallery sales commissions?', text(String(TA.coa.find((a) => a[1] === 'Gallery sales commissions')[0])));
const a6240 = TA.coa.find((a) => a[0] === 6240);
const p6240 = TA.coa.find((a) => a[0] === a6240[5]);
add(T, 'coa', 'Which parent account does 6240 roll up to?', text(p6240[1], String(p6240[0])));
add(T, 'coa', 'How many accounts sit directly under 6500 Administrative?', num(coaChildren(6500).length), { unit: 'count' });
add(T, 'coa', 'acct # for kiln repairs?', text(String(a6240[0])));
add(T, 'coa', 'Do we have a GL account for in-kind donations, and if so what number is it?', text(String(TA.coa.find((a) => a[1] === 'In-kind contributions')[0])));
// grant
add(T, 'grant', 'grant $ left for equipment?', num(hw('Equipment')[1] - hw('Equipment')[2]));
add(T, 'grant', 'What percentage of the Hartwell award had been spent as of October 31, 2026?', pct(100 * TA.hartwell.spent / TA.hartwell.award), { unit: 'pct' });
add(T, 'grant', 'Which Hartwell budget category is overspent?', text('transportation'));
add(T, 'grant', 'How much of the Hartwell grant is left in total?', num(TA.hartwell.award - TA.hartwell.spent));
add(T, 'grant', 'How much of the Hartwell award is budgeted for direct costs (everything except indirect)?', num(TA.hartwell.directAward));
// receipt
add(T, 'receipt', 'How much sales tax did we pay on the Dunmore Art Supply receipt?', num(TA.receipt.tax));
add(T, 'receipt', 'What was the total on the Dunmore receipt from October 3?', num(TA.receipt.total));
// text
add(T, 'text', 'When is the next board meeting according to the September minutes?', text(...datePhrases(...TA.minutes.nextMeeting)));
add(T, 'text', 'Who chairs the board?', text(TA.minutes.chair, TA.minutes.chair.split(' ')[1]));
add(T, 'text', 'which firm is doing our FY26 audit', text(TA.minutes.auditor, 'Beaman and Ortiz', 'Beaman'));
add(T, 'text', 'Which bank is our line of credit with?', text(TA.minutes.loc.bank, 'First Regional'));
add(T, 'text', 'When does the new executive director start?', text(...datePhrases(...TA.minutes.ed.start)));
// notfound
add(T, 'notfound', 'What was total revenue in FY2024?', notfound());
add(T, 'notfound', 'What is the approved budget for FY2028?', notfound());
add(T, 'notfound', "How much did the gala's live band cost?", notfound());
add(T, 'notfound', "What is the executive director's salary?", notfound());
add(T, 'notfound', 'What did the auditor\'s management letter say about internal controls?', notfound());
add(T, 'notfound', 'How much was the Dunmore Art Supply receipt from September 14?', notfound());
add(T, 'notfound', 'how much depreciation did we book on the kilns specifically in FY26', notfound());

export const ORGS = [HL, TA];
export { HL, TA };
export const AS_OF = { date: '24 November 2026', note: 'Latest monthly sheet for Harbourlight is October 2026; Tamarack is in FY2027 (year began July 1, 2026).' };
