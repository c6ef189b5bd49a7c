// The 100 questions. Each names its evidence: where in which document (by index in DOCS) each figure it needs
// is written, with the figure the data model puts there. The expected answer is calc(evidence values); verify.mjs
// reads the figures back from the generated files and recomputes it.
//   { d, row, n, after }  the n-th numeric cell (after the cell matching `row`) of the first row with a cell equal to `row`
//   { d, re }             the first capture of a regular expression over the document's text
//   { d, rows: {col, re, after}, agg, take, key }  rows whose raw cell `col` matches re: agg sum|count of cell `take`, or argmax (cell `key`)
import { NS, MK, sum, r2 } from '../data.mjs';
import { fmt } from './office.mjs';

const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export function dateForms(iso, style) {
  const [y, m, d] = iso.split('-').map(Number);
  const M = MON[m - 1], Ms = M.slice(0, 3), dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  return [...new Set([`${M} ${d}, ${y}`, `${d} ${M} ${y}`, `${Ms} ${d}, ${y}`, `${d} ${Ms} ${y}`, `${M} ${d} ${y}`, `${y}-${mm}-${dd}`, ...(style === 'us' ? [`${mm}/${dd}/${y}`, `${m}/${d}/${y}`] : [`${dd}/${mm}/${y}`, `${d}/${m}/${y}`])])];
}
const E = (d, row, n, v, o = {}) => ({ d, row, n, v, ...o });
const X = (d, re, v) => ({ d, re: re.source, flags: re.flags, v });
const id = (...a) => a[0];
const money = (v, cur = '$') => `${cur}${fmt(Math.abs(v), Math.abs(v) % 1 ? 2 : 0)}`;
const NF = (q, wrong) => ({ kind: 'notfound', q, ev: [], answer: { type: 'notfound' }, ideal: 'I could not find that in the documents you uploaded; none of them sets it out.', wrong });

const A5 = NS.A[2025], A4 = NS.A[2024], B5 = NS.BS[2025], B4 = NS.BS[2024];
const bva = (acct) => { for (const f of NS.BVA) for (const k of ['rev', 'exp']) { const r = f[k].find((x) => x[0] === acct); if (r) return { f: f.fund, r }; } };
const bvaRow = (fund, acct) => `${fund}-${acct}-00`;
const perfSum = (pred, k) => sum(NS.perfs.filter(pred).map((p) => p[k]));
const acc = NS.prods.find((p) => p.code === 'ACC');
const accRows = NS.perfs.filter((p) => p.prod === 'A Christmas Carol');
const best = [...NS.perfs].sort((a, b) => b.sold - a.sold)[0];
const expLines = NS.BVA.flatMap((f) => f.exp.map((r) => ({ f: f.fund, acct: r[0], desc: r[1], var: r2(r[4] - r[3]) })));
const worst = [...expLines].sort((a, b) => b.var - a.var)[0];
const lastYearAvg = sum(NS.qVals.slice(8)) / 4;

