// Every figure in every document of set R, and every case computed from the same figures.
// riverbend: Riverbend Community Health Center (Iowa FQHC, US dollars, fiscal year July–June).
// entraide: Entraide Plateau (Montréal, Canadian dollars, fiscal year April–March).

export const r2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const assert = (c, m) => { if (!c) throw new Error('data: ' + m); };

// ============================================================================ RIVERBEND
export const RB_MONTHS = ['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025'];
const R = rng(41177);
const monthly = (base, pct, shape = [1, 1, 1, 1, 1, 1]) => shape.map((s) => r2(base * s * (1 + (R() * 2 - 1) * pct)));
const flat = (v) => [v, v, v, v, v, v];

// QuickBooks account tree. kind: section / group / leaf. Leaves carry six monthly amounts.
export const RB_PL = [
  { section: 'Income', items: [
    { code: '4000', name: 'Patient Revenue', leaves: [
      ['4010', 'Patient Fees - Medicaid', monthly(318000, 0.05, [0.97, 1.0, 1.03, 1.05, 0.98, 0.94])],
      ['4020', 'Patient Fees - Medicare', monthly(96500, 0.06)],
      ['4030', 'Patient Fees - Commercial Insurance', monthly(71800, 0.07)],
      ['4040', 'Patient Fees - Self Pay (Sliding Fee)', monthly(17900, 0.08)],
      ['4050', '340B Pharmacy Revenue', monthly(121500, 0.06)],
    ] },
    { code: '4100', name: 'Grant Revenue', leaves: [
      ['4110', 'HRSA Section 330 Grant', monthly(161200, 0.04)],
      ['4120', 'Iowa HHS Primary Care Grant', [20416.67, 20416.67, 20416.67, 20416.67, 20416.67, 20416.63]],
      ['4130', 'Ryan White Part C', monthly(11900, 0.1)],
    ] },
    { leaf: ['4200', 'Contributions', [3410.0, 2875.5, 4120.0, 3980.25, 9655.0, 48730.4]] },
    { leaf: ['4300', 'Interest Income', [1284.17, 1301.44, 1262.9, 1198.35, 1176.02, 1189.61]] },
  ] },
  { section: 'Cost of Goods Sold', items: [
    { code: '5000', name: 'Cost of Goods Sold', leaves: [
      ['5010', '340B Drug Purchases', monthly(68400, 0.06)],
      ['5020', 'Contract Pharmacy Fees', monthly(13950, 0.05)],
    ] },
  ] },
  { section: 'Expense', items: [
    { code: '6000', name: 'Personnel', leaves: [
      ['6010', 'Salaries - Providers', monthly(287000, 0.03, [1, 1, 1, 1.02, 1.02, 1.05])],
      ['6020', 'Salaries - Nursing & Clinical Support', monthly(141300, 0.03)],
      ['6030', 'Salaries - Administrative', monthly(75800, 0.03)],
      ['6040', 'Payroll Taxes', monthly(36400, 0.04)],
      ['6050', 'Employee Benefits', monthly(63100, 0.05)],
    ] },
    { leaf: ['6100', 'Medical Supplies', monthly(22800, 0.12)] },
    { leaf: ['6150', 'Lab Fees', monthly(11200, 0.1)] },
    { code: '6200', name: 'Occupancy', leaves: [
      ['6210', 'Rent', flat(28500)],
      ['6220', 'Utilities', [5120.44, 5388.19, 4710.62, 4402.8, 5691.37, 7218.05]],
      ['6230', 'Repairs & Maintenance', [2140.0, 3895.5, 1210.75, 6480.0, 1875.25, 2302.1]],
    ] },
    { leaf: ['6300', 'IT & EHR Licenses', monthly(14300, 0.05)] },
    { leaf: ['6400', 'Insurance - Malpractice & General', flat(7816.67)] },
    { leaf: ['6500', 'Professional Fees', [6250.0, 7100.0, 5980.0, 8420.0, 33850.0, 7315.0]] },
    { leaf: ['6600', 'Travel & Training', monthly(3100, 0.3)] },
    { leaf: ['6700', 'Depreciation', flat(11250)] },
    { leaf: ['6800', 'Interest Expense', [0, 0, 0, 1046.58, 1972.6, 1204.11]] },
  ] },
];
// flatten
export const rbLeaves = [];
for (const s of RB_PL) for (const it of s.items) {
  if (it.leaf) rbLeaves.push({ section: s.section, group: null, code: it.leaf[0], name: it.leaf[1], m: it.leaf[2] });
  else for (const [code, name, m] of it.leaves) rbLeaves.push({ section: s.section, group: it.code, code, name, m });
}
export const rbLeaf = (code) => rbLeaves.find((l) => l.code === code);
const lsum = (filter, i) => sum(rbLeaves.filter(filter).map((l) => (i === undefined ? sum(l.m) : l.m[i])));
export const rbTot = {
  income: [0, 1, 2, 3, 4, 5].map((i) => lsum((l) => l.section === 'Income', i)),
  cogs: [0, 1, 2, 3, 4, 5].map((i) => lsum((l) => l.section === 'Cost of Goods Sold', i)),
  expense: [0, 1, 2, 3, 4, 5].map((i) => lsum((l) => l.section === 'Expense', i)),
  group: (code, i) => lsum((l) => l.group === code, i),
};
rbTot.gross = rbTot.income.map((v, i) => r2(v - rbTot.cogs[i]));
rbTot.net = rbTot.gross.map((v, i) => r2(v - rbTot.expense[i]));

// Budget vs actuals Jul–Dec 2025: whole-dollar budgets per leaf
const BUDGET_FACTOR = {
  4010: 0.985, 4020: 1.04, 4030: 0.96, 4040: 1.07, 4050: 0.93, 4110: 1.0, 4120: 1.0, 4130: 1.08, 4200: 1.22, 4300: 0.8,
  5010: 0.97, 5020: 1.01, 6010: 1.01, 6020: 0.985, 6030: 1.02, 6040: 1.0, 6050: 0.96, 6100: 0.86, 6150: 1.03,
  6210: 1, 6220: 0.94, 6230: 1.25, 6300: 0.97, 6400: 1.0, 6500: 0.91, 6600: 1.18, 6700: 1.0, 6800: 0.6,
};
for (const l of rbLeaves) {
  l.actual = sum(l.m);
  l.budget = Math.round(l.actual * BUDGET_FACTOR[l.code] / 100) * 100;
  if (l.code === '4120') l.budget = 122500; if (l.code === '6210') l.budget = 171000; if (l.code === '6400') l.budget = 46900; if (l.code === '6700') l.budget = 67500;
}
export const rbBud = {
  income: sum(rbLeaves.filter((l) => l.section === 'Income').map((l) => l.budget)),
  cogs: sum(rbLeaves.filter((l) => l.section === 'Cost of Goods Sold').map((l) => l.budget)),
  expense: sum(rbLeaves.filter((l) => l.section === 'Expense').map((l) => l.budget)),
  group: (code) => sum(rbLeaves.filter((l) => l.group === code).map((l) => l.budget)),
};
rbBud.net = rbBud.income - rbBud.cogs - rbBud.expense;

