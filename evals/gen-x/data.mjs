// Set X: every figure of both organisations lives here. gen.mjs renders the documents and the
// cases from it; verify.mjs reads the generated files back without importing this module.
export const r2 = (x) => Math.round((x + Number.EPSILON) * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
export const isum = (a) => a.reduce((s, x) => s + x, 0);
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (R, a) => a[Math.floor(R() * a.length)];
const addDays = (iso, n) => { const d = new Date(iso + 'T00:00:00Z'); d.setUTCDate(d.getUTCDate() + n); return d.toISOString().slice(0, 10); };
const dow = (iso) => new Date(iso + 'T00:00:00Z').getUTCDay();

// =====================================================================================
// ARDVAAR COMMUNITY LAND TRUST SCIO (Wester Ross, Scotland) — £, year 1 October – 30 September
// =====================================================================================
export const A_ORG = 'Ardvaar Community Land Trust SCIO';
export const A_MONTHS = ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09'];
export const A_MLABEL = ['Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025'];
const mi = (iso) => A_MONTHS.indexOf(iso.slice(0, 7));

// Holiday cottages: nightly rate by season of the arrival month
export const COTTAGES = {
  'Taigh na Mara': { sleeps: 4, rate: { high: 140, mid: 115, low: 85 }, clean: 45 },
  'Bothan Dubh': { sleeps: 2, rate: { high: 95, mid: 78, low: 60 }, clean: 35 },
};
export const seasonOf = (iso) => { const m = Number(iso.slice(5, 7)); return [6, 7, 8].includes(m) ? 'high' : [4, 5, 9, 10].includes(m) ? 'mid' : 'low'; };
export const COMMISSION_RATE = 0.2; // Sykes Cottages
const BK = [
  ['Taigh na Mara', '2024-10-05', 7, 4, 'Sykes', 'Hendry'], ['Taigh na Mara', '2024-10-19', 7, 3, 'Direct', 'Paterson'],
  ['Taigh na Mara', '2024-11-15', 3, 2, 'Direct', 'Quinn'], ['Taigh na Mara', '2024-12-27', 5, 4, 'Sykes', 'Achterberg'],
  ['Taigh na Mara', '2025-02-14', 3, 2, 'Direct', 'Lindqvist'], ['Taigh na Mara', '2025-03-28', 4, 4, 'Sykes', 'Okonjo'],
  ['Taigh na Mara', '2025-04-12', 7, 4, 'Sykes', 'Brennan'], ['Taigh na Mara', '2025-04-26', 4, 2, 'Direct', 'Sutherland'],
  ['Taigh na Mara', '2025-05-03', 7, 3, 'Sykes', 'Hoffmann'], ['Taigh na Mara', '2025-05-17', 7, 4, 'Sykes', 'Clarke'],
  ['Taigh na Mara', '2025-06-07', 7, 4, 'Sykes', 'Dubois'], ['Taigh na Mara', '2025-06-14', 7, 4, 'Direct', 'MacRae'],
  ['Taigh na Mara', '2025-06-21', 7, 2, 'Sykes', 'Wallace'], ['Taigh na Mara', '2025-06-28', 7, 4, 'Sykes', 'Kowalski'],
  ['Taigh na Mara', '2025-07-05', 7, 4, 'Sykes', 'Bergström'], ['Taigh na Mara', '2025-07-12', 7, 4, 'Sykes', 'Thomson'],
  ['Taigh na Mara', '2025-07-19', 14, 4, 'Direct', 'Mackintosh'], ['Taigh na Mara', '2025-08-02', 7, 3, 'Sykes', 'Rossi'],
  ['Taigh na Mara', '2025-08-09', 7, 4, 'Sykes', 'Fergusson'], ['Taigh na Mara', '2025-08-16', 7, 4, 'Direct', 'Nicolson'],
  ['Taigh na Mara', '2025-08-23', 7, 4, 'Sykes', 'van Dijk'], ['Taigh na Mara', '2025-09-06', 7, 2, 'Sykes', 'Harrington'],
  ['Taigh na Mara', '2025-09-20', 5, 2, 'Direct', 'Gillies'],
  ['Bothan Dubh', '2024-10-12', 4, 2, 'Sykes', 'Morrison'], ['Bothan Dubh', '2024-12-30', 3, 2, 'Direct', 'Campbell'],
  ['Bothan Dubh', '2025-03-14', 3, 2, 'Sykes', 'Schneider'], ['Bothan Dubh', '2025-04-18', 4, 2, 'Sykes', 'Patel'],
  ['Bothan Dubh', '2025-05-10', 7, 2, 'Sykes', 'Murray'], ['Bothan Dubh', '2025-05-24', 7, 2, 'Direct', 'Fraser'],
  ['Bothan Dubh', '2025-06-07', 7, 2, 'Sykes', 'Jansen'], ['Bothan Dubh', '2025-06-21', 7, 2, 'Sykes', 'Kerr'],
  ['Bothan Dubh', '2025-07-05', 7, 2, 'Direct', 'Stewart'], ['Bothan Dubh', '2025-07-12', 7, 2, 'Sykes', 'Novak'],
  ['Bothan Dubh', '2025-07-26', 7, 1, 'Sykes', 'Lamont'], ['Bothan Dubh', '2025-08-02', 7, 2, 'Sykes', 'Ward'],
  ['Bothan Dubh', '2025-08-09', 7, 2, 'Sykes', 'Moreau'], ['Bothan Dubh', '2025-08-23', 7, 2, 'Direct', 'Buchanan'],
  ['Bothan Dubh', '2025-09-13', 4, 2, 'Sykes', 'Ogilvie'], ['Bothan Dubh', '2025-09-27', 3, 2, 'Sykes', 'Baird'],
];
export const BOOKINGS = BK.map(([cottage, arrive, nights, guests, channel, guest]) => {
  const rate = COTTAGES[cottage].rate[seasonOf(arrive)];
  const gross = rate * nights;
  const commission = channel === 'Sykes' ? r2(gross * COMMISSION_RATE) : 0;
  return { cottage, arrive, depart: addDays(arrive, nights), nights, guests, channel, guest, rate, gross, commission, net: r2(gross - commission), clean: COTTAGES[cottage].clean };
}).sort((a, b) => a.arrive.localeCompare(b.arrive) || a.cottage.localeCompare(b.cottage));
const byMonth = (rows, f, dateKey = 'arrive') => A_MONTHS.map((m) => sum(rows.filter((r) => r[dateKey].startsWith(m)).map(f)));

// Hydro: monthly generation (kWh), FIT generation tariff and export price
export const HYDRO_KWH = [28400, 31900, 33600, 34100, 29800, 24700, 17300, 11200, 7900, 6100, 10400, 19700];
export const FIT_RATE = 0.2132; // £/kWh
export const EXPORT_RATE = 0.055;

// SumUp card reader at the campsite hut and the ceilidh door, 1 July – 30 September 2025
export const SUMUP_FEE = 0.0169;
function buildSumUp() {
  const R = rng(20250701);
  const rows = [];
  let n = 0;
  const IDR = rng(9141);
  const id = () => { n++; const A = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; let s = ''; for (let i = 0; i < 10; i++) s += A[Math.floor(IDR() * A.length)]; return 'T' + s; };
  const cards = ['Visa', 'Visa', 'Mastercard', 'Visa', 'Mastercard', 'Amex', 'Maestro'];
  const modes = ['contactless', 'contactless', 'contactless', 'chip', 'contactless'];
  const pitch = [['Tent pitch', 20], ['Tent pitch', 20], ['Campervan + hook-up', 28], ['Campervan + hook-up', 28], ['Motorhome + hook-up', 30], ['Bike/hiker pitch', 12]];
  for (let d = '2025-07-01'; d <= '2025-09-30'; d = addDays(d, 1)) {
    const month = Number(d.slice(5, 7));
    const k = month === 9 ? (R() < 0.55 ? 1 : 0) : (R() < 0.35 ? 2 : 1);
    for (let i = 0; i < k; i++) {
      const [ptype, rate] = pick(R, pitch);
      const nights = 1 + Math.floor(R() * 3);
      const extra = R() < 0.4 ? 1 + Math.floor(R() * 2) : 0;
      const amt = rate * nights + extra * 6;
      const desc = `${ptype} x${nights} night${nights > 1 ? 's' : ''}${extra ? ` + ${extra} extra person${extra > 1 ? 's' : ''}` : ''}`;
      const hh = 8 + Math.floor(R() * 11), mm = Math.floor(R() * 60);
      rows.push({ date: d, time: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`, id: id(), type: 'Sale', status: 'Successful', card: pick(R, cards), last4: String(1000 + Math.floor(R() * 9000)), mode: pick(R, modes), desc, amount: amt, group: 'campsite' });
    }
  }
  // a group camp: the single largest payment
  rows.push({ date: '2025-07-24', time: '17:05', id: id(), type: 'Sale', status: 'Successful', card: 'Visa', last4: '5521', mode: 'chip', desc: 'Group camp - 1st Dingwall Scouts (3 nights)', amount: 396, group: 'campsite' });
  // the ceilidh, Saturday 16 August 2025
  const tix = [['Ceilidh - adult ticket', 12], ['Ceilidh - child ticket', 5], ['Ceilidh - family ticket', 30]];
  const C = rng(1608);
  for (let i = 0; i < 24; i++) {
    const parts = []; let amt = 0;
    const t = tix[i % 7 === 3 ? 2 : i % 3 === 2 ? 1 : 0];
    const q = t[1] === 30 ? 1 : 1 + Math.floor(C() * 3);
    parts.push(`${q} x ${t[0]}`); amt += q * t[1];
    if (t[1] === 12 && C() < 0.3) { parts.push('1 x Ceilidh - child ticket'); amt += 5; }
    const mm = 5 + i * 4;
    rows.push({ date: '2025-08-16', time: `${19 + Math.floor(mm / 60)}:${String(mm % 60).padStart(2, '0')}`, id: id(), type: 'Sale', status: 'Successful', card: pick(C, cards), last4: String(1000 + Math.floor(C() * 9000)), mode: 'contactless', desc: parts.join(', '), amount: amt, group: 'ceilidh' });
  }
  // failed payments (declined; nothing paid out)
  rows.push({ date: '2025-07-30', time: '11:12', id: id(), type: 'Sale', status: 'Failed', card: 'Mastercard', last4: '3307', mode: 'contactless', desc: 'Campervan + hook-up x2 nights', amount: 56, group: 'campsite' });
  rows.push({ date: '2025-08-19', time: '09:48', id: id(), type: 'Sale', status: 'Failed', card: 'Visa', last4: '8812', mode: 'chip', desc: 'Tent pitch x3 nights', amount: 60, group: 'campsite' });
  rows.push({ date: '2025-09-02', time: '16:31', id: id(), type: 'Sale', status: 'Failed', card: 'Amex', last4: '1009', mode: 'contactless', desc: 'Motorhome + hook-up x1 night', amount: 30, group: 'campsite' });
  rows.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  // refunds (part refunds for early departures): refer back to a successful campsite sale
  const refunds = [['2025-07-15', 20], ['2025-08-06', 28], ['2025-08-27', 40], ['2025-09-18', 12]];
  for (const [d, amt] of refunds) {
    const orig = rows.filter((r) => r.group === 'campsite' && r.status === 'Successful' && r.type === 'Sale' && r.date < d && r.amount > amt).at(-1);
    rows.push({ date: d, time: '10:05', id: id(), type: 'Refund', status: 'Successful', card: orig.card, last4: orig.last4, mode: orig.mode, desc: `Refund - early departure (${orig.id})`, amount: -amt, group: 'campsite' });
  }
  rows.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  for (const r of rows) {
    r.fee = r.type === 'Sale' && r.status === 'Successful' ? r2(r.amount * SUMUP_FEE) : 0;
    r.payout = r.status === 'Successful' ? r2(r.amount - r.fee) : 0;
    let p = addDays(r.date, 1); while (dow(p) === 0 || dow(p) === 6) p = addDays(p, 1);
    r.payoutDate = r.status === 'Successful' ? p : '';
  }
  return rows;
}
export const SUMUP = buildSumUp();
const okSU = SUMUP.filter((r) => r.status === 'Successful');
const suMonth = (m, g) => sum(okSU.filter((r) => r.date.startsWith(m) && (!g || r.group === g)).map((r) => r.amount));
const suFee = (m) => sum(okSU.filter((r) => r.date.startsWith(m)).map((r) => r.fee));

// the photographed receipt (Kinlochvaar Stores & Filling Station, 14/08/2025)
export const A_RECEIPT = {
  shop: 'Kinlochvaar Stores & Filling Station', date: '2025-08-14', time: '10:42',
  lines: [
    { desc: 'DIESEL  PUMP 2', qty: 48.62, unit: 1.539, unitLabel: '48.62 L @ 153.9p/L' },
    { desc: 'FENCING STAPLES 40MM 1KG', qty: 1, unit: 7.49 },
    { desc: 'CHAINSAW CHAIN OIL 5L', qty: 1, unit: 24.99 },
    { desc: 'HI-VIS VEST XL', qty: 1, unit: 6.50 },
    { desc: '2-STROKE OIL 1L', qty: 1, unit: 9.95 },
  ],
  card: 'VISA DEBIT', last4: '4417', auth: '083715', vatNo: 'GB 318 4472 19',
};
A_RECEIPT.lines.forEach((l) => { l.amount = r2(l.qty * l.unit); });
A_RECEIPT.total = sum(A_RECEIPT.lines.map((l) => l.amount));
A_RECEIPT.vat = r2(A_RECEIPT.total / 6);
A_RECEIPT.net = r2(A_RECEIPT.total - A_RECEIPT.vat);

// FreeAgent profit and loss, month by month (Oct 2024 … Sep 2025)
const z = () => Array(12).fill(0);
const at = (pairs) => { const a = z(); for (const [i, v] of pairs) a[i] = v; return a; };
const cashCamp = [1642.0, 1918.0, 866.0]; // honesty-box cash, Jul/Aug/Sep
const ceilidhDoorCash = 486.0;
export const A_PL = {
  income: [
    ['Holiday Let Income', byMonth(BOOKINGS, (b) => b.gross)],
    ['Campsite Fees', [420, 0, 0, 0, 0, 0, 1180, 2640, 3910, r2(suMonth('2025-07', 'campsite') + cashCamp[0]), r2(suMonth('2025-08', 'campsite') + cashCamp[1]), r2(suMonth('2025-09', 'campsite') + cashCamp[2])]],
    ['Electricity Export Sales', HYDRO_KWH.map((k) => r2(k * EXPORT_RATE))],
    ['Feed-in Tariff Income', HYDRO_KWH.map((k) => r2(k * FIT_RATE))],
    ['Timber Sales', at([[4, 8400], [10, 3150]])],
    ['Grant Income', at([[1, 3000], [3, 7500], [6, 7500], [9, 4800]])],
    ['Donations', [45, 120, 310, 25, 0, 60, 85, 140, 95, 210, 260, 75]],
    ['Membership Subscriptions', [0, 0, 1020, 25, 10, 15, 0, 5, 0, 10, 20, 0]],
    ['Ceilidh & Events Income', at([[2, 640], [5, 180], [7, 310], [10, r2(suMonth('2025-08', 'ceilidh') + ceilidhDoorCash)]])],
    ['Interest Received', at([[2, 38.12], [5, 41.9], [8, 44.27], [11, 46.05]])],
  ],
  expense: [
    ['Salaries', [2240, 2240, 2240, 2240, 2240, 2240, 3390, 3390, 3390, 3390, 3390, 3390]],
    ["Employer's NI", [128.4, 128.4, 128.4, 128.4, 128.4, 128.4, 213.75, 213.75, 213.75, 213.75, 213.75, 213.75]],
    ['Staff Pension', Array(12).fill(67.2)],
    ['Cottage Cleaning & Laundry', byMonth(BOOKINGS, (b) => b.clean)],
    ['Agency Commission', byMonth(BOOKINGS, (b) => b.commission)],
    ['Repairs & Maintenance', [312.5, 0, 1840, 96, 0, 455.8, 720, 138.4, 0, 264.99, 0, 1105]],
    ['Hydro Maintenance', [24, 884, 24, 24, 24, 2974, 24, 24, 24, 24, 24, 1444]],
    ['Forestry Contractors', at([[4, 3600], [10, 1250]])],
    ['Insurance', at([[1, 4286.4]])],
    ['Rates & Water', at([[6, 1024]])],
    ['Electricity', [88.1, 96.4, 131.75, 142.3, 118.6, 97.25, 84.9, 112.45, 139.8, 166.2, 171.35, 128.65]],
    ['Accountancy Fees', at([[3, 1650]])],
    ['Bank & Card Charges', [r2(8.5 + 6.95), 8.5, r2(8.5 + 9.4), 8.5, 8.5, 8.5, r2(8.5 + 14.1), r2(8.5 + 31.55), r2(8.5 + 47.8), r2(8.5 + suFee('2025-07')), r2(8.5 + suFee('2025-08')), r2(8.5 + suFee('2025-09'))]],
    ['Office & Telephone', [46.8, 46.8, 46.8, 46.8, 46.8, r2(46.8 + 129), 46.8, 46.8, 46.8, 46.8, 46.8, 46.8]],
    ['Fuel & Vehicle', [64.3, 58.9, 71.25, 49.6, 112.4, 55.75, 68.1, 73.95, 81.2, 77.45, r2(A_RECEIPT.total + 38.6), 69.3]],
    ['Loan Interest', Array.from({ length: 12 }, (_, i) => r2(352 - 2.6 * i))],
    ['Depreciation', at([[11, 9860]])],
  ],
};
export const plLine = (name) => [...A_PL.income, ...A_PL.expense].find(([n]) => n === name)[1];
export const plTot = (name) => sum(plLine(name));
export const A_INC_M = A_MONTHS.map((_, i) => sum(A_PL.income.map(([, v]) => v[i])));
export const A_EXP_M = A_MONTHS.map((_, i) => sum(A_PL.expense.map(([, v]) => v[i])));
export const A_NET_M = A_MONTHS.map((_, i) => r2(A_INC_M[i] - A_EXP_M[i]));
export const A_INC = sum(A_INC_M), A_EXP = sum(A_EXP_M), A_NET = r2(A_INC - A_EXP);

// trustees' budget report: the P&L accounts grouped into the board's lines
export const A_GROUPS = {
  income: [
    ['Holiday lets (gross)', ['Holiday Let Income'], 26500, 24180, 28400],
    ['Campsite', ['Campsite Fees'], 19000, 17655, 21500],
    ['Hydro: electricity sales and FIT', ['Electricity Export Sales', 'Feed-in Tariff Income'], 66000, 61220, 67500],
    ['Timber sales', ['Timber Sales'], 9000, 4300, 6000],
    ['Grants', ['Grant Income'], 22800, 26500, 15000],
    ['Donations and membership', ['Donations', 'Membership Subscriptions'], 2500, 2310, 2600],
    ['Ceilidhs and events', ['Ceilidh & Events Income'], 1800, 1545, 2000],
    ['Bank interest', ['Interest Received'], 150, 96, 160],
  ],
  expense: [
    ['Staff costs', ['Salaries', "Employer's NI", 'Staff Pension'], 36500, 33110, 38900],
    ['Cottage cleaning and agency commission', ['Cottage Cleaning & Laundry', 'Agency Commission'], 5600, 5120, 6000],
    ['Repairs and maintenance', ['Repairs & Maintenance'], 4000, 3860, 4500],
    ['Hydro maintenance', ['Hydro Maintenance'], 5500, 3940, 5800],
    ['Forestry contractors', ['Forestry Contractors'], 4500, 1800, 3000],
    ['Insurance', ['Insurance'], 4100, 3975, 4500],
    ['Rates, water and electricity', ['Rates & Water', 'Electricity'], 2600, 2415, 2700],
    ['Professional fees', ['Accountancy Fees'], 1600, 1550, 1700],
    ['Office, bank charges and fuel', ['Bank & Card Charges', 'Office & Telephone', 'Fuel & Vehicle'], 2100, 1980, 2200],
    ['Loan interest', ['Loan Interest'], 4000, 4290, 3700],
    ['Depreciation', ['Depreciation'], 9860, 9860, 9860],
  ],
};
export const A_BVA = { income: [], expense: [] };
for (const side of ['income', 'expense']) {
  for (const [label, accts, budget, prior, next] of A_GROUPS[side]) {
    const actual = sum(accts.map(plTot));
    const variance = r2(side === 'income' ? actual - budget : budget - actual); // better/(worse)
    A_BVA[side].push({ label, accts, actual, budget, variance, prior, next });
  }
}
const tot = (rows, k) => sum(rows.map((r) => r[k]));
export const A_BVA_TOT = {};
for (const k of ['actual', 'budget', 'prior', 'next']) A_BVA_TOT[k] = { income: tot(A_BVA.income, k), expense: tot(A_BVA.expense, k) };
for (const k of Object.keys(A_BVA_TOT)) A_BVA_TOT[k].net = r2(A_BVA_TOT[k].income - A_BVA_TOT[k].expense);
export const bva = (label) => [...A_BVA.income, ...A_BVA.expense].find((r) => r.label === label);

// AGM minutes (6 December 2025)
export const A_AGM = {
  date: '2025-12-06', venue: 'Ardvaar Village Hall', chair: 'Morag MacLeod', oldTreasurer: 'Calum Matheson', newTreasurer: 'Isla Munro',
  secretary: 'Eilidh Fraser', officer: 'Ruaridh Grant', examiner: 'Anne Kerr CA', examinerFirm: 'Lochside Accountancy',
  members: 214, attendees: 63, kwh: HYDRO_KWH.reduce((s, x) => s + x, 0), loanBalance: 61240, loanEnd: '2034-03-31', lender: 'Social Investment Scotland',
  reserves: 48315, nextAgm: '2026-12-05', plotPrice: 18500, plots: 2,
};

// =====================================================================================
// HINODE INTERNATIONAL SCHOOL PTA (Yokohama, Japan) — yen, year 1 April – 31 March
// =====================================================================================
export const H_ORG = 'Hinode International School Parent-Teacher Association';
export const DUES_RATE = 6000, DUES_NEXT = 7000;
export const DUES = [
  ['Early Learning Centre', 14, 1, 12, 1], ['Kindergarten', 18, 2, 15, 1], ['Grade 1', 22, 1, 20, 1], ['Grade 2', 21, 0, 20, 1],
  ['Grade 3', 24, 2, 21, 1], ['Grade 4', 23, 1, 22, 0], ['Grade 5', 25, 1, 22, 2], ['Grade 6', 26, 2, 23, 1],
  ['Grade 7', 24, 0, 22, 2], ['Grade 8', 27, 1, 21, 5], ['Grade 9', 25, 1, 22, 2], ['Grade 10', 22, 0, 19, 3],
  ['Grade 11', 21, 1, 18, 2], ['Grade 12', 20, 1, 17, 2],
].map(([grade, families, exempt, paid, unpaid]) => { if (exempt + paid + unpaid !== families) throw new Error(grade); return { grade, families, exempt, paid, unpaid, collected: paid * DUES_RATE }; });
export const DUES_TOT = { families: isum(DUES.map((d) => d.families)), exempt: isum(DUES.map((d) => d.exempt)), paid: isum(DUES.map((d) => d.paid)), unpaid: isum(DUES.map((d) => d.unpaid)) };
DUES_TOT.collected = DUES_TOT.paid * DUES_RATE;

// Square (food court at the Hinode Fair, bake sales, used uniform sale)
const FOOD = [['Chicken curry rice', 600], ['Yakisoba', 500], ['Karaage (5 pcs)', 400], ['Jollof rice', 600], ['Samosas (2)', 300], ['Ramune', 200], ['Iced coffee', 300], ['Crepe', 450], ['Bulgogi rice bowl', 650], ['Churros', 350]];
const BAKE = [['Brownie', 200], ['Cookie bag', 300], ['Banana bread slice', 250], ['Matcha muffin', 280], ['Lemon drizzle slice', 250], ['Melon pan', 220], ['Whole cake', 2500], ['Cookie box (12)', 1200]];
const UNIF = [['Used polo shirt', 500], ['Used blazer', 2000], ['Used PE shorts', 300], ['Used PE T-shirt', 400], ['Used sweater', 1200]];
export const SQ_FEE = { Visa: 0.025, MasterCard: 0.025, JCB: 0.0325, 'American Express': 0.0325 };
function buildSquare() {
  const R = rng(81108);
  const rows = [];
  let n = 0;
  const A = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tid = () => { n++; let s = ''; let x = n * 104723 + 7; for (let i = 0; i < 22; i++) { s += A[(x + i * 13 + n * i) % A.length]; x = Math.floor(x / 3) + 17 * i + n; } return s; };
  const tender = () => { const u = R(); return u < 0.45 ? 'Cash' : u < 0.7 ? 'Visa' : u < 0.82 ? 'MasterCard' : u < 0.95 ? 'JCB' : 'American Express'; };
  const sale = (date, hh, mm, items, location, device, staff, fixedTender) => {
    const counts = new Map();
    for (const it of items) counts.set(it[0], (counts.get(it[0]) || { p: it[1], q: 0 })), counts.get(it[0]).q++;
    const desc = [...counts].map(([k, v]) => (v.q > 1 ? `${k} x ${v.q}` : k)).join(', ');
    const gross = items.reduce((s, it) => s + it[1], 0);
    const t = fixedTender || tender();
    rows.push({ date, time: `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:${String(Math.floor(R() * 60)).padStart(2, '0')}`, gross, tender: t, desc, location, device, staff, event: 'Payment' });
  };
  const basket = (menu, max) => { const k = 1 + Math.floor(R() * max); return Array.from({ length: k }, () => pick(R, menu)); };
  // bake sale 14 June 2025
  for (let i = 0; i < 58; i++) sale('2025-06-14', 11 + Math.floor(i / 20), (i * 7) % 60, basket(BAKE, 4), 'Hinode PTA', 'PTA iPhone', 'Rie K.');
  // used uniform sale 6 September 2025
  for (let i = 0; i < 41; i++) sale('2025-09-06', 9 + Math.floor(i / 14), (i * 9) % 60, basket(UNIF, 4), 'Hinode PTA', 'PTA iPhone', 'Sophie L.');
  // Hinode Fair 8 November 2025: the food court
  for (let i = 0; i < 150; i++) sale('2025-11-08', 10 + Math.floor(i / 30), (i * 2) % 60, basket(FOOD, 4), 'Hinode Fair', i % 2 ? 'Food Court iPad 2' : 'Food Court iPad 1', i % 2 ? 'Tomoko H.' : 'Grace A.');
  sale('2025-11-08', 12, 41, [...Array(8).fill(FOOD[0]), ...Array(4).fill(FOOD[8]), ...Array(12).fill(FOOD[5])], 'Hinode Fair', 'Food Court iPad 1', 'Grace A.', 'JCB');
  // bake sale 13 December 2025
  for (let i = 0; i < 66; i++) sale('2025-12-13', 11 + Math.floor(i / 22), (i * 6) % 60, basket(BAKE, 4), 'Hinode PTA', 'PTA iPhone', 'Rie K.');
  rows.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  // refunds
  const fairCard = rows.filter((r) => r.date === '2025-11-08' && r.tender === 'Visa' && r.gross >= 1000)[3];
  rows.push({ date: '2025-11-08', time: '13:27:40', gross: -500, tender: fairCard.tender, desc: 'Refund: Yakisoba (sold out)', location: 'Hinode Fair', device: fairCard.device, staff: fairCard.staff, event: 'Refund', refundOf: fairCard });
  const bakeCash = rows.filter((r) => r.date === '2025-12-13' && r.tender === 'Cash' && r.gross >= 500)[1];
  rows.push({ date: '2025-12-13', time: '12:58:03', gross: -300, tender: 'Cash', desc: 'Refund: Cookie bag (nut allergy)', location: 'Hinode PTA', device: 'PTA iPhone', staff: 'Rie K.', event: 'Refund', refundOf: bakeCash });
  rows.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
  for (const r of rows) {
    r.id = tid();
    r.fee = r.tender === 'Cash' ? 0 : r.event === 'Refund' ? -Math.round(r.gross * SQ_FEE[r.tender]) : -Math.round(r.gross * SQ_FEE[r.tender]);
    r.net = r.gross + r.fee; // fee is negative on payments, positive (returned) on card refunds
  }
  return rows;
}
export const SQUARE = buildSquare();
const sqOn = (d) => SQUARE.filter((r) => r.date === d);
const sqTotal = (d) => isum(sqOn(d).map((r) => r.gross));
const sqFees = (m) => -isum(SQUARE.filter((r) => r.date.startsWith(m)).map((r) => r.fee));

// the photographed receipt (Yamate Foods, Motomachi; 7 November 2025), prices include consumption tax
export const H_RECEIPT = {
  shop: 'YAMATE FOODS', branch: 'Motomachi Store', date: '2025-11-07', weekday: 'Fri', time: '16:48', reg: 'T8020001093514', tel: '045-641-3382',
  lines: [
    { desc: 'Cake flour 1kg', qty: 4, unit: 398, rate: 8 }, { desc: 'Unsalted butter 450g', qty: 6, unit: 1180, rate: 8 },
    { desc: 'Eggs L 10pk', qty: 5, unit: 298, rate: 8 }, { desc: 'Ramune 200ml', qty: 48, unit: 118, rate: 8 },
    { desc: 'Oolong tea 2L', qty: 6, unit: 248, rate: 8 }, { desc: 'Paper plates 50p', qty: 4, unit: 548, rate: 10 },
    { desc: 'Paper cups 100p', qty: 3, unit: 658, rate: 10 }, { desc: 'Garbage bags 45L', qty: 2, unit: 398, rate: 10 },
  ],
  paid: 30000,
};
H_RECEIPT.lines.forEach((l) => { l.amount = l.qty * l.unit; });
H_RECEIPT.total = isum(H_RECEIPT.lines.map((l) => l.amount));
H_RECEIPT.t8 = isum(H_RECEIPT.lines.filter((l) => l.rate === 8).map((l) => l.amount));
H_RECEIPT.t10 = isum(H_RECEIPT.lines.filter((l) => l.rate === 10).map((l) => l.amount));
H_RECEIPT.tax8 = Math.floor((H_RECEIPT.t8 * 8) / 108);
H_RECEIPT.tax10 = Math.floor((H_RECEIPT.t10 * 10) / 110);
H_RECEIPT.change = H_RECEIPT.paid - H_RECEIPT.total;

// budget lines: [label, FY2024 budget, FY2024 actual, FY2025 budget, note]
export const H_OPEN_FY24 = 180260;
const HB_INC = [
  ['Membership dues', 1740000, 1692000, 1788000, '¥6,000 per family; staff families exempt'],
  ['Hinode Fair', 1300000, 1386450, 1450000, 'Food court, games, raffle, bazaar, class booths'],
  ['Bake sales', 160000, 143800, 180000, 'Two sales a year'],
  ['Used uniform sales', 100000, 112300, 120000, ''],
  ['Donations & sponsorship', 250000, 310000, 300000, 'Incl. fair sponsors'],
  ['Bank interest', 100, 38, 100, ''],
];
const HB_EXP = [
  ['Hinode Fair costs', 560000, 597210, 620000, ''],
  ['Teacher Appreciation Week', 230000, 228640, 250000, 'May'],
  ['Graduation gifts & ceremony', 170000, 165900, 180000, ''],
  ['Class grants', 300000, 300000, 300000, '¥15,000 x 20 homerooms'],
  ['Library book donation', 400000, 400000, 450000, ''],
  ['Gift to school', 1200000, 1200000, 1500000, 'FY2024: music room instruments; FY2025: playground shade structure'],
  ['Newcomers & community events', 80000, 91350, 90000, ''],
  ['Communications & printing', 60000, 54280, 60000, 'Newsletters'],
  ['Bank & Square fees', 40000, 41795, 45000, ''],
  ['PTA activity insurance', 36000, 36000, 38000, ''],
  ['Office supplies', 40000, 33735, 40000, ''],
  ['20th anniversary reserve', 0, 0, 500000, 'Set aside for the 20th anniversary celebration in 2026-27'],
];
const fy24ActInc = H_OPEN_FY24 + isum(HB_INC.map((r) => r[2]));
const fy24ActExp = isum(HB_EXP.map((r) => r[2]));
export const H_OPEN_FY25 = fy24ActInc - fy24ActExp; // carried forward into FY2025
const bInc24 = H_OPEN_FY24 + isum(HB_INC.map((r) => r[1]));
const bInc25 = H_OPEN_FY25 + isum(HB_INC.map((r) => r[3]));
export const H_BUDGET = {
  income: [{ label: 'Carried forward from previous year', b24: H_OPEN_FY24, a24: H_OPEN_FY24, b25: H_OPEN_FY25, note: '' }, ...HB_INC.map(([label, b24, a24, b25, note]) => ({ label, b24, a24, b25, note }))],
  expense: [...HB_EXP.map(([label, b24, a24, b25, note]) => ({ label, b24, a24, b25, note })),
    { label: 'Contingency', b24: bInc24 - isum(HB_EXP.map((r) => r[1])), a24: 0, b25: bInc25 - isum(HB_EXP.map((r) => r[3])), note: 'Balances the budget' }],
};
export const H_BTOT = {};
for (const k of ['b24', 'a24', 'b25']) H_BTOT[k] = { income: isum(H_BUDGET.income.map((r) => r[k])), expense: isum(H_BUDGET.expense.map((r) => r[k])) };
export const hb = (label) => [...H_BUDGET.income, ...H_BUDGET.expense].find((r) => r.label === label);

// the treasurer's ledger, 1 April – 31 December 2025 (R = receipt voucher, V = payment voucher)
const sqFair = sqTotal('2025-11-08');
export const H_FAIR_CASH = [['Hinode Fair - game & raffle tickets (cash)', 412600], ['Hinode Fair - class food booths (cash envelopes)', 524800], ['Hinode Fair - bazaar & used books (cash)', 186300]];
const L = [
  ['2025-04-08', 'V', 'PTA activity insurance premium (PTA Mutual Aid)', 'PTA activity insurance', 0, 38000],
  ['2025-04-19', 'V', 'General Meeting refreshments', 'Newcomers & community events', 0, 8640],
  ['2025-04-30', 'R', 'Membership dues - bank transfers (199 families)', 'Membership dues', 199 * DUES_RATE, 0],
  ['2025-04-30', 'V', 'Bank transfer fees - April', 'Bank & Square fees', 0, 1320],
  ['2025-05-12', 'V', 'Class grants - 20 homerooms @ ¥15,000', 'Class grants', 0, 300000],
  ['2025-05-20', 'V', 'Teacher Appreciation Week - catered lunch (Bistro Motomachi)', 'Teacher Appreciation Week', 0, 168300],
  ['2025-05-22', 'V', 'Teacher Appreciation Week - flowers & cards', 'Teacher Appreciation Week', 0, 42150],
  ['2025-05-30', 'R', 'Membership dues - bank transfers (64 families)', 'Membership dues', 64 * DUES_RATE, 0],
  ['2025-05-31', 'V', 'Bank transfer fees - May', 'Bank & Square fees', 0, 990],
  ['2025-06-14', 'R', 'Bake sale - Square (14 Jun)', 'Bake sales', sqTotal('2025-06-14'), 0],
  ['2025-06-16', 'V', 'Square fees - June', 'Bank & Square fees', 0, sqFees('2025-06')],
  ['2025-06-20', 'V', 'Graduation gifts - engraved pens (Class of 2025)', 'Graduation gifts & ceremony', 0, 118800],
  ['2025-06-21', 'V', 'Graduation ceremony flowers', 'Graduation gifts & ceremony', 0, 36300],
  ['2025-06-30', 'R', 'Membership dues - late payments (8 families)', 'Membership dues', 8 * DUES_RATE, 0],
  ['2025-07-10', 'V', 'Newsletter printing - summer issue', 'Communications & printing', 0, 18920],
  ['2025-08-27', 'V', 'New families welcome coffee morning', 'Newcomers & community events', 0, 21480],
  ['2025-08-29', 'V', 'Office supplies - laminator & paper', 'Office supplies', 0, 14630],
  ['2025-09-06', 'R', 'Used uniform sale - Square (6 Sep)', 'Used uniform sales', sqTotal('2025-09-06'), 0],
  ['2025-09-08', 'V', 'Square fees - September', 'Bank & Square fees', 0, sqFees('2025-09')],
  ['2025-09-19', 'R', 'Donation - Hinode Alumni Parents Association', 'Donations & sponsorship', 80000, 0],
  ['2025-09-30', 'R', 'Membership dues - late payments (3 families)', 'Membership dues', 3 * DUES_RATE, 0],
  ['2025-09-30', 'R', 'Bank interest (half year)', 'Bank interest', 9, 0],
  ['2025-10-03', 'R', 'Hinode Fair sponsorship - Minato Mirai Dental Clinic', 'Donations & sponsorship', 50000, 0],
  ['2025-10-10', 'R', 'Hinode Fair sponsorship - Bayside Realty K.K.', 'Donations & sponsorship', 30000, 0],
  ['2025-10-15', 'V', 'Hinode Fair - tent & table rental deposit (Kanagawa Event Rentals)', 'Hinode Fair costs', 0, 88000],
  ['2025-10-24', 'V', 'Hinode Fair - flyers & posters', 'Hinode Fair costs', 0, 23650],
  ['2025-10-31', 'V', 'Office supplies - toner', 'Office supplies', 0, 9878],
  ['2025-11-07', 'V', 'Hinode Fair - drinks & baking supplies (Yamate Foods)', 'Hinode Fair costs', 0, H_RECEIPT.total],
  ['2025-11-07', 'V', 'Hinode Fair - food court ingredients (Hamakko Wholesale)', 'Hinode Fair costs', 0, 236420],
  ['2025-11-08', 'R', 'Hinode Fair - Square sales (food court)', 'Hinode Fair', sqFair, 0],
  ...H_FAIR_CASH.map(([d, v]) => ['2025-11-08', 'R', d, 'Hinode Fair', v, 0]),
  ['2025-11-10', 'V', 'Hinode Fair - tent & table rental balance', 'Hinode Fair costs', 0, 132000],
  ['2025-11-10', 'V', 'Hinode Fair - prizes & raffle gifts', 'Hinode Fair costs', 0, 94380],
  ['2025-11-12', 'V', 'Hinode Fair - waste disposal & cleaning', 'Hinode Fair costs', 0, 27500],
  ['2025-11-14', 'V', 'Square fees - November', 'Bank & Square fees', 0, sqFees('2025-11')],
  ['2025-11-28', 'V', 'Newsletter printing - autumn issue', 'Communications & printing', 0, 19360],
  ['2025-12-05', 'V', 'Library book donation - first order (Kinokuniya)', 'Library book donation', 0, 236940],
  ['2025-12-12', 'V', 'Gift to school - playground shade structure', 'Gift to school', 0, 1500000],
  ['2025-12-13', 'R', 'Bake sale - Square (13 Dec)', 'Bake sales', sqTotal('2025-12-13'), 0],
  ['2025-12-15', 'V', 'Square fees - December', 'Bank & Square fees', 0, sqFees('2025-12')],
  ['2025-12-18', 'V', 'Teacher Appreciation - year-end sweets', 'Teacher Appreciation Week', 0, 31200],
];
let bal = H_OPEN_FY25, rn = 0, vn = 0;
export const LEDGER = L.map(([date, t, desc, cat, inc, exp]) => { bal += inc - exp; return { date, voucher: t === 'R' ? `R-${String(++rn).padStart(3, '0')}` : `V-${String(++vn).padStart(3, '0')}`, desc, cat, inc, exp, bal }; });
export const H_CLOSE = bal;
const allCats = [...H_BUDGET.income.slice(1), ...H_BUDGET.expense].map((r) => r.label);
for (const l of LEDGER) if (!allCats.includes(l.cat)) throw new Error('category ' + l.cat);
export const ledgerCat = (c) => isum(LEDGER.filter((l) => l.cat === c).map((l) => l.inc + l.exp));
export const H_INTERIM = {
  income: H_BUDGET.income.map((r) => ({ ...r, actual: r.label.startsWith('Carried') ? H_OPEN_FY25 : ledgerCat(r.label) })),
  expense: H_BUDGET.expense.map((r) => ({ ...r, actual: ledgerCat(r.label) })),
};
for (const s of ['income', 'expense']) for (const r of H_INTERIM[s]) { r.remaining = r.b25 - r.actual; r.pct = r.b25 ? (r.actual / r.b25) * 100 : 0; }
export const H_ITOT = {
  income: { b25: H_BTOT.b25.income, actual: isum(H_INTERIM.income.map((r) => r.actual)), a24: H_BTOT.a24.income },
  expense: { b25: H_BTOT.b25.expense, actual: isum(H_INTERIM.expense.map((r) => r.actual)), a24: H_BTOT.a24.expense },
};
export const hi = (label) => [...H_INTERIM.income, ...H_INTERIM.expense].find((r) => r.label === label);
if (H_ITOT.income.actual - H_ITOT.expense.actual !== H_CLOSE) throw new Error('ledger balance');

// minutes of the General Meeting (24 January 2026)
export const H_MIN = {
  date: '2026-01-24', venue: 'Hinode International School Auditorium', president: 'Aiko Morita', treasurer: 'Daniel Okafor', secretary: 'Hannah Weiss',
  auditors: ['Yuki Hayashi', 'Priya Raman'], head: 'Dr Margaret Lowe', giftDate: '2025-12-12', nextMeeting: '2026-04-18', attendance: 86,
  fairDate: '2025-11-08', visitors: 1150,
};

// =====================================================================================
// QUESTIONS: [kind, question, answer(), { unit, wrong, alt }]
// answer() returns a number, { text: [accepted phrases] }, { date: 'yyyy-mm-dd' } or 'notfound'
// =====================================================================================
const NF = () => 'notfound';
const okSales = SUMUP.filter((r) => r.status === 'Successful' && r.type === 'Sale');
const inM = (r, ms) => ms.some((m) => r.date.startsWith(m));
const A_Q = ['2025-07', '2025-08', '2025-09'];
const tnm = BOOKINGS.filter((b) => b.cottage === 'Taigh na Mara');
const bd = BOOKINGS.filter((b) => b.cottage === 'Bothan Dubh');
const ceil = okSales.filter((r) => r.group === 'ceilidh');
const sepSales = okSales.filter((r) => r.date.startsWith('2025-09'));
const hydroM = (i) => r2(plLine('Electricity Export Sales')[i] + plLine('Feed-in Tariff Income')[i]);
const hydroTot = r2(plTot('Electricity Export Sales') + plTot('Feed-in Tariff Income'));
const maxIdx = (a) => a.indexOf(Math.max(...a));
const minIdx = (a) => a.indexOf(Math.min(...a));
const monthName = (i) => A_MLABEL[i].replace('Jan', 'January').replace('Feb', 'February').replace('Mar', 'March').replace('Apr', 'April').replace('Jun', 'June').replace('Jul', 'July').replace('Aug', 'August').replace('Sep', 'September').replace('Oct', 'October').replace('Nov', 'November').replace('Dec', 'December');
const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;

export const DEFS = {
  ardvaar: [
    ['lookup', 'What was our Feed-in Tariff income for January 2025?', () => plLine('Feed-in Tariff Income')[3], { unit: '£', wrong: () => plLine('Feed-in Tariff Income')[2] }],
    ['lookup', 'how much did insurance cost us in 2024-25', () => plTot('Insurance'), { unit: '£', wrong: () => bva('Insurance').budget }],
    ['lookup', 'What is the approved 2025-26 budget for staff costs?', () => bva('Staff costs').next, { unit: '£', wrong: () => bva('Staff costs').budget }],
    ['lookup', 'whats the diesel price per litre on the kinlochvaar stores receipt', () => 1.539, { unit: '£', alt: [153.9], wrong: 1.589 }],
    ['lookup', 'What was the outstanding balance on the hydro loan at 30 September 2025?', () => A_AGM.loanBalance, { unit: '£', wrong: 58370 }],
    ['lookup', 'How much did the Bothan Dubh stay that started on 24 May bring in?', () => BOOKINGS.find((b) => b.cottage === 'Bothan Dubh' && b.arrive === '2025-05-24').gross, { unit: '£', wrong: 665 }],
    ['lookup', 'What was the depreciation charge for FY2024/25?', () => plTot('Depreciation'), { unit: '£', wrong: 8860 }],

    ['sum', 'What was total income for the year ended 30 September 2025?', () => A_INC, { unit: '£', wrong: () => A_BVA_TOT.budget.income }],
    ['sum', 'How much grant income did we get altogether in 2024-25?', () => plTot('Grant Income'), { unit: '£', wrong: () => bva('Grants').prior }],
    ['sum', 'What was total hydro income (export sales plus FIT) in Q2 of 2024-25?', () => sum([3, 4, 5].map(hydroM)), { unit: '£', wrong: () => sum([0, 1, 2].map(hydroM)) }],
    ['sum', 'How much commission did Sykes take off our cottage bookings over the whole 2024-25 year?', () => plTot('Agency Commission'), { unit: '£', wrong: () => r2(plTot('Agency Commission') * 1.25) }],
    ['sum', 'total sumup fees for the last quarter of the 24/25 year?', () => sum(SUMUP.filter((r) => inM(r, A_Q)).map((r) => r.fee)), { unit: '£', wrong: () => sum(SUMUP.filter((r) => inM(r, ['2025-07', '2025-08'])).map((r) => r.fee)) }],

    ['difference', 'How much more did Taigh na Mara bring in than Bothan Dubh in gross bookings over 2024-25?', () => r2(sum(tnm.map((b) => b.gross)) - sum(bd.map((b) => b.gross))), { unit: '£', wrong: () => sum(tnm.map((b) => b.gross)) }],
    ['difference', 'By how much did total expenditure rise from 2023-24 to 2024-25?', () => r2(A_BVA_TOT.actual.expense - A_BVA_TOT.prior.expense), { unit: '£', wrong: () => r2(A_BVA_TOT.actual.income - A_BVA_TOT.prior.income) }],
    ['difference', 'whats the difference in campsite fees between july and aug this year', () => r2(plLine('Campsite Fees')[10] - plLine('Campsite Fees')[9]), { unit: '£', wrong: () => r2(plLine('Campsite Fees')[9] - plLine('Campsite Fees')[8]) }],
    ['difference', "What's the gap between the income budget for 2025-26 and what we actually took in 2024-25?", () => r2(A_INC - A_BVA_TOT.next.income), { unit: '£', wrong: () => r2(A_BVA_TOT.budget.income - A_BVA_TOT.next.income) }],

    ['percent', 'What percentage of total income in FY2024-25 came from the hydro scheme (electricity export sales plus Feed-in Tariff)?', () => (hydroTot / A_INC) * 100, { unit: '%', wrong: () => (plTot('Feed-in Tariff Income') / A_INC) * 100 }],
    ['percent', 'What was the occupancy rate for Taigh na Mara in August 2025?', () => (isum(tnm.filter((b) => b.arrive.startsWith('2025-08')).map((b) => b.nights)) / 31) * 100, { unit: '%', wrong: () => (isum(tnm.filter((b) => b.arrive.startsWith('2025-08')).map((b) => b.nights)) / 30) * 100 }],
    ['percent', 'what % of successful sumup sales in september were contactless, by number of payments?', () => (sepSales.filter((r) => r.mode === 'contactless').length / sepSales.length) * 100, { unit: '%', wrong: () => (sum(sepSales.filter((r) => r.mode === 'contactless').map((r) => r.amount)) / sum(sepSales.map((r) => r.amount))) * 100 + 3 }],
    ['percent', 'Staff costs as a share of total expenditure for 2024-25?', () => (bva('Staff costs').actual / A_EXP) * 100, { unit: '%', wrong: () => (bva('Staff costs').actual / A_INC) * 100 }],

    ['variance', 'What was the variance against budget on holiday let income for 2024-25?', () => bva('Holiday lets (gross)').variance, { unit: '£', wrong: () => r2(bva('Holiday lets (gross)').actual - bva('Holiday lets (gross)').prior) }],
    ['variance', 'did we go over budget on repairs and maintenance in 24-25? by how much', () => bva('Repairs and maintenance').variance, { unit: '£', wrong: () => r2(bva('Repairs and maintenance').actual - bva('Repairs and maintenance').prior) }],
    ['variance', 'What was the variance between the actual and budgeted net surplus for FY2024/25?', () => r2(A_BVA_TOT.actual.net - A_BVA_TOT.budget.net), { unit: '£', wrong: () => r2(A_BVA_TOT.actual.net - A_BVA_TOT.prior.net) }],

    ['ratio', 'How many times did hydro income cover the loan interest in 2024-25?', () => hydroTot / plTot('Loan Interest'), { unit: 'x', wrong: () => plTot('Feed-in Tariff Income') / plTot('Loan Interest') }],
    ['ratio', 'ratio of sykes bookings to direct bookings (by number) for 24/25?', () => BOOKINGS.filter((b) => b.channel === 'Sykes').length / BOOKINGS.filter((b) => b.channel === 'Direct').length, { unit: 'x', wrong: () => BOOKINGS.filter((b) => b.channel === 'Direct').length / BOOKINGS.filter((b) => b.channel === 'Sykes').length }],

    ['average', 'What was the average gross value of a Taigh na Mara booking in 2024-25?', () => sum(tnm.map((b) => b.gross)) / tnm.length, { unit: '£', wrong: () => sum(BOOKINGS.map((b) => b.gross)) / BOOKINGS.length }],
    ['average', 'avg monthly electricity bill fy24/25?', () => plTot('Electricity') / 12, { unit: '£', wrong: () => bva('Rates, water and electricity').actual / 12 }],
    ['average', 'What was the average ceilidh payment taken on SumUp on 16 August?', () => sum(ceil.map((r) => r.amount)) / ceil.length, { unit: '£', wrong: 12 }],

    ['count', 'How many bookings did the two cottages have between them in 2024-25?', () => BOOKINGS.length, { unit: '', wrong: () => BOOKINGS.length + 3 }],
    ['count', 'how many sumup payments failed over the summer', () => SUMUP.filter((r) => r.status === 'Failed').length, { unit: '', wrong: () => SUMUP.filter((r) => r.type === 'Refund').length }],
    ['count', 'How many of the cottage stays were booked direct rather than through Sykes?', () => BOOKINGS.filter((b) => b.channel === 'Direct').length, { unit: '', wrong: () => BOOKINGS.filter((b) => b.channel === 'Sykes').length }],

    ['extreme', 'Which month of 2024-25 brought in the most Feed-in Tariff income?', () => { const i = maxIdx(plLine('Feed-in Tariff Income')); return { text: [monthName(i), A_MLABEL[i], `${monthName(i).split(' ')[0]}`] }; }, { wrong: 'December 2024' }],
    ['extreme', 'What was the largest single payment taken on SumUp between July and September?', () => Math.max(...okSales.map((r) => r.amount)), { unit: '£', wrong: () => okSales.map((r) => r.amount).sort((a, b) => b - a)[1] }],
    ['extreme', 'In which month was total expenditure highest in 2024-25?', () => { const i = maxIdx(A_EXP_M); return { text: [monthName(i), A_MLABEL[i]] }; }, { wrong: 'November 2024' }],
    ['extreme', 'What was the worst monthly net result in 2024-25?', () => A_NET_M[minIdx(A_NET_M)], { unit: '£', wrong: () => [...A_NET_M].sort((a, b) => a - b)[1] }],

    ['filter', 'How much did we take on SumUp at the ceilidh on 16 August?', () => sum(ceil.map((r) => r.amount)), { unit: '£', wrong: () => plLine('Ceilidh & Events Income')[10] }],
    ['filter', 'what did sykes bookings bring in gross over the summer season (jun-aug 2025)', () => sum(BOOKINGS.filter((b) => b.channel === 'Sykes' && ['2025-06', '2025-07', '2025-08'].includes(b.arrive.slice(0, 7))).map((b) => b.gross)), { unit: '£', wrong: () => sum(BOOKINGS.filter((b) => ['2025-06', '2025-07', '2025-08'].includes(b.arrive.slice(0, 7))).map((b) => b.gross)) }],
    ['filter', 'How much was refunded to campers through SumUp over the summer?', () => -sum(SUMUP.filter((r) => r.type === 'Refund').map((r) => r.amount)), { unit: '£', wrong: () => -sum(SUMUP.filter((r) => r.type === 'Refund').slice(0, 3).map((r) => r.amount)) }],

    ['date', 'When was the AGM held?', () => ({ date: A_AGM.date }), { wrong: '2025-12-13' }],
    ['date', 'By what date does the hydro loan have to be paid off?', () => ({ date: A_AGM.loanEnd }), { wrong: '2032-03-31' }],
    ['date', 'what date is on the kinlochvaar stores receipt', () => ({ date: A_RECEIPT.date }), { wrong: '2025-08-04' }],
    ['date', 'On what date did the 1st Dingwall Scouts pay for their group camp?', () => ({ date: SUMUP.find((r) => r.desc.includes('Dingwall')).date }), { wrong: '2025-07-25' }],

    ['text', 'Who was elected treasurer at the AGM in December?', () => ({ text: [A_AGM.newTreasurer] }), { wrong: A_AGM.oldTreasurer }],
    ['text', 'Who carried out the independent examination of the 2024-25 accounts?', () => ({ text: ['Anne Kerr', A_AGM.examinerFirm] }), { wrong: A_AGM.secretary }],
    ['text', 'which agency lets our cottages', () => ({ text: ['Sykes'] }), { wrong: 'Airbnb' }],

    ['notfound', 'What was our holiday let income in 2022-23?', NF, {}],
    ['notfound', 'How much has the trust spent on the community broadband project?', NF, {}],
    ['notfound', 'what were the sumup takings in june 2025', NF, {}],
    ['notfound', "How big a pay rise did the development officer get for 2025-26?", NF, {}],
    ['notfound', 'whats the VAT on the invoice for the turbine bearing replacement', NF, {}],
  ],
  hinode: [
    ['lookup', 'What is the FY2025 budget for Teacher Appreciation Week?', () => hb('Teacher Appreciation Week').b25, { unit: '¥', wrong: () => hb('Teacher Appreciation Week').b24 }],
    ['lookup', 'how much does each homeroom get as a class grant', () => 15000, { unit: '¥', wrong: 20000 }],
    ['lookup', 'What was the total on the Yamate Foods receipt?', () => H_RECEIPT.total, { unit: '¥', wrong: () => H_RECEIPT.paid }],
    ['lookup', 'What were actual membership dues for FY2024?', () => hb('Membership dues').a24, { unit: '¥', wrong: () => hb('Membership dues').b24 }],
    ['lookup', 'how much 8% consumption tax is on the yamate foods receipt', () => H_RECEIPT.tax8, { unit: '¥', wrong: () => H_RECEIPT.tax10 }],
    ['lookup', 'What will the annual PTA dues be per family from April 2026?', () => DUES_NEXT, { unit: '¥', wrong: DUES_RATE }],

    ['sum', 'What did the food court take on Square at the Hinode Fair, after refunds?', () => sqTotal('2025-11-08'), { unit: '¥', wrong: () => isum(sqOn('2025-11-08').filter((r) => r.event === 'Payment').map((r) => r.gross)) + 1500 }],
    ['sum', 'How much have we spent in total from April to December 2025?', () => H_ITOT.expense.actual, { unit: '¥', wrong: () => H_BTOT.a24.expense }],
    ['sum', 'square fees in Q3 this year?', () => sqFees('2025-10') + sqFees('2025-11') + sqFees('2025-12'), { unit: '¥', wrong: () => sqFees('2025-11') }],
    ['sum', 'How much did the June and December bake sales take altogether?', () => sqTotal('2025-06-14') + sqTotal('2025-12-13'), { unit: '¥', wrong: () => sqTotal('2025-12-13') }],
    ['sum', 'What is total income received from April to December, not counting the money carried forward?', () => H_ITOT.income.actual - H_OPEN_FY25, { unit: '¥', wrong: () => H_ITOT.income.actual }],

    ['difference', 'At the fair, how much more was paid by card than in cash on Square (before refunds)?', () => { const p = sqOn('2025-11-08').filter((r) => r.event === 'Payment'); return isum(p.filter((r) => r.tender !== 'Cash').map((r) => r.gross)) - isum(p.filter((r) => r.tender === 'Cash').map((r) => r.gross)); }, { unit: '¥', wrong: () => isum(sqOn('2025-11-08').filter((r) => r.event === 'Payment' && r.tender !== 'Cash').map((r) => r.gross)) }],
    ['difference', 'How much did the bank balance in the ledger change between 30 September and 31 December 2025?', () => LEDGER.at(-1).bal - LEDGER.filter((l) => l.date <= '2025-09-30').at(-1).bal, { unit: '¥', wrong: () => LEDGER.at(-1).bal - H_OPEN_FY25 }],
    ['difference', "What's the difference between this year's library book budget and what was actually spent on library books in FY2024?", () => hb('Library book donation').b25 - hb('Library book donation').a24, { unit: '¥', wrong: () => hi('Library book donation').remaining }],
    ['difference', 'How much more is budgeted for Hinode Fair income in FY2025 than the FY2024 fair actually raised?', () => hb('Hinode Fair').b25 - hb('Hinode Fair').a24, { unit: '¥', wrong: () => hb('Hinode Fair').b25 - hb('Hinode Fair').b24 }],

    ['percent', 'What percentage of the families due to pay (leaving out exempt staff families) have paid their FY2025 dues?', () => (DUES_TOT.paid / (DUES_TOT.families - DUES_TOT.exempt)) * 100, { unit: '%', wrong: () => (DUES_TOT.paid / DUES_TOT.families) * 100 }],
    ['percent', 'what % of the fairs square payments by value were paid by card', () => { const p = sqOn('2025-11-08').filter((r) => r.event === 'Payment'); return (isum(p.filter((r) => r.tender !== 'Cash').map((r) => r.gross)) / isum(p.map((r) => r.gross))) * 100; }, { unit: '%', wrong: () => { const p = sqOn('2025-11-08').filter((r) => r.event === 'Payment'); return (p.filter((r) => r.tender !== 'Cash').length / p.length) * 100 + 2; } }],
    ['percent', 'What share of the FY2025 expenditure budget had been used by 31 December?', () => (H_ITOT.expense.actual / H_ITOT.expense.b25) * 100, { unit: '%', wrong: () => (H_ITOT.income.actual / H_ITOT.income.b25) * 100 }],
    ['percent', 'what percent of the library book budget have we spent so far', () => hi('Library book donation').pct, { unit: '%', wrong: () => 100 - hi('Library book donation').pct }],

    ['variance', 'What was the FY2024 variance between budget and actual for bake sales?', () => hb('Bake sales').a24 - hb('Bake sales').b24, { unit: '¥', wrong: () => hi('Bake sales').remaining }],
    ['variance', 'What was the variance between the FY2024 total expenditure budget (contingency included) and actual spending?', () => H_BTOT.b24.expense - H_BTOT.a24.expense, { unit: '¥', wrong: () => H_BTOT.b24.expense - hb('Contingency').b24 - H_BTOT.a24.expense }],
    ['variance', 'did the fair costs go over budget this year? by how much', () => hi('Hinode Fair costs').actual - hb('Hinode Fair costs').b25, { unit: '¥', wrong: () => hi('Hinode Fair costs').actual - hb('Hinode Fair costs').a24 }],

    ['ratio', "What's the ratio of Hinode Fair income to fair costs for FY2025 so far?", () => hi('Hinode Fair').actual / hi('Hinode Fair costs').actual, { unit: 'x', wrong: () => hb('Hinode Fair').a24 / hb('Hinode Fair costs').a24 }],
    ['ratio', 'How many times bigger is the playground shade gift than the FY2025 library book budget?', () => 1500000 / hb('Library book donation').b25, { unit: 'x', wrong: () => 1500000 / hb('Library book donation').a24 }],
    ['ratio', 'ratio of paid to unpaid familes for dues this yr?', () => DUES_TOT.paid / DUES_TOT.unpaid, { unit: 'x', wrong: () => DUES_TOT.paid / DUES_TOT.exempt }],

    ['average', 'What was the average food court sale on Square at the Hinode Fair?', () => mean(sqOn('2025-11-08').filter((r) => r.event === 'Payment').map((r) => r.gross)), { unit: '¥', wrong: () => mean(SQUARE.filter((r) => r.event === 'Payment').map((r) => r.gross)) }],
    ['average', 'whats the avg sale at the december bake sale (not counting the refund)', () => mean(sqOn('2025-12-13').filter((r) => r.event === 'Payment').map((r) => r.gross)), { unit: '¥', wrong: () => mean(sqOn('2025-06-14').filter((r) => r.event === 'Payment').map((r) => r.gross)) }],
    ['average', 'On average, how much did we spend per month from April to December?', () => H_ITOT.expense.actual / 9, { unit: '¥', wrong: () => H_ITOT.expense.actual / 12 }],

    ['count', 'How many families are exempt from PTA dues?', () => DUES_TOT.exempt, { unit: '', wrong: () => DUES_TOT.unpaid }],
    ['count', 'how many square sales were rung up at the fair', () => sqOn('2025-11-08').filter((r) => r.event === 'Payment').length, { unit: '', wrong: () => sqOn('2025-11-08').filter((r) => r.event === 'Payment').length - 12 }],
    ['count', "How many families still haven't paid their dues this year?", () => DUES_TOT.unpaid, { unit: '', wrong: () => DUES_TOT.exempt }],

    ['extreme', 'Which grade has the most families yet to pay dues?', () => { const m = Math.max(...DUES.map((d) => d.unpaid)); const g = DUES.filter((d) => d.unpaid === m); if (g.length !== 1) throw new Error('tie'); return { text: [g[0].grade] }; }, { wrong: 'Grade 10' }],
    ['extreme', 'What was the single biggest payment out of the PTA account between April and December?', () => Math.max(...LEDGER.map((l) => l.exp)), { unit: '¥', wrong: 300000 }],
    ['extreme', 'What was the largest single Square sale at the fair?', () => Math.max(...sqOn('2025-11-08').map((r) => r.gross)), { unit: '¥', wrong: () => sqOn('2025-11-08').map((r) => r.gross).sort((a, b) => b - a)[1] }],
    ['extreme', 'In which month did the PTA receive the most income between April and December 2025?', () => { const ms = ['04', '05', '06', '07', '08', '09', '10', '11', '12']; const v = ms.map((m) => isum(LEDGER.filter((l) => l.date.slice(5, 7) === m).map((l) => l.inc))); const i = maxIdx(v); const names = ['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']; return { text: [`${names[i]} 2025`, `${names[i].slice(0, 3)} 2025`, names[i]] }; }, { wrong: 'April 2025' }],

    ['filter', 'How much was paid by JCB on Square at the fair?', () => isum(sqOn('2025-11-08').filter((r) => r.tender === 'JCB').map((r) => r.gross)), { unit: '¥', wrong: () => isum(SQUARE.filter((r) => r.tender === 'JCB').map((r) => r.gross)) }],
    ['filter', 'How much have we spent on Teacher Appreciation Week so far this year?', () => ledgerCat('Teacher Appreciation Week'), { unit: '¥', wrong: () => isum(LEDGER.filter((l) => l.cat === 'Teacher Appreciation Week' && l.date < '2025-06-01').map((l) => l.exp)) }],
    ['filter', 'total of teh square refunds?', () => -isum(SQUARE.filter((r) => r.event === 'Refund').map((r) => r.gross)), { unit: '¥', wrong: 500 }],

    ['date', 'When was the playground shade gift presented to the school?', () => ({ date: H_MIN.giftDate }), { wrong: '2025-12-18' }],
    ['date', 'When is the next PTA General Meeting?', () => ({ date: H_MIN.nextMeeting }), { wrong: '2026-01-24' }],
    ['date', 'what date is on the yamate foods receipt', () => ({ date: H_RECEIPT.date }), { wrong: '2025-11-08' }],
    ['date', 'When did we pay the PTA activity insurance premium?', () => ({ date: LEDGER.find((l) => l.cat === 'PTA activity insurance').date }), { wrong: '2025-04-19' }],

    ['text', 'Who is the PTA treasurer?', () => ({ text: [H_MIN.treasurer] }), { wrong: H_MIN.president }],
    ['text', "Who are the PTA's auditors?", () => ({ text: H_MIN.auditors }), { wrong: H_MIN.secretary }],
    ['text', 'Which company gave ¥50,000 to sponsor the fair?', () => ({ text: ['Minato Mirai Dental Clinic', 'Minato Mirai Dental'] }), { wrong: 'Bayside Realty K.K.' }],

    ['notfound', 'What were our membership dues in FY2023?', NF, {}],
    ['notfound', 'How much did the Sports Day refreshment stall make?', NF, {}],
    ['notfound', "What's the FY2026 budget for Teacher Appreciation Week?", NF, {}],
    ['notfound', 'how much did the graduation gifts cost in march 2026', NF, {}],
    ['notfound', 'What was the total on the Costco receipt for the fair?', NF, {}],
  ],
};
