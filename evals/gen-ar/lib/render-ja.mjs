// AJSC's documents: états financiers SYCEBNL (pdf), a Sage Saari grand-livre (xlsx), budget against réalisé by
// project (xlsx), a Wave Business statement (csv), the minutes of the general meeting (docx) and a photographed
// hardware-store invoice (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { JA as J } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T as Tbl, writeDocx, F, styleHeader, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

// 12345678 -> "12 345 678" (sep: the space used); zero as a dash
export const fr = (v, sep = ' ', dash = true) => {
  if (v === null || v === undefined) return '';
  if (dash && v === 0) return '-';
  const s = String(Math.abs(Math.round(v))).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return v < 0 ? `-${s}` : s;
};
const NNB = (v) => fr(v, '\u202f', false); // Word: narrow no-break spaces
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

function rows(doc, list, { xs, refX = 45, labelX = 75, noteX, size = 8.5, lineH = 14, width = 250, colW = 80 } = {}) {
  for (const r of list) {
    if (r.gap) { doc.y += r.gap; continue; }
    let y = doc.y;
    doc.font(r.bold ? 'B' : r.italic ? 'I' : 'R').fontSize(size);
    if (r.ref) doc.text(r.ref, refX, y, { lineBreak: false });
    const lx = labelX + (r.indent || 0) * 10, w = width - (r.indent || 0) * 10;
    if (r.label) {
      if (doc.heightOfString(r.label, { width: w }) > size * 1.6) { doc.text(r.label, lx, y, { width: w, lineGap: 1 }); y = doc.y - size - 2.2; } else doc.text(r.label, lx, y, { lineBreak: false, width: w });
    }
    if (r.rule) for (const x of xs) doc.moveTo(x - colW + 10, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    if (r.note && noteX) doc.font('R').text(String(r.note), noteX, y, { lineBreak: false });
    (r.vals || []).forEach((v, i) => {
      if (v === undefined || v === null || v === '') return;
      doc.font(r.bold ? 'B' : 'R').text(typeof v === 'number' ? fr(v) : String(v), xs[i] - colW, y, { width: colW, align: 'right', lineBreak: false });
    });
    doc.x = labelX; doc.y = y + lineH;
  }
}
const H = (doc, t, size = 11) => { doc.font('B').fontSize(size).text(t, 45, doc.y, { width: 505 }); doc.moveDown(0.35); };
const para = (doc, t, size = 9) => { doc.font('R').fontSize(size).text(t, 45, doc.y, { width: 505, lineGap: 1.5, align: 'justify' }); doc.moveDown(0.45); };
let page = 0;
const foot = (doc) => { page++; const y = doc.y; doc.font('R').fontSize(7.5).text('AJSC – États financiers de l\'exercice clos le 31 décembre 2025 (SYCEBNL)', 45, 805, { lineBreak: false }); doc.text(`Page ${page}`, 505, 805, { lineBreak: false }); doc.y = y; };
const heads = (doc, xs, hs, { colW = 80, size = 7.8, refHead = 'REF', label = 'LIBELLÉS', noteX, labelX = 75 } = {}) => {
  const y = doc.y;
  doc.font('B').fontSize(size);
  const n = Math.max(...hs.map((h) => h.split('\n').length));
  const yy = y + (n - 1) * (size + 2);
  if (refHead) doc.text(refHead, 45, yy, { lineBreak: false });
  doc.text(label, labelX, yy, { lineBreak: false });
  if (noteX) doc.text('Note', noteX - 4, yy, { lineBreak: false });
  hs.forEach((h, i) => doc.text(h, xs[i] - colW, y, { width: colW, align: 'right' }));
  doc.moveTo(45, y + n * (size + 2) + 3).lineTo(xs[xs.length - 1], y + n * (size + 2) + 3).lineWidth(0.6).stroke();
  doc.y = y + n * (size + 2) + 8;
};

// ---------------------------------------------------------------- états financiers
export async function etatsFinanciers(file) {
  page = 0;
  const { doc, end } = newPdf(file, { title: 'États financiers 2025', author: 'AJSC', margin: 45 });
  const Bi = J.Bi, CR = J.CR;
  // p1 cover
  doc.y = 190;
  doc.font('B').fontSize(18).text('ASSOCIATION JÀPPOO POUR LA SANTÉ COMMUNAUTAIRE', 45, doc.y, { width: 505, align: 'center' });
  doc.fontSize(14).text('(AJSC)', { width: 505, align: 'center' });
  doc.moveDown(1.2);
  doc.font('R').fontSize(13).text('ÉTATS FINANCIERS ANNUELS', { width: 505, align: 'center' });
  doc.text('Exercice clos le 31 décembre 2025', { width: 505, align: 'center' });
  doc.moveDown(0.8);
  doc.fontSize(10).text('Système comptable des entités à but non lucratif (SYCEBNL – Acte uniforme OHADA)', { width: 505, align: 'center' });
  doc.text('Montants exprimés en francs CFA (FCFA)', { width: 505, align: 'center' });
  doc.moveDown(2.5);
  doc.fontSize(9.5).text(`Siège : Cité Lamy, Thiès (Sénégal) · Récépissé n° ${J.recepisse} · NINEA ${J.ninea}`, { width: 505, align: 'center' });
  doc.text('Association reconnue ONG par arrêté ministériel du 4 juillet 2019', { width: 505, align: 'center' });
  doc.moveDown(2.5);
  doc.font('B').text('Sommaire', { width: 505, align: 'center' });
  doc.font('R').text('Rapport du commissaire aux comptes · Bilan · Compte de résultat · Tableau des fonds dédiés · Notes annexes', { width: 505, align: 'center' });
  foot(doc);

  // p2 auditor
  doc.addPage();
  H(doc, 'RAPPORT DU COMMISSAIRE AUX COMPTES SUR LES ÉTATS FINANCIERS', 11);
  para(doc, 'Aux membres de l\'Assemblée générale de l\'Association Jàppoo pour la Santé Communautaire');
  H(doc, 'Opinion', 10);
  para(doc, 'En exécution de la mission qui nous a été confiée par votre Assemblée générale, nous avons effectué l\'audit des états financiers de l\'Association Jàppoo pour la Santé Communautaire (AJSC), comprenant le bilan au 31 décembre 2025, le compte de résultat, le tableau des fonds dédiés et les notes annexes. À notre avis, les états financiers sont, dans tous leurs aspects significatifs, réguliers et sincères et donnent une image fidèle du résultat des opérations de l\'exercice écoulé ainsi que de la situation financière et du patrimoine de l\'association à la fin de cet exercice, conformément aux règles et méthodes comptables édictées par le Système comptable des entités à but non lucratif (SYCEBNL).');
  H(doc, 'Fondement de l\'opinion', 10);
  para(doc, 'Nous avons effectué notre audit selon les normes internationales d\'audit (ISA). Nous sommes indépendants de l\'association conformément au code d\'éthique des professionnels de la comptabilité et de l\'audit en vigueur dans l\'espace OHADA.');
  H(doc, 'Observation', 10);
  para(doc, 'Sans remettre en cause l\'opinion exprimée ci-dessus, nous attirons votre attention sur la note 8 qui expose le traitement des ressources affectées non encore utilisées à la clôture, inscrites en fonds dédiés pour un montant de ' + fr(J.fdEnd) + ' FCFA.');
  doc.moveDown(1);
  para(doc, `Fait à Thiès, le 28 février 2026\n${J.pv.cac}\n${J.pv.cacAssocie}, associé – Expert-comptable diplômé, inscrit à l'ONECCA Sénégal`);
  foot(doc);

  // p3 bilan actif
  doc.addPage();
  H(doc, 'BILAN AU 31 DÉCEMBRE 2025 – ACTIF', 12);
  para(doc, '(en francs CFA)');
  const ax = [330, 400, 470, 550];
  heads(doc, ax, ['BRUT', 'AMORT. et\nDÉPRÉC.', 'NET\n31/12/2025', 'NET\n31/12/2024'], { colW: 68, noteX: 262, label: 'ACTIF' });
  const im = (ref) => J.immo.find((a) => a[1] === ref);
  const immoRow = (ref, label) => { const a = im(ref); return { ref, label, indent: 1, vals: [a[6], a[7] || '-', a[8], a[9]] }; };
  const brutImmo = J.immo.reduce((s, a) => s + a[6], 0), amImmo = J.immo.reduce((s, a) => s + a[7], 0);
  rows(doc, [
    { ref: 'AD', label: 'IMMOBILISATIONS INCORPORELLES', bold: true, note: 3 },
    immoRow('AE', 'Logiciels et licences'),
    { ref: 'AI', label: 'IMMOBILISATIONS CORPORELLES', bold: true, note: 3 },
    immoRow('AJ', 'Terrains'),
    immoRow('AK', 'Bâtiments'),
    immoRow('AL', 'Matériel, mobilier et équipements de bureau'),
    immoRow('AM', 'Matériel de transport'),
    { ref: 'AQ', label: 'IMMOBILISATIONS FINANCIÈRES', bold: true },
    { ref: 'AR', label: 'Dépôts et cautionnements', indent: 1, vals: [Bi.depots[0], '-', Bi.depots[0], Bi.depots[1]] },
    { ref: 'AZ', label: 'TOTAL ACTIF IMMOBILISÉ', bold: true, rule: true, vals: [brutImmo + Bi.depots[0], amImmo, Bi.AZ[0], Bi.AZ[1]] },
    { gap: 6 },
    { ref: 'BB', label: 'Stocks de médicaments et d\'intrants', note: 4, vals: [Bi.stocks[0], '-', Bi.stocks[0], Bi.stocks[1]] },
    { ref: 'BH', label: 'Créances sur partenaires et bailleurs de fonds', note: 4, vals: [Bi.creancesPTF[0], '-', Bi.creancesPTF[0], Bi.creancesPTF[1]] },
    { ref: 'BI', label: 'Autres créances', vals: [Bi.autresCreances[0], '-', Bi.autresCreances[0], Bi.autresCreances[1]] },
    { ref: 'BK', label: 'TOTAL ACTIF CIRCULANT', bold: true, rule: true, vals: [Bi.BK[0], '-', Bi.BK[0], Bi.BK[1]] },
    { gap: 6 },
    { ref: 'BS', label: 'Banques, caisse et monnaie électronique', note: 5, vals: [Bi.BT[0], '-', Bi.BT[0], Bi.BT[1]] },
    { ref: 'BT', label: 'TOTAL TRÉSORERIE-ACTIF', bold: true, rule: true, vals: [Bi.BT[0], '-', Bi.BT[0], Bi.BT[1]] },
    { gap: 6 },
    { ref: 'BZ', label: 'TOTAL GÉNÉRAL', bold: true, rule: true, vals: [brutImmo + Bi.depots[0] + Bi.BK[0] + Bi.BT[0], amImmo, Bi.DZ[0], Bi.DZ[1]] },
  ], { xs: ax, noteX: 266, colW: 68, width: 180, size: 8 });
  foot(doc);

  // p4 bilan passif
  doc.addPage();
  H(doc, 'BILAN AU 31 DÉCEMBRE 2025 – PASSIF', 12);
  para(doc, '(en francs CFA)');
  const px = [460, 550];
  heads(doc, px, ['31/12/2025', '31/12/2024'], { noteX: 372, label: 'PASSIF' });
  rows(doc, [
    { ref: 'CA', label: 'Fonds associatifs sans droit de reprise', vals: [Bi.fonds[0], Bi.fonds[1]] },
    { ref: 'CG', label: 'Report à nouveau', vals: [Bi.ran[0], Bi.ran[1]] },
    { ref: 'CJ', label: 'Résultat net de l\'exercice (excédent + / déficit -)', vals: [Bi.res[0], Bi.res[1]] },
    { ref: 'CL', label: 'Subventions d\'investissement', note: 6, vals: [Bi.si[0], Bi.si[1]] },
    { ref: 'CP', label: 'TOTAL FONDS PROPRES ET RESSOURCES ASSIMILÉES', bold: true, rule: true, vals: [Bi.CP[0], Bi.CP[1]] },
    { gap: 6 },
    { ref: 'CR', label: 'Fonds dédiés', note: 8, vals: [Bi.fd[0], Bi.fd[1]] },
    { ref: 'DD', label: 'Provisions pour risques et charges (indemnités de fin de carrière)', vals: [Bi.prov[0], Bi.prov[1]] },
    { ref: 'DF', label: 'TOTAL RESSOURCES STABLES', bold: true, rule: true, vals: [Bi.DF[0], Bi.DF[1]] },
    { gap: 6 },
    { ref: 'DJ', label: 'Fournisseurs et comptes rattachés', vals: [Bi.fourn[0], Bi.fourn[1]] },
    { ref: 'DK', label: 'Dettes fiscales et sociales', note: 7, vals: [Bi.fiscSoc[0], Bi.fiscSoc[1]] },
    { ref: 'DM', label: 'Autres dettes', vals: [Bi.autresDettes[0], Bi.autresDettes[1]] },
    { ref: 'DP', label: 'TOTAL PASSIF CIRCULANT', bold: true, rule: true, vals: [Bi.DP[0], Bi.DP[1]] },
    { gap: 6 },
    { ref: 'DT', label: 'TOTAL TRÉSORERIE-PASSIF', bold: true, vals: [0, 0] },
    { gap: 6 },
    { ref: 'DZ', label: 'TOTAL GÉNÉRAL', bold: true, rule: true, vals: [Bi.DZ[0], Bi.DZ[1]] },
  ], { xs: px, noteX: 376, width: 270, size: 8.3 });
  foot(doc);

  // p5 compte de résultat
  doc.addPage();
  H(doc, 'COMPTE DE RÉSULTAT DE L\'EXERCICE CLOS LE 31 DÉCEMBRE 2025', 12);
  para(doc, '(en francs CFA)');
  heads(doc, px, ['EXERCICE\n2025', 'EXERCICE\n2024'], { noteX: 372 });
  const cr = (ref, label, note) => ({ ref, label, note, vals: [CR[ref][0], CR[ref][1]] });
  rows(doc, [
    { label: 'RESSOURCES', bold: true },
    ...J.resRefs.map(([r, l]) => cr(r, l, { RC: 9, RF: 8, RH: 6 }[r])),
    { ref: 'XA', label: 'TOTAL DES RESSOURCES', bold: true, rule: true, vals: J.XA },
    { gap: 8 },
    { label: 'EMPLOIS', bold: true },
    ...J.empRefs.map(([r, l]) => cr(r, l, { EE: 10, EG: 3, EH: 8 }[r])),
    { ref: 'XB', label: 'TOTAL DES EMPLOIS', bold: true, rule: true, vals: J.XB },
    { gap: 8 },
    { ref: 'XC', label: 'RÉSULTAT NET DE L\'EXERCICE (XA - XB) : EXCÉDENT', bold: true, rule: true, vals: J.XC },
  ], { xs: px, noteX: 376, width: 270, size: 8.3, lineH: 15 });
  doc.moveDown(1);
  para(doc, 'Les ressources affectées reçues des partenaires techniques et financiers (RC) sont inscrites en ressources de l\'exercice ; la part non utilisée à la clôture est constatée en emplois (EH) et portée au passif en fonds dédiés. Les fonds dédiés des exercices antérieurs utilisés dans l\'exercice sont repris en ressources (RF).', 8.5);
  foot(doc);

  // p6 tableau des fonds dédiés
  doc.addPage();
  H(doc, 'NOTE 8 – TABLEAU DES FONDS DÉDIÉS', 12);
  para(doc, '(en francs CFA)');
  const fx = [250, 310, 370, 430, 490, 550];
  heads(doc, fx.slice(1), ['Fonds à\nengager au\n01/01/2025\n(A)', 'Ressources\naffectées de\nl\'exercice', 'Utilisations\n(reprises)\nde l\'exercice\n(B)', 'Engagements\nà réaliser sur\nressources\nnouvelles (C)', 'Fonds restant\nà engager au\n31/12/2025\n(D = A - B + C)'], { colW: 60, size: 7, refHead: '', label: 'Projet – bailleur', labelX: 45 });
  rows(doc, [
    ...J.proj.map((p) => ({ label: `${p.code} – ${p.short}`, vals: [p.A, p.R, p.B, p.C, p.D] })),
    { label: 'TOTAL', bold: true, rule: true, vals: [J.fdStart, J.RC, J.RF, J.EH, J.fdEnd] },
  ], { xs: fx.slice(1), labelX: 45, colW: 60, width: 200, size: 8 });
  doc.moveDown(0.8);
  para(doc, 'Les fonds dédiés correspondent à la partie des ressources affectées par les partenaires à des projets définis qui n\'a pas encore été utilisée conformément à l\'engagement pris à leur égard. La colonne (B) correspond aux fonds des exercices antérieurs consommés en 2025 (compte de résultat, ligne RF) ; la colonne (C) aux ressources de 2025 non encore utilisées (ligne EH).');
  H(doc, 'NOTE 9 – SUBVENTIONS DES PARTENAIRES TECHNIQUES ET FINANCIERS', 10);
  const sx = [400, 550];
  heads(doc, sx, ['Convention', 'Ressources 2025'], { colW: 110, size: 7.5, refHead: '', label: 'Projet', labelX: 45 });
  rows(doc, [
    ...J.proj.map((p) => ({ label: `${p.code} – ${p.donor}`, vals: [p.conv, p.R] })),
    { label: 'Total (ligne RC du compte de résultat)', bold: true, rule: true, vals: ['', J.RC] },
  ], { xs: sx, labelX: 45, colW: 110, width: 250, size: 8 });
  doc.moveDown(0.6);
  H(doc, 'NOTE 6 – SUBVENTIONS D\'INVESTISSEMENT', 10);
  para(doc, `Solde au 01/01/2025 : ${fr(J.si.start)} FCFA ; subvention reçue d'Enabel en 2025 pour l'acquisition d'un véhicule tout-terrain : ${fr(J.si.added)} FCFA ; quote-part virée au résultat de l'exercice (ligne RH) : ${fr(J.si.reprise)} FCFA ; solde au 31/12/2025 : ${fr(J.si.end)} FCFA.`);
  foot(doc);

  // p7 notes 3, 5, 7, 10
  doc.addPage();
  H(doc, 'NOTE 3 – IMMOBILISATIONS ET AMORTISSEMENTS', 10);
  const ix = [222, 277, 332, 387, 442, 497, 552];
  heads(doc, ix, ['Valeur brute\n01/01/2025', 'Acquisitions\n2025', 'Valeur brute\n31/12/2025', 'Amort.\ncumulés\n01/01/2025', 'Dotations\n2025', 'Amort.\ncumulés\n31/12/2025', 'Valeur nette\n31/12/2025'], { colW: 52, size: 6.5, refHead: '', label: 'Rubrique', labelX: 45 });
  rows(doc, [
    ...J.immo.map((a) => ({ label: a[0], vals: [a[2], a[3], a[6], a[4], a[5], a[7], a[8]] })),
    { label: 'Total', bold: true, rule: true, vals: [2, 3, 6, 4, 5, 7, 8].map((k) => J.immo.reduce((s, a) => s + a[k], 0)) },
  ], { xs: ix, labelX: 45, colW: 52, width: 130, size: 7 });
  doc.moveDown(0.4);
  para(doc, 'Les immobilisations sont amorties selon le mode linéaire : bâtiments 5 %, matériel et mobilier 20 %, matériel de transport 15 %, logiciels 20 %. Les acquisitions de 2025 comprennent un véhicule tout-terrain financé par Enabel (12 600 000 FCFA) et du matériel informatique (1 650 000 FCFA).', 8.5);
  H(doc, 'NOTE 4 – STOCKS ET CRÉANCES', 10);
  para(doc, `Les stocks de médicaments et d'intrants nutritionnels ont été inventoriés au 31 décembre 2025 pour ${fr(Bi.stocks[0])} FCFA (${fr(Bi.stocks[1])} FCFA au 31 décembre 2024). Les créances sur partenaires correspondent à la dernière tranche 2025 de la subvention du Conseil départemental de Thiès et au solde de la contribution de Solidarité Bretagne-Sénégal, encaissés en janvier 2026.`, 8.5);
  H(doc, 'NOTE 5 – TRÉSORERIE-ACTIF', 10);
  const tx = [460, 550];
  heads(doc, tx, ['31/12/2025', '31/12/2024'], { refHead: '', label: 'Compte', labelX: 45, size: 7.5 });
  rows(doc, [
    { label: 'CBAO Groupe Attijariwafa bank – compte courant', vals: [J.treso.cbao[0], J.treso.cbao[1]] },
    { label: 'Crédit Mutuel du Sénégal – compte d\'épargne', vals: [J.treso.cms[0], J.treso.cms[1]] },
    { label: 'Caisse siège et antenne', vals: [J.treso.caisse[0], J.treso.caisse[1]] },
    { label: 'Monnaie électronique – compte Wave Business', vals: [J.treso.wave[0], J.treso.wave[1]] },
    { label: 'Total trésorerie-actif', bold: true, rule: true, vals: [Bi.BT[0], Bi.BT[1]] },
  ], { xs: tx, labelX: 45, width: 320, size: 8 });
  doc.moveDown(0.4);
  H(doc, 'NOTE 7 – DETTES FISCALES ET SOCIALES', 10);
  para(doc, 'Elles comprennent les cotisations IPRES et CSS de décembre 2025, l\'impôt sur le revenu retenu à la source sur les salaires et la TRIMF, réglés en janvier 2026.', 8.5);
  H(doc, 'NOTE 10 – PERSONNEL', 10);
  para(doc, 'L\'effectif salarié au 31 décembre 2025 est de 21 personnes (siège : 7 ; projets : 14). L\'association s\'appuie en outre sur 42 relais communautaires bénévoles, qui perçoivent une motivation mensuelle. Les membres du Bureau exercent leurs fonctions à titre bénévole.', 8.5);
  doc.moveDown(1);
  para(doc, 'Arrêtés par le Bureau exécutif le 20 février 2026.\nLa Présidente : Awa Ndiaye Diop · Le Trésorier général : Mamadou Lamine Faye', 8.5);
  foot(doc);
  await end();
}

// ---------------------------------------------------------------- Sage Saari grand-livre
export async function grandLivre(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Sage Saari Comptabilité 100';
  const ws = wb.addWorksheet('Grand-livre');
  ws.columns = [{ width: 10 }, { width: 10 }, { width: 6 }, { width: 11 }, { width: 58 }, { width: 15 }, { width: 15 }, { width: 16 }];
  const top = ['AJSC – ASSOCIATION JÀPPOO POUR LA SANTÉ COMMUNAUTAIRE', 'Grand-livre des comptes généraux', 'Période du 01/01/25 au 31/12/25', 'Comptes de 601100 à 865000 · Tri : par compte · Écritures non lettrées et lettrées', 'Sage Saari Comptabilité 100 · Date de tirage : 15/01/26 · Page : 1'];
  top.forEach((t, i) => { const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: i < 2, size: i === 0 ? 12 : 10 }; });
  let r = 7;
  ['N° compte', 'Date', 'Jnl', 'N° pièce', 'Libellé écriture', 'Débit', 'Crédit', 'Solde'].forEach((h, i) => { const c = ws.getCell(r, i + 1); c.value = h; styleHeader(c); });
  r++;
  const FMT = '#,##0;-#,##0';
  const num = (c, v) => { if (v) { ws.getCell(r, c).value = v; ws.getCell(r, c).numFmt = FMT; } };
  let cls = null, cD = 0, cC = 0, gD = 0, gC = 0;
  const closeClass = () => { if (cls) { ws.getCell(r, 5).value = `Total classe ${cls}`; num(6, cD); num(7, cC); num(8, cD - cC); for (let c = 1; c <= 8; c++) ws.getCell(r, c).font = { bold: true }; r += 2; } };
  for (const [code, title] of J.acc.slice().sort((a, b) => a[0].localeCompare(b[0]))) {
    if (code[0] !== cls) { closeClass(); cls = code[0]; cD = 0; cC = 0; }
    ws.getCell(r, 1).value = code; ws.getCell(r, 5).value = title; ws.getCell(r, 1).font = { bold: true }; ws.getCell(r, 5).font = { bold: true };
    r++;
    let bal = 0, d = 0, c = 0;
    for (const e of J.gl[code]) {
      bal += e.deb - e.cred; d += e.deb; c += e.cred;
      ws.getCell(r, 2).value = e.date; ws.getCell(r, 3).value = e.j; ws.getCell(r, 4).value = e.piece; ws.getCell(r, 5).value = e.lib;
      num(6, e.deb); num(7, e.cred); ws.getCell(r, 8).value = bal; ws.getCell(r, 8).numFmt = FMT;
      r++;
    }
    ws.getCell(r, 5).value = `Total compte ${code}`; num(6, d); num(7, c); ws.getCell(r, 8).value = d - c; ws.getCell(r, 8).numFmt = FMT;
    for (let k = 5; k <= 8; k++) ws.getCell(r, k).font = { bold: true };
    r += 2;
    cD += d; cC += c; gD += d; gC += c;
  }
  closeClass();
  ws.getCell(r, 5).value = 'Total général'; num(6, gD); num(7, gC); num(8, gD - gC);
  for (let c = 1; c <= 8; c++) ws.getCell(r, c).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- budget vs réalisé
export async function budgetProjets(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'AJSC – Service administratif et financier';
  const FMT = '#,##0;-#,##0';
  const syn = wb.addWorksheet('Synthèse');
  const sheets = J.proj.map((p) => wb.addWorksheet(`${p.code} (${p.short})`));
  J.proj.forEach((p, k) => {
    const ws = sheets[k];
    ws.columns = [{ width: 34 }, ...Array(8).fill({ width: 14 })];
    const top = ['ASSOCIATION JÀPPOO POUR LA SANTÉ COMMUNAUTAIRE (AJSC)', `Projet ${p.code} – ${p.name}`, `Bailleur : ${p.donor} · Convention ${p.conv}`, 'Suivi budgétaire – exercice 2025 (du 01/01/2025 au 31/12/2025) · montants en FCFA'];
    top.forEach((t, i) => { const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: i < 2, size: i === 0 ? 12 : 10 }; });
    const hr = 6;
    ['Ligne budgétaire', 'Budget 2025', 'Réalisé T1', 'Réalisé T2', 'Réalisé T3', 'Réalisé T4', 'Total réalisé 2025', 'Écart (budget - réalisé)', 'Taux d\'exécution'].forEach((h, i) => { const c = ws.getCell(hr, i + 1); c.value = h; styleHeader(c); });
    let r = hr + 1;
    const lineRow = (label, b, q, bold) => {
      ws.getCell(r, 1).value = label;
      ws.getCell(r, 2).value = b;
      q.forEach((v, i) => { ws.getCell(r, 3 + i).value = v; });
      const t = q.reduce((s, x) => s + (typeof x === 'number' ? x : x.result), 0);
      const bv = typeof b === 'number' ? b : b.result;
      ws.getCell(r, 7).value = F(`SUM(C${r}:F${r})`, t);
      ws.getCell(r, 8).value = F(`B${r}-G${r}`, bv - t);
      ws.getCell(r, 9).value = F(`IF(B${r}=0,0,G${r}/B${r})`, Math.round((t / bv) * 10000) / 10000);
      for (let c = 2; c <= 8; c++) ws.getCell(r, c).numFmt = FMT;
      ws.getCell(r, 9).numFmt = '0.0%';
      if (bold) for (let c = 1; c <= 9; c++) ws.getCell(r, c).font = { bold: true };
      r++;
    };
    J.lines.forEach((l, i) => lineRow(l, p.budget[i], p.q[i]));
    const s0 = hr + 1, s1 = r - 1;
    lineRow('Sous-total coûts directs', F(`SUM(B${s0}:B${s1})`, p.budgetDirect), [0, 1, 2, 3].map((k2) => F(`SUM(${colL(2 + k2)}${s0}:${colL(2 + k2)}${s1})`, p.qTot[k2])), true);
    const st = r - 1;
    lineRow('6. Frais de gestion (7 %)', F(`ROUND(B${st}*7%,0)`, p.budgetFg), [0, 1, 2, 3].map((k2) => F(`ROUND(${colL(2 + k2)}${st}*7%,0)`, p.fgQ[k2])));
    lineRow('TOTAL PROJET', F(`B${st}+B${st + 1}`, p.budgetTot), [0, 1, 2, 3].map((k2) => F(`${colL(2 + k2)}${st}+${colL(2 + k2)}${st + 1}`, p.qTot[k2] + p.fgQ[k2])), true);
    p.totRow = r - 1;
    ws.getCell(r + 1, 1).value = 'Frais de gestion plafonnés à 7 % des coûts directs conformément à la convention. Réalisé arrêté sur la base du grand-livre au 31/12/2025.';
  });
  syn.columns = [{ width: 16 }, { width: 40 }, ...Array(7).fill({ width: 16 })];
  ['AJSC – SUIVI BUDGÉTAIRE DES PROJETS 2025', 'Synthèse par projet · montants en FCFA'].forEach((t, i) => { const c = syn.getCell(i + 1, 1); c.value = t; c.font = { bold: i === 0, size: i === 0 ? 12 : 10 }; });
  const hr = 4;
  ['Projet', 'Bailleur', 'Budget 2025', 'Réalisé 2025', 'Écart', 'Taux d\'exécution', 'Report 2024 (fonds à engager au 01/01)', 'Fonds reçus 2025', 'Solde disponible au 31/12/2025'].forEach((h, i) => { const c = syn.getCell(hr, i + 1); c.value = h; styleHeader(c); });
  J.proj.forEach((p, k) => {
    const r = hr + 1 + k, sn = `'${p.code} (${p.short})'`;
    syn.getCell(r, 1).value = p.code; syn.getCell(r, 2).value = p.donor;
    syn.getCell(r, 3).value = F(`${sn}!B${p.totRow}`, p.budgetTot);
    syn.getCell(r, 4).value = F(`${sn}!G${p.totRow}`, p.E);
    syn.getCell(r, 5).value = F(`C${r}-D${r}`, p.budgetTot - p.E);
    syn.getCell(r, 6).value = F(`D${r}/C${r}`, Math.round((p.E / p.budgetTot) * 10000) / 10000);
    syn.getCell(r, 7).value = p.A; syn.getCell(r, 8).value = p.R;
    syn.getCell(r, 9).value = F(`G${r}+H${r}-D${r}`, p.D);
    [3, 4, 5, 7, 8, 9].forEach((c) => { syn.getCell(r, c).numFmt = FMT; });
    syn.getCell(r, 6).numFmt = '0.0%';
  });
  const tr = hr + 1 + J.proj.length;
  syn.getCell(tr, 1).value = 'TOTAL';
  const tot = (k) => J.proj.reduce((s, p) => s + p[k], 0);
  [[3, tot('budgetTot')], [4, tot('E')], [5, tot('budgetTot') - tot('E')], [7, tot('A')], [8, tot('R')], [9, tot('D')]].forEach(([c, v]) => { syn.getCell(tr, c).value = F(`SUM(${colL(c - 1)}${hr + 1}:${colL(c - 1)}${tr - 1})`, v); syn.getCell(tr, c).numFmt = FMT; });
  syn.getCell(tr, 6).value = F(`D${tr}/C${tr}`, Math.round((tot('E') / tot('budgetTot')) * 10000) / 10000); syn.getCell(tr, 6).numFmt = '0.0%';
  for (let c = 1; c <= 9; c++) syn.getCell(tr, c).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Wave Business statement
export function waveCsv(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  let id = 0x4a1f3;
  const L = [
    q('Relevé de compte Wave Business'),
    [q('Titulaire'), q('AJSC – Association Jàppoo pour la Santé Communautaire')].join(','),
    [q('Identifiant marchand'), q('M_sn_7Qx2LkR9')].join(','),
    [q('Période'), q('01/12/2025 - 31/12/2025')].join(','),
    [q('Solde d\'ouverture (FCFA)'), J.waveOpen].join(','),
    [q('Solde de clôture (FCFA)'), J.waveClose].join(','),
    '',
    ['Date', 'Heure', 'ID transaction', 'Type', 'Contrepartie', 'Numéro', 'Montant (FCFA)', 'Frais (FCFA)', 'Solde (FCFA)', 'Note'].map(q).join(','),
    ...J.wave.map((w) => [q(`${String(w[0]).padStart(2, '0')}/12/2025`), q(w[1]), q(`T_${(id += 7919).toString(36).toUpperCase()}`), q(w[2]), q(w[3]), q(w[4] ? `+221 ${w[4].slice(0, 2)} ${w[4].slice(2, 5)} ${w[4].slice(5, 7)} ${w[4].slice(7)}` : ''), w[5], w[7], w[8], q(w[6])].join(',')),
  ];
  fs.writeFileSync(file, L.join('\n') + '\n');
}

// ---------------------------------------------------------------- PV of the AGO
export async function pvDocx(file) {
  const V = J.pv;
  const pr = (v) => `${NNB(v)}`;
  const ch = [
    P('ASSOCIATION JÀPPOO POUR LA SANTÉ COMMUNAUTAIRE (AJSC)', { bold: true, align: 'center', size: 13 }),
    P(`Siège : Cité Lamy, Thiès – Récépissé n° ${J.recepisse}`, { align: 'center', size: 10 }),
    P(`PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE DU SAMEDI ${V.date.toUpperCase()}`, { bold: true, align: 'center', size: 12, before: 200 }),
    P(`L'an deux mille vingt-six, le samedi ${V.date}, à 10 heures, les membres de l'Association Jàppoo pour la Santé Communautaire se sont réunis en Assemblée générale ordinaire dans la salle de réunion du siège, à Thiès, sur convocation de la Présidente en date du 20 février 2026.`),
    P(`Sur ${V.membres} membres à jour de leurs cotisations, ${V.presents} étaient présents et ${V.representes} représentés par procuration, soit ${V.quorum} membres. Le quorum de la moitié des membres prévu à l'article 14 des statuts étant atteint, l'Assemblée peut valablement délibérer. La séance est présidée par ${V.presidente}, Présidente de l'association ; ${V.sg}, Secrétaire général, assure le secrétariat de séance.`),
    P('Ordre du jour :', { bold: true }),
    P('1. Rapport moral et d\'activités 2025 ; 2. Rapport financier 2025 ; 3. Rapport du commissaire aux comptes ; 4. Approbation des comptes et affectation du résultat ; 5. Budget 2026 ; 6. Montant de la cotisation annuelle ; 7. Renouvellement du poste de Trésorier général ; 8. Divers.'),
    P('1. Rapport moral et d\'activités', { bold: true, before: 160 }),
    P('La Présidente rappelle les réalisations de l\'année : 3 412 consultations prénatales appuyées dans les postes de santé partenaires, 1 850 enfants dépistés pour la malnutrition, 4 forages réhabilités dans l\'arrondissement de Thiénaba et 42 relais communautaires formés. Le rapport moral est adopté à l\'unanimité.'),
    P('2. Rapport financier 2025', { bold: true, before: 160 }),
    P(`Le Trésorier général sortant, ${V.tresorierSortant}, présente les comptes de l'exercice 2025 établis selon le SYCEBNL (montants en FCFA) :`),
    Tbl([
      ['Rubrique', 'Exercice 2025', 'Exercice 2024'],
      ['Total des ressources', pr(J.XA[0]), pr(J.XA[1])],
      ['dont subventions des partenaires (fonds affectés)', pr(J.CR.RC[0]), pr(J.CR.RC[1])],
      ['dont cotisations des membres', pr(J.CR.RA[0]), pr(J.CR.RA[1])],
      ['Total des emplois', pr(J.XB[0]), pr(J.XB[1])],
      ['dont charges de personnel', pr(J.CR.EE[0]), pr(J.CR.EE[1])],
      ['Résultat net (excédent)', pr(J.XC[0]), pr(J.XC[1])],
      ['Fonds dédiés à la clôture', pr(J.fdEnd), pr(J.fdStart)],
    ], { widths: [5000, 2100, 2100], numCols: [1, 2], boldRows: [1, 4, 6] }),
    P('Il précise que le taux d\'exécution global des trois projets atteint ' + (Math.round((1000 * J.proj.reduce((s, p) => s + p.E, 0)) / J.proj.reduce((s, p) => s + p.budgetTot, 0)) / 10).toFixed(1).replace('.', ',') + ' %, le projet EAU-KEUR ayant démarré au deuxième trimestre.', { before: 120 }),
    P('3. Rapport du commissaire aux comptes', { bold: true, before: 160 }),
    P(`${V.cacAssocie}, représentant le ${V.cac}, donne lecture de son rapport : il certifie sans réserve que les états financiers de l'exercice 2025 sont réguliers et sincères, avec une observation sur les fonds dédiés.`),
    P('4. Approbation des comptes et affectation du résultat', { bold: true, before: 160 }),
    P(`Première résolution : l'Assemblée générale approuve les comptes de l'exercice 2025 tels que présentés et donne quitus au Bureau exécutif pour sa gestion. Adoptée à l'unanimité. Deuxième résolution : l'excédent de l'exercice, soit ${pr(J.XC[0])} FCFA, est affecté en totalité au report à nouveau. Adoptée à l'unanimité.`),
    P('5. Budget 2026', { bold: true, before: 160 }),
    P('Le budget de l\'exercice 2026, présenté en équilibre, est le suivant (en FCFA) :'),
    Tbl([
      ['Ressources 2026', 'Montant', 'Emplois 2026', 'Montant'],
      ...Array.from({ length: Math.max(V.budget2026.ress.length, V.budget2026.emp.length) }, (_, i) => [V.budget2026.ress[i]?.[0] ?? '', V.budget2026.ress[i] ? pr(V.budget2026.ress[i][1]) : '', V.budget2026.emp[i]?.[0] ?? '', V.budget2026.emp[i] ? pr(V.budget2026.emp[i][1]) : '']),
      ['Total ressources', pr(V.ress2026), 'Total emplois', pr(V.emp2026)],
    ], { widths: [3000, 1600, 3000, 1600], numCols: [1, 3], boldRows: [V.budget2026.ress.length + 1] }),
    P('Troisième résolution : le budget 2026 est adopté à l\'unanimité moins deux abstentions.', { before: 120 }),
    P('6. Montant de la cotisation annuelle', { bold: true, before: 160 }),
    P(`Quatrième résolution : sur proposition du Bureau, la cotisation annuelle des membres, fixée à ${NNB(J.cotisation)} FCFA depuis 2019, est portée à ${NNB(V.cotisNew)} FCFA à compter de l'exercice 2026. Adoptée par 71 voix pour, 8 contre et 4 abstentions.`),
    P('7. Renouvellement du poste de Trésorier général', { bold: true, before: 160 }),
    P(`Le mandat de ${V.tresorierSortant} arrivant à terme, deux candidatures ont été reçues. Au terme du vote à bulletin secret, ${V.tresoriere} est élue Trésorière générale avec ${V.voixTres} voix, contre ${V.voixAutre} voix pour ${V.autre}. L'Assemblée remercie ${V.tresorierSortant} pour ses six années de service.`),
    P('8. Divers', { bold: true, before: 160 }),
    P(`Les membres de la diaspora demandent la mise en place d'un paiement des cotisations par Wave depuis l'étranger, ce que le Bureau étudiera. La prochaine Assemblée générale ordinaire se tiendra le samedi ${V.proch} au siège de l'association.`),
    P('L\'ordre du jour étant épuisé, la séance est levée à 13 h 20.', { before: 120 }),
    P('La Présidente                                                       Le Secrétaire général', { before: 300 }),
    P('Awa Ndiaye Diop                                                    Cheikh Tidiane Sarr'),
  ];
  await writeDocx(file, ch, { title: 'PV AGO 14 mars 2026', creator: 'Cheikh Tidiane Sarr' });
}

// ---------------------------------------------------------------- invoice photo
export async function facturePhoto(file, o = {}) {
  const Q = J.fq;
  const lines = [
    { t: Q.shop, size: 30, bold: true, center: true },
    { t: 'Quincaillerie generale - Materiaux de construction', size: 21, center: true },
    { t: 'Marche Central, Thies - Tel. 33 951 24 87', size: 21, center: true },
    { t: 'NINEA 004567812 2G3 - RC SN-THS-2016-A-1243', size: 19, center: true },
    { gap: 10 },
    { cols: [`FACTURE N. ${Q.no}`, `Thies, le ${Q.date}`], size: 24, bold: true },
    { t: 'Client : Association Jappoo (AJSC), Cite Lamy, Thies', size: 21 },
    { rule: true },
    { table: true, cols: ['Designation', 'Qte', 'P.U. HT', 'Montant HT'], size: 21, bold: true },
    { rule: true },
    ...Q.items.map(([n, q, p], i) => ({ table: true, cols: [n, String(q), fr(p), fr(Q.lines[i])], size: 21 })),
    { rule: true },
    { cols: ['Total HT', fr(Q.ht)], size: 23 },
    { cols: ['TVA 18 %', fr(Q.tva)], size: 23 },
    { cols: ['Total TTC (FCFA)', fr(Q.ttc)], size: 28, bold: true },
    { gap: 8 },
    { t: 'Arretee la presente facture a la somme de :', size: 19 },
    { t: 'trois cent mille trois cent dix francs CFA.', size: 19 },
    { t: `Reglement : Wave le ${Q.date}`, size: 21 },
    { gap: 14 },
    { t: 'Le gerant', size: 21 },
  ];
  await photoDocument(file, lines, { width: 940, height: 1000, angle: 1.6, seed: 31, format: 'jpeg', margin: 50, noise: 22, tableX: [50, 600, 740, 890], ...o });
}
