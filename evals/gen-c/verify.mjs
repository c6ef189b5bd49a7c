// Independent check of setC: opens every generated file, reads the figures back out of the documents
// (exceljs for xlsx, a CSV parser, `pdftotext -layout`, the docx XML, tesseract OCR for the receipt photo),
// recomputes every expected answer and compares it with cases.jsonl. It does NOT import data.mjs.
// It also checks that totals foot, that the statements tie together, and that each notfound subject is absent.
// Needs poppler-utils (pdftotext), unzip and tesseract-ocr on PATH.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const SET = path.resolve(HERE, '../set-c');
const DOCS = path.join(SET, 'documents');
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const keys = JSON.parse(fs.readFileSync(path.join(HERE, 'case-keys.json'), 'utf8'));
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));

let problems = 0;
const fail = (msg) => { problems++; console.log('PROBLEM', msg); };
const check = (cond, msg) => { if (!cond) fail(msg); };
const near = (a, b, eps = 0.006) => Math.abs(a - b) <= eps;
const add = (a) => a.reduce((s, x) => s + x, 0);

// ------------------------------------------------------------------ generic readers
const money = (s) => {
  if (s == null) return NaN;
  if (typeof s === 'number') return s;
  const t = String(s).trim();
  if (t === '' || t === '-' || t === '–' || t === '—') return 0;
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  const v = parseFloat(t.replace(/[$,()\s-]/g, ''));
  return neg ? -v : v;
};
function parseCsv(text) {
  const rows = []; let row = []; let cell = ''; let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') q = false; else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { row.push(cell); cell = ''; } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell); rows.push(row); row = []; cell = '';
    } else cell += ch;
  }
  if (cell || row.length) { row.push(cell); rows.push(row); }
  return rows;
}
const cellVal = (c) => {
  const v = c.value;
  if (v && typeof v === 'object' && 'formula' in v) return v.result;
  if (v && typeof v === 'object' && v.richText) return v.richText.map((x) => x.text).join('');
  return v;
};
async function readXlsx(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheets = {};
  wb.eachSheet((ws) => {
    const rows = [];
    ws.eachRow({ includeEmpty: true }, (row, n) => { rows[n] = []; row.eachCell({ includeEmpty: true }, (c, i) => { rows[n][i] = cellVal(c); }); });
    sheets[ws.name] = rows;
  });
  return sheets;
}
const pdftext = (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
const docxText = (file) => execFileSync('unzip', ['-p', file, 'word/document.xml'], { encoding: 'utf8' })
  .replace(/<\/w:p>/g, '\n').replace(/<w:br\/>/g, '\n').replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '')
  .replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const ocr = (file, psm) => execFileSync('tesseract', [file, '-', '--psm', String(psm)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

// ------------------------------------------------------------------ every file opens, every case lists the folder
for (const org of Object.keys(orgs)) {
  const dir = path.join(DOCS, org);
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    try {
      if (f.endsWith('.xlsx')) await readXlsx(p);
      else if (f.endsWith('.pdf')) { const d = await PDFDocument.load(fs.readFileSync(p)); if (d.getPageCount() < 1) throw new Error('no pages'); }
      else if (f.endsWith('.docx')) { if (docxText(p).length < 200) throw new Error('docx text too short'); }
      else if (f.endsWith('.csv')) { if (parseCsv(fs.readFileSync(p, 'utf8')).length < 5) throw new Error('csv too short'); }
      else if (f.endsWith('.png')) { const b = fs.readFileSync(p); if (b.readUInt32BE(0) !== 0x89504e47) throw new Error('not a png'); }
      else throw new Error('unexpected file type');
    } catch (e) { fail(`${org}/${f} does not open: ${e.message}`); }
  }
  const actual = fs.readdirSync(dir).map((f) => `${org}/${f}`).sort().join('|');
  for (const c of cases.filter((x) => x.org === org)) if ([...c.documents].sort().join('|') !== actual) fail(`${c.id} documents list differs from the folder`);
}
for (const c of cases) check(c.id.startsWith(`${c.org}-`) && orgs[c.org], `${c.id} org`);
check(orgs.yarrabee?.fiscalYearStart === 'July' && orgs.kestrel?.fiscalYearStart === 'January', 'orgs.json fiscal years');

// ================================================================== yarrabee, read back
const YD = path.join(DOCS, 'yarrabee');
const Y = {};
{
  const wb = await readXlsx(path.join(YD, '3YCR Budget FY2026 (board approved).xlsx'));
  const rows = wb.Budget;
  const h = rows.findIndex((r) => r && r[1] === 'Category' && r[2] === 'Line item');
  // two-level header: the year comes from the row above (merged over its columns), the measure from this row
  const col = {};
  let year = null;
  for (let i = 3; i < rows[h].length; i++) {
    if (rows[h - 1][i]) year = rows[h - 1][i];
    if (rows[h][i] === 'Budget' || rows[h][i] === 'Actual') col[`${year} ${rows[h][i]}`] = i;
  }
  check(col['FY2026 Budget'] && col['FY2025 Budget'] && col['FY2025 Actual'], 'budget header columns');
  const lines = [];
  let sec = 'income';
  const tot = {};
  for (const r of rows.slice(h + 1)) {
    if (!r || typeof r[2] !== 'string') continue;
    const v = { b26: r[col['FY2026 Budget']], b25: r[col['FY2025 Budget']], a25: r[col['FY2025 Actual']] };
    if (typeof v.b26 !== 'number') continue;
    if (!r[1]) { tot[r[2]] = v; if (r[2] === 'Total income') sec = 'expense'; continue; }
    lines.push({ sec, cat: r[1], label: r[2], ...v });
  }
  for (const c of ['b26', 'b25', 'a25']) {
    check(add(lines.filter((l) => l.sec === 'income').map((l) => l[c])) === tot['Total income'][c], `budget total income ${c}`);
    check(add(lines.filter((l) => l.sec === 'expense').map((l) => l[c])) === tot['Total expenditure'][c], `budget total expenditure ${c}`);
    check(tot['Total income'][c] - tot['Total expenditure'][c] === tot['Net surplus / (deficit)'][c], `budget net ${c}`);
  }
  Y.lines = lines; Y.tot = tot;
  Y.L = (re) => { const m = lines.filter((l) => re.test(l.label)); if (m.length !== 1) throw new Error(`budget line ${re}: ${m.length} matches`); return m[0]; };
  // phasing
  const ph = wb['Monthly phasing'];
  const ph0 = ph.findIndex((r) => r && r[2] === 'Line item');
  const mcols = ph[ph0].map((x, i) => [x, i]).filter(([x]) => /^[A-Z][a-z]{2}-2[56]$/.test(String(x)));
  check(mcols.length === 12 && mcols[0][0] === 'Jul-25' && mcols[11][0] === 'Jun-26', 'phasing months');
  const fy = ph[ph0].indexOf('Full year');
  Y.ph = {};
  for (const r of ph.slice(ph0 + 1)) {
    if (!r || !r[2] || !r[1]) continue;
    const vals = mcols.map(([, i]) => r[i]);
    check(add(vals) === r[fy], `phasing row ${r[2]} sums`);
    const bl = lines.find((l) => l.label === r[2] && l.cat === r[1]);
    check(bl && bl.b26 === r[fy], `phasing ${r[2]} ties to budget`);
    Y.ph[`${r[1]}|${r[2]}`] = vals;
  }
  const as = wb.Assumptions;
  const ah = as.findIndex((r) => r && r.includes('FY2026 budget'));
  Y.members26 = as.find((r) => r && /^Paid-up members/.test(r[1]))[as[ah].indexOf('FY2026 budget')];
}
{
  // statement of financial position: "label [note] 2025 2024"; sections by heading
  const t = pdftext(path.join(YD, 'Statement of Financial Position 30 June 2025.pdf'));
  check(/30 June\s+30 June/.test(t) && /2025\s+2024/.test(t), 'SFP two-line column headers');
  const S = {};
  let sec = '';
  for (const line of t.split('\n')) {
    const hm = line.match(/^\s*((?:CURRENT|NON-CURRENT) (?:ASSETS|LIABILITIES)|EQUITY)\s*$/);
    if (hm) { sec = hm[1]; continue; }
    const m = line.match(/^\s*(\S.*?)\s{2,}(?:(\d{1,2})\s{2,})?([\d,()]+)\s+([\d,()]+)\s*$/);
    if (!m) continue;
    S[`${sec}|${m[1]}`] = [money(m[3]), money(m[4])];
    if (!(m[1] in S)) S[m[1]] = [money(m[3]), money(m[4])];
  }
  const g = (k) => { if (!S[k]) throw new Error(`SFP row ${k}`); return S[k]; };
  for (const i of [0, 1]) {
    check(g('CURRENT ASSETS|Cash and cash equivalents')[i] + g('Trade and other receivables')[i] + g('Prepayments')[i] === g('Total current assets')[i], 'SFP current assets foot');
    check(g('Total current assets')[i] + g('Total non-current assets')[i] === g('TOTAL ASSETS')[i], 'SFP total assets');
    check(g('Total current liabilities')[i] + g('Total non-current liabilities')[i] === g('TOTAL LIABILITIES')[i], 'SFP total liabilities');
    check(g('TOTAL ASSETS')[i] - g('TOTAL LIABILITIES')[i] === g('NET ASSETS')[i] && g('NET ASSETS')[i] === g('TOTAL EQUITY')[i], 'SFP net assets = equity');
  }
  // net assets moved by exactly the FY2025 actual surplus in the budget workbook
  check(g('NET ASSETS')[0] - g('NET ASSETS')[1] === Y.tot['Net surplus / (deficit)'].a25, 'SFP ties to FY25 surplus');
  Y.S = g;
}
{
  // GL actuals, long format; credits (income) negative
  const rows = parseCsv(fs.readFileSync(path.join(YD, 'GL actuals by dept Jul-Dec 2025.csv'), 'utf8')).filter((r) => r.length > 1);
  check(rows[0].join('|') === 'Period|Department|Account|Amount', 'GL header');
  const recs = rows.slice(1).map(([p, d, a, v]) => {
    const [dd, mm, yy] = p.split('/').map(Number);
    check(dd >= 28 && yy === 2025, `GL period ${p} is a day-first month end`);
    return { month: mm, dept: d, code: a.slice(0, 4), name: a.slice(5), amt: Math.round(Number(v) * 100) };
  });
  const months = [...new Set(recs.map((r) => r.month))];
  check(months.join(',') === '7,8,9,10,11,12', `GL months ${months}`);
  Y.gl = recs;
  Y.glSum = (pred) => add(recs.filter(pred).map((r) => r.amt)) / 100;
  Y.exp = (r) => /^[56]/.test(r.code);
  Y.inc = (r) => /^4/.test(r.code);
}
{
  const t = docxText(path.join(YD, 'Management letter FY2025 - Pemberton Keogh.docx'));
  const one = (re) => { const m = t.match(re); if (!m) throw new Error(`letter: ${re}`); return m[1]; };
  Y.letter = {
    date: one(/^(\d{1,2} [A-Z][a-z]+ 20\d\d)$/m),
    opinion: one(/issued an? (\w+) audit opinion/),
    basQuarter: one(/Business Activity Statement for the (.+?) \(/),
    sponsorAmt: money(one(/combined value of (\$[\d,]+)/)),
    farDiff: money(one(/register was (\$[\d,]+) lower/)),
    feeThis: money(one(/year ended 30 June 2025 was (\$[\d,]+) plus GST/)),
    feeNext: money(one(/year ending 30 June 2026 will be (\$[\d,]+) plus GST/)),
  };
}
{
  // receipt: tesseract, two page-segmentation modes; amounts must be consistent with each other
  const f = path.join(YD, 'IMG_20250903_receipt.png');
  const texts = [ocr(f, 4), ocr(f, 6), ocr(f, 3)];
  Y.ocrText = texts.join('\n');
  const grab = (re) => { for (const tx of texts) { const m = tx.match(re); if (m) return m[1].replace(',', '.'); } return null; };
  const rc = {
    merchant: texts[0].split('\n').find((l) => l.trim()).trim(),
    date: grab(/Date:\s*(\d\d\/\d\d\/\d{4})/),
    subtotal: Number(grab(/SUBTOTAL ex GST\s+(\d+\.\d\d)/)),
    gst: Number(grab(/GST 10%\s+(\d+\.\d\d)/)),
    total: Number(grab(/TOTAL\s+\$(\d+\.\d\d)/)),
  };
  check(near(rc.subtotal + rc.gst, rc.total) && near(Math.round(rc.subtotal * 10) / 100, rc.gst), `receipt amounts inconsistent ${JSON.stringify(rc)}`);
  Y.rc = rc;
  console.log('receipt OCR:', JSON.stringify(rc));
}

// ================================================================== kestrel, read back
const KD = path.join(DOCS, 'kestrel');
const K = {};
{
  const wb = await readXlsx(path.join(KD, 'KPWA BvA by Quarter CY2025.xlsx'));
  const rows = wb['BvA by Quarter'];
  check(rows.some((r) => r && /\$ in thousands/.test(String(r[1]))), 'BvA caption says $ in thousands');
  const h = rows.findIndex((r) => r && r.includes('Q1 Budget'));
  const ci = (name) => rows[h].indexOf(name);
  const B = {};
  let sec = null;
  for (const r of rows.slice(h + 1)) {
    if (!r || !r[1]) continue;
    if (r[1] === 'REVENUE') { sec = 'rev'; continue; }
    if (r[1] === 'EXPENSES') { sec = 'exp'; continue; }
    const v = {};
    for (const q of ['Q1', 'Q2', 'Q3', 'Q4', 'FY']) v[q] = { bud: r[ci(`${q} Budget`)], act: r[ci(`${q} Actual`)], var: r[ci(`${q} Variance`)] };
    B[r[1] === 'Net surplus (deficit)' ? 'net' : `${sec}|${r[1]}`] = v;
  }
  // foot and cross-foot (in $000 with one decimal)
  const lineKeys = (s) => Object.keys(B).filter((k) => k.startsWith(`${s}|`) && k !== `${s}|Total`);
  for (const q of ['Q1', 'Q2', 'Q3', 'Q4', 'FY']) {
    for (const s of ['rev', 'exp']) {
      for (const m of ['bud', 'act']) check(near(add(lineKeys(s).map((k) => B[k][q][m])), B[`${s}|Total`][q][m], 0.05), `BvA ${s} total ${q} ${m}`);
    }
    for (const k of Object.keys(B)) check(near(B[k][q].act - B[k][q].bud, B[k][q].var, 0.05), `BvA variance ${k} ${q}`);
    for (const m of ['bud', 'act']) check(near(B['rev|Total'][q][m] - B['exp|Total'][q][m], B.net[q][m], 0.05), `BvA net ${q} ${m}`);
  }
  for (const k of Object.keys(B)) for (const m of ['bud', 'act']) check(near(add(['Q1', 'Q2', 'Q3', 'Q4'].map((q) => B[k][q][m])), B[k].FY[m], 0.05), `BvA FY ${k} ${m}`);
  K.B = B;
  K.$ = (x) => Math.round(x * 1000 * 100) / 100; // $000 -> dollars
}
{
  const rows = parseCsv(fs.readFileSync(path.join(KD, 'Statement of Functional Expenses 2025.csv'), 'utf8'));
  const h = rows.findIndex((r) => r[0] === 'Expense');
  const hdr = rows[h];
  const S = {};
  for (const r of rows.slice(h + 1)) {
    if (!r[0] || r.length < 6) continue;
    S[r[0]] = Object.fromEntries(hdr.slice(1).map((c, i) => [c, money(r[i + 1])]));
  }
  const fns = hdr.slice(1, 5);
  for (const [k, v] of Object.entries(S)) check(add(fns.map((f) => v[f])) === v['Total Expenses'], `SFE row ${k} cross-foots`);
  for (const f of [...fns, 'Total Expenses']) check(add(Object.entries(S).filter(([k]) => k !== 'Total functional expenses').map(([, v]) => v[f])) === S['Total functional expenses'][f], `SFE column ${f} foots`);
  // each SFE line (except depreciation) equals the BvA full-year actual
  for (const [k, v] of Object.entries(S)) {
    if (k === 'Total functional expenses' || k === 'Depreciation') continue;
    check(K.B[`exp|${k}`] && near(K.$(K.B[`exp|${k}`].FY.act), v['Total Expenses'], 0.01), `SFE ${k} ties to BvA`);
  }
  K.S = S;
}
{
  const raw = pdftext(path.join(KD, 'Harrow & Wilde Grant Agreement HWF-2025-0412.pdf'));
  const t = raw.replace(/\s+/g, ' ');
  const one = (re, s = t) => { const m = s.match(re); if (!m) throw new Error(`grant: ${re}`); return m[1]; };
  const sched = [...raw.matchAll(/^\s*(\d)\s+(Upon .+?)\s{2,}([A-Z][a-z]+ \d{1,2}, \d{4})\s+(\$[\d,]+)\s*$/gm)].map((m) => ({ n: m[1], date: m[3], amount: money(m[4]) }));
  const budget = [...raw.matchAll(/^\s*((?:Personnel|Native plants|Equipment and|Contractual|Indirect)[^$]*?)\s{2,}(\$[\d,]+)\s*$/gm)].map((m) => [m[1].trim(), money(m[2])]);
  K.g = {
    award: money(one(/grant of (\$[\d,]+)/)),
    sched,
    budget,
    indirectPct: Number(one(/may not exceed ([\d.]+)% of the total Grant award/)),
    interim: one(/Interim report .*?due ([A-Z][a-z]+ \d{1,2}, \d{4})/),
    final: one(/Final report .*?due ([A-Z][a-z]+ \d{1,2}, \d{4})/),
    end: one(/grant period begins [A-Z][a-z]+ \d{1,2}, \d{4} and ends ([A-Z][a-z]+ \d{1,2}, \d{4})/),
    project: one(/project entitled "(.+?)"/),
  };
  check(sched.length === 4 && add(sched.map((s) => s.amount)) === K.g.award, 'grant schedule sums to award');
  check(budget.length === 5 && add(budget.map((b) => b[1])) === K.g.award, 'grant budget sums to award');
}
{
  const rows = parseCsv(fs.readFileSync(path.join(KD, 'KPWA Chart of Accounts.csv'), 'utf8')).filter((r) => r.length === 4);
  check(rows[0].join('|') === 'Code|Name|Type|Description', 'CoA header');
  K.coa = rows.slice(1).map(([code, name, type, desc]) => ({ code, name, type, desc }));
  check(new Set(K.coa.map((a) => a.code)).size === K.coa.length, 'CoA codes unique');
}

// ================================================================== expected answers, from the files
const pct = (x) => x * 100;
const YL = Y.L;
const YS = Y.S;
const inMonths = (ms) => (r) => ms.includes(r.month);
const ytdExp = (dept) => Y.glSum((r) => Y.exp(r) && (!dept || r.dept === dept));
const monthExp = (m) => Y.glSum((r) => Y.exp(r) && r.month === m);
const depts = [...new Set(Y.gl.map((r) => r.dept))];
const expLines = Y.lines.filter((l) => l.sec === 'expense');
const catSum = (cat, c) => add(expLines.filter((l) => l.cat === cat).map((l) => l[c]));
const tpPh = Y.ph['Transmission|Transmitter power'];
const B = K.B; const S = K.S; const $ = K.$;
const sfeTot = S['Total functional expenses'];
const prog = sfeTot['River Restoration'] + sfeTot['Water Quality Monitoring'];
const q = ['Q1', 'Q2', 'Q3', 'Q4'];
const expKeys = Object.keys(B).filter((k) => k.startsWith('exp|') && k !== 'exp|Total');
const inst2025 = K.g.sched.filter((s) => /2025$/.test(s.date));

const expect = {
  yarrabee: {
    'tp-b26': YL(/^Transmitter power/).b26,
    'radiothon-a25': YL(/^Radiothon donations/).a25,
    'studio-rent-b25': YL(/^Studio rent/).b25,
    'repairs-a25': YL(/^Equipment repairs/).a25,
    'cash-2025': YS('CURRENT ASSETS|Cash and cash equivalents')[0],
    'prov-cur-2024': YS('CURRENT LIABILITIES|Employee provisions')[1],
    'reserve-2025': YS('EQUITY|Transmitter replacement reserve')[0],
    'sponsor-oct': -Y.glSum((r) => r.code === '4110' && r.month === 10),
    'members-b26': Y.members26,
    'net-b26': Y.tot['Net surplus / (deficit)'].b26,
    'sponsor-missing-amt': Y.letter.sponsorAmt,
    'far-diff': Y.letter.farDiff,
    'transmission-a25': catSum('Transmission', 'a25'),
    'tech-ytd': ytdExp('Technical'),
    'income-q1': -Y.glSum((r) => Y.inc(r) && [7, 8, 9].includes(r.month)),
    'wages-q2': Y.glSum((r) => ['5100', '5110'].includes(r.code) && [10, 11, 12].includes(r.month)),
    'staff-b26': catSum('Staff', 'b26'),
    'exp-q2fy26': Y.glSum((r) => Y.exp(r) && [10, 11, 12].includes(r.month)),
    'tp-sep': Y.glSum((r) => r.code === '6110' && r.month === 9),
    'elec-avg': Y.glSum((r) => r.code === '6310') / 6,
    'sponsor-dec-ph': Y.ph['Income|Sponsorship – on-air'][5],
    'smgr-26v25': YL(/^Station manager/).b26 - YL(/^Station manager/).a25,
    'cash-change': YS('CURRENT ASSETS|Cash and cash equivalents')[0] - YS('CURRENT ASSETS|Cash and cash equivalents')[1],
    'audit-fee-rise': Y.letter.feeNext - Y.letter.feeThis,
    'repairs-var25': YL(/^Equipment repairs/).a25 - YL(/^Equipment repairs/).b25,
    'radiothon-var25': YL(/^Radiothon donations/).a25 - YL(/^Radiothon donations/).b25,
    'tp-ytd-var': Y.glSum((r) => r.code === '6110') - add(tpPh.slice(0, 6)),
    'net-var25': Y.tot['Net surplus / (deficit)'].a25 - Y.tot['Net surplus / (deficit)'].b25,
    'ins-pct': pct((YL(/^Insurance/).b26 - YL(/^Insurance/).a25) / YL(/^Insurance/).a25),
    'sponsor-share-b26': pct(YL(/^Sponsorship/).b26 / Y.tot['Total income'].b26),
    'staff-share-a25': pct(catSum('Staff', 'a25') / Y.tot['Total expenditure'].a25),
    'tech-share-ytd': pct(ytdExp('Technical') / ytdExp()),
    'na-growth': pct((YS('NET ASSETS')[0] - YS('NET ASSETS')[1]) / YS('NET ASSETS')[1]),
    'sponsor-ytd-pct': pct(-Y.glSum((r) => r.code === '4110') / YL(/^Sponsorship/).b26),
    'current-ratio': YS('Total current assets')[0] / YS('Total current liabilities')[0],
    'cash-months': YS('CURRENT ASSETS|Cash and cash equivalents')[0] / (Y.tot['Total expenditure'].b26 / 12),
    'rc-total': Y.rc.total,
    'rc-gst': Y.rc.gst,
    'rc-subtotal': Y.rc.subtotal,
  },
  kestrel: {
    'lab-q2-act': $(B['exp|Lab analysis fees'].Q2.act),
    'indiv-q3-bud': $(B['rev|Individual donations'].Q3.bud),
    'gala-q2': $(B['rev|Special events (Spring River Gala)'].Q2.act),
    'sal-fy-act': $(B['exp|Salaries & wages'].FY.act),
    'sfe-rent-fr': S['Rent & utilities'].Fundraising,
    'sfe-depr': S.Depreciation['Total Expenses'],
    'other-rev-fy': $(B['rev|Other'].FY.act),
    'other-exp-q4': $(B['exp|Other'].Q4.act),
    'wqm-total': sfeTot['Water Quality Monitoring'],
    'exp-q3-bud': $(B['exp|Total'].Q3.bud),
    'rev-h1-act': $(B['rev|Total'].Q1.act + B['rev|Total'].Q2.act),
    'prog-total': prog,
    'rr-personnel': S['Salaries & wages']['River Restoration'] + S['Payroll taxes & benefits']['River Restoration'],
    'field-ytd-q3': $(add(['Q1', 'Q2', 'Q3'].map((x) => B['exp|Field equipment & supplies'][x].act))),
    'sal-monthly': $(B['exp|Salaries & wages'].FY.act) / 12,
    'rent-monthly-q4': $(B['exp|Rent & utilities'].Q4.act) / 3,
    'fdn-q4-q1': $(B['rev|Foundation grants'].Q4.act - B['rev|Foundation grants'].Q1.act),
    'sfe-vs-bva': sfeTot['Total Expenses'] - $(B['exp|Total'].FY.act),
    'rr-vs-wqm': sfeTot['River Restoration'] - sfeTot['Water Quality Monitoring'],
    'gov-q3-var': $(B['rev|Government contracts'].Q3.var),
    'exp-fy-var': $(B['exp|Total'].FY.var),
    'contract-q1-var': $(B['exp|Contract services'].Q1.var),
    'net-q4-var': $(B.net.Q4.var),
    'indiv-h1-var': $(B['rev|Individual donations'].Q1.var + B['rev|Individual donations'].Q2.var),
    'lab-q2-pct': pct(B['exp|Lab analysis fees'].Q2.var / B['exp|Lab analysis fees'].Q2.bud),
    'fr-share': pct(sfeTot.Fundraising / sfeTot['Total Expenses']),
    'prog-ratio': pct(prog / sfeTot['Total Expenses']),
    'indiv-q1-q4': pct((B['rev|Individual donations'].Q4.act - B['rev|Individual donations'].Q1.act) / B['rev|Individual donations'].Q1.act),
    'fr-rev': pct(sfeTot.Fundraising / $(B['rev|Total'].FY.act)),
    'exp-rev-ratio': B['exp|Total'].FY.act / B['rev|Total'].FY.act,
    'mg-prog-ratio': sfeTot['Management & General'] / prog,
    'award': K.g.award,
    'indirect-pct': K.g.indirectPct,
    'indirect-max': K.g.award * K.g.indirectPct / 100,
    'inst2': K.g.sched.find((s) => s.n === '2').amount,
    'remaining-after-2025': K.g.award - add(inst2025.map((s) => s.amount)),
    'paid-2025-pct': pct(add(inst2025.map((s) => s.amount)) / K.g.award),
    'plants-budget': K.g.budget.find((b) => /^Native plants/.test(b[0]))[1],
  },
};
const argmax = (arr, f) => arr.reduce((b, x) => (f(x) > f(b) ? x : b));
const expectText = {
  yarrabee: {
    'blowout-a25': argmax(expLines, (l) => l.a25 - l.b25).label,
    'max-month': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][argmax([7, 8, 9, 10, 11, 12], monthExp) - 1],
    'min-dept': argmax(depts, (d) => -ytdExp(d)),
    'max-inc-b26': argmax(Y.lines.filter((l) => l.sec === 'income'), (l) => l.b26).label,
    'letter-date': Y.letter.date,
    'bas-quarter': Y.letter.basQuarter,
    'opinion': Y.letter.opinion,
    'rc-date': Y.rc.date,
    'rc-merchant': Y.rc.merchant,
  },
  kestrel: {
    'best-q': argmax(q, (x) => B.net[x].act),
    'fy-most-over': argmax(expKeys, (k) => B[k].FY.var).slice(4),
    'q2-most-over': argmax(expKeys, (k) => B[k].Q2.var).slice(4),
    'prog-more': argmax(['River Restoration', 'Water Quality Monitoring'], (p) => sfeTot[p]),
    'interim-due': K.g.interim,
    'final-due': K.g.final,
    'grant-project': K.g.project,
    'grant-end': K.g.end,
    'coa-waders': K.coa.find((a) => /waders/i.test(a.desc)).code,
    'coa-mileage': K.coa.find((a) => /mileage/i.test(a.desc)).code,
    'coa-4040': K.coa.find((a) => a.code === '4040').name,
    'coa-2300-type': K.coa.find((a) => a.code === '2300').type,
    'coa-q3-over': K.coa.find((a) => a.name.toLowerCase() === argmax(expKeys, (k) => B[k].Q3.var).slice(4).toLowerCase()).code,
  },
};

// ------------------------------------------------------------------ absence of every notfound subject
const orgText = {};
for (const org of Object.keys(orgs)) {
  let t = '';
  for (const f of fs.readdirSync(path.join(DOCS, org))) {
    const p = path.join(DOCS, org, f);
    if (f.endsWith('.pdf')) t += pdftext(p);
    else if (f.endsWith('.docx')) t += docxText(p);
    else if (f.endsWith('.csv')) t += fs.readFileSync(p, 'utf8');
    else if (f.endsWith('.png')) t += org === 'yarrabee' ? Y.ocrText : ocr(p, 4);
    else if (f.endsWith('.xlsx')) { const wb = await readXlsx(p); t += Object.values(wb).flat().filter(Boolean).map((r) => r.join(' ')).join('\n'); }
    t += '\n' + f + '\n';
  }
  orgText[org] = t;
}
const absent = {
  yarrabee: {
    'nf-fy27': [/FY ?2027|FY ?27\b|2026[-–/]27|2027/i],
    'nf-vehicle': [/vehicle|fuel|petrol|motor|car\b/i],
    'nf-fy24-sponsor': [/FY ?2024|FY ?24\b|2023[-–/]24|2023[-–/]2024/i],
    'nf-cash-2023': [/2023/],
    'nf-officeworks': [/officeworks|printer|\bink\b|toner/i],
    'nf-payroll-tax': [/payroll tax/i],
    'nf-podcast': [/podcast|fit-?out/i],
  },
  kestrel: {
    'nf-2026-budget': [/budget[^\n]{0,30}2026|2026[^\n]{0,30}budget|Q1 2026|FY ?2026|FY ?26\b/i],
    'nf-lobbying': [/lobby/i],
    'nf-inkind': [/in-kind|in kind|donated goods|non-cash contribution/i],
    'nf-2024-exp': [/FY ?2024|December 31, 2024|year ended[^\n]*2024|2024 actual|CY ?2024/i],
    'nf-education': [/education/i],
    'nf-cash-bal': [/financial position|balance sheet|cash balance|cash and cash equivalents/i],
    'nf-volunteer': [/volunteer/i],
  },
};

// ------------------------------------------------------------------ compare with cases.jsonl
const structural = problems;
let passed = 0;
for (const c of cases) {
  const k = keys[c.id];
  const before = problems;
  if (!k) { fail(`${c.id} has no key`); continue; }
  const a = c.answer;
  if (a.type === 'number') {
    const want = expect[c.org][k];
    if (want == null || Number.isNaN(want)) fail(`${c.id} (${k}) not recomputed from the files`);
    else if (![a.value, ...(a.alt ?? [])].some((v) => Math.abs(Math.abs(v) - Math.abs(want)) <= Math.max(Math.abs(want) * 1e-6, 0.006))) fail(`${c.id} (${k}): files say ${want}, case says ${a.value} ${JSON.stringify(a.alt ?? [])}`);
    // the case's own tolerance must also accept the recomputed value
    else if (!(Math.abs(Math.abs(a.value) - Math.abs(want)) <= Math.max(a.tolerance * Math.abs(want), 0.005) || (a.alt ?? []).length)) fail(`${c.id} tolerance`);
  } else if (a.type === 'text') {
    const got = expectText[c.org][k];
    if (got == null) fail(`${c.id} (${k}) not recomputed from the files`);
    else if (!a.any.some((p) => String(got).toLowerCase().includes(String(p).toLowerCase()))) fail(`${c.id} (${k}): files say "${got}", accepted ${JSON.stringify(a.any)}`);
  } else if (a.type === 'notfound') {
    const pats = absent[c.org][k];
    if (!pats) fail(`${c.id} (${k}) has no absence check`);
    else for (const re of pats) if (re.test(orgText[c.org])) fail(`${c.id} (${k}): the documents do match ${re}`);
  } else fail(`${c.id} unknown answer type`);
  if (problems === before) passed++;
}
console.log(`${cases.length} cases checked; ${structural} structural problems (footing, ties, headers)`);
// a structural problem counts as a failure too, so "0 failed" means every case and every tie checked out
console.log(`${passed} passed, ${cases.length - passed + structural} failed`);
process.exit(problems ? 1 : 0);
