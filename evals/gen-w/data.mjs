// The one data module of set W: every figure the documents show and every expected answer come from here.
// Documents are rendered from RAW (lib/render-marula.mjs, lib/render-sliema.mjs); each case's `calc` takes the
// document-shaped view `view()` builds from RAW, and verify.mjs runs the same `calc` on a view it rebuilds by
// reading the rendered files back.

const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// ------------------------------------------------------------------ Marula House (Namibia, N$, April year)
const PL = {
  income: [
    ['Government Grant - MGEPESW', [210000, 0, 210000, 210000]],
    ['Grant Income - Nordic Safe Homes Fund', [250000, 0, 250000, 0]],
    ["Grant Income - Namibia Women's Fund", [0, 85000, 0, 85000]],
    ['Donations - Individuals', [18450.0, 22310.5, 41275.0, 15980.0]],
    ['Donations - Corporate', [25000, 12000, 60000, 8000]],
    ['Fundraising Events', [0, 48600, 0, 12350]],
    ['Thrift Shop Sales', [14230.4, 15870.0, 19450.6, 13310.0]],
  ],
  expense: [
    ['Salaries and Wages', [186400, 186400, 198200, 198200]],
    ['Social Security Contributions', [2592, 2592, 2592, 2592]],
    ['Food and Groceries', [38420.75, 41105.3, 47880.1, 39215.45]],
    ['Water and Electricity', [21340.0, 19880.5, 22415.2, 24110.8]],
    ['Counselling Services', [30000, 30000, 30000, 30000]],
    ['Security Services', [15600, 15600, 15600, 15600]],
    ['Repairs and Maintenance', [8450.0, 22310.0, 5120.0, 14980.0]],
    ['Vehicle and Transport', [11230.4, 12870.1, 15420.0, 10980.6]],
    ['Insurance', [0, 0, 0, 28450.0]],
    ['Audit and Accounting Fees', [0, 18500, 0, 0]],
    ['Office Expenses', [4210.3, 3980.0, 5120.45, 4475.2]],
    ['Depreciation Expense', [9800, 9800, 9800, 9800]],
  ],
  otherIncome: [['Interest Income', [3120.55, 3305.1, 3410.9, 3592.25]]],
  otherExpense: [['Bank Fees and Charges', [1240.6, 1198.3, 1375.9, 1302.15]]],
};
// board pack lines: [label, Zoho accounts, budget, prior-year actual]
const BVA = {
  income: [
    ['Government subsidy (MGEPESW)', ['Government Grant - MGEPESW'], 840000, 800000],
    ['Donor grants', ['Grant Income - Nordic Safe Homes Fund', "Grant Income - Namibia Women's Fund"], 650000, 610000],
    ['Donations', ['Donations - Individuals', 'Donations - Corporate'], 180000, 171420],
    ['Fundraising events', ['Fundraising Events'], 55000, 49875],
    ['Thrift shop', ['Thrift Shop Sales'], 60000, 58214],
    ['Interest received', ['Interest Income'], 12000, 11483],
  ],
  expense: [
    ['Staff costs', ['Salaries and Wages', 'Social Security Contributions'], 790000, 731840],
    ['Food and household supplies', ['Food and Groceries'], 160000, 151206],
    ['Water and electricity', ['Water and Electricity'], 84000, 80117],
    ['Counselling (contracted)', ['Counselling Services'], 120000, 114000],
    ['Security', ['Security Services'], 62400, 60000],
    ['Repairs and maintenance', ['Repairs and Maintenance'], 40000, 33518],
    ['Transport', ['Vehicle and Transport'], 48000, 45290],
    ['Insurance', ['Insurance'], 27000, 26100],
    ['Audit and accounting', ['Audit and Accounting Fees'], 18000, 17250],
    ['Office and bank charges', ['Office Expenses', 'Bank Fees and Charges'], 22000, 21937],
    ['Depreciation', ['Depreciation Expense'], 39200, 36800],
  ],
};
const BANK = {
  account: '62290011458',
  opening: 386412.35,
  rows: [
    ['2026-01-02', 'MONTHLY ACCOUNT FEE', '', -185.0],
    ['2026-01-05', 'CITY OF WINDHOEK MUNICIPAL', 'ACC 40019233', -7820.45],
    ['2026-01-07', 'CASH DEPOSIT THRIFT SHOP', 'KATUTURA BR', 4310.0],
    ['2026-01-09', 'POS PURCHASE KALAHARI WHOLESALERS', 'CARD 4471', -12480.6],
    ['2026-01-14', 'EFT CR MGEPESW', 'SUBSIDY TRANCHE 3', 210000.0],
    ['2026-01-15', 'SOCIAL SECURITY COMMISSION', 'SSC JAN26', -864.0],
    ['2026-01-20', 'SHIELD SECURITY SERVICES', 'INV 7781', -5200.0],
    ['2026-01-23', 'IKHAYA COUNSELLING CC', 'JAN SESSIONS', -10000.0],
    ['2026-01-26', 'SALARIES JAN 2026', 'PAYROLL', -66050.0],
    ['2026-01-28', 'EFT CR J VAN WYK', 'DONATION', 1500.0],
    ['2026-01-31', 'CREDIT INTEREST', '', 1185.4],
    ['2026-02-02', 'MONTHLY ACCOUNT FEE', '', -185.0],
    ['2026-02-04', 'CITY OF WINDHOEK MUNICIPAL', 'ACC 40019233', -8115.2],
    ['2026-02-06', 'CASH DEPOSIT THRIFT SHOP', 'KATUTURA BR', 4685.5],
    ['2026-02-10', 'OLD MUTUAL SHORT TERM INS', 'ANNUAL PREMIUM', -28450.0],
    ['2026-02-13', "EFT CR NAMIBIA WOMEN'S FUND", 'COUNSELLING GRANT', 85000.0],
    ['2026-02-16', 'POS PURCHASE KALAHARI WHOLESALERS', 'CARD 4471', null], // the photographed till slip
    ['2026-02-16', 'SOCIAL SECURITY COMMISSION', 'SSC FEB26', -864.0],
    ['2026-02-20', 'SHIELD SECURITY SERVICES', 'INV 7815', -5200.0],
    ['2026-02-23', 'IKHAYA COUNSELLING CC', 'FEB SESSIONS', -10000.0],
    ['2026-02-25', 'SALARIES FEB 2026', 'PAYROLL', -66050.0],
    ['2026-02-27', 'EFT CR NAMDEB STAFF CLUB', 'DONATION', 8000.0],
    ['2026-02-28', 'CREDIT INTEREST', '', 1162.75],
    ['2026-03-02', 'MONTHLY ACCOUNT FEE', '', -185.0],
    ['2026-03-04', 'CITY OF WINDHOEK MUNICIPAL', 'ACC 40019233', -8175.15],
    ['2026-03-06', 'CASH DEPOSIT THRIFT SHOP', 'KATUTURA BR', 4314.5],
    ['2026-03-11', 'AUTO FIX MOTORS', 'QUANTUM SERVICE', -6420.0],
    ['2026-03-13', 'EFT CR MGEPESW', 'SUBSIDY TRANCHE 4', 210000.0],
    ['2026-03-16', 'EFT CR FUN RUN ENTRIES', 'EVENT', 12350.0],
    ['2026-03-16', 'SOCIAL SECURITY COMMISSION', 'SSC MAR26', -864.0],
    ['2026-03-20', 'SHIELD SECURITY SERVICES', 'INV 7849', -5200.0],
    ['2026-03-23', 'IKHAYA COUNSELLING CC', 'MAR SESSIONS', -10000.0],
    ['2026-03-25', 'SALARIES MAR 2026', 'PAYROLL', -66100.0],
    ['2026-03-27', 'WINDHOEK ROOFING CC', 'GUTTERS', -8560.0],
    ['2026-03-31', 'CREDIT INTEREST', '', 1244.1],
  ],
};
const OCC = {
  beds: 28,
  months: ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'],
  women: [9, 11, 8, 12, 10, 7, 13, 9, 14, 8, 10, 11],
  children: [14, 17, 10, 19, 15, 9, 21, 12, 24, 11, 16, 18],
  exits: [8, 10, 9, 11, 10, 9, 11, 10, 12, 9, 9, 12],
  nights: [648, 702, 611, 739, 705, 590, 768, 684, 802, 655, 661, 744],
};
const GRANTS = [
  ['MGEPESW', 'Shelter operating subsidy - tranche 1', '2025-04-18', 210000],
  ['Nordic Safe Homes Fund', 'Core costs - 1st instalment', '2025-05-02', 250000],
  ["Namibia Women's Fund", 'Counselling programme', '2025-08-11', 85000],
  ['Nordic Safe Homes Fund', 'Core costs - 2nd instalment', '2025-10-21', 250000],
  ['MGEPESW', 'Shelter operating subsidy - tranche 3', '2026-01-14', 210000],
  ["Namibia Women's Fund", 'Counselling programme - 2nd payment', '2026-02-13', 85000],
  ['MGEPESW', 'Shelter operating subsidy - tranche 4', '2026-03-13', 210000],
];
const MREP = {
  treasurer: 'Ndapewa Shikongo', chair: 'Selma Nghifikepunye', auditor: 'Hamutenya & Partners',
  agm: '2026-06-27', opinionDate: '2026-06-12', reserves: 1084230, budget27Income: 1812000, budget27Exp: 1768500,
};
const KRECEIPT = {
  shop: 'KALAHARI WHOLESALERS', branch: 'Lafrenz Industrial, Windhoek', date: '2026-02-14', time: '10:42', till: '07', slip: '0031884',
  items: [
    ['MAIZE MEAL 10KG', 4, 129.99], ['RICE 10KG', 2, 189.95], ['COOKING OIL 5L', 3, 154.5], ['SUGAR 2.5KG', 4, 52.99],
    ['BABY FORMULA 900G', 6, 214.95], ['NAPPIES SIZE 4 48S', 4, 249.99], ['WASHING POWDER 2KG', 5, 98.75],
    ['BATH SOAP 6PK', 10, 54.9], ['TINNED FISH 400G', 48, 24.99], ['TOILET PAPER 18S', 6, 119.95],
    ['SANITARY PADS 10S', 24, 27.5], ['PEANUT BUTTER 800G', 6, 64.99],
  ],
};
const kTotal = sum(KRECEIPT.items.map(([, q, p]) => q * p));
KRECEIPT.total = kTotal;
KRECEIPT.vat = r2((kTotal * 15) / 115);
BANK.rows.find((r) => r[3] === null)[3] = -kTotal;

