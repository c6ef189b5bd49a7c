// Fundacja Wiślane Podwórka (Kraków; calendar year; PLN, Polish documents): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F, colL } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { WP, sum, r2 } from '../data.mjs';

// 12345.6 -> "12 345,60" (space thousands, decimal comma); nb: no-break space as Word writes it
export const pln = (v, nb = false) => {
  const neg = v < 0, a = Math.abs(v).toFixed(2), [i, d] = a.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, nb ? '\u00a0' : ' ');
  return `${neg ? '-' : ''}${g},${d}`;
};

// ------------------------------------------------------------------ 1. sprawozdanie finansowe (3 pages)
export async function sprawozdanie(file) {
  const { RZ, BIL } = WP;
  const { doc, end } = newPdf(file, { title: 'Sprawozdanie finansowe za 2025 r.', author: 'Biuro Rachunkowe LICZYDŁO', margin: 48 });
  const head = (t, sub) => {
    doc.font('R').fontSize(8).text('Fundacja Wiślane Podwórka, ul. Józefińska 14, 30-529 Kraków   KRS 0000678123   NIP 6793187402   REGON 367120455', 48, 40, { align: 'left' });
    doc.moveDown(0.8);
    doc.font('B').fontSize(13).text(t, { align: 'center' });
    doc.font('R').fontSize(9.5).text(sub, { align: 'center' });
    doc.moveDown(0.8);
  };
  const C = [430, 545]; // right edges: rok poprzedni (left), rok bieżący (right)
  const colHead = (a, b) => {
    const y = doc.y; doc.font('B').fontSize(8);
    doc.text('Wiersz', 48, y, { lineBreak: false }); doc.text('Treść', 110, y, { lineBreak: false });
    doc.text(a, C[0] - 100, y, { width: 100, align: 'right' }); doc.text(b, C[1] - 100, y, { width: 100, align: 'right' });
    doc.y = y + 24; doc.moveTo(48, doc.y - 4).lineTo(548, doc.y - 4).lineWidth(0.6).stroke();
  };
  const row = (code, label, v0, v1, o = {}) => {
    const y = doc.y;
    doc.font(o.bold ? 'B' : 'R').fontSize(8.6);
    doc.text(code, 48 + (o.ind || 0) * 10, y, { lineBreak: false });
    doc.text(label, 72 + (o.ind || 0) * 10, y, { lineBreak: false, width: 280 });
    doc.text(pln(v0), C[0] - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.text(pln(v1), C[1] - 90, y, { width: 90, align: 'right', lineBreak: false });
    doc.x = 48; doc.y = y + (o.gap ?? 14.5);
  };
  const b4 = BIL[2024], b5 = BIL[2025];
  head('BILANS', 'jednostki małej – organizacji pozarządowej, sporządzony na dzień 31.12.2025 (w złotych)');
  colHead('Stan na koniec roku poprzedniego', 'Stan na koniec roku bieżącego');
  doc.font('B').fontSize(9).text('AKTYWA', 48); doc.moveDown(0.3);
  row('A.', 'Aktywa trwałe', b4.aktywaTrwale, b5.aktywaTrwale, { bold: true });
  row('I.', 'Wartości niematerialne i prawne', 0, 0, { ind: 1 });
  row('II.', 'Rzeczowe aktywa trwałe', b4.ppe, b5.ppe, { ind: 1 });
  row('III.', 'Należności długoterminowe', 0, 0, { ind: 1 });
  row('IV.', 'Inwestycje długoterminowe', 0, 0, { ind: 1 });
  row('V.', 'Długoterminowe rozliczenia międzyokresowe', 0, 0, { ind: 1 });
  row('B.', 'Aktywa obrotowe', b4.obrotowe, b5.obrotowe, { bold: true });
  row('I.', 'Zapasy', 0, 0, { ind: 1 });
  row('II.', 'Należności krótkoterminowe', b4.recv, b5.recv, { ind: 1 });
  row('III.', 'Inwestycje krótkoterminowe', b4.cash, b5.cash, { ind: 1 });
  row('IV.', 'Krótkoterminowe rozliczenia międzyokresowe', b4.rmk, b5.rmk, { ind: 1 });
  row('C.', 'Należne wpłaty na fundusz statutowy', 0, 0, { bold: true });
  row('', 'Aktywa razem', b4.aktywa, b5.aktywa, { bold: true, gap: 22 });
  doc.font('B').fontSize(9).text('PASYWA', 48); doc.moveDown(0.3);
  row('A.', 'Fundusz własny', b4.fundusz, b5.fundusz, { bold: true });
  row('I.', 'Fundusz statutowy', b4.fs, b5.fs, { ind: 1 });
  row('II.', 'Pozostałe fundusze', 0, 0, { ind: 1 });
  row('III.', 'Zysk (strata) z lat ubiegłych', b4.zlu, b5.zlu, { ind: 1 });
  row('IV.', 'Zysk (strata) netto', b4.wynik, b5.wynik, { ind: 1 });
  row('B.', 'Zobowiązania i rezerwy na zobowiązania', b4.zob, b5.zob, { bold: true });
  row('I.', 'Rezerwy na zobowiązania', 0, 0, { ind: 1 });
  row('II.', 'Zobowiązania długoterminowe', 0, 0, { ind: 1 });
  row('III.', 'Zobowiązania krótkoterminowe', b4.zob, b5.zob, { ind: 1 });
  row('IV.', 'Rozliczenia międzyokresowe', 0, 0, { ind: 1 });
  row('', 'Pasywa razem', b4.pasywa, b5.pasywa, { bold: true });

  doc.addPage();
  const r4 = RZ[2024], r5 = RZ[2025];
  head('RACHUNEK ZYSKÓW I STRAT', 'jednostki małej – organizacji pozarządowej, za okres od 01.01.2025 do 31.12.2025 (w złotych)');
  colHead('Kwota za rok poprzedni', 'Kwota za rok bieżący');
  const L = [
    ['A.', 'Przychody z działalności statutowej', 'A', { bold: true }],
    ['I.', 'Przychody z nieodpłatnej działalności pożytku publicznego', 'aI', { ind: 1 }],
    ['II.', 'Przychody z odpłatnej działalności pożytku publicznego', 'aII', { ind: 1 }],
    ['III.', 'Przychody z pozostałej działalności statutowej', 'aIII', { ind: 1 }],
    ['B.', 'Koszty działalności statutowej', 'B', { bold: true }],
    ['I.', 'Koszty nieodpłatnej działalności pożytku publicznego', 'bI', { ind: 1 }],
    ['II.', 'Koszty odpłatnej działalności pożytku publicznego', 'bII', { ind: 1 }],
    ['III.', 'Koszty pozostałej działalności statutowej', 'bIII', { ind: 1 }],
    ['C.', 'Zysk (strata) z działalności statutowej (A-B)', 'C', { bold: true }],
    ['D.', 'Przychody z działalności gospodarczej', 'D', {}],
    ['E.', 'Koszty działalności gospodarczej', 'E', {}],
    ['F.', 'Zysk (strata) z działalności gospodarczej (D-E)', 'F', { bold: true }],
    ['G.', 'Koszty ogólnego zarządu (administracyjne)', 'G', {}],
    ['H.', 'Zysk (strata) z działalności operacyjnej (C+F-G)', 'H', { bold: true }],
    ['I.', 'Pozostałe przychody operacyjne', 'I', {}],
    ['J.', 'Pozostałe koszty operacyjne', 'J', {}],
    ['K.', 'Przychody finansowe', 'K', {}],
    ['L.', 'Koszty finansowe', 'L', {}],
    ['M.', 'Zysk (strata) brutto (H+I-J+K-L)', 'M', { bold: true }],
    ['N.', 'Podatek dochodowy', 'N', {}],
    ['O.', 'Zysk (strata) netto (M-N)', 'O', { bold: true }],
  ];
  for (const [c, l, key, o] of L) row(c, l, r4[key], r5[key], { ...o, gap: 16 });
  doc.moveDown(1.5);
  doc.font('R').fontSize(8.5).text('Rok obrotowy: od 01.01.2025 do 31.12.2025. Dane porównawcze: rok obrotowy od 01.01.2024 do 31.12.2024.', 48);

  doc.addPage();
  head('INFORMACJA DODATKOWA', 'do sprawozdania finansowego za rok obrotowy 2025');
  doc.font('R').fontSize(9);
  const para = (t) => { doc.text(t, 48, doc.y, { width: 500, align: 'justify' }); doc.moveDown(0.6); };
  doc.font('B').text('1. Informacje ogólne'); doc.font('R');
  para('Fundacja Wiślane Podwórka prowadzi w Krakowie (Zabłocie, Podgórze, Nowa Huta) pozalekcyjne świetlice podwórkowe dla dzieci w wieku 6-13 lat, półkolonie letnie i zimowe oraz weekendowe warsztaty. Fundacja posiada status organizacji pożytku publicznego. Fundacja nie prowadzi działalności gospodarczej.');
  const t2 = (title, rows, total) => {
    doc.font('B').text(title); doc.moveDown(0.2);
    for (const [l, v] of rows) { const y = doc.y; doc.font('R').text(l, 60, y, { lineBreak: false }); doc.text(pln(v), 430, y, { width: 110, align: 'right', lineBreak: false }); doc.x = 48; doc.y = y + 13; }
    if (total) { const y = doc.y; doc.font('B').text(total[0], 60, y, { lineBreak: false }); doc.text(pln(total[1]), 430, y, { width: 110, align: 'right', lineBreak: false }); doc.x = 48; doc.y = y + 13; }
    doc.moveDown(0.6);
  };
  const rv = Object.fromEntries(WP.wrev.map((l) => [l.acct, l.actT]));
  t2('2. Przychody z działalności statutowej w roku bieżącym według źródeł (zł)', [
    ['Dotacja Gminy Miejskiej Kraków – program „Podwórko po lekcjach”', rv['701-01']],
    ['Dotacja Województwa Małopolskiego', rv['701-02']],
    ['Wpływy z 1,5% podatku dochodowego od osób fizycznych', rv['701-03']],
    ['Darowizny od osób fizycznych', rv['701-04']],
    ['Darowizny od osób prawnych', rv['701-05']],
    ['Zbiórka publiczna (kwesta grudniowa)', rv['701-06']],
    ['Odpłatność za półkolonie (działalność odpłatna)', rv['702-01']],
    ['Odpłatność za warsztaty weekendowe (działalność odpłatna)', rv['702-02']],
  ], ['Razem przychody z działalności statutowej', RZ[2025].A]);
  const grp = (pre) => sum(WP.wcost.filter((l) => l.acct.startsWith(pre)).map((l) => l.actT));
  t2('3. Koszty według rodzajów w roku bieżącym (zł)', [
    ['Amortyzacja', grp('401')], ['Zużycie materiałów i energii', grp('402')], ['Usługi obce', grp('403')], ['Podatki i opłaty', grp('404')],
    ['Wynagrodzenia', grp('405')], ['Ubezpieczenia społeczne i inne świadczenia', grp('406')], ['Pozostałe koszty rodzajowe', grp('409')],
  ], ['Razem koszty według rodzajów', WP.costTotal]);
  t2('4. Środki pieniężne na dzień 31.12.2025 (zł)', [
    ['Środki pieniężne w kasie', BIL[2025].kasa], ['Rachunek bieżący w mBank S.A.', BIL[2025].biezacy], ['Lokata terminowa w mBank S.A.', BIL[2025].lokata],
  ], ['Razem inwestycje krótkoterminowe (środki pieniężne)', BIL[2025].cash]);
  doc.font('B').text('5. Zatrudnienie i wynagrodzenia'); doc.font('R');
  para(`Przeciętne zatrudnienie w roku 2025 wyniosło ${WP.staff.avg} osób (${String(WP.staff.fte).replace('.', ',')} etatu). Ponadto Fundacja zawierała umowy zlecenia z animatorami zajęć. Członkowie Zarządu pełnią swoje funkcje nieodpłatnie.`);
  doc.font('B').text('6. Wynik finansowy'); doc.font('R');
  para(`Nadwyżka przychodów nad kosztami za rok 2025 wyniosła ${pln(RZ[2025].O)} zł. Zarząd proponuje przeznaczyć ją w całości na działalność statutową Fundacji w roku 2026.`);
  doc.moveDown(1);
  doc.text(`Sporządził: ${WP.accountants}, Kraków, ${WP.reportDate}`);
  doc.moveDown(0.5);
  doc.text(`Zarząd: ${WP.zarzad[0]} – Prezes Zarządu; ${WP.zarzad[1]} – Członek Zarządu`);
  await end();
}

// ------------------------------------------------------------------ 2. Comarch ERP Optima: zestawienie obrotów i sald
export async function obrotySalda(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Comarch ERP Optima';
  const ws = wb.addWorksheet('Zestawienie obrotów i sald');
  ws.columns = [{ width: 10 }, { width: 46 }, ...Array(6).fill({ width: 15 })];
  ws.addRow(['Comarch ERP Optima 2025.5.1']);
  ws.addRow(['Zestawienie obrotów i sald']).font = { bold: true, size: 13 };
  ws.addRow(['Fundacja Wiślane Podwórka, ul. Józefińska 14, 30-529 Kraków']);
  ws.addRow(['Okres obrachunkowy: 01.01.2025 - 31.12.2025', '', 'Okres: 01.01.2025 - 31.12.2025']);
  ws.addRow(['Konta: wszystkie (syntetyczne i analityczne)', '', 'Wydruk z dnia: 10.03.2026']);
  ws.addRow([]);
  const h = ws.addRow(['Konto', 'Nazwa konta', 'BO Wn', 'BO Ma', 'Obroty Wn', 'Obroty Ma', 'Saldo Wn', 'Saldo Ma']);
  h.eachCell(styleHeader);
  const first = ws.rowCount + 1;
  const top = WP.TB.filter((t) => !t.acct.includes('-'));
  const synth = new Set(WP.TB.filter((t) => t.acct.includes('-')).map((t) => t.acct.slice(0, 3)));
  const rows = [];
  for (const s of [...new Set([...top.map((t) => t.acct), ...synth])].sort()) {
    const subs = WP.TB.filter((t) => t.acct.startsWith(s + '-'));
    if (subs.length) {
      const k = ['boWn', 'boMa', 'obWn', 'obMa', 'sWn', 'sMa'];
      const agg = Object.fromEntries(k.map((x) => [x, sum(subs.map((t) => t[x]))]));
      const { ACCN } = { ACCN: { '401': 'Amortyzacja', '402': 'Zużycie materiałów i energii', '403': 'Usługi obce', '404': 'Podatki i opłaty', '405': 'Wynagrodzenia', '406': 'Ubezpieczenia społeczne i inne świadczenia', '409': 'Pozostałe koszty rodzajowe', '701': 'Przychody z działalności statutowej nieodpłatnej', '702': 'Przychody z działalności statutowej odpłatnej' } };
      rows.push({ acct: s, name: ACCN[s], ...agg, synth: true });
      rows.push(...subs);
    } else rows.push(WP.TB.find((t) => t.acct === s));
  }
  const synthRows = [];
  for (const t of rows) {
    const r = ws.addRow([t.acct, t.name, t.boWn, t.boMa, t.obWn, t.obMa, t.sWn, t.sMa]);
    if (!t.acct.includes('-')) synthRows.push(r.number);
    if (t.synth) r.font = { bold: true };
    for (let c = 3; c <= 8; c++) r.getCell(c).numFmt = '#,##0.00';
  }
  const tot = ws.addRow(['', 'Razem (konta syntetyczne)']);
  for (let c = 3; c <= 8; c++) {
    const L = colL(c - 1);
    const res = sum(synthRows.map((n) => Number(ws.getRow(n).getCell(c).value)));
    tot.getCell(c).value = F(synthRows.map((n) => `${L}${n}`).join('+').length > 250 ? `SUMIF(A${first}:A${ws.rowCount - 1},"???",${L}${first}:${L}${ws.rowCount - 1})` : synthRows.map((n) => `${L}${n}`).join('+'), res);
    tot.getCell(c).numFmt = '#,##0.00';
  }
  tot.font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. budżet 2025: plan i wykonanie by quarter
export async function budzet(file) {
  const wb = new ExcelJS.Workbook(); wb.creator = 'Katarzyna Nowicka';
  const ws = wb.addWorksheet('Budżet 2025');
  ws.columns = [{ width: 9 }, { width: 38 }, ...Array(15).fill({ width: 12.5 })];
  ws.addRow(['Fundacja Wiślane Podwórka – budżet na rok 2025 i jego wykonanie (stan na 31.12.2025, w zł)']).font = { bold: true, size: 12 };
  ws.addRow(['Plan przyjęty uchwałą Zarządu nr 2/2024 z dnia 12.12.2024; wykonanie wg ksiąg rachunkowych.']);
  ws.addRow([]);
  const r1 = ws.addRow(['Konto', 'Pozycja', 'I kwartał', '', '', 'II kwartał', '', '', 'III kwartał', '', '', 'IV kwartał', '', '', 'Razem 2025', '', '']);
  const r2_ = ws.addRow(['', '', ...Array(5).fill(['Plan', 'Wykonanie', '% wykonania']).flat()]);
  for (let g = 0; g < 5; g++) ws.mergeCells(r1.number, 3 + g * 3, r1.number, 5 + g * 3);
  ws.mergeCells(r1.number, 1, r2_.number, 1); ws.mergeCells(r1.number, 2, r2_.number, 2);
  r1.eachCell(styleHeader); r2_.eachCell(styleHeader);
  const pct = (row, pc, ac) => {
    const p = row.getCell(pc).value, a = row.getCell(ac).value;
    const pv = typeof p === 'object' ? p.result : p, av = typeof a === 'object' ? a.result : a;
    return pv ? F(`${colL(ac - 1)}${row.number}/${colL(pc - 1)}${row.number}`, av / pv) : '-';
  };
  const section = (title, lines) => {
    ws.addRow(['', title]).font = { bold: true };
    const nums = [];
    for (const l of lines) {
      const r = ws.addRow([l.acct, l.name]);
      for (let qi = 0; qi < 4; qi++) { r.getCell(3 + qi * 3).value = l.plan[qi]; r.getCell(4 + qi * 3).value = l.act[qi]; }
      r.getCell(15).value = F(`C${r.number}+F${r.number}+I${r.number}+L${r.number}`, l.planT);
      r.getCell(16).value = F(`D${r.number}+G${r.number}+J${r.number}+M${r.number}`, l.actT);
      for (let g = 0; g < 5; g++) r.getCell(5 + g * 3).value = pct(r, 3 + g * 3, 4 + g * 3);
      nums.push(r.number);
    }
    return nums;
  };
  const totalRow = (label, nums, lines) => {
    const r = ws.addRow(['', label]); r.font = { bold: true };
    for (let g = 0; g < 5; g++) for (const [off, key] of [[0, 'plan'], [1, 'act']]) {
      const c = 3 + g * 3 + off, L = colL(c - 1);
      const res = g < 4 ? sum(lines.map((l) => l[key][g])) : sum(lines.map((l) => l[key === 'plan' ? 'planT' : 'actT']));
      r.getCell(c).value = F(`SUM(${L}${nums[0]}:${L}${nums[nums.length - 1]})`, res);
    }
    for (let g = 0; g < 5; g++) r.getCell(5 + g * 3).value = pct(r, 3 + g * 3, 4 + g * 3);
    return r;
  };
  const rn = section('PRZYCHODY', WP.wrev); const rt = totalRow('Przychody razem', rn, WP.wrev);
  ws.addRow([]);
  const cn = section('KOSZTY', WP.wcost); const ct = totalRow('Koszty razem', cn, WP.wcost);
  ws.addRow([]);
  const w = ws.addRow(['', 'Wynik (przychody - koszty)']); w.font = { bold: true };
  for (let c = 3; c <= 16; c++) {
    if ((c - 5) % 3 === 0) continue;
    const a = rt.getCell(c).value, b = ct.getCell(c).value;
    w.getCell(c).value = F(`${colL(c - 1)}${rt.number}-${colL(c - 1)}${ct.number}`, r2((a.result ?? a) - (b.result ?? b)));
  }
  ws.eachRow((row, n) => { if (n > r2_.number) for (let c = 3; c <= 17; c++) row.getCell(c).numFmt = (c - 5) % 3 === 0 ? '0.0%' : '#,##0.00'; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. mBank CSV (newest first)
export function mbankCsv(file) {
  const acct = 'mBiznes konto - 11 1140 2004 0000 3702 7654 3210';
  const inflow = sum(WP.MB.filter((t) => t.amt > 0).map((t) => t.amt)), out = sum(WP.MB.filter((t) => t.amt < 0).map((t) => t.amt));
  const L = [
    'mBank S.A. Bankowość Detaliczna;', 'Skrytka Pocztowa 2108;', '90-959 Łódź 2;', 'www.mBank.pl;', 'mLinia: 801 300 800;', '+48 (42) 6 300 800;', '',
    '#Klient;', 'FUNDACJA WIŚLANE PODWÓRKA;', '',
    'Elektroniczne zestawienie operacji za okres od 01.10.2025 do 31.12.2025;', '',
    '#Za okres:;', '01.10.2025;31.12.2025;', '', '#zgodnie z wybranymi filtrami wyszukiwania;', '#dla rachunków:;', `${acct};`, '',
    '#Lista nie jest dokumentem w rozumieniu art. 7 Ustawy Prawo Bankowe (Dz. U. Nr 140 z 2002 roku, poz. 939 z późn. zm.);', '',
    '#Waluta;#Wpływy;#Wydatki;', `PLN;${pln(inflow)};${pln(out)};`, '',
    '#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;#Saldo po operacji;',
  ];
  for (const t of [...WP.MB].reverse()) L.push(`${t.date};"${t.type} ${t.desc}";"${acct.replace(' - ', ' ')}";"${t.cat}";${pln(t.amt)} PLN;${pln(t.bal)} PLN;`);
  fs.writeFileSync(file, L.join('\n') + '\n');
}

// ------------------------------------------------------------------ 5. protokół z posiedzenia Rady Fundacji
export async function protokol(file) {
  const { RZ, BIL } = WP;
  const z = (v) => `${pln(v, true)} zł`;
  const children = [
    P('Fundacja Wiślane Podwórka', { bold: true, align: 'center', size: 13 }),
    P('PROTOKÓŁ NR 1/2026', { bold: true, align: 'center', size: 13 }),
    P(`z posiedzenia Rady Fundacji, które odbyło się w dniu ${WP.meeting} r. w siedzibie Fundacji w Krakowie, ul. Józefińska 14`, { align: 'center' }),
    P('Obecni członkowie Rady: Anna Kowalczyk (Przewodnicząca Rady), Piotr Zieliński, Magdalena Dąbrowska, Jan Lewandowski. Nieobecna: Ewa Mazur (usprawiedliwiona). Rada liczy 5 członków; przy obecności 4 członków Rada jest zdolna do podejmowania uchwał.', { before: 200 }),
    P(`Zaproszeni goście: ${WP.zarzad[0]} (Prezes Zarządu), ${WP.zarzad[1]} (Członek Zarządu), Joanna Pietrzyk (${WP.accountants}).`),
    P('Porządek obrad:', { bold: true, before: 120 }),
    P('1. Przedstawienie sprawozdania finansowego Fundacji za rok 2025.', { indent: 360, after: 40 }),
    P('2. Podjęcie uchwały w sprawie zatwierdzenia sprawozdania finansowego za rok 2025.', { indent: 360, after: 40 }),
    P('3. Podjęcie uchwały w sprawie przeznaczenia nadwyżki przychodów nad kosztami.', { indent: 360, after: 40 }),
    P('4. Podjęcie uchwały w sprawie udzielenia absolutorium członkom Zarządu.', { indent: 360, after: 40 }),
    P('5. Sprawy różne.', { indent: 360 }),
    P('Ad 1.', { bold: true, before: 120 }),
    P(`Pani Joanna Pietrzyk przedstawiła sprawozdanie finansowe za rok 2025 sporządzone w dniu ${WP.reportDate}. Podstawowe dane ze sprawozdania przedstawia poniższa tabela.`),
    T([
      ['Pozycja', 'Rok 2025'],
      ['Suma bilansowa na dzień 31.12.2025', z(BIL[2025].aktywa)],
      ['Przychody ogółem', z(RZ[2025].przychody)],
      ['Koszty ogółem', z(RZ[2025].koszty)],
      ['Wynik finansowy netto (nadwyżka przychodów nad kosztami)', z(RZ[2025].O)],
      ['Środki pieniężne na dzień 31.12.2025', z(BIL[2025].cash)],
    ], { widths: [6000, 2600], numCols: [1], boldRows: [4] }),
    P('Ad 2.', { bold: true, before: 200 }),
    P(`Rada Fundacji podjęła Uchwałę nr 1/2026 w sprawie zatwierdzenia sprawozdania finansowego Fundacji za rok obrotowy 2025, obejmującego bilans zamykający się po stronie aktywów i pasywów sumą ${z(BIL[2025].aktywa)}, rachunek zysków i strat wykazujący zysk netto w kwocie ${z(RZ[2025].O)} oraz informację dodatkową. Wyniki głosowania: za – 4, przeciw – 0, wstrzymujących się – 0.`),
    P('Ad 3.', { bold: true }),
    P('Rada Fundacji podjęła Uchwałę nr 2/2026, zgodnie z którą nadwyżka przychodów nad kosztami za rok 2025 zostaje w całości przeznaczona na działalność statutową Fundacji w roku 2026, w szczególności na otwarcie czwartej świetlicy podwórkowej w Bieżanowie. Wyniki głosowania: za – 4, przeciw – 0, wstrzymujących się – 0.'),
    P('Ad 4.', { bold: true }),
    P(`Rada Fundacji podjęła Uchwałę nr 3/2026 w sprawie udzielenia absolutorium Prezes Zarządu ${WP.zarzad[0]} oraz Członkowi Zarządu ${WP.zarzad[1]} z wykonania obowiązków w roku 2025. Wyniki głosowania: za – 3, przeciw – 0, wstrzymujących się – 1.`),
    P('Ad 5.', { bold: true }),
    P(`Prezes Zarządu poinformowała, że Gmina Miejska Kraków ogłosiła konkurs na rok 2026; Fundacja złoży ofertę na kwotę 450\u00a0000,00 zł. Kolejne posiedzenie Rady zaplanowano na dzień ${WP.nextMeeting} r.`),
    P('Na tym protokół zakończono.', { before: 120 }),
    P(`Protokołował: Jan Lewandowski                                Przewodnicząca Rady: ${WP.chair}`, { before: 300 }),
  ];
  await writeDocx(file, children, { title: 'Protokół Rady Fundacji 24.03.2026', creator: 'Jan Lewandowski' });
}

// ------------------------------------------------------------------ 6. paragon fiskalny (photo)
export async function paragonPhoto(file) {
  const R = WP.PARAGON;
  const c = (s) => s.replace('.', ',');
  const lines = [
    { t: 'ARTEKS HURTOWNIA PAPIERNICZA', size: 27, bold: true, center: true },
    { t: 's.c. J. Kaczmarek, M. Kaczmarek', size: 22, center: true },
    { t: 'ul. Wielicka 72, 30-552 Krakow', size: 22, center: true },
    { t: `NIP ${R.nip}`, size: 22, center: true },
    { gap: 6 },
    { cols: [`${R.date} ${R.time}`, `nr wydr. ${R.no}`], size: 22 },
    { t: 'PARAGON FISKALNY', size: 28, bold: true, center: true },
    { rule: true },
    ...R.items.flatMap((x) => [
      { t: x.n, size: 23 },
      { cols: [`      ${x.q} x ${c(x.pr.toFixed(2))}`, `${c(x.amt.toFixed(2))} ${x.c}`], size: 23 },
    ]),
    { rule: true },
    { cols: ['SPRZEDAZ OPODATK. A', c(R.sA.toFixed(2))], size: 23 },
    { cols: ['PTU A 23,00 %', c(R.ptuA.toFixed(2))], size: 23 },
    { cols: ['SPRZEDAZ OPODATK. B', c(R.sB.toFixed(2))], size: 23 },
    { cols: ['PTU B 8,00 %', c(R.ptuB.toFixed(2))], size: 23 },
    { cols: ['SUMA PTU', c(R.ptu.toFixed(2))], size: 23 },
    { rule: true },
    { cols: ['SUMA PLN', c(R.total.toFixed(2))], size: 31, bold: true },
    { rule: true },
    { cols: ['KARTA PLATNICZA', c(R.total.toFixed(2))], size: 23 },
    { t: 'NIP NABYWCY: 6793187402', size: 22 },
    { gap: 6 },
    { cols: ['#0418  KASA 2', 'KASJER 03'], size: 21 },
    { t: 'BFC 2205114873', size: 21, center: true },
    { t: 'DZIEKUJEMY, ZAPRASZAMY PONOWNIE', size: 21, center: true },
  ];
  await photoDocument(file, lines, { width: 680, height: 1120, angle: -1.3, seed: 505, format: 'jpeg', mono: true, margin: 40, noise: 22 });
}
