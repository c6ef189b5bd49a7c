// The one data module for set J: every figure in every document of both organisations, and every
// case with its answer computed from those figures. Asserts that the documents foot and agree.
const fail = (m) => { throw new Error('data.mjs: ' + m); };
const assert = (c, m) => { if (!c) fail(m); };
export const r2 = (v) => Math.round(v * 100) / 100;
export const sum = (a) => r2(a.reduce((s, x) => s + (x || 0), 0));
const near = (a, b, eps = 0.005) => Math.abs(a - b) <= eps;

export const ORGS = {
  millbrook: { name: 'Millbrook Valley Fire & Ambulance Association', fiscalYearStart: 'May', currency: '$', locale: 'en-US' },
  tapivalley: { name: 'Tapi Valley Gramin Vikas Trust', fiscalYearStart: 'April', currency: '₹', locale: 'en-IN' },
};

// =====================================================================================
// MILLBROOK VALLEY FIRE & AMBULANCE ASSOCIATION (Pennsylvania; fiscal year May 1 - April 30)
// FY2026 = May 1, 2025 - April 30, 2026. Treasurer's report for January 2026 (YTD = May-Jan, 9 months).
// =====================================================================================
export const MV = {};
MV.files = {
  budget: 'millbrook/FY2026 Operating Budget - Board Approved.xlsx',
  treasurer: "millbrook/Treasurer's Report - January 2026.pdf",
  bank: 'millbrook/LHCB Checking x4471 - Jan 2026.csv',
  tracker: 'millbrook/Gifts & Grants Tracker FY26.xlsx',
  compiled: 'millbrook/Compiled Financial Statements FYE 4-30-2025.pdf',
  grant: 'millbrook/SVHF Grant Progress Report - Cardiac Response Project.docx',
  photo: 'millbrook/IMG_4417_keystone_invoice.jpg',
};

// --- budget lines. b: FY26 budget by department; fy25: FY2025 actual; prior: May-Dec 2025 actual (treasurer's
// report YTD before January); tr: the treasurer's report's wording; cs: statement-of-activities grouping.
MV.depts = ['fire', 'ems', 'mg', 'fr'];
MV.revenue = [
  { key: 'millbrook', label: 'Millbrook Borough fire protection contract', tr: 'Fire protection - Millbrook Boro', b: { fire: 96000 }, fy25: 92000, prior: 48000, cs: 'municipal' },
  { key: 'ashby', label: 'Ashby Township fire protection contract', tr: 'Fire protection - Ashby Twp', b: { fire: 54500 }, fy25: 52000, prior: 54500, cs: 'municipal' },
  { key: 'crane', label: 'Crane Township fire protection contract', tr: 'Fire protection - Crane Twp', b: { fire: 31200 }, fy25: 30000, prior: 0, cs: 'municipal' },
  { key: 'ambulance', label: 'Ambulance billing, net (Medicare, Medicaid & insurance)', tr: 'Ambulance collections (net)', b: { ems: 412000 }, fy25: 389615, prior: null, cs: 'ambulance' },
  { key: 'members', label: 'Ambulance membership subscriptions', tr: 'Ambulance subscriptions', b: { ems: 38500 }, fy25: 36240, prior: 35540, cs: 'members' },
  { key: 'contrib', label: 'Contributions - annual fund drive', tr: 'Donations - unrestricted', b: { fr: 46000 }, fy25: 43870, prior: null, cs: 'contrib' },
  { key: 'tanker', label: 'Restricted gifts - tanker replacement fund', tr: 'Tanker fund gifts (restricted)', b: {}, fy25: 12500, prior: null, cs: 'contribR' },
  { key: 'stategrant', label: 'PA Fire Company & EMS Grant (state)', tr: 'State fire co./EMS grant', b: { fire: 15000, ems: 10000 }, fy25: 24310, prior: null, cs: 'govgrants' },
  { key: 'foundation', label: 'Foundation grants', tr: 'Foundation grants', b: { ems: 38000 }, fy25: 0, prior: null, cs: 'contrib' },
  { key: 'events', label: 'Special events (chicken BBQ, carnival)', tr: 'Fundraising events (gross)', b: { fr: 34000 }, fy25: 31455, prior: 29840, cs: 'events' },
  { key: 'hall', label: 'Social hall rental', tr: 'Social hall rental', b: { mg: 9600 }, fy25: 8925, prior: 6400, cs: 'rental' },
  { key: 'interest', label: 'Interest income', tr: 'Interest - checking', b: { mg: 1800 }, fy25: 2114, prior: 306.52, cs: 'interest' },
];
MV.expenseGroups = [
  ['Personnel', [
    { key: 'stipends', label: 'Per-call stipends (volunteers)', tr: 'Volunteer per-call stipends', b: { fire: 28000, ems: 12000 }, fy25: 37850, prior: 19240 },
    { key: 'crew', label: 'EMS crew wages', tr: 'Paid crew wages (EMS)', b: { ems: 248000 }, fy25: 236420, prior: 167220 },
    { key: 'adminwages', label: 'Administrative wages', tr: 'Office wages', b: { mg: 36400 }, fy25: 34980, prior: 22400 },
    { key: 'ptax', label: 'Payroll taxes', tr: 'Employer payroll taxes', b: { fire: 2140, ems: 19890, mg: 2785 }, fy25: 23590, prior: 14506.27 },
    { key: 'wc', label: "Workers' compensation insurance", tr: "Workers' comp premium", b: { fire: 14600, ems: 16200, mg: 600 }, fy25: 29870, prior: 33150 },
  ]],
  ['Apparatus & operations', [
    { key: 'fuel', label: 'Apparatus fuel', tr: 'Fuel (WEX)', b: { fire: 11500, ems: 17800 }, fy25: 27640, prior: 17966.31 },
    { key: 'maint', label: 'Apparatus & vehicle maintenance', tr: 'Apparatus/vehicle repairs', b: { fire: 24000, ems: 13500 }, fy25: 41497, prior: 24118.77 },
    { key: 'medical', label: 'Medical supplies & oxygen', tr: 'Medical supplies & O2', b: { fire: 1200, ems: 22400 }, fy25: 21905, prior: 15402.88 },
    { key: 'ppe', label: 'Turnout gear & PPE', tr: 'Turnout gear/PPE', b: { fire: 18500, ems: 2500 }, fy25: 16330, prior: 11840 },
    { key: 'training', label: 'Training & certification', tr: 'Training', b: { fire: 9000, ems: 7500 }, fy25: 14260, prior: 8915 },
    { key: 'radio', label: 'Radio & county dispatch fees', tr: 'County radio & dispatch', b: { fire: 6240, ems: 6240 }, fy25: 12000, prior: 6240 },
    { key: 'billingfees', label: 'Ambulance billing service fees', tr: 'Billing company fees', b: { ems: 24720 }, fy25: 23377, prior: 16453.92 },
    { key: 'insurance', label: 'Insurance - vehicles & property', tr: 'Vehicle & property insurance', b: { fire: 21300, ems: 9800, mg: 3400 }, fy25: 32980, prior: 23000 },
  ]],
  ['Station & administration', [
    { key: 'utilities', label: 'Utilities - station', tr: 'Utilities (electric, propane)', b: { fire: 9800, ems: 4200, mg: 1400 }, fy25: 14912, prior: 9622.45 },
    { key: 'building', label: 'Building repairs & maintenance', tr: 'Building upkeep', b: { fire: 5500, mg: 2500 }, fy25: 11460, prior: 5931.2 },
    { key: 'office', label: 'Office, postage & software', tr: 'Office, postage, software', b: { mg: 6300, fr: 1900 }, fy25: 7845, prior: 5104.66 },
    { key: 'accounting', label: 'Accounting & compilation fees', tr: 'Accounting (compilation)', b: { mg: 8750 }, fy25: 8400, prior: 8750 },
    { key: 'eventsupplies', label: 'Event supplies & food', tr: 'Event supplies & food', b: { fr: 13600 }, fy25: 12980, prior: 12214.39 },
  ]],
  ['Debt service & non-cash', [
    { key: 'loaninterest', label: 'Interest - Engine 71 loan', tr: 'Loan interest - Engine 71', b: { fire: 7700 }, fy25: 9330, prior: 4998.55 },
    { key: 'depreciation', label: 'Depreciation', tr: 'Depreciation *', b: { fire: 61000, ems: 27000, mg: 2000 }, fy25: 88500, prior: 0 },
  ]],
];
MV.expenses = MV.expenseGroups.flatMap(([, ls]) => ls);
MV.memo = [
  { key: 'principal', label: 'Engine 71 loan - principal payments', b: { fire: 41740 }, fy25: 40110 },
  { key: 'reserve', label: 'Transfer to apparatus replacement reserve', b: { fire: 50000 }, fy25: 18450 },
];
for (const l of [...MV.revenue, ...MV.expenses, ...MV.memo]) l.total = sum(MV.depts.map((d) => l.b[d] || 0));
const deptTotal = (lines, d) => sum(lines.map((l) => l.b[d] || 0));
MV.budgetTotals = {
  revenue: Object.fromEntries([...MV.depts, 'total'].map((d) => [d, d === 'total' ? sum(MV.revenue.map((l) => l.total)) : deptTotal(MV.revenue, d)])),
  expenses: Object.fromEntries([...MV.depts, 'total'].map((d) => [d, d === 'total' ? sum(MV.expenses.map((l) => l.total)) : deptTotal(MV.expenses, d)])),
  groups: MV.expenseGroups.map(([name, ls]) => ({ name, total: sum(ls.map((l) => l.total)), fy25: sum(ls.map((l) => l.fy25)), dept: Object.fromEntries(MV.depts.map((d) => [d, deptTotal(ls, d)])) })),
};
MV.budgetTotals.depreciation = MV.expenses.find((l) => l.key === 'depreciation');
MV.fy25 = { revenue: sum(MV.revenue.map((l) => l.fy25)), expenses: sum(MV.expenses.map((l) => l.fy25)) };
MV.fy25.change = r2(MV.fy25.revenue - MV.fy25.expenses);
MV.budgetTotals.net = r2(MV.budgetTotals.revenue.total - MV.budgetTotals.expenses.total);
MV.budgetTotals.netBeforeDep = r2(MV.budgetTotals.net + MV.budgetTotals.depreciation.total);
assert(MV.budgetTotals.net > 0, 'budget surplus positive');

