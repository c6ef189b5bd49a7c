// The figures of set AS's two organisations. Everything the documents print is derived from the base figures
// below, so every total adds up and every statement ties to the others.
//  tumaini   - Tumaini Lakeside Community Initiative (Kisumu, Kenya; KSh; July-June year)
//  yarrowee  - Yarrowee Neighbourhood House Inc. (Ballarat, Victoria, Australia; A$; July-June year)

export const ORGS = {
  tumaini: { name: 'Tumaini Lakeside Community Initiative', fiscalYearStart: 7 },
  yarrowee: { name: 'Yarrowee Neighbourhood House Inc.', fiscalYearStart: 7 },
};
export const DOCS = {
  tumaini: [
    'TLCI Audited Financial Statements FY2024-25.pdf',
    'QBO Budget vs Actuals by Project Jul 2025 - Mar 2026.xlsx',
    'MPESA Paybill 891275 Statement March 2026.csv',
    'Board Minutes 11 April 2026.docx',
    'Maji Safi Q3 Donor Report Jan-Mar 2026.pdf',
    'Kondele Hardware receipt.jpg',
  ],
  yarrowee: [
    'Yarrowee NH Financial Report 2024-25.pdf',
    'Xero Profit and Loss by Month FY2025-26.xlsx',
    'Xero Budget Variance Jul 2025 - Apr 2026.pdf',
    'CommBank Everyday Business Apr 2026.csv',
    'AGM Minutes 22 October 2025.docx',
    'Tax invoice Wendouree Hygiene.jpg',
  ],
};

const sum = (a) => a.reduce((s, x) => s + x, 0);
export const r2 = (x) => Math.round(x * 100) / 100;
const sumc = (a) => r2(sum(a)); // money in cents

// ====================================================================== TUMAINI (Kenya)
const K = {};
K.fy = ['FY2024/25', 'FY2023/24']; // index 0 = year ended 30 June 2025, 1 = year ended 30 June 2024
// restricted grants by donor: [2025, 2024]
K.grants = [
  { key: 'mwangaza', name: 'Mwangaza Foundation', line: 'Grants – Mwangaza Foundation', project: 'Maji Safi (WASH)', inc: [14850000, 12600000], b0: 412600, exp: 14212380, b23: 310400 },
  { key: 'lvbt', name: 'Lake Victoria Basin Trust', line: 'Grants – Lake Victoria Basin Trust', project: 'Vijana Biashara (youth livelihoods)', inc: [8420000, 6975000], b0: 630450, exp: 8695150, b23: 402140 },
  { key: 'county', name: 'County Government of Kisumu – Department of Health', line: 'Grants – County Government of Kisumu', project: 'Mama na Mtoto (maternal and child health)', inc: [3600000, 3200000], b0: 58300, exp: 3512600, b23: 166000 },
  { key: 'rotary', name: 'Rotary Club of Kisumu Lakeside', line: 'Grants – Rotary Club of Kisumu Lakeside', project: 'Water tanks for schools (WASH)', inc: [1250000, 850000], b0: 0, exp: 1180400, b23: 0 },
];
for (const g of K.grants) { g.b1 = g.b0 + g.inc[0] - g.exp; g.exp24 = g.b23 + g.inc[1] - g.b0; }
K.grantInc = [sum(K.grants.map((g) => g.inc[0])), sum(K.grants.map((g) => g.inc[1]))];
// unrestricted income [2025, 2024]
K.unr = [
  { line: 'Donations and well-wishers', v: [2318450, 1964200] },
  { line: 'Water kiosk sales', v: [1486720, 1302560] },
  { line: 'Training and consultancy fees', v: [845000, 610000] },
  { line: 'Membership and registration fees', v: [96500, 88000] },
  { line: 'Interest income', v: [212340, 168905] },
];
K.unrInc = [sum(K.unr.map((x) => x.v[0])), sum(K.unr.map((x) => x.v[1]))];
K.income = [K.grantInc[0] + K.unrInc[0], K.grantInc[1] + K.unrInc[1]];
// expenditure: restricted 2025 by programme (from the grants), unrestricted 2025, total 2024
K.restrExp = { wash: K.grants[0].exp + K.grants[3].exp, youth: K.grants[1].exp, mch: K.grants[2].exp };
K.exp = [
  { line: 'Water, sanitation and hygiene (Maji Safi)', r: K.restrExp.wash, u: 1120300, t24: 13954210 },
  { line: 'Youth livelihoods (Vijana Biashara)', r: K.restrExp.youth, u: 0, t24: 6746690 },
  { line: 'Maternal and child health (Mama na Mtoto)', r: K.restrExp.mch, u: 0, t24: 3307700 },
  { line: 'Administration and governance', r: 0, u: 2486915, t24: 2210675 },
  { line: 'Depreciation', r: 0, u: 612400, t24: 548300 },
];
for (const e of K.exp) e.t = e.r + e.u;
K.expR = sum(K.exp.map((e) => e.r));
K.expU = sum(K.exp.map((e) => e.u));
K.expTot = [K.expR + K.expU, sum(K.exp.map((e) => e.t24))];
K.surR = K.grantInc[0] - K.expR;
K.surU = K.unrInc[0] - K.expU;
K.surplus = [K.income[0] - K.expTot[0], K.income[1] - K.expTot[1]];
K.restrExp24 = sum(K.grants.map((g) => g.exp24));
if (K.exp[1].t24 !== K.grants[1].exp24 || K.exp[2].t24 !== K.grants[2].exp24 || K.exp[0].t24 < K.grants[0].exp24 + K.grants[3].exp24) throw new Error('2024 programme expenditure below restricted');
K.surR24 = K.grantInc[1] - K.restrExp24;
K.surU24 = K.surplus[1] - K.surR24;
K.restr = [sum(K.grants.map((g) => g.b1)), sum(K.grants.map((g) => g.b0))]; // restricted funds 2025, 2024
K.restr23 = K.restr[1] - K.surR24;
if (K.restr23 !== sum(K.grants.map((g) => g.b23))) throw new Error('restricted 2023');
K.acc = [0, 6284915]; // accumulated (unrestricted) fund
K.acc[0] = K.acc[1] + K.surU;
K.acc23 = K.acc[1] - K.surU24;
K.funds = [K.restr[0] + K.acc[0], K.restr[1] + K.acc[1]];
// administration and governance by nature
K.admin = [
  ['Administrative staff salaries', 1148400, 1032000],
  ['Office rent', 420000, 384000],
  ['Audit fees', 290000, 260000],
  ['Board expenses', 118500, 96200],
  ['Utilities and internet', 176315, 158475],
  ['Bank and M-Pesa charges', 84200, 71300],
  ['Insurance', 96000, 88000],
  ['Office supplies and printing', 153500, 120700],
];
K.adminTot = [sum(K.admin.map((a) => a[1])), sum(K.admin.map((a) => a[2]))];
// financial position [2025, 2024] and 2023 for the cash flow
K.ppe = [0, 3286400];
K.ppeAdd = [744600, 1102500];
K.dep = [612400, 548300];
K.ppe[0] = K.ppe[1] + K.ppeAdd[0] - K.dep[0];
K.ppe23 = K.ppe[1] - K.ppeAdd[1] + K.dep[1];
K.recv = [286450, 241800]; K.recv23 = 268900;
K.depo = [2000000, 1500000]; K.depo23 = 1000000;
K.pay = [612730, 487215]; K.pay23 = 512040;
K.stat = [214560, 176320]; K.stat23 = 160880;
K.cash = [0, 1].map((i) => K.funds[i] - K.ppe[i] - K.recv[i] - K.depo[i] + K.pay[i] + K.stat[i]);
K.curAssets = [0, 1].map((i) => K.recv[i] + K.depo[i] + K.cash[i]);
K.curLiab = [0, 1].map((i) => K.pay[i] + K.stat[i]);
K.totAssets = [0, 1].map((i) => K.ppe[i] + K.curAssets[i]);
K.fundsLiab = [0, 1].map((i) => K.funds[i] + K.curLiab[i]);
// cash flow (indirect)
{
  const prev = { recv: [K.recv[1], K.recv23], pay: [K.pay[1], K.pay23], stat: [K.stat[1], K.stat23], depo: [K.depo[1], K.depo23] };
  K.cf = [0, 1].map((i) => {
    const dRecv = -(K.recv[i] - prev.recv[i]);
    const dPay = K.pay[i] - prev.pay[i];
    const dStat = K.stat[i] - prev.stat[i];
    const op = K.surplus[i] + K.dep[i] + dRecv + dPay + dStat;
    const inv = -K.ppeAdd[i] - (K.depo[i] - prev.depo[i]);
    return { surplus: K.surplus[i], dep: K.dep[i], dRecv, dPay, dStat, op, ppe: -K.ppeAdd[i], depo: -(K.depo[i] - prev.depo[i]), inv, net: op + inv };
  });
  K.cash23 = K.cash[1] - K.cf[1].net;
}
// cash and bank by account [2025, 2024]
K.cashAcc = [
  ['Equity Bank – Maji Safi project account', 1284610, 1108240],
  ['KCB Bank – operations account', 1905420, 1406925],
  ['M-Pesa Paybill 891275', 552890, 487115],
  ['Petty cash', 24450, 19320],
];
// staff
K.staffCosts = [[`Salaries and wages`, 10248600, 9114300], ['Employer NSSF contributions', 259200, 216000], ['Affordable Housing Levy (employer 1.5%)', 153729, 136715], ['Staff medical cover', 612000, 540000]];
K.staffTot = [sum(K.staffCosts.map((s) => s[1])), sum(K.staffCosts.map((s) => s[2]))];
K.staffN = [24, 21];
K.kmp = [3240000, 2985000];
K.auditor = 'Oloo Kiprono & Associates';
K.auditDate = '2025-09-26';
K.people = { chair: 'Pamela Akinyi Otieno', treasurer: 'Fredrick Ouma Odhiambo', secretary: 'Lilian Auma Okello', ed: 'Joseph Onyango Ochieng', fam: 'Caroline Adhiambo Onyango' };

