// The 100 questions of set AV. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how verify.mjs recomputes the answer from the generated files (g = generic readings of the files).
import { NU, CH } from '../data.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (x) => Math.round(x * 100) / 100;
const pct = (a, b) => Math.round((10000 * a) / b) / 100;
const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const U = {
  tzs: (v) => `TZS ${en(v, 0)}`,
  usd: (v) => `US$${en(v, 2)}`,
  jmd: (v) => `J$${en(v, 2)}`,
  pct: (v) => `${en(v, 2)}%`,
  rate: (v) => `TZS ${en(v, 2)} per US$`,
  x: (v) => en(v, 3),
  n: (v) => en(v, Number.isInteger(v) ? 0 : 2),
};
const REFUSE = 'I could not find that in the documents.';
const dates = (d, m, y, mon) => [`${d} ${mon} ${y}`, `${mon} ${d}, ${y}`, `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`, `${d} ${mon.slice(0, 3)} ${y}`, `${mon.slice(0, 3)} ${d}, ${y}`, `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, `${d}/${m}/${y}`];

export const CASES = [];
const seq = { numeco: 0, cornerstone: 0 };
function C(org, kind, question, o) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, sw: !!o.sw };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = REFUSE;
    c.wrong = o.wrong;
    c.absent = o.absent; // (all text of the org, texts by document) => true when the subject is not in the documents
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, going by the documents.`;
    c.wrong = `${o.wrong}, going by the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' || (kind === 'receipt' && o.unit === 'n') ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol, ...(o.alt ? { alt: o.alt } : {}) };
    const f = U[o.unit ?? 'n'];
    c.ideal = `${f(o.v)}, going by the documents.`;
    c.wrong = `${f(o.wrong)}, going by the documents.`;
  }
  CASES.push(c);
}
const nu = (kind, q, o) => C('numeco', kind, q, o);
const ch = (kind, q, o) => C('cornerstone', kind, q, o);

// ====================================================================== NUMECO (Tanzania)
// documents: 0 audited statements, 1 QuickBooks P&L by class, 2 budget execution, 3 CRDB CSV, 4 board minutes, 5 EFD receipt
const IE = NU.IE, FP = NU.FP;
const IES = 'STATEMENT OF INCOME AND EXPENDITURE', SFP = 'STATEMENT OF FINANCIAL POSITION', CFS = 'STATEMENT OF CASH FLOWS';
const [hope, afya, nordic, council] = NU.DONORS;
const QB = { E: 0, M: 1, K: 2, V: 3, PROG: 4, A: 5, F: 6, TOTAL: 7 };
const progPct = NU.BUD.exp.slice(0, 4).map((p) => p.act / p.bud);
const crdbCredits = NU.CRDB.filter((t) => t.cr > 0);
const crdbFees = NU.CRDB.filter((t) => /LEDGER FEE|CHARGES/.test(t.details)).reduce((s, t) => s + t.dr, 0);
const crdbCheques = NU.CRDB.filter((t) => /^CHQ /.test(t.details));

nu('lookup', 'What was NUMECO\'s total income for the year ended 30 June 2025?', { v: IE.inc[0], unit: 'tzs', wrong: IE.inc[1], from: (g) => g.n(0, 'Total income', 2, IES) });
nu('lookup', 'Grant income in 2023/24?', { v: IE.grants[1], unit: 'tzs', wrong: IE.grants[0], from: (g) => g.n(0, 'Grant income (ruzuku)', 3, IES) });
nu('lookup', 'How much came in from unrestricted donations (michango) in FY 2024/25?', { v: IE.donU, unit: 'tzs', wrong: IE.don[0], from: (g) => g.n(0, 'Donations (michango)', 1, IES) });
nu('lookup', 'Jumla ya matumizi kwa mwaka ulioishia 30 Juni 2025 ilikuwa kiasi gani?', { sw: true, v: IE.exp[0], unit: 'tzs', wrong: NU.BUD.expAct, from: (g) => g.n(0, 'Total expenditure', 2, IES) });
nu('lookup', 'What was the surplus (ziada) for FY 2024/25 in the audited accounts?', { v: IE.sur[0], unit: 'tzs', wrong: NU.BUD.surAct, from: (g) => g.n(0, 'SURPLUS FOR THE YEAR (ZIADA)', 2, IES) });
nu('lookup', 'restricted funds balance at 30 june 2025?', { v: FP.restr[0], unit: 'tzs', wrong: FP.deferred[0], from: (g) => g.n(0, 'Restricted funds', 0, SFP) });
nu('lookup', 'How much deferred grant income did we carry at the end of June 2025?', { v: FP.deferred[0], unit: 'tzs', wrong: FP.deferred[1], from: (g) => g.n(0, 'Deferred grant income', 0, SFP) });
nu('total', 'What did the four programmes cost altogether in 2024/25?', { v: IE.expR[0], unit: 'tzs', wrong: IE.exp[0], from: (g) => ['Elimu kwa Wasichana – girls\'', 'Mama na Mtoto – maternal and', 'Kilimo Bora – smallholder', 'Vijana Skills – youth'].reduce((s, l) => s + g.n(0, l, 0, IES), 0) });
nu('difference', 'By how much did total expenditure grow from 2023/24 to 2024/25?', { v: IE.exp[0] - IE.exp[1], unit: 'tzs', wrong: IE.inc[0] - IE.inc[1], from: (g) => g.n(0, 'Total expenditure', 2, IES) - g.n(0, 'Total expenditure', 3, IES) });
nu('percent', 'What percentage of total expenditure went on administration and governance in FY2024/25?', { v: pct(IE.admin[0], IE.exp[0]), unit: 'pct', wrong: pct(IE.admin[0] + IE.dep[0], IE.exp[0]), from: (g) => (100 * g.n(0, 'Administration and governance', 2, IES)) / g.n(0, 'Total expenditure', 2, IES) });
nu('percent', 'By what % did donations increase on the previous year?', { v: pct(IE.don[0] - IE.don[1], IE.don[1]), unit: 'pct', wrong: pct(IE.don[0] - IE.don[1], IE.don[0]), from: (g) => (100 * (g.n(0, 'Donations (michango)', 2, IES) - g.n(0, 'Donations (michango)', 3, IES))) / g.n(0, 'Donations (michango)', 3, IES) });
nu('grant', 'How many US dollars did the Hope for Girls Foundation send us during 2024/25?', { v: hope.usd, unit: 'usd', wrong: nordic.usd, from: (g) => g.n(0, 'Hope for Girls Foundation (USA) – Elimu kwa Wasichana', 0) });
nu('ratio', 'What average exchange rate did we get on the Nordic Smallholder Trust grant money received this year (shillings per dollar)?', { v: nordic.rate, unit: 'rate', tol: 0.001, wrong: 2660, from: (g) => g.n(0, 'Nordic Smallholder Trust – Kilimo Bora', 1) / g.n(0, 'Nordic Smallholder Trust – Kilimo Bora', 0) });
nu('grant', "What is Afya Bora Partners' unspent grant balance carried forward at 30 June 2025?", { v: afya.b1, unit: 'tzs', wrong: afya.b0, from: (g) => g.n(0, 'Afya Bora Partners (UK) – Mama na Mtoto', 4) });
nu('grant', 'Ruzuku ya Halmashauri ya Wilaya ya Arusha iliyotambuliwa kama mapato mwaka 2024/25 ni kiasi gani?', { sw: true, v: council.rec, unit: 'tzs', wrong: council.tzs, from: (g) => g.n(0, 'Arusha District Council – Vijana Skills', 3) });
nu('ratio', 'What was our current ratio (current assets to current liabilities) at 30 June 2025?', { v: Math.round((1000 * FP.curAss[0]) / FP.curLiab[0]) / 1000, unit: 'x', wrong: Math.round((1000 * FP.curAss[1]) / FP.curLiab[1]) / 1000, from: (g) => g.n(0, 'Total current assets', 0, SFP) / g.n(0, 'Total current liabilities', 0, SFP) });
nu('lookup', 'Net cash from operating activities in 2024/25?', { v: NU.CF[0].op, unit: 'tzs', wrong: NU.CF[0].net, from: (g) => g.n(0, 'Net cash from operating activities', 0, CFS) });
nu('count', 'How many employees did NUMECO have at 30 June 2024?', { v: NU.STAFF.headcount[1], wrong: NU.STAFF.headcount[0], from: (g) => g.n(0, 'Number of employees at 30 June', 1) });
nu('lookup', 'Total staff costs for 2024/25 across all programmes?', { v: NU.STAFF.costs[0], unit: 'tzs', wrong: NU.STAFF.salaries[0], from: (g) => { const a = g.n(0, 'Total staff costs', 0), b = g.qb('Total 6000 · Personnel Costs', QB.TOTAL); return a === b ? a : NaN; } });
nu('lookup', 'In QuickBooks, how much did the Kilimo Bora class spend on vehicle fuel and maintenance?', { v: NU.EXP.find((a) => a.no === '6220').v.K, unit: 'tzs', wrong: NU.accOf('6220'), from: (g) => g.qb('6220 · Vehicle Fuel and Maintenance', QB.K) });
nu('total', 'What did per diem and allowances (posho) cost us across all classes for the year?', { v: NU.accOf('6210'), unit: 'tzs', wrong: NU.accOf('6210') - NU.EXP.find((a) => a.no === '6210').v.A - NU.EXP.find((a) => a.no === '6210').v.F, from: (g) => g.qb('6210 · Per Diem and Allowances (Posho)', QB.TOTAL) });
nu('extreme', 'Which programme spent the most on posho (per diem and allowances)?', { text: ['Kilimo Bora', 'Kilimo'], say: 'Kilimo Bora', wrong: 'Elimu kwa Wasichana', from: (g) => { const v = [QB.E, QB.M, QB.K, QB.V].map((k) => g.qb('6210 · Per Diem and Allowances (Posho)', k)); return ['Elimu kwa Wasichana', 'Mama na Mtoto', 'Kilimo Bora', 'Vijana Skills'][v.indexOf(Math.max(...v))]; } });
nu('lookup', 'what is net ordinary income on the QB profit and loss by class?', { v: NU.IE.sur[0] - NU.IE.interest[0] - NU.IE.fx[0] - NU.IE.other[0], unit: 'tzs', wrong: IE.sur[0], from: (g) => g.qb('Net Ordinary Income', QB.TOTAL) });
nu('percent', 'What share of the Mama na Mtoto class\'s expenses went to medical supplies and outreach clinics?', { v: pct(NU.accOf('6130'), NU.classExp.M), unit: 'pct', wrong: pct(NU.accOf('6130'), IE.expR[0]), from: (g) => (100 * g.qb('6130 · Medical Supplies and Outreach Clinics', QB.M)) / g.qb('Total Expense', QB.M) });
nu('lookup', 'What was the approved 2024/25 budget for Kilimo Bora?', { v: NU.BUD.exp[2].bud, unit: 'tzs', wrong: NU.BUD.exp[2].act, from: (g) => g.bud('Subtotal – Kilimo Bora', 2) });
nu('variance', 'By how much did Mama na Mtoto come in under its budget?', { v: NU.BUD.exp[1].bud - NU.BUD.exp[1].act, unit: 'tzs', wrong: NU.BUD.inc[1].bud - NU.BUD.inc[1].act, from: (g) => g.bud('Subtotal – Mama na Mtoto', 8) });
nu('monthly', 'How much did Elimu kwa Wasichana spend in Q3 (January–March 2025)?', { v: NU.BUD.exp[0].q[2], unit: 'tzs', wrong: NU.BUD.exp[0].lines[1].q[2], from: (g) => g.bud('Subtotal – Elimu kwa Wasichana', 5) });
nu('percent', 'What was the execution rate of the total expenditure budget for 2024/25?', { v: pct(NU.BUD.expAct, NU.BUD.expBud), unit: 'pct', wrong: pct(IE.exp[0], NU.BUD.expBud), from: (g) => 100 * g.bud('TOTAL EXPENDITURE', 9) });
nu('extreme', 'Of the four programmes, which had the lowest budget execution rate in 2024/25?', { text: ['Vijana'], say: 'Vijana Skills', wrong: 'Kilimo Bora', from: (g) => { const names = ['Elimu kwa Wasichana', 'Mama na Mtoto', 'Kilimo Bora', 'Vijana Skills']; const v = names.map((n) => g.bud(`Subtotal – ${n}`, 9)); return names[v.indexOf(Math.min(...v))]; } });
nu('total', 'How much did we spend in total in the first half of the year, July to December 2024?', { v: NU.BUD.expQ[0] + NU.BUD.expQ[1], unit: 'tzs', wrong: NU.BUD.incQ[0] + NU.BUD.incQ[1], from: (g) => g.bud('TOTAL EXPENDITURE', 3) + g.bud('TOTAL EXPENDITURE', 4) });
nu('variance', 'kilimo bora travel & transport: how far over budget?', { v: NU.BUD.exp[2].lines[2].act - NU.BUD.exp[2].lines[2].bud, unit: 'tzs', wrong: NU.BUD.exp[2].lines[1].bud - NU.BUD.exp[2].lines[1].act, from: (g) => -g.bud('3.3', 8) });
nu('count', 'How many credits (money in) were there on the CRDB statement for June 2025?', { v: crdbCredits.length, wrong: crdbCredits.length - 1, from: (g) => g.crdb().filter((t) => t.cr > 0).length });
nu('total', 'What did CRDB\'s fees and charges come to in June 2025, including the VAT on them?', { v: crdbFees, unit: 'tzs', wrong: NU.CRDB.filter((t) => /LEDGER FEE|CHARGES/.test(t.details) && !/^VAT/.test(t.details)).reduce((s, t) => s + t.dr, 0), from: (g) => g.crdb().filter((t) => /LEDGER FEE|CHARGES/.test(t.details)).reduce((s, t) => s + t.dr, 0) });
nu('extreme', 'What was the largest cheque we wrote on the CRDB account in June?', { v: Math.max(...crdbCheques.map((t) => t.dr)), unit: 'tzs', wrong: Math.max(...NU.CRDB.map((t) => t.dr)), from: (g) => Math.max(...g.crdb().filter((t) => /^CHQ /.test(t.details)).map((t) => t.dr)) });
nu('lookup', 'What was the CRDB opening balance on 1 June 2025?', { v: NU.crdbOpen, unit: 'tzs', wrong: NU.crdbClose, from: (g) => { const t = g.crdb()[0]; return t.bal - t.cr + t.dr; } });
nu('total', 'How much did we pay in statutory deductions (NSSF, PAYE and WCF) through CRDB in June?', { v: sum(NU.CRDB.filter((t) => /NSSF|PAYE|WCF/.test(t.details)).map((t) => t.dr)), unit: 'tzs', wrong: sum(NU.CRDB.filter((t) => /NSSF|PAYE/.test(t.details)).map((t) => t.dr)), from: (g) => g.crdb().filter((t) => /NSSF|PAYE|WCF/.test(t.details)).reduce((s, t) => s + t.dr, 0) });
nu('date', 'When is the next board meeting?', { text: dates(13, 12, 2025, 'December'), say: 'Saturday, 13 December 2025', wrong: '21 June 2025', from: (g) => g.find(4, /will be held on \w+, (\d+ \w+ \d{4})/) });
nu('text', 'Nani alikuwa mwenyekiti wa kikao cha bodi cha Septemba 2025?', { sw: true, text: ['Mollel'], say: 'Elibariki Mollel, the Chairperson', wrong: 'Neema Lyimo, the Treasurer', from: (g) => g.find(4, /Present: ([^(]+) \(Chairperson/) });
nu('lookup', 'What total expenditure did the board approve for FY 2025/26?', { v: NU.MIN.tot.b26, unit: 'tzs', wrong: NU.MIN.income26, from: (g) => g.n(4, 'Total expenditure', 2) });
nu('percent', 'By what percentage is the 2025/26 budget for Vijana Skills higher than what Vijana actually spent in 2024/25?', { v: pct(NU.MIN.rows[3].b26 - NU.MIN.rows[3].a25, NU.MIN.rows[3].a25), unit: 'pct', wrong: pct(NU.MIN.rows[3].b26 - NU.MIN.rows[3].b25, NU.MIN.rows[3].b25), from: (g) => (100 * (g.n(4, 'Vijana Skills', 2) - g.bud('Subtotal – Vijana Skills', 7))) / g.bud('Subtotal – Vijana Skills', 7) });
nu('difference', 'How much more will the statutory audit cost for 2025/26 than it did for 2024/25?', { v: NU.MIN.auditFee26 - NU.MIN.auditFee25, unit: 'tzs', wrong: NU.MIN.auditFee26 - NU.accOf('6360'), from: (g) => g.num(g.find(4, /at a fee of TSh ([\d,]+)/)) - g.num(g.find(0, /statutory audit fee of TZS ([\d,]+)/)) });
nu('percent', 'Bodi iliidhinisha nyongeza ya mshahara ya asilimia ngapi?', { sw: true, v: NU.MIN.increment, unit: 'pct', wrong: 5, from: (g) => g.num(g.find(4, /salary increment of (\d+)%/)) });
nu('receipt', 'What was the total on the Meru Office Supplies EFD receipt?', { v: NU.EFD.total, unit: 'tzs', wrong: NU.EFD.excl, from: (g) => g.ocr(5, /TOTAL INCL OF TAX:?\s*([\d,]+\.\d\d)/) });
nu('receipt', 'VAT kwenye risiti ya EFD ya Meru Office Supplies ilikuwa kiasi gani?', { sw: true, v: NU.EFD.tax, unit: 'tzs', wrong: Math.round(NU.EFD.total * 0.18), from: (g) => g.ocr(5, /TAX A-18\.00%:?\s*([\d,]+\.\d\d)/) });
nu('text', 'Which cheque number paid the Meru Office Supplies receipt?', { text: ['004509'], say: 'Cheque 004509 (posted 12/06/2025)', wrong: 'Cheque 004508', from: (g) => { const tot = g.ocr(5, /TOTAL INCL OF TAX:?\s*([\d,]+\.\d\d)/); const t = g.crdb().find((x) => /MERU OFFICE SUPPLIES/.test(x.details) && x.dr === tot); return t ? t.details.match(/CHQ (\d+)/)[1] : ''; } });
// not found
nu('notfound', 'What was our total income in FY 2022/23?', { nf: true, wrong: 'Total income for FY 2022/23 was TZS 742,380,000.', absent: (t) => !/2022\/23|30 June 2023|2022-23/.test(t) });
nu('notfound', 'How much has Hope for Girls Foundation pledged for FY 2025/26?', { nf: true, wrong: 'Hope for Girls Foundation has pledged US$130,000 (about TZS 343,000,000) for FY 2025/26.', absent: (t) => !/Hope for Girls[^\n]*(2025\/26|pledge)|(2025\/26|pledge)[^\n]*Hope for Girls/i.test(t) });
nu('notfound', 'What was the CRDB account balance at 31 March 2025?', { nf: true, wrong: 'The CRDB balance at 31 March 2025 was TZS 61,240,500.', absent: (t) => !/31\/03\/2025|31 March 2025/.test(t) });
nu('notfound', 'How much did the Usa River field office spend on electricity (umeme) in 2024/25?', { nf: true, wrong: 'The Usa River field office spent TZS 1,140,000 on electricity in 2024/25.', absent: (t) => !/Usa River[^\n]*(umeme|electric|utilit)|(umeme|electric|utilit)[^\n]*Usa River/i.test(t) });
nu('notfound', "What is the Executive Director's monthly salary?", { nf: true, wrong: "The Executive Director's salary is TZS 4,800,000 a month.", absent: (t) => !/Executive Director[^\n]*(salary|TZS \d)|(salary|remuneration) of the Executive Director/i.test(t) });

// ====================================================================== Cornerstone Hope (Jamaica)
// documents: 0 financial statements, 1 QBO budget vs actuals, 2 donations register, 3 NCB CSV, 4 AGM minutes, 5 receipt
const RE = CH.RE, SF = CH.SFP, RV = 'STATEMENT OF REVENUE AND EXPENDITURE', FPC = 'STATEMENT OF FINANCIAL POSITION';
const reg = CH.REG;
const regSum = (f) => r2(sum(reg.filter(f).map((x) => x.amt)));
const feedM = CH.acc('feed').m;
const feedMax = feedM.indexOf(Math.max(...feedM));
const MON = ['April 2024', 'May 2024', 'June 2024', 'July 2024', 'August 2024', 'September 2024', 'October 2024', 'November 2024', 'December 2024', 'January 2025', 'February 2025', 'March 2025'];
const expA = CH.ACC.filter((a) => ['prog', 'adm', 'dep'].includes(a.sec));
const expBud = r2(sum(expA.map((a) => sum(a.bm))));
const incA = CH.ACC.filter((a) => a.sec === 'inc');
const incBud = r2(sum(incA.map((a) => sum(a.bm))));
const corpQ3 = regSum((x) => x.cat === 'Corporate' && x.date >= '2024-10-01' && x.date <= '2024-12-31');
const so = reg.filter((x) => x.donor === 'Congregation – Special Offering');
const top = [...reg].sort((a, b) => b.amt - a.amt)[0];
const ncbFeeRe = /PAYMENT FEE|ON FEES|SERVICE CHARGE/;
const ncbFees = CH.NCB.filter((t) => ncbFeeRe.test(t.desc));
const ncbCr = r2(sum(CH.NCB.map((t) => t.cr)));
const kitchen = CH.CH_PPE[1];

ch('lookup', 'What was total revenue for the year ended 31 March 2025?', { v: RE.rev[0], unit: 'jmd', wrong: RE.rev[1], from: (g) => g.tot(0, 'Interest income', 0, RV) });
ch('lookup', 'Donations in the prior year (2023/24)?', { v: RE.don[1], unit: 'jmd', wrong: RE.don[0], from: (g) => g.n(0, 'Donations', 1, RV) });
ch('lookup', 'surplus for FY2024/25?', { v: RE.sur[0], unit: 'jmd', wrong: RE.sur[1], from: (g) => g.n(0, 'SURPLUS FOR THE YEAR', 0, RV) });
ch('difference', 'How much more did we spend on the feeding programme this year than last year?', { v: r2(RE.feed[0] - RE.feed[1]), unit: 'jmd', wrong: r2(CH.AGM.rows[0].b26 - RE.feed[0]), from: (g) => g.n(0, 'Feeding programme', 0, RV) - g.n(0, 'Feeding programme', 1, RV) });
ch('percent', 'What percentage of total expenditure in 2024/25 went to the four programmes?', { v: pct(RE.progTot[0], RE.exp[0]), unit: 'pct', wrong: pct(RE.progTot[0], RE.rev[0]), from: (g) => (100 * g.tot(0, 'Back-to-school assistance', 0, RV)) / g.tot(0, 'Depreciation', 0, RV) });
ch('lookup', 'What were administrative expenses in 2023/24?', { v: RE.adm[1], unit: 'jmd', wrong: RE.adm[0], from: (g) => g.n(0, 'TOTAL ADMINISTRATIVE EXPENSES', 1) });
ch('lookup', 'How much did we spend on electricity in FY 2024/25?', { v: CH.acc('jps').act, unit: 'jmd', wrong: CH.chY24.adm.jps, from: (g) => { const a = g.n(0, 'Electricity', 0, 'SCHEDULE OF ADMINISTRATIVE EXPENSES'), b = g.qbo('Electricity (JPS)', 12, 0); return Math.abs(a - b) < 0.005 ? a : NaN; } });
ch('percent', 'By what percentage did electricity costs rise compared with the previous year?', { v: pct(CH.acc('jps').act - CH.chY24.adm.jps, CH.chY24.adm.jps), unit: 'pct', wrong: pct(CH.acc('jps').act - CH.acc('jps').bud, CH.acc('jps').bud), from: (g) => (100 * (g.n(0, 'Electricity', 0, 'SCHEDULE OF ADMINISTRATIVE EXPENSES') - g.n(0, 'Electricity', 1, 'SCHEDULE OF ADMINISTRATIVE EXPENSES'))) / g.n(0, 'Electricity', 1, 'SCHEDULE OF ADMINISTRATIVE EXPENSES') });
ch('lookup', 'Building Fund balance at 31 March 2025?', { v: CH.FUNDS_CH.bf[0], unit: 'jmd', wrong: CH.chCash.savings[0], from: (g) => g.n(0, 'Building Fund', 0, FPC) });
ch('lookup', 'How much cash and bank did we have at the March 2025 year end?', { v: SF.cash[0], unit: 'jmd', wrong: CH.chCash.ncb[0], from: (g) => g.n(0, 'Cash and bank balances', 0, FPC) });
ch('ratio', 'What was the current ratio at 31 March 2025?', { v: Math.round((1000 * SF.curAss[0]) / SF.liab[0]) / 1000, unit: 'x', wrong: Math.round((1000 * SF.curAss[1]) / SF.liab[1]) / 1000, from: (g) => g.tot(0, 'Cash and bank balances', 0, FPC) / g.tot(0, 'Statutory deductions payable', 0, FPC) });
ch('grant', 'How much did the Caribbean Hope Trust grant us this year?', { v: CH.CH_GRANTS[0].v[0], unit: 'jmd', wrong: CH.CH_GRANTS[0].v[1], from: (g) => g.n(0, 'Caribbean Hope Trust (Toronto) – feeding and seniors', 0) });
ch('lookup', 'Net book value of the kitchen equipment at 31 March 2025?', { v: kitchen.nbv1, unit: 'jmd', wrong: kitchen.nbv0, from: (g) => g.n(0, 'Net book value: 31 March 2025', 1) });
ch('total', 'corporate + diaspora donations this year, combined?', { v: r2(CH.donByCat.Corporate + CH.donByCat.Diaspora), unit: 'jmd', wrong: r2(CH.chY24.don.Corporate + CH.chY24.don.Diaspora), from: (g) => g.n(0, 'Corporate', 0, '6. Donations') + g.n(0, 'Diaspora (friends overseas)', 0) });
ch('monthly', 'How much did the feeding programme spend in December 2024?', { v: feedM[8], unit: 'jmd', wrong: CH.acc('feed').bm[8], from: (g) => g.qbo('Feeding Programme', 8, 0) });
ch('variance', 'How far over budget was electricity for the full year?', { v: r2(CH.acc('jps').act - CH.acc('jps').bud), unit: 'jmd', wrong: r2(CH.acc('jps').act - CH.chY24.adm.jps), from: (g) => g.qbo('Electricity (JPS)', 12, 2) });
ch('percent', 'What % of budget did total expenses come to for FY2024-25?', { v: pct(RE.exp[0], expBud), unit: 'pct', wrong: pct(RE.rev[0] - RE.interest[0], incBud), from: (g) => 100 * g.qbo('Total Expenses', 12, 3) });
ch('extreme', 'In which month was feeding programme spending highest?', { text: [MON[feedMax], MON[feedMax].replace(/^(\w{3})\w* /, '$1 ')], say: MON[feedMax], wrong: MON[2], from: (g) => { const v = [...Array(12).keys()].map((m) => g.qbo('Feeding Programme', m, 0)); return g.qboMonth(v.indexOf(Math.max(...v))); } });
ch('lookup', 'What was the budget for back-to-school assistance in August 2024?', { v: CH.acc('bts').bm[4], unit: 'jmd', wrong: CH.acc('bts').m[4], from: (g) => g.qbo('Back-to-School Assistance', 4, 1) });
ch('total', 'What were total corporate donations in October–December 2024?', { v: corpQ3, unit: 'jmd', wrong: regSum((x) => x.cat === 'Corporate' && x.date.startsWith('2024-12')), from: (g) => [6, 7, 8].reduce((s, m) => s + g.qbo('Corporate', m, 0), 0) });
ch('variance', 'By how much did grants fall short of budget this year?', { v: r2(CH.acc('grants').bud - CH.acc('grants').act), unit: 'jmd', wrong: r2(RE.grants[0] - RE.grants[1]), from: (g) => -g.qbo('Grants', 12, 2) });
ch('count', 'How many corporate donations were received during 2024/25?', { v: reg.filter((x) => x.cat === 'Corporate').length, wrong: new Set(reg.filter((x) => x.cat === 'Corporate').map((x) => x.donor)).size, from: (g) => g.reg().filter((x) => x.cat === 'Corporate').length });
ch('text', 'Who gave the largest single donation in 2024/25?', { text: ['Harbour Lights'], say: `${top.donor} (J$${en(top.amt, 2)})`, wrong: 'Kingston Wharf Distributors Ltd', from: (g) => [...g.reg()].sort((a, b) => b.amt - a.amt)[0].donor });
ch('total', 'How much was given to the Back-to-School fund in total?', { v: CH.donByFund['Back-to-School'], unit: 'jmd', wrong: RE.bts[0], from: (g) => g.reg().filter((x) => x.fund === 'Back-to-School').reduce((s, x) => s + x.amt, 0) });
ch('count', 'how many donations came in via Lynk?', { v: reg.filter((x) => x.method === 'Lynk').length, wrong: reg.filter((x) => x.method === 'Lynk').length + 2, from: (g) => g.reg().filter((x) => x.method === 'Lynk').length });
ch('total', 'Total diaspora gifts in the donations register?', { v: CH.donByCat.Diaspora, unit: 'jmd', wrong: CH.acc('donDia').bud, from: (g) => g.reg().filter((x) => x.cat === 'Diaspora').reduce((s, x) => s + x.amt, 0) });
ch('monthly', 'How much was donated in December 2024 altogether?', { v: regSum((x) => x.date.startsWith('2024-12')), unit: 'jmd', wrong: regSum((x) => x.date.startsWith('2024-12') && x.cat !== 'Corporate'), from: (g) => g.reg().filter((x) => x.date.startsWith('2024-12')).reduce((s, x) => s + x.amt, 0) });
ch('average', 'What was the average monthly special offering for the feeding programme?', { v: r2(sum(so.map((x) => x.amt)) / so.length), unit: 'jmd', wrong: r2(CH.donByCat.Congregation / 12), from: (g) => { const s = g.reg().filter((x) => /Special Offering/.test(x.donor)); return s.reduce((a, x) => a + x.amt, 0) / s.length; } });
ch('text', 'Whose cheque was returned in November 2024?', { text: ['Everton Grant'], say: 'Everton Grant\'s (cheque 001184, J$25,000.00)', wrong: 'Owen Walker', from: (g) => g.reg().find((x) => x.amt < 0).donor.match(/– (.+?) \(/)[1] });
ch('total', 'How much did Island Breeze Bakery give us in total this year?', { v: regSum((x) => /Island Breeze/.test(x.donor)), unit: 'jmd', wrong: 250000, from: (g) => g.reg().filter((x) => /Island Breeze/.test(x.donor)).reduce((s, x) => s + x.amt, 0) });
ch('total', 'What did individual donors give to the Building Fund?', { v: regSum((x) => x.cat === 'Individual' && x.fund === 'Building Fund'), unit: 'jmd', wrong: CH.donByFund['Building Fund'], from: (g) => g.reg().filter((x) => x.cat === 'Individual' && x.fund === 'Building Fund').reduce((s, x) => s + x.amt, 0) });
ch('lookup', 'NCB current account closing balance at 31 March 2025?', { v: CH.ncbClose, unit: 'jmd', wrong: CH.ncbOpen, from: (g) => { const t = g.ncb(); return t[t.length - 1].bal; } });
ch('total', 'How much did NCB take in fees and GCT on the current account in March?', { v: r2(sum(ncbFees.map((t) => t.dr))), unit: 'jmd', wrong: r2(sum(ncbFees.filter((t) => !/GCT/.test(t.desc)).map((t) => t.dr))), from: (g) => g.ncb().filter((t) => /PAYMENT FEE|ON FEES|SERVICE CHARGE/.test(t.desc)).reduce((s, t) => s + t.dr, 0) });
ch('total', 'Total money in (credits) on the NCB current account in March 2025?', { v: ncbCr, unit: 'jmd', wrong: r2(ncbCr - CH.NCB.find((t) => /BUILDING FUND OFFERING/.test(t.desc)).cr), from: (g) => g.ncb().reduce((s, t) => s + t.cr, 0) });
ch('extreme', 'What was the largest cheque written on the NCB current account in March 2025?', { v: Math.max(...CH.NCB.filter((t) => /^CHQ /.test(t.desc)).map((t) => t.dr)), unit: 'jmd', wrong: Math.max(...CH.NCB.map((t) => t.dr)), from: (g) => Math.max(...g.ncb().filter((t) => /^CHQ /.test(t.desc)).map((t) => t.dr)) });
ch('date', 'When was the AGM held?', { text: dates(28, 6, 2025, 'June'), say: 'Saturday, 28 June 2025', wrong: '29 June 2024', from: (g) => g.find(4, /held on \w+, (\d+ \w+ \d{4}) at/) });
ch('text', 'Who was elected treasurer at the AGM?', { text: ['Devon Ellis'], say: 'Devon Ellis', wrong: 'Kerry-Ann Lewis', from: (g) => g.find(4, /(?:Bro|Sis)\. ([\w-]+ [\w-]+) was declared elected Treasurer/) });
ch('count', 'How many votes did the new treasurer get?', { v: CH.AGM.votes.Ellis, wrong: CH.AGM.votes.Lewis, from: (g) => g.n(4, 'Bro. Devon Ellis', 0) });
ch('percent', 'By what percentage is the 2025/26 feeding programme budget higher than what we actually spent on feeding in 2024/25?', { v: pct(CH.AGM.rows[0].b26 - RE.feed[0], RE.feed[0]), unit: 'pct', wrong: pct(CH.AGM.rows[0].b26 - CH.acc('feed').bud, CH.acc('feed').bud), from: (g) => (100 * (g.n(4, 'Feeding Programme', 1) - g.n(0, 'Feeding programme', 0, RV))) / g.n(0, 'Feeding programme', 0, RV) });
ch('lookup', 'What audit fee was agreed for 2025/26?', { v: CH.AGM.auditFee26, unit: 'jmd', wrong: CH.acc('audit').act, from: (g) => g.num(g.find(4, /at a fee of J\$([\d,]+\.\d\d)/)) });
ch('receipt', 'What was the total on the Constant Spring Food Mart receipt?', { v: CH.RC.total, unit: 'jmd', wrong: CH.RC.sub, from: (g) => g.ocr(5, /TOTAL J\$\s*([\d,]+\.\d\d)/) });
ch('receipt', 'How much GCT was charged on the food mart receipt?', { v: CH.RC.gct, unit: 'jmd', wrong: r2(CH.RC.sub * 0.15), from: (g) => g.ocr(5, /GCT 15% ON [\d,]+\.\d\d\s+([\d,]+\.\d\d)/) });
ch('receipt', 'On the supermarket receipt, what was the value of the GCT-exempt items?', { v: CH.RC.exempt, unit: 'jmd', wrong: CH.RC.taxable, from: (g) => g.ocr(5, /SUBTOTAL\s+([\d,]+\.\d\d)/) - g.ocr(5, /GCT 15% ON ([\d,]+\.\d\d)/) });
ch('receipt', 'How many items were sold on the food mart receipt?', { v: CH.RC.qty, unit: 'n', wrong: CH.RC.items.length, from: (g) => g.ocr(5, /ITEMS SOLD\s+(\d+)/) });
ch('date', 'On what date did the Constant Spring Food Mart purchase go through the NCB account?', { text: dates(17, 3, 2025, 'March'), say: '17 March 2025', wrong: '15 March 2025', from: (g) => { const tot = g.ocr(5, /TOTAL J\$\s*([\d,]+\.\d\d)/); const t = g.ncb().find((x) => /CONSTANT SPRING/.test(x.desc) && Math.abs(x.dr - tot) < 0.005); return t ? t.date : ''; } });
// not found
ch('notfound', 'How much did we spend on the feeding programme in 2022/23?', { nf: true, wrong: 'The feeding programme cost J$3,105,880.00 in 2022/23.', absent: (t) => !/2022\/23|31 March 2023|2022-23/.test(t) });
ch('notfound', 'What is the account number of the Scotiabank US$ account?', { nf: true, wrong: 'The Scotiabank US$ account number is 000-851-223-7.', absent: (t) => !/Scotiabank[^\n]*(account number|a\/c no|acct)[^\n]*\d{4}/i.test(t) });
ch('notfound', 'How much did the Gospel Concert raise on its own?', { nf: true, wrong: 'The Gospel Concert raised J$1,125,800.00.', absent: (t) => !/concert/i.test(t) });
ch('notfound', 'What was the NCB current account balance at 31 December 2024?', { nf: true, wrong: 'The NCB current account balance at 31 December 2024 was J$1,987,420.55.', absent: (t) => !/31\/12\/2024|31 December 2024/.test(t) });
ch('notfound', 'How much of the back-to-school assistance was spent on school uniforms?', { nf: true, wrong: 'J$512,400.00 of the back-to-school assistance went on uniforms.', absent: (t) => !/uniforms?[^\n]*\d[\d,]*\.\d\d|\d[\d,]*\.\d\d[^\n]*uniforms?/i.test(t) });

// ====================================================================== the set's README tables
export const NU_DOCS = [
  ['NUMECO Audited Financial Statements FY2024-25 (.pdf, 11 pages)', 'A Tanzanian NGO\'s audited statements under IFRS for SMEs in shillings without cents ("746,991,000", negatives in brackets, dashes for zero) with Swahili glosses (mapato, matumizi, ruzuku, michango, ziada, masurufu): a cover, organisation information and the board\'s report, the auditor\'s report, a statement of income and expenditure with Restricted funds / Unrestricted funds / Total 2024/25 / Total 2023/24 under headings wrapped over three lines, a Note column of bare numbers, and programme captions wrapped over two lines (the figures sit on the second line); a statement of financial position at 30 June 2025 and 2024; changes in funds from 1 July 2023; an indirect cash flow; notes: programme expenditure by nature, a landscape page of grants by donor with the US$ received beside the shillings, deferred balances at 1 July 2024 and 30 June 2025, income recognised and the 2023/24 income; property and equipment by class; receivables; administration and governance over a page break (the total only on the continued page); cash by bank account (an NMB US$ account at the closing rate); staff costs and headcount.'],
  ['QuickBooks Profit and Loss by Class Jul 2024 - Jun 2025 (.xlsx)', 'A QuickBooks Desktop export: time, date and "Accrual Basis" in the corner, the title merged over the class columns, the account hierarchy spread over five narrow label columns ("4000 · Grant Income (Ruzuku)", "6210 · Per Diem and Allowances (Posho)", "Total 6000 · Personnel Costs"), sub-classes named "Elimu kwa Wasichana (Programmes)" with a "Total Programmes" column before Admin & Governance, Fundraising and TOTAL; interest, exchange gain and miscellaneous income below Net Ordinary Income as Other Income; the ledger is by nature, the statements by programme.'],
  ['Budget Execution Report FY2024-25 (.xlsx)', 'An annual budget with quarterly execution under a four-line title block and two header rows (Actual merged over Q1 Jul–Sep 2024 … Q4 Apr–Jun 2025 and Total Actual, then Variance (Budget – Actual) and % Execution as a fraction), income lines I-01 to I-08, then each programme as a heading with 1.1 Personnel costs, 1.2 Programme activities, 1.3 Travel and transport (the same captions under every programme) and a "Subtotal – …" row, formulas with cached results; depreciation is left out (expenditure is the statements\' total less depreciation); scholarships fall in Q3 when the school year starts.'],
  ['CRDB Statement June 2025 (.csv)', 'A CRDB Bank export with quoted fields, a nine-line preamble (account, period, opening and closing balance), then Posting Date, Details, Value Date (cheques clear a day later, TTs are value-dated the day before), Debit, Credit and Book Balance in shillings with thousands commas, and Total Debits / Total Credits footer lines: a dollar TT converted at its own rate, NSSF, PAYE and WCF by control number, cheques to schools, suppliers and the auditor, bank charges each followed by "VAT 18% ON …", interest with 10% withholding tax; the closing balance is the audited CRDB balance.'],
  ['Board Minutes 27 September 2025 (.docx)', 'Minutes of the 38th board meeting (Mkutano wa Bodi) with numbered minutes "MIN. 05/38/2025", attendance and an apology, the audited results in the text (TZS there, "TSh" in later minutes), the FY 2025/26 budget in a Word table with Budget 2024/25 / Actual 2024/25 / Budget 2025/26 by programme (excluding depreciation), a 6% increment from 1 January 2026, the auditors\' fee for 2025/26 against 2024/25\'s and the next meeting "Saturday, 13 December 2025".'],
  ['EFD Receipt Meru Office Supplies (.jpg)', 'A photographed TRA fiscal (VFD) receipt in a monospaced font between "*** START OF LEGAL RECEIPT ***" and "*** END …": the seller\'s TIN, VRN and serial number, the customer\'s TIN, receipt number, Z number, date and time, five items each over two lines (qty x price, then the amount with the tax code A), TOTAL EXCL OF TAX, TAX A-18.00%, TOTAL TAX and TOTAL INCL OF TAX (prices include VAT), payment by cheque, the verification code; paid by cheque 004509 on the CRDB statement.'],
];
export const CH_DOCS = [
  ['Cornerstone Hope Financial Statements 31 March 2025 (.pdf, 8 pages)', 'A Jamaican church outreach charity\'s audited statements in Jamaican dollars with cents and a "$" column heading ("(Expressed in Jamaican dollars)"): cover and index, the auditors\' report with an emphasis of matter on cash offerings, a statement of financial position with uncaptioned subtotals (current assets, current liabilities, total funds are bare underlined figures), a statement of revenue and expenditure with 2025 and 2024 where total revenue, the programme subtotal and total expenditure are uncaptioned, changes in the accumulated fund with a Building Fund column and transfers, notes (cash by account with a Scotiabank US$ account, property by class in a cramped matrix with a fully depreciated class shown as a dash, donations by category, grants by funder, programme outputs, staff, taxation) and Schedule 1 of administrative expenses for both years.'],
  ['QBO Budget vs Actuals FY2024-25 (.xlsx)', 'A QuickBooks Online "Budget vs. Actuals" export by month: 53 columns, each month from Apr 2024 to Mar 2025 and Total merged over Actual / Budget / over Budget / % of Budget (a fraction, blank where the budget is nil), accounts indented by cell format, Donations split into Corporate, Congregation, Diaspora and Individuals under a parent, Administrative Expenses alphabetical, Programme Expenses after Depreciation and Fundraising Event Costs, Gross Profit equal to Total Income, Interest Earned under Other Income and an "Accrual basis" footer; budgets are equal twelfths except seasonal lines (back-to-school in August and September, events in October and December, audit in March).'],
  ['Donations Register 2024-25 (.xlsx)', 'A treasurer\'s register under a three-line title: one row a gift with a dd/mm/yyyy date, receipt number, donor, Donor Category (Individual, Congregation, Corporate, Diaspora), Fund (General, Feeding Programme, Back-to-School, Senior Care, Building Fund), method (Cash, Cheque, Bank Transfer, Lynk), amount and notes (US$ and the rate for diaspora gifts), a returned cheque as a negative row reversing an earlier gift, a TOTAL row by formula and a Summary sheet by category with SUMIF formulas; ties to note 6 and to the QuickBooks donations by month.'],
  ['NCB Current Account March 2025 (.csv)', 'An NCB business current account export with an unquoted eight-line preamble, then Transaction Date (day/month/year), Description, Reference, Debit, Credit and Balance without thousands separators: Sunday offerings and weekend gifts lodged on the Monday, the building fund offering swept to the savings account the same day, utilities, TAJ statutory deductions, salaries, cheques, NCB fees each with "GCT ON …", interest; the receipt\'s POS purchase of Saturday 15 March posted on 17 March; the closing balance is the audited NCB current account balance.'],
  ['AGM Minutes 28 June 2025 (.docx)', 'Minutes of the ninth AGM: 58 members present, the treasurer\'s report with the audited totals in the text, the 2025/26 budget in a Word table against 2024/25 actual (excluding depreciation and event costs), the auditors re-appointed at a new fee, a ballot for treasurer in a table (votes and spoilt ballots), officers returned unopposed and the date of the next board meeting.'],
  ['Receipt Constant Spring Food Mart (.jpg)', 'A photographed Kingston supermarket receipt in a monospaced font: TRN/GCT registration, invoice, till, date and time, seven items (multi-quantity items over two lines with "2 @ 4,250.00"), each flagged E (exempt basic food) or T (taxable), SUBTOTAL, "GCT 15% ON 6,500.00" (tax on the taxable items only), TOTAL J$, an NCB debit card, change and ITEMS SOLD counting units, not lines.'],
];