// AR aging by payer at 12/31/2025: Current, 31-60, 61-90, 91-120, Over 120 (null = blank)
export const RB_AR = [
  ['Iowa Medicaid FFS', [48215.3, 12904.15, 4410.6, 1875.2, 2940.0]],
  ['Wellpoint Iowa (Medicaid MCO)', [96410.85, 31288.4, 11902.35, 6120.8, 9874.15]],
  ['Iowa Total Care (Medicaid MCO)', [82117.6, 27450.1, 14385.9, 8902.45, 12615.3]],
  ['Molina Healthcare of Iowa (Medicaid MCO)', [39860.25, 10215.7, 5120.0, 2260.35, 4108.9]],
  ['Medicare Part B', [61240.1, 9875.45, 2210.3, 980.0, 1455.6]],
  ['Medicare Advantage - Humana', [18230.4, 6120.95, 2875.1, 1410.25, 3020.4]],
  ['Medicare Advantage - UnitedHealthcare', [15905.75, 5480.2, 3110.45, 1190.0, 2295.85]],
  ['Wellmark Blue Cross Blue Shield', [44120.9, 13605.35, 4980.2, 2315.7, 5410.95]],
  ['Aetna', [9870.35, 3120.6, 1095.4, null, 640.0]],
  ['Medica', [7415.2, 2210.0, 860.15, 415.0, null]],
  ['Self Pay / Sliding Fee', [22480.65, 14915.3, 11260.8, 9875.4, 26310.75]],
  ['Workers Comp', [2140.0, null, 385.0, null, null]],
];
export const AR_COLS = ['Current', '31-60', '61-90', '91-120', 'Over 120'];
export const arRow = (p) => RB_AR.find((r) => r[0] === p);
export const arTotal = (r) => sum(r[1].map((x) => x || 0));
export const arCol = (i) => sum(RB_AR.map((r) => r[1][i] || 0));
export const arGrand = sum(RB_AR.map(arTotal));

// Finance committee memo
export const RB_MEMO = {
  date: '2026-01-21', from: 'Dana Whitfield, CFO', dcoh: 74, dcohJune: 81, unrestrictedCash: 1842317,
  locLimit: 1000000, locBank: 'Hills Bank and Trust Company', locDraw: 300000, locDrawDate: '2025-10-14', locRepay: 150000, locRepayDate: '2025-12-05',
  locOutstanding: 150000, locMaturity: '2026-03-31', slidingFee: 412386.4, slidingPatients: 3118,
  auditor: 'Brennan Kohl LLP', udsDue: '2026-02-15', osvStart: '2026-04-07', osvEnd: '2026-04-09', nextMeeting: '2026-02-18',
  visits: { 2025: { Medical: 14812, Dental: 4106, 'Behavioral Health': 2984 }, 2024: { Medical: 13977, Dental: 3845, 'Behavioral Health': 2611 } },
  patients: { 2025: 9418, 2024: 8906 },
};
export const visitsTotal = (y) => Object.values(RB_MEMO.visits[y]).reduce((s, v) => s + v, 0);

// Audited statement of functional expenses, years ended June 30, 2025 and 2024 (whole dollars)
export const FE_COLS = ['Medical', 'Dental', 'Behavioral Health', 'Pharmacy', 'Management and General', 'Fundraising'];
export const FE = {
  2025: [
    ['Salaries and wages', [4218640, 1302115, 861470, 298330, 1184920, 96410]],
    ['Payroll taxes and employee benefits', [1096845, 338550, 223980, 77565, 308080, 25065]],
    ['Contract services', [212400, 48210, 96315, 0, 61880, 4500]],
    ['Medical and dental supplies', [238915, 121460, 3120, 0, 0, 0]],
    ['Pharmaceuticals', [41250, 8870, 0, 812645, 0, 0]],
    ['Occupancy', [298410, 102315, 64280, 31020, 58975, 3100]],
    ['Information technology', [118240, 39115, 27480, 12910, 64235, 1980]],
    ['Insurance', [61420, 18810, 9115, 3890, 14260, 0]],
    ['Professional fees', [14200, 3100, 2250, 1400, 88615, 6200]],
    ['Travel, training and conferences', [22815, 7410, 6880, 1225, 9470, 1115]],
    ['Depreciation', [82310, 31420, 12105, 6010, 3155, 0]],
    ['Interest', [0, 0, 0, 0, 9840, 0]],
    ['Other', [18475, 6120, 4310, 2205, 21890, 12745]],
  ],
  2024: [
    ['Salaries and wages', [3966120, 1215480, 774310, 281460, 1139875, 88120]],
    ['Payroll taxes and employee benefits', [1019190, 312340, 198975, 72330, 292910, 22645]],
    ['Contract services', [198230, 52110, 88415, 0, 57240, 3800]],
    ['Medical and dental supplies', [224860, 114035, 2940, 0, 0, 0]],
    ['Pharmaceuticals', [39820, 8215, 0, 745310, 0, 0]],
    ['Occupancy', [287145, 98410, 60115, 29870, 56320, 2950]],
    ['Information technology', [109870, 36240, 24915, 11845, 60115, 1740]],
    ['Insurance', [57315, 17690, 8420, 3640, 13335, 0]],
    ['Professional fees', [12800, 2900, 1950, 1250, 79410, 5400]],
    ['Travel, training and conferences', [19940, 6315, 5890, 980, 8215, 890]],
    ['Depreciation', [79120, 30980, 11240, 5870, 3010, 0]],
    ['Interest', [0, 0, 0, 0, 11215, 0]],
    ['Other', [16930, 5870, 3995, 2010, 20415, 11260]],
  ],
};
for (const y of [2025, 2024]) for (const r of FE[y]) r[1] = r[1].map((v) => Math.round(v * 0.72));
export const feRowTotal = (row) => row[1].reduce((s, v) => s + v, 0);
export const feColTotal = (y, ci) => FE[y].reduce((s, r) => s + r[1][ci], 0);
export const feTotal = (y) => FE[y].reduce((s, r) => s + feRowTotal(r), 0);
export const feRow = (y, label) => FE[y].find((r) => r[0] === label);

// Medical supply invoice (photo)
export const RB_INV = {
  vendor: 'Midwest Clinical Supply Co.', number: 'INV-448213', date: '2025-12-09', due: '2026-01-08', po: 'RCH-2025-1187', terms: 'Net 30',
  lines: [
    ['GLV-NM-M', 'Nitrile exam gloves, medium (100/bx)', 40, 8.95],
    ['GLV-NM-L', 'Nitrile exam gloves, large (100/bx)', 30, 8.95],
    ['SYR-3LL', 'Syringe 3 mL Luer-Lock (100/bx)', 12, 21.4],
    ['ALC-200', 'Alcohol prep pads (200/bx)', 25, 3.15],
    ['TPR-21', 'Exam table paper 21 in (12/cs)', 8, 42.75],
    ['FLU-25', 'Influenza A+B rapid test (25/kit)', 4, 189.0],
    ['TDP-500', 'Tongue depressors, sterile (500/bx)', 10, 4.6],
  ],
  freight: 38.5,
};
RB_INV.lines.forEach((l) => l.push(r2(l[2] * l[3])));
RB_INV.subtotal = sum(RB_INV.lines.map((l) => l[4]));
RB_INV.total = r2(RB_INV.subtotal + RB_INV.freight);

// ============================================================================ ENTRAIDE
// Statement of operations, year ended March 31, 2026 (operating fund, restricted funds) and 2025 total
export const EP_REV = [
  ['Centraide du Grand Montréal', 'Centraide of Greater Montréal', 185000, 0, 178000],
  ['Gouvernement du Québec – PSOC', 'Government of Québec – PSOC', 142618, 0, 138465],
  ['Ville de Montréal – projet Locataires', 'City of Montréal – Tenants project', 0, 68500, 60000],
  ['Fondation Marcelle-Gagnon', 'Marcelle-Gagnon Foundation', 0, 25000, 30000],
  ['Dons', 'Donations', 58214, 0, 49870],
  ['Dons de denrées', 'Donated food', 96400, 0, 88250],
  ['Activités de financement', 'Fundraising events', 14380, 0, 16925],
  ['Cotisations des membres', 'Membership fees', 1430, 0, 1290],
  ['Intérêts', 'Interest', 2106, 0, 1488],
];
export const EP_EXP = [
  ['Salaires et charges sociales', 'Salaries and benefits', 268450, 61200, 315900],
  ['Achats alimentaires', 'Food purchases', 74320, 0, 66115],
  ['Denrées données distribuées', 'Donated food distributed', 96400, 0, 88250],
  ['Loyer', 'Rent', 38400, 0, 37200],
  ['Transport et livraison', 'Transportation and delivery', 9870, 0, 8640],
  ['Frais de bureau et télécommunications', 'Office and telecommunications', 11245, 1900, 12010],
  ['Ateliers et matériel – locataires', 'Tenant workshops and materials', 0, 22750, 19840],
  ['Honoraires professionnels', 'Professional fees', 8950, 0, 8400],
  ['Assurances', 'Insurance', 4310, 0, 4075],
  ['Formation', 'Training', 2180, 3150, 4420],
  ['Amortissement des immobilisations', 'Amortization of capital assets', 6540, 0, 5980],
];
const col = (rows, i) => rows.reduce((s, r) => s + r[i], 0);
export const epIS = {
  revOp: col(EP_REV, 2), revRe: col(EP_REV, 3), rev25: col(EP_REV, 4),
  expOp: col(EP_EXP, 2), expRe: col(EP_EXP, 3), exp25: col(EP_EXP, 4),
};
epIS.rev26 = epIS.revOp + epIS.revRe; epIS.exp26 = epIS.expOp + epIS.expRe;
epIS.exOp = epIS.revOp - epIS.expOp; epIS.exRe = epIS.revRe - epIS.expRe;
epIS.ex26 = epIS.rev26 - epIS.exp26; epIS.ex25 = epIS.rev25 - epIS.exp25;

