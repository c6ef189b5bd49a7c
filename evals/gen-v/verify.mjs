// Independent check of set V: re-reads every generated file (PDF text with pdf.js, workbook cells with exceljs, CSV
// records with csv-parse), finds each case's figures where the case says they stand, recomputes the expected answer
// from what was read and fails loudly on any mismatch. Photos are checked against their rendering data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './data.mjs';
import { BB_FILES } from './lib/render-bb.mjs';
import { PB_FILES } from './lib/render-pb.mjs';
import { readPdf, readXlsx, readCsv } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS = path.resolve(here, '..', 'set-v', 'documents');
const FILES = { bellbird: BB_FILES, pecanbend: PB_FILES };
const cache = new Map();
async function load(org, key) {
  const k = `${org}/${key}`;
  if (cache.has(k)) return cache.get(k);
  const file = path.join(DOCS, org, FILES[org][key]);
  if (!fs.existsSync(file)) throw new Error(`missing file ${file}`);
  const doc = file.endsWith('.pdf') ? await readPdf(file) : file.endsWith('.xlsx') ? await readXlsx(file) : file.endsWith('.csv') ? readCsv(file) : { text: '' };
  cache.set(k, doc);
  return doc;
}
const norm = (s) => s.replace(/\s+/g, ' ').trim();
const pick = (nums, col, where) => {
  const v = col < 0 ? nums[nums.length + col] : nums[col];
  if (v === undefined || Number.isNaN(v)) throw new Error(`no number at column ${col} in ${where}`);
  return v;
};
const num = (s) => parseFloat(String(s).replace(/[$,\s]/g, ''));
const md = (s) => { const [m, d, y] = s.split('/').map(Number); return y * 10000 + m * 100 + d; };
function filterRecs(recs, where = []) {
  return recs.filter((r) => where.every(([col, op, val]) => {
    const x = r[col];
    if (x === undefined) throw new Error(`no column ${col}`);
    if (op === 'eq') return x === val;
    if (op === 'ne') return x !== val;
    if (op === 'starts') return x.startsWith(val);
    if (op === 'gt') return num(x) > val;
    throw new Error(`bad op ${op}`);
  }));
}
async function resolve(org, ref) {
  const doc = await load(org, ref.f);
  if (ref.re) {
    const m = norm(doc.text).match(new RegExp(ref.re));
    if (!m) throw new Error(`pattern /${ref.re}/ not found in ${ref.f}`);
    return ref.text ? m[1] : num(m[1]);
  }
  if (ref.csv) {
    const recs = filterRecs(doc.recs, ref.where);
    if (!recs.length) throw new Error(`no CSV rows match ${JSON.stringify(ref.where)}`);
    return recs.map((r) => r[ref.col]);
  }
  if (ref.sheet) {
    const lines = doc.sheets[ref.sheet];
    if (!lines) throw new Error(`no sheet ${ref.sheet}`);
    const ln = lines.find((l) => norm(l.text).startsWith(norm(ref.row)));
    if (!ln) throw new Error(`no row '${ref.row}' in sheet ${ref.sheet}`);
    return pick(ln.nums, ref.col, `${ref.sheet}/${ref.row}`);
  }
  const i0 = doc.lines.findIndex((l) => l.text.includes(ref.at));
  if (i0 < 0) throw new Error(`anchor '${ref.at}' not found in ${ref.f}`);
  const ln = doc.lines.slice(i0).find((l) => norm(l.text).includes(norm(ref.row)));
  if (!ln) throw new Error(`row '${ref.row}' not found after '${ref.at}' in ${ref.f}`);
  return pick(ln.nums, ref.col, `${ref.f}: ${ln.text}`);
}

