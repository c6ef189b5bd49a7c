// A separate reader: re-reads every written file (xlsx with exceljs, pdf with pdfjs-dist, docx by unzipping, csv by
// parsing), checks each document's own arithmetic (totals, subtotals, running balances, formulas' cached results),
// rebuilds the view that the questions read, compares it with data.mjs's view, and recomputes every expected answer
// from what the files say. The two photos cannot be read back without OCR: they are checked against their rendering
// data and against the payment that each matches in the MoMo statement and the Maybank statement.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { view, DOCS, DEFS, COURSES, DEPTS, MONTHS, sum, r2 } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-z');
const file = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.error(`FAIL ${msg}`); } };
const near = (a, b, tol = 0.005) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= tol;
const num = (s) => {
  if (typeof s === 'number') return s;
  if (s === null || s === undefined) return null;
  let t = String(s).trim();
  if (t === '' || t === '–' || t === '-') return 0;
  let neg = false;
  if (/^\(.*\)$/.test(t)) { neg = true; t = t.slice(1, -1); }
  if (/[+-]$/.test(t) && /\d/.test(t)) { neg = t.endsWith('-'); t = t.slice(0, -1); }
  t = t.replace(/^(UGX|RM)\s*/i, '');
  if (t.startsWith('-')) { neg = !neg; t = t.slice(1); }
  t = t.replace(/[,\s%]/g, '');
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return neg ? -Number(t) : Number(t);
};
const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'formula' in v) return v.result; if (v && typeof v === 'object' && 'richText' in v) return v.richText.map((x) => x.text).join(''); return v; };
const isoFromDmy = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };

