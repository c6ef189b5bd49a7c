// Re-reads every generated file of set AR with generic readers (pdfjs text, exceljs values and cached formula
// results, the Word XML, the CSV text and tesseract OCR of the photos), checks the documents' own arithmetic and
// the ties between them, recomputes every case's answer from what was read (each case's `from`), and checks that
// the not-found subjects are absent.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS } from './data.mjs';
import { CASES } from './lib/questions.mjs';
import { readAny, esNum, frNum } from './lib/read.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '../set-ar');
let checks = 0, failures = 0;
const ok = (c, m) => { checks++; if (!c) { failures++; console.error(`FAIL ${m}`); } };
const near = (a, b, abs = 0.005) => Number.isFinite(a) && Number.isFinite(b) && Math.abs(a - b) <= Math.max(abs, 1e-9 * Math.abs(b));
const sum = (a) => a.reduce((s, x) => s + x, 0);

const R = {};
for (const org of Object.keys(DOCS)) R[org] = await Promise.all(DOCS[org].map((f) => readAny(path.join(SET, 'documents', org, f))));
const text = (rows) => rows.map((r) => r.map((c) => String(c ?? '').trim()).join(' | ')).join('\n');

// the generic reader API the cases' `from` functions use
function api(org) {
  const num = (s) => (org === 'turia' ? esNum(s) : frNum(s));
  const docs = R[org];
  const rowOf = (d, label, after) => {
    const rows = docs[d];
    let start = 0;
    if (after) { start = rows.findIndex((r) => r.some((c) => String(c ?? '').trim() === after)); if (start < 0) throw new Error(`marker "${after}" not found`); }
    for (let i = start; i < rows.length; i++) { const j = rows[i].findIndex((c) => String(c ?? '').trim() === label); if (j >= 0) return { row: rows[i], j }; }
    throw new Error(`row "${label}" not found in document ${d}`);
  };
  const sheet = (d, name) => { const rows = docs[d]; const i0 = rows.findIndex((r) => r[0] === `[sheet ${name}]`); if (i0 < 0) throw new Error(`sheet ${name} not found`); const i1 = rows.findIndex((r, i) => i > i0 && String(r[0]).startsWith('[sheet ')); return rows.slice(i0 + 1, i1 < 0 ? undefined : i1); };
  const g = {
    num, docs,
    n: (d, label, k, after) => {
      const h = rowOf(d, label, after);
      const nums = h.row.filter((c, i) => i !== h.j).map(num).filter((x) => x !== null && x !== undefined);
      if (nums[k] === undefined) throw new Error(`row "${label}" has no number ${k}`);
      return nums[k];
    },
    text: (d) => text(docs[d]),
    find: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`pattern ${re} not found in document ${d}`); return m[1].trim(); },
    ocr: (d, re) => { const m = text(docs[d]).match(re); if (!m) throw new Error(`OCR pattern ${re} not found`); return num(m[1].trim()); },
    sheet,
    srow: (d, name, label) => { const r = sheet(d, name).find((x) => String(x[0]).trim() === label); if (!r) throw new Error(`row ${label} not in sheet ${name}`); return r; },
  };
  if (org === 'turia') {
    const tbRows = () => docs[1].filter((r) => /^\d{3}(\d{5})?$/.test(String(r[0])));
    const rec = (r) => ({ code: String(r[0]), title: r[1], d: Number(r[2]) || 0, h: Number(r[3]) || 0, sd: Number(r[4]) || 0, sa: Number(r[5]) || 0 });
    g.tbAll = () => tbRows().map(rec);
    g.tb = (code) => { const r = tbRows().find((x) => String(x[0]) === code); if (!r) throw new Error(`account ${code} not in the trial balance`); return rec(r); };
    g.tbFind = (re) => { const r = tbRows().find((x) => String(x[0]).length === 8 && re.test(String(x[1]))); if (!r) throw new Error(`no subaccount ${re}`); return rec(r); };
    g.mov = () => docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(r[0])).map((r) => ({ fecha: r[0], valor: r[1], mov: r[2], datos: r[3], imp: esNum(r[4]), saldo: esNum(r[5]) }));
  } else {
    const glRows = docs[1];
    g.gl = (code) => {
      const i0 = glRows.findIndex((r) => String(r[0]) === code);
      if (i0 < 0) throw new Error(`account ${code} not in the ledger`);
      const out = [];
      for (let i = i0 + 1; i < glRows.length && !/^Total compte/.test(String(glRows[i][4])); i++) { const r = glRows[i]; out.push({ date: r[1], j: r[2], piece: r[3], lib: r[4], deb: Number(r[5]) || 0, cred: Number(r[6]) || 0, solde: Number(r[7]) || 0 }); }
      return out;
    };
    g.glTotal = (code) => { const r = glRows.find((x) => String(x[4]) === `Total compte ${code}`); return (Number(r[5]) || 0) - (Number(r[6]) || 0); };
    g.glFind = (re) => { const r = glRows.find((x) => /^\d{6}$/.test(String(x[0])) && re.test(String(x[4]))); if (!r) throw new Error(`no account ${re}`); return String(r[0]); };
    g.glAccounts = () => glRows.filter((x) => /^\d{6}$/.test(String(x[0]))).map((x) => String(x[0]));
    g.wave = () => docs[3].filter((r) => /^\d\d\/\d\d\/\d{4}$/.test(r[0])).map((r) => ({ date: r[0], time: r[1], id: r[2], type: r[3], name: r[4], phone: r[5], amt: Number(r[6]), fee: Number(r[7]), bal: Number(r[8]), note: r[9] }));
  }
  return g;
}
const G = { turia: api('turia'), jappoo: api('jappoo') };

