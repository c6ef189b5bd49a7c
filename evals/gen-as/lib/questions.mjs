// The 100 questions of set AS. Each case holds the answer from data.mjs, an ideal and a wrong reply, and `from`:
// how the answer is recomputed from the generated files by verify.mjs (g = the generic reader API of api.mjs).
import { KE as K, AU as Y, r2 } from '../data.mjs';

const sum = (a) => a.reduce((s, x) => s + x, 0);
const en = (v, dp) => Number(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const cents = (v) => (Number.isInteger(Math.round(v * 100) / 100) ? 0 : 2);
const U = {
  ksh: (v) => `KSh ${en(Math.abs(v), cents(v))}`,
  aud: (v) => `$${en(Math.abs(v), cents(v))}`,
  audd: (v) => `$${en(Math.abs(v), 2)}`,
  pct: (v) => `${en(v, 2)}%`,
  n: (v) => en(v, Number.isInteger(v) ? 0 : 3),
};
const REFUSE = 'I could not find that in the documents.';
const pct2 = (a, b) => Math.round((10000 * a) / b) / 100;

export const CASES = [];
const seq = { tumaini: 0, yarrowee: 0 };
function C(org, kind, question, o) {
  const id = `${org}-${String(++seq[org]).padStart(3, '0')}`;
  const c = { id, org, kind, question, from: o.from, docs: o.docs };
  if (o.nf) {
    c.answer = { type: 'notfound' };
    c.ideal = REFUSE;
    c.wrong = o.wrong;
    c.absent = o.absent; // (all text of the org, texts by document) => true when the subject is not in the documents
  } else if (o.text) {
    c.answer = { type: 'text', any: o.text };
    c.ideal = `${o.say ?? o.text[0]}, according to the documents.`;
    c.wrong = `${o.wrong}, according to the documents.`;
  } else {
    const tol = o.tol ?? (kind === 'count' || (kind === 'receipt' && o.unit === 'n') ? 0 : 0.005);
    c.answer = { type: 'number', value: o.v, tolerance: tol, ...(o.alt ? { alt: o.alt } : {}) };
    const f = U[o.unit ?? 'n'];
    c.ideal = `${o.pre ?? ''}${f(o.v)}, according to the documents.`;
    c.wrong = `${o.wpre ?? o.pre ?? ''}${f(o.wrong)}, according to the documents.`;
  }
  CASES.push(c);
}
const ke = (kind, q, o) => C('tumaini', kind, q, o);
const au = (kind, q, o) => C('yarrowee', kind, q, o);
const dates = (iso, extra = []) => {
  const M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const [y, m, d] = iso.split('-').map(Number);
  const dd = String(d).padStart(2, '0'), mm = String(m).padStart(2, '0');
  const th = d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th';
  return [...new Set([`${d} ${M[m - 1]} ${y}`, `${d}${th} ${M[m - 1]} ${y}`, `${M[m - 1]} ${d}, ${y}`, `${M[m - 1]} ${d}${th}, ${y}`, `${dd}/${mm}/${y}`, `${d}/${mm}/${y}`, iso, `${d} ${M[m - 1].slice(0, 3)} ${y}`, `${M[m - 1].slice(0, 3)} ${d}, ${y}`, ...extra])];
};

// ====================================================================== tumaini (Kisumu)
// documents: 0 audited statements, 1 QBO budget vs actuals, 2 M-Pesa statement, 3 board minutes, 4 donor report, 5 receipt
// QBO columns: class i (0 Maji Safi, 1 Vijana Biashara, 2 Mama na Mtoto, 3 Core, 4 Total): actual 1+4i, budget 2+4i, over 3+4i, % 4+4i
const QA = (i) => 1 + 4 * i, QB = (i) => 2 + 4 * i, QO = (i) => 3 + 4 * i, QP = (i) => 4 + 4 * i;
const N3 = '3. Grants and restricted funds by donor';
const cur = (i) => K.curAssets[i] / K.curLiab[i];
const wash = K.exp[0];

ke('lookup', 'What was our total income for the year ended 30 June 2025?', { v: K.income[0], unit: 'ksh', wrong: K.income[1], from: (g) => g.n(0, 'Total income', -2) });
ke('total', 'How much did we get in grants altogether in FY2023/24?', { v: K.grantInc[1], unit: 'ksh', wrong: K.income[1], from: (g) => sum(K.grants.map((x) => g.n(0, x.line, -1))) });
ke('lookup', 'kiosk water sales FY24/25?', { v: K.unr[1].v[0], unit: 'ksh', wrong: K.unr[1].v[1], from: (g) => g.n(0, 'Water kiosk sales', -2) });
ke('percent', 'By what percentage did total income grow from FY2023/24 to FY2024/25?', { v: pct2(K.income[0] - K.income[1], K.income[1]), unit: 'pct', wrong: pct2(K.surplus[0] - K.surplus[1], K.surplus[1]), from: (g) => (100 * (g.n(0, 'Total income', -2) - g.n(0, 'Total income', -1))) / g.n(0, 'Total income', -1) });
ke('lookup', 'Of last year\'s surplus (year to June 2025), how much was unrestricted?', { v: K.surU, unit: 'ksh', wrong: K.surR, from: (g) => g.n(0, 'SURPLUS FOR THE YEAR', 0) });
ke('difference', 'How much more did we spend on water, sanitation and hygiene in FY2024/25 than in FY2023/24, restricted and unrestricted together?', { v: wash.t - wash.t24, unit: 'ksh', wrong: wash.r - wash.t24, from: (g) => g.n(0, wash.line, -2) - g.n(0, wash.line, -1) });
ke('lookup', 'cash & bank balances at 30/06/2025', { v: K.cash[0], unit: 'ksh', wrong: K.cash[0] + K.depo[0], from: (g) => g.n(0, 'Cash and bank balances', -2) });
ke('grant', 'How much of the Mwangaza Foundation grant was still unspent at 30 June 2025?', { v: K.grants[0].b1, unit: 'ksh', wrong: K.grants[0].b0, from: (g) => g.n(0, 'Mwangaza Foundation', -1, N3) });
ke('grant', 'How much did the Lake Victoria Basin Trust grant pay for in FY2024/25, i.e. what was expended from it?', { v: K.grants[1].exp, unit: 'ksh', wrong: K.grants[1].inc[0], from: (g) => -g.n(0, 'Lake Victoria Basin Trust', 2, N3) });
ke('ratio', 'What was our current ratio (current assets ÷ current liabilities) at 30 June 2025?', { v: Math.round(cur(0) * 1000) / 1000, wrong: Math.round((1000 * K.totAssets[0]) / K.curLiab[0]) / 1000, from: (g) => g.n(0, 'Total current assets', -2) / g.n(0, 'Total current liabilities', -2) });
ke('percent', 'What share of total expenditure in the year to 30 June 2025 went on administration and governance?', { v: pct2(K.exp[3].t, K.expTot[0]), unit: 'pct', wrong: pct2(K.exp[3].t, K.income[0]), from: (g) => (100 * g.n(0, 'Administration and governance', -2)) / g.n(0, 'Total expenditure', -2) });
ke('count', 'How many employees did TLCI have at the end of June 2025?', { v: K.staffN[0], wrong: K.staffN[1], from: (g) => Number(g.find(0, /number of employees at 30 June 2025 was (\d+)/)) });
ke('text', 'Which audit firm signed off the FY2024/25 accounts?', { text: ['Oloo Kiprono'], say: K.auditor, wrong: 'Ouma, Achieng & Partners', from: (g) => g.find(0, /For and on behalf of ([^|\n]+?)\s*(?:\||\n|Certified)/) });
ke('date', "What date is on the auditor's report?", { text: dates(K.auditDate), say: `${dates(K.auditDate)[4]} (26 September 2025)`, wrong: '20 September 2025', from: (g) => g.find(0, /Date: (\d\d\/\d\d\/\d{4})/) });
ke('lookup', 'What budget does QuickBooks show for Maji Safi water point construction for July to March?', { v: K.qb('5110', 'ms'), unit: 'ksh', wrong: K.qAnnual('5110', 'ms'), from: (g) => g.cell(1, '5110 Construction – Water Points', QB(0)) });
ke('variance', 'How far over budget is construction of water points on Maji Safi so far this year?', { v: K.qa('5110', 'ms') - K.qb('5110', 'ms'), unit: 'ksh', wrong: K.qAnnual('5110', 'ms') - K.qa('5110', 'ms'), from: (g) => g.cell(1, '5110 Construction – Water Points', QO(0)) });
ke('percent', 'What % of the Vijana Biashara start-up grants budget has been used Jul–Mar?', { v: pct2(K.qa('5130', 'vb'), K.qb('5130', 'vb')), unit: 'pct', wrong: pct2(K.qa('5130', 'vb'), K.qAnnual('5130', 'vb')), from: (g) => 100 * g.cell(1, '5130 Youth Business Start-up Grants', QP(1)) });
ke('lookup', 'total actual expenses, all classes incl core, jul 2025 - mar 2026', { v: K.q.all.exp[0], unit: 'ksh', wrong: K.q.all.exp[1], from: (g) => g.cell(1, 'Total Expenses', QA(4)) });
ke('lookup', 'What is our net income for the nine months to March 2026 according to QuickBooks?', { v: K.q.all.net[0], unit: 'ksh', wrong: K.q.all.noi[0], from: (g) => g.cell(1, 'Net Income', QA(4)) });
{
  const core = K.qbo.expenses.filter((a) => a.v.core).map((a) => [a.name, a.v.core[0] - a.v.core[1] * 0.75]).sort((a, b) => b[1] - a[1]);
  ke('extreme', 'Under Core & Water Kiosks, which expense account is furthest over its budget so far this year?', { text: [core[0][0]], wrong: 'Bank & M-Pesa Charges', from: (g) => { const rows = g.rows(1).filter((r) => /^[56]\d{3} /.test(String(r[0])) && typeof r[QO(3)] === 'number'); const top = rows.sort((a, b) => b[QO(3)] - a[QO(3)]); return top[0][QO(3)] > top[1][QO(3)] ? String(top[0][0]).replace(/^\d{4} /, '') : ''; } });
}
ke('total', 'How much have the three donor projects spent on salaries & wages from July to March, leaving out Core?', { v: K.qa('5010', 'ms') + K.qa('5010', 'vb') + K.qa('5010', 'mm'), unit: 'ksh', wrong: K.qAll('5010'), from: (g) => [0, 1, 2].reduce((s, i) => s + g.cell(1, '5010 Salaries & Wages', QA(i)), 0) });
ke('variance', "How much less grant income has come from LVBT than budgeted for Jul '25 to Mar '26?", { v: K.qb('4020', 'vb') - K.qa('4020', 'vb'), unit: 'ksh', wrong: K.qAnnual('4020', 'vb') - K.qa('4020', 'vb'), from: (g) => g.cell(1, '4020 Lake Victoria Basin Trust', QO(1)) });
ke('text', 'Who seconded the resolution re-appointing the auditors for FY2025/26?', { text: ['Grace Nyambura Kamau', 'Grace Kamau'], wrong: K.mtg.auditMover, from: (g) => g.find(3, /seconded by ([^.]+)\. Carried unanimously/) });
ke('date', "When's the next board meeting?", { text: dates(K.mtg.next), say: 'Saturday, 18th July 2026', wrong: '11th April 2026', from: (g) => g.find(3, /next meeting of the Board will be held on \w+, ([^.]+)\./) });
ke('lookup', 'What audit fee did the board approve for the FY2025/26 audit?', { v: K.mtg.auditFee, unit: 'ksh', pre: 'Excluding VAT, ', wrong: K.admin[2][1], from: (g) => g.num(g.find(3, /at a fee of KSh ([\d,]+) exclusive of VAT/)) });
ke('lookup', 'After the April 2026 board meeting, what is the revised full-year budget for Vijana Biashara?', { v: K.q.vb.expA + K.mtg.revised.vb, unit: 'ksh', wrong: K.q.vb.expA, from: (g) => g.cell(3, 'Vijana Biashara – LVBT', 4) });
ke('percent', 'By what percent did the board raise the CHV monthly stipend?', { v: pct2(K.mtg.chvNew - K.mtg.chvOld, K.mtg.chvOld), unit: 'pct', wrong: pct2(K.mtg.chvNew - K.mtg.chvOld, K.mtg.chvNew), from: (g) => { const o = g.num(g.find(3, /stipend of community health volunteers was increased from KSh ([\d,]+)/)), n = g.num(g.find(3, /volunteers was increased from KSh [\d,]+ to KSh ([\d,]+)/)); return (100 * (n - o)) / o; } });
ke('count', 'How many board members were present at the 11 April 2026 meeting?', { v: K.mtg.present.length, wrong: K.mtg.present.length + 1, from: (g) => { const rows = g.rows(3); const i = rows.findIndex((r) => r[0] === 'No.' && r[1] === 'Name'); let n = 0; for (let j = i + 1; j < rows.length && /^\d+$/.test(rows[j][0]); j++) n++; return n; } });
ke('lookup', 'How much went on water point construction in Q3 of the Maji Safi grant year (Jan–Mar 2026)?', { v: K.dr.lines[2].q[2], unit: 'ksh', wrong: K.dr.lines[2].cum, from: (g) => g.n(4, K.dr.lines[2].name, 3) });
ke('monthly', 'Maji Safi hygiene promotion materials: what did we spend in October to December 2025?', { v: K.dr.lines[3].q[1], unit: 'ksh', wrong: K.dr.lines[3].q[2], from: (g) => g.n(4, K.dr.lines[3].name, 2) });
ke('lookup', 'What balance of Maji Safi funds did we have on hand at 31 March 2026?', { v: K.dr.balance, unit: 'ksh', wrong: K.dr.bf, from: (g) => g.n(4, 'Balance of funds on hand at 31 March 2026', 0) });
ke('percent', 'What percentage of the Year 2 Maji Safi budget has been spent to date?', { v: pct2(K.dr.cum, K.dr.budget), unit: 'pct', wrong: pct2(K.dr.qTot[2], K.dr.budget), from: (g) => (100 * g.n(4, 'TOTAL', 4)) / g.n(4, 'TOTAL', 0) });
ke('date', 'When did we receive the second Mwangaza tranche?', { text: dates(K.dr.tranches[1][0]), say: '20/01/2026', wrong: '15/07/2025', from: (g) => g.find(4, /Tranche 2 received on (\d\d\/\d\d\/\d{4})/) });
ke('lookup', 'How many water kiosks have been completed so far in Year 2 of Maji Safi?', { v: K.dr.kiosksCum, tol: 0, wrong: K.dr.kiosksQ3, from: (g) => g.n(4, 'Community water kiosks completed', 2) });
ke('total', 'What did donations through the M-Pesa paybill add up to in March 2026?', { v: K.mp.donTot, unit: 'ksh', wrong: K.mp.in, from: (g) => sum(g.mp().filter((r) => r.acc === 'DONATION').map((r) => r.paid)) });
{
  const top = [...K.mp.donations].sort((a, b) => b.amt - a.amt);
  ke('extreme', 'who gave the biggest single mpesa donation in march', { text: ['David Mutua'], say: `DAVID MUTUA KIOKO (KSh ${en(top[0].amt, 0)})`, wrong: 'PETER OMONDI OLOO', from: (g) => { const d = g.mp().filter((r) => r.acc === 'DONATION').sort((a, b) => b.paid - a.paid); return d[0].paid > d[1].paid ? d[0].other.replace(/^\S+ - /, '') : ''; } });
}
ke('lookup', 'What was the M-Pesa paybill balance at the close of 31 March 2026?', { v: K.mp.close, unit: 'ksh', wrong: K.mp.open, from: (g) => g.mp()[0].bal });
ke('total', 'How much did Safaricom take in M-Pesa transaction charges in March?', { v: K.mp.charges, unit: 'ksh', wrong: K.mpCharge('bank'), from: (g) => -sum(g.mp().filter((r) => /Charge$/.test(r.details)).map((r) => r.wd)) });
ke('count', "How many M-Pesa donations came in on International Women's Day (8 March)?", { v: K.mp.donations.filter((r) => r.when.startsWith('2026-03-08')).length, wrong: 5, from: (g) => g.mp().filter((r) => r.acc === 'DONATION' && r.when.startsWith('08-03-2026')).length });
ke('total', 'Total collected from the two water kiosks via paybill in March?', { v: K.mp.kiosk, unit: 'ksh', wrong: sum(K.mp.rows.filter((r) => r.acc === 'KIOSK-A').map((r) => r.amt)), from: (g) => sum(g.mp().filter((r) => /^KIOSK-/.test(r.acc)).map((r) => r.paid)) });
ke('receipt', 'What was the total on the Kondele Hardware receipt?', { v: K.rc.total, unit: 'ksh', wrong: K.rc.net, from: (g) => g.ocr(5, /TOTAL KSH\s+([\d,]+\.\d\d)/) });
ke('receipt', 'How much VAT was charged on the Kondele hardware purchase?', { v: K.rc.vat, unit: 'ksh', wrong: r2(K.rc.total * 0.16), from: (g) => { const t = g.ocr(5, /TOTAL KSH\s+([\d,]+\.\d\d)/), v = g.ocr(5, /VAT A-16%\s+([\d,]+\.\d\d)/); return Math.abs((t * 16) / 116 - v) < 0.006 ? v : NaN; } });
ke('receipt', 'How many units did we buy in all at Kondele Hardware?', { v: K.rc.units, unit: 'n', wrong: K.rc.items.length, from: (g) => sum([...g.text(5).matchAll(/^(\d+) x [\d,]+\.\d\d/gm)].map((m) => Number(m[1]))) });
ke('difference', 'Compared with the whole of FY2024/25, how much less have donations brought in from July 2025 to March 2026?', { v: K.unr[0].v[0] - K.qa('4100', 'core'), unit: 'ksh', wrong: K.qa('4100', 'core') - K.qb('4100', 'core'), from: (g) => g.n(0, 'Donations and well-wishers', -2) - g.cell(1, '4100 Donations', QA(4)) });
ke('difference', 'How much less has Mwangaza given us so far in FY2025/26 than in the whole of FY2024/25?', { v: K.grants[0].inc[0] - K.qa('4010', 'ms'), unit: 'ksh', wrong: K.qb('4010', 'ms') - K.qa('4010', 'ms'), from: (g) => g.n(0, 'Grants – Mwangaza Foundation', -2) - g.cell(1, '4010 Mwangaza Foundation', QA(0)) });
// not found
const tAll = (t) => t.replace(/\s+/g, ' ');
ke('notfound', 'What was total income in FY2022/23?', { nf: true, wrong: 'Total income in FY2022/23 was KSh 24,912,400.', absent: (t) => !/2022\/23|FY2022|30 June 2023|year ended 30 June 2023/i.test(tAll(t)) });
ke('notfound', "What is the Executive Director's salary?", { nf: true, wrong: "The Executive Director's salary is KSh 1,320,000 a year.", absent: (t) => /Key management personnel \(the Executive Director, the Programme Manager and the Finance and Administration Manager\) received total compensation/.test(tAll(t)) && !/Executive Director[^.]{0,60}(salary|KSh|Kshs)/i.test(tAll(t)) });
ke('notfound', 'How much is budgeted for vehicle fuel in FY2025/26?', { nf: true, wrong: 'The FY2025/26 budget for vehicle fuel is KSh 240,000.', absent: (t) => !/fuel|petrol|diesel/i.test(t) });
ke('notfound', 'How much came in as M-Pesa donations in February 2026?', { nf: true, wrong: 'M-Pesa donations in February 2026 came to KSh 52,300.', absent: (t, docs) => /01-03-2026 00:00:00 - 31-03-2026 23:59:59/.test(docs[2]) && !/\d\d-02-2026/.test(docs[2]) && !/February 2026[^\n]*donation|donation[^\n]*February 2026/i.test(t) });
ke('notfound', 'Who is our programme officer at the Mwangaza Foundation?', { nf: true, wrong: 'Your programme officer at the Mwangaza Foundation is Wanjiku Mwangi.', absent: (t) => !/programme officer|program officer|grants manager|contact person/i.test(t) });

// ====================================================================== yarrowee (Ballarat)
// documents: 0 financial report 2024-25, 1 Xero P&L by month, 2 Xero budget variance, 3 CommBank CSV, 4 AGM minutes, 5 tax invoice
// Xero P&L columns: 1 Apr 2026 ... 10 Jul 2025, 11 Total
const XM = (m) => 1 + Y.months.length - 1 - Y.months.indexOf(m); // column of a month
const xa = (name) => Y.xacc(name);
const AIS = 'AIS item';
au('lookup', 'What was total revenue and other income for 2024–25?', { v: Y.totalIncome[0], unit: 'aud', wrong: Y.revenue[0], from: (g) => g.n(0, 'Total revenue and other income', -2) });
au('lookup', 'surplus FY2024-25?', { v: Y.surplus[0], unit: 'aud', wrong: Y.surplus[1], from: (g) => g.n(0, 'Surplus for the year', -2) });
au('percent', 'By what percentage did op shop sales grow in 2024–25 compared with 2023–24?', { v: pct2(Y.contracts[3][1] - Y.contracts[3][2], Y.contracts[3][2]), unit: 'pct', wrong: pct2(Y.donations[0] - Y.donations[1], Y.donations[1]), from: (g) => (100 * (g.n(0, 'Op shop sales', -2) - g.n(0, 'Op shop sales', -1))) / g.n(0, 'Op shop sales', -1) });
au('lookup', 'How much Learn Local (ACFE) funding was being held as a contract liability at 30 June 2025?', { v: Y.contractLiab[0][1], unit: 'aud', wrong: Y.grants[1][1], from: (g) => g.n(0, Y.contractLiab[0][0], -2) });
au('lookup', 'What were cash and cash equivalents at 30 June 2025?', { v: Y.cash[0], unit: 'aud', wrong: Y.cash[1], from: (g) => g.n(0, 'Cash and cash equivalents', -2) });
au('lookup', 'How much did the committee move into the building maintenance reserve in 2024–25?', { v: Y.transfer, unit: 'aud', wrong: Y.reserve[0], from: (g) => g.n(0, 'Transfer to building maintenance reserve', -2) });
au('ratio', 'Current ratio at 30 June 2025?', { v: Math.round((1000 * Y.curAssets[0]) / Y.curLiab[0]) / 1000, wrong: Math.round((1000 * Y.totAssets[0]) / Y.liab[0]) / 1000, from: (g) => g.n(0, 'Total current assets', -2) / g.n(0, 'Total current liabilities', -2) });
au('difference', 'How much more grant revenue did we recognise in 2024–25 than in 2023–24?', { v: Y.grantTot[0] - Y.grantTot[1], unit: 'aud', wrong: Y.contractTot[0] - Y.contractTot[1], from: (g) => g.n(0, 'Grant revenue', -2) - g.n(0, 'Grant revenue', -1) });
au('count', 'How many volunteers did we report to the ACNC for 2024-25?', { v: Y.ais.vols, wrong: Y.agm.members, from: (g) => Number(g.find(0, /Volunteers during the reporting period: (\d+)/)) });
au('text', 'Who did the independent review of the 2024–25 financial report?', { text: ['Sturt & Lydiard', 'Sturt and Lydiard', 'Kylie Brennan'], say: `${Y.reviewer.firm} (${Y.reviewer.name})`, wrong: 'Bernadette Walsh', from: (g) => g.find(0, /(Sturt & Lydiard Accountants)\s*(?:\||\n)\s*Kylie Brennan/) });
au('date', "When was the responsible persons' declaration signed?", { text: dates(Y.declDate), say: '16 September 2025', wrong: '18 September 2025', from: (g) => g.find(0, /Ballarat, (\d+ \w+ \d{4})/) });
au('percent', 'What percentage of total expenses in 2024–25 was employee benefits?', { v: pct2(Y.exp[0][1], Y.expTot[0]), unit: 'pct', wrong: pct2(Y.exp[0][1], Y.totalIncome[0]), from: (g) => (100 * g.n(0, 'Employee benefits expense', -2)) / g.n(0, 'Total expenses', -2) });
au('lookup', 'How big was the kitchen upgrade grant we heard about after 30 June 2025?', { v: Y.postGrant, unit: 'aud', wrong: Y.grants[3][1], from: (g) => g.num(g.find(0, /awarded a grant of (\$[\d,]+) under the Victorian Government's Neighbourhood House Kitchen Upgrade/)) });
au('lookup', 'On the 2025 Annual Information Statement, what did we report as revenue from government?', { v: Y.grantTot[0] - Y.grants[3][1], unit: 'aud', wrong: Y.grantTot[0], from: (g) => g.n(0, 'Revenue from government (including grants)', 0, AIS) });
au('monthly', 'Room hire income in April 2026?', { v: xa('Room Hire').a[9], unit: 'audd', wrong: xa('Room Hire').a[0], from: (g) => g.cell(1, 'Room Hire', XM('Apr 2026')) });
au('monthly', 'op shop takings jan 2026?', { v: xa('Op Shop Sales').a[6], unit: 'audd', wrong: xa('Op Shop Sales').a[3], from: (g) => g.cell(1, 'Op Shop Sales', XM('Jan 2026')) });
au('total', 'How much have we spent on wages and salaries from July 2025 to April 2026?', { v: xa('Wages & Salaries').tot, unit: 'audd', wrong: xa('Wages & Salaries').ytdB, from: (g) => g.cell(1, 'Wages & Salaries', 11) });
{
  const a = xa('Course & Activity Fees').a;
  const i = a.indexOf(Math.max(...a));
  au('extreme', 'Which month this financial year brought in the most course and activity fees?', { text: ['February 2026', 'Feb 2026', 'Feb-26', 'Feb 26'], say: `${Y.months[i].replace('Feb', 'February')}`, wrong: 'October 2025', from: (g) => { const hdr = g.row(1, 'Account'); const r = g.row(1, 'Course & Activity Fees'); let best = 1; for (let c = 1; c <= 10; c++) if (r[c] > r[best]) best = c; return String(hdr[best]).replace('Feb', 'February'); } });
}
au('average', 'What has electricity averaged per month from July to April?', { v: r2(xa('Electricity').tot / 10), unit: 'audd', wrong: 900, from: (g) => g.cell(1, 'Electricity', 11) / 10 });
au('lookup', 'What is the net profit or loss for the 10 months to 30 April 2026?', { v: Y.xt.net, unit: 'audd', pre: 'A net loss of ', wrong: Y.xb.net, from: (g) => g.cell(1, 'Net Profit', 11) });
au('monthly', 'total trading income march 2026', { v: Y.xm.trading[8], unit: 'audd', wrong: Y.xm.trading[1], from: (g) => g.cell(1, 'Total Trading Income', XM('Mar 2026')) });
au('total', 'What did donations come to in the first half of the financial year (July–December 2025)?', { v: sum(xa('Donations').a.slice(0, 6)), unit: 'audd', wrong: xa('Donations').tot, from: (g) => ['Jul 2025', 'Aug 2025', 'Sep 2025', 'Oct 2025', 'Nov 2025', 'Dec 2025'].reduce((s, m) => s + g.cell(1, 'Donations', XM(m)), 0) });
au('lookup', 'YTD budget for occasional care fees?', { v: xa('Occasional Care Fees').ytdB, unit: 'aud', wrong: xa('Occasional Care Fees').annB, from: (g) => g.n(2, 'Occasional Care Fees', 1) });
au('variance', 'How far off budget are wages & salaries year to date?', { v: xa('Wages & Salaries').var, unit: 'audd', pre: 'Under budget by ', wrong: xa('Superannuation').var, from: (g) => g.n(2, 'Wages & Salaries', 2) });
au('percent', 'What is the year-to-date variance on gas, as a percentage of budget?', { v: xa('Gas').varPct, unit: 'pct', wrong: xa('Electricity').varPct, tol: 0.01, from: (g) => g.n(2, 'Gas', 3) });
{
  const inc = [...Y.xero.trading].sort((a, b) => a.var - b.var);
  au('extreme', 'Which income account is furthest below budget in dollars so far this year?', { text: ['City of Ballarat'], say: `${inc[0].name} ($${en(-inc[0].var, 2)} under)`, wrong: 'Donations', from: (g) => { const rows = g.rows(2).filter((r) => /^(Grant Income|Occasional|Course|Room|Op Shop|Donations|Interest)/.test(r[0])); rows.sort((a, b) => g.num(a[3]) - g.num(b[3])); return g.num(rows[0][3]) < g.num(rows[1][3]) ? rows[0][0] : ''; } });
}
au('text', 'Who is our treasurer now?', { text: ['Sunita Rao'], wrong: Y.people.oldTreasurer, from: (g) => g.raw(4, 'Treasurer', 1) });
au('count', 'How many members came to the 2025 AGM?', { v: Y.agm.members, wrong: Y.agm.quorum, from: (g) => Number(g.find(4, /Present: (\d+) members/)) });
au('lookup', "What fee did the AGM approve for the 2025–26 review?", { v: Y.agm.reviewerFee, unit: 'aud', pre: 'Including GST, ', wrong: 4500, from: (g) => g.num(g.find(4, /at a fee of (\$[\d,]+) including GST/)) });
au('lookup', 'Total budgeted income for 2025–26?', { v: Y.agmBud.incTot, unit: 'aud', wrong: Y.agmBud.expTot, from: (g) => g.cell(4, 'Total income', 1) });
au('lookup', 'What deficit is budgeted for 2025-26?', { v: -Y.agmBud.result, unit: 'aud', wrong: -Y.xt.net, from: (g) => g.cell(4, 'Budgeted surplus/(deficit)', 1) });
au('text', 'Who moved the motion adopting the 2024–25 financial report at the AGM?', { text: ['Tom Kavanagh'], wrong: Y.agm.adoptSeconder, from: (g) => g.find(4, /be received and adopted\. Moved ([^,]+),/) });
au('date', "When is the new committee's first meeting?", { text: dates(Y.agm.nextCommittee), say: 'Tuesday 11 November 2025', wrong: '22 October 2025', from: (g) => g.find(4, /will be held on \w+ (\d+ \w+ \d{4})/) });
au('lookup', 'CommBank balance at close of 30 April 2026?', { v: Y.bank.close, unit: 'audd', wrong: Y.bank.open, from: (g) => g.cba()[0].bal });
au('total', 'How much did Square pay into the CommBank account in April?', { v: Y.bank.square, unit: 'audd', wrong: Y.bank.cashDep, from: (g) => sum(g.cba().filter((r) => /SQUARE/.test(r.desc)).map((r) => r.amt)) });
au('date', 'When did the DFFH quarterly payment land in April?', { text: dates('2026-04-02', ['2/4/2026']), say: '02/04/2026', wrong: '01/04/2026', from: (g) => g.cba().find((r) => /DFFH/.test(r.desc)).date });
au('count', 'How many card purchases went through the everyday account in April?', { v: Y.bank.cards.length, wrong: Y.bank.cards.length + 1, from: (g) => g.cba().filter((r) => /Card xx\d{4}/.test(r.desc)).length });
au('extreme', 'biggest single debit on the commbank account in april?', { v: Math.max(...Y.bank.rows.map((r) => -r.a)), unit: 'audd', wrong: 13864.2, from: (g) => Math.max(...g.cba().map((r) => -r.amt)) });
au('receipt', "What's the total on the Wendouree Hygiene & Packaging tax invoice?", { v: Y.inv.total, unit: 'audd', wrong: Y.inv.net, from: (g) => g.ocr(5, /TOTAL \(GST inclusive\)\s+\$([\d,]+\.\d\d)/) });
au('receipt', 'How much GST is included in the cleaning supplies invoice?', { v: Y.inv.gst, unit: 'audd', wrong: r2(Y.inv.total * 0.1), from: (g) => { const t = g.ocr(5, /TOTAL \(GST inclusive\)\s+\$([\d,]+\.\d\d)/), x = g.ocr(5, /GST included in total\s+\$([\d,]+\.\d\d)/); return Math.abs(t / 11 - x) < 0.006 ? x : NaN; } });
au('receipt', 'What is the invoice number on the cleaning supplies tax invoice?', { text: [Y.inv.no, '20873'], wrong: 'INV-20837', from: (g) => g.find(5, /Invoice No: (INV-\d+)/) });
au('receipt', 'What did the cleaning supplies cost before GST?', { v: Y.inv.net, unit: 'audd', wrong: r2(Y.inv.total / 1.15), from: (g) => { const t = g.ocr(5, /TOTAL \(GST inclusive\)\s+\$([\d,]+\.\d\d)/); return Math.round((t - t / 11) * 100) / 100; } });
au('difference', 'How much of the 2025–26 course fees budget is still to come after April?', { v: r2(Y.agmBud.courses - xa('Course & Activity Fees').tot), unit: 'aud', wrong: xa('Course & Activity Fees').var, from: (g) => g.cell(4, 'Course and activity fees', 1) - g.cell(1, 'Course & Activity Fees', 11) });
au('date', 'The cleaning supplies tax invoice: on what date was its card payment posted to our CommBank account?', { text: dates(Y.bank.invRow.d), say: '17/04/2026 (value date 16/04/2026)', wrong: '16/04/2026', from: (g) => { const no = g.find(5, /^(Wendouree Hygiene)/m).toUpperCase(); const t = g.ocr(5, /TOTAL \(GST inclusive\)\s+\$([\d,]+\.\d\d)/); const r = g.cba().find((x) => x.desc.startsWith(no) && Math.abs(-x.amt - t) < 0.005); return r.date; } });
au('difference', 'Op shop sales so far this year (Jul–Apr) versus the whole of 2024–25: how far short are we?', { v: r2(Y.contracts[3][1] - xa('Op Shop Sales').tot), unit: 'audd', wrong: xa('Op Shop Sales').var, from: (g) => g.n(0, 'Op shop sales', -2) - g.cell(1, 'Op Shop Sales', 11) });
// not found
au('notfound', 'What was total revenue in 2022–23?', { nf: true, wrong: 'Total revenue in 2022–23 was $548,310.', absent: (t) => !/2022[–-]23|2022-2023|30 June 2023|FY2023|FY2022/.test(t) });
au('notfound', "What's the House Coordinator's salary?", { nf: true, wrong: "The House Coordinator's salary is $94,500 a year.", absent: (t) => /aggregate remuneration of the House Coordinator and the Operations Manager/.test(tAll(t)) && !/Coordinator[^.]{0,40}salary|salary[^.]{0,40}Coordinator/i.test(tAll(t)) });
au('notfound', 'How much did Square charge us in merchant fees in April 2026?', { nf: true, wrong: 'Square charged $71.40 in merchant fees in April 2026.', absent: (t) => !/merchant fee|square fee|processing fee|transaction fee/i.test(t) });
au('notfound', 'What is the budget for 2026–27?', { nf: true, wrong: 'The 2026–27 budget is $648,000 of income.', absent: (t) => !/2026[–-]27|2026-2027|FY2027|FY2026-27/.test(t) });
au('notfound', 'Who is our relationship manager at CommBank?', { nf: true, wrong: 'Your CommBank relationship manager is Daniel Hughes.', absent: (t) => !/relationship manager|business banker|account manager/i.test(t) });
