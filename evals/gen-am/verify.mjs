// Re-reads every generated document of set AM with generic readers (PDF text with pdfjs-dist, workbooks with
// exceljs, Word by its XML text, CSV and the FEC as text, the two photos by OCR with tesseract.js), checks the
// documents' own arithmetic from what was read, and checks that every figure and phrase each case's answer relies
// on is really in the document it comes from.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker } from '/work/main/node_modules/tesseract.js/src/index.js';
import { DOCS } from './data.mjs';
import { CASES } from './questions.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-am');
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.error(`FAIL ${msg}`); } };
const near = (a, b, eps = 0.006) => Math.abs(a - b) <= eps;
const r2 = (v) => Math.round(v * 100) / 100;
const sum = (a) => r2(a.reduce((s, x) => s + x, 0));
const norm = (s) => String(s).replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
const frNum = (s) => parseFloat(s.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.'));
const enNum = (s) => parseFloat(s.replace(/[K,\s"]/g, ''));

// ----------------------------------------------------------------------------- readers
async function pdfLines(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, useSystemFonts: false }).promise;
  const lines = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    const rows = new Map();
    for (const it of tc.items) {
      if (!it.str || !it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: it.transform[4], s: norm(it.str.trim()) });
    }
    for (const [, its] of [...rows.entries()].sort((a, b) => b[0] - a[0])) lines.push(its.sort((a, b) => a.x - b.x).map((i) => i.s).join(' | '));
  }
  return lines;
}
const cv = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join(''); return v; };
async function xlsx(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
function wbContent(wb) {
  const nums = [], strs = [];
  wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => { const v = cv(c); if (typeof v === 'number') nums.push(v); else if (v !== null && v !== undefined) strs.push(String(v)); })));
  return { nums, text: norm(strs.join('\n')) };
}
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => dec([...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join('')));
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => norm(dec([...c[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join(''))))));
  return { text: norm(paras.join('\n')), tables };
}
const worker = await createWorker('eng', 1, { langPath: '/work/main/node_modules/@tesseract.js-data/eng/4.0.0_best_int', cacheMethod: 'none', gzip: true });
async function ocr(file) { const { data } = await worker.recognize(file); return norm(data.text); }

const content = {};
for (const org of Object.keys(DOCS)) {
  content[org] = [];
  for (const f of DOCS[org]) {
    const file = path.join(SET, 'documents', org, f);
    const ext = path.extname(f).toLowerCase();
    let c;
    if (ext === '.pdf') { const lines = await pdfLines(file); c = { lines, text: lines.join('\n').replace(/ \| /g, ' ') }; }
    else if (ext === '.xlsx') { const wb = await xlsx(file); c = { wb, ...wbContent(wb) }; }
    else if (ext === '.docx') c = await docxText(file);
    else if (ext === '.jpg') c = { text: await ocr(file) };
    else c = { text: norm(fs.readFileSync(file, 'utf8')) };
    content[org].push(c);
  }
}
await worker.terminate();

