// Reads set AE's generated files back (xlsx with exceljs, csv with csv-parse, PDFs with pdfjs, the Word file's
// XML with jszip; the photos from the text lines they were drawn from), checks every document's own arithmetic
// and the figures that tie between documents, rebuilds the view the questions are asked of from what it read,
// recomputes every answer from it and compares with cases.jsonl; then runs the scorer on the ideal replies
// (all must pass) and on the wrong replies (all must fail).
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse as parseCsv } from 'csv-parse/sync';
import { DEFS, DOCS, ORGS, view } from './data.mjs';
import { agmLines, billLines } from './lib/render-deurali.mjs';
import { receiptLines } from './lib/render-saules.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ae');
const file = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let checks = 0;
const fail = (msg) => { throw new Error(`verify: ${msg}`); };
const ok = (cond, msg) => { checks++; if (!cond) fail(msg); };
const near = (a, b, eps = 0.005) => Math.abs(a - b) <= eps;
const eq = (a, b, msg) => ok(near(a, b), `${msg}: ${a} != ${b}`);
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const MON = { Jan: 1, Feb: 2, Mar: 3, Apr: 4, May: 5, Jun: 6, Jul: 7, Aug: 8, Sep: 9, Oct: 10, Nov: 11, Dec: 12 };
const isoDMon = (s) => { const m = String(s).trim().match(/^(\d{1,2})[- ]([A-Z][a-z]{2})[- ](\d{4})$/); if (!m) fail(`date ${s}`); return `${m[3]}-${String(MON[m[2]]).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };
const num = (s) => { const t = String(s ?? '').trim(); if (!t || t === '-' || t === '–') return 0; const neg = /^\(.*\)$/.test(t) || t.startsWith('-'); const v = parseFloat(t.replace(/[(),\s-]/g, '')); if (Number.isNaN(v)) fail(`number ${s}`); return neg ? -v : v; };
const frNum = (s) => { const t = String(s ?? '').replace(/\$/g, '').replace(/[\s\u00a0\u202f]/g, '').replace('%', ''); if (!t || t === '–' || t === '-') return 0; const neg = /^\(.*\)$/.test(t) || t.startsWith('-'); const v = parseFloat(t.replace(/[()-]/g, '').replace(',', '.')); if (Number.isNaN(v)) fail(`nombre ${s}`); return neg ? -v : v; };
const cellVal = (c) => { const v = c?.value; if (v && typeof v === 'object' && !(v instanceof Date) && 'result' in v) return v.result ?? 0; return v; };
const money = (c) => { const v = cellVal(c); return v === null || v === undefined || v === '' ? 0 : typeof v === 'number' ? v : fail(`money cell ${c.address}: ${v}`); };

async function pdfLines(f) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(f)), verbosity: 0 }).promise;
  const pages = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    const rows = new Map();
    for (const it of tc.items) {
      if (!it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 1) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: it.transform[4], w: it.width, s: it.str.trim() });
    }
    pages.push([...rows.entries()].sort((a, b) => b[0] - a[0]).map(([y, items]) => ({ y, items: items.sort((a, b) => a.x - b.x) })));
  }
  return pages;
}

// =============================================================== DEURALI
async function readCashBook() {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file('deurali', 0));
  const months = [];
  for (const ws of wb.worksheets) {
    const head = String(cellVal(ws.getCell('A4')));
    const m = head.match(/^Month: (\w+) 2082 \((\d+ \w+ \d{4}) - (\d+ \w+ \d{4})\)$/) || fail(`month heading ${head}`);
    const mo = { name: m[1], sheet: ws.name, start: isoDMon(m[2]), end: isoDMon(m[3]), receipts: [], payments: [] };
    ok(String(cellVal(ws.getCell('A6'))).startsWith('RECEIPTS') && String(cellVal(ws.getCell('H6'))).startsWith('PAYMENTS'), 'cash book sides');
    const d = (c) => { const v = cellVal(c); return v instanceof Date ? v.toISOString().slice(0, 10) : null; };
    for (let r = 8; r <= ws.rowCount; r++) {
      const L = String(cellVal(ws.getCell(r, 3)) ?? ''), R = String(cellVal(ws.getCell(r, 10)) ?? '');
      if (L === 'Balance b/d') mo.opening = { cash: money(ws.getCell(r, 5)), bank: money(ws.getCell(r, 6)) };
      else if (L === 'Total') mo.total = { cash: money(ws.getCell(r, 5)), bank: money(ws.getCell(r, 6)) };
      else if (d(ws.getCell(r, 1))) mo.receipts.push({ date: d(ws.getCell(r, 1)), no: cellVal(ws.getCell(r, 2)), particulars: L, head: cellVal(ws.getCell(r, 4)), cash: money(ws.getCell(r, 5)), bank: money(ws.getCell(r, 6)) });
      if (R === 'Balance c/d') mo.closing = { cash: money(ws.getCell(r, 12)), bank: money(ws.getCell(r, 13)) };
      else if (R === 'Total') mo.ptotal = { cash: money(ws.getCell(r, 12)), bank: money(ws.getCell(r, 13)) };
      else if (d(ws.getCell(r, 8))) mo.payments.push({ date: d(ws.getCell(r, 8)), no: cellVal(ws.getCell(r, 9)), particulars: R, head: cellVal(ws.getCell(r, 11)), cash: money(ws.getCell(r, 12)), bank: money(ws.getCell(r, 13)) });
    }
    // the book's own arithmetic
    for (const k of ['cash', 'bank']) {
      eq(mo.total[k], r2(mo.opening[k] + sum(mo.receipts.map((e) => e[k]))), `${mo.sheet} receipts total ${k}`);
      eq(mo.ptotal[k], mo.total[k], `${mo.sheet} sides agree ${k}`);
      eq(mo.closing[k], r2(mo.total[k] - sum(mo.payments.map((e) => e[k]))), `${mo.sheet} balance c/d ${k}`);
      if (months.length) eq(mo.opening[k], months.at(-1).closing[k], `${mo.sheet} b/d = previous c/d ${k}`);
    }
    for (const e of [...mo.receipts, ...mo.payments]) ok(e.date >= mo.start && e.date <= mo.end, `${mo.sheet} entry ${e.date} outside the month`);
    delete mo.ptotal;
    months.push(mo);
  }
  return months;
}

function readBank(months) {
  const rows = parseCsv(fs.readFileSync(file('deurali', 1), 'utf8'), { relax_column_count: true, skip_empty_lines: false });
  const hi = rows.findIndex((r) => r[0] === 'Tran Date');
  ok(hi > 0, 'bank statement heading row');
  const out = { rows: [] };
  for (const r of rows.slice(hi + 1)) {
    if (r[2] === 'BALANCE B/F') { out.opening = num(r[6]); continue; }
    if (r[2] === 'TOTAL') { out.totalDebit = num(r[4]); out.totalCredit = num(r[5]); continue; }
    if (r[2] === 'CLOSING BALANCE') { out.closing = num(r[6]); continue; }
    if (!r[0] || !/^\d/.test(r[0])) continue;
    out.rows.push({ date: isoDMon(r[0]), desc: r[2], chq: r[3], debit: num(r[4]), credit: num(r[5]), balance: num(r[6]) });
  }
  let bal = out.opening;
  for (const r of out.rows) { bal = r2(bal + r.credit - r.debit); eq(r.balance, bal, `bank running balance ${r.date}`); }
  eq(out.closing, bal, 'bank closing');
  eq(out.totalDebit, sum(out.rows.map((r) => r.debit)), 'bank total debit');
  eq(out.totalCredit, sum(out.rows.map((r) => r.credit)), 'bank total credit');
  eq(out.opening, months[0].opening.bank, 'bank opening = cash book b/d');
  // reconcile: every cheque in the cash book against the statement
  const paid = new Set(out.rows.map((r) => r.chq).filter(Boolean));
  const chqs = months.flatMap((m) => m.payments).filter((e) => e.bank > 0).map((e) => ({ chq: (e.particulars.match(/[Cc]hq (\d+)/) || fail(`no cheque in ${e.particulars}`))[1], amount: e.bank, date: e.date }));
  for (const c of chqs) if (paid.has(c.chq)) eq(out.rows.find((r) => r.chq === c.chq).debit, c.amount, `cheque ${c.chq} amount`);
  const open = chqs.filter((c) => !paid.has(c.chq));
  ok(open.length === 1, `one uncleared cheque (${open.length})`);
  out.uncleared = { chq: open[0].chq, amount: open[0].amount };
  const deposits = months.flatMap((m) => m.receipts).filter((e) => e.bank > 0);
  eq(sum(deposits.map((e) => e.bank)), sum(out.rows.filter((r) => !/INTEREST/.test(r.desc)).map((r) => r.credit)), 'cash-book bank receipts = statement deposits');
  const closingCB = months.at(-1).closing.bank;
  const interest = sum(out.rows.filter((r) => /INTEREST CAP/.test(r.desc)).map((r) => r.credit));
  const charges = sum(out.rows.filter((r) => /TDS|SMS/.test(r.desc)).map((r) => r.debit));
  eq(out.closing, r2(closingCB + out.uncleared.amount + interest - charges), 'bank reconciliation');
  return out;
}

async function readSales(months) {
  const pages = await pdfLines(file('deurali', 2));
  const sales = [];
  const tot = {};
  let royaltyRate;
  for (const page of pages) {
    for (const { items } of page) {
      const s = items.map((i) => i.s);
      if (s.length === 13 && /^\d+$/.test(s[0])) {
        const [sn, date, bill, buyer, cat, product, species, qty, unit, rate, amount, received, due] = s;
        sales.push({ sn: +sn, date: isoDMon(date), bill, buyer, cat, product, species, qty: num(qty), unit, rate: num(rate), amount: num(amount), received: num(received), due: num(due) });
      } else if (/^(Carried forward|Brought forward|TOTAL)/.test(s[0])) tot[s[0].split(' ')[0]] = s.slice(1).map(num);
      const m = s.join(' ').match(/(\d+)% royalty on the value of sal timber sold to non-members/);
      if (m) royaltyRate = +m[1];
    }
  }
  ok(sales.length === 32 && sales.every((x, i) => x.sn === i + 1), `sales rows ${sales.length}`);
  for (const x of sales) { eq(x.amount, x.qty * x.rate, `sale ${x.sn} amount`); eq(x.received + x.due, x.amount, `sale ${x.sn} received + due`); }
  const cf = sales.filter((x) => x.sn <= 20);
  const s3 = (rows) => [sum(rows.map((x) => x.amount)), sum(rows.map((x) => x.received)), sum(rows.map((x) => x.due))];
  s3(cf).forEach((v, i) => { eq(tot.Carried[i], v, 'c/f'); eq(tot.Brought[i], v, 'b/f'); });
  s3(sales).forEach((v, i) => eq(tot.TOTAL[i], v, 'register total'));
  ok(royaltyRate === 15, 'royalty rate');
  // every amount received is in the cash book under its bill number, on the day, under the right head
  const cb = months.flatMap((m) => m.receipts);
  for (const x of sales) {
    const e = cb.filter((c) => c.no === x.bill);
    if (x.received === 0) { ok(e.length === 0, `${x.bill} unpaid but in cash book`); continue; }
    ok(e.length === 1 && e[0].date === x.date && e[0].head === (x.product === 'Timber' ? 'Timber sales' : 'Firewood sales'), `${x.bill} in cash book`);
    eq(e[0].cash + e[0].bank, x.received, `${x.bill} cash book amount`);
  }
  return { sales, royaltyRate };
}

function readAgm(V0, months) {
  const L = agmLines(V0);
  const rows = L.filter((l) => l.table).map((l) => l.cols);
  const val = (c) => (c === '' ? null : num(c));
  const get = (label) => { const r = rows.find((x) => x[0].trim() === label) || fail(`AGM row ${label}`); return r.slice(1).map(val); };
  const section = (from, to) => {
    const a = rows.findIndex((x) => x[0].trim() === from), b = rows.findIndex((x) => x[0].trim() === to);
    return Object.fromEntries(rows.slice(a + 1, b).map((x) => [x[0].trim(), x.slice(1).map(val)]));
  };
  const agm = { income: section('A. INCOME', 'Total Income (A)'), expenditure: section('B. EXPENDITURE', 'Total Expenditure (B)') };
  agm.totalIncome = get('Total Income (A)');
  agm.totalExpenditure = get('Total Expenditure (B)');
  agm.surplus = get('C. Surplus / (Deficit) (A - B)');
  for (let i = 0; i < 3; i++) {
    eq(agm.totalIncome[i], sum(Object.values(agm.income).map((v) => v[i])), `AGM income total ${i}`);
    eq(agm.totalExpenditure[i], sum(Object.values(agm.expenditure).map((v) => v[i])), `AGM expenditure total ${i}`);
    eq(agm.surplus[i], r2(agm.totalIncome[i] - agm.totalExpenditure[i]), `AGM surplus ${i}`);
  }
  const op = get('Opening fund balance (1 Shrawan)'), add = get('Add: Surplus for the year'), cl = get('Closing fund balance (31 Ashadh)'), cash = get('Represented by: Cash in hand'), bank = get('Cash at bank (Seti Gandaki Bikas Bank)');
  for (let i = 0; i < 2; i++) { eq(add[i], agm.surplus[i], 'AGM fund surplus'); eq(cl[i], r2(op[i] + add[i]), 'AGM fund closing'); eq(cl[i], r2(cash[i] + bank[i]), 'AGM represented by'); }
  eq(op[1], cl[0], 'AGM opening = last year closing');
  eq(cash[1], months[0].opening.cash, 'AGM closing cash = cash book b/d');
  eq(bank[1], months[0].opening.bank, 'AGM closing bank = cash book b/d');
  agm.fund = { opening: op.slice(0, 2), closing: cl.slice(0, 2), cash: cash.slice(0, 2), bank: bank.slice(0, 2) };
  const text = L.filter((l) => l.t).map((l) => l.t).join('\n');
  const m = text.match(/held on (2082 Kartik 22) \((\d+ \w+ \d{4})\)/) || fail('AGM date');
  agm.date = isoDMon(m[2]); agm.bsDate = m[1];
  agm.auditor = (text.match(/audited by ([A-Z][a-z]+ [A-Z][a-z]+) & Co\./) || fail('auditor'))[1];
  agm.finding = (text.match(/Audit observation: (.*)/) || fail('audit observation'))[1];
  return agm;
}

function readBill(V0, months) {
  const L = billLines(V0);
  const text = L.map((l) => l.t ?? (l.cols || []).join(' | ')).join('\n');
  const bill = { pan: (text.match(/PAN\/VAT No\.: (\d{9})/) || fail('PAN'))[1], no: (text.match(/Bill No\.: (\d+)/) || fail('bill no'))[1], items: [] };
  for (const l of L.filter((x) => x.table)) {
    const [a, q, rate, amt] = l.cols;
    const m = a.match(/^(\d+)\s+(.*)$/);
    if (m) {
      const [, qty, unit] = q.match(/^(\d+) (\w+)$/);
      bill.items.push({ name: m[2], qty: +qty, unit, rate: num(rate), amount: num(amt) });
    } else if (a === 'Sub Total') bill.subtotal = num(amt);
    else if (/^Less: Discount/.test(a)) { bill.discount = num(amt); bill.discountPct = +a.match(/\((\d+)%\)/)[1]; }
    else if (a === 'Taxable Amount') bill.taxable = num(amt);
    else if (/^VAT/.test(a)) { bill.vat = num(amt); bill.vatPct = +a.match(/\((\d+)%\)/)[1]; }
    else if (a === 'GRAND TOTAL') bill.total = num(amt);
  }
  for (const i of bill.items) eq(i.amount, i.qty * i.rate, `bill line ${i.name}`);
  eq(bill.subtotal, sum(bill.items.map((i) => i.amount)), 'bill subtotal');
  eq(bill.discount, r2((bill.subtotal * bill.discountPct) / 100), 'bill discount');
  eq(bill.taxable, r2(bill.subtotal - bill.discount), 'bill taxable');
  eq(bill.vat, r2((bill.taxable * bill.vatPct) / 100), 'bill VAT');
  eq(bill.total, r2(bill.taxable + bill.vat), 'bill total');
  const pay = months.flatMap((m) => m.payments).find((e) => e.particulars.includes(`bill no. ${bill.no}`)) || fail('bill in cash book');
  eq(pay.bank, bill.total, 'bill paid in full by cheque');
  return bill;
}

// =============================================================== SAULES
async function readQbo() {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file('saules', 0));
  const ws = wb.getWorksheet('Profit and Loss');
  const months = [];
  for (let c = 2; ; c++) { const v = cellVal(ws.getCell(5, c)); if (v === 'Total') break; months.push(v); }
  ok(months.length === 12 && months[0] === 'Apr 2025' && months[11] === 'Mar 2026', 'QBO months');
  const n = months.length;
  const vals = (r) => Array.from({ length: n }, (_, i) => money(ws.getCell(r, i + 2)));
  const pl = { months, accounts: {}, parents: {} };
  const SECTIONS = { Income: 'income', 'Cost of Goods Sold': 'cogs', Expenses: 'expense', 'Other Income': 'other' };
  const TOTALS = { 'Total Income': 'totalIncome', 'Total Cost of Goods Sold': 'totalCogs', 'Gross Profit': 'grossProfit', 'Total Expenses': 'totalExpenses', 'Net Operating Income': 'netOperating', 'Total Other Income': 'otherIncome', 'Net Income': 'netIncome' };
  let section = null, parent = null;
  for (let r = 6; r <= ws.rowCount; r++) {
    const label = String(cellVal(ws.getCell(r, 1)) ?? '').trim();
    if (!label) continue;
    const hasVals = cellVal(ws.getCell(r, n + 2)) !== null && cellVal(ws.getCell(r, n + 2)) !== undefined;
    if (SECTIONS[label]) { section = SECTIONS[label]; parent = null; continue; }
    if (TOTALS[label]) { pl[TOTALS[label]] = { vals: vals(r), total: money(ws.getCell(r, n + 2)) }; continue; }
    if (label === 'Net Other Income') { pl.netOther = { vals: vals(r), total: money(ws.getCell(r, n + 2)) }; continue; }
    const tm = label.match(/^Total (\d{4}) /);
    if (tm) { pl.parents[tm[1]] = { vals: vals(r), total: money(ws.getCell(r, n + 2)) }; parent = null; continue; }
    const m = label.match(/^(\d{4}) (.*)$/);
    if (!m) continue;
    if (!hasVals) { parent = m[1]; continue; }
    pl.accounts[m[1]] = { code: m[1], label: m[2], section, parent, vals: vals(r), total: money(ws.getCell(r, n + 2)) };
  }
  const acc = Object.values(pl.accounts);
  for (const a of acc) eq(a.total, sum(a.vals), `QBO ${a.code} total`);
  const secSum = (s, i) => sum(acc.filter((a) => a.section === s).map((a) => a.vals[i]));
  for (let i = 0; i < n; i++) {
    eq(pl.totalIncome.vals[i], secSum('income', i), `QBO income ${i}`);
    eq(pl.totalCogs.vals[i], secSum('cogs', i), `QBO cogs ${i}`);
    eq(pl.totalExpenses.vals[i], secSum('expense', i), `QBO expenses ${i}`);
    eq(pl.otherIncome.vals[i], secSum('other', i), `QBO other ${i}`);
    eq(pl.grossProfit.vals[i], r2(pl.totalIncome.vals[i] - pl.totalCogs.vals[i]), `QBO gross profit ${i}`);
    eq(pl.netOperating.vals[i], r2(pl.grossProfit.vals[i] - pl.totalExpenses.vals[i]), `QBO NOI ${i}`);
    eq(pl.netIncome.vals[i], r2(pl.netOperating.vals[i] + pl.netOther.vals[i]), `QBO net income ${i}`);
    for (const [p, t] of Object.entries(pl.parents)) eq(t.vals[i], sum(acc.filter((a) => a.parent === p).map((a) => a.vals[i])), `QBO parent ${p}`);
  }
  for (const k of ['totalIncome', 'totalCogs', 'grossProfit', 'totalExpenses', 'netOperating', 'otherIncome', 'netIncome']) eq(pl[k].total, sum(pl[k].vals), `QBO ${k} total`);
  delete pl.netOther;
  return pl;
}

// printed English name -> the line's name in the questions; and the QuickBooks accounts each line gathers
const BVA_KEYS = { Donations: ['Donations', ['4000', '4010', '4020']], Centraide: ['Centraide', ['4110']], PSOC: ['PSOC (Health and Social Services)', ['4140']], 'Municipal grant': ['Municipal grant', ['4120']], 'Canada Summer Jobs': ['Canada Summer Jobs', ['4130']], 'Fundraising events': ['Fundraising events', ['4200']], 'Client contributions': ['Client contributions', ['4300']], Interest: ['Interest', ['7000']], 'Food purchases & transport': ['Food purchases and transport', ['5000', '5010']], 'Wages and benefits': ['Wages and benefits', ['6010', '6020']], 'Rent and hydro': ['Rent and hydro', ['6100', '6110']], Insurance: ['Insurance', ['6120']], Truck: ['Truck (maintenance and fuel)', ['6200', '6210']], Supplies: ['Supplies', ['6300']], Administration: ['Administration (bank fees, phone, professional fees)', ['6400', '6600', '6700']], 'Volunteer recognition': ['Volunteer recognition', ['6500']] };
async function readBva(pl) {
  const [page] = await pdfLines(file('saules', 1));
  const bva = { lines: {} };
  let side = null;
  const parseVals = (items) => items.map((i) => i.s);
  for (const { items } of page) {
    if (items[0].x > 40) continue;
    const label = items[0].s;
    const text = items.map((i) => i.s).join(' ');
    if (/^PRODUITS/.test(label)) { side = 'rev'; continue; }
    if (/^CHARGES/.test(label)) { side = 'exp'; continue; }
    const cm = text.match(/Cash at March 31, 2026 : ([\d\s]+,\d\d) \$/);
    if (cm) bva.cash = frNum(cm[1]);
    const v = parseVals(items.slice(1));
    if (v.length < 11) continue;
    const o = { q: [0, 1, 2, 3].map((k) => ({ actual: frNum(v[2 * k]), budget: frNum(v[2 * k + 1]) })), actual: frNum(v[8]), budget: frNum(v[9]), variance: frNum(v[10]), pct: v[11] === undefined ? undefined : frNum(v[11]) };
    eq(o.actual, sum(o.q.map((x) => x.actual)), `BvA ${label} actual`);
    eq(o.budget, sum(o.q.map((x) => x.budget)), `BvA ${label} budget`);
    eq(o.variance, r2(o.actual - o.budget), `BvA ${label} variance`);
    if (o.pct !== undefined) ok(near(o.pct, Math.round((o.actual / o.budget) * 1000) / 10, 0.051), `BvA ${label} %`);
    if (/^Total des produits/.test(label)) bva.revenue = o;
    else if (/^Total des charges/.test(label)) bva.expenses = o;
    else if (/^EXCÉDENT/.test(label)) bva.surplus = o;
    else {
      const [fr, en] = label.split(' / ');
      const [key, codes] = BVA_KEYS[en] || fail(`BvA line ${label}`);
      bva.lines[key] = { side, fr, en: key, ...o };
      // ties to QuickBooks, quarter by quarter
      o.q.forEach((x, k) => eq(x.actual, sum(codes.flatMap((c) => pl.accounts[c].vals.slice(3 * k, 3 * k + 3))), `BvA ${en} Q${k + 1} = QuickBooks`));
    }
  }
  for (const [t, s] of [[bva.revenue, 'rev'], [bva.expenses, 'exp']]) {
    const ls = Object.values(bva.lines).filter((l) => l.side === s);
    for (let k = 0; k < 4; k++) { eq(t.q[k].actual, sum(ls.map((l) => l.q[k].actual)), `BvA total ${s} Q${k + 1}`); eq(t.q[k].budget, sum(ls.map((l) => l.q[k].budget)), `BvA budget ${s} Q${k + 1}`); }
  }
  for (let k = 0; k < 4; k++) eq(bva.surplus.q[k].actual, r2(bva.revenue.q[k].actual - bva.expenses.q[k].actual), `BvA surplus Q${k + 1}`);
  eq(bva.surplus.actual, pl.netIncome.total, 'BvA surplus = QuickBooks net income');
  eq(bva.revenue.actual, r2(pl.totalIncome.total + pl.otherIncome.total), 'BvA revenue = QuickBooks income + other income');
  eq(bva.expenses.actual, r2(pl.totalCogs.total + pl.totalExpenses.total), 'BvA expenses = QuickBooks COGS + expenses');
  ok(bva.cash > 0, 'BvA cash line');
  ok(Object.keys(bva.lines).length === 16, 'BvA lines');
  return bva;
}

function readRegister() {
  const rows = parseCsv(fs.readFileSync(file('saules', 2), 'utf8'), { delimiter: ';', bom: true, relax_column_count: true });
  ok(/^Date$/.test(rows[2][0]) && /Volunteer hours/.test(rows[2][3]), 'register heading');
  const n = (s) => (s === '' ? 0 : parseFloat(String(s).replace(',', '.')));
  const out = [];
  let total;
  for (const r of rows.slice(3)) {
    if (!r[0]) continue;
    const o = { date: r[0], open: r[2] !== '', volunteers: n(r[2]), hours: n(r[3]), regional: n(r[4]), rescue: n(r[5]), drives: n(r[6]), purchased: n(r[7]), received: n(r[8]), distributed: n(r[9]), households: n(r[10]), note: r[11] };
    if (r[0] === 'TOTAL') { total = o; continue; }
    ok(/^\d{4}-\d\d-\d\d$/.test(o.date), `register date ${o.date}`);
    if (o.open) eq(o.received, r2(o.regional + o.rescue + o.drives + o.purchased), `register received ${o.date}`);
    else ok(/^FERMÉ/.test(o.note), `closed day ${o.date}`);
    out.push(o);
  }
  const open = out.filter((r) => r.open);
  const tot = {};
  for (const k of ['volunteers', 'hours', 'regional', 'rescue', 'drives', 'purchased', 'received', 'distributed', 'households']) { tot[k] = sum(open.map((r) => r[k])); eq(total[k], tot[k], `register TOTAL ${k}`); }
  const hh = open.map((r) => r.households).sort((a, b) => b - a);
  ok(hh[0] > hh[1], 'busiest day is unique');
  return { rows: out, total: tot };
}

async function readGrant() {
  const zip = await JSZip.loadAsync(fs.readFileSync(file('saules', 3)));
  const xml = await zip.file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => dec([...p[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')));
  const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((tr) => [...tr[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((tc) => dec([...tc[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join(''))));
  const text = paras.join('\n');
  const frMoney = (s) => frNum(s.replace('$', ''));
  const years = rows.filter((r) => /^\d{4}-\d{4}$/.test(r[0])).map((r) => [r[0], frMoney(r[2])]);
  ok(years.length === 3, 'grant years');
  eq(frMoney(rows.find((r) => r[0] === 'Total')[2]), sum(years.map((y) => y[1])), 'grant total');
  const EN = { January: 1, February: 2, March: 3, April: 4, May: 5, June: 6, July: 7, August: 8, September: 9, October: 10, November: 11, December: 12 };
  const enIso = (s) => { const m = s.match(/(\w+) (\d+), (\d{4})/); return `${m[3]}-${String(EN[m[1]]).padStart(2, '0')}-${m[2].padStart(2, '0')}`; };
  const reports = rows.filter((r) => /^(Rapport|Bilan)/.test(r[0]) && /\d{4}/.test(r[1] || '')).map((r) => [r[0], enIso(r[1].split(' / ')[1])]);
  const inst = text.match(/en quatre \((\d)\) versements égaux/) || fail('instalments');
  const hours = text.match(/au moins ([\d\s]+) heures de bénévolat/) || fail('hours target');
  const admin = text.match(/ne peuvent dépasser (\d+) % du montant annuel/) || fail('admin cap');
  const notify = text.match(/par écrit dans les (\d+) jours de tout changement à la direction générale/) || fail('notify days');
  const sign = rows.find((r) => /^Pour Centraide/.test(r[0]));
  const signer = rows[rows.indexOf(sign) + 1][0].split(',')[0];
  return { years, instalments: +inst[1], reports, targets: { hours: frNum(hours[1]) }, adminCapPct: +admin[1], notifyDays: +notify[1], signFunder: [signer] };
}

function readReceipt(V0) {
  const L = receiptLines(V0);
  const lines = L.map((l) => (l.t !== undefined ? [l.t] : l.cols ? l.cols.map((c) => c.trim()) : null)).filter(Boolean);
  const items = [];
  let discount = 0, subtotal, tps, tvq, total, count, tpsPct, tvqPct, date;
  for (let i = 0; i < lines.length; i++) {
    const [a, b] = lines[i];
    const qm = a.match(/^(\d+) @ (\d+,\d\d)$/);
    if (qm) { const [amt, tax] = b.split(/\s+/); items.push({ name: lines[i - 1][0], qty: +qm[1], unit: frNum(qm[2]), amount: frNum(amt), tax: tax || '' }); continue; }
    if (/^RABAIS/.test(a)) { discount += -frNum(b); continue; }
    if (a === 'SOUS-TOTAL') { subtotal = frNum(b); continue; }
    if (/^TPS \d/.test(a)) { tps = frNum(b); tpsPct = frNum(a.slice(4)); continue; }
    if (/^TVQ \d/.test(a)) { tvq = frNum(b); tvqPct = frNum(a.slice(4)); continue; }
    if (a === 'TOTAL') { total = frNum(b); continue; }
    if (/^NB ARTICLES/.test(a)) { count = +a.match(/(\d+)$/)[1]; continue; }
    if (/^\d{4}-\d\d-\d\d /.test(a)) { date = a.slice(0, 10); continue; }
    if (b !== undefined && /^\d+,\d\d( FP)?$/.test(b) && !['INTERAC', 'MONNAIE'].includes(a)) { const [amt, tax] = b.split(/\s+/); items.push({ name: a, qty: 1, unit: frNum(amt), amount: frNum(amt), tax: tax || '' }); }
  }
  for (const i of items) eq(i.amount, r2(i.qty * i.unit), `receipt ${i.name}`);
  eq(subtotal, r2(sum(items.map((i) => i.amount)) - discount), 'receipt subtotal');
  const taxable = sum(items.filter((i) => i.tax === 'FP').map((i) => i.amount));
  eq(tps, r2((taxable * tpsPct) / 100), 'receipt TPS');
  eq(tvq, r2((taxable * tvqPct) / 100), 'receipt TVQ');
  eq(total, r2(subtotal + tps + tvq), 'receipt total');
  ok(count === items.reduce((s, i) => s + i.qty, 0), 'receipt item count');
  return { items, subtotal, taxable, tps, tvq, total, count, date };
}

// =============================================================== build the view from the files, then the answers
const V0 = view();
const months = await readCashBook();
const bank = readBank(months);
const { sales, royaltyRate } = await readSales(months);
const agm = readAgm(V0, months);
const bill = readBill(V0, months);
const pl = await readQbo();
const bva = await readBva(pl);
const reg = readRegister();
const grant = await readGrant();
const receipt = readReceipt(V0);
// Centraide in QuickBooks: the year's amount in four equal payments
eq(pl.accounts['4110'].total, grant.years[0][1], 'Centraide received = 2025-2026 amount');
ok(pl.accounts['4110'].vals.filter((v) => v).every((v) => near(v, grant.years[0][1] / grant.instalments)), 'Centraide instalments');
const VF = { deurali: { months, bank, sales, agm, bill, royaltyRate }, saules: { pl, bva, reg, grant, receipt } };

// the view read back must hold what the data module put in
const same = (a, b, where) => {
  if (typeof a === 'number' && typeof b === 'number') return ok(near(a, b, 1e-6), `${where}: ${a} != ${b}`);
  ok(JSON.stringify(a) === JSON.stringify(b), `${where}: ${JSON.stringify(a)} != ${JSON.stringify(b)}`);
};
V0.deurali.months.forEach((m, i) => {
  for (const side of ['receipts', 'payments']) {
    same(months[i][side].length, m[side].length, `${m.name} ${side} count`);
    m[side].forEach((e, k) => { for (const f of ['date', 'no', 'particulars', 'head', 'cash', 'bank']) same(months[i][side][k][f], e[f], `${m.name} ${side} ${k} ${f}`); });
  }
});
V0.deurali.sales.forEach((s, i) => { for (const f of ['date', 'bill', 'buyer', 'cat', 'product', 'species', 'qty', 'unit', 'rate', 'amount', 'received', 'due']) same(sales[i][f], s[f], `sale ${i + 1} ${f}`); });
V0.saules.reg.rows.forEach((r, i) => { for (const f of ['date', 'open', 'hours', 'regional', 'rescue', 'drives', 'purchased', 'received', 'distributed', 'households']) same(reg.rows[i][f], r[f], `register ${r.date} ${f}`); });

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, 'case count');
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(JSON.stringify(orgs) === JSON.stringify(ORGS), 'orgs.json');
for (const [org, defs] of Object.entries(DEFS)) {
  ok(defs.length === 50 && defs.filter((d) => d[0] === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  for (const f of DOCS[org]) ok(fs.existsSync(path.join(SET, 'documents', org, f)), `missing ${f}`);
  defs.forEach(([kind, question, calc], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    const c = cases.find((x) => x.id === id) || fail(`no case ${id}`);
    ok(c.org === org && c.kind === kind && c.question === question, `${id} fields`);
    ok(JSON.stringify(c.documents) === JSON.stringify(DOCS[org].map((d) => `${org}/${d}`)), `${id} documents`);
    const got = calc(VF);
    if (got === 'notfound') return ok(c.answer.type === 'notfound', `${id} notfound`);
    if (typeof got === 'object') return ok(c.answer.type === 'text' && JSON.stringify(c.answer.any) === JSON.stringify(got.text), `${id} text ${JSON.stringify(got.text)} vs ${JSON.stringify(c.answer.any)}`);
    ok(c.answer.type === 'number' && Math.abs(got - c.answer.value) <= 1e-6 * Math.max(1, Math.abs(got)), `${id}: read ${got}, case ${c.answer.value}`);
  });
}

// the scorer: ideal replies all pass, wrong replies all fail
const scorer = '/work/shared/evals/agent/score.mjs';
const run = (answers) => execFileSync('node', [scorer, path.join(SET, 'cases.jsonl'), path.join(SET, answers)], { encoding: 'utf8' });
const good = run('expected-answers.jsonl'), bad = run('wrong-answers.jsonl');
ok(/accuracy 100% \(100\/100\)/.test(good), `expected answers do not all pass:\n${good}`);
ok(/accuracy 0% \(0\/100\)/.test(bad), `wrong answers do not all fail:\n${bad}`);
console.log(`verify: ${checks} checks passed; expected answers 100%, wrong answers 0%`);
