// Re-reads set AI's rendered files (PDF text with pdfjs, workbooks with exceljs, Word XML, CSVs), rebuilds from
// them every figure the questions use, checks the documents' arithmetic and the figures that tie between them,
// and recomputes each case's answer from what it read. The two photos are checked against their rendering data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse as parseCsv } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFS, DOCS, MONTHS, MOIS, view } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ai');
const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let failures = 0, checks = 0;
const fail = (m) => { failures++; console.error(`FAIL ${m}`); };
const eq = (a, b, what, tol = 0.005) => { checks++; if (typeof a !== 'number' || typeof b !== 'number' || Number.isNaN(a) || Math.abs(a - b) > tol) fail(`${what}: ${a} != ${b}`); };
const ok = (c, what) => { checks++; if (!c) fail(what); };
const c2 = (v) => Math.round(v * 100) / 100;
const sumOf = (a) => c2(a.reduce((s, x) => s + x, 0));
const norm = (s) => s.replace(/[\u00a0\u202f]/g, ' ').replace(/\s+/g, ' ').trim();

// ------------------------------------------------------------------ readers
async function pdfLines(file) {
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const pages = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const tc = await (await pdf.getPage(p)).getTextContent();
    const items = tc.items.filter((i) => i.str && i.str.trim()).map((i) => ({ x: i.transform[4], y: i.transform[5], str: i.str }));
    const rows = [];
    for (const it of items.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const r = rows.find((x) => Math.abs(x.y - it.y) < 2.5);
      if (r) r.items.push(it); else rows.push({ y: it.y, items: [it] });
    }
    for (const r of rows) r.items.sort((a, b) => a.x - b.x);
    pages.push(rows);
  }
  return pages;
}
// "68 500 $" -> 68500, "(18 562) $" -> -18562, "–" -> 0
const frMoney = (s) => {
  const t = norm(s);
  if (t === '–' || t === '-') return 0;
  const m = t.match(/^(\()?([\d ]+(?:,\d+)?)\)?\s*\$$/);
  if (!m) return NaN;
  const v = parseFloat(m[2].replace(/ /g, '').replace(',', '.'));
  return m[1] ? -v : v;
};
// "$1,234.56", "-$663,270.00" -> number
const usMoney = (s) => { const t = norm(s); const m = t.match(/^(-)?\$([\d,]+\.\d\d)$/); return m ? (m[1] ? -1 : 1) * parseFloat(m[2].replace(/,/g, '')) : NaN; };
const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'formula' in v) return 0; return v; };
const isoOf = (d) => d.toISOString().slice(0, 10);
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
const frDate = (s) => { const m = s.match(/(\d{1,2})(?:er)? (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) (\d{4})/); return m ? `${m[3]}-${String(MOIS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}` : null; };
const enDate = (s) => { const m = s.match(/(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2}), (\d{4})/); return m ? `${m[3]}-${String(MONTHS.indexOf(m[1]) + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}` : null; };

const D = view(); // labels and the photos' rendering data only; every figure below comes from the files