// ============================================================================= reparons: arithmetic read back
{
  const [pdf, fec, bud, cm, pv] = content.reparons;
  const FRN = /-?\d{1,3}(?: \d{3})*,\d{2}|–/g;
  const line = (label) => { const l = pdf.lines.find((x) => x.includes(label)); if (!l) throw new Error(`pdf line ${label}`); return (l.match(FRN) || []).map((s) => (s === '–' ? 0 : frNum(s))); };
  const two = (label) => line(label).slice(-2);
  for (const i of [0, 1]) {
    const pv3 = ['Participations aux ateliers', "Locations de l'outilthèque", 'Ventes de plants'].map((l) => two(l)[i]);
    ok(near(sum(pv3), two('Production vendue')[i]), `production vendue ${i}`);
    const autres = ["Subventions d'exploitation (note 3)", 'Cotisations des adhérents', 'Dons manuels', 'Reprises sur', 'Transferts de charges'].map((l) => two(l)[i]);
    ok(near(sum([two('Production vendue')[i], ...autres]), two("Total des produits d'exploitation")[i]), `produits expl ${i}`);
    const ch = ['Achats de fournitures', 'Autres achats et charges externes', 'Impôts, taxes', 'Salaires et traitements', 'Charges sociales', 'Dotations aux amortissements', 'Autres charges de gestion'].map((l) => two(l)[i]);
    ok(near(sum(ch), two("Total des charges d'exploitation")[i]), `charges expl ${i}`);
    ok(near(two("Total des produits d'exploitation")[i] - two("Total des charges d'exploitation")[i], two("RÉSULTAT D'EXPLOITATION")[i]), `res expl ${i}`);
    ok(near(two('TOTAL DES PRODUITS')[i] - two('TOTAL DES CHARGES')[i], two('EXCÉDENT OU DÉFICIT')[i]), `résultat ${i}`);
    ok(near(two('TOTAL GÉNÉRAL (I + II)')[i], two('TOTAL GÉNÉRAL (I + II + III)')[i]), `bilan équilibré ${i}`);
  }
  ok(near(two("Résultat de l'exercice")[0], two('EXCÉDENT OU DÉFICIT')[0]), 'résultat au bilan');
  const subvLines = pdf.lines.filter((l) => /^(Métropole|Ville de Lyon|Région|ADEME|Fondation Léa|FDVA)/.test(l));
  ok(subvLines.length === 6, 'note 3 lines');
  for (const i of [0, 1]) ok(near(sum(subvLines.map((l) => (l.match(FRN) || []).slice(-2).map(frNum)[i])), two('Total (compte 74)')[i]), `note 3 total ${i}`);
  ok(near(two('Total (compte 74)')[0], two("Subventions d'exploitation (note 3)")[0]), 'note 3 = compte 74');
  const dispo = line('Total disponibilités').at(-1);
  ok(near(line('compte courant').at(-1) + line('Livret A associations').at(-1), dispo), 'note 4');
  ok(near(dispo, two('Disponibilités (note 4)')[0]), 'note 4 = bilan');
  // FEC: 18 columns, every entry balanced
  const rows = fec.text.trim().split(/\r?\n/).map((l) => l.replace(/\r$/, '').split('|'));
  ok(rows.every((r) => r.length === 18), 'FEC 18 columns');
  const byNum = {};
  for (const r of rows.slice(1)) { byNum[r[2]] = byNum[r[2]] || [0, 0]; byNum[r[2]][0] += frNum(r[11]); byNum[r[2]][1] += frNum(r[12]); ok(/^2025(10|11|12)\d\d$/.test(r[3]), `FEC date ${r[3]}`); }
  for (const [k, [d, c]] of Object.entries(byNum)) ok(near(d, c), `FEC ${k} balanced`);
  // Crédit Mutuel: running balance
  const cmRows = cm.text.trim().split(/\r?\n/).slice(1).map((l) => l.split(';'));
  for (let i = 1; i < cmRows.length; i++) { const r = cmRows[i]; const amt = r[2] ? frNum(r[2]) : frNum(r[3]); ok(near(frNum(cmRows[i - 1][5]) + amt, frNum(r[5])), `CM solde row ${i}`); }
  ok(near(frNum(cmRows.at(-1)[5]), line('compte courant').at(-1)), 'CM closing = annexe');
  // budget workbook: groups, totals and écarts
  const ws = bud.wb.getWorksheet('BP 2025 vs réalisé');
  let grp = [0, 0], tot = [0, 0], nGroups = 0;
  ws.eachRow((row, r) => {
    const a = cv(ws.getCell(r, 1)), b = cv(ws.getCell(r, 2)), B = cv(ws.getCell(r, 3)), R = cv(ws.getCell(r, 4)), E = cv(ws.getCell(r, 5));
    if (typeof B !== 'number' || r < 6) return;
    if (typeof b === 'string' && b.startsWith('Total ')) { ok(near(grp[0], B) && near(grp[1], R), `budget group ${b}`); tot = [tot[0] + B, tot[1] + R]; grp = [0, 0]; nGroups++; }
    else if (typeof b === 'string' && b.startsWith('TOTAL DES')) { ok(near(tot[0], B) && near(tot[1], R), `budget ${b}`); tot = [0, 0]; }
    else if (a) grp = [grp[0] + B, grp[1] + R];
    if (typeof E === 'number') ok(near(R - B, E), `écart row ${r}`);
  });
  ok(nGroups === 9, 'budget groups');
  // PV: quorum arithmetic and the 2026 budget table
  const m = pv.text.match(/Sont présents (\d+) adhérents et (\d+) sont représentés par un pouvoir, soit (\d+) votants/);
  ok(m && +m[1] + +m[2] === +m[3], 'PV votants');
  const bt = pv.tables.find((t) => t[0][0] === 'Charges');
  const n0 = (s) => (s ? parseFloat(s.replace(/\s/g, '')) : 0);
  ok(near(sum(bt.slice(1, -1).map((r) => n0(r[1]))), n0(bt.at(-1)[1])) && near(sum(bt.slice(1, -1).map((r) => n0(r[3]))), n0(bt.at(-1)[3])), 'PV budget 2026 table');
}

