// Independent checker for set Q. Does NOT import data.mjs or lib/: it re-reads the generated files (SheetJS
// (xlsx-republish) for cached cell values, formulas and merges, csv-parse, `pdftotext -layout`, jszip for Word,
// `tesseract --psm 6` for the photos), checks that the documents foot and agree with each other, recomputes every
// case's answer from the files by its own definition (A[id]), checks date and text phrases (T[id]), that notfound
// subjects (NF[id]) are absent from the organisation's files, and the mix of kinds and files.
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
const SET = path.resolve(here, '..', 'set-q');
const DOCS = path.join(SET, 'documents');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.log('FAIL ' + msg); } };
const R2 = (x) => Math.round((x + Math.sign(x) * 1e-9) * 100) / 100;
const sum = (a) => R2(a.reduce((s, x) => s + (x || 0), 0));
const mean = (a) => a.reduce((s, x) => s + x, 0) / a.length;
const near = (a, b, eps = 0.006) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const MON = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const argmax = (pairs, what) => { const s = [...pairs].sort((a, b) => b[1] - a[1]); ok(s.length > 1 && s[0][1] > s[1][1], `unique maximum ${what} (${s[0][0]})`); return s[0]; };
const files = (org) => fs.readdirSync(path.join(DOCS, org)).map((f) => `${org}/${f}`);
const Fl = (org, re) => { const f = files(org).filter((x) => re.test(x)); if (f.length !== 1) throw new Error(`file ${re} in ${org}: ${f.length}`); return f[0]; };
const iso = (d) => d.toISOString().slice(0, 10);
const p2 = (n) => String(n).padStart(2, '0');
const longIso = (s) => { const m = s.match(/(\d{1,2}) ([A-Z][a-z]+) (\d{4})/); return `${m[3]}-${p2(MON.indexOf(m[2].toLowerCase()) + 1)}-${p2(m[1])}`; };
const usLongIso = (s) => { const m = s.match(/([A-Z][a-z]+) (\d{1,2}), (\d{4})/); return `${m[3]}-${p2(MON.indexOf(m[1].toLowerCase()) + 1)}-${p2(m[2])}`; };
const num = (s) => { const t = String(s ?? '').replace(/\$/g, '').trim(); if (!t || /^[-–—]$/.test(t)) return 0; const v = parseFloat(t.replace(/[,()\s]/g, '')); return t.startsWith('(') ? -v : v; };

// ------------------------------------------------------------------ readers
function xlsx(rel) {
  const wb = XLSX.readFile(path.join(DOCS, rel), { cellDates: true, cellFormula: true });
  const out = {};
  for (const name of wb.SheetNames) {
    const ws = wb.Sheets[name];
    const rows = XLSX.utils.sheet_to_json(ws, { header: 1, raw: true, defval: null, blankrows: true });
    let formulas = 0;
    for (const [addr, c] of Object.entries(ws)) {
      if (addr.startsWith('!') || !c.f) continue;
      formulas++;
      ok(c.v !== undefined && c.v !== null && c.v !== '', `${rel} ${name}!${addr} formula ${c.f} has a cached value`);
    }
    out[name] = { rows, formulas, merges: (ws['!merges'] || []).map((m) => XLSX.utils.encode_range(m)) };
  }
  return out;
}
const xlsxText = (wb) => Object.entries(wb).map(([n, s]) => n + '\n' + s.rows.map((r) => r.map((v) => (v instanceof Date ? iso(v) : v ?? '')).join('\t')).join('\n')).join('\n');
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
const flat = (s) => s.replace(/\s+/g, ' ');

