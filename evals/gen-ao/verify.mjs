// Re-reads every generated file of set AO with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic and
// the ties between them, finds each figure and phrase a case relies on where its evidence says it is written, and
// recomputes the answer from what was read.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, cellNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ao');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.5) => Math.abs(a - b) <= Math.max(abs, 1e-5 * Math.abs(b));

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const text = (rows) => rows.map((r) => r.map((c) => String(c ?? '').trim()).join(' | ')).join('\n');
const num = (s) => cellNum(s) ?? 0;

function rowOf(rows, label, after) {
  let start = 0;
  if (after) { start = rows.findIndex((r) => r.some((c) => String(c).includes(after))); if (start < 0) return null; }
  for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => String(c ?? '').trim() === label); if (j >= 0) return { row: rows[i], j, i }; }
  return null;
}
const numsOf = (hit) => hit.row.filter((c, k) => k !== hit.j).map(cellNum).filter((x) => x !== null);
function evidence(org, e) {
  const rows = R[org][e.d];
  if (e.re) { const m = text(rows).match(new RegExp(e.re, e.flags ?? '')); if (!m) return { err: `pattern ${e.re} not found` }; return { v: m[1] }; }
  if (e.rows) {
    let sel = rows;
    if (e.rows.sheet) { const i0 = rows.findIndex((r) => r[0] === `[sheet ${e.rows.sheet}]`); const i1 = rows.findIndex((r, i) => i > i0 && String(r[0]).startsWith('[sheet ')); sel = rows.slice(i0, i1 < 0 ? undefined : i1); }
    const re = new RegExp(e.rows.re);
    sel = sel.filter((r) => re.test(String(r[e.rows.col] ?? '').trim()));
    if (e.rows.sign) sel = sel.filter((r) => (e.rows.sign === 'pos' ? num(r[e.rows.signCol]) > 0 : num(r[e.rows.signCol]) < 0));
    if (!sel.length) return { err: 'no rows' };
    const t = (r) => num(r[e.take]);
    if (e.agg === 'count') return { v: sel.length };
    if (e.agg === 'sum') return { v: sel.reduce((s, r) => s + t(r), 0) };
    if (e.agg === 'max') return { v: Math.max(...sel.map(t)) };
    if (e.agg === 'min') return { v: Math.min(...sel.map(t)) };
    if (e.agg === 'first') return { v: t(sel[0]) };
    if (e.agg === 'last') return { v: t(sel[sel.length - 1]) };
    if (e.agg === 'argmax') return { v: String([...sel].sort((a, b) => t(b) - t(a))[0][e.key]) };
    if (e.agg === 'argmin') return { v: String([...sel].sort((a, b) => t(a) - t(b))[0][e.key]) };
    if (e.agg === 'argdiff') { const d = (r) => num(r[e.take[0]]) - num(r[e.take[1]]); return { v: String([...sel].sort((a, b) => d(b) - d(a))[0][e.key]) }; }
  }
  const hit = rowOf(rows, e.row, e.after);
  if (!hit) return { err: `row "${e.row}" not found` };
  if (e.hmax) {
    const hdr = rows.find((r) => r.some((c) => String(c).trim() === e.hmax.hdr));
    let best = -1, bi = -1;
    for (let c = e.hmax.from; c <= e.hmax.to; c++) { const v = Math.abs(num(hit.row[c])); if (v > best) { best = v; bi = c; } }
    return { v: String(hdr[bi]) };
  }
  const nums = numsOf(hit);
  if (e.nz) return { v: nums.slice(e.nz[0], e.nz[1] + 1).filter((x) => x !== 0).length };
  if (nums[e.n] === undefined) return { err: `row "${e.row}" has no numeric cell ${e.n}` };
  return { v: nums[e.n] };
}
const g = (org, d, label, n, after) => { const h = rowOf(R[org][d], label, after); if (!h) { ok(false, `${org}: no row ${label}`); return NaN; } return numsOf(h)[n]; };

