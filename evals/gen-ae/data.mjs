// Set AE: every figure of both organisations, the views the documents show, and the questions.
// Deurali Salghari Community Forest User Group (Kaski, Nepal; NPR; Nepali fiscal year from 1 Shrawan, mid-July)
// Comptoir alimentaire Rivière-aux-Saules (Quebec; C$; fiscal year April-March)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));

export const ORGS = {
  deurali: { name: 'Deurali Salghari Community Forest User Group', fiscalYearStart: 7 },
  saules: { name: 'Comptoir alimentaire Rivière-aux-Saules', fiscalYearStart: 4 },
};

export const DOCS = {
  deurali: [
    'Cash Book FY 2082-83 (Shrawan-Poush).xlsx',
    'Bank Statement 0270100004521 Jul2025-Jan2026.csv',
    'Timber and Firewood Sales Register 2082-83.pdf',
    'AGM Income and Expenditure FY 2081-82.png',
    'Annapurna Hardware bill 1457.jpg',
  ],
  saules: [
    'Profit and Loss by Month FY2025-26.xlsx',
    'Budget vs Reel par trimestre 2025-2026.pdf',
    'registre-benevoles-denrees-2025-2026.csv',
    'Entente Centraide 2025-2028.docx',
    'recu-marche-boucher-2026-02-12.jpg',
  ],
};

// =====================================================================================
// DEURALI
// =====================================================================================
// Nepali months of FY 2082/83 (2025/26) covered by the cash book, with their Gregorian dates.
export const NP_MONTHS = [
  { name: 'Shrawan', start: '2025-07-17', end: '2025-08-16' },
  { name: 'Bhadra', start: '2025-08-17', end: '2025-09-16' },
  { name: 'Ashwin', start: '2025-09-17', end: '2025-10-17' },
  { name: 'Kartik', start: '2025-10-18', end: '2025-11-16' },
  { name: 'Mangsir', start: '2025-11-17', end: '2025-12-15' },
  { name: 'Poush', start: '2025-12-16', end: '2026-01-14' },
];

// Timber and firewood sales register: [date, buyer, category, product, species, qty, unit, rate, received, mode]
// category: Member / Non-member / Institution; mode: how the money received was banked (cash or bank).
const SALES = [
  ['2025-07-24', 'Hari Bahadur Gurung', 'Member', 'Firewood', 'Mixed', 12, 'bhari', 150, null, 'cash'],
  ['2025-08-03', 'Sita Kumari Poudel', 'Member', 'Firewood', 'Mixed', 8, 'bhari', 150, null, 'cash'],
  ['2025-08-12', 'Hotel Machhapuchchhre View, Sarangkot', 'Non-member', 'Firewood', 'Mixed', 2, 'chatta', 7500, null, 'bank'],
  ['2025-08-22', 'Ram Prasad Adhikari', 'Member', 'Firewood', 'Mixed', 15, 'bhari', 150, null, 'cash'],
  ['2025-09-02', 'Dil Maya Tamang', 'Member', 'Firewood', 'Mixed', 10, 'bhari', 150, null, 'cash'],
  ['2025-09-11', 'Sarangkot Hilltop Resort', 'Non-member', 'Firewood', 'Mixed', 3, 'chatta', 7500, 12500, 'cash'],
  ['2025-09-21', 'Krishna Bahadur Thapa', 'Member', 'Firewood', 'Mixed', 20, 'bhari', 150, null, 'cash'],
  ['2025-09-24', 'Bishnu Maya Gurung', 'Member', 'Firewood', 'Mixed', 1, 'chatta', 4500, null, 'cash'],
  ['2025-09-28', 'Til Bahadur Pun', 'Member', 'Timber', 'Salla', 18, 'cft', 250, null, 'cash'],
  ['2025-10-05', 'Laxmi Poudel', 'Member', 'Firewood', 'Mixed', 14, 'bhari', 150, null, 'cash'],
  ['2025-10-14', 'Gurkha Bhojanalaya, Hemja', 'Non-member', 'Firewood', 'Mixed', 24, 'bhari', 300, null, 'cash'],
  ['2025-10-21', 'Ganesh Subedi', 'Member', 'Timber', 'Chilaune', 32, 'cft', 300, null, 'cash'],
  ['2025-10-26', 'Nabin Furniture Udhyog, Lekhnath', 'Non-member', 'Timber', 'Sal', 64, 'cft', 1850, null, 'bank'],
  ['2025-11-02', 'Mina Gurung', 'Member', 'Firewood', 'Mixed', 1, 'chatta', 4500, null, 'cash'],
  ['2025-11-06', 'Purna Bahadur B.K.', 'Member', 'Timber', 'Katus', 25, 'cft', 350, 5000, 'cash'],
  ['2025-11-10', 'Hotel Machhapuchchhre View, Sarangkot', 'Non-member', 'Firewood', 'Mixed', 4, 'chatta', 7500, null, 'bank'],
  ['2025-11-14', 'Dhan Bahadur Gurung', 'Member', 'Firewood', 'Mixed', 18, 'bhari', 150, null, 'cash'],
  ['2025-11-20', 'Sundar Timber Suppliers, Pokhara-14', 'Non-member', 'Timber', 'Sal', 120, 'cft', 1850, null, 'bank'],
  ['2025-11-24', 'Rita Adhikari', 'Member', 'Timber', 'Sal', 20, 'cft', 550, null, 'cash'],
  ['2025-11-29', 'Sundar Timber Suppliers, Pokhara-14', 'Non-member', 'Timber', 'Chilaune', 80, 'cft', 900, null, 'bank'],
  ['2025-12-03', 'Keshav Raj Paudel', 'Member', 'Timber', 'Salla', 40, 'cft', 250, null, 'cash'],
  ['2025-12-07', 'Sarangkot Hilltop Resort', 'Non-member', 'Firewood', 'Mixed', 2, 'chatta', 7500, 0, 'cash'],
  ['2025-12-11', 'Hom Bahadur Thapa', 'Member', 'Firewood', 'Mixed', 16, 'bhari', 150, null, 'cash'],
  ['2025-12-14', 'Shree Deurali Secondary School', 'Institution', 'Firewood', 'Mixed', 3, 'chatta', 4500, null, 'bank'],
  ['2025-12-18', 'Nabin Furniture Udhyog, Lekhnath', 'Non-member', 'Timber', 'Katus', 45, 'cft', 1000, null, 'bank'],
  ['2025-12-21', 'Chandra Bahadur Gurung', 'Member', 'Timber', 'Sal', 16, 'cft', 550, null, 'cash'],
  ['2025-12-26', 'Sundar Timber Suppliers, Pokhara-14', 'Non-member', 'Timber', 'Sal', 95, 'cft', 1850, 100000, 'bank'],
  ['2025-12-30', 'Sabitra Thapa Magar', 'Member', 'Firewood', 'Mixed', 12, 'bhari', 150, null, 'cash'],
  ['2026-01-04', 'Gurkha Bhojanalaya, Hemja', 'Non-member', 'Firewood', 'Mixed', 30, 'bhari', 300, null, 'cash'],
  ['2026-01-08', 'Tek Bahadur Poudel', 'Member', 'Timber', 'Chilaune', 28, 'cft', 300, null, 'cash'],
  ['2026-01-11', 'Bimala Gurung', 'Member', 'Firewood', 'Mixed', 1, 'chatta', 4500, null, 'cash'],
  ['2026-01-13', 'Hotel Machhapuchchhre View, Sarangkot', 'Non-member', 'Firewood', 'Mixed', 3, 'chatta', 7500, null, 'bank'],
];
export const ROYALTY_RATE = 15; // % of sal sold to non-members, payable to the Division Forest Office

// Hardware shop VAT bill (photo)
export const BILL = {
  vendor: 'Shree Annapurna Hardware & Suppliers',
  address: 'Bagar Road, Pokhara-1, Kaski',
  phone: '061-532418',
  pan: '302718465',
  no: '1457',
  date: '2025-11-20',
  bs: '2082/08/04',
  items: [
    ['Fire beater (steel flap, 5 ft handle)', 10, 'pcs', 650],
    ['Kodalo (spade) with handle', 6, 'pcs', 780],
    ['Hasiya (sickle)', 12, 'pcs', 320],
    ['Nylon rope 12 mm (50 m roll)', 2, 'roll', 1450],
    ['Plastic jerrycan 20 L', 4, 'pcs', 850],
    ['Hand gloves (cotton, pair)', 20, 'pair', 95],
    ['Head torch LED (rechargeable)', 4, 'pcs', 1150],
  ],
  discountPct: 2,
  vatPct: 13,
};
const billCalc = () => {
  const items = BILL.items.map(([name, qty, unit, rate]) => ({ name, qty, unit, rate, amount: qty * rate }));
  const subtotal = sum(items.map((i) => i.amount));
  const discount = r2((subtotal * BILL.discountPct) / 100);
  const taxable = r2(subtotal - discount);
  const vat = r2((taxable * BILL.vatPct) / 100);
  return { ...BILL, items, subtotal, discount, taxable, vat, total: r2(taxable + vat) };
};