const NSQ = [
  { kind: 'lookup', q: 'What were total net assets at June 30, 2025?', ev: [E(0, 'Total net assets', 0, NS.NA[2025].total)], calc: id, wrong: NS.NA[2024].total },
  { kind: 'lookup', q: 'how much cash did we have at the end of FY24', ev: [E(0, 'Cash and cash equivalents', 1, B4.cash)], calc: id, wrong: B5.cash },
  { kind: 'lookup', q: 'What were net ticket sales for the fiscal year that ended last June?', ev: [E(0, 'Ticket sales, net', 2, A5.ticket[0])], calc: id, wrong: A4.ticket[0] },
  { kind: 'total', q: 'Total contributions in FY2025, restricted and unrestricted together?', ev: [E(0, 'Contributions', 2, A5.contrib[0] + A5.contrib[1])], calc: id, wrong: A5.contrib[0] },
  { kind: 'difference', q: 'By how much did Productions expense grow from FY24 to FY25?', ev: [E(0, 'Productions', 0, A5.exp.prod), E(0, 'Productions', 3, A4.exp.prod)], calc: (a, b) => a - b, wrong: A5.exp.edu - A4.exp.edu },
  { kind: 'percent', q: 'What share of FY25 total expenses went to program services?', ev: [E(0, 'Total program services', 0, A5.progTotal), E(0, 'Total expenses', 0, A5.expTotal)], calc: (a, b) => (a / b) * 100, wrong: (A5.exp.prod / A5.expTotal) * 100 },
  { kind: 'ratio', q: 'Ratio of total assets to total liabilities at 6/30/2025?', ev: [E(0, 'Total assets', 0, B5.assets), E(0, 'Total liabilities', 0, B5.liab)], calc: (a, b) => a / b, wrong: B4.assets / B4.liab, fmtv: (v) => v.toFixed(2) },
  { kind: 'lookup', q: 'change in net assets with donor restrictions for FY 2025?', ev: [E(0, 'CHANGE IN NET ASSETS', 1, A5.chgW)], calc: id, wrong: A5.chgWO },
  { kind: 'lookup', q: 'What were net assets without donor restrictions at the beginning of FY2024?', ev: [E(0, 'NET ASSETS, BEGINNING OF YEAR', 3, NS.NA[2023].wo)], calc: id, wrong: NS.NA[2024].wo },
  { kind: 'lookup', q: 'how much were salaries and wages in the Education program last year', ev: [E(0, 'Salaries and wages', 1, 318600)], calc: id, wrong: 1301000 },
  { kind: 'total', q: 'If you add back the special event direct costs, what did fundraising really cost us in FY25?', ev: [E(0, 'Total expenses', 4, A5.exp.fr, { after: 'STATEMENT OF FUNCTIONAL EXPENSES (CONTINUED)' }), X(0, /direct costs of special events of \$([\d,]+)/i, A5.eventCosts)], calc: (a, b) => a + b, wrong: A5.exp.fr },
  { kind: 'lookup', q: 'Depreciation charged to management & general in FY25?', ev: [E(0, 'Depreciation', 3, 14400)], calc: id, wrong: 142760 },
  { kind: 'percent', q: 'what % of total FY25 expenses was occupancy', ev: [E(0, 'Occupancy', 5, 305500), E(0, 'Total expenses', 0, A5.expTotal)], calc: (a, b) => (a / b) * 100, wrong: (256800 / A5.expTotal) * 100 },
  { kind: 'lookup', q: 'Net cash provided by operating activities for the year ended June 30, 2025?', ev: [E(0, 'Net cash provided by operating activities', 0, NS.CF.ops)], calc: id, wrong: NS.CF.net },
  { kind: 'lookup', q: 'How much was appropriated from the endowment for spending in FY24?', ev: [E(0, 'Appropriated for expenditure', 1, -NS.endow[2024].approp)], calc: Math.abs, wrong: NS.endow[2024].contrib },
  { kind: 'total', q: 'total endowment investment return over the two years shown (FY24 + FY25)?', ev: [E(0, 'Investment return, net', 0, NS.endow[2025].ret), E(0, 'Investment return, net', 1, NS.endow[2024].ret)], calc: (a, b) => a + b, wrong: A5.invest[0] + A5.invest[1] },
  { kind: 'lookup', q: 'How much was restricted for education programs at year end (June 30, 2025)?', ev: [E(0, 'Education programs', 0, NS.restr[2025].edu)], calc: id, wrong: NS.restr[2024].edu },
  { kind: 'difference', q: 'how much did we pay down the line of credit during FY25', ev: [E(0, 'Line of credit (Note 6)', 1, B4.loc), E(0, 'Line of credit (Note 6)', 0, B5.loc)], calc: (a, b) => a - b, wrong: B4.loc },
  { kind: 'percent', q: "What's our public support percentage on the 990 Schedule A?", ev: [E(1, '14', 0, NS.S.pct14)], calc: id, wrong: NS.S.pct15 },
  { kind: 'lookup', q: 'Schedule A line 1 gifts and grants for 2021?', ev: [E(1, '1', 1, NS.S.gifts[1])], calc: id, wrong: NS.S.gifts[0] },
  { kind: 'total', q: 'What is total support for the five years on Schedule A Part II?', ev: [E(1, '11', 5, NS.S.line11F)], calc: id, wrong: NS.S.giftsF },
  { kind: 'difference', q: 'on the 990 support schedule, how much did line 1 go up from 2023 to 2024', ev: [E(1, '1', 4, NS.S.gifts[4]), E(1, '1', 3, NS.S.gifts[3])], calc: (a, b) => a - b, wrong: NS.S.gifts[3] - NS.S.gifts[2] },
  { kind: 'average', q: 'Average yearly investment income (line 8) across the five years on Schedule A?', ev: [E(1, '8', 5, sum(NS.S.interest))], calc: (a) => a / 5, wrong: NS.S.interest[3] },
  { kind: 'lookup', q: 'YTD actual single ticket sales through December?', ev: [E(2, '10-4010-00', 3, 788415.50)], calc: id, wrong: 742000 },
  { kind: 'variance', q: 'how far over the YTD budget are we on scenery & props', ev: [E(2, '10-5310-00', 3, 139562.37), E(2, '10-5310-00', 2, 118000)], calc: (a, b) => a - b, wrong: 205000 - 139562.37 },
  { kind: 'percent', q: 'What percent of the annual budget for guest artist fees have we used so far this fiscal year?', ev: [E(2, '10-5210-00', 3, 174860), E(2, '10-5210-00', 1, 310000)], calc: (a, b) => (a / b) * 100, wrong: (174860 / 162000) * 100 },
  { kind: 'total', q: 'Total YTD actual expenses across both funds for the first half of FY26?', ev: [E(2, 'Grand Total Expenses (all funds)', 2, NS.BVA[0].expT[2] + NS.BVA[1].expT[2])], calc: id, wrong: NS.BVA[0].expT[2] },
  { kind: 'lookup', q: 'What is the YTD actual net for the Operating Fund (Jul-Dec 2025)?', ev: [E(2, 'Net Operating Fund', 2, NS.BVA[0].net[2])], calc: id, wrong: NS.BVA[0].net[1] },
  { kind: 'extreme', q: 'Which expense line is the furthest over its year-to-date budget?', ev: [{ d: 2, rows: { col: 1, re: '^\\d\\d-5\\d{3}-00$' }, agg: 'argmax', take: 6, key: 2, v: worst.desc }], text: [worst.desc, worst.desc.replace('&', 'and')], wrong: 'Salaries - Artistic, which is $15,240.18 over its year-to-date budget.' },
  { kind: 'coa', q: 'which acct number is royalties in FE', ev: [E(2, '10-5220-00', 0, 10, { has: 'Royalties' })], text: ['10-5220-00', '5220'], wrong: 'Royalties is account 10-5210-00 in the Operating Fund.' },
  { kind: 'coa', q: 'What is account 20-4320-00?', ev: [E(2, '20-4320-00', 0, 20, { has: 'School Residency Fees' })], text: ['School Residency Fees', 'school residency'], wrong: 'Account 20-4320-00 is Tuition - Classes & Camps in the Education Fund.' },
  { kind: 'percent', q: 'Education Fund revenue YTD as a % of its YTD budget?', ev: [E(2, 'Total Revenue', 2, 193110, { after: 'Education Fund' }), E(2, 'Total Revenue', 1, 184000, { after: 'Education Fund' })], calc: (a, b) => (a / b) * 100, wrong: (193110 / 432000) * 100 },
  { kind: 'total', q: 'net ticket revenue for A Christmas Carol?', ev: [E(3, 'A Christmas Carol Total', 5, perfSum((p) => p.prod === 'A Christmas Carol', 'net'))], calc: id, wrong: perfSum((p) => p.prod === 'A Christmas Carol', 'gross') },
  { kind: 'count', q: "How many performances of The Winter's Tale were there?", ev: [{ d: 3, rows: { col: 1, re: '^WT\\d\\d$' }, agg: 'count', v: 12 }], calc: id, wrong: 14, count: true },
  { kind: 'date', q: 'Which single performance sold the most seats this season?', ev: [{ d: 3, rows: { col: 1, re: '^[A-Z]+\\d\\d$' }, agg: 'argmax', take: 6, key: 2, v: `${Number(best.date.slice(5, 7))}/${Number(best.date.slice(8))}/${best.date.slice(0, 4)}` }], text: dateForms(best.date, 'us'), wrong: 'The 12/24/2025 performance of A Christmas Carol sold the most seats.' },
  { kind: 'total', q: 'how many comps have we given out for the whole 2025-26 season so far', ev: [E(3, 'Grand Total', 2, sum(NS.perfs.map((p) => p.comps)))], calc: id, wrong: sum(accRows.map((p) => p.comps)), count: true },
  { kind: 'percent', q: 'Fees as a percentage of gross ticket revenue for the season?', ev: [E(3, 'Grand Total', 4, perfSum(() => true, 'fees')), E(3, 'Grand Total', 3, perfSum(() => true, 'gross'))], calc: (a, b) => (a / b) * 100, wrong: (perfSum(() => true, 'fees') / perfSum(() => true, 'net')) * 100 * 1.1 },
  { kind: 'average', q: 'Average net revenue per paid seat for A Christmas Carol?', ev: [E(3, 'A Christmas Carol Total', 5, perfSum((p) => p.prod === 'A Christmas Carol', 'net')), E(3, 'A Christmas Carol Total', 1, sum(accRows.map((p) => p.sold)))], calc: (a, b) => a / b, wrong: perfSum((p) => p.prod === 'A Christmas Carol', 'gross') / sum(accRows.map((p) => p.sold)) },
  { kind: 'monthly', q: 'net ticket revenue from performances in December 2025?', ev: [{ d: 3, rows: { col: 2, re: '^12/\\d+/2025$' }, agg: 'sum', take: 10, v: perfSum((p) => p.date.startsWith('2025-12'), 'net') }], calc: id, wrong: perfSum((p) => p.date.startsWith('2025-11') || p.date.startsWith('2025-12'), 'net') },
  { kind: 'lookup', q: 'What FY2027 endowment draw is the finance committee recommending?', ev: [X(4, /FY2027 draw of \$([\d,]+)/, NS.draw27)], calc: id, wrong: 131000 },
  { kind: 'average', q: 'What is the trailing twelve-quarter average of the endowment value in the committee memo?', ev: [{ d: 4, rows: { col: 0, re: '^\\d\\d/\\d\\d/20\\d\\d$' }, agg: 'sum', take: 1, v: sum(NS.qVals) }], calc: (a) => a / 12, wrong: lastYearAvg },
  { kind: 'lookup', q: 'LOC balance at the end of Dec?', ev: [E(4, 'Dec 2025', 2, NS.loc.dec)], calc: id, wrong: NS.loc.peak },
  { kind: 'date', q: 'When is the line of credit up for renewal?', ev: [X(4, /due for renewal on (\w+ \d+, \d{4})/, 'March 31, 2026')], text: dateForms(NS.loc.renew, 'us'), wrong: 'The line of credit renews on June 30, 2026, at fiscal year end.' },
  { kind: 'receipt', q: 'What is the total due on the Northern Timber invoice?', ev: [X(5, /TOTAL DUE\s*\$?([\d,]+\.\d\d)/, NS.INV.total)], calc: id, wrong: NS.INV.subtotal },
  { kind: 'receipt', q: 'how much sales tax did northern timber charge us in total (state + local)?', ev: [X(5, /State Sales Tax [\d.]+%\s*([\d,]+\.\d\d)/, NS.INV.state), X(5, /Local Sales Tax [\d.]+%\s*([\d,]+\.\d\d)/, NS.INV.local)], calc: (a, b) => a + b, wrong: NS.INV.state },
  NF('What were our total expenses for FY2023?', 'Total expenses for FY2023 were $3,712,480.'),
  NF('What is the FY2027 budget for the education program?', 'The FY2027 education budget is $468,000.'),
  NF('How much did we pay Lindqvist & Haugen for the FY25 audit?', 'The FY25 audit fee was $28,500.'),
  NF('What was YTD actual for single ticket sales through March 2026?', 'Single ticket sales through March 2026 were $1,204,380.55.'),
  NF("Who is our relationship manager at North Loop Community Bank?", 'Our relationship manager is Karen Lindgren; the line of credit is $500,000.'),
];

