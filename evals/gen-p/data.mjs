// The one data module for set P: every figure in every document and every case, with answers computed
// from the same figures the renderers put in the files.
export const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + (x || 0), 0));
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const assert = (c, m) => { if (!c) throw new Error('data.mjs: ' + m); };

export const ORGS = {
  nordlys: { name: 'Nordlys Folkehøgskole Venner', fiscalYearStart: 'January', currency: 'NOK ' },
  risingtide: { name: 'Rising Tide Tenants Union', fiscalYearStart: 'October', currency: '$' },
};

// ================================================================== Nordlys (NOK, calendar year)
export const NL = {};
NL.files = {
  accounts: 'nordlys/Årsregnskap 2025 Nordlys Folkehøgskole Venner.pdf',
  dues: 'nordlys/Medlemskontingent 2026.xlsx',
  bank: 'nordlys/DNB kontoutskrift 1503.22.18844 jan-mar 2026.csv',
  budget: 'nordlys/Prosjektbudsjett Sommerkurs 2026.docx',
  receipt: 'nordlys/IMG_4471.jpg',
};
// income statement: [nb, en, note, 2025, 2024, kind]
NL.income = [
  ['Medlemskontingent', 'Membership dues', 2, 186400, 171250],
  ['Gaver', 'Donations', '', 94300, 112800],
  ['Tilskudd', 'Grants', 3, 150000, 120000],
  ['Salgsinntekt', 'Sales revenue', '', 63275, 58940],
];
NL.expenses = [
  ['Stipend til elever', 'Student scholarships', 4, 210000, 185000],
  ['Arrangementskostnader', 'Event costs', '', 71860, 66420],
  ['Varekostnad', 'Cost of goods sold', '', 38150, 35700],
  ['Honorarer', 'Fees', '', 24000, 22500],
  ['Annen driftskostnad', 'Other operating expenses', 5, 41735, 38910],
];
NL.finIncome = [6812, 3945];
const col = (rows, i) => sum(rows.map((r) => r[i]));
NL.totInc = [col(NL.income, 3), col(NL.income, 4)];
NL.totExp = [col(NL.expenses, 3), col(NL.expenses, 4)];
NL.opRes = [NL.totInc[0] - NL.totExp[0], NL.totInc[1] - NL.totExp[1]];
NL.result = [NL.opRes[0] + NL.finIncome[0], NL.opRes[1] + NL.finIncome[1]];
NL.equityOpen2024 = 512300;
NL.equity = [NL.equityOpen2024 + NL.result[1] + NL.result[0], NL.equityOpen2024 + NL.result[1]]; // 31.12.2025, 31.12.2024
NL.liab = { payable: [14380, 11950], prepaid: [22600, 19400] };
NL.totLiab = [NL.liab.payable[0] + NL.liab.prepaid[0], NL.liab.payable[1] + NL.liab.prepaid[1]];
NL.totEL = [NL.equity[0] + NL.totLiab[0], NL.equity[1] + NL.totLiab[1]];
NL.assets = { inventory: [18400, 15900], receivables: [12650, 9800], fund: [565000, 515000] };
NL.assets.operating = [0, 1].map((i) => NL.totEL[i] - NL.assets.inventory[i] - NL.assets.receivables[i] - NL.assets.fund[i]);
NL.totAssets = NL.totEL;
NL.note3 = [['Vestvågøy kommune, kulturtilskudd', 90000, 80000], ['Sparebankstiftelsen, stipendfond', 60000, 40000]];
assert(sum(NL.note3.map((r) => r[1])) === NL.income[2][3] && sum(NL.note3.map((r) => r[2])) === NL.income[2][4], 'note 3 foots');

