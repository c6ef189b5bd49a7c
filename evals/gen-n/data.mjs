// The one data module of set N: every figure in every document and every case, with the answer computed
// from the figures. The renderers in lib/ only lay these figures out; verify.mjs re-reads the files without
// importing this module. Assertions at the bottom check that the documents foot and agree with each other,
// that extremes are unique and that rounded answers survive the scorer's tolerance.

const sum = (a) => Math.round(a.reduce((s, x) => s + (x || 0), 0) * 100) / 100;
const r2 = (x) => Math.round(x * 100) / 100;
const assert = (c, m) => { if (!c) throw new Error('data.mjs: ' + m); };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// "2026-08-14" -> accepted phrasings of one date (day-first documents)
export function datePhrases(iso) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1];
  const th = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return [`${d} ${M} ${y}`, `${d} ${M.slice(0, 3)} ${y}`, `${d}${th} ${M} ${y}`, `${M} ${d}, ${y}`, `${M.slice(0, 3)} ${d}, ${y}`, iso, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, `${d}/${m}/${y}`];
}

export const ORGS = {
  ziwasafi: { name: 'Ziwa Safi Water & Sanitation Trust', fiscalYearStart: 'July', currency: 'KSh ', code: 'KES ', locale: 'en-KE' },
  sayang: { name: 'Sayang Seniors Befriending Network Ltd', fiscalYearStart: 'April', currency: 'S$', code: 'SGD ', locale: 'en-SG' },
};

// =====================================================================================================
// Ziwa Safi Water & Sanitation Trust, Kisumu, Kenya. KSh. Fiscal year July–June (FY26 = 1 July 2025 – 30 June 2026).
// =====================================================================================================
const ZS = { files: {
  report: 'ziwasafi/Quarterly management report FY26 (Jul25-Jun26).pdf',
  tb: 'ziwasafi/Trial Balance as of 30-06-2026.xlsx',
  mpesa: 'ziwasafi/ORG_512340_Statement_20260701-20260930.csv',
  grant: 'ziwasafi/Wellspring grant WF-2025-118 tranche schedule.xlsx',
  agm: "ziwasafi/Treasurer's report AGM 26 Sept 2026.docx",
  photo: 'ziwasafi/IMG-20260814-WA0007.jpg',
} };

// Wellspring Foundation grant: tranches in US$, received in KSh at the day's rate
ZS.tranches = [
  { n: 1, cond: 'Signed grant agreement and baseline survey', due: '2025-08-01', usd: 30000, rec: '2025-08-06', rate: 129.20 },
  { n: 2, cond: 'Year 1 interim narrative and financial report', due: '2026-02-02', usd: 25000, rec: '2026-02-20', rate: 129.05 },
  { n: 3, cond: 'Year 1 annual report and audited accounts', due: '2026-08-03', usd: 25000, rec: '2026-08-11', rate: 129.35 },
  { n: 4, cond: 'Year 2 interim narrative and financial report', due: '2027-02-01', usd: 25000 },
  { n: 5, cond: 'Year 2 annual report and audited accounts', due: '2027-08-02', usd: 25000 },
  { n: 6, cond: 'Final report and external evaluation', due: '2028-03-01', usd: 20000 },
];
for (const t of ZS.tranches) if (t.rec) { t.kes = Math.round(t.usd * t.rate); t.late = (Date.parse(t.rec) - Date.parse(t.due)) / 864e5; }
ZS.grantBudget = [ // US$ by grant year
  { line: 'Borehole rehabilitation', y: [22000, 6000, 0] },
  { line: 'Kiosk construction', y: [12000, 21500, 16000] },
  { line: 'Hygiene promotion', y: [6500, 7000, 7500] },
  { line: 'Project officer salary', y: [7200, 7400, 7600] },
  { line: 'Monitoring & evaluation', y: [2300, 3100, 8900] },
  { line: 'Indirect costs', y: [5000, 5000, 5000] },
];

// Kiosks (FY26 jerricans at KSh 3 each)
ZS.tariff = { old: 3, new: 4, from: '2026-09-01' };
ZS.kiosks = [
  { code: 'K01', name: 'Nyalenda A', opened: '2019', jer: 312400 },
  { code: 'K02', name: 'Nyalenda B', opened: '2019', jer: 268150 },
  { code: 'K03', name: 'Manyatta', opened: '2020', jer: 355720 },
  { code: 'K04', name: 'Obunga', opened: '2021', jer: 241300 },
  { code: 'K05', name: 'Bandani', opened: '2022', jer: 198640 },
  { code: 'K06', name: 'Dunga Beach', opened: '2023', jer: 287910 },
  { code: 'K07', name: 'Kanyakwar', opened: '9 February 2026', jer: 64280 },
];
for (const k of ZS.kiosks) k.sales = k.jer * ZS.tariff.old;
ZS.kanyakwarOpened = '2026-02-09';
const kioskTotal = sum(ZS.kiosks.map((k) => k.sales));

// Quarterly management report FY26: [Q1, Q2, Q3, Q4] and the FY26 budget
const t1 = ZS.tranches[0].kes, t2 = ZS.tranches[1].kes;
ZS.income = [
  { line: 'Water kiosk sales', q: [1204300, 1236850, 1318900, kioskTotal - 1204300 - 1236850 - 1318900], budget: 5400000 },
  { line: 'Institutional water contracts', q: [412000, 398500, 455000, 430500], budget: 1650000 },
  { line: 'Exhauster & sanitation services', q: [286500, 301000, 342500, 325000], budget: 1200000 },
  { line: 'Wellspring Foundation grant', q: [t1, 0, t2, 0], budget: 7100000 },
  { line: 'County Government of Kisumu WASH grant', q: [0, 1500000, 0, 1000000], budget: 3000000 },
  { line: 'Individual & community donations', q: [96400, 182750, 88300, 104950], budget: 400000 },
  { line: 'Interest income', q: [18420, 19100, 21880, 22640], budget: 60000 },
];
ZS.expense = [
  { line: 'Staff costs', q: [1420000, 1420000, 1465000, 1465000], budget: 5820000 },
  { line: "Kiosk attendants' commission", q: [120430, 123690, 131890, 142510], budget: 540000 },
  { line: 'Electricity (borehole pumping)', q: [312400, 298750, 341200, 356900], budget: 1200000 },
  { line: 'Water treatment & testing', q: [84200, 71500, 92300, 88650], budget: 360000 },
  { line: 'Repairs & maintenance', q: [146800, 212350, 389600, 174250], budget: 600000 },
  { line: 'Hygiene promotion & outreach', q: [118000, 164500, 142300, 201700], budget: 650000 },
  { line: 'Kiosk construction (Kanyakwar)', q: [0, 1850000, 2460000, 0], budget: 4200000 },
  { line: 'Motorbike & transport', q: [62400, 58900, 71250, 66800], budget: 240000 },
  { line: 'Office rent & utilities', q: [135000, 135000, 135000, 135000], budget: 540000 },
  { line: 'Audit & professional fees', q: [0, 0, 0, 348000], budget: 320000 },
  { line: 'Bank & M-Pesa charges', q: [14230, 15870, 16410, 15990], budget: 60000 },
  { line: 'Depreciation', q: [96500, 96500, 96500, 96500], budget: 386000 },
];
for (const l of [...ZS.income, ...ZS.expense]) l.fy = sum(l.q);
for (const l of ZS.income) l.varc = l.fy - l.budget; // favourable / (adverse)
for (const l of ZS.expense) l.varc = l.budget - l.fy;
const qsum = (lines, i) => sum(lines.map((l) => l.q[i]));
ZS.totIncome = { q: [0, 1, 2, 3].map((i) => qsum(ZS.income, i)), fy: sum(ZS.income.map((l) => l.fy)), budget: sum(ZS.income.map((l) => l.budget)) };
ZS.totExp = { q: [0, 1, 2, 3].map((i) => qsum(ZS.expense, i)), fy: sum(ZS.expense.map((l) => l.fy)), budget: sum(ZS.expense.map((l) => l.budget)) };
ZS.surplus = { q: ZS.totIncome.q.map((v, i) => v - ZS.totExp.q[i]), fy: ZS.totIncome.fy - ZS.totExp.fy, budget: ZS.totIncome.budget - ZS.totExp.budget };
ZS.manyattaPump = 236500; // inside Q3 repairs
// cash and bank at quarter ends (the last column = the trial balance)
ZS.mpesaOpening = 52640;
ZS.cashQ = [
  { line: 'KCB current account', q: [3214600, 1948350, 2106900, null] },
  { line: 'KCB reserve savings account', q: [1500000, 1650000, 1750000, 1850000] },
  { line: 'M-Pesa paybill 512340', q: [41280, 63915, 38470, ZS.mpesaOpening] },
  { line: 'Petty cash', q: [5200, 7340, 4810, 6450] },
];

