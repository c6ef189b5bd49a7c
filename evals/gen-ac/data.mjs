// Set AC: every figure of both organisations, held once. The renderers (lib/render-*.mjs) draw the
// documents from RAW and view(); the questions below compute their answers from the same view.
//
// seawall    - Lions Club of Georgetown Seawall (Guyana, G$, Lions year July–June, FY2025-26)
// tsholofelo - Tsholofelo Mutual Burial Society (Gaborone, Botswana, pula, calendar year 2025)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => a.reduce((s, x) => s + x, 0);

export const ORGS = {
  seawall: { name: 'Lions Club of Georgetown Seawall', fiscalYearStart: 7 },
  tsholofelo: { name: 'Tsholofelo Mutual Burial Society', fiscalYearStart: 1 },
};

export const DOCS = {
  seawall: [
    "Treasurer's Workbook FY2025-26.xlsx",
    'Republic Bank Activity Acct Jan-Mar 2026.csv',
    'MMG Merchant Statement Feb 2026.csv',
    'Mash Fun Day 2026 - Income and Expenditure.pdf',
    'Board Minutes 14 April 2026.docx',
    'Vision Plus Optical invoice.png',
  ],
  tsholofelo: [
    'Manager - Profit and Loss Statement 2025.pdf',
    'Manager - Balance Sheet 31-12-2025.xlsx',
    'Orange Money statement Oct-Dec 2025.csv',
    'Contributions Register 2025.xlsx',
    "Treasurer's Report to AGM 28 March 2026.docx",
    'Mokgosi Wholesalers till slip.jpg',
  ],
};

// ====================================================================== SEAWALL (Guyana)
// Lions year months in workbook order (Jul 2025 … Jun 2026); data runs to March 2026 (index 0..8).
export const LMONTHS = ['Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26', 'Apr-26', 'May-26', 'Jun-26'];
const DUES_HALF = 15000;

// members: [no, name, joined (iso), Jul–Dec paid date, Jan–Jun paid date | null (owing) | 'dropped', office]
const MEMBERS = [
  [1, 'Rohan Persaud', '2009-03-14', '2025-07-07', '2026-01-06', 'President'],
  [2, 'Natasha Goolsarran', '2014-10-02', '2025-07-07', '2026-01-06', '1st Vice President'],
  [3, 'Marcia Fraser', '2012-05-19', '2025-07-08', '2026-01-13', 'Secretary'],
  [4, 'Deodat Ramsaroop', '2007-11-20', '2025-07-01', '2026-01-06', 'Treasurer'],
  [5, 'Andrew Bascom', '2016-02-09', '2025-07-15', '2026-01-20', 'Tail Twister'],
  [6, 'Shondel Williams', '2018-06-12', '2025-07-15', '2026-01-13', 'Membership Chair'],
  [7, 'Dr. Anita Singh', '2011-09-27', '2025-07-08', '2026-01-20', 'Sight Programme Chair'],
  [8, 'Kevin Jones', '2019-04-16', '2025-07-22', null, ''],
  [9, 'Leonard Fung-A-Fat', '2005-01-18', '2025-08-05', '2026-02-03', ''],
  [10, 'Michelle DeFreitas', '2015-08-25', '2025-07-15', '2026-01-13', ''],
  [11, 'Ravindra Jagnarine', '2013-03-05', '2025-07-22', '2026-01-27', ''],
  [12, 'Colin Hinds', '2010-07-13', '2025-09-09', '2026-02-17', ''],
  [13, 'Sabrina Khan', '2020-02-11', '2025-07-15', '2026-01-20', ''],
  [14, 'Wayne Gonsalves', '2017-05-30', '2025-07-29', null, ''],
  [15, 'Joycelyn Adams', '2008-12-02', '2025-07-22', '2026-01-27', ''],
  [16, 'Trevor Mohabir', '2021-09-21', '2025-08-19', '2026-02-17', ''],
  [17, 'Patricia Bacchus', '2006-04-04', '2025-07-01', '2026-01-06', ''],
  [18, 'Desmond Lall', '2014-01-28', '2025-07-29', '2026-01-27', ''],
  [19, 'Farida Baksh', '2012-10-16', '2025-07-08', '2026-01-13', ''],
  [20, 'Clive Benjamin', '2019-11-05', '2025-08-05', '2026-03-10', ''],
  [21, 'Sunita Rampersaud', '2016-06-21', '2025-07-15', '2026-01-20', ''],
  [22, 'Mark Da Silva', '2022-03-08', '2025-10-14', '2026-02-24', ''],
  [23, 'Yvonne Harry', '2010-02-23', '2025-09-23', '2026-03-17', ''],
  [24, 'Ashok Deonarine', '2018-08-14', '2025-08-12', '2026-01-27', ''],
  [25, 'Carlene Pollard', '2023-01-17', '2025-08-26', null, ''],
  [26, 'Terrence Chung', '2009-05-12', '2025-07-07', '2026-01-06', ''],
  [27, 'Nalini Seepersaud', '2017-10-31', '2025-07-22', '2026-01-13', ''],
  [28, 'Garfield Thomas', '2020-07-07', '2025-07-29', 'dropped', ''],
  [29, 'Keisha Moore', '2025-09-16', '2025-09-16', '2026-02-03', ''],
  [30, 'Vishnu Ramdass', '2025-09-16', '2025-09-16', '2026-01-20', ''],
].map(([no, name, joined, paid1, paid2, office]) => ({ no, name, joined, paid1, paid2, office }));

const idxOf = (iso) => { const [y, m] = iso.split('-').map(Number); return (y - 2025) * 12 + m - 7; }; // Jul 2025 -> 0

const ADMIN_RECEIPTS_FIXED = {
  'Entrance fees (new members)': [0, 0, 10000, 0, 0, 0, 0, 0, 0],
  'Dinner meeting contributions': [44, 38, 48, 42, 40, 54, 36, 46, 42].map((n) => n * 1000),
  'Tail Twister fines': [6500, 4200, 7800, 5100, 3900, 9600, 4400, 6700, 5300],
  'Bank interest': [0, 0, 1240, 0, 0, 1315, 0, 0, 1280],
};
const DINNER_ATTEND = [22, 19, 24, 21, 20, 27, 18, 23, 21];
const LCI = [
  { month: 1, usd: 602, rate: 209.5, note: 'Aug: US$602.00 (28 members x US$21.50) @ 209.50' },
  { month: 3, usd: 70, rate: 209.5, note: 'Oct: US$70.00 (2 new-member fees x US$35.00) @ 209.50' },
  { month: 7, usd: 623.5, rate: 210, note: 'Feb: US$623.50 (29 members x US$21.50) @ 210.00' },
];
const ADMIN_PAYMENTS_FIXED = {
  'District 60B dues': [0, 0, 75000, 0, 0, 0, 0, 0, 0],
  'Meeting venue & meals': [52, 48, 55, 50, 49, 68, 45, 53, 50].map((n) => n * 1000),
  'Stationery & printing': [8400, 0, 3200, 0, 12500, 0, 0, 4100, 0],
  'Charter anniversary night': [0, 0, 0, 0, 85000, 0, 0, 0, 0],
  'Convention & training': [0, 0, 0, 62000, 0, 0, 0, 0, 0],
  'Bank charges': [850, 850, 850, 850, 850, 850, 850, 2050, 850],
};
const ADMIN_BUDGET = {
  "Members' dues": 870000, 'Entrance fees (new members)': 20000, 'Dinner meeting contributions': 500000, 'Tail Twister fines': 60000, 'Bank interest': 5000,
  'LCI international dues': 260000, 'District 60B dues': 75000, 'Meeting venue & meals': 620000, 'Stationery & printing': 30000, 'Charter anniversary night': 90000, 'Convention & training': 120000, 'Bank charges': 12000,
};

// Activity fund, July – December 2025 (no bank statement for these months)
const ACT_R_JULDEC = {
  'Fun Day': [0, 0, 0, 0, 0, 0],
  'Christmas raffle': [0, 0, 0, 38500, 112000, 141500],
  'Corporate donations & sponsorship': [0, 150000, 0, 0, 200000, 100000],
  'Public donations': [12300, 8750, 15200, 9400, 11050, 27600],
};
const ACT_P_JULDEC = {
  'Sight programme': [45000, 0, 38500, 0, 52000, 0],
  'Diabetes screening': [0, 28000, 0, 0, 64500, 0],
  'Christmas hampers': [0, 0, 0, 0, 0, 318000],
  'School supplies': [0, 185600, 42300, 0, 0, 0],
  'Flood relief': [0, 0, 0, 0, 0, 0],
  'Fun Day expenses': [0, 0, 0, 0, 0, 0],
  'Raffle prizes': [0, 0, 0, 0, 0, 95000],
  'Donation to LCIF': [0, 0, 0, 0, 0, 104750],
  'Bank & MMG charges': [650, 650, 650, 650, 650, 650],
};
const ACT_BUDGET = {
  'Fun Day': 1400000, 'Christmas raffle': 350000, 'Corporate donations & sponsorship': 600000, 'Public donations': 150000,
  'Sight programme': 700000, 'Diabetes screening': 150000, 'Christmas hampers': 300000, 'School supplies': 250000, 'Flood relief': 0, 'Fun Day expenses': 450000, 'Raffle prizes': 100000, 'Donation to LCIF': 105000, 'Bank & MMG charges': 10000,
};

