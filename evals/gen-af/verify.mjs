// Reads set AF's rendered documents back (pdfjs for the PDFs, exceljs for the workbooks), rebuilds every
// printed figure into the same shape as data.mjs's view(), checks the documents' own arithmetic and the
// figures that tie between documents, then recomputes every expected answer from what it read.
// The café invoice is a photo: it is checked against its rendering data, not read back.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { view, DOCS, DEFS, MONTHS } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-af');
const docPath = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let failures = 0, checks = 0;
const fail = (m) => { failures++; console.log(`FAIL ${m}`); };
const eq = (a, b, m, tol = 0.005) => { checks++; if (typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) > tol : a !== b) fail(`${m}: ${a} vs ${b}`); };
const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (x) => Math.round(x * 100) / 100;
const r0 = Math.round;

// ---------------------------------------------------------------- readers
// "1,234" "(1,234)" "-1,234" "$1,234.50" "12.5%" "(0.21)%" "–" -> number; anything else -> NaN
function num(s) {
  const t = String(s).trim();
  if (t === '–' || t === '-') return 0;
  const m = t.match(/^(\()?(-)?\$?(\d{1,3}(?:,\d{3})*|\d+)(\.\d+)?(\))?(%)?$/);
  if (!m || (!!m[1] !== !!m[5])) return NaN;
  const v = parseFloat(m[3].replace(/,/g, '') + (m[4] || ''));
  return m[1] || m[2] ? -v : v;
}
const isNum = (s) => !Number.isNaN(num(s));
async function readPdf(file) {
  const doc = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const lines = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const H = page.getViewport({ scale: 1 }).height;
    const tc = await page.getTextContent();
    const items = tc.items.filter((it) => it.str.trim() && it.transform[5] < H - 45 && it.transform[5] > 40)
      .map((it) => ({ x: it.transform[4], y: it.transform[5], w: it.width, s: it.str }));
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    const pl = [];
    for (const it of items) {
      const L = pl.find((l) => Math.abs(l.y - it.y) <= 2.5);
      if (L) L.items.push(it); else pl.push({ page: p, y: it.y, items: [it] });
    }
    for (const L of pl) {
      L.items.sort((a, b) => a.x - b.x);
      // glue pieces of one string split by pdfjs (no gap between them)
      const merged = [];
      for (const it of L.items) {
        const prev = merged.at(-1);
        if (prev && it.x - (prev.x + prev.w) < 1.5) { prev.s += it.s; prev.w = it.x + it.w - prev.x; } else merged.push({ ...it });
      }
      L.items = merged;
      L.text = merged.map((i) => i.s).join(' ');
    }
    pl.sort((a, b) => b.y - a.y);
    lines.push(...pl);
  }
  return { lines, text: lines.map((l) => l.text).join('\n'), flat: lines.map((l) => l.text).join(' ').replace(/\s+/g, ' '), pages: doc.numPages };
}
const idx = (P, re, from = 0) => { const i = P.lines.findIndex((l, k) => k >= from && (typeof re === 'string' ? l.text.startsWith(re) : re.test(l.text))); if (i < 0) throw new Error(`anchor not found: ${re}`); return i; };
// rows between two anchors: label (first non-numeric item) and the numbers after it; a repeated label gets a trailing space
function section(P, start, end, { n, from = 0 } = {}) {
  const a = idx(P, start, from), b = end ? idx(P, end, a + 1) : P.lines.length;
  const out = {}, rows = [];
  for (const L of P.lines.slice(a + 1, b)) {
    const it = L.items;
    if (!it.length || (isNum(it[0].s) && (!n || it.length - 1 < n))) continue;
    const vals = it.slice(1).map((x) => num(x.s));
    if (!vals.length || vals.some((v) => Number.isNaN(v))) continue;
    const use = n ? vals.slice(-n) : vals;
    let label = it[0].s.trim();
    while (label in out) label += ' ';
    out[label] = use; rows.push({ label: it[0].s.trim(), vals: use, line: L });
  }
  return { obj: out, rows };
}
const money = (re, P) => { const m = P.flat.match(re); if (!m) throw new Error(`not found: ${re}`); return m.slice(1).map((x) => num(x)); };
const isoFromLong = (s) => { const m = s.match(/(?:(\d{1,2}) )?([A-Z][a-z]+) (\d{1,2})?,? ?(\d{4})/); const d = m[1] || m[3]; return `${m[4]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`; };
const isoFromDmy = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };
const cellV = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && v.richText) return v.richText.map((t) => t.text).join(''); return v; };
const cellN = (c) => { const v = cellV(c); return v === null || v === undefined || v === '' ? 0 : v; };

const V0 = view();
function compare(a, b, at) {
  if (typeof a === 'number' || typeof b === 'number') return eq(a, b, at, 0.0051);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return eq(a, b, at);
  const ka = Object.keys(a), kb = Object.keys(b);
  for (const k of new Set([...ka, ...kb])) {
    if (!(k in a)) { fail(`${at}.${k} missing from the documents`); continue; }
    if (!(k in b)) { fail(`${at}.${k} read from the documents but not in data`); continue; }
    compare(a[k], b[k], `${at}.${k}`);
  }
}

