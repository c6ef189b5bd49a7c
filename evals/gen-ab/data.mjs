// Set AB: the one data module. Every document is rendered from MODELS, and every expected answer is
// computed by DEFS from a view of those models. verify.mjs rebuilds the same models by reading the
// generated files and runs DEFS on them, so the answers are checked against what the files hold.
//
// caroni  = Caroni Hills Zoological Society (Trinidad and Tobago, TT$, October–September year)
// sankofa = Sankofa Relief and Recovery Network LBG (Ghana, GH¢, calendar year)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const ORGS = {
  caroni: { name: 'Caroni Hills Zoological Society', fiscalYearStart: 10 },
  sankofa: { name: 'Sankofa Relief and Recovery Network', fiscalYearStart: 1 },
};
export const DOCS = {
  caroni: [
    'CHZS Audited Financial Statements FY2025.pdf',
    'NPO Annual Return FY2025 - Form NPO-4.pdf',
    'Board Pack Q2 FY2026.xlsx',
    'Annual Report 2024-25.docx',
    'Donations and Adoptions Register Oct25-Mar26.csv',
    'Feed invoice CFS-24817.jpg',
  ],
  sankofa: [
    'SRRN Audited Financial Statements 2025.pdf',
    'DSW NGO Annual Return 2025.pdf',
    'Budget vs Actual 2025 and Budget 2026.xlsx',
    'Annual Report 2025.pdf',
    'Relief Distributions Register 2025.csv',
    'Invoice KRS-0931 tarpaulins.jpg',
  ],
};

const sum = (a) => a.reduce((s, x) => s + x, 0);
const r0 = (x) => Math.round(x);
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const row = (label, vals, o = {}) => ({ label, vals, ...o });

