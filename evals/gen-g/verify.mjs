// Independent checker for set G. Does NOT import data.mjs or lib/: it re-reads the generated files
// (exceljs, csv-parse, `pdftotext -layout`, jszip for .docx, `tesseract --psm 6` for photos), checks that the
// documents foot and agree with each other, recomputes every case's answer from the files, checks that date
// phrasings are the same date, that text answers appear in the documents, that notfound subjects appear in
// no file of the organisation, and the mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const bad = [...self.matchAll(/^\s*import\s[^;]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]).filter((s) => s.startsWith('.'));
  if (bad.length) { console.error('verify.mjs must not import local modules: ' + bad.join(', ')); process.exit(1); }
}
const SET = path.resolve(here, '..', 'set-g');
const DOCS = path.join(SET, 'documents');
const errors = [];
let checks = 0;
const check = (cond, msg) => { checks++; if (!cond) errors.push(msg); };
const near = (a, b, tol = 0.005) => Math.abs(a - b) <= tol + 1e-9;
const sum = (a) => a.reduce((x, y) => x + y, 0);
const r2 = (v) => Math.round(v * 100) / 100;

// ------------------------------------------------------------ readers
function cellVal(v) {
  if (v && typeof v === 'object') {
    // exceljs drops a cached formula result of 0 when reading (the file holds <v>0</v>)
    if ('formula' in v || 'sharedFormula' in v) return v.result === undefined ? 0 : v.result;
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if (v instanceof Date) return v;
  }
  return v;
}
async function readXlsx(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const out = {};
  wb.eachSheet((ws) => {
    const rows = [];
    ws.eachRow({ includeEmpty: false }, (row, r) => {
      const arr = [];
      row.eachCell({ includeEmpty: false }, (c, k) => { arr[k] = cellVal(c.value); });
      rows[r] = arr;
    });
    out[ws.name] = rows;
  });
  return out;
}
const xlsxText = (wb) => Object.entries(wb).map(([n, rows]) => n + '\n' + rows.map((r) => (r || []).filter((x) => x !== undefined && x !== null).join(' | ')).join('\n')).join('\n');
const readCsv = (file) => parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true });
const pdfText = (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const ocr = (file) => execFileSync('tesseract', [file, '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const xmlDecode = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const xmlText = (x) => xmlDecode([...x.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
async function readDocx(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => xmlText(m[0]));
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => xmlText(c[0]))));
  return { paras, tables, text: paras.join('\n') };
}
// numbers as printed: 1,234 (1,234) -1,234.56 $ 1,234 €1,234 — – -
function num(s) {
  if (s === null || s === undefined) return 0;
  if (typeof s === 'number') return s;
  const t = String(s).trim().replace(/^[$€]\s?/, '');
  if (/^[—–-]$/.test(t) || t === '') return 0;
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  const v = parseFloat(t.replace(/[(),\s$€-]/g, ''));
  if (Number.isNaN(v)) throw new Error('not a number: ' + s);
  return neg ? -v : v;
}
// split a layout line into its label and the trailing numeric columns
function parseLine(line) {
  const toks = line.trim().split(/\s+/);
  const vals = [];
  let i = toks.length - 1;
  while (i >= 0) {
    const t = toks[i].replace(/^[$€]/, '');
    if (/\d/.test(t) && /^\(?-?[\d,]+(?:\.\d+)?\)?$/.test(t)) { vals.unshift(num(t)); i--; } else if (/^[—–-]$/.test(t)) { vals.unshift(0); i--; } else if ((t === '' || toks[i] === '$' || toks[i] === '€') && vals.length) { i--; } else break;
  }
  return { label: toks.slice(0, i + 1).join(' '), vals };
}
// the numbers of the first line labelled `label` after the line containing `after` (and before `before`)
function row(lines, label, { after, before, n } = {}) {
  let start = 0, stop = lines.length;
  if (after) { start = lines.findIndex((l) => l.includes(after)); if (start < 0) throw new Error('no heading ' + after); }
  if (before) { const b = lines.findIndex((l, i) => i > start && l.includes(before)); if (b > 0) stop = b; }
  for (let i = start; i < stop; i++) {
    const p = parseLine(lines[i]);
    if (p.label === label && p.vals.length) { if (n && p.vals.length !== n) throw new Error(`row ${label}: ${p.vals.length} values, expected ${n}`); return p.vals; }
  }
  throw new Error(`row not found: ${label} (after ${after})`);
}
const flat = (s) => s.replace(/\s+/g, ' ');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function parseDate(s) {
  s = s.trim();
  const mi = (m) => MONTHS.findIndex((x) => x.toLowerCase().startsWith(m.toLowerCase().slice(0, 3)) && m.length >= 3) + 1;
  let m;
  if ((m = s.match(/^(\d{4})-(\d{2})-(\d{2})$/))) return [+m[1], +m[2], +m[3]];
  if ((m = s.match(/^([A-Za-z]+)\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})$/))) return [+m[3], mi(m[1]), +m[2]];
  if ((m = s.match(/^(\d{1,2})(?:st|nd|rd|th)?(?: of)? ([A-Za-z]+)\.?,? (\d{4})$/))) return [+m[3], mi(m[2]), +m[1]];
  return null;
}
// find a date written "Month D, YYYY" or "D Month YYYY" right after a phrase
function dateAfter(text, phrase) {
  const t = flat(text);
  const i = t.indexOf(phrase);
  if (i < 0) throw new Error('phrase not found: ' + phrase);
  const m = t.slice(i + phrase.length).match(/([A-Z][a-z]+ \d{1,2}, \d{4}|\d{1,2} [A-Z][a-z]+ \d{4})/);
  if (!m) throw new Error('no date after ' + phrase);
  return parseDate(m[1]);
}
const moneyAfter = (text, re) => { const m = flat(text).match(re); if (!m) throw new Error('no match ' + re); return num(m[1]); };

// ------------------------------------------------------------ cases
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
check(orgs.ardcullen?.fiscalYearStart === 'January' && orgs.lanternhill?.fiscalYearStart === 'September', 'orgs.json fiscal years');
const orgFiles = (o) => fs.readdirSync(path.join(DOCS, o)).map((f) => `${o}/${f}`).sort();
for (const c of cases) check(JSON.stringify(c.documents) === JSON.stringify(orgFiles(c.org)), `${c.id}: documents must list every file of ${c.org}`);
const P = (f) => path.join(DOCS, f);

// ============================================================ ARDCULLEN
const AF = {
  budget: 'ardcullen/Budget 2026 by Programme (approved Dec 2025).xlsx',
  mgmt: 'ardcullen/Management Accounts Q4 2025.xlsx',
  sage: 'ardcullen/Sage 50 Nominal Activity by Department Jan-Dec 2025.csv',
  fs: 'ardcullen/Ardcullen Community Care CLG - Financial Statements 31 December 2025.pdf',
  hse: 'ardcullen/HSE Service Arrangement 2026 - Schedule 2 Funding.docx',
  garage: "ardcullen/Murphy's Garage invoice MG-24817.jpg",
};
check(JSON.stringify(Object.values(AF).sort()) === JSON.stringify(orgFiles('ardcullen')), 'ardcullen file list');
const acText = {};
// --- Sage export
const sage = readCsv(P(AF.sage)).map((r) => {
  const [d, m, y] = r['Period End'].split('/').map(Number);
  const debit = num(r.Debit), credit = num(r.Credit);
  check((debit === 0) !== (credit === 0), 'sage: one of debit/credit per row');
  const code = +r['N/C'];
  check(code < 5000 ? credit > 0 : debit > 0, `sage: ${code} on the expected side`);
  check(+r.Period === m && y === 2025, 'sage: period = period-end month');
  return { month: m, code, name: r['Nominal Name'], dept: +r.Dept, deptName: r['Dept Name'], amt: debit + credit };
});
acText.sage = fs.readFileSync(P(AF.sage), 'utf8');
const sg = (f) => Math.round(sum(sage.filter(f).map((r) => r.amt)) * 100) / 100;
const sageCodes = [...new Set(sage.map((r) => r.code))].sort((a, b) => a - b);
const sageName = Object.fromEntries(sage.map((r) => [r.code, r.name]));

