// Stichting Taalbrug Utrecht: jaarrekening (pdf), Exact Online kolommenbalans (xlsx), begroting versus
// realisatie per project (xlsx), Rabobank CSV export (csv), notulen (docx) and a photographed AH receipt (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { TB } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { tableRows, heads, H, para, footer } from './pdfx.mjs';
import { P, T, writeDocx, F, styleHeader } from './office.mjs';
import { photoDocument } from './photo.mjs';

const grp = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
export const nl0 = (v) => (Math.abs(v) < 0.5 ? '-' : (v < 0 ? '-' : '') + grp(Math.round(Math.abs(v))));
export const nl2 = (cents) => (cents < 0 ? '-' : '') + grp(Math.floor(Math.abs(cents) / 100)) + ',' + String(Math.abs(cents) % 100).padStart(2, '0');
const pct1 = (v) => `${v.toFixed(1).replace('.', ',')}%`;
const nlDate = (iso) => iso.split('-').reverse().join('-');
const MAAND = ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'];
const nlLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MAAND[m - 1]} ${y}`; };
const e = (cents) => Math.round(cents / 100);

// ---------------------------------------------------------------- jaarrekening
export async function jaarrekening(file) {
  const PORTRAIT = { size: 'A4', layout: 'portrait', margin: null, margins: { top: 50, bottom: 20, left: 50, right: 50 } };
  const { doc, end } = newPdf(file, { title: 'Jaarrekening 2025', author: TB.name, ...PORTRAIT });
  const FOOT = `${TB.name} – Jaarrekening 2025`;
  let page = 1;
  const next = (opts = PORTRAIT) => { doc.addPage(opts); page++; footer(doc, FOOT, `pagina ${page}`, opts?.layout === 'landscape' ? { width: 742, y: 560 } : {}); doc.y = 50; };
  const X3 = [360, 440, 520];
  const fmt = (v) => nl0(v);
  // p1 cover
  doc.font('B').fontSize(22).text('Stichting Taalbrug Utrecht', 50, 220, { width: 495, align: 'center' });
  doc.moveDown(0.6);
  doc.font('R').fontSize(16).text('Jaarrekening 2025', { width: 495, align: 'center' });
  doc.moveDown(2);
  doc.fontSize(10).text(TB.address, { width: 495, align: 'center' });
  doc.text(`KvK-nummer ${TB.kvk}  ·  RSIN ${TB.rsin}`, { width: 495, align: 'center' });
  doc.text('Door de Belastingdienst aangemerkt als Algemeen Nut Beogende Instelling (ANBI)', { width: 495, align: 'center' });
  doc.moveDown(8);
  doc.fontSize(9).text('Opgesteld volgens Richtlijn 640 Organisaties-zonder-winststreven van de Raad voor de Jaarverslaggeving', { width: 495, align: 'center' });
  doc.text('Vastgesteld in de bestuursvergadering van 16-06-2026', { width: 495, align: 'center' });
  footer(doc, FOOT, 'pagina 1');

  // p2 inhoud + bestuursverslag (verkort)
  next();
  H(doc, 'Inhoud', { size: 13 });
  const toc = [['Bestuursverslag (verkort)', 2], ['Balans per 31 december 2025', 3], ['Staat van baten en lasten over 2025', 4], ['Grondslagen en toelichting op de balans', 5], ['Toelichting op de staat van baten en lasten', 6], ['Lastenverdeling 2025', 7], ['Personeel, kengetallen en overige gegevens', 8]];
  for (const [t, p] of toc) { const y = doc.y; doc.font('R').fontSize(9.5).text(t, 60, y, { lineBreak: false }); doc.text(String(p), 480, y, { width: 40, align: 'right', lineBreak: false }); doc.y = y + 15; }
  doc.moveDown(1);
  H(doc, 'Bestuursverslag (verkort)', { size: 13 });
  para(doc, 'Stichting Taalbrug Utrecht (opgericht in 2011) helpt Utrechters die de Nederlandse taal nog niet goed beheersen. Dat doen wij met drie programma\'s: Taalmaatjes, waarin een vrijwilliger een jaar lang wekelijks met een nieuwkomer oefent; Huiswerkbegeleiding voor kinderen van 8 tot 14 jaar in Overvecht en Kanaleneiland; en Thuisadministratie, waarin getrainde vrijwilligers huishoudens helpen hun post en geldzaken op orde te houden.');
  para(doc, `In 2025 kwam de som der baten uit op € ${nl0(TB.somBaten[1])}, tegen € ${nl0(TB.somBaten[0])} begroot. Voor het eerst ontvingen wij een bijdrage van de VriendenLoterij. De uitgaven aan de doelstellingen stegen, vooral bij Taalmaatjes door de groei van het aantal koppels. Het saldo van baten en lasten bedraagt € ${nl0(TB.saldo[1])} positief; het bestuur heeft dit saldo bestemd zoals op pagina 4 vermeld.`);
  para(doc, `Het bestuur bestond in 2025 uit ${TB.mtg.chair} (voorzitter), ${TB.mtg.secr} (secretaris), ${TB.mtg.treas} (penningmeester), ${TB.mtg.member} en ${TB.mtg.absent} (leden). Bestuursleden ontvangen geen bezoldiging. De dagelijkse leiding berust bij ${TB.dir.name}, directeur.`);
  doc.moveDown(0.3);
  doc.font('B').fontSize(9.5).text('Kerncijfers', 50, doc.y);
  doc.moveDown(0.3);
  heads(doc, [440, 520], ['2025', '2024'], { colW: 60, labelX: 50 });
  tableRows(doc, TB.kern.map(([l, a, b]) => ({ label: l, vals: [a, b] })), { xs: [440, 520], colW: 60, labelW: 320, fmt });
  tableRows(doc, [{ label: 'Gemiddeld aantal medewerkers in fte', vals: [TB.fte[0].toFixed(1).replace('.', ','), TB.fte[1].toFixed(1).replace('.', ',')] }], { xs: [440, 520], colW: 60, labelW: 320 });

  // p3 balans
  next();
  H(doc, 'Balans per 31 december 2025', { size: 13 });
  doc.font('I').fontSize(8.5).text('(na resultaatbestemming; bedragen in euro\'s)', 50, doc.y); doc.moveDown(0.8);
  const X2 = [440, 520];
  heads(doc, X2, ['31 december\n2025\n€', '31 december\n2024\n€'], { colW: 70, labelX: 50, label: 'ACTIVA' });
  { const yy = doc.y; doc.font('R').fontSize(8).text('Toel.', 355, yy - 18, { lineBreak: false }); doc.y = yy; }
  const B = (label, v, o = {}) => ({ label, vals: v, ...o });
  tableRows(doc, [
    B('Vaste activa', [], { bold: true }),
    B('Materiële vaste activa', [TB.mva.end, TB.mva.begin], { indent: 1, ref: 1 }),
    { gap: 4 },
    B('Vlottende activa', [], { bold: true }),
    B('Vorderingen en overlopende activa', [TB.vordTot[0], TB.vordTot[1]], { indent: 1, ref: 2 }),
    B('Liquide middelen', [TB.liq[0], TB.liq[1]], { indent: 1, ref: 3 }),
    { gap: 4 },
    B('Totaal activa', [TB.activa[0], TB.activa[1]], { bold: true, rule: true, double: true }),
  ], { xs: X2, colW: 70, labelW: 280, refX: 362, fmt });
  doc.moveDown(2);
  heads(doc, X2, ['31 december\n2025\n€', '31 december\n2024\n€'], { colW: 70, labelX: 50, label: 'PASSIVA' });
  tableRows(doc, [
    B('Reserves en fondsen', [], { bold: true, ref: 4 }),
    B('Reserves', [], { indent: 1, italic: true }),
    B('Continuïteitsreserve', [TB.res.cont.y25[3], TB.res.cont.y24[3]], { indent: 2 }),
    B('Bestemmingsreserves', [TB.bestRes[0], TB.bestRes[1]], { indent: 2 }),
    B('Overige reserve', [TB.overige.y25[3], TB.overige.y24[3]], { indent: 2 }),
    B('', [TB.reserves[0], TB.reserves[1]], { rule: true }),
    B('Fondsen', [], { indent: 1, italic: true }),
    B('Bestemmingsfondsen', [TB.fondsen[0], TB.fondsen[1]], { indent: 2 }),
    B('Totaal reserves en fondsen', [TB.resFonds[0], TB.resFonds[1]], { bold: true, rule: true }),
    { gap: 6 },
    B('Kortlopende schulden', [TB.kort[0], TB.kort[1]], { bold: true, ref: 5 }),
    { gap: 4 },
    B('Totaal passiva', [TB.activa[0], TB.activa[1]], { bold: true, rule: true, double: true }),
  ], { xs: X2, colW: 70, labelW: 280, refX: 362, fmt });

  // p4 staat van baten en lasten
  next();
  H(doc, 'Staat van baten en lasten over 2025', { size: 13 });
  doc.font('I').fontSize(8.5).text('(bedragen in euro\'s)', 50, doc.y); doc.moveDown(0.6);
  heads(doc, X3, ['Begroting\n2025\n€', 'Werkelijk\n2025\n€', 'Werkelijk\n2024\n€'], { colW: 72, labelX: 50 });
  const b = TB.baten;
  const L = (o, v) => ({ ...o, vals: v });
  const fnRow = (i, o = {}) => L({ label: TB.fns[i].label, ...o }, TB.fnCols[i]);
  tableRows(doc, [
    { label: 'BATEN', bold: true },
    L({ label: b.part.label, indent: 1, ref: 6 }, b.part.v),
    L({ label: b.bedr.label, indent: 1 }, b.bedr.v),
    L({ label: b.lot.label, indent: 1 }, b.lot.v),
    L({ label: b.overh.label, indent: 1, ref: 7 }, b.overh.v),
    L({ label: b.azw.label, indent: 1, ref: 8 }, b.azw.v),
    L({ label: 'Som van de geworven baten', indent: 1, bold: true, rule: true }, TB.geworven),
    { gap: 3 },
    L({ label: TB.tegen.label, indent: 1 }, TB.tegen.v),
    L({ label: TB.overig.label, indent: 1 }, TB.overig.v),
    L({ label: 'Som der baten', bold: true, rule: true }, TB.somBaten),
    { gap: 8 },
    { label: 'LASTEN', bold: true },
    { label: 'Besteed aan doelstellingen', indent: 1, italic: true },
    fnRow(0, { indent: 2 }), fnRow(1, { indent: 2 }), fnRow(2, { indent: 2 }),
    L({ label: '', rule: true }, TB.doel),
    { gap: 3 },
    fnRow(3, { indent: 1 }),
    fnRow(4, { indent: 1 }),
    L({ label: 'Som der lasten', bold: true, rule: true, ref: 9 }, TB.somLasten),
    { gap: 8 },
    L({ label: 'Saldo voor financiële baten en lasten', bold: true }, TB.voorFin),
    L({ label: 'Saldo financiële baten en lasten', indent: 1 }, TB.fin),
    L({ label: 'Saldo van baten en lasten', bold: true, rule: true, double: true }, TB.saldo),
  ], { xs: X3, colW: 72, labelW: 235, refX: 305, fmt });
  doc.moveDown(1.2);
  doc.font('B').fontSize(10).text('Resultaatbestemming', 50, doc.y); doc.moveDown(0.3);
  para(doc, 'Het saldo van baten en lasten is als volgt toegevoegd aan (onttrokken aan):', { size: 8.5 });
  heads(doc, [440, 520], ['Werkelijk\n2025\n€', 'Werkelijk\n2024\n€'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    ...TB.bestemming.map(([l, v]) => ({ label: l, indent: 1, vals: v })),
    { label: 'Totaal', bold: true, rule: true, vals: [TB.saldo[1], TB.saldo[2]] },
  ], { xs: [440, 520], colW: 72, labelW: 300, fmt });

  // p5 grondslagen + toelichting balans
  next();
  H(doc, 'Grondslagen van waardering en resultaatbepaling', { size: 12 });
  para(doc, 'De jaarrekening is opgesteld volgens Richtlijn 640 Organisaties-zonder-winststreven. Activa en passiva worden gewaardeerd tegen nominale waarde, tenzij anders vermeld. Materiële vaste activa worden gewaardeerd tegen aanschafwaarde onder aftrek van lineaire afschrijvingen over een looptijd van drie tot vijf jaar. Baten worden verantwoord in het jaar waarop zij betrekking hebben; toegezegde subsidies en bijdragen voor een volgend jaar worden als vooruitontvangen verantwoord. Kosten worden aan de doelstellingen, de werving en het beheer toegerekend volgens de in de lastenverdeling vermelde verdeelsleutels (uren voor personeelskosten, vierkante meters voor huisvesting).', { size: 8.5 });
  H(doc, 'Toelichting op de balans', { size: 12 });
  const Xn = [440, 520];
  const sub = (t) => { doc.font('B').fontSize(9.5).text(t, 50, doc.y); doc.moveDown(0.3); };
  sub('1  Materiële vaste activa (inventaris en ICT)');
  tableRows(doc, [
    { label: 'Boekwaarde 1 januari', vals: [TB.mva.begin] },
    { label: 'Investeringen', vals: [TB.mva.invest] },
    { label: 'Afschrijvingen', vals: [-TB.mva.afschr] },
    { label: 'Boekwaarde 31 december', bold: true, rule: true, vals: [TB.mva.end] },
  ], { xs: [520], colW: 72, labelW: 300, fmt });
  doc.moveDown(0.5);
  sub('2  Vorderingen en overlopende activa');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    { label: 'Debiteuren', vals: [TB.vord.deb[0], TB.vord.deb[1]] },
    { label: 'Nog te ontvangen subsidies en bijdragen', vals: [TB.vord.nto[0], TB.vord.nto[1]] },
    { label: 'Vooruitbetaalde kosten', vals: [TB.vord.vooruit[0], TB.vord.vooruit[1]] },
    { label: 'Totaal vorderingen', bold: true, rule: true, vals: TB.vordTot },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  doc.moveDown(0.5);
  sub('3  Liquide middelen');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    { label: 'Rabobank betaalrekening', vals: [e(TB.betaal[0]), e(TB.betaal[1])] },
    { label: 'Rabobank Bedrijfsspaarrekening', vals: [e(TB.spaar[0]), e(TB.spaar[1])] },
    { label: 'Kas', vals: [e(TB.kas[0]), e(TB.kas[1])] },
    { label: 'Totaal liquide middelen', bold: true, rule: true, vals: TB.liq },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  para(doc, 'De liquide middelen staan ter vrije beschikking van de stichting.', { size: 8.5 });
  sub('4  Reserves en fondsen');
  para(doc, 'De continuïteitsreserve dient om risico\'s op korte termijn op te vangen en te zorgen dat de stichting ook in de toekomst aan haar verplichtingen kan voldoen. Het bestuur hanteert als bovengrens anderhalf maal de jaarlijkse kosten van de werkorganisatie. De bestemmingsreserve is door het bestuur afgezonderd voor de vrijwilligersacademie.', { size: 8.5 });
  const X4 = [300, 375, 450, 525];
  const mvHead = () => heads(doc, X4, ['Stand\n1-1-2025', 'Toevoeging\n', 'Onttrekking\n', 'Stand\n31-12-2025'], { colW: 70, labelX: 50 });
  mvHead();
  const mv = (l, r) => ({ label: l, vals: r.y25 });
  tableRows(doc, [
    mv('Continuïteitsreserve', TB.res.cont),
    mv('Bestemmingsreserve vrijwilligersacademie', TB.res.acad),
    mv('Overige reserve', TB.overige),
    { label: 'Totaal reserves', bold: true, rule: true, vals: [TB.reserves[1], TB.res.cont.y25[1] + TB.res.acad.y25[1] + TB.overige.y25[1], TB.res.cont.y25[2] + TB.res.acad.y25[2] + TB.overige.y25[2], TB.reserves[0]] },
  ], { xs: X4, colW: 70, labelW: 190, fmt });

  // p6 fondsen (vervolg), kortlopende schulden, toelichting baten
  next();
  sub('4  Reserves en fondsen (vervolg)');
  para(doc, 'Bestemmingsfondsen zijn middelen die door derden zijn ontvangen met een specifieke bestemming; het Oranje Fonds draagt bij aan de huiswerkklas in schooljaar 2025-2026, het K.F. Hein Fonds aan het wekelijkse taalcafé.', { size: 8.5 });
  mvHead();
  tableRows(doc, [
    mv('Bestemmingsfonds Oranje Fonds huiswerkklas', TB.fonds.oranje),
    mv('Bestemmingsfonds Taalcafé K.F. Hein Fonds', TB.fonds.hein),
    { label: 'Totaal bestemmingsfondsen', bold: true, rule: true, vals: [TB.fondsen[1], TB.fonds.oranje.y25[1] + TB.fonds.hein.y25[1], TB.fonds.oranje.y25[2] + TB.fonds.hein.y25[2], TB.fondsen[0]] },
  ], { xs: X4, colW: 70, labelW: 190, fmt });
  doc.moveDown(0.6);
  sub('5  Kortlopende schulden');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    { label: 'Crediteuren', vals: TB.schuld.cred },
    { label: 'Belastingen en premies sociale verzekeringen', vals: TB.schuld.belast },
    { label: 'Vooruitontvangen subsidies', vals: TB.schuld.vooruit },
    { label: 'Overige schulden en overlopende passiva', vals: TB.schuld.overig },
    { label: 'Totaal kortlopende schulden', bold: true, rule: true, vals: TB.kort },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  para(doc, 'De vooruitontvangen subsidies betreffen het voorschot van de Gemeente Utrecht op de subsidie Taalmaatjes voor 2026, ontvangen in december.', { size: 8.5 });
  H(doc, 'Toelichting op de staat van baten en lasten', { size: 12 });
  sub('6  Baten van particulieren');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    { label: 'Eenmalige giften', vals: [e(TB.partBreak.eenmalig[0]), TB.partBreak.eenmalig[1]] },
    { label: 'Periodieke giften (machtigingen en periodieke schenkingen)', vals: [e(TB.partBreak.periodiek[0]), TB.partBreak.periodiek[1]] },
    { label: 'Acties en sponsorloop', vals: [e(TB.partBreak.acties[0]), TB.partBreak.acties[1]] },
    { label: 'Totaal', bold: true, rule: true, vals: [TB.baten.part.v[1], TB.baten.part.v[2]] },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  doc.moveDown(0.4);
  sub('7  Baten van subsidies van overheden');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    ...TB.subs.map((s) => ({ label: s[0], vals: [s[1], s[2]] })),
    { label: 'Totaal', bold: true, rule: true, vals: [TB.baten.overh.v[1], TB.baten.overh.v[2]] },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  doc.moveDown(0.4);
  sub('8  Baten van andere organisaties zonder winststreven');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    ...TB.azwList.map((s) => ({ label: s[0], vals: [s[1], s[2]] })),
    { label: 'Totaal', bold: true, rule: true, vals: [TB.baten.azw.v[1], TB.baten.azw.v[2]] },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });

  // p7 lastenverdeling (landscape)
  next({ size: 'A4', layout: 'landscape', margin: null, margins: { top: 40, bottom: 20, left: 50, right: 50 } });
  doc.y = 45;
  H(doc, '9  Lastenverdeling 2025', { size: 12, width: 740 });
  doc.font('I').fontSize(8.5).text('Toerekening van de kosten naar soort aan de doelstellingen, de werving van baten en het beheer (bedragen in euro\'s)', 50, doc.y, { width: 740 });
  doc.moveDown(0.6);
  const XL = [300, 368, 436, 504, 572, 646, 714, 790];
  const yb = doc.y;
  doc.font('B').fontSize(8).text('Besteed aan doelstellingen', 232, yb, { width: 204, align: 'center' });
  doc.moveTo(236, yb + 11).lineTo(436, yb + 11).lineWidth(0.5).stroke();
  doc.y = yb + 14;
  heads(doc, XL, ['Taalmaatjes\n', 'Huiswerk-\nbegeleiding', 'Thuis-\nadministratie', 'Werving\nbaten', 'Beheer en\nadministratie', 'Totaal\n2025', 'Begroting\n2025', 'Totaal\n2024'], { colW: 64, size: 8, labelX: 50, label: 'Kostensoort' });
  tableRows(doc, [
    ...TB.natures.map((n) => ({ label: n.label, vals: [...n.a, n.tot, n.btot, n.y24] })),
    { label: 'Totaal', bold: true, rule: true, vals: [...TB.fnAct, TB.somLasten[1], TB.somLasten[0], TB.somLasten[2]] },
  ], { xs: XL, colW: 64, labelW: 175, size: 8.5, fmt });
  doc.moveDown(0.8);
  para(doc, 'Personeelskosten zijn toegerekend op basis van de urenregistratie, huisvestingskosten naar rato van het gebruik van de ruimten; de kosten van de directeur zijn voor 40% aan beheer en administratie en werving toegerekend.', { size: 8.5, width: 740 });

  // p8 personeel, kengetallen, overige gegevens
  next();
  sub('10  Personeelskosten');
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  const pers = TB.natures.find((n) => n.key === 'pers');
  const persAcc = TB.costAcc.pers;
  const pers24 = [203180, 35870, 25140]; pers24.push(pers.y24 - pers24[0] - pers24[1] - pers24[2]);
  tableRows(doc, [
    ...TB.persBreak.map(([l], i) => ({ label: l, vals: [e(persAcc[i].cents), pers24[i]] })),
    { label: 'Totaal personeelskosten', bold: true, rule: true, vals: [pers.tot, pers.y24] },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  para(doc, `Gemiddeld waren in 2025 ${TB.employees} medewerkers in dienst, samen ${TB.fte[0].toFixed(1).replace('.', ',')} fte (2024: ${TB.fte[1].toFixed(1).replace('.', ',')} fte). Daarnaast zetten ${TB.kern[3][1]} vrijwilligers zich onbetaald in.`, { size: 8.5 });
  doc.font('B').fontSize(9).text('Bezoldiging directeur', 50, doc.y); doc.moveDown(0.3);
  para(doc, `Naam: ${TB.dir.name}; functie: ${TB.dir.functie}; dienstverband: onbepaalde tijd, ${TB.dir.uren} uur per week (0,89 fte).`, { size: 8.5 });
  heads(doc, Xn, ['2025', '2024'], { colW: 72, labelX: 50 });
  tableRows(doc, [
    ...TB.dir.rows.map(([l, a, b2]) => ({ label: l, vals: [a, b2] })),
    { label: 'Totaal bezoldiging', bold: true, rule: true, vals: TB.dir.tot },
  ], { xs: Xn, colW: 72, labelW: 300, fmt });
  para(doc, 'De bezoldiging blijft binnen de Regeling beloning directeuren van goededoelenorganisaties. Aan bestuursleden zijn geen bezoldigingen, leningen of voorschotten verstrekt.', { size: 8.5 });
  doc.moveDown(0.3);
  sub('11  Kengetallen');
  heads(doc, X3, ['Begroting\n2025', 'Werkelijk\n2025', 'Werkelijk\n2024'], { colW: 72, labelX: 50 });
  tableRows(doc, TB.keng.map(([l, v]) => ({ label: l, vals: v.map(pct1) })), { xs: X3, colW: 72, labelW: 230 });
  doc.moveDown(0.6);
  H(doc, 'Ondertekening', { size: 11 });
  para(doc, `Utrecht, 16-06-2026. Het bestuur: ${TB.mtg.chair} (voorzitter), ${TB.mtg.secr} (secretaris), ${TB.mtg.treas} (penningmeester), ${TB.mtg.member}, ${TB.mtg.absent}.`, { size: 8.5 });
  H(doc, 'Overige gegevens', { size: 11 });
  para(doc, 'Controleverklaring: Van der Meulen & Visser Accountants te Utrecht heeft bij deze jaarrekening op 16-06-2026 een goedkeurende controleverklaring afgegeven. Statutaire regeling resultaatbestemming: het saldo van baten en lasten wordt door het bestuur bestemd met inachtneming van de bestemmingen die derden aan ontvangen middelen hebben gegeven.', { size: 8.5 });
  await end();
}

// ---------------------------------------------------------------- Exact Online kolommenbalans
export async function kolommenbalans(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Exact Online'; wb.created = new Date();
  const ws = wb.addWorksheet('Kolommenbalans');
  ws.columns = [{ width: 14 }, { width: 50 }, ...Array(6).fill({ width: 15 })];
  const title = [['Stichting Taalbrug Utrecht', true], ['Kolommenbalans', true], ['Administratie: 418207 - Stichting Taalbrug Utrecht'], ['Boekjaar: 2025    Periode: 1 t/m 12 (inclusief eindejaarsboekingen)'], ['Valuta: EUR'], ['Afdrukdatum: 06-07-2026 11:30']];
  title.forEach(([t, bold], i) => { const cell = ws.getCell(i + 1, 1); cell.value = t; if (bold) cell.font = { bold: true, size: i === 0 ? 14 : 12 }; });
  const h1 = 8;
  ws.getCell(h1, 1).value = 'Grootboekrekening'; ws.getCell(h1, 2).value = 'Omschrijving';
  ws.mergeCells(h1, 1, h1 + 1, 1); ws.mergeCells(h1, 2, h1 + 1, 2);
  [['Beginbalans', 3], ['Mutaties', 5], ['Eindsaldo', 7]].forEach(([t, col]) => { ws.getCell(h1, col).value = t; ws.mergeCells(h1, col, h1, col + 1); });
  for (let col = 3; col <= 8; col++) ws.getCell(h1 + 1, col).value = col % 2 ? 'Debet' : 'Credit';
  for (let r = h1; r <= h1 + 1; r++) for (let col = 1; col <= 8; col++) styleHeader(ws.getCell(r, col));
  let r = h1 + 2;
  const NUMF = '#,##0.00;-#,##0.00;""';
  const put = (vals, o = {}) => {
    vals.forEach((v, i) => { const cell = ws.getCell(r, i + 1); if (v !== undefined && v !== null && v !== '') cell.value = v; if (i >= 2) cell.numFmt = NUMF; if (o.bold) cell.font = { bold: true }; if (o.top && i >= 2) cell.border = { top: { style: 'thin' } }; });
    r++;
  };
  const dc = (cents) => (cents > 0 ? [cents / 100, null] : cents < 0 ? [null, -cents / 100] : [null, null]);
  const tot = { b: [0, 0], m: [0, 0], e: [0, 0] };
  const add = (t, a) => { if (a.begin > 0) t.b[0] += a.begin; else t.b[1] -= a.begin; t.m[0] += a.mutD; t.m[1] += a.mutC; if (a.end > 0) t.e[0] += a.end; else t.e[1] -= a.end; };
  put(['Balans'], { bold: true });
  let rub = '';
  const balT = { b: [0, 0], m: [0, 0], e: [0, 0] };
  for (const a of TB.balAcc) {
    if (a.rub !== rub) { rub = a.rub; put(['', rub], { bold: true }); }
    put([a.code, a.name, ...dc(a.begin), a.mutD ? a.mutD / 100 : null, a.mutC ? a.mutC / 100 : null, ...dc(a.end)]);
    add(balT, a); add(tot, a);
  }
  const c2 = (v) => Math.round(v) / 100;
  put(['', 'Totaal balans', c2(balT.b[0]), c2(balT.b[1]), c2(balT.m[0]), c2(balT.m[1]), c2(balT.e[0]), c2(balT.e[1])], { bold: true, top: true });
  put(['', 'Saldo winst boekjaar', null, null, null, null, null, TB.resultCents / 100], { bold: true });
  r++;
  put(['Winst- en verliesrekening'], { bold: true });
  const plT = { b: [0, 0], m: [0, 0], e: [0, 0] };
  const grpName = { part: 'Baten van particulieren', bedr: 'Baten van bedrijven', lot: 'Baten van loterijorganisaties', overh: 'Subsidies van overheden', azw: 'Baten van andere organisaties zonder winststreven', tegen: 'Baten als tegenprestatie', overig: 'Overige baten', fin: 'Financiële baten en lasten', pers: 'Personeelskosten', huis: 'Huisvestingskosten', vrijw: 'Vrijwilligerskosten', direct: 'Directe activiteitenkosten', uitb: 'Uitbesteed werk', publ: 'Publiciteit en communicatie', kant: 'Kantoor- en algemene kosten', afs: 'Afschrijvingen' };
  let g = '';
  for (const a of TB.plAcc) {
    if (a.grp !== g) { g = a.grp; put(['', grpName[g]], { bold: true }); }
    const net = a.side === 'D' ? a.cents : -a.cents;
    const x = { begin: 0, mutD: a.mutD, mutC: a.mutC, end: net };
    put([a.code, a.name, null, null, a.mutD ? a.mutD / 100 : null, a.mutC ? a.mutC / 100 : null, ...dc(net)]);
    add(plT, x); add(tot, x);
  }
  put(['', 'Totaal winst- en verliesrekening', null, null, c2(plT.m[0]), c2(plT.m[1]), c2(plT.e[0]), c2(plT.e[1])], { bold: true, top: true });
  put(['', 'Saldo winst boekjaar', null, null, null, null, TB.resultCents / 100, null], { bold: true });
  r++;
  put(['', 'Totaal generaal', c2(tot.b[0]), c2(tot.b[1]), c2(tot.m[0]), c2(tot.m[1]), c2(tot.e[0]), c2(tot.e[1])], { bold: true, top: true });
  ws.views = [{ state: 'frozen', ySplit: h1 + 1 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- begroting versus realisatie per project
export async function projectWorkbook(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = TB.mtg.treas; wb.created = new Date();
  const EUR = '€ #,##0;€ -#,##0;"-"';
  const PCT = '0.0%';
  const titleBlock = (ws, sub) => {
    ws.getCell('A1').value = 'Stichting Taalbrug Utrecht'; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = sub; ws.getCell('A2').font = { bold: true, size: 12 };
    ws.getCell('A3').value = 'Bedragen in euro\'s; realisatie na jaarafsluiting (definitief, aansluitend op de jaarrekening 2025)';
    ws.getCell('A3').font = { italic: true };
  };
  // overzicht
  const ov = wb.addWorksheet('Overzicht');
  ov.columns = [{ width: 38 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 14 }, { width: 60 }];
  titleBlock(ov, 'Begroting versus realisatie 2025 – overzicht per project');
  const hr = 5;
  ['Project / kostenplaats', 'Begroting 2025', 'Realisatie 2025', 'Verschil (begroting -/- realisatie)', 'Realisatie in % van begroting', 'Toelichting'].forEach((t, i) => { const cell = ov.getCell(hr, i + 1); cell.value = t; styleHeader(cell); });
  ov.getRow(hr).height = 45;
  const notes = ['Meer koppels dan verwacht (312); extra coördinatie-uren', 'Minder inhuur bijlesdocenten dan begroot', 'Extra trainingen vrijwilligers schuldhulp', 'Campagne Giving Tuesday', 'Lagere accountantskosten'];
  TB.fns.forEach((f, i) => {
    const row = hr + 1 + i + (i >= 3 ? 1 : 0);
    ov.getCell(row, 1).value = f.label === 'Kosten beheer en administratie' ? 'Beheer en administratie' : f.label === 'Wervingskosten' ? 'Werving baten' : f.label;
    ov.getCell(row, 2).value = TB.fnBud[i]; ov.getCell(row, 3).value = TB.fnAct[i];
    ov.getCell(row, 4).value = F(`B${row}-C${row}`, TB.fnBud[i] - TB.fnAct[i]);
    ov.getCell(row, 5).value = F(`C${row}/B${row}`, TB.fnAct[i] / TB.fnBud[i]);
    ov.getCell(row, 6).value = notes[i];
  });
  const sr = hr + 4; // subtotal doelstellingen
  ov.getCell(sr, 1).value = 'Subtotaal besteed aan doelstellingen';
  ov.getCell(sr, 2).value = F(`SUM(B${hr + 1}:B${hr + 3})`, TB.doel[0]); ov.getCell(sr, 3).value = F(`SUM(C${hr + 1}:C${hr + 3})`, TB.doel[1]);
  ov.getCell(sr, 4).value = F(`B${sr}-C${sr}`, TB.doel[0] - TB.doel[1]); ov.getCell(sr, 5).value = F(`C${sr}/B${sr}`, TB.doel[1] / TB.doel[0]);
  const tr = hr + 7;
  ov.getCell(tr, 1).value = 'Totaal lasten';
  ov.getCell(tr, 2).value = F(`B${sr}+B${hr + 5}+B${hr + 6}`, TB.somLasten[0]); ov.getCell(tr, 3).value = F(`C${sr}+C${hr + 5}+C${hr + 6}`, TB.somLasten[1]);
  ov.getCell(tr, 4).value = F(`B${tr}-C${tr}`, TB.somLasten[0] - TB.somLasten[1]); ov.getCell(tr, 5).value = F(`C${tr}/B${tr}`, TB.somLasten[1] / TB.somLasten[0]);
  for (const rr of [sr, tr]) for (let col = 1; col <= 5; col++) ov.getCell(rr, col).font = { bold: true };
  for (let rr = hr + 1; rr <= tr; rr++) { for (const col of [2, 3, 4]) ov.getCell(rr, col).numFmt = EUR; ov.getCell(rr, 5).numFmt = PCT; }
  ov.getCell(tr + 2, 1).value = 'Een negatief verschil betekent een overschrijding van de begroting.';
  ov.getCell(tr + 2, 1).font = { italic: true };
  // per project
  for (const [pi, p] of TB.projects.entries()) {
    const ws = wb.addWorksheet(p.label);
    ws.columns = [{ width: 40 }, { width: 16 }, { width: 16 }, { width: 16 }, { width: 12 }];
    titleBlock(ws, `Project ${p.label} – begroting versus realisatie 2025`);
    let row = 5;
    ['Lasten', 'Begroting 2025', 'Realisatie 2025', 'Verschil', '% van begroting'].forEach((t, i) => { const cell = ws.getCell(row, i + 1); cell.value = t; styleHeader(cell); });
    row++;
    const first = row;
    for (const n of TB.natures) {
      const bv = n.b[pi], av = n.a[pi];
      if (bv === 0 && av === 0) continue;
      ws.getCell(row, 1).value = TB.projNatLabel[n.key];
      ws.getCell(row, 2).value = bv; ws.getCell(row, 3).value = av;
      ws.getCell(row, 4).value = F(`B${row}-C${row}`, bv - av);
      ws.getCell(row, 5).value = bv ? F(`C${row}/B${row}`, av / bv) : 'n.v.t.';
      row++;
    }
    const lt = row;
    ws.getCell(lt, 1).value = 'Totaal lasten';
    ws.getCell(lt, 2).value = F(`SUM(B${first}:B${lt - 1})`, TB.fnBud[pi]); ws.getCell(lt, 3).value = F(`SUM(C${first}:C${lt - 1})`, TB.fnAct[pi]);
    ws.getCell(lt, 4).value = F(`B${lt}-C${lt}`, TB.fnBud[pi] - TB.fnAct[pi]); ws.getCell(lt, 5).value = F(`C${lt}/B${lt}`, TB.fnAct[pi] / TB.fnBud[pi]);
    for (let col = 1; col <= 5; col++) ws.getCell(lt, col).font = { bold: true };
    row = lt + 2;
    ['Dekking: geoormerkte baten', 'Begroting 2025', 'Realisatie 2025', 'Verschil', ''].forEach((t, i) => { const cell = ws.getCell(row, i + 1); cell.value = t; if (t) styleHeader(cell); });
    row++;
    const ef = row;
    for (const m of p.earmarked) { ws.getCell(row, 1).value = m.label; ws.getCell(row, 2).value = m.b; ws.getCell(row, 3).value = m.r; ws.getCell(row, 4).value = F(`C${row}-B${row}`, m.r - m.b); row++; }
    const et = row;
    const eb = p.earmarked.reduce((s, m) => s + m.b, 0), er = p.earmarked.reduce((s, m) => s + m.r, 0);
    ws.getCell(et, 1).value = 'Totaal geoormerkte baten';
    ws.getCell(et, 2).value = F(`SUM(B${ef}:B${et - 1})`, eb); ws.getCell(et, 3).value = F(`SUM(C${ef}:C${et - 1})`, er); ws.getCell(et, 4).value = F(`C${et}-B${et}`, er - eb);
    for (let col = 1; col <= 4; col++) ws.getCell(et, col).font = { bold: true };
    const ar = et + 2;
    ws.getCell(ar, 1).value = 'Bijdrage uit algemene middelen (lasten -/- dekking)';
    ws.getCell(ar, 2).value = F(`B${lt}-B${et}`, TB.fnBud[pi] - eb); ws.getCell(ar, 3).value = F(`C${lt}-C${et}`, TB.fnAct[pi] - er);
    ws.getCell(ar, 1).font = { italic: true };
    for (let rr = 6; rr <= ar; rr++) { for (const col of [2, 3, 4]) if (ws.getCell(rr, col).value !== null) ws.getCell(rr, col).numFmt = EUR; if (typeof ws.getCell(rr, 5).value === 'object' && ws.getCell(rr, 5).value) ws.getCell(rr, 5).numFmt = PCT; }
  }
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Rabobank CSV
export function raboCsv(file) {
  const H = ['IBAN/BBAN', 'Munt', 'BIC', 'Volgnr', 'Datum', 'Rentedatum', 'Bedrag', 'Saldo na trn', 'Tegenrekening IBAN/BBAN', 'Naam tegenpartij', 'Naam uiteindelijke partij', 'Naam initiërende partij', 'BIC tegenpartij', 'Code', 'Batch ID', 'Transactiereferentie', 'Machtigingskenmerk', 'Incassant ID', 'Betalingskenmerk', 'Omschrijving-1', 'Omschrijving-2', 'Omschrijving-3', 'Reden retour', 'Oorspr bedrag', 'Oorspr munt', 'Koers'];
  const amt = (cents) => `${cents < 0 ? '-' : '+'}${Math.floor(Math.abs(cents) / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
  const lines = [H];
  const bic = (iban) => (iban ? ({ RABO: 'RABONL2U', INGB: 'INGBNL2A', ABNA: 'ABNANL2A', SNSB: 'SNSBNL2A', ASNB: 'ASNBNL21', TRIO: 'TRIONL2U', DEUT: 'DEUTNL2A', BNGH: 'BNGHNL2G' })[iban.slice(4, 8)] || '' : '');
  const emit = (iban, txs, open, start) => {
    let bal = open, n = start;
    for (const t of txs) {
      bal += t.amt; n++;
      lines.push([iban, 'EUR', 'RABONL2U', String(n).padStart(18, '0'), t.datum, t.rente, amt(t.amt), amt(bal), t.iban, t.naam, '', '', bic(t.iban), t.code, t.batch, t.code === 'ei' || t.code === 'cb' ? `${t.datum.replace(/-/g, '')}${String(n).slice(-4)}RB` : '', t.kenmerk, t.code === 'ei' && t.amt < 0 && !t.retour ? 'NL98ZZZ' + String(300000000 + n * 7919).slice(0, 9) : '', '', t.o1, t.o2, '', t.retour, '', '', '']);
    }
    return bal;
  };
  emit(TB.iban, TB.bankTx, TB.betaalOpenDec, TB.volgStart);
  emit(TB.ibanSpaar, TB.spaarTx, TB.spaarOpenDec, 212);
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  fs.writeFileSync(file, lines.map((l) => l.map(q).join(',')).join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- notulen
export async function notulen(file) {
  const M = TB.mtg;
  const kids = [];
  kids.push(P('Stichting Taalbrug Utrecht', { bold: true, size: 14, after: 60 }));
  kids.push(P('Notulen van de bestuursvergadering', { bold: true, size: 13, after: 60 }));
  kids.push(P(`Datum: donderdag ${nlDate(M.date)}, 19.30 – 21.45 uur. Locatie: kantoor Kanaalstraat 214, Utrecht.`, { after: 60 }));
  kids.push(P(`Aanwezig: ${M.chair} (voorzitter), ${M.secr} (secretaris, notulist), ${M.treas} (penningmeester), ${M.member} (lid); ${M.director} (directeur, adviserend).`, { after: 60 }));
  kids.push(P(`Afwezig met kennisgeving: ${M.absent} (lid).`));
  const item = (n, t) => kids.push(P(`${n}. ${t}`, { bold: true, before: 160, after: 60 }));
  item(1, 'Opening en vaststelling agenda');
  kids.push(P('De voorzitter opent de vergadering om 19.30 uur. De agenda wordt ongewijzigd vastgesteld. Het bestuur is met vier van de vijf leden aanwezig en kan rechtsgeldig besluiten.'));
  item(2, `Notulen vergadering ${M.prev}`);
  kids.push(P('De notulen worden na één tekstuele correctie vastgesteld. Actiepunt 3 (offerte nieuwe laptops) is afgerond.'));
  item(3, 'Financiële stand en prognose 2025');
  kids.push(P(`De penningmeester licht de prognose toe, gebaseerd op de cijfers tot en met november. Verwacht wordt een positief saldo van € ${nl0(M.saldo[1])}, tegen een begroot tekort van € ${nl0(-M.saldo[0])}. De baten van particulieren blijven iets achter bij de eerdere verwachting, maar de eindejaarsacties moeten nog binnenkomen. Het voorschot van de Gemeente Utrecht op de subsidie 2026 wordt in december ontvangen en telt niet mee in 2025.`));
  item(4, 'Begroting 2026');
  kids.push(P('De directeur presenteert de begroting 2026. De uitbreiding van Thuisadministratie naar Zuilen wordt voor de helft gedekt door een hogere bijdrage van de gemeente. Na bespreking wordt de begroting 2026 ongewijzigd vastgesteld.', { after: 100 }));
  const rows = [['Bedragen in €', 'Begroting 2025', 'Prognose 2025', 'Begroting 2026']];
  for (const r of M.baten) rows.push([r[0], nl0(r[1]), nl0(r[2]), nl0(r[3])]);
  rows.push(['Som der baten', ...M.somBaten.map(nl0)]);
  for (const r of M.lasten) rows.push([r[0], nl0(r[1]), nl0(r[2]), nl0(r[3])]);
  rows.push(['Som der lasten', ...M.somLasten.map(nl0)]);
  rows.push(['Saldo financiële baten en lasten', ...M.fin.map(nl0)]);
  rows.push(['Saldo van baten en lasten', ...M.saldo.map(nl0)]);
  const bold = [M.baten.length + 1, M.baten.length + M.lasten.length + 2, rows.length - 1];
  kids.push(T(rows, { widths: [3600, 1700, 1700, 1700], numCols: [1, 2, 3], boldRows: bold }));
  kids.push(P('Besluit: de begroting 2026 wordt vastgesteld met een begroot saldo zoals hierboven vermeld.', { italic: true, before: 100 }));
  item(5, 'Reserves');
  kids.push(P(`Het restant van de bestemmingsreserve vrijwilligersacademie wordt in 2026 besteed aan de tweede lichting trainers. Het bestuur bevestigt de norm voor de continuïteitsreserve: maximaal anderhalf maal de jaarlijkse kosten van de werkorganisatie. Aan de continuïteitsreserve wordt over 2025 € ${nl0(TB.res.cont.y25[1])} toegevoegd.`));
  item(6, 'Procuratieregeling');
  kids.push(P(`De procuratieregeling wordt aangepast: betalingen boven € ${nl0(M.twoSign)} vereisen met ingang van 1 januari 2026 de goedkeuring van zowel de directeur als de penningmeester (vier-ogenprincipe in de Rabo Business Banking-omgeving). Tot dat bedrag autoriseert de directeur alleen.`));
  item(7, 'Samenstelling bestuur');
  kids.push(P(`${M.treas} wordt met algemene stemmen herbenoemd als penningmeester voor een tweede termijn, die loopt tot en met ${M.treasTermEnd}. ${M.member} treedt in juni 2026 statutair af en is niet herbenoembaar; de werving van een opvolger met juridische achtergrond start in januari.`));
  item(8, 'Rondvraag en sluiting');
  kids.push(P('Mevrouw Jansen vraagt naar de kerstborrel voor de vrijwilligers op 12 december; de directeur bevestigt dat de boodschappen die middag worden gedaan. De voorzitter sluit de vergadering om 21.45 uur.'));
  kids.push(P(`De volgende bestuursvergadering is op dinsdag ${nlDate(M.next)} om 19.30 uur.`, { bold: true, before: 120 }));
  kids.push(P('Actielijst', { bold: true, before: 200, after: 60 }));
  kids.push(T([['Nr.', 'Actie', 'Wie', 'Gereed'], ['1', 'Procuratieregeling aanpassen in Rabo Business Banking', M.director, '31-12-2025'], ['2', 'Jaarrekening 2025 aanleveren bij de accountant', M.treas, '15-03-2026'], ['3', 'Profielschets nieuw bestuurslid', M.chair, '17-03-2026'], ['4', 'Aanvraag VriendenLoterij 2026 indienen', M.director, '31-01-2026']], { widths: [600, 4700, 2200, 1300] }));
  await writeDocx(file, kids, { title: 'Notulen bestuursvergadering 11-12-2025', creator: M.secr });
}

// ---------------------------------------------------------------- AH receipt photo
export async function kassabonPhoto(file) {
  const r = TB.rc;
  const m = (cents) => nl2(cents);
  const S = 30;
  const lines = [
    { t: 'Albert Heijn', size: 44, bold: true, center: true },
    { t: 'Winkelcentrum Overvecht', size: S, center: true },
    { t: 'Zamenhofdreef 31, Utrecht', size: S, center: true },
    { t: 'Tel. 030-2615820', size: S, center: true },
    { gap: 18 },
    { table: true, cols: ['AANTAL OMSCHRIJVING', 'PRIJS', 'BEDRAG'], size: S, bold: true },
    { rule: true },
    ...r.lines.map((l) => ({ table: true, cols: [`${l.q}  ${l.n}`, l.q > 1 ? m(l.p) : '', m(l.amt)], size: S })),
    { rule: true },
    { table: true, cols: [`${r.count}  SUBTOTAAL`, '', m(r.total)], size: S },
    { gap: 8 },
    { table: true, cols: ['TOTAAL', '', m(r.total)], size: 40, bold: true },
    { gap: 8 },
    { table: true, cols: ['BETAALD MET:', '', ''], size: S },
    { table: true, cols: ['PINNEN', '', m(r.total)], size: S },
    { gap: 18 },
    { table: true, cols: ['BTW', 'OVER', 'EUR'], size: S, bold: true },
    ...r.byRate.map((x) => ({ table: true, cols: [`${x.rate}%`, m(x.over), m(x.btw)], size: S })),
    { table: true, cols: ['TOTAAL', m(r.over), m(r.btw)], size: S },
    { gap: 18 },
    { t: '1346   3   0481   12-12-2025   17:42', size: S, center: true },
    { t: 'Vragen of opmerkingen? ah.nl/klantenservice', size: 26, center: true },
  ];
  await photoDocument(file, lines, { width: 760, height: 1300, angle: 1.2, seed: 7, ...(globalThis.__PHOTO || {}), format: 'jpeg', tableX: [50, 500, 710], mono: true, margin: 50, noise: 22 });
}
