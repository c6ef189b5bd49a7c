// Reads the GENERATED FILES of set X back, without importing data.mjs, checks that each document adds up
// and agrees with the others, and recomputes every expected answer in cases.jsonl from what the files hold.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-x');
const DOC = (org, f) => path.join(SET, 'documents', org, f);
let checks = 0;
const fail = (msg) => { throw new Error(`verify: ${msg}`); };
const near = (a, b, tol = 0.005) => Math.abs(a - b) <= Math.max(tol, 1e-9);
const expect = (cond, msg) => { checks++; if (!cond) fail(msg); };
const eq = (a, b, msg, tol = 0.005) => expect(near(a, b, tol), `${msg}: ${a} != ${b}`);
const r2 = (x) => Math.round(x * 100) / 100;
const S = (a) => r2(a.reduce((s, x) => s + x, 0));
const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;

// ------------------------------------------------------------------ readers
// exceljs drops a cached formula result of 0 when it reads (<v>0</v> is in the file), so a formula without one reads as 0
const cv = (c) => { const v = c.value; if (v && typeof v === 'object' && !(v instanceof Date)) { if ('formula' in v || 'sharedFormula' in v) return v.result ?? 0; if ('result' in v) return v.result; if (v.richText) return v.richText.map((t) => t.text).join(''); } return v; };
async function sheetRows(file, name) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = name ? wb.getWorksheet(name) : wb.worksheets[0];
  if (!ws) fail(`no sheet ${name} in ${file}`);
  const rows = [];
  ws.eachRow({ includeEmpty: false }, (row) => { const a = []; for (let i = 1; i <= ws.columnCount; i++) a.push(cv(row.getCell(i)) ?? null); rows.push(a); });
  return rows;
}
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<\/w:tc>/g, ' | ').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
async function pdfLines(file) {
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const out = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const tc = await (await pdf.getPage(p)).getTextContent();
    const rows = new Map();
    for (const it of tc.items) {
      if (!it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const k = [...rows.keys()].find((q) => Math.abs(q - y) <= 2) ?? y;
      if (!rows.has(k)) rows.set(k, []);
      rows.get(k).push({ x: it.transform[4], s: it.str.trim() });
    }
    for (const [, its] of [...rows].sort((a, b) => b[0] - a[0])) out.push(its.sort((a, b) => a.x - b.x).map((i) => i.s));
  }
  return out;
}
const num = (s) => { s = String(s).trim(); if (s === '-' || s === '–') return 0; const neg = /^\(.*\)$/.test(s) || s.startsWith('-'); const v = parseFloat(s.replace(/[^\d.]/g, '')); return neg ? -v : v; };
const isNum = (s) => /^(\(?-?[£¥]?[\d,]+(\.\d+)?%?\)?|-|–)$/.test(String(s).trim());
// a PDF table: label -> numbers, for lines whose cells after the first are all numbers
const pdfTable = (lines, n) => { const t = new Map(); for (const l of lines) if (l.length === n + 1 && l.slice(1).every(isNum) && !t.has(l[0])) t.set(l[0], l.slice(1).map(num)); return t; };

