// Renders Greyfriars Lane Night Shelter's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { GF } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const NUM = '#,##0;(#,##0);"-"';
const MON = ['Jan-25', 'Feb-25', 'Mar-25', 'Apr-25', 'May-25', 'Jun-25', 'Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25'];
const gbp = (v, dp = 2) => Math.abs(v).toLocaleString('en-GB', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const paren = (v, dp = 0) => (v < 0 ? `(${gbp(v, dp)})` : v === 0 ? '–' : gbp(v, dp));
const colL = (i) => String.fromCharCode(65 + i);

async function managementAccounts(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'D. Okafor';
  const ws = wb.addWorksheet('P&L', { views: [{ state: 'frozen', xSplit: 1, ySplit: 5 }] });
  ws.getColumn(1).width = 30;
  for (let c = 2; c <= 14; c++) ws.getColumn(c).width = 10.5;
  ws.getCell('A1').value = 'Greyfriars Lane Night Shelter'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Management accounts – income & expenditure, January to December 2025';
  ws.getCell('A3').value = 'All figures £ (unaudited). Negative figures shown in brackets.'; ws.getCell('A3').font = { italic: true };
  const hdr = ws.getRow(5);
  hdr.values = ['', ...MON, 'Total'];
  hdr.font = { bold: true };
  for (let c = 2; c <= 14; c++) hdr.getCell(c).alignment = { horizontal: 'right' };
  let r = 6;
  const put = (label, vals, { bold = false, total } = {}) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    vals.forEach((v, i) => { row.getCell(i + 2).value = v; row.getCell(i + 2).numFmt = NUM; });
    row.getCell(14).value = { formula: `SUM(B${r}:M${r})`, result: total };
    row.getCell(14).numFmt = NUM;
    if (bold) row.font = { bold: true };
    r++;
  };
  const section = (title, lines, totalLabel) => {
    ws.getRow(r).getCell(1).value = title; ws.getRow(r).font = { bold: true }; r++;
    const first = r;
    for (const [l, v] of lines) put(l, v, { total: GF.P[l].total });
    const last = r - 1;
    const row = ws.getRow(r);
    row.getCell(1).value = totalLabel;
    for (let i = 0; i < 13; i++) {
      const c = row.getCell(i + 2);
      c.value = { formula: `SUM(${colL(i + 1)}${first}:${colL(i + 1)}${last})`, result: i < 12 ? GF.P[totalLabel].m[i] : GF.P[totalLabel].total };
      c.numFmt = NUM; c.border = { top: { style: 'thin' } };
    }
    row.font = { bold: true };
    const at = r; r += 2; return at;
  };
  const ti = section('INCOME', GF.income, 'Total income');
  const te = section('EXPENDITURE', GF.expenditure, 'Total expenditure');
  const row = ws.getRow(r);
  row.getCell(1).value = 'Net surplus/(deficit)';
  for (let i = 0; i < 13; i++) {
    const c = row.getCell(i + 2);
    c.value = { formula: `${colL(i + 1)}${ti}-${colL(i + 1)}${te}`, result: i < 12 ? GF.P['Net surplus/(deficit)'].m[i] : GF.P['Net surplus/(deficit)'].total };
    c.numFmt = NUM; c.border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  }
  row.font = { bold: true };
  await wb.xlsx.writeFile(file);
}

async function budget(file) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Budget v Actual 2025');
  [14, 28, 12, 12, 16, 9].forEach((w, i) => { ws.getColumn(i + 1).width = w; });
  ws.getCell('A1').value = 'Greyfriars Lane Night Shelter – budget v actual by cost centre'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Year ended 31 December 2025. £. Budget approved by trustees 27/11/2024.';
  ws.getCell('A3').value = 'Variance shown as favourable / (adverse): income above budget and spending below budget are favourable.'; ws.getCell('A3').font = { italic: true };
  const h = ws.getRow(5);
  h.values = ['Cost centre', 'Line item', 'Budget', 'Actual', 'Variance fav/(adv)', 'Var %'];
  h.font = { bold: true };
  let r = 6;
  const line = (cc, label, x, income, bold) => {
    const row = ws.getRow(r);
    row.getCell(1).value = cc; row.getCell(2).value = label;
    row.getCell(3).value = x.budget; row.getCell(4).value = x.actual;
    // exceljs drops a cached result of 0, so a zero variance is written as a value
    row.getCell(5).value = x.variance === 0 ? 0 : { formula: income ? `D${r}-C${r}` : `C${r}-D${r}`, result: x.variance };
    row.getCell(6).value = x.variance === 0 ? 0 : { formula: `IF(C${r}=0,0,E${r}/C${r})`, result: x.variance / x.budget };
    for (const c of [3, 4, 5]) row.getCell(c).numFmt = NUM;
    row.getCell(6).numFmt = '0.0%;(0.0%);"-"';
    if (bold) row.font = { bold: true };
    r++;
  };
  ws.getRow(r).getCell(1).value = 'INCOME'; ws.getRow(r).font = { bold: true }; r++;
  for (const x of GF.BI) line(x.cc, x.line, x, true);
  line('', 'Total income', GF.BIT, true, true); r++;
  ws.getRow(r).getCell(1).value = 'EXPENDITURE'; ws.getRow(r).font = { bold: true }; r++;
  for (const x of GF.BE) line(x.cc, x.line, x, false);
  line('', 'Total expenditure', GF.BET, false, true); r++;
  const row = ws.getRow(r);
  row.getCell(2).value = 'Net surplus/(deficit)';
  row.getCell(3).value = GF.BNET.budget; row.getCell(4).value = GF.BNET.actual; row.getCell(5).value = GF.BNET.variance;
  for (const c of [3, 4, 5]) row.getCell(c).numFmt = NUM;
  row.font = { bold: true };
  await wb.xlsx.writeFile(file);
}

