// Re-reads every generated file of set AT with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic and
// the ties between them, recomputes every case's answer from what was read (each case's `from`), and checks that
// the not-found subjects are absent. Nothing here reads data.mjs's figures.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, itNum, zaNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-at');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.5) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(abs, 1e-6 * Math.abs(b));
const sum = (a) => a.reduce((s, x) => s + x, 0);
const str = (c) => String(c ?? '').trim();

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const text = (rows) => rows.map((r) => r.map(str).join(' | ')).join('\n');

// ---------------------------------------------------------------- the generic reader API the cases' `from` functions use
function api(org) {
  const num = org === 'portici' ? itNum : zaNum;
  const docs = R[org];
  const start = (rows, after) => {
    let s = 0;
    for (const m of [].concat(after || [])) {
      const i = rows.findIndex((r, k) => k >= s && r.some((c) => str(c) === m));
      if (i < 0) throw new Error(`marker "${m}" not found`);
      s = i + 1;
    }
    return s;
  };
  const rowOf = (d, label, after, o = {}) => {
    const rows = docs[d];
    for (let i = start(rows, after); i < rows.length; i++) {
      const cells = rows[i].map(str);
      const js = cells.map((c, j) => (c === label || (o.prefix && c.startsWith(label)) ? j : -1)).filter((j) => j >= 0);
      if (js.length) return { cells, raw: rows[i], i, j: o.last ? js[js.length - 1] : js[0] };
    }
    throw new Error(`row "${label}" not found in document ${d}${after ? ` after ${after}` : ''}`);
  };
  const numsAfter = (h) => {
    const out = [];
    for (let k = h.j + 1; k < h.raw.length; k++) {
      const c = h.raw[k];
      if (str(c) === '') continue;
      const v = num(c);
      if (v === null || v === undefined) break;
      out.push({ v, s: str(c) });
    }
    // a note reference ("3", "10") before the two year columns of the South African statements
    if (org === 'thekwini' && out.length === 3 && /^\d{1,2}$/.test(out[0].s)) out.shift();
    return out.map((x) => x.v);
  };
  const flat = (d) => text(docs[d]).replace(/\s*\n\s*/g, ' ').replace(/\s+/g, ' ');
  const leaf = org === 'portici' ? /^\d\d\.\d\d\.\d{3}$/ : /^\d{4}\/\d{3}$/;
  const tb = () => docs[1].filter((r) => leaf.test(str(r[0]))).map((r) => ({ code: str(r[0]), desc: str(r[1]), d: num(r[2]) || 0, a: num(r[3]) || 0, v: (num(r[2]) || 0) + (num(r[3]) || 0) }));
  const g = {
    num,
    n: (d, label, k, after, o) => { const x = numsAfter(rowOf(d, label, after, o)); if (x[k] === undefined) throw new Error(`row "${label}" has no number ${k}`); return x[k]; },
    nums: (d, label, after, o) => numsAfter(rowOf(d, label, after, o)),
    // the first all-number row after a label (a subtotal without a caption)
    after: (d, label, k, after) => {
      const h = rowOf(d, label, after);
      for (let i = h.i + 1; i < docs[d].length; i++) {
        const cells = docs[d][i].map(str).filter((c) => c !== '');
        if (cells.length && cells.every((c) => num(c) !== null)) {
          const v = cells.map(num);
          if (org === 'thekwini' && v.length === 3 && /^\d{1,2}$/.test(cells[0])) v.shift();
          if (v[k] === undefined) throw new Error('no number');
          return v[k];
        }
      }
      throw new Error(`no subtotal after "${label}"`);
    },
    text: (d) => text(docs[d]),
    find: (d, re) => { const m = flat(d).match(re); if (!m) throw new Error(`pattern ${re} not found in document ${d}`); return m[1].trim(); },
    rowsAfter: (d, label) => { const h = rowOf(d, label); return docs[d].slice(h.i + 1).map((r) => r.map(str)); },
    sheet: (d, name) => { const rows = docs[d]; const i0 = rows.findIndex((r) => r[0] === `[sheet ${name}]`); if (i0 < 0) throw new Error(`no sheet ${name}`); const i1 = rows.findIndex((r, i) => i > i0 && String(r[0]).startsWith('[sheet ')); return rows.slice(i0 + 1, i1 < 0 ? undefined : i1); },
    xrow: (d, label, after) => { const rows = docs[d]; for (let i = start(rows, after); i < rows.length; i++) if (str(rows[i][0]) === label) return rows[i]; throw new Error(`xlsx row "${label}" not found`); },
    xn: (d, label, col, after) => { const v = num(g.xrow(d, label, after)[col]); if (v === null) throw new Error(`xlsx "${label}" col ${col} not a number`); return v; },
    block: (d, header) => { const rows = docs[d]; const i = rows.findIndex((r) => str(r[0]) === header); const out = []; for (let k = i + 1; k < rows.length && !/^Total/.test(str(rows[k][0])); k++) if (typeof rows[k][1] === 'number') out.push(rows[k]); return out; },
    tb,
    acct: (code) => { const a = tb().find((x) => x.code === code); if (!a) throw new Error(`account ${code}`); return a.v; },
    acctBy: (re) => { const a = tb().filter((x) => re.test(x.desc)); if (!a.length) throw new Error(`no account ${re}`); return a.map((x) => x.v); },
    codeOf: (re) => { const a = tb().find((x) => re.test(x.desc)); if (!a) throw new Error(`no account ${re}`); return a.code; },
    leaves: (re) => tb().filter((x) => re.test(x.code)),
    bank: () => (org === 'portici'
      ? docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(str(r[0])) && r.length >= 5).map((r) => ({ dc: str(r[0]), dv: str(r[1]), desc: str(r[2]), dare: itNum(r[3]) || 0, avere: itNum(r[4]) || 0 }))
      : docs[3].filter((r) => /^\d{4}\/\d\d\/\d\d$/.test(str(r[0]))).map((r) => ({ d: str(r[0]), amt: Number(r[1]), bal: Number(r[2]), desc: str(r[3]) }))),
    bankInfo: (label) => { const r = docs[3].find((x) => str(x[0]) === label); if (!r) throw new Error(`bank header ${label}`); return str(r[1]); },
    ocrText: (d) => text(docs[d]),
    ocr: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`OCR pattern ${re} not found`); return org === 'portici' ? m[1].replace(/(\d)[:;.](\d\d)$/, '$1,$2') : m[1]; },
    receiptPieces: () => {
      const L = docs[5].map((r) => str(r[0]));
      let pieces = 0;
      L.forEach((l, i) => { if (/22%\s+\d+[,.:;]\d\d\)?$/.test(l)) { const q = (L[i + 1] || '').match(/^(\d+)\s*[.:°]?\s*PZ/i); pieces += q ? Number(q[1]) : 1; } });
      return pieces;
    },
    disExpenses: () => {
      const rows = docs[0];
      const i0 = start(rows, ['Statement of Financial Position as at 31 March 2026', 'Detailed Income Statement', 'Operating expenses']);
      const out = [];
      for (let i = i0; i < rows.length; i++) {
        const c = rows[i].map(str).filter((x) => x !== '');
        if (c.every((x) => zaNum(x) !== null)) break; // the subtotal
        if (c.length === 3 && zaNum(c[0]) === null && zaNum(c[1]) !== null && zaNum(c[2]) !== null) out.push({ label: c[0], v: -zaNum(c[1]), v1: -zaNum(c[2]) });
      }
      return out;
    },
  };
  return g;
}
const G = { portici: api('portici'), thekwini: api('thekwini') };