// member dues 2026 (per quarter; null = not paid / blank)
NL.rates = { 'Ordinær': 450, Student: 150, Familie: 700, 'Støttemedlem': 1250 };
NL.members = [
  [1001, 'Ingrid Solberg', 'Ordinær', 'Aktiv', 450, 450],
  [1002, 'Ola Haugland', 'Familie', 'Aktiv', 700, 700],
  [1003, 'Kari Nordmo', 'Student', 'Aktiv', 150, 150],
  [1004, 'Per Eliassen', 'Ordinær', 'Aktiv', 450, null],
  [1005, 'Sigrid Berntsen', 'Ordinær', 'Fritak', null, null],
  [1006, 'Magnus Kristoffersen', 'Student', 'Aktiv', 150, 150],
  [1007, 'Astrid Hansen', 'Familie', 'Aktiv', 700, 700],
  [1008, 'Eirik Johannessen', 'Ordinær', 'Aktiv', 450, 450],
  [1009, 'Live Mathisen', 'Student', 'Aktiv', 150, null],
  [1010, 'Tor Arne Pedersen', 'Støttemedlem', 'Aktiv', 1250, 1250],
  [1011, 'Marit Olsen', 'Ordinær', 'Aktiv', 450, 450],
  [1012, 'Håkon Strand', 'Ordinær', 'Fritak', null, null],
  [1013, 'Synnøve Karlsen', 'Familie', 'Aktiv', 700, null],
  [1014, 'Jonas Nilsen', 'Student', 'Aktiv', 150, 150],
  [1015, 'Ragnhild Jakobsen', 'Ordinær', 'Aktiv', 450, 450],
  [1016, 'Bjørn Andreassen', 'Ordinær', 'Aktiv', 450, 450],
  [1017, 'Hilde Rasmussen', 'Familie', 'Aktiv', 700, 700],
  [1018, 'Vegard Eide', 'Student', 'Fritak', null, null],
  [1019, 'Tone Lund', 'Ordinær', 'Aktiv', 450, 450],
  [1020, 'Anders Moe', 'Ordinær', 'Aktiv', null, null],
  [1021, 'Guro Isaksen', 'Student', 'Aktiv', 150, 150],
  [1022, 'Frode Dahl', 'Ordinær', 'Aktiv', 450, 450],
  [1023, 'Silje Berg', 'Familie', 'Aktiv', 700, 700],
  [1024, 'Nils Henriksen', 'Ordinær', 'Aktiv', 450, 450],
].map(([nr, name, cat, status, q1, q2]) => ({ nr, name, cat, status, q1, q2 }));
for (const m of NL.members) for (const q of [m.q1, m.q2]) assert(q === null || q === NL.rates[m.cat], `rate ${m.name}`);
NL.duesQ1 = sum(NL.members.map((m) => m.q1));
NL.duesQ2 = sum(NL.members.map((m) => m.q2));

// the photographed receipt
NL.receipt = {
  shop: 'Lofoten Papir & Hobby AS', orgnr: '918 442 307', date: '2026-03-05', time: '14:22',
  items: [['Akvarellblokk A4', 4, 189.0], ['Penselsett akvarell', 2, 149.5], ['Maskeringstape', 6, 39.9], ['Skisseblyanter 12pk', 3, 64.9]],
};
NL.receipt.total = sum(NL.receipt.items.map(([, q, p]) => q * p));
NL.receipt.vat = R2(NL.receipt.total * 0.2);
NL.receipt.net = R2(NL.receipt.total - NL.receipt.vat);

// summer course budget
NL.course = {
  lines: [
    ['Instruktørhonorar', 'Instructor fees', 48000, 44500],
    ['Reise', 'Travel', 12500, 13870],
    ['Kost og losji', 'Food and lodging', 64800, 59220],
    ['Utstyr og materiell', 'Equipment and materials', 9750, 8135],
    ['Markedsføring', 'Marketing', 4200, 5060],
    ['Forsikring', 'Insurance', 3150, 2980],
    ['Uforutsett', 'Contingency', 5000, null],
  ],
  participants: 18, fee: 4900, grant: 45000, grantDecision: '2026-02-12', advancePct: 60, reportDue: '2026-10-01',
};
NL.course.total = sum(NL.course.lines.map((l) => l[2]));
NL.course.total25 = sum(NL.course.lines.map((l) => l[3]));
NL.course.fees = NL.course.participants * NL.course.fee;
NL.course.own = NL.course.total - NL.course.fees - NL.course.grant;
NL.course.advance = NL.course.grant * NL.course.advancePct / 100;
NL.course.rest = NL.course.grant - NL.course.advance;

