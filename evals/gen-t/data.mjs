// The one data module of set T: every figure in the documents and every expected answer comes from here.
// kalokalo: Kalokalo Disability Services Fiji (Suva; FJ$; fiscal year 1 August - 31 July; MYOB AccountRight,
//           a payroll bureau, BSP bank export, a donor grant acquittal, a mobility-shop receipt photo).
// sairidge: Sai Kung Ridge Youth Camp (Hong Kong; HK$; fiscal year 1 April - 31 March; audited statements,
//           a Stripe balance-history export, Q1 budget vs actual, a bookings register, the treasurer's AGM report,
//           a hardware-shop receipt photo paid by Octopus).

const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// =====================================================================================================
// KALOKALO (Fiji)
// =====================================================================================================
export const FJ_MONTHS = ['Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025'];

// payroll bureau register, July 2025: two fortnightly pay runs
export const PAYROLL = {
  bureau: 'Pacific Payroll Services Ltd',
  runs: [
    { ending: '2025-07-11', paid: '2025-07-14' },
    { ending: '2025-07-25', paid: '2025-07-28' },
  ],
  staff: [
    { no: 'KDS001', name: 'Litia Naivalu', pos: 'Programme Manager', rate: 28.5, hours: [80, 80] },
    { no: 'KDS002', name: 'Josaia Raikadroka', pos: 'Physiotherapist', rate: 24.0, hours: [80, 80] },
    { no: 'KDS003', name: 'Ana Vuniwai', pos: 'Occupational Therapist', rate: 23.0, hours: [80, 72] },
    { no: 'KDS004', name: 'Sanjay Prasad', pos: 'Finance Officer', rate: 19.5, hours: [80, 80] },
    { no: 'KDS005', name: 'Seini Koroi', pos: 'Community Outreach Officer', rate: 15.75, hours: [80, 88] },
    { no: 'KDS006', name: 'Ravneel Chand', pos: 'Driver', rate: 9.8, hours: [84, 80] },
    { no: 'KDS007', name: 'Makereta Tabua', pos: 'Disability Support Worker', rate: 10.25, hours: [80, 80] },
    { no: 'KDS008', name: 'Alesi Waqa', pos: 'Disability Support Worker', rate: 10.25, hours: [46, 52] },
  ],
};
// PAYE as the bureau's table works it out (a fortnightly threshold of $1,153.85, 18% above it), FNPF 8% / 10%
export function payLine(s, k) {
  const gross = r2(s.rate * s.hours[k]);
  const paye = r2(Math.max(0, gross - 1153.85) * 0.18);
  const fnpfEe = r2(gross * 0.08);
  const fnpfEr = r2(gross * 0.1);
  return { gross, paye, fnpfEe, fnpfEr, net: r2(gross - paye - fnpfEe) };
}
const runTot = (k, f) => sum(PAYROLL.staff.map((s) => payLine(s, k)[f]));
const julyGross = r2(runTot(0, 'gross') + runTot(1, 'gross'));
const julyEr = r2(runTot(0, 'fnpfEr') + runTot(1, 'fnpfEr'));

function fjAccounts() {
  const R = rng(2025);
  const between = (a, b) => r2(a + (b - a) * R());
  const m12 = (f) => Array.from({ length: 12 }, (_, i) => f(i));
  const wages = m12((i) => (i === 11 ? julyGross : between(21000, 23400)));
  return [
    { no: '4-1100', name: 'Govt Grant - MWCSP', type: 'I', m: [62500, 0, 0, 62500, 0, 0, 62500, 0, 0, 62500, 0, 0], budget: 250000 },
    { no: '4-1200', name: 'Donor Grant - Pacific Inclusion Fund', type: 'I', m: [0, 85000, 0, 0, 0, 0, 0, 85000, 0, 0, 0, 0], budget: 170000 },
    { no: '4-1300', name: 'Client Fees - Therapy', type: 'I', m: m12(() => between(3000, 5600)), budget: 50000 },
    { no: '4-1400', name: 'Donations - General', type: 'I', m: m12((i) => (i === 4 ? between(8200, 9400) : between(1500, 4000))), budget: 36000 },
    { no: '4-1500', name: 'Fundraising - Wheelchair Walk', type: 'I', m: m12((i) => (i === 2 ? 18642.5 : 0)), budget: 15000 },
    { no: '4-1900', name: 'Interest Income', type: 'I', m: m12(() => between(80, 140)), budget: 1200 },
    { no: '6-1100', name: 'Salaries & Wages', type: 'E', m: wages, budget: 270000 },
    { no: '6-1200', name: 'FNPF Employer Contributions', type: 'E', m: wages.map((w, i) => (i === 11 ? julyEr : r2(w * 0.1))), budget: 27000 },
    { no: '6-1300', name: 'Staff Training', type: 'E', m: [0, 0, 1850, 0, 0, 0, 2640, 0, 0, 975, 0, 0], budget: 6000 },
    { no: '6-2100', name: 'Rent - Gorrie Street', type: 'E', m: m12(() => 4800), budget: 57600 },
    { no: '6-2200', name: 'Electricity - EFL', type: 'E', m: m12(() => between(600, 950)), budget: 9000 },
    { no: '6-2300', name: 'Telephone & Internet', type: 'E', m: m12(() => between(380, 520)), budget: 5400 },
    { no: '6-3100', name: 'Assistive Devices', type: 'E', m: [6120.4, 4890, 9350.75, 3210, 2480.6, 7605.2, 5118.9, 13942.35, 4075, 8230.5, 3390.8, 6012.25], budget: 72000 },
    { no: '6-3200', name: 'Client Transport', type: 'E', m: m12(() => between(1200, 2400)), budget: 20000 },
    { no: '6-3300', name: 'Outreach Travel - Vanua Levu', type: 'E', m: [0, 7425.6, 0, 6980.15, 0, 0, 8110.4, 0, 7345.9, 0, 6620, 4723.7], budget: 38000 },
    { no: '6-4100', name: 'Motor Vehicle Expenses', type: 'E', m: m12(() => between(900, 1600)), budget: 15000 },
    { no: '6-4200', name: 'Insurance', type: 'E', m: m12((i) => (i === 0 ? 7850 : 0)), budget: 7500 },
    { no: '6-4300', name: 'Audit & Accounting Fees', type: 'E', m: m12((i) => (i === 2 ? 6850 : 350)), budget: 10200 },
    { no: '6-4400', name: 'Bank Charges', type: 'E', m: m12(() => between(35, 70)), budget: 600 },
    { no: '6-4500', name: 'Repairs & Maintenance', type: 'E', m: [0, 420, 0, 0, 1275.5, 0, 0, 380, 0, 2190, 0, 0], budget: 3000 },
  ].map((a) => ({ ...a, m: a.m.map(r2), total: sum(a.m) }));
}
export const FJ = { accounts: fjAccounts() };
{
  const inc = FJ.accounts.filter((a) => a.type === 'I'), exp = FJ.accounts.filter((a) => a.type === 'E');
  FJ.incMonth = FJ_MONTHS.map((_, i) => sum(inc.map((a) => a.m[i])));
  FJ.expMonth = FJ_MONTHS.map((_, i) => sum(exp.map((a) => a.m[i])));
  FJ.totInc = sum(inc.map((a) => a.total)); FJ.totExp = sum(exp.map((a) => a.total));
  FJ.budInc = sum(inc.map((a) => a.budget)); FJ.budExp = sum(exp.map((a) => a.budget));
  FJ.net = r2(FJ.totInc - FJ.totExp); FJ.budNet = r2(FJ.budInc - FJ.budExp);
}
export const acct = (name) => FJ.accounts.find((a) => a.name === name);

