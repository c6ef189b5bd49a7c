// The one data module for set L: every figure in every document and every case (question, kind, answer computed
// from the figures). Asserts that the documents foot and agree with each other, that extremes are unique and that
// percentages / ratios survive rounding under the scorer's 0.5% tolerance.
const assert = (c, m) => { if (!c) throw new Error('data.mjs assertion failed: ' + m); };
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const uniqueMax = (pairs, label) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); assert(s[0][1] > s[1][1], `unique maximum: ${label}`); return s[0][0]; };
const uniqueMin = (pairs, label) => uniqueMax(pairs.map(([k, v]) => [k, -v]), label);
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n) => String(n).padStart(2, '0');

export const ORGS = {
  stbrendans: { name: "St Brendan's Parish Community Fund", fiscalYearStart: 'January', currency: '€', code: 'EUR ', locale: 'en-IE' },
  mapleridge: { name: 'Maple Ridge Housing Co-operative', fiscalYearStart: 'October', currency: 'C$', code: 'CAD ', locale: 'en-CA' },
};

// =====================================================================================================
// St Brendan's Parish Community Fund (Ireland, €, calendar year 2025, day-first dates)
// =====================================================================================================
const SB = {
  files: {
    ie: "stbrendans/Income and Expenditure Account 2025.pdf",
    coll: 'stbrendans/Weekly collections register 2025.csv',
    pledges: 'stbrendans/Roof Fund pledge tracker.xlsx',
    minutes: 'stbrendans/Finance Committee minutes 12 Feb 2026.docx',
    invoice: 'stbrendans/IMG_20251107_103412.jpg',
  },
};
// weekly collections: 52 Sundays, week ending 05/01/2025 … 28/12/2025, amounts in cents
{
  const R = rng(20250105);
  const weeks = [];
  for (let i = 0; i < 52; i++) {
    const d = new Date(Date.UTC(2025, 0, 5 + 7 * i));
    const iso = d.toISOString().slice(0, 10);
    let env = Math.round(115000 + R() * 26000) * 1; // cents
    env = Math.round(env / 100) * 100 + (R() < 0.5 ? 0 : 50); // envelopes: whole or half euro
    let loose = Math.round(48000 + R() * 24000);
    let online = Math.round(18000 + R() * 13500);
    if (iso === '2025-04-20') { loose += 61000; env += 24000; } // Easter Sunday
    if (iso === '2025-12-28') { loose += 48000; env += 19000; online += 3000; } // Christmas week
    if (iso === '2025-11-02') { online += 6100; } // All Souls online appeal
    weeks.push({ iso, dmy: `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`, m: d.getUTCMonth(), env, loose, online });
  }
  // make each column's annual total whole euros by trimming the last week's cents
  for (const k of ['env', 'loose', 'online']) { const t = weeks.reduce((s, w) => s + w[k], 0); weeks[51][k] -= t % 100; }
  for (const w of weeks) { w.total = w.env + w.loose + w.online; for (const k of ['env', 'loose', 'online', 'total']) w[k] = w[k] / 100; }
  SB.weeks = weeks;
}
SB.collTotals = Object.fromEntries(['env', 'loose', 'online', 'total'].map((k) => [k, sum(SB.weeks.map((w) => w[k]))]));
assert(Number.isInteger(SB.collTotals.env) && Number.isInteger(SB.collTotals.loose) && Number.isInteger(SB.collTotals.online), 'collections annual totals whole euros');
assert(SB.collTotals.total === SB.collTotals.env + SB.collTotals.loose + SB.collTotals.online, 'collections total column foots');

