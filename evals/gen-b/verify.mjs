// Set B: an independent reader. It reads the written files back (PDF with pdfjs-dist, xlsx with exceljs,
// docx by unzipping, CSV with csv-parse), rebuilds every table it needs from what the files say, checks the
// documents' own totals and the ties between documents, compares the result with data.mjs's view, and
// recomputes every expected answer in cases.jsonl from what it read. The two photos cannot be read back
// without OCR: they are checked against their rendering data (arithmetic, image size).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DEFS, RAW, view, dateForms } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-b');
const DOCS = path.join(SET, 'documents');
let failures = 0;
const fail = (m) => { failures++; console.log(`FAIL ${m}`); };
const check = (cond, m) => { if (!cond) fail(m); };
const near = (a, b, eps = 0.005) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= Math.max(eps, 1e-9 * Math.abs(b));
const sum = (a) => a.reduce((s, x) => s + x, 0);
const k = (v) => Math.round(v / 1000);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// ------------------------------------------------------------------ generic readers
const NUMRE = /^\(?\d[\d,]*(\.\d+)?\)?%?$/;
const isNum = (s) => s === '–' || s === '-' || s === 'Nil' || (NUMRE.test(s) && (s.startsWith('(') === s.replace('%', '').endsWith(')')));
const num = (s) => {
  if (s === '–' || s === '-' || s === 'Nil' || s === '' || s === undefined || s === null) return 0;
  const neg = s.startsWith('(');
  const v = parseFloat(s.replace(/[(),%]/g, ''));
  return neg ? -v : v;
};
const isoDMY = (s) => { const m = s.match(/^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/); return m ? `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}` : null; };
const isoLong = (s) => { const m = s.match(/^(\d{1,2})(?:st|nd|rd|th)? (\w+) (\d{4})$/); return m ? `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}` : null; };

async function readPdf(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), verbosity: 0 }).promise;
  const lines = [];
  const text = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.filter((i) => i.str && i.str.trim()).map((i) => ({ x: i.transform[4], y: i.transform[5], s: i.str.trim() }));
    items.sort((a, b) => b.y - a.y || a.x - b.x);
    const pl = [];
    for (const it of items) {
      const l = pl.find((q) => Math.abs(q.y - it.y) < 1.5);
      if (l) l.items.push(it); else pl.push({ page: p, y: it.y, items: [it] });
    }
    for (const l of pl) { l.items.sort((a, b) => a.x - b.x); l.text = l.items.map((i) => i.s).join(' '); }
    pl.sort((a, b) => b.y - a.y);
    lines.push(...pl);
    text.push(pl.map((l) => l.text).join('\n'));
  }
  return { lines, text: text.join('\n'), pages: doc.numPages };
}
// splits the lines into sections that start at a heading line and run to the next heading
function sections(lines, isHeading, keyOf) {
  const out = {};
  let cur = null;
  for (const l of lines) {
    if (isHeading(l.text)) { cur = keyOf(l.text); continue; }
    if (cur) (out[cur] ??= []).push(l);
  }
  return out;
}
// table rows: a label near the left margin, then (optionally) a note number, then N figures
function rows(lines, N, { note = false, labelX = 50 } = {}) {
  const out = [];
  for (const l of lines ?? []) {
    const it = l.items;
    if (it[0].x > labelX + 60) continue;
    let t = it.length;
    while (t > 0 && isNum(it[t - 1].s)) t--;
    const nums = it.slice(t);
    if (nums.length < N || t === 0) continue;
    const vals = nums.slice(nums.length - N).map((i) => num(i.s));
    const extra = nums.slice(0, nums.length - N);
    const r = { label: [...it.slice(0, t), ...(note ? extra.slice(0, -1) : extra)].map((i) => i.s).join(' ') };
    if (note && extra.length) r.note = num(extra.at(-1).s);
    r.vals = vals;
    out.push(r);
  }
  return out;
}
const get = (t, label, i, nth = 0) => { const r = t.filter((x) => x.label === label)[nth]; if (!r) { fail(`no row "${label}"`); return NaN; } return r.vals[i]; };

async function readXlsx(file) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const sheets = {};
  wb.eachSheet((ws) => {
    const grid = [];
    ws.eachRow({ includeEmpty: true }, (row, r) => {
      const cells = [];
      for (let c = 1; c <= ws.columnCount; c++) {
        const cell = row.getCell(c);
        let v = cell.isMerged && cell.master !== cell ? null : cell.value;
        if (v && typeof v === 'object' && 'result' in v) v = v.result;
        if (v && typeof v === 'object' && 'richText' in v) v = v.richText.map((x) => x.text).join('');
        cells.push(v ?? null);
      }
      grid[r - 1] = cells;
    });
    // the text a merged heading shows over each column it spans
    const heads = (r) => { const row = ws.getRow(r + 1); const a = []; for (let c = 1; c <= ws.columnCount; c++) { const cell = row.getCell(c); a.push(cell.isMerged ? cell.master.value : cell.value); } return a; };
    sheets[ws.name] = { grid, heads, merges: ws.model.merges ?? [] };
  });
  return sheets;
}
const xText = (sheets) => Object.values(sheets).map((s) => s.grid.map((r) => (r ?? []).filter((x) => x !== null).join(' | ')).join('\n')).join('\n');