// Trial balance at 30 June 2026 (before closing the year): income and expense accounts for FY26
const staff = { salaries: 5532400, nssf: 155520, levy: 82080 };
const byLine = (list, l) => list.find((x) => x.line === l).fy;
ZS.tb = [
  { code: '1000', name: 'KCB Current Account 1189004412', type: 'Bank', dr: null },
  { code: '1010', name: 'KCB Reserve Savings Account 1189004420', type: 'Bank', dr: 1850000 },
  { code: '1020', name: 'M-Pesa Paybill 512340', type: 'Bank', dr: ZS.mpesaOpening },
  { code: '1030', name: 'Petty Cash', type: 'Cash', dr: 6450 },
  { code: '1100', name: 'Accounts Receivable - Institutions', type: 'Accounts Receivable', dr: 186500 },
  { code: '1200', name: 'Pumps, Equipment & Motorbike - Cost', type: 'Fixed Asset', dr: 3860000 },
  { code: '1210', name: 'Accumulated Depreciation', type: 'Fixed Asset', cr: 1544000 },
  { code: '2000', name: 'Accounts Payable', type: 'Accounts Payable', cr: 212300 },
  { code: '2100', name: 'Accrued Audit Fee', type: 'Other Current Liability', cr: 348000 },
  { code: '2200', name: 'PAYE, NSSF, SHIF & Housing Levy Payable', type: 'Other Current Liability', cr: 118640 },
  { code: '3000', name: 'Restricted Funds b/f 1 July 2025', type: 'Equity', cr: 412000 },
  { code: '3100', name: 'Unrestricted Funds b/f 1 July 2025', type: 'Equity', cr: 2145300 },
  { code: '4000', name: 'Water Kiosk Sales', type: 'Income', cr: byLine(ZS.income, 'Water kiosk sales') },
  { code: '4010', name: 'Institutional Water Contracts', type: 'Income', cr: byLine(ZS.income, 'Institutional water contracts') },
  { code: '4020', name: 'Exhauster & Sanitation Services', type: 'Income', cr: byLine(ZS.income, 'Exhauster & sanitation services') },
  { code: '4100', name: 'Grant - Wellspring Foundation', type: 'Income', cr: byLine(ZS.income, 'Wellspring Foundation grant') },
  { code: '4110', name: 'Grant - County Government of Kisumu (WASH)', type: 'Income', cr: byLine(ZS.income, 'County Government of Kisumu WASH grant') },
  { code: '4200', name: 'Donations', type: 'Income', cr: byLine(ZS.income, 'Individual & community donations') },
  { code: '4300', name: 'Interest Income', type: 'Other Income', cr: byLine(ZS.income, 'Interest income') },
  { code: '5000', name: 'Salaries & Wages', type: 'Expense', dr: staff.salaries },
  { code: '5010', name: 'NSSF - Employer Contribution', type: 'Expense', dr: staff.nssf },
  { code: '5020', name: 'Affordable Housing Levy - Employer', type: 'Expense', dr: staff.levy },
  { code: '5100', name: 'Kiosk Attendant Commission', type: 'Expense', dr: byLine(ZS.expense, "Kiosk attendants' commission") },
  { code: '5200', name: 'Electricity - Borehole Pumping', type: 'Expense', dr: byLine(ZS.expense, 'Electricity (borehole pumping)') },
  { code: '5210', name: 'Water Treatment & Testing', type: 'Expense', dr: byLine(ZS.expense, 'Water treatment & testing') },
  { code: '5300', name: 'Repairs & Maintenance', type: 'Expense', dr: byLine(ZS.expense, 'Repairs & maintenance') },
  { code: '5400', name: 'Hygiene Promotion & Outreach', type: 'Expense', dr: byLine(ZS.expense, 'Hygiene promotion & outreach') },
  { code: '5500', name: 'Kiosk Construction - Kanyakwar', type: 'Expense', dr: byLine(ZS.expense, 'Kiosk construction (Kanyakwar)') },
  { code: '5600', name: 'Motorbike & Transport', type: 'Expense', dr: byLine(ZS.expense, 'Motorbike & transport') },
  { code: '5700', name: 'Office Rent & Utilities', type: 'Expense', dr: byLine(ZS.expense, 'Office rent & utilities') },
  { code: '5800', name: 'Audit & Professional Fees', type: 'Expense', dr: byLine(ZS.expense, 'Audit & professional fees') },
  { code: '5810', name: 'Bank & M-Pesa Charges', type: 'Expense', dr: byLine(ZS.expense, 'Bank & M-Pesa charges') },
  { code: '5900', name: 'Depreciation', type: 'Expense', dr: byLine(ZS.expense, 'Depreciation') },
];
{
  const cr = sum(ZS.tb.map((a) => a.cr || 0)), dr = sum(ZS.tb.map((a) => a.dr || 0));
  ZS.tb[0].dr = r2(cr - dr);
  ZS.cashQ[0].q[3] = ZS.tb[0].dr;
  ZS.tbTotal = cr;
}
const tbA = (code) => ZS.tb.find((a) => a.code === code);
ZS.cashTotal = sum(['1000', '1010', '1020', '1030'].map((c) => tbA(c).dr));
ZS.currentAssets = ZS.cashTotal + tbA('1100').dr;
ZS.currentLiab = sum(['2000', '2100', '2200'].map((c) => tbA(c).cr));
ZS.nbv = tbA('1200').dr - tbA('1210').cr;
ZS.reserveTarget = 'three months';

// AGM treasurer's report: indicators and people
ZS.kpi = [ // FY25, FY26, FY27 target; kind: n (count), p (percent), m (KSh)
  { name: 'Households served', k: 'n', v: [4180, 4915, 5600] },
  { name: 'Kiosks operating at year end', k: 'n', v: [6, 7, 8] },
  { name: 'Non-revenue water', k: 'p', v: [31.4, 25.1, 20.0] },
  { name: 'Collection rate on institutional invoices', k: 'p', v: [88.5, 93.2, 95.0] },
  { name: 'Exhauster jobs completed', k: 'n', v: [362, 401, 450] },
  { name: 'Water quality tests passed', k: 'p', v: [96.0, 98.4, 99.0] },
  { name: 'Staff (full-time equivalent)', k: 'n', v: [11, 12, 13] },
];
ZS.people = { chair: 'Grace Adhiambo Okoth', treasurer: 'Daniel Kiprop', auditors: 'Odhiambo & Wekesa', manager: 'Josephine Anyango' };
ZS.agmDate = '2026-09-26';