// roof fund pledge tracker (as at 31/12/2025): ref, pledger, pledged, paid to date
SB.pledges = [
  ['RF-001', 'Murphy family', 5000, 5000], ['RF-002', 'K. Byrne', 2000, 2000], ['RF-003', 'O\'Sullivan family', 1000, 500],
  ['RF-004', 'Walsh Pharmacy', 10000, 6000], ['RF-005', 'P. & M. Doyle', 2500, 2500], ['RF-006', 'J. Ryan', 1500, 0],
  ['RF-007', 'Kelly family', 3000, 3000], ['RF-008', 'B. Nolan', 500, 500], ['RF-009', 'T. Farrell', 1000, 1000],
  ['RF-010', 'Dunne Motors', 5000, 2500], ['RF-011', 'S. Quinn', 2000, 0], ['RF-012', 'Brennan Hardware Ltd', 15000, 15000],
  ['RF-013', 'M. Gallagher', 1000, 1000], ['RF-014', 'Carroll family', 2500, 1250], ['RF-015', 'E. Fitzgerald', 500, 0],
  ['RF-016', 'Lynch family', 3000, 3000], ['RF-017', 'D. Hayes', 1000, 250], ['RF-018', 'C. Moran', 2000, 2000],
  ['RF-019', 'Ladies Club', 5000, 5000], ['RF-020', 'Kinsella Farms', 12000, 3000], ['RF-021', 'N. Boyle', 1500, 1500],
  ['RF-022', 'G. Keogh', 750, 750], ['RF-023', 'Healy family', 2000, 1000], ['RF-024', 'F. Tierney', 1000, 0],
  ['RF-025', 'Whelan family', 3000, 1800], ['RF-026', 'A. Power', 500, 500], ['RF-027', 'GAA Club Lotto', 2500, 2500],
  ['RF-028', 'R. Cullen', 1000, 1000], ['RF-029', 'Foley family', 4000, 0], ['RF-030', 'H. Daly', 1250, 1250],
  ['RF-031', 'L. McCarthy', 2000, 500], ['RF-032', 'Parish Choir', 6000, 6000],
].map(([ref, name, pledged, paid]) => ({ ref, name, pledged, paid, balance: pledged - paid, status: paid === pledged ? 'Paid' : paid === 0 ? 'Unpaid' : 'Part-paid' }));
SB.pledgeTotals = { pledged: sum(SB.pledges.map((p) => p.pledged)), paid: sum(SB.pledges.map((p) => p.paid)), balance: sum(SB.pledges.map((p) => p.balance)) };

// income and expenditure account (whole euros): [label, 2025, 2024]
SB.incoming = [
  ['Envelope collections', SB.collTotals.env, 68940],
  ['Loose (plate) collections', SB.collTotals.loose, 33870],
  ['Online giving', SB.collTotals.online, 9615],
  ['Christmas & Easter offerings', 18420, 17055],
  ['Roof Fund appeal – pledge payments', SB.pledgeTotals.paid, 0],
  ['Parish lotto (net)', 9860, 10415],
  ['Hall rental income', 7350, 6900],
  ['Bequests', 5000, 12000],
  ['Deposit interest', 412, 286],
];
SB.outgoing = [
  ['Clergy support & stipends', 41600, 40300],
  ['Diocesan assessment', 14250, 13800],
  ['Light & heat', 16874, 18932],
  ['Insurance', 9615, 9120],
  ['Repairs & maintenance', 7948, 11236],
  ['Roof works – Kavanagh Roofing', 96400, 0],
  ['Architect & engineer fees (roof)', 8610, 0],
  ['Sacristy & liturgy supplies', 4385, 4120],
  ['Charitable giving (St Vincent de Paul)', 6500, 6000],
  ['Parish office & administration', 5212, 4987],
  ['Bank charges', 640, 598],
];
SB.totIn = [sum(SB.incoming.map((l) => l[1])), sum(SB.incoming.map((l) => l[2]))];
SB.totOut = [sum(SB.outgoing.map((l) => l[1])), sum(SB.outgoing.map((l) => l[2]))];
SB.excess = [SB.totIn[0] - SB.totOut[0], SB.totIn[1] - SB.totOut[1]];
assert(SB.excess[0] > 0 && SB.excess[1] > 0, 'excess of income over expenditure positive in both years');
SB.line = (l) => [...SB.incoming, ...SB.outgoing].find((x) => x[0] === l);

// finance committee minutes
SB.minutes = {
  date: '2026-02-12', next: '2026-04-14', treasurer: 'Declan Moriarty', secretary: 'Máire Brennan', chair: 'Fr Tom Keane PP',
  contractor: 'Kavanagh Roofing Ltd', cap: 148000, examiner: "O'Rourke & Daly", boilerDeferredTo: 2027,
  banks: [['AIB current account', 18462.35], ['AIB deposit account', 41250.0], ["St Brendan's Credit Union – Roof Fund account", 27905.1]],
};
assert(SB.minutes.cap > SB.line('Roof works – Kavanagh Roofing')[1], 'roof works within the cap');

