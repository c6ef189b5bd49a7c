// Independent checker for set F. It does NOT import data.mjs or the renderers: it re-reads the generated
// files (exceljs, csv-parse, `pdftotext -layout`, jszip, `tesseract`), checks that every document foots and
// that documents agree with each other, recomputes every expected answer from its own definition of the
// question, and checks that notfound subjects appear in none of the organisation's files.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { parse as parseCsv } from 'csv-parse/sync';
import JSZip from 'jszip';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const src = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const bad = new RegExp(['from\\s+[\'"]\\./(data', 'lib/)'].join('|'));
  if (src.split('\n').some((l) => /^\s*import\b/.test(l) && bad.test(l))) { console.error('verify.mjs must not import data.mjs or lib/'); process.exit(2); }
}
const SET = path.resolve(here, '..', 'set-f');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.005) => Math.abs(a - b) <= eps;
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));

// ───────── readers ─────────
const pdfText = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
const ocr = (f) => execFileSync('tesseract', [f, '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const NUMTOK = /^\(?-?[£$]?\d[\d,]*(\.\d+)?\)?%?$|^—$/;
const toNum = (t) => { if (t === '—') return 0; const neg = /^\(.*\)$/.test(t) || t.startsWith('-'); const v = parseFloat(t.replace(/[£$,()%-]/g, '')); return neg ? -v : v; };
// a layout line -> {label, nums}
function layoutRows(text) {
  return text.split('\n').map((l) => {
    const toks = l.trim().split(/\s{2,}/).filter(Boolean);
    let i = 0; const lab = [];
    while (i < toks.length && !NUMTOK.test(toks[i])) lab.push(toks[i++]);
    const rest = toks.slice(i);
    return { raw: l, label: lab.join(' ').replace(/[†*]/g, '').trim(), nums: rest.every((t) => NUMTOK.test(t)) ? rest.map(toNum) : [] };
  });
}
async function sheetRows(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.worksheets[0];
  const rows = [];
  ws.eachRow({ includeEmpty: false }, (row, r) => {
    const cells = [];
    for (let c = 1; c <= ws.columnCount; c++) {
      let v = row.getCell(c).value;
      if (v && typeof v === 'object' && 'result' in v) v = v.result;
      if (v && typeof v === 'object' && 'formula' in v) v = undefined; // formula without a cached result
      cells.push(v ?? null);
    }
    rows.push({ r, cells, label: typeof cells[0] === 'string' ? cells[0].trim() : '' });
  });
  return { ws, rows, text: rows.flatMap((x) => x.cells.filter((v) => v !== null).map(String)).join('\n') };
}
const csv = (f) => parseCsv(fs.readFileSync(f, 'utf8'), { columns: true, skip_empty_lines: true, trim: true });
async function docxText(f) {
  const zip = await JSZip.loadAsync(fs.readFileSync(f));
  const xml = await zip.file('word/document.xml').async('string');
  const unx = (s) => s.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&apos;/g, "'").replace(/&quot;/g, '"');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => unx(m[0]));
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((tr) => [...tr[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((tc) => unx(tc[0]).trim())));
  return { paras, tables, text: paras.join('\n') };
}
const money = (s) => parseFloat(String(s).replace(/[£$,\s]/g, ''));
const orgFiles = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const find = (org, re) => { const f = orgFiles(org).find((x) => re.test(x)); if (!f) throw new Error(`no file like ${re} for ${org}`); return f; };

// ───────── Calder Vale ─────────
const CVF = {
  accounts: find('caldervale', /Annual Accounts.*\.pdf$/), pack: find('caldervale', /Management Accounts.*\.xlsx$/),
  bank: find('caldervale', /Statement.*\.csv$/), giftaid: find('caldervale', /Gift Aid.*\.csv$/),
  bill: find('caldervale', /electricity bill.*\.jpe?g$/i), report: find('caldervale', /Trustees.*\.docx$/),
};
const P = (rel) => path.join(DOCS, rel);
const cvText = {};
const accText = pdfText(P(CVF.accounts));
cvText.accounts = accText;
const [pSofa, pBs, pNote] = accText.split('\f');

// SOFA: section-aware; last five numbers of a row = Unrestricted, Restricted, Endowment, Total 2026, Total 2025
const sofa = { income: {}, exp: {} };
{
  let sec = null;
  for (const row of layoutRows(pSofa)) {
    if (/^Income and endowments from/.test(row.label)) { sec = 'income'; continue; }
    if (/^Expenditure on/.test(row.label)) { sec = 'exp'; continue; }
    if (row.nums.length < 5 || !row.label) continue;
    const v = row.nums.slice(-5);
    const rec = { u: v[0], r: v[1], e: v[2], t: v[3], p: v[4] };
    if (row.label === 'Total income') { sofa.totalIncome = rec; sec = null; } else if (row.label === 'Total expenditure') { sofa.totalExp = rec; sec = null; } else if (sec) sofa[sec][row.label] = rec;
    else sofa[row.label] = rec;
  }
}
const cols = ['u', 'r', 'e', 't', 'p'];
for (const [k, x] of Object.entries({ ...sofa.income, ...sofa.exp, ti: sofa.totalIncome, te: sofa.totalExp })) ok(near(x.u + x.r + x.e, x.t), `SOFA ${k}: funds add to total 2026`);
for (const c of cols) {
  ok(near(sum(Object.values(sofa.income).map((x) => x[c])), sofa.totalIncome[c]), `SOFA total income ${c}`);
  ok(near(sum(Object.values(sofa.exp).map((x) => x[c])), sofa.totalExp[c]), `SOFA total expenditure ${c}`);
  const ni = sofa['Net income/(expenditure)'], nm = sofa['Net movement in funds'];
  ok(near(sofa.totalIncome[c] - sofa.totalExp[c] + sofa['Net gains/(losses) on investments'][c], ni[c]), `SOFA net income ${c}`);
  ok(near(ni[c] + sofa['Transfers between funds'][c], nm[c]), `SOFA net movement ${c}`);
  ok(near(sofa['Total funds brought forward'][c] + nm[c], sofa['Total funds carried forward'][c]), `SOFA funds roll forward ${c}`);
}
ok(sofa['Transfers between funds'].t === 0, 'SOFA transfers net to nil');
ok(sofa['Total funds carried forward'].p === sofa['Total funds brought forward'].t, 'SOFA 2025 carried forward = 2026 brought forward');
ok(Object.keys(sofa.income).length === 4 && Object.keys(sofa.exp).length === 3, 'SOFA line count');

// Balance sheet: last two numbers = 2026, 2025; unlabelled rows are subtotals
const bs = {}; const bsSub = [];
for (const row of layoutRows(pBs)) {
  if (row.nums.length < 2 || /Note/.test(row.label)) continue;
  const v = row.nums.slice(-2);
  if (!row.label) bsSub.push(v); else bs[row.label] = v;
}
for (const i of [0, 1]) {
  ok(near(bs['Tangible assets'][i] + bs['Investments'][i], bsSub[0][i]), `BS fixed assets ${i}`);
  ok(near(bs['Stock of donated goods'][i] + bs['Debtors'][i] + bs['Cash at bank and in hand'][i], bsSub[1][i]), `BS current assets ${i}`);
  ok(near(bsSub[1][i] + bs['Creditors: amounts falling due within one year'][i], bs['Net current assets'][i]), `BS net current assets ${i}`);
  ok(near(bsSub[0][i] + bs['Net current assets'][i], bs['Total net assets'][i]), `BS total net assets ${i}`);
  ok(near(bs['Designated funds'][i] + bs['General funds'][i], bs['Total unrestricted funds'][i]), `BS unrestricted ${i}`);
  ok(near(bs['Endowment funds'][i] + bs['Restricted income funds'][i] + bs['Total unrestricted funds'][i], bs['Total charity funds'][i]), `BS funds ${i}`);
  ok(near(bs['Total charity funds'][i], bs['Total net assets'][i]), `BS funds = net assets ${i}`);
  const sofaCol = i === 0 ? 'Total funds carried forward' : 'Total funds brought forward';
  ok(near(bs['Endowment funds'][i], sofa[sofaCol].e) && near(bs['Restricted income funds'][i], sofa[sofaCol].r) && near(bs['Total unrestricted funds'][i], sofa[sofaCol].u), `BS funds agree with SOFA ${i}`);
}

// Note 14 restricted funds: open, income, (expenditure), transfers, close
const funds = {};
for (const row of layoutRows(pNote)) if (row.nums.length === 5 && row.label) funds[row.label] = { open: row.nums[0], inc: row.nums[1], exp: -row.nums[2], tr: row.nums[3], close: row.nums[4] };
const fundTotal = funds['Total restricted funds']; delete funds['Total restricted funds'];
for (const [k, f] of Object.entries(funds)) ok(near(f.open + f.inc - f.exp + f.tr, f.close), `note 14 ${k} rolls forward`);
for (const k of ['open', 'inc', 'exp', 'tr', 'close']) ok(near(sum(Object.values(funds).map((f) => f[k])), fundTotal[k]), `note 14 total ${k}`);
ok(fundTotal.open === sofa['Total funds brought forward'].r && fundTotal.inc === sofa.totalIncome.r && fundTotal.exp === sofa.totalExp.r && fundTotal.tr === sofa['Transfers between funds'].r && fundTotal.close === sofa['Total funds carried forward'].r, 'note 14 agrees with SOFA restricted column');

// Management pack
const pack = {};
{
  const { rows, text } = await sheetRows(P(CVF.pack));
  cvText.pack = text;
  const hdr = rows.find((x) => x.cells.some((v) => typeof v === 'string' && /^Q1/.test(v)));
  const col = (re) => hdr.cells.findIndex((v) => typeof v === 'string' && re.test(v));
  const C = { q: [/^Q1/, /^Q2/, /^Q3/, /^Q4/].map(col), actual: col(/^Actual$/), budget: col(/^Budget$/), v: col(/^Variance £/), vp: col(/^Variance %/) };
  ok(C.q.every((x) => x > 0) && C.actual > 0 && C.budget > 0 && C.v > 0 && C.vp > 0, 'pack header columns found');
  let sec = null;
  for (const row of rows.filter((x) => x.r > hdr.r)) {
    if (row.label === 'INCOME') { sec = 'income'; continue; }
    if (row.label === 'EXPENDITURE') { sec = 'exp'; continue; }
    if (typeof row.cells[C.q[0]] !== 'number') continue;
    const rec = { sec, q: C.q.map((i) => row.cells[i]), actual: row.cells[C.actual], budget: row.cells[C.budget], v: row.cells[C.v], vp: row.cells[C.vp] };
    if (/^Total/.test(row.label) || /^Net/.test(row.label)) rec.sec = 'total';
    pack[row.label.replace(/\*$/, '')] = rec;
  }
  for (const [k, x] of Object.entries(pack)) {
    ok(near(sum(x.q), x.actual), `pack ${k}: quarters add to actual`);
    ok(near(x.actual - x.budget, x.v), `pack ${k}: variance £`);
    ok(Math.abs(x.vp - (x.budget ? x.v / x.budget : 0)) < 1e-9, `pack ${k}: variance %`);
  }
  const lines = (s) => Object.values(pack).filter((x) => x.sec === s);
  for (const f of ['actual', 'budget']) {
    ok(near(sum(lines('income').map((x) => x[f])), pack['Total income'][f]), `pack total income ${f}`);
    ok(near(sum(lines('exp').map((x) => x[f])), pack['Total expenditure'][f]), `pack total expenditure ${f}`);
    ok(near(pack['Total income'][f] - pack['Total expenditure'][f], pack['Net surplus/(deficit) before investment gains'][f]), `pack net ${f}`);
  }
  // agrees with the SOFA (all funds) and the balance sheet
  const map = { 'Donations & legacies': 'Donations and legacies', 'Grants & contracts': 'Charitable activities', 'Shop & events income': 'Other trading activities', 'Investment income': 'Investments' };
  for (const [a, b] of Object.entries(map)) ok(pack[a].actual === sofa.income[b].t, `pack ${a} = SOFA ${b}`);
  ok(pack['Total income'].actual === sofa.totalIncome.t && pack['Total expenditure'].actual === sofa.totalExp.t, 'pack totals = SOFA totals');
  ok(pack['Depreciation'].actual === bs['Tangible assets'][1] - bs['Tangible assets'][0], 'pack depreciation = fall in tangible assets');
}

// Bank statement
const bank = csv(P(CVF.bank)).map((r) => ({ date: r['Date'], desc: r['Description'], inn: r['Money In'] ? +r['Money In'] : 0, out: r['Money Out'] ? +r['Money Out'] : 0, bal: +r['Balance'] }));
cvText.bank = fs.readFileSync(P(CVF.bank), 'utf8');
ok(/BROUGHT FORWARD/.test(bank[0].desc), 'bank opening row');
for (let i = 1; i < bank.length; i++) ok(near(r2(bank[i - 1].bal + bank[i].inn - bank[i].out), bank[i].bal), `bank running balance row ${i}`);
ok(bank.slice(1).every((r) => /^\d\d\/03\/2026$/.test(r.date)), 'bank rows all in March 2026');
const tx = bank.slice(1);
const giftaid = csv(P(CVF.giftaid)).map((r) => ({ ref: r['Donor ref'], date: r['Donation date'], amount: +r['Amount (£)'] }));
cvText.giftaid = fs.readFileSync(P(CVF.giftaid), 'utf8');
ok(giftaid.length > 20 && giftaid.every((g) => /^GA-\d{4}$/.test(g.ref) && /^\d\d\/0[123]\/2026$/.test(g.date) && g.amount > 0), 'gift aid rows well formed (Jan-Mar 2026)');

// Bill (OCR)
const billTxt = ocr(P(CVF.bill)); cvText.bill = billTxt;
const bill = {};
{
  const g = (re, name) => { const m = billTxt.match(re); ok(!!m, `bill OCR: ${name}`); return m; };
  const mp = (s) => parseFloat(s.replace(/,/g, ''));
  bill.account = g(/Account number\s+(\d{8})/, 'account')?.[1];
  const per = g(/Billing period\s+(\d\d)\/(\d\d)\/(\d{4}) to (\d\d)\/(\d\d)\/(\d{4}) \((\d+) days\)/, 'period');
  bill.days = +per[7];
  const d0 = Date.UTC(+per[3], +per[2] - 1, +per[1]), d1 = Date.UTC(+per[6], +per[5] - 1, +per[4]);
  ok((d1 - d0) / 864e5 + 1 === bill.days, 'bill period length');
  bill.prev = mp(g(/Previous reading[^\d]*([\d,]+)/, 'previous reading')[1]);
  bill.pres = mp(g(/Present reading[^\d]*([\d,]+)/, 'present reading')[1]);
  bill.units = mp(g(/Units used\s+([\d,]+) kWh/, 'units')[1]);
  const en = g(/Energy ([\d,]+) kWh at ([\d.]+)p £([\d,]+\.\d\d)/, 'energy line');
  const st = g(/Standing charge (\d+) days at ([\d.]+)p £([\d,]+\.\d\d)/, 'standing line');
  bill.ccl = mp(g(/Climate Change Levy.*£([\d,]+\.\d\d)/, 'CCL')[1]);
  bill.subtotal = mp(g(/Total before VAT £([\d,]+\.\d\d)/, 'subtotal')[1]);
  const vat = g(/VAT at (\d+)% .*£([\d,]+\.\d\d)/, 'VAT');
  bill.vatRate = +vat[1]; bill.vat = mp(vat[2]);
  bill.total = mp(g(/TOTAL AMOUNT DUE £([\d,]+\.\d\d)/, 'total')[1]);
  bill.dd = g(/on or after (\d\d\/\d\d\/\d{4})/, 'DD date')[1];
  bill.energy = mp(en[3]); bill.standing = mp(st[3]);
  ok(bill.pres - bill.prev === bill.units && mp(en[1]) === bill.units, 'bill units = readings difference');
  ok(near(r2(bill.units * parseFloat(en[2]) / 100), bill.energy), 'bill energy = units x rate');
  ok(+st[1] === bill.days && near(r2(bill.days * parseFloat(st[2]) / 100), bill.standing), 'bill standing charge');
  ok(near(bill.energy + bill.standing + bill.ccl, bill.subtotal), 'bill subtotal');
  ok(near(r2(bill.subtotal * bill.vatRate / 100), bill.vat), 'bill VAT');
  ok(near(bill.subtotal + bill.vat, bill.total), 'bill total');
  const dd = tx.find((r) => /PENNINE/.test(r.desc));
  ok(dd && dd.out === bill.total && dd.date === bill.dd && dd.desc.includes(bill.account), 'bank direct debit = bill total, date and account');
}

// Trustees' report
const rep = await docxText(P(CVF.report)); cvText.report = rep.text + '\n' + rep.tables.flat(2).join('\n');
const summary = {};
{
  const t = rep.tables[0];
  ok(t && /£'000/.test(t[0][0]) && t[0].slice(1).join() === '2026,2025,2024', "report summary table in £'000");
  for (const row of t.slice(1)) summary[row[0]] = row.slice(1).map(toNum);
  const k = (x) => Math.round(x / 1000);
  ok(summary['Total income'][0] === k(sofa.totalIncome.t) && summary['Total income'][1] === k(sofa.totalIncome.p), 'report income = SOFA');
  ok(summary['Total expenditure'][0] === k(sofa.totalExp.t) && summary['Total expenditure'][1] === k(sofa.totalExp.p), 'report expenditure = SOFA');
  ok(summary['Net movement in funds'][0] === k(sofa['Net movement in funds'].t) && summary['Net movement in funds'][1] === k(sofa['Net movement in funds'].p), 'report movement = SOFA');
  const F = summary['Total funds at 31 March'];
  ok(F[0] === k(sofa['Total funds carried forward'].t) && F[1] === k(sofa['Total funds carried forward'].p) && F[2] === k(sofa['Total funds brought forward'].p), 'report funds = SOFA');
  ok(Math.abs(F[1] + summary['Net movement in funds'][0] - F[0]) <= 1 && Math.abs(F[2] + summary['Net movement in funds'][1] - F[1]) <= 1, 'report funds roll forward');
  ok(rep.text.includes(`designated £${bs['Designated funds'][0].toLocaleString('en-GB')}`), 'report designated funds = balance sheet');
}
const repFact = {
  volunteers: +rep.text.match(/(\d+) volunteers gave/)[1],
  reserveMonths: rep.text.match(/equal to (\w+) months of unrestricted expenditure/)[1],
  auditor: rep.text.match(/([A-Z][A-Za-z ]+ LLP), Chartered Accountants/)[1],
  risk: rep.text.match(/principal risk identified by the trustees is ([^.]+)\./)[1],
};

// ───────── High Desert ─────────
const HDF = {
  pl: find('highdesert', /Profit and Loss by Class.*\.xlsx$/), bva: find('highdesert', /Budget vs Actuals.*\.xlsx$/),
  inkind: find('highdesert', /In-Kind.*\.csv$/), grant: find('highdesert', /Award Letter.*\.pdf$/),
  letter: find('highdesert', /Management Letter.*\.pdf$/), receipt: find('highdesert', /receipt.*\.jpe?g$/i),
};
const hdText = {};
// QuickBooks-style tree check: header rows (no numbers) open a group, "Total <group>" closes it
function qbTree(rows, ncol, name) {
  const stack = [{ label: '(top)', acc: Array(ncol).fill(0) }];
  const vals = {};
  for (const row of rows) {
    const nums = row.nums;
    if (!nums) { stack.push({ label: row.label, acc: Array(ncol).fill(0) }); continue; }
    vals[row.label] = nums;
    const m = row.label.match(/^Total (.+)$/);
    if (m && stack.at(-1).label === m[1]) {
      const g = stack.pop();
      nums.forEach((v, i) => ok(near(g.acc[i], v), `${name}: ${row.label} col ${i} = sum of its lines`));
      if (['Income', 'Expenses', 'Other Income'].includes(m[1])) continue; // section totals are combined below
      nums.forEach((v, i) => { stack.at(-1).acc[i] += v; });
    } else if (!['Gross Profit', 'Net Operating Income', 'Net Other Income', 'Net Income'].includes(row.label)) {
      nums.forEach((v, i) => { stack.at(-1).acc[i] += v; });
    }
  }
  return vals;
}
let pl, plClasses;
{
  const { rows, text } = await sheetRows(P(HDF.pl)); hdText.pl = text;
  ok(rows[0].label === 'High Desert Harvest Food Bank' && rows[1].label === 'Profit and Loss by Class' && /October 2025 - March 2026/.test(rows[2].label), 'P&L QuickBooks header rows');
  const hdr = rows.find((x) => x.cells.includes('TOTAL'));
  plClasses = hdr.cells.slice(1);
  const body = rows.filter((x) => x.r > hdr.r && x.label && !/Basis/.test(x.label)).map((x) => {
    const c = x.cells.slice(1, plClasses.length + 1);
    return { label: x.label, nums: c.every((v) => v === null) ? null : c.map((v) => v ?? 0) };
  });
  pl = qbTree(body, plClasses.length, 'P&L');
  const T = plClasses.length - 1;
  for (const [k, v] of Object.entries(pl)) ok(near(sum(v.slice(0, T)), v[T]), `P&L ${k}: classes add to TOTAL`);
  for (let i = 0; i <= T; i++) {
    ok(near(pl['Gross Profit'][i], pl['Total Income'][i]), `P&L gross profit ${i}`);
    ok(near(pl['Total Income'][i] - pl['Total Expenses'][i], pl['Net Operating Income'][i]), `P&L net operating income ${i}`);
    ok(near(pl['Net Other Income'][i], pl['Total Other Income'][i]), `P&L net other income ${i}`);
    ok(near(pl['Net Operating Income'][i] + pl['Net Other Income'][i], pl['Net Income'][i]), `P&L net income ${i}`);
  }
}
const cls = (name) => plClasses.indexOf(name);
const PLv = (acct, c = 'TOTAL') => { const v = pl[acct]; if (!v) throw new Error('no P&L row ' + acct); return v[cls(c)]; };
let bva;
{
  const { rows, text } = await sheetRows(P(HDF.bva)); hdText.bva = text;
  ok(/^Budget vs\. Actuals/.test(rows[1].label) && /October 2025 - March 2026/.test(rows[2].label), 'BvA header rows');
  const hdr = rows.find((x) => x.cells.includes('Actual'));
  const c = (n) => hdr.cells.indexOf(n);
  const body = rows.filter((x) => x.r > hdr.r && x.label && !/Basis/.test(x.label)).map((x) => ({ label: x.label, nums: x.cells[c('Actual')] === null ? null : [x.cells[c('Actual')], x.cells[c('Budget')]] }));
  const tree = qbTree(body, 2, 'BvA');
  bva = {};
  for (const x of rows.filter((y) => y.r > hdr.r && y.cells[c('Actual')] !== null && y.label)) {
    const rec = { actual: x.cells[c('Actual')], budget: x.cells[c('Budget')], over: x.cells[c('over Budget')], pct: x.cells[c('% of Budget')] };
    bva[x.label] = rec;
    ok(near(rec.actual - rec.budget, rec.over), `BvA ${x.label}: over budget = actual - budget`);
    ok(Math.abs(rec.pct - rec.actual / rec.budget) < 0.00006, `BvA ${x.label}: % of budget`);
    ok(pl[x.label] && near(pl[x.label][cls('TOTAL')], rec.actual), `BvA ${x.label}: actual = P&L TOTAL`);
  }
  ok(Object.keys(bva).length === Object.keys(pl).length && Object.keys(tree).length === Object.keys(pl).length, 'BvA has the same accounts as the P&L');
  ok(near(bva['Total Income'].budget - bva['Total Expenses'].budget, bva['Net Operating Income'].budget), 'BvA budget net operating income');
}
const inkind = csv(P(HDF.inkind)).map((r) => ({ date: r['Date'], donor: r['Donor'], cat: r['Category'], lbs: money(r['Pounds']), fv: money(r['Fair Value ($)']) }));
hdText.inkind = fs.readFileSync(P(HDF.inkind), 'utf8');
{
  ok(inkind.every((r) => /^(10|11|12)\/\d\d\/2025$|^0[1-3]\/\d\d\/2026$/.test(r.date)), 'in-kind log dates within Oct 2025 - Mar 2026');
  const rate = {};
  for (const r of inkind) { const x = r.fv / r.lbs; rate[r.cat] ??= Math.round(x * 100) / 100; ok(near(r2(r.lbs * rate[r.cat]), r.fv), `in-kind ${r.date} ${r.donor}: value = pounds x category rate`); }
  ok(near(sum(inkind.map((r) => r.fv)), PLv('4200 In-Kind Food Donations')), 'in-kind log total = P&L in-kind revenue');
  ok(PLv('4200 In-Kind Food Donations', 'Food Distribution') === PLv('4200 In-Kind Food Donations'), 'in-kind revenue all in Food Distribution');
}
const grantTxt = pdfText(P(HDF.grant)); hdText.grant = grantTxt;
const grant = {};
{
  grant.amount = money(grantTxt.match(/a grant of (\$[\d,]+)/)[1]);
  grant.number = grantTxt.match(/Grant award (PCF-\d{4}-\d{4})/)[1];
  grant.payments = [...grantTxt.matchAll(/Payment (\d), [^$]*?(\$[\d,]+)\s+(\w+ \d+, \d{4})/g)].map((m) => ({ n: +m[1], amount: money(m[2]), date: m[3] }));
  grant.total = money(grantTxt.match(/Total award\s+(\$[\d,]+)/)[1]);
  grant.reports = [...grantTxt.matchAll(/^(First interim report|Second interim report|Final report).*?\s{2,}(\w+ \d+, \d{4})\s*$/gm)].map((m) => ({ name: m[1], due: m[2] }));
  grant.counties = grantTxt.match(/programs in (\w+ and \w+) Counties/)[1];
  grant.indirect = +grantTxt.match(/may not exceed (\d+)% of the total award/)[1];
  ok(grant.payments.length === 3 && sum(grant.payments.map((p) => p.amount)) === grant.total && grant.total === grant.amount, 'grant payments add to the award');
  ok(grant.reports.length === 3, 'grant reporting dates');
  ok(/January 1, 2026 through December 31, 2027/.test(grantTxt), 'grant period');
}
const letterTxt = pdfText(P(HDF.letter)); hdText.letter = letterTxt;
const letter = {};
{
  letter.findings = [...letterTxt.matchAll(/^(\d)\. (.+) \((Significant deficiency|Material weakness|Other matter)\)\s*$/gm)].map((m) => ({ n: +m[1], title: m[2], rating: m[3] }));
  letter.targets = [...letterTxt.matchAll(/Target date: ([^.\n]+)\./g)].map((m) => m[1]);
  letter.firm = letterTxt.split('\n')[0].trim();
  letter.expensed = money(letterTxt.match(/totaling (\$[\d,]+)/)[1]);
  ok(letter.findings.length === letter.targets.length && letter.findings.map((f) => f.n).join() === '1,2,3,4', 'letter findings numbered with a target date each');
  ok(/year ended September 30, 2025/.test(letterTxt), 'letter covers FY2025');
}
const rcTxt = ocr(P(HDF.receipt)); hdText.receipt = rcTxt;
const receipt = {};
{
  const lines = rcTxt.split('\n').map((l) => l.trim()).filter(Boolean);
  receipt.items = [];
  lines.forEach((l, i) => {
    const m = l.match(/^([A-Z][A-Z0-9 ]+?)\s+(\d+\.\d\d)$/i);
    if (!m || /SUBTOTAL|TOTAL|TAX|VISA/i.test(m[1])) return;
    const q = (lines[i + 1] || '').match(/^(\d+) @ (\d+\.\d\d)$/);
    receipt.items.push({ name: m[1].toUpperCase(), ext: +m[2], qty: q ? +q[1] : 1, price: q ? +q[2] : +m[2] });
  });
  const g = (re) => { const m = rcTxt.match(re); ok(!!m, 'receipt OCR ' + re); return m; };
  receipt.subtotal = +g(/SUBTOTAL\s+(\d+\.\d\d)/)[1];
  receipt.tax = +g(/\nTAX\s+(\d+\.\d\d)/)[1];
  receipt.total = +g(/\nTOTAL\s+(\d+\.\d\d)/)[1];
  receipt.card = g(/VISA ENDING (\d{4})/)[1];
  receipt.date = g(/(\d\d\/\d\d\/\d{4})\s+\d\d:\d\d/)[1];
  ok(receipt.items.length === 6, 'receipt: six item lines read');
  for (const it of receipt.items) ok(near(r2(it.qty * it.price), it.ext), `receipt ${it.name}: qty x price`);
  ok(near(sum(receipt.items.map((i) => i.ext)), receipt.subtotal), 'receipt items add to subtotal');
  ok(near(receipt.subtotal + receipt.tax, receipt.total), 'receipt total = subtotal + tax');
  ok(+g(/ITEMS SOLD (\d+)/)[1] === receipt.items.reduce((a, i) => a + i.qty, 0), 'receipt items sold');
  ok(/^0[1-3]\/\d\d\/2026$/.test(receipt.date), 'receipt dated within FY26 YTD');
}

// ───────── answers, each from its own definition ─────────
const U = ['Food Distribution', 'Nutrition Education', 'Management & General', 'Fundraising'];
const soT = (l) => (sofa.income[l] || sofa.exp[l]);
const dmyKey = (s) => { const [d, m, y] = s.split('/').map(Number); return y * 1e4 + m * 100 + d; };
const mdyKey = (s) => { const [m, d, y] = s.split('/').map(Number); return y * 1e4 + m * 100 + d; };
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const longKey = (s) => { const m = s.match(/^(\w+) (\d+), (\d{4})$/); return +m[3] * 1e4 + (MONTHS.indexOf(m[1].toLowerCase()) + 1) * 100 + +m[2]; };
const pctCh = (a, b) => (a - b) / b * 100;
const lbs = (rows) => sum(rows.map((r) => r.lbs));
const fvs = (rows) => sum(rows.map((r) => r.fv));
const month = (m) => inkind.filter((r) => r.date.startsWith(m));
const exp = (label) => { const x = bva[label]; if (!x) throw new Error('no BvA row ' + label); return x; };
const leafExpenses = () => {
  // expense accounts with their own numbers, between "Expenses" and "Total Expenses", not totals
  const keys = Object.keys(bva); const a = keys.indexOf('Total Income'), b = keys.indexOf('Total Expenses');
  return keys.slice(a + 2, b).filter((k) => !/^Total /.test(k));
};

// kind: [documents used, answer]; number answers are numbers, text answers {canon, date?}
const A = {
  'caldervale-001': ['accounts', () => soT('Charitable activities').r],
  'caldervale-002': ['accounts', () => sofa.exp['Debt and money advice'].p],
  'caldervale-003': ['accounts', () => sofa['Total funds carried forward'].e],
  'caldervale-004': ['accounts', () => bs['Cash at bank and in hand'][0]],
  'caldervale-005': ['accounts', () => funds['Money Matters Advice Project'].close],
  'caldervale-006': ['pack', () => pack['Food purchased'].q[2]],
  'caldervale-007': ['pack', () => pack['Staff costs'].budget],
  'caldervale-008': ['bank', () => tx.at(-1).bal],
  'caldervale-009': ['bill', () => bill.units],
  'caldervale-010': ['bill', () => bill.vat],
  'caldervale-011': ['report', () => summary['Total income'][2] * 1000],
  'caldervale-012': ['report', () => repFact.volunteers],
  'caldervale-013': ['accounts', () => bs['Debtors'][1]],
  'caldervale-014': ['bank', () => sum(tx.filter((r) => /RENT/.test(r.desc) && /MILLS/.test(r.desc)).map((r) => r.out))],
  'caldervale-015': ['accounts', () => sofa['Net gains/(losses) on investments'].e],
  'caldervale-016': ['accounts', () => funds['Holiday Hunger Fund'].exp + funds['Baby Bank'].exp],
  'caldervale-017': ['bank', () => sum(tx.map((r) => r.inn))],
  'caldervale-018': ['giftaid', () => sum(giftaid.filter((g) => g.date.split('/')[1] === '02').map((g) => g.amount))],
  'caldervale-019': ['pack', () => pack['Grants & contracts'].q[0] + pack['Grants & contracts'].q[1]],
  'caldervale-020': ['accounts', () => sofa.exp['Food support'].t - sofa.exp['Debt and money advice'].t],
  'caldervale-021': ['accounts', () => bs['Cash at bank and in hand'][0] - bs['Cash at bank and in hand'][1]],
  'caldervale-022': ['report accounts', () => {
    const months = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'].indexOf(repFact.reserveMonths);
    ok(months > 0, 'reserves policy months read');
    return bs['General funds'][0] - months * sofa.totalExp.u / 12;
  }],
  'caldervale-023': ['accounts', () => sofa.exp['Raising funds'].t - sofa.exp['Raising funds'].p],
  'caldervale-024': ['accounts', () => pctCh(sofa.totalIncome.t, sofa.totalIncome.p)],
  'caldervale-025': ['accounts', () => pctCh(soT('Other trading activities').t, soT('Other trading activities').p)],
  'caldervale-026': ['pack', () => pctCh(pack['Staff costs'].q[3], pack['Staff costs'].q[0])],
  'caldervale-027': ['accounts', () => pctCh(bs['Debtors'][0], bs['Debtors'][1])],
  'caldervale-028': ['accounts', () => sofa.totalIncome.r / sofa.totalIncome.t * 100, () => sofa.totalIncome.r / sofa.totalIncome.t],
  'caldervale-029': ['accounts', () => bs['General funds'][0] / (sofa.totalExp.u / 12)],
  'caldervale-030': ['accounts', () => sofa.exp['Raising funds'].t / sofa.totalExp.t * 100, () => sofa.exp['Raising funds'].t / sofa.totalExp.t],
  'caldervale-031': ['giftaid', () => sum(giftaid.map((g) => g.amount)) / giftaid.length],
  'caldervale-032': ['pack', () => pack['Food purchased'].v],
  'caldervale-033': ['pack', () => pack['Grants & contracts'].v],
  'caldervale-034': ['pack', () => pack['Donations & legacies'].vp * 100],
  'caldervale-035': ['pack', () => pack['Net surplus/(deficit) before investment gains'].v],
  'caldervale-036': ['pack', () => { const e = Object.entries(pack).filter(([, x]) => x.sec === 'exp').sort((a, b) => b[1].v - a[1].v); ok(e[0][1].v > e[1][1].v, 'unique overspend'); return { canon: e[0][0] }; }],
  'caldervale-037': ['accounts', () => { const e = Object.entries(funds).sort((a, b) => b[1].exp - a[1].exp); ok(e[0][1].exp > e[1][1].exp, 'unique fund spend'); return { canon: e[0][0] }; }],
  'caldervale-038': ['bank', () => { const o = tx.map((r) => r.out).sort((a, b) => b - a); ok(o[0] > o[1], 'unique largest payment'); return o[0]; }],
  'caldervale-039': ['giftaid', () => giftaid.filter((g) => g.amount >= 100).length],
  'caldervale-040': ['bank', () => tx.filter((r) => /BOOKER/.test(r.desc) && r.out > 0).length],
  'caldervale-041': ['bank', () => ({ date: dmyKey(tx.find((r) => /GIFT AID/.test(r.desc)).date), order: 'dmy' })],
  'caldervale-042': ['giftaid', () => ({ date: Math.min(...giftaid.map((g) => dmyKey(g.date))), order: 'dmy' })],
  'caldervale-043': ['report', () => ({ canon: repFact.auditor })],
  'caldervale-044': ['report', () => ({ canon: `${repFact.reserveMonths} months`, also: [`${['zero', 'one', 'two', 'three', 'four', 'five', 'six'].indexOf(repFact.reserveMonths)} months`] })],
  'caldervale-045': ['report', () => ({ canon: repFact.risk, anyOf: true })],
  'caldervale-046': ['bill', () => ({ canon: bill.account })],

  'highdesert-001': ['pl', () => PLv('6010 Salaries & Wages', U[1])],
  'highdesert-002': ['pl', () => PLv('Total Income')],
  'highdesert-003': ['pl', () => PLv('6410 Fuel', U[0])],
  'highdesert-004': ['bva', () => exp('6200 Purchased Food').budget],
  'highdesert-005': ['grant', () => grant.amount],
  'highdesert-006': ['grant', () => grant.payments.find((p) => p.n === 2).amount],
  'highdesert-007': ['inkind', () => fvs(inkind)],
  'highdesert-008': ['pl', () => PLv('6600 Professional Fees', U[2])],
  'highdesert-009': ['pl', () => PLv('Total Expenses', U[3])],
  'highdesert-010': ['receipt', () => receipt.total],
  'highdesert-011': ['receipt', () => receipt.items.find((i) => /GLOVES/.test(i.name)).ext],
  'highdesert-012': ['letter', () => letter.expensed],
  'highdesert-013': ['pl', () => PLv('7000 Interest Income')],
  'highdesert-014': ['pl', () => PLv('Net Income', U[0])],
  'highdesert-015': ['pl', () => PLv('4110 TEFAP Administrative Funds')],
  'highdesert-016': ['pl', () => PLv('Total 6000 Personnel', U[1]) + PLv('Total 6000 Personnel', U[3])],
  'highdesert-017': ['inkind', () => lbs(inkind.filter((r) => /^0[1-3]\//.test(r.date)))],
  'highdesert-018': ['inkind', () => fvs(inkind.filter((r) => /Safeway/.test(r.donor)))],
  'highdesert-019': ['grant', () => sum(grant.payments.filter((p) => /2027$/.test(p.date)).map((p) => p.amount))],
  'highdesert-020': ['pl', () => PLv('4200 In-Kind Food Donations') - PLv('6100 Donated Food Distributed')],
  'highdesert-021': ['pl', () => PLv('4030 Foundation Grants') - PLv('4020 Corporate Contributions')],
  'highdesert-022': ['inkind', () => lbs(inkind.filter((r) => r.cat === 'Produce')) - lbs(inkind.filter((r) => r.cat === 'Dairy'))],
  'highdesert-023': ['pl', () => PLv('4010 Individual Contributions') - PLv('4300 Special Events Revenue')],
  'highdesert-024': ['inkind', () => pctCh(lbs(inkind.filter((r) => /^0[1-3]\//.test(r.date))), lbs(inkind.filter((r) => /^1[0-2]\//.test(r.date))))],
  'highdesert-025': ['inkind', () => pctCh(fvs(month('12/')), fvs(month('11/')))],
  'highdesert-026': ['inkind', () => pctCh(lbs(month('02/')), lbs(month('01/')))],
  'highdesert-027': ['pl', () => PLv('Total Expenses', U[2]) / PLv('Total Expenses') * 100, () => PLv('Total Expenses', U[2]) / PLv('Total Expenses')],
  'highdesert-028': ['pl', () => (PLv('Total Expenses', U[0]) + PLv('Total Expenses', U[1])) / PLv('Total Expenses') * 100, () => (PLv('Total Expenses', U[0]) + PLv('Total Expenses', U[1])) / PLv('Total Expenses')],
  'highdesert-029': ['inkind', () => fvs(inkind.filter((r) => r.cat === 'Produce')) / lbs(inkind.filter((r) => r.cat === 'Produce'))],
  'highdesert-030': ['receipt pl', () => receipt.total / PLv('6500 Program Supplies', U[1]) * 100, () => receipt.total / PLv('6500 Program Supplies', U[1])],
  'highdesert-031': ['bva', () => exp('6410 Fuel').over],
  'highdesert-032': ['bva', () => { const x = exp('6010 Salaries & Wages'); ok(Math.abs(x.pct * 100 - x.actual / x.budget * 100) < 0.01, 'salaries % of budget as shown'); return x.actual / x.budget * 100; }],
  'highdesert-033': ['bva', () => exp('Total Expenses').over],
  'highdesert-034': ['bva', () => exp('4010 Individual Contributions').over],
  'highdesert-035': ['bva', () => exp('Total Income').over],
  'highdesert-036': ['bva', () => { const e = leafExpenses().map((k) => [k, bva[k].over]).sort((a, b) => b[1] - a[1]); ok(e[0][1] > e[1][1], 'unique expense overspend'); return { canon: e[0][0] }; }],
  'highdesert-037': ['inkind', () => { const m = new Map(); for (const r of inkind) m.set(r.donor, (m.get(r.donor) || 0) + r.lbs); const e = [...m].sort((a, b) => b[1] - a[1]); ok(e[0][1] > e[1][1], 'unique donor by weight'); return { canon: e[0][0] }; }],
  'highdesert-038': ['inkind', () => { const e = [...inkind].sort((a, b) => b.lbs - a.lbs); ok(e[0].lbs > e[1].lbs, 'unique single donation'); return { canon: e[0].donor }; }],
  'highdesert-039': ['inkind', () => month('12/').length],
  'highdesert-040': ['letter', () => letter.findings.length],
  'highdesert-041': ['grant', () => ({ date: longKey(grant.reports.find((r) => r.name === 'First interim report').due), order: 'mdy' })],
  'highdesert-042': ['letter', () => ({ date: longKey(letter.targets[letter.findings.findIndex((f) => /Bank Reconciliations/.test(f.title))]), order: 'mdy' })],
  'highdesert-043': ['letter', () => ({ canon: letter.firm })],
  'highdesert-044': ['grant', () => ({ canon: grant.number })],
  'highdesert-045': ['letter', () => ({ canon: letter.findings.filter((f) => f.rating === 'Significant deficiency').map((f) => f.title).join('; '), anyOf: true })],
  'highdesert-046': ['grant', () => ({ canon: grant.counties })],
};
// notfound subjects, with the files they must be absent from (all of the organisation's files)
const NF = {
  'caldervale-047': ['minibus'], 'caldervale-048': ['christmas'], 'caldervale-049': ['pension'], 'caldervale-050': ['water'],
  'highdesert-047': ['turkey'], 'highdesert-048': ['forklift'], 'highdesert-049': ['snap'], 'highdesert-050': ['volunteer'],
};
const DOCKEY = { caldervale: CVF, highdesert: HDF };

// ───────── compare with cases.jsonl ─────────
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.caldervale?.fiscalYearStart === 'April' && orgs.highdesert?.fiscalYearStart === 'October', 'orgs.json fiscal years');
ok(cases.length >= 90 && new Set(cases.map((c) => c.id)).size === cases.length, 'case count and unique ids');
ok(new Set(cases.map((c) => c.question.toLowerCase())).size === cases.length, 'questions unique');
const allText = { caldervale: Object.values(cvText).join('\n').toLowerCase(), highdesert: Object.values(hdText).join('\n').toLowerCase() };
function dateOf(phrase, order) {
  const p = phrase.toLowerCase().replace(/(\d)(st|nd|rd|th)\b/g, '$1').replace(',', '');
  let m;
  const mi = (s) => MONTHS.findIndex((x) => x.startsWith(s.slice(0, 3))) + 1;
  if ((m = p.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return +m[1] * 1e4 + +m[2] * 100 + +m[3];
  if ((m = p.match(/^(\d\d)\/(\d\d)\/(\d{4})$/))) return order === 'dmy' ? +m[3] * 1e4 + +m[2] * 100 + +m[1] : +m[3] * 1e4 + +m[1] * 100 + +m[2];
  if ((m = p.match(/^(\d+) ([a-z]+) (\d{4})$/))) return +m[3] * 1e4 + mi(m[2]) * 100 + +m[1];
  if ((m = p.match(/^([a-z]+) (\d+) (\d{4})$/))) return +m[3] * 1e4 + mi(m[1]) * 100 + +m[2];
  return null;
}
for (const c of cases) {
  const a = c.answer;
  ok(/^(caldervale|highdesert)-\d{3}$/.test(c.id) && c.id.startsWith(c.org), `${c.id}: id`);
  ok(Array.isArray(c.documents) && c.documents.length > 0 && c.documents.every((d) => fs.existsSync(path.join(DOCS, d))), `${c.id}: documents exist`);
  if (a.type === 'notfound') {
    ok(c.kind === 'notfound', `${c.id}: notfound kind`);
    const subj = NF[c.id];
    ok(!!subj, `${c.id}: verify has a notfound subject`);
    for (const s of subj || []) ok(!allText[c.org].includes(s), `${c.id}: "${s}" absent from all ${c.org} files`);
    ok(subj && subj.some((s) => c.question.toLowerCase().includes(s)), `${c.id}: question is about the subject`);
    ok(c.documents.length === orgFiles(c.org).length, `${c.id}: notfound lists every file`);
    continue;
  }
  const def = A[c.id];
  if (!def) { ok(false, `${c.id}: no definition in verify.mjs`); continue; }
  const [docs, fn, altFn] = def;
  for (const d of docs.split(' ')) ok(c.documents.includes(DOCKEY[c.org][d]), `${c.id}: documents include ${d}`);
  let got;
  try { got = fn(); } catch (e) { ok(false, `${c.id}: ${e.message}`); continue; }
  if (a.type === 'number') {
    ok(typeof got === 'number' && Math.abs(Math.round(got * 1e4) / 1e4 - a.value) < 1e-6, `${c.id}: number ${a.value} vs recomputed ${got}`);
    ok(a.tolerance === 0.005, `${c.id}: tolerance`);
    if (altFn) ok(a.alt && Math.abs(a.alt[0] - altFn()) < 1e-5, `${c.id}: alt`); else ok(!a.alt, `${c.id}: no alt expected`);
    if (['percent', 'ratio', 'variance'].includes(c.kind) && !Number.isInteger(a.value) && Math.abs(a.value) < 200) {
      const dp = Math.abs(a.value) < 10 && c.kind === 'ratio' && !altFn ? 2 : 1;
      ok(Math.abs(Math.round(a.value * 10 ** dp) / 10 ** dp - a.value) <= 0.005 * Math.abs(a.value), `${c.id}: stable when rounded to ${dp} dp`);
    }
  } else if (a.type === 'text') {
    ok(typeof got === 'object' && got !== null, `${c.id}: text definition`);
    if (got.date) {
      for (const p of a.any) ok(dateOf(p, got.order) === got.date, `${c.id}: "${p}" is the date ${got.date}`);
    } else {
      const canon = [got.canon, ...(got.also || [])].map((s) => s.toLowerCase());
      for (const p of a.any) {
        const inCanon = canon.some((s) => s.includes(p.toLowerCase()));
        ok(inCanon, `${c.id}: phrase "${p}" is part of "${got.canon}"`);
        ok(allText[c.org].includes(p.toLowerCase()) || canon.some((s) => s === p.toLowerCase()), `${c.id}: phrase "${p}" is in the documents`);
      }
    }
  }
}
// mix of kinds
{
  const k = {}; for (const c of cases) k[c.kind] = (k[c.kind] || 0) + 1;
  const n = cases.length, share = (x) => (k[x] || 0) / n;
  ok(share('lookup') >= 0.25 && share('lookup') <= 0.35, 'about 30% lookups');
  for (const x of ['total', 'difference', 'percent', 'ratio', 'variance', 'text', 'notfound']) ok(share(x) >= 0.06 && share(x) <= 0.1, `about 8% ${x}`);
  for (const x of ['extreme', 'count', 'date']) ok(share(x) >= 0.03 && share(x) <= 0.08, `some ${x}`);
  for (const o of ['caldervale', 'highdesert']) ok(cases.filter((c) => c.org === o).length >= 45, `${o}: about half the cases`);
  ok(Object.values(A).some(([docs]) => docs.split(' ').length === 2), 'a question needing two documents');
  ok(cases.every((c) => c.documents.length === orgFiles(c.org).length), 'every case lists all of its organisation\'s files');
  console.log('kinds: ' + Object.entries(k).sort().map(([a, b]) => `${a} ${b}`).join(', '));
}
console.log(`${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
console.log('verify passed');