// --- ambulance activity by month (treasurer's report page 2)
MV.ambMonths = [
  { m: 'May 2025', calls: 98, transports: 71, billed: 77540.0, collected: 32236.18 },
  { m: 'Jun 2025', calls: 104, transports: 74, billed: 81025.5, collected: 33918.52 },
  { m: 'Jul 2025', calls: 117, transports: 82, billed: 90310.0, collected: 36207.9 },
  { m: 'Aug 2025', calls: 112, transports: 80, billed: 87960.25, collected: 38611.35 },
  { m: 'Sep 2025', calls: 101, transports: 72, billed: 79180.0, collected: 34380.04 },
  { m: 'Oct 2025', calls: 96, transports: 69, billed: 75644.75, collected: 32995.61 },
  { m: 'Nov 2025', calls: 105, transports: 75, billed: 82390.0, collected: 30772.83 },
  { m: 'Dec 2025', calls: 124, transports: 88, billed: 96915.5, collected: 35109.47 },
  { m: 'Jan 2026', calls: 110, transports: 78, billed: 85402.0, collected: 31684.26 },
];
MV.amb = {
  calls: MV.ambMonths.reduce((s, x) => s + x.calls, 0),
  transports: MV.ambMonths.reduce((s, x) => s + x.transports, 0),
  billed: sum(MV.ambMonths.map((x) => x.billed)),
  collected: sum(MV.ambMonths.map((x) => x.collected)),
};

// --- gifts & grants tracker (FY26)
MV.gifts = [
  { date: '2025-05-20', donor: 'Harold & June Brenneman', type: 'Individual', amount: 1000, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: '2025-05-27' },
  { date: '2025-06-20', donor: 'Susquehanna Valley Health Foundation', type: 'Foundation', amount: 25000, restriction: 'Restricted - Cardiac Response Project', purpose: 'Grant SVHF-25-031, payment 1 of 2', status: 'Received', ack: '2025-06-30', line: 'foundation' },
  { date: '2025-07-08', donor: 'Millbrook Valley Lions Club', type: 'Civic organization', amount: 2500, restriction: 'Restricted - Tanker Replacement Fund', purpose: 'Tanker fund', status: 'Received', ack: '2025-07-15', line: 'tanker' },
  { date: '2025-07-31', donor: "Zook's Hardware & Feed", type: 'Business', amount: 750, restriction: 'Unrestricted', purpose: 'General support', status: 'Received', ack: '2025-08-06' },
  { date: '2025-08-15', donor: 'Estate of Margaret Fenstermacher', type: 'Bequest', amount: 6000, restriction: 'Restricted - Tanker Replacement Fund', purpose: 'Bequest to tanker fund', status: 'Received', ack: '2025-08-22', line: 'tanker' },
  { date: '2025-09-30', donor: 'Mail-in gifts under $500 (May-Sep batch)', type: 'Individuals (batched)', amount: 3460, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: 'n/a' },
  { date: '2025-10-22', donor: 'PA Office of the State Fire Commissioner', type: 'Government', amount: 24620, restriction: 'Unrestricted', purpose: 'Fire Company & EMS Grant Program award', status: 'Received', ack: 'n/a', line: 'stategrant' },
  { date: '2025-11-14', donor: 'Susquehanna Valley Health Foundation', type: 'Foundation', amount: 13000, restriction: 'Restricted - Cardiac Response Project', purpose: 'Grant SVHF-25-031, payment 2 of 2', status: 'Received', ack: '2025-11-20', line: 'foundation' },
  { date: '2025-11-18', donor: 'Dr. Paul & Ellen Sorensen', type: 'Individual', amount: 2500, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: '2025-11-25' },
  { date: '2025-11-24', donor: 'Ridgeview Quarry Co.', type: 'Business', amount: 15000, restriction: 'Restricted - Tanker Replacement Fund', purpose: 'Pledge, payable by 4/30/2026', status: 'Pledged', ack: '2025-12-01', line: null },
  { date: '2025-12-03', donor: 'Kathleen Moyer', type: 'Individual', amount: 600, restriction: 'Unrestricted', purpose: 'Annual fund - in memory of Earl Moyer', status: 'Received', ack: '2025-12-09' },
  { date: '2025-12-12', donor: 'Laurel Highlands Community Bank', type: 'Business', amount: 5000, restriction: 'Unrestricted', purpose: 'Annual fund (corporate gift)', status: 'Received', ack: '2025-12-18' },
  { date: '2025-12-19', donor: 'Carl & Denise Yoder', type: 'Individual', amount: 5000, restriction: 'Restricted - Tanker Replacement Fund', purpose: 'Pledge, 2 installments', status: 'Pledged', ack: '2025-12-29', line: null },
  { date: '2025-12-22', donor: 'Thomas Hartranft', type: 'Individual', amount: 7500, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: '2025-12-30' },
  { date: '2025-12-31', donor: 'Mail-in gifts under $500 (Oct-Dec batch)', type: 'Individuals (batched)', amount: 6945, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: 'n/a' },
  { date: '2026-01-06', donor: 'Mail-in gifts under $500 (Jan batch)', type: 'Individuals (batched)', amount: 1285, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: 'n/a' },
  { date: '2026-01-14', donor: 'Marian Kessler', type: 'Individual', amount: 1000, restriction: 'Unrestricted', purpose: 'Annual fund', status: 'Received', ack: '2026-01-20' },
  { date: '2026-01-21', donor: 'Millbrook Valley Grange No. 412', type: 'Civic organization', amount: 2000, restriction: 'Restricted - Tanker Replacement Fund', purpose: 'Tanker fund', status: 'Received', ack: '2026-01-27', line: 'tanker' },
  { date: '2026-01-26', donor: 'Union County Local Share Account (gaming)', type: 'Government', amount: 18000, restriction: 'Restricted - SCBA replacement', purpose: 'Grant awarded; payment expected March 2026', status: 'Awarded - not yet received', ack: 'n/a', line: null },
];
for (const g of MV.gifts) if (g.line === undefined) g.line = g.restriction === 'Unrestricted' ? 'contrib' : null;
const giftsFor = (line, pred = () => true) => sum(MV.gifts.filter((g) => g.status === 'Received' && g.line === line && pred(g)).map((g) => g.amount));
const inJan = (g) => g.date.startsWith('2026-01');