// builders' merchant invoice (photo): [description, qty, unit price, VAT rate]
SB.invoice = {
  vendor: 'Kilbride Builders Providers', number: 'KBP-58213', date: '2025-11-07', due: '2025-12-07',
  lines: [
    ['Roofing felt underlay 1m x 50m', 6, 64.5, 23],
    ['Treated roof batten 50x25 4.8m', 120, 3.85, 23],
    ['Stainless steel nails 2.5kg', 8, 21.4, 23],
    ['Lead flashing code 4 300mm x 6m', 3, 118.75, 23],
    ['Concrete blocks 215mm (pallet)', 2, 289.0, 13.5],
    ['Ready-mix mortar 1 tonne bag', 3, 96.5, 13.5],
  ].map(([d, q, p, rate]) => ({ d, q, p, rate, net: r2(q * p) })),
};
{
  const I = SB.invoice;
  I.net23 = sum(I.lines.filter((l) => l.rate === 23).map((l) => l.net));
  I.net135 = sum(I.lines.filter((l) => l.rate === 13.5).map((l) => l.net));
  I.vat23 = r2(I.net23 * 0.23); I.vat135 = r2(I.net135 * 0.135);
  I.vat = r2(I.vat23 + I.vat135); I.total = r2(I.net23 + I.net135 + I.vat);
  I.dearest = uniqueMax(I.lines.map((l) => [l.d, l.net]), 'invoice line');
}