// --- management accounts
const mgWb = await readXlsx(P(AF.mgmt));
acText.mgmt = xlsxText(mgWb);
const mg = mgWb['I&E Q4 2025'];
check(String(mg[5][4]).startsWith('Quarter 4') && String(mg[5][9]).startsWith('Year to date'), 'mgmt: group headers');
check(mg[6][4] === 'Actual' && mg[6][5] === 'Budget' && String(mg[6][6]).startsWith('Variance fav/(adv)') && mg[6][9] === 'Actual' && mg[6][10] === 'Budget', 'mgmt: sub-headers');
const mgRows = {};
let mgSection = null;
const mgLabel = {};
mg.forEach((r, i) => {
  if (!r || i <= 6) return;
  if (r[1] === 'INCOME' || r[1] === 'EXPENDITURE') mgSection = r[1];
  const v = { qa: num(r[4]), qb: num(r[5]), qv: num(r[6]), qp: r[7], ya: num(r[9]), yb: num(r[10]), yv: num(r[11]), yp: r[12], section: mgSection, row: i };
  if (typeof r[1] === 'number') mgRows[r[1]] = { ...v, name: r[2] };
  else if (typeof r[2] === 'string' && r[4] !== undefined) mgLabel[r[2]] = v;
  else if (typeof r[1] === 'string' && r[4] !== undefined) mgLabel[r[1]] = v;
});
for (const [code, v] of Object.entries(mgRows)) {
  const inc = v.section === 'INCOME';
  check(inc === (+code < 5000), `mgmt: ${code} in the right section`);
  check(near(v.ya, sg((r) => r.code === +code)), `mgmt: ${code} YTD actual = Sage total`);
  check(near(v.qa, sg((r) => r.code === +code && r.month >= 10)), `mgmt: ${code} Q4 actual = Sage Oct–Dec`);
  check(near(v.qv, inc ? v.qa - v.qb : v.qb - v.qa) && near(v.yv, inc ? v.ya - v.yb : v.yb - v.ya), `mgmt: ${code} variance fav/(adv)`);
  if (v.yb) check(near(v.yp, v.yv / v.yb, 1e-9), `mgmt: ${code} var %`);
}
check(JSON.stringify(Object.keys(mgRows).map(Number).sort((a, b) => a - b)) === JSON.stringify(sageCodes), 'mgmt: same accounts as the Sage export');
const mgCodes = (sec) => Object.entries(mgRows).filter(([, v]) => v.section === sec).map(([c]) => +c);
const mgTot = (sec, k) => sum(mgCodes(sec).map((c) => mgRows[c][k]));
for (const k of ['qa', 'qb', 'ya', 'yb']) {
  check(near(mgLabel['TOTAL INCOME'][k], mgTot('INCOME', k)), `mgmt: total income ${k}`);
  check(near(mgLabel['TOTAL EXPENDITURE'][k], mgTot('EXPENDITURE', k)), `mgmt: total expenditure ${k}`);
  check(near(mgLabel['NET SURPLUS / (DEFICIT)'][k], mgLabel['TOTAL INCOME'][k] - mgLabel['TOTAL EXPENDITURE'][k]), `mgmt: net ${k}`);
}
// group subtotals: rows labelled "Total ..." sum the account rows above them up to the previous group heading
for (const [label, v] of Object.entries(mgLabel)) {
  if (!label.startsWith('Total ')) continue;
  const above = [];
  for (let i = v.row - 1; i > 0; i--) { const r = mg[i]; if (!r || typeof r[1] !== 'number') break; above.push(r[1]); }
  check(above.length > 1 && near(v.ya, sum(above.map((c) => mgRows[c].ya))) && near(v.qa, sum(above.map((c) => mgRows[c].qa))) && near(v.yb, sum(above.map((c) => mgRows[c].yb))), `mgmt: subtotal ${label}`);
}
const staffCosts = mgLabel['Total staff costs'];