// Cash book: other receipts and payments. [date, particulars, head, cash, bank]
// Payments by bank carry a cheque; cheque numbers run in date order from CHQ_FIRST.
const CHQ_FIRST = 1000441;
const OTHER_RECEIPTS = [
  ['2025-07-27', 'Renewal fee - Tole 1 (42 hh @ 300)', 'Membership renewal', 12600, 0],
  ['2025-08-09', 'Renewal fee - Tole 2 (38 hh @ 300)', 'Membership renewal', 11400, 0],
  ['2025-08-16', 'View tower tickets - Shrawan (Tkt 3101-3229)', 'View tower entry', 6450, 0],
  ['2025-08-30', 'Renewal fee - Tole 3 (45 hh @ 300)', 'Membership renewal', 13500, 0],
  ['2025-09-06', 'Grass cutting permits (64 @ 50)', 'Grass/fodder permits', 3200, 0],
  ['2025-09-13', 'Renewal fee - Tole 4 (33 hh @ 300)', 'Membership renewal', 9900, 0],
  ['2025-09-16', 'View tower tickets - Bhadra (Tkt 3230-3347)', 'View tower entry', 5900, 0],
  ['2025-09-26', 'Grant - Machhapuchchhre RM (fire line & plantation)', 'Grant - Rural Municipality', 0, 250000],
  ['2025-09-30', 'Grass cutting permits (82 @ 50)', 'Grass/fodder permits', 4100, 0],
  ['2025-10-08', 'Fine - illegal grass cutting (Dil B. Thapa)', 'Fines', 1000, 0],
  ['2025-10-10', 'Late renewals (11 hh @ 300)', 'Membership renewal', 3300, 0],
  ['2025-10-17', 'View tower tickets - Ashwin (Tkt 3348-3643)', 'View tower entry', 14800, 0],
  ['2025-10-30', 'Grass cutting permits (47 @ 50)', 'Grass/fodder permits', 2350, 0],
  ['2025-11-08', 'Renewals at AGM (9 hh @ 300)', 'Membership renewal', 2700, 0],
  ['2025-11-16', 'View tower tickets - Kartik (Tkt 3644-4090)', 'View tower entry', 22350, 0],
  ['2025-12-02', 'Fine - tree felling without permit (Kaji Gurung)', 'Fines', 5000, 0],
  ['2025-12-15', 'View tower tickets - Mangsir (Tkt 4091-4462)', 'View tower entry', 18600, 0],
  ['2026-01-14', 'View tower tickets - Poush (Tkt 4463-4707)', 'View tower entry', 12250, 0],
];
const PAYMENTS = [
  ['2025-07-22', 'Bush clearing in plantation - 18 labour days @ 800', 'Forest management', 14400, 0],
  ['2025-07-25', 'Executive committee meeting - tea & snacks', 'Meeting & training', 2150, 0],
  ['2025-07-30', 'Plantation labour - 2,400 seedlings (27 labour days @ 800)', 'Nursery & plantation', 21600, 0],
  ['2025-08-01', 'Seedlings from DFO nursery, Lamachaur (2,400 @ 3)', 'Nursery & plantation', 7200, 0],
  ['2025-08-07', 'Receipt books printing (20 books)', 'Office & stationery', 3600, 0],
  ['2025-08-16', 'Forest watcher salary - Shrawan (2 persons @ 15,500)', 'Watcher salary', 31000, 0],
  ['2025-08-25', 'Boundary pillar repair - 12 pillars', 'Forest management', 8600, 0],
  ['2025-08-28', 'Executive committee meeting - tea & snacks', 'Meeting & training', 1980, 0],
  ['2025-09-04', 'Audit fee FY 2081/82 - Rabindra Adhikari & Co.', 'Audit fee', 0, 15000],
  ['2025-09-08', 'Drinking water pipe repair - Tole 2', 'Community development', 12800, 0],
  ['2025-09-10', 'Plantation gap filling - 12 labour days @ 800', 'Nursery & plantation', 9600, 0],
  ['2025-09-12', 'Forest fire training - refreshments & allowance', 'Meeting & training', 8400, 0],
  ['2025-09-16', 'Forest watcher salary - Bhadra (2 persons @ 15,500)', 'Watcher salary', 31000, 0],
  ['2025-09-23', 'Pro-poor: goat support to 6 poor households (6 @ 9,500)', 'Pro-poor programme', 0, 57000],
  ['2025-09-25', 'Dashain allowance - forest watchers (2 @ 15,500)', 'Watcher salary', 31000, 0],
  ['2025-10-03', 'Nursery polybags & compost', 'Nursery & plantation', 6350, 0],
  ['2025-10-12', 'Executive committee meeting - tea & snacks', 'Meeting & training', 2300, 0],
  ['2025-10-17', 'Forest watcher salary - Ashwin (2 persons @ 15,500)', 'Watcher salary', 31000, 0],
  ['2025-10-28', 'Thinning & pruning Block 3 - 42 labour days @ 800', 'Forest management', 33600, 0],
  ['2025-11-04', 'Pro-poor: scholarship to 8 students (8 @ 3,000)', 'Pro-poor programme', 24000, 0],
  ['2025-11-05', 'Stationery', 'Office & stationery', 1450, 0],
  ['2025-11-08', '19th General Assembly - tent, sound system, snacks', 'AGM expenses', 28650, 0],
  ['2025-11-11', 'Executive committee meeting - tea & snacks', 'Meeting & training', 2050, 0],
  ['2025-11-16', 'Forest watcher salary - Kartik (2 persons @ 15,500)', 'Watcher salary', 31000, 0],
  ['2025-11-20', 'Tools - Shree Annapurna Hardware, bill no. 1457', 'Tools & equipment', 0, 'BILL'],
  ['2025-11-28', 'Timber harvesting & logging Block 2 - labour contract (Ram Sharan Thapa)', 'Forest management', 0, 68500],
  ['2025-12-05', 'Fire line clearing 6.5 km - labour contract', 'Forest management', 0, 46800],
  ['2025-12-09', 'Trail improvement Deurali-Kaskikot - group contribution', 'Community development', 0, 35000],
  ['2025-12-10', 'Executive committee meeting - tea & snacks', 'Meeting & training', 2400, 0],
  ['2025-12-15', 'Forest watcher salary - Mangsir (2 persons @ 15,500)', 'Watcher salary', 31000, 0],
  ['2025-12-22', 'Log transport to depot - tractor hire (6 trips @ 3,000)', 'Forest management', 18000, 0],
  ['2025-12-28', 'Nursery seed collection (Chilaune, Uttis)', 'Nursery & plantation', 4200, 0],
  ['2026-01-02', 'Half-yearly public audit - tent & snacks', 'Meeting & training', 9800, 0],
  ['2026-01-06', 'Pro-poor: improved cooking stoves for 12 households (12 @ 2,800)', 'Pro-poor programme', 0, 33600],
  ['2026-01-07', 'Executive committee meeting - tea & snacks', 'Meeting & training', 2250, 0],
  ['2026-01-10', 'Stationery & photocopy', 'Office & stationery', 1870, 0],
  ['2026-01-14', 'Forest watcher salary - Poush (2 persons @ 15,500)', 'Watcher salary', 31000, 0],
];
// contra entries: cash withdrawn from the bank (self cheques) and cash deposited in the bank
const WITHDRAWALS = [['2025-07-21', 40000], ['2025-08-24', 30000], ['2025-09-22', 40000], ['2025-10-27', 60000], ['2025-11-19', 20000], ['2025-12-20', 20000]];
const DEPOSITS = [['2025-12-12', 30000]];

export const D_OPENING = { cash: 18642, bank: 486315.4 }; // 1 Shrawan 2082 = closing FY 2081/82
// Bank statement: things the cash book does not hold
export const BANK = {
  name: 'Seti Gandaki Bikas Bank Ltd.',
  branch: 'Pokhara Branch, Newroad',
  account: '0270100004521',
  accName: 'DEURALI SALGHARI SAMUDAYIK BAN UPABHOKTA SAMUHA',
  from: '2025-07-17', to: '2026-01-14',
  interest: [['2025-10-17', 4812.36], ['2026-01-14', 6927.14]], // quarterly interest, Ashwin and Poush
  tdsPct: 5,
  sms: [['2025-10-17', 150], ['2026-01-14', 150]],
  clearDays: 2, // a cheque paid out clears this many days after its cash-book date
  unclearedChq: '2026-01-06', // the cheque written on this date had not been presented by 14 Jan
};

