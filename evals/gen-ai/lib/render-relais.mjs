// Le Relais communautaire de Villeray (Montréal, Québec, CAD, April–March year): six documents in French-Canadian print.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, styleHeader, F, xDate } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { MOIS } from '../data.mjs';

const NB = '\u00a0';
// 1234567.5 -> "1 234 567,50" (sep = no-break space by default)
export const frNum = (v, dp = 0, sep = NB) => {
  const [i, d] = Math.abs(v).toFixed(dp).split('.');
  const g = i.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  return d ? `${g},${d}` : g;
};
// "68 500 $", "(18 562) $", "–"
export const frMoney = (v, dp = 0, sep = NB) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${frNum(v, dp, sep)})${sep}$` : `${frNum(v, dp, sep)}${sep}$`);
const frLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`; };
const NAME = 'LE RELAIS COMMUNAUTAIRE DE VILLERAY';

// ------------------------------------------------------------------ 1. États financiers (pdf): état des résultats + situation financière
// A statement table whose labels wrap over two lines; the amounts sit on the label's last line.
function stmtTable(doc, { cols, rows, labelW, colW, x0 = 50, size = 9 }) {
  const right = cols.map((_, i) => x0 + labelW + colW * (i + 1));
  doc.font('SB').fontSize(size - 1);
  const hs = cols.map((c) => doc.heightOfString(c, { width: colW - 2 }));
  const hh = Math.max(...hs);
  const y0 = doc.y;
  cols.forEach((c, i) => doc.text(c, right[i] - colW + 2, y0 + hh - hs[i], { width: colW - 2, align: 'right' }));
  doc.y = y0 + hh + 4;
  for (const r of rows) {
    if (r.gap) { doc.y += r.gap; continue; }
    doc.font(r.bold || r.head ? 'SB' : 'SR').fontSize(size);
    const lx = x0 + (r.indent || 0) * 10;
    const lw = labelW - 12 - (r.indent || 0) * 10;
    const y = doc.y;
    const lineH = doc.currentLineHeight(true);
    const h = r.label ? doc.heightOfString(r.label, { width: lw }) : lineH;
    if (r.label) doc.text(r.label, lx, y, { width: lw });
    const vy = y + h - lineH;
    if (r.rule) for (const x of right) doc.moveTo(x - colW + 18, y - 2).lineTo(x, y - 2).lineWidth(0.5).stroke();
    (r.vals || []).forEach((v, i) => { if (v !== '') doc.text(v, right[i] - colW, vy, { width: colW, align: 'right', lineBreak: false }); });
    if (r.double) for (const x of right) { doc.moveTo(x - colW + 18, vy + lineH + 1).lineTo(x, vy + lineH + 1).stroke(); doc.moveTo(x - colW + 18, vy + lineH + 3).lineTo(x, vy + lineH + 3).stroke(); }
    doc.x = x0;
    doc.y = y + h + 3;
  }
}

