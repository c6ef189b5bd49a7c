// Independent check of set U: re-reads every rendered file (PDF text via pdftotext -layout, .xlsx via exceljs, .xls via
// SheetJS, .docx XML via jszip, the CSV via csv-parse), recomputes every expected answer from what it reads, and fails
// loudly on any mismatch. The receipt photos' figures are read from their printed lines (the rendering data).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import XLSX from 'xlsx-republish';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { CASES } from './gen.mjs';
import { receiptLines as rlP } from './lib/render-p.mjs';
import { receiptLines as rlG } from './lib/render-g.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCS = path.resolve(here, '..', 'set-u', 'documents');
const file = (org, re) => { const f = fs.readdirSync(path.join(DOCS, org)).find((x) => re.test(x)); if (!f) throw new Error(`no file ${re}`); return path.join(DOCS, org, f); };
const pdf = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
const num = (s) => { const t = s.replace(/[£$\s,]/g, ''); if (/^[-–—]$/.test(t) || t === '') return 0; const neg = /^\(.*\)$/.test(t); const v = parseFloat(t.replace(/[()]/g, '')); if (Number.isNaN(v)) throw new Error(`not a number: ${s}`); return neg ? -v : v; };
const TOK = /\(?-?[£$]?\s?\d[\d,]*(?:\.\d+)?\)?|(?<=\s)[-–—](?=\s|$)|\$—/g;
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const iso = (y, m, d) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const dmy = (s) => { const m = s.match(/(\d+) (\w+) (\d{4})/); return iso(m[3], MON.indexOf(m[2]) + 1, m[1]); };
const mdyLong = (s) => { const m = s.match(/(\w+)\s+(\d+),\s+(\d{4})/); return iso(m[3], MON.indexOf(m[1]) + 1, m[2]); };

