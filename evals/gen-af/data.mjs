// Set AF: every figure of both organisations, once. The renderers print from view(); verify.mjs
// rebuilds the same view from the rendered files and recomputes every answer from it.
//   stroud   - Stroud Family Foundation (Dayton, Ohio; US$; calendar year 2025, 2024 comparatives)
//   ironbark - Ironbark Community Living Ltd (Bendigo, Victoria; A$; July year; FY2025 audited,
//              FY2026 management accounts July 2025 - March 2026)
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const r0 = (x) => Math.round(x);
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => a.reduce((s, x) => s + x, 0);
const sum2 = (a) => r2(sum(a));

export const ORGS = {
  stroud: { name: 'Stroud Family Foundation', fiscalYearStart: 1 },
  ironbark: { name: 'Ironbark Community Living Ltd', fiscalYearStart: 7 },
};

export const DOCS = {
  stroud: [
    'Stroud Family Foundation - Financial Statements 2025 (Modified Cash Basis).pdf',
    'Form 990-PF 2025 - Parts I and II.pdf',
    'Grants Approved vs Paid 2025.xlsx',
    'Miami Valley Trust - Q4 2025 Portfolio Review.pdf',
  ],
  ironbark: [
    'Ironbark Community Living - Financial Report 30 June 2025.pdf',
    'ACNC Annual Information Statement 2025.pdf',
    'Management Accounts FY2026 - March 2026.xlsx',
    'Cafe tax invoice 12-03-2026.jpg',
  ],
};

// =====================================================================================================
// STROUD FAMILY FOUNDATION
// =====================================================================================================
const AREAS = ['Education', 'Health & Human Services', 'Arts & Culture', 'Environment & Parks', 'Community Development', 'Trustee Discretionary'];
// no, grantee, city, area, purpose, approved (board meeting), amount, payments by year, released by year
const G = (no, grantee, city, area, purpose, approved, amount, pay, released = {}) => ({ no, grantee, city, area, purpose, approved, amount, pay, released });
const GRANTS = [
  G('2023-014', 'Dayton Early Literacy Partnership', 'Dayton, OH', 0, 'Third-grade reading tutors', '2023-06-21', 300000, { 2023: 100000, 2024: 100000, 2025: 100000 }),
  G('2024-006', 'Gem City Community College Foundation', 'Dayton, OH', 0, 'Scholarships for first-generation students', '2024-03-20', 450000, { 2024: 150000, 2025: 150000, 2026: 150000 }),
  G('2024-021', 'Huffman Prairie STEM Academy', 'Riverside, OH', 0, 'Robotics and STEM lab equipment', '2024-09-18', 120000, { 2024: 60000, 2025: 60000 }),
  G('2025-003', 'Xenia Adult Learning Center', 'Xenia, OH', 0, 'GED and workforce literacy classes', '2025-03-19', 90000, { 2025: 45000, 2026: 45000 }),
  G('2025-011', 'Montgomery County Teacher Fellows', 'Dayton, OH', 0, 'Teacher residency stipends', '2025-06-18', 240000, { 2025: 80000, 2026: 80000, 2027: 80000 }),
  G('2025-019', 'Springfield City Schools Education Foundation', 'Springfield, OH', 0, 'Summer learning camps', '2025-09-17', 75000, { 2025: 75000 }),
  G('2025-027', 'Miami Valley Library Foundation', 'Dayton, OH', 0, 'Early childhood story-time outreach', '2025-12-10', 150000, { 2026: 50000, 2027: 50000, 2028: 50000 }),
  G('2022-031', 'Miami Valley Food Collaborative', 'Dayton, OH', 1, 'Regional food distribution hub', '2022-12-14', 500000, { 2023: 200000, 2024: 150000, 2025: 150000 }),
  G('2023-022', 'Hopewell Housing Partnership', 'Dayton, OH', 1, 'Emergency rent assistance', '2023-09-20', 150000, { 2023: 50000, 2024: 50000 }, { 2025: 50000 }),
  G('2024-009', 'East Dayton Free Clinic', 'Dayton, OH', 1, 'Dental care program', '2024-03-20', 180000, { 2024: 60000, 2025: 60000, 2026: 60000 }),
  G('2024-017', 'Harbor House of Greene County', 'Xenia, OH', 1, 'Transitional housing case managers', '2024-06-12', 210000, { 2024: 70000, 2025: 70000, 2026: 70000 }),
  G('2024-025', "Miami Valley Children's Hospital Foundation", 'Dayton, OH', 1, 'Pediatric behavioral health unit', '2024-12-11', 750000, { 2025: 250000, 2026: 250000, 2027: 250000 }),
  G('2025-005', 'Good Samaritan Recovery Network', 'Dayton, OH', 1, 'Peer recovery coaches', '2025-03-19', 125000, { 2025: 125000 }),
  G('2025-012', 'Miami Valley Senior Meals', 'Troy, OH', 1, 'Home-delivered meals for rural seniors', '2025-06-18', 96000, { 2025: 48000, 2026: 48000 }),
  G('2025-020', 'Gem City Mental Health Alliance', 'Dayton, OH', 1, 'School-based counseling', '2025-09-17', 270000, { 2025: 90000, 2026: 90000, 2027: 90000 }),
  G('2025-028', 'Fairborn Community Pantry', 'Fairborn, OH', 1, 'Walk-in cooler and pantry shelving', '2025-12-10', 40000, { 2026: 40000 }),
  G('2023-009', 'Gem City Chamber Orchestra', 'Dayton, OH', 2, 'Neighborhood concert series', '2023-03-15', 90000, { 2023: 30000, 2024: 30000, 2025: 30000 }),
  G('2024-012', 'Old North Dayton Community Theatre', 'Dayton, OH', 2, 'Accessible performances', '2024-06-12', 60000, { 2024: 30000, 2025: 30000 }),
  G('2025-007', 'Yellow Springs Arts Council', 'Yellow Springs, OH', 2, 'Artist residencies', '2025-03-19', 35000, { 2025: 35000 }),
  G('2025-015', 'Riverside Art Museum of Dayton', 'Dayton, OH', 2, 'Free Sunday admission for families', '2025-06-18', 150000, { 2025: 50000, 2026: 50000, 2027: 50000 }),
  G('2025-023', 'Carillon Heritage Society', 'Kettering, OH', 2, 'Oral history archive', '2025-09-17', 25000, { 2025: 25000 }),
  G('2024-003', 'Great Miami Riverkeepers', 'Hamilton, OH', 3, 'Water quality monitoring', '2024-03-20', 120000, { 2024: 40000, 2025: 40000, 2026: 40000 }),
  G('2024-024', 'Five Oaks Land Conservancy', 'Beavercreek, OH', 3, 'Acquisition of the Beaver Creek wetland', '2024-12-11', 400000, { 2025: 200000, 2026: 200000 }),
  G('2025-009', 'Miami Valley Tree Coalition', 'Dayton, OH', 3, 'Urban tree canopy planting', '2025-06-18', 60000, { 2025: 30000, 2026: 30000 }),
  G('2025-025', 'Friends of Cedar Bog', 'Urbana, OH', 3, 'Boardwalk restoration', '2025-12-10', 80000, { 2026: 80000 }),
  G('2023-017', 'West Dayton Business Incubator', 'Dayton, OH', 4, 'Technical assistance for microloan borrowers', '2023-06-21', 240000, { 2023: 80000, 2024: 80000, 2025: 80000 }),
  G('2024-015', 'Miami Valley Home Repair Corps', 'Dayton, OH', 4, 'Critical home repairs for seniors', '2024-06-12', 200000, { 2024: 100000, 2025: 100000 }),
  G('2025-001', 'Northwest Dayton Neighborhood Partnership', 'Dayton, OH', 4, 'Community center renovation', '2025-03-19', 300000, { 2025: 150000, 2026: 150000 }),
  G('2025-017', 'Montgomery County Legal Aid Project', 'Dayton, OH', 4, 'Eviction defense', '2025-09-17', 110000, { 2025: 55000, 2026: 55000 }),
  G('2025-026', 'Troy Main Street Initiative', 'Troy, OH', 4, 'Downtown facade improvement grants', '2025-12-10', 50000, { 2026: 25000, 2027: 25000 }),
  G('TD-2025', 'Trustee discretionary grants (16 organizations)', 'Various', 5, 'Matching and discretionary gifts by trustees', '2025-01-01', 42500, { 2025: 42500 }),
];
const grantPaidBefore = (g, y) => sum(Object.entries(g.pay).filter(([k]) => Number(k) < y).map(([, v]) => v));
const grantReleasedBefore = (g, y) => sum(Object.entries(g.released).filter(([k]) => Number(k) < y).map(([, v]) => v));

