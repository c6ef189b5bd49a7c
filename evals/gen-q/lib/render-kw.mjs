// Renders Kōwhai Kindergarten Trust's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { KW, ORGS } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { P, T, writeDocx, F, fmt, ukLong, ukNum, xDate, colL } from './office.mjs';
import { photoDocument } from './photo.mjs';

const NAME = ORGS.kowhai.name;
const money = (v, dp = 2) => (v < 0 ? `(${fmt(-v, dp)})` : fmt(v, dp));
const dayName = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(iso + 'T00:00:00Z').getUTCDay()];

// ---------------------------------------------------------------- Xero Profit and Loss
async function profitAndLoss(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Xero'; wb.created = new Date(); wb.modified = new Date();
  const ws = wb.addWorksheet('Profit and Loss');
  ws.columns = [{ width: 42 }, { width: 24 }, { width: 24 }];
  ws.getCell('A1').value = 'Profit and Loss'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = NAME;
  ws.getCell('A3').value = 'For the year ended 31 March 2026';
  const h = ws.getRow(5); h.values = ['Account', 'Year ended 31 Mar 2026', 'Year ended 31 Mar 2025'];
  h.font = { bold: true }; h.getCell(2).alignment = { horizontal: 'right' }; h.getCell(3).alignment = { horizontal: 'right' };
  const NF = '#,##0.00;-#,##0.00';
  let r = 6;
  const group = (title, rows, totalLabel, total) => {
    ws.getCell(`A${r}`).value = title; ws.getCell(`A${r}`).font = { bold: true }; r++;
    const first = r;
    for (const [label, a, b] of rows) {
      ws.getCell(`A${r}`).value = label;
      ws.getCell(`B${r}`).value = a; ws.getCell(`C${r}`).value = b;
      ws.getCell(`B${r}`).numFmt = NF; ws.getCell(`C${r}`).numFmt = NF; r++;
    }
    ws.getCell(`A${r}`).value = totalLabel; ws.getRow(r).font = { bold: true };
    ['B', 'C'].forEach((c, i) => { ws.getCell(`${c}${r}`).value = F(`SUM(${c}${first}:${c}${r - 1})`, total[i]); ws.getCell(`${c}${r}`).numFmt = NF; });
    const tr = r; r += 2; return tr;
  };
  const ti = group('Trading Income', KW.income, 'Total Trading Income', KW.totIncome);
  ws.getCell(`A${r}`).value = 'Gross Profit'; ws.getRow(r).font = { bold: true };
  ['B', 'C'].forEach((c, i) => { ws.getCell(`${c}${r}`).value = F(`${c}${ti}`, KW.totIncome[i]); ws.getCell(`${c}${r}`).numFmt = NF; });
  const gp = r; r += 2;
  const te = group('Operating Expenses', KW.expenses, 'Total Operating Expenses', KW.totExp);
  ws.getCell(`A${r}`).value = 'Net Profit'; ws.getRow(r).font = { bold: true };
  ['B', 'C'].forEach((c, i) => { ws.getCell(`${c}${r}`).value = F(`${c}${gp}-${c}${te}`, KW.net[i]); ws.getCell(`${c}${r}`).numFmt = NF; });
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- attendance and fees, a sheet per term
async function attendance(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Sophie Tan'; wb.created = new Date(); wb.modified = new Date();
  for (const [ti, t] of KW.terms.entries()) {
    const ws = wb.addWorksheet(t.name);
    ws.getColumn(1).width = 30;
    const n = t.weeks.length, last = colL(n), tot = colL(n + 1);
    ws.getCell('A1').value = `${NAME} — attendance & fees, ${t.name} 2025`; ws.getCell('A1').font = { bold: true, size: 13 };
    ws.getCell('A2').value = 'Enrolments as at the Monday roll; child-hours from the attendance register; fees invoiced for the week (NZ$, incl. GST).';
    ws.getCell('A2').font = { italic: true, size: 9 };
    const hr = ws.getRow(4);
    hr.getCell(1).value = 'Week commencing';
    t.weeks.forEach((w, i) => { const c = hr.getCell(i + 2); c.value = xDate(w.wc); c.numFmt = 'd mmm yyyy'; ws.getColumn(i + 2).width = 12; });
    hr.getCell(n + 2).value = 'Term total'; ws.getColumn(n + 2).width = 13;
    hr.font = { bold: true };
    const rows = [['Enrolled – under 3s', 'u3'], ['Enrolled – 3 and over', 'o3'], ['Total enrolled', 'tot'], ['Child-hours attended', 'hrs'], ['Fee income (NZ$)', 'fees']];
    rows.forEach(([label, key], k) => {
      const r = 5 + k, row = ws.getRow(r);
      row.getCell(1).value = label;
      t.weeks.forEach((w, i) => {
        const c = row.getCell(i + 2);
        c.value = key === 'tot' ? F(`${colL(i + 1)}5+${colL(i + 1)}6`, w.tot) : w[key];
        if (key === 'fees') c.numFmt = '#,##0.00';
      });
      if (key === 'hrs' || key === 'fees') {
        const c = row.getCell(n + 2);
        c.value = F(`SUM(B${r}:${last}${r})`, key === 'fees' ? Math.round(t.weeks.reduce((s, w) => s + w.fees, 0) * 100) / 100 : t.weeks.reduce((s, w) => s + w.hrs, 0));
        if (key === 'fees') c.numFmt = '#,##0.00';
        c.font = { bold: true };
      }
      if (key === 'tot') row.font = { bold: true };
    });
    void ti; void tot;
  }
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- Ministry of Education letter
async function moeLetter(file) {
  const M = KW.moe;
  const { doc, end } = newPdf(file, { title: 'ECE funding rates from 1 July 2025', author: 'Ministry of Education' });
  doc.font('B').fontSize(13).text('Ministry of Education | Te Tāhuhu o te Mātauranga', 50, 50);
  doc.font('R').fontSize(9).text('Resourcing Division — Early Learning Funding, PO Box 1666, Wellington 6140', 50, 68);
  doc.moveDown(2);
  doc.font('R').fontSize(10);
  doc.text(ukLong(M.date));
  doc.moveDown(0.8);
  doc.text(`The Chairperson\n${NAME}\n14 Kōwhai Street\nTe Awamutu 3800`);
  doc.moveDown(0.8);
  doc.text(`Service ID: ${M.serviceId}`);
  doc.moveDown(0.8);
  doc.font('B').text('Early childhood education funding rates from 1 July 2025');
  doc.moveDown(0.6);
  doc.font('R');
  const para = (t) => { doc.text(t, { width: 495, align: 'left' }); doc.moveDown(0.7); };
  para('Tēnā koe. This letter confirms the ECE Funding Subsidy and 20 Hours ECE rates that apply to your service from 1 July 2025, following the Budget 2025 announcement. The rates below are per funded child-hour and exclude GST.');
  para(`Your service is licensed for ${M.licensed} children, of whom no more than ${M.under2} may be aged under two. Based on your most recent RS7 return and staffing information, your service is funded at the ${M.band.replace(' teachers', '')} rate band.`);
  const x = [50, 190, 420], y0 = doc.y + 4;
  doc.font('B').fontSize(9.5);
  doc.text('Funding category', x[0], y0); doc.text('Certificated teacher band', x[1], y0); doc.text('Rate per child-hour', x[2], y0, { width: 120, align: 'right' });
  doc.moveTo(50, y0 + 14).lineTo(545, y0 + 14).lineWidth(0.5).stroke();
  let y = y0 + 20;
  doc.font('R');
  for (const [cat, band, r] of M.rates) {
    doc.text(cat, x[0], y); doc.text(band, x[1], y); doc.text(`$${fmt(r)}`, x[2], y, { width: 120, align: 'right' });
    y += 16;
  }
  doc.moveTo(50, y).lineTo(545, y).stroke();
  doc.x = 50; doc.y = y + 12; doc.fontSize(10);
  para(`Advance funding for the 2025/26 year will be paid in three instalments, on ${ukLong(M.instalments[0])}, ${ukLong(M.instalments[1])} and ${ukLong(M.instalments[2])}. Each advance is washed up against the child-hours reported on your RS7 return for the relevant funding period.`);
  para(`Your RS7 return for the February 2026 funding period is due by ${ukLong(M.rs7Due)}. Late returns may delay the next advance payment.`);
  para(`In addition, your service qualifies for Equity Funding of $${fmt(M.equity)} for the 2025/26 year, paid with the advance instalments.`);
  para('If you have any questions about this letter, please contact your local Ministry office.');
  para('Nāku noa, nā');
  doc.moveDown(0.5);
  doc.text('Rawiri Henare\nSenior Adviser, Early Learning Funding');
  await end();
}

// ---------------------------------------------------------------- board minutes
async function minutes(file) {
  const m = KW.min, S = m.snapshot;
  const row = (l, b, a, bold) => [l, fmt(b, 0), fmt(a, 0), money(a - b, 0)].map(String).concat(bold ? [] : []);
  const rows = [['', 'Budget YTD', 'Actual YTD', 'Variance']];
  const boldRows = [];
  for (const r of S.income) rows.push(row(r[0], r[1], r[2]));
  rows.push(row('Total income', S.totIncome[0], S.totIncome[1])); boldRows.push(rows.length - 1);
  for (const r of S.expenses) rows.push(row(r[0], r[1], r[2]));
  rows.push(row('Total expenses', S.totExp[0], S.totExp[1])); boldRows.push(rows.length - 1);
  rows.push(row('Net surplus', S.surplus[0], S.surplus[1])); boldRows.push(rows.length - 1);
  const children = [
    P(NAME, { bold: true, size: 14, align: 'center' }),
    P('Minutes of the Board Meeting', { bold: true, size: 12, align: 'center' }),
    P(`${dayName(m.date)} ${ukLong(m.date)}, 7pm, in the kindergarten staffroom`, { align: 'center', after: 240 }),
    P([{ text: 'Present: ', bold: true }, 'Hemi Parata (Chair), Claire O\'Connell (Treasurer), Anahera Wiremu, Raj Patel, Sophie Tan (Head Teacher, in attendance)']),
    P([{ text: 'Apologies: ', bold: true }, 'Mere Ngata']),
    P('1. Karakia and welcome', { bold: true, before: 120 }),
    P('Hemi opened the meeting with a karakia at 7.05pm and welcomed Raj to his first meeting as a trustee.'),
    P('2. Minutes of the previous meeting', { bold: true, before: 120 }),
    P('The minutes of the meeting of 10 December 2025 were taken as read and confirmed. Moved Raj Patel, seconded Anahera Wiremu. Carried.'),
    P('3. Financial report', { bold: true, before: 120 }),
    P(`Claire presented the management accounts for the ten months to ${ukLong(m.ytdTo)}. The financial snapshot is below (NZ$, variance is actual less budget, brackets mean below budget).`),
    T(rows, { widths: [3600, 1700, 1700, 1700], numCols: [1, 2, 3], boldRows }),
    P('', { after: 60 }),
    P('Claire noted that fundraising and donations are behind budget because the spring gala in November was cancelled due to the weather and has not been rescheduled. Property costs are well under budget as the fence repairs planned for the spring were deferred. Salaries are slightly over because of relief cover during staff illness in term 4.'),
    P(`The board agreed to place $${fmt(m.termDeposit, 0)} of surplus operating funds on a six-month term deposit with ASB, to be reviewed when the 2026/27 budget is set.`),
    P('That the financial report be received. Moved Claire O\'Connell, seconded Hemi Parata. Carried.'),
    P('4. Head Teacher\'s report', { bold: true, before: 120 }),
    P('Sophie reported that the roll is full for term 1 with a waiting list of nine under-threes. The ERO review is expected later in 2026. The shade sail over the sandpit has torn and is unsafe in wind; it has been taken down.'),
    P('5. Action items', { bold: true, before: 120 }),
    P(`• ${m.shadeSailWho} to obtain three quotes for replacing the shade sail over the sandpit by ${ukLong(m.shadeSailBy)}.`, { indent: 360 }),
    P('• Claire O\'Connell to arrange the term deposit transfer before the end of February.', { indent: 360 }),
    P('• Sophie Tan to present a draft 2026/27 budget at the next meeting.', { indent: 360 }),
    P('• Raj Patel to update the Trust\'s register of interests.', { indent: 360 }),
    P('6. Next meeting', { bold: true, before: 120 }),
    P(`The next meeting will be held on ${dayName(m.nextMeeting)} ${ukLong(m.nextMeeting)} at 7pm. The meeting closed with a karakia at 8.40pm.`),
  ];
  await writeDocx(file, children, { title: 'Board minutes February 2026', creator: 'Claire O\'Connell' });
}

// ---------------------------------------------------------------- bank reconciliation CSV
function bankCsv(file) {
  const q = (s) => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = ['Date,Description,Reference,Account,Debit,Credit,GST Code'];
  for (const r of KW.bank) lines.push([ukNum(r.date), r.desc, r.ref, r.account, r.debit ? r.debit.toFixed(2) : '', r.credit ? r.credit.toFixed(2) : '', r.gst].map(q).join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ---------------------------------------------------------------- receipt photo
async function receipt(file) {
  const Rc = KW.rcpt;
  const lines = [
    { t: Rc.shop, size: 34, bold: true, center: true },
    { t: Rc.town, size: 22, center: true },
    { t: `GST No: ${Rc.gstNo}`, size: 20, center: true },
    { gap: 8 },
    { cols: [`${ukNum(Rc.date)} ${Rc.time}`, 'Till 3  Op 114'], size: 20 },
    { rule: true },
    ...Rc.items.map(([n, v]) => ({ cols: [n, fmt(v)], size: 24 })),
    { gap: 8 },
    { rule: true },
    { gap: 4 },
    { cols: ['TOTAL', `$${fmt(Rc.total)}`], size: 28, bold: true },
    { cols: ['EFTPOS', `$${fmt(Rc.total)}`], size: 20 },
    { cols: ['Change', '$0.00'], size: 20 },
    { gap: 6 },
    { cols: ['Total includes GST 15%', `$${fmt(Rc.gst)}`], size: 20 },
    { gap: 10 },
    { t: 'Thank you for shopping at Kai Mart', size: 18, center: true },
  ];
  await photoDocument(file, lines, { width: 720, height: 960, angle: -1.3, seed: 4471, format: 'jpeg', mono: true, margin: 44, noise: 14 });
}

export async function renderKowhai(DOCS) {
  const f = (k) => path.join(DOCS, KW.files[k]);
  fs.mkdirSync(path.dirname(f('pl')), { recursive: true });
  await profitAndLoss(f('pl'));
  await attendance(f('att'));
  await moeLetter(f('moe'));
  await minutes(f('min'));
  bankCsv(f('bank'));
  await receipt(f('rcpt'));
}
