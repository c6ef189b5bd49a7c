// The questions of set D. Each answer is a function of an accessor F, so the same definition is
// evaluated twice: by make-cases.mjs over the data module, and by verify.mjs over the files as
// read back (exceljs, csv-parse, pdftotext, docx XML, tesseract). Nothing here holds a figure.
//
// F.B(code)            FY2026 annual budget            (code may be 'REV', 'EXP', 'NET')
// F.BM(code, m)        monthly budget, fiscal month m  (0 = first month of the fiscal year)
// F.BP(code, prog)     budget by program               (code 'EXP' = the program's total)
// F.BC(cat)            budget of an expense category
// F.PY(code)           prior-year (FY2025) actual
// F.A(code, m)         actual for fiscal month m       ('REV' includes interest, 'EXP', 'NET')
// F.BVA(code, col)     figure as printed on the budget-vs-actual PDF (US: in thousands)
// F.BS(key, year)      statement of financial position
// F.TX(filter)         (fernleaf) net ledger amount for {code, prog, contact, months, type}
// F.fact(name)         a fact stated in prose (grant, letter, minutes, receipt)
// F.name(code), F.codes('rev'|'exp')

const r2 = (x) => Math.round(x * 100) / 100;
const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
const SA = (F, code, ms) => r2(ms.reduce((s, m) => s + F.A(code, m), 0));
const SB = (F, code, ms) => r2(ms.reduce((s, m) => s + F.BM(code, m), 0));
const sumCodes = (F, codes, f) => r2(codes.reduce((s, c) => s + f(c), 0));

export const MONTHS = {
  prairiewind: ['October 2025', 'November 2025', 'December 2025', 'January 2026', 'February 2026', 'March 2026'],
  fernleaf: ['April 2025', 'May 2025', 'June 2025', 'July 2025', 'August 2025', 'September 2025', 'October 2025', 'November 2025', 'December 2025'],
};
const MN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// accepted phrasings of a date given as "Month D, YYYY" or "D Month YYYY"
export function dateVariants(s) {
  let m = s.match(/^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/);
  let mon, d, y;
  if (m) [, mon, d, y] = m; else { m = s.match(/^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/); [, d, mon, y] = m; }
  const mi = MN.indexOf(mon) + 1;
  const ab = mon.slice(0, 3);
  const pad = (n) => String(n).padStart(2, '0');
  return [`${mon} ${d}`, `${d} ${mon}`, `${ab} ${d}`, `${d} ${ab}`, `${ab}. ${d}`, `${mi}/${d}/${y}`, `${pad(mi)}/${pad(d)}/${y}`, `${d}/${mi}/${y}`, `${pad(d)}/${pad(mi)}/${y}`, `${y}-${pad(mi)}-${pad(d)}`, `${mon} ${d}th`, `${d}th ${mon}`, `${mon} ${d}st`, `${d}st ${mon}`];
}
const monthVariants = (s) => { const [mon, y] = s.split(' '); return [s, mon, `${mon.slice(0, 3)} ${y}`, `${mon.slice(0, 3)}-${y.slice(2)}`]; };
const nameVariants = (s) => [...new Set([s, s.replace(/&/g, 'and'), s.replace(/ - /g, ' – '), s.replace(/ - /g, ': '), s.replace(/ - /g, ' ')])];

const US = 'prairiewind';
const CA = 'fernleaf';
const H1 = range(0, 5); // Oct 2025 - Mar 2026
const Q1US = range(0, 2), Q2US = range(3, 5);
const YTDCA = range(0, 8); // Apr - Dec 2025
const Q1CA = range(0, 2), Q3CA = range(6, 8);