// DNB export: [date, text, ut, inn]
NL.bank = [
  ['2026-01-03', 'Giro Lofoten Trykk AS faktura 2291', 3480.0, null],
  ['2026-01-06', 'Vipps gave julekonsert', null, 6350.0],
  ['2026-01-09', 'Kontingent 1. kvartal medlemmer (samlet)', null, NL.duesQ1],
  ['2026-01-14', 'Varekjøp Rema 1000 Leknes', 612.4, null],
  ['2026-01-20', 'Nettgiro Stipend elev vår 2026 (1)', 15000.0, null],
  ['2026-01-27', 'Gave Sparebank 1 Nord-Norge', null, 20000.0],
  ['2026-01-31', 'Renter januar', null, 184.22],
  ['2026-02-03', 'Vipps gave', null, 1450.0],
  ['2026-02-05', 'Giro Telenor Norge AS', 549.0, null],
  ['2026-02-10', 'Honorar foredragsholder vinterfest', 4000.0, null],
  ['2026-02-12', 'Varekjøp Coop Extra Leknes', 1286.9, null],
  ['2026-02-18', 'Salg kafé vinterfest (Vipps)', null, 7845.0],
  ['2026-02-19', 'Varekjøp Kiwi Gravdal', 943.15, null],
  ['2026-02-24', 'Nettgiro Stipend elev vår 2026 (2)', 12500.0, null],
  ['2026-02-27', 'Minnegave', null, 3000.0],
  ['2026-02-28', 'Renter februar', null, 171.08],
  ['2026-03-02', 'Vipps gave', null, 2275.0],
  ['2026-03-05', `Varekjøp ${NL.receipt.shop}`, NL.receipt.total, null],
  ['2026-03-09', 'Giro Lofoten Trykk AS faktura 2357', 2960.0, null],
  ['2026-03-11', 'Tilskudd Vestvågøy kommune forskudd 60 %', null, NL.course.advance],
  ['2026-03-16', 'Honorar kursleder forskudd', 8000.0, null],
  ['2026-03-20', 'Varekjøp Rema 1000 Leknes', 734.6, null],
  ['2026-03-24', 'Nettgiro Gjensidige Forsikring', 3150.0, null],
  ['2026-03-26', 'Vipps påmelding sommerkurs', null, 14700.0],
  ['2026-03-31', 'Renter mars', null, 192.51],
  ['2026-03-31', 'Gebyr', 85.0, null],
].map(([date, text, ut, inn]) => ({ date, text, ut, inn }));
NL.bankOpening = 186677.0; // = driftskonto at 31.12.2025
assert(NL.bankOpening === NL.assets.operating[0], 'bank opening = balance sheet');

// ================================================================== Rising Tide (USD, FY Oct-Sep)
export const RT = {};
RT.files = {
  qb: 'risingtide/Statement of Activities by Class FY2026 YTD.xlsx',
  dues: 'risingtide/Dues and Donations by Month.xlsx',
  grant: 'risingtide/Hollis Foundation LDF Interim Report - June 2026.pdf',
  memo: 'risingtide/Treasurer memo to board 2026-04-14.docx',
  strike: 'risingtide/rent_strike_fund_disbursements_FY2026.csv',
  invoice: 'risingtide/PXL_20260318_172544.jpg',
};
const mon = (y, m) => `${MONTHS[m - 1].slice(0, 3)} ${y}`;
RT.fy25 = { months: [], members: [256, 259, 253, 262, 265, 270, 271, 274, 278, 280, 279, 285], rec: [1840, 1855, 1870, 1870, 1905, 1920, 1935, 1950, 1950, 1985, 2000, 2010], one: [2150, 3480, 9875, 1210, 1640, 2265, 1985, 1720, 2430, 1380, 1595, 2810] };
RT.fy26 = { months: [], members: [289, 292, 296, 301, 305, 312, 309, 316, 320], rec: [2045, 2060, 2090, 2110, 2135, 2160, 2175, 2190, 2215], one: [3125, 4260, 11340, 1580, 1925, 2890, 2415, 2060, 3370] };
for (const [fy, y0] of [[RT.fy25, 2024], [RT.fy26, 2025]]) {
  fy.months = fy.members.map((_, i) => mon(i < 3 ? y0 : y0 + 1, ((9 + i) % 12) + 1));
  fy.dues = fy.members.map((n) => n * 20);
}
RT.duesRate = 20;
RT.fy26DuesTot = sum(RT.fy26.dues);
RT.fy26DonTot = sum([...RT.fy26.rec, ...RT.fy26.one]);