// Mash Fun Day, Saturday 21 February 2026, National Park
const FUNDAY = {
  date: '2026-02-21',
  presold: { adult: 180, child: 95, pa: 1500, pc: 500 },
  gate: { adult: 212, child: 130, pa: 2000, pc: 700 },
  food: 186350, bar: 241700, raffle: 58500, sponsor: 150000, sponsorName: 'Atlantic Beverages Ltd',
  costs: [
    ['Ticket printing (Courtyard Printery)', 18500, '2026-01-09', 100438],
    ['Tent & chair hire (Canopy Rentals)', 65000, '2026-02-13', 100440],
    ['Sound system & DJ (Bassline)', 45000, '2026-02-16', 100441],
    ['Food purchases (Bourda Wholesale)', 138400, '2026-02-18', 100442],
    ['Drinks (Atlantic Beverages Ltd)', 96250, '2026-02-18', 100443],
    ['Prizes for games & raffle', 42000, '2026-02-19', 100444],
    ['Security (Eagle Eye Security)', 30000, '2026-02-20', 100445],
  ],
};
// MMG ticket payments: [adults, children] at the pre-sale prices (G$1,500 / G$500)
const MMG_TICKETS = [[2, 0], [1, 0], [3, 0], [2, 1], [1, 0], [2, 0], [4, 0], [1, 1], [2, 0], [1, 0], [3, 1], [2, 0], [3, 0], [1, 0], [2, 1], [2, 0], [1, 1], [1, 0], [4, 1], [2, 0], [1, 0], [3, 0], [2, 0], [2, 1], [1, 0], [2, 0], [1, 1], [1, 0], [5, 0], [2, 0], [2, 2], [1, 0], [2, 0], [3, 0], [1, 0], [2, 0], [1, 2], [2, 1]];
const MMG_NAMES = ['S. Williams', 'R. Narine', 'K. Boodhoo', 'T. Sandiford', 'A. Hamid', 'J. Chan', 'P. Ramlall', 'D. Wong', 'M. Arjune', 'C. Griffith', 'N. Persaud', 'L. Cummings', 'V. Singh', 'O. Bristol', 'F. Yhap', 'G. Adams', 'H. Ali', 'B. McAlmont', 'I. Dos Santos', 'W. Harding', 'E. Jagdeo', 'R. Hoppie', 'S. Latchman', 'A. Joseph', 'K. Mangal', 'Y. Charles', 'T. Budhram', 'M. Lovell', 'D. Khan', 'N. Bollers', 'P. DeSouza', 'J. Fredericks', 'C. Ramcharran', 'L. Sam', 'V. Hope', 'K. Rodrigues', 'A. Benn', 'R. Gajraj'];
const MMG_REFS = ['funday 2 adult', 'fun day tix', 'FUNDAY 3A', 'lions fun day 2A 1C', 'funday', 'tickets fun day', 'fun day x4', 'funday 1 adult 1 kid', 'Fun Day', 'tix', 'FUN DAY 3 ADULT 1 CHILD', 'funday tickets', 'lions funday', 'fun day ticket', 'funday 2+1', 'FUNDAY', 'fun day 1a 1c', 'ticket', 'funday fam', 'fun day 2', 'fd ticket', 'fun day', 'LIONS FUN DAY', 'funday 2A1C', 'fun day', 'funday', 'fun day adult + child', 'tix fun day', 'funday 5 adults', 'fun day', 'fun day 2 & 2', 'funday', 'fun day tix x2', 'lions tix 3', 'funday', 'fun day', 'funday 1a 2c', 'fun day 2a 1c'];
const MMG_DAYS = [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13, 14, 14, 15, 15, 16, 16, 17, 17, 18, 18, 19, 19, 20];

// Activity account, January – March 2026: every movement in the bank (category tags the workbook line)
const BANK = [
  ['2026-01-05', 'CASH DEPOSIT - CAMP ST BR - COLLECTION BOXES', 0, 6300, 'Public donations'],
  ['2026-01-09', 'CHQ 100438 PRESENTED', 100438, -18500, 'Fun Day expenses', 'Courtyard Printery'],
  ['2026-01-13', 'CASH DEPOSIT - CAMP ST BR - FLOOD APPEAL', 0, 42800, 'Public donations'],
  ['2026-01-14', 'CHQ 100439 PRESENTED', 100439, -96000, 'Flood relief', 'Bourda Wholesale'],
  ['2026-01-20', 'ACH CREDIT - FLOOD APPEAL ONLINE', 0, 37700, 'Public donations'],
  ['2026-01-30', 'SERVICE CHARGE', 0, -650, 'Bank & MMG charges'],
  ['2026-02-10', 'CASH DEPOSIT - CAMP ST BR - FUN DAY PRE-SOLD TICKETS', 0, 317500, 'Fun Day'],
  ['2026-02-12', 'ACH CREDIT - ATLANTIC BEVERAGES LTD', 0, 150000, 'Fun Day'],
  ['2026-02-13', 'CHQ 100440 PRESENTED', 100440, -65000, 'Fun Day expenses', 'Canopy Rentals'],
  ['2026-02-16', 'CHQ 100441 PRESENTED', 100441, -45000, 'Fun Day expenses', 'Bassline Sounds'],
  ['2026-02-18', 'CHQ 100442 PRESENTED', 100442, -138400, 'Fun Day expenses', 'Bourda Wholesale'],
  ['2026-02-18', 'CHQ 100443 PRESENTED', 100443, -96250, 'Fun Day expenses', 'Atlantic Beverages Ltd'],
  ['2026-02-19', 'CHQ 100444 PRESENTED', 100444, -42000, 'Fun Day expenses', 'Game prizes'],
  ['2026-02-20', 'CHQ 100445 PRESENTED', 100445, -30000, 'Fun Day expenses', 'Eagle Eye Security'],
  ['2026-02-23', 'CASH DEPOSIT - CAMP ST BR - FUN DAY GATE/FOOD/BAR/RAFFLE', 0, 'gateDeposit', 'Fun Day'],
  ['2026-02-24', 'CASH DEPOSIT - CAMP ST BR - COLLECTION BOXES', 0, 4600, 'Public donations'],
  ['2026-02-27', 'MMG TRANSFER IN - LIONS SEAWALL MERCHANT', 0, 'mmg', 'mmg'],
  ['2026-02-27', 'SERVICE CHARGE', 0, -650, 'Bank & MMG charges'],
  ['2026-03-04', 'ACH CREDIT - SEAWALL HARDWARE & LUMBER', 0, 250000, 'Corporate donations & sponsorship'],
  ['2026-03-09', 'CASH DEPOSIT - CAMP ST BR - COLLECTION BOXES', 0, 7900, 'Public donations'],
  ['2026-03-12', 'CHQ 100446 PRESENTED', 100446, 'invoice', 'Sight programme', 'Vision Plus Optical'],
  ['2026-03-16', 'CHQ 100447 PRESENTED', 100447, -18600, 'Sight programme', 'Mahaica eye camp refreshments'],
  ['2026-03-20', 'CHQ 100448 PRESENTED', 100448, -22000, 'Diabetes screening', 'MedPlus Pharmacy'],
  ['2026-03-31', 'SERVICE CHARGE', 0, -650, 'Bank & MMG charges'],
];

// Vision Plus Optical invoice (photo), paid by cheque 100446
const INVOICE = {
  number: 'VPO-2026-0317', date: '2026-03-10', vatReg: 'VAT 10084521', discountPct: 10, vatPct: 14,
  items: [
    ['Eye examination - screening day (optometrist, 1 day)', 1, 30000, 'S'],
    ['Single vision lenses (pair)', 45, 3200, 'Z'],
    ['Reading glasses, ready-made', 60, 1100, 'Z'],
    ['Frames - economy range', 45, 2600, 'S'],
    ['Spectacle cases & cleaning cloths', 105, 250, 'S'],
  ],
};

const MINUTES = {
  date: '2026-04-14', venue: 'Seawall Banquet Hall, Kingston, Georgetown',
  glucoQty: 20,
  quotes: [['MedPlus Pharmacy', 8900, '2 weeks'], ['Caribbean Medical Supplies', 8250, '1 week'], ['Sun Pharmacy', 9400, 'in stock']],
  chosen: 'Caribbean Medical Supplies',
  newDues: 17500,
  hospitalDonation: 200000,
  nextMeeting: '2026-05-12', installation: '2026-06-27',
  mover: 'Dr. Anita Singh', seconder: 'Shondel Williams',
};

// ====================================================================== TSHOLOFELO (Botswana)
const CONTRIB = 150;
const FIRST = ['Kagiso', 'Boitumelo', 'Tebogo', 'Neo', 'Lesego', 'Onalenna', 'Kefilwe', 'Mpho', 'Thato', 'Keabetswe', 'Gaone', 'Tshepo', 'Masego', 'Oratile', 'Lorato', 'Kabelo', 'Dineo', 'Goitseone', 'Olebogeng', 'Refilwe', 'Kelebogile', 'Mothusi', 'Tumelo', 'Bontle', 'Kitso', 'Phenyo', 'Amogelang', 'Botho', 'Naledi', 'Tirelo', 'Ofentse'];
const LAST = ['Molefe', 'Kgosi', 'Mogapi', 'Tau', 'Sebina', 'Moeng', 'Ramotswa', 'Ditshwanelo', 'Gaolathe', 'Mokoena', 'Pilane', 'Motsumi', 'Mothibi', 'Kebonang', 'Sechele', 'Masire', 'Modise', 'Otsile', 'Baitshepi', 'Segokgo', 'Letsholo', 'Mmusi', 'Tshekedi', 'Moloi', 'Setlhare', 'Keakopa', 'Ntshole', 'Mooketsi', 'Rapelana', 'Dintwa', 'Seretse', 'Kgari'];
const WARDS = ['Block 8', 'Tlokweng', 'Phase 2', 'Mogoditshane', 'Broadhurst', 'Block 6'];
const NAME_OVERRIDE = { 21: 'Kagiso Seretse', 53: 'Tshepo Mmusi', 12: 'Lorato Kebonang', 33: 'Mpho Dintwa', 7: 'Onalenna Tau', 45: 'Gaone Letsholo', 38: 'Refilwe Masire', 50: 'Dineo Sechele', 3: 'Neo Mogapi', 47: 'Kitso Modise' };
const JOINED_2025 = { 59: '2025-03-12', 60: '2025-05-10', 61: '2025-08-16', 62: '2025-10-11' };
const EXIT = { 21: { month: 6, why: 'DECEASED 11/06/2025' }, 47: { month: 8, why: 'RESIGNED 31/08/2025' } };
const UNPAID = { 5: [11, 12], 14: [10, 11, 12], 29: [12], 40: [7, 12], 53: [9, 10, 11, 12], 58: [12] };
const ADVANCE = { 2: 2, 9: 1, 10: 6, 31: 1, 44: 3, 57: 6 }; // months of 2026 paid in advance
const JOINING_FEE = 250;