// ------------------------------------------------------------------ Sliema Chamber Music Society (Malta, €, September year)
const WAVE = {
  // [account, FY2024-25, FY2023-24]
  income: [
    ['Ticket Sales', 38420.0, 35180.0], ['Season Subscriptions', 21600.0, 19800.0], ['Membership Fees', 6450.0, 6120.0],
    ['Donations', 9875.5, 7240.0], ['Arts Council Malta Grant', 25000.0, 20000.0], ['Corporate Sponsorship', 12000.0, 15000.0],
    ['Bar & Programme Sales', 4318.6, 3905.2],
  ],
  cogs: [['Bar Purchases', 1842.35, 1690.1]],
  expense: [
    ["Musicians' Fees", 58300.0, 52750.0], ['Venue Hire', 14400.0, 13200.0], ['Piano Tuning & Hire', 3960.0, 3480.0],
    ['Marketing & Printing', 6215.4, 5870.25], ["Artists' Travel & Accommodation", 9842.75, 8120.6], ['Insurance', 1280.0, 1240.0],
    ['Accounting Fees', 1500.0, 1450.0], ['Bank & PayPal Fees', 1126.45, 987.3], ['Website & Software', 684.0, 660.0],
    ['Office Supplies', 412.8, 389.55],
  ],
};
// PayPal activity Sep-Dec 2025: [date, time, name, type, gross, item, qty, refOf]
const PP_OPEN = 412.35;
const PPRAW = [
  ['2025-09-02', '10:14:22', 'Maria Borg', 'Website Payment', 90, 'Season Subscription 2025-26 (Standard)', 1],
  ['2025-09-04', '19:02:51', 'David Pace', 'Website Payment', 180, 'Season Subscription 2025-26 (Standard)', 2],
  ['2025-09-07', '08:47:10', 'Anne Mifsud', 'Donation Payment', 50, 'Donation - Sliema Chamber Music Society', 1],
  ['2025-09-10', '21:33:05', 'Joseph Vella', 'Website Payment', 60, 'Concert 1 - Valletta String Quartet', 3],
  ['2025-09-12', '12:20:44', 'Claire Zammit', 'Website Payment', 40, 'Concert 1 - Valletta String Quartet', 2],
  ['2025-09-15', '09:00:12', 'Bank of Valletta', 'General Withdrawal', -300, '', 0],
  ['2025-09-19', '17:45:39', 'Peter Farrugia', 'Website Payment', 72, 'Season Subscription 2025-26 (Concession)', 1],
  ['2025-09-23', '11:11:58', 'Rita Attard', 'Donation Payment', 250, 'Donation - Sliema Chamber Music Society', 1],
  ['2025-09-27', '15:08:26', 'Mark Grech', 'Website Payment', 20, 'Concert 1 - Valletta String Quartet', 1],
  ['2025-10-01', '10:41:17', 'Joseph Vella', 'Payment Refund', -20, 'Concert 1 - Valletta String Quartet', 1, 3],
  ['2025-10-06', '20:15:03', 'Sarah Cassar', 'Website Payment', 75, 'Concert 2 - Trio Melita', 3],
  ['2025-10-09', '13:27:48', 'Luke Camilleri', 'Website Payment', 50, 'Concert 2 - Trio Melita', 2],
  ['2025-10-13', '07:58:30', 'Helen Spiteri', 'Donation Payment', 100, 'Donation - Sliema Chamber Music Society', 1],
  ['2025-10-16', '09:00:40', 'Bank of Valletta', 'General Withdrawal', -500, '', 0],
  ['2025-10-21', '18:36:12', 'Thomas Galea', 'Website Payment', 25, 'Concert 2 - Trio Melita', 1],
  ['2025-10-29', '16:02:57', 'Rebecca Azzopardi', 'Website Payment', 90, 'Season Subscription 2025-26 (Standard)', 1],
  ['2025-11-04', '22:10:35', 'Michael Debono', 'Website Payment', 66, 'Concert 3 - Sergei Petrov, piano', 3],
  ['2025-11-08', '09:30:09', 'Anne Mifsud', 'Donation Payment', 50, 'Donation - Sliema Chamber Music Society', 1],
  ['2025-11-12', '14:49:21', 'Frances Calleja', 'Website Payment', 44, 'Concert 3 - Sergei Petrov, piano', 2],
  ['2025-11-14', '19:55:02', 'Paul Xuereb', 'Website Payment', 110, 'Concert 3 - Sergei Petrov, piano', 5],
  ['2025-11-18', '09:01:33', 'Bank of Valletta', 'General Withdrawal', -400, '', 0],
  ['2025-11-22', '11:18:44', 'Paul Xuereb', 'Payment Refund', -22, 'Concert 3 - Sergei Petrov, piano', 1, 20],
  ['2025-11-28', '17:25:16', 'Daniela Bonnici', 'Donation Payment', 500, 'Donation - Steinway Fund', 1],
  ['2025-12-03', '12:04:50', 'Kevin Muscat', 'Website Payment', 100, 'Concert 4 - Christmas Baroque (Sliema Consort)', 4],
  ['2025-12-06', '10:39:27', 'Grace Abela', 'Website Payment', 75, 'Concert 4 - Christmas Baroque (Sliema Consort)', 3],
  ['2025-12-10', '21:12:08', 'Maria Borg', 'Website Payment', 50, 'Concert 4 - Christmas Baroque (Sliema Consort)', 2],
  ['2025-12-15', '08:22:41', 'Anne Mifsud', 'Donation Payment', 50, 'Donation - Sliema Chamber Music Society', 1],
  ['2025-12-19', '09:00:55', 'Bank of Valletta', 'General Withdrawal', -600, '', 0],
  ['2025-12-23', '13:47:19', 'Chris Sultana', 'Donation Payment', 150, 'Donation - Steinway Fund', 1],
];
const ppFee = (type, gross) => (type === 'Website Payment' ? -r2(gross * 0.029 + 0.35) : type === 'Donation Payment' ? -r2(gross * 0.019 + 0.35) : 0);
const PAYPAL = [];
{
  let bal = PP_OPEN;
  PPRAW.forEach(([date, time, name, type, gross, item, qty, refOf], i) => {
    let fee = ppFee(type, gross);
    if (type === 'Payment Refund') { const o = PPRAW[refOf]; fee = r2(Math.abs(gross) * 0.029); void o; }
    const net = r2(gross + fee);
    bal = r2(bal + net);
    const id = (n) => { let x = (n * 2654435761) >>> 0, out = ''; const A = '0123456789ABCDEFGHJKLMNPRSTUVWXY'; for (let k = 0; k < 17; k++) { x = (Math.imul(x, 1103515245) + 12345) >>> 0; out += A[(x >>> 16) % 32]; } return out; };
    PAYPAL.push({ date, time, name, type, gross, fee, net, item, qty, balance: bal, txn: id(i + 1), ref: refOf !== undefined ? id(refOf + 1) : '' });
  });
}
// budget 2025-26 by quarter (Sep-Nov, Dec-Feb, Mar-May, Jun-Aug); prior-year actual from WAVE
const SBUDGET = {
  income: [
    ['Ticket sales', [9800, 9200, 15000, 5000], 'Ticket Sales'], ['Season subscriptions', [22500, 0, 0, 0], 'Season Subscriptions'],
    ['Membership fees', [5200, 800, 400, 600], 'Membership Fees'], ['Donations', [2000, 3500, 2500, 2000], 'Donations'],
    ['Arts Council Malta grant', [14000, 0, 14000, 0], 'Arts Council Malta Grant'], ['Corporate sponsorship', [6000, 0, 6000, 0], 'Corporate Sponsorship'],
    ['Bar & programme sales', [1100, 1000, 1600, 700], 'Bar & Programme Sales'],
  ],
  expense: [
    ["Musicians' fees", [16500, 13800, 21600, 9600], "Musicians' Fees"], ['Venue hire', [3600, 3600, 4800, 2400], 'Venue Hire'],
    ['Piano tuning & hire', [1080, 900, 1440, 720], 'Piano Tuning & Hire'], ['Marketing & printing', [2400, 1300, 2100, 800], 'Marketing & Printing'],
    ["Artists' travel & accommodation", [2600, 2200, 4100, 1500], "Artists' Travel & Accommodation"], ['Insurance', [1320, 0, 0, 0], 'Insurance'],
    ['Accounting fees', [0, 0, 0, 1550], 'Accounting Fees'], ['Bank & PayPal fees', [300, 250, 350, 200], 'Bank & PayPal Fees'],
    ['Website & software', [700, 0, 0, 0], 'Website & Software'], ['Office supplies', [120, 100, 120, 80], 'Office Supplies'],
    ['Bar purchases', [480, 420, 680, 300], 'Bar Purchases'],
  ],
};
// concerts of season 2025-26: [date, programme, performers, venue, capacity, sold|null, income|null, budget income, fee]
const RSH = 'Robert Samut Hall, Floriana', SPH = 'Sliema Parish Hall';
const CONCERTS = [
  ['2025-09-19', 'Haydn & Shostakovich', 'Valletta String Quartet', RSH, 240, 176, 3120, 3400, 3600],
  ['2025-10-17', 'Beethoven "Archduke"', 'Trio Melita', SPH, 180, 142, 2480, 2700, 2700],
  ['2025-11-21', 'Chopin & Rachmaninov', 'Sergei Petrov, piano', RSH, 240, 203, 3860, 3700, 4200],
  ['2025-12-19', 'Christmas Baroque', 'Sliema Consort', RSH, 240, 238, 4410, 4100, 5400],
  ['2026-01-23', 'Winds of Winter', 'Aurelia Wind Quintet', SPH, 180, null, null, 2600, 3000],
  ['2026-02-20', 'Brahms Sonatas', 'Duo Zammit-Lewis (violin & piano)', SPH, 180, null, null, 2500, 2400],
  ['2026-03-20', 'Mozart Serenades', 'Malta Philharmonic Chamber Soloists', RSH, 240, null, null, 5200, 6000],
  ['2026-04-24', 'Dvořák "Dumky"', 'Kreisler Piano Trio', RSH, 240, null, null, 4500, 4800],
  ['2026-05-22', 'Season finale: Schubert Octet', 'Sliema Chamber Soloists', RSH, 240, null, null, 5300, 7200],
];
const FUNDS = [
  ['Bank of Valletta current account', 18642.37], ['BOV savings account (Steinway Fund)', 24500.0], ['PayPal balance', PP_OPEN], ['Cash float', 150.0],
];
const SREP = {
  treasurer: 'Josephine Camilleri', president: 'Dr Albert Grech Sant', examiner: 'Zammit Borg & Associates', agm: '2025-10-18',
  members: 214, membersPrior: 198, grant2526: 28000, steinwayTarget: 60000,
};
const SRECEIPT = {
  shop: 'TAL-KANTINA WINES', addr: '112, Triq it-Torri, Sliema SLM 1605', vatNo: 'MT 1948-2207', date: '2025-10-03', time: '17:26', receipt: '4418',
  items: [
    ['PROSECCO DOC 75CL', 12, 8.95], ['GELLEWZA RED 75CL', 6, 7.49], ['GIRGENTINA WHT 75CL', 6, 7.49], ['KINNIE 250ML', 24, 0.85],
    ['WATER 1.5L', 12, 0.55], ['PLASTIC CUPS X50', 4, 2.2], ['NAPKINS X100', 2, 1.95],
  ],
};
SRECEIPT.total = sum(SRECEIPT.items.map(([, q, p]) => q * p));
SRECEIPT.vat = r2((SRECEIPT.total * 18) / 118);

