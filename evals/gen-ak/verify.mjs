// Checks set AK against its generated files: reads the PDFs' text back with pdfjs, the workbooks with exceljs,
// the Word files' XML and the CSVs; checks each statement's arithmetic and the figures that tie between
// documents; builds the "view" from what it read, compares it with data.mjs's, and recomputes every
// expected answer from the files. Finally it scores the ideal replies (all must pass) and the wrong ones
// (all must fail) with the shared scorer.
// usage: node verify.mjs
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse as parseCsv } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { DOCS, view as dataView, receiptCh, receiptIt, PVC_E, PVC_U, BUDGET_INCOME, BUDGET_EXPENSE, ER_INCOME, ER_EXPENSE } from './data.mjs';
import { buildCases } from './lib/build-cases.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ak');
const doc = (org, i) => path.join(SET, 'documents', org, DOCS[org][i]);
let failures = 0, checks = 0;
const fail = (m) => { failures++; console.log(`FAIL ${m}`); };
const ok = (cond, m) => { checks++; if (!cond) fail(m); };
const near = (a, b, eps = 0.005) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= eps;
const eq = (a, b, m) => ok(near(a, b), `${m}: ${a} != ${b}`);
const S = (a) => Math.round(a.reduce((s, x) => s + x, 0) * 100) / 100;