// --- January 2026 bank statement (operating checking). cat = treasurer's-report line it belongs to.
MV.bankOpen = 47912.36;
MV.bankTx = [
  { d: '01/02/2026', desc: 'ACH CREDIT MEDICLAIM BILLING PTNRS REMIT', cr: 7842.19, cat: 'ambulance' },
  { d: '01/02/2026', desc: 'LOAN PMT 00458812 LAUREL HIGHLANDS CB', dr: 4120.0, cat: 'loanpayment' },
  { d: '01/05/2026', desc: 'WEX FLEET SERVICES PAYMENT', dr: 2318.64, cat: 'fuel' },
  { d: '01/06/2026', desc: 'MOBILE DEPOSIT', cr: 1285.0, cat: 'contrib' },
  { d: '01/06/2026', desc: 'ALLEGHENY MUTUAL INS PREMIUM', dr: 2875.0, cat: 'insurance' },
  { d: '01/07/2026', desc: 'DEPOSIT MILLBROOK BOROUGH', cr: 24000.0, cat: 'millbrook' },
  { d: '01/08/2026', desc: 'CHECK', chk: 4416, dr: 906.4, cat: 'utilities' },
  { d: '01/09/2026', desc: 'ACH CREDIT MEDICLAIM BILLING PTNRS REMIT', cr: 8115.4, cat: 'ambulance' },
  { d: '01/09/2026', desc: 'PAYCHEX INC PAYROLL', dr: 11610.0, cat: 'payroll', split: { crew: 10210, adminwages: 1400 } },
  { d: '01/09/2026', desc: 'PAYCHEX INC TAXPAY', dr: 888.17, cat: 'ptax' },
  { d: '01/09/2026', desc: 'CHECK', chk: 4417, dr: 3156.5, cat: 'maint' },
  { d: '01/12/2026', desc: 'MOBILE DEPOSIT', cr: 420.0, cat: 'members' },
  { d: '01/12/2026', desc: 'BOUND TREE MEDICAL LLC', dr: 1842.6, cat: 'medical' },
  { d: '01/13/2026', desc: 'CHECK', chk: 4418, dr: 2460.0, cat: 'ppe' },
  { d: '01/14/2026', desc: 'DEPOSIT', cr: 1000.0, cat: 'contrib' },
  { d: '01/15/2026', desc: 'ACH BATCH MEMBER STIPENDS Q3', dr: 9860.0, cat: 'stipends' },
  { d: '01/16/2026', desc: 'ACH CREDIT MEDICLAIM BILLING PTNRS REMIT', cr: 7406.93, cat: 'ambulance' },
  { d: '01/16/2026', desc: 'MOBILE DEPOSIT', cr: 650.0, cat: 'hall' },
  { d: '01/19/2026', desc: 'UNION CO 911 DISPATCH FEE', dr: 3120.0, cat: 'radio' },
  { d: '01/20/2026', desc: 'MEDICLAIM BILLING PTNRS FEE', dr: 2106.57, cat: 'billingfees' },
  { d: '01/21/2026', desc: 'CHECK', chk: 4419, dr: 450.0, cat: 'training' },
  { d: '01/21/2026', desc: 'REMOTE DEPOSIT', cr: 2000.0, cat: 'tanker' },
  { d: '01/22/2026', desc: 'LAUREL ELECTRIC COOP', dr: 1184.22, cat: 'utilities' },
  { d: '01/23/2026', desc: 'ACH CREDIT MEDICLAIM BILLING PTNRS REMIT', cr: 8319.74, cat: 'ambulance' },
  { d: '01/23/2026', desc: 'PAYCHEX INC PAYROLL', dr: 11830.0, cat: 'payroll', split: { crew: 10430, adminwages: 1400 } },
  { d: '01/23/2026', desc: 'PAYCHEX INC TAXPAY', dr: 905.0, cat: 'ptax' },
  { d: '01/26/2026', desc: 'NAPA AUTO PARTS 0412', dr: 287.43, cat: 'maint' },
  { d: '01/27/2026', desc: 'AIRGAS USA LLC', dr: 312.75, cat: 'medical' },
  { d: '01/28/2026', desc: 'INTUIT *QBOOKS ONLINE', dr: 90.0, cat: 'office' },
  { d: '01/28/2026', desc: 'USPS PO BOX RENEWAL', dr: 73.0, cat: 'office' },
  { d: '01/29/2026', desc: 'CHECK', chk: 4421, dr: 375.0, cat: 'training' },
  { d: '01/30/2026', desc: 'TRANSFER TO MONEY MARKET XXXXX9902', dr: 4166.67, cat: 'reserve' },
  { d: '01/31/2026', desc: 'INTEREST PAID', cr: 41.26, cat: 'interest' },
];
{
  let bal = MV.bankOpen;
  for (const t of MV.bankTx) { bal = r2(bal + (t.cr || 0) - (t.dr || 0)); t.bal = bal; }
  MV.bankClose = bal;
}
MV.loanJan = { interest: 612.37, principal: 3507.63 };
assert(near(MV.loanJan.interest + MV.loanJan.principal, 4120), 'loan payment split');
// January column of the treasurer's report, from the bank
const janOf = (key) => {
  let v = 0;
  for (const t of MV.bankTx) {
    if (t.cat === key) v += (t.cr || 0) + (t.dr || 0);
    if (t.cat === 'payroll' && t.split[key]) v += t.split[key];
  }
  if (key === 'loaninterest') v = MV.loanJan.interest;
  return r2(v);
};
for (const l of [...MV.revenue, ...MV.expenses]) {
  l.jan = janOf(l.key);
  if (l.prior === null) {
    if (l.key === 'ambulance') l.prior = sum(MV.ambMonths.slice(0, 8).map((x) => x.collected));
    else l.prior = r2(giftsFor(l.key) - giftsFor(l.key, inJan));
  }
  l.ytd = r2(l.prior + l.jan);
  l.pct = l.total ? (l.ytd / l.total) * 100 : null;
}
const byKey = (k) => [...MV.revenue, ...MV.expenses].find((l) => l.key === k);
MV.line = byKey;
assert(near(byKey('ambulance').ytd, MV.amb.collected), 'ambulance YTD = monthly collections');
assert(near(byKey('ambulance').jan, MV.ambMonths[8].collected), 'ambulance Jan = bank remits');
assert(near(byKey('contrib').ytd, giftsFor('contrib')), 'contributions YTD = tracker');
assert(near(byKey('contrib').jan, giftsFor('contrib', inJan)), 'contributions Jan = tracker Jan');
assert(near(byKey('tanker').ytd, giftsFor('tanker')), 'tanker YTD = tracker');
assert(near(byKey('foundation').ytd, 38000) && near(byKey('stategrant').ytd, 24620), 'grants YTD');
assert(near(byKey('billingfees').jan, r2(MV.ambMonths[7].collected * 0.06)), 'billing fee = 6% of December collections');
MV.tr = {
  revJan: sum(MV.revenue.map((l) => l.jan)), revYtd: sum(MV.revenue.map((l) => l.ytd)),
  expJan: sum(MV.expenses.map((l) => l.jan)), expYtd: sum(MV.expenses.map((l) => l.ytd)),
};
MV.tr.netJan = r2(MV.tr.revJan - MV.tr.expJan); MV.tr.netYtd = r2(MV.tr.revYtd - MV.tr.expYtd);
MV.tr.principalYtd = r2(9 * 4120 - byKey('loaninterest').ytd);
MV.tr.reserveYtd = r2(9 * 4166.67);
MV.tr.reserveInterestYtd = 1284.51;
MV.tr.reserveBal = r2(118450 + MV.tr.reserveYtd + MV.tr.reserveInterestYtd);
// the bank agrees with the January column
const bankCr = sum(MV.bankTx.map((t) => t.cr || 0)), bankDr = sum(MV.bankTx.map((t) => t.dr || 0));
assert(near(bankCr, MV.tr.revJan), `bank credits ${bankCr} = Jan revenue ${MV.tr.revJan}`);
assert(near(bankDr, MV.tr.expJan + MV.loanJan.principal + 4166.67), 'bank debits = Jan expenses + principal + reserve transfer');
MV.bankCredits = bankCr; MV.bankDebits = bankDr;
assert(MV.bankClose > 0, 'bank positive');
// one expense line over its full-year budget: workers' comp
const overBudget = MV.expenses.filter((l) => l.ytd > l.total);
assert(overBudget.length === 1 && overBudget[0].key === 'wc', 'only workers comp over annual budget');

