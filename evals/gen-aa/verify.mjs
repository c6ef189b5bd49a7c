// Re-reads the generated files of set AA (CSV, xlsx, docx, pdf) without using data.mjs's figures, checks their
// internal totals and the figures that tie between documents, and recomputes every expected answer from what it read.
// The two photos cannot be OCR'd here: their rendered lines are checked for arithmetic and against the payments they match.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { invoiceLines as krosaInvoice } from './lib/render-krosa.mjs';
import { invoiceLines as glanInvoice } from './lib/render-glanrhyd.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-aa');
const D = (org, f) => path.join(SET, 'documents', org, f);
let bad = 0;
const fail = (m) => { console.error('verify: ' + m); bad++; };
const eq = (a, b, m) => { if (Math.abs(a - b) > 0.006) fail(`${m}: ${a} != ${b}`); };
const num = (s) => { s = String(s).trim(); if (s === '-' || s === '') return 0; const neg = /^\(.*\)$/.test(s) || s.startsWith('-'); const v = parseFloat(s.replace(/[(),£\s-]/g, '').replace(/GH₵/g, '')); return neg ? -v : v; };
const sum = (a) => Math.round(a.reduce((s, x) => s + x, 0) * 100) / 100;
const val = (c) => { const v = c.value; return v && typeof v === 'object' && 'result' in v ? v.result : v; };

async function pdfLines(file) {
  const d = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const out = [];
  for (let p = 1; p <= d.numPages; p++) {
    const tc = await (await d.getPage(p)).getTextContent();
    const L = new Map();
    for (const it of tc.items) { if (!it.str.trim()) continue; const y = Math.round(it.transform[5]); if (!L.has(y)) L.set(y, []); L.get(y).push([it.transform[4], it.str.trim()]); }
    for (const [, a] of [...L].sort((x, z) => z[0] - x[0])) out.push({ page: p, cells: a.sort((x, z) => x[0] - z[0]).map((x) => x[1]) });
  }
  return { pages: d.numPages, lines: out };
}
async function docx(file) {
  const z = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await z.file('word/document.xml').async('string');
  const text = (x) => [...x.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"');
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => text(c[1]))));
  const body = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '');
  const paras = [...body.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => text(p[0])).filter(Boolean);
  return { tables, text: paras.join('\n') };
}
const csv = (file) => parse(fs.readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true });
async function book(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
const rowsOf = (ws) => { const out = []; ws.eachRow((r, i) => { const a = []; for (let c = 1; c <= ws.columnCount; c++) a.push(val(r.getCell(c))); out.push({ i, a }); }); return out; };
const isoDmy = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };

