// Set Q data: every document and every expected answer is built from this module.
// Two fictional organisations: Kōwhai Kindergarten Trust (NZ, NZ$, April–March) and
// Bluestem Prairie Land Trust (US, dollars, calendar year).

export const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + x, 0));
const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const addDays = (iso, n) => { const d = new Date(iso + 'T00:00:00Z'); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); };
// accepted phrasings of a date (no "15." day forms: the scorer splits sentences at a period)
export function datePhrases(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], S = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d} ${S} ${y}`, `${S} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${m}/${d}/${y}`, iso];
}
const wrongDate = (iso) => { const w = addDays(iso, 9); const [y, m, d] = w.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };

export const ORGS = {
  kowhai: { name: 'Kōwhai Kindergarten Trust', fiscalYearStart: 'April', currency: 'NZ$' },
  bluestem: { name: 'Bluestem Prairie Land Trust', fiscalYearStart: 'January', currency: '$' },
};

// ======================================================================= Kōwhai
export const KW = {
  files: {
    pl: 'kowhai/Kowhai_Kindergarten_Trust_-_Profit_and_Loss.xlsx',
    att: 'kowhai/Attendance and Fees 2025.xlsx',
    moe: 'kowhai/MoE funding rates letter June 2025.pdf',
    min: 'kowhai/Board minutes 18 Feb 2026.docx',
    bank: 'kowhai/ASB 12-3017 bank rec Feb 2026.csv',
    rcpt: 'kowhai/IMG_20260212_164833.jpg',
  },
};
// Xero Profit and Loss: [label, FY2026 (year ended 31 Mar 2026), FY2025]
KW.income = [
  ['Ministry of Education Funding', 612480.0, 587310.0],
  ['Parent Fees', 148652.5, 139204.0],
  ['Donations', 6320.0, 8915.0],
  ['Fundraising Income', 11847.6, 9402.3],
  ['Grants - Trust Waikato', 15000.0, 12000.0],
  ['Interest Income', 2914.37, 3650.12],
];
KW.expenses = [
  ['Accountancy Fees', 4850.0, 4600.0],
  ['Audit Fees', 6200.0, 5900.0],
  ['Bank Fees', 318.4, 296.75],
  ['Cleaning', 14560.0, 13980.0],
  ['Depreciation', 18742.0, 17905.0],
  ['Electricity', 9874.22, 8640.55],
  ['Food & Kai', 7213.85, 6480.1],
  ['Insurance', 8912.0, 8100.0],
  ['KiwiSaver Employer Contributions', 17140.66, 16322.1],
  ['Rent', 36000.0, 34800.0],
  ['Repairs & Maintenance', 12406.3, 19870.45],
  ['Salaries & Wages', 571355.2, 547260.0],
  ['Teaching Resources', 10935.7, 9812.4],
  ['Telephone & Internet', 2388.0, 2310.0],
  ['Training & Professional Development', 5640.0, 3915.0],
];
KW.totIncome = [1, 2].map((i) => sum(KW.income.map((r) => r[i])));
KW.totExp = [1, 2].map((i) => sum(KW.expenses.map((r) => r[i])));
KW.net = [0, 1].map((i) => R2(KW.totIncome[i] - KW.totExp[i]));
const plv = (label, i = 1) => [...KW.income, ...KW.expenses].find((r) => r[0] === label)[i];

// Attendance and fees 2025: four terms of ten weeks, week-commencing Mondays
{
  const R = rng(2025);
  const starts = ['2025-02-03', '2025-04-28', '2025-07-21', '2025-10-13'];
  const feeU3 = [96, 96, 99.5, 99.5], feeO3 = [14, 14, 15, 15];
  KW.terms = starts.map((s, t) => {
    const weeks = [];
    let u3 = 10 + Math.floor(R() * 3), o3 = 30 + Math.floor(R() * 4);
    for (let w = 0; w < 10; w++) {
      if (R() < 0.35) u3 = Math.min(15, Math.max(9, u3 + (R() < 0.55 ? 1 : -1)));
      if (R() < 0.45) o3 = Math.min(38, Math.max(27, o3 + (R() < 0.6 ? 1 : -1)));
      const tot = u3 + o3;
      const hrs = Math.round(tot * (24 + R() * 6) + (t === 3 && w === 9 ? -300 : 0));
      const waiver = Math.floor(R() * 4) * 12.5;
      const fees = R2(u3 * feeU3[t] * (t === 3 && w === 9 ? 0.6 : 1) + o3 * feeO3[t] - waiver + Math.floor(R() * 7) * 3.25);
      weeks.push({ wc: addDays(s, 7 * w), u3, o3, tot, hrs, fees });
    }
    return { name: `Term ${t + 1}`, weeks };
  });
}
// Ministry of Education letter
KW.moe = {
  date: '2025-06-02', serviceId: '45217', licensed: 50, under2: 10,
  rates: [
    ['Under 2s', '80–99% certificated teachers', 15.46],
    ['Under 2s', '100% certificated teachers', 17.08],
    ['2 years and over', '80–99% certificated teachers', 8.58],
    ['2 years and over', '100% certificated teachers', 9.47],
    ['20 Hours ECE', '80–99% certificated teachers', 13.22],
    ['20 Hours ECE', '100% certificated teachers', 14.61],
  ],
  band: '100% certificated teachers',
  instalments: ['2025-07-01', '2025-11-01', '2026-03-01'],
  rs7Due: '2026-03-13', equity: 18420,
};
const rate = (cat, band) => KW.moe.rates.find((r) => r[0] === cat && r[1].startsWith(band))[2];
// Board minutes, 18 February 2026: snapshot to 31 January 2026 (10 months)
KW.min = {
  date: '2026-02-18', nextMeeting: '2026-04-15', ytdTo: '2026-01-31', termDeposit: 40000,
  shadeSailBy: '2026-03-20', shadeSailWho: 'Anahera Wiremu',
  snapshot: {
    income: [['MoE funding', 508000, 511240], ['Parent fees', 122500, 125870], ['Fundraising & donations', 14000, 11385], ['Grants', 15000, 15000]],
    expenses: [['Salaries & KiwiSaver', 488000, 491630], ['Property (rent, R&M, cleaning)', 55000, 49212], ['Teaching resources & kai', 15000, 15904], ['Administration & other', 38000, 36145]],
  },
};
{
  const s = KW.min.snapshot;
  s.totIncome = [sum(s.income.map((r) => r[1])), sum(s.income.map((r) => r[2]))];
  s.totExp = [sum(s.expenses.map((r) => r[1])), sum(s.expenses.map((r) => r[2]))];
  s.surplus = [s.totIncome[0] - s.totExp[0], s.totIncome[1] - s.totExp[1]];
}
// Supermarket receipt (GST 15% included)
KW.rcpt = {
  shop: 'KAI MART', town: 'Te Awamutu', gstNo: '112-845-903', date: '2026-02-12', time: '16:48',
  items: [
    ['Bananas 1.82kg @ $3.49/kg', 6.35],
    ['Anchor Blue Milk 2L 3 @ $4.89', 14.67],
    ['Sanitarium Weet-Bix 1.2kg', 7.99],
    ['Royal Gala Apples 2kg bag', 6.49],
    ['Rice Crackers 4 @ $2.50', 10.0],
    ['Edam Cheese 1kg', 13.99],
    ['Paper Towels 4pk', 8.49],
    ['Dishwash Liquid 1L', 4.29],
    ['Carrots 1.5kg bag', 3.99],
    ['Wholemeal Bread 2 @ $3.20', 6.4],
  ],
};
KW.rcpt.total = sum(KW.rcpt.items.map((i) => i[1]));
KW.rcpt.gst = R2((KW.rcpt.total * 3) / 23);
// ASB bank reconciliation, February 2026: [date, description, reference, account, debit, credit, GST code]
KW.bank = [
  ['2026-02-02', 'Waikato Electricity', 'DD 884512', '420 Electricity', 812.44, 0, 'GST on Expenses'],
  ['2026-02-03', 'Parent fees - Ngata', 'FEES NGATA', '200 Parent Fees', 0, 396.0, 'GST on Income'],
  ['2026-02-04', 'Bunnings Te Rapa', 'CARD 1132', '445 Repairs & Maintenance', 267.9, 0, 'GST on Expenses'],
  ['2026-02-05', 'Payroll 05 Feb', 'PAY 2602A', '477 Salaries & Wages', 21406.18, 0, 'No GST'],
  ['2026-02-06', 'Parent fees - Chen', 'FEES CHEN', '200 Parent Fees', 0, 198.0, 'GST on Income'],
  ['2026-02-09', 'Spark NZ', 'DD 220981', '489 Telephone & Internet', 199.0, 0, 'GST on Expenses'],
  ['2026-02-10', 'Parent fees - Williams', 'FEES WILLIAMS', '200 Parent Fees', 0, 297.0, 'GST on Income'],
  ['2026-02-11', 'Educational Experience Ltd', 'INV 55821', '455 Teaching Resources', 1184.35, 0, 'GST on Expenses'],
  ['2026-02-12', 'Sausage sizzle takings', 'FUND 0212', '260 Fundraising Income', 0, 642.5, 'GST on Income'],
  ['2026-02-13', 'Kai Mart Te Awamutu', 'CARD 1132', '425 Food & Kai', KW.rcpt.total, 0, 'GST on Expenses'],
  ['2026-02-16', 'Rotary Club of Te Awamutu', 'DONATION', '250 Donations', 0, 1500.0, 'No GST'],
  ['2026-02-17', 'CleanCo Waikato', 'INV 2231', '415 Cleaning', 1213.33, 0, 'GST on Expenses'],
  ['2026-02-18', 'ASB account fee', 'FEE', '404 Bank Fees', 25.0, 0, 'Exempt'],
  ['2026-02-19', 'Payroll 19 Feb', 'PAY 2602B', '477 Salaries & Wages', 21388.62, 0, 'No GST'],
  ['2026-02-19', 'IRD - PAYE & KiwiSaver Jan', 'IRD 0126', '820 PAYE Payable', 9842.1, 0, 'No GST'],
  ['2026-02-20', 'Parent fees - Patel', 'FEES PATEL', '200 Parent Fees', 0, 495.0, 'GST on Income'],
  ['2026-02-23', 'Te Awamutu Property Trust', 'RENT FEB', '469 Rent', 3450.0, 0, 'GST on Expenses'],
  ['2026-02-24', 'Parent fees - Smith', 'FEES SMITH', '200 Parent Fees', 0, 198.0, 'GST on Income'],
  ['2026-02-25', 'OfficeMax NZ', 'INV 7781204', '461 Printing & Stationery', 146.87, 0, 'GST on Expenses'],
  ['2026-02-26', 'Trust Waikato', 'GRANT 25-3312', '270 Grants', 0, 15000.0, 'No GST'],
  ['2026-02-27', 'ASB interest', 'INT', '270 Interest Income', 0, 212.64, 'Exempt'],
  ['2026-02-27', 'Parent fees - Ngata', 'FEES NGATA', '200 Parent Fees', 0, 396.0, 'GST on Income'],
].map(([date, desc, ref, account, debit, credit, gst]) => ({ date, desc, ref, account, debit, credit, gst }));

// ======================================================================= Bluestem
export const BS = {
  files: {
    afs: 'bluestem/Bluestem Prairie Land Trust - Audited Financial Statements 2025.pdf',
    endow: 'bluestem/Stewardship Endowment Rollforward 2021-2025.xlsx',
    crm: 'bluestem/bloomerang_gifts_export_2025.csv',
    land: 'bluestem/Hartwell Ranch Acquisition Budget.docx',
    grant: 'bluestem/DWC Grassland Bird Grant - Budget vs Actual 2025.xlsx',
    inv: 'bluestem/PXL_20251104_153208.jpg',
  },
  auditor: 'Whitcomb & Ames LLP',
};
// stewardship endowment roll-forward
BS.endow = { years: [2021, 2022, 2023, 2024, 2025], begin0: 1450000, contrib: [120000, 85000, 150000, 95000, 210000], ret: [168421, -214380, 176905, 162119, 148776], approp: [58000, 60500, 57600, 62300, 66450] };
{
  const e = BS.endow; e.begin = []; e.end = [];
  let b = e.begin0;
  e.years.forEach((y, i) => { e.begin.push(b); b = b + e.contrib[i] + e.ret[i] - e.approp[i]; e.end.push(b); });
}
// functional expenses 2025: [label, program, M&G, fundraising]
BS.fx = [
  ['Salaries and wages', 842600, 198400, 131750],
  ['Payroll taxes and benefits', 214380, 50470, 33520],
  ['Land management contracts', 268940, 0, 0],
  ['Prescribed fire and restoration', 143215, 0, 0],
  ['Professional fees', 38400, 61250, 12800],
  ['Stewardship monitoring', 47610, 0, 0],
  ['Travel and vehicles', 52318, 6140, 4905],
  ['Occupancy', 41760, 13920, 6960],
  ['Insurance', 28450, 9480, 0],
  ['Printing and postage', 9870, 3215, 27640],
  ['Events and outreach', 22140, 0, 18360],
  ['Interest', 0, 16850, 0],
  ['Depreciation', 25040, 8350, 0],
  ['Other', 11276, 7982, 3418],
];
BS.fxTot = [1, 2, 3].map((i) => sum(BS.fx.map((r) => r[i])));
BS.fxTotal = sum(BS.fxTot);
// statement of activities 2025: [label, without, with]
BS.rev = [
  ['Contributions', 1126480, 642300],
  ['Government grants', 318000, 186000],
  ['Contributed conservation land', 0, 517500],
  ['Endowment contributions', 0, BS.endow.contrib[4]],
  ['Investment return, net', 187340, BS.endow.ret[4]],
  ['Other income', 12615, 0],
  ['Net assets released from restrictions', 884250, -884250],
];
BS.revTot = [1, 2].map((i) => sum(BS.rev.map((r) => r[i])));
BS.change = [BS.revTot[0] - BS.fxTotal, BS.revTot[1]];
// statement of financial position: [label, 2025, 2024]
BS.na2024 = { with: 3482115 };
{
  const assetsExCash = [
    ['Pledges receivable, net', 412300, 268750],
    ['Grants receivable', 186000, 95400],
    ['Prepaid expenses', 18420, 16980],
    ['Investments', 2845910, 2611205],
    ['Stewardship endowment investments', BS.endow.end[4], BS.endow.end[3]],
    ['Conservation land', 6927500, 6410000],
    ['Property and equipment, net', 238640, 251880],
  ];
  BS.liab = [
    ['Accounts payable and accrued expenses', 96215, 88430],
    ['Deferred revenue', 24000, 31500],
    ['Note payable', 350000, 400000],
  ];
  BS.totLiab = [sum(BS.liab.map((r) => r[1])), sum(BS.liab.map((r) => r[2]))];
  const cash2024 = 1102340;
  const ta2024 = cash2024 + sum(assetsExCash.map((r) => r[2]));
  const na2024 = ta2024 - BS.totLiab[1];
  BS.na2024.without = na2024 - BS.na2024.with;
  BS.naEnd = { without: BS.na2024.without + BS.change[0], with: BS.na2024.with + BS.change[1] };
  const ta2025 = BS.naEnd.without + BS.naEnd.with + BS.totLiab[0];
  const cash2025 = ta2025 - sum(assetsExCash.map((r) => r[1]));
  BS.assets = [['Cash and cash equivalents', cash2025, cash2024], ...assetsExCash];
  BS.totAssets = [ta2025, ta2024];
  BS.totNA = [BS.naEnd.without + BS.naEnd.with, na2024];
  if (cash2025 < 100000) throw new Error('cash plug too small');
}
// CRM gift export 2025
{
  const R = rng(77);
  const donors = ['Margaret Olsen', 'Dale & Karen Fischer', 'Tom Redcloud', 'Prairie Partners Giving Circle', 'Eleanor Vance', 'Hal Brandt', 'Sunflower Community Fund', 'Julia Moreno', 'Ray & Ann Kessler', 'Peter Lindqvist', 'Cherry County Cattlemen', 'Nadia Okafor', 'Wes Hartley', 'Brenda Schultz'];
  const camps = ['Spring Prairie Walk 2025', 'Burn Crew Fund', 'Hartwell Ranch Campaign', 'Year-End Appeal 2025', 'General Operating'];
  const methods = ['Check', 'Credit Card', 'ACH', 'Stock Transfer', 'DAF Grant'];
  const amounts = [25, 50, 50, 75, 100, 100, 150, 250, 250, 500, 500, 750, 1000, 1500, 2500, 5000];
  const gifts = [];
  for (let i = 0; i < 44; i++) {
    const month = 1 + Math.floor((i / 44) * 12);
    const day = 1 + Math.floor(R() * 27);
    const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    let camp = camps[Math.floor(R() * camps.length)];
    if (month >= 11 && R() < 0.6) camp = 'Year-End Appeal 2025';
    if (month <= 3 && camp === 'Year-End Appeal 2025') camp = 'General Operating';
    if (month < 4 && camp === 'Hartwell Ranch Campaign') camp = 'Spring Prairie Walk 2025';
    let amount = amounts[Math.floor(R() * amounts.length)];
    let method = methods[Math.floor(R() * 3)];
    if (amount >= 2500 && R() < 0.5) method = R() < 0.5 ? 'Stock Transfer' : 'DAF Grant';
    const donor = donors[Math.floor(R() * donors.length)];
    const soft = R() < 0.22 ? (R() < 0.6 ? 'Linda Hartwell' : 'Prairie Partners Giving Circle') : '';
    gifts.push({ date, donor, camp, amount, method, soft: soft === donor ? '' : soft });
  }
  gifts.sort((a, b) => a.date.localeCompare(b.date));
  // one large lead gift, and three refunds (card chargebacks / duplicate entries)
  gifts.push({ date: '2025-09-16', donor: 'Eleanor Vance', camp: 'Hartwell Ranch Campaign', amount: 25000, method: 'Stock Transfer', soft: 'Linda Hartwell' });
  const refundOf = [gifts.find((g) => g.method === 'Credit Card' && g.amount >= 100), gifts.filter((g) => g.method === 'Credit Card').at(-2), gifts.find((g) => g.method === 'ACH' && g.date > '2025-06-01')];
  refundOf.forEach((g, k) => gifts.push({ date: addDays(g.date, [6, 3, 11][k]), donor: g.donor, camp: g.camp, amount: -g.amount, method: g.method, soft: '' }));
  gifts.sort((a, b) => a.date.localeCompare(b.date) || b.amount - a.amount);
  gifts.forEach((g, i) => { g.id = `G-25${String(i + 101).padStart(4, '0')}`; });
  BS.gifts = gifts;
}
// Hartwell Ranch acquisition budget
BS.land = {
  acres: 640, county: 'Cherry County',
  costs: [['Appraisal', 8500], ['Boundary survey', 14200], ['Legal fees', 22750], ['Purchase price', 1472000], ['Closing costs and title insurance', 11380]],
  sources: [['Nebraska Natural Legacy Fund grant (pending)', 600000], ['Hartwell Ranch Campaign (gifts and pledges)', 520000], ['Sandhills Community Foundation grant', 250000], ['Board-designated land fund', 0]],
  submitted: '2026-01-16', decision: '2026-05-07', optionExpires: '2026-09-30', closing: '2026-08-14', loc: 400000, lender: 'First Prairie Bank',
};
BS.land.totalCost = sum(BS.land.costs.map((c) => c[1]));
BS.land.sources[3][1] = BS.land.totalCost - sum(BS.land.sources.slice(0, 3).map((s) => s[1]));
// state wildlife grant budget to actual, by quarter: [label, [b1,a1,b2,a2,b3,a3,b4,a4]]
BS.grant = {
  agency: 'State Department of Wildlife Conservation', program: 'Grassland Bird Habitat Grant', number: 'GBH-25-017',
  lines: [
    ['Personnel', [11250, 10980, 11250, 11420, 11250, 11615, 11250, 11830]],
    ['Fringe benefits', [3150, 3074, 3150, 3198, 3150, 3252, 3150, 3312]],
    ['Contractual - prescribed burning', [0, 0, 18000, 16480, 0, 2150, 12000, 13900]],
    ['Contractual - fencing', [0, 0, 6000, 4875, 14000, 15320, 8000, 9640]],
    ['Native seed and supplies', [9500, 11240, 4000, 3180, 0, 420, 3500, 2905]],
    ['Travel (mileage)', [1200, 860, 1200, 1415, 1200, 1530, 1200, 1095]],
    ['Equipment', [0, 0, 7500, 7380, 0, 0, 0, 0]],
  ],
};
{
  const g = BS.grant;
  const ind = Array.from({ length: 8 }, (_, k) => Math.round(0.1 * g.lines.reduce((s, l) => s + (l[0] === 'Equipment' ? 0 : l[1][k]), 0)));
  g.lines.push(['Indirect costs (10% MTDC)', ind]);
  g.tot = Array.from({ length: 8 }, (_, k) => g.lines.reduce((s, l) => s + l[1][k], 0));
  g.annB = (l) => l[1][0] + l[1][2] + l[1][4] + l[1][6];
  g.annA = (l) => l[1][1] + l[1][3] + l[1][5] + l[1][7];
}
// fencing contractor invoice (photo)
BS.inv = {
  vendor: 'SANDHILLS FENCE & POST CO.', number: '2025-1187', date: '2025-10-28', due: '2025-11-27', project: 'Little Blue Preserve - south pasture',
  lines: [['5-strand barbed wire fence, installed', '2,640 ft', 3.85, 10164.0], ['Steel corner brace assemblies', '6', 285.0, 1710.0], ["16' ranch gate, installed", '2', 465.0, 930.0], ['Old fence removal & haul-off', '1,200 ft', 1.1, 1320.0]],
  taxRate: 5.5, deposit: 2000,
};
BS.inv.subtotal = sum(BS.inv.lines.map((l) => l[3]));
BS.inv.tax = R2((BS.inv.subtotal * BS.inv.taxRate) / 100);
BS.inv.total = R2(BS.inv.subtotal + BS.inv.tax);
BS.inv.balance = R2(BS.inv.total - BS.inv.deposit);

// ======================================================================= cases
const money = (value, extra = {}) => ({ type: 'number', value: R2(value), tolerance: 0.005, unit: 'money', ...extra });
const thousands = (value) => ({ type: 'number', value: R2(value), tolerance: 0.005, unit: 'money', alt: [R2(value / 1000)] });
const pct = (value) => ({ type: 'number', value: Math.round(value * 10000) / 10000, tolerance: 0.01, unit: 'pct' });
const ratio = (value) => ({ type: 'number', value: Math.round(value * 10000) / 10000, tolerance: 0.01, unit: 'ratio' });
const count = (value) => ({ type: 'number', value, tolerance: 0, unit: 'count' });
const text = (any, wrong) => ({ type: 'text', any, wrong });
const date = (iso) => ({ type: 'text', any: datePhrases(iso), wrong: wrongDate(iso), iso });
const nf = () => ({ type: 'notfound' });
const uniqueMax = (pairs) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); if (!(s[0][1] > s[1][1])) throw new Error(`tie at the top: ${s[0][0]} / ${s[1][0]}`); return s[0]; };

const K = [];
const k = (kind, question, answer) => K.push({ kind, question, answer });
// --- Xero P&L
k('lookup', 'how much moe funding did we get in the yr to 31 march 2026', money(plv('Ministry of Education Funding')));
k('lookup', 'what was rent last fy (ye mar 25)?', money(plv('Rent', 2)));
k('lookup', 'net profit for fy26 per xero?', money(KW.net[0]));
k('sum', 'wages plus kiwisaver employer contribs this yr, all up', money(plv('Salaries & Wages') + plv('KiwiSaver Employer Contributions')));
k('difference', 'how much more did salaries & wages cost us this yr compared to last', money(plv('Salaries & Wages') - plv('Salaries & Wages', 2)));
k('percent', 'by what % did parent fees go up yr on yr', pct(((plv('Parent Fees') - plv('Parent Fees', 2)) / plv('Parent Fees', 2)) * 100));
k('percent', 'moe funding as a % of total trading income fy26?', pct((plv('Ministry of Education Funding') / KW.totIncome[0]) * 100));
k('percent', 'r&m dropped a lot vs last year - by what percent exactly', pct(((plv('Repairs & Maintenance', 2) - plv('Repairs & Maintenance')) / plv('Repairs & Maintenance', 2)) * 100));
k('ratio', 'moe funding is how many times our parent fees this yr? (as a ratio)', ratio(plv('Ministry of Education Funding') / plv('Parent Fees')));
{
  const drops = KW.expenses.map((r) => [r[0], r[2] - r[1]]);
  const top = uniqueMax(drops);
  k('extreme', 'which expense line fell the most from fy25 to fy26 in dollar terms', text(['Repairs & Maintenance', 'repairs and maintenance', 'repairs'], 'Training & Professional Development'));
  if (top[0] !== 'Repairs & Maintenance') throw new Error('drop');
}
// --- attendance
const T = KW.terms;
const feesOf = (t) => sum(t.weeks.map((w) => w.fees));
k('sum', 'total fee income for term 3?', money(feesOf(T[2])));
k('sum', 'how many child hours did we do across all 4 terms in 2025', { ...count(T.reduce((s, t) => s + t.weeks.reduce((a, w) => a + w.hrs, 0), 0)), tolerance: 0.0005 });
k('difference', 'term 4 fees vs term 1 fees - whats the difference', money(feesOf(T[3]) - feesOf(T[0])));
k('average', 'avg weekly fee income in term 2', money(mean(T[1].weeks.map((w) => w.fees))));
k('average', 'on average how many kids were enrolled each week in term 1 (total, both age groups)?', { ...count(Math.round(mean(T[0].weeks.map((w) => w.tot)) * 100) / 100), tolerance: 0.005 });
{
  const thr = 45;
  const n = T[2].weeks.filter((w) => w.tot > thr).length;
  if (n < 2 || n > 8) throw new Error(`term 3 weeks over ${thr}: ${n}`);
  k('count', `no. of weeks in term 3 where total enrolled was over ${thr}`, count(n));
  const best = uniqueMax(T[3].weeks.map((w) => [w.wc, w.fees]));
  k('extreme', 'which wk in term 4 had the highest fee income? need the w/c date', date(best[0]));
  const march = T[0].weeks.filter((w) => w.wc.slice(5, 7) === '03');
  k('filter', 'fees for term 1 just for the weeks starting in march', money(sum(march.map((w) => w.fees))));
}
// --- MoE letter
k('lookup', 'whats the 20 hrs ece rate per child-hour for a 100% certificated service', money(rate('20 Hours ECE', '100%')));
k('lookup', 'how many children are we licensed for according to the ministry', count(KW.moe.licensed));
k('ratio', 'how many times higher is the under 2s rate than the 2 and over rate, both at 100% cert?', ratio(rate('Under 2s', '100%') / rate('2 years and over', '100%')));
k('difference', 'diff in the 20 hours rate between 100% and 80-99% certificated, per hour', money(rate('20 Hours ECE', '100%') - rate('20 Hours ECE', '80')));
k('date', 'when is our rs7 return for the feb 2026 funding period due', date(KW.moe.rs7Due));
k('date', 'when does the last advance instalment from the ministry hit the bank?', date(KW.moe.instalments[2]));
k('text', 'which certificated teacher band are we funded at?', text(['100%', '100 per cent', '100 percent', 'fully certificated'], '80–99%'));
// --- board minutes
const S = KW.min.snapshot;
const snapRow = (l) => [...S.income, ...S.expenses].find((r) => r[0] === l);
k('lookup', 'how much did the board agree to put in the term deposit', money(KW.min.termDeposit));
k('variance', 'parent fees ytd to end of jan - how far over budget are we', money(snapRow('Parent fees')[2] - snapRow('Parent fees')[1]));
{
  const top = uniqueMax([...S.income, ...S.expenses].map((r) => [r[0], Math.abs(r[2] - r[1])]));
  if (!top[0].startsWith('Property')) throw new Error('property');
  k('variance', 'in the feb board pack snapshot which line is furthest off budget either way', text(['Property', 'rent, R&M, cleaning'], 'Salaries & KiwiSaver'));
}
k('variance', 'net surplus ytd vs budget, over or under by how much?', money(S.surplus[1] - S.surplus[0]));
k('percent', 'what % of the ytd salaries budget have we actually spent', pct((snapRow('Salaries & KiwiSaver')[2] / snapRow('Salaries & KiwiSaver')[1]) * 100));
k('date', 'whens the next board mtg', date(KW.min.nextMeeting));
k('text', 'who is getting the quotes for the shade sail', text([KW.min.shadeSailWho, 'Anahera'], 'Sophie Tan'));
k('text', 'why is fundraising behind budget?', text(['gala', 'weather'], 'the Trust Waikato grant was late'));
// --- bank rec
const B = KW.bank;
const debits = B.filter((r) => r.debit > 0);
const credits = B.filter((r) => r.credit > 0);
k('sum', 'total debits on the feb bank rec', money(sum(debits.map((r) => r.debit))));
{
  const ge = B.filter((r) => r.gst === 'GST on Expenses');
  k('sum', 'how much gst can we claim back on the feb txns coded gst on expenses (15% incl)', money(sum(ge.map((r) => r.debit)) * 3 / 23, { tolerance: 0.005 }));
  k('count', 'how many txns in feb are coded gst on expenses', count(ge.length));
  const fees = credits.filter((r) => r.desc.startsWith('Parent fees'));
  k('filter', 'how much came in from parent fees in feb per the bank rec', money(sum(fees.map((r) => r.credit))));
  k('filter', 'total paid out in feb coded no gst', money(sum(B.filter((r) => r.gst === 'No GST').map((r) => r.debit))));
  k('extreme', 'biggest single deposit in feb?', money(uniqueMax(credits.map((r) => [r.desc, r.credit]))[1]));
  const pay = debits.filter((r) => r.desc.startsWith('Payroll'));
  k('average', 'avg payroll run in feb', money(mean(pay.map((r) => r.debit))));
  k('date', 'what day did feb rent go out', date(B.find((r) => r.account.includes('Rent')).date));
}
// --- receipt
k('lookup', 'on the kai mart receipt what did the milk come to', money(KW.rcpt.items[1][1]));
k('difference', 'kai mart receipt total excl gst?', money(KW.rcpt.total - KW.rcpt.gst));
k('count', 'how many lines are on the supermarket receipt (items, not qty)', count(KW.rcpt.items.length));
{
  const top = uniqueMax(KW.rcpt.items.map((i) => [i[0], i[1]]));
  if (!top[0].includes('Milk')) throw new Error('milk');
  k('extreme', 'priciest line on the kai mart docket', text(['milk'], 'Edam cheese'));
}
// --- notfound
k('notfound', 'what did we budget for electricity for fy27', nf());
k('notfound', 'how much were audit fees back in fy24 (ye mar 2024)?', nf());
k('notfound', 'whats the attendance look like for term 1 2026', nf());
k('notfound', 'how much did we get from the pub charity gaming grant this yr', nf());
k('notfound', 'whats the balance of the term deposit at 31 march', nf());

const Bc = [];
const b = (kind, question, answer) => Bc.push({ kind, question, answer });
const sfp = (l) => [...BS.assets, ...BS.liab].find((r) => r[0] === l);
const fxr = (l) => BS.fx.find((r) => r[0] === l);
// --- audited statements
b('lookup', 'total net assets at dec 31 2025 - in thousands pls', thousands(BS.totNA[0]));
b('lookup', 'what was conservation land on the balance sheet at end of 2024', money(sfp('Conservation land')[2]));
b('sum', 'salaries + payroll taxes & benefits across all 3 functions, total?', money([fxr('Salaries and wages'), fxr('Payroll taxes and benefits')].reduce((s, r) => s + r[1] + r[2] + r[3], 0)));
b('difference', 'how much did investments (not the endowment) go up from 2024 to 2025', money(sfp('Investments')[1] - sfp('Investments')[2]));
b('difference', 'how much did net assets w/ donor restrictions increase in 2025', money(BS.change[1]));
b('percent', 'program services as a % of total expenses 2025', pct((BS.fxTot[0] / BS.fxTotal) * 100));
b('ratio', 'total assets to total liabilities at ye 2025, as a ratio', ratio(BS.totAssets[0] / BS.totLiab[0]));
b('ratio', 'cost to raise a dollar - fundraising expense / total contributions (both columns)', { ...ratio(BS.fxTot[2] / (BS.rev[0][1] + BS.rev[0][2])), alt: [Math.round((BS.fxTot[2] / (BS.rev[0][1] + BS.rev[0][2])) * 1e6) / 1e4] });
{
  const nonSal = BS.fx.filter((r) => !/Salaries|Payroll/.test(r[0])).map((r) => [r[0], r[1]]);
  const top = uniqueMax(nonSal);
  if (top[0] !== 'Land management contracts') throw new Error('land mgmt');
  b('extreme', 'leaving out salaries and benefits, whats our biggest program expense line?', text(['land management contracts', 'land management'], 'Prescribed fire and restoration'));
  const only = BS.fx.filter((r) => r[1] > 0 && r[2] === 0 && r[3] === 0);
  b('filter', 'add up the expense lines that are 100% program (nothing in m&g or fundraising)', money(sum(only.map((r) => r[1]))));
}
b('text', 'who did our audit', text([BS.auditor, 'Whitcomb & Ames', 'Whitcomb and Ames'], 'Baird Kurtz LLP'));
// --- endowment
const E = BS.endow;
b('lookup', 'stewardship endowment ending bal 2023?', money(E.end[2]));
b('sum', 'total new contributions to the stewardship endowment 2021 thru 2025', money(sum(E.contrib)));
b('difference', 'how much has the endowment grown from the start of 2021 to end of 2025', money(E.end[4] - E.begin[0]));
b('percent', '2025 appropriation as a % of that yrs beginning balance', pct((E.approp[4] / E.begin[4]) * 100));
b('average', 'avg annual appropriation over the 5 yrs', money(mean(E.approp)));
b('count', 'in how many years did investment return beat new contributions', count(E.years.filter((y, i) => E.ret[i] > E.contrib[i]).length));
{
  const worst = E.years[E.ret.indexOf(Math.min(...E.ret))];
  b('extreme', 'which yr was the worst for endowment investment returns', text([String(worst)], String(worst + 1)));
}
// --- CRM gifts
const G = BS.gifts;
const pos = G.filter((g) => g.amount > 0), neg = G.filter((g) => g.amount < 0);
b('sum', 'net total of all gifts in the crm export after refunds', money(sum(G.map((g) => g.amount))));
b('sum', 'how much did we refund in total in 2025', money(-sum(neg.map((g) => g.amount))));
b('count', 'how many gifts got refunded', count(neg.length));
{
  const nChk = pos.filter((g) => g.method === 'Check').length;
  b('count', 'how many gifts came in by check (dont count refunds)', count(nChk));
  const ye = pos.filter((g) => g.camp === 'Year-End Appeal 2025');
  b('average', 'avg gift to the year end appeal, excluding refunds', money(mean(ye.map((g) => g.amount))));
  b('extreme', 'largest single gift in the export?', money(Math.max(...pos.map((g) => g.amount))));
  const byDonor = new Map();
  for (const g of G) byDonor.set(g.donor, (byDonor.get(g.donor) || 0) + g.amount);
  const top = uniqueMax([...byDonor]);
  const second = [...byDonor].sort((a, c) => c[1] - a[1])[1][0];
  b('text', 'which donor gave the most overall (net of refunds)', text([top[0]], second));
  b('filter', 'total of gifts soft credited to linda hartwell', money(sum(G.filter((g) => g.soft === 'Linda Hartwell').map((g) => g.amount))));
  const hr = G.filter((g) => g.camp === 'Hartwell Ranch Campaign');
  b('date', 'when did the first hartwell ranch campaign gift come in', date(hr[0].date));
  b('percent', 'what share of net gifts went to the hartwell ranch campaign, as a %', pct((sum(hr.map((g) => g.amount)) / sum(G.map((g) => g.amount))) * 100));
}
// --- land acquisition
const L = BS.land;
const cost = (l) => L.costs.find((c) => c[0] === l)[1];
b('lookup', 'purchase price for hartwell ranch?', money(cost('Purchase price')));
b('sum', 'total due diligence costs - appraisal, survey and legal', money(cost('Appraisal') + cost('Boundary survey') + cost('Legal fees')));
b('difference', 'how much do all the other acquisition costs add on top of the purchase price', money(L.totalCost - cost('Purchase price')));
b('percent', 'what % of the hartwell funding plan is riding on the state grant', pct((L.sources[0][1] / L.totalCost) * 100));
b('ratio', 'purchase price per acre for hartwell', money(cost('Purchase price') / L.acres));
b('date', 'when does the state decide on the natural legacy grant', date(L.decision));
b('date', 'when does our purchase option on hartwell expire?', date(L.optionExpires));
b('text', 'whats plan b if the state grant doesnt come through', text(['line of credit', 'First Prairie Bank'], 'delay the closing to 2027'));
// --- state grant budget to actual
const GR = BS.grant;
const gl = (l) => GR.lines.find((x) => x[0] === l);
b('lookup', 'q3 actual spend on fencing on the wildlife grant', money(gl('Contractual - fencing')[1][5]));
b('variance', 'personnel on the wildlife grant for the full yr - over or under budget by how much', money(GR.annA(gl('Personnel')) - GR.annB(gl('Personnel'))));
b('variance', 'q2 prescribed burning, budget vs actual variance?', money(gl('Contractual - prescribed burning')[1][3] - gl('Contractual - prescribed burning')[1][2]));
b('variance', 'overall how far off the annual budget is total grant spending', money(GR.tot[1] + GR.tot[3] + GR.tot[5] + GR.tot[7] - (GR.tot[0] + GR.tot[2] + GR.tot[4] + GR.tot[6])));
b('average', 'average quarterly actual for travel on the grant', money(mean([1, 3, 5, 7].map((i) => gl('Travel (mileage)')[1][i]))));
{
  const q = uniqueMax([1, 3, 5, 7].map((i, n) => [`Q${n + 1}`, GR.tot[i]]));
  const wrongQ = q[0] === 'Q2' ? 'Q3' : 'Q2';
  const names = { Q1: ['Q1', 'first quarter', 'jan-mar', 'jan–mar', 'january to march'], Q2: ['Q2', 'second quarter', 'apr-jun', 'apr–jun', 'april to june'], Q3: ['Q3', 'third quarter', 'jul-sep', 'jul–sep', 'july to september'], Q4: ['Q4', 'fourth quarter', 'oct-dec', 'oct–dec', 'october to december'] };
  b('extreme', 'which quarter had the highest total actual spending on the grant', text(names[q[0]], wrongQ));
  b('filter', 'actual spend on the two contractual lines in the 2nd half (q3 + q4)', money([gl('Contractual - prescribed burning'), gl('Contractual - fencing')].reduce((s, l) => s + l[1][5] + l[1][7], 0)));
}
// --- fencing invoice
b('lookup', 'how much sales tax is on the fence invoice', money(BS.inv.tax));
b('date', 'when is the sandhills fence invoice due', date(BS.inv.due));
// --- notfound
b('notfound', 'whats the appraised value of the hartwell ranch', nf());
b('notfound', 'how much did we spend on fundraising in 2024', nf());
b('notfound', 'what did the crm show for gifts in jan 2026?', nf());
b('notfound', 'what interest rate are we paying on the note payable', nf());
b('notfound', 'how much sales tax was on the native seed invoice from the co-op', nf());

export const CASES = [];
const allFiles = (o) => Object.values(o === 'kowhai' ? KW.files : BS.files);
for (const [org, list] of [['kowhai', K], ['bluestem', Bc]]) {
  list.forEach((c, i) => CASES.push({ id: `${org}-${String(i + 1).padStart(3, '0')}`, org, kind: c.kind, question: c.question, answer: c.answer, documents: allFiles(org) }));
}