// ---------------------------------------------------------------- turia: the documents' own arithmetic and ties
{
  const g = G.turia;
  const PYG = 'A) EXCEDENTE DEL EJERCICIO';
  for (const k of [0, 1]) {
    const a = ['A) ACTIVO NO CORRIENTE', 'B) ACTIVO CORRIENTE'].map((l) => g.n(0, l, k));
    ok(near(a[0] + a[1], g.n(0, 'TOTAL ACTIVO (A + B)', k)), `activo adds up (${k})`);
    ok(near(['I. Inmovilizado intangible', 'III. Inmovilizado material', 'VI. Inversiones financieras a largo plazo'].reduce((s, l) => s + g.n(0, l, k + 1), 0), a[0]), `activo no corriente (${k})`);
    const ac = g.n(0, 'II. Existencias', k) + g.n(0, 'III. Usuarios y otros deudores de la actividad propia', k + 1) + g.n(0, 'IV. Deudores comerciales y otras cuentas a cobrar', k + 1) + g.n(0, 'VI. Inversiones financieras a corto plazo', k + 1) + g.n(0, 'VII. Periodificaciones a corto plazo', k) + g.n(0, 'VIII. Efectivo y otros activos líquidos equivalentes', k);
    ok(near(ac, a[1]), `activo corriente (${k})`);
    const fp = ['I. Dotación fundacional', 'II. Reservas', 'III. Excedentes de ejercicios anteriores'].reduce((s, l) => s + g.n(0, l, k), 0) + g.n(0, 'IV. Excedente del ejercicio', k + 1);
    ok(near(fp, g.n(0, 'A-1) Fondos propios', k + 1)), `fondos propios (${k})`);
    ok(near(fp + g.n(0, 'A-3) Subvenciones, donaciones y legados recibidos', k + 1), g.n(0, 'A) PATRIMONIO NETO', k)), `patrimonio neto (${k})`);
    const pc = g.n(0, 'III. Deudas a corto plazo', k + 1) + g.n(0, 'V. Beneficiarios-Acreedores', k) + g.n(0, 'VI. Acreedores comerciales y otras cuentas a pagar', k);
    ok(near(pc, g.n(0, 'C) PASIVO CORRIENTE', k)), `pasivo corriente (${k})`);
    ok(near(g.n(0, '1. Deudas con entidades de crédito', k, 'C) PASIVO CORRIENTE') + g.n(0, '3. Otras deudas a corto plazo', k), g.n(0, 'III. Deudas a corto plazo', k + 1)), `deudas a corto plazo (${k})`);
    ok(near(g.n(0, '1. Proveedores', k) + g.n(0, '2. Otros acreedores', k), g.n(0, 'VI. Acreedores comerciales y otras cuentas a pagar', k)), `acreedores (${k})`);
    ok(near(g.n(0, 'A) PATRIMONIO NETO', k) + g.n(0, 'B) PASIVO NO CORRIENTE', k) + pc, g.n(0, 'TOTAL PATRIMONIO NETO Y PASIVO (A + B + C)', k)), `PN y pasivo (${k})`);
    ok(near(g.n(0, 'TOTAL ACTIVO (A + B)', k), g.n(0, 'TOTAL PATRIMONIO NETO Y PASIVO (A + B + C)', k)), `balance balances (${k})`);
    // PyG
    const l1 = ['a) Cuotas de asociados y afiliados', 'b) Aportaciones de usuarios', 'c) Ingresos de promociones, patrocinadores y colaboraciones', 'd) Subvenciones imputadas a excedentes del ejercicio', 'e) Donaciones y legados imputados a excedentes del ejercicio'].reduce((s, l) => s + g.n(0, l, k), 0);
    ok(near(l1, g.n(0, '1. Ingresos de la actividad propia', k + 1)), `PyG line 1 (${k})`);
    const l3 = ['a) Ayudas monetarias', 'b) Ayudas no monetarias', 'c) Gastos por colaboraciones y del órgano de gobierno', 'd) Reintegro de subvenciones, donaciones y legados'].reduce((s, l) => s + g.n(0, l, k, PYG), 0);
    ok(near(l3, g.n(0, '3. Gastos por ayudas y otros', k)), `PyG line 3 (${k})`);
    const A1 = g.n(0, '1. Ingresos de la actividad propia', k + 1) + l3 + g.n(0, '6. Aprovisionamientos', k) + g.n(0, '7. Otros ingresos de la actividad', k) + g.n(0, '8. Gastos de personal', k + 1) + g.n(0, '9. Otros gastos de la actividad', k) + g.n(0, '10. Amortización del inmovilizado', k + 1) + g.n(0, 'al excedente del ejercicio', k + 1);
    ok(near(A1, g.n(0, '(1+2+3+4+5+6+7+8+9+10+11+12+13)', k)), `PyG A.1 (${k})`);
    ok(near(g.n(0, '14. Ingresos financieros', k) + g.n(0, '15. Gastos financieros', k), g.n(0, '(14+15+16+17+18)', k)), `PyG A.2 (${k})`);
    ok(near(A1 + g.n(0, '(14+15+16+17+18)', k), g.n(0, 'A.3) EXCEDENTE ANTES DE IMPUESTOS (A.1+A.2)', k)) && near(g.n(0, 'A.3) EXCEDENTE ANTES DE IMPUESTOS (A.1+A.2)', k), g.n(0, 'ejercicio (A.3+19)', k)), `PyG A.3/A.4 (${k})`);
    ok(near(g.n(0, 'ejercicio (A.3+19)', k), g.n(0, 'IV. Excedente del ejercicio', k + 1)), `PyG A.4 = balance excedente (${k})`);
    const b1 = g.n(0, '1. Subvenciones recibidas', k, 'B) Ingresos y gastos imputados directamente al patrimonio neto') + g.n(0, '2. Donaciones y legados recibidos', k, 'B) Ingresos y gastos imputados directamente al patrimonio neto');
    const c1 = g.n(0, '1. Subvenciones recibidas', k, 'C) Reclasificaciones al excedente del ejercicio') + g.n(0, '2. Donaciones y legados recibidos', k, 'C) Reclasificaciones al excedente del ejercicio');
    ok(near(b1, g.n(0, 'reconocidos directamente en el patrimonio neto (1+2+3+4)', k)) && near(c1, g.n(0, 'excedente del ejercicio (1+2+3+4)', k)), `PyG B.1 and C.1 (${k})`);
    ok(near(-c1, g.n(0, 'al excedente del ejercicio', k + 1)), `reclassifications = line 11 (${k})`);
    ok(near(b1 + c1, g.n(0, 'imputados directamente al patrimonio neto (B.1+C.1)', k)) && near(g.n(0, 'ejercicio (A.3+19)', k) + b1 + c1, g.n(0, 'EJERCICIO (A.4+D+E+F+G+H)', k)), `PyG D and I (${k})`);
  }
  ok(near(g.n(0, 'A-3) Subvenciones, donaciones y legados recibidos', 2) + g.n(0, 'imputados directamente al patrimonio neto (B.1+C.1)', 0), g.n(0, 'A-3) Subvenciones, donaciones y legados recibidos', 1)), 'A-3 rolls forward by D');
  ok(near(g.n(0, 'III. Excedentes de ejercicios anteriores', 1) + g.n(0, 'IV. Excedente del ejercicio', 2), g.n(0, 'III. Excedentes de ejercicios anteriores', 0)), '2024 excedente applied to remanente');
  // notes
  const inm = g.n(0, 'Total inmovilizado material', 2) - g.n(0, 'Total inmovilizado material', 5);
  ok(near(inm, g.n(0, 'III. Inmovilizado material', 1)), 'note 5 = balance inmovilizado material');
  for (const l of ['Instalaciones técnicas (cocina industrial)', 'Mobiliario', 'Equipos para procesos de información', 'Elementos de transporte']) ok(near(g.n(0, l, 0) + g.n(0, l, 1), g.n(0, l, 2)) && near(g.n(0, l, 3) + g.n(0, l, 4), g.n(0, l, 5)), `note 5 row ${l}`);
  ok(near(g.n(0, 'Total inmovilizado material', 4) + 1280, -g.n(0, '10. Amortización del inmovilizado', 1)), 'note 5 charge + intangible = line 10');
  ok(near(g.n(0, 'Total subvenciones imputadas', 0), g.n(0, 'd) Subvenciones imputadas a excedentes del ejercicio', 0)) && near(g.n(0, 'Total donaciones y legados imputados', 0), g.n(0, 'e) Donaciones y legados imputados a excedentes del ejercicio', 0)), 'note 12 = PyG d) and e)');
  const capRows = ['Diputació de València – Cocina industrial comedor La Sèquia', 'Ajuntament de València – Furgoneta Renault Master', 'Conselleria de Servicios Sociales – Furgoneta frigorífica', 'Cerámicas Levante, S.A. – Mobiliario Aula Oberta', 'Fundació Horta Viva – Ordenadores portátiles Aula Oberta'];
  for (const l of capRows) ok(near(g.n(0, l, 1) - g.n(0, l, 2) - g.n(0, l, 3), g.n(0, l, 4)), `capital grant row ${l}`);
  ok(near(sum(capRows.map((l) => g.n(0, l, 3))), g.n(0, 'al excedente del ejercicio', 1)) && near(sum(capRows.map((l) => g.n(0, l, 4))), g.n(0, 'A-3) Subvenciones, donaciones y legados recibidos', 1)), 'capital grants = line 11 and A-3');
  const ACT = 'II. Recursos económicos totales empleados por la entidad (en euros):';
  const actRows = ['a) Ayudas monetarias', 'b) Ayudas no monetarias', 'gobierno', 'd) Reintegro de subvenciones, donaciones y legados', 'Aprovisionamientos', 'Gastos de personal', 'Otros gastos de la actividad', 'Amortización del inmovilizado', 'Gastos financieros'];
  for (const l of actRows) ok(near(g.n(0, l, 0, ACT) + g.n(0, l, 1, ACT) + g.n(0, l, 2, ACT), g.n(0, l, 3, ACT)) && near(g.n(0, l, 3, ACT) + g.n(0, l, 4, ACT), g.n(0, l, 5, ACT)), `activities row ${l}`);
  for (const k of [0, 1, 2, 3, 4, 5]) ok(near(sum(actRows.map((l) => g.n(0, l, k, ACT))), g.n(0, 'Subtotal gastos', k, ACT)), `activities column ${k}`);
  ok(near(g.n(0, 'Subtotal gastos', 5, ACT), -['3. Gastos por ayudas y otros', '6. Aprovisionamientos', '9. Otros gastos de la actividad', '15. Gastos financieros'].reduce((s, l) => s + g.n(0, l, 0), 0) - g.n(0, '8. Gastos de personal', 1) - g.n(0, '10. Amortización del inmovilizado', 1)), 'activities total = PyG expenses');
  ok(near(g.n(0, 'Patrimonio Histórico)', 3), g.n(0, 'Total inmovilizado material', 1)), 'activities investments = note 5 additions');
  // destino de rentas over the page break
  const D1 = 'Grado de cumplimiento del destino de rentas e ingresos (en euros)', D2 = '14. Aplicación de elementos patrimoniales a fines propios (continuación)';
  const drs = [['2021', D1], ['2022', D1], ['2023', D1], ['2024', D2], ['2025', D2]];
  for (const [y, m] of drs) {
    const v = [0, 1, 2, 3, 4, 5, 6, 7].map((k) => g.n(0, y, k, m));
    ok(near(v[0] - v[1] + v[2], v[3]) && near(v[3] * 0.7, v[4]) && near((100 * v[6]) / v[3], v[7], 0.006) && v[6] >= v[4], `destino de rentas ${y}: base, 70 %, % and the rule met`);
  }
  ok(near(sum(drs.map(([y, m]) => g.n(0, y, 3, m))), g.n(0, 'TOTAL', 0, D2)) && near(sum(drs.map(([y, m]) => g.n(0, y, 6, m))), g.n(0, 'TOTAL', 2, D2)), 'destino de rentas totals over the page break');
  ok(near(g.n(0, '2025', 0, D2), g.n(0, 'IV. Excedente del ejercicio', 1)) && near(g.n(0, '2024', 0, D2), g.n(0, 'IV. Excedente del ejercicio', 2)), 'destino de rentas excedente = PyG');
  ok(near(g.n(0, '2025', 1, D2), g.n(0, 'al excedente del ejercicio', 1)) && near(g.n(0, '2025', 2, D2), g.n(0, 'Subtotal gastos', 3, ACT)) && near(g.n(0, '2025', 6, D2), g.n(0, 'TOTAL RECURSOS EMPLEADOS', 3)), 'destino de rentas 2025 = notes 12 and 13');
  ok(near(g.n(0, 'TOTAL RECURSOS APLICADOS EN EL EJERCICIO', 0), g.n(0, '2025', 6, D2)), 'recursos aplicados = destino de rentas');
  const emp = g.n(0, 'Total personal (número medio)', 2);
  ok(near(sum(['Dirección', 'Personal técnico (orientación, trabajo social)', 'Educadores/as', 'Personal de cocina y reparto', 'Administración'].map((l) => g.n(0, l, 2))), emp, 0.05), 'employees by category');
  // sumas y saldos
  const all = g.tbAll();
  const subs = all.filter((a) => a.code.length === 8), grp = all.filter((a) => a.code.length === 3);
  ok(near(sum(subs.map((a) => a.d)), sum(subs.map((a) => a.h)), 0.01) && near(sum(subs.map((a) => a.sd)), sum(subs.map((a) => a.sa)), 0.01), 'trial balance balances');
  const tot = R.turia[1].find((r) => r[1] === 'TOTALES');
  ok(near(Number(tot[2]), sum(subs.map((a) => a.d)), 0.01) && near(Number(tot[3]), sum(subs.map((a) => a.h)), 0.01), 'trial balance TOTALES row');
  for (const a of grp) { const s = subs.filter((x) => x.code.startsWith(a.code)); ok(near(a.sd - a.sa, sum(s.map((x) => x.sd - x.sa))), `account ${a.code} = its subaccounts`); }
  for (const a of subs) ok(near(a.d - a.h, a.sd - a.sa), `subaccount ${a.code} saldo`);
  const bal = (pre) => sum(subs.filter((a) => pre.some((p) => a.code.startsWith(p))).map((a) => a.sd - a.sa));
  const inc = -bal(['7']), exp = bal(['6']);
  ok(near(inc - exp, g.n(0, 'IV. Excedente del ejercicio', 1)), 'trial balance groups 6 and 7 = excedente');
  ok(near(bal(['57']), g.n(0, 'VIII. Efectivo y otros activos líquidos equivalentes', 0)), 'trial balance 57 = efectivo');
  ok(near(bal(['206', '280']), g.n(0, 'I. Inmovilizado intangible', 1)) && near(bal(['21', '281']), g.n(0, 'III. Inmovilizado material', 1)), 'trial balance fixed assets = balance');
  ok(near(bal(['440', '470']), g.n(0, 'IV. Deudores comerciales y otras cuentas a cobrar', 1)) && near(bal(['447', '448']), g.n(0, 'III. Usuarios y otros deudores de la actividad propia', 1)), 'trial balance receivables = balance');
  ok(near(-bal(['400']), g.n(0, '1. Proveedores', 0)) && near(-bal(['410', '475', '476']), g.n(0, '2. Otros acreedores', 0)) && near(-bal(['412']), g.n(0, 'V. Beneficiarios-Acreedores', 0)), 'trial balance payables = balance');
  ok(near(-bal(['13', '94']) - bal(['84']), g.n(0, 'A-3) Subvenciones, donaciones y legados recibidos', 1)), 'trial balance 13 + 94 - 84 = A-3');
  ok(near(-bal(['12']), g.n(0, 'III. Excedentes de ejercicios anteriores', 0)), 'trial balance remanente');
  ok(near(-bal(['740000']), g.n(0, 'd) Subvenciones imputadas a excedentes del ejercicio', 0)) && near(-bal(['740100']), g.n(0, 'e) Donaciones y legados imputados a excedentes del ejercicio', 0)), 'trial balance 740 = PyG d) and e)');
  ok(near(-bal(['64']), g.n(0, '8. Gastos de personal', 1)) && near(-bal(['60', '61']), g.n(0, '6. Aprovisionamientos', 0)) && near(-bal(['62', '63']), g.n(0, '9. Otros gastos de la actividad', 0)), 'trial balance expenses = PyG lines');
  ok(near(bal(['30']), g.n(0, 'II. Existencias', 0)) && near(bal(['30']) - g.n(0, 'II. Existencias', 1), -bal(['61'])), 'existencias and their variation');
  // cuenta justificativa
  const pres = g.sheet(2, 'Presupuesto y ejecución');
  const parts = pres.filter((r) => /^\d\. /.test(String(r[0])));
  for (const r of parts) ok(near(r[2] - r[1], r[3]) && near(r[2] / r[1], r[4], 0.00006), `justificación ${r[0]}`);
  const totP = g.srow(2, 'Presupuesto y ejecución', 'TOTAL');
  ok(near(sum(parts.map((r) => r[1])), totP[1]) && near(sum(parts.map((r) => r[2])), totP[2]), 'justificación totals');
  const pers = g.sheet(2, 'Gastos de personal').filter((r) => typeof r[3] === 'number' && r[0] !== 'TOTAL');
  for (const r of pers) ok(near(r[4] + r[5], r[6]) && near(r[6] * r[7], r[8], 0.006), `personal ${r[0]}`);
  ok(near(sum(pers.map((r) => r[8])), parts[0][2]), 'personal = partida 1');
  const just = g.sheet(2, 'Relación de justificantes').filter((r) => typeof r[0] === 'number');
  for (let p = 2; p <= 7; p++) ok(near(sum(just.filter((r) => r[6] === p).map((r) => r[8])), parts[p - 1][2]), `justificantes = partida ${p}`);
  ok(just.every((r) => r[8] <= r[7] + 0.001), 'imputed never above the document');
  const fin = pres.slice(pres.findIndex((r) => r[0] === 'Fuente de financiación') + 1).filter((r) => r[0] && r[0] !== 'TOTAL' && typeof r[1] === 'number');
  ok(near(sum(fin.map((r) => r[1])), totP[1]) && near(sum(fin.map((r) => r[2])), totP[2]), 'financing = budget and execution');
  ok(near(g.num(g.find(2, /Importe concedido \(€\) \| ([\d.]+)/)), fin[0][2]), 'GVA share executed = grant');
  ok(near(fin[0][2], g.n(0, 'GVA – Conselleria de Servicios Sociales – Projecte Primera Oportunitat 2025', 0)), 'grant = note 12');
  ok(near(g.tb('47080001').sd, fin[0][2] - Number(g.find(2, /Anticipo recibido \(€\) \| ([\d.]+)/))), 'receivable = grant less the advance');
  // CaixaBank
  const mv = g.mov().reverse();
  let b0 = mv[0].saldo - mv[0].imp;
  for (const m of mv) { b0 = Math.round((b0 + m.imp) * 100) / 100; ok(near(b0, m.saldo), `CaixaBank running balance ${m.fecha} ${m.datos}`); }
  ok(near(mv[mv.length - 1].saldo, g.tb('57200001').sd), 'CaixaBank closing = subaccount 57200001');
  ok(near(sum(mv.filter((m) => /ALQUILER/.test(m.datos)).map((m) => -m.imp)) * 12, g.tb('621').sd), 'December rents x 12 = account 621');
  ok(near(mv.find((m) => /REMESA/.test(m.mov)).imp * 12, g.tb('72000001').sa), 'December remesa x 12 = cuotas');
  // acta
  for (const k of [0, 1]) {
    ok(near(g.n(4, 'Ingresos de la actividad propia', k) + g.n(4, 'Otros ingresos', k), g.n(4, 'Total ingresos', k)), `acta ingresos ${k}`);
    ok(near(['Gastos por ayudas y otros', 'Aprovisionamientos', 'Gastos de personal', 'Otros gastos de la actividad', 'Amortizaciones y gastos financieros'].reduce((s, l) => s + g.n(4, l, k), 0), g.n(4, 'Total gastos', k)), `acta gastos ${k}`);
    ok(near(g.n(4, 'Total ingresos', k) + g.n(4, 'Total gastos', k), g.n(4, 'Excedente previsto', k)), `acta excedente ${k}`);
  }
  const plan = ['Inserción sociolaboral de jóvenes', 'Comedor social La Sèquia y apoyo alimentario', 'Aula Oberta – refuerzo educativo', 'Gastos no imputados a las actividades'];
  for (const l of plan) ok(near(g.n(4, l, 0) + g.n(4, l, 1), g.n(4, l, 2)), `plan 2026 ${l}`);
  for (const k of [0, 1, 2]) ok(near(sum(plan.map((l) => g.n(4, l, k))), g.n(4, 'TOTAL', k, 'Actividad')), `plan 2026 column ${k}`);
  ok(near(sum(['Subvenciones del sector público', 'Donaciones y legados del sector privado', 'Cuotas de socios y aportaciones de usuarios', 'Patrocinios y colaboraciones'].map((l) => g.n(4, l, 0))) + g.n(4, 'Otros ingresos', 0, 'Origen de los recursos'), g.n(4, 'TOTAL INGRESOS PREVISTOS', 0)), 'ingresos 2026');
  // ticket (OCR)
  const o = g.text(5);
  const items = [...o.matchAll(/^(\d+) +([A-Z][A-Z0-9 ,]+?) +\S+ +(\d+,\d\d) +([AB])$/gm)];
  ok(items.length === 10, `ticket: 10 item lines read (${items.length})`);
  const tot5 = g.ocr(5, /TOTAL \(EUR\)\s+(\d+,\d\d)/);
  ok(near(sum(items.map((m) => esNum(m[3]))), tot5, 0.006), 'ticket items add to the total (OCR)');
  ok(sum(items.map((m) => Number(m[1]))) === g.ocr(5, /NUM\. ARTICULOS\s+(\d+)/), 'ticket units (OCR)');
  const gA = sum(items.filter((m) => m[4] === 'A').map((m) => esNum(m[3]))), gB = sum(items.filter((m) => m[4] === 'B').map((m) => esNum(m[3])));
  const bA = g.ocr(5, /A 21%\s+(\d+,\d\d)/), cA = g.ocr(5, /A 21%\s+\d+,\d\d\s+(\d+,\d\d)/), bB = g.ocr(5, /B 10%\s+(\d+,\d\d)/), cB = g.ocr(5, /B 10%\s+\d+,\d\d\s+(\d+,\d\d)/);
  ok(near(bA + cA, gA, 0.006) && near(bB + cB, gB, 0.006) && near(bA * 0.21, cA, 0.006) && near(bB * 0.1, cB, 0.006), 'ticket IVA by rate (OCR)');
  ok(near(cA + cB, g.ocr(5, /TOTAL IVA\s+\d+,\d\d\s+(\d+,\d\d)/), 0.006) && near(g.ocr(5, /TARJETA\s+(\d+,\d\d)/), tot5, 0.006), 'ticket IVA total and card payment (OCR)');
  ok(g.mov().some((m) => /AUTOSERVICIO RUSSAFA/.test(m.datos) && near(-m.imp, tot5) && m.fecha === o.match(/(\d\d\/\d\d\/\d{4}) \d\d:\d\d/)[1]), 'ticket paid by card through CaixaBank on its date');
}

