// Independent checker for set K. Does NOT import data.mjs or lib/: it re-reads the generated files
// (exceljs, xlsx-republish for the .xls, csv-parse, `pdftotext -layout`, jszip, `tesseract --psm 6`), checks that
// the documents foot and agree with each other, recomputes every case's answer from the files (A[question]),
// checks date and text phrases, that notfound subjects (NF[question]) appear in no file of the organisation,
// and the mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import * as XLSX from 'xlsx-republish';
import { parse } from 'csv-parse/sync';

XLSX.set_fs(fs);
const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/^\s*import[^;]*from\s+['"]\.\/(data\.mjs|lib\/)/m.test(self)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-k');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const sum = (a) => Math.round(a.reduce((s, x) => s + (x || 0), 0) * 100) / 100;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
const argmax = (pairs) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s[0][1] > s[1][1], `unique maximum ${s[0][0]}`); return s[0][0]; };

// ------------------------------------------------------------------ readers
const toNum = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'object' && 'result' in v) return toNum(v.result);
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  if (/^[-–—]$/.test(s)) return 0;
  if (!/^\(?-?[$£]?\s?[\d,]+(\.\d+)?\)?%?$/.test(s)) return null;
  let x = parseFloat(s.replace(/[$£,()%\s]/g, ''));
  if (s.startsWith('(') || s.startsWith('-')) x = -Math.abs(x);
  return x;
};
const cellText = (x) => (x === null || x === undefined ? '' : x instanceof Date ? x.toISOString().slice(0, 10) : typeof x === 'object' ? (x.richText ? x.richText.map((t) => t.text).join('') : String(x.result ?? '')) : String(x));
async function xlsx(rel) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(DOCS, rel));
  const ws = wb.worksheets[0];
  const rows = [];
  ws.eachRow({ includeEmpty: true }, (r) => { const v = []; for (let c = 1; c <= ws.columnCount; c++) v.push(r.getCell(c).value); rows.push(v); });
  for (const r of rows) for (const x of r) if (x && typeof x === 'object' && 'formula' in x) ok(typeof x.result === 'number', `${rel}: formula ${x.formula} has a cached result`);
  return { rows, name: ws.name };
}
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
function splitLine(line) {
  const m = line.match(/^\s*(.*?)(?:\s{2,}|$)((?:\s*(?:\(?-?[\d,]+(?:\.\d+)?\)?|[-–—]))*)\s*$/);
  if (!m) return null;
  return { label: m[1].trim(), vals: m[2].trim() ? m[2].trim().split(/\s+/).map(toNum) : [] };
}
function pdfRows(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    const s = splitLine(line);
    if (!s || !s.label || !s.vals.length) continue;
    if (!out.has(norm(s.label))) out.set(norm(s.label), []);
    out.get(norm(s.label)).push(s.vals);
  }
  return out;
}
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const txt = (s) => s.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => txt(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
const ocrCache = new Map();
const ocr = (rel) => { if (!ocrCache.has(rel)) ocrCache.set(rel, execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })); return ocrCache.get(rel); };
const csv = (rel) => parse(fs.readFileSync(path.join(DOCS, rel), 'utf8'), { columns: true, skip_empty_lines: true });
const money = (s) => parseFloat(String(s).replace(/[£$\s]/g, '').replace(/,(\d\d)$/, '.$1').replace(/,/g, ''));
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const F = (org, re) => { const f = files(org).find((x) => re.test(x)); if (!f) throw new Error(`no file ${re} for ${org}`); return f; };

