// Reads set AH's rendered documents back (pdfjs for the PDFs, exceljs for the workbooks, the Word files' XML,
// csv-parse for the CSVs), rebuilds from them alone the view the questions are asked of, checks the documents'
// arithmetic and the figures that tie between them, recomputes every expected answer from what it read, checks
// that the text answers are printed where the case says, and scores the ideal and wrong replies.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFS, FILES, DOCS, view } from './data.mjs';
import { costcoLines, partyLines } from './lib/render-aspen.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ah');
const DOC = (org, k) => path.join(SET, 'documents', org, FILES[org][k]);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log(`FAIL ${msg}`); } };
const near = (a, b, tol = 0.006) => Math.abs(a - b) <= tol;
const eq = (a, b, msg, tol = 0.006) => ok(typeof a === 'number' && typeof b === 'number' && near(a, b, tol), `${msg}: ${a} vs ${b}`);
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + (x || 0), 0));

// ------------------------------------------------------------------ readers
async function pdfLines(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: true, disableFontFace: true }).promise;
  const pages = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    const items = tc.items.filter((i) => i.str.trim()).map((i) => ({ s: i.str, x: i.transform[4], y: Math.round(i.transform[5]) }));
    const byY = new Map();
    for (const it of items) { const k = [...byY.keys()].find((y) => Math.abs(y - it.y) <= 2) ?? it.y; if (!byY.has(k)) byY.set(k, []); byY.get(k).push(it); }
    pages.push([...byY.entries()].sort((a, b) => b[0] - a[0]).map(([y, its]) => ({ y, items: its.sort((a, b) => a.x - b.x) })));
  }
  return pages;
}
const pdfText = (pages) => pages.map((p) => p.map((l) => l.items.map((i) => i.s).join(' ')).join(' ')).join(' ').replace(/\s+/g, ' ');
async function docx(file) {
  const xml = await (await JSZip.loadAsync(fs.readFileSync(file))).file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  const paraText = (p) => dec([...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
  const text = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => paraText(m[0])).join('\n');
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => paraText(c[0]))));
  return { text, tables };
}
const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && v.richText) return v.richText.map((t) => t.text).join(''); return v; };
const usNum = (s) => { const t = String(s).trim(); if (t === '-' || t === '') return 0; const neg = /^\(.*\)$/.test(t) || /^-/.test(t); return (neg ? -1 : 1) * parseFloat(t.replace(/[()$,+\-\s]/g, '')); };
const nlNum = (s) => { const t = String(s).replace('€', '').replace(/^max\.\s*/, '').trim(); if (t === '-' || t === '') return 0; const neg = t.startsWith('-'); return (neg ? -1 : 1) * parseFloat(t.replace(/^[-+]/, '').replace(/\./g, '').replace(',', '.')); };
const isAmt = (s) => /^\(?-?[\d,]+(\.\d+)?\)?$|^-$/.test(s.trim());
const isEur = (s) => /^€ (-|-?[\d.]+(,\d+)?)$/.test(s.trim());