async function bankRec(file) {
  const B = GF.bank;
  const { doc, end } = newPdf(file, { title: 'Bank reconciliation 31 December 2025', author: 'Greyfriars Lane Night Shelter' });
  doc.font('B').fontSize(14).text('Greyfriars Lane Night Shelter');
  doc.font('R').fontSize(11).text('Bank reconciliation as at 31 December 2025');
  doc.moveDown(0.5);
  doc.fontSize(9).text(`Bank: ${B.name}    Account: ${B.account}`);
  doc.text('Month-end reconciliation of the bank statement to the cash book (Sage). Amounts in £.');
  doc.moveDown(1);
  const R = 545;
  const row = (label, amt, { bold = false, x = 50 } = {}) => {
    const y = doc.y;
    doc.font(bold ? 'B' : 'R').fontSize(9.5).text(label, x, y, { lineBreak: false });
    if (amt !== undefined) doc.text(amt, R - 100, y, { width: 100, align: 'right', lineBreak: false });
    doc.x = 50; doc.y = y + 15;
  };
  row(`Balance per bank statement at ${B.date}`, gbp(B.statement), { bold: true });
  doc.moveDown(0.6);
  row('Add: deposits in transit (banked, not yet on statement)', undefined, { bold: true });
  for (const [d, desc, a] of B.deposits) {
    const y = doc.y; doc.font('R').fontSize(9.5);
    doc.text(d, 70, y, { lineBreak: false }); doc.text(desc, 150, y, { lineBreak: false });
    doc.text(gbp(a), 340, y, { width: 90, align: 'right', lineBreak: false }); doc.x = 50; doc.y = y + 15;
  }
  row('Total deposits in transit', gbp(B.depositsTotal));
  doc.moveDown(0.6);
  row('Less: outstanding cheques (issued, not yet presented)', undefined, { bold: true });
  { const y = doc.y; doc.font('I').fontSize(8.5); doc.text('Cheque no.', 70, y, { lineBreak: false }); doc.text('Date', 130, y, { lineBreak: false }); doc.text('Payee', 200, y, { lineBreak: false }); doc.text('£', 340, y, { width: 90, align: 'right', lineBreak: false }); doc.x = 50; doc.y = y + 14; }
  for (const [no, d, payee, a] of B.cheques) {
    const y = doc.y; doc.font('R').fontSize(9.5);
    doc.text(no, 70, y, { lineBreak: false }); doc.text(d, 130, y, { lineBreak: false }); doc.text(payee, 200, y, { lineBreak: false });
    doc.text(gbp(a), 340, y, { width: 90, align: 'right', lineBreak: false }); doc.x = 50; doc.y = y + 15;
  }
  row('Total outstanding cheques', `(${gbp(B.chequesTotal)})`);
  doc.moveDown(0.6);
  { const y = doc.y; doc.moveTo(R - 90, y - 3).lineTo(R, y - 3).lineWidth(0.5).stroke(); }
  row(`Balance per cash book at ${B.date}`, gbp(B.cashbook), { bold: true });
  { const y = doc.y; doc.moveTo(R - 90, y - 2).lineTo(R, y - 2).stroke(); doc.moveTo(R - 90, y).lineTo(R, y).stroke(); }
  doc.moveDown(1.5);
  doc.font('R').fontSize(9).text('Unreconciled difference: nil.');
  doc.moveDown(1);
  doc.text(`Prepared by: ${B.preparedBy}    Date: 07/01/2026`);
  doc.text(`Reviewed by: ${B.reviewedBy}    Date: 12/01/2026`);
  await end();
}