// =============================================================================== STROUD
async function readStroud() {
  const P = await readPdf(docPath('stroud', 0));
  checks++; if (P.pages !== 12) fail(`stroud statements have ${P.pages} pages`);
  const sofp = section(P, 'STATEMENTS OF ASSETS, LIABILITIES', 'See accompanying', { n: 2 }).obj;
  const soa = section(P, 'STATEMENTS OF REVENUES, EXPENSES', 'See accompanying', { n: 2 }).obj;
  const levRead = (start, end) => {
    const s = section(P, start, end);
    const lev = {}; let nav, total;
    for (const r of s.rows) {
      if (r.vals.length === 4) lev[r.label] = r.vals;
      else if (r.label.startsWith('Investments measured at net asset value')) nav = r.vals[0];
      else if (r.label === 'Total investments at fair value') total = r.vals[0];
    }
    return { lev, nav, total };
  };
  const l25 = levRead('Investments measured at fair value on a recurring basis at December 31, 2025', 'Investments measured at fair value on a recurring basis at December 31, 2024');
  const l24 = levRead('Investments measured at fair value on a recurring basis at December 31, 2024', '(a) The Foundation');
  // grants paid schedule (runs over a page break)
  const a = idx(P, 'NOTE 6 - GRANTS PAID'), b = idx(P, 'NOTE 7 -', a);
  const grantsPaid = [], areaPaid = {}; let area = null, totalPaid;
  for (const L of P.lines.slice(a + 2, b)) {
    const it = L.items.map((x) => x.s.trim());
    if (it[0] === 'Grantee' || it[0].includes('(continued)')) continue;
    if (it.length === 1 && !isNum(it[0])) { area = it[0]; continue; }
    if (it.length === 4) { grantsPaid.push({ area, grantee: it[0], city: it[1], purpose: it[2], amount: num(it[3]) }); continue; }
    if (it.length === 2 && it[0] === 'Total grants paid') { totalPaid = num(it[1]); continue; }
    if (it.length === 2 && it[0].startsWith('Total ')) { areaPaid[it[0].slice(6)] = num(it[1]); continue; }
    fail(`stroud grants schedule: unexpected line ${L.text}`);
  }
  const liquidity = Object.fromEntries(Object.entries(section(P, 'NOTE 2 - LIQUIDITY', 'NOTE 3 -', { n: 1 }).obj).map(([k, v]) => [k, v[0]]));
  const i7 = section(P, 'NOTE 7 -', 'Payments of multi-year', { n: 1 }).obj;
  const ca = idx(P, 'Certified Public Accountants');
  const [unfunded, unfunded24] = money(/unfunded commitments were (\$[\d,]+) at December 31, 2025 \(2024: (\$[\d,]+)\)/, P);
  const [ua25, ua24] = money(/unrealized appreciation of investments, which was (\$[\d,]+) at December 31, 2025 \(2024: (\$[\d,]+)\)/, P);
  const facts = {
    auditor: P.lines[ca - 1].text, auditDate: isoFromLong(P.lines[ca + 2].text), nav25: l25.nav, nav24: l24.nav, unfunded, commitmentPE: money(/committed (\$[\d,]+) to the fund/, P)[0],
    unrealApp25: ua25, unrealApp24: ua24, distributable: money(/distributable amount for 2025 was (\$[\d,]+)/, P)[0], qualifying: money(/expenses attributable to charitable activities, were (\$[\d,]+)/, P)[0], retirementPct: money(/contributes (\d+)% of eligible/, P)[0],
  };
  const commit = { 2026: i7['Year ending December 31, 2026'][0], 2027: i7['2027'][0], 2028: i7['2028'][0], total: i7['Total approved grants not yet paid'][0], total24: money(/totaled \$[\d,]+ \(2024: (\$[\d,]+)\) and are scheduled/, P)[0] };
  const invSched = section(P, 'SCHEDULE OF INVESTMENT ACTIVITY', null, { n: 3 }).obj;
  const bankInt = money(/Interest of (\$[\d,]+) earned on bank deposits/, P)[0];
  const fsv = { sofp, soa, lev25: l25.lev, lev24: l24.lev, grantsPaid, areaPaid, liquidity, facts, commit, invSched, bankInt };
  const extra = { l25, l24, totalPaid, unfunded24, P };

  // ---- 990-PF
  const Q = await readPdf(docPath('stroud', 1));
  const colsOf = (page, keys) => Object.fromEntries(keys.map((k) => { const L = Q.lines.find((l) => l.page === page && l.items.some((i) => i.s === `(${k})`)); const it = L.items.find((i) => i.s === `(${k})`); return [k, it.x + it.w / 2]; }));
  const formRows = (page, keys, from, to) => {
    const cx = colsOf(page, keys);
    const out = {}; let parent = null;
    const pls = Q.lines.filter((l) => l.page === page);
    const a0 = pls.findIndex((l) => l.text.startsWith(from)), b0 = pls.findIndex((l) => l.text.startsWith(to));
    for (const L of pls.slice(a0, b0)) {
      const first = L.items[0];
      if (first.x > 50 || !/^(\d+[a-z]?|[a-z])$/.test(first.s)) continue;
      let key;
      if (/^\d+$/.test(first.s)) { parent = first.s; key = first.s; } else if (/^\d+[a-z]$/.test(first.s)) { parent = first.s.match(/^\d+/)[0]; key = first.s; } else key = parent + first.s;
      const amts = L.items.filter((i) => i.x > 290 && isNum(i.s));
      if (!amts.length) continue;
      const row = {};
      for (const i of amts) { const c = i.x + i.w / 2; const k = keys.reduce((best, kk) => (Math.abs(c - cx[kk]) < Math.abs(c - cx[best]) ? kk : best), keys[0]); row[k] = num(i.s); }
      out[key] = row;
    }
    return out;
  };
  const p1raw = formRows(1, ['a', 'b', 'c', 'd'], '1 Contributions', 'For Paperwork');
  const p1 = Object.fromEntries(Object.entries(p1raw).map(([k, r]) => [k, { a: r.a ?? null, b: r.b ?? null, c: r.c ?? null, d: r.d ?? null }]));
  const p2 = formRows(2, ['a', 'b', 'c'], '1 Cash', 'Excerpt');
  const g6b = Q.lines.find((l) => l.text.includes('Gross sales price for all assets on line 6a'));
  const pf = { p1, gross6b: num(g6b.text.match(/([\d,]+)$/)[1]), p2, fmvI: num(Q.lines.find((l) => l.text.startsWith('line 16)')).items.at(-1).s) };

  // ---- grants workbook
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(docPath('stroud', 2));
  const ws = wb.getWorksheet('Approved vs Paid 2025');
  const gx = []; let block = []; const subs = [];
  let total;
  for (let r = 7; r <= ws.rowCount; r++) {
    const row = ws.getRow(r);
    const A = cellV(row.getCell(1)), B = cellV(row.getCell(2));
    if (typeof B === 'string' && B.startsWith('Subtotal - ')) {
      const area = B.slice(11);
      for (const g of block) g.area = area;
      subs.push({ area, vals: [5, 6, 7, 8, 9, 10, 11, 12].map((c) => cellN(row.getCell(c))), n: block.length, block });
      gx.push(...block); block = []; continue;
    }
    if (B === 'TOTAL ALL PROGRAM AREAS') { total = [5, 6, 7, 8, 9, 10, 11, 12].map((c) => cellN(row.getCell(c))); break; }
    if (!A || !B || row.getCell(2).isMerged) continue; // an area heading merged across the sheet
    const C = cellV(row.getCell(3));
    const approved = C instanceof Date ? C.toISOString().slice(0, 10) : C;
    block.push({ no: A, grantee: B, area: null, approved, term: cellV(row.getCell(4)), amount: cellN(row.getCell(5)), prior: cellN(row.getCell(6)), paid: cellN(row.getCell(7)), rel: cellN(row.getCell(8)), unpaid: cellN(row.getCell(9)), f26: cellN(row.getCell(10)), f27: cellN(row.getCell(11)), f28: cellN(row.getCell(12)) });
  }
  const msh = wb.getWorksheet('2025 Approvals by Meeting');
  const meetings = []; let mtot;
  for (let r = 4; r <= msh.rowCount; r++) {
    const l = cellV(msh.getCell(r, 1));
    if (!l) continue;
    const vals = [2, 3, 4, 5].map((c) => cellN(msh.getCell(r, c)));
    if (l.startsWith('Total')) { mtot = vals; break; }
    meetings.push({ meeting: l.startsWith('Trustee') ? 'TD' : isoFromLong(l), n: vals[0], amount: vals[1], paid: vals[2], unpaid: vals[3] });
  }

  // ---- manager review
  const M = await readPdf(docPath('stroud', 3));
  const summary = section(M, 'Account summary', 'Withdrawals are transfers', { n: 2 }).obj;
  const al = section(M, 'Asset allocation at December 31, 2025', 'Investment performance');
  const alloc = al.rows.filter((r) => r.label !== 'Total portfolio').map((r) => { const rng = r.line.items.at(-1).s.match(/(\d+)% - (\d+)%/); return { cls: r.label, mv: r.vals[0], pct: r.vals[1], target: r.vals[2], min: +rng[1], max: +rng[2] }; });
  // the allocation rows end with a range "0% - 5%", which is not a number: read them directly
  const al2 = []; { const a1 = idx(M, 'Asset allocation at December 31, 2025'), b1 = idx(M, 'Total portfolio', a1); for (const L of M.lines.slice(a1 + 2, b1)) { const it = L.items.map((x) => x.s); const rng = it[4].match(/(\d+)% - (\d+)%/); al2.push({ cls: it[0], mv: num(it[1]), pct: num(it[2]), target: num(it[3]), min: +rng[1], max: +rng[2] }); } }
  void alloc;
  const perf = section(M, 'Investment performance', 'Returns are net', { n: 6 }).obj;
  const holdings = []; let cls = null;
  { const a1 = idx(M, 'Holdings detail at December 31, 2025'), b1 = idx(M, 'Important information');
    for (const L of M.lines.slice(a1 + 1, b1)) {
      const it = L.items.map((x) => x.s.trim());
      if (it.length === 1 && !it[0].includes('(continued)')) { cls = it[0]; continue; }
      if (it.length !== 8 || it[0] === 'Description' || it[0].startsWith('Total')) continue;
      holdings.push({ name: it[0], cls, qty: num(it[1]), price: num(it[2]), mv: num(it[3]), cost: num(it[4]), gain: num(it[5]), income: num(it[6]) });
    } }
  const tiers = M.flat.match(/(\d+\.\d+)% a year on the first \$10 million, (\d+\.\d+)% on the next \$15 million, (\d+\.\d+)% on the next \$25 million and (\d+\.\d+)% on assets above \$50 million/).slice(1).map(Number);
  const ms = { summary, alloc: al2, holdings, perf, feeQ4: money(/fourth quarter of (\$[\d,.]+) was deducted/, M)[0], feeBase: money(/beginning of the quarter \((\$[\d,.]+)\)/, M)[0], feeTiers: tiers, manager: M.lines[0].text.startsWith('MIAMI VALLEY TRUST & ADVISORY') ? 'Miami Valley Trust & Advisory' : '?', rm: M.flat.match(/Relationship manager: (.+?, CFA)/)[1], account: M.flat.match(/account ending (\d+)\)/)[1] };

  return { V: { fs: fsv, pf, gx, meetings, ms }, extra: { ...extra, Q, subs, total, mtot, M } };
}

