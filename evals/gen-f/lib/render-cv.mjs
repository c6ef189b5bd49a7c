// Renders the Calder Vale (UK charity) documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, HeadingLevel, AlignmentType, WidthType } from 'docx';
import { CV, ORGS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { acc, grp } from './fmt.mjs';
import { photoDocument } from './photo.mjs';

const NAME = ORGS.caldervale.name;
const S = CV.sofa, B = CV.bs;
const tot = (r) => r.cur.reduce((a, b) => a + b, 0);

async function accountsPdf(file) {
  const { doc, end } = newPdf(file, { layout: 'landscape', title: `${NAME} - Annual Accounts 2025-26`, author: NAME });
  const right = [400, 480, 560, 640, 720, 790];
  // page 1: SOFA
  doc.font('B').fontSize(13).text(NAME, 50, 40);
  doc.font('R').fontSize(10).text('Statement of Financial Activities (incorporating an income and expenditure account)', 50, 58);
  doc.text('for the year ended 31 March 2026', 50, 72);
  doc.y = 100;
  table(doc, [
    { label: '', vals: ['', 'Unrestricted', 'Restricted', 'Endowment', 'Total', 'Total'], bold: true },
    { label: '', vals: ['Note', 'funds', 'funds', 'funds', '2026', '2025'], bold: true },
    { label: '', vals: ['', '£', '£', '£', '£', '£'], bold: true },
  ], { right, size: 9, lineH: 12 });
  const row = (label, cur, prior, o = {}) => ({ label, vals: [o.note || '', ...cur.map((v) => acc(v)), acc(cur.reduce((a, b) => a + b, 0)), acc(prior)], ...o });
  const rows = [{ gap: 6 }, { label: 'Income and endowments from:', bold: true }];
  for (const r of S.income) rows.push(row(r.label + (r.mark || ''), r.cur, r.prior, { indent: 1, note: { donations: '3', charitable: '4', trading: '5', investments: '6' }[r.key] }));
  rows.push(row('Total income', S.totalIncome, S.totalIncomePrior, { bold: true, rule: 'above' }), { gap: 6 }, { label: 'Expenditure on:', bold: true });
  rows.push(row(S.expenditure[0].label, S.expenditure[0].cur, S.expenditure[0].prior, { indent: 1, note: '7' }));
  rows.push({ label: 'Charitable activities:', indent: 1 });
  for (const r of S.expenditure.slice(1)) rows.push(row(r.label, r.cur, r.prior, { indent: 2, note: '8' }));
  rows.push(row('Total expenditure', S.totalExp, S.totalExpPrior, { bold: true, rule: 'above' }), { gap: 6 });
  rows.push(row('Net gains/(losses) on investments', S.gains.cur, S.gains.prior, { note: '12' }), { gap: 4 });
  rows.push(row('Net income/(expenditure)', S.netIncome, S.netIncomePrior, { bold: true, rule: 'above' }));
  rows.push(row('Transfers between funds', S.transfers.cur, S.transfers.prior, { note: '14' }));
  rows.push(row('Net movement in funds', S.netMovement, S.netMovementPrior, { bold: true, rule: 'above' }), { gap: 6 });
  rows.push({ label: 'Reconciliation of funds:', bold: true });
  rows.push(row('Total funds brought forward', S.broughtForward, S.bfPrior, { indent: 1 }));
  rows.push(row('Total funds carried forward', S.carriedForward, S.bfTotal, { indent: 1, bold: true, rule: 'double' }));
  table(doc, rows, { right, size: 9, lineH: 14 });
  doc.y += 14;
  doc.font('I').fontSize(8).text('† Investment income is shown after deducting bank charges on the deposit account.', 50);
  doc.text('All income and expenditure derive from continuing activities. The notes on pages 24 to 41 form part of these financial statements.', 50);
  doc.font('R').fontSize(8).text('Page 21', 50, 520, { align: 'center', width: 740 });

  // page 2: balance sheet
  doc.addPage({ size: 'A4', layout: 'portrait', margin: 50 });
  const r2 = [400, 480, 550];
  doc.font('B').fontSize(13).text(NAME, 50, 45);
  doc.font('R').fontSize(10).text('Balance Sheet as at 31 March 2026', 50, 63);
  doc.text('Company number 09912457  |  Charity number 1187423', 50, 77);
  doc.y = 105;
  table(doc, [{ label: '', vals: ['Note', '2026', '2025'], bold: true }, { label: '', vals: ['', '£', '£'], bold: true }], { right: r2, lineH: 12 });
  const b = (label, arr, o = {}) => ({ label, vals: [o.note || '', acc(arr[0]), acc(arr[1])], ...o });
  table(doc, [
    { gap: 6 }, { label: 'Fixed assets', bold: true },
    b('Tangible assets', B.tangible, { indent: 1, note: '10' }),
    b('Investments', B.investments, { indent: 1, note: '12' }),
    b('', B.fixed, { rule: 'above' }),
    { gap: 4 }, { label: 'Current assets', bold: true },
    b('Stock of donated goods', B.stock, { indent: 1 }),
    b('Debtors', B.debtors, { indent: 1, note: '13' }),
    b('Cash at bank and in hand', B.cash, { indent: 1 }),
    b('', B.currentAssets, { rule: 'above' }),
    { gap: 4 }, { label: 'Liabilities', bold: true },
    b('Creditors: amounts falling due within one year', B.creditors.map((x) => -x), { indent: 1, note: '15' }),
    { gap: 4 },
    b('Net current assets', B.netCurrent, { bold: true, rule: 'above' }),
    { gap: 4 },
    b('Total net assets', B.netAssets, { bold: true, rule: 'double' }),
    { gap: 8 }, { label: 'The funds of the charity:', bold: true },
    b('Endowment funds', B.endowment, { indent: 1, note: '14' }),
    b('Restricted income funds', B.restricted, { indent: 1, note: '14' }),
    { label: 'Unrestricted funds:', indent: 1 },
    b('Designated funds', B.designated, { indent: 2 }),
    b('General funds', B.general, { indent: 2 }),
    b('Total unrestricted funds', B.unrestricted, { indent: 1, rule: 'above' }),
    { gap: 4 },
    b('Total charity funds', B.netAssets, { bold: true, rule: 'double' }),
  ], { right: r2, size: 9.5, lineH: 15 });
  doc.y += 16;
  doc.font('R').fontSize(9).text(`Approved by the trustees on 14 July 2026 and signed on their behalf by ${CV.report.chair} (Chair) and ${CV.report.treasurer} (Treasurer).`, 50, doc.y, { width: 500 });
  doc.font('R').fontSize(8).text('Page 22', 50, 770, { align: 'center', width: 495 });

  // page 3: note 14 restricted funds
  doc.addPage({ size: 'A4', layout: 'landscape', margin: 50 });
  doc.font('B').fontSize(12).text('Notes to the financial statements (continued)', 50, 40);
  doc.font('B').fontSize(11).text('14. Restricted funds', 50, 64);
  doc.font('R').fontSize(9).text('Movements in restricted income funds during the year ended 31 March 2026:', 50, 82);
  doc.y = 104;
  const r3 = [420, 500, 580, 660, 750];
  table(doc, [
    { label: '', vals: ['Balance at', '', '', '', 'Balance at'], bold: true },
    { label: 'Fund', vals: ['1 April 2025', 'Income', 'Expenditure', 'Transfers', '31 March 2026'], bold: true },
    { label: '', vals: ['£', '£', '£', '£', '£'], bold: true },
  ], { right: r3, lineH: 12 });
  const fr = CV.funds.map((f) => ({ label: f.name, vals: [acc(f.open), acc(f.inc), acc(-f.exp), acc(f.tr), acc(f.close)] }));
  const s = (k) => CV.funds.reduce((a, f) => a + f[k], 0);
  table(doc, [{ gap: 4 }, ...fr, { label: 'Total restricted funds', bold: true, rule: 'double', vals: [acc(s('open')), acc(s('inc')), acc(-s('exp')), acc(s('tr')), acc(s('close'))] }], { right: r3, lineH: 16, size: 9.5 });
  doc.y += 14;
  doc.font('B').fontSize(9).text('Purposes of restricted funds', 50);
  doc.font('R').fontSize(9);
  const purposes = [
    'Holiday Hunger Fund: meals and activity packs for children during school holidays, funded by Calderdale Council and local trusts.',
    'Baby Bank: nappies, formula and clothing for families with children under two, funded by donations restricted by the donors.',
    'Warm Spaces: heated drop-in sessions at the Hub during the winter months. The shortfall on this fund was met by a transfer of £6,500 from unrestricted funds.',
    'Money Matters Advice Project: debt and benefits advice, funded by the National Lottery Community Fund.',
    'Kitchen Refit Appeal: refurbishment of the community kitchen; items below the capitalisation threshold are charged as expenditure.',
  ];
  for (const p of purposes) doc.text(p, 50, doc.y + 3, { width: 740 });
  doc.y += 10;
  doc.font('R').fontSize(9).text('Endowment funds comprise the Ellis Bequest, a permanent endowment of which only the income may be spent.', 50, doc.y, { width: 740 });
  doc.font('R').fontSize(8).text('Page 37', 50, 520, { align: 'center', width: 740 });
  await end();
}

async function packXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Finance Officer';
  const ws = wb.addWorksheet('Q4 YTD v Budget');
  ws.columns = [{ width: 34 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 3 }, { width: 13 }, { width: 13 }, { width: 13 }, { width: 11 }];
  ws.getCell('A1').value = `${NAME} — Management Accounts 2025/26`;
  ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Income and expenditure, all funds, quarter 4 (year to 31 March 2026). Figures in £. Q1 = April–June.';
  ws.getCell('A2').font = { italic: true, size: 9 };
  ws.mergeCells('B4:E4'); ws.getCell('B4').value = 'Actual by quarter';
  ws.mergeCells('G4:J4'); ws.getCell('G4').value = 'Full year 2025/26';
  const h = ['£', 'Q1 Apr–Jun', 'Q2 Jul–Sep', 'Q3 Oct–Dec', 'Q4 Jan–Mar', '', 'Actual', 'Budget', 'Variance £', 'Variance %'];
  h.forEach((t, i) => { ws.getRow(5).getCell(i + 1).value = t || null; });
  for (const r of [4, 5]) { ws.getRow(r).font = { bold: true }; ws.getRow(r).alignment = { horizontal: 'center', wrapText: true }; }
  ws.getCell('A5').alignment = { horizontal: 'left' };
  const NUM = '#,##0;(#,##0);"—"';
  const PCT = '0.0%;(0.0%);"—"';
  let r = 6;
  const put = (label, q, budget, o = {}) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    if (o.indent) row.getCell(1).alignment = { indent: 1 };
    if (o.formulaRows) {
      const [a, b] = o.formulaRows;
      ['B', 'C', 'D', 'E', 'H'].forEach((c, i) => {
        const v = i < 4 ? q[i] : budget;
        const f = o.net ? `${c}${a}-${c}${b}` : `SUM(${c}${a}:${c}${b})`;
        row.getCell(c).value = { formula: f, result: v };
      });
    } else {
      q.forEach((v, i) => { row.getCell(2 + i).value = v; });
      row.getCell('H').value = budget;
    }
    const actual = q.reduce((x, y) => x + y, 0);
    row.getCell('G').value = { formula: `SUM(B${r}:E${r})`, result: actual };
    // a formula whose cached result is 0 is written as the value 0 (exceljs drops a zero result)
    row.getCell('I').value = actual === budget ? 0 : { formula: `G${r}-H${r}`, result: actual - budget };
    row.getCell('J').value = actual === budget ? 0 : { formula: `IF(H${r}=0,0,I${r}/H${r})`, result: budget ? (actual - budget) / budget : 0 };
    for (const c of 'BCDEGHI') row.getCell(c).numFmt = NUM;
    row.getCell('J').numFmt = PCT;
    if (o.bold) row.font = { bold: true };
    r++;
  };
  ws.getCell(`A${r}`).value = 'INCOME'; ws.getCell(`A${r}`).font = { bold: true }; r++;
  const i0 = r;
  for (const x of CV.pack.income) put(x.label, x.q, x.budget, { indent: true });
  const ti = r; put('Total income', CV.pack.totalIncome.q, CV.pack.totalIncome.budget, { bold: true, formulaRows: [i0, r - 1] });
  r++; // blank spacer row
  ws.getCell(`A${r}`).value = 'EXPENDITURE'; ws.getCell(`A${r}`).font = { bold: true }; r++;
  const e0 = r;
  for (const x of CV.pack.expenditure) put(x.label, x.q, x.budget, { indent: true });
  const te = r; put('Total expenditure', CV.pack.totalExp.q, CV.pack.totalExp.budget, { bold: true, formulaRows: [e0, r - 1] });
  r++;
  put('Net surplus/(deficit) before investment gains', CV.pack.net.q, CV.pack.net.budget, { bold: true, formulaRows: [ti, te], net: true });
  r++;
  ws.getCell(`A${r}`).value = '* Staff costs include sessional advisers and agency cover.'; ws.getCell(`A${r}`).font = { italic: true, size: 9 }; r++;
  ws.getCell(`A${r}`).value = 'Variance = actual less budget; for expenditure a positive variance is an overspend.'; ws.getCell(`A${r}`).font = { italic: true, size: 9 }; r++;
  ws.getCell(`A${r}`).value = 'Investment gains and inter-fund transfers are reported in the annual accounts only.'; ws.getCell(`A${r}`).font = { italic: true, size: 9 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: 5 }];
  await wb.xlsx.writeFile(file);
}

