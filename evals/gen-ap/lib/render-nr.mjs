// Norrskenshjälpen's documents: årsredovisning (pdf), Fortnox export (xlsx), Swish report (csv), the 90-konto
// annual report to Svensk Insamlingskontroll (pdf), board minutes (docx) and a photographed till receipt (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { NR as N } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';

// 1234567 -> "1 234 567"; -1264300 -> "-1 264 300"; dp 2 -> "1 234,50"
export const sv = (v, dp = 0) => {
  const neg = v < 0;
  const [i, d] = Math.abs(v).toFixed(dp).split('.');
  const s = i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') + (d ? `,${d}` : '');
  return neg ? `-${s}` : s;
};
const NB = (s) => s.replace(/ /g, '\u00a0'); // Word: no-break spaces in amounts
const pct = (v, dp = 1) => `${v.toFixed(dp).replace('.', ',')} %`;

// a statement table: label, optional note, number columns right-aligned at xs
function rows(doc, list, { xs, noteX, size = 9.5, lineH = 15, labelX = 56, width = 280 } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    const y = doc.y;
    if (r.rule) for (const x of xs) doc.moveTo(x - 70, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    if (r.label) doc.text(r.label, labelX + (r.indent || 0) * 10, y, { lineBreak: false, width });
    if (r.note && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? sv(v) : String(v), xs[i] - 90, y, { width: 90, align: 'right', lineBreak: false });
    });
    doc.x = labelX; doc.y = y + lineH;
  }
}
const H = (doc, t, size = 13) => { doc.font('B').fontSize(size).text(t, 56, doc.y); doc.moveDown(0.4); };
const para = (doc, t, o = {}) => { doc.font(o.bold ? 'B' : 'R').fontSize(o.size || 9.5).text(t, 56, doc.y, { width: 483, align: 'left', lineGap: 2 }); doc.moveDown(0.5); };
const footer = (doc, n) => { const y = doc.y; doc.font('R').fontSize(8).text(`Insamlingsstiftelsen Norrskenshjälpen, org.nr ${N.orgnr}`, 56, 790, { lineBreak: false }); doc.text(`${n} (8)`, 500, 790, { lineBreak: false }); doc.y = y; };