// ================================================================== GREYFRIARS
const gf = {};
{
  // --- management accounts: one "P&L" sheet, months across
  const { rows, name } = await xlsx(F('greyfriars', /Management Accounts/));
  ok(name === 'P&L', 'management accounts sheet is "P&L"');
  const hi = rows.findIndex((r) => cellText(r[1]) === 'Jan-25');
  ok(hi > 0 && cellText(rows[hi][12]) === 'Dec-25' && cellText(rows[hi][13]) === 'Total', 'P&L header Jan-25 .. Dec-25, Total');
  const PL = {};
  const section = (title, totalLabel) => {
    const a = rows.findIndex((r) => cellText(r[0]) === title), b = rows.findIndex((r) => cellText(r[0]) === totalLabel);
    const lines = rows.slice(a + 1, b).filter((r) => cellText(r[0])).map((r) => cellText(r[0]));
    for (const r of rows.slice(a + 1, b + 1)) if (cellText(r[0])) PL[cellText(r[0])] = { m: r.slice(1, 13).map(toNum), total: toNum(r[13]) };
    return lines;
  };
  const inc = section('INCOME', 'Total income'), exp = section('EXPENDITURE', 'Total expenditure');
  const netRow = rows.find((r) => cellText(r[0]) === 'Net surplus/(deficit)');
  PL.net = { m: netRow.slice(1, 13).map(toNum), total: toNum(netRow[13]) };
  ok(inc.length === 7 && exp.length === 11, `P&L line counts ${inc.length}/${exp.length}`);
  for (const l of [...inc, ...exp, 'Total income', 'Total expenditure', 'net']) ok(near(sum(PL[l].m), PL[l].total), `P&L row foots across: ${l}`);
  for (let i = 0; i < 12; i++) {
    ok(near(PL['Total income'].m[i], sum(inc.map((l) => PL[l].m[i]))), `P&L income foots month ${i + 1}`);
    ok(near(PL['Total expenditure'].m[i], sum(exp.map((l) => PL[l].m[i]))), `P&L expenditure foots month ${i + 1}`);
    ok(near(PL.net.m[i], PL['Total income'].m[i] - PL['Total expenditure'].m[i]), `P&L net month ${i + 1}`);
  }
  gf.PL = PL; gf.inc = inc; gf.exp = exp;

  // --- budget v actual by cost centre
  const bw = await xlsx(F('greyfriars', /Budget v Actual/));
  const bh = bw.rows.findIndex((r) => cellText(r[0]) === 'Cost centre');
  ok(bh > 0 && cellText(bw.rows[bh][1]) === 'Line item' && /Variance/.test(cellText(bw.rows[bh][4])) && cellText(bw.rows[bh][5]) === 'Var %', 'budget header');
  const B = []; let sect = '';
  for (const r of bw.rows.slice(bh + 1)) {
    if (cellText(r[0]) === 'INCOME' || cellText(r[0]) === 'EXPENDITURE') { sect = cellText(r[0]); continue; }
    if (!cellText(r[1])) continue;
    B.push({ sect, cc: cellText(r[0]), line: cellText(r[1]), budget: toNum(r[2]), actual: toNum(r[3]), variance: toNum(r[4]), pct: toNum(r[5]) });
  }
  const lines = B.filter((x) => x.cc);
  for (const x of lines) {
    const income = x.sect === 'INCOME';
    ok(near(x.variance, income ? x.actual - x.budget : x.budget - x.actual), `budget variance fav/(adv): ${x.cc} ${x.line}`);
    ok(near(x.pct, x.variance / x.budget, 1e-9), `budget var %: ${x.cc} ${x.line}`);
    const pl = x.line === 'Staff costs' ? `Staff costs – ${x.cc.toLowerCase()}` : x.line;
    ok(PL[pl] && near(PL[pl].total, x.actual), `budget actual = P&L total: ${x.cc} ${x.line}`);
  }
  const tot = (l) => B.find((x) => x.line === l);
  ok(near(tot('Total income').budget, sum(lines.filter((x) => x.sect === 'INCOME').map((x) => x.budget))) && near(tot('Total income').actual, PL['Total income'].total), 'budget total income');
  ok(near(tot('Total expenditure').budget, sum(lines.filter((x) => x.sect === 'EXPENDITURE').map((x) => x.budget))) && near(tot('Total expenditure').actual, PL['Total expenditure'].total), 'budget total expenditure');
  const nb = tot('Net surplus/(deficit)');
  ok(near(nb.budget, tot('Total income').budget - tot('Total expenditure').budget) && near(nb.actual, PL.net.total) && near(nb.variance, nb.actual - nb.budget), 'budget net line');
  gf.B = lines; gf.BT = tot;

  // --- bank reconciliation
  const t = pdf(F('greyfriars', /Bank reconciliation/));
  const amt = (re) => { const m = t.match(re); if (!m) throw new Error(`bank rec: ${re}`); return money(m[1].replace(/[()]/g, '')); };
  const bank = { statement: amt(/Balance per bank statement at \S+\s+([\d,.]+)/), cashbook: amt(/Balance per cash book at \S+\s+([\d,.]+)/), depTotal: amt(/Total deposits in transit\s+([\d,.]+)/), chqTotal: amt(/Total outstanding cheques\s+\(([\d,.]+)\)/) };
  bank.cheques = [...t.matchAll(/^\s+(\d{6})\s+(\d\d\/\d\d\/\d{4})\s+(.+?)\s{2,}([\d,]+\.\d\d)\s*$/gm)].map((m) => ({ no: m[1], date: m[2], payee: m[3], amount: money(m[4]) }));
  bank.deposits = [...t.matchAll(/^\s+(\d\d\/\d\d\/\d{4})\s+(.+?)\s{2,}([\d,]+\.\d\d)\s*$/gm)].map((m) => ({ date: m[1], desc: m[2], amount: money(m[3]) }));
  bank.bank = (t.match(/Bank:\s+(.+?)\s+Account:/) || [])[1];
  ok(bank.cheques.length >= 3 && near(sum(bank.cheques.map((c) => c.amount)), bank.chqTotal), 'bank rec cheques foot');
  ok(bank.deposits.length >= 1 && near(sum(bank.deposits.map((c) => c.amount)), bank.depTotal), 'bank rec deposits foot');
  ok(near(bank.statement + bank.depTotal - bank.chqTotal, bank.cashbook), 'bank rec reconciles');
  gf.bank = bank;

  // --- restricted funds note and narrative
  const d = await docx(F('greyfriars', /Restricted funds/));
  const fundRows = d.split('\n').filter((l) => l.split(' | ').length === 6).map((l) => l.split(' | ')).filter((c) => toNum(c[1]) !== null);
  const funds = fundRows.map((c) => ({ fund: c[0], open: toNum(c[1]), inc: toNum(c[2]), exp: -toNum(c[3]), tr: toNum(c[4]), close: toNum(c[5]) }));
  const fl = funds.filter((f) => !/^Total/.test(f.fund)), ft = funds.find((f) => /^Total/.test(f.fund));
  ok(fl.length === 5 && ft, 'five restricted funds and a total');
  for (const f of fl) ok(near(f.open + f.inc - f.exp + f.tr, f.close), `fund moves: ${f.fund}`);
  for (const k of ['open', 'inc', 'exp', 'tr', 'close']) ok(near(sum(fl.map((f) => f[k])), ft[k]), `funds total ${k}`);
  ok(sum(fl.filter((f) => /Winter|Outreach|Ainsty/.test(f.fund)).map((f) => f.inc)) <= PL['Grants & trusts'].total, 'restricted grants within grants & trusts income');
  const narr = {
    approved: d.match(/approved by the trustees on (\d+ \w+ \d{4})/)[1],
    chair: d.match(/signed on their behalf by ([A-Z][a-z]+ [A-Z][a-z]+), Chair/)[1],
    auditors: d.match(/^([A-Z][\w ]+ LLP), Chartered Accountants/m)[1],
    policyMonths: +d.match(/equal to (\d+) months of unrestricted expenditure/)[1],
    free: money(d.match(/free reserves were £([\d,]+)/)[1]),
    freeMonths: +d.match(/equivalent to ([\d.]+) months/)[1],
    unrestricted: money(d.match(/unrestricted expenditure: £([\d,]+)/)[1]),
  };
  ok(near(narr.unrestricted, PL['Total expenditure'].total - ft.exp), 'unrestricted expenditure = P&L total less restricted spend');
  ok(Math.round((narr.free / (narr.unrestricted / 12)) * 10) / 10 === narr.freeMonths, 'free reserves months');
  gf.funds = fl; gf.ft = ft; gf.narr = narr; gf.docx = d;

  // --- CRM export
  const g = csv(F('greyfriars', /CRM/)).map((r) => ({ date: r['Gift Date'], ref: r['Donor Ref'], campaign: r.Campaign, ga: r['Gift Aid Eligible'], amount: money(r['Amount (GBP)']) }));
  ok(g.length >= 25 && g.every((x) => /^\d\d\/\d\d\/2025$/.test(x.date) && /^[YN]$/.test(x.ga)), 'CRM rows, day-first 2025 dates');
  const leg = g.filter((x) => x.campaign === 'Legacy');
  ok(near(sum(leg.map((x) => x.amount)), PL.Legacies.total), 'CRM legacies = P&L legacies');
  for (const x of leg) ok(near(PL.Legacies.m[+x.date.slice(3, 5) - 1], x.amount), `legacy ${x.ref} in the P&L month`);
  gf.gifts = g;

  // --- receipt photo
  const o = ocr(F('greyfriars', /\.jpg$/));
  const line = (re) => { const m = o.match(re); if (!m) throw new Error(`receipt OCR: ${re}`); return money(m[1]); };
  const items = [...o.matchAll(/^(.+?)\s+(\d+[.,]\d\d)\s+([AZ])\s*$/gm)].map((m) => ({ d: m[1], p: money(m[2]), c: m[3] }));
  const R = { subtotal: line(/SUBTOTAL.*?(\d+[.,]\d\d)\s*$/m), saving: line(/MULTISAVER.*-(\d+[.,]\d\d)/), total: line(/^TOTAL\s+(\d+[.,]\d\d)/m), vat: line(/VAT TOTAL\s+(\d+[.,]\d\d)/), grossA: line(/^A 20.00%\s+(\d+[.,]\d\d)/m) };
  ok(items.length === 11 && near(sum(items.map((i) => i.p)), R.subtotal), `receipt items (${items.length}) sum to subtotal`);
  ok(near(R.subtotal - R.saving, R.total), 'receipt subtotal less saving = total');
  ok(near(sum(items.filter((i) => i.c === 'A').map((i) => i.p)), R.grossA) && near(Math.round((R.grossA / 6) * 100) / 100, R.vat), 'receipt VAT = 1/6 of standard-rated gross');
  R.items = items; R.date = o.match(/(\d\d\/\d\d\/\d{4})\s+\d\d:\d\d/)[1]; R.shop = /FAIRWAY FOODS/.test(o);
  gf.R = R;
}