export async function etatsPdf(file, V) {
  const E = V.relais.etat, B = V.relais.bilan;
  const { doc, end } = newPdf(file, { title: 'États financiers 2025-2026', author: 'Lussier Bédard CPA inc.', margin: 50 });
  const head = (t, sub) => {
    doc.font('SB').fontSize(12).text(NAME, 50, 55, { align: 'center', width: 495 });
    doc.font('SB').fontSize(12).text(t, { align: 'center', width: 495 });
    doc.font('SR').fontSize(10).text(sub, { align: 'center', width: 495 });
    doc.moveDown(1.2);
  };
  const foot = (n) => { doc.page.margins.bottom = 0; doc.font('I').fontSize(7.5).text(`Les notes complémentaires font partie intégrante des états financiers.   ${n}`, 50, 790, { width: 495, align: 'center', lineBreak: false }); };
  // cover
  doc.font('SB').fontSize(18).text(NAME, 50, 250, { align: 'center', width: 495 });
  doc.font('SR').fontSize(11).text('Organisme à but non lucratif constitué en vertu de la partie III de la Loi sur les compagnies (Québec)', { align: 'center', width: 495 });
  doc.moveDown(3);
  doc.font('SB').fontSize(15).text('ÉTATS FINANCIERS', { align: 'center', width: 495 });
  doc.font('SR').fontSize(12).text('de l\'exercice terminé le 31 mars 2026', { align: 'center', width: 495 });
  doc.moveDown(10);
  doc.font('SR').fontSize(9.5).text('Rapport de mission d\'examen du professionnel en exercice indépendant : Lussier Bédard CPA inc., Montréal, le 9 mai 2026. Les états financiers n\'ont pas fait l\'objet d\'un audit.', { align: 'center', width: 495 });
  doc.addPage();
  head('RÉSULTATS', 'de l\'exercice terminé le 31 mars 2026');
  const m = (v) => frMoney(v);
  const cols = ['Fonds\nd\'administration', 'Fonds\naffectés', 'Total\n2026', 'Total\n2025'];
  const line = (r) => ({ label: r.label, indent: 1, vals: [m(r.admin), m(r.aff), m(r.total), m(r.prior)] });
  const rows = [
    { label: 'PRODUITS', head: true },
    ...E.produits.map(line),
    { label: '', rule: true, bold: true, vals: [m(E.produits_admin), m(E.produits_aff), m(E.produits_total), m(E.produits_prior)] },
    { gap: 6 },
    { label: 'CHARGES', head: true },
    ...E.charges.map(line),
    { label: '', rule: true, bold: true, vals: [m(E.charges_admin), m(E.charges_aff), m(E.charges_total), m(E.charges_prior)] },
    { gap: 6 },
    { label: 'EXCÉDENT (INSUFFISANCE) DES PRODUITS SUR LES CHARGES', bold: true, rule: true, double: true, vals: [m(E.excedent_admin), m(E.excedent_aff), m(E.excedent_total), m(E.excedent_prior)] },
  ];
  stmtTable(doc, { cols, rows, labelW: 195, colW: 75, size: 8.5 });
  foot(2);
  doc.addPage();
  head('SITUATION FINANCIÈRE', 'au 31 mars 2026');
  const b = (r) => ({ label: r.label, indent: 1, vals: [m(r.cur), m(r.prior)] });
  const brows = [
    { label: 'ACTIF', head: true },
    { label: 'Actif à court terme', head: true },
    ...B.actifCT.map(b),
    { label: '', rule: true, vals: [m(B.actifCT_cur), m(B.actifCT_prior)] },
    { label: B.immob.label, vals: [m(B.immob.cur), m(B.immob.prior)] },
    { label: '', rule: true, bold: true, double: true, vals: [m(B.actif_cur), m(B.actif_prior)] },
    { gap: 8 },
    { label: 'PASSIF', head: true },
    { label: 'Passif à court terme', head: true },
    ...B.passifCT.map(b),
    { label: '', rule: true, vals: [m(B.passifCT_cur), m(B.passifCT_prior)] },
    { label: B.apportsImmob.label, vals: [m(B.apportsImmob.cur), m(B.apportsImmob.prior)] },
    { label: '', rule: true, bold: true, vals: [m(B.passif_cur), m(B.passif_prior)] },
    { gap: 8 },
    { label: 'SOLDES DE FONDS', head: true },
    ...B.soldes.map(b),
    { label: '', rule: true, bold: true, vals: [m(B.soldes_cur), m(B.soldes_prior)] },
    { gap: 4 },
    { label: '', rule: true, bold: true, double: true, vals: [m(B.passif_cur + B.soldes_cur), m(B.passif_prior + B.soldes_prior)] },
  ];
  stmtTable(doc, { cols: ['2026', '2025'], rows: brows, labelW: 300, colW: 95, size: 9 });
  doc.moveDown(1.5);
  doc.font('SR').fontSize(9).text('Au nom du conseil d\'administration,', 50);
  doc.moveDown(1.5);
  doc.text('Nathalie Ouellet, présidente                                   Karim Benali, trésorier', 50);
  foot(3);
  doc.addPage();
  head('NOTES COMPLÉMENTAIRES', 'au 31 mars 2026');
  const np = (t) => { doc.font('SR').fontSize(9).text(t, 50, doc.y, { width: 495, align: 'justify', lineGap: 1.5 }); doc.moveDown(0.6); };
  const nh = (t) => { doc.font('SB').fontSize(9.5).text(t, 50, doc.y); doc.moveDown(0.3); };
  nh('1. Statuts et nature des activités');
  np('L\'organisme, constitué le 14 juin 1988, offre aux familles du quartier Villeray du dépannage alimentaire, des cuisines collectives, des activités pour les jeunes et un accompagnement social. Il est un organisme de bienfaisance enregistré au sens de la Loi de l\'impôt sur le revenu et n\'est pas assujetti à l\'impôt sur le revenu.');
  nh('2. Principales méthodes comptables');
  np('Les états financiers sont établis selon les Normes comptables canadiennes pour les organismes sans but lucratif (partie III du Manuel de CPA Canada). L\'organisme applique la méthode de la comptabilité par fonds affectés. Le fonds d\'administration présente les activités courantes; les fonds affectés présentent les ressources grevées d\'affectations d\'origine externe (Ville de Montréal, Emplois d\'été Canada, dons affectés) et les immobilisations.');
  nh('4. Immobilisations');
  np(`Équipement de cuisine et mobilier, au coût de 41 500 $, amortis selon la méthode linéaire sur 10 ans. Amortissement cumulé : 24 900 $ (2025 : 20 750 $). Valeur nette : ${frMoney(B.immob.cur, 0, ' ')} (2025 : ${frMoney(B.immob.prior, 0, ' ')}).`);
  nh('5. Apports reportés');
  np(`Les apports reportés représentent la partie non utilisée de la subvention de la Ville de Montréal pour le projet Jeunes en action, qui sera utilisée au cours du prochain exercice.`);
  nh('6. Apports reportés afférents aux immobilisations');
  np('Ils représentent les subventions reçues pour l\'acquisition de l\'équipement de cuisine et sont virés aux résultats au même rythme que l\'amortissement des immobilisations correspondantes.');
  nh('7. Engagement');
  np('L\'organisme loue ses locaux en vertu d\'un bail échéant le 31 mars 2028. Le loyer, électricité comprise, s\'élève à 1 850 $ par mois à compter du 1er avril 2026.');
  foot(4);
  await end();
}