// ------------------------------------------------------------------ Aspen Meadow
async function readAspen() {
  const org = 'aspenmeadow';
  const texts = {};
  // treasurer's report
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(DOC(org, 'report'));
  const ws = wb.getWorksheet('Feb 2026');
  const rows = [], cash = {};
  let ev = '', mode = 'before';
  const allText = [];
  ws.eachRow((row, rn) => {
    const v = (i) => cellVal(row.getCell(i));
    for (let i = 1; i <= 7; i++) { const x = v(i); if (x !== null && x !== undefined && x !== '') allText.push(String(x)); }
    const A = v(1), B = v(2), C = v(3);
    if (A === 'Category') { mode = 'table'; return; }
    if (mode === 'before') return;
    if (A === 'CASH ON HAND') { mode = 'cash'; return; }
    if (mode === 'cash') { if (typeof A === 'string' && typeof C === 'number') cash[A] = C; if (A === 'Notes:') mode = 'notes'; return; }
    if (mode !== 'table') return;
    if (A && (B === A || (!B && (C === null || C === undefined)))) { ev = ''; return; } // section heading (merged across)
    const nums = { budget: C || 0, month: v(4) || 0, ytd: v(5) || 0, remaining: v(6) || 0, pct: v(7) === '' || v(7) === null || v(7) === undefined ? null : v(7) };
    if (A && B) { ev = A; rows.push({ ev, label: B, ...nums }); return; }
    if (!A && B) { rows.push({ ev, label: B, ...nums, total: B === 'Net' }); return; }
    if (A && !B) { ev = ''; rows.push({ ev: '', label: A, ...nums, total: true }); }
  });
  texts.report = allText.join('\n');
  for (const r of rows) {
    eq(r.remaining, r2(r.budget - r.ytd), `report remaining ${r.ev}/${r.label}`);
    if (r.label !== 'NET INCOME (LOSS)') ok(r.budget ? near(r.pct, r.ytd / r.budget, 1e-6) : r.pct === null, `report pct ${r.label}`);
  }
  const rep = (label, e) => rows.find((r) => r.label === label && (e === undefined || r.ev === e));
  const block = (e) => rows.filter((r) => r.ev === e && !r.total);
  for (const f of ['budget', 'month', 'ytd']) {
    const events = [...new Set(rows.filter((r) => r.label === 'Net').map((r) => r.ev))];
    for (const e of events) eq(rep('Net', e)[f], r2(rep('Income', e)[f] + rep('Expenses', e)[f]), `net ${e} ${f}`);
    eq(rep('Total Fundraising (net)')[f], sum(events.map((e) => rep('Net', e)[f])), `total fundraising ${f}`);
    eq(rep('Total Other Income')[f], sum(block('Other Income').map((r) => r[f])), `other income ${f}`);
    eq(rep('Total Program Expenses')[f], sum(block('Programs').map((r) => r[f])), `programs ${f}`);
    eq(rep('Total Administrative Expenses')[f], sum(block('Admin').map((r) => r[f])), `admin ${f}`);
    eq(rep('NET INCOME (LOSS)')[f], r2(rep('Total Fundraising (net)')[f] + rep('Total Other Income')[f] - rep('Total Program Expenses')[f] - rep('Total Administrative Expenses')[f]), `net income ${f}`);
  }
  eq(cash['Cash at February 28, 2026'], r2(cash['Cash at July 1, 2025 (all accounts)'] + rep('NET INCOME (LOSS)').ytd), 'cash roll-forward');
  eq(cash['Adjusted checking balance'], r2(cash['FRCCU Checking x4417 - statement balance 2/28/26'] + cash['Less outstanding checks']), 'adjusted checking');
  eq(cash['Total cash'], r2(cash['Adjusted checking balance'] + cash['FRCCU Savings x4425'] + cash['Venmo balance 2/28/26']), 'total cash');
  eq(cash['Total cash'], cash['Cash at February 28, 2026'], 'cash reconciles');
  // by month
  const wm = wb.getWorksheet('By Month');
  const mon = { rows: {}, total: {} };
  let hdr = null;
  wm.eachRow((row) => {
    const vals = []; for (let i = 1; i <= 10; i++) vals.push(cellVal(row.getCell(i)));
    if (vals[0] === 'Line item') { hdr = vals.slice(1, 9); return; }
    if (vals[0] === 'Line item') { hdr = vals.slice(1, 9); return; }
    if (!hdr || vals.slice(1).every((x) => x === null || x === undefined)) return;
    mon.rows[vals[0]] = vals.slice(1, 9).map((x) => x || 0); mon.total[vals[0]] = vals[9] || 0;
    eq(vals[9], sum(vals.slice(1, 9)), `by month FYTD ${vals[0]}`);
  });
  ok(hdr && hdr[0] === 'Jul-25' && hdr[7] === 'Feb-26', 'by month headings');
  for (const r of rows.filter((x) => !x.total)) {
    const l = ['Income', 'Expenses'].includes(r.label) ? `${r.ev} - ${r.label === 'Income' ? 'income' : 'expenses'}` : r.label;
    ok(l in mon.total, `by month has ${l}`);
    eq(Math.abs(mon.total[l]), Math.abs(r.ytd), `by month vs report ytd ${l}`);
    eq(Math.abs(mon.rows[l][7]), Math.abs(r.month), `by month vs report Feb ${l}`);
  }
  // Square
  const sqRows = parse(fs.readFileSync(DOC(org, 'square')), { relax_column_count: true, skip_empty_lines: false });
  texts.square = sqRows.map((r) => r.join(' ')).join('\n');
  const sq = { rows: {}, cats: {}, days: [] };
  let inCats = false;
  const MON = { Jan: 1, Feb: 2, Mar: 3 };
  for (const r of sqRows) {
    if (r[0] === '' && r[6] === 'Total') { sq.days = r.slice(1, 6).map((d) => { const m = d.match(/(\w{3}) (\d+), (\d{4})/); return `${m[3]}-${String(MON[m[1]]).padStart(2, '0')}-${m[2].padStart(2, '0')}`; }); continue; }
    if (r[0] === 'Sales by Category') { inCats = true; continue; }
    if (inCats && r.length >= 7 && r[0] !== 'Category') { sq.cats[r[0].replace(/ \(.*\)$/, '')] = { items: +r[1], gross: usNum(r[2]), itemsRefunded: +r[3], refunds: -usNum(r[4]), discounts: -usNum(r[5]), net: usNum(r[6]) }; continue; }
    if (!inCats && r.length === 7 && r[0]) sq.rows[r[0]] = r.slice(1).map(usNum);
  }
  for (const [k, vals] of Object.entries(sq.rows)) eq(vals[5], sum(vals.slice(0, 5)), `square total ${k}`);
  for (let i = 0; i < 6; i++) {
    eq(sq.rows['Net Sales'][i], r2(sq.rows['Gross Sales'][i] + sq.rows.Returns[i] + sq.rows['Discounts & Comps'][i]), `square net sales ${i}`);
    eq(sq.rows['Total Collected'][i], r2(sq.rows['Net Sales'][i] + sq.rows.Tax[i] + sq.rows.Tips[i]), `square collected ${i}`);
    eq(sq.rows['Total Collected'][i], r2(sq.rows.Cash[i] + sq.rows.Card[i]), `square tenders ${i}`);
    eq(sq.rows['Net Total'][i], r2(sq.rows['Total Collected'][i] + sq.rows.Fees[i]), `square net total ${i}`);
  }
  eq(sq.cats.Total.net, sq.rows['Net Sales'][5], 'square categories tie');
  delete sq.cats.Total;
  eq(rep('Income', 'Book Fairs').month, r2(sq.cats.Books.net + sq.cats['Fair Extras'].net), 'book fair Feb = Square books + extras');
  eq(rep('Income', 'Bake Sales').month, r2(sq.cats['Bake Sale'].net + sq.rows.Tips[5]), 'bake sale Feb = Square bake + tips');
  // Venmo
  const vmRows = parse(fs.readFileSync(DOC(org, 'venmo')), { relax_column_count: true });
  texts.venmo = vmRows.map((r) => r.join(' ')).join('\n');
  const H = vmRows.find((r) => r[1] === 'ID');
  const col = (n) => H.indexOf(n);
  const money = (s) => (s ? (s.trim().startsWith('-') ? -1 : 1) * parseFloat(s.replace(/[^\d.]/g, '')) : 0);
  const vm = { txns: [] };
  for (const r of vmRows) {
    if (r[col('Beginning Balance')]) vm.begin = money(r[col('Beginning Balance')]);
    if (r[col('Ending Balance')] && r !== H) { vm.end = money(r[col('Ending Balance')]); vm.periodFees = money(r[col('Statement Period Venmo Fees')]); }
    if (!/^\d{10,}$/.test(r[col('ID')] || '')) continue;
    const type = r[col('Type')], amount = money(r[col('Amount (total)')]);
    const who = /Transfer/.test(type) ? r[col('Destination')] : type === 'Refund' ? r[col('To')] : r[col('From')];
    vm.txns.push({ id: r[col('ID')], dt: r[col('Datetime')], type, note: r[col('Note')], who, amount, fee: Math.abs(money(r[col('Amount (fee)')])) });
  }
  eq(vm.end, r2(vm.begin + sum(vm.txns.map((t) => t.amount - t.fee))), 'venmo balance roll-forward');
  eq(vm.periodFees, sum(vm.txns.map((t) => t.fee)), 'venmo period fees');
  eq(cash['Venmo balance 2/28/26'], vm.end, 'report Venmo balance = statement');
  const vmFee = (m) => sum(vm.txns.filter((t) => t.dt.slice(5, 7) === m).map((t) => t.fee));
  eq(rep('Bank & payment processing fees').month, r2(-sq.rows.Fees[5] + vmFee('02')), 'Feb fees = Square + Venmo');
  eq(mon.rows['Bank & payment processing fees'][6], vmFee('01'), 'Jan fees = Venmo');
  const dues = (m) => sum(vm.txns.filter((t) => t.type === 'Payment' && /member/i.test(t.note) && t.dt.slice(5, 7) === m).map((t) => t.amount));
  eq(mon.rows['Membership dues'][6], dues('01'), 'Jan dues = Venmo'); eq(mon.rows['Membership dues'][7], dues('02'), 'Feb dues = Venmo');
  // budget PDF: two columns side by side
  const bp = await pdfLines(DOC(org, 'budget'));
  texts.budget = pdfText(bp);
  const bud = { rows: [], sections: {} };
  const named = {};
  for (const [ci, x0, x1] of [[0, 0, 306], [1, 306, 700]]) {
    let section = null;
    for (const line of bp[0]) {
      const its = line.items.filter((i) => i.x >= x0 && i.x < x1);
      if (!its.length) continue;
      const lab = its.filter((i) => i.x < x0 + 180 && !isAmt(i.s)).map((i) => i.s).join(' ').trim();
      const nums = its.filter((i) => i.x >= x0 + 120 && isAmt(i.s)).map((i) => usNum(i.s));
      if (!nums.length) { const h = { INCOME: 'income', 'FUNDRAISER EXPENSES': 'fundexp', PROGRAMS: 'program', ADMINISTRATION: 'admin' }[lab]; if (h) section = h; continue; }
      if (nums.length !== 2) continue;
      if (/^(TOTAL|Total|NET)/.test(lab)) { named[lab] = { prior: nums[0], budget: nums[1] }; continue; }
      bud.rows.push({ label: lab, section, prior: nums[0], budget: nums[1] });
    }
  }
  const secSum = (s, f) => sum(bud.rows.filter((r) => s.includes(r.section)).map((r) => r[f]));
  bud.sections = { fundexp: named['Total Fundraiser Expenses'], program: named['Total Programs'], admin: named['Total Administration'] };
  bud.totalIncome = named['TOTAL INCOME']; bud.totalExpense = named['TOTAL EXPENSES']; bud.net = named['NET SURPLUS / (DEFICIT)'];
  for (const f of ['prior', 'budget']) {
    eq(bud.totalIncome[f], secSum(['income'], f), `budget income ${f}`);
    for (const s of ['fundexp', 'program', 'admin']) eq(bud.sections[s][f], secSum([s], f), `budget ${s} ${f}`);
    eq(bud.totalExpense[f], secSum(['fundexp', 'program', 'admin'], f), `budget expenses ${f}`);
    eq(bud.net[f], r2(bud.totalIncome[f] - bud.totalExpense[f]), `budget net ${f}`);
  }
  ok(bud.rows.length === 37, `budget rows ${bud.rows.length}`);
  // the report's budget column = the approved budget, with the January amendment
  eq(rep('Total Program Expenses').budget, r2(bud.sections.program.budget + 600), 'amended programs budget');
  eq(rep('Total Administrative Expenses').budget, r2(bud.sections.admin.budget - 600), 'amended admin budget');
  eq(rep('NET INCOME (LOSS)').budget, bud.net.budget, 'report budget net = approved net');
  // minutes
  const mn = await docx(DOC(org, 'minutes'));
  texts.minutes = mn.text;
  const num = (re) => { const m = mn.text.match(re); ok(m, `minutes ${re}`); return m ? parseFloat(m[1].replace(/,/g, '')) : NaN; };
  const minutes = {
    shadeAmount: num(/contribute up to \$([\d,]+)/), shadeQuote: num(/at \$([\d,]+), the district/), shadeNo: num(/(\d+) opposed/),
    teachers: num(/each of (\d+) classroom teachers/), each: num(/grants of \$(\d+) for each/), cashDec: num(/total cash of \$([\d,.]+?) at December 31/), enrollment: num(/Enrollment is (\d+)/),
  };
  eq(minutes.cashDec, r2(cash['Cash at July 1, 2025 (all accounts)'] + sum(mon.rows.NET.slice(0, 6))), 'minutes cash at Dec 31 = July 1 + Jul-Dec net');
  eq(rep('Teacher grants').month, minutes.teachers * minutes.each, 'spring grants paid in Feb as approved');
  // receipts (photos): their printed lines
  const V0 = view().am;
  const rc = (lines) => lines.map((l) => (l.t !== undefined ? l.t : l.cols ? l.cols.filter(Boolean).join('  ') : '')).join('\n');
  const cText = rc(costcoLines(V0)), pText = rc(partyLines(V0));
  texts.costco = cText; texts.party = pText;
  const grab = (t, re) => { const m = t.match(re); ok(m, `receipt ${re}`); return m ? parseFloat(m[1]) : NaN; };
  const cItems = [...cText.matchAll(/^\s+\d+ [A-Z].*?\s{2}(\d+\.\d\d)( A)?$/gm)].map((m) => ({ p: +m[1], tx: !!m[2] }));
  const cSav = sum([...cText.matchAll(/(\d+\.\d\d)-$/gm)].map((m) => +m[1]));
  const costco = { subtotal: grab(cText, /^SUBTOTAL\s+(\d+\.\d\d)/m), tax: grab(cText, /^TAX\s+(\d+\.\d\d)/m), total: grab(cText, /^\*\*\*\* TOTAL\s+(\d+\.\d\d)/m), count: grab(cText, /ITEMS SOLD = (\d+)/) };
  eq(costco.subtotal, r2(sum(cItems.map((i) => i.p)) - cSav), 'costco subtotal');
  eq(costco.tax, r2(sum(cItems.filter((i) => i.tx).map((i) => i.p)) * 0.0725), 'costco tax 7.25% on A items');
  eq(costco.total, r2(costco.subtotal + costco.tax), 'costco total');
  ok(cItems.length === costco.count, 'costco item count');
  const pItems = [...pText.matchAll(/^([A-Z][A-Z0-9 .]+?)\s{2}(\d+\.\d\d)$/gm)].filter((m) => !/SUBTOTAL|TOTAL|DEBIT/.test(m[1])).map((m) => +m[2]);
  const party = { subtotal: grab(pText, /^SUBTOTAL\s+(\d+\.\d\d)/m), discount: grab(pText, /DISC 10%\s+-(\d+\.\d\d)/), tax: grab(pText, /SALES TAX 7\.75%\s+(\d+\.\d\d)/), total: grab(pText, /^TOTAL\s+(\d+\.\d\d)/m) };
  eq(party.subtotal, sum(pItems), 'party subtotal');
  eq(party.discount, r2(party.subtotal * 0.1), 'party discount');
  eq(party.tax, r2((party.subtotal - party.discount) * 0.0775), 'party tax');
  eq(party.total, r2(party.subtotal - party.discount + party.tax), 'party total');
  ok(rep('Staff appreciation').month >= costco.total && rep('Family events').month >= party.total, 'receipts are inside the Feb actuals');
  return { V: { rows, mon, sq, vm, bud, cash, minutes, costco, party }, texts };
}

