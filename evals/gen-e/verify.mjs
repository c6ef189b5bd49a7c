// Independent verifier. Does NOT import data.mjs (or anything that does): it re-reads the generated
// files (exceljs, csv-parse, pdftotext -layout, jszip for docx, tesseract for images), checks that the
// documents foot and agree with each other, recomputes every case's answer from its own definition of
// the question, and checks that notfound subjects are absent from the files.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import JSZip from 'jszip';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-e');
const DOCS = path.join(SET, 'documents');
const src = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
if (/from\s+['"]\.\/data\.mjs['"]|from\s+['"]\.\/lib\//.test(src)) throw new Error('verify.mjs must not import the generator');

let failures = 0, checks = 0;
function check(cond, msg) { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } }
const sum = (a) => a.reduce((s, x) => s + x, 0);
const eq = (a, b) => Math.abs(a - b) < 1e-6;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MON = MONTHS.map((m) => m.slice(0, 3));

// ------------------------------------------------------------------ generic readers
const pdfText = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
const ocr = (f) => execFileSync('tesseract', [f, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
// "1,234" "(1,234)" "-1,234" "$1,234" "($71,640)" "—" "–" "-" -> number
function num(s) {
  if (s === null || s === undefined) return null;
  if (typeof s === 'number') return s;
  let t = String(s).trim();
  if (/^[—–-]$/.test(t) || t === '') return 0;
  let neg = false;
  if (/^\(.*\)$/.test(t)) { neg = true; t = t.slice(1, -1); }
  if (t.startsWith('-')) { neg = true; t = t.slice(1); }
  t = t.replace(/[$,\s]/g, '').replace(/^NZ/, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return (neg ? -1 : 1) * parseFloat(t);
}
const NUMTOK = String.raw`\(?-?\$?[\d,]+(?:\.\d+)?\)?|\(?\$?[\d,]+\)?|[—–-]`;
// split a layout line into label + trailing numeric columns
function splitLine(line, n) {
  const re = new RegExp(String.raw`^(\s*)(.*?\S)?((?:\s{2,}|\s)(?:${NUMTOK})){${n}}\s*$`);
  if (!re.test(line)) return null;
  const toks = [];
  let rest = line.replace(/\s+$/, '');
  for (let i = 0; i < n; i++) {
    const m = rest.match(new RegExp(String.raw`(?:^|\s)(${NUMTOK})$`));
    if (!m) return null;
    toks.unshift(m[1]);
    rest = rest.slice(0, rest.length - m[1].length).replace(/\s+$/, '');
  }
  const label = rest.trim();
  const vals = toks.map(num);
  if (vals.some((v) => v === null)) return null;
  return { label, vals, indent: (line.match(/^\s*/)[0]).length };
}
async function readXlsx(f) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(f);
  return wb;
}
const cellVal = (c) => {
  const v = c.value;
  if (v && typeof v === 'object') {
    if ('result' in v) return v.result;
    if ('formula' in v) return undefined; // formula without cached result
    if (v.richText) return v.richText.map((r) => r.text).join('');
    if (v.text) return v.text;
  }
  return v;
};
function sheetRows(ws) {
  const rows = [];
  ws.eachRow({ includeEmpty: true }, (r, i) => {
    const vals = [];
    for (let c = 1; c <= ws.columnCount; c++) vals[c] = cellVal(r.getCell(c));
    rows[i] = vals;
  });
  return rows;
}
function xlsxAllText(wb) {
  const out = [];
  wb.eachSheet((ws) => {
    out.push(ws.name);
    ws.eachRow((r) => r.eachCell((c) => { const v = cellVal(c); if (v !== null && v !== undefined) out.push(String(v)); }));
  });
  return out.join('\n');
}
async function docxParse(f) {
  const zip = await JSZip.loadAsync(fs.readFileSync(f));
  const xml = await zip.file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  const textOf = (x) => dec([...x.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[\s>][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => textOf(c[1]))));
  const body = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '');
  const paras = [...body.matchAll(/<w:p[\s>][\s\S]*?<\/w:p>/g)].map((p) => textOf(p[0])).filter((t) => t.trim());
  return { paras, tables, text: paras.join('\n') + '\n' + tables.flat(2).join('\n') };
}

// ------------------------------------------------------------------ load the set
const readJsonl = (p) => fs.readFileSync(p, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
const cases = readJsonl(path.join(SET, 'cases.jsonl'));
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
const D = (org, name) => path.join(DOCS, org, name);
const corpus = { harbourlight: [], tamarack: [] };

// ================================================================== HARBOURLIGHT
const HLN = 'harbourlight';
// ---- management accounts: one sheet per month
const mgmt = {}; // month index -> { label -> {mA,mB,yA,yB}, groups }
{
  const wb = await readXlsx(D(HLN, 'Management Accounts 2026.xlsx'));
  corpus[HLN].push(xlsxAllText(wb));
  wb.eachSheet((ws) => {
    const m = ws.name.match(/^([A-Z][a-z]{2}) 26$/);
    if (!m) return;
    const mi = MON.indexOf(m[1]);
    const rows = sheetRows(ws);
    const hr = rows.findIndex((r) => r && r.includes('Year to date'));
    const sub = rows[hr + 1];
    const col = {};
    for (let c = 1; c < rows[hr].length; c++) {
      const top = rows[hr][c], s = sub[c];
      if (top === 'Month' && s === 'Actual') col.mA = c;
      if (top === 'Month' && s === 'Budget') col.mB = c;
      if (top === 'Year to date' && s === 'Actual') col.yA = c;
      if (top === 'Year to date' && s === 'Budget') col.yB = c;
    }
    check(Object.keys(col).length === 4, `${ws.name}: header columns found`);
    const lines = {}; const groups = {}; let group = null;
    for (let i = hr + 2; i < rows.length; i++) {
      const r = rows[i]; if (!r || typeof r[1] !== 'string') continue;
      const label = r[1];
      const hasNum = typeof r[col.mA] === 'number';
      if (!hasNum) { if (!label.startsWith('Note')) { group = label; groups[group] = groups[group] ?? []; } continue; }
      const v = { mA: r[col.mA], mB: r[col.mB], yA: r[col.yA], yB: r[col.yB] };
      lines[label] = v;
      if (!/^Total|^Net surplus/.test(label)) groups[group].push(label);
    }
    mgmt[mi] = { lines, groups, sheet: ws.name };
  });
}
const months = Object.keys(mgmt).map(Number).sort((a, b) => a - b);
check(months.length === 10 && months[0] === 0 && months.at(-1) === 9, 'management accounts have Jan..Oct 2026 sheets');
const K = ['mA', 'mB', 'yA', 'yB'];
for (const mi of months) {
  const { lines, groups, sheet } = mgmt[mi];
  const gsum = (g, k) => sum(groups[g].map((l) => lines[l][k]));
  for (const k of K) {
    check(eq(lines['Total income'][k], gsum('Income', k)), `${sheet} total income foots (${k})`);
    check(eq(lines['Total personnel costs'][k], gsum('Personnel costs', k)), `${sheet} personnel foots (${k})`);
    check(eq(lines['Total programme delivery'][k], gsum('Programme delivery', k)), `${sheet} programme foots (${k})`);
    check(eq(lines['Total administration'][k], gsum('Administration', k)), `${sheet} admin foots (${k})`);
    check(eq(lines['Total expenses'][k], lines['Total personnel costs'][k] + lines['Total programme delivery'][k] + lines['Total administration'][k]), `${sheet} total expenses foots (${k})`);
    check(eq(lines['Net surplus / (deficit)'][k], lines['Total income'][k] - lines['Total expenses'][k]), `${sheet} net (${k})`);
  }
  for (const [l, v] of Object.entries(lines)) {
    const prev = mi ? mgmt[mi - 1].lines[l] : { yA: 0, yB: 0 };
    check(eq(v.yA, prev.yA + v.mA) && eq(v.yB, prev.yB + v.mB), `${sheet} ${l}: YTD = previous YTD + month`);
  }
}
const expenseGroups = ['Personnel costs', 'Programme delivery', 'Administration'];
const expenseLines = expenseGroups.flatMap((g) => mgmt[9].groups[g]);
const mv = (label, mi, k = 'mA') => mgmt[mi].lines[label][k];

// ---- budget workbook (quarters)
const budget = {}; // label -> {q:[4], fy}
{
  const wb = await readXlsx(D(HLN, 'Budget 2026 (approved).xlsx'));
  corpus[HLN].push(xlsxAllText(wb));
  const ws = wb.getWorksheet('Budget 2026');
  const rows = sheetRows(ws);
  const hr = rows.findIndex((r) => r && r.some((v) => typeof v === 'string' && /^Q1/.test(v)));
  const qc = [1, 2, 3, 4].map((q) => rows[hr].findIndex((v) => typeof v === 'string' && v.startsWith(`Q${q}`)));
  const fyc = rows[hr].findIndex((v) => typeof v === 'string' && /^Full year/.test(v));
  check(qc.every((c) => c > 0) && fyc > 0, 'budget quarter columns found');
  let group = null; const groups = {};
  for (let i = hr + 1; i < rows.length; i++) {
    const r = rows[i]; if (!r || typeof r[1] !== 'string') continue;
    if (typeof r[qc[0]] !== 'number') { group = r[1]; groups[group] = []; continue; }
    budget[r[1]] = { q: qc.map((c) => r[c]), fy: r[fyc] };
    if (!/^Total|^Subtotal|^Net/.test(r[1])) groups[group].push(r[1]);
  }
  for (const [l, v] of Object.entries(budget)) check(eq(v.fy, sum(v.q)), `budget ${l}: full year = sum of quarters`);
  const gs = (g, q) => sum(groups[g].map((l) => budget[l].q[q]));
  for (let q = 0; q < 4; q++) {
    check(eq(budget['Total income'].q[q], gs('INCOME', q)), `budget Q${q + 1} total income foots`);
    for (const g of expenseGroups) check(eq(budget[`Subtotal – ${g.toLowerCase()}`].q[q], gs(g, q)), `budget Q${q + 1} ${g} subtotal`);
    check(eq(budget['Total expenditure'].q[q], sum(expenseGroups.map((g) => budget[`Subtotal – ${g.toLowerCase()}`].q[q]))), `budget Q${q + 1} total expenditure`);
    check(eq(budget['Net surplus / (deficit)'].q[q], budget['Total income'].q[q] - budget['Total expenditure'].q[q]), `budget Q${q + 1} net`);
  }
  // cross-check: monthly budget phasing in the management accounts sums to the budget quarters
  const alias = { 'Salaries and wages': 'Wages and salaries', 'Venue hire': 'Venue hire (rehearsals and concerts)', 'Total expenses': 'Total expenditure' };
  for (const l of Object.keys(mgmt[0].lines)) {
    const bl = alias[l] ?? l;
    if (/^Total (personnel|programme|administration)/.test(l)) continue;
    check(budget[bl], `budget has a line for ${l}`);
    if (!budget[bl]) continue;
    for (let q = 0; q < 3; q++) check(eq(sum([0, 1, 2].map((i) => mv(l, q * 3 + i, 'mB'))), budget[bl].q[q]), `${l}: monthly budgets Q${q + 1} = budget workbook`);
    check(mv(l, 9, 'mB') <= Math.max(budget[bl].q[3], 0) || budget[bl].q[3] < 0, `${l}: October budget within Q4 budget`);
  }
  budget.alias = alias;
}
const bq = (label, q) => budget[label].q[q];
const fyExpBudget = budget['Total expenditure'].fy;

// ---- performance report
const perf = { sfp: {}, pos: {}, note1: {}, note2: {}, service: {}, info: {} };
{
  const t = pdfText(D(HLN, 'Performance Report 2025.pdf'));
  corpus[HLN].push(t);
  const pages = t.split('\f');
  const pageWith = (h) => pages.find((p) => p.includes(h));
  // entity information
  perf.info.reg = (t.match(/Registration number\s+(\S+)/) || [])[1];
  // service performance
  for (const line of pageWith('Statement of Service Performance').split('\n')) {
    const s = splitLine(line, 2); if (s && s.label) perf.service[s.label] = s.vals;
  }
  // financial performance: label, note, this year, last year
  for (const line of pageWith('Statement of Financial Performance').split('\n')) {
    const s = splitLine(line, 2); if (!s || !s.label) continue;
    perf.sfp[s.label.replace(/\s+\d$/, '')] = s.vals;
  }
  for (const line of pageWith('Statement of Financial Position').split('\n')) {
    const s = splitLine(line, 2); if (!s || !s.label) continue;
    perf.pos[s.label.replace(/\s+\d$/, '')] = s.vals;
  }
  // notes: category headings (no numbers), indented items, "Total" lines
  const notes = (text, into) => {
    let cat = null;
    for (const line of text.split('\n')) {
      if (/^Note 3/.test(line.trim())) break;
      const s = splitLine(line, 2);
      if (!s) { if (line.trim() && !/^Note|This year|For the year|Notes to/.test(line.trim())) { cat = line.trim(); into[cat] = { items: {} }; } continue; }
      if (s.label === 'Total') into[cat].total = s.vals;
      else if (cat) into[cat].items[s.label] = s.vals;
    }
  };
  const n1 = pageWith('Note 1: Analysis of revenue');
  notes(n1.slice(n1.indexOf('Note 1')), perf.note1);
  const n2 = pageWith('Note 2: Analysis of expenses');
  notes(n2.slice(n2.indexOf('Note 2')), perf.note2);
  const n3 = n2.slice(n2.indexOf('Note 3'));
  perf.note3 = {};
  for (const line of n3.split('\n')) { const s = splitLine(line, 2); if (s && s.label) perf.note3[s.label] = s.vals; }
}
{
  const P = perf;
  for (const [note, cats] of [['1', P.note1], ['2', P.note2]]) {
    for (const [cat, v] of Object.entries(cats)) {
      for (const y of [0, 1]) check(eq(v.total[y], sum(Object.values(v.items).map((i) => i[y]))), `note ${note} ${cat} foots (${y ? 'last' : 'this'} year)`);
      check(P.sfp[cat] && eq(P.sfp[cat][0], v.total[0]) && eq(P.sfp[cat][1], v.total[1]), `statement line ${cat} = note ${note} total`);
    }
  }
  const rev = Object.keys(P.note1), exp = Object.keys(P.note2);
  for (const y of [0, 1]) {
    check(eq(P.sfp['Total revenue'][y], sum(rev.map((c) => P.sfp[c][y]))), 'total revenue foots');
    check(eq(P.sfp['Total expenses'][y], sum(exp.map((c) => P.sfp[c][y]))), 'total expenses foots');
    check(eq(P.sfp['Surplus/(Deficit) for the year'][y], P.sfp['Total revenue'][y] - P.sfp['Total expenses'][y]), 'surplus = revenue - expenses');
    const p = P.pos;
    check(eq(p['Total current assets'][y], p['Bank accounts and cash'][y] + p['Debtors and prepayments'][y] + p['Term deposits'][y]), 'current assets foot');
    check(eq(p['Total assets'][y], p['Total current assets'][y] + p['Total non-current assets'][y]), 'total assets foot');
    check(eq(p['Total current liabilities'][y], p['Creditors and accrued expenses'][y] + p['Employee costs payable'][y] + p['Income in advance'][y] + p['GST payable'][y]), 'current liabilities foot');
    check(eq(p['Total assets less total liabilities (Net assets)'][y], p['Total assets'][y] - p['Total liabilities'][y]), 'net assets');
    check(eq(p['Total accumulated funds'][y], p['Total assets less total liabilities (Net assets)'][y]), 'accumulated funds = net assets');
  }
  check(eq(P.note3['Closing balance'][0], P.note3['Opening balance'][0] + P.sfp['Surplus/(Deficit) for the year'][0]), 'note 3 roll-forward');
  check(eq(P.note3['Closing balance'][0], P.pos['Total accumulated funds'][0]) && eq(P.note3['Opening balance'][0], P.pos['Total accumulated funds'][1]), 'note 3 ties to position');
}
const noteItem = (label) => { for (const c of Object.values({ ...perf.note1, ...perf.note2 })) if (c.items[label]) return c.items[label]; throw new Error('no note item ' + label); };

// ---- funding agreement
const agr = {};
{
  const t = pdfText(D(HLN, 'Southern Lights funding agreement SLCF-2026-114.pdf'));
  corpus[HLN].push(t);
  const flat = t.replace(/\s+/g, ' '); // prose wraps across lines
  agr.grant = num(flat.match(/total of NZ\$([\d,]+)/)[1]);
  agr.adminCap = Number(flat.match(/No more than (\d+)% of the Grant may be applied to administration/)[1]);
  agr.finalDue = flat.match(/final report[^.]*?by (\d{1,2} [A-Z][a-z]+ \d{4})/)[1];
  const sched = t.slice(t.indexOf('Schedule 1 – Payment'), t.indexOf('Schedule 2 – Approved'));
  agr.inst = [];
  for (const line of sched.split('\n')) {
    const m = line.match(/^\s*(\d)\s+.*?(\d{1,2} [A-Z][a-z]+ \d{4})\s+([\d,]+)\s*$/);
    if (m) agr.inst.push({ n: Number(m[1]), due: m[2], amount: num(m[3]) });
    const tm = line.match(/^\s*Total\s+([\d,]+)\s*$/); if (tm) agr.instTotal = num(tm[1]);
  }
  const s2 = t.slice(t.indexOf('Schedule 2 – Approved'), t.lastIndexOf('Signed'));
  agr.budget = {};
  for (const line of s2.split('\n')) { const s = splitLine(line, 1); if (s && s.label) agr.budget[s.label] = s.vals[0]; }
  check(agr.inst.length === 3 && agr.inst.map((i) => i.n).join() === '1,2,3', 'three instalments parsed');
  check(eq(sum(agr.inst.map((i) => i.amount)), agr.instTotal) && eq(agr.instTotal, agr.grant), 'instalments sum to grant');
  check(eq(agr.budget.Total, agr.grant) && eq(sum(Object.entries(agr.budget).filter(([k]) => k !== 'Total').map(([, v]) => v)), agr.grant), 'agreement budget foots');
}

// ---- payroll csv
const payroll = { rows: [] };
{
  const raw = fs.readFileSync(D(HLN, 'Payroll summary by role Jan-Oct 2026.csv'), 'utf8');
  corpus[HLN].push(raw);
  const recs = parseCsv(raw, { relax_column_count: true, skip_empty_lines: false });
  const h = recs.findIndex((r) => r[0] === 'Role');
  const hdr = recs[h];
  const ci = (name) => hdr.indexOf(name);
  for (let i = h + 1; i < recs.length; i++) {
    const r = recs[i]; if (!r[0]) break;
    const o = { role: r[0], type: r[ci('Employment type')], ks: r[ci('KiwiSaver member')], gross: num(r[ci('Gross earnings')]), kiwi: num(r[ci('Employer KiwiSaver')]), cost: num(r[ci('Total employer cost')]) };
    if (r[0] === 'Total') payroll.total = o; else payroll.rows.push(o);
  }
  for (const r of payroll.rows) {
    check(eq(r.cost, r.gross + r.kiwi), `payroll ${r.role}: cost = gross + KiwiSaver`);
    check(r.ks === 'Yes' ? Math.abs(r.kiwi - 0.03 * r.gross) <= 5 : r.kiwi === 0, `payroll ${r.role}: KiwiSaver 3% for members`);
  }
  for (const k of ['gross', 'kiwi', 'cost']) check(eq(payroll.total[k], sum(payroll.rows.map((r) => r[k]))), `payroll total ${k} foots`);
  check(eq(payroll.total.gross, mv('Salaries and wages', 9, 'yA')), 'payroll gross = management accounts salaries YTD October');
  check(eq(payroll.total.kiwi, mv('KiwiSaver employer contributions', 9, 'yA')), 'payroll KiwiSaver = management accounts YTD October');
}
const role = (name) => payroll.rows.find((r) => r.role === name);

// ---- invoice photo (OCR)
const inv = {};
{
  const t = ocr(D(HLN, 'IMG_20260814_capital_strings_invoice.jpg'));
  corpus[HLN].push(t);
  const amt = (re) => { const m = t.match(re); return m ? num(m[1]) : null; };
  inv.supplier = t.split('\n').find((l) => l.trim()).trim();
  inv.subtotal = amt(/Subtotal[^\n]*?([\d,]+\.\d\d)/i);
  inv.gst = amt(/GST 15%[^\n]*?([\d,]+\.\d\d)/i);
  inv.total = amt(/TOTAL NZD[^\n]*?([\d,]+\.\d\d)/i);
  inv.due = (t.match(/Payment due:\s*(\d{2}\/\d{2}\/\d{4})/) || [])[1];
  inv.lines = [...t.matchAll(/^(.+?)\s+(\d+)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s*$/gm)].map((m) => ({ qty: Number(m[2]), unit: num(m[3]), amount: num(m[4]) }));
  check(inv.lines.length === 3, 'invoice: three line items read by OCR');
  for (const l of inv.lines) check(eq(Math.round(l.qty * l.unit * 100), Math.round(l.amount * 100)), 'invoice line qty x unit');
  check(eq(Math.round(sum(inv.lines.map((l) => l.amount)) * 100), Math.round(inv.subtotal * 100)), 'invoice subtotal foots');
  check(eq(Math.round(inv.subtotal * 15), Math.round(inv.gst * 100)), 'invoice GST is 15%');
  check(eq(Math.round((inv.subtotal + inv.gst) * 100), Math.round(inv.total * 100)), 'invoice total = subtotal + GST');
}

// ================================================================== TAMARACK
const TAN = 'tamarack';
// ---- statement of activities
const soa = {};
{
  const t = pdfText(D(TAN, 'FY2026 Statement of Activities.pdf'));
  corpus[TAN].push(t);
  let section = 'rev';
  for (const line of t.split('\n')) {
    if (/^EXPENSES/.test(line.trim())) section = 'exp';
    const s = splitLine(line, 4); if (!s || !s.label) continue;
    soa[s.label] = { u: s.vals[0], r: s.vals[1], t: s.vals[2], py: s.vals[3], section };
  }
  const revLabels = Object.keys(soa).filter((k) => soa[k].section === 'rev' && !/^Total/.test(k));
  for (const [k, v] of Object.entries(soa)) check(eq(v.t, v.u + v.r), `SoA ${k}: total = without + with restrictions`);
  for (const c of ['u', 'r', 't', 'py']) {
    check(eq(soa['Total revenue, support and gains'][c], sum(revLabels.map((k) => soa[k][c]))), `SoA revenue foots (${c})`);
    check(eq(soa['Total program services'][c], soa.Exhibitions[c] + soa.Education[c]), `SoA program services (${c})`);
    check(eq(soa['Total supporting services'][c], soa['Management and general'][c] + soa.Fundraising[c]), `SoA supporting (${c})`);
    check(eq(soa['Total expenses'][c], soa['Total program services'][c] + soa['Total supporting services'][c]), `SoA expenses (${c})`);
    check(eq(soa['CHANGE IN NET ASSETS'][c], soa['Total revenue, support and gains'][c] - soa['Total expenses'][c]), `SoA change (${c})`);
    check(eq(soa['NET ASSETS, END OF YEAR'][c], soa['NET ASSETS, BEGINNING OF YEAR'][c] + soa['CHANGE IN NET ASSETS'][c]), `SoA end (${c})`);
  }
  check(eq(soa['NET ASSETS, END OF YEAR'].py, soa['NET ASSETS, BEGINNING OF YEAR'].t), 'SoA prior-year end = current beginning');
}
// ---- functional expenses
const fx = { rows: {} };
{
  const wb = await readXlsx(D(TAN, 'Statement of Functional Expenses FY26.xlsx'));
  corpus[TAN].push(xlsxAllText(wb));
  const rows = sheetRows(wb.worksheets[0]);
  const h = rows.findIndex((r) => r && r.includes('Exhibitions'));
  const col = (n) => rows[h].indexOf(n);
  const C = { exh: col('Exhibitions'), edu: col('Education'), prog: col('Total Program Services'), mg: col('Management and General'), fr: col('Fundraising'), sup: col('Total Supporting Services'), tot: col('Total Expenses') };
  check(Object.values(C).every((c) => c > 0), 'functional expense columns found');
  for (let i = h + 1; i < rows.length; i++) {
    const r = rows[i]; if (!r || typeof r[1] !== 'string' || typeof r[C.exh] !== 'number') continue;
    const o = Object.fromEntries(Object.entries(C).map(([k, c]) => [k, r[c]]));
    if (r[1] === 'Total expenses') fx.total = o; else fx.rows[r[1]] = o;
  }
  for (const [k, o] of Object.entries(fx.rows)) {
    check(eq(o.prog, o.exh + o.edu) && eq(o.sup, o.mg + o.fr) && eq(o.tot, o.prog + o.sup), `functional row ${k} foots`);
  }
  for (const c of Object.keys(C)) check(eq(fx.total[c], sum(Object.values(fx.rows).map((o) => o[c]))), `functional column ${c} foots`);
  check(eq(fx.total.exh, soa.Exhibitions.t) && eq(fx.total.edu, soa.Education.t) && eq(fx.total.mg, soa['Management and general'].t) && eq(fx.total.fr, soa.Fundraising.t), 'functional totals = statement of activities');
}
// ---- grant report
const gr = { rows: {} };
{
  const wb = await readXlsx(D(TAN, 'Hartwell grant - budget vs spent 10-31-2026.xlsx'));
  corpus[TAN].push(xlsxAllText(wb));
  const rows = sheetRows(wb.worksheets[0]);
  const h = rows.findIndex((r) => r && r[1] === 'Budget category');
  const c = (n) => rows[h].indexOf(n);
  const C = { award: c('Award'), spent: c('Spent to date'), rem: c('Remaining'), pct: c('% spent') };
  for (let i = h + 1; i < rows.length; i++) {
    const r = rows[i]; if (!r || typeof r[C.award] !== 'number') continue;
    gr.rows[r[1]] = Object.fromEntries(Object.entries(C).map(([k, ci]) => [k, r[ci]]));
  }
  const direct = Object.keys(gr.rows).filter((k) => !/^Total|^TOTAL|^Indirect/.test(k));
  for (const [k, o] of Object.entries(gr.rows)) check(eq(o.rem, o.award - o.spent) && Math.abs(o.pct - o.spent / o.award) < 1e-9, `grant row ${k}: remaining and % spent`);
  for (const f of ['award', 'spent']) {
    check(eq(gr.rows['Total direct costs'][f], sum(direct.map((k) => gr.rows[k][f]))), `grant direct ${f} foots`);
    const ind = Object.keys(gr.rows).find((k) => /^Indirect/.test(k));
    check(eq(gr.rows.TOTAL[f], gr.rows['Total direct costs'][f] + gr.rows[ind][f]), `grant total ${f}`);
  }
  gr.direct = direct;
}
// ---- cash flow projection csv ($000)
const cf = { rows: {} };
{
  const raw = fs.readFileSync(D(TAN, 'cash_flow_projection_FY2027.csv'), 'utf8');
  corpus[TAN].push(raw);
  const recs = parseCsv(raw, { relax_column_count: true });
  cf.mult = recs.some((r) => /in thousands/i.test(r[0])) ? 1000 : 1;
  check(cf.mult === 1000, 'cash flow stated in thousands');
  const h = recs.findIndex((r) => r[1] === 'Jul-26');
  cf.months = recs[h].slice(1, 13);
  let section = null; cf.sections = { RECEIPTS: [], DISBURSEMENTS: [] };
  for (let i = h + 1; i < recs.length; i++) {
    const r = recs[i]; if (!r[0]) continue;
    if (r.slice(1).every((x) => x === '')) { section = r[0]; continue; }
    const vals = r.slice(1, 13).map(num);
    if (vals.some((v) => v === null)) continue;
    cf.rows[r[0]] = { m: vals, fy: num(r[13]) };
    if (/^Total/.test(r[0])) section = null;
    else if (section in cf.sections) cf.sections[section].push(r[0]);
  }
  const R = cf.rows;
  for (let m = 0; m < 12; m++) {
    check(eq(R['Total receipts'].m[m], sum(cf.sections.RECEIPTS.map((k) => R[k].m[m]))), `cash receipts foot ${cf.months[m]}`);
    check(eq(R['Total disbursements'].m[m], sum(cf.sections.DISBURSEMENTS.map((k) => R[k].m[m]))), `cash disbursements foot ${cf.months[m]}`);
    check(eq(R['Net cash flow'].m[m], R['Total receipts'].m[m] - R['Total disbursements'].m[m]), `net cash ${cf.months[m]}`);
    check(eq(R['Ending cash'].m[m], R['Beginning cash'].m[m] + R['Net cash flow'].m[m]), `ending cash ${cf.months[m]}`);
    if (m) check(eq(R['Beginning cash'].m[m], R['Ending cash'].m[m - 1]), `beginning = prior ending ${cf.months[m]}`);
  }
  for (const [k, v] of Object.entries(R)) {
    if (k === 'Beginning cash') check(eq(v.fy, v.m[0]), 'FY beginning cash'); else if (k === 'Ending cash') check(eq(v.fy, v.m[11]), 'FY ending cash');
    else check(eq(v.fy, sum(v.m)), `cash FY column ${k}`);
  }
}
// ---- restricted roll-forward
const rf = { funds: {} };
{
  const t = pdfText(D(TAN, 'Net assets with donor restrictions - rollforward FY26.pdf'));
  corpus[TAN].push(t);
  for (const line of t.split('\n')) {
    const s = splitLine(line, 5); if (!s || !s.label) continue;
    const [beg, con, inv, rel, end] = s.vals;
    const o = { beg, con, inv, rel, end };
    if (/^Total/.test(s.label)) rf.total = o; else rf.funds[s.label] = o;
  }
  for (const [k, o] of Object.entries(rf.funds)) check(eq(o.end, o.beg + o.con + o.inv + o.rel), `roll-forward ${k} rolls`);
  for (const f of ['beg', 'con', 'inv', 'rel', 'end']) check(eq(rf.total[f], sum(Object.values(rf.funds).map((o) => o[f]))), `roll-forward total ${f}`);
  check(eq(rf.total.con, soa.Contributions.r) && eq(rf.total.inv, soa['Investment return, net'].r) && eq(rf.total.rel, soa['Net assets released from restrictions'].r), 'roll-forward = SoA with-donor-restrictions column');
  check(eq(rf.total.beg, soa['NET ASSETS, BEGINNING OF YEAR'].r) && eq(rf.total.end, soa['NET ASSETS, END OF YEAR'].r), 'roll-forward balances = SoA');
  check(eq(-soa['Net assets released from restrictions'].r, soa['Net assets released from restrictions'].u), 'releases net to zero');
}
const fund = (prefix) => Object.entries(rf.funds).find(([k]) => k.startsWith(prefix))[1];
// ---- chart of accounts
const coa = [];
{
  const wb = await readXlsx(D(TAN, 'Chart of Accounts.xlsx'));
  corpus[TAN].push(xlsxAllText(wb));
  const ws = wb.worksheets[0];
  ws.eachRow((r) => {
    const n = cellVal(r.getCell(1));
    if (typeof n !== 'number') return;
    const c2 = r.getCell(2);
    coa.push({ num: n, name: cellVal(c2), indent: c2.alignment?.indent ?? 0, type: cellVal(r.getCell(3)) });
  });
  for (let i = 0; i < coa.length; i++) {
    let p = null;
    for (let j = i - 1; j >= 0; j--) if (coa[j].indent < coa[i].indent) { p = coa[j]; break; }
    coa[i].parent = coa[i].indent ? p : null;
    if (p && coa[i].indent) check(coa[i].num > p.num && Math.floor(coa[i].num / 1000) === Math.floor(p.num / 1000), `CoA ${coa[i].num} numbered within parent ${p.num}`);
  }
  check(new Set(coa.map((a) => a.num)).size === coa.length, 'CoA account numbers unique');
}
const acct = (name) => coa.find((a) => a.name === name);
// ---- board minutes
const mins = {};
{
  const d = await docxParse(D(TAN, 'Board minutes 2026-09-17.docx'));
  corpus[TAN].push(d.text);
  const t = d.paras.join('\n');
  mins.chair = t.match(/([A-Z][a-z]+ [A-Z][a-z]+) \(Chair\)/)[1];
  mins.next = t.match(/next regular meeting will be held on [A-Za-z]+, ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1];
  mins.auditor = t.match(/\n([A-Z][A-Za-z&. ]+? LLP) completed audit fieldwork/)[1];
  mins.fee = num(t.match(/audit fee for FY2026 is (\$[\d,]+)/)[1]);
  mins.bank = t.match(/line of credit with ([A-Z][A-Za-z ]+?) through/)[1];
  mins.edStart = t.match(/will start on ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1];
  const tbl = d.tables[0];
  mins.bva = {};
  for (const r of tbl) if (r[1] && r[1].startsWith('$')) mins.bva[r[0]] = { b: num(r[1]), a: num(r[2]) };
  const revL = ['Contributions and grants (all sources)', 'Special events, net', 'Tuition and class fees', 'Admissions and ticket sales', 'Gallery sales commissions', 'Facility rental income'];
  const expL = ['Exhibitions', 'Education', 'Management and general', 'Fundraising'];
  for (const f of ['a', 'b']) {
    check(eq(mins.bva['Total operating revenue'][f], sum(revL.map((k) => mins.bva[k][f]))), `minutes revenue table foots (${f})`);
    check(eq(mins.bva['Total expenses'][f], sum(expL.map((k) => mins.bva[k][f]))), `minutes expense table foots (${f})`);
  }
  check(eq(mins.bva['Contributions and grants (all sources)'].a, soa.Contributions.t + soa['Government grants'].t), 'minutes contributions = SoA');
  check(eq(mins.bva['Special events, net'].a, soa['Special events revenue'].t + soa['Less: costs of direct benefits to donors'].t), 'minutes special events = SoA');
  for (const k of ['Tuition and class fees', 'Admissions and ticket sales', 'Gallery sales commissions', 'Facility rental income']) check(eq(mins.bva[k].a, soa[k].t), `minutes ${k} = SoA`);
  for (const k of expL) check(eq(mins.bva[k].a, soa[k].t), `minutes ${k} = SoA`);
}
// ---- receipt photo (OCR)
const rc = {};
{
  const t = ocr(D(TAN, 'receipt_dunmore_art_supply.png'));
  corpus[TAN].push(t);
  const amt = (re) => { const m = t.match(re); return m ? num(m[1]) : null; };
  rc.store = t.split('\n').find((l) => l.trim()).trim();
  rc.date = (t.match(/(\d{2}\/\d{2}\/\d{4})/) || [])[1];
  rc.subtotal = amt(/SUBTOTAL\s+([\d,]+\.\d\d)/);
  rc.rate = Number((t.match(/SALES TAX ([\d.]+)%/) || [])[1]);
  rc.tax = amt(/SALES TAX [\d.]+%\D*?(\d+\.\d\d)/);
  rc.total = amt(/^TOTAL\s+([\d,]+\.\d\d)/m);
  rc.lines = [...t.matchAll(/^\s*(\d+) @ ([\d.]+)\s+([\d,]+\.\d\d)\s*$/gm)].map((m) => ({ q: Number(m[1]), u: Number(m[2]), a: num(m[3]) }));
  check(rc.lines.length === 3, 'receipt: three items read by OCR');
  for (const l of rc.lines) check(Math.round(l.q * l.u * 100) === Math.round(l.a * 100), 'receipt line qty x price');
  check(Math.round(sum(rc.lines.map((l) => l.a)) * 100) === Math.round(rc.subtotal * 100), 'receipt subtotal foots');
  check(Math.round(rc.subtotal * rc.rate) === Math.round(rc.tax * 100), 'receipt tax = rate x subtotal');
  check(Math.round((rc.subtotal + rc.tax) * 100) === Math.round(rc.total * 100), 'receipt total = subtotal + tax');
  check(rc.date === '10/03/2026' && rc.store === 'DUNMORE ART SUPPLY', 'receipt date and store read by OCR');
}

// ================================================================== answers, by each question's definition
const r2 = (x) => Math.round(x * 100) / 100;
const argBy = (items, f, dir = 1) => {
  const vals = items.map(f);
  const best = dir > 0 ? Math.max(...vals) : Math.min(...vals);
  check(vals.filter((v) => v === best).length === 1, 'extreme is unique');
  return items[vals.indexOf(best)];
};
const nz = (y, m, d) => ({ y, m, d });
const parseLongDate = (s) => { // "28 February 2027" or "November 19, 2026"
  let m = s.match(/^(\d{1,2}) ([A-Z][a-z]+) (\d{4})$/); if (m) return nz(+m[3], MONTHS.indexOf(m[2]) + 1, +m[1]);
  m = s.match(/^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/); if (m) return nz(+m[3], MONTHS.indexOf(m[1]) + 1, +m[2]);
  m = s.match(/^(\d{2})\/(\d{2})\/(\d{4})$/); if (m) return nz(+m[3], +m[2], +m[1]); // NZ dd/mm/yyyy
  throw new Error('date ' + s);
};
const H = (mi, label, k = 'mA') => mv(label, mi, k);
const ytdSum = (label, k, to) => mv(label, to, k === 'mA' ? 'yA' : 'yB');

const A = {
  // ---------------- harbourlight
  'harbourlight-001': () => bq('Venue hire (rehearsals and concerts)', 2),
  'harbourlight-002': () => H(3, 'Concert ticket sales'),
  'harbourlight-003': () => role('Music Director').gross,
  'harbourlight-004': () => perf.pos['Total accumulated funds'][0],
  'harbourlight-005': () => perf.service['Young musicians enrolled in orchestra programmes'][0],
  'harbourlight-006': () => H(9, 'Grants – trusts and foundations', 'yA') + H(9, 'Grants – Wellington City Council', 'yA'),
  'harbourlight-007': () => budget['Subtotal – programme delivery'].q[2] + budget['Subtotal – programme delivery'].q[3],
  'harbourlight-008': () => H(6, 'Travel and accommodation') + H(7, 'Travel and accommodation') + H(8, 'Travel and accommodation'),
  'harbourlight-009': () => sum(payroll.rows.filter((r) => r.type === 'Permanent part-time').map((r) => r.cost)),
  'harbourlight-010': () => noteItem('Donations and koha')[0] + noteItem('Sponsorship')[0],
  'harbourlight-011': () => H(9, 'Total expenses', 'yA'),
  'harbourlight-012': () => H(9, 'Tutor and conductor fees', 'yA') - H(9, 'Venue hire', 'yA'),
  'harbourlight-013': () => perf.sfp['Total revenue'][0] - perf.sfp['Total revenue'][1],
  'harbourlight-014': () => perf.pos['Bank accounts and cash'][1] - perf.pos['Bank accounts and cash'][0],
  'harbourlight-015': () => noteItem('Salaries and wages')[0] - H(9, 'Salaries and wages', 'yA'),
  'harbourlight-016': () => r2(100 * H(9, 'Member tuition fees', 'yA') / H(9, 'Total income', 'yA')),
  'harbourlight-017': () => r2(100 * (perf.sfp['Volunteer and employee related costs'][0] / perf.sfp['Volunteer and employee related costs'][1] - 1)),
  'harbourlight-018': () => r2(100 * budget['Total expenditure'].q[3] / budget['Total expenditure'].fy),
  'harbourlight-019': () => r2(100 * role('Music Director').gross / payroll.total.gross),
  'harbourlight-020': () => r2(100 * perf.sfp['Costs related to providing goods or services'][0] / perf.sfp['Total expenses'][0]),
  'harbourlight-021': () => H(3, 'Venue hire') - H(3, 'Venue hire', 'mB'),
  'harbourlight-022': () => H(9, 'Total income', 'yA') - H(9, 'Total income', 'yB'),
  'harbourlight-023': () => H(8, 'Instrument hire and repairs', 'yA') - H(8, 'Instrument hire and repairs', 'yB'),
  'harbourlight-024': () => H(9, 'Net surplus / (deficit)', 'yA') - H(9, 'Net surplus / (deficit)', 'yB'),
  'harbourlight-025': () => H(3, 'Donations and koha') + H(4, 'Donations and koha') + H(5, 'Donations and koha') - bq('Donations and koha', 1),
  'harbourlight-026': () => H(6, 'Marketing and promotion') - H(6, 'Marketing and promotion', 'mB'),
  'harbourlight-027': () => H(7, 'Total expenses') - H(7, 'Total expenses', 'mB'),
  'harbourlight-028': () => r2(perf.pos['Total current assets'][0] / perf.pos['Total current liabilities'][0]),
  'harbourlight-029': () => r2(perf.pos['Bank accounts and cash'][0] / (fyExpBudget / 12)),
  'harbourlight-030': () => H(4, 'Member tuition fees'),
  'harbourlight-031': () => H(6, 'Sheet music and licensing'),
  'harbourlight-032': () => H(8, 'Net surplus / (deficit)'),
  'harbourlight-033': () => H(0, 'Donations and koha') + H(1, 'Donations and koha') + H(2, 'Donations and koha'),
  'harbourlight-034': () => MONTHS[argBy(months, (m) => H(m, 'Concert ticket sales'))],
  'harbourlight-035': () => argBy(expenseLines, (l) => H(9, l, 'yA') - H(9, l, 'yB')),
  'harbourlight-036': () => H(argBy(months, (m) => H(m, 'Net surplus / (deficit)'), -1), 'Net surplus / (deficit)'),
  'harbourlight-037': () => argBy(payroll.rows, (r) => r.cost).role,
  'harbourlight-038': () => agr.inst[1].amount,
  'harbourlight-039': () => ({ date: parseLongDate(agr.finalDue) }),
  'harbourlight-040': () => r2(100 * agr.inst[0].amount / agr.grant),
  'harbourlight-041': () => agr.grant - agr.inst[0].amount - agr.inst[1].amount,
  'harbourlight-042': () => agr.grant * agr.adminCap / 100,
  'harbourlight-043': () => inv.gst,
  'harbourlight-044': () => inv.total,
  'harbourlight-045': () => ({ date: parseLongDate(inv.due) }),
  'harbourlight-046': () => perf.info.reg,
  'harbourlight-047': () => (perf.sfp['Surplus/(Deficit) for the year'][0] < 0 ? 'deficit' : 'surplus'),
  'harbourlight-048': () => argBy(Object.values(perf.note2).flatMap((c) => Object.entries(c.items)), ([, v]) => v[0] - v[1])[0],
  // ---------------- tamarack
  'tamarack-001': () => soa['NET ASSETS, END OF YEAR'].u,
  'tamarack-002': () => soa['Tuition and class fees'].py,
  'tamarack-003': () => fx.rows['Salaries and wages'].edu,
  'tamarack-004': () => cf.rows['Ending cash'].m[cf.months.indexOf('Dec-26')] * cf.mult,
  'tamarack-005': () => mins.fee,
  'tamarack-006': () => fx.rows.Occupancy.tot + fx.rows.Utilities.tot,
  'tamarack-007': () => sum(['Oct-26', 'Nov-26', 'Dec-26'].map((m) => cf.rows['Total receipts'].m[cf.months.indexOf(m)])) * cf.mult,
  'tamarack-008': () => soa['Tuition and class fees'].t + soa['Admissions and ticket sales'].t + soa['Gallery sales commissions'].t + soa['Facility rental income'].t,
  'tamarack-009': () => fx.total.sup,
  'tamarack-010': () => fund('Hartwell').con + fund('Sculpture Garden').con,
  'tamarack-011': () => soa['Total expenses'].t - soa['Total expenses'].py,
  'tamarack-012': () => fx.total.edu - fx.total.exh,
  'tamarack-013': () => (cf.rows['Ending cash'].m[11] - cf.rows['Beginning cash'].m[0]) * cf.mult,
  'tamarack-014': () => gr.rows.TOTAL.spent - fund('Hartwell').rel * -1,
  'tamarack-015': () => r2(100 * fx.total.fr / fx.total.tot),
  'tamarack-016': () => r2(100 * (soa.Contributions.t / soa.Contributions.py - 1)),
  'tamarack-017': () => r2(100 * (fx.rows['Salaries and wages'].edu + fx.rows['Payroll taxes and employee benefits'].edu) / fx.total.edu),
  'tamarack-018': () => r2(100 * fund('Sculpture Garden').con / rf.total.con),
  'tamarack-019': () => mins.bva['Tuition and class fees'].a - mins.bva['Tuition and class fees'].b,
  'tamarack-020': () => mins.bva['Total operating revenue'].a - mins.bva['Total operating revenue'].b,
  'tamarack-021': () => mins.bva['Gallery sales commissions'].a - mins.bva['Gallery sales commissions'].b,
  'tamarack-022': () => r2(100 * fx.total.prog / fx.total.tot),
  'tamarack-023': () => r2(cf.rows['Ending cash'].m[11] / (sum(cf.rows['Total disbursements'].m) / 12)),
  'tamarack-024': () => r2(soa['NET ASSETS, END OF YEAR'].u / soa['NET ASSETS, END OF YEAR'].r),
  'tamarack-025': () => cf.rows['Payroll and benefits'].m[cf.months.indexOf('Mar-27')] * cf.mult,
  'tamarack-026': () => cf.rows['Net cash flow'].m[cf.months.indexOf('Oct-26')] * cf.mult,
  'tamarack-027': () => argBy(cf.months, (m) => cf.rows['Ending cash'].m[cf.months.indexOf(m)], -1),
  'tamarack-028': () => Math.min(...cf.rows['Ending cash'].m) * cf.mult,
  'tamarack-029': () => argBy(Object.keys(fx.rows), (k) => fx.rows[k].tot),
  'tamarack-030': () => argBy(Object.keys(rf.funds), (k) => -rf.funds[k].rel),
  'tamarack-031': () => String(acct('Gallery sales commissions').num),
  'tamarack-032': () => { const p = coa.find((a) => a.num === 6240).parent; return `${p.num} ${p.name}`; },
  'tamarack-033': () => coa.filter((a) => a.parent && a.parent.num === 6500).length,
  'tamarack-034': () => String(coa.find((a) => /kiln/i.test(a.name) || false) && coa.filter((a) => a.type === 'Expense').find((a) => /repair/i.test(a.name)).num),
  'tamarack-035': () => String(acct('In-kind contributions').num),
  'tamarack-036': () => gr.rows[Object.keys(gr.rows).find((k) => /^Equipment/.test(k))].rem,
  'tamarack-037': () => r2(100 * gr.rows.TOTAL.spent / gr.rows.TOTAL.award),
  'tamarack-038': () => gr.direct.filter((k) => gr.rows[k].rem < 0).join(' | '),
  'tamarack-039': () => gr.rows.TOTAL.rem,
  'tamarack-040': () => gr.rows['Total direct costs'].award,
  'tamarack-041': () => rc.tax,
  'tamarack-042': () => rc.total,
  'tamarack-043': () => ({ date: parseLongDate(mins.next) }),
  'tamarack-044': () => mins.chair,
  'tamarack-045': () => mins.auditor,
  'tamarack-046': () => mins.bank,
  'tamarack-047': () => ({ date: parseLongDate(mins.edStart) }),
};
// alt values (figures stated in thousands in the CSV)
const ALT = {
  'tamarack-004': () => cf.rows['Ending cash'].m[cf.months.indexOf('Dec-26')],
  'tamarack-007': () => sum(['Oct-26', 'Nov-26', 'Dec-26'].map((m) => cf.rows['Total receipts'].m[cf.months.indexOf(m)])),
  'tamarack-013': () => cf.rows['Ending cash'].m[11] - cf.rows['Beginning cash'].m[0],
  'tamarack-022': () => Math.round(fx.total.prog / fx.total.tot * 10000) / 10000,
  'tamarack-025': () => cf.rows['Payroll and benefits'].m[cf.months.indexOf('Mar-27')],
  'tamarack-026': () => cf.rows['Net cash flow'].m[cf.months.indexOf('Oct-26')],
  'tamarack-028': () => Math.min(...cf.rows['Ending cash'].m),
};
// the coa / kiln question: the account whose description mentions kilns among expense accounts
{
  const wb = await readXlsx(D(TAN, 'Chart of Accounts.xlsx'));
  const ws = wb.worksheets[0];
  const kiln = [];
  ws.eachRow((r) => { const d = cellVal(r.getCell(4)); if (typeof d === 'string' && /kiln/i.test(d) && cellVal(r.getCell(3)) === 'Expense') kiln.push(cellVal(r.getCell(1))); });
  check(kiln.length === 1, 'one expense account mentions kilns');
  A['tamarack-034'] = () => String(kiln[0]);
}

// notfound: subjects that must not appear anywhere in that organisation's files (plus targeted checks)
const NF = {
  'harbourlight-049': [/budget[^\n]{0,20}2027|2027[^\n]{0,20}budget/i],
  'harbourlight-050': [/catering/i],
  'harbourlight-051': [/^Nov 26$/m, /month ended 30 November 2026/i],
  'harbourlight-052': [/2023/],
  'harbourlight-053': [/PAYE/i, /tax deducted|withholding/i],
  'harbourlight-054': [/piano/i, /tuning/i],
  'tamarack-048': [/2024/, /FY ?24\b/],
  'tamarack-049': [/2028/, /FY ?28\b/],
  'tamarack-050': [/\bband\b|entertainment|musician/i],
  'tamarack-051': [/salary of|compensation|\$[\d,]+ (?:per year|annually|salary)/i],
  'tamarack-052': [/management letter/i, /internal control/i],
  'tamarack-053': [/09\/14|September 14|Sept?\.? 14/i],
  'tamarack-054': [/kiln[^\n]*depreciation|depreciation[^\n]*kiln/i],
};
const EXTRA_NF = {
  // the only receipt is dated October 3; the ED's name never appears next to a dollar amount
  'tamarack-053': () => check(rc.date === '10/03/2026' && fs.readdirSync(path.join(DOCS, TAN)).filter((f) => /\.(png|jpe?g)$/i.test(f)).length === 1, 'only one receipt image (October 3)'),
  'tamarack-051': () => check(!corpus[TAN].join('\n').split('\n').some((l) => /Okafor|Executive Director/.test(l) && /\$\d/.test(l)), 'no dollar amount beside the executive director'),
  'tamarack-054': () => check(!Object.keys(fx.rows).some((k) => /kiln/i.test(k)), 'functional expenses do not break out kilns'),
  'harbourlight-053': () => check(!Object.keys(payroll.rows[0]).some((k) => /tax|paye/i.test(k)), 'payroll has no tax column'),
  'harbourlight-051': () => check(!months.includes(10), 'no November sheet'),
  'harbourlight-052': () => check(!/2023/.test(corpus[HLN].join('\n')), 'no 2023 figures'),
};

// ------------------------------------------------------------------ compare with cases.jsonl
function dateOK(phrase, { y, m, d }) {
  const p = phrase.trim();
  const mm = p.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (mm) return +mm[3] === y && ((+mm[1] === d && +mm[2] === m) || (+mm[1] === m && +mm[2] === d));
  const iso = p.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) return +iso[1] === y && +iso[2] === m && +iso[3] === d;
  const name = p.match(/([A-Z][a-z]+)\.?/);
  const day = p.match(/\b(\d{1,2})\b/);
  if (!name || !day) return false;
  return MONTHS[m - 1].startsWith(name[1]) && +day[1] === d;
}
const sameWords = (a, b) => a.toLowerCase().split(/\W+/).filter((w) => w.length >= 4).some((w) => b.toLowerCase().includes(w));

const seen = new Set();
const kinds = {};
for (const c of cases) {
  seen.add(c.id);
  kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
  check(orgs[c.org], `${c.id}: org in orgs.json`);
  const files = fs.readdirSync(path.join(DOCS, c.org)).map((f) => `${c.org}/${f}`).sort();
  check(JSON.stringify([...c.documents].sort()) === JSON.stringify(files), `${c.id}: documents list = the org's files`);
  const a = c.answer;
  if (a.type === 'notfound') {
    const pats = NF[c.id];
    check(pats, `${c.id}: has a notfound definition`);
    const text = corpus[c.org].join('\n');
    for (const re of pats ?? []) check(!re.test(text), `${c.id}: ${re} absent from ${c.org} files`);
    EXTRA_NF[c.id]?.();
    continue;
  }
  const f = A[c.id];
  check(f, `${c.id}: has a definition`);
  if (!f) continue;
  let got;
  try { got = f(); } catch (e) { check(false, `${c.id}: ${e.message}`); continue; }
  if (a.type === 'number') {
    check(typeof got === 'number' && Math.abs(got - a.value) < 1e-6, `${c.id}: expected ${a.value}, documents give ${got}`);
    check(a.tolerance === 0.005, `${c.id}: tolerance`);
    if (ALT[c.id]) check(a.alt && Math.abs(a.alt[0] - ALT[c.id]()) < 1e-9, `${c.id}: alt ${a.alt} vs ${ALT[c.id]()}`);
    else check(!a.alt, `${c.id}: unexpected alt`);
  } else if (a.type === 'text') {
    if (got && typeof got === 'object' && got.date) {
      for (const p of a.any) check(dateOK(p, got.date), `${c.id}: phrase "${p}" is the date ${JSON.stringify(got.date)}`);
    } else {
      const g = String(got);
      check(a.any.some((p) => g.toLowerCase() === p.toLowerCase()) || a.any.some((p) => g.toLowerCase().includes(p.toLowerCase())), `${c.id}: "${g}" matches an accepted phrase ${JSON.stringify(a.any)}`);
      for (const p of a.any) check(g.toLowerCase().includes(p.toLowerCase()) || sameWords(p, g) || /^[A-Z][a-z]{2}-\d\d$/.test(g), `${c.id}: phrase "${p}" consistent with "${g}"`);
    }
  }
}
for (const id of [...Object.keys(A), ...Object.keys(NF)]) check(seen.has(id), `${id} defined in verifier but missing from cases`);
// mix of kinds and counts
const total = cases.length;
check(total >= 100 && total <= 115, `case count ${total} within 100-115`);
for (const o of Object.keys(orgs)) { const n = cases.filter((c) => c.org === o).length; check(n >= total * 0.4 && n <= total * 0.6, `${o} has about half the cases (${n})`); }
const target = { lookup: 10, total: 10, difference: 7, percent: 8, variance: 9, ratio: 5, monthly: 6, extreme: 7, coa: 5, grant: 9, receipt: 5, text: 7, notfound: 12 };
for (const [k, p] of Object.entries(target)) check(Math.abs(100 * (kinds[k] ?? 0) / total - p) <= 2, `kind ${k} share ${(100 * (kinds[k] ?? 0) / total).toFixed(1)}% near ${p}%`);
check(new Set(cases.map((c) => c.id)).size === total && cases.every((c) => /^[a-z]+-\d{3}$/.test(c.id)), 'ids unique and well-formed');

console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
console.log('verify passed');