// ================================================================== RELAIS
async function readRelais() {
  const R = {};
  // ---- états financiers
  const pages = await pdfLines(doc('relais', 0));
  const stmtRows = (rows, valX) => {
    const out = [];
    let pending = '';
    for (const r of rows) {
      const label = norm(r.items.filter((i) => i.x < valX).map((i) => i.str).join(' '));
      const vals = r.items.filter((i) => i.x >= valX).map((i) => i.str);
      if (!vals.length) { pending = pending ? `${pending} ${label}` : label; if (/^(PRODUITS|CHARGES|ACTIF|PASSIF|SOLDES DE FONDS|Actif à court terme|Passif à court terme)$/.test(label)) { out.push({ label, head: true, vals: [] }); pending = ''; } continue; }
      if (vals.some((v) => Number.isNaN(frMoney(v)))) continue; // column headings
      out.push({ label: norm(`${pending} ${label}`), vals: vals.map(frMoney) });
      pending = '';
    }
    return out;
  };
  const resPage = pages.find((p) => p.some((r) => r.items.some((i) => i.str === 'RÉSULTATS')));
  const sitPage = pages.find((p) => p.some((r) => r.items.some((i) => i.str === 'SITUATION FINANCIÈRE')));
  const res = stmtRows(resPage.filter((r) => r.y < 712 && r.y > 100), 245);
  const sit = stmtRows(sitPage.filter((r) => r.y < 735 && r.y > 100 && !r.items.some((i) => /Nathalie|conseil/.test(i.str))), 330);
  const E = { produits: [], charges: [], line: {} };
  let side = null, totals = [];
  for (const r of res) {
    if (r.head) { side = r.label === 'PRODUITS' ? 'produits' : 'charges'; continue; }
    if (!r.label) { totals.push(r.vals); continue; }
    if (/^EXCÉDENT/.test(r.label)) { E.excedent = r.vals; continue; }
    const src = [...D.relais.etat.produits, ...D.relais.etat.charges].find((x) => norm(x.label) === r.label);
    if (!src) { fail(`état: unknown row ${r.label}`); continue; }
    ok(r.vals.length === 4, `état row ${r.label} has 4 amounts`);
    const row = { key: src.key, label: r.label, admin: r.vals[0], aff: r.vals[1], total: r.vals[2], prior: r.vals[3] };
    E[side].push(row); E.line[src.key] = row;
  }
  ok(E.produits.length === D.relais.etat.produits.length && E.charges.length === D.relais.etat.charges.length && totals.length === 2, 'état rows read');
  ['admin', 'aff', 'total', 'prior'].forEach((k, i) => {
    E[`produits_${k}`] = totals[0][i]; E[`charges_${k}`] = totals[1][i]; E[`excedent_${k}`] = E.excedent[i];
    eq(sumOf(E.produits.map((r) => r[k])), totals[0][i], `état produits ${k} adds up`);
    eq(sumOf(E.charges.map((r) => r[k])), totals[1][i], `état charges ${k} adds up`);
    eq(totals[0][i] - totals[1][i], E.excedent[i], `état excédent ${k}`);
  });
  for (const r of [...E.produits, ...E.charges]) eq(r.admin + r.aff, r.total, `état ${r.key} admin + affectés = total 2026`);
  R.etat = E;
  // situation financière
  const B = { line: {} };
  const seq = [];
  for (const r of sit) {
    if (r.head) continue;
    if (!r.label) { seq.push(r.vals); continue; }
    const src = Object.values(D.relais.bilan.line).find((x) => norm(x.label) === r.label);
    if (!src) { fail(`bilan: unknown row ${r.label}`); continue; }
    B.line[src.key] = { cur: r.vals[0], prior: r.vals[1] };
  }
  ok(seq.length === 6, 'bilan subtotal rows');
  ['cur', 'prior'].forEach((k, i) => {
    B[`actifCT_${k}`] = seq[0][i]; B[`passifCT_${k}`] = seq[2][i];
    eq(sumOf(['encaisse', 'depot', 'debiteurs', 'subvRec', 'prepaye'].map((x) => B.line[x][k])), seq[0][i], `bilan actif CT ${k}`);
    eq(seq[0][i] + B.line.immob[k], seq[1][i], `bilan actif ${k}`);
    eq(sumOf(['crediteurs', 'salairesPay', 'apportsRep'].map((x) => B.line[x][k])), seq[2][i], `bilan passif CT ${k}`);
    eq(seq[2][i] + B.line.apportsImmob[k], seq[3][i], `bilan passif ${k}`);
    eq(sumOf(['investi', 'interne', 'nonAffecte'].map((x) => B.line[x][k])), seq[4][i], `bilan soldes ${k}`);
    eq(seq[3][i] + seq[4][i], seq[5][i], `bilan passif + soldes ${k}`);
    eq(seq[1][i], seq[5][i], `bilan balances ${k}`);
  });
  eq(seq[4][0] - seq[4][1], E.excedent_total, 'change in fund balances = excédent of the year');
  R.bilan = B;

  // ---- grand livre (Sage 50)
  const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(doc('relais', 1));
  const ws = wb.getWorksheet('Grand livre');
  const KEY = { 5300: 'alimentation', 5400: 'activites', 5500: 'bureau', 5600: 'telecom', 5900: 'fraisBanc' };
  const soldeTxt = (s) => { const m = String(s).match(/^([\d ]+,\d\d) (Dt|Ct)$/); return m ? (m[2] === 'Ct' ? -1 : 1) * parseFloat(m[1].replace(/ /g, '').replace(',', '.')) : NaN; };
  const gl = []; let cur = null;
  ws.eachRow((row) => {
    const a = cellVal(row.getCell(1));
    if (typeof a === 'string' && /^\d{4} /.test(a)) { cur = { code: a.slice(0, 4), name: a.slice(5), key: KEY[a.slice(0, 4)], opening: soldeTxt(cellVal(row.getCell(7))), rows: [] }; gl.push(cur); return; }
    if (a instanceof Date && cur) { cur.rows.push({ date: isoOf(a), comment: cellVal(row.getCell(2)), src: cellVal(row.getCell(3)), entry: cellVal(row.getCell(4)), debit: cellVal(row.getCell(5)) || 0, credit: cellVal(row.getCell(6)) || 0, balance: soldeTxt(cellVal(row.getCell(7))) }); return; }
    if ((a === null || a === undefined) && cur && typeof cellVal(row.getCell(5)) === 'number' && cellVal(row.getCell(4)) !== 'Total') { cur.totD = cellVal(row.getCell(5)); cur.totC = cellVal(row.getCell(6)); cur = null; }
  });
  ok(gl.length === 5, 'five ledger accounts');
  for (const a of gl) {
    let b = a.opening;
    for (const r of a.rows) { b = c2(b + r.debit - r.credit); eq(r.balance, b, `GL ${a.code} running balance ${r.date}`); }
    a.closing = b; a.debits = sumOf(a.rows.map((r) => r.debit)); a.credits = sumOf(a.rows.map((r) => r.credit));
    eq(a.debits, a.totD, `GL ${a.code} debit total`); eq(a.credits, a.totC, `GL ${a.code} credit total`);
    eq(a.closing, E.line[a.key].total, `GL ${a.code} closing = full-year statement figure`);
  }
  R.gl = gl; R.glAcct = Object.fromEntries(gl.map((a) => [a.key, a]));
  ok(R.glAcct.activites.rows.some((r) => r.comment.includes('Reclassement')) && R.glAcct.alimentation.rows.some((r) => r.comment.includes('Reclassement')), 'reclassification both sides');

  // ---- budget vs réel
  const wb2 = new ExcelJS.Workbook(); await wb2.xlsx.readFile(doc('relais', 2));
  const bs = wb2.getWorksheet('Budget vs réel');
  const Bd = { lines: [], line: {} }; side = null; const tots = {};
  bs.eachRow((row, rn) => {
    if (rn < 7) return;
    const a = cellVal(row.getCell(1));
    if (typeof a !== 'string') return;
    const label = a.trim();
    if (label === 'PRODUITS') { side = 'produits'; return; }
    if (label === 'CHARGES') { side = 'charges'; return; }
    const v = [2, 3, 4, 5, 6, 7, 8, 9].map((c) => cellVal(row.getCell(c)));
    if (/^Total des/.test(label)) { tots[side] = v; return; }
    if (/^EXCÉDENT/.test(label)) { Bd.result = { budget: v[0], q: v.slice(1, 5), total: v[5] }; return; }
    if (typeof v[0] !== 'number') return;
    const src = D.relais.budget.lines.find((l) => l.label === label);
    if (!src) { fail(`budget: unknown line ${label}`); return; }
    const l = { key: src.key, label, side, budget: v[0], q: v.slice(1, 5), total: v[5] };
    eq(sumOf(l.q), l.total, `budget ${label} total réel`); eq(l.total - l.budget, v[6], `budget ${label} écart`); eq(l.total / l.budget, v[7], `budget ${label} %`, 1e-9);
    Bd.lines.push(l); Bd.line[src.key] = l;
  });
  for (const s of ['produits', 'charges']) {
    const ls = Bd.lines.filter((l) => l.side === s);
    eq(sumOf(ls.map((l) => l.budget)), tots[s][0], `budget ${s} budget total`);
    eq(sumOf(ls.map((l) => l.total)), tots[s][5], `budget ${s} réel total`);
  }
  eq(tots.produits[0] - tots.charges[0], Bd.result.budget, 'budget excédent (déficit) budgété');
  eq(tots.produits[5] - tots.charges[5], Bd.result.total, 'budget excédent (déficit) réel');
  for (const l of Bd.lines) eq(l.total, E.line[l.key].total, `budget ${l.key} réel = statement`);
  eq(Bd.result.total + E.line.amortApports.total - E.line.amort.total, E.excedent_total, 'budget result + amortisation = statement result');
  for (const a of gl) eq(a.opening, sumOf(Bd.line[a.key].q.slice(0, 3)), `GL ${a.code} opening = T1 + T2 + T3`);
  const nx = wb2.getWorksheet('Budget 2026-2027');
  nx.eachRow((row, rn) => {
    if (rn < 4) return;
    const a = cellVal(row.getCell(1));
    if (typeof a !== 'string') return;
    const l = Bd.lines.find((x) => x.label === a.trim());
    if (!l) return;
    eq(cellVal(row.getCell(2)), l.budget, `2026-27 sheet ${l.key} budget 2025-26`);
    eq(cellVal(row.getCell(3)), l.total, `2026-27 sheet ${l.key} réel`);
    l.next = cellVal(row.getCell(4));
    eq(cellVal(row.getCell(5)), l.next - l.budget, `2026-27 sheet ${l.key} variation`);
  });
  ok(Bd.lines.every((l) => typeof l.next === 'number'), 'every line has a 2026-27 budget');
  R.budget = Bd;

  // ---- Desjardins
  const rows = parseCsv(fs.readFileSync(doc('relais', 3), 'utf8'), { relax_column_count: false });
  const bank = { eop: [], es: [] };
  for (const f of rows) {
    ok(f.length === 16, 'Desjardins row has 16 fields');
    const r = { date: f[4].replace(/\//g, '-'), desc: f[6], cheque: f[7], out: f[9] ? parseFloat(f[9]) : 0, in: f[10] ? parseFloat(f[10]) : 0, balance: parseFloat(f[15]) };
    bank[f[3] === 'EOP' ? 'eop' : 'es'].push(r);
  }
  for (const k of ['eop', 'es']) for (let i = 1; i < bank[k].length; i++) eq(c2(bank[k][i - 1].balance + bank[k][i].in - bank[k][i].out), bank[k][i].balance, `Desjardins ${k} balance row ${i + 1}`);
  eq(Math.round(bank.eop.at(-1).balance + bank.es.at(-1).balance), B.line.encaisse.cur, 'encaisse = EOP + ES at 31 March');
  const fees = bank.eop.filter((r) => /Frais de service/.test(r.desc)).map((r) => r.out);
  eq(sumOf(fees), R.glAcct.fraisBanc.debits, 'Desjardins service fees = GL 5900');
  eq(bank.eop.find((r) => /CENTRAIDE/.test(r.desc)).in, 17125, 'Centraide deposit in January');
  for (const r of R.glAcct.alimentation.rows.filter((x) => /^PD-/.test(x.src))) ok(bank.eop.some((b) => b.date === r.date && Math.abs(b.out - r.debit) < 0.005), `GL purchase ${r.date} ${r.debit} in bank`);
  R.bank = bank;

  // ---- Centraide letter
  const txt = norm(await docxText(doc('relais', 4)));
  const num = (re) => { const m = txt.match(re); return m ? parseFloat(m[1].replace(/ /g, '').replace(',', '.')) : NaN; };
  const L = {};
  L.annual = num(/l'allocation s'élève à ([\d ]+) \$/);
  L.indexPct = num(/indexée de ([\d,]+) %/);
  L.installment = num(/versements égaux de ([\d ]+) \$/);
  L.adminCapPct = num(/ne doivent pas dépasser ([\d,]+) %/);
  L.reportDue = frDate(txt.match(/au plus tard le ([^.]+)\./)[1]);
  L.next = Math.round(L.annual * (1 + L.indexPct / 100));
  L.conseillere = txt.match(/conseillère en investissement social, Mme ([^,]+),/)[1];
  L.signataire = txt.match(/distingués\. (.+?) Vice-président/)[1].trim();
  eq(L.installment * 4, L.annual, 'four instalments make the allocation'); eq(L.annual, E.line.centraide.total, 'Centraide allocation = statement');
  R.letter = L;
  R.receipt = D.relais.receipt; // photo: checked against its rendering data below
  return R;
}

// ================================================================== HOLLOWAY
async function readHolloway() {
  const H = {};
  // ---- T3010
  const tp = await pdfLines(doc('holloway', 0));
  const t = {};
  for (const page of tp) for (const r of page) {
    const first = r.items[0];
    if (!first || first.x > 55 || !/^\d{3,4}$/.test(first.str.trim())) continue;
    const last = r.items.at(-1);
    if (last.x > 390 && /^\d+$/.test(last.str.trim())) t[first.str.trim()] = parseInt(last.str, 10);
  }
  ok(Object.keys(t).length >= 40, `T3010 lines read (${Object.keys(t).length})`);
  eq(t['4500'] + t['4510'] + t['4530'] + t['4550'] + t['4580'], t['4700'], 'T3010 revenue adds to 4700', 0);
  const expLines = ['4800', '4810', '4820', '4830', '4840', '4850', '4860', '4870', '4880', '4890', '4891', '4900', '4920'];
  eq(expLines.reduce((s, k) => s + t[k], 0), t['4950'], 'T3010 4800-4920 add to 4950', 0);
  eq(t['5000'] + t['5010'] + t['5020'] + t['5040'], t['4950'], 'T3010 5000-5040 = 4950', 0);
  eq(t['4950'] + t['5050'], t['5100'], 'T3010 5100', 0);
  eq(t['4100'] + t['4120'] + t['4155'] + t['4160'] - t['4165'] + t['4170'], t['4200'], 'T3010 4200', 0);
  eq(t['4300'] + t['4310'], t['4350'], 'T3010 4350', 0);
  eq(t['390'], t['4880'], 'T3010 390 = 4880', 0);
  H.t3010 = t;

  // ---- P&L by class
  const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(doc('holloway', 1));
  const ws = wb.getWorksheet('Profit and Loss by Class');
  const pl = { acct: {}, parents: {}, income: [], expenses: [], other: [] };
  let sec = null;
  ws.eachRow((row) => {
    const a = cellVal(row.getCell(1));
    if (typeof a !== 'string') return;
    const vals = [2, 3, 4, 5, 6, 7].map((c) => { const v = cellVal(row.getCell(c)); return typeof v === 'number' ? v : 0; });
    const has = [2, 3, 4, 5, 6, 7].some((c) => typeof cellVal(row.getCell(c)) === 'number');
    if (a === 'Income') sec = 'income'; else if (a === 'Expenses') sec = 'expenses'; else if (a === 'Other Income') sec = 'other';
    else if (a === 'Total for Income') pl.totalIncome = vals;
    else if (a === 'Total for Expenses') pl.totalExpenses = vals;
    else if (a === 'Total for Other Income') pl.totalOther = vals;
    else if (a === 'Net Operating Income') pl.netOperating = vals;
    else if (a === 'Net Income') pl.netIncome = vals;
    else if (/^Total for \d{4} /.test(a)) { const name = a.slice(10); pl.parents[name] = { vals: vals.slice(0, 5), total: vals[5], kids: pl[sec].filter((r) => r.parent === name) }; }
    else if (/^\d{4} /.test(a) && has) { const r = { code: a.slice(0, 4), name: a.slice(5), vals: vals.slice(0, 5), total: vals[5], parent: pl._parent }; pl[sec].push(r); pl.acct[r.code] = r; }
    else if (/^\d{4} /.test(a)) pl._parent = a;
    if (/^Total for \d{4} /.test(a)) pl._parent = undefined;
  });
  for (const r of [...pl.income, ...pl.expenses, ...pl.other]) eq(sumOf(r.vals), r.total, `P&L ${r.code} classes add to total`);
  for (const [n, p] of Object.entries(pl.parents)) for (let i = 0; i < 5; i++) eq(sumOf(p.kids.map((k) => k.vals[i])), p.vals[i], `P&L ${n} class ${i}`);
  for (let i = 0; i < 6; i++) {
    eq(sumOf(pl.income.map((r) => (i < 5 ? r.vals[i] : r.total))), pl.totalIncome[i], `P&L total income col ${i}`);
    eq(sumOf(pl.expenses.map((r) => (i < 5 ? r.vals[i] : r.total))), pl.totalExpenses[i], `P&L total expenses col ${i}`);
    eq(c2(pl.totalIncome[i] - pl.totalExpenses[i]), pl.netOperating[i], `P&L net operating col ${i}`);
    eq(c2(pl.netOperating[i] + pl.totalOther[i]), pl.netIncome[i], `P&L net income col ${i}`);
  }
  H.pl = pl;
  eq(t['4700'], Math.round(pl.totalIncome[5] + pl.totalOther[5]), 'T3010 4700 = P&L income + other income', 0);
  eq(t['5100'], Math.round(pl.totalExpenses[5]), 'T3010 5100 = P&L total expenses', 1);
  eq(t['4880'], Math.round(pl.parents['5000 Payroll Expenses'].total), 'T3010 4880 = payroll', 0);
  eq(t['4550'], Math.round(pl.acct['4000'].total), 'T3010 4550 = Ontario Health', 0);
  eq(t['5020'], Math.round(pl.totalExpenses[3]), 'T3010 5020 = Fundraising class expenses', 0);
  eq(t['5000'], Math.round(pl.totalExpenses[0] + pl.totalExpenses[1] + pl.totalExpenses[2]), 'T3010 5000 = program classes', 0);
  eq(t['4890'], Math.round(pl.acct['4500'].total), 'T3010 4890 = donated goods', 0);

  // ---- balance sheet comparison
  const bp = await pdfLines(doc('holloway', 2));
  const bs = { acct: {} };
  const totalKey = { 'Total Bank Accounts': 'totalBank', 'Total Accounts Receivable': 'totalAR', 'Total Other Current Assets': 'totalOCA', 'Total Current Assets': 'totalCA', 'Total Fixed Assets': 'totalFixed', 'Total Assets': 'totalAssets', 'Total Accounts Payable': 'totalAP', 'Total Other Current Liabilities': 'totalOCL', 'Total Current Liabilities': 'totalCL', 'Total Liabilities': 'totalLiab', 'Total Equity': 'totalEquity', 'Total Liabilities and Equity': 'totalLE' };
  const order = [];
  for (const page of bp) for (const r of page) {
    const vals = r.items.filter((i) => i.x > 270).map((i) => i.str);
    const label = norm(r.items.filter((i) => i.x <= 270).map((i) => i.str).join(' '));
    if (vals.length < 3 || !label) continue;
    const [cur, prior, change] = vals.slice(0, 3).map(usMoney);
    eq(c2(cur - prior), change, `BS change ${label}`);
    if (totalKey[label]) { bs[`${totalKey[label]}_cur`] = cur; bs[`${totalKey[label]}_prior`] = prior; }
    else { const name = label.replace(/^\d{4} /, ''); bs.acct[name] = { cur, prior }; order.push(name); }
  }
  for (const k of ['cur', 'prior']) {
    const A = (n) => bs.acct[n][k];
    eq(sumOf(['RBC Operating Chequing', 'RBC High Interest Savings', 'Lottery Trust Account', 'Petty Cash'].map(A)), bs[`totalBank_${k}`], `BS bank ${k}`);
    eq(c2(bs[`totalBank_${k}`] + bs[`totalAR_${k}`] + bs[`totalOCA_${k}`]), bs[`totalCA_${k}`], `BS current assets ${k}`);
    eq(c2(bs[`totalCA_${k}`] + bs[`totalFixed_${k}`]), bs[`totalAssets_${k}`], `BS assets ${k}`);
    eq(c2(bs[`totalAP_${k}`] + bs[`totalOCL_${k}`]), bs[`totalCL_${k}`], `BS current liabilities ${k}`);
    eq(c2(bs[`totalLiab_${k}`] + bs[`totalEquity_${k}`]), bs[`totalLE_${k}`], `BS L+E ${k}`);
    eq(bs[`totalAssets_${k}`], bs[`totalLE_${k}`], `BS balances ${k}`);
  }
  eq(bs.acct['Net Income'].cur, pl.netIncome[5], 'BS net income = P&L');
  eq(bs.acct['Unrestricted Net Assets'].cur, c2(bs.acct['Unrestricted Net Assets'].prior + bs.acct['Net Income'].prior), 'BS opening net assets roll forward');
  eq(t['4100'], Math.round(bs.totalBank_cur + bs.acct['GIC - 1 Year (RBC)'].cur), 'T3010 4100 = bank + GIC', 0);
  eq(t['4165'], Math.round(-bs.acct['Accumulated Amortization'].cur), 'T3010 4165', 0);
  eq(c2(bs.acct['Accumulated Amortization'].prior - bs.acct['Accumulated Amortization'].cur), pl.acct['5900'].total, 'amortization = change in accumulated amortization');
  H.bs = bs;

  // ---- HST rebate worksheet
  const wb2 = new ExcelJS.Workbook(); await wb2.xlsx.readFile(doc('holloway', 3));
  const sm = wb2.getWorksheet('Summary 2025');
  const rowOf = (r) => { const v = (c) => cellVal(sm.getCell(r, c)); return { paid: v(4), fed: v(5), prov: v(6), fedR: v(7), provR: v(8), rebate: v(9), filed: v(10), received: v(11), amount: v(12) }; };
  const h1 = rowOf(5), h2 = rowOf(6), yr = rowOf(7);
  for (const [n, x] of [['H1', h1], ['H2', h2]]) {
    eq(x.fed, Math.round(x.paid * 500 / 13) / 100, `HST ${n} federal part`); eq(c2(x.fed + x.prov), x.paid, `HST ${n} parts`);
    eq(x.fedR, Math.round(x.fed * 50) / 100, `HST ${n} federal rebate`); eq(x.provR, Math.round(x.prov * 82) / 100, `HST ${n} Ontario rebate`);
    eq(c2(x.fedR + x.provR), x.rebate, `HST ${n} total rebate`);
  }
  eq(c2(h1.rebate + h2.rebate), yr.rebate, 'HST year rebate'); eq(c2(h1.paid + h2.paid), yr.paid, 'HST year paid');
  eq(h1.amount, h1.rebate, 'H1 rebate received in full');
  ok(h1.received instanceof Date && h2.received === 'pending', 'HST received dates');
  const dt = wb2.getWorksheet('Jul-Dec 2025 detail');
  const det = [];
  dt.eachRow((row) => { const a = cellVal(row.getCell(1)); if (a instanceof Date) det.push({ date: isoOf(a), vendor: cellVal(row.getCell(2)), amount: cellVal(row.getCell(5)), hst: cellVal(row.getCell(6)) }); });
  for (const r of det) eq(r.hst, Math.round(Math.round(r.amount * 100) * 13 / 100) / 100, `HST line ${r.date} ${r.vendor}`);
  eq(sumOf(det.map((r) => r.hst)), h2.paid, 'HST H2 detail = summary');
  eq(bs.acct['HST Rebate Receivable'].cur, h2.rebate, 'BS HST receivable = H2 rebate');
  H.hst = { h1: { ...h1, received: isoOf(h1.received) }, h2sum: h2, year: yr, h2: det };

  // ---- gifts
  const g = parseCsv(fs.readFileSync(doc('holloway', 4), 'utf8'), { columns: true });
  H.gifts = g.map((r) => {
    const [m, d, y] = r['Gift Date'].split('/').map(Number);
    return { date: `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`, donor: r['Donor Name'], method: r['Payment Method'], fund: r.Fund, appeal: r.Appeal, amount: r['Gift Amount'] ? parseFloat(r['Gift Amount']) : 0, advantage: parseFloat(r['Advantage Amount']), eligible: parseFloat(r['Eligible Amount']), receipted: r.Receipted, receipt: r['Receipt Number'], fmv: r['Fair Market Value'] ? parseFloat(r['Fair Market Value']) : 0 };
  });
  for (const x of H.gifts) {
    if (x.receipted === 'Yes') { ok(!!x.receipt, `gift ${x.date} ${x.donor} has a receipt number`); eq(x.eligible, x.method === 'In-Kind' ? x.fmv : c2(x.amount - x.advantage), `gift ${x.date} eligible amount`); }
    else eq(x.eligible, 0, `gift ${x.date} not receipted has no eligible amount`);
    if (x.method === 'In-Kind') ok(x.amount === 0 && x.fmv > 0, `in-kind gift ${x.date} has FMV only`);
  }

  // ---- minutes
  const mt = norm(await docxText(doc('holloway', 5)));
  const M = {};
  M.auditor = mt.match(/That ([^.]*?) be appointed auditor/)[1];
  M.budgetExpenses = parseFloat(mt.match(/total expenses of \$([\d,]+)/)[1].replace(/,/g, ''));
  M.budgetRevenue = parseFloat(mt.match(/total revenue of \$([\d,]+)/)[1].replace(/,/g, ''));
  M.next = enDate(mt.match(/next meeting will be held on \w+, ([A-Za-z]+ \d+, \d{4})/)[1]);
  const lm = mt.match(/purchase (\w+) ceiling lifts from .+? at \$([\d,]+) each/);
  M.lifts = { one: 1, two: 2, three: 3 }[lm[1]]; M.liftPrice = parseFloat(lm[2].replace(/,/g, ''));
  const oc = mt.match(/([\d.]+)% occupancy in 2025 \(2024: ([\d.]+)%\)/);
  M.occupancy = parseFloat(oc[1]); M.occupancyPrior = parseFloat(oc[2]);
  eq(parseFloat(mt.match(/Cash in the bank accounts was \$([\d,]+)/)[1].replace(/,/g, '')), Math.round(bs.totalBank_cur), 'minutes cash = BS bank accounts', 0);
  eq(parseFloat(mt.match(/net loss of \$([\d,]+)/)[1].replace(/,/g, '')), Math.round(-pl.netIncome[5]), 'minutes net loss = P&L', 0);
  H.minutes = M;
  H.receipt = D.holloway.receipt;
  const ct = det.find((r) => /Canadian Tire/.test(r.vendor));
  eq(ct.amount, H.receipt.subtotal, 'Canadian Tire receipt subtotal in the HST detail'); eq(ct.hst, H.receipt.hstAmt, 'Canadian Tire HST in the HST detail');
  return H;
}

// ================================================================== photos (rendering data)
function checkPhotos() {
  const r = D.relais.receipt;
  eq(sumOf(r.items.map((i) => c2(i.qty * i.unit))), r.subtotal, 'dépanneur subtotal');
  eq(sumOf(r.items.filter((i) => i.taxable).map((i) => i.amount)), r.taxable, 'dépanneur taxable');
  eq(r.tpsAmt, Math.round(r.taxable * 5) / 100, 'TPS 5%'); eq(r.tvqAmt, Math.round(r.taxable * 9.975) / 100, 'TVQ 9.975%');
  eq(c2(r.subtotal + r.tpsAmt + r.tvqAmt), r.total, 'dépanneur total');
  const h = D.holloway.receipt;
  eq(c2(sumOf(h.items.map((i) => c2(i.qty * i.unit))) - h.savings), h.subtotal, 'Canadian Tire subtotal');
  eq(h.hstAmt, Math.round(h.subtotal * 13) / 100, 'HST 13%'); eq(c2(h.subtotal + h.hstAmt), h.total, 'Canadian Tire total');
}

// ================================================================== run
const relais = await readRelais();
eq(relais.bank.eop.find((b) => b.date === '2026-02-13').out, relais.receipt.total, 'dépanneur receipt in the bank export');
eq(relais.glAcct.activites.rows.find((x) => x.date === '2026-02-13').debit, relais.receipt.total, 'dépanneur receipt in the ledger');
const holloway = await readHolloway();
checkPhotos();
const P = { relais, holloway };

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
for (const [org, defs] of Object.entries(DEFS)) {
  const mine = cases.filter((c) => c.org === org);
  ok(mine.length === 50, `${org}: 50 cases`);
  ok(mine.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 5 notfound`);
  defs.forEach(([kind, question, calc], i) => {
    const c = mine[i];
    ok(c && c.question === question && c.kind === kind && c.id === `${org}-${String(i + 1).padStart(3, '0')}`, `${org} case ${i + 1} in order`);
    ok(JSON.stringify(c.documents) === JSON.stringify(DOCS[org].map((d) => `${org}/${d}`)), `${c.id} lists every document`);
    for (const d of c.documents) ok(fs.existsSync(path.join(SET, 'documents', d)), `${d} exists`);
    let r;
    try { r = calc(P); } catch (e) { fail(`${c.id}: cannot recompute from the files: ${e.message}`); return; }
    if (r === 'notfound') ok(c.answer.type === 'notfound', `${c.id} notfound`);
    else if (typeof r === 'object') ok(c.answer.type === 'text' && JSON.stringify(r.text) === JSON.stringify(c.answer.any), `${c.id} text answer ${JSON.stringify(r.text)} vs ${JSON.stringify(c.answer.any)}`);
    else eq(Math.round(Math.abs(r) * 1e6) / 1e6, c.answer.value, `${c.id} answer from the files`, 1e-6);
  });
}
const fr = cases.filter((c) => c.org === 'relais' && /^(Quel|Combien|Qui|C'est)/.test(c.question)).length;
ok(fr === 6, `six French questions (${fr})`);
if (failures) { console.error(`verify: ${failures} failures of ${checks} checks`); process.exit(1); }
console.log(`verify: all ${checks} checks passed (100 answers recomputed from the rendered files)`);
