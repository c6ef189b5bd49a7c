// Set B: the one data module. Every document (gen.mjs) and every expected answer (DEFS below) is
// computed from what is here. view() gives each document's figures as they are printed; verify.mjs
// builds the same view by reading the written files back and checks both against each other.
//
// amara:  The Incorporated Trustees of Amara Mother and Child Health Initiative (Enugu, Nigeria),
//         naira, calendar year (FY2025 = 1 January - 31 December 2025), grants in US$ and £.
// sahana: Sahana Vidya Education Foundation (Guarantee) Limited (Hatton, Sri Lanka), rupees (LKR),
//         April year (2025/26 = 1 April 2025 - 31 March 2026).

export const ORGS = {
  amara: { name: 'Amara Mother and Child Health Initiative', fiscalYearStart: 'January' },
  sahana: { name: 'Sahana Vidya Education Foundation', fiscalYearStart: 'April' },
};

const r0 = (v) => Math.round(v);
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => a.reduce((s, x) => s + x, 0);
const k = (v) => Math.round(v / 1000); // printed in thousands
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON3 = MONTHS.map((m) => m.slice(0, 3));

// ============================================================================ AMARA (Nigeria)
const AM = {};
AM.name = 'The Incorporated Trustees of Amara Mother and Child Health Initiative';
AM.short = 'Amara Mother and Child Health Initiative';
AM.meta = {
  cac: 'CAC/IT/NO. 84217',
  address: '14 Chime Avenue, New Haven, Enugu, Enugu State',
  auditor: 'Okonkwo, Adeyemi & Co.',
  auditorCity: 'Enugu',
  partner: 'Chidi E. Okonkwo, FCA',
  partnerFrc: 'FRC/2013/ICAN/00000004517',
  auditSigned: '2026-04-24',
  trusteesApproved: '2026-04-21',
  chair: 'Dr (Mrs) Ngozi Eze-Uchenna',
  treasurer: 'Mr Babatunde Bakare',
  trustees: ['Dr (Mrs) Ngozi Eze-Uchenna (Chair)', 'Mr Babatunde Bakare (Treasurer)', 'Prof. Ifeoma Nnaji', 'Barr. Chukwuma Obi', 'Mrs Halima Sule'],
  ed: 'Dr Emeka Nwosu',
  fm: 'Mrs Adaeze Okafor',
  bankers: ['Access Bank Plc', 'Zenith Bank Plc', 'Guaranty Trust Bank Ltd'],
};

// Grants and donations received register, 2025. [date, donor, grantRef, programme, fund, ccy, fcy, rate, remarks]
const PAYSTACK = [1845300, 1262750, 2118400, 1530900, 1904650, 1377200, 1689050, 1204300, 1588700, 2241600, 2806150, 4912800];
const PAYDATES = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-30', '2025-06-30', '2025-07-31', '2025-08-29', '2025-09-30', '2025-10-31', '2025-11-28', '2025-12-31'];
const REG_RAW = [
  ['2025-02-14', 'Bright Horizons Foundation', 'BHF-2024-NG-017', 'Maternal & Newborn Health', 'Restricted', 'USD', 190000, 1498.5, 'Tranche 3 (Year 2, first half)'],
  ['2025-02-25', 'Enugu State Primary Health Care Development Agency', 'ENSPHCDA/IMM/2025', 'Child Health & Immunisation', 'Restricted', 'NGN', 48500000, 1, 'Q1 outreach release'],
  ['2025-03-07', 'Vaccine Access Alliance', 'VAA-ZD-0342', 'Child Health & Immunisation', 'Restricted', 'USD', 150000, 1502.8, 'Zero-dose project, instalment 3'],
  ['2025-04-11', 'Friends of Amara (UK)', 'FOA-MW-2025', 'Maternal & Newborn Health', 'Restricted', 'GBP', 40000, 2047.1, 'Midwife training'],
  ['2025-04-30', 'Kessler-Ward Family Foundation', 'KWFF-1000D-2024', 'Community Nutrition', 'Restricted', 'USD', 95000, 1604.3, 'First 1,000 Days, payment 3'],
  ['2025-05-20', 'Enugu Women in Business Network', '', 'General', 'Unrestricted', 'NGN', 5000000, 1, 'Mothers\' Day luncheon proceeds'],
  ['2025-06-19', 'Enugu State Primary Health Care Development Agency', 'ENSPHCDA/IMM/2025', 'Child Health & Immunisation', 'Restricted', 'NGN', 48500000, 1, 'Q2 outreach release'],
  ['2025-07-16', 'Eastern Gas Distribution Ltd', 'EGD-CSR-2025-11', 'Maternal & Newborn Health', 'Restricted', 'NGN', 25000000, 1, 'CHW kits (CSR)'],
  ['2025-08-18', 'Bright Horizons Foundation', 'BHF-2024-NG-017', 'Maternal & Newborn Health', 'Restricted', 'USD', 189500, 1531.2, 'Tranche 4 (Year 2, second half)'],
  ['2025-09-22', 'Vaccine Access Alliance', 'VAA-ZD-0342', 'Child Health & Immunisation', 'Restricted', 'USD', 135000, 1487.6, 'Zero-dose project, instalment 4'],
  ['2025-10-28', 'Kessler-Ward Family Foundation', 'KWFF-1000D-2024', 'Community Nutrition', 'Restricted', 'USD', 95000, 1468.9, 'First 1,000 Days, payment 4'],
  ['2025-11-12', 'Enugu State Primary Health Care Development Agency', 'ENSPHCDA/IMM/2025', 'Child Health & Immunisation', 'Restricted', 'NGN', 36375000, 1, 'Q3 release (75%)'],
  ['2025-12-03', 'Friends of Amara (UK)', 'FOA-MW-2025', 'Maternal & Newborn Health', 'Restricted', 'GBP', 35000, 1948.4, 'Midwife training'],
  ['2025-12-03', 'Friends of Amara (UK)', '', 'General', 'Unrestricted', 'GBP', 12000, 1948.4, 'Christmas appeal'],
  ['2025-12-19', 'Anonymous donor', '', 'General', 'Unrestricted', 'NGN', 10000000, 1, 'Gift via trustee'],
];
PAYSTACK.forEach((amt, i) => REG_RAW.push([PAYDATES[i], 'Individual donors (Paystack settlement)', '', 'General', 'Unrestricted', 'NGN', amt, 1, `Online donations ${MONTHS[i]} 2025`]));
REG_RAW.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
AM.register = REG_RAW.map(([date, donor, ref, programme, fund, ccy, fcy, rate, remarks], i) => ({
  sn: i + 1, date, receipt: `AMC/RCT/25/${String(i + 1).padStart(3, '0')}`, donor, ref, programme, fund, ccy, fcy, rate, ngn: r2(fcy * rate),
  bank: ccy === 'USD' ? (donor.startsWith('Bright') ? 'Access Bank USD Dom 0791' : 'Zenith Bank USD Dom 1187') : ccy === 'GBP' ? 'GTBank GBP Dom 5530' : donor.startsWith('Enugu State') ? 'Zenith Bank NGN Project 4402' : 'Access Bank NGN Current 0784',
  remarks,
}));
const regSum = (f) => sum(AM.register.filter(f).map((r) => r.ngn));

// Bright Horizons grant report (US$), Year 2 = calendar 2025
AM.bhf = {
  grantNo: 'BHF-2024-NG-017',
  project: 'Safe Motherhood Enugu: reducing maternal and newborn deaths in five LGAs',
  start: '2024-01-01', end: '2026-12-31',
  rate: 1514.83,
  y1Received: [['2024-01-15', 190000], ['2024-07-22', 190000]],
  preparedBy: 'Adaeze Okafor', preparedTitle: 'Finance Manager', preparedDate: '2026-01-27',
  approvedBy: 'Dr Emeka Nwosu', approvedTitle: 'Executive Director', approvedDate: '2026-01-29',
  // [code, category, label, approved, y2 budget, y1 actual, y2 actual]
  lines: [
    ['1.1', '1. Personnel', 'Salaries – project staff', 340600, 122100, 112380.00, 120846.35],
    ['1.2', '1. Personnel', 'Staff benefits (pension, NHIS, HMO)', 55800, 18900, 16857.00, 18112.40],
    ['2.1', '2. Travel and transport', 'Local travel and vehicle running', 84000, 28000, 27466.30, 31908.75],
    ['3.1', '3. Equipment', 'Medical equipment for supported PHCs', 96000, 24000, 58940.00, 22455.00],
    ['4.1', '4. Supplies', 'Clean delivery kits and consumables', 120000, 42000, 33210.45, 44872.60],
    ['5.1', '5. Training', 'Training of midwives and CHEWs', 138000, 52000, 36884.00, 47215.80],
    ['6.1', '6. Community activities', 'Community mobilisation and referral transport', 102000, 36000, 24102.80, 33604.25],
    ['7.1', '7. Monitoring and evaluation', 'Monitoring, evaluation and learning', 63600, 22000, 10560.25, 17930.15],
  ],
};
{
  const b = AM.bhf;
  const rows = b.lines.map(([code, cat, label, appr, y2b, y1, y2]) => ({ code, cat, label, appr, y2b, y1, y2 }));
  const dir = (f) => r2(sum(rows.map(f)));
  b.direct = { appr: dir((x) => x.appr), y2b: dir((x) => x.y2b), y1: dir((x) => x.y1), y2: dir((x) => x.y2) };
  b.indirect = { appr: 100000, y2b: 34500, y1: r2(b.direct.y1 * 0.1), y2: r2(b.direct.y2 * 0.1) };
  b.rows = rows;
  b.y1Total = r2(b.direct.y1 + b.indirect.y1);
  b.y2Total = r2(b.direct.y2 + b.indirect.y2);
  b.opening = r2(sum(b.y1Received.map((x) => x[1])) - b.y1Total);
  b.tranches = AM.register.filter((r) => r.donor === 'Bright Horizons Foundation').map((r) => ({ date: r.date, usd: r.fcy, rate: r.rate, ngn: r.ngn }));
  b.closing = r2(b.opening + sum(b.tranches.map((t) => t.usd)) - b.y2Total);
  b.ngn = (usd) => r0(usd * b.rate);
}

// Restricted funds (naira): [name, programme, opening, expenditure, transferRate or fixed transfer]
const bhfDirectNgn = sum(AM.bhf.rows.map((x) => AM.bhf.ngn(x.y2)));
const bhfIndirectNgn = AM.bhf.ngn(AM.bhf.indirect.y2);
AM.funds = [
  { name: 'Bright Horizons – Safe Motherhood Enugu', donor: 'Bright Horizons Foundation', prog: 'MNH', open: 41338700, exp: bhfDirectNgn, tr: bhfIndirectNgn },
  { name: 'Friends of Amara – Midwife Training', donor: 'Friends of Amara (UK)', prog: 'MNH', open: 12475300, exp: 139612800, tr: r0(139612800 * 0.05) },
  { name: 'Eastern Gas – CHW Kits', donor: 'Eastern Gas Distribution Ltd', prog: 'MNH', open: 0, exp: 22318600, tr: 0 },
  { name: 'Rotary – Maternity Waiting Home', donor: null, prog: 'MNH', open: 4120000, exp: 4120000, tr: 0 },
  { name: 'Vaccine Access Alliance – Zero-Dose Children', donor: 'Vaccine Access Alliance', prog: 'CHI', open: 62410500, exp: 418920300, tr: r0(418920300 * 0.07) },
  { name: 'ENSPHCDA – Outreach Immunisation', donor: 'Enugu State Primary Health Care Development Agency', prog: 'CHI', open: 9850000, exp: 131080450, tr: 0 },
  { name: 'Kessler-Ward – First 1,000 Days', donor: 'Kessler-Ward Family Foundation', prog: 'NUT', open: 18904200, exp: 268735900, tr: r0(268735900 * 0.08) },
];
for (const f of AM.funds) {
  f.inc = f.donor ? regSum((r) => r.donor === f.donor && r.fund === 'Restricted') : 0;
  f.close = f.open + f.inc - f.exp - f.tr;
  if (f.close < 0) throw new Error(`fund ${f.name} negative`);
}
const fundsBy = (prog) => AM.funds.filter((f) => f.prog === prog);
const RES = {
  open: sum(AM.funds.map((f) => f.open)), inc: sum(AM.funds.map((f) => f.inc)), exp: sum(AM.funds.map((f) => f.exp)),
  tr: sum(AM.funds.map((f) => f.tr)), close: sum(AM.funds.map((f) => f.close)),
};

// Statement of comprehensive income, 2025 by fund and 2024 total
const unrDon = regSum((r) => r.fund === 'Unrestricted');
AM.inc = {
  training: { u: 18640000, t24: 14210000 },
  interest: { u: 21385400, t24: 12960250 },
  fx: { u: 46212300, t24: 188540700 },
  other: { u: 3250000, t24: 1120000 }, // gain on disposal of a vehicle
  grants: { u: unrDon, r: RES.inc, t24: 1388204600 },
};
AM.exp = {
  MNH: { u: 24860000, r: sum(fundsBy('MNH').map((f) => f.exp)), t24: 598412300 },
  CHI: { u: 15240500, r: sum(fundsBy('CHI').map((f) => f.exp)), t24: 472906800 },
  NUT: { u: 9870300, r: sum(fundsBy('NUT').map((f) => f.exp)), t24: 231550400 },
  fund: { u: 31420600, r: 0, t24: 27815900 },
  supp: { u: 189640700, r: 0, t24: 171302650 },
};
const incU = AM.inc.grants.u + AM.inc.training.u + AM.inc.interest.u + AM.inc.fx.u + AM.inc.other.u;
const incR = AM.inc.grants.r;
const inc24 = AM.inc.grants.t24 + AM.inc.training.t24 + AM.inc.interest.t24 + AM.inc.fx.t24 + AM.inc.other.t24;
const expU = sum(Object.values(AM.exp).map((e) => e.u));
const expR = sum(Object.values(AM.exp).map((e) => e.r));
const exp24 = sum(Object.values(AM.exp).map((e) => e.t24));
AM.tot = { incU, incR, inc24, expU, expR, exp24, netU: incU - expU, netR: incR - expR, net24: inc24 - exp24 };
// funds
AM.fundsOpen = { general: 232540900, designated: 30000000, restricted: RES.open };
AM.designatedTransfer25 = 20000000;
AM.y24 = { resNet: 94210300, tr: 86940500, designatedTr: 30000000 };
{
  const o = AM.fundsOpen;
  const unrClose = o.general + o.designated + AM.tot.netU + RES.tr;
  AM.fundsClose = { designated: o.designated + AM.designatedTransfer25, general: unrClose - o.designated - AM.designatedTransfer25, restricted: RES.close };
  if (AM.fundsClose.restricted !== o.restricted + AM.tot.netR - RES.tr) throw new Error('restricted roll');
  AM.total25 = AM.fundsClose.general + AM.fundsClose.designated + AM.fundsClose.restricted;
  AM.total24 = o.general + o.designated + o.restricted;
  AM.open24 = AM.total24 - AM.tot.net24;
  AM.open24res = o.restricted - (AM.y24.resNet - AM.y24.tr);
  AM.open24gen = AM.open24 - AM.open24res; // designated was nil at 1 January 2024
}