function checkStroud(S, X) {
  const f = S.fs, so = f.sofp, sa = f.soa;
  for (const i of [0, 1]) {
    const y = i ? '2024' : '2025';
    eq(so['Total assets'][i], so['Cash and cash equivalents'][i] + so['Investments, at fair value (Note 3)'][i], `sofp total assets ${y}`);
    eq(so['Total liabilities'][i], so['Payroll taxes withheld'][i] + so['Deferred federal excise tax (Note 4)'][i], `sofp liabilities ${y}`);
    eq(so['Total net assets'][i], so.Undesignated[i] + so['Board-designated for approved grants (Note 7)'][i], `sofp net assets ${y}`);
    eq(so['Total liabilities and net assets'][i], so['Total assets'][i], `sofp balances ${y}`);
    eq(sa['Net investment return'][i], sum(['Interest and dividends', 'Net realized gain on sale of investments', 'Net change in unrealized gain on investments', 'Investment management and custody fees'].map((k) => sa[k][i])), `soa investment return ${y}`);
    eq(sa['Total revenues, gains and (losses)'][i], sa.Contributions[i] + sa['Net investment return'][i], `soa revenue ${y}`);
    const keys = Object.keys(sa); const e0 = keys.indexOf('Grants paid (Note 6)'), e1 = keys.indexOf('Total expenses');
    eq(sa['Total expenses'][i], sum(keys.slice(e0, e1).map((k) => sa[k][i])), `soa expenses ${y}`);
    eq(sa['Change in net assets'][i], sa['Total revenues, gains and (losses)'][i] - sa['Total expenses'][i], `soa change ${y}`);
    eq(sa['Net assets, end of year'][i], sa['Net assets, beginning of year'][i] + sa['Change in net assets'][i], `soa roll-forward ${y}`);
    eq(sa['Net assets, end of year'][i], so['Total net assets'][i], `soa to sofp ${y}`);
    const lev = i ? f.lev24 : f.lev25, L = i ? X.l24 : X.l25;
    for (const [k, v] of Object.entries(lev)) eq(v[3], v[0] + v[1] + v[2], `level row ${k} ${y}`);
    const t = lev['Total investments in the fair value hierarchy'];
    for (const c of [0, 1, 2, 3]) eq(t[c], sum(Object.entries(lev).filter(([k]) => !k.startsWith('Total')).map(([, v]) => v[c])), `level column ${c} ${y}`);
    eq(L.total, t[3] + L.nav, `levels + NAV ${y}`);
    eq(L.total, so['Investments, at fair value (Note 3)'][i], `levels to sofp ${y}`);
    const ua = i ? f.facts.unrealApp24 : f.facts.unrealApp25;
    eq(so['Deferred federal excise tax (Note 4)'][i], r0(ua * 0.0139), `deferred excise 1.39% ${y}`);
  }
  eq(sa['Net assets, beginning of year'][0], sa['Net assets, end of year'][1], 'soa 2025 opening');
  eq(X.unfunded24 - f.facts.unfunded, f.invSched['Contributions and capital calls'][1], 'unfunded commitment falls by the capital calls');
  eq(sa['Federal excise tax - deferred'][0], so['Deferred federal excise tax (Note 4)'][0] - so['Deferred federal excise tax (Note 4)'][1], 'deferred excise movement');
  for (const [a, t] of Object.entries(f.areaPaid)) eq(t, sum(f.grantsPaid.filter((g) => g.area === a).map((g) => g.amount)), `grants area ${a}`);
  eq(X.totalPaid, sum(Object.values(f.areaPaid)), 'grants schedule total');
  eq(X.totalPaid, sa['Grants paid (Note 6)'][0], 'grants schedule to soa');
  eq(f.commit.total, f.commit[2026] + f.commit[2027] + f.commit[2028], 'commitments total');
  eq(f.commit.total, so['Board-designated for approved grants (Note 7)'][0], 'commitments = designated 2025');
  eq(f.commit.total24, so['Board-designated for approved grants (Note 7)'][1], 'commitments = designated 2024');
  const lq = f.liquidity;
  eq(lq['Total financial assets'], lq['Cash and cash equivalents'] + lq['Investments, at fair value'], 'liquidity total');
  eq(lq['Financial assets available to meet general expenditures within one year'], lq['Total financial assets'] + lq['Private equity fund of funds (not redeemable within one year)'], 'liquidity available');
  eq(-lq['Private equity fund of funds (not redeemable within one year)'], f.facts.nav25, 'liquidity PE = NAV');
  const iv = f.invSched;
  for (const [k, v] of Object.entries(iv)) eq(v[2], v[0] + v[1], `investment schedule row ${k}`);
  for (const c of [0, 1, 2]) eq(iv['Fair value, end of year'][c], sum(Object.entries(iv).filter(([k]) => k !== 'Fair value, end of year').map(([, v]) => v[c])), `investment schedule column ${c}`);
  eq(iv['Fair value, end of year'][2], so['Investments, at fair value (Note 3)'][0], 'investment schedule to sofp');
  eq(iv['Fair value, beginning of year'][2], so['Investments, at fair value (Note 3)'][1], 'investment schedule opening');
  eq(iv['Interest and dividends'][2] + f.bankInt, sa['Interest and dividends'][0], 'schedule interest + bank interest');
  for (const k of ['Net realized gain on sale of investments', 'Net change in unrealized gain on investments', 'Investment management and custody fees']) eq(iv[k][2], sa[k][0], `schedule ${k}`);
  // 990-PF
  const p1 = S.pf.p1, p2 = S.pf.p2, g = (l, c) => (p1[l] ? p1[l][c] || 0 : 0);
  for (const c of ['a', 'b']) eq(g('12', c), sum(['1', '3', '4', '6a', '7'].map((l) => g(l, c))), `990 line 12${c}`);
  for (const c of ['a', 'b', 'd']) {
    eq(g('24', c), sum(['13', '14', '15', '16a', '16b', '16c', '18', '20', '21', '22', '23'].map((l) => g(l, c))), `990 line 24${c}`);
    eq(g('26', c), g('24', c) + g('25', c), `990 line 26${c}`);
  }
  eq(g('27a', 'a'), g('12', 'a') - g('26', 'a'), '990 line 27a');
  eq(g('27b', 'b'), g('12', 'b') - g('26', 'b'), '990 line 27b');
  eq(g('25', 'a'), sa['Grants paid (Note 6)'][0], '990 grants = statements');
  eq(g('26', 'd'), f.facts.qualifying, '990 column (d) = qualifying distributions (note 5)');
  eq(sa['Federal excise tax - current'][0], r0(g('27b', 'b') * 0.0139), 'excise 1.39% of 27b');
  eq(g('1', 'a'), sa.Contributions[0], '990 contributions');
  eq(g('3', 'a') + g('4', 'a'), sa['Interest and dividends'][0], '990 interest and dividends');
  eq(g('6a', 'a'), sa['Net realized gain on sale of investments'][0], '990 realized gain');
  for (const c of ['a', 'b', 'c']) eq(p2['16'][c], sum(['1', '2', '10a', '10b', '10c', '13'].map((l) => p2[l][c])), `990 part II line 16${c}`);
  for (const c of ['a', 'b']) { eq(p2['29'][c], p2['16'][c] - p2['23'][c], `990 line 29${c}`); eq(p2['30'][c], p2['23'][c] + p2['29'][c], `990 line 30${c}`); eq(p2['24'][c], p2['29'][c], `990 line 24${c}`); }
  eq(p2['29'].b - p2['29'].a, g('27a', 'a'), '990 net assets roll forward by 27a');
  eq(p2['16'].c, S.pf.fmvI, '990 item I');
  eq(p2['16'].c, so['Total assets'][0], '990 FMV = audited total assets');
  eq(p2['1'].b + p2['2'].b - r0(f.lev25['Money market funds'][3]), so['Cash and cash equivalents'][0], '990 cash lines = audited cash + money market');
  eq(p2['22'].b, so['Payroll taxes withheld'][0], '990 other liabilities');
  eq(p2['10a'].c, f.lev25['U.S. Treasury obligations'][3] + f.lev25['Municipal bonds'][3], '990 10a FMV');
  eq(p2['10c'].c, f.lev25['Corporate bonds'][3], '990 10c FMV');
  eq(p2['13'].c, f.lev25['Fixed income mutual funds'][3] + f.facts.nav25, '990 13 FMV');
  const cost = p2['10a'].b + p2['10b'].b + p2['10c'].b + p2['13'].b + f.lev25['Money market funds'][3];
  eq(so['Investments, at fair value (Note 3)'][0] - cost, f.facts.unrealApp25, '990 book value = cost (unrealized appreciation)');
  // grants workbook
  for (const x of S.gx) {
    eq(x.unpaid, x.amount - x.prior - x.paid - x.rel, `workbook unpaid ${x.no}`);
    eq(x.unpaid, x.f26 + x.f27 + x.f28, `workbook schedule ${x.no}`);
  }
  const keys = ['amount', 'prior', 'paid', 'rel', 'unpaid', 'f26', 'f27', 'f28'];
  for (const s of X.subs) keys.forEach((k, i) => eq(s.vals[i], sum(s.block.map((x) => x[k])), `workbook subtotal ${s.area} ${k}`));
  keys.forEach((k, i) => eq(X.total[i], sum(S.gx.map((x) => x[k])), `workbook total ${k}`));
  eq(sum(S.gx.map((x) => x.paid)), sa['Grants paid (Note 6)'][0], 'workbook paid = statements');
  eq(sum(S.gx.map((x) => x.f26)), f.commit[2026], 'workbook 2026 = note 7');
  eq(sum(S.gx.map((x) => x.f27)), f.commit[2027], 'workbook 2027 = note 7');
  eq(sum(S.gx.map((x) => x.f28)), f.commit[2028], 'workbook 2028 = note 7');
  for (const gp of f.grantsPaid) { const w = S.gx.find((x) => x.grantee === gp.grantee); if (!w) fail(`schedule grantee ${gp.grantee} not in workbook`); else eq(w.paid, gp.amount, `paid ${gp.grantee}`); }
  for (const m of S.meetings.filter((x) => x.meeting !== 'TD')) {
    const gs = S.gx.filter((x) => x.approved === m.meeting);
    eq(m.n, gs.length, `meeting ${m.meeting} count`); eq(m.amount, sum(gs.map((x) => x.amount)), `meeting ${m.meeting} amount`); eq(m.paid, sum(gs.map((x) => x.paid)), `meeting ${m.meeting} paid`); eq(m.unpaid, sum(gs.map((x) => x.unpaid)), `meeting ${m.meeting} unpaid`);
  }
  ['n', 'amount', 'paid', 'unpaid'].forEach((k, i) => eq(X.mtot[i], sum(S.meetings.map((m) => m[k])), `meetings total ${k}`));
  // manager review
  const sm = S.ms.summary;
  for (const i of [0, 1]) eq(sm['Ending market value'][i], sum(Object.entries(sm).filter(([k]) => k !== 'Ending market value').map(([, v]) => v[i])), `manager summary column ${i}`, 0.011);
  eq(sm['Beginning market value'][1], iv['Fair value, beginning of year'][0], 'manager opening = schedule', 0.5);
  eq(r0(sm['Ending market value'][0]), iv['Fair value, end of year'][0], 'manager closing = schedule');
  eq(r0(sm['Interest and dividends'][1]), iv['Interest and dividends'][0], 'manager income = schedule');
  eq(r0(sm['Realized gains/(losses)'][1]), iv['Net realized gain on sale of investments'][0], 'manager realized = schedule');
  eq(r0(-sm['Management fees'][1]), -iv['Investment management and custody fees'][0], 'manager fees = schedule');
  eq(sm.Contributions[1], iv['Contributions and capital calls'][0], 'manager contributions = schedule');
  eq(sm.Withdrawals[1], iv['Withdrawals and distributions'][0], 'manager withdrawals = schedule');
  const emv = sm['Ending market value'][0];
  eq(r2(sum(S.ms.alloc.map((a) => a.mv))), emv, 'allocation adds to the portfolio', 0.011);
  for (const a of S.ms.alloc) {
    eq(a.pct, Math.round((a.mv / emv) * 1e4) / 100, `allocation % ${a.cls}`);
    eq(r2(sum(S.ms.holdings.filter((h) => h.cls === a.cls).map((h) => h.mv))), a.mv, `holdings ${a.cls}`, 0.011);
  }
  for (const h of S.ms.holdings) eq(h.gain, r2(h.mv - h.cost), `holding gain ${h.name}`, 0.011);
  const pr = S.ms.perf;
  pr['Value added'].forEach((v, i) => eq(v, r2(pr['Total portfolio (net of fees)'][i] - pr['Policy benchmark'][i]), `value added ${i}`));
  const [t1, t2, t3, t4] = S.ms.feeTiers.map((x) => x / 100), vb = S.ms.feeBase;
  eq(S.ms.feeQ4, r2((t1 * Math.min(vb, 10e6) + t2 * Math.max(0, Math.min(vb, 25e6) - 10e6) + t3 * Math.max(0, Math.min(vb, 50e6) - 25e6) + t4 * Math.max(0, vb - 50e6)) / 4), 'Q4 fee from schedule');
  eq(S.ms.feeQ4, -sm['Management fees'][0], 'Q4 fee in summary');
  eq(vb, sm['Beginning market value'][0], 'fee base = Q4 opening value');
}