// --- compiled financial statements, FYE April 30, 2025 (with 2024 totals)
MV.cs = {};
MV.cs.revLines = [
  { label: 'Municipal fire protection contracts', wo: sum(MV.revenue.filter((l) => l.cs === 'municipal').map((l) => l.fy25)), w: 0, py: 168000 },
  { label: 'Ambulance service revenue, net', wo: 389615, w: 0, py: 352880 },
  { label: 'Ambulance membership subscriptions', wo: 36240, w: 0, py: 34115 },
  { label: 'Contributions', wo: 43870, w: 12500, py: 49260 },
  { label: 'Government grants', wo: 24310, w: 0, py: 15000 },
  { label: 'Special events', wo: 31455, w: 0, py: 28770 },
  { label: 'Rental income', wo: 8925, w: 0, py: 8400 },
  { label: 'Interest income', wo: 2114, w: 0, py: 1506 },
];
MV.cs.released = 9400;
for (const l of MV.cs.revLines) l.total = l.wo + l.w;
MV.cs.revTotal = { wo: sum(MV.cs.revLines.map((l) => l.wo)) + MV.cs.released, w: sum(MV.cs.revLines.map((l) => l.w)) - MV.cs.released };
MV.cs.revTotal.total = MV.cs.revTotal.wo + MV.cs.revTotal.w;
MV.cs.revTotal.py = sum(MV.cs.revLines.map((l) => l.py));
assert(MV.cs.revTotal.total === MV.fy25.revenue, `compiled revenue ${MV.cs.revTotal.total} = budget FY25 actual ${MV.fy25.revenue}`);
MV.cs.expLines = [
  { label: 'Fire and rescue', total: 256310, py: 241775 },
  { label: 'Emergency medical services', total: 370402, py: 338640 },
  { label: 'Management and general', total: 62434, py: 58210 },
  { label: 'Fundraising', total: 16980, py: 15330 },
];
MV.cs.expTotal = { total: sum(MV.cs.expLines.map((l) => l.total)), py: sum(MV.cs.expLines.map((l) => l.py)) };
assert(MV.cs.expTotal.total === MV.fy25.expenses, `compiled expenses ${MV.cs.expTotal.total} = budget FY25 actual ${MV.fy25.expenses}`);
MV.cs.change = { wo: MV.cs.revTotal.wo - MV.cs.expTotal.total, w: MV.cs.revTotal.w, total: MV.cs.revTotal.total - MV.cs.expTotal.total, py: MV.cs.revTotal.py - MV.cs.expTotal.py };
assert(MV.cs.change.total === MV.fy25.change, 'change in net assets');
// statement of financial position
MV.bs = {
  y25: { cashOp: 61208, cashReserve: 118450, ar: 52340, prepaid: 14275, ppe: 742600, ap: 9860, accrued: 7415, noteCur: 41740, noteLt: 155480, restricted: 15700, designated: 118450 },
  y24: { cashReserve: 100000, ar: 47915, prepaid: 13640, ppe: 789300, ap: 11240, accrued: 6980, noteCur: 40110, noteLt: 197220, restricted: 12600, designated: 100000 },
};
for (const y of ['y25', 'y24']) {
  const b = MV.bs[y];
  b.liabCur = b.ap + b.accrued + b.noteCur;
  b.liab = b.liabCur + b.noteLt;
}
{
  const b = MV.bs.y25;
  b.assetsCur = b.cashOp + b.cashReserve + b.ar + b.prepaid;
  b.assets = b.assetsCur + b.ppe;
  b.na = b.assets - b.liab;
  b.undesignated = b.na - b.restricted - b.designated;
  b.woTotal = b.undesignated + b.designated;
  const p = MV.bs.y24;
  p.na = b.na - MV.cs.change.total;
  p.assets = p.na + p.liab;
  p.cashOp = p.assets - p.cashReserve - p.ar - p.prepaid - p.ppe;
  p.assetsCur = p.cashOp + p.cashReserve + p.ar + p.prepaid;
  p.undesignated = p.na - p.restricted - p.designated;
  p.woTotal = p.undesignated + p.designated;
  assert(p.cashOp > 0, 'FY24 cash positive');
  assert(b.restricted - p.restricted === MV.cs.change.w, 'restricted roll-forward');
  assert(b.woTotal - p.woTotal === MV.cs.change.wo, 'unrestricted roll-forward');
  assert(b.noteCur + b.noteLt === p.noteLt, 'note: 2024 long-term = 2025 balance (FY25 principal = 2024 current portion)');
  assert(p.noteCur + MV.fy25.expenses * 0 + 9330 === 12 * 4120, 'FY25 principal + interest = 12 loan payments');
  assert(MV.memo[0].total + byKey('loaninterest').total === 12 * 4120, 'FY26 budgeted principal + interest = 12 payments');
  assert(b.noteCur === MV.memo[0].total, 'current portion = FY26 budgeted principal');
  assert(b.cashReserve === b.designated, 'reserve cash = designated net assets');
  assert(b.cashReserve - p.cashReserve === MV.memo[1].fy25, 'FY25 reserve transfer');
}
MV.bs.y25.noteTotal = MV.bs.y25.noteCur + MV.bs.y25.noteLt;
MV.ppe = { land: 45000, building: 612400, apparatus: 905000, ambulances: 318600, equipment: 226300, accDep: 1364700 };
MV.ppe.cost = MV.ppe.land + MV.ppe.building + MV.ppe.apparatus + MV.ppe.ambulances + MV.ppe.equipment;
assert(MV.ppe.cost - MV.ppe.accDep === MV.bs.y25.ppe, 'PP&E note = balance sheet');
MV.cs.meta = { firm: 'Hollis & Reyes, CPAs, LLC', city: 'Lewisburg, Pennsylvania', date: 'July 18, 2025', loanRate: '4.15%', loanOrig: 300000, members: 46, paid: 11 };
MV.restrictedNote = { y25: { tanker: 15700, rescue: 0 }, y24: { tanker: 3200, rescue: 9400 } };
assert(MV.restrictedNote.y25.tanker + MV.restrictedNote.y25.rescue === MV.bs.y25.restricted, 'note 5 2025');
assert(MV.restrictedNote.y24.tanker + MV.restrictedNote.y24.rescue === MV.bs.y24.restricted, 'note 5 2024');
assert(MV.restrictedNote.y24.rescue === MV.cs.released, 'rescue tools released');

// --- SVHF grant progress report (docx)
MV.grant = {
  funder: 'Susquehanna Valley Health Foundation', number: 'SVHF-25-031', project: 'Community Cardiac Response Project',
  award: 38000, period: 'June 1, 2025 - March 31, 2026', reportThrough: 'December 31, 2025', submitted: 'January 22, 2026',
  payments: [{ date: 'June 20, 2025', amount: 25000 }, { date: 'November 14, 2025', amount: 13000 }],
  lines: [
    { label: 'LUCAS 3 mechanical CPR device (Medic 71)', budget: 22000, spent: 21480 },
    { label: 'Public-access AEDs (2)', budget: 6800, spent: 6580 },
    { label: 'CPR instructor stipends', budget: 4800, spent: 4200 },
    { label: 'Training manikins & supplies', budget: 3200, spent: 2860 },
    { label: 'Outreach printing & mailers', budget: 1200, spent: 735 },
  ],
  classes: 14, trained: 187, students: 62, lucasCalls: 6, rosc: 2,
  director: 'Dana Kowalczyk', treasurer: 'Ruth Ellison',
};
MV.grant.budgetTotal = sum(MV.grant.lines.map((l) => l.budget));
MV.grant.spent = sum(MV.grant.lines.map((l) => l.spent));
assert(MV.grant.budgetTotal === MV.grant.award, 'grant budget = award');
assert(sum(MV.grant.payments.map((p) => p.amount)) === MV.grant.award, 'grant payments = award');
assert(giftsFor('foundation') === MV.grant.award, 'tracker foundation = grant award');
assert(byKey('foundation').total === MV.grant.award, 'FY26 budget foundation grants = award');

// --- Keystone invoice photo (paid by check 4417 on 01/09/2026)
MV.invoice = {
  vendor: 'Keystone Emergency Vehicle Service, Inc.', number: 'KEV-20931', date: '12/18/2025', due: '01/17/2026', unit: 'Engine 71',
  lines: [
    { desc: 'Annual pump service test (NFPA 1911)', qty: 1, rate: 650.0 },
    { desc: 'Primer pump motor, replace', qty: 1, rate: 1148.0 },
    { desc: '2.5" discharge valve rebuild kit', qty: 2, rate: 186.5 },
    { desc: 'Labor (hours)', qty: 7.5, rate: 125.0 },
    { desc: 'Shop supplies', qty: 1, rate: 48.0 },
  ],
};
for (const l of MV.invoice.lines) l.amount = r2(l.qty * l.rate);
MV.invoice.subtotal = sum(MV.invoice.lines.map((l) => l.amount));
MV.invoice.total = MV.invoice.subtotal;
assert(MV.bankTx.find((t) => t.chk === 4417).dr === MV.invoice.total, 'check 4417 = Keystone invoice');

