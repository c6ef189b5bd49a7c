// Independent checker for set R. Does NOT import data.mjs or lib/: it re-reads the generated files (SheetJS
// (xlsx-republish) for cached cell values and formulas, csv-parse, `pdftotext -layout`, jszip for Word,
// `tesseract --psm 6` for the photos), checks that every document foots and that the documents agree with each other,
// recomputes every case's answer from the files (A[id]), checks date and text answers (T[id]), checks that the subject
// of each notfound case is absent (NF[id]), and checks the mix of kinds.
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
const SET = path.resolve(here, '..', 'set-r');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + (x || 0), 0));
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const p2 = (n) => String(n).padStart(2, '0');
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const Fl = (org, re) => { const f = files(org).filter((x) => re.test(x)); if (f.length !== 1) throw new Error(`file ${re} in ${org}: ${f.length}`); return f[0]; };
const usIso = (s) => { const m = s.match(/([A-Z][a-z]+) (\d{1,2}), (\d{4})/); return `${m[3]}-${p2(MON.indexOf(m[1].toLowerCase()) + 1)}-${p2(m[2])}`; };
const frIso = (s) => { const m = s.match(/(\d{1,2})(?:er)? ([a-zéû]+) (\d{4})/); return `${m[3]}-${p2(MOIS.indexOf(m[2]) + 1)}-${p2(m[1])}`; };
const usNumIso = (s) => { const m = s.match(/(\d{2})\/(\d{2})\/(\d{4})/); return `${m[3]}-${m[1]}-${m[2]}`; };
const num = (s) => { const t = String(s ?? '').replace(/[$\u00a0\u202f]/g, ' ').trim(); if (!t || /^[-–—]$/.test(t)) return 0; const v = parseFloat(t.replace(/[,()\s]/g, '')); return t.startsWith('(') || t.startsWith('-') ? -Math.abs(v) : v; };
const frNum = (s) => { const t = String(s ?? '').replace(/[$\u00a0\u202f\s]/g, ''); if (!t || /^[-–—]$/.test(t)) return 0; const v = parseFloat(t.replace(/[()]/g, '').replace(',', '.')); return t.startsWith('(') ? -v : v; };

function xlsx(rel) {
  const wb = XLSX.readFile(path.join(DOCS, rel), { cellDates: true, cellFormula: true });
  const out = {};
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    for (const [addr, c] of Object.entries(ws)) if (!addr.startsWith('!') && c.f) ok(c.v !== undefined && c.v !== null && c.v !== '', `${rel} ${name}!${addr} formula has a cached value`);
    out[name] = XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true });
  }
  return out;
}
const allText = {};
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const t = (s) => s.replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => t(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<w:tab\/>/g, '\t').replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/\u00a0/g, ' ');
}
const ocr = (rel) => execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

