// Set Z: the one data module. Every document (gen.mjs) and every expected answer (the DEFS below) is computed
// from RAW. view() turns RAW into the shape that verify.mjs rebuilds from the written files, and each question's
// calc(V) reads only that shape, so verify.mjs can recompute every answer from what the files say.
//
// Organisations
//   mirembe: Mirembe Youth Skills Centre, Kireka, Wakiso District, Uganda. Uganda shillings (UGX, no decimals in
//            practice), day-first dates, fiscal year 1 July - 30 June (FY2025/26). QuickBooks Online in UGX, an MTN
//            MoMo merchant statement, a hand-kept trainees and fees workbook, a treasurer's report (PDF), board
//            minutes (Word), and a photographed EFRIS e-receipt from a hardware shop.
//   kinta:   Kinta Valley Kidney Patients' Welfare Society, Ipoh, Perak, Malaysia. Ringgit (RM), day-first dates,
//            calendar year (2025). Odoo profit and loss by quarter (newest quarter first), a Maybank2u Biz CSV with
//            trailing +/- signs, a hand-kept dialysis sessions workbook with quarter subtotal rows, a Donorbox
//            export in MYR, a treasurer's report to the AGM (Word), committee minutes (PDF), and a photographed
//            restaurant tax invoice with service charge, 6% service tax and 5-sen rounding.

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const sum = (a) => a.reduce((s, v) => s + v, 0);
export const r2 = (v) => Math.round((v + Number.EPSILON) * 100) / 100;

// ---------------------------------------------------------------------------------------------- Mirembe
const M_MONTHS = ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
const monLabel = (ym) => { const [y, m] = ym.split('-').map(Number); return `${MONTHS[m - 1].slice(0, 3)} ${y}`; };

export const COURSES = [
  { code: 'WLD', name: 'Welding & Metal Fabrication', dept: 'Technical', fee: 420000, key: 'weld' },
  { code: 'MVM', name: 'Motor Vehicle Mechanics', dept: 'Technical', fee: 450000, key: 'motor' },
  { code: 'ELC', name: 'Electrical Installation', dept: 'Technical', fee: 400000, key: 'electric' },
  { code: 'TLR', name: 'Tailoring & Fashion Design', dept: 'Fashion & Hospitality', fee: 350000, key: 'tailor' },
  { code: 'HDR', name: 'Hairdressing & Cosmetology', dept: 'Fashion & Hospitality', fee: 380000, key: 'hair' },
  { code: 'CTR', name: 'Catering & Bakery', dept: 'Fashion & Hospitality', fee: 360000, key: 'cater' },
];
export const DEPTS = ['Technical', 'Fashion & Hospitality'];
// [female, male, on bursary, collected by MoMo, collected cash/bank]
const TERM_RAW = [
  { name: 'Term 1', sheet: 'Term 1 (Jul-Sep 25)', period: 'July - September 2025', months: [0, 1, 2], split: [16600000, 7750000],
    rows: { WLD: [2, 16, 4, 3360000, 1890000], MVM: [1, 14, 3, 2700000, 2250000], ELC: [3, 11, 2, 2800000, 1600000], TLR: [17, 3, 5, 3150000, 1750000], HDR: [15, 2, 4, 2660000, 1900000], CTR: [9, 5, 3, 1980000, 1620000] } },
  { name: 'Term 2', sheet: 'Term 2 (Oct-Dec 25)', period: 'October - December 2025', months: [3, 4, 5], split: [14200000, 6650000],
    rows: { WLD: [2, 15, 4, 3570000, 1470000], MVM: [2, 13, 3, 3150000, 1800000], ELC: [2, 12, 2, 3200000, 1200000], TLR: [18, 2, 5, 3500000, 1050000], HDR: [16, 1, 4, 2850000, 1520000], CTR: null } },
  { name: 'Term 3', sheet: 'Term 3 (Jan-Mar 26)', period: 'January - March 2026', months: [6, 7, 8], cashSplit: [5100000, 2455000],
    rows: { WLD: [3, 17, 5, 3990000, 1680000], MVM: [1, 15, 3, 3600000, 1575000], ELC: [2, 13, 3, 3200000, 1200000], TLR: [19, 3, 6, 3675000, 1400000], HDR: [17, 2, 5, 3420000, 1520000], CTR: [10, 4, 3, 2340000, 1080000] } },
];
// term 3 MoMo fee payments per course: [full-fee payments, half-fee payments]
const T3_PAYMENTS = { WLD: [9, 1], MVM: [8, 0], ELC: [8, 0], TLR: [10, 1], HDR: [9, 0], CTR: [6, 1] };

// MTN masks the middle digits of a phone number on the statement; bank account numbers are shown in full
export const maskNumber = (n) => (n.startsWith('256') && n.length === 12 ? `${n.slice(0, 5)}****${n.slice(9)}` : n);

function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const iso = (y, m, d) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const dow = (s) => new Date(`${s}T12:00:00Z`).getUTCDay();

const SURNAMES = ['NAKATO', 'SSEMPIJJA', 'OKELLO', 'NAMUGGA', 'MUKASA', 'AKELLO', 'KATO', 'NABIRYE', 'OPIO', 'AMONG', 'WASSWA', 'NANSUBUGA', 'TUMUSIIME', 'AYEBARE', 'KIGGUNDU', 'NAMULINDWA', 'OKOT', 'ATIM', 'BYARUGABA', 'KYOMUHENDO', 'LUBEGA', 'NALWADDA', 'OBBO', 'AUMA', 'MUGABI', 'NAMAGANDA', 'SSALI', 'ACHIENG', 'KAWEESI', 'NAKIYINGI', 'ODONGO', 'NAMPIJJA'];
const FIRST = ['ROSE', 'RONALD', 'JOAN', 'DENIS', 'SARAH', 'PETER', 'AGNES', 'MOSES', 'FLORENCE', 'JOSEPH', 'GRACE', 'ISAAC', 'BETTY', 'JOHN', 'DOREEN', 'PAUL', 'PROSSY', 'HENRY', 'IRENE', 'SAMUEL', 'JANE', 'GEOFFREY'];
const REFS = {
  WLD: ['Welding fees T3', 'welding T3', 'Fees welding term 3', 'T3 fees welding'],
  MVM: ['Motor mechanics fees T3', 'MVM term 3 fees', 'fees motor vehicle T3'],
  ELC: ['Electrical fees T3', 'electrical installation T3', 'T3 fees electrical'],
  TLR: ['Tailoring fees T3', 'tailoring term 3', 'T3 fees tailoring'],
  HDR: ['Hairdressing fees T3', 'hair dressing T3 fees', 'T3 fees hairdressing'],
  CTR: ['Catering fees T3', 'catering & bakery T3', 'T3 fees catering'],
};

