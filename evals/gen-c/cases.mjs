// Writes setC/cases.jsonl, setC/orgs.json and genC/case-keys.json.
// Every expected answer is computed from data.mjs (the same data the documents are drawn from).
import fs from 'node:fs';
import path from 'node:path';
import {
  YARRABEE, KESTREL, yLines, yTotals, yAssumptions, ySfp, yLetter, yReceipt, yDepts, MONTH_LONG, ACTUAL_MONTHS,
  kLines, kTotals, kLine, kSfe, kFunctions, kGrant, kCoa, kDepreciation, sum,
} from './data.mjs';
import { OUT, HERE } from './lib.mjs';

const FILES = {
  yarrabee: [
    '3YCR Budget FY2026 (board approved).xlsx',
    'Statement of Financial Position 30 June 2025.pdf',
    'GL actuals by dept Jul-Dec 2025.csv',
    'Management letter FY2025 - Pemberton Keogh.docx',
    'IMG_20250903_receipt.png',
  ],
  kestrel: [
    'KPWA BvA by Quarter CY2025.xlsx',
    'Statement of Functional Expenses 2025.csv',
    'Harrow & Wilde Grant Agreement HWF-2025-0412.pdf',
    'KPWA Chart of Accounts.csv',
  ],
};
for (const [org, files] of Object.entries(FILES)) {
  for (const f of files) if (!fs.existsSync(path.join(OUT, 'documents', org, f))) throw new Error(`missing ${org}/${f}`);
}

const r4 = (x) => Math.round(x * 10000) / 10000;
const uniq = (a) => [...new Set(a.map(r4))];
const num = (value, { tol = 0.005, alt } = {}) => {
  const alts = uniq(alt ?? []).filter((v) => v !== r4(value));
  return { type: 'number', value: r4(value), tolerance: tol, ...(alts.length ? { alt: alts } : {}) };
};
// percentage: value in %, alt as a fraction, plus the one-decimal form when it falls outside the tolerance
const pct = (x, tol = 0.01) => {
  const v = x * 100;
  const one = Math.round(v * 10) / 10;
  return num(v, { tol, alt: [x, ...(Math.abs(one - v) > tol * Math.abs(v) ? [one] : [])] });
};
// $000 workbook values are kept in $100 units: answer in dollars, alt in thousands
const k$ = (units, opts = {}) => num(units * 100, { ...opts, alt: [units / 10, ...(opts.alt ?? [])] });
const text = (...any) => ({ type: 'text', any: [...new Set(any)] });
const NF = { type: 'notfound' };

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// "October 15, 2025" -> accepted spellings (US documents)
function usDate(s) {
  const [, mon, d, y] = s.match(/^(\w+) (\d+), (\d{4})$/);
  const m = MONTHS.indexOf(mon) + 1;
  const ab = mon.slice(0, 3);
  return [s, `${mon} ${d}`, `${ab} ${d}`, `${ab}. ${d}`, `${d} ${mon} ${y}`, `${m}/${d}/${y}`, `${String(m).padStart(2, '0')}/${String(d).padStart(2, '0')}/${y}`, `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`];
}
// "03/09/2025" (day-first) -> accepted spellings
function auDate(s) {
  const [dd, mm, y] = s.split('/');
  const d = Number(dd); const m = Number(mm);
  const mon = MONTHS[m - 1]; const ab = mon.slice(0, 3);
  const ord = d === 1 || d === 21 || d === 31 ? 'st' : d === 2 || d === 22 ? 'nd' : d === 3 || d === 23 ? 'rd' : 'th';
  const out = [s, `${d}/${m}/${y}`, `${d} ${mon}`, `${d} ${ab}`, `${d}${ord} ${mon}`, `${d}${ord} of ${mon}`, `${mon} ${d}`, `${ab} ${d}`, `${y}-${mm}-${dd}`];
  if (ab === 'Sep') out.push(`${d} Sept`, `Sept ${d}`);
  return out;
}

