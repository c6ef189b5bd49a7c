// Agua y Milpa Mixteca, A.C. (Oaxaca, MXN, calendar year): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { mx, n2, dmy, esLong, pesosEnLetra } from './fmt.mjs';
import { AM_CFDI } from '../data.mjs';

const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const ORG = 'AGUA Y MILPA MIXTECA, A.C.';

// ------------------------------------------------------------------ 1. Estados financieros (pdf, 3 pages)
export async function estados(file, V) {
  const a = V.am;
  const { doc, end } = newPdf(file, { title: 'Estados financieros 2025', author: 'Despacho Méndez Ruiz y Asociados, S.C.' });
  const head = (title, sub) => {
    doc.font('B').fontSize(12).text(ORG, 50, 50, { width: 495, align: 'center' });
    doc.font('R').fontSize(8).text('Donataria autorizada · RFC AMM120315QX4 · Calle Macedonio Alcalá 512, Centro, Oaxaca de Juárez, Oax., C.P. 68050', { width: 495, align: 'center' });
    doc.font('B').fontSize(11).text(title, 50, 84, { width: 495, align: 'center' });
    doc.font('R').fontSize(9).text(sub, { width: 495, align: 'center' });
    doc.font('I').fontSize(8).text('(Cifras en pesos mexicanos - MXN)', { width: 495, align: 'center' });
    doc.y = 140;
    doc.font('B').fontSize(9);
    const hy = doc.y;
    doc.text('2025', 365, hy, { width: 90, align: 'right', lineBreak: false });
    doc.text('2024', 455, hy, { width: 90, align: 'right', lineBreak: false });
    doc.moveTo(50, hy + 13).lineTo(545, hy + 13).lineWidth(0.6).stroke();
    doc.y = hy + 20;
  };
  // row: [label, v25, v24, {indent, bold, cur, rule}]
  const rows = (list) => {
    for (const r of list) {
      if (r === null) { doc.y += 6; continue; }
      const [label, v25, v24, o = {}] = r;
      const y = doc.y;
      if (o.rule) { doc.moveTo(395, y - 2).lineTo(455, y - 2).lineWidth(0.4).stroke(); doc.moveTo(485, y - 2).lineTo(545, y - 2).stroke(); }
      doc.font(o.bold ? 'B' : 'R').fontSize(9).text(label, 50 + (o.indent || 0) * 12, y, { width: 320, lineBreak: false });
      if (v25 !== undefined && v25 !== null) doc.text(mx(v25, o.cur), 365, y, { width: 90, align: 'right', lineBreak: false });
      if (v24 !== undefined && v24 !== null) doc.text(mx(v24, o.cur), 455, y, { width: 90, align: 'right', lineBreak: false });
      if (o.double) for (const x of [395, 485]) { doc.moveTo(x, y + 12).lineTo(x + 60, y + 12).stroke(); doc.moveTo(x, y + 14).lineTo(x + 60, y + 14).stroke(); }
      doc.y = y + 15;
    }
  };
  const foot = (page) => {
    doc.font('I').fontSize(7.5).text('Las notas adjuntas son parte integrante de estos estados financieros.', 50, 760, { width: 495, align: 'left', lineBreak: false });
    doc.text(`Página ${page} de 3`, 50, 772, { width: 495, align: 'right', lineBreak: false });
  };
  const B = a.bs25, C = a.bs24;
  head('Estado de Posición Financiera', 'al 31 de diciembre de 2025 y 2024');
  rows([
    ['ACTIVO', null, null, { bold: true }],
    ['Activo circulante', null, null, { bold: true, indent: 0.5 }],
    ['Efectivo y equivalentes de efectivo (Nota 4)', B.cash, C.cash, { indent: 1, cur: true }],
    ['Deudores diversos', B.deudores, C.deudores, { indent: 1 }],
    ['Total activo circulante', B.circulante, C.circulante, { bold: true, rule: true, indent: 0.5 }],
    null,
    ['Activo no circulante', null, null, { bold: true, indent: 0.5 }],
    ['Mobiliario y equipo (Nota 5)', B.fixedCost, C.fixedCost, { indent: 1 }],
    ['Depreciación acumulada', -B.depAcum, -C.depAcum, { indent: 1 }],
    ['Total activo no circulante', B.fixedNet, C.fixedNet, { bold: true, rule: true, indent: 0.5 }],
    null,
    ['TOTAL ACTIVO', B.assets, C.assets, { bold: true, cur: true, rule: true, double: true }],
    null, null,
    ['PASIVO', null, null, { bold: true }],
    ['Pasivo a corto plazo', null, null, { bold: true, indent: 0.5 }],
    ['Proveedores', B.proveedores, C.proveedores, { indent: 1, cur: true }],
    ['Acreedores diversos', B.acreedores, C.acreedores, { indent: 1 }],
    ['Impuestos y contribuciones por pagar (Nota 6)', B.impuestos, C.impuestos, { indent: 1 }],
    ['TOTAL PASIVO', B.liab, C.liab, { bold: true, rule: true }],
    null,
    ['PATRIMONIO (Nota 7)', null, null, { bold: true }],
    ['Patrimonio contribuido', B.contribuido, C.contribuido, { indent: 1 }],
    ['Patrimonio acumulado', B.acumulado, C.acumulado, { indent: 1 }],
    ['Remanente (déficit) del ejercicio', B.remanente, C.remanente, { indent: 1 }],
    ['TOTAL PATRIMONIO', B.patrimonio, C.patrimonio, { bold: true, rule: true }],
    null,
    ['TOTAL PASIVO Y PATRIMONIO', r(B.liab + B.patrimonio), r(C.liab + C.patrimonio), { bold: true, cur: true, rule: true, double: true }],
  ]);
  doc.y += 40;
  const sig = () => {
    const y = doc.y;
    doc.moveTo(70, y).lineTo(250, y).lineWidth(0.5).stroke(); doc.moveTo(330, y).lineTo(510, y).stroke();
    doc.font('R').fontSize(8).text('Lic. María Elena Cruz Jiménez', 70, y + 4, { width: 180, align: 'center' });
    doc.text('Presidenta del Consejo Directivo', 70, y + 14, { width: 180, align: 'center' });
    doc.text('C.P. Arturo Méndez Ruiz', 330, y + 4, { width: 180, align: 'center' });
    doc.text('Contador externo · Céd. prof. 4518273', 330, y + 14, { width: 180, align: 'center' });
  };
  sig();
  foot(1);
  doc.addPage();
  const I = a.inc25, J = a.inc24, E = a.exp25, G = a.exp24;
  head('Estado de Actividades', 'por los años terminados el 31 de diciembre de 2025 y 2024');
  rows([
    ['INGRESOS', null, null, { bold: true }],
    ['Donativos recibidos en efectivo (Nota 8):', null, null, { indent: 0.5 }],
    ['De fundaciones nacionales', I.nac, J.nac, { indent: 1.5, cur: true }],
    ['De fundaciones extranjeras', I.ext, J.ext, { indent: 1.5 }],
    ['De personas físicas', I.pf, J.pf, { indent: 1.5 }],
    ['De personas morales', I.pm, J.pm, { indent: 1.5 }],
    ['Donativos en especie', I.especie, J.especie, { indent: 0.5 }],
    ['Cuotas de recuperación', I.cuotas, J.cuotas, { indent: 0.5 }],
    ['Productos financieros', I.fin, J.fin, { indent: 0.5 }],
    ['Total de ingresos', a.totInc25, a.totInc24, { bold: true, rule: true, cur: true }],
    null,
    ['GASTOS', null, null, { bold: true }],
    ['Costo de programas:', null, null, { indent: 0.5 }],
    ['Programa Cosecha de Agua', E.cosecha, G.cosecha, { indent: 1.5, cur: true }],
    ['Programa Milpa y Agroecología', E.milpa, G.milpa, { indent: 1.5 }],
    ['Programa Mujeres y Economía Solidaria', E.mujeres, G.mujeres, { indent: 1.5 }],
    ['Gastos de administración', E.admin, G.admin, { indent: 0.5 }],
    ['Gastos de procuración de fondos', E.proc, G.proc, { indent: 0.5 }],
    ['Total de gastos', a.totExp25, a.totExp24, { bold: true, rule: true, cur: true }],
    null,
    ['Cambio neto en el patrimonio', a.rem25, a.rem24, { bold: true, rule: true }],
    null,
    ['Patrimonio al inicio del año', a.bs24.patrimonio, a.patInicio24, { indent: 0.5 }],
    ['Patrimonio al final del año', a.bs25.patrimonio, a.bs24.patrimonio, { bold: true, cur: true, rule: true, double: true }],
  ]);
  doc.y += 40;
  sig();
  foot(2);
  // notes
  doc.addPage();
  doc.font('B').fontSize(12).text(ORG, 50, 50, { width: 495, align: 'center' });
  doc.font('B').fontSize(11).text('Notas seleccionadas a los estados financieros', { width: 495, align: 'center' });
  doc.font('R').fontSize(9).text('al 31 de diciembre de 2025 y 2024 (cifras en pesos mexicanos)', { width: 495, align: 'center' });
  doc.moveDown(1);
  const para = (t, o = {}) => { doc.font(o.bold ? 'B' : 'R').fontSize(8.8).text(t, 50, doc.y, { width: 495, align: 'justify' }); doc.moveDown(0.5); };
  para('Nota 1. Actividad. Agua y Milpa Mixteca, A.C. se constituyó el 15 de marzo de 2012 en Oaxaca de Juárez. Acompaña a comunidades de la Mixteca y de los Valles Centrales de Oaxaca en la captación de agua de lluvia, la milpa agroecológica y la economía solidaria de grupos de mujeres. Está autorizada para recibir donativos deducibles del impuesto sobre la renta (Anexo 14 de la Resolución Miscelánea Fiscal para 2025).', {});
  para('Nota 4. Efectivo y equivalentes. Incluye la caja chica, dos cuentas de cheques en BBVA México y un fondo de inversión de liquidez diaria.');
  para('Nota 5. Mobiliario y equipo. Se registra a su costo de adquisición y se deprecia en línea recta a las tasas fiscales:', { bold: false });
  const tY = doc.y;
  const cols = [['Concepto', 50, 150, 'left'], ['Tasa anual', 200, 50], ['Costo', 250, 75], ['Dep. acumulada', 325, 90], ['Neto 2025', 415, 65], ['Neto 2024', 480, 65]];
  doc.font('B').fontSize(8);
  for (const [t, x, w, al] of cols) doc.text(t, x, tY, { width: w, align: al || 'right', lineBreak: false });
  doc.y = tY + 13;
  for (const f of a.fixed) {
    const y = doc.y;
    doc.font('R').fontSize(8);
    const vals = [f.name, `${Math.round(f.rate * 100)}%`, n2(f.cost), `(${n2(f.dep)})`, n2(f.cost - f.dep), n2(f.cost - f.dep24)];
    cols.forEach(([, x, w, al], i) => doc.text(vals[i], x, y, { width: w, align: al || 'right', lineBreak: false }));
    doc.y = y + 12;
  }
  { const y = doc.y; doc.font('B').fontSize(8); const t = (k) => a.fixed.reduce((s, f) => s + k(f), 0);
    const vals = ['Total', '', n2(t((f) => f.cost)), `(${n2(t((f) => f.dep))})`, n2(t((f) => f.cost - f.dep)), n2(t((f) => f.cost - f.dep24))];
    cols.forEach(([, x, w, al], i) => doc.text(vals[i], x, y, { width: w, align: al || 'right', lineBreak: false })); doc.y = y + 18; }
  para('La depreciación del ejercicio 2025 se presenta dentro de los gastos de administración.');
  para('Nota 6. Impuestos y contribuciones por pagar. Corresponden a retenciones de ISR por salarios y por honorarios, IVA retenido, cuotas obrero-patronales al IMSS, SAR e INFONAVIT y al impuesto sobre nóminas del Estado de Oaxaca (3%) de diciembre, que se enteran en enero del año siguiente.');
  para('Nota 7. Patrimonio. La Asociación no tiene patrimonio restringido permanentemente. En caso de liquidación, su patrimonio se destinará a otra donataria autorizada.');
  para('Nota 8. Donativos recibidos en efectivo en 2025 por donante:');
  const dY = doc.y;
  doc.font('B').fontSize(8).text('Donante', 60, dY, { lineBreak: false }); doc.text('Tipo', 300, dY, { lineBreak: false }); doc.text('Importe 2025', 440, dY, { width: 100, align: 'right', lineBreak: false });
  doc.y = dY + 12;
  for (const [, name, kind, amt] of a.donors) { const y = doc.y; doc.font('R').fontSize(8).text(name, 60, y, { lineBreak: false }); doc.text(kind, 300, y, { lineBreak: false }); doc.text(n2(amt), 440, y, { width: 100, align: 'right', lineBreak: false }); doc.y = y + 11; }
  { const y = doc.y + 2; doc.font('B').fontSize(8).text('Total donativos en efectivo', 60, y, { lineBreak: false }); doc.text(`$${n2(a.donors.reduce((s, d) => s + d[3], 0))}`, 440, y, { width: 100, align: 'right', lineBreak: false }); doc.y = y + 18; }
  para(`Nota 9. Compromisos. El donativo de Fundación Tierra Fértil, A.C. se rige por un convenio firmado el ${esLong(a.conv.firma)}, con vigencia hasta el ${esLong(a.conv.fin)}; ambas ministraciones se recibieron en 2025 y se reconocieron como ingreso al recibirse.`);
  para('Oaxaca de Juárez, Oax., 27 de febrero de 2026.', {});
  foot(3);
  await end();
}
const r = (v) => Math.round(v * 100) / 100;

