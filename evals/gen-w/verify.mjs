// Independent reader of set W: parses every rendered file back (PDF text with pdfjs, workbooks with exceljs, Word
// with jszip, CSV with csv-parse), rebuilds the view each question's calc reads, recomputes every expected answer
// from what it read and compares it with cases.jsonl. Also checks the documents' own arithmetic (totals, running
// balances), that accepted names appear in the files, and that notfound cases' tell-tale strings do not.
// The two photos are checked against their rendering data (RAW), recomputing totals and VAT from the items.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFS, RAW } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-w');
const DOCS = path.join(SET, 'documents');
let bad = 0;
const fail = (m) => { bad++; console.log('MISMATCH ' + m); };
const near = (a, b, tol = 0.005) => Math.abs(a - b) <= Math.max(tol * Math.abs(b), 0.006);
const r2 = (v) => Math.round(v * 100) / 100;
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

// ---------------------------------------------------------------- readers
async function pdfLines(file) {
  const pdf = await getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  const lines = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const tc = await (await pdf.getPage(p)).getTextContent();
    const by = new Map();
    for (const it of tc.items) {
      if (!it.str || !it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const key = [...by.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      if (!by.has(key)) by.set(key, []);
      by.get(key).push({ x: it.transform[4], s: it.str });
    }
    for (const y of [...by.keys()].sort((a, b) => b - a)) lines.push({ page: p, items: by.get(y).sort((a, b) => a.x - b.x) });
  }
  return lines;
}
async function docx(file) {
  const xml = await (await JSZip.loadAsync(fs.readFileSync(file))).file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const txt = (s) => dec([...s.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => txt(c[1]).trim())));
  const paras = [...xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '').matchAll(/<w:p[ >]([\s\S]*?)<\/w:p>/g)].map((p) => txt(p[1]).trim()).filter(Boolean);
  return { tables, paras, text: paras.join('\n') + '\n' + tables.flat(2).join('\n') };
}
async function workbook(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
const cv = (c) => { const v = c.value; return v && typeof v === 'object' && !(v instanceof Date) && 'result' in v ? v.result : v ?? null; };
const sheetRows = (ws) => { const out = []; ws.eachRow({ includeEmpty: false }, (row) => { const a = []; for (let i = 1; i <= ws.columnCount; i++) a.push(cv(row.getCell(i))); out.push(a); }); return out; };
const sheetText = (wb) => wb.worksheets.flatMap((ws) => sheetRows(ws).flat().filter((x) => typeof x === 'string')).join('\n');
const numSp = (s) => { s = String(s).trim(); if (s === '–' || s === '-') return 0; const neg = /^\(.*\)$/.test(s) || s.startsWith('-'); const v = parseFloat(s.replace(/[()€N$,\s-]/g, '')); return Number.isNaN(v) ? NaN : neg ? -v : v; };
const isoDMY = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`; };
const isoLong = (s) => { const m = s.match(/(\d{1,2}) (\w+) (\d{4})/); return `${m[3]}-${String(MONTHS.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };
const isoDate = (d) => d.toISOString().slice(0, 10);
const csvRows = (file) => parse(fs.readFileSync(file, 'utf8').replace(/^\ufeff/, ''), { relax_column_count: true, skip_empty_lines: true });

// ---------------------------------------------------------------- Marula
async function readMarula(dir) {
  const text = [];
  // Zoho P&L
  const zw = await workbook(path.join(dir, 'Profit and Loss by Quarter FY2025-26.xlsx'));
  text.push(sheetText(zw));
  const pl = {};
  for (const r of sheetRows(zw.worksheets[0])) {
    if (typeof r[0] !== 'string' || typeof r[1] !== 'number') continue;
    const q = r.slice(1, 5);
    if (!near(q.reduce((s, x) => s + x, 0), r[5])) fail(`zoho total column ${r[0]}`);
    if (/^(Total for|Gross Profit|Operating Profit|Net Profit)/.test(r[0])) continue;
    pl[r[0]] = q;
  }
  // board pack PDF
  const lines = await pdfLines(path.join(dir, 'Board pack - Budget vs Actual FY2025-26.pdf'));
  text.push(lines.map((l) => l.items.map((i) => i.s).join(' ')).join('\n'));
  const bva = {};
  let pages = new Set();
  for (const l of lines) {
    const label = l.items.filter((i) => i.x < 240).map((i) => i.s).join(' ').trim();
    const vals = l.items.filter((i) => i.x >= 240).map((i) => numSp(i.s));
    if (!label || vals.length < 4 || vals.some(Number.isNaN)) continue;
    pages.add(l.page);
    bva[label] = vals.length === 5 ? { actual: vals[0], budget: vals[1], variance: vals[2], pct: vals[3], prior: vals[4] } : { actual: vals[0], budget: vals[1], variance: vals[2], pct: null, prior: vals[3] };
  }
  if (pages.size !== 2) fail('board pack table should run over two pages');
  const lab = Object.keys(bva);
  const iTot = lab.indexOf('Total income'), eTot = lab.indexOf('Total expenditure');
  for (const k of ['actual', 'budget', 'prior']) {
    const si = lab.slice(0, iTot).reduce((s, l) => s + bva[l][k], 0), se = lab.slice(iTot + 1, eTot).reduce((s, l) => s + bva[l][k], 0);
    if (!near(si, bva['Total income'][k], 1e-6)) fail(`board pack income total ${k}`);
    if (!near(se, bva['Total expenditure'][k], 1e-6)) fail(`board pack expenditure total ${k}`);
    if (!near(si - se, bva['Surplus/(deficit)'][k], 1e-6)) fail(`board pack surplus ${k}`);
  }
  lab.slice(0, iTot).forEach((l) => { if (bva[l].variance !== bva[l].actual - bva[l].budget) fail(`income variance ${l}`); });
  lab.slice(iTot + 1, eTot).forEach((l) => { if (bva[l].variance !== bva[l].budget - bva[l].actual) fail(`expense variance ${l}`); });
  // bank CSV
  const bf = fs.readdirSync(dir).find((f) => /^FNB_.*\.csv$/.test(f));
  text.push(fs.readFileSync(path.join(dir, bf), 'utf8'));
  const rows = csvRows(path.join(dir, bf));
  const opening = parseFloat(rows.find((r) => r[0] === 'OPENING BALANCE')[1]);
  const hi = rows.findIndex((r) => r[0] === 'Date');
  const bank = { opening, rows: rows.slice(hi + 1).map((r) => ({ date: r[0].replace(/\//g, '-'), desc: r[1], ref: r[2], amount: parseFloat(r[3]), balance: parseFloat(r[4]) })) };
  let bal = opening;
  for (const r of bank.rows) { bal = r2(bal + r.amount); if (!near(bal, r.balance, 1e-9)) fail(`FNB running balance ${r.date}`); }
  // occupancy
  const ow = await workbook(path.join(dir, 'Shelter occupancy FY2025-26.xlsx'));
  text.push(sheetText(ow));
  const occ = [];
  let totRow;
  for (const r of sheetRows(ow.worksheets[0])) {
    if (r[0] instanceof Date) occ.push({ month: isoDate(r[0]).slice(0, 7), women: r[1], children: r[2], exits: r[3], nights: r[4], occ: r[5] * 100 });
    if (r[0] === 'Total') totRow = r;
  }
  ['women', 'children', 'exits', 'nights'].forEach((k, i) => { if (occ.reduce((s, o) => s + o[k], 0) !== totRow[i + 1]) fail(`occupancy total ${k}`); });
  for (const o of occ) { const [y, m] = o.month.split('-').map(Number); if (!near(o.occ, (o.nights / (28 * new Date(Date.UTC(y, m, 0)).getUTCDate())) * 100, 1e-9)) fail(`occupancy % ${o.month}`); }
  // treasurer's report
  const d = await docx(path.join(dir, "Treasurer's Report AGM 2026.docx"));
  text.push(d.text);
  const gt = d.tables[0];
  const grants = gt.slice(1).filter((r) => r[0] !== 'Total').map((r) => ({ funder: r[0], purpose: r[1], date: isoDMY(r[2]), amount: numSp(r[3]) }));
  if (grants.reduce((s, g) => s + g.amount, 0) !== numSp(gt.find((r) => r[0] === 'Total')[3])) fail('grants table total');
  const ti = d.paras.indexOf('Treasurer');
  const rep = {
    treasurer: d.paras[ti - 1], auditor: d.text.match(/audited by (.+?), Chartered/)[1], agm: isoLong(d.text.match(/on \w+day, (\d{1,2} \w+ \d{4})/)[1]),
    reserves: numSp(d.text.match(/unrestricted reserves of N\$ ([\d ]+\d)/)[1]),
  };
  const women = Number(d.text.match(/took in (\d+) women/)[1]);
  if (women !== occ.reduce((s, o) => s + o.women, 0)) fail('treasurer women vs occupancy sheet');
  // photo: rendering data
  const K = RAW.KRECEIPT;
  const total = r2(K.items.reduce((s, [, q, p]) => s + r2(q * p), 0));
  const receipt = { total, vat: r2((total * 15) / 115), date: K.date, shop: K.shop };
  const pos = bank.rows.find((r) => /KALAHARI/.test(r.desc) && r.date.startsWith('2026-02'));
  if (!near(-pos.amount, total, 1e-9)) fail('till slip total vs bank POS line');
  return { view: { pl, bva, bank, occ, grants, rep, receipt }, text: text.join('\n') };
}

// ---------------------------------------------------------------- Sliema
async function readSliema(dir) {
  const text = [];
  const lines = await pdfLines(path.join(dir, 'Sliema Chamber Music Society_Profit and Loss_2025-08-31.pdf'));
  text.push(lines.map((l) => l.items.map((i) => i.s).join(' ')).join('\n'));
  const pl = {};
  let section = null;
  const sections = {};
  for (const l of lines) {
    const label = l.items.filter((i) => i.x < 300).map((i) => i.s).join(' ').trim();
    const vals = l.items.filter((i) => i.x >= 300).map((i) => i.s);
    if (l.items[0].x < 55 && /^(Income|Cost of Goods Sold|Operating Expenses)$/.test(label) && vals.every((v) => !/€/.test(v))) { section = label; sections[section] = []; continue; }
    if (vals.length !== 2 || !vals.every((v) => /€/.test(v))) continue;
    const nums = vals.map(numSp);
    if (section && l.items[0].x > 55) { pl[label] = nums; sections[section].push(label); } else if (section && label === `Total ${section}`) {
      [0, 1].forEach((i) => { if (!near(sections[section].reduce((s, a) => s + pl[a][i], 0), nums[i], 1e-9)) fail(`wave total ${section}`); });
    }
  }
  // PayPal
  text.push(fs.readFileSync(path.join(dir, 'Download.CSV'), 'utf8'));
  const pr = csvRows(path.join(dir, 'Download.CSV'));
  const H = pr[0];
  const col = (r, n) => r[H.indexOf(n)];
  const n = (s) => parseFloat(String(s).replace(/,/g, ''));
  const paypal = pr.slice(1).map((r) => ({ date: isoDMY(col(r, 'Date')), time: col(r, 'Time'), name: col(r, 'Name'), type: col(r, 'Type'), gross: n(col(r, 'Gross')), fee: n(col(r, 'Fee')), net: n(col(r, 'Net')), item: col(r, 'Item Title'), qty: Number(col(r, 'Quantity') || 0), balance: n(col(r, 'Balance')) }));
  let bal = null;
  for (const r of paypal) { if (!near(r2(r.gross + r.fee), r.net, 1e-9)) fail(`paypal net ${r.date}`); if (bal !== null && !near(r2(bal + r.net), r.balance, 1e-9)) fail(`paypal balance ${r.date}`); bal = r.balance; }
  // budget workbook
  const bw = await workbook(path.join(dir, 'SCMS Season 2025-26 Budget.xlsx'));
  text.push(sheetText(bw));
  const budget = {};
  for (const r of sheetRows(bw.getWorksheet('Budget 2025-26'))) {
    if (typeof r[0] !== 'string' || typeof r[1] !== 'number') continue;
    if (!near(r[1] + r[2] + r[3] + r[4], r[5], 1e-9)) fail(`budget row total ${r[0]}`);
    if (/^(Total|Surplus)/.test(r[0])) continue;
    budget[r[0]] = r.slice(1, 7);
  }
  const concerts = [];
  for (const r of sheetRows(bw.getWorksheet('Concerts'))) {
    if (typeof r[0] !== 'number') continue;
    concerts.push({ date: isoDate(r[1]), programme: r[2], performers: r[3], venue: r[4], capacity: r[5], sold: r[6] ?? null, income: r[8] ?? null, budgetIncome: r[9], fee: r[10] });
  }
  // treasurer's report
  const d = await docx(path.join(dir, "Treasurer's Report AGM 2025.docx"));
  text.push(d.text);
  const funds = {};
  for (const r of d.tables[0].slice(1)) if (r[0] !== 'Total funds') funds[r[0]] = numSp(r[1]);
  if (!near(Object.values(funds).reduce((s, x) => s + x, 0), numSp(d.tables[0].find((r) => r[0] === 'Total funds')[1]), 1e-9)) fail('funds total');
  if (!near(funds['PayPal balance'], r2(paypal[0].balance - paypal[0].net), 1e-9)) fail('PayPal balance at 31 August vs the export');
  const ti = d.paras.indexOf('Hon. Treasurer');
  const rep = { treasurer: d.paras[ti - 1], examiner: d.text.match(/examined by (.+?), Certified/)[1], agm: isoLong(d.text.match(/held on (\d{1,2} \w+ \d{4})/)[1]), members: Number(d.text.match(/record (\d+) paid-up members/)[1]) };
  const S = RAW.SRECEIPT;
  const total = r2(S.items.reduce((s, [, q, p]) => s + r2(q * p), 0));
  const receipt = { total, vat: r2((total * 18) / 118), date: S.date, shop: S.shop };
  return { view: { pl, paypal, budget, concerts, funds, rep, receipt }, text: text.join('\n') };
}

// ---------------------------------------------------------------- compare
const M = await readMarula(path.join(DOCS, 'marula'));
const S = await readSliema(path.join(DOCS, 'sliema'));
const V = { marula: M.view, sliema: S.view };
const TEXT = { marula: M.text.toLowerCase(), sliema: S.text.toLowerCase() };
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const byId = new Map(cases.map((c) => [c.id, c]));
let n = 0;
for (const [org, defs] of Object.entries(DEFS)) {
  const files = fs.readdirSync(path.join(DOCS, org)).sort().map((f) => `${org}/${f}`);
  defs.forEach(([kind, question, calc, o], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    const c = byId.get(id);
    n++;
    if (!c || c.question !== question || c.kind !== kind) return fail(`${id} missing or changed`);
    if (JSON.stringify(c.documents) !== JSON.stringify(files)) fail(`${id} documents list`);
    let got;
    try { got = calc(V); } catch (e) { return fail(`${id} could not be recomputed from the files: ${e.message}`); }
    const a = c.answer;
    if (got === 'notfound') {
      if (a.type !== 'notfound') fail(`${id} expected notfound`);
      for (const s of o.absent || []) if (TEXT[org].includes(s.toLowerCase())) fail(`${id} notfound but "${s}" is in the documents`);
    } else if (typeof got === 'object') {
      if (a.type !== 'text' || JSON.stringify(a.any) !== JSON.stringify(got.text)) fail(`${id} text ${JSON.stringify(got.text)} vs ${JSON.stringify(a.any)}`);
      if (kind === 'text' && !got.text.some((p) => TEXT[org].includes(p.toLowerCase()) || p === RAW.KRECEIPT.shop || p === RAW.SRECEIPT.shop)) fail(`${id} accepted text not found in the documents`);
    } else {
      if (a.type !== 'number' || !Number.isFinite(got) || !near(got, a.value, 1e-6)) fail(`${id} number ${got} vs ${a.value}`);
    }
  });
}
if (n !== cases.length) fail(`cases.jsonl has ${cases.length} cases, data.mjs ${n}`);
if (bad) { console.log(`verify FAILED: ${bad} mismatches`); process.exit(1); }
console.log(`verify passed: ${n} cases recomputed from the rendered files`);
