// Independent checker for set P. Does NOT import data.mjs or lib/: it re-reads the generated files (SheetJS for
// cached cell values, formulas and merges, csv-parse, `pdftotext -layout`, jszip for Word, `tesseract --psm 6` for
// the photos), checks that the documents foot and agree with each other, recomputes every case's answer from the
// files by its own definition (A[id]), checks date and text phrases, that notfound subjects (NF[id]) appear in no
// file of the organisation, and the mix of kinds and files.
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
const SET = path.resolve(here, '..', 'set-p');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + (x || 0), 0));
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s.length > 1 && s[0][1] > s[1][1], `unique maximum ${what} (${s[0][0]})`); return s[0][0]; };
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const Fl = (org, re) => { const f = files(org).filter((x) => re.test(x)); if (f.length !== 1) throw new Error(`file ${re} in ${org}: ${f.length}`); return f[0]; };

// ------------------------------------------------------------------ readers
// Norwegian "186 400", "1 489,10", "1489,10" -> number; "–" / "" -> null
const nokNum = (s) => { const t = String(s ?? '').trim().replace(/^kr\s*/, ''); if (!t || /^[-–—]$/.test(t)) return null; if (!/^-?[\d ]+(,\d+)?$/.test(t)) return NaN; return parseFloat(t.replace(/ /g, '').replace(',', '.')); };
// US "1,234.50", "(610.00)", "$746.88", "—" -> number (negative for parentheses); dash -> null
const usd = (s) => { const t = String(s ?? '').trim(); if (!t || /^[-–—]$/.test(t)) return null; const v = parseFloat(t.replace(/[$,()%]/g, '')); return t.startsWith('(') ? -v : v; };
const iso = (d) => d.toISOString().slice(0, 10);
const noIso = (s) => { const m = s.match(/(\d{2})\.(\d{2})\.(\d{4})/); return `${m[3]}-${m[2]}-${m[1]}`; };
const usIso = (s) => { const m = s.match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/); return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`; };
const longIso = (s) => { const m = s.match(/([A-Z][a-z]+) (\d{1,2}), (\d{4})/); return `${m[3]}-${String(MON.indexOf(m[1].toLowerCase()) + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}`; };

function xlsx(rel) {
  const wb = XLSX.readFile(path.join(DOCS, rel), { cellDates: true, cellFormula: true });
  const out = {};
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    const rows = XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true });
    for (const [addr, c] of Object.entries(ws)) {
      if (addr.startsWith('!') || !c.f) continue;
      ok(c.v !== undefined && c.v !== null && c.v !== '', `${rel} ${name}!${addr} formula ${c.f} has a cached value`);
    }
    out[name] = { rows, merges: (ws['!merges'] || []).map((m) => XLSX.utils.encode_range(m)) };
  }
  return out;
}
const txt = (v) => (v === null || v === undefined ? '' : v instanceof Date ? iso(v) : String(v));
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const t = (s) => s.replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => t(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
const tableRows = (text) => text.split('\n').filter((l) => l.includes(' | ')).map((l) => l.split(' | ').map((s) => s.trim()));
const ocr = (rel) => execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const ocrLine = (text, re) => text.split('\n').find((l) => re.test(l)) || '';

// ================================================================== Nordlys
// ---- annual accounts: lines "Label / English   [note]   2025   2024"
const ATXT = pdf(Fl('nordlys', /Årsregnskap/));
const [AP1, AP2] = ATXT.split('\f');
ok(/Note\s+2025\s+2024/.test(AP1) && /Note\s+31\.12\.2025\s+31\.12\.2024/.test(AP2), 'accounts: note column before the year columns, balance sheet on page 2');
function stmt(page) {
  const m = new Map();
  for (const l of page.split('\n')) {
    const p = l.trim().split(/\s{2,}/);
    if (p.length < 3 || !p[0].includes(' / ')) continue;
    const vals = p.slice(1);
    const [a, b] = vals.slice(-2).map(nokNum);
    if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
    const en = p[0].split(' / ')[1].trim();
    m.set(en, { nb: p[0].split(' / ')[0].trim(), note: vals.length === 3 ? vals[0] : '', y25: a, y24: b });
  }
  return m;
}
const IS = stmt(AP1), BS = stmt(AP2);
const is = (en) => { const r = IS.get(en); if (!r) throw new Error(`income statement line ${en}`); return r; };
const bs = (en) => { const r = BS.get(en); if (!r) throw new Error(`balance sheet line ${en}`); return r; };
const incL = ['Membership dues', 'Donations', 'Grants', 'Sales revenue'];
const expL = ['Student scholarships', 'Event costs', 'Cost of goods sold', 'Fees', 'Other operating expenses'];
for (const y of ['y25', 'y24']) {
  ok(sum(incL.map((l) => is(l)[y])) === is('Total operating income')[y], `accounts ${y}: income foots`);
  ok(sum(expL.map((l) => is(l)[y])) === is('Total operating expenses')[y], `accounts ${y}: expenses foot`);
  ok(is('Total operating income')[y] - is('Total operating expenses')[y] === is('Operating result')[y], `accounts ${y}: operating result`);
  ok(is('Operating result')[y] + is('Financial income')[y] === is('Net result for the year')[y], `accounts ${y}: net result`);
  ok(sum(['Inventory', 'Receivables', 'Bank, operating account', 'Bank, scholarship fund'].map((l) => bs(l)[y])) === bs('Total assets')[y], `balance ${y}: assets foot`);
  ok(bs('Total equity')[y] + bs('Total liabilities')[y] === bs('Total equity and liabilities')[y] && bs('Total assets')[y] === bs('Total equity and liabilities')[y], `balance ${y}: balances`);
  ok(bs('Equity at 1 January')[y] + bs('Result for the year')[y] === bs('Total equity')[y], `balance ${y}: equity roll`);
  ok(bs('Result for the year')[y] === is('Net result for the year')[y], `balance ${y}: result = income statement`);
}
ok(bs('Equity at 1 January').y25 === bs('Total equity').y24, 'equity 1.1.2025 = 31.12.2024');
ok(is('Membership dues').note === '2' && is('Student scholarships').note === '4', 'note numbers read');

// ---- dues workbook
const DW = xlsx(Fl('nordlys', /Medlemskontingent/));
const DS = Object.values(DW)[0].rows;
const dh = DS.findIndex((r) => txt(r[0]) === 'Medlemsnr');
const MEM = DS.slice(dh + 1).filter((r) => typeof r[0] === 'number').map((r) => ({ nr: r[0], name: r[1], cat: r[2], status: r[3], q1: r[4], q2: r[5], q3: r[6], q4: r[7], tot: r[8] }));
const DSUM = DS.find((r) => r[1] === 'Sum');
ok(MEM.length === 24, `dues: 24 members (${MEM.length})`);
for (const m of MEM) ok(near((m.q1 || 0) + (m.q2 || 0) + (m.q3 || 0) + (m.q4 || 0), m.tot), `dues ${m.name} sum`);
ok(MEM.filter((m) => m.status === 'Fritak').every((m) => m.q1 === null && m.q2 === null), 'fritak rows are blank');
ok(near(sum(MEM.map((m) => m.q1)), DSUM[4]) && near(sum(MEM.map((m) => m.q2)), DSUM[5]), 'dues totals foot');

// ---- DNB export
const BRAW = parse(fs.readFileSync(path.join(DOCS, Fl('nordlys', /DNB/))), { delimiter: ';', bom: true, columns: true });
ok(JSON.stringify(Object.keys(BRAW[0])) === JSON.stringify(['Dato', 'Forklaring', 'Rentedato', 'Ut', 'Inn']), 'bank columns');
const BK = BRAW.map((r) => ({ date: noIso(r.Dato), text: r.Forklaring, ut: nokNum(r.Ut), inn: nokNum(r.Inn) }));
ok(BK.every((t) => (t.ut === null) !== (t.inn === null) && !Number.isNaN(t.ut) && !Number.isNaN(t.inn)), 'bank: each row is in or out');
const bIn = (f) => sum(BK.filter(f).map((t) => t.inn)), bUt = (f) => sum(BK.filter(f).map((t) => t.ut));
const bm = (t, m) => t.date.slice(5, 7) === m;
ok(near(BK.find((t) => /Kontingent 1\. kvartal/.test(t.text)).inn, DSUM[4]), 'bank dues deposit = Q1 dues total');

// ---- course budget
const CTXT = await docx(Fl('nordlys', /Prosjektbudsjett/));
const CT = tableRows(CTXT).slice(1).map((r) => ({ nb: r[0].split(' / ')[0], en: r[0].split(' / ')[1], b: nokNum(r[1]), a: nokNum(r[2]) }));
const CTOT = CT.find((r) => /^Sum/.test(r.nb));
const CL = CT.filter((r) => r !== CTOT);
ok(sum(CL.map((r) => r.b)) === CTOT.b && sum(CL.map((r) => r.a)) === CTOT.a, 'course budget foots');
const cline = (re) => CL.find((r) => re.test(r.nb));
const cPart = +CTXT.match(/Deltakeravgift: (\d+) deltakere × kr ([\d ]+) =/)[1];
const cFee = nokNum(CTXT.match(/Deltakeravgift: \d+ deltakere × kr ([\d ]+) =/)[1]);
const cGrant = nokNum(CTXT.match(/et tilskudd på kr ([\d ]+) til sommerkurset/)[1]);
const cOwn = nokNum(CTXT.match(/Egenandel fra [^:]+: kr ([\d ]+)\./)[1]);
const cAdvPct = +CTXT.match(/(\d+) % av tilskuddet \(kr ([\d ]+)\)/)[1];
const cAdv = nokNum(CTXT.match(/(\d+) % av tilskuddet \(kr ([\d ]+)\)/)[2]);
ok(cPart * cFee + cGrant + cOwn === CTOT.b, 'course funding = total budget');
ok(cAdv === cGrant * cAdvPct / 100, 'advance = share of grant');
ok(near(BK.find((t) => /Tilskudd Vestvågøy/.test(t.text)).inn, cAdv), 'bank grant deposit = advance');
const NOMON = ['januar', 'februar', 'mars', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'desember'];
const cDue = (() => { const m = CTXT.match(/Fristen for sluttrapporten er (\d+)\. (\w+) (\d{4})/); return `${m[3]}-${String(NOMON.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; })();

// ---- receipt (OCR)
const RCPT = ocr(Fl('nordlys', /\.jpg$/));
const ocrNok = (line) => { const m = line.match(/(\d{1,3}(?: \d{3})*,\s?\d{2})\s*$/); return m ? nokNum(m[1].replace(/,\s/, ',')) : null; };
const rTotal = ocrNok(ocrLine(RCPT, /TOTALT/));
const rVat = ocrNok(ocrLine(RCPT, /Herav MVA/));
const rNet = ocrNok(ocrLine(RCPT, /grunnlag/));
const rDate = noIso(ocrLine(RCPT, /Dato/));
const rOrg = ocrLine(RCPT, /Org\.?nr/).match(/(\d{3} \d{3} \d{3})/)[1];
ok(/MVA 25%/.test(RCPT), 'receipt OCR shows MVA 25%');
ok(near(R2(rTotal * 0.2), rVat) && near(R2(rNet + rVat), rTotal), `receipt VAT 25% included (${rTotal}, ${rVat}, ${rNet})`);
ok(near(BK.find((t) => /Papir & Hobby/.test(t.text)).ut, rTotal) && BK.find((t) => /Papir & Hobby/.test(t.text)).date === rDate, 'receipt = bank line');

// ================================================================== Rising Tide
// ---- QuickBooks statement of activities by class
const QW = xlsx(Fl('risingtide', /Statement of Activities/));
const QS = Object.values(QW)[0];
ok(['A1:E1', 'A2:E2', 'A3:E3', 'A4:E4'].every((m) => QS.merges.includes(m)), 'QB 4-row merged title block');
const qh = QS.rows.findIndex((r) => r[1] === 'Organizing');
ok(qh === 4 && JSON.stringify(QS.rows[qh].slice(1, 5)) === JSON.stringify(['Organizing', 'Legal Defense', 'Admin', 'TOTAL']), 'QB class header on row 5');
const QB = new Map(QS.rows.slice(qh + 1).filter((r) => r[0] && (r[1] !== null || r[4] !== null)).map((r) => [txt(r[0]).trim().replace(/^\d{4} /, ''), [r[1] || 0, r[2] || 0, r[3] || 0, r[4]]]));
const qb = (n) => { const r = QB.get(n); if (!r) throw new Error(`QB line ${n}`); return r; };
const qInc = ['Member Dues', 'Individual Donations', 'Foundation Grants', 'Event Income'];
const qExp = [...QB.keys()].filter((k) => [...QB.keys()].indexOf(k) > [...QB.keys()].indexOf('Gross Profit') && [...QB.keys()].indexOf(k) < [...QB.keys()].indexOf('Total Expenditures'));
ok(qExp.length === 9, `QB 9 expense accounts (${qExp.length})`);
for (const [k, v] of QB) ok(near(R2(v[0] + v[1] + v[2]), v[3]), `QB ${k} total across`);
for (let i = 0; i < 4; i++) {
  ok(near(sum(qInc.map((l) => qb(l)[i])), qb('Total Revenue')[i]), `QB revenue foots (${i})`);
  ok(near(sum(qExp.map((l) => qb(l)[i])), qb('Total Expenditures')[i]), `QB expenses foot (${i})`);
  ok(near(qb('Total Revenue')[i] - qb('Total Expenditures')[i], qb('Net Revenue')[i]), `QB net (${i})`);
}
const QTXT = QS.rows.map((r) => r.map(txt).join(' ')).join('\n');

// ---- dues & donations
const DD = xlsx(Fl('risingtide', /Dues and Donations/));
function fySheet(name) {
  const rows = DD[name].rows;
  const h = rows.findIndex((r) => r[1] instanceof Date);
  const months = rows[h].slice(1).filter((d) => d instanceof Date).map((d) => iso(d).slice(0, 7));
  const row = (label) => rows.find((r) => r[0] === label).slice(1, months.length + 1);
  const tot = (label) => rows.find((r) => r[0] === label)[months.length + 1];
  const s = { months, dues: row('Member dues'), rec: row('Recurring donations'), one: row('One-time donations'), members: row('Dues-paying members') };
  for (const l of ['Member dues', 'Recurring donations', 'One-time donations']) ok(near(sum(row(l)), tot(l)), `${name} ${l} total`);
  ok(months.every((m, i) => near(s.dues[i] + s.rec[i] + s.one[i], row('Total dues & donations')[i])), `${name} monthly totals`);
  ok(s.months.every((m, i) => s.dues[i] === s.members[i] * 20), `${name} dues = members x $20`);
  return s;
}
ok(JSON.stringify(Object.keys(DD)) === JSON.stringify(['FY2025', 'FY2026 YTD']), 'dues workbook sheets');
const F25 = fySheet('FY2025'), F26 = fySheet('FY2026 YTD');
ok(F25.months[0] === '2024-10' && F25.months.length === 12 && F26.months[0] === '2025-10' && F26.months.at(-1) === '2026-06', 'fiscal years start in October; FY2026 through June');
const mIdx = (s, ym) => s.months.indexOf(ym);
ok(near(sum(F26.dues), qb('Member Dues')[3]), 'QB dues = dues sheet FY2026 YTD');
ok(near(sum([...F26.rec, ...F26.one]), qb('Individual Donations')[3]), 'QB donations = dues sheet donations FY2026 YTD');

// ---- strike fund CSV
const SF = parse(fs.readFileSync(path.join(DOCS, Fl('risingtide', /rent_strike/)), 'utf8'), { columns: true }).map((r) => ({ date: usIso(r.Date), building: r.Building, purpose: r.Purpose, amount: usd(r.Amount), via: r['Paid Via'] }));
ok(SF.every((s) => s.date >= '2025-10-01' && s.date <= '2026-06-30'), 'strike fund rows in FY2026 YTD');
ok(near(sum(SF.map((s) => s.amount)), qb('Strike Fund Assistance')[3]), 'QB strike fund = CSV total');
const sfAmt = (f) => sum(SF.filter(f).map((s) => s.amount));

// ---- grant report
const GTXT = pdf(Fl('risingtide', /Hollis/));
const GR = [];
{
  const lines = GTXT.split('\n');
  const h = lines.findIndex((l) => /^Budget category/.test(l.trim()));
  for (const l of lines.slice(h + 2)) {
    const p = l.trim().split(/\s{2,}/);
    if (p.length !== 6) { if (GR.length && !l.trim()) break; continue; }
    GR.push({ line: p[0], annual: usd(p[1]), ytd: usd(p[2]), actual: usd(p[3]), variance: usd(p[4]), pct: p[5] === '—' ? null : usd(p[5]) * (p[5].startsWith('(') ? 1 : 1) });
  }
}
const GT = GR.find((r) => r.line === 'Total');
const GL = GR.filter((r) => r !== GT);
ok(GL.length === 8, `grant lines (${GL.length})`);
ok(GR.some((r) => r.actual === null) && GR.some((r) => r.annual === null), 'grant report has "—" cells');
for (const r of GL) {
  ok(r.annual === null ? r.ytd === null : near(R2(r.annual * 0.75), r.ytd), `grant ${r.line} budget to date = 75%`);
  ok(near(R2((r.ytd || 0) - (r.actual || 0)), r.variance), `grant ${r.line} variance`);
  if (r.ytd) ok(Math.abs((r.variance / r.ytd) * 100 - r.pct) < 0.051, `grant ${r.line} var %`);
}
for (const k of ['annual', 'ytd', 'actual', 'variance']) ok(near(sum(GL.map((r) => r[k])), GT[k]), `grant ${k} foots`);
const gl = (re) => GL.find((r) => re.test(r.line));
ok(near(R2(gl(/Attorney/).actual + gl(/Court/).actual), qb('Legal & Professional Fees')[1]), 'grant legal costs = QB Legal Defense legal fees');
const gReceived = usd(GTXT.match(/Payments received: (\$[\d,.]+)/)[1]);
const gFirst = longIso(GTXT.match(/Payments received: \$[\d,.]+ on ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1]);
const gNo = GTXT.match(/Grant no\. (\S+)/)[1];

// ---- memo
const MTXT = await docx(Fl('risingtide', /memo/));
const mBank = usd(MTXT.match(/closed March with (\$[\d,]+) in the bank/)[1]);
const mMonths = parseFloat(MTXT.match(/about ([\d.]+) months of operating expenses/)[1]);
const mReserve = +MTXT.match(/should hold (\d+) months/)[1];
const mDuesQ2 = usd(MTXT.match(/quarter came to (\$[\d,]+)/)[1]), mDuesQ1 = usd(MTXT.match(/up from (\$[\d,]+) in Q1/)[1]);
ok(mDuesQ2 === sum(F26.dues.slice(3, 6)) && mDuesQ1 === sum(F26.dues.slice(0, 3)), 'memo dues = dues sheet');
ok(+MTXT.match(/ended March with (\d+) dues-paying/)[1] === F26.members[mIdx(F26, '2026-03')], 'memo member count = sheet');
const mStrike = MTXT.match(/paid out (\$[\d,.]+) across (\d+) disbursements/);
const q2 = (s) => s.date >= '2026-01-01' && s.date <= '2026-03-31';
ok(usd(mStrike[1]) === sfAmt(q2) && +mStrike[2] === SF.filter(q2).length, 'memo strike fund quarter = CSV');
const mCapFrom = longIso(MTXT.match(/effective ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1]);
const mCapNew = usd(MTXT.match(/from \$\d+ to (\$\d+)/)[1]);
const mAudit = usd(MTXT.match(/quoted (\$[\d,]+) for the FY2025/)[1]);
const mAuthor = MTXT.match(/From: ([^,]+), Treasurer/)[1];

// ---- invoice (OCR)
const INV = ocr(Fl('risingtide', /\.jpg$/));
const lastUsd = (line) => { const m = [...line.matchAll(/\d[\d,]*\.\d\d/g)]; return m.length ? usd(m.at(-1)[0]) : null; };
const iSub = lastUsd(ocrLine(INV, /Subtotal/)), iTax = lastUsd(ocrLine(INV, /Sales tax/)), iTotal = lastUsd(ocrLine(INV, /TOTAL DUE/));
const iRate = parseFloat(ocrLine(INV, /Sales tax/).match(/\(([\d.]+)%\)/)[1]);
const iDue = usIso(ocrLine(INV, /Due date/));
ok(near(R2(iSub * iRate / 100), iTax) && near(R2(iSub + iTax), iTotal), `invoice tax added (${iSub} + ${iTax} = ${iTotal})`);
ok(/Rising Tide/.test(INV), 'invoice billed to the union');

// ================================================================== recomputations, by case id
const Fritak = MEM.filter((m) => m.status === 'Fritak');
const mt = (m) => (m.q1 || 0) + (m.q2 || 0);
const rente = (t) => /^Renter/.test(t.text);
const A = {
  'nordlys-001': () => is('Sales revenue').y25,
  'nordlys-002': () => is('Donations').y24,
  'nordlys-003': () => bs('Bank, scholarship fund').y25,
  'nordlys-004': () => cGrant,
  'nordlys-005': () => rVat,
  'nordlys-006': () => cFee,
  'nordlys-007': () => BK.find((t) => /Telenor/.test(t.text) && bm(t, '02')).ut,
  'nordlys-008': () => sum(MEM.map((m) => m.q1)),
  'nordlys-009': () => bIn((t) => bm(t, '01')),
  'nordlys-010': () => bIn(rente),
  'nordlys-011': () => bUt((t) => /Stipend/.test(t.text)),
  'nordlys-012': () => is('Total operating expenses').y25 / 1000,
  'nordlys-013': () => is('Membership dues').y25 - is('Membership dues').y24,
  'nordlys-014': () => bIn((t) => bm(t, '03')) - bUt((t) => bm(t, '03')),
  'nordlys-015': () => is('Net result for the year').y24 - is('Net result for the year').y25,
  'nordlys-016': () => bs('Total assets').y25 - bs('Total assets').y24,
  'nordlys-017': () => (is('Student scholarships').y25 / is('Total operating expenses').y25) * 100,
  'nordlys-018': () => ((is('Donations').y24 - is('Donations').y25) / is('Donations').y24) * 100,
  'nordlys-019': () => (cGrant / CTOT.b) * 100,
  'nordlys-020': () => (Fritak.length / MEM.length) * 100,
  'nordlys-021': () => bs('Total equity').y25 / bs('Total liabilities').y25,
  'nordlys-022': () => is('Total operating income').y25 / is('Total operating expenses').y25,
  'nordlys-023': () => sum(MEM.map((m) => m.q1)) / MEM.filter((m) => m.q1 > 0).length,
  'nordlys-024': () => bIn(rente) / 3,
  'nordlys-025': () => CTOT.b / cPart,
  'nordlys-026': () => Fritak.length,
  'nordlys-027': () => BK.filter((t) => /vipps/i.test(t.text) && t.inn).length,
  'nordlys-028': () => MEM.filter((m) => m.status !== 'Fritak' && !m.q2).length,
  'nordlys-029': () => Math.max(...BK.map((t) => t.ut || 0)),
  'nordlys-030': () => argmax(expL.map((l) => [is(l).nb, is(l).y25]), '2025 cost line'),
  'nordlys-031': () => argmax(MEM.map((m) => [m.name, mt(m)]), 'member dues paid'),
  'nordlys-032': () => argmax(CL.filter((r) => r.a !== null).map((r) => [r.nb, r.b - r.a]), 'course line increase'),
  'nordlys-033': () => sum(MEM.filter((m) => m.cat === 'Student').map(mt)),
  'nordlys-034': () => bUt((t) => /Rema|Coop|Kiwi/.test(t.text)),
  'nordlys-035': () => sum(MEM.filter((m) => m.cat === 'Familie').map((m) => m.q2)),
  'nordlys-036': () => cline(/Kost/).b - cline(/Kost/).a,
  'nordlys-037': () => cline(/^Reise/).b - cline(/^Reise/).a,
  'nordlys-038': () => CTOT.b - CTOT.a,
  'nordlys-039': () => ({ date: BK.find((t) => /Tilskudd/.test(t.text)).date }),
  'nordlys-040': () => ({ date: rDate }),
  'nordlys-041': () => ({ date: cDue }),
  'nordlys-042': () => ({ date: BK.filter((t) => /Stipend/.test(t.text))[1].date }),
  'nordlys-043': () => rOrg,
  'nordlys-044': () => BK.find((t) => t.inn === 20000 && bm(t, '01')).text.replace(/^Gave /, ''),
  'nordlys-045': () => CTXT.match(/(\S+) kommune innvilget/)[1],

  'risingtide-001': () => qb('Legal & Professional Fees')[1],
  'risingtide-002': () => gl(/Interpreter/).annual,
  'risingtide-003': () => F26.dues[mIdx(F26, '2026-02')],
  'risingtide-004': () => iTax,
  'risingtide-005': () => iTotal,
  'risingtide-006': () => mAudit,
  'risingtide-007': () => sfAmt((s) => s.building === 'Eastgate Towers'),
  'risingtide-008': () => sum(F25.one),
  'risingtide-009': () => qb('Total Expenditures')[3],
  'risingtide-010': () => sum([0, 1, 2].map((i) => F26.dues[i] + F26.rec[i] + F26.one[i])),
  'risingtide-011': () => sfAmt(q2),
  'risingtide-012': () => sum(F26.dues) - sum(F25.dues.slice(0, F26.months.length)),
  'risingtide-013': () => qb('Net Revenue')[0],
  'risingtide-014': () => GT.actual - gReceived,
  'risingtide-015': () => (mBank / mMonths) * mReserve - mBank,
  'risingtide-016': () => (qb('Foundation Grants')[3] / qb('Total Revenue')[3]) * 100,
  'risingtide-017': () => ((F26.one[mIdx(F26, '2025-12')] - F25.one[mIdx(F25, '2024-12')]) / F25.one[mIdx(F25, '2024-12')]) * 100,
  'risingtide-018': () => (qb('Total Expenditures')[2] / qb('Total Expenditures')[3]) * 100,
  'risingtide-019': () => (-gl(/Attorney/).variance / gl(/Attorney/).ytd) * 100,
  'risingtide-020': () => sum(F25.rec) / sum(F25.one),
  'risingtide-021': () => qb('Total Expenditures')[1] / qb('Total Revenue')[1],
  'risingtide-022': () => qb('Salaries & Wages')[0] / qb('Salaries & Wages')[2],
  'risingtide-023': () => sum(SF.map((s) => s.amount)) / SF.length,
  'risingtide-024': () => sum(F25.dues) / 12,
  'risingtide-025': () => sum(F26.members) / F26.members.length,
  'risingtide-026': () => SF.filter((s) => /heat/i.test(s.purpose)).length,
  'risingtide-027': () => SF.filter((s) => /Marlowe/.test(s.building)).length,
  'risingtide-028': () => F25.one.filter((v) => v > 2000).length,
  'risingtide-029': () => argmax(SF.map((s) => [s.building, s.amount]), 'disbursement'),
  'risingtide-030': () => { const ym = argmax(F25.months.filter((m) => !m.endsWith('-12')).map((m) => [m, F25.one[mIdx(F25, m)]]), 'one-time month'); return `${MON[+ym.slice(5) - 1]} ${ym.slice(0, 4)}`; },
  'risingtide-031': () => argmax(qExp.map((l) => [l, qb(l)[1]]), 'legal defense expense'),
  'risingtide-032': () => argmax(GL.map((r) => [r.line, r.variance]), 'grant underspend'),
  'risingtide-033': () => sfAmt((s) => s.via === 'ACH'),
  'risingtide-034': () => { const v = sfAmt((s) => /escrow/.test(s.purpose) && s.date >= mCapFrom); ok(SF.filter((s) => /escrow/.test(s.purpose) && s.date >= mCapFrom).every((s) => s.amount === mCapNew), 'escrow after the cap change at the new cap'); return v; },
  'risingtide-035': () => qb('Total Expenditures')[2] - qb('Salaries & Wages')[2] - qb('Payroll Taxes')[2],
  'risingtide-036': () => gl(/Court/).variance,
  'risingtide-037': () => GT.variance,
  'risingtide-038': () => gl(/clinics/).variance,
  'risingtide-039': () => ({ date: gFirst }),
  'risingtide-040': () => ({ date: SF.filter((s) => s.building === 'Carver Court').at(-1).date }),
  'risingtide-041': () => ({ date: iDue }),
  'risingtide-042': () => ({ date: mCapFrom }),
  'risingtide-043': () => mAuthor,
  'risingtide-044': () => gNo,
  'risingtide-045': () => QTXT.match(/(Accrual|Cash) Basis/)[1],
};
// notfound subjects: words that would hold the answer, found in no file of the organisation
const NF = {
  'nordlys-046': ['2023'],
  'nordlys-047': ['husleie', 'leie av'],
  'nordlys-048': ['høstkurs', 'autumn'],
  'nordlys-049': ['2027'],
  'nordlys-050': ['rektor', 'lønn', 'salar'],
  'risingtide-046': ['FY2024', '2023'],
  'risingtide-047': ['gala'],
  'risingtide-048': ['Jul 2026', 'July 2026', '2026-07'],
  'risingtide-049': ['delivery', 'shipping'],
  'risingtide-050': ['executive director'],
};
const xlsxText = (w) => Object.values(w).map((s) => s.rows.map((r) => r.map(txt).join(' ')).join('\n')).join('\n');
const TEXT = {
  nordlys: [ATXT, xlsxText(DW), fs.readFileSync(path.join(DOCS, Fl('nordlys', /DNB/)), 'utf8'), CTXT, RCPT].join('\n'),
  risingtide: [xlsxText(QW), xlsxText(DD), GTXT, MTXT, fs.readFileSync(path.join(DOCS, Fl('risingtide', /rent_strike/)), 'utf8'), INV].join('\n'),
};

function phraseDate(p, org) {
  const s = p.toLowerCase().replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+) (\d+) (\d{4})$/))) return { m: mon(m[1]), d: +m[2], y: +m[3] };
  if ((m = s.match(/^(\d+) ([a-z]+) (\d{4})$/))) return { m: mon(m[2]), d: +m[1], y: +m[3] };
  if ((m = s.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
  if (org === 'nordlys' && (m = s.match(/^(\d\d)\.(\d\d)\.(\d{4})$/))) return { d: +m[1], m: +m[2], y: +m[3] };
  if (org === 'risingtide' && (m = s.match(/^(\d+)\/(\d+)\/(\d{4})$/))) return { m: +m[1], d: +m[2], y: +m[3] };
  return null;
}

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const seen = new Set();
for (const c of cases) {
  ok(!seen.has(c.id), `unique id ${c.id}`); seen.add(c.id);
  ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(files(c.org).sort()), `${c.id} lists all of its organisation's files`);
  const a = c.answer;
  if (a.type === 'notfound') {
    ok(c.kind === 'notfound', `${c.id} notfound kind`);
    const subj = NF[c.id];
    ok(subj, `${c.id} has notfound subjects`);
    for (const w of subj || []) ok(!TEXT[c.org].toLowerCase().includes(w.toLowerCase()), `${c.id} notfound subject "${w}" appears in no file`);
    continue;
  }
  const fn = A[c.id];
  if (!fn) { ok(false, `${c.id} has a recomputation: ${c.question}`); continue; }
  let got;
  try { got = fn(); } catch (e) { ok(false, `${c.id} recompute threw: ${e.message}`); continue; }
  if (a.type === 'number') {
    ok(a.tolerance === 0.005, `${c.id} tolerance`);
    ok(typeof got === 'number' && Math.abs(Math.abs(got) - Math.abs(a.value)) <= Math.max(1e-6 * Math.abs(a.value), 0.006), `${c.id} ${c.question}: files say ${got}, case says ${a.value}`);
    if (a.alt) ok(a.alt.every((x) => near(x, a.value * 1e3, 0.01)), `${c.id} alt is the same figure in units`);
    if (['percent', 'ratio'].includes(c.kind)) ok(Math.abs(Math.abs(got) - a.value) <= 0.005 * Math.abs(got) * 0.8, `${c.id} rounded value within tolerance of the exact ${got}`);
    if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; ok(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
  } else if (got && typeof got === 'object' && got.date) {
    const [y, m, d] = got.date.split('-').map(Number);
    ok(c.kind === 'date' && a.any.length >= 5, `${c.id} several date phrasings`);
    for (const p of a.any) { const pd = phraseDate(p, c.org); ok(pd && pd.m === m && pd.d === d && pd.y === y, `${c.id} date phrase "${p}" = ${got.date}`); }
  } else {
    ok(typeof got === 'string' && a.any.some((p) => norm(got).includes(norm(p))), `${c.id} text "${got}" matches an accepted phrase ${JSON.stringify(a.any)}`);
    if (c.kind === 'text') ok(norm(TEXT[c.org]).includes(norm(got)), `${c.id} text "${got}" is in the documents`);
    ok(a.any.every((p) => !/[.!?]\s/.test(p)), `${c.id} accepted phrases hold no sentence break`);
  }
}
for (const id of Object.keys(A)) ok(cases.some((c) => c.id === id && c.answer.type !== 'notfound'), `recomputation used: ${id}`);
for (const id of Object.keys(NF)) ok(cases.some((c) => c.id === id && c.answer.type === 'notfound'), `notfound used: ${id}`);

// mix of kinds, files and replies
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const perOrg = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length === 100, `100 cases (${cases.length})`);
ok(perOrg('nordlys') === 50 && perOrg('risingtide') === 50, '50 per organisation');
const want = { lookup: 13, sum: 10, difference: 8, percent: 8, ratio: 5, average: 6, count: 6, extreme: 8, filter: 6, variance: 6, date: 8, text: 6, notfound: 10 };
for (const [k, n] of Object.entries(want)) ok(kinds[k] === n, `kind ${k}: ${kinds[k]} (want ${n})`);
ok(Object.keys(kinds).every((k) => want[k]), 'no other kinds');
for (const [o, re] of [['nordlys', /papir & hobby|mva|hobby shop/i], ['risingtide', /bayside|printing invoice/i]]) ok(cases.filter((c) => c.org === o && re.test(c.question)).length >= 2, `${o} has questions on its photo`);
ok(cases.every((c) => c.question === c.question.toLowerCase() || /ACH|Q/.test(c.question)), 'questions typed in lower case');
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.nordlys?.name === 'Nordlys Folkehøgskole Venner' && orgs.nordlys.fiscalYearStart === 'January' && orgs.risingtide?.name === 'Rising Tide Tenants Union' && orgs.risingtide.fiscalYearStart === 'October', 'orgs.json');
ok(files('nordlys').length === 5 && ['pdf', 'xlsx', 'csv', 'docx', 'jpg'].every((e) => files('nordlys').some((f) => f.endsWith('.' + e))), 'nordlys: pdf, xlsx, csv, docx, jpg');
ok(files('risingtide').length === 6 && files('risingtide').filter((f) => f.endsWith('.xlsx')).length === 2 && ['pdf', 'csv', 'docx', 'jpg'].every((e) => files('risingtide').some((f) => f.endsWith('.' + e))), 'risingtide: 2 xlsx, pdf, docx, csv, jpg');
const size = ['nordlys', 'risingtide'].flatMap(files).reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