function stroudModel() {
  // ---- managed account at Miami Valley Trust & Advisory, 2025 by quarter
  const feeAnnual = (v) => 0.006 * Math.min(v, 10e6) + 0.0045 * Math.max(0, Math.min(v, 25e6) - 10e6) + 0.003 * Math.max(0, Math.min(v, 50e6) - 25e6) + 0.0025 * Math.max(0, v - 50e6);
  const BMV0 = 41306218.44;
  const contrib = [0, 250000, 0, 0];
  const withdr = [700000, 650000, 600000, 650000];
  const income = [178420.55, 201377.9, 186905.33, 232660.18];
  const mmIncome = [6204.11, 5386.72, 4870.29, 4846.32];
  const realized = [212540.8, 148902.15, 305617.44, 96418.27];
  const unreal = [465118.34, 1120455.62, 812330.09, 184906.51];
  const bench = [1.48, 3.92, 3.1, 1.31];
  const Q = [];
  let bmv = BMV0;
  for (let k = 0; k < 4; k++) {
    const fee = r2(feeAnnual(bmv) / 4);
    const emv = r2(bmv + contrib[k] - withdr[k] + income[k] - fee + realized[k] + unreal[k]);
    const net = contrib[k] - withdr[k];
    const ret = (emv - bmv - net) / (bmv + 0.5 * net);
    Q.push({ bmv, contrib: contrib[k], withdr: withdr[k], income: income[k], fee, realized: realized[k], unreal: unreal[k], emv, ret });
    bmv = emv;
  }
  const EMV = Q[3].emv;
  const chain = (rs) => (rs.reduce((p, r) => p * (1 + r / 100), 1) - 1) * 100;
  const perf = {
    net: { qtd: Math.round(Q[3].ret * 1e4) / 100, ytd: Math.round(chain(Q.map((q) => q.ret * 100)) * 100) / 100, y3: 8.72, y5: 6.41, si: 7.38 },
    bench: { qtd: bench[3], ytd: Math.round(chain(bench) * 100) / 100, y3: 9.05, y5: 6.05, si: 7.1 },
  };
  const ytd = (k) => sum2(Q.map((q) => q[k]));

  // ---- holdings at 12/31/2025 (market value and cost); the money market is the balancing item
  // type: mm, domEq, eqFund, bondFund, ust, corp, muni
  const H = (name, cls, type, qty, price, cost, income) => ({ name, cls, type, qty, price, cost, income });
  const holdings = [
    H('Buckeye Government Money Market Fund - Institutional', 'Cash & equivalents', 'mm', 0, 1, 0, 0),
    H('Microsoft Corp', 'U.S. large cap equity', 'domEq', 4150, 483.62, 1502440.18, 13778),
    H('Apple Inc', 'U.S. large cap equity', 'domEq', 7420, 271.05, 1398614.52, 7717),
    H('Alphabet Inc Cl A', 'U.S. large cap equity', 'domEq', 5980, 312.44, 1096833.9, 5023),
    H('Amazon.com Inc', 'U.S. large cap equity', 'domEq', 6310, 231.07, 1102114.66, 0),
    H('JPMorgan Chase & Co', 'U.S. large cap equity', 'domEq', 4870, 322.18, 851006.35, 29220),
    H('Johnson & Johnson', 'U.S. large cap equity', 'domEq', 6240, 206.9, 1004418.72, 32448),
    H('Procter & Gamble Co', 'U.S. large cap equity', 'domEq', 5560, 143.22, 818930.4, 23463),
    H('Exxon Mobil Corp', 'U.S. large cap equity', 'domEq', 7930, 119.87, 826452.1, 32671),
    H('Caterpillar Inc', 'U.S. large cap equity', 'domEq', 2610, 575.3, 0, 15738),
    H('Vanguard S&P 500 ETF (VOO)', 'U.S. large cap equity', 'eqFund', 5320, 628.15, 2901744.9, 40858),
    H('iShares Core S&P Mid-Cap ETF (IJH)', 'U.S. small/mid cap equity', 'eqFund', 31400, 64.82, 1711208.4, 26376),
    H('Vanguard Small-Cap Index Admiral (VSMAX)', 'U.S. small/mid cap equity', 'eqFund', 17280, 118.46, 1689350.55, 26438),
    H('Vanguard FTSE Developed Markets ETF (VEA)', 'International developed equity', 'eqFund', 62100, 60.18, 3402311.77, 112401),
    H('Dodge & Cox International Stock I (DODFX)', 'International developed equity', 'eqFund', 36450, 61.34, 2104288.08, 62331),
    H('iShares Core MSCI Emerging Markets ETF (IEMG)', 'Emerging markets equity', 'eqFund', 34120, 64.15, 1999904.32, 55616),
    H('Vanguard Real Estate ETF (VNQ)', 'Real assets', 'eqFund', 13860, 90.44, 1297046.68, 49896),
    H('U.S. Treasury Note 4.250% 11/15/2027', 'Fixed income', 'ust', 2150000, 101.12, 2151612.5, 91375),
    H('U.S. Treasury Note 3.875% 08/15/2030', 'Fixed income', 'ust', 1900000, 99.46, 1882744.0, 73625),
    H('JPMorgan Chase & Co 4.600% 02/01/2029', 'Fixed income', 'corp', 1250000, 100.84, 1243875.0, 57500),
    H('Kroger Co 5.000% 09/15/2032', 'Fixed income', 'corp', 1300000, 101.37, 1306032.0, 65000),
    H('Duke Energy Ohio 4.300% 02/01/2034', 'Fixed income', 'corp', 1350000, 96.92, 1341225.0, 58050),
    H('State of Ohio GO 5.000% 03/01/2031', 'Fixed income', 'muni', 650000, 108.65, 712400.0, 32500),
    H('Dayton City School District OH 4.000% 11/01/2034', 'Fixed income', 'muni', 560000, 100.95, 567336.0, 22400),
    H('Vanguard Total Bond Market Index Admiral (VBTLX)', 'Fixed income', 'bondFund', 298600, 9.84, 3010688.24, 108993),
  ];
  for (const h of holdings) if (h.type !== 'mm') h.mv = r2(h.qty * (h.type === 'ust' || h.type === 'corp' || h.type === 'muni' ? h.price / 100 : h.price));
  const mm = holdings[0];
  mm.mv = r2(EMV - sum(holdings.slice(1).map((h) => h.mv)));
  mm.qty = mm.mv; mm.cost = mm.mv; mm.income = r0(mm.mv * 0.0392);

  // ---- 12/31/2024 fair values by category (money market the balancing item) and cost by 990-PF line
  const fv24 = { domEq: 12904220.15, eqFund: 15242315.62, bondFund: 2933004.1, ust: 4011830.0, corp: 3845119.5, muni: 1268402.0 };
  fv24.mm = r2(BMV0 - sum(Object.values(fv24)));
  const cat = (type) => sum2(holdings.filter((h) => h.type === type).map((h) => h.mv));
  const fv25 = Object.fromEntries(['mm', 'domEq', 'eqFund', 'bondFund', 'ust', 'corp', 'muni'].map((t) => [t, cat(t)]));

  // ---- private equity fund of funds (NAV), cash accounts
  const pe = { commitment: 2500000, calledBefore: 1625000, calls: 300000, dist: 185000, nav24: 2104330, nav25: 2412870, cost24: 1480000 };
  pe.cost25 = pe.cost24 + pe.calls - pe.dist;
  pe.unfunded = pe.commitment - pe.calledBefore - pe.calls;
  const bankInt = 18406;
  const checking24 = 1208226, savings24 = 806115;
  const wh24 = 4380, wh25 = 5115;

  // ---- grants
  const paid25 = GRANTS.filter((g) => g.pay[2025]);
  const grantsPaid = sum(paid25.map((g) => g.pay[2025]));
  const commit = (y) => sum(GRANTS.map((g) => g.pay[y] || 0));
  const commitments = { 2026: commit(2026), 2027: commit(2027), 2028: commit(2028) };
  commitments.total = commitments[2026] + commitments[2027] + commitments[2028];
  const commit24 = sum(GRANTS.filter((g) => g.approved < '2025').map((g) => g.amount - grantPaidBefore(g, 2025) - grantReleasedBefore(g, 2025)));

  // ---- expenses 2025 / 2024 (audited lines)
  const adm = {
    'Salaries and wages': [268400, 256300],
    'Payroll taxes and employee benefits': [61930, 58410],
    'Retirement plan contributions': [21472, 20504],
    'Accounting and audit fees': [38750, 36900],
    'Legal fees': [12400, 8750],
    'Grant evaluation and consulting fees': [24600, 18200],
    'Office rent': [36000, 36000],
    'Board and trustee meeting expenses': [18925, 16410],
    Insurance: [9840, 9480],
    'Dues and memberships': [7500, 7500],
    'Office, technology and other': [22618, 21033],
  };
  const admin25 = sum(Object.values(adm).map((v) => v[0]));
  // payroll split (990-PF): officer (executive director) and other salaries; payroll taxes inside line 2
  const officerComp = 172000, payrollTaxes = 20694;
  const printing = 3140;

  // ---- 990-PF Part I (2025)
  const I_r = r0(ytd('income')), R_r = r0(ytd('realized')), Fe_r = r0(ytd('fee')), MMI_r = r0(sum(mmIncome));
  const L = {};
  const line = (no, a, b, d) => { L[no] = { a, b, d }; };
  line('1', 250000, null, null);
  line('3', bankInt + MMI_r, bankInt + MMI_r, null);
  line('4', I_r - MMI_r, I_r - MMI_r, null);
  line('6a', R_r, null, null);
  L['6b'] = { gross: 9184220 };
  line('7', null, R_r, null);
  line('12', 250000 + bankInt + I_r + R_r, bankInt + I_r + R_r, null);
  const split = (amt, pb, pd) => [amt, pb === null ? null : r0(amt * pb), pd === null ? null : r0(amt * pd)];
  const ln = (no, amt, pb, pd) => { const [a, b, d] = split(amt, pb, pd); line(no, a, b, d); };
  ln('13', officerComp, 0.2, 0.8);
  ln('14', adm['Salaries and wages'][0] - officerComp, 0.1, 0.9);
  ln('15', adm['Retirement plan contributions'][0] + adm['Payroll taxes and employee benefits'][0] - payrollTaxes, 0.15, 0.85);
  ln('16a', adm['Legal fees'][0], null, 1);
  ln('16b', adm['Accounting and audit fees'][0], 0.5, 0.5);
  // other professional fees: consultants (charitable) + investment management fees (investment)
  line('16c', adm['Grant evaluation and consulting fees'][0] + Fe_r, Fe_r, adm['Grant evaluation and consulting fees'][0]);
  // taxes: payroll taxes (15% investment, 85% charitable) + excise tax (neither column)
  const ptB = r0(payrollTaxes * 0.15), ptD = payrollTaxes - ptB;
  ln('20', adm['Office rent'][0], 0.1, 0.9);
  ln('21', adm['Board and trustee meeting expenses'][0], null, 1);
  ln('22', printing, null, 1);
  ln('23', adm.Insurance[0] + adm['Dues and memberships'][0] + adm['Office, technology and other'][0] - printing, 0.2, 0.8);
  // net investment income (27b) does not depend on the excise tax
  const bCols = ['13', '14', '15', '16b', '16c', '20', '23'].map((k) => L[k].b);
  const L26b = sum(bCols) + ptB;
  const L27b = L['12'].b - L26b;
  const excise = r0(0.0139 * L27b);
  line('18', payrollTaxes + excise, ptB, ptD);
  const expKeys = ['13', '14', '15', '16a', '16b', '16c', '18', '20', '21', '22', '23'];
  line('24', sum(expKeys.map((k) => L[k].a)), sum(expKeys.map((k) => L[k].b || 0)), sum(expKeys.map((k) => L[k].d || 0)));
  line('25', grantsPaid, null, grantsPaid);
  line('26', L['24'].a + grantsPaid, L['24'].b, L['24'].d + grantsPaid);
  line('27a', L['12'].a - L['26'].a, null, null);
  line('27b', null, L['12'].b - L['26'].b, null);
  if (L['27b'].b !== L27b) throw new Error('27b');

  // ---- cash at 12/31/2025
  const savings25 = savings24 + bankInt;
  const checking25 = checking24 + sum(withdr) + pe.dist - pe.calls - admin25 - grantsPaid - excise + (wh25 - wh24);

  // ---- cost (990-PF book value) of the managed account: 12/31/2024 by line, 12/31/2025 from the flows
  const cost24 = { ust_muni: 5204118, stock: 25327066, corp: 3899210, bondFund: 3012440 };
  const managedCost24 = r2(fv24.mm) + sum(Object.values(cost24));
  const managedCost25 = managedCost24 + 250000 - sum(withdr) + I_r + R_r - Fe_r; // may carry the money market's cents
  // the last equity holding's cost balances the corporate stock line to whole dollars
  const line10a = r0(sum(holdings.filter((h) => h.type === 'ust' || h.type === 'muni').map((h) => h.cost)));
  const line10c = r0(sum(holdings.filter((h) => h.type === 'corp').map((h) => h.cost)));
  const fundCost = r0(sum(holdings.filter((h) => h.type === 'bondFund').map((h) => h.cost)));
  const stockTarget = r0(managedCost25 - mm.cost - line10a - line10c - fundCost);
  const cat10b = holdings.filter((h) => h.type === 'domEq' || h.type === 'eqFund');
  const plug = holdings.find((h) => h.cost === 0 && h.type === 'domEq');
  plug.cost = r2(stockTarget - sum(cat10b.filter((h) => h !== plug).map((h) => h.cost)));
  // Part II
  const inv25 = r0(EMV) + pe.nav25, inv24 = r0(BMV0) + pe.nav24;
  const P2 = {
    '1': { a: checking24, b: checking25, c: checking25 },
    '2': { a: savings24 + r0(fv24.mm), b: savings25 + r0(mm.mv), c: savings25 + r0(mm.mv) },
    '10a': { a: cost24.ust_muni, b: line10a, c: r0(fv25.ust + fv25.muni) },
    '10b': { a: cost24.stock, b: stockTarget, c: r0(fv25.domEq + fv25.eqFund) },
    '10c': { a: cost24.corp, b: line10c, c: r0(fv25.corp) },
    '13': { a: cost24.bondFund + pe.cost24, b: fundCost + pe.cost25, c: r0(fv25.bondFund) + pe.nav25 },
  };
  // make the FMV column add to the audited total: rounding difference goes to line 10b
  const c16 = checking25 + savings25 + inv25;
  P2['10b'].c += c16 - sum(['1', '2', '10a', '10b', '10c', '13'].map((k) => P2[k].c));
  const a16 = sum(['1', '2', '10a', '10b', '10c', '13'].map((k) => P2[k].a));
  const b16 = sum(['1', '2', '10a', '10b', '10c', '13'].map((k) => P2[k].b));
  P2['16'] = { a: a16, b: b16, c: c16 };
  P2['22'] = { a: wh24, b: wh25 };
  P2['23'] = { a: wh24, b: wh25 };
  P2['24'] = { a: a16 - wh24, b: b16 - wh25 };
  P2['29'] = { a: a16 - wh24, b: b16 - wh25 };
  P2['30'] = { a: a16, b: b16 };
  if (P2['29'].b - P2['29'].a !== L['27a'].a) throw new Error(`990-PF Part II does not roll forward: ${P2['29'].b - P2['29'].a} vs ${L['27a'].a}`);

  // ---- audited statements
  const fvTot25 = inv25, fvTot24 = inv24;
  const costTot25 = P2['10a'].b + P2['10b'].b + P2['10c'].b + P2['13'].b + r0(mm.cost);
  const costTot24 = P2['10a'].a + P2['10b'].a + P2['10c'].a + P2['13'].a + r0(fv24.mm);
  const unrealApp25 = fvTot25 - costTot25, unrealApp24 = fvTot24 - costTot24;
  const def25 = r0(unrealApp25 * 0.0139), def24 = r0(unrealApp24 * 0.0139);
  const unrealAudit = inv25 - inv24 - (250000 - sum(withdr)) - (pe.calls - pe.dist) - I_r - R_r + Fe_r;
  const rev = {
    Contributions: [250000, 500000],
    'Interest and dividends': [I_r + bankInt, 742118],
    'Net realized gain on sale of investments': [R_r, 611450],
    'Net change in unrealized gain on investments': [unrealAudit, 2904337],
    'Investment management and custody fees': [-Fe_r, -171880],
  };
  const nir = [0, 1].map((i) => sum(Object.keys(rev).filter((k) => k !== 'Contributions').map((k) => rev[k][i])));
  const totRev = [0, 1].map((i) => rev.Contributions[i] + nir[i]);
  const grantsPaid24 = 2046000;
  const excise24 = 13950, defProv24 = 38900;
  const exp = {
    'Grants paid (Note 6)': [grantsPaid, grantsPaid24],
    ...adm,
    'Federal excise tax - current': [excise, excise24],
    'Federal excise tax - deferred': [def25 - def24, defProv24],
  };
  const totExp = [0, 1].map((i) => sum(Object.values(exp).map((v) => v[i])));
  const change = [0, 1].map((i) => totRev[i] - totExp[i]);
  const cash25 = checking25 + savings25, cash24 = checking24 + savings24;
  const liab25 = wh25 + def25, liab24 = wh24 + def24;
  const na25 = cash25 + inv25 - liab25, na24 = cash24 + inv24 - liab24;
  if (na25 - na24 !== change[0]) throw new Error(`net assets do not roll forward ${na25 - na24} vs ${change[0]}`);
  const na23 = na24 - change[1];

  return { Q, perf, holdings, fv24, fv25, pe, bankInt, checking24, checking25, savings24, savings25, wh24, wh25, grantsPaid, grantsPaid24, commitments, commit24, adm, L, P2, rev, nir, totRev, exp, totExp, change, cash25, cash24, inv25, inv24, def25, def24, unrealApp25, unrealApp24, liab25, liab24, na25, na24, na23, excise, EMV, BMV0, I_r, R_r, Fe_r, MMI_r, mmIncome, costTot25, feeAnnual };
}