// =====================================================================================================
// Maple Ridge Housing Co-operative (Canada, C$, FY Oct–Sep; FY2026 = Oct 2025 – Sep 2026)
// =====================================================================================================
const MR = {
  files: {
    budget: 'mapleridge/FY2026 Operating Budget.xlsx',
    ytd: 'mapleridge/YTD Actual vs Budget - March 2026.pdf',
    reserve: 'mapleridge/Replacement Reserve Fund Schedule FY2023-FY2025.xlsx',
    arrears: 'mapleridge/Arrears report 31-Mar-2026.csv',
    bill: 'mapleridge/hydro_bill_march2026.jpg',
  },
  months: ['Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26', 'Apr-26', 'May-26', 'Jun-26', 'Jul-26', 'Aug-26', 'Sep-26'],
  monthNames: ['October', 'November', 'December', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'],
};
const rep = (v) => Array(12).fill(v);
MR.revenue = [
  ['Housing charges', [58640, 58640, 58640, ...rep(60400).slice(3)]],
  ['Parking', rep(1560)],
  ['Laundry', [940, 940, 960, 960, 960, 940, 920, 920, 900, 900, 900, 920]],
  ['Interest income', rep(310)],
];
MR.expenses = [
  ['Administration & office', rep(2150)],
  ['Salaries & benefits', rep(5760)],
  ['Hydro (electricity)', [3100, 3900, 4800, 5200, 4900, 4100, 3300, 2800, 2900, 3400, 3350, 2950]],
  ['Natural gas', [2400, 5600, 8900, 10400, 9700, 7100, 4200, 1900, 1100, 950, 950, 1300]],
  ['Water & sewer', rep(3450)],
  ['Insurance', rep(4875)],
  ['Property taxes', rep(5980)],
  ['Repairs & maintenance', [6500, 6500, 6500, 6500, 6500, 6500, 6500, 6500, 8500, 8500, 6500, 6500]],
  ['Snow removal', [0, 2600, 4800, 5400, 5400, 3100, 0, 0, 0, 0, 0, 0]],
  ['Landscaping', [1200, 0, 0, 0, 0, 0, 0, 1850, 1850, 1850, 1850, 1850]],
  ['Mortgage interest', Array.from({ length: 12 }, (_, i) => 11960 - 40 * i)],
  ['Replacement reserve contribution', rep(8500)],
  ['Member education & committees', rep(250)],
];
{
  const annual = (v) => sum(v);
  for (const l of [...MR.revenue, ...MR.expenses]) { l.push(annual(l[1])); l.push(sum(l[1].slice(0, 6))); } // [label, months, annual, budgetYTD]
  const col = (ls, i) => sum(ls.map((l) => l[1][i]));
  MR.totRev = Array.from({ length: 12 }, (_, i) => col(MR.revenue, i));
  MR.totExp = Array.from({ length: 12 }, (_, i) => col(MR.expenses, i));
  MR.surplus = MR.totRev.map((v, i) => r2(v - MR.totExp[i]));
  MR.totRevAnnual = sum(MR.totRev); MR.totExpAnnual = sum(MR.totExp); MR.surplusAnnual = r2(MR.totRevAnnual - MR.totExpAnnual);
}
MR.line = (l) => [...MR.revenue, ...MR.expenses].find((x) => x[0] === l);
// YTD actuals (Oct 2025 – Mar 2026) as differences from budget YTD (actual − budget)
MR.actualDiff = {
  'Housing charges': -1240, Parking: 180, Laundry: -318, 'Interest income': 402,
  'Administration & office': 1115, 'Salaries & benefits': -460, 'Hydro (electricity)': 1870, 'Natural gas': -2140, 'Water & sewer': 655,
  Insurance: 3150, 'Property taxes': -12, 'Repairs & maintenance': 7985, 'Snow removal': 4260, Landscaping: -1200,
  'Mortgage interest': -35, 'Replacement reserve contribution': 0, 'Member education & committees': -640,
};
MR.ytd = [...MR.revenue.map((l) => ({ sec: 'rev', label: l[0] })), ...MR.expenses.map((l) => ({ sec: 'exp', label: l[0] }))].map((x) => {
  const l = MR.line(x.label);
  const budget = l[3], actual = budget + MR.actualDiff[x.label];
  const fav = x.sec === 'rev' ? actual - budget : budget - actual; // favourable / (unfavourable)
  return { ...x, actual, budget, annual: l[2], fav, pct: budget ? (fav / budget) * 100 : 0 };
});
MR.ytdRow = (l) => MR.ytd.find((x) => x.label === l);
MR.ytdTot = {
  revA: sum(MR.ytd.filter((x) => x.sec === 'rev').map((x) => x.actual)), revB: sum(MR.ytd.filter((x) => x.sec === 'rev').map((x) => x.budget)),
  expA: sum(MR.ytd.filter((x) => x.sec === 'exp').map((x) => x.actual)), expB: sum(MR.ytd.filter((x) => x.sec === 'exp').map((x) => x.budget)),
};
MR.ytdTot.netA = MR.ytdTot.revA - MR.ytdTot.expA; MR.ytdTot.netB = MR.ytdTot.revB - MR.ytdTot.expB;
assert(MR.ytdTot.revB === sum(MR.totRev.slice(0, 6)) && MR.ytdTot.expB === sum(MR.totExp.slice(0, 6)), 'YTD budget = budget workbook Oct–Mar');
MR.ytdPrep = { by: 'Priya Raman', role: 'Bookkeeper', date: 'April 8, 2026' };

// replacement reserve fund schedule
MR.reserve = {
  years: ['FY2023', 'FY2024', 'FY2025'], opening0: 412380, contributions: [90000, 95500, 102000], interest: [9845, 14212, 12967],
  projects: [
    ['Roof replacement – Building B', [0, 148600, 0]],
    ['Boiler replacement', [62450, 0, 0]],
    ['Window replacement (Phase 1)', [0, 0, 87325]],
    ['Parking lot resurfacing', [0, 38900, 0]],
    ['Fire alarm panel upgrade', [18760, 0, 0]],
    ['Unit kitchen & flooring refits', [21400, 24350, 26810]],
  ],
  approved: '2025-11-18', study: 'Crestline Building Sciences',
};
{
  const R = MR.reserve;
  R.withdrawals = [0, 1, 2].map((i) => sum(R.projects.map((p) => p[1][i])));
  R.opening = []; R.closing = [];
  let o = R.opening0;
  for (let i = 0; i < 3; i++) { R.opening.push(o); o = o + R.contributions[i] + R.interest[i] - R.withdrawals[i]; R.closing.push(o); }
  R.biggestProject = uniqueMax(R.projects.map((p) => [p[0], sum(p[1])]), 'reserve project');
}

// arrears report at 31/03/2026
MR.arrears = [
  ['104', 'J.T.', 1, 1185], ['108', 'M.K.', 3, 3720], ['112', 'R.D.', 2, 2460], ['203', 'S.P.', 1, 1310],
  ['207', 'A.L.', 4, 5160], ['211', 'D.W.', 1, 1240], ['215', 'K.M.', 2, 2530], ['302', 'B.N.', 6, 4980],
  ['306', 'L.C.', 1, 645], ['309', 'T.H.', 3, 3885], ['314', 'P.G.', 1, 1295], ['318', 'E.F.', 2, 1940],
].map(([unit, member, months, owed]) => ({ unit, member, months, owed }));

// hydro bill (photo)
MR.bill = {
  vendor: 'Kawartha Ridge Hydro', account: '7741-20586-03', billDate: 'March 9, 2026', from: '2026-02-01', to: '2026-02-28', due: '2026-03-30',
  usage: [['On-peak', 3912, 0.158], ['Mid-peak', 4407, 0.122], ['Off-peak', 11236, 0.098]].map(([p, kwh, rate]) => ({ p, kwh, rate, amt: r2(kwh * rate) })),
  delivery: 1184.37, regulatory: 142.96,
};
{
  const B = MR.bill;
  B.kwh = B.usage.reduce((s, u) => s + u.kwh, 0);
  B.electricity = sum(B.usage.map((u) => u.amt));
  B.subtotal = r2(B.electricity + B.delivery + B.regulatory);
  B.hst = r2(B.subtotal * 0.13); B.total = r2(B.subtotal + B.hst);
}

// =====================================================================================================
// cases
// =====================================================================================================
const FILES = { stbrendans: Object.values(SB.files).sort(), mapleridge: Object.values(MR.files).sort() };
export const CASES = [];
const money = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'money' });
const pct = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'pct' });
const ratio = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'ratio' });
const count = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'count' });
const num = (v) => ({ type: 'number', value: v, tolerance: 0.005, unit: 'num' });
const text = (any, wrong) => ({ type: 'text', any, wrong });
const nf = { type: 'notfound' };
function dateText(iso, dayFirst, wrongIso) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Mo = M.slice(0, 3);
  const th = d + ([, 'st', 'nd', 'rd'][d % 10 > 3 || Math.floor(d / 10) === 1 ? 0 : d % 10] || 'th');
  const any = dayFirst
    ? [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${pad(d)}/${pad(m)}/${y}`, `${d}/${m}/${y}`, iso, `${d} ${Mo} ${y}`, `${Mo} ${d}, ${y}`, `${th} ${M} ${y}`, `${th} of ${M} ${y}`, `${M} ${th}, ${y}`]
    : [`${M} ${d}, ${y}`, `${d} ${M} ${y}`, iso, `${Mo} ${d}, ${y}`, `${M} ${th}, ${y}`, `${th} ${M} ${y}`];
  const [wy, wm, wd] = wrongIso.split('-').map(Number);
  return { type: 'text', any: [...new Set(any)], wrong: `${wd} ${MONTHS[wm - 1]} ${wy}`, date: iso };
}
const pctChange = (a, b) => ((a - b) / b) * 100;
function add(org, kind, question, answer) {
  const n = CASES.filter((c) => c.org === org).length + 1;
  CASES.push({ id: `${org}-${String(n).padStart(3, '0')}`, org, kind, question, answer, documents: FILES[org] });
}

// ---------------- St Brendan's
{
  const S = (k, q, a) => add('stbrendans', k, q, a);
  const L = (l, y = 0) => SB.line(l)[1 + y];
  const wk = (iso) => SB.weeks.find((w) => w.iso === iso);
  const I = SB.invoice;
  // lookups
  S('lookup', 'How much did the envelope collection bring in for 2025?', money(L('Envelope collections')));
  S('lookup', 'light and heat cost in 2025?', money(L('Light & heat')));
  S('lookup', 'whats the diocesan assesment figure for 2024', money(L('Diocesan assessment', 1)));
  S('lookup', 'Insurance for 2025 pls', money(L('Insurance')));
  S('lookup', 'hall rental income this year (2025)', money(L('Hall rental income')));
  S('lookup', 'What was the excess of income over expenditure in 2025', money(SB.excess[0]));
  S('lookup', 'how much is in the credit union roof fund acct at 31 dec', money(SB.minutes.banks[2][1]));
  S('lookup', "whats the spending cap the committee approved for the roof contractor", money(SB.minutes.cap));
  S('lookup', 'loose collection wk ending 16/03/2025?', money(wk('2025-03-16').loose));
  S('lookup', 'online giving for the week ending 7 Dec?', money(wk('2025-12-07').online));
  S('lookup', 'how much did RF-014 pledge for the roof', money(SB.pledges.find((p) => p.ref === 'RF-014').pledged));
  S('lookup', 'bequests 2024 figure', money(L('Bequests', 1)));
  // totals
  S('total', 'total pledged to the roof appeal across all the pledgers?', money(SB.pledgeTotals.pledged));
  S('total', "whats outstanding on the roof pledges altogether", money(SB.pledgeTotals.balance));
  S('total', 'add up the bank balances in the minutes for me, total cash at year end', money(sum(SB.minutes.banks.map((b) => b[1]))));
  // differences
  S('difference', 'how much more came in from envelopes than the loose plate in 2025?', money(L('Envelope collections') - L('Loose (plate) collections')));
  S('difference', 'by how much did total incoming change vs 2024', money(SB.totIn[0] - SB.totIn[1]));
  S('difference', 'how much headroom is left under the roof contractor cap after what we paid Kavanagh in 2025', money(SB.minutes.cap - L('Roof works – Kavanagh Roofing')));
  // percents
  S('percent', 'online giving % increase 2024 to 2025', pct(pctChange(L('Online giving'), L('Online giving', 1))));
  S('percent', 'what share of 2025 total incoming was the envelope collection (%)', pct((L('Envelope collections') / SB.totIn[0]) * 100));
  S('percent', 'what % of the amount pledged to the roof fund has actually been paid in', pct((SB.pledgeTotals.paid / SB.pledgeTotals.pledged) * 100));
  S('percent', 'Repairs & maintenance - percent change on last year?', pct(pctChange(L('Repairs & maintenance'), L('Repairs & maintenance', 1))));
  // ratios
  S('ratio', 'ratio of envelope to loose collection in 2025', ratio(L('Envelope collections') / L('Loose (plate) collections')));
  S('ratio', "2025 total incoming divided by total outgoing, what's the ratio", ratio(SB.totIn[0] / SB.totOut[0]));
  // extremes
  const best = (k) => uniqueMax(SB.weeks.map((w) => [w.iso, w[k]]), k);
  const worst = (k) => uniqueMin(SB.weeks.map((w) => [w.iso, w[k]]), k);
  const hiLoose = best('loose'), loOnline = worst('online');
  S('extreme', 'which week had the highest loose collection', dateText(hiLoose, true, '2025-12-21'));
  S('extreme', 'lowest online giving week in 2025?', dateText(loOnline, true, '2025-06-15'));
  const bigOut = uniqueMax(SB.outgoing.map((l) => [l[0], l[1]]), 'outgoing 2025');
  assert(bigOut === 'Roof works – Kavanagh Roofing', 'biggest outgoing is roof works');
  S('extreme', 'biggest single outgoing line in 2025', text(['Roof works', 'Kavanagh Roofing', 'roof contractor'], 'Clergy support & stipends'));
  const bigBal = uniqueMax(SB.pledges.map((p) => [p.ref, p.balance]), 'pledge balance');
  S('extreme', 'which pledger has the largest balance still outstanding?', text([bigBal, SB.pledges.find((p) => p.ref === bigBal).name], 'RF-004'));
  // monthly (by week-ending date)
  const inMonth = (m, k) => sum(SB.weeks.filter((w) => w.m === m).map((w) => w[k]));
  S('monthly', 'envelope collection total for the weeks ending in March 2025', money(inMonth(2, 'env')));
  S('monthly', 'how much online giving in Dec? (weeks ending in December)', money(inMonth(11, 'online')));
  S('monthly', 'loose collection for August, going by week ending date', money(inMonth(7, 'loose')));
  // counts
  S('count', 'how many roof pledges are fully paid', count(SB.pledges.filter((p) => p.status === 'Paid').length));
  S('count', "how many pledgers haven't paid anything yet", count(SB.pledges.filter((p) => p.paid === 0).length));
  assert(SB.weeks.every((w) => w.online !== 300), 'no week at exactly €300 online');
  S('count', 'how many weeks did online giving go over €300', count(SB.weeks.filter((w) => w.online > 300).length));
  // dates
  S('date', "when's the next finance committee meeting", dateText(SB.minutes.next, true, '2026-03-12'));
  S('date', 'when is the Kilbride invoice due for payment', dateText(I.due, true, '2025-11-30'));
  // text
  S('text', "who's our treasurer", text(['Declan Moriarty', 'Moriarty'], 'Máire Brennan'));
  S('text', 'which roofing contractor did the committee go with', text(['Kavanagh Roofing', 'Kavanagh'], 'Kilbride Builders Providers'));
  S('text', 'who is examining the 2025 accounts?', text(["O'Rourke & Daly", 'O’Rourke & Daly', "O'Rourke and Daly", 'O’Rourke and Daly', "O'Rourke", 'O’Rourke'], 'Brennan & Walsh'));
  // receipt (photo)
  S('receipt', 'total on the Kilbride invoice incl VAT', money(I.total));
  S('receipt', 'how much VAT @ 23% on the builders providers invoice', money(I.vat23));
  S('receipt', 'total VAT on the hardware invoice?', money(I.vat));
  S('receipt', 'net goods at 13.5% on the Kilbride invoice', money(I.net135));
  S('receipt', "what's the invoice no on the Kilbride docket", text([I.number, I.number.replace('-', ' '), I.number.replace('-', '')], 'KBP-58231'));
  assert(I.dearest.startsWith('Concrete blocks'), 'dearest line');
  S('receipt', 'which line on the builders merchant invoice was the dearest', text(['Concrete blocks', 'concrete block'], 'Ready-mix mortar'));
  // notfound
  S('notfound', 'how much did we spend on printing the parish newsletter in 2025', nf);
  S('notfound', 'What did the cemetery maintenance cost last year', nf);
  S('notfound', 'how much came in from the Trócaire Lenten collection', nf);
  S('notfound', 'whats our tax relief claim back from Revenue under the charitable donation scheme for 2025?', nf);
  S('notfound', 'how much does the parish pay the organist each year', nf);
}

// ---------------- Maple Ridge
{
  const M = (k, q, a) => add('mapleridge', k, q, a);
  const B = MR.line, Y = MR.ytdRow, R = MR.reserve, H = MR.bill;
  const a = (l) => Y(l).actual - Y(l).budget;
  // lookups
  M('lookup', 'whats the annual budget for housing charges FY26', money(B('Housing charges')[2]));
  M('lookup', 'snow removal budget for Jan?', money(B('Snow removal')[1][3]));
  M('lookup', 'property tax budget for the year', money(B('Property taxes')[2]));
  M('lookup', 'actual YTD housing charges thru March', money(Y('Housing charges').actual));
  M('lookup', 'R&M actual ytd', money(Y('Repairs & maintenance').actual));
  M('lookup', 'Insurance - what did we budget YTD?', money(Y('Insurance').budget));
  M('lookup', 'reserve fund closing balance FY2025', money(R.closing[2]));
  M('lookup', 'how much came out of the reserve for the boiler in FY23', money(R.projects[1][1][0]));
  M('lookup', 'interest earned on the reserve fund in FY2024?', money(R.interest[1]));
  M('lookup', 'how much does unit 207 owe', money(MR.arrears.find((x) => x.unit === '207').owed));
  M('lookup', 'laundry revenue budget for the full yr', money(B('Laundry')[2]));
  M('lookup', 'parking revenue budgeted for october', money(B('Parking')[1][0]));
  // totals
  M('total', 'total arrears owed by all units', money(sum(MR.arrears.map((x) => x.owed))));
  M('total', 'total withdrawals from the reserve fund over the 3 years', money(sum(R.withdrawals)));
  M('total', 'how much do members 3+ months behind owe in total', money(sum(MR.arrears.filter((x) => x.months >= 3).map((x) => x.owed))));
  // differences
  M('difference', 'how much did the reserve fund grow or shrink during FY2025', money(R.closing[2] - R.opening[2]));
  M('difference', 'how much more is budgeted for gas than hydro over the whole year', money(B('Natural gas')[2] - B('Hydro (electricity)')[2]));
  // percents
  M('percent', 'what % of the annual R&M budget have we used by end of March', pct((Y('Repairs & maintenance').actual / B('Repairs & maintenance')[2]) * 100));
  M('percent', '% change in reserve contributions FY24 to FY25', pct(pctChange(R.contributions[2], R.contributions[1])));
  M('percent', 'what share of budgeted annual revenue is housing charges', pct((B('Housing charges')[2] / MR.totRevAnnual) * 100));
  // variances
  assert(a('Snow removal') > 0 && a('Laundry') < 0 && a('Hydro (electricity)') > 0, 'variance directions');
  M('variance', 'how far off budget are we on snow removal YTD', money(Math.abs(a('Snow removal'))));
  M('variance', 'total expenses actual vs budget YTD, whats the variance in $', money(MR.ytdTot.expA - MR.ytdTot.expB));
  M('variance', 'YTD bottom line (surplus/deficit) vs budget - how far off are we?', money(MR.ytdTot.netA - MR.ytdTot.netB));
  M('variance', 'laundry revenue, how much short of budget are we ytd', money(-a('Laundry')));
  M('variance', "what's the variance % on insurance YTD", pct((Y('Insurance').fav / Y('Insurance').budget) * 100));
  M('variance', 'are we over on hydro YTD? by how much', money(a('Hydro (electricity)')));
  // ratios
  M('ratio', 'ratio of actual expenses to actual revenue YTD?', ratio(MR.ytdTot.expA / MR.ytdTot.revA));
  M('ratio', 'FY2024 reserve withdrawals as a multiple of that years contributions', ratio(R.withdrawals[1] / R.contributions[1]));
  // extremes
  const over = uniqueMax(MR.ytd.filter((x) => x.sec === 'exp').map((x) => [x.label, x.actual - x.budget]), 'most over budget');
  assert(over === 'Repairs & maintenance', 'most over budget line');
  M('extreme', 'which expense line is the most over budget YTD in dollars', text(['Repairs & maintenance', 'Repairs and maintenance', 'R&M', 'repairs'], 'Snow removal'));
  const topUnit = uniqueMax(MR.arrears.map((x) => [x.unit, x.owed]), 'arrears owed');
  M('extreme', 'which unit owes the most arrears', text([`Unit ${topUnit}`, `#${topUnit}`, topUnit], 'Unit 302'));
  const worstMonth = uniqueMin(MR.surplus.map((v, i) => [MR.monthNames[i], v]), 'budget deficit');
  M('extreme', 'which month of FY26 has the biggest budgeted deficit', text([worstMonth, MR.months[MR.monthNames.indexOf(worstMonth)]], 'December'));
  assert(R.biggestProject.startsWith('Roof replacement'), 'biggest project');
  M('extreme', 'which reserve project took the most money over the three years', text(['Roof replacement', 'roof replacement – Building B', 'Building B roof', 'roof'], 'Window replacement'));
  // monthly
  M('monthly', 'budgeted surplus/deficit for Dec 2025', money(MR.surplus[2]));
  M('monthly', 'total budgeted expenses for February', money(MR.totExp[4]));
  M('monthly', 'Q2 (Jan-Mar) snow removal budget', money(sum(B('Snow removal')[1].slice(3, 6))));
  // counts
  M('count', 'how many units are more than 2 months in arrears', count(MR.arrears.filter((x) => x.months > 2).length));
  M('count', 'how many units are on the arrears list altogether?', count(MR.arrears.length));
  // dates
  M('date', 'when is the hydro bill due', dateText(H.due, false, '2026-03-09'));
  M('date', 'when did the board approve the reserve fund schedule', dateText(R.approved, false, '2025-09-30'));
  // text
  M('text', 'who prepared the actual vs budget report', text(['Priya Raman', 'Raman'], 'Crestline Building Sciences'));
  M('text', 'which firm did our reserve fund study', text(['Crestline Building Sciences', 'Crestline'], 'Kawartha Ridge Hydro'));
  // receipt (photo)
  M('receipt', 'amount due on the hydro bill?', money(H.total));
  M('receipt', 'how much HST on the hydro bill', money(H.hst));
  M('receipt', 'total kWh used on the hydro bill', num(H.kwh));
  M('receipt', 'what did the off-peak electricity cost on the hydro bill', money(H.usage[2].amt));
  M('receipt', 'whats the delivery charge on the electricity bill', money(H.delivery));
  M('receipt', 'hydro bill account number?', text([H.account, H.account.replace(/-/g, ' '), H.account.replace(/-/g, '')], '7741-20568-03'));
  // notfound
  M('notfound', 'how much have we spent on the elevator maintenance contract YTD', nf);
  M('notfound', 'how much CMHC subsidy did we get this year', nf);
  M('notfound', 'what are the legal fees YTD', nf);
  M('notfound', 'internet and cable costs for the common room this year?', nf);
  M('notfound', 'how much member share capital do we hold', nf);
}

// numeric answers: percentages survive 1 dp, ratios 2 dp
for (const c of CASES) {
  const a = c.answer;
  if (a.type !== 'number') continue;
  if (a.unit === 'pct') assert(Math.abs(Math.round(a.value * 10) / 10 - a.value) <= 0.005 * Math.abs(a.value) && Math.abs(Math.round(a.value * 100) / 10000 * 100 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives rounding (${a.value})`);
  if (a.unit === 'ratio') assert(Math.abs(Math.round(a.value * 100) / 100 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp (${a.value})`);
  assert(a.value !== 0, `${c.id} non-zero`);
}
assert(new Set(CASES.map((c) => c.question)).size === CASES.length, 'unique questions');

export { SB, MR, MONTHS };