// AGM statement (FY 2080/81 actual, FY 2081/82 actual, FY 2082/83 budget)
export const AGM = {
  no: '19th',
  date: '2025-11-08',
  bsDate: '2082 Kartik 22',
  auditor: 'Rabindra Adhikari',
  auditorFirm: 'Rabindra Adhikari & Co., Chartered Accountants, Pokhara',
  income: [
    ['Timber sales', 506250, 612400, 700000],
    ['Firewood sales', 118300, 134650, 150000],
    ['Grass, fodder & amriso', 24800, 31250, 30000],
    ['Membership & renewal fees', 52200, 53100, 55800],
    ['View tower entry fees', 61400, 88750, 100000],
    ['Fines & penalties', 4500, 7000, 5000],
    ['Grants (Rural Municipality / DFO)', 150000, 200000, 250000],
    ['Bank interest (net of TDS)', 16842, 19366, 18000],
  ],
  expenditure: [
    ['Forest watcher salary', 351000, 377000, 403000],
    ['Forest management', 192400, 214650, 260000],
    ['Nursery & plantation', 48200, 56800, 60000],
    ['Pro-poor programme', 126000, 148500, 175000],
    ['Community development', 62000, 58400, 80000],
    ['Meetings, training & AGM', 54300, 61750, 65000],
    ['Office, stationery & audit', 24600, 27900, 30000],
    ['Tools & equipment', 18450, 9800, 25000],
    ['Government royalty (15% on sal sold outside)', 38400, 52650, 60000],
    ['Bank charges', 600, 600, 600],
  ],
  closingCash: [12480, 18642], // 31 Ashadh of each year
  finding: 'View tower ticket books were not serially controlled; the assembly directed the committee to use pre-numbered tickets from Shrawan 2082.',
};

// =====================================================================================
// SAULES
// =====================================================================================
export const Q_MONTHS = ['Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026'];
// QuickBooks Online accounts: [code, label, section, parent, monthly Apr..Mar]
const Z12 = () => Array(12).fill(0);
const at = (pairs) => { const a = Z12(); for (const [i, v] of pairs) a[i] = v; return a; };
export const ACCOUNTS = [
  ['4000', 'Dons - particuliers / Individual donations', 'income', null, [3120.0, 2845.5, 2610.25, 2290.0, 2455.75, 3010.0, 3890.4, 5120.8, 14875.6, 4210.3, 3380.0, 3655.2]],
  ['4010', 'Dons - entreprises / Corporate donations', 'income', null, [2500, 1000, 4500, 1500, 1750, 2000, 3000, 5500, 15200, 1500, 2250, 3800]],
  ['4020', 'Dons - communautés religieuses / Faith groups', 'income', null, [400, 350, 0, 0, 0, 600, 450, 1200, 2850, 0, 300, 0]],
  ['4110', 'Centraide', 'income', '4100', at([[0, 11500], [3, 11500], [6, 11500], [9, 11500]])],
  ['4120', 'Subvention municipale / Municipal grant', 'income', '4100', at([[1, 18000]])],
  ['4130', "Emplois d'été Canada / Canada Summer Jobs", 'income', '4100', at([[3, 4212], [4, 5616], [5, 3744]])],
  ['4140', 'PSOC - Santé et Services sociaux / Community organizations support program', 'income', '4100', at([[1, 15000], [4, 15000], [7, 15000], [10, 15000]])],
  ['4200', 'Activités de financement / Fundraising events', 'income', null, at([[2, 8450], [7, 1250], [8, 11380.75], [11, 2100]])],
  ['4300', 'Contributions des usagers / Client contributions', 'income', null, [612, 588, 634, 570, 602, 646, 668, 690, 742, 710, 664, 702]],
  ['5000', 'Achats de nourriture / Food purchases', 'cogs', null, [4210.35, 3980.6, 4450.15, 5120.4, 4875.9, 5230.25, 5610.8, 5985.45, 7240.1, 6180.55, 5420.3, 5310.75]],
  ['5010', 'Transport de denrées / Food transport', 'cogs', null, [620, 620, 620, 620, 620, 620, 680, 680, 680, 680, 680, 680]],
  ['6010', 'Salaires / Wages', 'expense', '6000', [9850, 9850, 11420.5, 13890.25, 13890.25, 11960, 9850, 9850, 10240, 9980, 9980, 9980]],
  ['6020', 'Charges sociales / Employer contributions', 'expense', '6000', [1310.05, 1310.05, 1518.93, 1847.4, 1847.4, 1590.68, 1310.05, 1310.05, 1361.92, 1497, 1497, 1497]],
  ['6100', 'Loyer / Rent', 'expense', null, Array(12).fill(1850)],
  ['6110', 'Électricité / Hydro-Québec', 'expense', null, at([[1, 612.44], [3, 398.17], [5, 355.9], [7, 702.38], [9, 1184.65], [11, 1046.2]])],
  ['6120', 'Assurances / Insurance', 'expense', null, at([[2, 3460]])],
  ['6200', 'Entretien camion / Truck maintenance', 'expense', null, at([[1, 845.2], [4, 1620.75], [7, 412.6], [9, 2210.4]])],
  ['6210', 'Carburant / Fuel', 'expense', null, [410.25, 455.8, 470.1, 498.65, 520.3, 462.15, 480.9, 505.4, 612.85, 548.2, 466.75, 490.35]],
  ['6300', 'Fournitures / Supplies', 'expense', null, [310.4, 285.15, 420.6, 198.75, 260.3, 355.9, 402.85, 388.2, 640.55, 295.1, 318.45, 276.8]],
  ['6400', 'Frais bancaires / Bank fees', 'expense', null, [18.5, 18.5, 21.75, 18.5, 18.5, 18.5, 24.1, 18.5, 27.4, 18.5, 18.5, 18.5]],
  ['6500', 'Reconnaissance des bénévoles / Volunteer recognition', 'expense', null, at([[0, 1380.6], [8, 945.25]])],
  ['6600', 'Télécommunications', 'expense', null, Array(12).fill(89.65)],
  ['6700', 'Honoraires professionnels / Professional fees', 'expense', null, at([[2, 4600]])],
  ['7000', 'Intérêts / Interest income', 'other', null, [38.12, 41.05, 39.87, 40.66, 42.1, 44.93, 43.18, 45.02, 47.61, 52.4, 49.85, 51.27]],
];
export const PARENTS = { 4100: 'Subventions / Grants', 6000: 'Salaires et charges sociales / Payroll' };

// Budget vs actual by quarter: categories (French / English), their accounts and the quarterly budget
export const BVA = [
  ['rev', 'Dons', 'Donations', ['4000', '4010', '4020'], [13000, 11000, 40000, 19000]],
  ['rev', 'Centraide', 'Centraide', ['4110'], [11500, 11500, 11500, 11500]],
  ['rev', 'PSOC (Santé et Services sociaux)', 'PSOC (Health and Social Services)', ['4140'], [15000, 15000, 15000, 15000]],
  ['rev', 'Subvention municipale', 'Municipal grant', ['4120'], [18000, 0, 0, 0]],
  ['rev', "Emplois d'été Canada", 'Canada Summer Jobs', ['4130'], [0, 13500, 0, 0]],
  ['rev', 'Activités de financement', 'Fundraising events', ['4200'], [9000, 0, 12000, 2500]],
  ['rev', 'Contributions des usagers', 'Client contributions', ['4300'], [1800, 1800, 2000, 2000]],
  ['rev', 'Intérêts', 'Interest', ['7000'], [120, 120, 120, 120]],
  ['exp', 'Achats et transport de denrées', 'Food purchases and transport', ['5000', '5010'], [14000, 16500, 19000, 18500]],
  ['exp', 'Salaires et charges sociales', 'Wages and benefits', ['6010', '6020'], [33000, 44500, 33000, 34000]],
  ['exp', 'Loyer et électricité', 'Rent and hydro', ['6100', '6110'], [6150, 6150, 6400, 7300]],
  ['exp', 'Assurances', 'Insurance', ['6120'], [3400, 0, 0, 0]],
  ['exp', 'Camion (entretien et carburant)', 'Truck (maintenance and fuel)', ['6200', '6210'], [2200, 2500, 1900, 3000]],
  ['exp', 'Fournitures', 'Supplies', ['6300'], [1000, 900, 1300, 900]],
  ['exp', 'Administration (frais bancaires, télécom, honoraires)', 'Administration (bank fees, phone, professional fees)', ['6400', '6600', '6700'], [5000, 330, 330, 330]],
  ['exp', 'Reconnaissance des bénévoles', 'Volunteer recognition', ['6500'], [1200, 0, 1000, 0]],
];
export const CASH_MAR31 = 84512.37;
export const BVA_META = { preparedBy: 'Lucie Tremblay, trésorière / Treasurer', date: '2026-04-22' };