// --- financial statements
const fsTxt = pdfText(P(AF.fs));
acText.fs = fsTxt;
const fl = fsTxt.split('\n');
const SOFA = (label, part) => row(fl, label, { after: part === 'exp' ? 'Expenditure on:' : 'Income from:', before: part === 'exp' ? 'Net income' : 'Total income', n: 4 });
const sofaInc = ['Donations and legacies', 'Day Centre', 'Meals on Wheels', 'Rural Transport', 'Befriending', 'Other trading activities', 'Investments'].map((l) => [l, SOFA(l, 'inc')]);
const sofaExp = ['Raising funds', 'Day Centre', 'Meals on Wheels', 'Rural Transport', 'Befriending'].map((l) => [l, SOFA(l, 'exp')]);
const totInc = row(fl, 'Total income', { after: 'Statement of Financial Activities', n: 4 });
const totExp = row(fl, 'Total expenditure', { after: 'Statement of Financial Activities', n: 4 });
const netRow = row(fl, 'Net income / (expenditure) for the year', { n: 4 });
const bf = row(fl, 'Total funds brought forward', { n: 4 }), cf = row(fl, 'Total funds carried forward', { n: 4 });
for (const [l, v] of [...sofaInc, ...sofaExp, ['total income', totInc], ['total expenditure', totExp], ['net', netRow], ['b/f', bf], ['c/f', cf]]) check(v[0] + v[1] === v[2], `SOFA: ${l} unrestricted + restricted = total`);
for (let k = 0; k < 4; k++) {
  check(sum(sofaInc.map((x) => x[1][k])) === totInc[k], `SOFA: income column ${k} foots`);
  check(sum(sofaExp.map((x) => x[1][k])) === totExp[k], `SOFA: expenditure column ${k} foots`);
  check(totInc[k] - totExp[k] === netRow[k], `SOFA: net column ${k}`);
  check(bf[k] + netRow[k] === cf[k], `SOFA: funds roll forward column ${k}`);
}
check(cf[3] === bf[2], 'SOFA: 2024 carried forward = 2025 brought forward');
check(totInc[2] === mgLabel['TOTAL INCOME'].ya && totExp[2] === mgLabel['TOTAL EXPENDITURE'].ya, 'SOFA totals = management accounts year to date');
const BSr = (label) => row(fl, label, { after: 'Balance Sheet', before: 'Notes to the Financial Statements', n: 2 });
const bs = Object.fromEntries(['Tangible assets', 'Debtors and prepayments', 'Cash at bank and in hand', 'Creditors: amounts falling due within one year', 'Net current assets', 'Net assets', 'Restricted funds', 'Unrestricted funds: designated', 'Unrestricted funds: general', 'Total unrestricted funds', 'Total funds'].map((l) => [l, BSr(l)]));
for (const k of [0, 1]) {
  const cur = bs['Debtors and prepayments'][k] + bs['Cash at bank and in hand'][k];
  check(cur + bs['Creditors: amounts falling due within one year'][k] === bs['Net current assets'][k], `BS: net current assets ${k}`);
  check(bs['Tangible assets'][k] + bs['Net current assets'][k] === bs['Net assets'][k], `BS: net assets ${k}`);
  check(bs['Unrestricted funds: designated'][k] + bs['Unrestricted funds: general'][k] === bs['Total unrestricted funds'][k], `BS: unrestricted ${k}`);
  check(bs['Restricted funds'][k] + bs['Total unrestricted funds'][k] === bs['Total funds'][k] && bs['Total funds'][k] === bs['Net assets'][k], `BS: funds = net assets ${k}`);
}
check(bs['Total funds'][0] === cf[2] && bs['Total funds'][1] === cf[3], 'BS funds = SOFA carried forward');
check(bs['Restricted funds'][0] === cf[1] && bs['Total unrestricted funds'][0] === cf[0], 'BS fund split = SOFA');
const depr = sg((r) => r.code === 8000);
check(bs['Tangible assets'][1] + 6400 - depr === bs['Tangible assets'][0], 'BS: tangible assets move by additions less Sage depreciation');
const n4 = Object.fromEntries(['Day Centre', 'Meals on Wheels', 'Rural Transport', 'Befriending', 'Total'].map((l) => [l, row(fl, l, { after: '4. Analysis of expenditure', before: '8. Employees', n: 3 })]));
for (const [l, v] of Object.entries(n4)) check(v[0] + v[1] === v[2], `note 4: ${l} direct + support = total`);
for (const l of ['Day Centre', 'Meals on Wheels', 'Rural Transport', 'Befriending']) check(n4[l][2] === sofaExp.find((x) => x[0] === l)[1][2], `note 4 = SOFA ${l}`);
const supportTotal = num(flat(fsTxt).match(/totalled €([\d,]+) in 2025/)[1]);
check(supportTotal === n4.Total[1] && supportTotal === sg((r) => r.dept === 9 && r.code >= 5000), 'note 4 support costs = Sage Administration department');
const deptNo = { 'Day Centre': 1, 'Meals on Wheels': 2, 'Rural Transport': 3, Befriending: 4 };
for (const [l, d] of Object.entries(deptNo)) check(n4[l][0] === sg((r) => r.dept === d && r.code >= 5000), `note 4 direct = Sage department ${l}`);
const pctAlloc = Object.fromEntries([...flat(fsTxt).matchAll(/(Day Centre|Meals on Wheels|Rural Transport|Befriending) (\d+)%/g)].map((m) => [m[1], +m[2]]));
check(sum(Object.values(pctAlloc)) === 100, 'note 4 allocation percentages add to 100');
for (const l of Object.keys(deptNo)) check(Math.abs(n4[l][1] - (supportTotal * pctAlloc[l]) / 100) <= 1, `note 4 support allocation ${l}`);
check(row(fl, 'Raising funds', { after: 'Expenditure on:', n: 4 })[2] === sg((r) => r.dept === 5 && r.code >= 5000), 'SOFA raising funds = Sage Fundraising department');
const n11 = Object.fromEntries(['HSE Section 39 (older persons services)', 'Pobal CSP (wage contribution)', 'Dormant Accounts Fund (minibus)', 'Community Foundation for Ireland (befriending)', 'Total restricted funds'].map((l) => [l, row(fl, l, { after: '11. Restricted funds', n: 4 })]));
for (const [l, v] of Object.entries(n11)) check(v[0] + v[1] + v[2] === v[3], `note 11: ${l} rolls forward`);
check(n11['Total restricted funds'][1] === totInc[1] && -n11['Total restricted funds'][2] === totExp[1] && n11['Total restricted funds'][3] === cf[1] && n11['Total restricted funds'][0] === bf[1], 'note 11 = SOFA restricted column');
const meals = num(flat(fsTxt).match(/delivered ([\d,]+) meals/)[1]);
check(r2(meals * 4.5) === sg((r) => r.code === 4100), 'meals × €4.50 = Sage meal charges');
const hse15 = row(fl, 'HSE Dublin and Midlands: Section 39 Health Act 2004, older persons services', { after: '15. Grants', n: 2 });
check(hse15[1] === sg((r) => r.code === 4000), 'note 15 HSE = Sage');

// --- budget 2026
const bWb = await readXlsx(P(AF.budget));
acText.budget = xlsxText(bWb);
const progSheets = ['Day Centre', 'Meals on Wheels', 'Rural Transport', 'Befriending', 'Central'];
const budget = {};
for (const sn of progSheets) {
  const ws = bWb[sn];
  const h = ws[4];
  const ci = (t) => h.findIndex((x) => x === t);
  const cCode = ci('Code'), cDesc = ci('Description'), cQ = ['Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q3 (Jul–Sep)', 'Q4 (Oct–Dec)'].map(ci), cB = ci('Budget 2026'), cA = ci('Actual 2025'), cC = ci('Change'), cCC = ci('Cost centre');
  check(cCode > 0 && cDesc > 0 && cQ.every((x) => x > 0) && cB > 0 && cA > 0, `budget ${sn}: headers`);
  const rows = [];
  const labels = {};
  let sec = null, cc = null;
  ws.forEach((r, i) => {
    if (!r || i <= 4) return;
    if (r[1] === 'INCOME' || r[1] === 'EXPENDITURE') { sec = r[1]; return; }
    if (cCC > 0 && r[cCC]) cc = r[cCC];
    const q = cQ.map((c) => num(r[c]));
    const v = { q, annual: num(r[cB]), act: num(r[cA]), chg: num(r[cC]), sec, cc };
    if (typeof r[cCode] === 'number') rows.push({ code: r[cCode], name: r[cDesc], ...v });
    else if (typeof r[cDesc] === 'string') labels[r[cDesc]] = v;
  });
  for (const x of rows) {
    check(sum(x.q) === x.annual, `budget ${sn} ${x.code}: quarters = year`);
    check(x.chg === x.annual - x.act, `budget ${sn} ${x.code}: change`);
    const depts = cCC > 0 ? [x.cc.startsWith('5') ? 5 : 9] : [{ 'Day Centre': 1, 'Meals on Wheels': 2, 'Rural Transport': 3, Befriending: 4 }[sn]];
    check(near(x.act, sg((r) => r.code === x.code && depts.includes(r.dept))), `budget ${sn} ${x.code}: 2025 actual = Sage`);
  }
  for (const [lab, secName] of [['Total income', 'INCOME'], ['Total expenditure', 'EXPENDITURE']]) {
    const rs = rows.filter((x) => x.sec === secName);
    check(labels[lab].annual === sum(rs.map((x) => x.annual)) && labels[lab].act === sum(rs.map((x) => x.act)) && labels[lab].q.every((v, i) => v === sum(rs.map((x) => x.q[i]))), `budget ${sn}: ${lab}`);
  }
  const net = labels['Surplus / (deficit)'];
  check(net.annual === labels['Total income'].annual - labels['Total expenditure'].annual, `budget ${sn}: surplus`);
  budget[sn] = { rows, labels };
}
{
  const ws = bWb.Summary;
  const get = (n) => ws.find((r) => r && r[1] === n);
  for (const sn of progSheets) {
    const r = get(sn === 'Central' ? 'Central (administration & fundraising)' : sn);
    check(r && r[2] === budget[sn].labels['Total income'].annual && r[3] === budget[sn].labels['Total expenditure'].annual && r[4] === r[2] - r[3] && r[5] === budget[sn].labels['Surplus / (deficit)'].act, `budget summary ${sn}`);
  }
  const t = get('Total');
  check(t[2] === sum(progSheets.map((s) => budget[s].labels['Total income'].annual)) && t[3] === sum(progSheets.map((s) => budget[s].labels['Total expenditure'].annual)), 'budget summary total');
  check(t[5] === totInc[2] - totExp[2], 'budget summary 2025 actual = SOFA net');
}
const bRow = (sn, code, cc) => budget[sn].rows.find((x) => x.code === code && (!cc || x.cc.startsWith(cc)));
const budgetIncTotal = sum(progSheets.map((s) => budget[s].labels['Total income'].annual));

