// Independent checker for set H. It does NOT import data.mjs or lib/: it re-reads the generated files
// (pdftotext -layout for the PDFs, exceljs for the workbook, csv-parse for the CSV, jszip for the Word letter),
// checks that the statements foot and agree with each other, recomputes every case's answer from what it read,
// checks that notfound subjects appear in none of the organisation's files, and checks the mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const me = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/from\s+['"]\.\/(data\.mjs|lib\/)/.test(me) || /import\(\s*['"]\.\/(data|lib)/.test(me)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-h');
const DOCS = path.join(SET, 'documents');
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
let failures = 0;
const fail = (m) => { failures++; console.log('FAIL ' + m); };
const check = (cond, m) => { if (!cond) fail(m); };
const eq = (a, b, m) => check(Math.abs(a - b) < 1e-6, `${m}: ${a} != ${b}`);
const sum = (a) => a.reduce((s, v) => s + v, 0);

// ───────── readers ─────────
const pdfText = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8', maxBuffer: 1 << 26 });
const NUM = /^\(?-?[\d,]*\.?\d+\)?(%|x)?$/;
function numTok(t) {
  if (t === '—' || t === '–' || t === '-') return 0;
  if (t === 'n/m') return null;
  const neg = t.startsWith('(') && t.endsWith(')');
  const v = parseFloat(t.replace(/[(),%x]/g, ''));
  return neg ? -v : v;
}
// a layout line: the label is the text before the first run of 2+ spaces; the rest are value cells
function parseLine(line) {
  const segs = line.trim().split(/\s{2,}/);
  const label = segs[0] && !NUM.test(segs[0]) && segs[0] !== '$' && segs[0] !== '—' ? segs.shift() : '';
  const vals = [];
  for (const s of segs) {
    const parts = s.split(/\s+/).filter((p) => p !== '$');
    if (!parts.length) continue;
    if (parts.every((p) => NUM.test(p) || p === '—' || p === 'n/m' || p === '-')) parts.forEach((p) => vals.push(numTok(p)));
    else if (/ pts$/.test(s) && NUM.test(s.replace(/ pts$/, ''))) vals.push(numTok(s.replace(/ pts$/, '')));
    else vals.push(s);
  }
  return { label: label.replace(/\s+/g, ' ').trim(), vals };
}
// rows of a text block; a label that wraps onto a second line (numbers on the second line) is joined
function rowsOf(text) {
  const lines = text.split('\n').map(parseLine);
  const out = [];
  lines.forEach((l, i) => {
    out.push(l);
    const n = lines[i + 1];
    if (l.label && !l.vals.length && n && n.vals.length && n.label) out.push({ label: `${l.label} ${n.label}`, vals: n.vals });
  });
  return out;
}
function getAll(text, label) { return rowsOf(text).filter((r) => r.label === label && r.vals.length); }
function get(text, label, n) {
  const r = getAll(text, label);
  if (!r.length) { fail(`row not found: "${label}"`); return new Array(n || 1).fill(NaN); }
  const v = r[0].vals;
  return n ? v.slice(-n) : v;
}
const between = (text, a, b) => {
  const i = text.indexOf(a);
  if (i < 0) { fail(`marker not found: ${a}`); return ''; }
  const j = b ? text.indexOf(b, i + a.length) : -1;
  return text.slice(i, j < 0 ? undefined : j);
};
const lineIdx = (lines, t, from = 0) => lines.findIndex((l, i) => i >= from && l.trim() === t);

// ───────── Ashgrove ─────────
const AG = path.join(DOCS, 'ashgrove');
const agFiles = fs.readdirSync(AG);
const auditFile = agFiles.find((f) => f.endsWith('.pdf'));
const auditTxt = pdfText(path.join(AG, auditFile));
const pages = auditTxt.split('\f');
const page = (...m) => pages.find((p) => m.every((x) => p.includes(x))) || (fail('page not found ' + m), '');
const sfp = page('Statements of Financial Position', 'Total current assets');
const soa = page('Statement of Activities', 'Net assets released from restrictions');
const sfe = page('Statement of Functional Expenses', 'Salaries and wages');
const scf = page('Statements of Cash Flows', 'Cash flows from operating activities');
const notes = pages.slice(pages.indexOf(scf) + 1).join('\n');

