// Independent checker for set M. Does NOT import data.mjs or lib/: it re-reads the generated files
// (exceljs, xlsx-republish for the .xls, csv-parse, `pdftotext -layout`, jszip, `tesseract --psm 6`), checks that the
// documents foot and agree with each other, recomputes every case's answer from the files (A[question]), checks date
// and text phrases, that notfound subjects (NF[question]) appear in no file of the organisation, and the mix of kinds.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import * as XLSX from 'xlsx-republish';
import { parse } from 'csv-parse/sync';

const here = path.dirname(fileURLToPath(import.meta.url));
{
  const self = fs.readFileSync(fileURLToPath(import.meta.url), 'utf8');
  if (/^\s*import[^;]*from\s+['"]\.\/(data\.mjs|lib\/)/m.test(self)) throw new Error('verify.mjs must not import data.mjs or lib/');
}
const SET = path.resolve(here, '..', 'set-m');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const sum = (a) => Math.round(a.reduce((s, x) => s + (x || 0), 0) * 100) / 100;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const norm = (s) => String(s).toLowerCase().replace(/[’‘]/g, "'").replace(/[–—]/g, '-').replace(/&apos;/g, "'").replace(/\s+/g, ' ').trim();
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s[0][1] > s[1][1], `unique maximum ${what} ${s[0][0]}`); return s[0][0]; };
const argmin = (pairs, what) => argmax(pairs.map(([k, v]) => [k, -v]), what);
const pctCh = (a, b) => ((a - b) / b) * 100;

