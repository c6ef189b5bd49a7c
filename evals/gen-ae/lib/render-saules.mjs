// Comptoir alimentaire Rivière-aux-Saules (Quebec; C$; April year): the five documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { P, T, writeDocx, fmt } from './office.mjs';
import { PARENTS, MOIS } from '../data.mjs';

const NAME = 'Comptoir alimentaire Rivière-aux-Saules';
// French number: 1 234,56 (space thousands, comma decimals); money adds " $"
export const frNum = (v, dp = 2) => {
  const s = Math.abs(v).toFixed(dp).split('.');
  const int = s[0].replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${v < 0 ? '-' : ''}${int}${dp ? `,${s[1]}` : ''}`;
};
const frAcc = (v) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${frNum(-v)})` : frNum(v));
const frLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d === 1 ? '1er' : d} ${MOIS[m - 1]} ${y}`; };
const enLong = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${d}, ${y}`; };

// ------------------------------------------------------------------ 1. QuickBooks Online Profit and Loss by month (xlsx)
export async function qboPL(file, V) {
  const PL = V.saules.pl;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online';
  const ws = wb.addWorksheet('Profit and Loss');
  const n = PL.months.length;
  const ncol = n + 2;
  ws.columns = [{ width: 58 }, ...PL.months.map(() => ({ width: 12 })), { width: 14 }];
  const title = (r, text, size, bold = true) => { ws.mergeCells(r, 1, r, ncol); const c = ws.getCell(r, 1); c.value = text; c.font = { bold, size }; c.alignment = { horizontal: 'center' }; };
  title(1, NAME, 14);
  title(2, 'Profit and Loss', 12);
  title(3, 'April 2025 - March 2026', 10, false);
  const hr = ws.getRow(5);
  hr.values = ['', ...PL.months, 'Total'];
  hr.eachCell((c, i) => { c.font = { bold: true }; c.alignment = { horizontal: i === 1 ? 'left' : 'center' }; c.border = { bottom: { style: 'thin' } }; });
  const FMT = '#,##0.00;-#,##0.00';
  let r = 6;
  const line = (label, vals, total, { indent = 0, bold = false, rule = false, blankZero = true } = {}) => {
    const x = ws.getRow(r);
    x.getCell(1).value = label; x.getCell(1).alignment = { indent };
    if (vals) {
      vals.forEach((v, i) => { if (blankZero && v === 0) return; const c = x.getCell(i + 2); c.value = v; c.numFmt = FMT; });
      const t = x.getCell(n + 2); t.value = total; t.numFmt = FMT;
    }
    if (bold) for (let i = 1; i <= ncol; i++) x.getCell(i).font = { bold: true };
    if (rule) for (let i = 2; i <= ncol; i++) x.getCell(i).border = { top: { style: 'thin' } };
    r++;
  };
  const accounts = Object.values(PL.accounts);
  const section = (sec, indent) => {
    const done = new Set();
    for (const a of accounts.filter((x) => x.section === sec)) {
      if (a.parent) {
        if (done.has(a.parent)) continue;
        done.add(a.parent);
        line(`${a.parent} ${PARENTS[a.parent]}`, null, null, { indent });
        for (const s of accounts.filter((x) => x.parent === a.parent)) line(`${s.code} ${s.label}`, s.vals, s.total, { indent: indent + 2 });
        const p = PL.parents[a.parent];
        line(`Total ${a.parent} ${PARENTS[a.parent]}`, p.vals, p.total, { indent, bold: true, rule: true, blankZero: false });
      } else line(`${a.code} ${a.label}`, a.vals, a.total, { indent });
    }
  };
  line('Income', null, null, { bold: true });
  section('income', 1);
  line('Total Income', PL.totalIncome.vals, PL.totalIncome.total, { bold: true, rule: true, blankZero: false });
  line('Cost of Goods Sold', null, null, { bold: true });
  section('cogs', 1);
  line('Total Cost of Goods Sold', PL.totalCogs.vals, PL.totalCogs.total, { bold: true, rule: true, blankZero: false });
  line('Gross Profit', PL.grossProfit.vals, PL.grossProfit.total, { bold: true, blankZero: false });
  line('Expenses', null, null, { bold: true });
  section('expense', 1);
  line('Total Expenses', PL.totalExpenses.vals, PL.totalExpenses.total, { bold: true, rule: true, blankZero: false });
  line('Net Operating Income', PL.netOperating.vals, PL.netOperating.total, { bold: true, blankZero: false });
  line('Other Income', null, null, { bold: true });
  section('other', 1);
  line('Total Other Income', PL.otherIncome.vals, PL.otherIncome.total, { bold: true, rule: true, blankZero: false });
  line('Net Other Income', PL.otherIncome.vals, PL.otherIncome.total, { bold: true, blankZero: false });
  line('Net Income', PL.netIncome.vals, PL.netIncome.total, { bold: true, rule: true, blankZero: false });
  r += 2;
  ws.mergeCells(r, 1, r, ncol);
  ws.getCell(r, 1).value = 'Accrual Basis Wednesday, April 15, 2026 09:12 AM GMT-04:00';
  ws.getCell(r, 1).font = { size: 8, italic: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 2. Budget vs actual by quarter (pdf, landscape, French with English)
// English names as printed after the French (the long ones shortened)
export const SHORT = { 'PSOC (Health and Social Services)': 'PSOC', 'Food purchases and transport': 'Food purchases & transport', 'Truck (maintenance and fuel)': 'Truck', 'Administration (bank fees, phone, professional fees)': 'Administration' };
export const BVA_QUARTERS = ['T1 / Q1 (avr.-juin 2025)', 'T2 / Q2 (juil.-sept. 2025)', 'T3 / Q3 (oct.-déc. 2025)', 'T4 / Q4 (janv.-mars 2026)'];
export async function bvaPdf(file, V) {
  const B = V.saules.bva;
  const { doc, end } = newPdf(file, { size: 'LEGAL', layout: 'landscape', margin: 24, title: 'Budget vs réel par trimestre 2025-2026', author: 'Lucie Tremblay' });
  const labelX = 28, labelW = 250, colW = 58;
  const right = Array.from({ length: 12 }, (_, i) => labelX + labelW + colW * (i + 1) + (i >= 8 ? 8 : 0));
  doc.font('B').fontSize(13).text(NAME, labelX, 26, { width: right[11] - labelX, align: 'center' });
  doc.font('B').fontSize(11).text('Budget vs réel par trimestre / Budget vs Actual by Quarter', labelX, 44, { width: right[11] - labelX, align: 'center' });
  doc.font('R').fontSize(9).text('Exercice 2025-2026 (du 1er avril 2025 au 31 mars 2026) / Fiscal year April 1, 2025 to March 31, 2026', labelX, 60, { width: right[11] - labelX, align: 'center' });
  doc.fontSize(8).text('Montants en dollars canadiens / Amounts in Canadian dollars', labelX, 73, { width: right[11] - labelX, align: 'center' });
  // two-row header: quarter groups over Réel / Budget, then the year over Réel / Budget / Écart / %
  let y = 94;
  doc.font('B').fontSize(7.4);
  BVA_QUARTERS.forEach((q, k) => {
    doc.text(q, right[2 * k] - colW + 4, y, { width: 2 * colW - 4, align: 'center', lineBreak: false });
    doc.moveTo(right[2 * k] - colW + 6, y + 10).lineTo(right[2 * k + 1], y + 10).lineWidth(0.4).stroke();
  });
  doc.text('Exercice / Year 2025-2026', right[8] - colW + 4, y, { width: 4 * colW - 4, align: 'center', lineBreak: false });
  doc.moveTo(right[8] - colW + 6, y + 10).lineTo(right[11], y + 10).lineWidth(0.4).stroke();
  y += 14;
  const sub = ['Réel', 'Budget', 'Réel', 'Budget', 'Réel', 'Budget', 'Réel', 'Budget', 'Réel', 'Budget', 'Écart', '% du'];
  const sub2 = ['Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Variance', 'budget'];
  sub.forEach((h, i) => doc.text(h, right[i] - colW, y, { width: colW, align: 'right', lineBreak: false }));
  y += 9;
  doc.font('I');
  sub2.forEach((h, i) => doc.text(h, right[i] - colW, y, { width: colW, align: 'right', lineBreak: false }));
  y += 11;
  doc.moveTo(labelX, y).lineTo(right[11], y).lineWidth(0.8).stroke();
  y += 5;
  const pctS = (v) => `${frNum(v, 1)} %`;
  const row = (label, o, { bold = false, money = false, rule = false } = {}) => {
    doc.font(bold ? 'B' : 'R').fontSize(7.4);
    doc.text(label, labelX, y, { lineBreak: false });
    doc.fontSize(7);
    if (o) {
      const m = (v) => (money ? `${frAcc(v)} $` : frAcc(v));
      const vals = [...o.q.flatMap((x) => [m(x.actual), m(x.budget)]), m(o.actual), m(o.budget), frAcc(o.variance), o.pct === undefined ? '' : pctS(o.pct)];
      vals.forEach((v, i) => doc.text(v, right[i] - colW - 6, y, { width: colW + 6, align: 'right', lineBreak: false }));
      if (rule) for (const x of right) doc.moveTo(x - colW + 8, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    }
    y += 13;
  };
  const lines = Object.values(B.lines);
  row('PRODUITS / REVENUE', null, { bold: true });
  lines.filter((l) => l.side === 'rev').forEach((l, i) => row(`   ${l.fr} / ${SHORT[l.en] || l.en}`, l, { money: i === 0 }));
  row('Total des produits / Total revenue', B.revenue, { bold: true, money: true, rule: true });
  y += 5;
  row('CHARGES / EXPENSES', null, { bold: true });
  lines.filter((l) => l.side === 'exp').forEach((l, i) => row(`   ${l.fr} / ${SHORT[l.en] || l.en}`, l, { money: i === 0 }));
  row('Total des charges / Total expenses', B.expenses, { bold: true, money: true, rule: true });
  y += 5;
  row('EXCÉDENT (DÉFICIT) / SURPLUS (DEFICIT)', { ...B.surplus, pct: undefined }, { bold: true, rule: true });
  y += 14;
  doc.font('R').fontSize(7.8);
  const notes = [
    'Écart = réel moins budget (un écart positif aux charges est un dépassement) / Variance = actual minus budget (a positive variance on an expense line is an overrun).',
    'Réel tiré de QuickBooks Online (comptabilité d’exercice) / Actuals from QuickBooks Online (accrual basis). Administration = frais bancaires, télécommunications et honoraires professionnels / bank fees, phone and professional fees.',
    `Encaisse au 31 mars 2026 / Cash at March 31, 2026 : ${frNum(B.cash)} $ (compte courant Desjardins et petite caisse / Desjardins chequing and petty cash)`,
  ];
  for (const n of notes) { doc.text(n, labelX, y, { width: right[11] - labelX }); y = doc.y + 3; }
  y += 10;
  doc.text(`Préparé par / Prepared by : ${B.preparedBy} — ${frLong(B.date)}`, labelX, y);
  doc.text('Présenté au conseil d’administration du 29 avril 2026 / Presented to the Board, April 29, 2026', labelX, doc.y + 2);
  await end();
}

// ------------------------------------------------------------------ 3. Volunteer and food register (csv, semicolons, decimal commas)
const JOURS = ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'];
export const REG_HEAD = ['Date', 'Jour', 'Bénévoles / Volunteers', 'Heures bénévoles / Volunteer hours', 'Banque régionale / Regional food bank (lb)', 'Récupération épiceries / Grocery rescue (lb)', 'Collectes / Food drives (lb)', 'Achats / Purchased (lb)', 'Total reçu / Total received (lb)', 'Distribué / Distributed (lb)', 'Ménages servis / Households served', 'Remarques / Notes'];
export function registerCsv(file, V) {
  const R = V.saules.reg;
  const c = (v) => (v === '' ? '' : String(v).replace('.', ','));
  const q = (s) => (/[;"\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const pad = (a) => [...a, ...Array(REG_HEAD.length - a.length).fill('')].join(';');
  const lines = [pad([`${NAME} - Registre des bénévoles et des denrées / Volunteer and food register - exercice 2025-2026`]), pad([]), REG_HEAD.map(q).join(';')];
  for (const r of R.rows) {
    const day = JOURS[new Date(`${r.date}T12:00:00Z`).getUTCDay()];
    if (!r.open) { lines.push(pad([r.date, day, '', '', '', '', '', '', '', '', '', q(r.note)])); continue; }
    lines.push([r.date, day, r.volunteers, c(r.hours), c(r.regional), c(r.rescue), c(r.drives || 0), c(r.purchased), c(r.received), c(r.distributed), r.households, q(r.note)].join(';'));
  }
  const T = R.total;
  lines.push(['TOTAL', '', T.volunteers, c(T.hours), c(T.regional), c(T.rescue), c(T.drives), c(T.purchased), c(T.received), c(T.distributed), T.households, ''].join(';'));
  fs.writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 4. Centraide funding agreement (docx, French with English)
export async function grantDocx(file, V) {
  const G = V.saules.grant;
  const en = (t) => ({ text: t, italic: true });
  const H = (fr, eng) => P([{ text: fr, bold: true }, { text: ` / ${eng}`, bold: true, italic: true }], { before: 200, after: 80, size: 12 });
  const money = (v) => `${frNum(v, 0)} $`;
  const total = G.years.reduce((s, y) => s + y[1], 0);
  const body = [
    P(G.funder.toUpperCase(), { bold: true, size: 16, align: 'center', after: 40 }),
    P(G.title, { bold: true, size: 14, align: 'center', after: 40 }),
    P(`No de dossier / File no. ${G.number}`, { align: 'center', after: 240 }),
    P([{ text: 'ENTRE / BETWEEN : ', bold: true }, `${G.funder}, organisme de bienfaisance enregistré, ci-après « Centraide »`]),
    P([{ text: 'ET / AND : ', bold: true }, `${NAME}, personne morale sans but lucratif (NEQ ${G.orgNeq}; no d’organisme de bienfaisance ${G.charity}), 412, rue Principale, Saint-Aubert-des-Saules (Québec), ci-après « l’Organisme »`], { after: 200 }),
    H('Article 1 – Objet', 'Purpose'),
    P('Centraide accorde à l’Organisme un soutien financier à la mission pour ses activités de dépannage alimentaire, de cuisines collectives et d’accueil des ménages à faible revenu.'),
    P(en('Centraide grants the Organization core funding for its emergency food, community kitchen and low-income household activities.')),
    H('Article 2 – Durée', 'Term'),
    P(`La présente entente couvre trois exercices, du ${frLong(G.start)} au ${frLong(G.end)}.`),
    P(en(`This agreement covers three fiscal years, from ${enLong(G.start)} to ${enLong(G.end)}.`)),
    H('Article 3 – Montant de la subvention', 'Grant amount'),
    T([['Exercice / Fiscal year', 'Période / Period', 'Montant / Amount'], ...G.years.map(([y, v]) => [y, `1er avril ${y.slice(0, 4)} – 31 mars ${y.slice(5)}`, money(v)]), ['Total', '', money(total)]], { widths: [2600, 3800, 2200], numCols: [2], boldRows: [G.years.length + 1] }),
    P('', { after: 80 }),
    H('Article 4 – Versements', 'Payments'),
    P(`Le montant annuel est versé en quatre (${G.instalments}) versements égaux, vers le ${G.instalmentDates.map((d) => d.split(' / ')[0]).join(', le ')} de chaque exercice, sous réserve de la réception des rapports prévus à l’article 5.`),
    P(en(`The annual amount is paid in ${G.instalments} equal instalments on or about ${G.instalmentDates.map((d) => d.split(' / ')[1]).join(', ')} of each fiscal year, provided the reports in Article 5 have been received.`)),
    H('Article 5 – Reddition de comptes', 'Reporting'),
    T([['Rapport / Report', 'Échéance / Due date'], ...G.reports.map(([r, d]) => [r, `${frLong(d)} / ${enLong(d)}`])], { widths: [5600, 3200] }),
    P('', { after: 80 }),
    H('Article 6 – Indicateurs 2025-2026', 'Targets 2025-2026'),
    P(`Pour l’exercice 2025-2026, l’Organisme vise : au moins ${frNum(G.targets.households, 0)} visites de ménages au comptoir; au moins ${frNum(G.targets.hours, 0)} heures de bénévolat; au moins ${frNum(G.targets.pounds, 0)} livres de denrées distribuées.`),
    P(en(`For 2025-2026 the Organization aims for at least ${fmt(G.targets.households, 0)} household visits, at least ${fmt(G.targets.hours, 0)} volunteer hours and at least ${fmt(G.targets.pounds, 0)} pounds of food distributed.`)),
    H('Article 7 – Conditions', 'Conditions'),
    P(`7.1 Les frais d’administration imputés à la subvention ne peuvent dépasser ${G.adminCapPct} % du montant annuel. `, {}),
    P(en(`Administration costs charged to the grant may not exceed ${G.adminCapPct}% of the annual amount.`)),
    P(`7.2 L’Organisme avise Centraide par écrit dans les ${G.notifyDays} jours de tout changement à la direction générale, à la présidence du conseil ou à ses lettres patentes.`),
    P(en(`The Organization notifies Centraide in writing within ${G.notifyDays} days of any change of executive director, board chair or letters patent.`)),
    P('7.3 L’Organisme participe à la campagne annuelle de Centraide et reconnaît publiquement son soutien (logo sur le site Web et au comptoir).'),
    P(`7.4 Les pièces justificatives sont conservées pendant ${G.recordsYears} ans.`),
    P(`7.5 Tout solde non utilisé de plus de ${frNum(G.unspentThreshold, 0)} $ à la fin d’un exercice est déclaré à Centraide et peut être déduit du versement suivant.`),
    P(en(`Any unspent balance over $${fmt(G.unspentThreshold, 0)} at the end of a fiscal year is reported to Centraide and may be deducted from the next payment.`)),
    H('Article 8 – Résiliation', 'Termination'),
    P(`Chaque partie peut résilier la présente entente moyennant un préavis écrit de ${G.noticeDays} jours.`),
    H('Article 9 – Personne-ressource', 'Contact'),
    P(`${G.contact}, ${G.contactTitle}, Centraide Vallée-des-Saules.`),
    P('EN FOI DE QUOI, les parties ont signé / IN WITNESS WHEREOF the parties have signed:', { before: 240, bold: true }),
    T([['Pour Centraide / For Centraide', 'Pour l’Organisme / For the Organization'],
      [`${G.signFunder[0]}, ${G.signFunder[1]}`, `${G.signOrg[0][0]}, ${G.signOrg[0][1]}`],
      [`Signé le / Signed on ${G.signFunder[2]}`, `Signé le / Signed on ${G.signOrg[0][2]}`],
      ['', `${G.signOrg[1][0]}, ${G.signOrg[1][1]} – ${G.signOrg[1][2]}`]], { widths: [4400, 4400] }),
  ];
  await writeDocx(file, body, { title: G.title, creator: G.contact });
}

// ------------------------------------------------------------------ 5. Grocery receipt (photo of a till slip)
const money2 = (v) => frNum(v, 2);
export function receiptLines(V) {
  const R = V.saules.receipt;
  const L = [];
  const c = (t, size = 19, bold = false) => L.push({ t, size, bold, center: true });
  const lr = (a, b, size = 19, bold = false) => L.push({ cols: [a, b], size, bold });
  c(R.store, 24, true);
  for (const a of R.address) c(a, 17);
  L.push({ gap: 8 });
  c(`${R.date}   ${R.time}`, 18);
  c(R.store_no, 17);
  L.push({ rule: true });
  for (const i of R.items) {
    if (i.qty > 1) { L.push({ t: i.name, size: 19 }); lr(`   ${i.qty} @ ${money2(i.unit)}`, `${money2(i.amount)} ${i.tax || '  '}`); } else lr(i.name, `${money2(i.amount)} ${i.tax || '  '}`);
    if (i.name.startsWith('PATES')) lr(`   ${R.discount[0]}`, `-${money2(R.discount[1])}   `);
  }
  L.push({ rule: true });
  lr('SOUS-TOTAL', `${money2(R.subtotal)}   `, 19, true);
  lr(`TPS ${frNum(R.tpsPct, 0)} %`, `${money2(R.tps)}   `);
  lr(`TVQ ${frNum(R.tvqPct, 3)} %`, `${money2(R.tvq)}   `);
  lr('TOTAL', `${money2(R.total)}   `, 22, true);
  L.push({ gap: 6 });
  lr('INTERAC', `${money2(R.total)}   `);
  lr('MONNAIE', '0,00   ');
  L.push({ gap: 6 });
  c(`NB ARTICLES : ${R.count}`, 18);
  c('FP = TAXABLE TPS/TVQ', 16);
  c(`No TPS : ${R.tpsNo}`, 16);
  c(`No TVQ : ${R.tvqNo}`, 16);
  L.push({ gap: 6 });
  c('MERCI DE VOTRE VISITE!', 17, true);
  return L;
}
export async function receiptPhoto(file, V) {
  const L = receiptLines(V);
  await photoDocument(file, L, { width: 560, height: 1160, angle: -0.9, seed: 212, format: 'jpeg', mono: true, margin: 30, noise: 24 });
}