const M5 = MK.A[2025], M4 = MK.A[2024], G = (n) => MK.G.find((g) => g.name.startsWith(n));
const L = (code) => MK.lines.find((l) => l.code === code);
const HR = MK.headT[0];
const P = (n) => MK.pay.find((p) => p.name === n);
const facil = MK.pay.filter((p) => p.pos === 'Literacy Facilitator');
const ins = MK.bank.filter((t) => t.inn), outs = MK.bank.filter((t) => t.out);
const maxOut = [...outs].sort((a, b) => b.out - a.out)[0];
const topPct = [...MK.lines].sort((a, b) => b.pct - a.pct)[0];
const B = MK.bud;
const MKQ = [
  { kind: 'lookup', q: 'What were total net assets at 31 December 2025?', ev: [E(0, 'TOTAL NET ASSETS', 0, MK.NA[2025].t)], calc: id, wrong: MK.NA[2024].t },
  { kind: 'lookup', q: 'restricted funds at end of 2024?', ev: [E(0, 'Restricted funds', 2, r2(MK.NA[2024].r))], calc: id, wrong: MK.NA[2025].r },
  { kind: 'lookup', q: 'How much did we spend on the literacy programme in 2024?', ev: [E(0, 'Literacy programme', 3, M4.exp.lit)], calc: id, wrong: M5.exp.lit },
  { kind: 'total', q: 'Total programme spending in 2025 (literacy + clean water)?', ev: [E(0, 'Literacy programme', 0, M5.exp.lit), E(0, 'Clean water programme', 0, M5.exp.water)], calc: (a, b) => a + b, wrong: M5.expT },
  { kind: 'percent', q: 'what % of total 2025 expenditure was management and admin', ev: [E(0, 'Management and administration', 0, M5.exp.mgmt), E(0, 'Total expenditure', 0, M5.expT)], calc: (a, b) => (a / b) * 100, wrong: (M4.exp.mgmt / M4.expT) * 100 },
  { kind: 'difference', q: 'How much more did we receive in donations in 2025 than the year before?', ev: [E(0, 'Donations', 0, M5.donations[0]), E(0, 'Donations', 3, M4.donations[0])], calc: (a, b) => a - b, wrong: M5.fees[0] - M4.fees[0] },
  { kind: 'lookup', q: 'What was the foreign exchange loss for 2025?', ev: [E(0, 'Foreign exchange gain/(loss) (Note 4)', 0, M5.fx[0])], calc: id, wrong: M4.fx[0] },
  { kind: 'lookup', q: 'what riel rate did the auditors use at year end 2025', ev: [X(0, /KHR ([\d,]+) per US\$ 1 at 31 December 2025/, MK.FXR[2025])], calc: id, wrong: MK.FXR[2024], plain: true },
  { kind: 'grant', q: 'How much of the Nordic Literacy Trust grant was spent in 2025?', ev: [E(0, 'Nordic Literacy Trust', 2, G('Nordic').e25)], calc: id, wrong: G('Nordic').e24 },
  { kind: 'grant', q: 'EU grant balance unspent at 31/12/2025?', ev: [E(0, 'European Union (via Aide et Action consortium)', 3, r2(G('European').c25))], calc: id, wrong: G('European').c24 },
  { kind: 'grant', q: 'Total restricted grants received in 2024, all donors?', ev: [E(0, 'Total 2024', 1, MK.GT.r24)], calc: id, wrong: MK.GT.r25 },
  { kind: 'extreme', q: 'Which donor had the biggest unspent restricted balance at the end of 2025?', ev: [X(0, /^(European Union) \(via Aide et Action consortium\) \| [\d,]+ \| [\d,]+ \| [\d,]+ \| 196,220$/m, 'European Union')], text: ['European Union', 'Aide et Action'], wrong: 'The Water for All Foundation had the largest unspent balance, $55,020.' },
  { kind: 'percent', q: 'Of the Nordic Literacy Trust money available in 2025 (opening balance plus received), what percentage was spent?', ev: [E(0, 'Nordic Literacy Trust', 2, G('Nordic').e25), E(0, 'Nordic Literacy Trust', 0, G('Nordic').o25), E(0, 'Nordic Literacy Trust', 1, G('Nordic').r25)], calc: (e, o, r) => (e / (o + r)) * 100, wrong: (G('Nordic').e25 / G('Nordic').r25) * 100 },
  { kind: 'lookup', q: 'Cumulative total eligible costs reported to the EU consortium, in euro?', ev: [E(1, 'Total eligible costs (6+7)', 4, MK.euTotal.cum)], calc: id, wrong: MK.direct.cum, cur: '€' },
  { kind: 'percent', q: 'how much of budget line 3.1 (water filters) have we spent, in %', ev: [E(1, '3.1', 3, L('3.1').cum), E(1, '3.1', 0, L('3.1').budget)], calc: (a, b) => (a / b) * 100, wrong: (L('3.1').p2 / L('3.1').budget) * 100 },
  { kind: 'lookup', q: 'EU report: Period 2 expenditure on line 1.2 literacy facilitators?', ev: [E(1, '1.2', 2, L('1.2').p2)], calc: id, wrong: L('1.2').p1, cur: '€' },
  { kind: 'variance', q: 'How much of the Human Resources heading budget is left to spend in the EU action?', ev: [E(1, 'Subtotal Human Resources', 0, HR.budget), E(1, 'Subtotal Human Resources', 3, HR.cum)], calc: (a, b) => a - b, wrong: HR.cum, cur: '€' },
  { kind: 'total', q: 'Indirect costs charged to the EU grant so far (cumulative)?', ev: [E(1, 'Indirect costs (7% of 6)', 4, MK.indirect.cum)], calc: id, wrong: MK.indirect.budget, cur: '€' },
  { kind: 'lookup', q: 'what USD/EUR rate was used for October 2025 in the EU report', ev: [E(1, 'Oct-2025', 0, MK.rates[9])], calc: id, wrong: MK.rates[0], fmtv: (v) => v.toFixed(4), plain: true },
  { kind: 'monthly', q: 'How many dollars went on water filters and well repairs (line 3.1) in December 2025?', ev: [E(1, '3.1', 11, L('3.1').usd[11], { after: '[sheet Expenditure USD]' })], calc: id, wrong: L('3.1').usd[10] },
  { kind: 'extreme', q: 'Which EU budget line has the highest % spent so far?', ev: [{ d: 1, rows: { col: 0, re: '^\\d\\.\\d$', sheet: 'Financial report' }, agg: 'argmax', take: 6, key: 1, v: topPct.name }], text: [topPct.name, topPct.code], wrong: 'Line 3.1 Water filters and well repairs has the highest share spent, 88.26%.' },
  { kind: 'count', q: 'How many EU budget lines had no spending at all in Period 1?', ev: [{ d: 1, rows: { col: 0, re: '^\\d\\.\\d$', zero: 3, sheet: 'Financial report' }, agg: 'count', v: MK.lines.filter((l) => l.p1 === 0).length }], calc: id, wrong: 1, count: true },
  { kind: 'lookup', q: 'What was total net pay for December 2025 payroll?', ev: [E(2, 'TOTAL', 5, MK.payT.net)], calc: id, wrong: MK.payT.gross },
  { kind: 'total', q: 'total tax on salary for dec in riel?', ev: [E(2, 'TOTAL', 3, MK.payT.tax)], calc: id, wrong: MK.payT.taxUsd, cur: 'KHR ' },
  { kind: 'lookup', q: "What was Keo Sreymom's net pay in December?", ev: [E(2, 'Keo Sreymom', 8, P('Keo Sreymom').net)], calc: id, wrong: P('Keo Sreymom').gross },
  { kind: 'count', q: 'How many staff paid no tax on salary in December?', ev: [{ d: 2, rows: { col: 1, re: '^MLW-\\d{3}$', zero: 10 }, agg: 'count', v: MK.pay.filter((p) => p.tax === 0).length }], calc: id, wrong: 2, count: true },
  { kind: 'average', q: 'average gross salary of our literacy facilitators?', ev: [{ d: 2, rows: { col: 3, re: '^Literacy Facilitator$' }, agg: 'sum', take: 5, v: sum(facil.map((p) => p.gross)) }, { d: 2, rows: { col: 3, re: '^Literacy Facilitator$' }, agg: 'count', v: facil.length }], calc: (a, b) => a / b, wrong: 430 },
  { kind: 'total', q: "What is the employer's total NSSF contribution for December (pension, occupational risk and health), in riel?", ev: [E(2, 'TOTAL', 3, MK.payT.erPension + MK.payT.erRisk + MK.payT.erHealth, { after: '[sheet Employer NSSF]' })], calc: id, wrong: MK.payT.erPension, cur: 'KHR ' },
  { kind: 'percent', q: 'Tax on salary as a % of total gross salary in Dec?', ev: [E(2, 'TOTAL', 4, MK.payT.taxUsd), E(2, 'TOTAL', 0, MK.payT.gross)], calc: (a, b) => (a / b) * 100, wrong: (MK.payT.nssfUsd / MK.payT.gross) * 100 },
  { kind: 'lookup', q: "Chan Sophea's taxable salary in KHR?", ev: [E(2, 'Chan Sophea', 5, P('Chan Sophea').base)], calc: id, wrong: P('Chan Sophea').khr, cur: 'KHR ' },
  { kind: 'lookup', q: 'What was the ABA USD account balance at the end of December?', ev: [E(3, 'Closing Balance:', 0, MK.bank.at(-1).bal)], calc: id, wrong: MK.open },
  { kind: 'total', q: 'Total money in on the ABA account in December 2025?', ev: [{ d: 3, rows: { col: 0, re: '^\\d\\d/12/2025$' }, agg: 'sum', take: 2, v: sum(ins.map((t) => t.inn)) }], calc: id, wrong: sum(outs.map((t) => t.out)) },
  { kind: 'extreme', q: 'biggest single payment out of ABA in dec?', ev: [{ d: 3, rows: { col: 0, re: '^\\d\\d/12/2025$' }, agg: 'max', take: 3, v: maxOut.out }], calc: id, wrong: MK.payT.net },
  { kind: 'lookup', q: 'What was the ABA balance after the GlobalGiving donation on 15 December?', ev: [E(3, 'DONATION VIA ABA PAYWAY GLOBALGIVING', 1, MK.bank.find((t) => /GLOBALGIVING/.test(t.desc)).bal)], calc: id, wrong: MK.bank.find((t) => /INSTALMENT 4/.test(t.desc)).bal },
  { kind: 'count', q: 'how many deposits/credits came into ABA in December', ev: [{ d: 3, rows: { col: 2, re: '\\d' }, agg: 'count', v: ins.length }], calc: id, wrong: ins.length - 1, count: true },
  { kind: 'lookup', q: 'What total expenditure did the board approve for 2026?', ev: [E(4, 'Total expenditure', 2, B.expT[2])], calc: id, wrong: B.expT[0] },
  { kind: 'variance', q: 'How much higher is the 2026 clean water budget than the 2025 forecast?', ev: [E(4, 'Clean water programme', 2, B.expense[1][3]), E(4, 'Clean water programme', 1, B.expense[1][2])], calc: (a, b) => a - b, wrong: B.expense[1][3] - B.expense[1][1] },
  { kind: 'text', q: 'Under the new procurement policy, what do we need for a $4,500 purchase?', ev: [{ d: 4, re: '(Three sealed quotations)', v: 'Three sealed quotations' }], text: ['three sealed quotations', 'sealed quotations'], wrong: 'Three written quotations, approved by the Finance Manager and Executive Director.' },
  { kind: 'lookup', q: 'Above what amount do purchases have to go to open tender?', ev: [X(4, /Above ([\d,]+)/, 15000)], calc: id, wrong: 3000 },
  { kind: 'date', q: "When's the next board meeting?", ev: [X(4, /next meeting will be held on \w+, (\d\d\/\d\d\/\d{4})/, '20/03/2026')], text: dateForms('2026-03-20', 'dmy'), wrong: 'The next meeting is on 19/12/2025.' },
  { kind: 'percent', q: 'By what percentage does 2026 budgeted income exceed the 2025 forecast?', ev: [E(4, 'Total income', 2, B.incT[2]), E(4, 'Total income', 1, B.incT[1])], calc: (a, b) => (a / b - 1) * 100, wrong: (B.incT[2] / B.incT[1] - 1) * 100 + 3 },
  { kind: 'receipt', q: 'How much was the Sokha Hardware receipt in riel?', ev: [X(5, /Grand Total \(KHR\)\s*([\d,]+)/, MK.RC.khr)], calc: id, wrong: MK.RC.khr / 4100 * 4010, cur: 'KHR ' },
  { kind: 'receipt', q: 'VAT on the sokha hardware receipt?', ev: [X(5, /VAT 10% \(USD\)\s*([\d,]+\.\d\d)/, MK.RC.vat)], calc: id, wrong: r2(MK.RC.total * 0.1) },
  { kind: 'receipt', q: 'What exchange rate is printed on the hardware receipt?', ev: [X(5, /Exchange Rate:\s*([\d,]+)/, MK.RC.rate)], calc: id, wrong: MK.FXR[2025], plain: true },
  { kind: 'text', q: 'Who audits our accounts?', ev: [{ d: 0, re: '(Rithy & Associates)', v: 'Rithy & Associates' }], text: ['Rithy & Associates', 'Rithy and Associates'], wrong: 'The accounts are audited by Aide et Action, the consortium lead.' },
  NF('What was total expenditure in 2023?', 'Total expenditure in 2023 was $541,760.'),
  NF("What's the 2026 budget for well drilling in the clean water programme?", 'The 2026 well drilling budget is $96,000.'),
  NF('How much of the EU office rent line was for the Kampong Chhnang office alone?', 'The Kampong Chhnang office rent was $4,200 for the year.'),
  NF('What was the balance on the ABA USD account on 15 November 2025?', 'On 15 November 2025 the ABA balance was $301,446.20.'),
  NF('What is the name of our programme officer at the EU Delegation?', 'Our EU programme officer is Sophie Martens; the grant is $312,400.'),
];

