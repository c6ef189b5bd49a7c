// Re-reads set AG's rendered files without data.mjs's figures (PDFs with pdfjs, workbooks with exceljs, the Word files'
// XML, the CSV), checks each document's arithmetic and the figures that tie between documents, recomputes every
// expected answer from what it read, and checks the scorer: ideal replies all pass, wrong replies all fail.
// The two photos cannot be read back without OCR: their printed lines (lib/*Lines) are parsed and checked instead.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse as parseCsv } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { view } from './data.mjs';
import { receiptLines } from './lib/render-arunodaya.mjs';
import { ticketLines } from './lib/render-semilla.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ag');
const DOC = (org, name) => path.join(SET, 'documents', org, name);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log(`FAIL ${msg}`); } };
const near = (a, b, eps = 0.006) => Math.abs(a - b) <= eps;
const eq = (a, b, msg) => ok(near(a, b), `${msg}: ${a} != ${b}`);
const num = (s) => {
  const t = String(s).trim();
  if (t === '-' || t === '–' || t === '') return 0;
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  const v = parseFloat(t.replace(/[^\d.]/g, ''));
  return neg ? -v : v;
};
const isNum = (s) => /^\(?-?[\d,]+(\.\d+)?\)?$|^[-–]$/.test(String(s).trim());
const S = (a) => a.reduce((x, y) => x + y, 0);