// ================================================================== RIO GRANDE VALLEY
const rg = {};
{
  // --- audited statements
  const t = pdf(F('rgvliteracy', /Audited Financial Statements/));
  const pages = t.split('\f');
  ok(pages.length >= 4 && /Statement of Activities \(continued\)/.test(pages[3]) && /Total revenue, gains/.test(pages[2]) && /Total expenses/.test(pages[3]), 'statement of activities breaks across pages 3 and 4');
  const S = pdfRows(pages[1]), SA = pdfRows(pages[2] + '\n' + pages[3]);
  const p = (m, l) => { const r = m.get(norm(l)); if (!r) throw new Error(`pdf line ${l}`); return r[0]; };
  const assets = ['Cash and cash equivalents', 'Grants and contributions receivable, net', 'Prepaid expenses', 'Investments', 'Property and equipment, net'];
  const liab = ['Accounts payable and accrued expenses', 'Accrued payroll and related liabilities', 'Refundable advance'];
  for (const i of [0, 1]) {
    ok(near(sum(assets.map((l) => p(S, l)[i])), p(S, 'Total assets')[i]), `SFP assets foot ${i}`);
    ok(near(sum(liab.map((l) => p(S, l)[i])), p(S, 'Total liabilities')[i]), `SFP liabilities foot ${i}`);
    ok(near(p(S, 'Without donor restrictions')[i] + p(S, 'With donor restrictions')[i], p(S, 'Total net assets')[i]), `SFP net assets foot ${i}`);
    ok(near(p(S, 'Total liabilities')[i] + p(S, 'Total net assets')[i], p(S, 'Total liabilities and net assets')[i]) && near(p(S, 'Total assets')[i], p(S, 'Total liabilities and net assets')[i]), `SFP balances ${i}`);
  }
  const rev = ['Federal grants – AmeriCorps', 'State grants – TWC Adult Education & Literacy', 'Foundation grants', 'Contributions', 'Special events revenue', 'Less: direct benefits to donors', 'In-kind contributions', 'Investment return, net', 'Net assets released from restrictions'];
  const revT = p(SA, 'Total revenue, gains and other support');
  for (const i of [0, 1, 2, 3]) ok(near(sum(rev.map((l) => p(SA, l)[i])), revT[i]), `activities revenue foots col ${i}`);
  for (const l of rev) { const v = p(SA, l); ok(near(v[0] + v[1], v[2]), `activities row across: ${l}`); }
  const prog = ['Adult Education & ESL', 'Family Literacy'], supp = ['Management and general', 'Fundraising'];
  const expT = p(SA, 'Total expenses');
  for (const i of [2, 3]) {
    ok(near(sum(prog.map((l) => p(SA, l)[i])), p(SA, 'Total program services')[i]) && near(sum(supp.map((l) => p(SA, l)[i])), p(SA, 'Total supporting services')[i]), `activities expense groups col ${i}`);
    ok(near(p(SA, 'Total program services')[i] + p(SA, 'Total supporting services')[i], expT[i]), `activities total expenses col ${i}`);
    ok(near(revT[i] - expT[i], p(SA, 'Change in net assets')[i]), `change in net assets col ${i}`);
    ok(near(p(SA, 'Net assets, beginning of year')[i] + p(SA, 'Change in net assets')[i], p(SA, 'Net assets, end of year')[i]), `net assets roll ${i}`);
  }
  ok(near(p(SA, 'Net assets, end of year')[0], p(S, 'Without donor restrictions')[0]) && near(p(SA, 'Net assets, end of year')[1], p(S, 'With donor restrictions')[0]), 'activities end = SFP 2025');
  ok(near(p(SA, 'Net assets, beginning of year')[2], p(S, 'Total net assets')[1]) && near(p(SA, 'Net assets, end of year')[3], p(S, 'Total net assets')[1]), 'activities begin = SFP 2024');
  rg.S = (l) => p(S, l); rg.SA = (l) => p(SA, l);
  rg.auditor = (pages[0].match(/^\s*(.+?, CPAs)\s*$/m) || [])[1];

  // --- budget to actual (.xls)
  const wb = XLSX.readFile(path.join(DOCS, F('rgvliteracy', /\.xls$/)));
  const aoa = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: true, defval: null });
  const hq = aoa.findIndex((r) => r[1] === 'Q1'), hb = aoa.findIndex((r) => r[0] === 'Line');
  ok(hq >= 0 && hb === hq + 1 && aoa[hq][3] === 'Q2' && aoa[hq][5] === 'Q3' && aoa[hq][7] === 'Q4' && /YTD/.test(aoa[hq][9]) && aoa[hb][11] === 'Variance' && aoa[hb][12] === 'Annual Budget', 'BvA headers');
  const BV = {};
  for (const r of aoa.slice(hb + 1)) if (r[0] && typeof r[1] === 'number') BV[r[0]] = { b: [r[1], r[3], r[5], r[7]], a: [r[2], r[4], r[6]], q4a: r[8], ytdB: r[9], ytdA: r[10], v: r[11], annual: r[12] };
  const revL = aoa.slice(aoa.findIndex((r) => r[0] === 'REVENUE') + 1, aoa.findIndex((r) => r[0] === 'Total revenue')).map((r) => r[0]);
  const expL = aoa.slice(aoa.findIndex((r) => r[0] === 'EXPENSES') + 1, aoa.findIndex((r) => r[0] === 'Total expenses')).map((r) => r[0]);
  ok(revL.length === 5 && expL.length === 9, `BvA line counts ${revL.length}/${expL.length}`);
  for (const [l, x] of Object.entries(BV)) {
    ok(x.q4a === null, `Q4 actual blank: ${l}`);
    ok(near(sum(x.b.slice(0, 3)), x.ytdB) && near(sum(x.a), x.ytdA) && near(x.ytdA - x.ytdB, x.v) && near(sum(x.b), x.annual), `BvA row foots: ${l}`);
  }
  for (const [T, L] of [['Total revenue', revL], ['Total expenses', expL]]) for (const k of ['ytdB', 'ytdA', 'annual']) ok(near(BV[T][k], sum(L.map((l) => BV[l][k]))), `BvA ${T} ${k}`);
  ok(near(BV['Net surplus (deficit)'].ytdA, BV['Total revenue'].ytdA - BV['Total expenses'].ytdA), 'BvA net');
  rg.BV = BV; rg.expL = expL;

  // --- payroll allocation
  const pay = csv(F('rgvliteracy', /Payroll/)).map((r) => ({ role: r['Employee Role'], prog: parseFloat(r['Program %']), admin: parseFloat(r['Admin %']), fr: parseFloat(r['Fundraising %']), salary: money(r['Annual Salary']) }));
  for (const x of pay) ok(x.prog + x.admin + x.fr === 100, `allocation sums to 100%: ${x.role}`);
  ok(near(sum(pay.map((x) => x.salary)), BV.Salaries.annual), 'payroll total = FY26 salaries budget');
  rg.pay = pay;

  // --- drawdown schedule
  const dw = await xlsx(F('rgvliteracy', /Drawdown/));
  const award = toNum(dw.rows.find((r) => cellText(r[0]) === 'Total award')[1]);
  const dh = dw.rows.findIndex((r) => cellText(r[0]) === 'Draw #');
  const draws = dw.rows.slice(dh + 1).filter((r) => typeof r[0] === 'number').map((r) => ({ n: r[0], date: r[1], period: cellText(r[2]), amount: toNum(r[3]), cum: toNum(r[4]), remaining: toNum(r[5]) }));
  let c = 0;
  for (const x of draws) { c += x.amount; ok(near(x.cum, c) && near(x.remaining, award - c) && x.date instanceof Date, `draw ${x.n} cumulative and remaining`); }
  const qOf = (period) => { const m = +period.slice(0, 2); return Math.ceil((((m + 5) % 12) + 1) / 3); };
  for (const q of [1, 2, 3]) ok(near(sum(draws.filter((x) => qOf(x.period) === q).map((x) => x.amount)), BV['AmeriCorps grant'].a[q - 1]), `draws for Q${q} periods = BvA AmeriCorps actual`);
  rg.draws = draws; rg.award = award;

  // --- treasurer memo
  const m = await docx(F('rgvliteracy', /Treasurer Memo/));
  const acc = m.split('\n').filter((l) => l.split(' | ').length === 3 && /\$[\d,]+\.\d\d$/.test(l)).map((l) => l.split(' | ')).map(([a, b, v]) => ({ a, b, v: money(v) }));
  const accT = acc.find((x) => x.a === 'Total'), accL = acc.filter((x) => x.a !== 'Total');
  ok(accL.length === 5 && near(sum(accL.map((x) => x.v)), accT.v), 'memo cash table foots');
  rg.acc = accL; rg.accT = accT.v; rg.memo = m;
  rg.loc = money(m.match(/Our \$([\d,]+) revolving line of credit/)[1]);
  rg.cd = m.match(/matures on (\w+ \d+, \d{4})/)[1];
  rg.treasurer = m.match(/From: (.+?), Treasurer/)[1];
  ok(m.includes(rg.auditor), 'memo and statements name the same auditor');

  // --- invoice photo
  const o = ocr(F('rgvliteracy', /invoice\.jpg$/));
  const ln = (re) => { const x = o.match(re); if (!x) throw new Error(`invoice OCR: ${re}`); return x[1]; };
  const I = { number: ln(/INVOICE\s+No\.\s+(\S+)/), date: ln(/Invoice date:\s+(\S+)/), due: ln(/Due date:\s+(\S+)/), subtotal: money(ln(/Subtotal\s+(\$[\d,.]+)/)), shipping: money(ln(/Shipping\s+(\$[\d,.]+)/)), rate: parseFloat(ln(/Sales tax ([\d.]+)%/)), tax: money(ln(/Sales tax [\d.]+%\s+(\$[\d,.]+)/)), total: money(ln(/TOTAL DUE\s+(\$[\d,.]+)/)) };
  const it = [...o.matchAll(/^(.+?)\s+(\d+)\s+(\d+[.,]\d\d)\s+([\d,]+[.,]\d\d)\s*$/gm)].map((x) => ({ q: +x[2], p: money(x[3]), a: money(x[4]) }));
  ok(it.length === 4 && it.every((x) => near(x.q * x.p, x.a)) && near(sum(it.map((x) => x.a)), I.subtotal), 'invoice lines foot to subtotal');
  ok(near(Math.round(I.subtotal * I.rate) / 100, I.tax) && near(I.subtotal + I.shipping + I.tax, I.total), 'invoice tax and total');
  const [im, id, iy] = I.date.split('/').map(Number), [dm, dd, dy] = I.due.split('/').map(Number);
  ok((Date.UTC(dy, dm - 1, dd) - Date.UTC(iy, im - 1, id)) / 864e5 === 30 && /Net 30/.test(o), 'invoice due 30 days after the invoice date');
  rg.I = I;
}