// ---- files
const P_AFS = pdf(file('pennine', /Financial Statements 2025\.pdf$/));
const P_AR = pdf(file('pennine', /^Annual Return/));
const G_AFS = pdf(file('georgian', /Audited Financial Statements/));
const G_T = pdf(file('georgian', /^T3010/));
const G_INV = pdf(file('georgian', /Investment Report/));
const section = (text, from, to) => { const a = text.indexOf(from); if (a < 0) throw new Error(`no section ${from}`); const b = text.indexOf(to, a + from.length); if (b < 0) throw new Error(`no end ${to}`); return text.slice(a, b).split('\n'); };
function pdfRow(lines, label, n, prefix = false) {
  const hits = lines.filter((l) => { const t = l.trim(); if (!t.startsWith(label)) return false; const rest = t.slice(label.length); return prefix || rest === '' || /^\s{2,}/.test(rest); });
  if (hits.length !== 1) throw new Error(`pdf row "${label}": ${hits.length} matches`);
  const rest = hits[0].trim().slice(label.length);
  const toks = [...(' ' + rest).matchAll(TOK)].map((m) => m[0]);
  if (toks.length < n) throw new Error(`pdf row "${label}": ${toks.length} figures`);
  return toks.slice(-n).map(num);
}
const PDFT = {
  pSofa: [section(P_AFS, 'Statement of Financial Activities (incorporating', 'All income and expenditure'), 5],
  pBs: [section(P_AFS, 'Balance Sheet\nas at', 'The financial statements were approved'), 2],
  pDon: [section(P_AFS, '3. Income from donations and legacies', '4. Income from'), 2],
  pExp: [section(P_AFS, '7. Analysis of expenditure', 'Support costs include'), 5],
  pStaff: [section(P_AFS, '10. Staff costs and numbers', 'The key management'), 2],
  gSfp: [section(G_AFS, 'As at March 31, 2025', 'Approved on behalf'), 2],
  gOps: [section(G_AFS, 'Statement of Operations\nYear', 'Statement of Changes in Net Assets'), 3],
  gInv: [section(G_AFS, '3. Investments', 'Investment income is made up'), 2],
  gRecon: [section(G_INV, '1. Reconciliation', '2. Asset mix'), 5],
  gRet: [section(G_INV, '3. Rates of return', 'Benchmark:'), 3, true],
};
// ---- workbooks
const wbP = new ExcelJS.Workbook(); await wbP.xlsx.readFile(file('pennine', /^Valuation/));
const wbB = new ExcelJS.Workbook(); await wbB.xlsx.readFile(file('pennine', /^Budget 2026/));
const cellV = (c) => { const v = c.value; return v && typeof v === 'object' && 'result' in v ? v.result : v; };
const sheetRows = (ws) => { const out = []; ws.eachRow({ includeEmpty: false }, (r) => out.push(r.values.slice(1).map((c) => (c && typeof c === 'object' && 'result' in c ? c.result : c)))); return out; };
const xls = XLSX.read(fs.readFileSync(file('georgian', /Operating Budget.*\.xls$/)));
const xlsRows = XLSX.utils.sheet_to_json(xls.Sheets[xls.SheetNames[0]], { header: 1, defval: null });
const XT = {
  pPerf: [sheetRows(wbP.getWorksheet('Performance 2025')), 1],
  pBud: [sheetRows(wbB.getWorksheet('Budget 2026 summary')), 1],
  gBud: [xlsRows, 1],
};
const rowOf = (rows, label) => { const hits = rows.filter((r) => String(r[0] ?? '').trim() === label); if (hits.length !== 1) throw new Error(`sheet row "${label}": ${hits.length} matches`); return hits[0]; };
// ---- Word
async function docxTables(f) {
  const xml = await (await JSZip.loadAsync(fs.readFileSync(f))).file('word/document.xml').async('string');
  return [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => [...c[1].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join('').replace(/&amp;/g, '&').replace(/&apos;/g, "'"))));
}
const dP = await docxTables(file('pennine', /\.docx$/));
const dG = await docxTables(file('georgian', /\.docx$/));
const DT = { pFive: dP[1], gFive: dG[1] };
// ---- lists
const grantLines = [...P_AFS.matchAll(/^\s*(PNRT-25-\d\d)\s{2,}(.+?)\s{2,}(.+?)\s{2,}(.+?)\s{2,}(\d\d)\/(\d\d)\/(\d{4})\s+(\d+)\s+([\d,]+)\s*$/gm)];
const numRows = (lines, n) => lines.map((l) => { const t = l.trim(); const toks = [...(' ' + t).matchAll(TOK)]; if (toks.length < n) return null; const label = t.slice(0, t.search(/\s{2,}/)).trim(); return { label, v: toks.slice(-n).map((m) => num(m[0])) }; }).filter((r) => r && r.label && !/^Total|^\d{4}$/.test(r.label));
const holdings = (() => {
  const out = []; let cls = null; let inT = false;
  for (const r of sheetRows(wbP.getWorksheet('Valuation'))) {
    if (r[0] === 'Holding') { inT = true; continue; }
    if (!inT) continue;
    if (r[0] && r.slice(1).every((x) => x === null || x === undefined)) { cls = r[0]; continue; }
    if (typeof r[4] === 'number' && !/^Total|TOTAL/.test(r[0])) out.push({ cls, name: r[0], mv: r[4], inc: r[6] });
  }
  return out;
})();
const gifts = parse(fs.readFileSync(file('georgian', /\.csv$/), 'utf8'), { columns: true }).map((r) => { const [m, d, y] = r['Gift date'].split('/'); return { date: iso(y, m, d), name: r['Constituent name'], type: r['Constituent type'], giftType: r['Gift type'], amount: num(r['Gift amount']), fund: r.Fund, anon: r.Anonymous }; });
const LISTS = {
  pGrants: grantLines.map((m) => ({ ref: m[1], inst: m[2].trim(), start: iso(m[7], m[6], m[5]), months: Number(m[8]), amount: num(m[9]) })),
  pRf: numRows(section(P_AFS, '16. Movements in restricted funds', 'The transfer of'), 5).map((r) => ({ fund: r.label, cf: r.v[4] })),
  pHold: holdings,
  pEvents: dP[0].slice(1).map((r) => ({ event: r[0], date: dmy(r[1]), net: num(r[4]) })),
  gGrants: numRows(section(G_AFS, '8. Grants to Georgian Shores', '9. Internally'), 2).map((r) => ({ dept: r.label, y25: r.v[0], y24: r.v[1] })),
  gEndow: numRows(section(G_AFS, '7. Endowment funds', '8. Grants to Georgian'), 3).map((r) => ({ fund: r.label, beg: r.v[0], contrib: r.v[1], end: r.v[2] })),
  gGifts: gifts,
  gEvents: dG[0].slice(1).map((r) => ({ event: r[0], date: mdyLong(r[1]), gross: num(r[2]), net: num(r[3]) })),
};
// ---- facts in prose and forms
const need = (text, re) => { const m = text.match(re); if (!m) throw new Error(`fact not found ${re}`); return m[1]; };
const FACTS = {
  pennine: {
    approved: () => dmy(need(P_AFS, /Approved by the trustees on (\d+ \w+ \d{4})/)),
    submitted: () => { const [d, m, y] = need(P_AR, /Date return submitted\s+(\d\d\/\d\d\/\d{4})/).split('/'); return iso(y, m, d); },
    volunteers: () => Number(need(P_AR, /Number of UK volunteers\s+(\d+)/)),
    auditor: () => need(P_AFS, /for and on behalf of (.+?), Statutory Auditor/),
    manager: () => String(cellV(wbP.getWorksheet('Valuation').getCell('A1'))),
  },
  georgian: {
    auditSigned: () => mdyLong(need(G_AFS, /Port Ashby, Ontario,\s+(\w+\s+\d+,\s+\d{4})/)),
    budgetApproved: () => mdyLong(need(String(xlsRows[2][0]), /Approved by the Board of Directors (\w+ \d+, \d{4})/)),
    fullTime: () => Number(need(G_T, /Number of permanent, full-time, compensated positions\s+(\d+)/)),
    auditor: () => need(G_AFS, /\n\s*([^\n]+?), Chartered Professional Accountants/),
    opinion: () => need(G_AFS, /(Qualified) Opinion\./).toLowerCase(),
  },
};
// ---- receipts: the photos' printed lines
const rl = { pennine: rlP(), georgian: rlG() };
const line = (org, re) => { const l = rl[org].find((x) => x.cols && re.test(x.cols[0])); if (!l) throw new Error(`receipt line ${re}`); return l.cols; };
const RECEIPT = {
  pennine: { vat: () => num(line('pennine', /^VAT 20%/)[1]), date: () => { const [d, m, y] = line('pennine', /^\d\d\/\d\d\/\d{4}/)[0].slice(0, 10).split('/'); return iso(y, m, d); } },
  georgian: { hst: () => num(line('georgian', /^H=HST/)[1]), floral: () => num(line('georgian', /^FLORAL CENTREPIECE$/)[1].replace(/\s*H$/, '')) },
};

