// Re-reads the generated documents of set AL (PDF text with pdfjs, workbooks with exceljs, the Word files' XML,
// the CSVs) without data.mjs's derived figures, checks their arithmetic and the figures that tie between
// documents, and recomputes every expected answer from what it read. The two photos cannot be read back, so
// they are checked against their rendering data (the line items) and against the payments they match.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { parse } from 'csv-parse/sync';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AM_CFDI, CG_RECEIPT } from './data.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-al');
const D = (org, f) => path.join(SET, 'documents', org, f);
let failures = 0, checks = 0;
const ok = (cond, msg) => { checks++; if (!cond) { failures++; console.error(`FAIL ${msg}`); } };
const near = (a, b, eps = 0.006) => Math.abs(a - b) <= eps;
const eq = (a, b, msg, eps) => ok(near(a, b, eps), `${msg}: ${a} vs ${b}`);
const sum = (a) => Math.round(a.reduce((s, x) => s + x, 0) * 100) / 100;
const num = (s) => {
  if (s === null || s === undefined) return 0;
  if (typeof s === 'number') return s;
  const t = String(s).trim();
  if (t === '' || t === '-' || t === '–') return 0;
  const neg = /^\(.*\)$/.test(t) || t.startsWith('-');
  const v = parseFloat(t.replace(/[()$,\s-]/g, ''));
  if (Number.isNaN(v)) throw new Error(`not a number: ${s}`);
  return neg ? -v : v;
};
const isNum = (s) => /^\(?-?\$?\s?\d[\d,]*(\.\d+)?\)?$/.test(String(s).trim()) || String(s).trim() === '-';