// ---------------------------------------------------------------- QuickBooks Online: FY2025/26 budget vs actuals, July 2025 - March 2026, by class
// classes (donor projects); each account: {class: [actual Jul-Mar, annual budget]}; the 9-month budget is 3/4 of the annual
K.classes = [
  { key: 'ms', name: 'Maji Safi – Mwangaza Foundation' },
  { key: 'vb', name: 'Vijana Biashara – LVBT' },
  { key: 'mm', name: 'Mama na Mtoto – County Govt' },
  { key: 'core', name: 'Core & Water Kiosks' },
];
K.qbo = {
  income: [
    { no: '4010', name: 'Mwangaza Foundation', parent: '4000 Grant Income', v: { ms: [11250000, 15600000] } },
    { no: '4020', name: 'Lake Victoria Basin Trust', parent: '4000 Grant Income', v: { vb: [5940000, 8640000] } },
    { no: '4030', name: 'County Government of Kisumu', parent: '4000 Grant Income', v: { mm: [2700000, 3840000] } },
    { no: '4100', name: 'Donations', v: { core: [1864320, 2400000] } },
    { no: '4200', name: 'Water Kiosk Sales', v: { core: [1238460, 1560000] } },
    { no: '4300', name: 'Training & Consultancy Fees', v: { core: [420000, 960000] } },
    { no: '4400', name: 'Membership Fees', v: { core: [71500, 96000] } },
  ],
  expenses: [
    { no: '5010', name: 'Salaries & Wages', parent: '5000 Staff Costs', v: { ms: [2829600, 3780000], vb: [1938750, 2592000], mm: [1021500, 1368000], core: [921300, 1224000] } },
    { no: '5020', name: 'Staff Statutory Costs', parent: '5000 Staff Costs', v: { ms: [127332, 176000], vb: [87240, 120000], mm: [45960, 64000], core: [41310, 56000] } },
    { no: '5100', name: 'CHV Stipends & Allowances', parent: '5050 Programme Costs', v: { ms: [1494000, 2016000], mm: [873000, 1152000] } },
    { no: '5110', name: 'Construction – Water Points', parent: '5050 Programme Costs', v: { ms: [4965800, 6400000] } },
    { no: '5120', name: 'Project Materials & Supplies', parent: '5050 Programme Costs', v: { ms: [1086240, 1440000], vb: [312480, 480000], mm: [402330, 640000] } },
    { no: '5130', name: 'Youth Business Start-up Grants', parent: '5050 Programme Costs', v: { vb: [2150000, 3200000] } },
    { no: '5140', name: 'Training & Community Meetings', parent: '5050 Programme Costs', v: { ms: [612350, 960000], vb: [884600, 1120000], mm: [216400, 320000] } },
    { no: '5150', name: 'Travel & Transport', parent: '5050 Programme Costs', v: { ms: [388900, 552000], vb: [265700, 384000], mm: [148250, 224000] } },
    { no: '5200', name: 'Water Purchases – KIWASCO', v: { core: [512640, 720000] } },
    { no: '5210', name: "Kiosk Attendants' Allowances", v: { core: [324000, 432000] } },
    { no: '6010', name: 'Office Rent', parent: '6000 Administration', v: { core: [337500, 450000] } },
    { no: '6020', name: 'Utilities & Internet', parent: '6000 Administration', v: { core: [141870, 192000] } },
    { no: '6030', name: 'Audit & Professional Fees', parent: '6000 Administration', v: { core: [95000, 320000] } },
    { no: '6040', name: 'Board Expenses', parent: '6000 Administration', v: { core: [88400, 128000] } },
    { no: '6050', name: 'Office Supplies & Printing', parent: '6000 Administration', v: { core: [119635, 160000] } },
    { no: '6060', name: 'Bank & M-Pesa Charges', parent: '6000 Administration', v: { ms: [18420, 24000], vb: [9850, 12000], core: [52960, 64000] } },
    { no: '6070', name: 'Insurance', parent: '6000 Administration', v: { core: [96000, 104000] } },
    { no: '6080', name: 'Depreciation', parent: '6000 Administration', v: { core: [486000, 648000] } },
  ],
  other: [
    { no: '4900', name: 'Interest Income', v: { core: [168412.55, 240000] } },
  ],
};
const bud9 = (annual) => annual * 0.75;
const clsTot = (list, cls, k) => r2(sum(list.map((a) => (a.v[cls] ? (k === 0 ? a.v[cls][0] : k === 1 ? bud9(a.v[cls][1]) : a.v[cls][1]) : 0))));
K.q = {};
for (const c of [...K.classes.map((c) => c.key), 'all']) {
  const cls = c === 'all' ? K.classes.map((x) => x.key) : [c];
  const f = (list, k) => r2(sum(cls.map((x) => clsTot(list, x, k))));
  K.q[c] = {
    inc: [f(K.qbo.income, 0), f(K.qbo.income, 1)], exp: [f(K.qbo.expenses, 0), f(K.qbo.expenses, 1)], oth: [f(K.qbo.other, 0), f(K.qbo.other, 1)],
    incA: f(K.qbo.income, 2), expA: f(K.qbo.expenses, 2),
  };
  const q = K.q[c];
  q.noi = [r2(q.inc[0] - q.exp[0]), r2(q.inc[1] - q.exp[1])];
  q.net = [r2(q.noi[0] + q.oth[0]), r2(q.noi[1] + q.oth[1])];
}
K.qa = (no, cls) => { const a = [...K.qbo.income, ...K.qbo.expenses, ...K.qbo.other].find((x) => x.no === no); return a.v[cls] ? a.v[cls][0] : 0; };
K.qb = (no, cls) => { const a = [...K.qbo.income, ...K.qbo.expenses, ...K.qbo.other].find((x) => x.no === no); return a.v[cls] ? bud9(a.v[cls][1]) : 0; };
K.qAnnual = (no, cls) => { const a = [...K.qbo.income, ...K.qbo.expenses, ...K.qbo.other].find((x) => x.no === no); return a.v[cls] ? a.v[cls][1] : 0; };
K.qAll = (no) => r2(sum(K.classes.map((c) => K.qa(no, c.key))));
K.qAllB = (no) => r2(sum(K.classes.map((c) => K.qb(no, c.key))));