// =====================================================================================================
// IRONBARK COMMUNITY LIVING LTD
// =====================================================================================================
function ironbarkModel() {
  const rev = {
    ndis: {
      'Supported Independent Living (SIL)': [14862340, 13905118],
      'Core supports - community participation and day programs': [5418905, 5102477],
      'Short-term accommodation (respite)': [1264880, 1198032],
      'Capacity building supports': [1087455, 964210],
      'Support coordination': [402116, 388904],
    },
    grants: {
      'Department of Families, Fairness and Housing (Vic) - supported accommodation': [1032600, 1005400],
      'Department of Social Services (Cth) - ILC program': [284500, 262000],
      'City of Greater Bendigo - community grant': [18000, 15000],
      'Victorian Government - Accessible Facilities capital grant': [250000, 0],
    },
    resident: [702340, 684120],
    donations: [186420, 171905],
    bequests: [95000, 40000],
    fundraising: [62815, 58330],
    interest: [128660, 96215],
    gain: [14200, 8550],
  };
  const tot = (o) => [0, 1].map((i) => sum(Object.values(o).map((v) => v[i])));
  const ndis = tot(rev.ndis), grants = tot(rev.grants);
  const emp = {
    'Wages and salaries': [16204880, 15012340],
    'Superannuation contributions': [1863561, 1651357],
    'Workers compensation (WorkCover) insurance': [412300, 398750],
    'Movement in employee benefits provisions': [235035, 198640],
    'Other employee costs (training, recruitment, amenities)': [318960, 287110],
  };
  const empTot = tot(emp);
  // property, plant and equipment FY2025: [land and buildings, plant and equipment, motor vehicles]
  const ppe = {
    open: [7420000, 612300, 874000], add: [380000, 148250, 215900], disp: [0, 0, 48600], reval: [1215400, 0, 0], dep: [185400, 152430, 204000],
  };
  ppe.close = [0, 1, 2].map((i) => ppe.open[i] + ppe.add[i] - ppe.disp[i] + ppe.reval[i] - ppe.dep[i]);
  const proceeds = 62800;
  // right-of-use assets: [buildings, motor vehicles]
  const rou = { open: [1268410, 199740], add: [512000, 198600], dep: [396820, 139050] };
  rou.close = [0, 1].map((i) => rou.open[i] + rou.add[i] - rou.dep[i]);
  const lease = { open: 1553970, add: sum(rou.add), interest: 96315, payments: 633925, current: 512660, shortTerm: 84220, mat: [598400, 1322700, 0] };
  lease.close = lease.open + lease.add + lease.interest - lease.payments;
  lease.nonCurrent = lease.close - lease.current;
  lease.open24 = { current: 468200, nonCurrent: lease.open - 468200 };
  const depPPE = sum(ppe.dep), depROU = sum(rou.dep);
  const exp = {
    'Employee benefits expense': empTot,
    'Client support and program costs': [2318470, 2190360],
    'Occupancy costs': [1046290, 986410],
    'Motor vehicle expenses': [512380, 478950],
    'Depreciation and amortisation expense': [depPPE + depROU, 1002340],
    'Finance costs - interest on lease liabilities': [lease.interest, 84120],
    'Information technology and communications': [426810, 398260],
    'Administration and other expenses': [684905, 641330],
  };
  const revenue = [0, 1].map((i) => ndis[i] + rev.resident[i] + grants[i] + rev.donations[i] + rev.bequests[i] + rev.fundraising[i]);
  const other = [0, 1].map((i) => rev.interest[i] + rev.gain[i]);
  const totalIncome = [0, 1].map((i) => revenue[i] + other[i]);
  const totalExp = tot(exp);
  const surplus = [0, 1].map((i) => totalIncome[i] - totalExp[i]);
  const oci = [sum(ppe.reval), 0];
  const tci = [0, 1].map((i) => surplus[i] + oci[i]);
  // provisions
  const prov = { al: [1486320, 1372850], lslC: [1122425, 1034480], lslN: [412560, 378940] };
  const provCur = [0, 1].map((i) => prov.al[i] + prov.lslC[i]);
  if (provCur[0] + prov.lslN[0] - provCur[1] - prov.lslN[1] !== emp['Movement in employee benefits provisions'][0]) throw new Error('provisions movement');
  // balance sheet items other than cash
  const bs = {
    rec: [1396240, 1512905], td: [2500000, 2000000], pre: [184330, 167210],
    ppe: [sum(ppe.close), sum(ppe.open)], rou: [sum(rou.close), sum(rou.open)],
    pay: [1284905, 1198460], contract: [318400, 276950],
    leaseC: [lease.current, lease.open24.current], leaseN: [lease.nonCurrent, lease.open24.nonCurrent],
    provC: provCur, provN: prov.lslN,
  };
  // cash flow FY2025 (direct method); FY2024 with payments as the balancing item
  const cashOpex = totalExp[0] - exp['Depreciation and amortisation expense'][0] - lease.interest;
  const cf25 = {
    'Receipts from NDIS and other customers': ndis[0] + rev.resident[0] + (bs.rec[1] - bs.rec[0]),
    'Receipts from government grants': grants[0] + (bs.contract[0] - bs.contract[1]),
    'Donations, bequests and fundraising received': rev.donations[0] + rev.bequests[0] + rev.fundraising[0],
    'Payments to suppliers and employees': -(cashOpex - (bs.pay[0] - bs.pay[1]) - (provCur[0] + prov.lslN[0] - provCur[1] - prov.lslN[1]) + (bs.pre[0] - bs.pre[1])),
    'Interest received': rev.interest[0],
    'Interest paid on lease liabilities': -lease.interest,
    'Payments for property, plant and equipment': -sum(ppe.add),
    'Proceeds from sale of property, plant and equipment': proceeds,
    'Net investment in term deposits': -(bs.td[0] - bs.td[1]),
    'Repayment of lease liabilities (principal)': -(lease.payments - lease.interest),
  };
  if (proceeds - ppe.disp[2] !== rev.gain[0]) throw new Error('gain on disposal');
  const cash24 = 3120480, cash23 = 2684150;
  const cf24 = {
    'Receipts from NDIS and other customers': 22081406,
    'Receipts from government grants': 1297850,
    'Donations, bequests and fundraising received': 270235,
    'Payments to suppliers and employees': 0,
    'Interest received': 96215,
    'Interest paid on lease liabilities': -84120,
    'Payments for property, plant and equipment': -612480,
    'Proceeds from sale of property, plant and equipment': 39550,
    'Net investment in term deposits': -500000,
    'Repayment of lease liabilities (principal)': -452306,
  };
  cf24['Payments to suppliers and employees'] = cash24 - cash23 - sum(Object.values(cf24));
  const opKeys = ['Receipts from NDIS and other customers', 'Receipts from government grants', 'Donations, bequests and fundraising received', 'Payments to suppliers and employees', 'Interest received', 'Interest paid on lease liabilities'];
  const invKeys = ['Payments for property, plant and equipment', 'Proceeds from sale of property, plant and equipment', 'Net investment in term deposits'];
  const cfTot = (cf) => ({ op: sum(opKeys.map((k) => cf[k])), inv: sum(invKeys.map((k) => cf[k])), fin: cf['Repayment of lease liabilities (principal)'] });
  const t25 = cfTot(cf25), t24 = cfTot(cf24);
  const net25 = t25.op + t25.inv + t25.fin, net24 = t24.op + t24.inv + t24.fin;
  const cash25 = cash24 + net25;
  bs.cash = [cash25, cash24];
  const curA = [0, 1].map((i) => bs.cash[i] + bs.rec[i] + bs.td[i] + bs.pre[i]);
  const ncA = [0, 1].map((i) => bs.ppe[i] + bs.rou[i]);
  const curL = [0, 1].map((i) => bs.pay[i] + bs.contract[i] + bs.leaseC[i] + bs.provC[i]);
  const ncL = [0, 1].map((i) => bs.leaseN[i] + bs.provN[i]);
  const na = [0, 1].map((i) => curA[i] + ncA[i] - curL[i] - ncL[i]);
  if (na[0] - na[1] !== tci[0]) throw new Error(`ironbark net assets ${na[0] - na[1]} vs ${tci[0]}`);
  // equity: retained surplus, asset revaluation reserve, capital works reserve
  const eq = { reval23: 2145600, cap23: 500000, tr24: 300000, tr25: 250000 };
  eq.reval24 = eq.reval23; eq.cap24 = eq.cap23 + eq.tr24;
  eq.ret24 = na[1] - eq.reval24 - eq.cap24;
  eq.ret23 = eq.ret24 - surplus[1] + eq.tr24;
  eq.reval25 = eq.reval24 + oci[0]; eq.cap25 = eq.cap24 + eq.tr25;
  eq.ret25 = eq.ret24 + surplus[0] - eq.tr25;
  if (eq.ret25 + eq.reval25 + eq.cap25 !== na[0]) throw new Error('equity');

  const kmp = [1284600, 1203450], kmpN = [6, 6];
  const facts = {
    abn: '61 104 552 873', auditor: 'Sandhurst Audit & Assurance Pty Ltd', partner: 'Michael Tran',
    declDate: '2025-09-24', auditDate: '2025-09-26', chair: 'Dr Helen Marchetti', treasurer: 'Rajiv Menon', ceo: 'Kylie Donnelly',
    aisDate: '2025-12-19', revalDate: '2025-06-30', valuer: 'Goldfields Property Valuers Pty Ltd',
  };
  // ACNC Annual Information Statement (financial lines are drawn from the statements)
  const ais = {
    staffFT: 48, staffPT: 211, staffCasual: 137, volunteers: 64,
    govt: grants[0], donations: rev.donations[0] + rev.bequests[0], goods: ndis[0] + rev.resident[0], invest: rev.interest[0], otherRev: rev.fundraising[0],
    otherIncome: rev.gain[0],
    employee: empTot[0], interestExp: lease.interest, grantsAus: 0, grantsOs: 0,
  };
  ais.totalRev = ais.govt + ais.donations + ais.goods + ais.invest + ais.otherRev;
  ais.gross = ais.totalRev + ais.otherIncome;
  ais.otherExp = totalExp[0] - ais.employee - ais.interestExp;
  ais.totalExp = totalExp[0];
  ais.net = ais.gross - ais.totalExp;
  if (ais.gross !== totalIncome[0] || ais.net !== surplus[0]) throw new Error('AIS');

  // ---- FY2026 management accounts, July 2025 - March 2026 (9 months), budget for 12 months
  const MN = ['Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26', 'Apr-26', 'May-26', 'Jun-26'];
  const days = [31, 31, 30, 31, 30, 31, 31, 28, 31, 30, 31, 30];
  let seed = 20260331;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  // label, income?, annual budget, seasonal weights (null = by days), actual drift per month
  const lines = [
    ['NDIS - Supported Independent Living', 1, 15720000, null, 0.012, 0.018],
    ['NDIS - Core supports (community participation)', 1, 5760000, null, -0.03, 0.04],
    ['NDIS - Short-term accommodation', 1, 1342000, null, 0.02, 0.09],
    ['NDIS - Capacity building & support coordination', 1, 1560000, null, -0.05, 0.06],
    ['Resident board & lodging', 1, 731000, null, 0.004, 0.01],
    ['Government grants - operating', 1, 1368000, 'flat', 0, 0.0],
    ['Donations & bequests', 1, 210000, [0.06, 0.05, 0.06, 0.07, 0.08, 0.2, 0.05, 0.05, 0.06, 0.07, 0.07, 0.18], 0.05, 0.35],
    ['Fundraising events', 1, 66000, [0.02, 0.03, 0.18, 0.04, 0.14, 0.06, 0.02, 0.03, 0.2, 0.05, 0.17, 0.06], 0.02, 0.3],
    ['Interest income', 1, 132000, 'flat', 0.03, 0.05],
    ['Wages & salaries', 0, 17140000, null, 0.015, 0.02],
    ['Superannuation', 0, 1971100, null, 0.015, 0.02],
    ['WorkCover & other on-costs', 0, 760000, null, 0.0, 0.04],
    ['Client support & program costs', 0, 2420000, null, -0.02, 0.08],
    ['Occupancy', 0, 1092000, 'flat', 0.01, 0.07],
    ['Motor vehicles', 0, 540000, null, 0.03, 0.08],
    ['IT & communications', 0, 444000, 'flat', -0.01, 0.06],
    ['Administration & other', 0, 708000, 'flat', 0.0, 0.1],
    ['Depreciation & amortisation', 0, 1140000, 'flat', 0, 0],
    ['Lease interest', 0, 102000, 'flat', 0, 0],
  ];
  const mlines = lines.map(([label, inc, annual, w, drift, vol]) => {
    const weights = w === null ? days.map((d) => d / 365) : w === 'flat' ? Array(12).fill(1 / 12) : w;
    const budget = weights.map((x) => r0(annual * x));
    budget[11] += annual - sum(budget); // the June budget carries the rounding
    const actual = budget.slice(0, 9).map((b) => (vol === 0 && drift === 0 ? b : r0(b * (1 + drift + (rnd() - 0.5) * 2 * vol))));
    return { label, inc: !!inc, budget, actual, annual };
  });
  // a few real-life touches: a bequest in November, a cancelled gala in March, a WorkCover premium in August
  const byL = (l) => mlines.find((x) => x.label === l);
  byL('Donations & bequests').actual[4] += 45000;
  byL('Fundraising events').actual[8] = 1850;
  byL('WorkCover & other on-costs').actual[1] += 38500;
  const income = mlines.filter((x) => x.inc), expense = mlines.filter((x) => !x.inc);
  const colTot = (arr, key, n) => Array.from({ length: n }, (_, m) => sum(arr.map((x) => x[key][m])));
  const mt = {
    incA: colTot(income, 'actual', 9), incB: colTot(income, 'budget', 12),
    expA: colTot(expense, 'actual', 9), expB: colTot(expense, 'budget', 12),
  };
  mt.netA = mt.incA.map((v, i) => v - mt.expA[i]);
  mt.netB = mt.incB.map((v, i) => v - mt.expB[i]);
  const ytdSurplus = sum(mt.netA);
  // balance sheet at 31 March 2026 (cash balances it)
  const bsM = {
    rec: 1462180, td: 3000000, pre: 152640, ppe: 10064350, rou: 1517200,
    pay: 1327440, contract: 402150, lease: 1568330, prov: 3156920,
  };
  bsM.na = na[0] + ytdSurplus;
  bsM.cash = bsM.na + bsM.pay + bsM.contract + bsM.lease + bsM.prov - bsM.rec - bsM.td - bsM.pre - bsM.ppe - bsM.rou;
  // KPIs by month
  const kpi = {
    participants: [212, 214, 215, 219, 221, 220, 218, 223, 226],
    hours: [48260, 49115, 47830, 49904, 48672, 45210, 46985, 45330, 50418],
    headcount: [392, 395, 398, 401, 404, 399, 402, 406, 409],
    incidents: [7, 5, 9, 6, 4, 8, 5, 3, 6],
  };

  // ---- café tax invoice
  const items = [
    ['Flat white (large)', 14, 5.5, true],
    ['Cappuccino (large)', 8, 5.5, true],
    ['Long black', 4, 4.8, true],
    ['Chai latte', 3, 5.8, true],
    ['Sandwich platter (20 pieces)', 3, 92.0, true],
    ['Fruit platter (large)', 2, 58.0, true],
    ['Assorted slices (dozen)', 2, 45.0, true],
    ['Mt Franklin still water 600ml', 12, 3.5, false],
    ['Delivery - Bendigo CBD', 1, 15.0, true],
  ].map(([desc, qty, price, gst]) => ({ desc, qty, price, gst, amount: r2(qty * price) }));
  const total = sum2(items.map((x) => x.amount));
  const gstFree = sum2(items.filter((x) => !x.gst).map((x) => x.amount));
  const gst = r2((total - gstFree) / 11);
  const invoice = { cafe: 'The Rosalind Park Pantry', abn: '47 612 883 905', number: 'INV-10482', date: '2026-03-12', items, total, gstFree, gst, exGst: r2(total - gst), card: 'Visa', cardLast4: '4417' };

  return { rev, ndis, grants, emp, empTot, ppe, proceeds, rou, lease, depPPE, depROU, exp, revenue, other, totalIncome, totalExp, surplus, oci, tci, prov, provCur, bs, cf25, cf24, t25, t24, net25, net24, cash23, curA, ncA, curL, ncL, na, eq, kmp, kmpN, facts, ais, MN, mlines, mt, ytdSurplus, bsM, kpi, invoice, opKeys, invKeys };
}