// ---------------------------------------------------------------- wislane: the documents' own arithmetic and ties
{
  const W = (l, n, d = 0) => g('wislane', d, l, n);
  for (const n of [0, 1]) {
    ok(near(W('Rzeczowe aktywa trwałe', n), W('Aktywa trwałe', n), 0.005), `SF aktywa trwałe (${n})`);
    ok(near(W('Należności krótkoterminowe', n) + W('Inwestycje krótkoterminowe', n) + W('Krótkoterminowe rozliczenia międzyokresowe', n), W('Aktywa obrotowe', n), 0.005), `SF aktywa obrotowe (${n})`);
    ok(near(W('Aktywa trwałe', n) + W('Aktywa obrotowe', n), W('Aktywa razem', n), 0.005), `SF aktywa razem (${n})`);
    ok(near(W('Fundusz statutowy', n) + W('Zysk (strata) z lat ubiegłych', n) + W('Zysk (strata) netto', n), W('Fundusz własny', n), 0.005), `SF fundusz własny (${n})`);
    ok(near(W('Fundusz własny', n) + W('Zobowiązania i rezerwy na zobowiązania', n), W('Pasywa razem', n), 0.005) && near(W('Pasywa razem', n), W('Aktywa razem', n), 0.005), `SF bilans balances (${n})`);
    const A = W('Przychody z działalności statutowej', n), B = W('Koszty działalności statutowej', n);
    ok(near(W('Przychody z nieodpłatnej działalności pożytku publicznego', n) + W('Przychody z odpłatnej działalności pożytku publicznego', n), A, 0.005), `RZiS A (${n})`);
    ok(near(W('Koszty nieodpłatnej działalności pożytku publicznego', n) + W('Koszty odpłatnej działalności pożytku publicznego', n), B, 0.005), `RZiS B (${n})`);
    const H = A - B - W('Koszty ogólnego zarządu (administracyjne)', n);
    ok(near(H, W('Zysk (strata) z działalności operacyjnej (C+F-G)', n), 0.005), `RZiS H (${n})`);
    const M = H + W('Pozostałe przychody operacyjne', n) - W('Pozostałe koszty operacyjne', n) + W('Przychody finansowe', n) - W('Koszty finansowe', n);
    ok(near(M, W('Zysk (strata) netto (M-N)', n), 0.005), `RZiS M/O (${n})`);
    ok(near(W('Zysk (strata) netto (M-N)', n), W('Zysk (strata) netto', n), 0.005), `RZiS result = bilans result (${n})`);
  }
  ok(near(W('Razem przychody z działalności statutowej', 0), W('Przychody z działalności statutowej', 1), 0.005), 'note 2 = RZiS A');
  ok(near(W('Razem inwestycje krótkoterminowe (środki pieniężne)', 0), W('Inwestycje krótkoterminowe', 1), 0.005), 'note 4 = bilans cash');
  ok(near(W('Zysk (strata) z lat ubiegłych', 1), W('Zysk (strata) z lat ubiegłych', 0) + W('Zysk (strata) netto', 0), 0.005), '2024 result carried to prior years');
  // trial balance
  const tb = R.wislane[1];
  const top = tb.filter((r) => /^\d{3}$/.test(String(r[0])));
  const tot = rowOf(tb, 'Razem (konta syntetyczne)');
  for (let c = 2; c <= 7; c++) ok(near(top.reduce((s, r) => s + num(r[c]), 0), num(tot.row[c]), 0.01), `TB total column ${c}`);
  ok(near(num(tot.row[2]), num(tot.row[3]), 0.01) && near(num(tot.row[4]), num(tot.row[5]), 0.01) && near(num(tot.row[6]), num(tot.row[7]), 0.01), 'TB Wn = Ma (BO, obroty, saldo)');
  for (const r of tb.filter((x) => /^\d{3}(-\d\d)?$/.test(String(x[0])))) ok(near(num(r[2]) - num(r[3]) + num(r[4]) - num(r[5]), num(r[6]) - num(r[7]), 0.01), `TB row ${r[0]} saldo`);
  for (const s of top.filter((r) => tb.some((x) => String(x[0]).startsWith(`${r[0]}-`)))) ok(near(tb.filter((x) => String(x[0]).startsWith(`${s[0]}-`)).reduce((a, x) => a + num(x[4]), 0), num(s[4]), 0.01), `TB ${s[0]} = its analytic accounts`);
  const sal = (a) => { const h = rowOf(tb, a); return num(h.row[6]) - num(h.row[7]); };
  const sumPre = (p) => tb.filter((x) => new RegExp(`^${p}$`).test(String(x[0]))).reduce((s, x) => s + num(x[6]) - num(x[7]), 0);
  ok(near(-sumPre('70\\d'), W('Przychody z działalności statutowej', 1), 0.005), 'TB 70x = RZiS A');
  ok(near(sal('501'), W('Koszty nieodpłatnej działalności pożytku publicznego', 1), 0.005) && near(sal('502'), W('Koszty odpłatnej działalności pożytku publicznego', 1), 0.005) && near(sal('550'), W('Koszty ogólnego zarządu (administracyjne)', 1), 0.005), 'TB 501/502/550 = RZiS B.I, B.II, G');
  ok(near(sumPre('40\\d'), W('Razem koszty według rodzajów', 0), 0.005) && near(-sal('490'), sumPre('40\\d'), 0.005), 'TB 4xx = note 3 = 490');
  ok(near(sal('100') + sal('131') + sal('132'), W('Inwestycje krótkoterminowe', 1), 0.005), 'TB cash = bilans');
  ok(near(sal('131'), W('Rachunek bieżący w mBank S.A.', 0), 0.005), 'TB 131 = note 4');
  // budget against the books
  const bud = R.wislane[2];
  for (const r of bud.filter((x) => /^\d{3}-\d\d$/.test(String(x[0])))) {
    const n = r.slice(2).map(num);
    ok(near(n[0] + n[3] + n[6] + n[9], n[12], 0.01) && near(n[1] + n[4] + n[7] + n[10], n[13], 0.01), `budget ${r[0]} quarters add up`);
    ok(near(n[13], num(rowOf(tb, r[0]).row[r[0].startsWith('7') ? 5 : 4]), 0.01), `budget ${r[0]} wykonanie = TB turnover`);
    for (let q = 0; q < 5; q++) if (n[q * 3]) ok(near(n[q * 3 + 2], n[q * 3 + 1] / n[q * 3], 1e-6), `budget ${r[0]} % q${q}`);
  }
  const b = (l, n) => numsOf(rowOf(bud, l))[n];
  ok(near(b('Przychody razem', 13), W('Przychody z działalności statutowej', 1), 0.005), 'budget revenue = RZiS A');
  ok(near(b('Koszty razem', 13), W('Razem koszty według rodzajów', 0), 0.005), 'budget costs = note 3');
  ok(near(b('Przychody razem', 13) - b('Koszty razem', 13), b('Wynik (przychody - koszty)', 9), 0.01), 'budget wynik');
  // mBank: running balance (newest first), summary line, close = TB 131
  const mb = R.wislane[3].filter((r) => /^\d\d\.\d\d\.2025$/.test(r[0]) && r[4] !== undefined);
  const chron = [...mb].reverse();
  let bal = num(chron[0][5]) - num(chron[0][4]);
  for (const r of chron) { bal = Math.round((bal + num(r[4])) * 100) / 100; ok(near(bal, num(r[5]), 0.001), `mBank running balance ${r[0]} ${r[1].slice(0, 30)}`); }
  ok(near(bal, sal('131'), 0.001), 'mBank closing = TB 131 = note 4');
  const sumLine = R.wislane[3].find((r) => r[0] === 'PLN');
  ok(near(num(sumLine[1]), mb.filter((r) => num(r[4]) > 0).reduce((s, r) => s + num(r[4]), 0), 0.001) && near(num(sumLine[2]), mb.filter((r) => num(r[4]) < 0).reduce((s, r) => s + num(r[4]), 0), 0.001), 'mBank Wpływy / Wydatki summary');
  // protokół ties
  const pr = R.wislane[4];
  const pv = (l) => num(rowOf(pr, l).row[1]);
  ok(near(pv('Suma bilansowa na dzień 31.12.2025'), W('Aktywa razem', 1), 0.005), 'protokół suma bilansowa');
  ok(near(pv('Przychody ogółem'), W('Przychody z działalności statutowej', 1) + W('Pozostałe przychody operacyjne', 1) + W('Przychody finansowe', 1), 0.005), 'protokół przychody ogółem');
  ok(near(pv('Koszty ogółem'), W('Koszty działalności statutowej', 1) + W('Koszty ogólnego zarządu (administracyjne)', 1) + W('Pozostałe koszty operacyjne', 1) + W('Koszty finansowe', 1), 0.005), 'protokół koszty ogółem');
  ok(near(pv('Przychody ogółem') - pv('Koszty ogółem'), pv('Wynik finansowy netto (nadwyżka przychodów nad kosztami)'), 0.005), 'protokół wynik');
  // paragon (OCR): PTU arithmetic and the card payment in mBank
  const ocr = text(R.wislane[5]);
  const a = (re) => { const m = ocr.match(re); return m ? num(m[1]) : NaN; };
  const sA = a(/SPRZEDAZ OPODATK\. A\s*(\d+[.,]\d\d)/), sB = a(/SPRZEDAZ OPODATK\. B\s*(\d+[.,]\d\d)/), pA = a(/PTU A 23,00 %\s*(\d+[.,]\d\d)/), pB = a(/PTU B 8,00 %\s*(\d+[.,]\d\d)/), pt = a(/SUMA PTU\s*(\d+[.,]\d\d)/), tot2 = a(/SUMA PLN\s*(\d+[.,]\d\d)/);
  ok(near(sA * 23 / 123, pA, 0.006) && near(sB * 8 / 108, pB, 0.006), `paragon PTU arithmetic (OCR ${sA} ${pA} ${sB} ${pB})`);
  ok(near(pA + pB, pt, 0.006) && near(sA + sB, tot2, 0.006), 'paragon sums (OCR)');
  ok(mb.some((r) => /ARTEKS/.test(r[1]) && near(-num(r[4]), tot2, 0.001)), 'paragon paid by card through mBank');
}

