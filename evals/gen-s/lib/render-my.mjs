// Semillas del Mayab, A.C. documents (Spanish; "$1,234.56" amounts, day/month/year dates).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, styleHeader } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import * as D from '../data.mjs';

const ABR = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const esLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} de ${D.MESES[m - 1]} de ${y}`; };
const acc = (v) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${fmt(-v)})` : fmt(v));
const FIXED = new Date(Date.UTC(2026, 0, 20, 17, 5, 0));

export async function renderMayab(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const M = D.MY;

  // ---------------- CONTPAQi balanza de comprobación (mayor and sub-accounts; the Total row adds the mayores only)
  {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'CONTPAQi Contabilidad'; wb.created = FIXED; wb.modified = FIXED;
    const ws = wb.addWorksheet('Balanza');
    const title = [[M.name, 13, true], ['Balanza de Comprobación', 12, true], ['Del 01/Ene/2025 Al 31/Dic/2025', 10, false], [`R.F.C.: ${M.rfc}    Moneda: Peso Mexicano    Tipo: Todas las cuentas`, 9, false]];
    title.forEach(([t, size, bold], i) => { ws.mergeCells(`A${i + 1}:H${i + 1}`); const c = ws.getCell(`A${i + 1}`); c.value = t; c.font = { size, bold }; c.alignment = { horizontal: 'center' }; });
    ws.getCell('A5').value = 'Fecha: 20/Ene/2026'; ws.getCell('H5').value = 'Hoja: 1'; ws.getCell('H5').alignment = { horizontal: 'right' };
    ws.mergeCells('A7:A8'); ws.mergeCells('B7:B8'); ws.mergeCells('C7:D7'); ws.mergeCells('E7:E8'); ws.mergeCells('F7:F8'); ws.mergeCells('G7:H7');
    ws.getCell('A7').value = 'Cuenta'; ws.getCell('B7').value = 'Nombre'; ws.getCell('C7').value = 'Saldos Iniciales'; ws.getCell('E7').value = 'Cargos'; ws.getCell('F7').value = 'Abonos'; ws.getCell('G7').value = 'Saldos Actuales';
    ws.getCell('C8').value = 'Deudor'; ws.getCell('D8').value = 'Acreedor'; ws.getCell('G8').value = 'Deudor'; ws.getCell('H8').value = 'Acreedor';
    for (const r of [7, 8]) for (let c = 1; c <= 8; c++) styleHeader(ws.getRow(r).getCell(c));
    let r = 9;
    const NUMF = '#,##0.00';
    const tot = [0, 0, 0, 0, 0, 0];
    for (const a of D.MY_CAT) {
      const b = D.MY_BAL[a.code];
      const row = ws.getRow(r++);
      row.getCell(1).value = a.code;
      row.getCell(2).value = (a.mayor ? '' : '   ') + a.name;
      const vals = [a.nat === 'D' ? b.open : 0, a.nat === 'A' ? b.open : 0, b.cargos, b.abonos, a.nat === 'D' ? b.close : 0, a.nat === 'A' ? b.close : 0];
      vals.forEach((v, i) => { const c = row.getCell(3 + i); c.value = Math.abs(v) < 0.005 ? null : v; c.numFmt = NUMF; });
      if (a.mayor) { row.font = { bold: true }; vals.forEach((v, i) => { tot[i] = D.r2(tot[i] + v); }); }
    }
    const tr = ws.getRow(r + 1);
    tr.getCell(2).value = 'Total:'; tr.font = { bold: true };
    tot.forEach((v, i) => { const c = tr.getCell(3 + i); c.value = v; c.numFmt = NUMF; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
    [14, 44, 15, 15, 15, 15, 15, 15].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
    ws.views = [{ state: 'frozen', ySplit: 8 }];
    await wb.xlsx.writeFile(path.join(dir, 'Balanza de comprobacion Dic 2025.xlsx'));
  }

  // ---------------- Estados financieros (three pages: actividades with wrapped column headings, situación, notas)
  {
    const { doc, end } = newPdf(path.join(dir, 'Estados financieros 2025 Semillas del Mayab.pdf'), { title: 'Estados financieros 2025', author: M.accountant });
    let page = 0;
    const head = (title, sub) => {
      if (page++) doc.addPage();
      doc.font('B').fontSize(12).text('SEMILLAS DEL MAYAB, A.C.', 50, 45, { width: 495, align: 'center' });
      doc.font('B').fontSize(11).text(title, 50, 62, { width: 495, align: 'center' });
      doc.font('R').fontSize(9).text(sub, 50, 78, { width: 495, align: 'center' });
      doc.text('(Cifras en pesos mexicanos)', 50, 90, { width: 495, align: 'center' });
    };
    const foot = () => {
      doc.font('I').fontSize(7.5).text('Las notas adjuntas son parte integrante de estos estados financieros.', 50, 770, { width: 495, align: 'center', lineBreak: false });
      doc.font('R').fontSize(7.5).text(`Página ${page} de 3`, 50, 782, { width: 495, align: 'center', lineBreak: false });
    };
    const line = (cols, label, vals, o = {}) => {
      const y = doc.y;
      doc.font(o.bold ? 'B' : 'R').fontSize(8.5).text(label, 50 + (o.indent || 0) * 10, y, { width: o.lw || 215, lineBreak: false });
      vals.forEach((v, i) => {
        if (v === undefined) return;
        const s = (o.dollar && !(typeof v === 'number' && Math.abs(v) < 0.005) ? '$ ' : '') + (typeof v === 'string' ? v : acc(v));
        doc.text(s, cols[i] - 85, y, { width: 85, align: 'right', lineBreak: false });
        if (o.rule) doc.moveTo(cols[i] - 62, y - 2).lineTo(cols[i], y - 2).lineWidth(0.4).stroke();
        if (o.double) { doc.moveTo(cols[i] - 62, y + 10).lineTo(cols[i], y + 10).stroke(); doc.moveTo(cols[i] - 62, y + 12).lineTo(cols[i], y + 12).stroke(); }
      });
      doc.y = y + (o.h || 13);
    };
    const heads = (cols, hs, y0) => {
      doc.font('B').fontSize(8);
      hs.forEach((h, i) => h.forEach((t, j) => doc.text(t, cols[i] - 80, y0 + j * 9.5, { width: 80, align: 'right', lineBreak: false })));
      doc.moveTo(50, y0 + 33).lineTo(cols.at(-1), y0 + 33).lineWidth(0.6).stroke();
      doc.y = y0 + 42;
    };
    // page 1: estado de actividades
    head('Estado de actividades', 'Por el año terminado el 31 de diciembre de 2025, con cifras comparativas de 2024');
    const C = [330, 405, 478, 550];
    heads(C, [['Patrimonio', 'no', 'restringido'], ['Patrimonio', 'restringido', 'temporalmente'], ['', 'Total', '2025'], ['', 'Total', '2024']], 115);
    const A = D.MY_ACT, S = D.myAct;
    const v4 = (l) => [l.nr, l.r, l.t, l.y24];
    line(C, 'INGRESOS', [], { bold: true });
    A.inc.forEach((l, i) => line(C, l.label, v4(l), { indent: 1, dollar: i === 0 }));
    line(C, 'Total de ingresos', [S.nr.inc, S.r.inc, S.t.inc, S.y24.inc], { bold: true, rule: true, dollar: true, h: 18 });
    line(C, 'GASTOS', [], { bold: true });
    line(C, 'Costos de programas:', [], { indent: 1 });
    A.prog.forEach((l) => line(C, l.label, v4(l), { indent: 2 }));
    line(C, 'Total costos de programas', [S.nr.prog, S.r.prog, S.t.prog, S.y24.prog], { indent: 1, rule: true, h: 16 });
    A.other.forEach((l) => line(C, l.label, v4(l), { indent: 1 }));
    line(C, 'Total de gastos', [S.nr.exp, S.r.exp, S.t.exp, S.y24.exp], { bold: true, rule: true, h: 18 });
    line(C, 'Cambio neto en el patrimonio', [S.nr.change, S.r.change, S.t.change, S.y24.change], { bold: true });
    line(C, 'Patrimonio al inicio del año', [S.nr.open, S.r.open, S.t.open, S.y24.open], {});
    line(C, 'Patrimonio al final del año', [S.nr.close, S.r.close, S.t.close, S.y24.close], { bold: true, rule: true, double: true, dollar: true });
    doc.y += 30;
    doc.font('R').fontSize(8.5).text(`Elaboró: ${M.accountant}, Contador Público Certificado`, 50, doc.y);
    doc.text(`Autorizó: ${M.president}, Presidente del Consejo Directivo`, 50, doc.y + 4);
    foot();
    // page 2: estado de situación financiera
    head('Estado de situación financiera', 'Al 31 de diciembre de 2025 y 2024');
    const C2 = [450, 545];
    heads(C2, [['', '', '2025'], ['', '', '2024']], 115);
    const p25 = D.MY_POS.y25, p24 = D.MY_POS.y24;
    const two = (label, k, o = {}) => line(C2, label, [p25[k], p24[k]], { lw: 300, ...o });
    line(C2, 'ACTIVO', [], { bold: true });
    line(C2, 'Activo circulante:', [], { indent: 1 });
    two('Efectivo y equivalentes de efectivo (Nota 3)', 'cash', { indent: 2, dollar: true });
    two('Deudores diversos', 'deud', { indent: 2 });
    two('Total activo circulante', 'curr', { indent: 1, rule: true, h: 16 });
    two('Mobiliario y equipo, neto (Nota 4)', 'fixed', { indent: 1 });
    two('Total activo', 'assets', { bold: true, rule: true, double: true, dollar: true, h: 24 });
    line(C2, 'PASIVO', [], { bold: true });
    line(C2, 'Pasivo a corto plazo:', [], { indent: 1 });
    two('Proveedores', 'prov', { indent: 2, dollar: true });
    two('Impuestos y contribuciones por pagar', 'imp', { indent: 2 });
    two('Total pasivo', 'liab', { bold: true, rule: true, h: 20 });
    line(C2, 'PATRIMONIO', [], { bold: true });
    two('No restringido', 'nr', { indent: 1 });
    two('Restringido temporalmente (Nota 6)', 'r', { indent: 1 });
    two('Total patrimonio', 'equity', { bold: true, rule: true, h: 16 });
    two('Total pasivo y patrimonio', 'total', { bold: true, rule: true, double: true, dollar: true });
    foot();
    // page 3: notas seleccionadas
    head('Notas a los estados financieros (extracto)', 'Al 31 de diciembre de 2025');
    doc.y = 115;
    const para = (t, o = {}) => { doc.font(o.bold ? 'B' : 'R').fontSize(8.5).text(t, 50, doc.y, { width: 495, align: 'justify' }); doc.y += 6; };
    para('1. Actividad', { bold: true });
    para(`Semillas del Mayab, A.C. se constituyó el 15 de agosto de 2012 en Mérida, Yucatán. Su objeto es la restauración de la selva maya y el fortalecimiento de la meliponicultura en comunidades mayas del oriente de Yucatán. Está autorizada para recibir donativos deducibles del impuesto sobre la renta (donataria autorizada) y tributa conforme al Título III de la Ley del ISR.`);
    para('3. Efectivo y equivalentes de efectivo', { bold: true });
    para(`Incluye la cuenta operativa en BBVA, la cuenta Banorte en la que se administran exclusivamente los recursos del Proyecto Meliponas y una inversión a plazo de 28 días con rendimientos reinvertidos.`);
    para('4. Mobiliario y equipo', { bold: true });
    const C4 = [280, 365, 455, 545];
    heads(C4, [['', 'Tasa', 'anual'], ['', '', 'Costo'], ['', 'Depreciación', 'acumulada'], ['', '', 'Neto']], doc.y);
    for (const f of D.MY_FIXED) line(C4, f.label, [`${f.rate}%`, f.cost, f.dep, f.net], { indent: 1 });
    line(C4, 'Total', ['', D.sum(D.MY_FIXED.map((f) => f.cost)), D.sum(D.MY_FIXED.map((f) => f.dep)), D.sum(D.MY_FIXED.map((f) => f.net))], { bold: true, rule: true, h: 20 });
    para('6. Patrimonio restringido temporalmente', { bold: true });
    para(`Corresponde a los donativos de ${M.funder} (Estados Unidos de América) para el Proyecto Meliponas, cuyas restricciones se liberan conforme se ejercen los gastos del proyecto. Durante 2025 se recibieron las siguientes ministraciones, registradas al tipo de cambio de la fecha de recepción:`);
    const C6 = [300, 400, 545];
    heads(C6, [['', 'Importe', 'USD'], ['', 'Tipo de', 'cambio'], ['', 'Importe', 'MXN']], doc.y);
    for (const t of M.tranches) line(C6, `Ministración recibida el ${dmy(t.date)}`, [fmt(t.usd), t.rate.toFixed(4), t.mxn], { indent: 1 });
    line(C6, 'Total donativos del extranjero', [fmt(D.sum(M.tranches.map((t) => t.usd))), '', D.sum(M.tranches.map((t) => t.mxn))], { bold: true, rule: true, h: 20 });
    para(`En 2025 se liberaron restricciones por $${fmt(D.MY_RELEASE)}, importe ejercido en el proyecto conforme al informe presentado al donante.`);
    foot();
    await end();
  }

  // ---------------- SAT portal export of CFDI de donativo issued July–December 2025
  {
    const wb = new ExcelJS.Workbook();
    wb.creator = 'SAT'; wb.created = FIXED; wb.modified = FIXED;
    const ws = wb.addWorksheet('Consulta CFDI');
    const cols = ['Folio Fiscal', 'RFC Emisor', 'Nombre o Razón Social del Emisor', 'RFC Receptor', 'Nombre o Razón Social del Receptor', 'Fecha de Emisión', 'Fecha de Certificación', 'PAC que Certificó', 'Total', 'Efecto del Comprobante', 'Estatus de cancelación', 'Estado del Comprobante', 'Estatus de Proceso de Cancelación', 'Fecha de Proceso de Cancelación'];
    cols.forEach((h, i) => { const c = ws.getRow(1).getCell(i + 1); c.value = h; c.font = { bold: true }; });
    D.MY_CFDI.forEach((c, i) => {
      const r = ws.getRow(2 + i);
      [c.uuid, M.rfc, 'SEMILLAS DEL MAYAB', c.rfc, c.name, c.at, c.cert, M.pacRfc, `$${fmt(c.total)}`, 'Ingreso', 'Cancelable sin aceptación', c.status,
        c.status === 'Cancelado' ? 'Cancelado sin aceptación' : '', c.cancelAt || ''].forEach((v, j) => { r.getCell(j + 1).value = v; });
    });
    [40, 15, 22, 16, 40, 21, 21, 15, 15, 12, 24, 12, 26, 24].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
    await wb.xlsx.writeFile(path.join(dir, 'CFDI emitidos jul-dic 2025.xlsx'));
  }

  // ---------------- BBVA account movements CSV (newest first, UTF-8 with BOM)
  {
    const q = (s) => `"${s}"`;
    const lines = ['Cuenta:,' + q(M.bbva), 'Periodo:,' + q('01/01/2026 - 28/02/2026'), '', ['Día', 'Concepto / Referencia', 'Cargo', 'Abono', 'Saldo'].map(q).join(',')];
    const rows = D.MY_BANK.map((t, i) => ({ ...t, i })).reverse();
    for (const t of rows) lines.push([dmy(t.date), t.concept, t.cargo ? fmt(t.cargo) : '', t.abono ? fmt(t.abono) : '', fmt(t.saldo)].map(q).join(','));
    fs.writeFileSync(path.join(dir, `movimientos_bbva_${M.bbva}_ene-feb_2026.csv`), '\ufeff' + lines.join('\r\n') + '\r\n', 'utf8');
  }

  // ---------------- informe anual al donante (Word)
  {
    const proj = D.MY_PROJECT;
    const pt = { budget: D.sum(proj.map((p) => p.budget)), spent: D.sum(proj.map((p) => p.spent)) };
    const pct = (a, b) => `${(a / b * 100).toFixed(2)}%`;
    const bud = [['Rubro', 'Presupuesto 2025', 'Ejercido 2025', 'Variación', '% ejercido'],
      ...proj.map((p) => [p.rubro, fmt(p.budget), fmt(p.spent), acc(p.diff), pct(p.spent, p.budget)]),
      ['Total', fmt(pt.budget), fmt(pt.spent), acc(D.r2(pt.budget - pt.spent)), pct(pt.spent, pt.budget)]];
    const comm = [['Comunidad', 'Municipio', 'Familias', 'Colmenas', 'Plantas sembradas'],
      ...D.MY_COMM.map((c) => [c.name, c.muni, String(c.fam), String(c.hives), fmt(c.plants, 0)]),
      ['Total', '', String(D.MY_COMM.reduce((s, c) => s + c.fam, 0)), String(D.MY_COMM.reduce((s, c) => s + c.hives, 0)), fmt(D.MY_COMM.reduce((s, c) => s + c.plants, 0), 0)]];
    const fam = D.MY_COMM.reduce((s, c) => s + c.fam, 0), hives = D.MY_COMM.reduce((s, c) => s + c.hives, 0), plants = D.MY_COMM.reduce((s, c) => s + c.plants, 0);
    const [t1, t2] = M.tranches;
    const children = [
      P('Informe anual 2025', { bold: true, size: 16, after: 40 }),
      P('Proyecto «Meliponas y Selva Viva»', { bold: true, size: 13, after: 200 }),
      P([{ text: 'Presentado a: ', bold: true }, { text: M.funder }], { after: 40 }),
      P([{ text: 'Organización: ', bold: true }, { text: M.name }], { after: 40 }),
      P([{ text: 'Periodo: ', bold: true }, { text: '1 de enero al 31 de diciembre de 2025' }], { after: 40 }),
      P([{ text: 'Fecha: ', bold: true }, { text: `Mérida, Yucatán, a ${esLong(M.reportDate)}` }], { after: 240 }),
      P('1. Resumen de resultados', { bold: true, size: 12 }),
      P(`Durante 2025 el proyecto trabajó con ${fam} familias de ${D.MY_COMM.length} comunidades mayas de los municipios de Tinum, Yaxcabá, Valladolid, Chemax y Tekom. Se sembraron ${fmt(plants, 0)} plantas nativas (ramón, cedro, ciricote, chakáh y tzalam, entre otras) en ${M.hectares} hectáreas de acahual y solares. Al cierre del año los meliponarios comunitarios suman ${hives} colmenas de Melipona beecheii (xunáan kab), y la cosecha de la temporada fue de ${M.honeyKg} kg de miel.`),
      P('La sequía de abril y mayo obligó a reponer parte de las plantas en Yaxcabá y Tixcacaltuyub; la sobrevivencia promedio al cierre fue de 82%.'),
      T(comm, { widths: [2100, 1700, 1200, 1200, 1800], numCols: [2, 3, 4], boldRows: [comm.length - 1] }),
      P('', { after: 120 }),
      P('2. Informe financiero', { bold: true, size: 12, before: 160 }),
      P(`En 2025 se recibieron dos ministraciones: USD ${fmt(t1.usd, 0)} el ${esLong(t1.date)} y USD ${fmt(t2.usd, 0)} el ${esLong(t2.date)}, que se depositaron en la cuenta Banorte exclusiva del proyecto. La siguiente tabla compara el presupuesto autorizado para 2025 con lo ejercido, en pesos mexicanos:`),
      T(bud, { widths: [3200, 1500, 1500, 1300, 1100], numCols: [1, 2, 3, 4], boldRows: [bud.length - 1] }),
      P('', { after: 120 }),
      P(`Los talleres de capacitación rebasaron lo presupuestado por la incorporación de un segundo ciclo de talleres de cosecha y manejo sanitario; los intercambios entre comunidades quedaron por debajo porque dos visitas se pospusieron por lluvias. El saldo no ejercido al 31 de diciembre de 2025, $${fmt(D.myAct.r.close)}, permanece en la cuenta Banorte del proyecto.`),
      P('3. Próximos pasos', { bold: true, size: 12, before: 160 }),
      P(`La tercera ministración, por USD ${fmt(M.nextTranche.usd, 0)}, está programada para el ${esLong(M.nextTranche.date)}, una vez aprobado este informe. Con ella se instalarán meliponarios en dos comunidades nuevas y se dará seguimiento a las plantaciones de 2025.`),
      P('Atentamente,', { before: 240, after: 40 }),
      P(`${M.coordinator}`, { after: 0 }),
      P('Coordinadora del Proyecto Meliponas', { italic: true }),
    ];
    await writeDocx(path.join(dir, 'Informe anual 2025 Proyecto Meliponas - The Ceiba Fund.docx'), children, { title: 'Informe anual 2025', creator: M.coordinator });
  }

  // ---------------- ferretería ticket (WhatsApp photo)
  {
    const K = D.MY_TICKET;
    const L = [
      { t: K.store, size: 27, bold: true, center: true },
      { t: K.street, size: 22, center: true },
      { t: K.city, size: 22, center: true },
      { t: `RFC: ${K.rfc}`, size: 22, center: true },
      { gap: 8 },
      { cols: [`TICKET: ${K.ticket}`, `CAJA: ${K.caja}`], size: 23 },
      { cols: [`FECHA: ${dmy(K.date)}`, `HORA: ${K.time}`], size: 23 },
      { t: `ATENDIO: ${K.cashier}`, size: 23 },
      { rule: true },
      { cols: ['CANT DESCRIPCION', 'IMPORTE'], size: 23, bold: true },
      { rule: true },
      ...K.items.flatMap((it) => [
        { t: `${it.qty} ${it.name}`, size: 24 },
        { cols: [`    @ ${fmt(it.price)}`, fmt(it.amt)], size: 24 },
      ]),
      { rule: true },
      { cols: ['SUBTOTAL', fmt(K.subtotal)], size: 25 },
      { cols: ['IVA 16%', fmt(K.iva)], size: 25 },
      { cols: ['TOTAL', fmt(K.total)], size: 31, bold: true },
      { cols: ['EFECTIVO', fmt(K.cash)], size: 24 },
      { cols: ['CAMBIO', fmt(K.change)], size: 24 },
      { gap: 12 },
      { t: 'GRACIAS POR SU COMPRA', size: 23, center: true },
      { t: 'ESTE TICKET NO ES UN COMPROBANTE FISCAL', size: 20, center: true },
    ];
    await photoDocument(path.join(dir, 'WhatsApp Image 2025-09-12 at 12.03.41.jpeg'), L, { width: 760, height: 1080, angle: 1.3, seed: 912, format: 'jpeg', mono: true, margin: 40 });
  }
}