// ------------------------------------------------------------------ generic readers
async function pdfLines(f) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(f)), disableFontFace: true, verbosity: 0 }).promise;
  const lines = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    const items = tc.items.filter((i) => i.str.trim()).map((i) => ({ s: i.str, x: i.transform[4], y: i.transform[5] }));
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    let cur = null;
    for (const it of items) {
      if (cur && Math.abs(cur.y - it.y) < 2.5) cur.items.push(it);
      else { cur = { page: p, y: it.y, items: [it] }; lines.push(cur); }
    }
    for (const l of lines) l.items.sort((a, b) => a.x - b.x);
  }
  for (const l of lines) l.text = l.items.map((i) => i.s).join(' ').replace(/\s+/g, ' ').trim();
  return { lines, pages: doc.numPages, text: lines.map((l) => l.text).join(' ').replace(/\s+/g, ' ') };
}
const ent = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
async function docx(f) {
  const zip = await JSZip.loadAsync(fs.readFileSync(f));
  const xml = await zip.file('word/document.xml').async('string');
  const paraText = (x) => ent([...x.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''));
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => paraText(c[1]))));
  const body = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '');
  const paras = [...body.matchAll(/<w:p[ >]([\s\S]*?)<\/w:p>/g)].map((p) => paraText(p[1]));
  return { paras, tables, text: paras.join('\n') };
}
const rx = (text, re, what) => { const m = text.match(re); ok(!!m, `pattern not found: ${what}`); return m; };
const longToIso = (s) => { const m = s.match(/(\d{1,2}) (\w+) (\d{4})/); return `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };

// ------------------------------------------------------------------ Mirembe
async function readMirembe() {
  const m = {};
  // 1. QuickBooks P&L by month
  {
    const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file('mirembe', 0));
    const ws = wb.worksheets[0];
    ok(ws.getCell('A1').value === 'Mirembe Youth Skills Centre' && ws.getCell('A2').value === 'Profit and Loss', 'QBO title block');
    let hr = 0;
    ws.eachRow((row, r) => { if (!hr && row.values.includes('Total')) hr = r; });
    const heads = ws.getRow(hr).values.slice(2);
    const months = heads.slice(0, -1);
    m.pl = { months, lines: {} };
    const order = [];
    for (let r = hr + 1; r <= ws.rowCount; r++) {
      const row = ws.getRow(r);
      const label = cellVal(row.getCell(1));
      if (!label || /Basis/.test(label)) continue;
      const vals = months.map((_, i) => cellVal(row.getCell(i + 2)));
      const total = cellVal(row.getCell(months.length + 2));
      const depth = (row.getCell(1).alignment?.indent || 0) / 2;
      order.push({ label, depth, has: total !== null && total !== undefined });
      if (total === null || total === undefined) continue;
      const v = vals.map((x) => (x === null || x === undefined ? 0 : x));
      ok(near(sum(v), total), `QBO ${label}: months sum to Total`);
      m.pl.lines[label] = { vals: v, total };
    }
    // each "Total X" equals the leaves under it; nets
    const L = m.pl.lines;
    const leavesUnder = (start) => {
      const i = order.findIndex((o) => o.label === start);
      const d = order[i].depth; const out = [];
      for (let j = i + 1; j < order.length && !(order[j].depth <= d); j++) if (order[j].has && !order[j].label.startsWith('Total')) out.push(order[j].label);
      return out;
    };
    for (const [parent, tot] of [['Grants', 'Total Grants'], ['Training materials', 'Total Training materials'], ['Utilities', 'Total Utilities'], ['Salaries and wages', 'Total Salaries and wages']]) {
      ok(near(sum(leavesUnder(parent).map((l) => L[l].total)), L[tot].total), `QBO ${tot}`);
    }
    const top = (sec) => { const i = order.findIndex((o) => o.label === sec); const out = []; for (let j = i + 1; j < order.length && order[j].depth > 0; j++) if (order[j].has && order[j].depth === 1) out.push(order[j].label); return out; };
    const expTop = top('Expenses').map((l) => (L[l] ? l : null)).filter(Boolean);
    ok(near(sum(top('Income').map((l) => L[l].total)), L['Total Income'].total), 'QBO Total Income');
    ok(near(sum(expTop.map((l) => L[l].total)), L['Total Expenses'].total), 'QBO Total Expenses');
    ok(near(L['Total Income'].total - L['Total Cost of Goods Sold'].total, L['Gross Profit'].total), 'QBO Gross Profit');
    ok(near(L['Gross Profit'].total - L['Total Expenses'].total, L['Net Operating Income'].total), 'QBO NOI');
    ok(near(L['Net Operating Income'].total + L['Net Other Income'].total, L['Net Income'].total), 'QBO Net Income');
  }
  // 2. Budget vs Actuals PDF
  {
    const P = await pdfLines(file('mirembe', 1));
    ok(P.pages === 2, 'BvA has two pages');
    ok(/Budget vs\. Actuals: FY2025\/26 Budget/.test(P.text) && /July 2025 - March 2026 \(continued\)/.test(P.text), 'BvA title and continued heading');
    m.bva = {};
    for (const l of P.lines) {
      const labelItems = l.items.filter((i) => i.x < 360);
      const numItems = l.items.filter((i) => i.x >= 360);
      if (!labelItems.length || numItems.length < 4) continue;
      const label = labelItems.map((i) => i.s).join(' ').trim();
      const nums = numItems.map((i) => num(i.s));
      ok(nums.length === 4 && nums.every((x) => x !== null), `BvA ${label}: four figures`);
      const [actual, budget, over, pct] = nums;
      m.bva[label] = { actual, budget, over, pct: pct / 100 };
      ok(near(actual - budget, over), `BvA ${label}: over = actual - budget`);
      ok(near(Math.round((actual / budget) * 10000) / 100, pct), `BvA ${label}: % of budget`);
    }
    for (const [label, v] of Object.entries(m.bva)) {
      ok(m.pl.lines[label] && near(m.pl.lines[label].total, v.actual), `BvA actual = QBO total for ${label}`);
      v.pct = v.actual / v.budget; // the exact ratio, as data.mjs holds it
    }
  }
  // 3. MoMo statement
  {
    const text = fs.readFileSync(file('mirembe', 2), 'utf8');
    const recs = parse(text, { relax_column_count: true, skip_empty_lines: false });
    const hi = recs.findIndex((r) => r[0] === 'Transaction ID');
    const opening = num(recs.find((r) => /^Opening Balance/.test(r[0]))[1]);
    const closing = num(recs.find((r) => /^Closing Balance/.test(r[0]))[1]);
    const rows = [];
    for (let i = hi + 1; i < recs.length && recs[i].length > 1 && recs[i][0]; i++) {
      const r = recs[i];
      rows.push({ id: r[0], date: isoFromDmy(r[1]), time: r[2], type: r[3], number: r[4], name: r[5], ref: r[6], dir: r[7], amount: num(r[8]), fee: num(r[9]), balance: num(r[10]), status: r[11] });
    }
    let bal = opening;
    for (const r of rows) {
      if (r.status === 'SUCCESSFUL') bal += r.dir === 'CR' ? r.amount : -(r.amount + r.fee);
      else ok(r.fee === 0, `MoMo failed row ${r.id} has no charge`);
      ok(bal === r.balance, `MoMo running balance at ${r.id}`);
    }
    ok(bal === closing, 'MoMo closing balance');
    ok(rows.every((r) => r.date >= '2026-01-01' && r.date <= '2026-03-31'), 'MoMo dates inside the period');
    m.momo = { opening, closing, rows };
  }
  // 4. Trainees workbook
  {
    const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file('mirembe', 3));
    m.terms = [];
    for (const ws of wb.worksheets.filter((w) => /^Term/.test(w.name))) {
      const name = ws.name.match(/^Term \d/)[0];
      ok(ws.getCell('B5').value === 'Enrolled' && ws.getCell('H5').value === 'Collected' && ws.getCell('B6').value === 'F', `${ws.name}: merged headings`);
      const t = { name, courses: {}, depts: {}, total: null };
      const rd = (r) => {
        const g = (c) => cellVal(ws.getCell(r, c));
        const o = { f: g(2), m: g(3), total: g(4), bursary: g(5), due: g(7), momo: g(8), cash: g(9), paid: g(10), balance: g(11), pct: g(12) };
        return o;
      };
      for (let r = 7; r <= ws.rowCount; r++) {
        const label = cellVal(ws.getCell(r, 1));
        if (!label) continue;
        const c = COURSES.find((x) => x.name === label);
        if (c) {
          const o = rd(r);
          if (o.f === '–') { t.courses[c.code] = null; continue; }
          o.fee = cellVal(ws.getCell(r, 6)); o.course = label;
          ok(o.total === o.f + o.m && o.due === (o.total - o.bursary) * o.fee && o.paid === o.momo + o.cash && o.balance === o.due - o.paid && near(o.pct, o.paid / o.due, 1e-9), `${ws.name} ${label}: row formulas`);
          t.courses[c.code] = { course: o.course, f: o.f, m: o.m, total: o.total, bursary: o.bursary, fee: o.fee, due: o.due, momo: o.momo, cash: o.cash, paid: o.paid, balance: o.balance, pct: o.pct };
        }
        const d = DEPTS.find((x) => `${x} subtotal` === label);
        if (d) { const o = rd(r); t.depts[d] = o; }
        if (label === 'TOTAL') t.total = rd(r);
      }
      const rows = Object.values(t.courses).filter(Boolean);
      for (const k of ['f', 'm', 'total', 'bursary', 'due', 'momo', 'cash', 'paid', 'balance']) {
        ok(t.total[k] === sum(rows.map((x) => x[k])), `${ws.name} TOTAL ${k}`);
        for (const d of DEPTS) ok(t.depts[d][k] === sum(COURSES.filter((c) => c.dept === d).map((c) => t.courses[c.code]).filter(Boolean).map((x) => x[k])), `${ws.name} ${d} subtotal ${k}`);
      }
      m.terms.push(t);
    }
    const sm = wb.getWorksheet('Summary');
    m.terms.forEach((t, i) => {
      ok(cellVal(sm.getCell(4 + i, 5)) === t.total.paid && cellVal(sm.getCell(4 + i, 4)) === t.total.due, `Summary row for ${t.name}`);
    });
    // fees collected per term are the QuickBooks training fees of the term's months; MoMo term 3 = the statement
    m.terms.forEach((t, i) => ok(sum(m.pl.lines['Training fees'].vals.slice(i * 3, i * 3 + 3)) === t.total.paid, `${t.name} collected = QuickBooks training fees`));
    const feeRows = m.momo.rows.filter((r) => r.status === 'SUCCESSFUL' && r.dir === 'CR' && /fees|\bT3\b|term 3/i.test(r.ref));
    ok(sum(feeRows.map((r) => r.amount)) === m.terms[2].total.momo, 'Term 3 MoMo = statement fee receipts');
    const momoFees = [1, 2, 3].map((mo) => sum(m.momo.rows.filter((r) => r.status === 'SUCCESSFUL' && Number(r.date.slice(5, 7)) === mo).map((r) => r.fee)));
    ok(momoFees.every((v, i) => v === m.pl.lines['Mobile money charges'].vals[6 + i]), 'MoMo charges = QuickBooks mobile money charges Jan-Mar');
  }
  // 5. Treasurer's report PDF
  {
    const P = await pdfLines(file('mirembe', 4));
    const T = P.text;
    const R = { table: {}, cash: {} };
    let g = rx(T, /total income was UGX ([\d,]+) against a budget of UGX ([\d,]+) for the period, and total expenditure was UGX ([\d,]+) against a budget of UGX ([\d,]+), leaving a surplus of UGX ([\d,]+)/, 'report overview');
    [R.income, R.incomeBudget, R.expenditure, R.expenditureBudget, R.surplus] = g.slice(1).map(num);
    g = rx(T, /Term 3 enrolment was (\d+) trainees, (\d+) of them women, and (\d+) trainees are on/, 'report enrolment');
    [R.t3Enrolled, R.t3Women, R.t3Bursary] = g.slice(1).map(Number);
    R.t3Outstanding = num(rx(T, /Term 3 fees outstanding at 31 March 2026 were UGX ([\d,]+)/, 'outstanding')[1]);
    R.nextTranche = num(rx(T, /next tranche of UGX ([\d,]+) is expected in July 2026/, 'tranche')[1]);
    const start = P.lines.findIndex((l) => /^Table 1/.test(l.text));
    const mid = P.lines.findIndex((l) => /^Table 2/.test(l.text));
    for (const l of P.lines.slice(start + 1, mid)) {
      const nums = l.items.filter((i) => i.x > 280).map((i) => num(i.s));
      const label = l.items.filter((i) => i.x <= 280).map((i) => i.s).join(' ').trim();
      if (nums.length === 3 && nums.every((x) => x !== null) && !/^Total|^Surplus/.test(label)) R.table[label] = { actual: nums[0], budget: nums[1], annual: nums[2] };
      if (/^Total income/.test(label)) ok(near(nums[0], R.income) && near(nums[1], R.incomeBudget), 'Table 1 total income = prose');
      if (/^Total expenditure/.test(label)) ok(near(nums[0], R.expenditure) && near(nums[1], R.expenditureBudget), 'Table 1 total expenditure = prose');
      if (/^Surplus/.test(label)) ok(near(nums[0], R.surplus), 'Table 1 surplus = prose');
    }
    for (const l of P.lines.slice(mid + 1)) {
      if (/^\d\./.test(l.text)) break;
      const label = l.items.filter((i) => i.x <= 280).map((i) => i.s).join(' ').trim();
      const v = l.items.filter((i) => i.x > 280).map((i) => num(i.s));
      if (v.length !== 1) continue;
      if (/^Total/.test(label)) R.cashTotal = v[0]; else R.cash[label] = v[0];
    }
    ok(near(sum(Object.values(R.cash)), R.cashTotal), 'report cash table total');
    ok(R.cash['MTN MoMo merchant account'] === m.momo.closing, 'report MoMo balance = statement closing');
    const fd = num(rx(T, /fixed deposit of UGX ([\d,]+) with Stanbic/, 'fd prose')[1]);
    ok(fd === R.cash['Stanbic Bank fixed deposit'], 'fixed deposit prose = table');
    // groups against QuickBooks
    const L = m.pl.lines;
    const grp = { Grants: ['Total Grants'], 'Training fees': ['Training fees'], 'Production unit sales': ['Production unit sales'], Donations: ['Donations'], 'Interest on fixed deposit': ['Interest on fixed deposit'], 'Staff costs (salaries and NSSF)': ['Total Salaries and wages', 'NSSF employer contribution'], 'Training materials': ['Total Training materials'], 'Trainee lunch': ['Trainee lunch'], 'Premises, utilities and repairs': ['Rent', 'Total Utilities', 'Repairs and maintenance'], 'Production materials': ['Production materials'], 'Other running costs': ['Transport and fuel', 'Mobile money charges', 'Bank charges', 'Audit and accountancy'] };
    for (const [label, lines] of Object.entries(grp)) {
      ok(R.table[label] && near(R.table[label].actual, sum(lines.map((x) => L[x].total))), `report table ${label} actual = QuickBooks`);
      ok(R.table[label] && near(R.table[label].budget, sum(lines.map((x) => m.bva[x].budget))), `report table ${label} budget = BvA`);
    }
    m.report = R;
  }
  // 6. Minutes
  {
    const D = await docx(file('mirembe', 5));
    const T = D.text;
    const mi = {};
    mi.date = longToIso(rx(T, /meeting held on \w+ (\d{1,2} \w+ \d{4})/, 'minutes date')[1]);
    const present = rx(T, /Present: Mrs\. ([\w ]+) \(Chair\), Mr\. ([\w ]+) \(Treasurer\), Ms\. ([\w ]+) \(Secretary\), Mr\. ([\w ]+), ([\w. ]+)\./, 'present');
    [mi.chair, mi.treasurer, mi.secretary] = present.slice(1, 4);
    mi.members = [present[4], present[5]];
    mi.manager = rx(T, /In attendance: Mr\. ([\w ]+) \(Centre Manager\)/, 'manager')[1];
    mi.apologies = rx(T, /Apologies: ([\w. ]+)\./, 'apologies')[1];
    const q = D.tables[0];
    mi.quotes = q.slice(1).map(([s, a]) => [s, num(a)]);
    const res = rx(T, /RESOLVED: to buy the inverter welding machine from (.+?) at UGX ([\d,]+), the lowest/, 'welding machine');
    mi.supplier = res[1]; mi.machineCost = num(res[2]);
    ok(Math.min(...mi.quotes.map((x) => x[1])) === mi.machineCost, 'chosen quote is the lowest');
    mi.feeIncrease = Number(rx(T, /fees for all courses rise by (\d+)% from Term 1/, 'fees')[1]);
    mi.nextMeeting = longToIso(rx(T, /next Board meeting will be held on \w+ (\d{1,2} \w+ \d{4})/, 'next meeting')[1]);
    mi.agm = longToIso(rx(T, /Annual General Meeting will be held on \w+ (\d{1,2} \w+ \d{4})/, 'agm')[1]);
    mi.reportDue = longToIso(rx(T, /Lindqvist Foundation is due on (\d{1,2} \w+ \d{4})/, 'report due')[1]);
    ok(num(rx(T, /noted the surplus of UGX ([\d,]+)/, 'minutes surplus')[1]) === m.report.surplus, 'minutes surplus = report');
    m.minutes = mi;
  }
  return m;
}

// ------------------------------------------------------------------ Kinta
async function readKinta() {
  const k = {};
  // 1. Odoo P&L
  {
    const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file('kinta', 0));
    const ws = wb.worksheets[0];
    const heads = ws.getRow(5).values.slice(2);
    ok(heads.join('|') === 'Q4 2025|Q3 2025|Q2 2025|Q1 2025', 'Odoo columns newest first');
    const order = heads.map((h) => Number(h[1]) - 1);
    k.pl = { quarters: ['Q1 2025', 'Q2 2025', 'Q3 2025', 'Q4 2025'], lines: {} };
    const rows = [];
    for (let r = 6; r <= ws.rowCount; r++) {
      const label = cellVal(ws.getCell(r, 1)); if (!label) continue;
      const vals = [0, 0, 0, 0];
      order.forEach((qi, j) => { vals[qi] = cellVal(ws.getCell(r, j + 2)); });
      const depth = (ws.getCell(r, 1).alignment?.indent || 0) / 2;
      const code = (label.match(/^(\d{5}) /) || [])[1];
      rows.push({ label, depth, vals, code });
    }
    // heads are the sum of the rows one level below them
    rows.forEach((row, i) => {
      if (row.code || row.label === 'Net Profit') return;
      const kids = []; for (let j = i + 1; j < rows.length && rows[j].depth > row.depth; j++) if (rows[j].depth === row.depth + 1) kids.push(rows[j]);
      const cost = kids.find((x) => x.label === 'Cost of Revenue');
      for (let qi = 0; qi < 4; qi++) {
        const s = row.label === 'Gross Profit' ? kids.find((x) => x.label === 'Operating Income').vals[qi] - cost.vals[qi] : sum(kids.map((x) => x.vals[qi]));
        ok(near(s, row.vals[qi]), `Odoo ${row.label} Q${qi + 1}`);
      }
    });
    const net = rows.find((x) => x.label === 'Net Profit');
    const inc = rows.find((x) => x.label === 'Income'), exp = rows.find((x) => x.label === 'Expenses' && x.depth === 0);
    for (let qi = 0; qi < 4; qi++) ok(near(inc.vals[qi] - exp.vals[qi], net.vals[qi]), `Odoo Net Profit Q${qi + 1}`);
    for (const row of rows) {
      const key = row.label === 'Expenses' ? (row.depth === 0 ? 'Expenses (all)' : 'Expenses') : row.label;
      k.pl.lines[key] = { vals: row.vals, total: r2(sum(row.vals)), code: row.code };
    }
    k.byCode = (code) => Object.values(k.pl.lines).find((l) => l.code === code);
  }
  // 2. Maybank CSV
  {
    const recs = parse(fs.readFileSync(file('kinta', 1), 'utf8'), { relax_column_count: true, skip_empty_lines: false });
    const hi = recs.findIndex((r) => r[0] === 'Entry Date');
    const field = (re) => num(recs.find((r) => re.test(r[0]))[1]);
    const opening = field(/^Opening Balance/), closing = field(/^Closing Balance/), credits = field(/^Total Credit/), debits = field(/^Total Debit/);
    const rows = [];
    for (let i = hi + 1; i < recs.length && recs[i].length > 1 && recs[i][0]; i++) {
      const r = recs[i];
      rows.push({ date: isoFromDmy(r[0]), desc: r[2], ref: r[3], amount: num(r[4]), balance: num(r[5]) });
    }
    let bal = opening;
    for (const r of rows) { bal = r2(bal + r.amount); ok(near(bal, r.balance), `Maybank running balance ${r.date} ${r.ref}`); }
    ok(near(bal, closing), 'Maybank closing');
    ok(near(sum(rows.filter((r) => r.amount > 0).map((r) => r.amount)), credits) && near(-sum(rows.filter((r) => r.amount < 0).map((r) => r.amount)), debits), 'Maybank totals');
    k.bank = { opening, closing, rows, credits, debits };
  }
  // 3. Sessions workbook
  {
    const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file('kinta', 2));
    const ws = wb.getWorksheet('Sessions 2025');
    ok(ws.getCell('B5').value === 'Sessions by funding source' && ws.getCell('B6').value === 'SOCSO', 'sessions headings');
    const months = [], quarters = []; let year = null;
    const rd = (r) => { const g = (c) => cellVal(ws.getCell(r, c)); return { socso: g(2), baitulmal: g(3), self: g(4), sponsored: g(5), total: g(6), days: g(7), machines: g(8), capacity: g(9), util: g(10) }; };
    for (let r = 7; r <= ws.rowCount; r++) {
      const label = cellVal(ws.getCell(r, 1));
      if (MONTHS.includes(label)) { const o = { month: label, ...rd(r) }; ok(o.total === o.socso + o.baitulmal + o.self + o.sponsored && o.capacity === o.machines * 3 * o.days && near(o.util, o.total / o.capacity, 1e-12), `sessions ${label} formulas`); months.push(o); }
      else if (/^Q\d total$/.test(String(label))) { const o = rd(r); delete o.machines; quarters.push(o); }
      else if (label === 'TOTAL 2025') { year = rd(r); delete year.machines; }
    }
    for (const f of ['socso', 'baitulmal', 'self', 'sponsored', 'total', 'days', 'capacity']) {
      quarters.forEach((Q, i) => ok(Q[f] === sum(months.slice(i * 3, i * 3 + 3).map((x) => x[f])), `Q${i + 1} total ${f}`));
      ok(year[f] === sum(months.map((x) => x[f])), `TOTAL 2025 ${f}`);
    }
    k.sessions = { months, quarters, year };
    const wr = wb.getWorksheet('Rates');
    const rate = (re) => cellVal(wr.getRow([4, 5, 6, 7, 8].find((r) => re.test(cellVal(wr.getCell(r, 1))))).getCell(2));
    k.rates = { socso: rate(/^SOCSO/), baitulmal: rate(/^Baitulmal/), self: rate(/^Self/), sponsored: rate(/^Sponsored/), moh: rate(/^MOH/) };
    const wp = wb.getWorksheet('Patients');
    const prow = []; for (let r = 4; r <= 7; r++) prow.push({ label: cellVal(wp.getCell(r, 1)), male: cellVal(wp.getCell(r, 2)), female: cellVal(wp.getCell(r, 3)), total: cellVal(wp.getCell(r, 4)) });
    const find = (re) => { for (let r = 9; r <= wp.rowCount; r++) if (re.test(String(cellVal(wp.getCell(r, 1))))) return cellVal(wp.getCell(r, 2)); return null; };
    k.patients = { rows: prow, newPatients: find(/^New/), deaths: find(/^Deaths/), transfers: find(/^Transferred/), total: cellVal(wp.getCell(8, 4)) };
    ok(k.patients.total === sum(prow.map((x) => x.total)), 'patients total');
    // fees in Odoo = sessions x rates
    const acct = (c) => k.byCode(c).vals;
    for (let qi = 0; qi < 4; qi++) {
      const Q = quarters[qi];
      ok(near(acct('41000')[qi], Q.socso * k.rates.socso) && near(acct('41100')[qi], Q.baitulmal * k.rates.baitulmal) && near(acct('41200')[qi], Q.self * k.rates.self) && near(acct('41300')[qi], (Q.self + Q.sponsored) * k.rates.moh), `Odoo fees Q${qi + 1} = sessions x rates`);
    }
  }
  // 4. Donorbox CSV
  {
    const recs = parse(fs.readFileSync(file('kinta', 3), 'utf8'), { bom: true, columns: true });
    k.donorbox = recs.map((r) => ({ at: r['Donation Date'].replace(/ \+0800$/, ''), date: r['Donation Date'].slice(0, 10), name: r.Name, campaign: r.Campaign, amount: num(r.Amount), processing: num(r['Processing Fee']), platform: num(r['Platform Fee']), net: num(r['Net Amount']), recurring: r['Recurring Donation'], status: r.Status, comment: r.Comment, id: Number(r['Donation ID']) }));
    for (const d of k.donorbox) ok(near(d.amount - d.processing - d.platform, d.net) && r2(d.amount * 0.03 + 1) === d.processing && r2(d.amount * 0.015) === d.platform, `Donorbox ${d.id} fees and net`);
    ok(recs.every((r) => r.Currency === 'MYR'), 'Donorbox currency MYR');
    // Stripe payouts into Maybank = the month's net of succeeded gifts
    for (const [mo, day] of [[9, '2025-10-06'], [10, '2025-11-05'], [11, '2025-12-05']]) {
      const payout = k.bank.rows.find((r) => /STRIPE/.test(r.ref) && r.date === day);
      ok(payout && near(payout.amount, r2(sum(k.donorbox.filter((d) => d.status === 'Succeeded' && Number(d.date.slice(5, 7)) === mo).map((d) => d.net)))), `Stripe payout ${day} = Donorbox net`);
    }
  }
  // 5. Treasurer's report docx
  {
    const D = await docx(file('kinta', 4));
    const T = D.text.replace(/\n/g, ' ');
    const R = { table: {} };
    let g = rx(T, /provided ([\d,]+) haemodialysis sessions \(2024: ([\d,]+)\) and had (\d+) patients/, 'sessions prose');
    R.sessions = num(g[1]); R.sessions2024 = num(g[2]); R.patients = Number(g[3]);
    g = rx(T, /Total income for the year was RM ([\d,]+) against a budget of RM ([\d,]+), and total expenditure was RM ([\d,]+) against a budget of RM ([\d,]+), giving a (deficit|surplus) of RM ([\d,]+) \(2024: a (deficit|surplus) of RM ([\d,]+)\)/, 'income prose');
    const prose = { a25i: num(g[1]), b25i: num(g[2]), a25e: num(g[3]), b25e: num(g[4]), s25: (g[5] === 'deficit' ? -1 : 1) * num(g[6]), s24: (g[7] === 'deficit' ? -1 : 1) * num(g[8]) };
    g = rx(T, /Machine Appeal, launched in April 2025, raised RM ([\d,]+) during the year towards its target of RM ([\d,]+)/, 'appeal prose');
    R.appealRaised = num(g[1]); R.appealTarget = num(g[2]);
    const [tb, cash] = D.tables;
    ok(tb[0].slice(1).join('|') === 'Budget 2025|Actual 2025|Variance fav/(adv)|Actual 2024|Budget 2026', 'treasurer table headings');
    let side = null;
    const totals = {};
    for (const row of tb.slice(1)) {
      const label = row[0].trim();
      if (label === 'INCOME') { side = 'income'; continue; }
      if (label === 'EXPENDITURE') { side = 'exp'; continue; }
      const [b25, a25, variance, a24, b26] = row.slice(1).map(num);
      if (/^Total income/.test(label)) { totals.income = { b25, a25, a24, b26 }; continue; }
      if (/^Total expenditure/.test(label)) { totals.exp = { b25, a25, a24, b26 }; continue; }
      if (/^Surplus/.test(label)) { totals.surplus = { b25, a25, a24, b26 }; continue; }
      R.table[label] = { b25, a25, variance, a24, b26, side };
      ok(variance === (side === 'income' ? a25 - b25 : b25 - a25), `treasurer variance ${label}`);
    }
    for (const f of ['b25', 'a25', 'a24', 'b26']) {
      const si = sum(Object.values(R.table).filter((x) => x.side === 'income').map((x) => x[f]));
      const se = sum(Object.values(R.table).filter((x) => x.side === 'exp').map((x) => x[f]));
      ok(si === totals.income[f] && se === totals.exp[f] && si - se === totals.surplus[f], `treasurer totals ${f}`);
      R[`income_${f}`] = si; R[`exp_${f}`] = se; R[`surplus_${f}`] = si - se;
    }
    ok(prose.a25i === R.income_a25 && prose.b25i === R.income_b25 && prose.a25e === R.exp_a25 && prose.b25e === R.exp_b25 && prose.s25 === R.surplus_a25 && prose.s24 === R.surplus_a24, 'treasurer prose = table');
    for (const x of Object.values(R.table)) delete x.side;
    // table actuals against Odoo (whole ringgit)
    const groups = { 'Dialysis fees': ['41000', '41100', '41200'], 'MOH dialysis': ['41300'], 'Donations (general': ['42000', '42100'], 'Charity dinner ticket': ['42200'], 'Fixed deposit': ['49000'], Consumables: ['51000', '51100', '51200'], 'Staff costs': ['61000', '61100', '61200'], Nephrologist: ['61300'], 'Premises and': ['62000', '62100', '62200'], 'Equipment maintenance': ['62300', '62400'], 'Charity dinner costs': ['63000'], Administration: ['63100', '63200', '63300'], Depreciation: ['68000', '68100'] };
    for (const [pre, codes] of Object.entries(groups)) {
      const row = Object.entries(R.table).find(([l]) => l.startsWith(pre));
      ok(row && Math.abs(row[1].a25 - sum(codes.map((c) => k.byCode(c).total))) <= 0.5, `treasurer ${pre} = Odoo`);
    }
    ok(R.sessions === k.sessions.year.total && R.patients === k.patients.total, 'treasurer sessions and patients = workbook');
    ok(Math.abs(R.appealRaised - k.byCode('42100').total) <= 0.5, 'appeal raised = Odoo');
    R.appealRaised = Math.round(k.byCode('42100').total);
    R.cash = {}; for (const row of cash.slice(1)) { if (/^Total/.test(row[0])) R.cashTotal = num(row[1]); else R.cash[row[0]] = num(row[1]); }
    ok(near(sum(Object.values(R.cash)), R.cashTotal), 'cash table total');
    ok(near(R.cash['Maybank current account'], k.bank.closing), 'cash table Maybank = statement closing');
    k.report = R;
  }
  // 6. Minutes PDF
  {
    const P = await pdfLines(file('kinta', 5));
    const T = P.text;
    const mi = {};
    mi.date = longToIso(rx(T, /held on \w+, (\d{1,2} \w+ \d{4}) at 2\.30/, 'minutes date')[1]);
    const pr = rx(T, /Mr\. ([\w ]+) \(President\), Puan ([\w ]+) \(Vice-President\), Ms\. ([\w ]+) \(Hon\. Treasurer\), Mr\. ([\w ]+) \(Hon\. Secretary\), ([\w. ]+) \(Medical Adviser\)/, 'present');
    [mi.president, mi.vice, mi.treasurer, mi.secretary, mi.adviser] = pr.slice(1);
    const mc = rx(T, /buy (two|three|one) new haemodialysis machines from (.+?) at RM ([\d,.]+) each/, 'machines');
    mi.supplier = mc[2]; mi.machines = ['zero', 'one', 'two', 'three'].indexOf(mc[1]); mi.machinePrice = num(mc[3]);
    const sp = rx(T, /raised from RM ([\d.]+) to RM ([\d.]+) per session with effect from (\d{1,2} \w+ \d{4})/, 'self-pay');
    mi.selfOld = num(sp[1]); mi.selfNew = num(sp[2]); mi.selfFrom = longToIso(sp[3]);
    const au = rx(T, /reappointment of (.+?) as auditors for 2025 at a fee of RM ([\d,]+\.\d{2})/, 'auditor');
    mi.auditor = au[1]; mi.auditFee = num(au[2]);
    mi.agm = longToIso(rx(T, /Annual General Meeting will be held on \w+, (\d{1,2} \w+ \d{4})/, 'agm')[1]);
    mi.dinner = longToIso(rx(T, /charity dinner 2026 will be held on \w+, (\d{1,2} \w+ \d{4})/, 'dinner')[1]);
    mi.next = longToIso(rx(T, /next committee meeting will be on \w+, (\d{1,2} \w+ \d{4})/, 'next')[1]);
    ok(mi.selfOld === k.rates.self, 'old self-pay rate = Rates sheet');
    k.minutes = mi;
  }
  return k;
}

// ------------------------------------------------------------------ compare and recompute
const expect = view();
const V = { mirembe: await readMirembe(), kinta: await readKinta() };
// photos: rendering data, and the payments they match
{
  const rc = expect.mirembe.receipt;
  ok(rc.gross === sum(rc.items.map(([, q, p]) => q * p)) && near(rc.vat, r2((rc.gross * 18) / 118)) && near(rc.net + rc.vat, rc.gross), 'EFRIS receipt arithmetic');
  const pay = V.mirembe.momo.rows.find((r) => /NAKIVUBO/.test(r.name));
  ok(pay && pay.amount === rc.gross && pay.date === rc.date, 'EFRIS receipt = MoMo merchant payment');
  V.mirembe.receipt = structuredClone(rc);
  const kr = expect.kinta.receipt;
  const sub = r2(sum(kr.items.map(([, q, p]) => q * p)));
  ok(sub === kr.subtotal && kr.service === r2(sub * 0.1) && kr.tax === r2((sub + kr.service) * 0.06) && near(kr.total, Math.round((sub + kr.service + kr.tax) * 20) / 20) && near(kr.total - kr.rounding, sub + kr.service + kr.tax), 'restaurant receipt arithmetic');
  const kp = V.kinta.bank.rows.find((r) => /KINTA JAYA/.test(r.ref));
  ok(kp && near(-kp.amount, kr.total) && kp.date === kr.date, 'restaurant receipt = Maybank DuitNow QR payment');
  V.kinta.receipt = structuredClone(kr);
  V.kinta.report.cashTotal = V.kinta.report.cashTotal; // read from the table
}
function compare(a, b, where) {
  if (typeof b === 'function') return;
  if (typeof b === 'number') { ok(typeof a === 'number' && Math.abs(a - b) <= Math.max(1e-6, Math.abs(b) * 1e-9), `${where}: file ${a} vs data ${b}`); return; }
  if (b === null || typeof b !== 'object') { ok(a === b, `${where}: file ${JSON.stringify(a)} vs data ${JSON.stringify(b)}`); return; }
  if (Array.isArray(b)) { ok(Array.isArray(a) && a.length === b.length, `${where}: length`); if (Array.isArray(a)) b.forEach((x, i) => compare(a[i], x, `${where}[${i}]`)); return; }
  if (!a || typeof a !== 'object') { ok(false, `${where}: missing`); return; }
  for (const key of Object.keys(b)) compare(a[key], b[key], `${where}.${key}`);
}
compare(V.mirembe, expect.mirembe, 'mirembe');
compare(V.kinta, expect.kinta, 'kinta');

// every expected answer, recomputed from the files
const fromFiles = buildCases(V);
const written = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(written.length === 100 && fromFiles.length === 100, '100 cases');
for (const org of Object.keys(DEFS)) {
  const cs = written.filter((c) => c.org === org);
  ok(cs.length === 50, `${org}: 50 cases`);
  ok(cs.every((c, i) => c.id === `${org}-${String(i + 1).padStart(3, '0')}`), `${org}: ids in order`);
  for (const c of cs) ok(c.documents.length === DOCS[org].length && DOCS[org].every((d) => c.documents.includes(`${org}/${d}`)) && c.documents.every((d) => fs.existsSync(path.join(SET, 'documents', d))), `${c.id}: lists every document of its organisation`);
}
for (const c of written) {
  const f = fromFiles.find((x) => x.id === c.id);
  ok(f && f.question === c.question && f.kind === c.kind, `${c.id}: question`);
  if (!f) continue;
  if (c.answer.type === 'number') ok(f.answer.type === 'number' && Math.abs(f.answer.value - c.answer.value) <= Math.abs(c.answer.value) * 1e-9 + 1e-6, `${c.id}: answer ${c.answer.value} recomputed from files as ${f.answer.value}`);
  else ok(JSON.stringify(f.answer) === JSON.stringify(c.answer), `${c.id}: answer ${JSON.stringify(c.answer)} recomputed from files as ${JSON.stringify(f.answer)}`);
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