// --- HSE service arrangement
const hse = await readDocx(P(AF.hse));
acText.hse = hse.text;
const hseT = flat(hse.text);
const hseTotal = moneyAfter(hseT, /provide funding of €([\d,]+)/);
const hseMonthly = moneyAfter(hseT, /instalments of €([\d,]+)/);
const onceOff = moneyAfter(hseT, /once-off funding of €([\d,]+)/);
const adminCap = hseT.match(/shall not exceed (\d+)% of the Annual Funding \(€([\d,]+)\)/);
check(hseMonthly * 12 === hseTotal, 'HSE: 12 instalments = annual funding');
check(adminCap && (+adminCap[1] * hseTotal) / 100 === num(adminCap[2]), 'HSE: admin cap € = % × funding');
const hseTab = hse.tables[0];
const hseRow = (n) => hseTab.find((r) => r[0] === n).slice(1).map(num);
for (const n of ['Day Centre', 'Meals on Wheels', 'Befriending']) {
  const v = hseRow(n);
  check(v[1] - v[0] === v[2], `HSE table ${n} change`);
  check(v[0] === sg((r) => r.code === 4000 && r.dept === deptNo[n]), `HSE table ${n} 2025 = Sage`);
  check(v[1] === bRow(n, 4000).annual, `HSE table ${n} 2026 = budget`);
}
check(hseRow('Total Annual Funding')[1] === hseTotal && hseRow('Total Annual Funding')[0] === sg((r) => r.code === 4000), 'HSE table total');
const mealsTarget = num(hseT.match(/not fewer than ([\d,]+) meals/)[1]);
const mealCharge = num(hseT.match(/charge to service users of €([\d.]+) per meal/)[1]);
check(mealsTarget * mealCharge === bRow('Meals on Wheels', 4100).annual, 'HSE meals target × charge = budgeted meal charges');

// --- garage invoice (OCR)
const gText = ocr(P(AF.garage));
acText.garage = gText;
const gl = gText.split('\n');
const gLast = (start) => { const l = gl.find((x) => x.trim().startsWith(start)); if (!l) throw new Error('garage OCR: no line ' + start); return parseLine(l).vals.at(-1); };
const g = { partsNet: gLast('Parts net'), vatP: gLast('VAT on parts'), labourNet: gLast('Labour net'), vatL: gLast('VAT on labour'), net: gLast('Total net'), vat: gLast('Total VAT'), total: gLast('INVOICE TOTAL') };
const partsLines = ['Brake pads', 'Brake discs', 'Oil filter', 'Engine oil'].map((p) => gLast(p));
check(near(sum(partsLines), g.partsNet), 'garage: parts lines = parts net');
check(near(r2(g.partsNet * 0.23), g.vatP) && near(r2(g.labourNet * 0.135), g.vatL), 'garage: VAT at 23% and 13.5%');
check(near(g.partsNet + g.labourNet, g.net) && near(g.vatP + g.vatL, g.vat) && near(g.net + g.vat, g.total), 'garage: totals');
const labourLine = parseLine(gl.find((x) => x.trim().startsWith('Labour (')));
check(near(labourLine.vals.at(-3) * labourLine.vals.at(-2), g.labourNet), 'garage: hours × rate = labour');
const gReg = gText.match(/Reg:\s*(\S+)/)[1];

// --- Ardcullen answers, in case order: [start of the question, answer]
const months = (k) => (m) => sg((r) => r.code === k && r.month === m);
const A_AC = [
  ['What was our total income for the year ended', () => totInc[2]],
  ['What were total funds (net assets) at 31 December 2024', () => bs['Total funds'][1]],
  ['cash at bank end of 2025', () => bs['Cash at bank and in hand'][0]],
  ['How much restricted income', () => totInc[1]],
  ["What's the closing balance on the Dormant Accounts", () => n11['Dormant Accounts Fund (minibus)'][3]],
  ['How much in support costs was allocated to Rural Transport', () => n4['Rural Transport'][1]],
  ['For Q4 2025, what was the budget for gross wages', () => mgRows[7000].qb],
  ['actual light and heat oct-dec', () => mgRows[7200].qa],
  ['What is the 2026 budget for vehicle fuel in Rural Transport', () => bRow('Rural Transport', 7300).annual],
  ['How much have we budgeted for food and provisions for Meals on Wheels in the third quarter', () => bRow('Meals on Wheels', 5000).q[2]],
  ['whats the budgeted deficit for befriending', () => budget.Befriending.labels['Surplus / (deficit)'].annual],
  ['What is the total HSE Section 39 funding for 2026', () => hseTotal],
  ['how much is each monthly HSE payment', () => hseMonthly],
  ['How much did the Meals on Wheels service cost in 2025', () => sofaExp.find((x) => x[0] === 'Meals on Wheels')[1][2]],
  ['How much did we get from the HSE and Pobal together', () => mgRows[4000].ya + mgRows[4010].ya],
  ['What were total meal charges for July, August and September', () => sum([7, 8, 9].map(months(4100)))],
  ['total HSE money for 2026 incl the once-off', () => hseTotal + onceOff],
  ['What is the total 2026 budget for wages plus employer PRSI in the Day Centre', () => bRow('Day Centre', 7000).annual + bRow('Day Centre', 7006).annual],
  ['By how much did cash at bank change during 2025', () => bs['Cash at bank and in hand'][0] - bs['Cash at bank and in hand'][1]],
  ['how much higher is the day centre wages budget', () => bRow('Day Centre', 7000).annual - bRow('Day Centre', 7000).act],
  ['How much more HSE funding does Meals on Wheels get', () => hseRow('Meals on Wheels')[2]],
  ['What percentage of our 2025 total income came from the HSE', () => (mgRows[4000].ya / totInc[2]) * 100],
  ['By what percentage did donations go up', () => { const d = sofaInc[0][1]; return ((d[2] - d[3]) / d[3]) * 100; }],
  ['staff costs as a % of total expenditure', () => (staffCosts.ya / mgLabel['TOTAL EXPENDITURE'].ya) * 100],
  ['What share of the 2026 budgeted income is Rural Transport', () => (budget['Rural Transport'].labels['Total income'].annual / budgetIncTotal) * 100],
  ['How far over or under budget was total expenditure', () => mgLabel['TOTAL EXPENDITURE'].yv],
  ['Did we go over budget on vehicle repairs in Q4', () => mgRows[7310].qa - mgRows[7310].qb],
  ['What was the full-year variance on donations', () => mgRows[4200].yv],
  ['light & heat full year variance %', () => mgRows[7200].yp * 100],
  ['How many months of expenditure do our unrestricted funds cover', () => bs['Total unrestricted funds'][0] / (totExp[2] / 12)],
  ['What was the cost per meal delivered', () => sofaExp.find((x) => x[0] === 'Meals on Wheels')[1][2] / meals],
  ['Which month in 2025 had the highest light and heat cost', () => { const v = [...Array(12).keys()].map((i) => months(7200)(i + 1)); return MONTHS[v.indexOf(Math.max(...v))]; }],
  ['Which expense line had the largest adverse variance', () => { const e = mgCodes('EXPENDITURE'); const w = e.reduce((a, c) => (mgRows[c].yv < mgRows[a].yv ? c : a)); return mgRows[w].name; }],
  ['Leaving aside central costs, which programme', () => progSheets.filter((s) => s !== 'Central').reduce((a, s) => (budget[s].labels['Surplus / (deficit)'].annual < budget[a].labels['Surplus / (deficit)'].annual ? s : a))],
  ['How much did we spend on vehicle fuel in March 2025', () => months(7300)(3)],
  ['donatons in dec 2025', () => months(4200)(12)],
  ['What did Befriending spend on volunteer expenses in June', () => sg((r) => r.code === 7400 && r.month === 6 && r.deptName === 'Befriending')],
  ['How many expenditure lines came in over budget', () => mgCodes('EXPENDITURE').filter((c) => mgRows[c].ya > mgRows[c].yb).length],
  ['how many meals did MOW deliver', () => meals],
  ['When do the 2026 annual financial statements have to be submitted', () => dateAfter(hseT, 'that is no later than')],
  ["what's the deadline to spend the once-off dishwasher", () => dateAfter(hseT, 'must be spent by')],
  ['What is the cap on management and administration costs', () => `${adminCap[1]}%`],
  ['Who are our auditors', () => flat(fsTxt).match(/Auditors (.+?), Chartered/)[1].replace(/ & Co$/, '')],
  ['On what basis are support costs allocated', () => flat(fsTxt).match(/on the basis of estimated (staff time)/)[1]],
  ["What was the total on the Murphy's Garage invoice", () => g.total],
  ['how much VAT on the garage invoice', () => g.vat],
  ['What is the registration of the minibus', () => gReg],
  ['What was our total income in 2023', null],
  ['How much did the Christmas lunch cost', null],
  ["What's the 2026 budget for the new website", null],
  ['do we have the receipt for the minibus tyres', null],
  ['How much did we pay in bank charges', null],
];

