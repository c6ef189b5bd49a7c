// Independent checker for set O. Does NOT import data.mjs or lib/: it re-reads the generated files (SheetJS for
// cached cell values and merges, the sheet XML for formulas and their cached values, csv-parse, `pdftotext -layout`,
// jszip for Word, `tesseract --psm 6` for the photos), checks that the documents foot and agree with each other,
// recomputes every case's answer from the files by its own definition (A[question]), checks date and text phrases,
// that notfound subjects (NF[question]) appear in no file of the organisation, and the mix of kinds and files.
process.env.TZ = 'UTC';
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx-republish';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';

XLSX.set_fs(fs);
const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/^\s*import[^;]*from\s+['"]\.\/(data\.mjs|lib\/)/m.test(self)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-o');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + (x || 0), 0));
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s.length > 1 && s[0][1] > s[1][1], `unique maximum ${what} (${s[0][0]})`); return s[0][0]; };
const argmin = (pairs, what) => argmax(pairs.map(([k, v]) => [k, -v]), what);
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const Fl = (org, re) => { const f = files(org).filter((x) => re.test(x)); if (f.length !== 1) throw new Error(`file ${re} in ${org}: ${f.length}`); return f[0]; };

// ------------------------------------------------------------------ readers
// "1,234,567.50", "(125,310)", "-", "–", "" -> number (blank and dashes are 0); anything else -> null
const num = (v) => {
  if (v === null || v === undefined) return 0;
  if (typeof v === 'number') return v;
  const s = String(v).trim().replace(/^(₱|PHP ?|J\$|EUR ?)/, '');
  if (s === '' || /^[-–—]$/.test(s)) return 0;
  if (!/^\(?-?\d[\d,]*(\.\d+)?%?\)?$/.test(s)) return null;
  let x = parseFloat(s.replace(/[^\d.]/g, ''));
  if (s.startsWith('(') || s.startsWith('-')) x = -x;
  return s.endsWith('%') ? x / 100 : x;
};
const money = (s) => parseFloat(String(s).replace(/[^\d.]/g, ''));
const iso = (d) => d.toISOString().slice(0, 10);
const usIso = (s) => { const m = s.match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/); return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`; };
const ukIso = (s) => { const m = s.match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/); return `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`; };
const longIso = (s) => {
  let m = s.match(/([A-Z][a-z]+) (\d{1,2}), (\d{4})/);
  if (m) return `${m[3]}-${String(MON.indexOf(m[1].toLowerCase()) + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}`;
  m = s.match(/(\d{1,2}) ([A-Z][a-z]+) (\d{4})/);
  return `${m[3]}-${String(MON.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
};

// a workbook: each sheet as an array of rows of cached values (dates as Date), its merges, and every formula cell
// checked to carry a cached value in the sheet XML
function xlsx(rel) {
  const file = path.join(DOCS, rel);
  const wb = XLSX.readFile(file, { cellDates: true, cellFormula: true });
  const out = {};
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    const rows = XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true });
    let formulas = 0;
    for (const [addr, c] of Object.entries(ws)) {
      if (addr.startsWith('!') || !c.f) continue;
      formulas++;
      ok(c.v !== undefined && c.v !== null && c.v !== '', `${rel} ${name}!${addr} formula ${c.f} has a cached value`);
    }
    out[name] = { rows, merges: (ws['!merges'] || []).map((m) => XLSX.utils.encode_range(m)), formulas, ws };
  }
  return out;
}
const txt = (v) => (v === null || v === undefined ? '' : v instanceof Date ? iso(v) : String(v));
const findRow = (rows, re, col = 0) => rows.findIndex((r) => re.test(txt(r[col])));
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const t = (s) => s.replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => t(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
const tableRows = (text) => text.split('\n').filter((l) => l.includes(' | ')).map((l) => l.split(' | ').map((s) => s.trim()));
const ocrCache = new Map();
const ocr = (rel) => { if (!ocrCache.has(rel)) ocrCache.set(rel, execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })); return ocrCache.get(rel); };
const lastMoney = (line) => { const m = [...line.matchAll(/\d[\d,]*\.\d\d/g)]; return m.length ? money(m.at(-1)[0]) : null; };
const ocrLine = (text, re) => text.split('\n').find((l) => re.test(l)) || '';

// ================================================================== Kabuhayan
// ---- PAR aging workbook
const PARW = xlsx(Fl('kabuhayan', /PAR aging/));
function parSheet(name, firstCol) {
  const s = PARW[name];
  ok(s, `PAR sheet ${name}`);
  const h = findRow(s.rows, new RegExp(`^${firstCol}$`));
  ok(txt(s.rows[h][3]) === 'Days past due' && txt(s.rows[h + 1][3]) === '1-30' && txt(s.rows[h + 1][7]) === 'Over 180' && txt(s.rows[h][9]).startsWith('Portfolio at risk'), `${name}: two-row header`);
  ok(s.merges.includes('D5:H5') && s.merges.includes('J5:K5'), `${name}: merged group headers`);
  const t = findRow(s.rows, /^TOTAL$/);
  const rows = s.rows.slice(h + 2, t).filter((r) => txt(r[0])).map((r) => ({ name: txt(r[0]), borrowers: r[1], b: r.slice(2, 8).map(num), total: num(r[8]), par: num(r[9]), pct: r[10] }));
  for (const x of rows) ok(near(sum(x.b), x.total) && near(sum(x.b.slice(2)), x.par) && Math.abs(x.pct - x.par / x.total) < 1e-9, `${name}: ${x.name} foots across`);
  const T = s.rows[t];
  ok(T[1] === rows.reduce((a, x) => a + x.borrowers, 0) && [...Array(8)].every((_, i) => near(num(T[2 + i]), sum(rows.map((x) => (i < 6 ? x.b[i] : i === 6 ? x.total : x.par))))), `${name}: TOTAL row foots`);
  return { rows, T: { borrowers: T[1], b: T.slice(2, 8).map(num), total: num(T[8]), par: num(T[9]) }, s };
}
const PB = parSheet('By branch', 'Branch');
const PP = parSheet('By product', 'Loan product');
ok(PB.rows.length === 6 && PP.rows.length === 5, 'six branches, five products');
ok(PB.T.borrowers === PP.T.borrowers && PB.T.b.every((v, i) => near(v, PP.T.b[i])), 'product sheet totals = branch sheet totals');
const provRates = PB.s.rows[findRow(PB.s.rows, /^Provision rate$/)].slice(2, 8);
const provRow = PB.s.rows[findRow(PB.s.rows, /^Required allowance$/)];
ok(provRates.every((r, i) => near(num(provRow[2 + i]), R2(PB.T.b[i] * r))) && near(sum(provRow.slice(2, 8).map(num)), num(provRow[8])), 'required allowance = ROUND(bucket × rate) and sums');
const provRequired = num(provRow[8]);
const branch = (n) => PB.rows.find((b) => b.name === n);

