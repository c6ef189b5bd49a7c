// Independent reader of set T: re-reads every generated file (PDF text via pdftotext, xlsx/xls cells via SheetJS,
// docx XML via jszip, CSV via csv-parse) and recomputes every expected answer in ../set-t/cases.jsonl from what it
// reads, without using data.mjs. The two receipt photos are checked from their rendering lines (the text drawn).
// Fails loudly on any mismatch.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as XLSX from 'xlsx-republish';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { fjReceiptLines } from './lib/render-fj.mjs';
import { hkReceiptLines } from './lib/render-hk.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-t');
const DOC = (org, f) => path.join(SET, 'documents', org, f);
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));

const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const num = (s) => {
  if (typeof s === 'number') return s;
  const t = String(s ?? '').trim();
  if (t === '' || t === '–' || t === '-') return 0;
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  const v = parseFloat(t.replace(/[()$,\s-]|HK\$|FJ\$/g, ''));
  if (Number.isNaN(v)) throw new Error(`not a number: ${s}`);
  return neg ? -v : v;
};
const pdfText = (f) => execFileSync('pdftotext', ['-layout', f, '-'], { encoding: 'utf8' });
const sheetRows = (f) => { const wb = XLSX.read(fs.readFileSync(f), { cellDates: true }); return XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: true, defval: '' }); };
async function docx(f) {
  const zip = await JSZip.loadAsync(fs.readFileSync(f));
  const xml = await zip.file('word/document.xml').async('string');
  const txt = (x) => [...x.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => txt(m[0]));
  const rows = [...xml.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((m) => [...m[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => txt(c[0])));
  return { text: paras.join('\n'), rows };
}
const iso = (dmy) => { const [d, m, y] = dmy.split('/'); return `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`; };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longIso = (s) => { const m = s.match(/(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/); return `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}`; };

// ============================================================ kalokalo
const K = 'kalokalo';
const pl = {}; let plMonths;
{
  const rows = sheetRows(DOC(K, 'Profit & Loss [Multi-Period] Aug 2024 - Jul 2025.xlsx'));
  for (const r of rows) {
    if (r[0] === 'Account') plMonths = r.slice(1, 13);
    const m = String(r[0]).match(/^\s+\d-\d{4} (.+)$/);
    if (m) pl[m[1]] = { m: r.slice(1, 13).map(num), total: num(r[13]) };
    if (/^Total (Income|Expenses)$/.test(r[0])) pl[r[0]] = { m: r.slice(1, 13).map(num), total: num(r[13]) };
  }
  for (const [k, v] of Object.entries(pl)) if (Math.abs(sum(v.m) - v.total) > 0.011) throw new Error(`P&L ${k}: months do not add to total`);
}
const ba = {};
for (const line of pdfText(DOC(K, 'Profit & Loss [Budget Analysis] FY2025.pdf')).split('\n')) {
  const m = line.match(/^\s+(\S.*?)\s{2,}(\(?\$[\d,.]+\)?)\s+(\(?\$[\d,.]+\)?)\s+(\(?\$[\d,.]+\)?)/);
  if (m) ba[m[1].trim()] = { actual: num(m[2]), budget: num(m[3]), diff: num(m[4]) };
}
const bankRows = (() => {
  const txt = fs.readFileSync(DOC(K, 'BSP_2001045877731_01082025-31102025.csv'), 'utf8');
  const lines = txt.split(/\r?\n/);
  const i = lines.findIndex((l) => l.startsWith('Date,'));
  const open = num(parse(lines[3])[0][1]);
  const rows = parse(lines.slice(i).join('\n'), { columns: true, skip_empty_lines: true }).map((r) => ({ date: iso(r.Date), desc: r['Transaction Details'], dr: num(r.Debit), cr: num(r.Credit), bal: num(r.Balance) }));
  let b = open; for (const r of rows) { b = r2(b - r.dr + r.cr); if (Math.abs(b - r.bal) > 0.001) throw new Error(`bank balance breaks at ${r.date}`); }
  return rows;
})();
const payroll = (() => {
  const rows = sheetRows(DOC(K, 'Pay Period Register July 2025 - Pacific Payroll.xls'));
  const runs = []; let cur;
  for (const r of rows) {
    const p = String(r[0]).match(/^Pay Period: \S+ to (\S+)/);
    if (p) { cur = { ending: iso(p[1]), staff: [] }; runs.push(cur); continue; }
    if (/^KDS/.test(r[0])) cur.staff.push({ no: r[0], name: r[1], pos: r[2], hours: r[3], rate: r[4], gross: r[5], paye: r[6], ee: r[7], net: r[8], er: r[9] });
    if (r[1] === 'Pay Run Total' && Math.abs(sum(cur.staff.map((s) => s.gross)) - r[5]) > 0.011) throw new Error('pay run total');
  }
  return { runs, text: rows.map((r) => r.join(' ')).join('\n') };
})();
const grant = await docx(DOC(K, 'PIF Grant Acquittal Report 2024-25.docx'));
const gl = Object.fromEntries(grant.rows.slice(1).map((r) => [r[0], { budget: num(r[1]), actual: num(r[2]) }]));
const fjr = fjReceiptLines();
const fjItems = []; for (let i = 0; i < fjr.length; i++) { const m = fjr[i].cols && String(fjr[i].cols[0]).match(/^\s+(\d+) @ ([\d.,]+)$/); if (m) fjItems.push({ d: fjr[i - 1].cols[0], q: +m[1], p: num(m[2]), amt: num(fjr[i].cols[1]) }); }
const fjLine = (label) => fjr.find((l) => l.cols && l.cols[0].startsWith(label));

// ============================================================ sairidge
const S = 'sairidge';
const afsText = pdfText(DOC(S, 'Audited Financial Statements 2024-25.pdf'));
const afs = {};
for (const line of afsText.split('\n')) {
  const m = line.match(/^\s*(\S.*?)\s{2,}(?:(\d)\s+)?(\(?[\d,]+\)?|–)\s+(\(?[\d,]+\)?|–)\s*$/);
  if (m && !/^\d+$/.test(m[1].trim())) afs[m[1].trim()] = { cy: num(m[3]), py: num(m[4]) };
}
const curAssets = (() => { const l = afsText.split('\n'); const i = l.findIndex((x) => /Cash and bank balances/.test(x)); const m = l[i + 1].trim().split(/\s+/).map(num); return { cy: m[0], py: m[1] }; })();
const curLiab = (() => { const l = afsText.split('\n'); const i = l.findIndex((x) => /Accruals and other payables/.test(x)); const m = l[i + 1].trim().split(/\s+/).map(num); return { cy: m[0], py: m[1] }; })();
const stripe = parse(fs.readFileSync(DOC(S, 'balance_history_2025-06-01_to_2025-08-31.csv'), 'utf8'), { columns: true }).map((r) => ({ type: r.Type, amount: +r.Amount, fee: +r.Fee, net: +r.Net, created: r['Created (UTC)'], day: r['Created (UTC)'].slice(0, 10), desc: r.Description }));
const bva = {};
{
  const rows = sheetRows(DOC(S, 'Budget vs Actual Q1 2025-26.xlsx'));
  for (const r of rows) if (typeof r[1] === 'number' && r[0]) bva[String(r[0]).trim()] = { a: r.slice(1, 4), q: r[4], qb: r[5], v: r[6], fy: r[7] };
  for (const [k, v] of Object.entries(bva)) if (Math.abs(sum(v.a) - v.q) > 0.01 || Math.abs(v.q - v.qb - v.v) > 0.01) throw new Error(`BvA ${k} does not add`);
}
const book = (() => {
  const rows = sheetRows(DOC(S, 'Camp Bookings Register 2024-25.xlsx'));
  const h = rows[0];
  const at = (n) => h.indexOf(n);
  return rows.slice(1).filter((r) => r[0]).map((r) => {
    const d = r[at('Arrival')];
    return { ref: r[0], group: r[at('School / Group')], prog: r[at('Programme')], arrival: d instanceof Date ? new Date(d.getTime() + 12 * 3600e3).toISOString().slice(0, 10) : iso(d), pax: r[at('Participants')], fee: r[at('Fee (HK$)')], status: r[at('Status')], paid: r[at('Paid by')], rate: r[at('Rate (HK$/head)')] };
  });
})();
for (const b of book) if (b.pax * b.rate !== b.fee) throw new Error(`register fee ${b.ref}`);
const tr = await docx(DOC(S, "Hon Treasurer's Report AGM 2025.docx"));
const hkr = hkReceiptLines();
const hkItems = []; for (let i = 0; i < hkr.length; i++) { const m = hkr[i].cols && String(hkr[i].cols[0]).match(/^\s+(\d+) x ([\d.,]+)$/); if (m) hkItems.push({ d: hkr[i - 1].cols[0], q: +m[1], p: num(m[2]), amt: num(hkr[i].cols[1]) }); }
const hkLine = (label) => hkr.find((l) => l.cols && l.cols[0].startsWith(label));

// ============================================================ expected answers, recomputed
const conf = book.filter((b) => b.status === 'Confirmed');
const ch = stripe.filter((r) => r.type === 'charge'), rf = stripe.filter((r) => r.type === 'refund');
const inM = (rows, m) => rows.filter((r) => r.day.startsWith(`2025-${m}`));
const mi = (lab) => plMonths.indexOf(lab);
const rng = (name, a, b) => sum(pl[name].m.slice(mi(a), mi(b) + 1));
const run = (k, f) => sum(payroll.runs[k].staff.map((s) => s[f]));
const both = (name, f) => r2(payroll.runs[0].staff.find((s) => s.name === name)[f] + payroll.runs[1].staff.find((s) => s.name === name)[f]);
const INCOME = ['Govt Grant - MWCSP', 'Donor Grant - Pacific Inclusion Fund', 'Client Fees - Therapy', 'Donations - General', 'Fundraising - Wheelchair Walk', 'Interest Income'];
const expAccts = Object.keys(ba).filter((k) => pl[k] && !k.startsWith('Total') && !INCOME.includes(k));
if (expAccts.length !== 14) throw new Error(`expected 14 expense accounts, read ${expAccts.length}`);
const G = (p) => gl[Object.keys(gl).find((k) => k.startsWith(p))];
const afsK = (p) => afs[Object.keys(afs).find((k) => k.startsWith(p))];
const bvK = (p) => bva[Object.keys(bva).find((k) => k.startsWith(p))];
const allText = {
  kalokalo: [JSON.stringify(pl), JSON.stringify(ba), JSON.stringify(bankRows), payroll.text, grant.text, JSON.stringify(grant.rows), JSON.stringify(fjr)].join('\n'),
  sairidge: [afsText, JSON.stringify(stripe), JSON.stringify(bva), JSON.stringify(book), tr.text, JSON.stringify(tr.rows), JSON.stringify(hkr)].join('\n'),
};
const absent = (org, re) => () => { if (re.test(allText[org])) throw new Error(`${re} found in ${org} documents`); return 'absent'; };
const dateIn = (txt, re) => longIso(txt.match(re)[1]);

const W = {
  'kalokalo-001': () => pl['Rent - Gorrie Street'].total,
  'kalokalo-002': () => pl['Govt Grant - MWCSP'].m[mi('Nov 2024')],
  'kalokalo-003': () => payroll.runs.find((r) => r.ending === '2025-07-25').staff.find((s) => /Josaia/.test(s.name)).gross,
  'kalokalo-004': () => G('Outreach').budget,
  'kalokalo-005': () => ba['Assistive Devices'].budget,
  'kalokalo-006': () => bankRows.at(-1).bal,
  'kalokalo-007': () => fjItems.find((i) => /cushion/.test(i.d)).p,
  'kalokalo-008': () => rng('Client Fees - Therapy', 'Jan 2025', 'Mar 2025'),
  'kalokalo-009': () => rng('Donations - General', 'Aug 2024', 'Jan 2025'),
  'kalokalo-010': () => r2(run(0, 'paye') + run(1, 'paye')),
  'kalokalo-011': () => sum(bankRows.filter((r) => r.date.startsWith('2025-09')).map((r) => r.cr)),
  'kalokalo-012': () => r2(pl['Salaries & Wages'].total + pl['FNPF Employer Contributions'].total),
  'kalokalo-013': absent(K, /FY ?2023|2022|Aug 2023|July 2023/),
  'kalokalo-014': () => (payroll.runs.every((r) => r.ending.startsWith('2025-07')) && !/June 2025/.test(allText.kalokalo) ? 'absent' : 'a June pay run'),
  'kalokalo-015': absent(K, /FY ?2026|2025-26 budget|Budget 2025/i),
  'kalokalo-016': absent(K, /Labasa clinic[^.]*\$|Labasa[^.]*FJ\$\d/),
  'kalokalo-017': absent(K, /NBT-|invoice no/i),
  'kalokalo-018': () => r2(pl['Donations - General'].m[mi('Dec 2024')] - pl['Donations - General'].m[mi('Nov 2024')]),
  'kalokalo-019': () => Math.abs(r2(rng('Motor Vehicle Expenses', 'Nov 2024', 'Jan 2025') - rng('Motor Vehicle Expenses', 'Aug 2024', 'Oct 2024'))),
  'kalokalo-020': () => r2(run(0, 'gross') - run(0, 'net')),
  'kalokalo-021': () => r2(gl.Total.budget - gl.Total.actual),
  'kalokalo-022': () => ba['Client Transport'].actual / ba['Client Transport'].budget * 100,
  'kalokalo-023': () => pl['Govt Grant - MWCSP'].total / pl['Total Income'].total * 100,
  'kalokalo-024': () => G('Assistive').actual / G('Assistive').budget * 100,
  'kalokalo-025': () => pl['Salaries & Wages'].total / pl['Total Expenses'].total * 100,
  'kalokalo-026': () => dateIn(grant.text, /signed on (\d{1,2} \w+ \d{4})/),
  'kalokalo-027': () => iso(fjr.find((l) => l.cols && /^Date:/.test(l.cols[0])).cols[0].slice(6)),
  'kalokalo-028': () => bankRows.find((r) => /MWCSP/.test(r.desc)).date,
  'kalokalo-029': () => dateIn(grant.text, /second tranche of FJ\$[\d,.]+ on (\d{1,2} \w+ \d{4})/),
  'kalokalo-030': () => { const m = pl['Assistive Devices'].m; const [mo, y] = plMonths[m.indexOf(Math.max(...m))].split(' '); return `${MONTHS.find((x) => x.startsWith(mo))} ${y}`; },
  'kalokalo-031': () => payroll.runs[0].staff.map((s) => [s.name, both(s.name, 'gross')]).sort((a, b) => b[1] - a[1])[0][0],
  'kalokalo-032': () => Math.max(...bankRows.map((r) => r.dr)),
  'kalokalo-033': () => expAccts.map((k) => [k, ba[k].diff]).sort((a, b) => b[1] - a[1])[0][0],
  'kalokalo-034': () => pl['Electricity - EFL'].total / 12,
  'kalokalo-035': () => run(1, 'gross') / payroll.runs[1].staff.length,
  'kalokalo-036': () => { const p = bankRows.filter((r) => /PAYROLL/.test(r.desc)); return sum(p.map((r) => r.dr)) / p.length; },
  'kalokalo-037': () => pl['Outreach Travel - Vanua Levu'].m.filter((x) => x > 0).length,
  'kalokalo-038': () => payroll.runs[0].staff.length,
  'kalokalo-039': () => bankRows.filter((r) => /CLIENT FEES/.test(r.desc)).length,
  'kalokalo-040': () => sum(bankRows.filter((r) => /FNPF/.test(r.desc)).map((r) => r.dr)),
  'kalokalo-041': () => sum(payroll.runs.flatMap((r) => r.staff).filter((s) => s.pos === 'Disability Support Worker').map((s) => s.gross)),
  'kalokalo-042': () => Math.abs(sum(expAccts.map((k) => ba[k].diff).filter((d) => d < 0))),
  'kalokalo-043': () => ba['Salaries & Wages'].diff,
  'kalokalo-044': () => ba['Total Income'].diff,
  'kalokalo-045': () => r2(G('Outreach').budget - G('Outreach').actual),
  'kalokalo-046': () => grant.text.match(/Prepared by: ([^,\n]+)/)[1],
  'kalokalo-047': () => payroll.text.split('\n')[0].replace(/ Ltd\s*$/, '').trim(),
  'kalokalo-048': () => fjLine('EFTPOS').cols[0],
  'kalokalo-049': () => pl['Total Income'].total / pl['Total Expenses'].total,
  'kalokalo-050': () => (run(0, 'er') + run(1, 'er')) / (run(0, 'ee') + run(1, 'ee')),

  'sairidge-001': () => afsK('Subvention').cy,
  'sairidge-002': () => afsK('Depreciation').py,
  'sairidge-003': () => afsK('Cash and bank').cy,
  'sairidge-004': () => bvK('Food').qb,
  'sairidge-005': () => book.find((b) => /St. Paul's Co-ed/.test(b.group)).pax,
  'sairidge-006': () => hkItems.find((i) => /TORCH/.test(i.d)).amt,
  'sairidge-007': () => sum(inM(ch, '07').map((r) => r.amount)),
  'sairidge-008': () => sum(stripe.map((r) => r.fee)),
  'sairidge-009': () => bva['Total income'].q,
  'sairidge-010': () => sum(conf.map((b) => b.pax)),
  'sairidge-011': () => afsK('Staff costs').cy + afsK('Contributions to MPF').cy,
  'sairidge-012': absent(S, /2022|2023\/24 budget|31 March 2023/),
  'sairidge-013': absent(S, /2025-09-0/),
  'sairidge-014': absent(S, /2026\/27|2026-27/),
  'sairidge-015': absent(S, /LPG|GAS CYL/i),
  'sairidge-016': absent(S, /director[^.]*HK\$|remuneration of the/i),
  'sairidge-017': () => afsK('Donations').cy - afsK('Donations').py,
  'sairidge-018': () => Math.abs(sum(inM(ch, '07').map((r) => r.amount)) - sum(inM(ch, '06').map((r) => r.amount))),
  'sairidge-019': () => bvK('Utilities').a[2] - bvK('Utilities').a[0],
  'sairidge-020': () => afsK('Camp fees received').cy - afsK('Camp fees received').py,
  'sairidge-021': () => afsK('Subvention').cy / afs['Total income'].cy * 100,
  'sairidge-022': () => sum(ch.map((r) => r.fee)) / sum(ch.map((r) => r.amount)) * 100,
  'sairidge-023': () => bvK('Staff').q / bvK('Staff').fy * 100,
  'sairidge-024': () => (afs['Total expenditure'].cy / afs['Total expenditure'].py - 1) * 100,
  'sairidge-025': () => longIso(tr.text.match(/Annual General Meeting, ([^\n]+)/)[1]),
  'sairidge-026': () => book.find((b) => /Tsuen Wan Catholic/.test(b.group)).arrival,
  'sairidge-027': () => rf.map((r) => r.day).sort()[0],
  'sairidge-028': () => iso(hkr.find((l) => l.cols && /^\d\d\/\d\d\/\d{4}/.test(l.cols[0])).cols[0].split(' ')[0]),
  'sairidge-029': () => [...conf].sort((a, b) => b.fee - a.fee)[0].group,
  'sairidge-030': () => Math.max(...ch.map((r) => r.amount)),
  'sairidge-031': () => Object.entries(bva).filter(([k]) => ['Staff costs (incl. MPF)', 'Food & catering', 'Utilities', 'Repairs & maintenance', 'Programme equipment', 'Insurance', 'Coach hire', 'Payment processing fees', 'Sundry'].includes(k)).sort((a, b) => b[1].v - a[1].v)[0][0],
  'sairidge-032': () => { const l = afsText.split('\n'); const a = l.findIndex((x) => /^Expenditure$/.test(x.trim())); const b = l.findIndex((x) => /Total expenditure/.test(x)); return Object.entries(afs).filter(([k]) => l.slice(a, b).some((x) => x.includes(k)) && !/Staff|MPF|^Total|^Expenditure/.test(k)).sort((x, y) => y[1].cy - x[1].cy)[0][0]; },
  'sairidge-033': () => sum(conf.map((b) => b.pax)) / conf.length,
  'sairidge-034': () => sum(inM(ch, '08').map((r) => r.amount)) / inM(ch, '08').length,
  'sairidge-035': () => bvK('Camp fees - holiday').q / 3,
  'sairidge-036': () => book.filter((b) => b.status === 'Cancelled').length,
  'sairidge-037': () => rf.length,
  'sairidge-038': () => conf.filter((b) => b.prog === '3D2N').length,
  'sairidge-039': () => sum(conf.filter((b) => b.paid === 'FPS').map((b) => b.fee)),
  'sairidge-040': () => sum(ch.filter((r) => /^Summer Day Camp/.test(r.desc)).map((r) => r.amount)),
  'sairidge-041': () => sum(conf.filter((b) => b.arrival >= '2024-10-01' && b.arrival <= '2024-12-31').map((b) => b.fee)),
  'sairidge-042': () => bvK('Food').v,
  'sairidge-043': () => bva['Total expenditure'].v,
  'sairidge-044': () => bvK('Camp fees - schools').v,
  'sairidge-045': () => tr.text.match(/\n([^\n,]+, [^\n,]+ & Co\.), Certified/)[1],
  'sairidge-046': () => tr.text.match(/contract to (.+? Ltd)/)[1],
  'sairidge-047': () => { const t = hkLine('TOTAL HK$').cols[1]; return hkr.find((l) => l.cols && l.cols[1] === t && l.cols[0] !== 'TOTAL HK$').cols[0][0] + hkr.find((l) => l.cols && l.cols[1] === t && l.cols[0] !== 'TOTAL HK$').cols[0].slice(1).toLowerCase(); },
  'sairidge-048': () => curAssets.cy / curLiab.cy,
  'sairidge-049': () => afsK('Camp fees - schools').cy / afsK('Camp fees - holiday').cy,
  'sairidge-050': () => bva['Total income'].q / bva['Total expenditure'].q,
};

// receipt photo totals must add up as printed
if (Math.abs(sum(fjItems.map((i) => i.amt)) - num(fjLine('TOTAL').cols[1])) > 0.001) throw new Error('FJ receipt total');
if (Math.abs(sum(hkItems.map((i) => i.amt)) - num(hkLine('SUBTOTAL').cols[1])) > 0.001) throw new Error('HK receipt subtotal');
if (Math.abs(num(hkLine('SUBTOTAL').cols[1]) + num(hkLine('MEMBER DISC').cols[1]) - num(hkLine('TOTAL HK$').cols[1])) > 0.001) throw new Error('HK receipt total');
// the grant's outreach spend agrees with the ledger, and the P&L agrees with the budget analysis
if (Math.abs(G('Outreach').actual - pl['Outreach Travel - Vanua Levu'].total) > 0.001) throw new Error('grant vs ledger');
for (const k of Object.keys(ba)) if (pl[k] && Math.abs(pl[k].total - ba[k].actual) > 0.001) throw new Error(`P&L vs budget analysis: ${k}`);
if (Math.abs(sum(conf.map((b) => b.fee)) - afsK('Camp fees - schools').cy) > 0.5) throw new Error('register vs statements');

let bad = 0;
for (const c of cases) {
  const f = W[c.id];
  if (!f) { console.log(`NO CHECK ${c.id}`); bad++; continue; }
  let got;
  try { got = f(); } catch (e) { console.log(`ERROR ${c.id}: ${e.message}`); bad++; continue; }
  const a = c.answer;
  let ok;
  if (a.type === 'number') ok = Math.abs(Math.abs(got) - Math.abs(a.value)) <= Math.max(0.005 * Math.abs(a.value) * 0.2, 0.006);
  else if (a.type === 'notfound') ok = got === 'absent';
  else if (c.kind === 'date') ok = a.any.includes(got);
  else ok = a.any.some((p) => String(got).toLowerCase() === String(p).toLowerCase());
  if (!ok) { bad++; console.log(`MISMATCH ${c.id} [${c.kind}] ${c.question}\n  expected ${JSON.stringify(a).slice(0, 160)}\n  read     ${JSON.stringify(got)}`); }
}
if (bad) { console.log(`verify FAILED: ${bad} of ${cases.length}`); process.exit(1); }
console.log(`verify: all ${cases.length} answers recomputed from the documents`);