export const QUESTIONS = [
  // ======================================================================= Prairie Wind (USD, FY Oct)
  // lookup
  { org: US, kind: 'lookup', q: "What's our FY26 budget for rent?", calc: (F) => F.B('5210') },
  { org: US, kind: 'lookup', q: 'What did individual contributions come to in December 2025?', calc: (F) => F.A('4010', 2) },
  { org: US, kind: 'lookup', q: 'cash on hand at 9/30/25?', calc: (F) => F.BS('cash', 2025) },
  { org: US, kind: 'lookup', q: 'What did we actually spend on audit and accounting fees last fiscal year (FY2025)?', calc: (F) => F.PY('5800') },
  { org: US, kind: 'lookup', q: 'How much of the FY26 salary budget sits in G&A?', calc: (F) => F.BP('5010', 'MG') },
  // total
  { org: US, kind: 'total', q: 'Total personnel budget FY26 - salaries, payroll taxes and benefits together?', calc: (F) => sumCodes(F, ['5010', '5020', '5030'], (c) => F.B(c)) },
  { org: US, kind: 'total', q: 'How much did we spend on instructional materials & books in the first quarter of this fiscal year?', calc: (F) => SA(F, '5310', Q1US) },
  { org: US, kind: 'total', q: 'how much has united way paid us so far this FY', calc: (F) => SA(F, '4040', H1) },
  { org: US, kind: 'total', q: 'Rent plus utilities, actual, for Jan through Mar 2026?', calc: (F) => r2(SA(F, '5210', Q2US) + SA(F, '5220', Q2US)) },
  { org: US, kind: 'total', q: 'What was total opex in Q2 FY26 (all expense lines)?', calc: (F) => SA(F, 'EXP', Q2US), alt: (F) => [F.BVA('EXP', 'qa') * 1000, F.BVA('EXP', 'qa')] },
  // difference
  { org: US, kind: 'difference', q: 'How much has the salaries & wages budget grown since last year? Compare FY2026 budget with FY2025 actual.', calc: (F) => F.B('5010') - F.PY('5010') },
  { org: US, kind: 'difference', q: 'By how much did total net assets change between September 30, 2024 and September 30, 2025?', calc: (F) => F.BS('totalNetAssets', 2025) - F.BS('totalNetAssets', 2024) },
  { org: US, kind: 'difference', q: 'What was the diffrence between total expenses in Dec 2025 and Nov 2025?', calc: (F) => r2(F.A('EXP', 2) - F.A('EXP', 1)) },
  // percent
  { org: US, kind: 'percent', q: 'Salaries & wages as a share of total budgeted expenses for FY26 - what %?', calc: (F) => (F.B('5010') / F.B('EXP')) * 100, tol: 0.01 },
  { org: US, kind: 'percent', q: 'By what percentage is the FY2026 revenue budget (incl. interest) up or down from FY2025 actual revenue?', calc: (F) => (F.B('REV') / F.PY('REV') - 1) * 100, tol: 0.01 },
  { org: US, kind: 'percent', q: 'what % of this years technology & sofware budget have we used thru March', calc: (F) => (SA(F, '5500', H1) / F.B('5500')) * 100, tol: 0.01 },
  { org: US, kind: 'percent', q: 'rent went up in jan - by what percent vs december?', calc: (F) => (F.A('5210', 3) / F.A('5210', 2) - 1) * 100, tol: 0.01 },
  // ratio
  { org: US, kind: 'ratio', q: 'What was our current ratio at fiscal year-end 2025?', calc: (F) => F.BS('totalCurrentAssets', 2025) / F.BS('totalCurrentLiabilities', 2025), tol: 0.01 },
  { org: US, kind: 'ratio', q: 'How many months of expenses does our cash cover? Use cash at 9/30/2025 and FY26 budgeted expenses divided by 12. Round to one decimal.', calc: (F) => F.BS('cash', 2025) / (F.B('EXP') / 12), tol: 0.02 },
  // variance
  { org: US, kind: 'variance', q: 'rent ytd vs budget?', calc: (F) => r2(SA(F, '5210', H1) - SB(F, '5210', H1)), alt: (F) => [F.BVA('5210', 'yv') * 1000, F.BVA('5210', 'yv')] },
  { org: US, kind: 'variance', q: 'Did foundation & corporate grants beat budget in the Jan-Mar quarter? By how much?', calc: (F) => r2(SA(F, '4020', Q2US) - SB(F, '4020', Q2US)), alt: (F) => [F.BVA('4020', 'qv') * 1000, F.BVA('4020', 'qv')] },
  { org: US, kind: 'variance', q: "program fees ytd - how big is the shortfall vs budget", calc: (F) => r2(SA(F, '4200', H1) - SB(F, '4200', H1)), alt: (F) => [F.BVA('4200', 'yv') * 1000, F.BVA('4200', 'yv')] },
  { org: US, kind: 'variance', q: "What's the bottom-line variance year to date: change in net assets, actual vs budget?", calc: (F) => r2(SA(F, 'NET', H1) - SB(F, 'NET', H1)), alt: (F) => [F.BVA('NET', 'yv') * 1000, F.BVA('NET', 'yv')] },
  { org: US, kind: 'variance', q: 'On the Q2 budget vs actual, what is the year-to-date variance % for insurance?', calc: (F) => ((SA(F, '5600', H1) - SB(F, '5600', H1)) / SB(F, '5600', H1)) * 100, tol: 0.01, alt: (F) => [F.BVA('5600', 'yp')] },
  // extreme
  { org: US, kind: 'extreme', q: 'Which expense line is furthest over budget year to date, in dollars?', type: 'text', calc: (F) => { const c = F.codes('exp').map((x) => [x, SA(F, x, H1) - SB(F, x, H1)]).sort((a, b) => b[1] - a[1]); return F.name(c[0][0]); }, phr: nameVariants },
  { org: US, kind: 'extreme', q: 'Which month so far this fiscal year had the highest total expenses?', type: 'text', calc: (F) => MONTHS[US][H1.map((m) => [m, F.A('EXP', m)]).sort((a, b) => b[1] - a[1])[0][0]], phr: monthVariants },
  { org: US, kind: 'extreme', q: 'What was our biggest revenue source in FY2025?', type: 'text', calc: (F) => { const c = F.codes('rev').map((x) => [x, F.PY(x)]).sort((a, b) => b[1] - a[1]); return F.name(c[0][0]); }, phr: (s) => [...nameVariants(s), 'Foundation and corporate', 'foundation & corporate'] },
  { org: US, kind: 'extreme', q: 'Biggest single month of individual contributions this FY - how much?', calc: (F) => Math.max(...H1.map((m) => F.A('4010', m))) },
  // monthly
  { org: US, kind: 'monthly', q: 'How much Spelling Bee revenue is budgeted for April 2026?', calc: (F) => F.BM('4100', 6) },
  { org: US, kind: 'monthly', q: 'utilities feb 26 actual', calc: (F) => F.A('5220', 4) },
  { org: US, kind: 'monthly', q: 'What was net income for February 2026?', calc: (F) => F.A('NET', 4) },
  // grant
  { org: US, kind: 'grant', q: 'How much is the state library grant award?', calc: (F) => F.fact('grant.amount') },
  { org: US, kind: 'grant', q: 'Max indirect cost rate allowed on the Sunflower State Library award?', calc: (F) => F.fact('grant.indirectRate'), note: 'percent' },
  { org: US, kind: 'grant', q: 'How much match do we have to put up for the library grant?', calc: (F) => F.fact('grant.match') },
  { org: US, kind: 'grant', q: "When's the mid-year report due for ALS-26-0417?", type: 'text', calc: (F) => F.fact('grant.midYearDue'), phr: dateVariants },
  { org: US, kind: 'grant', q: 'How much of the award gets paid once the mid-year report is approved?', calc: (F) => F.fact('grant.payment2') },
  // text
  { org: US, kind: 'text', q: 'What did the auditors say about our bank reconciliations?', type: 'text', calc: (F) => `more than ${F.fact('letter.lateDays')} days`, phr: (s) => [s, s.replace('more than ', ''), 'three of the twelve', 'three of twelve', '3 of 12', 'not timely', 'not completed timely', 'completed late', 'reconciled late', 'not reviewed', 'evidence of review'] },
  { org: US, kind: 'text', q: 'Who audited the FY2025 financial statements?', type: 'text', calc: (F) => F.fact('letter.firm'), phr: (s) => [s, 'Brandt & Okafor', 'Brandt and Okafor'] },
  { org: US, kind: 'text', q: 'By what date are management responses to the management letter requested?', type: 'text', calc: (F) => F.fact('letter.responseDue'), phr: dateVariants },
  { org: US, kind: 'text', q: 'Per the management letter, how much were the laptops that should have been capitalized, in total?', calc: (F) => F.fact('letter.laptopsTotal') },
  // coa
  { org: US, kind: 'coa', q: 'What account is 5320?', type: 'text', calc: (F) => F.name('5320'), phr: nameVariants },
  { org: US, kind: 'coa', q: 'which acct # do we use for volunteer recognition?', type: 'text', calc: (F) => F.code('Volunteer Recognition'), phr: (s) => [s] },
  { org: US, kind: 'coa', q: 'In QuickBooks, what parent account does Utilities roll up to?', type: 'text', calc: (F) => F.parent('5220'), phr: (s) => [s, s.replace(/^\d+ /, ''), s.split(' ')[0]] },
  // notfound
  { org: US, kind: 'notfound', q: 'What did we budget for the FY2027 Spelling Bee?', absent: ['FY2027', 'FY27', '2026-27', 'FY 2027'] },
  { org: US, kind: 'notfound', q: "What's the balance of our endowment fund?", absent: ['endowment'] },
  { org: US, kind: 'notfound', q: 'How much do we pay each month for the bookmobile lease?', absent: ['bookmobile', 'book mobile'] },
  { org: US, kind: 'notfound', q: 'How much of our Paycheck Protection Program loan was forgiven?', absent: ['paycheck protection', '\\bPPP\\b', 'forgiv'] },
  { org: US, kind: 'notfound', q: 'What was the total on the Staples receipt for classroom supplies?', absent: ['staples'] },
  { org: US, kind: 'notfound', q: "what's the americorps member stipend line for ELL", absent: ['americorps', 'stipend'] },
  { org: US, kind: 'notfound', q: 'How much did we pay the search firm that recruited the executive director?', absent: ['search firm', 'recruit', 'headhunt'] },

  // ======================================================================= Fernleaf (CAD, FY Apr)
  // lookup
  { org: CA, kind: 'lookup', q: "What's the 2025-26 budget for pool rental?", calc: (F) => F.B('420') },
  { org: CA, kind: 'lookup', q: 'What did individual donations bring in last fiscal year (2024-25 actual)?', calc: (F) => F.PY('220') },
  { org: CA, kind: 'lookup', q: 'A/R at 31 mar 2025?', calc: (F) => F.BS('ar', 2025) },
  { org: CA, kind: 'lookup', q: 'How much of the coaching wages budget is for sledge hockey?', calc: (F) => F.BP('400', 'SH') },
  { org: CA, kind: 'lookup', q: 'What was the equipment replacement reserve at the end of March 2025?', calc: (F) => F.BS('naReserve', 2025) },
  // total
  { org: CA, kind: 'total', q: 'Total facility rental budget for the year, pool and arena/gym combined?', calc: (F) => r2(F.B('420') + F.B('425')), alt: (F) => [F.BC('Facilities')] },
  { org: CA, kind: 'total', q: 'How much have we paid the Cedar Flats Aquatic Centre since the start of the fiscal year?', calc: (F) => F.TX({ contact: 'Cedar Flats Aquatic Centre', months: YTDCA }) },
  { org: CA, kind: 'total', q: 'What did summer camp cost us in July and August 2025, all expense accounts together?', calc: (F) => F.TX({ prog: 'Summer Camp', type: 'exp', months: [3, 4] }) },
  { org: CA, kind: 'total', q: 'how much have we spent on sledge hockey so far this FY (expenses only)', calc: (F) => F.TX({ prog: 'Sledge Hockey', type: 'exp', months: YTDCA }) },
  { org: CA, kind: 'total', q: 'Total revenue in the first quarter of 2025-26?', calc: (F) => SA(F, 'REV', Q1CA) },
  // difference
  { org: CA, kind: 'difference', q: 'How much more are we budgeting for coaching wages this year than we spent last year?', calc: (F) => F.B('400') - F.PY('400') },
  { org: CA, kind: 'difference', q: 'By how much did total net assets fall during 2024-25?', calc: (F) => F.BS('totalNetAssets', 2024) - F.BS('totalNetAssets', 2025) },
  { org: CA, kind: 'difference', q: 'Donations: how much higher was December 2025 than November 2025?', calc: (F) => r2(F.A('220', 8) - F.A('220', 7)) },
  { org: CA, kind: 'difference', q: "How much is left in the arena & gym budget after December?", calc: (F) => r2(F.B('425') - SA(F, '425', YTDCA)), alt: (F) => [F.BVA('425', 'rem')] },
  // percent
  { org: CA, kind: 'percent', q: 'By what percent is the registration fee going up?', calc: (F) => (F.fact('minutes.feeNew') / F.fact('minutes.feeOld') - 1) * 100, tol: 0.01 },
  { org: CA, kind: 'percent', q: 'What share of year-to-date revenue came from the gaming grant?', calc: (F) => (SA(F, '235', YTDCA) / SA(F, 'REV', YTDCA)) * 100, tol: 0.01 },
  { org: CA, kind: 'percent', q: "Para Swim's share of the total expenditure budget?", calc: (F) => (F.BP('EXP', 'PS') / F.B('EXP')) * 100, tol: 0.01 },
  { org: CA, kind: 'percent', q: 'what % of the full-year pool budget had we used by 31 Dec', calc: (F) => (SA(F, '420', YTDCA) / F.B('420')) * 100, tol: 0.01 },
  // ratio
  { org: CA, kind: 'ratio', q: 'What was the current ratio at 31 March 2025?', calc: (F) => F.BS('totalCurrentAssets', 2025) / F.BS('totalCurrentLiabilities', 2025), tol: 0.01 },
  { org: CA, kind: 'ratio', q: 'How many months of spending do cash and term deposits at 31 March 2025 cover, using average monthly budgeted expenditures for 2025-26?', calc: (F) => (F.BS('cash', 2025) + F.BS('termDeposits', 2025)) / (F.B('EXP') / 12), tol: 0.02 },
  { org: CA, kind: 'ratio', q: 'Ratio of program spending to administration in the 2025-26 budget (everything outside the Administration category divided by Administration)?', calc: (F) => (F.B('EXP') - F.BC('Administration')) / F.BC('Administration'), tol: 0.01 },
  // variance
  { org: CA, kind: 'variance', q: 'How far off budget did the Roll-a-thon come in?', calc: (F) => r2(SA(F, '250', YTDCA) - SB(F, '250', YTDCA)) },
  { org: CA, kind: 'variance', q: 'Q3 coaching wages - actual vs budget?', calc: (F) => r2(SA(F, '400', Q3CA) - SB(F, '400', Q3CA)) },
  { org: CA, kind: 'variance', q: 'are we over budget on accounting & audit? by how much', calc: (F) => r2(SA(F, '475', YTDCA) - SB(F, '475', YTDCA)) },
  { org: CA, kind: 'variance', q: 'Adaptive equipment in Q3: variance as a percent of budget?', calc: (F) => ((SA(F, '430', Q3CA) - SB(F, '430', Q3CA)) / SB(F, '430', Q3CA)) * 100, tol: 0.01 },
  { org: CA, kind: 'variance', q: 'bottom line ytd vs budget?', calc: (F) => r2(SA(F, 'NET', YTDCA) - SB(F, 'NET', YTDCA)) },
  // extreme
  { org: CA, kind: 'extreme', q: 'Which expense account is furthest under budget year to date?', type: 'text', calc: (F) => { const c = F.codes('exp').map((x) => [x, SA(F, x, YTDCA) - SB(F, x, YTDCA)]).sort((a, b) => a[1] - b[1]); return F.name(c[0][0]); }, phr: nameVariants },
  { org: CA, kind: 'extreme', q: 'In which month did we pay the most for arena & gym time?', type: 'text', calc: (F) => MONTHS[CA][YTDCA.map((m) => [m, F.A('425', m)]).sort((a, b) => b[1] - a[1])[0][0]], phr: monthVariants },
  { org: CA, kind: 'extreme', q: 'Not counting administration, which program has the largest expenditure budget?', type: 'text', calc: (F) => { const p = ['WB', 'PS', 'SH', 'SC'].map((k) => [k, F.BP('EXP', k)]).sort((a, b) => b[1] - a[1]); return F.progName(p[0][0]); }, phr: (s) => [s, s.replace('Sledge', 'Sled')] },
  { org: CA, kind: 'extreme', q: 'What was our best month for donations this year, in dollars?', calc: (F) => Math.max(...YTDCA.map((m) => F.A('220', m))) },
  // monthly
  { org: CA, kind: 'monthly', q: 'How much is budgeted for coaching wages in February 2026?', calc: (F) => F.BM('400', 10) },
  { org: CA, kind: 'monthly', q: 'registraton fees sept 2025?', calc: (F) => F.A('200', 5) },
  { org: CA, kind: 'monthly', q: 'What was the surplus or deficit for August 2025?', calc: (F) => F.A('NET', 4) },
  // grant
  { org: CA, kind: 'grant', q: 'How much is the PISF contribution?', calc: (F) => F.fact('grant.amount') },
  { org: CA, kind: 'grant', q: "What's the most we can charge to the PISF grant for administration, in dollars?", calc: (F) => (F.fact('grant.adminCapPct') / 100) * F.fact('grant.amount') },
  { org: CA, kind: 'grant', q: 'How much is the PISF holdback?', calc: (F) => F.fact('grant.holdback') },
  { org: CA, kind: 'grant', q: "When's the interim report due to Pacific Inclusion?", type: 'text', calc: (F) => F.fact('grant.interimDue'), phr: dateVariants },
  { org: CA, kind: 'grant', q: 'how much of the PISF money is for facility rental', calc: (F) => F.fact('grant.facility') },
  // text
  { org: CA, kind: 'text', q: 'What did the board decide on registration fees in January?', type: 'text', calc: (F) => String(F.fact('minutes.feeNew')), phr: (s) => [s, `$${s}`] },
  { org: CA, kind: 'text', q: 'When is the next board meeting?', type: 'text', calc: (F) => F.fact('minutes.nextMeeting'), phr: dateVariants },
  { org: CA, kind: 'text', q: 'Which firm is doing the audit for the year ending March 2026?', type: 'text', calc: (F) => F.fact('minutes.auditFirm'), phr: (s) => [s, 'Lindqvist Mah', 'Lindqvist'] },
  { org: CA, kind: 'text', q: "How many km are on the van per the January minutes?", calc: (F) => F.fact('minutes.vanKm') },
  // receipt
  { org: CA, kind: 'receipt', q: 'What was the total on the Thompson Valley Sport Supply receipt?', calc: (F) => F.fact('receipt.total') },
  { org: CA, kind: 'receipt', q: 'How much GST was charged on the Nov swim gear reciept?', calc: (F) => F.fact('receipt.gst') },
  { org: CA, kind: 'receipt', q: 'subtotal before tax on the sport supply receipt?', calc: (F) => F.fact('receipt.subtotal') },
  { org: CA, kind: 'receipt', q: 'What did each kickboard cost on the receipt?', calc: (F) => F.fact('receipt.kickboard') },
  { org: CA, kind: 'receipt', q: 'What date is the Thompson Valley receipt dated?', type: 'text', calc: (F) => F.fact('receipt.dateLong'), phr: dateVariants },
  { org: CA, kind: 'receipt', q: 'How many items in total were bought on that receipt?', calc: (F) => F.fact('receipt.items') },
  // coa
  { org: CA, kind: 'coa', q: "What's account 435?", type: 'text', calc: (F) => F.name('435'), phr: (s) => [...nameVariants(s), 'Repairs & Maintenance', 'Repairs and Maintenance'] },
  { org: CA, kind: 'coa', q: 'Which account code is the gaming grant posted to?', type: 'text', calc: (F) => F.code('Community Gaming Grant'), phr: (s) => [s] },
  { org: CA, kind: 'coa', q: 'What account was the Thompson Valley Sport Supply purchase coded to?', type: 'text', calc: (F) => F.txAccount('Thompson Valley Sport Supply'), phr: (s) => [s, s.split(' ')[0], s.replace(/^\d+ /, '')] },
  // notfound
  { org: CA, kind: 'notfound', q: 'How much did the provincial wheelchair sports association charge us in league fees?', absent: ['league fee', 'wheelchair sports association', '\\bleague\\b'] },
  { org: CA, kind: 'notfound', q: "What's the outstanding balance on the van loan?", absent: ['\\bloan\\b', 'financing'] },
  { org: CA, kind: 'notfound', q: 'How much did we get from the Jumpstart grant this year?', absent: ['jumpstart'] },
  { org: CA, kind: 'notfound', q: 'What did the Canada Summer Jobs wage subsidy cover for camp?', absent: ['summer jobs', 'wage subsidy', '\\bCSJ\\b'] },
  { org: CA, kind: 'notfound', q: 'total on the Canadian Tire receipt from October?', absent: ['canadian tire'] },
  { org: CA, kind: 'notfound', q: 'What did we spend on the fundraising gala dinner?', absent: ['\\bgala\\b', 'dinner'] },
];