// ---- WVDB amortization schedule
const LTXT = pdf(Fl('kabuhayan', /amortization schedule/));
const LP = LTXT.split('\f');
ok(/LOAN AMORTIZATION SCHEDULE \(continued\)/.test(LP[1] || '') && /continued on next page/.test(LP[0]), 'schedule continues on a second page');
ok(/Payment\s+Due\s+Beginning\s+Total\s+Ending/.test(LP[0]) && /No\.\s+Date\s+Balance\s+Principal\s+Interest\s+Amortization\s+Balance/.test(LP[0]) && /Payment\s+Due/.test(LP[1]), 'two-line headers on both pages');
const LOAN = [];
for (const [pi, page] of LP.entries()) for (const line of page.split('\n')) {
  const m = line.match(/^\s*(\d{1,2})\s+(\d\d\/\d\d\/\d{4})\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s*(Paid)?\s*$/);
  if (m) LOAN.push({ k: +m[1], due: usIso(m[2]), begin: money(m[3]), principal: money(m[4]), interest: money(m[5]), pay: money(m[6]), end: money(m[7]), paid: !!m[8], page: pi });
}
const loanP = money(LTXT.match(/Principal:\s+PHP ([\d,.]+)/)[1]);
const loanAmort = money(LTXT.match(/Monthly amortization:\s+PHP ([\d,.]+)/)[1]);
const loanRate = parseFloat(LTXT.match(/Interest rate:\s+([\d.]+)% per annum/)[1]) / 100;
ok(LOAN.length === 36 && LOAN.every((x, i) => x.k === i + 1), '36 installments read');
ok(LOAN[0].begin === loanP && LOAN.at(-1).end === 0, 'schedule starts at the principal and ends at zero');
ok(LOAN.every((x, i) => (i === 0 || x.begin === LOAN[i - 1].end) && near(x.begin - x.principal, x.end) && near(x.principal + x.interest, x.pay) && near(x.interest, R2(x.begin * loanRate / 12))), 'each installment: interest on the balance, principal + interest = amortization, balance rolls');
ok(LOAN.slice(0, -1).every((x) => x.pay === loanAmort), 'level amortization except the last');
ok(LOAN.filter((x) => x.page === 0).length === 24 && LOAN.filter((x) => x.page === 1).length === 12, 'table split 24 / 12 over the page break');
{
  const t = LTXT.match(/TOTAL\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)\s+([\d,]+\.\d\d)/);
  ok(t && near(money(t[1]), sum(LOAN.map((x) => x.principal))) && near(money(t[2]), sum(LOAN.map((x) => x.interest))) && near(money(t[3]), sum(LOAN.map((x) => x.pay))), 'schedule totals foot');
}
const paidThrough = LOAN.filter((x) => x.paid);
ok(paidThrough.length === 8 && paidThrough.at(-1).due === '2026-03-15', 'paid through March 2026');
const loanAt = (isoDue) => LOAN.find((x) => x.due === isoDue);

// ---- payroll register
const PRAW = parse(fs.readFileSync(path.join(DOCS, Fl('kabuhayan', /payroll_register/)), 'utf8'), { relax_column_count: true });
const ph = PRAW.findIndex((r) => r[0] === 'Pay Period');
const PH = PRAW[ph];
const pc = (n) => { const i = PH.indexOf(n); if (i < 0) throw new Error(`payroll column ${n}`); return i; };
const PROWS = PRAW.slice(ph + 1).filter((r) => r[0]).map((r) => ({ period: r[0], payDate: usIso(r[pc('Pay Date')]), id: r[pc('Employee No.')], name: r[pc('Employee Name')], pos: r[pc('Position')], branch: r[pc('Branch')], basic: +r[pc('Basic Pay')], otHrs: +r[pc('OT Hours')], ot: +r[pc('OT Pay')], allow: +r[pc('Allowances (non-taxable)')], gross: +r[pc('Gross Pay')], sss: +r[pc('SSS (EE)')], ph: +r[pc('PhilHealth (EE)')], hdmf: +r[pc('Pag-IBIG (EE)')], tax: +r[pc('Withholding Tax')], ded: +r[pc('Total Deductions')], net: +r[pc('Net Pay')] }));
const EMP = PROWS.filter((r) => r.name !== 'PERIOD TOTAL');
const PTOT = PROWS.filter((r) => r.name === 'PERIOD TOTAL');
const PERIODS = [...new Set(EMP.map((r) => r.period))];
ok(PERIODS.length === 6 && PTOT.length === 6, 'six cut-offs, each with a PERIOD TOTAL row');
ok(EMP.every((r) => near(r.basic + r.ot + r.allow, r.gross) && near(r.sss + r.ph + r.hdmf + r.tax, r.ded) && near(r.gross - r.ded, r.net)), 'payroll rows: gross, deductions and net foot');
ok(EMP.every((r) => /^[A-Z][A-Za-z -]+, [A-Z][a-z]+$/.test(r.name)), 'names as "Last, First"');
for (const t of PTOT) { const rows = EMP.filter((r) => r.period === t.period); ok(['basic', 'ot', 'allow', 'gross', 'sss', 'ph', 'hdmf', 'tax', 'ded', 'net'].every((k) => near(sum(rows.map((r) => r[k])), t[k])) && rows.reduce((s, r) => s + r.otHrs, 0) === t.otHrs, `PERIOD TOTAL foots: ${t.period}`); }
const per = (from, to) => PERIODS.find((p) => p === `${from} - ${to}`);
const pRows = (p) => EMP.filter((r) => r.period === p);
const P1 = per('01/01/2026', '01/15/2026'), P4 = per('02/16/2026', '02/28/2026'), P5 = per('03/01/2026', '03/15/2026');
ok(P1 && P4 && P5, 'cut-off labels month-first');
const fullName = (csvName) => { const [last, first] = csvName.split(', '); return `${first} ${last}`; };