// strike fund disbursements [date, building, purpose, amount, method, approved]
RT.strike = [
  ['2025-10-07', 'Eastgate Towers', 'Emergency repair - heat', 850.0, 'Check 1041', 'DO'],
  ['2025-10-21', '1420 Harbor Ave', 'Rent escrow shortfall', 600.0, 'ACH', 'DO'],
  ['2025-11-04', 'The Marlowe', 'Utility shutoff prevention', 412.35, 'ACH', 'MR'],
  ['2025-11-18', 'Eastgate Towers', 'Rent escrow shortfall', 600.0, 'Check 1047', 'DO'],
  ['2025-12-02', 'Carver Court', 'Moving costs', 1150.0, 'Check 1052', 'MR'],
  ['2025-12-16', '311 Linden St', 'Emergency repair - heat', 725.0, 'ACH', 'DO'],
  ['2026-01-08', 'Eastgate Towers', 'Emergency repair - heat', 1380.0, 'Check 1058', 'DO'],
  ['2026-01-13', 'The Marlowe', 'Rent escrow shortfall', 600.0, 'ACH', 'MR'],
  ['2026-01-27', '1420 Harbor Ave', 'Court filing fee', 245.0, 'ACH', 'DO'],
  ['2026-02-03', 'Carver Court', 'Utility shutoff prevention', 388.9, 'ACH', 'MR'],
  ['2026-02-10', 'Eastgate Towers', 'Rent escrow shortfall', 600.0, 'Check 1063', 'DO'],
  ['2026-02-24', '311 Linden St', 'Moving costs', 980.0, 'Check 1066', 'DO'],
  ['2026-03-05', 'The Marlowe', 'Emergency repair - heat', 540.0, 'ACH', 'MR'],
  ['2026-03-19', '1420 Harbor Ave', 'Rent escrow shortfall', 600.0, 'ACH', 'DO'],
  ['2026-03-31', 'Eastgate Towers', 'Court filing fee', 245.0, 'ACH', 'MR'],
  ['2026-04-09', 'Carver Court', 'Rent escrow shortfall', 600.0, 'Check 1071', 'DO'],
  ['2026-04-22', '311 Linden St', 'Utility shutoff prevention', 467.2, 'ACH', 'MR'],
  ['2026-05-06', 'The Marlowe', 'Moving costs', 1425.0, 'Check 1075', 'DO'],
  ['2026-05-20', 'Eastgate Towers', 'Rent escrow shortfall', 750.0, 'ACH', 'DO'],
  ['2026-06-03', '1420 Harbor Ave', 'Emergency repair - plumbing', 690.0, 'ACH', 'MR'],
  ['2026-06-17', 'Carver Court', 'Rent escrow shortfall', 750.0, 'Check 1080', 'DO'],
  ['2026-06-29', '311 Linden St', 'Court filing fee', 245.0, 'ACH', 'MR'],
].map(([date, building, purpose, amount, method, by]) => ({ date, building, purpose, amount, method, by }));
RT.strikeTot = sum(RT.strike.map((s) => s.amount));
const inQ2 = (d) => d >= '2026-01-01' && d <= '2026-03-31';
RT.strikeQ2 = sum(RT.strike.filter((s) => inQ2(s.date)).map((s) => s.amount));
RT.strikeQ2n = RT.strike.filter((s) => inQ2(s.date)).length;

// QuickBooks statement of activities by class: [account, Organizing, Legal Defense, Admin]
const donLD = 9850, donAdmin = 4120;
RT.qbIncome = [
  ['4000 Member Dues', RT.fy26DuesTot, 0, 0],
  ['4100 Individual Donations', R2(RT.fy26DonTot - donLD - donAdmin), donLD, donAdmin],
  ['4200 Foundation Grants', 25000, 90000, 0],
  ['4300 Event Income', 6385, 0, 0],
];
RT.qbExpense = [
  ['6000 Salaries & Wages', 48000, 14500, 15600],
  ['6100 Payroll Taxes', 3672, 1109.25, 1193.4],
  ['6200 Legal & Professional Fees', 0, 41935, 1200],
  ['6300 Rent & Occupancy', 5400, 2250, 1800],
  ['6400 Printing & Copying', 4862.37, 1118.5, 295.4],
  ['6500 Software & Subscriptions', 1140, 0, 2967.88],
  ['6600 Insurance', 0, 0, 3450],
  ['6700 Strike Fund Assistance', RT.strikeTot, 0, 0],
  ['6800 Meetings & Events', 5214.6, 0, 480],
];
const qcol = (rows, i) => sum(rows.map((r) => r[i]));
RT.qbTotInc = [1, 2, 3].map((i) => qcol(RT.qbIncome, i));
RT.qbTotExp = [1, 2, 3].map((i) => qcol(RT.qbExpense, i));
RT.rowTot = (r) => R2(r[1] + r[2] + r[3]);
RT.totInc = sum(RT.qbTotInc);
RT.totExp = sum(RT.qbTotExp);

