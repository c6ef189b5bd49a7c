// Renders Nordlys Folkehøgskole Venner's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { NL, ORGS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { P, T, writeDocx, styleHeader, F } from './office.mjs';
import { photoDocument } from './photo.mjs';

// Norwegian formats: 12500 -> "12 500"; 12500.5 -> "12 500,50"
export const nok = (v, dp = 0) => {
  const neg = v < 0; const s = Math.abs(v).toFixed(dp);
  const [i, d] = s.split('.');
  return (neg ? '-' : '') + i.replace(/\B(?=(\d{3})+(?!\d))/g, ' ') + (d ? ',' + d : '');
};
const noDate = (iso) => { const [y, m, d] = iso.split('-'); return `${d}.${m}.${y}`; };

async function accounts(file) {
  const { doc, end } = newPdf(file, { title: 'Årsregnskap 2025', author: ORGS.nordlys.name });
  const right = [345, 455, 545];
  const head = (t1, t2) => {
    doc.font('B').fontSize(15).text(ORGS.nordlys.name, 50, 50);
    doc.font('R').fontSize(9).fillColor('#444').text('Org.nr 921 334 558  ·  Postboks 117, 8376 Leknes', 50, 70).fillColor('black');
    doc.font('B').fontSize(13).text('Årsregnskap 2025 / Annual accounts 2025', 50, 96);
    doc.font('B').fontSize(11).text(t1, 50, 124);
    doc.font('I').fontSize(8.5).text(t2, 50, 140);
    doc.y = 166;
  };
  head('Resultatregnskap / Income statement', 'Beløp i hele kroner (NOK) / Amounts in Norwegian kroner');
  const L = (nb, en) => `${nb} / ${en}`;
  const rows = [
    { label: 'Beløp i kr / Amounts in NOK', bold: true, vals: ['Note', '2025', '2024'] },
    { gap: 4 },
    { label: 'Driftsinntekter / Operating income', bold: true },
    ...NL.income.map(([nb, en, note, a, b]) => ({ label: L(nb, en), indent: 1, vals: [String(note), nok(a), nok(b)] })),
    { label: L('Sum driftsinntekter', 'Total operating income'), bold: true, rule: 'above', vals: ['', nok(NL.totInc[0]), nok(NL.totInc[1])] },
    { gap: 8 },
    { label: 'Driftskostnader / Operating expenses', bold: true },
    ...NL.expenses.map(([nb, en, note, a, b]) => ({ label: L(nb, en), indent: 1, vals: [String(note), nok(a), nok(b)] })),
    { label: L('Sum driftskostnader', 'Total operating expenses'), bold: true, rule: 'above', vals: ['', nok(NL.totExp[0]), nok(NL.totExp[1])] },
    { gap: 8 },
    { label: L('Driftsresultat', 'Operating result'), bold: true, vals: ['', nok(NL.opRes[0]), nok(NL.opRes[1])] },
    { label: L('Finansinntekter', 'Financial income'), indent: 1, vals: ['6', nok(NL.finIncome[0]), nok(NL.finIncome[1])] },
    { label: L('Årsresultat', 'Net result for the year'), bold: true, rule: 'double', vals: ['', nok(NL.result[0]), nok(NL.result[1])] },
  ];
  table(doc, rows, { right, size: 9.5, lineH: 16, width: 280 });
  doc.moveDown(2);
  doc.font('I').fontSize(8.5).text('Årsresultatet overføres i sin helhet til egenkapitalen. / The result for the year is transferred in full to equity.', 50, doc.y, { width: 495 });

  doc.addPage();
  head('Balanse per 31.12.2025 / Balance sheet at 31 December 2025', 'Beløp i hele kroner (NOK) / Amounts in Norwegian kroner');
  const A = NL.assets;
  const bal = [
    { label: 'Beløp i kr / Amounts in NOK', bold: true, vals: ['Note', '31.12.2025', '31.12.2024'] },
    { gap: 4 },
    { label: 'Eiendeler / Assets', bold: true },
    { label: L('Varelager', 'Inventory'), indent: 1, vals: ['', nok(A.inventory[0]), nok(A.inventory[1])] },
    { label: L('Kundefordringer', 'Receivables'), indent: 1, vals: ['', nok(A.receivables[0]), nok(A.receivables[1])] },
    { label: L('Bankinnskudd driftskonto', 'Bank, operating account'), indent: 1, vals: ['6', nok(A.operating[0]), nok(A.operating[1])] },
    { label: L('Bankinnskudd stipendfond', 'Bank, scholarship fund'), indent: 1, vals: ['6', nok(A.fund[0]), nok(A.fund[1])] },
    { label: L('Sum eiendeler', 'Total assets'), bold: true, rule: 'double', vals: ['', nok(NL.totAssets[0]), nok(NL.totAssets[1])] },
    { gap: 10 },
    { label: 'Egenkapital og gjeld / Equity and liabilities', bold: true },
    { label: L('Egenkapital 1.1.', 'Equity at 1 January'), indent: 1, vals: ['', nok(NL.equity[1]), nok(NL.equityOpen2024)] },
    { label: L('Årets resultat', 'Result for the year'), indent: 1, vals: ['', nok(NL.result[0]), nok(NL.result[1])] },
    { label: L('Sum egenkapital', 'Total equity'), bold: true, rule: 'above', vals: ['', nok(NL.equity[0]), nok(NL.equity[1])] },
    { gap: 6 },
    { label: L('Leverandørgjeld', 'Accounts payable'), indent: 1, vals: ['', nok(NL.liab.payable[0]), nok(NL.liab.payable[1])] },
    { label: L('Forskuddsbetalt kontingent', 'Dues paid in advance'), indent: 1, vals: ['2', nok(NL.liab.prepaid[0]), nok(NL.liab.prepaid[1])] },
    { label: L('Sum gjeld', 'Total liabilities'), bold: true, rule: 'above', vals: ['', nok(NL.totLiab[0]), nok(NL.totLiab[1])] },
    { label: L('Sum egenkapital og gjeld', 'Total equity and liabilities'), bold: true, rule: 'double', vals: ['', nok(NL.totEL[0]), nok(NL.totEL[1])] },
  ];
  table(doc, bal, { right, size: 9.5, lineH: 16, width: 280 });
  doc.moveDown(1.5);
  doc.font('B').fontSize(10).text('Noter / Notes', 50, doc.y);
  doc.font('R').fontSize(8.5);
  const notes = [
    'Note 2 Medlemskontingent / Membership dues: Kontingent inntektsføres for det året den gjelder. Kontingent for 2026 innbetalt før årsskiftet er ført som forskuddsbetalt kontingent.',
    `Note 3 Tilskudd / Grants: ${NL.note3.map(([n, a, b]) => `${n} kr ${nok(a)} (2024: kr ${nok(b)})`).join('; ')}.`,
    'Note 4 Stipend til elever / Student scholarships: Stipend tildeles elever ved Nordlys folkehøgskole etter søknad. Stipendene utbetales fra driftskontoen.',
    'Note 5 Annen driftskostnad / Other operating expenses: Omfatter porto, telefon, trykking, forsikring og bankgebyrer.',
    'Note 6 Bankinnskudd / Bank deposits: Stipendfondet er bundne midler som bare kan brukes til stipend. Finansinntekter er renter på bankinnskudd.',
  ];
  for (const n of notes) doc.text(n, 50, doc.y + 4, { width: 495 });
  doc.moveDown(2);
  doc.font('R').fontSize(9).text('Leknes, 18. februar 2026', 50, doc.y);
  doc.text('Styret i Nordlys Folkehøgskole Venner', 50, doc.y + 2);
  await end();
}

