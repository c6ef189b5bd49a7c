// Set AA: the one data module. Every document figure and every expected answer is computed from here.
//   krosa    - Kwahu Ridge Secondary School Old Students' Association (Ghana, GH₵/GHS, calendar year 2025)
//   glanrhyd - Glanrhyd Community Pool Trust (Wales, £, April-March year, FY2025-26, reports to 31 December 2025)
export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));

export const ORGS = {
  krosa: { name: "Kwahu Ridge Secondary School Old Students' Association", fiscalYearStart: 1 },
  glanrhyd: { name: 'Glanrhyd Community Pool Trust', fiscalYearStart: 4 },
};

export const DOCS = {
  krosa: [
    'Sage Profit and Loss 2025.pdf',
    'Paystack transactions Oct-Dec 2025.csv',
    'Dues and Levies Register 2025.xlsx',
    'Dormitory Project Budget and Spend.xlsx',
    "Treasurer's Report to AGM March 2026.docx",
    'Adom Building Materials invoice.jpg',
  ],
  glanrhyd: [
    'QuickFile Profit and Loss Apr-Dec 2025.xlsx',
    'GoCardless payments export Oct-Dec 2025.csv',
    'Admissions and Lessons 2025-26.xlsx',
    'Finance Report to Trustees - Q3 2025-26.pdf',
    'Trustees Meeting Minutes 22 January 2026.docx',
    'Teifi Pool Supplies invoice.jpg',
  ],
};