// ------------------------------------------------------------------ Ardvaar
const A = {};
{
  const org = 'ardvaar';
  // FreeAgent P&L
  const rows = await sheetRows(DOC(org, 'FreeAgent Profit and Loss Oct 2024 - Sep 2025 monthly.xlsx'));
  const head = rows.find((r) => r[13] === 'Total');
  A.months = head.slice(1, 13);
  expect(A.months[0] === 'Oct 2024' && A.months[11] === 'Sep 2025', 'P&L months');
  const pl = new Map();
  const order = [];
  for (const r of rows) if (typeof r[0] === 'string' && typeof r[1] === 'number') { pl.set(r[0], r.slice(1, 14)); order.push(r[0]); }
  for (const [k, v] of pl) eq(S(v.slice(0, 12)), v[12], `P&L total column ${k}`);
  const section = (from, to) => order.slice(order.indexOf(from) + 1, order.indexOf(to));
  const lines = (names) => names.map((n) => pl.get(n));
  const colSum = (names) => Array.from({ length: 13 }, (_, i) => S(lines(names).map((v) => v[i])));
  // sections start after their heading row (no numbers) — find by position in the sheet
  const labels = rows.map((r) => r[0]);
  const between = (a, b) => labels.slice(labels.indexOf(a) + 1, labels.indexOf(b)).filter((l) => pl.has(l));
  const turnover = between('Turnover', 'Total Turnover'), cos = between('Less: Cost of Sales', 'Total Cost of Sales');
  const other = between('Other Income', 'Total Other Income'), admin = between('Less: Administrative Expenses', 'Total Administrative Expenses');
  const dep = between('Less: Depreciation', 'Net Profit');
  void section;
  for (const [names, tot] of [[turnover, 'Total Turnover'], [cos, 'Total Cost of Sales'], [other, 'Total Other Income'], [admin, 'Total Administrative Expenses']]) colSum(names).forEach((v, i) => eq(v, pl.get(tot)[i], `${tot} col ${i}`));
  A.incM = Array.from({ length: 13 }, (_, i) => r2(pl.get('Total Turnover')[i] + pl.get('Total Other Income')[i]));
  A.expM = Array.from({ length: 13 }, (_, i) => r2(pl.get('Total Cost of Sales')[i] + pl.get('Total Administrative Expenses')[i] + S(dep.map((d) => pl.get(d)[i]))));
  A.incM.forEach((v, i) => eq(r2(v - A.expM[i]), pl.get('Net Profit')[i], `net profit col ${i}`));
  A.pl = pl; A.incomeLines = [...turnover, ...other]; A.expenseLines = [...cos, ...admin, ...dep];
  A.inc = A.incM[12]; A.exp = A.expM[12]; A.net = r2(A.inc - A.exp);
  A.line = (n) => { if (!pl.has(n)) fail(`no P&L line ${n}`); return pl.get(n); };

  // cottages
  const bk = await sheetRows(DOC(org, 'Cottage bookings 2024-25.xlsx'), 'Bookings');
  A.bookings = bk.filter((r) => /^AV\d{3}$/.test(r[0] ?? '')).map((r) => ({ cottage: r[1], guest: r[2], channel: r[3], arrive: r[4].toISOString().slice(0, 10), depart: r[5].toISOString().slice(0, 10), nights: r[6], guests: r[7], gross: r[8], commission: r[9], net: r[10] }));
  for (const b of A.bookings) { eq(b.net, r2(b.gross - b.commission), `booking net ${b.guest}`); eq(b.commission, b.channel === 'Sykes' ? r2(b.gross * 0.2) : 0, `commission ${b.guest}`); eq((new Date(b.depart) - new Date(b.arrive)) / 864e5, b.nights, `nights ${b.guest}`); }
  const grand = bk.find((r) => r[0] === 'Grand total');
  eq(S(A.bookings.map((b) => b.gross)), grand[8], 'bookings grand total gross');
  eq(S(A.bookings.map((b) => b.commission)), grand[9], 'bookings grand total commission');
  for (const c of ['Taigh na Mara', 'Bothan Dubh']) eq(S(A.bookings.filter((b) => b.cottage === c).map((b) => b.gross)), bk.find((r) => r[0] === `${c} total`)[8], `${c} subtotal`);
  // bookings agree with the P&L, month by month (arrival month)
  const ym = ['2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09'];
  A.ym = ym;
  ym.forEach((m, i) => {
    eq(S(A.bookings.filter((b) => b.arrive.startsWith(m)).map((b) => b.gross)), A.line('Holiday Let Income')[i], `holiday lets ${m}`);
    eq(S(A.bookings.filter((b) => b.arrive.startsWith(m)).map((b) => b.commission)), A.line('Agency Commission')[i], `commission ${m}`);
  });
  const sm = await sheetRows(DOC(org, 'Cottage bookings 2024-25.xlsx'), 'Summary by month');
  A.summary = sm.filter((r) => r[0] instanceof Date).map((r) => ({ month: r[0].toISOString().slice(0, 7), days: r[1], tn: r[2], tocc: r[3], tg: r[4], bn: r[5], bocc: r[6], bg: r[7], both: r[8] }));
  for (const s of A.summary) { eq(s.tocc, s.tn / s.days, `occupancy ${s.month}`, 1e-9); eq(s.tn, A.bookings.filter((b) => b.cottage === 'Taigh na Mara' && b.arrive.startsWith(s.month)).reduce((x, b) => x + b.nights, 0), `TnM nights ${s.month}`); }

  // SumUp
  const su = parse(fs.readFileSync(DOC(org, 'SumUp transactions 01-07-2025 to 30-09-2025.csv'), 'utf8'), { columns: true, skip_empty_lines: true });
  A.su = su.map((r) => { const [d, t] = r.Date.split(' '); const [dd, mm, yy] = d.split('/'); return { date: `${yy}-${mm}-${dd}`, time: t, type: r['Transaction Type'], status: r.Status, mode: r['Entry Mode'], desc: r.Description, amount: +r['Total Amount'], fee: +r.Fee, payout: +r['Payout Amount'] }; });
  for (const r of A.su) if (r.status === 'Successful') eq(r.payout, r2(r.amount - r.fee), `sumup payout ${r.desc}`);
  const okS = A.su.filter((r) => r.status === 'Successful');
  // campsite fees and charges in the P&L include the SumUp figures (card) for Jul-Sep
  ['2025-07', '2025-08', '2025-09'].forEach((m, k) => {
    expect(A.line('Campsite Fees')[9 + k] > S(okS.filter((r) => r.date.startsWith(m) && !r.desc.startsWith('Ceilidh')).map((r) => r.amount)), `campsite ${m} covers card takings`);
    eq(r2(A.line('Bank & Card Charges')[9 + k] - 8.5), S(okS.filter((r) => r.date.startsWith(m)).map((r) => r.fee)), `card charges ${m}`);
  });

  // trustees' PDF
  const pl2 = await pdfLines(DOC(org, 'Trustees report - income and expenditure against budget 2024-25.pdf'));
  A.bva = pdfTable(pl2, 5);
  A.b = (k) => { if (!A.bva.has(k)) fail(`no PDF line ${k}`); const [actual, budget, variance, prior, next] = A.bva.get(k); return { actual, budget, variance, prior, next }; };
  const incL = ['Holiday lets (gross)', 'Campsite', 'Hydro: electricity sales and FIT', 'Timber sales', 'Grants', 'Donations and membership', 'Ceilidhs and events', 'Bank interest'];
  const expL = ['Staff costs', 'Cottage cleaning and agency commission', 'Repairs and maintenance', 'Hydro maintenance', 'Forestry contractors', 'Insurance', 'Rates, water and electricity', 'Professional fees', 'Office, bank charges and fuel', 'Loan interest', 'Depreciation'];
  for (const k of ['actual', 'budget', 'prior', 'next']) {
    eq(incL.reduce((s, l) => s + A.b(l)[k], 0), A.b('Total income')[k], `PDF total income ${k}`, 5);
    eq(expL.reduce((s, l) => s + A.b(l)[k], 0), A.b('Total expenditure')[k], `PDF total expenditure ${k}`, 6);
    eq(A.b('Total income')[k] - A.b('Total expenditure')[k], A.b('Net surplus/(deficit)')[k], `PDF net ${k}`, 1);
  }
  for (const l of incL) eq(A.b(l).actual - A.b(l).budget, A.b(l).variance, `variance ${l}`, 1);
  for (const l of expL) eq(A.b(l).budget - A.b(l).actual, A.b(l).variance, `variance ${l}`, 1);
  eq(A.b('Total income').actual, A.inc, 'PDF total income = P&L', 0.5);
  eq(A.b('Total expenditure').actual, A.exp, 'PDF total expenditure = P&L', 0.5);
  eq(A.b('Hydro: electricity sales and FIT').actual, A.line('Electricity Export Sales')[12] + A.line('Feed-in Tariff Income')[12], 'PDF hydro = P&L', 0.5);
  eq(A.b('Staff costs').actual, A.line('Salaries')[12] + A.line("Employer's NI")[12] + A.line('Staff Pension')[12], 'PDF staff = P&L', 0.5);
  eq(A.b('Repairs and maintenance').actual, A.line('Repairs & Maintenance')[12], 'PDF repairs = P&L', 0.5);
  A.pdfText = pl2.map((l) => l.join(' ')).join('\n');

  // AGM minutes
  A.agm = await docxText(DOC(org, 'AGM minutes 6 December 2025.docx'));
  const money = (re) => { const m = A.agm.match(re); if (!m) fail(`AGM: ${re}`); return num(m[1]); };
  eq(money(/Total income was £([\d,.]+)/), A.inc, 'AGM income = P&L');
  eq(money(/total expenditure £([\d,.]+)/), A.exp, 'AGM expenditure = P&L');
  eq(money(/surplus of £([\d,.]+) after/), A.net, 'AGM surplus = P&L');
  A.kwh = money(/generated ([\d,]+) kWh/);

  // receipt (photo): its rendering data
  A.rc = JSON.parse(fs.readFileSync(path.join(here, 'out', 'receipts.json'), 'utf8')).ardvaar;
  eq(S(A.rc.lines.map((l) => r2(l.qty * l.unit))), A.rc.total, 'receipt total');
  eq(A.rc.vat, r2(A.rc.total / 6), 'receipt VAT at 20% included');
  expect(A.line('Fuel & Vehicle')[10] > A.rc.total, 'receipt in August fuel');
}

