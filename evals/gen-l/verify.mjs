// Independent checker for set L. Does NOT import data.mjs or lib/: it re-reads the generated files
// (exceljs, csv-parse, `pdftotext -layout`, jszip, `tesseract --psm 6`), checks that the documents foot and agree
// with each other, recomputes every case's answer from the files (A[question]), checks date and text phrases, that
// notfound subjects (NF[question]) appear in no file of the organisation, and the mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/^\s*import[^;]*from\s+['"]\.\/(data\.mjs|lib\/)/m.test(self)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-l');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const sum = (a) => Math.round(a.reduce((s, x) => s + (x || 0), 0) * 100) / 100;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/\s+/g, ' ').trim();
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s[0][1] > s[1][1], `unique maximum ${what} ${s[0][0]}`); return s[0][0]; };
const argmin = (pairs, what) => argmax(pairs.map(([k, v]) => [k, -v]), what);

// ------------------------------------------------------------------ readers
const toNum = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'object' && 'result' in v) return toNum(v.result);
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  if (/^[-–—]$/.test(s)) return 0;
  if (!/^\(?-?(?:C?\$|€)?\s?[\d,]+(\.\d+)?%?\)?$/.test(s)) return null;
  let x = parseFloat(s.replace(/[C$€,()%\s]/g, ''));
  if (s.startsWith('(') || s.startsWith('-')) x = -Math.abs(x);
  return x;
};
const cellText = (x) => (x === null || x === undefined ? '' : x instanceof Date ? x.toISOString().slice(0, 10) : typeof x === 'object' ? (x.richText ? x.richText.map((t) => t.text).join('') : String(x.result ?? '')) : String(x));
async function xlsx(rel) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(DOCS, rel));
  const ws = wb.worksheets[0];
  // cached formula values straight from the sheet XML (exceljs reads a cached 0 as no result)
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  const xml = await zip.file('xl/worksheets/sheet1.xml').async('string');
  const cached = new Map([...xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*>(<f>[^<]*<\/f>)(?:<v>([^<]*)<\/v>)?<\/c>/g)].map((m) => [m[1], m[3]]));
  for (const [addr, v] of cached) ok(v !== undefined && !Number.isNaN(parseFloat(v)), `${rel}: formula in ${addr} has a cached value`);
  const rows = [];
  ws.eachRow({ includeEmpty: true }, (r) => { const v = []; for (let c = 1; c <= ws.columnCount; c++) { const cell = r.getCell(c); let x = cell.value; if (x && typeof x === 'object' && 'formula' in x) x = { formula: x.formula, result: parseFloat(cached.get(cell.address)) }; v.push(x); } rows.push(v); });
  for (const r of rows) for (const x of r) if (x && typeof x === 'object' && 'formula' in x) ok(typeof x.result === 'number' && !Number.isNaN(x.result) && (x.result === 0 || x.result), `${rel}: formula ${x.formula} has a cached result`);
  return rows;
}
const byLabel = (rows) => { const m = new Map(); for (const r of rows) { const l = norm(cellText(r[0])); if (l && !m.has(l)) m.set(l, r.slice(1).map(toNum)); } return m; };
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
// a text line "Label    1,234   (56)   7.8%   –" -> label and numbers
function pdfRows(text) {
  const out = new Map();
  for (const line of text.split('\n')) {
    const parts = line.trim().split(/\s{2,}/);
    if (parts.length < 2) continue;
    const vals = parts.slice(1).map(toNum);
    if (vals.some((v) => v === null)) continue;
    const l = norm(parts[0]);
    if (!out.has(l)) out.set(l, vals);
  }
  return out;
}
async function docx(rel) {
  const zip = await JSZip.loadAsync(fs.readFileSync(path.join(DOCS, rel)));
  let xml = await zip.file('word/document.xml').async('string');
  const txt = (s) => s.replace(/<w:tab\/>/g, '\t').replace(/<[^>]+>/g, '');
  xml = xml.replace(/<w:tr[ >][\s\S]*?<\/w:tr>/g, (tr) => '<w:p>' + [...tr.matchAll(/<w:tc[ >][\s\S]*?<\/w:tc>/g)].map((c) => txt(c[0].replace(/<\/w:p>/g, ' ')).trim()).join(' | ') + '</w:p>');
  return xml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
}
const ocrCache = new Map();
const ocr = (rel) => { if (!ocrCache.has(rel)) ocrCache.set(rel, execFileSync('tesseract', [path.join(DOCS, rel), '-', '--psm', '6'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })); return ocrCache.get(rel); };
const csv = (rel) => parse(fs.readFileSync(path.join(DOCS, rel), 'utf8'), { columns: true, skip_empty_lines: true });
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const F = (org, re) => { const f = files(org).find((x) => re.test(x)); if (!f) throw new Error(`no file ${re} in ${org}`); return f; };
const lastMoney = (line) => { const m = [...line.matchAll(/[\d,]+\.\d\d/g)]; return m.length ? parseFloat(m.at(-1)[0].replace(/,/g, '')) : null; };
const ocrLine = (text, re) => text.split('\n').find((l) => re.test(l)) || '';
const pctCh = (a, b) => ((a - b) / b) * 100;
const isoOf = (s, dayFirst) => { const m = s.match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/); return dayFirst ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`; };
const longIso = (s) => { const m = s.match(/([A-Z][a-z]+)\.? (\d{1,2}),? (\d{4})/); return `${m[3]}-${String(MON.findIndex((x) => x.startsWith(m[1].toLowerCase().slice(0, 3))) + 1).padStart(2, '0')}-${m[2].padStart(2, '0')}`; };
const dmyLongIso = (s) => { const m = s.match(/(\d{1,2}) ([A-Z][a-z]+) (\d{4})/); return `${m[3]}-${String(MON.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };

// ------------------------------------------------------------------ St Brendan's
const IE = pdfRows(pdf(F('stbrendans', /Income and Expenditure/)));
const ie = (l, y = 0) => { const v = IE.get(norm(l)); if (!v) throw new Error(`I&E line ${l}`); return v[y]; };
const incomingLabels = ['Envelope collections', 'Loose (plate) collections', 'Online giving', 'Christmas & Easter offerings', 'Roof Fund appeal – pledge payments', 'Parish lotto (net)', 'Hall rental income', 'Bequests', 'Deposit interest'];
const outgoingLabels = ['Clergy support & stipends', 'Diocesan assessment', 'Light & heat', 'Insurance', 'Repairs & maintenance', 'Roof works – Kavanagh Roofing', 'Architect & engineer fees (roof)', 'Sacristy & liturgy supplies', 'Charitable giving (St Vincent de Paul)', 'Parish office & administration', 'Bank charges'];
for (const y of [0, 1]) {
  ok(near(sum(incomingLabels.map((l) => ie(l, y))), ie('Total incoming', y)), `I&E incoming foots (${y})`);
  ok(near(sum(outgoingLabels.map((l) => ie(l, y))), ie('Total outgoing', y)), `I&E outgoing foots (${y})`);
  ok(near(ie('Total incoming', y) - ie('Total outgoing', y), ie('Excess of income over expenditure', y)), `I&E excess (${y})`);
}
const WEEKS = csv(F('stbrendans', /collections register/)).map((r) => ({ iso: isoOf(r['Week ending'], true), env: +r['Envelope collection'], loose: +r['Loose collection'], online: +r['Online giving'], total: +r['Total'] }));
ok(WEEKS.length === 52 && WEEKS.every((w) => new Date(w.iso + 'T00:00:00Z').getUTCDay() === 0 && w.iso.startsWith('2025')), '52 Sunday week-ending dates in 2025');
ok(WEEKS.every((w) => near(w.env + w.loose + w.online, w.total)), 'collections rows foot');
ok(near(sum(WEEKS.map((w) => w.env)), ie('Envelope collections')) && near(sum(WEEKS.map((w) => w.loose)), ie('Loose (plate) collections')) && near(sum(WEEKS.map((w) => w.online)), ie('Online giving')), 'collections register agrees with I&E');
const wk = (iso) => WEEKS.find((w) => w.iso === iso);
const inMonth = (m, k) => sum(WEEKS.filter((w) => +w.iso.slice(5, 7) === m).map((w) => w[k]));
const PL = (await xlsx(F('stbrendans', /pledge tracker/))).filter((r) => /^RF-\d{3}$/.test(cellText(r[0]))).map((r) => ({ ref: cellText(r[0]), name: cellText(r[1]), pledged: toNum(r[2]), paid: toNum(r[3]), balance: toNum(r[4]), status: cellText(r[5]) }));
ok(PL.length === 32, '32 pledges');
ok(PL.every((p) => near(p.pledged - p.paid, p.balance) && p.status === (p.paid === p.pledged ? 'Paid' : p.paid === 0 ? 'Unpaid' : 'Part-paid')), 'pledge balances and statuses consistent');
ok(near(sum(PL.map((p) => p.paid)), ie('Roof Fund appeal – pledge payments')), 'pledge payments agree with I&E');
const MIN = await docx(F('stbrendans', /minutes/));
const banks = [...MIN.matchAll(/^(.*account) \| €([\d,]+\.\d\d)$/gm)].map((m) => [m[1], parseFloat(m[2].replace(/,/g, ''))]);
ok(banks.length === 3, 'three bank balances in minutes');
const cap = parseFloat(MIN.match(/spending cap of €([\d,]+)/)[1].replace(/,/g, ''));
ok(cap > ie('Roof works – Kavanagh Roofing'), 'roof works within cap');
const INV = ocr(F('stbrendans', /\.jpg$/));
const invLines = INV.split('\n').map((l) => l.match(/^(.*?) (\d+) ([\d,]+\.\d\d) (23|13\.5)% ([\d,]+\.\d\d)$/)).filter(Boolean).map((m) => ({ d: m[1], q: +m[2], p: +m[3].replace(/,/g, ''), rate: +m[4], net: +m[5].replace(/,/g, '') }));
ok(invLines.length === 6 && invLines.every((l) => near(l.q * l.p, l.net)), 'invoice lines read and extend');
const inv = (re) => lastMoney(ocrLine(INV, re));
{
  const n23 = sum(invLines.filter((l) => l.rate === 23).map((l) => l.net)), n135 = sum(invLines.filter((l) => l.rate === 13.5).map((l) => l.net));
  ok(near(n23, inv(/^Goods at 23%/)) && near(n135, inv(/^Goods at 13\.5%/)), 'invoice goods by rate');
  ok(near(Math.round(n23 * 23) / 100, inv(/^VAT at 23%/)) && near(Math.round(n135 * 13.5) / 100, inv(/^VAT at 13\.5%/)), 'invoice VAT = rate × goods');
  ok(near(inv(/^VAT at 23%/) + inv(/^VAT at 13\.5%/), inv(/^Total VAT/)) && near(n23 + n135 + inv(/^Total VAT/), inv(/^INVOICE TOTAL/)), 'invoice total foots');
}

// ------------------------------------------------------------------ Maple Ridge
const BROWS = await xlsx(F('mapleridge', /Operating Budget/));
const BUD = byLabel(BROWS);
const hdrRow = BROWS.find((r) => cellText(r[13]) === 'Annual');
const months = hdrRow.slice(1, 13).map(cellText);
ok(months[0] === 'Oct-25' && months[11] === 'Sep-26', 'budget months Oct-25 … Sep-26');
const bud = (l) => { const v = BUD.get(norm(l)); if (!v) throw new Error(`budget line ${l}`); return v; };
const revL = ['Housing charges', 'Parking', 'Laundry', 'Interest income'];
const expL = ['Administration & office', 'Salaries & benefits', 'Hydro (electricity)', 'Natural gas', 'Water & sewer', 'Insurance', 'Property taxes', 'Repairs & maintenance', 'Snow removal', 'Landscaping', 'Mortgage interest', 'Replacement reserve contribution', 'Member education & committees'];
for (const l of [...revL, ...expL]) ok(near(sum(bud(l).slice(0, 12)), bud(l)[12]), `budget ${l} annual = sum of months`);
for (let i = 0; i < 13; i++) {
  ok(near(sum(revL.map((l) => bud(l)[i])), bud('Total revenue')[i]) && near(sum(expL.map((l) => bud(l)[i])), bud('Total expenses')[i]), `budget totals foot col ${i}`);
  ok(near(bud('Total revenue')[i] - bud('Total expenses')[i], bud('Surplus (Deficit)')[i]), `budget surplus col ${i}`);
}
const YT = pdfRows(pdf(F('mapleridge', /YTD Actual/)));
const ytd = (l) => { const v = YT.get(norm(l)); if (!v) throw new Error(`YTD line ${l}`); return { actual: v[0], budget: v[1], var: v[2], pct: v[3], annual: v[4] }; };
for (const l of [...revL, ...expL]) {
  const y = ytd(l);
  ok(near(y.budget, sum(bud(l).slice(0, 6))) && near(y.annual, bud(l)[12]), `YTD budget / annual for ${l} agree with the budget workbook`);
  ok(near(y.var, revL.includes(l) ? y.actual - y.budget : y.budget - y.actual), `YTD variance sign convention ${l}`);
  if (y.budget) ok(Math.abs(y.pct - Math.round((y.var / y.budget) * 1000) / 10) < 0.051, `YTD variance % ${l}`);
}
const yTot = { revA: ytd('Total revenue').actual, expA: ytd('Total expenses').actual, revB: ytd('Total revenue').budget, expB: ytd('Total expenses').budget };
ok(near(sum(revL.map((l) => ytd(l).actual)), yTot.revA) && near(sum(expL.map((l) => ytd(l).actual)), yTot.expA), 'YTD actual totals foot');
ok(near(yTot.revA - yTot.expA, ytd('Surplus (Deficit)').actual) && near(yTot.revB - yTot.expB, ytd('Surplus (Deficit)').budget), 'YTD surplus foots');
const RROWS = await xlsx(F('mapleridge', /Reserve Fund/));
const RES = byLabel(RROWS);
const res = (l) => { const v = RES.get(norm(l)); if (!v) throw new Error(`reserve line ${l}`); return v; };
const projects = RROWS.filter((r) => /^\s{2}\S/.test(cellText(r[0]))).map((r) => [cellText(r[0]).trim(), r.slice(1, 4).map(toNum)]);
ok(projects.length === 6, 'six reserve projects');
for (let i = 0; i < 3; i++) {
  ok(near(sum(projects.map((p) => p[1][i])), res('Total withdrawals')[i]), `reserve withdrawals foot ${i}`);
  ok(near(res('Opening balance')[i] + res('Contributions from operations')[i] + res('Interest earned')[i] - res('Total withdrawals')[i], res('Closing balance')[i]), `reserve continuity ${i}`);
  if (i) ok(near(res('Opening balance')[i], res('Closing balance')[i - 1]), `reserve opening = prior closing ${i}`);
}
const resNote = RROWS.map((r) => cellText(r[0])).join('\n');
const ARR = csv(F('mapleridge', /Arrears/)).map((r) => ({ unit: r.Unit, months: +r['Months in arrears'], owed: +r['Amount owed'] }));
ok(ARR.length >= 8 && new Set(ARR.map((a) => a.unit)).size === ARR.length, 'arrears units unique');
const BILL = ocr(F('mapleridge', /\.jpg$/));
const billUse = BILL.split('\n').map((l) => l.match(/^(On|Mid|Off)-peak ([\d,]+) \$0[.,](\d{3}) ([\d,]+\.\d\d)$/)).filter(Boolean).map((m) => ({ p: m[1], kwh: +m[2].replace(/,/g, ''), rate: +('0.' + m[3]), amt: +m[4].replace(/,/g, '') }));
const bl = (re) => lastMoney(ocrLine(BILL, re));
ok(billUse.length === 3 && billUse.every((u) => near(Math.round(u.kwh * u.rate * 100) / 100, u.amt)), 'bill usage lines extend');
ok(near(sum(billUse.map((u) => u.kwh)), +ocrLine(BILL, /^Total usage/).match(/([\d,]+)\s*$/)[1].replace(/,/g, '')), 'bill kWh total');
ok(near(sum(billUse.map((u) => u.amt)), bl(/^Electricity \$/)), 'bill electricity subtotal');
ok(near(bl(/^Electricity \$/) + bl(/^Delivery/) + bl(/^Regulatory/), bl(/^Subtotal/)), 'bill subtotal foots');
ok(near(Math.round(bl(/^Subtotal/) * 13) / 100, bl(/^HST 13%/)) && near(bl(/^Subtotal/) + bl(/^HST 13%/), bl(/^AMOUNT DUE/)), 'bill HST and amount due');

// ------------------------------------------------------------------ definitions, by question
const A = {
  // St Brendan's
  'How much did the envelope collection bring in for 2025?': () => ie('Envelope collections'),
  'light and heat cost in 2025?': () => ie('Light & heat'),
  'whats the diocesan assesment figure for 2024': () => ie('Diocesan assessment', 1),
  'Insurance for 2025 pls': () => ie('Insurance'),
  'hall rental income this year (2025)': () => ie('Hall rental income'),
  'What was the excess of income over expenditure in 2025': () => ie('Excess of income over expenditure'),
  'how much is in the credit union roof fund acct at 31 dec': () => banks.find((b) => /credit union/i.test(b[0]))[1],
  'whats the spending cap the committee approved for the roof contractor': () => cap,
  'loose collection wk ending 16/03/2025?': () => wk('2025-03-16').loose,
  'online giving for the week ending 7 Dec?': () => wk('2025-12-07').online,
  'how much did RF-014 pledge for the roof': () => PL.find((p) => p.ref === 'RF-014').pledged,
  'bequests 2024 figure': () => ie('Bequests', 1),
  'total pledged to the roof appeal across all the pledgers?': () => sum(PL.map((p) => p.pledged)),
  'whats outstanding on the roof pledges altogether': () => sum(PL.map((p) => p.balance)),
  'add up the bank balances in the minutes for me, total cash at year end': () => sum(banks.map((b) => b[1])),
  'how much more came in from envelopes than the loose plate in 2025?': () => ie('Envelope collections') - ie('Loose (plate) collections'),
  'by how much did total incoming change vs 2024': () => ie('Total incoming') - ie('Total incoming', 1),
  'how much headroom is left under the roof contractor cap after what we paid Kavanagh in 2025': () => cap - ie('Roof works – Kavanagh Roofing'),
  'online giving % increase 2024 to 2025': () => pctCh(ie('Online giving'), ie('Online giving', 1)),
  'what share of 2025 total incoming was the envelope collection (%)': () => (ie('Envelope collections') / ie('Total incoming')) * 100,
  'what % of the amount pledged to the roof fund has actually been paid in': () => (sum(PL.map((p) => p.paid)) / sum(PL.map((p) => p.pledged))) * 100,
  'Repairs & maintenance - percent change on last year?': () => pctCh(ie('Repairs & maintenance'), ie('Repairs & maintenance', 1)),
  'ratio of envelope to loose collection in 2025': () => ie('Envelope collections') / ie('Loose (plate) collections'),
  "2025 total incoming divided by total outgoing, what's the ratio": () => ie('Total incoming') / ie('Total outgoing'),
  'which week had the highest loose collection': () => ({ date: argmax(WEEKS.map((w) => [w.iso, w.loose]), 'loose week') }),
  'lowest online giving week in 2025?': () => ({ date: argmin(WEEKS.map((w) => [w.iso, w.online]), 'online week') }),
  'biggest single outgoing line in 2025': () => argmax(outgoingLabels.map((l) => [l, ie(l)]), 'outgoing line'),
  'which pledger has the largest balance still outstanding?': () => argmax(PL.map((p) => [p.ref, p.balance]), 'pledge balance'),
  'envelope collection total for the weeks ending in March 2025': () => inMonth(3, 'env'),
  'how much online giving in Dec? (weeks ending in December)': () => inMonth(12, 'online'),
  'loose collection for August, going by week ending date': () => inMonth(8, 'loose'),
  'how many roof pledges are fully paid': () => PL.filter((p) => p.balance === 0).length,
  "how many pledgers haven't paid anything yet": () => PL.filter((p) => p.paid === 0).length,
  'how many weeks did online giving go over €300': () => WEEKS.filter((w) => w.online > 300).length,
  "when's the next finance committee meeting": () => ({ date: dmyLongIso(MIN.match(/next meeting[^\n]*? held on \w+ (\d{1,2} \w+ \d{4})/)[1]) }),
  'when is the Kilbride invoice due for payment': () => ({ date: isoOf(ocrLine(INV, /^Due date/), true) }),
  "who's our treasurer": () => MIN.match(/([A-Z][a-z]+ [A-Z][a-z]+) \(Treasurer\)/)[1],
  'which roofing contractor did the committee go with': () => MIN.match(/carried out by (.*?) between/)[1],
  'who is examining the 2025 accounts?': () => MIN.match(/examined by (.*?), Chartered/)[1],
  'total on the Kilbride invoice incl VAT': () => inv(/^INVOICE TOTAL/),
  'how much VAT @ 23% on the builders providers invoice': () => inv(/^VAT at 23%/),
  'total VAT on the hardware invoice?': () => inv(/^Total VAT/),
  'net goods at 13.5% on the Kilbride invoice': () => sum(invLines.filter((l) => l.rate === 13.5).map((l) => l.net)),
  "what's the invoice no on the Kilbride docket": () => INV.match(/INVOICE No\. (\S+)/)[1],
  'which line on the builders merchant invoice was the dearest': () => argmax(invLines.map((l) => [l.d, l.net]), 'invoice line'),
  // Maple Ridge
  'whats the annual budget for housing charges FY26': () => bud('Housing charges')[12],
  'snow removal budget for Jan?': () => bud('Snow removal')[months.indexOf('Jan-26')],
  'property tax budget for the year': () => bud('Property taxes')[12],
  'actual YTD housing charges thru March': () => ytd('Housing charges').actual,
  'R&M actual ytd': () => ytd('Repairs & maintenance').actual,
  'Insurance - what did we budget YTD?': () => ytd('Insurance').budget,
  'reserve fund closing balance FY2025': () => res('Closing balance')[2],
  'how much came out of the reserve for the boiler in FY23': () => projects.find((p) => /boiler/i.test(p[0]))[1][0],
  'interest earned on the reserve fund in FY2024?': () => res('Interest earned')[1],
  'how much does unit 207 owe': () => ARR.find((a) => a.unit === '207').owed,
  'laundry revenue budget for the full yr': () => bud('Laundry')[12],
  'parking revenue budgeted for october': () => bud('Parking')[months.indexOf('Oct-25')],
  'total arrears owed by all units': () => sum(ARR.map((a) => a.owed)),
  'total withdrawals from the reserve fund over the 3 years': () => sum(res('Total withdrawals').slice(0, 3)),
  'how much do members 3+ months behind owe in total': () => sum(ARR.filter((a) => a.months >= 3).map((a) => a.owed)),
  'how much did the reserve fund grow or shrink during FY2025': () => res('Closing balance')[2] - res('Opening balance')[2],
  'how much more is budgeted for gas than hydro over the whole year': () => bud('Natural gas')[12] - bud('Hydro (electricity)')[12],
  'what % of the annual R&M budget have we used by end of March': () => (ytd('Repairs & maintenance').actual / bud('Repairs & maintenance')[12]) * 100,
  '% change in reserve contributions FY24 to FY25': () => pctCh(res('Contributions from operations')[2], res('Contributions from operations')[1]),
  'what share of budgeted annual revenue is housing charges': () => (bud('Housing charges')[12] / bud('Total revenue')[12]) * 100,
  'how far off budget are we on snow removal YTD': () => ytd('Snow removal').actual - ytd('Snow removal').budget,
  'total expenses actual vs budget YTD, whats the variance in $': () => yTot.expA - yTot.expB,
  'YTD bottom line (surplus/deficit) vs budget - how far off are we?': () => ytd('Surplus (Deficit)').actual - ytd('Surplus (Deficit)').budget,
  'laundry revenue, how much short of budget are we ytd': () => ytd('Laundry').budget - ytd('Laundry').actual,
  "what's the variance % on insurance YTD": () => ((ytd('Insurance').budget - ytd('Insurance').actual) / ytd('Insurance').budget) * 100,
  'are we over on hydro YTD? by how much': () => ytd('Hydro (electricity)').actual - ytd('Hydro (electricity)').budget,
  'ratio of actual expenses to actual revenue YTD?': () => yTot.expA / yTot.revA,
  'FY2024 reserve withdrawals as a multiple of that years contributions': () => res('Total withdrawals')[1] / res('Contributions from operations')[1],
  'which expense line is the most over budget YTD in dollars': () => argmax(expL.map((l) => [l, ytd(l).actual - ytd(l).budget]), 'over budget'),
  'which unit owes the most arrears': () => `Unit ${argmax(ARR.map((a) => [a.unit, a.owed]), 'arrears')}`,
  'which month of FY26 has the biggest budgeted deficit': () => { const m = argmin(months.map((mo, i) => [mo, bud('Surplus (Deficit)')[i]]), 'deficit month'); return MON[['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'].indexOf(m.slice(0, 3))]; },
  'which reserve project took the most money over the three years': () => argmax(projects.map((p) => [p[0], sum(p[1])]), 'reserve project'),
  'budgeted surplus/deficit for Dec 2025': () => bud('Surplus (Deficit)')[months.indexOf('Dec-25')],
  'total budgeted expenses for February': () => bud('Total expenses')[months.indexOf('Feb-26')],
  'Q2 (Jan-Mar) snow removal budget': () => sum(['Jan-26', 'Feb-26', 'Mar-26'].map((m) => bud('Snow removal')[months.indexOf(m)])),
  'how many units are more than 2 months in arrears': () => ARR.filter((a) => a.months > 2).length,
  'how many units are on the arrears list altogether?': () => ARR.length,
  'when is the hydro bill due': () => ({ date: longIso(ocrLine(BILL, /^Due date/)) }),
  'when did the board approve the reserve fund schedule': () => ({ date: longIso(resNote.match(/approved by the Board of Directors on ([^\n]*)/)[1]) }),
  'who prepared the actual vs budget report': () => pdf(F('mapleridge', /YTD Actual/)).match(/Prepared by ([A-Z][a-z]+ [A-Z][a-z]+)/)[1],
  'which firm did our reserve fund study': () => resNote.match(/Reserve fund study: (.*?) \(/)[1],
  'amount due on the hydro bill?': () => bl(/^AMOUNT DUE/),
  'how much HST on the hydro bill': () => bl(/^HST 13%/),
  'total kWh used on the hydro bill': () => sum(billUse.map((u) => u.kwh)),
  'what did the off-peak electricity cost on the hydro bill': () => billUse.find((u) => u.p === 'Off').amt,
  'whats the delivery charge on the electricity bill': () => bl(/^Delivery/),
  'hydro bill account number?': () => BILL.match(/Account number: (\S+)/)[1],
};
const NF = {
  'how much did we spend on printing the parish newsletter in 2025': ['newsletter', 'printing'],
  'What did the cemetery maintenance cost last year': ['cemetery', 'graveyard'],
  'how much came in from the Trócaire Lenten collection': ['Trócaire', 'Trocaire', 'Lenten'],
  'whats our tax relief claim back from Revenue under the charitable donation scheme for 2025?': ['tax relief', 'charitable donation scheme', 'Revenue Commissioners', 'tax refund'],
  'how much does the parish pay the organist each year': ['organist', 'music'],
  'how much have we spent on the elevator maintenance contract YTD': ['elevator', 'lift'],
  'how much CMHC subsidy did we get this year': ['CMHC', 'subsidy', 'subsidies'],
  'what are the legal fees YTD': ['legal', 'lawyer', 'professional fees'],
  'internet and cable costs for the common room this year?': ['internet', 'cable', 'telecom'],
  'how much member share capital do we hold': ['share capital', 'member shares', 'shares'],
};

// all text of an organisation's files
async function orgText(org) {
  let all = '';
  for (const f of files(org)) {
    if (f.endsWith('.pdf')) all += pdf(f);
    else if (f.endsWith('.csv')) all += fs.readFileSync(path.join(DOCS, f), 'utf8');
    else if (f.endsWith('.docx')) all += await docx(f);
    else if (f.endsWith('.jpg')) all += ocr(f);
    else if (f.endsWith('.xlsx')) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(path.join(DOCS, f)); wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => { all += ' ' + cellText(c.value); }))); all += ' ' + wb.worksheets.map((w) => w.name).join(' '); }
    all += '\n' + f + '\n';
  }
  return all;
}
const TEXT = { stbrendans: await orgText('stbrendans'), mapleridge: await orgText('mapleridge') };