// ================================================================== RIVERBEND
// ---- QuickBooks P&L by month: label is the first filled cell of A–D, amounts from E
function qbRead(rows) {
  const out = new Map(); const order = [];
  for (const r of rows) {
    const li = [0, 1, 2, 3].find((i) => r[i] !== null && r[i] !== undefined);
    if (li === undefined) continue;
    const vals = r.slice(4).map((v) => (typeof v === 'number' ? v : null));
    out.set(r[li], { lvl: li, vals }); order.push([r[li], li, vals]);
  }
  return { map: out, order };
}
const PLf = Fl('riverbend', /Profit and Loss/);
const PLrows = xlsx(PLf).Sheet1;
const hdr = PLrows.find((r) => r.includes('TOTAL'));
ok(hdr && hdr[4] === 'Jul 25' && hdr[9] === 'Dec 25' && hdr[10] === 'TOTAL', 'P&L: months Jul 25..Dec 25 and TOTAL across');
const PL = qbRead(PLrows.slice(PLrows.indexOf(hdr) + 1));
const acct = (code) => { for (const [k, v] of PL.map) if (k.startsWith(code + ' · ')) return v.vals; throw new Error('no account ' + code); };
const plTot = (name) => PL.map.get(name).vals;
// footing: leaves under a group sum to its Total line; TOTAL column is the sum of the months
for (const [k, v] of PL.map) if (v.vals.some((x) => x !== null)) ok(near(sum(v.vals.slice(0, 6)), v.vals[6]), `P&L ${k}: TOTAL = sum of months`);
for (let i = 0; i < PL.order.length; i++) {
  const [name, lvl] = PL.order[i];
  if (!/^Total \d{4} · /.test(name)) continue;
  const head = name.slice(6); let j = PL.order.findIndex((o) => o[0] === head);
  const kids = PL.order.slice(j + 1, i).filter((o) => o[1] === lvl + 1);
  for (let c = 0; c < 7; c++) ok(near(sum(kids.map((k) => k[2][c])), PL.order[i][2][c]), `P&L ${name} col ${c} foots`);
}
const sectionTotal = (head, total) => {
  const a = PL.order.findIndex((o) => o[0] === head && o[1] === 1), b = PL.order.findIndex((o) => o[0] === total);
  const parts = PL.order.slice(a + 1, b).filter((o) => o[1] === 2 && o[2].some((x) => x !== null));
  for (let c = 0; c < 7; c++) ok(near(sum(parts.map((k) => k[2][c])), PL.order[b][2][c]), `P&L ${total} col ${c} foots`);
};
sectionTotal('Income', 'Total Income'); sectionTotal('Cost of Goods Sold', 'Total COGS'); sectionTotal('Expense', 'Total Expense');
for (let c = 0; c < 7; c++) {
  ok(near(R2(plTot('Total Income')[c] - plTot('Total COGS')[c]), plTot('Gross Profit')[c]), `P&L gross profit col ${c}`);
  ok(near(R2(plTot('Gross Profit')[c] - plTot('Total Expense')[c]), plTot('Net Income')[c]), `P&L net income col ${c}`);
}
// ---- Budget vs actuals
const BVf = Fl('riverbend', /Budget vs Actuals/);
const BVrows = xlsx(BVf).Sheet1;
const bh = BVrows.find((r) => r[4] === 'Actual');
ok(bh && bh[5] === 'Budget' && bh[6] === '$ Over Budget' && bh[7] === '% of Budget', 'BvA: Actual / Budget / $ Over Budget / % of Budget');
const BV = qbRead(BVrows.slice(BVrows.indexOf(bh) + 1));
for (const [k, v] of BV.map) {
  if (v.vals.every((x) => x === null)) continue;
  ok(near(v.vals[0], PL.map.get(k)?.vals[6]), `BvA actual ${k} ties to the P&L TOTAL`);
  ok(near(R2(v.vals[0] - v.vals[1]), v.vals[2]), `BvA ${k}: $ over = actual - budget`);
  if (v.vals[1]) ok(Math.abs(v.vals[0] / v.vals[1] - v.vals[3]) < 1e-4, `BvA ${k}: % of budget`);
}
for (let i = 0; i < BV.order.length; i++) {
  const [name, lvl] = BV.order[i];
  if (!/^Total \d{4} · /.test(name)) continue;
  const j = BV.order.findIndex((o) => o[0] === name.slice(6));
  ok(near(sum(BV.order.slice(j + 1, i).filter((o) => o[1] === lvl + 1).map((k) => k[2][1])), BV.order[i][2][1]), `BvA budget ${name} foots`);
}
const bva = (code) => { for (const [k, v] of BV.map) if (k.startsWith(code + ' · ')) return { actual: v.vals[0], budget: v.vals[1], over: v.vals[2], pct: v.vals[3], name: k }; };
const bvt = (name) => { const v = BV.map.get(name).vals; return { actual: v[0], budget: v[1], over: v[2] }; };
const expenseLeaves = (() => { const a = BV.order.findIndex((o) => o[0] === 'Expense'), b = BV.order.findIndex((o) => o[0] === 'Total Expense'); return BV.order.slice(a + 1, b).filter((o) => /^\d{4} · /.test(o[0]) && o[2][0] !== null).map((o) => ({ name: o[0], over: o[2][2] })); })();
ok(near(sum(expenseLeaves.map((l) => l.over)), bvt('Total Expense').over), 'BvA expense leaves foot to Total Expense');
// ---- AR aging CSV
const ARf = Fl('riverbend', /AR Aging/);
const arLines = fs.readFileSync(path.join(DOCS, ARf), 'utf8');
const arRecs = parse(arLines, { relax_column_count: true, skip_empty_lines: true });
const ahi = arRecs.findIndex((r) => r[0] === 'Payer');
ok(arRecs[ahi].join('|') === 'Payer|Current|31-60|61-90|91-120|Over 120|Total', 'AR header columns');
const AR = [];
let arTot;
for (const r of arRecs.slice(ahi + 1)) {
  if (r.length < 7) continue;
  const v = r.slice(1, 7).map(num);
  if (r[0] === 'TOTAL') { arTot = v; break; }
  AR.push({ payer: r[0], b: v.slice(0, 5), total: v[5] });
  ok(near(sum(v.slice(0, 5)), v[5]), `AR ${r[0]} row foots`);
}
for (let c = 0; c < 6; c++) ok(near(sum(AR.map((a) => (c < 5 ? a.b[c] : a.total))), arTot[c]), `AR column ${c} foots to TOTAL`);
ok(/As of 12\/31\/2025/.test(arLines), 'AR as of 12/31/2025');
// ---- Finance committee memo
const MEMO = await docx(Fl('riverbend', /Memo/));
const mm = (re, what) => { const m = MEMO.match(re); ok(!!m, `memo: ${what}`); return m; };
const dcoh = mm(/stood at (\d+) days at December 31, 2025, down from (\d+) days at June 30, 2025/, 'days cash on hand');
const loc = mm(/\$([\d,]+) revolving line of credit with (.+?)\. .*?we drew \$([\d,]+) on ([A-Z][a-z]+ \d+, \d{4}) and repaid \$([\d,]+) on ([A-Z][a-z]+ \d+, \d{4}), leaving \$([\d,]+) outstanding at December 31\. The line matures on ([A-Z][a-z]+ \d+, \d{4})/, 'line of credit');
ok(num(loc[3]) - num(loc[5]) === num(loc[7]), 'memo: draw - repayment = outstanding');
const slid = mm(/totalled \$([\d,.]+) across ([\d,]+) patients/, 'sliding fee');
const auditor = mm(/\n([^\n]+?) issued an unmodified opinion/, 'auditor')[1];
const uds = mm(/due to HRSA on ([A-Z][a-z]+ \d+, \d{4})/, 'UDS due');
const memoInc = mm(/total income was \$([\d,]+) against a budget of \$([\d,]+)/, 'income vs budget');
ok(Math.round(bvt('Total Income').actual) === num(memoInc[1]) && bvt('Total Income').budget === num(memoInc[2]), 'memo income and budget tie to the BvA');
const visitRows = Object.fromEntries(MEMO.split('\n').filter((l) => l.includes(' | ')).map((l) => l.split(' | ')).map((c) => [c[0], c.slice(1).map(num)]));
for (const c of [0, 1]) ok(visitRows['Medical visits'][c] + visitRows['Dental visits'][c] + visitRows['Behavioral health visits'][c] === visitRows['Total visits'][c], `memo visits table foots (col ${c})`);
ok(!/interest rate|\d+(\.\d+)?\s?%\s*(interest|prime)|prime/i.test(MEMO), 'notfound: memo gives no interest rate');
// ---- Functional expenses PDF
const FEt = pdf(Fl('riverbend', /Functional Expenses/));
const FE = {};
for (const page of FEt.split('\f').filter((p) => p.trim())) {
  const y = +page.match(/YEAR ENDED JUNE 30, (\d{4})/)[1];
  const rows = {};
  for (const line of page.split('\n')) {
    const m = line.match(/^(\S.*?)\s{2,}(\$?\s?[\d,]+|-)\s{2,}(.*)$/);
    if (!m) continue;
    const vals = [m[2], ...m[3].trim().split(/\s{2,}/)].map(num);
    if (vals.length === 8) rows[m[1].trim()] = vals;
  }
  FE[y] = rows;
  const names = Object.keys(rows).filter((n) => n !== 'Total expenses');
  for (const n of Object.keys(rows)) { const v = rows[n]; ok(v[0] + v[1] + v[2] + v[3] === v[4] && v[4] + v[5] + v[6] === v[7], `FE ${y} ${n}: program and total columns foot`); }
  for (let c = 0; c < 8; c++) ok(names.reduce((s, n) => s + rows[n][c], 0) === rows['Total expenses'][c], `FE ${y} column ${c} foots`);
}
ok(Object.keys(FE).sort().join() === '2024,2025', 'FE covers FY2025 and FY2024 only');
// ---- Invoice photo
const INV = ocr(Fl('riverbend', /IMG_/));
const invLines = [];
for (const l of INV.split('\n')) {
  const m = l.match(/^(.*?\))\s+(\d+)\.?\s+([\d,]+\.\d{2})\s+([\d,]+\.\d{2})\s*$/);
  if (m) { invLines.push({ desc: m[1], qty: +m[2], price: num(m[3]), amt: num(m[4]) }); ok(near(R2(+m[2] * num(m[3])), num(m[4])), `invoice line ${m[1]} extends`); }
}
const invAmt = (re) => { const m = INV.match(re); ok(!!m, `invoice ${re}`); return m ? num(m[1]) : NaN; };
const invSub = invAmt(/Subtotal\s+\$?([\d,]+\.\d{2})/), invFr = invAmt(/Freight\s+\$?([\d,]+\.\d{2})/), invTot = invAmt(/TOTAL DUE\s+\$?([\d,]+\.\d{2})/);
ok(near(sum(invLines.map((l) => l.amt)), invSub) && near(R2(invSub + invFr), invTot), 'invoice foots: lines = subtotal, subtotal + freight = total');
const invDue = usNumIso(INV.match(/Due Date:\s*(\d{2}\/\d{2}\/\d{4})/)[1]);
const invPO = INV.match(/PO Number:\s*([A-Z]+-\d{4}-\d+)/)[1];
ok(/MIDWEST CLINICAL SUPPLY/.test(INV), 'invoice vendor read');