async function funds(file) {
  const N = GF.narr;
  const cell = (t, { bold = false, right = false, w = 1400 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 19 })] })] });
  const n = (v) => (v === 0 ? '–' : v < 0 ? `(${gbp(v, 0)})` : gbp(v, 0));
  const fundRow = (f, bold) => new TableRow({ children: [cell(f.fund, { bold, w: 3000 }), cell(n(f.open), { right: true, bold }), cell(n(f.inc), { right: true, bold }), cell(n(-f.exp), { right: true, bold }), cell(n(f.tr), { right: true, bold }), cell(n(f.close), { right: true, bold })] });
  const P = (t, o = {}) => new Paragraph({ spacing: { after: 120 }, ...o, children: [new TextRun({ text: t, size: 21 })] });
  const d = new Document({ sections: [{ children: [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Greyfriars Lane Night Shelter')] }),
    P(`Registered charity number ${N.charityNo}. Extract from the Trustees' Annual Report and Financial Statements for the year ended 31 December 2025.`),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Financial review')] }),
    P('The shelter ended 2025 with a small overall surplus after a difficult first half of the year, when the local authority contract uplift was agreed later than planned and energy costs stayed high. A strong autumn, including the Big Sleep Out in November and a legacy of £40,000, turned the position round.'),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Reserves policy')] }),
    P(`The trustees aim to hold free reserves (unrestricted funds not tied up in fixed assets) equal to ${N.reservesMonths} months of unrestricted expenditure, so that the shelter could keep its doors open while replacement funding was found if a major contract ended. At 31 December 2025 free reserves were £${gbp(N.freeReserves, 0)}, equivalent to ${N.freeReservesMonths} months of unrestricted expenditure (2025 unrestricted expenditure: £${gbp(N.unrestrictedExp, 0)}). The trustees plan to rebuild reserves to the target level over the next two years.`),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Note 17. Restricted funds')] }),
    new Table({ width: { size: 10000, type: WidthType.DXA }, rows: [
      new TableRow({ children: [cell('Fund', { bold: true, w: 3000 }), cell('At 1 January 2025 £', { bold: true, right: true }), cell('Income £', { bold: true, right: true }), cell('Expenditure £', { bold: true, right: true }), cell('Transfers £', { bold: true, right: true }), cell('At 31 December 2025 £', { bold: true, right: true })] }),
      ...GF.funds.map((f) => fundRow(f)),
      fundRow({ fund: 'Total restricted funds', ...GF.fundsTotal }, true),
    ] }),
    P(''),
    P('Winter Beds Fund: grants to keep twelve extra emergency beds open from November to March. Street Outreach Fund: a three-year Community Fund grant for the early-morning street outreach team. Kitchen Refit Appeal: the appeal closed in 2025 and the new kitchen was brought into use in September; the cost capitalised as fixed assets has been transferred to unrestricted funds. Guest Hardship Fund: small grants to guests for ID documents, travel and deposits; the trustees transferred £500 from unrestricted funds to top it up. Health & Wellbeing (Ainsty Trust): a grant towards a visiting nurse and a dental clinic.'),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Auditors')] }),
    P(`${N.auditors}, Chartered Accountants and Statutory Auditors, Micklegate, ${N.auditorsTown}, were reappointed as auditors for the year.`),
    new Paragraph({ heading: HeadingLevel.HEADING_2, children: [new TextRun('Approval')] }),
    P(`The trustees' report and financial statements were approved by the trustees on ${N.approved} and signed on their behalf by ${N.chair}, Chair. Treasurer: ${N.treasurer}.`),
  ] }] });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

function crm(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['Gift Date,Donor Ref,Campaign,Gift Aid Eligible,Amount (GBP)', ...GF.gifts.map((g) => [g.date, g.ref, g.campaign, g.ga, g.amount.toFixed(2)].map(q).join(','))];
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

async function receipt(file) {
  const R = GF.receipt;
  const W = 560;
  const money = (v) => v.toFixed(2);
  const lines = [
    { t: R.shop, size: 30, bold: true, center: true },
    { t: R.branch, size: 19, center: true },
    { t: 'VAT NO. 284 6619 05', size: 17, center: true },
    { gap: 12 },
    ...R.items.map(([d, p, c]) => ({ cols: [d, `${money(p)} ${c}`], size: 19 })),
    { rule: true },
    { cols: [`SUBTOTAL (${R.items.length} LINES)`, money(R.subtotal)], size: 20, bold: true },
    { cols: [R.saving[0], `-${money(R.saving[1])}`], size: 19 },
    { rule: true },
    { cols: ['TOTAL', money(R.total)], size: 26, bold: true },
    { cols: [R.card, money(R.total)], size: 19 },
    { gap: 10 },
    { cols: ['VAT RATE     GROSS      VAT', ''], size: 18 },
    { cols: [`A 20.00%     ${money(R.grossA)}     ${money(R.vatA)}`, ''], size: 18 },
    { cols: [`Z  0.00%     ${money(R.grossZ)}     0.00`, ''], size: 18 },
    { cols: ['VAT TOTAL', money(R.vatA)], size: 19, bold: true },
    { gap: 10 },
    { cols: [`${R.date}  ${R.time}`, 'ST 0417 OP 22'], size: 18 },
    { t: 'THANK YOU FOR SHOPPING AT FAIRWAY', size: 17, center: true },
  ];
  await photoDocument(file, lines, { width: W, height: 1020, angle: -1.2, seed: 1219, format: 'jpeg', mono: true, margin: 36, noise: 20 });
}

export async function renderGreyfriars(DOCS) {
  const dir = path.join(DOCS, 'greyfriars');
  fs.mkdirSync(dir, { recursive: true });
  const F = (k) => path.join(DOCS, GF.files[k]);
  await managementAccounts(F('pl'));
  await budget(F('budget'));
  await bankRec(F('bankrec'));
  await funds(F('funds'));
  crm(F('crm'));
  await receipt(F('receipt'));
}