// ------------------------------------------------------------------ readers
async function pdfPages(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), useSystemFonts: true }).promise;
  const pages = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const width = page.view[2];
    const items = (await page.getTextContent()).items.filter((i) => i.str.trim()).map((i) => ({ x: i.transform[4], y: i.transform[5], w: i.width, s: i.str }));
    const lines = [];
    for (const it of items.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const l = lines.find((L) => Math.abs(L.y - it.y) < 2.5);
      if (l) l.items.push(it); else lines.push({ y: it.y, items: [it] });
    }
    for (const l of lines) { l.items.sort((a, b) => a.x - b.x); l.text = l.items.map((i) => i.s).join(' '); }
    pages.push({ width, lines });
  }
  return pages;
}
async function xlsx(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
const cv = (c) => { const v = c.value; return v && typeof v === 'object' && 'result' in v ? v.result : v && typeof v === 'object' && 'formula' in v ? undefined : v; };
async function docxParas(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => [...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((t) => t[1]).join('')
    .replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')).filter((t) => t.trim());
}

// ================================================================== ARUNODAYA
const AR = {};
{
  // ---- two-sided statements: split each line at the middle; the previous-year column is the first of each side
  const twoSided = async (file) => {
    const [p1, ...rest] = await pdfPages(file);
    const half = p1.width / 2;
    const sides = [[], []];
    let totals = null;
    for (const l of p1.lines) {
      for (let s = 0; s < 2; s++) {
        const its = l.items.filter((i) => (s === 0 ? i.x < half - 4 : i.x >= half - 4));
        if (!its.length) continue;
        const x0 = s === 0 ? 36 : half;
        const py = its.find((i) => isNum(i.s) && i.x < x0 + 78);
        const cy = its.find((i) => isNum(i.s) && i.x > x0 + 150);
        const label = its.filter((i) => i !== py && i !== cy).map((i) => i.s).join(' ').trim();
        if (!py && !cy) { if (label) sides[s].push({ label }); continue; }
        sides[s].push({ label, py: py ? num(py.s) : undefined, cy: cy ? num(cy.s) : undefined });
      }
    }
    const pick = (side) => {
      const rows = sides[side];
      const ti = rows.findIndex((r) => r.label === 'TOTAL');
      return { rows: rows.slice(0, ti).filter((r) => r.py !== undefined || r.cy !== undefined), total: rows[ti] };
    };
    totals = [pick(0), pick(1)];
    return { left: totals[0], right: totals[1], rest, text: [p1, ...rest].flatMap((p) => p.lines.map((l) => l.text)).join('\n') };
  };
  const rp = await twoSided(DOC('arunodaya', 'Receipts and Payments Account FY 2025-26.pdf'));
  const ie = await twoSided(DOC('arunodaya', 'Income and Expenditure Account FY 2025-26.pdf'));
  const find = (side, re) => { const r = side.rows.find((x) => re.test(x.label)); if (!r) throw new Error(`no row ${re}`); return r; };
  for (const [nm, st] of [['R&P', rp], ['I&E', ie]]) for (const k of ['py', 'cy']) {
    eq(S(st.left.rows.map((r) => r[k] || 0)), st.left.total[k], `${nm} left ${k} total`);
    eq(S(st.right.rows.map((r) => r[k] || 0)), st.right.total[k], `${nm} right ${k} total`);
    eq(st.left.total[k], st.right.total[k], `${nm} sides agree ${k}`);
  }
  // R&P: opening and closing balances (the first three and last three rows)
  const open = rp.left.rows.slice(0, 3), close = rp.right.rows.slice(-3);
  ok(/Cash in hand/.test(open[0].label) && /Indian Bank/.test(open[1].label) && /FCRA/.test(open[2].label), 'R&P opening rows');
  ok(/Cash in hand/.test(close[0].label) && /Indian Bank/.test(close[1].label) && /FCRA/.test(close[2].label), 'R&P closing rows');
  for (let i = 0; i < 3; i++) eq(open[i].cy, close[i].py, `R&P opening this year = closing last year (${open[i].label})`);
  const rpReceipts = rp.left.rows.slice(3), rpPayments = rp.right.rows.slice(0, -3);
  const ieExp = ie.left.rows.filter((r) => !/Excess/.test(r.label)), ieInc = ie.right.rows.filter((r) => !/Excess/.test(r.label));
  const surplusRow = find(ie.left, /Excess of Income over Expenditure/), deficitRow = find(ie.right, /Excess of Expenditure over Income/);
  const incCY = S(ieInc.map((r) => r.cy)), expCY = S(ieExp.map((r) => r.cy)), incPY = S(ieInc.map((r) => r.py)), expPY = S(ieExp.map((r) => r.py));
  eq(incCY - expCY, surplusRow.cy - deficitRow.cy, 'I&E surplus 2025-26');
  eq(incPY - expPY, surplusRow.py - deficitRow.py, 'I&E surplus 2024-25');
  // I&E income lines equal the R&P receipts of the same name (cash basis), except corpus which is not income
  const same = [[/Donations received/, /Donations – General/], [/Foreign Contribution/, /Foreign Contribution received/], [/DBCS/, /DBCS/], [/Patient/, /Patient/], [/Spectacles/, /Sale of Spectacles/], [/Fixed Deposits/, /Fixed Deposits/], [/Savings Bank/, /Savings Bank/]];
  for (const [i, r] of same) { const a = ieInc.find((x) => i.test(x.label)), b = rpReceipts.find((x) => r.test(x.label)); ok(a && b && near(a.cy, b.cy) && near(a.py, b.py), `I&E ${i} = R&P`); }
  ok(ieInc.length === same.length, 'I&E income lines all matched');
  // schedule 1
  const sched = ie.rest[0].lines.filter((l) => /^(Medical|Furniture|Motor|Computers|TOTAL)/.test(l.text)).map((l) => {
    const its = l.items; const nums = its.filter((i) => isNum(i.s)).map((i) => num(i.s));
    return { label: its.filter((i) => !isNum(i.s)).map((i) => i.s).join(' '), nums };
  });
  const assets = sched.filter((r) => r.label !== 'TOTAL').map((r) => { const [rate, op, ab, aa, tot, dep, cl] = r.nums; return { label: r.label, rate, op, ab, aa, tot, dep, cl }; });
  for (const a of assets) {
    eq(a.op + a.ab + a.aa, a.tot, `schedule ${a.label} total`);
    eq((a.op + a.ab) * a.rate / 100 + a.aa * a.rate / 200, a.dep, `schedule ${a.label} depreciation`);
    eq(a.tot - a.dep, a.cl, `schedule ${a.label} WDV`);
  }
  const stot = sched.find((r) => r.label === 'TOTAL').nums;
  eq(S(assets.map((a) => a.dep)), stot[4], 'schedule total depreciation');
  eq(stot[4], find(ie.left, /Depreciation/).cy, 'schedule depreciation = I&E');
  // capital payments in the R&P = additions in the schedule
  eq(find(rp.right, /Medical Equipment/).cy + find(rp.right, /Computers/).cy, S(assets.map((a) => a.ab + a.aa)), 'R&P capital payments = additions');
  AR.rp = rp; AR.ie = ie; AR.find = find; AR.assets = assets; AR.incCY = incCY; AR.expCY = expCY; AR.incPY = incPY; AR.expPY = expPY;
  AR.rpReceipts = rpReceipts; AR.rpPayments = rpPayments; AR.open = open; AR.close = close; AR.surplusRow = surplusRow; AR.deficitRow = deficitRow; AR.ieExp = ieExp; AR.ieInc = ieInc;

  // ---- Tally trial balance
  const wb = await xlsx(DOC('arunodaya', 'Trial Balance 31-03-2026 (Tally).xlsx'));
  const ws = wb.getWorksheet('Trial Balance');
  const rows = [];
  ws.eachRow((row, r) => { if (r < 8) return; rows.push({ label: String(cv(row.getCell(1))), dr: num(cv(row.getCell(2)) ?? 0), cr: num(cv(row.getCell(3)) ?? 0), bold: !!row.getCell(1).font?.bold, indent: row.getCell(1).alignment?.indent || 0 }); });
  const grand = rows.find((r) => r.label === 'Grand Total');
  const top = rows.filter((r) => r.bold && r.indent === 0 && r !== grand);
  eq(S(top.map((r) => r.dr)), grand.dr, 'TB debit grand total');
  eq(S(top.map((r) => r.cr)), grand.cr, 'TB credit grand total');
  eq(grand.dr, grand.cr, 'TB balances');
  // each group = its ledgers and sub-groups (one level down)
  const groups = {};
  for (let i = 0; i < rows.length; i++) {
    const g = rows[i]; if (!g.bold || g === grand) continue;
    let d = 0, c = 0;
    for (let j = i + 1; j < rows.length && (rows[j].indent > g.indent) && !(rows[j].bold && rows[j].indent <= g.indent); j++) {
      const x = rows[j];
      const isChild = x.bold ? x.indent === g.indent + 1 : !rows.slice(i + 1, j).some((y) => y.bold && y.indent > g.indent && y.indent < x.indent);
      if (isChild) { d += x.dr; c += x.cr; }
    }
    eq(d, g.dr, `TB group ${g.label} debit`); eq(c, g.cr, `TB group ${g.label} credit`);
    groups[g.label] = g;
  }
  const led = (re) => { const r = rows.find((x) => !x.bold && re.test(x.label)); if (!r) throw new Error(`no ledger ${re}`); return r; };
  // ties: TB bank and cash = R&P closing; expense ledgers = I&E; fixed assets = schedule WDV
  eq(led(/^Cash$/).dr, close[0].cy, 'TB cash = R&P'); eq(led(/Indian Bank SB/).dr, close[1].cy, 'TB Indian Bank = R&P'); eq(led(/SBI FCRA/).dr, close[2].cy, 'TB FCRA = R&P');
  eq(groups['Indirect Expenses'].dr + groups['Purchase Accounts'].dr, expCY, 'TB expenses = I&E expenditure');
  eq(groups['Indirect Incomes'].cr + groups['Sales Accounts'].cr, incCY, 'TB incomes = I&E income');
  eq(groups['Fixed Assets'].dr, S(assets.map((a) => a.cl)), 'TB fixed assets = schedule WDV');
  AR.tb = { rows, groups, grand, led };

  // ---- FCRA statement
  const [fp] = await pdfPages(DOC('arunodaya', 'FCRA Quarterly Statement Q3 2025-26.pdf'));
  const donors = [];
  for (const l of fp.lines) {
    const m = l.text.match(/^(\d) (\d{2}-\d{2}-\d{4}) /);
    if (!m) continue;
    const fx = l.items.find((i) => /^[A-Z]{3} [\d,.]+$/.test(i.s));
    const nums = l.items.filter((i) => isNum(i.s));
    donors.push({ date: m[2], donor: l.items[2].s, ccy: fx.s.slice(0, 3), fx: num(fx.s.slice(4)), rate: num(nums.at(-2).s), inr: num(nums.at(-1).s) });
  }
  // wrapped donor names continue on the next line
  for (const l of fp.lines) { const prev = fp.lines[fp.lines.indexOf(l) - 1]; if (prev && /^\d \d{2}-\d{2}-\d{4}/.test(prev.text) && /^\(individual\)/.test(l.items.find((i) => i.x > 120 && i.x < 200)?.s || '')) { const d = donors.find((x) => prev.text.includes(x.date)); d.donor += ' (individual)'; } }
  for (const d of donors) eq(Math.round(d.fx * d.rate * 100) / 100, d.inr, `FCRA ${d.donor} fx x rate`);
  const fline = (re) => { const l = fp.lines.find((x) => re.test(x.text)); if (!l) throw new Error(`FCRA no line ${re}`); return l.items.filter((i) => isNum(i.s)).map((i) => num(i.s)); };
  const totQ = fline(/^Total foreign contribution received during the quarter/)[0];
  eq(S(donors.map((d) => d.inr)), totQ, 'FCRA donors add up');
  const F = {
    open: fline(/^Opening balance of foreign contribution/), rec: fline(/^Add: Foreign contribution received/), int: fline(/^Add: Interest/),
    avail: fline(/^Total funds available/), use: fline(/^Total utilisation/), close: fline(/^Closing balance as on/),
  };
  const useLabels = ['Free cataract surgeries', 'Salaries of programme staff', 'Outreach screening camps', 'Creation of capital assets', 'Administrative expenses'];
  F.uses = Object.fromEntries(useLabels.map((u) => [u, fline(new RegExp(`^${u.replace(/[()]/g, '.')}`))]));
  eq(F.rec[0], totQ, 'FCRA receipts = donor table');
  for (const i of [0, 1]) {
    eq(F.open[i] + F.rec[i] + F.int[i], F.avail[i], `FCRA available col ${i}`);
    eq(S(Object.values(F.uses).map((u) => u[i])), F.use[i], `FCRA utilisation col ${i}`);
    eq(F.avail[i] - F.use[i], F.close[i], `FCRA closing col ${i}`);
  }
  eq(F.open[1], open[2].cy, 'FCRA opening 01.04.2025 = R&P opening FCRA');
  ok(F.rec[1] < find(rp.left, /Foreign Contribution/).cy, 'FCRA Apr-Dec receipts below the year');
  AR.fcra = { donors, F, text: fp.lines.map((l) => l.text).join('\n') };

  // ---- bank statement
  const raw = fs.readFileSync(DOC('arunodaya', 'IndianBank_SB_Statement_Jan-Mar2026.csv'), 'utf8');
  const recs = parseCsv(raw, { relax_column_count: true, skip_empty_lines: true });
  const hi = recs.findIndex((r) => r[0] === 'Txn Date');
  const openBal = num(recs.find((r) => r[0] === 'Opening Balance')[1].replace(/ Cr$/, ''));
  const txns = [];
  for (const r of recs.slice(hi + 1)) { if (!/^\d{2}-\d{2}-\d{4}$/.test(r[0])) break; txns.push({ date: r[0], desc: r[2], amt: num(r[4]) * (r[5] === 'DR' ? -1 : 1), bal: num(r[6].replace(/ (Cr|Dr)$/, '')) }); }
  let b = openBal;
  for (const t of txns) { b = Math.round((b + t.amt) * 100) / 100; eq(b, t.bal, `bank running balance ${t.date} ${t.desc}`); }
  const closing = num(recs.find((r) => r[0] === 'Closing Balance')[1].replace(/ Cr$/, ''));
  eq(b, closing, 'bank closing');
  eq(closing, close[1].cy, 'bank closing = R&P Indian Bank closing');
  eq(num(recs.find((r) => /^Total Credits/.test(r[0]))[1]), S(txns.filter((t) => t.amt > 0).map((t) => t.amt)), 'bank total credits');
  eq(num(recs.find((r) => /^Total Debits/.test(r[0]))[1]), -S(txns.filter((t) => t.amt < 0).map((t) => t.amt)), 'bank total debits');
  AR.bank = { openBal, txns, closing };

  // ---- receipt photo: the printed lines
  const RL = receiptLines(view());
  const items = RL.filter((l) => l.table && /^\d{4,6}$/.test(l.cols[1]));
  for (const it of items) eq(num(it.cols[2]) * num(it.cols[3]), num(it.cols[4]), `receipt ${it.cols[0]}`);
  const rv = (label) => num(RL.find((l) => l.table && l.cols[0].startsWith(label)).cols[4]);
  const taxable = rv('Taxable Value');
  eq(S(items.map((i) => num(i.cols[4]))), taxable, 'receipt taxable value');
  eq(Math.round(taxable * 9) / 100, rv('CGST'), 'receipt CGST 9%'); eq(rv('CGST'), rv('SGST'), 'receipt SGST = CGST');
  eq(taxable + rv('CGST') + rv('SGST') + num(RL.find((l) => l.table && l.cols[0] === 'Round Off').cols[4].replace('+', '')), rv('NET AMOUNT'), 'receipt net amount');
  const billNo = RL.find((l) => l.cols && /^Bill No/.test(l.cols[0])).cols[0].replace('Bill No: ', '');
  const rdate = RL.find((l) => l.cols && /^Date/.test(l.cols[1] || '')).cols[1].match(/(\d{2})\/(\d{2})\/(\d{4})/);
  ok(txns.some((t) => t.date === `${rdate[1]}-${rdate[2]}-${rdate[3]}` && near(t.amt, -rv('NET AMOUNT')) && t.desc.includes('VINAYAGA')), 'receipt paid from Indian Bank by UPI the same day');
  AR.receipt = { items, taxable, cgst: rv('CGST'), total: rv('NET AMOUNT'), billNo, lines: RL };

  // ---- CA letter
  const paras = await docxParas(DOC('arunodaya', 'CA Audit Report Letter FY2025-26.docx'));
  const letter = paras.join('\n');
  const lakh = (re) => { const m = letter.match(re); if (!m) throw new Error(`letter: ${re}`); return parseFloat(m[1]); };
  eq(lakh(/total income of the Trust for the year was Rs\. ([\d.]+) lakhs/), Math.round(incCY / 1e3) / 100, 'letter income in lakhs');
  eq(lakh(/leaving an excess of income over expenditure of Rs\. ([\d.]+) lakhs/), Math.round(surplusRow.cy / 1e3) / 100, 'letter surplus');
  const application = expCY - find(ie.left, /Depreciation/).cy + find(rp.right, /Medical Equipment/).cy + find(rp.right, /Computers/).cy;
  eq(lakh(/was Rs\. ([\d.]+) lakhs, i\.e\./), Math.round(application / 1e3) / 100, 'letter application');
  eq(lakh(/i\.e\. ([\d.]+)% of the income/), Math.round(application / incCY * 10000) / 100, 'letter application %');
  ok(lakh(/, i\.e\. ([\d.]+)% of the foreign contribution/) < 20, 'letter FC admin within 20%');
  eq(lakh(/foreign contribution received in the designated FCRA account was Rs\. ([\d.]+) lakhs/), Math.round(find(rp.left, /Foreign Contribution/).cy / 1e3) / 100, 'letter FC received');
  eq(lakh(/Corpus donations of Rs\. ([\d.]+) lakhs/), Math.round(find(rp.left, /Corpus/).cy / 1e3) / 100, 'letter corpus');
  AR.letter = { paras, text: letter, application };
}

// ================================================================== SEMILLA
const SE = {};
{
  // ---- estado de actividades: four amount columns found by the heading positions
  const [ep] = await pdfPages(DOC('semilla', 'Estado de actividades 2025.pdf'));
  const headL = ep.lines.find((l) => l.text.startsWith('Sin Con'));
  const colsX = headL.items.map((i) => i.x + i.w); // right edges
  const erows = [];
  for (const l of ep.lines) {
    const nums = l.items.filter((i) => isNum(i.s) && i.x > 250);
    if (!nums.length || /^\d{4}$/.test(l.text.trim()) || /^2025/.test(l.text)) continue;
    const vals = [undefined, undefined, undefined, undefined];
    for (const n of nums) { const right = n.x + n.w; let k = 0; for (let j = 1; j < 4; j++) if (Math.abs(colsX[j] - right) < Math.abs(colsX[k] - right)) k = j; vals[k] = num(n.s); }
    erows.push({ label: l.items.filter((i) => !nums.includes(i)).map((i) => i.s).join(' '), vals });
  }
  const er = (re) => { const r = erows.find((x) => re.test(x.label)); if (!r) throw new Error(`estado no row ${re}`); return r.vals; };
  const incRows = erows.slice(0, erows.findIndex((r) => /^Total de ingresos/.test(r.label)));
  const gIdx = erows.findIndex((r) => /^Total de gastos/.test(r.label));
  const gasRows = erows.slice(erows.findIndex((r) => /^Total de ingresos/.test(r.label)) + 1, gIdx);
  for (let k = 0; k < 4; k++) {
    eq(S(incRows.map((r) => r.vals[k] || 0)), er(/^Total de ingresos/)[k], `estado ingresos col ${k}`);
    eq(S(gasRows.map((r) => r.vals[k] || 0)), er(/^Total de gastos/)[k], `estado gastos col ${k}`);
    eq(er(/^Total de ingresos/)[k] - er(/^Total de gastos/)[k], er(/^Cambio neto/)[k], `estado cambio col ${k}`);
    eq(er(/^Patrimonio al inicio/)[k] + er(/^Cambio neto/)[k], er(/^Patrimonio al final/)[k], `estado patrimonio col ${k}`);
  }
  for (const r of [...incRows, ...gasRows, ...erows.filter((x) => /^(Total|Cambio|Patrimonio al)/.test(x.label))]) eq((r.vals[0] || 0) + (r.vals[1] || 0), r.vals[2] || 0, `estado ${r.label} SR + CR = total`);
  eq(er(/^Patrimonio al final/)[3], er(/^Patrimonio al inicio/)[2], 'estado 2024 closing = 2025 opening');
  const notes = ep.lines.map((l) => l.text).join(' ');
  const depNote = num(notes.match(/depreciación del ejercicio por \$([\d,]+)/)[1]);
  const espNote = num(notes.match(/alimentos donados consumidos por \$([\d,]+)/)[1]);
  eq(espNote, er(/^Donativos en especie/)[2], 'estado note: donated food consumed = in-kind income');
  SE.er = er; SE.erows = erows; SE.depNote = depNote;

  // ---- balanza
  const bw = await xlsx(DOC('semilla', 'Balanza de comprobacion 2025.xlsx'));
  const bs = bw.getWorksheet('Balanza');
  const acc = {};
  let totals;
  bs.eachRow((row, r) => {
    if (r < 8) return;
    const v = [3, 4, 5, 6, 7, 8].map((c) => num(cv(row.getCell(c)) ?? 0));
    const code = cv(row.getCell(1));
    if (cv(row.getCell(2)) === 'Totales:') totals = v;
    else if (/^\d{3}-\d{3}$/.test(code || '')) acc[code] = { code, name: String(cv(row.getCell(2))), initD: v[0], initA: v[1], cargos: v[2], abonos: v[3], finD: v[4], finA: v[5] };
  });
  const majors = Object.values(acc).filter((a) => a.code.endsWith('-000'));
  for (const a of Object.values(acc)) eq(a.initD - a.initA + a.cargos - a.abonos, a.finD - a.finA, `balanza ${a.code} movement`);
  for (const m of majors) {
    const subs = Object.values(acc).filter((a) => a.code !== m.code && a.code.slice(0, 3) === m.code.slice(0, 3));
    for (const f of ['initD', 'initA', 'cargos', 'abonos', 'finD', 'finA']) eq(S(subs.map((s) => s[f])), m[f], `balanza ${m.code} ${f} = subcuentas`);
  }
  ['initD', 'initA', 'cargos', 'abonos', 'finD', 'finA'].forEach((f, i) => eq(S(majors.map((m) => m[f])), totals[i], `balanza total ${f}`));
  eq(totals[0], totals[1], 'balanza opening balances'); eq(totals[2], totals[3], 'balanza cargos = abonos'); eq(totals[4], totals[5], 'balanza closing balances');
  const bal = (c) => acc[c].finD - acc[c].finA;
  // ties with the estado
  const pairs = [['401-001', /físicas/], ['401-002', /morales/], ['401-003', /fundaciones/], ['401-004', /extranjero/], ['401-005', /especie/], ['402-001', /DIF/], ['403-001', /Cuotas/], ['404-001', /Productos financieros/]];
  for (const [c, re] of pairs) eq(-bal(c), er(re)[2], `balanza ${c} = estado`);
  eq(bal('601-000'), er(/^Total de gastos/)[2], 'balanza gastos = estado');
  eq(bal('601-013'), depNote, 'balanza depreciation = estado note');
  eq(-bal('301-000'), er(/^Patrimonio al inicio/)[2], 'balanza patrimonio = estado opening');
  eq(-bal('301-001'), er(/^Patrimonio al inicio/)[0], 'balanza patrimonio sin restricciones'); eq(-bal('301-002'), er(/^Patrimonio al inicio/)[1], 'balanza patrimonio con restricciones');
  eq(acc['171-000'].abonos, depNote, 'depreciation charged = accumulated depreciation credits');
  SE.acc = acc; SE.bal = bal; SE.btotals = totals;

  // ---- presupuesto vs real
  const pw = await xlsx(DOC('semilla', 'Presupuesto vs Real 2025.xlsx'));
  const mws = pw.getWorksheet('Real mensual 2025'), qws = pw.getWorksheet('Ppto vs Real trimestral');
  const monthly = {};
  let sect = null;
  mws.eachRow((row, r) => {
    if (r < 5) return;
    const label = String(cv(row.getCell(1)) ?? '');
    if (/^(INGRESOS|EGRESOS)$/.test(label)) { sect = label; return; }
    const m = Array.from({ length: 12 }, (_, i) => num(cv(row.getCell(i + 2)) ?? 0));
    monthly[label] = { sect, m, total: num(cv(row.getCell(14)) ?? 0) };
  });
  for (const [l, x] of Object.entries(monthly)) eq(S(x.m), x.total, `monthly ${l} total`);
  const lineNames = (s) => Object.keys(monthly).filter((l) => monthly[l].sect === s && !/^Total|^Remanente/.test(l));
  for (const [s, t] of [['INGRESOS', 'Total ingresos'], ['EGRESOS', 'Total egresos']]) for (let i = 0; i < 12; i++) eq(S(lineNames(s).map((l) => monthly[l].m[i])), monthly[t].m[i], `monthly ${t} month ${i + 1}`);
  const quarter = {};
  sect = null;
  qws.eachRow((row, r) => {
    if (r < 7) return;
    const label = String(cv(row.getCell(1)) ?? '');
    if (/^(INGRESOS|EGRESOS)$/.test(label)) { sect = label; return; }
    if (!sect || /^Nota/.test(label)) return;
    const v = Array.from({ length: 16 }, (_, i) => num(cv(row.getCell(i + 2)) ?? 0));
    quarter[label] = { sect, b: [0, 1, 2, 3].map((q) => v[q * 3]), r: [0, 1, 2, 3].map((q) => v[q * 3 + 1]), v: [0, 1, 2, 3].map((q) => v[q * 3 + 2]), by: v[12], ry: v[13], vy: v[14], pct: cv(row.getCell(17)) };
  });
  for (const [l, x] of Object.entries(quarter)) {
    if (/^Remanente/.test(l)) continue;
    for (let q = 0; q < 4; q++) { eq(x.r[q] - x.b[q], x.v[q], `ppto ${l} Q${q + 1} variación`); eq(S(monthly[l].m.slice(q * 3, q * 3 + 3)), x.r[q], `ppto ${l} Q${q + 1} real = months`); }
    eq(S(x.b), x.by, `ppto ${l} annual budget`); eq(S(x.r), x.ry, `ppto ${l} annual real`); eq(x.ry - x.by, x.vy, `ppto ${l} annual variación`);
    if (x.by) ok(near(x.pct, x.ry / x.by, 1e-9), `ppto ${l} % ejercido`);
  }
  // ties: budget workbook actuals = balanza accounts of the same name; expenses + in-kind + depreciation = estado
  const bname = (n) => Object.values(acc).find((a) => !a.code.endsWith('-000') && a.name.toLowerCase() === n.toLowerCase());
  for (const l of lineNames('EGRESOS')) { const a = bname(l); ok(a && near(a.finD, monthly[l].total), `ppto ${l} = balanza`); }
  const incMap = { 'Donativos personas físicas': '401-001', 'Donativos empresas (personas morales)': '401-002', 'Convenio Fundación Tierra Fértil': '401-003', 'Donativos del extranjero': '401-004', 'Subsidio DIF Oaxaca': '402-001', 'Cuotas de recuperación': '403-001', 'Intereses bancarios': '404-001' };
  for (const l of lineNames('INGRESOS')) eq(monthly[l].total, -bal(incMap[l]), `ppto ${l} = balanza`);
  eq(monthly['Total egresos'].total + er(/^Donativos en especie/)[2] + depNote, er(/^Total de gastos/)[2], 'ppto egresos + in-kind + depreciation = estado gastos');
  SE.monthly = monthly; SE.quarter = quarter; SE.lineNames = lineNames;

  // ---- convenio
  const cp = await docxParas(DOC('semilla', 'Convenio de donacion Fundacion Tierra Fertil.docx'));
  const ct = cp.join('\n');
  const total = num(ct.match(/monto total del donativo es de \$([\d,.]+)/)[1]);
  const tr = ['Primera', 'Segunda', 'Tercera'].map((n) => { const i = cp.indexOf(n); return { pct: num(cp[i + 1]), amt: num(cp[i + 2]) }; });
  for (const t of tr) eq(total * t.pct / 100, t.amt, 'convenio ministración = % of total');
  eq(S(tr.map((t) => t.amt)), total, 'convenio ministraciones add up');
  const annexStart = cp.indexOf('ANEXO 1. PRESUPUESTO DEL PROYECTO');
  const annex = []; for (let i = annexStart + 3; cp[i] !== 'Total'; i += 2) annex.push([cp[i], num(cp[i + 1])]);
  eq(S(annex.map((a) => a[1])), total, 'convenio annex adds up');
  const cap = num(ct.match(/no podrán exceder del (\d+)%/)[1]);
  eq(annex.find((a) => /administración/.test(a[0]))[1], total * cap / 100, 'convenio admin budget = cap');
  eq(total, S(monthly['Convenio Fundación Tierra Fértil'].m), 'convenio received in full in 2025 (budget workbook)');
  SE.conv = { paras: cp, text: ct, total, tr, annex, cap };

  // ---- ticket photo: the printed lines
  const TL = ticketLines(view());
  const titems = TL.filter((l) => l.table && /^\s?\d+ /.test(l.cols[0]) && l.cols[1]);
  for (const it of titems) eq(parseInt(it.cols[0], 10) * num(it.cols[1]), num(it.cols[2]), `ticket ${it.cols[0]}`);
  const tv = (label) => num(TL.find((l) => l.table && l.cols[0] === label).cols[2].replace('$', ''));
  const tot = tv('TOTAL');
  eq(S(titems.map((i) => num(i.cols[2]))), tot, 'ticket total');
  const taxed = S(titems.filter((i) => i.cols[0].endsWith('*')).map((i) => num(i.cols[2])));
  eq(Math.round(taxed * 16 / 116 * 100) / 100, tv('IVA 16%'), 'ticket IVA = 16/116 of the taxed lines');
  eq(tot - tv('IVA 16%'), tv('SUBTOTAL'), 'ticket subtotal');
  const count = parseInt(TL.find((l) => /^ARTICULOS VENDIDOS/.test(l.t || '')).t.split(': ')[1], 10);
  eq(S(titems.map((i) => parseInt(i.cols[0], 10))), count, 'ticket item count');
  const dl = TL.find((l) => l.cols && /^\d{2}\/[A-Z]{3}\/\d{4}/.test(l.cols[0])).cols[0];
  SE.ticket = { items: titems, total: tot, iva: tv('IVA 16%'), subtotal: tv('SUBTOTAL'), count, dateLine: dl };
}

// ================================================================== answers, recomputed from what was read
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MES3 = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
const A = AR, F = AR.fcra.F;
const rpR = (re) => A.find(A.rp.left, re), rpP = (re) => A.find(A.rp.right, re), ieE = (re) => A.find(A.ie.left, re), ieI = (re) => A.find(A.ie.right, re);
const bankM = (mm) => A.bank.txns.filter((t) => t.date.slice(3, 5) === mm);
const closeTotal = S(A.close.map((r) => r.cy));
const fcYear = rpR(/Foreign Contribution/).cy;
const q = SE.quarter, mo = SE.monthly, er = SE.er, acc = SE.acc;
const expLines = SE.lineNames('EGRESOS');
const cashInv = (f) => ['101-000', '102-000', '103-000'].reduce((s, c) => s + (f === 'fin' ? acc[c].finD : acc[c].initD), 0);
const arText = [A.rp.text, A.ie.text, A.fcra.text, A.letter.text, fs.readFileSync(DOC('arunodaya', 'IndianBank_SB_Statement_Jan-Mar2026.csv'), 'utf8'), A.tb.rows.map((r) => r.label).join('\n')].join('\n');
const seText = [SE.erows.map((r) => r.label).join('\n'), Object.values(acc).map((a) => a.name).join('\n'), Object.keys(mo).join('\n'), SE.conv.text].join('\n');

const CHECKS = {
  'arunodaya-001': () => rpR(/Donations – General/).cy,
  'arunodaya-002': () => fcYear,
  'arunodaya-003': () => A.surplusRow.cy,
  'arunodaya-004': () => ieE(/Depreciation/).cy,
  'arunodaya-005': () => A.expCY - ieE(/Depreciation/).cy,
  'arunodaya-006': () => ieE(/Salaries/).cy - ieE(/Salaries/).py,
  'arunodaya-007': () => (ieI(/Patient/).cy / ieI(/Patient/).py - 1) * 100,
  'arunodaya-008': () => ieI(/Foreign/).cy / A.incCY * 100,
  'arunodaya-009': () => A.close[0].cy,
  'arunodaya-010': () => closeTotal,
  'arunodaya-011': () => A.tb.led(/^Medical Equipment$/).dr,
  'arunodaya-012': () => A.tb.groups['Indirect Expenses'].dr,
  'arunodaya-013': () => A.tb.led(/^General Fund$/).cr,
  'arunodaya-014': () => A.tb.grand.dr,
  'arunodaya-015': () => F.rec[0],
  'arunodaya-016': () => F.close[0],
  'arunodaya-017': () => ({ text: [...A.fcra.donors].sort((a, b) => b.inr - a.inr)[0].donor }),
  'arunodaya-018': () => A.fcra.donors.find((d) => d.ccy === 'EUR').rate,
  'arunodaya-019': () => F.uses['Administrative expenses'][1] / F.rec[1] * 100,
  'arunodaya-020': () => fcYear - F.rec[1],
  'arunodaya-021': () => F.uses['Free cataract surgeries'][0] + F.uses['Outreach screening camps'][0],
  'arunodaya-022': () => bankM('02').at(-1).bal,
  'arunodaya-023': () => S(bankM('02').filter((t) => t.amt > 0).map((t) => t.amt)),
  'arunodaya-024': () => Math.max(...A.bank.txns.map((t) => -t.amt)),
  'arunodaya-025': () => bankM('03').filter((t) => /^UPI\/CR/.test(t.desc)).length,
  'arunodaya-026': () => -S(A.bank.txns.filter((t) => /^CASH WDL/.test(t.desc)).map((t) => t.amt)),
  'arunodaya-027': () => A.bank.openBal,
  'arunodaya-028': () => A.receipt.total,
  'arunodaya-029': () => A.receipt.cgst,
  'arunodaya-030': () => ({ text: A.receipt.billNo }),
  'arunodaya-031': () => num(A.receipt.items.find((i) => /A4/.test(i.cols[0])).cols[4]),
  'arunodaya-032': () => ({ text: A.letter.text.match(/M\.No\. (\d+)/)[1] }),
  'arunodaya-033': () => ({ text: A.letter.paras.find((p) => /^\(a\) Cash payments/.test(p)).match(/payments to ([A-Z][\w ]+?) for hire/)[1] }),
  'arunodaya-034': () => ({ text: A.letter.text.match(/Date: (\d+\w\w \w+ \d{4})/)[1] }),
  'arunodaya-035': () => ({ text: /not physically verified/.test(A.letter.text) ? 'not physically verified' : '?' }),
  'arunodaya-036': () => parseFloat(A.letter.text.match(/was Rs\. ([\d.]+) lakhs, i\.e\./)[1]),
  'arunodaya-037': () => closeTotal / ((A.expCY - ieE(/Depreciation/).cy) / 12),
  'arunodaya-038': () => ieE(/Salaries/).cy / 12,
  'arunodaya-039': () => ({ text: [...A.ieExp].sort((a, b) => b.cy - a.cy)[1].label.replace(/^To /, '') }),
  'arunodaya-040': () => ieI(/Patient/).cy / ieI(/DBCS/).cy,
  'arunodaya-041': () => Math.round(A.incCY / 1e3) / 100,
  'arunodaya-042': () => (S(A.rpReceipts.map((r) => r.cy)) / S(A.rpReceipts.map((r) => r.py)) - 1) * 100,
  'arunodaya-043': () => A.assets.find((a) => a.label === 'Medical Equipment').dep,
  'arunodaya-044': () => A.deficitRow.py,
  'arunodaya-045': () => new Set(A.fcra.donors.map((d) => d.donor)).size,
  'arunodaya-046': () => ({ absent: !/30\.06\.2025|01\.04\.2025 – 30\.06|April.{0,3}June/i.test(arText) && F.rec.length === 2 }),
  'arunodaya-047': () => ({ absent: !/budget/i.test(arText) }),
  'arunodaya-048': () => ({ absent: !/screened|patients seen|footfall/i.test(arText) }),
  'arunodaya-049': () => ({ absent: !/medical officer|CMO/i.test(arText) }),
  'arunodaya-050': () => ({ absent: !/2023-24|31\.03\.2024|31st March 2024/.test(arText) }),

  'semilla-001': () => er(/^Total de ingresos/)[2],
  'semilla-002': () => er(/^Donativos en especie/)[2],
  'semilla-003': () => er(/^Total de gastos/)[2] - er(/^Total de gastos/)[3],
  'semilla-004': () => (er(/físicas/)[2] / er(/físicas/)[3] - 1) * 100,
  'semilla-005': () => er(/^Cambio neto/)[2],
  'semilla-006': () => er(/liberado/)[0],
  'semilla-007': () => er(/^Patrimonio al final/)[1],
  'semilla-008': () => er(/comedores/)[2] / er(/^Total de gastos/)[2] * 100,
  'semilla-009': () => (er(/comedores/)[2] + er(/huertos/)[2]) / er(/^Total de gastos/)[2] * 100,
  'semilla-010': () => er(/^Patrimonio al final/)[2],
  'semilla-011': () => acc['102-000'].finD,
  'semilla-012': () => acc['102-001'].cargos,
  'semilla-013': () => SE.btotals[3],
  'semilla-014': () => acc['171-000'].finA,
  'semilla-015': () => cashInv('init'),
  'semilla-016': () => acc['601-013'].finD,
  'semilla-017': () => acc['153-000'].finD - acc['171-002'].finA,
  'semilla-018': () => q['Alimentos y víveres'].v[1],
  'semilla-019': () => q['Total egresos'].by,
  'semilla-020': () => q['Total egresos'].ry / q['Total egresos'].by * 100,
  'semilla-021': () => q['Gas LP'].vy,
  'semilla-022': () => q['Total ingresos'].v[2],
  'semilla-023': () => mo['Alimentos y víveres'].m[9],
  'semilla-024': () => ({ text: MONTHS[mo['Alimentos y víveres'].m.indexOf(Math.max(...mo['Alimentos y víveres'].m))] }),
  'semilla-025': () => mo['Sueldos y salarios'].total / 12,
  'semilla-026': () => S(q['Total ingresos'].r.slice(0, 3)),
  'semilla-027': () => q['Total egresos'].r[0] + q['Total egresos'].r[1],
  'semilla-028': () => expLines.filter((l) => q[l].vy > 0).length,
  'semilla-029': () => ({ text: [...expLines].sort((a, b) => q[b].vy - q[a].vy)[0] }),
  'semilla-030': () => cashInv('fin') / (q['Total egresos'].ry / 12),
  'semilla-031': () => q['Transporte y combustible'].v[3],
  'semilla-032': () => SE.conv.total,
  'semilla-033': () => ({ text: SE.conv.paras[SE.conv.paras.findIndex((p) => /^Informe final/.test(p)) + 2], date: true }),
  'semilla-034': () => SE.conv.tr[1].amt,
  'semilla-035': () => SE.conv.cap,
  'semilla-036': () => num(SE.conv.text.match(/atender a un mínimo de (\d+)/)[1]),
  'semilla-037': () => ({ text: SE.conv.text.match(/vigencia del [\w ]+? al (\d+ de \w+ de \d{4})/)[1], date: true }),
  'semilla-038': () => num(SE.conv.text.match(/dentro de los (\d+) \(treinta\) días naturales/)[1]),
  'semilla-039': () => SE.conv.annex.find((a) => /Alimentos/.test(a[0]))[1] / SE.conv.total * 100,
  'semilla-040': () => acc['102-002'].finD,
  'semilla-041': () => SE.ticket.total,
  'semilla-042': () => SE.ticket.iva,
  'semilla-043': () => SE.ticket.count,
  'semilla-044': () => num(SE.ticket.items.find((i) => /LECHE/.test(i.cols[0])).cols[2]),
  'semilla-045': () => ({ text: SE.ticket.dateLine.split(' ')[0], date: true }),
  'semilla-046': () => ({ absent: !/2023/.test(seText) }),
  'semilla-047': () => ({ absent: !/2026/.test(Object.keys(q).join(' ') + Object.keys(mo).join(' ')) && !/presupuesto 2026/i.test(seText) }),
  'semilla-048': () => ({ absent: !Object.values(acc).some((a) => /Teotitl/.test(a.name)) && !Object.keys(mo).some((l) => /Teotitl/.test(l)) }),
  'semilla-049': () => ({ absent: !/coordinador/i.test(seText) }),
  'semilla-050': () => ({ absent: !/gasolin/i.test(seText) }),
};

// a date read from a document, in any of the forms the case accepts
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
function isoOf(s) {
  let m = s.match(/^(\d+)(?:st|nd|rd|th)? (\w+) (\d{4})$/); if (m) return `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  m = s.match(/^(\d+) de (\w+) de (\d{4})$/); if (m) return `${m[3]}-${String(ES_MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  m = s.match(/^(\d{2})\/(\d{2})\/(\d{4})$/); if (m) return `${m[3]}-${m[2]}-${m[1]}`;
  m = s.match(/^(\d{2})\/([A-Z]{3})\/(\d{4})$/); if (m) return `${m[3]}-${String(MES3.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1]}`;
  return null;
}

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
for (const org of ['arunodaya', 'semilla']) {
  const cs = cases.filter((c) => c.org === org);
  ok(cs.length === 50, `${org}: 50 cases`);
  ok(cs.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  for (const c of cs) ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(files), `${c.id} lists every file`);
}
for (const c of cases) {
  const f = CHECKS[c.id];
  if (!f) { ok(false, `${c.id}: no check`); continue; }
  let got;
  try { got = f(); } catch (e) { ok(false, `${c.id}: ${e.message}`); continue; }
  const a = c.answer;
  if (a.type === 'number') ok(typeof got === 'number' && Math.abs(Math.abs(got) - a.value) <= 0.001, `${c.id} ${c.question}: read ${got}, case ${a.value}`);
  else if (a.type === 'text') {
    const t = got.text;
    if (got.date) { const iso = isoOf(t); ok(iso && a.any.some((p) => isoOf(p) === iso), `${c.id}: date ${t} (${iso}) not among ${a.any.slice(0, 3)}`); }
    else ok(a.any.some((p) => t.toLowerCase().includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(t.toLowerCase())), `${c.id} ${c.question}: read "${t}", case ${JSON.stringify(a.any)}`);
  } else ok(got.absent === true, `${c.id}: the documents seem to hold it`);
}

// the scorer: ideal replies all pass, wrong replies all fail
const score = (ans) => execFileSync('node', ['/work/shared/evals/agent/score.mjs', path.join(SET, 'cases.jsonl'), path.join(SET, ans)], { encoding: 'utf8' });
ok(/accuracy 100% \(100\/100\)/.test(score('expected-answers.jsonl')), 'expected answers score 100%');
ok(/accuracy 0% \(0\/100\)/.test(score('wrong-answers.jsonl')), 'wrong answers score 0%');

console.log(`${checks} checks, ${failures} failed`);
process.exit(failures ? 1 : 0);