export const RAW = { PL, BVA, BANK, OCC, GRANTS, MREP, KRECEIPT, WAVE, PAYPAL, PP_OPEN, SBUDGET, CONCERTS, FUNDS, SREP, SRECEIPT };

// ------------------------------------------------------------------ the view a reader of the documents has
// marula: pl {account: [q1..q4]}; bva {label: {actual, budget, variance, pct, prior}} with 'Total income',
// 'Total expenditure', 'Surplus/(deficit)'; bank {opening, rows:[{date, desc, ref, amount, balance}]};
// occ [{month, women, children, exits, nights, occ}]; grants [{funder, purpose, date, amount}]; rep {...};
// receipt {total, vat, date}
// sliema: pl {account: [cur, prior]}; paypal [{...}]; budget {line: [q1..q4, total, prior]}; concerts [{...}];
// funds {label: amount}; rep {...}; receipt {...}
export function view() {
  const pl = {};
  for (const sec of ['income', 'expense', 'otherIncome', 'otherExpense']) for (const [a, q] of PL[sec]) pl[a] = q;
  const bva = {};
  let ti = [0, 0, 0], te = [0, 0, 0];
  for (const kind of ['income', 'expense']) {
    for (const [label, accts, budget, prior] of BVA[kind]) {
      const actual = Math.round(sum(accts.map((a) => sum(pl[a]))));
      const variance = kind === 'income' ? actual - budget : budget - actual;
      bva[label] = { actual, budget, variance, pct: r2((variance / budget) * 1000) / 10, prior };
      const t = kind === 'income' ? ti : te;
      t[0] += actual; t[1] += budget; t[2] += prior;
    }
  }
  const tot = (t, kind) => { const variance = kind === 'income' ? t[0] - t[1] : t[1] - t[0]; return { actual: t[0], budget: t[1], variance, pct: Math.round((variance / t[1]) * 1000) / 10, prior: t[2] }; };
  bva['Total income'] = tot(ti, 'income');
  bva['Total expenditure'] = tot(te, 'expense');
  { const a = ti[0] - te[0], b = ti[1] - te[1]; bva['Surplus/(deficit)'] = { actual: a, budget: b, variance: a - b, pct: null, prior: ti[2] - te[2] }; }
  let bal = BANK.opening;
  const bank = { opening: BANK.opening, rows: BANK.rows.map(([date, desc, ref, amount]) => { bal = r2(bal + amount); return { date, desc, ref, amount, balance: bal }; }) };
  const occ = OCC.months.map((month, i) => {
    const [y, m] = month.split('-').map(Number);
    const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
    return { month, women: OCC.women[i], children: OCC.children[i], exits: OCC.exits[i], nights: OCC.nights[i], occ: (OCC.nights[i] / (OCC.beds * days)) * 100 };
  });
  const grants = GRANTS.map(([funder, purpose, date, amount]) => ({ funder, purpose, date, amount }));
  const marula = { pl, bva, bank, occ, grants, rep: { ...MREP }, receipt: { total: KRECEIPT.total, vat: KRECEIPT.vat, date: KRECEIPT.date, shop: KRECEIPT.shop } };

  const spl = {};
  for (const sec of ['income', 'cogs', 'expense']) for (const [a, c, p] of WAVE[sec]) spl[a] = [c, p];
  const budget = {};
  for (const sec of ['income', 'expense']) for (const [l, q, acct] of SBUDGET[sec]) budget[l] = [...q, sum(q), spl[acct][0]];
  const concerts = CONCERTS.map(([date, programme, performers, venue, capacity, sold, income, budgetIncome, fee]) => ({ date, programme, performers, venue, capacity, sold, income, budgetIncome, fee }));
  const funds = Object.fromEntries(FUNDS);
  const sliema = { pl: spl, paypal: PAYPAL.map((r) => ({ ...r })), budget, concerts, funds, rep: { ...SREP }, receipt: { total: SRECEIPT.total, vat: SRECEIPT.vat, date: SRECEIPT.date, shop: SRECEIPT.shop } };
  return { marula, sliema };
}