async function readDocx(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const un = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const ptext = (p) => un((p.match(/<w:t[^>]*>[^<]*<\/w:t>|<w:br\/>/g) ?? []).map((t) => (t === '<w:br/>' ? '\n' : t.replace(/<[^>]+>/g, ''))).join(''));
  const tables = (xml.match(/<w:tbl>[\s\S]*?<\/w:tbl>/g) ?? []).map((t) => (t.match(/<w:tr[ >][\s\S]*?<\/w:tr>/g) ?? []).map((tr) => (tr.match(/<w:tc>[\s\S]*?<\/w:tc>/g) ?? []).map(ptext)));
  const body = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '');
  const paras = (body.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []).map(ptext).filter((p) => p.trim());
  return { tables, paras, text: [...paras, ...tables.flat().map((r) => r.join(' | '))].join('\n') };
}

// ------------------------------------------------------------------ files
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
const docsOf = (org) => cases.find((c) => c.org === org).documents.map((d) => path.join(DOCS, d));
const pick = (org, re) => { const f = docsOf(org).find((d) => re.test(path.basename(d))); if (!f) throw new Error(`no ${re} for ${org}`); return f; };
for (const org of ['amara', 'sahana']) {
  const listed = docsOf(org).map((d) => path.basename(d)).sort();
  const onDisk = fs.readdirSync(path.join(DOCS, org)).sort();
  check(JSON.stringify(listed) === JSON.stringify(onDisk), `${org}: documents listed in cases differ from the files on disk`);
  check(cases.filter((c) => c.org === org).every((c) => JSON.stringify(c.documents) === JSON.stringify(cases.find((x) => x.org === org).documents)), `${org}: every case lists all documents`);
}
const TEXT = { amara: [], sahana: [] };