// ----------------------------------------------------------------------------- readers
async function pdfLines(file) {
  const doc = await pdfjs.getDocument({ data: new Uint8Array(fs.readFileSync(file)), disableFontFace: true, useSystemFonts: false }).promise;
  const pages = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const page = await doc.getPage(p);
    const tc = await page.getTextContent();
    const rows = new Map();
    for (const it of tc.items) {
      if (!it.str || !it.str.trim()) continue;
      const y = Math.round(it.transform[5]);
      const key = [...rows.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      if (!rows.has(key)) rows.set(key, []);
      rows.get(key).push({ x: it.transform[4], s: it.str.trim() });
    }
    pages.push([...rows.entries()].sort((a, b) => b[0] - a[0]).map(([, its]) => its.sort((a, b) => a.x - b.x)));
  }
  return pages;
}
async function xlsx(file) { const wb = new ExcelJS.Workbook(); await wb.xlsx.readFile(file); return wb; }
const cv = (c) => { const v = c.value; if (v && typeof v === 'object' && 'result' in v) return v.result; if (v && typeof v === 'object' && 'richText' in v) return v.richText.map((t) => t.text).join(''); return v; };
const rowVals = (ws, r, n) => Array.from({ length: n }, (_, i) => cv(ws.getCell(r, i + 1)));
async function docxText(file) {
  const zip = await JSZip.loadAsync(fs.readFileSync(file));
  const xml = await zip.file('word/document.xml').async('string');
  const dec = (s) => s.replace(/&amp;/g, '&').replace(/&apos;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
  const paras = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((m) => dec([...m[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join('')));
  const tables = [...xml.matchAll(/<w:tbl>[\s\S]*?<\/w:tbl>/g)].map((t) => [...t[0].matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((r) => [...r[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((c) => dec([...c[0].matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((x) => x[1]).join('')))));
  return { paras, text: paras.join('\n'), tables };
}
const csvRows = (file) => parse(fs.readFileSync(file, 'utf8').replace(/^\ufeff/, ''), { relax_column_count: true, skip_empty_lines: false });
const ES = { enero: 1, febrero: 2, marzo: 3, abril: 4, mayo: 5, junio: 6, julio: 7, agosto: 8, septiembre: 9, octubre: 10, noviembre: 11, diciembre: 12 };
const EN = { January: 1, February: 2, March: 3, April: 4, May: 5, June: 6, July: 7, August: 8, September: 9, October: 10, November: 11, December: 12 };
const iso = (y, m, d) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
const esDate = (s) => { const m = s.match(/(\d{1,2}) de (\w+) de (\d{4})/); return iso(m[3], ES[m[2]], m[1]); };
const dmyIso = (s) => { const [d, m, y] = s.split('/'); return iso(y, m, d); };
const mdyIso = (s) => { const [m, d, y] = s.split('/'); return iso(y, m, d); };

// ============================================================================= aguamilpa
const P = {};
{
  // --- statements
  const pages = await pdfLines(D('aguamilpa', 'Estados financieros 2025.pdf'));
  const stmt = (lines) => {
    const out = {};
    for (const its of lines) {
      const label = its.filter((i) => i.x < 360).map((i) => i.s).join(' ');
      const nums = its.filter((i) => i.x >= 360 && isNum(i.s)).map((i) => num(i.s));
      if (label && nums.length === 2) out[label] = nums;
    }
    return out;
  };
  const bs = stmt(pages[0]), act = stmt(pages[1]);
  const g = (o, k) => { const e = Object.entries(o).find(([l]) => l.startsWith(k)); if (!e) throw new Error(`line ${k}`); return e[1]; };
  P.bs = (k, y) => g(bs, k)[y === 2024 ? 1 : 0];
  P.act = (k, y) => g(act, k)[y === 2024 ? 1 : 0];
  for (const y of [2025, 2024]) {
    eq(P.bs('Efectivo', y) + P.bs('Deudores', y), P.bs('Total activo circulante', y), `circulante ${y}`);
    eq(P.bs('Mobiliario', y) + P.bs('Depreciación', y), P.bs('Total activo no circulante', y), `no circulante ${y}`);
    eq(P.bs('Total activo circulante', y) + P.bs('Total activo no circulante', y), P.bs('TOTAL ACTIVO', y), `activo ${y}`);
    eq(P.bs('Proveedores', y) + P.bs('Acreedores', y) + P.bs('Impuestos', y), P.bs('TOTAL PASIVO', y), `pasivo ${y}`);
    eq(P.bs('Patrimonio contribuido', y) + P.bs('Patrimonio acumulado', y) + P.bs('Remanente', y), P.bs('TOTAL PATRIMONIO', y), `patrimonio ${y}`);
    eq(P.bs('TOTAL PASIVO', y) + P.bs('TOTAL PATRIMONIO', y), P.bs('TOTAL ACTIVO', y), `balance ${y}`);
    const inc = ['De fundaciones nacionales', 'De fundaciones extranjeras', 'De personas físicas', 'De personas morales', 'Donativos en especie', 'Cuotas', 'Productos'].map((k) => P.act(k, y));
    eq(sum(inc), P.act('Total de ingresos', y), `ingresos ${y}`);
    const exp = ['Programa Cosecha', 'Programa Milpa', 'Programa Mujeres', 'Gastos de administración', 'Gastos de procuración'].map((k) => P.act(k, y));
    eq(sum(exp), P.act('Total de gastos', y), `gastos ${y}`);
    eq(P.act('Total de ingresos', y) - P.act('Total de gastos', y), P.act('Cambio neto', y), `cambio neto ${y}`);
    eq(P.act('Cambio neto', y), P.bs('Remanente', y), `remanente ${y}`);
    eq(P.act('Patrimonio al inicio', y) + P.act('Cambio neto', y), P.act('Patrimonio al final', y), `patrimonio final ${y}`);
    eq(P.act('Patrimonio al final', y), P.bs('TOTAL PATRIMONIO', y), `patrimonio bs ${y}`);
  }
  eq(P.act('Patrimonio al inicio', 2025), P.bs('TOTAL PATRIMONIO', 2024), 'patrimonio inicio 2025');
  // notes: fixed assets and donors
  const notes = pages[2];
  P.fixed = {}; P.donors = [];
  for (const its of notes) {
    const t = its.map((i) => i.s);
    if (t.length === 6 && /%$/.test(t[1])) P.fixed[t[0]] = { rate: parseFloat(t[1]), cost: num(t[2]), dep: -num(t[3]), net25: num(t[4]), net24: num(t[5]) };
    if (t.length === 3 && /^(Fundación|Persona|Personas)/.test(t[1]) && isNum(t[2])) P.donors.push({ name: t[0], kind: t[1], amt: num(t[2]) });
    if (t[0] === 'Total donativos en efectivo') P.donorsTotal = num(t[1]);
  }
  ok(Object.keys(P.fixed).length === 3 && P.donors.length === 8, 'notes read');
  eq(sum(P.donors.map((d) => d.amt)), P.donorsTotal, 'donors total');
  eq(P.donorsTotal, sum(['De fundaciones nacionales', 'De fundaciones extranjeras', 'De personas físicas', 'De personas morales'].map((k) => P.act(k, 2025))), 'donors = cash donations');
  eq(sum(Object.values(P.fixed).map((f) => f.cost)), P.bs('Mobiliario', 2025), 'fixed cost');
  eq(-sum(Object.values(P.fixed).map((f) => f.dep)), P.bs('Depreciación', 2025), 'fixed dep');
  eq(sum(Object.values(P.fixed).map((f) => f.net24)), P.bs('Total activo no circulante', 2024), 'fixed net 2024');
  P.notesText = notes.map((l) => l.map((i) => i.s).join(' ')).join('\n');

  // --- balanza
  const wb = await xlsx(D('aguamilpa', 'Balanza de comprobacion diciembre 2025.xlsx'));
  const ws = wb.getWorksheet('Balanza');
  P.bal = {}; P.may = {};
  let totals;
  ws.eachRow((row, r) => {
    const v = rowVals(ws, r, 8);
    if (v[1] === 'Totales:') totals = { iniD: num(v[2]), iniA: num(v[3]), cargos: num(v[4]), abonos: num(v[5]), finD: num(v[6]), finA: num(v[7]) };
    if (typeof v[0] === 'string' && /^\d{4}-\d{3}$/.test(v[0])) {
      const e = { code: v[0], name: v[1], ini: num(v[2]) - num(v[3]), cargos: num(v[4]), abonos: num(v[5]), fin: num(v[6]) - num(v[7]) };
      if (v[0].endsWith('-000')) P.may[v[0].slice(0, 4)] = e; else P.bal[v[0]] = e;
    }
  });
  for (const e of [...Object.values(P.bal), ...Object.values(P.may)]) eq(e.ini + e.cargos - e.abonos, e.fin, `balanza row ${e.code}`);
  for (const [m, e] of Object.entries(P.may)) {
    const subs = Object.values(P.bal).filter((b) => b.code.startsWith(m));
    for (const k of ['ini', 'cargos', 'abonos', 'fin']) eq(sum(subs.map((s) => s[k])), e[k], `mayor ${m} ${k}`);
  }
  const M = Object.values(P.may);
  eq(sum(M.map((m) => Math.max(m.ini, 0))), totals.iniD, 'totales ini D'); eq(sum(M.map((m) => Math.max(-m.ini, 0))), totals.iniA, 'totales ini A');
  eq(sum(M.map((m) => m.cargos)), totals.cargos, 'totales cargos'); eq(sum(M.map((m) => m.abonos)), totals.abonos, 'totales abonos');
  eq(sum(M.map((m) => Math.max(m.fin, 0))), totals.finD, 'totales fin D'); eq(sum(M.map((m) => Math.max(-m.fin, 0))), totals.finA, 'totales fin A');
  eq(totals.iniD, totals.iniA, 'balanza ini balances'); eq(totals.cargos, totals.abonos, 'balanza moves balance'); eq(totals.finD, totals.finA, 'balanza fin balances');
  P.balTot = totals;
  // statements tie to the balanza
  const f = (m) => Math.abs(P.may[m].fin);
  eq(f('1101') + f('1102') + f('1103'), P.bs('Efectivo', 2025), 'cash = balanza');
  eq(f('1105'), P.bs('Deudores', 2025), 'deudores = balanza');
  eq(f('1201') + f('1202') + f('1203'), P.bs('Mobiliario', 2025), 'fixed = balanza');
  eq(-f('1210'), P.bs('Depreciación', 2025), 'dep = balanza');
  eq(f('2101'), P.bs('Proveedores', 2025), 'prov'); eq(f('2102'), P.bs('Acreedores', 2025), 'acre'); eq(f('2103'), P.bs('Impuestos', 2025), 'imp');
  eq(f('3101'), P.bs('Patrimonio contribuido', 2025), 'contribuido'); eq(f('3102'), P.bs('Patrimonio acumulado', 2025), 'acumulado');
  eq(f('3101') + f('3102'), P.bs('TOTAL PATRIMONIO', 2024), 'patrimonio 2024 = balanza 31xx');
  eq(Math.abs(P.bal['4101-001'].fin), P.act('De fundaciones nacionales', 2025), 'nac'); eq(Math.abs(P.bal['4101-002'].fin), P.act('De fundaciones extranjeras', 2025), 'ext');
  eq(Math.abs(P.bal['4101-003'].fin), P.act('De personas físicas', 2025), 'pf'); eq(Math.abs(P.bal['4101-004'].fin), P.act('De personas morales', 2025), 'pm');
  eq(f('4102'), P.act('Donativos en especie', 2025), 'especie'); eq(f('4103'), P.act('Cuotas', 2025), 'cuotas'); eq(f('4201'), P.act('Productos', 2025), 'fin');
  eq(f('5101'), P.act('Programa Cosecha', 2025), 'cosecha'); eq(f('5102'), P.act('Programa Milpa', 2025), 'milpa'); eq(f('5103'), P.act('Programa Mujeres', 2025), 'mujeres');
  eq(f('6101'), P.act('Gastos de administración', 2025), 'admin'); eq(f('6201'), P.act('Gastos de procuración', 2025), 'proc');
  for (const [name, fx] of Object.entries(P.fixed)) ok(Object.values(P.bal).some((b) => b.name === name || name.startsWith(b.name.slice(0, 12))), `fixed asset ${name} in balanza`);
  eq(Math.abs(P.bal['6101-009'].fin), sum(Object.values(P.fixed).map((x) => x.cost * x.rate / 100)), 'depreciation = cost x rate');

  // --- presupuesto
  const wp = await xlsx(D('aguamilpa', 'Presupuesto vs ejercido 2025.xlsx'));
  P.pres = {}; P.presTot = {};
  for (const ws2 of wp.worksheets.slice(1)) {
    let block = null;
    ws2.eachRow((row, r) => {
      const v = rowVals(ws2, r, 10);
      if (typeof v[0] === 'string' && /^(Programa|Gastos)/.test(v[0]) && v[1] == null) block = v[0];
      if (typeof v[0] === 'string' && /^\d{4}-\d{3}$/.test(v[0])) {
        const e = { code: v[0], name: v[1], budget: v[2], q: [v[3], v[4], v[5], v[6]], total: v[7], por: v[8], pct: v[9] };
        eq(sum(e.q), e.total, `pres ${e.code} total`); eq(e.budget - e.total, e.por, `pres ${e.code} por ejercer`);
        eq(e.total, Math.abs(P.bal[e.code].fin), `pres ${e.code} = balanza`);
        ok(e.q[3] + 0.001 >= P.bal[e.code].cargos - P.bal[e.code].abonos, `pres ${e.code} Oct-Dic covers December`);
        P.pres[e.code] = e;
      }
      if (typeof v[1] === 'string' && v[1].startsWith('Total ')) {
        const pre = Object.values(P.pres).filter((e) => e.code.startsWith({ 'Programa Cosecha de Agua': '5101', 'Programa Milpa y Agroecología': '5102', 'Programa Mujeres y Economía Solidaria': '5103', 'Gastos de administración': '6101', 'Gastos de procuración de fondos': '6201' }[block]));
        const t = { budget: v[2], q: [v[3], v[4], v[5], v[6]], total: v[7], por: v[8] };
        eq(sum(pre.map((e) => e.budget)), t.budget, `${block} budget`); eq(sum(pre.map((e) => e.total)), t.total, `${block} total`);
        for (let i = 0; i < 4; i++) eq(sum(pre.map((e) => e.q[i])), t.q[i], `${block} q${i + 1}`);
        P.presTot[block] = t;
      }
    });
  }
  ok(Object.keys(P.presTot).length === 5, 'pres blocks');
  eq(P.presTot['Gastos de administración'].total + Math.abs(P.bal['6101-009'].fin), P.act('Gastos de administración', 2025), 'admin ejercido + depreciación = statement');
  const rs = wp.getWorksheet('Resumen');
  P.res = {};
  rs.eachRow((row, r) => { const v = rowVals(rs, r, 5); if (typeof v[0] === 'string' && typeof v[1] === 'number') P.res[v[0].replace(/ \*$/, '')] = { budget: v[1], ejercido: v[2], var: v[3], pct: v[4] }; });
  for (const [k, t] of Object.entries(P.presTot)) { eq(P.res[k].budget, t.budget, `resumen ${k} budget`); eq(P.res[k].ejercido, t.total, `resumen ${k} ejercido`); }
  eq(P.res.TOTAL.ejercido, sum(Object.values(P.presTot).map((t) => t.total)), 'resumen total');

  // --- BBVA CSV (newest first)
  const rows = csvRows(D('aguamilpa', 'BBVA movimientos diciembre 2025.csv'));
  const h = rows.findIndex((r) => r[0] === 'Fecha');
  P.bank = rows.slice(h + 1).filter((r) => r[0]).map((r) => ({ date: dmyIso(r[0]), concept: r[1], cargo: num(r[2]), abono: num(r[3]), saldo: num(r[4]) }));
  for (let i = 0; i < P.bank.length - 1; i++) eq(P.bank[i + 1].saldo - P.bank[i].cargo + P.bank[i].abono, P.bank[i].saldo, `bbva running balance row ${i}`);
  ok(P.bank.every((b, i) => i === 0 || b.date <= P.bank[i - 1].date), 'bbva newest first');
  const oldest = P.bank.at(-1);
  P.bankOpening = Math.round((oldest.saldo + oldest.cargo - oldest.abono) * 100) / 100;
  P.bankClosing = P.bank[0].saldo;
  eq(P.bankOpening, P.bal['1102-001'].ini, 'bbva opening = balanza saldo inicial');
  eq(P.bankClosing, P.bal['1102-001'].fin, 'bbva closing = balanza saldo final');
  eq(sum(P.bank.map((b) => b.abono)), P.bal['1102-001'].cargos, 'bbva abonos = balanza cargos');
  eq(sum(P.bank.map((b) => b.cargo)), P.bal['1102-001'].abonos, 'bbva cargos = balanza abonos');
  const tf = P.bank.find((b) => /TIERRA FERTIL/.test(b.concept));
  eq(tf.abono, 480000, 'tierra fertil 2nd payment in bank');

  // --- convenio
  const cv2 = await docxText(D('aguamilpa', 'Convenio de donacion Fundacion Tierra Fertil.docx'));
  P.conv = cv2;
  const t = cv2.text;
  P.convTotal = num(t.match(/cantidad total de \$([\d,.]+)/)[1]);
  P.min2 = num(t.match(/segunda ministración, por \$([\d,.]+)/)[1]);
  P.min1 = num(t.match(/primera ministración, por \$([\d,.]+)/)[1]);
  P.adminPct = Number(t.match(/no podrán exceder del (\d+)%/)[1]);
  P.reasigPct = Number(t.match(/reasignar hasta un (\d+)%/)[1]);
  P.cisternas = Number(t.match(/construcción de (\d+) cisternas/)[1]);
  P.finalDue = esDate(t.match(/informe final narrativo y financiero a más tardar el ([^,]+),/)[1]);
  const vig = t.match(/vigente del (.+?) al (\d{1,2} de \w+ de \d{4})/);
  P.vigFin = esDate(vig[2]);
  eq(P.min1 + P.min2, P.convTotal, 'ministraciones = total');
  const anexoA = cv2.tables.find((tb) => tb[0][0] === 'Rubro');
  P.anexoA = anexoA.slice(1, -1).map((r) => [r[0], num(r[1])]);
  eq(sum(P.anexoA.map((r) => r[1])), P.convTotal, 'anexo A = total');
  const sig = cv2.tables.find((tb) => tb[0][0].startsWith('POR'));
  P.signDonataria = sig[2][1];
  ok(/Tierra Fértil/.test(P.notesText) && P.notesText.includes('28 de febrero de 2026'), 'note 9 agrees with the convenio');
  eq(P.donors.find((d) => d.name.startsWith('Fundación Tierra')).amt, P.convTotal, 'donor note Tierra Fértil = convenio total');

  // --- CFDI photo (rendering data) and its payment
  const lines = AM_CFDI.items.map(([q, , , , , p]) => Math.round(q * p * 100) / 100);
  P.cfdi = { subtotal: sum(lines), items: AM_CFDI.items, fecha: AM_CFDI.fecha };
  P.cfdi.iva = Math.round(P.cfdi.subtotal * 0.16 * 100) / 100;
  P.cfdi.total = Math.round((P.cfdi.subtotal + P.cfdi.iva) * 100) / 100;
  const pay = P.bank.find((b) => b.concept.includes(`EL TULE FAC ${AM_CFDI.serie}${AM_CFDI.folio}`));
  eq(pay.cargo, P.cfdi.total, 'El Tule payment = CFDI total');
  ok(pay.date > P.cfdi.fecha, 'El Tule paid after the invoice date');
}

// ============================================================================= cedarglade
const C = {};
{
  // --- fund report
  const pages = await pdfLines(D('cedarglade', 'Fund Balance Report 2025.pdf'));
  const readFunds = (lines) => {
    const out = {}; let period;
    for (const its of lines) {
      const t = its.map((i) => i.s);
      const pm = t.join(' ').match(/Period: (\S+) - (\S+)/); if (pm) period = [mdyIso(pm[1]), mdyIso(pm[2])];
      const nums = t.filter(isNum);
      if (/^\d{2}$/.test(t[0]) && nums.length === 6) out[t[1]] = { begin: num(t[2]), receipts: num(t[3]), disb: num(t[4]), transfer: num(t[5]), end: num(t[6]) };
      if (t[0] === 'Total All Funds') out.TOTAL = { begin: num(t[1]), receipts: num(t[2]), disb: num(t[3]), transfer: num(t[4]), end: num(t[5]) };
    }
    return { period, funds: out };
  };
  const y = readFunds(pages[0]), q4 = readFunds(pages[1]);
  ok(y.period[0] === '2025-01-01' && q4.period[0] === '2025-10-01', 'fund report periods');
  for (const R of [y, q4]) {
    const fs4 = Object.entries(R.funds).filter(([k]) => k !== 'TOTAL').map(([, v]) => v);
    ok(fs4.length === 4, 'four funds');
    for (const f of fs4) eq(f.begin + f.receipts - f.disb + f.transfer, f.end, 'fund roll-forward');
    for (const k of ['begin', 'receipts', 'disb', 'transfer', 'end']) eq(sum(fs4.map((f) => f[k])), R.funds.TOTAL[k], `fund total ${k}`);
    eq(R.funds.TOTAL.transfer, 0, 'transfers net to zero');
  }
  for (const k of Object.keys(y.funds)) eq(y.funds[k].end, q4.funds[k].end, `Q4 end = year end ${k}`);
  C.fy = y.funds; C.fq4 = q4.funds;

  // --- giving workbook
  const wb = await xlsx(D('cedarglade', '2025 Giving Summary.xlsx'));
  C.give = []; C.months = {};
  const MN = Object.keys(EN);
  for (const ws of wb.worksheets.slice(1)) {
    const rows = [];
    let total;
    ws.eachRow((row, r) => {
      const v = rowVals(ws, r, 11);
      if (v[0] instanceof Date) rows.push({ date: v[0].toISOString().slice(0, 10), plate: num(v[1]), envelope: num(v[2]), online: num(v[3]), total: num(v[4]), general: num(v[6]), building: num(v[7]), missions: num(v[8]), benevolence: num(v[9]), note: v[10] || '' });
      if (typeof v[0] === 'string' && v[0].endsWith(' Total')) total = { month: v[0].replace(' Total', ''), plate: num(v[1]), envelope: num(v[2]), online: num(v[3]), total: num(v[4]), general: num(v[6]), building: num(v[7]), missions: num(v[8]), benevolence: num(v[9]) };
    });
    for (const g of rows) {
      eq(g.plate + g.envelope + g.online, g.total, `giving ${g.date} by method`);
      eq(g.general + g.building + g.missions + g.benevolence, g.total, `giving ${g.date} by fund`);
    }
    for (const k of ['plate', 'envelope', 'online', 'total', 'general', 'building', 'missions', 'benevolence']) eq(sum(rows.map((g) => g[k])), total[k], `${ws.name} total ${k}`);
    C.months[total.month] = total; C.give.push(...rows);
  }
  ok(Object.keys(C.months).length === 12 && MN.every((m) => C.months[m]), 'twelve months');
  const ss = wb.getWorksheet('Summary');
  C.sum = {};
  ss.eachRow((row, r) => { const v = rowVals(ss, r, 10); if (typeof v[0] === 'string' && typeof v[4] === 'number') C.sum[v[0]] = { plate: v[1], envelope: v[2], online: v[3], total: v[4], general: v[5], building: v[6], missions: v[7], benevolence: v[8], sundays: v[9] }; });
  const K = ['plate', 'envelope', 'online', 'total', 'general', 'building', 'missions', 'benevolence'];
  for (const m of MN) for (const k of K) eq(C.sum[m][k], C.months[m][k], `summary ${m} ${k}`);
  for (let q = 0; q < 4; q++) for (const k of K) eq(C.sum[`Quarter ${q + 1}`][k], sum(MN.slice(q * 3, q * 3 + 3).map((m) => C.months[m][k])), `summary Q${q + 1} ${k}`);
  for (const k of K) eq(C.sum['Year 2025'][k], sum(MN.map((m) => C.months[m][k])), `summary year ${k}`);
  C.year = C.sum['Year 2025'];

  // --- budget vs actual and pledges
  const wbb = await xlsx(D('cedarglade', '2025 Budget vs Actual.xlsx'));
  const wsb = wbb.getWorksheet('Budget vs Actual');
  C.lines = {}; C.tot = {};
  wsb.eachRow((row, r) => {
    const v = rowVals(wsb, r, 7);
    if (typeof v[0] === 'number') { C.lines[String(v[0])] = { desc: v[1], budget: v[2], actual: v[3], diff: v[4], pct: v[5], a24: v[6] }; eq(v[3] - v[2], v[4], `bva ${v[0]} diff`); }
    else if (typeof v[1] === 'string' && /^(Total|Net)/.test(v[1])) C.tot[v[1]] = { budget: v[2], actual: v[3], diff: v[4], a24: v[6] };
  });
  const L = C.lines;
  const groups = { 'Total Mission & Outreach': ['5010', '5020'], 'Total Personnel': ['5110', '5115', '5120', '5125', '5128', '5130', '5140', '5145', '5150', '5160', '5170'], 'Total Building & Grounds': ['5210', '5220', '5230', '5240', '5250', '5260', '5270'], 'Total Worship & Music': ['5310', '5320'], 'Total Christian Education': ['5410', '5420', '5430'], 'Total Administration': ['5510', '5520', '5530', '5540', '5550', '5560'] };
  ok(Object.keys(L).filter((a) => a >= '5000').length === Object.values(groups).flat().length, 'all expense lines in a group');
  for (const [g, accts] of Object.entries(groups)) for (const k of ['budget', 'actual', 'a24']) eq(sum(accts.map((a) => L[a][k])), C.tot[g][k], `${g} ${k}`);
  for (const k of ['budget', 'actual', 'a24']) {
    eq(sum(['4010', '4020', '4050', '4060', '4090'].map((a) => L[a][k])), C.tot['Total Income'][k], `income ${k}`);
    eq(sum(Object.keys(groups).map((g) => C.tot[g][k])), C.tot['Total Expenses'][k], `expenses ${k}`);
    eq(C.tot['Total Income'][k] - C.tot['Total Expenses'][k], C.tot['Net Income (Expense)'][k], `net ${k}`);
  }
  eq(L['5170'].actual, Math.round(0.0765 * sum(['5130', '5140', '5145', '5150', '5160'].map((a) => L[a].actual)) * 100) / 100, 'payroll taxes 7.65%');
  const wpl = wbb.getWorksheet('Pledges');
  C.pledges = []; let ptot;
  wpl.eachRow((row, r) => { const v = rowVals(wpl, r, 6); if (typeof v[0] === 'number') C.pledges.push({ env: v[0], pledge: v[2], received: v[3], balance: v[4] }); if (v[0] === 'TOTAL') ptot = { pledge: v[2], received: v[3] }; });
  for (const p of C.pledges) eq(p.pledge - p.received, p.balance, `pledge ${p.env}`);
  eq(sum(C.pledges.map((p) => p.pledge)), ptot.pledge, 'pledges total'); eq(sum(C.pledges.map((p) => p.received)), ptot.received, 'pledges received');
  C.pledgeTot = ptot;
  // ties
  eq(ptot.received, L['4010'].actual, 'pledges received = 4010');
  eq(L['4010'].actual + L['4020'].actual, C.year.general, 'giving general = 4010 + 4020');
  eq(C.tot['Total Income'].actual, C.fy['GENERAL FUND'].receipts, 'income = General Fund receipts');
  eq(C.tot['Total Expenses'].actual - L['5020'].actual - L['5270'].actual, C.fy['GENERAL FUND'].disb, 'expenses less transfers = General disbursements');
  eq(-(L['5020'].actual + L['5270'].actual), C.fy['GENERAL FUND'].transfer, 'General transfers');
  eq(L['5020'].actual, C.fy['MISSIONS FUND'].transfer, 'missions transfer'); eq(L['5270'].actual, C.fy['BUILDING FUND'].transfer, 'building transfer');
  eq(C.year.missions, C.fy['MISSIONS FUND'].receipts, 'missions receipts = giving');
  eq(C.year.benevolence, C.fy['BENEVOLENCE FUND'].receipts, 'benevolence receipts = giving');
  ok(C.fy['BUILDING FUND'].receipts > C.year.building, 'building receipts = giving + money market interest');
  const q4m = ['October', 'November', 'December'];
  eq(sum(q4m.map((m) => C.months[m].missions)), C.fq4['MISSIONS FUND'].receipts, 'Q4 missions receipts = giving');
  eq(sum(q4m.map((m) => C.months[m].benevolence)), C.fq4['BENEVOLENCE FUND'].receipts, 'Q4 benevolence receipts = giving');
  ok(C.fq4['GENERAL FUND'].receipts > sum(q4m.map((m) => C.months[m].general)), 'Q4 general receipts include other income');

  // --- bank CSV
  const rows = csvRows(D('cedarglade', 'Checking Dec 2025.csv'));
  C.bankOpening = num(rows.find((r) => r[0] === 'Beginning Balance')[1]);
  const h = rows.findIndex((r) => r[0] === 'Post Date');
  C.bank = rows.slice(h + 1).filter((r) => r[0]).map((r) => ({ date: mdyIso(r[0]), desc: r[1], check: r[2] ? Number(r[2]) : null, amount: num(r[3]), balance: num(r[4]) }));
  let b = C.bankOpening;
  for (const x of C.bank) { b = Math.round((b + x.amount) * 100) / 100; eq(b, x.balance, `bank running balance ${x.date} ${x.desc}`); }
  C.bankClosing = C.bank.at(-1).balance;
  const byDate = Object.fromEntries(C.give.map((g) => [g.date, g]));
  const deps = C.bank.filter((x) => x.desc === 'DEPOSIT');
  const sundaysDec = ['2025-11-30', '2025-12-07', '2025-12-14', '2025-12-21', '2025-12-24', '2025-12-28'];
  ok(deps.length === sundaysDec.length, 'six deposits');
  deps.forEach((d, i) => eq(d.amount, byDate[sundaysDec[i]].plate + byDate[sundaysDec[i]].envelope, `deposit ${d.date} = plate + envelope of ${sundaysDec[i]}`));
  const pays = C.bank.filter((x) => x.desc.includes('TITHELY'));
  ['2025-11-30', '2025-12-07', '2025-12-14', '2025-12-21', '2025-12-28'].forEach((s, i) => ok(pays[i].amount < byDate[s].online && pays[i].amount > byDate[s].online * 0.95, `tithely payout ${pays[i].date} net of fees of ${s}`));

  // --- minutes
  const mt = await docxText(D('cedarglade', 'Session Minutes 2025-12-14.docx'));
  C.min = mt;
  const bidT = mt.tables.find((t) => t[0][0] === 'Contractor');
  C.bids = bidT.slice(1).map((r) => [r[0], num(r[1])]);
  C.approved = mt.text.match(/APPROVED the bid of (.+?) for \$([\d,.]+)/);
  ok(C.bids.some(([n, v]) => n === C.approved[1] && v === num(C.approved[2])), 'approved bid is in the table');
  C.budget2026 = num(mt.text.match(/2026 General Fund budget of \$([\d,.]+)/)[1]);
  C.salary2026 = num(mt.text.match(/cash salary for 2026, to \$([\d,.]+)/)[1]);
  C.raisePct = Number(mt.text.match(/APPROVED a (\d+)% increase/)[1]);
  eq(C.salary2026, Math.round(L['5110'].actual * (1 + C.raisePct / 100)), 'salary 2026 = 2025 salary + raise');
  C.cap = num(mt.text.match(/limited to \$([\d,]+) per household/)[1]);
  const cm = mt.text.match(/annual meeting of the congregation will be held on \w+, (\w+) (\d+), (\d{4})/);
  C.congMeeting = iso(cm[3], EN[cm[1]], cm[2]);
  const nov = num(mt.text.match(/through November totaled \$([\d,.]+)/)[1]);
  eq(nov, sum(Object.keys(EN).slice(0, 11).map((m) => C.months[m].general)), 'minutes: T&O through November = giving workbook');

  // --- receipt photo (rendering data)
  const R = CG_RECEIPT;
  const lines = R.items.map(([, q, p]) => Math.round(q * p * 100) / 100);
  C.rc = { subtotal: sum(lines), date: R.date, items: R.items };
  C.rc.state = Math.round(C.rc.subtotal * R.stateRate * 100) / 100; C.rc.local = Math.round(C.rc.subtotal * R.localRate * 100) / 100;
  C.rc.tax = Math.round((C.rc.state + C.rc.local) * 100) / 100; C.rc.total = Math.round((C.rc.subtotal + C.rc.tax) * 100) / 100;
}

// ============================================================================= the answers, recomputed
const s2 = (a) => sum(a);
const progs = (y) => P.act('Programa Cosecha', y) + P.act('Programa Milpa', y) + P.act('Programa Mujeres', y);
const cash4 = (y) => ['De fundaciones nacionales', 'De fundaciones extranjeras', 'De personas físicas', 'De personas morales'].reduce((s, k) => s + P.act(k, y), 0);
const areaT = (k) => P.presTot[k];
const PROG = { cos: 'Programa Cosecha de Agua', mil: 'Programa Milpa y Agroecología', muj: 'Programa Mujeres y Economía Solidaria', adm: 'Gastos de administración', pro: 'Gastos de procuración de fondos' };
const allBudget = () => s2(Object.values(P.presTot).map((t) => t.budget)), allEj = () => s2(Object.values(P.presTot).map((t) => t.total));
const nf = 'notfound';
const f = (k) => C.fy[k], q = (k) => C.fq4[k];
const sundayRows = () => C.give.filter((g) => new Date(`${g.date}T12:00:00Z`).getUTCDay() === 0);
const expenseLines = Object.keys(C.lines).filter((a) => a >= '5000');
const overMax = Math.max(...expenseLines.map((a) => C.lines[a].diff));
const ANS = {
  'aguamilpa-001': P.act('Total de ingresos', 2025),
  'aguamilpa-002': P.may['1102'].fin,
  'aguamilpa-003': P.act('Programa Cosecha', 2025) - P.act('Programa Cosecha', 2024),
  'aguamilpa-004': (cash4(2025) / cash4(2024) - 1) * 100,
  'aguamilpa-005': (progs(2025) / P.act('Total de gastos', 2025)) * 100,
  'aguamilpa-006': areaT(PROG.mil).por,
  'aguamilpa-007': -P.pres['5103-003'].por,
  'aguamilpa-008': (allEj() / allBudget()) * 100,
  'aguamilpa-009': areaT(PROG.cos).q[2],
  'aguamilpa-010': areaT(PROG.cos).q[3] + areaT(PROG.mil).q[3] + areaT(PROG.muj).q[3],
  'aguamilpa-011': s2(P.bank.map((b) => b.cargo)),
  'aguamilpa-012': P.bankClosing,
  'aguamilpa-013': P.bankOpening,
  'aguamilpa-014': P.bank.filter((b) => b.concept.startsWith('SPEI RECIBIDO')).length,
  'aguamilpa-015': Math.max(...P.bank.filter((b) => !/FONDO DE INVERSION/.test(b.concept)).map((b) => b.cargo)),
  'aguamilpa-016': P.convTotal,
  'aguamilpa-017': { date: P.finalDue },
  'aguamilpa-018': P.min2,
  'aguamilpa-019': { date: P.bank.find((b) => /TIERRA FERTIL/.test(b.concept)).date },
  'aguamilpa-020': (P.convTotal * P.adminPct) / 100,
  'aguamilpa-021': P.cisternas,
  'aguamilpa-022': { date: P.vigFin },
  'aguamilpa-023': (P.anexoA.find((r) => /cisternas/.test(r[0]))[1] / P.convTotal) * 100,
  'aguamilpa-024': P.cfdi.iva,
  'aguamilpa-025': P.cfdi.total,
  'aguamilpa-026': P.cfdi.items.find((i) => /Cemento/.test(i[4]))[0],
  'aguamilpa-027': { date: P.cfdi.fecha },
  'aguamilpa-028': P.may['1102'].cargos,
  'aguamilpa-029': -P.may['1210'].fin,
  'aguamilpa-030': P.bal['6101-004'].cargos,
  'aguamilpa-031': -P.may['2103'].fin,
  'aguamilpa-032': P.bs('Total activo circulante', 2025) / P.bs('TOTAL PASIVO', 2025),
  'aguamilpa-033': P.bs('Efectivo', 2025) / (P.act('Total de gastos', 2025) / 12),
  'aguamilpa-034': (P.act('Donativos en especie', 2025) / P.act('Donativos en especie', 2024) - 1) * 100,
  'aguamilpa-035': { name: ['Programa Cosecha', 'Programa Milpa', 'Programa Mujeres'].sort((a, b) => P.act(b, 2025) - P.act(a, 2025))[0] },
  'aguamilpa-036': { name: [...P.donors].sort((a, b) => b.amt - a.amt)[0].name },
  'aguamilpa-037': P.act('Programa Milpa', 2025) / 12,
  'aguamilpa-038': s2(['5101-001', '5102-001', '5103-001', '6101-001', '6201-001'].map((c) => P.bal[c].fin)),
  'aguamilpa-039': P.act('Cambio neto', 2025),
  'aguamilpa-040': P.bs('Efectivo', 2025) - P.bs('Efectivo', 2024),
  'aguamilpa-041': { name: P.signDonataria },
  'aguamilpa-042': (P.act('De fundaciones extranjeras', 2025) / P.act('Total de ingresos', 2025)) * 100,
  'aguamilpa-043': P.balTot.finD,
  'aguamilpa-044': areaT(PROG.adm).por,
  'aguamilpa-045': s2(P.bank.filter((b) => b.concept.startsWith('PAGO DE NOMINA')).map((b) => b.cargo)),
  'cedarglade-001': f('GENERAL FUND').end,
  'cedarglade-002': f('BUILDING FUND').begin,
  'cedarglade-003': f('TOTAL').receipts,
  'cedarglade-004': f('MISSIONS FUND').end - f('MISSIONS FUND').begin,
  'cedarglade-005': -f('GENERAL FUND').transfer,
  'cedarglade-006': q('GENERAL FUND').receipts,
  'cedarglade-007': f('GENERAL FUND').disb - q('GENERAL FUND').disb,
  'cedarglade-008': C.year.online,
  'cedarglade-009': C.give.find((g) => /Easter/.test(g.note)).plate,
  'cedarglade-010': C.months.March.general,
  'cedarglade-011': { name: Object.entries(C.months).sort((a, b) => b[1].total - a[1].total)[0][0] },
  'cedarglade-012': C.sum['Quarter 2'].total / C.give.filter((g) => g.date >= '2025-04-01' && g.date <= '2025-06-30').length,
  'cedarglade-013': (C.year.online / C.year.total) * 100,
  'cedarglade-014': C.give.find((g) => /Christmas Eve/.test(g.note)).total,
  'cedarglade-015': sundayRows().filter((g) => g.total > 8000).length,
  'cedarglade-016': C.year.envelope - C.year.online,
  'cedarglade-017': C.lines['5210'].diff,
  'cedarglade-018': C.tot['Total Income'].diff,
  'cedarglade-019': (s2(['5210', '5220', '5230'].map((a) => C.lines[a].actual)) / s2(['5210', '5220', '5230'].map((a) => C.lines[a].budget))) * 100,
  'cedarglade-020': (C.lines['5250'].actual / C.lines['5250'].a24 - 1) * 100,
  'cedarglade-021': C.tot['Total Personnel'].actual,
  'cedarglade-022': { name: C.lines[expenseLines.find((a) => C.lines[a].diff === overMax)].desc },
  'cedarglade-023': C.pledgeTot.pledge,
  'cedarglade-024': (C.pledgeTot.received / C.pledgeTot.pledge) * 100,
  'cedarglade-025': C.pledges.length,
  'cedarglade-026': C.pledges.filter((p) => p.received >= p.pledge).length,
  'cedarglade-027': { name: String([...C.pledges].sort((a, b) => b.balance - a.balance)[0].env) },
  'cedarglade-028': C.lines['4020'].actual,
  'cedarglade-029': C.bankClosing,
  'cedarglade-030': C.bank.filter((x) => x.check).length,
  'cedarglade-031': s2(C.bank.filter((x) => x.desc.includes('TITHELY')).map((x) => x.amount)),
  'cedarglade-032': Math.max(...C.bank.filter((x) => x.check).map((x) => -x.amount)),
  'cedarglade-033': s2(C.bank.filter((x) => x.desc === 'DEPOSIT').map((x) => x.amount)),
  'cedarglade-034': { name: C.approved[1] },
  'cedarglade-035': num(C.approved[2]),
  'cedarglade-036': { date: C.congMeeting },
  'cedarglade-037': C.cap,
  'cedarglade-038': C.salary2026,
  'cedarglade-039': Math.max(...C.bids.map((x) => x[1])) - Math.min(...C.bids.map((x) => x[1])),
  'cedarglade-040': C.rc.total,
  'cedarglade-041': C.rc.tax,
  'cedarglade-042': { date: C.rc.date },
  'cedarglade-043': f('GENERAL FUND').end / (f('GENERAL FUND').disb / 12),
  'cedarglade-044': (f('BUILDING FUND').receipts / f('TOTAL').receipts) * 100,
  'cedarglade-045': f('BENEVOLENCE FUND').disb / 12,
};
for (let i = 46; i <= 50; i++) { ANS[`aguamilpa-0${i}`] = nf; ANS[`cedarglade-0${i}`] = nf; }

// all document text, for the not-found checks
const allText = {};
{
  const pdfT = async (org, fl) => (await pdfLines(D(org, fl))).flat().map((l) => l.map((i) => i.s).join(' ')).join('\n');
  const xT = async (org, fl) => { const wb = await xlsx(D(org, fl)); const out = []; for (const ws of wb.worksheets) ws.eachRow((r, i) => out.push(rowVals(ws, i, 12).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v ?? '')).join(' '))); return out.join('\n'); };
  allText.aguamilpa = [await pdfT('aguamilpa', 'Estados financieros 2025.pdf'), await xT('aguamilpa', 'Balanza de comprobacion diciembre 2025.xlsx'), await xT('aguamilpa', 'Presupuesto vs ejercido 2025.xlsx'), fs.readFileSync(D('aguamilpa', 'BBVA movimientos diciembre 2025.csv'), 'utf8'), P.conv.text, JSON.stringify(AM_CFDI)].join('\n');
  allText.cedarglade = [await pdfT('cedarglade', 'Fund Balance Report 2025.pdf'), await xT('cedarglade', '2025 Giving Summary.xlsx'), await xT('cedarglade', '2025 Budget vs Actual.xlsx'), fs.readFileSync(D('cedarglade', 'Checking Dec 2025.csv'), 'utf8'), C.min.text, JSON.stringify(CG_RECEIPT)].join('\n');
}
const NF = {
  'aguamilpa-046': () => !/2023/.test(allText.aguamilpa),
  'aguamilpa-047': () => !/2026/.test(allText.aguamilpa.split('\n').filter((l) => /presupuesto/i.test(l)).join(' ')) && !/Presupuesto 2026/i.test(allText.aguamilpa),
  'aguamilpa-048': () => !/auditor[ií]a\b(?!\s*$)/i.test(allText.aguamilpa.replace(/Honorarios contables y de auditoría/g, '').replace(/auditoría 2025/g, '')) && P.bal['6101-006'].name.includes('contables y de auditoría'),
  'aguamilpa-049': () => !/\/10\/2025/.test(allText.aguamilpa) && P.bank.every((b) => b.date >= '2025-12-01'),
  'aguamilpa-050': () => !/tipo de cambio|EUR\b|euros?\b|USD/i.test(allText.aguamilpa),
  'cedarglade-046': () => !/2023/.test(allText.cedarglade),
  'cedarglade-047': () => !/Henderson/i.test(allText.cedarglade),
  'cedarglade-048': () => !/youth/i.test(C.min.text) && !Object.values(C.lines).some((l) => /2026/.test(l.desc)) && !/2026 (Budget|Actual)/.test(allText.cedarglade),
  'cedarglade-049': () => C.bank.every((x) => x.date >= '2025-12-01') && !/November.*Atmos|Atmos.*November/i.test(allText.cedarglade),
  'cedarglade-050': () => !/Guatemala/i.test(allText.cedarglade),
};

// --------------------------------------------------------------------- compare with cases.jsonl
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
const orgs = JSON.parse(fs.readFileSync(path.join(SET, 'orgs.json'), 'utf8'));
for (const org of ['aguamilpa', 'cedarglade']) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50, `${org}: 50 cases`);
  ok(oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 5 notfound`);
  const files = fs.readdirSync(path.join(SET, 'documents', org)).map((f2) => `${org}/${f2}`).sort();
  ok(oc.every((c) => JSON.stringify([...c.documents].sort()) === JSON.stringify(files)), `${org}: documents list every file`);
  ok(orgs[org] && orgs[org].fiscalYearStart === 1 && orgs[org].name, `${org}: orgs.json`);
}
const DATE_FORMS = (isoD) => { const [yy, mm, dd] = isoD.split('-').map(Number); return [`${Object.keys(EN)[mm - 1]} ${dd}, ${yy}`, `${dd} de ${Object.keys(ES)[mm - 1]} de ${yy}`]; };
for (const c of cases) {
  const a = ANS[c.id];
  ok(a !== undefined, `answer recomputed for ${c.id}`);
  ok(/^(aguamilpa|cedarglade)-\d{3}$/.test(c.id) && c.question && c.kind, `case shape ${c.id}`);
  if (c.answer.type === 'notfound') { ok(a === nf, `${c.id} is notfound`); ok(NF[c.id] && NF[c.id](), `${c.id}: the documents do not hold it`); continue; }
  if (c.answer.type === 'number') {
    ok(typeof a === 'number' && Math.abs(a - c.answer.value) <= Math.max(1e-6 * Math.abs(a), 1e-6), `${c.id} [${c.kind}] expected ${c.answer.value}, documents give ${a}`);
    continue;
  }
  // text
  if (a.date) ok(DATE_FORMS(a.date).every((form) => c.answer.any.includes(form)), `${c.id} date ${a.date} in ${JSON.stringify(c.answer.any.slice(0, 3))}`);
  else ok(c.answer.any.some((p) => String(a.name).toLowerCase().includes(String(p).toLowerCase())), `${c.id} name "${a.name}" matches ${JSON.stringify(c.answer.any)}`);
}
console.log(`verify: ${checks} checks, ${failures} failed`);
if (failures) process.exit(1);
