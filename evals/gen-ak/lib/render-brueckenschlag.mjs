// Renders the documents of Verein Brückenschlag Basel from data.mjs.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newPdf } from './pdf.mjs';
import { P, writeDocx, styleHeader, xDate } from './office.mjs';
import { photoDocument } from './photo.mjs';
import {
  BX, ER_INCOME, ER_EXPENSE, BUDGET_INCOME, BUDGET_EXPENSE, PF_ACCOUNT, REVISION, FTE, MEMBERS,
  brueckenschlag, revisionText, chf, chDate, deLong, r2,
} from '../data.mjs';

const amt = (v) => (Math.abs(v) < 0.005 ? '–' : chf(v, true));

// ------------------------------------------------------------------ Jahresrechnung (PDF)
export async function jahresrechnung(file) {
  const D = brueckenschlag();
  const { doc, end } = newPdf(file, { title: 'Jahresrechnung 2025', author: 'Verein Brückenschlag Basel' });
  const C1 = 420, C2 = 530;
  const head = (title, sub, cols) => {
    doc.font('B').fontSize(9).fillColor('#444444').text('Verein Brückenschlag Basel', 50, 40, { lineBreak: false });
    doc.font('R').text('Jahresrechnung 2025', 50, 40, { width: 495, align: 'right', lineBreak: false });
    doc.fillColor('black');
    doc.moveTo(50, 54).lineTo(545, 54).lineWidth(0.5).stroke();
    doc.font('B').fontSize(15).text(title, 50, 78, { lineBreak: false });
    doc.font('R').fontSize(9.5).text(sub, 50, 100, { lineBreak: false });
    if (!cols) { doc.y = 110; return; }
    doc.font('B').fontSize(9);
    doc.text(cols[0], C1 - 90, 130, { width: 90, align: 'right', lineBreak: false });
    doc.text(cols[1], C2 - 90, 130, { width: 90, align: 'right', lineBreak: false });
    doc.font('R').fontSize(8);
    doc.text('CHF', C1 - 90, 142, { width: 90, align: 'right', lineBreak: false });
    doc.text('CHF', C2 - 90, 142, { width: 90, align: 'right', lineBreak: false });
    doc.moveTo(50, 155).lineTo(545, 155).lineWidth(0.5).stroke();
    doc.y = 163;
  };
  const row = (label, vals, o = {}) => {
    const y = doc.y;
    if (o.gap) { doc.y += o.gap; return; }
    doc.font(o.bold ? 'B' : o.head ? 'B' : o.italic ? 'I' : 'R').fontSize(o.head ? 9.5 : 9);
    doc.text(label, 50 + (o.indent || 0) * 14, y, { lineBreak: false, width: 300 });
    if (vals) {
      doc.font(o.bold ? 'B' : 'R');
      vals.forEach((v, i) => doc.text(amt(v), [C1, C2][i] - 100, y, { width: 100, align: 'right', lineBreak: false }));
      if (o.bold) for (const x of [C1, C2]) doc.moveTo(x - 80, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
      if (o.double) for (const x of [C1, C2]) { doc.moveTo(x - 80, y + 12).lineTo(x, y + 12).stroke(); doc.moveTo(x - 80, y + 14).lineTo(x, y + 14).stroke(); }
    }
    doc.y = y + (o.head ? 17 : 14);
  };
  const B = D.bil, br = (k, o = {}) => row(k, [B[k].cur, B[k].prev], o);

  // page 1: Bilanz
  head('Bilanz', 'per 31. Dezember 2025', ['31.12.2025', 'Vorjahr']);
  row('AKTIVEN', null, { head: true });
  row('Umlaufvermögen', null, { italic: true });
  br('Kasse', { indent: 1 });
  br('PostFinance', { indent: 1 });
  br('Basler Kantonalbank, Sparkonto', { indent: 1 });
  br('Total Flüssige Mittel', { indent: 1, bold: true });
  br('Forderungen', { indent: 1 });
  br('Aktive Rechnungsabgrenzungen', { indent: 1 });
  br('Total Umlaufvermögen', { bold: true });
  row('', null, { gap: 6 });
  row('Anlagevermögen', null, { italic: true });
  br('Mobiliar und Einrichtungen', { indent: 1 });
  br('Informatik', { indent: 1 });
  br('Total Anlagevermögen', { bold: true });
  row('', null, { gap: 4 });
  br('Total Aktiven', { bold: true, double: true });
  row('', null, { gap: 16 });
  row('PASSIVEN', null, { head: true });
  row('Kurzfristiges Fremdkapital', null, { italic: true });
  br('Verbindlichkeiten aus Lieferungen und Leistungen', { indent: 1 });
  br('Passive Rechnungsabgrenzungen', { indent: 1 });
  br('Total kurzfristiges Fremdkapital', { bold: true });
  row('', null, { gap: 6 });
  row('Fondskapital (zweckgebunden)', null, { italic: true });
  br('Fonds Sprachförderung', { indent: 1 });
  br('Total Fondskapital', { bold: true });
  row('', null, { gap: 6 });
  row('Organisationskapital', null, { italic: true });
  br('Vereinsvermögen am 1. Januar', { indent: 1 });
  br('Jahresergebnis', { indent: 1 });
  br('Total Organisationskapital', { bold: true });
  row('', null, { gap: 4 });
  br('Total Passiven', { bold: true, double: true });
  doc.font('I').fontSize(7.5).fillColor('#555555').text('Die Passiven Rechnungsabgrenzungen enthalten im Voraus bezahlte Kursgelder für das Frühjahrssemester.', 50, 770, { lineBreak: false });
  doc.fillColor('black');

  // page 2: Erfolgsrechnung
  doc.addPage();
  head('Erfolgsrechnung', '1. Januar bis 31. Dezember 2025', ['2025', 'Vorjahr']);
  const E = D.er, er = (k, o = {}) => row(k, [E[k].cur, E[k].prev], o);
  row('Betriebsertrag', null, { head: true });
  for (const [label] of ER_INCOME) er(label, { indent: 1 });
  er('Total Betriebsertrag', { bold: true });
  row('', null, { gap: 8 });
  row('Betriebsaufwand', null, { head: true });
  for (const [label] of ER_EXPENSE) er(label, { indent: 1 });
  er('Total Betriebsaufwand', { bold: true });
  row('', null, { gap: 6 });
  er('Betriebsergebnis', { bold: true });
  row('', null, { gap: 6 });
  er('Finanzertrag', { indent: 1 });
  er('Finanzaufwand', { indent: 1 });
  er('Finanzergebnis', { bold: true });
  row('', null, { gap: 6 });
  er('Jahresergebnis vor Veränderung Fondskapital', { bold: true });
  row('', null, { gap: 6 });
  er('Zuweisung Fonds Sprachförderung', { indent: 1 });
  er('Verwendung Fonds Sprachförderung', { indent: 1 });
  er('Veränderung Fondskapital', { bold: true });
  row('', null, { gap: 6 });
  er('Jahresergebnis', { bold: true, double: true });
  doc.font('I').fontSize(7.5).fillColor('#555555').text('Aufwand und Verlust mit negativem Vorzeichen.', 50, 770, { lineBreak: false });
  doc.fillColor('black');

  // page 3: Anhang
  doc.addPage();
  head('Anhang zur Jahresrechnung 2025', '', null);
  doc.y = 110;
  const para = (t, o = {}) => { doc.font(o.bold ? 'B' : 'R').fontSize(9).text(t, 50, doc.y, { width: 495, align: 'left', lineGap: 1.5 }); doc.moveDown(0.6); };
  para('1. Angaben zur Organisation', { bold: true });
  para('Der Verein Brückenschlag Basel ist ein Verein im Sinne von Art. 60 ff. ZGB mit Sitz in Basel. Er bietet Deutschkurse, Lernbegleitung und einen Quartiertreff mit Café für Migrantinnen und Migranten im Kleinbasel an. Der Verein ist wegen Gemeinnützigkeit von den Steuern befreit.');
  para('2. Grundsätze der Rechnungslegung', { bold: true });
  para('Die Jahresrechnung wurde nach den Bestimmungen des Schweizerischen Obligationenrechts (Art. 957 ff. OR) erstellt. Die Buchhaltung wird in bexio geführt. Zweckgebundene Beiträge werden dem Fondskapital zugewiesen und bei ihrer Verwendung entnommen. Mobiliar wird linear über fünf, Informatik über drei Jahre abgeschrieben.');
  para('3. Weitere Angaben', { bold: true });
  doc.y += 2;
  doc.font('B').fontSize(9);
  const yh = doc.y;
  doc.text('2025', C1 - 90, yh, { width: 90, align: 'right', lineBreak: false });
  doc.text('Vorjahr', C2 - 90, yh, { width: 90, align: 'right', lineBreak: false });
  doc.y = yh + 15;
  const plain = (label, a, b) => { const y = doc.y; doc.font('R').fontSize(9).text(label, 50, y, { lineBreak: false }); doc.text(a, C1 - 90, y, { width: 90, align: 'right', lineBreak: false }); doc.text(b, C2 - 90, y, { width: 90, align: 'right', lineBreak: false }); doc.y = y + 14; };
  plain('Vollzeitstellen im Jahresdurchschnitt', FTE[2025].toFixed(1), FTE[2024].toFixed(1));
  plain('Mitglieder per 31. Dezember', String(MEMBERS[2025]), String(MEMBERS[2024]));
  doc.y += 10;
  para('4. Fondsrechnung Fonds Sprachförderung (CHF)', { bold: true });
  const F = D.fundRoll;
  row('Bestand am 1. Januar', [F.open[0], F.open[1]], { indent: 1 });
  row('Zuweisung (Beiträge für Kurse des Folgejahres)', [F.alloc[0], F.alloc[1]], { indent: 1 });
  row('Verwendung für Deutschkurse', [-F.use[0], -F.use[1]], { indent: 1 });
  row('Bestand am 31. Dezember', [F.close[0], F.close[1]], { indent: 1, bold: true });
  doc.y += 10;
  para('5. Entschädigung des Vorstands', { bold: true });
  para('Die Mitglieder des Vorstands arbeiten ehrenamtlich. Es wurden Spesen gegen Beleg vergütet.');
  para('6. Ereignisse nach dem Bilanzstichtag', { bold: true });
  para('Nach dem Bilanzstichtag sind keine Ereignisse eingetreten, welche die Aussagekraft der Jahresrechnung 2025 beeinträchtigen.');
  doc.y += 8;
  para(`Vom Vorstand genehmigt am ${deLong('2026-02-24')}.`);
  doc.y += 18;
  const y = doc.y;
  doc.font('R').fontSize(9).text('Regula Vischer, Präsidentin', 50, y, { lineBreak: false });
  doc.text('Daniel Stöcklin, Kassier', 320, y, { lineBreak: false });
  await end();
  return D;
}

// ------------------------------------------------------------------ bexio Erfolgsrechnung by quarter (xlsx)
export async function bexio(file) {
  const D = brueckenschlag();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'bexio'; wb.created = new Date(Date.UTC(2026, 1, 10, 9, 14));
  const ws = wb.addWorksheet('Erfolgsrechnung');
  ws.columns = [{ width: 9 }, { width: 52 }, { width: 17 }, { width: 17 }, { width: 17 }, { width: 17 }, { width: 17 }];
  ws.getCell('A1').value = 'Verein Brückenschlag Basel'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Erfolgsrechnung'; ws.getCell('A2').font = { bold: true, size: 12 };
  ws.getCell('A3').value = 'Periode 01.01.2025 - 31.12.2025 · Vergleich: Quartale · Alle Beträge in CHF';
  ws.getCell('A4').value = 'Exportiert am 10.02.2026 10:14 von Daniel Stöcklin';
  ws.getCell('A4').font = { italic: true, color: { argb: 'FF777777' } };
  const cols = ['Konto', 'Bezeichnung', '01.01.2025 - 31.03.2025', '01.04.2025 - 30.06.2025', '01.07.2025 - 30.09.2025', '01.10.2025 - 31.12.2025', 'Total'];
  const hr = ws.getRow(6); cols.forEach((c, i) => { hr.getCell(i + 1).value = c; styleHeader(hr.getCell(i + 1)); });
  hr.height = 30;
  let r = 7;
  const FMT = '#,##0.00;-#,##0.00;0.00';
  const L = 'CDEFG'.split('');
  const group = (title, g, sign = () => 1) => {
    ws.getCell(`B${r}`).value = title; ws.getCell(`B${r}`).font = { bold: true }; r++;
    const first = r;
    for (const [no, name, gg, q] of BX) {
      if (gg !== g) continue;
      const s = sign(no);
      ws.getCell(`A${r}`).value = Number(no);
      ws.getCell(`B${r}`).value = name;
      q.forEach((v, i) => { const c = ws.getCell(`${L[i]}${r}`); c.value = r2(s * v); c.numFmt = FMT; });
      const t = ws.getCell(`G${r}`); t.value = { formula: `SUM(C${r}:F${r})`, result: r2(s * q.reduce((a, b) => a + b, 0)) }; t.numFmt = FMT;
      r++;
    }
    const tot = D.bxTot[g];
    ws.getCell(`B${r}`).value = `Total ${title}`; ws.getCell(`B${r}`).font = { bold: true };
    L.forEach((c, i) => { const cell = ws.getCell(`${c}${r}`); cell.value = { formula: `SUM(${c}${first}:${c}${r - 1})`, result: tot[i] }; cell.numFmt = FMT; cell.font = { bold: true }; cell.border = { top: { style: 'thin' } }; });
    const at = r; r += 2;
    return at;
  };
  const sub = (label, a, b, vals) => {
    ws.getCell(`B${r}`).value = label; ws.getCell(`B${r}`).font = { bold: true, italic: true };
    L.forEach((c, i) => { const cell = ws.getCell(`${c}${r}`); cell.value = { formula: `${c}${a}-${c}${b}`, result: vals[i] }; cell.numFmt = FMT; cell.font = { bold: true, italic: true }; });
    const at = r; r += 2; return at;
  };
  const tE = group('Betrieblicher Ertrag aus Lieferungen und Leistungen', 'E');
  const tM = group('Aufwand für Material, Handelswaren, Dienstleistungen und Energie', 'M');
  const g1 = sub('Bruttoergebnis nach Material- und Warenaufwand', tE, tM, D.bxTot.gross1);
  const tP = group('Personalaufwand', 'P');
  const g2 = sub('Bruttoergebnis nach Personalaufwand', g1, tP, D.bxTot.gross2);
  const tB = group('Übriger betrieblicher Aufwand, Abschreibungen und Finanzergebnis', 'B', (no) => (no === '6950' ? -1 : 1));
  ws.getCell(`B${r}`).value = 'Jahresgewinn / Jahresverlust'; ws.getCell(`B${r}`).font = { bold: true };
  L.forEach((c, i) => { const cell = ws.getCell(`${c}${r}`); cell.value = { formula: `${c}${g2}-${c}${tB}`, result: D.bxTot.result[i] }; cell.numFmt = FMT; cell.font = { bold: true }; cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });
  ws.views = [{ state: 'frozen', ySplit: 6 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ Budget vs. Ist (xlsx)
export async function budget(file) {
  const D = brueckenschlag();
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Daniel Stöcklin'; wb.created = new Date(Date.UTC(2026, 1, 12, 8, 0));
  const ws = wb.addWorksheet('Budget-Ist 2025');
  ws.columns = [{ width: 11 }, { width: 30 }, { width: 14 }, { width: 14 }, { width: 15 }, { width: 13 }, { width: 14 }, { width: 38 }];
  ws.mergeCells('A1:H1'); ws.getCell('A1').value = 'Verein Brückenschlag Basel – Budget / Ist-Vergleich 2025 und Budget 2026'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:H2'); ws.getCell('A2').value = 'Ist gemäss definitivem Abschluss, vor Veränderung Fondskapital. Abweichung = Ist – Budget. Beträge in CHF. Budget 2026 vom Vorstand am 24.02.2026 verabschiedet.';
  ws.getCell('A2').font = { italic: true, size: 9 };
  const hdr = ['Kto.', 'Position', 'Budget 2025', 'Ist 2025', 'Abweichung CHF', 'Abweichung %', 'Budget 2026', 'Bemerkungen'];
  const hr = ws.getRow(4); hdr.forEach((h, i) => { hr.getCell(i + 1).value = h; styleHeader(hr.getCell(i + 1)); });
  hr.height = 30;
  const BF = '#,##0".–";-#,##0".–";"–"', IF = "#,##0.00;-#,##0.00;\"–\"", PF = '0.0%;-0.0%;"–"';
  let r = 5;
  const section = (title, rows, totalLabel) => {
    ws.getCell(`A${r}`).value = title; ws.getCell(`A${r}`).font = { bold: true }; r++;
    const first = r;
    for (const [kto, label] of rows) {
      const b = D.bud[label];
      ws.getCell(`A${r}`).value = kto;
      ws.getCell(`B${r}`).value = label;
      ws.getCell(`C${r}`).value = b.b25; ws.getCell(`C${r}`).numFmt = BF;
      ws.getCell(`D${r}`).value = b.ist; ws.getCell(`D${r}`).numFmt = IF;
      ws.getCell(`E${r}`).value = b.abw === 0 ? 0 : { formula: `D${r}-C${r}`, result: b.abw }; ws.getCell(`E${r}`).numFmt = IF;
      ws.getCell(`F${r}`).value = b.abw === 0 ? 0 : { formula: `IF(C${r}=0,"",E${r}/C${r})`, result: b.pct }; ws.getCell(`F${r}`).numFmt = PF;
      ws.getCell(`G${r}`).value = b.b26; ws.getCell(`G${r}`).numFmt = BF;
      ws.getCell(`H${r}`).value = b.note || null; ws.getCell(`H${r}`).font = { italic: true, size: 9 };
      r++;
    }
    const t = D.bud[totalLabel];
    ws.getCell(`B${r}`).value = totalLabel;
    const vals = { C: t.b25, D: t.ist, G: t.b26 };
    for (const c of ['C', 'D', 'G']) { ws.getCell(`${c}${r}`).value = { formula: `SUM(${c}${first}:${c}${r - 1})`, result: vals[c] }; ws.getCell(`${c}${r}`).numFmt = c === 'D' ? IF : BF; }
    ws.getCell(`E${r}`).value = { formula: `D${r}-C${r}`, result: t.abw }; ws.getCell(`E${r}`).numFmt = IF;
    ws.getCell(`F${r}`).value = { formula: `IF(C${r}=0,"",E${r}/C${r})`, result: t.pct }; ws.getCell(`F${r}`).numFmt = PF;
    for (const c of 'ABCDEFG') { ws.getCell(`${c}${r}`).font = { bold: true }; ws.getCell(`${c}${r}`).border = { top: { style: 'thin' } }; }
    const at = r; r += 2; return at;
  };
  const tI = section('ERTRAG', BUDGET_INCOME, 'Total Ertrag');
  const tA = section('AUFWAND', BUDGET_EXPENSE, 'Total Aufwand');
  const e = D.bud['Ergebnis vor Fondsveränderung'];
  ws.getCell(`B${r}`).value = 'Ergebnis vor Fondsveränderung';
  ws.getCell(`C${r}`).value = { formula: `C${tI}-C${tA}`, result: e.b25 }; ws.getCell(`C${r}`).numFmt = BF;
  ws.getCell(`D${r}`).value = { formula: `D${tI}-D${tA}`, result: e.ist }; ws.getCell(`D${r}`).numFmt = IF;
  ws.getCell(`E${r}`).value = { formula: `D${r}-C${r}`, result: e.abw }; ws.getCell(`E${r}`).numFmt = IF;
  ws.getCell(`G${r}`).value = { formula: `G${tI}-G${tA}`, result: e.b26 }; ws.getCell(`G${r}`).numFmt = BF;
  for (const c of 'ABCDEFG') { ws.getCell(`${c}${r}`).font = { bold: true }; ws.getCell(`${c}${r}`).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ PostFinance CSV
export function postfinance(file) {
  const D = brueckenschlag();
  const n = (v) => v.toFixed(2);
  const lines = [
    'Datum von:;01.10.2025',
    'Datum bis:;31.12.2025',
    'Buchungsart:;Alle Buchungen',
    `Konto:;${PF_ACCOUNT.iban}`,
    'Währung:;CHF',
    '',
    'Buchungsdatum;Avisierungstext;Gutschrift in CHF;Lastschrift in CHF;Valuta;Saldo in CHF',
  ];
  for (const row of [...D.pf.rows].reverse()) {
    lines.push([chDate(row.date), row.text, row.cr ? n(row.cr) : '', row.dr ? n(-row.dr) : '', chDate(row.valuta), n(row.saldo)].join(';'));
  }
  lines.push('', 'Disclaimer:', 'Dies ist kein durch PostFinance AG erstelltes Dokument. PostFinance AG ist nicht verantwortlich für den Inhalt.');
  fs.writeFileSync(file, '\uFEFF' + lines.join('\r\n') + '\r\n', 'utf8');
}

// ------------------------------------------------------------------ Revisionsbericht (docx)
export async function revisionsbericht(file) {
  const D = brueckenschlag();
  const t = revisionText(D);
  const R = REVISION;
  const children = [
    P(R.firm, { bold: true, size: 12, after: 0 }),
    P(`${R.street} · ${R.city} · Telefon 061 683 40 20 · info@baerenfelser-treuhand.ch`, { size: 9, after: 360 }),
    P('An die Generalversammlung des', { after: 0 }),
    P('Vereins Brückenschlag Basel', { after: 0 }),
    P('Klybeckstrasse 92', { after: 0 }),
    P('4057 Basel', { after: 360 }),
    P(t[0], { bold: true, size: 12, after: 240 }),
    ...t.slice(1, 7).map((s) => P(s, { after: 160 })),
    P(t[7], { bold: true, before: 240 }),
    ...t.slice(8, 12).map((s) => P(s, { after: 160 })),
    P(t[12], { before: 240, after: 360 }),
    P(t[13], { bold: true, after: 240 }),
    P(t[14], { after: 0 }),
    P(t[15], { after: 360 }),
    P(t[16], { size: 9, italic: true }),
  ];
  await writeDocx(file, children, { title: 'Revisionsbericht 2025', creator: R.auditor });
}

// ------------------------------------------------------------------ Coop receipt photo
export async function receipt(file) {
  const D = brueckenschlag();
  const R = D.rc;
  const W = 620;
  const L = [];
  const c = (t, size = 17, bold = false) => L.push({ t, size, bold, center: true });
  const lr = (a, b, size = 17, bold = false) => L.push({ cols: [a, b], size, bold });
  c('coop', 40, true);
  c(R.store, 19, true); c(R.street); c(R.city); c(R.phone); c('www.coop.ch');
  L.push({ gap: 10 });
  L.push({ table: true, cols: ['Artikel', 'Menge', 'Preis', 'Total', ''], size: 15, bold: true });
  L.push({ rule: true });
  for (const l of R.lines) {
    if (l.p < 0) { L.push({ table: true, cols: [l.n, '', '', l.t.toFixed(2), String(l.c)], size: 15 }); continue; }
    L.push({ table: true, cols: [l.n, '', '', '', ''], size: 15 });
    L.push({ table: true, cols: ['', String(l.q), l.p.toFixed(2), l.t.toFixed(2), String(l.c)], size: 15 });
  }
  L.push({ rule: true });
  lr('Total CHF', R.total.toFixed(2), 22, true);
  L.push({ gap: 6 });
  lr(R.card, R.total.toFixed(2), 16);
  lr(R.cardNo, '', 14);
  L.push({ gap: 10 });
  L.push({ table: true, cols: ['MWST-Nr. CHE-108.472.915 MWST', '', '', '', ''], size: 14 });
  const MX = [40, 200, 330, 455, 580];
  L.push({ table: true, x: MX, cols: ['Satz', 'MWST%', 'Total', 'MWST', 'Netto'], size: 14, bold: true });
  for (const g of R.groups) L.push({ table: true, x: MX, cols: [String(g.code), g.rate.toFixed(1), g.gross.toFixed(2), g.vat.toFixed(2), g.net.toFixed(2)], size: 14 });
  L.push({ table: true, x: MX, cols: ['Total', '', R.total.toFixed(2), R.vat.toFixed(2), r2(R.total - R.vat).toFixed(2)], size: 14, bold: true });
  L.push({ gap: 10 });
  lr('Supercard', `${Math.floor(R.total)} Superpunkte`, 15);
  L.push({ gap: 8 });
  const [y, m, d] = R.date.split('-');
  lr(`${d}.${m}.${y.slice(2)} ${R.time}`, `${R.till}  Bon ${R.bon}`, 15);
  lr(R.cashier, '', 15);
  L.push({ gap: 8 });
  c('Vielen Dank für Ihren Einkauf', 16);
  const height = 120 + L.reduce((s, l) => s + (l.gap || (l.rule ? 10 : Math.round((l.size || 0) * 1.35))), 0);
  await photoDocument(file, L, { width: W, height, angle: -2.2, seed: 41, format: 'jpeg', mono: true, margin: 40, tableX: [40, 385, 470, 545, 580] });
}