// =============================================================== KROSA (Ghana)
// Sage Accounting ledger accounts: [code, name, section, 2025, 2024]; null 2025 values are filled from other records below.
export const K_ACCOUNTS = [
  ['4000', "Members' Dues", 'Income', null, 41800.00],
  ['4010', 'Dormitory Project Levy', 'Income', null, 0],
  ['4020', 'Donations - Scholarship Fund', 'Income', 38650.00, 29400.00],
  ['4030', 'Donations - General', 'Income', 12480.00, 15120.00],
  ['4040', 'Homecoming Ticket Sales', 'Income', 54600.00, 46250.00],
  ['4050', 'Merchandise Sales', 'Income', 9360.00, 7840.00],
  ['4900', 'Bank Interest Received', 'Income', 2318.42, 1905.10],
  ['5000', 'Homecoming Event Costs', 'Cost of Sales', 36940.00, 31275.00],
  ['5010', 'Merchandise Purchases', 'Cost of Sales', 5880.00, 4650.00],
  ['6000', 'Scholarships Awarded', 'Overheads', 44000.00, 36000.00],
  ['6100', 'Dormitory Renovation Project', 'Overheads', null, 0],
  ['6200', 'Welfare and Bereavement Support', 'Overheads', null, 9000.00],
  ['7000', 'Printing and Stationery', 'Overheads', 3415.50, 2980.00],
  ['7100', 'Meetings and AGM Expenses', 'Overheads', 6820.00, 5940.00],
  ['7200', 'Transport and Travel', 'Overheads', 4150.00, 3760.00],
  ['7300', 'Communication and Data', 'Overheads', 1980.00, 1620.00],
  ['7400', 'Website and Software Subscriptions', 'Overheads', 2746.80, 2310.00],
  ['7500', 'Audit and Accountancy Fees', 'Overheads', 6000.00, 5000.00],
  ['7600', 'Bank Charges', 'Overheads', 1284.35, 1102.60],
  ['7610', 'Paystack Transaction Fees', 'Overheads', 3872.18, 2215.40],
];
export const K_DUES_RATE = 200, K_LEVY_RATE = 500;
// year groups by decade: [class of, members on roll, paid dues, paid levy]
export const K_GROUPS = [
  ['1970s', [[1975, 18, 9, 6], [1978, 22, 12, 9]]],
  ['1980s', [[1981, 31, 17, 12], [1984, 38, 22, 15], [1987, 42, 25, 19]]],
  ['1990s', [[1990, 55, 31, 22], [1993, 61, 38, 29], [1996, 58, 29, 20], [1999, 64, 33, 24]]],
  ['2000s', [[2002, 72, 36, 21], [2005, 69, 30, 18], [2008, 75, 28, 14]]],
  ['2010s', [[2011, 80, 26, 11], [2014, 84, 22, 9], [2017, 90, 19, 6], [2020, 95, 14, 3]]],
];
export const K_WELFARE = [
  ['2025-02-08', 'Kwabena Asiedu', 1984, 'Bereavement - father', 1500],
  ['2025-03-22', 'Comfort Owusu-Ansah', 1990, 'Hospitalisation', 1000],
  ['2025-05-10', 'Yaw Darko', 1978, 'Bereavement - wife', 1500],
  ['2025-06-14', 'Abena Frimpong', 2005, 'Hospitalisation', 800],
  ['2025-08-02', 'Kofi Agyeman', 1993, 'Bereavement - mother', 1500],
  ['2025-09-27', 'Esi Mensah', 1999, 'Hospitalisation', 1000],
  ['2025-11-15', 'Nana Yeboah', 1975, 'Bereavement - mother', 1500],
  ['2025-12-06', 'Akosua Boakye', 2011, 'Hospitalisation', 1200],
];
// dormitory project budget: [group, [[line, budget]]]
export const K_BUDGET = [
  ['A. Structural works', [['Roofing', 96000], ['Walls and plastering', 58000], ['Flooring and tiling', 64000]]],
  ['B. Fittings and services', [['Electrical wiring', 38500], ['Plumbing and washrooms', 52000], ['Bunk beds and mattresses', 72000]]],
  ['C. Professional fees', [['Architect and drawings', 18000], ['Site supervision', 24000]]],
  ['D. Contingency', [['Contingency', 27500]]],
];
// the photographed invoice (Adom Building Materials): items [description, unit, qty, price]
export const K_INVOICE = {
  no: 'ABM/INV/2025/0847', date: '2025-10-21', supplier: 'Adom Building Materials Ltd', tin: 'C0004518273',
  items: [['Floor tiles 60x60 (box)', 'box', 48, 185.00], ['Tile adhesive 20kg', 'bag', 30, 95.00], ['Ghacem cement 50kg', 'bag', 40, 98.50], ['Tile grout 5kg', 'pack', 12, 42.00]],
};
{
  const I = K_INVOICE;
  I.lines = I.items.map(([d, u, q, p]) => r2(q * p));
  I.subtotal = sum(I.lines);
  I.nhil = r2(I.subtotal * 0.025); I.getfund = r2(I.subtotal * 0.025); I.covid = r2(I.subtotal * 0.01);
  I.taxable = r2(I.subtotal + I.nhil + I.getfund + I.covid);
  I.vat = r2(I.taxable * 0.15);
  I.total = r2(I.taxable + I.vat);
}
// project payments in 2025: [date, payee, description, budget line, amount, ref]
export const K_PAYMENTS = [
  ['2025-03-14', 'Kofi Boateng & Associates', 'Architectural drawings - first half of fee', 'Architect and drawings', 9000.00, 'CHQ 001241'],
  ['2025-04-28', 'Kofi Boateng & Associates', 'Architectural drawings - balance of fee', 'Architect and drawings', 9000.00, 'CHQ 001247'],
  ['2025-05-16', 'Nkansah Construction Ltd', 'Removal of old roof, wall repairs (Cert 1)', 'Walls and plastering', 21400.00, 'TRF 250516'],
  ['2025-06-10', 'Adom Building Materials Ltd', 'Aluminium roofing sheets, nails (first lot)', 'Roofing', 38750.00, 'TRF 250610'],
  ['2025-06-30', 'Nkansah Construction Ltd', 'Roofing labour (Cert 2)', 'Roofing', 18600.00, 'TRF 250630'],
  ['2025-07-15', 'Emmanuel Ofori', 'Site supervision June-July', 'Site supervision', 4000.00, 'MoMo'],
  ['2025-08-05', 'Nkansah Construction Ltd', 'Plastering and rendering (Cert 3)', 'Walls and plastering', 24850.00, 'TRF 250805'],
  ['2025-08-22', 'Volta Electricals', 'Wiring materials and labour (part)', 'Electrical wiring', 16240.00, 'CHQ 001259'],
  ['2025-09-12', 'Emmanuel Ofori', 'Site supervision August-September', 'Site supervision', 4000.00, 'MoMo'],
  ['2025-09-30', 'Nkansah Construction Ltd', 'Floor screed (Cert 4)', 'Flooring and tiling', 19300.00, 'TRF 250930'],
  ['2025-10-24', 'Adom Building Materials Ltd', `Floor tiles, adhesive, cement, grout (inv ${K_INVOICE.no})`, 'Flooring and tiling', K_INVOICE.total, 'TRF 251024'],
  ['2025-11-18', 'Aqua Plumbing Services', 'Washroom plumbing (first phase)', 'Plumbing and washrooms', 22760.00, 'CHQ 001266'],
  ['2025-11-28', 'Emmanuel Ofori', 'Site supervision October-November', 'Site supervision', 4000.00, 'MoMo'],
  ['2025-12-12', 'Nkansah Construction Ltd', 'Tiling labour (Cert 5)', 'Flooring and tiling', 11900.00, 'TRF 251212'],
];
// Paystack rows (Oct-Dec 2025): [paid at, customer, email, payment page, amount, status, channel]
export const PAGES = { dues: 'Annual Dues 2025', levy: 'Dormitory Project Levy', dinner: 'Homecoming 2025 Dinner Ticket', schol: 'Scholarship Fund' };
export const K_PAYSTACK = [
  ['2025-10-02 08:14:51', 'Kwame Asante', 'kasante@gmail.com', 'levy', 500, 'success', 'mobile_money'],
  ['2025-10-04 19:40:07', 'Efua Quansah', 'efuaq@yahoo.com', 'dues', 200, 'success', 'mobile_money'],
  ['2025-10-09 12:03:33', 'Samuel Ntim', 'sntim78@gmail.com', 'levy', 500, 'failed', 'card'],
  ['2025-10-09 12:06:10', 'Samuel Ntim', 'sntim78@gmail.com', 'levy', 500, 'success', 'mobile_money'],
  ['2025-10-15 21:22:45', 'Gifty Amponsah', 'gamponsah@outlook.com', 'schol', 1000, 'success', 'card'],
  ['2025-10-18 10:51:19', 'Isaac Opoku', 'iopoku@gmail.com', 'dinner', 350, 'success', 'mobile_money'],
  ['2025-10-23 16:30:02', 'Dorcas Addo', 'dorcas.addo@gmail.com', 'dues', 200, 'abandoned', 'mobile_money'],
  ['2025-10-27 07:45:38', 'Yaw Boateng', 'yboat@icloud.com', 'levy', 500, 'success', 'bank'],
  ['2025-10-31 13:12:56', 'Ama Serwaa Owusu', 'amaserwaa@gmail.com', 'dinner', 700, 'success', 'card'],
  ['2025-11-03 09:05:11', 'Kojo Mensah', 'kojo.mensah@gmail.com', 'dinner', 350, 'success', 'mobile_money'],
  ['2025-11-05 20:18:27', 'Adwoa Pokua', 'apokua@yahoo.com', 'dinner', 700, 'success', 'mobile_money'],
  ['2025-11-07 11:44:09', 'Kwesi Arthur', 'kwesiarthur@gmail.com', 'schol', 500, 'success', 'mobile_money'],
  ['2025-11-10 15:27:40', 'Patience Adjei', 'padjei@gmail.com', 'dinner', 350, 'failed', 'mobile_money'],
  ['2025-11-12 08:36:15', 'Emmanuel Tetteh', 'etetteh@gmail.com', 'levy', 500, 'success', 'mobile_money'],
  ['2025-11-14 18:02:53', 'Benedicta Ofori', 'bofori@outlook.com', 'dinner', 1050, 'success', 'card'],
  ['2025-11-18 12:20:31', 'Felix Owusu', 'felixowusu@gmail.com', 'dues', 200, 'success', 'mobile_money'],
  ['2025-11-20 22:11:04', 'Kwabena Sarpong', 'ksarpong@gmail.com', 'dinner', 350, 'abandoned', 'card'],
  ['2025-11-21 07:58:46', 'Rita Asamoah', 'rasamoah@yahoo.com', 'dinner', 700, 'success', 'mobile_money'],
  ['2025-11-24 14:49:17', 'George Appiah', 'gappiah@gmail.com', 'levy', 1000, 'success', 'bank'],
  ['2025-11-26 19:33:28', 'Comfort Nyarko', 'cnyarko@gmail.com', 'dinner', 350, 'success', 'mobile_money'],
  ['2025-11-27 10:07:52', 'Michael Osei', 'mosei@gmail.com', 'dinner', 700, 'success', 'card'],
  ['2025-11-28 17:41:36', 'Priscilla Danso', 'pdanso@gmail.com', 'dinner', 350, 'failed', 'mobile_money'],
  ['2025-11-28 17:45:02', 'Priscilla Danso', 'pdanso@gmail.com', 'dinner', 350, 'success', 'mobile_money'],
  ['2025-12-01 09:12:44', 'Nana Akua Boadu', 'nakuaboadu@gmail.com', 'schol', 2500, 'success', 'bank'],
  ['2025-12-04 13:26:19', 'Joseph Ansah', 'jansah@yahoo.com', 'levy', 500, 'success', 'mobile_money'],
  ['2025-12-08 08:03:57', 'Esther Agyei', 'eagyei@gmail.com', 'dues', 200, 'success', 'mobile_money'],
  ['2025-12-10 20:55:13', 'Daniel Kusi', 'dkusi@gmail.com', 'schol', 300, 'success', 'mobile_money'],
  ['2025-12-15 11:38:25', 'Victoria Amoako', 'vamoako@outlook.com', 'levy', 500, 'abandoned', 'card'],
  ['2025-12-17 16:14:48', 'Stephen Larbi', 'slarbi@gmail.com', 'schol', 750, 'success', 'card'],
  ['2025-12-19 09:47:31', 'Felicia Owusu', 'fowusu@gmail.com', 'levy', 500, 'success', 'mobile_money'],
  ['2025-12-22 18:29:06', 'Kofi Antwi', 'kantwi@gmail.com', 'dues', 200, 'success', 'mobile_money'],
  ['2025-12-29 12:52:40', 'Joyce Osei-Bonsu', 'joyceob@gmail.com', 'schol', 1200, 'success', 'mobile_money'],
].map(([at, name, email, page, amount, status, channel], i) => ({
  at, name, email, page: PAGES[page], amount, status, channel,
  fee: status === 'success' ? r2(amount * 0.0195) : 0,
  ref: `T${(7304518826 + i * 7919317).toString()}`,
}));
// treasurer's report table lines: [label, budget 2025, actual 2025 (fn of accounts), budget 2026]
export const K_REPORT = [
  ['Income', null],
  ["Members' dues", 60000, (a) => a['4000'], 64000],
  ['Dormitory project levy', 150000, (a) => a['4010'], 120000],
  ['Donations (scholarship and general)', 45000, (a) => r2(a['4020'] + a['4030']), 50000],
  ['Homecoming (net of event costs)', 15000, (a) => r2(a['4040'] - a['5000']), 18000],
  ['Merchandise (net of purchases)', 3000, (a) => r2(a['4050'] - a['5010']), 3500],
  ['Bank interest', 1500, (a) => a['4900'], 2000],
  ['Expenditure', null],
  ['Scholarships', 40000, (a) => a['6000'], 48000],
  ['Dormitory renovation project', 250000, (a) => a['6100'], 200000],
  ['Welfare and bereavement support', 10000, (a) => a['6200'], 10000],
  ['Administration', 24000, (a) => r2(a['7000'] + a['7100'] + a['7200'] + a['7300'] + a['7400'] + a['7500']), 26000],
  ['Bank and Paystack charges', 4000, (a) => r2(a['7600'] + a['7610']), 5000],
];
export const K_SCHOLARS = 22;
export const K_BANK = [['GCB Bank current account', 48215.60], ['Fidelity Bank project savings account', 126480.00], ['Paystack balance awaiting settlement', 3942.11], ['Petty cash', 640.00]];