// =============================================================================== IRONBARK
async function readIronbark() {
  const P = await readPdf(docPath('ironbark', 0));
  checks++; if (P.pages !== 15) fail(`ironbark report has ${P.pages} pages`);
  const obj1 = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, v[0]]));
  const pl = section(P, 'STATEMENT OF PROFIT OR LOSS', 'The Company is exempt', { n: 2 }).obj;
  const fp = section(P, 'STATEMENT OF FINANCIAL POSITION', 'STATEMENT OF CHANGES IN EQUITY', { n: 2 }).obj;
  const soce = section(P, 'STATEMENT OF CHANGES IN EQUITY', 'The asset revaluation reserve records', { n: 4 }).rows.map((r) => ({ label: r.label, vals: r.vals }));
  const cf = section(P, 'STATEMENT OF CASH FLOWS', 'Receipts and payments are shown', { n: 2 }).obj;
  const nb = idx(P, 'NOTES TO THE FINANCIAL STATEMENTS', idx(P, 'STATEMENT OF CASH FLOWS'));
  const S2 = (a, b, n) => section(P, a, b, { n, from: nb }).obj;
  const ppeT = S2('6. Property, plant and equipment', '7. Leases', 4);
  const fr = {
    pl, fp, soce, cf,
    ndisNote: S2('(a) NDIS revenue by support category', '(b) Government grants', 2),
    grantNote: S2('(b) Government grants', 'The Accessible Facilities', 2),
    empNote: S2('(a) Employee benefits expense', '(b) Depreciation and amortisation', 2),
    depNote: S2('(b) Depreciation and amortisation', '4. Cash and cash equivalents', 2),
    ppeT,
    rouT: S2('(a) Right-of-use assets', '(b) Lease liabilities', 3),
    leaseT: S2('(b) Lease liabilities', '(c) Maturity analysis', 2),
    leaseMat: obj1(S2('(c) Maturity analysis', '(d) Amounts recognised', 1)),
    leasePL: obj1(S2('(d) Amounts recognised', '8. Trade and other payables', 1)),
    provT: S2('10. Employee benefits', '11. Reserves', 2),
    cashNote: S2('4. Cash and cash equivalents', '5. Trade and other receivables', 2),
    recNote: S2('5. Trade and other receivables', '6. Property, plant and equipment', 2),
    payNote: S2('8. Trade and other payables', '9. Contract liabilities', 2),
  };
  const km = P.flat.match(/\((\d+) persons in total; 2024: (\d+)\)\. Their total remuneration, including superannuation, was (\$[\d,]+) \(2024: (\$[\d,]+)\)/);
  fr.kmp = [num(km[3]), num(km[4])]; fr.kmpN = [+km[1], +km[2]];
  const rc = P.lines.map((l, i) => (l.text === 'Director, Registered Company Auditor' ? i : -1)).filter((i) => i >= 0).at(-1);
  const dd = idx(P, "DIRECTORS' DECLARATION", idx(P, '15. Entity details'));
  const declLine = P.lines.slice(dd).find((l) => /^Bendigo, \d+ [A-Z][a-z]+ \d{4}$/.test(l.text));
  const dirRows = P.lines.slice(idx(P, "DIRECTORS' REPORT"), idx(P, 'Principal activities'));
  const rv = P.flat.match(/revalued at (\d+ [A-Z][a-z]+ \d{4}) by (.+?), independent/);
  const A = await readPdf(docPath('ironbark', 1));
  const ais = {};
  for (const L of A.lines) {
    const it = L.items;
    if (it.length >= 3 && /^\d+$/.test(it[0].s) && it[0].x < 60) { const v = num(it.at(-1).s); if (!Number.isNaN(v)) ais[it[0].s] = v; }
  }
  const aisLine = (n) => A.lines.find((l) => l.items[0].s === n && l.items[0].x < 60).items.at(-1).s;
  fr.facts = {
    abn: aisLine('1'), auditor: P.lines[rc - 2].text, partner: P.lines[rc - 1].text,
    declDate: isoFromLong(declLine.text), auditDate: isoFromLong(P.lines[rc + 1].text),
    chair: dirRows.find((l) => l.items[1] && l.items[1].s.startsWith('Chair;')).items[0].s, treasurer: dirRows.find((l) => l.items[1] && l.items[1].s.startsWith('Treasurer;')).items[0].s,
    ceo: P.flat.match(/Chief Executive Officer \(([^)]+)\)/)[1], aisDate: isoFromDmy(aisLine('44')), revalDate: isoFromLong(rv[1]), valuer: rv[2],
  };
  // management accounts
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(docPath('ironbark', 2));
  const ws = wb.getWorksheet('P&L by month');
  const months = [];
  for (let c = 2; ; c += 3) { const v = cellV(ws.getCell(5, c)); if (!v || String(v).startsWith('Year to date')) break; months.push(String(v)); }
  const nM = months.length, yc = 2 + nM * 3, fc = yc + 4;
  const lines = []; let inc = null; const totals = {};
  for (let r = 7; r <= ws.rowCount; r++) {
    const label = cellV(ws.getCell(r, 1));
    if (!label) continue;
    if (label === 'INCOME') { inc = true; continue; }
    if (label === 'EXPENSES') { inc = false; continue; }
    if (String(label).startsWith('Notes:')) break;
    const g = (c) => cellN(ws.getCell(r, c));
    const rowInc = label === 'NET SURPLUS / (DEFICIT)' ? true : inc;
    const x = { label, inc: rowInc, actual: [], budget: [], variance: [] };
    for (let m = 0; m < nM; m++) { x.actual.push(g(2 + m * 3)); x.budget.push(g(3 + m * 3)); x.variance.push(g(4 + m * 3)); }
    x.ytdA = g(yc); x.ytdB = g(yc + 1); x.ytdV = g(yc + 2); x.ytdPct = r2(g(yc + 3) * 100); x.fy = g(fc);
    if (label === 'Total Income') totals.inc = x; else if (label === 'Total Expenses') totals.exp = x; else if (label.startsWith('NET SURPLUS')) totals.net = x; else lines.push(x);
  }
  const bsh = wb.getWorksheet('Balance Sheet');
  const mbs = {};
  for (let r = 5; r <= bsh.rowCount; r++) { const l = cellV(bsh.getCell(r, 1)); const b = cellV(bsh.getCell(r, 2)); if (l && b !== null && b !== undefined) mbs[l] = [cellN(bsh.getCell(r, 2)), cellN(bsh.getCell(r, 3))]; }
  const kp = wb.getWorksheet('KPIs');
  const kpi = {};
  for (let r = 4; r <= 7; r++) kpi[cellV(kp.getCell(r, 1))] = months.map((_, m) => cellN(kp.getCell(r, m + 2)));
  checks++; if (cellV(kp.getCell(3, 2)) !== months[0]) fail('KPI months');
  const ma = { lines, totInc: totals.inc, totExp: totals.exp, net: totals.net, months, bs: mbs, kpi };
  return { V: { fr, ais, ma, inv: V0.ironbark.inv }, extra: { P, A } };
}