// ---------------------------------------------------------------- board minutes, 11 April 2026
K.mtg = {
  date: '2026-04-11', next: '2026-07-18',
  present: ['Pamela Akinyi Otieno', 'Fredrick Ouma Odhiambo', 'Lilian Auma Okello', 'Dr. Benard Omondi Were', 'Grace Nyambura Kamau', 'Hassan Juma Mwinyi'],
  apologies: ['Rev. Peter Okoth Ogola'],
  auditFee: 320000, tanksCap: 168000, pettyOld: 20000, pettyNew: 30000, chvOld: 3000, chvNew: 3500,
  auditMover: 'Fredrick Ouma Odhiambo', auditSeconder: 'Grace Nyambura Kamau',
  realloc: 600000,
  // revised annual expenditure budgets by class
  revised: { ms: 0, vb: -250000, mm: 0, core: 180000 },
};
// ---------------------------------------------------------------- donor report: Maji Safi Q3 (Jan-Mar 2026)
// donor budget lines -> QBO accounts of the Maji Safi class; quarters Q1 Jul-Sep, Q2 Oct-Dec, Q3 Jan-Mar
K.dr = {
  grantNo: 'MF/KE/2024/017',
  bf: K.grants[0].b1, // balance brought forward from year 1 (audited, 30 June 2025)
  tranches: [['2025-07-15', 7500000], ['2026-01-20', 3750000]],
  nextTranche: 3900000,
  lines: [
    { name: '1. Project staff salaries and statutory costs', acc: ['5010', '5020'], q: [985644, 985644, 985644] },
    { name: "2. Community health volunteers' stipends", acc: ['5100'], q: [504000, 495000, 495000] },
    { name: '3. Water point construction and rehabilitation', acc: ['5110'], q: [1240500, 1985300, 1740000] },
    { name: '4. Hygiene promotion materials and supplies', acc: ['5120'], q: [298400, 402610, 385230] },
    { name: '5. Training and community meetings', acc: ['5140'], q: [210500, 186250, 215600] },
    { name: '6. Travel and transport', acc: ['5150'], q: [121300, 133450, 134150] },
    { name: '7. Bank and M-Pesa charges', acc: ['6060'], q: [5860, 6240, 6320] },
  ],
  kiosksQ3: 3, kiosksCum: 7, kiosksTarget: 10, households: 1842, chvs: 55, schools: 4,
};
for (const l of K.dr.lines) {
  l.budget = sum(l.acc.map((a) => K.qAnnual(a, 'ms')));
  l.cum = sum(l.q);
  l.bal = l.budget - l.cum;
  const want = sum(l.acc.map((a) => K.qa(a, 'ms')));
  if (Math.abs(want - l.cum) > 0.001) throw new Error(`donor line ${l.name} ${l.cum} != QBO ${want}`);
}
K.dr.budget = sum(K.dr.lines.map((l) => l.budget));
K.dr.qTot = [0, 1, 2].map((i) => sum(K.dr.lines.map((l) => l.q[i])));
K.dr.cum = sum(K.dr.qTot);
K.dr.received = sum(K.dr.tranches.map((t) => t[1]));
K.dr.available = K.dr.bf + K.dr.received;
K.dr.balance = K.dr.available - K.dr.cum;