// ================================================================== Kōwhai
// ---- Xero profit and loss
const PLW = xlsx(Fl('kowhai', /Profit_and_Loss/));
const PLR = PLW['Profit and Loss'].rows;
const hIdx = PLR.findIndex((r) => r[1] === 'Year ended 31 Mar 2026');
ok(hIdx > 0 && PLR[hIdx][2] === 'Year ended 31 Mar 2025', 'P&L: two year columns with Xero headings');
const PL = new Map();
let group = null;
const groups = { 'Trading Income': [], 'Operating Expenses': [] };
for (const r of PLR.slice(hIdx + 1)) {
  if (!r[0]) continue;
  if (r[1] === null && groups[r[0]]) { group = r[0]; continue; }
  if (typeof r[1] !== 'number') continue;
  PL.set(r[0], [r[1], r[2]]);
  if (group && !/^Total|Gross Profit|Net Profit/.test(r[0])) groups[group].push(r[0]);
  if (/^Total/.test(r[0])) group = null;
}
const pl = (l, i = 0) => { ok(PL.has(l), `P&L line ${l}`); return PL.get(l)[i]; };
for (const i of [0, 1]) {
  ok(near(sum(groups['Trading Income'].map((l) => pl(l, i))), pl('Total Trading Income', i)), `P&L income foots (${i})`);
  ok(near(sum(groups['Operating Expenses'].map((l) => pl(l, i))), pl('Total Operating Expenses', i)), `P&L expenses foot (${i})`);
  ok(near(R2(pl('Gross Profit', i) - pl('Total Operating Expenses', i)), pl('Net Profit', i)), `P&L net profit (${i})`);
}
ok(PLW['Profit and Loss'].formulas >= 8, 'P&L has subtotal formulas');

// ---- attendance workbook, a sheet per term
const ATW = xlsx(Fl('kowhai', /Attendance/));
ok(JSON.stringify(Object.keys(ATW)) === JSON.stringify(['Term 1', 'Term 2', 'Term 3', 'Term 4']), 'attendance: sheets Term 1..4');
const TERMS = Object.values(ATW).map(({ rows }) => {
  const h = rows.findIndex((r) => r[0] === 'Week commencing');
  const dates = rows[h].slice(1).filter((v) => v instanceof Date).map(iso);
  const row = (re) => rows.find((r) => re.test(String(r[0] ?? ''))).slice(1, dates.length + 1);
  const t = { dates, u3: row(/under 3s/), o3: row(/3 and over/), tot: row(/^Total enrolled/), hrs: row(/Child-hours/), fees: row(/^Fee income/) };
  const totCol = rows[h].indexOf('Term total');
  t.feeTotal = rows.find((r) => /^Fee income/.test(r[0] ?? ''))[totCol];
  t.hrsTotal = rows.find((r) => /Child-hours/.test(r[0] ?? ''))[totCol];
  return t;
});
TERMS.forEach((t, i) => {
  ok(t.dates.length === 10 && t.dates.every((d) => new Date(d).getUTCDay() === 1), `term ${i + 1}: ten Monday week-commencing dates`);
  ok(t.tot.every((v, k) => v === t.u3[k] + t.o3[k]), `term ${i + 1}: total enrolled adds up`);
  ok(near(sum(t.fees), t.feeTotal) && t.hrsTotal === t.hrs.reduce((s, x) => s + x, 0), `term ${i + 1}: term totals`);
});

// ---- Ministry of Education letter
const MTXT = pdf(Fl('kowhai', /MoE/));
const MF = flat(MTXT);
const RATES = {};
for (const m of MTXT.matchAll(/^(Under 2s|2 years and over|20 Hours ECE)\s+(80–99%|100%) certificated teachers\s+\$([\d.]+)/gm)) RATES[`${m[1]}|${m[2]}`] = parseFloat(m[3]);
ok(Object.keys(RATES).length === 6, 'MoE: six rates read');
const instal = MF.match(/three instalments, on (.+?)\. Each/)[1].split(/, | and /).map(longIso);
const rs7 = longIso(MF.match(/due by (\d{1,2} [A-Z][a-z]+ \d{4})/)[1]);

// ---- board minutes
const MINTXT = await docx(Fl('kowhai', /minutes/));
const MINF = flat(MINTXT);
const SNAP = new Map(tableRows(MINTXT).slice(1).map((r) => [r[0], { b: num(r[1]), a: num(r[2]), v: num(r[3]) }]));
for (const [l, s] of SNAP) ok(s.v === s.a - s.b, `minutes: variance = actual - budget for ${l}`);
const snapLines = [...SNAP].filter(([l]) => !/^Total|^Net surplus/.test(l));
ok(SNAP.get('Net surplus').a === SNAP.get('Total income').a - SNAP.get('Total expenses').a, 'minutes: surplus = income - expenses');

// ---- bank reconciliation CSV
const BANK = parse(fs.readFileSync(path.join(DOCS, Fl('kowhai', /bank rec/)), 'utf8'), { columns: true }).map((r) => {
  const [d, m, y] = r.Date.split('/');
  return { date: `${y}-${m}-${d}`, desc: r.Description, account: r.Account, debit: num(r.Debit), credit: num(r.Credit), gst: r['GST Code'] };
});
ok(BANK.every((r) => r.date.startsWith('2026-02-')), 'bank: all February 2026, day/month/year');
ok(BANK.every((r) => (r.debit > 0) !== (r.credit > 0)), 'bank: each row is a debit or a credit');