// Volunteer and food register: distribution days (Tuesday and Thursday), generated from a seed
const CLOSED = { '2025-06-24': 'FERMÉ / CLOSED - Fête nationale', '2025-07-01': 'FERMÉ / CLOSED - Fête du Canada', '2025-12-23': 'FERMÉ / CLOSED - Fêtes', '2025-12-25': 'FERMÉ / CLOSED - Noël', '2026-01-01': "FERMÉ / CLOSED - Jour de l'An" };
const DRIVES = { '2025-06-12': [845.5, 'Collecte école Sainte-Marie'], '2025-10-09': [1230, "Collecte de l'Action de grâce"], '2025-12-04': [6480.5, 'Guignolée (1re partie)'], '2025-12-09': [2115, 'Guignolée (2e partie)'], '2026-03-19': [612.5, 'Collecte du Carême'] };
const OVERRIDE_HH = { '2025-12-18': [212, 'Paniers de Noël / Holiday baskets'] };
function rng(seed) {
  return () => {
    seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function registerRows() {
  const R = rng(20252026);
  const rows = [];
  const iso = (d) => d.toISOString().slice(0, 10);
  for (let d = new Date(Date.UTC(2025, 3, 1)); d <= new Date(Date.UTC(2026, 2, 31)); d = new Date(d.getTime() + 864e5)) {
    const wd = d.getUTCDay();
    if (wd !== 2 && wd !== 4) continue;
    const date = iso(d);
    if (CLOSED[date]) { rows.push({ date, open: false, volunteers: 0, hours: 0, regional: 0, rescue: 0, drives: 0, purchased: 0, received: 0, distributed: 0, households: 0, note: CLOSED[date] }); continue; }
    const m = d.getUTCMonth();
    const peak = m === 11 ? 1.3 : m === 0 || m === 1 ? 1.1 : m >= 5 && m <= 7 ? 0.92 : 1;
    const volunteers = Math.round(9 + R() * 6 + (m === 11 ? 4 : 0));
    const hours = Math.round(volunteers * (3.5 + R() * 0.75) * 4) / 4;
    const regional = wd === 2 ? Math.round((1800 + R() * 800) * peak * 2) / 2 : 0;
    const rescue = Math.round((300 + R() * 400) * 2) / 2;
    const drive = DRIVES[date];
    const drives = drive ? drive[0] : 0;
    const purchased = Math.round((180 + R() * 320) * 2) / 2;
    const received = r2(regional + rescue + drives + purchased);
    let households = Math.round((85 + R() * 40) * peak);
    let note = drive ? drive[1] : '';
    if (OVERRIDE_HH[date]) { households = OVERRIDE_HH[date][0]; note = OVERRIDE_HH[date][1]; }
    rows.push({ date, open: true, volunteers, hours, regional, rescue, drives, purchased, received, distributed: 0, households, note });
  }
  // distribution follows the week's stock: 90-98% of what came in that week, a little more on Tuesday
  const weeks = new Map();
  for (const r of rows.filter((x) => x.open)) {
    const d = new Date(`${r.date}T00:00:00Z`);
    const monday = new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * 864e5).toISOString().slice(0, 10);
    if (!weeks.has(monday)) weeks.set(monday, []);
    weeks.get(monday).push(r);
  }
  for (const days of weeks.values()) {
    const W = days.reduce((s, x) => s + x.received, 0);
    const D = W * (0.9 + R() * 0.08);
    if (days.length === 1) days[0].distributed = Math.round(D * 2) / 2;
    else { days[0].distributed = Math.round(D * 0.52 * 2) / 2; days[1].distributed = Math.round((D - days[0].distributed) * 2) / 2; }
  }
  return rows;
}

export const GRANT = {
  funder: 'Centraide Vallée-des-Saules',
  title: 'Entente de soutien financier à la mission / Core funding agreement',
  number: 'CVS-2025-0147',
  start: '2025-04-01', end: '2028-03-31',
  years: [['2025-2026', 46000], ['2026-2027', 47500], ['2027-2028', 49000]],
  instalments: 4,
  instalmentDates: ['15 avril / April 15', '15 juillet / July 15', '15 octobre / October 15', '15 janvier / January 15'],
  reports: [
    ["Rapport d'étape 2025-2026 / Interim report 2025-2026", '2025-11-14'],
    ['Rapport annuel 2025-2026 et états financiers / Annual report 2025-2026 and financial statements', '2026-06-30'],
    ["Rapport d'étape 2026-2027 / Interim report 2026-2027", '2026-11-13'],
    ['Rapport annuel 2026-2027 et états financiers / Annual report 2026-2027 and financial statements', '2027-06-30'],
    ["Rapport d'étape 2027-2028 / Interim report 2027-2028", '2027-11-12'],
    ['Bilan final de l’entente / Final review', '2028-06-30'],
  ],
  targets: { hours: 4400, households: 11000, pounds: 200000 }, // 2025-2026 targets
  adminCapPct: 15,
  notifyDays: 30,
  recordsYears: 6,
  noticeDays: 60,
  unspentThreshold: 5000,
  contact: 'Geneviève Lapointe',
  contactTitle: 'conseillère en développement social / social development advisor',
  signFunder: ['Sylvie Bérubé', 'directrice générale / Executive Director', '2025-03-24'],
  signOrg: [['Martin Gagnon', 'directeur général / Executive Director', '2025-03-27'], ['Hélène Roy', 'présidente du conseil / Board Chair', '2025-03-27']],
  orgNeq: '1172583946',
  charity: '84617 2093 RR0001',
};

export const RECEIPT = {
  store: 'MARCHÉ BOUCHER & FILS',
  address: ['1185, boul. Saint-Laurent', 'Saint-Aubert-des-Saules QC  J0H 2K0', 'Tél. : 450 778-2231'],
  tpsNo: '812345678 RT0001', tvqNo: '1219876543 TQ0001',
  date: '2026-02-12', time: '14:37',
  store_no: 'Mag. 04  Caisse 3  Trans. 5582',
  items: [
    ['LAIT 2% 4L', 4, 6.49, ''],
    ['OEUFS GROS 30', 2, 10.99, ''],
    ['PAIN BLANC 675G', 6, 3.29, ''],
    ['BEURRE ARACHIDE 1KG', 3, 6.79, ''],
    ['RIZ BLANC 8KG', 2, 15.99, ''],
    ['PATES SPAGHETTI 900G', 8, 2.49, ''],
    ['SACS A ORDURES 40', 2, 12.99, 'FP'],
    ['SAVON VAISSELLE 1,2L', 3, 4.49, 'FP'],
    ['ESSUIE-TOUT 6 RLX', 2, 9.99, 'FP'],
    ['CAFE MOULU 925G', 1, 16.99, ''],
  ],
  discount: ['RABAIS PATES SPAGHETTI', 2.0],
  tpsPct: 5, tvqPct: 9.975,
};
const receiptCalc = () => {
  const items = RECEIPT.items.map(([name, qty, unit, tax]) => ({ name, qty, unit, tax, amount: r2(qty * unit) }));
  const subtotal = r2(sum(items.map((i) => i.amount)) - RECEIPT.discount[1]);
  const taxable = sum(items.filter((i) => i.tax === 'FP').map((i) => i.amount));
  const tps = r2((taxable * RECEIPT.tpsPct) / 100);
  const tvq = r2((taxable * RECEIPT.tvqPct) / 100);
  return { ...RECEIPT, items, subtotal, taxable, tps, tvq, total: r2(subtotal + tps + tvq), count: items.reduce((s, i) => s + i.qty, 0) };
};

// =====================================================================================
// VIEWS: what the documents show (verify.mjs builds the same shape from the files)
// =====================================================================================
const addDays = (iso, n) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10);