const cases = [];
const keys = {};
function add(org, key, kind, question, answer) {
  const n = cases.filter((c) => c.org === org).length + 1;
  const id = `${org}-${String(n).padStart(3, '0')}`;
  if (Object.values(keys).some((k) => k.org === org && k.key === key)) throw new Error(`duplicate key ${key}`);
  cases.push({ id, org, kind, question, answer, documents: FILES[org].map((f) => `${org}/${f}`) });
  keys[id] = { org, key };
}

// ===================================================================== yarrabee
{
  const O = 'yarrabee';
  const L = (label) => yLines.find((l) => l.label === label);
  const T = yTotals();
  const S = ySfp.rows; const ST = ySfp.tot;
  const inc = yLines.filter((l) => l.type === 'income');
  const exp = yLines.filter((l) => l.type === 'expense');
  const act = (l, months, dept = null) => sum(months.map((m) => sum(Object.entries(l.act[m]).filter(([d]) => !dept || d === dept).map(([, v]) => v)))) / 100;
  const ALL = [0, 1, 2, 3, 4, 5];
  const catSum = (cat, col) => sum(exp.filter((l) => l.cat === cat).map((l) => l[col]));
  const expMonth = (m) => sum(exp.map((l) => act(l, [m])));
  const deptSpend = (d) => sum(exp.map((l) => act(l, ALL, d)));
  const R = yReceipt; const Lt = yLetter;

  // ---- lookups
  add(O, 'tp-b26', 'lookup', 'whats the FY26 budget for transmitter power', num(L('Transmitter power').b26));
  add(O, 'radiothon-a25', 'lookup', 'How much did the radiothon actually bring in, in donations, last financial year (FY25)?', num(L('Radiothon donations').a25));
  add(O, 'studio-rent-b25', 'lookup', 'What had we budgeted for studio rent in 2024-25?', num(L('Studio rent').b25));
  add(O, 'repairs-a25', 'lookup', 'equipment repairs & maintenance - actual spend FY25?', num(L('Equipment repairs & maintenance').a25));
  add(O, 'cash-2025', 'lookup', 'What was our cash at bank at 30/06/2025?', num(S.cash[1]));
  add(O, 'prov-cur-2024', 'lookup', 'Current employee provisions as at 30 June 2024 - what was the figure?', num(S.provC[2]));
  add(O, 'reserve-2025', 'lookup', "How much is sitting in the transmitter replacement reserve at end of June '25?", num(S.reserve[1]));
  add(O, 'sponsor-oct', 'lookup', 'how much on-air sponsorship did we book in october?', num(act(L('Sponsorship – on-air'), [3])));
  add(O, 'members-b26', 'lookup', 'How many paid-up members is the FY26 budget assuming?', num(yAssumptions.find((a) => a[0].startsWith('Paid-up members'))[2]));
  add(O, 'net-b26', 'lookup', "What's the bottom line in the FY26 budget, surplus or deficit?", num(T.b26.net));
  add(O, 'sponsor-missing-amt', 'lookup', 'per the audit letter, how much were the sponsorship invoices that had no signed agreement worth?', num(Lt.sponsorMissingAmt));
  add(O, 'far-diff', 'lookup', 'How big was the difference the auditors found between the fixed asset register and the GL?', num(Lt.farDiff));

  // ---- totals
  add(O, 'transmission-a25', 'total', 'what did transmission cost us all up in FY25 actuals (site rent, power, streaming)?', num(catSum('Transmission', 'a25')));
  add(O, 'tech-ytd', 'total', 'How much has the Technical dept spent so far this year (Jul-Dec)?', num(deptSpend('Technical')));
  add(O, 'income-q1', 'total', 'Total income recieved in Q1 of FY26?', num(sum(inc.map((l) => act(l, [0, 1, 2])))));
  add(O, 'wages-q2', 'total', 'what did wages cost us across all departments from Oct to Dec 2025? just the two wages lines, no super', num(sum(['Station manager wages', 'Program coordinator wages (0.6 FTE)'].map((x) => act(L(x), [3, 4, 5])))));
  add(O, 'staff-b26', 'total', 'Total staff costs in the FY26 budget incl super and workers comp?', num(catSum('Staff', 'b26')));
  add(O, 'exp-q2fy26', 'total', 'What was total spending in the second quarter of this financial year?', num(sum([3, 4, 5].map(expMonth))));

  // ---- monthly
  add(O, 'tp-sep', 'monthly', 'What did trasmitter power cost us in Sept 2025?', num(act(L('Transmitter power'), [2])));
  add(O, 'elec-avg', 'monthly', 'average monthly electricty & gas spend so far this FY?', num(act(L('Electricity & gas'), ALL) / ACTUAL_MONTHS, { tol: 0.01 }));
  add(O, 'sponsor-dec-ph', 'monthly', 'how much sponsorship income is phased into the budget for December?', num(L('Sponsorship – on-air').ph26[5]));

  // ---- differences
  add(O, 'smgr-26v25', 'difference', 'How much more are we budgeting for station manager wages in FY26 than we actually paid in FY25?', num(L('Station manager wages').b26 - L('Station manager wages').a25));
  add(O, 'cash-change', 'difference', 'how much did cash go up between June 2024 and June 2025?', num(S.cash[1] - S.cash[2]));
  add(O, 'audit-fee-rise', 'difference', 'By how much is the audit fee going up for the 2025-26 audit?', num(Lt.feeNextYear - Lt.feeThisYear));

  // ---- variances (actual - budget)
  add(O, 'repairs-var25', 'variance', 'How far off budget were we on equipment repairs in FY25?', num(L('Equipment repairs & maintenance').a25 - L('Equipment repairs & maintenance').b25));
  add(O, 'radiothon-var25', 'variance', 'FY25 radiothon donations - variance vs budget?', num(L('Radiothon donations').a25 - L('Radiothon donations').b25));
  {
    const tp = L('Transmitter power');
    add(O, 'tp-ytd-var', 'variance', 'Through December, how far over or under the phased budget are we on transmitter power?', num(act(tp, ALL) - sum(tp.ph26.slice(0, 6))));
  }
  add(O, 'net-var25', 'variance', 'How much better than budget was the FY25 bottom line?', num(T.a25.net - T.b25.net));

  // ---- percents
  add(O, 'ins-pct', 'percent', 'By what % is the FY26 insurance budget up on what we actually paid in FY25?', pct((L('Insurance').b26 - L('Insurance').a25) / L('Insurance').a25));
  add(O, 'sponsor-share-b26', 'percent', 'sponsorhip as a share of total income in the FY26 budget?', pct(L('Sponsorship – on-air').b26 / T.b26.income));
  add(O, 'staff-share-a25', 'percent', 'What percentage of FY25 expenditure went on staff costs?', pct(catSum('Staff', 'a25') / T.a25.expense));
  add(O, 'tech-share-ytd', 'percent', 'What share of our year-to-date spending is the Technical department?', pct(deptSpend('Technical') / sum(yDepts.map(deptSpend))));
  add(O, 'na-growth', 'percent', 'By what percent did net assets grow over 2024-25?', pct((ST[2025].net - ST[2024].net) / ST[2024].net));
  add(O, 'sponsor-ytd-pct', 'percent', 'what % of the FY26 sponsorship budget have we brought in by the end of Dec?', pct(act(L('Sponsorship – on-air'), ALL) / L('Sponsorship – on-air').b26));

  // ---- ratios
  add(O, 'current-ratio', 'ratio', 'current ratio at 30 June 2025?', num(ST[2025].ca / ST[2025].cl, { tol: 0.005 }));
  {
    const m = S.cash[1] / (T.b26.expense / 12);
    const mCash = S.cash[1] / ((T.b26.expense - L('Depreciation').b26) / 12);
    add(O, 'cash-months', 'ratio', 'How many months of FY26 budgeted spending would our June 2025 cash balance cover?', num(m, { tol: 0.02, alt: [mCash] }));
  }

  // ---- extremes
  {
    const worst = exp.reduce((b, l) => (l.a25 - l.b25 > b.a25 - b.b25 ? l : b));
    if (worst.label !== 'Equipment repairs & maintenance') throw new Error('blowout line changed');
    add(O, 'blowout-a25', 'extreme', 'Which expense line blew out the most against budget in FY25?', text('equipment repairs', 'repairs & maintenance', 'repairs and maintenance'));
    const mMax = ALL.reduce((b, m) => (expMonth(m) > expMonth(b) ? m : b));
    add(O, 'max-month', 'extreme', 'Which month so far this FY has had the highest total spending?', text(MONTH_LONG[mMax], MONTH_LONG[mMax].slice(0, 3)));
    const dMin = yDepts.reduce((b, d) => (deptSpend(d) < deptSpend(b) ? d : b));
    add(O, 'min-dept', 'extreme', 'which department has spent the least YTD?', text(dMin));
    const top = inc.reduce((b, l) => (l.b26 > b.b26 ? l : b));
    if (!/Sponsorship/.test(top.label)) throw new Error('top income changed');
    add(O, 'max-inc-b26', 'extreme', "what's our biggest income source in the FY26 budget?", text('sponsorship'));
  }

  // ---- text (auditor's letter)
  add(O, 'letter-date', 'text', "What's the date on the auditor's management letter?", text(...Lt.dateAlts));
  add(O, 'bas-quarter', 'text', 'which BAS did we lodge late according to the auditors?', text(...Lt.basQuarterAlts));
  add(O, 'opinion', 'text', 'what kind of audit opinion did we get for FY25?', text('unmodified', 'unqualified', 'clean'));

  // ---- receipt
  add(O, 'rc-total', 'receipt', 'How much was the total on the hardware receipt?', num(R.totalC / 100));
  add(O, 'rc-gst', 'receipt', 'how much GST was on the dunmore receipt', num(R.gstC / 100));
  add(O, 'rc-date', 'receipt', 'what date is the hardware store receipt from?', text(...auDate(R.date)));
  add(O, 'rc-merchant', 'receipt', "who's the coax cable receipt from?", text('Dunmore'));
  add(O, 'rc-subtotal', 'receipt', 'what was the subtotal before GST on that receipt?', num(R.subtotalC / 100));

  // ---- notfound
  add(O, 'nf-fy27', 'notfound', 'What did we budget for sponsorship in FY27?', NF);
  add(O, 'nf-vehicle', 'notfound', 'how much did we spend on vehicle and fuel costs in FY25?', NF);
  add(O, 'nf-fy24-sponsor', 'notfound', 'How much sponsorship did we actually invoice in FY2024?', NF);
  add(O, 'nf-cash-2023', 'notfound', 'Cash at bank at 30 June 2023?', NF);
  add(O, 'nf-officeworks', 'notfound', 'can you find the Officeworks receipt for the printer ink from August?', NF);
  add(O, 'nf-payroll-tax', 'notfound', 'What did the auditors say we owe in payroll tax?', NF);
  add(O, 'nf-podcast', 'notfound', 'How much did the podcast studio fit-out cost?', NF);
}

