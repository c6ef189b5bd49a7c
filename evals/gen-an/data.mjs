// One data model for set AN: every figure of every document is set or derived here.
// northstage: Northstage Theatre Company (Minneapolis, MN; fiscal year July-June, US$).
// mekong: Mekong Learning & Water Association (Phnom Penh, Cambodia; calendar year, US$ books, riel receipts and payroll).
export const r2 = (v) => Math.round(v * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const must = (c, m) => { if (!c) throw new Error(`data: ${m}`); };
export function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const ORGS = {
  northstage: { name: 'Northstage Theatre Company', fiscalYearStart: 7 },
  mekong: { name: 'Mekong Learning & Water Association', fiscalYearStart: 1 },
};
export const DOCS = {
  northstage: [
    'Northstage Audited Financial Statements FY2025.pdf',
    'Form 990 Schedule A Part II 2024.pdf',
    'FE NXT Budget vs Actual FY26 Dec 2025.xlsx',
    'Tessitura Ticket Revenue by Production 2025-26.csv',
    'Finance Committee Memo - Endowment Draw and Line of Credit.docx',
    'Northern Timber invoice.jpg',
  ],
  mekong: [
    'MLWA Audited Financial Statements 2025.pdf',
    'EU Consortium Interim Financial Report 2025.xlsx',
    'Payroll Summary December 2025.xlsx',
    'ABA Statement USD Dec 2025.csv',
    'Board Minutes 12-12-2025.docx',
    'Receipt Sokha Hardware.jpg',
  ],
};

// =============================================================== NORTHSTAGE
function northstage() {
  const A = {}; // statement of activities: [without, with] per year
  A[2025] = {
    ticket: [1486220, 0], subs: [412650, 0], contrib: [1118400, 684000], govt: [236500, 150000],
    events: [152450, 0], tuition: [198760, 0], invest: [38910, 246380], released: [702140, -702140],
    exp: { prod: 2486300, edu: 694820, mg: 498760, fr: 372410 }, eventCosts: 61850,
  };
  A[2024] = {
    ticket: [1391870, 0], subs: [398200, 0], contrib: [1046750, 512000], govt: [221000, 120000],
    events: [139880, 0], tuition: [184300, 0], invest: [31460, 188200], released: [640300, -640300],
    exp: { prod: 2402150, edu: 651400, mg: 476920, fr: 355780 }, eventCosts: 58400,
  };
  const REV = ['ticket', 'subs', 'contrib', 'govt', 'events', 'tuition', 'invest', 'released'];
  for (const y of [2024, 2025]) {
    const a = A[y];
    a.revWO = sum(REV.map((k) => a[k][0])); a.revW = sum(REV.map((k) => a[k][1]));
    a.progTotal = a.exp.prod + a.exp.edu;
    a.expTotal = a.progTotal + a.exp.mg + a.exp.fr;
    a.chgWO = a.revWO - a.expTotal; a.chgW = a.revW;
  }
  const NA = { 2024: { wo: 1284650, w: 3192200 } };
  NA[2023] = { wo: NA[2024].wo - A[2024].chgWO, w: NA[2024].w - A[2024].chgW };
  NA[2025] = { wo: NA[2024].wo + A[2025].chgWO, w: NA[2024].w + A[2025].chgW };
  for (const y of [2023, 2024, 2025]) NA[y].total = NA[y].wo + NA[y].w;

  // endowment (with donor restrictions)
  const endow = {
    2024: { beginPerp: 2050000, beginEarn: 548520, contrib: 100000, ret: 188200, approp: 118320 },
    2025: { beginPerp: 2150000, beginEarn: 618400, contrib: 120000, ret: 246380, approp: 118620, dividends: 58200 },
  };
  for (const y of [2024, 2025]) {
    const e = endow[y];
    e.begin = e.beginPerp + e.beginEarn; e.endPerp = e.beginPerp + e.contrib; e.endEarn = e.beginEarn + e.ret - e.approp; e.end = e.endPerp + e.endEarn;
  }
  must(endow[2024].endPerp === endow[2025].beginPerp && endow[2024].endEarn === endow[2025].beginEarn, 'endowment roll');
  // net assets with donor restrictions by purpose (Note 7)
  const restr = {
    2024: { edu: 185300, prod: 142000, time: 96500, perp: endow[2024].endPerp, earn: endow[2024].endEarn },
    2025: { edu: 214600, prod: 198430, time: 141250, perp: endow[2025].endPerp, earn: endow[2025].endEarn },
  };
  for (const y of [2024, 2025]) { restr[y].total = sum(Object.values(restr[y])); must(restr[y].total === NA[y].w, `restricted ${y} ${restr[y].total} vs ${NA[y].w}`); }
  must(A[2025].released[0] - endow[2025].approp === 583520, 'purpose releases');

  const BS = {
    2024: { ar: 48320, pledges: 214800, prepaid: 64210, invest: endow[2024].end, ppe: 1942300, ap: 186430, deferred: 512860, loc: 150000 },
    2025: { ar: 57910, pledges: 268450, prepaid: 71880, invest: endow[2025].end, ppe: 1886540, ap: 203770, deferred: 547320, loc: 75000 },
  };
  for (const y of [2024, 2025]) {
    const b = BS[y];
    b.liab = b.ap + b.deferred + b.loc;
    b.cash = NA[y].total + b.liab - (b.ar + b.pledges + b.prepaid + b.invest + b.ppe);
    b.assets = b.cash + b.ar + b.pledges + b.prepaid + b.invest + b.ppe;
    must(b.cash > 0, 'cash');
  }
  // cash flows FY2025
  const dep = 142760, ppeBuy = 87000;
  must(BS[2024].ppe - dep + ppeBuy === BS[2025].ppe, 'ppe');
  const gains = endow[2025].ret - endow[2025].dividends;
  const invBuy = endow[2025].dividends + endow[2025].contrib, invSell = endow[2025].approp;
  must(BS[2024].invest + gains + invBuy - invSell === BS[2025].invest, 'investments');
  const d = (k) => BS[2025][k] - BS[2024][k];
  const CF = {
    chg: NA[2025].total - NA[2024].total, dep, gains: -gains, endowContrib: -endow[2025].contrib,
    ar: -d('ar'), pledges: -d('pledges'), prepaid: -d('prepaid'), ap: d('ap'), deferred: d('deferred'),
    ppeBuy: -ppeBuy, invBuy: -invBuy, invSell, endowFin: endow[2025].contrib, loc: d('loc'),
  };
  CF.ops = CF.chg + CF.dep + CF.gains + CF.endowContrib + CF.ar + CF.pledges + CF.prepaid + CF.ap + CF.deferred;
  CF.inv = CF.ppeBuy + CF.invBuy + CF.invSell; CF.fin = CF.endowFin + CF.loc;
  CF.net = CF.ops + CF.inv + CF.fin;
  must(CF.net === BS[2025].cash - BS[2024].cash, 'cash flow');

  // functional expenses FY2025: [prod, edu, mg, fr]; "Other" is the remainder of each column
  const FX = [
    ['Salaries and wages', [982400, 318600, 246300, 184200]],
    ['Payroll taxes and employee benefits', [243000, 76460, 59110, 44210]],
    ['Artist fees and royalties', [486750, 62300, 0, 0]],
    ['Production, scenery and costumes', [312840, 18450, 0, 0]],
    ['Occupancy', [198600, 58200, 36400, 12300]],
    ['Marketing and advertising', [96420, 24610, 0, 58900]],
    ['Professional fees', [18300, 9200, 72450, 21600]],
    ['Education supplies and transportation', [0, 62380, 0, 0]],
    ['Insurance', [21300, 8150, 14260, 0]],
    ['Depreciation', [108500, 19860, 14400, 0]],
    ['Interest', [0, 0, 9840, 0]],
  ];
  const colT = [A[2025].exp.prod, A[2025].exp.edu, A[2025].exp.mg, A[2025].exp.fr];
  FX.push(['Other', colT.map((t, i) => t - sum(FX.map((r) => r[1][i])))]);
  FX.forEach((r) => r[1].forEach((v) => must(v >= 0, `fx ${r[0]}`)));
  must(sum(FX.map((r) => r[1][0] + r[1][1] + r[1][2] + r[1][3])) === A[2025].expTotal, 'fx total');
  must(sum(FX.find((r) => r[0] === 'Depreciation')[1]) === dep, 'fx dep');

  // Form 990 Schedule A Part II, tax years 2020-2024 (2024 = FY ended June 30, 2025)
  const yrs = [2020, 2021, 2022, 2023, 2024];
  const gifts = [1284300, 1902650, 1512400, A[2024].contrib[0] + A[2024].contrib[1] + A[2024].govt[0] + A[2024].govt[1], A[2025].contrib[0] + A[2025].contrib[1] + A[2025].govt[0] + A[2025].govt[1]];
  const interest = [18400, 21050, 27900, 44160, 66480];
  const other = [3120, 2480, 4960, 3870, 4215];
  const related = [1204630, 612880, 1586210, A[2024].ticket[0] + A[2024].subs[0] + A[2024].tuition[0], A[2025].ticket[0] + A[2025].subs[0] + A[2025].tuition[0]];
  const S = { yrs, gifts, interest, other, related };
  S.giftsF = sum(gifts); S.line11 = yrs.map((_, i) => gifts[i] + interest[i] + other[i]); S.line11F = sum(S.line11);
  S.excess = 418640; S.line6F = S.giftsF - S.excess; S.relatedF = sum(related);
  S.pct14 = Math.round((S.line6F / S.line11F) * 10000) / 100; S.pct15 = 86.92;

  // FE NXT budget vs actual FY2026 YTD December 2025: [acct, desc, annual, ytdBudget, ytdActual]
  const BVA = [
    { fund: '10', name: 'Operating Fund', rev: [
      ['4010', 'Single Ticket Sales', 1560000, 742000, 788415.50],
      ['4020', 'Subscriptions', 425000, 398000, 381260.00],
      ['4110', 'Individual Contributions', 820000, 310000, 342918.75],
      ['4120', 'Foundation Grants', 365000, 180000, 165000.00],
      ['4130', 'Corporate Sponsorships', 140000, 85000, 92500.00],
      ['4140', 'Government Grants', 180000, 90000, 90000.00],
      ['4210', 'Special Events', 160000, 20000, 18420.00],
      ['4510', 'Investment Income', 30000, 15000, 19872.41],
      ['4610', 'Endowment Draw', 131000, 65500, 65500.00],
    ], exp: [
      ['5010', 'Salaries - Artistic', 1045000, 536000, 551240.18],
      ['5020', 'Salaries - Administrative', 612000, 306000, 301877.42],
      ['5100', 'Payroll Taxes & Benefits', 398000, 201000, 208433.90],
      ['5210', 'Guest Artist Fees', 310000, 162000, 174860.00],
      ['5220', 'Royalties', 96000, 48000, 52310.00],
      ['5310', 'Scenery & Props', 205000, 118000, 139562.37],
      ['5320', 'Costumes', 88000, 47000, 44918.66],
      ['5410', 'Rent & Occupancy', 262000, 131000, 130904.12],
      ['5510', 'Marketing & Advertising', 182000, 104000, 97655.84],
      ['5610', 'Professional Fees', 112000, 48000, 61240.00],
      ['5710', 'Interest Expense', 9000, 4500, 5186.30],
      ['5810', 'Other Operating', 74000, 37000, 33712.95],
    ] },
    { fund: '20', name: 'Education Fund', rev: [
      ['4150', 'Education Grants', 210000, 105000, 112500.00],
      ['4310', 'Tuition - Classes & Camps', 168000, 52000, 48760.00],
      ['4320', 'School Residency Fees', 54000, 27000, 31850.00],
    ], exp: [
      ['5030', 'Teaching Artist Wages', 286000, 130000, 126413.25],
      ['5100', 'Payroll Taxes & Benefits', 52000, 23600, 22987.10],
      ['5330', 'Education Supplies', 38000, 17500, 21346.58],
      ['5340', 'Student Matinee Busing', 42000, 24000, 27880.00],
      ['5810', 'Other Operating', 16000, 8000, 6211.40],
    ] },
  ];
  for (const f of BVA) {
    for (const k of ['rev', 'exp']) f[`${k}T`] = [2, 3, 4].map((i) => sum(f[k].map((r) => r[i])));
    f.net = [0, 1, 2].map((i) => r2(f.revT[i] - f.expT[i]));
  }

  // Tessitura: performances of the 2025-26 mainstage season
  const R = rng(2526);
  const prods = [
    { name: 'The Winter\'s Tale', code: 'WT', venue: 'Guthrie Dowling Studio', cap: 200, dates: ['2025-09-18', '2025-09-19', '2025-09-20', '2025-09-21', '2025-09-25', '2025-09-26', '2025-09-27', '2025-09-28', '2025-10-02', '2025-10-03', '2025-10-04', '2025-10-05'], price: 44 },
    { name: 'A Christmas Carol', code: 'ACC', venue: 'Cowles Center Main Stage', cap: 480, dates: ['2025-11-28', '2025-11-29', '2025-11-30', '2025-12-05', '2025-12-06', '2025-12-07', '2025-12-12', '2025-12-13', '2025-12-14', '2025-12-19', '2025-12-20', '2025-12-21', '2025-12-23', '2025-12-24'], price: 52 },
    { name: 'Sweat', code: 'SWT', venue: 'Guthrie Dowling Studio', cap: 200, dates: ['2026-02-12', '2026-02-13', '2026-02-14', '2026-02-15', '2026-02-19', '2026-02-20', '2026-02-21', '2026-02-22'], price: 40 },
    { name: 'Into the Woods', code: 'ITW', venue: 'Cowles Center Main Stage', cap: 480, dates: ['2026-04-16', '2026-04-17', '2026-04-18', '2026-04-19', '2026-04-23', '2026-04-24', '2026-04-25', '2026-04-26'], price: 58 },
  ];
  const perfs = [];
  for (const p of prods) {
    p.dates.forEach((date, i) => {
      const past = date < '2026-01-12';
      const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
      const fill = past ? 0.62 + R() * 0.34 : 0.08 + R() * 0.25;
      const time = dow === 0 ? '2:00 PM' : (dow === 6 && i % 2 ? '2:00 PM' : '7:30 PM');
      let sold = Math.min(p.cap - 6, Math.round(p.cap * fill));
      if (p.code === 'ACC' && date === '2025-12-20') sold = p.cap - 4; // the best seller
      const comps = past ? 4 + Math.floor(R() * 14) : Math.floor(R() * 4);
      const avg = p.price * (0.86 + R() * 0.08);
      const gross = r2(Math.round(sold * avg));
      const fees = r2(sold * 3.5);
      perfs.push({ prod: p.name, code: `${p.code}${String(i + 1).padStart(2, '0')}`, date, time, venue: p.venue, sold, comps, cap: p.cap, gross, fees, net: r2(gross - fees) });
    });
  }
  // paid tickets exclude comps; fees are $3.50 a ticket kept by the ticketing service

  // Endowment memo: twelve quarter-end market values (Mar 2023 - Dec 2025)
  const qEnds = ['2023-03-31', '2023-06-30', '2023-09-30', '2023-12-31', '2024-03-31', '2024-06-30', '2024-09-30', '2024-12-31', '2025-03-31', '2025-06-30', '2025-09-30', '2025-12-31'];
  const qVals = [2512840, 2598520, 2541370, 2652910, 2714480, endow[2024].end, 2851630, 2887260, 2842115, endow[2025].end, 3104580, 3158940];
  const qAvg = sum(qVals) / 12;
  const drawRate = 4.5;
  const draw27 = Math.round((qAvg * drawRate) / 100);
  const loc = {
    limit: 500000, proposed: 750000, bank: 'North Loop Community Bank', margin: 0.75, prime: 7.0, renew: '2026-03-31',
    months: [['Jul 2025', 0, 0], ['Aug 2025', 75000, 0], ['Sep 2025', 100000, 0], ['Oct 2025', 125000, 0], ['Nov 2025', 0, 100000], ['Dec 2025', 0, 100000]],
  };
  let bal = BS[2025].loc;
  loc.opening = bal;
  loc.rows = loc.months.map(([m, draw, rep]) => { bal += draw - rep; return { m, draw, rep, bal }; });
  loc.peak = Math.max(...loc.rows.map((x) => x.bal));
  loc.dec = bal;

  // lumber invoice
  const INV = {
    no: 'NT-118274', date: '2025-11-14', po: 'SHOP-0417 (A Christmas Carol)',
    items: [['2x4x8 SPF Stud', 120, 4.18], ['3/4 in Sanded Plywood 4x8', 36, 58.90], ['1/2 in MDF 4x8', 24, 41.25], ['1x6x12 Pine Board', 40, 17.65], ['Muslin 120 in (yd)', 50, 6.40], ['Deck Screws 5 lb', 8, 38.99]],
    stateRate: 6.875, localRate: 2.15,
  };
  INV.lines = INV.items.map(([, q, p]) => r2(q * p));
  INV.subtotal = sum(INV.lines);
  INV.state = r2((INV.subtotal * INV.stateRate) / 100); INV.local = r2((INV.subtotal * INV.localRate) / 100);
  INV.tax = r2(INV.state + INV.local); INV.delivery = 85; INV.total = r2(INV.subtotal + INV.tax + INV.delivery);

  return { A, NA, endow, restr, BS, CF, FX, S, BVA, perfs, prods, qEnds, qVals, qAvg, drawRate, draw27, loc, INV, memoDate: '2026-01-20', auditDate: '2025-10-14', auditor: 'Lindqvist & Haugen, LLP' };
}

// =============================================================== MEKONG
function mekong() {
  // EU consortium: budget lines in EUR; monthly USD expenditure; USD per EUR monthly (InforEuro)
  const heads = [
    ['1', 'Human Resources', [['1.1', 'Salaries - project coordinator', 38400], ['1.2', 'Salaries - literacy facilitators (6)', 64800], ['1.3', 'Salaries - WASH technicians (2)', 21600], ['1.4', 'Per diems for missions', 9600]]],
    ['2', 'Travel', [['2.1', 'International travel', 4800], ['2.2', 'Local transport (motorbike, tuk-tuk, boat)', 14400]]],
    ['3', 'Equipment and supplies', [['3.1', 'Water filters and well repairs', 52000], ['3.2', 'Reading books and learning materials', 27500], ['3.3', 'Office equipment', 6200]]],
    ['4', 'Local office', [['4.1', 'Office rent Phnom Penh and Kampong Chhnang', 14400], ['4.2', 'Utilities and communications', 5400]]],
    ['5', 'Other costs, services', [['5.1', 'Community training workshops', 18600], ['5.2', 'Audit and financial verification', 7500], ['5.3', 'Visibility actions', 3600]]],
  ];
  const rates = [1.0354, 1.0389, 1.0821, 1.0812, 1.1347, 1.1271, 1.1678, 1.1592, 1.1685, 1.1734, 1.1565, 1.1608];
  const R = rng(991);
  const lines = [];
  for (const [h, hname, ls] of heads) for (const [code, name, budget] of ls) {
    const share = code === '2.1' ? 0 : code === '3.3' ? 0.97 : code === '3.1' ? 0.88 : 0.35 + R() * 0.45;
    const usd = Array.from({ length: 12 }, (_, m) => {
      if (code === '2.1') return m === 9 ? 2140.60 : 0;
      if (code === '3.3') return m === 1 ? r2(budget * 1.04 * share) : 0;
      if (code === '5.2') return m === 11 ? 3800 : 0;
      return r2(((budget * share * 1.12) / 12) * (0.6 + R() * 0.8));
    });
    const eur = usd.map((v, m) => r2(v / rates[m]));
    lines.push({ head: h, hname, code, name, budget, usd, eur, p1: sum(eur.slice(0, 6)), p2: sum(eur.slice(6)) });
  }
  for (const l of lines) { l.cum = r2(l.p1 + l.p2); l.pct = r2((l.cum / l.budget) * 100); }
  const headT = heads.map(([h, hname]) => { const ls = lines.filter((l) => l.head === h); return { h, hname, budget: sum(ls.map((l) => l.budget)), p1: sum(ls.map((l) => l.p1)), p2: sum(ls.map((l) => l.p2)), cum: sum(ls.map((l) => l.cum)) }; });
  const direct = { budget: sum(headT.map((x) => x.budget)), p1: sum(headT.map((x) => x.p1)), p2: sum(headT.map((x) => x.p2)), cum: sum(headT.map((x) => x.cum)) };
  const indirect = { budget: r2(direct.budget * 0.07), p1: r2(direct.p1 * 0.07), p2: r2(direct.p2 * 0.07) }; indirect.cum = r2(indirect.p1 + indirect.p2);
  const euTotal = { budget: r2(direct.budget + indirect.budget), p1: r2(direct.p1 + indirect.p1), p2: r2(direct.p2 + indirect.p2) }; euTotal.cum = r2(euTotal.p1 + euTotal.p2);

  const euUsd = r2(sum(lines.map((l) => sum(l.usd))) * 1.07);
  // statement of activities 2025 [unrestricted, restricted]; 2024 totals
  const donors = [
    // name, opening 2024, received 2024, expended 2024, received 2025, expended 2025
    ['European Union (via Aide et Action consortium)', 0, 312400, 188650, 268920, euUsd],
    ['Water for All Foundation (Australia)', 42300, 96000, 104850, 120000, 98430],
    ['Rotary District 3350', 8450, 25000, 30120, 0, 3330],
    ['Nordic Literacy Trust', 61800, 150000, 142260, 150000, 171985],
    ['UNICEF Cambodia (small-scale funding)', 0, 0, 0, 48500, 36210],
  ];
  const G = donors.map(([name, o24, r24, e24, r25, e25]) => { const c24 = o24 + r24 - e24; return { name, o24, r24, e24, c24, o25: c24, r25, e25, c25: c24 + r25 - e25 }; });
  G.forEach((g) => must(g.c25 >= 0, 'grant closing'));
  const GT = {}; for (const k of ['o24', 'r24', 'e24', 'c24', 'o25', 'r25', 'e25', 'c25']) GT[k] = sum(G.map((g) => g[k]));
  const A = {
    2025: { grants: [0, GT.r25], donations: [84620, 0], fees: [21450, 0], interest: [3184, 0], fx: [-6240, 0], released: [GT.e25, -GT.e25],
      exp: { lit: 318640, water: 196455, mgmt: 82318, fund: 18470 } },
    2024: { grants: [0, GT.r24], donations: [77310, 0], fees: [19880, 0], interest: [2411, 0], fx: [2150, 0], released: [GT.e24, -GT.e24],
      exp: { lit: 285200, water: 192310, mgmt: 78942, fund: 16605 } },
  };
  for (const y of [2024, 2025]) {
    const a = A[y]; const K = ['grants', 'donations', 'fees', 'interest', 'fx', 'released'];
    a.incU = sum(K.map((k) => a[k][0])); a.incR = sum(K.map((k) => a[k][1]));
    a.expT = a.exp.lit + a.exp.water + a.exp.mgmt + a.exp.fund;
    a.chgU = r2(a.incU - a.expT); a.chgR = a.incR;
  }
  must(sum([GT.e25]) === sum(G.map((g) => g.e25)), 'e25');
  const NA = { 2024: { u: 148260, r: GT.c24 } };
  NA[2025] = { u: r2(NA[2024].u + A[2025].chgU), r: r2(NA[2024].r + A[2025].chgR) };
  NA[2023] = { u: r2(NA[2024].u - A[2024].chgU), r: GT.o24 };
  must(NA[2025].r === GT.c25 && r2(NA[2024].r - A[2024].chgR) === GT.o24, 'restricted = grants');
  for (const y of [2023, 2024, 2025]) NA[y].t = r2(NA[y].u + NA[y].r);
  const BS = {
    2024: { recv: 18640, advances: 9320, prepaid: 6150, ppe: 64880, payables: 21430, accrued: 14860, deferred: 12000 },
    2025: { recv: 24210, advances: 12780, prepaid: 5420, ppe: 58930, payables: 26915, accrued: 17240, deferred: 0 },
  };
  for (const y of [2024, 2025]) {
    const b = BS[y];
    b.liab = b.payables + b.accrued + b.deferred;
    b.cashTotal = r2(NA[y].t + b.liab - (b.recv + b.advances + b.prepaid + b.ppe));
    b.assets = r2(b.cashTotal + b.recv + b.advances + b.prepaid + b.ppe);
  }
  // cash: ABA USD current account, ABA KHR account, petty cash
  BS[2024].khr = 4862.40; BS[2024].petty = 612.35; BS[2025].khr = 5318.75; BS[2025].petty = 744.10;
  for (const y of [2024, 2025]) BS[y].aba = r2(BS[y].cashTotal - BS[y].khr - BS[y].petty);
  const FXR = { 2025: 4010, 2024: 4050 };

  // payroll December 2025 (GDT rate for salary tax)
  const prate = 4021;
  const staff = [
    ['MLW-001', 'Chan Sophea', 'Executive Director', 'Support', 2450, 2],
    ['MLW-002', 'Lim Dara', 'Finance Manager', 'Support', 1480, 1],
    ['MLW-003', 'Keo Sreymom', 'Literacy Programme Manager', 'Literacy', 1320, 3],
    ['MLW-004', 'Sok Vannak', 'WASH Programme Manager', 'Clean Water', 1290, 0],
    ['MLW-005', 'Pich Chanthou', 'Accountant', 'Support', 760, 1],
    ['MLW-006', 'Heng Rithy', 'WASH Technician', 'Clean Water', 540, 2],
    ['MLW-007', 'Mao Sokunthea', 'WASH Technician', 'Clean Water', 520, 0],
    ['MLW-008', 'Nget Bopha', 'Literacy Facilitator', 'Literacy', 430, 1],
    ['MLW-009', 'Ouk Samnang', 'Literacy Facilitator', 'Literacy', 430, 0],
    ['MLW-010', 'Ros Leakhena', 'Literacy Facilitator', 'Literacy', 410, 2],
    ['MLW-011', 'Tep Visal', 'Literacy Facilitator', 'Literacy', 410, 0],
    ['MLW-012', 'Yim Sreyneang', 'Literacy Facilitator', 'Literacy', 395, 1],
    ['MLW-013', 'Chea Kosal', 'Driver', 'Support', 360, 3],
    ['MLW-014', 'Long Sopheap', 'Admin & HR Officer', 'Support', 620, 0],
  ];
  const taxOf = (base) => { // monthly salary tax brackets (riel)
    const B = [[1500000, 0, 0], [2000000, 0.05, 75000], [8500000, 0.1, 175000], [12500000, 0.15, 600000], [Infinity, 0.2, 1225000]];
    for (const [top, rt, ded] of B) if (base <= top) return Math.max(0, Math.round(base * rt - ded));
    return 0;
  };
  const pay = staff.map(([id, name, pos, prog, gross, dep]) => {
    const khr = Math.round(gross * prate);
    const nssf = Math.round(Math.min(Math.max(khr, 400000), 1200000) * 0.02);
    const base = Math.max(0, khr - nssf - dep * 150000);
    const tax = taxOf(base);
    const nssfUsd = r2(nssf / prate), taxUsd = r2(tax / prate);
    return { id, name, pos, prog, gross, dep, khr, nssf, base, tax, nssfUsd, taxUsd, net: r2(gross - nssfUsd - taxUsd), erPension: Math.round(Math.min(Math.max(khr, 400000), 1200000) * 0.02), erRisk: Math.round(Math.min(Math.max(khr, 400000), 1200000) * 0.008), erHealth: Math.round(Math.min(Math.max(khr, 400000), 1200000) * 0.026) };
  });
  const payT = {}; for (const k of ['gross', 'khr', 'nssf', 'tax', 'nssfUsd', 'taxUsd', 'net', 'erPension', 'erRisk', 'erHealth']) payT[k] = sum(pay.map((p) => p[k]));

  // ABA statement December 2025 (USD current account)
  const tx = [
    ['2025-12-01', 'TRF FROM AIDE ET ACTION CAMBODIA EU TRANCHE 3 REF AEA-2025-118', 86420.00, 0],
    ['2025-12-02', 'KHQR PAYMENT TO SOKHA HARDWARE', 0, 0], // filled from receipt
    ['2025-12-03', 'NSSF CONTRIBUTION NOV 2025 VIA ABA PAY', 0, 318.40],
    ['2025-12-04', 'TRF TO GDT TAX ON SALARY NOV 2025', 0, 401.85],
    ['2025-12-05', 'TRF TO ANGKOR PRINTING CO LTD INV 2291 READERS', 0, 4862.50],
    ['2025-12-08', 'CASH WITHDRAWAL ATM TK 0418 PETTY CASH', 0, 500.00],
    ['2025-12-09', 'TRF FROM NORDIC LITERACY TRUST GRANT Q4', 37500.00, 0],
    ['2025-12-10', 'TRF TO KAMPONG CHHNANG WELL DRILLING INV KC-77', 0, 9640.00],
    ['2025-12-12', 'TRF TO TONLE OFFICE RENTALS RENT DEC-FEB', 0, 3600.00],
    ['2025-12-15', 'DONATION VIA ABA PAYWAY GLOBALGIVING', 1245.18, 0],
    ['2025-12-16', 'TRF TO METFONE INTERNET DEC', 0, 186.00],
    ['2025-12-17', 'TRF TO EDC ELECTRICITY DEC', 0, 242.35],
    ['2025-12-18', 'TRF FROM WATER FOR ALL FOUNDATION INSTALMENT 4', 30000.00, 0],
    ['2025-12-19', 'TRF TO MLWA KHR ACCOUNT 000 789 012', 0, 2500.00],
    ['2025-12-22', 'TRF TO RITHY & ASSOCIATES AUDIT ADVANCE', 0, 3800.00],
    ['2025-12-24', 'PAYROLL DECEMBER 2025 BULK TRANSFER 14 STAFF', 0, 0], // net pay
    ['2025-12-26', 'TRF TO HYDROFILTER ASIA CERAMIC FILTERS', 0, 11275.00],
    ['2025-12-29', 'TRF TO VISIBILITY BANNERS PP', 0, 412.00],
    ['2025-12-30', 'DONATION VIA ABA PAYWAY INDIVIDUAL', 300.00, 0],
    ['2025-12-31', 'INTEREST CREDIT', 28.64, 0],
    ['2025-12-31', 'MONTHLY ACCOUNT FEE', 0, 2.00],
  ];
  // receipt (photo): VAT 10% on top; riel at 4,100
  const RC = { no: 'SH-25-08812', date: '2025-12-02', vatin: 'K009-901234567', rate: 4100,
    items: [['Ceramic water filter 10L', 12, 24.50], ['Replacement filter pot', 20, 9.75], ['PVC pipe 27mm 4m', 30, 3.20], ['Cement bag 50kg', 15, 6.80], ['Tap brass 1/2 inch', 12, 4.25]] };
  RC.lines = RC.items.map(([, q, p]) => r2(q * p));
  RC.subtotal = sum(RC.lines); RC.vat = r2(RC.subtotal * 0.1); RC.total = r2(RC.subtotal + RC.vat); RC.khr = Math.round((RC.total * RC.rate) / 100) * 100;
  tx[1][3] = RC.total;
  tx[15][3] = payT.net;
  const open = r2(BS[2025].aba - sum(tx.map((t) => t[2] - t[3])));
  let b = open;
  const bank = tx.map(([date, desc, inn, out]) => { b = r2(b + inn - out); return { date, desc, inn, out, bal: b }; });
  must(bank.at(-1).bal === BS[2025].aba, `ABA closing ${bank.at(-1).bal} vs statements ${BS[2025].aba}`);

  // board minutes: 2026 budget summary [line, 2025 budget, 2025 forecast, 2026 budget]
  const bud = {
    income: [['EU consortium (Aide et Action)', 290000, 268920, 310000], ['Nordic Literacy Trust', 150000, 150000, 165000], ['Water for All Foundation', 120000, 120000, 120000], ['UNICEF small-scale funding', 50000, 48500, 0], ['Individual and corporate donations', 80000, 84620, 90000], ['Training fees and other', 22000, 18394, 24000]],
    expense: [['Literacy programme', 325000, 318640, 342000], ['Clean water programme', 205000, 196455, 228500], ['Management and administration', 85000, 82318, 88200], ['Fundraising', 19000, 18470, 21300]],
  };
  bud.incT = [1, 2, 3].map((i) => sum(bud.income.map((x) => x[i])));
  bud.expT = [1, 2, 3].map((i) => sum(bud.expense.map((x) => x[i])));
  bud.net = [0, 1, 2].map((i) => r2(bud.incT[i] - bud.expT[i]));
  must(bud.expense[0][2] === A[2025].exp.lit && bud.expense[1][2] === A[2025].exp.water, 'forecast = audited');
  return { euUsd, donors, G, GT, A, NA, BS, FXR, heads, rates, lines, headT, direct, indirect, euTotal, prate, pay, payT, open, bank, RC, bud, auditDate: '2026-03-18', auditor: 'Rithy & Associates (Certified Public Accountants)' };
}

export const NS = northstage();
export const MK = mekong();
