// Set AD: every figure of the two organisations, once. The renderers (lib/render-*.mjs) print these
// figures; the questions (DEFS) compute their answers from them; verify.mjs re-reads the rendered files.
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const sum = (a) => a.reduce((s, x) => s + x, 0);
const by = (rows, key) => sum(rows.map((r) => r[key]));

export const ORGS = {
  ravi: { name: 'Ravi Valley Teaching Hospital Foundation', fiscalYearStart: 7 },
  mwamba: { name: 'Mwamba Reefs Marine Conservation Trust', fiscalYearStart: 1 },
};

export const DOCS = {
  ravi: [
    'Audited Financial Statements FY2024-25.pdf',
    'PCC Annual Return 2024-25.pdf',
    'Board Pack Q3 FY2025-26.xlsx',
    'Annual Report 2024-25.docx',
    'Major Donations Register Jul25-Mar26.csv',
    'Mughal Surgical invoice.jpg',
  ],
  mwamba: [
    'Audited Financial Statements 2025.pdf',
    'NGO Annual Report Form 2025.pdf',
    'Board Pack Q1 2026.xlsx',
    'Annual Report 2025.pdf',
    'Reef Levy Register Jan-Mar 2026.csv',
    'EFD receipt Kilwa Marine.png',
  ],
};