// ---------------------------------------------------------------- jappoo: the documents' own arithmetic and ties
{
  const g = G.jappoo;
  const N3 = 'NOTE 3 – IMMOBILISATIONS ET AMORTISSEMENTS', FD = 'NOTE 8 – TABLEAU DES FONDS DÉDIÉS';
  // bilan
  const immo = [['Logiciels et licences', 'AE'], ['Terrains', 'AJ'], ['Bâtiments', 'AK'], ['bureau', 'AL'], ['Matériel de transport', 'AM'], ['Dépôts et cautionnements', 'AR']];
  for (const [l] of immo) ok(near(g.n(0, l, 0) - g.n(0, l, 1), g.n(0, l, 2)), `bilan row ${l}: brut - amort = net`);
  for (const k of [0, 1, 2, 3]) ok(near(sum(immo.map(([l]) => g.n(0, l, k))), g.n(0, 'TOTAL ACTIF IMMOBILISÉ', k)), `actif immobilisé column ${k}`);
  for (const k of [2, 3]) {
    const bk = g.n(0, 'Stocks de médicaments et d\'intrants', k + 1) + g.n(0, 'fonds', k + 1, 'ACTIF') + g.n(0, 'Autres créances', k);
    ok(near(bk, g.n(0, 'TOTAL ACTIF CIRCULANT', k)), `actif circulant ${k}`);
    ok(near(g.n(0, 'TOTAL ACTIF IMMOBILISÉ', k) + bk + g.n(0, 'TOTAL TRÉSORERIE-ACTIF', k), g.n(0, 'TOTAL GÉNÉRAL', k)), `total actif ${k}`);
  }
  for (const k of [0, 1]) {
    const cp = g.n(0, 'Fonds associatifs sans droit de reprise', k) + g.n(0, 'Report à nouveau', k) + g.n(0, 'Résultat net de l\'exercice (excédent + / déficit -)', k) + g.n(0, 'Subventions d\'investissement', k + 1);
    ok(near(cp, g.n(0, 'TOTAL FONDS PROPRES ET RESSOURCES ASSIMILÉES', k)), `fonds propres ${k}`);
    ok(near(cp + g.n(0, 'Fonds dédiés', k + 1) + g.n(0, 'carrière)', k), g.n(0, 'TOTAL RESSOURCES STABLES', k)), `ressources stables ${k}`);
    ok(near(g.n(0, 'Fournisseurs et comptes rattachés', k) + g.n(0, 'Dettes fiscales et sociales', k + 1) + g.n(0, 'Autres dettes', k), g.n(0, 'TOTAL PASSIF CIRCULANT', k)), `passif circulant ${k}`);
    ok(near(g.n(0, 'TOTAL RESSOURCES STABLES', k) + g.n(0, 'TOTAL PASSIF CIRCULANT', k) + g.n(0, 'TOTAL TRÉSORERIE-PASSIF', k), g.n(0, 'TOTAL GÉNÉRAL', k, 'PASSIF')), `total passif ${k}`);
    ok(near(g.n(0, 'TOTAL GÉNÉRAL', k + 2), g.n(0, 'TOTAL GÉNÉRAL', k, 'PASSIF')), `bilan balances ${k}`);
  }
  ok(near(g.n(0, 'Report à nouveau', 1) + g.n(0, 'Résultat net de l\'exercice (excédent + / déficit -)', 1), g.n(0, 'Report à nouveau', 0)), '2024 result carried to report à nouveau');
  // compte de résultat
  const res = ['Cotisations des membres', 'Dons et libéralités', '(ressources affectées)', 'territoriales', 'Prestations de services et produits des activités annexes', 'Reprises sur fonds dédiés des exercices antérieurs', 'Produits financiers', 'Quote-part des subventions d\'investissement virée au résultat'];
  const noted = new Set(['(ressources affectées)', 'Reprises sur fonds dédiés des exercices antérieurs', 'Quote-part des subventions d\'investissement virée au résultat']);
  const emp = ['Achats consommés (intrants, fournitures, énergie, carburant)', 'Transports et déplacements', 'Services extérieurs', 'Impôts et taxes', 'Charges de personnel', 'Aides et appuis aux bénéficiaires et aux relais', 'Dotations aux amortissements', 'fonds dédiés)'];
  const notedE = new Set(['Charges de personnel', 'Dotations aux amortissements', 'fonds dédiés)']);
  const crv = (l, k, s) => g.n(0, l, k + (s.has(l) ? 1 : 0));
  for (const k of [0, 1]) {
    ok(near(sum(res.map((l) => crv(l, k, noted))), g.n(0, 'TOTAL DES RESSOURCES', k)), `ressources ${k}`);
    ok(near(sum(emp.map((l) => crv(l, k, notedE))), g.n(0, 'TOTAL DES EMPLOIS', k)), `emplois ${k}`);
    ok(near(g.n(0, 'TOTAL DES RESSOURCES', k) - g.n(0, 'TOTAL DES EMPLOIS', k), g.n(0, 'RÉSULTAT NET DE L\'EXERCICE (XA - XB) : EXCÉDENT', k)), `résultat ${k}`);
    ok(near(g.n(0, 'RÉSULTAT NET DE L\'EXERCICE (XA - XB) : EXCÉDENT', k), g.n(0, 'Résultat net de l\'exercice (excédent + / déficit -)', k)), `résultat = bilan ${k}`);
  }
  // fonds dédiés
  const projs = ['PROSAMI – Enabel', 'NUTRI-THIÈS – SBS', 'EAU-KEUR – Teranga'];
  for (const p of projs) ok(near(g.n(0, p, 0, FD) - g.n(0, p, 2, FD) + g.n(0, p, 3, FD), g.n(0, p, 4, FD)), `fonds dédiés ${p}: D = A - B + C`);
  for (const k of [0, 1, 2, 3, 4]) ok(near(sum(projs.map((p) => g.n(0, p, k, FD))), g.n(0, 'TOTAL', k, FD)), `fonds dédiés column ${k}`);
  ok(near(g.n(0, 'TOTAL', 4, FD), g.n(0, 'Fonds dédiés', 1)) && near(g.n(0, 'TOTAL', 0, FD), g.n(0, 'Fonds dédiés', 2)), 'fonds dédiés = bilan');
  ok(near(g.n(0, 'TOTAL', 1, FD), g.n(0, '(ressources affectées)', 1)) && near(g.n(0, 'TOTAL', 2, FD), g.n(0, 'Reprises sur fonds dédiés des exercices antérieurs', 1)) && near(g.n(0, 'TOTAL', 3, FD), g.n(0, 'fonds dédiés)', 1)), 'fonds dédiés = RC, RF, EH');
  ok(near(g.n(0, 'Total (ligne RC du compte de résultat)', 0), g.n(0, '(ressources affectées)', 1)), 'note 9 = RC');
  // immobilisations note
  for (const l of ['Logiciels et licences', 'Terrains', 'Bâtiments (siège de Thiès)', 'Matériel et mobilier de bureau', 'Matériel de transport']) {
    const v = [0, 1, 2, 3, 4, 5, 6].map((k) => g.n(0, l, k, N3));
    ok(near(v[0] + v[1], v[2]) && near(v[3] + v[4], v[5]) && near(v[2] - v[5], v[6]), `note 3 row ${l}`);
  }
  ok(near(g.n(0, 'Total', 6, N3), g.n(0, 'TOTAL ACTIF IMMOBILISÉ', 2) - g.n(0, 'Dépôts et cautionnements', 2)) && near(g.n(0, 'Total', 4, N3), g.n(0, 'Dotations aux amortissements', 1)), 'note 3 = bilan and EG');
  const tr = ['CBAO Groupe Attijariwafa bank – compte courant', 'Crédit Mutuel du Sénégal – compte d\'épargne', 'Caisse siège et antenne', 'Monnaie électronique – compte Wave Business'];
  for (const k of [0, 1]) ok(near(sum(tr.map((l) => g.n(0, l, k))), g.n(0, 'Total trésorerie-actif', k)) && near(g.n(0, 'Total trésorerie-actif', k), g.n(0, 'TOTAL TRÉSORERIE-ACTIF', k * 3)), `note 5 trésorerie ${k}`);
  ok(near(g.n(0, 'Crédit Mutuel du Sénégal – compte d\'épargne', 1) + g.n(0, 'Produits financiers', 0), g.n(0, 'Crédit Mutuel du Sénégal – compte d\'épargne', 0)), 'CMS savings grew by the interest');
  // grand-livre
  const accs = g.glAccounts();
  for (const a of accs) {
    const e = g.gl(a);
    let s = 0;
    const okRun = e.every((x) => { s += x.deb - x.cred; return near(s, x.solde, 0.5); });
    ok(okRun && near(s, g.glTotal(a), 0.5), `ledger ${a}: running balance and total`);
  }
  const byPre = (pre) => sum(accs.filter((a) => pre.some((p) => a.startsWith(p))).map((a) => g.glTotal(a)));
  ok(near(byPre(['60']), g.n(0, 'Achats consommés (intrants, fournitures, énergie, carburant)', 0)), 'ledger 60 = EA');
  ok(near(byPre(['61']), g.n(0, 'Transports et déplacements', 0)), 'ledger 61 = EB');
  ok(near(byPre(['62', '63']), g.n(0, 'Services extérieurs', 0)), 'ledger 62-63 = EC');
  ok(near(byPre(['64']), g.n(0, 'Impôts et taxes', 0)) && near(byPre(['66']), g.n(0, 'Charges de personnel', 1)) && near(byPre(['65']), g.n(0, 'Aides et appuis aux bénéficiaires et aux relais', 0)), 'ledger 64, 66, 65 = ED, EE, EF');
  ok(near(byPre(['681']), g.n(0, 'Dotations aux amortissements', 1)) && near(byPre(['689']), g.n(0, 'fonds dédiés)', 1)), 'ledger 681, 689 = EG, EH');
  ok(near(-byPre(['711']), g.n(0, '(ressources affectées)', 1)) && near(-byPre(['712']), g.n(0, 'territoriales', 0)) && near(-byPre(['751']), g.n(0, 'Cotisations des membres', 0)) && near(-byPre(['752']), g.n(0, 'Dons et libéralités', 0)), 'ledger 71, 75 = RC, RD, RA, RB');
  ok(near(-byPre(['706']), g.n(0, 'Prestations de services et produits des activités annexes', 0)) && near(-byPre(['771']), g.n(0, 'Produits financiers', 0)) && near(-byPre(['789']), g.n(0, 'Reprises sur fonds dédiés des exercices antérieurs', 1)) && near(-byPre(['865']), g.n(0, 'Quote-part des subventions d\'investissement virée au résultat', 1)), 'ledger 70, 77, 78, 86 = RE, RG, RF, RH');
  const tg = R.jappoo[1].find((r) => r[4] === 'Total général');
  ok(near(Number(tg[6]) - Number(tg[5]), g.n(0, 'RÉSULTAT NET DE L\'EXERCICE (XA - XB) : EXCÉDENT', 0)), 'ledger total = résultat net');
  for (const [code, p] of [['711100', 'PROSAMI – Enabel'], ['711200', 'NUTRI-THIÈS – SBS'], ['711300', 'EAU-KEUR – Teranga']]) ok(near(-g.glTotal(code), g.n(0, p, 1, FD)), `ledger ${code} = fonds dédiés ressources ${p}`);
  ok(near(-g.glTotal('751100'), 118 * 12000), 'cotisations = 118 members x 12 000');
  // budget vs réalisé
  const syn = g.sheet(2, 'Synthèse').filter((r) => ['PROSAMI', 'NUTRI-THIÈS', 'EAU-KEUR'].includes(r[0]));
  const sheetOf = { PROSAMI: 'PROSAMI (Enabel)', 'NUTRI-THIÈS': 'NUTRI-THIÈS (SBS)', 'EAU-KEUR': 'EAU-KEUR (Teranga)' };
  const fdOf = { PROSAMI: 'PROSAMI – Enabel', 'NUTRI-THIÈS': 'NUTRI-THIÈS – SBS', 'EAU-KEUR': 'EAU-KEUR – Teranga' };
  for (const s of syn) {
    const rows = g.sheet(2, sheetOf[s[0]]);
    const lines = rows.filter((r) => /^[1-5]\. /.test(String(r[0])));
    for (const r of lines) ok(near(r[2] + r[3] + r[4] + r[5], r[6]) && near(r[1] - r[6], r[7]) && near(r[6] / r[1], r[8], 0.00006), `${s[0]} ${r[0]}`);
    const st = rows.find((r) => r[0] === 'Sous-total coûts directs'), fg = rows.find((r) => r[0] === '6. Frais de gestion (7 %)'), t = rows.find((r) => r[0] === 'TOTAL PROJET');
    for (const k of [1, 2, 3, 4, 5, 6]) ok(near(sum(lines.map((r) => r[k])), st[k]) && near(st[k] + fg[k], t[k]), `${s[0]} column ${k}`);
    for (const k of [1, 2, 3, 4, 5]) ok(Math.abs(Math.round(st[k] * 0.07) - fg[k]) <= 0, `${s[0]} frais de gestion 7 % column ${k}`);
    ok(near(t[1], s[2]) && near(t[6], s[3]) && near(s[2] - s[3], s[4]), `${s[0]} synthèse = sheet`);
    ok(near(s[6] + s[7] - s[3], s[8]), `${s[0]} solde disponible`);
    ok(near(s[6], g.n(0, fdOf[s[0]], 0, FD)) && near(s[7], g.n(0, fdOf[s[0]], 1, FD)) && near(s[8], g.n(0, fdOf[s[0]], 4, FD)), `${s[0]} budget = tableau des fonds dédiés`);
    ok(near(s[3], g.n(0, fdOf[s[0]], 1, FD) + g.n(0, fdOf[s[0]], 2, FD) - g.n(0, fdOf[s[0]], 3, FD)), `${s[0]} réalisé = ressources + reprise - dotation`);
  }
  // Wave
  const w = g.wave();
  let bal = frNum(R.jappoo[3].find((r) => /^Solde d'ouverture/.test(r[0]))[1]);
  for (const x of w) { bal += x.amt - x.fee; ok(bal === x.bal, `Wave running balance ${x.date} ${x.time}`); }
  ok(w.every((x) => (x.type === 'Paiement reçu' || x.type === 'Envoi' ? x.fee === Math.round(Math.abs(x.amt) * 0.01) : x.fee === 0)), 'Wave fees 1 % on payments received and sent');
  ok(bal === frNum(R.jappoo[3].find((r) => /^Solde de clôture/.test(r[0]))[1]) && bal === g.n(0, 'Monnaie électronique – compte Wave Business', 0), 'Wave closing = statement line = note 5');
  ok(w.every((x) => /\/12\/2025$/.test(x.date)), 'Wave rows all in December 2025');
  // PV
  const pv = (l, k) => g.n(4, l, k);
  for (const k of [0, 1]) ok(near(pv('Total des ressources', k), g.n(0, 'TOTAL DES RESSOURCES', k)) && near(pv('Total des emplois', k), g.n(0, 'TOTAL DES EMPLOIS', k)) && near(pv('Résultat net (excédent)', k), g.n(0, 'RÉSULTAT NET DE L\'EXERCICE (XA - XB) : EXCÉDENT', k)) && near(pv('Fonds dédiés à la clôture', k), g.n(0, 'Fonds dédiés', k + 1)), `PV rapport financier = états financiers ${k}`);
  const b26 = g.docs[4].slice(g.docs[4].findIndex((r) => r[0] === 'Ressources 2026') + 1, g.docs[4].findIndex((r) => r[0] === 'Total ressources'));
  ok(near(sum(b26.map((r) => frNum(r[1]) || 0)), pv('Total ressources', 0)) && near(sum(b26.map((r) => frNum(r[3]) || 0)), pv('Total emplois', 0)) && near(pv('Total ressources', 0), pv('Total emplois', 0)), 'budget 2026 adds up and balances');
  ok(Number(g.find(4, /Sur (\d+) membres/)) === 118 && Number(g.find(4, /(\d+) étaient présents/)) + Number(g.find(4, /et (\d+) représentés/)) === Number(g.find(4, /soit (\d+) membres/)), 'PV quorum arithmetic');
  const taux = frNum(g.find(4, /atteint ([\d,]+) %/));
  const syt = g.sheet(2, 'Synthèse').find((r) => r[0] === 'TOTAL');
  ok(near(taux, Math.round(1000 * syt[5]) / 10, 0.05), 'PV global execution rate = synthèse');
  // facture (OCR) and its Wave payment
  const o = g.text(5);
  const items = [...o.matchAll(/^(.+?) (\d+) (\d[\d ]*\d) (\d{1,3}(?: \d{3})+)$/gm)];
  ok(items.length === 5, `facture: 5 item lines read (${items.length})`);
  ok(items.every((m) => Number(m[2]) * frNum(m[3].replace(/^(\d)(\d{3})$/, '$1 $2')) === frNum(m[4])), 'facture lines: qty x price (OCR)');
  const ht = g.ocr(5, /Total HT\s+(\d[\d ]*\d)/), tva = g.ocr(5, /TVA 18 %\s+(\d[\d ]*\d)/), ttc = g.ocr(5, /Total TTC \(FCFA\)\s+(\d[\d ]*\d)/);
  ok(sum(items.map((m) => frNum(m[4]))) === ht && Math.round(ht * 0.18) === tva && ht + tva === ttc, 'facture arithmetic (OCR)');
  ok(w.some((x) => /BAYE FALL/.test(x.name) && -x.amt === ttc && x.date === o.match(/le (\d\d\/\d\d\/\d{4})/)[1]), 'facture paid by Wave on its date');
  ok(g.gl('624100').some((e) => e.deb === ttc && /Baye Fall/.test(e.lib)), 'facture booked in 624100 at its TTC amount');
}

// ---------------------------------------------------------------- every case
const cases = fs.readFileSync(path.join(SET, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
ok(cases.length === 100, '100 cases');
ok(new Set(cases.map((c) => c.id)).size === 100, 'ids are unique');
for (const org of Object.keys(DOCS)) {
  const oc = cases.filter((c) => c.org === org);
  ok(oc.length === 50 && oc.filter((c) => c.answer.type === 'notfound').length === 5, `${org}: 50 cases, 5 notfound (${oc.length})`);
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