// Statement of financial position, March 31, 2026 and 2025
const BS25 = { cash: 0, recv: 3215, grantsRecv: 18000, prepaid: 3180, capital: 27900, payables: 25310, deferred: 35000, fbCapital: 27900, fbRestricted: 9650 };
const BS26 = { recv: 4870, grantsRecv: 12500, prepaid: 3420, capital: 24860, payables: 28640, deferred: 41500, fbCapital: 24860 };
BS25.cash = 96425; // chosen; fund balance 2025 follows
BS25.fb = BS25.cash + BS25.recv + BS25.grantsRecv + BS25.prepaid + BS25.capital - BS25.payables - BS25.deferred;
BS25.fbUnrestricted = BS25.fb - BS25.fbCapital - BS25.fbRestricted;
BS26.fb = BS25.fb + epIS.ex26;
BS26.fbRestricted = BS25.fbRestricted + epIS.exRe;
BS26.fbUnrestricted = BS26.fb - BS26.fbCapital - BS26.fbRestricted;
BS26.cash = BS26.fb + BS26.payables + BS26.deferred - BS26.recv - BS26.grantsRecv - BS26.prepaid - BS26.capital;
for (const B of [BS25, BS26]) { B.ca = B.cash + B.recv + B.grantsRecv + B.prepaid; B.ta = B.ca + B.capital; B.cl = B.payables + B.deferred; }
export const EP_BS = { 2026: BS26, 2025: BS25 };

// Desjardins export, January–March 2026 (Retrait = withdrawal, Dépôt = deposit)
const PAIE = [9812.44, 9905.18, 9788.02, 10212.65, 9876.3, 9941.07];
export const EP_BANK_TX = [
  ['2026-01-02', 'Virement - Loyer Gestion Immobilière Rachel inc.', 3200, 0],
  ['2026-01-05', 'Dépôt Centraide du Grand Montréal - versement', 0, 15416.67],
  ['2026-01-07', 'Paie Desjardins - Employeur D', PAIE[0], 0],
  ['2026-01-09', 'Paiement facture - Hydro-Québec', 412.37, 0],
  ['2026-01-12', 'Dépôt au comptoir - dons', 0, 1245.5],
  ['2026-01-14', 'Paiement facture - Distributions Alimentaires Plateau', 6218.9, 0],
  ['2026-01-15', 'Paiement - Revenu Québec DAS', 3412.08, 0],
  ['2026-01-15', 'Paiement - ARC retenues à la source', 2870.55, 0],
  ['2026-01-16', 'Dépôt Gouv. du Québec - PSOC', 0, 35654.5],
  ['2026-01-20', 'Prélèvement - Vidéotron Affaires', 96.58, 0],
  ['2026-01-21', 'Paie Desjardins - Employeur D', PAIE[1], 0],
  ['2026-01-26', 'Dons en ligne - CanaDon', 0, 860],
  ['2026-01-30', 'Frais de service - forfait OSBL', 12.95, 0],
  ['2026-02-02', 'Virement - Loyer Gestion Immobilière Rachel inc.', 3200, 0],
  ['2026-02-03', 'Dépôt Centraide du Grand Montréal - versement', 0, 15416.67],
  ['2026-02-04', 'Paie Desjardins - Employeur D', PAIE[2], 0],
  ['2026-02-06', 'Dépôt Ville de Montréal - projet Locataires', 0, 17125],
  ['2026-02-10', 'Paiement facture - Distributions Alimentaires Plateau', 5930.45, 0],
  ['2026-02-13', 'Dépôt au comptoir - dons', 0, 2310.25],
  ['2026-02-16', 'Paiement - Revenu Québec DAS', 3455.91, 0],
  ['2026-02-16', 'Paiement - ARC retenues à la source', 2904.12, 0],
  ['2026-02-18', 'Paie Desjardins - Employeur D', PAIE[3], 0],
  ['2026-02-20', 'Prélèvement - Vidéotron Affaires', 96.58, 0],
  ['2026-02-23', 'Chèque 1048 - Transport Mile-End', 1480, 0],
  ['2026-02-26', 'Dons en ligne - CanaDon', 0, 1135],
  ['2026-02-27', 'Frais de service - forfait OSBL', 12.95, 0],
  ['2026-03-02', 'Virement - Loyer Gestion Immobilière Rachel inc.', 3200, 0],
  ['2026-03-03', 'Dépôt Centraide du Grand Montréal - versement', 0, 15416.67],
  ['2026-03-04', 'Paie Desjardins - Employeur D', PAIE[4], 0],
  ['2026-03-06', 'Paiement facture - Hydro-Québec', 388.92, 0],
  ['2026-03-09', 'Paiement facture - Distributions Alimentaires Plateau', 6644.3, 0],
  ['2026-03-12', 'Dépôt au comptoir - dons', 0, 980.75],
  ['2026-03-13', 'Prélèvement - Assurances OSBL Plus', 1077.5, 0],
  ['2026-03-16', 'Paiement - Revenu Québec DAS', 3398.76, 0],
  ['2026-03-16', 'Paiement - ARC retenues à la source', 2861.3, 0],
  ['2026-03-18', 'Paie Desjardins - Employeur D', PAIE[5], 0],
  ['2026-03-20', 'Prélèvement - Vidéotron Affaires', 96.58, 0],
  ['2026-03-24', 'Dépôt - activité-bénéfice souper spaghetti', 0, 4215],
  ['2026-03-25', 'Achat - Costco Marché Central', 2318.64, 0],
  ['2026-03-27', 'Dons en ligne - CanaDon', 0, 742.5],
  ['2026-03-31', 'Frais de service - forfait OSBL', 12.95, 0],
];
const netFlow = sum(EP_BANK_TX.map((t) => t[3] - t[2]));
export const EP_BANK_OPEN = r2(BS26.cash - netFlow);
{ let b = EP_BANK_OPEN; for (const t of EP_BANK_TX) { b = r2(b + t[3] - t[2]); t.push(b); } }
export const EP_BANK_CLOSE = EP_BANK_TX.at(-1)[4];

// Centraide grant: monthly budget and actuals (months down the side)
export const EP_GM = ['avril 2025', 'mai 2025', 'juin 2025', 'juillet 2025', 'août 2025', 'septembre 2025', 'octobre 2025', 'novembre 2025', 'décembre 2025', 'janvier 2026', 'février 2026', 'mars 2026'];
export const EP_GCATS = ['Salaires et charges sociales', 'Achats alimentaires', 'Loyer', 'Transport et livraison', 'Frais administratifs'];
const G = rng(7331);
export const EP_GBUD = EP_GM.map((m, i) => [10000, [3200, 3200, 3000, 2800, 2800, 3300, 3500, 3700, 5200, 3900, 3700, 3700][i], 1200, [400, 400, 350, 300, 300, 400, 450, 450, 550, 400, 400, 400][i], i === 0 ? 500 : 300]);
export const EP_GACT = EP_GM.map((m, i) => EP_GBUD[i].map((b, c) => (c === 2 ? 1200 : r2(b * (1 + (G() * 2 - 1) * [0.015, 0.09, 0, 0.22, 0.25][c] + (c === 1 && i === 8 ? 0.12 : 0) - (c === 0 && i >= 6 && i <= 8 ? 0.04 : 0))))));
export const gCat = (rows, c) => sum(rows.map((r) => r[c]));
export const gMonth = (rows, i) => sum(rows[i]);
export const gAll = (rows) => sum(rows.map((r) => sum(r)));