// =============================================================== GLANRHYD (Wales)
export const G_MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const G_MONTH_NAMES = ['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const G_PRICES = { Adult: 4.80, Junior: 3.20, Concession: 3.60, Party: 95.00 };
export const G_NEW_PRICES = { Adult: 5.20, Junior: 3.50, Concession: 3.90, Party: 110.00, from: '2026-04-01' };
export const G_SWIMS = {
  Adult: [1420, 1385, 1510, 1690, 1755, 1340, 1295, 1260, 980],
  Junior: [1050, 1120, 1240, 1980, 2140, 860, 910, 840, 1130],
  Concession: [610, 590, 575, 540, 520, 600, 640, 655, 560],
};
export const G_PARTIES = [6, 8, 7, 9, 11, 5, 7, 4, 6];
export const G_LESSON_INCOME = [5180, 420, 150, 0, 1250, 4980, 636, 0, 0]; // term fees: summer term in April, autumn term in September-October
// lessons, autumn term 2025: [class, day and time, places, enrolled, waiting list, fee per term]
export const G_LESSONS = [
  ['Stage 1', 'Mon 16:30', 12, 12, 9, 66],
  ['Stage 2', 'Mon 17:00', 12, 11, 0, 66],
  ['Stage 3', 'Tue 16:30', 12, 12, 5, 66],
  ['Stage 4', 'Tue 17:00', 10, 9, 0, 66],
  ['Stage 5', 'Wed 16:30', 10, 10, 3, 66],
  ['Stage 6', 'Wed 17:00', 8, 6, 0, 72],
  ['Stage 7', 'Thu 17:00', 8, 5, 0, 72],
  ['Adult beginners', 'Thu 19:30', 8, 8, 6, 84],
  ['Adult improvers', 'Fri 19:30', 8, 7, 0, 84],
];
// GoCardless members: [given, family, plan, first charge month index (0=Oct), last month index]
export const G_PLANS = { 'Adult monthly': 28, 'Family monthly': 45, 'Concession monthly': 18, 'Junior squad': 22 };
const G_MEMBERS = [
  ['Sian', 'Morgan', 'Adult monthly'], ['Rhys', 'Jenkins', 'Family monthly'], ['Carys', 'Evans', 'Concession monthly'],
  ['Dafydd', 'Hughes', 'Adult monthly'], ['Megan', 'Price', 'Junior squad'], ['Gareth', 'Davies', 'Family monthly'],
  ['Eleri', 'Thomas', 'Adult monthly'], ['Owain', 'Rees', 'Concession monthly'], ['Ffion', 'Powell', 'Junior squad'],
  ['Huw', 'Lloyd', 'Adult monthly'], ['Bethan', 'Williams', 'Family monthly'], ['Iwan', 'Griffiths', 'Adult monthly'],
  ['Nia', 'Roberts', 'Concession monthly'], ['Aled', 'Phillips', 'Junior squad'], ['Catrin', 'James', 'Family monthly'],
  ['Geraint', 'Howells', 'Adult monthly'], ['Lowri', 'Jones', 'Concession monthly'], ['Emyr', 'Bowen', 'Adult monthly'],
  ['Angharad', 'Lewis', 'Family monthly', 1], ['Tomos', 'Pritchard', 'Junior squad', 2], ['Mair', 'Parry', 'Concession monthly', 0, 0],
  ['Rhodri', 'Vaughan', 'Adult monthly'],
];
const G_CHARGE = ['2025-10-01', '2025-11-03', '2025-12-01'];
const G_EXCEPT = { 'Hughes:0': 'failed', 'Griffiths:0': 'charged_back', 'Morgan:1': 'failed', 'Rees:1': 'failed', 'Parry:1': 'cancelled', 'James:2': 'failed' };
export const G_GC = (() => {
  const rows = [];
  let n = 0;
  const id = () => `PM01${(0x3A7F2C + (n++) * 0x1B7D5).toString(36).toUpperCase().padStart(6, '0')}`;
  for (let m = 0; m < 3; m++) {
    for (const [given, family, plan, from = 0, to = 2] of G_MEMBERS) {
      if (m < from) continue;
      if (m > to + 1) continue;
      if (m > to && family !== 'Parry') continue;
      const status = G_EXCEPT[`${family}:${m}`] || 'paid_out';
      const charge = G_CHARGE[m];
      const created = new Date(Date.parse(`${charge}T00:00:00Z`) - 3 * 86400000).toISOString().slice(0, 10);
      rows.push({ id: id(), created, charge, amount: G_PLANS[plan], status, given, family, plan, description: `${plan} membership - ${MONTHS[9 + m]} 2025`, payout: status === 'paid_out' || status === 'charged_back' ? `PO00${['8KQ3', '9MT1', 'AB7W'][m]}${m}` : '' });
    }
    if (m === 1) rows.push({ id: id(), created: '2025-11-07', charge: '2025-11-10', amount: 28, status: 'paid_out', given: 'Sian', family: 'Morgan', plan: 'Adult monthly', description: 'Adult monthly membership - November 2025 (retry)', payout: 'PO00RT4N1' });
  }
  return rows;
})();
export const gcFee = (amt) => r2(Math.min(4, amt * 0.01 + 0.20));
// the photographed invoice (Teifi Pool Supplies)
export const G_INVOICE = {
  supplier: 'Teifi Pool & Leisure Supplies Ltd', no: 'TPS-24617', date: '2025-11-14', due: '2025-12-14', vatNo: 'GB 318 4426 70',
  items: [['Sodium hypochlorite 14-15% 25L', 6, 31.50], ['pH Minus granules 25kg', 2, 68.90], ['Calcium chloride 25kg', 1, 24.75], ['DPD 1 & 3 test tablets (250)', 4, 12.40], ['Delivery (chemical vehicle, ADR)', 1, 35.00]],
};
{
  const I = G_INVOICE;
  I.lines = I.items.map(([, q, p]) => r2(q * p));
  I.net = sum(I.lines); I.vat = r2(I.net * 0.2); I.total = r2(I.net + I.vat);
}
const gcMonth = (m, st = ['paid_out']) => sum(G_GC.filter((r) => r.charge.slice(5, 7) === ['10', '11', '12'][m] && st.includes(r.status)).map((r) => r.amount));
const gcFees = (m) => sum(G_GC.filter((r) => r.charge.slice(5, 7) === ['10', '11', '12'][m] && r.status === 'paid_out').map((r) => gcFee(r.amount)));
const swimIncome = G_MONTHS.map((_, i) => r2(G_SWIMS.Adult[i] * G_PRICES.Adult + G_SWIMS.Junior[i] * G_PRICES.Junior + G_SWIMS.Concession[i] * G_PRICES.Concession));
// QuickFile nominal ledger: [code, name, section, nine monthly values]
export const G_ACCOUNTS = [
  ['4000', 'Swimming Admissions', 'Income', swimIncome],
  ['4010', 'Swimming Lessons', 'Income', G_LESSON_INCOME],
  ['4020', 'Pool Parties & Hire', 'Income', G_PARTIES.map((p) => p * G_PRICES.Party)],
  ['4030', 'Memberships (Direct Debit)', 'Income', [512, 540, 568, 568, 540, 596, gcMonth(0), gcMonth(1), gcMonth(2)]],
  ['4040', 'Vending & Shop Sales', 'Income', [612.40, 588.10, 701.35, 1022.80, 1184.65, 498.20, 533.75, 470.90, 402.15]],
  ['4900', 'Donations', 'Income', [150, 0, 420, 85, 0, 1250, 60, 35, 2310.50]],
  ['4905', 'Grant - Glanrhyd Community Council', 'Income', [0, 0, 0, 0, 0, 7500, 0, 0, 0]],
  ['4906', 'Grant - Sport Wales', 'Income', [0, 0, 0, 0, 0, 0, 0, 12500, 0]],
  ['5000', 'Vending Stock Purchases', 'Cost of Sales', [310.20, 0, 402.85, 520.10, 488.40, 0, 295.60, 244.30, 190.75]],
  ['7000', 'Wages - Lifeguards & Reception', 'Expenses', [9840, 9655, 10120, 11860, 12240, 9580, 9710, 9635, 9480]],
  ['7006', "Employer's NI", 'Expenses', [612.44, 598.10, 640.22, 801.35, 842.10, 590.40, 603.25, 597.80, 585.15]],
  ['7007', "Employer's Pension", 'Expenses', [275.52, 270.34, 283.36, 332.08, 342.72, 268.24, 271.88, 269.78, 265.44]],
  ['7200', 'Electricity', 'Expenses', [3120.45, 2985.10, 2860.75, 2790.30, 2815.60, 3010.85, 3385.20, 3720.65, 3904.10]],
  ['7201', 'Gas', 'Expenses', [2240.10, 1815.35, 1420.80, 1205.45, 1190.20, 1640.75, 2380.60, 2915.40, 3310.85]],
  ['7202', 'Water Rates', 'Expenses', [0, 0, 1486.20, 0, 0, 1502.75, 0, 0, 1538.10]],
  ['7300', 'Pool Chemicals', 'Expenses', [1184.30, 0, 1262.80, 1390.15, 0, 1208.60, 0, G_INVOICE.total, 1145.90]],
  ['7400', 'Repairs & Maintenance', 'Expenses', [420.00, 1865.50, 310.00, 0, 2740.00, 585.25, 0, 1320.00, 460.00]],
  ['7500', 'Insurance', 'Expenses', [6840.00, 0, 0, 0, 0, 0, 0, 0, 0]],
  ['7600', 'Bank Charges', 'Expenses', [18.50, 18.50, 21.00, 18.50, 18.50, 24.00, 18.50, 18.50, 21.00]],
  ['7601', 'GoCardless Fees', 'Expenses', [5.72, 6.05, 6.42, 6.42, 6.05, 6.71, gcFees(0), gcFees(1), gcFees(2)]],
  ['7700', 'Staff Training', 'Expenses', [0, 385.00, 0, 0, 1240.00, 0, 0, 0, 215.00]],
  ['7800', 'Cleaning Materials', 'Expenses', [214.60, 198.35, 236.10, 275.40, 290.85, 205.70, 188.40, 199.95, 176.20]],
  ['8200', 'Sundry Expenses', 'Expenses', [45.00, 12.99, 0, 63.40, 0, 27.50, 18.00, 0, 86.25]],
];
// finance report lines: [label, codes, budget YTD (Apr-Dec), annual budget]
export const G_REPORT = [
  ['Swimming admissions', ['4000'], 112000, 146500],
  ['Swimming lessons', ['4010'], 12500, 18200],
  ['Pool parties and hire', ['4020'], 6650, 8550],
  ['Memberships (direct debit)', ['4030'], 5200, 7100],
  ['Vending and shop sales', ['4040'], 5400, 7000],
  ['Donations', ['4900'], 3000, 4000],
  ['Grants', ['4905', '4906'], 20000, 20000],
  ['Staff costs', ['7000', '7006', '7007'], 95500, 127000],
  ['Energy (electricity and gas)', ['7200', '7201'], 44000, 62000],
  ['Water rates', ['7202'], 4500, 6000],
  ['Pool chemicals', ['7300'], 7500, 10000],
  ['Repairs and maintenance', ['7400'], 6750, 9000],
  ['Insurance', ['7500'], 6900, 6900],
  ['Cleaning materials', ['7800'], 1900, 2500],
  ['Vending stock', ['5000'], 2700, 3500],
  ['Bank and GoCardless charges', ['7600', '7601'], 230, 310],
  ['Training', ['7700'], 1500, 2000],
  ['Sundry', ['8200'], 300, 400],
];
export const G_INCOME_LINES = 7;
export const G_ENERGY_2024 = 39216.45; // Apr-Dec 2024, stated in the minutes
export const G_QUOTES = [
  ['AquaCover Systems Ltd', 14250.00, 6],
  ['Celtic Leisure Engineering', 12980.00, 10],
  ['PoolGuard UK', 15640.00, 4],
];
export const G_CHOSEN = 'AquaCover Systems Ltd';
export const G_CHAIR = 'Elin Pritchard-Rowlands';
export const G_MEETING = { date: '2026-01-22', next: '2026-03-19', agm: '2026-06-13' };
export const G_BANK = [['Unity Trust Bank current account', 18427.36], ['Unity Trust Bank deposit account (reserve)', 42000.00], ['Pool cover fund (designated, held in deposit)', 12500.00], ['Cash floats (reception and vending)', 350.00]];

// =============================================================== derived view
export function view() {
  // KROSA
  const groups = K_GROUPS.map(([decade, rows]) => ({ decade, rows: rows.map(([year, roll, dues, levy]) => ({ year, roll, dues, levy, duesAmt: dues * K_DUES_RATE, levyAmt: levy * K_LEVY_RATE, total: dues * K_DUES_RATE + levy * K_LEVY_RATE })) }));
  for (const g of groups) for (const k of ['roll', 'dues', 'levy', 'duesAmt', 'levyAmt', 'total']) g[k] = g.rows.reduce((s, r) => s + r[k], 0);
  const allRows = groups.flatMap((g) => g.rows);
  const reg = { groups, rows: allRows };
  for (const k of ['roll', 'dues', 'levy', 'duesAmt', 'levyAmt', 'total']) reg[k] = allRows.reduce((s, r) => s + r[k], 0);
  const welfare = sum(K_WELFARE.map((w) => w[4]));
  const paid = sum(K_PAYMENTS.map((p) => p[4]));
  const acct = {}; const prior = {};
  for (const [code, , , v25, v24] of K_ACCOUNTS) { acct[code] = v25; prior[code] = v24; }
  acct['4000'] = reg.duesAmt; acct['4010'] = reg.levyAmt; acct['6100'] = paid; acct['6200'] = welfare;
  const secTotal = (sec, A) => sum(K_ACCOUNTS.filter((a) => a[2] === sec).map((a) => A[a[0]]));
  const pl = (A) => {
    const income = secTotal('Income', A), cos = secTotal('Cost of Sales', A), over = secTotal('Overheads', A);
    return { income, cos, gross: r2(income - cos), over, net: r2(income - cos - over), spend: r2(cos + over) };
  };
  const budgetLines = K_BUDGET.flatMap(([group, lines]) => lines.map(([line, budget]) => {
    const spent = sum(K_PAYMENTS.filter((p) => p[3] === line).map((p) => p[4]));
    return { group, line, budget, spent, remaining: r2(budget - spent) };
  }));
  const budgetGroups = K_BUDGET.map(([group]) => {
    const L = budgetLines.filter((l) => l.group === group);
    return { group, budget: sum(L.map((l) => l.budget)), spent: sum(L.map((l) => l.spent)), remaining: sum(L.map((l) => l.remaining)) };
  });
  const projBudget = sum(budgetLines.map((l) => l.budget));
  const report = K_REPORT.map(([label, b25, fn, b26]) => (b25 === null ? { label, heading: true } : { label, b25, a25: fn(acct), b26 }));
  const inc = report.slice(1, 7), exp = report.slice(8);
  const repTotals = {
    incB: sum(inc.map((l) => l.b25)), incA: sum(inc.map((l) => l.a25)), incB26: sum(inc.map((l) => l.b26)),
    expB: sum(exp.map((l) => l.b25)), expA: sum(exp.map((l) => l.a25)), expB26: sum(exp.map((l) => l.b26)),
  };
  const krosa = { reg, welfare, paid, acct, prior, pl: pl(acct), plPrior: pl(prior), budgetLines, budgetGroups, projBudget, report, repTotals, paystack: K_PAYSTACK, invoice: K_INVOICE, bankTotal: sum(K_BANK.map((b) => b[1])) };

  // GLANRHYD
  const A = {}; for (const [code, , , vals] of G_ACCOUNTS) A[code] = vals.map(r2);
  const tot = (code) => sum(A[code]);
  const sec = (s) => G_MONTHS.map((_, i) => sum(G_ACCOUNTS.filter((a) => a[2] === s).map((a) => A[a[0]][i])));
  const income = sec('Income'), cos = sec('Cost of Sales'), exps = sec('Expenses');
  const net = G_MONTHS.map((_, i) => r2(income[i] - cos[i] - exps[i]));
  const rep = G_REPORT.map(([label, codes, bYtd, bYear]) => ({ label, codes, actual: sum(codes.map(tot)), bYtd, bYear }));
  const glanrhyd = { A, tot, income, cos, exps, net, rep, swimIncome, gc: G_GC, invoice: G_INVOICE };
  glanrhyd.ytdIncome = sum(income); glanrhyd.ytdCos = sum(cos); glanrhyd.ytdExp = sum(exps); glanrhyd.ytdNet = sum(net);
  return { krosa, glanrhyd };
}

// =============================================================== questions
// [kind, question, calc(V) -> number | {text:[...]} | 'notfound', options {unit, tol, wrong}]
const pct = (a, b) => (a / b) * 100;
const K = (V) => V.krosa, G = (V) => V.glanrhyd;
const ps = (V, f) => K(V).paystack.filter(f);
const gcR = (V, f) => G(V).gc.filter(f);
const mi = (m) => G_MONTHS.indexOf(m);
const range = (a, b) => G_MONTHS.slice(mi(a), mi(b) + 1).map(mi);
const gsum = (V, code, months) => sum(months.map((i) => G(V).A[code][i]));
const dateText = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1];
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, iso, `${d}/${m}/${y}`, `${d}th ${M} ${y}`, `${d}st ${M} ${y}`, `${d}nd ${M} ${y}`, `${d}rd ${M} ${y}`].filter((s, i) => i < 7 || (i === 7 && ![1, 2, 3, 21, 22, 23, 31].includes(d)) || (i === 8 && [1, 21, 31].includes(d)) || (i === 9 && [2, 22].includes(d)) || (i === 10 && [3, 23].includes(d))).filter((s, i, a) => a.indexOf(s) === i);
};
const D = (iso, wrongIso) => ({ text: dateText(iso), date: true, wrongIso });