// Hollis grant: [line, annual budget or null, actual YTD or null]
RT.grant = {
  name: 'Hollis Foundation', no: 'HF-2025-118', award: 90000, received: 45000, firstPaid: '2025-10-15', frac: 0.75,
  lines: [
    ['Attorney fees (contract counsel)', 48000, 37950],
    ['Court & filing fees', 4500, 3985],
    ['Tenant legal clinics', 9600, 6240],
    ['Interpreter services', 3600, 1870],
    ['Legal coordinator (0.5 FTE)', 17300, 12975],
    ['Expert witness / inspections', 2500, null],
    ['Emergency relocation aid', null, 1250],
    ['Indirect costs (capped)', 4500, 3375],
  ],
};
RT.grant.rows = RT.grant.lines.map(([line, annual, actual]) => {
  const ytd = annual === null ? null : R2(annual * RT.grant.frac);
  const variance = R2((ytd || 0) - (actual || 0));
  return { line, annual, ytd, actual, variance, pct: ytd ? (variance / ytd) * 100 : null };
});
RT.grant.totAnnual = sum(RT.grant.rows.map((r) => r.annual));
RT.grant.totYtd = sum(RT.grant.rows.map((r) => r.ytd));
RT.grant.totActual = sum(RT.grant.rows.map((r) => r.actual));
assert(RT.grant.totAnnual === RT.grant.award, 'grant budget = award');
assert(RT.grant.rows[0].actual + RT.grant.rows[1].actual === RT.qbExpense[2][2], 'grant legal fees = QB legal defense legal fees');

// printing invoice photo
RT.invoice = {
  vendor: 'Bayside Print & Copy', no: 'BP-40917', date: '2026-03-18', due: '2026-04-17', taxRate: 8.875,
  items: [['Flyers 8.5x11 color 2-sided', 1500, 0.18], ['Door hangers 4/4 color', 1000, 0.21], ["Vinyl banner 3' x 8'", 1, 96.0], ['Rally posters 18x24', 40, 2.75]],
};
RT.invoice.subtotal = sum(RT.invoice.items.map(([, q, p]) => q * p));
RT.invoice.tax = R2(RT.invoice.subtotal * RT.invoice.taxRate / 100);
RT.invoice.total = R2(RT.invoice.subtotal + RT.invoice.tax);

// treasurer memo
RT.memo = {
  date: '2026-04-14', author: 'Denise Okafor', bank: 41250, months: 3.2, reserveMonths: 4, capOld: 600, capNew: 750, capFrom: '2026-05-01',
  auditFee: 6800, auditor: 'Ortega & Pham CPAs', reportDue: '2026-07-31', rallyDate: '2026-03-28',
};
RT.memo.duesQ1 = sum(RT.fy26.dues.slice(0, 3));
RT.memo.duesQ2 = sum(RT.fy26.dues.slice(3, 6));
RT.memo.monthly = RT.memo.bank / RT.memo.months;
RT.memo.shortfall = R2(RT.memo.monthly * RT.memo.reserveMonths - RT.memo.bank);

// ================================================================== date phrases
export function datePhrases(iso, org) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MONTHS[m - 1], S = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const out = [`${M} ${d}, ${y}`, `${d} ${M} ${y}`, `${S} ${d}, ${y}`, `${d} ${S} ${y}`, iso];
  // no "5. mars 2026": the scorer reads "5." as the end of the first sentence
  if (org === 'nordlys') out.push(`${dd}.${mm}.${y}`);
  else out.push(`${mm}/${dd}/${y}`, `${m}/${d}/${y}`);
  return [...new Set(out)];
}
const addDays = (iso, n) => new Date(Date.parse(iso + 'T00:00:00Z') + n * 864e5).toISOString().slice(0, 10);

// ================================================================== cases
const num = (value, unit = 'money', extra = {}) => ({ type: 'number', value: R2(value * 1e6) / 1e6, tolerance: 0.005, unit, ...extra });
const pct = (v) => num(Math.round(v * 100) / 100, 'pct');
const ratio = (v) => num(Math.round(v * 100) / 100, 'ratio');
const text = (any, wrong) => ({ type: 'text', any, wrong });
const date = (iso, org, wrongDays = 9) => ({ type: 'text', any: datePhrases(iso, org), wrong: datePhrases(addDays(iso, wrongDays), org)[0], date: iso });
const NF = { type: 'notfound' };

