// Independent check of set D: reads every document back from set-d/documents (exceljs, csv-parse,
// pdftotext -layout, the docx XML, tesseract), recomputes every expected answer through the
// question definitions, checks that documents foot and agree with each other, and checks that
// each notfound subject appears nowhere in the organisation's text. Does NOT import data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { QUESTIONS, dateVariants } from './questions.mjs';

const SET = path.resolve('../set-d');
const DOCS = path.join(SET, 'documents');
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const r1 = (x) => Math.round(x * 10) / 10;
const r2 = (x) => Math.round(x * 100) / 100;
const sum = (a) => a.reduce((s, x) => s + x, 0);
let failures = 0, checks = 0;
function check(cond, msg) { checks++; if (!cond) { failures++; console.log('FAIL', msg); } }
const near = (a, b, tol = 0.006) => Math.abs(a - b) <= tol;

const num = (s) => {
  if (s == null) return 0;
  if (typeof s === 'number') return s;
  if (typeof s === 'object' && 'result' in s) return num(s.result);
  let t = String(s).trim().replace(/[$\s]/g, '');
  if (t === '' || t === '–' || t === '-') return 0;
  if (t === 'n/m') return null;
  let neg = false;
  if (/^\(.*\)$/.test(t)) { neg = true; t = t.slice(1, -1); }
  t = t.replace(/,/g, '').replace(/%$/, '');
  const v = parseFloat(t);
  if (Number.isNaN(v)) return NaN;
  return neg ? -v : v;
};
const cellText = (c) => { const v = c.value; if (v == null) return ''; if (typeof v === 'object' && v.richText) return v.richText.map((r) => r.text).join(''); if (typeof v === 'object' && 'result' in v) return String(v.result); if (v instanceof Date) return v.toISOString(); return String(v); };
const pdfText = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
async function docxText(f) {
  const zip = await JSZip.loadAsync(fs.readFileSync(f));
  const xml = await zip.file('word/document.xml').async('string');
  const para = (x) => x.replace(/<w:br\/>/g, '\n').replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
  const text = xml.split(/<\/w:p>/).map(para).join('\n');
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => c[1].split(/<\/w:p>/).map(para).filter((x) => x !== '').join('\n').trim())));
  return { text, tables };
}
async function xlsxText(f) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(f);
  const out = [];
  wb.eachSheet((ws) => { out.push(ws.name); ws.eachRow((row) => row.eachCell((c) => out.push(cellText(c)))); });
  return { wb, text: out.join('\n') };
}
const find = (text, re, what) => { const m = text.match(re); check(!!m, `pattern for ${what} not found: ${re}`); return m; };