// =====================================================================================================
// RAVI VALLEY TEACHING HOSPITAL FOUNDATION (Lahore, Pakistan; Rupees; July-June year)
// =====================================================================================================
const rv = {};
rv.facts = {
  company: 'Ravi Valley Teaching Hospital Foundation',
  hospital: 'Ravi Valley Teaching Hospital',
  auditor: 'Qureshi Anwar & Co.',
  partner: 'Muhammad Saad Qureshi',
  opinionDate: '2025-10-03',
  udin: 'AR202510187kQm4Tz9Xw',
  chair: 'Mrs. Samina Rafiq',
  ceo: 'Dr. Farhan Aslam',
  cfo: 'Imran Butt',
  agm: '2025-10-24',
  pccReg: 'PCC-LHR-2019-0736',
  cuin: '0112873',
  ntn: '7284416-3',
  bank: 'Punjab Crescent Bank Limited',
  pccSigned: '2025-11-12',
  employees: 186, employeesPy: 172, avgEmployees: 181, avgEmployeesPy: 168,
  volunteers: 240,
  patients: 48215,
};
// Statement of income and expenditure, year ended 30 June 2025: g general, z zakat, r restricted, e endowment, py total 2024
rv.income = [
  { key: 'zakat', label: 'Zakat donations', note: 14, g: 0, z: 214650000, r: 0, e: 0, py: 188420000 },
  { key: 'general', label: 'Donations and Sadaqat', note: 14, g: 168425500, z: 0, r: 0, e: 0, py: 151236400 },
  { key: 'restricted', label: 'Restricted donations', note: 14, g: 0, z: 0, r: 176052000, e: 0, py: 139870000 },
  { key: 'grant', label: 'Grant from the Government of the Punjab', note: 15, g: 0, z: 0, r: 40000000, e: 0, py: 35000000 },
  { key: 'inkind', label: 'Donations in kind - medicines and consumables', note: 14, g: 18652300, z: 0, r: 0, e: 0, py: 15410700 },
  { key: 'endow', label: 'Endowment contributions', note: 13, g: 0, z: 0, r: 0, e: 25000000, py: 10000000 },
  { key: 'events', label: 'Fundraising events', note: 19, g: 12843000, z: 0, r: 0, e: 0, py: 10955000 },
  { key: 'invest', label: 'Return on investments and bank deposits', note: 16, g: 31846200, z: 6118750, r: 0, e: 22662400, py: 52305100 },
  { key: 'other', label: 'Other income', note: '', g: 2415850, z: 0, r: 0, e: 0, py: 1988300 },
];
// administrative and general expenses (note 18), 2025 and 2024
rv.admin = [
  ['Salaries, wages and benefits', 16420300, 14905200],
  ['Staff gratuity', 4212000, 3660000],
  ['Depreciation (note 4)', 15512000, 12940000],
  ['Utilities', 2184600, 1962300],
  ['Printing and stationery', 1046250, 985400],
  ['Communication and IT', 2318400, 2006100],
  ['Travelling and conveyance', 1245900, 1118300],
  ['Repairs and maintenance', 1963700, 1742600],
  ['Legal and professional charges', 1120000, 980000],
  ["Auditors' remuneration", 915000, 840000],
  ['Bank charges', 386450, 352100],
  ['Insurance', 1140000, 1028000],
  ['Miscellaneous', 299550, 412700],
];
rv.auditFee = { fee: 850000, oop: 65000, feePy: 780000, oopPy: 60000 };
rv.expenditure = [
  { key: 'welfare', label: 'Patient welfare - free treatment', note: 17, g: 91304600, z: 198746300, r: 0, e: 0, py: 219580400 },
  { key: 'thal', label: 'Thalassaemia and Haemophilia Day-Care Centre', note: 17, g: 8520000, z: 0, r: 96418700, e: 0, py: 88230500 },
  { key: 'cardiac', label: 'Paediatric cardiac surgery programme', note: 12, g: 0, z: 0, r: 64882500, e: 0, py: 52140000 },
  { key: 'equip', label: 'Medical equipment donated to the Hospital', note: 12, g: 0, z: 0, r: 51206000, e: 0, py: 38770000 },
  { key: 'schol', label: 'Nursing and allied health scholarships', note: 13, g: 14600000, z: 0, r: 0, e: 0, py: 11200000 },
  { key: 'fundr', label: 'Fundraising costs', note: 19, g: 21452800, z: 0, r: 0, e: 0, py: 18905600 },
  { key: 'admin', label: 'Administrative and general expenses', note: 18, g: sum(rv.admin.map((a) => a[1])), z: 0, r: 0, e: 0, py: sum(rv.admin.map((a) => a[2])) },
];
rv.transferEndowToGeneral = 14600000;
rv.opening = { g: 186275300, z: 42318400, e: 268400000 }; // funds at 1 July 2024 (restricted from note 12)
// restricted funds (note 12)
rv.rfunds = [
  { name: 'Thalassaemia Centre Fund', open: 22140000, donations: 66300000, grant: 40000000, spent: 96418700 },
  { name: 'Paediatric Cardiac Fund', open: 18560300, donations: 72000000, grant: 0, spent: 64882500 },
  { name: 'Medical Equipment Fund', open: 24870000, donations: 31252000, grant: 0, spent: 51206000 },
  { name: 'Burns Unit Appeal', open: 6250000, donations: 6500000, grant: 0, spent: 0 },
];
rv.rfunds.forEach((f) => { f.close = f.open + f.donations + f.grant - f.spent; });
rv.opening.r = by(rv.rfunds, 'open');
const col = (rows, k) => sum(rows.map((r) => r[k]));
rv.tot = {};
for (const k of ['g', 'z', 'r', 'e', 'py']) rv.tot[k] = { inc: col(rv.income, k), exp: col(rv.expenditure, k) };
rv.incomeTotal = col(rv.income, 'g') + col(rv.income, 'z') + col(rv.income, 'r') + col(rv.income, 'e');
rv.expTotal = col(rv.expenditure, 'g') + col(rv.expenditure, 'z') + col(rv.expenditure, 'r') + col(rv.expenditure, 'e');
rv.surplus = rv.incomeTotal - rv.expTotal;
rv.incomePy = col(rv.income, 'py'); rv.expPy = col(rv.expenditure, 'py'); rv.surplusPy = rv.incomePy - rv.expPy;
rv.closing = {
  g: rv.opening.g + rv.tot.g.inc - rv.tot.g.exp + rv.transferEndowToGeneral,
  z: rv.opening.z + rv.tot.z.inc - rv.tot.z.exp,
  r: rv.opening.r + rv.tot.r.inc - rv.tot.r.exp,
  e: rv.opening.e + rv.tot.e.inc - rv.tot.e.exp - rv.transferEndowToGeneral,
};
if (rv.closing.r !== by(rv.rfunds, 'close')) throw new Error('ravi restricted funds');
rv.fundsTotal = rv.closing.g + rv.closing.z + rv.closing.r + rv.closing.e;
rv.fundsOpen = rv.opening.g + rv.opening.z + rv.opening.r + rv.opening.e;
rv.fundsPyOpen = rv.fundsOpen - rv.surplusPy; // 1 July 2023
// patient welfare analysis (note 17)
rv.welfare = [
  ['Medicines', 118420300, 91240500],
  ['Laboratory and radiology investigations', 54870600, 41305200],
  ['Surgical procedures and implants', 72315000, 52870700],
  ['Dialysis sessions', 36905000, 28964000],
  ["Patients' food and travel assistance", 7540000, 5200000],
];
rv.thalNature = [
  ['Staff salaries and benefits', 28640000],
  ['Blood bags and screening kits', 24318700],
  ['Iron chelation medicines', 39460000],
  ['Other running costs', 12520000],
];
rv.fundrNote = [
  ['Annual fundraising dinner', 6842300],
  ['Media and advertising', 8916500],
  ['Donor services and receipting', 3214000],
  ['Ramadan campaign', 2480000],
];
// donations by source (note 14): cash donations (zakat + general + restricted), 2025 and 2024
rv.bySource = [
  ['Individuals in Pakistan', 318460200, 270125400],
  ['Overseas Pakistanis and affiliated foundations abroad', 96842300, 82310000],
  ['Corporate donors', 118225000, 101450000],
  ['Trusts and foundations in Pakistan', 25600000, 25641000],
];
rv.investNote = [
  ['Profit on savings accounts', 14286950, 12420600],
  ['Income on Market Treasury Bills', 19460400, 17884500],
  ['Income on Pakistan Investment Bonds', 15980000, 14200000],
  ['Profit on term deposit receipts', 6700000, 4900000],
  ['Dividends from money market funds', 4200000, 2900000],
];
// property and equipment (note 4)
rv.ppe = {
  cols: ['Building improvements', 'Medical equipment', 'Furniture and fixtures', 'Computers and IT equipment', 'Vehicles'],
  rate: ['5%', '15%', '10%', '33%', '20%'],
  costOpen: [48600000, 36850000, 6420000, 8975000, 21300000],
  add: [6250000, 9480000, 850000, 2140000, 11800000],
  disp: [0, 1200000, 0, 1450000, 3600000],
  depOpen: [14580000, 19640000, 3210000, 6120000, 11950000],
  charge: [2735000, 5860000, 652000, 2140000, 4125000],
};
{
  const P = rv.ppe;
  P.costClose = P.costOpen.map((v, i) => v + P.add[i] - P.disp[i]);
  P.depClose = P.depOpen.map((v, i) => v + P.charge[i] - P.disp[i]);
  P.wdv = P.costClose.map((v, i) => v - P.depClose[i]);
  P.wdvOpen = P.costOpen.map((v, i) => v - P.depOpen[i]);
}
rv.bs = {
  ppe: [sum(rv.ppe.wdv), sum(rv.ppe.wdvOpen)],
  ltInv: [185000000, 160000000],
  stock: [9845300, 7612400],
  rec: [14286700, 11940250],
  stInv: [248650000, 205300000],
  gratuity: [18420600, 15873900],
  accrued: [22687350, 19214800],
  payables: [14960400, 12585000],
};
if (rv.ppe.charge.reduce((a, b) => a + b) !== rv.admin[2][1]) throw new Error('ravi depreciation');
{
  const B = rv.bs;
  const liab = (i) => B.gratuity[i] + B.accrued[i] + B.payables[i];
  const other = (i) => B.ppe[i] + B.ltInv[i] + B.stock[i] + B.rec[i] + B.stInv[i];
  B.cash = [rv.fundsTotal + liab(0) - other(0), rv.fundsOpen + liab(1) - other(1)];
  B.currentAssets = [0, 1].map((i) => B.stock[i] + B.rec[i] + B.stInv[i] + B.cash[i]);
  B.currentLiab = [0, 1].map((i) => B.accrued[i] + B.payables[i]);
  B.totalAssets = [0, 1].map((i) => B.currentAssets[i] + B.ppe[i] + B.ltInv[i]);
  B.totalLiab = [0, 1].map((i) => liab(i));
}
rv.ltInvNote = [['Pakistan Investment Bonds - fixed rate', 95000000, 95000000], ['Pakistan Investment Bonds - floating rate', 90000000, 65000000]];
rv.stInvNote = [['Market Treasury Bills', 162221300, 140800000], ['Term deposit receipts', 55000000, 40000000], ['Units of a Shariah-compliant money market fund', 31428700, 24500000]];
rv.recNote = [['Accrued profit on investments and deposits', 6120400, 4870000], ['Advances to suppliers', 3486300, 2905150], ['Security deposits', 1250000, 1250000], ['Prepayments', 1430000, 1215100]];
rv.recNote.push(['Other receivables', rv.bs.rec[0] - sum(rv.recNote.map((r) => r[1])), rv.bs.rec[1] - sum(rv.recNote.map((r) => r[2]))]);
rv.accNote = [['Accrued expenses', 9842350, 8214800], ['Payable to the Hospital', 8600000, 7500000], ['Withholding taxes payable', 2945000, 2600000], ['Other liabilities', 1300000, 900000]];
rv.gratuityNote = { open: 15873900, charge: 4212000, paid: 1665300 };
rv.cashNote = [['Cash in hand', 385200, 312400], ['Current accounts', 41660850, 36418650], ['Savings accounts - Zakat', 14340850, 12318400]];
rv.cashNote.push(['Savings accounts - general', rv.bs.cash[0] - sum(rv.cashNote.map((r) => r[1])), rv.bs.cash[1] - sum(rv.cashNote.map((r) => r[2]))]);
// remuneration of chief executive and executives (note 20): [CE 2025, CE 2024, Exec 2025, Exec 2024]
rv.remun = [
  ['Managerial remuneration', 9600000, 8400000, 28440000, 23760000],
  ['House rent allowance', 4320000, 3780000, 12798000, 10692000],
  ['Utilities allowance', 960000, 840000, 2844000, 2376000],
  ['Medical allowance', 960000, 840000, 2844000, 2376000],
  ['Bonus', 800000, 700000, 2370000, 1980000],
];
rv.remunNo = [1, 1, 14, 12];
rv.relatedDonations = 4250000;
// cash flow (2025 derived from the balance sheet; 2024 given)
{
  const B = rv.bs, G = rv.gratuityNote;
  const accruedProfitChange = rv.recNote[0][1] - rv.recNote[0][2];
  const investIncome = rv.income.find((l) => l.key === 'invest');
  const inv = investIncome.g + investIncome.z + investIncome.r + investIncome.e;
  const c = {
    surplus: rv.surplus, dep: rv.admin[2][1], invest: -inv, gratCharge: G.charge, gratPaid: -G.paid,
    stock: -(B.stock[0] - B.stock[1]), rec: -((B.rec[0] - B.rec[1]) - accruedProfitChange),
    accrued: B.accrued[0] - B.accrued[1], payables: B.payables[0] - B.payables[1],
    capex: -sum(rv.ppe.add), ltInv: -(B.ltInv[0] - B.ltInv[1]), stInv: -(B.stInv[0] - B.stInv[1]), received: inv - accruedProfitChange,
  };
  c.operating = c.surplus + c.dep + c.invest + c.gratCharge + c.gratPaid + c.stock + c.rec + c.accrued + c.payables;
  c.investing = c.capex + c.ltInv + c.stInv + c.received;
  c.net = c.operating + c.investing;
  if (c.net !== B.cash[0] - B.cash[1]) throw new Error('ravi cash flow');
  const p = { surplus: rv.surplusPy, dep: rv.admin[2][2], invest: -52305100, gratCharge: 3660000, gratPaid: -2210400, stock: -1186200, rec: -842600, accrued: 2318900, payables: 1104300, capex: -18460000, ltInv: -20000000, stInv: -38700000, received: 51180700 };
  p.operating = p.surplus + p.dep + p.invest + p.gratCharge + p.gratPaid + p.stock + p.rec + p.accrued + p.payables;
  p.investing = p.capex + p.ltInv + p.stInv + p.received;
  p.net = p.operating + p.investing;
  rv.cf = { c, p, openPy: B.cash[1] - p.net };
}
// six years at a glance (annual report), Rs million
rv.six = {
  years: ['FY2020', 'FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025'],
  income: [402.6, 468.9, 521.3, 589.7, +(rv.incomePy / 1e6).toFixed(1), +(rv.incomeTotal / 1e6).toFixed(1)],
  zakat: [118.2, 139.6, 152.4, 171.9, 188.4, 214.7],
  exp: [331.8, 372.5, 405.7, 452.6, +(rv.expPy / 1e6).toFixed(1), +(rv.expTotal / 1e6).toFixed(1)],
  welfare: [148.3, 167.9, 184.2, 203.5, 219.6, 290.1],
  funds: [86.3, 182.7, 298.3, +(rv.fundsPyOpen / 1e6).toFixed(1), +(rv.fundsOpen / 1e6).toFixed(1), +(rv.fundsTotal / 1e6).toFixed(1)],
  endow: [58.0, 121.5, 196.2, 241.6, 268.4, +(rv.closing.e / 1e6).toFixed(1)],
  patients: [29840, 33215, 37460, 41980, 44706, 48215],
  transfusions: [14210, 15880, 17320, 19045, 20380, 21640],
  surgeries: [148, 176, 205, 241, 268, 312],
  employees: [118, 131, 146, 159, 172, 186],
};
rv.six.surplus = rv.six.income.map((v, i) => Math.round((v - rv.six.exp[i]) * 10) / 10);
// board pack FY2025-26, Rs '000: [annual budget, 9m actual, 9m budget, full-year forecast, 9m last year]
rv.pack = {
  income: [
    ['Zakat donations', 240000, 186420, 172000, 252000, 168300],
    ['Donations and Sadaqat', 185000, 128915, 132500, 181000, 119740],
    ['Restricted donations', 180000, 141280, 126000, 195000, 122460],
    ['Punjab Government grant', 45000, 22500, 33750, 45000, 26250],
    ['Donations in kind', 20000, 17385, 15000, 22000, 13920],
    ['Endowment contributions', 20000, 5000, 15000, 10000, 25000],
    ['Fundraising events', 14000, 13260, 10500, 14500, 12843],
    ['Return on investments', 58000, 46870, 43500, 62000, 45410],
    ['Other income', 2500, 1640, 1875, 2300, 1802],
  ],
  expenditure: [
    ['Patient welfare - free treatment', 320000, 251380, 240000, 335000, 214610],
    ['Thalassaemia Day-Care Centre', 112000, 80715, 84000, 110000, 77940],
    ['Paediatric cardiac surgery', 70000, 56240, 52500, 74000, 47185],
    ['Equipment donated to the Hospital', 60000, 18650, 45000, 55000, 36420],
    ['Nursing scholarships', 15500, 15500, 11625, 15500, 14600],
    ['Fundraising costs', 23000, 16985, 17250, 23500, 15870],
    ['Administration', 52000, 38215, 39000, 51500, 36120],
  ],
  months: ['2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
  patients: {
    'Patients assisted (free treatment)': [3950, 4120, 4385, 4210, 4060, 4415, 4290, 3980, 4725],
    'Thalassaemia transfusions': [1810, 1845, 1870, 1902, 1888, 1935, 1950, 1876, 1994],
    'Paediatric cardiac surgeries': [24, 28, 27, 30, 26, 22, 29, 31, 27],
    'Dialysis sessions funded': [1120, 1135, 1160, 1148, 1172, 1190, 1205, 1098, 1226],
  },
  patientsPy: { 'Patients assisted (free treatment)': 35120, 'Thalassaemia transfusions': 16090, 'Paediatric cardiac surgeries': 228, 'Dialysis sessions funded': 9870 },
  registered: [612, 618, 621, 627, 630, 634, 641, 645, 652],
  zakat: {
    open: 0, received: 186420000, profit: 4380500,
    disbursed: [['Medicines', 78245300], ['Laboratory and radiology', 36180900], ['Surgeries and implants', 41622000], ['Dialysis', 19592000]],
  },
  investments: [
    ['Pakistan Investment Bonds - 5 year fixed', 'Endowment', 100000000, 98640000, '15.50%', '2027-07-15'],
    ['Pakistan Investment Bonds - 3 year floating', 'Endowment', 90000000, 90000000, '6M T-bill + 0.10%', '2028-01-21'],
    ['Market Treasury Bills - 6 month', 'General', 120000000, 114820000, '11.20%', '2026-06-18'],
    ['Market Treasury Bills - 12 month', 'Endowment', 75000000, 67860000, '11.45%', '2026-09-11'],
    ['Term deposit receipt - Punjab Crescent Bank', 'Zakat', 50000000, 50000000, '10.75%', '2026-04-30'],
    ['Shariah money market fund (2,845,600 units)', 'General', null, 31428700, 'n/a', 'Open-ended'],
  ],
};
rv.pack.zakat.open = rv.closing.z;
rv.pack.zakat.close = rv.pack.zakat.open + rv.pack.zakat.received + rv.pack.zakat.profit - sum(rv.pack.zakat.disbursed.map((d) => d[1]));
for (const L of [...rv.pack.income, ...rv.pack.expenditure]) if (L.length !== 6) throw new Error('pack row');
rv.pack.totals = (i) => ({ inc: sum(rv.pack.income.map((l) => l[i])), exp: sum(rv.pack.expenditure.map((l) => l[i])) });
// major donations register (Rs 100,000 and above), 1 July 2025 - 31 March 2026
rv.gifts = [
  ['RV-25-07-0142', '2025-07-04', 'Haji Muhammad Aslam & Sons', 'Corporate', 'Lahore', 'Pakistan', 'Zakat', 'Cheque', 2500000, 'Realised'],
  ['RV-25-07-0188', '2025-07-15', 'Mrs. Nasreen Akhtar', 'Individual', 'Lahore', 'Pakistan', 'General (Atiyat)', 'Online transfer (IBFT)', 150000, 'Realised'],
  ['RV-25-07-0231', '2025-07-28', 'Dr. Tariq Mehmood', 'Overseas individual', 'Manchester', 'United Kingdom', 'Zakat', 'Foreign remittance', 1250000, 'Realised'],
  ['RV-25-08-0057', '2025-08-06', 'Crescent Textile Mills Ltd', 'Corporate', 'Faisalabad', 'Pakistan', 'Paediatric Cardiac', 'Cheque', 6000000, 'Realised'],
  ['RV-25-08-0109', '2025-08-14', 'Anonymous', 'Individual', 'Lahore', 'Pakistan', 'General (Atiyat)', 'Cash', 500000, 'Realised'],
  ['RV-25-08-0175', '2025-08-25', 'Sheikh Abdul Waheed', 'Individual', 'Gujranwala', 'Pakistan', 'Zakat', 'Cheque', 800000, 'Bounced'],
  ['RV-25-09-0033', '2025-09-03', 'Ravi Valley Foundation UK', 'Overseas trust', 'London', 'United Kingdom', 'Thalassaemia Centre', 'Foreign remittance', 4850000, 'Realised'],
  ['RV-25-09-0091', '2025-09-18', 'Mrs. Farzana Iqbal', 'Individual', 'Lahore', 'Pakistan', 'Endowment', 'Cheque', 5000000, 'Realised'],
  ['RV-25-10-0022', '2025-10-02', 'Pak-Gulf Petroleum (Pvt) Ltd', 'Corporate', 'Karachi', 'Pakistan', 'Medical Equipment', 'Online transfer (IBFT)', 3500000, 'Realised'],
  ['RV-25-10-0086', '2025-10-16', 'Muhammad Usman Chaudhry', 'Overseas individual', 'Dubai', 'UAE', 'Zakat', 'Foreign remittance', 950000, 'Realised'],
  ['RV-25-10-0140', '2025-10-29', 'Begum Shamim Trust', 'Trust', 'Lahore', 'Pakistan', 'Burns Unit Appeal', 'Cheque', 2000000, 'Realised'],
  ['RV-25-11-0018', '2025-11-05', 'Alhamd Steel Industries', 'Corporate', 'Lahore', 'Pakistan', 'Zakat', 'Cheque', 1800000, 'Bounced'],
  ['RV-25-11-0071', '2025-11-19', 'Alhamd Steel Industries', 'Corporate', 'Lahore', 'Pakistan', 'Zakat', 'Pay order', 1800000, 'Realised'],
  ['RV-25-11-0122', '2025-11-27', 'Mr. Kamran Javed', 'Individual', 'Islamabad', 'Pakistan', 'General (Atiyat)', 'JazzCash', 120000, 'Realised'],
  ['RV-25-12-0009', '2025-12-02', 'Shaheen Foods Ltd', 'Corporate', 'Lahore', 'Pakistan', 'General (Atiyat)', 'Online transfer (IBFT)', 2250000, 'Realised'],
  ['RV-25-12-0064', '2025-12-11', 'Dr. Saima Rizvi', 'Overseas individual', 'Houston', 'USA', 'Paediatric Cardiac', 'Foreign remittance', 2780000, 'Realised'],
  ['RV-25-12-0118', '2025-12-22', 'Chaudhry Nazir Ahmad', 'Individual', 'Sheikhupura', 'Pakistan', 'Zakat', 'Cash', 300000, 'Realised'],
  ['RV-26-01-0025', '2026-01-07', 'Crescent Textile Mills Ltd', 'Corporate', 'Faisalabad', 'Pakistan', 'Paediatric Cardiac', 'Cheque', 6000000, 'Realised'],
  ['RV-26-01-0083', '2026-01-19', 'Mrs. Rubina Saleem', 'Individual', 'Lahore', 'Pakistan', 'Thalassaemia Centre', 'Easypaisa', 100000, 'Realised'],
  ['RV-26-01-0131', '2026-01-30', 'Malik Brothers Rice Exporters', 'Corporate', 'Gujranwala', 'Pakistan', 'Zakat', 'Cheque', 1500000, 'Bounced'],
  ['RV-26-02-0014', '2026-02-03', 'Ravi Valley Foundation UK', 'Overseas trust', 'London', 'United Kingdom', 'Zakat', 'Foreign remittance', 7420000, 'Realised'],
  ['RV-26-02-0052', '2026-02-12', 'Mr. Adnan Sheikh', 'Overseas individual', 'Toronto', 'Canada', 'Zakat', 'Foreign remittance', 1100000, 'Realised'],
  ['RV-26-02-0097', '2026-02-20', 'Anonymous', 'Individual', 'Lahore', 'Pakistan', 'Zakat', 'Cash', 2000000, 'Realised'],
  ['RV-26-02-0140', '2026-02-26', 'Haji Muhammad Aslam & Sons', 'Corporate', 'Lahore', 'Pakistan', 'Zakat', 'Cheque', 3000000, 'Realised'],
  ['RV-26-03-0011', '2026-03-02', 'Noor Pharma (Pvt) Ltd', 'Corporate', 'Lahore', 'Pakistan', 'Thalassaemia Centre', 'Online transfer (IBFT)', 2500000, 'Realised'],
  ['RV-26-03-0046', '2026-03-06', 'Mrs. Khadija Anwar', 'Individual', 'Karachi', 'Pakistan', 'Zakat', 'Credit card (online)', 250000, 'Realised'],
  ['RV-26-03-0079', '2026-03-10', 'Bilal Ahmed Qureshi', 'Overseas individual', 'Jeddah', 'Saudi Arabia', 'Zakat', 'Foreign remittance', 1650000, 'Realised'],
  ['RV-26-03-0113', '2026-03-13', 'Rafiq Family Trust', 'Trust', 'Lahore', 'Pakistan', 'Zakat', 'Cheque', 4000000, 'Realised'],
  ['RV-26-03-0150', '2026-03-16', 'Punjab Crescent Bank Ltd (CSR)', 'Corporate', 'Lahore', 'Pakistan', 'Medical Equipment', 'Online transfer (IBFT)', 5000000, 'Realised'],
  ['RV-26-03-0188', '2026-03-18', 'Ch. Iftikhar Ahmed', 'Individual', 'Gujranwala', 'Pakistan', 'Zakat', 'Cheque', 750000, 'Bounced'],
  ['RV-26-03-0214', '2026-03-20', 'Anonymous', 'Individual', 'Lahore', 'Pakistan', 'Zakat', 'Cash', 1000000, 'Realised'],
  ['RV-26-03-0247', '2026-03-24', 'Ravi Valley Foundation USA Inc.', 'Overseas trust', 'Chicago', 'USA', 'Paediatric Cardiac', 'Foreign remittance', 3960000, 'Realised'],
  ['RV-26-03-0266', '2026-03-27', 'Mr. Zeeshan Haider', 'Individual', 'Lahore', 'Pakistan', 'General (Atiyat)', 'Online transfer (IBFT)', 175000, 'Realised'],
  ['RV-26-03-0290', '2026-03-30', 'Al-Noor Builders', 'Corporate', 'Lahore', 'Pakistan', 'Zakat', 'Cheque', 2200000, 'Pending clearance'],
  ['RV-26-03-0301', '2026-03-31', 'Mrs. Nasreen Akhtar', 'Individual', 'Lahore', 'Pakistan', 'Zakat', 'Online transfer (IBFT)', 400000, 'Realised'],
].map(([ref, date, donor, type, city, country, fund, mode, amount, status]) => ({ ref, date, donor, type, city, country, fund, mode, amount, status }));
// PCC annual return (Rupees)
{
  const I = Object.fromEntries(rv.income.map((l) => [l.key, l.g + l.z + l.r + l.e]));
  const E = Object.fromEntries(rv.expenditure.map((l) => [l.key, l.g + l.z + l.r + l.e]));
  const overseas = rv.bySource[1][1];
  rv.ret = {
    '7.1': I.zakat + I.general + I.restricted - overseas, '7.2': overseas, '7.3': I.grant, '7.4': I.inkind, '7.5': I.endow,
    '7.6': I.invest, '7.7': I.events + I.other,
    '9.1': E.welfare + E.thal + E.cardiac + E.equip + E.schol, '9.2': E.fundr, '9.3': E.admin,
    '11.1': I.zakat, '11.2': rv.expenditure[0].z, '11.3': rv.closing.z,
    '12': rv.bs.totalAssets[0], '13': rv.bs.totalLiab[0], '14': rv.fundsTotal,
    '15': rv.facts.patients, '16': rv.facts.employees, '17': rv.facts.volunteers, '18': 7,
  };
  rv.ret['8'] = ['7.1', '7.2', '7.3', '7.4', '7.5', '7.6', '7.7'].reduce((s, k) => s + rv.ret[k], 0);
  rv.ret['10'] = rv.ret['9.1'] + rv.ret['9.2'] + rv.ret['9.3'];
  if (rv.ret['8'] !== rv.incomeTotal || rv.ret['10'] !== rv.expTotal) throw new Error('ravi return');
}
// supplier's sales tax invoice (photo)
rv.invoice = {
  supplier: 'Mughal Surgical & Medical Supplies (Pvt.) Ltd.', number: 'MSS/25-26/04187', date: '2026-04-14', ntn: '4417825-9', strn: '03-01-9803-118-37',
  items: [
    { desc: 'Disposable syringe 5cc (box of 100)', qty: 40, price: 1450, taxable: true },
    { desc: 'IV cannula 22G (box of 50)', qty: 24, price: 2850, taxable: true },
    { desc: 'Blood transfusion set (box of 25)', qty: 30, price: 3200, taxable: true },
    { desc: 'Desferrioxamine 500mg inj. (pack of 10)', qty: 60, price: 4350, taxable: false },
  ],
};
{
  const I = rv.invoice;
  I.items.forEach((x) => { x.value = x.qty * x.price; x.st = x.taxable ? Math.round(x.value * 0.18) : 0; });
  I.taxableValue = sum(I.items.filter((x) => x.taxable).map((x) => x.value));
  I.exemptValue = sum(I.items.filter((x) => !x.taxable).map((x) => x.value));
  I.salesTax = Math.round(I.taxableValue * 0.18);
  I.furtherTax = Math.round(I.taxableValue * 0.04);
  I.total = I.taxableValue + I.exemptValue + I.salesTax + I.furtherTax;
}

// =====================================================================================================
// MWAMBA REEFS MARINE CONSERVATION TRUST (Kilwa, Tanzania; TZS; calendar year; statements in TZS '000)
// =====================================================================================================
const mw = {};
mw.facts = {
  legal: 'The Registered Trustees of Mwamba Reefs Marine Conservation Trust',
  chair: 'Prof. Neema Mwakyusa', ed: 'Dr. Halima Juma Kombo', hof: 'Emmanuel Peter Massawe', hofNo: 'ACPA 3185',
  auditor: 'Mkumbo Lyimo & Associates', partner: 'CPA Rehema Lyimo', partnerNo: 'ACPA 2074',
  opinionDate: '2026-03-27', approvedDate: '2026-03-24',
  ngoReg: 'ooNGO/R/2291', ngoRegDate: '2016-06-14', rita: 'RITA/TI/4187', tin: '142-886-091',
  returnSigned: '2026-04-28',
  rate: 2452.80, ratePy: 2435.60, rateAvg: 2561.40,
  staff: 80, staffPy: 74, women: 22, citizens: 78, nonCitizens: 2, volunteers: 46,
  bank: 'Coastal Commercial Bank Tanzania Limited',
  manager: 'Meridian Global Asset Management (Mauritius) Ltd',
  agm: '2026-04-16',
};
mw.income = [
  { key: 'park', label: 'Share of park conservation fees', note: 5, u: 1842560, r: 0, e: 0, py: 1615230 },
  { key: 'levy', label: 'Reef levy and mooring fees', note: 5, u: 684320, r: 0, e: 0, py: 598410 },
  { key: 'grants', label: 'Grants', note: 6, u: 0, r: 4265880, e: 0, py: 3912400 },
  { key: 'donations', label: 'Donations', note: '', u: 212450, r: 96300, e: 0, py: 248900 },
  { key: 'carbon', label: 'Sale of blue carbon credits', note: 7, u: 518760, r: 0, e: 0, py: 0 },
  { key: 'endInc', label: 'Endowment dividends and interest', note: 12, u: 0, r: 0, e: 612840, py: 574120 },
  { key: 'endGain', label: 'Net fair value gains on endowment investments', note: 12, u: 0, r: 0, e: 455210, py: 318660 },
  { key: 'endFx', label: 'Exchange gain on endowment investments', note: 12, u: 0, r: 0, e: 0, py: 139400 },
  { key: 'interest', label: 'Interest on bank deposits', note: '', u: 48920, r: 0, e: 0, py: 41300 },
  { key: 'other', label: 'Other income', note: '', u: 22180, r: 0, e: 0, py: 18640 },
];
mw.expenditure = [
  { key: 'patrol', label: 'Reef protection and patrols', u: 1468400, r: 1412650, e: 0, py: 2150300 },
  { key: 'coral', label: 'Coral reef restoration and research', u: 152300, r: 986420, e: 0, py: 1004800 },
  { key: 'mangrove', label: 'Mangrove restoration and blue carbon', u: 210580, r: 748900, e: 0, py: 812450 },
  { key: 'liveli', label: 'Community livelihoods', u: 98640, r: 812730, e: 0, py: 905100 },
  { key: 'educ', label: 'Education and outreach', u: 164200, r: 202480, e: 0, py: 331600 },
  { key: 'fundr', label: 'Fundraising', u: 186320, r: 0, e: 0, py: 162700 },
  { key: 'invfee', label: 'Investment management fees', u: 0, r: 0, e: 98450, py: 92300 },
  { key: 'gov', label: 'Governance and administration', u: 412860, r: 0, e: 0, py: 376540 },
];
mw.transfers = { endowToU: 420000, uToR: 150000 };
mw.endow = {
  usdPy: 4862000, usd: 5104620,
  classes: [['Global equities', 2552310], ['Global bonds', 1786617], ['Money market and cash', 765693]],
  classesPy: [['Global equities', 2398140], ['Global bonds', 1742800], ['Money market and cash', 721060]],
};
mw.endow.tzs = Math.round(mw.endow.usd * mw.facts.rate / 1000);
mw.endow.tzsPy = Math.round(mw.endow.usdPy * mw.facts.ratePy / 1000);
mw.endow.tzsPyOpen = mw.endow.tzsPy - (574120 + 318660 + 139400 - 92300 - 400000); // 1 January 2024
if (sum(mw.endow.classes.map((c) => c[1])) !== mw.endow.usd || sum(mw.endow.classesPy.map((c) => c[1])) !== mw.endow.usdPy) throw new Error('endowment classes');
{
  const inc = mw.income, E = mw.endow;
  const fx = E.tzs - E.tzsPy - inc[5].e - inc[6].e + mw.expenditure[6].e + mw.transfers.endowToU;
  inc[7].e = fx;
}
mw.rfunds = [
  { name: 'Reef Ranger Programme', open: 412300, income: 1530200, spent: 1412650, transfer: 0 },
  { name: 'Coral Nursery Project', open: 286150, income: 1064500, spent: 986420, transfer: 0 },
  { name: 'Mangrove Blue Carbon Project', open: 198400, income: 752380, spent: 748900, transfer: 0 },
  { name: 'Seaweed and Livelihoods Fund', open: 304900, income: 795600, spent: 812730, transfer: 150000 },
  { name: 'Ocean Schools Programme', open: 58700, income: 219500, spent: 202480, transfer: 0 },
];
mw.rfunds.forEach((f) => { f.close = f.open + f.income - f.spent + f.transfer; });
mw.grantsByDonor = [
  ['Blue Horizon Foundation (USA)', 1482600, 1350000],
  ['Western Indian Ocean Reef Fund', 1126300, 1210500],
  ['European Union - Coastal Resilience Programme', 986450, 805600],
  ['Nordic Ocean Trust (Norway)', 420180, 396300],
  ['Tanzania Forest Fund', 250350, 150000],
];
mw.tot = {};
for (const k of ['u', 'r', 'e', 'py']) mw.tot[k] = { inc: col(mw.income, k), exp: col(mw.expenditure, k) };
mw.incomeTotal = mw.tot.u.inc + mw.tot.r.inc + mw.tot.e.inc;
mw.expTotal = mw.tot.u.exp + mw.tot.r.exp + mw.tot.e.exp;
mw.surplus = mw.incomeTotal - mw.expTotal;
mw.incomePy = mw.tot.py.inc; mw.expPy = mw.tot.py.exp; mw.surplusPy = mw.incomePy - mw.expPy;
mw.opening = { u: 3218450, r: by(mw.rfunds, 'open'), e: mw.endow.tzsPy };
mw.closing = {
  u: mw.opening.u + mw.tot.u.inc - mw.tot.u.exp + mw.transfers.endowToU - mw.transfers.uToR,
  r: mw.opening.r + mw.tot.r.inc - mw.tot.r.exp + mw.transfers.uToR,
  e: mw.opening.e + mw.tot.e.inc - mw.tot.e.exp - mw.transfers.endowToU,
};
if (mw.closing.e !== mw.endow.tzs) throw new Error('mwamba endowment');
if (mw.closing.r !== by(mw.rfunds, 'close')) throw new Error('mwamba restricted');
if (mw.tot.r.inc !== by(mw.rfunds, 'income') || mw.tot.r.exp !== by(mw.rfunds, 'spent')) throw new Error('mwamba restricted flows');
if (sum(mw.grantsByDonor.map((g) => g[1])) !== mw.income[2].r || sum(mw.grantsByDonor.map((g) => g[2])) !== mw.income[2].py) throw new Error('grants');
mw.fundsTotal = mw.closing.u + mw.closing.r + mw.closing.e;
mw.fundsOpen = mw.opening.u + mw.opening.r + mw.opening.e;
mw.fundsPyOpen = mw.fundsOpen - mw.surplusPy;
// fees (note 5)
mw.fees = {
  gross: 4606400, grossPy: 4038075, share: 0.4,
  visitors: [['Non-resident visitors', 14860, 13120], ['East African residents', 3215, 2904], ['Tanzanian citizens', 9640, 8815]],
  dive: 548120, divePy: 478930, mooring: 136200, mooringPy: 119480, diverDays: 21640, diverDaysPy: 18930,
};
if (Math.round(mw.fees.gross * 0.4) !== mw.income[0].u || Math.round(mw.fees.grossPy * 0.4) !== mw.income[0].py) throw new Error('fees share');
if (mw.fees.dive + mw.fees.mooring !== mw.income[1].u || mw.fees.divePy + mw.fees.mooringPy !== mw.income[1].py) throw new Error('levy');
mw.carbon = { units: 21450, usdPerUnit: 9.8, usd: 210210 };
// staff (note 9): salaries, NSSF 10%, WCF 0.5%, medical, training
mw.staffCost = { salaries: 2239276, medical: 96400, training: 42300 };
mw.staffCost.nssf = Math.round(mw.staffCost.salaries * 0.10);
mw.staffCost.wcf = Math.round(mw.staffCost.salaries * 0.005);
mw.staffCost.total = mw.staffCost.salaries + mw.staffCost.nssf + mw.staffCost.wcf + mw.staffCost.medical + mw.staffCost.training;
mw.staffCostPy = 2402600;
mw.heads = [['Rangers and patrol staff', 38, 35], ['Boat crew', 12, 11], ['Scientists and monitoring officers', 9, 8], ['Community officers', 11, 10], ['Finance and administration', 10, 10]];
// expenditure by programme and nature (note 8): staff, boats & fuel, materials & community grants, depreciation; other = remainder
mw.nature = {
  cols: ['Staff costs', 'Boat operations and fuel', 'Materials, equipment and community grants', 'Depreciation', 'Other costs'],
  rows: {
    patrol: [1186400, 612300, 186500, 318200], coral: [402300, 98400, 412800, 64300], mangrove: [298600, 42100, 438900, 38400],
    liveli: [264800, 18200, 512400, 22150], educ: [148200, 22600, 96300, 18300], fundr: [98500, 0, 0, 4100], invfee: [0, 0, 0, 0], gov: [null, 0, 0, 69000],
  },
  py: [2402600, 731200, 1580000, 486300],
};
{
  const N = mw.nature.rows;
  N.gov[0] = mw.staffCost.total - sum(Object.entries(N).filter(([k]) => k !== 'gov').map(([, v]) => v[0]));
  for (const L of mw.expenditure) {
    const r = N[L.key];
    r[4] = L.u + L.r + L.e - r[0] - r[1] - r[2] - r[3];
    if (r[4] < 0) throw new Error(`nature ${L.key}`);
  }
  mw.nature.py[4] = mw.expPy - sum(mw.nature.py.slice(0, 4));
}
// property, plant and equipment (note 10), TZS '000
mw.ppe = {
  cols: ['Patrol boats and engines', 'Ranger stations and buildings', 'Moorings and marker buoys', 'Motor vehicles', 'Field, dive and IT equipment'],
  rate: ['20%', '5%', '15%', '20%', '25%'],
  costOpen: [1286400, 948300, 214600, 412800, 318750],
  add: [428600, 86200, 52400, 0, 74300],
  disp: [96000, 0, 0, 0, 0],
  depOpen: [524300, 213400, 98150, 286900, 176420],
  charge: [286140, 51690, 35500, 82560, 78560],
  proceeds: 12500,
};
{
  const P = mw.ppe;
  P.costClose = P.costOpen.map((v, i) => v + P.add[i] - P.disp[i]);
  P.depClose = P.depOpen.map((v, i) => v + P.charge[i] - P.disp[i]);
  P.wdv = P.costClose.map((v, i) => v - P.depClose[i]);
  P.wdvOpen = P.costOpen.map((v, i) => v - P.depOpen[i]);
  if (sum(P.charge) !== sum(Object.values(mw.nature.rows).map((r) => r[3]))) throw new Error('mwamba depreciation');
}
mw.bs = {
  ppe: [sum(mw.ppe.wdv), sum(mw.ppe.wdvOpen)],
  endow: [mw.endow.tzs, mw.endow.tzsPy],
  inventories: [48260, 39710],
  rec: [386540, 298420],
  deposits: [1200000, 900000],
  payables: [264380, 231950],
  deferred: [642800, 518300],
  gratuity: [88410, 72600],
};
{
  const B = mw.bs;
  const liab = (i) => B.payables[i] + B.deferred[i] + B.gratuity[i];
  const other = (i) => B.ppe[i] + B.endow[i] + B.inventories[i] + B.rec[i] + B.deposits[i];
  B.cash = [mw.fundsTotal + liab(0) - other(0), mw.fundsOpen + liab(1) - other(1)];
  B.currentAssets = [0, 1].map((i) => B.inventories[i] + B.rec[i] + B.deposits[i] + B.cash[i]);
  B.currentLiab = [0, 1].map((i) => liab(i));
  B.totalAssets = [0, 1].map((i) => B.currentAssets[i] + B.ppe[i] + B.endow[i]);
}
mw.recNote = [['Reef levies due from dive operators', 142860, 118300], ['Grants receivable', 96400, 64200], ['Prepayments', 84120, 71450], ['Staff advances', 18600, 15270], ['Other receivables', 44560, 29200]];
mw.payNote = [['Trade payables', 118240, 102600], ['Accruals', 86400, 79850], ['PAYE and NSSF payable', 59740, 49500]];
mw.deferredNote = { open: 518300, received: 4390380 };
mw.deferredNote.recognised = mw.income[2].r;
if (mw.deferredNote.open + mw.deferredNote.received - mw.deferredNote.recognised !== mw.bs.deferred[0]) throw new Error('deferred');
mw.cashNote = [['Cash on hand', 6420, 5180], ['Mobile money float (ranger allowances)', 18350, 14900], ['Bank - US dollar account', 742600, 512300]];
mw.cashNote.push(['Bank - Tanzanian shilling accounts', mw.bs.cash[0] - sum(mw.cashNote.map((r) => r[1])), mw.bs.cash[1] - sum(mw.cashNote.map((r) => r[2]))]);
mw.trusteesAllowances = 28400;
mw.keyMgmt = 486200;
{
  const B = mw.bs, c = {};
  const endowNonCash = mw.income[5].e + mw.income[6].e + mw.income[7].e - mw.expenditure[6].e;
  c.surplus = mw.surplus; c.dep = sum(mw.ppe.charge); c.gain = -mw.ppe.proceeds; c.endow = -endowNonCash;
  c.inventories = -(B.inventories[0] - B.inventories[1]); c.rec = -(B.rec[0] - B.rec[1]);
  c.payables = B.payables[0] - B.payables[1]; c.deferred = B.deferred[0] - B.deferred[1]; c.gratuity = B.gratuity[0] - B.gratuity[1];
  c.operating = c.surplus + c.dep + c.gain + c.endow + c.inventories + c.rec + c.payables + c.deferred + c.gratuity;
  c.capex = -sum(mw.ppe.add); c.proceeds = mw.ppe.proceeds; c.deposits = -(B.deposits[0] - B.deposits[1]); c.drawdown = mw.transfers.endowToU;
  c.investing = c.capex + c.proceeds + c.deposits + c.drawdown;
  c.net = c.operating + c.investing;
  if (c.net !== B.cash[0] - B.cash[1]) throw new Error('mwamba cash flow');
  const p = { surplus: mw.surplusPy, dep: mw.nature.py[3], gain: 0, endow: -(574120 + 318660 + 139400 - 92300), inventories: -4120, rec: -36880, payables: 18420, deferred: 96450, gratuity: 11300, capex: -512800, proceeds: 0, deposits: -200000, drawdown: 400000 };
  p.operating = p.surplus + p.dep + p.gain + p.endow + p.inventories + p.rec + p.payables + p.deferred + p.gratuity;
  p.investing = p.capex + p.proceeds + p.deposits + p.drawdown;
  p.net = p.operating + p.investing;
  mw.cf = { c, p, openPy: B.cash[1] - p.net };
}
// five years at a glance (annual report), TZS million
mw.five = {
  years: ['2021', '2022', '2023', '2024', '2025'],
  income: [5412, 6038, 6874, Math.round(mw.incomePy / 1000), Math.round(mw.incomeTotal / 1000)],
  grants: [2684, 3105, 3540, Math.round(mw.income[2].py / 1000), Math.round(mw.income[2].r / 1000)],
  own: [1402, 1688, 1964, Math.round((mw.income[0].py + mw.income[1].py + mw.income[4].py) / 1000), Math.round((mw.income[0].u + mw.income[1].u + mw.income[4].u) / 1000)],
  exp: [4620, 5104, 5518, Math.round(mw.expPy / 1000), Math.round(mw.expTotal / 1000)],
  endowTzs: [9820, 10412, Math.round(mw.endow.tzsPyOpen / 1000), Math.round(mw.endow.tzsPy / 1000), Math.round(mw.endow.tzs / 1000)],
  endowUsd: [4260, 4455, 4598, Math.round(mw.endow.usdPy / 1000), Math.round(mw.endow.usd / 1000)],
  visitors: [19450, 21880, 23960, 24839, 27715],
  fragments: [8200, 11650, 14300, 16050, 18400],
  mangroveHa: [42, 55, 61, 68, 74],
  patrolDays: [1204, 1286, 1351, 1398, 1462],
  incidents: [176, 158, 141, 124, 87],
  staff: [61, 66, 70, 74, 80],
};
mw.five.surplus = mw.five.income.map((v, i) => v - mw.five.exp[i]);
mw.five.funds = [0, 0, Math.round(mw.fundsPyOpen / 1000), Math.round(mw.fundsOpen / 1000), Math.round(mw.fundsTotal / 1000)];
mw.five.funds[1] = mw.five.funds[2] - mw.five.surplus[2];
mw.five.funds[0] = mw.five.funds[1] - mw.five.surplus[1];
if (mw.five.visitors[4] !== sum(mw.fees.visitors.map((v) => v[1])) || mw.five.visitors[3] !== sum(mw.fees.visitors.map((v) => v[2]))) throw new Error('visitors');
// reef levy register Jan - Mar 2026
mw.levyRates = { '01': 2458.90, '02': 2463.50, '03': 2469.75 };
mw.levyUnitUsd = { 'Dive levy': 10, 'Snorkel levy': 5, 'Mooring fee - monthly': 150, 'Mooring fee - annual': 1200 };
mw.levies = [
  ['RL-2601-001', '2026-01-02', 'Kilwa Reef Divers', 'Mooring fee - annual', 2, 'Paid'],
  ['RL-2601-002', '2026-01-05', 'Songo Blue Diving Centre', 'Mooring fee - annual', 1, 'Paid'],
  ['RL-2601-003', '2026-01-07', 'Kilwa Reef Divers', 'Dive levy', 412, 'Paid'],
  ['RL-2601-004', '2026-01-09', 'Masoko Ocean Adventures', 'Dive levy', 215, 'Paid'],
  ['RL-2601-005', '2026-01-12', 'Pwani Dhow Snorkel Tours', 'Snorkel levy', 310, 'Paid'],
  ['RL-2601-006', '2026-01-14', 'Jewel Lagoon Lodge', 'Dive levy', 131, 'Cancelled'],
  ['RL-2601-007', '2026-01-14', 'Jewel Lagoon Lodge', 'Dive levy', 131, 'Paid'],
  ['RL-2601-008', '2026-01-20', 'Songo Blue Diving Centre', 'Dive levy', 296, 'Paid'],
  ['RL-2601-009', '2026-01-26', 'Coral Coast Safaris Ltd', 'Mooring fee - monthly', 1, 'Paid'],
  ['RL-2601-010', '2026-01-29', 'Pwani Dhow Snorkel Tours', 'Snorkel levy', 264, 'Paid'],
  ['RL-2601-011', '2026-01-31', 'Kilwa Reef Divers', 'Dive levy', 455, 'Paid'],
  ['RL-2602-012', '2026-02-03', 'Masoko Ocean Adventures', 'Dive levy', 248, 'Paid'],
  ['RL-2602-013', '2026-02-06', 'Coral Coast Safaris Ltd', 'Mooring fee - monthly', 1, 'Paid'],
  ['RL-2602-014', '2026-02-09', 'Songo Blue Diving Centre', 'Dive levy', 334, 'Paid'],
  ['RL-2602-015', '2026-02-11', 'Jewel Lagoon Lodge', 'Dive levy', 166, 'Paid'],
  ['RL-2602-016', '2026-02-13', 'Pwani Dhow Snorkel Tours', 'Snorkel levy', 352, 'Paid'],
  ['RL-2602-017', '2026-02-17', 'Kilwa Reef Divers', 'Dive levy', 497, 'Paid'],
  ['RL-2602-018', '2026-02-20', 'Masoko Ocean Adventures', 'Mooring fee - annual', 1, 'Paid'],
  ['RL-2602-019', '2026-02-24', 'Coral Coast Safaris Ltd', 'Snorkel levy', 140, 'Cancelled'],
  ['RL-2602-020', '2026-02-27', 'Songo Blue Diving Centre', 'Dive levy', 318, 'Paid'],
  ['RL-2603-021', '2026-03-02', 'Kilwa Reef Divers', 'Dive levy', 529, 'Paid'],
  ['RL-2603-022', '2026-03-04', 'Coral Coast Safaris Ltd', 'Mooring fee - monthly', 1, 'Unpaid'],
  ['RL-2603-023', '2026-03-06', 'Jewel Lagoon Lodge', 'Dive levy', 204, 'Paid'],
  ['RL-2603-024', '2026-03-10', 'Pwani Dhow Snorkel Tours', 'Snorkel levy', 388, 'Paid'],
  ['RL-2603-025', '2026-03-12', 'Masoko Ocean Adventures', 'Dive levy', 287, 'Paid'],
  ['RL-2603-026', '2026-03-16', 'Songo Blue Diving Centre', 'Dive levy', 352, 'Unpaid'],
  ['RL-2603-027', '2026-03-18', 'Jewel Lagoon Lodge', 'Mooring fee - annual', 1, 'Paid'],
  ['RL-2603-028', '2026-03-20', 'Kilwa Reef Divers', 'Dive levy', 476, 'Paid'],
  ['RL-2603-029', '2026-03-24', 'Masoko Ocean Adventures', 'Dive levy', 194, 'Unpaid'],
  ['RL-2603-030', '2026-03-26', 'Pwani Dhow Snorkel Tours', 'Snorkel levy', 210, 'Cancelled'],
  ['RL-2603-031', '2026-03-27', 'Coral Coast Safaris Ltd', 'Dive levy', 102, 'Paid'],
  ['RL-2603-032', '2026-03-31', 'Songo Blue Diving Centre', 'Snorkel levy', 118, 'Unpaid'],
].map(([ref, date, operator, type, units, status], i) => {
  const rate = mw.levyRates[date.slice(5, 7)];
  const usd = units * mw.levyUnitUsd[type];
  return { ref, date, operator, type, units, unitUsd: mw.levyUnitUsd[type], usd, rate, tzs: Math.round(usd * rate), status, gepg: `99104${String(4418270 + i * 37).padStart(7, '0')}` };
});
mw.leviesLive = mw.levies.filter((l) => l.status !== 'Cancelled');
// board pack Q1 2026, TZS million: [Q1 actual, Q1 budget, FY budget, FY reforecast, Q1 2025 actual]
mw.pack = {
  income: [
    ['Share of park conservation fees', 612.4, 560.0, 1950.0, 2010.0, 548.2],
    ['Reef levy and mooring fees', Math.round(sum(mw.leviesLive.map((l) => l.tzs)) / 1e5) / 10, 175.0, 720.0, 700.0, 148.9],
    ['Restricted grant income', 1018.6, 1100.0, 4400.0, 4250.0, 962.3],
    ['Donations', 48.3, 60.0, 300.0, 300.0, 71.5],
    ['Blue carbon credit sales', 0.0, 0.0, 550.0, 600.0, 0.0],
    ['Interest on deposits', 14.2, 12.5, 50.0, 55.0, 11.8],
    ['Endowment drawdown', 0.0, 0.0, 430.0, 430.0, 0.0],
  ],
  expenditure: [
    ['Reef protection and patrols', 648.5, 620.0, 2500.0, 2560.0, 590.4],
    ['Coral restoration and research', 228.7, 250.0, 1100.0, 1080.0, 231.0],
    ['Mangrove restoration and blue carbon', 196.3, 240.0, 980.0, 960.0, 188.9],
    ['Community livelihoods', 241.9, 230.0, 950.0, 980.0, 205.6],
    ['Education and outreach', 71.2, 90.0, 380.0, 370.0, 84.1],
    ['Fundraising', 44.6, 50.0, 200.0, 200.0, 39.7],
    ['Governance and administration', 108.4, 110.0, 440.0, 445.0, 101.3],
  ],
  visitors: [
    { month: '2026-01', nonres: 1642, ea: 298, cit: 712, py: 2415 },
    { month: '2026-02', nonres: 1518, ea: 254, cit: 648, py: 2236 },
    { month: '2026-03', nonres: 1387, ea: 311, cit: 905, py: 2380 },
  ],
  endowment: { rate: 2471.20, classes: [['Global equities', 2552310, 2498140], ['Global bonds', 1786617, 1812406], ['Money market and cash', 765693, 752300]] },
  grants: [
    ['Blue Horizon Foundation', 'Reef Ranger Programme phase III', 'USD', 1800000, 'Jan 2025 - Dec 2027', 1480.0, 1050000, 'On track'],
    ['Western Indian Ocean Reef Fund', 'Coral nursery scale-up', 'USD', 1350000, 'Jul 2024 - Jun 2027', 1120.0, 860000, 'Interim report due 30 Apr 2026'],
    ['European Union', 'Coastal Resilience Programme (Mwamba lot)', 'EUR', 1200000, 'Mar 2025 - Feb 2028', 1050.0, 480000, 'Second tranche requested'],
    ['Nordic Ocean Trust', 'Seaweed and livelihoods', 'NOK', 4500000, 'Jan 2024 - Dec 2026', 420.0, 3000000, 'On track'],
    ['Tanzania Forest Fund', 'Mangrove nursery grant', 'TZS', 500000000, 'Jan 2025 - Dec 2026', 330.0, 350000000, 'On track'],
  ],
};
mw.pack.totals = (i) => ({ inc: Math.round(sum(mw.pack.income.map((l) => l[i])) * 10) / 10, exp: Math.round(sum(mw.pack.expenditure.map((l) => l[i])) * 10) / 10 });
if (Math.round(sum(mw.pack.grants.map((g) => g[5])) * 10) / 10 !== mw.pack.income[2][3]) throw new Error('grant budget');
for (const m of mw.pack.visitors) {
  m.total = m.nonres + m.ea + m.cit;
  m.diverDays = sum(mw.leviesLive.filter((l) => l.type === 'Dive levy' && l.date.slice(0, 7) === m.month).map((l) => l.units));
}
// NGO annual report form (full shillings)
{
  const I = Object.fromEntries(mw.income.map((l) => [l.key, (l.u + l.r + l.e) * 1000]));
  const E = Object.fromEntries(mw.expenditure.map((l) => [l.key, (l.u + l.r + l.e) * 1000]));
  const foreign = sum(mw.grantsByDonor.slice(0, 4).map((g) => g[1])) * 1000;
  mw.ret = {
    '7.1': foreign, '7.2': I.grants - foreign + I.donations, '7.3': I.park + I.levy + I.carbon,
    '7.4': I.interest + I.other + I.endInc + I.endGain + I.endFx,
    '9.1': E.patrol + E.coral + E.mangrove + E.liveli + E.educ, '9.2': E.fundr + E.invfee + E.gov,
    '11': 5, '11.1': 3412, '11.2': 2986, '12.1': mw.facts.citizens, '12.2': mw.facts.nonCitizens, '12.3': mw.facts.volunteers, '13.1': 6, '13.2': 3,
  };
  mw.ret['8'] = mw.ret['7.1'] + mw.ret['7.2'] + mw.ret['7.3'] + mw.ret['7.4'];
  mw.ret['10'] = mw.ret['9.1'] + mw.ret['9.2'];
  if (mw.ret['8'] !== mw.incomeTotal * 1000 || mw.ret['10'] !== mw.expTotal * 1000) throw new Error('mwamba return');
}
// EFD receipt (photo): prices include VAT; A = standard rated 18%, E = exempt
mw.receipt = {
  shop: 'KILWA MARINE ENGINEERING & HARDWARE', tin: '118-402-375', vrn: '40-031877-K', serial: '10TZ100488', no: '7721', z: '20260214/212',
  date: '2026-02-14', time: '11:42:07', vcode: '8F3K2D9XQ7',
  items: [
    { desc: 'YAMAHA 40HP SERVICE KIT', qty: 1, price: 385000, code: 'A' },
    { desc: 'SPARK PLUG NGK B7HS', qty: 4, price: 18500, code: 'A' },
    { desc: 'PROPELLER 11-1/8 X 13', qty: 1, price: 465000, code: 'A' },
    { desc: 'ENGINE OIL 2T 4L', qty: 3, price: 42000, code: 'A' },
    { desc: 'PETROL ULP (LITRES)', qty: 120, price: 3214, code: 'E' },
  ],
};
{
  const R = mw.receipt;
  R.items.forEach((x) => { x.amount = x.qty * x.price; });
  R.totalA = sum(R.items.filter((x) => x.code === 'A').map((x) => x.amount));
  R.totalE = sum(R.items.filter((x) => x.code === 'E').map((x) => x.amount));
  R.total = R.totalA + R.totalE;
  R.exclA = Math.round((R.totalA / 1.18) * 100) / 100;
  R.tax = Math.round((R.totalA - R.exclA) * 100) / 100;
  R.excl = Math.round((R.exclA + R.totalE) * 100) / 100;
}

export const RV = rv;
export const MW = mw;

// =====================================================================================================
// QUESTIONS: [kind, question, calc, {unit, wrong}]. calc returns a number, {text:[...]} or 'notfound'.
// Amounts in the organisation's currency (full units); '%' a percentage; 'x' a ratio; 'n' a count or average.
// =====================================================================================================
const dates = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${dd}-${mm}-${y}`, `${dd}.${mm}.${y}`, `${y}-${mm}-${dd}`, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${M} ${d} ${y}`, `${d}th ${M} ${y}`];
};
const pct = (a, b) => (a / b - 1) * 100;
const line = (rows, key) => rows.find((l) => l.key === key);
const tot = (l) => ('g' in l ? l.g + l.z + l.r + l.e : l.u + l.r + l.e);
const pk = (rows, label) => rows.find((l) => l[0] === label);
const Rs = { unit: 'Rs' }, TZ = { unit: 'TZS' };