// ---- Lindenhof grant workbook
const GW = xlsx(Fl('kabuhayan', /Lindenhof grant/));
const GR = GW['Financial report'], GF = GW['Funds received'];
ok(GR.merges.includes('C6:E6') && txt(GR.rows[5][2]) === 'Expenditure (PHP)' && /2025/.test(txt(GR.rows[6][2])) && /2026/.test(txt(GR.rows[6][3])) && txt(GR.rows[6][4]) === 'Cumulative', 'grant report: merged PHP header over three period columns');
const TR = GF.rows.filter((r) => typeof r[0] === 'number').map((r) => ({ n: r[0], date: r[1] instanceof Date ? iso(r[1]) : null, eur: r[2], rate: r[3], php: r[4], remark: txt(r[5]) }));
ok(TR.length === 3 && TR.filter((t) => t.date).every((t) => near(t.php, R2(t.eur * t.rate))), 'tranche PHP = ROUND(EUR × rate)');
const recRow = GF.rows[findRow(GF.rows, /^Total received$/)], rateRow = GF.rows[findRow(GF.rows, /^Weighted average rate/)];
const recEur = recRow[2], recPhp = recRow[4], avgRate = rateRow[4];
ok(near(recEur, sum(TR.filter((t) => t.date).map((t) => t.eur))) && near(recPhp, sum(TR.filter((t) => t.date).map((t) => t.php))) && Math.abs(avgRate - Math.round((recPhp / recEur) * 1e4) / 1e4) < 1e-9, 'funds received totals and weighted average rate');
ok(GR.rows[3][6] === avgRate, 'financial report uses the rate on the funds sheet');
const GL = GR.rows.filter((r) => /^\d\. /.test(txt(r[0])) && typeof r[1] === 'number').map((r) => ({ name: txt(r[0]).replace(/^\d\. /, ''), budget: r[1], y25: num(r[2]), q1: num(r[3]), cum: r[4], eur: r[5], left: r[6], pct: r[7] }));
ok(GL.length === 8 && GL.every((l) => near(l.y25 + l.q1, l.cum) && near(l.eur, R2(l.cum / avgRate)) && near(l.budget - l.eur, l.left) && Math.abs(l.pct - l.eur / l.budget) < 1e-9), 'grant lines: cumulative, EUR at the rate, balance and %');
const GT = GR.rows[findRow(GR.rows, /^TOTAL$/)];
ok([1, 2, 3, 4, 5, 6].every((i) => near(num(GT[i]), sum(GL.map((l) => [l.budget, l.y25, l.q1, l.cum, l.eur, l.left][i - 1])))), 'grant TOTAL row foots');
const grantTotal = GF.rows[findRow(GF.rows, /^Total grant/)][2];
ok(grantTotal === sum(GL.map((l) => l.budget)) && grantTotal === sum(TR.map((t) => t.eur)), 'grant budget = sum of tranches');
{
  const los = [...new Set(EMP.filter((r) => r.pos === 'Loan Officer' && ['Jaro', 'Pavia'].includes(r.branch)).map((r) => r.id))].filter((id) => EMP.filter((r) => r.id === id).length === 6);
  ok(los.length === 2 && near(sum(EMP.filter((r) => los.includes(r.id)).map((r) => r.basic)), GL.find((l) => /salaries/.test(l.name)).q1), 'grant salaries Q1 2026 = basic pay of the Jaro and Pavia loan officers in the payroll register');
}
const gline = (re) => GL.find((l) => re.test(l.name));

// ---- board minutes and dashboard
const BTXT = await docx(Fl('kabuhayan', /BOT minutes/));
const BFLAT = BTXT.replace(/\s+/g, ' ');
const DASH = new Map(tableRows(BTXT).map((r) => [r[0], r.slice(1)]));
const dv = (label, i) => num(DASH.get(label)[i]);
ok(DASH.get('Indicator').join('|') === 'Q1 2025|Q4 2025|Q1 2026|Target Dec 2026', 'dashboard columns');
ok(dv('Active borrowers', 2) === PB.T.borrowers, 'dashboard borrowers = PAR report');
ok(Math.abs(dv('Gross loan portfolio', 2) - PB.T.total) <= 0.5, 'dashboard GLP = PAR report (to the peso)');
ok(near(dv('PAR > 30 days', 2), Math.round((PB.T.par / PB.T.total) * 1000) / 1000, 1e-9), 'dashboard PAR30 % = PAR report (1 dp)');
ok(dv('Loan officers (end of quarter)', 2) === new Set(EMP.filter((r) => r.period === PERIODS.at(-1) && r.pos === 'Loan Officer').map((r) => r.id)).size, 'dashboard loan officers = payroll');
ok([0, 1, 2, 3].every((i) => dv('Active borrowers per loan officer', i) === Math.round(dv('Active borrowers', i) / dv('Loan officers (end of quarter)', i))), 'borrowers per loan officer');
ok(Math.abs(dv('WVDB term loan outstanding', 1) - loanAt('2025-12-15').end) <= 0.5 && Math.abs(dv('WVDB term loan outstanding', 2) - loanAt('2026-03-15').end) <= 0.5, 'dashboard WVDB balance = schedule');
const q1Interest = money(BFLAT.match(/interest paid to WVDB for January to March 2026 amounted to ₱([\d,.]+?)\. /)[1]);
ok(near(q1Interest, sum(LOAN.filter((x) => x.due >= '2026-01-01' && x.due <= '2026-03-31').map((x) => x.interest))), 'minutes: Q1 interest = schedule');
const allowanceBooks = money(BFLAT.match(/allowance for probable loan losses in the books stood at ₱([\d,.]+?) as of March 31, 2026/)[1]);
ok(allowanceBooks < provRequired, 'allowance in the books is below the required allowance');
ok(near(money(BFLAT.match(/write-off of \d+ loans totalling ₱([\d,]+\.\d\d),/)[1]), dv('Loans written off in the quarter', 2)), 'minutes write-off = dashboard');
ok(/third tranche of EUR 24,000 is expected by June 30, 2026/.test(BFLAT) && /Due June 30, 2026/.test(TR[2].remark), 'third tranche date agrees');

// ---- sales invoice photo
const INV = ocr(Fl('kabuhayan', /^kabuhayan\/IMG_/));
const invItems = INV.split('\n').map((l) => l.match(/^(\d+) ?[xX] (.+?) ([\d,]+\.\d\d) ([\d,]+\.\d\d)$/)).filter(Boolean).map((m) => ({ q: +m[1], p: money(m[3]), amt: money(m[4]) }));
const invTotal = lastMoney(ocrLine(INV, /^TOTAL AMOUNT DUE/)), invVat = lastMoney(ocrLine(INV, /^VAT Amount \(12%\)/)), invVatable = lastMoney(ocrLine(INV, /^VATable Sales/));
ok(invItems.length === 5 && invItems.every((i) => near(i.q * i.p, i.amt)) && near(sum(invItems.map((i) => i.amt)), invTotal), 'invoice lines read, extend and add to the total');
ok(near(invVatable, R2(invTotal / 1.12)) && near(invVatable + invVat, invTotal) && near(lastMoney(ocrLine(INV, /^Less: VAT/)), invVat), 'invoice VAT is 12/112 of the VAT-inclusive total');
const invDate = longIso(ocrLine(INV, /^Date:/));