// ============================================================ LANTERN HILL
const LF = {
  fs: 'lanternhill/Lantern Hill Animal Shelter - Audited Financial Statements FYE August 31 2025.pdf',
  bva: 'lanternhill/Budget vs Actual - FY26 through Feb 2026.xlsx',
  aplos: 'lanternhill/Aplos Transaction Detail 2026-01-01 to 2026-02-28.csv',
  treas: "lanternhill/Treasurer's Report - March 2026 Board Meeting.docx",
  wff: 'lanternhill/Whitcomb Family Foundation Grant Agreement WFF-2025-118.pdf',
  feed: 'lanternhill/PXL_20260211_163512.jpg',
};
check(JSON.stringify(Object.values(LF).sort()) === JSON.stringify(orgFiles('lanternhill')), 'lanternhill file list');
const lhText = {};
// --- audited statements
const lfTxt = pdfText(P(LF.fs));
lhText.fs = lfTxt;
const ll = lfTxt.split('\n');
const SFPr = (l) => row(ll, l, { after: 'STATEMENTS OF FINANCIAL POSITION', before: 'STATEMENT OF ACTIVITIES', n: 2 });
const sfp = Object.fromEntries(['Cash and cash equivalents', 'Investments', 'Pledges receivable, net', 'Accounts receivable', 'Prepaid expenses and inventory', 'Property and equipment, net', 'Total assets', 'Accounts payable and accrued expenses', 'Deferred revenue', 'Note payable - vehicle', 'Total liabilities', 'Undesignated', 'Board-designated operating reserve', 'Total without donor restrictions', 'With donor restrictions', 'Total net assets', 'Total liabilities and net assets'].map((l) => [l, SFPr(l)]));
for (const k of [0, 1]) {
  const f = (l) => sfp[l][k];
  check(f('Cash and cash equivalents') + f('Investments') + f('Pledges receivable, net') + f('Accounts receivable') + f('Prepaid expenses and inventory') + f('Property and equipment, net') === f('Total assets'), `SFP: assets foot ${k}`);
  check(f('Accounts payable and accrued expenses') + f('Deferred revenue') + f('Note payable - vehicle') === f('Total liabilities'), `SFP: liabilities ${k}`);
  check(f('Undesignated') + f('Board-designated operating reserve') === f('Total without donor restrictions'), `SFP: without donor restrictions ${k}`);
  check(f('Total without donor restrictions') + f('With donor restrictions') === f('Total net assets'), `SFP: net assets ${k}`);
  check(f('Total liabilities') + f('Total net assets') === f('Total liabilities and net assets') && f('Total assets') === f('Total liabilities and net assets'), `SFP: balances ${k}`);
}
const SOAr = (l) => row(ll, l, { after: 'STATEMENT OF ACTIVITIES', before: 'STATEMENT OF FUNCTIONAL EXPENSES', n: 3 });
const revLabels = ['Contributions', 'Grants', 'Special events revenue', 'Less direct costs of special events', 'Adoption fees', 'Spay/neuter clinic fees', 'Humane education fees', 'In-kind contributions', 'Investment return, net', 'Net assets released from restrictions'];
const soa = Object.fromEntries([...revLabels, 'Total revenue, support and gains', 'Shelter & Animal Care', 'Adoption Services', 'Spay/Neuter Clinic', 'Humane Education', 'Total program services', 'Management and general', 'Fundraising', 'Total supporting services', 'Total expenses', 'Change in net assets', 'Net assets, beginning of year', 'Net assets, end of year'].map((l) => [l, SOAr(l)]));
for (const [l, v] of Object.entries(soa)) check(v[0] + v[1] === v[2], `SOA: ${l} columns`);
for (let k = 0; k < 3; k++) {
  const s = (l) => soa[l][k];
  check(sum(revLabels.map(s)) === s('Total revenue, support and gains'), `SOA: revenue foots ${k}`);
  check(s('Shelter & Animal Care') + s('Adoption Services') + s('Spay/Neuter Clinic') + s('Humane Education') === s('Total program services'), `SOA: programs ${k}`);
  check(s('Management and general') + s('Fundraising') === s('Total supporting services') && s('Total program services') + s('Total supporting services') === s('Total expenses'), `SOA: expenses ${k}`);
  check(s('Total revenue, support and gains') - s('Total expenses') === s('Change in net assets') && s('Net assets, beginning of year') + s('Change in net assets') === s('Net assets, end of year'), `SOA: change in net assets ${k}`);
}
check(soa['Net assets, end of year'][0] === sfp['Total without donor restrictions'][0] && soa['Net assets, end of year'][1] === sfp['With donor restrictions'][0] && soa['Net assets, beginning of year'][2] === sfp['Total net assets'][1], 'SOA net assets = SFP');
const funcNames = ['Salaries and wages', 'Payroll taxes and benefits', 'Veterinary supplies and medicine', 'Contract veterinary services', 'Animal food', 'Cleaning and kennel supplies', 'Utilities', 'Repairs and maintenance', 'Insurance', 'Professional fees', 'Marketing and printing', 'Technology and software', 'Vehicle expense', 'Bank and credit card fees', 'Depreciation', 'Other'];
const FEr = (l) => row(ll, l, { after: 'STATEMENT OF FUNCTIONAL EXPENSES', before: 'NOTES TO FINANCIAL STATEMENTS', n: 8 });
const fe = Object.fromEntries([...funcNames, 'Total expenses'].map((l) => [l, FEr(l)]));
for (const [l, v] of Object.entries(fe)) check(v[0] + v[1] + v[2] + v[3] === v[4] && v[4] + v[5] + v[6] === v[7], `functional: ${l} row totals`);
for (let k = 0; k < 8; k++) check(sum(funcNames.map((l) => fe[l][k])) === fe['Total expenses'][k], `functional: column ${k} foots`);
['Shelter & Animal Care', 'Adoption Services', 'Spay/Neuter Clinic', 'Humane Education', 'Total program services', 'Management and general', 'Fundraising', 'Total expenses'].forEach((l, k) => check(fe['Total expenses'][k] === soa[l][0], `functional column = SOA ${l}`));
const NOTEr = (l, after) => row(ll, l, { after, n: 2 });
const ppe = ['Land', 'Buildings and improvements', 'Kennels and clinic equipment', 'Vehicles'].map((l) => NOTEr(l, 'Note 5'));
const accDep = NOTEr('Less accumulated depreciation', 'Note 5');
const ppeNet = NOTEr('Property and equipment, net', 'Note 5');
for (const k of [0, 1]) check(sum(ppe.map((v) => v[k])) + accDep[k] === ppeNet[k] && ppeNet[k] === sfp['Property and equipment, net'][k], `note 5 = SFP ${k}`);
check(accDep[1] - accDep[0] === fe.Depreciation[7], 'note 5 accumulated depreciation moves by the depreciation expense');
const n7 = ['Cat adoption wing capital campaign', 'Spay/neuter clinic (State Animal Welfare Fund)', 'Pledges receivable for future operating years', 'General endowment fund'].map((l) => NOTEr(l, 'Note 7'));
const n7t = NOTEr('Total net assets with donor restrictions', 'Note 7');
for (const k of [0, 1]) check(sum(n7.map((v) => v[k])) === n7t[k] && n7t[k] === sfp['With donor restrictions'][k], `note 7 = SFP ${k}`);
const auditDate = dateAfter(lfTxt, 'LLP Topeka, Kansas');