// ====================================================================== KROSA
const K = {};
{
  const { pages, lines } = await pdfLines(D('krosa', 'Sage Profit and Loss 2025.pdf'));
  if (pages !== 2) fail(`Sage P&L has ${pages} pages`);
  K.acct = {}; K.prior = {}; K.names = {}; K.sec = {}; K.tot = {};
  let sec = '';
  for (const { cells } of lines) {
    if (['Income', 'Cost of Sales', 'Overheads'].includes(cells[0])) sec = cells[0];
    const m = cells[0].match(/^(\d{4}) - (.+)$/);
    if (m && cells.length === 3) { K.acct[m[1]] = num(cells[1]); K.prior[m[1]] = num(cells[2]); K.names[m[1]] = m[2]; K.sec[m[1]] = sec; }
    if (/^(Total |Gross Profit|Net Profit)/.test(cells[0]) && cells.length === 3) K.tot[cells[0]] = [num(cells[1]), num(cells[2])];
  }
  for (const [j, A] of [[0, K.acct], [1, K.prior]]) {
    const s = (x) => sum(Object.keys(A).filter((c) => K.sec[c] === x).map((c) => A[c]));
    eq(s('Income'), K.tot['Total Income'][j], 'Sage income total'); eq(s('Cost of Sales'), K.tot['Total Cost of Sales'][j], 'Sage CoS total'); eq(s('Overheads'), K.tot['Total Overheads'][j], 'Sage overheads total');
    eq(K.tot['Total Income'][j] - K.tot['Total Cost of Sales'][j], K.tot['Gross Profit'][j], 'Sage gross'); eq(K.tot['Gross Profit'][j] - K.tot['Total Overheads'][j], K.tot['Net Profit/(Loss)'][j], 'Sage net');
  }
  if (Object.keys(K.acct).length !== 20) fail(`Sage accounts read: ${Object.keys(K.acct).length}`);
  K.ps = csv(D('krosa', 'Paystack transactions Oct-Dec 2025.csv')).map((r) => ({ ...r, amount: num(r.Amount), fee: num(r.Fees) }));
  for (const r of K.ps) { if (r.Status === 'success') eq(r.fee, Math.round(r.amount * 1.95) / 100, `Paystack fee ${r.Reference}`); else if (r.fee !== 0 || r['Paid At']) fail(`unpaid Paystack row with fee/paid at ${r.Reference}`); }
  // dues register
  const wb = await book(D('krosa', 'Dues and Levies Register 2025.xlsx'));
  const reg = rowsOf(wb.getWorksheet('Register 2025'));
  K.groups = []; let cur = null; K.regTotal = null;
  for (const { a } of reg) {
    if (/^\d{4}s$/.test(a[0] ?? '')) { cur = { decade: a[0], rows: [] }; K.groups.push(cur); continue; }
    const m = String(a[0] ?? '').match(/^Class of (\d{4})$/);
    if (m) { const x = { year: +m[1], roll: a[1], dues: a[2], duesAmt: a[3], levy: a[4], levyAmt: a[5], total: a[6] }; eq(x.duesAmt, x.dues * 200, 'dues amount'); eq(x.levyAmt, x.levy * 500, 'levy amount'); eq(x.total, x.duesAmt + x.levyAmt, 'row total'); cur.rows.push(x); continue; }
    if (/^Subtotal/.test(a[0] ?? '')) { cur.sub = { roll: a[1], dues: a[2], duesAmt: a[3], levy: a[4], levyAmt: a[5], total: a[6] }; for (const k of Object.keys(cur.sub)) eq(cur.sub[k], sum(cur.rows.map((r) => r[k])), `subtotal ${cur.decade} ${k}`); }
    if (/^TOTAL/.test(a[0] ?? '')) K.regTotal = { roll: a[1], dues: a[2], duesAmt: a[3], levy: a[4], levyAmt: a[5], total: a[6] };
  }
  K.rows = K.groups.flatMap((g) => g.rows);
  for (const k of Object.keys(K.regTotal)) eq(K.regTotal[k], sum(K.rows.map((r) => r[k])), `register total ${k}`);
  eq(K.regTotal.duesAmt, K.acct['4000'], 'register dues = Sage 4000'); eq(K.regTotal.levyAmt, K.acct['4010'], 'register levy = Sage 4010');
  K.welfare = rowsOf(wb.getWorksheet('Welfare 2025')).filter(({ a }) => /^\d\d\/\d\d\/\d{4}$/.test(a[0] ?? '')).map(({ a }) => ({ date: isoDmy(a[0]), amount: a[4] }));
  eq(sum(K.welfare.map((w) => w.amount)), K.acct['6200'], 'welfare = Sage 6200');
  // project
  const pb = await book(D('krosa', 'Dormitory Project Budget and Spend.xlsx'));
  K.pay = rowsOf(pb.getWorksheet('Payments')).filter(({ a }) => /^\d\d\/\d\d\/\d{4}$/.test(a[0] ?? '')).map(({ a }) => ({ date: isoDmy(a[0]), payee: a[1], line: a[3], amount: a[4] }));
  K.lines = []; K.groupsB = []; let g = null;
  for (const { a } of rowsOf(pb.getWorksheet('Budget v Spend'))) {
    if (/^[A-D]\. /.test(a[0] ?? '')) { g = { group: a[0], lines: [] }; K.groupsB.push(g); continue; }
    if (typeof a[1] === 'number' && !/^(Subtotal|TOTAL)/.test(a[0])) { const l = { line: a[0].trim(), budget: a[1], spent: a[2], remaining: a[3] }; eq(l.spent, sum(K.pay.filter((p) => p.line === l.line).map((p) => p.amount)), `spent ${l.line}`); eq(l.remaining, l.budget - l.spent, 'remaining'); g.lines.push(l); K.lines.push(l); }
    if (/^TOTAL/.test(a[0] ?? '')) K.projTotal = { budget: a[1], spent: a[2], remaining: a[3] };
  }
  eq(K.projTotal.budget, sum(K.lines.map((l) => l.budget)), 'project budget total'); eq(K.projTotal.spent, sum(K.pay.map((p) => p.amount)), 'project spent total');
  eq(K.projTotal.spent, K.acct['6100'], 'project payments = Sage 6100');
  // treasurer's report
  K.tr = await docx(D('krosa', "Treasurer's Report to AGM March 2026.docx"));
  K.rep = Object.fromEntries(K.tr.tables[0].slice(1).filter((r) => r[1]).map((r) => [r[0], r.slice(1).map(num)]));
  eq(K.rep["Members' dues"][1], K.acct['4000'], 'report dues'); eq(K.rep['Scholarships'][1], K.acct['6000'], 'report scholarships');
  eq(K.rep['Homecoming (net of event costs)'][1], K.acct['4040'] - K.acct['5000'], 'report homecoming net');
  eq(K.rep['Dormitory renovation project'][1], K.acct['6100'], 'report dormitory');
  eq(K.rep['Total income'][1] - K.rep['Total expenditure'][1], K.rep['Surplus/(deficit)'][1], 'report surplus');
  eq(K.rep['Surplus/(deficit)'][1], K.tot['Net Profit/(Loss)'][0], 'report deficit = Sage net');
  K.scholars = +K.tr.text.match(/awarded to (\d+) students/)[1];
  // photo
  const L = krosaInvoice(); const tv = (lab) => num(L.find((l) => l.table && l.cols[0].startsWith(lab)).cols[3]);
  const items = L.filter((l) => l.table && /^\d+$/.test(l.cols[1]));
  for (const it of items) eq(num(it.cols[1]) * num(it.cols[2]), num(it.cols[3]), 'invoice line');
  eq(sum(items.map((i) => num(i.cols[3]))), tv('Sub-total'), 'invoice subtotal');
  eq(tv('Value before VAT'), tv('Sub-total') + tv('NHIL') + tv('GETFund') + tv('COVID'), 'invoice levies');
  eq(tv('VAT 15%'), Math.round(tv('Value before VAT') * 15) / 100, 'invoice VAT'); eq(tv('TOTAL'), tv('Value before VAT') + tv('VAT 15%'), 'invoice total');
  K.inv = { vat: tv('VAT 15%'), total: tv('TOTAL'), no: L.find((l) => l.cols && /Invoice No/.test(l.cols[0])).cols[0].split(': ')[1], date: isoDmy(L.find((l) => l.cols && /Invoice No/.test(l.cols[0])).cols[1].split(': ')[1]), supplier: L[0].t };
  if (!K.pay.some((p) => Math.abs(p.amount - K.inv.total) < 0.006 && p.payee.startsWith('Adom'))) fail('invoice not among project payments');
}

