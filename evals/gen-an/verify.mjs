// Re-reads every generated file of set AN with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic,
// finds each figure and phrase a case relies on where its evidence says it is written, and recomputes the answer
// from what was read.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, cellNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-an');
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
  for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => String(c ?? '').trim() === label); if (j >= 0) return { row: rows[i], j }; }
  return null;
}
function evidence(org, e) {
  const rows = R[org][e.d];
  if (e.re) { const m = text(rows).match(new RegExp(e.re, e.flags ?? '')); if (!m) return { err: `pattern ${e.re} not found` }; return { v: m[1] }; }
  if (e.rows) {
    let sel = rows;
    if (e.rows.sheet) { const i0 = rows.findIndex((r) => r[0] === `[sheet ${e.rows.sheet}]`); const i1 = rows.findIndex((r, i) => i > i0 && String(r[0]).startsWith('[sheet ')); sel = rows.slice(i0, i1 < 0 ? undefined : i1); }
    const re = new RegExp(e.rows.re);
    sel = sel.filter((r) => re.test(String(r[e.rows.col] ?? '').trim()) && (e.rows.zero === undefined || num(r[e.rows.zero]) === 0));
    if (!sel.length) return { err: 'no rows' };
    if (e.agg === 'count') return { v: sel.length };
    if (e.agg === 'sum') return { v: sel.reduce((s, r) => s + num(r[e.take]), 0) };
    if (e.agg === 'max') return { v: Math.max(...sel.map((r) => num(r[e.take]))) };
    if (e.agg === 'argmax') { const top = [...sel].sort((a, b) => num(b[e.take]) - num(a[e.take]))[0]; return { v: String(top[e.key]) }; }
  }
  const hit = rowOf(rows, e.row, e.after);
  if (!hit) return { err: `row "${e.row}" not found` };
  if (e.has && !hit.row.some((c) => String(c).includes(e.has))) return { err: `row "${e.row}" lacks "${e.has}"` };
  const nums = hit.row.filter((c, k) => k !== hit.j).map(cellNum).filter((x) => x !== null);
  if (nums[e.n] === undefined) return { err: `row "${e.row}" has no numeric cell ${e.n}` };
  return { v: nums[e.n] };
}