function deuraliView() {
  const bill = billCalc();
  // sales register
  const sales = SALES.map(([date, buyer, cat, product, species, qty, unit, rate, received, mode], i) => {
    const amount = qty * rate;
    const rec = received === null ? amount : received;
    return { sn: i + 1, date, bill: `B-${201 + i}`, buyer, cat, product, species, qty, unit, rate, amount, received: rec, due: amount - rec, mode };
  });
  // cash-book entries
  const entries = [];
  for (const s of sales) {
    if (s.received === 0) continue;
    const what = s.product === 'Timber' ? `${s.species} timber ${s.qty} cft` : `Firewood ${s.qty} ${s.unit}`;
    const part = s.due > 0 ? ` (part payment, ${s.bill})` : ` (${s.bill})`;
    entries.push({ side: 'R', date: s.date, particulars: `${what} - ${s.buyer.split(',')[0]}${part}`, head: s.product === 'Timber' ? 'Timber sales' : 'Firewood sales', cash: s.mode === 'cash' ? s.received : 0, bank: s.mode === 'bank' ? s.received : 0, ref: s.bill });
  }
  for (const [date, particulars, head, cash, bank] of OTHER_RECEIPTS) entries.push({ side: 'R', date, particulars, head, cash, bank });
  for (const [date, particulars, head, cash, bank] of PAYMENTS) entries.push({ side: 'P', date, particulars, head, cash, bank: bank === 'BILL' ? bill.total : bank });
  for (const [date, amt] of WITHDRAWALS) entries.push({ side: 'R', date, particulars: 'Cash withdrawn from bank (self cheque)', head: 'Contra', cash: amt, bank: 0, contra: true }, { side: 'P', date, particulars: 'Cash withdrawn from bank (self cheque)', head: 'Contra', cash: 0, bank: amt, contra: true });
  for (const [date, amt] of DEPOSITS) entries.push({ side: 'P', date, particulars: 'Cash deposited in bank', head: 'Contra', cash: amt, bank: 0, contra: true }, { side: 'R', date, particulars: 'Cash deposited in bank', head: 'Contra', cash: 0, bank: amt, contra: true });
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // cheque numbers for bank payments in date order; receipt and voucher numbers
  let chq = CHQ_FIRST, rc = 1201, vno = 1;
  for (const e of entries) {
    if (e.side === 'P' && e.bank > 0) e.chq = String(chq++);
    if (e.side === 'P') e.no = e.contra ? 'C' : `V-${String(vno++).padStart(3, '0')}`;
    else e.no = e.contra ? 'C' : e.ref || `Rc ${rc++}`;
    if (e.chq && !e.contra) e.particulars += ` (Chq ${e.chq})`;
    if (e.chq && e.contra) e.particulars = `Cash withdrawn from bank (self chq ${e.chq})`;
    if (e.side === 'R' && e.contra && e.cash > 0) {
      const p = entries.find((x) => x.side === 'P' && x.contra && x.date === e.date && x.bank === e.cash);
      e.pair = p;
    }
  }
  for (const e of entries) if (e.pair) { e.particulars = e.pair.particulars; delete e.pair; }
  // months
  let open = { ...D_OPENING };
  const months = NP_MONTHS.map((m) => {
    const ins = entries.filter((e) => e.date >= m.start && e.date <= m.end);
    const receipts = ins.filter((e) => e.side === 'R');
    const payments = ins.filter((e) => e.side === 'P');
    // running cash must never go below zero
    let c = open.cash, b = open.bank;
    for (const e of ins) {
      c = r2(c + (e.side === 'R' ? e.cash : -e.cash)); b = r2(b + (e.side === 'R' ? e.bank : -e.bank));
      if (c < 0 || b < 0) throw new Error(`negative balance on ${e.date} (${m.name}): cash ${c}, bank ${b}`);
    }
    const closing = { cash: c, bank: b };
    const total = { cash: r2(open.cash + sum(receipts.map((e) => e.cash))), bank: r2(open.bank + sum(receipts.map((e) => e.bank))) };
    const mo = { name: m.name, sheet: `${m.name} 2082`, start: m.start, end: m.end, opening: open, receipts, payments, closing, total };
    open = closing;
    return mo;
  });
  // bank statement
  const bRows = [];
  for (const e of entries) {
    if (e.bank === 0) continue;
    if (e.side === 'R') bRows.push({ date: e.date, desc: e.contra ? 'CASH DEPOSIT' : e.head === 'Grant - Rural Municipality' ? 'FT FROM MACHHAPUCHCHHRE GAUNPALIKA' : `DEPOSIT ${e.ref} ${e.particulars.split(' - ')[1].split(' (')[0].toUpperCase()}`, chq: '', debit: 0, credit: e.bank });
    else {
      if (e.date === BANK.unclearedChq) continue;
      bRows.push({ date: e.contra ? e.date : addDays(e.date, BANK.clearDays), desc: e.contra ? 'CHQ WDL SELF' : 'CHQ PAID CLEARING', chq: e.chq, debit: e.bank, credit: 0 });
    }
  }
  for (const [date, amt] of BANK.interest) {
    bRows.push({ date, desc: 'INTEREST CAPITALISED', chq: '', debit: 0, credit: amt });
    bRows.push({ date, desc: 'TDS ON INTEREST', chq: '', debit: r2((amt * BANK.tdsPct) / 100), credit: 0 });
  }
  for (const [date, amt] of BANK.sms) bRows.push({ date, desc: 'SMS BANKING CHARGE', chq: '', debit: amt, credit: 0 });
  bRows.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  let bal = D_OPENING.bank;
  for (const r of bRows) { bal = r2(bal + r.credit - r.debit); r.balance = bal; }
  const uncleared = entries.find((e) => e.side === 'P' && e.date === BANK.unclearedChq && e.bank > 0);
  const bank = { ...BANK, opening: D_OPENING.bank, rows: bRows, closing: bal, totalDebit: sum(bRows.map((r) => r.debit)), totalCredit: sum(bRows.map((r) => r.credit)), uncleared: { chq: uncleared.chq, amount: uncleared.bank } };
  // AGM statement
  const col = (rows, i) => sum(rows.map((r) => r[i + 1]));
  const agm = {
    ...AGM,
    income: Object.fromEntries(AGM.income.map(([l, ...v]) => [l, v])),
    expenditure: Object.fromEntries(AGM.expenditure.map(([l, ...v]) => [l, v])),
    totalIncome: [0, 1, 2].map((i) => col(AGM.income, i)),
    totalExpenditure: [0, 1, 2].map((i) => col(AGM.expenditure, i)),
  };
  agm.surplus = [0, 1, 2].map((i) => r2(agm.totalIncome[i] - agm.totalExpenditure[i]));
  const closingFund1 = r2(D_OPENING.cash + D_OPENING.bank);
  const openingFund1 = r2(closingFund1 - agm.surplus[1]);
  const openingFund0 = r2(openingFund1 - agm.surplus[0]);
  agm.fund = { opening: [openingFund0, openingFund1], closing: [openingFund1, closingFund1], cash: AGM.closingCash, bank: [r2(openingFund1 - AGM.closingCash[0]), r2(closingFund1 - AGM.closingCash[1])] };
  if (agm.fund.cash[1] !== D_OPENING.cash) throw new Error('AGM closing cash differs from the cash book opening');
  return { months, sales, bank, agm, bill, royaltyRate: ROYALTY_RATE };
}

function saulesView() {
  const accounts = ACCOUNTS.map(([code, label, section, parent, vals]) => ({ code, label, section, parent, vals, total: sum(vals) }));
  const byCode = Object.fromEntries(accounts.map((a) => [a.code, a]));
  const sec = (s) => Q_MONTHS.map((_, i) => sum(accounts.filter((a) => a.section === s).map((a) => a.vals[i])));
  const add = (a, b, sign = 1) => a.map((v, i) => r2(v + sign * b[i]));
  const totalIncome = sec('income'), totalCogs = sec('cogs'), totalExpenses = sec('expense'), otherIncome = sec('other');
  const grossProfit = add(totalIncome, totalCogs, -1);
  const netOperating = add(grossProfit, totalExpenses, -1);
  const netIncome = add(netOperating, otherIncome);
  const row = (vals) => ({ vals, total: sum(vals) });
  const pl = { months: Q_MONTHS, accounts: byCode, parents: Object.fromEntries(Object.keys(PARENTS).map((p) => [p, row(Q_MONTHS.map((_, i) => sum(accounts.filter((a) => a.parent === p).map((a) => a.vals[i]))))])), totalIncome: row(totalIncome), totalCogs: row(totalCogs), grossProfit: row(grossProfit), totalExpenses: row(totalExpenses), netOperating: row(netOperating), otherIncome: row(otherIncome), netIncome: row(netIncome) };
  // budget vs actual by quarter
  const lines = BVA.map(([side, fr, en, codes, budget]) => {
    const q = [0, 1, 2, 3].map((k) => sum(codes.flatMap((c) => byCode[c].vals.slice(k * 3, k * 3 + 3))));
    const actual = sum(q), bud = sum(budget);
    return { side, fr, en, q: q.map((a, k) => ({ actual: a, budget: budget[k] })), actual, budget: bud, variance: r2(actual - bud), pct: r2((actual / bud) * 100) };
  });
  const tot = (side) => {
    const ls = lines.filter((l) => l.side === side);
    const q = [0, 1, 2, 3].map((k) => ({ actual: sum(ls.map((l) => l.q[k].actual)), budget: sum(ls.map((l) => l.q[k].budget)) }));
    const actual = sum(q.map((x) => x.actual)), budget = sum(q.map((x) => x.budget));
    return { q, actual, budget, variance: r2(actual - budget), pct: r2((actual / budget) * 100) };
  };
  const rev = tot('rev'), exp = tot('exp');
  const surplus = { q: rev.q.map((x, k) => ({ actual: r2(x.actual - exp.q[k].actual), budget: r2(x.budget - exp.q[k].budget) })), actual: r2(rev.actual - exp.actual), budget: r2(rev.budget - exp.budget) };
  surplus.variance = r2(surplus.actual - surplus.budget);
  const bva = { lines: Object.fromEntries(lines.map((l) => [l.en, l])), revenue: rev, expenses: exp, surplus, cash: CASH_MAR31, ...BVA_META };
  if (Math.abs(surplus.actual - netIncome.reduce((s, v) => s + v, 0)) > 0.01) throw new Error('BvA surplus differs from QBO net income');
  const rows = registerRows();
  const open = rows.filter((r) => r.open);
  const total = Object.fromEntries(['volunteers', 'hours', 'regional', 'rescue', 'drives', 'purchased', 'received', 'distributed', 'households'].map((k) => [k, sum(open.map((r) => r[k]))]));
  const reg = { rows, total };
  return { pl, bva, reg, grant: GRANT, receipt: receiptCalc() };
}

export function view() {
  return { deurali: deuraliView(), saules: saulesView() };
}

// =====================================================================================
// Helpers used by the questions (applied to the view from data and to the view read back from the files)
// =====================================================================================
export const H = {
  // cash-book entries of a head, over the given months (names) or all
  cb(V, side, head, months) {
    const ms = V.deurali.months.filter((m) => !months || months.includes(m.name));
    return ms.flatMap((m) => (side === 'R' ? m.receipts : m.payments)).filter((e) => !head || (typeof head === 'function' ? head(e) : e.head === head));
  },
  amt: (es) => sum(es.map((e) => e.cash + e.bank)),
  spending(V, months) { return H.amt(H.cb(V, 'P', (e) => e.head !== 'Contra', months)); },
  sales(V, f) { return V.deurali.sales.filter(f); },
  q(V, code, from, to) { return sum(V.saules.pl.accounts[code].vals.slice(from, to + 1)); },
  reg(V, f) { return V.saules.reg.rows.filter((r) => r.open && f(r)); },
  inMonth: (iso, y, m) => iso.startsWith(`${y}-${String(m).padStart(2, '0')}`),
};