// ====================================================================== GLANRHYD
const G = {};
{
  const wb = await book(D('glanrhyd', 'QuickFile Profit and Loss Apr-Dec 2025.xlsx'));
  const rows = rowsOf(wb.getWorksheet('Profit and Loss'));
  G.A = {}; G.name = {}; G.sec = {}; G.tot = {}; let sec = '';
  for (const { a } of rows) {
    if (['Income', 'Cost of Sales', 'Expenses'].includes(a[0])) sec = a[0];
    if (/^\d{4}$/.test(a[0] ?? '')) { G.A[a[0]] = a.slice(2, 11); G.name[a[0]] = a[1]; G.sec[a[0]] = sec; eq(a[11], sum(a.slice(2, 11)), `QuickFile total ${a[0]}`); }
    if (!a[0] && /^(Total|Gross|Net)/.test(a[1] ?? '')) G.tot[a[1]] = a.slice(2, 11);
  }
  const secSum = (s, i) => sum(Object.keys(G.A).filter((c) => G.sec[c] === s).map((c) => G.A[c][i]));
  for (let i = 0; i < 9; i++) { eq(secSum('Income', i), G.tot['Total Income'][i], 'QF income'); eq(secSum('Expenses', i), G.tot['Total Expenses'][i], 'QF expenses'); eq(G.tot['Total Income'][i] - G.tot['Total Cost of Sales'][i] - G.tot['Total Expenses'][i], G.tot['Net Profit'][i], 'QF net'); }
  G.t = (c) => sum(G.A[c]);
  G.gc = csv(D('glanrhyd', 'GoCardless payments export Oct-Dec 2025.csv')).map((r) => ({ ...r, amount: num(r.amount) }));
  ['10', '11', '12'].forEach((m, k) => eq(sum(G.gc.filter((r) => r.charge_date.slice(5, 7) === m && r.status === 'paid_out').map((r) => r.amount)), G.A['4030'][6 + k], `GoCardless ${m} = QuickFile memberships`));
  // admissions workbook
  const ab = await book(D('glanrhyd', 'Admissions and Lessons 2025-26.xlsx'));
  const pr = rowsOf(ab.getWorksheet('Prices'));
  G.price = Object.fromEntries(pr.slice(1, 5).map(({ a }) => [a[0].split(' ')[0], [a[1], a[2]]]));
  G.months = []; G.q = [];
  for (const { a } of rowsOf(ab.getWorksheet('Admissions'))) {
    if (/^[A-Z][a-z]{2} 20\d\d$/.test(a[0] ?? '') && typeof a[1] === 'number') { const m = { m: a[0], adult: a[1], junior: a[2], conc: a[3], total: a[4], parties: a[5], partyInc: a[6], swimInc: a[7], lessons: a[8] }; eq(m.total, m.adult + m.junior + m.conc, 'swims total'); eq(m.swimInc, m.adult * G.price.Adult[0] + m.junior * G.price.Junior[0] + m.conc * G.price.Concession[0], 'swim income'); G.months.push(m); }
    if (/^Q\d total$/.test(a[0] ?? '') && typeof a[1] === 'number') G.q.push({ adult: a[1], junior: a[2], conc: a[3], total: a[4], swimInc: a[7] });
  }
  G.months.forEach((m, i) => { eq(m.swimInc, G.A['4000'][i], `swims ${m.m} = QF 4000`); eq(m.lessons, G.A['4010'][i], `lessons ${m.m}`); eq(m.partyInc, G.A['4020'][i], `parties ${m.m}`); });
  G.q.forEach((q, k) => eq(q.total, sum(G.months.slice(k * 3, k * 3 + 3).map((m) => m.total)), `Q${k + 1} swims`));
  G.lessons = rowsOf(ab.getWorksheet('Lessons Autumn 2025')).filter(({ a }) => typeof a[2] === 'number' && a[0] !== 'Total').map(({ a }) => ({ cls: a[0], places: a[2], enrolled: a[3], waiting: typeof a[4] === 'number' ? a[4] : 0, fee: a[5] }));
  eq(sum(G.lessons.map((l) => l.enrolled * l.fee)), G.A['4010'][5] + G.A['4010'][6], 'autumn fees = Sep+Oct lessons');
  // finance report
  const { pages, lines } = await pdfLines(D('glanrhyd', 'Finance Report to Trustees - Q3 2025-26.pdf'));
  if (pages !== 2) fail(`finance report pages ${pages}`);
  G.rep = {};
  for (const { cells } of lines) if (cells.length === 5 && /^[\d(,.)-]+$/.test(cells[1])) G.rep[cells[0]] = cells.slice(1).map(num);
  const codes = { 'Swimming admissions': ['4000'], 'Pool chemicals': ['7300'], 'Staff costs': ['7000', '7006', '7007'], 'Energy (electricity and gas)': ['7200', '7201'], Grants: ['4905', '4906'] };
  for (const [l, cs] of Object.entries(codes)) eq(G.rep[l][0], sum(cs.map(G.t)), `report ${l}`);
  eq(G.rep['Total income'][0], sum(G.tot['Total Income']), 'report income total');
  eq(G.rep['Surplus/(deficit)'][0], sum(G.tot['Net Profit']), 'report surplus = QF net');
  // minutes
  G.min = await docx(D('glanrhyd', 'Trustees Meeting Minutes 22 January 2026.docx'));
  G.quotes = G.min.tables[0].slice(1).map((r) => ({ s: r[0], ex: num(r[1]) }));
  G.newPrice = Object.fromEntries(G.min.tables[1].slice(1).map((r) => [r[0].split(' ')[0], [num(r[1]), num(r[2])]]));
  for (const k of ['Adult', 'Junior', 'Concession']) { eq(G.newPrice[k][0], G.price[k][0], `minutes price ${k}`); eq(G.newPrice[k][1], G.price[k][1], `new price ${k}`); }
  const mEnergy = G.min.text.match(/came to £([\d,.]+), against £([\d,.]+) for April to December 2024/);
  eq(num(mEnergy[1]), G.t('7200') + G.t('7201'), 'minutes energy'); G.energy2024 = num(mEnergy[2]);
  G.chosen = G.min.text.match(/accept the quotation from ([^,]+),/)[1];
  G.chair = G.min.text.match(/Present: ([^,]+) \(Chair\)/)[1];
  const MN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const iso = (s) => { const [d, m, y] = s.split(' '); return `${y}-${String(MN.indexOf(m) + 1).padStart(2, '0')}-${d.padStart(2, '0')}`; };
  G.next = iso(G.min.text.match(/Next Board meeting: \w+ (\d+ \w+ \d{4})/)[1]);
  G.agm = iso(G.min.text.match(/Annual General Meeting: \w+ (\d+ \w+ \d{4})/)[1]);
  G.from = iso(G.min.text.match(/prices rise from (\d+ \w+ \d{4})/)[1]);
  // photo
  const L = glanInvoice(); const tv = (lab) => num(L.find((l) => l.table && l.cols[0].startsWith(lab)).cols[3]);
  const items = L.filter((l) => l.table && /^\d+$/.test(l.cols[1]));
  for (const it of items) eq(num(it.cols[1]) * num(it.cols[2]), num(it.cols[3]), 'invoice line');
  eq(sum(items.map((i) => num(i.cols[3]))), tv('Total net'), 'invoice net'); eq(tv('VAT'), Math.round(tv('Total net') * 20) / 100, 'invoice VAT'); eq(tv('TOTAL'), tv('Total net') + tv('VAT'), 'invoice total');
  G.inv = { vat: tv('VAT'), total: tv('TOTAL'), due: isoDmy(L.find((l) => l.cols && /Due date/.test(l.cols[1])).cols[1].split(': ')[1]), supplier: L[0].t };
  eq(G.inv.total, G.A['7300'][7], 'invoice = QuickFile November chemicals');
}