// =========================================================================== Prairie Wind
async function readPW() {
  const dir = path.join(DOCS, 'prairiewind');
  const files = fs.readdirSync(dir);
  const f = (re) => path.join(dir, files.find((x) => re.test(x)));
  const texts = [];

  // --- QuickBooks CSV
  const csvRaw = fs.readFileSync(f(/\.csv$/), 'utf8');
  texts.push(csvRaw);
  const rows = parse(csvRaw, { relax_column_count: true, skip_empty_lines: false });
  const hi = rows.findIndex((r) => r[1] === 'Oct 2025');
  const months = rows[hi].slice(1, 7);
  check(months.join('|') === 'Oct 2025|Nov 2025|Dec 2025|Jan 2026|Feb 2026|Mar 2026', 'csv month header');
  const act = {}, names = {}, parentOf = {}, totals = {}, section = {};
  let sec = null, parent = null;
  for (const r of rows.slice(hi + 1)) {
    const label = (r[0] || '').trim();
    if (!label) continue;
    if (['Income', 'Expenses', 'Other Income'].includes(label)) { sec = label; continue; }
    const vals = r.slice(1, 7).map(num);
    const has = r.length > 1 && r.slice(1).some((x) => x !== '');
    const m = label.match(/^(\d{4}) (.+)$/);
    if (m && !has) { parent = label; continue; }
    if (m) {
      act[m[1]] = vals; names[m[1]] = m[2]; section[m[1]] = sec;
      if (parent) parentOf[m[1]] = parent;
      check(near(sum(vals), num(r[7])), `csv row total ${label}`);
      continue;
    }
    if (parent && label === `Total ${parent}`) { totals[label] = vals; parent = null; continue; }
    totals[label] = vals;
    if (has) check(near(sum(vals), num(r[7]), 0.011), `csv row total ${label}`);
  }
  const codesOf = (s) => Object.keys(act).filter((c) => section[c] === s);
  const revCodes = [...codesOf('Income'), ...codesOf('Other Income')], expCodes = codesOf('Expenses');
  for (let i = 0; i < 6; i++) {
    check(near(sum(codesOf('Income').map((c) => act[c][i])), totals['Total Income'][i]), `csv Total Income m${i}`);
    check(near(sum(expCodes.map((c) => act[c][i])), totals['Total Expenses'][i]), `csv Total Expenses m${i}`);
    check(near(totals['Total Income'][i] - totals['Total Expenses'][i] + totals['Total Other Income'][i], totals['Net Income'][i]), `csv Net Income m${i}`);
  }
  const A = (code, m) => (code === 'REV' ? r2(totals['Total Income'][m] + totals['Total Other Income'][m]) : code === 'EXP' ? totals['Total Expenses'][m] : code === 'NET' ? totals['Net Income'][m] : act[code][m]);
  const codeOfName = Object.fromEntries(Object.entries(names).map(([c, n]) => [n, c]));

  // --- budget workbook
  const { wb, text: xt } = await xlsxText(f(/\.xlsx$/));
  texts.push(xt);
  const S = wb.worksheets.find((w) => /summary/i.test(w.name));
  const summ = {};
  S.eachRow((row) => { const l = cellText(row.getCell(1)).trim(); if (l) summ[l] = { py: num(row.getCell(2).value), bud: num(row.getCell(3).value), raw: row }; });
  const M = wb.worksheets.find((w) => /monthly/i.test(w.name));
  const mon = {}, monTot = {};
  let hdrOk = false;
  M.eachRow((row) => {
    if (cellText(row.getCell(1)) === 'Acct') { const d = row.getCell(3).value; hdrOk = d instanceof Date && d.getUTCMonth() === 9 && d.getUTCFullYear() === 2025; return; }
    const code = cellText(row.getCell(1)).trim(), name = cellText(row.getCell(2)).trim();
    const vals = Array.from({ length: 12 }, (_, i) => num(row.getCell(3 + i).value));
    const key = /^\d{4}$/.test(code) ? code : name;
    if (!key) return;
    mon[key] = vals; monTot[key] = num(row.getCell(15).value);
    if (/^\d{4}$/.test(code)) check(names[code] === name, `budget name ${code} ${name} vs csv ${names[code]}`);
  });
  check(hdrOk, 'monthly phasing header starts Oct-25');
  for (const [k, v] of Object.entries(mon)) check(near(sum(v), monTot[k]), `monthly total ${k}`);
  const BM = (code, m) => (code === 'REV' ? mon['Total Income'][m] : code === 'EXP' ? mon['Total Expenses'][m] : code === 'NET' ? mon['Net Surplus (Deficit)'][m] : mon[code][m]);
  const sumKey = (code) => (code === 'REV' ? 'Total Revenue' : code === 'EXP' ? 'Total Expenses' : code === 'NET' ? 'NET SURPLUS / (DEFICIT)' : names[code]);
  const B = (code) => summ[sumKey(code)].bud;
  const PY = (code) => summ[sumKey(code)].py;
  for (const c of [...revCodes, ...expCodes]) check(near(B(c), monTot[c]), `summary budget vs monthly ${c}`);
  check(near(sum(revCodes.map(B)), B('REV')) && near(sum(expCodes.map(B)), B('EXP')) && near(B('REV') - B('EXP'), B('NET')), 'summary budget foots');
  check(near(sum(revCodes.map(PY)), PY('REV')) && near(sum(expCodes.map(PY)), PY('EXP')) && near(PY('REV') - PY('EXP'), PY('NET')), 'summary FY2025 foots');
  for (const [l, v] of Object.entries(summ)) if (v.raw.getCell(4).value && Number.isFinite(v.bud) && Number.isFinite(v.py)) check(near(num(v.raw.getCell(4).value), v.bud - v.py), `summary change ${l}`);
  const P = wb.worksheets.find((w) => /program/i.test(w.name));
  const progCols = {}, bp = {}, bc = {};
  const keyOf = (h) => (/adult/i.test(h) ? 'ABL' : /english/i.test(h) ? 'ELL' : /family/i.test(h) ? 'FAM' : /management/i.test(h) ? 'MG' : /fundrais/i.test(h) ? 'FR' : null);
  P.eachRow((row) => {
    const l = cellText(row.getCell(1));
    if (/Expense category/.test(l)) { for (let c = 2; c <= 7; c++) { const k = keyOf(cellText(row.getCell(c))); if (k) progCols[k] = c; } return; }
    const m = l.match(/^\s*(\d{4})\s+(.+)$/);
    const vals = Object.fromEntries(Object.entries(progCols).map(([k, c]) => [k, num(row.getCell(c).value)]));
    if (m) { bp[m[1]] = vals; check(near(sum(Object.values(vals)), num(row.getCell(7).value)), `by program row ${m[1]}`); check(near(num(row.getCell(7).value), B(m[1])), `by program total vs summary ${m[1]}`); }
    else if (/^TOTAL EXPENSES/.test(l)) { bp.EXP = vals; check(near(num(row.getCell(7).value), B('EXP')), 'by program grand total'); }
    else if (/^Subtotal /.test(l)) bc[l.replace('Subtotal ', '')] = num(row.getCell(7).value);
  });
  for (const k of Object.keys(progCols)) check(near(sum(expCodes.map((c) => bp[c][k])), bp.EXP[k]), `by program column ${k}`);

  // --- BvA PDF
  const bt = pdfText(f(/Budget vs Actual/));
  texts.push(bt);
  check(/in thousands/i.test(bt), 'bva states thousands');
  const bva = {};
  for (const line of bt.split('\n')) {
    const m = line.match(/^\s*(\S.*?)\s{2,}((?:\S+\s+){8}\S+)\s*$/);
    if (!m) continue;
    const toks = m[2].trim().split(/\s+/);
    const label = m[1].trim();
    const code = label === 'Total Revenue' ? 'REV' : label === 'Total Expenses' ? 'EXP' : label === 'Change in Net Assets' ? 'NET' : codeOfName[label];
    if (!code) continue;
    bva[code] = Object.fromEntries(['qa', 'qb', 'qv', 'qp', 'ya', 'yb', 'yv', 'yp', 'ann'].map((k, i) => [k, num(toks[i])]));
  }
  for (const c of [...revCodes, ...expCodes, 'REV', 'EXP']) {
    const isExp = c === 'EXP' || expCodes.includes(c);
    const ya = sum([0, 1, 2, 3, 4, 5].map((m) => A(c, m))), yb = sum([0, 1, 2, 3, 4, 5].map((m) => BM(c, m)));
    const qa = sum([3, 4, 5].map((m) => A(c, m))), qb = sum([3, 4, 5].map((m) => BM(c, m)));
    const s = isExp ? -1 : 1;
    check(bva[c] && near(bva[c].ya, r1(ya / 1000), 0.051) && near(bva[c].yb, r1(yb / 1000), 0.051) && near(bva[c].qa, r1(qa / 1000), 0.051) && near(bva[c].qb, r1(qb / 1000), 0.051) && near(bva[c].ann, r1(B(c) / 1000), 0.051) && near(bva[c].yv, r1((s * (ya - yb)) / 1000), 0.051), `bva row ${c} agrees with csv and budget`);
  }
  const BVA = (code, col) => bva[code][col];

  // --- SOFP PDF
  const st = pdfText(f(/Financial Position/));
  texts.push(st);
  const SOFPKEYS = { 'Cash and cash equivalents': 'cash', 'Grants receivable': 'grantsRec', 'Pledges receivable, net': 'pledgesRec', 'Prepaid expenses': 'prepaid', 'Total current assets': 'totalCurrentAssets', 'Certificates of deposit': 'cds', 'Property and equipment, net': 'ppe', 'Total assets': 'totalAssets', 'Accounts payable': 'ap', 'Accrued payroll and related liabilities': 'accruedPayroll', 'Deferred revenue': 'deferredRev', 'Current portion of note payable': 'noteCurrent', 'Total current liabilities': 'totalCurrentLiabilities', 'Note payable, net of current portion': 'noteLT', 'Total liabilities': 'totalLiabilities', 'Without donor restrictions': 'naWithout', 'With donor restrictions': 'naWith', 'Total net assets': 'totalNetAssets', 'Total liabilities and net assets': 'totalLiabilitiesNetAssets' };
  check(/\s2025\s+2024\s*$/m.test(st), 'sofp columns 2025 then 2024');
  const bs = { 2025: {}, 2024: {} };
  for (const line of st.split('\n')) {
    const m = line.match(/^\s*(\S.*?)\s{2,}\$?\s*([\d,]+)\s+\$?\s*([\d,]+)\s*$/);
    if (m && SOFPKEYS[m[1].trim()]) { bs[2025][SOFPKEYS[m[1].trim()]] = num(m[2]); bs[2024][SOFPKEYS[m[1].trim()]] = num(m[3]); }
  }
  for (const y of [2025, 2024]) {
    const b = bs[y];
    check(Object.keys(b).length === 19, `sofp ${y} has all lines`);
    check(b.cash + b.grantsRec + b.pledgesRec + b.prepaid === b.totalCurrentAssets && b.totalCurrentAssets + b.cds + b.ppe === b.totalAssets, `sofp ${y} assets foot`);
    check(b.ap + b.accruedPayroll + b.deferredRev + b.noteCurrent === b.totalCurrentLiabilities && b.totalCurrentLiabilities + b.noteLT === b.totalLiabilities, `sofp ${y} liabilities foot`);
    check(b.naWithout + b.naWith === b.totalNetAssets && b.totalLiabilities + b.totalNetAssets === b.totalLiabilitiesNetAssets && b.totalAssets === b.totalLiabilitiesNetAssets, `sofp ${y} balances`);
  }
  check(bs[2025].totalNetAssets - bs[2024].totalNetAssets === PY('NET'), 'net assets change = FY2025 actual surplus on budget summary');

  // --- grant DOCX and management letter PDF
  const g = (await docxText(f(/Award Letter/))).text.replace(/\s+/g, ' ');
  texts.push(g);
  const lt = pdfText(f(/Management Letter/));
  texts.push(lt);
  const l = lt.replace(/\s+/g, ' ');
  const facts = {
    'grant.amount': num(find(g, /in the amount of \$([\d,]+)/, 'award amount')[1]),
    'grant.indirectRate': num(find(g, /rate not to exceed (\d+)%/, 'indirect rate')[1]),
    'grant.match': num(find(g, /of the award amount, that is \$([\d,]+)/, 'match')[1]),
    'grant.midYearDue': find(g, /mid-year [^.]*? is due on or before ([A-Z][a-z]+ \d{1,2}, \d{4})/, 'mid-year due')[1],
    'grant.payment2': num(find(g, /\(b\) \d+% \(\$([\d,]+)\) upon approval of the mid-year report/, 'payment 2')[1]),
    'grant.indirect': num(find(g, /approved budget includes \$([\d,]+) of indirect/, 'indirect $')[1]),
    'letter.lateDays': num(find(l, /completed more than (\d+) days after month end/, 'late days')[1]),
    'letter.firm': lt.trim().split('\n')[0].trim(),
    'letter.responseDue': find(l, /requested by ([A-Z][a-z]+ \d{1,2}, \d{4})/, 'response due')[1],
    'letter.laptopsTotal': num(find(l, /\(\$([\d,]+) in total\)/, 'laptops total')[1]),
  };
  const matchPct = num(find(g, /at least (\d+)% of the award amount/, 'match pct')[1]);
  check(facts['grant.match'] === (facts['grant.amount'] * matchPct) / 100, 'grant match = pct x amount');
  const gb = [...g.matchAll(/\$([\d,]+)/g)].map((m) => num(m[1]));
  check(gb.includes(facts['grant.amount']) && facts['grant.indirect'] <= 0.1 * (facts['grant.amount'] - facts['grant.indirect']), 'grant indirect within 10% of direct');
  const lap = find(l, /(\d+) laptops costing \$([\d,]+) each/, 'laptops');
  check(num(lap[1]) * num(lap[2]) === facts['letter.laptopsTotal'], 'laptops total = count x price');
  check(B('4030') === facts['grant.amount'], 'budget state library grant = award');

  const F = {
    B, BM, PY, A, BVA, BP: (code, k) => bp[code][k], BC: (cat) => bc[cat],
    BS: (k, y) => bs[y][k],
    name: (c) => names[c], code: (n) => codeOfName[n], parent: (c) => parentOf[c],
    codes: (t) => (t === 'rev' ? revCodes : expCodes), fact: (n) => { check(n in facts, `fact ${n} read`); return facts[n]; },
  };
  return { F, text: texts.join('\n') };
}

