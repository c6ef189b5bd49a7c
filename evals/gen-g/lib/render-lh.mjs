// Renders Lantern Hill Animal Shelter's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { LHD, ORGS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const NAME = ORGS.lanternhill.name;
const us = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const A = (v) => (Math.round(v) === 0 ? '-' : v < 0 ? `(${us(v)})` : us(v));
const D = (v) => (Math.round(v) === 0 ? '-' : v < 0 ? `$ (${us(v)})` : `$ ${us(v)}`);
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const longDate = ([y, m, d]) => `${MONTHS[m - 1]} ${d}, ${y}`;

// ------------------------------------------------------------ audited financial statements
async function audit(file) {
  const { doc, end } = newPdf(file, { size: 'LETTER', title: `${NAME} - Financial Statements August 31, 2025`, author: LHD.AUDIT.firm });
  const { SFP, SOA, NA24, NA25 } = LHD;
  doc.font('B').fontSize(15).text(NAME.toUpperCase() + ', INC.', { align: 'center' });
  doc.font('R').fontSize(10).text('Cottonwood Bend, Kansas', { align: 'center' });
  doc.moveDown(0.8).font('B').fontSize(12).text('FINANCIAL STATEMENTS', { align: 'center' });
  doc.font('R').fontSize(10).text('August 31, 2025 and 2024', { align: 'center' });
  doc.moveDown(1.5).font('B').fontSize(11).text("INDEPENDENT AUDITOR'S REPORT", { align: 'center' });
  doc.moveDown(0.5).font('R').fontSize(9.5);
  doc.text('To the Board of Directors', 60).text(`${NAME}, Inc.`).moveDown(0.6);
  const para = (t) => { doc.text(t, 60, doc.y, { width: 492, align: 'justify' }); doc.moveDown(0.6); };
  doc.font('B').text('Opinion', 60); doc.font('R');
  para(`We have audited the accompanying financial statements of ${NAME}, Inc. (a nonprofit organization), which comprise the statements of financial position as of August 31, 2025 and 2024, and the related statements of activities and functional expenses for the year ended August 31, 2025, and the related notes to the financial statements.`);
  para(`In our opinion, the financial statements referred to above present fairly, in all material respects, the financial position of ${NAME}, Inc. as of August 31, 2025 and 2024, and the changes in its net assets for the year ended August 31, 2025 in accordance with accounting principles generally accepted in the United States of America.`);
  doc.font('B').text('Basis for Opinion', 60); doc.font('R');
  para('We conducted our audit in accordance with auditing standards generally accepted in the United States of America. We are required to be independent of the Shelter and to meet our other ethical responsibilities in accordance with the relevant ethical requirements relating to our audit. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our audit opinion.');
  doc.moveDown(0.6).font('I').text(LHD.AUDIT.firm, 60).font('R').text(LHD.AUDIT.city).text(longDate(LHD.AUDIT.date));

  // statement of financial position
  doc.addPage();
  doc.font('B').fontSize(12).text(NAME.toUpperCase() + ', INC.', { align: 'center' });
  doc.fontSize(11).text('STATEMENTS OF FINANCIAL POSITION', { align: 'center' });
  doc.font('R').fontSize(10).text('August 31, 2025 and 2024', { align: 'center' });
  doc.moveDown(1);
  const r2c = [450, 545];
  let y = doc.y;
  doc.font('B').fontSize(9.5);
  ['2025', '2024'].forEach((h, i) => doc.text(h, r2c[i] - 70, y, { width: 70, align: 'right' }));
  doc.y = y + 18;
  const s5 = SFP[2025], s4 = SFP[2024];
  const two = (label, a, b, o = {}) => ({ label, vals: [o.dollar ? D(a) : A(a), o.dollar ? D(b) : A(b)], ...o });
  table(doc, [
    { label: 'ASSETS', bold: true },
    two('Cash and cash equivalents', s5.cash, s4.cash, { dollar: true }),
    two('Investments', s5.investments, s4.investments),
    two('Pledges receivable, net', s5.pledges, s4.pledges),
    two('Accounts receivable', s5.ar, s4.ar),
    two('Prepaid expenses and inventory', s5.prepaid, s4.prepaid),
    two('Property and equipment, net', s5.ppe, s4.ppe),
    two('Total assets', s5.assets, s4.assets, { bold: true, rule: 'double', dollar: true }),
    { gap: 10 },
    { label: 'LIABILITIES AND NET ASSETS', bold: true },
    { label: 'Liabilities', italic: true },
    two('Accounts payable and accrued expenses', s5.ap, s4.ap, { indent: 1, dollar: true }),
    two('Deferred revenue', s5.deferred, s4.deferred, { indent: 1 }),
    two('Note payable - vehicle', s5.note, s4.note, { indent: 1 }),
    two('Total liabilities', s5.liab, s4.liab, { indent: 1, bold: true, rule: 'above' }),
    { gap: 6 },
    { label: 'Net assets', italic: true },
    { label: 'Without donor restrictions', indent: 1 },
    two('Undesignated', s5.woUndesignated, s4.woUndesignated, { indent: 2 }),
    two('Board-designated operating reserve', s5.woDesignated, s4.woDesignated, { indent: 2 }),
    two('Total without donor restrictions', s5.wo, s4.wo, { indent: 1, rule: 'above' }),
    two('With donor restrictions', s5.w, s4.w, { indent: 1 }),
    two('Total net assets', s5.na, s4.na, { indent: 1, bold: true, rule: 'above' }),
    { gap: 4 },
    two('Total liabilities and net assets', s5.liab + s5.na, s4.liab + s4.na, { bold: true, rule: 'double', dollar: true }),
  ], { labelX: 60, right: r2c, size: 9.5, lineH: 15, width: 300 });
  doc.moveDown(1).font('I').fontSize(8.5).text('See accompanying notes to financial statements.', 60);

  // statement of activities
  doc.addPage();
  doc.font('B').fontSize(12).text(NAME.toUpperCase() + ', INC.', 60, 50, { align: 'center', width: 492 });
  doc.fontSize(11).text('STATEMENT OF ACTIVITIES', { align: 'center', width: 492 });
  doc.font('R').fontSize(10).text('Year Ended August 31, 2025', { align: 'center', width: 492 });
  doc.moveDown(1);
  const r3 = [370, 460, 550];
  y = doc.y;
  doc.font('B').fontSize(8.5);
  [['Without Donor', 'Restrictions'], ['With Donor', 'Restrictions'], ['', 'Total']].forEach(([a, b], i) => { doc.text(a, r3[i] - 80, y, { width: 80, align: 'right' }); doc.text(b, r3[i] - 80, y + 10, { width: 80, align: 'right' }); });
  doc.y = y + 26;
  const three = (label, wo, w, o = {}) => ({ label, vals: [A(wo), A(w), A(wo + w)], ...o });
  const exp = LHD.funcColTot;
  const prog = LHD.programTot;
  table(doc, [
    { label: 'REVENUE, SUPPORT AND GAINS', bold: true },
    ...SOA.rev.map((x) => (x.head ? { label: x.label } : three(x.label, x.wo, x.w, { indent: x.indent || 0 }))),
    three('Total revenue, support and gains', SOA.revWO, SOA.revW, { bold: true, rule: 'above' }),
    { gap: 8 },
    { label: 'EXPENSES', bold: true },
    { label: 'Program services', italic: true },
    ...LHD.FUNC_COLS.slice(0, 4).map((n, i) => three(n, exp[i], 0, { indent: 1 })),
    three('Total program services', prog, 0, { indent: 1, rule: 'above' }),
    { label: 'Supporting services', italic: true },
    three('Management and general', exp[4], 0, { indent: 1 }),
    three('Fundraising', exp[5], 0, { indent: 1 }),
    three('Total supporting services', exp[4] + exp[5], 0, { indent: 1, rule: 'above' }),
    three('Total expenses', LHD.expFY25, 0, { bold: true, rule: 'above' }),
    { gap: 8 },
    three('Change in net assets', SOA.chgWO, SOA.chgW, { bold: true }),
    three('Net assets, beginning of year', NA24.wo, NA24.w),
    three('Net assets, end of year', NA25.wo, NA25.w, { bold: true, rule: 'double' }),
  ], { labelX: 60, right: r3, size: 8.5, lineH: 13.5, width: 220 });
  doc.moveDown(1).font('I').fontSize(8.5).text('See accompanying notes to financial statements.', 60);

  // statement of functional expenses (landscape)
  doc.addPage({ size: 'LETTER', layout: 'landscape', margin: 40 });
  doc.font('B').fontSize(12).text(NAME.toUpperCase() + ', INC.', 40, 40, { align: 'center', width: 712 });
  doc.fontSize(11).text('STATEMENT OF FUNCTIONAL EXPENSES', { align: 'center', width: 712 });
  doc.font('R').fontSize(10).text('Year Ended August 31, 2025', { align: 'center', width: 712 });
  doc.moveDown(1);
  const rc = [285, 345, 405, 465, 530, 600, 665, 740];
  y = doc.y;
  doc.font('B').fontSize(7.5);
  doc.text('Program Services', rc[0] - 56, y, { width: rc[4] - rc[0] + 56, align: 'center' });
  doc.text('Supporting Services', rc[5] - 60, y, { width: rc[6] - rc[5] + 60, align: 'center' });
  const heads = [['Shelter &', 'Animal Care'], ['Adoption', 'Services'], ['Spay/Neuter', 'Clinic'], ['Humane', 'Education'], ['Total', 'Program'], ['Management', '& General'], ['', 'Fundraising'], ['Total', 'Expenses']];
  heads.forEach(([a, b], i) => { doc.text(a, rc[i] - 60, y + 13, { width: 60, align: 'right' }); doc.text(b, rc[i] - 60, y + 22, { width: 60, align: 'right' }); });
  doc.y = y + 38;
  const rowOf = (label, v, o = {}) => {
    const progT = v[0] + v[1] + v[2] + v[3];
    const tot = v.reduce((a, b) => a + b, 0);
    return { label, vals: [A(v[0]), A(v[1]), A(v[2]), A(v[3]), A(progT), A(v[4]), A(v[5]), A(tot)], ...o };
  };
  table(doc, [
    ...LHD.FUNC_ROWS.map(([n, v]) => rowOf(n, v)),
    rowOf('Total expenses', exp, { bold: true, rule: 'double' }),
  ], { labelX: 40, right: rc, size: 8, lineH: 14, width: 180 });
  doc.moveDown(1).font('I').fontSize(8).text('In-kind contributions of donated animal food and supplies are included in the expense lines to which they relate. See accompanying notes to financial statements.', 40, doc.y, { width: 700 });

  // notes
  doc.addPage({ size: 'LETTER', layout: 'portrait', margin: 50 });
  doc.font('B').fontSize(11).text('NOTES TO FINANCIAL STATEMENTS (SELECTED)', 60, 50, { align: 'center', width: 492 });
  const h = (t) => { doc.moveDown(0.8).font('B').fontSize(9.5).text(t, 60); doc.moveDown(0.3).font('R').fontSize(9); };
  h('Note 1 - Nature of Activities');
  para(`${NAME}, Inc. (the Shelter) is a Kansas not-for-profit corporation that shelters stray and surrendered dogs and cats, places them in adoptive homes, operates a low-cost spay/neuter clinic open to the public, and provides humane education programs in area schools. The Shelter is exempt from federal income tax under Section 501(c)(3) of the Internal Revenue Code.`);
  h('Note 5 - Property and Equipment');
  y = doc.y;
  doc.font('B').fontSize(9);
  ['2025', '2024'].forEach((t, i) => doc.text(t, r2c[i] - 70, y, { width: 70, align: 'right' }));
  doc.y = y + 14;
  const { PPE, ppeCost, accDep, ppeNet } = LHD;
  table(doc, [
    ...PPE.map(([n, a, b]) => two(n, a, b)),
    two('', ppeCost[2025], ppeCost[2024], { rule: 'above' }),
    two('Less accumulated depreciation', -accDep[2025], -accDep[2024]),
    two('Property and equipment, net', ppeNet[2025], ppeNet[2024], { bold: true, rule: 'double', dollar: true }),
  ], { labelX: 60, right: r2c, size: 9, lineH: 14, width: 300 });
  doc.moveDown(0.4);
  para(`Depreciation expense for the year ended August 31, 2025 was $${us(LHD.funcRowTot[LHD.FUNC_ROWS.findIndex((r) => r[0] === 'Depreciation')])}.`);
  h('Note 7 - Net Assets With Donor Restrictions');
  para('Net assets with donor restrictions were available for the following purposes or periods at August 31:');
  y = doc.y;
  doc.font('B').fontSize(9);
  ['2025', '2024'].forEach((t, i) => doc.text(t, r2c[i] - 70, y, { width: 70, align: 'right' }));
  doc.y = y + 14;
  table(doc, [
    ...LHD.WITH_NOTE.map(([n, a, b, head]) => (head ? { label: n, italic: true } : { ...two(n, a, b), indent: 1 })),
    two('Total net assets with donor restrictions', NA25.w, NA24.w, { bold: true, rule: 'double', dollar: true }),
  ], { labelX: 60, right: r2c, size: 9, lineH: 14, width: 300 });
  h('Note 8 - Board-Designated Net Assets');
  para(`The Board of Directors has designated a portion of net assets without donor restrictions as an operating reserve, to be used only by resolution of the Board. The reserve was increased from $${us(LHD.reserve[2024])} to $${us(LHD.reserve[2025])} during the year.`);
  h('Note 9 - Line of Credit');
  para(`The Shelter has a $${us(LHD.TREAS.loc)} revolving line of credit with ${LHD.TREAS.locBank}, secured by the Shelter's building, bearing interest at the bank's prime rate plus 0.75%. No amounts were outstanding at August 31, 2025 or 2024.`);
  h('Note 10 - Subsequent Events');
  para(`Management has evaluated subsequent events through ${longDate(LHD.AUDIT.date)}, the date the financial statements were available to be issued. On September 22, 2025 the Shelter entered into a two-year grant agreement with the Whitcomb Family Foundation for $${us(LHD.WFF.amount)} to support its spay/neuter clinic.`);
  await end();
}

