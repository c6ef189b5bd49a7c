// Renders St Brendan's Parish Community Fund's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { SB } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const eur = (v, dp = 0) => Math.abs(v).toLocaleString('en-IE', { minimumFractionDigits: dp, maximumFractionDigits: dp });
const n = (v) => (v === 0 ? '–' : v < 0 ? `(${eur(v)})` : eur(v));
const dmy = (iso) => iso.split('-').reverse().join('/');

async function incomeExpenditure(file) {
  const { doc, end } = newPdf(file, { title: 'Income and Expenditure Account 2025', author: SB.minutes.treasurer });
  doc.font('B').fontSize(14).text("St Brendan's Parish Community Fund", { align: 'center' });
  doc.font('R').fontSize(11).text('Income and Expenditure Account for the year ended 31 December 2025', { align: 'center' });
  doc.font('I').fontSize(9).text('(with comparative figures for the year ended 31 December 2024)', { align: 'center' });
  doc.moveDown(2);
  const right = [430, 520];
  table(doc, [
    { label: '', vals: ['2025', '2024'], bold: true },
    { label: '', vals: ['€', '€'], bold: true },
    { gap: 6 },
    { label: 'INCOMING', bold: true },
    ...SB.incoming.map(([l, a, b]) => ({ label: l, indent: 1, vals: [n(a), n(b)] })),
    { label: 'Total incoming', bold: true, vals: [n(SB.totIn[0]), n(SB.totIn[1])], rule: 'above' },
    { gap: 10 },
    { label: 'OUTGOING', bold: true },
    ...SB.outgoing.map(([l, a, b]) => ({ label: l, indent: 1, vals: [n(a), n(b)] })),
    { label: 'Total outgoing', bold: true, vals: [n(SB.totOut[0]), n(SB.totOut[1])], rule: 'above' },
    { gap: 10 },
    { label: 'Excess of income over expenditure', bold: true, vals: [n(SB.excess[0]), n(SB.excess[1])], rule: 'double' },
  ], { right, size: 10, lineH: 17 });
  doc.moveDown(2);
  doc.font('R').fontSize(9).text('Collections are taken from the weekly collections register. Roof Fund pledge payments are the amounts received against pledges recorded in the Roof Fund pledge tracker. Roof works and professional fees relate to phase 1 of the church roof project.', 50, doc.y, { width: 495 });
  doc.moveDown(1);
  doc.text(`Presented to the Finance Committee on 12 February 2026.   ${SB.minutes.treasurer}, Treasurer`, { width: 495 });
  await end();
}

function collections(file) {
  const rows = ['Week ending,Envelope collection,Loose collection,Online giving,Total'];
  for (const w of SB.weeks) rows.push([w.dmy, w.env.toFixed(2), w.loose.toFixed(2), w.online.toFixed(2), w.total.toFixed(2)].join(','));
  fs.writeFileSync(file, rows.join('\n') + '\n');
}

async function pledges(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = SB.minutes.treasurer;
  const ws = wb.addWorksheet('Pledges');
  ws.getColumn(1).width = 11; ws.getColumn(2).width = 24;
  for (let c = 3; c <= 5; c++) ws.getColumn(c).width = 16;
  ws.getColumn(6).width = 11;
  ws.getCell('A1').value = "St Brendan's Church Roof Fund – pledge tracker"; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'As at 31/12/2025. Amounts in euro.'; ws.getCell('A2').font = { italic: true };
  const hdr = ws.getRow(4);
  hdr.values = ['Pledger ref', 'Pledger', 'Pledged amount', 'Paid to date', 'Balance outstanding', 'Status'];
  hdr.font = { bold: true };
  let r = 5;
  const F = '#,##0.00';
  for (const p of SB.pledges) {
    const row = ws.getRow(r);
    row.getCell(1).value = p.ref; row.getCell(2).value = p.name;
    row.getCell(3).value = p.pledged; row.getCell(4).value = p.paid;
    row.getCell(5).value = { formula: `C${r}-D${r}`, result: p.balance };
    row.getCell(6).value = p.status;
    for (let c = 3; c <= 5; c++) row.getCell(c).numFmt = F;
    r++;
  }
  await wb.xlsx.writeFile(file);
}