// BSP bank export, 1 August - 31 October 2025 (FY2026), oldest first, running balance
export const BANK = { opening: 84315.62, account: '2001 0458 7731', rows: [] };
{
  const T = [
    ['2025-08-01', 'MB TRF MWCSP QTR1 GRANT 2025-26', 0, 62500],
    ['2025-08-04', 'EFTPOS EXXON MOBIL NASINU', 286.4, 0],
    ['2025-08-05', 'DD VODAFONE FIJI LTD', 468.9, 0],
    ['2025-08-06', 'TRF PACIFIC PAYROLL - NET PAY', 9416.32, 0],
    ['2025-08-07', 'CHQ 000412 GORRIE ST PROPERTIES', 4800, 0],
    ['2025-08-11', 'DEP CLIENT FEES - THERAPY', 0, 1645],
    ['2025-08-13', 'BP FNPF CONTRIBUTIONS JUL25', 3942.37, 0],
    ['2025-08-15', 'BP ENERGY FIJI LTD', 742.18, 0],
    ['2025-08-18', 'DEP DONATIONS ST AGNES PARISH', 0, 2300],
    ['2025-08-20', 'TRF PACIFIC PAYROLL - NET PAY', 9388.05, 0],
    ['2025-08-25', 'DEP CLIENT FEES - THERAPY', 0, 2210.5],
    ['2025-08-29', 'BSP ACCOUNT KEEPING FEE', 12.5, 0],
    ['2025-09-02', 'CHQ 000413 SUVA MOBILITY & MEDICAL', 5964.3, 0],
    ['2025-09-03', 'TRF PACIFIC PAYROLL - NET PAY', 9421.77, 0],
    ['2025-09-05', 'DD VODAFONE FIJI LTD', 472.4, 0],
    ['2025-09-08', 'CHQ 000414 GORRIE ST PROPERTIES', 4800, 0],
    ['2025-09-10', 'DEP CLIENT FEES - THERAPY', 0, 1980],
    ['2025-09-12', 'BP FNPF CONTRIBUTIONS AUG25', 3890.41, 0],
    ['2025-09-16', 'BP ENERGY FIJI LTD', 698.55, 0],
    ['2025-09-17', 'TRF PACIFIC PAYROLL - NET PAY', 9402.6, 0],
    ['2025-09-19', 'TT PACIFIC INCLUSION FUND PIF-2025-031', 0, 90000],
    ['2025-09-24', 'DEP CLIENT FEES - THERAPY', 0, 2345],
    ['2025-09-26', 'EFTPOS TOTAL FIJI LABASA', 318.75, 0],
    ['2025-09-30', 'BSP ACCOUNT KEEPING FEE', 12.5, 0],
    ['2025-10-01', 'TRF PACIFIC PAYROLL - NET PAY', 9437.14, 0],
    ['2025-10-06', 'DD VODAFONE FIJI LTD', 465.2, 0],
    ['2025-10-07', 'CHQ 000415 GORRIE ST PROPERTIES', 4800, 0],
    ['2025-10-09', 'DEP CLIENT FEES - THERAPY', 0, 1720],
    ['2025-10-13', 'BP FNPF CONTRIBUTIONS SEP25', 3911.86, 0],
    ['2025-10-15', 'TRF PACIFIC PAYROLL - NET PAY', 9395.48, 0],
    ['2025-10-16', 'BP ENERGY FIJI LTD', 731.02, 0],
    ['2025-10-18', 'DEP WHEELCHAIR WALK 2025 TAKINGS', 0, 12860.25],
    ['2025-10-22', 'CHQ 000416 NAVUA BUS & TRANSPORT', 1140, 0],
    ['2025-10-27', 'DEP CLIENT FEES - THERAPY', 0, 2095],
    ['2025-10-29', 'TRF PACIFIC PAYROLL - NET PAY', 9410.93, 0],
    ['2025-10-31', 'BSP ACCOUNT KEEPING FEE', 12.5, 0],
  ];
  let bal = BANK.opening;
  for (const [date, desc, dr, cr] of T) { bal = r2(bal - dr + cr); BANK.rows.push({ date, desc, dr, cr, bal }); }
}

export const GRANT = {
  donor: 'Pacific Inclusion Fund', ref: 'PIF-2024-117', amount: 170000,
  signed: '2024-08-14', tranche1: '2024-09-20', tranche2: '2025-03-18', due: '2025-09-30', dated: '2025-09-26',
  preparedBy: 'Sanjay Prasad', approvedBy: 'Dr Mereani Tuivaga',
  clients: 214, devices: 137, clinics: 9,
  lines: [
    { name: 'Assistive devices & maintenance', budget: 62000, actual: 58416.2 },
    { name: 'Outreach clinics - Vanua Levu', budget: 38000, actual: 41205.75 },
    { name: 'Therapist salaries (part)', budget: 42000, actual: 42000 },
    { name: 'Community awareness & advocacy', budget: 12000, actual: 9138.4 },
    { name: 'Monitoring & evaluation', budget: 6000, actual: 4950 },
    { name: 'Administration (max 6%)', budget: 10000, actual: 9870 },
  ],
};
GRANT.totBudget = sum(GRANT.lines.map((l) => l.budget));
GRANT.totActual = sum(GRANT.lines.map((l) => l.actual));