const CLAIMS = [
  { reported: '2025-01-19', member: 12, deceased: 'Mma Keitumetse Kebonang', rel: 'Parent', died: '2025-01-18', paid: '2025-01-21', groceries: 1486.35, groceriesDate: '2025-01-20' },
  { reported: '2025-03-03', member: 33, deceased: 'Masego Dintwa (age 9)', rel: 'Child', died: '2025-03-02', paid: '2025-03-04', groceries: 1512.80, groceriesDate: '2025-03-05' },
  { reported: '2025-04-24', member: 7, deceased: 'Rra Mothusi Tau', rel: 'Parent', died: '2025-04-24', paid: '2025-04-26', groceries: 1455.20, groceriesDate: '2025-04-25' },
  { reported: '2025-06-11', member: 21, deceased: 'Kagiso Seretse (member)', rel: 'Member', died: '2025-06-11', paid: '2025-06-13', groceries: 1598.60, groceriesDate: '2025-06-12' },
  { reported: '2025-08-31', member: 45, deceased: 'Rra Kabelo Letsholo', rel: 'Spouse', died: '2025-08-30', paid: '2025-09-02', groceries: 1540.10, groceriesDate: '2025-09-01' },
  { reported: '2025-09-20', member: 38, deceased: 'Mma Bontle Masire', rel: 'Parent', died: '2025-09-19', paid: '2025-09-23', groceries: 1476.90, groceriesDate: '2025-09-22' },
  { reported: '2025-11-12', member: 50, deceased: 'Mma Naledi Sechele', rel: 'Parent', died: '2025-11-12', paid: '2025-11-14', groceries: 'slip', groceriesDate: '2025-11-14' },
  { reported: '2025-12-29', member: 3, deceased: 'Tirelo Mogapi (age 4)', rel: 'Child', died: '2025-12-28', paid: '2026-01-05', groceries: 1502.45, groceriesDate: '2025-12-30' },
];
const BENEFIT = { Member: 12000, Spouse: 10000, Child: 6000, Parent: 5000 };

const TENT = [
  ['2025-02-08', 'Mma Keabetswe Molefe', 'Wedding', 'Tent + 100 chairs', 1, 1100, 'TH/25/01'],
  ['2025-02-22', 'Rra T. Sebina', '60th birthday', 'Tent only', 1, 600, 'TH/25/02'],
  ['2025-03-15', 'Tlokweng Youth Football Club', 'Tournament', 'Tent + 50 chairs', 1, 850, 'TH/25/03'],
  ['2025-04-05', 'Mma G. Kgosi', 'Wedding', 'Tent + 100 chairs', 2, 1400, 'TH/25/04'],
  ['2025-04-26', 'Glory Assembly Church', 'Crusade', 'Tent + 100 chairs', 1, 1100, 'TH/25/05'],
  ['2025-05-17', 'Rra B. Tau', 'Funeral (non-member)', 'Tent + 100 chairs', 1, 1100, 'TH/25/06'],
  ['2025-06-14', 'Mma P. Ditshwanelo', 'Tombstone unveiling', 'Tent + 50 chairs', 1, 850, 'TH/25/07'],
  ['2025-07-19', 'Kgale Primary School PTA', 'Prize giving', 'Tent only', 1, 600, 'TH/25/08'],
  ['2025-08-09', 'Rra O. Moeng', 'Wedding', 'Tent + 100 chairs', 1, 1100, 'TH/25/09'],
  ['2025-08-30', 'Mma L. Ramotswa', 'Wedding', 'Tent + 100 chairs', 2, 1400, 'TH/25/10'],
  ['2025-09-27', "Botho Women's Club", 'Fundraising', 'Tent + 50 chairs', 1, 850, 'TH/25/11'],
  ['2025-09-30', 'Ward 4 Committee, Tlokweng', 'Independence Day celebration', 'Tent + 100 chairs', 1, 1100, 'TH/25/12'],
  ['2025-10-25', 'Rra K. Gaolathe', 'Funeral (non-member)', 'Tent + 100 chairs', 1, 1100, 'TH/25/13'],
  ['2025-11-22', 'Mma S. Mokoena', 'Wedding', 'Tent + 100 chairs', 1, 1100, 'TH/25/14'],
  ['2025-12-20', 'Rra T. Pilane', 'Family reunion', 'Tent + 50 chairs', 1, 850, 'TH/25/15'],
  ['2025-12-27', 'Mma R. Motsumi', 'Wedding', 'Tent + 100 chairs', 1, 1100, 'TH/25/16'],
];

// Manager.io profit and loss accounts by quarter (fixed ones; the rest come from the registers)
const PL_FIXED = {
  'Interest - Absa fixed deposit': [0, 0, 0, 6300],
  'Interest - Absa current account': [38.12, 41.50, 44.75, 40.20],
  'Tent transport & maintenance': [640, 1180, 720, 1035],
  'Stationery & printing': [385.50, 0, 142, 96.75],
  'Secretary airtime & data': [300, 300, 300, 300],
  'AGM expenses': [2450, 0, 0, 0],
  'Independent review fee': [0, 0, 0, 3000],
  'Bank charges - Absa': [96, 102.50, 98, 110.25],
  'Orange Money charges': [28, 35, 31.50, 'om'],
  'Depreciation - tents & chairs': [0, 0, 0, 4150],
};
const PL_2024 = {
  "Members' contributions": 102600, 'Joining fees': 500, 'Tent & chair hire': 13250, 'Interest - Absa fixed deposit': 5700, 'Interest - Absa current account': 151.30,
  'Benefit - member': 12000, 'Benefit - spouse': 0, 'Benefit - child': 12000, 'Benefit - parent': 15000,
  'Funeral groceries': 7280.40, 'Tent transport & maintenance': 2960, 'Stationery & printing': 512.30, 'Secretary airtime & data': 1200, 'AGM expenses': 2180, 'Independent review fee': 2800, 'Bank charges - Absa': 388.75, 'Orange Money charges': 96.50, 'Depreciation - tents & chairs': 4150,
};
const BS = {
  y2024: { absa: 38412.65, om: 1206.40, cash: 250, fd: 120000, faCost: 41500, faDep: 12450, advance: 1950, payable: 0, accrued: 2800 },
  y2025: { cash: 180, fd: 126300, faCost: 41500, faDep: 16600, advance: 'register', payable: 6000, accrued: 3000 },
};
const BUDGET_GROUPS = ['Contributions', 'Joining fees', 'Tent & chair hire', 'Interest', 'Funeral benefits', 'Funeral groceries', 'Administration', 'Tent transport & maintenance', 'Depreciation'];
const BUDGET_2025 = [106200, 1000, 14000, 6200, 45000, 9000, 8000, 3000, 4150];
const BUDGET_2026 = [118800, 1000, 16000, 6450, 50000, 12000, 8500, 3500, 4150];

