// Fundación Turia Solidaria's documents: cuentas anuales abreviadas (pdf), Contasol sumas y saldos (xlsx), the
// cuenta justificativa of a Generalitat grant (xlsx), a CaixaBank export (csv), the Patronato's minutes (docx)
// and a photographed factura simplificada (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { TU as T } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T as Tbl, writeDocx, F, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';

// 1234567.5 -> "1.234.567,50"; negatives with a minus; zero as a dash (dash: false -> "0,00")
export const es = (v, dp = 2, dash = true) => {
  if (v === null || v === undefined) return '';
  if (dash && Math.abs(v) < 0.005) return '-';
  const neg = v < 0;
  const [i, d] = Math.abs(v).toFixed(dp).split('.');
  const s = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.') + (d ? `,${d}` : '');
  return neg ? `-${s}` : s;
};
const pctEs = (v) => `${es(v, 2, false)} %`;
const NB = (s) => s.replace(/ /g, '\u00a0');

// a statement table: label (wrapped when long, the figures on its last line), optional note, figures at xs
function rows(doc, list, { xs, noteX, size = 8.5, lineH = 13.5, labelX = 50, width = 290, colW = 78 } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    let y = doc.y;
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    const lx = labelX + (r.indent || 0) * 10;
    const w = width - (r.indent || 0) * 10;
    if (r.label) {
      const h = doc.heightOfString(r.label, { width: w });
      if (h > size * 1.6) {
        doc.text(r.label, lx, y, { width: w, lineGap: 1 });
        y = doc.y - size - 2.2;
      } else doc.text(r.label, lx, y, { lineBreak: false, width: w });
    }
    if (r.rule) for (const [k, x] of xs.entries()) if (!r.vals || (r.vals[k] !== '' && r.vals[k] !== undefined)) doc.moveTo(x - colW + 10, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    if (r.note && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? es(v) : String(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
    });
    doc.x = labelX; doc.y = y + lineH;
  }
}
const H = (doc, t, size = 11, x = 50, w = 495) => { doc.font('B').fontSize(size).text(t, x, doc.y, { width: w }); doc.moveDown(0.35); };
const para = (doc, t, { size = 8.8, x = 50, w = 495 } = {}) => { doc.font('R').fontSize(size).text(t, x, doc.y, { width: w, lineGap: 1.5, align: 'justify' }); doc.moveDown(0.45); };
let pageNo = 0;
const foot = (doc, land) => { pageNo++; const y = doc.y; doc.font('R').fontSize(7.5).text(`Fundación Turia Solidaria – Cuentas anuales abreviadas del ejercicio 2025`, land ? 40 : 50, land ? 565 : 805, { lineBreak: false }); doc.text(`Página ${pageNo}`, land ? 740 : 495, land ? 565 : 805, { lineBreak: false }); doc.y = y; };
const heads = (doc, xs, hs, { colW = 78, size = 8, noteX, noteHead = 'Notas de la\nmemoria', x0 = 50, title } = {}) => {
  const y = doc.y;
  doc.font('B').fontSize(size);
  const n = Math.max(...hs.map((h) => h.split('\n').length), noteX ? noteHead.split('\n').length : 1);
  if (title) doc.text(title, x0, y + (n - 1) * (size + 2), { lineBreak: false });
  if (noteX) doc.text(noteHead, noteX - 22, y, { width: 60, align: 'center' });
  hs.forEach((h, i) => doc.text(h, xs[i] - colW, y, { width: colW, align: 'right' }));
  doc.moveTo(x0, y + n * (size + 2) + 3).lineTo(xs[xs.length - 1], y + n * (size + 2) + 3).lineWidth(0.6).stroke();
  doc.y = y + n * (size + 2) + 8;
};