// Volunteer hours and food baskets, April 2025 – March 2026
export const EP_VCATS = ['Comptoir alimentaire', 'Aide aux locataires', 'Cuisine collective', 'Administration et CA'];
export const EP_VOL = [
  [612, 148, 96, 58, 71], [598, 161, 104, 42, 69], [540, 182, 88, 61, 64], [455, 201, 52, 24, 55], [472, 176, 40, 22, 57], [618, 158, 110, 47, 72],
  [664, 142, 118, 39, 76], [701, 139, 124, 44, 80], [842, 121, 131, 37, 94], [633, 154, 102, 45, 73], [648, 149, 116, 40, 75], [671, 166, 109, 63, 78],
]; // four categories of hours, then active volunteers
export const volTotal = (i) => EP_VOL[i].slice(0, 4).reduce((s, v) => s + v, 0);
export const EP_PANIERS = [
  [412, 288, 61], [398, 291, 58], [405, 276, 55], [371, 254, 49], [380, 262, 52], [426, 301, 60],
  [441, 315, 66], [458, 322, 71], [517, 368, 94], [449, 330, 77], [437, 318, 72], [452, 327, 75],
]; // point de service Rachel, point de service Mont-Royal, livraisons à domicile
export const panTotal = (i) => EP_PANIERS[i].reduce((s, v) => s + v, 0);
export const panYear = EP_PANIERS.reduce((s, _, i) => s + panTotal(i), 0);
export const volYear = EP_VOL.reduce((s, _, i) => s + volTotal(i), 0);

// AGA minutes
export const EP_AGA = {
  date: '2026-06-17', present: 47, members: 143, president: 'Mathieu Gagné', treasurer: 'Nadia Bouchard', secretary: 'Sophie Nguyen',
  auditor: 'Lavoie Tremblay CPA inc.', cotisation: 10, leaseEnd: '2026-11-30', nextBoard: '2026-09-09',
  budget2627: { rev: 641200, exp: 638900 },
};

// Grocery receipt (photo)
export const EP_REC = {
  store: 'MARCHÉ DU PLATEAU', date: '2026-02-14', time: '10:42',
  items: [
    ['LAIT 2% 4L', 3, 6.79, false], ['PAIN TRANCHE BLE', 6, 3.49, false], ['RIZ BLANC 8KG', 2, 14.99, false], ['OEUFS GROS 30', 4, 9.29, false],
    ['POMMES MCINTOSH 3LB', 5, 4.99, false], ['THON PALE 170G', 12, 1.89, false], ['SAVON VAISSELLE 1L', 2, 4.29, true],
    ['SACS POUBELLE 40', 1, 8.99, true], ['PAPIER HYGIENIQUE 24', 1, 14.49, true],
  ],
};
EP_REC.items.forEach((it) => it.push(r2(it[1] * it[2])));
EP_REC.subtotal = sum(EP_REC.items.map((i) => i[4]));
EP_REC.taxable = sum(EP_REC.items.filter((i) => i[3]).map((i) => i[4]));
EP_REC.tps = r2(EP_REC.taxable * 0.05);
EP_REC.tvq = r2(EP_REC.taxable * 0.09975);
EP_REC.total = r2(EP_REC.subtotal + EP_REC.tps + EP_REC.tvq);

assert(EP_BANK_OPEN > 0, 'bank opening positive');