export const FJ_RECEIPT = {
  shop: 'SUVA MOBILITY & MEDICAL SUPPLIES', addr: '22 Marks Street, Suva', tin: '50-21874-0-9', date: '2025-03-14', time: '10:42',
  items: [
    { d: 'Walking frame adult', q: 1, p: 189.0 },
    { d: 'Crutches alum (pr)', q: 2, p: 96.5 },
    { d: 'Pressure cushion', q: 1, p: 245.0 },
    { d: 'Rubber ferrules', q: 4, p: 6.25 },
  ],
  paid: 'EFTPOS',
};
FJ_RECEIPT.total = sum(FJ_RECEIPT.items.map((i) => i.q * i.p));
FJ_RECEIPT.vat = r2(FJ_RECEIPT.total * 15 / 115);

// =====================================================================================================
// SAIRIDGE (Hong Kong)
// =====================================================================================================
export const RATES = { 'Day Camp': 280, '2D1N': 620, '3D2N': 960 };
const NIGHTS = { 'Day Camp': 0, '2D1N': 1, '3D2N': 2 };
export const BOOKINGS = [
  ['SR24-001', 'Sai Kung Central Lee Siu Yam Memorial School', '2D1N', '2024-04-18', 86, 'Confirmed', 'Cheque'],
  ['SR24-002', "St. Paul's Co-educational College", '3D2N', '2024-04-24', 112, 'Confirmed', 'Bank transfer'],
  ['SR24-003', 'Tseung Kwan O Methodist Primary School', 'Day Camp', '2024-05-09', 140, 'Confirmed', 'FPS'],
  ['SR24-004', 'YMCA Tuen Mun Youth Centre', '2D1N', '2024-05-17', 38, 'Cancelled', 'FPS'],
  ['SR24-005', 'Po Leung Kuk Ngan Po Ling College', '3D2N', '2024-06-05', 124, 'Confirmed', 'Cheque'],
  ['SR24-006', 'Tsuen Wan Catholic Primary School', 'Day Camp', '2024-06-20', 96, 'Confirmed', 'FPS'],
  ['SR24-007', 'Ma On Shan Scout Group 12th', '2D1N', '2024-09-13', 42, 'Confirmed', 'FPS'],
  ['SR24-008', 'Diocesan Girls\' Junior School', 'Day Camp', '2024-09-26', 118, 'Confirmed', 'Cheque'],
  ['SR24-009', 'Hong Kong Red Cross Youth Unit 204', '2D1N', '2024-10-04', 55, 'Confirmed', 'FPS'],
  ['SR24-010', 'Shatin Pui Ying College', '3D2N', '2024-10-16', 148, 'Confirmed', 'Bank transfer'],
  ['SR24-011', 'Kowloon True Light School', '2D1N', '2024-10-30', 92, 'Cancelled', 'Cheque'],
  ['SR24-012', 'Yan Chai Hospital Social Services - Youth', 'Day Camp', '2024-11-08', 64, 'Confirmed', 'FPS'],
  ['SR24-013', 'Heep Yunn School', '3D2N', '2024-11-20', 131, 'Confirmed', 'Cheque'],
  ['SR24-014', 'Sai Kung Sung Tsun Catholic School', 'Day Camp', '2024-12-06', 152, 'Confirmed', 'Cheque'],
  ['SR24-015', 'Boys\' Brigade Hong Kong 8th Company', '2D1N', '2024-12-13', 47, 'Confirmed', 'FPS'],
  ['SR24-016', 'Queen Elizabeth School Old Students\' Assn', '2D1N', '2025-01-10', 60, 'Cancelled', 'Bank transfer'],
  ['SR24-017', 'La Salle Primary School', 'Day Camp', '2025-01-17', 128, 'Confirmed', 'Cheque'],
  ['SR24-018', 'Caritas Youth and Community Service Tai Po', '2D1N', '2025-02-14', 58, 'Confirmed', 'FPS'],
  ['SR24-019', 'Wah Yan College, Kowloon', '3D2N', '2025-02-26', 139, 'Confirmed', 'Bank transfer'],
  ['SR24-020', 'HKFYG Leadership Institute', '2D1N', '2025-03-07', 72, 'Confirmed', 'FPS'],
  ['SR24-021', 'Tung Wah Group of Hospitals Kap Yan Directors\' College', '3D2N', '2025-03-19', 117, 'Confirmed', 'Cheque'],
  ['SR24-022', 'Clearwater Bay School', 'Day Camp', '2025-03-27', 104, 'Confirmed', 'FPS'],
].map(([ref, group, prog, arrival, pax, status, paid]) => ({ ref, group, prog, arrival, nights: NIGHTS[prog], pax, rate: RATES[prog], fee: pax * RATES[prog], status, paid }));
const conf = BOOKINGS.filter((b) => b.status === 'Confirmed');

// audited statements, year ended 31 March 2025 (cy) and 2024 (py)
export const AFS = {
  auditor: 'Lam, Cheung & Co.', entity: 'Ridgeview Youth Outdoor Foundation Limited',
  income: [
    { name: 'Camp fees - schools and groups', note: 4, cy: sum(conf.map((b) => b.fee)), py: 762340 },
    { name: 'Camp fees - holiday programmes', note: 4, cy: 386420, py: 341980 },
    { name: 'Subvention from the Social Welfare Department', note: 5, cy: 1250000, py: 1200000 },
    { name: 'Donations', cy: 214366, py: 187250 },
    { name: 'Grant - Harbour Charitable Trust', note: 6, cy: 300000, py: 0 },
    { name: 'Catering income', cy: 96540, py: 88120 },
    { name: 'Bank interest income', cy: 18734, py: 11502 },
  ],
  expenditure: [
    { name: 'Staff costs', note: 7, cy: 1682600, py: 1546400 },
    { name: 'Contributions to MPF scheme', note: 7, cy: 61850, py: 58300 },
    { name: 'Food and catering', cy: 248915, py: 221700 },
    { name: 'Utilities', cy: 142380, py: 131650 },
    { name: 'Repairs and maintenance of campsite', cy: 96420, py: 72815 },
    { name: 'Programme equipment', cy: 58230, py: 49960 },
    { name: 'Insurance', cy: 44600, py: 41200 },
    { name: 'Coach hire', cy: 71940, py: 64300 },
    { name: 'Payment processing fees', cy: 14287, py: 11930 },
    { name: "Auditor's remuneration", cy: 28000, py: 26500 },
    { name: 'Depreciation', note: 8, cy: 185400, py: 176200 },
    { name: 'Sundry expenses', cy: 19873, py: 22105 },
  ],
};
AFS.totInc = { cy: sum(AFS.income.map((x) => x.cy)), py: sum(AFS.income.map((x) => x.py)) };
AFS.totExp = { cy: sum(AFS.expenditure.map((x) => x.cy)), py: sum(AFS.expenditure.map((x) => x.py)) };
AFS.surplus = { cy: AFS.totInc.cy - AFS.totExp.cy, py: AFS.totInc.py - AFS.totExp.py };
{
  const py = { ppe: 2912700, recv: 61450, prep: 19880, cash: 968210, adv: 118400, accr: 49320, frf: 300000 };
  const pyFunds = py.ppe + py.recv + py.prep + py.cash - py.adv - py.accr;
  const cy = { ppe: 2846300, recv: 48320, prep: 22910, adv: 132600, accr: 54780, frf: 600000 };
  const cyFunds = pyFunds + AFS.surplus.cy;
  cy.cash = cyFunds + cy.adv + cy.accr - cy.ppe - cy.recv - cy.prep;
  cy.gen = cyFunds - cy.frf; py.gen = pyFunds - py.frf;
  AFS.bs = { cy, py };
  AFS.pyGenOpening = py.gen - AFS.surplus.py; // general fund at 1 April 2023 (before 2023/24 surplus; FRF set up before that)
}