// ---------------------------------------------------------------- cuentas anuales
export async function cuentasAnuales(file) {
  pageNo = 0;
  const { doc, end } = newPdf(file, { title: 'Cuentas anuales abreviadas 2025', author: 'Fundación Turia Solidaria', margin: 50 });
  const B = T.B, Pg = T.P;
  const two = (a) => [a[0], a[1]];
  // p1 cover
  doc.y = 200;
  doc.font('B').fontSize(20).text('FUNDACIÓN TURIA SOLIDARIA', 50, doc.y, { width: 495, align: 'center' });
  doc.moveDown(0.8);
  doc.font('R').fontSize(14).text('CUENTAS ANUALES ABREVIADAS', { width: 495, align: 'center' });
  doc.text('EJERCICIO 2025', { width: 495, align: 'center' });
  doc.moveDown(0.6);
  doc.fontSize(10).text('(del 1 de enero al 31 de diciembre de 2025)', { width: 495, align: 'center' });
  doc.moveDown(2);
  doc.fontSize(9.5).text(`CIF: ${T.cif} · Inscrita en el Registro de Fundaciones de la Comunitat Valenciana con el número ${T.registro}`, { width: 495, align: 'center' });
  doc.text(`Domicilio: ${T.domicilio}`, { width: 495, align: 'center' });
  doc.moveDown(3);
  doc.font('B').fontSize(10).text('Índice', { width: 495, align: 'center' });
  doc.font('R').fontSize(9.5).text('Balance abreviado · Cuenta de resultados abreviada · Memoria abreviada (notas 1 a 15)', { width: 495, align: 'center' });
  doc.moveDown(1);
  doc.fontSize(9).text('Modelos abreviados del Plan de Contabilidad de las entidades sin fines lucrativos (Resolución del ICAC de 26 de marzo de 2013). Importes expresados en euros.', 90, doc.y, { width: 415, align: 'center' });
  foot(doc);

  // p2 balance – activo
  doc.addPage();
  H(doc, 'BALANCE ABREVIADO AL CIERRE DEL EJERCICIO 2025', 12);
  para(doc, 'Fundación Turia Solidaria · Importes en euros');
  const xs = [455, 545];
  heads(doc, xs, ['2025', '2024'], { noteX: 352, title: 'ACTIVO' });
  rows(doc, [
    { label: 'A) ACTIVO NO CORRIENTE', bold: true, vals: two(B.anc) },
    { label: 'I. Inmovilizado intangible', indent: 1, note: 5, vals: two(B.intang) },
    { label: 'III. Inmovilizado material', indent: 1, note: 5, vals: two(B.mat) },
    { label: 'VI. Inversiones financieras a largo plazo', indent: 1, note: 7, vals: two(B.fin) },
    { gap: 6 },
    { label: 'B) ACTIVO CORRIENTE', bold: true, vals: two(B.ac) },
    { label: 'II. Existencias', indent: 1, vals: two(B.exist) },
    { label: 'III. Usuarios y otros deudores de la actividad propia', indent: 1, note: 8, vals: two(B.usuarios) },
    { label: 'IV. Deudores comerciales y otras cuentas a cobrar', indent: 1, note: 8, vals: two(B.deud) },
    { label: 'VI. Inversiones financieras a corto plazo', indent: 1, note: 7, vals: two(B.ifcp) },
    { label: 'VII. Periodificaciones a corto plazo', indent: 1, vals: two(B.periodif) },
    { label: 'VIII. Efectivo y otros activos líquidos equivalentes', indent: 1, vals: two(B.efectivo) },
    { gap: 6 },
    { label: 'TOTAL ACTIVO (A + B)', bold: true, rule: true, vals: two(B.total) },
  ], { xs, noteX: 360 });
  foot(doc);

  // p3 balance – PN y pasivo
  doc.addPage();
  H(doc, 'BALANCE ABREVIADO AL CIERRE DEL EJERCICIO 2025 (continuación)', 12);
  para(doc, 'Fundación Turia Solidaria · Importes en euros');
  heads(doc, xs, ['2025', '2024'], { noteX: 352, title: 'PATRIMONIO NETO Y PASIVO' });
  rows(doc, [
    { label: 'A) PATRIMONIO NETO', bold: true, vals: two(B.pn) },
    { label: 'A-1) Fondos propios', bold: true, indent: 1, note: 9, vals: two(B.fp) },
    { label: 'I. Dotación fundacional', indent: 2, vals: two(B.dotacion) },
    { label: 'II. Reservas', indent: 2, vals: two(B.reservas) },
    { label: 'III. Excedentes de ejercicios anteriores', indent: 2, vals: two(B.remanente) },
    { label: 'IV. Excedente del ejercicio', indent: 2, note: 3, vals: two(B.excedente) },
    { label: 'A-3) Subvenciones, donaciones y legados recibidos', bold: true, indent: 1, note: 12, vals: two(B.a3) },
    { gap: 6 },
    { label: 'B) PASIVO NO CORRIENTE', bold: true, vals: two(B.pnc) },
    { label: 'II. Deudas a largo plazo', indent: 1, note: 10, vals: two(B.dlp) },
    { label: '1. Deudas con entidades de crédito', indent: 2, vals: two(B.dlp) },
    { gap: 6 },
    { label: 'C) PASIVO CORRIENTE', bold: true, vals: two(B.pc) },
    { label: 'III. Deudas a corto plazo', indent: 1, note: 10, vals: two(B.dcp) },
    { label: '1. Deudas con entidades de crédito', indent: 2, vals: two(B.dcpBanco) },
    { label: '3. Otras deudas a corto plazo', indent: 2, vals: two(B.dcpOtras) },
    { label: 'V. Beneficiarios-Acreedores', indent: 1, vals: two(B.benef) },
    { label: 'VI. Acreedores comerciales y otras cuentas a pagar', indent: 1, vals: two(B.acr) },
    { label: '1. Proveedores', indent: 2, vals: two(B.prov) },
    { label: '2. Otros acreedores', indent: 2, vals: two(B.otrosAcr) },
    { gap: 6 },
    { label: 'TOTAL PATRIMONIO NETO Y PASIVO (A + B + C)', bold: true, rule: true, vals: two(B.total) },
  ], { xs, noteX: 360 });
  foot(doc);

  // p4 cuenta de resultados
  doc.addPage();
  H(doc, 'CUENTA DE RESULTADOS ABREVIADA DEL EJERCICIO 2025', 12);
  para(doc, 'Fundación Turia Solidaria · Importes en euros');
  heads(doc, xs, ['(Debe) Haber\n2025', '(Debe) Haber\n2024'], { noteX: 352, noteHead: 'Nota' });
  rows(doc, [
    { label: 'A) EXCEDENTE DEL EJERCICIO', bold: true },
    { label: '1. Ingresos de la actividad propia', bold: true, note: 12, vals: two(Pg.l1) },
    { label: 'a) Cuotas de asociados y afiliados', indent: 1, vals: two(Pg.a) },
    { label: 'b) Aportaciones de usuarios', indent: 1, vals: two(Pg.b) },
    { label: 'c) Ingresos de promociones, patrocinadores y colaboraciones', indent: 1, vals: two(Pg.c) },
    { label: 'd) Subvenciones imputadas a excedentes del ejercicio', indent: 1, vals: two(Pg.d) },
    { label: 'e) Donaciones y legados imputados a excedentes del ejercicio', indent: 1, vals: two(Pg.e) },
    { label: '3. Gastos por ayudas y otros', bold: true, vals: two(Pg.l3) },
    { label: 'a) Ayudas monetarias', indent: 1, vals: two(Pg.g3a) },
    { label: 'b) Ayudas no monetarias', indent: 1, vals: two(Pg.g3b) },
    { label: 'c) Gastos por colaboraciones y del órgano de gobierno', indent: 1, vals: two(Pg.g3c) },
    { label: 'd) Reintegro de subvenciones, donaciones y legados', indent: 1, vals: two(Pg.g3d) },
    { label: '6. Aprovisionamientos', bold: true, vals: two(Pg.l6) },
    { label: '7. Otros ingresos de la actividad', bold: true, vals: two(Pg.l7) },
    { label: '8. Gastos de personal', bold: true, note: 15, vals: two(Pg.l8) },
    { label: '9. Otros gastos de la actividad', bold: true, vals: two(Pg.l9) },
    { label: '10. Amortización del inmovilizado', bold: true, note: 5, vals: two(Pg.l10) },
    { label: '11. Subvenciones, donaciones y legados de capital traspasados al excedente del ejercicio', bold: true, note: 12, vals: two(Pg.l11) },
    { label: 'A.1) EXCEDENTE DE LA ACTIVIDAD (1+2+3+4+5+6+7+8+9+10+11+12+13)', bold: true, rule: true, vals: two(Pg.A1) },
    { label: '14. Ingresos financieros', bold: true, vals: two(Pg.l14) },
    { label: '15. Gastos financieros', bold: true, vals: two(Pg.l15) },
    { label: 'A.2) EXCEDENTE DE LAS OPERACIONES FINANCIERAS (14+15+16+17+18)', bold: true, rule: true, vals: two(Pg.A2) },
    { label: 'A.3) EXCEDENTE ANTES DE IMPUESTOS (A.1+A.2)', bold: true, vals: two(Pg.A3) },
    { label: '19. Impuestos sobre beneficios', bold: true, vals: [0, 0] },
    { label: 'A.4) Variación de patrimonio neto reconocida en el excedente del ejercicio (A.3+19)', bold: true, rule: true, vals: two(Pg.A4) },
    { gap: 4 },
    { label: 'B) Ingresos y gastos imputados directamente al patrimonio neto', bold: true },
    { label: '1. Subvenciones recibidas', indent: 1, vals: two(Pg.B1s) },
    { label: '2. Donaciones y legados recibidos', indent: 1, vals: two(Pg.B1d) },
    { label: 'B.1) Variación de patrimonio neto por ingresos y gastos reconocidos directamente en el patrimonio neto (1+2+3+4)', bold: true, vals: two(Pg.B1) },
    { label: 'C) Reclasificaciones al excedente del ejercicio', bold: true },
    { label: '1. Subvenciones recibidas', indent: 1, vals: two(Pg.C1s) },
    { label: '2. Donaciones y legados recibidos', indent: 1, vals: two(Pg.C1d) },
    { label: 'C.1) Variación de patrimonio neto por reclasificaciones al excedente del ejercicio (1+2+3+4)', bold: true, vals: two(Pg.C1) },
    { label: 'D) Variaciones de patrimonio neto por ingresos y gastos imputados directamente al patrimonio neto (B.1+C.1)', bold: true, vals: two(Pg.D) },
    { label: 'I) RESULTADO TOTAL, VARIACIÓN DEL PATRIMONIO NETO EN EL EJERCICIO (A.4+D+E+F+G+H)', bold: true, rule: true, vals: two(Pg.I) },
  ], { xs, noteX: 360, size: 8, lineH: 12.6, width: 300 });
  foot(doc);

  // p5 memoria: notes 1-3
  doc.addPage();
  H(doc, 'MEMORIA ABREVIADA DEL EJERCICIO 2025', 12);
  H(doc, '1. Actividad de la entidad', 10);
  para(doc, `La Fundación Turia Solidaria se constituyó en València el 12 de mayo de 2009 y está inscrita en el Registro de Fundaciones de la Comunitat Valenciana con el número ${T.registro}. Su domicilio social se encuentra en ${T.domicilio}. La fundación está acogida al régimen fiscal especial de la Ley 49/2002, de 23 de diciembre, y su Protectorado es la Conselleria competente en materia de fundaciones de la Generalitat Valenciana.`);
  para(doc, 'Sus fines son la promoción de la inclusión social de personas y familias en situación de vulnerabilidad de la ciudad de València, en particular de los barrios de Russafa, Natzaret y La Punta. En el ejercicio 2025 ha desarrollado tres actividades propias, cuya descripción detallada, recursos empleados y beneficiarios se recogen en la nota 13:');
  T.actNames.forEach((n, i) => para(doc, `   Actividad ${i + 1}. ${n}.`));
  para(doc, `El comedor social La Sèquia sirvió ${NB(es(T.menus, 0))} menús durante el ejercicio.`);
  H(doc, '2. Bases de presentación de las cuentas anuales', 10);
  para(doc, 'Las cuentas anuales se han preparado a partir de los registros contables de la fundación, llevados con el programa Contasol, y se presentan de acuerdo con el Real Decreto 1491/2011, de 24 de octubre, y con los modelos abreviados del Plan de Contabilidad de las entidades sin fines lucrativos aprobado por la Resolución del ICAC de 26 de marzo de 2013, de forma que muestran la imagen fiel del patrimonio, de la situación financiera y de los resultados de la fundación. Las cifras del ejercicio 2024 se presentan a efectos comparativos.');
  H(doc, '3. Excedente del ejercicio', 10);
  para(doc, 'El Patronato propone la siguiente aplicación del excedente del ejercicio:');
  heads(doc, [545], ['Importe'], { title: 'Base de reparto' });
  rows(doc, [
    { label: 'Excedente del ejercicio', vals: [Pg.A4[0]] },
    { label: 'Total base de reparto', bold: true, rule: true, vals: [Pg.A4[0]] },
  ], { xs: [545] });
  doc.moveDown(0.5);
  heads(doc, [545], ['Importe'], { title: 'Aplicación' });
  rows(doc, [
    { label: 'A remanente', vals: [Pg.A4[0]] },
    { label: 'Total aplicación', bold: true, rule: true, vals: [Pg.A4[0]] },
  ], { xs: [545] });
  foot(doc);

  // p6 notes 5, 7-10
  doc.addPage();
  H(doc, '5. Inmovilizado material e intangible', 10);
  para(doc, 'El movimiento del inmovilizado material en el ejercicio 2025 ha sido el siguiente (en euros):');
  const ix = [245, 305, 365, 428, 487, 545];
  heads(doc, ix, ['Coste a\n01/01/2025', 'Altas\n2025', 'Coste a\n31/12/2025', 'Amort.\nacumulada\n01/01/2025', 'Dotación\n2025', 'Amort.\nacumulada\n31/12/2025'], { colW: 56, size: 7 });
  rows(doc, [
    ...T.inm.map((a) => ({ label: a[1], vals: [a[2], a[3], a[2] + a[3], a[4], a[5], a[4] + a[5]] })),
    { label: 'Total inmovilizado material', bold: true, rule: true, vals: [T.inmCost0, T.inmAdd, T.inmCost1, T.inmAm0, T.inmCharge, T.inmAm1] },
  ], { xs: ix, colW: 56, size: 7.2, width: 175 });
  doc.moveDown(0.4);
  para(doc, `Valor neto contable del inmovilizado material a 31/12/2025: ${NB(es(T.inmNet[0]))} euros (${NB(es(T.inmNet[1]))} euros a 31/12/2024). Las altas del ejercicio corresponden a una furgoneta frigorífica para el reparto de alimentos (52.000,00 euros) y a ordenadores portátiles para el Aula Oberta (4.720,00 euros). El inmovilizado intangible (aplicaciones informáticas) tiene un coste de ${NB(es(T.intang.cost))} euros y una amortización acumulada de ${NB(es(T.intang.amort0 + T.intang.charge))} euros, con una dotación de ${NB(es(T.intang.charge))} euros en el ejercicio.`);
  H(doc, '7. Activos financieros', 10);
  para(doc, `Las inversiones financieras a largo plazo corresponden a las fianzas de los locales arrendados (C/ de Sueca, 3.600,00 euros; C/ de Cuba, 2.700,00 euros). Las inversiones financieras a corto plazo corresponden a una imposición a plazo fijo en CaixaBank de ${NB(es(B.ifcp[0]))} euros con vencimiento en junio de 2026.`);
  H(doc, '8. Usuarios y otros deudores', 10);
  para(doc, `El epígrafe de deudores comerciales y otras cuentas a cobrar recoge principalmente las subvenciones concedidas pendientes de cobro: Generalitat Valenciana (Primera Oportunitat) 90.000,00 euros, LABORA 56.106,20 euros, Diputació de València 36.000,00 euros y Ministerio de Derechos Sociales 25.140,00 euros.`);
  H(doc, '9. Fondos propios', 10);
  para(doc, `La dotación fundacional asciende a ${NB(es(B.dotacion[0]))} euros, totalmente desembolsada. El excedente del ejercicio 2024 (${NB(es(Pg.A4[1]))} euros) se aplicó a remanente por acuerdo del Patronato de 26 de junio de 2025.`);
  H(doc, '10. Pasivos financieros', 10);
  para(doc, `La fundación mantiene un préstamo con CaixaBank concedido en 2021 para la instalación de la cocina industrial, con un capital pendiente a 31/12/2025 de ${NB(es(B.dlp[0] + B.dcpBanco[0]))} euros, de los que ${NB(es(B.dcpBanco[0]))} euros vencen en 2026. Las otras deudas a corto plazo recogen el anticipo de ${NB(es(B.dcpOtras[0]))} euros recibido del Ajuntament de València para el comedor social en 2026, que tiene la consideración de deuda transformable en subvención.`);
  foot(doc);

  // p7 note 12 grants
  doc.addPage();
  H(doc, '12. Subvenciones, donaciones y legados', 10);
  para(doc, 'a) Subvenciones y donaciones de explotación imputadas al excedente del ejercicio 2025 (en euros):');
  const gx = [545];
  heads(doc, gx, ['Imputado al\nexcedente 2025'], { title: 'Entidad concedente · Finalidad', colW: 80 });
  rows(doc, [
    { label: 'Subvenciones del sector público', bold: true },
    ...T.subv.map((s) => ({ label: `${s[1]} – ${s[2]}`, indent: 1, vals: [s[3]] })),
    { label: 'Total subvenciones imputadas', bold: true, rule: true, vals: [Pg.d[0]] },
    { gap: 4 },
    { label: 'Donaciones y legados del sector privado', bold: true },
    ...T.don.map((d) => ({ label: d[1], indent: 1, vals: [d[2]] })),
    { label: 'Total donaciones y legados imputados', bold: true, rule: true, vals: [Pg.e[0]] },
  ], { xs: gx, colW: 80, width: 400, size: 7.8 });
  doc.moveDown(0.6);
  para(doc, 'b) Subvenciones, donaciones y legados de capital (en euros):');
  const cx = [345, 395, 445, 495, 545];
  heads(doc, cx, ['Año de\nconcesión', 'Importe\nconcedido', 'Imputado a\nresultados\nhasta\n01/01/2025', 'Imputado\nen 2025', 'Pendiente\nde imputar\na 31/12/2025'], { colW: 52, size: 6.8 });
  rows(doc, [
    ...T.capital.map((c) => ({ label: `${c[0]} – ${c[1]}`, vals: [String(c[2]), c[3], c[4], c[5], c[3] - c[4] - c[5]] })),
    { label: 'Total', bold: true, rule: true, vals: ['', T.capital.reduce((s, c) => s + c[3], 0), T.capital.reduce((s, c) => s + c[4], 0), T.capital.reduce((s, c) => s + c[5], 0), T.a3[0]] },
  ], { xs: cx, colW: 52, size: 7.3, width: 250 });
  doc.moveDown(0.6);
  para(doc, 'Las subvenciones y donaciones de capital se imputan al excedente en proporción a la amortización de los bienes financiados. La fundación ha cumplido las condiciones asociadas a las subvenciones recibidas, salvo el reintegro parcial de 4.180,00 euros de la subvención del Ajuntament de València de 2024 para el Aula Oberta, por menor ejecución del programa.');
  foot(doc);

  // p8 note 13 activities (landscape)
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  H(doc, '13. Actividad de la entidad', 10, 40, 760);
  para(doc, 'I. Actividades realizadas. Las tres actividades son propias y se desarrollan en la ciudad de València. Recursos humanos empleados y beneficiarios de cada actividad:', { x: 40, w: 760 });
  const hx = [480, 580, 680];
  heads(doc, hx, ['Actividad 1', 'Actividad 2', 'Actividad 3'], { x0: 40, colW: 90 });
  doc.font('R').fontSize(7.5);
  rows(doc, [
    ...T.actNames.map((n, i) => ({ label: `Actividad ${i + 1}: ${n}`, italic: true })),
    { label: 'Personal asalariado (número medio)', vals: T.personas.map((p) => es(p[0], 1)) },
    { label: 'Horas anuales del personal asalariado', vals: T.personas.map((p) => es(p[1], 0)) },
    { label: 'Personal voluntario (número)', vals: T.personas.map((p) => String(p[2])) },
    { label: 'Beneficiarios (personas físicas)', vals: T.personas.map((p) => es(p[3], 0)) },
  ], { xs: hx, labelX: 40, width: 380, colW: 90, size: 8 });
  doc.moveDown(0.5);
  para(doc, 'II. Recursos económicos totales empleados por la entidad (en euros):', { x: 40, w: 760 });
  const ax = [330, 410, 490, 580, 680, 790];
  heads(doc, ax, ['Actividad 1', 'Actividad 2', 'Actividad 3', 'Total\nactividades', 'No imputados a\nlas actividades', 'TOTAL'], { x0: 40, colW: 80, size: 7.5 });
  const arow = (a) => [...a[2], a[2][0] + a[2][1] + a[2][2], a[3], a[1]];
  rows(doc, [
    { label: 'Gastos por ayudas y otros', bold: true },
    ...T.act.slice(0, 4).map((a) => ({ label: a[0], indent: 1, vals: arow(a) })),
    ...T.act.slice(4).map((a) => ({ label: a[0], vals: arow(a) })),
    { label: 'Subtotal gastos', bold: true, rule: true, vals: [...T.actGastos, T.actGastosTot, T.niGastos, T.gastosTot[0]] },
    { label: 'Adquisiciones de inmovilizado (excepto Bienes del Patrimonio Histórico)', vals: [...T.inv, T.invTot, 0, T.invTot] },
    { label: 'Subtotal inversiones', bold: true, rule: true, vals: [...T.inv, T.invTot, 0, T.invTot] },
    { label: 'TOTAL RECURSOS EMPLEADOS', bold: true, rule: true, vals: [...T.actTotal, T.actGastosTot + T.invTot, T.niGastos, T.gastosTot[0] + T.invTot] },
  ], { xs: ax, labelX: 40, width: 215, colW: 80, size: 7.5 });
  doc.moveDown(0.4);
  para(doc, 'Los gastos no imputados a las actividades corresponden a la administración general de la fundación, los reembolsos de gastos a los patronos, el reintegro de subvenciones y los gastos financieros.', { x: 40, w: 760 });
  foot(doc, true);

  // p9-p10 note 14 destino de rentas (landscape) over a page break
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  H(doc, '14. Aplicación de elementos patrimoniales a fines propios', 10, 40, 760);
  para(doc, 'De acuerdo con el artículo 27 de la Ley 50/2002, de Fundaciones, y el artículo 32 del Reglamento aprobado por el Real Decreto 1337/2005, la fundación debe destinar a la realización de sus fines al menos el 70 por ciento de los resultados de las explotaciones económicas que desarrolle y de los ingresos que obtenga por cualquier concepto, deducidos los gastos realizados para su obtención, en el plazo comprendido entre el inicio del ejercicio en que se hayan obtenido y los cuatro años siguientes a su cierre. El resto se destinará a incrementar la dotación o las reservas.', { x: 40, w: 760 });
  para(doc, 'Para la determinación de la base de cálculo se parte del excedente del ejercicio; los ajustes negativos recogen las subvenciones, donaciones y legados de capital traspasados al excedente del ejercicio, y los ajustes positivos los gastos de las actividades realizadas en cumplimiento de fines (nota 13). Los recursos destinados a fines comprenden esos gastos y las inversiones realizadas en cumplimiento de fines. Ninguno de los ejercicios presenta importes pendientes de destinar.', { x: 40, w: 760 });
  para(doc, 'La fundación no dispone de bienes y derechos que formen parte de la dotación fundacional vinculados directamente al cumplimiento de los fines propios distintos de los recogidos en el balance, ni ha realizado enajenaciones de dichos bienes en el ejercicio.', { x: 40, w: 760 });
  doc.y = Math.max(doc.y, 385);
  H(doc, 'Grado de cumplimiento del destino de rentas e ingresos (en euros)', 9, 40, 760);
  const dx = [120, 200, 275, 360, 445, 525, 570, 665, 730, 800];
  const drHead = () => heads(doc, dx, ['Ejercicio', 'Excedente del\nejercicio', 'Ajustes\nnegativos', 'Ajustes\npositivos', 'Base de\ncálculo', 'Renta a destinar\n(importe)', 'Renta a\ndestinar\n(%)', 'Recursos\ndestinados a\nfines (gastos +\ninversiones)', '% recursos\ndestinados\ns/ base', 'Importe\npendiente'], { x0: 40, colW: 74, size: 7 });
  const drRow = (d) => ({ vals: [String(d.y), d.e, d.an, d.ap, d.base, d.renta, '70,00 %', d.rec, pctEs(d.pct), 0] });
  drHead();
  rows(doc, T.dr.slice(0, 3).map(drRow), { xs: dx, labelX: 40, colW: 74, size: 7.5, lineH: 15 });
  doc.moveDown(0.6);
  doc.font('I').fontSize(7.5).text('(continúa en la página siguiente)', 40, doc.y, { width: 760, align: 'right' });
  foot(doc, true);
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 40 });
  H(doc, '14. Aplicación de elementos patrimoniales a fines propios (continuación)', 10, 40, 760);
  drHead();
  rows(doc, [...T.dr.slice(3).map(drRow), { rule: true, bold: true, vals: ['TOTAL', '', '', '', T.drTot.base, T.drTot.renta, '', T.drTot.rec, '', 0] }], { xs: dx, labelX: 40, colW: 74, size: 7.5, lineH: 15 });
  doc.moveDown(0.8);
  H(doc, 'Recursos aplicados en el ejercicio 2025 (en euros)', 9, 40, 760);
  const rx2 = [560];
  heads(doc, rx2, ['Importe'], { x0: 40, colW: 90, title: 'Concepto' });
  rows(doc, [
    { label: '1. Gastos en cumplimiento de fines', vals: [T.actGastosTot] },
    { label: '2. Inversiones en cumplimiento de fines', vals: [T.invTot] },
    { label: 'TOTAL RECURSOS APLICADOS EN EL EJERCICIO', bold: true, rule: true, vals: [T.actGastosTot + T.invTot] },
  ], { xs: rx2, labelX: 40, width: 380, colW: 90, size: 8 });
  doc.moveDown(0.8);
  H(doc, '15. Otra información', 10, 40, 760);
  para(doc, 'Los miembros del Patronato no han percibido retribución alguna por el ejercicio de su cargo; únicamente se les han reembolsado gastos debidamente justificados por importe de 1.069,50 euros. No existen anticipos ni créditos concedidos a los patronos. Número medio de personas empleadas en el ejercicio, por categorías y sexo:', { x: 40, w: 760 });
  const ex = [480, 560, 640];
  heads(doc, ex, ['Mujeres', 'Hombres', 'Total'], { x0: 40, colW: 70, title: 'Categoría' });
  rows(doc, [
    ...T.empleo.map((e) => ({ label: e[0], vals: [es(e[1], 1), es(e[2], 1), es(e[1] + e[2], 1)] })),
    { label: 'Total personal (número medio)', bold: true, rule: true, vals: [es(T.empleo.reduce((s, e) => s + e[1], 0), 1), es(T.empleo.reduce((s, e) => s + e[2], 0), 1), es(T.empleoTot, 1)] },
  ], { xs: ex, labelX: 40, width: 380, colW: 70, size: 8 });
  foot(doc, true);

  // p11 formulación
  doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
  H(doc, 'Formulación de las cuentas anuales', 11);
  para(doc, 'Las presentes cuentas anuales abreviadas del ejercicio 2025, que comprenden el balance, la cuenta de resultados y la memoria, extendidas en las páginas precedentes, han sido formuladas por el Patronato de la Fundación Turia Solidaria en València, a 26 de marzo de 2026.', { size: 9.5 });
  doc.moveDown(2);
  const sig = [['Amparo Ferrer Llorca', 'Presidenta'], ['Vicent Soler Martí', 'Vicepresidente'], ['Jordi Navarro Gil', 'Secretario'], ['Carmen Ibáñez Roig', 'Tesorera']];
  sig.forEach(([n, c], i) => { const x = 60 + (i % 2) * 250, y = 260 + Math.floor(i / 2) * 110; doc.moveTo(x, y).lineTo(x + 180, y).lineWidth(0.5).stroke(); doc.font('R').fontSize(9).text(`${n}`, x, y + 5, { lineBreak: false }); doc.font('I').text(c, x, y + 18, { lineBreak: false }); });
  doc.y = 520;
  foot(doc);
  await end();
}

