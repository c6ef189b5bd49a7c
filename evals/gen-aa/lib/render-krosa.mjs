// Kwahu Ridge Secondary School Old Students' Association (Ghana, GH₵, calendar year 2025): the six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, F } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { MONTHS, ORGS, K_ACCOUNTS, K_GROUPS, K_DUES_RATE, K_LEVY_RATE, K_WELFARE, K_BUDGET, K_PAYMENTS, K_INVOICE, K_SCHOLARS, K_BANK } from '../data.mjs';

const g2 = (v) => (v < 0 ? `-${fmt(-v, 2)}` : fmt(v, 2));
const br = (v) => (Math.abs(v) < 0.005 ? '-' : v < 0 ? `(${fmt(-v, 2)})` : fmt(v, 2));
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const NAME = ORGS.krosa.name;
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));

// ------------------------------------------------ 1. Sage Accounting Profit and Loss with prior period (pdf, two pages)
export async function sagePL(file, V) {
  const K = V.krosa;
  const { doc, end } = newPdf(file, { title: 'Profit and Loss', author: 'Sage Accounting', margin: 40 });
  const right = [430, 545];
  const head = (pg) => {
    doc.font('B').fontSize(15).text('Profit and Loss', 40, 40);
    doc.font('R').fontSize(9).fillColor('#444').text(NAME, 40, 62).text('Date Range: 01/01/2025 - 31/12/2025', 40, 75).text('Comparison: Prior Period (01/01/2024 - 31/12/2024)', 40, 88).text('Currency: GHS - Ghanaian Cedi', 40, 101).fillColor('black');
    doc.font('B').fontSize(9);
    doc.text('1 Jan 2025 -', right[0] - 100, 128, { width: 100, align: 'right' }).text('31 Dec 2025', right[0] - 100, 139, { width: 100, align: 'right' });
    doc.text('1 Jan 2024 -', right[1] - 100, 128, { width: 100, align: 'right' }).text('31 Dec 2024', right[1] - 100, 139, { width: 100, align: 'right' });
    doc.moveTo(40, 154).lineTo(555, 154).lineWidth(0.8).stroke();
    if (pg > 1) doc.font('I').fontSize(8).text('Overheads (continued)', 40, 158);
    return pg > 1 ? 176 : 164;
  };
  const foot = (pg) => { doc.font('R').fontSize(7).fillColor('#666').text(`Printed 14/02/2026 10:32 by Abena Owusu-Mensah   Page ${pg} of 2`, 40, 772, { width: 515, align: 'right', lineBreak: false }).fillColor('black'); };
  let y = head(1);
  const line = (label, a, b, o = {}) => {
    doc.font(o.bold ? 'B' : 'R').fontSize(9.5);
    doc.text(label, 40 + (o.indent ? 14 : 0), y, { lineBreak: false, width: 300 });
    if (a !== undefined) { doc.text(g2(a), right[0] - 110, y, { width: 110, align: 'right', lineBreak: false }); doc.text(g2(b), right[1] - 110, y, { width: 110, align: 'right', lineBreak: false }); }
    if (o.rule) { doc.moveTo(right[0] - 90, y - 3).lineTo(right[1], y - 3).lineWidth(0.4).stroke(); }
    y += o.gap ?? 19;
  };
  const sec = (name, totalName, t, tp) => {
    line(name, undefined, undefined, { bold: true });
    for (const [code, label, s] of K_ACCOUNTS.filter((a) => a[2] === name)) {
      if (name === 'Overheads' && code === '7200') { foot(1); doc.addPage(); y = head(2); }
      line(`${code} - ${label}`, K.acct[code], K.prior[code], { indent: true });
    }
    line(totalName, t, tp, { bold: true, rule: true, gap: 26 });
  };
  sec('Income', 'Total Income', K.pl.income, K.plPrior.income);
  sec('Cost of Sales', 'Total Cost of Sales', K.pl.cos, K.plPrior.cos);
  line('Gross Profit', K.pl.gross, K.plPrior.gross, { bold: true, gap: 28 });
  sec('Overheads', 'Total Overheads', K.pl.over, K.plPrior.over);
  line('Net Profit/(Loss)', K.pl.net, K.plPrior.net, { bold: true, rule: true });
  doc.moveTo(right[0] - 90, y - 4).lineTo(right[1], y - 4).lineWidth(0.4).stroke();
  foot(2);
  await end();
}