const S = (l) => get(sfp, l, 2); // [2025, 2024]
const bs = {};
for (const [k, l] of Object.entries({ cash: 'Cash and cash equivalents', ar: 'Accounts receivable, net', cr: 'Contributions receivable, current portion (Note 4)', invy: 'Museum store inventory', prep: 'Prepaid expenses and other current assets', ca: 'Total current assets', crl: 'Contributions receivable, net of current portion (Note 4)', inv: 'Investments (Note 3)', bi: 'Beneficial interest in perpetual trust (Note 3)', ppe: 'Property and equipment, net (Note 5)', ta: 'Total assets', ap: 'Accounts payable and accrued expenses', def: 'Deferred revenue', loc: 'Line of credit (Note 2)', cpd: 'Current portion of long-term debt (Note 6)', cl: 'Total current liabilities', ann: 'Annuity obligations', ltd: 'Long-term debt, net of current portion (Note 6)', tl: 'Total liabilities', naw: 'Without donor restrictions (Note 7)', nad: 'With donor restrictions (Note 8)', na: 'Total net assets', tln: 'Total liabilities and net assets' })) bs[k] = S(l);
for (const i of [0, 1]) {
  const y = ['2025', '2024'][i];
  eq(bs.cash[i] + bs.ar[i] + bs.cr[i] + bs.invy[i] + bs.prep[i], bs.ca[i], `SFP current assets ${y}`);
  eq(bs.ca[i] + bs.crl[i] + bs.inv[i] + bs.bi[i] + bs.ppe[i], bs.ta[i], `SFP total assets ${y}`);
  eq(bs.ap[i] + bs.def[i] + bs.loc[i] + bs.cpd[i], bs.cl[i], `SFP current liabilities ${y}`);
  eq(bs.cl[i] + bs.ann[i] + bs.ltd[i], bs.tl[i], `SFP liabilities ${y}`);
  eq(bs.naw[i] + bs.nad[i], bs.na[i], `SFP net assets ${y}`);
  eq(bs.tl[i] + bs.na[i], bs.tln[i], `SFP L+NA ${y}`); eq(bs.tln[i], bs.ta[i], `SFP balances ${y}`);
}
// statement of activities: [without, with, total 2025, total 2024]
const SA = (l) => get(soa, l, 4);
const act = {};
for (const [k, l] of Object.entries({ contrib: 'Contributions and grants', events: 'Special events, net of direct benefits to donors of $412 and $389 in 2025 and 2024, respectively', members: 'Memberships', adm: 'Admissions', store: 'Museum store sales, net of cost of sales of $1,036 and $981, respectively', edu: 'Education program fees', approp: 'Investment return appropriated for operations (Note 9)', other: 'Other income', rel: 'Net assets released from restrictions', rev: 'Total revenue, support and other', ex: 'Exhibitions and collections', ed: 'Education and public programs', prog: 'Total program services', mg: 'Management and general', fr: 'Fundraising', sup: 'Total supporting services', exp: 'Total expenses', opch: 'Change in net assets from operations', endc: 'Contributions restricted to endowment', invn: 'Investment return, net of amounts appropriated for operations (Note 3)', bich: 'Change in value of beneficial interest in perpetual trust', nonop: 'Total nonoperating activities', ch: 'Change in net assets', beg: 'Net assets, beginning of year', end: 'Net assets, end of year' })) act[k] = SA(l);
for (const [k, r] of Object.entries(act)) eq(r[0] + r[1], r[2], `SOA ${k} without + with = total`);
for (const i of [0, 1, 2, 3]) {
  eq(sum(['contrib', 'events', 'members', 'adm', 'store', 'edu', 'approp', 'other', 'rel'].map((k) => act[k][i])), act.rev[i], `SOA revenue col ${i}`);
  eq(act.ex[i] + act.ed[i], act.prog[i], `SOA program col ${i}`); eq(act.mg[i] + act.fr[i], act.sup[i], `SOA support col ${i}`);
  eq(act.prog[i] + act.sup[i], act.exp[i], `SOA expenses col ${i}`); eq(act.rev[i] - act.exp[i], act.opch[i], `SOA ops change col ${i}`);
  eq(act.endc[i] + act.invn[i] + act.bich[i], act.nonop[i], `SOA nonop col ${i}`); eq(act.opch[i] + act.nonop[i], act.ch[i], `SOA change col ${i}`);
  eq(act.beg[i] + act.ch[i], act.end[i], `SOA roll col ${i}`);
}
eq(act.end[0], bs.naw[0], 'SOA without = SFP'); eq(act.end[1], bs.nad[0], 'SOA with = SFP'); eq(act.end[2], bs.na[0], 'SOA total = SFP 2025');
eq(act.end[3], bs.na[1], 'SOA 2024 total = SFP 2024'); eq(act.beg[0], bs.naw[1], 'SOA begin without = SFP 2024'); eq(act.beg[1], bs.nad[1], 'SOA begin with = SFP 2024');
// functional expenses: [ex, ed, prog, mg, fr, sup, total]
const fxLabels = rowsOf(sfe).filter((r) => r.vals.length === 7 && r.label).map((r) => r.label);
const fx = Object.fromEntries(fxLabels.map((l) => [l, get(sfe, l, 7)]));
check(fxLabels.length === 17, 'functional expense rows ' + fxLabels.length);
for (const [l, r] of Object.entries(fx)) { eq(r[0] + r[1], r[2], `SFE ${l} program`); eq(r[3] + r[4], r[5], `SFE ${l} support`); eq(r[2] + r[5], r[6], `SFE ${l} total`); }
for (let i = 0; i < 7; i++) eq(sum(fxLabels.filter((l) => l !== 'Total expenses').map((l) => fx[l][i])), fx['Total expenses'][i], `SFE column ${i} foots`);
eq(fx['Total expenses'][0], act.ex[0], 'SFE ex = SOA'); eq(fx['Total expenses'][1], act.ed[0], 'SFE ed = SOA'); eq(fx['Total expenses'][3], act.mg[0], 'SFE mg = SOA'); eq(fx['Total expenses'][4], act.fr[0], 'SFE fr = SOA'); eq(fx['Total expenses'][6], act.exp[0], 'SFE total = SOA');
// cash flows [2025, 2024]
const C = (l) => get(scf, l, 2);
const cf = {};
for (const [k, l] of Object.entries({ ch: 'Change in net assets', dep: 'Depreciation', gains: 'Net realized and unrealized gains on investments', bi: 'Change in value of beneficial interest in perpetual trust', endc: 'Contributions restricted to endowment', amort: 'Amortization of debt issuance costs', ar: 'Accounts receivable', cr: 'Contributions receivable', invy: 'Museum store inventory', prep: 'Prepaid expenses and other current assets', ap: 'Accounts payable and accrued expenses', def: 'Deferred revenue', ann: 'Annuity obligations', op: 'Net cash provided by operating activities', capex: 'Purchases of property and equipment', purch: 'Purchases of investments', sales: 'Proceeds from sales and maturities of investments', inv: 'Net cash used in investing activities', finc: 'Proceeds from contributions restricted to endowment', loc: 'Net (repayments) borrowings on line of credit', princ: 'Principal payments on long-term debt', fin: 'Net cash (used in) provided by financing activities', net: 'Net increase (decrease) in cash and cash equivalents', beg: 'Cash and cash equivalents, beginning of year', end: 'Cash and cash equivalents, end of year' })) cf[k] = C(l);
for (const i of [0, 1]) {
  eq(sum(['ch', 'dep', 'gains', 'bi', 'endc', 'amort', 'ar', 'cr', 'invy', 'prep', 'ap', 'def', 'ann'].map((k) => cf[k][i])), cf.op[i], `SCF operating ${i}`);
  eq(cf.capex[i] + cf.purch[i] + cf.sales[i], cf.inv[i], `SCF investing ${i}`); eq(cf.finc[i] + cf.loc[i] + cf.princ[i], cf.fin[i], `SCF financing ${i}`);
  eq(cf.op[i] + cf.inv[i] + cf.fin[i], cf.net[i], `SCF net ${i}`); eq(cf.beg[i] + cf.net[i], cf.end[i], `SCF roll ${i}`); eq(cf.end[i], bs.cash[i], `SCF cash = SFP ${i}`);
}
eq(cf.ch[0], act.ch[2], 'SCF change = SOA'); eq(cf.ch[1], act.ch[3], 'SCF change 2024 = SOA'); eq(cf.dep[0], fx.Depreciation[6], 'SCF depreciation = SFE');
eq(cf.ar[0], bs.ar[1] - bs.ar[0], 'SCF AR = SFP change'); eq(cf.ap[0], bs.ap[0] - bs.ap[1], 'SCF AP = SFP change'); eq(cf.cr[0], (bs.cr[1] + bs.crl[1]) - (bs.cr[0] + bs.crl[0]), 'SCF pledges = SFP change');
eq(bs.inv[0], bs.inv[1] - cf.purch[0] - cf.sales[0] - cf.gains[0], 'investments roll forward');
// notes
const n2 = between(notes, '2. Liquidity and Availability', '3. Investments and Fair Value');
const liq = { avail: get(n2, 'Financial assets available to meet general expenditures within one year', 2), tot: get(n2, 'Total financial assets', 2) };
{
  const parts = ['Contributions receivable due after one year', 'Donor-restricted endowment funds', 'Board-designated endowment', 'Other donor-restricted net assets, excluding receivables due after one year', 'Plus endowment appropriation for the following fiscal year'].map((l) => get(n2, l, 2));
  for (const i of [0, 1]) eq(liq.tot[i] + sum(parts.map((p) => p[i])), liq.avail[i], `liquidity ${i}`);
  eq(liq.tot[0], bs.cash[0] + bs.ar[0] + bs.cr[0] + bs.crl[0] + bs.inv[0], 'liquidity financial assets = SFP');
}
const n3 = between(notes, '3. Investments and Fair Value Measurements', '4. Contributions Receivable');
const n3l = n3.split('\n');
const fv25 = n3l.slice(lineIdx(n3l, 'June 30, 2025'), lineIdx(n3l, 'June 30, 2024')).join('\n');
const fv24 = n3l.slice(lineIdx(n3l, 'June 30, 2024')).join('\n').split('(a) Certain')[0];
const fvClasses = ['Cash and money market funds', 'Domestic equity securities', 'International equity funds', 'U.S. Treasury and agency securities', 'Corporate bonds', 'Real estate investment trusts', 'Private credit fund'];
const fv = {};
for (const [y, t] of [['2025', fv25], ['2024', fv24]]) {
  const rows = Object.fromEntries(fvClasses.map((c) => [c, get(t, c, 4)]));
  for (const [c, r] of Object.entries(rows)) eq(r[0] + r[1] + r[2], r[3], `FV ${y} ${c}`);
  const hier = get(t, 'Total investments in the fair value hierarchy', 4), nav = get(t, 'Investments measured at net asset value (a)', 1)[0], tot = get(t, 'Total investments', 4);
  for (let i = 0; i < 4; i++) eq(sum(Object.values(rows).map((r) => r[i])), hier[i], `FV ${y} hierarchy col ${i}`);
  eq(hier[3] + nav, tot[3], `FV ${y} total`); eq(tot[3], bs.inv[y === '2025' ? 0 : 1], `FV ${y} = SFP`);
  fv[y] = { rows, hier, nav, tot };
}
const ir = { tot: get(n3, 'Total investment return, net', 2), nonop: get(n3, 'Investment return, net of amounts appropriated for operations', 2), gains: get(n3, 'Net realized and unrealized gains', 2) };
eq(ir.nonop[0], act.invn[2], 'note 3 nonoperating return = SOA'); eq(ir.gains[0], -cf.gains[0], 'note 3 gains = SCF');
const n4 = between(notes, '4. Contributions Receivable', '5. Property and Equipment');
const pl = { lt1: get(n4, 'Due in less than one year', 2), y15: get(n4, 'Due in one to five years', 2), tot: get(n4, 'Total', 2), net: get(n4, 'Contributions receivable, net', 2) };
eq(pl.lt1[0] + pl.y15[0], pl.tot[0], 'pledges gross'); eq(pl.net[0], bs.cr[0] + bs.crl[0], 'pledges net = SFP'); eq(pl.lt1[0], bs.cr[0], 'pledges current = SFP');
const n5 = between(notes, '5. Property and Equipment', '6. Long-Term Debt');
const ppe = { gross: get(n5, 'Total', 2), acc: get(n5, 'Less accumulated depreciation', 2), net: get(n5, 'Property and equipment, net', 2) };
eq(ppe.gross[0] + ppe.acc[0], ppe.net[0], 'PPE net'); eq(ppe.net[0], bs.ppe[0], 'PPE = SFP'); eq(ppe.net[1], bs.ppe[1], 'PPE 2024 = SFP');
eq(ppe.acc[1] - ppe.acc[0], fx.Depreciation[6], 'accumulated depreciation moves by depreciation'); eq(ppe.gross[0] - ppe.gross[1], -cf.capex[0], 'capex = PPE gross change');
const n6 = between(notes, '6. Long-Term Debt', '7. Net Assets Without');
const yearRow = (t, y) => { const l = t.split('\n').find((x) => new RegExp(`^\\s*${y}\\s{2,}`).test(x)); if (!l) { fail('maturity row ' + y); return NaN; } return parseLine(l.replace(y, '')).vals.slice(-1)[0]; };
const mat = Object.fromEntries(['2026', '2027', '2028', '2029', '2030', 'Thereafter'].map((y) => [y, y === 'Thereafter' ? get(n6, y, 1)[0] : yearRow(n6, y)]));
const principal = get(n6, 'Series 2019 Revenue Bonds, principal outstanding', 2);
eq(sum(Object.values(mat)), get(n6, 'Total', 1)[0], 'maturities foot'); eq(sum(Object.values(mat)), principal[0], 'maturities = principal');
eq(mat['2026'], bs.cpd[0], 'first maturity = current portion'); eq(principal[1] - principal[0], -cf.princ[0], 'principal paid');
eq(get(n6, 'Long-term debt, net of current portion', 2)[0], bs.ltd[0], 'debt note = SFP');
const n7 = between(notes, '7. Net Assets Without', '8. Net Assets With');
eq(get(n7, 'Total net assets without donor restrictions', 2)[0], bs.naw[0], 'note 7 = SFP');
const n8 = between(notes, '8. Net Assets With', '9. Endowment');
const purposes = ['Exhibitions', 'Education programs', 'Capital improvements', 'Art acquisitions'];
const pur = Object.fromEntries(purposes.map((p) => [p, get(n8, p, 2)]));
eq(get(n8, 'Total net assets with donor restrictions', 2)[0], bs.nad[0], 'note 8 = SFP'); eq(get(n8, 'Total net assets with donor restrictions', 2)[1], bs.nad[1], 'note 8 2024 = SFP');
const n9 = between(notes, '9. Endowment', '10. Subsequent Events');
const end = { ret: getAll(n9, 'Investment return, net').map((r) => r.vals.slice(-3)), approp: getAll(n9, 'Appropriation of endowment assets for expenditure').map((r) => r.vals.slice(-3)), close25: get(n9, 'Endowment net assets, June 30, 2025', 3), close24: get(n9, 'Endowment net assets, June 30, 2024', 3) };
check(end.approp.length === 2 && end.ret.length === 2, 'endowment note has two blocks');
eq(-end.approp[1][2], act.approp[2], 'FY25 endowment appropriation = SOA'); eq(-end.approp[0][2], act.approp[3], 'FY24 endowment appropriation = SOA');
eq(end.close25[1], (getAll(n8, 'Total')[1] || { vals: [NaN, NaN] }).vals.slice(-2)[0], 'endowment with-donor = note 8');
eq(end.close25[0], get(n7, 'Board-designated endowment (Note 9)', 2)[0], 'board-designated = note 7');
// dashboard
const wb = new ExcelJS.Workbook();
await wb.xlsx.readFile(path.join(AG, agFiles.find((f) => f.endsWith('.xlsx'))));
const ws = wb.worksheets[0];
const dq = []; // {fy, q, months, att, mem, adm, memrev, opex, dch, endow}
{
  let fy = null;
  ws.eachRow((row, r) => {
    const a = row.getCell(1).value;
    if (typeof a === 'string' && /^FY\d{4}$/.test(a.trim())) fy = a.trim();
    else if (fy && typeof a === 'string' && /^Q[1-4]$/.test(a.trim())) {
      const v = (c) => row.getCell(c).value;
      dq.push({ fy, q: a.trim(), months: v(2), att: v(3), mem: v(4), adm: v(5), memrev: v(6), opex: v(7), dch: v(8), endow: v(9) });
    }
  });
}
check(dq.length === 8, 'dashboard has 8 quarters');
const dqq = (fy, q) => dq.find((x) => x.fy === fy && x.q === q);
const fyRows = (fy) => dq.filter((x) => x.fy === fy);
eq(sum(fyRows('FY2025').map((x) => x.adm)), act.adm[2], 'dashboard admissions FY25 = SOA'); eq(sum(fyRows('FY2024').map((x) => x.adm)), act.adm[3], 'dashboard admissions FY24 = SOA');
eq(sum(fyRows('FY2025').map((x) => x.memrev)), act.members[2], 'dashboard memberships FY25 = SOA'); eq(sum(fyRows('FY2024').map((x) => x.memrev)), act.members[3], 'dashboard memberships FY24 = SOA');
eq(sum(fyRows('FY2025').map((x) => x.opex)), act.exp[2], 'dashboard opex FY25 = SOA'); eq(sum(fyRows('FY2024').map((x) => x.opex)), act.exp[3], 'dashboard opex FY24 = SOA');
check(Math.abs(dqq('FY2025', 'Q4').endow * 1000 - end.close25[2]) < 10, 'dashboard endowment = note 9');
check(Math.abs(dqq('FY2025', 'Q4').dch - bs.cash[0] / ((act.exp[2] - fx.Depreciation[6]) / 365)) < 0.5, 'days cash on hand Q4 FY25');
// Form 990
const f990 = parse(fs.readFileSync(path.join(AG, agFiles.find((f) => f.endsWith('.csv'))), 'utf8'), { columns: true, skip_empty_lines: true });
const g990 = (part, line, column = '') => { const r = f990.filter((x) => x.part === part && x.line === line && x.column === column); if (r.length !== 1) fail(`990 ${part} ${line} ${column}: ${r.length} rows`); return Number(r[0]?.amount); };
const ixLines = [...new Set(f990.filter((r) => r.part === 'Part IX').map((r) => r.line))];
const colA = '(A) Total expenses', colB = '(B) Program service expenses', colC = '(C) Management and general expenses', colD = '(D) Fundraising expenses';
for (const l of ixLines) eq(g990('Part IX', l, colB) + g990('Part IX', l, colC) + g990('Part IX', l, colD), g990('Part IX', l, colA), `990 IX line ${l} A = B+C+D`);
for (const c of [colA, colB, colC, colD]) eq(sum(ixLines.filter((l) => l !== '25').map((l) => g990('Part IX', l, c))), g990('Part IX', '25', c), `990 IX line 25 ${c}`);
for (const y of ['Prior Year', 'Current Year']) {
  eq(['8', '9', '10', '11'].reduce((s, l) => s + g990('Part I', l, y), 0), g990('Part I', '12', y), `990 I line 12 ${y}`);
  eq(g990('Part I', '12', y) - g990('Part I', '18', y), g990('Part I', '19', y), `990 I line 19 ${y}`);
  eq(['13', '14', '15', '16a', '17'].reduce((s, l) => s + g990('Part I', l, y), 0), g990('Part I', '18', y), `990 I line 18 ${y}`);
}
eq(g990('Part I', '18', 'Current Year'), g990('Part IX', '25', colA), '990 I 18 = IX 25');
eq(g990('Part I', '16b'), g990('Part IX', '25', colD), '990 I 16b = IX 25 D');
eq(['5', '7', '8', '9', '10'].reduce((s, l) => s + g990('Part IX', l, colA), 0), g990('Part I', '15', 'Current Year'), '990 I 15 = IX 5-10');
for (const c of ['Beginning of Current Year', 'End of Year']) eq(g990('Part I', '20', c) - g990('Part I', '21', c), g990('Part I', '22', c), `990 I 22 ${c}`);
check(Math.abs(g990('Part I', '22', 'End of Year') / 1000 - bs.na[0]) < 2, '990 net assets = audit (rounded)');
check(Math.abs(g990('Part IX', '25', colA) / 1000 - act.exp[2]) < 5, '990 expenses = audit (rounded)');