// ============================================================================= chipata: arithmetic read back
{
  const [is, tb, air, donor, minutes, slip] = content.chipata;
  const ws = is.wb.getWorksheet('Income Statement');
  const rowsBy = {};
  ws.eachRow((row, r) => { const b = cv(ws.getCell(r, 2)); if (typeof b === 'string') rowsBy[b] = Array.from({ length: 13 }, (_, i) => cv(ws.getCell(r, 3 + i)) ?? 0); });
  const accts = [];
  ws.eachRow((row, r) => { const a = cv(ws.getCell(r, 1)); if (typeof a === 'string' && /^\d{4}\/\d{3}$/.test(a)) accts.push({ c: a, v: Array.from({ length: 13 }, (_, i) => cv(ws.getCell(r, 3 + i)) ?? 0) }); });
  for (const a of accts) ok(near(sum(a.v.slice(0, 12)), a.v[12]), `YTD ${a.c}`);
  const grpSum = (lo, hi, k) => sum(accts.filter((a) => a.c >= lo && a.c < hi).map((a) => a.v[k]));
  for (let k = 0; k < 13; k++) {
    ok(near(grpSum('1000', '2000', k), rowsBy['Total Sales'][k]), `sales ${k}`);
    ok(near(rowsBy['Total Sales'][k] - rowsBy['Total Cost of Sales'][k], rowsBy['Gross Profit'][k]), `gross ${k}`);
    ok(near(grpSum('2500', '3000', k), rowsBy['Total Other Income'][k]), `other ${k}`);
    ok(near(grpSum('3000', '5000', k), rowsBy['Total Expenses'][k]), `expenses ${k}`);
    ok(near(rowsBy['Gross Profit'][k] + rowsBy['Total Other Income'][k] - rowsBy['Total Expenses'][k], rowsBy['Net Profit/(Loss) Before Tax'][k]), `net ${k}`);
  }
  // trial balance: debits = credits, and the income statement accounts carry the YTD
  let dr = 0, cr = 0, total;
  const tbAcc = {};
  for (const l of tb.lines) {
    const parts = l.split(' | ');
    if (/^\d{4}\/\d{3}$/.test(parts[0])) {
      const v = enNum(parts.at(-1));
      tbAcc[parts[0]] = v;
    }
    if (parts[0] === 'Total') total = parts.slice(1).map(enNum);
  }
  // the side of each amount from its x position: re-read with positions
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(path.join(SET, 'documents', 'chipata', DOCS.chipata[1]))), disableFontFace: true }).promise;
  for (let p = 1; p <= doc.numPages; p++) {
    const tc = await (await doc.getPage(p)).getTextContent();
    const items = tc.items.filter((i) => /^\d{1,3}(,\d{3})*\.\d{2}$/.test(i.str.trim()));
    const byY = {};
    for (const it of tc.items) { const y = Math.round(it.transform[5]); byY[y] = byY[y] || []; byY[y].push(it.str); }
    for (const it of items) {
      const y = Math.round(it.transform[5]);
      if (byY[y].includes('Total')) continue;
      const right = it.transform[4] + it.width;
      if (Math.abs(right - 445) < 3) dr += enNum(it.str); else if (Math.abs(right - 545) < 3) cr += enNum(it.str); else ok(false, `TB column ${it.str}`);
    }
  }
  ok(near(r2(dr), r2(cr)) && near(r2(dr), total[0]) && near(total[0], total[1]), `TB balances ${dr} ${cr} ${total}`);
  for (const a of accts) ok(near(tbAcc[a.c], a.v[12]), `TB ${a.c} = YTD`);
  // Airtel: newest first; older balance + amount - charges = newer balance; closing in preamble
  const lines = air.text.trim().split('\n');
  const hi = lines.findIndex((l) => l.startsWith('Transaction ID'));
  const split = (l) => [...l.matchAll(/"([^"]*)"|([^,]+)|(?<=,)(?=,|$)/g)].map((m) => m[1] ?? m[2] ?? '');
  const tx = lines.slice(hi + 1).map(split);
  ok(tx.length === 19 && tx.every((t) => t.length === 9), 'airtel rows');
  for (let i = 0; i < tx.length - 1; i++) { const newer = tx[i], older = tx[i + 1]; const amt = (newer[4] === 'DR' ? -1 : 1) * enNum(newer[5]); ok(near(enNum(older[7]) + amt - enNum(newer[6]), enNum(newer[7])), `airtel balance ${newer[0]}`); }
  const pre = (k) => enNum(lines.find((l) => l.startsWith(k)).split(',').slice(1).join(','));
  ok(near(pre('Closing Balance'), enNum(tx[0][7])), 'airtel closing');
  const oldest = tx.at(-1); ok(near(pre('Opening Balance') + (oldest[4] === 'DR' ? -1 : 1) * enNum(oldest[5]) - enNum(oldest[6]), enNum(oldest[7])), 'airtel opening');
  ok(near(sum(tx.map((t) => enNum(t[6]))), rowsBy['Mobile Money Charges'][11]), 'airtel charges = 3060/000 March');
  ok(near(pre('Closing Balance'), tbAcc['8410/000']), 'airtel = TB');
  // donor report: tranches, conversion, totals, tie to Pastel
  const tr = donor.tables[0];
  for (const r of tr.slice(1, -1)) ok(near(enNum(r[2]) * parseFloat(r[3]), enNum(r[4])), `tranche ${r[0]}`);
  ok(near(sum(tr.slice(1, -1).map((r) => enNum(r[4]))), enNum(tr.at(-1)[4])), 'tranches total');
  ok(near(enNum(tr.at(-1)[4]), rowsBy['Grant Income - Hollis Family Foundation'][12]), 'grant = Pastel 1000/000');
  const rate = parseFloat(tr.at(-1)[3]);
  const bl = donor.tables[1];
  const neg = (s) => (s.startsWith('(') ? -1 : 1) * enNum(s.replace(/[()]/g, ''));
  for (const r of bl.slice(1, -1)) { ok(near(enNum(r[2]) / rate, enNum(r[3]), 0.01), `donor usd ${r[0]}`); ok(near(enNum(r[1]) - enNum(r[3]), neg(r[4])), `donor var ${r[0]}`); }
  for (const k of [1, 2, 3]) ok(near(sum(bl.slice(1, -1).map((r) => enNum(r[k]))), enNum(bl.at(-1)[k])), `donor total col ${k}`);
  // minutes: the cash table ties to the trial balance
  const cash = minutes.tables[0];
  ok(near(enNum(cash[1][1]), tbAcc['8400/000']) && near(enNum(cash[2][1]), tbAcc['8410/000']) && near(enNum(cash[3][1]), tbAcc['8450/000']), 'cash = TB');
  ok(near(sum(cash.slice(1, -1).map((r) => enNum(r[1]))), enNum(cash.at(-1)[1])), 'cash total');
}