export const MODEL = { stroud: stroudModel(), ironbark: ironbarkModel(), GRANTS, AREAS, grantPaidBefore, grantReleasedBefore };

// =====================================================================================================
// VIEW: every figure as the documents print it. verify.mjs rebuilds this object from the files.
// =====================================================================================================
const fix = (vals, target) => { const out = vals.map(r0); const i = out.indexOf(Math.max(...out)); out[i] += target - sum(out); return out; };
export function view() {
  const s = MODEL.stroud, b = MODEL.ironbark;
  // ---------------- stroud: audited statements
  const sofp = {
    'Cash and cash equivalents': [s.cash25, s.cash24],
    'Investments, at fair value (Note 3)': [s.inv25, s.inv24],
    'Total assets': [s.cash25 + s.inv25, s.cash24 + s.inv24],
    'Payroll taxes withheld': [s.wh25, s.wh24],
    'Deferred federal excise tax (Note 4)': [s.def25, s.def24],
    'Total liabilities': [s.liab25, s.liab24],
    Undesignated: [s.na25 - s.commitments.total, s.na24 - s.commit24],
    'Board-designated for approved grants (Note 7)': [s.commitments.total, s.commit24],
    'Total net assets': [s.na25, s.na24],
    'Total liabilities and net assets': [s.liab25 + s.na25, s.liab24 + s.na24],
  };
  const soa = {
    Contributions: s.rev.Contributions,
    'Interest and dividends': s.rev['Interest and dividends'],
    'Net realized gain on sale of investments': s.rev['Net realized gain on sale of investments'],
    'Net change in unrealized gain on investments': s.rev['Net change in unrealized gain on investments'],
    'Investment management and custody fees': s.rev['Investment management and custody fees'],
    'Net investment return': s.nir,
    'Total revenues, gains and (losses)': s.totRev,
    ...s.exp,
    'Total expenses': s.totExp,
    'Change in net assets': s.change,
    'Net assets, beginning of year': [s.na24, s.na23],
    'Net assets, end of year': [s.na25, s.na24],
  };
  // Level table (rounded categories adding to the audited totals)
  const lev = (fv, tot) => {
    const [mm, domEq, eqFund, bondFund, ust, corp, muni] = fix([fv.mm, fv.domEq, fv.eqFund, fv.bondFund, fv.ust, fv.corp, fv.muni], tot);
    const l1 = mm + domEq + eqFund + bondFund + ust, l2 = corp + muni;
    return {
      'Money market funds': [mm, 0, 0, mm],
      'Domestic equity securities': [domEq, 0, 0, domEq],
      'Equity mutual funds and exchange-traded funds': [eqFund, 0, 0, eqFund],
      'Fixed income mutual funds': [bondFund, 0, 0, bondFund],
      'U.S. Treasury obligations': [ust, 0, 0, ust],
      'Corporate bonds': [0, corp, 0, corp],
      'Municipal bonds': [0, muni, 0, muni],
      'Total investments in the fair value hierarchy': [l1, l2, 0, l1 + l2],
    };
  };
  const lev25 = lev(s.fv25, r0(s.EMV)), lev24 = lev(s.fv24, r0(s.BMV0));
  const grantsPaid = GRANTS.filter((g) => g.pay[2025]).map((g) => ({ area: AREAS[g.area], grantee: g.grantee, city: g.city, purpose: g.purpose, amount: g.pay[2025] }));
  const areaPaid = Object.fromEntries(AREAS.map((a) => [a, sum(grantsPaid.filter((g) => g.area === a).map((g) => g.amount))]));
  const liquidity = {
    'Cash and cash equivalents': s.cash25, 'Investments, at fair value': s.inv25, 'Total financial assets': s.cash25 + s.inv25,
    'Private equity fund of funds (not redeemable within one year)': -s.pe.nav25,
    'Financial assets available to meet general expenditures within one year': s.cash25 + s.inv25 - s.pe.nav25,
  };
  const fsFacts = {
    auditor: 'Hollister & Kemp LLP', auditDate: '2026-04-22', nav25: s.pe.nav25, nav24: s.pe.nav24, unfunded: s.pe.unfunded, commitmentPE: s.pe.commitment,
    unrealApp25: s.unrealApp25, unrealApp24: s.unrealApp24, distributable: 2041865, qualifying: s.L['26'].d, retirementPct: 8,
  };
  const peGain = s.pe.nav25 - s.pe.nav24 - s.pe.calls + s.pe.dist;
  const invSched = {
    'Fair value, beginning of year': [r0(s.BMV0), s.pe.nav24],
    'Contributions and capital calls': [250000, s.pe.calls],
    'Withdrawals and distributions': [-2600000, -s.pe.dist],
    'Interest and dividends': [s.I_r, 0],
    'Net realized gain on sale of investments': [s.R_r, 0],
    'Net change in unrealized gain on investments': [s.rev['Net change in unrealized gain on investments'][0] - peGain, peGain],
    'Investment management and custody fees': [-s.Fe_r, 0],
    'Fair value, end of year': [r0(s.EMV), s.pe.nav25],
  };
  for (const v of Object.values(invSched)) v.push(v[0] + v[1]);
  const commit = { 2026: s.commitments[2026], 2027: s.commitments[2027], 2028: s.commitments[2028], total: s.commitments.total, total24: s.commit24 };
  // ---------------- stroud: 990-PF
  const p1 = {};
  for (const [k, v] of Object.entries(s.L)) if (k !== '6b') p1[k] = { a: v.a, b: v.b, c: null, d: v.d };
  const pf = { p1, gross6b: s.L['6b'].gross, p2: s.P2, fmvI: s.P2['16'].c };
  // ---------------- stroud: grants workbook
  const gx = GRANTS.map((g) => {
    const prior = grantPaidBefore(g, 2025), paid = g.pay[2025] || 0, rel = g.released[2025] || 0;
    const years = Object.keys(g.pay).map(Number);
    return { no: g.no, grantee: g.grantee, area: AREAS[g.area], approved: g.no.startsWith('TD') ? 'Various' : g.approved, term: g.no.startsWith('TD') ? 'One-time' : Math.min(...years) === Math.max(...years) ? `${years[0]} (one-time)` : `${Math.min(...years)}-${Math.max(...years)}`, amount: g.amount, prior, paid, rel, unpaid: g.amount - prior - paid - rel, f26: g.pay[2026] || 0, f27: g.pay[2027] || 0, f28: g.pay[2028] || 0 };
  });
  const meetings = ['2025-03-19', '2025-06-18', '2025-09-17', '2025-12-10', 'TD'].map((m) => {
    const gs = gx.filter((g) => (m === 'TD' ? g.no.startsWith('TD') : g.approved === m && !g.no.startsWith('TD')));
    return { meeting: m, n: m === 'TD' ? 16 : gs.length, amount: sum(gs.map((g) => g.amount)), paid: sum(gs.map((g) => g.paid)), unpaid: sum(gs.map((g) => g.unpaid)) };
  });
  // ---------------- stroud: manager statement
  const Q = s.Q, q4 = Q[3];
  const ytd = (k) => sum2(Q.map((q) => q[k]));
  const summary = {
    'Beginning market value': [q4.bmv, Q[0].bmv],
    Contributions: [q4.contrib, ytd('contrib')],
    Withdrawals: [-q4.withdr, -ytd('withdr')],
    'Interest and dividends': [q4.income, ytd('income')],
    'Realized gains/(losses)': [q4.realized, ytd('realized')],
    'Change in unrealized gains/(losses)': [q4.unreal, ytd('unreal')],
    'Management fees': [-q4.fee, -ytd('fee')],
    'Ending market value': [q4.emv, Q[3].emv],
  };
  const classes = ['Cash & equivalents', 'U.S. large cap equity', 'U.S. small/mid cap equity', 'International developed equity', 'Emerging markets equity', 'Real assets', 'Fixed income'];
  const targets = { 'Cash & equivalents': [1, 0, 5], 'U.S. large cap equity': [35, 30, 40], 'U.S. small/mid cap equity': [9, 5, 13], 'International developed equity': [14, 10, 18], 'Emerging markets equity': [5, 2, 8], 'Real assets': [3, 0, 6], 'Fixed income': [33, 28, 38] };
  const alloc = classes.map((c) => { const mv = sum2(s.holdings.filter((h) => h.cls === c).map((h) => h.mv)); return { cls: c, mv, pct: Math.round((mv / s.EMV) * 1e4) / 100, target: targets[c][0], min: targets[c][1], max: targets[c][2] }; });
  const holdings = s.holdings.map((h) => ({ name: h.name, cls: h.cls, qty: h.qty, price: h.price, mv: h.mv, cost: h.cost, gain: r2(h.mv - h.cost), income: h.income }));
  const perf = {
    'Total portfolio (net of fees)': [s.perf.net.qtd, s.perf.net.ytd, s.perf.net.ytd, s.perf.net.y3, s.perf.net.y5, s.perf.net.si],
    'Policy benchmark': [s.perf.bench.qtd, s.perf.bench.ytd, s.perf.bench.ytd, s.perf.bench.y3, s.perf.bench.y5, s.perf.bench.si],
  };
  perf['Value added'] = perf['Total portfolio (net of fees)'].map((v, i) => Math.round((v - perf['Policy benchmark'][i]) * 100) / 100);
  const ms = { summary, alloc, holdings, perf, feeQ4: q4.fee, feeBase: q4.bmv, feeTiers: [0.6, 0.45, 0.3, 0.25], manager: 'Miami Valley Trust & Advisory', rm: 'Danielle Okafor, CFA', account: '4471' };

  // ---------------- ironbark: financial report
  const pl = {
    'NDIS revenue': b.ndis,
    'Resident board and lodging contributions': b.rev.resident,
    'Government grants': b.grants,
    'Donations and bequests': [0, 1].map((k) => b.rev.donations[k] + b.rev.bequests[k]),
    'Fundraising events': b.rev.fundraising,
    'Total revenue': b.revenue,
    'Interest income': b.rev.interest,
    'Net gain on disposal of property, plant and equipment': b.rev.gain,
    'Total revenue and other income': b.totalIncome,
    ...b.exp,
    'Total expenses': b.totalExp,
    'Surplus for the year': b.surplus,
    'Gain on revaluation of land and buildings': b.oci,
    'Total other comprehensive income': b.oci,
    'Total comprehensive income for the year': b.tci,
  };
  const bs = b.bs;
  const fp = {
    'Cash and cash equivalents': bs.cash, 'Trade and other receivables': bs.rec, 'Other financial assets - term deposits': bs.td, Prepayments: bs.pre,
    'Total current assets': b.curA,
    'Property, plant and equipment': bs.ppe, 'Right-of-use assets': bs.rou, 'Total non-current assets': b.ncA,
    'Total assets': [0, 1].map((k) => b.curA[k] + b.ncA[k]),
    'Trade and other payables': bs.pay, 'Contract liabilities': bs.contract, 'Lease liabilities': bs.leaseC, 'Employee benefits': bs.provC,
    'Total current liabilities': b.curL,
    'Lease liabilities ': bs.leaseN, 'Employee benefits ': bs.provN, 'Total non-current liabilities': b.ncL,
    'Total liabilities': [0, 1].map((k) => b.curL[k] + b.ncL[k]),
    'Net assets': b.na,
    'Retained surplus': [b.eq.ret25, b.eq.ret24], 'Asset revaluation reserve': [b.eq.reval25, b.eq.reval24], 'Capital works reserve': [b.eq.cap25, b.eq.cap24],
    'Total equity': b.na,
  };
  const e = b.eq, s24 = b.surplus[1], s25 = b.surplus[0], rv = b.oci[0];
  const soce = [
    ['Balance at 1 July 2023', [e.ret23, e.reval23, e.cap23, e.ret23 + e.reval23 + e.cap23]],
    ['Surplus for the year', [s24, 0, 0, s24]],
    ['Other comprehensive income', [0, 0, 0, 0]],
    ['Total comprehensive income for the year', [s24, 0, 0, s24]],
    ['Transfer to capital works reserve', [-e.tr24, 0, e.tr24, 0]],
    ['Balance at 30 June 2024', [e.ret24, e.reval24, e.cap24, b.na[1]]],
    ['Surplus for the year', [s25, 0, 0, s25]],
    ['Revaluation of land and buildings', [0, rv, 0, rv]],
    ['Total comprehensive income for the year', [s25, rv, 0, s25 + rv]],
    ['Transfer to capital works reserve', [-e.tr25, 0, e.tr25, 0]],
    ['Balance at 30 June 2025', [e.ret25, e.reval25, e.cap25, b.na[0]]],
  ].map(([label, vals]) => ({ label, vals }));
  const cf = {};
  for (const k of b.opKeys) cf[k] = [b.cf25[k], b.cf24[k]];
  cf['Net cash provided by operating activities'] = [b.t25.op, b.t24.op];
  for (const k of b.invKeys) cf[k] = [b.cf25[k], b.cf24[k]];
  cf['Net cash used in investing activities'] = [b.t25.inv, b.t24.inv];
  cf['Repayment of lease liabilities (principal)'] = [b.cf25['Repayment of lease liabilities (principal)'], b.cf24['Repayment of lease liabilities (principal)']];
  cf['Net cash used in financing activities'] = [b.t25.fin, b.t24.fin];
  cf['Net increase in cash and cash equivalents'] = [b.net25, b.net24];
  cf['Cash and cash equivalents at the beginning of the year'] = [bs.cash[1], b.cash23];
  cf['Cash and cash equivalents at the end of the year'] = [bs.cash[0], bs.cash[1]];
  const ndisNote = { ...b.rev.ndis, 'Total NDIS revenue': b.ndis };
  const grantNote = { ...b.rev.grants, 'Total government grants': b.grants };
  const empNote = { ...b.emp, 'Total employee benefits expense': b.empTot };
  const depNote = { 'Depreciation - property, plant and equipment': [b.depPPE, 468920], 'Depreciation - right-of-use assets': [b.depROU, 533420], 'Total depreciation and amortisation': [b.depPPE + b.depROU, 1002340] };
  const P = b.ppe;
  const ppeT = {
    'Carrying amount at 1 July 2024': [...P.open, sum(P.open)],
    Additions: [...P.add, sum(P.add)],
    Disposals: [...P.disp.map((x) => -x), -sum(P.disp)],
    'Revaluation increment': [...P.reval, sum(P.reval)],
    'Depreciation expense': [...P.dep.map((x) => -x), -sum(P.dep)],
    'Carrying amount at 30 June 2025': [...P.close, sum(P.close)],
  };
  const R = b.rou;
  const rouT = {
    'Balance at 1 July 2024': [...R.open, sum(R.open)],
    'Additions - new leases': [...R.add, sum(R.add)],
    'Depreciation charge': [...R.dep.map((x) => -x), -sum(R.dep)],
    'Balance at 30 June 2025': [...R.close, sum(R.close)],
  };
  const L = b.lease;
  const leaseT = {
    'Current lease liabilities': [L.current, L.open24.current], 'Non-current lease liabilities': [L.nonCurrent, L.open24.nonCurrent], 'Total lease liabilities': [L.close, L.open],
  };
  const leaseMat = { 'Not later than one year': L.mat[0], 'Between one and five years': L.mat[1], 'Later than five years': L.mat[2], 'Total undiscounted lease payments': sum(L.mat) };
  const leasePL = { 'Depreciation of right-of-use assets': b.depROU, 'Interest on lease liabilities': L.interest, 'Short-term and low-value lease expense': L.shortTerm, 'Total cash outflow for leases': L.payments };
  const pv = b.prov;
  const provT = {
    'Annual leave': [pv.al[0], pv.al[1]], 'Long service leave': [pv.lslC[0], pv.lslC[1]], 'Total current employee benefits': b.provCur,
    'Long service leave ': [pv.lslN[0], pv.lslN[1]], 'Total non-current employee benefits': pv.lslN,
    'Total employee benefits provisions': [0, 1].map((k) => b.provCur[k] + pv.lslN[k]),
  };
  const cashNote = { 'Cash on hand': [3850, 3620], 'Cash at bank': [bs.cash[0] - 3850, bs.cash[1] - 3620], 'Total cash and cash equivalents': bs.cash };
  const recNote = { 'NDIS claims receivable': [1296480, 1421360], 'Other receivables': [118760, 108545], 'Allowance for expected credit losses': [-19000, -17000], 'Total trade and other receivables': bs.rec };
  const payNote = { 'Trade creditors': [486215, 452370], 'Accrued expenses': [301840, 287605], 'PAYG withholding and superannuation payable': [bs.pay[0] - 486215 - 301840, bs.pay[1] - 452370 - 287605], 'Total trade and other payables': bs.pay };
  const fr = { pl, fp, soce, cf, ndisNote, grantNote, empNote, depNote, ppeT, rouT, leaseT, leaseMat, leasePL, provT, cashNote, recNote, payNote, kmp: b.kmp, kmpN: b.kmpN, facts: b.facts };
  // ---------------- ironbark: AIS
  const A = b.ais;
  const ais = {
    '10': A.staffFT, '11': A.staffPT, '12': A.staffCasual, '13': A.volunteers, '15': b.kmp[0],
    '19': A.govt, '20': A.donations, '21': A.goods, '22': A.invest, '23': A.otherRev, '24': A.totalRev, '25': A.otherIncome, '26': A.gross,
    '27': A.employee, '28': A.interestExp, '29': 0, '30': 0, '31': A.otherExp, '32': A.totalExp, '33': A.net, '34': b.oci[0], '35': b.tci[0],
    '36': b.curA[0], '37': b.ncA[0], '38': b.curA[0] + b.ncA[0], '39': b.curL[0], '40': b.ncL[0], '41': b.curL[0] + b.ncL[0], '42': b.na[0],
  };
  // ---------------- ironbark: management accounts
  const ma = b.mlines.map((x) => {
    const actual = x.actual, budget = x.budget.slice(0, 9);
    const v = (a, bb) => (x.inc ? a - bb : bb - a);
    const ytdA = sum(actual), ytdB = sum(budget);
    return { label: x.label, inc: x.inc, actual, budget, variance: actual.map((a, m) => v(a, budget[m])), ytdA, ytdB, ytdV: v(ytdA, ytdB), ytdPct: Math.round((v(ytdA, ytdB) / ytdB) * 1e4) / 100, fy: x.annual };
  });
  const tot = (rows, label, inc) => {
    const actual = Array.from({ length: 9 }, (_, m) => sum(rows.map((x) => x.actual[m])));
    const budget = Array.from({ length: 9 }, (_, m) => sum(rows.map((x) => x.budget[m])));
    const v = (a, bb) => (inc ? a - bb : bb - a);
    const ytdA = sum(actual), ytdB = sum(budget);
    return { label, inc, actual, budget, variance: actual.map((a, m) => v(a, budget[m])), ytdA, ytdB, ytdV: v(ytdA, ytdB), ytdPct: Math.round((v(ytdA, ytdB) / ytdB) * 1e4) / 100, fy: sum(rows.map((x) => x.fy)) };
  };
  const totInc = tot(ma.filter((x) => x.inc), 'Total Income', true), totExp = tot(ma.filter((x) => !x.inc), 'Total Expenses', false);
  const net = { label: 'NET SURPLUS / (DEFICIT)', inc: true, actual: totInc.actual.map((a, m) => a - totExp.actual[m]), budget: totInc.budget.map((a, m) => a - totExp.budget[m]), fy: totInc.fy - totExp.fy };
  net.variance = net.actual.map((a, m) => a - net.budget[m]); net.ytdA = sum(net.actual); net.ytdB = sum(net.budget); net.ytdV = net.ytdA - net.ytdB; net.ytdPct = Math.round((net.ytdV / net.ytdB) * 1e4) / 100;
  const M = b.bsM;
  const maBS = {
    'Cash at bank': [M.cash, bs.cash[0]], 'Term deposits': [M.td, bs.td[0]], 'Trade and other receivables': [M.rec, bs.rec[0]], Prepayments: [M.pre, bs.pre[0]],
    'Total current assets': [M.cash + M.td + M.rec + M.pre, b.curA[0]],
    'Property, plant and equipment': [M.ppe, bs.ppe[0]], 'Right-of-use assets': [M.rou, bs.rou[0]], 'Total non-current assets': [M.ppe + M.rou, b.ncA[0]],
    'Total assets': [M.cash + M.td + M.rec + M.pre + M.ppe + M.rou, b.curA[0] + b.ncA[0]],
    'Trade and other payables': [M.pay, bs.pay[0]], 'Contract liabilities': [M.contract, bs.contract[0]], 'Lease liabilities': [M.lease, L.close], 'Employee provisions': [M.prov, provT['Total employee benefits provisions'][0]],
    'Total liabilities': [M.pay + M.contract + M.lease + M.prov, b.curL[0] + b.ncL[0]],
    'Net assets': [M.na, b.na[0]],
    'Retained surplus': [e.ret25, e.ret25], 'Current year surplus': [b.ytdSurplus, 0], Reserves: [e.reval25 + e.cap25, e.reval25 + e.cap25],
    'Total equity': [M.na, b.na[0]],
  };
  const kpi = { 'Active NDIS participants': b.kpi.participants, 'Billable support hours': b.kpi.hours, 'Employees (headcount)': b.kpi.headcount, 'Reportable incidents': b.kpi.incidents };
  return {
    stroud: { fs: { sofp, soa, lev25, lev24, grantsPaid, areaPaid, liquidity, facts: fsFacts, commit, invSched, bankInt: s.bankInt }, pf, gx, meetings, ms },
    ironbark: { fr, ais, ma: { lines: ma, totInc, totExp, net, months: b.MN.slice(0, 9), bs: maBS, kpi }, inv: b.invoice },
  };
}