// =============================================================================== CARONI
function caroniModel() {
  // ---------------------------------------------------------------- statement of activities
  // [label, unrestricted 2025, restricted 2025, total 2024]
  const INC = [
    ['Admissions', 14862450, 0, 13708920],
    ['Memberships', 3214800, 0, 3050100],
    ['Donations and legacies', 1986300, 2418750, 3902460],
    ['Government subvention', 9500000, 0, 9000000],
    ['Conservation and research grants', 0, 3126400, 2487900],
    ['Education programmes', 1742600, 655000, 2118350],
    ['Retail and catering', 5408950, 0, 4977600],
    ['Animal adoption scheme', 612400, 0, 548750],
    ['Investment income', 683210, 41890, 596340],
    ['Events and venue hire', 1104500, 0, 1231800],
  ];
  const EXP = [
    ['Animal care and veterinary services', 14346300, 1212600, 14504770],
    ['Conservation and research', 2108250, 2693850, 4287200],
    ['Education and outreach', 2864900, 818400, 3502640],
    ['Visitor services and grounds', 12736480, 0, 11918300],
    ['Retail and catering costs', 3902710, 0, 3644380],
    ['Fundraising and membership', 1787650, 96300, 1702910],
    ['Governance', 642800, 0, 598450],
  ];
  const TRANSFER = 1350000; // restricted -> unrestricted (aviary completed)
  const col = (rows, i) => sum(rows.map((r) => r[i]));
  const incU = col(INC, 1), incR = col(INC, 2), inc24 = col(INC, 3);
  const expU = col(EXP, 1), expR = col(EXP, 2), exp24 = col(EXP, 3);
  // balance sheet 2024 and 2025 (cash 2025 derived)
  const B = {
    ppe24: 38462300, lt25: 9250000, lt24: 8000000, inv25: 684920, inv24: 612450, rec25: 1318640, rec24: 1476210,
    st25: 3500000, st24: 4250000, cash24: 3184770,
    pay25: 2746380, pay24: 2518900, def25: 1402560, def24: 1288040, lc25: 600000, lc24: 600000, lnc25: 3300000, lnc24: 3900000,
  };
  const resOpen = 3412600, desig24 = 2000000, desig25 = 2500000;
  const assets24 = B.ppe24 + B.lt24 + B.inv24 + B.rec24 + B.st24 + B.cash24;
  const liab24 = B.pay24 + B.def24 + B.lc24 + B.lnc24;
  const funds24 = assets24 - liab24;
  const unrOpen = funds24 - resOpen;
  const netU = incU - expU, netR = incR - expR;
  const unrClose = unrOpen + netU + TRANSFER, resClose = resOpen + netR - TRANSFER;
  const net24 = inc24 - exp24;
  const funds23 = funds24 - net24;

  // ---------------------------------------------------------------- PPE note (classes)
  const CLS = ['Land and buildings', 'Animal enclosures and habitats', 'Plant, vehicles and equipment', 'Assets under construction'];
  const costB = [21480600, 18962400, 6418900, 1286400];
  const depB = [4212500, 3950800, 1522700, 0]; // NBV 24 = 38,462,300
  const add = [318400, 612300, 904100, 2551400];
  const trf = [0, 2930000, 0, -2930000];
  const dispC = [0, 0, -385000, 0];
  const charge = [486200, 1104980, 623400, 0];
  const dispD = [0, 0, -385000, 0];
  const costE = costB.map((c, i) => c + add[i] + trf[i] + dispC[i]);
  const depE = depB.map((d, i) => d + charge[i] + dispD[i]);
  const nbvE = costE.map((c, i) => c - depE[i]);
  const nbvB = costB.map((c, i) => c - depB[i]);
  if (sum(nbvB) !== B.ppe24) throw new Error(`caroni ppe24 ${sum(nbvB)}`);
  const withT = (a) => [...a, sum(a)];
  const ppe = {
    cols: [...CLS, 'Total'],
    rows: [
      row('Cost', [], { head: true }),
      row('Cost at 1 October 2024', withT(costB)), row('Additions', withT(add)), row('Transfers on completion', withT(trf)),
      row('Disposals', withT(dispC)), row('Cost at 30 September 2025', withT(costE), { bold: true }),
      row('Accumulated depreciation', [], { head: true }),
      row('Depreciation at 1 October 2024', withT(depB)), row('Charge for the year', withT(charge)), row('Eliminated on disposals', withT(dispD)),
      row('Depreciation at 30 September 2025', withT(depE), { bold: true }),
      row('Net book value', [], { head: true }),
      row('Net book value at 30 September 2025', withT(nbvE), { bold: true }), row('Net book value at 30 September 2024', withT(nbvB)),
    ],
  };
  const ppe25 = sum(nbvE);
  const cash25 = (unrClose + resClose) + B.pay25 + B.def25 + B.lc25 + B.lnc25 - (ppe25 + B.lt25 + B.inv25 + B.rec25 + B.st25);

  const soaRows = [
    row('Income', [], { head: true }),
    ...INC.map(([l, u, r, p]) => row(l, [u, r, u + r, p], { indent: 1 })),
    row('Total income', [incU, incR, incU + incR, inc24], { bold: true }),
    row('Expenditure', [], { head: true }),
    ...EXP.map(([l, u, r, p]) => row(l, [u, r, u + r, p], { indent: 1 })),
    row('Total expenditure', [expU, expR, expU + expR, exp24], { bold: true }),
    row('Net income/(expenditure)', [netU, netR, netU + netR, net24], { bold: true }),
    row('Transfers between funds', [TRANSFER, -TRANSFER, 0, 0]),
    row('Net movement in funds', [netU + TRANSFER, netR - TRANSFER, netU + netR, net24], { bold: true }),
    row('Funds brought forward', [unrOpen, resOpen, funds24, funds23]),
    row('Funds carried forward', [unrClose, resClose, unrClose + resClose, funds24], { bold: true }),
  ];
  const sofpRows = [
    row('Non-current assets', [], { head: true }),
    row('Property, plant and equipment', [ppe25, B.ppe24], { note: 9, indent: 1 }),
    row('Long-term deposits', [B.lt25, B.lt24], { note: 10, indent: 1 }),
    row('Total non-current assets', [ppe25 + B.lt25, B.ppe24 + B.lt24], { bold: true }),
    row('Current assets', [], { head: true }),
    row('Inventories', [B.inv25, B.inv24], { indent: 1 }),
    row('Receivables and prepayments', [B.rec25, B.rec24], { note: 11, indent: 1 }),
    row('Short-term deposits', [B.st25, B.st24], { note: 10, indent: 1 }),
    row('Cash and cash equivalents', [cash25, B.cash24], { indent: 1 }),
    row('Total current assets', [B.inv25 + B.rec25 + B.st25 + cash25, B.inv24 + B.rec24 + B.st24 + B.cash24], { bold: true }),
    row('Total assets', [ppe25 + B.lt25 + B.inv25 + B.rec25 + B.st25 + cash25, assets24], { bold: true }),
    row('Current liabilities', [], { head: true }),
    row('Payables and accruals', [B.pay25, B.pay24], { note: 12, indent: 1 }),
    row('Deferred income', [B.def25, B.def24], { note: 12, indent: 1 }),
    row('Current portion of development loan', [B.lc25, B.lc24], { note: 13, indent: 1 }),
    row('Total current liabilities', [B.pay25 + B.def25 + B.lc25, B.pay24 + B.def24 + B.lc24], { bold: true }),
    row('Non-current liabilities', [], { head: true }),
    row('Development loan', [B.lnc25, B.lnc24], { note: 13, indent: 1 }),
    row('Total liabilities', [B.pay25 + B.def25 + B.lc25 + B.lnc25, liab24], { bold: true }),
    row('Net assets', [unrClose + resClose, funds24], { bold: true }),
    row('Funds', [], { head: true }),
    row('General fund', [unrClose - desig25, unrOpen - desig24], { indent: 1 }),
    row('Designated capital replacement fund', [desig25, desig24], { indent: 1 }),
    row('Total unrestricted funds', [unrClose, unrOpen], { bold: true }),
    row('Restricted funds', [resClose, resOpen], { note: 14, indent: 1 }),
    row('Total funds', [unrClose + resClose, funds24], { bold: true }),
  ];
  // cash flow (indirect). 2024 column: stated lines, opening cash derived.
  const invInc = 683210 + 41890;
  const op = [
    ['Net income for the year', netU + netR, net24],
    ['Depreciation', sum(charge), 2086400],
    ['Investment income', -invInc, -596340],
    ['(Increase) in inventories', -(B.inv25 - B.inv24), -48300],
    ['Decrease/(increase) in receivables and prepayments', B.rec24 - B.rec25, -212640],
    ['Increase in payables and accruals', B.pay25 - B.pay24, 184220],
    ['Increase in deferred income', B.def25 - B.def24, 96410],
  ];
  const opT = [sum(op.map((x) => x[1])), sum(op.map((x) => x[2]))];
  const inv = [
    ['Purchase of property, plant and equipment', -sum(add), -3618750],
    ['Interest received', invInc, 596340],
    ['Placement of long-term deposits', -(B.lt25 - B.lt24), -2000000],
    ['Net maturity/(placement) of short-term deposits', B.st24 - B.st25, 1250000],
  ];
  const invT = [sum(inv.map((x) => x[1])), sum(inv.map((x) => x[2]))];
  const fin = [['Repayment of development loan', -(B.lnc24 - B.lnc25), -600000]];
  const finT = [fin[0][1], fin[0][2]];
  const chg = [opT[0] + invT[0] + finT[0], opT[1] + invT[1] + finT[1]];
  if (B.cash24 + chg[0] !== cash25) throw new Error(`caroni cash ${B.cash24 + chg[0]} vs ${cash25}`);
  const cfRows = [
    row('Cash flows from operating activities', [], { head: true }),
    ...op.map(([l, a, b]) => row(l, [a, b], { indent: 1 })),
    row('Net cash from operating activities', opT, { bold: true }),
    row('Cash flows from investing activities', [], { head: true }),
    ...inv.map(([l, a, b]) => row(l, [a, b], { indent: 1 })),
    row('Net cash used in investing activities', invT, { bold: true }),
    row('Cash flows from financing activities', [], { head: true }),
    ...fin.map(([l, a, b]) => row(l, [a, b], { indent: 1 })),
    row('Net cash used in financing activities', finT, { bold: true }),
    row('Net increase/(decrease) in cash and cash equivalents', chg, { bold: true }),
    row('Cash and cash equivalents at beginning of year', [B.cash24, B.cash24 - chg[1]]),
    row('Cash and cash equivalents at end of year', [cash25, B.cash24], { bold: true }),
  ];
  // ---------------------------------------------------------------- admissions note 3
  const ADM = [
    ['Adults', 96420, 90, 8254300], ['Children (3 to 12 years)', 71380, 45, 3048750], ['Senior citizens', 12650, 45, 538200],
    ['School groups', 28914, 20, 562880],
  ];
  const admRows = ADM.map(([l, n, p, prior]) => row(l, [n, n * p, prior]));
  const evU = 14862450 - sum(ADM.map((a) => a[1] * a[2]));
  admRows.push(row('Night safaris and special events', [9116, evU, 13708920 - sum(ADM.map((a) => a[3]))]));
  admRows.push(row('Total admissions', [sum(admRows.map((r) => r.vals[0])), 14862450, 13708920], { bold: true }));
  // ---------------------------------------------------------------- expenditure by function and nature, TT$'000 (note 6)
  const NAT = ['Staff costs', 'Animal feed and veterinary supplies', 'Premises and utilities', 'Depreciation', 'Other direct costs'];
  const dep = { 'Animal care and veterinary services': 812400, 'Conservation and research': 146300, 'Education and outreach': 98700, 'Visitor services and grounds': 864980, 'Retail and catering costs': 162400, 'Fundraising and membership': 61200, Governance: 68600 };
  const shares = { // staff, feed, premises, other (depreciation given)
    'Animal care and veterinary services': [0.52, 0.34, 0.06], 'Conservation and research': [0.46, 0.08, 0.04], 'Education and outreach': [0.61, 0, 0.09],
    'Visitor services and grounds': [0.48, 0, 0.31], 'Retail and catering costs': [0.29, 0, 0.07], 'Fundraising and membership': [0.55, 0, 0.05], Governance: [0.38, 0, 0.04],
  };
  const natUnits = EXP.map(([l, u, r]) => {
    const t = u + r, d = dep[l];
    const [s, f, p] = shares[l].map((x) => r0(t * x));
    return { label: l, cells: [s, f, p, d, t - s - f - p - d], total: t };
  });
  if (sum(Object.values(dep)) !== sum(charge)) throw new Error('caroni dep split');
  const k = (v) => r0(v / 1000);
  const natRows = natUnits.map((n) => row(n.label, [...n.cells.map(k), k(n.total)]));
  const natTot = NAT.map((_, i) => sum(natUnits.map((n) => n.cells[i])));
  natRows.push(row('Total 2025', [...natTot.map(k), k(expU + expR)], { bold: true }));
  const nat24 = [19318600, 4206350, 6402140, 2086400];
  natRows.push(row('Total 2024', [...nat24.map(k), k(exp24) - sum(nat24.map(k)), k(exp24)]));
  // ---------------------------------------------------------------- staff note 7
  const staffTot = natTot[0];
  const nis = r0(staffTot * 0.094), pens = r0(staffTot * 0.061), gh = 412800;
  const staffRows = [
    row('Wages and salaries', [staffTot - nis - pens - gh, 15930220]), row('National Insurance (NIS) contributions', [nis, 1815950]),
    row('Pension contributions', [pens, 1178430]), row('Group health plan', [gh, 394000]), row('Total staff costs', [staffTot, 19318600], { bold: true }),
  ];
  const HEAD = [['Animal care', 58, 56], ['Visitor services and grounds', 41, 39], ['Retail and catering', 27, 25], ['Education', 12, 13], ['Conservation and research', 9, 9], ['Administration and fundraising', 14, 14]];
  const headRows = [...HEAD.map(([l, a, b]) => row(l, [a, b])), row('Average number of employees', [sum(HEAD.map((h) => h[1])), sum(HEAD.map((h) => h[2]))], { bold: true })];
  // ---------------------------------------------------------------- restricted funds note 14: opening, income, expenditure, transfers, closing
  const RF = [
    ['Ocelot Conservation Programme', 684200, 1486300, 1302450, 0],
    ['Aviary Capital Appeal', 1180400, 412650, 0, -TRANSFER],
    ['Schools Outreach (Coral Bank)', 298600, 655000, 818400, 0],
    ['Nariva Wetland Restoration', 842900, 1938400, 1484250, 0],
    ['Golden Tree Frog Recovery', 406500, 1102690, 1119450, 0],
  ];
  // last fund absorbs the remainders so the note ties to the statement
  RF.push(['Animal Welfare Emergency Fund', resOpen - sum(RF.map((f) => f[1])), incR - sum(RF.map((f) => f[2])), expR - sum(RF.map((f) => f[3])), 0]);
  const fundRows = RF.map(([l, o, i, e, t]) => row(l, [o, i, -e, t, o + i - e + t]));
  fundRows.push(row('Total restricted funds', [0, 1, 2, 3, 4].map((j) => sum(fundRows.map((f) => f.vals[j]))), { bold: true }));
  if (fundRows.at(-1).vals[4] !== resClose) throw new Error('caroni funds');
  const loanRows = [row('Balance at 1 October 2024', [B.lc24 + B.lnc24]), row('Repaid in the year', [-(B.lnc24 - B.lnc25)]), row('Balance at 30 September 2025', [B.lc25 + B.lnc25], { bold: true }), row('Due within one year', [B.lc25]), row('Due after more than one year', [B.lnc25])];

  const fs_ = {
    sofp: { cols: ['2025', '2024'], rows: sofpRows },
    soa: { cols: ['Unrestricted funds', 'Restricted funds', 'Total 2025', 'Total 2024'], rows: soaRows },
    cf: { cols: ['2025', '2024'], rows: cfRows },
    adm: { cols: ['Visitors 2025', 'TT$ 2025', 'TT$ 2024'], rows: admRows },
    nature: { cols: [...NAT, 'Total'], rows: natRows },
    staff: { cols: ['2025', '2024'], rows: staffRows },
    heads: { cols: ['2025', '2024'], rows: headRows },
    ppe,
    funds: { cols: ['At 1 October 2024', 'Income', 'Expenditure', 'Transfers', 'At 30 September 2025'], rows: fundRows },
    loan: { cols: ['TT$'], rows: loanRows },
    facts: {
      auditor: 'Maraj Bissessar & Co.', opinionDate: '2026-01-16', approvedDate: '2026-01-09', bank: 'Coral Bank of Trinidad and Tobago Limited',
      loanRate: 6.25, keyMgmt: 2184600, highPaid: 4,
    },
  };

  // ---------------------------------------------------------------- board pack Q2 FY2026 (Oct 2025 - Mar 2026)
  const gifts = caroniGifts();
  const giftSum = (pred) => sum(gifts.filter(pred).map((g) => g.amount));
  const inQ2 = (g) => g.date >= '2026-01-01';
  // [label, q2 actual, q2 budget, ytd actual, ytd budget, fy budget, fy forecast]
  const PI = [
    ['Admissions', 4118650, 3900000, 7486320, 7200000, 15600000, 15950000],
    ['Memberships', 812300, 825000, 1602480, 1650000, 3300000, 3250000],
    ['Donations and adoptions', giftSum(inQ2), 700000, giftSum(() => true), 1500000, 3000000, 3100000],
    ['Government subvention', 2375000, 2375000, 4750000, 4750000, 9500000, 9500000],
    ['Grants (conservation and education)', 742800, 950000, 1684200, 1900000, 3800000, 3500000],
    ['Education programmes', 596400, 525000, 1108750, 1050000, 2400000, 2450000],
    ['Retail and catering', 1562930, 1450000, 2874160, 2750000, 5700000, 5850000],
    ['Investment and other income', 401150, 400000, 846300, 800000, 1700000, 1700000],
  ];
  const PE = [
    ['Staff costs', 5468300, 5450000, 10842600, 10900000, 21800000, 21750000],
    ['Animal feed and veterinary', 1204800, 1075000, 2318450, 2150000, 4300000, 4550000],
    ['Utilities (WASA and T&TEC)', 602350, 525000, 1146900, 1050000, 2100000, 2250000],
    ['Repairs and maintenance', 391600, 500000, 884200, 1000000, 2000000, 1900000],
    ['Retail cost of sales', 706220, 652500, 1298740, 1237500, 2565000, 2630000],
    ['Marketing and events', 298450, 300000, 512380, 600000, 1200000, 1150000],
    ['Conservation projects', 688300, 800000, 1402900, 1600000, 3200000, 3000000],
    ['Insurance and administration', 529700, 525000, 1086450, 1050000, 2100000, 2150000],
    ['Depreciation', 570000, 570000, 1140000, 1140000, 2280000, 2280000],
  ];
  const packLine = ([l, qa, qb, ya, yb, fb, ff], sign) => ({ label: l, q2: [qa, qb, sign * (qa - qb)], ytd: [ya, yb, sign * (ya - yb)], fy: [fb, ff] });
  const tot = (rows, lab, sign) => {
    const c = [1, 2, 3, 4, 5, 6].map((i) => sum(rows.map((r) => r[i])));
    return packLine([lab, ...c], sign);
  };
  const ti = tot(PI, 'Total income', 1), te = tot(PE, 'Total expenditure', -1);
  const surplus = { label: 'Surplus/(deficit)', q2: [ti.q2[0] - te.q2[0], ti.q2[1] - te.q2[1]], ytd: [ti.ytd[0] - te.ytd[0], ti.ytd[1] - te.ytd[1]], fy: [ti.fy[0] - te.fy[0], ti.fy[1] - te.fy[1]] };
  surplus.q2.push(surplus.q2[0] - surplus.q2[1]); surplus.ytd.push(surplus.ytd[0] - surplus.ytd[1]);
  const pack = {
    income: PI.map((l) => packLine(l, 1)), totalIncome: ti,
    expenditure: PE.map((l) => packLine(l, -1)), totalExpenditure: te, surplus,
    visitors: [ // month, adults, children, schools, complimentary, prior-year total, budget total
      ['2025-10', 14820, 11240, 5410, 1186, 29940, 31000], ['2025-11', 13260, 9870, 4980, 1042, 27310, 28000],
      ['2025-12', 19480, 17360, 612, 1530, 36210, 37500], ['2026-01', 12940, 9420, 3860, 988, 25820, 26500],
      ['2026-02', 16110, 13380, 4240, 1795, 33460, 33000], ['2026-03', 17620, 14960, 5125, 1310, 35880, 36000],
    ].map(([m, a, c, s, x, p, b]) => ({ month: m, adults: a, children: c, schools: s, comp: x, total: a + c + s + x, prior: p, budget: b })),
    capital: [
      ['Giant River Otter habitat', 3800000, 1250000, 1486200, 640000],
      ['Solar carport (visitor car park)', 1200000, 0, 310400, 720000],
      ['Veterinary clinic upgrade', 950000, 0, 122500, 86000],
      ['Visitor centre roof replacement', 680000, 0, 512300, 0],
      ['Perimeter fence (eastern boundary)', 425000, 0, 0, 0],
    ].map(([p, a, pr, y, c]) => ({ project: p, approved: a, prior: pr, ytd: y, committed: c, remaining: a - pr - y - c })),
    cash: [['Coral Bank - operating account', 2846150], ['Coral Bank - payroll account', 418300], ['Short-term deposits', 3250000], ['Long-term deposits', 9250000]],
    meta: { boardDate: '2026-04-23', preparedBy: 'Kerwin Baptiste, Honorary Treasurer' },
  };

  // ---------------------------------------------------------------- NPO return (Form NPO-4), FY2025
  const soaT = (l) => soaRows.find((r) => r.label === l).vals;
  const foreignDon = 1246800; // of donations and grants, from foreign sources
  const ret = {
    '1': 'Caroni Hills Zoological Society', '2': 'NPO/2019/0417', '3': 'Non-profit company', '4': '1 October 2024 to 30 September 2025',
    '8': 161, '9': 312, // employees at year end, volunteers
    '10': incU + incR, '10a': 9500000, '10b': foreignDon, '10c': incU + incR - 9500000 - foreignDon,
    '11': expU + expR, '11a': expU + expR - 642800 - (1787650 + 96300), '11b': 1787650 + 96300, '11c': 642800,
    '12': sofpRows.find((r) => r.label === 'Total assets').vals[0], '13': sofpRows.find((r) => r.label === 'Total liabilities').vals[0],
    '14': unrClose + resClose, '15': 0, '16': 11, '17': 'Maraj Bissessar & Co.',
    signed: 'Dr. Anjali Ramnarine', signedDate: '2026-02-27',
  };
  void soaT;

  // ---------------------------------------------------------------- annual report 2024/25 (docx): five-year summary TT$'000 + prose
  const five = {
    cols: ['FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'],
    rows: [
      row("Total income (TT$'000)", [26418, 31906, 37254, k(inc24), k(incU + incR)]),
      row("Total expenditure (TT$'000)", [27882, 30745, 34910, k(exp24), k(expU + expR)]),
      row("Net income/(expenditure) (TT$'000)", [26418 - 27882, 31906 - 30745, 37254 - 34910, k(inc24) - k(exp24), k(incU + incR) - k(expU + expR)]),
      row("Government subvention (TT$'000)", [8000, 8500, 9000, 9000, 9500]),
      row("Total funds at year end (TT$'000)", [k(funds23) - (37254 - 34910) - (31906 - 30745), k(funds23) - (37254 - 34910), k(funds23), k(funds24), k(unrClose + resClose)]),
      row('Paying visitors', [141260, 176830, 198540, 206115, admRows.at(-1).vals[0]]),
      row('Members at year end', [3812, 4407, 4960, 5218, 5486]),
      row('Animals in the collection', [1046, 1081, 1112, 1139, 1168]),
      row('Species in the collection', [162, 166, 171, 174, 178]),
    ],
  };
  const ar = {
    five,
    prose: {
      visitors: admRows.at(-1).vals[0], visitorsPrior: 206115, members: 5486, births: 94, species: 178, volunteers: 312, volunteerHours: 18640,
      schoolPupils: 28914, otterCost: 3800000, chair: 'Dr. Anjali Ramnarine', director: 'Marcus Clarke-Des Vignes', agm: '2026-03-28',
      ocelotKittens: 3,
    },
  };

  // ---------------------------------------------------------------- feed invoice (photo)
  const items = [
    { desc: 'Timothy hay, compressed bale 25kg', qty: 40, price: 145.0, code: 'S' },
    { desc: 'Herbivore pellets 25kg bag', qty: 30, price: 268.5, code: 'S' },
    { desc: 'Primate biscuits 20kg bag', qty: 12, price: 312.75, code: 'S' },
    { desc: 'Mixed fresh produce (crate)', qty: 18, price: 120.0, code: 'Z' },
    { desc: 'Frozen rodents, 100 pack', qty: 6, price: 486.0, code: 'S' },
  ].map((x) => ({ ...x, amount: Math.round(x.qty * x.price * 100) / 100 }));
  const stdSub = sum(items.filter((x) => x.code === 'S').map((x) => x.amount));
  const zeroSub = sum(items.filter((x) => x.code === 'Z').map((x) => x.amount));
  const vat = Math.round(stdSub * 0.125 * 100) / 100;
  const invoice = {
    supplier: 'Chaguanas Feed & Farm Supplies Ltd', number: 'CFS-24817', date: '2026-02-12', due: '2026-03-14', po: 'CHZ-PO-3391',
    items, stdSub, zeroSub, subtotal: stdSub + zeroSub, vat, total: Math.round((stdSub + zeroSub + vat) * 100) / 100, vatReg: '102 884 517',
  };
  return { fs: fs_, pack, ret, ar, gifts, invoice };
}