function buildMomo() {
  const R = rng(20260101);
  const pays = [];
  let k = 0;
  for (const c of COURSES) {
    const [full, half] = T3_PAYMENTS[c.code];
    for (let i = 0; i < full + half; i++) {
      const amount = i < full ? c.fee : c.fee / 2;
      // month weights: most fees come in January
      const u = R();
      const month = u < 0.56 ? 1 : u < 0.86 ? 2 : 3;
      const lo = month === 1 ? 5 : 2, hi = month === 1 ? 31 : month === 2 ? 27 : 27;
      let d = lo + Math.floor(R() * (hi - lo + 1));
      let date = iso(2026, month, d);
      while (dow(date) === 0) { d = d === hi ? d - 1 : d + 1; date = iso(2026, month, d); }
      const hh = 7 + Math.floor(R() * 14), mm = Math.floor(R() * 60), ss = Math.floor(R() * 60);
      const name = `${SURNAMES[k % SURNAMES.length]} ${FIRST[(k * 7 + 3) % FIRST.length]}`;
      const refs = REFS[c.code];
      pays.push({ date, time: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`, type: 'PAYMENT RECEIVED', name, ref: refs[i % refs.length], dir: 'CR', amount, fee: 0, status: 'SUCCESSFUL', course: c.code, number: `25677${String(1000000 + Math.floor(R() * 8999999)).slice(0, 7)}` });
      k++;
    }
  }
  // the payer whose first attempt failed pays on 9 January
  const ron = pays.find((p) => p.course === 'WLD');
  ron.name = 'SSEMPIJJA RONALD'; ron.date = '2026-01-09'; ron.time = '08:14:27'; ron.ref = 'Welding fees T3';
  const other = (date, time, type, number, name, ref, dir, amount, fee, status = 'SUCCESSFUL') => ({ date, time, type, number, name, ref, dir, amount, fee, status });
  const rows = [
    ...pays,
    other('2026-01-06', '09:12:40', 'AIRTIME PURCHASE', '256772000100', 'MTN AIRTIME', 'Office airtime Jan', 'DR', 50000, 0),
    other('2026-01-08', '18:20:03', 'PAYMENT RECEIVED', ron.number, 'SSEMPIJJA RONALD', 'Welding fees T3', 'CR', 420000, 0, 'FAILED'),
    other('2026-01-09', '11:02:15', 'PAYMENT RECEIVED', '256414286550', 'ST KIZITO PRIMARY SCHOOL KIREKA', 'Uniforms inv 0412', 'CR', 1850000, 0),
    other('2026-01-12', '10:45:51', 'BILL PAYMENT', '256800100200', 'UMEME YAKA', 'Token meter 04271139855', 'DR', 300000, 1000),
    other('2026-01-16', '15:30:09', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 6000000, 7500),
    other('2026-01-20', '19:41:22', 'PAYMENT RECEIVED', '256782556190', 'OKWIR DENIS', 'Donation for the centre', 'CR', 100000, 0),
    other('2026-01-23', '12:18:36', 'MERCHANT PAYMENT', '256393111804', 'KIREKA FRESH FOODS', 'Trainee lunch posho beans', 'DR', 650000, 2500),
    other('2026-01-30', '16:05:44', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 5000000, 7500),
    other('2026-02-03', '13:27:10', 'PAYMENT RECEIVED', '256701908233', 'NAKIMERA ROSE', 'Gomesi order', 'CR', 240000, 0),
    other('2026-02-04', '09:55:02', 'BILL PAYMENT', '256800100300', 'NWSC', 'Water acc 2145398', 'DR', 185000, 1000),
    other('2026-02-05', '08:40:19', 'AIRTIME PURCHASE', '256772000100', 'MTN AIRTIME', 'Office airtime Feb', 'DR', 50000, 0),
    other('2026-02-10', '10:11:47', 'BILL PAYMENT', '256800100200', 'UMEME YAKA', 'Token meter 04271139855', 'DR', 300000, 1000),
    other('2026-02-13', '15:48:30', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 3500000, 7500),
    other('2026-02-14', '11:44:05', 'MERCHANT PAYMENT', '256392700455', 'NAKIVUBO HARDWARE & WELDING SUPPLIES', 'Welding rods discs goggles', 'DR', 499000, 2500),
    other('2026-02-17', '17:02:58', 'CASH OUT', '256772411000', 'KIREKA AGENT 0411', 'Petty cash', 'DR', 400000, 7000),
    other('2026-02-20', '12:09:13', 'MERCHANT PAYMENT', '256393111804', 'KIREKA FRESH FOODS', 'Trainee lunch Feb', 'DR', 720000, 2500),
    other('2026-02-27', '16:20:41', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 2500000, 7500),
    other('2026-03-05', '08:36:50', 'AIRTIME PURCHASE', '256772000100', 'MTN AIRTIME', 'Office airtime Mar', 'DR', 50000, 0),
    other('2026-03-06', '20:14:33', 'PAYMENT RECEIVED', '256776340127', 'AMPAIRE JOAN', 'support', 'CR', 50000, 0),
    other('2026-03-11', '10:29:18', 'BILL PAYMENT', '256800100200', 'UMEME YAKA', 'Token meter 04271139855', 'DR', 300000, 1000),
    other('2026-03-12', '14:52:07', 'PAYMENT RECEIVED', '256414530912', 'KIREKA HILL NURSERY SCHOOL', 'Uniforms inv 0419', 'CR', 960000, 0),
    other('2026-03-13', '15:15:26', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 2000000, 7500),
    other('2026-03-27', '15:02:11', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 4000000, 0, 'FAILED'),
    other('2026-03-27', '15:09:48', 'TRANSFER TO BANK', '9030012345678', 'STANBIC BANK UGANDA', 'Sweep to current a/c', 'DR', 1500000, 7500),
  ];
  rows.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  const opening = 1284500;
  let bal = opening;
  let id = 61840215731;
  for (const r of rows) {
    if (r.status === 'SUCCESSFUL') bal += r.dir === 'CR' ? r.amount : -(r.amount + r.fee);
    if (bal < 0) throw new Error(`MoMo balance negative on ${r.date}`);
    r.balance = bal;
    r.id = String(id); id += 17 + (id % 13);
  }
  return { opening, closing: bal, rows };
}
const MOMO = buildMomo();
const momoFeesByMonth = [1, 2, 3].map((m) => sum(MOMO.rows.filter((r) => r.status === 'SUCCESSFUL' && Number(r.date.slice(5, 7)) === m).map((r) => r.fee)));
const momoT3ByMonth = [1, 2, 3].map((m) => sum(MOMO.rows.filter((r) => r.course && r.status === 'SUCCESSFUL' && Number(r.date.slice(5, 7)) === m).map((r) => r.amount)));

// terms: totals, and the P&L training fee months
const TERMS = TERM_RAW.map((t) => {
  const courses = {};
  for (const c of COURSES) {
    const r = t.rows[c.code];
    if (!r) { courses[c.code] = null; continue; }
    const [f, m, bursary, momo, cash] = r;
    const total = f + m, due = (total - bursary) * c.fee, paid = momo + cash;
    courses[c.code] = { course: c.name, f, m, total, bursary, fee: c.fee, due, momo, cash, paid, balance: due - paid, pct: paid / due };
  }
  const agg = (codes) => {
    const rs = codes.map((c) => courses[c]).filter(Boolean);
    const o = {}; for (const k of ['f', 'm', 'total', 'bursary', 'due', 'momo', 'cash', 'paid', 'balance']) o[k] = sum(rs.map((r) => r[k]));
    o.pct = o.paid / o.due; return o;
  };
  const depts = Object.fromEntries(DEPTS.map((d) => [d, agg(COURSES.filter((c) => c.dept === d).map((c) => c.code))]));
  return { name: t.name, sheet: t.sheet, period: t.period, courses, depts, total: agg(COURSES.map((c) => c.code)) };
});
const feeMonths = [];
TERM_RAW.forEach((t, i) => {
  const T = TERMS[i].total.paid;
  if (t.split) feeMonths.push(t.split[0], t.split[1], T - t.split[0] - t.split[1]);
  else {
    const cashT = TERMS[i].total.cash;
    const cash = [t.cashSplit[0], t.cashSplit[1], cashT - t.cashSplit[0] - t.cashSplit[1]];
    feeMonths.push(...momoT3ByMonth.map((v, j) => v + cash[j]));
  }
});

const rep = (v, n = 9) => Array(n).fill(v);
// QuickBooks account tree: [label, values Jul..Mar, budget Jul..Mar] ; parents hold children
const M_PL = {
  income: [
    ['Grants', [
      ['Lindqvist Foundation grant', [48000000, 0, 0, 0, 0, 0, 48000000, 0, 0], 96000000],
      ['Kira Municipal Council youth fund', [0, 0, 0, 12500000, 0, 0, 0, 0, 0], 10000000],
    ]],
    ['Training fees', feeMonths, 84000000],
    ['Production unit sales', [2350000, 3120000, 1480000, 2760000, 4950000, 5870000, 6240000, 1950000, 2310000], 27000000],
    ['Donations', [350000, 0, 1200000, 450000, 0, 2650000, 300000, 0, 780000], 6000000],
  ],
  cogs: [
    ['Production materials', [1180000, 1560000, 820000, 1390000, 2610000, 3050000, 3240000, 1010000, 1220000], 13500000],
  ],
  expenses: [
    ['Salaries and wages', [
      ['Instructors', [...rep(7800000, 6), ...rep(8450000, 3)], 72000000],
      ['Administration staff', rep(3150000), 28350000],
    ]],
    ['NSSF employer contribution', [...rep(1095000, 6), ...rep(1160000, 3)], 10035000],
    ['Training materials', [
      ['Welding & metal fabrication', [1240000, 860000, 410000, 1320000, 780000, 290000, 1410000, 960000, 520000], 7400000],
      ['Motor vehicle mechanics', [980000, 640000, 350000, 1050000, 560000, 240000, 1130000, 610000, 380000], 5400000],
      ['Electrical installation', [760000, 520000, 260000, 810000, 470000, 180000, 890000, 450000, 310000], 4500000],
      ['Tailoring & fashion', [690000, 430000, 210000, 720000, 390000, 160000, 780000, 410000, 240000], 3600000],
      ['Hairdressing & cosmetology', [820000, 510000, 270000, 870000, 450000, 210000, 940000, 480000, 300000], 4050000],
      ['Catering & bakery', [950000, 620000, 340000, 0, 0, 0, 1020000, 660000, 410000], 4500000],
    ]],
    ['Trainee lunch', [2860000, 2910000, 2740000, 2380000, 2450000, 1520000, 3120000, 3180000, 2960000], 25200000],
    ['Rent', [7500000, 0, 0, 7500000, 0, 0, 7800000, 0, 0], 22800000],
    ['Utilities', [
      ['Electricity (Yaka)', [420000, 380000, 410000, 450000, 400000, 330000, 460000, 430000, 445000], 3600000],
      ['Water (NWSC)', [170000, 165000, 180000, 175000, 160000, 150000, 190000, 185000, 178000], 1620000],
    ]],
    ['Transport and fuel', [640000, 580000, 610000, 720000, 560000, 490000, 690000, 650000, 600000], 5400000],
    ['Mobile money charges', [48500, 41000, 37500, 52000, 44500, 39000, ...momoFeesByMonth], 360000],
    ['Bank charges', [65000, 62500, 70000, 65000, 66000, 71500, 68000, 65000, 67500], 585000],
    ['Repairs and maintenance', [0, 350000, 0, 1280000, 0, 0, 420000, 0, 2150000], 3600000],
    ['Audit and accountancy', [0, 0, 4500000, 0, 0, 0, 0, 0, 0], 4000000],
  ],
  other: [
    ['Interest on fixed deposit', [0, 0, 812500, 0, 0, 812500, 0, 0, 812500], 2400000],
  ],
};

// rows of the QuickBooks report, in order: {kind: section|parent|leaf|total|net, label, depth, vals, budget}
function plRows() {
  const rows = [];
  const addGroup = (items, depth) => {
    const tot = { vals: rep(0), budget: 0 };
    for (const it of items) {
      if (Array.isArray(it[1][0])) {
        rows.push({ kind: 'parent', label: it[0], depth });
        const sub = addGroup(it[1], depth + 1);
        rows.push({ kind: 'total', label: `Total ${it[0]}`, depth, vals: sub.vals, budget: sub.budget });
        tot.vals = tot.vals.map((v, i) => v + sub.vals[i]); tot.budget += sub.budget;
      } else {
        rows.push({ kind: 'leaf', label: it[0], depth, vals: it[1], budget: it[2] });
        tot.vals = tot.vals.map((v, i) => v + it[1][i]); tot.budget += it[2];
      }
    }
    return tot;
  };
  const section = (label, items, totalLabel) => {
    rows.push({ kind: 'section', label, depth: 0 });
    const t = addGroup(items, 1);
    rows.push({ kind: 'total', label: totalLabel, depth: 0, vals: t.vals, budget: t.budget });
    return t;
  };
  const diff = (a, b) => ({ vals: a.vals.map((v, i) => v - b.vals[i]), budget: a.budget - b.budget });
  const inc = section('Income', M_PL.income, 'Total Income');
  const cogs = section('Cost of Goods Sold', M_PL.cogs, 'Total Cost of Goods Sold');
  const gp = diff(inc, cogs); rows.push({ kind: 'net', label: 'Gross Profit', depth: 0, ...gp });
  const exp = section('Expenses', M_PL.expenses, 'Total Expenses');
  const noi = diff(gp, exp); rows.push({ kind: 'net', label: 'Net Operating Income', depth: 0, ...noi });
  rows.push({ kind: 'section', label: 'Other Income', depth: 0 });
  const oth = addGroup(M_PL.other, 1);
  rows.push({ kind: 'total', label: 'Total Other Income', depth: 0, vals: oth.vals, budget: oth.budget });
  rows.push({ kind: 'net', label: 'Net Other Income', depth: 0, ...oth });
  const ni = { vals: noi.vals.map((v, i) => v + oth.vals[i]), budget: noi.budget + oth.budget };
  rows.push({ kind: 'net', label: 'Net Income', depth: 0, ...ni });
  for (const r of rows) if (r.vals) r.total = sum(r.vals);
  return rows;
}
const M_ROWS = plRows();
const mLine = (label) => { const r = M_ROWS.find((x) => x.label === label); if (!r) throw new Error(`no line ${label}`); return r; };

// treasurer's report: summary groups (lines of the P&L), full-year budget per group
const M_GROUPS = [
  { label: 'Grants', lines: ['Total Grants'], annual: 130000000, side: 'income' },
  { label: 'Training fees', lines: ['Training fees'], annual: 112000000, side: 'income' },
  { label: 'Production unit sales', lines: ['Production unit sales'], annual: 36000000, side: 'income' },
  { label: 'Donations', lines: ['Donations'], annual: 10000000, side: 'income' },
  { label: 'Interest on fixed deposit', lines: ['Interest on fixed deposit'], annual: 3250000, side: 'income' },
  { label: 'Staff costs (salaries and NSSF)', lines: ['Total Salaries and wages', 'NSSF employer contribution'], annual: 147180000, side: 'exp' },
  { label: 'Training materials', lines: ['Total Training materials'], annual: 39000000, side: 'exp' },
  { label: 'Trainee lunch', lines: ['Trainee lunch'], annual: 33600000, side: 'exp' },
  { label: 'Premises, utilities and repairs', lines: ['Rent', 'Total Utilities', 'Repairs and maintenance'], annual: 41160000, side: 'exp' },
  { label: 'Production materials', lines: ['Production materials'], annual: 18000000, side: 'exp' },
  { label: 'Other running costs', lines: ['Transport and fuel', 'Mobile money charges', 'Bank charges', 'Audit and accountancy'], annual: 12000000, side: 'exp' },
];
const M_CASH = [
  ['Stanbic Bank current account', 23418650],
  ['Stanbic Bank fixed deposit', 50000000],
  ['MTN MoMo merchant account', MOMO.closing],
  ['Petty cash', 186500],
];
const M_MINUTES = {
  date: '2026-04-18', chair: 'Grace Namatovu', treasurer: 'Emmanuel Okello', secretary: 'Harriet Akello', manager: 'Daniel Mugisha',
  members: ['Joseph Ssentamu', 'Sr. Margaret Nabirye'], apologies: 'Dr. Peter Opio',
  supplier: 'Nakivubo Hardware & Welding Supplies', machineCost: 6850000,
  quotes: [['Nakivubo Hardware & Welding Supplies', 6850000], ['Katwe Engineering Works', 7200000], ['Ndeeba Tools Centre', 7450000]],
  feeIncrease: 5, nextMeeting: '2026-07-11', agm: '2026-09-26', reportDue: '2026-07-31',
};
const M_RECEIPT = {
  shop: 'NAKIVUBO HARDWARE & WELDING SUPPLIES LTD', tin: '1000456789', fdn: '3240019876512', date: '2026-02-14', time: '11:42',
  items: [['E6013 Welding rods 2.5mm 5kg', 4, 68000], ['Grinding disc 4.5in', 10, 9500], ['Welding goggles', 4, 15000], ['Leather gloves (pair)', 3, 24000]],
  payment: 'Mobile Money',
};
M_RECEIPT.gross = sum(M_RECEIPT.items.map(([, q, p]) => q * p));
M_RECEIPT.vat = r2((M_RECEIPT.gross * 18) / 118);
M_RECEIPT.net = r2(M_RECEIPT.gross - M_RECEIPT.vat);

// ---------------------------------------------------------------------------------------------- Kinta
// sessions by month: [SOCSO, Baitulmal, self-pay, sponsored, treatment days]
const K_SESSIONS = [
  [336, 178, 154, 102, 25], [322, 171, 149, 98, 24], [345, 183, 158, 104, 25],
  [349, 186, 160, 105, 25], [356, 188, 157, 107, 26], [347, 184, 153, 110, 25],
  [362, 191, 150, 112, 27], [358, 189, 148, 115, 26], [350, 186, 144, 117, 25],
  [361, 190, 146, 120, 26], [354, 187, 141, 122, 25], [366, 193, 139, 126, 26],
];
export const K_MACHINES = 12;
export const K_RATES = { socso: 150, baitulmal: 140, self: 60, sponsored: 0, moh: 50 };
const K_PATIENTS = [['SOCSO (PERKESO)', 16, 11], ['Baitulmal (MAIPk)', 8, 7], ['Self-paying', 6, 5], ['Sponsored by the Society', 5, 4]];
const K_PATIENT_MOVES = { newPatients: 14, deaths: 5, transfers: 3 };
const q = (i) => K_SESSIONS.slice(i * 3, i * 3 + 3);
const qs = (i, col) => sum(q(i).map((r) => r[col]));
const four = (f) => [0, 1, 2, 3].map(f);
// Odoo accounts: [code, name, Q1..Q4]
const K_ACC = {
  operating: [
    ['41000', 'Dialysis Fees - SOCSO', four((i) => qs(i, 0) * K_RATES.socso)],
    ['41100', 'Dialysis Fees - Baitulmal', four((i) => qs(i, 1) * K_RATES.baitulmal)],
    ['41200', 'Dialysis Fees - Self-paying Patients', four((i) => qs(i, 2) * K_RATES.self)],
    ['41300', 'MOH Dialysis Subsidy', four((i) => (qs(i, 2) + qs(i, 3)) * K_RATES.moh)],
    ['42000', 'Donations - General', [58450.0, 47220.5, 61380.0, 78960.4]],
    ['42100', 'Donations - Machine Appeal', [0, 12500.0, 34870.0, 61245.6]],
    ['42200', 'Charity Dinner - Ticket Sales', [0, 0, 48600.0, 0]],
  ],
  cost: [
    ['51000', 'Dialysis Consumables', [126840.0, 129915.6, 131702.4, 133488.2]],
    ['51100', 'Medication & EPO', [38420.0, 36950.8, 40115.0, 41302.5]],
    ['51200', 'Laboratory Tests', [9860.0, 10240.0, 9975.0, 10680.0]],
  ],
  other: [
    ['49000', 'Fixed Deposit Interest', [2187.5, 2187.5, 2187.5, 2187.5]],
  ],
  expenses: [
    ['61000', 'Salaries - Nursing Staff', [96600.0, 96600.0, 101400.0, 101400.0]],
    ['61100', 'Salaries - Administration', [21900.0, 21900.0, 21900.0, 21900.0]],
    ['61200', 'EPF, SOCSO & EIS (Employer)', [15372.9, 15372.9, 16011.3, 16011.3]],
    ['61300', 'Nephrologist Fees', [13500.0, 13500.0, 13500.0, 13500.0]],
    ['62000', 'Rental of Premises', [19500.0, 19500.0, 19500.0, 19500.0]],
    ['62100', 'Electricity (TNB)', [11842.35, 12560.1, 13205.8, 12917.45]],
    ['62200', 'Water (LAP)', [3215.6, 3480.2, 3610.75, 3552.4]],
    ['62300', 'RO Water Treatment Maintenance', [4800.0, 2150.0, 4800.0, 6380.0]],
    ['62400', 'Dialysis Machine Maintenance', [7250.0, 9800.0, 6420.0, 15960.0]],
    ['63000', 'Charity Dinner Expenses', [0, 3200.0, 21475.5, 0]],
    ['63100', 'Printing, Stationery & Office', [2845.2, 1960.75, 2310.4, 3128.9]],
    ['63200', 'Bank & Payment Gateway Charges', [412.6, 688.35, 1245.8, 2104.95]],
    ['63300', 'Audit & Secretarial Fees', [0, 6500.0, 0, 0]],
  ],
  depreciation: [
    ['68000', 'Depreciation - Dialysis Machines', [14250.0, 14250.0, 14250.0, 14250.0]],
    ['68100', 'Depreciation - Furniture & Equipment', [1180.0, 1180.0, 1180.0, 1180.0]],
  ],
};
// Odoo report rows (values Q1..Q4; the file shows Q4 first)
function kRows() {
  const tot = (accs) => four((i) => r2(sum(accs.map((a) => a[2][i]))));
  const leafs = (accs, depth) => accs.map(([code, name, v]) => ({ kind: 'leaf', label: `${code} ${name}`, code, depth, vals: v.map(r2) }));
  const opInc = tot(K_ACC.operating), cost = tot(K_ACC.cost), other = tot(K_ACC.other);
  const gp = four((i) => r2(opInc[i] - cost[i]));
  const income = four((i) => r2(gp[i] + other[i]));
  const exp = tot(K_ACC.expenses), dep = tot(K_ACC.depreciation);
  const expAll = four((i) => r2(exp[i] + dep[i]));
  const net = four((i) => r2(income[i] - expAll[i]));
  return [
    { kind: 'head', label: 'Income', depth: 0, vals: income },
    { kind: 'head', label: 'Gross Profit', depth: 1, vals: gp },
    { kind: 'head', label: 'Operating Income', depth: 2, vals: opInc },
    ...leafs(K_ACC.operating, 3),
    { kind: 'head', label: 'Cost of Revenue', depth: 2, vals: cost },
    ...leafs(K_ACC.cost, 3),
    { kind: 'head', label: 'Other Income', depth: 1, vals: other },
    ...leafs(K_ACC.other, 2),
    { kind: 'head', label: 'Expenses', depth: 0, vals: expAll },
    { kind: 'head', label: 'Expenses', depth: 1, vals: exp },
    ...leafs(K_ACC.expenses, 2),
    { kind: 'head', label: 'Depreciation', depth: 1, vals: dep },
    ...leafs(K_ACC.depreciation, 2),
    { kind: 'net', label: 'Net Profit', depth: 0, vals: net },
  ];
}
const K_ROWS = kRows();

// treasurer's report groups: account codes, budget 2025, actual 2024, budget 2026
const K_GROUPS = [
  { label: 'Dialysis fees (SOCSO, Baitulmal and self-paying)', codes: ['41000', '41100', '41200'], b25: 1032000, a24: 986420, b26: 1118000, side: 'income' },
  { label: 'MOH dialysis subsidy', codes: ['41300'], b25: 158000, a24: 149650, b26: 164000, side: 'income' },
  { label: 'Donations (general and Machine Appeal)', codes: ['42000', '42100'], b25: 330000, a24: 231405, b26: 320000, side: 'income' },
  { label: 'Charity dinner ticket sales', codes: ['42200'], b25: 55000, a24: 51200, b26: 60000, side: 'income' },
  { label: 'Fixed deposit interest', codes: ['49000'], b25: 8000, a24: 8750, b26: 8750, side: 'income' },
  { label: 'Consumables, medication and lab tests', codes: ['51000', '51100', '51200'], b25: 705000, a24: 668942, b26: 742000, side: 'exp' },
  { label: 'Staff costs', codes: ['61000', '61100', '61200'], b25: 538000, a24: 512870, b26: 566000, side: 'exp' },
  { label: 'Nephrologist fees', codes: ['61300'], b25: 54000, a24: 54000, b26: 57600, side: 'exp' },
  { label: 'Premises and utilities', codes: ['62000', '62100', '62200'], b25: 140000, a24: 131884, b26: 146000, side: 'exp' },
  { label: 'Equipment maintenance (RO plant and machines)', codes: ['62300', '62400'], b25: 48000, a24: 39615, b26: 56000, side: 'exp' },
  { label: 'Charity dinner costs', codes: ['63000'], b25: 26000, a24: 23940, b26: 28000, side: 'exp' },
  { label: 'Administration', codes: ['63100', '63200', '63300'], b25: 20000, a24: 17266, b26: 21000, side: 'exp' },
  { label: 'Depreciation', codes: ['68000', '68100'], b25: 61720, a24: 54630, b26: 68000, side: 'exp' },
];
const K_SESSIONS_2024 = 8846;
const K_APPEAL_TARGET = 120000;
const K_FD = 250000;
const K_PETTY = 500;

// Donorbox, July - December 2025: [date time, name, campaign, amount, recurring, status, comment]
const SPONSOR = 'Sponsor a Dialysis Session', APPEAL = 'Machine Appeal 2025', GENERAL = 'General Donation';
const K_DONORBOX_RAW = [
  ['2025-07-01 08:00:12', 'Chong Mei Ling', GENERAL, 100, 'Yes', 'Succeeded', ''],
  ['2025-07-03 08:00:40', 'Ravi Chandran', SPONSOR, 180, 'Yes', 'Succeeded', ''],
  ['2025-07-09 21:14:05', 'Tan Siew Lan', APPEAL, 500, 'No', 'Succeeded', 'In memory of my father'],
  ['2025-07-15 13:42:51', 'Muhammad Hafiz bin Rahim', GENERAL, 50, 'No', 'Succeeded', ''],
  ['2025-07-22 10:05:33', 'Kinta Heights Rotary Club', APPEAL, 3000, 'No', 'Succeeded', 'Towards the new machines'],
  ['2025-08-01 08:00:09', 'Chong Mei Ling', GENERAL, 100, 'Yes', 'Succeeded', ''],
  ['2025-08-03 08:00:37', 'Ravi Chandran', SPONSOR, 180, 'Yes', 'Succeeded', ''],
  ['2025-08-08 19:30:18', 'Lim Kok Wai', SPONSOR, 360, 'No', 'Succeeded', '2 sessions'],
  ['2025-08-14 11:11:11', 'Anonymous', APPEAL, 1000, 'No', 'Succeeded', ''],
  ['2025-08-19 16:48:02', 'Goh Pei Shan', GENERAL, 80, 'No', 'Succeeded', ''],
  ['2025-08-19 16:52:40', 'Goh Pei Shan', GENERAL, 80, 'No', 'Refunded', 'Duplicate payment'],
  ['2025-08-27 09:26:55', 'Letchumi Arumugam', SPONSOR, 180, 'No', 'Succeeded', ''],
  ['2025-09-01 08:00:11', 'Chong Mei Ling', GENERAL, 100, 'Yes', 'Succeeded', ''],
  ['2025-09-02 07:59:58', 'Siti Aminah binti Yusof', SPONSOR, 50, 'Yes', 'Succeeded', ''],
  ['2025-09-03 08:00:35', 'Ravi Chandran', SPONSOR, 180, 'Yes', 'Succeeded', ''],
  ['2025-09-12 20:03:47', 'Yap Chee Meng', APPEAL, 2000, 'No', 'Succeeded', ''],
  ['2025-09-16 12:40:29', 'Nur Izzati binti Kamal', GENERAL, 30, 'No', 'Succeeded', 'Malaysia Day'],
  ['2025-09-24 15:17:06', 'Wong Li Ting', APPEAL, 250, 'No', 'Succeeded', ''],
  ['2025-10-01 08:00:14', 'Chong Mei Ling', GENERAL, 100, 'Yes', 'Succeeded', ''],
  ['2025-10-02 07:59:55', 'Siti Aminah binti Yusof', SPONSOR, 50, 'Yes', 'Succeeded', ''],
  ['2025-10-03 08:00:38', 'Ravi Chandran', SPONSOR, 180, 'Yes', 'Succeeded', ''],
  ['2025-10-10 22:31:14', 'Perak Hokkien Association Youth Wing', APPEAL, 5000, 'No', 'Succeeded', ''],
  ['2025-10-18 10:22:43', 'Kumar Selvaraj', SPONSOR, 540, 'No', 'Succeeded', '3 sessions for Deepavali'],
  ['2025-10-21 18:09:30', 'Ooi Hui Min', GENERAL, 150, 'No', 'Succeeded', ''],
  ['2025-10-29 14:55:02', 'Anonymous', GENERAL, 200, 'No', 'Refunded', 'Card declined by bank after capture'],
  ['2025-11-01 08:00:10', 'Chong Mei Ling', GENERAL, 100, 'Yes', 'Succeeded', ''],
  ['2025-11-02 07:59:57', 'Siti Aminah binti Yusof', SPONSOR, 50, 'Yes', 'Succeeded', ''],
  ['2025-11-03 08:00:36', 'Ravi Chandran', SPONSOR, 180, 'Yes', 'Succeeded', ''],
  ['2025-11-07 09:44:21', 'Dr. Teoh Boon Keat', APPEAL, 1500, 'No', 'Succeeded', ''],
  ['2025-11-15 17:36:48', 'Faridah binti Osman', SPONSOR, 180, 'No', 'Succeeded', ''],
  ['2025-11-22 11:58:19', 'Chan Wai Keong', APPEAL, 800, 'No', 'Succeeded', ''],
  ['2025-11-28 20:12:07', 'Lee Mun Yee', GENERAL, 60, 'No', 'Succeeded', ''],
  ['2025-12-01 08:00:13', 'Chong Mei Ling', GENERAL, 100, 'Yes', 'Succeeded', ''],
  ['2025-12-02 07:59:56', 'Siti Aminah binti Yusof', SPONSOR, 50, 'Yes', 'Succeeded', ''],
  ['2025-12-03 08:00:39', 'Ravi Chandran', SPONSOR, 180, 'Yes', 'Succeeded', ''],
  ['2025-12-06 13:25:50', 'Ipoh Garden Residents Association', APPEAL, 2500, 'No', 'Succeeded', 'Collected at our Christmas fair'],
  ['2025-12-12 16:04:33', 'Michelle Khoo', SPONSOR, 360, 'No', 'Succeeded', ''],
  ['2025-12-19 10:47:25', 'Azman bin Ismail', GENERAL, 100, 'No', 'Succeeded', ''],
  ['2025-12-24 21:30:58', 'Tan Siew Lan', APPEAL, 500, 'No', 'Succeeded', 'Merry Christmas to the nurses'],
  ['2025-12-30 09:15:42', 'Jeyaseelan Pillai', SPONSOR, 180, 'No', 'Succeeded', ''],
];
const K_DONORBOX = K_DONORBOX_RAW.map(([at, name, campaign, amount, recurring, status, comment], i) => {
  const processing = r2(amount * 0.03 + 1);
  const platform = r2(amount * 0.015);
  return { at, date: at.slice(0, 10), name, campaign, amount, processing, platform, net: r2(amount - processing - platform), recurring, status, comment, id: 41872650 + i * 37 };
});
const dbNetByMonth = (m) => r2(sum(K_DONORBOX.filter((d) => d.status === 'Succeeded' && Number(d.date.slice(5, 7)) === m).map((d) => d.net)));

// Maybank, October - December 2025: [entry date, description, reference, signed amount]
const socsoFor = (m) => sum(K_SESSIONS[m - 1].slice(0, 1)) * K_RATES.socso;
const btmFor = (m) => K_SESSIONS[m - 1][1] * K_RATES.baitulmal;
const K_BANK_RAW = [
  ['2025-10-01', 'IBG DEBIT', 'LIM BROTHERS PROPERTIES - RENT OCT25', -6500],
  ['2025-10-02', 'CASH DEPOSIT', 'SELF-PAY WK40', 2160],
  ['2025-10-03', 'DUITNOW TRANSFER CR', 'LIM AH KOW DONATION', 500],
  ['2025-10-06', 'IBG CREDIT', 'STRIPE PAYMENTS MALAYSIA SDN BHD DONORBOX', dbNetByMonth(9)],
  ['2025-10-08', 'CHQ DEPOSIT', 'CHQ 118204 DONATION', 5000],
  ['2025-10-09', 'CASH DEPOSIT', 'SELF-PAY WK41', 2220],
  ['2025-10-10', 'IBG DEBIT', 'DIALIFE SUPPLIES SDN BHD INV DL25-0917', -44210.0],
  ['2025-10-14', 'IBG CREDIT', 'PERTUBUHAN KESELAMATAN SOSIAL SEP25', socsoFor(9)],
  ['2025-10-14', 'FPX DEBIT', 'KWSP EPF CARUMAN SEP25', -8946.0],
  ['2025-10-14', 'FPX DEBIT', 'PERKESO CARUMAN SOCSO/EIS SEP25', -1402.9],
  ['2025-10-16', 'CASH DEPOSIT', 'SELF-PAY WK42', 2040],
  ['2025-10-20', 'IBG CREDIT', 'MAJLIS AGAMA ISLAM PERAK SEP25', btmFor(9)],
  ['2025-10-21', 'FPX DEBIT', 'TENAGA NASIONAL BERHAD 2200 1487 5523', -4318.6],
  ['2025-10-22', 'FPX DEBIT', 'LEMBAGA AIR PERAK 0051 2291 04', -1182.4],
  ['2025-10-23', 'CASH DEPOSIT', 'SELF-PAY WK43', 2280],
  ['2025-10-28', 'M2U BIZ BULK PAYMENT', 'SALARY OCT25 (14 STAFF)', -33800],
  ['2025-10-30', 'CASH DEPOSIT', 'SELF-PAY WK44', 1980],
  ['2025-10-31', 'CHQ WITHDRAWAL', 'CHQ 000451 DR NG KIDNEY CLINIC', -4500],
  ['2025-10-31', 'SERVICE CHARGE', 'MONTHLY ACCOUNT FEE', -10],
  ['2025-11-03', 'IBG DEBIT', 'LIM BROTHERS PROPERTIES - RENT NOV25', -6500],
  ['2025-11-05', 'IBG CREDIT', 'STRIPE PAYMENTS MALAYSIA SDN BHD DONORBOX', dbNetByMonth(10)],
  ['2025-11-06', 'CASH DEPOSIT', 'SELF-PAY WK45', 2100],
  ['2025-11-10', 'IBG DEBIT', 'DIALIFE SUPPLIES SDN BHD INV DL25-1015', -43960.5],
  ['2025-11-13', 'IBG CREDIT', 'PERTUBUHAN KESELAMATAN SOSIAL OCT25', socsoFor(10)],
  ['2025-11-13', 'CASH DEPOSIT', 'SELF-PAY WK46', 2220],
  ['2025-11-14', 'FPX DEBIT', 'KWSP EPF CARUMAN OCT25', -8946.0],
  ['2025-11-14', 'FPX DEBIT', 'PERKESO CARUMAN SOCSO/EIS OCT25', -1402.9],
  ['2025-11-17', 'DUITNOW TRANSFER CR', 'SYARIKAT PERNIAGAAN SENG HUAT', 3000],
  ['2025-11-18', 'IBG DEBIT', 'TECHNOMED SERVICES SDN BHD - MACHINE SERVICE', -9800],
  ['2025-11-19', 'IBG CREDIT', 'MAJLIS AGAMA ISLAM PERAK OCT25', btmFor(10)],
  ['2025-11-20', 'FPX DEBIT', 'TENAGA NASIONAL BERHAD 2200 1487 5523', -4402.15],
  ['2025-11-20', 'CASH DEPOSIT', 'SELF-PAY WK47', 2040],
  ['2025-11-21', 'CHQ DEPOSIT', 'CHQ 502771 DONATION', 12000],
  ['2025-11-21', 'FPX DEBIT', 'LEMBAGA AIR PERAK 0051 2291 04', -1190.1],
  ['2025-11-27', 'M2U BIZ BULK PAYMENT', 'SALARY NOV25 (14 STAFF)', -33800],
  ['2025-11-27', 'CASH DEPOSIT', 'SELF-PAY WK48', 2100],
  ['2025-11-28', 'IBG CREDIT', 'KEMENTERIAN KESIHATAN MALAYSIA SUBSIDI DIALISIS Q3', (sum(K_SESSIONS.slice(6, 9).map((r) => r[2] + r[3]))) * K_RATES.moh],
  ['2025-11-28', 'CHQ WITHDRAWAL', 'CHQ 000458 DR NG KIDNEY CLINIC', -4500],
  ['2025-11-30', 'SERVICE CHARGE', 'MONTHLY ACCOUNT FEE', -10],
  ['2025-12-01', 'IBG DEBIT', 'LIM BROTHERS PROPERTIES - RENT DEC25', -6500],
  ['2025-12-04', 'CASH DEPOSIT', 'SELF-PAY WK49', 2160],
  ['2025-12-05', 'IBG CREDIT', 'STRIPE PAYMENTS MALAYSIA SDN BHD DONORBOX', dbNetByMonth(11)],
  ['2025-12-06', 'IBG DEBIT', 'AQUAPURE WATER SYSTEMS - RO SERVICE', -6380],
  ['2025-12-10', 'IBG DEBIT', 'DIALIFE SUPPLIES SDN BHD INV DL25-1112', -45317.7],
  ['2025-12-11', 'CASH DEPOSIT', 'SELF-PAY WK50', 2040],
  ['2025-12-12', 'IBG CREDIT', 'PERTUBUHAN KESELAMATAN SOSIAL NOV25', socsoFor(11)],
  ['2025-12-12', 'FPX DEBIT', 'KWSP EPF CARUMAN NOV25', -8946.0],
  ['2025-12-12', 'FPX DEBIT', 'PERKESO CARUMAN SOCSO/EIS NOV25', -1402.9],
  ['2025-12-13', 'DUITNOW QR', 'RESTORAN KINTA JAYA SDN BHD', null], // the lunch receipt, filled below
  ['2025-12-15', 'CHQ DEPOSIT', 'CHQ 330915 DONATION', 8800],
  ['2025-12-18', 'CASH DEPOSIT', 'SELF-PAY WK51', 1920],
  ['2025-12-18', 'IBG CREDIT', 'MAJLIS AGAMA ISLAM PERAK NOV25', btmFor(11)],
  ['2025-12-19', 'FPX DEBIT', 'TENAGA NASIONAL BERHAD 2200 1487 5523', -4196.7],
  ['2025-12-19', 'FPX DEBIT', 'LEMBAGA AIR PERAK 0051 2291 04', -1179.9],
  ['2025-12-22', 'DUITNOW TRANSFER CR', 'NG SOO CHING', 1000],
  ['2025-12-24', 'M2U BIZ BULK PAYMENT', 'SALARY DEC25 (14 STAFF)', -33800],
  ['2025-12-24', 'CASH DEPOSIT', 'SELF-PAY WK52', 2280],
  ['2025-12-29', 'CHQ WITHDRAWAL', 'CHQ 000463 DR NG KIDNEY CLINIC', -4500],
  ['2025-12-31', 'CASH DEPOSIT', 'SELF-PAY WK53', 1860],
  ['2025-12-31', 'SERVICE CHARGE', 'MONTHLY ACCOUNT FEE', -10],
];

const K_RECEIPT = {
  shop: 'RESTORAN KINTA JAYA SDN BHD', reg: '201901023456 (1334567-X)', sst: 'A11-1908-32004571', inv: 'KJ-118452',
  date: '2025-12-13', time: '13:26', table: '12', pax: 22,
  items: [['Set Menu B (10 pax)', 2, 428.0], ['Salted Chicken (whole)', 1, 68.0], ['Chinese Tea', 22, 2.0], ['Soft Drink (can)', 8, 3.5]],
  payment: 'DuitNow QR',
};
K_RECEIPT.subtotal = r2(sum(K_RECEIPT.items.map(([, qn, p]) => qn * p)));
K_RECEIPT.service = r2(K_RECEIPT.subtotal * 0.1);
K_RECEIPT.tax = r2((K_RECEIPT.subtotal + K_RECEIPT.service) * 0.06);
K_RECEIPT.before = r2(K_RECEIPT.subtotal + K_RECEIPT.service + K_RECEIPT.tax);
K_RECEIPT.total = r2(Math.round(K_RECEIPT.before * 20) / 20);
K_RECEIPT.rounding = r2(K_RECEIPT.total - K_RECEIPT.before);
K_BANK_RAW.find((r) => r[2].startsWith('RESTORAN'))[3] = -K_RECEIPT.total;

function buildBank() {
  const opening = 84630.45;
  let bal = opening;
  const rows = K_BANK_RAW.map(([date, desc, ref, amount]) => {
    bal = r2(bal + amount);
    if (bal < 0) throw new Error(`Maybank balance negative ${date}`);
    return { date, desc, ref, amount: r2(amount), balance: bal };
  });
  return { opening, closing: bal, rows, credits: r2(sum(rows.filter((r) => r.amount > 0).map((r) => r.amount))), debits: r2(-sum(rows.filter((r) => r.amount < 0).map((r) => r.amount))) };
}
const K_BANK = buildBank();

const K_MINUTES = {
  date: '2026-01-10', president: 'Wong Kah Meng', vice: 'Noraini binti Hashim', treasurer: 'Kavitha Subramaniam', secretary: 'Tan Boon Huat', adviser: 'Dr. Mohd Faizal bin Ismail',
  supplier: 'Perak Medikal Supplies Sdn Bhd', machines: 2, machinePrice: 52800, selfOld: 60, selfNew: 70, selfFrom: '2026-03-01',
  auditor: 'Lee, Rahman & Co.', auditFee: 6800, dinner: '2026-08-15', agm: '2026-05-24', next: '2026-03-14',
};

export const RAW = { M_ROWS, M_GROUPS, M_CASH, M_MINUTES, M_RECEIPT, MOMO, TERMS, K_SESSIONS, K_ROWS, K_GROUPS, K_BANK, K_DONORBOX, K_RECEIPT, K_MINUTES, K_PATIENTS, K_PATIENT_MOVES, K_SESSIONS_2024, K_APPEAL_TARGET, K_FD, K_PETTY };

// ---------------------------------------------------------------------------------------------- the views
// The shape verify.mjs rebuilds from the files. Amounts as numbers, dates ISO.
export function view() {
  const m = {};
  m.pl = { months: M_MONTHS.map(monLabel), lines: {} };
  for (const r of M_ROWS) if (r.vals) m.pl.lines[r.label] = { vals: r.vals.slice(), total: r.total };
  m.bva = {};
  for (const r of M_ROWS) if (r.vals) {
    const budget = r.budget;
    m.bva[r.label] = { actual: r.total, budget, over: r.total - budget, pct: budget ? r.total / budget : null };
  }
  m.momo = { opening: MOMO.opening, closing: MOMO.closing, rows: MOMO.rows.map(({ course, ...x }) => ({ ...x, number: maskNumber(x.number) })) };
  m.terms = TERMS.map((t) => ({ name: t.name, courses: Object.fromEntries(Object.entries(t.courses).map(([k, v]) => [k, v && { ...v }])), depts: structuredClone(t.depts), total: { ...t.total } }));
  const grp = (g) => sum(g.lines.map((l) => mLine(l).total));
  const grpB = (g) => sum(g.lines.map((l) => mLine(l).budget));
  m.report = {
    table: Object.fromEntries(M_GROUPS.map((g) => [g.label, { actual: grp(g), budget: grpB(g), annual: g.annual }])),
    cash: Object.fromEntries(M_CASH),
  };
  const inc = M_GROUPS.filter((g) => g.side === 'income'), exp = M_GROUPS.filter((g) => g.side === 'exp');
  m.report.income = sum(inc.map(grp)); m.report.incomeBudget = sum(inc.map(grpB));
  m.report.expenditure = sum(exp.map(grp)); m.report.expenditureBudget = sum(exp.map(grpB));
  m.report.surplus = m.report.income - m.report.expenditure;
  m.report.cashTotal = sum(M_CASH.map((c) => c[1]));
  m.report.t3Outstanding = TERMS[2].total.balance;
  m.report.t3Enrolled = TERMS[2].total.total; m.report.t3Women = TERMS[2].total.f; m.report.t3Bursary = TERMS[2].total.bursary;
  m.report.nextTranche = 48000000;
  m.minutes = structuredClone(M_MINUTES);
  m.receipt = structuredClone(M_RECEIPT);

  const k = {};
  k.pl = { quarters: ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'], lines: {} };
  for (const r of K_ROWS) {
    const key = r.kind === 'head' && r.label === 'Expenses' ? (r.depth === 0 ? 'Expenses (all)' : 'Expenses') : r.label;
    k.pl.lines[key] = { vals: r.vals.slice(), total: r2(sum(r.vals)), code: r.code };
  }
  k.byCode = (code) => Object.values(k.pl.lines).find((l) => l.code === code);
  k.sessions = {
    months: K_SESSIONS.map(([s, b, p, sp, days], i) => ({ month: MONTHS[i], socso: s, baitulmal: b, self: p, sponsored: sp, total: s + b + p + sp, days, machines: K_MACHINES, capacity: K_MACHINES * 3 * days, util: (s + b + p + sp) / (K_MACHINES * 3 * days) })),
  };
  const qsum = (rows) => { const o = {}; for (const f of ['socso', 'baitulmal', 'self', 'sponsored', 'total', 'days', 'capacity']) o[f] = sum(rows.map((r) => r[f])); o.util = o.total / o.capacity; return o; };
  k.sessions.quarters = four((i) => qsum(k.sessions.months.slice(i * 3, i * 3 + 3)));
  k.sessions.year = qsum(k.sessions.months);
  k.rates = { ...K_RATES };
  k.patients = { rows: K_PATIENTS.map(([label, male, female]) => ({ label, male, female, total: male + female })), ...K_PATIENT_MOVES };
  k.patients.total = sum(k.patients.rows.map((r) => r.total));
  k.bank = structuredClone(K_BANK);
  k.donorbox = structuredClone(K_DONORBOX);
  const acct = (code) => r2(sum(K_ROWS.find((r) => r.code === code).vals));
  k.report = { table: {} };
  for (const g of K_GROUPS) {
    const a25 = Math.round(sum(g.codes.map(acct)));
    k.report.table[g.label] = { b25: g.b25, a25, variance: g.side === 'income' ? a25 - g.b25 : g.b25 - a25, a24: g.a24, b26: g.b26 };
  }
  const tot = (side, f) => sum(K_GROUPS.filter((g) => g.side === side).map((g) => k.report.table[g.label][f]));
  for (const f of ['b25', 'a25', 'a24', 'b26']) {
    k.report[`income_${f}`] = tot('income', f); k.report[`exp_${f}`] = tot('exp', f); k.report[`surplus_${f}`] = tot('income', f) - tot('exp', f);
  }
  k.report.sessions = k.sessions.year.total; k.report.sessions2024 = K_SESSIONS_2024; k.report.patients = k.patients.total;
  k.report.appealRaised = Math.round(acct('42100')); k.report.appealTarget = K_APPEAL_TARGET;
  k.report.cash = { 'Maybank current account': K_BANK.closing, 'Public Bank fixed deposit': K_FD, 'Petty cash': K_PETTY };
  k.report.cashTotal = r2(K_BANK.closing + K_FD + K_PETTY);
  k.minutes = structuredClone(K_MINUTES);
  k.receipt = structuredClone(K_RECEIPT);
  return { mirembe: m, kinta: k };
}

// ---------------------------------------------------------------------------------------------- questions
const ord = (d) => `${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'}`;
export function dateForms(isoDate) {
  const [y, mo, d] = isoDate.split('-').map(Number);
  const M = MONTHS[mo - 1], m3 = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(mo).padStart(2, '0');
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d} ${m3} ${y}`, `${m3} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${d}/${mo}/${y}`, isoDate,
    `${ord(d)} ${M}`, `${ord(d)} of ${M}`, `${M} ${ord(d)}`, `${d} ${M}`, `${M} ${d}`, `${dd} ${M}`, `${d}-${m3}-${y}`, `${dd}-${m3}-${String(y).slice(2)}`];
}
const T = (...any) => ({ text: any });
const D = (isoDate) => ({ text: dateForms(isoDate), date: isoDate });
const NF = () => 'notfound';

const mm = (V) => V.mirembe;
const kk = (V) => V.kinta;
const L = (V, label) => { const l = mm(V).pl.lines[label]; if (!l) throw new Error(`mirembe: no line ${label}`); return l; };
const momoOk = (V) => mm(V).momo.rows.filter((r) => r.status === 'SUCCESSFUL');
const inMonth = (r, n) => Number(r.date.slice(5, 7)) === n;
const FEE_REF = /fees|\bT3\b|term 3/i;
const courseOf = (ref) => { const t = ref.toLowerCase().replace(/\s+/g, ''); return COURSES.find((c) => t.includes(c.key) || t.includes(c.code.toLowerCase())); };
const term = (V, n) => mm(V).terms[n - 1];
const KL = (V, code) => { const l = kk(V).byCode(code); if (!l) throw new Error(`kinta: no account ${code}`); return l; };
const kq = (V, code, i) => KL(V, code).vals[i];
const kyr = (V, code) => KL(V, code).total;
const dbOk = (V) => kk(V).donorbox.filter((d) => d.status === 'Succeeded');
const KT = (V, label) => { const t = Object.entries(kk(V).report.table).find(([l]) => l.startsWith(label)); if (!t) throw new Error(`kinta report: ${label}`); return t[1]; };
const trainingLeaves = ['Welding & metal fabrication', 'Motor vehicle mechanics', 'Electrical installation', 'Tailoring & fashion', 'Hairdressing & cosmetology', 'Catering & bakery'];
const uniqueMax = (pairs) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); if (s.length > 1 && Math.abs(s[0][1] - s[1][1]) < 1e-9) throw new Error(`tie: ${s[0][0]} / ${s[1][0]}`); return s[0]; };

// [kind, question, calc(V), options {unit, wrong}] ; wrong: a plausible wrong figure (or text) for wrong-answers.jsonl
export const DEFS = {
  mirembe: [
    // lookup (7)
    ['lookup', 'What did we spend on trainee lunch in November?', (V) => L(V, 'Trainee lunch').vals[4], { unit: 'UGX', wrong: (V) => L(V, 'Trainee lunch').vals[3] }],
    ['lookup', 'How much VAT was charged on the Nakivubo Hardware receipt?', (V) => mm(V).receipt.vat, { unit: 'UGX', wrong: (V) => r2(mm(V).receipt.gross * 0.18) }],
    ['lookup', "what's the fee per term for motor vehicle mechanics", (V) => term(V, 3).courses.MVM.fee, { unit: 'UGX', wrong: () => 420000 }],
    ['lookup', "What is the budget for instructors' salaries for July to March?", (V) => mm(V).bva.Instructors.budget, { unit: 'UGX', wrong: (V) => mm(V).bva['Total Salaries and wages'].budget }],
    ['lookup', 'How much do we have on the fixed deposit at Stanbic?', (V) => Object.entries(mm(V).report.cash).find(([l]) => /fixed deposit/i.test(l))[1], { unit: 'UGX', wrong: () => 23418650 }],
    ['lookup', 'unit price of the welding rods on the hardware receipt?', (V) => mm(V).receipt.items.find((i) => /rods/i.test(i[0]))[2], { unit: 'UGX', wrong: () => 272000 }],
    ['lookup', 'What was the balance on the MoMo merchant account at the end of March?', (V) => mm(V).momo.closing, { unit: 'UGX', wrong: (V) => mm(V).momo.opening }],
    // sum (5)
    ['sum', 'What were total production unit sales in Q2 of this financial year?', (V) => sum(L(V, 'Production unit sales').vals.slice(3, 6)), { unit: 'UGX', wrong: (V) => sum(L(V, 'Production unit sales').vals.slice(6, 9)) }],
    ['sum', 'How much did we spend on welding materials from July to December?', (V) => sum(L(V, 'Welding & metal fabrication').vals.slice(0, 6)), { unit: 'UGX', wrong: (V) => L(V, 'Welding & metal fabrication').total }],
    ['sum', 'how much came in thru momo for fees in term 3', (V) => sum(momoOk(V).filter((r) => r.dir === 'CR' && FEE_REF.test(r.ref)).map((r) => r.amount)), { unit: 'UGX', wrong: (V) => term(V, 3).total.paid }],
    ['sum', 'What have utilities cost us in total so far this year?', (V) => L(V, 'Total Utilities').total, { unit: 'UGX', wrong: (V) => L(V, 'Electricity (Yaka)').total }],
    ['sum', 'Total staff costs for the nine months, salaries plus NSSF?', (V) => L(V, 'Total Salaries and wages').total + L(V, 'NSSF employer contribution').total, { unit: 'UGX', wrong: (V) => L(V, 'Total Salaries and wages').total }],
    // difference (4)
    ['difference', 'How much more did we collect in training fees in term 3 than in term 1?', (V) => term(V, 3).total.paid - term(V, 1).total.paid, { unit: 'UGX', wrong: (V) => term(V, 3).total.due - term(V, 1).total.due }],
    ['difference', "By how much did the monthly instructors' salaries go up from December to January?", (V) => L(V, 'Instructors').vals[6] - L(V, 'Instructors').vals[5], { unit: 'UGX', wrong: () => 1300000 }],
    ['difference', 'How much more in training fees do we need to bring in April-June to hit the full-year budget?', (V) => mm(V).report.table['Training fees'].annual - mm(V).report.table['Training fees'].actual, { unit: 'UGX', wrong: (V) => mm(V).report.table['Training fees'].annual - mm(V).report.table['Training fees'].budget }],
    ['difference', 'how much more did we sweep to stanbic from momo in jan than in march', (V) => {
      const t = (n) => sum(momoOk(V).filter((r) => r.type === 'TRANSFER TO BANK' && inMonth(r, n)).map((r) => r.amount));
      return t(1) - t(3);
    }, { unit: 'UGX', wrong: (V) => {
      const t = (n) => sum(mm(V).momo.rows.filter((r) => r.type === 'TRANSFER TO BANK' && inMonth(r, n)).map((r) => r.amount));
      return Math.abs(t(1) - t(3));
    } }],
    // percent (4)
    ['percent', 'What percentage of the term 3 fees due had been collected?', (V) => (term(V, 3).total.paid / term(V, 3).total.due) * 100, { unit: '%', wrong: (V) => (term(V, 3).total.momo / term(V, 3).total.due) * 100 }],
    ['percent', 'What share of our training materials spend so far this year went on welding?', (V) => (L(V, 'Welding & metal fabrication').total / L(V, 'Total Training materials').total) * 100, { unit: '%', wrong: (V) => (L(V, 'Motor vehicle mechanics').total / L(V, 'Total Training materials').total) * 100 }],
    ['percent', 'trainee lunch - what % of budget used to date?', (V) => mm(V).bva['Trainee lunch'].pct * 100, { unit: '%', wrong: (V) => (L(V, 'Trainee lunch').total / mm(V).report.table['Trainee lunch'].annual) * 100 }],
    ['percent', 'What percentage of the trainees enrolled in term 2 were female?', (V) => (term(V, 2).total.f / term(V, 2).total.total) * 100, { unit: '%', wrong: (V) => (term(V, 3).total.f / term(V, 3).total.total) * 100 }],
    // variance (3)
    ['variance', 'How far over budget are we on transport and fuel for July to March?', (V) => mm(V).bva['Transport and fuel'].over, { unit: 'UGX', wrong: () => 60000 }],
    ['variance', 'Donations against budget for the nine months - what is the variance?', (V) => mm(V).bva.Donations.over, { unit: 'UGX', wrong: (V) => mm(V).report.table.Donations.annual - mm(V).bva.Donations.actual }],
    ['variance', 'training fees actual vs budget ytd, whats the gap', (V) => mm(V).bva['Training fees'].over, { unit: 'UGX', wrong: (V) => term(V, 3).total.balance + term(V, 2).total.balance + term(V, 1).total.balance }],
    // ratio (2)
    ['ratio', 'What is the ratio of production unit sales to production materials so far this year?', (V) => L(V, 'Production unit sales').total / L(V, 'Production materials').total, { unit: 'x', wrong: (V) => L(V, 'Production materials').total / L(V, 'Production unit sales').total }],
    ['ratio', 'In term 3, what is the ratio of female to male trainees?', (V) => term(V, 3).total.f / term(V, 3).total.m, { unit: 'x', wrong: (V) => term(V, 3).total.m / term(V, 3).total.f }],
    // average (3)
    ['average', "What's our average monthly spend on Yaka electricity so far this financial year?", (V) => L(V, 'Electricity (Yaka)').total / 9, { unit: 'UGX', wrong: (V) => L(V, 'Electricity (Yaka)').total / 12 }],
    ['average', 'On average how much did we move to Stanbic per successful MoMo transfer?', (V) => { const t = momoOk(V).filter((r) => r.type === 'TRANSFER TO BANK'); return sum(t.map((r) => r.amount)) / t.length; }, { unit: 'UGX', wrong: (V) => { const t = mm(V).momo.rows.filter((r) => r.type === 'TRANSFER TO BANK'); return sum(t.map((r) => r.amount)) / t.length; } }],
    ['average', 'avg number of trainees per course in term 1?', (V) => term(V, 1).total.total / Object.values(term(V, 1).courses).filter(Boolean).length, { unit: 'n', wrong: (V) => term(V, 3).total.total / 6 }],
    // count (3)
    ['count', 'How many trainees are on bursary in term 3?', (V) => term(V, 3).total.bursary, { unit: 'n', wrong: (V) => term(V, 2).total.bursary }],
    ['count', 'How many fee payments came in successfully on MoMo in January?', (V) => momoOk(V).filter((r) => r.dir === 'CR' && FEE_REF.test(r.ref) && inMonth(r, 1)).length, { unit: 'n', wrong: (V) => mm(V).momo.rows.filter((r) => r.dir === 'CR' && inMonth(r, 1)).length }],
    ['count', 'how many failed transactions on the momo statement?', (V) => mm(V).momo.rows.filter((r) => r.status !== 'SUCCESSFUL').length, { unit: 'n', wrong: () => 1 }],
    // extreme (4)
    ['extreme', 'Which month had the highest production unit sales?', (V) => { const l = L(V, 'Production unit sales'); const i = l.vals.indexOf(uniqueMax(l.vals.map((v, j) => [j, v]))[1]); const lab = mm(V).pl.months[i]; return T(MONTHS.find((x) => x.startsWith(lab.slice(0, 3))), lab); }, { wrong: 'December 2025' }],
    ['extreme', 'Which training-materials line is furthest over budget?', (V) => { const [lab] = uniqueMax(trainingLeaves.map((l) => [l, mm(V).bva[l].over])); return T(lab.split(' ')[0]); }, { wrong: 'Welding & metal fabrication' }],
    ['extreme', 'largest single payment received on momo jan-mar?', (V) => Math.max(...momoOk(V).filter((r) => r.dir === 'CR').map((r) => r.amount)), { unit: 'UGX', wrong: () => 960000 }],
    ['extreme', 'Which course had the biggest unpaid fee balance at the end of term 2?', (V) => { const [c] = uniqueMax(Object.values(term(V, 2).courses).filter(Boolean).map((r) => [r.course, r.balance])); return T(c.split(' ')[0]); }, { wrong: 'Hairdressing & Cosmetology' }],
    // filter (3)
    ['filter', 'How much did we pay to suppliers by MoMo merchant payment in February (excluding charges)?', (V) => sum(momoOk(V).filter((r) => r.type === 'MERCHANT PAYMENT' && inMonth(r, 2)).map((r) => r.amount)), { unit: 'UGX', wrong: (V) => sum(momoOk(V).filter((r) => r.dir === 'DR' && inMonth(r, 2) && r.type !== 'TRANSFER TO BANK').map((r) => r.amount)) }],
    ['filter', 'Total MoMo payments received for hairdressing fees this term (Jan-Mar)?', (V) => sum(momoOk(V).filter((r) => r.dir === 'CR' && FEE_REF.test(r.ref) && courseOf(r.ref)?.code === 'HDR').map((r) => r.amount)), { unit: 'UGX', wrong: (V) => term(V, 3).courses.HDR.paid }],
    ['filter', 'term 1 fees collected in cash/bank (not momo) for the technical courses?', (V) => term(V, 1).depts.Technical.cash, { unit: 'UGX', wrong: (V) => term(V, 1).depts.Technical.momo }],
    // date (4)
    ['date', 'When did we pay Nakivubo Hardware?', (V) => D(mm(V).momo.rows.find((r) => /NAKIVUBO/.test(r.name)).date), { wrong: '2026-02-13' }],
    ['date', 'When is the next board meeting?', (V) => D(mm(V).minutes.nextMeeting), { wrong: '2026-07-31' }],
    ['date', 'On what date did the biggest sweep from MoMo to Stanbic go through?', (V) => D(uniqueMax(momoOk(V).filter((r) => r.type === 'TRANSFER TO BANK').map((r) => [r.date, r.amount]))[0]), { wrong: '2026-03-27' }],
    ['date', "when's the AGM", (V) => D(mm(V).minutes.agm), { wrong: '2026-07-11' }],
    // text (3)
    ['text', 'Who is our treasurer?', (V) => T(mm(V).minutes.treasurer, mm(V).minutes.treasurer.split(' ').at(-1)), { wrong: 'Grace Namatovu' }],
    ['text', 'Which supplier did the board choose for the new welding machine?', (V) => T(mm(V).minutes.supplier.split(' & ')[0], 'Nakivubo'), { wrong: 'Katwe Engineering Works' }],
    ['text', 'what fee increase did the board approve for next year', (V) => T(`${mm(V).minutes.feeIncrease}%`, `${mm(V).minutes.feeIncrease} per cent`, `${mm(V).minutes.feeIncrease} percent`), { wrong: '10%' }],
    // notfound (5)
    ['notfound', 'What was our training fees income in FY2023/24?', NF, { absent: 'the QuickBooks report covers July 2025 - March 2026 only and no document gives FY2023/24' }],
    ['notfound', 'How much did we receive on MoMo in December 2025?', NF, { absent: 'the MoMo statement covers 1 January - 31 March 2026' }],
    ['notfound', "What is the welding instructor's monthly salary?", NF, { absent: 'instructors are one line in QuickBooks; no salary by person or course' }],
    ['notfound', 'What is the budget for FY2026/27?', NF, { absent: 'only the FY2025/26 budget is in the files; the minutes set fees, not a budget' }],
    ['notfound', 'How much VAT was on the invoice for the March roof repair?', NF, { absent: 'only the Nakivubo Hardware receipt was photographed' }],
  ],
  kinta: [
    // lookup (6)
    ['lookup', 'What did we spend on TNB electricity in Q3?', (V) => kq(V, '62100', 2), { unit: 'RM', wrong: (V) => kq(V, '62100', 1) }],
    ['lookup', 'How much is budgeted for staff costs in 2026?', (V) => KT(V, 'Staff costs').b26, { unit: 'RM', wrong: (V) => KT(V, 'Staff costs').b25 }],
    ['lookup', 'What rate does SOCSO pay us per dialysis session?', (V) => kk(V).rates.socso, { unit: 'RM', wrong: (V) => kk(V).rates.baitulmal }],
    ['lookup', 'How much service tax was on the Kinta Jaya lunch receipt?', (V) => kk(V).receipt.tax, { unit: 'RM', wrong: (V) => kk(V).receipt.service }],
    ['lookup', "what's on the public bank FD", (V) => kk(V).report.cash['Public Bank fixed deposit'], { unit: 'RM', wrong: (V) => kk(V).report.cashTotal }],
    ['lookup', 'How many dialysis machines does the centre run?', (V) => kk(V).sessions.months[0].machines, { unit: 'n', wrong: (V) => kk(V).sessions.months[0].machines + kk(V).minutes.machines }],
    // sum (5)
    ['sum', 'What was the total raised for the Machine Appeal in 2025?', (V) => kyr(V, '42100'), { unit: 'RM', wrong: (V) => kq(V, '42100', 3) }],
    ['sum', 'How many dialysis sessions did we provide in 2025 altogether?', (V) => kk(V).sessions.year.total, { unit: 'n', wrong: (V) => kk(V).sessions.year.total * 2 }],
    ['sum', 'Total depreciation for 2025?', (V) => kyr(V, '68000') + kyr(V, '68100'), { unit: 'RM', wrong: (V) => kyr(V, '68000') }],
    ['sum', 'how much did donorbox donors give to the machine appeal jul-dec (gross)?', (V) => sum(dbOk(V).filter((d) => /machine/i.test(d.campaign)).map((d) => d.amount)), { unit: 'RM', wrong: (V) => r2(sum(dbOk(V).filter((d) => /machine/i.test(d.campaign)).map((d) => d.net))) }],
    ['sum', 'What did the nephrologist fees come to in the first half of the year?', (V) => kq(V, '61300', 0) + kq(V, '61300', 1), { unit: 'RM', wrong: (V) => kyr(V, '61300') }],
    // difference (4)
    ['difference', 'How much more did Baitulmal pay us in Q4 than in Q1?', (V) => r2(kq(V, '41100', 3) - kq(V, '41100', 0)), { unit: 'RM', wrong: (V) => r2(kq(V, '41000', 3) - kq(V, '41000', 0)) }],
    ['difference', "What's the difference between total income in 2025 and in 2024?", (V) => kk(V).report.income_a25 - kk(V).report.income_a24, { unit: 'RM', wrong: (V) => kk(V).report.income_a25 - kk(V).report.income_b25 }],
    ['difference', 'how much more did machine maintenance cost in Q4 vs Q3', (V) => r2(kq(V, '62400', 3) - kq(V, '62400', 2)), { unit: 'RM', wrong: (V) => r2(kq(V, '62400', 3) + kq(V, '62300', 3) - kq(V, '62400', 2) - kq(V, '62300', 2)) }],
    ['difference', 'By how much did the Maybank balance change between 1 October and 31 December?', (V) => r2(kk(V).bank.closing - kk(V).bank.opening), { unit: 'RM', wrong: (V) => r2(kk(V).bank.credits - kk(V).bank.debits + 1000) }],
    // percent (4)
    ['percent', 'What percentage of our 2025 dialysis sessions were for SOCSO patients?', (V) => (kk(V).sessions.year.socso / kk(V).sessions.year.total) * 100, { unit: '%', wrong: (V) => (kk(V).sessions.year.baitulmal / kk(V).sessions.year.total) * 100 }],
    ['percent', 'What was machine utilisation in November?', (V) => kk(V).sessions.months[10].util * 100, { unit: '%', wrong: (V) => kk(V).sessions.months[9].util * 100 }],
    ['percent', 'what % of donorbox gifts went on fees (processing + platform), counting only the ones that went through', (V) => (sum(dbOk(V).map((d) => d.processing + d.platform)) / sum(dbOk(V).map((d) => d.amount))) * 100, { unit: '%', wrong: () => 4.5 }],
    ['percent', 'By what percentage is the 2026 income budget up on the 2025 income budget?', (V) => ((kk(V).report.income_b26 - kk(V).report.income_b25) / kk(V).report.income_b25) * 100, { unit: '%', wrong: (V) => ((kk(V).report.income_b26 - kk(V).report.income_a25) / kk(V).report.income_a25) * 100 }],
    // variance (3)
    ['variance', 'How did charity dinner ticket sales do against budget in 2025?', (V) => KT(V, 'Charity dinner ticket').variance, { unit: 'RM', wrong: (V) => KT(V, 'Charity dinner ticket').a25 - KT(V, 'Charity dinner costs').a25 }],
    ['variance', "What's the variance on staff costs against the 2025 budget?", (V) => KT(V, 'Staff costs').variance, { unit: 'RM', wrong: (V) => KT(V, 'Staff costs').b26 - KT(V, 'Staff costs').a25 }],
    ['variance', 'consumables meds & lab tests - how far off budget were we last year (2025)?', (V) => KT(V, 'Consumables').variance, { unit: 'RM', wrong: (V) => KT(V, 'Consumables').a25 - KT(V, 'Consumables').a24 }],
    // ratio (3)
    ['ratio', "What's the ratio of Baitulmal sessions to self-pay sessions in 2025?", (V) => kk(V).sessions.year.baitulmal / kk(V).sessions.year.self, { unit: 'x', wrong: (V) => kk(V).sessions.year.self / kk(V).sessions.year.baitulmal }],
    ['ratio', 'What did dialysis consumables cost us per session in 2025?', (V) => kyr(V, '51000') / kk(V).sessions.year.total, { unit: 'RM', wrong: (V) => (kyr(V, '51000') + kyr(V, '51100') + kyr(V, '51200')) / kk(V).sessions.year.total }],
    ['ratio', 'What is the ratio of charity dinner ticket sales to the dinner costs for 2025?', (V) => kyr(V, '42200') / kyr(V, '63000'), { unit: 'x', wrong: (V) => kq(V, '42200', 2) / kq(V, '63000', 2) }],
    // average (3)
    ['average', 'Average number of dialysis sessions per month in 2025?', (V) => kk(V).sessions.year.total / 12, { unit: 'n', wrong: (V) => kk(V).sessions.quarters[3].total / 3 }],
    ['average', "What's the average Donorbox donation (leaving out refunded ones)?", (V) => sum(dbOk(V).map((d) => d.amount)) / dbOk(V).length, { unit: 'RM', wrong: (V) => sum(kk(V).donorbox.map((d) => d.amount)) / kk(V).donorbox.length }],
    ['average', 'avg quarterly TNB bill in 2025?', (V) => kyr(V, '62100') / 4, { unit: 'RM', wrong: (V) => kyr(V, '62100') / 12 }],
    // count (3)
    ['count', 'How many of the Donorbox donations were recurring?', (V) => dbOk(V).filter((d) => d.recurring === 'Yes').length, { unit: 'n', wrong: () => 3 }],
    ['count', 'How many refunds are there in the Donorbox export?', (V) => kk(V).donorbox.filter((d) => d.status === 'Refunded').length, { unit: 'n', wrong: () => 1 }],
    ['count', 'how many cash deposits went into maybank in november', (V) => kk(V).bank.rows.filter((r) => r.desc === 'CASH DEPOSIT' && r.date.slice(5, 7) === '11').length, { unit: 'n', wrong: () => 5 }],
    // extreme (4)
    ['extreme', 'Which month in 2025 had the most dialysis sessions?', (V) => T(uniqueMax(kk(V).sessions.months.map((m) => [m.month, m.total]))[0]), { wrong: 'October' }],
    ['extreme', "What's the biggest single donation in the Donorbox export?", (V) => Math.max(...dbOk(V).map((d) => d.amount)), { unit: 'RM', wrong: () => 3000 }],
    ['extreme', 'Which quarter of 2025 had the highest net profit?', (V) => { const i = kk(V).pl.lines['Net Profit'].vals.indexOf(uniqueMax(kk(V).pl.lines['Net Profit'].vals.map((v, j) => [j, v]))[1]); return T(`Q${i + 1}`, ['first', 'second', 'third', 'fourth'][i] + ' quarter', ['January', 'April', 'July', 'October'][i]); }, { wrong: 'Q3 2025' }],
    ['extreme', 'Largest payment out of the Maybank account in Oct-Dec?', (V) => Math.max(...kk(V).bank.rows.filter((r) => r.amount < 0).map((r) => -r.amount)), { unit: 'RM', wrong: () => 33800 }],
    // filter (3)
    ['filter', "Net amount from the 'Sponsor a Dialysis Session' campaign on Donorbox in Oct-Dec?", (V) => r2(sum(dbOk(V).filter((d) => /sponsor/i.test(d.campaign) && d.date >= '2025-10-01').map((d) => d.net))), { unit: 'RM', wrong: (V) => sum(dbOk(V).filter((d) => /sponsor/i.test(d.campaign) && d.date >= '2025-10-01').map((d) => d.amount)) }],
    ['filter', 'How much did we pay Dialife Supplies from Maybank in Q4?', (V) => r2(-sum(kk(V).bank.rows.filter((r) => /DIALIFE/.test(r.ref)).map((r) => r.amount))), { unit: 'RM', wrong: (V) => r2(-kk(V).bank.rows.filter((r) => /DIALIFE/.test(r.ref)).at(-1).amount) }],
    ['filter', 'How much came in from PERKESO on the Maybank statement?', (V) => r2(sum(kk(V).bank.rows.filter((r) => /KESELAMATAN SOSIAL|PERKESO/.test(r.ref) && r.amount > 0).map((r) => r.amount))), { unit: 'RM', wrong: (V) => r2(sum(kk(V).bank.rows.filter((r) => /KESELAMATAN SOSIAL|PERKESO/.test(r.ref)).map((r) => r.amount))) }],
    // date (4)
    ['date', 'When was the volunteers lunch at Kinta Jaya?', (V) => D(kk(V).receipt.date), { wrong: '2025-12-31' }],
    ['date', 'When is the AGM?', (V) => D(kk(V).minutes.agm), { wrong: '2026-03-14' }],
    ['date', 'From what date does the new self-pay rate apply?', (V) => D(kk(V).minutes.selfFrom), { wrong: '2026-01-10' }],
    ['date', 'when did the MOH dialysis subsidy hit the bank', (V) => D(kk(V).bank.rows.find((r) => /KEMENTERIAN KESIHATAN/.test(r.ref)).date), { wrong: '2025-11-18' }],
    // text (3)
    ['text', "Who's our treasurer?", (V) => T(kk(V).minutes.treasurer, 'Kavitha'), { wrong: 'Tan Boon Huat' }],
    ['text', 'Which company are we buying the two new dialysis machines from?', (V) => T(kk(V).minutes.supplier.replace(/ Sdn Bhd$/, '')), { wrong: 'Technomed Services' }],
    ['text', 'Who are our auditors?', (V) => T(kk(V).minutes.auditor.replace(/\.$/, ''), 'Lee, Rahman', 'Lee Rahman'), { wrong: 'Dialife Supplies Sdn Bhd' }],
    // notfound (5)
    ['notfound', 'What were our dialysis fees in 2023?', NF, { absent: 'the treasurer\'s report compares 2025 with 2024 only' }],
    ['notfound', 'How much came in through Donorbox in March 2025?', NF, { absent: 'the Donorbox export covers July - December 2025' }],
    ['notfound', "What's the head nurse's salary?", NF, { absent: 'nursing salaries are one account; no salary by person' }],
    ['notfound', 'What is the budget for 2027?', NF, { absent: 'the report gives budgets for 2025 and 2026 only' }],
    ['notfound', 'What did the printer charge for the AGM booklets?', NF, { absent: 'no printing invoice was uploaded' }],
  ],
};

export const ORGS = {
  mirembe: { name: 'Mirembe Youth Skills Centre', fiscalYearStart: 7, currency: 'UGX' },
  kinta: { name: "Kinta Valley Kidney Patients' Welfare Society", fiscalYearStart: 1, currency: 'RM' },
};
export const DOCS = {
  mirembe: [
    'QuickBooks Profit and Loss by Month Jul 2025 - Mar 2026.xlsx',
    'Budget vs Actuals Jul 2025 - Mar 2026.pdf',
    'MoMo merchant statement Jan-Mar 2026.csv',
    'Trainees and fees register FY2025-26.xlsx',
    "Treasurer's report to the Board - Q3 FY2025-26.pdf",
    'Board minutes 18 April 2026.docx',
    'Nakivubo Hardware e-receipt.jpg',
  ],
  kinta: [
    'Odoo Profit and Loss 2025 by quarter.xlsx',
    'Maybank statement Oct-Dec 2025.csv',
    'Dialysis sessions 2025.xlsx',
    'Donorbox donations Jul-Dec 2025.csv',
    "Treasurer's Report 2025 (AGM 2026).docx",
    'Committee minutes 10 January 2026.pdf',
    'Kinta Jaya lunch receipt.jpg',
  ],
};