// ------------------------------------------------------------------ readers
async function pdfLines(file) {
  const data = new Uint8Array(fs.readFileSync(file));
  const pdf = await pdfjs.getDocument({ data, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    const tc = await page.getTextContent();
    const items = tc.items.filter((it) => it.str.trim()).map((it) => ({ x: it.transform[4], y: it.transform[5], w: it.width, s: it.str }));
    const lines = [];
    for (const it of items.sort((a, b) => b.y - a.y || a.x - b.x)) {
      const l = lines.find((L) => Math.abs(L.y - it.y) < 2);
      if (l) l.items.push(it); else lines.push({ y: it.y, items: [it] });
    }
    for (const l of lines) l.items.sort((a, b) => a.x - b.x);
    pages.push(lines);
  }
  return pages;
}
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const ent = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  return [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => ent([...p[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join(''))).filter((t) => t.trim());
}
// joins a line's text items, with a space only where there is a gap between them
const joinItems = (its) => its.reduce((t, it, i) => t + (i && it.x - (its[i - 1].x + its[i - 1].w) > 1.2 ? ' ' : '') + it.s, '').replace(/\s+/g, ' ').trim();
const cellVal = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'richText' in v) return v.richText.map((r) => r.text).join(''); return v; };
const iso = (d) => d.toISOString().slice(0, 10);
const chfNum = (s) => (s === '–' ? 0 : Number(s.replace(/['’]/g, '').replace('.–', '.00')));
const eurNum = (s) => (s === '-' ? 0 : Number(s.replace(/\./g, '').replace(',', '.')));
const dmyIso = (s, sep) => { const [d, m, y] = s.split(sep); return `${y}-${m}-${d}`; };

// ------------------------------------------------------------------ Basel
async function readBasel() {
  const V = {};
  // Jahresrechnung
  const pages = await pdfLines(doc('brueckenschlag', 0));
  ok(pages.length === 3, 'Jahresrechnung has 3 pages');
  const amountRe = /^(-?\d{1,3}(?:'\d{3})*\.(?:\d{2}|–)|–)$/;
  const parsePage = (lines) => {
    const out = {};
    for (const l of lines) {
      const lab = joinItems(l.items.filter((it) => it.x < 300));
      const nums = l.items.filter((it) => it.x >= 300 && amountRe.test(it.s.trim())).map((it) => chfNum(it.s.trim()));
      if (lab && nums.length === 2) out[lab] = { cur: nums[0], prev: nums[1] };
    }
    return out;
  };
  V.bil = parsePage(pages[0]);
  V.er = parsePage(pages[1]);
  const anh = parsePage(pages[2]);
  V.fundRoll = { open: [anh['Bestand am 1. Januar'].cur, anh['Bestand am 1. Januar'].prev], alloc: [anh['Zuweisung (Beiträge für Kurse des Folgejahres)'].cur, anh['Zuweisung (Beiträge für Kurse des Folgejahres)'].prev], use: [-anh['Verwendung für Deutschkurse'].cur, -anh['Verwendung für Deutschkurse'].prev], close: [anh['Bestand am 31. Dezember'].cur, anh['Bestand am 31. Dezember'].prev] };
  for (const l of pages[2]) {
    const lab = joinItems(l.items.filter((it) => it.x < 300));
    const nums = l.items.filter((it) => it.x >= 300).map((it) => Number(it.s));
    if (/^Vollzeitstellen/.test(lab)) V.fte = { 2025: nums[0], 2024: nums[1] };
    if (/^Mitglieder per/.test(lab)) V.members = { 2025: nums[0], 2024: nums[1] };
  }
  // arithmetic of the statements
  for (const y of ['cur', 'prev']) {
    const b = (k) => V.bil[k][y], e = (k) => V.er[k][y];
    eq(b('Kasse') + b('PostFinance') + b('Basler Kantonalbank, Sparkonto'), b('Total Flüssige Mittel'), `Bilanz ${y} Flüssige Mittel`);
    eq(b('Total Flüssige Mittel') + b('Forderungen') + b('Aktive Rechnungsabgrenzungen'), b('Total Umlaufvermögen'), `Bilanz ${y} UV`);
    eq(b('Mobiliar und Einrichtungen') + b('Informatik'), b('Total Anlagevermögen'), `Bilanz ${y} AV`);
    eq(b('Total Umlaufvermögen') + b('Total Anlagevermögen'), b('Total Aktiven'), `Bilanz ${y} Aktiven`);
    eq(b('Total kurzfristiges Fremdkapital') + b('Total Fondskapital') + b('Total Organisationskapital'), b('Total Passiven'), `Bilanz ${y} Passiven`);
    eq(b('Total Aktiven'), b('Total Passiven'), `Bilanz ${y} balances`);
    eq(b('Vereinsvermögen am 1. Januar') + b('Jahresergebnis'), b('Total Organisationskapital'), `Bilanz ${y} Organisationskapital`);
    eq(b('Jahresergebnis'), e('Jahresergebnis'), `Bilanz/ER ${y} Jahresergebnis`);
    eq(S(ER_INCOME.map(([k]) => e(k))), e('Total Betriebsertrag'), `ER ${y} Betriebsertrag`);
    eq(S(ER_EXPENSE.map(([k]) => e(k))), e('Total Betriebsaufwand'), `ER ${y} Betriebsaufwand`);
    eq(e('Total Betriebsertrag') + e('Total Betriebsaufwand'), e('Betriebsergebnis'), `ER ${y} Betriebsergebnis`);
    eq(e('Finanzertrag') + e('Finanzaufwand'), e('Finanzergebnis'), `ER ${y} Finanzergebnis`);
    eq(e('Betriebsergebnis') + e('Finanzergebnis'), e('Jahresergebnis vor Veränderung Fondskapital'), `ER ${y} vor Fonds`);
    eq(e('Zuweisung Fonds Sprachförderung') + e('Verwendung Fonds Sprachförderung'), e('Veränderung Fondskapital'), `ER ${y} Fonds`);
    eq(e('Jahresergebnis vor Veränderung Fondskapital') + e('Veränderung Fondskapital'), e('Jahresergebnis'), `ER ${y} Jahresergebnis`);
    eq(b('Fonds Sprachförderung'), V.fundRoll.close[y === 'cur' ? 0 : 1], `Fonds ${y} Bilanz = Fondsrechnung`);
  }
  eq(V.bil['Vereinsvermögen am 1. Januar'].cur, V.bil['Total Organisationskapital'].prev, 'Vereinsvermögen carried forward');
  eq(V.fundRoll.open[0] + V.fundRoll.alloc[0] - V.fundRoll.use[0], V.fundRoll.close[0], 'Fondsrechnung 2025');
  eq(V.fundRoll.open[0], V.fundRoll.close[1], 'Fonds opening = prior closing');

  // bexio
  const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(doc('brueckenschlag', 1));
  const ws = wb.worksheets[0];
  V.bx = {}; V.bxTot = {};
  const groupOf = { 'Total Betrieblicher Ertrag aus Lieferungen und Leistungen': 'E', 'Total Aufwand für Material, Handelswaren, Dienstleistungen und Energie': 'M', 'Total Personalaufwand': 'P', 'Total Übriger betrieblicher Aufwand, Abschreibungen und Finanzergebnis': 'B', 'Bruttoergebnis nach Material- und Warenaufwand': 'gross1', 'Bruttoergebnis nach Personalaufwand': 'gross2', 'Jahresgewinn / Jahresverlust': 'result' };
  ok(String(cellVal(ws.getCell('C6'))).startsWith('01.01.2025'), 'bexio quarter headings are date ranges');
  ws.eachRow((row, r) => {
    if (r < 7) return;
    const a = cellVal(row.getCell(1)), b = cellVal(row.getCell(2));
    const q = [3, 4, 5, 6].map((c) => cellVal(row.getCell(c)) ?? 0), t = cellVal(row.getCell(7)) ?? 0;
    if (typeof a === 'number') { V.bx[String(a)] = { name: b, q, total: t }; eq(S(q), t, `bexio ${a} total`); }
    else if (groupOf[b]) V.bxTot[groupOf[b]] = [...q, t];
  });
  // bexio against the Jahresrechnung
  const yearOf = (no) => V.bx[no].total;
  for (const [label, accs] of ER_INCOME) eq(S(accs.map(yearOf)), V.er[label].cur, `bexio vs ER ${label}`);
  for (const [label, accs] of ER_EXPENSE) eq(-S(accs.map(yearOf)), V.er[label].cur, `bexio vs ER ${label}`);
  eq(-V.bx['6950'].total, V.er['Finanzertrag'].cur, 'bexio vs ER Finanzertrag');
  eq(V.bxTot.result[4], V.er['Jahresergebnis vor Veränderung Fondskapital'].cur, 'bexio result = ER before fund movements');
  for (let i = 0; i < 5; i++) {
    const g = (c) => S(Object.entries(V.bx).filter(([no]) => no[0] === c).map(([, v]) => (i < 4 ? v.q[i] : v.total)));
    eq(g('3'), V.bxTot.E[i], `bexio E col ${i}`); eq(g('4'), V.bxTot.M[i], `bexio M col ${i}`); eq(g('5'), V.bxTot.P[i], `bexio P col ${i}`); eq(g('6'), V.bxTot.B[i], `bexio B col ${i}`);
    eq(V.bxTot.E[i] - V.bxTot.M[i] - V.bxTot.P[i] - V.bxTot.B[i], V.bxTot.result[i], `bexio result col ${i}`);
  }
  // budget
  const wb2 = new ExcelJS.Workbook(); await wb2.xlsx.readFile(doc('brueckenschlag', 2));
  const ws2 = wb2.worksheets[0];
  V.bud = {};
  ws2.eachRow((row, r) => {
    if (r < 5) return;
    const label = cellVal(row.getCell(2));
    if (!label) return;
    const v = (c) => { const x = cellVal(row.getCell(c)); return x === '' || x === null || x === undefined ? null : x; };
    const ent = { b25: v(3), ist: v(4), abw: v(5), pct: v(6), b26: v(7) };
    if (v(1)) ent.kto = v(1);
    if (row.getCell(8).value) ent.note = cellVal(row.getCell(8));
    V.bud[label] = ent;
  });
  for (const [, label, accs] of [...BUDGET_INCOME, ...BUDGET_EXPENSE]) {
    const b = V.bud[label];
    eq(S(accs.map((a) => yearOf(a.replace('-', '')))), b.ist, `budget Ist ${label} = bexio`); // 6950 is already negative in bexio
    eq(b.ist - b.b25, b.abw, `budget Abweichung ${label}`);
    if (b.abw) ok(near(b.pct, b.abw / b.b25, 1e-6), `budget % ${label}`);
  }
  eq(V.bud['Total Ertrag'].ist, V.er['Total Betriebsertrag'].cur, 'budget Total Ertrag = ER Betriebsertrag');
  eq(V.bud['Total Ertrag'].ist - V.bud['Total Aufwand'].ist, V.er['Jahresergebnis vor Veränderung Fondskapital'].cur, 'budget result = ER before funds');
  for (const k of ['b25', 'ist', 'b26']) {
    eq(S(BUDGET_INCOME.map((r) => V.bud[r[1]][k])), V.bud['Total Ertrag'][k], `budget Total Ertrag ${k}`);
    eq(S(BUDGET_EXPENSE.map((r) => V.bud[r[1]][k])), V.bud['Total Aufwand'][k], `budget Total Aufwand ${k}`);
  }
  // PostFinance
  const raw = fs.readFileSync(doc('brueckenschlag', 3), 'utf8').replace(/^\uFEFF/, '');
  const lines = raw.split(/\r\n/);
  const h = lines.findIndex((l) => l.startsWith('Buchungsdatum;'));
  const end = lines.findIndex((l, i) => i > h && !l.trim());
  const recs = parseCsv(lines.slice(h, end).join('\n'), { delimiter: ';', columns: true, relax_quotes: true });
  const rows = recs.reverse().map((r) => ({ date: dmyIso(r.Buchungsdatum, '.'), valuta: dmyIso(r.Valuta, '.'), text: r.Avisierungstext, cr: r['Gutschrift in CHF'] ? Number(r['Gutschrift in CHF']) : 0, dr: r['Lastschrift in CHF'] ? -Number(r['Lastschrift in CHF']) : 0, saldo: Number(r['Saldo in CHF']) }));
  const open = Math.round((rows[0].saldo - rows[0].cr + rows[0].dr) * 100) / 100;
  let s = open;
  for (const r of rows) { s = Math.round((s + r.cr - r.dr) * 100) / 100; eq(s, r.saldo, `PostFinance running balance ${r.date}`); }
  V.pf = { open, close: rows.at(-1).saldo, rows };
  eq(V.pf.close, V.bil['PostFinance'].cur, 'PostFinance closing = Bilanz');
  eq(S(rows.filter((r) => /MIETE/.test(r.text)).map((r) => r.dr)), V.bx['6000'].q[3], 'PostFinance rent = bexio 6000 Q4');
  eq(S(rows.filter((r) => /KANTON BASEL-STADT/.test(r.text)).map((r) => r.cr)), V.bx['3100'].q[3], 'PostFinance canton = bexio 3100 Q4');
  eq(S(rows.filter((r) => /STIFTUNG/.test(r.text)).map((r) => r.cr)), V.fundRoll.alloc[0], 'PostFinance foundation = fund allocation');
  // Revisionsbericht
  const rev = await docxText(doc('brueckenschlag', 4));
  V.rev = rev.join('\n');
  const revNum = (re) => chfNum(V.rev.match(re)[1]);
  eq(revNum(/Bilanzsumme von CHF ([\d’.–]+\d|[\d’.]+–)/), V.bil['Total Aktiven'].cur, 'Revisionsbericht Bilanzsumme');
  eq(-revNum(/Jahresverlust von CHF ([\d’.]+\d)/), V.er['Jahresergebnis'].cur, 'Revisionsbericht Jahresverlust');
  eq(revNum(/Organisationskapital beträgt per 31\. Dezember 2025 CHF ([\d’.]+\d)/), V.bil['Total Organisationskapital'].cur, 'Revisionsbericht Organisationskapital');
  // receipt (a photo: checked against its rendering data and the statement)
  V.rc = receiptCh();
  eq(S(V.rc.lines.map((l) => l.t)), V.rc.total, 'Coop receipt lines sum');
  eq(S(V.rc.groups.map((g) => g.gross)), V.rc.total, 'Coop receipt VAT groups sum');
  const pfRc = rows.find((r) => r.text.includes(`VOM ${V.rc.date.split('-').reverse().join('.')}`));
  ok(pfRc && near(pfRc.dr, V.rc.total) && pfRc.valuta === V.rc.date, 'Coop receipt is on PostFinance');
  return V;
}

// ------------------------------------------------------------------ Bologna
async function readPortico() {
  const V = {};
  const pages = await pdfLines(doc('portico', 0));
  ok(pages.length === 2, 'Rendiconto has 2 pages');
  V.rend = {};
  const num = /^(-?\d{1,3}(?:\.\d{3})*,\d{2}|-)$/;
  const st = { L: { sec: null }, R: { sec: null } };
  for (const lines of pages) {
    for (const l of lines) {
      for (const [half, lo, hi, numX] of [['L', 0, 421, 290], ['R', 421, 900, 690]]) {
        const its = l.items.filter((it) => it.x >= lo && it.x < hi);
        if (!its.length) continue;
        const lab = joinItems(its.filter((it) => it.x < numX));
        const nums = its.filter((it) => it.x >= numX && num.test(it.s.trim())).map((it) => eurNum(it.s.trim()));
        const side = half === 'L' ? 'U' : 'E';
        let m;
        if ((m = lab.match(/^([A-E])\) (Uscite|Entrate)/))) { st[half].sec = m[1]; continue; }
        if (/^(Uscite da investimenti|Entrate da disinvestimenti)/.test(lab)) { st[half].sec = 'I'; continue; }
        if (nums.length !== 2) continue;
        const put = (k) => { V.rend[k] = { cur: nums[0], prev: nums[1] }; };
        if ((m = lab.match(/^(\d+)\) /))) put(`${side}.${st[half].sec}.${m[1]}`);
        else if (lab === 'Totale') put(`${side}.${st[half].sec}.tot`);
        else if (/^Avanzo\/disavanzo attività di interesse generale/.test(lab)) put('A.avanzo');
        else if (/^Avanzo\/disavanzo attività diverse/.test(lab)) put('B.avanzo');
        else if (/^Avanzo\/disavanzo attività di raccolta fondi/.test(lab)) put('C.avanzo');
        else if (/^Avanzo\/disavanzo attività finanziarie/.test(lab)) put('D.avanzo');
        else if (lab === 'Totale uscite della gestione') put('U.tot');
        else if (lab === 'Totale entrate della gestione') put('E.tot');
        else if (/prima delle imposte/.test(lab)) put('ante_imposte');
        else if (lab === 'Imposte') put('imposte');
        else if (/prima di investimenti/.test(lab)) put('ante_inv');
        else if (/^Avanzo\/disavanzo da entrate e uscite per investimenti/.test(lab)) put('inv_avanzo');
        else if (/complessivo/.test(lab)) put('complessivo');
        else if (lab === 'Cassa') put('cassa');
        else if (lab === 'Depositi bancari e postali') put('banca');
        else fail(`Rendiconto: unknown line "${lab}"`);
      }
    }
  }
  V.rend.cassa_banca = { cur: Math.round((V.rend.cassa.cur + V.rend.banca.cur) * 100) / 100, prev: Math.round((V.rend.cassa.prev + V.rend.banca.prev) * 100) / 100 };
  const R = V.rend;
  for (const y of ['cur', 'prev']) {
    let tu = 0, te = 0;
    for (const sec of 'ABCDE') {
      for (const side of 'UE') {
        const items = Object.keys(R).filter((k) => new RegExp(`^${side}\\.${sec}\\.\\d+$`).test(k));
        eq(S(items.map((k) => R[k][y])), R[`${side}.${sec}.tot`][y], `Modello D ${side}.${sec} ${y}`);
      }
      tu += R[`U.${sec}.tot`][y]; te += R[`E.${sec}.tot`][y];
      if (sec !== 'E') eq(R[`E.${sec}.tot`][y] - R[`U.${sec}.tot`][y], R[`${sec}.avanzo`][y], `Modello D avanzo ${sec} ${y}`);
    }
    eq(tu, R['U.tot'][y], `Modello D totale uscite ${y}`); eq(te, R['E.tot'][y], `Modello D totale entrate ${y}`);
    eq(te - tu, R.ante_imposte[y], `Modello D ante imposte ${y}`);
    eq(R.ante_imposte[y] - R.imposte[y], R.ante_inv[y], `Modello D ante investimenti ${y}`);
    eq(R['E.I.tot'][y] - R['U.I.tot'][y], R.inv_avanzo[y], `Modello D investimenti ${y}`);
    eq(R.ante_inv[y] + R.inv_avanzo[y], R.complessivo[y], `Modello D complessivo ${y}`);
  }
  eq(R.cassa_banca.cur - R.cassa_banca.prev, R.complessivo.cur, 'Modello D: change in cash and bank = avanzo complessivo');

  // preventivo vs consuntivo
  const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(doc('portico', 1));
  const s1 = wb.getWorksheet('Prev-Cons 2025'), s2 = wb.getWorksheet('Preventivo 2026');
  V.pvc = {}; V.pvcU = {}; V.pvcTot = { E: {}, U: {}, R: {} };
  let cur = null;
  s1.eachRow((row, r) => {
    if (r < 5) return;
    const a = cellVal(row.getCell(1));
    if (a === 'ENTRATE') { cur = V.pvc; return; }
    if (a === 'USCITE') { cur = V.pvcU; return; }
    if (!a || typeof a !== 'string' || /^Il consuntivo/.test(a)) return;
    const b = cellVal(row.getCell(2)), c = cellVal(row.getCell(3)), d = cellVal(row.getCell(4)), e = cellVal(row.getCell(5));
    if (a === 'TOTALE ENTRATE' || a === 'TOTALE USCITE') Object.assign(V.pvcTot[a === 'TOTALE ENTRATE' ? 'E' : 'U'], { p25: b, cons: c, sc: d, pct: e });
    else if (a === 'AVANZO / DISAVANZO') Object.assign(V.pvcTot.R, { p25: b, cons: c });
    else { cur[a] = { p25: b, cons: c, sc: d ?? 0, pct: e === 'n.d.' ? null : e }; const n = cellVal(row.getCell(6)); if (n) cur[a].nota = n; }
  });
  cur = null;
  s2.eachRow((row, r) => {
    if (r < 5) return;
    const a = cellVal(row.getCell(1));
    if (a === 'ENTRATE') { cur = V.pvc; return; }
    if (a === 'USCITE') { cur = V.pvcU; return; }
    if (!a) return;
    const b = cellVal(row.getCell(2)), c = cellVal(row.getCell(3));
    if (a === 'TOTALE ENTRATE') { V.pvcTot.E.p26 = b; eq(c, V.pvcTot.E.cons, 'Preventivo 2026 sheet: consuntivo entrate'); }
    else if (a === 'TOTALE USCITE') { V.pvcTot.U.p26 = b; eq(c, V.pvcTot.U.cons, 'Preventivo 2026 sheet: consuntivo uscite'); }
    else if (/^DISAVANZO PREVISTO/.test(a)) V.pvcTot.R.p26 = b;
    else {
      if (!cur[a]) cur[a] = { p25: 0, cons: c, sc: 0, pct: null };
      else eq(c, cur[a].cons, `Preventivo 2026 sheet: consuntivo ${a}`);
      cur[a].p26 = b;
      const n = cellVal(row.getCell(4)); if (n) cur[a].nota = n;
    }
  });
  for (const [rows, src, T] of [[PVC_E, V.pvc, V.pvcTot.E], [PVC_U, V.pvcU, V.pvcTot.U]]) {
    for (const [voce, keys] of rows) {
      eq(S(keys.map((k) => R[k].cur)), src[voce].cons, `consuntivo ${voce} = rendiconto`);
      eq(src[voce].cons - src[voce].p25, src[voce].sc, `scostamento ${voce}`);
    }
    for (const k of ['p25', 'cons', 'p26']) eq(S(rows.map((x) => src[x[0]][k])), T[k], `preventivo totals ${k}`);
  }
  eq(V.pvcTot.E.cons, R['E.tot'].cur, 'consuntivo entrate = totale entrate della gestione');
  eq(V.pvcTot.E.cons - V.pvcTot.U.cons, R.complessivo.cur, 'consuntivo result = avanzo complessivo');

  // prima nota
  const wb3 = new ExcelJS.Workbook(); await wb3.xlsx.readFile(doc('portico', 2));
  const s3 = wb3.worksheets[0];
  const rows = []; let open, close, monthE = 0, monthU = 0; const totals = [];
  s3.eachRow((row, r) => {
    if (r < 4) return;
    const a = row.getCell(1).value, c = cellVal(row.getCell(3));
    const e = cellVal(row.getCell(5)) || 0, u = cellVal(row.getCell(6)) || 0, g = cellVal(row.getCell(7));
    if (a instanceof Date) { rows.push({ date: iso(a), n: cellVal(row.getCell(2)), desc: c, voce: cellVal(row.getCell(4)), e, u, saldo: g }); monthE += e; monthU += u; }
    else if (/^Saldo iniziale/.test(c || '')) open = g;
    else if (/^Saldo di cassa al 31\/12/.test(c || '')) close = g;
    else if (/^Totale (?!anno)/.test(c || '')) { eq(e, Math.round(monthE * 100) / 100, `prima nota ${c} entrate`); eq(u, Math.round(monthU * 100) / 100, `prima nota ${c} uscite`); totals.push(c); monthE = 0; monthU = 0; }
    else if (/^Totale anno/.test(c || '')) { eq(e, S(rows.map((x) => x.e)), 'prima nota year entrate'); eq(u, S(rows.map((x) => x.u)), 'prima nota year uscite'); }
  });
  ok(totals.length === 12, 'prima nota has twelve month totals');
  let sal = open;
  for (const x of rows) { sal = Math.round((sal + x.e - x.u) * 100) / 100; eq(sal, x.saldo, `prima nota saldo ${x.date} ${x.n}`); }
  V.pn = { open, close, rows };
  eq(open, R.cassa.prev, 'prima nota opening = rendiconto cassa 2024');
  eq(close, R.cassa.cur, 'prima nota closing = rendiconto cassa 2025');

  // Intesa
  const raw = fs.readFileSync(doc('portico', 3), 'utf8');
  const L = raw.split(/\r\n/);
  const h = L.findIndex((l) => l.startsWith('Data contabile;'));
  const end = L.findIndex((l, i) => i > h && !l.trim());
  const recs = parseCsv(L.slice(h, end).join('\n'), { delimiter: ';', columns: true });
  const bRows = recs.reverse().map((r) => ({ dc: dmyIso(r['Data contabile'], '/'), dv: dmyIso(r['Data valuta'], '/'), op: r.Descrizione, cr: r.Accrediti ? eurNum(r.Accrediti) : 0, dr: r.Addebiti ? eurNum(r.Addebiti) : 0, ext: r['Descrizione estesa'] }));
  const bOpen = eurNum(L.find((l) => l.startsWith('Saldo contabile iniziale')).split(';')[1]);
  const bClose = eurNum(L.find((l) => l.startsWith('Saldo contabile finale')).split(';')[1]);
  eq(bOpen + S(bRows.map((x) => x.cr - x.dr)), bClose, 'Intesa opening + movements = closing');
  V.bank = { open: bOpen, close: bClose, rows: bRows };
  eq(bClose, R.banca.cur, 'Intesa closing = rendiconto depositi bancari');
  // cash moved between the bank and the cash book in Q4 appears in both
  const q4 = rows.filter((x) => x.date >= '2025-10-01');
  const wd = q4.filter((x) => /^Prelievo/.test(x.desc)).map((x) => `${x.date} ${x.e}`).sort();
  const wdB = bRows.filter((x) => /PRELIEVO/.test(x.ext)).map((x) => `${x.dc} ${x.dr}`).sort();
  ok(JSON.stringify(wd) === JSON.stringify(wdB), `withdrawals tie: ${wd} / ${wdB}`);
  const dep = q4.filter((x) => /^Versamento/.test(x.desc)).map((x) => `${x.date} ${x.u}`).sort();
  const depB = bRows.filter((x) => /VERSAMENTO CONTANTI/.test(x.ext)).map((x) => `${x.dc} ${x.cr}`).sort();
  ok(JSON.stringify(dep) === JSON.stringify(depB), `deposits tie: ${dep} / ${depB}`);
  eq(S(bRows.filter((x) => /5 PER MILLE/.test(x.ext)).map((x) => x.cr)), R['E.A.5'].cur, '5 per mille credit = rendiconto A5');
  eq(S(bRows.filter((x) => /INTERESSI CREDITORI/.test(x.ext)).map((x) => x.cr)), R['E.D.1'].cur, 'interest = rendiconto D1');

  // verbale
  const vt = await docxText(doc('portico', 4));
  V.verb = vt.join('\n');
  const vnum = (re) => eurNum(V.verb.match(re)[1]);
  eq(-vnum(/disavanzo complessivo di € ([\d.]+,\d{2})/), R.complessivo.cur, 'verbale disavanzo = rendiconto');
  eq(vnum(/ammontano a € ([\d.]+,\d{2})/), R.cassa_banca.cur, 'verbale liquidity = rendiconto');
  eq(vnum(/prevede entrate per € ([\d.]+,\d{2})/), V.pvcTot.E.p26, 'verbale preventivo entrate');
  eq(vnum(/e uscite per € ([\d.]+,\d{2})/), V.pvcTot.U.p26, 'verbale preventivo uscite');
  eq(vnum(/stanziata la somma di € ([\d.]+,\d{2})/), V.pvcU['Nuovo doposcuola San Donato'].p26, 'verbale San Donato = preventivo 2026');
  // scontrino
  V.rc = receiptIt();
  eq(S(V.rc.lines.map((l) => l.t)), V.rc.total, 'scontrino lines sum');
  eq(S(V.rc.groups.map((g) => g.gross)), V.rc.total, 'scontrino IVA groups');
  const pnRc = rows.find((x) => x.date === V.rc.date && /scontrino/.test(x.desc));
  ok(pnRc && near(pnRc.u, V.rc.total), 'scontrino is in the prima nota');
  return V;
}

// ------------------------------------------------------------------ compare with data.mjs's view
function compare(a, b, where) {
  if (/\.(rev|verb)$/.test(where)) { const paras = new Set(String(b).split('\n').map((x) => x.replace(/\s+/g, ' ').trim())); for (const line of a.split('\n')) ok(paras.has(line.replace(/\s+/g, ' ').trim()), `${where}: paragraph missing: ${line.slice(0, 60)}`); return; }
  if (typeof a === 'number' || typeof b === 'number') { if (!(a === null && b === null)) ok(near(a, b, 0.006) || (Number.isNaN(a) && Number.isNaN(b)), `${where}: file ${b} vs data ${a}`); return; }
  if (a === null || a === undefined || b === null || b === undefined) { ok((a ?? null) === (b ?? null) || (a === '' && b === null), `${where}: file ${b} vs data ${a}`); return; }
  if (typeof a === 'string') { ok(a.replace(/\s+/g, ' ').trim() === String(b).replace(/\s+/g, ' ').trim(), `${where}: text differs`); return; }
  if (Array.isArray(a)) { ok(Array.isArray(b) && a.length === b.length, `${where}: length ${b?.length} vs ${a.length}`); a.forEach((x, i) => compare(x, b?.[i], `${where}[${i}]`)); return; }
  for (const k of Object.keys(a)) { if (a[k] === '' && b[k] === undefined) continue; compare(a[k], b[k], `${where}.${k}`); }
  for (const k of Object.keys(b)) ok(k in a, `${where}: unexpected ${k} in file`);
}

const V = { bs: await readBasel(), it: await readPortico() };
const D = dataView();
compare(D.bs, V.bs, 'brueckenschlag');
compare(D.it, V.it, 'portico');

// ------------------------------------------------------------------ answers recomputed from the files
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const fromFiles = buildCases(V);
ok(cases.length === 100 && fromFiles.length === 100, '100 cases');
for (const org of Object.keys(DOCS)) {
  const n = cases.filter((c) => c.org === org);
  ok(n.length === 50, `${org}: 50 cases`);
  ok(n.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 5 notfound`);
  const docs = DOCS[org].map((d) => `${org}/${d}`);
  for (const c of n) ok(JSON.stringify(c.documents) === JSON.stringify(docs), `${c.id}: lists every document`);
  for (const d of DOCS[org]) ok(fs.existsSync(path.join(SET, 'documents', org, d)), `${org}/${d} exists`);
}
for (const [i, c] of cases.entries()) {
  ok(c.id === fromFiles[i].id && JSON.stringify(c.answer) === JSON.stringify(fromFiles[i].answer), `${c.id}: answer from the files ${JSON.stringify(fromFiles[i].answer)} vs ${JSON.stringify(c.answer)}`);
  ok(/^(brueckenschlag|portico)-\d{3}$/.test(c.id), `${c.id}: id`);
}

// ------------------------------------------------------------------ the scorer on ideal and wrong replies
const scorer = '/work/shared/evals/agent/score.mjs';
if (fs.existsSync(scorer)) {
  const run = (f) => execFileSync('node', [scorer, path.join(SET, 'cases.jsonl'), path.join(SET, f)], { encoding: 'utf8' });
  const good = run('expected-answers.jsonl'), bad = run('wrong-answers.jsonl');
  ok(/accuracy 100% \(100\/100\)/.test(good), `expected answers score 100%: ${good.split('\n').find((l) => l.startsWith('accuracy'))}`);
  ok(/accuracy 0% \(0\/100\)/.test(bad), `wrong answers score 0%: ${bad.split('\n').find((l) => l.startsWith('accuracy'))}`);
} else console.log('(scorer not found; skipped)');

console.log(`${checks} checks, ${failures} failed`);
process.exit(failures ? 1 : 0);