// ------------------------------------------------------------------ questions
const dateAny = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], S = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [`${d} ${M} ${y}`, `${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${y}-${mm}-${dd}`, `${d} ${S} ${y}`, `${S} ${d}, ${y}`, `${dd}.${mm}.${y}`, `${y}/${mm}/${dd}`];
};
const monthName = (ym) => { const [y, m] = ym.split('-').map(Number); return `${MONTHS[m - 1]} ${y}`; };
const plT = (M, a) => sum(M.pl[a]);
const bvaTot = (M, k) => M.bva[k];
const mSum = (arr, f) => sum(arr.map(f));

// each: [kind, question, calc(view) -> number | {text:[...]} | 'notfound', options]
// options: unit ('N$' | '€' | '' | '%'), absent (strings no file of the org may contain, for notfound),
// wrong (a plausible wrong reply's figure or text), dp (decimals in the ideal reply)
const M = [
  ['lookup', 'how much grant income did we book from the Nordic Safe Homes Fund in oct-dec 2025?', (v) => v.marula.pl['Grant Income - Nordic Safe Homes Fund'][2], { unit: 'N$', wrong: 500000 }],
  ['lookup', 'What was the approved 2025/26 budget for food and household supplies?', (v) => v.marula.bva['Food and household supplies'].budget, { unit: 'N$', wrong: 166622 }],
  ['lookup', 'bed nights dec 2025?', (v) => v.marula.occ.find((o) => o.month === '2025-12').nights, { unit: '', wrong: 768 }],
  ['lookup', 'What was the closing balance on the FNB account on 31 March 2026?', (v) => v.marula.bank.rows.at(-1).balance, { unit: 'N$', wrong: 'opening' }],
  ['lookup', 'whats the total on the kalahari wholesalers till slip', (v) => v.marula.receipt.total, { unit: 'N$', wrong: 'vat' }],
  ['lookup', 'How much did staff costs come to in FY2024/25?', (v) => v.marula.bva['Staff costs'].prior, { unit: 'N$', wrong: 779568 }],
  ['lookup', "how much did the Namibia Women's Fund pay us in Feb 2026", (v) => v.marula.grants.find((g) => g.date.startsWith('2026-02')).amount, { unit: 'N$', wrong: 170000 }],

  ['sum', 'Total donations for FY2025/26, individual and corporate together?', (v) => plT(v.marula, 'Donations - Individuals') + plT(v.marula, 'Donations - Corporate'), { unit: 'N$', wrong: 105000 }],
  ['sum', 'how many women were admitted in the first half of the financial year (apr-sep 2025)', (v) => mSum(v.marula.occ.slice(0, 6), (o) => o.women), { unit: '', wrong: 65 }],
  ['sum', 'total paid to Shield Security jan–mar 2026 acc to the bank statement?', (v) => mSum(v.marula.bank.rows.filter((r) => /SHIELD/.test(r.desc)), (r) => -r.amount), { unit: 'N$', wrong: 62400 }],
  ['sum', 'What was the total of all money received (credits) on the FNB account from January to March 2026?', (v) => mSum(v.marula.bank.rows.filter((r) => r.amount > 0), (r) => r.amount), { unit: 'N$', wrong: 'debits' }],
  ['sum', 'repairs & maintenance spend for Q1 and Q2 of FY2025/26 combined (Apr-Sep 2025)?', (v) => sum(v.marula.pl['Repairs and Maintenance'].slice(0, 2)), { unit: 'N$', wrong: 50860 }],

  ['notfound', 'What did we spend on food in FY2023/24?', () => 'notfound', { absent: ['2023/24', '2023-24', 'FY2024 '] }],
  ['notfound', "what's the shelter manager's monthly salary", () => 'notfound', { absent: ['manager'] }],
  ['notfound', 'What was the FNB balance at the end of April 2026?', () => 'notfound', { absent: ['2026/04', '30/04/2026'] }],
  ['notfound', 'which parts were replaced on the Auto Fix Motors job in March? need the invoice breakdown', () => 'notfound', { absent: ['brake', 'filter'] }],
  ['notfound', 'how many bed nights did we have in 2024/25', () => 'notfound', { absent: ['2024/25 bed', 'FY2024/25 occupancy'] }],

  ['difference', 'How much more did food cost us in 2025/26 than in 2024/25?', (v) => v.marula.bva['Food and household supplies'].actual - v.marula.bva['Food and household supplies'].prior, { unit: 'N$', wrong: 6622 }],
  ['difference', 'thrift shop takings oct-dec vs jul-sep 2025 - how much higher was oct-dec?', (v) => r2(v.marula.pl['Thrift Shop Sales'][2] - v.marula.pl['Thrift Shop Sales'][1]), { unit: 'N$', wrong: 5220.2 }],
  ['difference', 'By how much did the FNB balance change between 1 January and 31 March 2026?', (v) => r2(v.marula.bank.rows.at(-1).balance - v.marula.bank.opening), { unit: 'N$', wrong: 'closing' }],
  ['difference', 'how many more children than women did we take in during FY25/26?', (v) => mSum(v.marula.occ, (o) => o.children) - mSum(v.marula.occ, (o) => o.women), { unit: '', wrong: 186 }],

  ['percent', 'What percentage of total 2025/26 income came from the government subsidy? (as a %)', (v) => (v.marula.bva['Government subsidy (MGEPESW)'].actual / v.marula.bva['Total income'].actual) * 100, { unit: '%', wrong: 51.2 }],
  ['percent', 'occupancy rate dec 2025', (v) => v.marula.occ.find((o) => o.month === '2025-12').occ, { unit: '%', wrong: 88.6 }],
  ['percent', 'By what % did staff costs rise from 2024/25 to 2025/26?', (v) => ((v.marula.bva['Staff costs'].actual - v.marula.bva['Staff costs'].prior) / v.marula.bva['Staff costs'].prior) * 100, { unit: '%', wrong: 1.3 }],
  ['percent', 'what % of the budgeted govt subsidy did we actually get for the year', (v) => (v.marula.bva['Government subsidy (MGEPESW)'].actual / v.marula.bva['Government subsidy (MGEPESW)'].budget) * 100, { unit: '%', wrong: 25 }],

  ['date', 'When did the fourth MGEPESW subsidy tranche arrive?', (v) => ({ text: dateAny(v.marula.grants.filter((g) => g.funder === 'MGEPESW').at(-1).date) }), { wrong: '2026-01-14' }],
  ['date', 'on what date was the biggest single payment out of the FNB account in jan-mar 2026?', (v) => { const r = [...v.marula.bank.rows].sort((a, b) => a.amount - b.amount)[0]; return { text: dateAny(r.date) }; }, { wrong: '2026-02-10' }],
  ['date', 'What date is the 2026 AGM?', (v) => ({ text: dateAny(v.marula.rep.agm) }), { wrong: '2026-06-12' }],
  ['date', 'date on the Kalahari Wholesalers receipt?', (v) => ({ text: dateAny(v.marula.receipt.date) }), { wrong: '2026-02-16' }],

  ['extreme', 'Which month in FY2025/26 had the most bed nights?', (v) => { const o = [...v.marula.occ].sort((a, b) => b.nights - a.nights)[0]; return { text: [monthName(o.month), monthName(o.month).replace(/(\w{3})\w* /, '$1 ')] }; }, { wrong: 'October 2025' }],
  ['extreme', 'which quarter of FY25/26 had the highest food spend', (v) => { const q = v.marula.pl['Food and Groceries']; const i = q.indexOf(Math.max(...q)); return { text: [['Q1', 'Q2', 'Q3', 'Q4'][i], ['April', 'July', 'October', 'January'][i], ['Apr', 'Jul', 'Oct', 'Jan'][i] + '-', 'third quarter'] }; }, { wrong: 'Q2 (July–September 2025)' }],
  ['extreme', 'largest single donation that came into the bank jan-mar 26?', (v) => Math.max(...v.marula.bank.rows.filter((r) => /DONATION/.test(r.ref)).map((r) => r.amount)), { unit: 'N$', wrong: 1500 }],
  ['extreme', 'Which month had the lowest occupancy rate in 2025/26?', (v) => { const o = [...v.marula.occ].sort((a, b) => a.occ - b.occ)[0]; return { text: [monthName(o.month), monthName(o.month).replace(/(\w{3})\w* /, '$1 ')] }; }, { wrong: 'June 2025' }],

  ['average', 'avg bed nights per month fy25/26', (v) => mSum(v.marula.occ, (o) => o.nights) / 12, { unit: '', wrong: 702 }],
  ['average', 'What was our average quarterly spend on food and groceries in 2025/26?', (v) => plT(v.marula, 'Food and Groceries') / 4, { unit: 'N$', wrong: 41105.3 }],
  ['average', 'average monthly salary run paid from the bank jan-mar 2026', (v) => mSum(v.marula.bank.rows.filter((r) => /SALARIES/.test(r.desc)), (r) => -r.amount) / 3, { unit: 'N$', wrong: 198200 }],

  ['count', 'How many credits (money in) are on the FNB statement for Jan–Mar 2026?', (v) => v.marula.bank.rows.filter((r) => r.amount > 0).length, { unit: '', wrong: 35 }],
  ['count', 'in how many months of FY25/26 did we admit 10 or more women?', (v) => v.marula.occ.filter((o) => o.women >= 10).length, { unit: '', wrong: 5 }],
  ['count', "how many grant payments are listed in the treasurer's report", (v) => v.marula.grants.length, { unit: '', wrong: 8 }],

  ['filter', 'total paid to City of Windhoek for water & lights jan-mar 2026', (v) => mSum(v.marula.bank.rows.filter((r) => /WINDHOEK MUNICIPAL/.test(r.desc)), (r) => -r.amount), { unit: 'N$', wrong: 8175.15 }],
  ['filter', 'How much thrift shop cash did we bank between January and March 2026?', (v) => mSum(v.marula.bank.rows.filter((r) => /THRIFT/.test(r.desc)), (r) => r.amount), { unit: 'N$', wrong: 4314.5 }],
  ['filter', 'how much did MGEPESW pay us in total during 2025/26 per the grants table', (v) => mSum(v.marula.grants.filter((g) => g.funder === 'MGEPESW'), (g) => g.amount), { unit: 'N$', wrong: 840000 }],

  ['variance', 'govt subsidy actual vs budget 2025/26 - variance?', (v) => v.marula.bva['Government subsidy (MGEPESW)'].variance, { unit: 'N$', wrong: 630000 }],
  ['variance', 'How far over budget were repairs and maintenance in 2025/26?', (v) => v.marula.bva['Repairs and maintenance'].variance, { unit: 'N$', wrong: 17342 }],
  ['variance', 'total expenditure vs budget for FY2025/26: by how much were we under or over?', (v) => v.marula.bva['Total expenditure'].variance, { unit: 'N$', wrong: 'totalIncomeVar' }],

  ['text', 'who are our auditors', (v) => ({ text: [v.marula.rep.auditor, 'Hamutenya'] }), { wrong: 'Ikhaya Counselling CC' }],
  ['text', 'Who is the treasurer of the Trust?', (v) => ({ text: [v.marula.rep.treasurer, 'Shikongo'] }), { wrong: 'Selma Nghifikepunye' }],
  ['text', 'which funder gave us the counselling programme grant?', (v) => ({ text: [v.marula.grants.find((g) => /Counselling/.test(g.purpose)).funder, 'Namibia Women'] }), { wrong: 'the Nordic Safe Homes Fund' }],

  ['ratio', 'ratio of children to women admitted over the year?', (v) => mSum(v.marula.occ, (o) => o.children) / mSum(v.marula.occ, (o) => o.women), { unit: '', wrong: 0.66 }],
  ['ratio', 'How many months of 2025/26 expenditure do our unrestricted reserves at 31 March 2026 cover?', (v) => v.marula.rep.reserves / (v.marula.bva['Total expenditure'].actual / 12), { unit: '', wrong: 12.4 }],
];

