// Hospizverein Weserbogen e.V. documents (German; "1.234,56" amounts, day.month.year dates).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, xDate, styleHeader, F } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import * as D from '../data.mjs';

const plain = (v) => Number(v).toFixed(2).replace('.', ','); // exports: no thousands separator
const de = (v, dp = 2) => Number(v).toLocaleString('de-DE', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}.${m}.${y}`; };
const dmyShort = (iso) => { const [y, m, d] = iso.split('-'); return `${d}.${m}.${y.slice(2)}`; };
const deLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d}. ${D.MONATE[m - 1]} ${y}`; };
const FIXED = new Date(Date.UTC(2026, 3, 2, 8, 41, 0));

export async function renderWeserbogen(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const W = D.WS;

  // ---------------- EÜR 2025 (tax adviser's PDF; rows run on over page breaks, the ideeller Bereich's Ausgaben with
  // a "Zwischensumme (Übertrag)" at the foot of one page and "Übertrag" at the head of the next)
  {
    const { doc, end } = newPdf(path.join(dir, 'EÜR 2025 Hospizverein Weserbogen.pdf'), { title: 'Einnahmen-Überschuss-Rechnung 2025', author: W.taxAdvisor, bufferPages: true });
    const C1 = 455, C2 = 545, BOTTOM = 752;
    let page = 0, mode = 'eur';
    const header = () => {
      if (page++) doc.addPage();
      doc.font('B').fontSize(11).text(W.name, 50, 40, { lineBreak: false });
      doc.font('R').fontSize(9).text(W.address, 50, 56, { lineBreak: false });
      doc.font('R').fontSize(8).text('Mandant 55003', 430, 40, { width: 115, align: 'right', lineBreak: false });
      doc.font('B').fontSize(12).text(mode === 'eur' ? 'Einnahmen-Überschuss-Rechnung' : 'Vermögensübersicht und Rücklagen', 50, 84, { lineBreak: false });
      doc.font('R').fontSize(9).text(mode === 'eur' ? 'vom 01.01.2025 bis 31.12.2025' : 'zum 31.12.2025', 50, 100, { lineBreak: false });
      doc.font('B').fontSize(8.5);
      const heads = mode === 'eur' ? [['Geschäftsjahr', '2025', 'EUR'], ['Vorjahr', '2024', 'EUR']] : [['Stand', '31.12.2025', 'EUR'], ['Stand', '31.12.2024', 'EUR']];
      heads.forEach((h, i) => h.forEach((t, j) => doc.text(t, [C1, C2][i] - 80, 124 + j * 10, { width: 80, align: 'right', lineBreak: false })));
      doc.moveTo(50, 158).lineTo(C2, 158).lineWidth(0.6).stroke();
      doc.y = 168;
    };
    let carry = null; // set while the ideeller Bereich's Ausgaben are being listed: [label, a, b] so far
    const row = (label, a, b, o = {}) => {
      const h = o.h || 18;
      if (!o.nobreak && doc.y + h + (carry ? h : 0) > BOTTOM) {
        if (carry) row('Zwischensumme Ausgaben (Übertrag)', carry[0], carry[1], { bold: true, indent: 1, rule: true, nobreak: true });
        doc.font('I').fontSize(8).text('Fortsetzung nächste Seite', 50, 770, { width: 495, align: 'right', lineBreak: false });
        header();
        if (o.cont) row(o.cont, undefined, undefined, { bold: true, size: 10 });
        if (carry) row('Übertrag', carry[0], carry[1], { indent: 1, h: 17 });
      }
      const y = doc.y;
      if (o.rule) { for (const x of [C1, C2]) doc.moveTo(x - 70, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke(); }
      doc.font(o.bold ? 'B' : 'R').fontSize(o.size || 9).text(label, 50 + (o.indent || 0) * 14, y, { width: a === undefined ? 480 : 330, lineBreak: false });
      if (a !== undefined) doc.text(de(a), C1 - 90, y, { width: 90, align: 'right', lineBreak: false });
      if (b !== undefined) doc.text(de(b), C2 - 90, y, { width: 90, align: 'right', lineBreak: false });
      if (o.double) for (const x of [C1, C2]) { doc.moveTo(x - 70, y + 11).lineTo(x, y + 11).stroke(); doc.moveTo(x - 70, y + 13).lineTo(x, y + 13).stroke(); }
      doc.y = y + h;
    };
    const gap = (h = 6) => { doc.y += h; };
    header();
    doc.font('B').fontSize(9).text('Auftrag', 50, doc.y);
    doc.font('R').fontSize(8.5).text(`Der Vorstand des ${W.name} hat uns beauftragt, auf der Grundlage der Buchführung des Vereins (DATEV Rechnungswesen, Mandant 55003) und der uns vorgelegten Nachweise die Einnahmen-Überschuss-Rechnung für das Geschäftsjahr 2025 (01.01.2025 bis 31.12.2025) sowie die Vermögensübersicht zum 31.12.2025 zu erstellen. Die Buchführung und die Belege wurden uns vollständig zur Verfügung gestellt; die Vorjahreszahlen sind unserer Erstellung für 2024 entnommen.`, 50, doc.y + 3, { width: 495, align: 'justify' });
    doc.y += 10;
    doc.font('B').fontSize(9).text('Steuerliche Verhältnisse', 50, doc.y);
    doc.font('R').fontSize(8.5).text(`Der Verein ist beim Amtsgericht Hannover unter ${W.register.split(',')[0]} eingetragen und verfolgt ausschließlich und unmittelbar gemeinnützige und mildtätige Zwecke im Sinne der §§ 52 und 53 AO (Förderung der Hospizarbeit). Er ist durch Freistellungsbescheid des Finanzamts Hameln vom 14.09.2023, Steuernummer 22/270/13452, von der Körperschaftsteuer und der Gewerbesteuer befreit. Die Einnahmen und Ausgaben sind nach dem Zufluss- und Abflussprinzip (§ 4 Abs. 3 EStG, § 11 EStG) erfasst und den vier steuerlichen Bereichen zugeordnet.`, 50, doc.y + 3, { width: 495, align: 'justify' });
    doc.y += 14;
    for (const s of D.WS_EUR) {
      const t25 = D.wsSec(s, 2025), t24 = D.wsSec(s, 2024);
      const cont = `noch: ${s.title.replace(/ \(.*\)$/, '')}`;
      row(s.title, undefined, undefined, { bold: true, size: 10, h: 17 });
      row('Einnahmen', undefined, undefined, { bold: true, indent: 1, cont });
      for (const l of s.inc) row(l[1], l[2], l[3], { indent: 2, cont });
      row('Summe Einnahmen', t25.inc, t24.inc, { bold: true, indent: 1, rule: true, cont });
      gap(4);
      row('Ausgaben', undefined, undefined, { bold: true, indent: 1, cont });
      s.exp.forEach((l, i) => {
        if (s.key === 'ideell') carry = i ? [D.sum(s.exp.slice(0, i).map((x) => x[2])), D.sum(s.exp.slice(0, i).map((x) => x[3]))] : null;
        row(l[1], l[2], l[3], { indent: 2, cont: `${cont} – Ausgaben` });
      });
      carry = null;
      row('Summe Ausgaben', t25.exp, t24.exp, { bold: true, indent: 1, rule: true, cont });
      row(`Ergebnis ${s.title.replace(/^[IV]+\. /, '').replace(/ \(.*\)$/, '')}`, t25.res, t24.res, { bold: true, indent: 1, cont });
      gap(12);
    }
    const g25 = D.wsTotal(2025), g24 = D.wsTotal(2024);
    row('Zusammenstellung', undefined, undefined, { bold: true, size: 10, h: 17 });
    for (const s of D.WS_EUR) row(`Ergebnis ${s.title.replace(/ \(.*\)$/, '')}`, D.wsSec(s, 2025).res, D.wsSec(s, 2024).res, { indent: 1, cont: 'noch: Zusammenstellung' });
    row('Summe der Einnahmen aller Bereiche', g25.inc, g24.inc, { indent: 1, cont: 'noch: Zusammenstellung' });
    row('Summe der Ausgaben aller Bereiche', g25.exp, g24.exp, { indent: 1, cont: 'noch: Zusammenstellung' });
    row('Gesamtergebnis (Überschuss)', g25.res, g24.res, { bold: true, rule: true, double: true, cont: 'noch: Zusammenstellung' });
    doc.font('I').fontSize(8).text('Fortsetzung nächste Seite', 50, 770, { width: 495, align: 'right', lineBreak: false });
    // Vermögensübersicht
    mode = 'vermoegen';
    header();
    const F25 = D.WS_FUNDS25, F24 = D.WS_FUNDS24;
    row('A. Geldvermögen', undefined, undefined, { bold: true, size: 10, h: 17 });
    row('Girokonto Sparkasse Hameln-Weserbergland', F25.giro, F24.giro, { indent: 1 });
    row('Tagesgeldkonto Sparkasse Hameln-Weserbergland', F25.tagesgeld, F24.tagesgeld, { indent: 1 });
    row('Barkasse', F25.kasse, F24.kasse, { indent: 1 });
    row('Summe Geldvermögen', D.wsFunds(F25), D.wsFunds(F24), { bold: true, rule: true });
    gap(12);
    row('B. Mittelverwendung / Rücklagen', undefined, undefined, { bold: true, size: 10, h: 17 });
    for (const r of D.WS_RESERVES) row(r.label, r.close, r.open, { indent: 1 });
    const res25 = D.sum(D.WS_RESERVES.map((r) => r.close)), res24 = D.sum(D.WS_RESERVES.map((r) => r.open));
    row('Summe Rücklagen', res25, res24, { bold: true, indent: 1, rule: true });
    row('Mittelvortrag (noch zeitnah zu verwendende Mittel)', D.r2(D.wsFunds(F25) - res25), D.r2(D.wsFunds(F24) - res24), { indent: 1 });
    row('Summe Mittelverwendung', D.wsFunds(F25), D.wsFunds(F24), { bold: true, rule: true, double: true });
    gap(24);
    doc.font('R').fontSize(8.5).text('Die Einnahmen-Überschuss-Rechnung wurde auf Grundlage der uns vorgelegten Bücher, Belege und Kontoauszüge sowie der erteilten Auskünfte erstellt. Eine Prüfung der Ordnungsmäßigkeit der Buchführung war nicht Gegenstand unseres Auftrags. Die Zuordnung der Einnahmen und Ausgaben zu den steuerlichen Bereichen erfolgte nach den Angaben des Vorstands.', 50, doc.y, { width: 495 });
    doc.moveDown(1.5);
    doc.text(`${W.taxAdvisorCity}, ${deLong(W.eurDate)}`, 50, doc.y);
    doc.font('B').text(W.taxAdvisor, 50, doc.y + 4);
    const range = doc.bufferedPageRange();
    for (let i = 0; i < range.count; i++) {
      doc.switchToPage(range.start + i);
      doc.font('R').fontSize(8).text(`Seite ${i + 1} von ${range.count}`, 430, 52, { width: 115, align: 'right', lineBreak: false });
    }
    await end();
  }

  // ---------------- DATEV Buchungsstapel Q4 2025 (EXTF 700, Windows-1252, Belegdatum as DDMM)
  {
    const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
    const head1 = ['"EXTF"', 700, 21, '"Buchungsstapel"', 13, '20260108094112337', '', '"RE"', '"hwollenberg"', '""', 29098, 55003, 20250101, 4, 20251001, 20251231, '"Buchungen Q4 2025"', '"HW"', 1, 0, 0, '"EUR"', '', '""', '', '', '""', '', '', '""', '""'];
    const cols = ['Umsatz (ohne Soll/Haben-Kz)', 'Soll/Haben-Kennzeichen', 'WKZ Umsatz', 'Kurs', 'Basis-Umsatz', 'WKZ Basis-Umsatz', 'Konto', 'Gegenkonto (ohne BU-Schlüssel)', 'BU-Schlüssel', 'Belegdatum', 'Belegfeld 1', 'Belegfeld 2', 'Skonto', 'Buchungstext', 'Postensperre', 'Diverse Adressnummer', 'Geschäftspartnerbank', 'Sachverhalt', 'Zinssperre', 'Beleglink', 'Beleginfo - Art 1', 'Beleginfo - Inhalt 1', 'Beleginfo - Art 2', 'Beleginfo - Inhalt 2', 'KOST1 - Kostenstelle', 'KOST2 - Kostenstelle', 'Kost-Menge', 'EU-Land u. UStID (Bestimmung)', 'EU-Steuersatz (Bestimmung)', 'Abw. Versteuerungsart'];
    const lines = [head1.join(';'), cols.join(';')];
    for (const p of D.WS_DATEV) {
      const [, m, d] = p.date.split('-');
      const r = [plain(p.amt), q(p.sh), q('EUR'), '', '', '""', p.konto, p.gegen, '""', `${d}${m}`, q(p.beleg), '""', '', q(p.text), '', '""', '', '', '', '""', '""', '""', '""', '""', p.kost === '' ? '""' : q(p.kost), '""', '', '""', '', '""'];
      lines.push(r.join(';'));
    }
    fs.writeFileSync(path.join(dir, 'EXTF_Buchungsstapel_20251001_20251231.csv'), Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
  }

  // ---------------- Begleitungsstatistik 2025 (three sheets)
  {
    const S = D.WS_STAT;
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Katrin Sievers'; wb.lastModifiedBy = 'Katrin Sievers'; wb.created = FIXED; wb.modified = FIXED;
    const ws = wb.addWorksheet('Begleitungen');
    ws.mergeCells('A1:H1');
    ws.getCell('A1').value = 'Ambulanter Hospizdienst Weserbogen – Begleitungsstatistik 2025'; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = 'Stand: 08.01.2026 · Koordination K. Sievers / B. Hollmann'; ws.getCell('A2').font = { italic: true, size: 9 };
    ws.mergeCells('A4:A5'); ws.mergeCells('B4:B5'); ws.mergeCells('C4:C5'); ws.mergeCells('D4:G4'); ws.mergeCells('H4:H5');
    ws.getCell('A4').value = 'Monat'; ws.getCell('B4').value = 'Neue Anfragen'; ws.getCell('C4').value = 'Laufende Begleitungen am Monatsende';
    ws.getCell('D4').value = 'Abgeschlossene Begleitungen'; ws.getCell('H4').value = 'Einsatzstunden Ehrenamt';
    ws.getCell('D5').value = 'zu Hause'; ws.getCell('E5').value = 'Pflegeheim'; ws.getCell('F5').value = 'Krankenhaus / Palliativstation'; ws.getCell('G5').value = 'gesamt';
    for (const a of ['A4', 'B4', 'C4', 'D4', 'E4', 'F4', 'G4', 'H4', 'A5', 'B5', 'C5', 'D5', 'E5', 'F5', 'G5', 'H5']) styleHeader(ws.getCell(a));
    ws.getRow(5).height = 30;
    for (let i = 0; i < 12; i++) {
      const r = ws.getRow(6 + i);
      r.getCell(1).value = D.MONATE[i];
      r.getCell(2).value = S.anfragen[i]; r.getCell(3).value = S.laufend[i];
      r.getCell(4).value = S.zuhause[i]; r.getCell(5).value = S.heim[i]; r.getCell(6).value = S.klinik[i];
      r.getCell(7).value = F(`SUM(D${6 + i}:F${6 + i})`, S.gesamt[i]);
      r.getCell(8).value = S.stunden[i];
    }
    const t = ws.getRow(18);
    t.getCell(1).value = 'Summe 2025'; t.font = { bold: true };
    const tot = (a) => a.reduce((s, x) => s + x, 0);
    [['B', S.anfragen], ['D', S.zuhause], ['E', S.heim], ['F', S.klinik], ['G', S.gesamt], ['H', S.stunden]].forEach(([c, a]) => { ws.getCell(`${c}18`).value = F(`SUM(${c}6:${c}17)`, tot(a)); });
    ws.getCell('C18').value = '–'; ws.getCell('C18').alignment = { horizontal: 'right' };
    ws.getCell('A20').value = 'Laufende Begleitungen sind Stichtagswerte (Monatsende) und werden nicht summiert.'; ws.getCell('A20').font = { italic: true, size: 9 };
    [16, 10, 14, 10, 11, 15, 9, 12].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
    for (const c of [2, 3, 4, 5, 6, 7, 8]) ws.getColumn(c).alignment = { horizontal: 'center' };

    const wf = wb.addWorksheet('Fahrtkosten');
    wf.getCell('A1').value = 'Fahrtkostenerstattung Ehrenamtliche 2025'; wf.getCell('A1').font = { bold: true, size: 12 };
    wf.getCell('A2').value = `Pauschale nach § 5 BRKG: ${de(W.kmRate)} € je km; Auszahlung jeweils im Folgemonat`; wf.getCell('A2').font = { italic: true, size: 9 };
    ['Monat', 'Gefahrene km', 'Pauschale €/km', 'Erstattung €', 'ausgezahlt am'].forEach((h, i) => { const c = wf.getRow(4).getCell(i + 1); c.value = h; styleHeader(c); });
    for (let i = 0; i < 12; i++) {
      const r = wf.getRow(5 + i);
      r.getCell(1).value = D.MONATE[i];
      r.getCell(2).value = S.km[i]; r.getCell(2).numFmt = '#,##0';
      r.getCell(3).value = W.kmRate; r.getCell(3).numFmt = '0.00';
      r.getCell(4).value = F(`B${5 + i}*C${5 + i}`, S.erstattung[i]); r.getCell(4).numFmt = '#,##0.00';
      r.getCell(5).value = xDate(S.paid[i]); r.getCell(5).numFmt = 'dd.mm.yyyy';
    }
    const ft = wf.getRow(17); ft.font = { bold: true };
    ft.getCell(1).value = 'Summe';
    ft.getCell(2).value = F('SUM(B5:B16)', tot(S.km)); ft.getCell(2).numFmt = '#,##0';
    ft.getCell(4).value = F('SUM(D5:D16)', D.sum(S.erstattung)); ft.getCell(4).numFmt = '#,##0.00';
    [14, 14, 15, 14, 14].forEach((w, i) => { wf.getColumn(i + 1).width = w; });

    const wc = wb.addWorksheet('Trauercafé');
    wc.getCell('A1').value = 'Trauercafé „Lichtblick“ 2025 – jeweils 2. Sonntag, 15–17 Uhr, Gemeindehaus St. Nicolai'; wc.getCell('A1').font = { bold: true, size: 12 };
    ['Datum', 'Teilnehmende', 'Leitung', 'Bemerkung'].forEach((h, i) => { const c = wc.getRow(3).getCell(i + 1); c.value = h; styleHeader(c); });
    D.WS_CAFE.forEach((c, i) => {
      const r = wc.getRow(4 + i);
      r.getCell(1).value = xDate(c.date); r.getCell(1).numFmt = 'dd.mm.yyyy';
      r.getCell(2).value = c.n === null ? null : c.n;
      r.getCell(3).value = c.lead || null; r.getCell(4).value = c.note || null;
    });
    const held = D.WS_CAFE.filter((c) => c.n !== null);
    wc.getCell('A17').value = 'Summe'; wc.getCell('A17').font = { bold: true };
    wc.getCell('B17').value = F('SUM(B4:B15)', held.reduce((s, c) => s + c.n, 0)); wc.getCell('B17').font = { bold: true };
    [14, 14, 16, 30].forEach((w, i) => { wc.getColumn(i + 1).width = w; });
    await wb.xlsx.writeFile(path.join(dir, 'Begleitungsstatistik 2025.xlsx'));
  }

  // ---------------- treasurer's report for the Mitgliederversammlung (Word)
  {
    const g25 = D.wsTotal(2025), g24 = D.wsTotal(2024), m = W.members;
    const eur = (v) => `${de(v)} €`;
    const resRows = [['Rücklage', 'Stand 01.01.2025', 'Zuführung', 'Auflösung', 'Stand 31.12.2025'],
      ...D.WS_RESERVES.map((r) => [r.label, de(r.open), de(r.add), r.rel ? de(r.rel) : '–', de(r.close)]),
      ['Summe', de(D.sum(D.WS_RESERVES.map((r) => r.open))), de(D.sum(D.WS_RESERVES.map((r) => r.add))), '–', de(D.sum(D.WS_RESERVES.map((r) => r.close)))]];
    const planRows = [['Position', 'Ist 2025 €', 'Plan 2026 €'], ['Einnahmen', '', '']];
    const pi = D.WS_PLAN.inc.map((r) => [r[0], D.wsPlanIst(r), r[2]]), pe = D.WS_PLAN.exp.map((r) => [r[0], D.wsPlanIst(r), r[2]]);
    const s2 = (a, i) => D.sum(a.map((x) => x[i]));
    for (const r of pi) planRows.push([r[0], de(r[1]), de(r[2])]);
    planRows.push(['Summe Einnahmen', de(s2(pi, 1)), de(s2(pi, 2))], ['Ausgaben', '', '']);
    for (const r of pe) planRows.push([r[0], de(r[1]), de(r[2])]);
    planRows.push(['Summe Ausgaben', de(s2(pe, 1)), de(s2(pe, 2))], ['Ergebnis', de(D.r2(s2(pi, 1) - s2(pe, 1))), de(D.r2(s2(pi, 2) - s2(pe, 2)))]);
    const children = [
      P(W.name, { bold: true, size: 12, after: 40 }),
      P(`Bericht der Schatzmeisterin zur Mitgliederversammlung am ${deLong(W.mvDate)}`, { bold: true, size: 15, after: 60 }),
      P('Geschäftsjahr 2025', { italic: true, after: 240 }),
      P('Liebe Mitglieder,'),
      P(`der Jahresabschluss 2025 wurde wie im Vorjahr als Einnahmen-Überschuss-Rechnung von der ${W.taxAdvisor} erstellt; er liegt dieser Einladung bei. Den Einnahmen von insgesamt ${eur(g25.inc)} standen Ausgaben von ${eur(g25.exp)} gegenüber. Damit schließt der Verein das Jahr 2025 mit einem Überschuss von ${eur(g25.res)} ab (Vorjahr: ${eur(g24.res)}).`),
      P(`Größter Einzelposten bleibt die Förderung der Krankenkassen nach § 39a Abs. 2 SGB V mit ${eur(D.wsLine('kk'))}. Für 2026 haben die Krankenkassen mit Bescheid vom ${deLong(W.bescheidDate)} eine Förderung von ${eur(W.bescheid2026)} bewilligt. Die Spendenbereitschaft war erfreulich: Wir erhielten Spenden von ${eur(D.wsLine('spenden'))} (Vorjahr ${eur(D.wsLine('spenden', 2024))}) und Geldauflagen von ${eur(D.wsLine('geldauflagen'))}. Allen Spenderinnen und Spendern, den Gerichten und der Staatsanwaltschaft danken wir herzlich.`),
      P(`Zum 31.12.2025 zählte der Verein ${m.end25} Mitglieder (31.12.2024: ${m.end24}). ${m.joined} Eintritten standen ${m.left} Austritte und Todesfälle gegenüber. Der Mindestbeitrag beträgt unverändert ${W.feeNow} € im Jahr; der Vorstand schlägt der Mitgliederversammlung vor, ihn ab ${W.feeFrom} auf ${W.feeProposed} € anzuheben.`),
      P('Rücklagen', { bold: true, before: 200 }),
      P('Aus dem Überschuss wurden den Rücklagen nach § 62 AO die folgenden Beträge zugeführt:'),
      T(resRows, { widths: [3600, 1500, 1300, 1200, 1500], numCols: [1, 2, 3, 4], boldRows: [resRows.length - 1] }),
      P('', { after: 120 }),
      P('Kassenprüfung', { bold: true, before: 200 }),
      P(`Die Kassenprüfer ${W.auditors[0]} und ${W.auditors[1]} haben die Kasse, die Konten und die Belege des Jahres 2025 am ${deLong(W.auditDate)} geprüft. Es ergaben sich keine Beanstandungen; die Kassenprüfer empfehlen der Mitgliederversammlung die Entlastung des Vorstands.`),
      P('Haushaltsplan 2026', { bold: true, before: 200 }),
      P('Der Vorstand hat in seiner Sitzung im Februar den folgenden Haushaltsplan beschlossen. Die Personalkosten steigen durch die tarifliche Anpassung und eine zusätzliche Stundenaufstockung in der Koordination.'),
      T(planRows, { widths: [5200, 1900, 1900], numCols: [1, 2], boldRows: [1, pi.length + 2, pi.length + 3, planRows.length - 2, planRows.length - 1] }),
      P('', { after: 120 }),
      P('Ich danke allen, die den Hospizverein im vergangenen Jahr unterstützt haben, und stehe für Fragen gern zur Verfügung.', { before: 200 }),
      P(`Hameln, im April 2026`, { before: 240, after: 40 }),
      P(`${W.treasurer}, Schatzmeisterin`, { italic: true }),
    ];
    await writeDocx(path.join(dir, 'Bericht der Schatzmeisterin MV 2026.docx'), children, { title: 'Bericht der Schatzmeisterin 2025', creator: W.treasurer });
  }

  // ---------------- Sparkasse CSV-CAMT V2 export, January–March 2026, newest first
  {
    const cols = ['Auftragskonto', 'Buchungstag', 'Valutadatum', 'Buchungstext', 'Verwendungszweck', 'Glaeubiger ID', 'Mandatsreferenz', 'Kundenreferenz (End-to-End)', 'Sammlerreferenz', 'Lastschrift Ursprungsbetrag', 'Auslagenersatz Ruecklastschrift', 'Beguenstigter/Zahlungspflichtiger', 'Kontonummer/IBAN', 'BIC (SWIFT-Code)', 'Betrag', 'Waehrung', 'Info'];
    const q = (s) => `"${String(s ?? '').replace(/"/g, '""')}"`;
    const lines = [cols.map(q).join(';')];
    const rows = D.WS_BANK.map((t, i) => ({ ...t, i })).sort((a, b) => (a.date === b.date ? b.i - a.i : a.date < b.date ? 1 : -1));
    for (const t of rows) {
      const mref = t.type === 'RUECKLASTSCHRIFT' ? `MITGL-${t.purpose.match(/Nr (\d+)/)[1]}` : t.mandate || '';
      const cred = t.type === 'RUECKLASTSCHRIFT' ? 'DE98ZZZ00001234567' : t.creditor || '';
      const bic = t.iban ? (t.iban.slice(4, 12) === '25450110' ? 'NOLADE21SWB' : t.iban.slice(4, 12) === '25000000' ? 'MARKDEF1250' : t.iban.slice(4, 12) === '25050180' ? 'SPKHDE2HXXX' : 'NOLADE2HXXX') : '';
      lines.push([W.ibanRaw, dmyShort(t.date), dmyShort(t.date), t.type, t.purpose, cred, mref, t.type === 'GUTSCHR. UEBERWEISUNG' ? 'NOTPROVIDED' : '', t.sammler || '', t.orig ? plain(t.orig) : '', t.fee ? plain(t.fee) : '', t.party, t.iban, bic, plain(t.amount), 'EUR', 'Umsatz gebucht'].map(q).join(';'));
    }
    fs.writeFileSync(path.join(dir, '20260401-1040238817-umsatz.csv'), Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
  }

  // ---------------- Kassenbon photo
  {
    const B = D.WS_BON;
    const c = (v) => de(v);
    const L = [
      { t: B.store, size: 32, bold: true, center: true },
      { t: B.street, size: 23, center: true },
      { t: B.city, size: 23, center: true },
      { t: B.tel, size: 23, center: true },
      { gap: 8 }, { rule: true },
      { cols: ['', 'EUR'], size: 24 },
      ...B.items.flatMap((it) => [
        { cols: [it.name, `${c(it.amt)} ${it.code}`], size: 25 },
        ...(it.qty > 1 ? [{ t: `  ${it.qty} Stk x ${c(it.price)}`, size: 22 }] : []),
      ]),
      { rule: true },
      { cols: ['SUMME EUR', c(B.total)], size: 32, bold: true },
      { rule: true },
      { cols: ['Girocard', c(B.total)], size: 24 },
      { gap: 10 },
      { t: 'MwSt      Netto    MwSt   Brutto', size: 22 },
      ...B.vat.map((v) => ({ t: `${v.code} ${String(v.rate).padStart(2)}%  ${c(v.net).padStart(7)}  ${c(v.tax).padStart(5)}  ${c(v.gross).padStart(6)}`, size: 22 })),
      { gap: 12 },
      { t: `${D.WS_BON.date.split('-').reverse().join('.')} ${B.time}  Bon ${B.bon}  Kasse ${B.kasse}`, size: 22 },
      { t: 'St.-Nr. 22/155/04471', size: 21 },
      { gap: 10 },
      { t: 'Vielen Dank fuer Ihren Einkauf!', size: 23, center: true },
    ];
    await photoDocument(path.join(dir, 'IMG_20251118_163402.jpg'), L, { width: 780, height: 960, angle: -1.6, seed: 1118, format: 'jpeg', mono: true, margin: 44 });
  }
}