// Orange Money, 1 October – 31 December 2025: [date, time, type, party, reference, debit, credit, fee]
const OM_OPEN = 1842.60;
const OM = [
  ['2025-10-01', '07:52', 'Money Received', 2, 'T002 oct', 0, 150, 0],
  ['2025-10-01', '12:10', 'Money Received', 25, 'october contr', 0, 150, 0],
  ['2025-10-02', '18:44', 'Money Received', 7, 'T007 Oct', 0, 150, 0],
  ['2025-10-03', '09:15', 'Money Received', 9, 'burial oct nov', 0, 300, 0],
  ['2025-10-04', '16:20', 'Money Received', 11, 'T011', 0, 150, 0],
  ['2025-10-06', '08:05', 'Airtime Purchase', 'Orange Botswana', 'Secretary airtime Oct', 100, 0, 0],
  ['2025-10-06', '19:31', 'Money Received', 15, 'contribution', 0, 150, 0],
  ['2025-10-08', '13:02', 'Money Received', 16, 'T016 oct-dec', 0, 450, 0],
  ['2025-10-10', '10:47', 'Money Received', 18, 'oct', 0, 150, 0],
  ['2025-10-11', '11:30', 'Money Received', 62, 'joining fee + oct', 0, 400, 0],
  ['2025-10-13', '17:12', 'Money Received', 20, 'T020 Oct', 0, 150, 0],
  ['2025-10-15', '09:40', 'Transfer to Bank', 'Absa Bank Botswana ****7720', 'TSHOLOFELO SWEEP', 1500, 0, 5],
  ['2025-10-18', '14:25', 'Money Received', 22, 'T022 oct', 0, 150, 0],
  ['2025-10-20', '20:03', 'Money Received', 5, 'Oct contribution', 0, 150, 0],
  ['2025-10-24', '07:18', 'Money Received', 17, 'T017 okt', 0, 150, 0],
  ['2025-10-27', '15:55', 'Money Received', 26, 'oct nov dec', 0, 450, 0],
  ['2025-10-31', '10:12', 'Transfer to Bank', 'Absa Bank Botswana ****7720', 'TSHOLOFELO SWEEP', 1800, 0, 5],
  ['2025-11-01', '08:33', 'Money Received', 2, 'T002 nov', 0, 150, 0],
  ['2025-11-02', '12:48', 'Money Received', 25, 'november', 0, 150, 0],
  ['2025-11-03', '19:05', 'Money Received', 7, 'T007 Nov', 0, 150, 0],
  ['2025-11-05', '08:02', 'Airtime Purchase', 'Orange Botswana', 'Secretary airtime Nov', 100, 0, 0],
  ['2025-11-05', '17:40', 'Money Received', 11, 'T011 nov', 0, 150, 0],
  ['2025-11-07', '10:26', 'Money Received', 15, 'contribution nov', 0, 150, 0],
  ['2025-11-09', '14:14', 'Money Received', 9, 'dec + jan', 0, 300, 0],
  ['2025-11-10', '09:58', 'Money Received', 18, 'nov', 0, 150, 0],
  ['2025-11-13', '16:37', 'Money Received', 20, 'T020 Nov', 0, 150, 0],
  ['2025-11-14', '11:21', 'Merchant Payment', 'Mokgosi Wholesalers', 'Groceries - Sechele funeral', 'slip', 0, 0],
  ['2025-11-18', '09:05', 'Transfer to Bank', 'Absa Bank Botswana ****7720', 'TSHOLOFELO SWEEP', 1000, 0, 5],
  ['2025-11-19', '18:50', 'Money Received', 22, 'T022', 0, 150, 0],
  ['2025-11-21', '07:44', 'Money Received', 62, 'Nov contribution', 0, 150, 0],
  ['2025-11-24', '13:36', 'Money Received', 17, 'T017 nov', 0, 150, 0],
  ['2025-11-26', '20:15', 'Money Received', 31, 'nov + dec + jan 26', 0, 450, 0],
  ['2025-11-28', '15:02', 'Cash Out', 'Agent 71123 Tlokweng', 'tent transport', 300, 0, 6.50],
  ['2025-12-01', '08:10', 'Money Received', 25, 'december', 0, 150, 0],
  ['2025-12-01', '21:27', 'Money Received', 11, 'T011 dec', 0, 150, 0],
  ['2025-12-03', '12:09', 'Money Received', 2, 'T002 Dec + Jan Feb 2026', 0, 450, 0],
  ['2025-12-05', '08:01', 'Airtime Purchase', 'Orange Botswana', 'Secretary airtime Dec', 100, 0, 0],
  ['2025-12-06', '10:44', 'Money Received', 7, 'T007 dec', 0, 150, 0],
  ['2025-12-08', '19:19', 'Money Received', 15, 'dec ', 0, 150, 0],
  ['2025-12-10', '11:52', 'Money Received', 18, 'dec', 0, 150, 0],
  ['2025-12-12', '09:30', 'Transfer to Bank', 'Absa Bank Botswana ****7720', 'TSHOLOFELO SWEEP', 1500, 0, 5],
  ['2025-12-15', '16:48', 'Money Received', 20, 'T020 Dec', 0, 150, 0],
  ['2025-12-16', '14:03', 'Money Received', 10, 'jan-jun 2026 advance', 0, 900, 0],
  ['2025-12-19', '07:39', 'Money Received', 22, 'T022 dec', 0, 150, 0],
  ['2025-12-22', '10:20', 'Transfer to Bank', 'Absa Bank Botswana ****7720', 'TSHOLOFELO SWEEP', 1200, 0, 5],
  ['2025-12-23', '18:26', 'Money Received', 62, 'Dec contribution', 0, 150, 0],
  ['2025-12-29', '13:11', 'Money Received', 17, 'T017 dec', 0, 150, 0],
];

// Mokgosi Wholesalers till slip (photo), 14/11/2025, paid by Orange Money
const SLIP = {
  date: '2025-11-14', time: '11:19', number: 'INV 0048213', till: 'Till 03', cashier: 'Cashier: ONALENNA',
  vatNo: 'P03312409118', vatPct: 14,
  items: [
    ['MAIZE MEAL 12.5KG', 2, 89.95, 'Z'],
    ['SAMP 10KG', 1, 74.50, 'Z'],
    ['SUGAR WHITE 10KG', 1, 112.99, 'S'],
    ['COOKING OIL 5LT', 2, 109.95, 'S'],
    ['RICE LONG GRAIN 10KG', 1, 129.99, 'S'],
    ['TEA BAGS 100S', 2, 38.50, 'S'],
    ['SALT 1KG', 1, 8.99, 'Z'],
    ['CABBAGE EACH', 6, 14.99, 'Z'],
    ['POTATOES 10KG', 2, 64.99, 'Z'],
    ['CHICKEN PORTIONS 10KG', 1, 349.00, 'S'],
    ['SOFT DRINK 2LT', 12, 18.50, 'S'],
  ],
};

const TREASURER = {
  agm: '2026-03-28', venue: 'Tlokweng Kgotla hall', treasurer: 'Mma Onalenna Tau', chair: 'Rra Tebogo Mothibi', secretary: 'Mma Dineo Motsumi',
  reviewer: 'Mr Kagelo Rantsho', reviewerFirm: 'Rantsho & Associates', fdRate: 5.0, fdRateOld: 5.25, newContribution: 180, newFrom: '2026-07-01',
  members2024Start: 58,
};

export const RAW = {
  seawall: { MEMBERS, ADMIN_RECEIPTS_FIXED, DINNER_ATTEND, LCI, ADMIN_PAYMENTS_FIXED, ADMIN_BUDGET, ACT_R_JULDEC, ACT_P_JULDEC, ACT_BUDGET, FUNDAY, MMG_TICKETS, MMG_NAMES, MMG_REFS, MMG_DAYS, BANK, INVOICE, MINUTES, ADMIN_BF: 212480, ACT_BF: 486920, DUES_HALF },
  tsholofelo: { CONTRIB, JOINING_FEE, WARDS, CLAIMS, BENEFIT, TENT, PL_FIXED, PL_2024, BS, BUDGET_GROUPS, BUDGET_2025, BUDGET_2026, OM_OPEN, OM, SLIP, TREASURER },
};