export const DEFS = {
  ravi: [
    ['lookup', 'What was total income for the year ended 30 June 2025?', () => rv.incomeTotal, { ...Rs, wrong: rv.incomePy }],
    ['lookup', 'How much Zakat did the Foundation receive in FY2024-25?', () => line(rv.income, 'zakat').z, { ...Rs, wrong: 198746300 }],
    ['difference', 'By how much did Zakat donations rise compared with the previous year?', () => line(rv.income, 'zakat').z - line(rv.income, 'zakat').py, { ...Rs, wrong: 16950000 }],
    ['percent', 'By what percentage did total expenditure increase in FY25 over FY24?', () => pct(rv.expTotal, rv.expPy), { unit: '%', wrong: pct(rv.incomeTotal, rv.incomePy) }],
    ['ratio', 'what share of total spending went on patient welfare (free treatment) last year?', () => tot(line(rv.expenditure, 'welfare')) / rv.expTotal * 100, { unit: '%', wrong: line(rv.expenditure, 'welfare').z / rv.expTotal * 100 }],
    ['lookup', "how much did we pay the auditors in FY25 incl. out of pocket expenses", () => rv.auditFee.fee + rv.auditFee.oop, { ...Rs, wrong: rv.auditFee.fee }],
    ['text', 'Who is the engagement partner on the audit of the 2025 financial statements?', () => ({ text: ['Muhammad Saad Qureshi', 'Saad Qureshi'] }), { wrong: 'Imran Butt' }],
    ['text', "What date was the auditor's report on the FY2024-25 accounts signed?", () => ({ text: dates(rv.facts.opinionDate) }), { wrong: '2025-09-26', date: true }],
    ['lookup', 'Zakat fund balance at 30 June 2025?', () => rv.closing.z, { ...Rs, wrong: rv.opening.z }],
    ['total', 'What was the total of all restricted funds at the end of FY2024-25?', () => rv.closing.r, { ...Rs, wrong: rv.opening.r }],
    ['extreme', 'Which restricted fund had the largest balance at 30 June 2025?', () => ({ text: ['Thalassaemia Centre Fund', 'Thalassaemia Centre'] }), { wrong: 'Paediatric Cardiac Fund' }],
    ['lookup', 'whats the depreciation charge on vehicles for the yr to june 2025', () => rv.ppe.charge[4], { ...Rs, wrong: rv.ppe.charge[1] }],
    ['lookup', 'Written down value of medical equipment at 30 June 2025?', () => rv.ppe.wdv[1], { ...Rs, wrong: rv.ppe.costClose[1] }],
    ['lookup', 'cash and bank balances end of june 2025?', () => rv.bs.cash[0], { ...Rs, wrong: rv.bs.cash[1] }],
    ['ratio', 'What was the current ratio at 30 June 2025?', () => rv.bs.currentAssets[0] / rv.bs.currentLiab[0], { unit: 'x', wrong: rv.bs.currentAssets[1] / rv.bs.currentLiab[1] }],
    ['ratio', 'Based on FY25 spending, how many months of expenditure could cash and short-term investments at 30 June 2025 cover?', () => (rv.bs.cash[0] + rv.bs.stInv[0]) / (rv.expTotal / 12), { unit: 'n', wrong: rv.bs.cash[0] / (rv.expTotal / 12) }],
    ['lookup', 'Total remuneration of the Chief Executive in 2025?', () => sum(rv.remun.map((r) => r[1])), { ...Rs, wrong: sum(rv.remun.map((r) => r[2])) }],
    ['average', 'What was the average remuneration per executive in FY2025 (excluding the CE)?', () => sum(rv.remun.map((r) => r[3])) / rv.remunNo[2], { ...Rs, wrong: sum(rv.remun.map((r) => r[3])) / 15 }],
    ['lookup', 'What did we report to the Charity Commission as donations received from outside Pakistan?', () => rv.ret['7.2'], { ...Rs, wrong: rv.ret['7.1'] }],
    ['text', 'When was the PCC annual return for 2024-25 signed?', () => ({ text: dates(rv.facts.pccSigned) }), { wrong: '2025-10-24', date: true }],
    ['lookup', 'Line 9.1 of the annual return - expenditure on charitable objects?', () => rv.ret['9.1'], { ...Rs, wrong: rv.ret['10'] }],
    ['variance', 'How far ahead of budget are Zakat donations for the nine months to March 2026?', () => (pk(rv.pack.income, 'Zakat donations')[2] - pk(rv.pack.income, 'Zakat donations')[3]) * 1000, { ...Rs, wrong: 12000000 }],
    ['lookup', 'patient welfare spend jul-mar this yr?', () => pk(rv.pack.expenditure, 'Patient welfare - free treatment')[2] * 1000, { ...Rs, wrong: pk(rv.pack.expenditure, 'Patient welfare - free treatment')[3] * 1000 }],
    ['variance', 'By how much is patient welfare over budget YTD?', () => (pk(rv.pack.expenditure, 'Patient welfare - free treatment')[2] - pk(rv.pack.expenditure, 'Patient welfare - free treatment')[3]) * 1000, { ...Rs, wrong: 15000000 }],
    ['percent', 'What is the YTD variance % on the Punjab Government grant?', () => (pk(rv.pack.income, 'Punjab Government grant')[2] / pk(rv.pack.income, 'Punjab Government grant')[3] - 1) * 100, { unit: '%', wrong: 50 }],
    ['lookup', 'What surplus is forecast for the full year FY2025-26?', () => (rv.pack.totals(4).inc - rv.pack.totals(4).exp) * 1000, { ...Rs, wrong: (rv.pack.totals(1).inc - rv.pack.totals(1).exp) * 1000 }],
    ['percent', 'Total income for the nine months compared with the same nine months last year - % change?', () => pct(rv.pack.totals(2).inc, rv.pack.totals(5).inc), { unit: '%', wrong: pct(rv.pack.totals(2).inc, rv.pack.totals(3).inc) }],
    ['extreme', 'Which expenditure line has the biggest adverse variance against budget so far this year?', () => ({ text: ['Patient welfare'] }), { wrong: 'Paediatric cardiac surgery' }],
    ['total', 'How many thalassaemia transfusions were done in Q3 (Jan to Mar 2026)?', () => sum(rv.pack.patients['Thalassaemia transfusions'].slice(6)), { unit: 'n', wrong: sum(rv.pack.patients['Thalassaemia transfusions'].slice(3, 6)) }],
    ['average', 'avg cardiac surgeries per month so far this financial year?', () => sum(rv.pack.patients['Paediatric cardiac surgeries']) / 9, { unit: 'n', wrong: sum(rv.pack.patients['Paediatric cardiac surgeries']) / 12 }],
    ['extreme', 'In which month this year did we assist the most patients?', () => ({ text: ['March 2026', 'March'] }), { wrong: 'December 2025' }],
    ['lookup', 'zakat fund bal at 31 march 2026?', () => rv.pack.zakat.close, { ...Rs, wrong: rv.pack.zakat.open }],
    ['total', 'how much r we holding in T-bills at 31 mar 2026 (carrying value)?', () => sum(rv.pack.investments.filter((x) => /Treasury Bills/.test(x[0])).map((x) => x[3])), { ...Rs, wrong: sum(rv.pack.investments.filter((x) => /Treasury Bills/.test(x[0])).map((x) => x[2])) }],
    ['text', 'When does the term deposit with Punjab Crescent Bank mature?', () => ({ text: dates('2026-04-30') }), { wrong: '2026-06-18', date: true }],
    ['lookup', 'What was total income in FY2021 according to the six-year summary?', () => rv.six.income[1] * 1e6, { ...Rs, wrong: rv.six.income[0] * 1e6 }],
    ['percent', 'How much has patient welfare spending grown from FY2020 to FY2025, in percent?', () => pct(rv.six.welfare[5], rv.six.welfare[0]), { unit: '%', wrong: pct(rv.six.welfare[5], rv.six.welfare[4]) }],
    ['text', 'When was the AGM held?', () => ({ text: dates(rv.facts.agm) }), { wrong: '2025-10-03', date: true }],
    ['total', 'How much have overseas donors given this year per the major donations register (realised only)?', () => sum(rv.gifts.filter((g) => /^Overseas/.test(g.type) && g.status === 'Realised').map((g) => g.amount)), { ...Rs, wrong: sum(rv.gifts.filter((g) => g.country !== 'Pakistan').map((g) => g.amount)) + 950000 }],
    ['count', 'how many donation cheques bounced jul-mar', () => rv.gifts.filter((g) => g.status === 'Bounced').length, { unit: 'n', wrong: 3 }],
    ['extreme', 'What was the largest single realised donation in the register, and who gave it?', () => ({ text: ['7,420,000', 'Ravi Valley Foundation UK'] }), { wrong: 'Rs 6,000,000 from Crescent Textile Mills Ltd' }],
    ['total', 'Total realised donations in the register for March 2026?', () => sum(rv.gifts.filter((g) => g.date.startsWith('2026-03') && g.status === 'Realised').map((g) => g.amount)), { ...Rs, wrong: sum(rv.gifts.filter((g) => g.date.startsWith('2026-03')).map((g) => g.amount)) }],
    ['total', 'How much has Crescent Textile Mills given us since July?', () => sum(rv.gifts.filter((g) => g.donor === 'Crescent Textile Mills Ltd').map((g) => g.amount)), { ...Rs, wrong: 6000000 }],
    ['receipt', 'What is the total on the Mughal Surgical invoice?', () => rv.invoice.total, { ...Rs, wrong: rv.invoice.total - rv.invoice.furtherTax }],
    ['receipt', 'How much sales tax was charged on the Mughal Surgical invoice?', () => rv.invoice.salesTax, { ...Rs, wrong: Math.round((rv.invoice.taxableValue + rv.invoice.exemptValue) * 0.18) }],
    ['receipt', 'mughal invoice - further tax amount?', () => rv.invoice.furtherTax, { ...Rs, wrong: rv.invoice.salesTax }],
    ['notfound', 'What was total income in FY2019?', () => 'notfound'],
    ['notfound', 'How much was the Chief Financial Officer paid in FY2025?', () => 'notfound'],
    ['notfound', "What is next year's (FY2026-27) budget for Zakat donations?", () => 'notfound'],
    ['notfound', 'How much did the new blood donor bus cost?', () => 'notfound'],
    ['notfound', 'What did the Mughal Surgical invoice from February 2026 come to?', () => 'notfound'],
  ],
  mwamba: [
    ['lookup', 'What was total income for 2025?', () => mw.incomeTotal * 1000, { ...TZ, wrong: mw.incomePy * 1000 }],
    ['lookup', 'How much grant income did we get from Blue Horizon Foundation in 2025?', () => mw.grantsByDonor[0][1] * 1000, { ...TZ, wrong: mw.grantsByDonor[0][2] * 1000 }],
    ['difference', 'How much did grants from the Western Indian Ocean Reef Fund change between 2024 and 2025?', () => (mw.grantsByDonor[1][1] - mw.grantsByDonor[1][2]) * 1000, { ...TZ, wrong: 144150000 }],
    ['percent', 'By what % did our share of park conservation fees grow in 2025?', () => pct(mw.income[0].u, mw.income[0].py), { unit: '%', wrong: pct(mw.fees.visitors[0][1], mw.fees.visitors[0][2]) }],
    ['ratio', 'What proportion of 2025 total income came from grants?', () => mw.income[2].r / mw.incomeTotal * 100, { unit: '%', wrong: mw.income[2].r / mw.tot.r.inc * 100 }],
    ['lookup', 'depreciation on patrol boats and engines 2025?', () => mw.ppe.charge[0] * 1000, { ...TZ, wrong: mw.nature.rows.patrol[3] * 1000 }],
    ['text', 'Who signed the declaration of the head of finance?', () => ({ text: ['Emmanuel Peter Massawe', 'Emmanuel Massawe'] }), { wrong: 'CPA Rehema Lyimo' }],
    ['text', "What is the date of the auditor's report on the 2025 statements?", () => ({ text: dates(mw.facts.opinionDate) }), { wrong: '2026-03-24', date: true }],
    ['lookup', 'What was the endowment portfolio worth in US dollars at 31 December 2025?', () => mw.endow.usd, { unit: 'USD', wrong: mw.endow.usdPy }],
    ['lookup', 'How much exchange gain did the endowment make in 2025?', () => mw.income[7].e * 1000, { ...TZ, wrong: mw.income[7].py * 1000 }],
    ['extreme', 'Which programme did we spend the most on in 2025?', () => ({ text: ['Reef protection and patrols', 'reef protection'] }), { wrong: 'Coral reef restoration and research' }],
    ['lookup', 'staff costs in coral restoration & research last yr?', () => mw.nature.rows.coral[0] * 1000, { ...TZ, wrong: mw.nature.rows.mangrove[0] * 1000 }],
    ['count', 'How many women did the Trust employ at the end of 2025?', () => mw.facts.women, { unit: 'n', wrong: 58 }],
    ['lookup', 'balance on the seaweed & livelihoods fund at 31 dec 25?', () => mw.rfunds[3].close * 1000, { ...TZ, wrong: (mw.rfunds[3].close - 150000) * 1000 }],
    ['total', 'What were total restricted funds at year end 2025?', () => mw.closing.r * 1000, { ...TZ, wrong: mw.opening.r * 1000 }],
    ['ratio', 'How many months of 2025 spending do cash and short-term deposits at 31 December 2025 cover?', () => (mw.bs.cash[0] + mw.bs.deposits[0]) / (mw.expTotal / 12), { unit: 'n', wrong: mw.bs.cash[0] / (mw.expTotal / 12) }],
    ['lookup', 'Net cash from operating activities in 2025?', () => mw.cf.c.operating * 1000, { ...TZ, wrong: mw.cf.c.net * 1000 }],
    ['percent', 'how much did total visitor numbers go up in 2025 (%)', () => pct(mw.five.visitors[4], mw.five.visitors[3]), { unit: '%', wrong: pct(mw.fees.visitors[0][1], mw.fees.visitors[0][2]) }],
    ['lookup', 'How many carbon credits (VCUs) did we sell in 2025?', () => mw.carbon.units, { unit: 'n', wrong: 24500 }],
    ['ratio', 'What was the current ratio at 31 December 2025?', () => mw.bs.currentAssets[0] / mw.bs.currentLiab[0], { unit: 'x', wrong: mw.bs.currentAssets[1] / mw.bs.currentLiab[1] }],
    ['lookup', 'What did the NGO annual report form show as funds from foreign sources?', () => mw.ret['7.1'], { ...TZ, wrong: mw.income[2].r * 1000 }],
    ['count', 'How many non-citizen staff did we declare on the NGO return?', () => mw.ret['12.2'], { unit: 'n', wrong: 78 }],
    ['text', 'What date was the NGO annual report form signed?', () => ({ text: dates(mw.facts.returnSigned) }), { wrong: '2026-03-27', date: true }],
    ['ratio', 'According to the NGO return, what share of total income came from foreign sources?', () => mw.ret['7.1'] / mw.ret['8'] * 100, { unit: '%', wrong: mw.income[2].r / mw.incomeTotal * 100 }],
    ['variance', 'Q1 2026: how far ahead of budget is our share of park fees?', () => (mw.pack.income[0][1] - mw.pack.income[0][2]) * 1e6, { ...TZ, wrong: (mw.pack.income[0][1] - mw.pack.income[0][5]) * 1e6 }],
    ['variance', 'How much below budget was restricted grant income in the first quarter?', () => (mw.pack.income[2][2] - mw.pack.income[2][1]) * 1e6, { ...TZ, wrong: (mw.pack.income[2][3] - mw.pack.income[2][4]) * 1e6 }],
    ['total', 'total spending jan-mar 2026?', () => mw.pack.totals(1).exp * 1e6, { ...TZ, wrong: mw.pack.totals(2).exp * 1e6 }],
    ['lookup', 'What was the surplus for Q1 2026?', () => (mw.pack.totals(1).inc - mw.pack.totals(1).exp) * 1e6, { ...TZ, wrong: (mw.pack.totals(5).inc - mw.pack.totals(5).exp) * 1e6 }],
    ['lookup', 'What is the reforecast total income for 2026?', () => mw.pack.totals(4).inc * 1e6, { ...TZ, wrong: (mw.pack.totals(4).inc - mw.pack.income[6][4]) * 1e6 }],
    ['percent', 'Community livelihoods in Q1 - what % over budget?', () => (mw.pack.expenditure[3][1] / mw.pack.expenditure[3][2] - 1) * 100, { unit: '%', wrong: pct(mw.pack.expenditure[3][1], mw.pack.expenditure[3][5]) }],
    ['percent', 'Reef patrol spending Q1 2026 vs Q1 2025, percent change?', () => pct(mw.pack.expenditure[0][1], mw.pack.expenditure[0][5]), { unit: '%', wrong: pct(mw.pack.expenditure[0][1], mw.pack.expenditure[0][2]) }],
    ['lookup', 'How many non-resident visitors came in February 2026?', () => mw.pack.visitors[1].nonres, { unit: 'n', wrong: mw.pack.visitors[0].nonres }],
    ['total', 'Total visitors in the first quarter of 2026?', () => sum(mw.pack.visitors.map((m) => m.total)), { unit: 'n', wrong: sum(mw.pack.visitors.map((m) => m.py)) }],
    ['difference', 'By how much did the endowment portfolio change in US dollars between 31 December 2025 and 31 March 2026?', () => sum(mw.pack.endowment.classes.map((c) => c[2])) - sum(mw.pack.endowment.classes.map((c) => c[1])), { unit: 'USD', wrong: 54170 }],
    ['lookup', 'What is the endowment worth in shillings at 31 March 2026?', () => sum(mw.pack.endowment.classes.map((c) => c[2])) * mw.pack.endowment.rate, { ...TZ, wrong: sum(mw.pack.endowment.classes.map((c) => c[2])) * mw.facts.rate }],
    ['lookup', 'how much of the EU grant have we recieved so far, in euros?', () => mw.pack.grants[2][6], { unit: 'EUR', wrong: mw.pack.grants[2][3] }],
    ['total', 'total dive levy invoiced in march 2026 excl cancelled invoices', () => sum(mw.leviesLive.filter((l) => l.type === 'Dive levy' && l.date.startsWith('2026-03')).map((l) => l.tzs)), { ...TZ, wrong: sum(mw.levies.filter((l) => l.type === 'Dive levy' && l.date.startsWith('2026-02')).map((l) => l.tzs)) }],
    ['count', 'how many levy invoices were cancelled in Q1?', () => mw.levies.filter((l) => l.status === 'Cancelled').length, { unit: 'n', wrong: 4 }],
    ['total', 'How much in reef levies is still unpaid from the Jan-Mar invoices, in TZS?', () => sum(mw.levies.filter((l) => l.status === 'Unpaid').map((l) => l.tzs)), { ...TZ, wrong: sum(mw.levies.filter((l) => l.status !== 'Paid').map((l) => l.tzs)) }],
    ['extreme', 'which dive operator loged the most diver-days in Q1 2026?', () => ({ text: ['Kilwa Reef Divers'] }), { wrong: 'Songo Blue Diving Centre' }],
    ['lookup', 'Total income in 2021 per the five-year summary?', () => mw.five.income[0] * 1e6, { ...TZ, wrong: mw.five.income[1] * 1e6 }],
    ['percent', 'By how much have illegal fishing incidents fallen since 2021, in percent?', () => (1 - mw.five.incidents[4] / mw.five.incidents[0]) * 100, { unit: '%', wrong: (1 - mw.five.incidents[4] / mw.five.incidents[3]) * 100 }],
    ['lookup', 'How many coral fragments were outplanted in 2023?', () => mw.five.fragments[2], { unit: 'n', wrong: mw.five.fragments[3] }],
    ['receipt', 'What is the total on the Kilwa Marine EFD receipt?', () => mw.receipt.total, { ...TZ, wrong: mw.receipt.excl }],
    ['receipt', 'How much VAT is on the Kilwa Marine receipt?', () => mw.receipt.tax, { ...TZ, wrong: Math.round(mw.receipt.total * 0.18) }],
    ['notfound', 'How many visitors did the park have in 2020?', () => 'notfound'],
    ['notfound', "What is the Executive Director's salary?", () => 'notfound'],
    ['notfound', 'What were actual grant receipts in Q2 2026 (April to June)?', () => 'notfound'],
    ['notfound', 'What is the approved budget for 2027?', () => 'notfound'],
    ['notfound', 'How much did the Trust receive from USAID in 2025?', () => 'notfound'],
  ],
};