export const DEFS = {
  krosa: [
    // lookup 6
    ['lookup', "What was our income from members' dues in 2025?", (V) => K(V).acct['4000'], { unit: 'GHS' }],
    ['lookup', 'how much did we spend on scholarships in 2025', (V) => K(V).acct['6000'], { unit: 'GHS' }],
    ['lookup', 'What is the total budget for the dormitory renovation?', (V) => K(V).projBudget, { unit: 'GHS' }],
    ['lookup', 'How much VAT was charged on the Adom Building Materials invoice?', (V) => K(V).invoice.vat, { unit: 'GHS' }],
    ['lookup', 'Bank interest received in 2024?', (V) => K(V).prior['4900'], { unit: 'GHS' }],
    ['lookup', 'whats the budget for bunk beds and matresses', (V) => K(V).budgetLines.find((l) => l.line === 'Bunk beds and mattresses').budget, { unit: 'GHS' }],
    // sum 5
    ['sum', "How much did the project levy and members' dues bring in together last year?", (V) => K(V).acct['4000'] + K(V).acct['4010'], { unit: 'GHS' }],
    ['sum', 'total paid to Nkansah Construction on the dorm project so far', (V) => sum(K_PAYMENTS.filter((p) => p[1] === 'Nkansah Construction Ltd').map((p) => p[4])), { unit: 'GHS' }],
    ['sum', 'How much did we pay out in scholarships and welfare support combined in 2025?', (V) => K(V).acct['6000'] + K(V).welfare, { unit: 'GHS' }],
    ['sum', 'What was the total of successful Paystack payments for homecoming dinner tickets?', (V) => sum(ps(V, (r) => r.page === PAGES.dinner && r.status === 'success').map((r) => r.amount)), { unit: 'GHS' }],
    ['sum', 'How much have we spent so far on fittings & services plus professional fees for the dormitory?', (V) => sum(K(V).budgetGroups.filter((g) => /^[BC]\./.test(g.group)).map((g) => g.spent)), { unit: 'GHS' }],
    // difference 4
    ['difference', 'How much more did we receive in scholarship fund donations in 2025 than in 2024?', (V) => K(V).acct['4020'] - K(V).prior['4020'], { unit: 'GHS' }],
    ['difference', 'By how much did homecoming ticket sales exceed the event costs in 2025?', (V) => K(V).acct['4040'] - K(V).acct['5000'], { unit: 'GHS' }],
    ['difference', 'how much of the dormitory budget is still left to spend?', (V) => K(V).projBudget - K(V).paid, { unit: 'GHS' }],
    ['difference', 'How much more did the class of 1993 pay in dues and levy than the class of 2014?', (V) => K(V).reg.rows.find((r) => r.year === 1993).total - K(V).reg.rows.find((r) => r.year === 2014).total, { unit: 'GHS' }],
    // percent 4
    ['percent', 'What percentage of members on the roll paid their 2025 dues?', (V) => pct(K(V).reg.dues, K(V).reg.roll), { unit: '%' }],
    ['percent', 'What share of our total 2025 income came from the dormitory project levy?', (V) => pct(K(V).acct['4010'], K(V).pl.income), { unit: '%' }],
    ['percent', 'What % of the dorm project budget have we spent so far?', (V) => pct(K(V).paid, K(V).projBudget), { unit: '%' }],
    ['percent', 'paystack fees as a % of successful payments oct-dec', (V) => pct(sum(ps(V, (r) => r.status === 'success').map((r) => r.fee)), sum(ps(V, (r) => r.status === 'success').map((r) => r.amount))), { unit: '%' }],
    // variance 3
    ['variance', 'How far over or under budget were we on scholarships in 2025?', (V) => K(V).acct['6000'] - 40000, { unit: 'GHS' }],
    ['variance', 'What is the variance between actual dormitory project spending and the 2025 budget for it?', (V) => K(V).acct['6100'] - 250000, { unit: 'GHS' }],
    ['variance', "did members dues come in above or below budget last year - by how much?", (V) => K(V).acct['4000'] - 60000, { unit: 'GHS' }],
    // ratio 3
    ['ratio', 'For every cedi of homecoming ticket sales in 2025, how much went on event costs?', (V) => K(V).acct['5000'] / K(V).acct['4040'], { unit: 'x' }],
    ['ratio', "How many times bigger was the project levy than members' dues in 2025?", (V) => K(V).acct['4010'] / K(V).acct['4000'], { unit: 'x' }],
    ['ratio', "What's the ratio of total income to total expenditure (cost of sales plus overheads) for 2025 in Sage?", (V) => K(V).pl.income / K(V).pl.spend, { unit: 'x' }],
    // average 3
    ['average', 'What was the average scholarship per student in 2025?', (V) => K(V).acct['6000'] / K_SCHOLARS, { unit: 'GHS' }],
    ['average', 'avg successful paystack payment for the dorm levy?', (V) => { const L = ps(V, (r) => r.page === PAGES.levy && r.status === 'success'); return sum(L.map((r) => r.amount)) / L.length; }, { unit: 'GHS' }],
    ['average', 'On average, how much was each welfare payment to members in 2025?', (V) => K(V).welfare / K_WELFARE.length, { unit: 'GHS' }],
    // count 3
    ['count', 'How many Paystack transactions failed or were abandoned?', (V) => ps(V, (r) => r.status !== 'success').length, { unit: 'n' }],
    ['count', 'how many year groups are on the dues register', (V) => K(V).reg.rows.length, { unit: 'n' }],
    ['count', 'How many payments were made on the dormitory project in the second half of 2025?', (V) => K_PAYMENTS.filter((p) => p[0] >= '2025-07-01').length, { unit: 'n' }],
    // extreme 4
    ['extreme', 'Which year group paid the most in total (dues plus levy) in 2025?', (V) => { const r = [...K(V).reg.rows].sort((a, b) => b.total - a.total)[0]; return { text: [String(r.year)] }; }, { wrong: 'The class of 1990' }],
    ['extreme', 'What was the largest single payment on the dormitory project?', (V) => Math.max(...K_PAYMENTS.map((p) => p[4])), { unit: 'GHS' }],
    ['extreme', 'Which dormitory budget line has the most money left unspent?', (V) => { const l = [...K(V).budgetLines].sort((a, b) => b.remaining - a.remaining)[0]; return { text: [l.line.replace(' and ', ' & ').split(' & ')[0]] }; }, { wrong: 'Contingency' }],
    ['extreme', 'biggest overhead in 2025 apart from the dormitory project?', (V) => { const c = K_ACCOUNTS.filter((a) => a[2] === 'Overheads' && a[0] !== '6100').sort((a, b) => K(V).acct[b[0]] - K(V).acct[a[0]])[0]; return { text: [c[1].split(' ')[0]] }; }, { wrong: 'Audit and accountancy fees' }],
    // filter 3
    ['filter', 'How much came in through mobile money on Paystack? successful payments only', (V) => sum(ps(V, (r) => r.channel === 'mobile_money' && r.status === 'success').map((r) => r.amount)), { unit: 'GHS' }],
    ['filter', 'total scholarship fund donations on paystack in December', (V) => sum(ps(V, (r) => r.page === PAGES.schol && r.status === 'success' && r.at.startsWith('2025-12')).map((r) => r.amount)), { unit: 'GHS' }],
    ['filter', 'How much did the 1990s year groups pay in project levy?', (V) => K(V).reg.groups.find((g) => g.decade === '1990s').levyAmt, { unit: 'GHS' }],
    // date 4
    ['date', 'When did we pay Aqua Plumbing?', (V) => D(K_PAYMENTS.find((p) => p[1] === 'Aqua Plumbing Services')[0]), { wrong: '2025-11-28' }],
    ['date', 'What is the date on the Adom Building Materials invoice?', (V) => D(K_INVOICE.date), { wrong: '2025-10-24' }],
    ['date', 'when was the last successful paystack payment for the project levy', (V) => D(ps(V, (r) => r.page === PAGES.levy && r.status === 'success').map((r) => r.at.slice(0, 10)).sort().pop()), { wrong: '2025-12-15' }],
    ['date', 'On what date was the first welfare payment of 2025 made?', (V) => D(K_WELFARE[0][0]), { wrong: '2025-03-22' }],
    // text 3
    ['text', 'Who is the supplier on the photographed invoice?', (V) => ({ text: ['Adom Building Materials', 'Adom Building'] }), { wrong: 'Nkansah Construction Ltd' }],
    ['text', 'Which bank holds the project savings account?', (V) => ({ text: ['Fidelity'] }), { wrong: 'GCB Bank' }],
    ['text', "what's the invoice number on the building materials receipt", (V) => ({ text: [K_INVOICE.no, K_INVOICE.no.replace(/\//g, ' / ')] }), { wrong: 'TRF 251024' }],
    // notfound 5
    ['notfound', "What were total members' dues collected in 2023?", () => 'notfound'],
    ['notfound', 'How much did the Accra chapter contribute to the dormitory project?', () => 'notfound'],
    ['notfound', 'What did we pay the caterer for the homecoming dinner?', () => 'notfound'],
    ['notfound', 'How much came in on Paystack in August?', () => 'notfound'],
    ['notfound', 'What was the VAT on the Volta Electricals invoice?', () => 'notfound'],
  ],
  glanrhyd: [
    // lookup 6
    ['lookup', 'What did we spend on pool chemicals in November?', (V) => G(V).A['7300'][mi('Nov')], { unit: '£' }],
    ['lookup', 'What is the annual budget for energy this year?', (V) => G(V).rep.find((l) => l.label.startsWith('Energy')).bYear, { unit: '£' }],
    ['lookup', 'How much was the Sport Wales grant?', (V) => G(V).tot('4906'), { unit: '£' }],
    ['lookup', 'What will an adult swim cost from April?', () => G_NEW_PRICES.Adult, { unit: '£' }],
    ['lookup', 'How much VAT is on the Teifi Pool invoice?', (V) => G_INVOICE.vat, { unit: '£' }],
    ['lookup', 'what was the insurance premium this yr', (V) => G(V).tot('7500'), { unit: '£' }],
    // sum 5
    ['sum', 'Total staff costs so far this year (wages, NI and pension)?', (V) => G(V).tot('7000') + G(V).tot('7006') + G(V).tot('7007'), { unit: '£' }],
    ['sum', 'how much did we take from public swims in Q2 of this financial year', (V) => gsum(V, '4000', range('Jul', 'Sep')), { unit: '£' }],
    ['sum', 'What was our total energy bill (electricity and gas) for October to December?', (V) => gsum(V, '7200', range('Oct', 'Dec')) + gsum(V, '7201', range('Oct', 'Dec')), { unit: '£' }],
    ['sum', 'How much did GoCardless collect successfully in November?', (V) => sum(gcR(V, (r) => r.charge.startsWith('2025-11') && r.status === 'paid_out').map((r) => r.amount)), { unit: '£' }],
    ['sum', 'Total income from lessons and parties in the first half of the year?', (V) => gsum(V, '4010', range('Apr', 'Sep')) + gsum(V, '4020', range('Apr', 'Sep')), { unit: '£' }],
    // difference 4
    ['difference', 'How much more did we spend on gas in December than in July?', (V) => G(V).A['7201'][mi('Dec')] - G(V).A['7201'][mi('Jul')], { unit: '£' }],
    ['difference', "What's the difference between the cheapest and dearest pool cover quotes, ex VAT?", () => Math.max(...G_QUOTES.map((q) => q[1])) - Math.min(...G_QUOTES.map((q) => q[1])), { unit: '£' }],
    ['difference', 'By how much is the junior swim price going up?', () => G_NEW_PRICES.Junior - G_PRICES.Junior, { unit: '£' }],
    ['difference', 'how many more junior swims than adult swims were there in august', () => G_SWIMS.Junior[mi('Aug')] - G_SWIMS.Adult[mi('Aug')], { unit: 'n' }],
    // percent 4
    ['percent', 'What percentage of lesson places are filled this term?', () => pct(sum(G_LESSONS.map((l) => l[3])), sum(G_LESSONS.map((l) => l[2]))), { unit: '%' }],
    ['percent', 'What % of our income so far this year came from memberships?', (V) => pct(G(V).tot('4030'), G(V).ytdIncome), { unit: '%' }],
    ['percent', 'By what percentage did energy costs rise compared with the same nine months last year?', (V) => pct(G(V).tot('7200') + G(V).tot('7201') - G_ENERGY_2024, G_ENERGY_2024), { unit: '%' }],
    ['percent', 'what % of gocardless payments failed oct-dec', (V) => pct(gcR(V, (r) => r.status === 'failed').length, G(V).gc.length), { unit: '%' }],
    // variance 3
    ['variance', 'How far off budget are we on pool chemicals for the nine months?', (V) => { const l = G(V).rep.find((x) => x.label === 'Pool chemicals'); return l.actual - l.bYtd; }, { unit: '£' }],
    ['variance', 'Staff costs variance against budget, year to date?', (V) => { const l = G(V).rep.find((x) => x.label === 'Staff costs'); return l.actual - l.bYtd; }, { unit: '£' }],
    ['variance', 'Are we over or under budget on swimming admissions so far this year, and by how much?', (V) => { const l = G(V).rep.find((x) => x.label === 'Swimming admissions'); return l.actual - l.bYtd; }, { unit: '£' }],
    // ratio 3
    ['ratio', "What's the ratio of junior to adult swims so far this year?", () => sum(G_SWIMS.Junior) / sum(G_SWIMS.Adult), { unit: 'x' }],
    ['ratio', 'For every pound of income in December, how much did we spend?', (V) => (G(V).cos[mi('Dec')] + G(V).exps[mi('Dec')]) / G(V).income[mi('Dec')], { unit: 'x' }],
    ['ratio', 'ratio of electricity to gas spend apr-dec', (V) => G(V).tot('7200') / G(V).tot('7201'), { unit: 'x' }],
    // average 3
    ['average', "What's our average monthly electricity bill so far this year?", (V) => G(V).tot('7200') / 9, { unit: '£' }],
    ['average', 'average number of public swims per month in Q1', () => sum(['Adult', 'Junior', 'Concession'].flatMap((k) => G_SWIMS[k].slice(0, 3))) / 3, { unit: 'n' }],
    ['average', 'What was the average successful direct debit payment in December?', (V) => { const L = gcR(V, (r) => r.charge.startsWith('2025-12') && r.status === 'paid_out'); return sum(L.map((r) => r.amount)) / L.length; }, { unit: '£' }],
    // count 3
    ['count', 'How many members are on the Family monthly plan?', (V) => new Set(gcR(V, (r) => r.plan === 'Family monthly').map((r) => r.family)).size, { unit: 'n' }],
    ['count', 'How many GoCardless payments failed in total?', (V) => gcR(V, (r) => r.status === 'failed').length, { unit: 'n' }],
    ['count', 'how many lesson classes have a waiting list', () => G_LESSONS.filter((l) => l[4] > 0).length, { unit: 'n' }],
    // extreme 4
    ['extreme', 'Which month had the most public swims?', () => { const t = G_MONTHS.map((_, i) => G_SWIMS.Adult[i] + G_SWIMS.Junior[i] + G_SWIMS.Concession[i]); return { text: [G_MONTH_NAMES[t.indexOf(Math.max(...t))]] }; }, { wrong: 'July' }],
    ['extreme', 'What was our biggest expense line so far this year?', (V) => { const c = G_ACCOUNTS.filter((a) => a[2] !== 'Income').sort((a, b) => G(V).tot(b[0]) - G(V).tot(a[0]))[0]; return { text: [c[1].split(' ')[0]] }; }, { wrong: 'Electricity' }],
    ['extreme', 'Which lesson class has the longest waiting list?', () => { const l = [...G_LESSONS].sort((a, b) => b[4] - a[4])[0]; return { text: [l[0]] }; }, { wrong: 'Adult beginners' }],
    ['extreme', 'what was the lowest monthly gas bill this yr', (V) => Math.min(...G(V).A['7201']), { unit: '£' }],
    // filter 3
    ['filter', 'How much did Family plan members pay by direct debit in October? successful payments only', (V) => sum(gcR(V, (r) => r.plan === 'Family monthly' && r.charge.startsWith('2025-10') && r.status === 'paid_out').map((r) => r.amount)), { unit: '£' }],
    ['filter', 'How many adults are enrolled in lessons this term?', () => sum(G_LESSONS.filter((l) => l[0].startsWith('Adult')).map((l) => l[3])), { unit: 'n' }],
    ['filter', 'total of Adult monthly plan payments that went through in December', (V) => sum(gcR(V, (r) => r.plan === 'Adult monthly' && r.charge.startsWith('2025-12') && r.status === 'paid_out').map((r) => r.amount)), { unit: '£' }],
    // date 4
    ['date', "When is the next trustees' meeting?", () => D(G_MEETING.next), { wrong: '2026-06-13' }],
    ['date', "When's the AGM?", () => D(G_MEETING.agm), { wrong: '2026-03-19' }],
    ['date', 'What is the due date on the pool supplies invoice?', () => D(G_INVOICE.due), { wrong: '2025-11-14' }],
    ['date', 'When do the new swim prices start?', () => D(G_NEW_PRICES.from), { wrong: '2026-01-22' }],
    // text 3
    ['text', 'Which company did the trustees choose for the pool cover?', () => ({ text: ['AquaCover'] }), { wrong: 'Celtic Leisure Engineering' }],
    ['text', 'Who supplied the chemicals on the invoice we photographed?', () => ({ text: ['Teifi Pool'] }), { wrong: 'Dyfed Chemicals Ltd' }],
    ['text', "Who chaired the January trustees' meeting?", () => ({ text: ['Elin Pritchard-Rowlands', 'Pritchard-Rowlands', 'Elin Pritchard'] }), { wrong: 'Gareth Davies' }],
    // notfound 5
    ['notfound', 'What was the electricity bill in March 2025?', () => 'notfound'],
    ['notfound', 'How much did swimming lessons bring in in January?', () => 'notfound'],
    ['notfound', "What's the head lifeguard's salary?", () => 'notfound'],
    ['notfound', 'How many GoCardless payments failed in September?', () => 'notfound'],
    ['notfound', 'What is the budget for 2026-27?', () => 'notfound'],
  ],
};