// ---------------------------------------------------------------- Contasol sumas y saldos
export async function sumasSaldos(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Contasol';
  const ws = wb.addWorksheet('Sumas y saldos');
  ws.columns = [{ width: 11 }, { width: 58 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }];
  const top = ['FUNDACIÓN TURIA SOLIDARIA', `CIF: ${T.cif}`, 'SUMAS Y SALDOS', 'Ejercicio 2025 · Fechas: 01/01/2025 a 31/12/2025', 'Cuentas: 10000000 a 99999999 · Niveles: 3 y subcuentas · Incluye asiento de apertura · Sin asiento de regularización ni de cierre', 'Contasol · Emitido el 09/02/2026 · Página 1'];
  top.forEach((t, i) => { const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: i < 3, size: i === 0 ? 13 : 10 }; });
  let r = 8;
  ['Cuenta', 'Título', 'Sumas Debe', 'Sumas Haber', 'Saldo Deudor', 'Saldo Acreedor'].forEach((h, i) => { ws.getCell(r, i + 1).value = h; styleHeader(ws.getCell(r, i + 1)); });
  r++;
  const FMT = '#,##0.00';
  const put = (code, title, d, h, bold) => {
    ws.getCell(r, 1).value = code; ws.getCell(r, 2).value = title;
    const s = Math.round((d - h) * 100) / 100;
    const vals = [d, h, s > 0 ? s : null, s < 0 ? -s : null];
    vals.forEach((v, i) => { if (v !== null && Math.abs(v) >= 0.005) { const c = ws.getCell(r, 3 + i); c.value = Math.round(v * 100) / 100; c.numFmt = FMT; } });
    if (bold) for (let c = 1; c <= 6; c++) ws.getCell(r, c).font = { bold: true };
    r++;
  };
  const groups = [...new Set(T.tb.map((a) => a[0].slice(0, 3)))];
  let D = 0, Hh = 0;
  for (const g of groups) {
    const subs = T.tb.filter((a) => a[0].startsWith(g));
    const d = subs.reduce((s, a) => s + a[3], 0), h = subs.reduce((s, a) => s + a[4], 0);
    put(g, T.acc3[g].toUpperCase(), d, h, true);
    for (const a of subs) { put(a[0], a[1], a[3], a[4]); D += a[3]; Hh += a[4]; }
  }
  r++;
  put('', 'TOTALES', D, Hh, true);
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- cuenta justificativa (GVA)
export async function justificacion(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fundación Turia Solidaria';
  const G = T.gva;
  const FMT = '#,##0.00 "€"';
  // Datos generales
  const w0 = wb.addWorksheet('Datos generales');
  const w1 = wb.addWorksheet('Presupuesto y ejecución');
  const w2 = wb.addWorksheet('Gastos de personal');
  const w3 = wb.addWorksheet('Relación de justificantes');
  w0.columns = [{ width: 42 }, { width: 70 }];
  w0.getCell('A1').value = 'CUENTA JUSTIFICATIVA CON APORTACIÓN DE JUSTIFICANTES DE GASTO'; w0.getCell('A1').font = { bold: true, size: 13 };
  w0.getCell('A2').value = 'Subvenciones a entidades para programas de inserción sociolaboral de jóvenes en riesgo de exclusión – Generalitat Valenciana';
  const datos = [
    ['Entidad beneficiaria', 'Fundación Turia Solidaria'], ['CIF', T.cif], ['Programa', 'Projecte Primera Oportunitat 2025'], ['Nº de expediente', G.exp],
    ['Fecha de la resolución de concesión', G.resolucion], ['Importe concedido (€)', G.concedido], ['Anticipo recibido (€)', G.anticipo], ['Fecha de cobro del anticipo', G.fechaAnticipo],
    ['Periodo de ejecución', G.periodo], ['Plazo de presentación de la justificación', `hasta el ${G.plazo}`], ['Coste total presupuestado del programa (€)', G.presupuesto],
    ['Persona responsable', 'Lucía Martínez Bosch (coordinadora del programa)'],
  ];
  datos.forEach(([k, v], i) => { w0.getCell(4 + i, 1).value = k; w0.getCell(4 + i, 1).font = { bold: true }; const c = w0.getCell(4 + i, 2); c.value = v; if (typeof v === 'number') c.numFmt = FMT; c.alignment = { horizontal: 'left' }; });
  // Gastos de personal
  w2.columns = [{ width: 26 }, { width: 26 }, { width: 16 }, { width: 8 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 12 }, { width: 16 }];
  w2.getCell('A1').value = 'ANEXO II – RELACIÓN DE GASTOS DE PERSONAL IMPUTADOS'; w2.getCell('A1').font = { bold: true, size: 12 };
  w2.getCell('A2').value = `Expediente ${G.exp} · Projecte Primera Oportunitat 2025`;
  const ph = ['Trabajador/a', 'Categoría', 'Tipo de contrato', 'Meses', 'Retribución bruta (€)', 'Seg. Social empresa (€)', 'Coste total (€)', '% imputación', 'Importe imputado (€)'];
  ph.forEach((h, i) => { const c = w2.getCell(4, i + 1); c.value = h; styleHeader(c); });
  T.gvaPersonal.forEach((p, i) => {
    const rr = 5 + i;
    [p[0], p[1], p[2], p[3], p[4], p[5]].forEach((v, k) => { const c = w2.getCell(rr, k + 1); c.value = v; if (k >= 4) c.numFmt = FMT; });
    w2.getCell(rr, 7).value = F(`E${rr}+F${rr}`, p[7]); w2.getCell(rr, 7).numFmt = FMT;
    w2.getCell(rr, 8).value = p[6] / 100; w2.getCell(rr, 8).numFmt = '0%';
    w2.getCell(rr, 9).value = F(`ROUND(G${rr}*H${rr},2)`, p[8]); w2.getCell(rr, 9).numFmt = FMT;
  });
  const pl = 5 + T.gvaPersonal.length;
  const ptot = T.gvaExec[0].ej;
  w2.getCell(pl, 1).value = 'TOTAL'; w2.getCell(pl, 1).font = { bold: true };
  [[5, 4], [6, 5], [7, 7], [9, 8]].forEach(([col, k]) => { const colL = String.fromCharCode(64 + col); const v = Math.round(T.gvaPersonal.reduce((s, p) => s + p[k], 0) * 100) / 100; const c = w2.getCell(pl, col); c.value = F(`SUM(${colL}5:${colL}${pl - 1})`, v); c.numFmt = FMT; c.font = { bold: true }; });
  // Relación de justificantes
  w3.columns = [{ width: 8 }, { width: 14 }, { width: 12 }, { width: 36 }, { width: 12 }, { width: 42 }, { width: 9 }, { width: 15 }, { width: 15 }, { width: 12 }, { width: 15 }];
  w3.getCell('A1').value = 'ANEXO III – RELACIÓN CLASIFICADA DE GASTOS (excepto personal)'; w3.getCell('A1').font = { bold: true, size: 12 };
  w3.getCell('A2').value = `Expediente ${G.exp} · Partidas: 2 Becas · 3 Actividades y talleres · 4 Material didáctico y fungible · 5 Desplazamientos y dietas · 6 Seguros · 7 Gastos indirectos`;
  const jh = ['Nº orden', 'Nº factura / documento', 'Fecha emisión', 'Proveedor / perceptor', 'NIF', 'Concepto', 'Partida', 'Importe total (€)', 'Importe imputado (€)', 'Fecha de pago', 'Forma de pago'];
  jh.forEach((h, i) => { const c = w3.getCell(4, i + 1); c.value = h; styleHeader(c); });
  T.gvaJust.forEach((j, i) => {
    const rr = 5 + i;
    [i + 1, j[0], j[1], j[2], j[3], j[4], j[5], j[6], j[7], j[8], j[9]].forEach((v, k) => { const c = w3.getCell(rr, k + 1); c.value = v; if (k === 7 || k === 8) c.numFmt = FMT; });
  });
  const jl = 5 + T.gvaJust.length;
  w3.getCell(jl, 1).value = 'TOTAL'; w3.getCell(jl, 1).font = { bold: true };
  [[8, 6], [9, 7]].forEach(([col, k]) => { const colL = String.fromCharCode(64 + col); const v = Math.round(T.gvaJust.reduce((s, j) => s + j[k], 0) * 100) / 100; const c = w3.getCell(jl, col); c.value = F(`SUM(${colL}5:${colL}${jl - 1})`, v); c.numFmt = FMT; c.font = { bold: true }; });
  // Presupuesto y ejecución (first sheet in the workbook order)
  w1.columns = [{ width: 38 }, { width: 17 }, { width: 17 }, { width: 17 }, { width: 13 }];
  w1.getCell('A1').value = 'ANEXO I – BALANCE ECONÓMICO: PRESUPUESTO Y EJECUCIÓN'; w1.getCell('A1').font = { bold: true, size: 12 };
  w1.getCell('A2').value = `Projecte Primera Oportunitat 2025 · Expediente ${G.exp} · Periodo ${G.periodo}`;
  ['Partida', 'Presupuestado (€)', 'Ejecutado (€)', 'Desviación (€)', '% ejecución'].forEach((h, i) => { const c = w1.getCell(4, i + 1); c.value = h; styleHeader(c); });
  T.gvaExec.forEach((e, i) => {
    const rr = 5 + i;
    w1.getCell(rr, 1).value = e.name;
    w1.getCell(rr, 2).value = e.pres; w1.getCell(rr, 2).numFmt = FMT;
    const f = i === 0 ? `'Gastos de personal'!I${pl}` : `SUMIF('Relación de justificantes'!G5:G${jl - 1},${i + 1},'Relación de justificantes'!I5:I${jl - 1})`;
    w1.getCell(rr, 3).value = F(f, e.ej); w1.getCell(rr, 3).numFmt = FMT;
    w1.getCell(rr, 4).value = F(`C${rr}-B${rr}`, e.desv); w1.getCell(rr, 4).numFmt = FMT;
    w1.getCell(rr, 5).value = F(`C${rr}/B${rr}`, Math.round((e.ej / e.pres) * 10000) / 10000); w1.getCell(rr, 5).numFmt = '0.00%';
  });
  const tl = 5 + T.gvaExec.length;
  w1.getCell(tl, 1).value = 'TOTAL'; w1.getCell(tl, 1).font = { bold: true };
  w1.getCell(tl, 2).value = F(`SUM(B5:B${tl - 1})`, T.gvaPresTot);
  w1.getCell(tl, 3).value = F(`SUM(C5:C${tl - 1})`, T.gvaEjTot);
  w1.getCell(tl, 4).value = F(`C${tl}-B${tl}`, Math.round((T.gvaEjTot - T.gvaPresTot) * 100) / 100);
  w1.getCell(tl, 5).value = F(`C${tl}/B${tl}`, Math.round((T.gvaEjTot / T.gvaPresTot) * 10000) / 10000);
  [2, 3, 4].forEach((c) => { w1.getCell(tl, c).numFmt = FMT; w1.getCell(tl, c).font = { bold: true }; });
  w1.getCell(tl, 5).numFmt = '0.00%';
  const fr = tl + 3;
  w1.getCell(fr - 1, 1).value = 'FINANCIACIÓN DEL PROGRAMA'; w1.getCell(fr - 1, 1).font = { bold: true };
  ['Fuente de financiación', 'Presupuestado (€)', 'Ejecutado (€)', '% s/ total ejecutado'].forEach((h, i) => { const c = w1.getCell(fr, i + 1); c.value = h; styleHeader(c); });
  G.fuentes.forEach(([n, p], i) => {
    const rr = fr + 1 + i;
    w1.getCell(rr, 1).value = n;
    w1.getCell(rr, 2).value = p; w1.getCell(rr, 2).numFmt = FMT;
    const ej = T.gvaFinEj[i];
    w1.getCell(rr, 3).value = i === 2 ? F(`C${tl}-C${fr + 1}-C${fr + 2}`, ej) : ej; w1.getCell(rr, 3).numFmt = FMT;
    w1.getCell(rr, 4).value = F(`C${rr}/C${tl}`, Math.round((ej / T.gvaEjTot) * 10000) / 10000); w1.getCell(rr, 4).numFmt = '0.00%';
  });
  const ftl = fr + 1 + G.fuentes.length;
  w1.getCell(ftl, 1).value = 'TOTAL'; w1.getCell(ftl, 1).font = { bold: true };
  w1.getCell(ftl, 2).value = F(`SUM(B${fr + 1}:B${ftl - 1})`, G.presupuesto); w1.getCell(ftl, 2).numFmt = FMT;
  w1.getCell(ftl, 3).value = F(`SUM(C${fr + 1}:C${ftl - 1})`, T.gvaEjTot); w1.getCell(ftl, 3).numFmt = FMT;
  w1.getCell(ftl + 2, 1).value = 'Los gastos indirectos imputados no superan el 8 % del coste total del programa, conforme a la base decimotercera de la convocatoria.';
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- CaixaBank export
export function caixaCsv(file) {
  const L = [
    `Cuenta;${T.iban}`,
    'Titular;FUNDACION TURIA SOLIDARIA',
    'Divisa;EUR',
    'Periodo;01/12/2025 - 31/12/2025',
    '',
    'Fecha;Fecha valor;Movimiento;Más datos;Importe;Saldo',
    ...[...T.mov].reverse().map((m) => [m[0], m[1], m[2], m[3], es(m[4], 2, false), es(m[5], 2, false)].join(';')),
  ];
  fs.writeFileSync(file, '\ufeff' + L.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- Patronato minutes
export async function actaDocx(file) {
  const A = T.acta;
  const eur = (v) => NB(es(v, 2, false));
  const ch = [
    P('FUNDACIÓN TURIA SOLIDARIA', { bold: true, align: 'center', size: 13 }),
    P(`ACTA DE LA REUNIÓN ORDINARIA DEL PATRONATO CELEBRADA EL ${A.fecha.toUpperCase()}`, { bold: true, align: 'center', size: 12 }),
    P(`En València, siendo las 18:30 horas del ${A.fecha}, se reúne en segunda convocatoria el Patronato de la Fundación Turia Solidaria en su sede de la C/ de Sueca, 41, con la asistencia de los siguientes patronos:`),
    ...A.presentes.map(([n, c]) => P(`– ${n}, ${c}.`, { indent: 400, after: 40 })),
    P(`Excusan su asistencia ${A.excusados.join(' y ')}. Asiste, con voz y sin voto, la directora gerente, ${A.gerente}. Existiendo quórum suficiente conforme al artículo 18 de los Estatutos, la Presidenta declara válidamente constituida la reunión, que se desarrolla conforme al siguiente`, { before: 120 }),
    P('ORDEN DEL DÍA', { bold: true, align: 'center' }),
    P('1. Lectura y aprobación, si procede, del acta de la reunión anterior.'),
    P('2. Informe de la Tesorera sobre la previsión de cierre del ejercicio 2025.'),
    P('3. Aprobación del Plan de Actuación para el ejercicio 2026.'),
    P('4. Renovación de cargos y aceptación de nueva patrona.'),
    P('5. Régimen de disposición de fondos.'),
    P('6. Ruegos y preguntas.'),
    P('PRIMERO. Aprobación del acta anterior.', { bold: true, before: 160 }),
    P('Se aprueba por unanimidad el acta de la reunión de 26 de junio de 2025, que había sido remitida a los patronos junto con la convocatoria.'),
    P('SEGUNDO. Previsión de cierre del ejercicio 2025.', { bold: true, before: 160 }),
    P(`La Tesorera, ${A.presentes[3][0]}, presenta la previsión de cierre del ejercicio elaborada con los datos contables a 30 de noviembre, comparada con el presupuesto aprobado para 2025 (importes en euros; los gastos, en negativo):`),
    Tbl([
      ['Concepto', 'Presupuesto 2025', 'Previsión de cierre 2025'],
      ...A.cierre.map((c) => [c[0], eur(c[1]), eur(c[2])]),
    ], { widths: [4600, 2200, 2400], numCols: [1, 2], boldRows: [3, 9, 10] }),
    P('La Tesorera explica que el menor gasto de personal se debe a dos bajas no cubiertas en el comedor social durante el verano, y que el déficit previsto se cubrirá con remanente. El Patronato toma conocimiento del informe.', { before: 120 }),
    P('TERCERO. Plan de Actuación 2026.', { bold: true, before: 160 }),
    P('La directora gerente presenta el Plan de Actuación para 2026, que recoge las tres actividades propias de la fundación con la previsión de recursos económicos a emplear en cada una de ellas:'),
    Tbl([
      ['Actividad', 'Gastos previstos 2026', 'Inversiones previstas 2026', 'Total recursos 2026'],
      ...A.plan.map((p) => [p[0], eur(p[1]), eur(p[2]), eur(p[1] + p[2])]),
      ['TOTAL', eur(A.planGastos), eur(A.planInv), eur(A.planTot)],
    ], { widths: [4200, 1700, 1700, 1700], numCols: [1, 2, 3], boldRows: [5] }),
    P('Previsión de ingresos para 2026:', { before: 120 }),
    Tbl([
      ['Origen de los recursos', 'Importe 2026'],
      ...A.ingresos2026.map((p) => [p[0], eur(p[1])]),
      ['TOTAL INGRESOS PREVISTOS', eur(A.ing2026)],
    ], { widths: [6200, 2400], numCols: [1], boldRows: [6] }),
    P(`Tras el debate, el Patronato aprueba por unanimidad el Plan de Actuación 2026 y acuerda su remisión al Protectorado antes del 31 de diciembre de 2025.`, { before: 120 }),
    P('CUARTO. Renovación de cargos y aceptación de nueva patrona.', { bold: true, before: 160 }),
    P(`Habiendo finalizado su mandato, se acuerda por unanimidad la renovación de D. Vicent Soler Martí como patrono y vicepresidente por un nuevo periodo de cuatro años. Asimismo, ${A.nueva} acepta el cargo de patrona para el que fue designada en la reunión anterior, con efectos desde esta fecha.`),
    P('QUINTO. Régimen de disposición de fondos.', { bold: true, before: 160 }),
    P(`Se acuerda que las disposiciones de fondos y los pagos de importe superior a ${eur(A.mancomunada)} euros requerirán la firma mancomunada de dos de las personas autorizadas (la Presidenta, la Tesorera y la directora gerente); los de importe inferior podrán realizarse con la firma de una sola de ellas.`),
    P('SEXTO. Ruegos y preguntas.', { bold: true, before: 160 }),
    P(`No se formulan ruegos ni preguntas. La próxima reunión ordinaria del Patronato se celebrará el ${A.proxima}, para la aprobación de las cuentas anuales del ejercicio 2025.`),
    P('Y no habiendo más asuntos que tratar, se levanta la sesión a las 20:15 horas, de todo lo cual, como Secretario, doy fe con el visto bueno de la Presidenta.', { before: 120 }),
    P('Vº Bº La Presidenta                                             El Secretario', { before: 400 }),
    P('Amparo Ferrer Llorca                                            Jordi Navarro Gil'),
  ];
  await writeDocx(file, ch, { title: 'Acta del Patronato 16-12-2025', creator: 'Jordi Navarro Gil' });
}

// ---------------------------------------------------------------- ticket photo
export async function ticketPhoto(file, o = {}) {
  const K = T.tk;
  const lines = [
    { t: K.shop, size: 30, bold: true, center: true },
    { t: 'C/ Cadis, 52 - 46006 VALENCIA', size: 22, center: true },
    { t: `NIF ${K.nif}   Tel 963 41 22 87`, size: 22, center: true },
    { gap: 8 },
    { t: 'FACTURA SIMPLIFICADA', size: 26, bold: true, center: true },
    { cols: [`N. ${K.no}`, `${K.date} ${K.time}`], size: 22 },
    { rule: true },
    { table: true, cols: ['UDS DESCRIPCION', 'P.UNIT', 'IMPORTE', 'IVA'], size: 21, bold: true },
    { rule: true },
    ...K.items.flatMap(([n, q, p, c], i) => [{ table: true, cols: [`${String(q).padStart(2)}  ${n}`, es(p), es(K.lines[i]), c], size: 25 }, { gap: 6 }]),
    { rule: true },
    { cols: ['TOTAL (EUR)', es(K.total)], size: 30, bold: true },
    { gap: 4 },
    { cols: ['TARJETA', es(K.total)], size: 22 },
    { cols: ['NUM. ARTICULOS', String(K.units)], size: 22 },
    { gap: 8 },
    { table: true, cols: ['IVA', 'BASE', 'CUOTA'], size: 24, bold: true },
    { table: true, cols: ['A 21%', es(K.base.A), es(K.cuota.A)], size: 24 },
    { table: true, cols: ['B 10%', es(K.base.B), es(K.cuota.B)], size: 24 },
    { table: true, cols: ['TOTAL IVA', es(K.base.A + K.base.B), es(K.iva)], size: 24 },
    { gap: 12 },
    { t: 'GRACIAS POR SU VISITA', size: 22, center: true },
    { t: 'Conserve este ticket para cambios', size: 19, center: true },
  ];
  await photoDocument(file, lines, { width: 960, height: 1230, angle: 0.8, seed: 12, format: 'jpeg', mono: true, margin: 50, noise: 14, tableX: [50, 640, 840, 910], ...o });
}
