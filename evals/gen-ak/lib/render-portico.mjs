// Renders the documents of Il Portico Solidale APS-ETS (Bologna) from data.mjs.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newPdf } from './pdf.mjs';
import { P, writeDocx, styleHeader, xDate } from './office.mjs';
import { photoDocument } from './photo.mjs';
import {
  RD, RD_TITLES, RD_AVANZO, PVC_E, PVC_U, BANK_ACCOUNT, VERBALE, MESI,
  portico, verbaleText, eur, itNum, r2,
} from '../data.mjs';

const amt = (v) => (v === null || v === undefined ? '' : Math.abs(v) < 0.005 ? '-' : eur(v));

// ------------------------------------------------------------------ Rendiconto per cassa, Modello D (PDF, landscape)
export async function rendiconto(file) {
  const D = portico();
  const R = D.rend;
  const { doc, end } = newPdf(file, { title: 'Rendiconto per cassa 2025', author: 'Il Portico Solidale APS-ETS', layout: 'landscape', margin: 28 });
  const LX = 28, LW = 252, LC = [355, 415], RX = 428, RW = 252, RC = [750, 812];
  const FS = 7.4;
  let page = 1;
  const header = () => {
    doc.font('B').fontSize(11).text('IL PORTICO SOLIDALE APS-ETS', 28, 24, { width: 786, align: 'center' });
    doc.font('R').fontSize(7.5).text('Via dei Mille 14 - 40121 Bologna - C.F. 91357820374 - RUNTS sezione APS', 28, 38, { width: 786, align: 'center' });
    doc.font('B').fontSize(10).text('RENDICONTO PER CASSA DELL’ESERCIZIO 2025', 28, 52, { width: 786, align: 'center' });
    doc.font('I').fontSize(7).text('Modello D - art. 13, comma 1, D.Lgs. 117/2017 e DM 5 marzo 2020 - importi in euro', 28, 65, { width: 786, align: 'center' });
    const y = 82;
    doc.rect(LX - 3, y - 3, 392, 14).fill('#e4e9f0'); doc.rect(RX - 3, y - 3, 390, 14).fill('#e4e9f0'); doc.fillColor('black');
    doc.font('B').fontSize(8);
    doc.text('USCITE', LX, y, { lineBreak: false });
    doc.text('ENTRATE', RX, y, { lineBreak: false });
    for (const [xs, yrs] of [[LC, ['2025', '2024']], [RC, ['2025', '2024']]]) yrs.forEach((t, i) => doc.text(t, xs[i] - 55, y, { width: 55, align: 'right', lineBreak: false }));
    const mb = doc.page.margins.bottom; doc.page.margins.bottom = 0;
    doc.font('R').fontSize(7).text(`pag. ${page}`, 760, 575, { width: 54, align: 'right', lineBreak: false });
    doc.page.margins.bottom = mb;
    doc.y = 102;
  };
  header();
  const row = (l, r, o = {}) => {
    const f = o.bold ? 'B' : 'R';
    doc.font(f).fontSize(FS);
    const hl = l ? doc.heightOfString(l.label, { width: LW - (l.indent || 0) }) : 0;
    const hr = r ? doc.heightOfString(r.label, { width: RW - (r.indent || 0) }) : 0;
    const h = Math.max(hl, hr, 8) + 3;
    if (doc.y + h > 560) { doc.addPage({ size: 'A4', layout: 'landscape', margin: 28 }); page++; header(); } // eslint-disable-line
    const y = doc.y;
    if (o.shade) { doc.rect(LX - 3, y - 2, 392, h).fill('#f3f3f3'); doc.rect(RX - 3, y - 2, 390, h).fill('#f3f3f3'); doc.fillColor('black'); }
    for (const [side, x, w, cols] of [[l, LX, LW, LC], [r, RX, RW, RC]]) {
      if (!side) continue;
      doc.font(side.bold || o.bold ? 'B' : 'R').fontSize(FS);
      doc.text(side.label, x + (side.indent || 0), y, { width: w - (side.indent || 0) });
      if (side.vals) side.vals.forEach((v, i) => doc.text(amt(v), cols[i] - 58, y, { width: 58, align: 'right', lineBreak: false }));
    }
    doc.y = y + h;
  };
  const pair = (k) => [R[k].cur, R[k].prev];
  const newPage = () => { doc.addPage({ size: 'A4', layout: 'landscape', margin: 28 }); page++; header(); };
  for (const sec of ['A', 'B', 'C', 'D', 'E']) {
    if (doc.y + 70 > 560) newPage();
    row({ label: RD_TITLES.U[sec], bold: true }, { label: RD_TITLES.E[sec], bold: true }, { shade: true });
    const u = RD.U[sec], e = RD.E[sec];
    for (let i = 0; i < Math.max(u.length, e.length); i++) {
      row(u[i] && { label: `${u[i][0]}) ${u[i][1]}`, vals: pair(`U.${sec}.${u[i][0]}`), indent: 8 }, e[i] && { label: `${e[i][0]}) ${e[i][1]}`, vals: pair(`E.${sec}.${e[i][0]}`), indent: 8 });
    }
    row({ label: 'Totale', vals: pair(`U.${sec}.tot`), bold: true }, { label: 'Totale', vals: pair(`E.${sec}.tot`), bold: true });
    if (RD_AVANZO[sec]) row(null, { label: RD_AVANZO[sec], vals: pair(`${sec}.avanzo`), bold: true });
    doc.y += 5;
  }
  row({ label: 'Totale uscite della gestione', vals: pair('U.tot'), bold: true }, { label: 'Totale entrate della gestione', vals: pair('E.tot'), bold: true }, { shade: true });
  row(null, { label: 'Avanzo/disavanzo d’esercizio prima delle imposte (+/-)', vals: pair('ante_imposte'), bold: true });
  row(null, { label: 'Imposte', vals: pair('imposte') });
  row(null, { label: 'Avanzo/disavanzo d’esercizio prima di investimenti e disinvestimenti patrimoniali, e finanziamenti (+/-)', vals: pair('ante_inv'), bold: true });
  doc.y += 8;
  row({ label: 'Uscite da investimenti in immobilizzazioni o da deflussi di capitale di terzi', bold: true }, { label: 'Entrate da disinvestimenti in immobilizzazioni o da flussi di capitale di terzi', bold: true }, { shade: true });
  for (let i = 0; i < 4; i++) row({ label: `${RD.invU[i][0]}) ${RD.invU[i][1]}`, vals: pair(`U.I.${i + 1}`), indent: 8 }, { label: `${RD.invE[i][0]}) ${RD.invE[i][1]}`, vals: pair(`E.I.${i + 1}`), indent: 8 });
  row({ label: 'Totale', vals: pair('U.I.tot'), bold: true }, { label: 'Totale', vals: pair('E.I.tot'), bold: true });
  doc.y += 8;
  row(null, { label: 'Avanzo/disavanzo d’esercizio prima di investimenti e disinvestimenti patrimoniali, e finanziamenti (+/-)', vals: pair('ante_inv') });
  row(null, { label: 'Avanzo/disavanzo da entrate e uscite per investimenti e disinvestimenti patrimoniali e finanziamenti (+/-)', vals: pair('inv_avanzo') });
  row(null, { label: 'Avanzo/disavanzo complessivo (+/-)', vals: pair('complessivo'), bold: true }, { shade: true });
  doc.y += 10;
  row({ label: 'Cassa e banca', bold: true }, null, { shade: true });
  row({ label: 'Cassa', vals: pair('cassa'), indent: 8 }, null);
  row({ label: 'Depositi bancari e postali', vals: pair('banca'), indent: 8 }, null);
  doc.y += 14;
  doc.font('R').fontSize(7.5).text('Bologna, 27 marzo 2026', LX, doc.y, { lineBreak: false });
  doc.text('La Presidente - Giulia Benassi', RX, doc.y, { lineBreak: false });
  await end();
}

