// Independent check: re-reads the generated documents (exceljs for xlsx, a CSV parser for csv,
// pdftotext for pdf, the docx XML, tesseract for the receipt photos) and recomputes every
// case's expected answer without using data.mjs. Fails loudly on any mismatch.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import ExcelJS from 'exceljs';
import { FILES } from './files.mjs';

const SET = path.resolve(new URL('.', import.meta.url).pathname, '../set-a');
const DOC = (org, k) => path.join(SET, 'documents', org, FILES[org][k]);
const keys = JSON.parse(fs.readFileSync(new URL('./case-keys.json', import.meta.url)));
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));

// ------------------------------------------------------------------ parsers
function parseCSV(text) {
  const rows = []; let row = []; let cur = ''; let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"' && text[i + 1] === '"') { cur += '"'; i++; } else if (ch === '"') q = false; else cur += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { row.push(cur); cur = ''; }
    else if (ch === '\n' || ch === '\r') { if (ch === '\r' && text[i + 1] === '\n') i++; row.push(cur); rows.push(row); row = []; cur = ''; }
    else cur += ch;
  }
  if (cur || row.length) { row.push(cur); rows.push(row); }
  return rows;
}
const money = (s) => {
  s = String(s ?? '').trim();
  if (s === '' || s === '—' || s === '-') return 0;
  const neg = /^\(.*\)$/.test(s.replace(/[$£%\s]/g, '')) || s.startsWith('-') || /\(\s*[\d,.]+\s*\)/.test(s);
  const v = parseFloat(s.replace(/[^0-9.]/g, ''));
  return neg ? -v : v;
};
const cellv = (c) => { const v = c.value; return v && typeof v === 'object' && 'result' in v ? v.result : v && typeof v === 'object' && 'formula' in v ? undefined : v; };
async function readXlsx(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
const pdfText = (file) => execFileSync('pdftotext', ['-layout', file, '-']).toString();
const docxText = (file) => execFileSync('unzip', ['-p', file, 'word/document.xml']).toString()
  .replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
const ocr = (file, psm = 3) => execFileSync('tesseract', [file, '-', '--psm', String(psm)], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
const sum = (a) => a.reduce((s, x) => s + x, 0);
const r2 = (x) => Math.round(x * 100) / 100;

// ------------------------------------------------------------------ harbour
const H = {};
{
  const wb = await readXlsx(DOC('harbour', 'budget'));
  const ws = wb.getWorksheet('Budget v Actual');
  let hdr = 0; ws.eachRow((r, i) => { if (cellv(r.getCell(2)) === 'Line item') hdr = i; });
  // group header row (hdr-1) gives the year over each column
  const years = []; let last = null;
  for (let c = 3; c <= 7; c++) { const v = cellv(ws.getRow(hdr - 1).getCell(c)); if (v) last = v; years[c] = ws.getRow(hdr - 1).getCell(c).isMerged ? (cellv(ws.getRow(hdr - 1).getCell(c)) ?? last) : (v ?? last); }
  const colOf = {}; for (let c = 3; c <= 7; c++) colOf[`${years[c]} ${cellv(ws.getRow(hdr).getCell(c))}`] = c;
  H.lines = []; H.totals = {};
  ws.eachRow((r, i) => {
    if (i <= hdr + 1) return;
    const cat = cellv(r.getCell(1)), line = cellv(r.getCell(2));
    if (!line || typeof cellv(r.getCell(3)) !== 'number') return;
    const rec = { cat, line, b25: cellv(r.getCell(colOf['FY2025 Budget'])), a25: cellv(r.getCell(colOf['FY2025 Actual'])), var25: cellv(r.getCell(colOf['FY2025 Variance'])), a24: cellv(r.getCell(colOf['FY2024 Actual'])), b26: cellv(r.getCell(colOf['FY2026 Budget'])) };
    if (cat) H.lines.push(rec); else H.totals[line] = rec;
  });
  H.L = (cat, name) => H.lines.find((l) => l.cat === cat && l.line.toLowerCase().startsWith(name.toLowerCase()));
  // sanity: totals add up and the stored variance equals actual - budget
  for (const [cat, tot] of [['Income', 'Total income'], ['Expenditure', 'Total expenditure']]) for (const k of ['b25', 'a25', 'a24', 'b26']) {
    const s = sum(H.lines.filter((l) => l.cat === cat).map((l) => l[k]));
    if (s !== H.totals[tot][k]) throw new Error(`harbour ${tot} ${k} ${s} != ${H.totals[tot][k]}`);
  }
  for (const l of H.lines) if (l.var25 !== l.a25 - l.b25) throw new Error(`variance ${l.line}`);

  const led = parseCSV(fs.readFileSync(DOC('harbour', 'ledger'), 'utf8')).filter((r) => r.length > 1);
  const [hd, ...body] = led;
  if (hd.join('|') !== 'Date|Account Code|Account Name|Memo|Amount') throw new Error('ledger header');
  H.ledger = body.map(([d, code, name, memo, amt]) => { const [dd, mm, yy] = d.split('/').map(Number); return { dd, mm, yy, code: Number(code), name, memo, amt: Number(amt) }; });
  H.led = (code, months) => r2(sum(H.ledger.filter((r) => r.code === code && months.includes(r.mm)).map((r) => r.amt)));

  const five = parseCSV(fs.readFileSync(DOC('harbour', 'five'), 'utf8'));
  const hi = five.findIndex((r) => r[0] === 'Year');
  const fh = five[hi];
  H.five = {};
  for (const r of five.slice(hi + 1)) if (/^\d{4}$/.test(r[0])) { const o = {}; fh.forEach((h, i) => { o[h] = Number(r[i]); }); H.five[r[0]] = o; }
  if (!/£000/.test(five.slice(0, hi).flat().join(' '))) throw new Error('five-year caption');

  const bs = pdfText(DOC('harbour', 'bs'));
  const lines = bs.split('\n');
  const nums = (l) => [...l.matchAll(/\(?[\d,]{3,}\)?/g)].map((m) => money(m[0])).slice(-2);
  H.bs = {};
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const label = l.replace(/\s+\(?[\d,]{3,}\)?.*$/, '').replace(/\s+\d{1,2}$/, '').trim();
    const n = nums(l);
    if (n.length === 2 && /\d{2},\d{3}|\d,\d{3}/.test(l)) H.bs[label || `__after_${H.lastLabel}`] = n;
    if (label) H.lastLabel = label;
  }
  H.gt = docxText(DOC('harbour', 'grant'));
  H.rc = ocr(DOC('harbour', 'receipt'));
  H.rc6 = ocr(DOC('harbour', 'receipt'), 6);
}

// ------------------------------------------------------------------ cedar
const Cd = {};
{
  const wb = await readXlsx(DOC('cedar', 'monthly'));
  Cd.accts = {}; Cd.sheetTotals = {};
  const MON = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP'];
  wb.eachSheet((ws) => {
    let hdr = 0; ws.eachRow((r, i) => { const v = cellv(r.getCell(1)); if (v === 'Acct #' || v === 'Acct') hdr = i; });
    const cols = {};
    for (let c = 3; c <= 12; c++) {
      const v = cellv(ws.getRow(hdr).getCell(c));
      const m = v instanceof Date ? MON[v.getUTCMonth()] : String(v).toUpperCase().slice(0, 3);
      cols[m] = c;
    }
    const tot = {};
    ws.eachRow((r, i) => {
      if (i <= hdr) return;
      const acct = cellv(r.getCell(1)), name = cellv(r.getCell(2));
      const vals = MON.map((m) => cellv(r.getCell(cols[m])));
      if (typeof acct === 'number') {
        Cd.accts[acct] = { name, v: vals, ytd: cellv(r.getCell(12)) };
        if (sum(vals) !== Cd.accts[acct].ytd) throw new Error(`ytd ${acct}`);
      } else if (name && /^Total/.test(name)) tot[name] = vals;
    });
    Cd.sheetTotals[ws.name] = tot;
  });
  const bva = parseCSV(fs.readFileSync(DOC('cedar', 'bva'), 'utf8'));
  const bi = bva.findIndex((r) => r[0] === 'Account');
  Cd.bva = {};
  for (const r of bva.slice(bi + 1)) if (r.length >= 6 && r[1] !== '') Cd.bva[r[0].replace(/\s*\(\d\)$/, '')] = { annual: money(r[1]), budget: money(r[2]), actual: money(r[3]), dvar: money(r[4]), pvar: r[5] === 'n/a' ? null : money(r[5]) };
  for (const [n, r] of Object.entries(Cd.bva)) if (r.actual - r.budget !== r.dvar) throw new Error(`bva var ${n}`);
  const f = parseCSV(fs.readFileSync(DOC('cedar', 'f990'), 'utf8')).filter((r) => r.length > 1);
  const [fh, ...fb] = f;
  const ix = (n) => fh.indexOf(n);
  Cd.f990 = (year, part, line, column = null) => {
    const hits = fb.filter((r) => r[ix('tax_year')] === String(year) && r[ix('part')] === part && r[ix('line_number')] === line && (column === null || r[ix('column')].startsWith(column)));
    if (hits.length !== 1) throw new Error(`990 ${year} ${part} ${line} ${column}: ${hits.length} hits`);
    return Number(hits[0][ix('value')]);
  };
  Cd.f990years = new Set(fb.map((r) => r[ix('tax_year')]));
  Cd.gt = docxText(DOC('cedar', 'grant'));
  Cd.at = pdfText(DOC('cedar', 'audit')).replace(/\s+/g, ' ');
  Cd.rc = ocr(DOC('cedar', 'receipt'));
}

const allText = (org) => {
  const parts = [];
  for (const k of Object.keys(FILES[org])) {
    const f = DOC(org, k);
    if (f.endsWith('.csv')) parts.push(fs.readFileSync(f, 'utf8'));
    if (f.endsWith('.pdf')) parts.push(pdfText(f));
    if (f.endsWith('.docx')) parts.push(docxText(f));
  }
  return parts.join('\n');
};
const allXlsxStrings = async (org, k) => { const wb = await readXlsx(DOC(org, k)); const out = []; wb.eachSheet((ws) => ws.eachRow((r) => r.eachCell((c) => out.push(String(cellv(c)))))); return out.join('\n'); };
const HT = allText('harbour') + (await allXlsxStrings('harbour', 'budget'));
const CT = allText('cedar') + (await allXlsxStrings('cedar', 'monthly'));
const assert = (cond, msg) => { if (!cond) throw new Error(msg); return true; };
const P = (a, b) => ((a - b) / b) * 100;
const grantAmt = (re, t) => money(t.match(re)[1]);

// ------------------------------------------------------------------ recomputation per case key
const HB = H.bs;
const hf = H.five;
const check = {
  harbour: {
    'bud-rent-b25': () => H.L('Expenditure', 'Premises rent').b25,
    'bud-legacies-a25': () => H.L('Income', 'Legacies').a25,
    'bud-boat-a24': () => H.L('Expenditure', 'Boat').a24,
    'bud-salaries-b26': () => H.L('Expenditure', 'Staff salaries').b26,
    'bs-cash-24': () => HB['Cash at bank and in hand'][1],
    'bs-netassets-25': () => HB['NET ASSETS'][0],
    'five-grants-2022': () => hf['2022'].Grants * 1000,
    'five-staff-2023': () => hf['2023']['Staff numbers'],
    'five-reserves-2021': () => hf['2021']['Reserves (months)'],
    'bs-credlong-25': () => -HB['more than one year'][0],
    'bs-general-25': () => HB['General fund'][0],
    'bud-net-a25': () => H.totals['Net income / (expenditure)'].a25,
    'bud-totexp-a25': () => H.totals['Total expenditure'].a25,
    'led-util-q1': () => -H.led(5110, [4, 5, 6]),
    'bud-staffcost-a25': () => H.L('Expenditure', 'Staff salaries').a25 + H.L('Expenditure', 'Employer NI').a25,
    'led-vol-avg': () => r2(-H.led(5500, [4, 5, 6, 7, 8, 9]) / 6),
    'led-regatta': () => r2(sum(H.ledger.filter((r) => /regatta/i.test(r.memo) && r.amt > 0).map((r) => r.amt))),
    'bs-curassets-25': () => HB['__after_Cash at bank and in hand'][0],
    'five-income-sum': () => Math.round(sum(Object.values(hf).map((r) => r['Total income'])) * 1000),
    'led-shop-q2': () => H.led(4200, [7, 8, 9]),
    'led-donations-h1': () => H.led(4000, [4, 5, 6, 7, 8, 9]),
    'bud-shop-var': () => H.L('Income', 'Charity shop').var25,
    'bud-util-var': () => H.L('Expenditure', 'Utilities').var25,
    'bud-totinc-var': () => H.totals['Total income'].var25,
    'bud-legacies-pct': () => P(H.L('Income', 'Legacies').a25, H.L('Income', 'Legacies').b25),
    'bud-totexp-chg': () => P(H.totals['Total expenditure'].a25, H.totals['Total expenditure'].a24),
    'bs-cash-chg': () => HB['Cash at bank and in hand'][0] - HB['Cash at bank and in hand'][1],
    'five-grants-chg': () => P(hf['2025'].Grants, hf['2021'].Grants),
    'bud-salaries-b26-a25': () => H.L('Expenditure', 'Staff salaries').b26 - H.L('Expenditure', 'Staff salaries').a25,
    'bud-net-var': () => H.totals['Net income / (expenditure)'].var25,
    'five-income-2324': () => Math.round((hf['2024']['Total income'] - hf['2023']['Total income']) * 1000),
    'bs-current-ratio': () => HB['__after_Cash at bank and in hand'][0] / -HB['within one year'][0],
    'cash-months': () => HB['Cash at bank and in hand'][0] / (H.totals['Total expenditure'].a25 / 12),
    'bud-shop-share': () => (H.L('Income', 'Charity shop').a25 / H.totals['Total income'].a25) * 100,
    'bud-staff-share': () => ((H.L('Expenditure', 'Staff salaries').a25 + H.L('Expenditure', 'Employer NI').a25) / H.totals['Total expenditure'].a25) * 100,
    'grant-worker-share': () => (grantAmt(/Project worker[^£]*£[\d,]+\s*£[\d,]+\s*£([\d,]+)/, H.gt) / grantAmt(/grant of £([\d,]+)/, H.gt)) * 100,
    'led-util-max': () => { const ms = [4, 5, 6, 7, 8, 9].map((m) => [m, -H.led(5110, [m])]).sort((a, b) => b[1] - a[1]); return ['', '', '', '', 'April', 'May', 'June', 'July', 'August', 'September'][ms[0][0]]; },
    'bud-overspend-max': () => H.lines.filter((l) => l.cat === 'Expenditure').sort((a, b) => b.var25 - a.var25)[0].line,
    'bud-growth-max': () => H.lines.filter((l) => l.cat === 'Income').sort((a, b) => (b.a25 - b.a24) - (a.a25 - a.a24))[0].line,
    'grant-amount': () => grantAmt(/grant of £([\d,]+)/, H.gt),
    'grant-overhead-max': () => (grantAmt(/No more than (\d+)% of the grant/, H.gt) / 100) * grantAmt(/grant of £([\d,]+)/, H.gt),
    'grant-progress-due': () => H.gt.match(/progress report[^.]*? by (\d\d\/\d\d\/\d{4})/)[1],
    'receipt-total': () => money(H.rc.match(/TOTAL\s+£?([\d.]+)/)[1]),
    'receipt-merchant': () => H.rc.split('\n')[0],
    'receipt-date': () => H.rc.match(/Date:\s*(\d\d\/\d\d\/\d{4})/)[1],
    'receipt-vat': () => money(H.rc6.match(/VAT @ 20%\s+([\d.]+)/)[1]),
    'bs-designated-purpose': () => pdfText(DOC('harbour', 'bs')).replace(/\s+/g, ' ').match(/Designated funds are the ([^.]+?) set aside/)[1],
    'nf-income-2020': () => assert(!hf['2020'] && !/2019\/20|year to March 2020|31 March 2020/.test(HT), '2020 present'),
    'nf-training': () => assert(!/training/i.test(HT) && !H.ledger.some((r) => /training/i.test(r.memo)), 'training present'),
    'nf-util-nov25': () => assert(!H.ledger.some((r) => r.mm === 11 || (r.yy === 2025 && r.mm > 9)), 'nov ledger'),
    'nf-fuel-receipt': () => assert(!/penhallow|fuel|petrol/i.test(HT + H.rc), 'fuel'),
    'nf-lottery': () => assert(!/lottery/i.test(HT), 'lottery'),
    'nf-cash-2023': () => assert(!/2023/.test(pdfText(DOC('harbour', 'bs'))), 'bs 2023'),
  },
  cedar: {
    'm-medicaid-mar': () => Cd.accts[4010].v[2],
    'm-pharma-jul': () => Cd.accts[6210].v[6],
    'bva-occ-annual': () => Cd.bva.Occupancy.annual,
    'bva-training-ytdbud': () => Cd.bva['Staff training'].budget,
    'f990-rev-2024': () => Cd.f990(2024, 'Part I', '12'),
    'f990-emp-2023': () => Cd.f990(2023, 'Part I', '5'),
    'f990-na-2024': () => Cd.f990(2024, 'Part I', '22', 'End of Year'),
    'm-subawards-jun': () => Cd.accts[7300].v[5],
    'm-hrsa-feb': () => Cd.accts[4300].v[1],
    'f990-prog-2023': () => Cd.f990(2023, 'Part IX', '25', '(B)'),
    'bva-it-pct': () => Cd.bva['IT & software'].pvar,
    'bva-contrib-actual': () => Cd.bva.Contributions.actual,
    'm-pharma-q1': () => sum(Cd.accts[6210].v.slice(0, 3)),
    'm-rent-q2': () => sum(Cd.accts[6300].v.slice(3, 6)),
    'm-util-avg': () => r2(Cd.accts[6310].ytd / 9),
    'm-salaries-q3': () => sum(Cd.accts[6010].v.slice(6, 9)) + sum(Cd.accts[6020].v.slice(6, 9)),
    'm-events-ytd': () => Cd.accts[4200].ytd,
    'm-totexp-ytd': () => sum(Object.values(Cd.sheetTotals).map((t) => sum(t['Total Expenses']))),
    'grant-personnel': () => grantAmt(/Personnel \(2\.0 FTE[^$]*\$([\d,]+)/, Cd.gt) + grantAmt(/Fringe benefits\s*\$([\d,]+)/, Cd.gt),
    'f990-contrib-sum': () => Cd.f990(2023, 'Part I', '8') + Cd.f990(2024, 'Part I', '8'),
    'bva-med-var': () => Cd.bva['Medical supplies & pharmaceuticals'].dvar,
    'bva-occ-var': () => Cd.bva.Occupancy.dvar,
    'bva-rev-var': () => Cd.bva['Total revenue'].dvar,
    'f990-rev-chg': () => Cd.f990(2024, 'Part I', '12') - Cd.f990(2023, 'Part I', '12'),
    'f990-contrib-pct': () => P(Cd.f990(2024, 'Part I', '8'), Cd.f990(2023, 'Part I', '8')),
    'bva-net-var': () => Cd.bva['Change in net assets'].dvar,
    'm-medicaid-q2q1': () => sum(Cd.accts[4010].v.slice(3, 6)) - sum(Cd.accts[4010].v.slice(0, 3)),
    'bva-sal-pct': () => (Cd.bva['Salaries & wages'].dvar / Cd.bva['Salaries & wages'].budget) * 100,
    'f990-fr-chg': () => Cd.f990(2024, 'Part IX', '25', '(D)') - Cd.f990(2023, 'Part IX', '25', '(D)'),
    'm-pharma-q1q2-pct': () => P(sum(Cd.accts[6210].v.slice(3, 6)), sum(Cd.accts[6210].v.slice(0, 3))),
    'f990-prog-share': () => (Cd.f990(2024, 'Part IX', '25', '(B)') / Cd.f990(2024, 'Part IX', '25', '(A)')) * 100,
    'm-medicaid-share': () => (Cd.accts[4010].ytd / sum(Cd.sheetTotals.Operating['Total Revenue'])) * 100,
    'grant-indirect-max': () => grantAmt(/Total direct costs in the approved budget are \$([\d,]+)/, Cd.gt) * grantAmt(/\((\d+)%\) of total direct costs/, Cd.gt) / 100,
    'bva-personnel-share': () => ((Cd.bva['Salaries & wages'].actual + Cd.bva['Payroll taxes & benefits'].actual) / Cd.bva['Total expenses'].actual) * 100,
    'f990-debt-ratio': () => Cd.f990(2024, 'Part I', '21') / Cd.f990(2024, 'Part I', '20'),
    'm-pharma-max': () => ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'][Cd.accts[6210].v.indexOf(Math.max(...Cd.accts[6210].v))],
    'bva-over-max': () => Object.entries(Cd.bva).filter(([n]) => ['Salaries & wages', 'Payroll taxes & benefits', 'Medical supplies & pharmaceuticals', 'Occupancy', 'Professional fees & contract services', 'Insurance', 'IT & software', 'Travel & mileage', 'Staff training', 'Outreach & client assistance', 'Subawards', 'Depreciation', 'Bad debt expense'].includes(n)).sort((a, b) => b[1].dvar - a[1].dvar)[0][0],
    'm-oprev-min': () => { const t = Cd.sheetTotals.Operating['Total Revenue']; return ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September'][t.indexOf(Math.min(...t))]; },
    'grant-award': () => grantAmt(/total amount of \$([\d,]+)/, Cd.gt),
    'grant-interim-due': () => Cd.gt.match(/Interim narrative and financial report\n[^\n]*\n([A-Z][a-z]+ \d+, \d{4})/)[1],
    'grant-indirect-cap': () => Cd.gt.match(/\((\d+%)\) of total direct costs/)[1],
    'audit-mw': () => (/we noted no material weaknesses/.test(Cd.at) ? 'no material weakness' : 'MISSING'),
    'audit-sd': () => Cd.at.match(/Finding 2024-001: ([^(]+)\(significant deficiency\)/)[1].toLowerCase(),
    'audit-cc': () => Number(Cd.at.match(/(\d+) of the \d+ transactions/)[1]),
    'receipt-total': () => money(Cd.rc.match(/TOTAL\s+\$([\d.]+)/)[1]),
    'receipt-merchant': () => Cd.rc.split('\n')[0],
    'receipt-date': () => Cd.rc.match(/(\d\d\/\d\d\/\d{4})/)[1],
    'receipt-tax': () => money(Cd.rc.match(/TAX [\d.]+%\s+([\d.]+)/)[1]),
    'nf-990-2022': () => assert(!Cd.f990years.has('2022'), '990 2022'),
    'nf-pharma-oct': () => assert(Cd.accts[6210].v.length === 9 && !/Oct/i.test(JSON.stringify(Object.keys(Cd.sheetTotals.Operating))), 'october'),
    'nf-advertising': () => assert(!/advertis|marketing/i.test(CT), 'advertising'),
    'nf-toner-receipt': () => assert(!/toner/i.test(CT + Cd.rc), 'toner'),
    'nf-harlan': () => assert(!/harlan/i.test(CT), 'harlan'),
    'nf-medicaid-dec24': () => assert(Cd.accts[4010].v.length === 9 && !/Dec(ember)?[- ]'?(20)?24\b/i.test(CT), 'dec 2024'),
  },
};

let ok = 0, bad = 0;
for (const c of cases) {
  const key = keys[c.id];
  const fn = check[c.org][key];
  try {
    if (!fn) throw new Error('no check for ' + key);
    const got = fn();
    if (process.env.SHOW) console.log(c.id, key, JSON.stringify(got));
    if (got === "" || got === undefined || got === null || (typeof got === "number" && Number.isNaN(got))) throw new Error("empty recomputed value");
    const a = c.answer;
    if (a.type === 'number') {
      const want = Math.abs(a.value);
      const g = Math.abs(got);
      // percentages and ratios are stored to 4 dp (or as displayed, 1 dp, with the exact value in alt)
      const cands = [want, ...(a.alt ?? []).map(Math.abs)];
      if (!cands.some((w) => Math.abs(g - w) <= Math.max(1e-4 * w, 0.0051))) throw new Error(`number ${g} vs ${cands}`);
    } else if (a.type === 'text') {
      if (!a.any.some((p) => String(got).toLowerCase().includes(p.toLowerCase()) || p.toLowerCase().includes(String(got).toLowerCase()))) throw new Error(`text "${got}" vs ${JSON.stringify(a.any)}`);
    } else if (a.type === 'notfound') {
      if (got !== true) throw new Error('notfound check did not pass');
    }
    ok++;
  } catch (e) {
    bad++;
    console.log(`FAIL ${c.id} ${key}: ${e.message}`);
  }
}
// every file opens / is non-trivial
for (const org of ['harbour', 'cedar']) for (const k of Object.keys(FILES[org])) {
  const st = fs.statSync(DOC(org, k));
  if (st.size < 500) { bad++; console.log('FAIL tiny file', DOC(org, k)); }
}
console.log(`${ok} verified, ${bad} failed`);
process.exit(bad ? 1 : 0);