// date phrase -> {y?, m, d}
function phraseDate(p, dayFirst) {
  const s = p.toLowerCase().replace(/(\d+)(st|nd|rd|th)/, '$1').replace(/ of /, ' ').replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+)\.? (\d+)(?: (\d{4}))?$/))) return { m: mon(m[1]), d: +m[2], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d+) ([a-z]+)(?: (\d{4}))?$/))) return { m: mon(m[2]), d: +m[1], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d{4})-(\d\d)-(\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
  if ((m = s.match(/^(\d+)[/.-](\d+)[/.-](\d{2,4})$/))) { const y = +m[3] < 100 ? 2000 + +m[3] : +m[3]; return dayFirst ? { d: +m[1], m: +m[2], y } : { m: +m[1], d: +m[2], y }; }
  return null;
}

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const seen = new Set();
for (const c of cases) {
  ok(!seen.has(c.id), `unique id ${c.id}`); seen.add(c.id);
  ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(files(c.org).sort()), `${c.id} lists all of its organisation's files`);
  const a = c.answer;
  if (a.type === 'notfound') {
    const subj = NF[c.question];
    ok(subj, `${c.id} has notfound subjects`);
    for (const w of subj || []) ok(!TEXT[c.org].toLowerCase().includes(w.toLowerCase()), `${c.id} notfound subject "${w}" appears in no file`);
    continue;
  }
  const fn = A[c.question];
  if (!fn) { ok(false, `${c.id} has a recomputation: ${c.question}`); continue; }
  let got;
  try { got = fn(); } catch (e) { ok(false, `${c.id} recompute threw: ${e.message}`); continue; }
  if (a.type === 'number') {
    ok(a.tolerance === 0.005, `${c.id} tolerance`);
    ok(typeof got === 'number' && Math.abs(Math.abs(got) - Math.abs(a.value)) <= Math.max(1e-6 * Math.abs(a.value), 0.006), `${c.id} ${c.question}: files say ${got}, case says ${a.value}`);
    if (c.kind === 'percent') { const r1 = Math.round(a.value * 10) / 10; ok(Math.abs(r1 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} percent survives 1 dp`); }
    if (c.kind === 'ratio') { const r2 = Math.round(a.value * 100) / 100; ok(Math.abs(r2 - a.value) <= 0.005 * Math.abs(a.value), `${c.id} ratio survives 2 dp`); }
  } else if (got && typeof got === 'object' && got.date) {
    const [y, m, d] = got.date.split('-').map(Number);
    ok(a.any.length >= 4, `${c.id} several date phrasings`);
    for (const p of a.any) {
      const pd = phraseDate(p, c.org === 'stbrendans');
      ok(pd && pd.m === m && pd.d === d && pd.y === y, `${c.id} date phrase "${p}" = ${got.date}`);
    }
  } else {
    ok(typeof got === 'string' && a.any.some((p) => norm(got).includes(norm(p))), `${c.id} text "${got}" matches an accepted phrase ${JSON.stringify(a.any)}`);
    if (c.kind === 'text' || c.kind === 'receipt') ok(norm(TEXT[c.org]).includes(norm(got)), `${c.id} text "${got}" is in the documents`);
    ok(a.any.every((p) => !/[.!?]\s/.test(p)), `${c.id} accepted phrases hold no sentence break`);
  }
}
for (const q of Object.keys(A)) ok(cases.some((c) => c.question === q), `recomputation used: ${q}`);
for (const q of Object.keys(NF)) ok(cases.some((c) => c.question === q && c.answer.type === 'notfound'), `notfound used: ${q}`);

// mix of kinds
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const per = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length >= 90 && cases.length <= 105, `about 90-100 cases (${cases.length})`);
ok(per('stbrendans') >= 45 && per('mapleridge') >= 45, 'about 45-50 per organisation');
ok(kinds.lookup >= 20 && kinds.lookup <= 30, `about 25% lookups (${kinds.lookup})`);
ok(kinds.notfound >= 8 && kinds.notfound <= 12, `about 10% notfound (${kinds.notfound})`);
for (const k of ['total', 'difference', 'percent', 'variance', 'ratio', 'extreme', 'monthly', 'count', 'date', 'text', 'receipt']) ok((kinds[k] || 0) >= 3, `kind ${k} present (${kinds[k] || 0})`);
for (const o of ['stbrendans', 'mapleridge']) ok(cases.some((c) => c.org === o && c.kind === 'receipt'), `${o} has photo questions`);
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.stbrendans?.fiscalYearStart === 'January' && orgs.mapleridge?.fiscalYearStart === 'October', 'orgs.json fiscal years');
const size = ['stbrendans', 'mapleridge'].flatMap(files).reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