// Property, plant and equipment (columns are the classes)
AM.ppeClasses = ['Land and buildings', 'Motor vehicles', 'Medical equipment', 'Furniture and office equipment', 'Computer equipment'];
AM.ppe = {
  costOpen: [120000000, 98600000, 56320000, 18150000, 24480000],
  add: [0, 68500000, 21840000, 3260000, 9870000],
  disp: [0, 18400000, 0, 0, 4650000],
  depOpen: [14400000, 61250000, 28910000, 10020500, 16630000],
  rate: [0.02, 0.25, 0.2, 0.15, 1 / 3],
};
{
  const p = AM.ppe;
  p.costClose = p.costOpen.map((c, i) => c + p.add[i] - p.disp[i]);
  p.charge = p.costClose.map((c, i) => (i === 0 ? r0(p.costOpen[0] * p.rate[0]) : r0(c * p.rate[i])));
  p.depDisp = [...p.disp]; // both disposals fully depreciated
  p.depClose = p.depOpen.map((d, i) => d + p.charge[i] - p.depDisp[i]);
  p.nbv25 = p.costClose.map((c, i) => c - p.depClose[i]);
  p.nbv24 = p.costOpen.map((c, i) => c - p.depOpen[i]);
  p.tot = (a) => sum(a);
}
AM.dep24 = 71240800;
AM.proceeds = 3250000;

// Financial position
AM.bs = {
  inv: [38420150, 29884700], rec: [22615900, 18302450], fd: [130000000, 120000000], pay: [64318250, 51904600],
  recRows: [['Staff advances and imprest', 6840300, 5912650], ['Training fees receivable', 4215000, 3480000], ['Prepaid rent and insurance', 9870400, 7604300]],
  payRows: [['Trade payables', 28416900, 22730150], ['Accrued expenses (including audit fee)', 14620000, 12815400], ['PAYE and pension deductions payable', 17904350, 13201050]],
};
for (const [key, tot] of [['recRows', 'rec'], ['payRows', 'pay']]) {
  const rows = AM.bs[key];
  rows.push([key === 'recRows' ? 'Other receivables' : 'Other payables', AM.bs[tot][0] - sum(rows.map((x) => x[1])), AM.bs[tot][1] - sum(rows.map((x) => x[2]))]);
  if (rows.at(-1)[1] < 0 || rows.at(-1)[2] < 0) throw new Error(key);
}
{
  const b = AM.bs;
  b.ppe = [sum(AM.ppe.nbv25), sum(AM.ppe.nbv24)];
  b.funds = [AM.total25, AM.total24];
  b.cash = [0, 1].map((i) => b.funds[i] + b.pay[i] - b.ppe[i] - b.inv[i] - b.rec[i] - b.fd[i]);
  if (b.cash.some((c) => c < 20000000)) throw new Error(`amara cash ${b.cash}`);
  b.ca = [0, 1].map((i) => b.inv[i] + b.rec[i] + b.fd[i] + b.cash[i]);
  b.ta = [0, 1].map((i) => b.ppe[i] + b.ca[i]);
}
// Cash note (2025, 2024): USD and GBP domiciliary balances at closing rates
AM.cashNote = {
  usd: [{ fcy: 18416.85, rate: 1460.25 }, { fcy: 21930.4, rate: 1535.82 }],
  gbp: [{ fcy: 3104.2, rate: 1957.3 }, { fcy: 4870.55, rate: 1921.6 }],
  hand: [412300, 286150],
};
AM.cashNote.usdNgn = AM.cashNote.usd.map((x) => r0(x.fcy * x.rate));
AM.cashNote.gbpNgn = AM.cashNote.gbp.map((x) => r0(x.fcy * x.rate));
AM.cashNote.ngnAcc = [0, 1].map((i) => AM.bs.cash[i] - AM.cashNote.usdNgn[i] - AM.cashNote.gbpNgn[i] - AM.cashNote.hand[i]);
if (AM.cashNote.ngnAcc.some((x) => x < 0)) throw new Error(`amara cash note ${AM.bs.cash} ${AM.cashNote.ngnAcc}`);

// Cash flow 2024 column (given); 2025 from the balance sheets
AM.cf24 = { dep: AM.dep24, gain: -1120000, interest: -12960250, fx: -188540700, inv: -5210300, rec: 3415600, pay: 9880150, capex: -58300000, proceeds: 1120000, intRec: 12960250, fd: -40000000 };

// Staff costs note
AM.staff = {
  rows: [['Salaries and wages', 498715400, 421306800], ['Employer pension contribution (10%)', 49871540, 42130680], ['NHIS and HMO premiums', 18240600, 15118900], ['Staff training and welfare', 9812300, 7645200]],
  numbers: [['Programme staff', 58, 52], ['Support staff', 17, 17]],
};

// Programme expenditure by nature (note 8): shares of each programme's total
AM.natures = ['Staff costs', 'Medical supplies and commodities', 'Training and capacity building', 'Travel and transport', 'Community mobilisation and outreach', 'Grants to partner health facilities', 'Monitoring and evaluation'];
AM.natureShare = {
  MNH: [0.31, 0.17, 0.19, 0.09, 0.11, 0.08],
  CHI: [0.27, 0.24, 0.08, 0.12, 0.16, 0.07],
  NUT: [0.29, 0.33, 0.1, 0.08, 0.12, 0.03],
};
AM.nature24 = [412650900, 251334800, 152408700, 103872100, 136518300, 143210400];

// Board pack, May 2026 (₦'000). Monthly budget 2026 by line.
AM.bpLines = [
  ['Restricted grants and donations', 'inc', [95000, 210000, 160000, 120000, 140000, 185000, 130000, 215000, 150000, 135000, 160000, 120000], 702415, 128340, 1795000],
  ['Unrestricted donations', 'inc', [4000, 4500, 5000, 5500, 6000, 5000, 5500, 5000, 6000, 6500, 8000, 11000], 27318, 5206, 70500],
  ['Training income', 'inc', [0, 2500, 2500, 0, 2500, 2500, 0, 2500, 2500, 0, 2500, 2500], 7150, 2600, 19600],
  ['Interest income', 'inc', Array(12).fill(2000), 9742, 1986, 23500],
  ['Exchange gain/(loss)', 'inc', Array(12).fill(0), -8420, -1215, -8420],
  ['Maternal and newborn health', 'exp', [55000, 60000, 65000, 62000, 64000, 66000, 63000, 65000, 67000, 64000, 62000, 67000], 301226, 66918, 752000],
  ['Child health and immunisation', 'exp', [45000, 48000, 52000, 50000, 55000, 51000, 49000, 53000, 54000, 52000, 50000, 51000], 262874, 58402, 622500],
  ['Community nutrition', 'exp', [24000, 26000, 28000, 27000, 28500, 27500, 28000, 29000, 28000, 27500, 28000, 28500], 131509, 27105, 326000],
  ['Fundraising', 'exp', [2000, 2000, 2500, 2500, 3000, 2500, 2500, 3000, 3000, 3500, 4000, 3500], 11964, 3380, 33500],
  ['Support costs', 'exp', [16500, 16500, 17500, 17000, 17000, 17500, 17000, 17000, 17500, 17000, 17000, 17500], 86238, 17645, 208400],
].map(([label, side, months, ytd, may, fcst]) => ({ label, side, months, ytd, may, fcst }));
AM.bp2025Budget = { 'Restricted grants and donations': 1650000, 'Unrestricted donations': 60000, 'Training income': 16000, 'Interest income': 18000, 'Exchange gain/(loss)': 0, 'Maternal and newborn health': 690000, 'Child health and immunisation': 560000, 'Community nutrition': 290000, Fundraising: 30000, 'Support costs': 185000 };
AM.bank = [
  ['Access Bank Plc', 'NGN Current – operations', '0784', 'NGN', 38412650.42, 1],
  ['Zenith Bank Plc', 'NGN Project account – ENSPHCDA', '4402', 'NGN', 9118300.0, 1],
  ['Guaranty Trust Bank Ltd', 'NGN Payroll account', '2261', 'NGN', 2650118.75, 1],
  ['Access Bank Plc', 'USD Domiciliary – Bright Horizons', '0791', 'USD', 96412.8, 1452.6],
  ['Zenith Bank Plc', 'USD Domiciliary – VAA / Kessler-Ward', '1187', 'USD', 58905.15, 1452.6],
  ['Guaranty Trust Bank Ltd', 'GBP Domiciliary', '5530', 'GBP', 11240.6, 1962.35],
  ['Access Bank Plc', 'Fixed deposit (91 days @ 19.5%)', 'FD-2210', 'NGN', 140000000.0, 1],
  ['Petty cash', 'Cash in hand – head office', '', 'NGN', 184500.0, 1],
].map(([bank, account, no, ccy, amount, rate]) => ({ bank, account, no, ccy, amount, rate, ngn: r2(amount * rate) }));

// Annual report five-year summary (₦'000)
AM.five = {
  years: ['2021', '2022', '2023', '2024', '2025'],
  grants: [612480, 788915, 1046300],
  otherInc: [9842, 14206, 61788],
  charitable: [548215, 701640, 925480],
  fundraising: [12480, 15960, 21405],
  support: [88412, 104830, 131225],
  resShare: [0.41, 0.4],
  rate: [410.25, 425.97, 645.19, 1479.38, 1527.44],
  anc4: [9850, 11420, 13960, 16305, 18420],
  births: [4120, 4980, 6215, 7340, 8095],
  immunised: [12400, 15850, 19230, 24610, 27985],
  screened: [8900, 10240, 14680, 18050, 21730],
  phcs: [22, 26, 31, 38, 42],
};

// Printing invoice (photo)
AM.invoice = {
  supplier: 'Coal City Prints & Graphics Ltd', address: '42 Ogui Road, Enugu', phone: '0803 461 2290', tin: 'TIN 21877345-0001',
  no: 'CCP/2026/0318', date: '2026-03-17', lpo: 'AMC/LPO/26/041',
  items: [
    ['Antenatal client record cards (A5, 2 colours)', 3000, 185],
    ['Immunisation reminder cards', 5000, 65],
    ['A2 posters – danger signs in pregnancy (Igbo/English)', 400, 850],
    ['Roll-up banner 85 x 200 cm', 2, 48500],
    ['Referral register books (100 leaves)', 60, 2750],
  ],
  vatRate: 0.075,
};
AM.invoice.lines = AM.invoice.items.map(([d, q, p]) => ({ d, q, p, amt: r2(q * p) }));
AM.invoice.sub = r2(sum(AM.invoice.lines.map((l) => l.amt)));
AM.invoice.vat = r2(AM.invoice.sub * AM.invoice.vatRate);
AM.invoice.total = r2(AM.invoice.sub + AM.invoice.vat);

// ============================================================================ SAHANA (Sri Lanka)
const SA = {};
SA.name = 'Sahana Vidya Education Foundation (Guarantee) Limited';
SA.meta = {
  regNo: 'GL 2047',
  ngoNo: 'NS/FL/2014/0583',
  address: 'No. 27, Dimbula Road, Hatton',
  auditor: 'Jayawardena Perera & Co.',
  auditSigned: '2026-06-12',
  chair: 'Dr. Kamala Sivalingam',
  treasurer: 'Mr. Ruwan Dissanayake',
  ceo: 'Mrs. Priyanthi Wickramasinghe',
  secretary: 'Mr. A. Jeyakumar',
  directors: ['Dr. Kamala Sivalingam (Chairperson)', 'Mr. Ruwan Dissanayake (Treasurer)', 'Mr. A. Jeyakumar (Secretary)', 'Ms. Dilrukshi Fernando', 'Rev. Fr. Anthony Rajendram', 'Mr. M. Faizal Ismail'],
  bankers: ['Hatton National Bank PLC', 'Bank of Ceylon', 'Commercial Bank of Ceylon PLC'],
  returnSigned: '2026-06-22',
};
// Foreign receipts (the NGO return's Part 4) [donor, country, ccy, fcy, rate, date, purpose, fundKey]
SA.foreign = [
  ['Lanka Children\'s Education Trust', 'United Kingdom', 'GBP', 60000, 398.75, '2025-05-22', 'Vidya scholarships', 'LCET'],
  ['Bildungsbrücke Stiftung', 'Germany', 'EUR', 90000, 338.4, '2025-06-10', 'English and IT learning centres', 'BBS'],
  ['Tamil Diaspora Education Fund', 'Canada', 'CAD', 40000, 219.85, '2025-07-28', 'University scholarships', 'TDEF'],
  ['Australian Friends of Sahana Vidya Inc.', 'Australia', 'AUD', 85000, 196.3, '2025-09-12', 'Teacher development', 'AFSV'],
  ['Bildungsbrücke Stiftung', 'Germany', 'EUR', 90000, 346.15, '2025-10-14', 'English and IT learning centres', 'BBS'],
  ['Lanka Children\'s Education Trust', 'United Kingdom', 'GBP', 55000, 391.2, '2025-11-18', 'Vidya scholarships', 'LCET'],
  ['Tamil Diaspora Education Fund', 'Canada', 'CAD', 40000, 214.9, '2026-01-16', 'University scholarships', 'TDEF'],
  ['Bildungsbrücke Stiftung', 'Germany', 'EUR', 45000, 352.6, '2026-02-20', 'English and IT learning centres', 'BBS'],
].map(([donor, country, ccy, fcy, rate, date, purpose, fund]) => ({ donor, country, ccy, fcy, rate, lkr: r0(fcy * rate), date, purpose, fund }));
const foreignBy = (f) => sum(SA.foreign.filter((x) => x.fund === f).map((x) => x.lkr));
SA.local = { HCTP: 18500000, MAP: 9000000 };
SA.funds = [
  { key: 'LCET', name: 'Lanka Children\'s Education Trust – scholarships', prog: 'SCH', open: 8420600, inc: foreignBy('LCET'), exp: 50480500, tr: -2250000 },
  { key: 'TDEF', name: 'Tamil Diaspora Education Fund – university scholarships', prog: 'SCH', open: 1480000, inc: foreignBy('TDEF'), exp: 16210000, tr: 0 },
  { key: 'MAP', name: 'Mahaweli Assurance PLC – O/L bursaries', prog: 'SCH', open: 0, inc: SA.local.MAP, exp: 8640000, tr: 0 },
  { key: 'SMS', name: 'Sivalingam Memorial Scholarships (endowment income)', prog: 'SCH', open: 1845000, inc: 0, exp: 10950000, tr: 11264880 },
  { key: 'BBS', name: 'Bildungsbrücke Stiftung – learning centres', prog: 'LC', open: 12905400, inc: foreignBy('BBS'), exp: 74915300, tr: -3600000 },
  { key: 'AFSV', name: 'Australian Friends – teacher development', prog: 'TD', open: 2215800, inc: foreignBy('AFSV'), exp: 15940200, tr: -630000 },
  { key: 'HCTP', name: 'Highland Ceylon Tea Plantations PLC – school libraries', prog: 'LIB', open: 3650000, inc: SA.local.HCTP, exp: 17385600, tr: 0 },
];
for (const f of SA.funds) { f.close = f.open + f.inc - f.exp + f.tr; if (f.close < 0) throw new Error(`sahana fund ${f.key}`); }
const SRES = { open: sum(SA.funds.map((f) => f.open)), inc: sum(SA.funds.map((f) => f.inc)), exp: sum(SA.funds.map((f) => f.exp)), tr: sum(SA.funds.map((f) => f.tr)), close: sum(SA.funds.map((f) => f.close)) };
SA.mgmtFee = -sum(SA.funds.filter((f) => f.tr < 0).map((f) => f.tr));
SA.endow = { open: 148600000, contrib: 12500000, income: 11264880 };
SA.endow.close = SA.endow.open + SA.endow.contrib + SA.endow.income - SA.endow.income;
SA.inc = {
  donations: { u: 36096300, r: 0, e: 0, t24: 33418900 },
  foreign: { u: 0, r: sum(SA.foreign.map((x) => x.lkr)), e: 0, t24: 142806400 },
  local: { u: 0, r: SA.local.HCTP + SA.local.MAP, e: 0, t24: 24000000 },
  endow: { u: 0, r: 0, e: SA.endow.contrib, t24: 10000000 },
  events: { u: 6842750, r: 0, e: 0, t24: 5960300 },
  invest: { u: 9418620, r: 0, e: SA.endow.income, t24: 24915700 },
  other: { u: 3215400, r: 0, e: 0, t24: 2880100 },
};
const progR = (p) => sum(SA.funds.filter((f) => f.prog === p).map((f) => f.exp));
SA.exp = {
  SCH: { u: 4812300, r: progR('SCH'), e: 0, t24: 84106200 },
  LC: { u: 12406850, r: progR('LC'), e: 0, t24: 80215700 },
  TD: { u: 3118400, r: progR('TD'), e: 0, t24: 17402300 },
  LIB: { u: 1985000, r: progR('LIB'), e: 0, t24: 21860500 },
  fund: { u: 3904200, r: 0, e: 0, t24: 3512800 },
  admin: { u: 31466900, r: 0, e: 0, t24: 28940100 },
};
if (SRES.inc !== SA.inc.foreign.r + SA.inc.local.r) throw new Error('sahana restricted income');
const col = (o, c) => sum(Object.values(o).map((x) => x[c]));
SA.tot = {
  inc: { u: col(SA.inc, 'u'), r: col(SA.inc, 'r'), e: col(SA.inc, 'e'), t24: col(SA.inc, 't24') },
  exp: { u: col(SA.exp, 'u'), r: col(SA.exp, 'r'), e: col(SA.exp, 'e'), t24: col(SA.exp, 't24') },
};
SA.tr = { u: SA.mgmtFee, r: SRES.tr, e: -SA.endow.income };
if (SA.tr.u + SA.tr.r + SA.tr.e !== 0) throw new Error('sahana transfers');
SA.gen = { open: 96418250 };
SA.gen.close = SA.gen.open + SA.tot.inc.u - SA.tot.exp.u + SA.tr.u;
SA.fundsClose = { gen: SA.gen.close, res: SRES.close, end: SA.endow.close };
SA.fundsOpen = { gen: SA.gen.open, res: SRES.open, end: SA.endow.open };
SA.total26 = SA.gen.close + SRES.close + SA.endow.close;
SA.total25 = SA.gen.open + SRES.open + SA.endow.open;
SA.net24 = SA.tot.inc.t24 - SA.tot.exp.t24;
SA.open24 = SA.total25 - SA.net24;
if (SA.total26 - SA.total25 !== SA.tot.inc.u + SA.tot.inc.r + SA.tot.inc.e - SA.tot.exp.u - SA.tot.exp.r) throw new Error('sahana funds roll');