// ------------------------------------------------------------------ De Schakel
async function readSchakel() {
  const org = 'deschakel';
  const texts = {};
  // jaarrekening
  const jp = await pdfLines(DOC(org, 'jr'));
  texts.jr = pdfText(jp);
  const grab = (page, n) => {
    const out = {};
    for (const l of page) {
      const vals = l.items.filter((i) => isEur(i.s)).map((i) => nlNum(i.s));
      if (vals.length !== n) continue;
      out[l.items.filter((i) => !isEur(i.s)).map((i) => i.s).join(' ').trim()] = vals;
    }
    return out;
  };
  const pageOf = (title) => jp.find((p) => p.some((l) => l.items.length === 1 && l.items[0].s === title));
  const bal = grab(pageOf('Balans per 31 december 2025'), 2);
  const sPage = pageOf('Staat van baten en lasten over 2025');
  const staat = grab(sPage, 3);
  const rb = Object.fromEntries(Object.entries(grab(sPage, 1)).map(([k, v]) => [k, v[0]]));
  const tPage = pageOf('Toelichting');
  const fondsen = Object.fromEntries(Object.entries(grab(tPage, 4)).map(([k, v]) => [k, [v[0], v[1], Math.abs(v[2]), v[3]]]));
  const pers = grab(tPage, 2);
  const lv = grab(pageOf('Lastenverdeling 2025'), 8);
  const fm = texts.jr.match(/in fte: (\d+,\d) \(2024: (\d+,\d)\)/);
  ok(fm, 'fte sentence');
  const fte = fm ? [nlNum(fm[1]), nlNum(fm[2])] : [];
  const add = (o, ls, i) => ls.reduce((s, l) => s + o[l][i], 0);
  for (const i of [0, 1]) {
    eq(bal['Totaal vlottende activa'][i], add(bal, ['Voorraden', 'Vorderingen en overlopende activa', 'Liquide middelen'], i), `balans vlottend ${i}`);
    eq(bal['Totaal activa'][i], add(bal, ['Materiële vaste activa', 'Totaal vlottende activa'], i), `balans activa ${i}`);
    eq(bal['Totaal reserves en fondsen'][i], add(bal, ['Continuïteitsreserve', 'Bestemmingsreserve vervanging koelcel', 'Bestemmingsfonds Noodfonds', 'Bestemmingsfonds Thuisadministratie'], i), `balans reserves ${i}`);
    eq(bal['Totaal kortlopende schulden'][i], add(bal, ['Crediteuren', 'Belastingen en premies sociale verzekeringen', 'Terug te betalen subsidie', 'Overige schulden en overlopende passiva'], i), `balans schulden ${i}`);
    eq(bal['Totaal passiva'][i], add(bal, ['Totaal reserves en fondsen', 'Totaal kortlopende schulden'], i), `balans passiva ${i}`);
    eq(bal['Totaal passiva'][i], bal['Totaal activa'][i], `balans balances ${i}`);
  }
  for (const i of [0, 1, 2]) {
    eq(staat['Som der baten'][i], add(staat, ['Baten van particulieren', 'Baten van bedrijven', 'Baten van andere organisaties zonder winststreven', 'Subsidies van overheden'], i), `staat baten ${i}`);
    eq(staat['Totaal besteed aan doelstellingen'][i], add(staat, ['Voedselhulp', 'Schuldhulp en thuisadministratie', 'Noodfonds'], i), `staat doelstellingen ${i}`);
    eq(staat['Som der lasten'][i], add(staat, ['Totaal besteed aan doelstellingen', 'Wervingskosten', 'Kosten beheer en administratie'], i), `staat lasten ${i}`);
    eq(staat['Saldo voor financiële baten en lasten'][i], staat['Som der baten'][i] - staat['Som der lasten'][i], `staat saldo voor fin ${i}`);
    eq(staat['Saldo van baten en lasten'][i], staat['Saldo voor financiële baten en lasten'][i] + staat['Financiële baten en lasten'][i], `staat saldo ${i}`);
  }
  eq(rb.Totaal, staat['Saldo van baten en lasten'][0], 'resultaatbestemming = saldo');
  eq(rb.Totaal, add({ x: Object.entries(rb).filter(([k]) => k !== 'Totaal').map(([, v]) => v) }, [], 0) + Object.entries(rb).filter(([k]) => k !== 'Totaal').reduce((s, [, v]) => s + v, 0), 'resultaatbestemming adds');
  for (const [k, f] of Object.entries(fondsen)) {
    eq(f[3], f[0] + f[1] - f[2], `fonds roll-forward ${k}`);
    eq(f[3], bal[k][0], `fonds closing = balans ${k}`); eq(f[0], bal[k][1], `fonds opening = balans 2024 ${k}`);
    eq(f[1] - f[2], rb[k], `fonds movement = resultaatbestemming ${k}`);
  }
  for (const [k, r] of Object.entries(lv)) eq(r[5], r.slice(0, 5).reduce((a, b) => a + b, 0), `lastenverdeling row ${k}`);
  for (let j = 0; j < 8; j++) eq(lv.Totaal[j], Object.entries(lv).filter(([k]) => k !== 'Totaal').reduce((s, [, r]) => s + r[j], 0), `lastenverdeling column ${j}`);
  ['Voedselhulp', 'Schuldhulp en thuisadministratie', 'Noodfonds', 'Wervingskosten', 'Kosten beheer en administratie'].forEach((l, j) => eq(staat[l][0], lv.Totaal[j], `lastenverdeling → staat ${l}`));
  eq(lv.Totaal[6], staat['Som der lasten'][1], 'lastenverdeling begroting'); eq(lv.Totaal[7], staat['Som der lasten'][2], 'lastenverdeling 2024');
  eq(pers['Totaal personeelskosten'][0], lv.Personeelskosten[5], 'personeelskosten = lastenverdeling');
  // Exact
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(DOC(org, 'exact'));
  const kb = {};
  const kbT = {};
  wb.getWorksheet('Kolommenbalans').eachRow((row) => {
    const v = (i) => cellVal(row.getCell(i)) || 0;
    const A = cellVal(row.getCell(1)), B = cellVal(row.getCell(2));
    if (/^\d{4}$/.test(String(A || ''))) kb[A] = { name: B, bd: v(3), bc: v(4), wd: v(5), wc: v(6) };
    else if (['Totaal', 'Resultaat', 'Eindtotaal'].includes(B)) kbT[B] = [v(3), v(4), v(5), v(6)];
  });
  const ks = (f) => sum(Object.values(kb).map((a) => a[f]));
  eq(kbT.Totaal[0], ks('bd'), 'kb totaal bd'); eq(kbT.Totaal[3], ks('wc'), 'kb totaal wc');
  eq(kbT.Resultaat[1], r2(ks('wc') - ks('wd')), 'kb resultaat = W&V');
  eq(kbT.Eindtotaal[0], kbT.Eindtotaal[1], 'kb balans balances'); eq(kbT.Eindtotaal[2], kbT.Eindtotaal[3], 'kb W&V balances');
  const led = (codes, f) => sum(codes.map((c) => kb[c][f]));
  eq(staat['Baten van particulieren'][0], led(['8000', '8010'], 'wc'), 'staat particulieren = ledger', 0.51);
  eq(staat['Baten van andere organisaties zonder winststreven'][0], led(['8300', '8310', '8320'], 'wc'), 'staat anderen = ledger', 0.51);
  eq(staat['Subsidies van overheden'][0], kb['8200'].wc, 'staat subsidie = ledger', 0.51);
  eq(staat['Financiële baten en lasten'][0], kb['8900'].wc, 'staat rente = ledger', 0.51);
  eq(staat['Saldo van baten en lasten'][0], kbT.Resultaat[1], 'staat saldo = ledger result', 3);
  eq(lv['Voedsel en directe hulp'][5], led(['4200', '4220'], 'wd'), 'lv voedsel = ledger', 0.51);
  eq(lv.Personeelskosten[5], led(['4000', '4010', '4020'], 'wd'), 'lv personeel = ledger', 0.51);
  eq(bal['Liquide middelen'][0], led(['1000', '1100', '1110'], 'bd'), 'balans liquide = ledger', 2);
  eq(bal['Terug te betalen subsidie'][0], kb['1750'].bc, 'balans subsidie = ledger', 0.51);
  eq(bal['Continuïteitsreserve'][1], kb['0500'].bc, 'continuïteitsreserve opening = ledger');
  const gbk = [];
  let gEnd = null, run = 0;
  wb.getWorksheet('Grootboekkaart 4200').eachRow((row) => {
    const A = cellVal(row.getCell(1));
    if (A instanceof Date) {
      const e = { date: A.toISOString().slice(0, 10), stuk: cellVal(row.getCell(2)), dagboek: cellVal(row.getCell(3)), omschr: cellVal(row.getCell(4)), relatie: cellVal(row.getCell(5)) || '', debet: cellVal(row.getCell(6)) || 0, credit: cellVal(row.getCell(7)) || 0 };
      run = r2(run + e.debet - e.credit);
      eq(cellVal(row.getCell(8)), run, `gbk saldo ${e.stuk}`);
      gbk.push(e);
    } else if (cellVal(row.getCell(4)) === 'Eindsaldo') gEnd = cellVal(row.getCell(8));
  });
  eq(gEnd, kb['4200'].wd, 'grootboekkaart = kolommenbalans 4200');
  // subsidy report
  const sd = await docx(DOC(org, 'sub'));
  texts.sub = sd.text;
  const tab = (first) => sd.tables.find((t) => t[0][0] === first);
  const toObj = (t, f) => Object.fromEntries(t.slice(1).map((r) => [r[0], r.slice(1).map(f)]));
  const hours = toObj(tab('Activiteit'), nlNum), eur = toObj(tab('Kostensoort'), nlNum), prest = toObj(tab('Indicator'), nlNum);
  for (const o of [hours, eur]) {
    for (const [k, r] of Object.entries(o)) { eq(r[5], sum(r.slice(1, 5)), `subsidie ${k} totaal`); eq(r[6], o === hours ? r[5] - r[0] : r2(r[0] - r[5]), `subsidie ${k} verschil`); }
    for (let j = 0; j < 7; j++) eq(o.Totaal[j], sum(Object.entries(o).filter(([k]) => k !== 'Totaal').map(([, r]) => r[j])), `subsidie kolom ${j}`);
  }
  const grantM = sd.text.match(/Subsidiebedrag 2025(€ [\d.,]+)/) || sd.text.match(/van het subsidiebedrag van (€ [\d.,]+)/);
  ok(grantM && nlNum(grantM[1]) === eur.Totaal[0], 'subsidie: grant = budget total');
  eq(eur.Totaal[5], kb['8200'].wc, 'subsidie besteed = ledger 8200');
  eq(eur.Totaal[6], kb['1750'].bc, 'subsidie restant = ledger 1750');
  // bank
  const bk = parse(fs.readFileSync(DOC(org, 'bank')), { columns: true });
  texts.bank = bk.map((r) => Object.values(r).join(' ')).join('\n');
  const bank = bk.map((r) => ({ date: r.Datum.split('-').reverse().join('-'), afbij: r['Af/Bij'], amount: nlNum(r.Bedrag), saldo: nlNum(r['Saldo na trn']), name: r['Naam tegenpartij'], omschr: [r['Omschrijving-1'], r['Omschrijving-2'], r['Omschrijving-3']].filter(Boolean).join(' ') }));
  for (let i = 1; i < bank.length; i++) eq(bank[i].saldo, r2(bank[i - 1].saldo + (bank[i].afbij === 'Bij' ? 1 : -1) * bank[i].amount), `bank saldo row ${i}`);
  eq(bank.at(-1).saldo, kb['1100'].bd, 'bank closing = ledger 1100');
  const sligroBank = bank.filter((b) => /Sligro/.test(b.name)).map((b) => b.amount);
  const sligroInv = gbk.filter((g) => /Sligro/.test(g.relatie) && g.date >= '2025-10-01' && g.date < '2025-12-20').map((g) => g.debet - g.credit);
  eq(sum(sligroBank), sum(sligroInv), 'Q4 Sligro payments = invoices less the credit note (last invoice unpaid)');
  // ANBI
  const ap = await pdfLines(DOC(org, 'anbi'));
  texts.anbi = pdfText(ap);
  const afin = {};
  for (const p of ap) Object.assign(afin, grab(p, 2));
  eq(afin['Som van de baten'][0], staat['Som der baten'][0], 'ANBI baten = staat');
  eq(afin['Som van de lasten'][1], staat['Som der lasten'][2], 'ANBI lasten 2024 = staat');
  eq(afin['Besteed aan doelstellingen'][0], staat['Totaal besteed aan doelstellingen'][0], 'ANBI doelstellingen = staat');
  eq(afin['Saldo van baten en lasten'][0], staat['Saldo van baten en lasten'][0], 'ANBI saldo = staat');
  const vol = texts.anbi.match(/In 2025 waren (\d+) vrijwilligers/);
  ok(vol, 'ANBI volunteers');
  eq(prest['Huishoudens met schuldhulp'][1], +texts.anbi.match(/(\d+) huishoudens kregen schuldhulp/)[1], 'ANBI schuldhulp = subsidy report');
  return { V: { staat, bal, fondsen, rb, lv, pers, fte, kb, gbk, sub: { hours, eur, prest }, bank, anbi: { volunteers: vol ? +vol[1] : NaN } }, texts };
}