// ====================================================================== derived view
function seawallView() {
  const S = RAW.seawall;
  // --- MMG merchant statement (February 2026), oldest first
  const mmg = [];
  let bal = 0;
  const failedAt = { 9: { amount: 3000, who: 'T. Ramsammy', ref: 'funday 2 adults' }, 25: { amount: 1500, who: 'B. Hinds', ref: 'fun day' } };
  const donations = { 17: { amount: 5000, who: 'Mrs. E. Chung', ref: 'donation lions' }, 33: { amount: 5000, who: 'Dr. R. Sukhai', ref: 'donation sight programme' } };
  let id = 8810452;
  const time = (i) => `${String(7 + ((i * 5) % 14)).padStart(2, '0')}:${String((i * 17) % 60).padStart(2, '0')}`;
  MMG_TICKETS.forEach(([a, c], i) => {
    if (failedAt[i]) {
      const f = failedAt[i];
      mmg.push({ date: `2026-02-${String(MMG_DAYS[i]).padStart(2, '0')}`, time: time(i + 40), id: `MP${id++}`, type: 'Merchant Payment', who: f.who, ref: f.ref, amount: f.amount, fee: 0, balance: bal, status: 'Failed', kind: 'failed' });
    }
    const amount = a * 1500 + c * 500;
    const fee = Math.round(amount * 0.01);
    bal += amount - fee;
    mmg.push({ date: `2026-02-${String(MMG_DAYS[i]).padStart(2, '0')}`, time: time(i), id: `MP${id++}`, type: 'Merchant Payment', who: MMG_NAMES[i], ref: MMG_REFS[i], amount, fee, balance: bal, status: 'Successful', kind: 'ticket', adults: a, children: c });
    if (donations[i]) {
      const d = donations[i];
      const dfee = Math.round(d.amount * 0.01);
      bal += d.amount - dfee;
      mmg.push({ date: `2026-02-${String(MMG_DAYS[i]).padStart(2, '0')}`, time: time(i + 20), id: `MP${id++}`, type: 'Merchant Payment', who: d.who, ref: d.ref, amount: d.amount, fee: dfee, balance: bal, status: 'Successful', kind: 'donation' });
    }
  });
  const transferFee = 200;
  const transfer = bal - transferFee;
  bal = 0;
  // times run forward within each day
  const perDay = {};
  mmg.forEach((r, i) => { const k = (perDay[r.date] = (perDay[r.date] ?? -1) + 1); r.time = `${String(8 + k * 3 + (i % 3)).padStart(2, '0')}:${String((i * 23 + 7) % 60).padStart(2, '0')}`; r.phone = `592-6**-**${String(10 + ((i * 37 + 11) % 90)).padStart(2, '0')}`; });
  mmg.push({ date: '2026-02-27', time: '10:05', id: `TB${id++}`, type: 'Transfer to Bank', who: 'Republic Bank (Guyana) ****4417', ref: 'SETTLEMENT FEB', amount: -transfer, fee: transferFee, balance: 0, status: 'Successful', kind: 'transfer' });
  const ok = mmg.filter((r) => r.status === 'Successful');
  const mmgTickets = ok.filter((r) => r.kind === 'ticket');
  const mmgTicketGross = sum(mmgTickets.map((r) => r.amount));
  const mmgTicketFees = sum(mmgTickets.map((r) => r.fee));
  const mmgDonations = ok.filter((r) => r.kind === 'donation');
  const mmgFees = sum(ok.map((r) => r.fee));

  // --- Fun Day
  const F = S.FUNDAY;
  const income = [
    ['presoldAdult', F.presold.adult * F.presold.pa], ['presoldChild', F.presold.child * F.presold.pc],
    ['gateAdult', F.gate.adult * F.gate.pa], ['gateChild', F.gate.child * F.gate.pc],
    ['mmg', mmgTicketGross], ['food', F.food], ['bar', F.bar], ['raffle', F.raffle], ['sponsor', F.sponsor],
  ];
  const fdIncome = Object.fromEntries(income);
  const fdTotalIncome = sum(income.map((x) => x[1]));
  const mmgCharges = mmgTicketFees + transferFee;
  const fdCosts = [...F.costs.map(([l, v]) => [l, v]), ['MMG merchant charges', mmgCharges]];
  const fdTotalCosts = sum(fdCosts.map((x) => x[1]));
  const fdNet = fdTotalIncome - fdTotalCosts;
  const gateDeposit = fdIncome.gateAdult + fdIncome.gateChild + F.food + F.bar + F.raffle;
  const mmgAdults = sum(mmgTickets.map((r) => r.adults)), mmgChildren = sum(mmgTickets.map((r) => r.children));

  // --- invoice
  const I = S.INVOICE;
  const items = I.items.map(([desc, qty, price, code]) => ({ desc, qty, price, code, amount: qty * price }));
  const invSub = sum(items.map((x) => x.amount));
  const invDisc = Math.round(invSub * I.discountPct / 100);
  const invAfter = invSub - invDisc;
  const stdAfter = sum(items.filter((x) => x.code === 'S').map((x) => x.amount)) * (1 - I.discountPct / 100);
  const zeroAfter = sum(items.filter((x) => x.code === 'Z').map((x) => x.amount)) * (1 - I.discountPct / 100);
  const invVat = Math.round(stdAfter * I.vatPct / 100);
  const invTotal = invAfter + invVat;
  const invoice = { ...I, items, sub: invSub, disc: invDisc, after: invAfter, stdAfter, zeroAfter, vat: invVat, total: invTotal };

  // --- bank (Jan–Mar 2026), oldest first for computing
  const bank = BANK.map(([date, desc, chq, amt, cat, payee]) => {
    let amount = amt;
    if (amt === 'gateDeposit') amount = gateDeposit;
    if (amt === 'mmg') amount = transfer;
    if (amt === 'invoice') amount = -invTotal;
    return { date, desc, chq, amount, cat, payee };
  });

  // --- admin fund (9 months)
  const dues = Array(9).fill(0);
  for (const m of S.MEMBERS) {
    dues[idxOf(m.paid1)] += DUES_HALF;
    if (m.paid2 && m.paid2 !== 'dropped') dues[idxOf(m.paid2)] += DUES_HALF;
  }
  const adminR = { "Members' dues": dues, ...S.ADMIN_RECEIPTS_FIXED };
  const lci = Array(9).fill(0);
  for (const l of S.LCI) lci[l.month] = Math.round(l.usd * l.rate);
  const adminP = { 'LCI international dues': lci, ...S.ADMIN_PAYMENTS_FIXED };

  // --- activity fund: Jul–Dec fixed, Jan–Mar from the bank and MMG
  const actR = {}, actP = {};
  for (const [k, v] of Object.entries(S.ACT_R_JULDEC)) actR[k] = [...v, 0, 0, 0];
  for (const [k, v] of Object.entries(S.ACT_P_JULDEC)) actP[k] = [...v, 0, 0, 0];
  for (const t of bank) {
    const mi = idxOf(t.date);
    if (t.cat === 'mmg') {
      // the workbook records the MMG takings gross and the charges under Bank & MMG charges
      actR['Fun Day'][mi] += mmgTicketGross;
      actR['Public donations'][mi] += sum(mmgDonations.map((r) => r.amount));
      actP['Bank & MMG charges'][mi] += mmgFees;
    } else if (t.amount > 0) actR[t.cat][mi] += t.amount;
    else actP[t.cat][mi] += -t.amount;
  }
  const fund = (R, P, bf) => {
    const tr = Array(9).fill(0).map((_, i) => sum(Object.values(R).map((a) => a[i])));
    const tp = Array(9).fill(0).map((_, i) => sum(Object.values(P).map((a) => a[i])));
    const net = tr.map((x, i) => x - tp[i]);
    const bfs = [], cfs = [];
    let b = bf;
    for (let i = 0; i < 9; i++) { bfs.push(b); b += net[i]; cfs.push(b); }
    return { R, P, tr, tp, net, bf: bfs, cf: cfs };
  };
  const admin = fund(adminR, adminP, S.ADMIN_BF);
  const activity = fund(actR, actP, S.ACT_BF);
  // the bank's opening balance on 1 January is the activity fund's balance at 31 December
  const bankOpen = activity.cf[5];
  let b = bankOpen;
  for (const t of bank) { b += t.amount; t.balance = b; }
  if (Math.abs(b - activity.cf[8]) > 0.001) throw new Error('activity fund does not reconcile to the bank');

  const members = S.MEMBERS.map((m) => ({ ...m, owing: m.paid2 === null ? DUES_HALF : 0 }));
  return { admin, activity, adminBudget: S.ADMIN_BUDGET, actBudget: S.ACT_BUDGET, members, mmg, mmgTicketGross, mmgTicketFees, mmgFees, transfer, transferFee, mmgAdults, mmgChildren, mmgTickets, fd: { income: fdIncome, totalIncome: fdTotalIncome, costs: fdCosts, totalCosts: fdTotalCosts, net: fdNet, mmgCharges }, gateDeposit, invoice, bank, bankOpen, bankClose: b, minutes: S.MINUTES, lci: S.LCI };
}