// ============================================================================ CASES
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const f = (v, dp) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
export const usd = (v) => `$${f(v, Number.isInteger(r2(v)) ? 0 : 2)}`;
const pc = (v, dp = 1) => `${f(v, dp)}%`;
// accepted phrasings of a date
export function dateAny(iso, dayFirst) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MON[m - 1], p = (n) => String(n).padStart(2, '0');
  const out = [`${M} ${d}, ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${d} ${M} ${y}`, `${d} ${M.slice(0, 3)} ${y}`, iso, `${d} ${MOIS[m - 1]} ${y}`];
  if (dayFirst) out.push(`${p(d)}/${p(m)}/${y}`); else out.push(`${p(m)}/${p(d)}/${y}`, `${m}/${d}/${y}`);
  if (d === 1) out.push(`1er ${MOIS[m - 1]} ${y}`);
  return [...new Set(out.map((s) => s.toLowerCase()))];
}
const longUS = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${MON[m - 1]} ${d}, ${y}`; };
const num = (value, tolerance = 0.005) => ({ type: 'number', value: r2(value), tolerance });
const pct = (value, tolerance = 0.005) => ({ type: 'number', value: Math.round(value * 10000) / 10000, tolerance });
const cnt = (value) => ({ type: 'number', value, tolerance: 0 });
const text = (...any) => ({ type: 'text', any });
const NF = { type: 'notfound' };

const L = (c) => rbLeaf(c);
const mi = (name) => RB_MONTHS.indexOf(name);
const medicaidAR = RB_AR.filter((r) => /Medicaid/.test(r[0]));
const maAR = RB_AR.filter((r) => /Medicare Advantage/.test(r[0]));
const expLeaves = rbLeaves.filter((l) => l.section === 'Expense');
const overLines = expLeaves.filter((l) => l.actual - l.budget > 0);
const overSum = sum(overLines.map((l) => l.actual - l.budget));
const bhCol = FE_COLS.indexOf('Behavioral Health');
const mgCol = FE_COLS.indexOf('Management and General');
const totExp = sum(rbTot.expense), totInc = sum(rbTot.income), totNet = sum(rbTot.net), totGross = sum(rbTot.gross);
const feMg25 = feColTotal(2025, mgCol) / feTotal(2025) * 100, feMg24 = feColTotal(2024, mgCol) / feTotal(2024) * 100;
const bigInv = [...RB_INV.lines].sort((a, b) => b[4] - a[4]);
const incMax = rbTot.income.map((v, i) => [RB_MONTHS[i], v]).sort((a, b) => b[1] - a[1]);
const arMax = RB_AR.map((r) => [r[0], arTotal(r)]).sort((a, b) => b[1] - a[1]);
const overMax = [...expLeaves].sort((a, b) => (b.actual - b.budget) - (a.actual - a.budget));
assert(incMax[0][1] > incMax[1][1] && arMax[0][1] > arMax[1][1] && bigInv[0][4] > bigInv[1][4], 'unique maxima');
const under30 = rbTot.net.filter((v) => v < 30000).length;
const over120n = RB_AR.filter((r) => (r[1][4] || 0) > 0).length;
const bhExSal = feColTotal(2025, bhCol) - FE[2025][0][1][bhCol] - FE[2025][1][1][bhCol];
const occ = (i) => rbTot.group('6200', i);
const m4010 = L('4010').m, m4020 = L('4020').m;

const RB = [
  // lookup
  ['lookup', 'what did medicaid patient fees come in at for oct?', num(m4010[mi('Oct 2025')]),
    `Medicaid patient fees (4010) were ${usd(m4010[3])} in October 2025.`, `Medicaid patient fees (4010) were ${usd(m4010[2])} in October 2025.`],
  ['lookup', 'days cash on hand at 12/31?', cnt(RB_MEMO.dcoh),
    `Days cash on hand were ${RB_MEMO.dcoh} at December 31, 2025, per the CFO's January memo.`, `Days cash on hand were ${RB_MEMO.dcohJune} at year end.`],
  ['lookup', 'how much is still drawn on the line of credit at dec 31', num(RB_MEMO.locOutstanding),
    `${usd(RB_MEMO.locOutstanding)} was outstanding on the line of credit at December 31, 2025.`, `${usd(RB_MEMO.locDraw)} was outstanding on the line of credit at year end.`],
  ['lookup', 'whats the jul-dec budget for provider salaries', num(L('6010').budget),
    `The July–December 2025 budget for 6010 Salaries - Providers is ${usd(L('6010').budget)}.`, `The budget for provider salaries is ${usd(L('6010').actual)}.`],
  ['lookup', 'how much does wellmark owe us thats over 120 days', num(arRow('Wellmark Blue Cross Blue Shield')[1][4]),
    `Wellmark Blue Cross Blue Shield has ${usd(arRow('Wellmark Blue Cross Blue Shield')[1][4])} in the Over 120 column at 12/31/2025.`, `Wellmark has ${usd(arRow('Wellmark Blue Cross Blue Shield')[1][3])} over 120 days.`],
  ['lookup', 'per the audit, total pharmaceuticals expense fy25 (all columns)?', num(feRowTotal(feRow(2025, 'Pharmaceuticals'))),
    `Pharmaceuticals totalled ${usd(feRowTotal(feRow(2025, 'Pharmaceuticals')))} for the year ended June 30, 2025.`, `Pharmaceuticals were ${usd(feRow(2025, 'Pharmaceuticals')[1][3])} in FY2025.`],
  ['lookup', 'total on the midwest clinical supply invoice?', num(RB_INV.total),
    `The Midwest Clinical Supply invoice totals ${usd(RB_INV.total)}, including freight.`, `The Midwest Clinical Supply invoice comes to ${usd(RB_INV.subtotal)}.`],
  // sum
  ['sum', 'total patient revenue for q1 of fy26 (jul-sep)', num(sum([0, 1, 2].map((i) => rbTot.group('4000', i)))),
    `Patient revenue for July–September 2025 totals ${usd(sum([0, 1, 2].map((i) => rbTot.group('4000', i))))}.`, `Patient revenue for the quarter is ${usd(sum(rbTot.income.slice(0, 3)))}.`],
  ['sum', 'hrsa 330 + the iowa hhs grant together, aug thru nov?', num(sum([1, 2, 3, 4].map((i) => L('4110').m[i] + L('4120').m[i]))),
    `The two grants together came to ${usd(sum([1, 2, 3, 4].map((i) => L('4110').m[i] + L('4120').m[i])))} for August–November 2025.`, `The two grants came to ${usd(sum([1, 2, 3, 4].map((i) => L('4110').m[i])))} for those months.`],
  ['sum', 'total AR for all the medicaid payers combined (ffs + the 3 MCOs)', num(sum(medicaidAR.map(arTotal))),
    `Medicaid receivables total ${usd(sum(medicaidAR.map(arTotal)))} across Iowa Medicaid FFS and the three MCOs.`, `Medicaid receivables total ${usd(sum(medicaidAR.slice(1).map(arTotal)))}.`],
  ['sum', 'occupancy costs oct-dec all in?', num(sum([3, 4, 5].map(occ))),
    `Occupancy (rent, utilities and repairs) came to ${usd(sum([3, 4, 5].map(occ)))} for October–December 2025.`, `Occupancy came to ${usd(85500)} for October–December.`],
  ['sum', 'how many boxes of gloves on that supply invoice, med + large', cnt(RB_INV.lines[0][2] + RB_INV.lines[1][2]),
    `${RB_INV.lines[0][2] + RB_INV.lines[1][2]} boxes of nitrile gloves are on the invoice.`, `${RB_INV.lines[0][2]} boxes of gloves are on the invoice.`],
  // difference
  ['difference', 'how much did days cash on hand drop since june 30', cnt(RB_MEMO.dcohJune - RB_MEMO.dcoh),
    `Days cash on hand fell by ${RB_MEMO.dcohJune - RB_MEMO.dcoh} days, from ${RB_MEMO.dcohJune} to ${RB_MEMO.dcoh}.`, `Days cash on hand fell by 9 days.`],
  ['difference', 'how much did total expenses go up fy24 to fy25 per the audited functional expense stmt', num(feTotal(2025) - feTotal(2024)),
    `Total expenses rose by ${usd(feTotal(2025) - feTotal(2024))} from FY2024 to FY2025.`, `Total expenses rose by ${usd(feTotal(2025) - feTotal(2024) - (feColTotal(2025, mgCol) - feColTotal(2024, mgCol)))}.`],
  ['difference', 'medicare fees dec vs jul, whats the diff', num(Math.abs(m4020[5] - m4020[0])),
    `Medicare fees differ by ${usd(Math.abs(m4020[5] - m4020[0]))} between July and December 2025.`, `December Medicare fees were ${usd(m4020[5])}.`],
  ['difference', 'how many more visits jul-dec this yr vs same period last yr', cnt(visitsTotal(2025) - visitsTotal(2024)),
    `There were ${f(visitsTotal(2025) - visitsTotal(2024), 0)} more visits in July–December 2025 than in the same months of 2024.`, `There were ${f(RB_MEMO.visits[2025].Medical - RB_MEMO.visits[2024].Medical, 0)} more visits.`],
  // percent
  ['percent', 'm&g as a % of total expenses fy25?', pct(feMg25),
    `Management and general was ${pc(feMg25, 2)} of total expenses in FY2025.`, `Management and general was ${pc(feMg24, 2)} of total expenses.`],
  ['percent', 'what % of our AR is over 90 days (91-120 plus over 120)', pct((arCol(3) + arCol(4)) / arGrand * 100),
    `${pc((arCol(3) + arCol(4)) / arGrand * 100, 2)} of receivables are over 90 days old.`, `${pc(arCol(4) / arGrand * 100, 2)} of receivables are over 90 days old.`],
  ['percent', '340b pharmacy rev as a % of total income jul-dec', pct(L('4050').actual / totInc * 100),
    `340B pharmacy revenue was ${pc(L('4050').actual / totInc * 100, 2)} of total income for July–December 2025.`, `340B pharmacy revenue was ${pc(L('4050').actual / sum([0, 1, 2, 3, 4, 5].map((i) => rbTot.group('4000', i))) * 100, 2)} of income.`],
  ['percent', 'contributions came in at what % of budget ytd?', pct(L('4200').actual / L('4200').budget * 100),
    `Contributions were at ${pc(L('4200').actual / L('4200').budget * 100, 1)} of budget for July–December 2025.`, `Contributions were at ${pc(100 - L('4200').actual / L('4200').budget * 100, 1)} of budget.`],
  // ratio
  ['ratio', 'whats our cost per visit jul-dec? total expenses (not counting cogs) / total visits', num(totExp / visitsTotal(2025)),
    `Cost per visit was about ${usd(r2(totExp / visitsTotal(2025)))} (total expenses over ${f(visitsTotal(2025), 0)} visits).`, `Cost per visit was about ${usd(r2((totExp + sum(rbTot.cogs)) / visitsTotal(2025)))}.`],
  ['ratio', 'for every $1 of 340b drug purchases how much 340b revenue did we bring in jul-dec', pct(L('4050').actual / L('5010').actual, 0.01),
    `About ${usd(r2(L('4050').actual / L('5010').actual))} of 340B revenue for every dollar of 340B drug purchases.`, `About ${usd(r2(L('4050').actual / (L('5010').actual + L('5020').actual)))} of revenue per dollar.`],
  // average
  ['average', 'avg monthly provider salaries jul-dec?', num(L('6010').actual / 6),
    `Provider salaries averaged ${usd(r2(L('6010').actual / 6))} a month for July–December 2025.`, `Provider salaries averaged ${usd(r2(L('6010').budget / 6))} a month.`],
  ['average', 'avg sliding fee discount per patient in the memo', num(RB_MEMO.slidingFee / RB_MEMO.slidingPatients),
    `The average sliding-fee discount was about ${usd(r2(RB_MEMO.slidingFee / RB_MEMO.slidingPatients))} per patient.`, `The average discount was about ${usd(r2(RB_MEMO.slidingFee / visitsTotal(2025)))} per patient.`],
  ['average', 'average monthly net income so far this fy', num(totNet / 6),
    `Net income averaged ${usd(r2(totNet / 6))} a month for July–December 2025.`, `Net income averaged ${usd(r2(totGross / 6))} a month.`],
  // count
  ['count', 'how many months was net income under $30k', cnt(under30),
    `${under30} months had net income below $30,000: July, November and December 2025.`, `Two months had net income below that level.`],
  ['count', 'how many payers have anything in the over 120 bucket', cnt(over120n),
    `${over120n} payers have a balance over 120 days.`, `${RB_AR.length} payers have a balance over 120 days.`],
  ['count', 'how many line items on the supply invoice (not counting freight)', cnt(RB_INV.lines.length),
    `The invoice has ${RB_INV.lines.length} line items before freight.`, `The invoice has ${RB_INV.lines.length + 1} line items.`],
  // date
  ['date', 'when does the LOC mature', text(...dateAny(RB_MEMO.locMaturity)),
    `The line of credit matures on ${longUS(RB_MEMO.locMaturity)}.`, `The line of credit matures on December 31, 2026.`],
  ['date', 'whens the supply invoice due', text(...dateAny(RB_INV.due)),
    `The Midwest Clinical Supply invoice is due ${longUS(RB_INV.due)} (Net 30).`, `The invoice is due ${longUS(RB_INV.date)}.`],
  ['date', 'uds report due date?', text(...dateAny(RB_MEMO.udsDue)),
    `The UDS report is due ${longUS(RB_MEMO.udsDue)}.`, `The UDS report is due March 31, 2026.`],
  ['date', 'what day did we draw on the line of credit', text(...dateAny(RB_MEMO.locDrawDate)),
    `We drew on the line on ${longUS(RB_MEMO.locDrawDate)}.`, `We drew on the line on ${longUS(RB_MEMO.locRepayDate)}.`],
  // extreme
  ['extreme', 'which month had the highest total income so far this fy', text('october', 'oct 2025'),
    `October 2025 had the highest total income, ${usd(incMax[0][1])}.`, `August 2025 had the highest total income.`],
  ['extreme', 'which payer has the biggest total AR balance', text('wellpoint'),
    `Wellpoint Iowa (Medicaid MCO) has the largest balance, ${usd(arMax[0][1])}.`, `Iowa Total Care has the largest balance.`],
  ['extreme', 'which expense line was most over budget in $ jul-dec', text('medical supplies', '6100'),
    `6100 Medical Supplies was the most over budget, by ${usd(overMax[0].actual - overMax[0].budget)}.`, `Employee Benefits was the most over budget.`],
  ['extreme', 'biggest single line on the supply invoice in $?', num(bigInv[0][4]),
    `The largest line is the influenza A+B rapid tests at ${usd(bigInv[0][4])}.`, `The largest line is the medium gloves at ${usd(RB_INV.lines[0][4])}.`],
  // filter
  ['filter', 'how much AR is sitting w/ the medicare advantage plans', num(sum(maAR.map(arTotal))),
    `The Medicare Advantage plans (Humana and UnitedHealthcare) owe ${usd(sum(maAR.map(arTotal)))}.`, `Medicare plans owe ${usd(sum(maAR.map(arTotal)) + arTotal(arRow('Medicare Part B')))}.`],
  ['filter', 'add up the $ over budget for just the expense lines that went over (expense section, not cogs), jul-dec', num(overSum),
    `The expense lines that went over budget are over by ${usd(overSum)} in total.`, `Expenses are over budget by ${usd(totExp - rbBud.expense)}.`],
  ['filter', 'fy25 behavioral health spending excluding salaries, taxes & benefits?', num(bhExSal),
    `Behavioral health expenses other than salaries, payroll taxes and benefits were ${usd(bhExSal)} in FY2025.`, `Behavioral health expenses were ${usd(feColTotal(2025, bhCol))} in FY2025.`],
  // variance
  ['variance', 'medical supplies actual vs budget jul-dec, how far off', num(L('6100').actual - L('6100').budget),
    `Medical supplies were ${usd(L('6100').actual - L('6100').budget)} over budget for July–December 2025.`, `Medical supplies were ${usd(L('6100').budget)} for the period.`],
  ['variance', 'total income vs budget ytd - over or under by how much?', num(totInc - rbBud.income),
    `Total income was ${usd(totInc - rbBud.income)} over budget for July–December 2025.`, `Total income was ${usd(sum([0, 1, 2, 3, 4, 5].map((i) => rbTot.group('4000', i))) - rbBud.group('4000'))} over budget.`],
  ['variance', 'net income vs budget jul-dec?', num(totNet - rbBud.net),
    `Net income was ${usd(totNet - rbBud.net)} ahead of budget for July–December 2025.`, `Net income was ${usd(totGross - (rbBud.income - rbBud.cogs))} ahead of budget.`],
  // text
  ['text', 'whos doing our audit', text('brennan kohl'),
    `Brennan Kohl LLP is the auditor named in the finance committee memo.`, `Eide Bailly LLP is the auditor.`],
  ['text', 'which bank is the line of credit with', text('hills bank'),
    `The line of credit is with Hills Bank and Trust Company.`, `The line of credit is with Wells Fargo.`],
  ['text', 'PO # on the supply invoice?', text('rch-2025-1187'),
    `The purchase order number is RCH-2025-1187.`, `The purchase order number is INV-448213.`],
  // notfound
  ['notfound', 'what did we bill medicaid in jan 2026', NF,
    `I could not find January 2026 in the documents you uploaded; the profit and loss runs July to December 2025.`, `Medicaid fees were $305,000 in January 2026.`],
  ['notfound', 'functional expenses for fy2023, total?', NF,
    `FY2023 is not in the documents you uploaded; the audited statement covers the years ended June 30, 2025 and 2024 only.`, `Total functional expenses were $8,212,400 in FY2023.`],
  ['notfound', 'whats the interest rate on the hills bank LOC', NF,
    `The interest rate on the line of credit is not mentioned in the memo or the other documents.`, `The line carries an interest rate of 7.25%.`],
  ['notfound', 'AR aging at june 30 2025 - how much was over 120 then?', NF,
    `I don't see an aging as of June 30, 2025 in your documents; the aging is at December 31, 2025.`, `At June 30, 2025 there was $61,440 over 120 days.`],
  ['notfound', 'how much was the henry schein dental supply order in nov', NF,
    `I could not find a Henry Schein invoice in the documents you uploaded.`, `The Henry Schein order came to $3,418.90.`],
];