function caroniGifts() {
  const R = rng(2604);
  const rows = [];
  const FUNDS = ['General', 'Ocelot Conservation Programme', 'Nariva Wetland Restoration', 'Golden Tree Frog Recovery', 'Giant River Otter Appeal'];
  const ind = ['R. Maharaj', 'C. Alleyne', 'D. Persad-Williams', 'S. Mohammed', 'J. Baptiste', 'K. Ali', 'M. Charles', 'T. Ramdass', 'L. Gomez', 'P. Sealy', 'A. Joseph', 'N. Hosein', 'V. Lalla', 'G. Phillip', 'E. Boodram'];
  const corp = ['Southern Petroleum Services Ltd', 'Island Telecom (TT) Ltd', 'Coral Bank Foundation', 'Blue Waters Beverages', 'Massy-Lane Motors', 'Tropic Insurance Co.'];
  const trusts = ['The Hadeed Family Trust', 'Caribbean Wildlife Fund', 'Rotary Club of Chaguanas'];
  const tiers = [['Bronze', 500], ['Silver', 1200], ['Gold', 2500]];
  const animals = ['Ocelot', 'Scarlet ibis', 'Red howler monkey', 'Capybara', 'Green anaconda', 'Blue-and-gold macaw', 'Golden tree frog', 'Agouti'];
  const days = (m) => (m === 2 ? 28 : [4, 6, 9, 11].includes(m) ? 30 : 31);
  const months = [[2025, 10], [2025, 11], [2025, 12], [2026, 1], [2026, 2], [2026, 3]];
  let n = 0;
  for (const [y, m] of months) {
    const count = 6 + Math.floor(R() * 3);
    for (let i = 0; i < count; i++) {
      const d = 1 + Math.floor(R() * days(m));
      const date = `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
      const t = R();
      let g;
      if (t < 0.42) {
        const [tier, amt] = tiers[Math.floor(R() * 3)];
        g = { type: 'Adoption', donorType: 'Individual', donor: ind[Math.floor(R() * ind.length)], fund: 'General', campaign: `Adopt an animal - ${tier} (${animals[Math.floor(R() * animals.length)]})`, amount: amt, method: R() < 0.6 ? 'Online (card)' : 'Cash at gate' };
      } else if (t < 0.75) {
        g = { type: 'Donation', donorType: 'Individual', donor: ind[Math.floor(R() * ind.length)], fund: FUNDS[Math.floor(R() * FUNDS.length)], campaign: R() < 0.5 ? 'Christmas appeal' : 'General giving', amount: 250 * (1 + Math.floor(R() * 24)), method: R() < 0.5 ? 'Online (card)' : 'Bank transfer' };
      } else if (t < 0.92) {
        g = { type: 'Donation', donorType: 'Corporate', donor: corp[Math.floor(R() * corp.length)], fund: FUNDS[Math.floor(R() * FUNDS.length)], campaign: 'Corporate partners', amount: 5000 * (2 + Math.floor(R() * 16)), method: 'Bank transfer' };
      } else {
        g = { type: 'Donation', donorType: 'Trust/Foundation', donor: trusts[Math.floor(R() * trusts.length)], fund: FUNDS[1 + Math.floor(R() * 4)], campaign: 'Trusts and foundations', amount: 10000 * (2 + Math.floor(R() * 9)), method: 'Cheque' };
      }
      rows.push({ date, ...g });
      n++;
    }
  }
  // two notable gifts written in by hand
  rows.push({ date: '2025-12-18', type: 'Donation', donorType: 'Corporate', donor: 'Southern Petroleum Services Ltd', fund: 'Giant River Otter Appeal', campaign: 'Corporate partners', amount: 185000, method: 'Bank transfer' });
  rows.push({ date: '2026-03-06', type: 'Legacy', donorType: 'Estate', donor: 'Estate of the late H. R. Gopaul', fund: 'General', campaign: 'Legacies', amount: 120000, method: 'Cheque' });
  rows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return rows.map((r, i) => ({ ref: `CHZ-G-${String(26001 + i)}`, restricted: r.fund === 'General' ? 'No' : 'Yes', ...r }));
}

// =============================================================================== SANKOFA
function sankofaModel() {
  const INC = [
    ['Grants from international donors', 0, 24615300, 19842600],
    ['Grants from local and corporate donors', 1284500, 2906400, 3511200],
    ['Individual donations and appeals', 2137860, 1468250, 2904310],
    ['Government and NADMO partnership funding', 0, 1850000, 1200000],
    ['Training and consultancy income', 946300, 0, 812450],
    ['Gifts in kind', 0, 1736800, 2455900],
    ['Interest income', 418720, 0, 355180],
    ['Net foreign exchange gain', 612940, 0, 1104370],
  ];
  const EXP = [
    ['Emergency response - flood relief', 486200, 17964380, 14218500],
    ['Early recovery and shelter', 312400, 6842150, 6903700],
    ['WASH and cholera prevention', 148900, 3918640, 2766300],
    ['Disaster risk reduction and preparedness', 402750, 2104300, 2310450],
    ['Fundraising', 914600, 0, 846200],
    ['Governance', 1026400, 0, 948700],
  ];
  const col = (rows, i) => sum(rows.map((r) => r[i]));
  const incU = col(INC, 1), incR = col(INC, 2), inc24 = col(INC, 3);
  const expU = col(EXP, 1), expR = col(EXP, 2), exp24 = col(EXP, 3);
  const B = {
    ppe24: 6842300, stk25: 2314600, stk24: 1987250, gr25: 1642800, gr24: 2208400, oth25: 486350, oth24: 512900, fd25: 4200000, fd24: 3000000, cash24: 5624180,
    pay25: 1904720, pay24: 1736480, def25: 6318900, def24: 5214300, eos25: 742300, eos24: 618900,
  };
  const resOpen = 4108600;
  const assets24 = B.ppe24 + B.stk24 + B.gr24 + B.oth24 + B.fd24 + B.cash24;
  const liab24 = B.pay24 + B.def24 + B.eos24;
  const funds24 = assets24 - liab24, unrOpen = funds24 - resOpen;
  const netU = incU - expU, netR = incR - expR, net24 = inc24 - exp24;
  const unrClose = unrOpen + netU, resClose = resOpen + netR;
  // PPE
  const CLS = ['Buildings (Tamale warehouse)', 'Motor vehicles', 'Boats and rescue equipment', 'Office and IT equipment'];
  const costB = [3186400, 5412800, 1284600, 968300];
  const depB = [412600, 2318700, 506300, 772200];
  const add = [0, 1694500, 612800, 179200];
  const dispC = [0, -420000, 0, 0];
  const charge = [79660, 846900, 189300, 148940];
  const dispD = [0, -420000, 0, 0];
  const costE = costB.map((c, i) => c + add[i] + dispC[i]);
  const depE = depB.map((d, i) => d + charge[i] + dispD[i]);
  const nbvE = costE.map((c, i) => c - depE[i]), nbvB = costB.map((c, i) => c - depB[i]);
  if (sum(nbvB) !== B.ppe24) throw new Error(`sankofa ppe24 ${sum(nbvB)}`);
  const withT = (a) => [...a, sum(a)];
  const ppe = {
    cols: [...CLS, 'Total'],
    rows: [
      row('Cost', [], { head: true }),
      row('Cost at 1 January 2025', withT(costB)), row('Additions', withT(add)), row('Disposals', withT(dispC)), row('Cost at 31 December 2025', withT(costE), { bold: true }),
      row('Accumulated depreciation', [], { head: true }),
      row('Depreciation at 1 January 2025', withT(depB)), row('Charge for the year', withT(charge)), row('Released on disposal', withT(dispD)), row('Depreciation at 31 December 2025', withT(depE), { bold: true }),
      row('Carrying amount', [], { head: true }),
      row('Carrying amount at 31 December 2025', withT(nbvE), { bold: true }), row('Carrying amount at 31 December 2024', withT(nbvB)),
    ],
  };
  const ppe25 = sum(nbvE);
  const cash25 = unrClose + resClose + B.pay25 + B.def25 + B.eos25 - (ppe25 + B.stk25 + B.gr25 + B.oth25 + B.fd25);
  const gik = 1736800;
  // relief distributions register (drives relief materials in note 7 and households in the annual report)
  const dist = sankofaDistributions();
  // expenditure by nature, GH¢'000 (note 7), functions as columns
  const FUN = EXP.map((e) => e[0]);
  const purchased = (resp) => sum(dist.filter((d) => d.response === resp && d.source !== 'Gift in kind').map((d) => d.value));
  const RESP = { 'Emergency response - flood relief': 'Northern Floods 2025', 'Early recovery and shelter': 'Akosombo Recovery', 'WASH and cholera prevention': 'Cholera WASH' };
  const NAT = ['Staff costs', 'Relief materials purchased and distributed', 'Gifts in kind distributed', 'Grants to implementing partners', 'Transport, logistics and warehousing', 'Training and community mobilisation', 'Depreciation', 'Office and administration'];
  const depF = [512400, 186300, 92800, 104600, 142300, 226400];
  if (sum(depF) !== sum(charge)) throw new Error(`sankofa dep ${sum(charge)}`);
  const SH = { // staff, partners, transport, training shares; office = remainder
    'Emergency response - flood relief': [0.2, 0.24, 0.2, 0.05], 'Early recovery and shelter': [0.18, 0.12, 0.05, 0.04],
    'WASH and cholera prevention': [0.26, 0.22, 0.1, 0.13], 'Disaster risk reduction and preparedness': [0.35, 0.16, 0.05, 0.29],
    Fundraising: [0.55, 0, 0.03, 0], Governance: [0.5, 0, 0.04, 0],
  };
  const natCells = EXP.map(([l, u, r], fi) => {
    const t = u + r;
    const rel = RESP[l] ? purchased(RESP[l]) : 0;
    const g = fi === 0 ? gik : 0;
    const [s, p, tr, trn] = SH[l].map((x) => r0(t * x));
    const d = depF[fi];
    return { t, cells: [s, rel, g, p, tr, trn, d, t - s - rel - g - p - tr - trn - d] };
  });
  const k = (v) => r0(v / 1000);
  const nat24 = [7519300, 4604800, 2455900, 3386400, 3374100, 1682300, 1102400];
  nat24.push(exp24 - sum(nat24));
  const natRows = NAT.map((n, ni) => {
    const cells = natCells.map((f) => f.cells[ni]);
    return row(n, [...cells.map(k), k(sum(cells)), k(nat24[ni])]);
  });
  natRows.push(row('Total expenditure', [...natCells.map((f) => k(f.t)), k(expU + expR), k(exp24)], { bold: true }));
  const natUnits = NAT.map((n, ni) => sum(natCells.map((f) => f.cells[ni])));
  // staff note 8
  const st = natUnits[0];
  const ssnit = r0(st * 0.13 / 1.13 * 0.9), eosb = 236800, med = 318400;
  const staffPaid = st - (B.eos25 - B.eos24) - 84600;
  const staffRows = [row('Salaries and wages', [st - ssnit - eosb - med, 6118600]), row('SSNIT employer contributions (13%)', [ssnit, 714300]), row('End-of-service benefit charge', [eosb, 208400]), row('Medical and group life insurance', [med, 478000]), row('Total staff costs', [st, 7519300], { bold: true })];
  const HEAD = [['Accra head office', 21, 19], ['Tamale field office', 34, 28], ['Bolgatanga field office', 17, 15], ['Ho field office', 12, 12]];
  const headRows = [...HEAD.map(([l, a, b]) => row(l, [a, b])), row('Total staff at 31 December', [sum(HEAD.map((h) => h[1])), sum(HEAD.map((h) => h[2]))], { bold: true })];

  const fx = 612940;
  // cash flow, direct method; reconciliation in a note
  const rec = [
    ['Surplus for the year', netU + netR, net24],
    ['Depreciation', sum(charge), 1102400],
    ['Unrealised exchange gain on cash balances', -fx, -1104370],
    ['(Increase) in relief stock', -(B.stk25 - B.stk24), -402150],
    ['Decrease/(increase) in grants receivable', B.gr24 - B.gr25, -684900],
    ['Decrease/(increase) in other receivables', B.oth24 - B.oth25, 38600],
    ['Increase in payables and accruals', B.pay25 - B.pay24, 211300],
    ['Increase in deferred grant income', B.def25 - B.def24, 1486200],
    ['Increase in end-of-service benefit provision', B.eos25 - B.eos24, 96400],
  ];
  const opCash = [sum(rec.map((x) => x[1])), sum(rec.map((x) => x[2]))];
  const grantsCash = (24615300 + 2906400 + 1284500) + (2137860 + 1468250) + 1850000 + (B.gr24 - B.gr25) + (B.def25 - B.def24);
  const direct = [
    ['Grants and donations received', grantsCash, 30104650],
    ['Training and consultancy fees received', 946300, 812450],
    ['Interest received', 418720, 355180],
    ['Payments to employees', -staffPaid, -7412700],
  ];
  direct.push(['Payments to suppliers and implementing partners', opCash[0] - sum(direct.map((x) => x[1])), opCash[1] - sum(direct.map((x) => x[2]))]);
  void gik;
  const invest = [['Purchase of property, plant and equipment', -sum(add), -1846200], ['Proceeds from disposal of vehicle', 0, 38000], ['Net placement of fixed deposits', -(B.fd25 - B.fd24), -1000000]];
  const invT = [sum(invest.map((x) => x[1])), sum(invest.map((x) => x[2]))];
  const netChg = [opCash[0] + invT[0], opCash[1] + invT[1]];
  const open24 = B.cash24 - netChg[1] - 1104370;
  if (B.cash24 + netChg[0] + fx !== cash25) throw new Error('sankofa cash');
  const cfRows = [
    row('Cash flows from operating activities', [], { head: true }),
    ...direct.map(([l, a, b]) => row(l, [a, b], { indent: 1 })),
    row('Net cash generated from operating activities', opCash, { bold: true }),
    row('Cash flows from investing activities', [], { head: true }),
    ...invest.map(([l, a, b]) => row(l, [a, b], { indent: 1 })),
    row('Net cash used in investing activities', invT, { bold: true }),
    row('Net increase in cash and cash equivalents', netChg, { bold: true }),
    row('Cash and cash equivalents at 1 January', [B.cash24, open24]),
    row('Effect of exchange rate changes on cash held', [fx, 1104370]),
    row('Cash and cash equivalents at 31 December', [cash25, B.cash24], { bold: true }),
  ];
  const recRows = [...rec.map(([l, a, b]) => row(l, [a, b])), row('Net cash generated from operating activities', opCash, { bold: true })];
  const soiRows = [
    row('Income', [], { head: true }),
    ...INC.map(([l, u, r, p]) => row(l, [u, r, u + r, p], { indent: 1 })),
    row('Total income', [incU, incR, incU + incR, inc24], { bold: true }),
    row('Expenditure', [], { head: true }),
    ...EXP.map(([l, u, r, p]) => row(l, [u, r, u + r, p], { indent: 1 })),
    row('Total expenditure', [expU, expR, expU + expR, exp24], { bold: true }),
    row('Surplus/(deficit) for the year', [netU, netR, netU + netR, net24], { bold: true }),
    row('Fund balances at 1 January', [unrOpen, resOpen, funds24, funds24 - net24]),
    row('Fund balances at 31 December', [unrClose, resClose, unrClose + resClose, funds24], { bold: true }),
  ];
  const sofpRows = [
    row('Non-current assets', [], { head: true }),
    row('Property, plant and equipment', [ppe25, B.ppe24], { note: 10, indent: 1 }),
    row('Current assets', [], { head: true }),
    row('Relief stock', [B.stk25, B.stk24], { note: 11, indent: 1 }),
    row('Grants receivable', [B.gr25, B.gr24], { note: 12, indent: 1 }),
    row('Other receivables and prepayments', [B.oth25, B.oth24], { indent: 1 }),
    row('Fixed deposits', [B.fd25, B.fd24], { note: 13, indent: 1 }),
    row('Cash and bank balances', [cash25, B.cash24], { note: 13, indent: 1 }),
    row('Total current assets', [B.stk25 + B.gr25 + B.oth25 + B.fd25 + cash25, B.stk24 + B.gr24 + B.oth24 + B.fd24 + B.cash24], { bold: true }),
    row('Total assets', [ppe25 + B.stk25 + B.gr25 + B.oth25 + B.fd25 + cash25, assets24], { bold: true }),
    row('Current liabilities', [], { head: true }),
    row('Payables and accruals', [B.pay25, B.pay24], { note: 14, indent: 1 }),
    row('Deferred grant income', [B.def25, B.def24], { note: 15, indent: 1 }),
    row('Non-current liabilities', [], { head: true }),
    row('End-of-service benefit provision', [B.eos25, B.eos24], { note: 16, indent: 1 }),
    row('Total liabilities', [B.pay25 + B.def25 + B.eos25, liab24], { bold: true }),
    row('Net assets', [unrClose + resClose, funds24], { bold: true }),
    row('Funds', [], { head: true }),
    row('Unrestricted fund', [unrClose, unrOpen], { indent: 1 }),
    row('Restricted funds', [resClose, resOpen], { note: 17, indent: 1 }),
    row('Total funds', [unrClose + resClose, funds24], { bold: true }),
  ];
  // donors note 4
  const DON = [
    ['Hope Across Borders Foundation (USA)', 8412600, 6905300], ['Nordic Humanitarian Response Fund', 6238900, 5480200],
    ['West Africa Resilience Facility', 4906400, 3612800], ['Commonwealth Disaster Aid Trust (UK)', 3218700, 2944300],
    ['Lakeside Churches Mission (Canada)', 1838700, 900000],
  ];
  const donRows = [...DON.map(([l, a, b]) => row(l, [a, b])), row('Total grants from international donors', [sum(DON.map((d) => d[1])), sum(DON.map((d) => d[2]))], { bold: true })];
  if (donRows.at(-1).vals[0] !== 24615300) throw new Error('donors');
  // restricted funds note 17
  const RF = [
    ['Northern Floods Response 2025', 812400, 16486750, 16227580],
    ['Akosombo Spillage Recovery', 2146900, 6618300, 6842150],
    ['Cholera Prevention (WASH)', 418200, 4306900, 3918640],
    ['Gifts in kind - relief materials', 0, 1736800, 1736800],
  ];
  RF.push(['Community Preparedness (DRR)', resOpen - sum(RF.map((f) => f[1])), incR - sum(RF.map((f) => f[2])), expR - sum(RF.map((f) => f[3]))]);
  const fundRows = RF.map(([l, o, i, e]) => row(l, [o, i, -e, o + i - e]));
  fundRows.push(row('Total restricted funds', [0, 1, 2, 3].map((j) => sum(fundRows.map((f) => f.vals[j]))), { bold: true }));
  if (fundRows.at(-1).vals[3] !== resClose) throw new Error('sankofa funds');

  const fs_ = {
    sofp: { cols: ['2025', '2024'], rows: sofpRows },
    soi: { cols: ['Unrestricted fund', 'Restricted funds', 'Total 2025', 'Total 2024'], rows: soiRows },
    cf: { cols: ['2025', '2024'], rows: cfRows }, rec: { cols: ['2025', '2024'], rows: recRows },
    donors: { cols: ['2025', '2024'], rows: donRows },
    nature: { cols: [...FUN, 'Total 2025', 'Total 2024'], rows: natRows },
    staff: { cols: ['2025', '2024'], rows: staffRows }, heads: { cols: ['2025', '2024'], rows: headRows },
    ppe, funds: { cols: ['At 1 January 2025', 'Income', 'Expenditure', 'At 31 December 2025'], rows: fundRows },
    facts: { auditor: 'Owusu-Ansah & Partners', opinionDate: '2026-03-14', approvedDate: '2026-03-06', rate: 10.45, fdRate: 24.5 },
  };

  // budget workbook: 2025 by quarter (Actual/Budget/Variance) and full year; exchange gain excluded
  const QS = { // quarter shares of the 2025 actual
    'Grants from international donors': [0.17, 0.21, 0.34], 'Grants from local and corporate donors': [0.22, 0.26, 0.27], 'Individual donations and appeals': [0.14, 0.18, 0.36],
    'Government and NADMO partnership funding': [0, 0.25, 0.5], 'Training and consultancy income': [0.31, 0.22, 0.19], 'Gifts in kind': [0.04, 0.09, 0.71], 'Interest income': [0.23, 0.24, 0.26],
    'Emergency response - flood relief': [0.08, 0.17, 0.52], 'Early recovery and shelter': [0.29, 0.27, 0.22], 'WASH and cholera prevention': [0.19, 0.23, 0.33],
    'Disaster risk reduction and preparedness': [0.28, 0.3, 0.16], Fundraising: [0.21, 0.24, 0.23], Governance: [0.24, 0.25, 0.24],
  };
  const BUD = { // full-year budget 2025, budget quarter shares
    'Grants from international donors': [26000000, [0.2, 0.25, 0.3]], 'Grants from local and corporate donors': [4000000, [0.25, 0.25, 0.25]], 'Individual donations and appeals': [3200000, [0.15, 0.2, 0.35]],
    'Government and NADMO partnership funding': [2000000, [0, 0.5, 0.5]], 'Training and consultancy income': [900000, [0.25, 0.25, 0.25]], 'Gifts in kind': [2000000, [0.1, 0.2, 0.5]], 'Interest income': [360000, [0.25, 0.25, 0.25]],
    'Emergency response - flood relief': [17500000, [0.1, 0.2, 0.45]], 'Early recovery and shelter': [7600000, [0.25, 0.25, 0.25]], 'WASH and cholera prevention': [3800000, [0.2, 0.25, 0.3]],
    'Disaster risk reduction and preparedness': [2900000, [0.25, 0.25, 0.25]], Fundraising: [880000, [0.25, 0.25, 0.25]], Governance: [1000000, [0.25, 0.25, 0.25]],
  };
  const B26 = { // 2026 budget by quarter
    'Grants from international donors': [6200000, 7100000, 8400000, 6300000], 'Grants from local and corporate donors': [900000, 1050000, 1100000, 950000], 'Individual donations and appeals': [520000, 640000, 1300000, 940000],
    'Government and NADMO partnership funding': [0, 1000000, 1000000, 0], 'Training and consultancy income': [280000, 240000, 240000, 240000], 'Gifts in kind': [100000, 300000, 1200000, 400000], 'Interest income': [120000, 120000, 110000, 110000],
    'Emergency response - flood relief': [1800000, 3600000, 8200000, 4400000], 'Early recovery and shelter': [1900000, 1900000, 1700000, 1500000], 'WASH and cholera prevention': [950000, 1100000, 1300000, 1050000],
    'Disaster risk reduction and preparedness': [850000, 900000, 700000, 750000], Fundraising: [240000, 240000, 240000, 260000], Governance: [270000, 270000, 270000, 290000],
  };
  const split = (t, sh) => { const q = sh.map((x) => r0(t * x)); return [...q, t - sum(q)]; };
  const line = ([l, u, r], sign) => {
    const act = split(u + r, QS[l]), [fb, bsh] = BUD[l], bud = split(fb, bsh);
    const q = act.map((a, i) => [a, bud[i], sign * (a - bud[i])]);
    const fy = [u + r, fb, sign * (u + r - fb)];
    return { label: l, q, fy, b26: B26[l] };
  };
  const bIncome = INC.filter((x) => x[0] !== 'Net foreign exchange gain').map((x) => line(x, 1));
  const bExp = EXP.map((x) => line(x, -1));
  const totL = (ls, lab, sign) => {
    const q = [0, 1, 2, 3].map((qi) => { const a = sum(ls.map((l) => l.q[qi][0])), b = sum(ls.map((l) => l.q[qi][1])); return [a, b, sign * (a - b)]; });
    const a = sum(ls.map((l) => l.fy[0])), b = sum(ls.map((l) => l.fy[1]));
    return { label: lab, q, fy: [a, b, sign * (a - b)], b26: [0, 1, 2, 3].map((qi) => sum(ls.map((l) => l.b26[qi]))) };
  };
  const bTI = totL(bIncome, 'Total income', 1), bTE = totL(bExp, 'Total expenditure', -1);
  const budget = { income: bIncome, totalIncome: bTI, expenditure: bExp, totalExpenditure: bTE, approved: '2025-11-27' };

  // DSW return
  const local = (1284500 + 2906400) + (2137860 + 1468250) + 1850000 + 946300 + 418720;
  const ret = {
    '1': 'Sankofa Relief and Recovery Network', '2': 'DSW/NGO/GAR/2087', '3': 'CG114382019', '4': '1 January 2025 to 31 December 2025',
    '7a': 51, '7b': 33, '8': 1240,
    '9': incU + incR, '9.1': local, '9.2': 24615300, '9.3': gik, '9.4': fx,
    '10': expU + expR, '10.1': sum(EXP.slice(0, 4).map((e) => e[1] + e[2])), '10.2': 914600, '10.3': 1026400,
    '11': netU + netR,
    '12': sofpRows.find((r) => r.label === 'Total assets').vals[0], '13': sofpRows.find((r) => r.label === 'Total liabilities').vals[0], '14': unrClose + resClose,
    '15a': sum(dist.map((d) => d.households)), '15b': 'Northern, Upper East, Upper West, Volta, Savannah',
    '16': 'Hope Across Borders Foundation (USA)', '16a': 8412600,
    '17': 'Owusu-Ansah & Partners', '18': '2026-04-25', signed: 'Ibrahim Sulemana Alhassan', signedDate: '2026-04-30',
  };
  if (ret['9'] !== ret['9.1'] + ret['9.2'] + ret['9.3'] + ret['9.4']) throw new Error('dsw income');

  // annual report: five-year summary GH¢'000 + prose
  const five = {
    cols: ['2021', '2022', '2023', '2024', '2025'],
    rows: [
      row("Total income (GH¢'000)", [11284, 16902, 21645, k(inc24), k(incU + incR)]),
      row("Total expenditure (GH¢'000)", [10966, 15838, 22410, k(exp24), k(expU + expR)]),
      row("Surplus/(deficit) (GH¢'000)", [11284 - 10966, 16902 - 15838, 21645 - 22410, k(inc24) - k(exp24), k(incU + incR) - k(expU + expR)]),
      row("Share of income from international donors (%)", [58.2, 61.4, 63.9, r1(19842600 / inc24 * 100), r1(24615300 / (incU + incR) * 100)]),
      row('Households reached', [2140, 3960, 5385, 6240, sum(dist.map((d) => d.households))]),
      row('Staff at 31 December', [46, 58, 66, 74, 84]),
      row('Community volunteers trained', [310, 540, 820, 1065, 1240]),
    ],
  };
  const ar = {
    five,
    prose: {
      households: sum(dist.map((d) => d.households)), people: 44870, districts: new Set(dist.map((d) => d.district)).size, chair: 'Abena Korantema Boateng',
      director: 'Ibrahim Sulemana Alhassan', floodDate: '2025-08-29', volunteers: 1240, boreholes: 46, cholera: 37,
    },
  };

  // supplier invoice (photo): levies on the base, VAT on base plus levies
  const items = [
    { desc: 'Tarpaulin 4m x 6m, heavy duty', qty: 300, price: 185.0 },
    { desc: 'Plastic bucket with lid 20L', qty: 300, price: 42.5 },
    { desc: 'Sleeping mat (woven)', qty: 300, price: 65.0 },
    { desc: 'Mosquito net, long-lasting', qty: 600, price: 38.0 },
  ].map((x) => ({ ...x, amount: x.qty * x.price }));
  const base = sum(items.map((x) => x.amount));
  const c2 = (x) => Math.round(x * 100) / 100;
  const nhil = c2(base * 0.025), getf = c2(base * 0.025), covid = c2(base * 0.01);
  const vatBase = base + nhil + getf + covid, vat = c2(vatBase * 0.15);
  const invoice = {
    supplier: 'Kumasi Relief Supplies Ltd', number: 'KRS-0931', date: '2025-10-18', tin: 'C0004417829', po: 'SRRN/PO/2025/118',
    items, base, nhil, getf, covid, vatBase, vat, total: c2(vatBase + vat),
  };
  return { fs: fs_, budget, ret, ar, dist, invoice };
}
function r1(x) { return Math.round(x * 10) / 10; }

function sankofaDistributions() {
  const R = rng(2025);
  const PLACES = {
    'Northern Floods 2025': [['Northern', 'Tamale Metropolitan'], ['Northern', 'Savelugu'], ['Northern', 'Tolon'], ['Savannah', 'Central Gonja'], ['Upper East', 'Builsa South'], ['Upper West', 'Wa East']],
    'Akosombo Recovery': [['Volta', 'North Tongu'], ['Volta', 'South Tongu'], ['Volta', 'Central Tongu']],
    'Cholera WASH': [['Northern', 'Tamale Metropolitan'], ['Upper East', 'Bawku West'], ['Volta', 'North Tongu']],
  };
  const KITS = {
    'Northern Floods 2025': [['Food basket (rice, oil, beans)', 420], ['Non-food item kit', 610], ['Emergency shelter kit', 1350]],
    'Akosombo Recovery': [['Shelter repair kit', 1850], ['Livelihood restart kit', 2400]],
    'Cholera WASH': [['Hygiene kit', 265], ['Water purification sachets (carton)', 180]],
  };
  const sched = [['Northern Floods 2025', [8, 9, 10, 11], 22], ['Akosombo Recovery', [2, 3, 4, 5, 6], 11], ['Cholera WASH', [5, 6, 7, 9], 9]];
  const out = [];
  for (const [resp, months, n] of sched) {
    for (let i = 0; i < n; i++) {
      const m = months[Math.floor(R() * months.length)];
      const d = 1 + Math.floor(R() * 28);
      const [region, district] = PLACES[resp][Math.floor(R() * PLACES[resp].length)];
      const [kit, unit] = KITS[resp][Math.floor(R() * KITS[resp].length)];
      const hh = 40 + Math.floor(R() * 36) * 10;
      const gikRow = resp === 'Northern Floods 2025' && i % 5 === 4;
      out.push({ date: `2025-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, response: resp, region, district, kit, households: hh, unitCost: unit, value: hh * unit, source: gikRow ? 'Gift in kind' : 'Purchased' });
    }
  }
  out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.district < b.district ? -1 : 1));
  // gifts in kind: their values are scaled so they total the gifts-in-kind income (GH¢1,736,800)
  const g = out.filter((r) => r.source === 'Gift in kind');
  const gTot = sum(g.map((r) => r.value));
  let acc = 0;
  g.forEach((r, i) => { r.value = i < g.length - 1 ? r0(r.value * 1736800 / gTot / 10) * 10 : 1736800 - acc; r.unitCost = r.value / r.households; acc += r.value; });
  return out.map((r, i) => ({ id: `SRRN-D-${String(i + 1).padStart(3, '0')}`, ...r, donor: r.source === 'Gift in kind' ? 'Ghana Millers & Food Processors Assoc.' : { 'Northern Floods 2025': 'Hope Across Borders Foundation', 'Akosombo Recovery': 'Nordic Humanitarian Response Fund', 'Cholera WASH': 'West Africa Resilience Facility' }[r.response] }));
}