function bankCsv(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['Date,Description,Money In,Money Out,Balance'];
  lines.push(`01/03/2026,BALANCE BROUGHT FORWARD,,,${CV.bank.opening.toFixed(2)}`);
  for (const r of CV.bank.rows) lines.push([r.date, q(r.desc), r.inn ? r.inn.toFixed(2) : '', r.out ? r.out.toFixed(2) : '', r.bal.toFixed(2)].join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

function giftAidCsv(file) {
  const lines = ['Donor ref,Donation date,Amount (£)'];
  for (const g of CV.giftaid) lines.push(`${g.ref},${g.date},${g.amount.toFixed(2)}`);
  fs.writeFileSync(file, lines.join('\n') + '\n');
}

async function billPhoto(file) {
  const B = CV.bill;
  const p = (v) => `£${grp(v, 2)}`;
  const lines = [
    { t: 'PENNINE ENERGY LTD', size: 44, bold: true },
    { t: 'Business Electricity Bill', size: 30 },
    { t: 'Unit 4, Aire Valley Business Park, Keighley BD21 3LP', size: 22 },
    { rule: true }, { gap: 12 },
    { cols: ['Account number', B.account], size: 32 },
    { cols: ['Bill date', B.billDate], size: 32 },
    { cols: ['Customer', 'Calder Vale Food & Money Advice'], size: 32 },
    { cols: ['Supply address', 'The Hub, 14 Wharf Street, Sowerby Bridge'], size: 30 },
    { cols: ['Billing period', `${B.from} to ${B.to} (${B.days} days)`], size: 32 },
    { gap: 10 }, { rule: true }, { gap: 12 },
    { cols: ['Previous reading (estimated)', grp(B.prevRead)], size: 32 },
    { cols: ['Present reading (actual)', grp(B.presRead)], size: 32 },
    { cols: ['Units used', `${grp(B.units)} kWh`], size: 28, bold: true },
    { gap: 10 }, { rule: true }, { gap: 12 },
    { cols: [`Energy ${grp(B.units)} kWh at ${B.unitRatePence.toFixed(2)}p`, p(B.energy)], size: 32 },
    { cols: [`Standing charge ${B.days} days at ${B.standingPence.toFixed(2)}p`, p(B.standing)], size: 32 },
    { cols: ['Climate Change Levy (charity, exempt)', p(0)], size: 32 },
    { cols: ['Total before VAT', p(B.subtotal)], size: 32 },
    { cols: [`VAT at ${B.vatRate}% (qualifying charitable use)`, p(B.vat)], size: 32 },
    { gap: 8 },
    { cols: ['TOTAL AMOUNT DUE', p(B.total)], size: 34, bold: true },
    { gap: 10 }, { rule: true }, { gap: 14 },
    { t: `Paid by Direct Debit: this amount will be collected on or after ${B.ddDate}.`, size: 24 },
    { t: 'VAT registration GB 318 4471 26. Questions? Call 0345 600 2714.', size: 22 },
  ];
  await photoDocument(file, lines, { width: 1300, height: 1640, angle: -0.8, seed: 11, format: 'jpeg', margin: 70, noise: 16 });
}

async function reportDocx(file) {
  const R = CV.report, Y = R.summary;
  const P = (text, o = {}) => new Paragraph({ children: [new TextRun({ text, bold: o.bold, italics: o.italic })], spacing: { after: 160 }, heading: o.h });
  const k = (v) => (v < 0 ? `(${-v})` : String(v));
  const cell = (t, bold, right) => new TableCell({ width: { size: right ? 1800 : 3600, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold })] })] });
  const trow = (label, arr, bold) => new TableRow({ children: [cell(label, bold), ...arr.map((v) => cell(k(v), bold, true))] });
  const doc = new Document({
    creator: NAME,
    title: "Trustees' Annual Report 2025-26 (extract)",
    sections: [{ children: [
      P(`${NAME}`, { h: HeadingLevel.TITLE }),
      P("Trustees' Annual Report for the year ended 31 March 2026 (extract)", { h: HeadingLevel.HEADING_1 }),
      P('Achievements and performance', { h: HeadingLevel.HEADING_2 }),
      P(`This was our busiest year since the charity was founded. The food pantry handed out ${grp(R.parcels)} food parcels to ${grp(R.households)} households across the upper Calder valley, and our money advisers helped ${grp(R.adviceClients)} people deal with problem debt, most of them referred by GPs, schools and housing officers.`),
      P(`None of this would be possible without our volunteers. During the year ${R.volunteers} volunteers gave ${grp(R.volunteerHours)} hours of their time, sorting stock, driving the delivery van, cooking at the Warm Spaces sessions and staffing the charity shop. The charity employed ${R.staff} staff (${R.fte} full-time equivalent) at 31 March 2026.`),
      P('Financial review', { h: HeadingLevel.HEADING_2 }),
      P('Total income rose during the year, mainly because the Money Matters Advice Project entered its second year and individual giving grew. The summary below is taken from the statement of financial activities; the 2024 figures are from the audited accounts for that year.'),
      P("Summary of results for the years ended 31 March (£'000)", { bold: true }),
      new Table({ rows: [
        new TableRow({ children: [cell('£\'000', true), cell('2026', true, true), cell('2025', true, true), cell('2024', true, true)] }),
        trow('Total income', Y.income), trow('Total expenditure', Y.expenditure), trow('Net movement in funds', Y.movement), trow('Total funds at 31 March', Y.funds, true),
      ] }),
      P(''),
      P('Reserves policy', { h: HeadingLevel.HEADING_2 }),
      P(`The trustees' policy is to hold free reserves, meaning general unrestricted funds, equal to ${R.reserveMonths === 4 ? 'four' : R.reserveMonths} months of unrestricted expenditure. This would allow the charity to meet its commitments to staff and clients while it adjusted to a sudden loss of income. At 31 March 2026 general funds were above that level. In addition the trustees have designated £${grp(CV.bs.designated[0])} towards replacing the delivery van in 2027.`),
      P('Principal risks and uncertainties', { h: HeadingLevel.HEADING_2 }),
      P('The principal risk identified by the trustees is the end of National Lottery funding for the Money Matters Advice Project, which pays for most of our debt advice. The trustees are seeking replacement funding from local trusts and the council.'),
      P('Other significant risks are rising food prices, which increase the cost of keeping the pantry stocked; the availability of volunteers on weekday mornings; and the security of personal data held about advice clients. The risk register is reviewed by the trustees every quarter.'),
      P('Auditor', { h: HeadingLevel.HEADING_2 }),
      P(`${R.auditor}, Chartered Accountants and Statutory Auditor, Halifax, have indicated their willingness to be reappointed for the coming year.`),
      P(`Approved by the trustees on 14 July 2026 and signed on their behalf by ${R.chair}, Chair.`, { italic: true }),
    ] }],
  });
  fs.writeFileSync(file, await Packer.toBuffer(doc));
}

export async function renderCalderVale(root) {
  const f = (k) => path.join(root, CV.files[k]);
  fs.mkdirSync(path.dirname(f('accounts')), { recursive: true });
  await accountsPdf(f('accounts'));
  await packXlsx(f('pack'));
  bankCsv(f('bank'));
  giftAidCsv(f('giftaid'));
  await billPhoto(f('bill'));
  await reportDocx(f('report'));
}