let bad = 0, checked = 0;
const fail = (c, msg) => { bad++; console.log(`MISMATCH ${c.id} [${c.kind}] ${c.question}\n  ${msg}`); };
const same = (a, b) => Math.abs(a - b) <= 0.005 + 1e-9 * Math.abs(b);
for (const c of CASES) {
  try {
    const a = c.answer;
    if (a.type === 'notfound') {
      for (const org of [c.org]) for (const key of Object.keys(FILES[org])) {
        const doc = await load(org, key);
        for (const s of c.absent) if (doc.text.toLowerCase().includes(s.toLowerCase())) fail(c, `'${s}' appears in ${FILES[org][key]}`);
      }
      if (!c.absent?.length) fail(c, 'no absent strings');
      checked++;
      continue;
    }
    if (c.src.length === 1 && c.src[0].photo) {
      const got = c.check();
      const ok = a.type === 'number' ? same(got, a.value) : a.any.includes(got);
      if (!ok) fail(c, `photo data gives ${got}`);
      checked++;
      continue;
    }
    const vals = [];
    for (const ref of c.src) { const v = await resolve(c.org, ref); if (Array.isArray(v) && !ref.csv) vals.push(...v); else vals.push(v); }
    if (a.type === 'number' && c.xcount) {
      const lines = (await load(c.org, 'bud')).sheets[c.xcount.sheet];
      const n = lines.filter((l) => l.nums.length && l.text.split('  ').includes(c.xcount.colText)).length;
      if (n !== a.value) fail(c, `counted ${n}`);
    } else if (a.type === 'number') {
      const flat = c.src.some((r) => r.csv) ? (c.src.length === 1 ? vals[0].map((x) => (/^-?[\d.,$]+$/.test(x) ? num(x) : x)) : vals.map((v) => v.map(num).reduce((s, x) => s + x, 0))) : vals;
      const got = c.op(flat);
      if (!same(got, a.value)) fail(c, `read ${JSON.stringify(flat).slice(0, 200)} -> ${got}, expected ${a.value}`);
    } else if (c.want !== undefined && c.src[0]?.re) {
      if (vals[0] !== c.want) fail(c, `read '${vals[0]}', expected '${c.want}'`);
      if (!a.any.some((p) => p.toLowerCase() === String(c.want).toLowerCase() || String(c.want).toLowerCase().includes(p.toLowerCase()) || p.includes(c.want))) {
        if (!(c.kind === 'date')) fail(c, `want '${c.want}' is not among the accepted phrases`);
      }
    } else if (c.argmax || c.argmin) {
      const spec = c.argmax || c.argmin;
      const recs = filterRecs((await load(c.org, c.src[0].f)).recs, c.src[0].where);
      const best = recs.reduce((b, r) => ((c.argmax ? num(r[spec.col]) > num(b[spec.col]) : num(r[spec.col]) < num(b[spec.col])) ? r : b));
      if (!best[spec.label].startsWith(c.want)) fail(c, `extreme row is ${best[spec.label]}`);
    } else if (c.xargmax) {
      const lines = (await load(c.org, 'bud')).sheets[c.xargmax.sheet];
      let best = null;
      for (const p of c.xargmax.rows) { const ln = lines.find((l) => l.text.startsWith(p)); if (!ln) throw new Error(`no row ${p}`); if (!best || ln.nums[c.xargmax.col] > best.v) best = { p, v: ln.nums[c.xargmax.col] }; }
      if (best.p !== c.want || !a.any.includes(best.p)) fail(c, `largest is ${best.p}`);
    } else if (c.argmaxIdx !== undefined || c.argminIdx !== undefined) {
      const target = c.argmaxIdx !== undefined ? Math.max(...vals) : Math.min(...vals);
      const i = vals.indexOf(target);
      if (i !== (c.argmaxIdx ?? c.argminIdx)) fail(c, `read ${JSON.stringify(vals)}: extreme at ${i}`);
    } else if (c.firstDate) {
      const ds = vals[0].slice().sort((x, y) => md(x) - md(y));
      if (ds[0] !== c.want) fail(c, `first date read ${ds[0]}`);
    } else fail(c, 'no check defined');
    // dates: the accepted phrases must include the ISO form of what was read
    if (c.kind === 'date' && !a.any.some((p) => /^\d{4}-\d\d-\d\d$/.test(p))) fail(c, 'no ISO date among phrases');
    checked++;
  } catch (e) {
    fail(c, `error: ${e.message}`);
  }
}
// the sums the documents print must agree with their parts
{
  const tix = await load('bellbird', 'tix');
  const rows = tix.recs.filter((r) => r.Period !== 'Total'), tot = tix.recs.find((r) => r.Period === 'Total');
  for (const col of Object.keys(tot).slice(1)) {
    const s = rows.reduce((x, r) => x + num(r[col]), 0);
    if (!same(s, num(tot[col]))) { bad++; console.log(`MISMATCH ticket export Total row, ${col}: ${s} vs ${tot[col]}`); }
  }
  for (const r of rows) if (!same(num(r['Gross Sales (inc GST)']), num(r.GST) + num(r['Net Sales (ex GST)']))) { bad++; console.log(`MISMATCH gross != GST + net in ${r.Period}`); }
  const fr = await load('bellbird', 'fr');
  const sumRows = (at, labels, col) => labels.reduce((s, l) => s + (() => { const i0 = fr.lines.findIndex((x) => x.text.includes(at)); const ln = fr.lines.slice(i0).find((x) => norm(x.text).startsWith(l)); return pick(ln.nums, col, l); })(), 0);
  const pl = sumRows('STATEMENT OF PROFIT OR LOSS', ['Admissions', 'Annual memberships', 'Café and retail sales', 'Education and experience programs', 'Donations and bequests', 'Government grants', 'Interest and investment income', 'Gain on disposal'], -2);
  const plT = sumRows('STATEMENT OF PROFIT OR LOSS', ['Total revenue and other income'], -2);
  if (!same(pl, plT)) { bad++; console.log(`MISMATCH P&L revenue lines ${pl} vs total ${plT}`); }
}
console.log(`verified ${checked} of ${CASES.length} cases against the files${bad ? `, ${bad} MISMATCHES` : ''}`);
if (bad) process.exit(1);
console.log('verify passed');