// ================================================================== Mount Salem
// ---- subscriptions ledger
const DW = xlsx(Fl('mountsalem', /Subscriptions ledger/));
const DM = DW['Members'], DRt = DW['Rates'];
ok(DM.merges.includes('F4:H4') && txt(DM.rows[3][5]).startsWith('Payments received') && ['Apr', 'May', 'Jun'].every((m, i) => txt(DM.rows[4][5 + i]) === m), 'ledger: merged payments header over Apr / May / Jun');
const RATES = new Map(DRt.rows.slice(3).filter((r) => txt(r[0]) && typeof r[1] === 'number').map((r) => [txt(r[0]), { now: r[1], before: r[2] }]));
const MEM = DM.rows.filter((r) => /^MS\d{3}$/.test(txt(r[0]))).map((r) => ({ no: txt(r[0]), name: txt(r[1]), cat: txt(r[2]), joined: iso(r[3]), sub: r[4], pay: [r[5], r[6], r[7]].map(num), paid: r[8], bal: r[9], status: txt(r[10]) }));
ok(MEM.every((m) => m.sub === RATES.get(m.cat).now && m.paid === sum(m.pay) && m.bal === m.sub - m.paid), 'ledger: sub from the rates sheet, paid and balance');
ok(MEM.every((m) => m.status === (m.sub === 0 ? 'Exempt' : m.bal <= 0 ? 'Paid' : m.paid === 0 ? 'Unpaid' : 'Part paid')), 'ledger: status column');
{
  const t = DM.rows[findRow(DM.rows, /^Totals$/, 1)];
  ok(t[4] === sum(MEM.map((m) => m.sub)) && [0, 1, 2].every((i) => t[5 + i] === sum(MEM.map((m) => m.pay[i]))) && t[8] === sum(MEM.map((m) => m.paid)) && t[9] === sum(MEM.map((m) => m.bal)), 'ledger totals foot');
  ok(DM.rows[findRow(DM.rows, /^Members on register$/)][3] === MEM.length, 'members on register count');
}
ok(DM.rows.filter((r) => /^MS\d{3}$/.test(txt(r[0]))).some((r) => r[5] === null), 'blank cells where nothing was paid');

// ---- cash flow forecast
const CW = xlsx(Fl('mountsalem', /cash flow forecast/));
const CF = CW['Forecast'];
const wcRow = CF.rows[findRow(CF.rows, /^w\/c$/)];
const WEEKS = wcRow.slice(1, 14).map((d) => iso(d));
ok(WEEKS.length === 13 && WEEKS[0] === '2026-07-06' && WEEKS.every((w, i) => i === 0 || (Date.parse(w) - Date.parse(WEEKS[i - 1])) / 864e5 === 7), 'thirteen weeks commencing Mondays from 6 July 2026');
ok(['B4:E4', 'F4:J4', 'K4:N4'].every((m) => CF.merges.includes(m)) && txt(CF.rows[3][1]) === 'July 2026' && txt(CF.rows[3][5]) === 'August 2026' && txt(CF.rows[3][10]) === 'September 2026', 'month headers merged over their weeks');
ok(WEEKS.slice(0, 4).every((w) => w.slice(5, 7) === '07') && WEEKS.slice(4, 9).every((w) => w.slice(5, 7) === '08') && WEEKS.slice(9).every((w) => w.slice(5, 7) === '09'), 'weeks sit under their months');
const cfr = (label) => { const i = findRow(CF.rows, new RegExp(`^${label.replace(/[()/&]/g, (c) => '\\' + c)}$`)); if (i < 0) throw new Error(`forecast row ${label}`); return CF.rows[i].slice(1, 15).map(num); };
const cfSection = (from, to) => { const a = findRow(CF.rows, new RegExp(`^${from}$`)), b = findRow(CF.rows, new RegExp(`^${to}$`)); return CF.rows.slice(a + 1, b).filter((r) => txt(r[0])).map((r) => ({ label: txt(r[0]), w: r.slice(1, 14).map(num), tot: num(r[14]) })); };
const CREC = cfSection('RECEIPTS', 'Total receipts'), CPAY = cfSection('PAYMENTS', 'Total payments');
const cfOpen = cfr('Opening cash'), cfRecT = cfr('Total receipts'), cfPayT = cfr('Total payments'), cfNet = cfr('Net cash flow'), cfClose = cfr('Closing cash'), cfBuf = cfr('Minimum cash buffer (committee policy)'), cfHead = cfr('Headroom / (shortfall) against buffer');
ok([...CREC, ...CPAY].every((l) => near(sum(l.w), l.tot)), 'forecast lines add across to the 13-week total');
ok([...Array(13).keys()].every((w) => near(sum(CREC.map((l) => l.w[w])), cfRecT[w]) && near(sum(CPAY.map((l) => l.w[w])), cfPayT[w]) && near(cfRecT[w] - cfPayT[w], cfNet[w]) && near(cfOpen[w] + cfNet[w], cfClose[w]) && (w === 0 || cfOpen[w] === cfClose[w - 1]) && near(cfClose[w] - cfBuf[w], cfHead[w])), 'forecast foots: receipts, payments, net, opening = last closing, headroom');
ok(near(cfRecT[13], sum(cfRecT.slice(0, 13))) && near(cfPayT[13], sum(cfPayT.slice(0, 13))), 'forecast total column');
const cfLine = (label) => [...CREC, ...CPAY].find((l) => l.label === label);

