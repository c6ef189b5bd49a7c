// Semilla de Maíz Nutrición Infantil, A.C. (Tlacolula, Oaxaca; MXN; calendar year): the five documents.
import ExcelJS from 'exceljs';
import { P, T, writeDocx, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { mxn, longEs, dmySlash } from './fmt.mjs';
import { MES3 } from '../data.mjs';

const acc0 = (v) => (Math.abs(v) < 0.5 ? '–' : v < 0 ? `(${mxn(-v, 0)})` : mxn(v, 0));
const cap = (s) => s[0].toUpperCase() + s.slice(1);

// ------------------------------------------------------------------ 1. Estado de actividades (pdf)
export async function estadoActividades(file, V) {
  const S = V.sem, E = S.estado;
  const { doc, end } = newPdf(file, { margin: 40, title: 'Estado de actividades 2025', author: 'Semilla de Maíz Nutrición Infantil, A.C.' });
  const W = doc.page.width;
  doc.font('B').fontSize(12.5).text('SEMILLA DE MAÍZ NUTRICIÓN INFANTIL, A.C.', 0, 42, { width: W, align: 'center' });
  doc.font('R').fontSize(8.5).text(`RFC ${S.rfc}  ·  Donataria autorizada`, 0, doc.y + 1, { width: W, align: 'center' });
  doc.font('B').fontSize(11).text('Estado de actividades', 0, doc.y + 10, { width: W, align: 'center' });
  doc.font('R').fontSize(9).text('Por los años terminados el 31 de diciembre de 2025 y 2024', 0, doc.y + 1, { width: W, align: 'center' });
  doc.font('I').fontSize(8.5).text('(Cifras en pesos mexicanos)', 0, doc.y + 1, { width: W, align: 'center' });
  const L = 42, labelW = 215, colW = 78;
  const xs = [0, 1, 2, 3].map((i) => L + labelW + colW * (i + 1));
  let y = doc.y + 16;
  // headings: 2025 spans three columns
  doc.font('B').fontSize(8.2);
  doc.text('2025', xs[0] - colW, y, { width: colW * 3, align: 'center' });
  doc.moveTo(xs[0] - colW + 8, y + 11).lineTo(xs[2], y + 11).lineWidth(0.5).stroke();
  doc.text('2024', xs[3] - colW, y, { width: colW, align: 'right' });
  y += 15;
  const heads = ['Sin restricciones', 'Con restricciones temporales', 'Total', 'Total'];
  heads.forEach((h, i) => doc.text(h, xs[i] - colW + 6, y, { width: colW - 6, align: 'right' }));
  y += 36;
  doc.moveTo(L, y).lineTo(xs[3], y).stroke();
  y += 6;
  const row = (label, vals, { bold = false, indent = 0, rule = false, gap = 0 } = {}) => {
    y += gap;
    if (rule) { for (const x of xs) doc.moveTo(x - colW + 14, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke(); }
    doc.font(bold ? 'B' : 'R').fontSize(8.6);
    doc.text(label, L + indent * 12, y, { width: labelW - indent * 12, lineBreak: false });
    vals.forEach((v, i) => { if (v !== undefined && v !== null) doc.text(typeof v === 'string' ? v : acc0(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false }); });
    y += 14;
  };
  row('Ingresos', [], { bold: true });
  for (const l of S.inc) row(l.name, [l.restricted ? 0 : l.year, l.restricted ? l.year : 0, l.year, l.y24], { indent: 1 });
  row('Patrimonio liberado de restricciones', [E.release, -E.release, 0, 0], { indent: 1 });
  row('Total de ingresos', [E.incSR + E.release, E.incCR - E.release, E.ingresosTot, E.inc24], { bold: true, rule: true });
  row('Gastos', [], { bold: true, gap: 6 });
  for (const f of S.funcs) row(f.name, [E.funcTot[f.k], 0, E.funcTot[f.k], f.y24], { indent: 1 });
  row('Total de gastos', [E.gastos, 0, E.gastos, E.gastos24], { bold: true, rule: true });
  row('Cambio neto en el patrimonio', [E.cambioSR, E.cambioCR, E.cambio, E.cambio24], { bold: true, gap: 6 });
  row('Patrimonio al inicio del año', [E.srBegin, E.crBegin, E.patBegin, E.patBegin24], { gap: 2 });
  row('Patrimonio al final del año', [E.srEnd, E.crEnd, E.patEnd, E.patBegin], { bold: true, rule: true });
  for (const x of xs) { doc.moveTo(x - colW + 14, y).lineTo(x, y).stroke(); doc.moveTo(x - colW + 14, y + 2).lineTo(x, y + 2).stroke(); }
  y += 18;
  doc.font('R').fontSize(8).text(
    `Notas: Los gastos por función incluyen la depreciación del ejercicio por $${mxn(S.depYear, 0)} y alimentos donados consumidos por $${mxn(E.espYear, 0)} (donativos en especie recibidos del Banco de Alimentos de Oaxaca y de productores locales, valuados a precio de mercado). ` +
    `Los donativos con restricciones temporales corresponden al Convenio con Fundación Tierra Fértil, A.C. (proyecto "Comedores Comunitarios Nutritivos 2025-2026") y a un donativo del extranjero destinado a huertos escolares; el patrimonio se libera de restricciones conforme se ejercen los recursos. ` +
    `Estados financieros preparados conforme a la NIF B-16. Las notas adjuntas son parte integrante de este estado.`, L, y, { width: W - 84, align: 'justify' });
  y = doc.y + 46;
  doc.font('R').fontSize(8.5);
  doc.text('Mtra. Guadalupe Hernández Ruiz', L, y, { width: 220, align: 'center' });
  doc.text('Presidenta del Consejo Directivo', L, y + 11, { width: 220, align: 'center' });
  doc.text('C.P. Ernesto Vásquez Cruz', W - 262, y, { width: 220, align: 'center' });
  doc.text('Contador externo · Céd. Prof. 4518832', W - 262, y + 11, { width: 220, align: 'center' });
  doc.moveTo(L + 20, y - 4).lineTo(L + 200, y - 4).stroke();
  doc.moveTo(W - 242, y - 4).lineTo(W - 62, y - 4).stroke();
  await end();
}

// ------------------------------------------------------------------ 2. Balanza de comprobación, CONTPAQi (xlsx)
export async function balanza(file, V) {
  const S = V.sem;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'CONTPAQi Contabilidad';
  const ws = wb.addWorksheet('Balanza');
  ws.columns = [{ width: 13 }, { width: 42 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }];
  const NUMF = '#,##0.00;-#,##0.00;""';
  const t = (r, v, o = {}) => { ws.mergeCells(`A${r}:H${r}`); const c = ws.getCell(`A${r}`); c.value = v; c.font = { bold: !!o.bold, size: o.size || 10 }; c.alignment = { horizontal: 'center' }; };
  t(1, 'SEMILLA DE MAIZ NUTRICION INFANTIL AC', { bold: true, size: 12 });
  t(2, 'Balanza de Comprobación', { bold: true });
  t(3, 'Del 01/Ene/2025 Al 31/Dic/2025');
  t(4, 'Moneda: Peso Mexicano    Tipo de cuentas: Todas    Nivel: 2    Incluye cuentas con saldo cero: No');
  ws.getCell('A4').font = { size: 8, italic: true };
  ws.mergeCells('A6:A7'); ws.getCell('A6').value = 'Cuenta';
  ws.mergeCells('B6:B7'); ws.getCell('B6').value = 'Nombre';
  ws.mergeCells('C6:D6'); ws.getCell('C6').value = 'Saldo inicial';
  ws.mergeCells('E6:E7'); ws.getCell('E6').value = 'Cargos';
  ws.mergeCells('F6:F7'); ws.getCell('F6').value = 'Abonos';
  ws.mergeCells('G6:H6'); ws.getCell('G6').value = 'Saldo final';
  ws.getCell('C7').value = 'Deudor'; ws.getCell('D7').value = 'Acreedor'; ws.getCell('G7').value = 'Deudor'; ws.getCell('H7').value = 'Acreedor';
  for (const c of ['A6', 'B6', 'C6', 'E6', 'F6', 'G6', 'C7', 'D7', 'G7', 'H7']) {
    const x = ws.getCell(c); x.font = { bold: true, color: { argb: 'FFFFFFFF' } }; x.alignment = { horizontal: 'center', vertical: 'middle' };
    x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  }
  let r = 8;
  const put = (a, bold) => {
    const row = ws.getRow(r);
    row.getCell(1).value = a.code; row.getCell(2).value = bold ? a.name.toUpperCase() : a.name;
    row.getCell(2).alignment = { indent: bold ? 0 : 2 };
    const d = a.nat === 'D';
    row.getCell(3).value = d ? a.init : 0; row.getCell(4).value = d ? 0 : a.init;
    row.getCell(5).value = a.cargos; row.getCell(6).value = a.abonos;
    row.getCell(7).value = d ? a.fin : 0; row.getCell(8).value = d ? 0 : a.fin;
    for (let i = 3; i <= 8; i++) row.getCell(i).numFmt = NUMF;
    for (let i = 1; i <= 8; i++) row.getCell(i).font = { bold };
    r++;
  };
  for (const m of S.majors) { put(m, true); for (const s of m.subs) put(s, false); }
  r++;
  const tot = ws.getRow(r);
  tot.getCell(2).value = 'Totales:';
  [S.bz.initD, S.bz.initA, S.bz.cargos, S.bz.abonos, S.bz.finD, S.bz.finA].forEach((v, i) => { tot.getCell(i + 3).value = v; tot.getCell(i + 3).numFmt = NUMF; });
  for (let i = 1; i <= 8; i++) { tot.getCell(i).font = { bold: true }; tot.getCell(i).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  ws.getCell(`A${r + 2}`).value = 'CONTPAQi® Contabilidad 17.1.2   Fecha de impresión: 20/Ene/2026 09:14';
  ws.getCell(`A${r + 2}`).font = { size: 8, italic: true };
  ws.views = [{ state: 'frozen', ySplit: 7 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Presupuesto vs real (xlsx)
export async function presupuesto(file, V) {
  const S = V.sem;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Coordinación administrativa';
  const wq = wb.addWorksheet('Ppto vs Real trimestral');
  const wm = wb.addWorksheet('Real mensual 2025');
  const NUM = '#,##0;[Red]-#,##0;"-"';
  // monthly actuals
  wm.columns = [{ width: 38 }, ...Array(12).fill({ width: 11 }), { width: 13 }];
  wm.mergeCells('A1:N1'); wm.getCell('A1').value = 'SEMILLA DE MAÍZ NUTRICIÓN INFANTIL, A.C. — Ingresos y egresos reales por mes, 2025 (pesos)'; wm.getCell('A1').font = { bold: true, size: 12 };
  wm.getCell('A2').value = 'Flujo de efectivo real según registros contables. No incluye donativos en especie ni depreciación.'; wm.getCell('A2').font = { italic: true, size: 9 };
  wm.getCell('A4').value = 'Concepto';
  MES3.forEach((m, i) => { wm.getCell(4, i + 2).value = m; });
  wm.getCell(4, 14).value = 'Total 2025';
  for (let c = 1; c <= 14; c++) { const x = wm.getCell(4, c); x.font = { bold: true }; x.alignment = { horizontal: c === 1 ? 'left' : 'center' }; x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } }; x.border = { bottom: { style: 'thin' } }; }
  let r = 5;
  const mRow = {};
  const block = (title, lines, totalLabel, key) => {
    wm.getCell(r, 1).value = title; wm.getCell(r, 1).font = { bold: true }; r++;
    const first = r;
    for (const l of lines) {
      wm.getCell(r, 1).value = l.ppto || l.name; wm.getCell(r, 1).alignment = { indent: 1 };
      l.m.forEach((v, i) => { wm.getCell(r, i + 2).value = v; wm.getCell(r, i + 2).numFmt = NUM; });
      wm.getCell(r, 14).value = F(`SUM(B${r}:M${r})`, l.year); wm.getCell(r, 14).numFmt = NUM; wm.getCell(r, 14).font = { bold: true };
      mRow[l.k] = r; r++;
    }
    wm.getCell(r, 1).value = totalLabel; wm.getCell(r, 1).font = { bold: true };
    for (let c = 2; c <= 14; c++) {
      const L = colL(c - 1);
      const v = c === 14 ? lines.reduce((s, l) => s + l.year, 0) : lines.reduce((s, l) => s + l.m[c - 2], 0);
      wm.getCell(r, c).value = F(`SUM(${L}${first}:${L}${r - 1})`, v); wm.getCell(r, c).numFmt = NUM; wm.getCell(r, c).font = { bold: true };
      wm.getCell(r, c).border = { top: { style: 'thin' } };
    }
    mRow[key] = r; r += 2;
  };
  block('INGRESOS', S.budgetLines, 'Total ingresos', 'TI');
  block('EGRESOS', S.exp, 'Total egresos', 'TE');
  wm.getCell(r, 1).value = 'Remanente (déficit) del mes'; wm.getCell(r, 1).font = { bold: true };
  for (let c = 2; c <= 14; c++) {
    const L = colL(c - 1);
    const v = c === 14 ? S.bw.incRealY - S.bw.expRealY : S.bw.incRealM[c - 2] - S.bw.expRealM[c - 2];
    wm.getCell(r, c).value = F(`${L}${mRow.TI}-${L}${mRow.TE}`, v); wm.getCell(r, c).numFmt = NUM; wm.getCell(r, c).font = { bold: true };
  }
  // quarterly budget vs actual
  const QN = ['1er trimestre (ene-mar)', '2do trimestre (abr-jun)', '3er trimestre (jul-sep)', '4to trimestre (oct-dic)'];
  wq.columns = [{ width: 38 }, ...Array(12).fill({ width: 12 }), { width: 13 }, { width: 13 }, { width: 12 }, { width: 10 }];
  wq.mergeCells('A1:Q1'); wq.getCell('A1').value = 'SEMILLA DE MAÍZ NUTRICIÓN INFANTIL, A.C.'; wq.getCell('A1').font = { bold: true, size: 13 };
  wq.mergeCells('A2:Q2'); wq.getCell('A2').value = 'Presupuesto vs Real por trimestre — ejercicio 2025 (pesos mexicanos, MXN)'; wq.getCell('A2').font = { bold: true };
  wq.mergeCells('A3:Q3'); wq.getCell('A3').value = 'Presupuesto aprobado por el Consejo Directivo el 28/nov/2024. Variación = Real − Presupuesto: en egresos una variación positiva es sobregiro; en ingresos, captación mayor a la presupuestada.'; wq.getCell('A3').font = { italic: true, size: 9 };
  wq.mergeCells('A5:A6'); wq.getCell('A5').value = 'Concepto';
  QN.forEach((n, i) => {
    const c0 = 2 + i * 3;
    wq.mergeCells(5, c0, 5, c0 + 2); wq.getCell(5, c0).value = n;
    wq.getCell(6, c0).value = 'Presupuesto'; wq.getCell(6, c0 + 1).value = 'Real'; wq.getCell(6, c0 + 2).value = 'Variación';
  });
  wq.mergeCells(5, 14, 5, 17); wq.getCell(5, 14).value = 'Acumulado anual 2025';
  wq.getCell(6, 14).value = 'Presupuesto'; wq.getCell(6, 15).value = 'Real'; wq.getCell(6, 16).value = 'Variación'; wq.getCell(6, 17).value = '% ejercido';
  for (let rr = 5; rr <= 6; rr++) for (let c = 1; c <= 17; c++) {
    const x = wq.getCell(rr, c); x.font = { bold: true }; x.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true };
    x.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFDDEBF7' } }; x.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } };
  }
  const monthCols = (qi) => [colL(1 + qi * 3), colL(3 + qi * 3)];
  r = 7;
  const qRow = {};
  const qBlock = (title, lines, totalLabel, key) => {
    wq.getCell(r, 1).value = title; wq.getCell(r, 1).font = { bold: true }; r++;
    const first = r;
    for (const l of lines) {
      wq.getCell(r, 1).value = l.ppto || l.name; wq.getCell(r, 1).alignment = { indent: 1 };
      for (let qi = 0; qi < 4; qi++) {
        const c0 = 2 + qi * 3;
        const [a, b] = monthCols(qi);
        wq.getCell(r, c0).value = l.b[qi];
        wq.getCell(r, c0 + 1).value = F(`SUM('Real mensual 2025'!${a}${mRow[l.k]}:${b}${mRow[l.k]})`, l.qr[qi]);
        wq.getCell(r, c0 + 2).value = F(`${colL(c0)}${r}-${colL(c0 - 1)}${r}`, l.var[qi]);
      }
      wq.getCell(r, 14).value = F(['B', 'E', 'H', 'K'].map((c) => `${c}${r}`).join('+'), l.budget);
      wq.getCell(r, 15).value = F(['C', 'F', 'I', 'L'].map((c) => `${c}${r}`).join('+'), l.year);
      wq.getCell(r, 16).value = F(`O${r}-N${r}`, l.varYear);
      wq.getCell(r, 17).value = F(`IF(N${r}=0,"",O${r}/N${r})`, l.budget ? l.year / l.budget : '');
      wq.getCell(r, 17).numFmt = '0.0%';
      for (let c = 2; c <= 16; c++) wq.getCell(r, c).numFmt = NUM;
      r++;
    }
    wq.getCell(r, 1).value = totalLabel; wq.getCell(r, 1).font = { bold: true };
    const T = (f) => lines.reduce((s, l) => s + f(l), 0);
    for (let c = 2; c <= 16; c++) {
      const qi = Math.floor((c - 2) / 3), k = (c - 2) % 3;
      const v = c >= 14 ? [T((l) => l.budget), T((l) => l.year), T((l) => l.varYear)][c - 14] : [T((l) => l.b[qi]), T((l) => l.qr[qi]), T((l) => l.var[qi])][k];
      wq.getCell(r, c).value = F(`SUM(${colL(c - 1)}${first}:${colL(c - 1)}${r - 1})`, v); wq.getCell(r, c).numFmt = NUM;
    }
    const tb = T((l) => l.budget), ty = T((l) => l.year);
    wq.getCell(r, 17).value = F(`O${r}/N${r}`, ty / tb); wq.getCell(r, 17).numFmt = '0.0%';
    for (let c = 1; c <= 17; c++) { wq.getCell(r, c).font = { bold: true }; wq.getCell(r, c).border = { top: { style: 'thin' } }; }
    qRow[key] = r; r += 2;
  };
  qBlock('INGRESOS', S.budgetLines, 'Total ingresos', 'TI');
  qBlock('EGRESOS', S.exp, 'Total egresos', 'TE');
  wq.getCell(r, 1).value = 'Remanente (ingresos − egresos)'; wq.getCell(r, 1).font = { bold: true };
  for (let c = 2; c <= 16; c++) {
    const L = colL(c - 1);
    const qi = Math.floor((c - 2) / 3), k = (c - 2) % 3;
    const inc = c >= 14 ? [S.bw.incBudY, S.bw.incRealY, S.bw.incRealY - S.bw.incBudY][c - 14] : [S.bw.incBud[qi], S.bw.incReal[qi], S.bw.incReal[qi] - S.bw.incBud[qi]][k];
    const exp = c >= 14 ? [S.bw.expBudY, S.bw.expRealY, S.bw.expRealY - S.bw.expBudY][c - 14] : [S.bw.expBud[qi], S.bw.expReal[qi], S.bw.expReal[qi] - S.bw.expBud[qi]][k];
    wq.getCell(r, c).value = F(`${L}${qRow.TI}-${L}${qRow.TE}`, inc - exp); wq.getCell(r, c).numFmt = NUM; wq.getCell(r, c).font = { bold: true };
  }
  r += 2;
  wq.getCell(r, 1).value = 'Nota: el Convenio con Fundación Tierra Fértil se ejerce desde la cuenta Banorte exclusiva; el donativo del extranjero está etiquetado para huertos escolares.'; wq.getCell(r, 1).font = { italic: true, size: 9 };
  wq.views = [{ state: 'frozen', xSplit: 1, ySplit: 6 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. Convenio de donación (docx)
const NUMWORDS = { 960000: 'Novecientos sesenta mil pesos 00/100 M.N.', 384000: 'Trescientos ochenta y cuatro mil pesos 00/100 M.N.', 336000: 'Trescientos treinta y seis mil pesos 00/100 M.N.', 240000: 'Doscientos cuarenta mil pesos 00/100 M.N.' };
export async function convenio(file, V) {
  const C = V.sem.convenio, S = V.sem;
  const money = (v) => `$${mxn(v, 2)} (${NUMWORDS[v] || ''})`;
  const kids = [
    P('CONVENIO DE DONACIÓN', { bold: true, size: 14, align: 'center', after: 60 }),
    P(`QUE CELEBRAN, POR UNA PARTE, ${C.donor.toUpperCase()}, EN LO SUCESIVO "LA DONANTE", REPRESENTADA EN ESTE ACTO POR ${C.donorRep.toUpperCase()}, EN SU CARÁCTER DE ${C.donorRole.toUpperCase()}; Y POR LA OTRA, SEMILLA DE MAÍZ NUTRICIÓN INFANTIL, A.C., EN LO SUCESIVO "LA DONATARIA", REPRESENTADA POR ${C.rep.toUpperCase()}, EN SU CARÁCTER DE ${C.repRole.toUpperCase()}, AL TENOR DE LAS SIGUIENTES DECLARACIONES Y CLÁUSULAS:`, { size: 10, after: 200 }),
    P('DECLARACIONES', { bold: true, align: 'center' }),
    P('I. Declara LA DONANTE que es una asociación civil constituida conforme a las leyes mexicanas, cuyo objeto incluye el apoyo a proyectos de seguridad alimentaria en comunidades rurales, y que cuenta con los recursos para el otorgamiento del presente donativo.', { size: 10 }),
    P(`II. Declara LA DONATARIA que es una asociación civil constituida en Tlacolula de Matamoros, Oaxaca, con RFC ${S.rfc}, autorizada para recibir donativos deducibles del impuesto sobre la renta, con domicilio en ${S.address}; que opera comedores comunitarios en ${S.comedores.slice(0, -1).join(', ')} y ${S.comedores.at(-1)}, y que su representante cuenta con facultades suficientes para suscribir el presente Convenio.`, { size: 10 }),
    P('CLÁUSULAS', { bold: true, align: 'center', before: 120 }),
    P([{ text: 'PRIMERA. Objeto. ', bold: true }, { text: `LA DONANTE otorga a LA DONATARIA un donativo en dinero para la ejecución del proyecto "${C.project}" (en adelante, "EL PROYECTO"), consistente en la operación de ${S.comedores.length} (cuatro) comedores comunitarios que proporcionarán ${C.mealsPerDay} (dos) comidas diarias (desayuno y comida) a niñas y niños de 3 a 12 años.` }], { size: 10 }),
    P([{ text: 'SEGUNDA. Monto. ', bold: true }, { text: `El monto total del donativo es de ${money(C.total)}, que LA DONATARIA destinará exclusivamente a los rubros del presupuesto que se adjunta como Anexo 1.` }], { size: 10 }),
    P([{ text: 'TERCERA. Ministraciones. ', bold: true }, { text: 'LA DONANTE entregará el donativo en tres ministraciones, mediante transferencia a la cuenta señalada en la cláusula SEXTA, conforme a lo siguiente:' }], { size: 10 }),
    T([['Ministración', '% del monto', 'Importe (MXN)', 'Condición para su entrega'], ...C.tranches.map((x) => [x.n, `${x.pct}%`, `$${mxn(x.amt, 2)}`, cap(x.cond)]), ['Total', '100%', `$${mxn(C.total, 2)}`, '']], { widths: [1500, 1100, 1600, 5200], numCols: [1, 2], boldRows: [4], size: 9 }),
    P('', { after: 60 }),
    P([{ text: 'CUARTA. Informes. ', bold: true }, { text: 'LA DONATARIA entregará a LA DONANTE los siguientes informes, acompañados de copia de los comprobantes fiscales (CFDI) de los gastos realizados y de la relación de beneficiarios:' }], { size: 10 }),
    T([['Informe', 'Periodo que cubre', 'Fecha límite de entrega'], ...C.reports.map((x) => [x.n, x.period, dmySlash(x.date)])], { widths: [3600, 3000, 2800], size: 9 }),
    P('', { after: 60 }),
    P([{ text: 'QUINTA. Gastos de administración. ', bold: true }, { text: `Los gastos de administración que LA DONATARIA cubra con el donativo no podrán exceder del ${C.adminCap}% (ocho por ciento) del monto total del donativo.` }], { size: 10 }),
    P([{ text: 'SEXTA. Cuenta bancaria. ', bold: true }, { text: 'LA DONATARIA recibirá y ejercerá el donativo en una cuenta bancaria exclusiva para EL PROYECTO: Banco Mercantil del Norte, S.A. (Banorte), cuenta 1087654321, CLABE 072610010876543214, a nombre de Semilla de Maíz Nutrición Infantil, A.C.' }], { size: 10 }),
    P([{ text: 'SÉPTIMA. Comprobantes. ', bold: true }, { text: `LA DONATARIA expedirá a LA DONANTE el comprobante fiscal digital (CFDI) de donativo deducible por cada ministración, dentro de los ${C.cfdiDays} (cinco) días hábiles siguientes a su recepción.` }], { size: 10 }),
    P([{ text: 'OCTAVA. Metas. ', bold: true }, { text: `LA DONATARIA se obliga a atender a un mínimo de ${C.children} (trescientos veinte) niñas y niños durante al menos ${C.days} (doscientos) días de servicio, con menús avalados por una nutrióloga titulada, y a medir peso y talla de los beneficiarios al inicio y al cierre de EL PROYECTO.` }], { size: 10 }),
    P([{ text: 'NOVENA. Recursos no ejercidos. ', bold: true }, { text: `Los recursos que no se hayan ejercido al término de la vigencia, así como sus rendimientos, deberán reintegrarse a LA DONANTE dentro de los ${C.refundDays} (treinta) días naturales siguientes a la conclusión del Convenio, salvo autorización por escrito para su aplicación a otro fin.` }], { size: 10 }),
    P([{ text: 'DÉCIMA. Vigencia. ', bold: true }, { text: `El presente Convenio tendrá una vigencia del ${longEs(C.start)} al ${longEs(C.end)}.` }], { size: 10 }),
    P([{ text: 'DÉCIMA PRIMERA. Visibilidad. ', bold: true }, { text: 'LA DONATARIA dará crédito a LA DONANTE en los comedores y en sus materiales de difusión, con el logotipo que ésta le proporcione.' }], { size: 10 }),
    P([{ text: 'DÉCIMA SEGUNDA. Terminación anticipada. ', bold: true }, { text: 'LA DONANTE podrá dar por terminado el Convenio y suspender las ministraciones pendientes si LA DONATARIA destina los recursos a fines distintos de EL PROYECTO o incumple la entrega de los informes, previo aviso por escrito con 15 (quince) días naturales de anticipación.' }], { size: 10 }),
    P([{ text: 'DÉCIMA TERCERA. Jurisdicción. ', bold: true }, { text: 'Para la interpretación y cumplimiento del presente Convenio las partes se someten a las leyes y a los tribunales competentes de la ciudad de Oaxaca de Juárez, Oaxaca, renunciando a cualquier otro fuero.' }], { size: 10 }),
    P(`Leído que fue el presente Convenio y enteradas las partes de su contenido y alcance, lo firman por duplicado en ${C.place}, el ${longEs(C.signed)}.`, { size: 10, before: 120, after: 360 }),
    T([['POR "LA DONANTE"', 'POR "LA DONATARIA"'], [`${C.donorRep}, ${C.donorRole}`, `${C.rep}, ${C.repRole}`]], { widths: [4700, 4700], size: 10 }),
    P('', { after: 240 }),
    P('ANEXO 1. PRESUPUESTO DEL PROYECTO', { bold: true, align: 'center' }),
    T([['Rubro', 'Importe (MXN)'], ...C.budget.map(([n, v]) => [n, `$${mxn(v, 2)}`]), ['Total', `$${mxn(C.total, 2)}`]], { widths: [6000, 3000], numCols: [1], boldRows: [C.budget.length + 1], size: 10 }),
  ];
  await writeDocx(file, kids, { title: 'Convenio de donación', creator: 'Fundación Tierra Fértil' });
}

// ------------------------------------------------------------------ 5. Supermarket ticket (photo)
export function ticketLines(V) {
  const t = V.sem.ticket;
  const [y, m, d] = t.date.split('-');
  const L = [
    { t: t.store, size: 28, bold: true, center: true },
    { t: t.razon, size: 17, center: true },
    { t: `RFC: ${t.rfc}`, size: 17, center: true },
    { t: `${t.branch}  AV. JUAREZ 112 CENTRO`, size: 17, center: true },
    { t: 'TLACOLULA DE MATAMOROS, OAX. C.P. 70400', size: 17, center: true },
    { rule: true },
    { cols: [`TICKET ${t.ticketNo}`, `CAJA ${t.caja}`], size: 18 },
    { cols: [`${d}/${MES3[Number(m) - 1].toUpperCase()}/${y}  ${t.time}`, `CAJERO: ${t.cajero}`], size: 18 },
    { rule: true },
    { table: true, cols: ['CANT DESCRIPCION', 'P.UNIT', 'IMPORTE'], size: 18, bold: true },
  ];
  for (const it of t.items) L.push({ table: true, cols: [`${String(it.qty).padStart(2, ' ')} ${it.d}${it.iva ? ' *' : ''}`, mxn(it.price, 2), mxn(it.amt, 2)], size: 18 });
  L.push({ rule: true },
    { table: true, cols: ['SUBTOTAL', '', `$${mxn(t.subtotal, 2)}`], size: 19 },
    { table: true, cols: ['IVA 16%', '', `$${mxn(t.iva, 2)}`], size: 19 },
    { table: true, cols: ['TOTAL', '', `$${mxn(t.total, 2)}`], size: 24, bold: true },
    { rule: true },
    { table: true, cols: [`TARJETA DEBITO ****${t.card}`, '', `$${mxn(t.total, 2)}`], size: 18 },
    { table: true, cols: ['CAMBIO', '', '$0.00'], size: 18 },
    { t: `ARTICULOS VENDIDOS: ${t.count}`, size: 18 },
    { t: '* ARTICULOS GRAVADOS CON IVA 16%. PRECIOS CON IVA INCLUIDO', size: 15 },
    { gap: 10 },
    { t: 'FACTURE SU COMPRA EN 30 DIAS EN', size: 16, center: true },
    { t: 'www.superbodegaantequera.mx/facturacion', size: 16, center: true },
    { t: '¡GRACIAS POR SU COMPRA!', size: 19, bold: true, center: true });
  return L;
}
export async function ticketPhoto(file, V) {
  await photoDocument(file, ticketLines(V), { width: 760, height: 900, angle: 0.8, seed: 4521, format: 'jpeg', tableX: [45, 560, 715], margin: 45, mono: true });
}