// ====================================================================== answers, recomputed from what was read
const MI = { Apr: 0, May: 1, Jun: 2, Jul: 3, Aug: 4, Sep: 5, Oct: 6, Nov: 7, Dec: 8 };
const ps = (f) => K.ps.filter(f);
const ok = (r) => r.Status === 'success';
const gcr = (f) => G.gc.filter(f);
const kInc = K.tot['Total Income'][0];
const gInc = sum(G.tot['Total Income']);
const rg = (code, a, b) => sum(G.A[code].slice(MI[a], MI[b] + 1));
const T = (s) => ({ text: s });
const NF = 'notfound';
const swimsM = G.months.map((m) => m.total);
const A = {
  krosa: [
    K.acct['4000'], K.acct['6000'], K.projTotal.budget, K.inv.vat, K.prior['4900'], K.lines.find((l) => /^Bunk beds/.test(l.line)).budget,
    K.acct['4000'] + K.acct['4010'], sum(K.pay.filter((p) => /^Nkansah/.test(p.payee)).map((p) => p.amount)), K.acct['6000'] + sum(K.welfare.map((w) => w.amount)),
    sum(ps((r) => ok(r) && /Dinner/.test(r['Payment Page'])).map((r) => r.amount)), sum(K.groupsB.filter((g) => /^[BC]\./.test(g.group)).flatMap((g) => g.lines).map((l) => l.spent)),
    K.acct['4020'] - K.prior['4020'], K.acct['4040'] - K.acct['5000'], K.projTotal.remaining, K.rows.find((r) => r.year === 1993).total - K.rows.find((r) => r.year === 2014).total,
    (K.regTotal.dues / K.regTotal.roll) * 100, (K.acct['4010'] / kInc) * 100, (K.projTotal.spent / K.projTotal.budget) * 100,
    (sum(ps(ok).map((r) => r.fee)) / sum(ps(ok).map((r) => r.amount))) * 100,
    K.rep.Scholarships[1] - K.rep.Scholarships[0], K.rep['Dormitory renovation project'][1] - K.rep['Dormitory renovation project'][0], K.rep["Members' dues"][1] - K.rep["Members' dues"][0],
    K.acct['5000'] / K.acct['4040'], K.acct['4010'] / K.acct['4000'], kInc / (K.tot['Total Cost of Sales'][0] + K.tot['Total Overheads'][0]),
    K.acct['6000'] / K.scholars, (() => { const l = ps((r) => ok(r) && /Levy/.test(r['Payment Page'])); return sum(l.map((r) => r.amount)) / l.length; })(), sum(K.welfare.map((w) => w.amount)) / K.welfare.length,
    ps((r) => !ok(r)).length, K.rows.length, K.pay.filter((p) => p.date >= '2025-07-01').length,
    T(String([...K.rows].sort((a, b) => b.total - a.total)[0].year)), Math.max(...K.pay.map((p) => p.amount)), T([...K.lines].sort((a, b) => b.remaining - a.remaining)[0].line.split(' and ')[0]),
    T(Object.keys(K.acct).filter((c) => K.sec[c] === 'Overheads' && !/Dormitory/.test(K.names[c])).sort((a, b) => K.acct[b] - K.acct[a]).map((c) => K.names[c].split(' ')[0])[0]),
    sum(ps((r) => ok(r) && r.Channel === 'mobile_money').map((r) => r.amount)), sum(ps((r) => ok(r) && /Scholarship/.test(r['Payment Page']) && r['Transaction Date'].startsWith('2025-12')).map((r) => r.amount)),
    K.groups.find((g) => g.decade === '1990s').sub.levyAmt,
    T(K.pay.find((p) => /^Aqua/.test(p.payee)).date), T(K.inv.date), T(ps((r) => ok(r) && /Levy/.test(r['Payment Page'])).map((r) => r['Transaction Date'].slice(0, 10)).sort().pop()), T(K.welfare.map((w) => w.date).sort()[0]),
    T(K.inv.supplier), T(K.tr.tables[1].find((r) => /project savings/.test(r[0]))[0].split(' ')[0]), T(K.inv.no),
    NF, NF, NF, NF, NF,
  ],
  glanrhyd: [
    G.A['7300'][MI.Nov], G.rep['Energy (electricity and gas)'][3], G.t('4906'), G.price.Adult[1], G.inv.vat, G.t('7500'),
    G.t('7000') + G.t('7006') + G.t('7007'), G.q[1].swimInc, rg('7200', 'Oct', 'Dec') + rg('7201', 'Oct', 'Dec'), sum(gcr((r) => r.charge_date.startsWith('2025-11') && r.status === 'paid_out').map((r) => r.amount)), rg('4010', 'Apr', 'Sep') + rg('4020', 'Apr', 'Sep'),
    G.A['7201'][MI.Dec] - G.A['7201'][MI.Jul], Math.max(...G.quotes.map((q) => q.ex)) - Math.min(...G.quotes.map((q) => q.ex)), G.price.Junior[1] - G.price.Junior[0], G.months[MI.Aug].junior - G.months[MI.Aug].adult,
    (sum(G.lessons.map((l) => l.enrolled)) / sum(G.lessons.map((l) => l.places))) * 100, (G.t('4030') / gInc) * 100, ((G.t('7200') + G.t('7201') - G.energy2024) / G.energy2024) * 100, (gcr((r) => r.status === 'failed').length / G.gc.length) * 100,
    G.rep['Pool chemicals'][0] - G.rep['Pool chemicals'][1], G.rep['Staff costs'][0] - G.rep['Staff costs'][1], G.rep['Swimming admissions'][0] - G.rep['Swimming admissions'][1],
    sum(G.months.map((m) => m.junior)) / sum(G.months.map((m) => m.adult)), (G.tot['Total Cost of Sales'][MI.Dec] + G.tot['Total Expenses'][MI.Dec]) / G.tot['Total Income'][MI.Dec], G.t('7200') / G.t('7201'),
    G.t('7200') / 9, G.q[0].total / 3, (() => { const l = gcr((r) => r.charge_date.startsWith('2025-12') && r.status === 'paid_out'); return sum(l.map((r) => r.amount)) / l.length; })(),
    new Set(gcr((r) => r['metadata.plan'] === 'Family monthly').map((r) => r['customers.family_name'])).size, gcr((r) => r.status === 'failed').length, G.lessons.filter((l) => l.waiting > 0).length,
    T(['April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][swimsM.indexOf(Math.max(...swimsM))]),
    T(Object.keys(G.A).filter((c) => G.sec[c] !== 'Income').sort((a, b) => G.t(b) - G.t(a)).map((c) => G.name[c].split(' ')[0])[0]),
    T([...G.lessons].sort((a, b) => b.waiting - a.waiting)[0].cls), Math.min(...G.A['7201']),
    sum(gcr((r) => r['metadata.plan'] === 'Family monthly' && r.charge_date.startsWith('2025-10') && r.status === 'paid_out').map((r) => r.amount)),
    sum(G.lessons.filter((l) => /^Adult/.test(l.cls)).map((l) => l.enrolled)),
    sum(gcr((r) => r['metadata.plan'] === 'Adult monthly' && r.charge_date.startsWith('2025-12') && r.status === 'paid_out').map((r) => r.amount)),
    T(G.next), T(G.agm), T(G.inv.due), T(G.from),
    T(G.chosen.split(' ')[0]), T(G.inv.supplier.split(' ').slice(0, 2).join(' ')), T(G.chair),
    NF, NF, NF, NF, NF,
  ],
};

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const MN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const norm = (s) => String(s).toLowerCase().replace(/\s+/g, ' ').trim();
const asDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MN[m - 1]} ${y}`; };
let checked = 0;
for (const c of cases) {
  const i = +c.id.split('-')[1] - 1;
  const want = A[c.org][i];
  if (want === undefined) { fail(`${c.id}: no recomputation`); continue; }
  if (want === NF) { if (c.answer.type !== 'notfound') fail(`${c.id}: expected notfound`); checked++; continue; }
  if (typeof want === 'object') {
    if (c.answer.type !== 'text') { fail(`${c.id}: expected text`); continue; }
    const w = /^\d{4}-\d\d-\d\d$/.test(want.text) ? asDate(want.text) : want.text;
    if (!c.answer.any.some((p) => norm(p) === norm(w) || (!/^\d{4}-/.test(want.text) && norm(w).includes(norm(p))))) fail(`${c.id}: text ${JSON.stringify(c.answer.any)} lacks "${w}"`);
    checked++; continue;
  }
  if (c.answer.type !== 'number' || Math.abs(c.answer.value - want) > 1e-6 * Math.max(1, Math.abs(want))) fail(`${c.id}: ${c.answer.value} != recomputed ${want}`);
  checked++;
}
// the notfound questions ask about things the files do not hold
if (K.ps.some((r) => r['Transaction Date'].startsWith('2025-08'))) fail('Paystack has August rows');
if (G.gc.some((r) => r.charge_date.startsWith('2025-09'))) fail('GoCardless has September rows');
if (Object.values(K.names).some((n) => /Caterer|Catering/i.test(n))) fail('Sage has a catering account');
if (cases.length !== 100) fail(`${cases.length} cases`);
if (bad) { console.error(`verify: ${bad} problem(s)`); process.exit(1); }
console.log(`verify: documents consistent; ${checked} expected answers recomputed from the files and matched`);