// M-Pesa paybill statement, Q1 FY27 (1 July – 30 September 2026), chronological here, newest first in the file
const CUST = {
  exh: ['BEATRICE ANYANGO', 'TOM OWINO', 'MILLICENT ATIENO', 'PAUL OTIENO', 'ROSE AKOTH', 'JOHN ODERA', 'PHOEBE ADOYO', 'VINCENT OMOLO', 'LILIAN AWUOR', 'ERICK OCHOLA', 'MERCY AUMA', 'FREDRICK OTIENO', 'DORCAS ACHIENG', 'BRIAN OKELLO', 'AGNES MORAA', 'WILLIS ODHIAMBO', 'EUNICE NAFULA', 'CALVIN OUMA', 'SHARON ADHIAMBO', 'KENNEDY ONYANGO', 'JANET WANJIRU'],
};
const INST = {
  'NYALENDA MIXED PRIMARY SCHOOL': '600412', 'OBUNGA SECONDARY SCHOOL': '600587', "ST JOSEPH'S DISPENSARY MANYATTA": '600733',
  'KISUMU LAKESIDE GIRLS SECONDARY SCHOOL': '600891', 'DUNGA BEACH MANAGEMENT UNIT': '601024', "BANDANI CHILDREN'S HOME": '601166',
};
const M = (t, kind, amt, party, acc) => ({ t, kind, amt, party, acc });
let exhN = 731, exhI = 0;
const exh = (t, amt) => M(t, 'exh', amt, CUST.exh[exhI++], `EXH-0${exhN++}`);
const inst = (t, name, amt, inv) => M(t, 'inst', amt, name, inv);
const don = (t, amt, who) => M(t, 'don', amt, who, 'DONATION');
const kplc = (t, amt) => M(t, 'kplc', amt, 'KPLC PREPAID', '37140588213');
const b2c = (t, amt, who) => M(t, 'b2c', amt, who, '');
const bank = (t, amt) => M(t, 'bank', amt, 'KCB BANK KENYA LTD', '1189004412');
ZS.mpesa = [
  inst('2026-07-02 08:41:17', 'NYALENDA MIXED PRIMARY SCHOOL', 18400, 'INV-2607-01'),
  exh('2026-07-03 10:15:42', 3000),
  don('2026-07-04 16:02:09', 1000, 'KEVIN OCHIENG'),
  inst('2026-07-06 09:27:33', 'OBUNGA SECONDARY SCHOOL', 24800, 'INV-2607-02'),
  exh('2026-07-07 12:48:05', 2500),
  kplc('2026-07-08 11:05:51', 4500),
  inst('2026-07-09 14:30:26', "ST JOSEPH'S DISPENSARY MANYATTA", 11250, 'INV-2607-03'),
  exh('2026-07-10 09:55:14', 4500),
  inst('2026-07-13 15:20:48', 'KISUMU LAKESIDE GIRLS SECONDARY SCHOOL', 41500, 'INV-2607-04'),
  exh('2026-07-14 08:12:37', 3500),
  bank('2026-07-15 17:05:02', 80000),
  don('2026-07-16 10:40:19', 5000, 'CAROLINE MUTHONI'),
  inst('2026-07-17 13:22:44', 'DUNGA BEACH MANAGEMENT UNIT', 8600, 'INV-2607-05'),
  exh('2026-07-20 09:03:28', 3000),
  inst('2026-07-21 11:47:56', "BANDANI CHILDREN'S HOME", 14300, 'INV-2607-06'),
  kplc('2026-07-22 10:31:12', 5200),
  exh('2026-07-23 16:18:40', 2500),
  don('2026-07-27 12:09:03', 2500, 'ANN ATIENO'),
  exh('2026-07-28 15:44:29', 4500),
  b2c('2026-07-31 16:30:11', 6000, 'JOSEPH OMONDI'),
  b2c('2026-07-31 16:34:57', 4800, 'GEORGE WASONGA'),
  bank('2026-07-31 17:10:33', 95000),
  inst('2026-08-03 09:18:21', 'NYALENDA MIXED PRIMARY SCHOOL', 9200, 'INV-2608-01'),
  exh('2026-08-04 10:02:47', 3500),
  inst('2026-08-05 14:40:15', 'OBUNGA SECONDARY SCHOOL', 12100, 'INV-2608-02'),
  exh('2026-08-06 11:21:38', 3000),
  kplc('2026-08-07 08:55:06', 4800),
  inst('2026-08-10 15:33:52', "ST JOSEPH'S DISPENSARY MANYATTA", 11700, 'INV-2608-03'),
  exh('2026-08-11 09:47:24', 2500),
  don('2026-08-12 13:05:49', 3000, 'PETER MBOYA'),
  inst('2026-08-13 10:20:31', 'KISUMU LAKESIDE GIRLS SECONDARY SCHOOL', 20750, 'INV-2608-04'),
  M('2026-08-14 11:43:08', 'hw', 18850, 'LAKEVIEW HARDWARE & GENERAL SUPPLIES', 'ZIWASAFI'),
  exh('2026-08-14 16:12:55', 4500),
  inst('2026-08-17 12:30:07', 'DUNGA BEACH MANAGEMENT UNIT', 9150, 'INV-2608-05'),
  exh('2026-08-18 09:14:43', 3000),
  inst('2026-08-19 14:58:18', "BANDANI CHILDREN'S HOME", 14900, 'INV-2608-06'),
  kplc('2026-08-21 10:36:59', 5000),
  exh('2026-08-24 15:09:34', 3500),
  don('2026-08-25 11:52:26', 1500, 'ESTHER WAMBUI'),
  exh('2026-08-26 09:40:02', 2500),
  exh('2026-08-28 13:17:45', 4500),
  b2c('2026-08-31 16:05:38', 6500, 'JOSEPH OMONDI'),
  b2c('2026-08-31 16:09:14', 5200, 'GEORGE WASONGA'),
  bank('2026-08-31 17:20:50', 60000),
  inst('2026-09-01 09:12:29', 'NYALENDA MIXED PRIMARY SCHOOL', 19600, 'INV-2609-01'),
  exh('2026-09-02 10:48:16', 3000),
  inst('2026-09-03 14:03:41', 'OBUNGA SECONDARY SCHOOL', 26300, 'INV-2609-02'),
  don('2026-09-04 11:30:55', 2000, 'KEVIN OCHIENG'),
  kplc('2026-09-07 09:25:08', 5500),
  inst('2026-09-08 15:40:37', "ST JOSEPH'S DISPENSARY MANYATTA", 11400, 'INV-2609-03'),
  exh('2026-09-09 10:07:22', 4500),
  inst('2026-09-10 13:51:04', 'KISUMU LAKESIDE GIRLS SECONDARY SCHOOL', 43800, 'INV-2609-04'),
  exh('2026-09-11 08:44:50', 2500),
  inst('2026-09-14 12:26:13', 'DUNGA BEACH MANAGEMENT UNIT', 8900, 'INV-2609-05'),
  bank('2026-09-15 17:00:46', 90000),
  exh('2026-09-16 10:18:31', 3500),
  inst('2026-09-18 14:37:58', "BANDANI CHILDREN'S HOME", 15200, 'INV-2609-06'),
  don('2026-09-21 09:33:27', 50000, 'SAMUEL OTIENO ONYANGO'),
  kplc('2026-09-22 11:08:44', 5800),
  exh('2026-09-23 16:44:09', 3000),
  don('2026-09-25 10:55:36', 1000, 'ANN ATIENO'),
  exh('2026-09-28 13:29:17', 4500),
  don('2026-09-29 15:12:48', 500, 'MARTIN OTIENO'),
  b2c('2026-09-30 16:20:05', 6000, 'JOSEPH OMONDI'),
  b2c('2026-09-30 16:24:40', 4500, 'GEORGE WASONGA'),
  bank('2026-09-30 17:30:19', 95000),
];
// charges the paybill pays on money going out (M-Pesa tariff for business payments)
ZS.charge = (m) => (m.kind === 'b2c' ? (m.amt <= 5000 ? 13 : 22) : m.kind === 'kplc' || m.kind === 'hw' ? (m.amt <= 5000 ? 23 : 34) : m.kind === 'bank' ? 110 : 0);
{
  // receipt numbers: two letters for the month, then eight seeded characters
  let seed = 20260701;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const AL = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  const prefix = { '07': 'UG', '08': 'UH', '09': 'UI' };
  let bal = ZS.mpesaOpening;
  for (const m of ZS.mpesa) {
    m.receipt = prefix[m.t.slice(5, 7)] + Array.from({ length: 8 }, () => AL[Math.floor(rnd() * AL.length)]).join('');
    m.in = ['exh', 'inst', 'don'].includes(m.kind);
    bal += m.in ? m.amt : -m.amt;
    m.bal = bal;
    m.fee = ZS.charge(m);
    bal -= m.fee;
    m.balAfterFee = bal;
    assert(bal > 0, `M-Pesa balance stays positive (${m.t})`);
  }
  ZS.mpesaClosing = bal;
}
const mp = ZS.mpesa;
const inMonth = (m, mm) => m.t.slice(5, 7) === mm;