async function minutes(file) {
  const M = SB.minutes;
  const P = (t) => new Paragraph({ spacing: { after: 140 }, children: [new TextRun({ text: t, size: 22 })] });
  const H = (t) => new Paragraph({ spacing: { before: 120, after: 80 }, children: [new TextRun({ text: t, bold: true, size: 22 })] });
  const cell = (t, { bold = false, right = false, w = 3000 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 20 })] })] });
  const d = new Document({ creator: M.secretary, sections: [{ children: [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun("St Brendan's Parish Community Fund")] }),
    new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: 'Minutes of the Finance Committee meeting held in the Parish Centre on Thursday 12 February 2026 at 8pm', bold: true, size: 24 })] }),
    P(`Present: ${M.chair} (Chair), ${M.treasurer} (Treasurer), ${M.secretary} (Secretary), Joe Flanagan, Ann Kinsella. Apologies: Pat Cullinane.`),
    H('1. Minutes of the previous meeting'),
    P('The minutes of the meeting of 4 December 2025 were read, proposed by Joe Flanagan, seconded by Ann Kinsella and signed by the Chair.'),
    H('2. Accounts for 2025'),
    P(`The Treasurer, ${M.treasurer}, presented the income and expenditure account for 2025. Envelope and online giving held up well, although the loose collection continues to fall. The committee thanked the counters for their work every Sunday. The accounts will be independently examined by ${M.examiner}, Chartered Accountants, Tullow, and the examined accounts will be published in the parish bulletin once signed off.`),
    H('3. Church roof project'),
    P(`Phase 1 of the roof works was carried out by ${M.contractor} between June and November 2025. The committee reaffirmed the overall spending cap of €${eur(M.cap)} (including VAT) for the ${M.contractor} contract, as approved at the May 2025 meeting. Any spending above the cap must come back to this committee and to the parish pastoral council before it is committed. Phase 2 (north aisle and bell tower flashing) is scheduled to start in March 2026. The Treasurer reported that reminder letters will issue to those with Roof Fund pledge balances outstanding.`),
    H('4. Bank balances at 31 December 2025'),
    new Table({ width: { size: 8000, type: WidthType.DXA }, rows: [
      new TableRow({ children: [cell('Account', { bold: true, w: 5200 }), cell('Balance 31/12/2025', { bold: true, right: true, w: 2800 })] }),
      ...M.banks.map(([a, v]) => new TableRow({ children: [cell(a, { w: 5200 }), cell(`€${eur(v, 2)}`, { right: true, w: 2800 })] })),
    ] }),
    P(''),
    H('5. Parish hall heating'),
    P(`Quotes for replacing the parish hall boiler were considered. Given the roof commitments, it was decided to defer the boiler replacement to ${M.boilerDeferredTo} and to have the existing boiler serviced in the meantime.`),
    H('6. Any other business'),
    P('Ann Kinsella asked that the collection counting rota be circulated for Lent and Easter. Agreed.'),
    H('7. Date of next meeting'),
    P('The next meeting of the Finance Committee will be held on Tuesday 14 April 2026 at 8pm in the Parish Centre.'),
    P(`Signed: ${M.secretary}, Secretary`),
  ] }] });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

async function invoice(file) {
  const I = SB.invoice;
  const m = (v) => `€${eur(v, 2)}`;
  const lines = [
    { t: I.vendor.toUpperCase(), size: 30, bold: true },
    { t: 'Main Street, Kilbride, Co Wicklow   Tel 0404 555 218', size: 17 },
    { t: 'VAT No. IE 6388047V', size: 17 },
    { gap: 14 },
    { cols: ['INVOICE', `No. ${I.number}`], size: 26, bold: true },
    { cols: ['Invoice date:', dmy(I.date)], size: 19 },
    { cols: ['Account:', "ST BRENDAN'S PARISH"], size: 19 },
    { cols: ['Terms:', '30 days'], size: 19 },
    { cols: ['Due date:', dmy(I.due)], size: 19, bold: true },
    { gap: 10 },
    { table: true, cols: ['Description', 'Qty', 'Price', 'VAT', 'Net'], size: 18, bold: true },
    { rule: true },
    ...I.lines.map((l) => ({ table: true, cols: [l.d, String(l.q), eur(l.p, 2), `${l.rate}%`, eur(l.net, 2)], size: 18 })),
    { rule: true },
    { cols: ['Goods at 23%', m(I.net23)], size: 19 },
    { cols: ['VAT at 23%', m(I.vat23)], size: 19 },
    { cols: ['Goods at 13.5%', m(I.net135)], size: 19 },
    { cols: ['VAT at 13.5%', m(I.vat135)], size: 19 },
    { cols: ['Total VAT', m(I.vat)], size: 19 },
    { cols: ['INVOICE TOTAL', m(I.total)], size: 24, bold: true },
    { gap: 14 },
    { t: 'Goods remain our property until paid in full.', size: 16 },
  ];
  await photoDocument(file, lines, { width: 900, height: 1000, angle: -1.3, seed: 71125, format: 'jpeg', margin: 50, tableX: [50, 560, 670, 760, 850], noise: 22 });
}

export async function renderStBrendans(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'stbrendans'), { recursive: true });
  const F = (k) => path.join(DOCS, SB.files[k]);
  await incomeExpenditure(F('ie'));
  collections(F('coll'));
  await pledges(F('pledges'));
  await minutes(F('minutes'));
  await invoice(F('invoice'));
}