function tsholofeloView() {
  const T = RAW.tsholofelo;
  // --- members register
  const members = [];
  for (let n = 1; n <= 62; n++) {
    const name = NAME_OVERRIDE[n] || `${FIRST[(n * 5 + 3) % FIRST.length]} ${LAST[(n * 7 + 2) % LAST.length]}`;
    const joined = JOINED_2025[n] || `${2012 + (n % 12)}-${String(1 + ((n * 5) % 12)).padStart(2, '0')}-${String(1 + ((n * 11) % 27)).padStart(2, '0')}`;
    const startM = JOINED_2025[n] ? Number(joined.slice(5, 7)) : 1;
    const endM = EXIT[n] ? EXIT[n].month : 12;
    const months = Array(12).fill(null).map((_, i) => {
      const m = i + 1;
      if (m < startM) return 'pre';
      if (m > endM) return 'exit';
      if ((UNPAID[n] || []).includes(m)) return 0;
      return CONTRIB;
    });
    const paid = sum(months.filter((x) => typeof x === 'number'));
    const due = (endM - startM + 1) * CONTRIB;
    members.push({ no: n, code: `T${String(n).padStart(3, '0')}`, name, ward: WARDS[(n * 3) % WARDS.length], joined, startM, endM, months, paid, due, arrears: due - paid, advance: (ADVANCE[n] || 0) * CONTRIB, exit: EXIT[n]?.why || '', joiningFee: JOINED_2025[n] ? T.JOINING_FEE : 0 });
  }
  const names = new Set(members.map((m) => m.name));
  if (names.size !== members.length) throw new Error('duplicate member names');
  const contribQ = [0, 1, 2, 3].map((q) => sum(members.map((m) => sum(m.months.slice(q * 3, q * 3 + 3).filter((x) => typeof x === 'number')))));
  const joinQ = [0, 0, 0, 0];
  for (const m of members) if (m.joiningFee) joinQ[Math.floor((m.startM - 1) / 3)] += m.joiningFee;
  const qOf = (iso) => Math.floor((Number(iso.slice(5, 7)) - 1) / 3);
  const tentQ = [0, 0, 0, 0];
  for (const t of T.TENT) tentQ[qOf(t[0])] += t[5];

  // --- slip
  const S = T.SLIP;
  const items = S.items.map(([desc, qty, price, code]) => ({ desc, qty, price, code, amount: r2(qty * price) }));
  const slipTotal = r2(sum(items.map((x) => x.amount)));
  const vatable = r2(sum(items.filter((x) => x.code === 'S').map((x) => x.amount)));
  const zero = r2(sum(items.filter((x) => x.code === 'Z').map((x) => x.amount)));
  const slipVat = r2(vatable * S.vatPct / (100 + S.vatPct));
  const slip = { ...S, items, total: slipTotal, vatable, zero, vat: slipVat, exVat: r2(vatable - slipVat) };

  // --- claims
  const claims = T.CLAIMS.map((c) => ({ ...c, groceries: c.groceries === 'slip' ? slipTotal : c.groceries, benefit: T.BENEFIT[c.rel], memberCode: `T${String(c.member).padStart(3, '0')}`, memberName: members[c.member - 1].name }));
  const benQ = { Member: [0, 0, 0, 0], Spouse: [0, 0, 0, 0], Child: [0, 0, 0, 0], Parent: [0, 0, 0, 0] };
  const grocQ = [0, 0, 0, 0];
  for (const c of claims) {
    if (c.paid.startsWith('2025')) benQ[c.rel][qOf(c.paid)] += c.benefit;
    grocQ[qOf(c.groceriesDate)] = r2(grocQ[qOf(c.groceriesDate)] + c.groceries);
  }

  // --- Orange Money
  let bal = T.OM_OPEN;
  const om = T.OM.map(([date, time, type, party, ref, debit, credit, fee], i) => {
    const d = debit === 'slip' ? slipTotal : debit;
    if (typeof party === 'number') party = members[party - 1].name;
    bal = r2(bal - d - fee + credit);
    return { date, time, type, party, ref, debit: d, credit, fee, balance: bal, id: `OMB${(25100000 + i * 7919).toString()}` };
  });
  om.forEach((r) => { if (r.balance < 0) throw new Error('Orange Money overdrawn'); });
  const omClose = bal;
  const omFees = r2(sum(om.map((r) => r.fee)));

  // --- profit and loss
  const fixed = {};
  for (const [k, v] of Object.entries(T.PL_FIXED)) fixed[k] = v.map((x) => (x === 'om' ? omFees : x));
  const income = [
    ["Members' contributions", contribQ], ['Joining fees', joinQ], ['Tent & chair hire', tentQ],
    ['Interest - Absa fixed deposit', fixed['Interest - Absa fixed deposit']], ['Interest - Absa current account', fixed['Interest - Absa current account']],
  ];
  const benefits = [['Benefit - member', benQ.Member], ['Benefit - spouse', benQ.Spouse], ['Benefit - child', benQ.Child], ['Benefit - parent', benQ.Parent]];
  const otherExp = [['Funeral groceries', grocQ], ...['Tent transport & maintenance', 'Stationery & printing', 'Secretary airtime & data', 'AGM expenses', 'Independent review fee', 'Bank charges - Absa', 'Orange Money charges', 'Depreciation - tents & chairs'].map((k) => [k, fixed[k]])];
  const yr = (q) => r2(sum(q));
  const addQ = (rows) => [0, 1, 2, 3].map((i) => r2(sum(rows.map(([, q]) => q[i]))));
  const incQ = addQ(income), benTotQ = addQ(benefits), expQ = addQ([...benefits, ...otherExp]);
  const netQ = incQ.map((x, i) => r2(x - expQ[i]));
  const line = {};
  for (const [k, q] of [...income, ...benefits, ...otherExp]) line[k] = { q, y: yr(q), y24: T.PL_2024[k] };
  const y24 = (rows) => r2(sum(rows.map(([k]) => T.PL_2024[k])));
  const pl = {
    income, benefits, otherExp, line,
    incQ, benTotQ, expQ, netQ,
    inc: yr(incQ), benTot: yr(benTotQ), exp: yr(expQ), net: yr(netQ),
    inc24: y24(income), benTot24: y24(benefits), exp24: y24([...benefits, ...otherExp]),
  };
  pl.net24 = r2(pl.inc24 - pl.exp24);

  // --- balance sheet
  const b4 = T.BS.y2024, b5 = T.BS.y2025;
  const advance = sum(members.map((m) => m.advance));
  const liab4 = r2(b4.advance + b4.payable + b4.accrued);
  const assets4 = r2(b4.absa + b4.om + b4.cash + b4.fd + b4.faCost - b4.faDep);
  const equity4 = r2(assets4 - liab4);
  const equity5 = r2(equity4 + pl.net);
  const liab5 = r2(advance + b5.payable + b5.accrued);
  const absa5 = r2(equity5 + liab5 - (omClose + b5.cash + b5.fd + b5.faCost - b5.faDep));
  const assets5 = r2(absa5 + omClose + b5.cash + b5.fd + b5.faCost - b5.faDep);
  const bs = {
    y2024: { ...b4, assets: assets4, liab: liab4, equity: equity4 },
    y2025: { ...b5, absa: absa5, om: omClose, advance, assets: assets5, liab: liab5, equity: equity5 },
  };

  // --- treasurer's report groups (Budget 2025, Actual 2025, Actual 2024, Budget 2026)
  const L = (k) => line[k];
  const grp = (ks, f) => r2(sum(ks.map((k) => f(L(k)))));
  const admin = ['Stationery & printing', 'Secretary airtime & data', 'AGM expenses', 'Independent review fee', 'Bank charges - Absa', 'Orange Money charges'];
  const groups = {
    Contributions: ["Members' contributions"], 'Joining fees': ['Joining fees'], 'Tent & chair hire': ['Tent & chair hire'],
    Interest: ['Interest - Absa fixed deposit', 'Interest - Absa current account'],
    'Funeral benefits': ['Benefit - member', 'Benefit - spouse', 'Benefit - child', 'Benefit - parent'], 'Funeral groceries': ['Funeral groceries'],
    Administration: admin, 'Tent transport & maintenance': ['Tent transport & maintenance'], Depreciation: ['Depreciation - tents & chairs'],
  };
  const report = T.BUDGET_GROUPS.map((g, i) => ({ group: g, b25: T.BUDGET_2025[i], a25: grp(groups[g], (l) => l.y), a24: grp(groups[g], (l) => l.y24), b26: T.BUDGET_2026[i], income: i < 4 }));
  const tot = (f, inc) => r2(sum(report.filter((r) => r.income === inc).map(f)));
  const totals = {};
  for (const k of ['b25', 'a25', 'a24', 'b26']) totals[k] = { inc: tot((r) => r[k], true), exp: tot((r) => r[k], false) };
  for (const k of Object.keys(totals)) totals[k].net = r2(totals[k].inc - totals[k].exp);
  if (Math.abs(totals.a25.net - pl.net) > 0.001 || Math.abs(totals.a24.net - pl.net24) > 0.001) throw new Error('report does not tie to P&L');

  const active = members.filter((m) => m.endM === 12);
  return { members, active, contribQ, joinQ, tentQ, claims, slip, om, omClose, omFees, pl, bs, report, totals, groups, tent: T.TENT, tr: T.TREASURER };
}

export function view() {
  return { seawall: seawallView(), tsholofelo: tsholofeloView() };
}