const B = NL.bank, inn = (f) => sum(B.filter(f).map((t) => t.inn)), ut = (f) => sum(B.filter(f).map((t) => t.ut));
const mth = (t, m) => t.date.slice(5, 7) === m;
const paidQ1 = NL.members.filter((m) => m.q1 !== null);
const memberTot = (m) => (m.q1 || 0) + (m.q2 || 0);
const cl = NL.course.lines;
const NLQ = [
  ['lookup', 'salgsinntekt 2025?', num(NL.income[3][3])],
  ['lookup', 'what were donations (gaver) in 2024', num(NL.income[1][4])],
  ['lookup', 'how much was sitting in the stipendfond account at yr end 2025', num(NL.assets.fund[0])],
  ['lookup', 'how big is the grant from the kommune for the summer course', num(NL.course.grant)],
  ['lookup', 'how much mva was on the papir & hobby receipt', num(NL.receipt.vat)],
  ['lookup', 'sommerkurs participant fee per person?', num(NL.course.fee)],
  ['lookup', 'what did we pay telenor in feb', num(549)],
  ['sum', 'total kontingent paid in q1 2026 per the dues list', num(NL.duesQ1)],
  ['sum', 'total money in (inn) on the dnb acct in january', num(inn((t) => mth(t, '01')))],
  ['sum', 'total interest (renter) the bank paid us jan-mar', num(inn((t) => /^Renter/.test(t.text)))],
  ['sum', 'scholarships paid out of the bank in q1 2026, total?', num(ut((t) => /Stipend/.test(t.text)))],
  ['sum', 'total operating costs 2025 in thousands', num(NL.totExp[0] / 1000, 'thousands', { alt: [NL.totExp[0]] })],
  ['difference', 'how much did dues income go up from 2024 to 2025', num(NL.income[0][3] - NL.income[0][4])],
  ['difference', 'net flow on the bank acct for march, inn minus ut', num(inn((t) => mth(t, '03')) - ut((t) => mth(t, '03')))],
  ['difference', 'diff between the årsresultat in 24 and 25?', num(NL.result[1] - NL.result[0])],
  ['difference', 'by how much did total assets grow during 2025', num(NL.totAssets[0] - NL.totAssets[1])],
  ['percent', 'scholarships as a % of total op costs 2025', pct((NL.expenses[0][3] / NL.totExp[0]) * 100)],
  ['percent', 'donations dropped by what percent from 24 to 25', pct(((NL.income[1][4] - NL.income[1][3]) / NL.income[1][4]) * 100)],
  ['percent', 'what share of the summer course budget does the kommune grant cover, as a %', pct((NL.course.grant / NL.course.total) * 100)],
  ['percent', 'what % of our members are on fritak', pct((NL.members.filter((m) => m.status === 'Fritak').length / NL.members.length) * 100)],
  ['ratio', 'equity to liabilities ratio at end of 2025?', ratio(NL.equity[0] / NL.totLiab[0])],
  ['ratio', 'ratio of 2025 operating income to operating costs', ratio(NL.totInc[0] / NL.totExp[0])],
  ['average', 'avg q1 payment among the members who actually paid', num(NL.duesQ1 / paidQ1.length)],
  ['average', 'average monthly interest from dnb jan to mar', num(inn((t) => /^Renter/.test(t.text)) / 3)],
  ['average', 'whats the budgeted cost per participant for the summer course (total budget / no. of participants)', num(NL.course.total / NL.course.participants)],
  ['count', 'how many members have fritak status', num(NL.members.filter((m) => m.status === 'Fritak').length, 'count')],
  ['count', 'how many vipps deposits came in jan-mar', num(B.filter((t) => /Vipps/.test(t.text) && t.inn).length, 'count')],
  ['count', 'how many members havent paid q2 yet, not counting the exempt ones', num(NL.members.filter((m) => m.status !== 'Fritak' && m.q2 === null).length, 'count')],
  ['extreme', 'biggest single withdrawal on the bank export in q1?', num(Math.max(...B.map((t) => t.ut || 0)))],
  ['extreme', 'largest cost line in the 2025 accounts', text(['Stipend til elever', 'student scholarships', 'scholarships', 'stipend'], 'Arrangementskostnader')],
  ['extreme', 'who has paid the most dues so far in 2026', text(['Tor Arne Pedersen', 'Tor Arne'], 'Hilde Rasmussen')],
  ['extreme', 'which course budget line went up the most in kr vs last summers actual', text(['Kost og losji', 'food and lodging', 'food & lodging'], 'Instruktørhonorar (instructor fees)')],
  ['filter', 'how much have student members paid in total so far this yr', num(sum(NL.members.filter((m) => m.cat === 'Student').map(memberTot)))],
  ['filter', 'total spent at grocery stores (rema, coop, kiwi) jan-mar', num(ut((t) => /Rema|Coop|Kiwi/.test(t.text)))],
  ['filter', 'familie members q2 kontingent total', num(sum(NL.members.filter((m) => m.cat === 'Familie').map((m) => m.q2)))],
  ['variance', 'kost og losji 2026 budget vs what it actually cost in 2025, how much higher?', num(cl[2][2] - cl[2][3])],
  ['variance', 'is the travel budget over or under last yrs actual and by how much', num(cl[1][2] - cl[1][3])],
  ['variance', 'how far is the total 2026 course budget above what last summer actually cost', num(NL.course.total - NL.course.total25)],
  ['date', 'when did the kommune forskudd hit the bank', date(B.find((t) => /Tilskudd/.test(t.text)).date, 'nordlys')],
  ['date', 'date on the papir & hobby receipt?', date(NL.receipt.date, 'nordlys')],
  ['date', 'deadline for the final report to the kommune on the sommerkurs grant', date(NL.course.reportDue, 'nordlys')],
  ['date', 'when did we pay the 2nd scholarship this year', date(B.filter((t) => /Stipend/.test(t.text))[1].date, 'nordlys')],
  ['text', 'whats the org nr of the hobby shop on the receipt', text([NL.receipt.orgnr, NL.receipt.orgnr.replace(/ /g, '')], '918 442 370')],
  ['text', 'who gave us the 20k gift in january', text(['Sparebank 1 Nord-Norge', 'SpareBank 1'], 'Sparebankstiftelsen DNB')],
  ['text', 'which municipality is funding the summer course', text(['Vestvågøy'], 'Lofoten kommune')],
  ['notfound', 'whats the net result for 2023', NF, ['2023']],
  ['notfound', 'how much do we pay in husleie for the school hall each yr', NF, ['husleie', 'leie av']],
  ['notfound', 'how many ppl signed up for the autumn course (høstkurs)', NF, ['høstkurs', 'autumn']],
  ['notfound', 'what have we budgeted for the 2027 summer course', NF, ['2027']],
  ['notfound', 'rektor salary in the 2025 accounts?', NF, ['rektor', 'lønn', 'salar']],
];