// ---------------------------------------------------------------- M-Pesa paybill statement, March 2026 (chronological here; printed newest first)
// kinds: don (Pay Bill from ... Acc. DONATION), kiosk, fee (training), kplc, water, merch (hardware), b2c (kiosk attendants), bank
K.mp = {
  open: 212640.35,
  tx: [
    ['2026-03-01 08:12:44', 'don', 'MARY ATIENO OCHIENG', 1000],
    ['2026-03-02 19:40:03', 'don', 'JOHN KAMAU NJOROGE', 2500],
    ['2026-03-03 07:55:21', 'kiosk', 'EUNICE AKOTH', 16450, 'KIOSK-A'],
    ['2026-03-04 10:15:09', 'kiosk', 'KENNEDY OTIENO', 11870, 'KIOSK-B'],
    ['2026-03-05 13:02:47', 'don', 'GEORGE OTIENO ONYANGO', 500],
    ['2026-03-06 16:30:12', 'fee', 'KISUMU YOUTH SACCO SOCIETY LTD', 45000],
    ['2026-03-07 09:20:55', 'don', 'FAITH WANJIRU MWANGI', 5000],
    ['2026-03-08 08:45:10', 'don', 'GRACE ADHIAMBO AKINYI', 1500],
    ['2026-03-08 11:02:37', 'don', 'SARAH CHEROTICH', 2000],
    ['2026-03-08 14:18:50', 'don', 'MILLICENT ANYANGO', 3000],
    ['2026-03-08 20:05:14', 'don', 'ESTHER WAMBUI', 1000],
    ['2026-03-09 09:11:26', 'kplc', 'KPLC PREPAID', 5000, '54605843215'],
    ['2026-03-10 07:58:40', 'kiosk', 'EUNICE AKOTH', 17200, 'KIOSK-A'],
    ['2026-03-11 08:20:16', 'kiosk', 'KENNEDY OTIENO', 12650, 'KIOSK-B'],
    ['2026-03-12 12:44:05', 'don', 'PETER OMONDI OLOO', 10000],
    ['2026-03-13 10:06:33', 'water', 'KISUMU WATER AND SANITATION CO', 58640, 'KWS/NYL/0457'],
    ['2026-03-14 11:32:18', 'merch', 'KONDELE HARDWARE & TIMBER', 27480],
    ['2026-03-15 17:25:48', 'don', 'BRIAN OKOTH', 750],
    ['2026-03-17 08:03:12', 'kiosk', 'EUNICE AKOTH', 15980, 'KIOSK-A'],
    ['2026-03-18 08:31:57', 'kiosk', 'KENNEDY OTIENO', 12115, 'KIOSK-B'],
    ['2026-03-20 15:47:22', 'don', 'DAVID MUTUA KIOKO', 15000],
    ['2026-03-21 10:12:09', 'don', 'ROSE NYAMBURA', 2000],
    ['2026-03-22 18:36:41', 'kplc', 'KPLC PREPAID', 3500, '54605843215'],
    ['2026-03-24 07:49:03', 'kiosk', 'EUNICE AKOTH', 16760, 'KIOSK-A'],
    ['2026-03-25 08:14:28', 'kiosk', 'KENNEDY OTIENO', 11940, 'KIOSK-B'],
    ['2026-03-26 13:58:15', 'don', 'WILLIAM KIPROP RUTO', 1200],
    ['2026-03-28 10:00:05', 'b2c', 'EUNICE AKOTH', 6000],
    ['2026-03-28 10:00:07', 'b2c', 'KENNEDY OTIENO', 6000],
    ['2026-03-28 10:00:09', 'b2c', 'BEATRICE ACHIENG', 6000],
    ['2026-03-28 10:00:12', 'b2c', 'SAMWEL OKELLO', 6000],
    ['2026-03-28 10:00:14', 'b2c', 'JANE AUMA', 6000],
    ['2026-03-28 10:00:17', 'b2c', 'TOM OGOLA', 6000],
    ['2026-03-29 16:21:39', 'don', 'PAULINE AWUOR', 3000],
    ['2026-03-30 08:06:52', 'kiosk', 'EUNICE AKOTH', 14870, 'KIOSK-A'],
    ['2026-03-31 08:27:30', 'kiosk', 'KENNEDY OTIENO', 10300, 'KIOSK-B'],
    ['2026-03-31 15:10:44', 'bank', 'KCB BANK KENYA', 250000, '1104567891'],
    ['2026-03-31 18:22:07', 'don', 'JOSEPH ODUOR', 500],
  ],
};
// charges on outgoing payments
K.mpCharge = (kind, amt) => (kind === 'b2c' ? 22 : kind === 'bank' ? 165 : amt <= 5000 ? 33 : amt <= 20000 ? 53 : 108);
{
  // deterministic receipt numbers (no 0/O/1/I)
  const AL = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let seed = 20260301;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const code = () => 'UC' + Array.from({ length: 8 }, () => AL[Math.floor(rnd() * AL.length)]).join('');
  let bal = K.mp.open;
  K.mp.rows = [];
  for (const t of K.mp.tx) {
    const [when, kind, party, amt, acc] = t;
    const rc = code();
    const out = ['kplc', 'water', 'merch', 'b2c', 'bank'].includes(kind);
    bal = r2(bal + (out ? -amt : amt));
    K.mp.rows.push({ rc, when, kind, party, amt: out ? -amt : amt, acc, bal });
    if (out) {
      const ch = K.mpCharge(kind, amt);
      bal = r2(bal - ch);
      K.mp.rows.push({ rc, when, kind: 'charge', parent: kind, party, amt: -ch, bal });
    }
  }
  K.mp.close = bal;
  const rows = K.mp.rows;
  K.mp.in = sumc(rows.filter((r) => r.amt > 0).map((r) => r.amt));
  K.mp.out = sumc(rows.filter((r) => r.amt < 0).map((r) => -r.amt));
  K.mp.donations = rows.filter((r) => r.kind === 'don');
  K.mp.donTot = sum(K.mp.donations.map((r) => r.amt));
  K.mp.charges = sumc(rows.filter((r) => r.kind === 'charge').map((r) => -r.amt));
  K.mp.kiosk = sum(rows.filter((r) => r.kind === 'kiosk').map((r) => r.amt));
  K.mp.kplc = sum(rows.filter((r) => r.kind === 'kplc').map((r) => -r.amt));
  K.mp.merch = rows.find((r) => r.kind === 'merch');
  K.mp.merchCharge = -rows.find((r) => r.kind === 'charge' && r.parent === 'merch').amt;
}
// ---------------------------------------------------------------- hardware receipt (VAT-inclusive prices, 16%)
K.rc = {
  shop: 'KONDELE HARDWARE & TIMBER LTD', pin: 'P051843927K', no: '0045127', date: '14/03/2026', time: '11:31',
  items: [
    ['PVC PIPE 1/2IN X 6M', 12, 450],
    ['GATE VALVE 1/2IN BRASS', 4, 850],
    ['TEFLON TAPE', 10, 50],
    ['CEMENT 50KG', 6, 780],
    ['WATER TANK 1000L', 1, 13500],
  ],
};
K.rc.total = sum(K.rc.items.map((i) => i[1] * i[2]));
K.rc.vat = r2((K.rc.total * 16) / 116);
K.rc.net = r2(K.rc.total - K.rc.vat);
K.rc.units = sum(K.rc.items.map((i) => i[1]));
if (K.rc.total !== -K.mp.merch.amt) throw new Error('receipt total != M-Pesa merchant payment');
K.rc.ref = K.mp.merch.rc;