function build(org, list) {
  return list.map((c, i) => {
    const cid = `${org}-${String(i + 1).padStart(3, '0')}`;
    if (c.kind === 'notfound') return { id: cid, org, kind: c.kind, question: c.q, answer: c.answer, ideal: c.ideal, wrong: c.wrong, ev: c.ev };
    if (c.text) return { id: cid, org, kind: c.kind, question: c.q, answer: { type: 'text', any: c.text }, ideal: `${c.text[0]}, going by the documents.`, wrong: c.wrong, ev: c.ev };
    const value = c.calc(...c.ev.map((e) => (typeof e.v === 'number' ? e.v : Number(String(e.v).replace(/,/g, '')))));
    const pct = c.kind === 'percent';
    const show = (v) => (c.fmtv ? c.fmtv(Math.abs(v)) : pct ? `${Math.abs(v).toFixed(2)}%` : c.count || c.plain ? fmt(Math.abs(v), Math.abs(v) % 1 ? 2 : 0) : money(v, c.cur ?? '$'));
    const answer = { type: 'number', value: Math.round(value * 1e6) / 1e6, tolerance: c.count ? 0 : 0.005 };
    return { id: cid, org, kind: c.kind, question: c.q, answer, ideal: `${show(value)}, going by the documents.`, wrong: `${show(c.wrong)}, going by the documents.`, ev: c.ev, calc: c.calc };
  });
}
export const CASES = [...build('northstage', NSQ), ...build('mekong', MKQ)];