// Photo: Lakeview Hardware cash sale, VAT 16% included, paid by M-Pesa
ZS.hw = {
  shop: 'LAKEVIEW HARDWARE & GENERAL SUPPLIES', date: '2026-08-14', time: '11:42', no: 'LH-58213', paybill: '400200',
  lines: [
    { q: 10, d: 'PVC PIPE 1in CLASS C 6M', p: 780 },
    { q: 4, d: 'GATE VALVE 1in BRASS', p: 1450 },
    { q: 6, d: 'BIB TAP 1/2in', p: 385 },
    { q: 3, d: 'CEMENT 50KG BAG', p: 820 },
    { q: 12, d: 'PTFE TAPE 12MM', p: 40 },
  ],
};
for (const l of ZS.hw.lines) l.amt = l.q * l.p;
ZS.hw.total = sum(ZS.hw.lines.map((l) => l.amt));
ZS.hw.vat = r2((ZS.hw.total * 16) / 116);
ZS.hw.net = r2(ZS.hw.total - ZS.hw.vat);

// =====================================================================================================
// Sayang Seniors Befriending Network Ltd, Singapore. S$. Financial year April–March (FY2025/26 = 1 April 2025 – 31 March 2026).
// =====================================================================================================
const SY = { files: {
  fs: 'sayang/Sayang FS FY2025-26 (audited).pdf',
  givelah: 'sayang/givelah_donations_export_2026-01-01_2026-03-31.csv',
  walk: 'sayang/Walk With Me 2026 - event reconciliation.xlsx',
  budget: 'sayang/Budget FY2026-27 monthly phasing (approved).xlsx',
  board: 'sayang/Board report - meeting 21 May 2026.docx',
  photo: 'sayang/IMG_4471.jpg',
} };

// GiveLah donation platform export, January–March 2026 (platform fee 3%; card processing 2.4% + S$0.30; PayNow free)
const G = (d, donor, type, campaign, method, gross) => ({ d, donor, type, campaign, method, gross });
const FH = 'Festive Hampers 2026', GF = 'General Fund', WW = 'Walk With Me 2026';
SY.gifts = [
  G('2026-01-03', 'Tan Mei Ling', 'Individual', FH, 'Card', 150),
  G('2026-01-05', 'Anonymous', 'Individual', GF, 'PayNow', 50),
  G('2026-01-07', 'Rajesh Kumar', 'Individual', GF, 'Card', 300),
  G('2026-01-09', 'Crestwood Realty Pte Ltd', 'Corporate', FH, 'PayNow', 3000),
  G('2026-01-12', 'Nurul Huda binte Osman', 'Individual', FH, 'PayNow', 100),
  G('2026-01-14', 'Chua Siew Hoon', 'Individual', GF, 'Card', 200),
  G('2026-01-14', 'Chua Siew Hoon', 'Individual', GF, 'Card', 200),
  { ...G('2026-01-19', 'Chua Siew Hoon', 'Individual', GF, 'Card', -200), refund: true },
  G('2026-01-20', 'David Wong', 'Individual', FH, 'Card', 250),
  G('2026-01-22', 'Priscilla Ng', 'Individual', GF, 'PayNow', 80),
  G('2026-01-24', 'Goh Kian Seng', 'Individual', FH, 'Card', 500),
  G('2026-01-27', 'Anonymous', 'Individual', FH, 'PayNow', 120),
  G('2026-01-29', 'Seng Kee Hardware Pte Ltd', 'Corporate', GF, 'PayNow', 1000),
  G('2026-02-02', 'Muhammad Faizal bin Rahman', 'Individual', WW, 'Card', 100),
  G('2026-02-03', 'Sarah Lee', 'Individual', FH, 'PayNow', 200),
  G('2026-02-05', 'Lau Chee Wai', 'Individual', WW, 'PayNow', 350),
  G('2026-02-06', 'Anonymous', 'Individual', GF, 'Card', 75),
  G('2026-02-09', 'Helen Tay', 'Individual', FH, 'Card', 1200),
  G('2026-02-10', 'Kumaran s/o Pillai', 'Individual', WW, 'PayNow', 88),
  G('2026-02-12', 'Tan Mei Ling', 'Individual', GF, 'PayNow', 150),
  G('2026-02-13', 'Brightwater Engineering Pte Ltd', 'Corporate', WW, 'PayNow', 2500),
  G('2026-02-16', 'Anonymous', 'Individual', FH, 'PayNow', 60),
  G('2026-02-18', 'Joanne Lim', 'Individual', WW, 'Card', 120),
  G('2026-02-20', 'Rajesh Kumar', 'Individual', WW, 'Card', 250),
  G('2026-02-23', 'Siti Aminah', 'Individual', GF, 'PayNow', 50),
  G('2026-02-25', 'Benjamin Koh', 'Individual', WW, 'Card', 500),
  G('2026-02-27', 'Anonymous', 'Individual', WW, 'Card', 200),
  G('2026-03-02', 'Jason Teo', 'Individual', WW, 'PayNow', 150),
  G('2026-03-03', 'Crestwood Realty Pte Ltd', 'Corporate', WW, 'PayNow', 5000),
  G('2026-03-04', 'Mary Chan', 'Individual', WW, 'Card', 100),
  G('2026-03-05', 'Anonymous', 'Individual', WW, 'PayNow', 300),
  G('2026-03-06', 'Daniel Ong', 'Individual', WW, 'Card', 80),
  G('2026-03-07', 'Grace Yeo', 'Individual', WW, 'Card', 1000),
  G('2026-03-08', 'Anonymous', 'Individual', WW, 'PayNow', 45),
  G('2026-03-08', 'Ahmad Rizal', 'Individual', WW, 'PayNow', 120),
  G('2026-03-09', 'Vivian Ho', 'Individual', WW, 'Card', 250),
  G('2026-03-11', 'Chua Siew Hoon', 'Individual', GF, 'Card', 200),
  G('2026-03-16', 'Peter Sim', 'Individual', GF, 'PayNow', 500),
  G('2026-03-19', 'Anonymous', 'Individual', GF, 'Card', 100),
  G('2026-03-24', 'Lee Hui Min', 'Individual', GF, 'PayNow', 300),
  G('2026-03-28', 'Ong Kok Leong', 'Individual', GF, 'Card', 150),
  G('2026-03-30', 'Anonymous', 'Individual', GF, 'PayNow', 60),
];
{
  const payouts = [['2026-01-11', '2026-01-15'], ['2026-01-25', '2026-01-29'], ['2026-02-08', '2026-02-12'], ['2026-02-22', '2026-02-26'], ['2026-03-08', '2026-03-12'], ['2026-03-22', '2026-03-26']];
  const seq = {};
  SY.gifts.forEach((g) => {
    const ymd = g.d.slice(2).replace(/-/g, '');
    g.id = `GL-${ymd}-${String(3417 + SY.gifts.indexOf(g) * 3 + ((seq[ymd] = (seq[ymd] || 0) + 1) - 1))}`;
    if (g.refund) {
      const orig = SY.gifts.filter((x) => x.donor === g.donor && x.gross === -g.gross && x.d < g.d)[1];
      g.id = `RF-${ymd}-0001`; g.refOf = orig.id;
      g.platform = -r2(orig.gross * 0.03); g.processing = 0;
    } else {
      g.platform = r2(g.gross * 0.03);
      g.processing = g.method === 'Card' ? r2(g.gross * 0.024 + 0.3) : 0;
    }
    g.net = r2(g.gross - g.platform - g.processing);
    g.tax = g.donor === 'Anonymous' ? 'No' : 'Yes';
    const p = payouts.find(([until]) => g.d <= until);
    g.payout = p ? p[1] : '';
  });
}
const gm = (mm) => SY.gifts.filter((g) => g.d.slice(5, 7) === mm);
SY.walkOnlineNet = sum(SY.gifts.filter((g) => g.campaign === WW).map((g) => g.net));