// ====================================================================== YARROWEE (Ballarat, Victoria)
const Y = {};
// financial report for the year ended 30 June 2025 [2025, 2024]
Y.grants = [
  ['Department of Families, Fairness and Housing – Neighbourhood House Coordination Program', 142860, 138240],
  ['Adult, Community and Further Education Board – Learn Local', 96400, 88750],
  ['City of Ballarat – community grants', 25000, 18500],
  ['Other grants (Bendigo Bank Community Enterprise Foundation, Ballarat Foundation)', 41600, 32000],
];
Y.contracts = [
  ['Occasional child care fees', 112450, 104300],
  ['Course and activity fees', 61340, 54905],
  ['Room hire', 47820, 43160],
  ['Op shop sales', 84615, 79230],
];
Y.donations = [38215, 31480];
Y.interest = [9842, 6117];
Y.otherInc = [2100, 4350];
Y.grantTot = [0, 1].map((i) => sum(Y.grants.map((g) => g[i + 1])));
Y.contractTot = [0, 1].map((i) => sum(Y.contracts.map((g) => g[i + 1])));
Y.revenue = [0, 1].map((i) => Y.grantTot[i] + Y.contractTot[i] + Y.donations[i]);
Y.totalIncome = [0, 1].map((i) => Y.revenue[i] + Y.interest[i] + Y.otherInc[i]);
Y.exp = [
  ['Employee benefits expense', 452186, 418930, 4],
  ['Tutors and program delivery', 48720, 44305],
  ['Food and emergency relief', 22640, 19870],
  ['Occupancy (utilities, cleaning and repairs)', 39318, 36442],
  ['Insurance', 11860, 10950],
  ['Administration and IT', 28405, 26118],
  ['Depreciation', 14230, 13670, 6],
  ['Other expenses', 6115, 5602],
];
Y.expTot = [0, 1].map((i) => sum(Y.exp.map((e) => e[i + 1])));
Y.surplus = [0, 1].map((i) => Y.totalIncome[i] - Y.expTot[i]);
Y.emp = [
  ['Wages and salaries', 390512, 363870],
  ['Superannuation', 44909, 40026],
  ["Workers' compensation insurance", 6240, 5830],
  ['Movement in employee leave provisions', 10525, 9204],
];
{ const t = [0, 1].map((i) => sum(Y.emp.map((e) => e[i + 1]))); if (t[0] !== Y.exp[0][1] || t[1] !== Y.exp[0][2]) throw new Error('employee note'); }
Y.recv = [14380, 11905]; Y.recv23 = 12640;
Y.prep = [8640, 7920]; Y.prep23 = 7410;
Y.ppe = [86410, 79240]; Y.ppeAdd = [0, 18950]; Y.dep = [14230, 13670];
Y.ppeAdd[0] = Y.ppe[0] - Y.ppe[1] + Y.dep[0];
Y.ppe23 = Y.ppe[1] - Y.ppeAdd[1] + Y.dep[1];
Y.payables = [
  ['Trade creditors', 9870, 8510],
  ['GST payable', 6245, 5960],
  ['PAYG withholding payable', 5880, 5120],
  ['Superannuation payable', 2620, 2240],
];
Y.pay = [0, 1].map((i) => sum(Y.payables.map((p) => p[i + 1]))); Y.pay23 = 20115;
Y.contractLiab = [
  ['ACFE Board – Learn Local (Term 3 and 4 delivery)', 24100, 21500],
  ['City of Ballarat – community garden project', 12500, 10000],
  ['Bendigo Bank Community Enterprise Foundation', 11600, 10000],
];
Y.cl = [0, 1].map((i) => sum(Y.contractLiab.map((p) => p[i + 1]))); Y.cl23 = 35800;
Y.provCur = [38905, 31260]; Y.provNon = [9480, 6600];
Y.prov = [0, 1].map((i) => Y.provCur[i] + Y.provNon[i]); Y.prov23 = 28656;
if (Y.prov[0] - Y.prov[1] !== Y.emp[3][1] || Y.prov[1] - Y.prov23 !== Y.emp[3][2]) throw new Error('provisions movement');
Y.reserve = [50000, 40000]; Y.reserve23 = 40000;
Y.equity = [0, 268455];
Y.equity[0] = Y.equity[1] + Y.surplus[0];
Y.equity23 = Y.equity[1] - Y.surplus[1];
Y.retained = [Y.equity[0] - Y.reserve[0], Y.equity[1] - Y.reserve[1]];
Y.retained23 = Y.equity23 - Y.reserve23;
Y.transfer = Y.reserve[0] - Y.reserve[1];
Y.curLiab = [0, 1].map((i) => Y.pay[i] + Y.cl[i] + Y.provCur[i]);
Y.liab = [0, 1].map((i) => Y.curLiab[i] + Y.provNon[i]);
Y.cash = [0, 1].map((i) => Y.equity[i] + Y.liab[i] - Y.ppe[i] - Y.recv[i] - Y.prep[i]);
Y.curAssets = [0, 1].map((i) => Y.cash[i] + Y.recv[i] + Y.prep[i]);
Y.totAssets = [0, 1].map((i) => Y.curAssets[i] + Y.ppe[i]);
Y.cash23 = Y.equity23 + Y.pay23 + Y.cl23 + Y.prov23 - Y.ppe23 - Y.recv23 - Y.prep23;
Y.cashAcc = [
  ['CommBank Everyday Business account', 48612, 41208],
  ['CommBank Business Online Saver', 119781, 99172],
  ['Term deposit – Bendigo Bank (90 days)', 150000, 130000],
  ['Cash floats (op shop and petty cash)', 600, 200],
];
{ const t = [0, 1].map((i) => sum(Y.cashAcc.map((c) => c[i + 1]))); if (t[0] !== Y.cash[0] || t[1] !== Y.cash[1]) throw new Error(`cash note ${t} vs ${Y.cash}`); }
// cash flows (direct method)
{
  const prev = { recv: [Y.recv[1], Y.recv23], prep: [Y.prep[1], Y.prep23], pay: [Y.pay[1], Y.pay23], cl: [Y.cl[1], Y.cl23], prov: [Y.prov[1], Y.prov23], cash: [Y.cash[1], Y.cash23] };
  Y.cf = [0, 1].map((i) => {
    const grants = Y.grantTot[i] + (Y.cl[i] - prev.cl[i]);
    const customers = Y.contractTot[i] + Y.otherInc[i] - (Y.recv[i] - prev.recv[i]);
    const donations = Y.donations[i];
    const interest = Y.interest[i];
    const payments = -(Y.expTot[i] - Y.dep[i] - (Y.pay[i] - prev.pay[i]) - (Y.prov[i] - prev.prov[i]) + (Y.prep[i] - prev.prep[i]));
    const op = grants + customers + donations + interest + payments;
    const inv = -Y.ppeAdd[i];
    const net = op + inv;
    if (net !== Y.cash[i] - prev.cash[i]) throw new Error(`cash flow ${i}: ${net} vs ${Y.cash[i] - prev.cash[i]}`);
    return { grants, customers, donations, interest, payments, op, inv, net, open: prev.cash[i], close: Y.cash[i] };
  });
}
Y.kmp = [176840, 169215];
Y.ais = { ft: 2, pt: 9, cas: 6, vols: 85 };
Y.reviewer = { firm: 'Sturt & Lydiard Accountants', name: 'Kylie Brennan CA', date: '2025-09-18' };
Y.declDate = '2025-09-16';
Y.postGrant = 60000;
Y.people = { president: 'Margaret Donnelly', oldTreasurer: 'Rajesh Patel', treasurer: 'Sunita Rao', secretary: 'Aisha Rahman', vp: 'Tom Kavanagh' };