// ===================================================================== kestrel
{
  const O = 'kestrel';
  const T = kTotals();
  const R = (label) => kLine('rev', label); const E = (label) => kLine('exp', label);
  const sfe = (label) => kSfe.rows.find((r) => r.label === label);
  const fi = (name) => kFunctions.indexOf(name);
  const g = kGrant;
  const coa = (code) => kCoa.find((a) => a[0] === code);
  const exps = kLines.filter((l) => l.sec === 'exp');

  // ---- lookups
  add(O, 'lab-q2-act', 'lookup', 'What was Q2 actual for lab analysis fees?', k$(E('Lab analysis fees').actual[1]));
  add(O, 'indiv-q3-bud', 'lookup', 'q3 budget for individual donations?', k$(R('Individual donations').bud[2]));
  add(O, 'gala-q2', 'lookup', 'how much did the gala bring in in Q2?', k$(R('Special events (Spring River Gala)').actual[1]));
  add(O, 'sal-fy-act', 'lookup', 'Full-year 2025 actual for salaries & wages?', k$(sum(E('Salaries & wages').actual)));
  add(O, 'sfe-rent-fr', 'lookup', 'How much of rent & utilities was charged to fundraising on the functional expense statement?', num(sfe('Rent & utilities').vals[fi('Fundraising')]));
  add(O, 'sfe-depr', 'lookup', 'what was depreciation in 2025?', num(kDepreciation));
  add(O, 'other-rev-fy', 'lookup', "What did 'other' revenue come to for the full year, actual?", k$(sum(R('Other').actual)));
  add(O, 'other-exp-q4', 'lookup', 'Other expenses in Q4 - actual?', k$(E('Other').actual[3]));
  add(O, 'wqm-total', 'lookup', 'How much did the water quality monitoring program cost in total last year?', num(kSfe.totals[fi('Water Quality Monitoring')]));

  // ---- totals
  add(O, 'exp-q3-bud', 'total', 'total expenses budget for Q3', k$(T.exp.bud[2]));
  add(O, 'rev-h1-act', 'total', 'What were total revenues for the first half (Q1+Q2), actual?', k$(T.rev.actual[0] + T.rev.actual[1]));
  add(O, 'prog-total', 'total', 'total program services expense for 2025, both programs combined?', num(kSfe.totals[0] + kSfe.totals[1]));
  add(O, 'rr-personnel', 'total', 'personnel costs (salaries + payroll taxes & benefits) charged to River Restoration last yr?', num(sfe('Salaries & wages').vals[0] + sfe('Payroll taxes & benefits').vals[0]));
  add(O, 'field-ytd-q3', 'total', 'YTD thru Q3, actual spend on field equipment & supplies?', k$(sum(E('Field equipment & supplies').actual.slice(0, 3))));

  // ---- monthly
  add(O, 'sal-monthly', 'monthly', "roughly what's our avg monthly salary cost in 2025?", k$(sum(E('Salaries & wages').actual) / 12, { tol: 0.01 }));
  add(O, 'rent-monthly-q4', 'monthly', 'what did rent & utilities run per month in Q4, on average?', k$(E('Rent & utilities').actual[3] / 3, { tol: 0.01 }));

  // ---- differences
  add(O, 'fdn-q4-q1', 'difference', 'How much more did we get from foundations in Q4 than in Q1 (actuals)?', k$(R('Foundation grants').actual[3] - R('Foundation grants').actual[0]));
  add(O, 'sfe-vs-bva', 'difference', "What's the difference between total expenses on the functional expense statement and the full-year actual expenses in the BvA?", num(kSfe.total - sum(T.exp.actual) * 100));
  add(O, 'rr-vs-wqm', 'difference', 'how much more did River Restoration cost than Water Quality Monitoring?', num(kSfe.totals[0] - kSfe.totals[1]));

  // ---- variances (actual - budget)
  add(O, 'gov-q3-var', 'variance', 'how far off budget were govt contracts in Q3?', k$(R('Government contracts').actual[2] - R('Government contracts').bud[2]));
  add(O, 'exp-fy-var', 'variance', 'full-yr variance on total opex vs budget?', k$(sum(T.exp.actual) - sum(T.exp.bud)));
  add(O, 'contract-q1-var', 'variance', 'Did we go over on contract services in Q1? by how much?', k$(E('Contract services').actual[0] - E('Contract services').bud[0]));
  add(O, 'net-q4-var', 'variance', 'Q4 bottom line vs budget, what was the variance?', k$(T.net.actual[3] - T.net.bud[3]));
  {
    const l = R('Individual donations');
    add(O, 'indiv-h1-var', 'variance', 'For Jan-Jun combined, how far off budget was individual giving?', k$(l.actual[0] + l.actual[1] - l.bud[0] - l.bud[1]));
  }

  // ---- percents
  {
    const l = E('Lab analysis fees');
    add(O, 'lab-q2-pct', 'percent', 'Q2 lab fees: what % over budget were we?', pct((l.actual[1] - l.bud[1]) / l.bud[1]));
  }
  add(O, 'fr-share', 'percent', 'fundraising as a share of total expenses on the functional statement?', pct(kSfe.totals[fi('Fundraising')] / kSfe.total));
  add(O, 'prog-ratio', 'percent', 'What % of our 2025 expenses went to programs?', pct((kSfe.totals[0] + kSfe.totals[1]) / kSfe.total));
  {
    const l = R('Individual donations');
    add(O, 'indiv-q1-q4', 'percent', 'By what % did individual donations grow from Q1 to Q4 (actuals)?', pct((l.actual[3] - l.actual[0]) / l.actual[0]));
  }
  add(O, 'fr-rev', 'percent', 'Fundraising costs from the functional statement as a % of full-year actual revenue?', pct(kSfe.totals[fi('Fundraising')] / (sum(T.rev.actual) * 100)));

  // ---- ratios
  add(O, 'exp-rev-ratio', 'ratio', 'Using the BvA, for every dollar of revenue in 2025 how much did we spend? (expense to revenue ratio)', num(sum(T.exp.actual) / sum(T.rev.actual), { tol: 0.005, alt: [100 * sum(T.exp.actual) / sum(T.rev.actual)] }));
  add(O, 'mg-prog-ratio', 'ratio', 'ratio of G&A (mgmt & general) to program expenses?', num(kSfe.totals[fi('Management & General')] / (kSfe.totals[0] + kSfe.totals[1]), { tol: 0.005, alt: [100 * kSfe.totals[fi('Management & General')] / (kSfe.totals[0] + kSfe.totals[1])] }));

  // ---- extremes
  {
    const best = [0, 1, 2, 3].reduce((b, q) => (T.net.actual[q] > T.net.actual[b] ? q : b));
    const qWords = [['Q1', 'first quarter', '1st quarter'], ['Q2', 'second quarter', '2nd quarter'], ['Q3', 'third quarter', '3rd quarter'], ['Q4', 'fourth quarter', '4th quarter']];
    add(O, 'best-q', 'extreme', 'Which quarter had the best bottom line (actual)?', text(...qWords[best]));
    const fyOver = exps.reduce((b, l) => (sum(l.actual) - sum(l.bud) > sum(b.actual) - sum(b.bud) ? l : b));
    if (fyOver.label !== 'Lab analysis fees') throw new Error('fy most over changed');
    add(O, 'fy-most-over', 'extreme', 'which expense line went most over budget for the full year?', text('lab analysis', 'lab fees', 'laboratory'));
    const q2Over = exps.reduce((b, l) => (l.actual[1] - l.bud[1] > b.actual[1] - b.bud[1] ? l : b));
    if (q2Over.label !== 'Field equipment & supplies') throw new Error('q2 most over changed');
    add(O, 'q2-most-over', 'extreme', 'In Q2, which expense line was furthest over budget?', text('field equipment'));
    const more = kSfe.totals[0] > kSfe.totals[1] ? 'River Restoration' : 'Water Quality Monitoring';
    add(O, 'prog-more', 'extreme', 'which program spent more in 2025?', text(more));
  }

  // ---- grant
  add(O, 'award', 'grant', 'How much is the Harrow & Wilde grant for?', num(g.award));
  add(O, 'interim-due', 'grant', "when's the interim report due on the Harrow grant", text(...usDate(g.interimDue)));
  add(O, 'indirect-pct', 'grant', "What's the cap on indirect costs in the grant agreement?", num(g.indirectPct * 100, { alt: [g.indirectPct, g.indirect] }));
  add(O, 'indirect-max', 'grant', 'max $ we can charge as indirect on the Harrow grant?', num(g.indirect));
  add(O, 'inst2', 'grant', 'how much is the second installment from Harrow & Wilde?', num(g.schedule[1].amount));
  add(O, 'final-due', 'grant', 'When is the final report due for HWF-2025-0412?', text(...usDate(g.finalDue)));
  {
    const in2025 = g.schedule.filter((s) => /2025$/.test(s.date));
    add(O, 'remaining-after-2025', 'grant', 'After the 2025 installments, how much of the Harrow grant is still to come?', num(g.award - sum(in2025.map((s) => s.amount))));
    add(O, 'paid-2025-pct', 'grant', 'what percent of the Harrow award is scheduled to be paid out in 2025?', num(100 * sum(in2025.map((s) => s.amount)) / g.award, { tol: 0.01, alt: [sum(in2025.map((s) => s.amount)) / g.award] }));
  }
  add(O, 'plants-budget', 'grant', 'How much of the Harrow grant budget is for native plants and materials?', num(g.budget.find((b) => /^Native plants/.test(b[0]))[1]));

  // ---- text
  add(O, 'grant-project', 'text', 'What project is the Harrow & Wilde grant paying for?', text('riparian buffer', 'Lower Kestrel Creek'));
  add(O, 'grant-end', 'text', 'when does the Harrow grant period end?', text(...usDate(g.periodEnd)));

  // ---- chart of accounts
  const byDesc = (re) => kCoa.find((a) => re.test(a[3]));
  add(O, 'coa-waders', 'coa', 'what code do i use for waders?', text(byDesc(/waders/)[0]));
  add(O, 'coa-mileage', 'coa', 'acct # for staff mileage reimbursement?', text(byDesc(/mileage/)[0]));
  add(O, 'coa-4040', 'coa', "what's account 4040 used for?", text(coa('4040')[1], 'sponsorship'));
  add(O, 'coa-2300-type', 'coa', 'what type of account is 2300?', text(coa('2300')[2]));
  {
    const q3Over = exps.reduce((b, l) => (l.actual[2] - l.bud[2] > b.actual[2] - b.bud[2] ? l : b));
    if (q3Over.label !== 'Lab analysis fees') throw new Error('q3 most over changed');
    add(O, 'coa-q3-over', 'coa', 'what GL code goes with the expense line that was furthest over budget in Q3?', text(kCoa.find((a) => a[1] === 'Lab analysis fees')[0]));
  }

  // ---- notfound
  add(O, 'nf-2026-budget', 'notfound', 'What did we budget for Q1 2026?', NF);
  add(O, 'nf-lobbying', 'notfound', 'How much did we spend on lobbying in 2025?', NF);
  add(O, 'nf-inkind', 'notfound', "What's the account code for in-kind donations?", NF);
  add(O, 'nf-2024-exp', 'notfound', 'What were our total expenses in 2024?', NF);
  add(O, 'nf-education', 'notfound', 'how much did the education program spend?', NF);
  add(O, 'nf-cash-bal', 'notfound', 'What was our cash balance at 12/31/25?', NF);
  add(O, 'nf-volunteer', 'notfound', 'How many volunteer hours did we log at the restoration sites?', NF);
}

fs.writeFileSync(path.join(OUT, 'cases.jsonl'), cases.map((c) => JSON.stringify(c)).join('\n') + '\n');
fs.writeFileSync(path.join(OUT, 'orgs.json'), JSON.stringify({
  [YARRABEE.id]: { name: YARRABEE.name, fiscalYearStart: YARRABEE.fiscalYearStart },
  [KESTREL.id]: { name: KESTREL.name, fiscalYearStart: KESTREL.fiscalYearStart },
}, null, 2) + '\n');
fs.writeFileSync(path.join(HERE, 'case-keys.json'), JSON.stringify(Object.fromEntries(Object.entries(keys).map(([id, k]) => [id, k.key])), null, 1) + '\n');
const byKind = {};
for (const c of cases) { byKind[c.kind] ??= {}; byKind[c.kind][c.org] = (byKind[c.kind][c.org] ?? 0) + 1; }
console.log(`wrote ${cases.length} cases`);
console.table(byKind);