// ------------------------------------------------------------------ 2. Balanza de comprobación CONTPAQi (xlsx)
export async function balanza(file, V) {
  const a = V.am;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'CONTPAQi Contabilidad';
  const ws = wb.addWorksheet('Balanza');
  ws.columns = [{ width: 12 }, { width: 44 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 16 }];
  ws.getCell('A1').value = 'AGUA Y MILPA MIXTECA AC'; ws.getCell('A1').font = { bold: true, size: 12 };
  ws.getCell('A2').value = 'Balanza de Comprobación del 01/Dic/2025 al 31/Dic/2025'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = 'Moneda: MXN Peso Mexicano    Tipo: Cuentas de mayor y subcuentas    Nivel: 2';
  ws.getCell('G1').value = 'Fecha: 12/Ene/2026'; ws.getCell('G2').value = 'Hora: 10:41:03'; ws.getCell('G3').value = 'Hoja: 1';
  ws.mergeCells('C5:D5'); ws.getCell('C5').value = 'Saldos Iniciales';
  ws.mergeCells('G5:H5'); ws.getCell('G5').value = 'Saldos Actuales';
  ws.getRow(6).values = ['Cuenta', 'Nombre', 'Deudor', 'Acreedor', 'Cargos', 'Abonos', 'Deudor', 'Acreedor'];
  ws.getCell('E5').value = 'Movimientos'; ws.mergeCells('E5:F5');
  for (let rr = 5; rr <= 6; rr++) for (let c = 1; c <= 8; c++) styleHeader(ws.getCell(rr, c));
  const NUMF = '#,##0.00';
  let row = 7;
  const put = (code, name, iniD, cargos, abonos, finD, bold) => {
    const x = ws.getRow(row);
    x.getCell(1).value = code; x.getCell(2).value = name;
    if (iniD > 0.004) x.getCell(3).value = iniD; else if (iniD < -0.004) x.getCell(4).value = -iniD;
    x.getCell(5).value = cargos; x.getCell(6).value = abonos;
    if (finD > 0.004) x.getCell(7).value = finD; else if (finD < -0.004) x.getCell(8).value = -finD;
    for (let c = 3; c <= 8; c++) x.getCell(c).numFmt = NUMF;
    if (bold) for (let c = 1; c <= 8; c++) x.getCell(c).font = { bold: true };
    else x.getCell(2).alignment = { indent: 2 };
    row++;
  };
  for (const m of a.mayores) {
    put(`${m.code}-000`, m.name, m.iniD, m.cargos, m.abonos, m.finD, true);
    for (const s of m.subs) put(s.code, s.name, s.iniD, s.cargos, s.abonos, s.finD, false);
  }
  row++;
  const T = a.tot;
  const x = ws.getRow(row);
  x.values = ['', 'Totales:', T.iniDeudor, T.iniAcreedor, T.cargos, T.abonos, T.finDeudor, T.finAcreedor];
  for (let c = 1; c <= 8; c++) { x.getCell(c).font = { bold: true }; if (c > 2) x.getCell(c).numFmt = NUMF; x.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  ws.getCell(row + 2, 1).value = 'CONTPAQi® Contabilidad 18.2.1 - Empresa: AGUAMILPA2012'; ws.getCell(row + 2, 1).font = { italic: true, size: 8 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Presupuesto vs ejercido por programa (xlsx)
export async function presupuesto(file, V) {
  const a = V.am;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Coordinación administrativa';
  const NUMF = '#,##0.00;[Red](#,##0.00);"-"';
  const areas = [
    ['cosecha', 'Cosecha de Agua', 'Programa Cosecha de Agua', '5101', 'Fundación Tierra Fértil, Stichting Waterwijs'],
    ['milpa', 'Milpa', 'Programa Milpa y Agroecología', '5102', 'Fondo Verde Antequera, Wells & Seeds Foundation'],
    ['mujeres', 'Mujeres', 'Programa Mujeres y Economía Solidaria', '5103', 'Fundación Comunitaria Valles Centrales, donantes individuales'],
  ];
  const summary = wb.addWorksheet('Resumen');
  const refs = {};
  const sheetBlock = (ws, startRow, title, prefix) => {
    let rr = startRow;
    ws.getCell(rr, 1).value = title; ws.getCell(rr, 1).font = { bold: true, size: 11 }; rr++;
    ws.mergeCells(rr, 1, rr + 1, 1); ws.getCell(rr, 1).value = 'Cuenta';
    ws.mergeCells(rr, 2, rr + 1, 2); ws.getCell(rr, 2).value = 'Partida';
    ws.mergeCells(rr, 3, rr + 1, 3); ws.getCell(rr, 3).value = 'Presupuesto anual 2025';
    ws.mergeCells(rr, 4, rr, 8); ws.getCell(rr, 4).value = 'Ejercido 2025';
    ['Ene-Mar', 'Abr-Jun', 'Jul-Sep', 'Oct-Dic', 'Total ejercido'].forEach((t, i) => { ws.getCell(rr + 1, 4 + i).value = t; });
    ws.mergeCells(rr, 9, rr + 1, 9); ws.getCell(rr, 9).value = 'Por ejercer (presupuesto - ejercido)';
    ws.mergeCells(rr, 10, rr + 1, 10); ws.getCell(rr, 10).value = '% ejercido';
    for (let k = rr; k <= rr + 1; k++) for (let c = 1; c <= 10; c++) styleHeader(ws.getCell(k, c));
    ws.getRow(rr).height = 30;
    rr += 2;
    const first = rr;
    const lines = a.budgetLines.filter((b) => b.code.startsWith(prefix));
    for (const b of lines) {
      ws.getCell(rr, 1).value = b.code; ws.getCell(rr, 2).value = b.name; ws.getCell(rr, 3).value = b.budget;
      b.q.forEach((v, i) => { ws.getCell(rr, 4 + i).value = v; });
      ws.getCell(rr, 8).value = F(`SUM(D${rr}:G${rr})`, b.ejercido);
      ws.getCell(rr, 9).value = F(`C${rr}-H${rr}`, b.variacion);
      ws.getCell(rr, 10).value = F(`H${rr}/C${rr}`, b.ejercido / b.budget);
      rr++;
    }
    const t = a.areas[{ 5101: 'cosecha', 5102: 'milpa', 5103: 'mujeres', 6101: 'admin', 6201: 'proc' }[prefix]];
    ws.getCell(rr, 2).value = `Total ${title.replace(/^Programa /, 'programa ')}`;
    ws.getCell(rr, 3).value = F(`SUM(C${first}:C${rr - 1})`, t.budget);
    t.q.forEach((v, i) => { const L = colL(3 + i); ws.getCell(rr, 4 + i).value = F(`SUM(${L}${first}:${L}${rr - 1})`, v); });
    ws.getCell(rr, 8).value = F(`SUM(H${first}:H${rr - 1})`, t.ejercido);
    ws.getCell(rr, 9).value = F(`C${rr}-H${rr}`, t.variacion);
    ws.getCell(rr, 10).value = F(`H${rr}/C${rr}`, t.pct);
    for (let c = 1; c <= 10; c++) { ws.getCell(rr, c).font = { bold: true }; ws.getCell(rr, c).border = { top: { style: 'thin' } }; }
    for (let k = first; k <= rr; k++) { for (let c = 3; c <= 9; c++) ws.getCell(k, c).numFmt = NUMF; ws.getCell(k, 10).numFmt = '0.0%'; }
    return { totalRow: rr, next: rr + 2 };
  };
  const setCols = (ws) => { ws.columns = [{ width: 11 }, { width: 38 }, { width: 15 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 15 }, { width: 16 }, { width: 10 }]; };
  for (const [key, sheet, title, prefix, fin] of areas) {
    const ws = wb.addWorksheet(sheet);
    setCols(ws);
    ws.getCell('A1').value = 'Agua y Milpa Mixteca, A.C. - Presupuesto vs ejercido 2025'; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = `Financiadores: ${fin}`; ws.getCell('A2').font = { italic: true, size: 9 };
    const { totalRow } = sheetBlock(ws, 4, title, prefix);
    refs[key] = { sheet, row: totalRow };
  }
  const wa = wb.addWorksheet('Admon y procuracion');
  setCols(wa);
  wa.getCell('A1').value = 'Agua y Milpa Mixteca, A.C. - Presupuesto vs ejercido 2025'; wa.getCell('A1').font = { bold: true, size: 13 };
  wa.getCell('A2').value = 'La depreciación (cuenta 6101-009) no es partida presupuestal y no se incluye en el ejercido.'; wa.getCell('A2').font = { italic: true, size: 9, color: { argb: 'FFC00000' } };
  const b1 = sheetBlock(wa, 4, 'Gastos de administración', '6101');
  refs.admin = { sheet: 'Admon y procuracion', row: b1.totalRow };
  const b2 = sheetBlock(wa, b1.next, 'Gastos de procuración de fondos', '6201');
  refs.proc = { sheet: 'Admon y procuracion', row: b2.totalRow };
  // summary
  const ws = summary;
  ws.columns = [{ width: 44 }, { width: 17 }, { width: 17 }, { width: 17 }, { width: 11 }];
  ws.getCell('A1').value = 'AGUA Y MILPA MIXTECA, A.C.'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Presupuesto 2025 vs ejercido al 31/12/2025 - resumen por programa y área'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = 'Cifras en MXN. Aprobado por el Consejo Directivo el 28/01/2025.'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.getRow(5).values = ['Programa / área', 'Presupuesto 2025', 'Ejercido 2025', 'Variación', '% ejercido'];
  for (let c = 1; c <= 5; c++) styleHeader(ws.getCell(5, c));
  let rr = 6;
  const sref = {};
  const line = (label, key) => {
    const { sheet, row } = refs[key];
    const A = a.areas[key];
    const s = `'${sheet}'`;
    ws.getCell(rr, 1).value = label;
    ws.getCell(rr, 2).value = F(`${s}!C${row}`, A.budget);
    ws.getCell(rr, 3).value = F(`${s}!H${row}`, A.ejercido);
    ws.getCell(rr, 4).value = F(`B${rr}-C${rr}`, A.variacion);
    ws.getCell(rr, 5).value = F(`C${rr}/B${rr}`, A.pct);
    sref[key] = rr; rr++;
  };
  line('Programa Cosecha de Agua', 'cosecha');
  line('Programa Milpa y Agroecología', 'milpa');
  line('Programa Mujeres y Economía Solidaria', 'mujeres');
  const sum3 = (k) => ['cosecha', 'milpa', 'mujeres'].reduce((s, x) => s + a.areas[x][k], 0);
  ws.getCell(rr, 1).value = 'Subtotal programas';
  ws.getCell(rr, 2).value = F(`SUM(B6:B8)`, r(sum3('budget'))); ws.getCell(rr, 3).value = F(`SUM(C6:C8)`, r(sum3('ejercido')));
  ws.getCell(rr, 4).value = F(`B${rr}-C${rr}`, r(sum3('budget') - sum3('ejercido'))); ws.getCell(rr, 5).value = F(`C${rr}/B${rr}`, sum3('ejercido') / sum3('budget'));
  for (let c = 1; c <= 5; c++) ws.getCell(rr, c).font = { bold: true };
  const sub = rr; rr++;
  line('Gastos de administración *', 'admin');
  line('Gastos de procuración de fondos', 'proc');
  const all = (k) => Object.values(a.areas).reduce((s, x) => s + x[k], 0);
  ws.getCell(rr, 1).value = 'TOTAL';
  ws.getCell(rr, 2).value = F(`B${sub}+B${sub + 1}+B${sub + 2}`, r(all('budget'))); ws.getCell(rr, 3).value = F(`C${sub}+C${sub + 1}+C${sub + 2}`, r(all('ejercido')));
  ws.getCell(rr, 4).value = F(`B${rr}-C${rr}`, r(all('budget') - all('ejercido'))); ws.getCell(rr, 5).value = F(`C${rr}/B${rr}`, all('ejercido') / all('budget'));
  for (let c = 1; c <= 5; c++) { ws.getCell(rr, c).font = { bold: true }; ws.getCell(rr, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  for (let k = 6; k <= rr; k++) { for (let c = 2; c <= 4; c++) ws.getCell(k, c).numFmt = NUMF; ws.getCell(k, 5).numFmt = '0.0%'; }
  ws.getCell(rr + 2, 1).value = '* Sin depreciación. Variación positiva = presupuesto no ejercido; entre paréntesis = sobregiro.'; ws.getCell(rr + 2, 1).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. BBVA México CSV, newest first
export function bbvaCsv(file, V) {
  const a = V.am;
  const lines = [
    'BBVA México',
    'Consulta de movimientos',
    'Cuenta:,0123456789',
    'Titular:,AGUA Y MILPA MIXTECA AC',
    'Periodo:,01/12/2025 al 31/12/2025',
    'Moneda:,MXN',
    '',
    'Fecha,Concepto / Referencia,Cargo,Abono,Saldo',
  ];
  const rows = [...a.bank].reverse();
  for (const b of rows) {
    lines.push([dmy(b.date), `${b.concept} / ${b.ref}`, b.cargo ? n2(b.cargo) : '', b.abono ? n2(b.abono) : '', n2(b.saldo)].map(q).join(','));
  }
  fs.writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 5. Convenio de donación (docx)
export async function convenio(file, V) {
  const c = V.am.conv;
  const m1 = c.ministraciones[0], m2 = c.ministraciones[1];
  const pct = (v) => `${Math.round((v / c.total) * 100)}%`;
  const kids = [
    P('CONVENIO DE DONACIÓN', { bold: true, align: 'center', size: 14, after: 60 }),
    P(`No. FTF-OAX-2025-07`, { align: 'center', size: 9, after: 200 }),
    P(`CONVENIO DE DONACIÓN QUE CELEBRAN, POR UNA PARTE, ${c.donante}, EN LO SUCESIVO "LA DONANTE", REPRESENTADA EN ESTE ACTO POR EL ${c.repDonante.toUpperCase()}, EN SU CARÁCTER DE ${c.cargoDonante.toUpperCase()}, Y POR LA OTRA, AGUA Y MILPA MIXTECA, A.C., EN LO SUCESIVO "LA DONATARIA", REPRESENTADA POR LA ${c.repDonataria.toUpperCase()}, EN SU CARÁCTER DE ${c.cargoDonataria.toUpperCase()}, AL TENOR DE LAS SIGUIENTES DECLARACIONES Y CLÁUSULAS:`, { size: 10 }),
    P('DECLARACIONES', { bold: true, align: 'center', before: 120 }),
    P('I. Declara LA DONANTE que es una asociación civil constituida conforme a las leyes mexicanas, con domicilio en Av. Constitución 2050, Col. Obispado, Monterrey, N.L., y que es donataria autorizada.'),
    P('II. Declara LA DONATARIA que es una asociación civil constituida el 15 de marzo de 2012, con RFC AMM120315QX4, autorizada para recibir donativos deducibles, con domicilio en Calle Macedonio Alcalá 512, Centro, Oaxaca de Juárez, Oaxaca, C.P. 68050.'),
    P('CLÁUSULAS', { bold: true, align: 'center', before: 120 }),
    P(`PRIMERA. Objeto. LA DONANTE otorga a LA DONATARIA un donativo en dinero para el proyecto "Agua para la Milpa: cosecha de lluvia en la Mixteca Alta", que consiste en la construcción de ${c.cisternas} cisternas de ferrocemento de ${c.litros.toLocaleString('en-US')} litros en ${c.comunidades} comunidades de los municipios de San Juan Mixtepec, Santiago Tilantongo y San Miguel Achiutla, en beneficio de ${c.familias} familias, así como la capacitación de las familias en su uso y mantenimiento.`),
    P(`SEGUNDA. Monto. El donativo asciende a la cantidad total de $${n2(c.total)} ${pesosEnLetra(c.total)}, que se entregará en dos ministraciones conforme al Anexo B.`),
    P(`TERCERA. Vigencia. El presente convenio estará vigente del ${esLong(c.inicio)} al ${esLong(c.fin)}. Las actividades y los gastos con cargo al donativo deberán realizarse dentro de dicho periodo.`),
    P(`CUARTA. Ministraciones. La primera ministración, por $${n2(m1.monto)} (${pct(m1.monto)} del total), se entregará ${m1.cuando}. La segunda ministración, por $${n2(m2.monto)} (${pct(m2.monto)} del total), se entregará ${m2.cuando}. Las ministraciones se depositarán mediante transferencia a la cuenta de LA DONATARIA en BBVA México.`),
    P(`QUINTA. Destino y presupuesto. LA DONATARIA aplicará el donativo exclusivamente al proyecto, conforme al presupuesto del Anexo A. Los gastos de administración no podrán exceder del ${c.adminMaxPct}% del monto total del donativo. LA DONATARIA podrá reasignar hasta un ${c.reasignacionPct}% entre rubros sin autorización previa; reasignaciones mayores requerirán la autorización por escrito de LA DONANTE.`),
    P(`SEXTA. Informes. LA DONATARIA entregará a LA DONANTE un informe intermedio narrativo y financiero a más tardar el ${esLong(c.informes[0].entrega)} y un informe final narrativo y financiero a más tardar el ${esLong(c.informes[1].entrega)}, acompañados de copia de los CFDI que amparen los gastos y de evidencia fotográfica de las cisternas construidas.`),
    P(`SÉPTIMA. Comprobante fiscal. LA DONATARIA expedirá a LA DONANTE el CFDI de donativo correspondiente dentro de los ${c.cfdiDias} días hábiles siguientes a la recepción de cada ministración.`),
    P(`OCTAVA. Reintegro. Los recursos no ejercidos al término de la vigencia, así como los aplicados a fines distintos, deberán reintegrarse a LA DONANTE dentro de los ${c.reintegroDias} días naturales siguientes a la entrega del informe final.`),
    P('NOVENA. Visibilidad. LA DONATARIA dará crédito a LA DONANTE en los materiales de difusión del proyecto y en las placas de las cisternas, previa aprobación del uso del logotipo.'),
    P('DÉCIMA. Terminación anticipada. LA DONANTE podrá dar por terminado el convenio si LA DONATARIA incumple cualquiera de sus obligaciones, previa notificación por escrito con treinta días naturales de anticipación.'),
    P(`Leído que fue el presente convenio y enteradas las partes de su contenido y alcance, lo firman por duplicado en Oaxaca de Juárez, Oaxaca, el ${esLong(c.firma)}.`, { before: 120 }),
    T([['POR "LA DONANTE"', 'POR "LA DONATARIA"'], ['\n\n\n_____________________________', '\n\n\n_____________________________'], [c.repDonante, c.repDonataria], [c.cargoDonante, 'Presidenta del Consejo Directivo']], { widths: [4600, 4600], header: 1 }),
    P('ANEXO A - PRESUPUESTO DEL PROYECTO', { bold: true, before: 240 }),
    T([['Rubro', 'Monto (MXN)', '% del total'], ...c.presupuesto.map(([k, v]) => [k, `$${n2(v)}`, `${((v / c.total) * 100).toFixed(1)}%`]), ['Total', `$${n2(c.presupuesto.reduce((s, x) => s + x[1], 0))}`, '100.0%']], { widths: [5200, 2200, 1800], numCols: [1, 2], boldRows: [c.presupuesto.length + 1] }),
    P('ANEXO B - CALENDARIO DE MINISTRACIONES E INFORMES', { bold: true, before: 240 }),
    T([['Concepto', 'Monto / periodo', 'Fecha o condición'],
      ['Primera ministración', `$${n2(m1.monto)}`, 'A la firma (10 días hábiles)'],
      ['Informe intermedio', c.informes[0].periodo, `A más tardar el ${dmy(c.informes[0].entrega)}`],
      ['Segunda ministración', `$${n2(m2.monto)}`, 'A la aprobación del informe intermedio'],
      ['Informe final', c.informes[1].periodo, `A más tardar el ${dmy(c.informes[1].entrega)}`]], { widths: [3000, 3400, 2800] }),
  ];
  await writeDocx(file, kids, { title: 'Convenio de donación FTF-OAX-2025-07', creator: 'Fundación Tierra Fértil' });
}

// ------------------------------------------------------------------ 6. CFDI (photo)
export async function cfdiPhoto(file, V) {
  const c = AM_CFDI;
  const t = V.am.cfdi;
  const L = [
    { t: c.emisor, size: 22, bold: true },
    { t: `RFC: ${c.rfcEmisor}   Régimen fiscal: ${c.regimenEmisor}`, size: 15 },
    { t: 'Carretera Internacional Km 10.5, Santa María del Tule, Oax.', size: 15 },
    { t: `Lugar de expedición: ${c.lugar}`, size: 15 },
    { gap: 8 },
    { cols: ['FACTURA (CFDI 4.0)', `Serie ${c.serie}  Folio ${c.folio}`], size: 17, bold: true },
    { t: `Folio fiscal (UUID): ${c.uuid}`, size: 14 },
    { t: `Fecha y hora de emisión: ${c.fecha}T${c.hora}`, size: 15 },
    { rule: true },
    { t: `Receptor: ${c.receptor}   RFC: ${c.rfcReceptor}`, size: 15, bold: true },
    { t: `C.P. ${c.cpReceptor}   Régimen: ${c.regimenReceptor}`, size: 14 },
    { t: `Uso CFDI: ${c.uso}`, size: 14 },
    { rule: true },
    { table: true, cols: ['Cant. Unidad  Descripción', 'Valor unit.', 'Importe'], size: 15, bold: true },
    ...c.items.map(([qty, , unit, clave, desc, price], i) => [
      { table: true, cols: [`${qty} ${unit}  ${desc}`, n2(price), n2(t.lines[i])], size: 15 },
      { t: `      Clave SAT ${clave} · Objeto imp. 02 · IVA Traslado 16%`, size: 12 },
    ]).flat(),
    { rule: true },
    { table: true, cols: ['', 'Subtotal', `$${n2(t.subtotal)}`], size: 16 },
    { table: true, cols: ['', 'IVA 16%', `$${n2(t.iva)}`], size: 16 },
    { table: true, cols: ['', 'Total', `$${n2(t.total)}`], size: 18, bold: true },
    { t: pesosEnLetra(t.total), size: 14 },
    { gap: 6 },
    { t: `Forma de pago: ${c.formaPago}`, size: 14 },
    { t: `Método de pago: ${c.metodo}    Moneda: MXN`, size: 14 },
    { gap: 6 },
    { t: 'Este documento es una representación impresa de un CFDI.', size: 12 },
    { t: 'Sello digital del SAT: a8Fq2LxP0v…Jk3QmZ==', size: 12 },
  ];
  await photoDocument(file, L, { width: 1000, height: 880, angle: -1.2, seed: 911, format: 'jpeg', tableX: [60, 760, 940], margin: 60 });
}