// ================================================================== ENTRAIDE
// ---- Financial statements PDF
const EPt = pdf(Fl('entraide', /Etats financiers/)).replace(/[\u00a0\u202f]/g, ' ');
const [isPage, bsPage] = EPt.split('\f');
function stmtRows(page) {
  const rows = []; let prev = ''; let on = false;
  for (const line of page.split('\n')) {
    if (/^(PRODUITS|ACTIF) \//.test(line)) on = true;
    if (!on) continue;
    const parts = line.trim() ? line.replace(/\s+$/, '').split(/\s{2,}/) : [];
    const isVal = (s) => /^(\(?[\d ]+\)?( \$)?|–)$/.test(s.trim());
    let k = parts.length; while (k > 0 && isVal(parts[k - 1])) k--;
    const vals = parts.slice(k).map(frNum), label = parts.slice(0, k).join(' ').trim();
    if (vals.length >= 2) { rows.push({ label: (prev.endsWith('/') ? prev + ' ' : '') + label, vals }); prev = ''; } else prev = label;
  }
  return rows;
}
const IS = stmtRows(isPage);
const isRow = (re) => { const r = IS.find((x) => re.test(x.label)); if (!r) throw new Error('IS row ' + re); return r.vals; };
const revEnd = IS.findIndex((r) => r.label === ''), expEnd = IS.findIndex((r, i) => i > revEnd && r.label === '');
const REV = IS.slice(0, revEnd), EXP = IS.slice(revEnd + 1, expEnd);
for (const r of IS) if (r.vals.length === 4) ok(r.vals[0] + r.vals[1] === r.vals[2], `IS ${r.label || 'total'}: operating + restricted = 2026 total`);
for (let c = 0; c < 4; c++) {
  ok(REV.reduce((s, r) => s + r.vals[c], 0) === IS[revEnd].vals[c], `IS revenue column ${c} foots`);
  ok(EXP.reduce((s, r) => s + r.vals[c], 0) === IS[expEnd].vals[c], `IS expense column ${c} foots`);
  ok(IS[revEnd].vals[c] - IS[expEnd].vals[c] === isRow(/Excess \(deficiency\)/)[c], `IS excess column ${c}`);
}
const totRev = IS[revEnd].vals, totExp = IS[expEnd].vals, excess = isRow(/Excess \(deficiency\)/);
const BSR = stmtRows(bsPage);
const bs = (re) => { const r = BSR.find((x) => re.test(x.label)); if (!r) throw new Error('BS row ' + re); return r.vals; };
const unl = BSR.filter((r) => r.label === '').map((r) => r.vals); // current assets, total assets, current liabilities, fund balances, total L+FB
const CA = unl[0], TA = unl[1], CL = unl[2], FB = unl[3], TLF = unl[4];
for (const c of [0, 1]) {
  ok(bs(/Cash/)[c] + bs(/Accounts receivable/)[c] + bs(/Grants receivable/)[c] + bs(/Prepaid/)[c] === CA[c], `BS current assets foot (${c})`);
  ok(CA[c] + bs(/Capital assets \(note/)[c] === TA[c], `BS total assets (${c})`);
  ok(bs(/Accounts payable/)[c] + bs(/Deferred contributions/)[c] === CL[c], `BS current liabilities (${c})`);
  ok(bs(/Invested in capital/)[c] + bs(/Restricted/)[c] + bs(/Unrestricted/)[c] === FB[c], `BS fund balances (${c})`);
  ok(CL[c] + FB[c] === TLF[c] && TLF[c] === TA[c], `BS balances (${c})`);
}
ok(FB[0] - FB[1] === excess[2], 'change in fund balances = excess (deficiency) for 2026');
ok(bs(/Restricted/)[0] - bs(/Restricted/)[1] === excess[1], 'restricted fund balance change = restricted excess');
// ---- Desjardins CSV (Windows-1252)
const bankRaw = fs.readFileSync(path.join(DOCS, Fl('entraide', /desjardins/))).toString('latin1');
const bankRecs = parse(bankRaw, { delimiter: ';', columns: true, skip_empty_lines: true });
ok(Object.keys(bankRecs[0]).join(';') === 'Date;Description;Retrait;Dépôt;Solde', 'bank headers');
const BANK = bankRecs.map((r) => ({ date: r.Date, desc: r.Description, w: frNum(r.Retrait), d: frNum(r['Dépôt']), bal: frNum(r.Solde) }));
for (let i = 1; i < BANK.length; i++) ok(near(R2(BANK[i - 1].bal - BANK[i].w + BANK[i].d), BANK[i].bal), `bank running balance line ${i}`);
const bankOpen = BANK[0].bal, bankClose = BANK.at(-1).bal, TX = BANK.slice(1);
ok(Math.round(bankClose) === bs(/Cash/)[0] && near(bankClose, bs(/Cash/)[0], 0.5), 'bank closing balance ties to cash at 31 March 2026');
ok(TX.every((t) => t.date >= '2026-01-01' && t.date <= '2026-03-31'), 'bank export covers January–March 2026');
// ---- Centraide grant workbook
const GW = xlsx(Fl('entraide', /Centraide/));
function grant(rows) {
  const h = rows.findIndex((r) => r[0] === 'Mois');
  const cats = rows[h].slice(1, 6);
  const months = [], vals = [];
  for (const r of rows.slice(h + 1)) { if (r[0] === 'Total') { const t = r.slice(1, 7); return { cats, months, vals, tot: t }; } if (r[0]) { months.push(r[0]); vals.push(r.slice(1, 7)); } }
}
const GB = grant(GW['Budget 2025-2026']), GA = grant(GW['Réel 2025-2026']);
for (const g of [GB, GA]) {
  g.vals.forEach((r, i) => ok(near(sum(r.slice(0, 5)), r[5]), `grant row ${g.months[i]} foots`));
  for (let c = 0; c < 6; c++) ok(near(sum(g.vals.map((r) => r[c])), g.tot[c]), `grant column ${c} foots`);
  ok(g.months.length === 12 && g.months[0] === 'avril 2025' && g.months[11] === 'mars 2026', 'grant months avril 2025 – mars 2026');
}
ok(GB.tot[5] === isRow(/Centraide/)[2], 'Centraide budget total = Centraide revenue in the statements');
// ---- Volunteer and baskets workbook
const VW = xlsx(Fl('entraide', /Bénévolat/));
const VH = VW['Heures bénévoles'], VP = VW.Paniers;
const vh = VH.slice(VH.findIndex((r) => r[0] === 'Mois') + 1).filter((r) => r[0] && r[0] !== 'Total' && typeof r[1] === 'number');
const vhTot = VH.find((r) => r[0] === 'Total');
vh.forEach((r) => ok(r[1] + r[2] + r[3] + r[4] === r[5], `volunteer hours ${r[0]} foot`));
for (let c = 1; c <= 5; c++) ok(vh.reduce((s, r) => s + r[c], 0) === vhTot[c], `volunteer column ${c} foots`);
const vp = VP.slice(VP.findIndex((r) => r[0] === 'Mois') + 1).filter((r) => r[0] instanceof Date);
const vpTot = VP.find((r) => r[0] === 'Total');
vp.forEach((r) => ok(r[1] + r[2] + r[3] === r[4], `baskets ${r[0].toISOString().slice(0, 7)} foot`));
for (let c = 1; c <= 4; c++) ok(vp.reduce((s, r) => s + r[c], 0) === vpTot[c], `baskets column ${c} foots`);
ok(vp.length === 12 && vp[0][0].toISOString().startsWith('2025-04') && vp[11][0].toISOString().startsWith('2026-03'), 'baskets April 2025 – March 2026');
const vpMonth = (d) => MOIS[d.getUTCMonth()];
// ---- AGA minutes
const AGA = (await docx(Fl('entraide', /AGA/))).replace(/\u00a0/g, ' ');
const am = (re, what) => { const m = AGA.match(re); ok(!!m, `AGA: ${what}`); return m; };
const agaDate = frIso(am(/tenue le \w+ (\d{1,2}(?:er)? [a-zéû]+ \d{4})/, 'date')[1]);
const present = +am(/(\d+) membres en règle sont présents sur (\d+)/, 'members present')[1];
const treasurer = am(/La trésorière, Mme ([A-ZÉ][\w-]+ [A-ZÉ][\w-]+)/, 'treasurer')[1];
const agaAuditor = am(/de nommer (.+?) comme auditeur/, 'auditor')[1];
const lease = frIso(am(/vient à échéance le (\d{1,2}(?:er)? [a-zéû]+ \d{4})/, 'lease')[1]);
const agaFig = am(/Les produits totalisent ([\d ]+) \$ et les charges ([\d ]+) \$, pour une insuffisance des produits sur les charges de ([\d ]+) \$/, 'results in prose');
ok(frNum(agaFig[1]) === totRev[2] && frNum(agaFig[2]) === totExp[2] && -frNum(agaFig[3]) === excess[2], 'AGA figures tie to the statements');
const agaAct = am(/: ([\d ]+) paniers alimentaires ont été distribués.*?donné ([\d ]+) heures/, 'activity figures');
ok(frNum(agaAct[1]) === vpTot[4] && frNum(agaAct[2]) === vhTot[5], 'AGA baskets and hours tie to the workbook');
ok(/Prévisions 2026-2027/.test(AGA) && !/2027-2028/.test(AGA), 'AGA budget is 2026-2027 only');
// ---- Grocery receipt photo
const REC = ocr(Fl('entraide', /IMG_/));
const recItems = [];
for (const l of REC.split('\n')) {
  const m = l.match(/^([A-Z][A-Za-z0-9%. ]+?)\s+(FP\s+)?(\d+,\d{2})\s*$/);
  if (m && !/^(SOUS-TOTAL|TOTAL|INTERAC|TPS|TVQ)/.test(m[1])) recItems.push({ name: m[1].trim(), fp: !!m[2], amt: frNum(m[3]) });
}
const recAmt = (re) => { const m = REC.match(re); ok(!!m, `receipt ${re}`); return m ? frNum(m[1]) : NaN; };
const recSub = recAmt(/SOUS-TOTAL\s+(\d+,\d{2})/), tps = recAmt(/TPS 5%.*?(\d+,\d{2})\s*$/m), tvq = recAmt(/TVQ 9,975%.*?(\d+,\d{2})\s*$/m), recTot = recAmt(/^TOTAL\s+(\d+,\d{2})/m);
const taxable = sum(recItems.filter((i) => i.fp).map((i) => i.amt));
ok(near(sum(recItems.map((i) => i.amt)), recSub), 'receipt items foot to the subtotal');
ok(near(R2(taxable * 0.05), tps) && near(R2(taxable * 0.09975), tvq) && near(R2(recSub + tps + tvq), recTot), 'receipt TPS/TVQ on the FP lines and total');
const recDate = (() => { const m = REC.match(/(\d{2})\/(\d{2})\/(\d{4})/); return `${m[3]}-${m[2]}-${m[1]}`; })();

// ================================================================== answers
const mIdx = (h) => hdr.indexOf(h) - 4;
const fe = (y, row, c) => FE[y][row][c];
const visits = (c) => visitRows['Total visits'][c];
const ar = (re) => AR.filter((a) => re.test(a.payer));
const arAll = arTot[5];
const plIncomeTotal = plTot('Total Income');
const plNet = plTot('Net Income');
const rev = (re) => { const r = REV.find((x) => re.test(x.label)); return r.vals; };
const exp = (re) => { const r = EXP.find((x) => re.test(x.label)); return r.vals; };
const gcat = (g, re) => g.tot[g.cats.findIndex((c) => re.test(c))];
const vcol = (re) => vhTot[VH[VH.findIndex((r) => r[0] === 'Mois')].findIndex((c) => re.test(c || ''))];
const pcol = (re) => { const h = VP[VP.findIndex((r) => r[0] === 'Mois')]; return h.findIndex((c) => re.test(c || '')); };
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s[0][1] > s[1][1], `unique maximum ${what}`); return s[0]; };
const argmin = (pairs, what) => { const s = [...pairs].sort((a, b) => a[1] - b[1]); ok(s[0][1] < s[1][1], `unique minimum ${what}`); return s[0]; };
const dons = TX.filter((t) => /\bdons\b/i.test(t.desc));
const hydro = TX.filter((t) => /Hydro-Qu/.test(t.desc));