// =====================================================================================================
// QUESTIONS: [kind, question, calc(V) -> number | {text: [...accepted], src} | 'notfound', options]
// options: unit ('$', 'A$', '%', 'pp', 'x', 'n', 'mo'), wrong (a plausible wrong figure or text), tol
// =====================================================================================================
const usDates = (iso) => { const [y, m, d] = iso.split('-').map(Number); const M = MONTHS[m - 1]; return [`${M} ${d}, ${y}`, `${d} ${M} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`, `${m}/${d}/${y}`, iso]; };
const auDates = (iso) => { const [y, m, d] = iso.split('-').map(Number); const M = MONTHS[m - 1]; return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${d} ${M.slice(0, 3)} ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, `${d}/${m}/${y}`, iso]; };
const pct = (a, b) => (a / b) * 100;
const S = (V) => V.stroud, I = (V) => V.ironbark;
const soa = (V, k, y = 0) => S(V).fs.soa[k][y];
const p1 = (V, line, col) => S(V).pf.p1[line][col];
const p2 = (V, line, col) => S(V).pf.p2[line][col];
const alloc = (V, c) => S(V).ms.alloc.find((x) => x.cls === c);
const pl = (V, k, y = 0) => I(V).fr.pl[k][y];
const fp = (V, k, y = 0) => I(V).fr.fp[k][y];
const maL = (V, label) => I(V).ma.lines.find((x) => x.label === label);
const mIdx = (V, mon) => I(V).ma.months.indexOf(mon);
const monthName = (mon) => { const [m, y] = mon.split('-'); const M = MONTHS.find((x) => x.startsWith(m)); return [`${M} 20${y}`, M]; };