// Stripe balance history, 1 June - 31 August 2025 (FY2025/26), created times 01:00-09:59 UTC (same day in HK)
export const STRIPE = [];
{
  const R = rng(852);
  const price = { 'Summer Day Camp (5 days)': 1280, 'Summer Camp 3D2N': 2680, 'Junior Rangers Day': 390 };
  const names = Object.keys(price);
  let n = 0;
  const days = [];
  for (let m = 6; m <= 8; m++) for (let d = 1; d <= (m === 6 ? 30 : 31); d++) days.push(`2025-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
  const id = (p) => p + '_3Q' + Math.floor(R() * 1e14).toString(36).padStart(9, 'x').slice(0, 9).toUpperCase() + (100 + n);
  const charges = [];
  for (let k = 0; k < 34; k++) {
    const day = days[Math.floor(R() * days.length)];
    const prog = names[Math.floor(R() * names.length)];
    const kids = 1 + Math.floor(R() * 3);
    const disc = kids > 1 ? 0.9 : 1;
    const amount = r2(price[prog] * kids * disc);
    const h = 1 + Math.floor(R() * 9), mi = Math.floor(R() * 60), s = Math.floor(R() * 60);
    charges.push({ day, t: `${String(h).padStart(2, '0')}:${String(mi).padStart(2, '0')}:${String(s).padStart(2, '0')}`, prog, kids, amount });
  }
  charges.sort((a, b) => (a.day + a.t).localeCompare(b.day + b.t));
  let bk = 100;
  const rows = [];
  for (const c of charges) {
    n++; bk++;
    const fee = r2(c.amount * 0.034 + 2.35);
    rows.push({ id: id('txn'), type: 'charge', source: id('ch'), amount: c.amount, fee, net: r2(c.amount - fee), created: `${c.day} ${c.t}`, day: c.day, prog: c.prog, desc: `${c.prog} x${c.kids} - booking SR25-${bk}` });
  }
  // three refunds of earlier charges (full), no fee returned
  for (const k of [4, 15, 26]) {
    const c = rows[k];
    const d = new Date(c.day + 'T00:00:00Z'); d.setUTCDate(d.getUTCDate() + 6);
    const day = d.toISOString().slice(0, 10);
    n++;
    rows.push({ id: id('txn'), type: 'refund', source: id('re'), amount: -c.amount, fee: 0, net: -c.amount, created: `${day} 03:${String(10 + k).padStart(2, '0')}:07`, day, prog: c.prog, desc: `REFUND ${c.desc.split(' - ')[1]}` });
  }
  // payouts each Monday of the net created in the seven days before
  const mondays = days.filter((d) => new Date(d + 'T00:00:00Z').getUTCDay() === 1);
  for (const mo of mondays) {
    const from = new Date(mo + 'T00:00:00Z'); from.setUTCDate(from.getUTCDate() - 7);
    const f = from.toISOString().slice(0, 10);
    const net = sum(rows.filter((r) => r.type !== 'payout' && r.day >= f && r.day < mo).map((r) => r.net));
    if (net <= 0) continue;
    n++;
    rows.push({ id: id('txn'), type: 'payout', source: id('po'), amount: -net, fee: 0, net: -net, created: `${mo} 00:30:00`, day: mo, prog: '', desc: 'STRIPE PAYOUT' });
  }
  rows.sort((a, b) => b.created.localeCompare(a.created)); // Stripe exports newest first
  STRIPE.push(...rows);
}

// budget vs actual, FY2025/26 Q1 (April - June 2025)
export const BVA = {
  income: [
    { name: 'Camp fees - schools & groups', a: [68320, 94150, 71880], qb: 240000, fy: 820000 },
    { name: 'Camp fees - holiday programmes', a: [8640, 12380, 46915], qb: 60000, fy: 400000 },
    { name: 'SWD subvention', a: [106250, 106250, 106250], qb: 318750, fy: 1275000 },
    { name: 'Donations', a: [14200, 9850, 22615], qb: 45000, fy: 220000 },
    { name: 'Catering income', a: [7320, 9960, 8415], qb: 24000, fy: 100000 },
    { name: 'Bank interest', a: [1480, 1395, 1522], qb: 4500, fy: 18000 },
  ],
  expenditure: [
    { name: 'Staff costs (incl. MPF)', a: [146400, 146400, 149950], qb: 440000, fy: 1760000 },
    { name: 'Food & catering', a: [17640, 24310, 23185], qb: 60000, fy: 255000 },
    { name: 'Utilities', a: [10420, 11870, 14935], qb: 36000, fy: 146000 },
    { name: 'Repairs & maintenance', a: [6210, 3980, 18460], qb: 22500, fy: 95000 },
    { name: 'Programme equipment', a: [2840, 5120, 9765], qb: 15000, fy: 60000 },
    { name: 'Insurance', a: [44900, 0, 0], qb: 45000, fy: 45000 },
    { name: 'Coach hire', a: [5400, 8100, 6350], qb: 18000, fy: 74000 },
    { name: 'Payment processing fees', a: [512, 688, 1974], qb: 3000, fy: 15000 },
    { name: 'Sundry', a: [1630, 1215, 2480], qb: 5000, fy: 20000 },
  ],
};
for (const g of ['income', 'expenditure']) for (const l of BVA[g]) { l.q = sum(l.a); l.v = r2(l.q - l.qb); }
BVA.tot = {};
for (const g of ['income', 'expenditure']) BVA.tot[g] = { a: [0, 1, 2].map((i) => sum(BVA[g].map((l) => l.a[i]))), q: sum(BVA[g].map((l) => l.q)), qb: sum(BVA[g].map((l) => l.qb)), fy: sum(BVA[g].map((l) => l.fy)) };

export const TREASURER = {
  name: 'Winnie Tsang', agm: '2025-09-18', approvedFrf: '2025-03-12', contractor: 'Tai Chung Engineering Ltd', tender: 486000, start: 'November 2025',
};

export const HK_RECEIPT = {
  shop: 'SAI KUNG HARDWARE CO.', addr: 'G/F, 18 Man Nin Street, Sai Kung', date: '2025-07-09', time: '14:18',
  items: [
    { d: 'NYLON ROPE 20M', q: 2, p: 68.0 },
    { d: 'LED HEAD TORCH', q: 6, p: 45.0 },
    { d: 'AA BATTERY 24PK', q: 2, p: 89.0 },
    { d: 'TARPAULIN 3X4M', q: 3, p: 55.0 },
    { d: 'CABLE TIES 100PC', q: 1, p: 18.5 },
  ],
  discPct: 5, octopusBefore: 941.5,
};
HK_RECEIPT.sub = sum(HK_RECEIPT.items.map((i) => i.q * i.p));
HK_RECEIPT.disc = r2(HK_RECEIPT.sub * HK_RECEIPT.discPct / 100);
HK_RECEIPT.total = r2(HK_RECEIPT.sub - HK_RECEIPT.disc);
HK_RECEIPT.octopusAfter = r2(HK_RECEIPT.octopusBefore - HK_RECEIPT.total);

// =====================================================================================================
// CASES
// =====================================================================================================
const fmt = (v, dp = 2) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dateForms = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Ms = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${y}-${mm}-${dd}`, `${d} ${Ms} ${y}`, `${Ms} ${d}, ${y}`, `${d}th ${M} ${y}`, `${d}st ${M} ${y}`, `${d}nd ${M} ${y}`, `${d}rd ${M} ${y}`];
};
const longDate = (iso) => dateForms(iso)[0];
export const CASES = [];
let cur = null;
const counter = { kalokalo: 0, sairidge: 0 };
function add(kind, question, answer, ideal, wrong) {
  counter[cur]++;
  CASES.push({ id: `${cur}-${String(counter[cur]).padStart(3, '0')}`, org: cur, kind, question, answer, ideal, wrong });
}
// number: value as asked; unit '$' for money; dp printed; wrongV a plausible mistaken figure
function N(kind, q, value, { unit = '$', dp = kind === 'ratio' ? 3 : 2, wrongV, why = '' } = {}) {
  const v = Math.round(value * 10 ** dp) / 10 ** dp;
  const show = (x) => (unit === '%' ? `${fmt(x, dp)}%` : `${unit}${fmt(x, dp)}`);
  const w = wrongV ?? v * 1.18 + 7;
  if (Math.abs(Math.abs(w) - Math.abs(v)) <= 0.01 * Math.abs(v) + 0.01) throw new Error(`wrong too close: ${q}`);
  add(kind, q, { type: 'number', value: v, tolerance: 0.005 }, `${show(v)}. ${why}`.trim(), `${show(w)}.`);
}
function X(kind, q, any, wrongText, why = '') { add(kind, q, { type: 'text', any }, `${any[0]}. ${why}`.trim(), `${wrongText}.`); }
function D(q, iso, wrongIso) { X('date', q, dateForms(iso), longDate(wrongIso)); }
function NF(q, wrongText) { add('notfound', q, { type: 'notfound' }, 'That is not in the documents you uploaded; none of them covers it.', wrongText); }