async function dues(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Kasserer'; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('Kontingent 2026');
  ws.getCell('A1').value = `${ORGS.nordlys.name} – medlemskontingent 2026`;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Status per 30.06.2026. Kontingent per kvartal: Ordinær kr 450, Student kr 150, Familie kr 700, Støttemedlem kr 1 250. Fritak = fritatt for kontingent (styrevedtak).';
  ws.getCell('A2').font = { italic: true, size: 9 };
  const hdr = ['Medlemsnr', 'Navn', 'Kategori', 'Status', '1. kvartal (jan–mar)', '2. kvartal (apr–jun)', '3. kvartal (jul–sep)', '4. kvartal (okt–des)', 'Sum innbetalt 2026'];
  ws.addRow([]);
  const hr = ws.addRow(hdr);
  hr.eachCell((c) => styleHeader(c));
  hr.height = 32;
  const first = 5;
  NL.members.forEach((m, i) => {
    const r = first + i;
    const total = (m.q1 || 0) + (m.q2 || 0);
    const row = ws.addRow([m.nr, m.name, m.cat, m.status, m.q1, m.q2, null, null, F(`SUM(E${r}:H${r})`, total)]);
    for (let c = 5; c <= 9; c++) row.getCell(c).numFmt = '#,##0 "kr"';
    if (m.status === 'Fritak') row.getCell(4).font = { italic: true, color: { argb: 'FF9C5700' } };
  });
  const last = first + NL.members.length - 1;
  const tr = ws.addRow(['', 'Sum', '', '', ...['E', 'F', 'G', 'H', 'I'].map((c) => F(`SUM(${c}${first}:${c}${last})`, c === 'E' ? NL.duesQ1 : c === 'F' ? NL.duesQ2 : c === 'I' ? NL.duesQ1 + NL.duesQ2 : 0))]);
  tr.font = { bold: true };
  for (let c = 5; c <= 9; c++) tr.getCell(c).numFmt = '#,##0 "kr"';
  ws.columns.forEach((c, i) => { c.width = [11, 24, 14, 10, 14, 14, 14, 14, 16][i]; });
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  await wb.xlsx.writeFile(file);
}