// ---- receipt photo
const RC = ocr(Fl('kowhai', /IMG_/));
const rcLines = RC.split('\n');
const i0 = rcLines.findIndex((l) => /Till 3/.test(l)), i1 = rcLines.findIndex((l) => /^TOTAL/.test(l));
const ITEMS = rcLines.slice(i0 + 1, i1).filter((l) => l.trim()).map((l) => { const m = l.match(/^(.*?)\s+(\d+\.\d{2})$/); return m ? [m[1], parseFloat(m[2])] : [l, NaN]; });
const rcTotal = parseFloat(RC.match(/TOTAL \$([\d.]+)/)[1]);
const rcGst = parseFloat(RC.match(/GST 15% \$([\d.]+)/)[1]);
const rcDate = RC.match(/(\d{2})\/(\d{2})\/(\d{4})/);
ok(ITEMS.every((i) => !Number.isNaN(i[1])), 'receipt: every item line read');
ok(near(sum(ITEMS.map((i) => i[1])), rcTotal), 'receipt: items add to the total');
ok(near(R2((rcTotal * 3) / 23), rcGst), 'receipt: GST is 3/23 of the total');
ok(BANK.some((r) => r.desc.startsWith('Kai Mart') && near(r.debit, rcTotal) && r.date > `${rcDate[3]}-${rcDate[2]}-${rcDate[1]}`), 'receipt: card payment appears in the bank rec after the receipt date');