const fileReader = (org) => ({
  v: (t, label, c) => {
    if (PDFT[t]) return pdfRow(PDFT[t][0], label, PDFT[t][1], PDFT[t][2])[c];
    if (t === 'gT3010') { const m = G_T.match(new RegExp(`^\\s*${label}\\s{2,}.*?([\\d,]+)\\s*$`, 'm')); if (!m) throw new Error(`T3010 line ${label}`); return num(m[1]); }
    if (XT[t]) { const v = rowOf(XT[t][0], label)[XT[t][1] + c]; if (typeof v !== 'number') throw new Error(`${t} ${label} ${c}: ${v}`); return v; }
    if (DT[t]) { const r = DT[t].find((x) => x[0] === label); if (!r) throw new Error(`${t} row ${label}`); return num(r[c + 1]); }
    throw new Error(`unknown table ${t}`);
  },
  l: (k) => { const x = LISTS[k]; if (!x || !x.length) throw new Error(`empty list ${k}`); return x; },
  f: (n) => FACTS[org][n](),
  r: (o, n) => RECEIPT[o][n](),
});

// ---- compare
const close = (a, b) => Math.abs(a - b) <= Math.max(1e-9, Math.abs(b) * 1e-9) + 0.0051;
let bad = 0, checked = 0;
if (LISTS.pGrants.length !== 16) { bad++; console.log(`FAIL grant list read ${LISTS.pGrants.length} rows`); }
for (const c of CASES) {
  if (c.answer.type === 'notfound') continue;
  let got;
  try { got = c.calc(fileReader(c.org)); } catch (e) { bad++; console.log(`FAIL ${c.id}: ${e.message}`); continue; }
  checked++;
  let ok;
  if (c.answer.type === 'number') ok = typeof got === 'number' && close(Math.round(got * 100) / 100, Math.round(c.answer.value * 100) / 100);
  else if (got.date) ok = c.answer.any.includes(got.date) && c.answer.any[0] === c.answer.any[0];
  else ok = c.answer.any.some((p) => p.toLowerCase() === String(got.text).toLowerCase()) || c.answer.any.includes(got.any?.[0]);
  if (!ok) { bad++; console.log(`FAIL ${c.id}: files give ${JSON.stringify(got)}, expected ${JSON.stringify(c.answer)}`); }
}
// every notfound question must really be absent: spot-check the items they ask about
const nf = [[P_AFS + P_AR, /\b2023\b.*legac|legac.*\b2023\b/i], [P_AFS, /chief executive'?s? (salary|remuneration) (was|of) £/i], [P_AFS, /\bBP\b/], [G_AFS + G_T, /sponsorship/i], [G_AFS + G_T + G_INV, /FY2026-27|2026-27/]];
for (const [text, re] of nf) if (re.test(text)) { bad++; console.log(`FAIL notfound item present: ${re}`); }
if (bad) { console.log(`verify FAILED: ${bad} problem(s)`); process.exit(1); }
console.log(`verify passed: ${checked} answers recomputed from the files, ${CASES.length - checked} notfound cases checked absent`);