// ----------------------------------------------------------------------------------------- kalokalo
cur = 'kalokalo';
{
  const A = acct;
  const mi = (label) => FJ_MONTHS.indexOf(label);
  const rangeSum = (name, a, b) => sum(A(name).m.slice(mi(a), mi(b) + 1));
  const pr = (k, f) => runTot(k, f);
  const staffTot = (s, f) => r2(payLine(s, 0)[f] + payLine(s, 1)[f]);
  const exp = FJ.accounts.filter((a) => a.type === 'E');
  const dep = BANK.rows.filter((r) => r.cr > 0);
  const wd = BANK.rows.filter((r) => r.dr > 0);
  const payrollTrf = BANK.rows.filter((r) => /PACIFIC PAYROLL/.test(r.desc));
  const fnpfPaid = BANK.rows.filter((r) => /FNPF/.test(r.desc));
  const g = (name) => GRANT.lines.find((l) => l.name.startsWith(name));

  N('lookup', 'how much was rent for gorrie st in FY2025', A('Rent - Gorrie Street').total, { wrongV: 4800 });
  N('lookup', 'What did the Ministry (MWCSP) grant bring in during November 2024?', A('Govt Grant - MWCSP').m[mi('Nov 2024')], { wrongV: 250000 });
  N('lookup', "whats josaia's gross for the fortnight ending 25 july", payLine(PAYROLL.staff[1], 1).gross, { wrongV: payLine(PAYROLL.staff[1], 1).net });
  N('lookup', 'What is the approved budget for the outreach clinics line in the Pacific Inclusion Fund acquittal?', g('Outreach').budget, { wrongV: g('Outreach').actual });
  N('lookup', 'What was the FY25 budget for assistive devices?', A('Assistive Devices').budget, { wrongV: A('Assistive Devices').total });
  N('lookup', 'bsp balance at 31 oct 2025?', BANK.rows.at(-1).bal, { wrongV: BANK.opening });
  N('lookup', 'how much was the pressure cushion on the suva mobility receipt', FJ_RECEIPT.items[2].p, { wrongV: FJ_RECEIPT.items[0].p });

  N('sum', 'Total therapy client fees for January to March 2025?', rangeSum('Client Fees - Therapy', 'Jan 2025', 'Mar 2025'), { wrongV: rangeSum('Client Fees - Therapy', 'Dec 2024', 'Feb 2025') });
  N('sum', 'how much did we get in general donations in the first half of the financial year ending July 2025 (aug to jan)', rangeSum('Donations - General', 'Aug 2024', 'Jan 2025'), { wrongV: rangeSum('Donations - General', 'Aug 2024', 'Dec 2024') });
  N('sum', 'total PAYE deducted across both July 2025 pays?', r2(pr(0, 'paye') + pr(1, 'paye')), { wrongV: pr(1, 'paye') });
  N('sum', 'What was the total of all deposits into the BSP account in September 2025?', sum(dep.filter((r) => r.date.startsWith('2025-09')).map((r) => r.cr)), { wrongV: 90000 });
  N('sum', 'total staff costs FY25 - wages plus employer FNPF', r2(A('Salaries & Wages').total + A('FNPF Employer Contributions').total), { wrongV: A('Salaries & Wages').total });

  NF('What was our net profit for FY2023?', `It was $${fmt(FJ.net * 0.8)}.`);
  NF("What was Litia's gross pay in June 2025?", `Her gross was $${fmt(payLine(PAYROLL.staff[0], 0).gross)}.`);
  NF('whats the FY2026 budget for staff training', `$${fmt(A('Staff Training').budget)}.`);
  NF('How much did the Labasa outreach clinic cost on its own under the PIF grant?', `About $${fmt(g('Outreach').actual / 3)}.`);
  NF('what was the invoice number on the navua bus & transport invoice we paid in oct 2025', 'It was invoice NBT-20451.');

  N('difference', 'How much more did general donations bring in during December 2024 than November 2024?', r2(A('Donations - General').m[mi('Dec 2024')] - A('Donations - General').m[mi('Nov 2024')]), { wrongV: A('Donations - General').m[mi('Dec 2024')] });
  N('difference', 'difference in motor vehicle costs between Q1 FY25 and Q2 FY25?', Math.abs(r2(rangeSum('Motor Vehicle Expenses', 'Nov 2024', 'Jan 2025') - rangeSum('Motor Vehicle Expenses', 'Aug 2024', 'Oct 2024'))), { wrongV: Math.abs(r2(rangeSum('Motor Vehicle Expenses', 'Oct 2024', 'Dec 2024') - rangeSum('Motor Vehicle Expenses', 'Jul 2025', 'Jul 2025') - rangeSum('Motor Vehicle Expenses', 'Aug 2024', 'Sep 2024'))) });
  N('difference', 'For the pay run ending 11 July 2025, what is the gap between total gross and total net pay?', r2(pr(0, 'gross') - pr(0, 'net')), { wrongV: pr(0, 'paye') });
  N('difference', 'how much of the PIF grant was left unspent at the end', r2(GRANT.totBudget - GRANT.totActual), { wrongV: r2(g('Outreach').actual - g('Outreach').budget) });

  N('percent', 'What % of the client transport budget did we actually spend in FY25?', A('Client Transport').total / A('Client Transport').budget * 100, { unit: '%', wrongV: (A('Client Transport').total / A('Client Transport').budget - 1) * 100 + 30 });
  N('percent', 'what share of total income for the year to 31 July 2025 came from the MWCSP grant, as a %', A('Govt Grant - MWCSP').total / FJ.totInc * 100, { unit: '%', wrongV: A('Govt Grant - MWCSP').total / (FJ.totInc - A('Govt Grant - MWCSP').total) * 100 });
  N('percent', 'What percentage of the approved assistive devices budget under the PIF grant was used?', g('Assistive').actual / g('Assistive').budget * 100, { unit: '%', wrongV: g('Assistive').actual / GRANT.totBudget * 100 });
  N('percent', 'salaries & wages as % of total expenses FY25?', A('Salaries & Wages').total / FJ.totExp * 100, { unit: '%', wrongV: A('Salaries & Wages').total / FJ.totInc * 100 - 6 });

  D('When was the Pacific Inclusion Fund grant agreement signed?', GRANT.signed, GRANT.tranche1);
  D('date on the suva mobility receipt?', FJ_RECEIPT.date, '2025-04-14');
  D('what day did the MWCSP quarterly grant hit the bank in Aug 2025', BANK.rows.find((r) => /MWCSP/.test(r.desc)).date, '2025-08-04');
  D('When did we receive the second PIF tranche?', GRANT.tranche2, GRANT.tranche1);

  {
    const ad = A('Assistive Devices').m; const i = ad.indexOf(Math.max(...ad));
    const [mon, yr] = FJ_MONTHS[i].split(' '); const full = MONTHS.find((M) => M.startsWith(mon));
    X('extreme', 'which month in FY25 had the biggest spend on assistive devices', [`${full} ${yr}`, `${mon} ${yr}`, `${mon}-${yr.slice(2)}`, full], 'October 2024');
    const top = PAYROLL.staff.map((s) => [s.name, staffTot(s, 'gross')]).sort((a, b) => b[1] - a[1])[0];
    X('extreme', 'Who had the highest gross pay on the July 2025 payroll (both pays together)?', [top[0], top[0].split(' ')[0]], 'Josaia Raikadroka');
    const big = wd.reduce((m, r) => (r.dr > m.dr ? r : m));
    N('extreme', 'biggest single withdrawal from the bsp account aug-oct 2025?', big.dr, { wrongV: 5964.3 });
    const over = exp.map((a) => [a.name, a.total - a.budget]).sort((a, b) => b[1] - a[1])[0];
    X('extreme', 'Which expense account went furthest over budget in dollar terms in FY2025?', [over[0], over[0].split(' - ')[0]], 'Assistive Devices');
  }

  N('average', 'average monthly electricity cost in FY25?', A('Electricity - EFL').total / 12, { wrongV: A('Electricity - EFL').budget / 12 });
  N('average', 'What was the average gross pay per employee in the pay run ending 25 July 2025?', pr(1, 'gross') / PAYROLL.staff.length, { wrongV: pr(1, 'net') / PAYROLL.staff.length });
  N('average', 'avg net pay transfer to the payroll company per pay run, aug-oct 2025', sum(payrollTrf.map((r) => r.dr)) / payrollTrf.length, { wrongV: sum(payrollTrf.map((r) => r.dr)) / 3 });

  N('count', 'In how many months of FY25 did we have outreach travel costs to Vanua Levu?', A('Outreach Travel - Vanua Levu').m.filter((x) => x > 0).length, { dp: 0, unit: '', wrongV: 12 });
  N('count', 'how many staff are on the july payroll', PAYROLL.staff.length, { dp: 0, unit: '', wrongV: 16 });
  N('count', 'How many client fee deposits were banked between August and October 2025?', BANK.rows.filter((r) => /CLIENT FEES/.test(r.desc)).length, { dp: 0, unit: '', wrongV: 3 });

  N('filter', 'total paid to FNPF out of the bank aug-oct 2025', sum(fnpfPaid.map((r) => r.dr)), { wrongV: fnpfPaid[0].dr });
  N('filter', 'What was the total gross pay for disability support workers in July 2025?', r2(PAYROLL.staff.filter((s) => s.pos === 'Disability Support Worker').reduce((t, s) => t + staffTot(s, 'gross'), 0)), { wrongV: staffTot(PAYROLL.staff[6], 'gross') });
  N('filter', 'Adding up only the expense accounts that came in under budget in FY25, how much under budget were they in total?', Math.abs(sum(exp.map((a) => r2(a.total - a.budget)).filter((d) => d < 0))), { wrongV: Math.abs(FJ.budExp - FJ.totExp) });

  N('variance', 'how far over or under budget were salaries & wages in FY25', r2(A('Salaries & Wages').total - A('Salaries & Wages').budget), { wrongV: r2(A('Salaries & Wages').total - A('Salaries & Wages').budget) * 2 + 500 });
  N('variance', 'Total income for the year ended July 2025 vs budget — what is the variance?', r2(FJ.totInc - FJ.budInc), { wrongV: r2(FJ.net - FJ.budNet) });
  N('variance', 'variance on the outreach clinics line of the PIF acquittal (budget vs actual)?', r2(g('Outreach').budget - g('Outreach').actual), { wrongV: r2(g('Assistive').budget - g('Assistive').actual) });

  X('text', 'Who prepared the PIF acquittal report?', [GRANT.preparedBy], GRANT.approvedBy);
  X('text', 'which company runs our payroll', ['Pacific Payroll Services', 'Pacific Payroll'], 'Fiji Revenue and Customs Service');
  X('text', 'how did we pay at suva mobility - cash or card?', ['EFTPOS', 'card'], 'Cash');

  N('ratio', 'What is the ratio of total income to total expenses for FY2025?', FJ.totInc / FJ.totExp, { unit: '', wrongV: FJ.totExp / FJ.totInc * 0.9 });
  N('ratio', 'ratio of employer fnpf to employee fnpf in july 2025 payroll', (pr(0, 'fnpfEr') + pr(1, 'fnpfEr')) / (pr(0, 'fnpfEe') + pr(1, 'fnpfEe')), { unit: '', wrongV: 0.8 });
}