// Accepted forms of a date
export function dateForms(iso, { fr = false } = {}) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Ms = M.slice(0, 3);
  const out = [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d} ${Ms} ${y}`, `${Ms} ${d}, ${y}`, `${Ms}. ${d}, ${y}`, `${Ms} ${d} ${y}`, `${d}/${String(m).padStart(2, '0')}/${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, iso, `${d}-${Ms}-${y}`, `${String(d).padStart(2, '0')}-${String(m).padStart(2, '0')}-${y}`, `${d}th of ${M} ${y}`, `${M} ${d}th, ${y}`];
  if (fr) out.push(`${d} ${MOIS[m - 1]} ${y}`, `${d}er ${MOIS[m - 1]} ${y}`);
  return [...new Set(out)];
}

// =====================================================================================
// QUESTIONS: [kind, question, calc(V) -> number | {text: [...]} | 'notfound', {unit, tol, wrong}]
// unit: NPR, C$, %, x, n, months, cft, lb, h; wrong: a plausible mistaken figure (or text)
// =====================================================================================
const P = 0.01; // tolerance for percentages, ratios and averages
const NF = () => 'notfound';
const pct = (a, b) => (a / b) * 100;

const DEURALI = [
  ['lookup', 'What was the cash in hand at the end of Mangsir 2082 according to the cash book?',
    (V) => V.deurali.months[4].closing.cash, { unit: 'NPR', wrong: (V) => V.deurali.months[4].opening.cash }],
  ['lookup', 'bank bal as per cash book end of poush?',
    (V) => V.deurali.months[5].closing.bank, { unit: 'NPR', wrong: (V) => V.deurali.bank.closing }],
  ['total', 'How much has gone on forest watcher salaries so far this fiscal year?',
    (V) => H.amt(H.cb(V, 'P', 'Watcher salary')), { unit: 'NPR', wrong: 186000 }],
  ['total', 'how much renewal fee hav we collected this yr',
    (V) => H.amt(H.cb(V, 'R', 'Membership renewal')), { unit: 'NPR', wrong: 55800 }],
  ['monthly', 'What did timber sales bring in during Poush, going by the cash book?',
    (V) => H.amt(H.cb(V, 'R', 'Timber sales', ['Poush'])), { unit: 'NPR', wrong: (V) => sum(H.sales(V, (s) => s.product === 'Timber' && s.date >= '2025-12-16').map((s) => s.amount)) }],
  ['difference', 'How much more firewood money came in during Kartik than in Ashwin?',
    (V) => H.amt(H.cb(V, 'R', 'Firewood sales', ['Kartik'])) - H.amt(H.cb(V, 'R', 'Firewood sales', ['Ashwin'])), { unit: 'NPR', wrong: (V) => H.amt(H.cb(V, 'R', 'Firewood sales', ['Kartik'])) }],
  ['extreme', 'In which month this year did we spend the most on forest management work?',
    (V) => { const m = [...V.deurali.months].sort((a, b) => H.amt(H.cb(V, 'P', 'Forest management', [b.name])) - H.amt(H.cb(V, 'P', 'Forest management', [a.name])))[0].name; return { text: m === 'Mangsir' ? ['Mangsir', 'Mangshir', 'Marga'] : [m] }; }, { wrong: 'Kartik' }],
  ['percent', 'What share of our spending so far this fiscal year went on the pro-poor programme? Leave out cash deposited in the bank and self cheques.',
    (V) => pct(H.amt(H.cb(V, 'P', 'Pro-poor programme')), H.spending(V)), { unit: '%', tol: P, wrong: (V) => pct(H.amt(H.cb(V, 'P', 'Pro-poor programme')), H.amt(H.cb(V, 'P'))) }],
  ['cover', 'At our average monthly spending so far this year, how many months would the cash and bank balance at the end of Poush last (cash book figures)?',
    (V) => (V.deurali.months[5].closing.cash + V.deurali.months[5].closing.bank) / (H.spending(V) / 6), { unit: 'months', tol: P, wrong: (V) => (V.deurali.months[5].closing.bank) / (H.spending(V) / 6) }],
  ['grant', 'How much did Machhapuchchhre Rural Municipality give us as a grant this year?',
    (V) => H.amt(H.cb(V, 'R', 'Grant - Rural Municipality')), { unit: 'NPR', wrong: 200000 }],
  ['lookup', "What's the closing balance on the Seti Gandaki bank statement?",
    (V) => V.deurali.bank.closing, { unit: 'NPR', wrong: (V) => V.deurali.months[5].closing.bank }],
  ['difference', 'The bank statement and the cash book show different bank balances at 14 January 2026. What is the difference between the two?',
    (V) => V.deurali.bank.closing - V.deurali.months[5].closing.bank, { unit: 'NPR', wrong: (V) => V.deurali.bank.uncleared.amount }],
  ['total', 'How much interest did the bank credit to our account between July 2025 and January 2026, before tax?',
    (V) => sum(V.deurali.bank.rows.filter((r) => /INTEREST/.test(r.desc) && r.credit > 0).map((r) => r.credit)), { unit: 'NPR', wrong: (V) => sum(V.deurali.bank.rows.filter((r) => /INTEREST/.test(r.desc) && r.credit > 0).map((r) => r.credit * 0.95)) - 300 }],
  ['total', 'total tds cut on bank interest?',
    (V) => sum(V.deurali.bank.rows.filter((r) => /TDS/.test(r.desc)).map((r) => r.debit)), { unit: 'NPR', wrong: 300 }],
  ['text', 'Which cheque had still not been cashed by the bank on 14 January 2026?',
    (V) => ({ text: [V.deurali.bank.uncleared.chq] }), { wrong: (V) => String(Number(V.deurali.bank.uncleared.chq) - 1) }],
  ['count', 'How many times did we draw cash from the bank by self cheque from Shrawan to Poush?',
    (V) => H.cb(V, 'R', (e) => e.head === 'Contra' && e.cash > 0).length, { unit: 'n', wrong: 7 }],
  ['extreme', 'which month did the view tower make the least money this year?',
    (V) => ({ text: [[...V.deurali.months].sort((a, b) => H.amt(H.cb(V, 'R', 'View tower entry', [a.name])) - H.amt(H.cb(V, 'R', 'View tower entry', [b.name])))[0].name] }), { wrong: 'Shrawan' }],
  ['total', 'How many cubic feet of timber have we sold this year, all species together?',
    (V) => sum(H.sales(V, (s) => s.unit === 'cft').map((s) => s.qty)), { unit: 'cft', wrong: (V) => sum(H.sales(V, (s) => s.unit === 'cft' && s.species === 'Sal').map((s) => s.qty)) }],
  ['total', 'How much royalty do we owe the Division Forest Office on the sal sold to non-members so far this year?',
    (V) => (sum(H.sales(V, (s) => s.species === 'Sal' && s.cat === 'Non-member').map((s) => s.amount)) * V.deurali.royaltyRate) / 100, { unit: 'NPR', wrong: (V) => sum(H.sales(V, (s) => s.species === 'Sal').map((s) => s.amount)) * 0.15 }],
  ['lookup', 'What rate per cft do members pay for Chilaune timber?',
    (V) => H.sales(V, (s) => s.species === 'Chilaune' && s.cat === 'Member')[0].rate, { unit: 'NPR', wrong: 900 }],
  ['average', 'whats the avg price per cft we got for sal this year, all buyers',
    (V) => { const s = H.sales(V, (x) => x.species === 'Sal'); return sum(s.map((x) => x.amount)) / sum(s.map((x) => x.qty)); }, { unit: 'NPR', tol: P, wrong: 1200 }],
  ['total', 'How much is still owed to us for timber and firewood sold?',
    (V) => sum(V.deurali.sales.map((s) => s.due)), { unit: 'NPR', wrong: 75750 }],
  ['extreme', 'Who made the single biggest purchase in the sales register?',
    (V) => ({ text: [[...V.deurali.sales].sort((a, b) => b.amount - a.amount)[0].buyer.split(',')[0]] }), { wrong: 'Nabin Furniture Udhyog' }],
  ['total', 'how many chatta of firewod sold so far',
    (V) => sum(H.sales(V, (s) => s.unit === 'chatta').map((s) => s.qty)), { unit: 'n', wrong: (V) => sum(H.sales(V, (s) => s.unit === 'chatta' && s.cat === 'Non-member').map((s) => s.qty)) }],
  ['percent', 'What percentage of our timber sales (by value) went to non-members this year?',
    (V) => pct(sum(H.sales(V, (s) => s.product === 'Timber' && s.cat === 'Non-member').map((s) => s.amount)), sum(H.sales(V, (s) => s.product === 'Timber').map((s) => s.amount))), { unit: '%', tol: P, wrong: 75 }],
  ['lookup', 'How much does Sarangkot Hilltop Resort owe us?',
    (V) => sum(H.sales(V, (s) => s.buyer.startsWith('Sarangkot Hilltop')).map((s) => s.due)), { unit: 'NPR', wrong: 15000 }],
  ['total', 'How many bhari of firewood did members buy this year?',
    (V) => sum(H.sales(V, (s) => s.unit === 'bhari' && s.cat === 'Member').map((s) => s.qty)), { unit: 'n', wrong: (V) => sum(H.sales(V, (s) => s.unit === 'bhari').map((s) => s.qty)) }],
  ['lookup', 'Could you tell me our total income for FY 2081/82 as presented to the general assembly?',
    (V) => V.deurali.agm.totalIncome[1], { unit: 'NPR', wrong: (V) => V.deurali.agm.totalIncome[0] }],
  ['percent', 'By what percentage did timber sales grow from FY 2080/81 to FY 2081/82?',
    (V) => pct(V.deurali.agm.income['Timber sales'][1] - V.deurali.agm.income['Timber sales'][0], V.deurali.agm.income['Timber sales'][0]), { unit: '%', tol: P, wrong: 14.3 }],
  ['difference', 'how much bigger was last years surplus than the year before?',
    (V) => V.deurali.agm.surplus[1] - V.deurali.agm.surplus[0], { unit: 'NPR', wrong: (V) => V.deurali.agm.surplus[1] }],
  ['text', 'What did the auditor flag about the view tower tickets?',
    (V) => { if (!/not serially controlled/.test(V.deurali.agm.finding)) throw new Error('finding'); return { text: ['not serially controlled', 'serial', 'pre-numbered', 'prenumbered'] }; }, { wrong: 'The view tower income was below budget' }],
  ['percent', 'In FY 2081/82, what was pro-poor spending as a percentage of total income?',
    (V) => pct(V.deurali.agm.expenditure['Pro-poor programme'][1], V.deurali.agm.totalIncome[1]), { unit: '%', tol: P, wrong: (V) => pct(V.deurali.agm.expenditure['Pro-poor programme'][1], V.deurali.agm.totalExpenditure[1]) }],
  ['text', 'When was the 19th general assembly held?',
    (V) => ({ text: [...dateForms(V.deurali.agm.date), '2082 Kartik 22', 'Kartik 22, 2082', '22 Kartik 2082'] }), { wrong: '8 October 2025' }],
  ['text', 'Who audited the FY 2081/82 accounts?',
    (V) => ({ text: [V.deurali.agm.auditor] }), { wrong: 'Ram Sharan Thapa' }],
  ['variance', "How much of this year's forest management budget is left after Poush?",
    (V) => V.deurali.agm.expenditure['Forest management'][2] - H.amt(H.cb(V, 'P', 'Forest management')), { unit: 'NPR', wrong: (V) => V.deurali.agm.expenditure['Forest management'][2] - V.deurali.agm.expenditure['Forest management'][1] }],
  ['percent', 'What % of the FY 82/83 watcher salary budget had we used by the end of Poush?',
    (V) => pct(H.amt(H.cb(V, 'P', 'Watcher salary')), V.deurali.agm.expenditure['Forest watcher salary'][2]), { unit: '%', tol: P, wrong: 50 }],
  ['variance', 'view tower income this year vs the budget - how much more do we need to reach the budget?',
    (V) => V.deurali.agm.income['View tower entry fees'][2] - H.amt(H.cb(V, 'R', 'View tower entry')), { unit: 'NPR', wrong: (V) => V.deurali.agm.income['View tower entry fees'][2] - V.deurali.agm.income['View tower entry fees'][1] }],
  ['lookup', 'What was the cash in hand at the end of FY 2080/81?',
    (V) => V.deurali.agm.fund.cash[0], { unit: 'NPR', wrong: (V) => V.deurali.agm.fund.cash[1] }],
  ['ratio', 'In 2081/82, how many rupees did we spend for every rupee of income?',
    (V) => V.deurali.agm.totalExpenditure[1] / V.deurali.agm.totalIncome[1], { unit: 'x', tol: P, wrong: (V) => V.deurali.agm.totalExpenditure[0] / V.deurali.agm.totalIncome[0] + 0.05 }],
  ['receipt', 'How much VAT is on the Annapurna Hardware bill?',
    (V) => V.deurali.bill.vat, { unit: 'NPR', wrong: (V) => r2(V.deurali.bill.subtotal * 0.13) }],
  ['receipt', 'grand total of the hardware bill?',
    (V) => V.deurali.bill.total, { unit: 'NPR', wrong: (V) => V.deurali.bill.subtotal }],
  ['receipt', 'How much did each fire beater cost on the hardware bill?',
    (V) => V.deurali.bill.items.find((i) => /Fire beater/.test(i.name)).rate, { unit: 'NPR', wrong: 780 }],
  ['receipt', "What is the hardware shop's PAN/VAT number?",
    (V) => ({ text: [V.deurali.bill.pan] }), { wrong: '301457000' }],
  ['receipt', 'How much discount did the hardware shop give us?',
    (V) => V.deurali.bill.discount, { unit: 'NPR', wrong: (V) => V.deurali.bill.discount * 2 }],
  ['total', 'Total value of timber and firewood sold so far this year per the register, paid or not?',
    (V) => sum(V.deurali.sales.map((s) => s.amount)), { unit: 'NPR', wrong: (V) => sum(V.deurali.sales.map((s) => s.received)) }],
  ['notfound', 'What were our timber sales in FY 2079/80?', NF],
  ['notfound', 'How much amriso (broom grass) did we sell in Magh 2082?', NF],
  ['notfound', "What's the outstanding balance of the pro-poor revolving loan fund?", NF],
  ['notfound', 'how much did we pay for the chainsaw from Pokhara Machinery?', NF],
  ['notfound', 'What is the approved budget for FY 2083/84?', NF],
];