// ================================================================== answers recomputed from the files
const PL = gf.PL, GB = (cc, l) => gf.B.find((x) => x.cc === cc && x.line === l);
const fund = (re) => gf.funds.find((f) => re.test(f.fund));
const dmy = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };
const mdy = (s) => { const [m, d, y] = s.split('/'); return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`; };
const longIso = (s) => { const m = s.match(/^(\w+) (\d+), (\d{4})$/) || s.match(/^(\d+) (\w+) (\d{4})$/); const mon = (w) => MON.indexOf(w.toLowerCase()) + 1; const [a, b, y] = [m[1], m[2], m[3]]; const [mm, dd] = /^\d/.test(a) ? [mon(b), +a] : [mon(a), +b]; return `${y}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`; };
const BV = rg.BV, S = rg.S, SA = rg.SA;
const staff = ['Staff costs – shelter', 'Staff costs – outreach', 'Staff costs – central'];
const draw = (n) => rg.draws.find((d) => d.n === n);
const A = {
  // greyfriars
  'How much did we get from the council contract in 2025 in total?': () => PL['Local authority contract'].total,
  'whats the budget for food & kitchen this yr': () => GB('Shelter', 'Food & kitchen').budget,
  'Utilities actual for the full year?': () => PL.Utilities.total,
  'what was the balance per the bank statement at 31 Dec': () => gf.bank.statement,
  'cash book balance at year end per the bank rec?': () => gf.bank.cashbook,
  'how much is cheque 100451 for': () => gf.bank.cheques.find((c) => c.no === '100451').amount,
  "What's the closing balance on the Winter Beds fund?": () => fund(/Winter Beds/).close,
  'What were our free reserves at 31 December 2025?': () => gf.narr.free,
  'reserves policy - how many months of expenditure are we meant to hold?': () => gf.narr.policyMonths,
  'How much were total outstanding cheques on the Dec rec': () => sum(gf.bank.cheques.map((c) => c.amount)),
  'total restricted funds carried forward at 31/12/25?': () => gf.ft.close,
  "what's the var % on legacies in the budget report": () => Math.round(GB('Central', 'Legacies').pct * 1000) / 10,
  'how much did we get from individual donations and gift aid combined in 2025?': () => PL['Donations – individuals'].total + PL['Gift Aid reclaimed'].total,
  'Whats the total budgeted spend for the Outreach cost centre': () => sum(gf.B.filter((x) => x.cc === 'Outreach' && x.sect === 'EXPENDITURE').map((x) => x.budget)),
  'individual donations for Q1 (jan-mar) please': () => sum(PL['Donations – individuals'].m.slice(0, 3)),
  'How much did the Big Sleep Out 2025 campaign raise according to the CRM export?': () => sum(gf.gifts.filter((g) => g.campaign === 'Big Sleep Out 2025').map((g) => g.amount)),
  'how much more did we spend on food & kitchen in December than in January?': () => PL['Food & kitchen'].m[11] - PL['Food & kitchen'].m[0],
  "what's the difference between the bank statement balance and the cash book balance at month-end?": () => gf.bank.statement - gf.bank.cashbook,
  'By how much did the Street Outreach fund balance go up over the year?': () => fund(/Street Outreach/).close - fund(/Street Outreach/).open,
  'What share of our total income came from the local authority contract?': () => (PL['Local authority contract'].total / PL['Total income'].total) * 100,
  'by what % did utilities fall between Jan and June': () => ((PL.Utilities.m[5] - PL.Utilities.m[0]) / PL.Utilities.m[0]) * 100,
  'staff costs as a % of total expenditure for the year?': () => (sum(staff.map((l) => PL[l].total)) / PL['Total expenditure'].total) * 100,
  'how far over budget were we on utilities': () => { const x = GB('Shelter', 'Utilities'); ok(x.actual > x.budget, 'utilities over budget'); return x.actual - x.budget; },
  'LA contract income vs budget - how much short were we?': () => { const x = GB('Shelter', 'Local authority contract'); ok(x.actual < x.budget, 'LA short'); return x.budget - x.actual; },
  'Central staff costs: actual v budget variance?': () => GB('Central', 'Staff costs').budget - GB('Central', 'Staff costs').actual, // fav/(adv), as the sheet shows it
  'Did we beat budget on the bottom line? by how much': () => { const n = gf.BT('Net surplus/(deficit)'); ok(n.actual > n.budget, 'beat budget'); return n.actual - n.budget; },
  'ratio of income to expenditure in November? (2dp)': () => PL['Total income'].m[10] / PL['Total expenditure'].m[10],
  'How many £s of events income did we get for every £1 of fundraising costs?': () => PL['Fundraising events'].total / PL['Fundraising costs'].total,
  'which month had the biggest deficit?': () => argmax(PL.net.m.map((v, i) => [MON[i][0].toUpperCase() + MON[i].slice(1), -v])),
  'which expenditure line went furthest over budget in £ terms': () => argmax(gf.B.filter((x) => x.sect === 'EXPENDITURE').map((x) => [x.line, x.actual - x.budget])),
  'Which restricted fund spent the most in the year?': () => argmax(gf.funds.map((f) => [f.fund, f.exp])),
  'biggest single gift in the CRM export that wasnt a legacy - which donor ref?': () => argmax(gf.gifts.filter((g) => g.campaign !== 'Legacy').map((g) => [g.ref, g.amount])),
  'which income line beat its budget by the most?': () => argmax(gf.B.filter((x) => x.sect === 'INCOME').map((x) => [x.line, x.actual - x.budget])),
  'what was the surplus or deficit in March': () => PL.net.m[2],
  'Total income in September 2025?': () => PL['Total income'].m[8],
  'how much did fundraising events bring in in November': () => PL['Fundraising events'].m[10],
  'how many cheques were still outstanding on the 31 Dec bank rec?': () => gf.bank.cheques.length,
  'How many gifts in the CRM export are gift aid eligible?': () => gf.gifts.filter((g) => g.ga === 'Y').length,
  'how many months of 2025 did we run at a deficit': () => PL.net.m.filter((v) => v < 0).length,
  'When did the trustees approve the 2025 accounts?': () => ({ date: longIso(gf.narr.approved), year: true }),
  'what date did the £40k legacy come in?': () => { const l = gf.gifts.filter((g) => g.campaign === 'Legacy' && g.amount === 40000); ok(l.length === 1, 'one £40k legacy'); return { date: dmy(l[0].date), year: true }; },
  'who are our auditors?': () => gf.narr.auditors,
  'which bank is the charity current account with': () => gf.bank.bank,
  'Who signed the trustees report as Chair?': () => gf.narr.chair,
  'what was the total on the supermarket receipt': () => gf.R.total,
  'How much VAT is on the Fairway Foods receipt?': () => { ok(gf.R.shop, 'receipt is from Fairway Foods'); return gf.R.vat; },
  'how much were the eggs on the shop receipt': () => { const e = gf.R.items.filter((i) => /EGGS/.test(i.d)); ok(e.length === 1, 'one eggs line'); return e[0].p; },
  // rgvliteracy
  'what was cash and cash equivalents at 6/30/25 per the audit?': () => S('Cash and cash equivalents')[0],
  'Total net assets at end of FY25?': () => S('Total net assets')[0],
  'net assets with donor restrictions as of June 30 2024': () => S('With donor restrictions')[1],
  'What were management & general expenses in FY25?': () => SA('Management and general')[2],
  'fundraising expense for FY24?': () => SA('Fundraising')[3],
  'Q2 actual for professional fees': () => BV['Professional fees'].a[1],
  'whats the FY26 annual budget for occupancy': () => BV.Occupancy.annual,
  'YTD actual for the TWC grant?': () => BV['TWC Adult Education & Literacy grant'].ytdA,
  "What's the ED's salary?": () => rg.pay.find((p) => p.role === 'Executive Director').salary,
  'how much is left on the americorps award after the last draw': () => rg.award - sum(rg.draws.map((d) => d.amount)),
  'amount of draw #4?': () => draw(4).amount,
  'money market balance per the treasurer memo': () => rg.acc.find((a) => /Money market/.test(a.a)).v,
  'How big is our line of credit?': () => rg.loc,
  'total cash across all accounts at 4/30/26 per the treasurer': () => sum(rg.acc.map((a) => a.v)),
  'YTD actual revenue from foundation grants plus individual contributions?': () => BV['Foundation grants'].ytdA + BV['Individual contributions'].ytdA,
  'how much salary $ is allocated to fundraising in total': () => sum(rg.pay.map((p) => (p.salary * p.fr) / 100)),
  'Total AmeriCorps drawn for periods in Q3 (Jan-Mar 2026)?': () => sum(rg.draws.filter((d) => /^0[123]\/\d\d\/2026/.test(d.period)).map((d) => d.amount)),
  'how much did total assets grow from FY24 to FY25': () => S('Total assets')[0] - S('Total assets')[1],
  'By how much did salaries go up from Q1 to Q2 (actuals)?': () => BV.Salaries.a[1] - BV.Salaries.a[0],
  'What % of the AmeriCorps award have we drawn so far?': () => (sum(rg.draws.map((d) => d.amount)) / rg.award) * 100,
  'program services as a % of total expenses in FY25': () => (SA('Total program services')[2] / SA('Total expenses')[2]) * 100,
  'what share of total salaries is charged to programs?': () => (sum(rg.pay.map((p) => (p.salary * p.prog) / 100)) / sum(rg.pay.map((p) => p.salary))) * 100,
  'Total revenue growth FY24 to FY25 in %?': () => { const r = SA('Total revenue, gains and other support'); return ((r[2] - r[3]) / r[3]) * 100; },
  'YTD, how far over budget are we on instructional materials?': () => { ok(BV['Instructional materials'].v > 0, 'materials over'); return BV['Instructional materials'].ytdA - BV['Instructional materials'].ytdB; },
  'special events YTD vs budget - how far off are we?': () => BV['Special events'].ytdA - BV['Special events'].ytdB,
  'Professional fees in Q2: actual vs budget, over by how much?': () => BV['Professional fees'].a[1] - BV['Professional fees'].b[1],
  'whats the YTD variance on total expenses': () => BV['Total expenses'].ytdA - BV['Total expenses'].ytdB,
  'ratio of total net assets to total liabilities at 6/30/2025?': () => S('Total net assets')[0] / S('Total liabilities')[0],
  'Q3 revenue divided by Q3 expenses (actuals), 2 decimals': () => BV['Total revenue'].a[2] / BV['Total expenses'].a[2],
  'which expense line is the most over budget YTD in dollars?': () => argmax(rg.expL.map((l) => [l, BV[l].v])),
  'Which quarter so far had the highest actual revenue?': () => argmax([0, 1, 2].map((i) => [`Q${i + 1}`, BV['Total revenue'].a[i]])),
  'what was our biggest AmeriCorps draw - which draw number?': () => `Draw ${argmax(rg.draws.map((d) => [d.n, d.amount]))}`,
  'which role has the biggest fundraising allocation %': () => argmax(rg.pay.map((p) => [p.role, p.fr])),
  'how much did we draw down for December 2025?': () => { const d = rg.draws.filter((x) => x.period === '12/01/2025 – 12/31/2025'); ok(d.length === 1, 'one December draw'); return d[0].amount; },
  'AmeriCorps draw for the month of March 2026?': () => { const d = rg.draws.filter((x) => x.period === '03/01/2026 – 03/31/2026'); ok(d.length === 1, 'one March draw'); return d[0].amount; },
  'how many americorps draws have we made so far': () => rg.draws.length,
  'How many positions are 100% program?': () => rg.pay.filter((p) => p.prog === 100).length,
  'when does the CD mature?': () => ({ date: longIso(rg.cd), year: true }),
  'What date was draw 3 made?': () => ({ date: draw(3).date.toISOString().slice(0, 10), year: true }),
  'who audits us': () => rg.auditor,
  'which bank holds our operating account?': () => rg.acc.find((a) => /Operating/.test(a.a)).b,
  'Who wrote the treasurer memo?': () => rg.treasurer,
  'total on the Valley Office Supply invoice?': () => rg.I.total,
  'when is the office supply invoice due': () => ({ date: mdy(rg.I.due), year: true }),
  'how much sales tax is on the office supply invoice': () => rg.I.tax,
  "What's the invoice number on the Valley Office Supply bill?": () => rg.I.number,
};
// notfound subjects, each of which must appear in none of the organisation's files
const NF = {
  'How much did we spend on CCTV last year?': ['CCTV', 'security camera'],
  "what's the employer pension contribution rate for shelter staff": ['pension'],
  'how many bed nights did we provide in 2025': ['bed night', 'bed-night', 'occupancy'],
  'How much did we spend at Sainsburys in December?': ['Sainsbury'],
  'whats the budget for the new minibus': ['minibus', 'vehicle'],
  "what's our indirect cost rate on the AmeriCorps grant?": ['indirect', 'NICRA', 'de minimis'],
  'How much does the ED get in 403(b) retirement match?': ['403(b)', 'retirement', 'match'],
  'how many learners did we serve in FY25': ['learner', 'students served', 'enrollment'],
  'What was the balance in our Texas Regional Bank savings account?': ['Texas Regional', 'savings'],
  'how much did we pay for D&O insurance this year': ['D&O', 'directors and officers', "directors' and officers'"],
};

// all text of an organisation's files
async function orgText(org) {
  let all = '';
  for (const f of files(org)) {
    if (f.endsWith('.pdf')) all += pdf(f);
    else if (f.endsWith('.csv')) all += fs.readFileSync(path.join(DOCS, f), 'utf8');
    else if (f.endsWith('.docx')) all += await docx(f);
    else if (f.endsWith('.jpg')) all += ocr(f);
    else if (f.endsWith('.xls')) { const wb = XLSX.readFile(path.join(DOCS, f)); for (const n of wb.SheetNames) all += n + '\n' + XLSX.utils.sheet_to_csv(wb.Sheets[n]); }
    else if (f.endsWith('.xlsx')) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(path.join(DOCS, f)); wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => { all += ' ' + cellText(c.value); }))); all += ' ' + wb.worksheets.map((w) => w.name).join(' '); }
    all += '\n' + f + '\n';
  }
  return all;
}
const TEXT = { greyfriars: await orgText('greyfriars'), rgvliteracy: await orgText('rgvliteracy') };

// date phrase -> {y?, m, d}
function phraseDate(p, dayFirst) {
  const s = p.toLowerCase().replace(/(\d+)(st|nd|rd|th)/, '$1').replace(/ of /, ' ').replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+)\.? (\d+)(?: (\d{4}))?$/))) return { m: mon(m[1]), d: +m[2], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d+) ([a-z]+)(?: (\d{4}))?$/))) return { m: mon(m[2]), d: +m[1], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
  if ((m = s.match(/^(\d+)[/.-](\d+)[/.-](\d{2,4})$/))) { const y = +m[3] < 100 ? 2000 + +m[3] : +m[3]; return dayFirst ? { d: +m[1], m: +m[2], y } : { m: +m[1], d: +m[2], y }; }
  return null;
}

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const seen = new Set();
for (const c of cases) {
  ok(!seen.has(c.id), `unique id ${c.id}`); seen.add(c.id);
  ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(files(c.org).sort()), `${c.id} lists all of its organisation's files`);
  const a = c.answer;
  if (a.type === 'notfound') {
    const subj = NF[c.question];
    ok(subj, `${c.id} has notfound subjects`);
    for (const w of subj || []) ok(!TEXT[c.org].toLowerCase().includes(w.toLowerCase()), `${c.id} notfound subject "${w}" appears in no file`);
    continue;
  }
  const fn = A[c.question];
  if (!fn) { ok(false, `${c.id} has a recomputation: ${c.question}`); continue; }
  let got;
  try { got = fn(); } catch (e) { ok(false, `${c.id} recompute threw: ${e.message}`); continue; }
  if (a.type === 'number') {
    ok(a.tolerance === 0.005, `${c.id} tolerance`);
    ok(typeof got === 'number' && Math.abs(got - a.value) <= Math.max(1e-6 * Math.abs(a.value), 0.006), `${c.id} ${c.question}: files say ${got}, case says ${a.value}`);
    if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; ok(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
    if (c.kind === 'ratio') { const r2 = Math.round(a.value * 100) / 100; ok(Math.abs(r2 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp`); }
  } else if (got && typeof got === 'object' && got.date) {
    const [y, m, d] = got.date.split('-').map(Number);
    ok(a.any.length >= 4, `${c.id} several date phrasings`);
    for (const p of a.any) {
      const pd = phraseDate(p, c.org === 'greyfriars');
      ok(pd && pd.m === m && pd.d === d && pd.y === y, `${c.id} date phrase "${p}" = ${got.date}`);
    }
  } else {
    ok(typeof got === 'string' && a.any.some((p) => norm(got).includes(norm(p))), `${c.id} text "${got}" matches an accepted phrase ${JSON.stringify(a.any)}`);
    if (c.kind === 'text' || c.kind === 'receipt') ok(norm(TEXT[c.org]).includes(norm(got)), `${c.id} text "${got}" is in the documents`);
  }
}
for (const q of Object.keys(A)) ok(cases.some((c) => c.question === q), `recomputation used: ${q}`);
for (const q of Object.keys(NF)) ok(cases.some((c) => c.question === q && c.answer.type === 'notfound'), `notfound used: ${q}`);

// mix of kinds
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const per = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length >= 95 && cases.length <= 110, `about 100 cases (${cases.length})`);
ok(per('greyfriars') >= 45 && per('rgvliteracy') >= 45, 'about 50 per organisation');
ok(kinds.lookup >= 24 && kinds.lookup <= 34, `about 28% lookups (${kinds.lookup})`);
ok(kinds.notfound >= 8 && kinds.notfound <= 12, `about 10% notfound (${kinds.notfound})`);
for (const k of ['total', 'difference', 'percent', 'variance', 'ratio', 'extreme', 'monthly', 'count', 'date', 'text', 'receipt']) ok((kinds[k] || 0) >= 3, `kind ${k} present (${kinds[k] || 0})`);
for (const o of ['greyfriars', 'rgvliteracy']) ok(cases.some((c) => c.org === o && c.kind === 'receipt'), `${o} has photo questions`);
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
// file formats the brief asks for
ok(fs.readFileSync(path.join(DOCS, F('rgvliteracy', /\.xls$/))).subarray(0, 8).toString('hex') === 'd0cf11e0a1b11ae1', 'budget-to-actual is an old-format (BIFF/OLE) .xls');
const size = ['greyfriars', 'rgvliteracy'].flatMap(files).reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
