// Stichting Buurtsteunpunt De Schakel (Utrecht, calendar year 2025): the five Dutch documents.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P, T, writeDocx } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { DS, FILES, NL_MONTHS } from '../data.mjs';

const F = FILES.deschakel;
// 1234567.5 -> "1.234.567,50"
export const nl = (v, dp = 0) => {
  const s = Math.abs(v).toFixed(dp);
  const [i, d] = s.split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${v < 0 && Math.abs(v) >= 0.5 * 10 ** -dp ? '-' : ''}${g}${d ? `,${d}` : ''}`;
};
export const eur = (v, dp = 0) => (Math.abs(v) < 0.5 * 10 ** -dp ? '€ -' : `€ ${nl(v, dp)}`);
const dmy = (iso) => iso.split('-').reverse().join('-');
const nlLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${NL_MONTHS[m - 1]} ${y}`; };
const NAME = DS.name;
const fx = (formula, result) => (result === 0 ? 0 : { formula, result });

// ------------------------------------------------------------------ 1. Jaarrekening 2025 (pdf)
export async function jaarrekening(dir, v) {
  const { doc, end } = newPdf(path.join(dir, F.jr), { title: 'Jaarrekening 2025', author: DS.accountant.firm, margin: undefined, margins: { top: 50, bottom: 20, left: 50, right: 50 } });
  let page = 1;
  const foot = () => { doc.font('I').fontSize(7.5).fillColor('#666666').text(`${NAME} · Jaarrekening 2025`, 50, 800, { lineBreak: false }); doc.text(`${page}`, 500, 800, { width: 45, align: 'right', lineBreak: false }); doc.fillColor('black'); };
  const newPage = (o = {}) => { doc.addPage({ size: 'A4', margins: { top: 50, bottom: 20, left: 50, right: 50 }, layout: o.landscape ? 'landscape' : 'portrait' }); page++; if (!o.landscape) foot(); else { doc.font('I').fontSize(7.5).fillColor('#666666').text(`${NAME} · Jaarrekening 2025`, 50, 560, { lineBreak: false }); doc.text(`${page}`, 745, 560, { width: 45, align: 'right', lineBreak: false }); doc.fillColor('black'); } doc.x = 50; doc.y = 50; };
  const h1 = (t) => { doc.font('B').fontSize(14).text(t, 50, doc.y); doc.moveDown(0.6); };
  const h2 = (t) => { doc.moveDown(0.4); doc.font('B').fontSize(10.5).text(t, 50, doc.y); doc.moveDown(0.3); };
  const para = (t) => { doc.font('R').fontSize(9).text(t, 50, doc.y, { width: 495, align: 'justify', lineGap: 1.5 }); doc.moveDown(0.5); };
  // rows: {label, vals:[numbers], bold, head, indent}
  const table = (heads, rows, right, o = {}) => {
    const size = o.size || 8.5;
    let y = doc.y;
    doc.font('B').fontSize(size - 0.5);
    const hh = Math.max(...heads.map((h) => doc.heightOfString(h, { width: o.colW || 80 })));
    heads.forEach((h, i) => { const hs = doc.heightOfString(h, { width: o.colW || 80 }); doc.text(h, right[i] - (o.colW || 80), y + hh - hs, { width: o.colW || 80, align: 'right' }); });
    y += hh + 3;
    doc.moveTo(50, y).lineTo(right.at(-1), y).lineWidth(0.5).stroke();
    y += 5;
    for (const r of rows) {
      if (r.gap) { y += 6; continue; }
      doc.font(r.bold || r.head ? 'B' : 'R').fontSize(size);
      doc.text(r.label, 50 + (r.indent || 0) * 12, y, { lineBreak: false });
      (r.vals || []).forEach((x, i) => doc.text(typeof x === 'string' ? x : eur(x), right[i] - 80, y, { width: 80, align: 'right', lineBreak: false }));
      if (r.bold && r.vals) right.forEach((x) => doc.moveTo(x - 60, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke());
      y += size + 6;
    }
    doc.x = 50; doc.y = y + 6;
  };
  // cover
  doc.font('B').fontSize(22).text(NAME, 50, 260, { width: 495, align: 'center' });
  doc.font('R').fontSize(16).text('Jaarrekening 2025', { width: 495, align: 'center' });
  doc.moveDown(2);
  doc.font('R').fontSize(10).text(`${DS.addr}, ${DS.pc}`, { width: 495, align: 'center' });
  doc.text(`KvK ${DS.kvk} · RSIN ${DS.rsin}`, { width: 495, align: 'center' });
  foot();
  // inhoud + bestuursverslag
  newPage();
  h1('Inhoudsopgave');
  for (const [t, p] of [['Bestuursverslag', 2], ['Balans per 31 december 2025', 3], ['Staat van baten en lasten over 2025', 4], ['Toelichting', 5], ['Lastenverdeling 2025', 6], ['Overige gegevens', 7]]) {
    const y = doc.y; doc.font('R').fontSize(9.5).text(t, 60, y, { lineBreak: false }); doc.text(String(p), 480, y, { width: 40, align: 'right', lineBreak: false }); doc.y = y + 15;
  }
  doc.moveDown(1.5);
  h1('Bestuursverslag 2025');
  const s = v.staat;
  para(`${NAME} biedt in Utrecht Overvecht voedselhulp, schuldhulp en thuisadministratie aan huishoudens die het financieel zwaar hebben, en keert in noodsituaties kleine bedragen uit via het Noodfonds. Het steunpunt is vier dagen per week open aan de ${DS.addr}. Het werk wordt gedragen door ${DS.volunteers} vrijwilligers (2024: ${DS.volunteers2024}) en twee betaalde krachten.`);
  para(`In 2025 ontvingen ${DS.foodHouseholds} huishoudens voedselhulp. ${v.sub.prest['Huishoudens met schuldhulp'][1]} huishoudens kregen schuldhulp en ${v.sub.prest['Koppels thuisadministratie'][1]} koppels thuisadministratie liepen. De subsidie van de gemeente Utrecht werd niet volledig besteed; het restant wordt terugbetaald.`);
  para(`Financieel sluit 2025 met een positief saldo van baten en lasten van ${eur(s['Saldo van baten en lasten'][0])} (begroot: ${eur(s['Saldo van baten en lasten'][1])}). De baten stegen door hogere giften van particulieren en bedrijven, onder meer voor de Kerstpakkettenactie. Het bestuur heeft ${eur(DS.funds.koelcel.add)} toegevoegd aan de bestemmingsreserve voor vervanging van de koelcel, die naar verwachting in 2027 nodig is. Het overige positieve saldo is toegevoegd aan de continuïteitsreserve.`);
  para(`Het bestuur bestond in 2025 uit ${DS.board.map(([f, n]) => `${n} (${f.toLowerCase()})`).join(', ')}. De bestuursleden zijn onbezoldigd.`);
  // balans
  newPage();
  h1('Balans per 31 december 2025');
  doc.font('I').fontSize(8).text('(na resultaatbestemming)', 50, doc.y); doc.moveDown(0.6);
  const b = v.bal;
  const br = (label, o = {}) => ({ label, vals: b[label], ...o });
  table(['31 december 2025', '31 december 2024'], [
    { label: 'ACTIVA', head: true },
    { label: 'Vaste activa', head: true, indent: 0 },
    br('Materiële vaste activa', { indent: 1 }),
    { gap: true },
    { label: 'Vlottende activa', head: true },
    br('Voorraden', { indent: 1 }), br('Vorderingen en overlopende activa', { indent: 1 }), br('Liquide middelen', { indent: 1 }),
    br('Totaal vlottende activa', { bold: true }),
    { gap: true },
    br('Totaal activa', { bold: true }),
    { gap: true }, { gap: true },
    { label: 'PASSIVA', head: true },
    { label: 'Reserves en fondsen', head: true },
    { label: 'Reserves', indent: 1, head: true },
    br('Continuïteitsreserve', { indent: 2 }), br('Bestemmingsreserve vervanging koelcel', { indent: 2 }),
    { label: 'Fondsen', indent: 1, head: true },
    br('Bestemmingsfonds Noodfonds', { indent: 2 }), br('Bestemmingsfonds Thuisadministratie', { indent: 2 }),
    br('Totaal reserves en fondsen', { bold: true }),
    { gap: true },
    { label: 'Kortlopende schulden', head: true },
    br('Crediteuren', { indent: 1 }), br('Belastingen en premies sociale verzekeringen', { indent: 1 }), br('Terug te betalen subsidie', { indent: 1 }), br('Overige schulden en overlopende passiva', { indent: 1 }),
    br('Totaal kortlopende schulden', { bold: true }),
    { gap: true },
    br('Totaal passiva', { bold: true }),
  ], [420, 540]);
  // staat
  newPage();
  h1('Staat van baten en lasten over 2025');
  const sr = (label, o = {}) => ({ label, vals: s[label], ...o });
  table(['Realisatie 2025', 'Begroting 2025', 'Realisatie 2024'], [
    { label: 'BATEN', head: true },
    sr('Baten van particulieren', { indent: 1 }), sr('Baten van bedrijven', { indent: 1 }), sr('Baten van andere organisaties zonder winststreven', { indent: 1 }), sr('Subsidies van overheden', { indent: 1 }),
    sr('Som der baten', { bold: true }),
    { gap: true },
    { label: 'LASTEN', head: true },
    { label: 'Besteed aan doelstellingen', indent: 1, head: true },
    sr('Voedselhulp', { indent: 2 }), sr('Schuldhulp en thuisadministratie', { indent: 2 }), sr('Noodfonds', { indent: 2 }),
    sr('Totaal besteed aan doelstellingen', { indent: 1, bold: true }),
    sr('Wervingskosten', { indent: 1 }), sr('Kosten beheer en administratie', { indent: 1 }),
    sr('Som der lasten', { bold: true }),
    { gap: true },
    sr('Saldo voor financiële baten en lasten', { bold: true }),
    sr('Financiële baten en lasten', { indent: 1 }),
    sr('Saldo van baten en lasten', { bold: true }),
  ], [345, 445, 545], { labelW: 230 });
  doc.moveDown(0.8);
  h2('Resultaatbestemming 2025');
  para('Het saldo van baten en lasten is als volgt verdeeld (toevoeging / onttrekking -):');
  const rb = v.rb;
  table(['2025'], [
    ...['Continuïteitsreserve', 'Bestemmingsreserve vervanging koelcel', 'Bestemmingsfonds Noodfonds', 'Bestemmingsfonds Thuisadministratie'].map((l) => ({ label: l, vals: [rb[l]], indent: 1 })),
    { label: 'Totaal', vals: [rb.Totaal], bold: true },
  ], [445]);
  // toelichting
  newPage();
  h1('Toelichting');
  h2('Grondslagen');
  para('De jaarrekening is opgesteld volgens Richtlijn C2 Kleine fondsenwervende organisaties van de Raad voor de Jaarverslaggeving. Activa en passiva zijn gewaardeerd tegen nominale waarde, tenzij anders vermeld. Materiële vaste activa worden lineair afgeschreven in vijf jaar. Baten worden verantwoord in het jaar waarin zij zijn toegezegd; subsidies in het jaar waarin de gesubsidieerde kosten zijn gemaakt. Niet-bestede subsidie is opgenomen als terug te betalen subsidie.');
  h2('Verloop reserves en fondsen');
  const fr = v.fondsen;
  table(['Saldo 1-1-2025', 'Toevoeging', 'Onttrekking', 'Saldo 31-12-2025'], Object.keys(fr).map((l) => ({ label: l, vals: [fr[l][0], fr[l][1], -fr[l][2], fr[l][3]] })), [300, 380, 460, 545], { labelW: 200, size: 8, colW: 70 });
  para(`Het Noodfonds wordt gevoed door de bijdrage van Stichting Kansfonds (toekenning 2025-0412) en besteed aan directe uitkeringen aan huishoudens. Het fonds Thuisadministratie bevat de nog niet bestede bijdrage van het Oranje Fonds; de laatste termijn van ${eur(6250)} was op 31 december 2025 nog te ontvangen.`);
  h2('Personeelskosten');
  const pe = v.pers;
  table(['2025', '2024'], [
    ...['Brutolonen', 'Sociale lasten', 'Pensioenlasten'].map((l) => ({ label: l, vals: pe[l], indent: 1 })),
    { label: 'Totaal personeelskosten', vals: pe['Totaal personeelskosten'], bold: true },
  ], [445, 545]);
  para(`Gemiddeld aantal medewerkers in fte: ${nl(v.fte[0], 1)} (2024: ${nl(v.fte[1], 1)}). De medewerkers zijn in dienst volgens de cao Sociaal Werk. De bestuurders ontvangen geen bezoldiging.`);
  h2('Gebeurtenissen na balansdatum');
  para('Per 1 januari 2026 is de huur van de bedrijfsruimte geïndexeerd. Er hebben zich geen andere gebeurtenissen voorgedaan die van invloed zijn op de jaarrekening.');
  // lastenverdeling (landscape)
  newPage({ landscape: true });
  h1('Lastenverdeling 2025');
  const lv = v.lv;
  const right = [340, 400, 460, 520, 580, 660, 730, 795];
  const heads = ['Voedselhulp', 'Schuldhulp en thuisadmini- stratie', 'Noodfonds', 'Werving baten', 'Beheer en admini- stratie', 'Totaal 2025', 'Begroting 2025', 'Totaal 2024'];
  const y0 = doc.y;
  doc.font('B').fontSize(7.5).text('Doelstellingen', right[0] - 58, y0, { width: right[2] - right[0] + 58, align: 'center' });
  doc.moveTo(right[0] - 58, y0 + 10).lineTo(right[2], y0 + 10).lineWidth(0.4).stroke();
  doc.y = y0 + 14;
  const yh = doc.y;
  doc.font('B').fontSize(7.5);
  const hs = heads.map((h) => doc.heightOfString(h, { width: 56 }));
  const hh = Math.max(...hs);
  heads.forEach((h, i) => doc.text(h, right[i] - 56, yh + hh - hs[i], { width: 56, align: 'right' }));
  let y = yh + hh + 3;
  doc.moveTo(50, y).lineTo(795, y).lineWidth(0.5).stroke();
  y += 5;
  for (const [label, vals] of Object.entries(lv)) {
    const bold = label === 'Totaal';
    doc.font(bold ? 'B' : 'R').fontSize(8);
    doc.text(label, 50, y, { lineBreak: false, width: 220 });
    vals.forEach((x, i) => doc.text(eur(x), right[i] - 62, y, { width: 62, align: 'right', lineBreak: false }));
    if (bold) right.forEach((x) => doc.moveTo(x - 50, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke());
    y += 15;
  }
  doc.y = y + 10; doc.x = 50;
  doc.font('R').fontSize(8).text('Verdeelsleutels: personeelskosten naar tijdsbesteding (15% voedselhulp, 60% schuldhulp en thuisadministratie, 5% noodfonds, 5% werving, 15% beheer en administratie); huisvesting naar vloeroppervlak; kantoor- en algemene kosten voor de helft naar beheer en administratie.', 50, doc.y, { width: 740 });
  // overige gegevens
  newPage();
  h1('Overige gegevens');
  h2('Vaststelling jaarrekening');
  para(`De jaarrekening 2025 is door het bestuur vastgesteld in de vergadering van ${nlLong(DS.adopted)}.`);
  h2('Samenstellingsverklaring van de accountant');
  para(`Aan het bestuur van ${NAME}. De jaarrekening van ${NAME} te Utrecht is door ons samengesteld op basis van de door u verstrekte gegevens. De jaarrekening bestaat uit de balans per 31 december 2025 en de staat van baten en lasten over 2025 met de toelichting. Wij hebben deze samenstellingsopdracht uitgevoerd volgens Standaard 4410. Op grond van de ons verstrekte gegevens zijn wij van oordeel dat wij de jaarrekening hebben samengesteld conform Richtlijn C2. Wij hebben geen controle- of beoordelingswerkzaamheden verricht.`);
  para(`${DS.accountant.town}, ${nlLong(DS.accountant.date)}`);
  para(`${DS.accountant.firm}\nw.g. ${DS.accountant.partner}`);
  h2('Ondertekening door het bestuur');
  para(`Utrecht, ${nlLong(DS.adopted)}`);
  for (const [f, n] of DS.board) para(`${n}, ${f.toLowerCase()}`);
  await end();
}

// ------------------------------------------------------------------ 2. Exact Online kolommenbalans + grootboekkaart (xlsx)
export async function exact(dir, v) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Exact Online';
  const NF = '#,##0.00;-#,##0.00;""';
  const ws = wb.addWorksheet('Kolommenbalans');
  ws.columns = [{ width: 18 }, { width: 44 }, { width: 15 }, { width: 15 }, { width: 15 }, { width: 15 }];
  ws.getCell('A1').value = 'Kolommenbalans'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = `${NAME} (administratie 104)`;
  ws.getCell('A3').value = 'Boekjaar: 2025    Periode: 1 - 12    Rapportagevaluta: EUR    Inclusief niet-verwerkte boekingen: Nee';
  ws.getCell('A3').font = { size: 9, color: { argb: 'FF666666' } };
  ws.mergeCells('C5:D5'); ws.getCell('C5').value = 'Balans';
  ws.mergeCells('E5:F5'); ws.getCell('E5').value = 'Winst & verlies';
  const h = ws.getRow(6); h.values = ['Grootboekrekening', 'Omschrijving', 'Debet', 'Credit', 'Debet', 'Credit'];
  for (const c of ['C5', 'E5']) { ws.getCell(c).font = { bold: true }; ws.getCell(c).alignment = { horizontal: 'center' }; }
  h.eachCell((c) => { c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  let r = 7;
  const tots = [0, 0, 0, 0];
  for (const [code, a] of Object.entries(v.kb)) {
    const row = ws.getRow(r);
    row.getCell(1).value = code; row.getCell(2).value = a.name;
    [a.bd, a.bc, a.wd, a.wc].forEach((x, i) => { if (x) { row.getCell(i + 3).value = x; row.getCell(i + 3).numFmt = NF; tots[i] += x; } });
    r++;
  }
  const first = 7, last = r - 1;
  const tr = ws.getRow(r); tr.getCell(2).value = 'Totaal';
  ['C', 'D', 'E', 'F'].forEach((L, i) => { tr.getCell(i + 3).value = fx(`SUM(${L}${first}:${L}${last})`, Math.round(tots[i] * 100) / 100); tr.getCell(i + 3).numFmt = NF; });
  tr.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' } }; });
  r++;
  const res = ws.getRow(r); res.getCell(2).value = 'Resultaat';
  res.getCell(4).value = v.result; res.getCell(4).numFmt = NF; res.getCell(5).value = v.result; res.getCell(5).numFmt = NF;
  r++;
  const et = ws.getRow(r); et.getCell(2).value = 'Eindtotaal';
  const eT = [tots[0], tots[1] + v.result, tots[2] + v.result, tots[3]].map((x) => Math.round(x * 100) / 100);
  ['C', 'D', 'E', 'F'].forEach((L, i) => { et.getCell(i + 3).value = fx(`${L}${r - 2}+${L}${r - 1}`, eT[i]); et.getCell(i + 3).numFmt = NF; });
  et.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; });

  const wg = wb.addWorksheet('Grootboekkaart 4200');
  wg.columns = [{ width: 12 }, { width: 14 }, { width: 9 }, { width: 46 }, { width: 34 }, { width: 13 }, { width: 13 }, { width: 14 }];
  wg.getCell('A1').value = 'Grootboekkaart'; wg.getCell('A1').font = { bold: true, size: 14 };
  wg.getCell('A2').value = `${NAME} (administratie 104)`;
  wg.getCell('A3').value = 'Boekjaar: 2025    Periode: 1 - 12    Grootboekrekening: 4200 Inkoop levensmiddelen';
  wg.getCell('A3').font = { size: 9, color: { argb: 'FF666666' } };
  const gh = wg.getRow(5); gh.values = ['Datum', 'Boekstuknummer', 'Dagboek', 'Omschrijving', 'Relatie', 'Debet', 'Credit', 'Saldo'];
  gh.eachCell((c) => { c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  const bs = wg.getRow(6); bs.getCell(4).value = 'Beginsaldo'; bs.getCell(8).value = 0; bs.getCell(8).numFmt = '#,##0.00'; bs.getCell(4).font = { italic: true };
  let g = 7, saldo = 0;
  const dag = { 60: '60 Inkoop', 90: '90 Memoriaal' };
  for (const e of v.gbk) {
    const row = wg.getRow(g);
    const [y, m, d] = e.date.split('-').map(Number);
    row.getCell(1).value = new Date(Date.UTC(y, m - 1, d)); row.getCell(1).numFmt = 'dd-mm-yyyy';
    row.getCell(2).value = e.stuk; row.getCell(3).value = dag[e.dagboek]; row.getCell(4).value = e.omschr; row.getCell(5).value = e.relatie || null;
    if (e.debet) { row.getCell(6).value = e.debet; row.getCell(6).numFmt = NF; }
    if (e.credit) { row.getCell(7).value = e.credit; row.getCell(7).numFmt = NF; }
    saldo = Math.round((saldo + e.debet - e.credit) * 100) / 100;
    row.getCell(8).value = fx(`H${g - 1}+F${g}-G${g}`, saldo); row.getCell(8).numFmt = '#,##0.00';
    g++;
  }
  const gt = wg.getRow(g); gt.getCell(4).value = 'Totaal mutaties';
  const dSum = Math.round(v.gbk.reduce((s, e) => s + e.debet, 0) * 100) / 100, cSum = Math.round(v.gbk.reduce((s, e) => s + e.credit, 0) * 100) / 100;
  gt.getCell(6).value = fx(`SUM(F7:F${g - 1})`, dSum); gt.getCell(7).value = fx(`SUM(G7:G${g - 1})`, cSum);
  gt.getCell(6).numFmt = NF; gt.getCell(7).numFmt = NF;
  gt.eachCell((c) => { c.font = { bold: true }; c.border = { top: { style: 'thin' } }; });
  const ge = wg.getRow(g + 1); ge.getCell(4).value = 'Eindsaldo'; ge.getCell(8).value = fx(`H${g - 1}`, saldo); ge.getCell(8).numFmt = '#,##0.00'; ge.getCell(4).font = { bold: true };
  await wb.xlsx.writeFile(path.join(dir, F.exact));
}

// ------------------------------------------------------------------ 3. Voortgangsrapportage subsidie (docx)
export async function subsidy(dir, v) {
  const S = DS.subsidy;
  const H = v.sub.hours, E = v.sub.eur, PR = v.sub.prest;
  const hrs = (x) => nl(x, 0);
  const kids = [
    P('Gemeente Utrecht · Maatschappelijke Ontwikkeling', { italic: true, size: 9, after: 60 }),
    P('Voortgangsrapportage Q4 2025 en eindverantwoording 2025', { bold: true, size: 15, after: 60 }),
    P('Subsidie Schuldhulp en thuisadministratie Overvecht', { bold: true, size: 12, after: 200 }),
    T([
      ['Subsidieontvanger', NAME],
      ['Kenmerk beschikking', `${S.kenmerk} (beschikking van ${dmy(S.beschikkingDate)})`],
      ['Subsidiebedrag 2025', eur(S.grant, 2)],
      ['Subsidieperiode', '01-01-2025 t/m 31-12-2025'],
      ['Rapportageperiode', 'vierde kwartaal 2025 (oktober t/m december) en het gehele jaar'],
      ['Contactpersoon', S.contact],
      ['Datum rapportage', dmy(S.reportDate)],
    ], { header: 0, widths: [2800, 6200] }),
    P('', { after: 120 }),
    P('1. Inzet uren', { bold: true, size: 12, before: 120 }),
    P('Gerealiseerde uren per kwartaal tegenover de begrote uren uit de subsidieaanvraag. Een negatief verschil betekent minder uren dan begroot.', { size: 10 }),
    T([
      ['Activiteit', 'Begroot 2025', 'Q1', 'Q2', 'Q3', 'Q4', 'Totaal 2025', 'Verschil'],
      ...Object.entries(H).map(([l, r]) => [l, ...r.map(hrs)]),
    ], { widths: [3000, 950, 700, 700, 700, 700, 1000, 900], numCols: [1, 2, 3, 4, 5, 6, 7], boldRows: [Object.keys(H).length], size: 9 }),
    P('', { after: 120 }),
    P('2. Financiële verantwoording', { bold: true, size: 12, before: 120 }),
    P('Bestede kosten ten laste van de subsidie per kwartaal. Bedragen in euro’s.', { size: 10 }),
    T([
      ['Kostensoort', 'Begroot 2025', 'Q1', 'Q2', 'Q3', 'Q4', 'Besteed 2025', 'Restant'],
      ...Object.entries(E).map(([l, r]) => [l, ...r.map((x) => eur(x, 2))]),
    ], { widths: [2300, 1150, 1050, 1050, 1050, 1050, 1200, 1000], numCols: [1, 2, 3, 4, 5, 6, 7], boldRows: [Object.keys(E).length], size: 8 }),
    P('', { after: 120 }),
    P('3. Prestaties', { bold: true, size: 12, before: 120 }),
    T([
      ['Indicator', 'Afspraak 2025', 'Realisatie 2025'],
      ...Object.entries(PR).map(([l, r]) => [l, (l.startsWith('Gemiddelde') ? 'max. ' : '') + hrs(r[0]), hrs(r[1])]),
    ], { widths: [4600, 2000, 2000], numCols: [1, 2], size: 9 }),
    P('', { after: 120 }),
    P('4. Toelichting', { bold: true, size: 12, before: 120 }),
    P(`Schuldhulpverlening: in het derde kwartaal waren minder uren beschikbaar door vakantie en een langdurig zieke medewerker; in het vierde kwartaal is een deel ingehaald. Budgetcursussen: in juli en augustus is geen cursus gegeven (zomerstop), waardoor het aantal deelnemers onder de afspraak bleef.`, { size: 10 }),
    P(`Onderbesteding: van het subsidiebedrag van ${eur(S.grant, 2)} is ${eur(E.Totaal[5], 2)} besteed. Het restant van ${eur(E.Totaal[6], 2)} wordt conform de beschikking binnen ${S.repayWeeks} weken na de vaststelling terugbetaald. Het bedrag is in de jaarrekening 2025 opgenomen onder de kortlopende schulden.`, { size: 10 }),
    P('De voorschotten over 2025 zijn in vier gelijke termijnen ontvangen. De jaarrekening 2025 met samenstellingsverklaring wordt na vaststelling door het bestuur nagezonden.', { size: 10 }),
    P('', { after: 200 }),
    P(`Utrecht, ${nlLong(S.reportDate)}`, { size: 10 }),
    P(`${DS.board[2][1]}, penningmeester            ${DS.coordinator}, coördinator`, { size: 10 }),
  ];
  await writeDocx(path.join(dir, F.sub), kids, { title: 'Voortgangsrapportage Q4 2025', creator: DS.coordinator });
}

// ------------------------------------------------------------------ 4. Rabobank CSV (Af/Bij)
export function bank(dir, v) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const split = (t) => {
    const out = ['', '', ''];
    let i = 0;
    for (const w of t.split(' ')) { if ((out[i] + ' ' + w).trim().length > 40 && i < 2) i++; out[i] = (out[i] ? out[i] + ' ' : '') + w; }
    return out;
  };
  const cols = ['IBAN/BBAN', 'Munt', 'BIC', 'Volgnr', 'Datum', 'Rentedatum', 'Af/Bij', 'Bedrag', 'Saldo na trn', 'Tegenrekening IBAN/BBAN', 'Naam tegenpartij', 'Code', 'Omschrijving-1', 'Omschrijving-2', 'Omschrijving-3'];
  const num = (x) => x.toFixed(2).replace('.', ',');
  const lines = [cols.map(q).join(',')];
  for (const b of v.bank) {
    lines.push([DS.iban, 'EUR', 'RABONL2U', b.volgnr, dmy(b.date), dmy(b.date), b.afbij, num(b.amount), `${b.saldo < 0 ? '-' : '+'}${num(Math.abs(b.saldo))}`, b.iban, b.name, b.code, ...split(b.omschr)].map(q).join(','));
  }
  fs.writeFileSync(path.join(dir, F.bank), lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 5. ANBI-publicatie (web page printed to pdf)
export async function anbi(dir, v) {
  const { doc, end } = newPdf(path.join(dir, F.anbi), { title: 'ANBI-gegevens | Stichting Buurtsteunpunt De Schakel', author: '', margin: undefined, margins: { top: 40, bottom: 10, left: 30, right: 30 } });
  let page = 1;
  const chrome = () => {
    doc.font('R').fontSize(7).fillColor('#444444');
    doc.text('26-03-2026 15:04', 30, 18, { lineBreak: false });
    doc.text('ANBI-gegevens | Stichting Buurtsteunpunt De Schakel', 200, 18, { width: 300, align: 'center', lineBreak: false });
    doc.text(`https://${DS.web}/anbi`, 30, 815, { lineBreak: false });
    doc.text(`${page}/2`, 520, 815, { width: 45, align: 'right', lineBreak: false });
    doc.fillColor('black');
    doc.x = 60; doc.y = 50;
  };
  chrome();
  doc.rect(60, 45, 475, 28).fill('#2e7d32'); doc.fillColor('white').font('B').fontSize(12).text('De Schakel  ·  Home   Wat wij doen   Vrijwilligers   Doneren   ANBI   Contact', 72, 54, { lineBreak: false }); doc.fillColor('black');
  doc.y = 92;
  const h = (t) => { if (doc.y > 740) { doc.addPage({ size: 'A4', margins: { top: 40, bottom: 10, left: 30, right: 30 } }); page++; chrome(); } doc.moveDown(0.5); doc.font('B').fontSize(12).fillColor('#2e7d32').text(t, 60, doc.y); doc.fillColor('black'); doc.moveDown(0.2); };
  const p = (t) => { doc.font('R').fontSize(9.5).text(t, 60, doc.y, { width: 475, lineGap: 1.5 }); doc.moveDown(0.4); };
  doc.font('B').fontSize(18).text('ANBI-gegevens', 60, doc.y); doc.moveDown(0.3);
  p(`${NAME} is door de Belastingdienst aangemerkt als Algemeen Nut Beogende Instelling (ANBI). Giften aan ons zijn daardoor aftrekbaar voor de inkomsten- en vennootschapsbelasting. Hieronder staan de gegevens die wij als ANBI moeten publiceren.`);
  h('Algemene gegevens');
  const kv = [['Naam', NAME], ['RSIN / fiscaal nummer', DS.rsin], ['KvK-nummer', DS.kvk], ['Bezoekadres', `${DS.addr}, ${DS.pc}`], ['E-mail', 'info@deschakel-utrecht.nl'], ['Telefoon', '030 - 263 41 87'], ['Bankrekening', 'NL44 RABO 0312 4567 89']];
  for (const [k, val] of kv) { const y = doc.y; doc.font('B').fontSize(9.5).text(k, 60, y, { lineBreak: false }); doc.font('R').text(val, 210, y, { lineBreak: false }); doc.y = y + 14; }
  h('Bestuurssamenstelling');
  for (const [f, n] of DS.board) { const y = doc.y; doc.font('B').fontSize(9.5).text(f, 60, y, { lineBreak: false }); doc.font('R').text(n, 210, y, { lineBreak: false }); doc.y = y + 14; }
  h('Doelstelling');
  p('De stichting heeft ten doel het bestrijden van armoede en schulden in de wijk Overvecht in Utrecht, door voedselhulp, schuldhulp en thuisadministratie, directe financiële noodhulp en het versterken van de financiële zelfredzaamheid van bewoners.');
  h('Hoofdlijnen beleidsplan 2024-2027');
  p('Wij willen meer huishoudens vroeg bereiken, samen met huisartsen, scholen en de wijkteams. Het aantal koppels thuisadministratie groeit jaarlijks; de voedselhulp blijft een laagdrempelige ingang. Het volledige beleidsplan is op te vragen bij de secretaris.');
  h('Beloningsbeleid');
  p(`Bestuursleden ontvangen geen beloning; gemaakte onkosten worden vergoed. De coördinator en de schuldhulpverlener zijn in dienst volgens de cao Sociaal Werk. Vrijwilligers kunnen een vrijwilligersvergoeding ontvangen binnen de fiscale grenzen (2025: maximaal € 5,60 per uur, € 210 per maand en ${eur(DS.maxVolAllowance)} per jaar).`);
  h('Verslag van de activiteiten in 2025');
  p(`In 2025 waren ${DS.volunteers} vrijwilligers actief. ${DS.foodHouseholds} huishoudens ontvingen voedselhulp, ${v.sub.prest['Huishoudens met schuldhulp'][1]} huishoudens kregen schuldhulp en er liepen ${v.sub.prest['Koppels thuisadministratie'][1]} koppels thuisadministratie. Met de Kerstpakkettenactie zijn in december extra pakketten uitgedeeld.`);
  h('Financiële verantwoording 2025');
  const s = v.staat;
  const rows = [
    ['Baten', null, null, true],
    ['Giften en donaties van particulieren', s['Baten van particulieren'][0], s['Baten van particulieren'][2]],
    ['Giften van bedrijven', s['Baten van bedrijven'][0], s['Baten van bedrijven'][2]],
    ['Subsidies van overheden', s['Subsidies van overheden'][0], s['Subsidies van overheden'][2]],
    ['Bijdragen van andere organisaties zonder winststreven', s['Baten van andere organisaties zonder winststreven'][0], s['Baten van andere organisaties zonder winststreven'][2]],
    ['Som van de baten', s['Som der baten'][0], s['Som der baten'][2], true],
    ['Lasten', null, null, true],
    ['Besteed aan doelstellingen', s['Totaal besteed aan doelstellingen'][0], s['Totaal besteed aan doelstellingen'][2]],
    ['Wervingskosten', s.Wervingskosten[0], s.Wervingskosten[2]],
    ['Kosten beheer en administratie', s['Kosten beheer en administratie'][0], s['Kosten beheer en administratie'][2]],
    ['Som van de lasten', s['Som der lasten'][0], s['Som der lasten'][2], true],
    ['Saldo financiële baten en lasten', s['Financiële baten en lasten'][0], s['Financiële baten en lasten'][2]],
    ['Saldo van baten en lasten', s['Saldo van baten en lasten'][0], s['Saldo van baten en lasten'][2], true],
  ];
  if (doc.y > 560) { doc.addPage({ size: 'A4', margins: { top: 40, bottom: 10, left: 30, right: 30 } }); page++; chrome(); }
  let y = doc.y + 4;
  doc.font('B').fontSize(9).text('2025', 400, y, { width: 60, align: 'right', lineBreak: false }); doc.text('2024', 475, y, { width: 60, align: 'right', lineBreak: false });
  y += 14;
  for (const [l, a, b2, bold] of rows) {
    doc.font(bold ? 'B' : 'R').fontSize(9).text(l, 60, y, { lineBreak: false });
    if (a !== null) { doc.text(eur(a), 400, y, { width: 60, align: 'right', lineBreak: false }); doc.text(eur(b2), 475, y, { width: 60, align: 'right', lineBreak: false }); }
    y += 13.5;
  }
  doc.y = y + 8;
  p('De volledige jaarrekening 2025 is op te vragen bij de penningmeester via info@deschakel-utrecht.nl.');
  await end();
}

export async function renderSchakel(dir, v) {
  fs.mkdirSync(dir, { recursive: true });
  await jaarrekening(dir, v);
  await exact(dir, v);
  await subsidy(dir, v);
  bank(dir, v);
  await anbi(dir, v);
}