function checkIronbark(B) {
  const { fr, ais, ma, inv } = B, pl = fr.pl, fp = fr.fp;
  for (const i of [0, 1]) {
    const y = i ? '2024' : '2025';
    eq(pl['Total revenue'][i], sum(['NDIS revenue', 'Resident board and lodging contributions', 'Government grants', 'Donations and bequests', 'Fundraising events'].map((k) => pl[k][i])), `pl revenue ${y}`);
    eq(pl['Total revenue and other income'][i], pl['Total revenue'][i] + pl['Interest income'][i] + pl['Net gain on disposal of property, plant and equipment'][i], `pl income ${y}`);
    const ks = Object.keys(pl); const e0 = ks.indexOf('Employee benefits expense'), e1 = ks.indexOf('Total expenses');
    eq(pl['Total expenses'][i], sum(ks.slice(e0, e1).map((k) => pl[k][i])), `pl expenses ${y}`);
    eq(pl['Surplus for the year'][i], pl['Total revenue and other income'][i] - pl['Total expenses'][i], `pl surplus ${y}`);
    eq(pl['Total comprehensive income for the year'][i], pl['Surplus for the year'][i] + pl['Total other comprehensive income'][i], `pl tci ${y}`);
    eq(fr.ndisNote['Total NDIS revenue'][i], pl['NDIS revenue'][i], `ndis note ${y}`);
    eq(fr.ndisNote['Total NDIS revenue'][i], sum(Object.entries(fr.ndisNote).filter(([k]) => !k.startsWith('Total')).map(([, v]) => v[i])), `ndis note sum ${y}`);
    eq(fr.grantNote['Total government grants'][i], pl['Government grants'][i], `grant note ${y}`);
    eq(fr.grantNote['Total government grants'][i], sum(Object.entries(fr.grantNote).filter(([k]) => !k.startsWith('Total')).map(([, v]) => v[i])), `grant note sum ${y}`);
    eq(fr.empNote['Total employee benefits expense'][i], pl['Employee benefits expense'][i], `employee note ${y}`);
    eq(fr.empNote['Total employee benefits expense'][i], sum(Object.entries(fr.empNote).filter(([k]) => !k.startsWith('Total')).map(([, v]) => v[i])), `employee note sum ${y}`);
    eq(fr.depNote['Total depreciation and amortisation'][i], pl['Depreciation and amortisation expense'][i], `dep note ${y}`);
    eq(fp['Total current assets'][i], sum(['Cash and cash equivalents', 'Trade and other receivables', 'Other financial assets - term deposits', 'Prepayments'].map((k) => fp[k][i])), `fp current assets ${y}`);
    eq(fp['Total non-current assets'][i], fp['Property, plant and equipment'][i] + fp['Right-of-use assets'][i], `fp nca ${y}`);
    eq(fp['Total assets'][i], fp['Total current assets'][i] + fp['Total non-current assets'][i], `fp assets ${y}`);
    eq(fp['Total current liabilities'][i], sum(['Trade and other payables', 'Contract liabilities', 'Lease liabilities', 'Employee benefits'].map((k) => fp[k][i])), `fp cl ${y}`);
    eq(fp['Total non-current liabilities'][i], fp['Lease liabilities '][i] + fp['Employee benefits '][i], `fp ncl ${y}`);
    eq(fp['Total liabilities'][i], fp['Total current liabilities'][i] + fp['Total non-current liabilities'][i], `fp liabilities ${y}`);
    eq(fp['Net assets'][i], fp['Total assets'][i] - fp['Total liabilities'][i], `fp net assets ${y}`);
    eq(fp['Total equity'][i], fp['Retained surplus'][i] + fp['Asset revaluation reserve'][i] + fp['Capital works reserve'][i], `fp equity ${y}`);
    eq(fp['Total equity'][i], fp['Net assets'][i], `fp balances ${y}`);
    eq(fr.cashNote['Total cash and cash equivalents'][i], fp['Cash and cash equivalents'][i], `cash note ${y}`);
    eq(fr.recNote['Total trade and other receivables'][i], fp['Trade and other receivables'][i], `receivables note ${y}`);
    eq(fr.recNote['Total trade and other receivables'][i], sum(Object.entries(fr.recNote).filter(([k]) => !k.startsWith('Total')).map(([, v]) => v[i])), `receivables sum ${y}`);
    eq(fr.payNote['Total trade and other payables'][i], fp['Trade and other payables'][i], `payables note ${y}`);
    eq(fr.leaseT['Current lease liabilities'][i], fp['Lease liabilities'][i], `lease current ${y}`);
    eq(fr.leaseT['Non-current lease liabilities'][i], fp['Lease liabilities '][i], `lease non-current ${y}`);
    eq(fr.leaseT['Total lease liabilities'][i], fr.leaseT['Current lease liabilities'][i] + fr.leaseT['Non-current lease liabilities'][i], `lease total ${y}`);
    eq(fr.provT['Total current employee benefits'][i], fp['Employee benefits'][i], `provisions current ${y}`);
    eq(fr.provT['Total current employee benefits'][i], fr.provT['Annual leave'][i] + fr.provT['Long service leave'][i], `provisions current sum ${y}`);
    eq(fr.provT['Total non-current employee benefits'][i], fp['Employee benefits '][i], `provisions non-current ${y}`);
    eq(fr.provT['Total employee benefits provisions'][i], fr.provT['Total current employee benefits'][i] + fr.provT['Total non-current employee benefits'][i], `provisions total ${y}`);
    const cf = fr.cf;
    const op = ['Receipts from NDIS and other customers', 'Receipts from government grants', 'Donations, bequests and fundraising received', 'Payments to suppliers and employees', 'Interest received', 'Interest paid on lease liabilities'];
    eq(cf['Net cash provided by operating activities'][i], sum(op.map((k) => cf[k][i])), `cf operating ${y}`);
    eq(cf['Net cash used in investing activities'][i], sum(['Payments for property, plant and equipment', 'Proceeds from sale of property, plant and equipment', 'Net investment in term deposits'].map((k) => cf[k][i])), `cf investing ${y}`);
    eq(cf['Net cash used in financing activities'][i], cf['Repayment of lease liabilities (principal)'][i], `cf financing ${y}`);
    eq(cf['Net increase in cash and cash equivalents'][i], cf['Net cash provided by operating activities'][i] + cf['Net cash used in investing activities'][i] + cf['Net cash used in financing activities'][i], `cf net ${y}`);
    eq(cf['Cash and cash equivalents at the end of the year'][i], cf['Cash and cash equivalents at the beginning of the year'][i] + cf['Net increase in cash and cash equivalents'][i], `cf closing ${y}`);
    eq(cf['Cash and cash equivalents at the end of the year'][i], fp['Cash and cash equivalents'][i], `cf to fp ${y}`);
  }
  // changes in equity
  for (const r of fr.soce) eq(r.vals[3], r.vals[0] + r.vals[1] + r.vals[2], `soce row ${r.label}`);
  const bal = fr.soce.filter((r) => r.label.startsWith('Balance'));
  const mov = (a, b) => fr.soce.slice(fr.soce.indexOf(a) + 1, fr.soce.indexOf(b)).filter((r) => !r.label.startsWith('Total comprehensive'));
  for (const [a, b] of [[bal[0], bal[1]], [bal[1], bal[2]]]) for (const c of [0, 1, 2, 3]) eq(b.vals[c], a.vals[c] + sum(mov(a, b).map((r) => r.vals[c])), `soce roll ${b.label} col ${c}`);
  for (const [b, i] of [[bal[2], 0], [bal[1], 1]]) { eq(b.vals[0], fp['Retained surplus'][i], `soce retained ${i}`); eq(b.vals[1], fp['Asset revaluation reserve'][i], `soce revaluation ${i}`); eq(b.vals[2], fp['Capital works reserve'][i], `soce capital works ${i}`); eq(b.vals[3], fp['Total equity'][i], `soce total ${i}`); }
  eq(-fr.cf['Net investment in term deposits'][0], fp['Other financial assets - term deposits'][0] - fp['Other financial assets - term deposits'][1], 'term deposits movement');
  eq(fr.soce[6].vals[0], pl['Surplus for the year'][0], 'soce surplus 2025'); eq(fr.soce[1].vals[0], pl['Surplus for the year'][1], 'soce surplus 2024');
  eq(fr.soce[7].vals[1], pl['Gain on revaluation of land and buildings'][0], 'soce revaluation = OCI');
  // PPE, right-of-use, leases
  const pt = fr.ppeT;
  for (const [k, v] of Object.entries(pt)) eq(v[3], v[0] + v[1] + v[2], `ppe row ${k}`);
  for (const c of [0, 1, 2, 3]) eq(pt['Carrying amount at 30 June 2025'][c], sum(Object.entries(pt).filter(([k]) => k !== 'Carrying amount at 30 June 2025').map(([, v]) => v[c])), `ppe column ${c}`);
  eq(pt['Carrying amount at 30 June 2025'][3], fp['Property, plant and equipment'][0], 'ppe to fp'); eq(pt['Carrying amount at 1 July 2024'][3], fp['Property, plant and equipment'][1], 'ppe opening');
  eq(-pt['Depreciation expense'][3], fr.depNote['Depreciation - property, plant and equipment'][0], 'ppe depreciation');
  eq(pt['Revaluation increment'][3], pl['Gain on revaluation of land and buildings'][0], 'revaluation = OCI');
  eq(pt.Additions[3], -fr.cf['Payments for property, plant and equipment'][0], 'additions = cash paid');
  eq(fr.cf['Proceeds from sale of property, plant and equipment'][0] + pt.Disposals[3], pl['Net gain on disposal of property, plant and equipment'][0], 'gain on disposal');
  const rt = fr.rouT;
  for (const [k, v] of Object.entries(rt)) eq(v[2], v[0] + v[1], `rou row ${k}`);
  for (const c of [0, 1, 2]) eq(rt['Balance at 30 June 2025'][c], rt['Balance at 1 July 2024'][c] + rt['Additions - new leases'][c] + rt['Depreciation charge'][c], `rou column ${c}`);
  eq(rt['Balance at 30 June 2025'][2], fp['Right-of-use assets'][0], 'rou to fp');
  eq(-rt['Depreciation charge'][2], fr.depNote['Depreciation - right-of-use assets'][0], 'rou depreciation');
  eq(fr.leasePL['Depreciation of right-of-use assets'], fr.depNote['Depreciation - right-of-use assets'][0], 'lease pl depreciation');
  eq(fr.leasePL['Interest on lease liabilities'], pl['Finance costs - interest on lease liabilities'][0], 'lease interest');
  eq(fr.leasePL['Total cash outflow for leases'], -fr.cf['Repayment of lease liabilities (principal)'][0] - fr.cf['Interest paid on lease liabilities'][0], 'lease cash outflow');
  eq(fr.leaseT['Total lease liabilities'][0], fr.leaseT['Total lease liabilities'][1] + rt['Additions - new leases'][2] + fr.leasePL['Interest on lease liabilities'] - fr.leasePL['Total cash outflow for leases'], 'lease liability roll-forward');
  eq(fr.leaseMat['Total undiscounted lease payments'], fr.leaseMat['Not later than one year'] + fr.leaseMat['Between one and five years'] + fr.leaseMat['Later than five years'], 'maturity total');
  eq(fr.empNote['Movement in employee benefits provisions'][0], fr.provT['Total employee benefits provisions'][0] - fr.provT['Total employee benefits provisions'][1], 'provision movement');
  // AIS against the statements
  const a = ais;
  eq(a['19'], pl['Government grants'][0], 'AIS government'); eq(a['20'], pl['Donations and bequests'][0], 'AIS donations'); eq(a['21'], pl['NDIS revenue'][0] + pl['Resident board and lodging contributions'][0], 'AIS goods and services');
  eq(a['22'], pl['Interest income'][0], 'AIS investments'); eq(a['23'], pl['Fundraising events'][0], 'AIS other revenue'); eq(a['24'], a['19'] + a['20'] + a['21'] + a['22'] + a['23'], 'AIS total revenue');
  eq(a['25'], pl['Net gain on disposal of property, plant and equipment'][0], 'AIS other income'); eq(a['26'], pl['Total revenue and other income'][0], 'AIS gross income');
  eq(a['27'], pl['Employee benefits expense'][0], 'AIS employee'); eq(a['28'], pl['Finance costs - interest on lease liabilities'][0], 'AIS interest'); eq(a['32'], a['27'] + a['28'] + a['29'] + a['30'] + a['31'], 'AIS total expenses');
  eq(a['32'], pl['Total expenses'][0], 'AIS expenses = statements'); eq(a['33'], pl['Surplus for the year'][0], 'AIS surplus'); eq(a['34'], pl['Total other comprehensive income'][0], 'AIS OCI'); eq(a['35'], pl['Total comprehensive income for the year'][0], 'AIS TCI');
  eq(a['36'], fp['Total current assets'][0], 'AIS current assets'); eq(a['37'], fp['Total non-current assets'][0], 'AIS nca'); eq(a['38'], fp['Total assets'][0], 'AIS assets'); eq(a['39'], fp['Total current liabilities'][0], 'AIS cl'); eq(a['40'], fp['Total non-current liabilities'][0], 'AIS ncl'); eq(a['41'], fp['Total liabilities'][0], 'AIS liabilities'); eq(a['42'], fp['Net assets'][0], 'AIS net assets');
  eq(a['15'], fr.kmp[0], 'AIS KMP');
  // management accounts
  for (const x of [...ma.lines, ma.totInc, ma.totExp, ma.net]) {
    x.variance.forEach((v, m) => eq(v, x.inc ? x.actual[m] - x.budget[m] : x.budget[m] - x.actual[m], `ma variance ${x.label} ${m}`));
    eq(x.ytdA, sum(x.actual), `ma ytd actual ${x.label}`); eq(x.ytdB, sum(x.budget), `ma ytd budget ${x.label}`);
    eq(x.ytdV, x.inc ? x.ytdA - x.ytdB : x.ytdB - x.ytdA, `ma ytd var ${x.label}`);
    eq(x.ytdPct, r2((x.ytdV / Math.abs(x.ytdB)) * 100), `ma ytd % ${x.label}`, 0.006);
  }
  for (const [t, inc] of [[ma.totInc, true], [ma.totExp, false]]) {
    const ls = ma.lines.filter((x) => x.inc === inc);
    t.actual.forEach((v, m) => eq(v, sum(ls.map((x) => x.actual[m])), `ma total ${t.label} actual ${m}`));
    t.budget.forEach((v, m) => eq(v, sum(ls.map((x) => x.budget[m])), `ma total ${t.label} budget ${m}`));
    eq(t.fy, sum(ls.map((x) => x.fy)), `ma total ${t.label} fy`);
  }
  ma.net.actual.forEach((v, m) => eq(v, ma.totInc.actual[m] - ma.totExp.actual[m], `ma net ${m}`));
  eq(ma.net.fy, ma.totInc.fy - ma.totExp.fy, 'ma net fy');
  const bs = ma.bs;
  for (const c of [0, 1]) {
    eq(bs['Total current assets'][c], bs['Cash at bank'][c] + bs['Term deposits'][c] + bs['Trade and other receivables'][c] + bs.Prepayments[c], `ma bs current ${c}`);
    eq(bs['Total assets'][c], bs['Total current assets'][c] + bs['Property, plant and equipment'][c] + bs['Right-of-use assets'][c], `ma bs assets ${c}`);
    eq(bs['Total liabilities'][c], bs['Trade and other payables'][c] + bs['Contract liabilities'][c] + bs['Lease liabilities'][c] + bs['Employee provisions'][c], `ma bs liabilities ${c}`);
    eq(bs['Net assets'][c], bs['Total assets'][c] - bs['Total liabilities'][c], `ma bs net ${c}`);
    eq(bs['Total equity'][c], bs['Retained surplus'][c] + bs['Current year surplus'][c] + bs.Reserves[c], `ma bs equity ${c}`);
    eq(bs['Total equity'][c], bs['Net assets'][c], `ma bs balances ${c}`);
  }
  eq(bs['Cash at bank'][1], fp['Cash and cash equivalents'][0], 'ma June cash = audited'); eq(bs['Term deposits'][1], fp['Other financial assets - term deposits'][0], 'ma June TD');
  eq(bs['Lease liabilities'][1], fr.leaseT['Total lease liabilities'][0], 'ma June leases'); eq(bs['Employee provisions'][1], fr.provT['Total employee benefits provisions'][0], 'ma June provisions');
  eq(bs['Net assets'][1], fp['Net assets'][0], 'ma June net assets'); eq(bs['Retained surplus'][0], fp['Retained surplus'][0], 'ma retained');
  eq(bs.Reserves[0], fp['Asset revaluation reserve'][0] + fp['Capital works reserve'][0], 'ma reserves');
  eq(bs['Current year surplus'][0], ma.net.ytdA, 'ma current year surplus = P&L');
  // café invoice (rendering data)
  for (const x of inv.items) eq(x.amount, r2(x.qty * x.price), `invoice ${x.desc}`);
  eq(inv.total, r2(sum(inv.items.map((x) => x.amount))), 'invoice total');
  eq(inv.gstFree, r2(sum(inv.items.filter((x) => !x.gst).map((x) => x.amount))), 'invoice GST-free');
  eq(inv.gst, r2((inv.total - inv.gstFree) / 11), 'invoice GST one-eleventh of taxable');
  const jpg = fs.readFileSync(docPath('ironbark', 3));
  checks++; if (jpg[0] !== 0xff || jpg[1] !== 0xd8 || jpg.length < 50000) fail('invoice photo is not a JPEG');
}