// ---- fixed asset register
const FTXT = pdf(Fl('mountsalem', /Fixed Asset Register/));
const FP = FTXT.split('\f');
ok(/Continued overleaf/.test(FP[0]) && /\(continued\)/.test(FP[1] || '') && /Accum\. depn/.test(FP[1]), 'register continues on a second page with its header');
ok(/Cost b\/f\s+Cost c\/f\s+Accum\. depn\s+Charge\s+Accum\. depn\s+NBV/.test(FTXT) && /1 Apr 2025\s+Additions\s+31 Mar 2026\s+b\/f\s+for year\s+c\/f\s+31 Mar 2026/.test(FTXT), 'two-line headers');
const FA = [], FG = [];
let group = null;
for (const line of FTXT.split('\n')) {
  const parts = line.trim().split(/\s{2,}/);
  if (/^[A-Z]\d\d$/.test(parts[0]) && parts.length === 11) { const v = parts.slice(4).map(num); FA.push({ id: parts[0], d: parts[1], acq: ukIso(parts[2]), life: +parts[3], costBf: v[0], add: v[1], costCf: v[2], depBf: v[3], charge: v[4], depCf: v[5], nbv: v[6], group }); continue; }
  if (parts.length === 1 && /^[A-Z][a-z]+( &)? [a-z &]+$|^Electronics$/.test(parts[0]) && !/^Notes$/.test(parts[0])) { group = parts[0]; continue; }
  if (/^(Total |TOTAL ALL ASSETS)/.test(parts[0]) && parts.length === 8) FG.push({ label: parts[0], v: parts.slice(1).map(num) });
}
ok(FA.length === 15 && FG.length === 6, `register: 15 assets and 6 total lines read (${FA.length}, ${FG.length})`);
ok(FA.every((a) => near(a.costBf + a.add, a.costCf) && near(a.depBf + a.charge, a.depCf) && near(a.costCf - a.depCf, a.nbv)), 'register rows foot across');
{
  // recompute depreciation: straight line on cost, half a year in the year of acquisition (FY from 1 April)
  const fy = (d) => (+d.slice(5, 7) >= 4 ? +d.slice(0, 4) : +d.slice(0, 4) - 1);
  ok(FA.every((a) => {
    const annual = a.costCf / a.life;
    const isAdd = fy(a.acq) === 2025;
    const bf = isAdd ? 0 : Math.min(annual * (0.5 + 2024 - fy(a.acq)), a.costCf);
    const ch = Math.min(isAdd ? annual / 2 : annual, a.costCf - bf);
    return near(a.depBf, R2(bf)) && near(a.charge, R2(ch)) && (isAdd ? a.costBf === 0 && a.add === a.costCf : a.add === 0);
  }), 'register depreciation recomputed from cost, life and date acquired');
}
for (const g of FG.filter((x) => x.label !== 'TOTAL ALL ASSETS')) {
  const members = FA.filter((a) => `total ${a.group.toLowerCase()}` === g.label.toLowerCase());
  ok(members.length > 0 && ['costBf', 'add', 'costCf', 'depBf', 'charge', 'depCf', 'nbv'].every((k, i) => near(sum(members.map((a) => a[k])), g.v[i])), `register subtotal: ${g.label}`);
}
const FTOT = FG.find((x) => x.label === 'TOTAL ALL ASSETS').v;
ok(['costBf', 'add', 'costCf', 'depBf', 'charge', 'depCf', 'nbv'].every((k, i) => near(sum(FA.map((a) => a[k])), FTOT[i])), 'register grand total');
const asset = (re) => { const a = FA.filter((x) => re.test(x.d)); ok(a.length === 1, `one asset ${re}`); return a[0]; };

// ---- pivot export
const PV = parse(fs.readFileSync(path.join(DOCS, Fl('mountsalem', /pivot/)), 'utf8'), { relax_column_count: true });
const pvh = PV.findIndex((r) => r[0] === 'Category');
ok(PV[pvh - 1][0] === 'Sum of Amount (J$)' && PV[pvh - 1][2] === 'Quarter', 'pivot header block');
const PIV = [], PSUB = [];
let cat = null, grand = null;
for (const r of PV.slice(pvh + 1)) {
  const v = r.slice(2, 7).map(num);
  if (r[0] === 'Grand Total') { grand = v; continue; }
  if (/ Total$/.test(r[0])) { PSUB.push({ cat: r[0].replace(/ Total$/, ''), v }); continue; }
  if (r[0]) cat = r[0];
  PIV.push({ cat, payee: r[1], v });
}
ok(PIV.every((p) => near(sum(p.v.slice(0, 4)), p.v[4])), 'pivot rows add across');
ok(PSUB.every((s) => [0, 1, 2, 3, 4].every((i) => near(sum(PIV.filter((p) => p.cat === s.cat).map((p) => p.v[i])), s.v[i]))), 'pivot subtotals foot');
ok([0, 1, 2, 3, 4].every((i) => near(sum(PSUB.map((s) => s.v[i])), grand[i])), 'pivot grand total');
ok(PV.slice(pvh + 1).some((r) => r[0] === '' && r[1]), 'category shown only on its first row');

