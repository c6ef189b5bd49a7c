// Independent checker for set I. It does NOT import data.mjs or lib/: it re-reads the generated files
// (pdftotext -layout for PDFs, exceljs for the workbook, jszip for the Word file), checks that the
// statements foot and agree with each other, recomputes every case's answer from the files, checks that
// text answers are in the documents, that notfound subjects appear in no file of the organisation, and the
// mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  const importsOf = [...self.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
  if (importsOf.some((p) => p.includes('data.mjs') || p.includes('lib/'))) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-i');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
function ok(cond, msg) { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } }
const eq = (a, b, msg) => ok(a === b, `${msg}: ${a} != ${b}`);
const near = (a, b, tol, msg) => ok(Math.abs(a - b) <= tol, `${msg}: ${a} vs ${b}`);
const sum = (a) => a.reduce((s, v) => s + v, 0);

// ---------------------------------------------------------------- readers
const pdfText = (f) => execFileSync('pdftotext', ['-layout', path.join(DOCS, f), '-'], { encoding: 'utf8', maxBuffer: 1e8 });
const NUM = /^\(?-?\$?\d[\d,]*(\.\d+)?\)?\.?$/;
const DASH = /^[\u2014\u2013-]$/;
function val(tok) {
  if (DASH.test(tok)) return 0;
  const neg = tok.startsWith('(') || tok.startsWith('-');
  const v = parseFloat(tok.replace(/[()$,\-]/g, '').replace(/\.$/, ''));
  return neg ? -v : v;
}
// logical rows of a page: { label, full, vals } where vals are the trailing numeric tokens; `full` also
// holds a value-less line directly above (the first part of a wrapped label, or a section heading)
function rows(page) {
  const out = [];
  let pending = '';
  for (const raw of page.split('\n')) {
    const line = raw.trim();
    if (!line) { pending = ''; continue; }
    const toks = line.split(/\s+/);
    const vals = [];
    let i = toks.length - 1;
    for (; i >= 0; i--) {
      const t = toks[i];
      if (t === '$') continue;
      if (NUM.test(t) || DASH.test(t)) vals.unshift(val(t));
      else break;
    }
    const label = toks.slice(0, i + 1).join(' ');
    if (vals.length && label) { out.push({ label, full: (pending ? pending + ' ' : '') + label, line, vals }); pending = ''; }
    else if (!vals.length) pending = label;
    else pending = '';
  }
  return out;
}
function grab(page, re, n, nth = 0) {
  const hits = rows(page).filter((r) => (re.test(r.label) || re.test(r.full) || re.test(r.line)) && r.vals.length >= n);
  if (hits.length <= nth) throw new Error(`row not found: ${re} (${n} values)`);
  return hits[nth].vals.slice(-n);
}
const flat = (s) => s.replace(/\s+/g, ' ');
const money = (s) => parseFloat(s.replace(/[$,]/g, ''));

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
const docsOf = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`).sort();
const find = (org, re) => { const f = docsOf(org).find((d) => re.test(d)); if (!f) throw new Error('no file ' + re); return f; };

// ================================================================ Osprey Bay
const OBF = { audit: find('ospreybay', /Audited Financial Statements.*\.pdf$/), f990: find('ospreybay', /Form 990.*\.pdf$/), dash: find('ospreybay', /Dashboard.*\.xlsx$/) };
const auditTxt = pdfText(OBF.audit);
const AP = auditTxt.split('\f');
const pageWith = (pages, ...needles) => { const p = pages.find((x) => needles.every((n) => x.includes(n))); if (!p) throw new Error('page not found: ' + needles.join(' / ')); return p; };

// statements of financial position
const sfpPage = pageWith(AP, 'STATEMENTS OF FINANCIAL POSITION', 'TOTAL ASSETS');
const SFP = {};
{
  const keys = {
    cash: /^Current assets Cash and cash equivalents|^Cash and cash equivalents/, uw: /^Underwriting and other receivables/, pledgeCur: /pledges receivable, current portion/, grants: /^Grants receivable/, prepaid: /^Prepaid expenses/, curAssets: /^Total current assets/,
    pledgeNon: /pledges receivable, net of current portion/, inv: /^Investments/, ppe: /^Property and equipment, net/, rou: /right-of-use assets/, dep: /^Deposits/, nonCurAssets: /^Total noncurrent assets/, assets: /^TOTAL ASSETS/,
    ap: /Accounts payable and accrued/, payroll: /^Accrued payroll/, deferred: /^Deferred revenue/, loc: /^Line of credit/, noteCur: /^Current portion of note payable/, leaseCur: /^Current portion of operating lease/, curLiab: /^Total current liabilities/,
    noteNon: /^Note payable, net of current/, leaseNon: /^Operating lease liabilities, net of current/, nonLiab: /^Total noncurrent liabilities/, liab: /^Total liabilities$/,
    undes: /Undesignated/, bd: /^Board-designated/, naW: /^Total without donor restrictions/, naR: /^With donor restrictions/, na: /^Total net assets/, tlna: /^TOTAL LIABILITIES AND NET ASSETS/,
  };
  for (const y of [2025, 2024]) SFP[y] = {};
  for (const [k, re] of Object.entries(keys)) { const [a, b] = grab(sfpPage, re, 2); SFP[2025][k] = a; SFP[2024][k] = b; }
  for (const y of [2025, 2024]) {
    const s = SFP[y];
    eq(s.cash + s.uw + s.pledgeCur + s.grants + s.prepaid, s.curAssets, `SFP ${y} current assets foot`);
    eq(s.pledgeNon + s.inv + s.ppe + s.rou + s.dep, s.nonCurAssets, `SFP ${y} noncurrent assets foot`);
    eq(s.curAssets + s.nonCurAssets, s.assets, `SFP ${y} total assets`);
    eq(s.ap + s.payroll + s.deferred + s.loc + s.noteCur + s.leaseCur, s.curLiab, `SFP ${y} current liabilities foot`);
    eq(s.noteNon + s.leaseNon, s.nonLiab, `SFP ${y} noncurrent liabilities`);
    eq(s.curLiab + s.nonLiab, s.liab, `SFP ${y} total liabilities`);
    eq(s.undes + s.bd, s.naW, `SFP ${y} WDR`);
    eq(s.naW + s.naR, s.na, `SFP ${y} net assets`);
    eq(s.liab + s.na, s.tlna, `SFP ${y} L+NA`);
    eq(s.assets, s.tlna, `SFP ${y} balances`);
  }
}
// statements of activities
const SOA = {};
for (const y of [2025, 2024]) {
  const p = pageWith(AP, 'STATEMENT OF ACTIVITIES', `YEAR ENDED SEPTEMBER 30, ${y}`);
  const g = (re) => grab(p, re, 3);
  const revRes = [/^OPERATING SUPPORT AND REVENUE Membership|^Membership contributions/, /^Major gifts/, /Service Grants/, /^Program underwriting/, /^Foundation and government/, /^Special events/, /direct benefits to donors/, /^Tower lease/, /^Other income/];
  const S = { rev: revRes.map(g), released: g(/released from restrictions/), opRev: g(/Total operating support and revenue/) };
  S.progs = [g(/Programming and production/), g(/Broadcasting and engineering/), g(/Program information and community engagement/)];
  S.prog = g(/Total program services/); S.mg = g(/Management and general/); S.fr = g(/Fundraising and membership development/);
  S.supp = g(/Total supporting services/); S.exp = g(/Total operating expenses/); S.opCh = g(/FROM OPERATIONS/);
  S.nonop = [g(/Investment return, net/), g(/Contributions restricted to endowment/), g(/Loss on disposal/)];
  S.nonT = g(/Total nonoperating/); S.ch = g(/^CHANGE IN NET ASSETS$/); S.begin = g(/BEGINNING OF YEAR/); S.end = g(/END OF YEAR/);
  S.memb = S.rev[0]; S.major = S.rev[1]; S.cpb = S.rev[2]; S.uw = S.rev[3];
  for (const r of [...S.rev, S.released, S.opRev, ...S.progs, S.prog, S.mg, S.fr, S.supp, S.exp, S.opCh, ...S.nonop, S.nonT, S.ch, S.begin, S.end]) eq(r[0] + r[1], r[2], `SOA ${y} row cross-foots`);
  for (const c of [0, 1, 2]) {
    eq(sum(S.rev.map((r) => r[c])) + S.released[c], S.opRev[c], `SOA ${y} revenue foots col ${c}`);
    eq(sum(S.progs.map((r) => r[c])), S.prog[c], `SOA ${y} program foots`);
    eq(S.prog[c] + S.supp[c], S.exp[c], `SOA ${y} expenses foot`);
    eq(S.opRev[c] - S.exp[c], S.opCh[c], `SOA ${y} operating change`);
    eq(sum(S.nonop.map((r) => r[c])), S.nonT[c], `SOA ${y} nonoperating foots`);
    eq(S.opCh[c] + S.nonT[c], S.ch[c], `SOA ${y} change`);
    eq(S.begin[c] + S.ch[c], S.end[c], `SOA ${y} end = begin + change`);
  }
  eq(S.released[2], 0, `SOA ${y} releases net to zero`);
  eq(S.end[0], SFP[y].naW, `SOA ${y} WDR end = SFP`);
  eq(S.end[1], SFP[y].naR, `SOA ${y} WR end = SFP`);
  if (y === 2025) eq(S.begin[2], SFP[2024].na, 'SOA 2025 beginning = SFP 2024');
  SOA[y] = S;
}
// statements of functional expenses
const SFE = {};
for (const y of [2025, 2024]) {
  const p = pageWith(AP, 'STATEMENT OF FUNCTIONAL EXPENSES', `YEAR ENDED SEPTEMBER 30, ${y}`);
  const labels = [/^Salaries and wages/, /^Employee benefits and payroll/, /national program fees/, /^Professional and contract/, /^Broadcast transmission/, /^Occupancy/, /^Equipment maintenance/, /^Advertising and promotion/, /^Printing, postage/, /^Membership premiums/, /^Information technology/, /^Travel and conferences/, /^Insurance/, /^Interest/, /^Other$/];
  const R = labels.map((re) => grab(p, re, 7));
  const before = grab(p, /before depreciation/, 7), dep = grab(p, /^Depreciation and amortization/, 7), tot = grab(p, /^TOTAL EXPENSES/, 7);
  for (const r of [...R, before, dep, tot]) { eq(r[0] + r[1] + r[2], r[3], `SFE ${y} program columns`); eq(r[3] + r[4] + r[5], r[6], `SFE ${y} total column`); }
  for (let c = 0; c < 7; c++) { eq(sum(R.map((r) => r[c])), before[c], `SFE ${y} col ${c} foots`); eq(before[c] + dep[c], tot[c], `SFE ${y} col ${c} total`); }
  [0, 1, 2].forEach((i) => eq(tot[i], SOA[y].progs[i][2], `SFE ${y} program ${i} = SOA`));
  eq(tot[3], SOA[y].prog[2], `SFE ${y} programs = SOA`);
  eq(tot[4], SOA[y].mg[2], `SFE ${y} M&G = SOA`);
  eq(tot[5], SOA[y].fr[2], `SFE ${y} fundraising = SOA`);
  eq(tot[6], SOA[y].exp[2], `SFE ${y} total = SOA`);
  SFE[y] = { sal: R[0], ben: R[1], int: R[13], dep, tot, before };
}
// statements of cash flows (two pages)
const cfText = AP.filter((p) => p.includes('STATEMENTS OF CASH FLOWS')).join('\n');
const CF = {};
{
  const g = (re) => grab(cfText, re, 2);
  const opAdj = [/^Depreciation and amortization/, /Amortization of operating lease/, /^Investment return, net/, /^Loss on disposal/, /^Contributions restricted to endowment/, /Underwriting and other receivables/, /^Contributions and pledges receivable/, /^Grants receivable/, /^Prepaid expenses/, /^Accounts payable/, /^Accrued payroll/, /^Deferred revenue/, /^Operating lease liabilities/].map(g);
  const chg = g(/^Change in net assets/);
  const op = g(/Net cash provided by operating/);
  const inv = [/Purchases of property/, /Proceeds from sale of equipment/, /Purchases of investments/, /Proceeds from sales of investments/].map(g);
  const invT = g(/Net cash used in investing/);
  const fin = [/Proceeds from contributions restricted/, /line of credit/, /Principal payments on note/].map(g);
  const finT = g(/Net cash \(used in\) provided by financing/);
  const net = g(/^NET INCREASE IN CASH/), begin = g(/BEGINNING OF YEAR/), end = g(/END OF YEAR/), interest = g(/Cash paid for interest/);
  for (const c of [0, 1]) {
    const y = c === 0 ? 2025 : 2024;
    eq(chg[c] + sum(opAdj.map((r) => r[c])), op[c], `CF ${y} operating foots`);
    eq(sum(inv.map((r) => r[c])), invT[c], `CF ${y} investing foots`);
    eq(sum(fin.map((r) => r[c])), finT[c], `CF ${y} financing foots`);
    eq(op[c] + invT[c] + finT[c], net[c], `CF ${y} net change`);
    eq(begin[c] + net[c], end[c], `CF ${y} end cash`);
    eq(end[c], SFP[y].cash, `CF ${y} end cash = SFP`);
    eq(chg[c], SOA[y].ch[2], `CF ${y} change in net assets = SOA`);
    eq(opAdj[0][c], SFE[y].dep[6], `CF ${y} depreciation = SFE`);
    eq(interest[c], SFE[y].int[6], `CF ${y} interest paid = interest expense`);
    CF[y] = { op: op[c], interest: interest[c] };
  }
  eq(begin[0], SFP[2024].cash, 'CF 2025 beginning cash = SFP 2024');
  eq(-opAdj[5][0], SFP[2025].uw - SFP[2024].uw, 'CF underwriting receivable change = SFP');
  eq(-opAdj[6][0], SFP[2025].pledgeCur + SFP[2025].pledgeNon - SFP[2024].pledgeCur - SFP[2024].pledgeNon, 'CF pledges change = SFP');
  eq(opAdj[12][0], SFP[2025].leaseCur + SFP[2025].leaseNon - SFP[2024].leaseCur - SFP[2024].leaseNon, 'CF lease liability change = SFP');
  eq(fin[1][0], SFP[2025].loc - SFP[2024].loc, 'CF line of credit = SFP');
  eq(fin[2][0], SFP[2025].noteCur + SFP[2025].noteNon - SFP[2024].noteCur - SFP[2024].noteNon, 'CF note payments = SFP');
}
// notes
const notesPages = AP.filter((p) => p.includes('NOTES TO FINANCIAL STATEMENTS') && !p.includes('TABLE OF CONTENTS'));
const notesTxt = notesPages.join('\n');
const noteSection = (n) => { const s = notesTxt.indexOf(`NOTE ${n} \u2013`); const e = notesTxt.indexOf(`NOTE ${n + 1} \u2013`); if (s < 0) throw new Error('note ' + n); return notesTxt.slice(s, e < 0 ? undefined : e); };
const notesFlat = flat(notesTxt);
const NOTES = {};
{
  const n2 = noteSection(2);
  const avail = grab(n2, /general expenditures within one year/, 2);
  const finT = grab(n2, /Total financial assets/, 2), lessT = grab(n2, /Total amounts not available/, 2);
  const bdL = grab(n2, /Board-designated quasi-endowment/, 2);
  for (const c of [0, 1]) { eq(finT[c] + lessT[c], avail[c], 'Note 2 liquidity foots'); eq(-bdL[c], SFP[c ? 2024 : 2025].bd, 'Note 2 board-designated = SFP'); }
  eq(grab(n2, /Cash and cash equivalents/, 2)[0], SFP[2025].cash, 'Note 2 cash = SFP');
  NOTES.avail = { 2025: avail[0], 2024: avail[1] };
  const n3 = noteSection(3);
  eq(grab(n3, /Noncurrent portion, net/, 2)[0], SFP[2025].pledgeNon, 'Note 3 noncurrent = SFP');
  eq(-grab(n3, /Less current portion/, 2)[0], SFP[2025].pledgeCur, 'Note 3 current = SFP');
  const n4 = noteSection(4);
  eq(grab(n4, /Total investments/, 2)[0], SFP[2025].inv, 'Note 4 investments = SFP');
  const n5 = noteSection(5);
  const accum = grab(n5, /Less accumulated depreciation/, 2), net = grab(n5, /Property and equipment, net/, 2);
  const cats = [/^Land/, /^Buildings and improvements/, /^Transmission and tower/, /^Production and studio/, /^Furniture, vehicles/, /^Construction in progress/].map((re) => grab(n5, re, 2));
  for (const c of [0, 1]) { eq(sum(cats.map((r) => r[c])) + accum[c], net[c], 'Note 5 foots'); eq(net[c], SFP[c ? 2024 : 2025].ppe, 'Note 5 net = SFP'); }
  NOTES.accum2025 = -accum[0];
  const gross = (i) => cats[i][0];
  NOTES.largestCat = ['Land', 'Buildings and improvements', 'Transmission and tower equipment', 'Production and studio equipment', 'Furniture, vehicles and other', 'Construction in progress'][cats.map((r) => r[0]).indexOf(Math.max(...cats.map((r) => r[0])))];
  void gross;
  const n8 = noteSection(8);
  const yrs = [2026, 2027, 2028, 2029, 2030].map((y) => { const m = n8.match(new RegExp(`^\\s*${y}\\s+\\$?\\s*([\\d,]+)\\s*$`, 'm')); if (!m) throw new Error('lease year ' + y); return money(m[1]); });
  const there = grab(n8, /^Thereafter/, 1)[0], totPay = grab(n8, /Total lease payments/, 1)[0], intr = grab(n8, /imputed interest/, 1)[0], pv = grab(n8, /Present value/, 1)[0];
  eq(sum(yrs) + there, totPay, 'Note 8 lease payments foot');
  eq(totPay + intr, pv, 'Note 8 present value');
  eq(pv, SFP[2025].leaseCur + SFP[2025].leaseNon, 'Note 8 PV = SFP lease liabilities');
  NOTES.lease = { 2026: yrs[0], 2027: yrs[1], 2028: yrs[2] };
  const n9 = noteSection(9);
  eq(grab(n9, /Total with donor restrictions/, 2)[0], SFP[2025].naR, 'Note 9 WR = SFP');
  eq(grab(n9, /Total net assets/, 2)[0], SFP[2025].na, 'Note 9 total = SFP');
  const n10 = noteSection(10);
  const relRows = [/Programming and production/, /Community engagement/, /Capital equipment purchases/, /Expiration of time restrictions/, /Endowment appropriation/].map((re) => grab(n10, re, 2));
  const relT = grab(n10, /Total net assets released/, 2);
  for (const c of [0, 1]) { eq(sum(relRows.map((r) => r[c])), relT[c], 'Note 10 foots'); eq(relT[c], SOA[c ? 2024 : 2025].released[0], 'Note 10 = SOA releases'); }
  NOTES.timeRel2025 = relRows[3][0];
  const pen = flat(noteSection(11)).match(/Employer contributions to the plan were \$([\d,]+) and \$([\d,]+)/);
  NOTES.pension = { 2025: money(pen[1]), 2024: money(pen[2]) };
  const dep = notesFlat.match(/Depreciation and amortization expense totaled \$([\d,]+) and \$([\d,]+)/);
  eq(money(dep[1]), SFE[2025].dep[6], 'Note 5 depreciation text = SFE');
  NOTES.loc = flat(noteSection(6));
  NOTES.sub = flat(noteSection(12));
}
const auditFlat = flat(auditTxt);
// accumulated depreciation roll: 2024 accum + 2025 depreciation - accum on disposals = 2025 accum (disposals implied)
ok(NOTES.accum2025 > 0, 'accumulated depreciation read');

// Form 990 Part IX
const f990 = pdfText(OBF.f990);
const F = {};
{
  const lines = f990.split('\n');
  const hdr = lines.find((l) => l.includes('(A)') && l.includes('(D)'));
  const centers = ['(A)', '(B)', '(C)', '(D)'].map((t) => hdr.indexOf(t) + 1);
  const step = (centers[3] - centers[0]) / 3;
  const rights = centers.map((c) => c + step / 2);
  let key = null, parent = null;
  for (const l of lines) {
    const m = l.match(/^\s*(\d{1,2}|[a-g])\s{2,}/);
    if (m) { if (/^\d+$/.test(m[1])) { parent = m[1]; key = m[1]; } else key = parent + m[1]; }
    if (!key) continue;
    for (const t of l.matchAll(/\d{1,3}(?:,\d{3})*\.(?=\s|$)/g)) {
      const end = t.index + t[0].length;
      let best = 0;
      rights.forEach((r, i) => { if (Math.abs(end - r) < Math.abs(end - rights[best])) best = i; });
      F[key] = F[key] || [0, 0, 0, 0];
      F[key][best] = val(t[0]);
    }
  }
  for (const [k, v] of Object.entries(F)) eq(v[1] + v[2] + v[3], v[0], `990 line ${k} A = B + C + D`);
  const linesOnly = Object.entries(F).filter(([k]) => k !== '25');
  for (let c = 0; c < 4; c++) eq(sum(linesOnly.map(([, v]) => v[c])), F['25'][c], `990 line 25 foots col ${c}`);
  eq(F['25'][0], SFE[2025].tot[6], '990 total = audited total expenses FY2025');
  eq(F['25'][1], SFE[2025].tot[3], '990 program = audited programs');
  eq(F['25'][2], SFE[2025].tot[4], '990 M&G = audited');
  eq(F['25'][3], SFE[2025].tot[5], '990 fundraising = audited');
  eq(F['5'][0] + F['7'][0], SFE[2025].sal[6], '990 lines 5+7 = audited salaries');
  eq(F['8'][0] + F['9'][0] + F['10'][0], SFE[2025].ben[6], '990 lines 8-10 = audited benefits');
  eq(F['8'][0], NOTES.pension[2025], '990 line 8 = 403(b) contributions');
  eq(F['22'][0], SFE[2025].dep[6], '990 line 22 = depreciation');
  ok(f990.includes('Form 990 (2024)'), '990 is the 2024 form');
}

// dashboard workbook
const wb = new ExcelJS.Workbook();
await wb.xlsx.readFile(path.join(DOCS, OBF.dash));
const cellV = (c) => { const v = c.value; return v && typeof v === 'object' && !(v instanceof Date) && 'result' in v ? v.result : v; };
const monthKey = (d) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
const D = { months: [], rows: {}, kpi: {} };
{
  const s = wb.getWorksheet('Cash & Investments');
  let hdrRow;
  s.eachRow((r, n) => { if (!hdrRow && [...Array(14).keys()].some((i) => cellV(r.getCell(i + 1)) instanceof Date)) hdrRow = n; });
  const hr = s.getRow(hdrRow);
  const cols = [];
  for (let c = 2; c <= 14; c++) { const v = cellV(hr.getCell(c)); cols.push(v instanceof Date ? monthKey(v) : String(v)); }
  D.cols = cols;
  s.eachRow((r, n) => {
    if (n <= hdrRow) return;
    const lab = cellV(r.getCell(1));
    if (typeof lab !== 'string') return;
    const vals = cols.map((_, i) => cellV(r.getCell(2 + i)));
    if (vals.every((v) => typeof v === 'number')) D.rows[lab] = vals;
  });
  const R = (re) => { const k = Object.keys(D.rows).find((x) => re.test(x)); if (!k) throw new Error('dashboard row ' + re); return D.rows[k]; };
  D.checking = R(/^Operating checking/); D.mm = R(/^Money market/); D.cash = R(/^Total cash and cash equivalents/);
  D.bd = R(/^Board-designated/); D.endow = R(/^Endowment/); D.inv = R(/^Total investments/); D.total = R(/^Total cash and investments/);
  for (let i = 0; i < cols.length; i++) {
    eq(D.checking[i] + D.mm[i], D.cash[i], `dashboard cash ${cols[i]}`);
    eq(D.bd[i] + D.endow[i], D.inv[i], `dashboard investments ${cols[i]}`);
    eq(D.cash[i] + D.inv[i], D.total[i], `dashboard total ${cols[i]}`);
  }
  ok(/Sep-24/.test(cols[0]), 'dashboard first column is Sep-24');
  eq(D.cash[0], Math.round(SFP[2024].cash / 1000), 'dashboard Sep-24 cash = audit');
  eq(D.inv[0], Math.round(SFP[2024].inv / 1000), 'dashboard Sep-24 investments = audit');
  eq(D.bd[0], Math.round(SFP[2024].bd / 1000), 'dashboard Sep-24 board-designated = audit');
  eq(cols[12], '2025-09', 'dashboard last month Sep-25');
  eq(D.cash[12], Math.round(SFP[2025].cash / 1000), 'dashboard Sep-25 cash = audit');
  eq(D.inv[12], Math.round(SFP[2025].inv / 1000), 'dashboard Sep-25 investments = audit');
  eq(D.bd[12], Math.round(SFP[2025].bd / 1000), 'dashboard Sep-25 board-designated = audit');
  const k = wb.getWorksheet('KPIs');
  let kh;
  k.eachRow((r, n) => { if (!kh && cellV(r.getCell(1)) === 'Month') kh = n; });
  const heads = [1, 2, 3, 4].map((c) => String(cellV(k.getRow(kh).getCell(c))));
  const ci = (re) => heads.findIndex((h) => re.test(h)) + 1;
  k.eachRow((r, n) => {
    const m = cellV(r.getCell(1));
    if (n > kh && m instanceof Date) D.kpi[monthKey(m)] = { days: cellV(r.getCell(ci(/Days cash/))), cr: cellV(r.getCell(ci(/Current ratio/))), margin: cellV(r.getCell(ci(/Operating margin/))) };
  });
  const sep = D.kpi['2025-09'];
  near(sep.cr, SFP[2025].curAssets / SFP[2025].curLiab, 0.005, 'KPI Sep-25 current ratio = audit');
  near(sep.days, (SFP[2025].cash + SFP[2025].bd) / ((SFE[2025].tot[6] - SFE[2025].dep[6]) / 365), 0.5, 'KPI Sep-25 days cash = audit definition');
  near(sep.margin, SOA[2025].opCh[0] / SOA[2025].opRev[0], 0.0005, 'KPI Sep-25 operating margin = audit');
  eq(Object.keys(D.kpi).length, 12, 'KPI months');
}
const monthName = (ym) => { const [y, m] = ym.split('-').map(Number); return `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`; };

// ================================================================ Wattle Creek
const WCF = { ar: find('wattlecreek', /Annual Report.*\.pdf$/), fr: find('wattlecreek', /Financial Report.*\.pdf$/), docx: find('wattlecreek', /\.docx$/) };
const arTxt = pdfText(WCF.ar), frTxt = pdfText(WCF.fr);
const FP = frTxt.split('\f');
const PL = {};
{
  const p = pageWith(FP, 'Statement of profit or loss and other comprehensive income', 'Total comprehensive income for the year');
  const g = (re) => grab(p, re, 2);
  const rev = [/^Revenue and other income Revenue from contracts|^Revenue from contracts/, /^Government grants/, /^Donations and bequests/, /^Fundraising events/, /^Interest income/, /^Other income/].map(g);
  const exp = [/^Expenses Employee benefits|^Employee benefits expense/, /^Client support/, /^Motor vehicle/, /^Occupancy/, /^Depreciation and amortisation/, /^Finance costs/, /^Information technology/, /^Fundraising costs/, /^Other expenses/].map(g);
  const revT = g(/^Total revenue and other income/), expT = g(/^Total expenses/), sur = g(/^Surplus\/\(deficit\) for the year/), oci = g(/^Total other comprehensive income/), tci = g(/^Total comprehensive income/);
  for (const c of [0, 1]) {
    eq(sum(rev.map((r) => r[c])), revT[c], 'P&L revenue foots');
    eq(sum(exp.map((r) => r[c])), expT[c], 'P&L expenses foot');
    eq(revT[c] + expT[c], sur[c], 'P&L surplus');
    eq(sur[c] + oci[c], tci[c], 'P&L total comprehensive income');
  }
  const at = (c) => ({ contracts: rev[0][c], grants: rev[1][c], donations: rev[2][c], events: rev[3][c], interest: rev[4][c], other: rev[5][c], emp: -exp[0][c], client: -exp[1][c], fundr: -exp[7][c], exps: exp.map((r) => -r[c]), rev: revT[c], exp: -expT[c], surplus: sur[c], oci: oci[c], tci: tci[c] });
  PL[2025] = at(0); PL[2024] = at(1);
  PL.expLabels = ['Employee benefits expense', 'Client support and program costs', 'Motor vehicle and travel', 'Occupancy', 'Depreciation and amortisation', 'Finance costs', 'Information technology', 'Fundraising costs', 'Other expenses'];
}
const BSW = {};
{
  const p = pageWith(FP, 'Statement of financial position', 'TOTAL EQUITY');
  const keys = { cash: /Cash and cash equivalents/, recv: /^Trade and other receivables/, td: /^Other financial assets/, prepaid: /^Prepayments/, curAssets: /^Total current assets/, ppe: /Property, plant and equipment/, rou: /^Right-of-use/, nonCur: /^Total non-current assets/, assets: /^TOTAL ASSETS/, payables: /Trade and other payables/, contract: /^Contract liabilities/, curLiab: /^Total current liabilities/, nonLiab: /^Total non-current liabilities/, liab: /^TOTAL LIABILITIES/, net: /^NET ASSETS/, reserve: /revaluation reserve/, retained: /^Retained surpluses/, equity: /^TOTAL EQUITY/ };
  for (const y of [2025, 2024]) BSW[y] = {};
  for (const [k, re] of Object.entries(keys)) { const [a, b] = grab(p, re, 2); BSW[2025][k] = a; BSW[2024][k] = b; }
  const leases = rows(p).filter((r) => /^Lease liabilities/.test(r.label)), provs = rows(p).filter((r) => /Employee benefit provisions/.test(r.label));
  eq(leases.length, 2, 'two lease liability rows'); eq(provs.length, 2, 'two provision rows');
  for (const [c, y] of [[0, 2025], [1, 2024]]) {
    const b = BSW[y];
    b.leaseCur = leases[0].vals.at(c - 2); b.leaseNon = leases[1].vals.at(c - 2); b.provCur = provs[0].vals.at(c - 2); b.provNon = provs[1].vals.at(c - 2);
    eq(b.cash + b.recv + b.td + b.prepaid, b.curAssets, `BS ${y} current assets`);
    eq(b.ppe + b.rou, b.nonCur, `BS ${y} non-current assets`);
    eq(b.curAssets + b.nonCur, b.assets, `BS ${y} total assets`);
    eq(b.payables + b.contract + b.leaseCur + b.provCur, b.curLiab, `BS ${y} current liabilities`);
    eq(b.leaseNon + b.provNon, b.nonLiab, `BS ${y} non-current liabilities`);
    eq(b.curLiab + b.nonLiab, b.liab, `BS ${y} liabilities`);
    eq(b.assets - b.liab, b.net, `BS ${y} net assets`);
    eq(b.reserve + b.retained, b.equity, `BS ${y} equity`);
    eq(b.net, b.equity, `BS ${y} net assets = equity`);
  }
  eq(BSW[2025].equity - BSW[2024].equity, PL[2025].tci, 'equity movement = total comprehensive income');
}
{
  const p = pageWith(FP, 'Statement of changes in equity', 'Balance at 30 June 2025');
  const g = (re, nth = 0) => grab(p, re, 3, nth);
  const open23 = g(/Balance at 1 July 2023/), c24 = g(/Balance at 30 June 2024/), open24 = g(/Balance at 1 July 2024/), c25 = g(/Balance at 30 June 2025/);
  const tci24 = g(/Total comprehensive income/, 0), tci25 = g(/Total comprehensive income/, 1);
  for (const r of [open23, c24, open24, c25, tci24, tci25]) eq(r[0] + r[1], r[2], 'SOCE row cross-foots');
  for (let c = 0; c < 3; c++) { eq(open23[c] + tci24[c], c24[c], 'SOCE 2024 roll'); eq(open24[c] + tci25[c], c25[c], 'SOCE 2025 roll'); eq(c24[c], open24[c], 'SOCE opening = closing'); }
  eq(c25[2], BSW[2025].equity, 'SOCE closing = BS'); eq(c25[1], BSW[2025].reserve, 'SOCE reserve = BS');
  eq(tci25[2], PL[2025].tci, 'SOCE TCI = P&L'); eq(tci24[2], PL[2024].tci, 'SOCE 2024 TCI = P&L');
}
const CFW = {};
{
  const p = pageWith(FP, 'Statement of cash flows', 'end of the financial year');
  const g = (re) => grab(p, re, 2);
  const op = [/^Receipts from customers/, /^Donations and fundraising receipts/, /^Payments to suppliers/, /^Interest received/, /^Interest paid/].map(g);
  const opT = g(/Net cash provided by operating/), inv = [/Payments for property/, /Proceeds from sale/, /term deposits/].map(g), invT = g(/Net cash used in investing/), finT = g(/Net cash used in financing/), net = g(/Net increase/), begin = g(/beginning of the financial year/), end = g(/end of the financial year/);
  for (const c of [0, 1]) {
    eq(sum(op.map((r) => r[c])), opT[c], 'CF operating foots'); eq(sum(inv.map((r) => r[c])), invT[c], 'CF investing foots');
    eq(opT[c] + invT[c] + finT[c], net[c], 'CF net'); eq(begin[c] + net[c], end[c], 'CF end');
  }
  eq(end[0], BSW[2025].cash, 'CF end cash = BS 2025'); eq(end[1], BSW[2024].cash, 'CF end cash = BS 2024');
  eq(-inv[2][0], BSW[2025].td - BSW[2024].td, 'CF term deposits = BS movement');
  CFW[2025] = opT[0]; CFW[2024] = opT[1];
}
const frNotes = FP.filter((p) => p.includes('Notes to the financial statements')).join('\n');
const noteW = (n) => { const s = frNotes.search(new RegExp(`^Note ${n}\\s`, 'm')); const rest = frNotes.slice(s + 5); const e = rest.search(new RegExp(`^Note ${n + 1}\\s`, 'm')); return frNotes.slice(s, e < 0 ? undefined : s + 5 + e); };
const NW = {};
{
  const n5 = noteW(5);
  const parts = { a: [/NDIS participant/, /Home Care Packages/, /Client fees/, /Fee-for-service/], b: [/Home Support Programme/, /family and youth/, /community mental health/, /emergency relief/, /Local government/], c: [/^Donations$/, /^Bequests/], d: [/Gain on disposal/, /Rental income/, /^Other$/] };
  const tots = { a: /Total revenue from contracts/, b: /Total government grants/, c: /Total donations and bequests/, d: /Total other income/ };
  const plKey = { a: 'contracts', b: 'grants', c: 'donations', d: 'other' };
  for (const k of 'abcd') {
    const rs = parts[k].map((re) => grab(n5, re, 2)), t = grab(n5, tots[k], 2);
    for (const c of [0, 1]) { eq(sum(rs.map((r) => r[c])), t[c], `Note 5(${k}) foots`); eq(t[c], PL[c ? 2024 : 2025][plKey[k]], `Note 5(${k}) = P&L`); }
    NW[k] = rs;
  }
  const n6 = noteW(6);
  const r6 = [/Wages and salaries/, /^Superannuation/, /Workers' compensation/, /Other employee costs/].map((re) => grab(n6, re, 2));
  const t6 = grab(n6, /Total employee benefits expense/, 2);
  for (const c of [0, 1]) { eq(sum(r6.map((r) => r[c])), t6[c], 'Note 6 foots'); eq(t6[c], PL[c ? 2024 : 2025].emp, 'Note 6 = P&L'); }
  NW.super = r6[1];
  const n10 = noteW(10);
  const g4 = (re, nth = 0) => grab(n10, re, 4, nth);
  const o23 = g4(/Balance at 1 July 2023/), b24 = g4(/Balance at 30 June 2024/), b25 = g4(/Balance at 30 June 2025/);
  const add = [g4(/^Additions/, 0), g4(/^Additions/, 1)], disp = [g4(/^Disposals/, 0), g4(/^Disposals/, 1)], depr = [g4(/^Depreciation expense/, 0), g4(/^Depreciation expense/, 1)], reval = g4(/Revaluation increment/);
  for (const r of [o23, b24, b25, ...add, ...disp, ...depr, reval]) eq(r[0] + r[1] + r[2], r[3], 'Note 10 row cross-foots');
  for (let c = 0; c < 4; c++) { eq(o23[c] + add[0][c] + disp[0][c] + depr[0][c], b24[c], 'Note 10 2024 roll'); eq(b24[c] + add[1][c] + disp[1][c] + reval[c] + depr[1][c], b25[c], 'Note 10 2025 roll'); }
  eq(b25[3], BSW[2025].ppe, 'Note 10 = BS PP&E 2025'); eq(b24[3], BSW[2024].ppe, 'Note 10 = BS PP&E 2024');
  eq(reval[3], PL[2025].oci, 'Note 10 revaluation = OCI');
  NW.ppe = { b24, b25, dep25: depr[1], reval };
  const n11 = noteW(11);
  const rouDep = grab(n11, /^Depreciation$/, 2);
  eq(-rouDep[0] - depr[1][3], PL[2025].exps[4], 'P&L depreciation and amortisation = PP&E depreciation + right-of-use depreciation');
  const ll = grab(n11, /Total lease liabilities/, 2);
  eq(ll[0], BSW[2025].leaseCur + BSW[2025].leaseNon, 'Note 11 lease liabilities = BS');
  NW.lease2025 = ll[0];
  const n14 = noteW(14);
  const o = grab(n14, /Balance at 1 July 2024/, 3), raised = grab(n14, /Additional provisions/, 3), used = grab(n14, /Amounts used/, 3), cl = grab(n14, /Balance at 30 June 2025/, 3);
  for (const r of [o, raised, used, cl]) eq(r[0] + r[1], r[2], 'Note 14 row cross-foots');
  for (let c = 0; c < 3; c++) eq(o[c] + raised[c] + used[c], cl[c], 'Note 14 roll');
  eq(o[2], BSW[2024].provCur + BSW[2024].provNon, 'Note 14 opening = BS 2024'); eq(cl[2], BSW[2025].provCur + BSW[2025].provNon, 'Note 14 closing = BS 2025');
  NW.prov = { o, used, cl };
  NW.kmp = grab(noteW(15), /Total compensation of key management/, 2);
  NW.audit = grab(noteW(16), /audit of the financial report/, 2);
  NW.n17 = flat(noteW(17));
}
const AR = {};
{
  const AP2 = arTxt.split('\f');
  const p5 = pageWith(AP2, 'Five-year financial summary');
  const g = (re) => grab(p5, re, 5);
  AR.years = ['2020-21', '2021-22', '2022-23', '2023-24', '2024-25'];
  ok(/2020\u201321\s+2021\u201322\s+2022\u201323\s+2023\u201324\s+2024\u201325/.test(p5), 'five-year header years in order');
  for (const [k, re] of Object.entries({ contracts: /^Revenue Revenue from contracts|^Revenue from contracts/, grants: /^Government grants/, don: /^Donations, bequests and fundraising/, other: /^Interest and other income/, rev: /^Total revenue/, emp: /^Employee benefits/, oexp: /^Other expenses/, exp: /^Total expenses/, sur: /^Surplus\/\(deficit\)/, assets: /Total assets/, liab: /Total liabilities/, equity: /^Total equity/, cashtd: /Cash and term deposits/, clients: /Clients supported/, staff: /^Staff/, vols: /^Volunteers/ })) AR[k] = g(re);
  for (let i = 0; i < 5; i++) {
    // each figure is rounded to $'000 on its own, so a subtotal may differ by 1 from the sum of its parts
    ok(Math.abs(AR.rev[i] - AR.exp[i] - AR.sur[i]) <= 1, `five-year surplus ${i}`); ok(Math.abs(AR.emp[i] + AR.oexp[i] - AR.exp[i]) <= 1, `five-year expenses ${i}`);
    eq(AR.assets[i] - AR.liab[i], AR.equity[i], `five-year equity ${i}`);
    ok(Math.abs(AR.contracts[i] + AR.grants[i] + AR.don[i] + AR.other[i] - AR.rev[i]) <= 1, `five-year revenue adds (rounding) ${i}`);
  }
  const K = (v) => Math.round(v / 1000);
  for (const [i, y] of [[4, 2025], [3, 2024]]) {
    eq(AR.rev[i], K(PL[y].rev), `five-year revenue ${y} = P&L`); eq(AR.exp[i], K(PL[y].exp), `five-year expenses ${y}`); eq(AR.sur[i], K(PL[y].surplus), `five-year surplus ${y}`);
    eq(AR.contracts[i], K(PL[y].contracts), `five-year contracts ${y}`); eq(AR.grants[i], K(PL[y].grants), `five-year grants ${y}`); eq(AR.don[i], K(PL[y].donations + PL[y].events), `five-year donations ${y}`);
    eq(AR.emp[i], K(PL[y].emp), `five-year employee ${y}`); eq(AR.assets[i], K(BSW[y].assets), `five-year assets ${y}`); eq(AR.equity[i], K(BSW[y].equity), `five-year equity ${y}`);
    eq(AR.cashtd[i], K(BSW[y].cash + BSW[y].td), `five-year cash and term deposits ${y}`);
  }
  const p6 = pageWith(AP2, 'Key financial ratios');
  const seg = (re) => { const line = p6.split('\n').find((l) => re.test(l)); return line.trim().split(/\s{2,}/); };
  const x = (s) => parseFloat(s.replace(/x$/, ''));
  const pc = (s) => (s.startsWith('(') ? -1 : 1) * parseFloat(s.replace(/[()%]/g, ''));
  const cr = seg(/^Current ratio/);
  AR.cr = { 2025: x(cr[1]), 2024: x(cr[2]) };
  near(AR.cr[2025], BSW[2025].curAssets / BSW[2025].curLiab, 0.005, 'key ratio current 2025'); near(AR.cr[2024], BSW[2024].curAssets / BSW[2024].curLiab, 0.005, 'key ratio current 2024');
  const mg = seg(/^Surplus margin/);
  near(pc(mg[1]), (PL[2025].surplus / PL[2025].rev) * 100, 0.05, 'key ratio margin 2025'); near(pc(mg[2]), (PL[2024].surplus / PL[2024].rev) * 100, 0.05, 'key ratio margin 2024');
  const es = seg(/^Employee benefits expense as %/);
  near(pc(es[1]), (PL[2025].emp / PL[2025].exp) * 100, 0.05, 'key ratio employee share');
  const nd = seg(/^NDIS participant revenue/);
  near(pc(nd[1]), (NW.a[0][0] / PL[2025].rev) * 100, 0.05, 'key ratio NDIS share');
  const pr = ['Disability', 'Aged', 'Family', 'Mental', 'Emergency', 'Corporate'];
  AR.prog = {};
  for (const n of pr) AR.prog[n] = grab(p6, new RegExp('^' + n), 4);
  const tot = grab(p6, /^Total expenses/, 4);
  for (let c = 0; c < 4; c++) eq(sum(pr.map((n) => AR.prog[n][c])), tot[c], `program table col ${c} foots`);
  eq(tot[1], AR.exp[4], 'program table 2024-25 actual = five-year'); eq(tot[3], AR.exp[3], 'program table 2023-24 actual = five-year');
  ok(/2024\u201325\s+2023\u201324/.test(p6.split('\n').find((l) => /2024\u201325/.test(l) && /2023\u201324/.test(l) && !/Ratio/.test(l)) || ''), 'program table group header');
  ok(/Budget\s+Actual\s+Budget\s+Actual/.test(p6), 'program table sub-columns');
}
// docx
const docxText = async (f) => { const z = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, f))); const xml = await z.file('word/document.xml').async('string'); return xml.replace(/<w:p[ >]/g, '\n$&').replace(/<w:br\/>/g, ' ').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"'); };
const chairTxt = await docxText(WCF.docx);
{
  const t = flat(chairTxt);
  ok(t.includes(`surplus of $${PL[2025].surplus.toLocaleString('en-US')}`), 'docx surplus = P&L');
  ok(t.includes(`deficit of $${(-PL[2024].surplus).toLocaleString('en-US')}`), 'docx prior deficit = P&L');
  ok(t.includes(`total comprehensive income was $${PL[2025].tci.toLocaleString('en-US')}`), 'docx TCI = P&L');
  const g = t.match(/rose ([\d.]+)% to \$([\d.]+) million/);
  near(parseFloat(g[1]), ((PL[2025].rev - PL[2024].rev) / PL[2024].rev) * 100, 0.05, 'docx revenue growth');
  near(parseFloat(g[2]) * 1e6, PL[2025].rev, 5000, 'docx revenue');
  ok(t.includes(`supported ${AR.clients[4].toLocaleString('en-US')} people`), 'docx clients = five-year');
  const c = t.match(/Cash and term deposits at 30 June 2025 were \$([\d.]+) million/);
  near(parseFloat(c[1]) * 1e6, BSW[2025].cash + BSW[2025].td, 5000, 'docx cash and term deposits');
  ok(t.includes(`bequests fell to $${NW.c[1][0].toLocaleString('en-US')} from $${NW.c[1][1].toLocaleString('en-US')}`), 'docx bequests = Note 5(c)');
}

// ================================================================ cases
const byId = Object.fromEntries(cases.map((c) => [c.id, c]));
const lease3 = NOTES.lease[2026] + NOTES.lease[2027] + NOTES.lease[2028];
const monthsFY = D.cols.slice(1);
const ob = {
  'ob-001': SFP[2025].cash, 'ob-002': SFP[2024].ppe, 'ob-003': SFP[2025].deferred, 'ob-004': SOA[2024].uw[2], 'ob-005': SOA[2025].cpb[2],
  'ob-006': SOA[2025].mg[2], 'ob-007': SFE[2025].sal[5], 'ob-008': grab(pageWith(AP, 'STATEMENT OF FUNCTIONAL EXPENSES', 'YEAR ENDED SEPTEMBER 30, 2024'), /^Depreciation and amortization/, 7)[1],
  'ob-009': CF[2025].op, 'ob-010': NOTES.accum2025, 'ob-011': NOTES.lease[2028], 'ob-012': NOTES.pension[2024], 'ob-013': F['16'][2], 'ob-014': F['11b'][0],
  'ob-015': D.bd[D.cols.indexOf('2025-03')], 'ob-016': D.kpi['2025-03'].margin * 100, 'ob-017': NOTES.avail[2025], 'ob-018': NOTES.timeRel2025,
  'ob-019': SOA[2025].memb[2] + SOA[2025].major[2], 'ob-020': SFP[2025].cash + SFP[2025].inv, 'ob-021': lease3, 'ob-022': SFE[2025].sal[6] + SFE[2025].ben[6],
  'ob-023': SFE[2025].tot[6] - SFE[2024].tot[6], 'ob-024': SFP[2025].inv - SFP[2024].inv, 'ob-025': SFP[2025].naR - SFP[2024].naR, 'ob-026': D.total[12] - D.total[1],
  'ob-027': SOA[2025].memb[2] - SOA[2024].memb[2],
  'ob-028': ((SOA[2025].uw[2] - SOA[2024].uw[2]) / SOA[2024].uw[2]) * 100, 'ob-029': (SFE[2024].tot[5] / SFE[2024].tot[6]) * 100,
  'ob-030': (SOA[2025].cpb[2] / SOA[2025].opRev[2]) * 100, 'ob-031': (SOA[2025].ch[2] / SFP[2024].na) * 100, 'ob-032': (F['25'][3] / F['25'][0]) * 100,
  'ob-033': SFP[2024].curAssets / SFP[2024].curLiab, 'ob-034': (SFE[2024].tot[3] / SFE[2024].tot[6]) * 100,
  'ob-035': SFP[2025].cash / ((SFE[2025].tot[6] - SFE[2025].dep[6]) / 365), 'ob-036': SFP[2025].na / SFP[2025].liab,
  'ob-037': monthName(monthsFY[D.total.slice(1).indexOf(Math.min(...D.total.slice(1)))]),
  'ob-038': ['Programming and production', 'Broadcasting and engineering', 'Program information and community engagement'][SFE[2024].tot.slice(0, 3).indexOf(Math.min(...SFE[2024].tot.slice(0, 3)))],
  'ob-039': (() => { const ks = Object.keys(D.kpi); const ds = ks.map((k) => D.kpi[k].days); return monthName(ks[ds.indexOf(Math.max(...ds))]); })(),
  'ob-040': (() => { const labs = ['Membership contributions', 'Major gifts and planned giving', 'Corporation for Public Broadcasting Community Service Grants', 'Program underwriting', 'Foundation and government grants', 'Special events revenue', 'costs of direct benefits', 'Tower lease and production services', 'Other income']; const t = SOA[2025].rev.map((r) => r[2]); return labs[t.indexOf(Math.max(...t))]; })(),
  'ob-041': auditFlat.match(/(Hollister, Vance & Quade) LLP Annapolis/)?.[1],
  'ob-042': NOTES.loc.match(/matures on ([A-Z][a-z]+ \d{1,2}, \d{4})/)?.[1],
  'ob-043': flat(noteSection(7)).match(/WOBT-TV transmitter.*including interest at ([\d.]+%)/)?.[1],
  'ob-044': notesFlat.match(/retirement plan under Section (403\(b\))/)?.[1],
  'ob-045': NOTES.sub.match(/subsequent events through ([A-Z][a-z]+ \d{1,2}, \d{4})/)?.[1],
};
const wc = {
  'wc-001': NW.a[0][0], 'wc-002': PL[2025].tci, 'wc-003': BSW[2024].cash, 'wc-004': PL[2024].emp, 'wc-005': NW.c[1][0], 'wc-006': -NW.prov.used[0],
  'wc-007': NW.ppe.b24[0], 'wc-008': -NW.ppe.dep25[1], 'wc-009': AR.rev[0], 'wc-010': AR.equity[1], 'wc-011': AR.prog.Family[0], 'wc-012': AR.prog.Mental[3],
  'wc-013': AR.cr[2024], 'wc-014': NW.kmp[0], 'wc-015': NW.audit[0], 'wc-016': NW.super[0], 'wc-017': NW.ppe.reval[0], 'wc-018': CFW[2024],
  'wc-019': PL[2025].donations + PL[2025].events, 'wc-020': NW.lease2025, 'wc-021': BSW[2025].cash + BSW[2025].td, 'wc-022': AR.prog.Disability[1] + AR.prog.Aged[1],
  'wc-023': PL[2025].emp - PL[2024].emp, 'wc-024': AR.prog.Aged[1] - AR.prog.Aged[0], 'wc-025': NW.prov.cl[2] - NW.prov.o[2], 'wc-026': AR.rev[4] - AR.rev[0],
  'wc-027': NW.ppe.b25[3] - NW.ppe.b24[3],
  'wc-028': ((PL[2025].rev - PL[2024].rev) / PL[2024].rev) * 100, 'wc-029': (PL[2024].grants / PL[2024].rev) * 100,
  'wc-030': ((PL[2025].donations - PL[2024].donations) / PL[2024].donations) * 100, 'wc-031': ((AR.clients[4] - AR.clients[0]) / AR.clients[0]) * 100,
  'wc-032': ((AR.prog.Corporate[3] - AR.prog.Corporate[2]) / AR.prog.Corporate[2]) * 100,
  'wc-033': (BSW[2025].cash + BSW[2025].td) / (PL[2025].exp / 12), 'wc-034': (PL[2024].donations + PL[2024].events) / PL[2024].fundr,
  'wc-035': PL[2025].exp / AR.clients[4], 'wc-036': BSW[2024].assets / BSW[2024].liab,
  'wc-037': AR.years[AR.sur.indexOf(Math.min(...AR.sur))],
  'wc-038': (() => { const n = Object.keys(AR.prog); const over = n.map((k) => AR.prog[k][1] - AR.prog[k][0]); return { Disability: 'Disability services', Aged: 'Aged', Family: 'Family', Mental: 'Mental', Emergency: 'Emergency', Corporate: 'Corporate' }[n[over.indexOf(Math.max(...over))]]; })(),
  'wc-039': (() => { const e = PL[2025].exps.slice(1); return PL.expLabels.slice(1)[e.indexOf(Math.max(...e))]; })(),
  'wc-040': AR.years[AR.don.indexOf(Math.max(...AR.don))],
  'wc-041': flat(frTxt).match(/^.*?(Kerrigan Lowe Partners) Chartered Accountants/)?.[1],
  'wc-042': flat(chairTxt).match(/commenced as CEO on (\d{1,2} [A-Z][a-z]+ \d{4})/)?.[1],
  'wc-043': flat(chairTxt).match(/equal to at least (three months) of operating expenditure/)?.[1],
  'wc-044': flat(chairTxt).match(/opened the (\w+ Community Hub)/)?.[1],
  'wc-045': NW.n17.match(/property at (22 Lyttleton Street)/)?.[1],
};
const EXPECT = { ...ob, ...wc };
const thousandsCases = new Set(['ob-015', 'ob-026', 'wc-009', 'wc-010', 'wc-011', 'wc-012', 'wc-022', 'wc-024', 'wc-026']);
const altFractionCases = new Set(['ob-016', 'ob-034']);
const altThousandOf = new Set(['ob-001', 'ob-020', 'wc-019', 'wc-021']);
const NF = {
  'ob-046': ['FCC', 'regulatory fee'], 'ob-047': ['Giving Tuesday', 'GivingTuesday'], 'ob-048': ['budget', 'FY26', 'FY2026'], 'ob-049': ['2023'], 'ob-050': ['CEO', 'chief executive', 'president', 'executive director', 'general manager'],
  'wc-046': ['2019'], 'wc-047': ['advertising', 'marketing'], 'wc-048': ['2025-26', '2025\u201326', '2026'], 'wc-049': ['appeal'], 'wc-050': ['in-kind', 'in kind', 'gifts in kind', 'donated goods'],
};
// all text of an organisation's files
async function orgText(org) {
  let t = '';
  for (const f of docsOf(org)) {
    if (f.endsWith('.pdf')) t += pdfText(f);
    else if (f.endsWith('.docx')) t += await docxText(f);
    else if (f.endsWith('.xlsx')) {
      const w = new ExcelJS.Workbook(); await w.xlsx.readFile(path.join(DOCS, f));
      w.eachSheet((s) => { t += s.name + '\n'; s.eachRow((r) => r.eachCell((c) => { const v = cellV(c); t += (v instanceof Date ? v.toISOString() : String(v)) + '\n'; })); });
    }
    t += '\n' + f + '\n';
  }
  return t;
}
const ORGTXT = { ospreybay: await orgText('ospreybay'), wattlecreek: await orgText('wattlecreek') };
for (const c of cases) {
  const a = c.answer;
  eq(JSON.stringify([...c.documents].sort()), JSON.stringify(docsOf(c.org)), `${c.id} lists all of its organisation's files`);
  ok(typeof c.question === 'string' && c.question.length > 8, `${c.id} has a question`);
  if (a.type === 'number') {
    const want = EXPECT[c.id];
    ok(typeof want === 'number' && Number.isFinite(want), `${c.id} recomputed`);
    ok(Math.abs(want - a.value) <= 1e-9 * Math.max(1, Math.abs(want)), `${c.id} value ${a.value} = recomputed ${want}`);
    eq(a.tolerance, 0.005, `${c.id} tolerance`);
    if (thousandsCases.has(c.id)) ok(a.alt && a.alt.length === 1 && a.alt[0] === want * 1000, `${c.id} alt = dollars`);
    if (altFractionCases.has(c.id)) ok(a.alt && Math.abs(a.alt[0] - want / 100) < 1e-12, `${c.id} alt = fraction`);
    if (altThousandOf.has(c.id)) ok(a.alt && Math.abs(a.alt[0] - want / 1000) < 1e-9, `${c.id} alt = thousands`);
    if (c.kind === 'percent' || altFractionCases.has(c.id)) ok(Math.abs(Math.round(want * 10) / 10 - want) <= 0.005 * Math.abs(want), `${c.id} survives 1 dp`);
    if (c.kind === 'ratio' && !altFractionCases.has(c.id)) ok(Math.abs(Math.round(want * 100) / 100 - want) <= 0.005 * Math.abs(want), `${c.id} survives 2 dp`);
  } else if (a.type === 'text') {
    const want = EXPECT[c.id];
    ok(typeof want === 'string', `${c.id} recomputed text`);
    ok(a.any.some((p) => p.toLowerCase() === String(want).toLowerCase() || String(want).toLowerCase().startsWith(p.toLowerCase())), `${c.id} accepted phrases include "${want}"`);
    const t = flat(ORGTXT[c.org]).toLowerCase();
    if (c.kind === 'text') ok(t.includes(a.any[0].toLowerCase()), `${c.id} first phrase "${a.any[0]}" is in the documents`);
    for (const p of a.any) ok(!/\.\s/.test(p) && !p.endsWith('.'), `${c.id} phrase "${p}" has no sentence break`);
  } else {
    const subj = NF[c.id];
    ok(Array.isArray(subj), `${c.id} has notfound subjects`);
    const t = ORGTXT[c.org].toLowerCase();
    for (const w of subj) ok(!t.includes(w.toLowerCase()), `${c.id} subject "${w}" appears in no ${c.org} file`);
    ok(c.question.toLowerCase().split(/\W+/).some((w) => subj.some((s) => s.toLowerCase().split(/\W+/).includes(w))) || subj.some((s) => c.question.toLowerCase().includes(s.toLowerCase().slice(0, 5))), `${c.id} subject words come from the question`);
  }
}
// mix of kinds
{
  const k = {};
  for (const c of cases) k[c.kind] = (k[c.kind] || 0) + 1;
  ok(cases.length >= 95 && cases.length <= 110, `about 100 cases (${cases.length})`);
  ok(k.lookup >= 30 && k.lookup <= 40, `lookups about 35 (${k.lookup})`);
  ok(k.notfound >= 8 && k.notfound <= 10, `notfound 8-10 (${k.notfound})`);
  for (const kind of ['total', 'difference', 'percent', 'ratio', 'extreme', 'text']) ok((k[kind] || 0) >= 5, `kind ${kind} present (${k[kind]})`);
  for (const o of Object.keys(orgs)) { const n = cases.filter((c) => c.org === o).length; ok(n >= 45 && n <= 55, `${o} has about 50 cases (${n})`); }
  eq(new Set(cases.map((c) => c.id)).size, cases.length, 'ids unique');
  eq(new Set(cases.map((c) => c.question.toLowerCase())).size, cases.length, 'questions unique');
  for (const c of cases) ok(c.id in EXPECT || c.id in NF, `${c.id} has a checker definition`);
  console.log('kinds: ' + Object.entries(k).sort().map(([a, n]) => `${a} ${n}`).join(', '));
}
// size and orgs.json
{
  let bytes = 0;
  for (const o of Object.keys(orgs)) for (const f of docsOf(o)) bytes += fs.statSync(path.join(DOCS, f)).size;
  ok(bytes < 3 * 1024 * 1024, `documents under 3 MB (${bytes})`);
  eq(orgs.ospreybay.fiscalYearStart, 'October', 'ospreybay year starts October');
  eq(orgs.wattlecreek.fiscalYearStart, 'July', 'wattlecreek year starts July');
}
console.log(`verify: ${checks} checks, ${failures} failures`);
if (failures) process.exit(1);