const A = {
  'riverbend-001': () => acct('4010')[mIdx('Oct 25')],
  'riverbend-002': () => +dcoh[1],
  'riverbend-003': () => num(loc[7]),
  'riverbend-004': () => bva('6010').budget,
  'riverbend-005': () => ar(/Wellmark/)[0].b[4],
  'riverbend-006': () => fe(2025, 'Pharmaceuticals', 7),
  'riverbend-007': () => invTot,
  'riverbend-008': () => sum([0, 1, 2].map((i) => plTot('Total 4000 · Patient Revenue')[i])),
  'riverbend-009': () => sum([1, 2, 3, 4].map((i) => acct('4110')[i] + acct('4120')[i])),
  'riverbend-010': () => sum(ar(/Medicaid/).map((a) => a.total)),
  'riverbend-011': () => sum([3, 4, 5].map((i) => plTot('Total 6200 · Occupancy')[i])),
  'riverbend-012': () => sum(invLines.filter((l) => /gloves/i.test(l.desc)).map((l) => l.qty)),
  'riverbend-013': () => +dcoh[2] - +dcoh[1],
  'riverbend-014': () => fe(2025, 'Total expenses', 7) - fe(2024, 'Total expenses', 7),
  'riverbend-015': () => Math.abs(R2(acct('4020')[5] - acct('4020')[0])),
  'riverbend-016': () => visits(0) - visits(1),
  'riverbend-017': () => fe(2025, 'Total expenses', 5) / fe(2025, 'Total expenses', 7) * 100,
  'riverbend-018': () => (arTot[3] + arTot[4]) / arAll * 100,
  'riverbend-019': () => acct('4050')[6] / plIncomeTotal[6] * 100,
  'riverbend-020': () => bva('4200').actual / bva('4200').budget * 100,
  'riverbend-021': () => plTot('Total Expense')[6] / visits(0),
  'riverbend-022': () => acct('4050')[6] / acct('5010')[6],
  'riverbend-023': () => acct('6010')[6] / 6,
  'riverbend-024': () => num(slid[1]) / num(slid[2]),
  'riverbend-025': () => plNet[6] / 6,
  'riverbend-026': () => plNet.slice(0, 6).filter((v) => v < 30000).length,
  'riverbend-027': () => AR.filter((a) => a.b[4] > 0).length,
  'riverbend-028': () => invLines.length,
  'riverbend-036': () => Math.max(...invLines.map((l) => l.amt)),
  'riverbend-037': () => sum(ar(/Medicare Advantage/).map((a) => a.total)),
  'riverbend-038': () => sum(expenseLeaves.filter((l) => l.over > 0).map((l) => l.over)),
  'riverbend-039': () => fe(2025, 'Total expenses', 2) - fe(2025, 'Salaries and wages', 2) - fe(2025, 'Payroll taxes and employee benefits', 2),
  'riverbend-040': () => bva('6100').over,
  'riverbend-041': () => bvt('Total Income').over,
  'riverbend-042': () => bvt('Net Income').over,
  'entraide-001': () => rev(/Centraide/)[2],
  'entraide-002': () => bs(/Cash/)[0],
  'entraide-003': () => tvq,
  'entraide-004': () => vh.find((r) => /^déc/.test(r[0]))[5],
  'entraide-005': () => present,
  'entraide-006': () => bs(/Deferred contributions/)[0],
  'entraide-007': () => sum(dons.map((t) => t.d)),
  'entraide-008': () => vp.slice(9).reduce((s, r) => s + r[4], 0),
  'entraide-009': () => vcol(/locataires/),
  'entraide-010': () => sum(TX.filter((t) => /Loyer/.test(t.desc)).map((t) => t.w)),
  'entraide-011': () => exp(/Rent/)[2] + exp(/Insurance/)[2],
  'entraide-012': () => Math.abs(totRev[2] - totRev[3]),
  'entraide-013': () => vp[8][4] - vp[7][4],
  'entraide-014': () => R2(bankOpen - bankClose),
  'entraide-015': () => Math.abs(excess[2] - excess[3]),
  'entraide-016': () => exp(/Food purchases/)[2] / totExp[2] * 100,
  'entraide-017': () => (rev(/^Dons \/ Donations/)[2] - rev(/^Dons \/ Donations/)[3]) / rev(/^Dons \/ Donations/)[3] * 100,
  'entraide-018': () => GA.tot[5] / GB.tot[5] * 100,
  'entraide-019': () => vpTot[pcol(/domicile/)] / vpTot[4] * 100,
  'entraide-020': () => CA[0] / CL[0],
  'entraide-021': () => vpTot[4] / vcol(/Comptoir/),
  'entraide-022': () => bs(/Unrestricted/)[0] / (totExp[2] / 12),
  'entraide-023': () => vhTot[5] / 12,
  'entraide-024': () => vpTot[pcol(/Mont-Royal/)] / 12,
  'entraide-025': () => sum(hydro.map((t) => t.w)) / hydro.length,
  'entraide-026': () => TX.filter((t) => t.d > 0).length,
  'entraide-027': () => vh.filter((r) => r[5] > 1000).length,
  'entraide-028': () => recItems.filter((i) => i.fp).length,
  'entraide-034': () => Math.max(...TX.map((t) => t.w)),
  'entraide-037': () => sum(TX.filter((t) => t.d > 5000).map((t) => t.d)),
  'entraide-038': () => totRev[0] - rev(/Donated food/)[0],
  'entraide-039': () => taxable,
  'entraide-040': () => R2(gcat(GA, /Achats/) - gcat(GB, /Achats/)),
  'entraide-041': () => Math.abs(R2(sum(GA.vals.slice(6, 9).map((r) => r[3])) - sum(GB.vals.slice(6, 9).map((r) => r[3])))),
  'entraide-042': () => R2(GA.tot[5] - GB.tot[5]),
};
// text and date answers: the phrase (or ISO date) read from the documents that the accepted phrases must include
const incMonth = argmax(hdr.slice(4, 10).map((h, i) => [h, plIncomeTotal[i]]), 'income month')[0];
const T = {
  'riverbend-029': usIso(loc[8]), 'riverbend-030': invDue, 'riverbend-031': usIso(uds[1]), 'riverbend-032': usIso(loc[4]),
  'riverbend-033': MON[['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(incMonth.slice(0, 3))],
  'riverbend-034': argmax(AR.map((a) => [a.payer, a.total]), 'AR payer')[0].split(' ')[0].toLowerCase(),
  'riverbend-035': argmax(expenseLeaves.map((l) => [l.name, l.over]), 'over budget line')[0].replace(/^\d{4} · /, '').toLowerCase(),
  'riverbend-043': auditor.replace(/ LLP$/, '').toLowerCase(), 'riverbend-044': loc[2].split(' ').slice(0, 2).join(' ').toLowerCase(), 'riverbend-045': invPO.toLowerCase(),
  'entraide-029': agaDate, 'entraide-030': lease, 'entraide-031': argmax(TX.map((t) => [t.date, t.d]), 'deposit')[0], 'entraide-032': recDate,
  'entraide-033': vpMonth(argmax(vp.map((r) => [r[0], r[4]]), 'baskets month')[0]),
  'entraide-035': argmax(GB.cats.map((c, i) => [c, GA.tot[i] - GB.tot[i]]), 'grant overspend')[0].toLowerCase(),
  'entraide-036': { 'août': 'août' }[argmin(vh.map((r) => [r[0].split(' ')[0], r[5]]), 'volunteer month')[0]] ?? 'mismatch',
  'entraide-043': agaAuditor.replace(/ CPA inc\.$/, '').toLowerCase(), 'entraide-044': treasurer.toLowerCase(),
  'entraide-045': REC.split('\n')[0].trim().toLowerCase(),
};
// notfound subjects: each is absent from the files
const NF = {
  'riverbend-046': () => !hdr.some((h) => /Jan 26/.test(h || '')),
  'riverbend-047': () => !/2023/.test(FEt),
  'riverbend-048': () => !/interest rate|prime/i.test(MEMO),
  'riverbend-049': () => !/6\/30\/2025|06\/30\/2025/.test(arLines),
  'riverbend-050': () => files('riverbend').every((f) => !/schein/i.test(f)) && !/schein/i.test(INV + MEMO),
  'entraide-046': () => !/2024/.test(EPt),
  'entraide-047': () => !TX.some((t) => t.date < '2026-01-01'),
  'entraide-048': () => !/coordonnat\w+ .*\d+ \$|salaire de/i.test(AGA),
  'entraide-049': () => !/2027-2028/.test(AGA),
  'entraide-050': () => !VH.some((r) => /avr\. 2026/.test(r[0] || '')),
};

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const kinds = {};
for (const c of cases) {
  kinds[c.kind] = (kinds[c.kind] || 0) + 1;
  ok(JSON.stringify(c.documents) === JSON.stringify(files(c.org).sort()), `${c.id} lists all of its organisation's files`);
  if (c.answer.type === 'number') {
    ok(!!A[c.id], `${c.id} has an independent computation`);
    if (!A[c.id]) continue;
    const got = A[c.id]();
    const dp = (String(c.answer.value).split('.')[1] || '').length;
    ok(Math.abs(got - c.answer.value) <= 0.5 * 10 ** -Math.max(dp, 2) + 1e-9, `${c.id}: recomputed ${got} vs case ${c.answer.value}`);
  } else if (c.answer.type === 'text') {
    ok(T[c.id] !== undefined, `${c.id} has an independent reading`);
    ok(c.answer.any.map((p) => p.toLowerCase()).includes(String(T[c.id]).toLowerCase()), `${c.id}: read "${T[c.id]}" is among the accepted phrases`);
  } else if (c.answer.type === 'notfound') {
    ok(NF[c.id] && NF[c.id](), `${c.id}: subject absent from the documents`);
  } else ok(false, `${c.id}: unknown type`);
}
const want = { lookup: 13, sum: 10, difference: 8, percent: 8, ratio: 5, average: 6, count: 6, date: 8, extreme: 8, filter: 6, variance: 6, text: 6, notfound: 10 };
ok(JSON.stringify(Object.entries(kinds).sort()) === JSON.stringify(Object.entries(want).sort()), `kind mix ${JSON.stringify(kinds)}`);
ok(cases.filter((c) => c.org === 'riverbend').length === 50 && cases.filter((c) => c.org === 'entraide').length === 50, '50 cases per organisation');
console.log(`verify: ${checks - failures}/${checks} checks passed`);
if (failures) { console.log('verify FAILED'); process.exit(1); }
console.log('verify passed');