export const DEFS = {
  stroud: [
    ['lookup', 'What were total grants paid in 2025 according to the audited financial statements?', (V) => soa(V, 'Grants paid (Note 6)'), { unit: '$', wrong: (V) => soa(V, 'Grants paid (Note 6)', 1) }],
    ['period', 'how much did the family contribute to the foundation last yr', (V) => soa(V, 'Contributions'), { unit: '$', wrong: (V) => soa(V, 'Contributions', 1) }],
    ['difference', 'How much more did the foundation pay out in grants in 2025 than in 2024?', (V) => soa(V, 'Grants paid (Note 6)') - soa(V, 'Grants paid (Note 6)', 1), { unit: '$', wrong: (V) => p1(V, '26', 'd') - soa(V, 'Grants paid (Note 6)', 1) }],
    ['percent', 'By what percentage did investment management and custody fees increase from 2024 to 2025?', (V) => pct(soa(V, 'Investment management and custody fees') - soa(V, 'Investment management and custody fees', 1), soa(V, 'Investment management and custody fees', 1)), { unit: '%', wrong: 4.26 }],
    ['lookup', 'Can you remind me what our total net assets were at the end of 2025?', (V) => S(V).fs.sofp['Total net assets'][0], { unit: '$', tol: 0.001, wrong: (V) => S(V).fs.sofp['Total net assets'][1] }],
    ['total', 'What was our total net investment return for 2025 — interest, dividends, realized and unrealized gains, after fees?', (V) => soa(V, 'Net investment return'), { unit: '$', wrong: (V) => soa(V, 'Net investment return') - soa(V, 'Investment management and custody fees') }],
    ['percent', 'What share of total 2025 expenses in the audited statements was grants paid?', (V) => pct(soa(V, 'Grants paid (Note 6)'), soa(V, 'Total expenses')), { unit: '%', wrong: (V) => pct(soa(V, 'Grants paid (Note 6)'), p1(V, '26', 'a')) }],
    ['lookup', 'What was the total of our Level 2 investments at 12/31/2025?', (V) => S(V).fs.lev25['Total investments in the fair value hierarchy'][1], { unit: '$', wrong: (V) => S(V).fs.lev24['Total investments in the fair value hierarchy'][1] }],
    ['extreme', 'Which Arts & Culture grantee received the smallest grant payment in 2025?', (V) => { const g = S(V).fs.grantsPaid.filter((x) => x.area === 'Arts & Culture').sort((a, b) => a.amount - b.amount)[0]; if (g.grantee !== 'Carillon Heritage Society') throw new Error('smallest'); return { text: ['Carillon Heritage'], src: 'fs', find: g.grantee }; }, { wrong: 'Yellow Springs Arts Council' }],
    ['percent', 'What percentage of total investments at December 31, 2025 were valued using Level 1 inputs?', (V) => pct(S(V).fs.lev25['Total investments in the fair value hierarchy'][0], S(V).fs.sofp['Investments, at fair value (Note 3)'][0]), { unit: '%', wrong: (V) => pct(S(V).fs.lev25['Total investments in the fair value hierarchy'][0], S(V).fs.lev25['Total investments in the fair value hierarchy'][3]) }],
    ['extreme', 'Which grantee received the largest grant payment from us in 2025?', (V) => { const g = [...S(V).fs.grantsPaid].sort((a, b) => b.amount - a.amount)[0]; if (g.grantee !== "Miami Valley Children's Hospital Foundation") throw new Error('largest'); return { text: ["Children's Hospital", 'Children’s Hospital', 'Childrens Hospital'], src: 'fs', find: g.grantee }; }, { wrong: 'Five Oaks Land Conservancy' }],
    ['grant', 'how much did we pay east dayton free clinic in 25?', (V) => S(V).fs.grantsPaid.find((g) => g.grantee === 'East Dayton Free Clinic').amount, { unit: '$', wrong: 180000 }],
    ['count', 'how many orgs in health & human services got a grant payment from us in 2025', (V) => S(V).fs.grantsPaid.filter((g) => g.area === 'Health & Human Services').length, { unit: 'n', wrong: 9 }],
    ['total', 'What was the total paid to Arts & Culture grantees in 2025?', (V) => S(V).fs.areaPaid['Arts & Culture'], { unit: '$', wrong: (V) => sum(S(V).gx.filter((g) => g.area === 'Arts & Culture').map((g) => g.amount)) }],
    ['text', 'Which firm audited the 2025 financial statements?', (V) => ({ text: ['Hollister & Kemp', 'Hollister and Kemp', 'Hollister Kemp'], src: 'fs', find: S(V).fs.facts.auditor }), { wrong: 'Miami Valley Trust & Advisory' }],
    ['text', "What date is the independent auditor's report dated?", (V) => ({ text: usDates(S(V).fs.facts.auditDate), src: 'fs', find: usDates(S(V).fs.facts.auditDate)[0] }), { wrong: 'December 31, 2025' }],
    ['lookup', 'On the 2025 990-PF, what is net investment income on line 27b?', (V) => p1(V, '27b', 'b'), { unit: '$', wrong: (V) => p1(V, '12', 'b') }],
    ['lookup', 'What does the 990-PF show in column (d) for total operating and administrative expenses?', (V) => p1(V, '24', 'd'), { unit: '$', wrong: (V) => p1(V, '24', 'a') }],
    ['percent', 'On the 990-PF, what percentage of total expenses and disbursements (line 26, column a) were disbursements for charitable purposes (column d)?', (V) => pct(p1(V, '26', 'd'), p1(V, '26', 'a')), { unit: '%', wrong: (V) => pct(p1(V, '25', 'd'), p1(V, '26', 'a')) }],
    ['lookup', 'fmv of all assets end of yr on the 990pf?', (V) => p2(V, '16', 'c'), { unit: '$', tol: 0.001, wrong: (V) => p2(V, '16', 'b') }],
    ['difference', 'On the 990-PF balance sheet, what is the difference between the end-of-year book value and the fair market value of our corporate stock?', (V) => p2(V, '10b', 'c') - p2(V, '10b', 'b'), { unit: '$', wrong: (V) => p2(V, '10b', 'c') - p2(V, '10b', 'a') }],
    ['lookup', 'How much current federal excise tax did we pay for 2025?', (V) => soa(V, 'Federal excise tax - current'), { unit: '$', wrong: (V) => soa(V, 'Federal excise tax - deferred') }],
    ['lookup', 'What is the deferred excise tax liability at year end 2025?', (V) => S(V).fs.sofp['Deferred federal excise tax (Note 4)'][0], { unit: '$', wrong: (V) => soa(V, 'Federal excise tax - deferred') }],
    ['grant', 'How much in approved grant payments is scheduled for 2026?', (V) => sum(S(V).gx.map((g) => g.f26)), { unit: '$', wrong: (V) => S(V).fs.commit.total }],
    ['total', "Ahead of the board meeting: what's the total of grants we've approved but not yet paid as of December 31, 2025?", (V) => S(V).fs.commit.total, { unit: '$', wrong: (V) => S(V).fs.commit.total24 }],
    ['total', 'How much did the board approve in new grants during 2025, including the trustee discretionary grants?', (V) => sum(S(V).meetings.map((m) => m.amount)), { unit: '$', wrong: (V) => sum(S(V).meetings.filter((m) => m.meeting !== 'TD').map((m) => m.amount)) }],
    ['grant', 'How much of a previously approved grant was released or cancelled in 2025?', (V) => sum(S(V).gx.map((g) => g.rel)), { unit: '$', wrong: 150000 }],
    ['extreme', 'Which program area has the biggest unpaid grant balance at year end 2025?', (V) => { const by = {}; for (const g of S(V).gx) by[g.area] = (by[g.area] || 0) + g.unpaid; const top = Object.entries(by).sort((a, b) => b[1] - a[1])[0][0]; if (top !== 'Health & Human Services') throw new Error('area'); return { text: ['Health & Human Services', 'Health and Human Services', 'human services'], src: 'gx', find: top }; }, { wrong: 'Education' }],
    ['count', 'How many grants did the board approve at its June 2025 meeting?', (V) => S(V).meetings.find((m) => m.meeting === '2025-06-18').n, { unit: 'n', wrong: 16 }],
    ['lookup', 'What was the ending market value of the Miami Valley Trust endowment account at December 31, 2025?', (V) => S(V).ms.summary['Ending market value'][0], { unit: '$', tol: 0.001, wrong: (V) => S(V).fs.sofp['Investments, at fair value (Note 3)'][0] }],
    ['lookup', 'What were the management fees on the managed account for Q4 2025?', (V) => -S(V).ms.summary['Management fees'][0], { unit: '$', wrong: (V) => -S(V).ms.summary['Management fees'][1] }],
    ['difference', 'By how many percentage points did the managed portfolio trail its policy benchmark for calendar 2025, net of fees?', (V) => S(V).ms.perf['Policy benchmark'][1] - S(V).ms.perf['Total portfolio (net of fees)'][1], { unit: 'pp', wrong: (V) => S(V).ms.perf['Policy benchmark'][0] - S(V).ms.perf['Total portfolio (net of fees)'][0] }],
    ['percent', 'What percentage of the managed portfolio was in fixed income at 12/31/2025?', (V) => alloc(V, 'Fixed income').pct, { unit: '%', wrong: (V) => alloc(V, 'Fixed income').target }],
    ['variance', 'how far over target is US large cap equity in the managed acct at qtr end (pct points)?', (V) => alloc(V, 'U.S. large cap equity').pct - alloc(V, 'U.S. large cap equity').target, { unit: 'pp', wrong: (V) => alloc(V, 'U.S. large cap equity').max - alloc(V, 'U.S. large cap equity').pct }],
    ['total', 'How much did we withdraw from the managed account over the whole of 2025?', (V) => -S(V).ms.summary.Withdrawals[1], { unit: '$', wrong: (V) => -S(V).ms.summary.Withdrawals[0] }],
    ['period', 'What was interest and dividend income on the managed account for the first three quarters of 2025 (January through September)?', (V) => S(V).ms.summary['Interest and dividends'][1] - S(V).ms.summary['Interest and dividends'][0], { unit: '$', wrong: (V) => S(V).ms.summary['Interest and dividends'][1] }],
    ['cover', 'How many months of 2025 total expenses would our cash and cash equivalents at December 31, 2025 cover?', (V) => S(V).fs.sofp['Cash and cash equivalents'][0] / (soa(V, 'Total expenses') / 12), { unit: 'mo', tol: 0.01, wrong: (V) => S(V).fs.sofp['Cash and cash equivalents'][1] / (soa(V, 'Total expenses', 1) / 12) }],
    ['average', 'What was the average grant payment to Education grantees in 2025?', (V) => { const g = S(V).fs.grantsPaid.filter((x) => x.area === 'Education'); return sum(g.map((x) => x.amount)) / g.length; }, { unit: '$', tol: 0.01, wrong: 72857 }],
    ['lookup', 'wats our remaining unfunded commitment to the PE fund of funds?', (V) => S(V).fs.facts.unfunded, { unit: '$', wrong: 300000 }],
    ['difference', "By how much did 2025 qualifying distributions exceed the year's distributable amount?", (V) => S(V).fs.facts.qualifying - S(V).fs.facts.distributable, { unit: '$', wrong: (V) => soa(V, 'Grants paid (Note 6)') - S(V).fs.facts.distributable }],
    ['percent', "What's the annual fee rate on the first $10 million under the investment manager's fee schedule?", (V) => S(V).ms.feeTiers[0], { unit: '%', tol: 0.01, wrong: 0.45 }],
    ['percent', 'By what percent did total net assets grow during 2025?', (V) => pct(S(V).fs.sofp['Total net assets'][0] - S(V).fs.sofp['Total net assets'][1], S(V).fs.sofp['Total net assets'][1]), { unit: '%', wrong: 3.57 }],
    ['lookup', 'Per the liquidity note, how much in financial assets was available for general expenditure within one year of December 31, 2025?', (V) => S(V).fs.liquidity['Financial assets available to meet general expenditures within one year'], { unit: '$', tol: 0.002, wrong: (V) => S(V).fs.liquidity['Total financial assets'] }],
    ['ratio', 'For every dollar of grants paid in 2025, how much did we spend on operating expenses (everything except grants and excise taxes)?', (V) => { const e = S(V).fs.soa; const ops = e['Total expenses'][0] - e['Grants paid (Note 6)'][0] - e['Federal excise tax - current'][0] - e['Federal excise tax - deferred'][0]; return ops / e['Grants paid (Note 6)'][0]; }, { unit: 'x', tol: 0.01, wrong: 0.3314 }],
    ['text', "What basis of accounting does the auditor's emphasis-of-matter paragraph draw attention to?", () => ({ text: ['modified cash basis', 'modified cash'], src: 'fs', find: 'modified cash basis' }), { wrong: 'Accrual basis under generally accepted accounting principles' }],
    ['notfound', 'How much was the executive director paid in 2023?', () => 'notfound', { absent: 'only 2025 and 2024 figures; the 990-PF gives 2025 officer compensation in total' }],
    ['notfound', "What was the managed portfolio's return in the third quarter of 2025?", () => 'notfound', { absent: 'the review gives the fourth quarter, year to date, 1, 3 and 5 years and since inception, not Q3' }],
    ['notfound', 'What did the foundation pay in grants in 2022?', () => 'notfound', { absent: 'the statements cover 2025 and 2024; the workbook gives payments through 2024 only as one column' }],
    ['notfound', 'What management fee does the private equity fund of funds charge?', () => 'notfound', { absent: "the fund's fees are not disclosed; only the managed account's fee schedule is" }],
    ['notfound', "what's our 2026 operating budget for salaries", () => 'notfound', { absent: 'no budget among the documents' }],
  ],
  ironbark: [
    ['lookup', 'What was total NDIS revenue for the year ended 30 June 2025?', (V) => pl(V, 'NDIS revenue'), { unit: 'A$', wrong: (V) => pl(V, 'NDIS revenue', 1) }],
    ['percent', 'By what % did NDIS revenue grow from FY24 to FY25?', (V) => pct(pl(V, 'NDIS revenue') - pl(V, 'NDIS revenue', 1), pl(V, 'NDIS revenue', 1)), { unit: '%', wrong: 6.41 }],
    ['lookup', 'surplus for FY25?', (V) => pl(V, 'Surplus for the year'), { unit: 'A$', wrong: (V) => pl(V, 'Total comprehensive income for the year') }],
    ['lookup', 'What was total comprehensive income for 2024-25?', (V) => pl(V, 'Total comprehensive income for the year'), { unit: 'A$', wrong: (V) => pl(V, 'Surplus for the year') }],
    ['lookup', 'What was the balance of the asset revaluation reserve at 30 June 2025?', (V) => fp(V, 'Asset revaluation reserve'), { unit: 'A$', wrong: (V) => fp(V, 'Asset revaluation reserve', 1) }],
    ['text', "On what date did the directors sign the directors' declaration?", (V) => ({ text: auDates(I(V).fr.facts.declDate), src: 'fr', find: auDates(I(V).fr.facts.declDate)[0] }), { wrong: '26 September 2025' }],
    ['text', 'Which firm audited the FY25 financial report?', () => ({ text: ['Sandhurst Audit'], src: 'fr', find: 'Sandhurst Audit & Assurance Pty Ltd' }), { wrong: 'Goldfields Property Valuers Pty Ltd' }],
    ['ratio', 'What was the current ratio at 30/6/25?', (V) => fp(V, 'Total current assets') / fp(V, 'Total current liabilities'), { unit: 'x', tol: 0.01, wrong: (V) => fp(V, 'Total current assets', 1) / fp(V, 'Total current liabilities', 1) }],
    ['total', 'Could you tell me our total staff leave provisions at 30 June 2025, current and non-current together?', (V) => I(V).fr.provT['Total employee benefits provisions'][0], { unit: 'A$', wrong: (V) => I(V).fr.provT['Total current employee benefits'][0] }],
    ['lookup', 'non-current long service leave provision at 30 June 25', (V) => I(V).fr.provT['Long service leave '][0], { unit: 'A$', wrong: (V) => I(V).fr.provT['Long service leave'][0] }],
    ['percent', 'Employee benefits expense as a percentage of total revenue and other income in FY2025?', (V) => pct(pl(V, 'Employee benefits expense'), pl(V, 'Total revenue and other income')), { unit: '%', wrong: (V) => pct(pl(V, 'Employee benefits expense'), pl(V, 'Total expenses')) }],
    ['total', 'What were total lease liabilities at 30 June 2025?', (V) => I(V).fr.leaseT['Total lease liabilities'][0], { unit: 'A$', wrong: (V) => I(V).fr.leaseT['Current lease liabilities'][0] }],
    ['extreme', 'Which month so far this financial year had the lowest billable support hours?', (V) => { const h = I(V).ma.kpi['Billable support hours']; const m = I(V).ma.months[h.indexOf(Math.min(...h))]; return { text: monthName(m), src: 'ma', find: m }; }, { wrong: 'February 2026' }],
    ['lookup', 'How much grant funding did DFFH provide in 2024-25?', (V) => I(V).fr.grantNote['Department of Families, Fairness and Housing (Vic) - supported accommodation'][0], { unit: 'A$', wrong: (V) => I(V).fr.grantNote['Department of Families, Fairness and Housing (Vic) - supported accommodation'][1] }],
    ['percent', 'What share of total revenue and other income came from SIL in FY25?', (V) => pct(I(V).fr.ndisNote['Supported Independent Living (SIL)'][0], pl(V, 'Total revenue and other income')), { unit: '%', wrong: (V) => pct(I(V).fr.ndisNote['Supported Independent Living (SIL)'][0], pl(V, 'NDIS revenue')) }],
    ['difference', 'How much more did we spend on employee benefits in FY25 than in FY24?', (V) => pl(V, 'Employee benefits expense') - pl(V, 'Employee benefits expense', 1), { unit: 'A$', wrong: (V) => I(V).fr.empNote['Wages and salaries'][0] - I(V).fr.empNote['Wages and salaries'][1] }],
    ['lookup', 'net cash from operating activities FY25', (V) => I(V).fr.cf['Net cash provided by operating activities'][0], { unit: 'A$', wrong: (V) => I(V).fr.cf['Net cash provided by operating activities'][1] }],
    ['text', "What opinion did the auditor give on the FY25 financial report?", () => ({ text: ['true and fair', 'unmodified', 'unqualified', 'clean opinion'], src: 'fr', find: 'giving a true and fair view' }), { ideal: 'An unmodified opinion that the report gives a true and fair view', wrong: 'A qualified opinion, because cash donations could not be verified' }],
    ['lookup', 'How many volunteers did we report on the AIS?', (V) => I(V).ais['13'], { unit: 'n', wrong: (V) => I(V).ais['10'] }],
    ['count', 'how many staff all up on the AIS - full time, part time and casual?', (V) => I(V).ais['10'] + I(V).ais['11'] + I(V).ais['12'], { unit: 'n', wrong: (V) => I(V).ais['10'] + I(V).ais['11'] }],
    ['lookup', 'What did the Annual Information Statement report as revenue from goods and services?', (V) => I(V).ais['21'], { unit: 'A$', tol: 0.001, wrong: (V) => pl(V, 'NDIS revenue') }],
    ['lookup', 'actual SIL income feb 26?', (V) => maL(V, 'NDIS - Supported Independent Living').actual[mIdx(V, 'Feb-26')], { unit: 'A$', wrong: (V) => maL(V, 'NDIS - Supported Independent Living').budget[mIdx(V, 'Feb-26')] }],
    ['variance', 'What was the variance on wages & salaries in January 2026?', (V) => maL(V, 'Wages & salaries').variance[mIdx(V, 'Jan-26')], { unit: 'A$', wrong: (V) => maL(V, 'Wages & salaries').variance[mIdx(V, 'Dec-25')] }],
    ['period', 'ytd net surplus to march 2026?', (V) => I(V).ma.net.ytdA, { unit: 'A$', wrong: (V) => I(V).ma.net.ytdB }],
    ['variance', 'How far off budget is total income year to date?', (V) => I(V).ma.totInc.ytdV, { unit: 'A$', wrong: (V) => I(V).ma.totInc.variance[8] }],
    ['period', 'What were total actual expenses for Q3 FY26 (Jan–Mar 2026)?', (V) => { const i0 = mIdx(V, 'Jan-26'); return sum(I(V).ma.totExp.actual.slice(i0, i0 + 3)); }, { unit: 'A$', wrong: (V) => { const i0 = mIdx(V, 'Oct-25'); return sum(I(V).ma.totExp.actual.slice(i0, i0 + 3)); } }],
    ['period', 'What was the budget for client support & program costs in the Oct–Dec 2025 quarter?', (V) => { const i0 = mIdx(V, 'Oct-25'); return sum(maL(V, 'Client support & program costs').budget.slice(i0, i0 + 3)); }, { unit: 'A$', wrong: (V) => { const i0 = mIdx(V, 'Oct-25'); return sum(maL(V, 'Client support & program costs').actual.slice(i0, i0 + 3)); } }],
    ['extreme', 'Which month had the biggest actual net surplus so far this financial year?', (V) => { const a = I(V).ma.net.actual; const m = I(V).ma.months[a.indexOf(Math.max(...a))]; return { text: monthName(m), src: 'ma', find: m }; }, { wrong: 'December 2025' }],
    ['extreme', 'In which month were wages & salaries furthest over budget?', (V) => { const v = maL(V, 'Wages & salaries').variance; const m = I(V).ma.months[v.indexOf(Math.min(...v))]; return { text: monthName(m), src: 'ma', find: m }; }, { wrong: 'December 2025' }],
    ['average', 'What has fundraising events income averaged per month so far this financial year?', (V) => maL(V, 'Fundraising events').ytdA / 9, { unit: 'A$', tol: 0.01, wrong: (V) => maL(V, 'Fundraising events').ytdB / 9 }],
    ['percent', 'YTD variance % for NDIS SIL?', (V) => maL(V, 'NDIS - Supported Independent Living').ytdPct, { unit: '%', tol: 0.02, wrong: 1.2 }],
    ['lookup', "What's the full-year FY26 budget for total income?", (V) => I(V).ma.totInc.fy, { unit: 'A$', wrong: (V) => I(V).ma.totInc.ytdB }],
    ['difference', 'How much of the FY2026 total expense budget is left for April to June after actual spending to March?', (V) => I(V).ma.totExp.fy - I(V).ma.totExp.ytdA, { unit: 'A$', wrong: (V) => I(V).ma.totExp.fy - I(V).ma.totExp.ytdB }],
    ['count', 'How many months so far this year has total income come in under budget?', (V) => I(V).ma.totInc.variance.filter((v) => v < 0).length, { unit: 'n', wrong: 4 }],
    ['cover', 'How many months of expenses does our cash at bank at 31 March 2026 cover, based on average monthly total expenses so far this financial year?', (V) => I(V).ma.bs['Cash at bank'][0] / (I(V).ma.totExp.ytdA / 9), { unit: 'mo', tol: 0.01, wrong: (V) => I(V).ma.bs['Cash at bank'][1] / (I(V).ma.totExp.ytdA / 9) }],
    ['receipt', 'What was the total on the café invoice?', (V) => I(V).inv.total, { unit: 'A$', wrong: (V) => I(V).inv.total - I(V).inv.gstFree }],
    ['receipt', 'How much GST was included on the cafe tax invoice?', (V) => I(V).inv.gst, { unit: 'A$', wrong: (V) => Math.round((I(V).inv.total / 11) * 100) / 100 }],
    ['receipt', 'What date is the café tax invoice dated?', (V) => ({ text: auDates(I(V).inv.date), src: 'inv', find: I(V).inv.date }), { wrong: '3 December 2026' }],
    ['receipt', 'how many hot drinks were on the cafe invoice', (V) => sum(I(V).inv.items.filter((x) => /white|cappuccino|long black|chai/i.test(x.desc)).map((x) => x.qty)), { unit: 'n', wrong: 26 }],
    ['lookup', 'What was key management personnel remuneration in FY25?', (V) => I(V).fr.kmp[0], { unit: 'A$', wrong: (V) => I(V).fr.kmp[1] }],
    ['lookup', 'How much was transferred to the capital works reserve in 2024-25?', (V) => I(V).fr.soce[9].vals[2], { unit: 'A$', wrong: (V) => I(V).fr.soce[4].vals[2] }],
    ['lookup', 'What was depreciation on right-of-use assets in FY25?', (V) => I(V).fr.depNote['Depreciation - right-of-use assets'][0], { unit: 'A$', wrong: (V) => I(V).fr.depNote['Depreciation - property, plant and equipment'][0] }],
    ['lookup', 'wat were unexpended grants (contract liabs) at 30/6/25', (V) => fp(V, 'Contract liabilities'), { unit: 'A$', wrong: (V) => fp(V, 'Contract liabilities', 1) }],
    ['average', 'What was the average number of active NDIS participants per month from July to March?', (V) => sum(I(V).ma.kpi['Active NDIS participants']) / 9, { unit: 'n', tol: 0.01, wrong: (V) => I(V).ma.kpi['Active NDIS participants'][8] }],
    ['text', 'Who valued our land and buildings for the revaluation?', (V) => ({ text: ['Goldfields Property Valuers', 'Goldfields Property'], src: 'fr', find: I(V).fr.facts.valuer }), { wrong: 'Sandhurst Audit & Assurance' }],
    ['notfound', 'What was NDIS revenue in FY2023?', () => 'notfound', { absent: 'the report gives FY2025 and FY2024 only' }],
    ['notfound', "What's the FY2027 budget for wages and salaries?", () => 'notfound', { absent: 'the workbook holds the FY2026 budget only' }],
    ['notfound', 'whats the average hourly rate we pay support workers', () => 'notfound', { absent: 'no pay rates in any document' }],
    ['notfound', 'What was the actual net surplus for April 2026?', () => 'notfound', { absent: 'the management accounts run to March 2026' }],
    ['notfound', 'How much did we spend on catering for the February 2026 team meeting?', () => 'notfound', { absent: 'the only café invoice is dated 12 March 2026' }],
  ],
};