export const MODELS = { caroni: caroniModel(), sankofa: sankofaModel() };

// =============================================================================== view (accessors over a model)
export function view(models = MODELS) {
  const T = (t, name) => ({
    ...t,
    get(label, i) {
      const r = t.rows.find((x) => x.label.trim() === label);
      if (!r) throw new Error(`no row "${label}" in ${name}`);
      return i === undefined ? r.vals : r.vals[i];
    },
    data() { return t.rows.filter((r) => r.vals.length && !r.bold && !/^Total/.test(r.label)); },
  });
  const out = {};
  for (const [org, m] of Object.entries(models)) {
    const fs = {};
    for (const [k, t] of Object.entries(m.fs)) fs[k] = k === 'facts' ? t : T(t, `${org}.${k}`);
    out[org] = { ...m, fs };
    if (m.ar) out[org].ar = { ...m.ar, five: T(m.ar.five, `${org}.five`) };
  }
  return out;
}

// =============================================================================== questions
const dateText = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Mo = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const ord = d + (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
  return { text: [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${ord} ${M} ${y}`, `${ord} of ${M} ${y}`, `${M} ${ord}, ${y}`, `${d} ${Mo} ${y}`, `${Mo} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${y}-${mm}-${dd}`, `${d}.${mm}.${y}`] };
};
const monthText = (ym) => { const [y, m] = ym.split('-').map(Number); return { text: [`${MONTHS[m - 1]} ${y}`, `${MONTHS[m - 1].slice(0, 3)} ${y}`, MONTHS[m - 1]] }; };
const S = (a) => a.reduce((s, x) => s + x, 0);
const maxBy = (a, f) => a.reduce((b, x) => (f(x) > f(b) ? x : b));
const minBy = (a, f) => a.reduce((b, x) => (f(x) < f(b) ? x : b));
const uniqMax = (a, f) => { const m = maxBy(a, f); if (a.filter((x) => f(x) === f(m)).length !== 1) throw new Error('tie at max'); return m; };
const uniqMin = (a, f) => { const m = minBy(a, f); if (a.filter((x) => f(x) === f(m)).length !== 1) throw new Error('tie at min'); return m; };
const pl = (rows, label) => rows.find((r) => r.label === label);
const NF = () => 'notfound';
// o: { tol } relative tolerance (default 0.005); { alt: fn } equivalent values
export const DEFS = {
  caroni: [
    // lookup
    ['lookup', 'What was total income for the year ended 30 September 2025 per the audited statements?', (V) => V.caroni.fs.soa.get('Total income', 2)],
    ['lookup', 'how much cash and cash equivalents did we have at year end FY25', (V) => V.caroni.fs.sofp.get('Cash and cash equivalents', 0)],
    ['lookup', 'What is the full-year FY2026 forecast for admissions income in the Q2 board pack?', (V) => pl(V.caroni.pack.income, 'Admissions').fy[1]],
    ['lookup', 'Restricted funds carried forward at 30 Sept 2025?', (V) => V.caroni.fs.soa.get('Funds carried forward', 1)],
    ['lookup', 'whats the depreciation charge on animal enclosures and habitats last year', (V) => V.caroni.fs.ppe.get('Charge for the year', 1)],
    ['lookup', 'On the NPO annual return, what figure did we report on line 10b (income from foreign sources)?', (V) => V.caroni.ret['10b']],
    ['lookup', 'How many members did the Society have at the end of FY2023 according to the five-year summary?', (V) => V.caroni.ar.five.get('Members at year end', 2)],
    // sum
    ['sum', 'What did the Society spend in total on animal care and on conservation and research in FY2025, both funds together?', (V) => V.caroni.fs.soa.get('Animal care and veterinary services', 2) + V.caroni.fs.soa.get('Conservation and research', 2)],
    ['sum', 'total visitors oct to dec 2025 (all categories incl complimentary)?', (V) => S(V.caroni.pack.visitors.slice(0, 3).map((m) => m.total))],
    ['sum', 'How much was given to the Ocelot Conservation Programme in the donations register, all gifts added up?', (V) => S(V.caroni.gifts.filter((g) => g.fund === 'Ocelot Conservation Programme').map((g) => g.amount))],
    ['sum', 'Short-term plus long-term deposits combined at 30 September 2025?', (V) => V.caroni.fs.sofp.get('Short-term deposits', 0) + V.caroni.fs.sofp.get('Long-term deposits', 0)],
    ['sum', 'What is the total approved budget for all capital projects listed in the board pack?', (V) => S(V.caroni.pack.capital.map((c) => c.approved))],
    // difference
    ['difference', 'By how much did admissions income grow from the prior year to FY25?', (V) => V.caroni.fs.soa.get('Admissions', 2) - V.caroni.fs.soa.get('Admissions', 3)],
    ['difference', 'How much of the Giant River Otter habitat budget is still left after spending to date and commitments?', (V) => V.caroni.pack.capital.find((c) => c.project === 'Giant River Otter habitat').remaining],
    ['difference', 'utilities spend in Q1 FY26 (oct-dec)?', (V) => pl(V.caroni.pack.expenditure, 'Utilities (WASA and T&TEC)').ytd[0] - pl(V.caroni.pack.expenditure, 'Utilities (WASA and T&TEC)').q2[0]],
    ['difference', 'How much did net assets increase over the year to 30 September 2025?', (V) => V.caroni.fs.sofp.get('Net assets', 0) - V.caroni.fs.sofp.get('Net assets', 1)],
    // percent
    ['percent', 'What share of total FY2025 income came from the government subvention?', (V) => V.caroni.fs.soa.get('Government subvention', 2) / V.caroni.fs.soa.get('Total income', 2) * 100, { tol: 0.01 }],
    ['percent', 'By what percentage did paying visitor numbers rise in FY2025 compared with FY2024?', (V) => (V.caroni.ar.five.get('Paying visitors', 4) / V.caroni.ar.five.get('Paying visitors', 3) - 1) * 100, { tol: 0.01 }],
    ['percent', "What % of the full year's staff cost budget have we used YTD?", (V) => pl(V.caroni.pack.expenditure, 'Staff costs').ytd[0] / pl(V.caroni.pack.expenditure, 'Staff costs').fy[0] * 100, { tol: 0.01 }],
    ['percent', 'What proportion of total expenditure last year was staff costs (per the note analysing expenditure by nature)?', (V) => V.caroni.fs.nature.get('Total 2025', 0) / V.caroni.fs.nature.get('Total 2025', 5) * 100, { tol: 0.01 }],
    // variance
    ['variance', 'How far over budget was animal feed and veterinary in Q2?', (V) => pl(V.caroni.pack.expenditure, 'Animal feed and veterinary').q2[2]],
    ['variance', 'Year to date, what is the variance against budget on the surplus?', (V) => V.caroni.pack.surplus.ytd[2]],
    ['variance', 'grants income ytd vs budget - how far off are we', (V) => pl(V.caroni.pack.income, 'Grants (conservation and education)').ytd[2]],
    // ratio
    ['ratio', "What was the current ratio (current assets to current liabilities) at 30 Sep 2025?", (V) => V.caroni.fs.sofp.get('Total current assets', 0) / V.caroni.fs.sofp.get('Total current liabilities', 0), { tol: 0.01 }],
    ['ratio', 'For every dollar of retail and catering income in FY25, how much went on retail and catering costs?', (V) => V.caroni.fs.soa.get('Retail and catering costs', 2) / V.caroni.fs.soa.get('Retail and catering', 2), { tol: 0.01 }],
    // average
    ['average', 'Average monthly total visitors so far this financial year (Oct-Mar)?', (V) => S(V.caroni.pack.visitors.map((m) => m.total)) / V.caroni.pack.visitors.length, { tol: 0.005 }],
    ['average', 'What is the average gift in the register for adoptions?', (V) => { const a = V.caroni.gifts.filter((g) => g.type === 'Adoption'); return S(a.map((g) => g.amount)) / a.length; }, { tol: 0.005 }],
    ['average', 'what was the avg admission income per paying visitor in FY2025', (V) => V.caroni.fs.adm.get('Total admissions', 1) / V.caroni.fs.adm.get('Total admissions', 0), { tol: 0.005 }],
    // count
    ['count', 'How many gifts from corporate donors are in the donations register?', (V) => V.caroni.gifts.filter((g) => g.donorType === 'Corporate').length],
    ['count', 'How many restricted funds does note 14 list?', (V) => V.caroni.fs.funds.data().length],
    ['count', 'how many staff on average did we employ in FY2025', (V) => V.caroni.fs.heads.get('Average number of employees', 0)],
    // extreme
    ['extreme', 'What was the largest single gift recorded in the donations register?', (V) => uniqMax(V.caroni.gifts, (g) => g.amount).amount],
    ['extreme', 'Which month this year had the most visitors?', (V) => monthText(uniqMax(V.caroni.pack.visitors, (m) => m.total).month)],
    ['extreme', 'Which restricted fund had the biggest balance at the end of FY25?', (V) => ({ text: [uniqMax(V.caroni.fs.funds.data(), (r) => r.vals[4]).label] })],
    ['extreme', 'Of the expense lines in the Q2 board pack, which one is furthest under its year-to-date budget (most favourable)?', (V) => ({ text: [uniqMax(V.caroni.pack.expenditure, (l) => l.ytd[2]).label.replace(/ \(.*\)$/, '')] })],
    // filter
    ['filter', 'How much came in by cheque in the donations register?', (V) => S(V.caroni.gifts.filter((g) => g.method === 'Cheque').map((g) => g.amount))],
    ['filter', 'Total of restricted gifts received in January 2026 per the register', (V) => S(V.caroni.gifts.filter((g) => g.restricted === 'Yes' && g.date.startsWith('2026-01')).map((g) => g.amount))],
    ['filter', 'zero-rated amount on the Chaguanas feed invoice?', (V) => V.caroni.invoice.zeroSub],
    // date
    ['date', 'When did the auditors sign their opinion on the FY2025 statements?', (V) => dateText(V.caroni.fs.facts.opinionDate)],
    ['date', 'What date is the feed invoice CFS-24817 dated?', (V) => dateText(V.caroni.invoice.date)],
    ['date', 'when was the NPO return signed', (V) => dateText(V.caroni.ret.signedDate)],
    ['date', 'When was the legacy from the Gopaul estate received?', (V) => dateText(uniqMax(V.caroni.gifts.filter((g) => g.type === 'Legacy'), (g) => g.amount).date)],
    // text
    ['text', 'Who are our external auditors?', (V) => ({ text: [V.caroni.fs.facts.auditor, 'Maraj Bissessar'] })],
    ['text', 'who signed the NPO annual return?', (V) => ({ text: ['Anjali Ramnarine', V.caroni.ret.signed] })],
    ['text', 'Which donor made the biggest corporate gift in the register?', (V) => ({ text: [uniqMax(V.caroni.gifts.filter((g) => g.donorType === 'Corporate'), (g) => g.amount).donor] })],
    // notfound
    ['notfound', 'How much admissions income did we take in FY2021?', NF],
    ['notfound', "What is the Zoo Director's salary?", NF],
    ['notfound', 'What is the FY2027 budget for memberships?', NF],
    ['notfound', 'how much did we pay in property tax last year', NF],
    ['notfound', 'What did the January 2026 veterinary invoice from the Port of Spain animal hospital come to?', NF],
  ],
  sankofa: [
    // lookup
    ['lookup', 'What was total expenditure in 2025 per the audited accounts?', (V) => V.sankofa.fs.soi.get('Total expenditure', 2)],
    ['lookup', 'How much did Hope Across Borders give us last year?', (V) => V.sankofa.fs.donors.get('Hope Across Borders Foundation (USA)', 0)],
    ['lookup', 'deferred grant income at 31 Dec 2025?', (V) => V.sankofa.fs.sofp.get('Deferred grant income', 0)],
    ['lookup', 'What is line 9.1 (income from local sources) on the DSW annual return?', (V) => V.sankofa.ret['9.1']],
    ['lookup', 'What is the Q3 2026 budget for flood relief?', (V) => pl(V.sankofa.budget.expenditure, 'Emergency response - flood relief').b26[2]],
    ['lookup', 'How many households did we reach in 2023 per the five year summary?', (V) => V.sankofa.ar.five.get('Households reached', 2)],
    // sum
    ['sum', 'What did we receive in total from the Nordic fund and the West Africa Resilience Facility in 2025?', (V) => V.sankofa.fs.donors.get('Nordic Humanitarian Response Fund', 0) + V.sankofa.fs.donors.get('West Africa Resilience Facility', 0)],
    ['sum', 'Total value of relief distributed in the Volta Region per the register?', (V) => S(V.sankofa.dist.filter((d) => d.region === 'Volta').map((d) => d.value))],
    ['sum', 'total 2026 budgeted income, all quarters', (V) => S(V.sankofa.budget.totalIncome.b26)],
    ['sum', 'What was spent on fundraising and governance combined in 2025?', (V) => V.sankofa.fs.soi.get('Fundraising', 2) + V.sankofa.fs.soi.get('Governance', 2)],
    ['sum', 'How much did we hold in cash, bank and fixed deposits together at the year end?', (V) => V.sankofa.fs.sofp.get('Cash and bank balances', 0) + V.sankofa.fs.sofp.get('Fixed deposits', 0)],
    // difference
    ['difference', 'How much more did we spend on flood relief in 2025 than in 2024?', (V) => V.sankofa.fs.soi.get('Emergency response - flood relief', 2) - V.sankofa.fs.soi.get('Emergency response - flood relief', 3)],
    ['difference', 'How much more came in from individual donations and appeals than the year before?', (V) => V.sankofa.fs.soi.get('Individual donations and appeals', 3) - V.sankofa.fs.soi.get('Individual donations and appeals', 2)],
    ['difference', "What's the gap between the surplus in the audited accounts and the surplus in the budget v actual workbook for 2025?", (V) => V.sankofa.fs.soi.get('Surplus/(deficit) for the year', 2) - (V.sankofa.budget.totalIncome.fy[0] - V.sankofa.budget.totalExpenditure.fy[0])],
    ['difference', 'how much did the Cholera Prevention (WASH) restricted fund grow by over 2025', (V) => { const r = V.sankofa.fs.funds.get('Cholera Prevention (WASH)'); return r[3] - r[0]; }],
    // percent
    ['percent', 'What percentage of 2025 total income came from international donors?', (V) => V.sankofa.fs.donors.get('Total grants from international donors', 0) / V.sankofa.fs.soi.get('Total income', 2) * 100, { tol: 0.01 }],
    ['percent', 'What % of total expenditure went on governance last year?', (V) => V.sankofa.fs.soi.get('Governance', 2) / V.sankofa.fs.soi.get('Total expenditure', 2) * 100, { tol: 0.01 }],
    ['percent', 'By what percent did total income grow between 2024 and 2025?', (V) => (V.sankofa.fs.soi.get('Total income', 2) / V.sankofa.fs.soi.get('Total income', 3) - 1) * 100, { tol: 0.01 }],
    ['percent', 'what share of the relief register value was gifts in kind', (V) => S(V.sankofa.dist.filter((d) => d.source === 'Gift in kind').map((d) => d.value)) / S(V.sankofa.dist.map((d) => d.value)) * 100, { tol: 0.01 }],
    // variance
    ['variance', 'How far was international grant income off budget for the full year 2025?', (V) => pl(V.sankofa.budget.income, 'Grants from international donors').fy[2]],
    ['variance', 'Q3 flood relief actual vs budget variance?', (V) => pl(V.sankofa.budget.expenditure, 'Emergency response - flood relief').q[2][2]],
    ['variance', 'Did we go over budget on early recovery and shelter in Q1 2025, and by how much?', (V) => pl(V.sankofa.budget.expenditure, 'Early recovery and shelter').q[0][2]],
    // ratio
    ['ratio', 'What was our current ratio at 31 December 2025?', (V) => V.sankofa.fs.sofp.get('Total current assets', 0) / (V.sankofa.fs.sofp.get('Payables and accruals', 0) + V.sankofa.fs.sofp.get('Deferred grant income', 0)), { tol: 0.01 }],
    ['ratio', 'How many months of expenditure do our unrestricted funds cover, using 2025 total expenditure?', (V) => V.sankofa.fs.sofp.get('Unrestricted fund', 0) / (V.sankofa.fs.soi.get('Total expenditure', 2) / 12), { tol: 0.01 }],
    ['ratio', 'ratio of restricted to unrestricted income 2025?', (V) => V.sankofa.fs.soi.get('Total income', 1) / V.sankofa.fs.soi.get('Total income', 0), { tol: 0.01 }],
    // average
    ['average', 'What was the average number of households per distribution in the register?', (V) => S(V.sankofa.dist.map((d) => d.households)) / V.sankofa.dist.length, { tol: 0.005 }],
    ['average', 'Average quarterly actual spend on WASH and cholera prevention in 2025?', (V) => pl(V.sankofa.budget.expenditure, 'WASH and cholera prevention').fy[0] / 4, { tol: 0.005 }],
    ['average', 'avg total income per year over the five year summary (GH¢000)', (V) => S(V.sankofa.ar.five.get("Total income (GH¢'000)")) / 5, { tol: 0.005, alt: (x) => [x * 1000] }],
    // count
    ['count', 'How many distributions in the register were funded by gifts in kind?', (V) => V.sankofa.dist.filter((d) => d.source === 'Gift in kind').length],
    ['count', 'How many distributions were made in the Tamale Metropolitan district?', (V) => V.sankofa.dist.filter((d) => d.district === 'Tamale Metropolitan').length],
    ['count', 'staff headcount at end of 2025?', (V) => V.sankofa.fs.heads.get('Total staff at 31 December', 0)],
    // extreme
    ['extreme', 'What was the biggest single distribution by value in the register?', (V) => uniqMax(V.sankofa.dist, (d) => d.value).value],
    ['extreme', 'Which international donor gave the least in 2025?', (V) => ({ text: [uniqMin(V.sankofa.fs.donors.data(), (r) => r.vals[0]).label.replace(/ \(.*\)$/, '')] })],
    ['extreme', 'In which quarter of 2025 was total expenditure highest?', (V) => { const q = V.sankofa.budget.totalExpenditure.q.map((x, i) => ({ i, a: x[0] })); const m = uniqMax(q, (x) => x.a); const mo = [['January', 'March'], ['April', 'June'], ['July', 'September'], ['October', 'December']][m.i]; return { text: [`Q${m.i + 1}`, ['first', 'second', 'third', 'fourth'][m.i] + ' quarter', `${mo[0]} to ${mo[1]}`, `${mo[0]}–${mo[1]}`, `${mo[0]}-${mo[1]}`, `${mo[0].slice(0, 3)}–${mo[1].slice(0, 3)}`, `${mo[0].slice(0, 3)}-${mo[1].slice(0, 3)}`] }; }],
    ['extreme', 'Which restricted fund had the smallest closing balance at 31 Dec 2025, excluding gifts in kind?', (V) => ({ text: [uniqMin(V.sankofa.fs.funds.data().filter((r) => !/Gifts in kind/.test(r.label)), (r) => r.vals[3]).label.replace(/ \(.*\)$/, '')] })],
    // filter
    ['filter', 'Total value of hygiene kits distributed in 2025?', (V) => S(V.sankofa.dist.filter((d) => d.kit === 'Hygiene kit').map((d) => d.value))],
    ['filter', 'How many households got emergency shelter kits in the northern floods response?', (V) => S(V.sankofa.dist.filter((d) => d.kit === 'Emergency shelter kit').map((d) => d.households))],
    ['filter', 'what was the VAT on the Kumasi Relief Supplies invoice', (V) => V.sankofa.invoice.vat],
    // date
    ['date', 'When was the audit report signed?', (V) => dateText(V.sankofa.fs.facts.opinionDate)],
    ['date', 'What was the date of the first distribution for the Akosombo recovery?', (V) => dateText(V.sankofa.dist.filter((d) => d.response === 'Akosombo Recovery')[0].date)],
    ['date', 'date on the Kumasi Relief Supplies invoice?', (V) => dateText(V.sankofa.invoice.date)],
    ['date', 'What date does the DSW return give for the AGM?', (V) => dateText(V.sankofa.ret['18'])],
    // text
    ['text', 'Which firm audits Sankofa?', (V) => ({ text: [V.sankofa.fs.facts.auditor, 'Owusu-Ansah'] })],
    ['text', "What's our DSW registration number?", (V) => ({ text: [V.sankofa.ret['2']] })],
    ['text', 'Who is the chair of the board?', (V) => ({ text: [V.sankofa.ar.prose.chair, 'Abena Boateng', 'Abena Korantema Boateng'] })],
    // notfound
    ['notfound', 'What was our cash balance at 31 December 2022?', NF],
    ['notfound', 'What is the Executive Director paid?', NF],
    ['notfound', 'Q1 2026 actual spending on flood relief?', NF],
    ['notfound', 'How much did the generator repair at the Tamale warehouse cost?', NF],
    ['notfound', 'What did the Lakeside Churches Mission grant amount to in Canadian dollars?', NF],
  ],
};