// ------------------------------------------------------------------ Preventivo vs consuntivo (xlsx)
export async function preventivo(file) {
  const D = portico();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tesoreria Il Portico'; wb.created = new Date(Date.UTC(2026, 2, 20, 17, 0));
  const FMT = '#,##0.00 "€";-#,##0.00 "€";"-"', PCT = '0.0%;-0.0%;"-"';
  const ws = wb.addWorksheet('Prev-Cons 2025');
  ws.columns = [{ width: 42 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 13 }, { width: 34 }];
  ws.mergeCells('A1:F1'); ws.getCell('A1').value = 'IL PORTICO SOLIDALE APS-ETS'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:F2'); ws.getCell('A2').value = 'Bilancio preventivo 2025 e consuntivo per cassa al 31/12/2025 (scostamento = consuntivo - preventivo)';
  ws.getCell('A2').font = { italic: true };
  const hdr = ['Voce', 'Preventivo 2025', 'Consuntivo 2025', 'Scostamento €', 'Scostamento %', 'Note'];
  const hr = ws.getRow(4); hdr.forEach((h, i) => { hr.getCell(i + 1).value = h; styleHeader(hr.getCell(i + 1)); });
  let r = 5;
  const block = (title, rows, src, total, totLabel) => {
    ws.getCell(`A${r}`).value = title; ws.getCell(`A${r}`).font = { bold: true }; ws.getCell(`A${r}`).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } }; r++;
    const first = r;
    for (const [voce] of rows) {
      const v = src[voce];
      if (v.p25 === 0 && v.cons === 0) continue;
      ws.getCell(`A${r}`).value = voce;
      ws.getCell(`B${r}`).value = v.p25; ws.getCell(`C${r}`).value = v.cons;
      ws.getCell(`D${r}`).value = v.sc === 0 ? 0 : { formula: `C${r}-B${r}`, result: v.sc };
      ws.getCell(`E${r}`).value = v.p25 === 0 ? { formula: `IF(B${r}=0,"n.d.",D${r}/B${r})`, result: 'n.d.' } : v.sc === 0 ? 0 : { formula: `IF(B${r}=0,"n.d.",D${r}/B${r})`, result: v.pct };
      for (const c of 'BCD') ws.getCell(`${c}${r}`).numFmt = FMT;
      ws.getCell(`E${r}`).numFmt = PCT; ws.getCell(`E${r}`).alignment = { horizontal: 'right' };
      ws.getCell(`F${r}`).value = v.nota || null; ws.getCell(`F${r}`).font = { italic: true, size: 9 };
      r++;
    }
    ws.getCell(`A${r}`).value = totLabel;
    ws.getCell(`B${r}`).value = { formula: `SUM(B${first}:B${r - 1})`, result: total.p25 };
    ws.getCell(`C${r}`).value = { formula: `SUM(C${first}:C${r - 1})`, result: total.cons };
    ws.getCell(`D${r}`).value = { formula: `C${r}-B${r}`, result: total.sc };
    ws.getCell(`E${r}`).value = { formula: `IF(B${r}=0,"n.d.",D${r}/B${r})`, result: total.pct };
    for (const c of 'BCD') ws.getCell(`${c}${r}`).numFmt = FMT;
    ws.getCell(`E${r}`).numFmt = PCT;
    for (const c of 'ABCDE') { ws.getCell(`${c}${r}`).font = { bold: true }; ws.getCell(`${c}${r}`).border = { top: { style: 'thin' } }; }
    const at = r; r += 2; return at;
  };
  const tE = block('ENTRATE', PVC_E, D.pvc, D.pvcTot.E, 'TOTALE ENTRATE');
  const tU = block('USCITE', PVC_U, D.pvcU, D.pvcTot.U, 'TOTALE USCITE');
  ws.getCell(`A${r}`).value = 'AVANZO / DISAVANZO';
  ws.getCell(`B${r}`).value = { formula: `B${tE}-B${tU}`, result: D.pvcTot.R.p25 };
  ws.getCell(`C${r}`).value = { formula: `C${tE}-C${tU}`, result: D.pvcTot.R.cons };
  for (const c of 'BC') ws.getCell(`${c}${r}`).numFmt = FMT;
  for (const c of 'ABC') { ws.getCell(`${c}${r}`).font = { bold: true }; ws.getCell(`${c}${r}`).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  r += 2;
  ws.mergeCells(`A${r}:F${r}`);
  ws.getCell(`A${r}`).value = 'Il consuntivo comprende imposte e investimenti: il totale uscite differisce quindi dal "Totale uscite della gestione" del rendiconto (Modello D).';
  ws.getCell(`A${r}`).font = { italic: true, size: 9 };

  const w2 = wb.addWorksheet('Preventivo 2026');
  w2.columns = [{ width: 42 }, { width: 17 }, { width: 17 }, { width: 30 }];
  w2.mergeCells('A1:D1'); w2.getCell('A1').value = 'IL PORTICO SOLIDALE APS-ETS - BILANCIO PREVENTIVO 2026'; w2.getCell('A1').font = { bold: true, size: 13 };
  w2.mergeCells('A2:D2'); w2.getCell('A2').value = 'Proposto dal Consiglio direttivo il 27/03/2026, da sottoporre all’Assemblea dei soci'; w2.getCell('A2').font = { italic: true };
  const h2 = w2.getRow(4); ['Voce', 'Preventivo 2026', 'Consuntivo 2025', 'Note'].forEach((h, i) => { h2.getCell(i + 1).value = h; styleHeader(h2.getCell(i + 1)); });
  r = 5;
  const block2 = (title, rows, src, total, totLabel) => {
    w2.getCell(`A${r}`).value = title; w2.getCell(`A${r}`).font = { bold: true }; r++;
    const first = r;
    for (const [voce, , , p26] of rows) {
      w2.getCell(`A${r}`).value = voce; w2.getCell(`B${r}`).value = p26; w2.getCell(`C${r}`).value = src[voce].cons;
      for (const c of 'BC') w2.getCell(`${c}${r}`).numFmt = FMT;
      w2.getCell(`D${r}`).value = src[voce].nota || null; w2.getCell(`D${r}`).font = { italic: true, size: 9 };
      r++;
    }
    w2.getCell(`A${r}`).value = totLabel;
    w2.getCell(`B${r}`).value = { formula: `SUM(B${first}:B${r - 1})`, result: total.p26 };
    w2.getCell(`C${r}`).value = { formula: `SUM(C${first}:C${r - 1})`, result: total.cons };
    for (const c of 'BC') w2.getCell(`${c}${r}`).numFmt = FMT;
    for (const c of 'ABC') { w2.getCell(`${c}${r}`).font = { bold: true }; w2.getCell(`${c}${r}`).border = { top: { style: 'thin' } }; }
    const at = r; r += 2; return at;
  };
  const e2 = block2('ENTRATE', PVC_E, D.pvc, D.pvcTot.E, 'TOTALE ENTRATE');
  const u2 = block2('USCITE', PVC_U, D.pvcU, D.pvcTot.U, 'TOTALE USCITE');
  w2.getCell(`A${r}`).value = 'DISAVANZO PREVISTO (coperto con le disponibilità liquide)';
  w2.getCell(`B${r}`).value = { formula: `B${e2}-B${u2}`, result: D.pvcTot.R.p26 };
  w2.getCell(`C${r}`).value = { formula: `C${e2}-C${u2}`, result: D.pvcTot.R.cons };
  for (const c of 'BC') w2.getCell(`${c}${r}`).numFmt = FMT;
  for (const c of 'ABC') w2.getCell(`${c}${r}`).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ Prima nota cassa (xlsx)
export async function primaNota(file) {
  const D = portico();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tesoreria Il Portico'; wb.created = new Date(Date.UTC(2026, 0, 9, 17, 0));
  const ws = wb.addWorksheet('Prima nota 2025');
  ws.columns = [{ width: 12 }, { width: 7 }, { width: 58 }, { width: 11 }, { width: 12 }, { width: 12 }, { width: 12 }];
  ws.mergeCells('A1:G1'); ws.getCell('A1').value = 'IL PORTICO SOLIDALE APS-ETS - PRIMA NOTA CASSA ANNO 2025'; ws.getCell('A1').font = { bold: true, size: 13 };
  const hdr = ['Data', 'N.', 'Descrizione', 'Voce rend.', 'Entrate', 'Uscite', 'Saldo'];
  const hr = ws.getRow(3); hdr.forEach((h, i) => { hr.getCell(i + 1).value = h; styleHeader(hr.getCell(i + 1)); });
  const FMT = '#,##0.00;-#,##0.00;""';
  let r = 4;
  ws.getCell(`C${r}`).value = 'Saldo iniziale al 01/01/2025 (riporto dal 2024)'; ws.getCell(`C${r}`).font = { italic: true };
  ws.getCell(`G${r}`).value = D.pn.open; ws.getCell(`G${r}`).numFmt = FMT;
  let lastSaldo = r; r++;
  const totalRows = [];
  for (let m = 1; m <= 12; m++) {
    const rows = D.pn.rows.filter((x) => Number(x.date.slice(5, 7)) === m);
    const first = r;
    if (!rows.length) {
      ws.getCell(`C${r}`).value = `${MESI[m - 1]}: nessun movimento (chiusura estiva)`; ws.getCell(`C${r}`).font = { italic: true, color: { argb: 'FF888888' } }; r++;
    }
    for (const x of rows) {
      ws.getCell(`A${r}`).value = xDate(x.date); ws.getCell(`A${r}`).numFmt = 'dd/mm/yyyy';
      ws.getCell(`B${r}`).value = x.n; ws.getCell(`C${r}`).value = x.desc; ws.getCell(`D${r}`).value = x.voce;
      if (x.e) { ws.getCell(`E${r}`).value = x.e; } if (x.u) { ws.getCell(`F${r}`).value = x.u; }
      ws.getCell(`G${r}`).value = { formula: `G${lastSaldo}+E${r}-F${r}`, result: x.saldo };
      for (const c of 'EFG') ws.getCell(`${c}${r}`).numFmt = FMT;
      lastSaldo = r; r++;
    }
    const te = rows.reduce((s, x) => s + x.e, 0), tu = rows.reduce((s, x) => s + x.u, 0);
    ws.getCell(`C${r}`).value = `Totale ${MESI[m - 1]}`;
    ws.getCell(`E${r}`).value = te ? { formula: `SUM(E${first}:E${r - 1})`, result: r2(te) } : 0;
    ws.getCell(`F${r}`).value = tu ? { formula: `SUM(F${first}:F${r - 1})`, result: r2(tu) } : 0;
    for (const c of 'EF') ws.getCell(`${c}${r}`).numFmt = '#,##0.00;-#,##0.00;0.00';
    for (const c of 'ABCDEFG') { ws.getCell(`${c}${r}`).font = { bold: true }; ws.getCell(`${c}${r}`).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }; }
    totalRows.push(r); r++;
  }
  r++;
  const TE = r2(D.pn.rows.reduce((s, x) => s + x.e, 0)), TU = r2(D.pn.rows.reduce((s, x) => s + x.u, 0));
  ws.getCell(`C${r}`).value = 'Totale anno 2025';
  ws.getCell(`E${r}`).value = { formula: totalRows.map((x) => `E${x}`).join('+'), result: TE };
  ws.getCell(`F${r}`).value = { formula: totalRows.map((x) => `F${x}`).join('+'), result: TU };
  for (const c of 'EF') ws.getCell(`${c}${r}`).numFmt = FMT;
  for (const c of 'CEF') ws.getCell(`${c}${r}`).font = { bold: true };
  r++;
  ws.getCell(`C${r}`).value = 'Saldo di cassa al 31/12/2025';
  ws.getCell(`G${r}`).value = { formula: `G${lastSaldo}`, result: D.pn.close }; ws.getCell(`G${r}`).numFmt = FMT;
  for (const c of 'CG') ws.getCell(`${c}${r}`).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 3 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ Intesa Sanpaolo CSV
export function intesa(file) {
  const D = portico();
  const B = D.bank;
  const lines = [
    'Intesa Sanpaolo - Lista movimenti',
    `Intestatario:;${BANK_ACCOUNT.holder}`,
    `Conto:;${BANK_ACCOUNT.conto} - IBAN ${BANK_ACCOUNT.iban}`,
    'Periodo:;dal 01/10/2025 al 31/12/2025',
    `Saldo contabile iniziale al 30/09/2025:;${eur(B.open)}`,
    '',
    'Data contabile;Data valuta;Descrizione;Accrediti;Addebiti;Descrizione estesa',
  ];
  for (const x of [...B.rows].reverse()) lines.push([itNum(x.dc), itNum(x.dv), x.op, x.cr ? eur(x.cr) : '', x.dr ? eur(x.dr) : '', x.ext].join(';'));
  lines.push('', `Saldo contabile finale al 31/12/2025:;${eur(B.close)}`, 'Movimenti in ordine di data contabile decrescente. Documento non valido ai fini fiscali.');
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n', 'utf8');
}

// ------------------------------------------------------------------ Verbale dell'assemblea (docx)
export async function verbale(file) {
  const D = portico();
  const t = verbaleText(D);
  const children = [
    P(t[0], { bold: true, align: 'center', size: 13, after: 0 }),
    P(t[1], { align: 'center', size: 9, after: 360 }),
    P(t[2], { bold: true, align: 'center', size: 12, after: 240 }),
    P(t[3], { after: 160 }),
    P(t[4], { bold: true, align: 'center', after: 120 }),
    ...t.slice(5, 10).map((s) => P(s, { indent: 360, after: 60 })),
    P(t[10], { before: 200, after: 160 }),
    P(t[11], { after: 160 }),
    ...t.slice(12, 17).map((s) => { const i = s.indexOf('. '); return P([{ text: s.slice(0, i + 1), bold: true }, { text: s.slice(i + 1) }], { after: 160 }); }),
    P(t[17], { before: 200, after: 480 }),
    P(t[18], { after: 0 }),
  ];
  await writeDocx(file, children, { title: 'Verbale assemblea ordinaria dei soci 23/04/2026', creator: VERBALE.secretary });
}

// ------------------------------------------------------------------ scontrino photo
export async function scontrino(file) {
  const D = portico();
  const R = D.rc;
  const W = 600;
  const L = [];
  const c = (t, size = 17, bold = false) => L.push({ t, size, bold, center: true });
  const X = [36, 380, 470, 564];
  c(R.store, 20, true); c(R.street); c(R.city); c(R.piva, 15);
  L.push({ gap: 8 });
  c('DOCUMENTO COMMERCIALE', 18, true); c('di vendita o prestazione', 15);
  L.push({ gap: 8 });
  L.push({ table: true, x: X, cols: ['DESCRIZIONE', 'IVA', '', 'Prezzo(€)'], size: 15, bold: true });
  for (const l of R.lines) {
    if (l.q > 1) {
      L.push({ table: true, x: X, cols: [l.n, `${l.iva}%`, '', ''], size: 15 });
      L.push({ table: true, x: X, cols: [`   ${l.q} x ${l.p.toFixed(2).replace('.', ',')}`, '', '', l.t.toFixed(2).replace('.', ',')], size: 15 });
    } else L.push({ table: true, x: X, cols: [l.n, `${l.iva}%`, '', l.t.toFixed(2).replace('.', ',')], size: 15 });
  }
  L.push({ rule: true });
  const e = (v) => v.toFixed(2).replace('.', ',');
  L.push({ cols: ['TOTALE COMPLESSIVO', e(R.total)], size: 20, bold: true });
  L.push({ cols: ['DI CUI IVA', e(R.vat)], size: 16 });
  L.push({ gap: 6 });
  L.push({ cols: ['Pagamento contante', e(R.cash)], size: 16 });
  L.push({ cols: ['Resto', e(R.change)], size: 16 });
  L.push({ cols: ['IMPORTO PAGATO', e(R.total)], size: 16, bold: true });
  L.push({ gap: 8 });
  const TX = [36, 250, 420, 564];
  L.push({ table: true, x: TX, cols: ['ALIQ.', 'IMPONIBILE', 'IMPOSTA', ''], size: 14, bold: true });
  for (const g of R.groups) L.push({ table: true, x: TX, cols: [`${g.rate}%`, e(g.net), e(g.vat), ''], size: 14 });
  L.push({ gap: 10 });
  const [y, m, d] = R.date.split('-');
  L.push({ cols: [`${d}-${m}-${y} ${R.time}`, `DOCUMENTO N. ${R.docNo}`], size: 15 });
  c(R.rt, 14);
  c('GRAZIE E ARRIVEDERCI', 15);
  const height = 110 + L.reduce((s, l) => s + (l.gap || (l.rule ? 10 : Math.round((l.size || 0) * 1.35))), 0);
  await photoDocument(file, L, { width: W, height, angle: 1.8, seed: 77, format: 'jpeg', mono: true, margin: 36, tableX: X });
}
