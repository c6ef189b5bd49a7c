// Entraide Plateau documents (French / bilingual, Québec number formats).
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, F, styleHeader } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import * as D from '../data.mjs';

const FIXED = new Date(Date.UTC(2026, 4, 28, 14, 5, 0));
const NB = '\u00a0';
// Québec style: 12 345,67 $ (non-breaking spaces)
const grp = (v, dp) => { const [i, d] = Math.abs(v).toFixed(dp).split('.'); return i.replace(/\B(?=(\d{3})+(?!\d))/g, NB) + (d ? ',' + d : ''); };
export const frm = (v, dp = 2) => `${v < 0 ? '-' : ''}${grp(v, dp)}${NB}$`;
const stmt = (v, dollar) => (v === 0 ? '–' : (v < 0 ? `(${grp(v, 0)})` : grp(v, 0)) + (dollar ? `${NB}$` : ''));
const MOIS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const frLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`; };
const XNUM = '#,##0.00\\ "$";-#,##0.00\\ "$"';

function book(creator) {
  const wb = new ExcelJS.Workbook();
  wb.creator = creator; wb.lastModifiedBy = creator; wb.created = FIXED; wb.modified = FIXED;
  return wb;
}

export async function renderEntraide(dir) {
  fs.mkdirSync(dir, { recursive: true });
  const IS = D.epIS, BS = D.EP_BS;
  // ---------------- Financial statements PDF (2 pages)
  {
    const { doc, end } = newPdf(path.join(dir, 'Entraide Plateau - Etats financiers 2026 - Financial Statements.pdf'), { title: 'États financiers / Financial Statements 2026', author: 'Lavoie Tremblay CPA inc.', margin: 30 });
    const right = [330, 405, 475, 545];
    const header = (fr, en, sub) => {
      doc.font('B').fontSize(12).text('ENTRAIDE PLATEAU', 50, 50, { align: 'center', width: 495 });
      doc.font('B').fontSize(11).text(`${fr} / ${en}`, { align: 'center', width: 495 });
      doc.font('I').fontSize(9.5).text(sub, { align: 'center', width: 495 });
    };
    let yy;
    const row = (lbl, vals, o = {}) => {
      doc.font(o.bold ? 'B' : 'R').fontSize(8.5);
      if (lbl && doc.widthOfString(lbl) > 225 && lbl.includes(' / ')) {
        // bilingual label too long for one line: French, then English in italics underneath
        const [fr, en] = lbl.split(' / ');
        doc.text(fr + ' /', 50 + (o.indent || 0), yy, { lineBreak: false, width: 240 });
        yy += 11;
        doc.font('I').text(en, 58 + (o.indent || 0), yy, { lineBreak: false, width: 240 });
        doc.font(o.bold ? 'B' : 'R');
      } else doc.text(lbl, 50 + (o.indent || 0), yy, { lineBreak: false, width: 250 });
      vals.forEach((v, i) => { if (v !== null) doc.text(stmt(v, o.dollar), right[i] - 70, yy, { width: 70, align: 'right', lineBreak: false }); });
      if (o.rule) for (const x of right.slice(0, vals.length)) doc.moveTo(x - 55, yy - 3).lineTo(x, yy - 3).lineWidth(0.5).stroke();
      yy += o.h || 14;
    };
    const sect = (t) => { doc.font('B').fontSize(9).text(t, 50, yy); yy += 15; };
    // page 1: statement of operations
    header('État des résultats', 'Statement of Operations', 'Exercice clos le 31 mars 2026 / Year ended March 31, 2026');
    doc.font('B').fontSize(7.5);
    const heads = [['Fonds de', 'fonctionnement', 'Operating', 'Fund'], ['Fonds', 'affectés', 'Restricted', 'Funds'], ['2026', 'Total'], ['2025', 'Total']];
    heads.forEach((h, i) => h.forEach((t, j) => doc.text(t, right[i] - 70, 110 + j * 9, { width: 70, align: 'right', lineBreak: false })));
    yy = 155;
    sect('PRODUITS / REVENUE');
    D.EP_REV.forEach((r, i) => row(`${r[0]} / ${r[1]}`, [r[2], r[3], r[2] + r[3], r[4]], { indent: 8, dollar: i === 0 }));
    row('', [IS.revOp, IS.revRe, IS.rev26, IS.rev25], { rule: true, bold: true, dollar: true, h: 22 });
    sect('CHARGES / EXPENSES');
    D.EP_EXP.forEach((r, i) => row(`${r[0]} / ${r[1]}`, [r[2], r[3], r[2] + r[3], r[4]], { indent: 8, dollar: i === 0 }));
    row('', [IS.expOp, IS.expRe, IS.exp26, IS.exp25], { rule: true, bold: true, dollar: true, h: 22 });
    row('Excédent (insuffisance) des produits sur les charges /', [], { bold: true, h: 11 });
    row('Excess (deficiency) of revenue over expenses', [IS.exOp, IS.exRe, IS.ex26, IS.ex25], { bold: true, dollar: true, rule: true });
    doc.font('I').fontSize(8).text('Les notes complémentaires font partie intégrante des états financiers. / The accompanying notes are an integral part of the financial statements.', 50, 760, { width: 495, align: 'center' });
    doc.font('R').text('3', 50, 785, { width: 495, align: 'center' });
    // page 2: statement of financial position
    doc.addPage({ size: 'A4', margin: 30 });
    header('État de la situation financière', 'Statement of Financial Position', 'Au 31 mars 2026 / As at March 31, 2026');
    doc.font('B').fontSize(8);
    [['31 mars', '2026'], ['31 mars', '2025']].forEach((h, i) => h.forEach((t, j) => doc.text(t, right[i + 2] - 70, 110 + j * 10, { width: 70, align: 'right', lineBreak: false })));
    const two = (lbl, k, o = {}) => row(lbl, [null, null, BS[2026][k], BS[2025][k]], o);
    yy = 145;
    sect('ACTIF / ASSETS');
    sect('À court terme / Current');
    two('Encaisse / Cash', 'cash', { indent: 8, dollar: true });
    two('Débiteurs / Accounts receivable', 'recv', { indent: 8 });
    two('Subventions à recevoir / Grants receivable', 'grantsRecv', { indent: 8 });
    two('Frais payés d\'avance / Prepaid expenses', 'prepaid', { indent: 8 });
    two('', 'ca', { rule: true, bold: true });
    two('Immobilisations corporelles / Capital assets (note 4)', 'capital', { indent: 0 });
    two('', 'ta', { rule: true, bold: true, dollar: true, h: 24 });
    sect('PASSIF / LIABILITIES');
    sect('À court terme / Current');
    two('Créditeurs et frais courus / Accounts payable and accrued liabilities', 'payables', { indent: 8, dollar: true });
    two('Apports reportés / Deferred contributions (note 5)', 'deferred', { indent: 8 });
    two('', 'cl', { rule: true, bold: true, h: 22 });
    sect('SOLDES DE FONDS / FUND BALANCES');
    two('Investi en immobilisations / Invested in capital assets', 'fbCapital', { indent: 8 });
    two('Affectés / Restricted', 'fbRestricted', { indent: 8 });
    two('Non affectés / Unrestricted', 'fbUnrestricted', { indent: 8 });
    two('', 'fb', { rule: true, bold: true, h: 18 });
    row('', [null, null, BS[2026].cl + BS[2026].fb, BS[2025].cl + BS[2025].fb], { bold: true, dollar: true, rule: true, h: 30 });
    doc.font('R').fontSize(8.5).text('Au nom du conseil d\'administration / On behalf of the Board:  ______________________ administrateur / director', 50, yy + 10, { width: 495 });
    doc.font('I').fontSize(8).text('Les notes complémentaires font partie intégrante des états financiers. / The accompanying notes are an integral part of the financial statements.', 50, 760, { width: 495, align: 'center' });
    doc.font('R').text('4', 50, 785, { width: 495, align: 'center' });
    await end();
  }
  // ---------------- Desjardins CSV (Windows-1252, semicolons, decimal comma)
  {
    const c = (v) => (v ? v.toFixed(2).replace('.', ',') : '');
    const lines = ['Date;Description;Retrait;Dépôt;Solde', `2026-01-01;Solde reporté;;;${c(D.EP_BANK_OPEN)}`];
    for (const [d, desc, w, dep, bal] of D.EP_BANK_TX) lines.push(`${d};${desc};${c(w)};${c(dep)};${c(bal)}`);
    fs.writeFileSync(path.join(dir, 'releve_desjardins_815-30245-EOP_2026-01-01_2026-03-31.csv'), Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
  }
  // ---------------- Centraide grant budget and actuals (months down the side)
  {
    const wb = book('Coordination Entraide Plateau');
    for (const [name, rows, note] of [['Budget 2025-2026', D.EP_GBUD, 'Budget mensuel déposé à Centraide (mai 2025)'], ['Réel 2025-2026', D.EP_GACT, 'Réel au 31 mars 2026 – selon le grand livre (Sage 50)']]) {
      const ws = wb.addWorksheet(name);
      ws.getCell('A1').value = 'Entraide Plateau – Subvention Centraide du Grand Montréal 2025-2026'; ws.getCell('A1').font = { bold: true, size: 13 };
      ws.getCell('A2').value = 'Montant accordé : 185 000 $ (versements mensuels de 15 416,67 $)';
      ws.getCell('A3').value = note; ws.getCell('A3').font = { italic: true };
      const hdr = ['Mois', ...D.EP_GCATS, 'Total'];
      if (name.startsWith('Réel')) hdr.push('Commentaires');
      hdr.forEach((h, i) => { const cell = ws.getRow(5).getCell(i + 1); cell.value = h; styleHeader(cell); });
      ws.getRow(5).height = 32;
      rows.forEach((r, i) => {
        const x = ws.getRow(6 + i);
        x.getCell(1).value = D.EP_GM[i];
        r.forEach((v, ci) => { x.getCell(2 + ci).value = v; x.getCell(2 + ci).numFmt = XNUM; });
        x.getCell(7).value = F(`SUM(B${6 + i}:F${6 + i})`, D.sum(r)); x.getCell(7).numFmt = XNUM;
        if (name.startsWith('Réel') && i === 8) x.getCell(8).value = 'Paniers de Noël : achats supplémentaires';
        if (name.startsWith('Réel') && i === 3) x.getCell(8).value = 'Camion loué 2 jours (déménagement entrepôt)';
      });
      const t = ws.getRow(18);
      t.getCell(1).value = 'Total'; t.font = { bold: true };
      for (let ci = 0; ci < 6; ci++) {
        const v = ci < 5 ? D.gCat(rows, ci) : D.gAll(rows);
        t.getCell(2 + ci).value = F(`SUM(${String.fromCharCode(66 + ci)}6:${String.fromCharCode(66 + ci)}17)`, v); t.getCell(2 + ci).numFmt = XNUM;
        t.getCell(2 + ci).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
      }
      ws.getColumn(1).width = 16; for (let i = 2; i <= 7; i++) ws.getColumn(i).width = 16; ws.getColumn(8).width = 40;
    }
    await wb.xlsx.writeFile(path.join(dir, 'Centraide 2025-2026 - budget mensuel et réel.xlsx'));
  }
  // ---------------- Volunteer hours and baskets workbook
  {
    const wb = book('Sophie Nguyen');
    const ws = wb.addWorksheet('Heures bénévoles');
    ws.getCell('A1').value = 'Heures de bénévolat 2025-2026 (avril à mars)'; ws.getCell('A1').font = { bold: true, size: 13 };
    const hdr = ['Mois', ...D.EP_VCATS, 'Total heures', 'Bénévoles actifs'];
    hdr.forEach((h, i) => { const c = ws.getRow(3).getCell(i + 1); c.value = h; styleHeader(c); });
    const ab = ['avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.', 'janv.', 'févr.', 'mars'];
    D.EP_VOL.forEach((r, i) => {
      const x = ws.getRow(4 + i);
      x.getCell(1).value = `${ab[i]} ${i < 9 ? 2025 : 2026}`;
      r.slice(0, 4).forEach((v, ci) => { x.getCell(2 + ci).value = v; });
      x.getCell(6).value = F(`SUM(B${4 + i}:E${4 + i})`, D.volTotal(i));
      x.getCell(7).value = r[4];
    });
    const t = ws.getRow(16); t.getCell(1).value = 'Total'; t.font = { bold: true };
    for (let ci = 0; ci < 5; ci++) { const L = String.fromCharCode(66 + ci); t.getCell(2 + ci).value = F(`SUM(${L}4:${L}15)`, ci < 4 ? D.EP_VOL.reduce((s, r) => s + r[ci], 0) : D.volYear); }
    ws.getCell('A18').value = 'Bénévoles actifs = personnes ayant fait au moins un quart dans le mois (non additionnable).'; ws.getCell('A18').font = { italic: true, size: 9 };
    ws.getColumn(1).width = 12; for (let i = 2; i <= 7; i++) ws.getColumn(i).width = 15;
    const wp = wb.addWorksheet('Paniers');
    wp.getCell('A1').value = 'Paniers alimentaires distribués – 2025-2026'; wp.getCell('A1').font = { bold: true, size: 13 };
    ['Mois', 'Point de service Rachel', 'Point de service Mont-Royal', 'Livraisons à domicile', 'Total paniers'].forEach((h, i) => { const c = wp.getRow(3).getCell(i + 1); c.value = h; styleHeader(c); });
    D.EP_PANIERS.forEach((r, i) => {
      const x = wp.getRow(4 + i);
      const m = (3 + i) % 12, y = i < 9 ? 2025 : 2026;
      x.getCell(1).value = new Date(Date.UTC(y, m, 1)); x.getCell(1).numFmt = 'mmmm yyyy';
      r.forEach((v, ci) => { x.getCell(2 + ci).value = v; });
      x.getCell(5).value = F(`SUM(B${4 + i}:D${4 + i})`, D.panTotal(i));
    });
    const tp = wp.getRow(16); tp.getCell(1).value = 'Total'; tp.font = { bold: true };
    for (let ci = 0; ci < 4; ci++) { const L = String.fromCharCode(66 + ci); tp.getCell(2 + ci).value = F(`SUM(${L}4:${L}15)`, ci < 3 ? D.EP_PANIERS.reduce((s, r) => s + r[ci], 0) : D.panYear); }
    wp.getColumn(1).width = 16; for (let i = 2; i <= 5; i++) wp.getColumn(i).width = 18;
    await wb.xlsx.writeFile(path.join(dir, 'Bénévolat et paniers 2025-2026.xlsx'));
  }
  // ---------------- AGA minutes (Word, French)
  {
    const A = D.EP_AGA;
    const b = A.budget2627;
    const children = [
      P('ENTRAIDE PLATEAU', { bold: true, align: 'center', size: 14, after: 40 }),
      P(`Procès-verbal de l'assemblée générale annuelle des membres tenue le mercredi ${frLong(A.date)} à 18 h 30, au sous-sol de l'église Saint-Stanislas, Montréal`, { bold: true, align: 'center', after: 240 }),
      P('1. Ouverture de l\'assemblée et vérification du quorum', { bold: true }),
      P(`Le président, M. ${A.president}, ouvre l'assemblée à 18 h 38. ${A.present} membres en règle sont présents sur ${A.members} membres; le quorum de 25 membres est atteint. Mme ${A.secretary} agit comme secrétaire d'assemblée.`),
      P('2. Adoption de l\'ordre du jour et du procès-verbal de l\'AGA 2025', { bold: true }),
      P('Sur proposition de Mme Isabelle Roy, appuyée par M. Karim Haddad, l\'ordre du jour et le procès-verbal de l\'assemblée du 18 juin 2025 sont adoptés à l\'unanimité.'),
      P('3. Rapport d\'activités 2025-2026', { bold: true }),
      P(`La coordonnatrice présente le rapport d'activités : ${D.panYear.toLocaleString('fr-CA').replace(/\s/g, NB)} paniers alimentaires ont été distribués aux deux points de service et à domicile, et les bénévoles ont donné ${D.volYear.toLocaleString('fr-CA').replace(/\s/g, NB)} heures au cours de l'exercice. Le volet aide aux locataires a accompagné 212 ménages au Tribunal administratif du logement.`),
      P('4. Présentation des états financiers audités au 31 mars 2026', { bold: true }),
      P(`La trésorière, Mme ${A.treasurer}, présente les états financiers audités. Les produits totalisent ${frm(IS.rev26, 0)} et les charges ${frm(IS.exp26, 0)}, pour une insuffisance des produits sur les charges de ${frm(-IS.ex26, 0)}. Elle explique que la hausse des achats alimentaires et la baisse de la subvention de la Fondation Marcelle-Gagnon expliquent l'essentiel du déficit. Les soldes de fonds non affectés s'établissent à ${frm(BS[2026].fbUnrestricted, 0)}. Les états financiers sont reçus par l'assemblée.`),
      P('5. Nomination de l\'auditeur', { bold: true }),
      P(`Sur proposition de M. Karim Haddad, appuyée par Mme Louise Ouellet, il est résolu de nommer ${A.auditor} comme auditeur pour l'exercice 2026-2027. Adopté à l'unanimité.`),
      P('6. Prévisions budgétaires 2026-2027 et cotisation', { bold: true }),
      P(`La trésorière présente les prévisions adoptées par le conseil d'administration. La cotisation annuelle des membres est maintenue à ${A.cotisation}${NB}$.`),
      T([['Prévisions 2026-2027', 'Montant'], ['Produits', frm(b.rev, 0)], ['Charges', frm(b.exp, 0)], ['Excédent prévu', frm(b.rev - b.exp, 0)]], { widths: [3600, 2000], numCols: [1], boldRows: [3] }),
      P('', { after: 120 }),
      P('7. Local de la rue Rachel', { bold: true }),
      P(`Le bail du local de la rue Rachel vient à échéance le ${frLong(A.leaseEnd)}. Le conseil est mandaté pour négocier son renouvellement; le propriétaire a signalé une hausse possible du loyer.`),
      P('8. Élections au conseil d\'administration', { bold: true }),
      P(`Trois postes sont en élection. Sont élus par acclamation : Mme ${A.treasurer}, M. Karim Haddad et Mme Louise Ouellet. Le conseil se réunira le ${frLong(A.nextBoard)} pour nommer ses officiers.`),
      P('9. Levée de l\'assemblée', { bold: true }),
      P('L\'ordre du jour étant épuisé, l\'assemblée est levée à 20 h 52.'),
      P(`${A.secretary}, secrétaire d'assemblée`, { italic: true, before: 240 }),
    ];
    await writeDocx(path.join(dir, 'PV AGA 2026-06-17.docx'), children, { title: 'Procès-verbal AGA 2026', creator: A.secretary });
  }
  // ---------------- Grocery receipt photo
  {
    const R = D.EP_REC;
    const c = (v) => v.toFixed(2).replace('.', ',');
    const [y, m, d] = R.date.split('-');
    const L = [
      { t: R.store, size: 34, bold: true, center: true },
      { t: '4215 av. du Parc-La Fontaine', size: 22, center: true },
      { t: 'Montreal QC H2L 3M2  514-555-0192', size: 22, center: true },
      { gap: 10 },
      { cols: [`${d}/${m}/${y}  ${R.time}`, 'CAISSE 03  TRANS 5518'], size: 22 },
      { rule: true },
      ...R.items.flatMap((it) => [
        { cols: [`${it[0]}${it[3] ? '  FP' : ''}`, c(it[4])], size: 24 },
        ...(it[1] > 1 ? [{ t: `    ${it[1]} @ ${c(it[2])}`, size: 21 }] : []),
      ]),
      { rule: true },
      { cols: ['SOUS-TOTAL', c(R.subtotal)], size: 24 },
      { cols: ['TPS 5% 812345678RT0001', c(R.tps)], size: 22 },
      { cols: ['TVQ 9,975% 1219876543TQ0001', c(R.tvq)], size: 22 },
      { cols: ['TOTAL', c(R.total)], size: 30, bold: true },
      { gap: 8 },
      { cols: ['INTERAC DEBIT', c(R.total)], size: 22 },
      { t: 'FP = taxable TPS/TVQ', size: 20 },
      { gap: 8 },
      { t: 'MERCI DE VOTRE VISITE!', size: 22, center: true },
    ];
    await photoDocument(path.join(dir, 'IMG_20260214_104907.jpg'), L, { width: 760, height: 1480, angle: 1.4, seed: 2026, format: 'jpeg', mono: true, margin: 40 });
  }
}