// Walk With Me 2026 reconciliation (Sunday 8 March 2026)
SY.walkDate = '2026-03-08';
SY.walkIncome = [
  { item: 'Registrations - Adult (5 km)', qty: 612, price: 35, budget: 21000, people: 1 },
  { item: 'Registrations - Senior (60+)', qty: 238, price: 15, budget: 3000, people: 1 },
  { item: 'Registrations - Youth (under 18)', qty: 145, price: 20, budget: 3600, people: 1 },
  { item: 'Family pack (2 adults + 2 children)', qty: 84, price: 90, budget: 9000, people: 4 },
  { item: 'Corporate team (10 walkers)', qty: 11, price: 1200, budget: 12000, people: 10 },
  { item: 'Sponsorship - Orchid Logistics Pte Ltd (title sponsor)', amt: 15000, budget: 15000, sponsor: true },
  { item: 'Sponsorship - Marina Dental Group', amt: 5000, budget: 8000, sponsor: true },
  { item: 'Online donations via GiveLah (net of fees)', amt: SY.walkOnlineNet, budget: 12000 },
  { item: 'Donations on the day (cash and PayNow QR)', amt: null, budget: 2500 },
  { item: 'Merchandise sales (tote bags, caps)', amt: 2384, budget: 3000 },
];
SY.walkCash = { counted: 1846.5, paynowQR: 1280, banked: 1840, bankedOn: '2026-03-10' };
SY.walkIncome.find((l) => /on the day/.test(l.item)).amt = SY.walkCash.counted + SY.walkCash.paynowQR;
SY.walkCosts = [
  { item: 'Park booking & NParks permit', amt: 1850, budget: 1800 },
  { item: 'Event T-shirts', qty: 1200, price: 6.8, budget: 7500 },
  { item: 'Finisher medals', qty: 1150, price: 3.2, budget: 3500 },
  { item: 'Race bibs & timing', amt: 2940, budget: 3000 },
  { item: 'Printing - Kallang Print Hub (INV-26-0312)', amt: null, budget: 900 },
  { item: 'Tentage, stage & sound', amt: 4350, budget: 4000 },
  { item: 'First aid cover', amt: 980, budget: 1000 },
  { item: 'Refreshments & water', amt: 2615.4, budget: 2200 },
  { item: 'Merchandise stock', amt: 1460, budget: 1500 },
  { item: 'Volunteer meals', amt: 1122.6, budget: 1000 },
];

// Photo: Kallang Print Hub tax invoice, GST 9% added
SY.print = {
  shop: 'KALLANG PRINT HUB PTE LTD', gstNo: '201912345K', no: 'INV-26-0312', date: '2026-02-27',
  lines: [
    { d: 'A5 flyers, 4C both sides', q: 5000, p: 0.06 },
    { d: 'Pull-up banner 85 x 200 cm', q: 3, p: 85 },
    { d: 'A2 posters', q: 20, p: 4.5 },
  ],
};
for (const l of SY.print.lines) l.amt = r2(l.q * l.p);
SY.print.sub = sum(SY.print.lines.map((l) => l.amt));
SY.print.gst = r2(SY.print.sub * 0.09);
SY.print.total = r2(SY.print.sub + SY.print.gst);
SY.walkCosts.find((l) => /Kallang/.test(l.item)).amt = SY.print.total;
for (const l of [...SY.walkIncome, ...SY.walkCosts]) { if (l.qty !== undefined) l.amt = r2(l.qty * l.price); l.varc = r2(l.amt - l.budget); }
SY.walkTotInc = sum(SY.walkIncome.map((l) => l.amt));
SY.walkTotCost = sum(SY.walkCosts.map((l) => l.amt));
SY.walkBudInc = sum(SY.walkIncome.map((l) => l.budget));
SY.walkBudCost = sum(SY.walkCosts.map((l) => l.budget));
SY.walkNet = r2(SY.walkTotInc - SY.walkTotCost);
SY.walkers = sum(SY.walkIncome.filter((l) => l.people).map((l) => l.qty * l.people));

// Audited statement of financial activities FY2025/26 (whole dollars): [unrestricted, restricted, total 2025]
SY.sofaIncome = [
  { line: 'Donations - tax-deductible', note: 4, v: [486320, 52000], prior: 501880 },
  { line: 'Donations - non tax-deductible', note: 4, v: [38415, 0], prior: 44120 },
  { line: 'Government grants', note: 5, v: [0, 356000], prior: 340000 },
  { line: 'Foundation grants', note: 5, v: [0, 62600], prior: 55000 },
  { line: 'Fundraising event - Walk With Me', note: 6, v: [Math.round(SY.walkTotInc), 0], prior: 88450 },
  { line: 'Programme fees', v: [14860, 0], prior: 13240 },
  { line: 'Interest income', v: [9742, 0], prior: 6551 },
];
SY.sofaExp = [
  { line: 'Fundraising event costs', note: 6, v: [Math.round(SY.walkTotCost), 0], prior: 29730 },
  { line: 'Other fundraising costs', v: [11284, 0], prior: 10960 },
  { line: 'Befriending programme', note: 7, v: [312450, 298700], prior: 572300 },
  { line: 'Active ageing activities', note: 7, v: [96830, 71400], prior: 158900 },
  { line: 'Emergency assistance to seniors', note: 7, v: [8200, 66350], prior: 61200 },
  { line: 'Governance & support costs', note: 8, v: [118960, 0], prior: 109870 },
];
for (const l of [...SY.sofaIncome, ...SY.sofaExp]) l.total = l.v[0] + l.v[1];
const col = (lines, i) => sum(lines.map((l) => (i === 2 ? l.total : i === 3 ? l.prior : l.v[i])));
SY.totInc = [0, 1, 2, 3].map((i) => col(SY.sofaIncome, i));
SY.totExp = [0, 1, 2, 3].map((i) => col(SY.sofaExp, i));
SY.netBefore = SY.totInc.map((v, i) => v - SY.totExp[i]);
SY.transfer = [-3420, 3420, 0, 0];
SY.fundsOpen = [742600, 84380, null, null];
SY.fundsOpen[2] = SY.fundsOpen[0] + SY.fundsOpen[1];
SY.movement = SY.netBefore.map((v, i) => v + SY.transfer[i]);
SY.fundsOpen[3] = SY.fundsOpen[2] - SY.movement[3]; // funds at 1 April 2024
SY.fundsClose = SY.fundsOpen.map((v, i) => v + SY.movement[i]);
// restricted funds note
SY.rfunds = [
  { name: 'Ageing Well Community Grant', open: 12400, inc: 356000, exp: 333700, tr: 0 },
  { name: 'Straits Foundation - Home Visits', open: 30150, inc: 62600, exp: 36400, tr: 0 },
  { name: 'Emergency Assistance Fund', open: 41830, inc: 34000, exp: 44930, tr: 0 },
  { name: 'Festive Hampers Fund', open: 0, inc: 18000, exp: 21420, tr: 3420 },
];
for (const f of SY.rfunds) f.close = f.open + f.inc - f.exp + f.tr;
SY.staff = [{ line: 'Salaries and bonuses', v: 412600, prior: 380150 }, { line: 'CPF contributions', v: 61890, prior: 57020 }, { line: 'Other staff benefits', v: 14510, prior: 12830 }];
SY.staffTotal = sum(SY.staff.map((s) => s.v));
SY.employees = [9, 8];
// statement of financial position [2026, 2025]
SY.sofp = { ppe: [18400, 24900], fd: [600000, 500000], recv: [42300, 38100], pay: [61800, 57400], deferred: [89000, 72000] };
SY.sofp.cash = [0, 1].map((i) => SY.fundsClose[i === 0 ? 2 : 3] + SY.sofp.pay[i] + SY.sofp.deferred[i] - SY.sofp.ppe[i] - SY.sofp.fd[i] - SY.sofp.recv[i]);
SY.auditors = 'Loh, Chia & Partners PAC';
SY.fsAuthorised = '2026-06-24';
SY.reservePolicy = '6 to 12 months';
SY.reserveMonths = SY.fundsClose[0] / (SY.totExp[2] / 12);