// ---- entraide
const BS = EP_BS;
const bank = EP_BANK_TX;
const dons = bank.filter((t) => /\bdons\b/i.test(t[1]));
const loyerT = bank.filter((t) => /Loyer/.test(t[1]));
const hydro = bank.filter((t) => /Hydro/.test(t[1]));
const deposits = bank.filter((t) => t[3] > 0);
const big5000 = deposits.filter((t) => t[3] > 5000);
const maxDep = [...deposits].sort((a, b) => b[3] - a[3]);
const maxW = [...bank].sort((a, b) => b[2] - a[2]);
assert(maxDep[0][3] > maxDep[1][3] && maxW[0][2] > maxW[1][2], 'unique bank maxima');
const rev = (fr) => EP_REV.find((r) => r[0] === fr), exp = (fr) => EP_EXP.find((r) => r[0] === fr);
const tot26 = (r) => r[2] + r[3];
const volCol = (c) => EP_VOL.reduce((s, r) => s + r[c], 0);
const panCol = (c) => EP_PANIERS.reduce((s, r) => s + r[c], 0);
const volByMonth = EP_VOL.map((_, i) => volTotal(i));
const panByMonth = EP_PANIERS.map((_, i) => panTotal(i));
const minVol = volByMonth.indexOf(Math.min(...volByMonth)), maxPan = panByMonth.indexOf(Math.max(...panByMonth));
assert(volByMonth.filter((v) => v === volByMonth[minVol]).length === 1 && panByMonth.filter((v) => v === panByMonth[maxPan]).length === 1, 'unique month extremes');
const gOver = EP_GCATS.map((c, i) => [c, gCat(EP_GACT, i) - gCat(EP_GBUD, i)]).sort((a, b) => b[1] - a[1]);
assert(gOver[0][1] > gOver[1][1], 'unique grant overspend');
const trQ3 = (rows) => sum([6, 7, 8].map((i) => rows[i][3]));
const taxItems = EP_REC.items.filter((i) => i[3]);
const closeOpen = r2(EP_BANK_OPEN - EP_BANK_CLOSE);
const moisAny = (i) => { const m = EP_GM[i].split(' ')[0]; const en = MON[(i + 3) % 12].toLowerCase(); return [m, m.normalize('NFD').replace(/[\u0300-\u036f]/g, ''), en]; };