// ============================================================================= the receipts as OCR reads them
{
  const t = content.reparons[5].text;
  ok(/TOTAL TTC EUR 124,15/.test(t) && /A 20,00% 75,42 15,08 90,50/.test(t) && /B 5,50% 31,90 1,75 33,65/.test(t) && /TOTAL 107,32 16,83 124,15/.test(t), 'Bricomat VAT table read');
  ok(near(75.42 + 15.08, 90.5) && near(31.9 + 1.75, 33.65) && near(90.5 + 33.65, 124.15) && near(r2(90.5 / 1.2), 75.42) && near(r2(33.65 / 1.055), 31.9), 'Bricomat VAT arithmetic');
  ok(content.reparons[3].text.includes('-124,15;;PAIEMENT CB 0512 LYON BRICOMAT'), 'Bricomat card payment in the bank export');
  const s = content.chipata[5].text;
  const g = (re) => { const m = s.match(re); return m ? enNum(m[1]) : NaN; };
  const tot = g(/TOTAL ZMW ([\d,]+\.\d\d)/), excl = g(/TOTAL EXCL VAT ([\d,]+\.\d\d)/), vat = g(/VAT 16% INCLUDED ([\d,]+\.\d\d)/);
  ok(near(excl + vat, tot) && near(r2((tot * 16) / 116), vat), `till slip VAT arithmetic ${tot} ${excl} ${vat}`);
  const items = [...s.matchAll(/(\d) ?@ ([\d,]+\.\d\d) ([\d,]+\.\d\d)/g)].map((m) => [+m[1], enNum(m[2]), enNum(m[3])]);
  ok(items.length === 6 && items.every(([q, p, a]) => near(q * p, a)) && near(sum(items.map((i) => i[2])), tot), 'till slip lines read and add up');
  ok(content.chipata[2].text.includes('"1,938.50"'), 'till slip payment in the Airtel statement');
}

// ============================================================================= every case's evidence
for (const c of CASES) {
  if (c.answer.type !== 'notfound') ok(c.ev.length > 0, `${c.id} has evidence`);
  for (const [i, e] of c.ev) {
    const doc = content[c.org][i];
    if (typeof e === 'number') ok(doc.nums ? doc.nums.some((v) => near(v, e)) : false, `${c.id}: ${e} in ${DOCS[c.org][i]}`);
    else ok(doc.text.includes(norm(e)), `${c.id}: "${e}" in ${DOCS[c.org][i]}`);
  }
}
console.log(`${checks} checks, ${failures} failures`);
process.exit(failures ? 1 : 0);