const S = RT.strike;
const sAmt = (f) => sum(S.filter(f).map((s) => s.amount));
const g = RT.grant.rows;
const gRow = (re) => g.find((r) => re.test(r.line));
const qbE = (re) => RT.qbExpense.find((r) => re.test(r[0]));
const f25 = RT.fy25, f26 = RT.fy26;
const RTQ = [
  ['lookup', 'legal defense class legal & professional fees ytd?', num(qbE(/Legal/)[2])],
  ['lookup', 'what did we budget for interpreters for the whole yr on the hollis grant', num(gRow(/Interpreter/).annual)],
  ['lookup', 'member dues feb 2026?', num(f26.dues[4])],
  ['lookup', 'how much was the sales tax on the bayside invoice', num(RT.invoice.tax)],
  ['lookup', 'whats the total due on the printing invoice from bayside', num(RT.invoice.total)],
  ['lookup', 'how much did the cpa firm quote for the fy25 review', num(RT.memo.auditFee)],
  ['sum', 'total strike fund $ to eastgate towers so far this fy', num(sAmt((s) => s.building === 'Eastgate Towers'))],
  ['sum', 'one time donations fy25 total', num(sum(f25.one))],
  ['sum', 'total expenditures across all classes ytd', num(RT.totExp)],
  ['sum', 'dues + donations combined for q1 of fy26 (oct-dec)', num(sum([0, 1, 2].map((i) => f26.dues[i] + f26.rec[i] + f26.one[i])))],
  ['sum', 'how much went out of the strike fund in jan feb mar 2026 all together', num(RT.strikeQ2)],
  ['difference', 'how much more did we collect in dues oct-jun this yr vs the same months last yr', num(RT.fy26DuesTot - sum(f25.dues.slice(0, 9)))],
  ['difference', 'net revenue for the organizing class ytd', num(RT.qbTotInc[0] - RT.qbTotExp[0])],
  ['difference', 'gap between what hollis has paid us so far and what weve spent under the grant', num(RT.grant.totActual - RT.grant.received)],
  ['difference', 'per the treasurers memo how many $ short of the 4 month reserve target are we', num(RT.memo.shortfall)],
  ['percent', 'what % of total ytd revenue came from foundation grants', pct((RT.rowTot(RT.qbIncome[2]) / RT.totInc) * 100)],
  ['percent', 'yoy growth in one-time donations dec 2025 vs dec 2024 as a %', pct(((f26.one[2] - f25.one[2]) / f25.one[2]) * 100)],
  ['percent', 'admin class as a % of total expenses ytd', pct((RT.qbTotExp[2] / RT.totExp) * 100)],
  ['percent', 'by what % are attorney fees over budget to date on the hollis grant', pct(-gRow(/Attorney/).pct)],
  ['ratio', 'ratio of recurring to one-time donations in fy25', ratio(sum(f25.rec) / sum(f25.one))],
  ['ratio', 'legal defense expenses to legal defense revenue ytd, as a ratio', ratio(RT.qbTotExp[1] / RT.qbTotInc[1])],
  ['ratio', 'how many times bigger are organizing salaries than admin salaries', ratio(RT.qbExpense[0][1] / RT.qbExpense[0][3])],
  ['average', 'avg strike fund disbursement this fy', num(RT.strikeTot / S.length)],
  ['average', 'average monthly dues in fy2025', num(sum(f25.dues) / 12)],
  ['average', 'on avg how many dues paying members per month so far in fy26', num(sum(f26.members) / f26.members.length, 'count')],
  ['count', 'how many strike fund payments were for heat repairs', num(S.filter((s) => /heat/.test(s.purpose)).length, 'count')],
  ['count', 'no. of disbursements to the marlowe', num(S.filter((s) => s.building === 'The Marlowe').length, 'count')],
  ['count', 'how many months in fy25 did one-time donations top $2k', num(f25.one.filter((v) => v > 2000).length, 'count')],
  ['extreme', 'biggest single strike fund disbursement went to which building', text(['The Marlowe', 'Marlowe'], 'Eastgate Towers')],
  ['extreme', 'apart from december which month in fy25 brought in the most one time donations', text(['November 2024', 'Nov 2024', 'November'], 'September 2025')],
  ['extreme', 'largest expense line for the legal defense class', text(['Legal & Professional Fees', 'legal and professional fees', 'legal fees', 'professional fees'], 'Salaries & Wages')],
  ['extreme', 'which hollis budget line is the most underspent to date in $', text(['Expert witness', 'inspections'], 'Tenant legal clinics')],
  ['filter', 'total strike fund paid by ACH (not check)', num(sAmt((s) => s.method === 'ACH'))],
  ['filter', 'how much did we pay for rent escrow shortfalls after the cap went up on may 1', num(sAmt((s) => s.purpose === 'Rent escrow shortfall' && s.date >= RT.memo.capFrom))],
  ['filter', 'admin class expenses excluding salaries and payroll taxes', num(RT.qbTotExp[2] - RT.qbExpense[0][3] - RT.qbExpense[1][3])],
  ['variance', 'court filing fees over or under budget to date on the hollis grant?', num(gRow(/Court/).variance)],
  ['variance', 'total hollis grant spend vs budget to date - how far off', num(RT.grant.totYtd - RT.grant.totActual)],
  ['variance', 'tenant legal clinics budget v actual to date, whats the diff', num(gRow(/clinics/).variance)],
  ['date', 'when did we get the first hollis installment', date(RT.grant.firstPaid, 'risingtide')],
  ['date', 'date of the last strike fund payment to carver court', date(S.filter((s) => s.building === 'Carver Court').at(-1).date, 'risingtide')],
  ['date', 'when is the bayside invoice due', date(RT.invoice.due, 'risingtide')],
  ['date', 'when does the higher strike fund cap kick in per the memo', date(RT.memo.capFrom, 'risingtide')],
  ['text', 'who wrote the treasurers memo', text(['Denise Okafor', 'Okafor'], 'Marcus Reyes')],
  ['text', 'whats the grant # on the hollis legal defense grant', text([RT.grant.no], 'HF-2026-118')],
  ['text', 'is the qb statement of activities cash or accrual basis', text(['accrual'], 'cash basis')],
  ['notfound', 'whats the fy2024 total for member dues', NF, ['FY2024', '2023']],
  ['notfound', 'how much did the fundraising gala bring in', NF, ['gala']],
  ['notfound', 'july 2026 dues?', NF, ['Jul 2026', 'July 2026']],
  ['notfound', 'what was the delivery fee on the bayside print invoice', NF, ['delivery', 'shipping']],
  ['notfound', 'what do we pay the executive director', NF, ['executive director']],
];

function build(org, list, files) {
  return list.map(([kind, question, answer, nf], i) => ({ id: `${org}-${String(i + 1).padStart(3, '0')}`, org, kind, question, answer, nf, documents: Object.values(files) }));
}
export const CASES = [...build('nordlys', NLQ, NL.files), ...build('risingtide', RTQ, RT.files)];

// self checks: wrong text replies hold no accepted phrase; percent/ratio values survive rounding
for (const c of CASES) {
  const a = c.answer;
  if (a.type === 'text') for (const p of a.any) assert(!a.wrong.toLowerCase().includes(p.toLowerCase()), `${c.id} wrong reply contains "${p}"`);
  if (a.type === 'number') assert(Number.isFinite(a.value) && a.value !== 0, `${c.id} value ${a.value}`);
}
assert(CASES.filter((c) => c.org === 'nordlys').length === 50 && CASES.filter((c) => c.org === 'risingtide').length === 50, '50 per org');
