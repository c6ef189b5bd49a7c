// The six documents of Réparons Ensemble Croix-Rousse (Lyon): comptes annuels PDF, FEC, budget workbook,
// Crédit Mutuel CSV, PV d'AG, ticket de caisse photo.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newPdf, table } from './pdf.mjs';
import { P, T, writeDocx, styleHeader, F, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';
import { fr, fr0, eur, plain, dmy, ymd, frLong, jour, NB } from './fmt.mjs';
import { CR, CRT, SUBV, BENEVOLAT, BILAN, LIVRET, CM, CM_CLOSE, BUDGET, AG, FEC, JOURNALS, TICKET, BT, crv } from '../data.mjs';

const ORG = 'Association Réparons Ensemble Croix-Rousse';
const ADDR = '12 rue Dumenge, 69004 Lyon  –  SIRET 812 345 678 00021  –  association loi 1901';

function header(doc, title, sub) {
  doc.font('B').fontSize(12).text(ORG, 50, 40);
  doc.font('R').fontSize(8).text(ADDR);
  doc.moveDown(0.6);
  doc.font('B').fontSize(13).text(title);
  if (sub) doc.font('R').fontSize(9).text(sub);
  doc.moveDown(0.6);
}
function footer(doc, n, total) {
  const mb = doc.page.margins.bottom; doc.page.margins.bottom = 0;
  doc.font('I').fontSize(7).text(`Cabinet Guillot & Associés, expert-comptable – Lyon 6e          Page ${n}/${total}`, 50, 800, { width: 495, align: 'center', lineBreak: false });
  doc.page.margins.bottom = mb;
}

export async function comptes(file) {
  const { doc, end } = newPdf(file, { title: 'Comptes annuels 2025', author: 'Cabinet Guillot & Associés' });
  const TOT = 4;
  // ---- page 1: bilan actif
  header(doc, 'BILAN ACTIF au 31/12/2025', 'Exercice du 01/01/2025 au 31/12/2025 (12 mois) – montants en euros');
  const R4 = [330, 400, 470, 545];
  table(doc, [{ label: '', vals: ['Brut', 'Amort. et', 'Net', 'Net'], bold: true }, { label: '', vals: ['', 'dépréciations', '31/12/2025', '31/12/2024'], bold: true }], { right: R4, size: 8, lineH: 11 });
  doc.y += 4;
  const B = BILAN;
  table(doc, [
    { label: 'ACTIF IMMOBILISÉ', bold: true },
    { label: 'Immobilisations corporelles (matériel et outillage)', indent: 1, vals: [fr(B.immoBrut[0]), fr(B.amort[0]), fr(B.immoNet[0]), fr(B.immoNet[1])] },
    { label: 'Immobilisations financières (dépôt de garantie)', indent: 1, vals: [fr(B.immoFin[0]), '–', fr(B.immoFin[0]), fr(B.immoFin[1])] },
    { label: 'TOTAL I', bold: true, rule: 'above', vals: [fr(B.immoBrut[0] + B.immoFin[0]), fr(B.amort[0]), fr(B.actifImmo[0]), fr(B.actifImmo[1])] },
    { gap: 6 },
    { label: 'ACTIF CIRCULANT', bold: true },
    { label: 'Créances – subventions à recevoir', indent: 1, vals: [fr(B.creancesSubv[0]), '–', fr(B.creancesSubv[0]), fr(B.creancesSubv[1])] },
    { label: 'Autres créances', indent: 1, vals: [fr(B.autresCreances[0]), '–', fr(B.autresCreances[0]), fr(B.autresCreances[1])] },
    { label: 'Disponibilités (note 4)', indent: 1, vals: [fr(B.dispo[0]), '–', fr(B.dispo[0]), fr(B.dispo[1])] },
    { label: "Charges constatées d'avance", indent: 1, vals: [fr(B.cca[0]), '–', fr(B.cca[0]), fr(B.cca[1])] },
    { label: 'TOTAL II', bold: true, rule: 'above', vals: [fr(B.actifCirc[0]), '–', fr(B.actifCirc[0]), fr(B.actifCirc[1])] },
    { gap: 6 },
    { label: 'TOTAL GÉNÉRAL (I + II)', bold: true, rule: 'double', vals: [fr(B.immoBrut[0] + B.immoFin[0] + B.actifCirc[0]), fr(B.amort[0]), fr(B.totalActif[0]), fr(B.totalActif[1])] },
  ], { right: R4, size: 8.5, lineH: 14, width: 260 });
  doc.moveDown(2);
  doc.font('B').fontSize(13).text('BILAN PASSIF au 31/12/2025', 50);
  doc.moveDown(0.5);
  const R2 = [470, 545];
  table(doc, [{ label: '', vals: ['31/12/2025', '31/12/2024'], bold: true }], { right: R2, size: 8, lineH: 12 });
  table(doc, [
    { label: 'FONDS PROPRES', bold: true },
    { label: 'Fonds associatifs sans droit de reprise', indent: 1, vals: [fr(B.fondsAsso[0]), fr(B.fondsAsso[1])] },
    { label: 'Report à nouveau', indent: 1, vals: [fr(B.ran[0]), fr(B.ran[1])] },
    { label: "Résultat de l'exercice (excédent)", indent: 1, vals: [fr(B.resultat[0]), fr(B.resultat[1])] },
    { label: "Subventions d'investissement", indent: 1, vals: [fr(B.subvInv[0]), fr(B.subvInv[1])] },
    { label: 'TOTAL I', bold: true, rule: 'above', vals: [fr(B.fondsPropres[0]), fr(B.fondsPropres[1])] },
    { gap: 4 },
    { label: 'PROVISIONS POUR RISQUES ET CHARGES  (TOTAL II)', bold: true, vals: ['–', '–'] },
    { gap: 4 },
    { label: 'DETTES', bold: true },
    { label: 'Dettes fournisseurs et comptes rattachés', indent: 1, vals: [fr(B.fournisseurs[0]), fr(B.fournisseurs[1])] },
    { label: 'Dettes fiscales et sociales', indent: 1, vals: [fr(B.fiscSoc[0]), fr(B.fiscSoc[1])] },
    { label: "Produits constatés d'avance", indent: 1, vals: [fr(B.pca[0]), fr(B.pca[1])] },
    { label: 'TOTAL III', bold: true, rule: 'above', vals: [fr(B.dettes[0]), fr(B.dettes[1])] },
    { gap: 6 },
    { label: 'TOTAL GÉNÉRAL (I + II + III)', bold: true, rule: 'double', vals: [fr(B.totalPassif[0]), fr(B.totalPassif[1])] },
  ], { right: R2, size: 8.5, lineH: 14 });
  footer(doc, 1, TOT);

  // ---- page 2-3: compte de résultat (runs over the page break)
  doc.addPage();
  header(doc, 'COMPTE DE RÉSULTAT', 'Exercice du 01/01/2025 au 31/12/2025 – montants en euros');
  const RC = [470, 545];
  const row = (r, i = 1) => ({ label: `${r.c}  ${r.l}`, indent: i, vals: [fr(r.v[0]), fr(r.v[1])] });
  table(doc, [{ label: '', vals: ['Exercice N', 'Exercice N-1'], bold: true }, { label: '', vals: ['2025', '2024'], bold: true }], { right: RC, size: 8.5, lineH: 12 });
  doc.y += 4;
  table(doc, [
    { label: "PRODUITS D'EXPLOITATION", bold: true },
    ...CR.prodVendue.map((r) => row(r, 2)),
    { label: 'Production vendue (biens et services)', indent: 1, italic: true, rule: 'above', vals: [fr(CRT[0].prodVendue), fr(CRT[1].prodVendue)] },
    ...CR.autresProdExpl.map((r) => row(r)),
    { label: "Total des produits d'exploitation (I)", bold: true, rule: 'above', vals: [fr(CRT[0].totProdExpl), fr(CRT[1].totProdExpl)] },
    { gap: 8 },
    { label: "CHARGES D'EXPLOITATION", bold: true },
    ...CR.chExpl.map((r) => row(r)),
    { label: "Total des charges d'exploitation (II)", bold: true, rule: 'above', vals: [fr(CRT[0].totChExpl), fr(CRT[1].totChExpl)] },
    { gap: 8 },
    { label: "1 – RÉSULTAT D'EXPLOITATION (I – II)", bold: true, vals: [fr(CRT[0].resExpl), fr(CRT[1].resExpl)] },
    { gap: 10 },
    { label: 'PRODUITS FINANCIERS', bold: true },
    { label: '768  Intérêts du livret A (III)', indent: 1, vals: [fr(CR.prodFin[0]), fr(CR.prodFin[1])] },
    { label: 'CHARGES FINANCIÈRES', bold: true },
    { label: '661  Charges d\'intérêts (IV)', indent: 1, vals: [fr(CR.chFin[0]), fr(CR.chFin[1])] },
    { label: '2 – RÉSULTAT FINANCIER (III – IV)', bold: true, rule: 'above', vals: [fr(CRT[0].resFin), fr(CRT[1].resFin)] },
    { gap: 8 },
    { label: '3 – RÉSULTAT COURANT (1 + 2)', bold: true, vals: [fr(CRT[0].resExpl + CRT[0].resFin), fr(CRT[1].resExpl + CRT[1].resFin)] },
  ], { right: RC, size: 8.5, lineH: 14, width: 380 });
  doc.font('I').fontSize(8).text('(suite page suivante)', 50, doc.y + 10);
  footer(doc, 2, TOT);
  doc.addPage();
  header(doc, 'COMPTE DE RÉSULTAT (suite)', 'Exercice du 01/01/2025 au 31/12/2025 – montants en euros');
  table(doc, [{ label: '', vals: ['Exercice N', 'Exercice N-1'], bold: true }], { right: RC, size: 8.5, lineH: 12 });
  doc.y += 4;
  table(doc, [
    { label: 'PRODUITS EXCEPTIONNELS', bold: true },
    { label: "777  Quote-part des subventions d'investissement virée au résultat (V)", indent: 1, vals: [fr(CR.prodExc[0]), fr(CR.prodExc[1])] },
    { label: 'CHARGES EXCEPTIONNELLES', bold: true },
    { label: '671  Charges exceptionnelles sur opérations de gestion (VI)', indent: 1, vals: [fr(CR.chExc[0]), fr(CR.chExc[1])] },
    { label: '4 – RÉSULTAT EXCEPTIONNEL (V – VI)', bold: true, rule: 'above', vals: [fr(CRT[0].resExc), fr(CRT[1].resExc)] },
    { gap: 8 },
    { label: 'Impôt sur les sociétés (revenus patrimoniaux)', vals: ['–', '–'] },
    { gap: 8 },
    { label: 'TOTAL DES PRODUITS (I + III + V)', bold: true, vals: [fr(CRT[0].totProd), fr(CRT[1].totProd)] },
    { label: 'TOTAL DES CHARGES (II + IV + VI)', bold: true, vals: [fr(CRT[0].totCh), fr(CRT[1].totCh)] },
    { gap: 4 },
    { label: 'EXCÉDENT OU DÉFICIT', bold: true, rule: 'double', vals: [fr(CRT[0].resultat), fr(CRT[1].resultat)] },
    { gap: 14 },
    { label: 'CONTRIBUTIONS VOLONTAIRES EN NATURE (note 5)', bold: true },
    { label: '870  Bénévolat', indent: 1, vals: [fr(BENEVOLAT.v), fr(35707.25)] },
    { label: '864  Personnel bénévole', indent: 1, vals: [fr(BENEVOLAT.v), fr(35707.25)] },
  ], { right: RC, size: 8.5, lineH: 14, width: 400 });
  footer(doc, 3, TOT);

  // ---- page 4: annexe
  doc.addPage();
  header(doc, 'ANNEXE (extraits)', 'Exercice du 01/01/2025 au 31/12/2025');
  const para = (t, o = {}) => { doc.font(o.b ? 'B' : 'R').fontSize(o.s || 8.5).text(t, 50, doc.y, { width: 495 }); doc.moveDown(0.4); };
  para('Note 1 – Règles et méthodes comptables', { b: true });
  para("Les comptes annuels sont établis conformément au règlement ANC n° 2018-06 relatif aux comptes annuels des personnes morales de droit privé à but non lucratif. Les immobilisations sont amorties en linéaire sur 3 à 5 ans.");
  para('Note 2 – Immobilisations', { b: true });
  para(`Acquisitions de l'exercice : ${eur(B.immoBrut[0] - B.immoBrut[1])} (établi de soudure, aspirateur d'atelier, broyeur de végétaux). Aucune cession.`);
  para("Note 3 – Subventions d'exploitation par financeur", { b: true });
  table(doc, [
    { label: 'Financeur', bold: true, vals: ['2025', '2024'] },
    ...SUBV.map((s) => ({ label: s.f, indent: 1, vals: [fr(s.v[0]), fr(s.v[1])] })),
    { label: 'Total (compte 74)', bold: true, rule: 'above', vals: [fr(crv('subv')[0]), fr(crv('subv')[1])] },
  ], { right: [470, 545], size: 8.5, lineH: 13, width: 380 });
  doc.moveDown(0.6);
  para(`Au 31/12/2025, le solde de la subvention de la Région Auvergne-Rhône-Alpes (${eur(B.creancesSubv[0])}) reste à recevoir.`);
  para('Note 4 – Disponibilités', { b: true });
  table(doc, [
    { label: 'Crédit Mutuel – compte courant', indent: 1, vals: [fr(CM_CLOSE)] },
    { label: 'Crédit Mutuel – Livret A associations', indent: 1, vals: [fr(LIVRET)] },
    { label: 'Total disponibilités au 31/12/2025', bold: true, rule: 'above', vals: [fr(B.dispo[0])] },
  ], { right: [545], size: 8.5, lineH: 13, width: 380 });
  doc.moveDown(0.6);
  para('Note 5 – Contributions volontaires en nature', { b: true });
  para(`Les bénévoles ont consacré ${fr0(BENEVOLAT.heures)} heures aux ateliers, à l'outilthèque et au jardin partagé en 2025, valorisées au SMIC horaire brut (${fr(BENEVOLAT.taux)} €), soit ${eur(BENEVOLAT.v)}.`);
  para('Note 6 – Effectif', { b: true });
  para("L'association emploie une coordinatrice salariée à temps partiel (0,8 ETP). Aucune rémunération n'est versée aux membres du conseil d'administration.");
  footer(doc, 4, TOT);
  await end();
}

export function fecTxt(file) {
  const H = ['JournalCode', 'JournalLib', 'EcritureNum', 'EcritureDate', 'CompteNum', 'CompteLib', 'CompAuxNum', 'CompAuxLib', 'PieceRef', 'PieceDate', 'EcritureLib', 'Debit', 'Credit', 'EcritureLet', 'DateLet', 'ValidDate', 'Montantdevise', 'Idevise'];
  const lines = [H.join('|')];
  for (const e of FEC) {
    for (const l of e.lines) {
      lines.push([e.j, JOURNALS[e.j], e.num, ymd(e.date), l[0], l[1], l[4] || '', l[5] || '', e.piece, ymd(e.date), e.lib, plain(l[2]), plain(l[3]), '', '', '20260115', '', ''].join('|'));
    }
  }
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

export function cmCsv(file) {
  const L = ["Date d'opération;Date de valeur;Débit;Crédit;Libellé;Solde"];
  for (const t of CM) L.push([dmy(t.d), dmy(t.v), t.a < 0 ? `-${plain(t.a)}` : '', t.a > 0 ? plain(t.a) : '', t.l, plain(t.s)].join(';'));
  fs.writeFileSync(file, L.join('\r\n') + '\r\n');
}

export async function budget(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Claire Dumoulin'; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('BP 2025 vs réalisé', { views: [{ state: 'frozen', ySplit: 5 }] });
  ws.columns = [{ width: 8 }, { width: 46 }, { width: 15 }, { width: 15 }, { width: 13 }, { width: 10 }, { width: 16 }];
  const EURF = '#,##0.00 "€";-#,##0.00 "€";"–"';
  ws.getCell('A1').value = `${ORG} – Budget prévisionnel 2025 et réalisé`; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Réalisé arrêté au 31/12/2025 (comptes annuels). Prévisionnel 2026 : lignes connues au 15/03/2026 seulement.'; ws.getCell('A2').font = { italic: true, size: 9 };
  ws.mergeCells('A4:A5'); ws.mergeCells('B4:B5'); ws.mergeCells('C4:F4'); ws.mergeCells('G4:G5');
  ws.getCell('A4').value = 'Compte'; ws.getCell('B4').value = 'Libellé'; ws.getCell('C4').value = 'Exercice 2025'; ws.getCell('G4').value = 'Prévisionnel 2026';
  ['Budget prévisionnel', 'Réalisé', 'Écart (€)', 'Écart (%)'].forEach((t, i) => { ws.getCell(5, 3 + i).value = t; });
  for (let r = 4; r <= 5; r++) for (let c = 1; c <= 7; c++) styleHeader(ws.getCell(r, c));
  let r = 6;
  const totals = {};
  const ecart = (rr, b, re) => {
    ws.getCell(rr, 5).value = F(`D${rr}-C${rr}`, Math.round((re - b) * 100) / 100);
    ws.getCell(rr, 6).value = b === 0 ? { formula: `IF(C${rr}=0,"n.s.",E${rr}/C${rr})`, result: 'n.s.' } : F(`IF(C${rr}=0,"n.s.",E${rr}/C${rr})`, (re - b) / b);
    ws.getCell(rr, 6).numFmt = '0.0%';
  };
  for (const side of ['charges', 'produits']) {
    ws.getCell(r, 1).value = side === 'charges' ? 'CHARGES' : 'PRODUITS'; ws.getCell(r, 1).font = { bold: true, size: 12 }; r++;
    const subRows = [];
    let tb = 0, tr = 0;
    for (const g of BUDGET[side]) {
      ws.getCell(r, 1).value = g.g; ws.getCell(r, 1).font = { bold: true, italic: true }; r++;
      const first = r;
      let gb = 0, gr = 0;
      for (const x of g.rows) {
        ws.getCell(r, 1).value = x[0]; ws.getCell(r, 2).value = x[1]; ws.getCell(r, 3).value = x[2]; ws.getCell(r, 4).value = x[3];
        if (x[4] !== null) ws.getCell(r, 7).value = x[4];
        ecart(r, x[2], x[3]);
        for (const c of [3, 4, 5, 7]) ws.getCell(r, c).numFmt = EURF;
        gb += x[2]; gr += x[3]; r++;
      }
      gb = Math.round(gb * 100) / 100; gr = Math.round(gr * 100) / 100;
      ws.getCell(r, 2).value = `Total ${g.g}`;
      ws.getCell(r, 3).value = F(`SUM(C${first}:C${r - 1})`, gb); ws.getCell(r, 4).value = F(`SUM(D${first}:D${r - 1})`, gr);
      ecart(r, gb, gr);
      for (let c = 1; c <= 7; c++) { ws.getCell(r, c).font = { bold: true }; ws.getCell(r, c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }; }
      for (const c of [3, 4, 5]) ws.getCell(r, c).numFmt = EURF;
      subRows.push(r); tb += gb; tr += gr; r++;
    }
    tb = Math.round(tb * 100) / 100; tr = Math.round(tr * 100) / 100;
    totals[side] = r;
    ws.getCell(r, 2).value = side === 'charges' ? 'TOTAL DES CHARGES' : 'TOTAL DES PRODUITS';
    ws.getCell(r, 3).value = F(subRows.map((x) => `C${x}`).join('+'), tb); ws.getCell(r, 4).value = F(subRows.map((x) => `D${x}`).join('+'), tr);
    ecart(r, tb, tr);
    for (let c = 1; c <= 7; c++) { ws.getCell(r, c).font = { bold: true }; ws.getCell(r, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
    for (const c of [3, 4, 5]) ws.getCell(r, c).numFmt = EURF;
    r += 2;
  }
  ws.getCell(r, 2).value = 'RÉSULTAT (excédent)';
  ws.getCell(r, 3).value = F(`C${totals.produits}-C${totals.charges}`, BT.resB); ws.getCell(r, 4).value = F(`D${totals.produits}-D${totals.charges}`, BT.resR);
  ws.getCell(r, 5).value = F(`D${r}-C${r}`, Math.round((BT.resR - BT.resB) * 100) / 100);
  for (let c = 1; c <= 7; c++) ws.getCell(r, c).font = { bold: true };
  for (const c of [3, 4, 5]) ws.getCell(r, c).numFmt = EURF;
  r += 2;
  ws.getCell(r, 1).value = 'CONTRIBUTIONS VOLONTAIRES EN NATURE (hors compte de résultat)'; ws.getCell(r, 1).font = { bold: true }; r++;
  ws.getCell(r, 1).value = '870'; ws.getCell(r, 2).value = `Bénévolat (${fr0(BENEVOLAT.heures)} h en 2025)`; ws.getCell(r, 3).value = BENEVOLAT.b; ws.getCell(r, 4).value = BENEVOLAT.v; ecart(r, BENEVOLAT.b, BENEVOLAT.v);
  for (const c of [3, 4, 5]) ws.getCell(r, c).numFmt = EURF;
  const h = wb.addWorksheet('Hypothèses 2026');
  h.columns = [{ width: 110 }];
  [
    'Hypothèses du prévisionnel 2026 (présentées au CA du 10/03/2026)',
    '',
    '- Loyer du local rue Dumenge : indexation de 3,3 % au 1er janvier 2026.',
    '- Coordinatrice : passage de 0,8 à 0,85 ETP au 1er janvier 2026.',
    '- Subventions Région, ADEME et FDVA : dossiers déposés, montants non notifiés ; non inscrits ligne par ligne.',
    "- Les autres lignes seront chiffrées après l'assemblée générale (voir le résumé du budget adopté par l'AG).",
  ].forEach((t, i) => { h.getCell(i + 1, 1).value = t; if (i === 0) h.getCell(1, 1).font = { bold: true }; });
  await wb.xlsx.writeFile(file);
}

export async function pvAg(file) {
  const d = AG;
  const votes = (x) => `Pour : ${x[2]} – Contre : ${x[3]} – Abstentions : ${x[4]}`;
  const children = [
    P(ORG.toUpperCase(), { bold: true, align: 'center', size: 13 }),
    P('12 rue Dumenge – 69004 Lyon', { align: 'center', size: 9 }),
    P("PROCÈS-VERBAL DE L'ASSEMBLÉE GÉNÉRALE ORDINAIRE", { bold: true, align: 'center', size: 14, before: 200 }),
    P(`du ${jour(d.date)} ${frLong(d.date)}`, { align: 'center', size: 11, after: 300 }),
    P(`L'assemblée générale ordinaire de l'association s'est réunie le ${jour(d.date)} ${frLong(d.date)} à 14 h 00, salle du Lavoir, 3 place Bellevue, Lyon 4e, sur convocation adressée par courriel le 6 mars 2026 à tous les adhérents.`),
    P('Quorum', { bold: true }),
    P(`L'association compte ${d.adherents} adhérents à jour de leur cotisation au 31 décembre 2025. Sont présents ${d.presents} adhérents et ${d.pouvoirs} sont représentés par un pouvoir, soit ${d.votants} votants. Les statuts (article 11) exigeant la présence ou la représentation d'un quart des adhérents, soit ${Math.ceil(d.adherents / 4)}, le quorum est atteint et l'assemblée peut valablement délibérer.`),
    P("L'assemblée est présidée par M. Thomas Girard, président. Mme Sophie Lacombe est désignée secrétaire de séance."),
    P('Ordre du jour', { bold: true }),
    P('1. Rapport moral et d\'activité 2025 ; 2. Rapport financier et approbation des comptes 2025 ; 3. Affectation du résultat ; 4. Cotisations 2026 ; 5. Budget prévisionnel 2026 ; 6. Renouvellement du conseil d\'administration ; 7. Questions diverses.'),
    P('Rapport financier', { bold: true }),
    P(`Mme Claire Dumoulin, trésorière, présente les comptes 2025 établis par le cabinet Guillot & Associés. L'exercice se solde par un excédent de ${eur(BILAN.resultat[0])} contre ${eur(BILAN.resultat[1])} en 2024. Les produits s'élèvent à ${eur(CRT[0].totProd)} et les charges à ${eur(CRT[0].totCh)}. Les disponibilités atteignent ${eur(BILAN.dispo[0])} au 31 décembre 2025, soit environ quatre mois de charges.`),
    P('Résolutions', { bold: true }),
    ...d.resolutions.flatMap((x, i) => [
      P([{ text: `${x[0]} – `, bold: true }, { text: i === 2 ? `L'assemblée générale décide d'affecter l'excédent de ${eur(BILAN.resultat[0])} au report à nouveau.` : `${x[1]}.` }]),
      P(votes(x) + (x[3] === 0 && x[4] === 0 ? ' – adoptée à l\'unanimité.' : ' – adoptée à la majorité.'), { indent: 400, italic: true }),
    ]),
    P('Montants des cotisations adoptés pour 2026 (quatrième résolution) :'),
    T([['Catégorie', 'Montant 2025', 'Montant 2026'], ...d.cotis.map((c) => [c[0], `${c[1]} €`, `${c[2]} €`])], { widths: [5200, 1800, 1800], numCols: [1, 2] }),
    P('', { after: 120 }),
    P('Budget prévisionnel 2026 adopté (cinquième résolution), en euros :'),
    T([
      ['Charges', 'Montant', 'Produits', 'Montant'],
      ...Array.from({ length: Math.max(d.b26ch.length, d.b26pr.length) }, (_, i) => [d.b26ch[i]?.[0] || '', d.b26ch[i] ? fr0(d.b26ch[i][1]) : '', d.b26pr[i]?.[0] || '', d.b26pr[i] ? fr0(d.b26pr[i][1]) : '']),
      ['Total des charges', fr0(d.b26), 'Total des produits', fr0(d.b26)],
    ], { widths: [3000, 1300, 3600, 1300], numCols: [1, 3], boldRows: [Math.max(d.b26ch.length, d.b26pr.length) + 1] }),
    P('', { after: 120 }),
    P([{ text: "Sixième résolution – Renouvellement du conseil d'administration. ", bold: true }, { text: `Trois postes étaient à pourvoir. Sont élus pour trois ans : ${d.elus.map((e) => `${e[0]} (${e[1]} voix)`).join(', ')}.` }]),
    P('Questions diverses', { bold: true }),
    P(`L'assemblée autorise le conseil d'administration à acheter une remorque de vélo pour l'outilthèque, dans la limite de ${fr0(d.remorque)} €. La prochaine fête de la réparation aura lieu le samedi 17 octobre 2026.`),
    P("L'ordre du jour étant épuisé, la séance est levée à 16 h 45."),
    T([['Le président', 'La secrétaire de séance'], ['Thomas Girard', 'Sophie Lacombe']], { widths: [4500, 4500] }),
  ];
  await writeDocx(file, children, { title: "PV AG ordinaire 2026", creator: 'Sophie Lacombe' });
}

export async function ticketPhoto(file) {
  const t = TICKET;
  const W = 34;
  const lr = (a, b) => a + ' '.repeat(Math.max(1, W - a.length - b.length)) + b;
  const lines = [
    { t: 'BRICOMAT', size: 30, bold: true, center: true },
    { t: 'LYON 4 CROIX-ROUSSE', size: 20, center: true },
    { t: '14 BD DE LA CROIX-ROUSSE 69004 LYON', size: 17, center: true },
    { t: 'SIRET 398 120 447 00058', size: 17, center: true },
    { rule: true },
  ];
  for (const it of t.items) {
    if (it.q > 1) { lines.push({ t: it.l, size: 20 }); lines.push({ t: lr(`  ${it.q} x ${plain(it.p)}`, `${plain(it.m)} ${it.t}`), size: 20 }); }
    else lines.push({ t: lr(it.l, `${plain(it.m)} ${it.t}`), size: 20 });
  }
  lines.push({ rule: true });
  lines.push({ t: lr('TOTAL TTC EUR', plain(t.total)), size: 24, bold: true });
  lines.push({ t: lr('CARTE BANCAIRE', plain(t.total)), size: 20 });
  lines.push({ t: lr('NB ARTICLES', String(t.count)), size: 20 });
  lines.push({ rule: true });
  lines.push({ t: 'TVA  TAUX      HT     TVA     TTC', size: 22 });
  lines.push({ t: `A   20,00%  ${plain(t.ht.A).padStart(6)}  ${plain(t.tva.A).padStart(6)}  ${plain(t.ttc.A).padStart(6)}`, size: 22 });
  lines.push({ t: `B    5,50%  ${plain(t.ht.B).padStart(6)}  ${plain(t.tva.B).padStart(6)}  ${plain(t.ttc.B).padStart(6)}`, size: 22 });
  lines.push({ t: `TOTAL      ${plain(t.totalHT).padStart(7)}  ${plain(t.totalTVA).padStart(6)}  ${plain(t.total).padStart(6)}`, size: 22 });
  lines.push({ rule: true });
  lines.push({ t: `${dmy(t.date)} ${t.time}  CAISSE 03`, size: 19 });
  lines.push({ t: `TICKET ${t.no}`, size: 19 });
  lines.push({ t: 'MERCI DE VOTRE VISITE', size: 19, center: true });
  await photoDocument(file, lines, { width: 640, height: 1200, angle: -0.9, seed: 91, format: 'jpeg', mono: true, margin: 40, noise: 12 });
}