// =====================================================================================
// TAPI VALLEY GRAMIN VIKAS TRUST (Shahada, Nandurbar, Maharashtra; financial year April - March)
// FY 2025-26 = 1 April 2025 - 31 March 2026. Rupees, Indian digit grouping.
// =====================================================================================
export const TV = {};
TV.files = {
  ie: 'tapivalley/Income & Expenditure A-c FY 2025-26 (fund-wise).xlsx',
  budget: 'tapivalley/Budget 2025-26 quarterly phasing vs actual.xlsx',
  rp: 'tapivalley/FC Receipts & Payments A-c 01.04.2025-31.03.2026.pdf',
  register: 'tapivalley/FC donations register 2025-26.csv',
  report: 'tapivalley/Trustees Annual Report 2025-26.docx',
  photo: 'tapivalley/scan_shree_datta_pipes_invoice.jpg',
};
TV.funds = ['gf', 'fcw', 'fcl', 'csr'];
TV.fundNames = { gf: 'General Fund', fcw: 'FC - Watershed', fcl: "FC - Women's Livelihoods", csr: 'CSR - Satpura Cements' };

// FC donations register
TV.remit = [
  { no: 'FC/25-26/001', date: '18-04-2025', donor: 'Lindqvist Family Foundation', country: 'Sweden', cur: 'SEK', fx: 300000, rate: 8.642, fund: 'fcw' },
  { no: 'FC/25-26/002', date: '05-05-2025', donor: 'Hope Harvest Trust', country: 'United Kingdom', cur: 'GBP', fx: 12000, rate: 113.42, fund: 'fcl' },
  { no: 'FC/25-26/003', date: '30-06-2025', donor: 'Friends of Tapi Valley Inc.', country: 'USA', cur: 'USD', fx: 6000, rate: 85.61, fund: 'fcl' },
  { no: 'FC/25-26/004', date: '22-07-2025', donor: 'Stichting Waterbron', country: 'Netherlands', cur: 'EUR', fx: 10500, rate: 100.35, fund: 'fcw' },
  { no: 'FC/25-26/005', date: '16-09-2025', donor: 'Hope Harvest Trust', country: 'United Kingdom', cur: 'GBP', fx: 9500, rate: 118.76, fund: 'fcl' },
  { no: 'FC/25-26/006', date: '09-10-2025', donor: 'Lindqvist Family Foundation', country: 'Sweden', cur: 'SEK', fx: 250000, rate: 9.118, fund: 'fcw' },
  { no: 'FC/25-26/007', date: '03-11-2025', donor: 'Dr. Arun Mehta', country: 'Canada', cur: 'CAD', fx: 2000, rate: 62.84, fund: 'fcl' },
  { no: 'FC/25-26/008', date: '12-12-2025', donor: 'Friends of Tapi Valley Inc.', country: 'USA', cur: 'USD', fx: 4500, rate: 90.12, fund: 'fcl' },
  { no: 'FC/25-26/009', date: '27-02-2026', donor: 'Friends of Tapi Valley Inc.', country: 'USA', cur: 'USD', fx: 3750, rate: 87.96, fund: 'fcl' },
];
for (const r of TV.remit) { r.inr = Math.round(r.fx * r.rate); assert(near(r.inr, r.fx * r.rate, 0.5), 'whole-rupee credit ' + r.no); }
TV.purpose = { fcw: 'Watershed development', fcl: "Women's SHG & livelihoods" };
TV.donors = [...new Set(TV.remit.map((r) => r.donor))];
TV.donorTotal = Object.fromEntries(TV.donors.map((d) => [d, TV.remit.filter((r) => r.donor === d).reduce((s, r) => s + r.inr, 0)]));
TV.fcReceived = TV.remit.reduce((s, r) => s + r.inr, 0);
TV.fcByFund = { fcw: TV.remit.filter((r) => r.fund === 'fcw').reduce((s, r) => s + r.inr, 0), fcl: TV.remit.filter((r) => r.fund === 'fcl').reduce((s, r) => s + r.inr, 0) };
TV.fcInterest = 148372;

// Income & expenditure account, fund-wise. v: {fund: amount}; py: 2024-25 total
TV.income = [
  { key: 'fcgrants', label: 'Grants received - foreign contribution', sch: '1', v: { fcw: TV.fcByFund.fcw, fcl: TV.fcByFund.fcl }, py: 8012400, bud: [3000000, 2500000, 2500000, 2000000] },
  { key: 'csr', label: 'CSR grant - Satpura Cements Ltd.', sch: '2', v: { csr: 2250000 }, py: 1800000, bud: [1125000, 0, 1125000, 0] },
  { key: 'donations', label: 'Donations - local (Indian sources)', sch: '3', v: { gf: 384500 }, py: 426900, bud: [75000, 100000, 150000, 125000] },
  { key: 'community', label: 'Community contribution (lok sahbhag)', sch: '', v: { csr: 225000 }, py: 180000, bud: [100000, 0, 75000, 75000] },
  { key: 'interest', label: 'Interest on savings bank & fixed deposits', sch: '4', v: { gf: 61240, fcw: TV.fcInterest }, py: 171250, bud: [45000, 45000, 45000, 45000] },
  { key: 'misc', label: 'Miscellaneous income (scrap sale, tender forms)', sch: '', v: { gf: 12300 }, py: 9800, bud: [0, 0, 0, 10000] },
];
TV.expenditure = [
  { key: 'progstaff', label: 'Programme staff salaries & honorarium', sch: '5', v: { fcw: 960000, fcl: 780000, csr: 360000 }, py: 1920000, bud: [540000, 540000, 540000, 540000] },
  { key: 'civil', label: 'Check dams, farm ponds & nala deepening', sch: '6', v: { fcw: 3845200, csr: 1562400 }, py: 4486300, bud: [1800000, 400000, 1400000, 2000000] },
  { key: 'shg', label: 'SHG training, exposure visits & meetings', sch: '7', v: { fcl: 842750 }, py: 712400, bud: [190000, 190000, 190000, 190000] },
  { key: 'goats', label: 'Goats & livelihood inputs', sch: '7', v: { fcl: 1426000 }, py: 1210000, bud: [300000, 600000, 400000, 200000] },
  { key: 'seeds', label: 'Seeds, saplings & drip kits', sch: '6', v: { fcw: 418600, csr: 196300 }, py: 502750, bud: [250000, 200000, 50000, 50000] },
  { key: 'travel', label: 'Travel & conveyance', sch: '', v: { gf: 22150, fcw: 214380, fcl: 186920, csr: 48600 }, py: 431600, bud: [120000, 120000, 120000, 120000] },
  { key: 'rent', label: 'Office rent & utilities', sch: '', v: { gf: 144000, fcw: 72000, fcl: 72000 }, py: 264000, bud: [72000, 72000, 72000, 72000] },
  { key: 'adminsal', label: 'Administrative salaries', sch: '8', v: { gf: 264000, fcw: 120000, fcl: 120000 }, py: 468000, bud: [126000, 126000, 126000, 126000] },
  { key: 'audit', label: 'Audit & professional fees (incl. GST)', sch: '', v: { gf: 41300, fcw: 35400, fcl: 35400, csr: 17700 }, py: 118000, bud: [0, 130000, 0, 0] },
  { key: 'bank', label: 'Bank charges', sch: '', v: { gf: 2118, fcw: 6842, fcl: 5390 }, py: 11870, bud: [3000, 3000, 3000, 3000] },
  { key: 'dep', label: 'Depreciation', sch: '9', v: { gf: 38460, fcw: 51200, fcl: 31880 }, py: 121340, bud: null },
];
for (const l of [...TV.income, ...TV.expenditure]) {
  l.total = TV.funds.reduce((s, f) => s + (l.v[f] || 0), 0);
  if (l.bud) { l.budget = l.bud.reduce((s, x) => s + x, 0); l.variance = l.total - l.budget; l.util = (l.total / l.budget) * 100; }
}
TV.ie = {};
for (const f of [...TV.funds, 'total', 'py']) {
  const pick = (l) => (f === 'total' ? l.total : f === 'py' ? l.py : l.v[f] || 0);
  const inc = TV.income.reduce((s, l) => s + pick(l), 0), exp = TV.expenditure.reduce((s, l) => s + pick(l), 0);
  TV.ie[f] = { income: inc, exp, net: inc - exp };
}
assert(TV.ie.gf.net < 0 && TV.funds.filter((f) => TV.ie[f].net < 0).length === 1, 'only the General Fund in deficit');
TV.iline = (k) => [...TV.income, ...TV.expenditure].find((l) => l.key === k);
assert(TV.iline('fcgrants').total === TV.fcReceived, 'I&E FC grants = register');
// budget totals
TV.bud = { q: [0, 1, 2, 3].map((i) => TV.expenditure.filter((l) => l.bud).reduce((s, l) => s + l.bud[i], 0)), qi: [0, 1, 2, 3].map((i) => TV.income.reduce((s, l) => s + l.bud[i], 0)) };
TV.bud.exp = TV.bud.q.reduce((s, x) => s + x, 0);
TV.bud.inc = TV.bud.qi.reduce((s, x) => s + x, 0);
TV.bud.qMaxIdx = TV.bud.q.indexOf(Math.max(...TV.bud.q));
assert(TV.bud.q.filter((x) => x === TV.bud.q[TV.bud.qMaxIdx]).length === 1, 'unique largest quarter');
const overs = TV.expenditure.filter((l) => l.bud && l.variance > 0).sort((a, b) => b.variance - a.variance);
assert(overs[0].key === 'shg' && overs[0].variance > overs[1].variance, 'SHG training the largest overspend in rupees');
TV.budgetApproved = '22 March 2025';

