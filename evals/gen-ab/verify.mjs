// Independent check of set AB: reads every generated file back (PDF text with pdfjs, workbooks with
// exceljs, Word XML with jszip, CSV with csv-parse), rebuilds the organisations' figures from what the
// files hold, checks the documents' own arithmetic and the figures that tie between documents, and
// recomputes every expected answer in cases.jsonl from the figures read back.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import { DOCS, DEFS, MODELS, MONTHS, view } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.join(here, '..', 'set-ab');
const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.error(`FAIL ${msg}`); } };
const near = (a, b, tol = 0.5) => Math.abs(a - b) <= tol;
const S = (a) => a.reduce((s, x) => s + x, 0);

// ------------------------------------------------------------------ readers
const NUMRE = /^\(?-?[\d,]+(\.\d+)?\)?%?$|^[–-]$/;
const num = (s) => { s = s.trim(); if (s === '–' || s === '-') return 0; const neg = /^\(.*\)$/.test(s) || s.startsWith('-'); const v = parseFloat(s.replace(/[(),%-]/g, '')); return neg ? -v : v; };
async function pdfLines(file) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const d = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, verbosity: 0 }).promise;
  const out = [];
  for (let p = 1; p <= d.numPages; p++) {
    const t = await (await d.getPage(p)).getTextContent();
    const by = new Map();
    for (const it of t.items) {
      if (!it.str || !it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      if (!by.has(y)) by.set(y, []);
      by.get(y).push({ s: it.str.trim(), x: it.transform[4] });
    }
    for (const y of [...by.keys()].sort((a, b) => b - a)) out.push({ page: p, y, items: by.get(y).sort((a, b) => a.x - b.x) });
  }
  return { lines: out, pages: d.numPages };
}
const lineText = (l) => l.items.map((i) => i.s).join(' ');
function section(lines, start, end) {
  const a = lines.findIndex((l) => lineText(l).startsWith(start));
  if (a < 0) throw new Error(`no section ${start}`);
  const b = end ? lines.findIndex((l, i) => i > a && lineText(l).startsWith(end)) : lines.length;
  return lines.slice(a + 1, b < 0 ? lines.length : b);
}
// rows of a number table: a label, then exactly n figures (an n+1th leading small figure is a note reference)
function rows(lines, n) {
  const out = [];
  for (const l of lines) {
    const labelParts = l.items.filter((i) => !NUMRE.test(i.s));
    const nums = l.items.filter((i) => NUMRE.test(i.s)).map((i) => i.s);
    if (!labelParts.length) continue;
    const label = labelParts.map((i) => i.s).join(' ');
    if (nums.length === n + 1 && /^\d{1,2}$/.test(nums[0])) nums.shift();
    if (nums.length === 0) out.push({ label, vals: [] });
    else if (nums.length === n) out.push({ label, vals: nums.map(num) });
  }
  return out;
}
// compare a table read back with the model's: every model row with figures must be there, with the same figures
function sameTable(name, read, model) {
  for (const r of model.rows) {
    if (!r.vals.length) continue;
    const got = read.find((x) => x.label === r.label.trim());
    ok(got && got.vals.length === r.vals.length && got.vals.every((v, i) => (typeof r.vals[i] === 'number' ? near(v, r.vals[i], 0.051) : true)), `${name}: row "${r.label}" read ${JSON.stringify(got?.vals)} vs ${JSON.stringify(r.vals)}`);
  }
  return { cols: model.cols, rows: read.filter((x) => model.rows.some((r) => r.label.trim() === x.label)) };
}
const isoFrom = (s) => { const m = s.match(/(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/); return m ? `${m[3]}-${String(MONTHS.indexOf(m[2]) + 1).padStart(2, '0')}-${m[1].padStart(2, '0')}` : null; };
const isoDmy = (s) => { const [d, m, y] = s.split('/'); return `${y}-${m}-${d}`; };
async function workbook(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
const cv = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && v.richText) return v.richText.map((t) => t.text).join(''); return v; };
async function docx(file) {
  const z = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await z.file('word/document.xml').async('string');
  const text = (x) => [...x.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('').replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"');
  const tables = [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((t) => [...t[1].matchAll(/<w:tr[ >]([\s\S]*?)<\/w:tr>/g)].map((r) => [...r[1].matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((c) => text(c[1]))));
  const paras = [...xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, '').matchAll(/<w:p[ >]([\s\S]*?)<\/w:p>/g)].map((p) => text(p[1]));
  return { tables, paras, all: paras.join('\n') };
}
function formLines(lines) { // numbered form lines: number, description, answer
  const o = {};
  for (const l of lines) if (/^\d{1,2}(\.\d|[a-z])?$/.test(l.items[0]?.s) && l.items.length >= 3) o[l.items[0].s] = l.items.at(-1).s;
  return o;
}

// ------------------------------------------------------------------ caroni
async function readCaroni() {
  const M = MODELS.caroni;
  const { lines, pages } = await pdfLines(doc('caroni', 0));
  ok(pages >= 12, `caroni statements have ${pages} pages`);
  const fsx = {};
  fsx.sofp = sameTable('caroni sofp', rows(section(lines, 'STATEMENT OF FINANCIAL POSITION', 'STATEMENT OF ACTIVITIES'), 2), M.fs.sofp);
  fsx.soa = sameTable('caroni soa', rows(section(lines, 'STATEMENT OF ACTIVITIES AND CHANGES IN FUNDS', 'STATEMENT OF CASH FLOWS'), 4), M.fs.soa);
  fsx.cf = sameTable('caroni cf', rows(section(lines, 'STATEMENT OF CASH FLOWS', 'NOTES TO THE FINANCIAL'), 2), M.fs.cf);
  fsx.adm = sameTable('caroni adm', rows(section(lines, '3. Admissions', '4. Government'), 3), M.fs.adm);
  fsx.nature = sameTable('caroni nature', rows(section(lines, '6. Expenditure by activity', '7. Staff costs'), 6), M.fs.nature);
  const s7 = section(lines, '7. Staff costs', '8. Taxation');
  const cut = s7.findIndex((l) => lineText(l).startsWith('The average number'));
  fsx.staff = sameTable('caroni staff', rows(s7.slice(0, cut), 2), M.fs.staff);
  fsx.heads = sameTable('caroni heads', rows(s7.slice(cut), 2), M.fs.heads);
  fsx.ppe = sameTable('caroni ppe', rows(section(lines, '9. Property, plant and equipment', '10. Deposits'), 5), M.fs.ppe);
  fsx.loan = sameTable('caroni loan', rows(section(lines, '13. Development loan', '14. Restricted funds'), 1), M.fs.loan);
  fsx.funds = sameTable('caroni funds', rows(section(lines, '14. Restricted funds', '15. Related'), 5), M.fs.funds);
  const all = lines.map(lineText).join('\n');
  const aud = all.match(/\n([^\n]+)\nChartered Accountants\nPort of Spain, Trinidad, W\.I\.\n([^\n]+)/);
  fsx.facts = { auditor: aud[1], opinionDate: isoFrom(aud[2]) };
  ok(lines.some((l) => /\(continued\)$/.test(lineText(l))), 'caroni: a table continues over a page break');

  // NPO return
  const R = formLines((await pdfLines(doc('caroni', 1))).lines);
  const rn = (k) => num(R[k]);
  const ret = { '10b': rn('10b'), signed: R['19'], signedDate: isoDmy(R['21']) };
  ok(rn('10') === rn('10a') + rn('10b') + rn('10c'), 'npo line 10 = 10a+10b+10c');
  ok(rn('11') === rn('11a') + rn('11b') + rn('11c'), 'npo line 11');
  ok(rn('14') === rn('12') - rn('13'), 'npo line 14');
  const sv = (t, l, i) => t.rows.find((r) => r.label === l).vals[i];
  ok(rn('10') === sv(fsx.soa, 'Total income', 2) && rn('11') === sv(fsx.soa, 'Total expenditure', 2), 'npo ties to statement of activities');
  ok(rn('12') === sv(fsx.sofp, 'Total assets', 0) && rn('13') === sv(fsx.sofp, 'Total liabilities', 0), 'npo ties to statement of financial position');
  ok(rn('10a') === sv(fsx.soa, 'Government subvention', 2), 'npo 10a = subvention');

  // board pack
  const wb = await workbook(doc('caroni', 2));
  const ws = wb.getWorksheet('I&E Q2');
  ok(ws.getCell('B5').value.startsWith('Quarter 2') && ws.getCell('E5').value.startsWith('Year to date') && ws.model.merges.includes('B5:D5'), 'pack merged headings');
  const lineOf = (r) => ({ label: cv(ws.getCell(r, 1)), q2: [2, 3, 4].map((c) => cv(ws.getCell(r, c))), ytd: [5, 6, 7].map((c) => cv(ws.getCell(r, c))), fy: [8, 9].map((c) => cv(ws.getCell(r, c))) });
  const body = [];
  for (let r = 7; r <= ws.rowCount; r++) { const l = cv(ws.getCell(r, 1)); if (l && typeof cv(ws.getCell(r, 2)) === 'number') body.push({ r, ...lineOf(r) }); }
  const iTot = body.findIndex((x) => x.label === 'Total income'), eTot = body.findIndex((x) => x.label === 'Total expenditure');
  const pack = { income: body.slice(0, iTot), totalIncome: body[iTot], expenditure: body.slice(iTot + 1, eTot), totalExpenditure: body[eTot], surplus: body.find((x) => x.label === 'SURPLUS/(DEFICIT)') };
  for (const [grp, tot, sign] of [[pack.income, pack.totalIncome, 1], [pack.expenditure, pack.totalExpenditure, -1]]) {
    for (const k of ['q2', 'ytd']) { ok(S(grp.map((x) => x[k][0])) === tot[k][0] && S(grp.map((x) => x[k][1])) === tot[k][1], `pack ${tot.label} ${k} sums`); for (const x of [...grp, tot]) ok(x[k][2] === sign * (x[k][0] - x[k][1]), `pack variance ${x.label} ${k}`); }
    ok(S(grp.map((x) => x.fy[0])) === tot.fy[0] && S(grp.map((x) => x.fy[1])) === tot.fy[1], `pack ${tot.label} full year sums`);
    for (const x of grp) ok(x.ytd[0] >= x.q2[0], `pack ${x.label} ytd >= q2`);
  }
  ok(pack.surplus.ytd[0] === pack.totalIncome.ytd[0] - pack.totalExpenditure.ytd[0] && pack.surplus.ytd[2] === pack.surplus.ytd[0] - pack.surplus.ytd[1], 'pack surplus');
  const vs = wb.getWorksheet('Visitors');
  pack.visitors = [];
  for (let r = 5; r <= vs.rowCount; r++) {
    const m = cv(vs.getCell(r, 1));
    const mm = typeof m === 'string' && m.match(/^([A-Z][a-z]{2})-(\d{2})$/);
    if (!mm) continue;
    const v = [2, 3, 4, 5, 6, 7, 8].map((c) => cv(vs.getCell(r, c)));
    ok(v[4] === v[0] + v[1] + v[2] + v[3], `visitors ${m} total`);
    pack.visitors.push({ month: `20${mm[2]}-${String(MONTHS.findIndex((x) => x.startsWith(mm[1])) + 1).padStart(2, '0')}`, adults: v[0], children: v[1], schools: v[2], comp: v[3], total: v[4], prior: v[5], budget: v[6] });
  }
  ok(pack.visitors.length === 6, 'six months of visitors');
  const cp = wb.getWorksheet('Capital projects');
  pack.capital = [];
  for (let r = 4; r <= cp.rowCount; r++) {
    const p = cv(cp.getCell(r, 1));
    if (!p || p === 'Total' || typeof cv(cp.getCell(r, 2)) !== 'number') continue;
    const v = [2, 3, 4, 5, 6].map((c) => cv(cp.getCell(r, c)));
    ok(v[4] === v[0] - v[1] - v[2] - v[3], `capital ${p} remaining`);
    pack.capital.push({ project: p, approved: v[0], prior: v[1], ytd: v[2], committed: v[3], remaining: v[4] });
  }

  // annual report (docx)
  const D = await docx(doc('caroni', 3));
  const ft = D.tables[0];
  const five = { cols: ft[0].slice(1), rows: ft.slice(1).map((r) => ({ label: r[0], vals: r.slice(1).map(num) })) };
  sameTable('caroni five-year', five.rows, MODELS.caroni.ar.five);
  const k = (v) => Math.round(v / 1000);
  ok(five.rows[0].vals[4] === k(sv(fsx.soa, 'Total income', 2)) && five.rows[0].vals[3] === k(sv(fsx.soa, 'Total income', 3)), 'five-year income ties to statements');
  ok(five.rows.find((r) => r.label === 'Paying visitors').vals[4] === sv(fsx.adm, 'Total admissions', 0), 'five-year visitors tie to note 3');
  const vm = D.all.match(/welcomed ([\d,]+) paying visitors, ([\d.]+)% more than the ([\d,]+)/);
  ok(vm && num(vm[1]) === sv(fsx.adm, 'Total admissions', 0) && Math.abs(parseFloat(vm[2]) - (num(vm[1]) / num(vm[3]) - 1) * 100) < 0.05, 'chair letter visitors');

  // gifts csv
  const raw = fs.readFileSync(doc('caroni', 4), 'utf8').split(/\r\n/);
  const hi = raw.findIndex((l) => l.startsWith('Gift ID,'));
  const recs = parse(raw.slice(hi).join('\n'), { columns: true, skip_empty_lines: true, relax_column_count: true }).filter((r) => /^CHZ-G-/.test(r['Gift ID']));
  ok(raw.some((l) => l === `${recs.length} records`), 'gift record count line');
  const gifts = recs.map((r) => ({ ref: r['Gift ID'], date: isoDmy(r['Date Received']), donor: r.Donor, donorType: r['Donor Type'], type: r['Gift Type'], fund: r.Fund, campaign: r.Appeal, amount: num(r['Amount (TT$)']), method: r['Payment Method'], restricted: r.Restricted }));
  ok(near(S(gifts.map((g) => g.amount)), pack.income.find((x) => x.label === 'Donations and adoptions').ytd[0]), 'register total = pack donations YTD');
  ok(near(S(gifts.filter((g) => g.date >= '2026-01-01').map((g) => g.amount)), pack.income.find((x) => x.label === 'Donations and adoptions').q2[0]), 'register Jan-Mar = pack donations Q2');

  // invoice photo: checked against its rendering data (the image is not read back)
  const I = M.invoice;
  ok(near(I.stdSub, S(I.items.filter((x) => x.code === 'S').map((x) => x.qty * x.price)), 0.005) && near(I.vat, I.stdSub * 0.125, 0.006) && near(I.total, I.stdSub + I.zeroSub + I.vat, 0.005), 'feed invoice arithmetic');
  ok(fs.statSync(doc('caroni', 5)).size > 50000, 'feed invoice photo written');

  // statement arithmetic
  ok(sv(fsx.sofp, 'Total assets', 0) - sv(fsx.sofp, 'Total liabilities', 0) === sv(fsx.sofp, 'Total funds', 0), 'caroni balance sheet balances');
  ok(sv(fsx.cf, 'Cash and cash equivalents at end of year', 0) === sv(fsx.sofp, 'Cash and cash equivalents', 0), 'caroni cash flow ties');
  ok(sv(fsx.funds, 'Total restricted funds', 4) === sv(fsx.sofp, 'Restricted funds', 0), 'caroni restricted funds note ties');
  ok(sv(fsx.ppe, 'Net book value at 30 September 2025', 4) === sv(fsx.sofp, 'Property, plant and equipment', 0), 'caroni ppe ties');
  ok(near(sv(fsx.nature, 'Total 2025', 5), k(sv(fsx.soa, 'Total expenditure', 2)), 1), 'caroni nature note ties (thousands)');
  ok(near(sv(fsx.nature, 'Total 2025', 0), k(sv(fsx.staff, 'Total staff costs', 0)), 1), 'caroni staff costs tie (thousands)');
  ok(sv(fsx.soa, 'Total income', 2) === S(fsx.soa.rows.slice(0, fsx.soa.rows.findIndex((r) => r.label === 'Total income')).filter((r) => r.vals.length).map((r) => r.vals[2])), 'caroni income adds');

  return { fs: fsx, pack, ret, ar: { five, prose: M.ar.prose }, gifts, invoice: I };
}

// ------------------------------------------------------------------ sankofa
async function readSankofa() {
  const M = MODELS.sankofa;
  const { lines, pages } = await pdfLines(doc('sankofa', 0));
  ok(pages >= 12, `sankofa statements have ${pages} pages`);
  const fsx = {};
  fsx.soi = sameTable('sankofa soi', rows(section(lines, 'STATEMENT OF INCOME, EXPENDITURE', 'STATEMENT OF FINANCIAL POSITION'), 4), M.fs.soi);
  fsx.sofp = sameTable('sankofa sofp', rows(section(lines, 'STATEMENT OF FINANCIAL POSITION', 'STATEMENT OF CASH FLOWS'), 2), M.fs.sofp);
  fsx.cf = sameTable('sankofa cf', rows(section(lines, 'STATEMENT OF CASH FLOWS', 'NOTES TO THE FINANCIAL'), 2), M.fs.cf);
  fsx.donors = sameTable('sankofa donors', rows(section(lines, '4. Grants from international donors', '5. Grants'), 2), M.fs.donors);
  fsx.nature = sameTable('sankofa nature', rows(section(lines, '7. Expenditure by nature', '8. Staff costs'), 8), M.fs.nature);
  const s8 = section(lines, '8. Staff costs', '9. Taxation');
  const cut = s8.findIndex((l) => lineText(l).startsWith('The number of staff'));
  fsx.staff = sameTable('sankofa staff', rows(s8.slice(0, cut), 2), M.fs.staff);
  fsx.heads = sameTable('sankofa heads', rows(s8.slice(cut), 2), M.fs.heads);
  fsx.ppe = sameTable('sankofa ppe', rows(section(lines, '10. Property, plant and equipment', '11. Relief stock'), 5), M.fs.ppe);
  fsx.funds = sameTable('sankofa funds', rows(section(lines, '17. Restricted funds', '18. Reconciliation'), 4), M.fs.funds);
  fsx.rec = sameTable('sankofa rec', rows(section(lines, '18. Reconciliation', '19. Related'), 2), M.fs.rec);
  const all = lines.map(lineText).join('\n');
  const aud = all.match(/For and on behalf of (.+?) \(ICAG[^\n]*\nChartered Accountants\nAccra\n([^\n]+)/);
  fsx.facts = { auditor: aud[1], opinionDate: isoFrom(aud[2]) };
  ok(lines.some((l) => /\(continued\)$/.test(lineText(l))), 'sankofa: a table continues over a page break');
  const sv = (t, l, i) => t.rows.find((r) => r.label === l).vals[i];
  const k = (v) => Math.round(v / 1000);
  ok(sv(fsx.sofp, 'Total assets', 0) - sv(fsx.sofp, 'Total liabilities', 0) === sv(fsx.sofp, 'Total funds', 0), 'sankofa balance sheet balances');
  ok(sv(fsx.cf, 'Cash and cash equivalents at 31 December', 0) === sv(fsx.sofp, 'Cash and bank balances', 0), 'sankofa cash flow ties');
  ok(sv(fsx.cf, 'Net cash generated from operating activities', 0) === sv(fsx.rec, 'Net cash generated from operating activities', 0), 'sankofa reconciliation ties');
  ok(sv(fsx.funds, 'Total restricted funds', 3) === sv(fsx.sofp, 'Restricted funds', 0), 'sankofa funds note ties');
  ok(sv(fsx.ppe, 'Carrying amount at 31 December 2025', 4) === sv(fsx.sofp, 'Property, plant and equipment', 0), 'sankofa ppe ties');
  ok(sv(fsx.donors, 'Total grants from international donors', 0) === sv(fsx.soi, 'Grants from international donors', 2), 'donor note ties');
  ok(near(sv(fsx.nature, 'Total expenditure', 6), k(sv(fsx.soi, 'Total expenditure', 2)), 1), 'sankofa nature ties (thousands)');
  ok(near(sv(fsx.nature, 'Staff costs', 6), k(sv(fsx.staff, 'Total staff costs', 0)), 1), 'sankofa staff ties');

  // DSW return
  const R = formLines((await pdfLines(doc('sankofa', 1))).lines);
  const rn = (x) => num(R[x]);
  ok(rn('9') === rn('9.1') + rn('9.2') + rn('9.3') + rn('9.4') && rn('10') === rn('10.1') + rn('10.2') + rn('10.3') && rn('11') === rn('9') - rn('10') && rn('14') === rn('12') - rn('13'), 'dsw arithmetic');
  ok(rn('9') === sv(fsx.soi, 'Total income', 2) && rn('12') === sv(fsx.sofp, 'Total assets', 0), 'dsw ties to statements');
  ok(rn('7a') + rn('7b') === sv(fsx.heads, 'Total staff at 31 December', 0), 'dsw staff = headcount');
  const ret = { '2': R['2'], '9.1': rn('9.1'), '18': isoDmy(R['18']) };

  // budget workbook
  const wb = await workbook(doc('sankofa', 2));
  const ws = wb.getWorksheet('BvA 2025');
  ok(ws.model.merges.includes('N4:Q4') && cv(ws.getCell('H4')).startsWith('Q3'), 'bva merged headings');
  const body = [];
  for (let r = 6; r <= ws.rowCount; r++) {
    const l = cv(ws.getCell(r, 1));
    if (!l || typeof cv(ws.getCell(r, 2)) !== 'number') continue;
    const q = [0, 1, 2, 3].map((qi) => [0, 1, 2].map((j) => cv(ws.getCell(r, 2 + qi * 3 + j))));
    body.push({ label: l, q, fy: [14, 15, 16].map((c) => cv(ws.getCell(r, c))) });
  }
  const iT = body.findIndex((x) => x.label === 'Total income'), eT = body.findIndex((x) => x.label === 'Total expenditure');
  const b6 = wb.getWorksheet('Budget 2026');
  const b26 = new Map();
  for (let r = 5; r <= b6.rowCount; r++) { const l = cv(b6.getCell(r, 1)); if (l && typeof cv(b6.getCell(r, 2)) === 'number') { const v = [2, 3, 4, 5].map((c) => cv(b6.getCell(r, c))); ok(cv(b6.getCell(r, 6)) === S(v), `2026 total ${l}`); b26.set(l, v); } }
  const withB = (x) => ({ ...x, b26: b26.get(x.label) });
  const budget = { income: body.slice(0, iT).map(withB), totalIncome: withB(body[iT]), expenditure: body.slice(iT + 1, eT).map(withB), totalExpenditure: withB(body[eT]) };
  for (const [grp, tot, sign] of [[budget.income, budget.totalIncome, 1], [budget.expenditure, budget.totalExpenditure, -1]]) {
    for (const x of [...grp, tot]) {
      ok(x.fy[0] === S(x.q.map((q) => q[0])) && x.fy[1] === S(x.q.map((q) => q[1])), `bva ${x.label} full year = quarters`);
      ok(x.q.every((q) => q[2] === sign * (q[0] - q[1])) && x.fy[2] === sign * (x.fy[0] - x.fy[1]), `bva ${x.label} variances`);
    }
    for (let qi = 0; qi < 4; qi++) ok(S(grp.map((x) => x.q[qi][0])) === tot.q[qi][0], `bva ${tot.label} Q${qi + 1} sums`);
    ok(S(grp.map((x) => x.b26[0])) === tot.b26[0], `2026 ${tot.label} sums`);
  }
  for (const x of budget.expenditure) ok(x.fy[0] === sv(fsx.soi, x.label, 2), `bva actual ${x.label} = audited`);
  ok(budget.totalIncome.fy[0] === sv(fsx.soi, 'Total income', 2) - sv(fsx.soi, 'Net foreign exchange gain', 2), 'bva income = audited less exchange gain');

  // annual report (pdf)
  const A = await pdfLines(doc('sankofa', 3));
  const five = { cols: MODELS.sankofa.ar.five.cols, rows: rows(section(A.lines, 'FIVE-YEAR SUMMARY', 'OUR BOARD'), 5) };
  sameTable('sankofa five-year', five.rows, MODELS.sankofa.ar.five);
  const atext = A.lines.map(lineText).join('\n');
  const chair = atext.match(/\n([^\n]+)\nBoard Chair/)[1];
  ok(five.rows.find((r) => r.label === "Total income (GH¢'000)").vals[4] === k(sv(fsx.soi, 'Total income', 2)), 'five-year income ties');

  // distributions csv
  const recs = parse(fs.readFileSync(doc('sankofa', 4), 'utf8'), { columns: true, skip_empty_lines: true });
  const totalRow = recs.find((r) => r['Distribution ID'] === 'TOTAL');
  const dist = recs.filter((r) => r['Distribution ID'] !== 'TOTAL').map((r) => ({ id: r['Distribution ID'], date: isoDmy(r.Date), response: r.Response, region: r.Region, district: r.District, kit: r['Item / kit'], households: num(r.Households), unitCost: num(r['Unit cost (GHS)']), value: num(r['Total value (GHS)']), source: r['Funding source'], donor: r.Donor }));
  ok(totalRow && num(totalRow.Households) === S(dist.map((d) => d.households)) && near(num(totalRow['Total value (GHS)']), S(dist.map((d) => d.value))), 'register TOTAL row');
  for (const d of dist) if (d.source === 'Purchased') ok(near(d.value, d.households * d.unitCost, 0.01), `register ${d.id} value`);
  ok(near(S(dist.filter((d) => d.source === 'Gift in kind').map((d) => d.value)), sv(fsx.soi, 'Gifts in kind', 2)), 'gifts in kind in register = income');
  ok(near(S(dist.filter((d) => d.source === 'Purchased').map((d) => d.value)) / 1000, sv(fsx.nature, 'Relief materials purchased and distributed', 6), 1), 'purchased relief = note 7');
  ok(S(dist.map((d) => d.households)) === rn('15a') && rn('15a') === five.rows.find((r) => r.label === 'Households reached').vals[4], 'households tie (register, DSW, five-year)');

  const I = M.invoice;
  ok(near(I.base, S(I.items.map((x) => x.qty * x.price)), 0.005) && near(I.vat, (I.base + I.nhil + I.getf + I.covid) * 0.15, 0.006) && near(I.total, I.vatBase + I.vat, 0.005), 'tarpaulin invoice arithmetic');
  return { fs: fsx, budget, ret, ar: { five, prose: { chair } }, dist, invoice: I };
}

// ------------------------------------------------------------------ answers
const models = { caroni: await readCaroni(), sankofa: await readSankofa() };
const V = view(models);
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
for (const c of cases) {
  const [kind, question, calc] = DEFS[c.org][Number(c.id.split('-')[1]) - 1];
  ok(kind === c.kind && question === c.question, `${c.id} matches its definition`);
  ok(JSON.stringify(c.documents) === JSON.stringify(DOCS[c.org].map((d) => `${c.org}/${d}`)), `${c.id} lists every document`);
  ok(c.documents.every((d) => fs.existsSync(path.join(SET, 'documents', d))), `${c.id} documents exist`);
  let r;
  try { r = calc(V); } catch (e) { ok(false, `${c.id} cannot be computed from the files: ${e.message}`); continue; }
  if (r === 'notfound') ok(c.answer.type === 'notfound', `${c.id} notfound`);
  else if (typeof r === 'object') ok(c.answer.type === 'text' && r.text[0] === c.answer.any[0], `${c.id} text ${r.text[0]} vs ${c.answer.any?.[0]}`);
  else ok(c.answer.type === 'number' && Math.abs(Math.abs(r) - c.answer.value) <= Math.max(1e-4 * Math.abs(r), 0.005), `${c.id} number ${r} vs ${c.answer.value}`);
  if (c.answer.type === 'number') ok(c.answer.tolerance > 0 && c.answer.tolerance <= 0.01, `${c.id} tolerance`);
}
const per = {};
for (const c of cases) per[c.org] = (per[c.org] || 0) + 1;
ok(per.caroni === 50 && per.sankofa === 50, '50 cases per organisation');
console.log(`${checks} checks, ${failures} failed`);
process.exit(failures ? 1 : 0);