// --- budget vs actual
const bvWb = await readXlsx(P(LF.bva));
lhText.bva = xlsxText(bvWb);
const bv = bvWb['BvA Feb 2026'];
const colKey = {};
for (let c = 1; c < Math.max(bv[5].length, bv[6].length); c++) {
  const g5 = String(bv[5][c] ?? ''), h6 = String(bv[6][c] ?? '');
  const grpK = g5.startsWith('February') ? 'feb' : g5.startsWith('Year to Date') ? 'ytd' : g5.startsWith('Full Year') ? 'fy' : null;
  if (!grpK) continue;
  colKey[`${grpK}:${h6}`] = c;
}
const bvCol = (k) => { if (!colKey[k]) throw new Error('BvA: no column ' + k); return colKey[k]; };
const bvAcct = {};
const bvTot = {};
bv.forEach((r, i) => {
  if (!r || i < 7) return;
  const v = { feb: num(r[bvCol('feb:Actual')]), febB: num(r[bvCol('feb:Budget')]), febV: num(r[bvCol('feb:$ Var')]), ytd: num(r[bvCol('ytd:Actual')]), ytdB: num(r[bvCol('ytd:Budget')]), ytdV: num(r[bvCol('ytd:$ Var')]), ytdP: r[bvCol('ytd:% Var')], fy: num(r[bvCol('fy:FY26 Budget')]), rem: num(r[bvCol('fy:Remaining')]) };
  if (typeof r[1] === 'number') bvAcct[r[1]] = { ...v, cat: r[2], name: r[3] };
  else if (typeof r[3] === 'string' && r[3].startsWith('Total') || r[3] === 'Net Operating Income') bvTot[r[3]] = v;
});
for (const [c, v] of Object.entries(bvAcct)) {
  check(near(v.febV, v.feb - v.febB) && near(v.ytdV, v.ytd - v.ytdB) && near(v.rem, v.fy - v.ytd), `BvA ${c}: variances and remaining`);
  if (v.ytdB) check(near(v.ytdP, v.ytdV / v.ytdB, 1e-9), `BvA ${c}: % var`);
}
const cats = ['Revenue', 'Personnel', 'Animal Care', 'Facilities', 'Administration'];
for (const cat of cats) for (const k of ['feb', 'febB', 'ytd', 'ytdB', 'fy']) check(near(bvTot[`Total ${cat}`][k], sum(Object.values(bvAcct).filter((a) => a.cat === cat).map((a) => a[k]))), `BvA total ${cat} ${k}`);
for (const k of ['feb', 'febB', 'ytd', 'ytdB', 'fy']) {
  check(near(bvTot['Total Expenses'][k], sum(cats.slice(1).map((c) => bvTot[`Total ${c}`][k]))), `BvA total expenses ${k}`);
  check(near(bvTot['Net Operating Income'][k], bvTot['Total Revenue'][k] - bvTot['Total Expenses'][k]), `BvA net ${k}`);
}
check(bv.filter((r) => r && r[3] === 'Other').length === 3, 'BvA: "Other" in three sections');

// --- Aplos transactions
const tx = readCsv(P(LF.aplos)).map((r) => ({ date: r.Date, month: +r.Date.slice(0, 2), acct: parseInt(r.Account, 10), contact: r.Contact, memo: r.Memo, amount: num(r.Amount), id: r['Transaction ID'] }));
lhText.aplos = fs.readFileSync(P(LF.aplos), 'utf8');
check(new Set(tx.map((t) => t.id)).size === tx.length, 'Aplos: unique transaction ids');
for (const t of tx) check(t.acct < 5000 ? t.amount > 0 : t.amount < 0, `Aplos ${t.id}: deposits positive, expenses negative`);
const txs = (f) => Math.round(sum(tx.filter(f).map((t) => Math.abs(t.amount))) * 100) / 100;
for (const [c, v] of Object.entries(bvAcct)) check(near(v.feb, txs((t) => t.acct === +c && t.month === 2)), `BvA ${c}: February actual = Aplos`);
check(tx.filter((t) => !bvAcct[t.acct]).every((t) => t.acct === 4400), 'Aplos: only capital campaign gifts are outside the operating budget');