// FC receipts & payments account
TV.rp = {
  open: { desig: 412806, util: 236114, cash: 8420 },
  fcwPay: ['progstaff', 'civil', 'seeds', 'travel', 'rent', 'adminsal', 'audit', 'bank'].map((k) => ({ key: k, amount: TV.iline(k).v.fcw })),
  fclPay: ['progstaff', 'shg', 'goats', 'travel', 'rent', 'adminsal', 'audit', 'bank'].map((k) => ({ key: k, amount: TV.iline(k).v.fcl })),
  motorcycle: 78500,
  close: { util: 318645, cash: 5230 },
};
{
  const rp = TV.rp;
  rp.openTotal = rp.open.desig + rp.open.util + rp.open.cash;
  rp.receipts = TV.fcReceived + TV.fcInterest;
  rp.fcwTotal = rp.fcwPay.reduce((s, x) => s + x.amount, 0);
  rp.fclTotal = rp.fclPay.reduce((s, x) => s + x.amount, 0);
  rp.payments = rp.fcwTotal + rp.fclTotal + rp.motorcycle;
  rp.closeTotal = rp.openTotal + rp.receipts - rp.payments;
  rp.close.desig = rp.closeTotal - rp.close.util - rp.close.cash;
  rp.side = rp.openTotal + rp.receipts;
  assert(rp.close.desig > 0, 'closing designated balance');
  // FC funds' I&E spending, less depreciation, = FC revenue payments
  assert(rp.fcwTotal === TV.ie.fcw.exp - TV.iline('dep').v.fcw, 'R&P watershed = I&E FCW less depreciation');
  assert(rp.fclTotal === TV.ie.fcl.exp - TV.iline('dep').v.fcl, 'R&P livelihoods = I&E FCL less depreciation');
  assert(TV.ie.fcw.income + TV.ie.fcl.income === rp.receipts, 'FC income = R&P receipts');
}
TV.rp.labels = { progstaff: 'Programme staff salaries & honorarium', civil: 'Check dams, farm ponds & nala deepening', seeds: 'Seeds, saplings & drip kits', travel: 'Travel & conveyance', rent: 'Office rent & utilities (share)', adminsal: 'Administrative salaries (share)', audit: 'Audit fees (share)', bank: 'Bank charges', shg: 'SHG training, exposure visits & meetings', goats: 'Goats & livelihood inputs' };

// trustees' report
TV.report = {
  trustees: [
    ['Dr. Vaishali Valvi', 'Managing Trustee'], ['Shri Anil Pawara', 'Secretary'], ['Smt. Meera Gavit', 'Treasurer'],
    ['Shri Dinesh Chaudhari', 'Trustee'], ['Adv. Rekha Padvi', 'Trustee'],
  ],
  villages: 14, farmPonds: 46, checkDams: 9, hectares: 1240, saplings: 18500,
  shgs: 112, women: 1344, goats: 286, goatWomen: 143, linkageLakh: 186.4,
  fc4Filed: '18 December 2025', fcraValid: '31 March 2029', meeting: { date: '20 June 2026', place: 'Shahada' },
  auditor: 'Deshmukh Joshi & Co.', auditorCity: 'Nashik', frn: '118402W', partner: 'CA Nilesh Joshi',
  threeYear: {
    // Rs in lakh; 2023-24 only here
    y2324: { income: 94.37, exp: 92.18, fc: 71.2 },
  },
};
const lakh = (v) => Math.round(v / 1000) / 100;
TV.report.threeYear.y2425 = { income: lakh(TV.ie.py.income), exp: lakh(TV.ie.py.exp), fc: lakh(TV.iline('fcgrants').py) };
TV.report.threeYear.y2526 = { income: lakh(TV.ie.total.income), exp: lakh(TV.ie.total.exp), fc: lakh(TV.fcReceived) };
for (const y of Object.values(TV.report.threeYear)) y.net = Math.round((y.income - y.exp) * 100) / 100;
TV.lakh = lakh;

// Shree Datta invoice photo
TV.invoice = {
  vendor: 'SHREE DATTA IRRIGATION & PIPES', place: 'Shahada', number: 'SDI/25-26/0418', date: '14/11/2025',
  lines: [
    { desc: 'HDPE Pipe 75mm 6kg/cm2 (6m)', hsn: '3917', qty: 40, unit: 'Nos', rate: 1240 },
    { desc: 'PVC Foot Valve 75mm', hsn: '8481', qty: 4, unit: 'Nos', rate: 865 },
    { desc: 'Drip Lateral 16mm (400m roll)', hsn: '3917', qty: 12, unit: 'Roll', rate: 2150 },
    { desc: 'Clamps, bends & fittings', hsn: '3917', qty: 1, unit: 'Lot', rate: 1980 },
  ],
  gstRate: 9,
};
for (const l of TV.invoice.lines) l.amount = l.qty * l.rate;
TV.invoice.taxable = TV.invoice.lines.reduce((s, l) => s + l.amount, 0);
TV.invoice.cgst = r2(TV.invoice.taxable * 0.09);
TV.invoice.sgst = TV.invoice.cgst;
TV.invoice.gross = r2(TV.invoice.taxable + TV.invoice.cgst + TV.invoice.sgst);
TV.invoice.total = Math.round(TV.invoice.gross);
TV.invoice.roundOff = r2(TV.invoice.total - TV.invoice.gross);

// =====================================================================================
// CASES
// =====================================================================================
// answer helpers: money / count / pct / ratio numbers, text phrases, notfound (with subject words that must
// appear in none of the organisation's files).
const num = (value, unit, extra = {}) => ({ type: 'number', value: unit === 'pct' || unit === 'ratio' ? value : r2(value), tolerance: 0.005, unit, ...extra });
const money = (v, extra) => num(v, 'money', extra);
const count = (v) => num(v, 'count');
const pct = (v) => {
  const a = num(v, 'pct');
  const r1 = Math.round(v * 10) / 10;
  assert(Math.abs(r1 - v) <= 0.005 * Math.abs(v), `percent ${v} survives rounding to 1 dp`);
  return a;
};
const ratio = (v) => {
  const r = Math.round(v * 100) / 100;
  assert(Math.abs(r - v) <= 0.005 * Math.abs(v), `ratio ${v} survives rounding to 2 dp`);
  return num(v, 'ratio');
};
const text = (any, wrong) => ({ type: 'text', any, wrong });
const nf = (subjects) => ({ type: 'notfound', subjects });
// dates as phrases a reply may use
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function datePhrases(iso, { dayFirst = false, requireYear = false } = {}) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], Mo = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const ord = d + (d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th');
  const out = requireYear
    ? [`${M} ${d}, ${y}`, `${M} ${d} ${y}`, `${Mo} ${d}, ${y}`, `${d} ${M} ${y}`, `${d} ${M}, ${y}`, `${d} ${Mo} ${y}`, `${ord} ${M} ${y}`, `${ord} ${M}, ${y}`, `${ord} of ${M} ${y}`, `${ord} of ${M}, ${y}`, `${y}-${mm}-${dd}`]
    : [`${M} ${d}`, `${Mo} ${d}`, `${d} ${M}`, `${d} ${Mo}`, `${ord} ${M}`, `${M} ${ord}`, `${ord} of ${M}`, `${y}-${mm}-${dd}`];
  if (dayFirst) out.push(`${dd}/${mm}/${y}`, `${d}/${m}/${y}`, `${dd}-${mm}-${y}`, `${dd}.${mm}.${y}`);
  else out.push(`${mm}/${dd}/${y}`, `${m}/${d}/${y}`, `${m}/${d}/${String(y).slice(2)}`, `${mm}/${dd}/${String(y).slice(2)}`);
  return [...new Set(out)];
}
const date = (iso, wrongIso, opts) => text(datePhrases(iso, opts), datePhrases(wrongIso, opts)[0]);