// ------------------------------------------------ 2. Paystack transactions export (csv, newest first)
export function paystackCsv(file, V) {
  const head = ['Transaction Date', 'Reference', 'Customer Name', 'Customer Email', 'Amount', 'Fees', 'Currency', 'Status', 'Channel', 'Payment Page', 'Paid At'];
  const rows = [...V.krosa.paystack].sort((a, b) => (a.at < b.at ? 1 : -1)).map((r) => [r.at, r.ref, r.name, r.email, r.amount.toFixed(2), r.fee.toFixed(2), 'GHS', r.status, r.channel, r.page, r.status === 'success' ? r.at.replace(' ', 'T') + '.000Z' : '']);
  fs.writeFileSync(file, [head, ...rows].map((r) => r.map(q).join(',')).join('\n') + '\n');
}

// ------------------------------------------------ 3. Dues and levies register (xlsx, kept by hand)
export async function duesWorkbook(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Abena Owusu-Mensah';
  const ws = wb.addWorksheet('Register 2025');
  ws.columns = [{ width: 24 }, { width: 11 }, { width: 10 }, { width: 14 }, { width: 10 }, { width: 14 }, { width: 16 }, { width: 10 }];
  ws.mergeCells('A1:H1'); ws.getCell('A1').value = 'KWAHU RIDGE SEC. SCHOOL OLD STUDENTS ASSOCIATION (KROSA)'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:H2'); ws.getCell('A2').value = `Dues & levies register 2025 - annual dues GH₵ ${K_DUES_RATE} per member, dormitory project levy GH₵ ${K_LEVY_RATE} per member (one-off)`; ws.getCell('A2').font = { italic: true };
  const hdr = (ref, v) => { const c = ws.getCell(ref); c.value = v; c.font = { bold: true }; c.alignment = { horizontal: 'center', vertical: 'middle', wrapText: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFCE4D6' } }; c.border = { top: { style: 'thin' }, bottom: { style: 'thin' }, left: { style: 'thin' }, right: { style: 'thin' } }; };
  ws.mergeCells('A4:A5'); hdr('A4', 'Year group');
  ws.mergeCells('B4:B5'); hdr('B4', 'Members on roll');
  ws.mergeCells('C4:D4'); hdr('C4', `Annual dues (GH₵ ${K_DUES_RATE})`); hdr('C5', 'No. paid'); hdr('D5', 'Amount');
  ws.mergeCells('E4:F4'); hdr('E4', `Project levy (GH₵ ${K_LEVY_RATE})`); hdr('E5', 'No. paid'); hdr('F5', 'Amount');
  ws.mergeCells('G4:G5'); hdr('G4', 'Total paid (GH₵)');
  ws.mergeCells('H4:H5'); hdr('H4', '% paid dues');
  const M = '#,##0.00'; const PC = '0.0%';
  let r = 6; const subRows = [];
  for (const g of V.krosa.reg.groups) {
    ws.mergeCells(r, 1, r, 8); ws.getCell(r, 1).value = g.decade; ws.getCell(r, 1).font = { bold: true, color: { argb: 'FF1F4E78' } }; r++;
    const first = r;
    for (const x of g.rows) {
      ws.getRow(r).values = [`Class of ${x.year}`, x.roll, x.dues, F(`C${r}*${K_DUES_RATE}`, x.duesAmt), x.levy, F(`E${r}*${K_LEVY_RATE}`, x.levyAmt), F(`D${r}+F${r}`, x.total), F(`C${r}/B${r}`, x.dues / x.roll)];
      r++;
    }
    const last = r - 1;
    const S = (c, v) => F(`SUM(${c}${first}:${c}${last})`, v);
    ws.getRow(r).values = [`Subtotal ${g.decade}`, S('B', g.roll), S('C', g.dues), S('D', g.duesAmt), S('E', g.levy), S('F', g.levyAmt), S('G', g.total), F(`C${r}/B${r}`, g.dues / g.roll)];
    ws.getRow(r).font = { bold: true, italic: true }; subRows.push(r); r++;
  }
  const R = V.krosa.reg;
  const T2 = (c, v) => F(subRows.map((x) => `${c}${x}`).join('+'), v);
  ws.getRow(r).values = ['TOTAL (all year groups)', T2('B', R.roll), T2('C', R.dues), T2('D', R.duesAmt), T2('E', R.levy), T2('F', R.levyAmt), T2('G', R.total), F(`C${r}/B${r}`, R.dues / R.roll)];
  ws.getRow(r).font = { bold: true };
  for (let i = 1; i <= 8; i++) ws.getCell(r, i).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  for (let i = 6; i <= r; i++) { for (const c of [4, 6, 7]) ws.getCell(i, c).numFmt = M; ws.getCell(i, 8).numFmt = PC; }
  r += 2;
  ws.getCell(r, 1).value = 'Year groups without a representative are not on this register. Dues paid in cash at the AGM are included.'; ws.getCell(r, 1).font = { italic: true, size: 9 };

  const w = wb.addWorksheet('Welfare 2025');
  w.columns = [{ width: 12 }, { width: 24 }, { width: 12 }, { width: 26 }, { width: 14 }];
  w.mergeCells('A1:E1'); w.getCell('A1').value = 'Welfare & bereavement support paid to members - 2025'; w.getCell('A1').font = { bold: true, size: 12 };
  w.getRow(3).values = ['Date', 'Member', 'Year group', 'Reason', 'Amount (GH₵)']; w.getRow(3).font = { bold: true };
  let wr = 4;
  for (const [d, name, yg, reason, amt] of K_WELFARE) { w.getRow(wr).values = [dmy(d), name, yg, reason, amt]; w.getCell(wr, 5).numFmt = M; wr++; }
  w.getRow(wr).values = ['', 'Total', '', '', F(`SUM(E4:E${wr - 1})`, V.krosa.welfare)]; w.getRow(wr).font = { bold: true }; w.getCell(wr, 5).numFmt = M;

  const n = wb.addWorksheet('Notes');
  n.getColumn(1).width = 100;
  ['Register kept by the Hon. Treasurer; updated from Paystack settlements, GCB deposits and cash receipts.', 'Project levy agreed at AGM of 15 March 2025: GH₵ 500 per member, payable by 31 December 2025.', 'Class of 2020 representative to follow up on levy (only 3 paid).'].forEach((t, i) => { n.getCell(i + 1, 1).value = t; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------ 4. Dormitory project workbook (xlsx)
export async function projectWorkbook(file, V) {
  const K = V.krosa;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Abena Owusu-Mensah';
  const ws = wb.addWorksheet('Budget v Spend');
  const pay = wb.addWorksheet('Payments');
  ws.columns = [{ width: 34 }, { width: 15 }, { width: 18 }, { width: 15 }, { width: 10 }];
  ws.mergeCells('A1:E1'); ws.getCell('A1').value = 'KROSA Boys\' Dormitory (Asante House) Renovation Project'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:E2'); ws.getCell('A2').value = 'Budget against spending to 31 December 2025 (GH₵)'; ws.getCell('A2').font = { italic: true };
  ws.getRow(4).values = ['Budget line', 'Approved budget', 'Spent to 31/12/2025', 'Remaining', '% spent'];
  ws.getRow(4).eachCell((c) => { c.font = { bold: true }; c.alignment = { horizontal: 'center', wrapText: true }; c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE2EFDA' } }; });
  const M = '#,##0.00;(#,##0.00);"-"';
  let r = 5; const subs = [];
  const np = K_PAYMENTS.length;
  for (const [group, lines] of K_BUDGET) {
    ws.getCell(r, 1).value = group; ws.getCell(r, 1).font = { bold: true }; r++;
    const first = r;
    for (const [line] of lines) {
      const L = K.budgetLines.find((x) => x.line === line);
      ws.getRow(r).values = [`   ${line}`, L.budget, F(`SUMIF(Payments!$D$4:$D$${3 + np},TRIM(A${r}),Payments!$E$4:$E$${3 + np})`, L.spent), F(`B${r}-C${r}`, L.remaining), F(`IF(B${r}=0,0,C${r}/B${r})`, L.spent / L.budget)];
      r++;
    }
    if (lines.length > 1) {
      const G = K.budgetGroups.find((x) => x.group === group);
      const S = (c, v) => F(`SUBTOTAL(9,${c}${first}:${c}${r - 1})`, v);
      ws.getRow(r).values = [`Subtotal ${group.slice(3).toLowerCase()}`, S('B', G.budget), S('C', G.spent), S('D', G.remaining), F(`C${r}/B${r}`, G.spent / G.budget)];
      ws.getRow(r).font = { bold: true, italic: true }; subs.push(r); r++;
    }
  }
  const tb = K.projBudget, ts = K.paid;
  ws.getRow(r).values = ['TOTAL PROJECT', F(`SUBTOTAL(9,B5:B${r - 1})`, tb), F(`SUBTOTAL(9,C5:C${r - 1})`, ts), F(`SUBTOTAL(9,D5:D${r - 1})`, tb - ts), F(`C${r}/B${r}`, ts / tb)];
  ws.getRow(r).font = { bold: true };
  for (let i = 1; i <= 5; i++) ws.getCell(r, i).border = { top: { style: 'thin' }, bottom: { style: 'double' } };
  for (let i = 5; i <= r; i++) { for (const c of [2, 3, 4]) ws.getCell(i, c).numFmt = M; ws.getCell(i, 5).numFmt = '0.0%'; }
  ws.getCell(r + 2, 1).value = 'Budget approved at AGM 15 March 2025. Contingency not yet drawn. Project funded from the levy and the Fidelity project savings account.'; ws.getCell(r + 2, 1).font = { italic: true, size: 9 };

  pay.columns = [{ width: 12 }, { width: 28 }, { width: 52 }, { width: 26 }, { width: 14 }, { width: 12 }];
  pay.mergeCells('A1:F1'); pay.getCell('A1').value = 'Dormitory project - payments made'; pay.getCell('A1').font = { bold: true, size: 12 };
  pay.getRow(3).values = ['Date', 'Payee', 'Description', 'Budget line', 'Amount (GH₵)', 'Ref']; pay.getRow(3).font = { bold: true };
  K_PAYMENTS.forEach(([d, payee, desc, line, amt, ref], i) => { pay.getRow(4 + i).values = [dmy(d), payee, desc, line, amt, ref]; pay.getCell(4 + i, 5).numFmt = '#,##0.00'; });
  pay.getRow(4 + np).values = ['', '', 'Total paid to 31/12/2025', '', F(`SUM(E4:E${3 + np})`, ts), '']; pay.getRow(4 + np).font = { bold: true }; pay.getCell(4 + np, 5).numFmt = '#,##0.00';
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------ 5. Treasurer's report to the AGM (docx)
export async function treasurerDocx(file, V) {
  const K = V.krosa; const t = K.repTotals; const R = K.reg;
  const net = t.incA - t.expA;
  const c = (v) => `GH₵ ${fmt(v, 2)}`;
  const children = [
    P("KWAHU RIDGE SECONDARY SCHOOL OLD STUDENTS' ASSOCIATION", { bold: true, size: 14, align: 'center' }),
    P("Hon. Treasurer's Report to the Annual General Meeting, Saturday 21 March 2026", { bold: true, align: 'center' }),
    P('Accounts for the year ended 31 December 2025', { italic: true, align: 'center', after: 240 }),
    P('Mr President, Old Students, ladies and gentlemen,'),
    P(`2025 was the year of the dormitory. Members answered the call for the project levy, and total income for the year, with homecoming and merchandise shown net of their costs, came to ${c(t.incA)} against a budget of ${c(t.incB)}. Expenditure was ${c(t.expA)}, leaving a deficit of ${c(-net)}, which was met from the project savings built up in 2024 as the AGM intended.`),
    P(`Annual dues were paid by ${R.dues} of the ${fmt(R.roll, 0)} old students on the register of year groups, and ${R.levy} members paid the GH₵ ${K_LEVY_RATE} levy. I thank the year-group representatives, especially the Class of 1993. I must again appeal to our younger year groups, whose payment rates remain low.`),
    P(`Scholarships were awarded to ${K_SCHOLARS} students of the school for the 2025/26 academic year. Homecoming on Saturday 29 November 2025 was well attended; ticket sales covered the event costs with a good margin. Since March we have collected dues, levies, tickets and donations through Paystack, which members find convenient; its fees are shown separately in the accounts.`),
    P('Summary against budget (GH₵)', { bold: true, before: 200 }),
  ];
  const rows = [['', 'Budget 2025', 'Actual 2025', 'Budget 2026']];
  const bold = [];
  for (const l of K.report) {
    if (l.heading) { bold.push(rows.length); rows.push([l.label, '', '', '']); continue; }
    rows.push([l.label, br(l.b25), br(l.a25), br(l.b26)]);
    if (l.label === 'Bank interest') { bold.push(rows.length); rows.push(['Total income', br(t.incB), br(t.incA), br(t.incB26)]); }
  }
  bold.push(rows.length); rows.push(['Total expenditure', br(t.expB), br(t.expA), br(t.expB26)]);
  bold.push(rows.length); rows.push(['Surplus/(deficit)', br(t.incB - t.expB), br(net), br(t.incB26 - t.expB26)]);
  children.push(T(rows, { widths: [3900, 1700, 1700, 1700], numCols: [1, 2, 3], boldRows: bold }));
  children.push(P('Administration covers printing, meetings and the AGM, transport, communication, the website and Sage subscription, and the audit fee.', { italic: true, size: 9, before: 80 }));
  children.push(P('Cash and bank at 31 December 2025', { bold: true, before: 200 }));
  const bank = [['Account', 'GH₵'], ...K_BANK.map(([n, v]) => [n, fmt(v, 2)]), ['Total', fmt(K.bankTotal, 2)]];
  children.push(T(bank, { widths: [5600, 2000], numCols: [1], boldRows: [bank.length - 1] }));
  children.push(P(`For 2026 the Executive proposes dues unchanged at GH₵ ${K_DUES_RATE}, a second and final levy to complete the dormitory, and a larger scholarship budget. The accounts were examined by Owusu, Badu & Co., Chartered Accountants.`, { before: 200 }));
  children.push(P('Abena Owusu-Mensah (Class of 1996), Hon. Treasurer'));
  await writeDocx(file, children, { title: "Treasurer's Report 2025", creator: 'Abena Owusu-Mensah' });
}

// ------------------------------------------------ 6. Photographed invoice (jpg)
export const invoiceLines = () => {
  const I = K_INVOICE;
  return [
    { t: 'ADOM BUILDING MATERIALS LTD', size: 30, bold: true, center: true },
    { t: 'Dealers in cement, iron rods, roofing & tiles', size: 17, center: true },
    { t: 'Accra-Kumasi Road, Nkawkaw  |  Tel 0244 318 902', size: 17, center: true },
    { t: `TIN: ${I.tin}   VAT Reg.`, size: 17, center: true },
    { rule: true },
    { t: 'TAX INVOICE', size: 26, bold: true, center: true },
    { cols: [`Invoice No: ${I.no}`, `Date: ${dmy(I.date)}`], size: 19 },
    { cols: ['Customer: KROSA Dormitory Project', 'Terms: Cash/Transfer'], size: 19 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit Price', 'Amount'], size: 19, bold: true },
    ...I.items.map(([d, , qn, p], i) => ({ table: true, cols: [d, String(qn), fmt(p, 2), fmt(I.lines[i], 2)], size: 19 })),
    { rule: true },
    { table: true, cols: ['Sub-total', '', '', fmt(I.subtotal, 2)], size: 19 },
    { table: true, cols: ['NHIL 2.5%', '', '', fmt(I.nhil, 2)], size: 19 },
    { table: true, cols: ['GETFund Levy 2.5%', '', '', fmt(I.getfund, 2)], size: 19 },
    { table: true, cols: ['COVID-19 Levy 1%', '', '', fmt(I.covid, 2)], size: 19 },
    { table: true, cols: ['Value before VAT', '', '', fmt(I.taxable, 2)], size: 19 },
    { table: true, cols: ['VAT 15%', '', '', fmt(I.vat, 2)], size: 19 },
    { rule: true },
    { table: true, cols: ['TOTAL (GH₵)', '', '', fmt(I.total, 2)], size: 23, bold: true },
    { gap: 18 },
    { t: 'Goods received in good condition by: E. Ofori', size: 17 },
    { t: 'Thank you for your patronage. Goods sold are not returnable.', size: 16, center: true },
  ];
};
export async function invoicePhoto(file) {
  await photoDocument(file, invoiceLines(), { width: 900, height: 1040, angle: -1.4, seed: 41, format: 'jpeg', tableX: [60, 560, 710, 840], margin: 60, noise: 22 });
}