// ---------------------------------------------------------------- Xero profit and loss by month, FY2025-26 (Jul 2025 .. Apr 2026), with the monthly budget (Jul .. Jun)
Y.months = ['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026'];
const rep = (v, n = 12) => Array(n).fill(v);
const wages = [32840.00, 33115.50, 48960.75, 33420.00, 33210.25, 34875.60, 31480.00, 33905.40, 50415.80, 34112.30];
const wagesB = [34000, 34000, 51000, 34000, 34000, 34000, 34000, 34000, 51000, 34000, 34000, 34000];
Y.xero = {
  trading: [
    { name: 'Grant Income - DFFH NHCP', a: rep(12200, 10), b: rep(12200), agm: 'grants' },
    { name: 'Grant Income - ACFE Learn Local', a: [8150, 8150, 8150, 8420, 8420, 8420, 0, 9075, 9075, 9075], b: [8200, 8200, 8200, 8200, 8200, 8200, 0, 8800, 8800, 8800, 8800, 8800], agm: 'grants' },
    { name: 'Grant Income - City of Ballarat', a: [0, 0, 12500, 0, 0, 0, 0, 8000, 0, 0], b: [0, 0, 12500, 0, 0, 0, 0, 0, 12500, 0, 0, 0], agm: 'grants' },
    { name: 'Grant Income - Other', a: [0, 0, 0, 15000, 0, 6000, 0, 0, 0, 11600], b: [0, 0, 0, 15000, 0, 5000, 0, 0, 10000, 0, 0, 10000], agm: 'grants' },
    { name: 'Occasional Care Fees', a: [9420.50, 9860.00, 9105.25, 10240.75, 9985.00, 6310.50, 2140.00, 9630.25, 10115.50, 8744.75], b: [9500, 9500, 9500, 9500, 9500, 6500, 2000, 9500, 9500, 9500, 9500, 9500], agm: 'care' },
    { name: 'Course & Activity Fees', a: [6240, 5485, 4120, 6915, 5760, 2310, 1050, 7385, 6640, 3955], b: [5500, 5500, 5500, 5500, 5500, 2500, 1000, 5500, 5500, 5500, 5500, 5500], agm: 'courses' },
    { name: 'Room Hire', a: [4180, 3960, 4420, 4305, 4610, 3270, 1890, 4045, 4735, 3880], b: [4000, 4000, 4000, 4000, 4000, 3000, 2000, 4000, 4000, 4000, 4000, 4000], agm: 'rooms' },
    { name: 'Op Shop Sales', a: [6845.40, 7120.85, 6960.10, 7415.60, 7880.25, 9215.70, 6430.15, 6995.30, 7260.45, 6710.80], b: [7000, 7000, 7000, 7000, 7000, 8500, 7000, 7000, 7000, 7000, 7000, 7000], agm: 'opshop' },
    { name: 'Donations', a: [1250, 980, 1420, 1115, 2340, 9870.50, 760, 1045, 1380, 1190], b: [1500, 1500, 1500, 1500, 1500, 8000, 1500, 1500, 1500, 1500, 1500, 1500], agm: 'donations' },
  ],
  other: [
    { name: 'Interest Income', a: [812.44, 795.10, 768.92, 801.37, 779.05, 805.66, 822.18, 741.93, 818.40, 790.12], b: rep(700), agm: 'interest' },
  ],
  expenses: [
    { name: 'Wages & Salaries', a: wages, b: wagesB, agm: 'employee' },
    { name: 'Superannuation', a: wages.map((w) => r2(w * 0.12)), b: wagesB.map((w) => r2(w * 0.12)), agm: 'employee' },
    { name: 'Workers Compensation Insurance', a: [6580, 0, 0, 0, 0, 0, 0, 0, 0, 0], b: [6500, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], agm: 'employee' },
    { name: 'Tutor Fees', a: [3960, 4180, 3520, 4405, 4090, 1650, 0, 4620, 4310, 2985], b: [4000, 4000, 4000, 4000, 4000, 2000, 0, 4000, 4000, 4000, 4000, 4000], agm: 'program' },
    { name: 'Program Materials', a: [612.35, 488.90, 530.10, 701.45, 655.20, 398.75, 142.60, 820.35, 574.80, 466.25], b: rep(600), agm: 'program' },
    { name: 'Food Relief', a: [1820.40, 1655.75, 1910.30, 2045.60, 2380.15, 4215.90, 1540.25, 1775.80, 1960.45, 2105.70], b: [1900, 1900, 1900, 1900, 1900, 4000, 1900, 1900, 1900, 1900, 1900, 1900], agm: 'food' },
    { name: 'Electricity', a: [1124.60, 1188.35, 962.40, 745.15, 612.80, 588.25, 701.90, 734.60, 655.30, 812.45], b: rep(900), agm: 'occupancy' },
    { name: 'Gas', a: [842.15, 905.60, 610.25, 395.40, 188.75, 96.30, 88.15, 92.40, 156.80, 384.65], b: rep(450), agm: 'occupancy' },
    { name: 'Cleaning', a: [1380, 1380, 1380, 1380, 1380, 1380, 1380, 1380, 1380, 0], b: rep(1450), agm: 'occupancy' },
    { name: 'Repairs & Maintenance', a: [420, 0, 1265.50, 310, 2840, 0, 655.25, 198, 0, 1120.40], b: rep(600), agm: 'occupancy' },
    { name: 'Insurance', a: [11940, 0, 0, 0, 0, 0, 0, 0, 0, 0], b: [12000, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], agm: 'occupancy' },
    { name: 'Telephone & Internet', a: [289.95, 289.95, 289.95, 289.95, 289.95, 289.95, 312.40, 289.95, 289.95, 289.95], b: rep(300), agm: 'admin' },
    { name: 'IT & Software', a: [185, 185, 185, 1240, 185, 185, 185, 185, 185, 185], b: rep(250), agm: 'admin' },
    { name: 'Printing & Stationery', a: [245.80, 188.40, 312.65, 156.20, 402.90, 98.50, 75.00, 388.15, 210.40, 164.85], b: rep(250), agm: 'admin' },
    { name: 'Bank Fees', a: [58.42, 52.18, 49.75, 61.30, 57.84, 44.20, 28.65, 63.12, 60.47, 51.93], b: rep(60), agm: 'admin' },
    { name: 'Depreciation', a: rep(1250, 10), b: rep(1250), agm: 'depreciation' },
    { name: 'Sundry Expenses', a: [95, 132.50, 0, 210, 64.35, 488.20, 0, 45, 118.60, 72.90], b: rep(150), agm: 'admin' },
  ],
};
// the tax invoice (GST included) for cleaning supplies, booked to Cleaning in April
Y.inv = {
  supplier: 'Wendouree Hygiene & Packaging', abn: '63 128 447 901', no: 'INV-20873', date: '2026-04-16', card: '4821',
  items: [
    ['Hand towel rolls (6 pack)', 2, 54.95],
    ['Disinfectant 5L', 3, 28.50],
    ['Nitrile gloves box 100', 4, 14.95],
    ['Garbage bags 120L x50', 2, 32.40],
    ['Dishwashing liquid 5L', 1, 22.75],
  ],
};
Y.inv.total = sumc(Y.inv.items.map((i) => i[1] * i[2]));
Y.inv.gst = r2(Y.inv.total / 11);
Y.inv.net = r2(Y.inv.total - Y.inv.gst);
Y.inv.units = sum(Y.inv.items.map((i) => i[1]));
Y.xero.expenses.find((e) => e.name === 'Cleaning').a[9] = r2(1380 + Y.inv.net);
for (const sec of ['trading', 'other', 'expenses']) for (const a of Y.xero[sec]) {
  if (a.a.length !== 10 || a.b.length !== 12) throw new Error(`xero ${a.name} lengths`);
  a.tot = sumc(a.a); a.ytdB = sumc(a.b.slice(0, 10)); a.annB = sumc(a.b);
  a.var = r2(a.tot - a.ytdB); a.varPct = a.ytdB ? Math.round((1000 * a.var) / a.ytdB) / 10 : null;
}
const colSum = (list, i) => sumc(list.map((a) => a.a[i]));
Y.xm = {
  trading: Y.months.map((_, i) => colSum(Y.xero.trading, i)),
  other: Y.months.map((_, i) => colSum(Y.xero.other, i)),
  expenses: Y.months.map((_, i) => colSum(Y.xero.expenses, i)),
};
Y.xm.net = Y.months.map((_, i) => r2(Y.xm.trading[i] + Y.xm.other[i] - Y.xm.expenses[i]));
Y.xt = { trading: sumc(Y.xm.trading), other: sumc(Y.xm.other), expenses: sumc(Y.xm.expenses) };
Y.xt.net = r2(Y.xt.trading + Y.xt.other - Y.xt.expenses);
Y.xb = { trading: sumc(Y.xero.trading.map((a) => a.ytdB)), other: sumc(Y.xero.other.map((a) => a.ytdB)), expenses: sumc(Y.xero.expenses.map((a) => a.ytdB)) };
Y.xb.net = r2(Y.xb.trading + Y.xb.other - Y.xb.expenses);
Y.xacc = (name) => [...Y.xero.trading, ...Y.xero.other, ...Y.xero.expenses].find((a) => a.name === name);
// the 2025-26 budget as adopted, grouped for the AGM
Y.agmGroups = {
  income: [['grants', 'Government and other grants'], ['care', 'Occasional child care fees'], ['courses', 'Course and activity fees'], ['rooms', 'Room hire'], ['opshop', 'Op shop sales'], ['donations', 'Donations'], ['interest', 'Interest']],
  expenses: [['employee', 'Employee costs (wages, super, WorkCover)'], ['program', 'Tutors and program materials'], ['food', 'Food and emergency relief'], ['occupancy', 'Occupancy and insurance'], ['admin', 'Administration and IT'], ['depreciation', 'Depreciation']],
};
Y.agmBud = {};
for (const sec of ['income', 'expenses']) for (const [k] of Y.agmGroups[sec]) Y.agmBud[k] = sumc([...Y.xero.trading, ...Y.xero.other, ...Y.xero.expenses].filter((a) => a.agm === k).map((a) => a.annB));
Y.agmBud.incTot = sumc(Y.agmGroups.income.map(([k]) => Y.agmBud[k]));
Y.agmBud.expTot = sumc(Y.agmGroups.expenses.map(([k]) => Y.agmBud[k]));
Y.agmBud.result = r2(Y.agmBud.incTot - Y.agmBud.expTot);
Y.agm = {
  date: '2025-10-22', members: 31, apologies: 6, quorum: 15, reviewerFee: 4950, nextCommittee: '2025-11-11', volunteerHours: 6240,
  adoptMover: 'Tom Kavanagh', adoptSeconder: 'Linh Nguyen', reviewerMover: 'Rajesh Patel', reviewerSeconder: "Helen O'Brien",
  committee: [['President', 'Margaret Donnelly'], ['Vice-President', 'Tom Kavanagh'], ['Treasurer', 'Sunita Rao'], ['Secretary', 'Aisha Rahman'], ['Ordinary member', 'Linh Nguyen'], ['Ordinary member', "Helen O'Brien"], ['Ordinary member', 'Darren Clarke'], ['Ordinary member', 'Joy Mensah']],
};