// ------------------------------------------------------------------ answers
const A = await readAspen();
const S = await readSchakel();
const V = { am: A.V, ds: S.V };
const texts = { aspenmeadow: A.texts, deschakel: S.texts };
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
for (const org of Object.keys(DEFS)) {
  const cs = cases.filter((c) => c.org === org);
  ok(cs.length === 50 && cs.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const docs = DOCS[org].map((d) => `${org}/${d}`);
  for (const c of cs) ok(JSON.stringify(c.documents) === JSON.stringify(docs) && docs.every((d) => fs.existsSync(path.join(SET, 'documents', d))), `${c.id} documents`);
  const all = Object.values(texts[org]).join('\n');
  DEFS[org].forEach(([kind, , calc], i) => {
    const c = cs[i];
    ok(c && c.kind === kind && c.id === `${org}-${String(i + 1).padStart(3, '0')}`, `${org} #${i + 1} order`);
    let r;
    try { r = calc(V); } catch (e) { ok(false, `${c.id}: ${e.message}`); return; }
    if (r === 'notfound') { ok(c.answer.type === 'notfound', `${c.id} notfound`); return; }
    if (typeof r === 'object') {
      const t = (texts[org][r.doc] || '').toLowerCase();
      ok(c.answer.type === 'text' && r.text.some((p) => t.includes(p.toLowerCase())), `${c.id}: "${r.text[0]}" printed in ${r.doc}`);
      return;
    }
    ok(c.answer.type === 'number' && Math.abs(r - c.answer.value) <= 1e-6 * Math.max(1, Math.abs(r)), `${c.id}: read ${r} vs expected ${c.answer.value}`);
  });
  // the notfound questions are not answered anywhere
  const absent = org === 'aspenmeadow' ? [/2026-27 budget|budget for 2026-27/i, /target/i, /bounce/i, /March 2026 restaurant|Mar-26/i, /fall 2024/i] : [/begroting 2026/i, /salaris (van de )?coördinator|bruto ?salaris/i, /30-06-2025|30 juni 2025/i, /2024.{0,40}uren|uren.{0,40}2024/i, /oranje fonds.{0,60}2023/i];
  for (const re of absent) ok(!re.test(all), `${org}: documents do not hold ${re}`);
}

// ------------------------------------------------------------------ scorer
const score = (f) => execFileSync('node', ['/work/shared/evals/agent/score.mjs', path.join(SET, 'cases.jsonl'), path.join(SET, f)], { encoding: 'utf8' }).trim().split('\n').at(-1);
const exp = score('expected-answers.jsonl'), wr = score('wrong-answers.jsonl');
ok(exp === '100 passed, 0 failed', `expected answers: ${exp}`);
ok(wr === '0 passed, 100 failed', `wrong answers: ${wr}`);
console.log(`${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
console.log('verify: all passed');