// ------------------------------------------------------------------ readers
// "1 234 567", "(125 310)", "R1,234.56", "$212,480", "–" -> numbers
const toNum = (v) => {
  if (v === null || v === undefined || v === '') return null;
  if (typeof v === 'object' && 'result' in v) return toNum(v.result);
  if (typeof v === 'number') return v;
  const s = String(v).trim();
  if (/^[-–—]$/.test(s)) return 0;
  if (!/^\(?-?(?:R|US\$|\$)?\s?\d[\d, ]*(\.\d+)?%?\)?$/.test(s)) return null;
  let x = parseFloat(s.replace(/[R$US,()%\s]/g, ''));
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
  return { rows, wb };
}
const byLabel = (rows) => { const m = new Map(); for (const r of rows) { const l = norm(cellText(r[0])); if (l && !m.has(l)) m.set(l, r.slice(1).map(toNum)); } return m; };
const pdf = (rel) => execFileSync('pdftotext', ['-layout', path.join(DOCS, rel), '-'], { encoding: 'utf8' });
// a text line "Label    5    1 234 567   (56 789)" -> label and numbers
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
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const F = (org, re) => { const f = files(org).find((x) => re.test(x)); if (!f) throw new Error(`no file ${re} in ${org}`); return f; };
const money = (s) => parseFloat(String(s).replace(/[^\d.]/g, ''));
const lastMoney = (line) => { const m = [...line.matchAll(/[\d,]+\.\d\d/g)]; return m.length ? money(m.at(-1)[0]) : null; };
const ocrLine = (text, re) => text.split('\n').find((l) => re.test(l)) || '';
const dmyLongIso = (s) => { const m = s.match(/(\d{1,2}) ([A-Z][a-z]+) (\d{4})/); return `${m[3]}-${String(MON.indexOf(m[2].toLowerCase()) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };
const mdyIso = (s) => { const m = s.match(/(\d{1,2})\/(\d{1,2})\/(\d{4})/); return `${m[3]}-${m[1].padStart(2, '0')}-${m[2].padStart(2, '0')}`; };

// ------------------------------------------------------------------ Siyakhula
const AFSTXT = pdf(F('siyakhula', /AFS/));
const AF = pdfRows(AFSTXT);
const af = (l, y = 0) => { const v = AF.get(norm(l)); if (!v) throw new Error(`AFS line ${l}`); return v.slice(-2)[y]; };
const incL = ['Grants from foreign donors', 'Department of Health grant', 'Donations', 'Fundraising events', 'Interest received'];
const progL = ['Home-based care', 'TB/HIV adherence support', 'Maternal & child health', 'School health outreach', 'CHW training', 'Administration & governance'];
const grantL = ['Ridgeway Foundation (USA)', 'Nordhilfe Stiftung (Germany)', 'Amandla Trust (UK)'];
const cashL = ['FNB business cheque account', 'FNB call account', 'Petty cash'];
for (const y of [0, 1]) {
  ok(near(af('Property, plant and equipment', y) + af('Investments at fair value (unit trusts)', y), af('Total non-current assets', y)), `AFS non-current assets foot (${y})`);
  ok(near(af('Trade and other receivables', y) + af('Grants receivable', y) + af('Cash and cash equivalents', y), af('Total current assets', y)), `AFS current assets foot (${y})`);
  ok(near(af('Total non-current assets', y) + af('Total current assets', y), af('TOTAL ASSETS', y)), `AFS total assets (${y})`);
  ok(near(af('Restricted funds', y) + af('Unrestricted funds (accumulated surplus)', y), af('Total funds', y)), `AFS funds foot (${y})`);
  ok(near(sum(['Trade and other payables', 'Deferred grant income', 'Current portion of finance lease', 'Provision for leave pay'].map((l) => af(l, y))), af('Total current liabilities', y)), `AFS current liabilities foot (${y})`);
  ok(near(af('Total funds', y) + af('Finance lease liability', y) + af('Total current liabilities', y), af('TOTAL FUNDS AND LIABILITIES', y)) && near(af('TOTAL ASSETS', y), af('TOTAL FUNDS AND LIABILITIES', y)), `AFS balances (${y})`);
  ok(near(sum(incL.map((l) => af(l, y))), af('Total income', y)) && near(sum(progL.map((l) => af(l, y))), af('Total expenditure', y)), `AFS income / expenditure foot (${y})`);
  ok(near(af('Total income', y) - af('Total expenditure', y), af('Surplus / (deficit) for the year', y)), `AFS surplus (${y})`);
  ok(near(sum(grantL.map((l) => af(l, y))), af('Total grants from foreign donors', y)) && near(af('Total grants from foreign donors', y), af('Grants from foreign donors', y)), `AFS note 3 agrees (${y})`);
  ok(near(sum(cashL.map((l) => af(l, y))), af('Total cash and cash equivalents', y)) && near(af('Total cash and cash equivalents', y), af('Cash and cash equivalents', y)), `AFS note 2 agrees (${y})`);
}
ok(near(af('Total funds') - af('Total funds', 1), af('Surplus / (deficit) for the year')), 'AFS funds move by the surplus');
const AFSNOTE = AFSTXT.replace(/\s+/g, ' ');

const { rows: DROWS } = await xlsx(F('siyakhula', /Ridgeway/));
const dh = DROWS.findIndex((r) => r.some((x) => cellText(x) === 'Amount (USD)'));
const dcol = (name) => DROWS[dh].findIndex((x) => cellText(x) === name);
const rate = toNum(DROWS.find((r) => /average exchange rate/i.test(cellText(r[0]))).find((x, i) => i > 0 && toNum(x) !== null));
const DON = DROWS.slice(dh + 1).filter((r) => cellText(r[0]) && toNum(r[dcol('Amount (ZAR)')]) !== null).map((r) => ({ label: cellText(r[0]), budget: toNum(r[dcol('Approved budget (USD)')]), usd: toNum(r[dcol('Amount (USD)')]), zar: toNum(r[dcol('Amount (ZAR)')]), bal: toNum(r[dcol('Balance (USD)')]) }));
const DTOT = DON.find((l) => l.label === 'Total');
const DL = DON.filter((l) => l.label !== 'Total');
ok(DL.length === 7 && DTOT, 'Ridgeway report: seven lines and a total');
ok(DL.every((l) => near(Math.round((l.zar / rate) * 100) / 100, l.usd) && near(l.budget - l.usd, l.bal)), 'Ridgeway USD = ZAR / rate and balances');
for (const k of ['budget', 'usd', 'zar', 'bal']) ok(near(sum(DL.map((l) => l[k])), DTOT[k]), `Ridgeway ${k} total foots`);
ok(near(DTOT.zar, af('Ridgeway Foundation (USA)')), 'Ridgeway ZAR spend = AFS note 3 grant income');
const dl = (re) => DL.find((l) => re.test(l.label));

const CASH = parse(fs.readFileSync(path.join(DOCS, F('siyakhula', /Cashbook/)), 'utf8'), { relax_column_count: true });
const ch = CASH.findIndex((r) => r[0] === 'Date');
const CB = CASH.slice(ch + 1).filter((r) => r.some((x) => x.trim())).map((r) => ({ date: r[0].replace(/\//g, '-'), desc: r[2], rec: toNum(r[3]) || 0, pay: toNum(r[4]) || 0, bal: toNum(r[5]), note: r[6] }));
const opening = CB.find((r) => /brought forward/.test(r.desc)).bal, closing = CB.find((r) => /carried forward/.test(r.desc)).bal;
const TX = CB.filter((r) => !/brought forward|carried forward/.test(r.desc));
{
  let b = opening, good = true;
  for (const r of TX) { b = Math.round((b + r.rec - r.pay) * 100) / 100; if (!near(b, r.bal)) good = false; }
  ok(good && near(b, closing), 'cash book running balance');
}
ok(TX.every((r) => (r.rec > 0) !== (r.pay > 0)), 'each cash book row is a receipt or a payment');
ok(CASH.slice(ch + 1).some((r) => r.every((x) => !x.trim())), 'blank separator rows present');
ok(near(closing, af('FNB business cheque account')), 'cash book closing = AFS cheque account');
ok(TX.filter((r) => /stipends/.test(r.desc)).every((r) => near(r.pay, 56 * 2100)) && /contracted 56 community health workers/.test(AFSNOTE) && /stipend of R2,100/.test(AFSNOTE), 'stipends = 56 CHWs x R2,100');
ok(TX.some((r) => near(r.pay, 2 * money(AFSNOTE.match(/instalments of R([\d,]+)/)[1]))), 'vehicle instalments in cash book');
const cbMonth = (m, k) => sum(TX.filter((r) => +r.date.slice(5, 7) === m).map((r) => r[k]));

const { rows: BROWS } = await xlsx(F('siyakhula', /budget - Revision/));
const BUD = byLabel(BROWS);
const bud = (l) => { const v = BUD.get(norm(l)); if (!v) throw new Error(`budget line ${l}`); return { orig: v[0], rev: v[1], ch: v[2] }; };
const bIncL = ['Foreign donor grants', 'Department of Health grant', 'Donations', 'Fundraising events', 'Interest income'];
for (const l of [...bIncL, ...progL, 'Total income', 'Total expenditure', 'Budgeted surplus / (deficit)']) ok(near(bud(l).rev - bud(l).orig, bud(l).ch), `budget change column ${l}`);
for (const k of ['orig', 'rev']) {
  ok(near(sum(bIncL.map((l) => bud(l)[k])), bud('Total income')[k]) && near(sum(progL.map((l) => bud(l)[k])), bud('Total expenditure')[k]), `budget totals foot ${k}`);
  ok(near(bud('Total income')[k] - bud('Total expenditure')[k], bud('Budgeted surplus / (deficit)')[k]), `budget surplus ${k}`);
}
const budNote = BROWS.map((r) => cellText(r[0])).join('\n');

const BOARD = await docx(F('siyakhula', /Board pack/));
const REPORTS = [...BOARD.matchAll(/^(.+?) \| (.+?) \| (\d{1,2} [A-Z][a-z]+ \d{4})$/gm)].map((m) => ({ funder: m[1], report: m[2], due: dmyLongIso(m[3]) }));
ok(REPORTS.length === 4, 'four donor reports in the calendar');
const IND = new Map([...BOARD.matchAll(/^([A-Za-z ()]+?) \| ([\d,]+) \| ([\d,]+)$/gm)].map((m) => [m[1], [money(m[2]), money(m[3])]]));
ok(IND.size === 5, 'five indicators');

const SLIP = ocr(F('siyakhula', /WhatsApp/));
const slipLines = SLIP.split('\n').map((l) => l.match(/^(\d+) x\w? (.+?) ([\d,]+\.\d\d) ([\d,]+\.\d\d)$/i)).filter(Boolean).map((m) => ({ q: +m[1], d: m[2], p: money(m[3]), amt: money(m[4]) }));
const slip = (re) => lastMoney(ocrLine(SLIP, re));
ok(slipLines.length === 6 && slipLines.every((l) => near(Math.round(l.q * l.p * 100) / 100, l.amt)), 'till slip lines read and extend');
ok(near(sum(slipLines.map((l) => l.amt)), slip(/^TOTAL R/)), 'till slip total foots');
ok(near(Math.round(slip(/^TOTAL R/) * 15 / 115 * 100) / 100, slip(/^VAT 15%/)) && near(slip(/^TOTAL R/) - slip(/^VAT 15%/), slip(/^TOTAL EXCL/)), 'till slip VAT is 15/115 of the total');
ok(+ocrLine(SLIP, /^ITEMS/).match(/(\d+)\s*$/)[1] === slipLines.reduce((s, l) => s + l.q, 0), 'till slip item count');
const slipDate = SLIP.match(/Date: (\d{4})\/(\d\d)\/(\d\d)/);
ok(TX.some((r) => r.date === `${slipDate[1]}-${slipDate[2]}-${slipDate[3]}` && /MedServe/.test(r.desc) && near(r.pay, slip(/^TOTAL R/))), 'till slip paid in the cash book on its date');

// ------------------------------------------------------------------ Harborlight
const { rows: PROWS, wb: PWB } = await xlsx(F('harborlight', /Income Statement by Period/));
const PER = byLabel(PROWS);
const per = (l) => { const v = PER.get(norm(l)); if (!v) throw new Error(`period line ${l}`); return v; };
const phdr = PROWS.find((r) => cellText(r[0]) === 'Period').map(cellText);
ok(phdr[1] === 'P1' && phdr[10] === 'P10' && phdr[11] === 'YTD', 'periods P1 … P10 and YTD');
const endsRow = PROWS.find((r) => /weeks ending/i.test(cellText(r[0]))).slice(1, 11).map((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : null));
const revL = ['Single tickets', 'Subscriptions', 'Individual giving', 'Foundation & government grants', 'Corporate sponsorship', 'Concessions & bar', 'Facility rentals', 'Education programs'];
const expL = ['Artistic salaries & fees', 'Production (sets, costumes, props)', 'Marketing & advertising', 'Front of house & box office', 'Facilities & utilities', 'Administrative salaries', 'Education program costs', 'General & administrative'];
for (const l of [...revL, ...expL]) ok(near(sum(per(l).slice(0, 10)), per(l)[10]), `period YTD ${l}`);
for (let i = 0; i < 11; i++) {
  ok(near(sum(revL.map((l) => per(l)[i])), per('Total revenue & support')[i]) && near(sum(expL.map((l) => per(l)[i])), per('Total expenses')[i]), `period totals foot col ${i}`);
  ok(near(per('Total revenue & support')[i] - per('Total expenses')[i], per('Net operating surplus (deficit)')[i]), `period net col ${i}`);
}
const CAL = [];
PWB.getWorksheet('FY26 calendar').eachRow((r) => { const p = cellText(r.getCell(1).value); if (/^P\d+$/.test(p)) CAL.push({ p, start: cellText(r.getCell(2).value), end: cellText(r.getCell(3).value) }); });
ok(CAL.length === 13 && CAL.every((c, i) => (Date.parse(c.end) - Date.parse(c.start)) / 864e5 === 27 && (i === 0 || (Date.parse(c.start) - Date.parse(CAL[i - 1].end)) / 864e5 === 1)), 'calendar: 13 contiguous four-week periods');
ok(endsRow.every((d, i) => d === CAL[i].end), 'period end dates on the statement agree with the calendar');

const REPTXT = pdf(F('harborlight', /Finance Committee report/));
const RP = pdfRows(REPTXT);
const rp = (l) => { const v = RP.get(norm(l)); if (!v) throw new Error(`report line ${l}`); return { fy: v[0], budget: v[1], actual: v[2], over: v[3], remaining: v[4] }; };
for (const l of [...revL, ...expL]) {
  const x = rp(l);
  ok(near(x.actual, per(l)[10]), `report actual = workbook YTD ${l}`);
  ok(near(x.actual - x.budget, x.over) && near(x.fy - x.actual, x.remaining), `report columns ${l}`);
}
for (const [t, ls] of [['Total revenue & support', revL], ['Total expenses', expL]]) for (const k of ['fy', 'budget', 'actual', 'over', 'remaining']) ok(near(sum(ls.map((l) => rp(l)[k])), rp(t)[k]), `report ${t} ${k} foots`);
const REPFLAT = REPTXT.replace(/\s+/g, ' ');

const XWB = XLSX.read(fs.readFileSync(path.join(DOCS, F('harborlight', /Box office/))), { cellDates: true });
const XA = XLSX.utils.sheet_to_json(XWB.Sheets[XWB.SheetNames[0]], { header: 1, raw: true });
const xh = XA.findIndex((r) => r[0] === 'Production');
const xc = (name) => XA[xh].indexOf(name);
const SHOWS = XA.slice(xh + 1).filter((r) => r[0]).map((r) => ({ name: r[0], open: r[xc('Opened')], perfs: r[xc('Perfs')], seats: r[xc('Seats available')], single: r[xc('Single tickets')], subs: r[xc('Subscriber seats')], comps: r[xc('Comps')], gross: r[xc('Single-ticket gross ($)')] }));
ok(SHOWS.length === 5 && SHOWS.every((s) => s.open instanceof Date && s.seats === s.perfs * 312 && s.single + s.subs + s.comps <= s.seats), 'box office: five productions, 312 seats a performance');
ok(/312 seats/.test(await docx(F('harborlight', /Development/))), 'house size agrees with the development update');
ok(sum(SHOWS.map((s) => s.gross)) <= per('Single tickets')[10], 'production gross within single-ticket revenue to date');
const sh = (re) => SHOWS.find((s) => re.test(s.name));

const DEV = await docx(F('harborlight', /Development/));
const GR = [...DEV.matchAll(/^(.+?) \| (.+?) \| \$([\d,]+) \| (\$[\d,]+|—) \| (Awarded|Pending|Declined) \| (\S+)$/gm)].map((m) => ({ funder: m[1], asked: money(m[3]), awarded: m[4] === '—' ? null : money(m[4]), status: m[5], due: m[6] === '—' ? null : mdyIso(m[6]) }));
ok(GR.length === 6 && GR.every((g) => (g.status === 'Awarded') === (g.awarded !== null) && (g.awarded === null || g.awarded <= g.asked)), 'grants table: six rows, awards within requests');

const LUM = ocr(F('harborlight', /IMG_5580/));
const lumLines = LUM.split('\n').map((l) => l.match(/^(\d+) ([A-Z].+?) ([\d,]+[.,]\d\d):? ([\d,]+\.\d\d)$/)).filter(Boolean).map((m) => ({ q: +m[1], d: m[2], p: +m[3].replace(',', '.'), amt: money(m[4]) }));
const lum = (re) => lastMoney(ocrLine(LUM, re));
ok(lumLines.length === 6 && lumLines.every((l) => near(Math.round(l.q * l.p * 100) / 100, l.amt)), 'lumber receipt lines read and extend');
ok(near(sum(lumLines.map((l) => l.amt)), lum(/^SUBTOTAL/)) && near(Math.round(lum(/^SUBTOTAL/) * 5.5) / 100, lum(/SALES TAX 5\.5%/)) && near(lum(/^SUBTOTAL/) + lum(/SALES TAX/), lum(/^TOTAL/)), 'lumber receipt foots (5.5% tax)');

// ------------------------------------------------------------------ answers, from the files
const ys = (l) => af(l), yp = (l) => af(l, 1);
const A = {
  // Siyakhula
  'how much did we get from the Dept of Health in FY26?': () => ys('Department of Health grant'),
  'cash and cash equivalents at 31 march 2026': () => ys('Cash and cash equivalents'),
  'restricted funds balance at year end FY26': () => ys('Restricted funds'),
  'what did CHW training cost in the prior year comparative (FY25)': () => yp('CHW training'),
  'ridgeway report - transport & fuel spend in USD?': () => dl(/^Transport/).usd,
  'approved budget for M&E on the Ridgeway grant (usd)': () => dl(/^Monitoring/).budget,
  'what exchange rate did we use on the ridgeway financial report': () => rate,
  'closing rand/dollar rate used in the AFS at 31 march 2026?': () => parseFloat(AFSNOTE.match(/closing rate, which at 31 March 2026 was R([\d.]+)/)[1]),
  'cashbook balance as at 20 feb 2026?': () => TX.filter((r) => r.date <= '2026-02-20').at(-1).bal,
  'revised buget for school health outreach': () => bud('School health outreach').rev,
  'how many households did the CHWs visit in FY2026': () => IND.get('Households visited by CHWs')[0],
  'how much trustee travel was reimbursed in FY26': () => money(AFSNOTE.match(/Travel costs of R([\d,]+)/)[1]),
  'total paid to MedServe Pharmacy in the jan-mar cashbook': () => sum(TX.filter((r) => /MedServe/.test(r.desc)).map((r) => r.pay)),
  'how much did we pay SARS altogether in Q4 (Jan-Mar)': () => sum(TX.filter((r) => /^SARS/.test(r.desc)).map((r) => r.pay)),
  'CHW stipends plus nurse mentor salaries on the ridgeway report, total in dollars': () => dl(/stipends/).usd + dl(/Nurse mentor/).usd,
  'by how much did cash & cash equivalents go up compared to 31 March 2025': () => ys('Cash and cash equivalents') - yp('Cash and cash equivalents'),
  'net current assets at 31 Mar 2026 pls': () => ys('Total current assets') - ys('Total current liabilities'),
  'how much more did home based care cost in FY26 than FY25': () => ys('Home-based care') - yp('Home-based care'),
  'DoH grant % increase on the previous year': () => pctCh(ys('Department of Health grant'), yp('Department of Health grant')),
  'admin & governance as a % of total expenditure FY26': () => (ys('Administration & governance') / ys('Total expenditure')) * 100,
  'what % of the ridgeway USD budget have we spent': () => (DTOT.usd / DTOT.budget) * 100,
  'current ratio at 31 Mar 26?': () => ys('Total current assets') / ys('Total current liabilities'),
  'going by the AFS how many months of total expenditure do our unrestricted funds cover': () => ys('Unrestricted funds (accumulated surplus)') / (ys('Total expenditure') / 12),
  'how far over the revised budget did home-based care go': () => ys('Home-based care') - bud('Home-based care').rev,
  'maternl & child health actual vs revised budget, how much under?': () => bud('Maternal & child health').rev - ys('Maternal & child health'),
  'total expenditure vs revised budget - whats the variance': () => ys('Total expenditure') - bud('Total expenditure').rev,
  'foreign donor grants came in short of the revised budget by how much': () => bud('Foreign donor grants').rev - ys('Grants from foreign donors'),
  'which programme went most over budget in FY26': () => { const a = argmax(progL.map((l) => [l, ys(l) - bud(l).rev]), 'over revised budget'); ok(a === argmax(progL.map((l) => [l, ys(l) - bud(l).orig]), 'over original budget'), 'same programme most over original and revised budget'); return a; },
  'which programme got the biggest cut in the budget revision': () => argmin(progL.map((l) => [l, bud(l).ch]), 'budget cut'),
  'which ridgeway budget line is overspent?': () => { const o = DL.filter((l) => l.bal < 0); ok(o.length === 1, 'one overspent line'); return o[0].label; },
  'lowest bank balance in the Q4 cashbook - on what date?': () => ({ date: TX[argmin(TX.map((r, i) => [i, r.bal]), 'lowest balance')].date }),
  'how many payments over R5,000 in the cash book': () => TX.filter((r) => r.pay > 5000).length,
  'how many lines in the receipts column of the q4 cashbook': () => TX.filter((r) => r.rec > 0).length,
  'how many funder reports are due by 31 jan 2027': () => REPORTS.filter((r) => r.due <= '2027-01-31').length,
  'total receipts in feb (cash book)': () => cbMonth(2, 'rec'),
  'how much went out of the bank in march 2026': () => cbMonth(3, 'pay'),
  'jan 2026 payments total pls': () => cbMonth(1, 'pay'),
  'when is the ridgeway final report due': () => ({ date: REPORTS.find((r) => /Ridgeway/.test(r.funder)).due }),
  'when was budget revision 1 approved': () => ({ date: dmyLongIso(budNote.match(/Revision 1 approved by the Board of Trustees on ([^.]+)/)[1]) }),
  'next board meeting date?': () => ({ date: dmyLongIso(BOARD.match(/next meeting[^\n]*? held on \w+ (\d{1,2} \w+ \d{4})/)[1]) }),
  'who are our auditors': () => AFSNOTE.match(/Independent auditors: (.*?) Incorporated/)[1],
  'whos the treasurer': () => BOARD.match(/Treasurer: ([^.]+)\./)[1],
  'what does the reserves policy say unrestricted funds should cover': () => BOARD.match(/cover at least (\w+ months)/)[1],
  'total on the medserve pharmacy slip': () => slip(/^TOTAL R/),
  'how much VAT is included on the pharmacy till slip': () => slip(/^VAT 15%/),
  'what date was the pharmacy recipt': () => ({ date: `${slipDate[1]}-${slipDate[2]}-${slipDate[3]}` }),
  'most expensive line on the pharmacy receipt?': () => argmax(slipLines.map((l) => [l.d, l.amt]), 'slip line'),
  'how many boxes of gloves did we buy at medserve': () => slipLines.find((l) => /gloves/i.test(l.d)).q,
  // Harborlight
  'FY26 marketing budget for the full year?': () => rp('Marketing & advertising').fy,
  'actual facilities & utilities ytd thru P10': () => rp('Facilities & utilities').actual,
  'what was budgeted for individual giving P1-P10': () => rp('Individual giving').budget,
  'how many single tix did Proof sell': () => sh(/^Proof/).single,
  'gross box office for much ado': () => sh(/Much Ado/).gross,
  'how big is our line of credit': () => money(REPFLAT.match(/The \$([\d,]+) line of credit/)[1]),
  'operating account cash at end of P10?': () => money(REPFLAT.match(/operating account \$([\d,]+)/)[1]),
  'capital campaign goal for the new seats': () => money(DEV.match(/has a goal of \$([\d,]+)/)[1]),
  'how much did the casco bay arts fund award us': () => GR.find((g) => /Casco Bay/.test(g.funder)).awarded,
  "comps for lighthouse keeper's daughter?": () => sh(/Lighthouse/).comps,
  'how many perfomances of christmas carol were there': () => sh(/Christmas Carol/).perfs,
  'education program revenue ytd': () => per('Education programs')[10],
  'total comps given away across all the shows this season': () => sum(SHOWS.map((s) => s.comps)),
  'total grant $ awarded so far per the devlopment update': () => sum(GR.map((g) => g.awarded)),
  'total contributed revenue ytd (individual + grants + corporate)': () => per('Individual giving')[10] + per('Foundation & government grants')[10] + per('Corporate sponsorship')[10],
  'how much more did christmas carol gross than earnest': () => sh(/Christmas Carol/).gross - sh(/Earnest/).gross,
  'how much do we still need to raise for the seating campaign': () => money(DEV.match(/has a goal of \$([\d,]+)/)[1]) - money(DEV.match(/pledged to date total \$([\d,]+)/)[1]),
  'what % of the annual production budget have we used thru P10': () => (rp('Production (sets, costumes, props)').actual / rp('Production (sets, costumes, props)').fy) * 100,
  'proof capacity % - all seats filled incl subs and comps': () => { const s = sh(/^Proof/); return ((s.single + s.subs + s.comps) / s.seats) * 100; },
  'individual giving as a share of total revenue ytd (%)': () => (per('Individual giving')[10] / per('Total revenue & support')[10]) * 100,
  'avg single ticket price for a christmas carol?': () => sh(/Christmas Carol/).gross / sh(/Christmas Carol/).single,
  'ytd revenue to expense ratio': () => per('Total revenue & support')[10] / per('Total expenses')[10],
  'how much over budget is production ytd': () => rp('Production (sets, costumes, props)').over,
  'single tickets vs budget thru P10, how far behind are we': () => rp('Single tickets').budget - rp('Single tickets').actual,
  'how much marketing buget is left for the rest of the year': () => rp('Marketing & advertising').remaining,
  'which period had the highest single ticket sales': () => phdr[1 + Number(argmax(per('Single tickets').slice(0, 10).map((v, i) => [i, v]), 'single tickets period'))],
  'which show sold the most single tickets': () => argmax(SHOWS.map((s) => [s.name, s.single]), 'single tickets'),
  'which production had the emptiest houses (lowest % of seats filled, counting every ticket incl comps)': () => argmin(SHOWS.map((s) => [s.name, (s.single + s.subs + s.comps) / s.seats]), 'house'),
  'which expense line has the most budget remaining for the year': () => argmax(expL.map((l) => [l, rp(l).remaining]), 'remaining budget'),
  'how many performances did we do in total this season so far': () => sum(SHOWS.map((s) => s.perfs)),
  'how many periods ran a deficit P1-P10': () => per('Net operating surplus (deficit)').slice(0, 10).filter((v) => v < 0).length,
  'how many grant applications are still pending': () => GR.filter((g) => g.status === 'Pending').length,
  'single ticket sales in P4': () => per('Single tickets')[phdr.indexOf('P4') - 1],
  'what did we spend on marketing in period 8': () => per('Marketing & advertising')[phdr.indexOf('P8') - 1],
  'net surplus or deficit for P7?': () => per('Net operating surplus (deficit)')[phdr.indexOf('P7') - 1],
  'when did period 7 end': () => ({ date: CAL.find((c) => c.p === 'P7').end }),
  'last day of FY26 (end of P13)?': () => ({ date: CAL.find((c) => c.p === 'P13').end }),
  "when's the casco bay arts fund report due": () => ({ date: GR.find((g) => /Casco Bay/.test(g.funder)).due }),
  'who is the new development director': () => DEV.match(/(\w+ \w+) joined us as Director of Development/)[1],
  'who prepared the P10 finance report': () => REPFLAT.match(/Prepared by ([A-Z][a-z]+ [A-Z][a-z]+)/)[1],
  'which bank is the line of credit with': () => REPFLAT.match(/line of credit with (.*?) was undrawn/)[1],
  'total on the fore river lumber receipt': () => lum(/^TOTAL/),
  'how much sales tax on the lumber reciept': () => lum(/SALES TAX/),
  'how many sheets of plywood did we buy': () => lumLines.find((l) => /PLYWOOD/.test(l.d)).q,
  'date on the lumber yard receipt?': () => ({ date: mdyIso(ocrLine(LUM, /^Date:/)) }),
  'what store is the IMG_5580 receipt from': () => LUM.split('\n')[0].trim(),
};
const NF = {
  'how much did we get from the Global Fund this yr': ['Global Fund'],
  'what did we pay for vehicle insurance in FY26?': ['insurance', 'insure'],
  'how much did the mobile clinic cost to run last FY': ['mobile clinic', 'mobile'],
  'how much did staff medical aid contributions cost us': ['medical aid', 'pension', 'provident'],
  'how much did the Youth Day soccer tournament raise': ['Youth Day', 'soccer', 'tournament'],
  'what did we pay in royalties for Proof': ['royalt', 'licens', 'rights'],
  "what's our monthly mortgage payment on the building": ['mortgage', 'loan'],
  'how much did the new lighting console cost': ['lighting', 'console'],
  'how much did we get from the NEA this year': ['NEA', 'National Endowment'],
  'parking revenue ytd?': ['parking'],
};

// all text of an organisation's files
async function orgText(org) {
  let all = '';
  for (const f of files(org)) {
    if (f.endsWith('.pdf')) all += pdf(f);
    else if (f.endsWith('.csv')) all += fs.readFileSync(path.join(DOCS, f), 'utf8');
    else if (f.endsWith('.docx')) all += await docx(f);
    else if (/\.(jpe?g|png)$/.test(f)) all += ocr(f);
    else if (f.endsWith('.xls')) { const wb = XLSX.read(fs.readFileSync(path.join(DOCS, f))); for (const n of wb.SheetNames) all += ' ' + n + '\n' + XLSX.utils.sheet_to_csv(wb.Sheets[n]); }
    else if (f.endsWith('.xlsx')) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(path.join(DOCS, f)); wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => { all += ' ' + cellText(c.value); }))); all += ' ' + wb.worksheets.map((w) => w.name).join(' '); }
    all += '\n' + f + '\n';
  }
  return all;
}
const TEXT = { siyakhula: await orgText('siyakhula'), harborlight: await orgText('harborlight') };

// date phrase -> {y?, m, d}
function phraseDate(p, dayFirst) {
  const s = p.toLowerCase().replace(/(\d+)(st|nd|rd|th)/, '$1').replace(/ of /, ' ').replace(',', '');
  const mon = (w) => MON.findIndex((m) => m.startsWith(w.slice(0, 3))) + 1;
  let m;
  if ((m = s.match(/^([a-z]+)\.? (\d+)(?: (\d{4}))?$/))) return { m: mon(m[1]), d: +m[2], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d+) ([a-z]+)(?: (\d{4}))?$/))) return { m: mon(m[2]), d: +m[1], y: m[3] ? +m[3] : null };
  if ((m = s.match(/^(\d{4})[-/](\d\d)[-/](\d\d)$/))) return { y: +m[1], m: +m[2], d: +m[3] };
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
      const pd = phraseDate(p, c.org === 'siyakhula');
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
const perOrg = (o) => cases.filter((c) => c.org === o).length;
ok(cases.length >= 95 && cases.length <= 110, `about 100 cases (${cases.length})`);
ok(perOrg('siyakhula') >= 45 && perOrg('harborlight') >= 45, 'about 50 per organisation');
ok(kinds.lookup >= 20 && kinds.lookup <= 30, `about 25% lookups (${kinds.lookup})`);
ok(kinds.notfound >= 8 && kinds.notfound <= 12, `about 10% notfound (${kinds.notfound})`);
for (const k of ['total', 'difference', 'percent', 'variance', 'ratio', 'extreme', 'monthly', 'count', 'date', 'text', 'receipt']) ok((kinds[k] || 0) >= 3, `kind ${k} present (${kinds[k] || 0})`);
for (const o of ['siyakhula', 'harborlight']) ok(cases.some((c) => c.org === o && c.kind === 'receipt'), `${o} has photo questions`);
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(cases.every((c) => ids.has(c.id)) && ids.size === cases.length, `${f} has one reply per case`);
}
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.siyakhula?.fiscalYearStart === 'April' && orgs.harborlight?.fiscalYearStart === 'July', 'orgs.json fiscal years');
const exts = new Set(['siyakhula', 'harborlight'].flatMap(files).map((f) => f.split('.').at(-1)));
ok([...exts].every((e) => ['pdf', 'docx', 'xlsx', 'xls', 'xlsm', 'csv', 'jpg', 'jpeg', 'png'].includes(e)), `allowed file types only (${[...exts]})`);
const size = ['siyakhula', 'harborlight'].flatMap(files).reduce((s, f) => s + fs.statSync(path.join(DOCS, f)).size, 0);
ok(size < 3e6, `documents under 3 MB (${(size / 1e6).toFixed(2)} MB)`);

console.log(`verify: ${checks - failures}/${checks} checks passed; kinds ${Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ')}`);
if (failures) { console.log(`verify FAILED (${failures})`); process.exit(1); }
console.log('verify passed');