// ---------------------------------------------------------------- årsredovisning
export async function arsredovisning(file) {
  const { doc, end } = newPdf(file, { title: 'Årsredovisning 2025', author: 'Insamlingsstiftelsen Norrskenshjälpen', margin: 56 });
  // p1 cover
  doc.y = 250;
  doc.font('B').fontSize(22).text('Årsredovisning', 56, doc.y, { align: 'center', width: 483 });
  doc.moveDown(0.6);
  doc.font('R').fontSize(14).text('för', { align: 'center', width: 483 });
  doc.moveDown(0.6);
  doc.font('B').fontSize(16).text('Insamlingsstiftelsen Norrskenshjälpen', { align: 'center', width: 483 });
  doc.font('R').fontSize(12).text(`Org.nr ${N.orgnr}`, { align: 'center', width: 483 });
  doc.moveDown(1);
  doc.text('Räkenskapsåret 2025-01-01 – 2025-12-31', { align: 'center', width: 483 });
  doc.moveDown(4);
  doc.fontSize(10).text('Innehåll: Förvaltningsberättelse 2 · Resultaträkning 4 · Balansräkning 5 · Noter 6 · Underskrifter 8', { align: 'center', width: 483 });
  doc.moveDown(1);
  doc.text('Alla belopp redovisas i kronor (kr) om inte annat anges.', { align: 'center', width: 483 });
  footer(doc, 1);

  // p2 förvaltningsberättelse
  doc.addPage();
  H(doc, 'Förvaltningsberättelse', 15);
  para(doc, 'Styrelsen för Insamlingsstiftelsen Norrskenshjälpen får härmed avge årsredovisning för räkenskapsåret 2025.');
  H(doc, 'Allmänt om verksamheten', 11);
  para(doc, `Stiftelsen har sitt säte i Umeå och bedriver verksamhet från kontor i Umeå och Skellefteå. Stiftelsens ändamål är att stödja äldreomsorg på landsbygden i Norrland och idrott för barn och ungdomar i glesbygd. Stiftelsen innehar 90-konto (PlusGiro ${N.pg}) och står under tillsyn av Svensk Insamlingskontroll. Insamling sker via PlusGiro, autogiro, Swish (${N.swishNo}), företagssamarbeten och testamenten.`);
  H(doc, 'Väsentliga händelser under räkenskapsåret', 11);
  para(doc, `Under året delade stiftelsen ut bidrag till ${N.bidragsmott.idrott} idrottsföreningar och ${N.bidragsmott.aldre} projekt inom äldreomsorgen. Julinsamlingen "Ljus i vintermörkret" inbringade ${sv(N.julinsamling)} kr. Stiftelsen har under året förvärvat värdepapper för ${sv(N.vpKop)} kr i enlighet med placeringspolicyn. Antalet månadsgivare uppgick vid årets slut till ${sv(N.si.manadsgivare)}.`);
  H(doc, 'Flerårsöversikt (tkr)', 11);
  const F = N.fler;
  const fx = [300, 360, 420, 480, 539];
  doc.font('B').fontSize(9);
  let y = doc.y;
  F.years.forEach((yr, i) => doc.text(String(yr), fx[i] - 60, y, { width: 60, align: 'right', lineBreak: false }));
  doc.y = y + 16;
  rows(doc, [
    { label: 'Verksamhetsintäkter', vals: F.intakter },
    { label: 'Insamlade medel', vals: F.insamlade },
    { label: 'Ändamålskostnader', vals: F.andamal },
    { label: 'Verksamhetsresultat', vals: F.vr },
    { label: 'Eget kapital', vals: F.ek },
    { label: 'Ändamålskostnader / verksamhetsintäkter, %', vals: F.andPct.map((v) => v.toFixed(1).replace('.', ',')) },
    { label: 'Insamlings- och adm.kostnader / verksamhetsintäkter, %', vals: F.iaPct.map((v) => v.toFixed(1).replace('.', ',')) },
  ], { xs: fx, size: 8.5, lineH: 14, width: 240 });
  doc.moveDown(0.5);
  para(doc, 'Definitioner: Insamlade medel avser gåvor och bidrag. Nyckeltalen beräknas på verksamhetsintäkterna.', { size: 8.5 });
  footer(doc, 2);

  // p3 förändringar i eget kapital, resultatdisposition
  doc.addPage();
  H(doc, 'Förändringar i eget kapital', 12);
  const ex = [300, 380, 460, 539];
  doc.font('B').fontSize(8.5);
  y = doc.y;
  ['Ändamåls-\nbestämda medel', 'Balanserat\nkapital', 'Årets\nresultat', 'Totalt eget\nkapital'].forEach((t, i) => doc.text(t, ex[i] - 75, y, { width: 75, align: 'right' }));
  doc.y = y + 28;
  const E0 = N.ek0, E1 = N.ek1;
  rows(doc, [
    { label: 'Belopp vid årets ingång', vals: [E0.andamal, E0.balanserat, E0.resultat, N.ekTot[1]] },
    { label: 'Disposition av föregående års resultat', vals: ['', E0.resultat, -E0.resultat, ''] },
    { label: 'Ändamålsbestämt av givare', vals: [N.ekAvsatt, -N.ekAvsatt, '', ''] },
    { label: 'Utnyttjat under året', vals: [-N.ekUtnyttjat, N.ekUtnyttjat, '', ''] },
    { label: 'Årets resultat', vals: ['', '', E1.resultat, E1.resultat] },
    { label: 'Belopp vid årets utgång', bold: true, rule: true, vals: [E1.andamal, E1.balanserat, E1.resultat, N.ekTot[0]] },
  ], { xs: ex, size: 9, width: 230 });
  doc.moveDown(1);
  para(doc, 'Ändamålsbestämda medel avser gåvor där givaren angett ett särskilt ändamål och som ännu inte har förbrukats.');
  H(doc, 'Förslag till disposition av stiftelsens resultat', 11);
  para(doc, `Styrelsen föreslår att till förfogande stående medel, balanserat kapital ${sv(E1.balanserat)} kr och årets resultat ${sv(E1.resultat)} kr, totalt ${sv(E1.balanserat + E1.resultat)} kr, balanseras i ny räkning.`);
  para(doc, 'Stiftelsens resultat och ställning i övrigt framgår av efterföljande resultat- och balansräkning med noter.');
  footer(doc, 3);

  // p4 resultaträkning
  doc.addPage();
  H(doc, 'Resultaträkning', 14);
  const rx = [440, 539];
  const hdr = (a, b) => { doc.font('B').fontSize(9); const yy = doc.y; doc.text('Not', 330, yy, { lineBreak: false }); doc.text(a, rx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text(b, rx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 18; };
  hdr('2025-01-01–\n2025-12-31'.split('\n')[0], '2024-01-01–');
  { const yy = doc.y - 6; doc.font('B').fontSize(9).text('2025-12-31', rx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text('2024-12-31', rx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 18; }
  const two = (k, neg) => [neg ? -N[k][0] : N[k][0], neg ? -N[k][1] : N[k][1]];
  rows(doc, [
    { label: 'Verksamhetsintäkter', bold: true },
    { label: 'Gåvor', indent: 1, note: 2, vals: two('gavor') },
    { label: 'Bidrag', indent: 1, note: 2, vals: two('bidrag') },
    { label: 'Nettoomsättning', indent: 1, vals: two('netto') },
    { label: 'Övriga intäkter', indent: 1, vals: two('ovriga') },
    { label: 'Summa verksamhetsintäkter', bold: true, rule: true, vals: two('intakter') },
    { gap: 6 },
    { label: 'Verksamhetskostnader', bold: true, note: 3 },
    { label: 'Ändamålskostnader', indent: 1, note: 4, vals: two('andamal', true) },
    { label: 'Insamlingskostnader', indent: 1, vals: two('insaml', true) },
    { label: 'Administrationskostnader', indent: 1, vals: two('admin', true) },
    { label: 'Summa verksamhetskostnader', bold: true, rule: true, vals: two('kostnader', true) },
    { gap: 6 },
    { label: 'Verksamhetsresultat', bold: true, vals: two('vr') },
    { gap: 6 },
    { label: 'Resultat från finansiella investeringar', bold: true },
    { label: 'Resultat från värdepapper och fordringar som är anläggningstillgångar', indent: 1, note: 5, vals: two('vp') },
    { label: 'Ränteintäkter och liknande resultatposter', indent: 1, vals: two('ranta') },
    { label: 'Räntekostnader och liknande resultatposter', indent: 1, vals: two('rantek', true) },
    { label: 'Summa resultat från finansiella investeringar', bold: true, rule: true, vals: two('finans') },
    { gap: 6 },
    { label: 'Resultat efter finansiella poster', bold: true, vals: two('resultat') },
    { gap: 6 },
    { label: 'Årets resultat', bold: true, rule: true, vals: two('resultat') },
  ], { xs: rx, noteX: 334, width: 270 });
  doc.moveDown(1);
  H(doc, 'Resultat enligt ovan fördelat på ändamålsbestämda och fria medel', 9.5);
  rows(doc, [
    { label: 'Årets resultat enligt resultaträkningen', vals: two('resultat') },
    { label: 'Avsättning till ändamålsbestämda medel', vals: [-N.ekAvsatt, ''] },
    { label: 'Utnyttjande av ändamålsbestämda medel', vals: [N.ekUtnyttjat, ''] },
    { label: 'Kvarstående belopp för året', bold: true, rule: true, vals: [N.resultat[0] - N.ekAvsatt + N.ekUtnyttjat, ''] },
  ], { xs: rx, width: 270, size: 8.5 });
  footer(doc, 4);

  // p5 balansräkning
  doc.addPage();
  H(doc, 'Balansräkning', 14);
  { const yy = doc.y; doc.font('B').fontSize(9); doc.text('Not', 330, yy, { lineBreak: false }); doc.text('2025-12-31', rx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text('2024-12-31', rx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 18; }
  rows(doc, [
    { label: 'TILLGÅNGAR', bold: true },
    { label: 'Anläggningstillgångar', bold: true },
    { label: 'Materiella anläggningstillgångar', italic: true },
    { label: 'Inventarier', indent: 1, note: 6, vals: two('inv') },
    { label: 'Finansiella anläggningstillgångar', italic: true },
    { label: 'Långfristiga värdepappersinnehav', indent: 1, note: 7, vals: two('vpBV') },
    { label: 'Summa anläggningstillgångar', bold: true, rule: true, vals: two('anlagg') },
    { gap: 4 },
    { label: 'Omsättningstillgångar', bold: true },
    { label: 'Kundfordringar', indent: 1, vals: two('kundf') },
    { label: 'Övriga fordringar', indent: 1, vals: two('ovrf') },
    { label: 'Förutbetalda kostnader och upplupna intäkter', indent: 1, vals: two('forutb') },
    { label: 'Kassa och bank', indent: 1, vals: two('kassa') },
    { label: 'Summa omsättningstillgångar', bold: true, rule: true, vals: two('omsT') },
    { gap: 4 },
    { label: 'SUMMA TILLGÅNGAR', bold: true, rule: true, vals: two('tillg') },
    { gap: 10 },
    { label: 'EGET KAPITAL OCH SKULDER', bold: true },
    { label: 'Eget kapital', bold: true },
    { label: 'Ändamålsbestämda medel', indent: 1, vals: two('ekAndamal') },
    { label: 'Balanserat kapital', indent: 1, vals: two('ekBal') },
    { label: 'Årets resultat', indent: 1, vals: two('ekRes') },
    { label: 'Summa eget kapital', bold: true, rule: true, vals: two('ekTot') },
    { gap: 4 },
    { label: 'Kortfristiga skulder', bold: true },
    { label: 'Leverantörsskulder', indent: 1, vals: two('levs') },
    { label: 'Skatteskulder', indent: 1, vals: two('skatt') },
    { label: 'Övriga skulder', indent: 1, vals: two('ovrs') },
    { label: 'Upplupna kostnader och förutbetalda intäkter', indent: 1, note: 8, vals: two('uppSum') },
    { label: 'Summa kortfristiga skulder', bold: true, rule: true, vals: two('kortSkulder') },
    { gap: 4 },
    { label: 'SUMMA EGET KAPITAL OCH SKULDER', bold: true, rule: true, vals: two('skulderEK') },
  ], { xs: rx, noteX: 334, width: 270 });
  footer(doc, 5);

  // p6 noter
  doc.addPage();
  H(doc, 'Noter', 14);
  H(doc, 'Not 1 Redovisningsprinciper', 10);
  para(doc, 'Årsredovisningen har upprättats i enlighet med årsredovisningslagen och BFNAR 2012:1 Årsredovisning och koncernredovisning (K3) samt Giva Sveriges styrande riktlinjer för årsredovisning. Gåvor intäktsredovisas när de erhålls. Bidrag intäktsredovisas när villkoren för bidraget är uppfyllda. Verksamhetskostnaderna fördelas på ändamåls-, insamlings- och administrationskostnader.', { size: 8.5 });
  H(doc, 'Not 2 Insamlade medel', 10);
  const nx = [440, 539];
  { const yy = doc.y; doc.font('B').fontSize(9); doc.text('2025', nx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text('2024', nx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 15; }
  rows(doc, [
    { label: 'Gåvor som redovisats i resultaträkningen', italic: true },
    { label: 'Allmänheten', indent: 1, vals: two('gAllman') },
    { label: 'Företag', indent: 1, vals: two('gForetag') },
    { label: 'Testamenten', indent: 1, vals: two('gTestamenten') },
    { label: 'Summa gåvor', bold: true, rule: true, vals: two('gavor') },
    { gap: 4 },
    { label: 'Bidrag som redovisats som intäkt', italic: true },
    ...N.bid.map(([n, v]) => ({ label: n, indent: 1, vals: v })),
    { label: 'Summa bidrag', bold: true, rule: true, vals: two('bidrag') },
    { gap: 4 },
    { label: 'Summa insamlade medel', bold: true, rule: true, vals: two('insamlade') },
  ], { xs: nx, size: 9, lineH: 14 });
  doc.moveDown(0.6);
  H(doc, 'Not 3 Medelantal anställda, löner och ersättningar', 10);
  { const yy = doc.y; doc.font('B').fontSize(9); doc.text('2025', nx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text('2024', nx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 15; }
  rows(doc, [
    { label: 'Medelantal anställda', italic: true },
    { label: 'Kvinnor', indent: 1, vals: N.anst.kvinnor },
    { label: 'Män', indent: 1, vals: N.anst.man },
    { label: 'Totalt', bold: true, rule: true, vals: two('anstTot') },
    { gap: 4 },
    { label: 'Löner och andra ersättningar', italic: true },
    { label: 'Generalsekreterare', indent: 1, vals: two('lonGS') },
    { label: 'Övriga anställda', indent: 1, vals: two('lonOvr') },
    { label: 'Summa löner och ersättningar', bold: true, rule: true, vals: two('lonSum') },
    { label: 'Sociala kostnader', indent: 1, vals: two('sociala') },
    { label: '(varav pensionskostnader)', indent: 1, vals: two('pension').map((v) => `(${sv(v)})`) },
  ], { xs: nx, size: 9, lineH: 14 });
  para(doc, 'Styrelsens ledamöter har inte uppburit något arvode. Ideella insatser har inte värderats i resultaträkningen.', { size: 8.5 });
  H(doc, 'Not 4 Ändamålskostnader per verksamhetsområde', 10);
  { const yy = doc.y; doc.font('B').fontSize(9); doc.text('2025', nx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text('2024', nx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 15; }
  rows(doc, [{ label: N.omr[0][0], indent: 1, vals: N.omr[0][1] }], { xs: nx, size: 9, lineH: 14 });
  footer(doc, 6);
  // p7 noter forts.
  doc.addPage();
  H(doc, 'Not 4 Ändamålskostnader per verksamhetsområde (forts.)', 10);
  { const yy = doc.y; doc.font('B').fontSize(9); doc.text('2025', nx[0] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.text('2024', nx[1] - 90, yy, { width: 90, align: 'right', lineBreak: false }); doc.y = yy + 15; }
  rows(doc, [
    { label: N.omr[1][0], indent: 1, vals: N.omr[1][1] },
    { label: N.omr[2][0], indent: 1, vals: N.omr[2][1] },
    { label: 'Summa ändamålskostnader', bold: true, rule: true, vals: two('andamal') },
  ], { xs: nx, size: 9, lineH: 14 });
  doc.moveDown(0.6);
  H(doc, 'Not 5 Resultat från värdepapper och fordringar som är anläggningstillgångar', 10);
  rows(doc, [
    { label: 'Utdelningar', indent: 1, vals: two('utdelning') },
    { label: 'Realisationsresultat vid försäljningar', indent: 1, vals: two('realis') },
    { label: 'Summa', bold: true, rule: true, vals: two('vp') },
  ], { xs: nx, size: 9, lineH: 14 });
  doc.moveDown(0.6);
  H(doc, 'Not 6 Inventarier', 10);
  rows(doc, [
    { label: 'Ingående anskaffningsvärden', indent: 1, vals: two('invAnsk') },
    { label: 'Utgående ackumulerade anskaffningsvärden', bold: true, rule: true, vals: two('invAnsk') },
    { label: 'Ingående avskrivningar', indent: 1, vals: N.invAvIB.map((v) => -v) },
    { label: 'Årets avskrivningar', indent: 1, vals: N.invAvskr.map((v) => -v) },
    { label: 'Utgående ackumulerade avskrivningar', bold: true, rule: true, vals: N.invAvUB.map((v) => -v) },
    { label: 'Utgående redovisat värde', bold: true, rule: true, vals: two('inv') },
  ], { xs: nx, size: 9, lineH: 14 });
  doc.moveDown(0.6);
  H(doc, 'Not 7 Långfristiga värdepappersinnehav', 10);
  rows(doc, [
    { label: 'Ingående anskaffningsvärden', indent: 1, vals: [N.vpIB, ''] },
    { label: 'Tillkommande värdepapper', indent: 1, vals: [N.vpKop, ''] },
    { label: 'Avyttrade värdepapper', indent: 1, vals: [-N.vpSalj, ''] },
    { label: 'Utgående redovisat värde', bold: true, rule: true, vals: two('vpBV') },
    { label: 'Marknadsvärde vid årets slut', indent: 1, vals: two('vpMV') },
  ], { xs: nx, size: 9, lineH: 14 });
  doc.moveDown(0.6);
  H(doc, 'Not 8 Upplupna kostnader och förutbetalda intäkter', 10);
  rows(doc, [
    ...N.upp.map(([n, v]) => ({ label: n, indent: 1, vals: v })),
    { label: 'Summa', bold: true, rule: true, vals: two('uppSum') },
  ], { xs: nx, size: 9, lineH: 14 });
  footer(doc, 7);
  // p8 underskrifter
  doc.addPage();
  H(doc, 'Underskrifter', 12);
  para(doc, 'Umeå 2026-04-08');
  doc.moveDown(1);
  const names = [[N.styrelse[0], 'Ordförande'], [N.styrelse[1], ''], [N.styrelse[2], ''], [N.styrelse[3], ''], [N.styrelse[4], '']];
  for (let i = 0; i < names.length; i += 2) {
    const yy = doc.y;
    for (let j = 0; j < 2 && i + j < names.length; j++) {
      doc.moveTo(56 + j * 250, yy).lineTo(256 + j * 250, yy).lineWidth(0.5).stroke();
      doc.font('R').fontSize(9.5).text(names[i + j][0] + (names[i + j][1] ? `, ${names[i + j][1]}` : ''), 56 + j * 250, yy + 4, { lineBreak: false });
    }
    doc.y = yy + 50;
  }
  para(doc, `Vår revisionsberättelse har lämnats ${N.si.signed}`);
  doc.moveDown(1.5);
  para(doc, `${N.si.revisor}\nAuktoriserad revisor, ${N.si.byra}`);
  footer(doc, 8);
  await end();
}

// ---------------------------------------------------------------- Fortnox export
export async function fortnox(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Fortnox';
  const FMT = '#,##0.00;-#,##0.00';
  const top = (ws, lines) => lines.forEach((t, i) => { ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = { bold: i === 0, size: i === 0 ? 14 : 10 }; });
  // Resultatrapport
  const ws = wb.addWorksheet('Resultatrapport');
  ws.columns = [{ width: 9 }, { width: 44 }, { width: 18 }, { width: 18 }];
  top(ws, ['Resultatrapport', 'Insamlingsstiftelsen Norrskenshjälpen', `Org.nr ${N.orgnr}`, 'Räkenskapsår 2025-01-01 - 2025-12-31', 'Period 2025-12-01 - 2025-12-31', 'Utskrivet 2026-02-11 09:14 av Anders Forsberg']);
  let r = 8;
  ['Konto', 'Benämning', 'Perioden', 'Ackumulerat'].forEach((h, i) => { const c = ws.getCell(r, i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  r++;
  const put = (k, n, a, b, bold) => { ws.getCell(r, 1).value = k ?? null; ws.getCell(r, 2).value = n; if (a !== undefined) { ws.getCell(r, 3).value = a; ws.getCell(r, 3).numFmt = FMT; } if (b !== undefined) { ws.getCell(r, 4).value = b; ws.getCell(r, 4).numFmt = FMT; } if (bold) [1, 2, 3, 4].forEach((c) => { ws.getCell(r, c).font = { bold: true }; }); r++; };
  const S = (a) => a.reduce((s, x) => s + x, 0);
  put(null, 'Rörelsens intäkter', undefined, undefined, true);
  for (const [k, n, ack, dec] of N.rr.intakter) put(k, n, dec, ack);
  const intP = S(N.rr.intakter.map((a) => a[3])), intA = S(N.rr.intakter.map((a) => a[2]));
  put(null, 'Summa rörelsens intäkter', intP, intA, true);
  r++;
  put(null, 'Rörelsens kostnader', undefined, undefined, true);
  let kP = 0, kA = 0;
  for (const [g, accs] of N.rr.kostnader) {
    put(null, g, undefined, undefined, true);
    for (const [k, n, ack, dec] of accs) put(k, n, -dec, -ack);
    const p = S(accs.map((a) => a[3])), a = S(accs.map((x) => x[2]));
    put(null, `Summa ${g.toLowerCase()}`, -p, -a, true);
    kP += p; kA += a;
  }
  put(null, 'Summa rörelsens kostnader', -kP, -kA, true);
  r++;
  put(null, 'Rörelseresultat', intP - kP, intA - kA, true);
  r++;
  put(null, 'Finansiella poster', undefined, undefined, true);
  for (const [k, n, ack, dec] of N.rr.finans) put(k, n, dec, ack);
  const fP = S(N.rr.finans.map((a) => a[3])), fA = S(N.rr.finans.map((a) => a[2]));
  put(null, 'Summa finansiella poster', fP, fA, true);
  r++;
  put(null, 'Resultat efter finansiella poster', intP - kP + fP, intA - kA + fA, true);
  put(null, 'Beräknat resultat', intP - kP + fP, intA - kA + fA, true);
  // Balansrapport
  const wb2 = wb.addWorksheet('Balansrapport');
  wb2.columns = [{ width: 9 }, { width: 50 }, { width: 18 }, { width: 18 }, { width: 18 }];
  top(wb2, ['Balansrapport', 'Insamlingsstiftelsen Norrskenshjälpen', `Org.nr ${N.orgnr}`, 'Räkenskapsår 2025-01-01 - 2025-12-31', 'Period 2025-01-01 - 2025-12-31', 'Utskrivet 2026-02-11 09:15 av Anders Forsberg']);
  r = 8;
  ['Konto', 'Benämning', 'Ing balans', 'Period', 'Utg balans'].forEach((h, i) => { const c = wb2.getCell(r, i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  r++;
  const put2 = (k, n, ib, ub, bold) => { wb2.getCell(r, 1).value = k ?? null; wb2.getCell(r, 2).value = n; if (ib !== undefined) { [ib, ub - ib, ub].forEach((v, i) => { const c = wb2.getCell(r, 3 + i); c.value = Math.abs(v) < 0.005 ? 0 : v; c.numFmt = FMT; }); } if (bold) [1, 2, 3, 4, 5].forEach((c) => { wb2.getCell(r, c).font = { bold: true }; }); r++; };
  put2(null, 'TILLGÅNGAR', undefined, undefined, true);
  for (const [k, n, ib, ub] of N.br.tillg) put2(k, n, ib, ub);
  const tIB = S(N.br.tillg.map((a) => a[2])), tUB = S(N.br.tillg.map((a) => a[3]));
  put2(null, 'Summa tillgångar', tIB, tUB, true);
  r++;
  put2(null, 'EGET KAPITAL OCH SKULDER', undefined, undefined, true);
  for (const [k, n, ib, ub] of N.br.ekskuld) put2(k, n, ib, ub);
  put2(null, 'Beräknat resultat', 0, -N.resultat[0]);
  const sIB = S(N.br.ekskuld.map((a) => a[2])), sUB = S(N.br.ekskuld.map((a) => a[3])) - N.resultat[0];
  put2(null, 'Summa eget kapital och skulder', sIB, sUB, true);
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Swish report
export function swishCsv(file) {
  const L = [
    'Swish-rapport',
    `Mottagare;Insamlingsstiftelsen Norrskenshjälpen`,
    `Swishnummer;${N.swishNo}`,
    'Period (bokföringsdag);2025-12-01 - 2025-12-31',
    `Antal transaktioner;${N.swish.length}`,
    '',
    'Radnummer;Bokföringsdag;Transaktionsdag;Tid;Avsändare;Namn;Meddelande;Belopp;Valuta;Referens',
    ...N.swish.map((r) => [r.nr, r.bdag, r.tdag, r.tid, r.ph, r.name, r.msg, sv(r.amt, 2), 'SEK', r.ref].join(';')),
    '',
    `Summa;;;;;;;${sv(N.swishNet, 2)};SEK;`,
  ];
  fs.writeFileSync(file, '\ufeff' + L.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- 90-konto annual report
export async function insamlingskontroll(file) {
  const { doc, end } = newPdf(file, { title: 'Årsrapport 90-konto 2025', author: 'Svensk Insamlingskontroll', margin: 48 });
  doc.rect(48, 40, 499, 54).fillAndStroke('#e8eef5', '#7a8ea8');
  doc.fillColor('#000').font('B').fontSize(14).text('SVENSK INSAMLINGSKONTROLL', 60, 50, { lineBreak: false });
  doc.font('R').fontSize(10).text('Årsrapport för 90-konto – räkenskapsåret 2025', 60, 70, { lineBreak: false });
  doc.text('Blankett ÅR 90', 470, 50, { lineBreak: false });
  doc.y = 108;
  const field = (label, value) => { const y = doc.y; doc.font('R').fontSize(8).fillColor('#555').text(label, 56, y, { lineBreak: false }); doc.fillColor('#000').font('R').fontSize(10).text(value, 230, y - 1, { lineBreak: false }); doc.moveTo(228, y + 11).lineTo(540, y + 11).lineWidth(0.3).stroke(); doc.y = y + 18; };
  field('Organisation', 'Insamlingsstiftelsen Norrskenshjälpen');
  field('Organisationsnummer', N.orgnr);
  field('90-kontonummer', `PlusGiro ${N.pg}`);
  field('Räkenskapsår', '2025-01-01 – 2025-12-31');
  field('Kontaktperson', `${N.si.kontakt}, generalsekreterare`);
  doc.moveDown(0.6);
  const sec = (t) => { doc.moveDown(0.3); const y = doc.y; doc.rect(48, y - 2, 499, 15).fill('#dde4ee'); doc.fillColor('#000').font('B').fontSize(9.5).text(t, 56, y + 1, { lineBreak: false }); doc.y = y + 18; };
  const line = (no, label, value) => { const y = doc.y; doc.font('B').fontSize(9).text(String(no), 56, y, { width: 20, lineBreak: false }); doc.font('R').fontSize(9).text(label, 80, y, { width: 350, lineBreak: false }); doc.text(value, 430, y, { width: 108, align: 'right', lineBreak: false }); doc.rect(428, y - 3, 112, 14).lineWidth(0.3).stroke(); doc.y = y + 16; };
  const I = N;
  sec('A. Intäkter (kr)');
  line(1, 'Gåvor från allmänheten', sv(I.gAllman[0]));
  line(2, 'Gåvor från företag', sv(I.gForetag[0]));
  line(3, 'Testamenten', sv(I.gTestamenten[0]));
  line(4, 'Summa gåvor (rad 1–3)', sv(I.gavor[0]));
  line(5, 'Bidrag från offentliga givare', sv(I.bidOff[0]));
  line(6, 'Bidrag från privata givare (lotterier, stiftelser)', sv(I.bidPriv[0]));
  line(7, 'Summa insamlade medel (rad 4–6)', sv(I.insamlade[0]));
  line(8, 'Nettoomsättning och övriga intäkter', sv(I.netto[0] + I.ovriga[0]));
  line(9, 'Summa verksamhetsintäkter (rad 7–8)', sv(I.intakter[0]));
  sec('B. Kostnader (kr)');
  line(10, 'Ändamålskostnader', sv(I.andamal[0]));
  line(11, 'Insamlingskostnader', sv(I.insaml[0]));
  line(12, 'Administrationskostnader', sv(I.admin[0]));
  line(13, 'Summa verksamhetskostnader (rad 10–12)', sv(I.kostnader[0]));
  line(14, 'Verksamhetsresultat (rad 9 – rad 13)', sv(I.vr[0]));
  sec('C. Nyckeltal');
  line(15, 'Insamlingskostnader i % av insamlade medel (rad 11 / rad 7)', pct(I.si.pctInsaml, 2));
  line(16, 'Administrationskostnader i % av verksamhetsintäkter (rad 12 / rad 9)', pct(I.si.pctAdm, 2));
  line(17, 'Insamlings- och adm.kostnader i % av verksamhetsintäkter', pct(I.si.pctInsAdm, 2));
  line(18, 'Ändamålskostnader i % av verksamhetsintäkter (rad 10 / rad 9)', pct(I.si.pctAndamal, 2));
  sec('D. Övriga uppgifter');
  line(19, 'Antal månadsgivare per 31 december', sv(I.si.manadsgivare));
  line(20, 'Medelantal anställda', String(I.anstTot[0]));
  line(21, 'Lön och ersättningar till generalsekreterare (kr)', sv(I.lonGS[0]));
  line(22, 'Eget kapital vid årets utgång (kr)', sv(I.ekTot[0]));
  doc.moveDown(0.6);
  doc.font('R').fontSize(8).fillColor('#333').text('Kravet enligt Svensk Insamlingskontrolls föreskrifter: insamlings- och administrationskostnaderna får uppgå till högst 25 % av verksamhetsintäkterna (rad 17).', 56, doc.y, { width: 483 });
  doc.fillColor('#000');
  doc.moveDown(0.8);
  sec('E. Revisorns intygande');
  field('Revisor', `${N.si.revisor}, auktoriserad revisor`);
  field('Revisionsbyrå', N.si.byra);
  field('Datum', N.si.signed);
  field('Underskrift', '(signerad elektroniskt)');
  await end();
}

// ---------------------------------------------------------------- board minutes
export async function protokoll(file) {
  const M = N.mote, B = N.bud;
  const n = (v) => NB(sv(v));
  const ch = [
    P('Insamlingsstiftelsen Norrskenshjälpen', { bold: true, size: 14 }),
    P(`Org.nr ${N.orgnr}`, { size: 10 }),
    P(`Protokoll fört vid styrelsemöte ${M.date}`, { bold: true, size: 13 }),
    P('Plats: Stiftelsens kontor, Kungsgatan 48, Umeå. Tid: kl. 17.00–19.40.'),
    P([{ text: 'Närvarande: ', bold: true }, { text: `${N.styrelse.join(', ')}. Dessutom närvarande: ${N.si.kontakt} (generalsekreterare, föredragande) och ${M.sekr} (ekonomiansvarig).` }]),
    P('§ 1 Mötets öppnande', { bold: true }),
    P(`Ordföranden ${M.ordf} hälsade välkommen och förklarade mötet öppnat.`),
    P('§ 2 Val av sekreterare och justerare', { bold: true }),
    P(`Till sekreterare valdes ${M.sekr}. Att jämte ordföranden justera protokollet valdes ${M.just}.`),
    P('§ 3 Föregående protokoll', { bold: true }),
    P('Protokollet från styrelsemötet 2025-09-18 godkändes och lades till handlingarna.'),
    P('§ 4 Ekonomisk rapport', { bold: true }),
    P(`Generalsekreteraren redogjorde för utfallet per oktober och prognosen för helåret 2025. Gåvorna ligger något över föregående år, främst tack vare fler månadsgivare. Prognosen för 2025 visar ett resultat om ${n(B.resultat[1])} kr.`),
    P('§ 5 Budget 2026', { bold: true }),
    P('Styrelsen behandlade förslaget till budget för 2026 enligt nedanstående sammanställning (kr).'),
    T([
      ['Post', 'Utfall 2024', 'Prognos 2025', 'Budget 2026'],
      ['Gåvor', ...B.gavor.map(n)],
      ['Bidrag', ...B.bidrag.map(n)],
      ['Nettoomsättning och övriga intäkter', ...B.ovr.map(n)],
      ['Summa verksamhetsintäkter', ...B.intakter.map(n)],
      ['Ändamålskostnader – äldreomsorg', ...B.aldre.map((v) => n(-v))],
      ['Ändamålskostnader – ungdomsidrott', ...B.idrott.map((v) => n(-v))],
      ['Ändamålskostnader – information', ...B.info.map((v) => n(-v))],
      ['Insamlingskostnader', ...B.insaml.map((v) => n(-v))],
      ['Administrationskostnader', ...B.admin.map((v) => n(-v))],
      ['Summa verksamhetskostnader', ...B.kostnader.map((v) => n(-v))],
      ['Finansnetto', ...B.finans.map(n)],
      ['Resultat', ...B.resultat.map(n)],
    ], { widths: [3600, 1800, 1800, 1800], numCols: [1, 2, 3], boldRows: [4, 10, 12] }),
    P(''),
    P('Styrelsen beslutade att fastställa budgeten för 2026 i enlighet med förslaget.'),
    P('§ 6 Placeringspolicy', { bold: true }),
    P(`Styrelsen beslutade att andelen aktier och aktiefonder får uppgå till högst ${M.aktier} % av portföljens marknadsvärde. Övriga medel placeras i räntebärande värdepapper med god kreditvärdighet.`),
    P('§ 7 Attesträtt', { bold: true }),
    P(`Generalsekreteraren attesterar ensam utbetalningar upp till ${n(M.attest)} kr. Utbetalningar över ${n(M.attest)} kr attesteras av generalsekreteraren tillsammans med ordföranden. Beviljade bidrag till föreningar och projekt beslutas av styrelsen.`),
    P('§ 8 Nästa möte', { bold: true }),
    P(`Nästa styrelsemöte hålls ${M.next} kl. 17.00 i Umeå.`),
    P('§ 9 Mötets avslutande', { bold: true }),
    P('Ordföranden tackade för visat intresse och förklarade mötet avslutat.'),
    P(''),
    P(`Vid protokollet: ${M.sekr}`),
    P(`Justeras: ${M.ordf}, ordförande          ${M.just}, justerare`),
  ];
  await writeDocx(file, ch, { title: `Styrelseprotokoll ${M.date}`, creator: M.sekr });
}

// ---------------------------------------------------------------- receipt photo
export async function kvittoPhoto(file) {
  const K = N.kv;
    const lines = [
    { t: K.store, size: 34, bold: true, center: true },
    { t: 'Vasaplan 12, 903 26 Umea', size: 22, center: true },
    { t: 'Org.nr 556812-4470', size: 22, center: true },
    { t: 'Tel 090-12 34 56', size: 22, center: true },
    { gap: 10 },
    { cols: [`${K.date} ${K.time}`, `Kvitto ${K.nr}`], size: 23 },
    { t: 'Kassa 2   Kassor: Elin', size: 23 },
    { rule: true },
    ...K.items.flatMap(([n, q, p, m], i) => [
      { cols: [n, `${sv(K.lines[i], 2)}`], size: 24 },
      ...(q > 1 ? [{ t: `   ${q} st x ${sv(p, 2)}   (${m}%)`, size: 21 }] : [{ t: `   (${m}%)`, size: 21 }]),
    ]),
    { rule: true },
    { cols: [`Totalt ${K.count} varor`, ''], size: 24 },
    { cols: ['Totalt', `${sv(K.total, 2)}`], size: 32, bold: true },
    { gap: 8 },
    { cols: ['Kort Visa ****4417', sv(K.total, 2)], size: 23 },
    { rule: true },
    { table: true, cols: ['Moms%', 'Moms', 'Netto', 'Brutto'], size: 22 },
    { table: true, cols: ['Moms 25%', sv(K.m25, 2), sv(K.n25, 2), sv(K.b25, 2)], size: 24 },
    { table: true, cols: ['Moms 12%', sv(K.m12, 2), sv(K.n12, 2), sv(K.b12, 2)], size: 24 },
    { cols: ['Summa moms', sv(K.moms, 2)], size: 24 },
    { gap: 12 },
    { t: 'Tack for ditt besok!', size: 24, center: true },
    { t: 'Spara kvittot', size: 21, center: true },
  ];
  await photoDocument(file, lines, { width: 760, height: 1080, angle: -0.9, seed: 31, format: 'jpeg', mono: true, margin: 50, noise: 20, tableX: [50, 400, 560, 710] });
}