// ---------------------------------------------------------------- portici: the documents' own arithmetic and ties
{
  const g = G.portici;
  const AREA = {
    A: ['A) Costi e oneri da attività di interesse generale', 11, 11, 'Avanzo/disavanzo attività di interesse generale (+/-)'],
    B: ['B) Costi e oneri da attività diverse', 9, 7, 'Avanzo/disavanzo attività diverse (+/-)'],
    C: ['C) Costi e oneri da attività di raccolta fondi', 3, 3, 'Avanzo/disavanzo attività di raccolta fondi (+/-)'],
    D: ['D) Costi e oneri da attività finanziarie e patrimoniali', 6, 5, 'Avanzo/disavanzo attività finanziarie e patrimoniali (+/-)'],
    E: ['E) Costi e oneri di supporto generale', 10, 2, null],
  };
  // each area's lines: the rows between its title and its Totale, left and right halves
  const rows0 = R.portici[0];
  const areaLines = (a) => {
    const i0 = rows0.findIndex((r) => str(r[0]) === AREA[a][0]);
    const i1 = rows0.findIndex((r, i) => i > i0 && str(r[0]) === 'Totale');
    const L = [], Rr = [];
    for (let i = i0 + 1; i < i1; i++) {
      const c = rows0[i].map(str);
      const labels = c.map((x, j) => (/^\d+( bis)?\) /.test(x) ? j : -1)).filter((j) => j >= 0);
      for (const j of labels) { const v = [itNum(c[j + 1]), itNum(c[j + 2])]; if (v.every((x) => x !== null)) (j === labels[0] && labels.length === 2 ? L : j === 0 ? L : Rr).push({ label: c[j], v }); }
    }
    return { L, R: Rr, tot: [0, 1].map((k) => g.n(0, 'Totale', k, AREA[a][0])), totR: [0, 1].map((k) => g.n(0, 'Totale', k, AREA[a][0], { last: true })) };
  };
  const res = {}, totC = [0, 0], totR = [0, 0];
  for (const a of Object.keys(AREA)) {
    const x = areaLines(a);
    ok(x.L.length === AREA[a][1] && x.R.length === AREA[a][2], `RG ${a}: ${x.L.length} cost and ${x.R.length} revenue lines read`);
    for (const k of [0, 1]) {
      ok(near(sum(x.L.map((l) => l.v[k])), x.tot[k]), `RG ${a} costs add up (${k})`);
      ok(near(sum(x.R.map((l) => l.v[k])), x.totR[k]), `RG ${a} revenues add up (${k})`);
      totC[k] += x.tot[k]; totR[k] += x.totR[k];
      if (AREA[a][3]) ok(near(x.totR[k] - x.tot[k], g.n(0, AREA[a][3], k)), `RG ${a} result (${k})`);
    }
    res[a] = x;
  }
  for (const k of [0, 1]) {
    ok(near(totC[k], g.n(0, 'Totale oneri e costi', k)), `RG total costs (${k})`);
    ok(near(totR[k], g.n(0, 'Totale proventi e ricavi', k)), `RG total revenues (${k})`);
    const pre = g.n(0, "Avanzo/disavanzo d'esercizio prima delle imposte (+/-)", k);
    ok(near(totR[k] - totC[k], pre), `RG result before taxes (${k})`);
    ok(near(pre - g.n(0, 'Imposte', k), g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", k)), `RG result after taxes (${k})`);
    ok(near(g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", k), g.n(0, "IV - Avanzo/disavanzo d'esercizio", k)), `RG result = SP IV (${k})`);
  }
  // stato patrimoniale
  const SPn = (label, k, after) => g.n(0, label, k, after);
  for (const k of [0, 1]) {
    const immI = SPn('4) concessioni, licenze, marchi e diritti simili', k) + SPn('7) altre', k);
    ok(near(immI, SPn('Totale', k, 'I - Immobilizzazioni immateriali:')), `SP B.I (${k})`);
    const immII = SPn('3) attrezzature', k) + SPn('4) altri beni', k);
    ok(near(immII, SPn('Totale', k, 'II - Immobilizzazioni materiali:')), `SP B.II (${k})`);
    const immIII = SPn('d) verso altri', k);
    ok(near(immIII, SPn('Totale', k, '2) crediti:')), `SP B.III (${k})`);
    ok(near(immI + immII + immIII, SPn('Totale immobilizzazioni', k)), `SP B (${k})`);
    const cred = ['3) verso enti pubblici', '4) verso soggetti privati per contributi', '9) crediti tributari', '12) verso altri'].reduce((s, l) => s + SPn(l, k), 0);
    ok(near(cred, SPn('Totale', k, "II - Crediti, con separata indicazione, per ciascuna voce, degli")), `SP C.II (${k})`);
    const liq = SPn('1) depositi bancari e postali', k) + SPn('3) danaro e valori in cassa', k);
    ok(near(liq, SPn('Totale', k, 'IV - Disponibilità liquide:')), `SP C.IV (${k})`);
    ok(near(cred + liq, SPn('Totale attivo circolante', k)), `SP C (${k})`);
    ok(near(SPn('Totale immobilizzazioni', k) + SPn('Totale attivo circolante', k) + SPn('D) Ratei e risconti attivi', k), SPn('TOTALE ATTIVO', k)), `SP attivo (${k})`);
    const pn = ["I - Fondo di dotazione dell'ente", '2) Riserve vincolate per decisione degli organi istituzionali', '1) Riserve di utili o avanzi di gestione', "IV - Avanzo/disavanzo d'esercizio"].reduce((s, l) => s + SPn(l, k), 0);
    ok(near(pn, SPn('Totale', k, 'PASSIVO')), `SP patrimonio netto (${k})`);
    const deb = ['7) debiti verso fornitori', '9) debiti tributari', '10) debiti verso istituti di previdenza e di sicurezza sociale', '11) debiti verso dipendenti e collaboratori', '12) altri debiti'].reduce((s, l) => s + SPn(l, k), 0);
    ok(near(deb, SPn('Totale', k, '12) altri debiti')), `SP debiti (${k})`);
    ok(near(pn + SPn('C) Trattamento di fine rapporto di lavoro subordinato', k) + deb + SPn('E) Ratei e risconti passivi', k), SPn('TOTALE PASSIVO', k)), `SP passivo (${k})`);
    ok(near(SPn('TOTALE ATTIVO', k), SPn('TOTALE PASSIVO', k)), `SP balances (${k})`);
  }
  // relazione di missione
  const fixed = [['Licenze software', '4) concessioni, licenze, marchi e diritti simili'], ['Migliorie su beni di terzi', '7) altre'], ['Attrezzature', '3) attrezzature'], ['Altri beni', '4) altri beni']];
  for (const [l, sp] of fixed) {
    const [c, f, a, m, nv] = g.nums(0, l);
    ok(near(c - f + a - m, nv) && near(nv, SPn(sp, 0)) && near(c - f, SPn(sp, 1)), `immobilizzazioni roll and tie: ${l}`);
  }
  ok(near(sum(fixed.map(([l]) => g.nums(0, l)[3])), g.n(0, '5) Ammortamenti', 0, 'A) Costi e oneri da attività di interesse generale') + g.n(0, '5) Ammortamenti', 0, 'E) Costi e oneri di supporto generale')), 'ammortamenti in the table = RG A5 + E5');
  ok(near(g.n(0, 'Riserve di utili o avanzi di gestione', 0) + g.n(0, 'Riserve di utili o avanzi di gestione', 1) + g.n(0, 'Riserve di utili o avanzi di gestione', 2), g.n(0, 'Riserve di utili o avanzi di gestione', 3)), 'PN movement: riserve di utili');
  ok(near(g.n(0, 'Totale patrimonio netto', 0) + g.n(0, 'Totale patrimonio netto', 2), g.n(0, 'Totale patrimonio netto', 3)) && near(g.n(0, 'Totale patrimonio netto', 3), SPn('Totale', 0, 'PASSIVO')) && near(g.n(0, 'Totale patrimonio netto', 0), SPn('Totale', 1, 'PASSIVO')), 'PN movement rolls and ends at the SP');
  ok(near(g.n(0, 'Campagna "Adotta un banco" (abituale)', 0), g.n(0, '1) Proventi da raccolte fondi abituali', 0)) && near(g.n(0, 'Cena sociale di Natale del 13/12/2025 (occasionale)', 1), g.n(0, '2) Oneri per raccolte fondi occasionali', 0)), 'raccolte fondi table = RG C');
  ok(near(g.n(0, 'Totale', 2, 'Raccolta'), g.n(0, 'Avanzo/disavanzo attività di raccolta fondi (+/-)', 0)), 'raccolte fondi result = RG');
  // bilancio di verifica
  const tb = g.tb();
  const dare = sum(tb.map((a) => a.d)), avere = sum(tb.map((a) => a.a));
  ok(near(dare, avere, 0.005), `bilancio di verifica quadra: ${dare.toFixed(2)} / ${avere.toFixed(2)}`);
  const tr = R.portici[1].find((r) => str(r[1]) === 'TOTALE GENERALE');
  ok(near(itNum(tr[2]), dare, 0.005) && near(itNum(tr[3]), avere, 0.005), 'TOTALE GENERALE row');
  const L2 = (re) => sum(tb.filter((a) => re.test(a.code)).map((a) => a.v));
  // group rows (xx.xx) equal their leaves
  for (const r of R.portici[1].filter((x) => /^\d\d\.\d\d$/.test(str(x[0])))) ok(near((itNum(r[2]) || 0) + (itNum(r[3]) || 0), L2(new RegExp(`^${str(r[0]).replace('.', '\\.')}\\.`)), 0.005), `TB group ${str(r[0])} = its accounts`);
  // ledger mastri to Modello B lines
  const mb = [['60.01', '1) Materie prime, sussidiarie, di consumo e di merci', 'A) Costi e oneri da attività di interesse generale'], ['60.02', '2) Servizi', 'A) Costi e oneri da attività di interesse generale'], ['60.03', '3) Godimento beni di terzi', 'A) Costi e oneri da attività di interesse generale'], ['60.04', '4) Personale', 'A) Costi e oneri da attività di interesse generale'], ['60.05', '5) Ammortamenti', 'A) Costi e oneri da attività di interesse generale'], ['60.07', '7) Oneri diversi di gestione', 'A) Costi e oneri da attività di interesse generale'], ['64.02', '2) Servizi', 'E) Costi e oneri di supporto generale'], ['64.04', '4) Personale', 'E) Costi e oneri di supporto generale'], ['70.03', '3) Ricavi per prestazioni e cessioni ad associati e fondatori'], ['70.04', '4) Erogazioni liberali'], ['70.06', '6) Contributi da soggetti privati'], ['70.08', '8) Contributi da enti pubblici'], ['71.03', '3) Ricavi per prestazioni e cessioni a terzi', 'B) Costi e oneri da attività diverse']];
  for (const [m, l, after] of mb) ok(near(L2(new RegExp(`^${m.replace('.', '\\.')}\\.`)), g.n(0, l, 0, after)), `TB ${m} = rendiconto "${l}"`);
  const costs = L2(/^6\d\./), revs = L2(/^7\d\./);
  ok(near(costs, g.n(0, 'Totale oneri e costi', 0) + g.n(0, 'Imposte', 0)), 'TB costs = rendiconto costs + imposte');
  ok(near(revs, g.n(0, 'Totale proventi e ricavi', 0)), 'TB revenues = rendiconto');
  ok(near(revs - costs, g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", 0)) && near(itNum(R.portici[1].find((r) => /^AVANZO DI GESTIONE/.test(str(r[1])))[3]), revs - costs), 'TB avanzo = rendiconto avanzo');
  const acc = (re) => sum(g.acctBy(re));
  ok(near(acc(/^Attrezzature ciclofficina/) - acc(/^F\.do amm\.to attrezzature$/), SPn('3) attrezzature', 0)), 'TB attrezzature net = SP');
  ok(near(acc(/^(Mobili e arredi|Macchine d'ufficio|Cargo bike)/) - acc(/^F\.do amm\.to altri beni$/), SPn('4) altri beni', 0)), 'TB altri beni net = SP');
  ok(near(acc(/^(Intesa Sanpaolo|Conto BancoPosta|PayPal)/), SPn('1) depositi bancari e postali', 0)) && near(acc(/^Cassa contanti/), SPn('3) danaro e valori in cassa', 0)), 'TB liquidity = SP');
  ok(near(acc(/^Fondo TFR/), SPn('C) Trattamento di fine rapporto di lavoro subordinato', 0)), 'TB TFR = SP');
  ok(near(L2(/^32\./), SPn('Totale', 0, '12) altri debiti')), 'TB debiti = SP');
  ok(near(acc(/^Avanzi di gestione portati a nuovo/), SPn('1) Riserve di utili o avanzi di gestione', 0)), 'TB riserve = SP');
  // preventivo e consuntivo
  const P = g.sheet(2, 'Prev-Cons 2025 e Prev 2026');
  const lines = P.filter((r) => typeof r[1] === 'number' && /^ {4}\S/.test(String(r[0])));
  ok(lines.every((r) => near(r[3], r[2] - r[1], 0.001)), 'preventivo: scostamento = consuntivo - preventivo');
  ok(near(sum(lines.map((r) => r[2])), g.xn(2, 'TOTALE RICAVI, RENDITE E PROVENTI', 2) + g.xn(2, 'TOTALE COSTI E ONERI', 2)), 'preventivo: lines add to the totals');
  ok(near(g.xn(2, 'TOTALE RICAVI, RENDITE E PROVENTI', 2), g.n(0, 'Totale proventi e ricavi', 0)) && near(g.xn(2, 'TOTALE COSTI E ONERI', 2), g.n(0, 'Totale oneri e costi', 0)), 'consuntivo = rendiconto totals');
  ok(near(g.xn(2, "AVANZO/DISAVANZO D'ESERCIZIO", 2), g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", 0)), 'consuntivo avanzo = rendiconto');
  for (const a of ['A', 'B', 'C', 'D', 'E']) { const r = P.find((x) => str(x[0]) === `Totale costi ${a}`); ok(r && near(r[2], res[a].tot[0]), `consuntivo costi ${a} = rendiconto`); }
  for (const [lab, k] of [['Personale', '4) Personale'], ['Servizi', '2) Servizi']]) ok(near(g.xn(2, lab, 2, ["A) ATTIVITA' DI INTERESSE GENERALE", 'Costi e oneri']), g.n(0, k, 0, 'A) Costi e oneri da attività di interesse generale')), `consuntivo A ${lab} = rendiconto`);
  const PR = g.sheet(2, 'Costi per progetto 2025').filter((r) => typeof r[2] === 'number' && !/^Totale/.test(str(r[0])));
  ok(near(sum(PR.map((r) => r[2])), g.xn(2, 'Totale costi attività di interesse generale', 2)) && near(g.xn(2, 'Totale costi attività di interesse generale', 2), res.A.tot[0]), 'projects add to costs of area A');
  ok(near(sum(PR.map((r) => r[1])), g.xn(2, 'Totale costi A', 1)), 'project budgets add to budgeted costs of area A');
  // verbale: preventivo 2026 table = workbook
  const areaName = { A: 'A) Attività di interesse generale', B: 'B) Attività diverse', C: 'C) Raccolta fondi', D: 'D) Attività finanziarie e patrimoniali', E: 'E) Supporto generale' };
  for (const a of Object.keys(areaName)) {
    const [rv, cs, rs] = g.nums(4, areaName[a]);
    const rx = P.find((x) => str(x[0]) === `Totale ricavi ${a}`), cx = P.find((x) => str(x[0]) === `Totale costi ${a}`);
    ok(near(rv, rx ? rx[5] : 0) && near(cs, cx[5]) && near(rv - cs, rs), `verbale preventivo 2026 area ${a} = workbook`);
  }
  ok(near(g.n(4, 'Totale', 0) - g.n(4, 'Totale', 1) - g.n(4, 'Imposte', 0), g.n(4, 'Avanzo previsto 2026', 0)) && near(g.n(4, 'Avanzo previsto 2026', 0), g.xn(2, "AVANZO/DISAVANZO D'ESERCIZIO", 5)), 'verbale avanzo previsto = workbook');
  ok(near(g.num(g.find(4, /chiude con un avanzo di euro ([\d.]+)/)), g.n(0, "Avanzo/disavanzo d'esercizio (+/-)", 0)), 'verbale quotes the rendiconto avanzo');
  const vb = g.nums(4, "Bilancio d'esercizio 2025"), vp = g.nums(4, 'Bilancio preventivo 2026');
  const present = g.num(g.find(4, /presenti in proprio n\. (\d+)/)) + g.num(g.find(4, /per delega n\. (\d+)/));
  ok(sum(vb) === present && sum(vp) === present, 'votes add up to those present');
  ok(g.num(g.find(4, /su (\d+) soci aventi diritto/)) === g.num(g.find(0, /contava (\d+) soci/)), 'members entitled = members in the relazione');
  // Intesa
  const bk = g.bank();
  const open = itNum(g.bankInfo('Saldo contabile iniziale')), close = itNum(g.bankInfo('Saldo contabile finale'));
  ok(near(open + sum(bk.map((r) => r.avere)) - sum(bk.map((r) => r.dare)), close, 0.005), 'Intesa: opening + movements = closing');
  ok(near(close, g.acctBy(/^Intesa Sanpaolo/)[0], 0.005), 'Intesa closing = bilancio di verifica');
  ok(bk.every((r) => /\/(10|11|12)\/2025$/.test(r.dc)) && bk.every((r, i) => i === 0 || r.dc.split('/').reverse().join('') >= bk[i - 1].dc.split('/').reverse().join('')), 'Intesa: Q4 2025, in date order');
  ok(near(bk.find((r) => /5 PER MILLE/.test(r.desc)).avere, g.n(0, '5) Proventi del 5 per mille', 0)), '5 per mille received = rendiconto');
  ok(near(sum(bk.filter((r) => /GUSTO NAVILE CATERING/.test(r.desc)).map((r) => r.dare)), g.n(0, '2) Oneri per raccolte fondi occasionali', 0)), 'catering paid = oneri raccolta occasionale');
  ok(near(bk.find((r) => /CICLI SANTO STEFANO/.test(r.desc)).dare, g.nums(0, 'Attrezzature')[2]), 'attrezzature bought = acquisizioni in the relazione');
  ok(near(sum(bk.filter((r) => /IMMOBILIARE PRATELLO/.test(r.desc)).map((r) => r.dare)) * 4, sum(g.acctBy(/^Affitto sede Via del Pratello/))), 'three months of rent = a quarter of the year\'s rent');
  // scontrino (OCR)
  const o = g.ocrText(5);
  const items = [...o.matchAll(/^(.+?)\s+22%\s+(\d+)[,.:;](\d\d)\)?$/gm)].map((m) => Number(`${m[2]}.${m[3]}`));
  const tot = itNum(g.ocr(5, /TOTALE COMPLESSIVO\s+(\d+[,.:;]\d\d)/)), iva = itNum(g.ocr(5, /di cui IVA\s+(\d+[,.:;]\d\d)/));
  ok(items.length === 5 && near(sum(items), tot, 0.005), `scontrino: five lines add up to the total (OCR ${items.join(' + ')} = ${tot})`);
  ok(near(tot * 22 / 122, iva, 0.006), 'scontrino: IVA 22% included');
  ok(near(itNum(g.ocr(5, /Importo pagato\s+(\d+[,.:;]\d\d)/)), tot, 0.005), 'scontrino: amount paid = total');
  const sd = o.match(/(\d\d)-(\d\d)-(\d{4}) \d\d:\d\d/);
  ok(bk.some((r) => /FERRAMENTA LAME/.test(r.desc) && near(r.dare, tot, 0.005) && r.dv === `${sd[1]}/${sd[2]}/${sd[3]}`), 'scontrino paid by card from Intesa, valuta the receipt date');
}

// ---------------------------------------------------------------- thekwini: the documents' own arithmetic and ties
{
  const g = G.thekwini;
  const SFP = 'Statement of Financial Position as at 31 March 2026', SCI = [SFP, 'Statement of Comprehensive Income'], DIS = [SFP, 'Detailed Income Statement'], SCF = [SFP, 'Statement of Cash Flows'];
  const NOTES = [SFP, 'Notes to the Annual Financial Statements'];
  for (const k of [0, 1]) {
    const rev = g.n(0, 'Revenue', k, SCI), oi = g.n(0, 'Other income', k, SCI), opx = g.n(0, 'Operating expenses', k, SCI), os = g.n(0, 'Operating surplus (deficit)', k, SCI);
    ok(near(rev + oi + opx, os), `SCI operating surplus (${k})`);
    const sp = g.n(0, 'Surplus (deficit) for the year', k, SCI);
    ok(near(os + g.n(0, 'Investment revenue', k, SCI), sp), `SCI surplus (${k})`);
    ok(near(sp, g.n(0, 'Total comprehensive income (loss) for the year', k, SCI)), `SCI total comprehensive income (${k})`);
    // detailed income statement
    const exps = g.disExpenses();
    ok(exps.length === 27, `DIS: 27 expense lines read over the page break (${exps.length})`);
    ok(near(-sum(exps.map((x) => (k ? x.v1 : x.v))), g.after(0, 'Venue and pool hire', k, DIS)) && near(g.after(0, 'Venue and pool hire', k, DIS), opx), `DIS expenses add up to the SCI (${k})`);
    ok(near(['Grants received', 'Donations - individuals', 'Donations - corporate', 'Fundraising events'].reduce((s, l) => s + g.n(0, l, k, DIS), 0), g.after(0, 'Fundraising events', k, DIS)) && near(g.after(0, 'Fundraising events', k, DIS), rev), `DIS revenue = SCI (${k})`);
    ok(near(g.n(0, 'Venue hire', k, DIS) + g.n(0, 'Sundry income', k, DIS), oi), `DIS other income = SCI (${k})`);
    ok(near(g.n(0, 'Surplus (deficit) for the year', k, DIS), sp), `DIS surplus = SCI (${k})`);
    // statement of financial position
    const ca = g.after(0, 'Cash and cash equivalents', k, SFP);
    ok(near(g.n(0, 'Trade and other receivables', k, SFP) + g.n(0, 'Cash and cash equivalents', k, SFP), ca), `SFP current assets (${k})`);
    ok(near(g.n(0, 'Property, plant and equipment', k, SFP) + ca, g.n(0, 'Total Assets', k, SFP)), `SFP total assets (${k})`);
    const cl = g.after(0, 'Provisions', k, SFP);
    ok(near(['Trade and other payables', 'Deferred income', 'Provisions'].reduce((s, l) => s + g.n(0, l, k, SFP), 0), cl) && near(cl, g.n(0, 'Total Liabilities', k, SFP)), `SFP current liabilities (${k})`);
    ok(near(g.n(0, 'Accumulated surplus', k, SFP) + cl, g.n(0, 'Total Equity and Liabilities', k, SFP)) && near(g.n(0, 'Total Assets', k, SFP), g.n(0, 'Total Equity and Liabilities', k, SFP)), `SFP balances (${k})`);
    // notes
    ok(near(g.after(0, 'Fundraising events - Durban Bay Swim-a-thon', k, NOTES), rev), `note 3 = revenue (${k})`);
    ok(near(['Grants received'].reduce((s, l) => s + g.n(0, l, k, DIS), 0), sum(g.rowsAfter(0, 'Notes to the Annual Financial Statements').filter((r) => /^(Grants - |Other grants)/.test(r[0])).slice(0, 5).map((r) => zaNum(r.filter((c) => c !== '')[1 + k])))), `note 3 grants = DIS grants (${k})`);
    ok(near(['Grants receivable', 'Deposits', 'Prepayments'].reduce((s, l) => s + g.n(0, l, k, NOTES), 0), g.n(0, 'Trade and other receivables', k, SFP)), `note 7 = SFP (${k})`);
    ok(near(g.n(0, 'Cash on hand', k) + g.n(0, 'Bank balances', k), g.n(0, 'Cash and cash equivalents', k, SFP)), `note 8 = SFP (${k})`);
    ok(near(['Trade payables', 'Accrued expenses', 'PAYE and UIF payable'].reduce((s, l) => s + g.n(0, l, k, NOTES), 0), g.n(0, 'Trade and other payables', k, SFP)), `note 9 = SFP (${k})`);
    const d0 = g.n(0, 'Balance at the beginning of the year', k), dr = g.n(0, 'Grants received during the year', k), drec = g.n(0, 'Recognised in revenue (note 3)', k), d1 = g.n(0, 'Balance at the end of the year', k);
    ok(near(d0 + dr + drec, d1) && near(d1, g.n(0, 'Deferred income', k, SFP)) && near(-drec, g.n(0, 'Grants received', k, DIS)), `note 10 rolls and ties (${k})`);
    // cash flows
    const cg = ['Surplus (deficit) for the year', 'Depreciation', 'Interest received', 'Movements in provisions', 'Trade and other receivables', 'Trade and other payables', 'Deferred income'].reduce((s, l) => s + g.n(0, l, k, [...NOTES, '12. Cash generated from operations']), 0);
    ok(near(cg, g.n(0, 'Cash generated from operations', k, SCF)), `note 12 = cash generated from operations (${k})`);
    ok(near(g.n(0, 'Cash generated from operations', k, SCF) + g.n(0, 'Interest income', k, SCF), g.n(0, 'Net cash from operating activities', k, SCF)), `SCF operating (${k})`);
    ok(near(g.n(0, 'Net cash from operating activities', k, SCF) + g.n(0, 'Purchase of property, plant and equipment', k, SCF), g.n(0, 'Total cash movement for the year', k, SCF)), `SCF movement (${k})`);
    ok(near(g.n(0, 'Cash at the beginning of the year', k, SCF) + g.n(0, 'Total cash movement for the year', k, SCF), g.n(0, 'Total cash at end of the year', k, SCF)) && near(g.n(0, 'Total cash at end of the year', k, SCF), g.n(0, 'Cash and cash equivalents', k, SFP)), `SCF closes at the SFP (${k})`);
    ok(near(g.n(0, 'Depreciation', k, [...NOTES, '12. Cash generated from operations']), -g.n(0, 'Depreciation', k, DIS)), `depreciation in note 12 = DIS (${k})`);
  }
  ok(near(g.n(0, 'Cash at the beginning of the year', 0, SCF), g.n(0, 'Cash and cash equivalents', 1, SFP)), 'SCF opening = last year SFP');
  ok(near(g.n(0, 'Balance at 01 April 2025', 0) + g.n(0, 'Surplus for the year', 0), g.n(0, 'Balance at 31 March 2026', 0)) && near(g.n(0, 'Balance at 31 March 2026', 0), g.n(0, 'Accumulated surplus', 0, SFP)) && near(g.n(0, 'Balance at 01 April 2025', 0), g.n(0, 'Accumulated surplus', 1, SFP)), 'SCE rolls to the SFP');
  // PPE note
  const ppe = ['Motor vehicles', 'Furniture and fixtures', 'Computer equipment', 'Swimming and programme equipment'];
  const rowsPPE = g.rowsAfter(0, '2. Property, plant and equipment');
  const ppeNums = (label, occ) => rowsPPE.filter((r) => r[0] === label || (label === 'Swimming and programme equipment' && r[0] === 'Swimming and programme'))[occ].slice(1).filter((c) => c !== '').map(zaNum);
  for (const l of ppe) {
    const t = ppeNums(l, 0), r6 = ppeNums(l, 1), r5 = ppeNums(l, 2);
    ok(t.length === 6 && near(t[0] + t[1], t[2]) && near(t[3] + t[4], t[5]), `PPE cost less depreciation: ${l}`);
    ok(near(r6[0] + r6[1] + r6[2], r6[3]) && near(r6[3], t[2]) && near(r6[0], t[5]) && near(r5[3], t[5]), `PPE reconciliations: ${l}`);
  }
  ok(near(g.n(0, 'Total', 2, '2. Property, plant and equipment'), g.n(0, 'Property, plant and equipment', 0, SFP)), 'PPE note total = SFP');
  // trial balance
  const tb = g.tb();
  const dr = sum(tb.map((a) => a.d)), cr = sum(tb.map((a) => a.a));
  const tot = R.thekwini[1].find((r) => str(r[1]) === 'Total');
  ok(near(dr, cr, 0.005) && near(zaNum(tot[2]), dr, 0.005) && near(zaNum(tot[3]), cr, 0.005), `trial balance balances: ${dr.toFixed(2)} / ${cr.toFixed(2)}`);
  const inc = sum(tb.filter((a) => /^1/.test(a.code)).map((a) => a.v)), exp = sum(tb.filter((a) => /^[34]/.test(a.code)).map((a) => a.v));
  ok(near(inc - exp, g.n(0, 'Surplus (deficit) for the year', 0, SCI)), 'TB income less expenses = AFS surplus');
  ok(near(exp, -g.n(0, 'Operating expenses', 0, SCI)), 'TB expenses = AFS operating expenses');
  ok(near(sum(tb.filter((a) => /^3600\//.test(a.code)).map((a) => a.v)), -g.n(0, 'Employee costs', 0, DIS)), 'TB 3600 = DIS employee costs');
  ok(near(sum(tb.filter((a) => /^1000\//.test(a.code)).map((a) => a.v)), g.n(0, 'Grants received', 0, DIS)), 'TB 1000 grants = DIS');
  ok(near(sum(g.acctBy(/^(FNB |Petty cash)/)), g.n(0, 'Cash and cash equivalents', 0, SFP)), 'TB cash accounts = SFP');
  ok(near(sum(g.acctBy(/ - cost$/)) - sum(g.acctBy(/ - accumulated depreciation$/)), g.n(0, 'Property, plant and equipment', 0, SFP)), 'TB PPE = SFP');
  ok(near(g.acctBy(/^Deferred income/)[0], g.n(0, 'Deferred income', 0, SFP)) && near(g.acctBy(/^Provision for leave pay/)[0], g.n(0, 'Provisions', 0, SFP)), 'TB deferred income and leave pay = SFP');
  ok(near(g.acctBy(/^Accumulated surplus/)[0], g.n(0, 'Accumulated surplus', 1, SFP)), 'TB opening accumulated surplus = last year SFP');
  ok(near(sum(g.acctBy(/^(Grants receivable|Deposits|Prepayments)$/)), g.n(0, 'Trade and other receivables', 0, SFP)) && near(sum(g.acctBy(/^(Trade payables|Accrued expenses|PAYE and UIF payable)$/)), g.n(0, 'Trade and other payables', 0, SFP)), 'TB receivables and payables = SFP');
  // budget vs actual
  const S = g.sheet(2, 'Summary'), B = g.sheet(2, 'By Programme');
  const progs = ['Early Learning', 'Youth Work Readiness', 'Water Safety', 'Central Support'];
  for (const p of progs) {
    const blk = g.block(2, p.toUpperCase());
    const t = B.find((r) => str(r[0]) === `Total ${p}`);
    ok(near(sum(blk.map((r) => r[1])), t[1]) && near(sum(blk.map((r) => r[2])), t[2]) && blk.every((r) => near(r[3], r[1] - r[2], 0.001)), `BvA ${p} adds up`);
    ok(near(g.xn(2, p, 1, ['EXPENDITURE BY PROGRAMME']), t[1]) && near(g.xn(2, p, 2, ['EXPENDITURE BY PROGRAMME']), t[2]), `BvA summary ${p} = programme sheet`);
    ok(near(g.n(4, p, 0), t[1]), `minutes FY2026 budget for ${p} = BvA`);
  }
  ok(near(g.xn(2, 'Total expenditure', 2), -g.n(0, 'Operating expenses', 0, SCI)), 'BvA actual expenditure = AFS operating expenses');
  ok(near(g.xn(2, 'Grants', 2), g.n(0, 'Grants received', 0, DIS)) && near(g.xn(2, 'Donations', 2), g.n(0, 'Donations - individuals', 0, DIS) + g.n(0, 'Donations - corporate', 0, DIS)) && near(g.xn(2, 'Fundraising events', 2), g.n(0, 'Fundraising events', 0, DIS)) && near(g.xn(2, 'Other income', 2), g.n(0, 'Other income', 0, SCI)) && near(g.xn(2, 'Interest received', 2), g.n(0, 'Investment revenue', 0, SCI)), 'BvA actual income = AFS');
  ok(near(g.xn(2, 'Surplus / (deficit)', 2), g.n(0, 'Surplus (deficit) for the year', 0, SCI)), 'BvA surplus = AFS');
  ok(near(g.xn(2, 'Total expenditure', 1), g.n(4, 'Total expenditure', 0)) && near(g.xn(2, 'Total income', 1), g.n(4, 'Total income', 0)), 'minutes FY2026 budget totals = BvA');
  ok(near(g.xn(2, 'Transport', 2, ['WATER SAFETY']) + g.xn(2, 'Transport', 2, ['YOUTH WORK READINESS']), -g.n(0, 'Transport', 0, DIS)), 'BvA transport = DIS transport');
  ok(near(g.xn(2, 'Pool and venue hire', 2), -g.n(0, 'Venue and pool hire', 0, DIS)), 'BvA pool hire = DIS');
  // minutes
  for (const k of [0, 1, 2]) {
    ok(near(sum(progs.map((p) => g.n(4, p, k))), g.n(4, 'Total expenditure', k)), `minutes expenditure column ${k}`);
    ok(near(g.n(4, 'Total income', k) - g.n(4, 'Total expenditure', k), g.n(4, 'Surplus / (deficit)', k)), `minutes surplus column ${k}`);
  }
  ok(near(zaNum(g.find(4, /total expenditure of (R[\d,.]+\d)/)), g.n(4, 'Total expenditure', 2)) && near(zaNum(g.find(4, /budgeted surplus of (R[\d,.]+\d)/)), g.n(4, 'Surplus / (deficit)', 2)), 'budget resolution = the table');
  // FNB
  const bk = g.bank();
  const open = Number(g.bankInfo('Opening Balance:')), close = Number(g.bankInfo('Closing Balance:'));
  let bal = open, run = true;
  for (const r of bk) { bal = Math.round((bal + r.amt) * 100) / 100; if (Math.abs(bal - r.bal) > 0.005) run = false; }
  ok(run && near(bal, close, 0.005), 'FNB running balance and closing');
  ok(near(close, g.acctBy(/^FNB Business Cheque/)[0], 0.005), 'FNB closing = trial balance');
  ok(bk.every((r) => r.d.startsWith('2026/03/')), 'FNB: March 2026 only');
  ok(near(-sum(bk.filter((r) => /Stipends/.test(r.desc)).map((r) => r.amt)), 27 * 1500) && /learner stipend remain at R1,500\.00 per month/.test(g.text(4)), 'stipends: 27 learners at R1,500');
  // till slip (OCR)
  const o = g.ocrText(5);
  const lines = [...o.matchAll(/^(\d+) x (R[\d,]+\.\d\d)\s+(R[\d,]+\.\d\d)$/gm)].map((m) => [Number(m[1]), zaNum(m[2]), zaNum(m[3])]);
  const total = zaNum(g.ocr(5, /^TOTAL\s+(R[\d,]+\.\d\d)/m)), vat = zaNum(g.ocr(5, /VAT 15% INCLUDED\s+(R[\d,]+\.\d\d)/)), excl = zaNum(g.ocr(5, /TOTAL EXCL VAT\s+(R[\d,]+\.\d\d)/));
  ok(lines.length === 5 && lines.every(([q, p, a]) => near(q * p, a, 0.005)), 'slip lines: qty x price (OCR)');
  ok(near(sum(lines.map((l) => l[2])), total, 0.005) && near(total * 15 / 115, vat, 0.006) && near(total - vat, excl, 0.005), 'slip arithmetic: total, VAT 15% included, excl. VAT (OCR)');
  ok(sum(lines.map((l) => l[0])) === Number(g.ocr(5, /ITEMS: (\d+)/)), 'slip item count (OCR)');
  const sd = g.ocr(5, /Date: (\d{4}\/\d\d\/\d\d)/);
  ok(bk.some((r) => /Berea Swim/.test(r.desc) && near(-r.amt, total, 0.005) && r.d > sd), 'slip paid from FNB the next day');
}

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids are unique');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f) => `${org}/${f}`).sort();
  ok(oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: every case lists every file`);
}
const byId = new Map(CASES.map((c) => [c.id, c]));
const orgText = Object.fromEntries(Object.keys(R).map((o) => [o, R[o].map(text)]));
for (const c of cases) {
  const src = byId.get(c.id);
  const g = G[c.org];
  if (c.answer.type === 'notfound') {
    ok(src.absent(orgText[c.org].join('\n'), orgText[c.org]), `${c.id}: not-found subject is absent`);
    continue;
  }
  let got;
  try { got = src.from(g); } catch (e) { ok(false, `${c.id}: ${e.message}`); continue; }
  if (c.answer.type === 'number') {
    const want = c.answer.value;
    ok(Number.isFinite(got) && Math.abs(Math.abs(got) - Math.abs(want)) <= Math.max(Math.abs(want) * 1e-4, 0.0006, ['percent', 'ratio', 'average'].includes(c.kind) ? 0.005 : 0), `${c.id} [${c.kind}] answer ${want}, documents give ${got}`);
  } else {
    const v = String(got ?? '').trim().toLowerCase();
    ok(v && c.answer.any.some((p) => v.includes(String(p).toLowerCase()) || String(p).toLowerCase().includes(v)), `${c.id} [${c.kind}]: read "${got}", accepted ${JSON.stringify(c.answer.any)}`);
  }
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