function bank(file) {
  const amt = (v) => (v === null ? '' : v.toFixed(2).replace('.', ','));
  const q = (s) => `"${s}"`;
  const lines = [['Dato', 'Forklaring', 'Rentedato', 'Ut', 'Inn'].map(q).join(';')];
  for (const t of NL.bank) lines.push([noDate(t.date), t.text, noDate(t.date), amt(t.ut), amt(t.inn)].map(q).join(';'));
  fs.writeFileSync(file, '\ufeff' + lines.join('\r\n') + '\r\n');
}

async function budget(file) {
  const C = NL.course;
  const rows = [
    ['Post / Budget line', 'Budsjett 2026 (kr)', 'Regnskap 2025 (kr)'],
    ...C.lines.map(([nb, en, b, a]) => [`${nb} / ${en}`, nok(b), a === null ? '–' : nok(a)]),
    ['Sum kostnader / Total costs', nok(C.total), nok(C.total25)],
  ];
  const children = [
    P(ORGS.nordlys.name, { bold: true, size: 12, after: 60 }),
    P('Prosjektbudsjett – Sommerkurs 2026 «Lys og landskap» (friluftsliv og foto)', { bold: true, size: 16, after: 120 }),
    P(`Kurssted: Nordlys folkehøgskole, Leknes. Kursuke: 22.–28. juni 2026. Planlagt antall deltakere: ${C.participants}.`, { after: 200 }),
    P('Kostnadsbudsjett / Cost budget', { bold: true, size: 12 }),
    P('Kolonnen «Regnskap 2025» viser hva sommerkurset i fjor faktisk kostet (actual cost of the 2025 summer course).', { italic: true, size: 9 }),
    T(rows, { widths: [4800, 2100, 2100], numCols: [1, 2], boldRows: [rows.length - 1] }),
    P('', { after: 120 }),
    P('Finansiering / Funding', { bold: true, size: 12, before: 200 }),
    P(`Deltakeravgift: ${C.participants} deltakere × kr ${nok(C.fee)} = kr ${nok(C.fees)}. Tilskudd fra Vestvågøy kommune: kr ${nok(C.grant)}. Egenandel fra ${ORGS.nordlys.name}: kr ${nok(C.own)}.`),
    P('Tilskudd fra kommunen', { bold: true, size: 12, before: 200 }),
    P(`Vestvågøy kommune innvilget i vedtak av ${noDate(C.grantDecision)} et tilskudd på kr ${nok(C.grant)} til sommerkurset, over ordningen for kulturtilskudd til frivillige lag og foreninger. ${C.advancePct} % av tilskuddet (kr ${nok(C.advance)}) utbetales som forskudd, og resten (kr ${nok(C.rest)}) utbetales når sluttrapport med regnskap er levert og godkjent. Fristen for sluttrapporten er 1. oktober 2026. Midler som ikke er brukt etter formålet, skal betales tilbake til kommunen.`),
    P('Vedtatt av styret 3. mars 2026.', { italic: true, before: 200 }),
  ];
  await writeDocx(file, children, { title: 'Prosjektbudsjett Sommerkurs 2026', creator: 'Nordlys Folkehøgskole Venner' });
}

async function receipt(file) {
  const R = NL.receipt;
  const w = 600;
  const lines = [
    { t: 'LOFOTEN PAPIR & HOBBY AS', size: 30, bold: true, center: true },
    { t: 'Storgata 12, 8370 Leknes', size: 22, center: true },
    { t: `Org.nr ${R.orgnr} MVA`, size: 22, center: true },
    { gap: 8 }, { rule: true },
    { cols: ['Kvittering nr 20417', ''], size: 22 },
    { cols: [`Dato ${noDate(R.date)}`, `Kl ${R.time}`], size: 22 },
    { rule: true }, { gap: 4 },
  ];
  for (const [name, q, p] of R.items) {
    lines.push({ cols: [name, ''], size: 23 });
    lines.push({ cols: [`  ${q} x ${nok(p, 2)}`, nok(q * p, 2)], size: 23 });
  }
  lines.push({ rule: true }, { cols: ['TOTALT', `kr ${nok(R.total, 2)}`], size: 28, bold: true }, { gap: 4 });
  lines.push({ cols: ['BankAxept', nok(R.total, 2)], size: 22 }, { rule: true });
  lines.push({ cols: ['MVA 25%  grunnlag', nok(R.net, 2)], size: 22 });
  lines.push({ cols: ['MVA 25%', nok(R.vat, 2)], size: 22 });
  lines.push({ cols: ['Herav MVA totalt', nok(R.vat, 2)], size: 22 });
  lines.push({ gap: 14 }, { t: 'Takk for handelen!', size: 22, center: true }, { t: 'Bytterett 30 dager mot kvittering', size: 20, center: true });
  await photoDocument(file, lines, { width: w, height: 880, angle: 1.6, seed: 47, format: 'jpeg', mono: true, margin: 40, noise: 22 });
}

export async function renderNordlys(DOCS) {
  const dir = path.join(DOCS, 'nordlys');
  fs.mkdirSync(dir, { recursive: true });
  const out = (k) => path.join(DOCS, NL.files[k]);
  await accounts(out('accounts'));
  await dues(out('dues'));
  bank(out('bank'));
  await budget(out('budget'));
  await receipt(out('receipt'));
}