// Budget FY2026/27 phased by month (April 2026 – March 2027)
SY.bmonths = ['2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01', '2027-02', '2027-03'];
SY.bcols = {
  Donations: [32000, 30000, 30000, 31000, 33000, 34000, 36000, 38000, 92000, 30000, 42000, 40000],
  Grants: [180000, 0, 0, 35000, 0, 0, 180000, 0, 0, 30000, 0, 0],
  'Fundraising events': [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 95000],
  'Programme fees': Array(12).fill(1300),
  'Staff costs': [43500, 43500, 43500, 43500, 43500, 43500, 43500, 43500, 81500, 45250, 45250, 45250],
  'Programme activities': [12000, 13500, 14000, 12500, 16000, 13000, 14500, 12000, 18500, 13000, 19000, 12500],
  'Rent & utilities': [11300, 11300, 11300, 11900, 11900, 11900, 11900, 11900, 11900, 11900, 11900, 11900],
  'Fundraising costs': [1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 1200, 2800, 30000],
  'Admin & IT': [12000, 6500, 6500, 6500, 6500, 6500, 6500, 6500, 6500, 6500, 6500, 6500],
};
SY.bInc = ['Donations', 'Grants', 'Fundraising events', 'Programme fees'];
SY.bExp = ['Staff costs', 'Programme activities', 'Rent & utilities', 'Fundraising costs', 'Admin & IT'];
SY.bTotInc = SY.bmonths.map((_, i) => sum(SY.bInc.map((c) => SY.bcols[c][i])));
SY.bTotExp = SY.bmonths.map((_, i) => sum(SY.bExp.map((c) => SY.bcols[c][i])));
SY.bSurplus = SY.bmonths.map((_, i) => SY.bTotInc[i] - SY.bTotExp[i]);
SY.budgetApproved = '2026-02-28';
const bTot = (c) => sum(SY.bcols[c]);

// Board report, 21 May 2026
SY.kpi = [ // FY2024/25 actual, FY2025/26 target, FY2025/26 actual
  { name: 'Active volunteer befrienders', v: [164, 180, 187] },
  { name: 'Seniors befriended (at 31 March)', v: [402, 450, 436] },
  { name: 'Home visits completed', v: [8932, 10000, 10418] },
  { name: 'Scheduled visits completed', v: [91.2, 93.0, 94.6], pct: true },
  { name: 'Volunteer hours', v: [15880, 17000, 18245] },
  { name: 'Seniors on waiting list (at 31 March)', v: [57, 40, 38] },
];
SY.costPerSenior = [r2(SY.sofaExp[2].prior / 402), r2(SY.sofaExp[2].total / 436)];
SY.tiers = [
  { tier: 'Bronze', gift: 20, d: [112, 131] },
  { tier: 'Silver', gift: 50, d: [64, 72] },
  { tier: 'Gold', gift: 100, d: [23, 29] },
  { tier: 'Platinum', gift: 250, d: [6, 8] },
];
SY.pledged = SY.tiers.map((t) => t.d.map((n) => n * t.gift)).reduce((a, b) => [a[0] + b[0], a[1] + b[1]], [0, 0]);
SY.rent = { old: 9800, new: 10400, from: '2026-07-01' };
SY.people = { chair: 'Priya Raman', treasurer: 'Lim Wei Jie', ed: 'Farah Ismail' };
SY.agm = '2026-09-19';
SY.nextBoard = '2026-08-20';

// =====================================================================================================
// Cases
// =====================================================================================================
const num = (value, unit, extra = {}) => ({ type: 'number', value, tolerance: 0.005, unit, ...extra });
const txt = (any, wrong) => ({ type: 'text', any, wrong });
const dt = (iso, wrongIso) => ({ type: 'text', any: datePhrases(iso), wrong: datePhrases(wrongIso)[0], date: iso });
const NF = { type: 'notfound' };
const inc = (l) => ZS.income.find((x) => x.line === l);
const exp = (l) => ZS.expense.find((x) => x.line === l);
const kpi = (n) => ZS.kpi.find((k) => k.name === n).v;
const exhRows = mp.filter((m) => m.kind === 'exh');
const argmaxBy = (arr, f) => { const s = [...arr].sort((a, b) => f(b) - f(a)); assert(f(s[0]) > f(s[1]), `unique maximum ${JSON.stringify(s[0]).slice(0, 60)}`); return s[0]; };
const pending = ZS.tranches.filter((t) => !t.rec);

const zsCases = [
  // lookup
  ['lookup', 'county WASH grant - what did it bring in for the whole of FY26?', num(inc('County Government of Kisumu WASH grant').fy, 'money')],
  ['lookup', 'Q3 FY26 electricity for pumping, how much', num(exp('Electricity (borehole pumping)').q[2], 'money')],
  ['lookup', 'FY26 budget for hygiene promotion & outreach, in KSh?', num(exp('Hygiene promotion & outreach').budget, 'money')],
  ['lookup', 'accumulated depreciation on the trial balance at 30 June 2026?', num(tbA('1210').cr, 'money')],
  ['lookup', 'mpesa paybill balance at close of 30 sept 2026', num(ZS.mpesaClosing, 'money')],
  ['lookup', 'tranche 3 from wellspring - how much was that in shillings', num(ZS.tranches[2].kes, 'money')],
  ['lookup', 'how many households did we serve in FY26', num(kpi('Households served')[1], 'count')],
  ['lookup', 'what did the manyatta pump replacement cost us', num(ZS.manyattaPump, 'money')],
  ['lookup', 'how much VAT is in the lakeview hardware reciept', num(ZS.hw.vat, 'money')],
  ['lookup', "total expenditure FY26 in KSh '000", num(ZS.totExp.fy / 1000, 'plain', { alt: [ZS.totExp.fy] })],
  // sum
  ['sum', 'total staff costs FY26 off the trial balance (salaries + NSSF + housing levy)', num(staff.salaries + staff.nssf + staff.levy, 'money')],
  ['sum', 'total paid in on the paybill in August 2026', num(sum(mp.filter((m) => m.in && inMonth(m, '08')).map((m) => m.amt)), 'money')],
  ['sum', 'how much did we sweep from mpesa to KCB jul-sep 2026?', num(sum(mp.filter((m) => m.kind === 'bank').map((m) => m.amt)), 'money')],
  ['sum', 'total mpesa transaction charges in Q1 FY27', num(sum(mp.map((m) => m.fee)), 'money')],
  // difference
  ['difference', 'net book value of pumps, equipment & motorbike at 30/6/26', num(ZS.nbv, 'money')],
  ['difference', "what's left of the wellspring grant still to come, in USD", num(sum(pending.map((t) => t.usd)), 'usd')],
  ['difference', 'non-revenue water improved by how many percentage points FY25 to FY26?', num(r2(kpi('Non-revenue water')[0] - kpi('Non-revenue water')[1]), 'points')],
  ['difference', 'bottom line for FY26?', num(ZS.surplus.fy, 'money')],
  // percent
  ['percent', '% change in households served FY25 vs FY26', num(((kpi('Households served')[1] - kpi('Households served')[0]) / kpi('Households served')[0]) * 100, 'pct')],
  ['percent', 'kiosk water sales as a share of total FY26 income?', num((inc('Water kiosk sales').fy / ZS.totIncome.fy) * 100, 'pct')],
  ['percent', 'by what % did electricity go up from Q1 to Q4 of FY26', num(((exp('Electricity (borehole pumping)').q[3] - exp('Electricity (borehole pumping)').q[0]) / exp('Electricity (borehole pumping)').q[0]) * 100, 'pct')],
  ['percent', 'the new jerrican price from september is what % increase', num(((ZS.tariff.new - ZS.tariff.old) / ZS.tariff.old) * 100, 'pct')],
  // ratio
  ['ratio', 'current ratio at 30 june 2026 from the TB (current assets over current liabilities)', num(ZS.currentAssets / ZS.currentLiab, 'ratio')],
  ['ratio', 'FY26 income to expenditure ratio?', num(ZS.totIncome.fy / ZS.totExp.fy, 'ratio')],
  // average
  ['average', 'avg monthly electricity spend in FY26', num(exp('Electricity (borehole pumping)').fy / 12, 'money')],
  ['average', 'average exhauster job payment received on the paybill jul–sep 2026', num(sum(exhRows.map((m) => m.amt)) / exhRows.length, 'money')],
  // variance
  ['variance', 'how far off budget were repairs & maintenance in FY26', num(-exp('Repairs & maintenance').varc, 'money')],
  ['variance', 'kiosk sales FY26 - how much short of budget were we', num(-inc('Water kiosk sales').varc, 'money')],
  ['variance', 'total FY26 spending vs budget - over or under, by how much?', num(ZS.totExp.fy - ZS.totExp.budget, 'money')],
  // extreme
  ['extreme', 'which expense line went furthest over budget in FY26?', txt(['Repairs & maintenance', 'Repairs and maintenance', 'repairs'], 'Electricity (borehole pumping)')],
  ['extreme', 'which kiosk sold the most water last FY', txt(['Manyatta', 'K03'], 'Nyalenda A')],
  ['extreme', 'biggest single payment into the paybill jul-sep 2026 - who was it from?', txt(['Samuel Otieno Onyango', 'Samuel Otieno', 'Otieno Onyango'], 'Kisumu Lakeside Girls Secondary School')],
  ['extreme', 'which wellspring tranche came in the most days after its due date', txt(['Tranche 2', 'second tranche', '2nd tranche'], 'Tranche 3')],
  // count
  ['count', 'how many exhauster jobs were paid by mpesa in sept 2026', num(exhRows.filter((m) => inMonth(m, '09')).length, 'count')],
  ['count', 'how many wellspring tranches are still pending?', num(pending.length, 'count')],
  // filter
  ['filter', 'how many kiosks sold more than 280,000 jerricans in FY26', num(ZS.kiosks.filter((k) => k.jer > 280000).length, 'count')],
  ['filter', 'total of paybill receipts of KSh 20,000 or more in july 2026', num(sum(mp.filter((m) => m.in && inMonth(m, '07') && m.amt >= 20000).map((m) => m.amt)), 'money')],
  ['filter', 'which quarter of FY26 ran a deficit?', txt(['Q2', 'second quarter', 'Oct-Dec 2025', 'October to December 2025', 'Oct–Dec 2025'], 'Q4')],
  // date
  ['date', 'when did wellspring tranche 2 actually land', dt(ZS.tranches[1].rec, ZS.tranches[1].due)],
  ['date', "due date of the first wellspring tranche that's still pending?", dt(pending[0].due, pending[1].due)],
  ['date', 'when did the kanyakwar kiosk open', dt(ZS.kanyakwarOpened, '2026-02-20')],
  ['date', 'date on the lakeview hardware receipt', dt(ZS.hw.date, '2026-08-04')],
  // text
  ['text', 'who are our auditors', txt(['Odhiambo & Wekesa', 'Odhiambo and Wekesa', 'Odhiambo'], 'Wekesa Mbugua & Co')],
  ['text', 'whos the treasurer', txt(['Daniel Kiprop', 'Kiprop'], 'Grace Adhiambo Okoth')],
  ['text', "what's the board's target for the reserve account", txt(['three months', '3 months'], 'six months of running costs')],
  // notfound
  ['notfound', 'how much did Rotary give us in FY26', NF, ['Rotary']],
  ['notfound', 'what did we pay for the solar panels at the boreholes', NF, ['solar', 'panel']],
  ['notfound', 'motorbike insurance premium last FY?', NF, ['insurance', 'premium', 'insure']],
  ['notfound', 'how much did UNICEF put in this year', NF, ['UNICEF']],
  ['notfound', 'what are we paying the county in land rates', NF, ['land rate', 'land rent', 'rates to the county']],
];