// ------------------------------------------------------------------ 2. Sage 50 grand livre (xlsx)
const solde = (v) => `${frNum(v, 2, ' ')} ${v >= 0 ? 'Dt' : 'Ct'}`;
export async function grandLivreXlsx(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Sage 50 Comptabilité';
  const ws = wb.addWorksheet('Grand livre');
  ws.columns = [{ width: 12 }, { width: 52 }, { width: 13 }, { width: 10 }, { width: 13 }, { width: 13 }, { width: 16 }];
  ws.getCell('A1').value = 'Le Relais communautaire de Villeray'; ws.getCell('A1').font = { bold: true, size: 12 };
  ws.getCell('A2').value = 'Grand livre du 2026-01-01 au 2026-03-31'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = 'Comptes sélectionnés : 5300, 5400, 5500, 5600, 5900'; ws.getCell('A3').font = { italic: true, size: 9 };
  const h = ws.getRow(5);
  h.values = ['Date', 'Commentaire', 'N° source', 'N° écr.', 'Débits', 'Crédits', 'Solde'];
  h.eachCell((c) => { c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; });
  const NUMF = '#,##0.00';
  let r = 6;
  for (const a of V.relais.gl) {
    const hr = ws.getRow(r);
    hr.getCell(1).value = `${a.code} ${a.name}`; hr.getCell(1).font = { bold: true };
    hr.getCell(7).value = solde(a.opening); hr.getCell(7).alignment = { horizontal: 'right' };
    r++;
    for (const t of a.rows) {
      const x = ws.getRow(r);
      x.getCell(1).value = xDate(t.date); x.getCell(1).numFmt = 'yyyy-mm-dd';
      x.getCell(2).value = t.comment; x.getCell(3).value = t.src; x.getCell(4).value = t.entry;
      if (t.debit) { x.getCell(5).value = t.debit; x.getCell(5).numFmt = NUMF; }
      if (t.credit) { x.getCell(6).value = t.credit; x.getCell(6).numFmt = NUMF; }
      x.getCell(7).value = solde(t.balance); x.getCell(7).alignment = { horizontal: 'right' };
      r++;
    }
    const tr = ws.getRow(r);
    tr.getCell(5).value = a.debits; tr.getCell(6).value = a.credits;
    for (const c of [5, 6]) { tr.getCell(c).numFmt = NUMF; tr.getCell(c).font = { bold: true }; tr.getCell(c).border = { top: { style: 'thin' } }; }
    r += 2;
  }
  const all = V.relais.gl;
  const tr = ws.getRow(r);
  tr.getCell(4).value = 'Total';
  tr.getCell(5).value = all.reduce((s, a) => Math.round((s + a.debits) * 100) / 100, 0);
  tr.getCell(6).value = all.reduce((s, a) => Math.round((s + a.credits) * 100) / 100, 0);
  for (const c of [4, 5, 6]) { tr.getCell(c).font = { bold: true }; tr.getCell(c).numFmt = NUMF; tr.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  r += 2;
  ws.getCell(r, 1).value = 'Généré par Sage 50 Comptabilité – Édition canadienne, le 2026-04-14 10:22'; ws.getCell(r, 1).font = { italic: true, size: 8 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Budget vs réel (xlsx)
const MONEY = '#,##0 "$";(#,##0) "$";"–"';
export async function budgetXlsx(file, V) {
  const Bd = V.relais.budget;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Sylvie Hamel';
  const ws = wb.addWorksheet('Budget vs réel');
  ws.columns = [{ width: 38 }, { width: 14 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 13 }, { width: 14 }, { width: 11 }];
  ws.getCell('A1').value = NAME; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Budget vs réel – exercice 2025-2026 (1er avril 2025 au 31 mars 2026)'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = 'Préparé par Sylvie Hamel, coordonnatrice administrative, pour le conseil d\'administration du 21 avril 2026'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'Poste';
  ws.mergeCells('B5:B6'); ws.getCell('B5').value = 'Budget 2025-2026';
  ws.mergeCells('C5:F5'); ws.getCell('C5').value = 'Réel par trimestre';
  ws.getCell('C6').value = 'T1 avr.-juin'; ws.getCell('D6').value = 'T2 juil.-sept.'; ws.getCell('E6').value = 'T3 oct.-déc.'; ws.getCell('F6').value = 'T4 janv.-mars';
  ws.mergeCells('G5:G6'); ws.getCell('G5').value = 'Total réel';
  ws.mergeCells('H5:H6'); ws.getCell('H5').value = 'Écart (réel – budget)';
  ws.mergeCells('I5:I6'); ws.getCell('I5').value = '% du budget';
  for (let rr = 5; rr <= 6; rr++) for (let c = 1; c <= 9; c++) styleHeader(ws.getCell(rr, c));
  let r = 7;
  const totals = {};
  for (const [side, title, totLabel] of [['produits', 'PRODUITS', 'Total des produits'], ['charges', 'CHARGES', 'Total des charges']]) {
    ws.getCell(r, 1).value = title; ws.getCell(r, 1).font = { bold: true }; r++;
    const first = r;
    for (const l of Bd.lines.filter((x) => x.side === side)) {
      ws.getCell(r, 1).value = `   ${l.label}`;
      ws.getCell(r, 2).value = l.budget;
      l.q.forEach((v, i) => { ws.getCell(r, 3 + i).value = v; });
      ws.getCell(r, 7).value = F(`SUM(C${r}:F${r})`, l.total);
      ws.getCell(r, 8).value = F(`G${r}-B${r}`, l.total - l.budget);
      ws.getCell(r, 9).value = F(`IF(B${r}=0,"",G${r}/B${r})`, l.total / l.budget);
      for (let c = 2; c <= 8; c++) ws.getCell(r, c).numFmt = MONEY;
      ws.getCell(r, 9).numFmt = '0.0 %';
      r++;
    }
    const last = r - 1;
    const S = Bd[side];
    ws.getCell(r, 1).value = totLabel;
    ws.getCell(r, 2).value = F(`SUM(B${first}:B${last})`, S.budget);
    S.q.forEach((v, i) => { const L = 'CDEF'[i]; ws.getCell(r, 3 + i).value = F(`SUM(${L}${first}:${L}${last})`, v); });
    ws.getCell(r, 7).value = F(`SUM(G${first}:G${last})`, S.total);
    ws.getCell(r, 8).value = F(`G${r}-B${r}`, S.total - S.budget);
    ws.getCell(r, 9).value = F(`G${r}/B${r}`, S.total / S.budget);
    for (let c = 1; c <= 9; c++) { const cell = ws.getCell(r, c); cell.font = { bold: true }; cell.border = { top: { style: 'thin' } }; if (c > 1 && c < 9) cell.numFmt = MONEY; }
    ws.getCell(r, 9).numFmt = '0.0 %';
    totals[side] = r;
    r += 2;
  }
  const R = Bd.result;
  ws.getCell(r, 1).value = 'EXCÉDENT (DÉFICIT)';
  const tp = totals.produits, tc = totals.charges;
  ws.getCell(r, 2).value = F(`B${tp}-B${tc}`, R.budget);
  R.q.forEach((v, i) => { const L = 'CDEF'[i]; ws.getCell(r, 3 + i).value = F(`${L}${tp}-${L}${tc}`, v); });
  ws.getCell(r, 7).value = F(`G${tp}-G${tc}`, R.total);
  ws.getCell(r, 8).value = F(`G${r}-B${r}`, R.total - R.budget);
  for (let c = 1; c <= 8; c++) { const cell = ws.getCell(r, c); cell.font = { bold: true }; cell.border = { top: { style: 'thin' }, bottom: { style: 'double' } }; if (c > 1) cell.numFmt = MONEY; }
  r += 2;
  ws.getCell(r, 1).value = 'Note : l\'amortissement des immobilisations et des apports reportés n\'est pas budgété; le déficit ci-dessus diffère donc de celui des états financiers.';
  ws.getCell(r, 1).font = { italic: true, size: 9 };
  ws.getCell(r + 1, 1).value = 'Écart positif = produits supérieurs au budget ou charges supérieures au budget.';
  ws.getCell(r + 1, 1).font = { italic: true, size: 9 };

  // proposed budget 2026-2027
  const w2 = wb.addWorksheet('Budget 2026-2027');
  w2.columns = [{ width: 38 }, { width: 15 }, { width: 15 }, { width: 17 }, { width: 15 }];
  w2.getCell('A1').value = 'Budget 2026-2027 proposé (adopté par le CA le 21 avril 2026, à présenter à l\'AGA)'; w2.getCell('A1').font = { bold: true, size: 12 };
  w2.getRow(3).values = ['Poste', 'Budget 2025-2026', 'Réel 2025-2026', 'Budget 2026-2027', 'Variation vs budget 2025-2026'];
  for (let c = 1; c <= 5; c++) styleHeader(w2.getCell(3, c));
  r = 4;
  const tot2 = {};
  for (const [side, title, totLabel] of [['produits', 'PRODUITS', 'Total des produits'], ['charges', 'CHARGES', 'Total des charges']]) {
    w2.getCell(r, 1).value = title; w2.getCell(r, 1).font = { bold: true }; r++;
    const first = r;
    for (const l of Bd.lines.filter((x) => x.side === side)) {
      w2.getRow(r).values = [`   ${l.label}`, l.budget, l.total, l.next];
      w2.getCell(r, 5).value = F(`D${r}-B${r}`, l.next - l.budget);
      for (let c = 2; c <= 5; c++) w2.getCell(r, c).numFmt = MONEY;
      r++;
    }
    const S = Bd[side];
    w2.getCell(r, 1).value = totLabel;
    [['B', S.budget], ['C', S.total], ['D', S.next]].forEach(([L, v], i) => { w2.getCell(r, 2 + i).value = F(`SUM(${L}${first}:${L}${r - 1})`, v); });
    w2.getCell(r, 5).value = F(`D${r}-B${r}`, S.next - S.budget);
    for (let c = 1; c <= 5; c++) { w2.getCell(r, c).font = { bold: true }; if (c > 1) w2.getCell(r, c).numFmt = MONEY; }
    tot2[side] = r;
    r += 2;
  }
  w2.getCell(r, 1).value = 'Excédent (déficit) prévu';
  w2.getCell(r, 2).value = F(`B${tot2.produits}-B${tot2.charges}`, R.budget);
  w2.getCell(r, 3).value = F(`C${tot2.produits}-C${tot2.charges}`, R.total);
  w2.getCell(r, 4).value = F(`D${tot2.produits}-D${tot2.charges}`, R.next);
  for (let c = 1; c <= 4; c++) { w2.getCell(r, c).font = { bold: true }; if (c > 1) w2.getCell(r, c).numFmt = MONEY; }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. Desjardins AccèsD export (csv, no header line)
export function desjardinsCsv(file, V) {
  const Bk = V.relais.bank;
  const q = (s) => `"${s}"`;
  const amt = (v) => (v ? v.toFixed(2) : '');
  const lines = [];
  for (const [acct, rows] of [['EOP', Bk.eop], ['ES', Bk.es]]) {
    rows.forEach((r, i) => {
      lines.push([q('Caisse Desjardins de Villeray'), q('81530'), q('0412873'), q(acct), q(r.date.replace(/-/g, '/')), i + 1, q(r.desc), q(r.cheque), '', amt(r.out), amt(r.in), '', '', '', '', r.balance.toFixed(2)].join(','));
    });
  }
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 5. Lettre de Centraide (docx)
export async function centraideDocx(file, V) {
  const L = V.relais.letter;
  const m = (v) => `${frNum(v, 0, ' ')} $`;
  const [y, mo, d] = L.date.split('-').map(Number);
  const sched = [['Versement', 'Date prévue', 'Montant'],
    ['1', 'avril 2025', m(L.installment)], ['2', 'juillet 2025', m(L.installment)], ['3', 'octobre 2025', m(L.installment)], ['4', 'janvier 2026', m(L.installment)],
    ['Total 2025-2026', '', m(L.annual)]];
  const kids = [
    P('Centraide du Grand Montréal', { bold: true, size: 14, after: 0 }),
    P('Direction de l\'investissement social', { size: 9, after: 0 }),
    P('1200, avenue McGill College, bureau 800, Montréal (Québec) H3B 4G7', { size: 9, after: 360 }),
    P(`Montréal, le ${d} ${MOIS[mo - 1]} ${y}`, { after: 240 }),
    P('Madame Josée Lapointe', { after: 0 }), P('Directrice générale', { after: 0 }), P('Le Relais communautaire de Villeray', { after: 0 }), P('7955, rue De Gaspé, Montréal (Québec) H2R 2A4', { after: 240 }),
    P('Objet : Confirmation de votre soutien financier 2025-2028', { bold: true, after: 240 }),
    P('Madame,'),
    P(`Au nom du comité d'allocation et du conseil d'administration de Centraide du Grand Montréal, j'ai le plaisir de vous confirmer le renouvellement de notre soutien à la mission globale du Relais communautaire de Villeray pour les trois prochains exercices (${L.years.join(', ')}).`),
    P(`Pour l'exercice ${L.years[0]}, l'allocation s'élève à ${m(L.annual)}. Pour les exercices ${L.years[1]} et ${L.years[2]}, elle sera indexée de ${L.indexPct} % par année, sous réserve des résultats de notre campagne annuelle.`),
    P(`L'allocation vous sera versée par dépôt direct en quatre versements égaux de ${m(L.installment)}, au début de chaque trimestre (avril, juillet, octobre et janvier), selon le calendrier suivant :`),
    T(sched, { widths: [2400, 2400, 2000], numCols: [2], boldRows: [5], size: 10 }),
    P('', { after: 60 }),
    P('Ce soutien est assorti des conditions suivantes :', { before: 120 }),
    P('1. Les sommes versées doivent servir à la réalisation de la mission de l\'organisme, conformément à la demande déposée le 14 février 2025.', { indent: 360 }),
    P(`2. Les frais d'administration imputés à l'allocation ne doivent pas dépasser ${L.adminCapPct} % du montant annuel accordé.`, { indent: 360 }),
    P(`3. L'organisme doit transmettre son rapport d'activités annuel et ses états financiers (mission d'examen ou audit) de l'exercice se terminant le 31 mars 2026 au plus tard le ${frLong(L.reportDue)}.`, { indent: 360 }),
    P(`4. L'organisme doit informer Centraide par écrit, dans les ${L.notifyDays} jours, de tout changement important touchant sa direction générale, sa mission ou sa situation financière.`, { indent: 360 }),
    P('5. L\'organisme s\'engage à mentionner le soutien de Centraide dans son rapport annuel et sur son site Web, selon les normes de visibilité jointes.', { indent: 360 }),
    P(`Une rencontre de suivi aura lieu en ${L.midYear} avec votre conseillère en investissement social, Mme ${L.conseillere}, qui demeure votre personne-ressource pour toute question.`, { before: 120 }),
    P('Nous vous remercions de votre engagement auprès des familles de Villeray et vous prions d\'agréer, Madame, l\'expression de nos sentiments distingués.'),
    P(L.signataire, { before: 480, after: 0 }),
    P(L.signTitle, { after: 240 }),
    P(`c. c. Mme ${L.conseillere}, conseillère en investissement social`, { size: 9 }),
  ];
  await writeDocx(file, kids, { title: 'Confirmation de soutien 2025-2028', creator: 'Centraide du Grand Montréal' });
}

// ------------------------------------------------------------------ 6. Photo du reçu de dépanneur (jpg)
export async function depanneurPhoto(file, V) {
  const rc = V.relais.receipt;
  const c2 = (v) => frNum(v, 2, ' ');
  const L = [
    { t: rc.shop, size: 20, bold: true, center: true },
    { t: rc.address, size: 15, center: true },
    { t: rc.city, size: 15, center: true },
    { t: `Tél. : ${rc.phone}`, size: 15, center: true },
    { gap: 6 },
    { cols: [`${rc.date}  ${rc.time}`, `Trans. ${rc.txn}`], size: 16 },
    { cols: [`Caissier(ère) : ${rc.cashier}`], size: 16 },
    { rule: true },
    ...rc.items.flatMap((i) => (i.qty > 1
      ? [{ cols: [i.desc, ''], size: 16 }, { table: true, cols: [`   ${i.qty} @ ${c2(i.unit)}`, '', c2(i.amount), i.taxable ? 'FP' : ''], size: 16 }]
      : [{ table: true, cols: [i.desc, '', c2(i.amount), i.taxable ? 'FP' : ''], size: 16 }])),
    { rule: true },
    { cols: ['SOUS-TOTAL', c2(rc.subtotal)], size: 17 },
    { cols: ['TPS 5 %', c2(rc.tpsAmt)], size: 17 },
    { cols: ['TVQ 9,975 %', c2(rc.tvqAmt)], size: 17 },
    { cols: ['TOTAL', c2(rc.total)], size: 22, bold: true },
    { rule: true },
    { cols: [rc.payment, c2(rc.total)], size: 17 },
    { cols: ['MONNAIE', '0,00'], size: 17 },
    { gap: 8 },
    { t: `TPS : ${rc.tps}`, size: 14, center: true },
    { t: `TVQ : ${rc.tvq}`, size: 14, center: true },
    { t: 'FP = taxable TPS/TVQ', size: 14, center: true },
    { gap: 6 },
    { t: 'MERCI ET À BIENTÔT !', size: 16, bold: true, center: true },
  ];
  await photoDocument(file, L, { width: 560, height: 900, angle: -1.2, seed: 5120, format: 'jpeg', mono: true, margin: 30, tableX: [30, 330, 470, 530], noise: 30 });
}