// ---------------------------------------------------------------- carmelbridge: arithmetic and ties
{
  const C = (l, n, d = 0) => g('carmelbridge', d, l, n);
  for (const n of [0, 1]) {
    ok(C('Cash and cash equivalents', n) + C('Short-term deposits', n) + C('Government and municipal support receivable', n) + C('Other receivables and prepaid expenses', n) === C('Total current assets', n), `current assets (${n})`);
    ok(C('Total current assets', n) + C('Fixed assets, net', n) === C('Total assets', n), `total assets (${n})`);
    ok(C('Suppliers and service providers', n) + C('Employees and payroll-related liabilities', n) + C('Other payables', n) + C('Tuition received in advance', n) === C('Total current liabilities', n), `current liabilities (${n})`);
    ok(C('Unrestricted - used for fixed assets', n) + C('Unrestricted - available for activities', n) + C('Temporarily restricted', n) === C('Total net assets', n), `net assets (${n})`);
    ok(C('Total current liabilities', n) + C('Liabilities for employee severance, net', n) + C('Total net assets', n) === C('Total liabilities and net assets', n) && C('Total assets', n) === C('Total liabilities and net assets', n), `balance sheet balances (${n})`);
    ok(C('Unrestricted - used for fixed assets', n) === C('Fixed assets, net', n), `fixed-asset net assets = fixed assets (${n})`);
  }
  for (const n of [0, 1, 2, 3]) {
    const rev = ['Donations', 'Government and municipal support', 'Tuition and participation fees', 'Concert income', 'Net assets released from restrictions'].reduce((s, l) => s + C(l, n), 0);
    ok(rev === C('Total revenues and support', n), `activities revenue column ${n}`);
    ok(C('Program activities (Note 5)', n) + C('Fundraising', n) + C('General and administrative (Note 6)', n) === C('Total expenses', n), `activities expense column ${n}`);
    ok(C('Total revenues and support', n) - C('Total expenses', n) === C('Surplus from operations before financing', n), `activities surplus column ${n}`);
    ok(C('Surplus from operations before financing', n) + C('Financing income, net', n) === C('Increase in net assets for the year', n), `activities change column ${n}`);
  }
  ok(C('Increase in net assets for the year', 0) + C('Increase in net assets for the year', 1) === C('Increase in net assets for the year', 2), 'activities columns add across');
  ok(C('Increase (decrease) for the year 2025', 2) === C('Increase in net assets for the year', 2) && C('Increase (decrease) for the year 2024', 2) === C('Increase in net assets for the year', 3), 'changes in net assets = activities');
  ok(C('Balance as of 31 December 2025', 2) === C('Total net assets', 0) && C('Balance as of 31 December 2024', 2) === C('Total net assets', 1), 'changes in net assets = balance sheet');
  ok(C('Balance as of 31 December 2025', 1) === C('Temporarily restricted', 0) && C('Total temporarily restricted net assets', 0) === C('Temporarily restricted', 0), 'restricted note = balance sheet');
  ok(C('Total cash and cash equivalents', 0) === C('Cash and cash equivalents', 0), 'note 3 = balance sheet');
  ok(C('Total program activities', 0) === C('Program activities (Note 5)', 2) && C('Total general and administrative', 0) === C('General and administrative (Note 6)', 2), 'notes 5, 6 = activities');
  // Priority: totals, and statement lines = rounded Priority groups
  const pr = R.carmelbridge[1];
  const acc = pr.filter((r) => /^\d{5}$/.test(String(r[0])));
  for (const r of acc) ok(near(r.slice(2, 14).reduce((s, v) => s + num(v), 0), num(r[14]), 0.01), `Priority ${r[0]} months = total`);
  const pk = (codes) => Math.round(Math.abs(codes.reduce((s, c) => s + num(acc.find((r) => r[0] === c)[14]), 0)) / 1000);
  ok(pk(['40100', '40200']) === C('Donations', 2), 'donations = Priority 40100+40200');
  ok(pk(['41000', '41100']) === C('Government and municipal support', 2), 'support = Priority 41000+41100');
  ok(pk(['42000']) === C('Tuition and participation fees', 2) && pk(['43000']) === C('Concert income', 2), 'fees and concerts = Priority');
  ok(pk(['61000', '61100']) === C('Fundraising', 2), 'fundraising = Priority');
  ok(Math.abs(pk(['51000', '51100', '52000', '52100', '53000', '53100', '54000', '74000']) - C('Program activities (Note 5)', 2)) <= 0, 'program = Priority');
  ok(pk(['71000', '72000', '72100', '73000']) === C('General and administrative (Note 6)', 2), 'G&A = Priority');
  ok(Math.round((Math.abs(num(acc.find((r) => r[0] === '49000')[14])) - num(acc.find((r) => r[0] === '79000')[14])) / 1000) === C('Financing income, net', 2), 'financing = Priority');
  // budget vs actual: actuals = Priority quarters; variances; totals
  const bv = R.carmelbridge[2];
  const map = { 'Donations - Israel': ['40100'], 'Donations - abroad': ['40200'], 'Ministry of Culture': ['41000'], 'Haifa Municipality': ['41100'], 'Tuition & participation fees': ['42000'], 'Concert tickets': ['43000'], 'Teaching staff': ['51000', '51100'], 'Instruments & sheet music': ['52000', '52100'], 'Concerts & halls': ['53000', '53100'], 'Summer camp': ['54000'], Fundraising: ['61000', '61100'], 'Administration salaries': ['71000'], 'Office & rent': ['72000', '72100'], 'Professional fees': ['73000'] };
  for (const [line, codes] of Object.entries(map)) {
    const n = numsOf(rowOf(bv, line));
    for (let q = 0; q < 4; q++) {
      const pq = Math.abs(codes.reduce((s, c) => s + [0, 1, 2].reduce((t, m) => t + num(acc.find((r) => r[0] === c)[2 + q * 3 + m]), 0), 0));
      ok(near(n[q * 3 + 1], pq, 0.01), `BvA ${line} Q${q + 1} actual = Priority`);
      ok(near(n[q * 3 + 1] - n[q * 3], n[q * 3 + 2], 0.01), `BvA ${line} Q${q + 1} variance`);
    }
    ok(near(n[0] + n[3] + n[6] + n[9], n[12], 0.01) && near(n[1] + n[4] + n[7] + n[10], n[13], 0.01) && near(n[13] - n[12], n[14], 0.01) && near(n[13] / n[12], n[15], 1e-6), `BvA ${line} full year`);
  }
  // the 2026 budget in the minutes: 2025 column = budget workbook; totals add up
  const mn = R.carmelbridge[4];
  const mv = (l, n) => numsOf(rowOf(mn, l))[n];
  for (const line of Object.keys(map)) ok(mv(line, 0) === numsOf(rowOf(bv, line))[12], `minutes 2025 budget = BvA (${line})`);
  ok(mv('Total income', 1) === Object.keys(map).slice(0, 6).reduce((s, l) => s + mv(l, 1), 0) && mv('Total expenses', 1) === Object.keys(map).slice(6).reduce((s, l) => s + mv(l, 1), 0), 'minutes 2026 totals');
  ok(mv('Budgeted surplus', 1) === mv('Total income', 1) - mv('Total expenses', 1), 'minutes surplus');
  // Leumi: running balance, close = note 3 (thousands), invoice paid
  const le = R.carmelbridge[3].filter((r) => /^\d\d\/\d\d\/2025$/.test(r[0]));
  let b = num(le[0][6]) + num(le[0][4]) - num(le[0][5]);
  for (const r of le) { b = Math.round((b - num(r[4]) + num(r[5])) * 100) / 100; ok(near(b, num(r[6]), 0.001), `Leumi running balance ${r[0]} ${r[2]}`); }
  ok(Math.round(b / 1000) === C('Bank Leumi - current account', 0), 'Leumi closing = note 3');
  const ocr = text(R.carmelbridge[5]);
  const a = (re) => { const m = ocr.match(re); return m ? num(m[1]) : NaN; };
  const sub = a(/Total before VAT\s*([\d,]+\.\d\d)/), vat = a(/VAT 18%[^\n]*?([\d,]+\.\d\d)/), tot = a(/TOTAL incl\. VAT \(NIS\)\s*([\d,]+\.\d\d)/);
  ok(near(sub * 0.18, vat, 0.006) && near(sub + vat, tot, 0.006), 'invoice VAT arithmetic (OCR)');
  const items = [...ocr.matchAll(/\s(\d+)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)$/gm)];
  ok(items.length === 5 && items.every((m) => near(num(m[1]) * num(m[2]), num(m[3]), 0.006)) && near(items.reduce((s, m) => s + num(m[3]), 0), sub, 0.006), 'invoice lines (OCR)');
  ok(le.some((r) => /Kley Zemer/.test(r[2]) && near(num(r[4]), tot, 0.001)), 'invoice paid through Leumi');
}

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  ok(oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: every case lists every file`);
}
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids unique');
const byId = new Map(CASES.map((c) => [c.id, c]));
for (const c of cases) {
  const src = byId.get(c.id);
  const vals = [];
  for (const e of src.ev) {
    const r = evidence(c.org, e);
    if (r.err) { ok(false, `${c.id}: ${r.err}`); continue; }
    const want = e.v;
    if (typeof want === 'number') ok(near(num(r.v), want, 0.51), `${c.id}: read ${r.v}, model ${want}`);
    else ok(String(r.v).trim() === String(want).trim(), `${c.id}: read "${r.v}", model "${want}"`);
    vals.push(typeof want === 'number' ? num(r.v) : r.v);
  }
  if (c.answer.type === 'number') {
    const got = Math.abs(src.calc(...vals)) * (src.thousands ? 1000 : 1);
    ok(Math.abs(got - c.answer.value) <= Math.max(0.6, Math.abs(c.answer.value) * 1e-4), `${c.id} [${c.kind}] answer ${c.answer.value}, documents give ${got}`);
  } else if (c.answer.type === 'text') {
    ok(vals.length > 0, `${c.id}: text evidence`);
    const v = String(vals[0]).toLowerCase();
    ok(c.answer.any.some((p) => v.includes(p.toLowerCase()) || p.toLowerCase().includes(v) || (c.kind === 'extreme' && /^(Dec|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov)-\d\d$/i.test(vals[0]) && p.toLowerCase().startsWith(v.slice(0, 3)))), `${c.id}: "${vals[0]}" is an accepted phrase`);
  }
}
// not-found subjects are absent
const all = Object.fromEntries(Object.keys(R).map((o) => [o, R[o].map(text).join('\n')]));
ok(!/2023/.test(all.wislane), 'wislane-046: nothing for 2023');
ok(/Bieżanowie/.test(all.wislane) && !/Bieżan[^\n]*\d[\d\u00a0 ]*,\d\d zł/.test(all.wislane) && !/budżet[^\n]*2026/i.test(all.wislane), 'wislane-047: no 2026 budget for Bieżanów');
ok(!/Nowa Huta[^\n]*(czynsz|najem)|(czynsz|najem)[^\n]*Nowa Huta/i.test(all.wislane), 'wislane-048: Nowa Huta rent not broken out');
ok(!/\d\d\.09\.2025 \|/.test(text(R.wislane[3])), 'wislane-049: the mBank export starts in October');
ok(!/biegł(y|ego) rewident|rewident|audyt/i.test(all.wislane), 'wislane-050: no auditor named');
ok(!/2023/.test(all.carmelbridge), 'carmelbridge-046: nothing for 2023');
ok(!/Galilee[^\n]*2026|2026[^\n]*Galilee/.test(all.carmelbridge) && !rowOf(R.carmelbridge[4], 'Strings for the Galilee outreach'), 'carmelbridge-047: no 2026 Galilee budget');
ok(/accounting, legal and audit/.test(all.carmelbridge) && !/audit fee/i.test(all.carmelbridge), 'carmelbridge-048: audit fee inside professional fees');
ok(!/\d\d\/10\/2025 \|/.test(text(R.carmelbridge[3])), 'carmelbridge-049: the Leumi export starts in November');
ok(!/relationship manager|banker|account manager/i.test(all.carmelbridge), 'carmelbridge-050: no bank contact named');
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