const walkCost = (re) => SY.walkCosts.find((l) => re.test(l.item));
const bm = (ym) => SY.bmonths.indexOf(ym);
const syCases = [
  // lookup
  ['lookup', 'total income FY25/26 per the audited accounts', num(SY.totInc[2], 'money')],
  ['lookup', 'restricted funds balance at 31 Mar 2026?', num(SY.fundsClose[1], 'money')],
  ['lookup', 'befriending programme spend last FY, restricted + unrestricted', num(SY.sofaExp[2].total, 'money')],
  ['lookup', 'CPF contributions for FY2025/26', num(SY.staff[1].v, 'money')],
  ['lookup', 'how many adult registrations did we get for walk with me', num(SY.walkIncome[0].qty, 'count')],
  ['lookup', 'budgeted staff costs for dec 2026', num(SY.bcols['Staff costs'][bm('2026-12')], 'money')],
  ['lookup', 'volunteer hours in FY25/26?', num(SY.kpi[4].v[2], 'count')],
  ['lookup', 'how much GST on the kallang print hub invoice', num(SY.print.gst, 'money')],
  ['lookup', 'gold tier monthly donors at 31 mar 2026 - how many', num(SY.tiers[2].d[1], 'count')],
  ['lookup', "total expenditure FY2025/26 in S$'000, approx", num(SY.totExp[2] / 1000, 'plain', { alt: [SY.totExp[2]] })],
  // sum
  ['sum', 'givelah gross donations in feb 2026', num(sum(gm('02').map((g) => g.gross)), 'money')],
  ['sum', 'total givelah fees (platform + processing) in march 2026', num(sum(gm('03').map((g) => g.platform + g.processing)), 'money')],
  ['sum', 'buget income for Apr-Jun 2026 (total)', num(sum([0, 1, 2].map((i) => SY.bTotInc[i])), 'money')],
  ['sum', 'how much a month do the friends of sayang monthly donors pledge in total (as at 31 mar 2026)', num(SY.pledged[1], 'money')],
  // difference
  ['difference', 'walk with me net surplus?', num(SY.walkNet, 'money')],
  ['difference', 'how much did unrestricted funds grow over FY25/26', num(SY.movement[0], 'money')],
  ['difference', 'how much cash went missing between counting and banking at the walk', num(r2(SY.walkCash.counted - SY.walkCash.banked), 'money')],
  ['difference', 'how many more seniors are we befriending than a year earlier', num(SY.kpi[1].v[2] - SY.kpi[1].v[0], 'count')],
  // percent
  ['percent', 'staff costs: FY26/27 budget vs FY25/26 actual, % increase?', num(((bTot('Staff costs') - SY.staffTotal) / SY.staffTotal) * 100, 'pct')],
  ['percent', 'walk cost-to-income ratio as a %', num((SY.walkTotCost / SY.walkTotInc) * 100, 'pct')],
  ['percent', 'rent going up from july by what percent', num(((SY.rent.new - SY.rent.old) / SY.rent.old) * 100, 'pct')],
  ['percent', 'total income % change vs FY24/25', num(((SY.totInc[2] - SY.totInc[3]) / SY.totInc[3]) * 100, 'pct')],
  // ratio
  ['ratio', 'how many months of spending do our unrestricted reserves cover at 31 Mar 2026, going by the reserves policy definition?', num(SY.reserveMonths, 'ratio')],
  ['ratio', 'restricted income per $1 of unrestricted income FY25/26', num(SY.totInc[1] / SY.totInc[0], 'ratio')],
  // average
  ['average', 'average givelah gift in march 2026', num(sum(gm('03').map((g) => g.gross)) / gm('03').length, 'money')],
  ['average', 'avg home visits per senior befriended last FY', num(SY.kpi[2].v[2] / SY.kpi[1].v[2], 'ratio')],
  // variance
  ['variance', 'walk t-shirts vs budget - how much over?', num(walkCost(/T-shirts/).varc, 'money')],
  ['variance', 'total walk costs against budget, over or under and by how much', num(SY.walkTotCost - SY.walkBudCost, 'money')],
  ['variance', 'seniors befriended vs target for FY25/26 - how many short', num(SY.kpi[1].v[1] - SY.kpi[1].v[2], 'count')],
  // extreme
  ['extreme', 'largest single givelah donation jan-mar - who gave it', txt(['Crestwood Realty'], 'Brightwater Engineering Pte Ltd')],
  ['extreme', 'which month in the FY26/27 budget has the biggest deficit', txt(['June 2026', 'Jun 2026', 'Jun-26', 'June'], 'August 2026')],
  ['extreme', 'which walk cost line went most over budget', txt(['T-shirts', 'T-shirt', 'tshirts'], 'Refreshments & water')],
  ['extreme', 'largest restricted fund at year end (31/3/26)?', txt(['Straits Foundation'], 'Ageing Well Community Grant')],
  // count
  ['count', 'how many months in the FY26/27 budget show a deficit', num(SY.bSurplus.filter((v) => v < 0).length, 'count')],
  ['count', 'no. of paynow donations on givelah in feb', num(gm('02').filter((g) => g.method === 'PayNow').length, 'count')],
  // filter
  ['filter', 'how many of the walk cost lines came in under budget', num(SY.walkCosts.filter((l) => l.varc < 0).length, 'count')],
  ['filter', 'total of givelah gifts of S$1,000 or more, jan-mar (gross)', num(sum(SY.gifts.filter((g) => g.gross >= 1000).map((g) => g.gross)), 'money')],
  ['filter', 'which restricted fund ended FY25/26 lower than it started', txt(['Emergency Assistance Fund', 'Emergency Assistance'], 'Festive Hampers Fund')],
  // date
  ["date", "when's the AGM", dt(SY.agm, SY.nextBoard)],
  ['date', 'what date was the walk held', dt(SY.walkDate, SY.walkCash.bankedOn)],
  ['date', 'date of the print hub invoice?', dt(SY.print.date, '2026-03-08')],
  ['date', 'when did the board approve the FY26/27 budget', dt(SY.budgetApproved, '2026-05-21')],
  // text
  ['text', 'who audits us', txt(['Loh, Chia & Partners', 'Loh Chia & Partners', 'Loh, Chia and Partners', 'Loh Chia'], 'Tan Koh & Associates')],
  ['text', 'what range does the reserves policy set', txt(['6 to 12 months', 'six to twelve months', '6-12 months', '6 and 12 months', 'six and twelve months'], '3 to 6 months')],
  ['text', "who's the walk's title sponsor", txt(['Orchid Logistics'], 'Marina Dental Group')],
  // notfound
  ['notfound', 'how much did the Tote Board give us last year', NF, ['Tote Board']],
  ['notfound', 'how much did the charity golf day raise', NF, ['golf']],
  ['notfound', 'what did we spend on the minibus', NF, ['minibus', 'vehicle', 'bus ']],
  ['notfound', 'staff training costs last FY?', NF, ['training']],
  ['notfound', 'overseas travel spend in FY25/26', NF, ['overseas', 'travel']],
];