// ================================================================== Bluestem
// ---- audited statements
const ATXT = pdf(Fl('bluestem', /Audited/));
const PAGES = ATXT.split('\f');
ok(PAGES.filter((p) => p.trim()).length === 3, 'audited statements: three pages');
ok(/Statements of Financial Position/.test(PAGES[0]) && /Statement of Activities/.test(PAGES[1]) && /Statement of Functional Expenses\s/.test(PAGES[1]) && /Statement of Functional Expenses \(continued\)/.test(PAGES[2]), 'audited statements: page layout, functional expenses continued on page 3');
const lineMap = (text) => {
  const m = new Map();
  for (const l of text.split('\n')) {
    const p = l.trim().split(/\s{2,}/);
    if (p.length < 2 || !/^[A-Z]/.test(p[0]) || !p.slice(1).every((x) => /^(\$ )?\(?[\d,]+\)?$|^—$/.test(x))) continue;
    m.set(p[0], p.slice(1).map(num));
  }
  return m;
};
const SFP = lineMap(PAGES[0]);
const [actPart, fxPart2] = PAGES[1].split('Statement of Functional Expenses');
const ACT = lineMap(actPart);
const FX = new Map([...lineMap(fxPart2), ...lineMap(PAGES[2])]);
const sfp = (l, i = 0) => { ok(SFP.has(l), `SFP line ${l}`); return SFP.get(l)[i]; };
const assetLines = ['Cash and cash equivalents', 'Pledges receivable, net', 'Grants receivable', 'Prepaid expenses', 'Investments', 'Stewardship endowment investments', 'Conservation land', 'Property and equipment, net'];
for (const i of [0, 1]) {
  ok(sum(assetLines.map((l) => sfp(l, i))) === sfp('Total assets', i), `SFP assets foot (${i})`);
  ok(sfp('Total liabilities', i) + sfp('Total net assets', i) === sfp('Total liabilities and net assets', i) && sfp('Total assets', i) === sfp('Total liabilities and net assets', i), `SFP balances (${i})`);
  ok(sfp('Without donor restrictions', i) + sfp('With donor restrictions', i) === sfp('Total net assets', i), `SFP net assets (${i})`);
}
const fxRows = [...FX].filter(([l]) => l !== 'Total expenses');
ok(fxRows.length === 14, 'functional expenses: 14 lines across the page break');
for (const [l, v] of fxRows) ok(v[0] + v[1] + v[2] === v[3], `functional row ${l} foots`);
const fxTot = FX.get('Total expenses');
[0, 1, 2, 3].forEach((i) => ok(sum(fxRows.map(([, v]) => v[i])) === fxTot[i], `functional column ${i} foots`));
ok(ACT.get('Program services')[0] === fxTot[0] && ACT.get('Management and general')[0] === fxTot[1] && ACT.get('Fundraising')[0] === fxTot[2], 'activities expenses tie to functional expenses');
ok(ACT.get('Net assets, end of year')[0] === sfp('Without donor restrictions') && ACT.get('Net assets, end of year')[1] === sfp('With donor restrictions'), 'activities tie to SFP 2025');
ok(ACT.get('Net assets, beginning of year')[2] === sfp('Total net assets', 1), 'activities beginning = SFP 2024');
const AUDITOR = ATXT.match(/auditors' report of (.+?)\./)[1];

// ---- endowment roll-forward
const ENW = xlsx(Fl('bluestem', /Endowment/));
const ENR = ENW.Rollforward.rows;
const eh = ENR.findIndex((r) => r[1] === 2021);
const YEARS = ENR[eh].slice(1).filter((v) => typeof v === 'number');
const erow = (re) => ENR.find((r) => re.test(String(r[0] ?? ''))).slice(1, YEARS.length + 1);
const EN = { begin: erow(/^Beginning/), contrib: erow(/^Contributions/), ret: erow(/^Investment return/), approp: erow(/^Appropriated/).map((v) => -v), end: erow(/^Ending/) };
ok(JSON.stringify(YEARS) === '[2021,2022,2023,2024,2025]', 'endowment: years 2021-2025 across');
YEARS.forEach((y, i) => {
  ok(EN.begin[i] + EN.contrib[i] + EN.ret[i] - EN.approp[i] === EN.end[i], `endowment ${y} rolls forward`);
  if (i) ok(EN.begin[i] === EN.end[i - 1], `endowment ${y} begins at prior end`);
});
ok(EN.end[4] === sfp('Stewardship endowment investments', 0) && EN.end[3] === sfp('Stewardship endowment investments', 1), 'endowment ties to the SFP');
ok(EN.contrib[4] === ACT.get('Endowment contributions')[1] && EN.ret[4] === ACT.get('Investment return, net')[1], 'endowment 2025 ties to activities');

// ---- CRM export
const CRM = parse(fs.readFileSync(path.join(DOCS, Fl('bluestem', /gifts_export/)), 'utf8'), { columns: true }).map((r) => {
  const [m, d, y] = r['Gift Date'].split('/');
  return { id: r['Gift ID'], date: `${y}-${p2(m)}-${p2(d)}`, donor: r['Donor Name'], camp: r.Campaign, amount: parseFloat(r.Amount), method: r['Payment Method'], soft: r['Soft Credit'] };
});
ok(new Set(CRM.map((g) => g.id)).size === CRM.length && CRM.every((g) => g.date.startsWith('2025-')), 'crm: unique gift ids, all 2025');
const POS = CRM.filter((g) => g.amount > 0), NEGS = CRM.filter((g) => g.amount < 0);
for (const r of NEGS) ok(CRM.some((g) => g.donor === r.donor && g.amount === -r.amount && g.date <= r.date && g.camp === r.camp), `crm: refund ${r.id} matches an earlier gift`);

// ---- land acquisition budget
const LTXT = await docx(Fl('bluestem', /Acquisition/));
const LF = flat(LTXT);
const LT = tableRows(LTXT);
const costRows = LT.slice(1, LT.findIndex((r) => r[0] === 'Total project cost'));
const COST = new Map(costRows.map((r) => [r[0], num(r[1])]));
const totalCost = num(LT.find((r) => r[0] === 'Total project cost')[1]);
ok(sum([...COST.values()]) === totalCost, 'land: costs foot');
const srcStart = LT.findIndex((r) => r[0] === 'Funding source');
const SRC = LT.slice(srcStart + 1, LT.findIndex((r) => r[0] === 'Total funding')).map((r) => [r[0], num(r[1])]);
ok(sum(SRC.map((s) => s[1])) === totalCost && num(LT.find((r) => r[0] === 'Total funding')[1]) === totalCost, 'land: sources equal costs');
const ACRES = parseInt(LF.match(/approximately (\d+) acres/)[1], 10);
ok(LF.match(/requesting \$([\d,]+)/)[1] === SRC.find((s) => /pending/.test(s[0]))[1].toLocaleString('en-US'), 'land: grant request in prose equals the table');

// ---- state grant budget to actual
const GW = xlsx(Fl('bluestem', /Budget vs Actual/));
const GS = GW['Budget vs Actual'];
ok(['B5:C5', 'D5:E5', 'F5:G5', 'H5:I5', 'J5:L5', 'A5:A6'].every((m) => GS.merges.includes(m)), 'grant: two-level merged headers');
const GR = GS.rows;
ok(/^Q1/.test(GR[4][1]) && /^Q4/.test(GR[4][7]) && GR[5][1] === 'Budget' && GR[5][2] === 'Actual', 'grant: quarter and budget/actual headers');
const gTot = GR.findIndex((r) => r[0] === 'Total');
const GL = new Map(GR.slice(6, gTot).map((r) => [r[0], r.slice(1, 12)]));
const GT = GR[gTot].slice(1, 12);
for (let k = 0; k < 11; k++) ok(sum([...GL.values()].map((v) => v[k])) === GT[k], `grant: column ${k} foots`);
for (const [l, v] of GL) ok(v[8] === v[0] + v[2] + v[4] + v[6] && v[9] === v[1] + v[3] + v[5] + v[7] && v[10] === v[9] - v[8], `grant: annual block for ${l}`);
const gl = (l) => { ok(GL.has(l), `grant line ${l}`); return GL.get(l); };

// ---- fencing invoice photo
const INV = ocr(Fl('bluestem', /PXL_/));
const invAmt = (re) => parseFloat(INV.match(re)[1].replace(/,/g, ''));
const invLines = [...INV.matchAll(/^(.+?) ([\d,]+(?: ft)?) ([\d,]+\.\d{2}) ([\d,]+\.\d{2})$/gm)].map((m) => parseFloat(m[4].replace(/,/g, '')));
const invSub = invAmt(/Subtotal ([\d,.]+)/), invTax = invAmt(/Sales Tax \([\d.]+%\) ([\d,.]+)/), invRate = invAmt(/Sales Tax \(([\d.]+)%\)/);
const invTotal = invAmt(/TOTAL \$([\d,.]+)/), invBal = invAmt(/BALANCE DUE \$([\d,.]+)/), invDep = invAmt(/deposit received \(([\d,.]+)\)/);
const invDue = INV.match(/Due Date: (\d{2})\/(\d{2})\/(\d{4})/);
ok(invLines.length === 4 && near(sum(invLines), invSub), 'invoice: four lines foot to the subtotal');
ok(near(R2((invSub * invRate) / 100), invTax) && near(invSub + invTax, invTotal) && near(invTotal - invDep, invBal), 'invoice: tax, total and balance');

// ================================================================== answers
const pct = (x) => x * 100;
const feesOf = (t) => sum(t.fees);
const debits = BANK.filter((r) => r.debit > 0), credits = BANK.filter((r) => r.credit > 0);
const bestFee4 = argmax(TERMS[3].dates.map((d, i) => [d, TERMS[3].fees[i]]), 'term 4 week');
const snapFar = argmax(snapLines.map(([l, s]) => [l, Math.abs(s.v)]), 'snapshot variance');
const topItem = argmax(ITEMS, 'receipt line');
const dropTop = argmax(groups['Operating Expenses'].map((l) => [l, pl(l, 1) - pl(l, 0)]), 'expense drop');
const fxNonSal = argmax(fxRows.filter(([l]) => !/Salar|Payroll/.test(l)).map(([l, v]) => [l, v[0]]), 'non-salary program line');
const byDonor = new Map();
for (const g of CRM) byDonor.set(g.donor, (byDonor.get(g.donor) || 0) + g.amount);
const topDonor = argmax([...byDonor], 'donor');
const quarterTop = argmax([1, 3, 5, 7].map((k, n) => [`Q${n + 1}`, GT[k]]), 'grant quarter');
const worstYear = YEARS[EN.ret.indexOf(Math.min(...EN.ret))];
const hr = CRM.filter((g) => g.camp === 'Hartwell Ranch Campaign').sort((a, b) => a.date.localeCompare(b.date));
const cost = (l) => { ok(COST.has(l), `land cost ${l}`); return COST.get(l); };

const A = {
  'kowhai-001': () => pl('Ministry of Education Funding'),
  'kowhai-002': () => pl('Rent', 1),
  'kowhai-003': () => pl('Net Profit'),
  'kowhai-004': () => pl('Salaries & Wages') + pl('KiwiSaver Employer Contributions'),
  'kowhai-005': () => pl('Salaries & Wages') - pl('Salaries & Wages', 1),
  'kowhai-006': () => pct(pl('Parent Fees') / pl('Parent Fees', 1) - 1),
  'kowhai-007': () => pct(pl('Ministry of Education Funding') / pl('Total Trading Income')),
  'kowhai-008': () => pct(1 - pl('Repairs & Maintenance') / pl('Repairs & Maintenance', 1)),
  'kowhai-009': () => pl('Ministry of Education Funding') / pl('Parent Fees'),
  'kowhai-011': () => feesOf(TERMS[2]),
  'kowhai-012': () => TERMS.reduce((s, t) => s + t.hrsTotal, 0),
  'kowhai-013': () => feesOf(TERMS[3]) - feesOf(TERMS[0]),
  'kowhai-014': () => mean(TERMS[1].fees),
  'kowhai-015': () => mean(TERMS[0].tot),
  'kowhai-016': () => TERMS[2].tot.filter((v) => v > 45).length,
  'kowhai-018': () => sum(TERMS[0].dates.map((d, i) => (d.slice(5, 7) === '03' ? TERMS[0].fees[i] : 0))),
  'kowhai-019': () => RATES['20 Hours ECE|100%'],
  'kowhai-020': () => parseInt(MF.match(/licensed for (\d+) children/)[1], 10),
  'kowhai-021': () => RATES['Under 2s|100%'] / RATES['2 years and over|100%'],
  'kowhai-022': () => RATES['20 Hours ECE|100%'] - RATES['20 Hours ECE|80–99%'],
  'kowhai-026': () => num(MINF.match(/place \$([\d,]+)/)[1]),
  'kowhai-027': () => SNAP.get('Parent fees').v,
  'kowhai-029': () => SNAP.get('Net surplus').v,
  'kowhai-030': () => pct(SNAP.get('Salaries & KiwiSaver').a / SNAP.get('Salaries & KiwiSaver').b),
  'kowhai-034': () => sum(debits.map((r) => r.debit)),
  'kowhai-035': () => (sum(BANK.filter((r) => r.gst === 'GST on Expenses').map((r) => r.debit)) * 3) / 23,
  'kowhai-036': () => BANK.filter((r) => r.gst === 'GST on Expenses').length,
  'kowhai-037': () => sum(credits.filter((r) => /^Parent fees/.test(r.desc)).map((r) => r.credit)),
  'kowhai-038': () => sum(BANK.filter((r) => r.gst === 'No GST').map((r) => r.debit)),
  'kowhai-039': () => Math.max(...credits.map((r) => r.credit)),
  'kowhai-040': () => mean(debits.filter((r) => /^Payroll/.test(r.desc)).map((r) => r.debit)),
  'kowhai-042': () => ITEMS.find((i) => /Milk/.test(i[0]))[1],
  'kowhai-043': () => rcTotal - rcGst,
  'kowhai-044': () => ITEMS.length,
  'bluestem-001': () => sfp('Total net assets'),
  'bluestem-002': () => sfp('Conservation land', 1),
  'bluestem-003': () => FX.get('Salaries and wages')[3] + FX.get('Payroll taxes and benefits')[3],
  'bluestem-004': () => sfp('Investments') - sfp('Investments', 1),
  'bluestem-005': () => ACT.get('Change in net assets')[1],
  'bluestem-006': () => pct(fxTot[0] / fxTot[3]),
  'bluestem-007': () => sfp('Total assets') / sfp('Total liabilities'),
  'bluestem-008': () => fxTot[2] / ACT.get('Contributions')[2],
  'bluestem-010': () => sum(fxRows.filter(([, v]) => v[0] === v[3]).map(([, v]) => v[3])),
  'bluestem-012': () => EN.end[YEARS.indexOf(2023)],
  'bluestem-013': () => sum(EN.contrib),
  'bluestem-014': () => EN.end[4] - EN.begin[0],
  'bluestem-015': () => pct(EN.approp[4] / EN.begin[4]),
  'bluestem-016': () => mean(EN.approp),
  'bluestem-017': () => YEARS.filter((y, i) => EN.ret[i] > EN.contrib[i]).length,
  'bluestem-019': () => sum(CRM.map((g) => g.amount)),
  'bluestem-020': () => -sum(NEGS.map((g) => g.amount)),
  'bluestem-021': () => NEGS.length,
  'bluestem-022': () => POS.filter((g) => g.method === 'Check').length,
  'bluestem-023': () => mean(POS.filter((g) => /Year-End/.test(g.camp)).map((g) => g.amount)),
  'bluestem-024': () => Math.max(...CRM.map((g) => g.amount)),
  'bluestem-026': () => sum(CRM.filter((g) => g.soft === 'Linda Hartwell').map((g) => g.amount)),
  'bluestem-028': () => pct(sum(hr.map((g) => g.amount)) / sum(CRM.map((g) => g.amount))),
  'bluestem-029': () => cost('Purchase price'),
  'bluestem-030': () => cost('Appraisal') + cost('Boundary survey') + cost('Legal fees'),
  'bluestem-031': () => totalCost - cost('Purchase price'),
  'bluestem-032': () => pct(SRC.find((s) => /Legacy/.test(s[0]))[1] / totalCost),
  'bluestem-033': () => cost('Purchase price') / ACRES,
  'bluestem-037': () => gl('Contractual - fencing')[5],
  'bluestem-038': () => gl('Personnel')[10],
  'bluestem-039': () => gl('Contractual - prescribed burning')[3] - gl('Contractual - prescribed burning')[2],
  'bluestem-040': () => GT[10],
  'bluestem-041': () => mean([1, 3, 5, 7].map((k) => gl('Travel (mileage)')[k])),
  'bluestem-043': () => gl('Contractual - prescribed burning')[5] + gl('Contractual - prescribed burning')[7] + gl('Contractual - fencing')[5] + gl('Contractual - fencing')[7],
  'bluestem-044': () => invTax,
};
// text answers: the phrase (or ISO date) the files give, which must be among the accepted phrases
const T = {
  'kowhai-010': () => dropTop[0],
  'kowhai-017': () => bestFee4[0],
  'kowhai-023': () => rs7,
  'kowhai-024': () => instal.at(-1),
  'kowhai-025': () => MF.match(/funded at the (\S+) certificated rate band/)[1],
  'kowhai-028': () => snapFar[0].split(' ')[0],
  'kowhai-031': () => longIso(MINF.match(/next meeting will be held on \w+ (\d{1,2} [A-Z][a-z]+ \d{4})/)[1]),
  'kowhai-032': () => MINF.match(/• (.+?) to obtain three quotes for replacing the shade sail/)[1],
  'kowhai-033': () => (/spring gala .* cancelled due to the weather/.test(MINF) ? 'gala' : '?'),
  'kowhai-041': () => BANK.find((r) => /Rent/.test(r.account)).date,
  'kowhai-045': () => (/Milk/.test(topItem[0]) ? 'milk' : topItem[0]),
  'bluestem-009': () => fxNonSal[0],
  'bluestem-011': () => AUDITOR,
  'bluestem-018': () => String(worstYear),
  'bluestem-025': () => topDonor[0],
  'bluestem-027': () => hr[0].date,
  'bluestem-034': () => usLongIso(LF.match(/award decisions at its meeting on ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1]),
  'bluestem-035': () => usLongIso(LF.match(/option expires on ([A-Z][a-z]+ \d{1,2}, \d{4})/)[1]),
  'bluestem-036': () => (LF.match(/draw up to \$[\d,]+ on its (line of credit)/) || [])[1],
  'bluestem-042': () => quarterTop[0],
  'bluestem-045': () => `${invDue[3]}-${invDue[1]}-${invDue[2]}`,
};
// notfound: what each question asks for, shown to be absent from every file of the organisation
const ORGTXT = {
  kowhai: [xlsxText(PLW), xlsxText(ATW), MTXT, MINTXT, fs.readFileSync(path.join(DOCS, Fl('kowhai', /bank rec/)), 'utf8'), RC].join('\n').toLowerCase(),
  bluestem: [ATXT, xlsxText(ENW), fs.readFileSync(path.join(DOCS, Fl('bluestem', /gifts_export/)), 'utf8'), LTXT, xlsxText(GW), INV].join('\n').toLowerCase(),
};
const absent = (org, ...subs) => subs.every((s) => !ORGTXT[org].includes(s.toLowerCase()));
const NF = {
  'kowhai-046': () => absent('kowhai', '2027', 'fy27', '2026/27 budget for electricity') && ![...SNAP.keys()].some((l) => /electric/i.test(l)),
  'kowhai-047': () => absent('kowhai', '31 mar 2024', '31 march 2024', 'fy24', '2023/24') && PLR[hIdx].length === 3,
  'kowhai-048': () => absent('kowhai', 'term 1 2026') && TERMS.every((t) => t.dates.every((d) => d.startsWith('2025-'))),
  'kowhai-049': () => absent('kowhai', 'pub charity', 'gaming', 'lion foundation', 'nz community trust'),
  'kowhai-050': () => absent('kowhai', 'term deposit balance', 'balance of the term deposit', 'balance sheet', '31 march 2026 balance'),
  'bluestem-046': () => absent('bluestem', 'appraised value', 'appraised at', 'fair market value'),
  'bluestem-047': () => absent('bluestem', 'year ended december 31, 2024') && !/2024/.test(PAGES[1] + PAGES[2]),
  'bluestem-048': () => CRM.every((g) => g.date < '2026-01-01'),
  'bluestem-049': () => absent('bluestem', 'interest rate', '% interest', 'bears interest', 'per annum'),
  'bluestem-050': () => absent('bluestem', 'seed invoice', 'co-op', 'cooperative', 'seed co'),
};

const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
for (const c of cases) {
  const a = c.answer;
  if (a.type === 'number') {
    ok(A[c.id], `${c.id}: has an independent computation`);
    if (!A[c.id]) continue;
    const got = A[c.id]();
    const tol = Math.max(0.006, Math.abs(got) * 2e-4);
    ok(Math.abs(Math.abs(got) - Math.abs(a.value)) <= tol, `${c.id} ${c.question}: files give ${got}, case says ${a.value}`);
    if (a.alt) ok(a.alt.every((x) => Math.abs(x * 1000 - Math.abs(got)) <= Math.abs(got) * 0.001 || Math.abs(x / 100 - Math.abs(got)) <= Math.abs(got) * 0.001), `${c.id}: alt is the value in thousands or in cents`);
  } else if (a.type === 'text') {
    ok(T[c.id], `${c.id}: has an independent text answer`);
    if (!T[c.id]) continue;
    const got = String(T[c.id]()).toLowerCase();
    ok(a.any.some((p) => String(p).toLowerCase() === got || got.includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(got)), `${c.id} ${c.question}: files give "${got}", accepted ${JSON.stringify(a.any)}`);
    if (/^\d{4}-\d{2}-\d{2}$/.test(got)) {
      const [y, m, d] = got.split('-').map(Number);
      ok(a.any.some((p) => p.toLowerCase() === `${d} ${MON[m - 1]} ${y}`) && a.any.some((p) => p.toLowerCase() === `${MON[m - 1]} ${d}, ${y}`), `${c.id}: date phrases in both orders`);
    }
    ok(a.any.every((p) => !/\b\d{1,2}\.\s/.test(p)), `${c.id}: no "N." day forms in accepted dates`);
  } else {
    ok(a.type === 'notfound' && NF[c.id] && NF[c.id](), `${c.id} ${c.question}: notfound subject absent`);
  }
}
// mix and files
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const want = { lookup: 13, sum: 10, difference: 8, percent: 8, ratio: 5, average: 6, count: 6, extreme: 8, filter: 6, variance: 6, date: 8, text: 6, notfound: 10 };
ok(JSON.stringify(Object.entries(kinds).sort()) === JSON.stringify(Object.entries(want).sort()), `kind mix ${JSON.stringify(kinds)}`);
ok(cases.length === 100 && cases.filter((c) => c.org === 'kowhai').length === 50, '100 cases, 50 per organisation');
ok(new Set(cases.map((c) => c.id)).size === cases.length, 'unique ids');
for (const c of cases) ok(JSON.stringify([...c.documents].sort()) === JSON.stringify(files(c.org).sort()), `${c.id}: lists all of its organisation's files`);
ok(cases.every((c) => c.question === c.question.toLowerCase()), 'questions typed in lower case');
for (const f of ['expected-answers.jsonl', 'wrong-answers.jsonl']) {
  const ids = new Set(fs.readFileSync(path.join(SET, f), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l).id));
  ok(ids.size === cases.length && cases.every((c) => ids.has(c.id)), `${f} has a reply per case`);
}
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
ok(orgs.kowhai?.fiscalYearStart === 'April' && orgs.bluestem?.fiscalYearStart === 'January' && /Kōwhai/.test(orgs.kowhai.name), 'orgs.json');
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