const L = MV.line;
const M = [
  // ---- lookup
  ['lookup', "What's the FY26 budget for EMS crew wages?", money(L('crew').total)],
  ['lookup', 'how much did ashby twp pay us in FY25', money(L('ashby').fy25)],
  ['lookup', 'What did we budget for turnout gear on the fire side this year?', money(L('ppe').b.fire)],
  ['lookup', 'ytd ambulance collections thru jan?', money(L('ambulance').ytd)],
  ['lookup', 'What was the balance in the operating checking account at the end of January?', money(MV.bankClose)],
  ['lookup', 'What did we still owe on the Engine 71 loan at April 30, 2025?', money(MV.bs.y25.noteTotal)],
  ['lookup', "How much is sitting in the apparatus reserve money market per the January treasurer's report?", money(MV.tr.reserveBal)],
  ['lookup', 'Total net assets at the end of FY25?', money(MV.bs.y25.na)],
  ['lookup', 'How much are we putting into the apparatus replacement reserve in FY26?', money(MV.memo[1].total)],
  ['lookup', 'what did we spend on medical suplies + oxygen in january', money(L('medical').jan)],
  ['lookup', 'How many residents got CPR training under the health foundation grant?', count(MV.grant.trained)],
  ['lookup', 'What did the LUCAS device cost us?', money(MV.grant.lines[0].spent)],
  ['lookup', 'What was total revenue for the year ended April 30, 2024?', money(MV.cs.revTotal.py)],
  // ---- total
  ['total', 'What do the three municipal fire contracts add up to in the FY26 budget?', money(sum(['millbrook', 'ashby', 'crane'].map((k) => L(k).total)))],
  ['total', 'Total FY26 expense budget for G&A plus fundraising?', money(MV.budgetTotals.expenses.mg + MV.budgetTotals.expenses.fr)],
  ['total', 'how much is still pledged to the tanker fund and not in yet', money(sum(MV.gifts.filter((g) => g.status === 'Pledged' && g.restriction.includes('Tanker')).map((g) => g.amount)))],
  ['total', 'Total deposits into checking in January?', money(MV.bankCredits)],
  // ---- difference
  ['difference', 'How much more are we budgeting for ambulance billing this year than we actually brought in last year?', money(L('ambulance').total - L('ambulance').fy25)],
  ['difference', 'By how much did total expenses go up from FY24 to FY25?', money(MV.cs.expTotal.total - MV.cs.expTotal.py)],
  ['difference', 'how much of the susquehanna valley grant is still unspent', money(MV.grant.award - MV.grant.spent)],
  // ---- percent
  ['percent', 'What % of the apparatus maintenance budget have we used through January?', pct(L('maint').pct)],
  ['percent', 'By what percent did ambulance service revenue grow from FY24 to FY25?', pct(((MV.cs.revLines[1].total - MV.cs.revLines[1].py) / MV.cs.revLines[1].py) * 100)],
  ['percent', "What share of FY26 budgeted revenue is ambulance billing?", pct((L('ambulance').total / MV.budgetTotals.revenue.total) * 100)],
  // ---- variance
  ['variance', 'How much turnout gear & PPE budget is left for the rest of the year?', money(L('ppe').total - L('ppe').ytd)],
  ['variance', 'Have we already gone over the full-year budget on any expense line? Which one?', text(["workers' comp", 'workers comp', "worker's comp", 'workers’ comp', 'workers compensation', 'workmens comp', "workmen's comp"], 'Apparatus fuel')],
  ['variance', "how far over budget are we on workers comp", money(L('wc').ytd - L('wc').total)],
  ['variance', 'How much of the FY26 fuel budget is left after January?', money(L('fuel').total - L('fuel').ytd)],
  // ---- ratio
  ['ratio', 'What was our current ratio at April 30, 2025?', ratio(MV.bs.y25.assetsCur / MV.bs.y25.liabCur)],
  ['ratio', 'What did the CPR training cost per person trained, counting instructor stipends and manikins/supplies?', ratio((MV.grant.lines[2].spent + MV.grant.lines[3].spent) / MV.grant.trained)],
  ['ratio', 'Average amount collected per ambulance transport so far this fiscal year?', ratio(MV.amb.collected / MV.amb.transports)],
  // ---- extreme
  ['extreme', 'Which month this FY had the most ambulance calls?', text(['December', 'Dec 2025', "Dec '25", '12/2025'], 'July')],
  ['extreme', "What's the biggest single gift from an individual donor so far this year?", money(Math.max(...MV.gifts.filter((g) => g.type === 'Individual').map((g) => g.amount)))],
  ['extreme', 'largest single withdrawal from checking in jan?', money(Math.max(...MV.bankTx.map((t) => t.dr || 0)))],
  ['extreme', 'Which expense line has the biggest FY26 budget?', text(['EMS crew wages', 'crew wages', 'EMS wages', 'paid crew wages', 'EMS payroll'], 'Depreciation')],
  // ---- monthly
  ['monthly', 'How much did we collect on ambulance billing in October?', money(MV.ambMonths[5].collected)],
  ['monthly', 'how many transports did we run in dec', count(MV.ambMonths[7].transports)],
  // ---- count
  ['count', 'How many checks cleared the bank in January?', count(MV.bankTx.filter((t) => t.chk).length)],
  ['count', 'How many pledges are still outstanding on the gifts tracker?', count(MV.gifts.filter((g) => g.status === 'Pledged').length)],
  // ---- date
  ['date', 'When did the second payment from the Susquehanna Valley Health Foundation come in?', date('2025-11-14', '2025-06-20')],
  ['date', 'What date did the state fire commissioner grant money arrive?', date('2025-10-22', '2025-11-14')],
  // ---- text
  ['text', 'Who compiled our FY25 financial statements?', text(['Hollis & Reyes', 'Hollis and Reyes'], 'Laurel Highlands Community Bank')],
  ['text', "What's the interest rate on the engine loan?", text(['4.15%', '4.15 percent'], '3.75%')],
  ['text', 'Who signed the SVHF grant report as project director?', text(['Dana Kowalczyk', 'Kowalczyk'], 'Ruth Ellison')],
  // ---- receipt (photo)
  ['receipt', 'What is the total on the Keystone invoice for Engine 71?', money(MV.invoice.total)],
  ['receipt', 'How many labor hours did Keystone charge?', count(MV.invoice.lines[3].qty)],
  ['receipt', 'When is the Keystone invoice due?', date('2026-01-17', '2025-12-18')],
  // ---- notfound
  ['notfound', 'How much did we spend on the Memorial Day parade?', nf(['parade'])],
  ['notfound', "What's the budget for the junior firefighter program?", nf(['junior'])],
  ['notfound', 'What were our FY23 ambulance revenues?', nf(['FY23', '2023'])],
  ['notfound', 'What did the fire station roof replacement cost?', nf(['roof'])],
  ['notfound', 'How much did the bingo nights bring in this year?', nf(['bingo'])],
];