const S = [
  ['lookup', 'What were ticket sales for the 2024-25 season?', (v) => v.sliema.pl['Ticket Sales'][0], { unit: '€', wrong: 35180 }],
  ['lookup', 'venue hire budget 2025/26?', (v) => v.sliema.budget['Venue hire'][4], { unit: '€', wrong: 3600 }],
  ['lookup', 'how many tickets did we sell for the Petrov piano recital', (v) => v.sliema.concerts.find((c) => /Petrov/.test(c.performers)).sold, { unit: '', wrong: 240 }],
  ['lookup', 'PayPal balance at the end of December 2025?', (v) => v.sliema.paypal.at(-1).balance, { unit: '€', wrong: 'prevBalance' }],
  ['lookup', 'What did the Arts Council Malta grant come to in 2023-24?', (v) => v.sliema.pl['Arts Council Malta Grant'][1], { unit: '€', wrong: 25000 }],
  ['lookup', 'how much vat is on the wine shop receipt', (v) => v.sliema.receipt.vat, { unit: '€', wrong: 'vat18' }],

  ['sum', 'Total ticket income from the four concerts held Sep–Dec 2025?', (v) => mSum(v.sliema.concerts.filter((c) => c.income !== null), (c) => c.income), { unit: '€', wrong: 9460 }],
  ['sum', 'what do artist fees add up to for the whole 2025-26 season (all concerts on the list)', (v) => mSum(v.sliema.concerts, (c) => c.fee), { unit: '€', wrong: 15900 }],
  ['sum', 'total donations received via paypal sep-dec 2025, gross', (v) => mSum(v.sliema.paypal.filter((r) => r.type === 'Donation Payment'), (r) => r.gross), { unit: '€', wrong: 650 }],
  ['sum', 'How much did PayPal take in fees from September to December 2025 (net of fees returned on refunds)?', (v) => -mSum(v.sliema.paypal, (r) => r.fee), { unit: '€', wrong: 'feesGross' }],
  ['sum', 'what were our total funds across all accounts at 31 Aug 2025', (v) => mSum(Object.values(v.sliema.funds), (x) => x), { unit: '€', wrong: 43142.37 }],

  ['notfound', 'What were ticket sales in the 2022-23 season?', () => 'notfound', { absent: ['2022-23', '2022/23', 'Sep 01, 2022'] }],
  ['notfound', "how much did the Valletta String Quartet's travel & hotel cost us", () => 'notfound', { absent: ['Quartet travel', 'Quartet hotel'] }],
  ['notfound', 'How much came in through PayPal in January 2026?', () => 'notfound', { absent: ['/01/2026'] }],
  ['notfound', "what's the 2026-27 budget for musicians fees", () => 'notfound', { absent: ['2026-27', '2026/27'] }],
  ['notfound', "piano tuner's invoice for the Petrov recital - how much was it?", () => 'notfound', { absent: ['tuner'] }],

  ['difference', "how much more did musicians' fees cost in 2024-25 than 2023-24?", (v) => r2(v.sliema.pl["Musicians' Fees"][0] - v.sliema.pl["Musicians' Fees"][1]), { unit: '€', wrong: 3200 }],
  ['difference', 'By how much did net profit change from 2023-24 to 2024-25?', (v) => { const np = (i) => sum(['Ticket Sales', 'Season Subscriptions', 'Membership Fees', 'Donations', 'Arts Council Malta Grant', 'Corporate Sponsorship', 'Bar & Programme Sales'].map((a) => v.sliema.pl[a][i])) - sum(['Bar Purchases', "Musicians' Fees", 'Venue Hire', 'Piano Tuning & Hire', 'Marketing & Printing', "Artists' Travel & Accommodation", 'Insurance', 'Accounting Fees', 'Bank & PayPal Fees', 'Website & Software', 'Office Supplies'].map((a) => v.sliema.pl[a][i])); return r2(np(0) - np(1)); }, { unit: '€', wrong: 10418.9 }],
  ['difference', 'how many more tickets did christmas baroque sell than trio melita', (v) => v.sliema.concerts.find((c) => /Christmas/.test(c.programme)).sold - v.sliema.concerts.find((c) => /Melita/.test(c.performers)).sold, { unit: '', wrong: 62 }],
  ['difference', 'How much higher is the 2025-26 ticket sales budget than actual ticket sales in 2024-25?', (v) => v.sliema.budget['Ticket sales'][4] - v.sliema.budget['Ticket sales'][5], { unit: '€', wrong: 3820 }],

  ['percent', 'what % of seats did the Christmas Baroque concert sell?', (v) => { const c = v.sliema.concerts.find((x) => /Christmas/.test(x.programme)); return (c.sold / c.capacity) * 100; }, { unit: '%', wrong: 95.2 }],
  ['percent', "Musicians' fees as a percentage of total income, 2024-25?", (v) => (v.sliema.pl["Musicians' Fees"][0] / sum(['Ticket Sales', 'Season Subscriptions', 'Membership Fees', 'Donations', 'Arts Council Malta Grant', 'Corporate Sponsorship', 'Bar & Programme Sales'].map((a) => v.sliema.pl[a][0]))) * 100, { unit: '%', wrong: 59.7 }],
  ['percent', 'membership fee growth 23-24 to 24-25 in %', (v) => ((v.sliema.pl['Membership Fees'][0] - v.sliema.pl['Membership Fees'][1]) / v.sliema.pl['Membership Fees'][1]) * 100, { unit: '%', wrong: 8.1 }],
  ['percent', 'What share of the 2025-26 income budget is the Arts Council grant? (%)', (v) => (v.sliema.budget['Arts Council Malta grant'][4] / sum(['Ticket sales', 'Season subscriptions', 'Membership fees', 'Donations', 'Arts Council Malta grant', 'Corporate sponsorship', 'Bar & programme sales'].map((l) => v.sliema.budget[l][4]))) * 100, { unit: '%', wrong: 12.4 }],

  ['date', 'when did the biggest paypal donation come in', (v) => { const r = [...v.sliema.paypal].filter((x) => x.type === 'Donation Payment').sort((a, b) => b.gross - a.gross)[0]; return { text: dateAny(r.date) }; }, { wrong: '2025-09-23' }],
  ['date', 'When was the 2025 AGM held?', (v) => ({ text: dateAny(v.sliema.rep.agm) }), { wrong: '2025-08-31' }],
  ['date', 'date of the kreisler trio concert?', (v) => ({ text: dateAny(v.sliema.concerts.find((c) => /Kreisler/.test(c.performers)).date) }), { wrong: '2026-03-20' }],
  ['date', 'When was the last PayPal transfer to the bank in 2025?', (v) => ({ text: dateAny(v.sliema.paypal.filter((r) => r.type === 'General Withdrawal').at(-1).date) }), { wrong: '2025-11-18' }],

  ['extreme', 'Of the concerts held so far this season (Sep-Dec 2025), which sold the lowest share of its seats?', (v) => { const c = v.sliema.concerts.filter((x) => x.sold !== null).sort((a, b) => a.sold / a.capacity - b.sold / b.capacity)[0]; return { text: [c.performers, c.programme] }; }, { wrong: 'Trio Melita' }],
  ['extreme', 'what was our 2nd biggest operating expense in 2024-25', (v) => { const names = ["Musicians' Fees", 'Venue Hire', 'Piano Tuning & Hire', 'Marketing & Printing', "Artists' Travel & Accommodation", 'Insurance', 'Accounting Fees', 'Bank & PayPal Fees', 'Website & Software', 'Office Supplies']; const s = names.sort((a, b) => v.sliema.pl[b][0] - v.sliema.pl[a][0]); return { text: [s[1], s[1].toLowerCase()] }; }, { wrong: "Artists' Travel & Accommodation" }],
  ['extreme', 'highest artist fee of the 2025-26 season?', (v) => Math.max(...v.sliema.concerts.map((c) => c.fee)), { unit: '€', wrong: 6000 }],
  ['extreme', 'Which quarter of 2025-26 has the most budgeted ticket sales?', (v) => { const q = v.sliema.budget['Ticket sales'].slice(0, 4); const i = q.indexOf(Math.max(...q)); return { text: [['Q1', 'Q2', 'Q3', 'Q4'][i], ['Sep', 'Dec', 'Mar', 'Jun'][i] + '-', ['September', 'December', 'March', 'June'][i], 'third quarter'] }; }, { wrong: 'Q1 (September–November)' }],

  ['average', 'average tickets sold per concert for the concerts held sep-dec 2025', (v) => { const h = v.sliema.concerts.filter((c) => c.sold !== null); return mSum(h, (c) => c.sold) / h.length; }, { unit: '', wrong: 225 }],
  ['average', 'What was the average price per ticket at the Petrov recital (ticket income / tickets sold)?', (v) => { const c = v.sliema.concerts.find((x) => /Petrov/.test(x.performers)); return c.income / c.sold; }, { unit: '€', wrong: 22 }],
  ['average', 'avg paypal donation sep-dec 25?', (v) => { const d = v.sliema.paypal.filter((r) => r.type === 'Donation Payment'); return mSum(d, (r) => r.gross) / d.length; }, { unit: '€', wrong: 287.5 }],

  ['count', 'How many PayPal refunds were there between September and December 2025?', (v) => v.sliema.paypal.filter((r) => r.type === 'Payment Refund').length, { unit: '', wrong: 4 }],
  ['count', 'how many concerts this season (2025-26) are at robert samut hall', (v) => v.sliema.concerts.filter((c) => /Samut/.test(c.venue)).length, { unit: '', wrong: 3 }],
  ['count', 'How many season subscriptions were sold through PayPal Sep–Dec 2025? count each subscription, standard and concession', (v) => mSum(v.sliema.paypal.filter((r) => /Subscription/.test(r.item) && r.type === 'Website Payment'), (r) => r.qty), { unit: '', wrong: 4 }],

  ['filter', 'total paypal ticket sales (gross) for the Trio Melita concert', (v) => mSum(v.sliema.paypal.filter((r) => /Trio Melita/.test(r.item)), (r) => r.gross), { unit: '€', wrong: 2480 }],
  ['filter', 'How much did we transfer from PayPal to Bank of Valletta between September and December 2025?', (v) => -mSum(v.sliema.paypal.filter((r) => r.type === 'General Withdrawal'), (r) => r.gross), { unit: '€', wrong: 600 }],
  ['filter', 'sum of artist fees for the 2025-26 seasons concerts at Sliema Parish Hall', (v) => mSum(v.sliema.concerts.filter((c) => /Sliema Parish/.test(c.venue)), (c) => c.fee), { unit: '€', wrong: 5100 }],

  ['variance', 'Petrov recital: ticket income vs budget?', (v) => { const c = v.sliema.concerts.find((x) => /Petrov/.test(x.performers)); return c.income - c.budgetIncome; }, { unit: '€', wrong: 340 }],
  ['variance', 'How far over budget was ticket income for the Christmas Baroque concert?', (v) => { const c = v.sliema.concerts.find((x) => /Christmas/.test(x.programme)); return c.income - c.budgetIncome; }, { unit: '€', wrong: 1010 }],
  ['variance', 'sep-nov 2025 ticket income from the concerts list vs the Q1 ticket sales budget, how far off?', (v) => mSum(v.sliema.concerts.filter((c) => c.date < '2025-12-01' && c.income !== null), (c) => c.income) - v.sliema.budget['Ticket sales'][0], { unit: '€', wrong: 160 }],

  ['text', "who's our treasurer", (v) => ({ text: [v.sliema.rep.treasurer, 'Camilleri'] }), { wrong: 'Dr Albert Grech Sant' }],
  ['text', 'Who carried out the independent examination of the 2024-25 accounts?', (v) => ({ text: [v.sliema.rep.examiner, 'Zammit Borg'] }), { wrong: 'Bank of Valletta' }],
  ['text', 'which shop is the wine receipt from', (v) => ({ text: [v.sliema.receipt.shop, 'Tal-Kantina'] }), { wrong: 'Robert Samut Hall' }],

  ['ratio', 'ratio of total income to total expenses (incl bar purchases) for 2024-25?', (v) => { const inc = sum(['Ticket Sales', 'Season Subscriptions', 'Membership Fees', 'Donations', 'Arts Council Malta Grant', 'Corporate Sponsorship', 'Bar & Programme Sales'].map((a) => v.sliema.pl[a][0])); const exp = sum(['Bar Purchases', "Musicians' Fees", 'Venue Hire', 'Piano Tuning & Hire', 'Marketing & Printing', "Artists' Travel & Accommodation", 'Insurance', 'Accounting Fees', 'Bank & PayPal Fees', 'Website & Software', 'Office Supplies'].map((a) => v.sliema.pl[a][0])); return inc / exp; }, { unit: '', wrong: 1.38 }],
  ['ratio', 'season subscriptions to ticket sales ratio, 2024-25', (v) => v.sliema.pl['Season Subscriptions'][0] / v.sliema.pl['Ticket Sales'][0], { unit: '', wrong: 1.78 }],
  ['ratio', 'Membership fee income per paid-up member for 2024-25 (fees divided by members at 31 August 2025)?', (v) => v.sliema.pl['Membership Fees'][0] / v.sliema.rep.members, { unit: '€', wrong: 32.58 }],
];

export const DEFS = { marula: M, sliema: S };