const EP = [
  // lookup
  ['lookup', 'combien centraide nous a versé en 2025-26?', num(tot26(rev('Centraide du Grand Montréal'))),
    `Centraide contributed ${usd(tot26(rev('Centraide du Grand Montréal')))} in the year ended March 31, 2026.`, `Centraide contributed ${usd(rev('Centraide du Grand Montréal')[4])} this year.`],
  ['lookup', 'encaisse au 31 mars 2026?', num(BS[2026].cash, 0.001),
    `Cash (encaisse) was ${usd(BS[2026].cash)} at March 31, 2026.`, `Cash was ${usd(BS[2025].cash)} at year end.`],
  ['lookup', 'how much TVQ on the marché du plateau receipt', num(EP_REC.tvq),
    `The receipt shows TVQ (QST) of ${usd(EP_REC.tvq)}.`, `The receipt shows TVQ of ${usd(EP_REC.tps)}.`],
  ['lookup', 'heures bénévoles total en décembre?', cnt(volTotal(8)),
    `Volunteers gave ${f(volTotal(8), 0)} hours in December 2025.`, `Volunteers gave ${f(EP_VOL[8][0], 0)} hours in December.`],
  ['lookup', 'how many members were at the aga', cnt(EP_AGA.present),
    `${EP_AGA.present} members were present at the AGA.`, `${EP_AGA.members} members attended the AGA.`],
  ['lookup', 'deferred contributions (apports reportés) at mar 31 2026?', num(BS[2026].deferred),
    `Deferred contributions were ${usd(BS[2026].deferred)} at March 31, 2026.`, `Deferred contributions were ${usd(BS[2025].deferred)} at year end.`],
  // sum
  ['sum', 'total des dons déposés jan-mars selon le relevé desjardins (comptoir + en ligne)', num(sum(dons.map((t) => t[3]))),
    `Donations deposited January–March 2026 total ${usd(sum(dons.map((t) => t[3])))}.`, `Donations deposited total ${usd(sum(dons.map((t) => t[3])) + 4215)}.`],
  ['sum', 'how many food baskets total jan to mar 2026', cnt(panTotal(9) + panTotal(10) + panTotal(11)),
    `${f(panTotal(9) + panTotal(10) + panTotal(11), 0)} baskets were distributed January–March 2026.`, `${f(EP_PANIERS[9][0] + EP_PANIERS[10][0] + EP_PANIERS[11][0], 0)} baskets were distributed.`],
  ['sum', 'total heures aide aux locataires for the yr', cnt(volCol(1)),
    `Tenant help (aide aux locataires) volunteers logged ${f(volCol(1), 0)} hours in 2025-2026.`, `Tenant help volunteers logged ${f(volCol(1) - EP_VOL[0][1], 0)} hours.`],
  ['sum', 'combien de loyer on a payé jan-mars (bank)?', num(sum(loyerT.map((t) => t[2]))),
    `Rent paid January–March 2026 was ${usd(sum(loyerT.map((t) => t[2])))}.`, `Rent paid was ${usd(loyerT[0][2])}.`],
  ['sum', 'loyer + assurances together for 2026 per the financial statements', num(tot26(exp('Loyer')) + tot26(exp('Assurances'))),
    `Rent and insurance together were ${usd(tot26(exp('Loyer')) + tot26(exp('Assurances')))} in 2026.`, `Rent and insurance together were ${usd(exp('Loyer')[4] + exp('Assurances')[4])}.`],
  // difference
  ['difference', 'how much did total revenue change from 2025 to 2026', num(Math.abs(epIS.rev26 - epIS.rev25)),
    `Total revenue rose by ${usd(Math.abs(epIS.rev26 - epIS.rev25))} from 2025 to 2026.`, `Total revenue fell by ${usd(Math.abs(epIS.revOp - epIS.rev25))}.`],
  ['difference', 'combien de paniers de plus en décembre qu\'en novembre', cnt(panTotal(8) - panTotal(7)),
    `${panTotal(8) - panTotal(7)} more baskets went out in December than in November 2025.`, `${EP_PANIERS[8][0] - EP_PANIERS[7][0]} more baskets went out in December.`],
  ['difference', 'by how much did the desjardins balance go down over jan-mar', num(closeOpen),
    `The balance fell by ${usd(closeOpen)} over January–March 2026.`, `The balance fell by $3,200.00 over the quarter.`],
  ['difference', 'déficit 2026 vs 2025, how much worse?', num(Math.abs(epIS.ex26 - epIS.ex25)),
    `The deficit was ${usd(Math.abs(epIS.ex26 - epIS.ex25))} larger in 2026 than in 2025.`, `The deficit was ${usd(-epIS.ex26)} worse.`],
  // percent
  ['percent', 'food purchases as a % of total expenses 2026 (achats alimentaires only)', pct(tot26(exp('Achats alimentaires')) / epIS.exp26 * 100),
    `Food purchases were ${pc(tot26(exp('Achats alimentaires')) / epIS.exp26 * 100, 2)} of total expenses in 2026.`, `Food purchases were ${pc((tot26(exp('Achats alimentaires')) + tot26(exp('Denrées données distribuées'))) / epIS.exp26 * 100, 2)} of expenses.`],
  ['percent', '% change in dons (cash donations, not the denrées) 2025 to 2026?', pct((tot26(rev('Dons')) - rev('Dons')[4]) / rev('Dons')[4] * 100),
    `Donations rose ${pc((tot26(rev('Dons')) - rev('Dons')[4]) / rev('Dons')[4] * 100, 2)} from 2025 to 2026.`, `Donations rose ${pc((tot26(rev('Dons')) - rev('Dons')[4]) / tot26(rev('Dons')) * 100, 2)}.`],
  ['percent', 'centraide grant - what % of the budget did we actually spend (réel vs budget, whole yr)', pct(gAll(EP_GACT) / gAll(EP_GBUD) * 100, 0.002),
    `Actual spending was ${pc(gAll(EP_GACT) / gAll(EP_GBUD) * 100, 2)} of the Centraide budget.`, `Actual spending was ${pc(99.31, 2)} of the budget.`],
  ['percent', 'livraisons à domicile as a % of all baskets for the yr', pct(panCol(2) / panYear * 100),
    `Home deliveries were ${pc(panCol(2) / panYear * 100, 2)} of all baskets in 2025-2026.`, `Home deliveries were ${pc(panCol(1) / panYear * 100, 2)} of baskets.`],
  // ratio
  ['ratio', 'current ratio (fonds de roulement) at mar 31 2026?', pct(BS[2026].ca / BS[2026].cl, 0.01),
    `The current ratio was ${f(BS[2026].ca / BS[2026].cl, 2)} at March 31, 2026.`, `The current ratio was ${f(BS[2025].ca / BS[2025].cl, 2)}.`],
  ['ratio', 'baskets per volunteer hour at the comptoir for the year?', pct(panYear / volCol(0), 0.01),
    `About ${f(panYear / volCol(0), 2)} baskets per comptoir volunteer hour in 2025-2026.`, `About ${f(panYear / volYear, 2)} baskets per volunteer hour.`],
  ['ratio', 'how many months of expenses does the unrestricted fund (non affectés) cover? use 2026 total charges', pct(BS[2026].fbUnrestricted / (epIS.exp26 / 12), 0.01),
    `The unrestricted fund covers about ${f(BS[2026].fbUnrestricted / (epIS.exp26 / 12), 2)} months of 2026 expenses.`, `The unrestricted fund covers about ${f(BS[2026].fb / (epIS.exp26 / 12), 2)} months.`],
  // average
  ['average', 'moyenne mensuelle d\'heures de bénévolat?', num(volYear / 12),
    `Volunteers averaged ${f(volYear / 12, 1)} hours a month in 2025-2026.`, `Volunteers averaged ${f(volCol(0) / 12, 1)} hours a month.`],
  ['average', 'avg baskets per month at mont-royal', num(panCol(1) / 12),
    `Mont-Royal averaged ${f(panCol(1) / 12, 1)} baskets a month.`, `Mont-Royal averaged ${f(panCol(0) / 12, 1)} baskets a month.`],
  ['average', 'avg hydro-québec bill in the jan-mar bank export', num(sum(hydro.map((t) => t[2])) / hydro.length),
    `The Hydro-Québec payments averaged ${usd(r2(sum(hydro.map((t) => t[2])) / hydro.length))}.`, `Hydro-Québec averaged ${usd(r2(sum(hydro.map((t) => t[2])) / 3))} a month.`],
  // count
  ['count', 'how many deposits (dépôts) are in the jan-mar desjardins export', cnt(deposits.length),
    `There are ${deposits.length} deposits in the January–March 2026 export.`, `There are ${deposits.length - 3} deposits in the export.`],
  ['count', 'combien de mois with more than 1,000 volunteer hours', cnt(volByMonth.filter((v) => v > 1000).length),
    `${volByMonth.filter((v) => v > 1000).length} months had more than 1,000 volunteer hours: November, December and March.`, `Only 1 month had more than that.`],
  ['count', 'how many lines on the grocery receipt are taxable (FP)?', cnt(taxItems.length),
    `${taxItems.length} lines on the receipt are taxable.`, `${taxItems.reduce((s, i) => s + i[1], 0)} items on the receipt are taxable.`],
  // date
  ['date', 'date de l\'aga?', text(...dateAny(EP_AGA.date, true)),
    `The AGA was held on ${longUS(EP_AGA.date)}.`, `The AGA was held on September 9, 2026.`],
  ['date', 'quand le bail de la rue rachel vient à échéance', text(...dateAny(EP_AGA.leaseEnd, true)),
    `The Rachel Street lease expires on ${longUS(EP_AGA.leaseEnd)}.`, `The lease expires on March 31, 2027.`],
  ['date', 'what date did the biggest deposit hit the account (jan-mar)', text(...dateAny(maxDep[0][0], true)),
    `The largest deposit arrived on ${longUS(maxDep[0][0])}.`, `The largest deposit arrived on February 6, 2026.`],
  ['date', 'date on the marché du plateau receipt', text(...dateAny(EP_REC.date, true)),
    `The receipt is dated ${longUS(EP_REC.date)}.`, `The receipt is dated February 4, 2026.`],
  // extreme
  ['extreme', 'which month had the most baskets', text(...moisAny(maxPan)),
    `December 2025 (décembre) had the most baskets, ${f(panByMonth[maxPan], 0)}.`, `March 2026 had the most baskets.`],
  ['extreme', 'biggest single withdrawal in the bank export?', num(maxW[0][2]),
    `The largest withdrawal was ${usd(maxW[0][2])}.`, `The largest withdrawal was ${usd(6644.3)}.`],
  ['extreme', 'centraide grant: which expense category went most over budget for the year', text('achats alimentaires', 'food purchases'),
    `Achats alimentaires (food purchases) went furthest over budget.`, `Frais administratifs went furthest over budget.`],
  ['extreme', 'which month had the fewest volunteer hours overall', text(...moisAny(minVol)),
    `August 2025 (août) had the fewest volunteer hours, ${f(volByMonth[minVol], 0)}.`, `July 2025 had the fewest volunteer hours.`],
  // filter
  ['filter', 'sum of all deposits over 5 000 $ jan-mar', num(sum(big5000.map((t) => t[3]))),
    `Deposits over $5,000 total ${usd(sum(big5000.map((t) => t[3])))} for January–March 2026.`, `Deposits over $5,000 total ${usd(sum(big5000.filter((t) => !/PSOC/.test(t[1])).map((t) => t[3])))}.`],
  ['filter', 'operating fund revenue 2026 excluding donated food (dons de denrées)', num(epIS.revOp - rev('Dons de denrées')[2]),
    `Operating fund revenue excluding donated food was ${usd(epIS.revOp - rev('Dons de denrées')[2])} in 2026.`, `Operating fund revenue was ${usd(epIS.revOp)}.`],
  ['filter', 'receipt: total of the taxable items before tax', num(EP_REC.taxable),
    `The taxable items come to ${usd(EP_REC.taxable)} before tax.`, `The taxable items come to ${usd(sum(taxItems.map((i) => i[2])))} before tax.`],
  // variance
  ['variance', 'centraide: achats alimentaires réel vs budget for the yr, écart?', num(gCat(EP_GACT, 1) - gCat(EP_GBUD, 1)),
    `Food purchases were ${usd(gCat(EP_GACT, 1) - gCat(EP_GBUD, 1))} over the Centraide budget.`, `Food purchases were ${usd(gCat(EP_GACT, 1))} for the year.`],
  ['variance', 'transport: réel vs budget oct-dec, how far off', num(Math.abs(trQ3(EP_GACT) - trQ3(EP_GBUD))),
    `Transport was ${usd(Math.abs(trQ3(EP_GACT) - trQ3(EP_GBUD)))} ${trQ3(EP_GACT) < trQ3(EP_GBUD) ? 'under' : 'over'} budget for October–December 2025.`, `Transport was ${usd(Math.abs(gCat(EP_GACT, 3) - gCat(EP_GBUD, 3)))} off budget.`],
  ['variance', 'overall centraide grant actual vs budget whole yr, over/under by how much', num(gAll(EP_GACT) - gAll(EP_GBUD)),
    `Actual Centraide spending was ${usd(gAll(EP_GACT) - gAll(EP_GBUD))} over budget for 2025-2026.`, `Actual spending was ${usd(gCat(EP_GACT, 1) - gCat(EP_GBUD, 1))} over budget.`],
  // text
  ['text', 'who is the auditor named at the aga for next yr', text('lavoie tremblay'),
    `Lavoie Tremblay CPA inc. was appointed auditor for 2026-2027.`, `Raymond Chabot Grant Thornton was appointed auditor.`],
  ['text', "c'est qui la trésorière?", text('nadia bouchard', 'bouchard'),
    `Nadia Bouchard is the treasurer (trésorière).`, `Sophie Nguyen is the treasurer.`],
  ['text', 'which store is the grocery receipt from', text('marché du plateau', 'marche du plateau'),
    `The receipt is from Marché du Plateau.`, `The receipt is from Maxi.`],
  // notfound
  ['notfound', 'total revenue for 2023-24 (year ended march 31 2024)?', NF,
    `I could not find 2023-2024 figures in the documents you uploaded; the statements cover 2026 and 2025.`, `Total revenue was $541,300 for 2023-2024.`],
  ['notfound', 'frais de service desjardins en décembre 2025?', NF,
    `I don't see December 2025 in your documents; the Desjardins export runs January to March 2026.`, `Service charges were $12.95 in December 2025.`],
  ['notfound', "what's the coordinator's salary?", NF,
    `No individual salary is mentioned in the documents; only total salaries and benefits are given.`, `The coordinator earns $52,000 a year.`],
  ['notfound', 'budget 2027-2028 - prévision des produits?', NF,
    `I could not find a 2027-2028 budget in the documents you uploaded; the AGA adopted the 2026-2027 budget only.`, `Revenue for 2027-2028 is forecast at $655,000.`],
  ['notfound', 'volunteer hours in april 2026?', NF,
    `I don't see April 2026 in your documents; the volunteer workbook runs April 2025 to March 2026.`, `Volunteers gave 915 hours in April 2026.`],
];

export const CASES = [];
for (const [org, list] of [['riverbend', RB], ['entraide', EP]]) list.forEach(([kind, question, answer, ideal, wrong], i) => {
  CASES.push({ id: `${org}-${String(i + 1).padStart(3, '0')}`, org, kind, question, answer, ideal, wrong });
});
assert(CASES.length === 100, 'case count');