// ------------------------------------------------------------------ Hinode
const H = {};
{
  const org = 'hinode';
  const wbf = DOC(org, 'PTA Treasurer Workbook FY2025.xlsx');
  const b = await sheetRows(wbf, 'Budget FY2025');
  H.budget = new Map();
  let side = null;
  for (const r of b) {
    if (r[0] === 'INCOME') side = 'income'; else if (r[0] === 'EXPENDITURE') side = 'expense';
    else if (side && typeof r[1] === 'number' && !/^Total|^Balance/.test(r[0])) H.budget.set(r[0], { side, b24: r[1], a24: r[2], b25: r[3] });
  }
  H.bt = (label) => b.find((r) => r[0] === label);
  for (const [k, i] of [['b24', 1], ['a24', 2], ['b25', 3]]) {
    eq([...H.budget.values()].filter((x) => x.side === 'income').reduce((s, x) => s + x[k], 0), H.bt('Total income')[i], `budget income ${k}`);
    eq([...H.budget.values()].filter((x) => x.side === 'expense').reduce((s, x) => s + x[k], 0), H.bt('Total expenditure')[i], `budget expense ${k}`);
  }
  eq(H.bt('Total income')[1], H.bt('Total expenditure')[1], 'FY2024 budget balanced');
  eq(H.bt('Total income')[3], H.bt('Total expenditure')[3], 'FY2025 budget balanced');
  eq(H.bt('Total income')[2] - H.bt('Total expenditure')[2], H.budget.get('Carried forward from previous year').b25, 'FY2024 result carried forward');
  H.hb = (k) => { if (!H.budget.has(k)) fail(`no budget line ${k}`); return H.budget.get(k); };

  const lr = await sheetRows(wbf, 'Ledger Apr-Dec 2025');
  const open = lr.find((r) => r[2] === 'Balance brought forward from FY2024');
  H.open = open[6];
  H.ledger = lr.filter((r) => /^[RV]-\d{3}$/.test(r[1] ?? '')).map((r) => ({ date: r[0].toISOString().slice(0, 10), voucher: r[1], desc: r[2], cat: r[3], inc: r[4] || 0, exp: r[5] || 0, bal: r[6] }));
  let bal = H.open;
  for (const l of H.ledger) { bal += l.inc - l.exp; eq(l.bal, bal, `ledger balance ${l.voucher}`); }
  H.close = bal;
  const tot = lr.find((r) => r[2] === 'Total April - December 2025');
  eq(tot[4], H.ledger.reduce((s, l) => s + l.inc, 0), 'ledger total income');
  eq(tot[5], H.ledger.reduce((s, l) => s + l.exp, 0), 'ledger total expense');
  eq(tot[6], H.close, 'ledger closing balance');
  H.cat = (c) => H.ledger.filter((l) => l.cat === c).reduce((s, l) => s + l.inc + l.exp, 0);

  const dr = await sheetRows(wbf, 'Dues FY2025');
  H.dues = dr.filter((r) => /^(Grade \d+|Kindergarten|Early Learning Centre)$/.test(r[0] ?? '')).map((r) => ({ grade: r[0], families: r[1], exempt: r[2] || 0, paid: r[3], unpaid: r[4] || 0, collected: r[5] }));
  for (const d of H.dues) { eq(d.families, d.exempt + d.paid + d.unpaid, `dues ${d.grade}`); eq(d.collected, d.paid * 6000, `dues collected ${d.grade}`); }
  const dt = dr.find((r) => r[0] === 'Total');
  H.dt = { families: dt[1], exempt: dt[2], paid: dt[3], unpaid: dt[4], collected: dt[5] };
  eq(H.dt.paid, H.dues.reduce((s, d) => s + d.paid, 0), 'dues paid total');
  eq(H.dt.collected, H.cat('Membership dues'), 'dues collected = ledger');

  // Square
  const sq = parse(fs.readFileSync(DOC(org, 'transactions-2025-06-01-2025-12-31.csv'), 'utf8'), { columns: true, skip_empty_lines: true });
  const yen = (s) => (s.startsWith('-') ? -1 : 1) * Number(s.replace(/[^\d]/g, ''));
  H.sq = sq.map((r) => ({ date: r.Date.replace(/\//g, '-'), event: r['Event Type'], total: yen(r['Total Collected']), card: yen(r.Card), cash: yen(r.Cash), fee: yen(r.Fees), net: yen(r['Net Total']), brand: r['Card Brand'], location: r.Location, desc: r.Description }));
  for (const r of H.sq) { eq(r.net, r.total + r.fee, 'square net'); eq(r.card + r.cash, r.total, 'square tenders'); }
  const sqDay = (d) => H.sq.filter((r) => r.date === d);
  H.sqDay = sqDay;
  const byDesc = (start) => H.ledger.filter((l) => l.desc.startsWith(start));
  eq(byDesc('Hinode Fair - Square')[0].inc, sqDay('2025-11-08').reduce((s, r) => s + r.total, 0), 'fair Square = ledger');
  eq(byDesc('Bake sale - Square (14 Jun)')[0].inc, sqDay('2025-06-14').reduce((s, r) => s + r.total, 0), 'June bake sale = ledger');
  eq(byDesc('Bake sale - Square (13 Dec)')[0].inc, sqDay('2025-12-13').reduce((s, r) => s + r.total, 0), 'Dec bake sale = ledger');
  for (const m of ['06', '09', '11', '12']) eq(H.ledger.filter((l) => l.desc.startsWith('Square fees') && l.date.slice(5, 7) === m).reduce((s, l) => s + l.exp, 0), -H.sq.filter((r) => r.date.slice(5, 7) === m).reduce((s, r) => s + r.fee, 0), `Square fees ${m} = ledger`);

  // interim PDF
  const il = await pdfLines(DOC(org, 'Interim Financial Report Apr-Dec 2025.pdf'));
  H.pdf = pdfTable(il, 5);
  H.hi = (k) => { if (!H.pdf.has(k)) fail(`no interim line ${k}`); const [b25, actual, pct, remaining, a24] = H.pdf.get(k); return { b25, actual, pct, remaining, a24 }; };
  for (const [k, v] of H.budget) { eq(H.hi(k).b25, v.b25, `interim budget ${k}`); eq(H.hi(k).a24, v.a24, `interim FY2024 ${k}`); eq(H.hi(k).remaining, v.b25 - H.hi(k).actual, `interim remaining ${k}`); if (k !== 'Carried forward from previous year') eq(H.hi(k).actual, H.cat(k), `interim actual = ledger ${k}`); }
  eq(H.hi('Total expenditure').actual, H.ledger.reduce((s, l) => s + l.exp, 0), 'interim total expenditure');
  eq(H.hi('Total income').actual, H.open + H.ledger.reduce((s, l) => s + l.inc, 0), 'interim total income');
  eq(num(il.find((l) => l[0].startsWith('Balance at 31 December'))[1]), H.close, 'interim closing balance');
  H.pdfText = il.map((l) => l.join(' ')).join('\n');

  H.min = await docxText(DOC(org, 'General Meeting minutes 2026-01-24.docx'));
  expect(H.min.includes(`¥${H.close.toLocaleString('en-US')}`), 'minutes bank balance');
  H.rc = JSON.parse(fs.readFileSync(path.join(here, 'out', 'receipts.json'), 'utf8')).hinode;
  eq(H.rc.lines.reduce((s, l) => s + l.qty * l.unit, 0), H.rc.total, 'Yamate receipt total');
  eq(H.rc.tax8, Math.floor(H.rc.lines.filter((l) => l.rate === 8).reduce((s, l) => s + l.qty * l.unit, 0) * 8 / 108), 'Yamate 8% tax');
  eq(byDesc('Hinode Fair - drinks & baking supplies (Yamate Foods)')[0].exp, H.rc.total, 'Yamate receipt = ledger');
  H.giftAmount = H.ledger.find((l) => l.desc.includes('playground shade')).exp;
}

// ------------------------------------------------------------------ the answers, recomputed from the files
const ok = A.su.filter((r) => r.status === 'Successful' && r.type === 'Sale');
const Q4 = (r) => ['2025-07', '2025-08', '2025-09'].some((m) => r.date.startsWith(m));
const cot = (c) => A.bookings.filter((b) => b.cottage === c);
const hydroM = (i) => r2(A.line('Electricity Export Sales')[i] + A.line('Feed-in Tariff Income')[i]);
const hydro = r2(A.line('Electricity Export Sales')[12] + A.line('Feed-in Tariff Income')[12]);
const ceil = ok.filter((r) => r.desc.includes('Ceilidh'));
const sep = ok.filter((r) => r.date.startsWith('2025-09'));
const MLONG = ['October 2024', 'November 2024', 'December 2024', 'January 2025', 'February 2025', 'March 2025', 'April 2025', 'May 2025', 'June 2025', 'July 2025', 'August 2025', 'September 2025'];
const fairPay = H.sqDay('2025-11-08').filter((r) => r.event === 'Payment');
const agmDate = (re) => { const m = A.agm.match(re); if (!m) fail(`AGM date ${re}`); return m[1]; };
const minDate = (re) => { const m = H.min.match(re); if (!m) fail(`minutes ${re}`); return m[1]; };
const toIso = (s) => { const M = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']; const m = s.match(/(\d{1,2}) (\w+) (\d{4})/); return `${m[3]}-${String(M.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };
const monthsInc = ['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => H.ledger.filter((l) => l.date.slice(5, 7) === m).reduce((s, l) => s + l.inc, 0));
const IDX = (a) => a.indexOf(Math.max(...a));

const ANS = {
  ardvaar: [
    () => A.line('Feed-in Tariff Income')[3],
    () => A.line('Insurance')[12],
    () => A.b('Staff costs').next,
    () => A.rc.lines.find((l) => /DIESEL/.test(l.desc)).unit,
    () => num(A.agm.match(/stood at £([\d,]+) on 30 September 2025/)[1]),
    () => A.bookings.find((b) => b.cottage === 'Bothan Dubh' && b.arrive === '2025-05-24').gross,
    () => A.line('Depreciation')[12],
    () => A.inc,
    () => A.line('Grant Income')[12],
    () => S([3, 4, 5].map(hydroM)),
    () => A.line('Agency Commission')[12],
    () => S(A.su.filter(Q4).map((r) => r.fee)),
    () => S(cot('Taigh na Mara').map((b) => b.gross)) - S(cot('Bothan Dubh').map((b) => b.gross)),
    () => A.b('Total expenditure').actual - A.b('Total expenditure').prior,
    () => A.line('Campsite Fees')[10] - A.line('Campsite Fees')[9],
    () => A.inc - A.b('Total income').next,
    () => (hydro / A.inc) * 100,
    () => A.summary.find((s) => s.month === '2025-08').tocc * 100,
    () => (sep.filter((r) => r.mode === 'Contactless').length / sep.length) * 100,
    () => (A.b('Staff costs').actual / A.b('Total expenditure').actual) * 100,
    () => A.b('Holiday lets (gross)').variance,
    () => A.b('Repairs and maintenance').variance,
    () => A.b('Net surplus/(deficit)').actual - A.b('Net surplus/(deficit)').budget,
    () => hydro / A.line('Loan Interest')[12],
    () => A.bookings.filter((b) => b.channel === 'Sykes').length / A.bookings.filter((b) => b.channel === 'Direct').length,
    () => mean(cot('Taigh na Mara').map((b) => b.gross)),
    () => A.line('Electricity')[12] / 12,
    () => mean(ceil.map((r) => r.amount)),
    () => A.bookings.length,
    () => A.su.filter((r) => r.status === 'Failed').length,
    () => A.bookings.filter((b) => b.channel === 'Direct').length,
    () => ({ text: MLONG[IDX(A.line('Feed-in Tariff Income').slice(0, 12))] }),
    () => Math.max(...ok.map((r) => r.amount)),
    () => ({ text: MLONG[IDX(A.expM.slice(0, 12))] }),
    () => Math.min(...A.line('Net Profit').slice(0, 12)),
    () => S(ceil.map((r) => r.amount)),
    () => S(A.bookings.filter((b) => b.channel === 'Sykes' && /^2025-0[678]/.test(b.arrive)).map((b) => b.gross)),
    () => -S(A.su.filter((r) => r.type === 'Refund').map((r) => r.amount)),
    () => ({ date: toIso(agmDate(/held in .+ on Saturday (\d+ \w+ \d{4})/)) }),
    () => ({ date: toIso(agmDate(/repayable in full by (\d+ \w+ \d{4})/)) }),
    () => ({ date: A.rc.date }),
    () => ({ date: A.su.find((r) => r.desc.includes('Dingwall')).date }),
    () => ({ text: A.agm.match(/\. (\w+ \w+) was elected treasurer/)[1] }),
    () => ({ text: A.agm.match(/independently examined by ([\w ]+?) CA of/)[1] }),
    () => ({ text: /Sykes Cottages/.test(A.pdfText) && 'Sykes' }),
  ],
  hinode: [
    () => H.hb('Teacher Appreciation Week').b25,
    () => Number(H.ledger.find((l) => l.cat === 'Class grants').desc.match(/¥([\d,]+)/)[1].replace(/,/g, '')),
    () => H.rc.total,
    () => H.hb('Membership dues').a24,
    () => H.rc.tax8,
    () => num(H.min.match(/to ¥([\d,]+) per family from 1 April 2026/)[1]),
    () => H.sqDay('2025-11-08').reduce((s, r) => s + r.total, 0),
    () => H.ledger.reduce((s, l) => s + l.exp, 0),
    () => -H.sq.filter((r) => r.date >= '2025-10-01').reduce((s, r) => s + r.fee, 0),
    () => [...H.sqDay('2025-06-14'), ...H.sqDay('2025-12-13')].reduce((s, r) => s + r.total, 0),
    () => H.ledger.reduce((s, l) => s + l.inc, 0),
    () => fairPay.reduce((s, r) => s + r.card, 0) - fairPay.reduce((s, r) => s + r.cash, 0),
    () => H.close - H.ledger.filter((l) => l.date <= '2025-09-30').at(-1).bal,
    () => H.hb('Library book donation').b25 - H.hb('Library book donation').a24,
    () => H.hb('Hinode Fair').b25 - H.hb('Hinode Fair').a24,
    () => (H.dt.paid / (H.dt.families - H.dt.exempt)) * 100,
    () => (fairPay.reduce((s, r) => s + r.card, 0) / fairPay.reduce((s, r) => s + r.total, 0)) * 100,
    () => H.hi('Total expenditure').pct,
    () => H.hi('Library book donation').pct,
    () => H.hb('Bake sales').a24 - H.hb('Bake sales').b24,
    () => H.bt('Total expenditure')[1] - H.bt('Total expenditure')[2],
    () => -H.hi('Hinode Fair costs').remaining,
    () => H.hi('Hinode Fair').actual / H.hi('Hinode Fair costs').actual,
    () => H.giftAmount / H.hb('Library book donation').b25,
    () => H.dt.paid / H.dt.unpaid,
    () => mean(fairPay.map((r) => r.total)),
    () => mean(H.sqDay('2025-12-13').filter((r) => r.event === 'Payment').map((r) => r.total)),
    () => H.ledger.reduce((s, l) => s + l.exp, 0) / 9,
    () => H.dt.exempt,
    () => fairPay.length,
    () => H.dt.unpaid,
    () => ({ text: H.dues.reduce((a, d) => (d.unpaid > a.unpaid ? d : a)).grade }),
    () => Math.max(...H.ledger.map((l) => l.exp)),
    () => Math.max(...fairPay.map((r) => r.total)),
    () => ({ text: `${['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][IDX(monthsInc)]} 2025` }),
    () => fairPay.filter((r) => r.brand === 'JCB').reduce((s, r) => s + r.total, 0),
    () => H.cat('Teacher Appreciation Week'),
    () => -H.sq.filter((r) => r.event === 'Refund').reduce((s, r) => s + r.total, 0),
    () => ({ date: toIso(minDate(/assembly on (\d+ \w+ \d{4})/)) }),
    () => ({ date: toIso(minDate(/next General Meeting will be held on Saturday (\d+ \w+ \d{4})/)) }),
    () => ({ date: H.rc.date }),
    () => ({ date: H.ledger.find((l) => l.cat === 'PTA activity insurance').date }),
    () => ({ text: H.min.match(/The Treasurer, ([\w ]+?), presented/)[1] }),
    () => ({ text: H.min.match(/The auditors, ([\w ]+?) and/)[1] }),
    () => ({ text: H.min.match(/¥50,000 from ([\w .]+?) and/)[1] }),
  ],
};

// ------------------------------------------------------------------ compare with cases.jsonl
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const allText = { ardvaar: [A.agm, A.pdfText, fs.readFileSync(DOC('ardvaar', 'SumUp transactions 01-07-2025 to 30-09-2025.csv'), 'utf8'), JSON.stringify(A.bookings), JSON.stringify(A.rc)].join('\n'), hinode: [H.min, H.pdfText, JSON.stringify(H.ledger), JSON.stringify(H.dues), JSON.stringify(H.rc)].join('\n') };
for (const c of cases) {
  const [org, n] = [c.org, Number(c.id.split('-')[1])];
  expect(c.documents.length === fs.readdirSync(path.join(SET, 'documents', org)).length, `${c.id} lists every file`);
  if (c.answer.type === 'notfound') { expect(!ANS[org][n - 1], `${c.id} notfound has no recomputation`); continue; }
  const f = ANS[org][n - 1];
  if (!f) fail(`${c.id}: no recomputation`);
  const got = f();
  if (c.answer.type === 'number') {
    const want = c.answer.value;
    expect(Math.abs(Math.abs(got) - Math.abs(want)) <= 0.005 * Math.abs(want), `${c.id} number: files give ${got}, case says ${want}`);
  } else if (got && got.date) {
    expect(c.answer.any.some((p) => p.startsWith(got.date) || p === got.date), `${c.id} date ${got.date} not in ${c.answer.any}`);
  } else {
    expect(!!got.text && c.answer.any.some((p) => p.toLowerCase() === got.text.toLowerCase() || got.text.toLowerCase().includes(p.toLowerCase())), `${c.id} text: files give ${got.text}, case says ${c.answer.any}`);
    expect(c.answer.any.some((p) => allText[org].toLowerCase().includes(p.toLowerCase()) || /^(January|February|March|April|May|June|July|August|September|October|November|December)/.test(p)), `${c.id} text appears in the documents`);
  }
}
console.log(`verify: ${cases.length} cases recomputed from the files; ${checks} checks passed`);