// --- treasurer's report
const tr = await readDocx(P(LF.treas));
lhText.treas = tr.text;
const trT = flat(tr.text);
const pledged = moneyAfter(trT, /now total \$([\d,]+) against/), goal = moneyAfter(trT, /against the \$([\d,]+) goal/), collected = moneyAfter(trT, /and \$([\d,]+) has been collected/);
const loc = trT.match(/The \$([\d,]+) line of credit with ([A-Z][A-Za-z ]+?) remains undrawn/);
check(loc && num(loc[1]) === 150000 && flat(lfTxt).includes(`$${loc[1]} revolving line of credit with ${loc[2]}`), 'treasurer: line of credit agrees with note 9');
const adoptions = num(trT.match(/(\d+) animals were adopted/)[1]);
check(num(trT.match(/Operating revenue year to date was \$([\d,.]+)/)[1]) === bvTot['Total Revenue'].ytd && num(trT.match(/Operating expenses were \$([\d,.]+)/)[1]) === bvTot['Total Expenses'].ytd, 'treasurer: YTD revenue and expenses = BvA');
const cashTab = tr.tables[0];
const cashRows = cashTab.slice(1).map((r) => ({ name: r[0], aug: num(r[1]), feb: num(r[2]), chg: num(r[3]) }));
const cashTotal = cashRows.find((r) => r.name === 'Total cash');
const cashAccts = cashRows.filter((r) => r.name !== 'Total cash');
for (const r of cashRows) check(near(r.feb - r.aug, r.chg), `treasurer cash ${r.name}: change`);
check(near(sum(cashAccts.map((r) => r.aug)), cashTotal.aug) && near(sum(cashAccts.map((r) => r.feb)), cashTotal.feb), 'treasurer cash table foots');
check(cashTotal.aug === sfp['Cash and cash equivalents'][0], 'treasurer Aug 31 cash = audited SFP');
check(near(cashAccts.find((r) => r.name.startsWith('Capital campaign')).chg, txs((t) => t.acct === 4400)), 'treasurer capital campaign account change = Aplos capital gifts');
check(near(moneyAfter(trT, /Total cash across all accounts was \$([\d,.]+)/), cashTotal.feb), 'treasurer: cash in text = table');

// --- Whitcomb grant agreement
const wTxt = pdfText(P(LF.wff));
lhText.wff = wTxt;
const wl = wTxt.split('\n');
const wT = flat(wTxt);
const wAmount = moneyAfter(wT, /Grant amount \$([\d,]+)/);
const pays = wl.filter((l) => /^\s*Payment \d:/.test(l)).map((l) => parseLine(l).vals.at(-1));
check(sum(pays) === wAmount && row(wl, 'Total', { after: '2. Payment schedule', n: 1 })[0] === wAmount, 'Whitcomb: payments = grant');
const wBud = ['Contract veterinarian (surgery days)', 'Surgical supplies and anesthesia', 'Veterinary technician wages (partial)', 'Indirect costs'].map((l) => row(wl, l, { after: '3. Approved budget', n: 1 })[0]);
check(sum(wBud) === wAmount && row(wl, 'Total grant', { n: 1 })[0] === wAmount, 'Whitcomb: budget = grant');
const indirectPct = +wT.match(/Indirect costs may not exceed (\d+)%/)[1];
check(wBud[3] === (wAmount * indirectPct) / 100, 'Whitcomb: indirect at the cap');
check(bvAcct[4020] && flat(lfTxt).includes(`for $${wAmount.toLocaleString('en-US')} to support`), 'Whitcomb: amount agrees with note 10');
const surgeries = num(wT.match(/at least ([\d,]+) surgeries/)[1]);
const officer = wT.match(/Program officer (.+?) 1\. Purpose/)[1];

// --- feed store receipt (OCR)
const fText = ocr(P(LF.feed));
lhText.feed = fText;
const fl2 = fText.split('\n').map((l) => l.trim());
const fLast = (start) => { const l = fl2.find((x) => x.startsWith(start)); if (!l) throw new Error('receipt OCR: no line ' + start); return parseLine(l).vals.at(-1); };
const items = [];
fl2.forEach((l, i) => { const m = l.match(/^(\d+) @ ([\d.]+) ([\d.]+)$/); if (m) items.push({ d: fl2[i - 1], q: +m[1], u: +m[2], ext: +m[3] }); });
for (const it of items) check(near(r2(it.q * it.u), it.ext), `receipt: ${it.d} qty × price`);
const fSub = fLast('SUBTOTAL'), fTax = fLast('SALES TAX'), fTotal = fLast('TOTAL');
check(items.length === 5 && near(sum(items.map((i) => i.ext)), fSub), 'receipt: items = subtotal');
check(near(r2(fSub * 0.065), fTax) && near(fSub + fTax, fTotal), 'receipt: tax at 6.5% and total');
check(num(fText.match(/ITEMS SOLD (\d+)/)[1]) === sum(items.map((i) => i.q)), 'receipt: items sold');
const card = fText.match(/VISA[ X]+(\d{4})/)[1];
check(near(txs((t) => t.date === '02/11/2026' && t.contact === 'Prairie Feed & Farm Supply'), fTotal), 'receipt = the Aplos Prairie Feed lines of 02/11/2026');

// --- Lantern Hill answers, in case order
const fcol = { shelter: 0, clinic: 2, fundraising: 6 };
const expLines = Object.entries(bvAcct).filter(([c]) => +c >= 5000);
const A_LH = [
  ['What were total net assets at August 31, 2025', () => sfp['Total net assets'][0]],
  ['How much did we take in from adoption fees', () => soa['Adoption fees'][2]],
  ['what was in-kind contributions fy25', () => soa['In-kind contributions'][2]],
  ['What were total management and general expenses', () => fe['Total expenses'][5]],
  ['How much did the spay/neuter clinic spend on veterinary supplies', () => fe['Veterinary supplies and medicine'][fcol.clinic]],
  ['salaries for fundrasing staff', () => fe['Salaries and wages'][fcol.fundraising]],
  ['What was the board-designated operating reserve', () => sfp['Board-designated operating reserve'][0]],
  ['How much of our restricted net assets is for the cat adoption wing', () => n7[0][0]],
  ['What was accumulated depreciation at the end of FY2025', () => accDep[0]],
  ['ytd clinic fees actual', () => bvAcct[4110].ytd],
  ["What's the FY26 annual budget for utilities", () => bvAcct[5210].fy],
  ['How much has been pledged to the capital campaign', () => pledged],
  ['What is the total amount of the Whitcomb', () => wAmount],
  ['How much was total cash across all accounts at the end of February', () => cashTotal.feb],
  ['What was our total program service revenue in FY2025', () => soa['Adoption fees'][2] + soa['Spay/neuter clinic fees'][2] + soa['Humane education fees'][2]],
  ['total adoption fees deposited jan + feb', () => txs((t) => t.acct === 4100)],
  ['How much came in for the capital campaign in January and February', () => txs((t) => t.acct === 4400)],
  ['By how much did total net assets grow during FY2025', () => soa['Change in net assets'][2]],
  ['How much more did we bring in from clinic fees than from adoption fees', () => soa['Spay/neuter clinic fees'][2] - soa['Adoption fees'][2]],
  ['How much of the capital campaign pledges is still to be collected', () => pledged - collected],
  ['What percentage of total FY2025 expenses went to program services', () => (soa['Total program services'][2] / soa['Total expenses'][2]) * 100],
  ['What percent of the capital campaign goal has been pledged', () => (pledged / goal) * 100],
  ['By what percentage did pledges receivable go up', () => ((sfp['Pledges receivable, net'][0] - sfp['Pledges receivable, net'][1]) / sfp['Pledges receivable, net'][1]) * 100],
  ['what % of the FY26 annual expense budget have we used', () => (bvTot['Total Expenses'].ytd / bvTot['Total Expenses'].fy) * 100],
  ['Are we over or under budget on contract veterinary services year to date', () => bvAcct[5110].ytdV],
  ['How does net operating income YTD compare to budget', () => bvTot['Net Operating Income'].ytdV],
  ['vet supplies ytd % over budget', () => bvAcct[5100].ytdP * 100],
  ['Counting contributions in both restriction columns', () => soa.Contributions[2] / fe['Total expenses'][fcol.fundraising]],
  ['What is the grant cost per surgery under the Whitcomb', () => wAmount / surgeries],
  ['How many months of budgeted FY26 operating expenses would the board-designated reserve cover', () => sfp['Board-designated operating reserve'][0] / (bvTot['Total Expenses'].fy / 12)],
  ['Which program had the highest expenses in FY2025', () => ['Shelter & Animal Care', 'Adoption Services', 'Spay/Neuter Clinic', 'Humane Education'].reduce((a, l) => (soa[l][2] > soa[a][2] ? l : a))],
  ['Which expense line is the furthest over budget year to date', () => expLines.reduce((a, b) => (b[1].ytdV > a[1].ytdV ? b : a))[1].name],
  ['What was the largest single veterinary supplies purchase', () => Math.max(...tx.filter((t) => t.acct === 5100).map((t) => -t.amount))],
  ['In January 2026, how much did we spend on animal food', () => txs((t) => t.acct === 5120 && t.month === 1)],
  ['How much did we pay Dr. Raman in February', () => txs((t) => t.contact.includes('Raman') && t.month === 2)],
  ['How many adoption fee deposits were there in January 2026', () => tx.filter((t) => t.acct === 4100 && t.month === 1).length],
  ['How many animals were adopted in the first six months', () => adoptions],
  ['how many expense lines are over budget ytd', () => expLines.filter(([, v]) => v.ytdV > 0).length],
  ['When is the interim report due for the Whitcomb grant', () => dateAfter(wT, 'covering the first six months, by')],
  ['When are construction bids for the cat wing due', () => dateAfter(trT, 'Construction bids are due')],
  ["What date is on the auditor's report", () => auditDate],
  ['Who is our program officer at the Whitcomb', () => officer],
  ['What is the cap on indirect costs for the Whitcomb grant', () => `${indirectPct}%`],
  ['Which bank is our line of credit with', () => loc[2]],
  ['What was the total on the Prairie Feed receipt', () => fTotal],
  ['how much sales tax was on the feed store receipt', () => fTax],
  ['How many bags of cat litter', () => items.find((i) => i.d.startsWith('CAT LITTER')).q],
  ['What are the last four digits of the card', () => card],
  ['How much did we spend on microchips', null],
  ['What were total revenues for FY2023', null],
  ['How much does the county pay us for animal control', null],
  ['Can you pull the Home Depot receipt', null],
  ['What did we budget for the rabies vaccination clinic', null],
];