// ------------------------------------------------------------ budget vs actual workbook
async function bva(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('BvA Feb 2026');
  const NUM2 = '#,##0.00;(#,##0.00);"-"';
  const NUM0 = '#,##0;(#,##0);"-"';
  ws.getCell('A1').value = NAME; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Budget vs. Actual - Operating Fund';
  ws.getCell('A3').value = 'FY2026 (September 1, 2025 - August 31, 2026) · through February 28, 2026';
  ws.getCell('A3').font = { italic: true };
  // A acct, B category, C line item, D spacer, E-H Feb, I spacer, J-M YTD, N spacer, O annual, P remaining
  ws.mergeCells('E5:H5'); ws.getCell('E5').value = 'February 2026';
  ws.mergeCells('J5:M5'); ws.getCell('J5').value = 'Year to Date (Sep 2025 - Feb 2026)';
  ws.mergeCells('O5:P5'); ws.getCell('O5').value = 'Full Year';
  for (const c of ['E5', 'J5', 'O5']) { ws.getCell(c).alignment = { horizontal: 'center' }; ws.getCell(c).font = { bold: true }; }
  ws.getRow(6).values = ['Acct #', 'Category', 'Line item', '', 'Actual', 'Budget', '$ Var', '% Var', '', 'Actual', 'Budget', '$ Var', '% Var', '', 'FY26 Budget', 'Remaining'];
  ws.getRow(6).font = { bold: true };
  let r = 7;
  const setRow = (row, v) => {
    // v: {feb, febB, ytd, ytdB, annual} values or formula objects
    const val = (x) => (x && typeof x === 'object' ? x.result : x);
    ws.getCell(row, 5).value = v.feb; ws.getCell(row, 6).value = v.febB;
    ws.getCell(row, 10).value = v.ytd; ws.getCell(row, 11).value = v.ytdB;
    ws.getCell(row, 15).value = v.annual;
    const fv = Math.round((val(v.feb) - val(v.febB)) * 100) / 100, yv = Math.round((val(v.ytd) - val(v.ytdB)) * 100) / 100;
    ws.getCell(row, 7).value = { formula: `E${row}-F${row}`, result: fv };
    ws.getCell(row, 8).value = val(v.febB) ? { formula: `IF(F${row}=0,"",G${row}/F${row})`, result: fv / val(v.febB) } : null;
    ws.getCell(row, 12).value = { formula: `J${row}-K${row}`, result: yv };
    ws.getCell(row, 13).value = val(v.ytdB) ? { formula: `IF(K${row}=0,"",L${row}/K${row})`, result: yv / val(v.ytdB) } : null;
    ws.getCell(row, 16).value = { formula: `O${row}-J${row}`, result: Math.round((val(v.annual) - val(v.ytd)) * 100) / 100 };
  };
  const totRows = {};
  const keys = ['feb', 'febB', 'ytd', 'ytdB', 'annual'];
  const colOf = { feb: 'E', febB: 'F', ytd: 'J', ytdB: 'K', annual: 'O' };
  for (const cat of LHD.LH_CATS) {
    if (cat === 'Personnel') { ws.getCell(r, 1).value = 'EXPENSES'; ws.getCell(r, 1).font = { bold: true }; r++; }
    if (cat === 'Revenue') { ws.getCell(r, 1).value = 'REVENUE'; ws.getCell(r, 1).font = { bold: true }; r++; }
    const first = r;
    for (const [code, c] of LHD.LH_ACCOUNTS) {
      if (c !== cat) continue;
      const a = LHD.lh[code];
      ws.getCell(r, 1).value = code; ws.getCell(r, 2).value = cat; ws.getCell(r, 3).value = a.name;
      setRow(r, { feb: a.feb || null, febB: a.febB, ytd: a.ytd, ytdB: a.ytdB, annual: a.annual });
      if (!a.feb) { ws.getCell(r, 5).value = null; }
      r++;
    }
    const last = r - 1;
    ws.getCell(r, 3).value = `Total ${cat}`;
    const v = {};
    for (const k of keys) v[k] = { formula: `SUM(${colOf[k]}${first}:${colOf[k]}${last})`, result: LHD.lhCat(cat, k) };
    v.feb.result = v.feb.result || 0;
    setRow(r, v);
    ws.getRow(r).font = { bold: true };
    totRows[cat] = r;
    r += 2;
    if (cat === 'Administration') {
      const cats = ['Personnel', 'Animal Care', 'Facilities', 'Administration'];
      ws.getCell(r, 3).value = 'Total Expenses';
      const w = {};
      for (const k of keys) w[k] = { formula: cats.map((c2) => `${colOf[k]}${totRows[c2]}`).join('+'), result: LHD.BVA[k].exp };
      setRow(r, w);
      ws.getRow(r).font = { bold: true };
      totRows.exp = r;
      r += 2;
      ws.getCell(r, 3).value = 'Net Operating Income';
      const n = {};
      for (const k of keys) n[k] = { formula: `${colOf[k]}${totRows.Revenue}-${colOf[k]}${totRows.exp}`, result: LHD.BVA[k].net };
      setRow(r, n);
      ws.getCell(r, 8).value = null; ws.getCell(r, 13).value = null;
      ws.getRow(r).font = { bold: true };
      r += 2;
    }
  }
  ws.getCell(r, 1).value = 'Variance = Actual less Budget. Operating fund only: excludes capital campaign gifts and donated (in-kind) food and supplies.';
  ws.getCell(r + 1, 1).value = 'Prepared by the bookkeeper from Aplos, 3/6/2026. Unaudited.';
  for (const rr of [r, r + 1]) ws.getCell(rr, 1).font = { italic: true, size: 9 };
  ws.getColumn(1).width = 8; ws.getColumn(2).width = 15; ws.getColumn(3).width = 30;
  for (const c of [4, 9, 14]) ws.getColumn(c).width = 2;
  for (const c of [5, 7, 10, 12, 16]) { ws.getColumn(c).width = 13; ws.getColumn(c).numFmt = NUM2; }
  for (const c of [6, 11, 15]) { ws.getColumn(c).width = 12; ws.getColumn(c).numFmt = NUM0; }
  for (const c of [8, 13]) { ws.getColumn(c).width = 8; ws.getColumn(c).numFmt = '0.0%;(0.0%)'; }
  ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 3 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------ Aplos transaction detail CSV
function aplos(file) {
  const q = (s) => `"${String(s).replace(/"/g, '""')}"`;
  const names = Object.fromEntries(LHD.LH_ACCOUNTS.map(([c, , n]) => [c, n]));
  names[4400] = 'Capital campaign gifts';
  const out = ['Date,Transaction ID,Type,Contact,Fund,Account,Tag,Memo,Amount'];
  for (const t of LHD.TX) {
    const income = t.acct < 5000;
    out.push([t.date, t.num, q(t.type), q(t.contact), q(t.fund), q(`${t.acct} - ${names[t.acct]}`), q(t.tag), q(t.memo), (income ? t.amount : -t.amount).toFixed(2)].join(','));
  }
  fs.writeFileSync(file, out.join('\n') + '\n');
}

// ------------------------------------------------------------ treasurer's report DOCX
async function treasurer(file) {
  const T = LHD.TREAS, B = LHD.BVA;
  const P = (t, o = {}) => new Paragraph({ spacing: { after: 140 }, ...o, children: (Array.isArray(t) ? t : [t]).map((x) => (typeof x === 'string' ? new TextRun(x) : x)) });
  const cell = (t, o = {}) => new TableCell({ width: { size: o.w || 1900, type: WidthType.DXA }, children: [new Paragraph({ alignment: o.right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold: !!o.bold })] })] });
  const money = (v, dp = 0) => `$${us(v, dp)}`;
  const rows = [
    new TableRow({ children: [cell('Account', { bold: true, w: 4000 }), cell('Aug 31, 2025', { bold: true, right: true }), cell('Feb 28, 2026', { bold: true, right: true }), cell('Change', { bold: true, right: true })] }),
    ...LHD.CASHACCTS.map(([n, a, b]) => new TableRow({ children: [cell(n, { w: 4000 }), cell(us(a, 2), { right: true }), cell(us(b, 2), { right: true }), cell((b - a < 0 ? '(' : '') + us(b - a, 2) + (b - a < 0 ? ')' : ''), { right: true })] })),
  ];
  const ta = LHD.CASHACCTS.reduce((x, r) => x + r[1], 0);
  rows.push(new TableRow({ children: [cell('Total cash', { bold: true, w: 4000 }), cell(us(ta, 2), { bold: true, right: true }), cell(us(LHD.cashFeb, 2), { bold: true, right: true }), cell(us(LHD.cashFeb - ta, 2), { bold: true, right: true })] }));
  const doc = new Document({
    creator: T.name,
    title: "Treasurer's Report - March 2026",
    sections: [{ children: [
      new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(`${NAME} — Treasurer's Report`)] }),
      P([new TextRun({ text: `Board of Directors meeting, ${longDate(T.meeting)}. Prepared by ${T.name}, Treasurer.`, italics: true })]),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Operating results, FY2026 to date')] }),
      P(`Results for the first six months of FY2026 (September 1, 2025 through February 28, 2026) are in the attached Budget vs. Actual. Operating revenue year to date was ${money(B.ytd.rev, 2)} against a budget of ${money(B.ytdB.rev)}, helped by a strong October fundraising event and year-end giving. Operating expenses were ${money(B.ytd.exp, 2)} against a budget of ${money(B.ytdB.exp)}. Veterinary costs continue to run ahead of budget as intake of sick and injured animals has been heavier than planned; the Finance Committee will review the clinic fee schedule in April.`),
      P(`Adoptions remain strong: ${T.adoptions} animals were adopted in the first six months, compared with ${T.adoptionsPY} in the same period last year. The spay/neuter clinic performed ${T.surgeries.toLocaleString('en-US')} surgeries year to date, of which ${T.whitcombSurgeries} were funded by the Whitcomb Family Foundation grant.`),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Cash position')] }),
      P(`Total cash across all accounts was ${money(LHD.cashFeb, 2)} at February 28, 2026. The board-designated operating reserve of ${money(LHD.reserve[2025])} is held in the money market account and has not been drawn on.`),
      new Table({ rows }),
      P(''),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Capital campaign')] }),
      P(`Pledges for the cat adoption wing now total ${money(T.pledged)} against the ${money(T.goal)} goal, and ${money(T.collected)} has been collected to date. Construction bids are due ${longDate(T.bidsDue)}; the Building Committee will bring a recommendation to the May meeting.`),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Borrowing, audit and filings')] }),
      P(`The ${money(T.loc)} line of credit with ${T.locBank} remains undrawn; it is due for renewal on ${longDate(T.locRenews)}. The FY2025 audit was completed in December with an unmodified opinion, and the FY2025 Form 990 was filed on ${longDate(T.form990Filed)}.`),
      new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Recommendation')] }),
      P(`The Finance Committee recommends that the Board approve moving ${money(T.cdAmount)} from the money market account into a 12-month certificate of deposit at ${T.locBank}, to earn a better rate on reserve funds not expected to be needed this year.`),
    ] }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}