// ---------------------------------------------------------------- the documents' own arithmetic
{
  const fs0 = R.northstage[0];
  const g = (l, n, after) => { const h = rowOf(fs0, l, after); return h.row.filter((c, k) => k !== h.j).map(cellNum).filter((x) => x !== null)[n]; };
  for (const n of [0, 1]) {
    ok(near(['Cash and cash equivalents', 'Accounts receivable', 'Contributions and grants receivable, net (Note 3)', 'Prepaid expenses', 'Investments - endowment (Note 5)', 'Property and equipment, net (Note 4)'].reduce((s, l) => s + g(l, n), 0), g('Total assets', n)), `northstage assets add up (${n})`);
    ok(near(g('Total liabilities', n) + g('Total net assets', n), g('Total assets', n)), `northstage balance sheet balances (${n})`);
  }
  for (const n of [0, 1, 2, 3, 4, 5]) ok(near(g('Total revenue, support and gains', n) - g('Total expenses', n), g('CHANGE IN NET ASSETS', n)), `northstage activities column ${n}`);
  ok(near(g('Total expenses', 5, 'FUNCTIONAL EXPENSES (CONTINUED)'), g('Total expenses', 0)), 'functional expenses total = activities');
  ok(near(g('Cash and cash equivalents, beginning of year', 0) + g('NET CHANGE IN CASH AND CASH EQUIVALENTS', 0), g('Cash and cash equivalents', 0)), 'cash flow ties to the balance sheet');
  ok(near(g('Endowment net assets, end of year', 0), g('Investments - endowment (Note 5)', 0)), 'endowment = investments');
  ok(near(g('Total net assets with donor restrictions', 0), g('With donor restrictions (Note 7)', 0)), 'note 7 = balance sheet');
  const memo = R.northstage[4];
  ok(memo.some((r) => r[0] === '06/30/2025' && num(r[1]) === g('Investments - endowment (Note 5)', 0)), 'memo June 2025 quarter = audited endowment');
  const ocr = text(R.northstage[5]);
  const amt = (re) => num(ocr.match(re)[1]);
  const sub = amt(/Subtotal\s*([\d,]+\.\d\d)/), st = amt(/State Sales Tax [\d.]+%\s*([\d,]+\.\d\d)/), lt = amt(/Local Sales Tax [\d.]+%\s*([\d,]+\.\d\d)/);
  ok(near(sub * 0.06875, st, 0.006) && near(sub * 0.0215, lt, 0.006), 'invoice tax arithmetic (OCR)');
  ok(near(sub + st + lt + amt(/Delivery\s*([\d,]+\.\d\d)/), amt(/TOTAL DUE\s*\$?([\d,]+\.\d\d)/), 0.006), 'invoice total (OCR)');
  const tes = R.northstage[3].filter((r) => /^[A-Z]+\d\d$/.test(r[1] ?? ''));
  ok(near(tes.reduce((s, r) => s + num(r[10]), 0), num(rowOf(R.northstage[3], 'Grand Total').row[10]), 0.01), 'tessitura grand total = performances');
  tes.forEach((r) => ok(near(num(r[8]) - num(r[9]), num(r[10]), 0.006), `tessitura net ${r[1]}`));
}
{
  const aba = R.mekong[3];
  let b = num(rowOf(aba, 'Opening Balance:').row[1]);
  for (const r of aba.filter((x) => /^\d\d\/12\/2025$/.test(x[0]))) { b = Math.round((b + num(r[2]) - num(r[3])) * 100) / 100; ok(near(b, num(r[4]), 0.001), `ABA running balance ${r[0]} ${r[1]}`); }
  const fs0 = R.mekong[0];
  const g = (l, n) => { const h = rowOf(fs0, l); return h.row.filter((c, k) => k !== h.j).map(cellNum).filter((x) => x !== null)[n]; };
  ok(near(b, g('ABA Bank - current account (USD)', 0), 0.001), 'ABA closing = note 3');
  ok(near(g('TOTAL LIABILITIES', 0) + g('TOTAL NET ASSETS', 0), g('TOTAL ASSETS', 0), 1), 'mekong balance sheet balances');
  ok(near(g('Total 2025', 3), g('Restricted funds', 1), 1), 'grants schedule = restricted funds');
  const pay = R.mekong[2];
  const net = num(rowOf(pay, 'TOTAL').row[12]);
  ok(aba.some((r) => /PAYROLL/.test(r[1]) && near(num(r[3]), net, 0.001)), 'payroll net = bank transfer');
  const ocr = text(R.mekong[5]);
  const a = (re) => num(ocr.match(re)[1]);
  const sub = a(/Sub Total \(USD\)\s*([\d,]+\.\d\d)/), vat = a(/VAT 10% \(USD\)\s*([\d,]+\.\d\d)/), tot = a(/Grand Total \(USD\)\s*([\d,]+\.\d\d)/);
  ok(near(sub * 0.1, vat, 0.006) && near(sub + vat, tot, 0.006), 'receipt VAT arithmetic (OCR)');
  ok(near(Math.round((tot * a(/Exchange Rate:\s*([\d,]+)/)) / 100) * 100, a(/Grand Total \(KHR\)\s*([\d,]+)/), 0.5), 'receipt riel total (OCR)');
  ok(aba.some((r) => /SOKHA/.test(r[1]) && near(num(r[3]), tot, 0.001)), 'receipt paid through ABA');
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
    const got = src.calc(...vals);
    ok(Math.abs(got - c.answer.value) <= Math.max(0.6, Math.abs(c.answer.value) * 1e-4), `${c.id} [${c.kind}] answer ${c.answer.value}, documents give ${got}`);
  } else if (c.answer.type === 'text') {
    ok(vals.length > 0, `${c.id}: text evidence`);
    const v = String(vals[0]);
    ok(c.answer.any.some((p) => v.toLowerCase().includes(p.toLowerCase()) || p.toLowerCase().includes(v.toLowerCase())) || src.ev.some((e) => e.row), `${c.id}: "${v}" is an accepted phrase`);
  }
}
// not-found subjects are absent
const all = Object.fromEntries(Object.keys(R).map((o) => [o, R[o].map(text).join('\n')]));
ok(!/June 30, 2023|FY2023|FY23/.test(all.northstage) && !/Total expenses[^\n]*2023/.test(all.northstage), 'northstage-046: no FY2023 expenses');
ok(!/FY2027 budget for|FY27 budget/i.test(all.northstage.replace(/For the FY2027 budget \(July 1, 2026 - June 30, 2027\) the twelve quarters/, '')), 'northstage-047: no FY2027 program budget');
ok(!/audit fee|audit fees/i.test(all.northstage), 'northstage-048: audit fee not broken out');
ok(!/0[1-3]\/\d\d\/2026 \(Periods|through March 2026/.test(all.northstage), 'northstage-049: budget export stops at December');
ok(!/relationship manager|loan officer/i.test(all.northstage), 'northstage-050: no bank contact named');
ok(!/2023/.test(all.mekong.replace(/CSO-LA\/2024/g, '')), 'mekong-046: nothing for 2023');
ok(!/drilling/i.test(R.mekong[4].map((r) => r.join(' ')).join(' ').replace(/no renewal/, '')), 'mekong-047: no drilling line in the 2026 budget');
ok(/Office rent Phnom Penh and Kampong Chhnang/.test(all.mekong) && !/Kampong Chhnang office rent/i.test(all.mekong), 'mekong-048: rent is one combined line');
ok(!/\/11\/2025 \|/.test(text(R.mekong[3])), 'mekong-049: no November rows in the ABA export');
ok(!/programme officer|Delegation/i.test(all.mekong), 'mekong-050: no EU officer named');
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