const docsOf = (files) => Object.values(files);
export const CASES = [
  ...zsCases.map(([kind, question, answer, nf], i) => ({ id: `ziwasafi-${String(i + 1).padStart(3, '0')}`, org: 'ziwasafi', kind, question, answer, nf, documents: docsOf(ZS.files) })),
  ...syCases.map(([kind, question, answer, nf], i) => ({ id: `sayang-${String(i + 1).padStart(3, '0')}`, org: 'sayang', kind, question, answer, nf, documents: docsOf(SY.files) })),
];

// =====================================================================================================
// Assertions: documents foot and agree, extremes unique, answers survive rounding
// =====================================================================================================
assert(ZS.tranches.filter((t) => t.rec && t.rec <= '2026-06-30').reduce((s, t) => s + t.kes, 0) === inc('Wellspring Foundation grant').fy, 'Wellspring FY26 income = tranches 1 and 2 in KSh');
assert(sum(ZS.grantBudget.flatMap((b) => b.y)) === sum(ZS.tranches.map((t) => t.usd)), 'grant budget = grant total');
for (let y = 0; y < 3; y++) assert(sum(ZS.grantBudget.map((b) => b.y[y])) === sum(ZS.tranches.slice(2 * y, 2 * y + 2).map((t) => t.usd)), `grant year ${y + 1} budget = its two tranches`);
assert(ZS.grantBudget.filter((b) => sum(b.y) > 30000).length === 1, 'one grant budget line over a fifth');
assert(inc('Water kiosk sales').q[3] > 0 && inc('Water kiosk sales').fy === kioskTotal, 'kiosk table = report');
assert(sum(Object.values(staff)) === exp('Staff costs').fy, 'TB staff accounts = report staff costs');
assert(ZS.tb[0].dr > 500000 && ZS.tb[0].dr < 4000000, `KCB current account plausible ${ZS.tb[0].dr}`);
assert(ZS.surplus.q.filter((v) => v < 0).length === 1 && ZS.surplus.q[1] < 0, 'only Q2 in deficit');
assert(ZS.manyattaPump < exp('Repairs & maintenance').q[2], 'pump inside Q3 repairs');
argmaxBy(ZS.expense, (l) => -l.varc); assert(argmaxBy(ZS.expense, (l) => -l.varc).line === 'Repairs & maintenance', 'repairs most over budget');
assert(argmaxBy(ZS.expense, (l) => -l.varc / l.budget).line === 'Repairs & maintenance', 'repairs most over budget in % too');
assert(argmaxBy(ZS.kiosks, (k) => k.jer).name === 'Manyatta', 'Manyatta top kiosk');
assert(argmaxBy(mp.filter((m) => m.in), (m) => m.amt).party === 'SAMUEL OTIENO ONYANGO', 'largest receipt');
assert(argmaxBy(ZS.tranches.filter((t) => t.rec), (t) => t.late).n === 2, 'tranche 2 latest');
assert(mp.find((m) => m.kind === 'hw').amt === ZS.hw.total && mp.find((m) => m.kind === 'hw').t.startsWith(ZS.hw.date), 'hardware receipt paid by M-Pesa that day');
assert(ZS.hw.vat === 2600, 'VAT on the receipt');
assert(exhN - 731 === exhRows.length && exhI <= CUST.exh.length, 'exhauster customers');
assert(ZS.cashQ.every((c) => c.q.every((v) => v > 0)), 'cash at quarter ends');

assert(SY.totInc[2] === SY.totInc[0] + SY.totInc[1] && SY.totExp[2] === SY.totExp[0] + SY.totExp[1], 'SOFA totals');
assert(sum(SY.rfunds.map((f) => f.open)) === SY.fundsOpen[1] && sum(SY.rfunds.map((f) => f.close)) === SY.fundsClose[1], 'restricted funds note = SOFA');
assert(sum(SY.rfunds.map((f) => f.inc)) === SY.totInc[1] && sum(SY.rfunds.map((f) => f.exp)) === SY.totExp[1] && sum(SY.rfunds.map((f) => f.tr)) === SY.transfer[1], 'restricted funds income / expenditure / transfers');
assert(SY.rfunds.filter((f) => f.close < f.open).length === 1 && SY.rfunds.find((f) => f.close < f.open).name === 'Emergency Assistance Fund', 'one fund fell');
assert(argmaxBy(SY.rfunds, (f) => f.close).name.startsWith('Straits'), 'largest fund');
assert(SY.sofp.cash.every((c) => c > 100000), 'cash plausible');
assert(SY.fundsClose[3] === SY.fundsOpen[2], 'prior year close = opening');
assert(Math.abs(SY.sofaIncome[4].v[0] - SY.walkTotInc) < 1 && Math.abs(SY.sofaExp[0].v[0] - SY.walkTotCost) < 1, 'SOFA walk lines = reconciliation');
assert(argmaxBy(SY.gifts, (g) => g.gross).donor === 'Crestwood Realty Pte Ltd', 'largest gift');
assert(argmaxBy(SY.bmonths.map((m, i) => ({ m, v: -SY.bSurplus[i] })), (x) => x.v).m === '2026-06', 'June biggest deficit');
assert(argmaxBy(SY.walkCosts, (l) => l.varc).item === 'Event T-shirts', 'T-shirts most over');
assert(SY.reserveMonths > 6 && SY.reserveMonths < 12, 'reserves within the policy');
assert(gm('02').every((g) => !g.refund) && gm('03').every((g) => !g.refund), 'no refunds in Feb or Mar');
assert(SY.print.total === 703.05, 'print invoice total');
assert(new Set(SY.gifts.map((g) => g.id)).size === SY.gifts.length, 'donation ids unique');

for (const c of CASES) {
  const a = c.answer;
  if (a.type === 'number') {
    assert(Number.isFinite(a.value) && a.value !== 0, `${c.id} numeric answer`);
    if (c.kind === 'percent') { assert(Math.abs(a.value) >= 1, `${c.id} percent >= 1`); assert(Math.abs(Math.round(a.value * 10) / 10 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
    if (a.unit === 'ratio') assert(Math.abs(Math.round(a.value * 100) / 100 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp`);
    if (a.unit === 'count') assert(Number.isInteger(a.value), `${c.id} count integer`);
  }
  if (a.type === 'text') assert(a.any.every((p) => !String(a.wrong).toLowerCase().includes(p.toLowerCase())), `${c.id} wrong reply holds no accepted phrase`);
  if (a.type === 'notfound') assert(c.nf && c.nf.length, `${c.id} notfound subjects`);
}
assert(new Set(CASES.map((c) => c.question)).size === CASES.length, 'questions unique');

export { ZS, SY };