// =============================================================================== run
const st = await readStroud();
const ib = await readIronbark();
const READ = { stroud: st.V, ironbark: ib.V };
compare(READ.stroud, V0.stroud, 'stroud');
compare(READ.ironbark, V0.ironbark, 'ironbark');
checkStroud(READ.stroud, st.extra);
checkIronbark(READ.ironbark);
// every expected answer, recomputed from what was read
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const rebuilt = buildCases(READ);
checks++; if (cases.length !== rebuilt.length || cases.length !== 100) fail(`case count ${cases.length}`);
const texts = { fs: st.extra.P.flat, gx: JSON.stringify(READ.stroud.gx), fr: ib.extra.P.flat, ma: READ.ironbark.ma.months.join(' '), inv: READ.ironbark.inv.date };
for (const c of cases) {
  const r = rebuilt.find((x) => x.id === c.id);
  if (!r) { fail(`${c.id} not rebuilt`); continue; }
  compare(r.answer, c.answer, `${c.id} answer`);
  checks++; if (r.question !== c.question || r.kind !== c.kind) fail(`${c.id} question`);
  checks++; if (JSON.stringify(c.documents) !== JSON.stringify(DOCS[c.org].map((d) => `${c.org}/${d}`))) fail(`${c.id} documents`);
  for (const d of c.documents) { checks++; if (!fs.existsSync(path.join(SET, 'documents', d))) fail(`${c.id}: missing ${d}`); }
  if (r.src) { checks++; if (!texts[r.src.src].includes(r.src.find)) fail(`${c.id}: "${r.src.find}" not found in ${r.src.src}`); }
}
const perOrg = Object.fromEntries(Object.keys(DEFS).map((o) => [o, cases.filter((c) => c.org === o)]));
for (const [o, cs] of Object.entries(perOrg)) { checks++; if (cs.length !== 50 || cs.filter((c) => c.answer.type === 'notfound').length !== 5) fail(`${o}: ${cs.length} cases`); }
console.log(`${checks} checks, ${failures} failures`);
if (failures) process.exit(1);