const I = TV.iline;
const T = [
  // ---- lookup
  ['lookup', 'How much did the Lindqvist foundation send us this year?', money(TV.donorTotal['Lindqvist Family Foundation'])],
  ['lookup', 'Closing balance in the FCRA designated a/c at SBI on 31.03.2026?', money(TV.rp.close.desig)],
  ['lookup', 'check dams & farm ponds spend out of the watershed FC fund in 2025-26?', money(I('civil').v.fcw)],
  ['lookup', 'What was total depreciation for FY 2025-26?', money(I('dep').total)],
  ['lookup', 'audit fees this year, all funds together?', money(I('audit').total)],
  ['lookup', "What's the Q2 budget for goats and livelihood inputs?", money(I('goats').bud[1])],
  ['lookup', 'How much CSR money did Satpura Cements give this year?', money(I('csr').total)],
  ['lookup', 'Interest credited on the FC savings account during 2025-26?', money(TV.fcInterest)],
  ['lookup', 'How many farm ponds were dug this year?', count(TV.report.farmPonds)],
  ['lookup', 'How many women are members of our SHGs?', count(TV.report.women)],
  ['lookup', 'What was total income in 2024-25?', money(TV.ie.py.income, { alt: [TV.ie.py.income / 1e5, TV.ie.py.income / 1e6] })],
  ['lookup', 'What did the motorcycle for the field coordinator cost?', money(TV.rp.motorcycle)],
  ['lookup', 'What exchange rate did we get on the September Hope Harvest remittance?', ratio(TV.remit[4].rate)],
  ['lookup', 'annual buget for travel & conveyance?', money(I('travel').budget)],
  ['lookup', 'What was our total income in 2023-24?', money(TV.report.threeYear.y2324.income * 1e5, { alt: [TV.report.threeYear.y2324.income, TV.report.threeYear.y2324.income / 10] })],
  // ---- total
  ['total', 'Total budget for civil works in the first half of the year (Apr-Sep)?', money(I('civil').bud[0] + I('civil').bud[1])],
  ['total', 'What was the total FC balance across both bank accounts and cash at 31 March 2026?', money(TV.rp.closeTotal)],
  ['total', 'How much did salaries cost us in total this year, programme staff plus admin?', money(I('progstaff').total + I('adminsal').total)],
  ['total', 'How many Swedish kronor did Lindqvist send in all?', count(TV.remit.filter((r) => r.cur === 'SEK').reduce((s, r) => s + r.fx, 0))],
  // ---- difference
  ['difference', 'How much more income did we have this year compared with last year?', money(TV.ie.total.income - TV.ie.py.income)],
  ['difference', 'How much more did SHG training cost than in 2024-25?', money(I('shg').total - I('shg').py)],
  ['difference', 'By how much did the FCRA designated account balance go up over the year?', money(TV.rp.close.desig - TV.rp.open.desig)],
  // ---- percent
  ['percent', 'What share of our total income this year came from foreign grants?', pct((I('fcgrants').total / TV.ie.total.income) * 100)],
  ['percent', '% increase in total expenditure vs 2024-25?', pct(((TV.ie.total.exp - TV.ie.py.exp) / TV.ie.py.exp) * 100)],
  ['percent', 'budget utilisation on civil works for 25-26?', pct(I('civil').util)],
  // ---- variance
  ['variance', 'Did we go over or under budget on SHG training for the year, and by how much?', money(I('shg').variance)],
  ['variance', 'How far short of budget were local donations?', money(-I('donations').variance)],
  ['variance', 'Which expense line overspent its budget by the most rupees?', text(['SHG training', 'self-help group training', 'SHG training, exposure visits'], 'Seeds, saplings & drip kits')],
  // ---- ratio
  ['ratio', 'Average USD to INR rate on the Friends of Tapi Valley remittances?', ratio(TV.remit.filter((r) => r.cur === 'USD').reduce((s, r) => s + r.inr, 0) / TV.remit.filter((r) => r.cur === 'USD').reduce((s, r) => s + r.fx, 0))],
  ['ratio', 'What did the check dam / farm pond civil works cost per hectare treated?', ratio(I('civil').total / TV.report.hectares)],
  ['ratio', 'Ratio of total income to total expenditure for 2025-26?', ratio(TV.ie.total.income / TV.ie.total.exp)],
  // ---- extreme
  ['extreme', 'Which donor sent the single biggest remittance this year?', text(['Lindqvist'], 'Hope Harvest Trust')],
  ['extreme', 'Which quarter has the biggest expenditure budget?', text(['Q1', 'first quarter', 'Apr-Jun', 'Apr–Jun', 'April-June', 'April–June', 'April to June', 'Apr to Jun', 'quarter 1'], 'Q4')],
  ['extreme', 'Which fund ran a deficit in 2025-26?', text(['General Fund', 'general (unrestricted) fund', 'unrestricted general fund'], 'CSR - Satpura Cements')],
  // ---- monthly
  ['monthly', 'How much foreign contribution came in during September 2025?', money(TV.remit.filter((r) => r.date.slice(3) === '09-2025').reduce((s, r) => s + r.inr, 0))],
  // ---- count
  ['count', 'How many foreign remittances did we recieve during the year?', count(TV.remit.length)],
  // ---- date
  ['date', 'When was the FC-4 return for 2024-25 filed?', date('2025-12-18', '2025-12-31', { dayFirst: true })],
  ['date', 'When did the Stichting Waterbron money arrive?', date('2025-07-22', '2025-10-09', { dayFirst: true })],
  ['date', 'Till when is our FCRA registration valid?', date('2029-03-31', '2026-03-31', { dayFirst: true, requireYear: true })],
  // ---- text
  ['text', 'Who are our statutory auditors?', text(['Deshmukh Joshi'], 'Kulkarni & Associates')],
  ['text', "who's the treasurer of the trust", text(['Meera Gavit'], 'Anil Pawara')],
  ['text', 'Which bank holds the FC utilisation account?', text(['Bank of Maharashtra', 'BoM'], 'State Bank of India')],
  // ---- receipt
  ['receipt', 'Grand total on the Shree Datta Irrigation bill?', money(TV.invoice.total)],
  ['receipt', 'How much CGST was charged on the pipes invoice?', money(TV.invoice.cgst)],
  ['receipt', 'What rate per HDPE pipe is on the Shree Datta invoice?', money(TV.invoice.lines[0].rate)],
  ['receipt', 'invoice no. on the shree datta bill?', text(['SDI/25-26/0418', '0418'], 'SDI/25-26/0148')],
  // ---- notfound
  ['notfound', 'How much did we spend on the solar pump project?', nf(['solar'])],
  ['notfound', 'What was our total income in 2022-23?', nf(['2022-23', '2022'])],
  ['notfound', 'How much came in from donors in Germany?', nf(['German'])],
  ['notfound', 'What did tractor hire for nala deepening cost?', nf(['tractor'])],
  ['notfound', 'How much did the Tata Trusts grant us?', nf(['Tata'])],
];

const docsOf = (files) => Object.values(files).sort();
export const CASES = [
  ...M.map(([kind, question, answer], i) => ({ id: `millbrook-${String(i + 1).padStart(3, '0')}`, org: 'millbrook', kind, question, answer, documents: docsOf(MV.files) })),
  ...T.map(([kind, question, answer], i) => ({ id: `tapivalley-${String(i + 1).padStart(3, '0')}`, org: 'tapivalley', kind, question, answer, documents: docsOf(TV.files) })),
];
// sanity: every numeric answer is a finite, non-zero number; uniqueness of extremes is asserted above
for (const c of CASES) if (c.answer.type === 'number') assert(Number.isFinite(c.answer.value) && c.answer.value !== 0, `case ${c.id} value ${c.answer.value}`);
assert(MV.ambMonths.filter((x) => x.calls === Math.max(...MV.ambMonths.map((y) => y.calls))).length === 1, 'unique busiest month');
{
  const ind = MV.gifts.filter((g) => g.type === 'Individual').map((g) => g.amount).sort((a, b) => b - a);
  assert(ind[0] > ind[1], 'unique largest individual gift');
  assert(Math.max(...MV.gifts.filter((g) => g.type !== 'Individual' && !/Foundation|Government|Business|Civic|Bequest/.test(g.type)).map((g) => g.amount)) < ind[0], 'batched gifts smaller than the largest individual gift');
  const dr = MV.bankTx.map((t) => t.dr || 0).sort((a, b) => b - a);
  assert(dr[0] > dr[1], 'unique largest withdrawal');
  const big = [...MV.expenses].sort((a, b) => b.total - a.total);
  assert(big[0].key === 'crew' && big[0].total > big[1].total, 'largest budget line = EMS crew wages');
  const rem = [...TV.remit].sort((a, b) => b.inr - a.inr);
  assert(rem[0].donor === 'Lindqvist Family Foundation' && rem[0].inr > rem[1].inr, 'largest remittance Lindqvist');
  assert(TV.remit.filter((r) => r.date.slice(3) === '09-2025').length === 1, 'one remittance in September');
}