// =========================================================================== Fernleaf
async function readFL() {
  const dir = path.join(DOCS, 'fernleaf');
  const files = fs.readdirSync(dir);
  const f = (re) => path.join(dir, files.find((x) => re.test(x)));
  const texts = [];
  const PROG = { 'Wheelchair Basketball': 'WB', 'Para Swim': 'PS', 'Sledge Hockey': 'SH', 'Summer Camp': 'SC', Administration: 'AD' };

  // --- budget workbook
  const { wb, text: xt } = await xlsxText(f(/\.xlsx$/));
  texts.push(xt);
  const S = wb.getWorksheet('Summary');
  const summ = {}, names = {}, kind = {};
  let sec = null;
  S.eachRow((row) => {
    const code = cellText(row.getCell(1)).trim(), label = cellText(row.getCell(2)).trim();
    if (label === 'REVENUE' || label === 'EXPENDITURES') { sec = label; return; }
    const v = { py: num(row.getCell(3).value), bud: num(row.getCell(4).value), chg: num(row.getCell(5).value) };
    if (!label || !Number.isFinite(v.bud) || !Number.isFinite(v.py) || !(code === '' || /^\d{3}$/.test(code))) return;
    if (code) { summ[code] = v; names[code] = label; kind[code] = sec === 'REVENUE' ? 'rev' : 'exp'; } else summ[label] = v;
  });
  const revCodes = Object.keys(kind).filter((c) => kind[c] === 'rev'), expCodes = Object.keys(kind).filter((c) => kind[c] === 'exp');
  const sk = (code) => (code === 'REV' ? 'Total Revenue' : code === 'EXP' ? 'Total Expenditures' : code === 'NET' ? 'Excess (Deficiency) of Revenue over Expenditures' : code);
  const B = (code) => summ[sk(code)].bud, PY = (code) => summ[sk(code)].py;
  for (const v of Object.values(summ)) check(near(v.chg, v.bud - v.py), 'summary increase column');
  check(near(sum(revCodes.map(B)), B('REV')) && near(sum(expCodes.map(B)), B('EXP')) && near(B('REV') - B('EXP'), B('NET')), 'fl summary budget foots');
  check(near(sum(revCodes.map(PY)), PY('REV')) && near(sum(expCodes.map(PY)), PY('EXP')) && near(PY('REV') - PY('EXP'), PY('NET')), 'fl summary prior year foots');
  const M = wb.getWorksheet('Monthly');
  check(M.getCell('B2').value === 2025 && M.getCell('K2').value === 2026 && cellText(M.getCell('B3')) === 'Apr' && cellText(M.getCell('K3')) === 'Jan', 'fl monthly two-row header');
  const mon = {};
  M.eachRow((row) => {
    const l = cellText(row.getCell(1)).trim();
    const m = l.match(/^(\d{3}) - (.+)$/);
    const vals = Array.from({ length: 12 }, (_, i) => num(row.getCell(2 + i).value));
    const key = m ? m[1] : l;
    if (!['Total revenue', 'Total expenditures', 'Surplus (deficit)'].includes(key) && !m) return;
    mon[key] = vals;
    check(near(sum(vals), num(row.getCell(14).value)), `fl monthly total ${key}`);
    if (m) check(near(sum(vals), B(m[1])) && m[2] === names[m[1]], `fl monthly vs summary ${m[1]}`);
  });
  const BM = (code, m) => (code === 'REV' ? mon['Total revenue'][m] : code === 'EXP' ? mon['Total expenditures'][m] : code === 'NET' ? mon['Surplus (deficit)'][m] : mon[code][m]);
  const P = wb.getWorksheet('Budget by Program');
  const bp = { EXP: {} }, bc = {};
  let cur = null, inSummary = false;
  P.eachRow((row) => {
    const l = cellText(row.getCell(1));
    const v = row.getCell(2).value;
    if (/^Summary by program/.test(l)) { inSummary = true; return; }
    let m;
    if (inSummary) { if (PROG[l.trim()]) bp.EXP[PROG[l.trim()]] = num(v); return; }
    if ((m = l.match(/^ {2}(\d{3}) (.+)$/)) && v == null) { cur = m[1]; bp[cur] = {}; return; }
    if ((m = l.match(/^ {2}Total (\d{3}) /))) { check(near(num(v), sum(Object.values(bp[m[1]]))) && near(num(v), B(m[1])), `fl by program account total ${m[1]}`); return; }
    if ((m = l.match(/^ {8}(.+)$/)) && cur) { bp[cur][PROG[m[1].trim()]] = num(v); return; }
    if ((m = l.match(/^Total (.+)$/)) && !/^TOTAL/.test(l)) bc[m[1]] = num(v);
    if (/^TOTAL EXPENDITURES/.test(l)) check(near(num(v), B('EXP')), 'fl by program grand total');
  });
  for (const [k] of Object.entries(PROG)) check(near(sum(expCodes.map((c) => bp[c][PROG[k]] || 0)), bp.EXP[PROG[k]]), `fl program summary ${k}`);
  for (const [cat, v] of Object.entries(bc)) check(near(v, summ[`Total ${cat}`].bud), `fl category total ${cat}`);

  // --- Xero ledger
  const raw = fs.readFileSync(f(/\.csv$/), 'utf8').replace(/^\ufeff/, '');
  texts.push(raw);
  const rows = parse(raw, { relax_column_count: true, skip_empty_lines: true });
  const hi = rows.findIndex((r) => r[0] === 'Date');
  const H = rows[hi];
  const col = (n) => H.indexOf(n);
  const tx = [];
  let totRow = null;
  for (const r of rows.slice(hi + 1)) {
    if (r[0] === 'Total') { totRow = r; continue; }
    const m = (r[0] || '').match(/^(\d{2})\/(\d{2})\/(\d{4})$/);
    if (!m) continue;
    const code = r[col('Account Code')];
    const debit = num(r[col('Debit (CAD)')]), credit = num(r[col('Credit (CAD)')]);
    const type = kind[code];
    check(!!type, `ledger account ${code} is in the budget`);
    check(r[col('Account')] === names[code], `ledger account name ${code}`);
    const mm = Number(m[2]);
    tx.push({ day: Number(m[1]), mm, fm: (mm + 8) % 12, code, type, contact: r[col('Contact')], prog: r[col('Program')], account: r[col('Account')], net: type === 'rev' ? credit - debit : debit - credit, debit, credit });
  }
  check(totRow && near(sum(tx.map((t) => t.debit)), num(totRow[col('Debit (CAD)')]), 0.02) && near(sum(tx.map((t) => t.credit)), num(totRow[col('Credit (CAD)')]), 0.02), 'ledger total row');
  check(tx.every((t) => t.day <= 31) && tx.some((t) => t.day > 12), 'ledger dates are day-first');
  const TX = ({ code, prog, contact, months, type }) => r2(sum(tx.filter((t) => (!code || t.code === code) && (!prog || t.prog === prog) && (!contact || t.contact === contact) && (!type || t.type === type) && (!months || months.includes(t.fm))).map((t) => t.net)));
  const A = (code, m) => (code === 'REV' ? TX({ type: 'rev', months: [m] }) : code === 'EXP' ? TX({ type: 'exp', months: [m] }) : code === 'NET' ? r2(TX({ type: 'rev', months: [m] }) - TX({ type: 'exp', months: [m] })) : TX({ code, months: [m] }));

  // --- BvA PDF (whole dollars, variance = actual - budget)
  const bt = pdfText(f(/Budget vs Actual/));
  texts.push(bt);
  const bva = {};
  const COLS = ['qa', 'qb', 'qv', 'qp', 'ya', 'yb', 'yv', 'yp', 'ann', 'rem'];
  for (const line of bt.split('\n')) {
    const m = line.match(/^\s*(\S.*?)\s{2,}((?:\S+\s+){9}\S+)\s*$/);
    if (!m) continue;
    const label = m[1].trim();
    const toks = m[2].trim().split(/\s+/);
    const cm = label.match(/^(\d{3}) (.+)$/);
    const key = cm ? cm[1] : label === 'Total revenue' ? 'REV' : label === 'Total expenditures' ? 'EXP' : /^Excess/.test(label) ? 'NET' : label.replace(/^Total /, 'cat:');
    if (cm) check(cm[2] === names[cm[1]], `bva name ${label}`);
    bva[key] = Object.fromEntries(COLS.map((k, i) => [k, num(toks[i])]));
  }
  const Y9 = [0, 1, 2, 3, 4, 5, 6, 7, 8], Q3 = [6, 7, 8];
  for (const c of [...revCodes, ...expCodes, 'REV', 'EXP', 'NET']) {
    const ya = sum(Y9.map((m) => A(c, m))), yb = sum(Y9.map((m) => BM(c, m))), qa = sum(Q3.map((m) => A(c, m))), qb = sum(Q3.map((m) => BM(c, m)));
    const v = bva[c];
    check(v && near(v.ya, Math.round(ya), 1) && near(v.yb, yb, 1) && near(v.qa, Math.round(qa), 1) && near(v.qb, qb, 1) && near(v.yv, Math.round(ya - yb), 1) && near(v.ann, B(c), 1) && near(v.rem, Math.round(B(c) - ya), 1), `fl bva row ${c} agrees with ledger and budget`);
  }

  // --- SOFP DOCX
  const sd = await docxText(f(/Financial Position/));
  texts.push(sd.text);
  const KEYS = { Cash: 'cash', 'Term deposits': 'termDeposits', 'Accounts receivable': 'ar', 'GST receivable': 'gstRec', 'Prepaid expenses': 'prepaid', 'Total current assets': 'totalCurrentAssets', 'Capital assets, net': 'capital', 'Total assets': 'totalAssets', 'Accounts payable and accrued liabilities': 'apAccrued', 'Deferred contributions - operating': 'deferredOp', 'Total current liabilities': 'totalCurrentLiabilities', 'Deferred capital contributions': 'deferredCap', 'Total liabilities': 'totalLiabilities', 'Invested in capital assets': 'naInvested', 'Internally restricted - equipment replacement reserve': 'naReserve', Unrestricted: 'naUnrestricted', 'Total net assets': 'totalNetAssets', 'Total liabilities and net assets': 'totalLiabilitiesNetAssets' };
  const tb = sd.tables[0];
  check(/^2025/.test(tb[0][2]) && /^2024/.test(tb[0][3]), 'fl sofp header 2025 | 2024');
  const bs = { 2025: {}, 2024: {} };
  for (const r of tb) if (KEYS[r[0]]) { bs[2025][KEYS[r[0]]] = num(r[2]); bs[2024][KEYS[r[0]]] = num(r[3]); }
  for (const y of [2025, 2024]) {
    const b = bs[y];
    check(Object.keys(b).length === 18, `fl sofp ${y} complete`);
    check(b.cash + b.termDeposits + b.ar + b.gstRec + b.prepaid === b.totalCurrentAssets && b.totalCurrentAssets + b.capital === b.totalAssets, `fl sofp ${y} assets`);
    check(b.apAccrued + b.deferredOp === b.totalCurrentLiabilities && b.totalCurrentLiabilities + b.deferredCap === b.totalLiabilities, `fl sofp ${y} liabilities`);
    check(b.naInvested + b.naReserve + b.naUnrestricted === b.totalNetAssets && b.totalLiabilities + b.totalNetAssets === b.totalLiabilitiesNetAssets && b.totalAssets === b.totalLiabilitiesNetAssets, `fl sofp ${y} balances`);
  }
  check(bs[2025].totalNetAssets - bs[2024].totalNetAssets === PY('NET'), 'fl net assets change = 2024-25 actual result on budget summary');

  // --- grant PDF, minutes DOCX, receipt photo
  const gt = pdfText(f(/Contribution Agreement/));
  texts.push(gt);
  const g = gt.replace(/\s+/g, ' ');
  const mt = (await docxText(f(/Minutes/))).text;
  texts.push(mt);
  const mn = mt.replace(/\s+/g, ' ');
  const ocr = execFileSync('tesseract', [f(/\.jpg$/), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  texts.push(ocr);
  const fee = find(mn, /from \$(\d+) to \$(\d+) per athlete/, 'fees');
  const dm = find(ocr, /Date: (\d{2})\/(\d{2})\/(\d{4})/, 'receipt date');
  const MN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const facts = {
    'grant.amount': num(find(g, /contribute up to \$([\d,]+)/, 'pisf amount')[1]),
    'grant.adminCapPct': num(find(g, /Administration costs charged to the contribution may not exceed (\d+)%/, 'admin cap')[1]),
    'grant.holdback': num(find(g, /holdback of \d+% \(\$([\d,]+)\)/, 'holdback')[1]),
    'grant.interimDue': find(g, /interim activity and financial report by (\d{1,2} [A-Z][a-z]+ \d{4})/, 'interim due')[1],
    'grant.facility': num(find(g, /Facility rental \(pool, arena and gym\) \$([\d,]+)/, 'facility category')[1]),
    'minutes.feeOld': num(fee[1]), 'minutes.feeNew': num(fee[2]),
    'minutes.nextMeeting': find(mn, /next meeting will be held on (\d{1,2} [A-Z][a-z]+ \d{4})/, 'next meeting')[1],
    'minutes.auditFirm': find(mn, /engagement quote from (.+?) of \$/, 'audit firm')[1],
    'minutes.vanKm': num(find(mn, /passed ([\d,]+) km/, 'van km')[1]),
    'receipt.total': num(find(ocr, /^TOTAL \$?([\d.]+)/m, 'receipt total')[1]),
    'receipt.gst': num(find(ocr, /GST 5% ([\d.]+)/, 'gst')[1]),
    'receipt.subtotal': num(find(ocr, /SUBTOTAL ([\d.]+)/, 'subtotal')[1]),
    'receipt.kickboard': num(find(ocr, /KICKBOARD[^\n]*\n\s*\d+ @ ([\d.]+)/, 'kickboard')[1]),
    'receipt.dateLong': `${Number(dm[1])} ${MN[Number(dm[2]) - 1]} ${dm[3]}`,
    'receipt.items': num(find(ocr, /ITEMS SOLD: (\d+)/, 'items sold')[1]),
  };
  const pst = num(find(ocr, /PST 7% ([\d.]+)/, 'pst')[1]);
  check(near(facts['receipt.subtotal'] + facts['receipt.gst'] + pst, facts['receipt.total'], 0.001), 'receipt subtotal + taxes = total');
  const lines = [...ocr.matchAll(/^(\d+) @ ([\d.]+) ([\d.]+)$/gm)];
  check(lines.length === 4 && near(sum(lines.map((m) => num(m[3]))), facts['receipt.subtotal'], 0.001) && lines.every((m) => near(num(m[1]) * num(m[2]), num(m[3]), 0.001)), 'receipt lines foot to subtotal');
  check(near(sum(lines.map((m) => num(m[1]))), facts['receipt.items'], 0), 'receipt item count');
  check(/THOMPSON VALLEY/.test(ocr), 'receipt merchant legible');
  const rt = tx.find((t) => t.contact === 'Thompson Valley Sport Supply');
  check(rt && near(rt.net, facts['receipt.total'], 0.001) && rt.day === Number(dm[1]) && rt.mm === Number(dm[2]), 'receipt is in the ledger with the same total and date');
  const ist = find(g, /instalments: (\d+)% \(\$([\d,]+)\)[^;]*; (\d+)% \(\$([\d,]+)\)/, 'instalments');
  check(num(ist[2]) + num(ist[4]) + facts['grant.holdback'] === facts['grant.amount'], 'pisf instalments add to contribution');
  check(B('230') === facts['grant.amount'], 'budget PISF grant = agreement');
  const tr = find(mn, /revenue was \$([\d,.]+) and expenditures were \$([\d,.]+), leaving an excess of revenue over expenditures of \$([\d,.]+)/, 'treasurer report');
  check(near(num(tr[1]), TX({ type: 'rev', months: Y9 }), 0.011) && near(num(tr[2]), TX({ type: 'exp', months: Y9 }), 0.011) && near(num(tr[3]), num(tr[1]) - num(tr[2]), 0.011), 'minutes treasurer figures = ledger');
  check(sum(tx.filter((t) => t.code === '235').map((t) => t.net)) === 60000 && /Gaming Grant of \$60,000/.test(mn), 'gaming grant consistent');

  const codeOfName = Object.fromEntries(Object.entries(names).map(([c, n]) => [n, c]));
  const progName = Object.fromEntries(Object.entries(PROG).map(([n, k]) => [k, n]));
  const F = {
    B, BM, PY, A, TX, BP: (code, k) => bp[code][k] || 0, BC: (cat) => bc[cat],
    BS: (k, y) => bs[y][k], BVA: (code, col) => bva[code][col],
    name: (c) => names[c], code: (n) => codeOfName[n], codes: (t) => (t === 'rev' ? revCodes : expCodes),
    progName: (k) => progName[k],
    txAccount: (contact) => { const t = tx.find((x) => x.contact === contact); return `${t.code} ${t.account}`; },
    fact: (n) => { check(n in facts, `fact ${n} read`); return facts[n]; },
  };
  return { F, text: texts.join('\n') };
}

// =========================================================================== compare
const orgs = { prairiewind: await readPW(), fernleaf: await readFL() };
const n = {};
check(QUESTIONS.length === cases.length, 'one case per question');
QUESTIONS.forEach((q, i) => {
  n[q.org] = (n[q.org] || 0) + 1;
  const c = cases[i];
  const id = `${q.org}-${String(n[q.org]).padStart(3, '0')}`;
  check(c.id === id && c.kind === q.kind && c.question === q.q && c.org === q.org, `case ${id} matches its question`);
  const docsOk = c.documents.length >= 6 && c.documents.every((d) => fs.existsSync(path.join(DOCS, d)) && d.startsWith(`${q.org}/`));
  check(docsOk, `${id} documents exist`);
  const { F, text } = orgs[q.org];
  if (q.kind === 'notfound') {
    check(c.answer.type === 'notfound', `${id} notfound type`);
    for (const a of q.absent) check(!new RegExp(a, 'i').test(text), `${id} notfound subject /${a}/ appears in ${q.org} documents`);
    return;
  }
  if (q.type === 'text') {
    const v = q.calc(F);
    const want = [...new Set(q.phr(v))];
    check(c.answer.type === 'text' && JSON.stringify(c.answer.any) === JSON.stringify(want), `${id} text answer: files give "${v}", case has ${JSON.stringify(c.answer.any)}`);
    return;
  }
  const v = Math.round(q.calc(F) * 10000) / 10000;
  check(c.answer.type === 'number' && near(c.answer.value, v, 0.0001), `${id} number: files give ${v}, case has ${c.answer.value}`);
  if (q.alt) {
    const alt = [...new Set(q.alt(F).map((x) => Math.round(Math.abs(x) * 10000) / 10000))].filter((x) => x !== Math.abs(v));
    check(JSON.stringify(alt) === JSON.stringify(c.answer.alt ?? []), `${id} alt: files give ${JSON.stringify(alt)}, case has ${JSON.stringify(c.answer.alt)}`);
  }
  if (typeof c.answer.tolerance !== 'number') check(false, `${id} tolerance`);
});
check(dateVariants('April 30, 2026').includes('30 April') && dateVariants('15 November 2025').includes('November 15'), 'date variants');
console.log(`${checks} checks, ${failures} failed`);
console.log(failures ? 'NOT all passed' : 'all passed');
process.exit(failures ? 1 : 0);