// ----------------------------------------------------------------------------------------- sairidge
cur = 'sairidge';
{
  const inc = (n) => AFS.income.find((x) => x.name.startsWith(n));
  const ex = (n) => AFS.expenditure.find((x) => x.name.startsWith(n));
  const bi = (n) => BVA.income.find((x) => x.name.startsWith(n));
  const be = (n) => BVA.expenditure.find((x) => x.name.startsWith(n));
  const ch = STRIPE.filter((r) => r.type === 'charge');
  const rf = STRIPE.filter((r) => r.type === 'refund');
  const po = STRIPE.filter((r) => r.type === 'payout');
  const inMonth = (rows, m) => rows.filter((r) => r.day.startsWith(`2025-${m}`));
  const bs = AFS.bs;
  const U = 'HK$';

  N('lookup', 'How much was the SWD subvention in 2024/25?', inc('Subvention').cy, { unit: U, wrongV: inc('Subvention').py });
  N('lookup', 'depreciation for the year ended 31 march 2024?', ex('Depreciation').py, { unit: U, wrongV: ex('Depreciation').cy });
  N('lookup', 'What was cash at bank at 31 March 2025?', bs.cy.cash, { unit: U, wrongV: bs.py.cash });
  N('lookup', 'q1 budget for food & catering 25/26', be('Food').qb, { unit: U, wrongV: be('Food').q });
  N('lookup', "how many kids came on the St Paul's Co-ed camp", BOOKINGS.find((b) => b.ref === 'SR24-002').pax, { unit: '', dp: 0, wrongV: 124 });
  N('lookup', 'what did the head torches come to on the sai kung hardware receipt', HK_RECEIPT.items[1].q * HK_RECEIPT.items[1].p, { unit: U, wrongV: HK_RECEIPT.items[1].p });

  N('sum', 'Total gross Stripe charges taken in July 2025?', sum(inMonth(ch, '07').map((r) => r.amount)), { unit: U, wrongV: sum(inMonth(ch, '07').map((r) => r.net)) });
  N('sum', 'total stripe fees jun-aug 2025', sum(STRIPE.map((r) => r.fee)), { unit: U, wrongV: sum(inMonth(ch, '08').map((r) => r.fee)) });
  N('sum', 'What was total actual income for April to June 2025?', BVA.tot.income.q, { unit: U, wrongV: BVA.tot.income.a[0] + BVA.tot.income.a[1] });
  N('sum', 'how many participants in total across all confirmed bookings in 2024-25', sum(conf.map((b) => b.pax)), { unit: '', dp: 0, wrongV: sum(BOOKINGS.map((b) => b.pax)) });
  N('sum', 'Total staff costs including MPF for 2024/25?', ex('Staff').cy + ex('Contributions').cy, { unit: U, wrongV: ex('Staff').cy });

  NF('What were the camp fees from schools in 2022/23?', `They were ${U}${fmt(698450, 0)}.`);
  NF('What was the Stripe payout on 1 September 2025?', `The payout was ${U}${fmt(po[0].amount)}.`);
  NF('whats the 2026/27 budget for utilities', `${U}${fmt(152000, 0)}.`);
  NF('how much were the gas cylinders on the july receipt from the LPG supplier', `They cost ${U}${fmt(1260, 2)}.`);
  NF('How much was the camp director paid in 2024/25?', `About ${U}${fmt(486000, 0)}.`);

  N('difference', 'how much did donations go up from 2023/24 to 2024/25', inc('Donations').cy - inc('Donations').py, { unit: U, wrongV: inc('Donations').cy });
  N('difference', 'How much more did we take on Stripe in July 2025 than in June 2025 (gross charges)?', Math.abs(sum(inMonth(ch, '07').map((r) => r.amount)) - sum(inMonth(ch, '06').map((r) => r.amount))), { unit: U, wrongV: Math.abs(sum(inMonth(ch, '08').map((r) => r.amount)) - sum(inMonth(ch, '07').map((r) => r.amount))) });
  N('difference', 'utilities june vs april 2025 - how much more in june?', be('Utilities').a[2] - be('Utilities').a[0], { unit: U, wrongV: be('Utilities').a[2] - be('Utilities').a[1] });
  N('difference', 'By how much did fees received in advance change between 31 Mar 2024 and 31 Mar 2025?', bs.cy.adv - bs.py.adv, { unit: U, wrongV: bs.cy.accr - bs.py.accr });

  N('percent', 'What % of total income in 2024/25 was the SWD subvention?', inc('Subvention').cy / AFS.totInc.cy * 100, { unit: '%', wrongV: inc('Subvention').cy / AFS.totExp.cy * 100 - 4 });
  N('percent', 'stripe fees as a % of gross charges jun-aug 2025', sum(ch.map((r) => r.fee)) / sum(ch.map((r) => r.amount)) * 100, { unit: '%', wrongV: 3.4 });
  N('percent', 'How much of the full-year 2025/26 budget for staff costs was used in Q1, as a %?', be('Staff').q / be('Staff').fy * 100, { unit: '%', wrongV: be('Staff').q / be('Staff').qb * 100 });
  N('percent', 'percentage increase in total expenditure from 23/24 to 24/25', (AFS.totExp.cy / AFS.totExp.py - 1) * 100, { unit: '%', wrongV: (AFS.totInc.cy / AFS.totInc.py - 1) * 100 });

  D('When is the AGM?', TREASURER.agm, '2025-09-12');
  D('when did the Tsuen Wan Catholic Primary group arrive', BOOKINGS.find((b) => b.ref === 'SR24-006').arrival, '2024-05-09');
  { const first = [...rf].sort((a, b) => a.created.localeCompare(b.created))[0]; D('date of the first refund in the stripe export?', first.day, STRIPE.filter((r) => r.type === 'refund').sort((a, b) => b.created.localeCompare(a.created))[0].day); }
  D('What date is on the Sai Kung Hardware receipt?', HK_RECEIPT.date, '2025-09-07');

  {
    const top = [...conf].sort((a, b) => b.fee - a.fee)[0];
    const second = [...conf].sort((a, b) => b.fee - a.fee)[1];
    X('extreme', 'Which school had the biggest confirmed booking by fee in 2024-25?', [top.group, top.group.split(' ').slice(0, 2).join(' ')], second.group);
    N('extreme', 'biggest single stripe charge jun-aug 25?', Math.max(...ch.map((r) => r.amount)), { unit: U, wrongV: Math.max(...ch.map((r) => r.net)) - 40 });
    const worst = [...BVA.expenditure].sort((a, b) => b.v - a.v)[0];
    X('extreme', 'Which expense line had the largest overspend against budget in Q1 2025/26?', [worst.name, worst.name.split(' ')[0]], 'Food & catering');
    const exNoStaff = AFS.expenditure.filter((x) => !/Staff|MPF/.test(x.name)).sort((a, b) => b.cy - a.cy)[0];
    X('extreme', 'apart from staff costs and MPF, what was our biggest expense in 2024/25?', [exNoStaff.name, 'food'], 'Depreciation');
  }

  N('average', 'average number of participants per confirmed booking 2024/25?', sum(conf.map((b) => b.pax)) / conf.length, { unit: '', wrongV: sum(BOOKINGS.map((b) => b.pax)) / BOOKINGS.length + 3 });
  N('average', 'What was the average Stripe charge in August 2025?', sum(inMonth(ch, '08').map((r) => r.amount)) / inMonth(ch, '08').length, { unit: U, wrongV: sum(inMonth(ch, '08').map((r) => r.net)) / inMonth(ch, '08').length - 15 });
  N('average', 'avg monthly holiday programme fees apr-jun 2025', bi('Camp fees - holiday').q / 3, { unit: U, wrongV: bi('Camp fees - holiday').qb / 3 });

  N('count', 'How many bookings were cancelled in 2024/25?', BOOKINGS.filter((b) => b.status === 'Cancelled').length, { unit: '', dp: 0, wrongV: 1 });
  N('count', 'how many refunds went through stripe between june and august 2025', rf.length, { unit: '', dp: 0, wrongV: 5 });
  N('count', 'How many 3D2N camps actually went ahead in 2024-25?', conf.filter((b) => b.prog === '3D2N').length, { unit: '', dp: 0, wrongV: 4 });

  N('filter', 'total fees from confirmed bookings paid by FPS in 2024/25', sum(conf.filter((b) => b.paid === 'FPS').map((b) => b.fee)), { unit: U, wrongV: sum(BOOKINGS.filter((b) => b.paid === 'FPS').map((b) => b.fee)) });
  N('filter', 'What did Summer Day Camp bookings bring in on Stripe over the summer, gross, before refunds?', sum(ch.filter((r) => r.prog.startsWith('Summer Day')).map((r) => r.amount)), { unit: U, wrongV: sum(ch.filter((r) => r.prog.startsWith('Summer Camp')).map((r) => r.amount)) });
  N('filter', 'total fees of confirmed bookings arriving oct-dec 2024', sum(conf.filter((b) => b.arrival >= '2024-10-01' && b.arrival <= '2024-12-31').map((b) => b.fee)), { unit: U, wrongV: sum(BOOKINGS.filter((b) => b.arrival >= '2024-10-01' && b.arrival <= '2024-12-31').map((b) => b.fee)) });

  N('variance', 'Q1 variance on food & catering vs budget?', be('Food').v, { unit: U, wrongV: be('Food').fy - be('Food').q });
  N('variance', 'how far off budget was total expenditure in q1 2025/26', BVA.tot.expenditure.q - BVA.tot.expenditure.qb, { unit: U, wrongV: BVA.tot.income.q - BVA.tot.income.qb });
  N('variance', 'What was the variance on school and group camp fees against budget for April–June 2025?', bi('Camp fees - schools').v, { unit: U, wrongV: bi('Camp fees - schools').a[2] - bi('Camp fees - schools').qb / 3 });

  X('text', 'who are our auditors', [AFS.auditor, 'Lam, Cheung', 'Lam Cheung'], 'Tai Chung Engineering Ltd');
  X('text', 'Who won the tender for the Dormitory B roof?', [TREASURER.contractor, 'Tai Chung'], 'Lam, Cheung & Co.');
  X('text', 'how was the hardware shop receipt paid', ['Octopus'], 'Cash');

  N('ratio', 'What was the current ratio at 31 March 2025?', (bs.cy.recv + bs.cy.prep + bs.cy.cash) / (bs.cy.adv + bs.cy.accr), { unit: '', wrongV: (bs.py.recv + bs.py.prep + bs.py.cash) / (bs.py.adv + bs.py.accr) * 1.1 });
  N('ratio', 'ratio of schools camp fees to holiday programme fees 24/25', inc('Camp fees - schools').cy / inc('Camp fees - holiday').cy, { unit: '', wrongV: inc('Camp fees - schools').py / inc('Camp fees - holiday').py - 0.3 });
  N('ratio', 'Q1 2025/26: ratio of actual income to actual expenditure?', BVA.tot.income.q / BVA.tot.expenditure.q, { unit: '', wrongV: BVA.tot.income.qb / BVA.tot.expenditure.qb - 0.2 });
}