// ------------------------------------------------------------ Whitcomb grant agreement PDF
async function whitcomb(file) {
  const W = LHD.WFF;
  const { doc, end } = newPdf(file, { size: 'LETTER', title: `Grant Agreement ${W.no}`, author: 'Whitcomb Family Foundation' });
  doc.font('SB').fontSize(16).text('Whitcomb Family Foundation', { align: 'center' });
  doc.font('SR').fontSize(9.5).text('415 Commerce Street, Suite 300 · Wichita, Kansas 67202', { align: 'center' });
  doc.moveDown(1).font('SB').fontSize(13).text('GRANT AGREEMENT', { align: 'center' });
  doc.moveDown(0.8);
  const kv = [['Grant number', W.no], ['Grantee', `${NAME}, Inc.`], ['Project', 'Community Spay/Neuter Access Program'], ['Grant amount', `$${us(W.amount)}`], ['Grant period', `${longDate(W.start)} through ${longDate(W.end)}`], ['Program officer', W.officer]];
  doc.font('SR').fontSize(10);
  for (const [k, v] of kv) { const y = doc.y; doc.font('SB').text(k, 60, y, { width: 130 }); doc.font('SR').text(v, 200, y, { width: 350 }); doc.moveDown(0.25); }
  doc.moveDown(0.6);
  const para = (t) => { doc.font('SR').fontSize(10).text(t, 60, doc.y, { width: 492, align: 'justify' }); doc.moveDown(0.6); };
  const head = (t) => { doc.font('SB').fontSize(10.5).text(t, 60); doc.moveDown(0.2); };
  head('1. Purpose');
  para(`The grant supports low-cost spay/neuter surgeries for dogs and cats owned by low-income households in the Grantee's service area. Over the grant period the Grantee will perform at least ${us(W.surgeries)} surgeries funded by this grant, of which at least ${W.catShare}% will be for cats.`);
  head('2. Payment schedule');
  para('Subject to the Grantee\'s compliance with this Agreement, the Foundation will pay the grant in three installments:');
  const rp = [480];
  table(doc, [
    ...W.payments.map(([t, v], i) => ({ label: `Payment ${i + 1}: ${t}`, vals: [`$${us(v)}`] })),
    { label: 'Total', bold: true, rule: 'above', vals: [`$${us(W.amount)}`] },
  ], { labelX: 75, right: rp, size: 10, lineH: 15, width: 330 });
  doc.moveDown(0.6);
  head('3. Approved budget');
  table(doc, [
    ...W.budget.map(([t, v]) => ({ label: t, vals: [us(v)] })),
    { label: 'Total grant', bold: true, rule: 'above', vals: [us(W.amount)] },
  ], { labelX: 75, right: rp, size: 10, lineH: 15, width: 330 });
  doc.moveDown(0.6);
  para(`Indirect costs may not exceed ${W.indirectPct}% of the grant amount. The Grantee may move up to 10% of the grant between direct cost lines without prior approval; any other change to the approved budget requires the written approval of the program officer. Grant funds may not be used to purchase equipment costing more than $${us(W.equipLimit)} per item without the Foundation's prior written approval.`);
  head('4. Reporting');
  para(`The Grantee will submit (a) an interim progress report, covering the first six months, by ${longDate(W.interimDue)}; (b) a Year 1 narrative and financial report by ${longDate(W.year1Due)}; and (c) a final narrative and financial report by ${longDate(W.finalDue)}. Reports will state the number of surgeries performed by species and the expenditure against each budget line.`);
  head('5. Unexpended funds');
  para('Any grant funds not expended or committed for the purposes of this grant by the end of the grant period must be returned to the Foundation within 60 days, unless the Foundation agrees in writing to an extension.');
  head('6. Acknowledgement');
  para('The Grantee will acknowledge the Foundation\'s support in its annual report and on clinic signage, and will not use the Foundation\'s name in any other way without consent.');
  doc.moveDown(0.4);
  const y = doc.y;
  doc.font('SR').fontSize(9.5);
  doc.text('WHITCOMB FAMILY FOUNDATION', 60, y).text(`By: ${W.president}, President`).text(`Date: ${longDate(W.signed)}`);
  doc.text(`${NAME.toUpperCase()}, INC.`, 320, y).text(`By: ${W.shelterSigner}, ${W.shelterSignerTitle}`, 320).text(`Date: ${longDate(W.signed)}`, 320);
  await end();
}