const SAULES = [
  ['lookup', 'How much did we receive in individual donations in December 2025?',
    (V) => V.saules.pl.accounts['4000'].vals[8], { unit: 'C$', wrong: (V) => V.saules.pl.accounts['4000'].vals[8] + V.saules.pl.accounts['4010'].vals[8] }],
  ['total', 'How much did we spend buying food (not counting transport) in October to December 2025?',
    (V) => H.q(V, '5000', 6, 8), { unit: 'C$', wrong: (V) => V.saules.bva.lines['Food purchases and transport'].q[2].actual }],
  ['monthly', 'hydro bill jan 2026?',
    (V) => V.saules.pl.accounts['6110'].vals[9], { unit: 'C$', wrong: (V) => V.saules.pl.accounts['6110'].vals[11] }],
  ['extreme', 'Which month of the fiscal year brought in the most income?',
    (V) => { const i = V.saules.pl.totalIncome.vals.indexOf(Math.max(...V.saules.pl.totalIncome.vals)); const [mon, y] = V.saules.pl.months[i].split(' '); const k = MONTHS.findIndex((m) => m.startsWith(mon)); return { text: [MONTHS[k], MOIS[k], `${mon} ${y}`] }; }, { wrong: 'October 2025' }],
  ['lookup', 'What was our gross profit for FY 2025-26 in QuickBooks?',
    (V) => V.saules.pl.grossProfit.total, { unit: 'C$', wrong: (V) => V.saules.pl.totalIncome.total }],
  ['percent', 'What share of our income last fiscal year came from Centraide?',
    (V) => pct(V.saules.pl.accounts['4110'].total, V.saules.pl.totalIncome.total), { unit: '%', tol: P, wrong: 25 }],
  ['average', 'What was our average monthly fuel cost over the last fiscal year?',
    (V) => V.saules.pl.accounts['6210'].total / 12, { unit: 'C$', tol: P, wrong: (V) => V.saules.pl.accounts['6210'].vals[11] + 60 }],
  ['total', 'How much did Canada Summer Jobs pay us in total?',
    (V) => V.saules.pl.accounts['4130'].total, { unit: 'C$', wrong: 13500 }],
  ['percent', 'By what percentage did individual donations jump from November to December 2025?',
    (V) => pct(V.saules.pl.accounts['4000'].vals[8] - V.saules.pl.accounts['4000'].vals[7], V.saules.pl.accounts['4000'].vals[7]), { unit: '%', tol: P, wrong: (V) => pct(V.saules.pl.accounts['4000'].vals[8], V.saules.pl.accounts['4000'].vals[7]) }],
  ['lookup', 'What was our net income for the 2025-26 year?',
    (V) => V.saules.pl.netIncome.total, { unit: 'C$', wrong: (V) => V.saules.pl.netOperating.total }],
  ['monthly', 'net income aug 2025?',
    (V) => V.saules.pl.netIncome.vals[4], { unit: 'C$', wrong: (V) => V.saules.pl.netIncome.vals[3] }],
  ['percent', 'Wages and benefits as a percentage of all our spending last year, food purchases included?',
    (V) => pct(V.saules.bva.lines['Wages and benefits'].actual, V.saules.bva.expenses.actual), { unit: '%', tol: P, wrong: (V) => pct(V.saules.bva.lines['Wages and benefits'].actual, V.saules.pl.totalExpenses.total) }],
  ['variance', 'How far off budget were food purchases and transport in Q3 (Oct-Dec)?',
    (V) => V.saules.bva.lines['Food purchases and transport'].q[2].actual - V.saules.bva.lines['Food purchases and transport'].q[2].budget, { unit: 'C$', wrong: (V) => V.saules.bva.lines['Food purchases and transport'].variance }],
  ['variance', 'What is the full-year variance on wages and benefits against budget?',
    (V) => V.saules.bva.lines['Wages and benefits'].variance, { unit: 'C$', wrong: (V) => V.saules.bva.lines['Wages and benefits'].q[3].actual - V.saules.bva.lines['Wages and benefits'].q[3].budget }],
  ['percent', 'What % of the fundraising events budget did we actually raise over the year?',
    (V) => pct(V.saules.bva.lines['Fundraising events'].actual, V.saules.bva.lines['Fundraising events'].budget), { unit: '%', tol: P, wrong: 100 }],
  ['lookup', 'q2 budget for the truck?',
    (V) => V.saules.bva.lines['Truck (maintenance and fuel)'].q[1].budget, { unit: 'C$', wrong: (V) => V.saules.bva.lines['Truck (maintenance and fuel)'].q[1].actual }],
  ['extreme', 'Which spending line went furthest over budget for the year, in dollars?',
    (V) => { const e = Object.values(V.saules.bva.lines).filter((l) => l.side === 'exp').sort((a, b) => b.variance - a.variance)[0]; return { text: [e.en, e.fr, ...(e.en === 'Wages and benefits' ? ['wages', 'salaires', 'payroll', 'salaries'] : [])] }; }, { wrong: 'Rent and hydro' }],
  ['total', 'What did donations come to in the first half of the year (Q1 and Q2 actual)?',
    (V) => V.saules.bva.lines.Donations.q[0].actual + V.saules.bva.lines.Donations.q[1].actual, { unit: 'C$', wrong: (V) => V.saules.bva.lines.Donations.q[0].budget + V.saules.bva.lines.Donations.q[1].budget }],
  ['cover', 'How many months of spending does our cash at March 31 cover, at last year\'s average monthly expenses?',
    (V) => V.saules.bva.cash / (V.saules.bva.expenses.actual / 12), { unit: 'months', tol: P, wrong: (V) => V.saules.bva.cash / (V.saules.pl.totalExpenses.total / 12) }],
  ['lookup', 'cash on hand at march 31 2026?',
    (V) => V.saules.bva.cash, { unit: 'C$', wrong: (V) => V.saules.bva.surplus.actual }],
  ['total', 'What was total revenue year to date at the end of December 2025?',
    (V) => V.saules.bva.revenue.q[0].actual + V.saules.bva.revenue.q[1].actual + V.saules.bva.revenue.q[2].actual, { unit: 'C$', wrong: (V) => V.saules.bva.revenue.q[2].actual }],
  ['total', 'How many volunteer hours did we log in 2025-26?',
    (V) => sum(H.reg(V, () => true).map((r) => r.hours)), { unit: 'h', wrong: (V) => sum(H.reg(V, () => true).map((r) => r.volunteers)) }],
  ['total', 'lbs from grocery rescue oct-dec?',
    (V) => sum(H.reg(V, (r) => r.date >= '2025-10-01' && r.date <= '2025-12-31').map((r) => r.rescue)), { unit: 'lb', wrong: (V) => sum(H.reg(V, (r) => r.date >= '2025-10-01' && r.date <= '2025-12-31').map((r) => r.regional)) }],
  ['average', 'On average, how many households did we serve per distribution day in January 2026?',
    (V) => { const r = H.reg(V, (x) => H.inMonth(x.date, 2026, 1)); return sum(r.map((x) => x.households)) / r.length; }, { unit: 'n', tol: P, wrong: (V) => { const r = V.saules.reg.rows.filter((x) => H.inMonth(x.date, 2026, 1)); return sum(r.map((x) => x.households)) / r.length; } }],
  ['extreme', 'What was our busiest distribution day by households served?',
    (V) => { const b = [...H.reg(V, () => true)].sort((a, c) => c.households - a.households)[0]; return { text: dateForms(b.date, { fr: true }) }; }, { wrong: '2025-12-04' }],
  ['count', 'How many distribution days were we open in March 2026?',
    (V) => H.reg(V, (r) => H.inMonth(r.date, 2026, 3)).length, { unit: 'n', wrong: 8 }],
  ['difference', 'How many more pounds did we take in than we gave out over the year?',
    (V) => V.saules.reg.total.received - V.saules.reg.total.distributed, { unit: 'lb', wrong: (V) => V.saules.reg.total.received - V.saules.reg.total.distributed + V.saules.reg.total.drives }],
  ['percent', 'What share of the food we received came from the regional food bank?',
    (V) => pct(V.saules.reg.total.regional, V.saules.reg.total.received), { unit: '%', tol: P, wrong: 50 }],
  ['ratio', 'How many pounds of food did we give out per household served, over the whole year?',
    (V) => V.saules.reg.total.distributed / V.saules.reg.total.households, { unit: 'lb', tol: P, wrong: (V) => V.saules.reg.total.distributed / H.reg(V, () => true).length }],
  ['monthly', 'vol hours in dec?',
    (V) => sum(H.reg(V, (r) => H.inMonth(r.date, 2025, 12)).map((r) => r.hours)), { unit: 'h', wrong: (V) => sum(H.reg(V, (r) => H.inMonth(r.date, 2025, 11)).map((r) => r.hours)) }],
  ['count', 'How many scheduled distribution days did we close during the year?',
    (V) => V.saules.reg.rows.filter((r) => !r.open).length, { unit: 'n', wrong: 3 }],
  ['monthly', 'How many pounds did the food drives bring in during December 2025?',
    (V) => sum(H.reg(V, (r) => H.inMonth(r.date, 2025, 12)).map((r) => r.drives)), { unit: 'lb', wrong: (V) => sum(H.reg(V, (r) => H.inMonth(r.date, 2025, 12)).map((r) => r.received)) }],
  ['grant', "I'm looking at the Centraide agreement - how much will they give us in 2026-2027?",
    (V) => V.saules.grant.years[1][1], { unit: 'C$', wrong: (V) => V.saules.grant.years[0][1] }],
  ['grant', 'When is the annual report for 2025-26 due to Centraide?',
    (V) => ({ text: dateForms(V.saules.grant.reports[1][1], { fr: true }) }), { wrong: '14 November 2025' }],
  ['grant', 'who signed the agreement on behalf of centraide',
    (V) => ({ text: [V.saules.grant.signFunder[0], 'Sylvie Berube'] }), { wrong: 'Geneviève Lapointe' }],
  ['grant', 'Did we meet the Centraide volunteer-hours target for 2025-26? By how many hours did we beat or miss it?',
    (V) => sum(H.reg(V, () => true).map((r) => r.hours)) - V.saules.grant.targets.hours, { unit: 'h', wrong: (V) => V.saules.grant.targets.hours }],
  ['grant', 'How much is each Centraide instalment this year?',
    (V) => V.saules.grant.years[0][1] / V.saules.grant.instalments, { unit: 'C$', wrong: (V) => V.saules.grant.years[0][1] / 12 }],
  ['grant', 'How many days do we have to tell Centraide if the executive director changes?',
    (V) => V.saules.grant.notifyDays, { unit: 'n', wrong: 60 }],
  ['grant', 'What is the most we can charge to the Centraide grant for administration in 2025-26, in dollars?',
    (V) => (V.saules.grant.years[0][1] * V.saules.grant.adminCapPct) / 100, { unit: 'C$', wrong: (V) => V.saules.bva.lines['Administration (bank fees, phone, professional fees)'].actual }],
  ['grant', 'total value of the centraide agreement over the 3 yrs?',
    (V) => sum(V.saules.grant.years.map((y) => y[1])), { unit: 'C$', wrong: (V) => V.saules.grant.years[0][1] * 3 }],
  ['receipt', 'How much QST (TVQ) was charged on the Marché Boucher receipt?',
    (V) => V.saules.receipt.tvq, { unit: 'C$', wrong: (V) => V.saules.receipt.tps }],
  ['receipt', 'total on the grocery reciept?',
    (V) => V.saules.receipt.total, { unit: 'C$', wrong: (V) => V.saules.receipt.subtotal }],
  ['receipt', 'How much of the grocery receipt was taxable, before tax?',
    (V) => V.saules.receipt.taxable, { unit: 'C$', wrong: (V) => V.saules.receipt.subtotal - V.saules.receipt.taxable }],
  ['receipt', 'What date is on the grocery receipt?',
    (V) => ({ text: dateForms(V.saules.receipt.date, { fr: true }) }), { wrong: '2 December 2026' }],
  ['receipt', 'How many items did we buy on the Marché Boucher receipt?',
    (V) => V.saules.receipt.count, { unit: 'n', wrong: (V) => V.saules.receipt.items.length }],
  ['notfound', "What's our food purchases budget for 2026-27?", NF],
  ['notfound', 'How much did we spend on food in March 2025?', NF],
  ['notfound', 'how many lbs did we distribute in april 2026', NF],
  ['notfound', 'How much did the golf tournament net after its costs?', NF],
  ['notfound', "What is the executive director's salary?", NF],
];

export const DEFS = { deurali: DEURALI, saules: SAULES };
export const RAW = { SALES, OTHER_RECEIPTS, PAYMENTS, WITHDRAWALS, DEPOSITS, CLOSED, DRIVES };