// ───────── Red Willow ─────────
const RWD = path.join(DOCS, 'redwillow');
const rwFiles = fs.readdirSync(RWD);
const arTxt = pdfText(path.join(RWD, rwFiles.find((f) => /Annual Report/.test(f))));
const prTxt = pdfText(path.join(RWD, rwFiles.find((f) => /News Release/.test(f))));
const zip = await JSZip.loadAsync(fs.readFileSync(path.join(RWD, rwFiles.find((f) => f.endsWith('.docx')))));
const docXml = await zip.file('word/document.xml').async('string');
const unx = (s) => s.replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const letter = unx(docXml.split('</w:p>').map((p) => [...p.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')).join('\n'));
const arPages = arTxt.split('\f');
const five = arPages.find((p) => p.includes('Five-Year Financial Summary'));
const segP = arPages.find((p) => p.includes('Results by segment'));
const stmt = arPages.find((p) => p.includes('Consolidated Statement of Earnings'));
const earn = between(stmt, 'Consolidated Statement of Earnings', 'Consolidated Balance Sheet');
const bsr = between(stmt, 'Consolidated Balance Sheet', '\u0000');
const shr = arPages.find((p) => p.includes('Note 12. Member shares'));
const FY = ['2025', '2024', '2023', '2022', '2021'];
const F5 = (l) => get(five, l, 5);
const f5 = {};
for (const [k, l] of Object.entries({ sales: 'Sales', gm: 'Gross margin', gmPct: 'Gross margin (% of sales)', oe: 'Operating earnings (1)', fin: 'Finance costs', ebpt: 'Earnings before patronage refund and income taxes', pr: 'Patronage refund', net: 'Net earnings', ta: 'Total assets', debt: 'Long-term debt, including current portion', me: "Members' equity", eq: 'Equity ratio (%) (2)', wc: 'Working capital ratio (x)', cover: 'Interest coverage (x) (3)', members: 'Active members (number) (4)', spm: 'Sales per active member ($)', prpm: 'Patronage refund per active member ($)', cash: 'Cash portion of patronage refund (%)', fuel: 'Fuel volume (millions of litres)' })) f5[k] = F5(l);
for (let i = 0; i < 5; i++) {
  check(Math.abs(f5.me[i] / f5.ta[i] * 100 - f5.eq[i]) < 0.06, `equity ratio ${FY[i]}`);
  check(Math.abs(f5.oe[i] / f5.fin[i] - f5.cover[i]) < 0.06 || i < 2, `interest coverage ${FY[i]}`);
  check(Math.abs(f5.gm[i] / f5.sales[i] * 100 - f5.gmPct[i]) < 0.06, `gross margin % ${FY[i]}`);
  check(Math.abs(f5.sales[i] * 1e6 / f5.members[i] - f5.spm[i]) / f5.spm[i] < 0.003, `sales per member ${FY[i]}`);
}
const segNames = ['Food & Pharmacy', 'Agro', 'Energy', 'Home & Building', 'Corporate and other'];
const seg = Object.fromEntries([...segNames, 'Total'].map((s) => [s, get(segP, s, 6)])); // [sales25, op25, m25, sales24, op24, m24]
for (const i of [0, 1, 3, 4]) eq(sum(segNames.map((s) => seg[s][i])), seg.Total[i], `segment column ${i}`);
for (const s of segNames.slice(0, 4)) { check(Math.abs(seg[s][1] / seg[s][0] * 100 - seg[s][2]) < 0.051, `segment margin ${s} 2025`); check(Math.abs(seg[s][4] / seg[s][3] * 100 - seg[s][5]) < 0.051, `segment margin ${s} 2024`); }
const E = (l) => get(earn, l, 2);
const is = {};
for (const [k, l] of Object.entries({ sales: 'Sales', cos: 'Cost of sales', gm: 'Gross margin', oga: 'Operating, general and administrative expenses', da: 'Depreciation and amortization', oe: 'Operating earnings', fin: 'Finance costs', oth: 'Interest and other income', ebpt: 'Earnings before patronage refund and income taxes', pr: 'Patronage refund', ebt: 'Earnings before income taxes', tax: 'Income taxes', net: 'Net earnings' })) is[k] = E(l);
for (const i of [0, 1]) {
  eq(is.sales[i] + is.cos[i], is.gm[i], `IS gross margin ${i}`); eq(is.gm[i] + is.oga[i] + is.da[i], is.oe[i], `IS operating earnings ${i}`);
  eq(is.oe[i] + is.fin[i] + is.oth[i], is.ebpt[i], `IS EBPT ${i}`); eq(is.ebpt[i] + is.pr[i], is.ebt[i], `IS EBT ${i}`); eq(is.ebt[i] + is.tax[i], is.net[i], `IS net ${i}`);
  eq(is.sales[i], seg.Total[i * 3], `IS sales = segments ${i}`); eq(is.oe[i], seg.Total[i * 3 + 1], `IS operating earnings = segments ${i}`);
  for (const k of ['sales', 'gm', 'oe', 'ebpt', 'net']) check(Math.abs(Math.abs(is[k][i]) / 1000 - f5[k][i]) < 0.051, `five-year ${k} ${FY[i]} = statement`);
  check(Math.abs(Math.abs(is.pr[i]) / 1000 - f5.pr[i]) < 0.051, `five-year patronage ${FY[i]}`);
}
const B = (l) => get(bsr, l, 2);
const rb = {};
for (const [k, l] of Object.entries({ cash: 'Cash and cash equivalents', ar: 'Accounts receivable', inv: 'Inventories', prep: 'Prepaid expenses and deposits', ca: 'Total current assets', coop: 'Investments in co-operatives', ppe: 'Property, plant and equipment', oth: 'Intangible and other assets', ta: 'Total assets', ap: 'Accounts payable and accrued liabilities', prp: 'Patronage refund payable', cpd: 'Current portion of long-term debt', cl: 'Total current liabilities', ltd: 'Long-term debt', dt: 'Deferred income taxes', tl: 'Total liabilities', sh: 'Member shares (Note 12)', rs: 'Retained savings', me: "Total members' equity", tle: "Total liabilities and members' equity" })) rb[k] = B(l);
for (const i of [0, 1]) {
  eq(rb.cash[i] + rb.ar[i] + rb.inv[i] + rb.prep[i], rb.ca[i], `BS current assets ${i}`); eq(rb.ca[i] + rb.coop[i] + rb.ppe[i] + rb.oth[i], rb.ta[i], `BS total assets ${i}`);
  eq(rb.ap[i] + rb.prp[i] + rb.cpd[i], rb.cl[i], `BS current liabilities ${i}`); eq(rb.cl[i] + rb.ltd[i] + rb.dt[i], rb.tl[i], `BS liabilities ${i}`);
  eq(rb.sh[i] + rb.rs[i], rb.me[i], `BS equity ${i}`); eq(rb.tl[i] + rb.me[i], rb.tle[i], `BS balances ${i}`); eq(rb.tle[i], rb.ta[i], `BS = total assets ${i}`);
  check(Math.abs(rb.ta[i] / 1000 - f5.ta[i]) < 0.051 && Math.abs(rb.me[i] / 1000 - f5.me[i]) < 0.051 && Math.abs((rb.ltd[i] + rb.cpd[i]) / 1000 - f5.debt[i]) < 0.051, `five-year position ${FY[i]}`);
  check(Math.abs(rb.ca[i] / rb.cl[i] - f5.wc[i]) < 0.0051, `working capital ratio ${FY[i]}`);
}
eq(rb.rs[0] - rb.rs[1], is.net[0], 'retained savings move by net earnings');
// member shares note (dollars): [Class A number, Class A $, Class B $, total $]
const sh = { bal: (d) => get(shr, `Balance at August 31, ${d}`, 4), issued: getAll(shr, 'Issued to new members').map((r) => r.vals.slice(-4)), alloc: getAll(shr, 'Patronage refund allocated as shares').map((r) => r.vals.slice(-4)), red: getAll(shr, 'Redeemed').map((r) => r.vals.slice(-4)) };
{
  const b23 = sh.bal('2023'), b24 = sh.bal('2024'), b25 = sh.bal('2025');
  for (const [o, c, i] of [[b23, b24, 0], [b24, b25, 1]]) for (let j = 0; j < 4; j++) eq(o[j] + sh.issued[i][j] + sh.alloc[i][j] + sh.red[i][j], c[j], `member shares roll ${i} col ${j}`);
  for (const b of [b23, b24, b25]) { eq(b[0] * 10, b[1], 'Class A at $10'); eq(b[1] + b[2], b[3], 'shares total'); }
  check(Math.abs(b25[3] / 1000 - rb.sh[0]) < 1 && Math.abs(b24[3] / 1000 - rb.sh[1]) < 1, 'member shares = balance sheet');
  check(Math.abs(sh.alloc[1][2] - (-is.pr[0] * 1000) * (1 - f5.cash[0] / 100)) < 1000, 'allocated shares = non-cash patronage');
  check(sh.issued[1][0] === Number((letter.match(/welcomed ([\d,]+) new members/) || [])[1]?.replace(/,/g, '')), 'letter new members = note 12');
}
// news release: [3m 2026, 3m 2025, %, 9m 2026, 9m 2025, %]
const prT = prTxt.split('\f')[1] || '';
const prSales = between(prT, 'Sales', 'Total sales') + prT.split('\n').find((l) => l.trim().startsWith('Total sales'));
const prOe = between(prT, 'Operating earnings (loss)', 'Total operating earnings') + prT.split('\n').find((l) => l.trim().startsWith('Total operating earnings'));
const qsegs = ['Food & Pharmacy', 'Agro', 'Energy', 'Home & Building', 'Other'];
const pick = (r) => [r[0], r[1], r[3], r[4]];
const qs = Object.fromEntries([...qsegs, 'Total sales'].map((s) => [s, pick(get(prSales, s, 6))]));
const qo = Object.fromEntries([...qsegs, 'Total operating earnings'].map((s) => [s, pick(get(prOe, s, 6))]));
const q = { gm: pick(get(prT, 'Gross margin', 6)), gmPct: pick(get(prT, 'Gross margin (% of sales)', 6)), opex: pick(get(prT, 'Operating expenses (1)', 6)), fin: pick(get(prT, 'Finance costs', 6)), oth: pick(get(prT, 'Interest and other income', 6)), ebpt: pick(get(prT, 'Earnings before patronage refund and income taxes', 6)), fuel: pick(get(prT, 'Fuel volume (millions of litres)', 6)) };
for (let i = 0; i < 4; i++) {
  eq(sum(qsegs.map((s) => qs[s][i])), qs['Total sales'][i], `release sales col ${i}`); eq(sum(qsegs.map((s) => qo[s][i])), qo['Total operating earnings'][i], `release op col ${i}`);
  eq(q.gm[i] - q.opex[i], qo['Total operating earnings'][i], `release gm - opex ${i}`); eq(qo['Total operating earnings'][i] - q.fin[i] + q.oth[i], q.ebpt[i], `release EBPT ${i}`);
  check(Math.abs(q.gm[i] / qs['Total sales'][i] * 100 - q.gmPct[i]) < 0.051, `release gm% ${i}`);
}
for (const s of qsegs.slice(0, 4)) check(qs[s][3] < seg[s][0], `nine months to May 2025 inside fiscal 2025: ${s}`);
{
  const rows = getAll(prSales, 'Agro')[0].vals;
  check(Math.abs((rows[0] / rows[1] - 1) * 100 - rows[2]) < 0.051, 'release % change column');
}

// ───────── cases ─────────
let n = 0;
const id = (org) => `${org}-${String(++n).padStart(3, '0')}`;
// Each entry: [words the question must contain, expected value or canonical text]
const agDef = [
  [['cash', 'June 30, 2025'], bs.cash[0]],
  [['net assets', 'FY24'], bs.na[1]],
  [['memberships', 'FY25'], act.members[2]],
  [['admissions', '2024'], act.adm[3]],
  [['Salaries', 'education'], fx['Salaries and wages'][1]],
  [['level 3'], fv['2025'].hier[2]],
  [['2028'], mat['2028']],
  [['exhibitions', 'June 30, 2025'], pur.Exhibitions[0]],
  [['operating activities'], cf.op[0]],
  [['property and equipment', '2024'], -cf.capex[1]],
  [['endowment', 'FY24'], -end.approp[0][2]],
  [['employees', '990'], g990('Part I', '5')],
  [['990', 'officers'], g990('Part IX', '5', colA)],
  [['attendance', 'Q3 FY25'], dqq('FY2025', 'Q3').att],
  [['members', '12/31/2023'], dqq('FY2024', 'Q2').mem],
  [['direct benefits', 'FY25'], Number((soa.replace(/\s+/g, ' ').match(/direct benefits to donors of \$(\d+) and/) || [])[1])],
  [['available', 'within one year'], liq.avail[0]],
  [['days cash', 'FY25'], dqq('FY2025', 'Q4').dch],
  [['attendance', 'FY25'], sum(fyRows('FY2025').map((x) => x.att))],
  [['salaries', 'benefits'], fx['Salaries and wages'][6] + fx['Employee benefits and payroll taxes'][6]],
  [['FY26 through FY28'], mat['2026'] + mat['2027'] + mat['2028']],
  [['pledges', 'before the discount'], pl.tot[0]],
  [['treasuries', 'corporate bonds'], fv['2025'].rows['U.S. Treasury and agency securities'][3] + fv['2025'].rows['Corporate bonds'][3]],
  [['opex', 'FY24 to FY25'], act.exp[2] - act.exp[3]],
  [['Q4 FY25 admissions'], dqq('FY2025', 'Q4').adm - dqq('FY2024', 'Q4').adm],
  [['investment portfolio grow'], bs.inv[0] - bs.inv[1]],
  [['net new members'], dqq('FY2025', 'Q4').mem - dqq('FY2024', 'Q4').mem],
  [['admissions', 'yoy'], (act.adm[2] / act.adm[3] - 1) * 100],
  [['G&A', 'share'], fx['Total expenses'][3] / fx['Total expenses'][6] * 100],
  [['Level 1', 'June 30, 2025'], fv['2025'].tot[0] / fv['2025'].tot[3] * 100],
  [['Q3 FY25 attendance'], (dqq('FY2025', 'Q3').att / dqq('FY2024', 'Q3').att - 1) * 100],
  [['990', 'program service'], g990('Part IX', '25', colB) / g990('Part IX', '25', colA) * 100],
  [['current ratio', 'June 30, 2025'], bs.ca[0] / bs.cl[0]],
  [['program expense ratio'], fx['Total expenses'][2] / fx['Total expenses'][6] * 100],
  [['to total net assets'], bs.tl[0] / bs.na[0]],
  [['current ratio', 'June 30 2024'], bs.ca[1] / bs.cl[1]],
  [['highest attendance'], (() => { const m = [...dq].sort((a, b) => b.att - a.att)[0]; return `q${m.q[1]} fy${m.fy.slice(2)}`.toLowerCase(); })()],
  [['purpose'], purposes.slice().sort((a, b) => pur[b][0] - pur[a][0])[0].toLowerCase()],
  [['excluding salaries'], fxLabels.filter((l) => !/Salaries|benefits|Total/.test(l)).sort((a, b) => fx[b][6] - fx[a][6])[0].toLowerCase()],
  [['lowest days cash'], (() => { const m = [...dq].sort((a, b) => a.dch - b.dch)[0]; return `q${m.q[1]} fy${m.fy.slice(2)}`.toLowerCase(); })()],
  [['audited'], (auditTxt.match(/\n\s*(Whitlock & Pryce) LLP\s*\n/) || [])[1]?.toLowerCase()],
  [['interest rate', 'series 2019'], (n6.match(/fixed rate of ([\d.]+%)/) || [])[1]],
  [["auditor's report dated"], (auditTxt.match(/Pittsburgh, Pennsylvania\s*\n\s*([A-Z][a-z]+ \d+, \d{4})/) || [])[1]?.toLowerCase()],
  [['line of credit'], (n2.replace(/\s+/g, ' ').match(/line of credit with ([A-Z][\w ]+? Bank)/) || [])[1]?.toLowerCase()],
  [['capitalize'], /are not capitalized or recognized as assets/.test(notes.replace(/\s+/g, ' ')) ? 'not capitalized' : 'MISSING'],
  [['facility rentals'], { nf: ['rental'] }],
  [['FY2022'], { nf: ['2022', 'fy22'] }],
  [['budget'], { nf: ['budget'] }],
  [['deaccessions'], { nf: ['deaccession'] }],
  [['cafe'], { nf: ['cafe', 'café', 'restaurant'] }],
];
const pctChg = (a, b) => (a - b) / Math.abs(b) * 100;
const rwDef = [
  [['fiscal 2023', 'five-year'], f5.sales[2]],
  [['equity ratio', 'FY22'], f5.eq[3]],
  [['interest coverage', '2021'], f5.cover[4]],
  [['active members', 'fiscal 2023'], f5.members[2]],
  [['per active member', 'FY25'], f5.spm[0]],
  [["Agro's operating result", '2024'], seg.Agro[4]],
  [['Energy', 'margin'], seg.Energy[2]],
  [['Q3', 'fiscal 2026'], qs['Total sales'][0]],
  [['nine months ended May 31, 2025'], qo['Total operating earnings'][3]],
  [['litres', 'Q3'], q.fuel[0]],
  [['Food & Pharmacy', 'YTD FY26'], qo['Food & Pharmacy'][2]],
  [['Class B', 'August 31, 2024'], sh.bal('2024')[2]],
  [['Class A', '2025'], sh.bal('2025')[0]],
  [['patronage refund', 'FY25'], -is.pr[0]],
  [['income taxes', '2024'], -is.tax[1]],
  [['capital projects'], Number((letter.match(/invested \$([\d.]+) million in capital projects/) || [])[1])],
  [['gross margin %', 'Q3'], q.gm[0] / qs['Total sales'][0] * 100],
  [['Food & Pharmacy', 'Home & Building'], seg['Food & Pharmacy'][0] + seg['Home & Building'][0]],
  [['patronage refunds', 'five years'], sum(f5.pr)],
  [['agro + energy'], seg.Agro[1] + seg.Energy[1]],
  [['new members', 'fiscal 2024 and fiscal 2025'], sh.issued[0][0] + sh.issued[1][0]],
  [['Agro and Energy', 'YTD'], qs.Agro[2] + qs.Energy[2]],
  [['Q4 FY25 sales'], is.sales[0] - qs['Total sales'][3]],
  [['YTD operating earnings'], qo['Total operating earnings'][2] - qo['Total operating earnings'][3]],
  [['active members', '2021 to 2025'], f5.members[0] - f5.members[4]],
  [['Energy', 'FY25 than FY24'], seg.Energy[0] - seg.Energy[3]],
  [['long-term debt', 'current portion'], (rb.ltd[0] + rb.cpd[0]) - (rb.ltd[1] + rb.cpd[1])],
  [['sales growth', '2021', '2025'], pctChg(f5.sales[0], f5.sales[4])],
  [['share', 'Agro'], seg.Agro[0] / is.sales[0] * 100],
  [['fuel volume', '%'], pctChg(q.fuel[0], q.fuel[1])],
  [['statement of earnings', 'patronage refund'], pctChg(-is.pr[0], -is.pr[1])],
  [['YTD fiscal 2026', 'food & pharmacy'], qs['Food & Pharmacy'][2] / qs['Total sales'][2] * 100],
  [['liabilities to members equity'], rb.tl[0] / rb.me[0]],
  [['current ratio', 'August 31, 2024'], rb.ca[1] / rb.cl[1]],
  [['Interest coverage', 'nine months'], qo['Total operating earnings'][2] / q.fin[2]],
  [['asset turnover'], is.sales[0] / rb.ta[0]],
  [['highest operating earnings'], FY[f5.oe.indexOf(Math.max(...f5.oe))]],
  [['best operating margin'], segNames.slice(0, 4).sort((a, b) => seg[b][1] / seg[b][0] - seg[a][1] / seg[a][0])[0].toLowerCase()],
  [['weakest YTD'], qsegs.slice().sort((a, b) => qs[a][2] / qs[a][3] - qs[b][2] / qs[b][3])[0].toLowerCase()],
  [['lowest equity ratio'], FY[f5.eq.indexOf(Math.min(...f5.eq))]],
  [['CEO'], (letter.match(/appointed ([A-Z][a-z]+ [A-Z][a-z]+), currently/) || [])[1]?.toLowerCase()],
  [['AGM'], (letter.match(/Annual General Meeting on \w+, ([A-Z][a-z]+ \d+, \d{4})/) || [])[1]?.toLowerCase()],
  [['patronage rate on fuel'], (arTxt.match(/Energy \(fuel and propane\)\s+([\d.]+ cents) per litre/) || [])[1]],
  [['new food store'], (letter.match(/opened the new ([A-Z][a-z]+ [A-Z][a-z]+) Food/) || [])[1]?.toLowerCase()],
  [['paid out in cash'], `${f5.cash[0]}%`],
  [['fiscal 2020'], { nf: ['2020'] }],
  [['online grocery'], { nf: ['online', 'e-commerce', 'ecommerce'] }],
  [['carbon tax'], { nf: ['carbon'] }],
  [['pension'], { nf: ['pension'] }],
  [['prescriptions'], { nf: ['prescription'] }],
];
// text of every file of an organisation, for phrase and notfound checks
async function orgText(dir) {
  let t = '';
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    if (f.endsWith('.pdf')) t += pdfText(p);
    else if (f.endsWith('.csv')) t += fs.readFileSync(p, 'utf8');
    else if (f.endsWith('.xlsx')) { const w = new ExcelJS.Workbook(); await w.xlsx.readFile(p); w.eachSheet((s) => s.eachRow((r) => r.eachCell((c) => { t += ' ' + String(c.value?.richText ? c.value.richText.map((x) => x.text).join('') : c.value); }))); }
    else if (f.endsWith('.docx')) { const z = await JSZip.loadAsync(fs.readFileSync(p)); t += unx((await z.file('word/document.xml').async('string')).replace(/<[^>]+>/g, ' ')); }
    else fail('unexpected file ' + f);
    t += '\n' + f + '\n';
  }
  return t.toLowerCase();
}
const orgTexts = { ashgrove: await orgText(AG), redwillow: await orgText(RWD) };
const norm = (s) => String(s).toLowerCase().replace(/\s+/g, ' ');
const monthsRe = /(january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?/;
function sameDate(phrase, canonical) {
  const d1 = new Date(canonical + ' 12:00 UTC');
  let p = phrase.replace(/\./g, '').replace(/^(\d+) ([a-z]+) (\d{4})$/i, '$2 $1, $3');
  if (/^\d{4}-\d{2}-\d{2}$/.test(phrase)) p = phrase + 'T12:00:00Z';
  const d2 = new Date(/^\d{4}-/.test(p) ? p : p + (/\d{4}/.test(p) ? ' 12:00 UTC' : `, ${d1.getUTCFullYear()} 12:00 UTC`));
  return !Number.isNaN(d2.getTime()) && d1.toISOString().slice(0, 10) === d2.toISOString().slice(0, 10);
}
for (const [org, defs] of [['ashgrove', agDef], ['redwillow', rwDef]]) {
  n = 0;
  const oc = cases.filter((c) => c.org === org);
  check(oc.length === defs.length, `${org}: ${oc.length} cases, ${defs.length} definitions`);
  const files = fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`).sort();
  defs.forEach(([words, want], i) => {
    const c = oc[i], cid = id(org);
    if (!c) return;
    check(c.id === cid, `case order ${c.id} != ${cid}`);
    for (const w of words) check(c.question.toLowerCase().includes(w.toLowerCase()), `${c.id}: question lacks "${w}" (definitions out of step?)`);
    check(JSON.stringify([...c.documents].sort()) === JSON.stringify(files), `${c.id}: documents must list every file of ${org}`);
    const a = c.answer;
    if (want && want.nf) {
      check(a.type === 'notfound' && c.kind === 'notfound', `${c.id} should be notfound`);
      check(c.question.toLowerCase().includes(want.nf[0]) || c.question.toLowerCase().includes(want.nf[0].slice(0, 6)), `${c.id}: subject "${want.nf[0]}" not in question`);
      for (const term of want.nf) check(!orgTexts[org].includes(term.toLowerCase()), `${c.id}: notfound subject "${term}" appears in ${org}'s files`);
      return;
    }
    if (typeof want === 'string' || want === undefined) {
      check(a.type === 'text', `${c.id} should be text`);
      check(want !== undefined && a.any.map(norm).includes(norm(want)), `${c.id}: canonical "${want}" not among accepted phrases ${JSON.stringify(a.any)}`);
      if (c.kind === 'text') check(orgTexts[org].replace(/\s+/g, ' ').includes(norm(want)), `${c.id}: "${want}" not found in the documents`);
      if (want && monthsRe.test(want) && /\d{4}/.test(want)) for (const p of a.any) if (/\d/.test(p)) check(sameDate(p, want), `${c.id}: "${p}" is not the same date as "${want}"`);
      return;
    }
    check(a.type === 'number', `${c.id} should be a number`);
    if (!(Math.abs(a.value - want) <= 1e-6 * Math.max(1, Math.abs(want))) && !(a.alt || []).some((x) => Math.abs(x - want) <= 1e-6 * Math.max(1, Math.abs(want)))) fail(`${c.id}: value ${a.value} (alt ${JSON.stringify(a.alt)}) != recomputed ${want}`);
    if (c.kind === 'percent') { const r = Math.round(want * 10) / 10; check(Math.abs(r - want) <= 0.005 * Math.abs(want), `${c.id}: percent not robust to 1 dp`); }
    if (c.kind === 'ratio') {
      const isPct = want > 10; const r = isPct ? Math.round(want * 10) / 10 : Math.round(want * 100) / 100;
      check(Math.abs(r - want) <= 0.005 * Math.abs(want), `${c.id}: ratio not robust to rounding`);
      if (isPct) check((a.alt || []).some((x) => Math.abs(x - want / 100) < 1e-9), `${c.id}: ratio in % needs the fraction in alt`);
    }
  });
}
// rounding: a figure printed in thousands (or $ millions) carries its dollar equivalent in alt
for (const c of cases) if (c.answer.alt) for (const x of c.answer.alt) check([1000, 1e6, 0.01].some((m) => Math.abs(x - c.answer.value * m) < 1e-6 * Math.abs(x) + 1e-9) || Math.abs(x - c.answer.value) / c.answer.value < 0.02, `${c.id}: alt ${x} is not the value in other units`);
// kinds
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
console.log('kinds:', JSON.stringify(kinds));
check(cases.length >= 95 && cases.length <= 105, 'about 100 cases');
check(kinds.lookup >= 30 && kinds.lookup <= 40, 'about 35 lookups');
check(kinds.notfound >= 8 && kinds.notfound <= 10, '8-10 notfound');
for (const k of ['total', 'difference', 'percent', 'ratio', 'extreme', 'text']) check((kinds[k] || 0) >= 6, `enough ${k}`);
check(new Set(cases.map((c) => c.id)).size === cases.length, 'unique ids');
// size
const du = (d) => fs.readdirSync(d, { withFileTypes: true }).reduce((s, e) => s + (e.isDirectory() ? du(path.join(d, e.name)) : fs.statSync(path.join(d, e.name)).size), 0);
check(du(DOCS) < 3e6, 'documents under 3 MB');
if (failures) { console.log(`verify: ${failures} failure(s)`); process.exit(1); }
console.log(`verify passed: ${cases.length} cases recomputed from the files`);