// ---- treasurer's report
const TTXT = await docx(Fl('mountsalem', /Treasurer's report/));
const TFLAT = TTXT.replace(/\s+/g, ' ');
const TROWS = tableRows(TTXT);
ok(TROWS[0].slice(1).join('|') === 'Original budget (Mar 2025)|Revision 1 (Sep 2025)|Revision 2 (Jan 2026)|Actual', 'budget table: three versions and actual');
const TL = new Map(TROWS.slice(1).filter((r) => r[1] !== '').map((r) => [r[0], r.slice(1).map(num)]));
const tl = (l) => { const v = TL.get(l); if (!v) throw new Error(`treasurer line ${l}`); return v; };
const incL = TROWS.slice(TROWS.findIndex((r) => r[0] === 'INCOME') + 1, TROWS.findIndex((r) => r[0] === 'Total income')).map((r) => r[0]);
const expL = TROWS.slice(TROWS.findIndex((r) => r[0] === 'EXPENDITURE') + 1, TROWS.findIndex((r) => r[0] === 'Total expenditure')).map((r) => r[0]);
ok([0, 1, 2, 3].every((i) => near(sum(incL.map((l) => tl(l)[i])), tl('Total income')[i]) && near(sum(expL.map((l) => tl(l)[i])), tl('Total expenditure')[i]) && near(tl('Total income')[i] - tl('Total expenditure')[i], tl('Surplus / (deficit) for the year')[i])), 'budget table foots in all four columns');
ok(near(tl('Depreciation')[3], FTOT[4]), 'depreciation actual = register charge');
ok(PSUB.every((s) => TL.has(s.cat) && near(tl(s.cat)[3], s.v[4])) && PSUB.length === expL.length - 1, 'pivot categories = actual expense lines (all but depreciation)');
ok(near(grand[4], tl('Total expenditure')[3] - tl('Depreciation')[3]), 'pivot grand total = expenditure less depreciation');
ok(new RegExp(`There were ${MEM.length} members on the register at 30 June 2026`).test(TFLAT), 'member count = ledger');
ok(/senior playing subscription from J\$20,000 to J\$24,000/.test(TFLAT) && RATES.get('Senior playing').before === 20000 && RATES.get('Senior playing').now === 24000, 'subscription rise agrees with the rates sheet');
ok(near(money(TFLAT.match(/On 3 July 2026 the current account stood at J\$([\d,]+)/)[1]), cfOpen[0]), 'forecast opening = treasurer');
ok(near(money(TFLAT.match(/minimum buffer of J\$([\d,]+)/)[1]), cfBuf[0]), 'buffer agrees');
ok(near(money(TFLAT.match(/Donations of J\$([\d,]+) were received by 31 March 2026/)[1]), tl('Pavilion roof appeal donations')[3]), 'appeal donations to 31 March = table');
ok(near(money(TFLAT.match(/depreciation charge of J\$([\d,]+)/)[1]), FTOT[4]) && near(money(TFLAT.match(/electronic scoreboard \(J\$([\d,]+)\)/)[1]), asset(/scoreboard/).costCf), 'prose agrees with the register');
{
  const m = TFLAT.match(/closed with a surplus of J\$([\d.]+) million/);
  ok(m && Math.abs(+m[1] * 1e6 - tl('Surplus / (deficit) for the year')[3]) < 5000, 'prose surplus in millions');
}
const appealTarget = money(TFLAT.match(/with a target of J\$([\d,]+)/)[1]);
const appealRaised = money(TFLAT.match(/by 30 June 2026 the thermometer on the clubhouse wall stood at J\$([\d,]+)/)[1]);
ok(appealRaised > tl('Pavilion roof appeal donations')[3] && appealRaised < appealTarget, 'thermometer between March donations and target');
ok(cfLine('Pavilion roof contractor').w[WEEKS.indexOf('2026-08-17')] > 0 && /stage 2, the new roof sheeting, is due for payment in mid-August/.test(TFLAT), 'stage 2 roof payment in mid-August in both');

// ---- till receipt photo
const RC = ocr(Fl('mountsalem', /^mountsalem\/\d{8}_\d{6}\.jpg$/));
const rcItems = RC.split('\n').map((l) => l.match(/^(\d+) ?[xX] (.+?) ?([\d,]+\.\d\d) ([\d,]+\.\d\d)$/)).filter(Boolean).map((m) => ({ q: +m[1], p: money(m[3]), amt: money(m[4]) }));
const rcSub = lastMoney(ocrLine(RC, /^SUBTOTAL/)), rcGct = lastMoney(ocrLine(RC, /^GCT 15%/)), rcTotal = lastMoney(ocrLine(RC, /^TOTAL JMD/));
ok(rcItems.length === 4 && rcItems.every((i) => near(i.q * i.p, i.amt)) && near(sum(rcItems.map((i) => i.amt)), rcSub), 'receipt lines read, extend and add to the subtotal');
ok(near(rcGct, R2(rcSub * 0.15)) && near(rcSub + rcGct, rcTotal), 'receipt GCT 15% added');
const rcDate = ukIso(ocrLine(RC, /\d\d\/\d\d\/\d{4}/));
ok(near(PIV.find((p) => p.cat === 'Cricket equipment' && /Sports Depot/.test(p.payee)).v[3], rcTotal) && rcDate >= '2026-01-01' && rcDate <= '2026-03-31', 'receipt = the Sports Depot cricket spend in Jan-Mar');

// ================================================================== answers recomputed from the files
const wvdb2026 = LOAN.filter((x) => x.due.startsWith('2026'));
const parPct = (b) => (b.par / b.total) * 100;
const A = {
  // Kabuhayan
  'GLP at end of Q1 2026 per the PAR report, in millions?': () => PB.T.total / 1e6,
  'how much is 91-180 days past due in Oton': () => branch('Oton').b[4],
  'whats the monthly amortization on the WVDB loan': () => loanAmort,
  'Kristine Jalandoni take home pay for the feb 16-28 cutoff?': () => pRows(P4).find((r) => fullName(r.name) === 'Kristine Jalandoni').net,
  'no. of active borrowers in Leganes': () => branch('Leganes').borrowers,
  'VAT on the molo motor parts invoice': () => invVat,
  'lindenhof grant: approved budget for financial literacy training in EUR': () => gline(/literacy/).budget,
  'total withholding tax deducted from staff in Q1 2026': () => sum(EMP.map((r) => r.tax)),
  'how much interest do we pay WVDB in calendar 2026 (jan-dec payments)': () => sum(wvdb2026.map((x) => x.interest)),
  'how many euros have we actualy recieved from Lindenhof so far': () => sum(TR.filter((t) => t.date).map((t) => t.eur)),
  'total gross pay for March 2026, both cutoffs': () => sum(EMP.filter((r) => r.payDate.startsWith('2026-03')).map((r) => r.gross)),
  'PAR30 in pesos for the whole portfolio (31 days and over)': () => sum(PB.T.b.slice(2)),
  'how many more active borrowers do we need to hit the 2026 target': () => dv('Active borrowers', 3) - PB.T.borrowers,
  'how much principal did we pay down on the WVDB loan in Q1 2026': () => sum(LOAN.filter((x) => x.due >= '2026-01-01' && x.due <= '2026-03-31').map((x) => x.principal)),
  'loan loss allowance in the books - how much short of what the aging report requires?': () => provRequired - allowanceBooks,
  'lindenhof money received but not yet spent, in pesos': () => recPhp - sum(GL.map((l) => l.cum)),
  'PAR>30 for Oton as a % of its portfolio': () => parPct(branch('Oton')),
  'GLP growth Q1 2026 vs Q1 2025, %?': () => ((dv('Gross loan portfolio', 2) - dv('Gross loan portfolio', 0)) / dv('Gross loan portfolio', 0)) * 100,
  'overall how much of the lindenhof budget have we used up to end of march (%)': () => (sum(GL.map((l) => l.eur)) / grantTotal) * 100,
  'write-offs up by what % from Q4 2025 to Q1 2026': () => ((dv('Loans written off in the quarter', 2) - dv('Loans written off in the quarter', 1)) / dv('Loans written off in the quarter', 1)) * 100,
  'coverage ratio: loan loss allowance in the books divided by PAR30 balance': () => allowanceBooks / PB.T.par,
  'over the life of the WVDB loan, how much do we repay per peso borrowed': () => sum(LOAN.map((x) => x.pay)) / loanP,
  'avg loan size disbursed in Q1 2026': () => dv('Loans disbursed in the quarter', 2) / dv('Number of loans disbursed', 2),
  'average net pay per employee on the jan 1-15 payroll': () => sum(pRows(P1).map((r) => r.net)) / pRows(P1).length,
  'avg outstanding loan balance per borrower in Oton': () => branch('Oton').total / branch('Oton').borrowers,
  'how far short of the 2026 GLP target are we at end of Q1?': () => dv('Gross loan portfolio', 3) - PB.T.total,
  'OSS in Q1 2026 - how many points below target': () => (dv('Operational self-sufficiency (OSS)', 3) - dv('Operational self-sufficiency (OSS)', 2)) * 100,
  'M&E line on the lindenhof grant - how much under budget so far in EUR': () => gline(/Monitoring/).budget - gline(/Monitoring/).eur,
  'which branch has the worst PAR30 %?': () => argmax(PB.rows.map((b) => [b.name, parPct(b)]), 'branch PAR30'),
  'who got the most overtime pay in Q1': () => fullName(argmax([...new Set(EMP.map((r) => r.name))].map((n) => [n, sum(EMP.filter((r) => r.name === n).map((r) => r.ot))]), 'overtime')),
  'lindenhof grant - which budget line is closest to fully spent': () => argmax(GL.map((l) => [l.name, l.eur / l.budget]), 'grant line used'),
  'which loan product has the highest share of its balance more than 30 days late': () => argmax(PP.rows.map((p) => [p.name, parPct(p)]), 'product PAR30'),
  'how many people were paid in the feb 16-28 payroll': () => pRows(P4).length,
  'how many WVDB payments are left after the march 2026 one': () => LOAN.filter((x) => x.due > '2026-03-15').length,
  'how many branches are above 4% PAR30': () => PB.rows.filter((b) => parPct(b) > 4).length,
  'total portfolio of the branches with par30 over 4%': () => sum(PB.rows.filter((b) => parPct(b) > 4).map((b) => b.total)),
  'how many staff had OT in the march 1-15 cutoff': () => pRows(P5).filter((r) => r.otHrs > 0).length,
  'gross pay of loan officers only, all of Q1': () => sum(EMP.filter((r) => r.pos === 'Loan Officer').map((r) => r.gross)),
  "when's the last WVDB payment due": () => ({ date: LOAN.at(-1).due }),
  'date on the molo motor parts invoice?': () => ({ date: invDate }),
  'when did the 2nd lindenhof tranche come in': () => ({ date: TR.find((t) => t.n === 2).date }),
  'next board meeting date?': () => ({ date: longIso(BFLAT.match(/next regular meeting will be held on \w+, ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1]) }),
  'who chairs the board': () => BFLAT.match(/Present: ([^(]+?) \(Chairperson\)/)[1],
  'where is the new branch going to be': () => BFLAT.match(/opening of a seventh branch in (\w+)/)[1],
  'who are our external auditors': () => BFLAT.match(/re-appointing (.+?), Certified Public Accountants/)[1],
  // Mount Salem
  'bar sales actual FY25/26?': () => tl('Bar sales')[3],
  'NBV of the heavy roller at 31 march 2026': () => asset(/Heavy roller/).nbv,
  'annual sub for a family membership this year': () => RATES.get('Family').now,
  'what was the orignal budget for ground maintenance': () => tl('Ground maintenance')[0],
  'how much GCT on the sports depot receipt': () => rcGct,
  'forecast closing cash w/c 17 Aug': () => cfClose[WEEKS.indexOf('2026-08-17')],
  'depreciation on pitch & ground equipment plus vehicles FY25/26': () => sum(FA.filter((a) => /Pitch|vehicles/.test(a.group)).map((a) => a.charge)),
  'total spent at sports depot last year, cricket and netball together': () => sum(PIV.filter((p) => /Sports Depot/.test(p.payee)).map((p) => p.v[4])),
  'forecast bar takings for august 2026, all weeks': () => sum(cfLine('Bar takings').w.filter((_, i) => WEEKS[i].slice(5, 7) === '08')),
  'total receipts in the 13 wk forecast': () => sum(cfRecT.slice(0, 13)),
  'how much did we pay montego hardware in total last FY': () => sum(PIV.filter((p) => /Montego Hardware/.test(p.payee)).map((p) => p.v[4])),
  'how much did the bar make after stock costs last year': () => tl('Bar sales')[3] - tl('Bar stock')[3],
  'how much did the Jan revision cut ground maintenance by vs the Sept one': () => tl('Ground maintenance')[1] - tl('Ground maintenance')[2],
  "what's left to raise for the roof appeal": () => appealTarget - appealRaised,
  'change in forecast cash from start of july to the end of september': () => cfClose[12] - cfOpen[0],
  'senior playing sub went up by what % this year': () => ((RATES.get('Senior playing').now - RATES.get('Senior playing').before) / RATES.get('Senior playing').before) * 100,
  'what % of the roof appeal target have we raised': () => (appealRaised / appealTarget) * 100,
  'what % of this years subs billed have come in so far': () => (sum(MEM.map((m) => m.paid)) / sum(MEM.map((m) => m.sub))) * 100,
  'bar gross margin last FY as a %': () => ((tl('Bar sales')[3] - tl('Bar stock')[3]) / tl('Bar sales')[3]) * 100,
  'FY25/26 income to expenditure ratio': () => tl('Total income')[3] / tl('Total expenditure')[3],
  'forecast receipts to payments ratio over the 13 weeks': () => cfRecT[13] / cfPayT[13],
  'accumulated depreciation to cost for the whole register at 31/3/26, as a ratio': () => sum(FA.map((a) => a.depCf)) / sum(FA.map((a) => a.costCf)),
  'avg weekly bar takings in the forecast': () => sum(cfLine('Bar takings').w) / 13,
  'average sub per member this year, leaving out life & honorary members': () => { const m = MEM.filter((x) => x.cat !== 'Life / Honorary'); return sum(m.map((x) => x.sub)) / m.length; },
  'avg monthly utilities spend last FY': () => tl('Utilities (JPS & NWC)')[3] / 12,
  'how far off the final (Jan) budget was bar sales?': () => tl('Bar sales')[3] - tl('Bar sales')[2],
  'utilities vs original budget - how much over': () => tl('Utilities (JPS & NWC)')[3] - tl('Utilities (JPS & NWC)')[0],
  'total spending vs revision 2 budget, over or under by how much?': () => tl('Total expenditure')[3] - tl('Total expenditure')[2],
  'which week in the forecast has the lowest closing cash': () => { const w = argmin(WEEKS.map((x, i) => [x, cfClose[i]]), 'closing cash'); const d = new Date(w); return `w/c ${d.getUTCDate()} ${MON[d.getUTCMonth()].slice(0, 3)} (wk ${WEEKS.indexOf(w) + 1})`; },
  'which asset has the biggest NBV': () => argmax(FA.map((a) => [a.d, a.nbv]), 'NBV'),
  'who owes the most subs right now': () => argmax(MEM.map((m) => [m.name, m.bal]), 'balance owed'),
  'leaving out the roof job, which supplier did we pay the most last FY': () => { const t = new Map(); for (const p of PIV) if (p.cat !== 'Pavilion roof works') t.set(p.payee, (t.get(p.payee) || 0) + p.v[4]); return argmax([...t], 'payee'); },
  "how many members haven't paid a cent of their subs yet": () => MEM.filter((m) => m.sub > 0 && m.paid === 0).length,
  'how many assets are fully written down': () => FA.filter((a) => a.nbv === 0).length,
  'how many weeks does the forecast dip below the 500k buffer': () => cfClose.slice(0, 13).filter((c) => c < 500000).length,
  'how many junior members on the ledger': () => MEM.filter((m) => /^Junior/.test(m.cat)).length,
  'total still owed by senior playing members': () => sum(MEM.filter((m) => m.cat === 'Senior playing').map((m) => m.bal)),
  'total NBV of the assets that cost over J$1m': () => sum(FA.filter((a) => a.costCf > 1e6).map((a) => a.nbv)),
  'date of the sports depot receipt': () => ({ date: rcDate }),
  "when's the AGM": () => ({ date: longIso(TTXT.match(/^Saturday (\d{1,2} [A-Z][a-z]+ \d{4}), /m)[1]) }),
  'when did we buy the scoreboard': () => ({ date: asset(/scoreboard/).acq }),
  'when did our newest member join': () => ({ date: argmax(MEM.map((m) => [m.joined, Date.parse(m.joined)]), 'newest member') }),
  'who does our audit': () => TFLAT.match(/audited by (.+?), Chartered Accountants/)[1],
  'who is the roof contractor': () => TFLAT.match(/([A-Z][\w']+ Roofing & Construction Ltd) completed stage 1/)[1],
  "whos the hon treasurer": () => TTXT.match(/^(.+)\nHonorary Treasurer$/m)[1],
};
const NF = {
  'how much did DSWD give us this year': ['DSWD', 'Social Welfare'],
  'GCash collection fees in Q1?': ['GCash', 'e-wallet'],
  'what did we earn from microinsurance commissions in Q1 2026': ['insurance', 'commission'],
  'how much was the Christmas party': ['Christmas', 'party'],
  'office rental for the Miagao branch per month?': ['rental', 'office rent', 'lease '],
  'how much did Digicel sponsor us': ['Digicel'],
  'what did the annual dinner make': ['dinner', 'gala'],
  "what's our overdraft limit with the bank": ['overdraft', 'credit line', 'credit limit'],
  'cost of the youth team trip to Barbados': ['Barbados', 'trip'],
  'how much property tax do we pay on the ground': ['property tax', 'land tax', 'rates bill'],
};

// all text of an organisation's files
async function orgText(org) {
  let all = '';
  for (const f of files(org)) {
    if (f.endsWith('.pdf')) all += pdf(f);
    else if (f.endsWith('.csv')) all += fs.readFileSync(path.join(DOCS, f), 'utf8');
    else if (f.endsWith('.docx')) all += await docx(f);
    else if (f.endsWith('.jpg')) all += ocr(f);
    else if (f.endsWith('.xlsx')) { const w = xlsx(f); for (const [n, s] of Object.entries(w)) all += ` ${n} ` + s.rows.map((r) => r.map(txt).join(' ')).join('\n'); }
    all += '\n' + f + '\n';
  }
  return all;
}
const TEXT = { kabuhayan: await orgText('kabuhayan'), mountsalem: await orgText('mountsalem') };

// date phrase -> {y, m, d}; numeric dates month-first for kabuhayan, day-first for mountsalem
function phraseDate(p, org) {
  const s = p.toLowerCase().replace(/(\d+)(st|nd|rd|th)\b/, '$1').replace(/ of /, ' ').replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+) (\d+) (\d{4})$/))) return { m: mon(m[1]), d: +m[2], y: +m[3] };
  if ((m = s.match(/^(\d+) ([a-z]+) (\d{4})$/))) return { m: mon(m[2]), d: +m[1], y: +m[3] };
  if ((m = s.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
  if ((m = s.match(/^(\d+)\/(\d+)\/(\d{4})$/))) return org === 'kabuhayan' ? { m: +m[1], d: +m[2], y: +m[3] } : { d: +m[1], m: +m[2], y: +m[3] };
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
    ok(typeof got === 'number' && Math.abs(Math.abs(got) - Math.abs(a.value)) <= Math.max(1e-6 * Math.abs(a.value), 0.006), `${c.id} ${c.question}: files say ${got}, case says ${a.value}`);
    if (a.alt) ok(a.alt.every((x) => near(x, a.value * 1e6, 0.01) || near(x, a.value * 1e3, 0.01)), `${c.id} alt is the same figure in units`);
    if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; ok(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
    if (c.kind === 'ratio') { const r2 = Math.round(a.value * 100) / 100; ok(Math.abs(r2 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp`); }
  } else if (got && typeof got === 'object' && got.date) {
    const [y, m, d] = got.date.split('-').map(Number);
    ok(a.any.length >= 6, `${c.id} several date phrasings`);
    for (const p of a.any) { const pd = phraseDate(p, c.org); ok(pd && pd.m === m && pd.d === d && pd.y === y, `${c.id} date phrase "${p}" = ${got.date}`); }
  } else {
    ok(typeof got === 'string' && a.any.some((p) => norm(got).includes(norm(p))), `${c.id} text "${got}" matches an accepted phrase ${JSON.stringify(a.any)}`);
    if (c.kind === 'text') ok(norm(TEXT[c.org]).includes(norm(got)), `${c.id} text "${got}" is in the documents`);
    ok(a.any.every((p) => !/[.!?]\s/.test(p)), `${c.id} accepted phrases hold no sentence break`);
  }
}
for (const q of Object.keys(A)) ok(cases.some((c) => c.question === q), `recomputation used: ${q}`);
for (const q of Object.keys(NF)) ok(cases.some((c) => c.question === q && c.answer.type === 'notfound'), `notfound used: ${q}`);

// mix of kinds, files and replies
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length >= 95 && cases.length <= 110, `about 100 cases (${cases.length})`);
ok(perOrg('kabuhayan') === 50 && perOrg('mountsalem') === 50, '50 per organisation');
ok(kinds.notfound >= 8 && kinds.notfound <= 12, `about 10% notfound (${kinds.notfound})`);
for (const k of ['lookup', 'sum', 'difference', 'percent', 'ratio', 'average', 'variance', 'extreme', 'count', 'filter', 'date', 'text']) ok((kinds[k] || 0) >= 4, `kind ${k} present (${kinds[k] || 0})`);
for (const [o, re] of [['kabuhayan', /molo/i], ['mountsalem', /sports depot/i]]) ok(cases.filter((c) => c.org === o && re.test(c.question)).length >= 2, `${o} has questions on its photo`);
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.kabuhayan?.fiscalYearStart === 'January' && orgs.mountsalem?.fiscalYearStart === 'April' && /Kabuhayan/.test(orgs.kabuhayan.name) && /Mount Salem/.test(orgs.mountsalem.name), 'orgs.json');
for (const o of ['kabuhayan', 'mountsalem']) {
  ok(files(o).length >= 5 && files(o).length <= 7, `${o}: 5-7 files`);
  const ex = new Set(files(o).map((f) => f.split('.').at(-1)));
  ok(['xlsx', 'csv', 'pdf', 'docx', 'jpg'].every((e) => ex.has(e)), `${o} has xlsx, csv, pdf, docx and jpg`);
}
const size = ['kabuhayan', 'mountsalem'].flatMap(files).reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