// ------------------------------------------------------------------ AMARA
async function readAmara() {
  const V = {};
  // financial statements
  const fsPdf = await readPdf(pick('amara', /^Amara AFS/));
  TEXT.amara.push(fsPdf.text);
  const T = {
    'STATEMENT OF FINANCIAL POSITION': ['sofp', 2, true], 'STATEMENT OF COMPREHENSIVE INCOME': ['soci', 4, true], 'STATEMENT OF CHANGES IN FUNDS': ['changes', 4, false],
    'STATEMENT OF CASH FLOWS': ['scf', 2, true], '5. GRANTS AND DONATIONS': ['grants', 2, false], '8. PROGRAMME EXPENDITURE': ['prog', 5, false], '9. STAFF COSTS AND NUMBERS': ['staff', 2, false],
    '10. PROPERTY, PLANT AND EQUIPMENT': ['ppe', 6, false], '12. RECEIVABLES AND PREPAYMENTS': ['rec', 2, false], '14. CASH AND CASH EQUIVALENTS': ['cash', 2, false], '15. PAYABLES AND ACCRUALS': ['pay', 2, false],
    '16. RESTRICTED FUNDS': ['funds', 5, false],
  };
  const base = (t) => t.replace(/ \(continued\)$/, '');
  const sec = sections(fsPdf.lines, (t) => T[base(t)] || /^\d+\. [A-Z][A-Z ,'’()&-]+$/.test(t) || /^(NOTES TO THE|INDEPENDENT AUDITOR|REPORT OF THE TRUSTEES|STATEMENT OF TRUSTEES)/.test(t), (t) => T[base(t)]?.[0] ?? null);
  const fsv = {};
  for (const [key, n, note] of Object.values(T)) fsv[key] = rows(sec[key], n, { note });
  const txt = fsPdf.text;
  const one = (re, what) => { const m = txt.match(re); if (!m) { fail(`amara fs: ${what} not found`); return ''; } return m[1]; };
  fsv.meta = {
    auditor: one(/For: (.+)/, 'auditor'),
    auditSigned: isoLong(one(/Enugu, Nigeria\n(\d{1,2} \w+ \d{4})/, 'audit date')),
    partner: one(/\n(.+, FCA)\n/, 'partner'),
    trusteesApproved: isoLong(one(/approved by the Board of Trustees on (\d{1,2} \w+ \d{4})/, 'approval date')),
  };
  const order = ['meta', 'sofp', 'soci', 'changes', 'scf', 'grants', 'prog', 'ppe', 'cash', 'rec', 'pay', 'staff', 'funds'];
  V.fs = Object.fromEntries(order.map((x) => [x, fsv[x]]));

  // donor report
  const dr = await readPdf(pick('amara', /^BHF-/));
  TEXT.amara.push(dr.text);
  const ds = sections(dr.lines, (t) => /^SECTION [A-D] — /.test(t), (t) => (t.startsWith('SECTION A') ? 'A' : t.startsWith('SECTION B') ? 'B' : null));
  const lines = rows(ds.A, 7, { labelX: 40 });
  const funds = rows(ds.B, 1, { labelX: 40 });
  const dtxt = dr.text;
  const dm = (re, what) => { const m = dtxt.match(re); if (!m) { fail(`dr: ${what}`); return ''; } return m[1]; };
  const period = dm(/Grant period (.+)/, 'period').split(' to ');
  V.dr = {
    meta: {
      grantNo: dm(/Grant number (\S+)/, 'grant no'), start: isoLong(period[0]), end: isoLong(period[1]),
      preparedBy: dm(/Prepared by: ([^\n]+?)(?: Approved by|\n)/, 'preparer'), preparedDate: isoDMY(dm(/Date: (\d\d\/\d\d\/\d{4})/, 'prepared date')),
      approvedBy: dm(/Approved by: ([^\n]+)/, 'approver'), approvedDate: isoDMY(dm(/Date: \d\d\/\d\d\/\d{4} Date: (\d\d\/\d\d\/\d{4})/, 'approved date')),
    },
    rate: num(dm(/₦([\d,.]+) = US\$1\.00/, 'rate')),
    lines, funds,
    tranches: funds.filter((r) => r.label.startsWith('Tranche')).map((r) => { const m = r.label.match(/received (\S+) \(₦([\d,]+) at ₦([\d,.]+)\)/); return { date: isoDMY(m[1]), usd: r.vals[0], rate: num(m[3]), ngn: num(m[2]) }; }),
  };

  // board pack
  const bp = await readXlsx(pick('amara', /^Board Pack/));
  TEXT.amara.push(xText(bp));
  const ie = bp['I&E May 2026'];
  const h1 = ie.grid.findIndex((r) => r && r.includes('May 2026'));
  const g1 = ie.heads(h1), g2 = ie.heads(h1 + 1);
  const colOf = (grp, sub) => g1.findIndex((g, c) => String(g ?? '').startsWith(grp) && g2[c] === sub);
  const ieCols = [['May 2026', 'Actual'], ['May 2026', 'Budget'], ['May 2026', 'Variance fav/(adv)'], ['Year to date', 'Actual'], ['Year to date', 'Budget'], ['Year to date', 'Variance fav/(adv)'], ['Full year 2026', 'Budget'], ['Full year 2026', 'Forecast']].map(([a, b]) => colOf(a, b));
  check(ieCols.every((c) => c > 0), 'board pack: I&E columns found under their merged headings');
  const xrows = (sheet, from, cols, stop) => {
    const out = [];
    for (let r = from; r < sheet.grid.length; r++) {
      const row = sheet.grid[r];
      if (!row || typeof row[0] !== 'string') continue;
      if (stop && stop(row[0])) break;
      const vals = cols.map((c) => row[c]);
      if (vals.every((v) => v === null || v === undefined)) continue;
      out.push({ label: row[0], vals: vals.map((v) => (v === undefined ? null : v)) });
    }
    return out;
  };
  const bud = bp['Budget 2026'];
  const b1 = bud.grid.findIndex((r) => r && r.includes('Q1'));
  const bh1 = bud.heads(b1), bh2 = bud.heads(b1 + 1);
  const bcols = [...MONTHS.map((m) => bh2.indexOf(`${m.slice(0, 3)}-26`)), bh1.indexOf('Total 2026 budget'), bh1.indexOf('2025 actual (audited)'), bh1.indexOf('2025 budget')];
  check(bcols.every((c) => c > 0), 'board pack: budget months and columns found');
  check(['Q1', 'Q2', 'Q3', 'Q4'].every((q, i) => bh1[1 + i * 3] === q && bh1[3 + i * 3] === q), 'board pack: quarter headings merged over three months');
  const cb = bp['Cash & Bank 31.05.26'];
  const hb = cb.grid.findIndex((r) => r && r[0] === 'Bank');
  const bank = [];
  let bankTotal = null;
  for (let r = hb + 1; r < cb.grid.length; r++) {
    const row = cb.grid[r];
    if (!row || row[0] === null) continue;
    if (/^Total/.test(row[0])) { bankTotal = row[6]; break; }
    bank.push({ bank: row[0], account: row[1], ccy: row[3], amount: row[4], rate: row[5], ngn: row[6] });
  }
  V.bp = { ie: xrows(ie, h1 + 2, ieCols, (l) => l === 'Notes:'), budget: xrows(bud, b1 + 2, bcols), bank, bankTotal };

  // annual report
  const ar = await readPdf(pick('amara', /Annual Report/));
  TEXT.amara.push(ar.text);
  const yrs = ar.lines.find((l) => l.items.length === 5 && l.items.every((i) => /^20\d\d$/.test(i.s)));
  check(yrs && yrs.text === '2021 2022 2023 2024 2025', 'annual report: five-year summary years 2021-2025');
  V.ar = {
    five: rows(ar.lines, 5, { labelX: 56 }),
    meta: { chair: (ar.text.match(/\n(Dr \(Mrs\) [^\n]+)\nChair, Board of Trustees/) ?? [])[1], ed: (ar.text.match(/Executive Director: (.+)/) ?? [])[1] },
  };

  // register
  const regText = fs.readFileSync(pick('amara', /Register 2025\.csv$/), 'utf8');
  TEXT.amara.push(regText);
  const recs = parse(regText, { relax_column_count: true });
  check(recs[0][0] === 'S/N' && recs[0][10] === 'Amount (NGN)', 'register: headings');
  V.reg = recs.slice(1).filter((r) => /^\d+$/.test(r[0])).map((r) => ({
    sn: Number(r[0]), date: isoDMY(r[1]), receipt: r[2], donor: r[3], ref: r[4], programme: r[5], fund: r[6], ccy: r[7], fcy: num(r[8]), rate: num(r[9]), ngn: num(r[10]), bank: r[11], remarks: r[12],
  }));
  const totRow = recs.find((r) => r[3] === 'TOTAL');
  check(totRow && near(num(totRow[10]), sum(V.reg.map((r) => r.ngn))), 'register: TOTAL row equals the sum of the rows');
  V.rcpt = view().amara.rcpt; // the photo: from its rendering data
  return V;
}

function checkAmara(V) {
  const F = V.fs;
  const s = (l, i, n) => get(F.sofp, l, i, n);
  for (const i of [0, 1]) {
    check(near(s('Total current assets', i), s('Inventories', i) + s('Receivables and prepayments', i) + s('Short-term deposits', i) + s('Cash and cash equivalents', i)), `amara sofp current assets ${i}`);
    check(near(s('Total assets', i), s('Property, plant and equipment', i) + s('Total current assets', i)), `amara sofp total assets ${i}`);
    check(near(s('Net assets', i), s('Total assets', i) - s('Total current liabilities', i)), `amara sofp net assets ${i}`);
    check(near(s('Total funds', i), s('Restricted funds', i) + s('General fund', i) + s('Designated building fund', i)) && near(s('Total funds', i), s('Net assets', i)), `amara sofp funds ${i}`);
  }
  const inc = ['Grants and donations', 'Training income', 'Interest income', 'Net foreign exchange gain', 'Other income'];
  const exp = ['Maternal and newborn health', 'Child health and immunisation', 'Community nutrition', 'Fundraising costs', 'Support costs'];
  for (let i = 0; i < 4; i++) {
    check(near(get(F.soci, 'Total income', i), sum(inc.map((l) => get(F.soci, l, i)))), `amara soci income col ${i}`);
    check(near(get(F.soci, 'Total expenditure', i), sum(exp.map((l) => get(F.soci, l, i)))), `amara soci expenditure col ${i}`);
    check(near(get(F.soci, 'Total funds carried forward', i), get(F.soci, 'Total funds brought forward', i) + get(F.soci, 'Net movement in funds', i)), `amara soci funds roll col ${i}`);
  }
  for (const r of F.soci) check(near(r.vals[2], r.vals[0] + r.vals[1]) || r.label.startsWith('Total funds'), `amara soci U+R=T ${r.label}`);
  check(near(get(F.soci, 'Total funds carried forward', 2), s('Total funds', 0)), 'amara soci c/f = sofp');
  check(near(get(F.scf, 'Cash and cash equivalents at 31 December', 0), s('Cash and cash equivalents', 0)) && near(get(F.scf, 'Cash and cash equivalents at 1 January', 0), s('Cash and cash equivalents', 1)), 'amara cash flow ties to the balance sheet');
  for (const i of [0, 1]) check(near(get(F.scf, 'Cash and cash equivalents at 31 December', i), get(F.scf, 'Cash and cash equivalents at 1 January', i) + get(F.scf, 'Net increase in cash and cash equivalents', i) + get(F.scf, 'Effect of exchange rate changes on cash held', i)), `amara cash flow roll ${i}`);
  check(near(get(F.ppe, 'Net book value at 31 December 2025', 5), s('Property, plant and equipment', 0)), 'amara ppe = sofp');
  for (let c = 0; c < 6; c++) check(near(get(F.ppe, 'Net book value at 31 December 2025', c), get(F.ppe, 'Cost at 31 December 2025', c) - get(F.ppe, 'Depreciation at 31 December 2025', c)), `amara ppe nbv col ${c}`);
  for (const r of F.funds) check(near(r.vals[4], r.vals[0] + r.vals[1] + r.vals[2] + r.vals[3]), `amara fund roll ${r.label}`);
  check(near(get(F.funds, 'Total restricted funds', 4), s('Restricted funds', 0)), 'amara restricted funds note = sofp');
  check(near(get(F.grants, 'Total grants and donations', 0), get(F.soci, 'Grants and donations', 2)), 'amara grants note = soci');
  check(near(sum(V.reg.map((r) => r.ngn)), get(F.soci, 'Grants and donations', 2)), 'amara register total = grants and donations in the accounts');
  check(near(get(F.prog, 'Total programme expenditure', 0), get(F.soci, 'Maternal and newborn health', 2)), 'amara programme note = soci');
  check(near(get(F.cash, 'Total', 0), s('Cash and cash equivalents', 0)), 'amara cash note = sofp');
  // donor report
  const L = V.dr.lines.filter((r) => /^\d\.\d /.test(r.label) && !r.label.startsWith('8.1'));
  for (let c = 0; c < 7; c++) check(near(get(V.dr.lines, 'Sub-total direct costs', c), sum(L.map((r) => r.vals[c]))), `dr sub-total col ${c}`);
  for (const r of V.dr.lines) {
    check(near(r.vals[3], r.vals[1] - r.vals[2]), `dr variance ${r.label}`);
    check(near(r.vals[5], r.vals[0] - r.vals[4]), `dr remaining ${r.label}`);
    if (r.label !== 'Total' && !r.label.startsWith('Sub-total')) check(Math.abs(r.vals[6] - r.vals[2] * V.dr.rate) <= 1, `dr naira at the rate ${r.label}`);
  }
  check(near(get(V.dr.lines, 'Total', 2), get(V.dr.lines, 'Sub-total direct costs', 2) + get(V.dr.lines, '8.1 Indirect costs (10% of direct costs)', 2)), 'dr total');
  check(near(get(V.dr.funds, 'Total funds available', 0), sum(V.dr.funds.slice(0, 3).map((r) => r.vals[0]))), 'dr funds available');
  check(near(V.dr.funds.at(-1).vals[0], get(V.dr.funds, 'Total funds available', 0) - get(V.dr.lines, 'Total', 2)), 'dr closing balance');
  const bhfReg = V.reg.filter((r) => r.donor === 'Bright Horizons Foundation');
  check(V.dr.tranches.length === 2 && V.dr.tranches.every((t, i) => t.date === bhfReg[i].date && near(t.usd, bhfReg[i].fcy) && near(t.ngn, bhfReg[i].ngn)), 'dr tranches = register');
  check(Math.abs(V.dr.rate - sum(bhfReg.map((r) => r.ngn)) / sum(bhfReg.map((r) => r.fcy))) < 0.006, 'dr rate = weighted average of the receipts');
  check(Math.abs(sum(L.map((r) => r.vals[6])) - -get(F.funds, 'Bright Horizons – Safe Motherhood Enugu', 2)) <= 1, 'dr naira spend = BHF fund expenditure in the accounts');
  // board pack
  const ie = V.bp.ie;
  for (const r of ie) if (!/^(Total|Net)/.test(r.label)) {
    const isInc = ie.indexOf(r) < ie.findIndex((x) => x.label === 'Total income');
    check(near(r.vals[2], isInc ? r.vals[0] - r.vals[1] : r.vals[1] - r.vals[0]) && near(r.vals[5], isInc ? r.vals[3] - r.vals[4] : r.vals[4] - r.vals[3]), `bp variance ${r.label}`);
    const b = V.bp.budget.find((x) => x.label === r.label).vals;
    check(near(r.vals[1], b[4]) && near(r.vals[4], sum(b.slice(0, 5))) && near(r.vals[6], b[12]) && near(b[12], sum(b.slice(0, 12))), `bp budget ties ${r.label}`);
  }
  const a25 = (l) => V.bp.budget.find((x) => x.label === l).vals[13];
  check(a25('Restricted grants and donations') === k(get(F.soci, 'Grants and donations', 1)) && a25('Support costs') === k(get(F.soci, 'Support costs', 2)) && a25('Community nutrition') === k(get(F.soci, 'Community nutrition', 2)), 'bp 2025 actual = audited figures in thousands');
  check(near(V.bp.bankTotal, sum(V.bp.bank.map((b) => b.ngn))), 'bp bank total');
  for (const b of V.bp.bank) check(near(b.ngn, b.amount * b.rate, 0.01), `bp naira equivalent ${b.account}`);
  // five-year summary
  const five = (l, i) => get(V.ar.five, l, i);
  check(five('Total income', 4) === k(get(F.soci, 'Total income', 2)) && five('Total income', 3) === k(get(F.soci, 'Total income', 3)), 'ar total income = accounts');
  check(five('Total funds at 31 December', 4) === k(s('Total funds', 0)) && five('Total funds at 31 December', 3) === k(s('Total funds', 1)), 'ar total funds = accounts');
  check(five('Average number of staff', 4) === get(F.staff, 'Total average number of employees', 0), 'ar staff = accounts');
  for (let i = 0; i < 3; i++) check(five('Total income', i) === five('Grants and donations', i) + five('Other income', i) && five('Net income/(expenditure)', i) === five('Total income', i) - five('Total expenditure', i), `ar arithmetic ${i}`);
  for (let i = 1; i < 5; i++) check(Math.abs(five('Total funds at 31 December', i) - five('Total funds at 31 December', i - 1) - five('Net income/(expenditure)', i)) <= 1, `ar funds roll ${i}`);
  // invoice (rendering data)
  const I = RAW.AM.invoice;
  check(near(I.sub, sum(I.lines.map((l) => l.q * l.p))) && near(I.vat, I.sub * 0.075) && near(I.total, I.sub + I.vat), 'amara invoice arithmetic');
}

// ------------------------------------------------------------------ SAHANA
async function readSahana() {
  const V = {};
  const fsPdf = await readPdf(pick('sahana', /^SVEF Audited/));
  TEXT.sahana.push(fsPdf.text);
  const T = {
    'STATEMENT OF FINANCIAL POSITION': ['sofp', 2, true], 'STATEMENT OF COMPREHENSIVE INCOME': ['soci', 5, true], 'STATEMENT OF CASH FLOWS': ['scf', 2, true],
    '5. GRANTS': ['grants', 2, false], '6. INVESTMENT INCOME': ['invinc', 2, false], '7. EXPENDITURE ON CHARITABLE ACTIVITIES': ['prog', 6, false], '9. PROPERTY, PLANT AND EQUIPMENT': ['ppe', 10, false],
    '10. INVESTMENTS': ['invest', 3, false], '14. RESTRICTED FUNDS': ['funds', 5, false], '15. ENDOWMENT FUND': ['endow', 1, false], '16. RETIREMENT BENEFIT OBLIGATIONS': ['grat', 2, false], '18. STAFF COSTS': ['staff', 2, false],
  };
  const base = (t) => t.replace(/ \(continued\)$/, '');
  const sec = sections(fsPdf.lines, (t) => T[base(t)] || /^\d+\. [A-Z][A-Z ,'’()&/-]+$/.test(t) || /^(NOTES TO THE|INDEPENDENT AUDITOR|REPORT OF THE BOARD|CORPORATE INFORMATION)/.test(t), (t) => T[base(t)]?.[0] ?? null);
  const f = {};
  for (const [key, n, note] of Object.values(T)) f[key] = rows(sec[key], n, { note, labelX: 48 });
  const txt = fsPdf.text;
  const aud = (txt.match(/\nAuditors (.+?), Chartered Accountants/) ?? [])[1];
  const signed = (txt.match(/Chartered Accountants\nKandy\n(\d\d\.\d\d\.\d{4})/) ?? [])[1];
  check(aud && signed, 'sahana fs: auditor and report date found');
  const order = ['meta', 'sofp', 'soci', 'scf', 'ppe', 'invest', 'prog', 'funds', 'grants', 'invinc', 'endow', 'staff', 'grat'];
  f.meta = { auditor: aud, auditSigned: isoDMY(signed ?? '') };
  V.fs = Object.fromEntries(order.map((x) => [x, f[x]]));

  // NGO Secretariat return
  const ret = await readPdf(pick('sahana', /^NGO Secretariat/));
  TEXT.sahana.push(ret.text);
  const rs = sections(ret.lines, (t) => /^PART \d – /.test(t), (t) => t.slice(0, 6));
  const field = (re) => (ret.text.match(re) ?? [])[1];
  const p4 = (rs['PART 4'] ?? []).filter((l) => /^\d+$/.test(l.items[0].s) && l.items.length === 9);
  const p4total = (rs['PART 4'] ?? []).find((l) => l.text.startsWith('Total foreign funds received'));
  V.ret = {
    meta: { ngoNo: field(/1\.2 Registration number \(NGO Secretariat\) (\S+)/), regNo: (field(/1\.3 Registration under the Companies Act (.+?) \(company/) ?? ''), signed: isoDMY(field(/Date: (\d\d\.\d\d\.\d{4})/) ?? '') },
    part3: rows(rs['PART 3'], 1, { labelX: 49 }),
    foreign: p4.map((l) => { const c = l.items.map((i) => i.s); return { donor: c[1], country: c[2], ccy: c[3], fcy: num(c[4]), rate: num(c[5]), lkr: num(c[6]), date: isoDMY(c[7]), purpose: c[8] }; }),
    part5: rows(rs['PART 5'], 2, { labelX: 49 }),
    part6: rows(rs['PART 6'], 1, { labelX: 49 }),
  };
  check(p4total && near(num(p4total.items.at(-1).s), sum(V.ret.foreign.map((x) => x.lkr))), 'return: Part 4 total = sum of receipts');

  // budget workbook
  const bw = await readXlsx(pick('sahana', /^Budget 2026-27/));
  TEXT.sahana.push(xText(bw));
  const sm = bw.Summary;
  const h1 = sm.grid.findIndex((r) => r && r.includes('2024/25'));
  const g1 = sm.heads(h1), g2 = sm.heads(h1 + 1);
  const colOf = (grp, sub) => g1.findIndex((g, c) => g === grp && g2[c] === sub);
  const scols = [colOf('2024/25', 'Actual'), colOf('2025/26', 'Budget'), colOf('2025/26', 'Forecast'), colOf('2026/27 Budget', 'Q1 Apr–Jun'), colOf('2026/27 Budget', 'Q2 Jul–Sep'), colOf('2026/27 Budget', 'Q3 Oct–Dec'), colOf('2026/27 Budget', 'Q4 Jan–Mar'), colOf('2026/27 Budget', 'Total')];
  check(scols.every((c) => c > 0), 'budget: columns found under their merged headings');
  check(!g2.some((x, c) => String(g1[c]).startsWith('2026/27') && /actual/i.test(String(x))), 'budget: no 2026/27 actual column');
  const xrows = (sheet, from, cols, stop) => {
    const out = [];
    for (let r = from; r < sheet.grid.length; r++) {
      const row = sheet.grid[r];
      if (!row || typeof row[0] !== 'string') continue;
      if (stop && stop(row[0])) break;
      const vals = cols.map((c) => (row[c] === undefined ? null : row[c]));
      if (vals.every((v) => v === null)) continue;
      out.push({ label: row[0], vals });
    }
    return out;
  };
  const sc = bw.Scholarships, ce = bw.Centres;
  const hs = sc.grid.findIndex((r) => r && r[0] === 'Level');
  const hc = ce.grid.findIndex((r) => r && r[0] === 'Centre');
  V.bud = {
    summary: xrows(sm, h1 + 2, scols, (l) => l === 'Notes'),
    schol: xrows(sc, hs + 1, [1, 2, 3, 4, 5]),
    centres: xrows(ce, hc + 1, [1, 2, 3, 4, 5, 6, 7, 8, 9]),
  };

  // annual report
  const ar = await readDocx(pick('sahana', /Annual Report/));
  TEXT.sahana.push(ar.text);
  const ft = ar.tables.find((t) => t[0][0] === "LKR '000");
  check(ft && ft[0].slice(1).join(',') === '2021/22,2022/23,2023/24,2024/25,2025/26', 'annual report: five-year summary years');
  const para = (re) => { const p = ar.paras.find((x) => re.test(x)); return p ? p.split('\n')[0] : undefined; };
  const ci = (k2) => { const p = ar.paras.find((x) => x.startsWith(`${k2}: `)); return p ? p.slice(k2.length + 2) : ''; };
  V.ar = {
    five: ft.slice(1).filter((r) => r.length === 6 && r.slice(1).every((c) => isNum(c))).map((r) => ({ label: r[0], vals: r.slice(1).map(num) })),
    meta: { chair: para(/\nChairperson, Board of Directors$/), treasurer: para(/\nTreasurer$/), ceo: para(/\nChief Executive Officer$/), auditor: ci('Auditors').split(', Chartered')[0], bankers: ci('Bankers').split(', ') },
  };

  // investment register
  const invText = fs.readFileSync(pick('sahana', /^Investment Register/), 'utf8');
  TEXT.sahana.push(invText);
  const recs = parse(invText, { relax_column_count: true, skip_empty_lines: false });
  const hi = recs.findIndex((r) => r[0] === 'Ref No');
  check(hi === 3 && recs[hi][9] === 'Principal (LKR)', 'investment register: two title lines and a blank line above the headings');
  V.inv = recs.slice(hi + 1).filter((r) => r[0]).map((r) => ({
    ref: r[0], inst: r[1], branch: r[2], instrument: r[3], fund: r[4], start: isoDMY(r[5]), maturity: isoDMY(r[6]), period: r[7], rate: num(r[8]), principal: num(r[9]), accrued: num(r[10]), status: r[11], remarks: r[12],
  }));
  V.rcpt = view().sahana.rcpt;
  return V;
}

function checkSahana(V) {
  const F = V.fs;
  const s = (l, i, n) => get(F.sofp, l, i, n);
  for (const i of [0, 1]) {
    check(near(s('Total non-current assets', i), s('Property, plant and equipment', i) + s('Investments', i, 0)), `sahana nca ${i}`);
    check(near(s('Total current assets', i), s('Investments', i, 1) + s('Receivables, deposits and prepayments', i) + s('Cash and cash equivalents', i)), `sahana ca ${i}`);
    check(near(s('Total assets', i), s('Total non-current assets', i) + s('Total current assets', i)) && near(s('Total assets', i), s('Total funds and liabilities', i)), `sahana balance ${i}`);
    check(near(s('Total funds', i), s('General fund', i) + s('Restricted funds', i) + s('Endowment fund', i)), `sahana funds ${i}`);
    check(near(s('Total funds and liabilities', i), s('Total funds', i) + s('Total liabilities', i)), `sahana liabilities ${i}`);
  }
  const inc = ['Donations', 'Grants – foreign', 'Grants – local corporate', 'Endowment contributions', 'Fundraising events', 'Investment income', 'Other income'];
  const exp = ['Scholarships and bursaries', 'English and IT learning centres', 'Teacher development', 'School libraries and facilities', 'Fundraising costs', 'Administration'];
  for (let i = 0; i < 5; i++) {
    check(near(get(F.soci, 'Total income', i), sum(inc.map((l) => get(F.soci, l, i)))), `sahana soci income col ${i}`);
    check(near(get(F.soci, 'Total expenditure', i), sum(exp.map((l) => get(F.soci, l, i)))), `sahana soci expenditure col ${i}`);
    check(near(get(F.soci, 'Funds at 31 March', i), get(F.soci, 'Funds at 1 April', i) + get(F.soci, 'Net movement in funds', i)), `sahana soci roll col ${i}`);
  }
  for (const r of F.soci) check(near(r.vals[3], r.vals[0] + r.vals[1] + r.vals[2]), `sahana soci U+R+E=T ${r.label}`);
  check(near(get(F.soci, 'Funds at 31 March', 0), s('General fund', 0)) && near(get(F.soci, 'Funds at 31 March', 2), s('Endowment fund', 0)), 'sahana soci funds = sofp');
  check(near(get(F.scf, 'Cash and cash equivalents at 31 March', 0), s('Cash and cash equivalents', 0)) && near(get(F.scf, 'Cash and cash equivalents at 1 April', 0), s('Cash and cash equivalents', 1)), 'sahana cash flow = sofp');
  for (const i of [0, 1]) check(near(get(F.scf, 'Net increase in cash and cash equivalents', i), get(F.scf, 'Net cash from/(used in) operating activities', i) + get(F.scf, 'Net cash from/(used in) investing activities', i) + get(F.scf, 'Net cash from financing activities', i)), `sahana cash flow sum ${i}`);
  const tp = F.ppe.find((r) => r.label === 'Total');
  check(near(tp.vals[8], s('Property, plant and equipment', 0)) && near(tp.vals[9], s('Property, plant and equipment', 1)), 'sahana ppe = sofp');
  for (const r of F.ppe) check(near(r.vals[3], r.vals[0] + r.vals[1] + r.vals[2]) && near(r.vals[8], r.vals[3] - r.vals[7]), `sahana ppe row ${r.label}`);
  const act = V.inv.filter((x) => x.status === 'Active');
  check(near(get(F.invest, 'Total at 31 March 2026', 0), s('Investments', 0, 0)) && near(get(F.invest, 'Total at 31 March 2026', 1), s('Investments', 0, 1)), 'sahana investments note = sofp');
  check(near(get(F.invest, 'Total at 31 March 2026', 2), sum(act.map((x) => x.principal))), 'sahana investments note = register (active principal)');
  check(near(sum(act.filter((x) => x.maturity > '2027-03-31').map((x) => x.principal)), get(F.invest, 'Total at 31 March 2026', 0)), 'sahana non-current = register maturities after 31.03.2027');
  check(near(sum(act.filter((x) => x.fund === 'Endowment').map((x) => x.principal)), s('Endowment fund', 0)), 'sahana endowment investments = endowment fund');
  check(near(get(F.invinc, 'Total investment income', 0), get(F.soci, 'Investment income', 3)), 'sahana investment income note');
  for (const r of F.funds) check(near(r.vals[4], sum(r.vals.slice(0, 4))), `sahana fund roll ${r.label}`);
  check(near(get(F.funds, 'Total restricted funds', 4), s('Restricted funds', 0)), 'sahana restricted note = sofp');
  check(near(get(F.prog, 'Total charitable expenditure', 0), get(F.soci, 'Scholarships and bursaries', 3)), 'sahana programme note = soci');
  check(near(get(F.grants, 'Total foreign grants', 0), get(F.soci, 'Grants – foreign', 3)), 'sahana grants note = soci');
  // the return
  const p3 = (pre) => V.ret.part3.find((r) => r.label.startsWith(pre)).vals[0];
  check(near(p3('3.2.2'), get(F.soci, 'Grants – foreign', 3)) && near(p3('3.2.2'), sum(V.ret.foreign.map((x) => x.lkr))), 'return 3.2.2 = accounts = Part 4');
  check(near(p3('3.2.6'), get(F.soci, 'Total income', 3)) && near(p3('3.3.4'), get(F.soci, 'Total expenditure', 3)), 'return totals = accounts');
  check(near(p3('3.2.6'), ['3.2.1', '3.2.2', '3.2.3', '3.2.4', '3.2.5'].reduce((a, x) => a + p3(x), 0)) && near(p3('3.5'), p3('3.1') + p3('3.4')), 'return arithmetic');
  check(near(p3('3.5'), s('Total funds', 0)), 'return 3.5 = total funds');
  check(near(sum(V.ret.part5.map((r) => r.vals[1])), p3('3.3.1')), 'return Part 5 = 3.3.1');
  for (const x of V.ret.foreign) check(Math.abs(x.lkr - x.fcy * x.rate) <= 1, `return rate ${x.donor} ${x.date}`);
  // budget
  const B = V.bud.summary;
  for (const r of B) check(near(r.vals[7], sum(r.vals.slice(3, 7))), `budget total ${r.label}`);
  check(near(get(B, 'Total income', 0), get(F.soci, 'Total income', 4)) && near(get(B, 'Scholarships and bursaries', 0), get(F.soci, 'Scholarships and bursaries', 4)), 'budget 2024/25 actual = accounts comparatives');
  check(near(get(V.bud.schol, 'Total', 4), get(B, 'Scholarships and bursaries', 7)), 'scholarships sheet = summary');
  check(near(get(V.bud.centres, 'Total', 8), get(B, 'English and IT learning centres', 7)), 'centres sheet = summary');
  for (const r of V.bud.centres) if (r.vals[0] !== null) check(near(r.vals[5], r.vals[3] * 12) && near(r.vals[8], r.vals[4] + r.vals[5] + r.vals[6] + r.vals[7]), `centre ${r.label}`);
  for (const r of V.bud.schol) if (r.vals[0] !== null && r.label !== 'Total') check(near(r.vals[4], r.vals[1] * r.vals[2] * r.vals[3]), `scholarship ${r.label}`);
  check(get(V.bud.schol, 'Total', 0) === get(V.ar.five, 'Scholarship students supported', 4) && get(V.bud.centres, 'Total', 1) === get(V.ar.five, 'Students enrolled at learning centres (March)', 4), 'workbook numbers = annual report indicators');
  // annual report
  const five = (l, i) => get(V.ar.five, l, i);
  check(five('Total income', 4) === k(get(F.soci, 'Total income', 3)) && five('Total income', 3) === k(get(F.soci, 'Total income', 4)), 'ar income = accounts');
  check(five('Total funds at 31 March', 4) === k(s('Total funds', 0)) && five('of which: Endowment fund', 4) === k(s('Endowment fund', 0)), 'ar funds = accounts');
  for (let i = 1; i < 5; i++) check(Math.abs(five('Total funds at 31 March', i) - five('Total funds at 31 March', i - 1) - five('Surplus for the year', i)) <= 1, `ar funds roll ${i}`);
  // register
  for (const x of V.inv) if (x.status === 'Matured') check(x.maturity <= '2026-03-31' && x.accrued === 0, `matured ${x.ref}`); else check(x.maturity > '2026-03-31', `active ${x.ref}`);
  const B2 = RAW.SA.bill;
  check(near(B2.gross, sum(B2.lines.map((l) => l.q * l.p))) && near(B2.disc, B2.gross * 0.05) && near(B2.net, B2.gross - B2.disc), 'sahana bill arithmetic');
}

// ------------------------------------------------------------------ compare with data.mjs and recompute the answers
function diff(a, b, p = '') {
  if (typeof a === 'number' || typeof b === 'number') { if (!near(a, b, 1e-6)) fail(`view differs at ${p}: file ${JSON.stringify(a)} vs data ${JSON.stringify(b)}`); return; }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') { if (a !== b) fail(`view differs at ${p}: file ${JSON.stringify(a)} vs data ${JSON.stringify(b)}`); return; }
  if (Array.isArray(a) !== Array.isArray(b)) { fail(`view differs at ${p}: array vs object`); return; }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (typeof b[key] === 'function') continue;
    if (!(key in a)) { fail(`view: file lacks ${p}.${key}`); continue; }
    if (!(key in b)) { fail(`view: data lacks ${p}.${key}`); continue; }
    diff(a[key], b[key], `${p}.${key}`);
  }
}

const PV = { amara: await readAmara(), sahana: await readSahana() };
checkAmara(PV.amara);
checkSahana(PV.sahana);
const DV = view();
diff(PV, DV, 'V');

// photos exist and are images of a sensible size
for (const [org, re] of [['amara', /\.jpg$/], ['sahana', /\.png$/]]) {
  const buf = fs.readFileSync(pick(org, re));
  check(buf.length > 50000 && (re.source.includes('jpg') ? buf[0] === 0xff && buf[1] === 0xd8 : buf.toString('ascii', 1, 4) === 'PNG'), `${org} photo is an image`);
}

let checked = 0;
const byId = new Map(cases.map((c) => [c.id, c]));
for (const [org, defs] of Object.entries(DEFS)) {
  check(defs.length === 50, `${org}: 50 questions`);
  const docText = TEXT[org].join('\n');
  defs.forEach(([kind, question, calc, o], i) => {
    const id = `${org}-${String(i + 1).padStart(3, '0')}`;
    const c = byId.get(id);
    if (!c) { fail(`${id} missing from cases.jsonl`); return; }
    check(c.kind === kind && c.question === question, `${id}: kind and question as defined`);
    const r = calc(PV);
    if (r === 'notfound') {
      check(c.answer.type === 'notfound', `${id}: notfound`);
      for (const re of o.absent ?? []) check(!re.test(docText), `${id}: the documents should not mention ${re}`);
      check((o.absent ?? []).length > 0, `${id}: notfound has an absence check`);
    } else if (typeof r === 'object') {
      check(c.answer.type === 'text' && JSON.stringify(c.answer.any) === JSON.stringify(r.text), `${id}: text answer ${JSON.stringify(r.text[0])} vs ${JSON.stringify(c.answer.any?.[0])}`);
      if (kind === 'date') check(dateForms(isoLong(r.text[0])).join() === r.text.join(), `${id}: date forms`);
    } else {
      check(c.answer.type === 'number' && near(c.answer.value, Math.round(r * 1e6) / 1e6, 1e-6), `${id}: number ${r} vs case ${c.answer.value}`);
      check(Number.isFinite(r) && r !== 0, `${id}: a real figure`);
    }
    checked++;
  });
}
check(cases.length === 100, '100 cases');
const kinds = {};
for (const c of cases) kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
console.log(`verify: ${checked} answers recomputed from the files; kinds ${JSON.stringify(kinds)}`);
if (failures) { console.log(`verify: ${failures} failure(s)`); process.exit(1); }
console.log('verify: all checks passed');