// ---------------------------------------------------------------- CommBank Everyday Business account, April 2026 (chronological; the CSV is newest first)
Y.bank = {
  open: 52318.64,
  tx: [
    ['2026-04-01', -6049.90, 'Direct Debit 179441 QUICKSUPER QS1204558', 'super'],
    ['2026-04-01', -10.00, 'Account Fee', 'fee'],
    ['2026-04-02', 36600.00, 'Direct Credit 401312 DFFH NHCP 2526Q4 VS0042', 'dffh'],
    ['2026-04-02', 418.60, 'Direct Credit 459342 SQUARE AUSTRALI SQ2604021KX', 'square'],
    ['2026-04-03', 1285.40, 'Deposit Cash BALLARAT VIC', 'cash'],
    ['2026-04-06', -186.35, 'WOOLWORTHS 3312 BALLARAT AU AUS Card xx4821 Value Date: 04/04/2026', 'card'],
    ['2026-04-07', 612.00, 'Direct Credit 459342 SQUARE AUSTRALI SQ2604071PD', 'square'],
    ['2026-04-09', -13864.20, 'NetBank Payroll 09APR26 15 payments', 'wages'],
    ['2026-04-10', 1412.75, 'Deposit Cash BALLARAT VIC', 'cash'],
    ['2026-04-13', -893.70, 'Direct Debit 332211 POWERSHOP AUSTRALI 88234512', 'power'],
    ['2026-04-14', -318.95, 'BPAY TELSTRA CORPORATION 2379 1004417782', 'phone'],
    ['2026-04-14', 1245.80, 'Direct Credit 459342 SQUARE AUSTRALI SQ2604141MM', 'square'],
    ['2026-04-15', 2906.10, 'Direct Credit 522118 DEPT OF EDUCATIO CCS 150426', 'ccs'],
    ['2026-04-16', 1100.00, 'Direct Credit 062118 BALLARAT U3A INC ROOM HIRE APR', 'rooms'],
    ['2026-04-17', -342.75, 'WENDOUREE HYGIENE & PA BALLARAT AU AUS Card xx4821 Value Date: 16/04/2026', 'card'],
    ['2026-04-17', 1356.20, 'Deposit Cash BALLARAT VIC', 'cash'],
    ['2026-04-20', -214.60, 'WOOLWORTHS 3312 BALLARAT AU AUS Card xx4821 Value Date: 18/04/2026', 'card'],
    ['2026-04-21', -423.12, 'Direct Debit 118842 ORIGIN ENERGY 44018856', 'gas'],
    ['2026-04-21', 987.40, 'Direct Credit 459342 SQUARE AUSTRALI SQ2604211QT', 'square'],
    ['2026-04-23', -14102.55, 'NetBank Payroll 23APR26 15 payments', 'wages'],
    ['2026-04-24', -10000.00, 'Transfer to xx7719 CommBank app Online Saver', 'saver'],
    ['2026-04-24', 1198.65, 'Deposit Cash BALLARAT VIC', 'cash'],
    ['2026-04-27', -96.48, 'BUNNINGS 372000 WENDOUREE AU AUS Card xx4821 Value Date: 25/04/2026', 'card'],
    ['2026-04-28', -9744.00, 'BPAY AUSTRALIAN TAXATION OFFICE 001004471325', 'ato'],
    ['2026-04-28', 734.90, 'Direct Credit 459342 SQUARE AUSTRALI SQ2604281BN', 'square'],
    ['2026-04-29', 2841.55, 'Direct Credit 522118 DEPT OF EDUCATIO CCS 290426', 'ccs'],
    ['2026-04-30', -77.00, 'Direct Debit 123456 XERO AUSTRALIA PTY LT', 'xero'],
    ['2026-04-30', -126.50, 'Direct Debit 445566 MICROSOFT 365 BUSINE', 'msft'],
  ],
};
{
  let bal = Y.bank.open;
  Y.bank.rows = Y.bank.tx.map(([d, a, desc, k]) => { bal = r2(bal + a); return { d, a, desc, k, bal }; });
  Y.bank.close = bal;
  const rows = Y.bank.rows;
  Y.bank.square = sumc(rows.filter((r) => r.k === 'square').map((r) => r.a));
  Y.bank.squareN = rows.filter((r) => r.k === 'square').length;
  Y.bank.cards = rows.filter((r) => r.k === 'card');
  Y.bank.credits = sumc(rows.filter((r) => r.a > 0).map((r) => r.a));
  Y.bank.debits = sumc(rows.filter((r) => r.a < 0).map((r) => -r.a));
  Y.bank.wages = sumc(rows.filter((r) => r.k === 'wages').map((r) => -r.a));
  Y.bank.ccs = sumc(rows.filter((r) => r.k === 'ccs').map((r) => r.a));
  Y.bank.cashDep = sumc(rows.filter((r) => r.k === 'cash').map((r) => r.a));
  const inv = rows.find((r) => r.k === 'card' && /WENDOUREE HYGIENE/.test(r.desc));
  if (Math.abs(-inv.a - Y.inv.total) > 0.001) throw new Error(`invoice ${Y.inv.total} != bank ${inv.a}`);
  Y.bank.invRow = inv;
  // the bills paid in April carry GST on the April Xero amounts
  const chk = (k, name) => { const r = rows.find((x) => x.k === k); const want = r2(Y.xacc(name).a[9] * 1.1); if (Math.abs(-r.a - want) > 0.006) throw new Error(`${k} ${r.a} vs ${want}`); };
  chk('power', 'Electricity'); chk('gas', 'Gas'); chk('phone', 'Telephone & Internet');
  if (Y.bank.rows.find((r) => r.k === 'dffh').a !== 3 * Y.xacc('Grant Income - DFFH NHCP').a[9]) throw new Error('DFFH quarter');
  if (Math.abs(-rows.find((r) => r.k === 'super').a - Y.xacc('Superannuation').a[8]) > 0.001) throw new Error('super = March super');
}

export const KE = K;
export const AU = Y;