// ------------------------------------------------------------ recompute every case
const NF = {
  'What was our total income in 2023': ['2023'],
  'How much did the Christmas lunch cost': ['christmas'],
  "What's the 2026 budget for the new website": ['website', 'web site'],
  'do we have the receipt for the minibus tyres': ['tyres?', 'tires?'],
  'How much did we pay in bank charges': ['bank charges?', 'bank fees?'],
  'How much did we spend on microchips': ['microchips?'],
  'What were total revenues for FY2023': ['2023'],
  'How much does the county pay us for animal control': ['animal control'],
  'Can you pull the Home Depot receipt': ['home depot'],
  'What did we budget for the rabies vaccination clinic': ['rabies'],
};
const allText = {
  ardcullen: Object.values(acText).join('\n') + '\n' + orgFiles('ardcullen').join('\n'),
  lanternhill: Object.values(lhText).join('\n') + '\n' + orgFiles('lanternhill').join('\n'),
};
function sameDate(a, b) { return a && b && a[0] === b[0] && a[1] === b[1] && a[2] === b[2]; }
for (const [org, defs] of [['ardcullen', A_AC], ['lanternhill', A_LH]]) {
  const cs = cases.filter((c) => c.org === org);
  check(cs.length === defs.length, `${org}: ${cs.length} cases, ${defs.length} definitions`);
  cs.forEach((c, i) => {
    const d = defs[i];
    if (!d) return;
    const [start, fn] = d;
    if (!c.question.startsWith(start)) { errors.push(`${c.id}: definition out of order ("${start}" vs "${c.question}")`); return; }
    const a = c.answer;
    try {
      if (a.type === 'notfound') {
        check(fn === null, `${c.id}: notfound without a definition`);
        const subj = NF[start];
        check(subj && subj.length, `${c.id}: notfound subjects listed`);
        for (const s of subj || []) check(!new RegExp(`\\b${s}\\b`, 'i').test(allText[org]), `${c.id}: notfound subject "${s}" appears in ${org}'s files`);
        return;
      }
      const v = fn();
      if (a.type === 'number') {
        const ok = near(Math.abs(v), Math.abs(a.value), 0.0051 + 1e-6 * Math.abs(a.value));
        check(ok, `${c.id}: recomputed ${v}, case says ${a.value}`);
        if (a.alt) check(near(a.alt[0] * 100, a.value, 0.01), `${c.id}: alt is the fraction`);
      } else if (Array.isArray(v)) {
        // a date: every accepted phrasing is the same date, and the date is in the documents
        for (const p of a.any) check(sameDate(parseDate(p), v), `${c.id}: "${p}" is not ${v.join('-')}`);
      } else {
        const phr = a.any.map((p) => p.toLowerCase());
        check(phr.includes(String(v).toLowerCase()), `${c.id}: recomputed "${v}" not among ${JSON.stringify(a.any)}`);
        check(allText[org].toLowerCase().includes(a.any[0].toLowerCase()), `${c.id}: "${a.any[0]}" not in the documents`);
      }
    } catch (e) {
      errors.push(`${c.id}: ${e.message}`);
    }
  });
}

// ------------------------------------------------------------ mix of kinds
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
check(cases.length >= 95 && cases.length <= 115, `about 100 cases (${cases.length})`);
for (const o of ['ardcullen', 'lanternhill']) { const n = cases.filter((c) => c.org === o).length; check(n >= 45 && n <= 60, `about 50 cases for ${o} (${n})`); }
check(kinds.lookup >= 25 && kinds.lookup <= 35, `about 30 lookups (${kinds.lookup})`);
check(kinds.notfound >= 8 && kinds.notfound <= 12, `8–12 notfound (${kinds.notfound})`);
for (const k of ['total', 'difference', 'percent', 'variance', 'ratio', 'extreme', 'monthly', 'count', 'date', 'text', 'receipt']) check((kinds[k] || 0) >= 3, `at least 3 ${k} cases`);
for (const c of cases) check(c.answer.type !== 'number' || c.answer.tolerance === 0.005, `${c.id}: tolerance 0.005`);
check(new Set(cases.map((c) => c.question.toLowerCase())).size === cases.length, 'questions are distinct');

// size of the set
const size = (d) => fs.readdirSync(d, { withFileTypes: true }).reduce((a, e) => a + (e.isDirectory() ? size(path.join(d, e.name)) : fs.statSync(path.join(d, e.name)).size), 0);
check(size(DOCS) < 3.2e6, `documents under about 3 MB (${size(DOCS)})`);

console.log(`kinds: ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (errors.length) {
  console.log(errors.map((e) => 'FAIL ' + e).join('\n'));
  console.log(`verify: ${errors.length} of ${checks} checks failed`);
  process.exit(1);
}
console.log(`verify: all ${checks} checks passed (${cases.length} cases)`);