// ------------------------------------------------------------ feed store receipt (photo)
async function feed(file) {
  const F = LHD.FEED;
  const L = [
    { t: F.store, size: 25, bold: true, center: true },
    { t: F.addr, size: 20, center: true },
    { t: F.town, size: 20, center: true },
    { t: '(620) 555-0148', size: 20, center: true },
    { gap: 12 },
    { cols: [`${F.date}  ${F.time}`, 'REG 02'], size: 22 },
    { cols: [`TRANS ${F.trans}`, 'CASHIER: DEB'], size: 20 },
    { rule: true },
    ...F.lines.flatMap((l) => [{ cols: [l.d, ''], size: 21 }, { cols: [`   ${l.q} @ ${l.u.toFixed(2)}`, l.ext.toFixed(2)], size: 21 }]),
    { rule: true },
    { cols: ['SUBTOTAL', F.sub.toFixed(2)], size: 21 },
    { cols: [`SALES TAX ${F.taxPct}%`, F.tax.toFixed(2)], size: 21 },
    { cols: ['TOTAL', F.total.toFixed(2)], size: 24, bold: true },
    { gap: 8 },
    { cols: [`VISA XXXX XXXX XXXX ${F.card}`, F.total.toFixed(2)], size: 21 },
    { cols: ['AUTH 086512   CHIP READ', ''], size: 20 },
    { cols: [`ITEMS SOLD ${F.items.reduce((a, x) => a + x[1], 0)}`, ''], size: 20 },
    { gap: 12 },
    { t: 'THANK YOU FOR SHOPPING LOCAL', size: 20, center: true },
    { t: 'RETURNS WITH RECEIPT WITHIN 30 DAYS', size: 18, center: true },
  ];
  await photoDocument(file, L, { width: 620, height: 960, angle: 2.1, seed: 4471, format: 'jpeg', mono: true, margin: 40, noise: 20 });
}

export async function renderLanternHill(DOCS) {
  const dir = path.join(DOCS, 'lanternhill');
  fs.mkdirSync(dir, { recursive: true });
  const F = LHD.files;
  const p = (f) => path.join(DOCS, f);
  await audit(p(F.fs));
  await bva(p(F.bva));
  aplos(p(F.aplos));
  await treasurer(p(F.treas));
  await whitcomb(p(F.wff));
  await feed(p(F.feed));
}