// Investments register at 31.03.2026 [ref, institution, branch, instrument, fund, start, maturity, period, rate, principal, status, remarks]
SA.invest = [
  ['INV/24/011', 'Bank of Ceylon', 'Hatton', 'Fixed Deposit', 'Endowment', '2024-04-15', '2025-04-15', '12 months', 10.5, 25000000, 'Matured', 'Renewed as INV/25/001'],
  ['INV/24/014', 'Hatton National Bank PLC', 'Hatton', 'Fixed Deposit', 'General', '2024-07-02', '2025-07-02', '12 months', 9.75, 15000000, 'Matured', 'Renewed as INV/25/005'],
  ['INV/25/002', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bill (182 days)', 'General', '2025-04-11', '2025-10-10', '182 days', 8.31, 9650000, 'Matured', 'Proceeds to current account'],
  ['INV/24/019', 'People\'s Bank', 'Nuwara Eliya', 'Fixed Deposit', 'Endowment', '2024-09-30', '2025-09-30', '12 months', 9.25, 30000000, 'Matured', 'Renewed as INV/25/011 (24 months)'],
  ['INV/25/006', 'Sampath Bank PLC', 'Hatton', 'Fixed Deposit', 'Restricted – LCET', '2025-05-26', '2025-11-26', '6 months', 7.75, 12000000, 'Matured', 'Renewed as INV/25/016'],
  ['INV/25/009', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bill (91 days)', 'General', '2025-07-18', '2025-10-17', '91 days', 7.92, 6000000, 'Matured', 'Reinvested in INV/25/015'],
  ['INV/23/004', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bond 11.50% 2028', 'Endowment', '2023-08-01', '2028-08-01', '5 years', 11.5, 40000000, 'Active', 'Coupon half-yearly'],
  ['INV/24/008', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bond 10.75% 2027', 'Endowment', '2024-03-15', '2027-09-15', '42 months', 10.75, 25000000, 'Active', 'Coupon half-yearly'],
  ['INV/25/001', 'Bank of Ceylon', 'Hatton', 'Fixed Deposit', 'Endowment', '2025-04-15', '2026-04-15', '12 months', 8.5, 25000000, 'Active', ''],
  ['INV/25/005', 'Hatton National Bank PLC', 'Hatton', 'Fixed Deposit', 'General', '2025-07-02', '2026-07-02', '12 months', 8.25, 15000000, 'Active', ''],
  ['INV/25/011', 'People\'s Bank', 'Nuwara Eliya', 'Fixed Deposit', 'Endowment', '2025-09-30', '2027-09-30', '24 months', 9.0, 30000000, 'Active', 'Interest at maturity'],
  ['INV/25/012', 'National Savings Bank', 'Hatton', 'Fixed Deposit', 'Endowment', '2025-10-20', '2026-10-20', '12 months', 8.4, 21100000, 'Active', ''],
  ['INV/25/013', 'Commercial Bank of Ceylon PLC', 'Talawakelle', 'Fixed Deposit', 'General', '2025-10-10', '2026-04-10', '6 months', 7.6, 9800000, 'Active', ''],
  ['INV/25/015', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bill (364 days)', 'General', '2025-10-17', '2026-10-16', '364 days', 8.05, 6000000, 'Active', ''],
  ['INV/25/016', 'Sampath Bank PLC', 'Hatton', 'Fixed Deposit', 'Restricted – LCET', '2025-11-26', '2026-05-26', '6 months', 7.5, 12000000, 'Active', ''],
  ['INV/25/018', 'Commercial Bank of Ceylon PLC', 'Talawakelle', 'Fixed Deposit', 'Endowment', '2025-12-05', '2026-12-05', '12 months', 8.1, 20000000, 'Active', ''],
  ['INV/25/020', 'Commercial Bank of Ceylon PLC', 'Talawakelle', 'Fixed Deposit', 'General', '2025-12-16', '2027-12-16', '24 months', 8.9, 5000000, 'Active', ''],
  ['INV/26/001', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bill (91 days)', 'General', '2026-01-09', '2026-04-10', '91 days', 7.84, 8500000, 'Active', ''],
  ['INV/26/002', 'Central Bank of Sri Lanka (primary auction)', 'Colombo', 'Treasury Bill (182 days)', 'General', '2026-01-30', '2026-07-31', '182 days', 7.95, 4600000, 'Active', ''],
  ['INV/26/003', 'Hatton National Bank PLC', 'Hatton', 'Fixed Deposit', 'Restricted – Bildungsbrücke', '2026-02-25', '2026-08-25', '6 months', 7.7, 10000000, 'Active', ''],
  ['INV/26/004', 'Bank of Ceylon', 'Hatton', 'Fixed Deposit', 'General', '2026-03-03', '2027-03-03', '12 months', 8.2, 7500000, 'Active', ''],
].map(([ref, inst, branch, instrument, fund, start, maturity, period, rate, principal, status, remarks]) => {
  const days = Math.round((Date.UTC(2026, 2, 31) - Date.parse(`${start}T00:00:00Z`)) / 86400000);
  const accrued = status === 'Active' ? r2((principal * rate * days) / 36500) : 0;
  return { ref, inst, branch, instrument, fund, start, maturity, period, rate, principal, accrued, status, remarks };
});
// A bond pays coupons half-yearly: only the interest since the last coupon is accrued.
for (const x of SA.invest) {
  if (x.status === 'Active' && x.instrument.startsWith('Treasury Bond')) {
    const last = x.ref === 'INV/23/004' ? '2026-02-01' : '2026-03-15';
    const days = Math.round((Date.UTC(2026, 2, 31) - Date.parse(`${last}T00:00:00Z`)) / 86400000);
    x.accrued = r2((x.principal * x.rate * days) / 36500);
  }
}
const active = SA.invest.filter((x) => x.status === 'Active');
SA.invNC = sum(active.filter((x) => x.maturity > '2027-03-31').map((x) => x.principal));
SA.invC = sum(active.filter((x) => x.maturity <= '2027-03-31').map((x) => x.principal));
SA.accrued = r2(sum(active.map((x) => x.accrued)));
if (sum(active.filter((x) => x.fund === 'Endowment').map((x) => x.principal)) !== SA.endow.close) throw new Error('endowment investments');

// PPE (Sahana): classes in rows here, columns in the note
SA.ppeClasses = ['Buildings', 'Furniture and fittings', 'Computer equipment', 'Motor vehicles'];
SA.ppe = { costOpen: [42500000, 9860000, 18420000, 14750000], add: [0, 1185000, 6240000, 0], disp: [0, 0, 3100000, 0], depOpen: [8500000, 5216000, 12870000, 8850000], rate: [0.05, 0.1, 0.25, 0.2] };
{
  const p = SA.ppe;
  p.costClose = p.costOpen.map((c, i) => c + p.add[i] - p.disp[i]);
  p.charge = p.costClose.map((c, i) => r0(c * p.rate[i]));
  p.depDisp = [...p.disp];
  p.depClose = p.depOpen.map((d, i) => d + p.charge[i] - p.depDisp[i]);
  p.nbv26 = p.costClose.map((c, i) => c - p.depClose[i]);
  p.nbv25 = p.costOpen.map((c, i) => c - p.depOpen[i]);
}
SA.bs = {
  grat: [14820600, 12945300], pay: [6915400, 5802750], otherRec: [2418300, 0],
  inv25: [88400000, 134750000], rec25: 7105600,
};
{
  const b = SA.bs;
  b.ppe = [sum(SA.ppe.nbv26), sum(SA.ppe.nbv25)];
  b.invNC = [SA.invNC, b.inv25[0]];
  b.invC = [SA.invC, b.inv25[1]];
  b.rec = [r0(SA.accrued + b.otherRec[0]), b.rec25];
  b.funds = [SA.total26, SA.total25];
  b.tl = [0, 1].map((i) => b.grat[i] + b.pay[i]);
  b.ta = [0, 1].map((i) => b.funds[i] + b.tl[i]);
  b.cash = [0, 1].map((i) => b.ta[i] - b.ppe[i] - b.invNC[i] - b.invC[i] - b.rec[i]);
  if (b.cash.some((c) => c < 5000000)) throw new Error(`sahana cash ${b.cash}`);
  b.ca = [0, 1].map((i) => b.invC[i] + b.rec[i] + b.cash[i]);
  b.nca = [0, 1].map((i) => b.ppe[i] + b.invNC[i]);
}
SA.grat = { provision: 2980300, paid: 1105000 };
SA.invIncome = [['Interest on fixed deposits', 10877810, 14915200], ['Discount earned on Treasury bills', 2518190, 2713000], ['Coupon interest on Treasury bonds', 7287500, 7287500]];
if (SA.invIncome.reduce((s, x) => s + x[1], 0) !== SA.inc.invest.u + SA.inc.invest.e || SA.invIncome.reduce((s, x) => s + x[2], 0) !== SA.inc.invest.t24) throw new Error('investment income note');
if (SA.grat.provision - SA.grat.paid !== SA.bs.grat[0] - SA.bs.grat[1]) throw new Error('gratuity');
SA.cf24 = { dep: 10845200, grat: 2614500, invInc: -24915700, endowIn: -10000000, rec: -1204300, pay: 915600, gratPaid: -880000, capex: -5960000, invNet: -18400000, intRec: 24915700, endowFin: 10000000 };
SA.staff = { rows: [['Salaries and wages', 98416200, 89120400], ['EPF (12%) and ETF (3%) contributions', 14762430, 13368060], ['Gratuity provision', 2980300, 2614500], ['Staff welfare and training', 3206800, 2874100]], numbers: [['Full-time employees at 31 March', 46, 43], ['Part-time teachers at 31 March', 12, 11]] };
SA.natures = ['Scholarship and bursary payments', 'Teachers\' and staff salaries', 'Rent and utilities', 'Teaching and learning materials', 'Training workshops', 'Books and library furniture', 'Travel and monitoring'];
// programme expenditure by nature (each programme's split, last nature takes the remainder)
SA.natureShare = {
  SCH: [0.82, 0.09, 0, 0.05, 0, 0],
  LC: [0, 0.66, 0.1, 0.14, 0.05, 0],
  TD: [0, 0.18, 0, 0.1, 0.6, 0],
  LIB: [0, 0.08, 0, 0.06, 0, 0.79],
};
SA.nature24 = [68412300, 69840200, 7315600, 13904800, 11480900, 17206400];

// Budget 2026/27 workbook (LKR). [label, side, 2024/25 actual key, 2025/26 budget, 2025/26 forecast, [Q1..Q4]]
SA.budLines = [
  ['Donations', 'inc', 'donations', 35000000, 35800000, [7500000, 8000000, 8500000, 14000000]],
  ['Foreign grants', 'inc', 'foreign', 165000000, 158200000, [38000000, 44000000, 40000000, 48000000]],
  ['Local corporate grants', 'inc', 'local', 25000000, 27500000, [5000000, 10000000, 6000000, 9000000]],
  ['Endowment contributions', 'inc', 'endow', 10000000, 12500000, [2500000, 2500000, 2500000, 2500000]],
  ['Fundraising events', 'inc', 'events', 7500000, 6840000, [0, 0, 7200000, 0]],
  ['Investment income', 'inc', 'invest', 21000000, 20400000, [4900000, 4900000, 4800000, 4800000]],
  ['Other income', 'inc', 'other', 3000000, 3100000, [800000, 800000, 800000, 800000]],
  ['Scholarships and bursaries', 'exp', 'SCH', 92000000, 90500000, [23750000, 23750000, 24000000, 24500000]],
  ['English and IT learning centres', 'exp', 'LC', 85000000, 88200000, [22400000, 22600000, 22900000, 23100000]],
  ['Teacher development', 'exp', 'TD', 21500000, 19600000, [4200000, 6800000, 4500000, 6500000]],
  ['School libraries and facilities', 'exp', 'LIB', 20000000, 19400000, [3000000, 6000000, 7000000, 4000000]],
  ['Fundraising costs', 'exp', 'fund', 4000000, 3900000, [600000, 900000, 2200000, 600000]],
  ['Administration', 'exp', 'admin', 30500000, 31000000, [8100000, 8100000, 8200000, 8300000]],
].map(([label, side, key, b26, f26, q]) => ({ label, side, key, b26, f26, q, a25: side === 'inc' ? SA.inc[key].t24 : SA.exp[key].t24 }));
SA.schol = [
  ['Grade 6–9 bursary', 420, 450, 1500, 12],
  ['O/L (Grade 10–11) bursary', 380, 400, 2500, 12],
  ['A/L scholarship', 310, 330, 5000, 12],
  ['University scholarship', 145, 160, 12000, 12],
  ['Vocational (NVQ) bursary', 90, 110, 6000, 10],
].map(([level, n26, n27, stipend, months]) => ({ level, n26, n27, stipend, months, cost: n27 * stipend * months }));
SA.scholOther = [['Books, uniforms and examination fees', 14260000], ['Mentoring and student camps', 6400000], ['Programme staff and administration', 5800000]];
SA.centres = [
  ['Hatton', 2012, 412, 9, 0, 14200000, 1890000, 2300000],
  ['Talawakelle', 2015, 268, 6, 85000, 9350000, 1080000, 1560000],
  ['Maskeliya', 2017, 236, 5, 70000, 8120000, 990000, 1380000],
  ['Bogawantalawa', 2019, 174, 4, 55000, 6480000, 810000, 1040000],
  ['Nuwara Eliya', 2022, 305, 7, 120000, 11050000, 1440000, 1760000],
].map(([name, opened, students, teachers, rentM, staff, util, mat]) => ({ name, opened, students, teachers, rentM, staff, rent: rentM * 12, util, mat, total: staff + rentM * 12 + util + mat }));
SA.centralCosts = 91000000 - sum(SA.centres.map((c) => c.total));

// Annual report five-year summary (LKR '000)
SA.five = {
  years: ['2021/22', '2022/23', '2023/24', '2024/25', '2025/26'],
  // 2021/22 - 2023/24: [donations and grants, investment income, other income, charitable, fundraising and admin]
  early: [
    [176420, 14210, 5862, 168950, 24815],
    [188915, 19847, 6920, 184230, 27640],
    [196380, 27405, 7815, 196870, 30112],
  ],
  schol: [980, 1090, 1210, 1290, 1345],
  centreStudents: [1020, 1150, 1240, 1330, 1395],
  teachers: [210, 260, 305, 340, 372],
  libraries: [18, 24, 31, 37, 44],
  employees: [34, 37, 40, 43, 46],
  endowment: [118600, 126400, 138600],
};

// Bookshop bill (photo)
SA.bill = {
  shop: 'HATTON BOOK CENTRE', address: 'No. 45, Main Street, Hatton', phone: 'Tel: 051 222 4387',
  no: '018734', date: '2026-03-19', cashier: 'Nimal',
  items: [
    ['Exercise books 120 pgs (doz)', 25, 1080],
    ['A4 paper 80gsm (ream)', 10, 2150],
    ['Oxford Student Dictionary', 15, 3450],
    ['Gr. 11 English workbook', 40, 890],
    ['Whiteboard markers (box)', 6, 1450],
  ],
  discPct: 5, cheque: 'HNB Chq. No. 004512',
};
SA.bill.lines = SA.bill.items.map(([d, q, p]) => ({ d, q, p, amt: r2(q * p) }));
SA.bill.gross = r2(sum(SA.bill.lines.map((l) => l.amt)));
SA.bill.disc = r2((SA.bill.gross * SA.bill.discPct) / 100);
SA.bill.net = r2(SA.bill.gross - SA.bill.disc);

export const RAW = { AM, SA };

// ============================================================================ view: every figure as printed
const row = (label, vals, note) => (note === undefined ? { label, vals } : { label, note, vals });

function amaraView() {
  const I = AM.inc, E = AM.exp, T = AM.tot;
  const fs = {};
  fs.meta = { auditor: AM.meta.auditor, auditSigned: AM.meta.auditSigned, partner: AM.meta.partner, trusteesApproved: AM.meta.trusteesApproved };
  const b = AM.bs;
  fs.sofp = [
    row('Property, plant and equipment', [b.ppe[0], b.ppe[1]], 10),
    row('Inventories', [b.inv[0], b.inv[1]], 11),
    row('Receivables and prepayments', [b.rec[0], b.rec[1]], 12),
    row('Short-term deposits', [b.fd[0], b.fd[1]], 13),
    row('Cash and cash equivalents', [b.cash[0], b.cash[1]], 14),
    row('Total current assets', [b.ca[0], b.ca[1]]),
    row('Total assets', [b.ta[0], b.ta[1]]),
    row('Payables and accruals', [b.pay[0], b.pay[1]], 15),
    row('Total current liabilities', [b.pay[0], b.pay[1]]),
    row('Net assets', [b.funds[0], b.funds[1]]),
    row('Restricted funds', [AM.fundsClose.restricted, AM.fundsOpen.restricted], 16),
    row('General fund', [AM.fundsClose.general, AM.fundsOpen.general]),
    row('Designated building fund', [AM.fundsClose.designated, AM.fundsOpen.designated], 17),
    row('Total funds', [AM.total25, AM.total24]),
  ];
  const t = (o) => (o.u ?? 0) + (o.r ?? 0);
  const L = (label, o, note) => row(label, [o.u ?? 0, o.r ?? 0, t(o), o.t24], note);
  fs.soci = [
    L('Grants and donations', I.grants, 5),
    L('Training income', I.training, 6),
    L('Interest income', I.interest),
    L('Net foreign exchange gain', I.fx, 7),
    L('Other income', I.other),
    row('Total income', [T.incU, T.incR, T.incU + T.incR, T.inc24]),
    L('Maternal and newborn health', E.MNH, 8),
    L('Child health and immunisation', E.CHI, 8),
    L('Community nutrition', E.NUT, 8),
    L('Fundraising costs', E.fund),
    L('Support costs', E.supp, 9),
    row('Total expenditure', [T.expU, T.expR, T.expU + T.expR, T.exp24]),
    row('Net income/(expenditure) before transfers', [T.netU, T.netR, T.netU + T.netR, T.net24]),
    row('Transfers between funds', [RES_TR(), -RES_TR(), 0, 0], 16),
    row('Net movement in funds', [T.netU + RES_TR(), T.netR - RES_TR(), T.netU + T.netR, T.net24]),
    row('Total funds brought forward', [AM.fundsOpen.general + AM.fundsOpen.designated, AM.fundsOpen.restricted, AM.total24, AM.open24]),
    row('Total funds carried forward', [AM.fundsClose.general + AM.fundsClose.designated, AM.fundsClose.restricted, AM.total25, AM.total24]),
  ];
  const o = AM.fundsOpen, y = AM.y24;
  fs.changes = [
    row('Balance at 1 January 2024', [AM.open24gen, 0, AM.open24res, AM.open24]),
    row('Net income/(expenditure) for the year', [AM.tot.net24 - y.resNet, 0, y.resNet, AM.tot.net24]),
    row('Indirect cost recovery from restricted funds', [y.tr, 0, -y.tr, 0]),
    row('Transfer to designated building fund', [-y.designatedTr, y.designatedTr, 0, 0]),
    row('Balance at 31 December 2024', [o.general, o.designated, o.restricted, AM.total24]),
    row('Net income/(expenditure) for the year', [T.netU, 0, T.netR, T.netU + T.netR]),
    row('Indirect cost recovery from restricted funds', [RES_TR(), 0, -RES_TR(), 0]),
    row('Transfer to designated building fund', [-AM.designatedTransfer25, AM.designatedTransfer25, 0, 0]),
    row('Balance at 31 December 2025', [AM.fundsClose.general, AM.fundsClose.designated, AM.fundsClose.restricted, AM.total25]),
  ];
  const p = AM.ppe, c24 = AM.cf24;
  const net25 = T.netU + T.netR, dep25 = sum(p.charge);
  const cf = {
    net: [net25, T.net24], dep: [dep25, c24.dep], gain: [-AM.proceeds, c24.gain], interest: [-I.interest.u, c24.interest], fx: [-I.fx.u, c24.fx],
    inv: [-(b.inv[0] - b.inv[1]), c24.inv], rec: [-(b.rec[0] - b.rec[1]), c24.rec], pay: [b.pay[0] - b.pay[1], c24.pay],
    capex: [-sum(p.add), c24.capex], proceeds: [AM.proceeds, c24.proceeds], intRec: [I.interest.u, c24.intRec], fd: [-(b.fd[0] - b.fd[1]), c24.fd],
  };
  const two = (f) => [0, 1].map(f);
  const op = two((i) => cf.net[i] + cf.dep[i] + cf.gain[i] + cf.interest[i] + cf.fx[i] + cf.inv[i] + cf.rec[i] + cf.pay[i]);
  const invst = two((i) => cf.capex[i] + cf.proceeds[i] + cf.intRec[i] + cf.fd[i]);
  const incr = two((i) => op[i] + invst[i]);
  const fxEff = two((i) => -cf.fx[i]);
  const closeC = [b.cash[0], b.cash[1]];
  const openC = two((i) => closeC[i] - incr[i] - fxEff[i]);
  if (openC[0] !== b.cash[1]) throw new Error(`amara cash flow does not tie: ${openC[0]} vs ${b.cash[1]}`);
  fs.scf = [
    row('Net movement in funds for the year', cf.net),
    row('Depreciation', cf.dep, 10),
    row('Gain on disposal of property, plant and equipment', cf.gain),
    row('Interest income', cf.interest),
    row('Unrealised exchange gain', cf.fx),
    row('(Increase) in inventories', cf.inv),
    row('(Increase)/decrease in receivables and prepayments', cf.rec),
    row('Increase in payables and accruals', cf.pay),
    row('Net cash from operating activities', op),
    row('Purchase of property, plant and equipment', cf.capex, 10),
    row('Proceeds from disposal of property, plant and equipment', cf.proceeds),
    row('Interest received', cf.intRec),
    row('Placement of short-term deposits (net)', cf.fd),
    row('Net cash used in investing activities', invst),
    row('Net increase in cash and cash equivalents', incr),
    row('Effect of exchange rate changes on cash held', fxEff),
    row('Cash and cash equivalents at 1 January', openC),
    row('Cash and cash equivalents at 31 December', closeC, 14),
  ];
  // note 5: grants and donations by donor
  const byDonor = (d, fund) => regSum((r) => r.donor === d && (!fund || r.fund === fund));
  const g = [
    ['Bright Horizons Foundation', byDonor('Bright Horizons Foundation'), 512306800],
    ['Vaccine Access Alliance', byDonor('Vaccine Access Alliance'), 402118500],
    ['Kessler-Ward Family Foundation', byDonor('Kessler-Ward Family Foundation'), 244870300],
    ['Enugu State Primary Health Care Development Agency', byDonor('Enugu State Primary Health Care Development Agency'), 121500000],
    ['Friends of Amara (UK) – midwife training', byDonor('Friends of Amara (UK)', 'Restricted'), 0],
    ['Eastern Gas Distribution Ltd', byDonor('Eastern Gas Distribution Ltd'), 0],
    ['Independence Layout Rotary Club', 0, 12500000],
  ];
  const gu = [
    ['Individual donations (online, via Paystack)', byDonor('Individual donors (Paystack settlement)'), 19842600],
    ['Friends of Amara (UK) – general', byDonor('Friends of Amara (UK)', 'Unrestricted'), 30118400],
    ['Enugu Women in Business Network', byDonor('Enugu Women in Business Network'), 4000000],
    ['Other donations', byDonor('Anonymous donor'), 0],
  ];
  const g24r = sum(g.map((x) => x[2]));
  const g24u = AM.inc.grants.t24 - g24r - sum(gu.map((x) => x[2]));
  gu[3][2] = g24u; // other donations in 2024 balance the 2024 total
  if (g24u < 0) throw new Error('amara 2024 grants');
  fs.grants = [
    ...g.map(([l, a, c]) => row(l, [a, c])),
    row('Total restricted', [sum(g.map((x) => x[1])), g24r]),
    ...gu.map(([l, a, c]) => row(l, [a, c])),
    row('Total unrestricted', [sum(gu.map((x) => x[1])), sum(gu.map((x) => x[2]))]),
    row('Total grants and donations', [I.grants.u + I.grants.r, I.grants.t24]),
  ];
  if (fs.grants.at(-2).vals[0] !== I.grants.u) throw new Error('unrestricted donations');
  // note 8: programme expenditure by nature
  const progs = ['MNH', 'CHI', 'NUT'];
  const totP = progs.map((pp) => E[pp].u + E[pp].r);
  const mat = progs.map((pp, j) => {
    const sh = AM.natureShare[pp].map((s) => r0(totP[j] * s));
    return [...sh, totP[j] - sum(sh)];
  });
  const last24 = E.MNH.t24 + E.CHI.t24 + E.NUT.t24 - sum(AM.nature24);
  const n24 = [...AM.nature24, last24];
  fs.prog = [
    ...AM.natures.map((n, i) => row(n, [mat[0][i], mat[1][i], mat[2][i], mat[0][i] + mat[1][i] + mat[2][i], n24[i]])),
    row('Total programme expenditure', [totP[0], totP[1], totP[2], sum(totP), E.MNH.t24 + E.CHI.t24 + E.NUT.t24]),
  ];
  fs.ppe = [
    row('Cost at 1 January 2025', [...p.costOpen, sum(p.costOpen)]),
    row('Additions', [...p.add, sum(p.add)]),
    row('Disposals', [...p.disp.map((x) => -x), -sum(p.disp)]),
    row('Cost at 31 December 2025', [...p.costClose, sum(p.costClose)]),
    row('Depreciation at 1 January 2025', [...p.depOpen, sum(p.depOpen)]),
    row('Charge for the year', [...p.charge, sum(p.charge)]),
    row('Eliminated on disposals', [...p.depDisp.map((x) => -x), -sum(p.depDisp)]),
    row('Depreciation at 31 December 2025', [...p.depClose, sum(p.depClose)]),
    row('Net book value at 31 December 2025', [...p.nbv25, sum(p.nbv25)]),
    row('Net book value at 31 December 2024', [...p.nbv24, sum(p.nbv24)]),
  ];
  const cn = AM.cashNote;
  fs.cash = [
    row('Naira current accounts', cn.ngnAcc),
    row('USD domiciliary accounts', cn.usdNgn),
    row('GBP domiciliary account', cn.gbpNgn),
    row('Cash in hand', cn.hand),
    row('Total', [b.cash[0], b.cash[1]]),
  ];
  fs.rec = [...b.recRows.map(([l, x, y]) => row(l, [x, y])), row('Total receivables and prepayments', [b.rec[0], b.rec[1]])];
  fs.pay = [...b.payRows.map(([l, x, y]) => row(l, [x, y])), row('Total payables and accruals', [b.pay[0], b.pay[1]])];
  fs.staff = [
    ...AM.staff.rows.map(([l, a, c]) => row(l, [a, c])),
    row('Total staff costs', [sum(AM.staff.rows.map((x) => x[1])), sum(AM.staff.rows.map((x) => x[2]))]),
    ...AM.staff.numbers.map(([l, a, c]) => row(l, [a, c])),
    row('Total average number of employees', [sum(AM.staff.numbers.map((x) => x[1])), sum(AM.staff.numbers.map((x) => x[2]))]),
  ];
  fs.funds = [
    ...AM.funds.map((f) => row(f.name, [f.open, f.inc, -f.exp, -f.tr, f.close])),
    row('Total restricted funds', [RES.open, RES.inc, -RES.exp, -RES.tr, RES.close]),
  ];

  // donor report
  const B = AM.bhf;
  const dr = { meta: { grantNo: B.grantNo, start: B.start, end: B.end, preparedBy: B.preparedBy, preparedDate: B.preparedDate, approvedBy: B.approvedBy, approvedDate: B.approvedDate }, rate: B.rate };
  const lineRow = (label, appr, y2b, y2, y1) => row(label, [appr, y2b, y2, r2(y2b - y2), r2(y1 + y2), r2(appr - y1 - y2), B.ngn(y2)]);
  dr.lines = [
    ...B.rows.map((x) => lineRow(`${x.code} ${x.label}`, x.appr, x.y2b, x.y2, x.y1)),
    lineRow('Sub-total direct costs', B.direct.appr, B.direct.y2b, B.direct.y2, B.direct.y1),
    lineRow('8.1 Indirect costs (10% of direct costs)', B.indirect.appr, B.indirect.y2b, B.indirect.y2, B.indirect.y1),
    lineRow('Total', r2(B.direct.appr + B.indirect.appr), r2(B.direct.y2b + B.indirect.y2b), B.y2Total, B.y1Total),
  ];
  // the naira column of the sub-total and total are the sums of the lines above them, as printed
  const ngnLines = B.rows.map((x) => B.ngn(x.y2));
  dr.lines.at(-3).vals[6] = sum(ngnLines);
  dr.lines.at(-1).vals[6] = sum(ngnLines) + B.ngn(B.indirect.y2);
  dr.funds = [
    row('Unspent balance brought forward at 1 January 2025', [B.opening]),
    ...B.tranches.map((t, i) => row(`Tranche ${i + 3} received ${dmy(t.date)} (₦${fmtN(t.ngn, 0)} at ₦${fmtN(t.rate, 2)})`, [t.usd])),
    row('Total funds available', [r2(B.opening + sum(B.tranches.map((t) => t.usd)))]),
    row('Less: Year 2 expenditure (Section A)', [-B.y2Total]),
    row('Unspent balance carried forward at 31 December 2025', [B.closing]),
  ];
  dr.tranches = B.tranches.map((t) => ({ date: t.date, usd: t.usd, rate: t.rate, ngn: t.ngn }));

  // board pack (₦'000)
  const bp = { ie: [], budget: [], bank: [] };
  const fav = (side, a, bb) => (side === 'inc' ? a - bb : bb - a);
  const lineBP = (l) => {
    const ytdB = sum(l.months.slice(0, 5)), mayB = l.months[4], fy = sum(l.months);
    return row(l.label, [l.may, mayB, fav(l.side, l.may, mayB), l.ytd, ytdB, fav(l.side, l.ytd, ytdB), fy, l.fcst]);
  };
  const incL = AM.bpLines.filter((l) => l.side === 'inc'), expL = AM.bpLines.filter((l) => l.side === 'exp');
  const totRow = (label, ls, side) => {
    const rows = ls.map(lineBP);
    const v = rows[0].vals.map((_, i) => sum(rows.map((r) => r.vals[i])));
    return [rows, row(label, v)];
  };
  const [ri, ti] = totRow('Total income', incL, 'inc');
  const [re, te] = totRow('Total expenditure', expL, 'exp');
  const net = ti.vals.map((x, i) => ([2, 5].includes(i) ? x + te.vals[i] : x - te.vals[i]));
  bp.ie = [...ri, ti, ...re, te, row('Net surplus/(deficit)', net)];
  const a25 = {
    'Restricted grants and donations': k(I.grants.r), 'Unrestricted donations': k(I.grants.u), 'Training income': k(I.training.u), 'Interest income': k(I.interest.u),
    'Exchange gain/(loss)': k(I.fx.u), 'Maternal and newborn health': k(E.MNH.u + E.MNH.r), 'Child health and immunisation': k(E.CHI.u + E.CHI.r), 'Community nutrition': k(E.NUT.u + E.NUT.r),
    Fundraising: k(E.fund.u), 'Support costs': k(E.supp.u),
  };
  const budRow = (l) => row(l.label, [...l.months, sum(l.months), a25[l.label], AM.bp2025Budget[l.label]]);
  const sumRows = (label, rows) => row(label, rows[0].vals.map((_, i) => sum(rows.map((r) => r.vals[i]))));
  const bi = incL.map(budRow), be = expL.map(budRow);
  const bti = sumRows('Total income', bi), bte = sumRows('Total expenditure', be);
  bp.budget = [...bi, bti, ...be, bte, row('Net surplus/(deficit)', bti.vals.map((x, i) => x - bte.vals[i]))];
  bp.bank = AM.bank.map((x) => ({ bank: x.bank, account: x.account, ccy: x.ccy, amount: x.amount, rate: x.rate, ngn: x.ngn }));
  bp.bankTotal = r2(sum(AM.bank.map((x) => x.ngn)));

  // annual report five-year summary (₦'000)
  const F = AM.five;
  const inc5 = [0, 1, 2].map((i) => F.grants[i] + F.otherInc[i]);
  const exp5 = [0, 1, 2].map((i) => F.charitable[i] + F.fundraising[i] + F.support[i]);
  const net5 = [0, 1, 2].map((i) => inc5[i] - exp5[i]);
  const f23 = k(AM.open24);
  const tf = [f23 - net5[2] - net5[1], f23 - net5[2], f23];
  const res = [r0(tf[0] * F.resShare[0]), r0(tf[1] * F.resShare[1]), k(AM.open24res)];
  const other = (x) => x.training.u + x.interest.u + x.fx.u + x.other.u;
  const o24 = I.training.t24 + I.interest.t24 + I.fx.t24 + I.other.t24;
  const y24 = { grants: k(I.grants.t24), other: k(o24), char: k(E.MNH.t24 + E.CHI.t24 + E.NUT.t24), fund: k(E.fund.t24), supp: k(E.supp.t24), res: k(AM.fundsOpen.restricted), unr: k(AM.fundsOpen.general + AM.fundsOpen.designated) };
  const y25 = { grants: k(I.grants.u + I.grants.r), other: k(other(I)), char: k(totP[0] + totP[1] + totP[2]), fund: k(E.fund.u), supp: k(E.supp.u), res: k(AM.fundsClose.restricted), unr: k(AM.fundsClose.general + AM.fundsClose.designated) };
  const ti5 = [...inc5, k(T.inc24), k(T.incU + T.incR)];
  const ar = {
    five: [
      row('Grants and donations', [...F.grants, y24.grants, y25.grants]),
      row('Other income', [...F.otherInc, y24.other, y25.other]),
      row('Total income', ti5),
      row('Charitable activities', [...F.charitable, y24.char, y25.char]),
      row('Fundraising', [...F.fundraising, y24.fund, y25.fund]),
      row('Support costs', [...F.support, y24.supp, y25.supp]),
      row('Total expenditure', [...exp5, k(T.exp24), k(T.expU + T.expR)]),
      row('Net income/(expenditure)', [...net5, k(T.net24), k(T.netU + T.netR)]),
      row('Restricted funds', [...res, y24.res, y25.res]),
      row('Unrestricted funds', [tf[0] - res[0], tf[1] - res[1], tf[2] - res[2], y24.unr, y25.unr]),
      row('Total funds at 31 December', [...tf, k(AM.total24), k(AM.total25)]),
      row('Average exchange rate (₦ per US$)', F.rate),
      row('Total income (US$\'000)', ti5.map((x, i) => r0(x / F.rate[i]))),
      row('Women attending four or more antenatal visits', F.anc4),
      row('Births attended by skilled personnel (supported facilities)', F.births),
      row('Children fully immunised', F.immunised),
      row('Children screened for malnutrition', F.screened),
      row('Supported primary health centres', F.phcs),
      row('Average number of staff', [48, 53, 61, ...AM.staff.numbers.reduce((a, x) => [a[0] + x[2], a[1] + x[1]], [0, 0])]),
    ],
    meta: { chair: AM.meta.chair, ed: AM.meta.ed },
  };
  const reg = AM.register.map((r) => ({ ...r }));
  const I2 = AM.invoice;
  const rcpt = { supplier: I2.supplier, no: I2.no, date: I2.date, lines: I2.lines.map((l) => ({ ...l })), sub: I2.sub, vat: I2.vat, total: I2.total };
  return { fs, dr, bp, ar, reg, rcpt };
}
function RES_TR() { return sum(AM.funds.map((f) => f.tr)); }

function sahanaView() {
  const I = SA.inc, E = SA.exp, T = SA.tot, b = SA.bs;
  const fs = { meta: { auditor: SA.meta.auditor, auditSigned: SA.meta.auditSigned } };
  fs.sofp = [
    row('Property, plant and equipment', b.ppe, 9),
    row('Investments', b.invNC, 10),
    row('Total non-current assets', b.nca),
    row('Investments', b.invC, 10),
    row('Receivables, deposits and prepayments', b.rec, 11),
    row('Cash and cash equivalents', b.cash, 12),
    row('Total current assets', b.ca),
    row('Total assets', b.ta),
    row('General fund', [SA.fundsClose.gen, SA.fundsOpen.gen]),
    row('Restricted funds', [SA.fundsClose.res, SA.fundsOpen.res], 14),
    row('Endowment fund', [SA.fundsClose.end, SA.fundsOpen.end], 15),
    row('Total funds', [SA.total26, SA.total25]),
    row('Retirement benefit obligations', b.grat, 16),
    row('Accrued expenses and other payables', b.pay, 17),
    row('Total liabilities', b.tl),
    row('Total funds and liabilities', b.ta),
  ];
  const L = (label, o, note) => row(label, [o.u, o.r, o.e, o.u + o.r + o.e, o.t24], note);
  const tt = (o) => o.u + o.r + o.e;
  fs.soci = [
    L('Donations', I.donations, 4),
    L('Grants – foreign', I.foreign, 5),
    L('Grants – local corporate', I.local, 5),
    L('Endowment contributions', I.endow, 15),
    L('Fundraising events', I.events),
    L('Investment income', I.invest, 6),
    L('Other income', I.other),
    row('Total income', [T.inc.u, T.inc.r, T.inc.e, tt(T.inc), T.inc.t24]),
    L('Scholarships and bursaries', E.SCH, 7),
    L('English and IT learning centres', E.LC, 7),
    L('Teacher development', E.TD, 7),
    L('School libraries and facilities', E.LIB, 7),
    L('Fundraising costs', E.fund),
    L('Administration', E.admin, 8),
    row('Total expenditure', [T.exp.u, T.exp.r, T.exp.e, tt(T.exp), T.exp.t24]),
    row('Net income/(expenditure) before transfers', [T.inc.u - T.exp.u, T.inc.r - T.exp.r, T.inc.e - T.exp.e, tt(T.inc) - tt(T.exp), SA.net24]),
    row('Transfers between funds', [SA.tr.u, SA.tr.r, SA.tr.e, 0, 0], 14),
    row('Net movement in funds', [SA.gen.close - SA.gen.open, SRES.close - SRES.open, SA.endow.close - SA.endow.open, SA.total26 - SA.total25, SA.net24]),
    row('Funds at 1 April', [SA.gen.open, SRES.open, SA.endow.open, SA.total25, SA.open24]),
    row('Funds at 31 March', [SA.gen.close, SRES.close, SA.endow.close, SA.total26, SA.total25]),
  ];
  const c = SA.cf24, p = SA.ppe;
  const netMv = SA.total26 - SA.total25;
  const invInc = I.invest.u + I.invest.e;
  const cf = {
    net: [netMv, SA.net24], dep: [sum(p.charge), c.dep], grat: [SA.grat.provision, c.grat], invInc: [-invInc, c.invInc], endowIn: [-I.endow.e, c.endowIn],
    rec: [-(b.rec[0] - b.rec[1]), c.rec], pay: [b.pay[0] - b.pay[1], c.pay], gratPaid: [-SA.grat.paid, c.gratPaid],
    capex: [-sum(p.add), c.capex], invNet: [-((b.invNC[0] + b.invC[0]) - (b.invNC[1] + b.invC[1])), c.invNet], intRec: [invInc, c.intRec], endowFin: [I.endow.e, c.endowFin],
  };
  const two = (f) => [0, 1].map(f);
  const op = two((i) => cf.net[i] + cf.dep[i] + cf.grat[i] + cf.invInc[i] + cf.endowIn[i] + cf.rec[i] + cf.pay[i] + cf.gratPaid[i]);
  const iv = two((i) => cf.capex[i] + cf.invNet[i] + cf.intRec[i]);
  const fin = cf.endowFin;
  const incr = two((i) => op[i] + iv[i] + fin[i]);
  const closeC = b.cash;
  const openC = two((i) => closeC[i] - incr[i]);
  if (openC[0] !== b.cash[1]) throw new Error(`sahana cash flow: ${openC[0]} vs ${b.cash[1]}`);
  fs.scf = [
    row('Net movement in funds', cf.net),
    row('Depreciation', cf.dep, 9),
    row('Provision for retirement benefit obligations', cf.grat, 16),
    row('Investment income', cf.invInc, 6),
    row('Endowment contributions (shown under financing)', cf.endowIn),
    row('(Increase)/decrease in receivables', cf.rec),
    row('Increase in accrued expenses and payables', cf.pay),
    row('Gratuity paid', cf.gratPaid, 16),
    row('Net cash from/(used in) operating activities', op),
    row('Purchase of property, plant and equipment', cf.capex, 9),
    row('Net investment in fixed deposits and government securities', cf.invNet, 10),
    row('Interest received', cf.intRec),
    row('Net cash from/(used in) investing activities', iv),
    row('Endowment contributions received', fin, 15),
    row('Net cash from financing activities', fin),
    row('Net increase in cash and cash equivalents', incr),
    row('Cash and cash equivalents at 1 April', openC),
    row('Cash and cash equivalents at 31 March', closeC, 12),
  ];
  fs.ppe = [
    ...SA.ppeClasses.map((cl, i) => row(cl, [p.costOpen[i], p.add[i], -p.disp[i], p.costClose[i], p.depOpen[i], p.charge[i], -p.depDisp[i], p.depClose[i], p.nbv26[i], p.nbv25[i]])),
    row('Total', [p.costOpen, p.add, p.disp.map((x) => -x), p.costClose, p.depOpen, p.charge, p.depDisp.map((x) => -x), p.depClose, p.nbv26, p.nbv25].map((a) => sum(a))),
  ];
  // investments note by instrument
  const act = SA.invest.filter((x) => x.status === 'Active');
  const byI = (pre, nc) => sum(act.filter((x) => x.instrument.startsWith(pre) && (nc ? x.maturity > '2027-03-31' : x.maturity <= '2027-03-31')).map((x) => x.principal));
  fs.invest = [
    row('Treasury bonds', [byI('Treasury Bond', true), byI('Treasury Bond', false), byI('Treasury Bond', true) + byI('Treasury Bond', false)]),
    row('Fixed deposits', [byI('Fixed', true), byI('Fixed', false), byI('Fixed', true) + byI('Fixed', false)]),
    row('Treasury bills', [byI('Treasury Bill', true), byI('Treasury Bill', false), byI('Treasury Bill', true) + byI('Treasury Bill', false)]),
    row('Total at 31 March 2026', [SA.invNC, SA.invC, SA.invNC + SA.invC]),
    row('Total at 31 March 2025', [b.invNC[1], b.invC[1], b.invNC[1] + b.invC[1]]),
  ];
  const progs = ['SCH', 'LC', 'TD', 'LIB'];
  const totP = progs.map((pp) => E[pp].u + E[pp].r);
  const mat = progs.map((pp, j) => { const sh = SA.natureShare[pp].map((s) => r0(totP[j] * s)); return [...sh, totP[j] - sum(sh)]; });
  const t24P = progs.reduce((s, pp) => s + E[pp].t24, 0);
  const n24 = [...SA.nature24, t24P - sum(SA.nature24)];
  fs.prog = [
    ...SA.natures.map((n, i) => row(n, [mat[0][i], mat[1][i], mat[2][i], mat[3][i], mat[0][i] + mat[1][i] + mat[2][i] + mat[3][i], n24[i]])),
    row('Total charitable expenditure', [...totP, sum(totP), t24P]),
  ];
  fs.funds = [
    ...SA.funds.map((f) => row(f.name, [f.open, f.inc, -f.exp, f.tr, f.close])),
    row('Total restricted funds', [SRES.open, SRES.inc, -SRES.exp, SRES.tr, SRES.close]),
  ];
  const fb = (name) => sum(SA.foreign.filter((x) => x.donor === name).map((x) => x.lkr));
  const g24 = { LCET: 41250000, BBS: 72480600, TDEF: 15905800, AFSV: 13170000, HCTP: 16000000, MAP: 8000000 };
  fs.grants = [
    row('Lanka Children\'s Education Trust (United Kingdom)', [fb('Lanka Children\'s Education Trust'), g24.LCET]),
    row('Bildungsbrücke Stiftung (Germany)', [fb('Bildungsbrücke Stiftung'), g24.BBS]),
    row('Tamil Diaspora Education Fund (Canada)', [fb('Tamil Diaspora Education Fund'), g24.TDEF]),
    row('Australian Friends of Sahana Vidya Inc. (Australia)', [fb('Australian Friends of Sahana Vidya Inc.'), g24.AFSV]),
    row('Total foreign grants', [I.foreign.r, I.foreign.t24]),
    row('Highland Ceylon Tea Plantations PLC', [SA.local.HCTP, g24.HCTP]),
    row('Mahaweli Assurance PLC', [SA.local.MAP, g24.MAP]),
    row('Total local corporate grants', [I.local.r, I.local.t24]),
  ];
  if (g24.LCET + g24.BBS + g24.TDEF + g24.AFSV !== I.foreign.t24 || g24.HCTP + g24.MAP !== I.local.t24) throw new Error('sahana grants 2024/25');
  fs.invinc = [
    ...SA.invIncome.map(([l, a, cc]) => row(l, [a, cc])),
    row('Total investment income', [sum(SA.invIncome.map((x) => x[1])), sum(SA.invIncome.map((x) => x[2]))]),
  ];
  fs.endow = [
    row('Balance at 1 April 2025', [SA.endow.open]),
    row('Contributions received', [SA.endow.contrib]),
    row('Investment income on endowment investments', [SA.endow.income]),
    row('Transferred to Sivalingam Memorial Scholarships fund', [-SA.endow.income]),
    row('Balance at 31 March 2026', [SA.endow.close]),
  ];
  fs.staff = [
    ...SA.staff.rows.map(([l, a, cc]) => row(l, [a, cc])),
    row('Total staff costs', [sum(SA.staff.rows.map((x) => x[1])), sum(SA.staff.rows.map((x) => x[2]))]),
    ...SA.staff.numbers.map(([l, a, cc]) => row(l, [a, cc])),
  ];
  fs.grat = [
    row('Balance at 1 April', [b.grat[1], b.grat[1] - c.grat - c.gratPaid]),
    row('Provision for the year', [SA.grat.provision, c.grat]),
    row('Payments during the year', [-SA.grat.paid, c.gratPaid]),
    row('Balance at 31 March', [b.grat[0], b.grat[1]]),
  ];

  // NGO Secretariat return
  const progTot = sum(totP);
  const ret = {
    meta: { ngoNo: SA.meta.ngoNo, regNo: SA.meta.regNo, signed: SA.meta.returnSigned },
    part3: [
      row('3.1 Funds at the beginning of the year (1 April 2025)', [SA.total25]),
      row('3.2.1 Local donations and grants (including endowment contributions)', [I.donations.u + I.local.r + I.endow.e]),
      row('3.2.2 Foreign grants (details in Part 4)', [I.foreign.r]),
      row('3.2.3 Income from investments', [I.invest.u + I.invest.e]),
      row('3.2.4 Income from fundraising events', [I.events.u]),
      row('3.2.5 Other income', [I.other.u]),
      row('3.2.6 Total income (3.2.1 to 3.2.5)', [tt(T.inc)]),
      row('3.3.1 Programme expenditure (details in Part 5)', [progTot]),
      row('3.3.2 Fundraising expenditure', [E.fund.u]),
      row('3.3.3 Administrative expenditure', [E.admin.u]),
      row('3.3.4 Total expenditure (3.3.1 to 3.3.3)', [tt(T.exp)]),
      row('3.4 Surplus/(deficit) for the year (3.2.6 less 3.3.4)', [tt(T.inc) - tt(T.exp)]),
      row('3.5 Funds at the end of the year (3.1 plus 3.4)', [SA.total26]),
      row('3.6 Capital expenditure during the year', [sum(p.add)]),
    ],
    foreign: SA.foreign.map(({ fund, ...x }) => x),
    part5: [
      row('Vidya scholarships and bursaries', [SA.schol.reduce((s, x) => s + x.n26, 0), totP[0]]),
      row('English and IT learning centres', [SA.centres.reduce((s, x) => s + x.students, 0), totP[1]]),
      row('Teacher development', [SA.five.teachers[4] - SA.five.teachers[3], totP[2]]),
      row('School libraries and facilities', [SA.five.libraries[4] - SA.five.libraries[3], totP[3]]),
    ],
    part6: [row('Full-time employees', [46]), row('Part-time employees', [12]), row('Foreign nationals employed', [0]), row('Volunteers', [85])],
  };
  // budget workbook
  const bud = { summary: [], schol: [], centres: [] };
  const bl = (l) => row(l.label, [l.a25, l.b26, l.f26, ...l.q, sum(l.q)]);
  const inc = SA.budLines.filter((l) => l.side === 'inc').map(bl), exp = SA.budLines.filter((l) => l.side === 'exp').map(bl);
  const sr = (label, rows) => row(label, rows[0].vals.map((_, i) => sum(rows.map((r) => r.vals[i]))));
  const ti = sr('Total income', inc), te = sr('Total expenditure', exp);
  bud.summary = [...inc, ti, ...exp, te, row('Surplus/(deficit)', ti.vals.map((x, i) => x - te.vals[i]))];
  bud.schol = [
    ...SA.schol.map((x) => row(x.level, [x.n26, x.n27, x.stipend, x.months, x.cost])),
    ...SA.scholOther.map(([l, v]) => row(l, [null, null, null, null, v])),
    row('Total', [sum(SA.schol.map((x) => x.n26)), sum(SA.schol.map((x) => x.n27)), null, null, sum(SA.schol.map((x) => x.cost)) + sum(SA.scholOther.map((x) => x[1]))]),
  ];
  bud.centres = [
    ...SA.centres.map((x) => row(x.name, [x.opened, x.students, x.teachers, x.rentM, x.staff, x.rent, x.util, x.mat, x.total])),
    row('Central costs (IT equipment, coordination, examinations)', [null, null, null, null, null, null, null, null, SA.centralCosts]),
    row('Total', [null, sum(SA.centres.map((x) => x.students)), sum(SA.centres.map((x) => x.teachers)), sum(SA.centres.map((x) => x.rentM)), sum(SA.centres.map((x) => x.staff)), sum(SA.centres.map((x) => x.rent)), sum(SA.centres.map((x) => x.util)), sum(SA.centres.map((x) => x.mat)), 91000000]),
  ];
  // annual report five-year summary (LKR '000)
  const F = SA.five;
  const dg = (x) => x.donations.u + x.foreign.r + x.local.r + x.endow.e;
  const dg24 = I.donations.t24 + I.foreign.t24 + I.local.t24 + I.endow.t24;
  const y = F.early;
  const char26 = sum(totP), char25 = t24P;
  const cols = [
    { dg: y[0][0], ii: y[0][1], oi: y[0][2], ch: y[0][3], fa: y[0][4] },
    { dg: y[1][0], ii: y[1][1], oi: y[1][2], ch: y[1][3], fa: y[1][4] },
    { dg: y[2][0], ii: y[2][1], oi: y[2][2], ch: y[2][3], fa: y[2][4] },
    { dg: k(dg24), ii: k(I.invest.t24), oi: k(I.events.t24 + I.other.t24), ch: k(char25), fa: k(E.fund.t24 + E.admin.t24) },
    { dg: k(dg(I)), ii: k(I.invest.u + I.invest.e), oi: k(I.events.u + I.other.u), ch: k(char26), fa: k(E.fund.u + E.admin.u) },
  ];
  const ti5 = cols.map((x, i) => (i < 3 ? x.dg + x.ii + x.oi : i === 3 ? k(T.inc.t24) : k(tt(T.inc))));
  const te5 = cols.map((x, i) => (i < 3 ? x.ch + x.fa : i === 3 ? k(T.exp.t24) : k(tt(T.exp))));
  const sur5 = ti5.map((x, i) => (i < 3 ? x - te5[i] : i === 3 ? k(SA.net24) : k(SA.total26 - SA.total25)));
  const f24 = k(SA.open24);
  const tf5 = [f24 - sur5[2] - sur5[1], f24 - sur5[2], f24, k(SA.total25), k(SA.total26)];
  const ar = {
    five: [
      row('Donations and grants', cols.map((x) => x.dg)),
      row('Investment income', cols.map((x) => x.ii)),
      row('Fundraising events and other income', cols.map((x) => x.oi)),
      row('Total income', ti5),
      row('Charitable activities', cols.map((x) => x.ch)),
      row('Fundraising and administration', cols.map((x) => x.fa)),
      row('Total expenditure', te5),
      row('Surplus for the year', sur5),
      row('Total funds at 31 March', tf5),
      row('of which: Endowment fund', [...F.endowment, k(SA.endow.open), k(SA.endow.close)]),
      row('Scholarship students supported', F.schol),
      row('Students enrolled at learning centres (March)', F.centreStudents),
      row('Teachers trained (cumulative)', F.teachers),
      row('School libraries established (cumulative)', F.libraries),
      row('Employees (full-time, 31 March)', F.employees),
    ],
    meta: { chair: SA.meta.chair, treasurer: SA.meta.treasurer, ceo: SA.meta.ceo, auditor: SA.meta.auditor, bankers: SA.meta.bankers },
  };
  const inv = SA.invest.map((x) => ({ ...x }));
  const B = SA.bill;
  const rcpt = { shop: B.shop, no: B.no, date: B.date, lines: B.lines.map((l) => ({ ...l })), gross: B.gross, disc: B.disc, net: B.net };
  return { fs, ret, bud, ar, inv, rcpt };
}

const fmtN = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dmy = (iso) => iso.split('-').reverse().join('/');

export function view() { return { amara: amaraView(), sahana: sahanaView() }; }

// ============================================================================ questions
// Each: [kind, question, calc(V) -> number | {text: [...]} | 'notfound', {unit, wrong, alt, tol}]
const get = (table, label, i, nth = 0) => {
  const rows = table.filter((r) => r.label === label);
  if (!rows[nth]) throw new Error(`no row ${label}`);
  return rows[nth].vals[i];
};
export const dateForms = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const ord = d === 1 || d === 21 || d === 31 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th';
  return [`${d} ${MONTHS[m - 1]} ${y}`, `${MONTHS[m - 1]} ${d}, ${y}`, `${MONTHS[m - 1]} ${d} ${y}`, `${d}${ord} ${MONTHS[m - 1]} ${y}`, `${d}${ord} of ${MONTHS[m - 1]} ${y}`, `${d} ${MON3[m - 1]} ${y}`, `${MON3[m - 1]} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${dd}.${mm}.${y}`, `${dd}-${mm}-${y}`, `${y}-${mm}-${dd}`, `${d}/${m}/${y}`];
};
const D = (iso) => ({ text: dateForms(iso) });
const NF = () => 'notfound';
const ksum = (a) => a.reduce((s, x) => s + x, 0);

export const DEFS = {
  amara: [
    // lookup
    ['lookup', 'What were total funds at 31 December 2025 according to the audited statement of financial position?', (V) => get(V.amara.fs.sofp, 'Total funds', 0), { unit: '₦', wrong: (V) => get(V.amara.fs.sofp, 'Total funds', 1) }],
    ['lookup', 'how much was the total on the Coal City Prints invoice, VAT inclusive?', (V) => V.amara.rcpt.total, { unit: '₦', wrong: (V) => V.amara.rcpt.sub }],
    ['lookup', 'What is the approved budget for the whole grant period on budget line 5.1, training of midwives and CHEWs, in the Bright Horizons report (US$)?', (V) => get(V.amara.dr.lines, '5.1 Training of midwives and CHEWs', 0), { unit: 'US$', wrong: (V) => get(V.amara.dr.lines, '5.1 Training of midwives and CHEWs', 1) }],
    ['lookup', 'In the May board pack, what is the full-year 2026 forecast for total expenditure?', (V) => 1000 * get(V.amara.bp.ie, 'Total expenditure', 7), { unit: '₦', thousands: true, wrong: (V) => 1000 * get(V.amara.bp.ie, 'Total income', 7) }],
    ['lookup', 'five yr summary - total income 2022?', (V) => 1000 * V.amara.ar.five.find((r) => r.label === 'Total income').vals[1], { unit: '₦', thousands: true, wrong: (V) => 1000 * V.amara.ar.five.find((r) => r.label === 'Total income').vals[2] }],
    ['lookup', 'What was the balance in dollars on the Bright Horizons USD domiciliary account at Access Bank at the end of May 2026?', (V) => V.amara.bp.bank.find((x) => x.account.includes('Bright Horizons')).amount, { unit: 'US$', wrong: (V) => V.amara.bp.bank.find((x) => x.account.includes('VAA')).amount }],
    ['lookup', 'Depreciation charged on motor vehicles in 2025?', (V) => get(V.amara.fs.ppe, 'Charge for the year', 1), { unit: '₦', wrong: (V) => get(V.amara.fs.ppe, 'Depreciation at 1 January 2025', 1) }],
    // sum
    ['sum', 'How much did we receive in total from Vaccine Access Alliance during 2025, in naira?', (V) => ksum(V.amara.reg.filter((r) => r.donor === 'Vaccine Access Alliance').map((r) => r.ngn)), { unit: '₦', wrong: (V) => V.amara.reg.find((r) => r.donor === 'Vaccine Access Alliance').ngn }],
    ['sum', 'total paystack settlements for 2025 (online individual donations)?', (V) => ksum(V.amara.reg.filter((r) => r.donor.startsWith('Individual donors')).map((r) => r.ngn)), { unit: '₦', wrong: (V) => ksum(V.amara.reg.filter((r) => r.donor.startsWith('Individual donors')).slice(0, 11).map((r) => r.ngn)) }],
    ['sum', 'Adding up the three programmes (maternal and newborn health, child health and immunisation, community nutrition), what did we spend on programmes in 2025?', (V) => ['Maternal and newborn health', 'Child health and immunisation', 'Community nutrition'].reduce((s, l) => s + get(V.amara.fs.soci, l, 2), 0), { unit: '₦', wrong: (V) => ['Maternal and newborn health', 'Child health and immunisation', 'Community nutrition'].reduce((s, l) => s + get(V.amara.fs.soci, l, 1), 0) }],
    ['sum', 'How many US dollars did Bright Horizons send us in 2025 altogether?', (V) => ksum(V.amara.dr.tranches.map((t) => t.usd)), { unit: 'US$', wrong: (V) => get(V.amara.dr.funds, 'Total funds available', 0) }],
    ['sum', 'what is budgeted for community nutrition in Q3 2026 (jul-sep)?', (V) => 1000 * ksum(V.amara.bp.budget.find((r) => r.label === 'Community nutrition').vals.slice(6, 9)), { unit: '₦', thousands: true, wrong: (V) => 1000 * ksum(V.amara.bp.budget.find((r) => r.label === 'Community nutrition').vals.slice(3, 6)) }],
    // difference
    ['difference', 'How much more did we spend on child health and immunisation in 2025 than in 2024?', (V) => get(V.amara.fs.soci, 'Child health and immunisation', 2) - get(V.amara.fs.soci, 'Child health and immunisation', 3), { unit: '₦', wrong: (V) => get(V.amara.fs.soci, 'Child health and immunisation', 1) - get(V.amara.fs.soci, 'Child health and immunisation', 3) }],
    ['difference', 'By how much did total funds grow between 2021 and 2025, per the five-year summary in the annual report?', (V) => { const r = V.amara.ar.five.find((x) => x.label === 'Total funds at 31 December').vals; return 1000 * (r[4] - r[0]); }, { unit: '₦', thousands: true, wrong: (V) => { const r = V.amara.ar.five.find((x) => x.label === 'Total funds at 31 December').vals; return 1000 * (r[4] - r[3]); } }],
    ['difference', 'For support costs, what is the gap between the full-year 2026 forecast and the budget?', (V) => 1000 * (get(V.amara.bp.ie, 'Support costs', 7) - get(V.amara.bp.ie, 'Support costs', 6)), { unit: '₦', thousands: true, wrong: (V) => 1000 * get(V.amara.bp.ie, 'Support costs', 5) }],
    ['difference', 'The two Bright Horizons tranches last year were almost the same in dollars - how much more naira did the August one bring in than the February one?', (V) => V.amara.dr.tranches[1].ngn - V.amara.dr.tranches[0].ngn, { unit: '₦', wrong: (V) => V.amara.dr.tranches[0].usd - V.amara.dr.tranches[1].usd }],
    // percent
    ['percent', 'What percentage of total expenditure in 2025 went on support costs?', (V) => (100 * get(V.amara.fs.soci, 'Support costs', 2)) / get(V.amara.fs.soci, 'Total expenditure', 2), { unit: '%', wrong: (V) => (100 * get(V.amara.fs.soci, 'Support costs', 3)) / get(V.amara.fs.soci, 'Total expenditure', 3) }],
    ['percent', 'what % of the year 2 budget for line 2.1 (local travel and vehicle running) did we actually spend on the BHF grant?', (V) => (100 * get(V.amara.dr.lines, '2.1 Local travel and vehicle running', 2)) / get(V.amara.dr.lines, '2.1 Local travel and vehicle running', 1), { unit: '%', wrong: (V) => (100 * get(V.amara.dr.lines, '2.1 Local travel and vehicle running', 4)) / get(V.amara.dr.lines, '2.1 Local travel and vehicle running', 0) }],
    ['percent', 'Year-to-date total income at the end of May 2026 as a percentage of the full-year 2026 budget?', (V) => (100 * get(V.amara.bp.ie, 'Total income', 3)) / get(V.amara.bp.ie, 'Total income', 6), { unit: '%', wrong: (V) => (100 * get(V.amara.bp.ie, 'Total income', 3)) / get(V.amara.bp.ie, 'Total income', 4) }],
    ['percent', 'What share of the naira we received in grants and donations in 2025 came in as US dollars?', (V) => (100 * ksum(V.amara.reg.filter((r) => r.ccy === 'USD').map((r) => r.ngn))) / ksum(V.amara.reg.map((r) => r.ngn)), { unit: '%', wrong: (V) => (100 * V.amara.reg.filter((r) => r.ccy === 'USD').length) / V.amara.reg.length }],
    // variance
    ['variance', 'How far off budget was our May 2026 spending on maternal and newborn health?', (V) => 1000 * get(V.amara.bp.ie, 'Maternal and newborn health', 2), { unit: '₦', thousands: true, wrong: (V) => 1000 * get(V.amara.bp.ie, 'Maternal and newborn health', 5) }],
    ['variance', 'BHF year 2: variance between budget and actual on line 4.1 clean delivery kits, in dollars?', (V) => get(V.amara.dr.lines, '4.1 Clean delivery kits and consumables', 3), { unit: 'US$', wrong: (V) => get(V.amara.dr.lines, '4.1 Clean delivery kits and consumables', 5) }],
    ['variance', 'ytd total income vs budget at 31 may 26 - what is the variance?', (V) => 1000 * get(V.amara.bp.ie, 'Total income', 5), { unit: '₦', thousands: true, wrong: (V) => 1000 * get(V.amara.bp.ie, 'Total income', 2) }],
    // ratio
    ['ratio', 'What was our current ratio (current assets divided by current liabilities) at 31 December 2025?', (V) => get(V.amara.fs.sofp, 'Total current assets', 0) / get(V.amara.fs.sofp, 'Total current liabilities', 0), { unit: '', tol: 0.01, wrong: (V) => get(V.amara.fs.sofp, 'Total current assets', 1) / get(V.amara.fs.sofp, 'Total current liabilities', 1) }],
    ['ratio', 'At the end of 2025, what was the ratio of restricted funds to unrestricted funds (general plus designated)?', (V) => get(V.amara.fs.sofp, 'Restricted funds', 0) / (get(V.amara.fs.sofp, 'General fund', 0) + get(V.amara.fs.sofp, 'Designated building fund', 0)), { unit: '', tol: 0.01, wrong: (V) => get(V.amara.fs.sofp, 'Restricted funds', 0) / get(V.amara.fs.sofp, 'General fund', 0) }],
    // average
    ['average', 'What was the average monthly Paystack settlement in 2025?', (V) => { const p = V.amara.reg.filter((r) => r.donor.startsWith('Individual donors')); return ksum(p.map((r) => r.ngn)) / p.length; }, { unit: '₦', wrong: (V) => { const p = V.amara.reg.filter((r) => r.donor.startsWith('Individual donors')); return ksum(p.map((r) => r.ngn)) / 11; } }],
    ['average', 'Average annual total income across the five years in the annual report summary (2021-2025)?', (V) => (1000 * ksum(V.amara.ar.five.find((r) => r.label === 'Total income').vals)) / 5, { unit: '₦', thousands: true, wrong: (V) => (1000 * ksum(V.amara.ar.five.find((r) => r.label === 'Total income').vals.slice(1))) / 4 }],
    ['average', 'avg monthly budget for support costs in 2026?', (V) => (1000 * V.amara.bp.budget.find((r) => r.label === 'Support costs').vals[12]) / 12, { unit: '₦', thousands: true, wrong: (V) => (1000 * get(V.amara.bp.ie, 'Support costs', 4)) / 5 }],
    // count
    ['count', 'How many of the receipts in the 2025 grants and donations register were in US dollars?', (V) => V.amara.reg.filter((r) => r.ccy === 'USD').length, { unit: '', wrong: 3 }],
    ['count', 'How many separate payments did the Enugu State Primary Health Care Development Agency make to us in 2025?', (V) => V.amara.reg.filter((r) => r.donor.startsWith('Enugu State')).length, { unit: '', wrong: 4 }],
    ['count', 'How many restricted funds are listed in the restricted funds note of the 2025 accounts?', (V) => V.amara.fs.funds.length - 1, { unit: '', wrong: 6 }],
    // extreme
    ['extreme', 'What was the single largest receipt in the 2025 register, in naira?', (V) => Math.max(...V.amara.reg.map((r) => r.ngn)), { unit: '₦', wrong: (V) => [...V.amara.reg.map((r) => r.ngn)].sort((a, b) => b - a)[1] }],
    ['extreme', 'which month of 2025 had the lowest paystack settlement?', (V) => { const p = V.amara.reg.filter((r) => r.donor.startsWith('Individual donors')); const m = p.reduce((a, r) => (r.ngn < a.ngn ? r : a)); const n = MONTHS[Number(m.date.slice(5, 7)) - 1]; return { text: [n, n.slice(0, 3) + ' 2025'] }; }, { wrong: 'February' }],
    ['extreme', 'Which class of fixed assets had the highest net book value at 31 December 2025?', (V) => { const r = V.amara.fs.ppe.find((x) => x.label === 'Net book value at 31 December 2025').vals.slice(0, 5); const i = r.indexOf(Math.max(...r)); const n = AM.ppeClasses[i]; return { text: [n, n.replace(' and ', ' & '), 'buildings'] }; }, { wrong: 'Motor vehicles' }],
    ['extreme', 'On the Bright Horizons grant, which budget line had the highest spending in Year 2?', (V) => { const rows = V.amara.dr.lines.filter((r) => /^\d\.\d /.test(r.label) && !r.label.startsWith('8.1')); const m = rows.reduce((a, r) => (r.vals[2] > a.vals[2] ? r : a)); return { text: [m.label.replace(/^\d\.\d\s+/, '').split(' – ')[0], `line ${m.label.slice(0, 3)}`] }; }, { wrong: 'Training of midwives and CHEWs' }],
    // filter
    ['filter', 'How much did we receive in pounds sterling in 2025 (GBP amount, all receipts)?', (V) => ksum(V.amara.reg.filter((r) => r.ccy === 'GBP').map((r) => r.fcy)), { unit: '£', wrong: (V) => ksum(V.amara.reg.filter((r) => r.ccy === 'GBP' && r.fund === 'Restricted').map((r) => r.fcy)) }],
    ['filter', 'restricted money received for the Child Health & Immunisation programme in 2025 - total in naira?', (V) => ksum(V.amara.reg.filter((r) => r.programme === 'Child Health & Immunisation' && r.fund === 'Restricted').map((r) => r.ngn)), { unit: '₦', wrong: (V) => ksum(V.amara.reg.filter((r) => r.programme === 'Child Health & Immunisation' && r.ccy === 'USD').map((r) => r.ngn)) }],
    ['filter', 'What was the naira equivalent of all our US dollar accounts at 31 May 2026?', (V) => ksum(V.amara.bp.bank.filter((x) => x.ccy === 'USD').map((x) => x.ngn)), { unit: '₦', wrong: (V) => ksum(V.amara.bp.bank.filter((x) => x.ccy !== 'NGN').map((x) => x.ngn)) }],
    // date
    ['date', 'On what date did the auditors sign their report on the 2025 financial statements?', (V) => D(V.amara.fs.meta.auditSigned), { wrong: '2026-04-21' }],
    ['date', 'When did the second Kessler-Ward payment arrive?', (V) => D(V.amara.reg.filter((r) => r.donor.startsWith('Kessler')).at(-1).date), { wrong: '2025-04-30' }],
    ['date', 'whats the date on the coal city prints invoice', (V) => D(V.amara.rcpt.date), { wrong: '2026-03-31' }],
    ['date', 'When does the Bright Horizons grant period end?', (V) => D(V.amara.dr.meta.end), { wrong: '2025-12-31' }],
    // text
    ['text', 'Who are our external auditors?', (V) => ({ text: [V.amara.fs.meta.auditor, 'Okonkwo, Adeyemi', 'Okonkwo Adeyemi', 'Okonkwo & Adeyemi'] }), { wrong: 'Coal City Prints & Graphics Ltd' }],
    ['text', 'What is the invoice number on the printing invoice from Coal City Prints?', (V) => ({ text: [V.amara.rcpt.no, V.amara.rcpt.no.replace(/\//g, ' / ')] }), { wrong: 'AMC/LPO/26/041' }],
    ['text', 'Who approved the Bright Horizons annual financial report for Year 2?', (V) => ({ text: [V.amara.dr.meta.approvedBy, 'Emeka Nwosu', 'Nwosu'] }), { wrong: 'Adaeze Okafor' }],
    // notfound
    ['notfound', 'What was our total income in 2020?', NF, { absent: [/(?<!Act )\b2020\b/] }],
    ['notfound', 'How much did we spend on diesel for the clinic generators in 2025?', NF, { absent: [/diesel/i, /generator/i] }],
    ['notfound', 'What is the 2027 budget for child health and immunisation?', NF, { absent: [/2027/] }],
    ['notfound', 'What was the closing balance of the malaria prevention fund at the end of 2025?', NF, { absent: [/malaria/i] }],
    ['notfound', 'can you pull the total off the hotel receipt for the midwife training in nsukka', NF, { absent: [/hotel/i, /nsukka/i] }],
  ],
  sahana: [
    // lookup
    ['lookup', 'What was the balance of the endowment fund at 31 March 2026?', (V) => get(V.sahana.fs.sofp, 'Endowment fund', 0), { unit: 'LKR', wrong: (V) => get(V.sahana.fs.sofp, 'Endowment fund', 1) }],
    ['lookup', 'How much did we report as foreign grants (line 3.2.2) in the annual return to the NGO Secretariat?', (V) => V.sahana.ret.part3.find((r) => r.label.startsWith('3.2.2')).vals[0], { unit: 'LKR', wrong: (V) => V.sahana.ret.part3.find((r) => r.label.startsWith('3.2.1')).vals[0] }],
    ['lookup', 'budget for the learning centres in Q2 of 2026/27?', (V) => get(V.sahana.bud.summary, 'English and IT learning centres', 4), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'English and IT learning centres', 3) }],
    ['lookup', 'In the annual report\'s five-year summary, what was total expenditure in 2022/23?', (V) => 1000 * get(V.sahana.ar.five, 'Total expenditure', 1), { unit: 'LKR', thousands: true, wrong: (V) => 1000 * get(V.sahana.ar.five, 'Total expenditure', 2) }],
    ['lookup', 'What is the gratuity liability (retirement benefit obligations) at 31.03.2026?', (V) => get(V.sahana.fs.sofp, 'Retirement benefit obligations', 0), { unit: 'LKR', wrong: (V) => get(V.sahana.fs.sofp, 'Retirement benefit obligations', 1) }],
    ['lookup', 'net amount payable on the hatton book centre bill?', (V) => V.sahana.rcpt.net, { unit: 'LKR', wrong: (V) => V.sahana.rcpt.gross }],
    // sum
    ['sum', 'What is the total principal of all active investments in the investment register?', (V) => ksum(V.sahana.inv.filter((x) => x.status === 'Active').map((x) => x.principal)), { unit: 'LKR', wrong: (V) => ksum(V.sahana.inv.map((x) => x.principal)) }],
    ['sum', 'How much did we spend on scholarships and teacher development combined in 2025/26?', (V) => get(V.sahana.fs.soci, 'Scholarships and bursaries', 3) + get(V.sahana.fs.soci, 'Teacher development', 3), { unit: 'LKR', wrong: (V) => get(V.sahana.fs.soci, 'Scholarships and bursaries', 4) + get(V.sahana.fs.soci, 'Teacher development', 4) }],
    ['sum', 'What is total budgeted expenditure for the first half of 2026/27 (April to September)?', (V) => get(V.sahana.bud.summary, 'Total expenditure', 3) + get(V.sahana.bud.summary, 'Total expenditure', 4), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'Total income', 3) + get(V.sahana.bud.summary, 'Total income', 4) }],
    ['sum', 'In rupees, how much did the Lanka Children\'s Education Trust send us in total during 2025/26?', (V) => ksum(V.sahana.ret.foreign.filter((x) => x.donor.startsWith('Lanka Children')).map((x) => x.lkr)), { unit: 'LKR', wrong: (V) => V.sahana.ret.foreign.find((x) => x.donor.startsWith('Lanka Children')).lkr }],
    ['sum', 'total yearly rent budgeted for all the learning centres 2026/27', (V) => get(V.sahana.bud.centres, 'Total', 5), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.centres, 'Total', 3) }],
    // difference
    ['difference', 'By how much did investment income change in 2025/26 compared with 2024/25?', (V) => get(V.sahana.fs.soci, 'Investment income', 3) - get(V.sahana.fs.soci, 'Investment income', 4), { unit: 'LKR', wrong: (V) => get(V.sahana.fs.soci, 'Investment income', 0) - get(V.sahana.fs.soci, 'Investment income', 4) }],
    ['difference', 'How much more is budgeted for scholarships and bursaries in 2026/27 than in last year\'s budget?', (V) => get(V.sahana.bud.summary, 'Scholarships and bursaries', 7) - get(V.sahana.bud.summary, 'Scholarships and bursaries', 1), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'Scholarships and bursaries', 7) - get(V.sahana.bud.summary, 'Scholarships and bursaries', 2) }],
    ['difference', 'How many more scholarship students did we support in 2025/26 than in 2021/22?', (V) => get(V.sahana.ar.five, 'Scholarship students supported', 4) - get(V.sahana.ar.five, 'Scholarship students supported', 0), { unit: '', wrong: (V) => get(V.sahana.ar.five, 'Scholarship students supported', 4) - get(V.sahana.ar.five, 'Scholarship students supported', 3) }],
    ['difference', 'In the budget workbook, how far short of the 2025/26 budget was the February forecast for total income?', (V) => get(V.sahana.bud.summary, 'Total income', 1) - get(V.sahana.bud.summary, 'Total income', 2), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'Total income', 7) - get(V.sahana.bud.summary, 'Total income', 1) }],
    // percent
    ['percent', 'Administration costs as a percentage of total expenditure for 2025/26?', (V) => (100 * get(V.sahana.fs.soci, 'Administration', 3)) / get(V.sahana.fs.soci, 'Total expenditure', 3), { unit: '%', wrong: (V) => (100 * get(V.sahana.fs.soci, 'Administration', 3)) / get(V.sahana.fs.soci, 'Total income', 3) }],
    ['percent', 'what share of our active investments (by principal) belongs to the endowment fund?', (V) => { const a = V.sahana.inv.filter((x) => x.status === 'Active'); return (100 * ksum(a.filter((x) => x.fund === 'Endowment').map((x) => x.principal))) / ksum(a.map((x) => x.principal)); }, { unit: '%', wrong: (V) => { const a = V.sahana.inv.filter((x) => x.status === 'Active'); return (100 * a.filter((x) => x.fund === 'Endowment').length) / a.length; } }],
    ['percent', 'By what percentage is the 2026/27 total income budget higher than the 2025/26 budget?', (V) => 100 * (get(V.sahana.bud.summary, 'Total income', 7) / get(V.sahana.bud.summary, 'Total income', 1) - 1), { unit: '%', wrong: (V) => 100 * (get(V.sahana.bud.summary, 'Total income', 7) / get(V.sahana.bud.summary, 'Total income', 2) - 1) }],
    ['percent', 'Foreign grants were what % of total income in the NGO Secretariat return?', (V) => (100 * V.sahana.ret.part3.find((r) => r.label.startsWith('3.2.2')).vals[0]) / V.sahana.ret.part3.find((r) => r.label.startsWith('3.2.6')).vals[0], { unit: '%', wrong: (V) => (100 * V.sahana.ret.part3.find((r) => r.label.startsWith('3.2.2')).vals[0]) / V.sahana.ret.part3.find((r) => r.label.startsWith('3.3.4')).vals[0] }],
    // variance
    ['variance', 'How far was the February forecast for the learning centres from the 2025/26 budget?', (V) => get(V.sahana.bud.summary, 'English and IT learning centres', 2) - get(V.sahana.bud.summary, 'English and IT learning centres', 1), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'English and IT learning centres', 7) - get(V.sahana.bud.summary, 'English and IT learning centres', 1) }],
    ['variance', 'Teacher development in 2025/26: how much under budget did we come in, comparing the audited actual to the budget?', (V) => get(V.sahana.bud.summary, 'Teacher development', 1) - get(V.sahana.fs.soci, 'Teacher development', 3), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'Teacher development', 1) - get(V.sahana.bud.summary, 'Teacher development', 2) }],
    ['variance', 'were we over budget on admin in 2025/26 (actual per the accounts vs budget)? by how much', (V) => get(V.sahana.fs.soci, 'Administration', 3) - get(V.sahana.bud.summary, 'Administration', 1), { unit: 'LKR', wrong: (V) => get(V.sahana.bud.summary, 'Administration', 2) - get(V.sahana.bud.summary, 'Administration', 1) }],
    // ratio
    ['ratio', 'What was the current ratio at 31 March 2026?', (V) => get(V.sahana.fs.sofp, 'Total current assets', 0) / get(V.sahana.fs.sofp, 'Accrued expenses and other payables', 0), { unit: '', tol: 0.01, wrong: (V) => get(V.sahana.fs.sofp, 'Total current assets', 0) / get(V.sahana.fs.sofp, 'Total liabilities', 0) }],
    ['ratio', 'students per teacher at the Maskeliya centre?', (V) => get(V.sahana.bud.centres, 'Maskeliya', 1) / get(V.sahana.bud.centres, 'Maskeliya', 2), { unit: '', tol: 0.01, wrong: (V) => get(V.sahana.bud.centres, 'Talawakelle', 1) / get(V.sahana.bud.centres, 'Talawakelle', 2) }],
    ['ratio', 'Ratio of restricted funds to the general fund at 31.03.2026?', (V) => get(V.sahana.fs.sofp, 'Restricted funds', 0) / get(V.sahana.fs.sofp, 'General fund', 0), { unit: '', tol: 0.01, wrong: (V) => get(V.sahana.fs.sofp, 'Restricted funds', 1) / get(V.sahana.fs.sofp, 'General fund', 1) }],
    // average
    ['average', 'What is the average interest rate on our active fixed deposits (simple average)?', (V) => { const a = V.sahana.inv.filter((x) => x.status === 'Active' && x.instrument === 'Fixed Deposit'); return ksum(a.map((x) => x.rate)) / a.length; }, { unit: '%', tol: 0.005, wrong: (V) => { const a = V.sahana.inv.filter((x) => x.status === 'Active'); return ksum(a.map((x) => x.rate)) / a.length; } }],
    ['average', 'avg no. of students enrolled per learning centre?', (V) => get(V.sahana.bud.centres, 'Total', 1) / 5, { unit: '', tol: 0.005, wrong: (V) => get(V.sahana.bud.centres, 'Total', 1) / 4 }],
    ['average', 'What was our average total income per year over the five years in the annual report summary?', (V) => (1000 * ksum(V.sahana.ar.five.find((r) => r.label === 'Total income').vals)) / 5, { unit: 'LKR', thousands: true, wrong: (V) => (1000 * ksum(V.sahana.ar.five.find((r) => r.label === 'Total expenditure').vals)) / 5 }],
    // count
    ['count', 'How many investments matured during 2025/26 according to the register?', (V) => V.sahana.inv.filter((x) => x.status === 'Matured').length, { unit: '', wrong: 4 }],
    ['count', 'How many separate foreign remittances are listed in Part 4 of the NGO Secretariat return?', (V) => V.sahana.ret.foreign.length, { unit: '', wrong: 4 }],
    ['count', 'how many students are budgeted to get scholarships or bursaries in 2026/27 in total?', (V) => get(V.sahana.bud.schol, 'Total', 1), { unit: '', wrong: (V) => get(V.sahana.bud.schol, 'Total', 0) }],
    // extreme
    ['extreme', 'Which bank holds our largest active fixed deposit?', (V) => { const a = V.sahana.inv.filter((x) => x.status === 'Active' && x.instrument === 'Fixed Deposit'); const m = a.reduce((p, x) => (x.principal > p.principal ? x : p)); return { text: [m.inst, m.inst.replace("'", '’')] }; }, { wrong: 'Bank of Ceylon' }],
    ['extreme', 'Which programme cost the most in 2025/26?', (V) => { const ps = ['Scholarships and bursaries', 'English and IT learning centres', 'Teacher development', 'School libraries and facilities']; const m = ps.reduce((a, p) => (get(V.sahana.fs.soci, p, 3) > get(V.sahana.fs.soci, a, 3) ? p : a)); return { text: [m, m.split(' and ')[0].toLowerCase()] }; }, { wrong: 'English and IT learning centres' }],
    ['extreme', 'which learning centre has the smallest budget for 2026/27?', (V) => { const r = V.sahana.bud.centres.filter((x) => x.vals[0] !== null); const m = r.reduce((a, x) => (x.vals[8] < a.vals[8] ? x : a)); return { text: [m.label] }; }, { wrong: 'Maskeliya' }],
    ['extreme', 'What is the highest interest rate on any of our active investments?', (V) => Math.max(...V.sahana.inv.filter((x) => x.status === 'Active').map((x) => x.rate)), { unit: '%', wrong: (V) => Math.max(...V.sahana.inv.filter((x) => x.status === 'Active' && x.instrument === 'Fixed Deposit').map((x) => x.rate)) }],
    // filter
    ['filter', 'What is the total principal of the endowment fund\'s active investments?', (V) => ksum(V.sahana.inv.filter((x) => x.status === 'Active' && x.fund === 'Endowment').map((x) => x.principal)), { unit: 'LKR', wrong: (V) => ksum(V.sahana.inv.filter((x) => x.fund === 'Endowment').map((x) => x.principal)) }],
    ['filter', 'How much foreign money came from Germany in 2025/26, in rupees?', (V) => ksum(V.sahana.ret.foreign.filter((x) => x.country === 'Germany').map((x) => x.lkr)), { unit: 'LKR', wrong: (V) => ksum(V.sahana.ret.foreign.filter((x) => x.country === 'Germany').slice(0, 2).map((x) => x.lkr)) }],
    ['filter', 'how much do we currently hold in treasury bills?', (V) => ksum(V.sahana.inv.filter((x) => x.status === 'Active' && x.instrument.startsWith('Treasury Bill')).map((x) => x.principal)), { unit: 'LKR', wrong: (V) => ksum(V.sahana.inv.filter((x) => x.instrument.startsWith('Treasury Bill')).map((x) => x.principal)) }],
    // date
    ['date', 'When does the National Savings Bank fixed deposit mature?', (V) => D(V.sahana.inv.find((x) => x.inst === 'National Savings Bank').maturity), { wrong: '2026-04-15' }],
    ['date', 'What date is on the auditors\' report for 2025/26?', (V) => D(V.sahana.fs.meta.auditSigned), { wrong: '2026-03-31' }],
    ['date', 'When did the Australian Friends money arrive?', (V) => D(V.sahana.ret.foreign.find((x) => x.ccy === 'AUD').date), { wrong: '2025-10-14' }],
    ['date', 'date of the hatton book centre bill?', (V) => D(V.sahana.rcpt.date), { wrong: '2026-03-31' }],
    // text
    ['text', 'Who chairs the board of directors?', (V) => ({ text: ['Kamala Sivalingam', 'Dr Sivalingam', 'Dr. Sivalingam'] }), { wrong: 'Mrs. Priyanthi Wickramasinghe' }],
    ['text', 'What is our registration number with the NGO Secretariat?', (V) => ({ text: [V.sahana.ret.meta.ngoNo, V.sahana.ret.meta.ngoNo.replace(/\//g, ' / ')] }), { wrong: 'GL 2047' }],
    ['text', 'who is the treasurer', (V) => ({ text: ['Ruwan Dissanayake', 'Mr Dissanayake', 'Mr. Dissanayake'] }), { wrong: 'Mr. A. Jeyakumar' }],
    // notfound
    ['notfound', 'What was total income in 2020/21?', NF, { absent: [/2020\/21/, /2020-21/, /\b2020\b/] }],
    ['notfound', 'What were our actual expenses for Q1 2026/27?', NF, { absent: [/2026\/27[ (]*actual/i, /actuals? (?:for|to|of)[^|\n]{0,30}2026\/27/i, /Q1[^|\n]{0,20}actual/i] }],
    ['notfound', 'How much did the Haputale learning centre cost to run in 2025/26?', NF, { absent: [/haputale/i] }],
    ['notfound', 'How much was the CEO paid in 2025/26?', NF, { absent: [/key management/i, /(chief executive|ceo)[^.\n]{0,60}(salary|remuneration|paid|emolument)/i] }],
    ['notfound', 'whats the total on the printing bill for the walk for vidya banners', NF, { absent: [/banner/i, /print/i] }],
  ],
};