// ====================================================================== questions
// [kind, question, calc(V) -> number | {text:[...]} | 'notfound', {unit, wrong}]
const dateForms = (iso, withDay) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1];
  const out = [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${d}${d === 1 || d === 21 || d === 31 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th'} ${M} ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, `${d}/${m}/${y}`, iso, `${d} ${M.slice(0, 3)} ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, `${String(d).padStart(2, '0')}-${M.slice(0, 3)}-${y}`];
  if (withDay) out.push(`${withDay} ${d} ${M}`, `${withDay}, ${d} ${M}`, `${withDay}, ${M} ${d}`);
  return out;
};
const Q = (a, i, j) => sum(a.slice(i, j)); // months i..j-1 of a fund line (0 = Jul 2025)
const ytd = (a) => sum(a.slice(0, 9));

const SEAWALL = [
  // ---- workbook: admin fund
  ['lookup', "How much did we collect in members' dues in January 2026?", (V) => V.seawall.admin.R["Members' dues"][6], { unit: 'G$', wrong: 390000 }],
  ['total', 'What were total Admin Fund receipts for the first quarter of the Lions year (July to September 2025)?', (V) => Q(V.seawall.admin.tr, 0, 3), { unit: 'G$', wrong: (V) => Q(V.seawall.admin.tr, 0, 3) + V.seawall.admin.bf[0] }],
  ['lookup', 'What was the Admin Fund balance carried forward at the end of March 2026?', (V) => V.seawall.admin.cf[8], { unit: 'G$', wrong: (V) => V.seawall.admin.cf[7] }],
  ['lookup', 'how much did we pay LCI for international dues in feb', (V) => V.seawall.admin.P['LCI international dues'][7], { unit: 'G$', wrong: 623.5 }],
  ['ratio', 'What exchange rate did we get on the February LCI dues payment?', (V) => V.seawall.lci[2].rate, { unit: 'n', wrong: 623.5 }],
  ['variance', 'Are we over budget on LCI international dues so far this year? By how much?', (V) => ytd(V.seawall.admin.P['LCI international dues']) - V.seawall.adminBudget['LCI international dues'], { unit: 'G$', wrong: (V) => V.seawall.adminBudget['LCI international dues'] - V.seawall.admin.P['LCI international dues'][7] - V.seawall.admin.P['LCI international dues'][1] }],
  ['percent', 'What percentage of the annual budget for meeting venue & meals has been used by the end of March?', (V) => (ytd(V.seawall.admin.P['Meeting venue & meals']) / V.seawall.adminBudget['Meeting venue & meals']) * 100, { unit: '%', wrong: 62.5 }],
  ['average', 'avg dinner meeting contributions per month so far this lions year?', (V) => ytd(V.seawall.admin.R['Dinner meeting contributions']) / 9, { unit: 'G$', wrong: (V) => ytd(V.seawall.admin.R['Dinner meeting contributions']) / 12 }],
  ['percent', 'By what percentage did dinner meeting contributions change from Q1 (Jul–Sep) to Q2 (Oct–Dec)?', (V) => { const a = V.seawall.admin.R['Dinner meeting contributions']; return ((Q(a, 3, 6) - Q(a, 0, 3)) / Q(a, 0, 3)) * 100; }, { unit: '%', wrong: 4.8 }],
  ['difference', 'Did the Admin Fund run a surplus or a deficit in January to March 2026, and how big was it?', (V) => Q(V.seawall.admin.net, 6, 9), { unit: 'G$', wrong: (V) => Q(V.seawall.admin.tr, 6, 9) }],
  ['cover', 'At the average monthly rate we have spent Admin Fund money since July, how many months would the Admin Fund balance at 31 March cover?', (V) => V.seawall.admin.cf[8] / (ytd(V.seawall.admin.tp) / 9), { unit: 'x', wrong: (V) => V.seawall.admin.cf[8] / (ytd(V.seawall.admin.tp) / 12) }],
  ['extreme', 'which month had the highest meeting venue & meals bill?', (V) => { const a = V.seawall.admin.P['Meeting venue & meals']; const i = a.indexOf(Math.max(...a)); return { text: [['July', 'August', 'September', 'October', 'November', 'December', 'January', 'February', 'March'][i], LMONTHS[i]] }; }, { wrong: 'September' }],
  // ---- dues sheet
  ['count', "How many members still haven't paid their January–June 2026 dues?", (V) => V.seawall.members.filter((m) => m.paid2 === null).length, { unit: 'n', wrong: 4 }],
  ['total', 'total dues outstanding for jan-jun?', (V) => sum(V.seawall.members.map((m) => m.owing)), { unit: 'G$', wrong: 60000 }],
  ['text', 'Which member was dropped from the roll at the end of December?', (V) => ({ text: [V.seawall.members.find((m) => m.paid2 === 'dropped').name] }), { wrong: 'Kevin Jones' }],
  // ---- workbook: activity fund
  ['total', 'What were total Activity Fund payments for October to December 2025?', (V) => Q(V.seawall.activity.tp, 3, 6), { unit: 'G$', wrong: (V) => Q(V.seawall.activity.tr, 3, 6) }],
  ['lookup', 'What is the budget for the sight programme this year?', (V) => V.seawall.actBudget['Sight programme'], { unit: 'G$', wrong: 520855 }],
  ['variance', 'How much of the Sight programme budget is left after March?', (V) => V.seawall.actBudget['Sight programme'] - ytd(V.seawall.activity.P['Sight programme']), { unit: 'G$', wrong: (V) => V.seawall.actBudget['Sight programme'] - V.seawall.activity.P['Sight programme'][8] }],
  ['extreme', 'Which Activity Fund payment heading has cost the most so far this Lions year?', (V) => { const P = V.seawall.activity.P; const k = Object.keys(P).sort((a, b) => ytd(P[b]) - ytd(P[a]))[0]; return { text: [k, k.replace('programme', 'program')] }; }, { wrong: 'Fun Day expenses' }],
  ['difference', 'How much more did the Christmas raffle bring in than we spent on raffle prizes?', (V) => ytd(V.seawall.activity.R['Christmas raffle']) - ytd(V.seawall.activity.P['Raffle prizes']), { unit: 'G$', wrong: 46500 }],
  ['total', 'activity fund receipts year to date?', (V) => ytd(V.seawall.activity.tr), { unit: 'G$', wrong: (V) => ytd(V.seawall.activity.tr) + V.seawall.activity.bf[0] }],
  ['percent', 'What share of Activity Fund spending so far this year has gone on the sight programme?', (V) => (ytd(V.seawall.activity.P['Sight programme']) / ytd(V.seawall.activity.tp)) * 100, { unit: '%', wrong: 31.2 }],
  ['variance', 'How far over or under budget is Fun Day income so far this year?', (V) => ytd(V.seawall.activity.R['Fun Day']) - V.seawall.actBudget['Fun Day'], { unit: 'G$', wrong: (V) => V.seawall.fd.net - V.seawall.actBudget['Fun Day'] }],
  ['lookup', "We gave money for flood relief in January that wasn't budgeted — how much was it?", (V) => V.seawall.activity.P['Flood relief'][6], { unit: 'G$', wrong: 86800 }],
  ['variance', 'Christmas hampers: budget vs actual - by how much did we go over?', (V) => ytd(V.seawall.activity.P['Christmas hampers']) - V.seawall.actBudget['Christmas hampers'], { unit: 'G$', wrong: 8000 }],
  ['total', 'How much did corporate donors and sponsors give the Activity Fund from July to March?', (V) => ytd(V.seawall.activity.R['Corporate donations & sponsorship']), { unit: 'G$', wrong: 450000 }],
  // ---- Fun Day statement
  ['lookup', 'What were the net proceeds of the Mash Fun Day?', (V) => V.seawall.fd.net, { unit: 'G$', wrong: (V) => V.seawall.fd.totalIncome }],
  ['count', 'how many tickets were sold at the gate on fun day (adults + kids)?', (V) => RAW.seawall.FUNDAY.gate.adult + RAW.seawall.FUNDAY.gate.child, { unit: 'n', wrong: 212 }],
  ['percent', 'What share of the Fun Day income came from the bar?', (V) => (V.seawall.fd.income.bar / V.seawall.fd.totalIncome) * 100, { unit: '%', wrong: 18.5 }],
  ['ratio', 'For every dollar the Fun Day took in, how much went on costs?', (V) => V.seawall.fd.totalCosts / V.seawall.fd.totalIncome, { unit: 'x', wrong: (V) => V.seawall.fd.totalCosts / V.seawall.fd.net }],
  ['total', 'How much did the Fun Day tickets bring in altogether, pre-sold, gate and MMG?', (V) => { const i = V.seawall.fd.income; return i.presoldAdult + i.presoldChild + i.gateAdult + i.gateChild + i.mmg; }, { unit: 'G$', wrong: (V) => { const i = V.seawall.fd.income; return i.presoldAdult + i.presoldChild + i.gateAdult + i.gateChild; } }],
  // ---- MMG statement
  ['total', 'What did the Fun Day tickets paid through MMG come to before charges?', (V) => V.seawall.mmgTicketGross, { unit: 'G$', wrong: (V) => V.seawall.mmgTicketGross - V.seawall.mmgTicketFees }],
  ['count', 'how many MMG payments failed in feb', (V) => V.seawall.mmg.filter((r) => r.status === 'Failed').length, { unit: 'n', wrong: 0 }],
  ['lookup', 'How much was transferred from the MMG wallet to the bank in February?', (V) => V.seawall.transfer, { unit: 'G$', wrong: (V) => V.seawall.mmgTicketGross + 10000 }],
  ['total', 'total MMG fees for February including the transfer?', (V) => V.seawall.mmgFees, { unit: 'G$', wrong: (V) => V.seawall.mmgTicketFees }],
  // ---- bank statement
  ['lookup', 'What was the closing balance on the Republic Bank activity account at 31 March 2026?', (V) => V.seawall.bankClose, { unit: 'G$', wrong: (V) => V.seawall.bankOpen }],
  ['total', 'What were total deposits into the activity account in February?', (V) => sum(V.seawall.bank.filter((t) => t.date.startsWith('2026-02') && t.amount > 0).map((t) => t.amount)), { unit: 'G$', wrong: (V) => sum(V.seawall.bank.filter((t) => t.date.startsWith('2026-02') && t.amount < 0).map((t) => -t.amount)) }],
  ['count', 'How many cheques were presented on the activity account in February 2026?', (V) => V.seawall.bank.filter((t) => t.date.startsWith('2026-02') && t.chq).length, { unit: 'n', wrong: 7 }],
  ['extreme', 'biggest single payment out of the activity account jan to mar?', (V) => Math.max(...V.seawall.bank.map((t) => -t.amount)), { unit: 'G$', wrong: 138400 }],
  // ---- invoice photo
  ['receipt', 'What was the VAT on the Vision Plus Optical invoice?', (V) => V.seawall.invoice.vat, { unit: 'G$', wrong: (V) => Math.round(V.seawall.invoice.after * 0.14) }],
  ['receipt', 'How much discount did Vision Plus give us on the spectacles invoice?', (V) => V.seawall.invoice.disc, { unit: 'G$', wrong: 10 }],
  ['receipt', 'how many pairs of single vision lenses were on the optician invoice', (V) => V.seawall.invoice.items[1].qty, { unit: 'n', wrong: 60 }],
  // ---- minutes
  ['text', 'Which supplier did the board choose for the glucometers?', (V) => ({ text: [V.seawall.minutes.chosen] }), { wrong: 'MedPlus Pharmacy' }],
  ['percent', 'By what percentage are the half-yearly dues going up for 2026-27?', (V) => ((V.seawall.minutes.newDues - RAW.seawall.DUES_HALF) / RAW.seawall.DUES_HALF) * 100, { unit: '%', wrong: 14.29 }],
  ['date', 'When is the next board meeting?', (V) => ({ text: dateForms(V.seawall.minutes.nextMeeting, 'Tuesday') }), { wrong: '2026-06-27', date: true }],
  // ---- not in the documents
  ['notfound', "What did members' dues bring in during the 2024-25 Lions year?", () => 'notfound', { absent: 'the workbook covers FY2025-26 only; no prior-year figures' }],
  ['notfound', 'How much did the Fun Day food stall make at last year\'s (2025) Fun Day?', () => 'notfound', { absent: 'only the 2026 Fun Day statement is uploaded' }],
  ['notfound', 'How much came in through MMG in January 2026?', () => 'notfound', { absent: 'the MMG statement covers February 2026 only' }],
  ['notfound', 'What did the District convention registration cost per delegate?', () => 'notfound', { absent: 'only the total for convention & training is given' }],
  ['notfound', 'What is the 2026-27 budget for the sight programme?', () => 'notfound', { absent: 'the 2026-27 budget has not been set in the documents' }],
];

const TSH = [
  // ---- Manager P&L
  ['lookup', "How much did the society receive in members' contributions in 2025?", (V) => V.tsholofelo.pl.line["Members' contributions"].y, { unit: 'P', wrong: (V) => V.tsholofelo.pl.line["Members' contributions"].y24 }],
  ['lookup', 'contributions in Q3 2025?', (V) => V.tsholofelo.contribQ[2], { unit: 'P', wrong: (V) => V.tsholofelo.contribQ[1] }],
  ['percent', 'By what percentage did contributions grow from 2024 to 2025?', (V) => { const l = V.tsholofelo.pl.line["Members' contributions"]; return ((l.y - l.y24) / l.y24) * 100; }, { unit: '%', wrong: 3.2 }],
  ['total', 'What was the total paid out in funeral benefits during 2025?', (V) => V.tsholofelo.pl.benTot, { unit: 'P', wrong: (V) => sum(V.tsholofelo.claims.map((c) => c.benefit)) }],
  ['lookup', 'how much did we pay for parents funerals last year', (V) => V.tsholofelo.pl.line['Benefit - parent'].y, { unit: 'P', wrong: 15000 }],
  ['lookup', 'What was the net surplus for 2025?', (V) => V.tsholofelo.pl.net, { unit: 'P', wrong: (V) => V.tsholofelo.pl.net24 }],
  ['lookup', 'What was the surplus or deficit for April to June 2025?', (V) => V.tsholofelo.pl.netQ[1], { unit: 'P', wrong: (V) => V.tsholofelo.pl.incQ[1] }],
  ['extreme', 'Which quarter of 2025 had the biggest surplus?', (V) => { const n = V.tsholofelo.pl.netQ; const i = n.indexOf(Math.max(...n)); return { text: [[['Q1', 'first quarter', '1st quarter', 'January'], ['Q2', 'second quarter', '2nd quarter', 'April'], ['Q3', 'third quarter', '3rd quarter', 'July'], ['Q4', 'fourth quarter', '4th quarter', 'October']][i]].flat() }; }, { wrong: 'Q3 (July to September)' }],
  ['total', 'What were total expenses in 2025?', (V) => V.tsholofelo.pl.exp, { unit: 'P', wrong: (V) => V.tsholofelo.pl.exp - V.tsholofelo.pl.benTot }],
  ['difference', 'How much more did we spend on funeral groceries in 2025 than in 2024?', (V) => V.tsholofelo.pl.line['Funeral groceries'].y - V.tsholofelo.pl.line['Funeral groceries'].y24, { unit: 'P', wrong: 3000 }],
  ['percent', 'What share of 2025 income came from members\' contributions?', (V) => (V.tsholofelo.pl.line["Members' contributions"].y / V.tsholofelo.pl.inc) * 100, { unit: '%', wrong: 90 }],
  ['average', 'avg monthly contributions in 2025?', (V) => V.tsholofelo.pl.line["Members' contributions"].y / 12, { unit: 'P', wrong: (V) => V.tsholofelo.pl.line["Members' contributions"].y / 4 }],
  ['total', 'How much interest did we earn in 2025, fixed deposit and current account together?', (V) => V.tsholofelo.pl.line['Interest - Absa fixed deposit'].y + V.tsholofelo.pl.line['Interest - Absa current account'].y, { unit: 'P', wrong: 6300 }],
  // ---- register: contributions
  ['total', 'How much is owed in arrears of contributions at 31 December 2025?', (V) => sum(V.tsholofelo.members.map((m) => m.arrears)), { unit: 'P', wrong: 1650 }],
  ['count', 'How many members are behind with their contributions?', (V) => V.tsholofelo.members.filter((m) => m.arrears > 0).length, { unit: 'n', wrong: 5 }],
  ['extreme', 'which member owes the most in arrears?', (V) => { const m = [...V.tsholofelo.members].sort((a, b) => b.arrears - a.arrears)[0]; return { text: [m.name, m.code] }; }, { wrong: 'Oratile Mothibi' }],
  ['total', 'How much have members paid in advance for 2026?', (V) => sum(V.tsholofelo.members.map((m) => m.advance)), { unit: 'P', wrong: (V) => V.tsholofelo.bs.y2024.advance }],
  ['count', 'How many members were on the register at 31 December 2025, leaving out the deceased and resigned?', (V) => V.tsholofelo.active.length, { unit: 'n', wrong: 62 }],
  // ---- register: claims
  ['count', 'How many deaths were reported to the society in 2025?', (V) => V.tsholofelo.claims.filter((c) => c.reported.startsWith('2025')).length, { unit: 'n', wrong: 7 }],
  ['count', 'how many funeral benefits were actually paid out in 2025', (V) => V.tsholofelo.claims.filter((c) => c.paid.startsWith('2025')).length, { unit: 'n', wrong: 8 }],
  ['date', 'When was the benefit for the child of member T003 paid?', (V) => ({ text: dateForms(V.tsholofelo.claims.find((c) => c.member === 3).paid) }), { wrong: '2025-12-29', date: true }],
  ['lookup', 'How much was spent on groceries for the funeral of member Kagiso Seretse?', (V) => V.tsholofelo.claims.find((c) => c.member === 21).groceries, { unit: 'P', wrong: 1500 }],
  // ---- register: tent hire
  ['total', 'How much did tent & chair hire bring in in 2025?', (V) => sum(V.tsholofelo.tent.map((t) => t[5])), { unit: 'P', wrong: 14000 }],
  ['count', 'How many times was the tent hired out for money in 2025?', (V) => V.tsholofelo.tent.length, { unit: 'n', wrong: 24 }],
  ['average', 'What was the average paid tent hire in 2025?', (V) => sum(V.tsholofelo.tent.map((t) => t[5])) / V.tsholofelo.tent.length, { unit: 'P', wrong: (V) => sum(V.tsholofelo.tent.map((t) => t[5])) / (V.tsholofelo.tent.length + V.tsholofelo.claims.length) }],
  ['text', 'who hired the tent for the independence day celebration', (V) => ({ text: ['Ward 4 Committee', 'Ward 4'] }), { wrong: "Botho Women's Club" }],
  // ---- balance sheet
  ['lookup', 'What was the Orange Money wallet balance at 31 December 2025?', (V) => V.tsholofelo.bs.y2025.om, { unit: 'P', wrong: (V) => V.tsholofelo.bs.y2024.om }],
  ['lookup', "What's the net book value of the tents, chairs and equipment at the end of 2025?", (V) => V.tsholofelo.bs.y2025.faCost - V.tsholofelo.bs.y2025.faDep, { unit: 'P', wrong: 41500 }],
  ['total', 'What were total assets at 31 December 2025?', (V) => V.tsholofelo.bs.y2025.assets, { unit: 'P', wrong: (V) => V.tsholofelo.bs.y2025.assets + V.tsholofelo.bs.y2025.faDep }],
  ['lookup', 'Absa current account balance at end of 2024?', (V) => V.tsholofelo.bs.y2024.absa, { unit: 'P', wrong: (V) => V.tsholofelo.bs.y2025.absa }],
  ['total', 'What were total liabilities at 31 December 2025?', (V) => V.tsholofelo.bs.y2025.liab, { unit: 'P', wrong: (V) => V.tsholofelo.bs.y2024.liab }],
  ['cover', 'How many months of 2025 cash spending (leave out depreciation) would our cash, Orange Money and fixed deposit together cover?', (V) => { const b = V.tsholofelo.bs.y2025; return (b.absa + b.om + b.cash + b.fd) / ((V.tsholofelo.pl.exp - V.tsholofelo.pl.line['Depreciation - tents & chairs'].y) / 12); }, { unit: 'x', wrong: (V) => { const b = V.tsholofelo.bs.y2025; return (b.absa + b.om + b.cash) / (V.tsholofelo.pl.exp / 12); } }],
  // ---- Orange Money
  ['total', 'How much came in through Orange Money in November?', (V) => sum(V.tsholofelo.om.filter((r) => r.date.startsWith('2025-11')).map((r) => r.credit)), { unit: 'P', wrong: 1650 }],
  ['total', 'total orange money charges oct-dec?', (V) => V.tsholofelo.omFees, { unit: 'P', wrong: 25 }],
  ['count', 'How many times did we sweep money from Orange Money to the Absa account between October and December?', (V) => V.tsholofelo.om.filter((r) => r.type === 'Transfer to Bank').length, { unit: 'n', wrong: 3 }],
  ['total', 'How much did we move from Orange Money to Absa in Q4 altogether?', (V) => sum(V.tsholofelo.om.filter((r) => r.type === 'Transfer to Bank').map((r) => r.debit)), { unit: 'P', wrong: 7800 }],
  ['text', 'Who sent the biggest single payment into the Orange Money account in Oct-Dec?', (V) => { const r = [...V.tsholofelo.om].sort((a, b) => b.credit - a.credit)[0]; return { text: [r.party] }; }, { wrong: 'Kabelo Kebonang' }],
  // ---- till slip
  ['receipt', 'How much VAT was on the Mokgosi Wholesalers slip?', (V) => V.tsholofelo.slip.vat, { unit: 'P', wrong: (V) => r2(V.tsholofelo.slip.total * 0.14) }],
  ['receipt', 'What was the total on the groceries till slip?', (V) => V.tsholofelo.slip.total, { unit: 'P', wrong: (V) => V.tsholofelo.slip.vatable }],
  ['receipt', 'how much of the slip was zero rated', (V) => V.tsholofelo.slip.zero, { unit: 'P', wrong: (V) => V.tsholofelo.slip.vatable }],
  // ---- treasurer's report
  ['percent', 'What percentage increase in the monthly contribution is being proposed?', (V) => ((V.tsholofelo.tr.newContribution - RAW.tsholofelo.CONTRIB) / RAW.tsholofelo.CONTRIB) * 100, { unit: '%', wrong: 16.67 }],
  ['text', 'Who carried out the independent review of the 2025 accounts?', (V) => ({ text: [V.tsholofelo.tr.reviewer, 'Kagelo Rantsho', V.tsholofelo.tr.reviewerFirm] }), { wrong: 'Mma Onalenna Tau' }],
  ['variance', 'How far over or under budget were funeral benefits in 2025?', (V) => { const r = V.tsholofelo.report.find((x) => x.group === 'Funeral benefits'); return r.a25 - r.b25; }, { unit: 'P', wrong: 9000 }],
  ['variance', 'Was administration spending over budget in 2025? by how much?', (V) => { const r = V.tsholofelo.report.find((x) => x.group === 'Administration'); return r.a25 - r.b25; }, { unit: 'P', wrong: (V) => V.tsholofelo.report.find((x) => x.group === 'Administration').a25 }],
  ['lookup', "What's the total income budgeted for 2026?", (V) => V.tsholofelo.totals.b26.inc, { unit: 'P', wrong: (V) => V.tsholofelo.totals.b25.inc }],
  // ---- not in the documents
  ['notfound', 'How much did members contribute in 2023?', () => 'notfound', { absent: 'the P&L compares 2025 with 2024 only' }],
  ['notfound', 'What was the Orange Money balance at 30 June 2025?', () => 'notfound', { absent: 'the statement covers October – December; the balance sheet gives 31 December only' }],
  ['notfound', "What did the coffin cost for Kagiso Seretse's funeral?", () => 'notfound', { absent: 'the society pays a fixed benefit; no coffin invoice' }],
  ['notfound', 'What is the budget for 2027?', () => 'notfound', { absent: 'budgets for 2025 and 2026 only' }],
  ['notfound', 'how much do we pay the bakkie driver per trip to move the tent?', () => 'notfound', { absent: 'tent transport is one account with no per-trip detail' }],
];

export const DEFS = { seawall: SEAWALL, tsholofelo: TSH };
