// Kinta Valley Kidney Patients' Welfare Society (Ipoh, Malaysia, RM, calendar year): the seven documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, styleHeader, F } from './office.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { RAW, MONTHS } from '../data.mjs';

const rm = (v) => fmt(v, 2);
const rm0 = (v) => fmt(v, 0);
const br0 = (v) => (Math.abs(v) < 0.5 ? '-' : v < 0 ? `(${rm0(-v)})` : rm0(v));
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dayName = (iso) => ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][new Date(`${iso}T12:00:00Z`).getUTCDay()];
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));

// ------------------------------------------------------------------ 1. Odoo Profit and Loss, quarters newest first (xlsx)
export async function odooPL(file, V) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Odoo';
  const ws = wb.addWorksheet('Profit and Loss');
  ws.columns = [{ width: 52 }, { width: 17 }, { width: 17 }, { width: 17 }, { width: 17 }];
  ws.getCell('A1').value = "Kinta Valley Kidney Patients' Welfare Society"; ws.getCell('A1').font = { bold: true };
  ws.getCell('A2').value = 'Profit and Loss'; ws.getCell('A2').font = { bold: true, size: 16 };
  ws.getCell('A3').value = 'Date: Q4 2025  |  Comparison: 3 previous periods  |  Posted Entries Only  |  Currency: MYR';
  ws.getCell('A3').font = { size: 9, color: { argb: 'FF666666' } };
  const hdr = ws.getRow(5);
  hdr.values = ['', 'Q4 2025', 'Q3 2025', 'Q2 2025', 'Q1 2025'];
  hdr.eachCell((c, i) => { c.font = { bold: true }; c.alignment = { horizontal: i === 1 ? 'left' : 'right' }; c.border = { bottom: { style: 'thin' } }; });
  const FMT = '"RM" #,##0.00;-"RM" #,##0.00';
  let r = 6;
  for (const row of RAW.K_ROWS) {
    const x = ws.getRow(r);
    x.getCell(1).value = row.label;
    x.getCell(1).alignment = { indent: row.depth * 2 };
    [3, 2, 1, 0].forEach((qi, j) => { const c = x.getCell(j + 2); c.value = row.vals[qi]; c.numFmt = FMT; });
    if (row.kind !== 'leaf') for (let i = 1; i <= 5; i++) x.getCell(i).font = { bold: true };
    if (row.kind === 'net') for (let i = 1; i <= 5; i++) x.getCell(i).border = { top: { style: 'thin' } };
    r++;
  }
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 2. Maybank2u Biz account history (csv), trailing signs
const signed = (v) => `${rm(Math.abs(v))}${v < 0 ? '-' : '+'}`;
export function maybankCsv(file, V) {
  const B = V.kinta.bank;
  const lines = [
    'MAYBANK2U BIZ - ACCOUNT TRANSACTION HISTORY',
    `Account Name :,PERSATUAN KEBAJIKAN PESAKIT BUAH PINGGANG LEMBAH KINTA`,
    'Account Type :,CURRENT ACCOUNT',
    'Account Number :,5580-1234-5678',
    'Statement Period :,01/10/2025 - 31/12/2025',
    `Opening Balance :,${q(signed(B.opening))}`,
    '',
    'Entry Date,Value Date,Transaction Description,Transaction Reference,Transaction Amount,Statement Balance',
  ];
  for (const r of B.rows) lines.push([dmy(r.date), dmy(r.date), r.desc, r.ref, signed(r.amount), signed(r.balance)].map(q).join(','));
  lines.push('');
  lines.push(`Total Credit :,${q(rm(B.credits))}`);
  lines.push(`Total Debit :,${q(rm(B.debits))}`);
  lines.push(`Closing Balance :,${q(signed(B.closing))}`);
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 3. Dialysis sessions workbook (xlsx, made by hand)
export async function sessionsWorkbook(file, V) {
  const S = V.kinta.sessions;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Sister Mary Loh';
  const ws = wb.addWorksheet('Sessions 2025');
  ws.columns = [{ width: 14 }, { width: 10 }, { width: 11 }, { width: 10 }, { width: 11 }, { width: 11 }, { width: 11 }, { width: 10 }, { width: 12 }, { width: 12 }];
  ws.mergeCells('A1:J1'); ws.getCell('A1').value = 'KINTA VALLEY CHARITY DIALYSIS CENTRE'; ws.getCell('A1').font = { bold: true, size: 14 };
  ws.mergeCells('A2:J2'); ws.getCell('A2').value = 'Haemodialysis sessions by funding source - January to December 2025'; ws.getCell('A2').font = { bold: true };
  ws.getCell('A3').value = '3 shifts a day, Monday to Saturday. Sponsored = paid from the Sponsor-a-Session fund.'; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'Month';
  ws.mergeCells('B5:E5'); ws.getCell('B5').value = 'Sessions by funding source';
  ws.getCell('B6').value = 'SOCSO'; ws.getCell('C6').value = 'Baitulmal'; ws.getCell('D6').value = 'Self-pay'; ws.getCell('E6').value = 'Sponsored';
  ws.mergeCells('F5:F6'); ws.getCell('F5').value = 'Total sessions';
  ws.mergeCells('G5:G6'); ws.getCell('G5').value = 'Treatment days';
  ws.mergeCells('H5:H6'); ws.getCell('H5').value = 'Machines';
  ws.mergeCells('I5:I6'); ws.getCell('I5').value = 'Capacity (machines x 3 x days)';
  ws.mergeCells('J5:J6'); ws.getCell('J5').value = 'Utilisation';
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= 10; c++) styleHeader(ws.getCell(r, c));
  let r = 7;
  const qRows = [];
  for (let qi = 0; qi < 4; qi++) {
    const first = r;
    for (let k = 0; k < 3; k++) {
      const m = S.months[qi * 3 + k];
      ws.getCell(r, 1).value = m.month;
      ws.getCell(r, 2).value = m.socso; ws.getCell(r, 3).value = m.baitulmal; ws.getCell(r, 4).value = m.self; ws.getCell(r, 5).value = m.sponsored;
      ws.getCell(r, 6).value = F(`SUM(B${r}:E${r})`, m.total);
      ws.getCell(r, 7).value = m.days; ws.getCell(r, 8).value = m.machines;
      ws.getCell(r, 9).value = F(`H${r}*3*G${r}`, m.capacity);
      ws.getCell(r, 10).value = F(`F${r}/I${r}`, m.util); ws.getCell(r, 10).numFmt = '0.0%';
      r++;
    }
    const Q = S.quarters[qi];
    ws.getCell(r, 1).value = `Q${qi + 1} total`;
    const map = { 2: 'socso', 3: 'baitulmal', 4: 'self', 5: 'sponsored', 6: 'total', 7: 'days', 9: 'capacity' };
    for (const [c, f] of Object.entries(map)) { const L = 'ABCDEFGHIJ'[c - 1]; ws.getCell(r, Number(c)).value = F(`SUM(${L}${first}:${L}${r - 1})`, Q[f]); }
    ws.getCell(r, 10).value = F(`F${r}/I${r}`, Q.util); ws.getCell(r, 10).numFmt = '0.0%';
    for (let c = 1; c <= 10; c++) { ws.getCell(r, c).font = { bold: true }; ws.getCell(r, c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F2F2' } }; }
    qRows.push(r);
    r++;
  }
  r++;
  const Y = S.year;
  ws.getCell(r, 1).value = 'TOTAL 2025';
  const map = { 2: 'socso', 3: 'baitulmal', 4: 'self', 5: 'sponsored', 6: 'total', 7: 'days', 9: 'capacity' };
  for (const [c, f] of Object.entries(map)) { const L = 'ABCDEFGHIJ'[c - 1]; ws.getCell(r, Number(c)).value = F(qRows.map((x) => `${L}${x}`).join('+'), Y[f]); }
  ws.getCell(r, 10).value = F(`F${r}/I${r}`, Y.util); ws.getCell(r, 10).numFmt = '0.0%';
  for (let c = 1; c <= 10; c++) { ws.getCell(r, c).font = { bold: true }; ws.getCell(r, c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  r += 2;
  ws.getCell(r, 1).value = 'Machine no. 7 out of service 3-14 Nov (board replaced); patients moved to other shifts.'; ws.getCell(r, 1).font = { italic: true, size: 9 };

  // rates
  const wr = wb.addWorksheet('Rates');
  wr.columns = [{ width: 30 }, { width: 18 }, { width: 50 }];
  wr.getCell('A1').value = 'Charges per haemodialysis session, 2025'; wr.getCell('A1').font = { bold: true, size: 13 };
  wr.getRow(3).values = ['Funding source', 'Rate per session (RM)', 'Who pays / how'];
  for (let c = 1; c <= 3; c++) styleHeader(wr.getCell(3, c));
  const rates = V.kinta.rates;
  const rr = [
    ['SOCSO (PERKESO)', rates.socso, 'Claimed monthly from PERKESO, paid by IBG the following month'],
    ['Baitulmal (MAIPk)', rates.baitulmal, 'Claimed monthly from Majlis Agama Islam Perak'],
    ['Self-pay', rates.self, 'Paid by the patient in cash or DuitNow at each session'],
    ['Sponsored', rates.sponsored, 'No charge to patient; cost met from the Sponsor-a-Session fund'],
    ['MOH dialysis subsidy', rates.moh, 'Per self-pay and sponsored session, claimed quarterly from the Ministry of Health'],
  ];
  rr.forEach((x, i) => { wr.getRow(4 + i).values = x; wr.getCell(4 + i, 2).numFmt = '#,##0.00'; });
  wr.getCell('A10').value = 'Committee decision of 10 Jan 2026: self-pay rate to change - see minutes.'; wr.getCell('A10').font = { italic: true, size: 9 };

  // patients
  const wp = wb.addWorksheet('Patients');
  wp.columns = [{ width: 30 }, { width: 10 }, { width: 10 }, { width: 10 }];
  wp.getCell('A1').value = 'Patients on the register at 31 December 2025'; wp.getCell('A1').font = { bold: true, size: 13 };
  wp.getRow(3).values = ['Funding source', 'Male', 'Female', 'Total'];
  for (let c = 1; c <= 4; c++) styleHeader(wp.getCell(3, c));
  const P_ = V.kinta.patients;
  P_.rows.forEach((x, i) => { const rw = 4 + i; wp.getRow(rw).values = [x.label, x.male, x.female]; wp.getCell(rw, 4).value = F(`B${rw}+C${rw}`, x.total); });
  const tr = 4 + P_.rows.length;
  wp.getCell(tr, 1).value = 'Total';
  wp.getCell(tr, 2).value = F(`SUM(B4:B${tr - 1})`, P_.rows.reduce((s, x) => s + x.male, 0));
  wp.getCell(tr, 3).value = F(`SUM(C4:C${tr - 1})`, P_.rows.reduce((s, x) => s + x.female, 0));
  wp.getCell(tr, 4).value = F(`SUM(D4:D${tr - 1})`, P_.total);
  for (let c = 1; c <= 4; c++) wp.getCell(tr, c).font = { bold: true };
  wp.getCell(tr + 2, 1).value = 'Movements in 2025'; wp.getCell(tr + 2, 1).font = { bold: true };
  wp.getRow(tr + 3).values = ['New patients', P_.newPatients];
  wp.getRow(tr + 4).values = ['Deaths', P_.deaths];
  wp.getRow(tr + 5).values = ['Transferred to other centres', P_.transfers];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. Donorbox export (csv)
const email = (name) => {
  if (name === 'Anonymous') return '';
  const parts = name.toLowerCase().replace(/[^a-z ]/g, '').split(' ').filter((w) => !['bin', 'binti', 'dr'].includes(w));
  return `${parts.slice(0, 2).join('.')}@${name.length % 3 === 0 ? 'gmail.com' : name.length % 3 === 1 ? 'yahoo.com.my' : 'hotmail.com'}`;
};
export function donorboxCsv(file, V) {
  const head = ['Name', 'Email', 'Campaign', 'Amount', 'Currency', 'Processing Fee', 'Platform Fee', 'Net Amount', 'Donation Date', 'Recurring Donation', 'Status', 'Donation ID', 'Payment Method', 'Comment'];
  const lines = [head.join(',')];
  for (const d of V.kinta.donorbox) {
    lines.push([d.name, email(d.name), d.campaign, rm(d.amount).replace(/,/g, ''), 'MYR', d.processing.toFixed(2), d.platform.toFixed(2), d.net.toFixed(2), `${d.at} +0800`, d.recurring, d.status, d.id, 'Stripe (card)', d.comment].map(q).join(','));
  }
  fs.writeFileSync(file, '\ufeff' + lines.join('\n') + '\n');
}

// ------------------------------------------------------------------ 5. Treasurer's report to the AGM (docx)
export async function treasurerDocx(file, V) {
  const R = V.kinta.report;
  const m = V.kinta.minutes;
  const deficit = (v) => (v < 0 ? `a deficit of RM ${rm0(-v)}` : `a surplus of RM ${rm0(v)}`);
  const rows = [['', 'Budget 2025', 'Actual 2025', 'Variance fav/(adv)', 'Actual 2024', 'Budget 2026']];
  const groups = RAW.K_GROUPS;
  const add = (side, title, totLabel) => {
    rows.push([title, '', '', '', '', '']);
    const gs = groups.filter((g) => g.side === side);
    for (const g of gs) { const t = R.table[g.label]; rows.push([`   ${g.label}`, br0(t.b25), br0(t.a25), br0(t.variance), br0(t.a24), br0(t.b26)]); }
    const s = (f) => gs.reduce((a, g) => a + R.table[g.label][f], 0);
    const v = side === 'income' ? s('a25') - s('b25') : s('b25') - s('a25');
    rows.push([totLabel, br0(s('b25')), br0(s('a25')), br0(v), br0(s('a24')), br0(s('b26'))]);
  };
  add('income', 'INCOME', 'Total income');
  add('exp', 'EXPENDITURE', 'Total expenditure');
  rows.push(['Surplus / (deficit) for the year', br0(R.surplus_b25), br0(R.surplus_a25), br0(R.surplus_a25 - R.surplus_b25), br0(R.surplus_a24), br0(R.surplus_b26)]);
  const bold = rows.map((r, i) => (/^(INCOME|EXPENDITURE|Total|Surplus)/.test(r[0]) ? i : -1)).filter((i) => i > 0);
  const cashRows = [['', 'RM'], ...Object.entries(R.cash).map(([l, v]) => [l, rm(v)]), ['Total cash and deposits', rm(R.cashTotal)]];
  const kids = [
    P("KINTA VALLEY KIDNEY PATIENTS' WELFARE SOCIETY", { bold: true, align: 'center', size: 14, after: 40 }),
    P('(Persatuan Kebajikan Pesakit Buah Pinggang Lembah Kinta)  PPM-008-08-14031987', { align: 'center', size: 9 }),
    P("Honorary Treasurer's Report for the year ended 31 December 2025", { bold: true, align: 'center', size: 13, before: 120 }),
    P(`To be presented at the 38th Annual General Meeting, ${dayName(m.agm)} ${longD(m.agm)}`, { align: 'center', italic: true, after: 240 }),
    P('Dear members,'),
    P(`In 2025 our charity dialysis centre provided ${rm0(R.sessions)} haemodialysis sessions (2024: ${rm0(R.sessions2024)}) and had ${R.patients} patients on its register at the end of the year. Every session for a patient who cannot pay was met by SOCSO, Baitulmal or, for our sponsored patients, by your donations to the Sponsor-a-Session fund.`),
    P(`Total income for the year was RM ${rm0(R.income_a25)} against a budget of RM ${rm0(R.income_b25)}, and total expenditure was RM ${rm0(R.exp_a25)} against a budget of RM ${rm0(R.exp_b25)}, giving ${deficit(R.surplus_a25)} (2024: ${deficit(R.surplus_a24)}). Fee income was well ahead of budget because SOCSO referrals grew, but staff costs rose after the nurses' salary review in July and consumables, medication and laboratory tests cost more than planned.`),
    P(`The Machine Appeal, launched in April 2025, raised RM ${rm0(R.appealRaised)} during the year towards its target of RM ${rm0(R.appealTarget)} for two new machines. The charity dinner in August sold fewer tables than we hoped. The 2026 budget allows for the two new machines and the new self-paying rate agreed by the committee in January.`),
    P('Income and expenditure against budget (RM)', { bold: true, before: 120 }),
    T(rows, { widths: [3300, 1150, 1150, 1250, 1150, 1150], numCols: [1, 2, 3, 4, 5], boldRows: bold, size: 8.5 }),
    P('Variance is favourable when income is above budget or spending below it. The 2025 figures are from the draft accounts and are subject to audit.', { italic: true, size: 8.5, before: 60 }),
    P('Cash and deposits at 31 December 2025', { bold: true, before: 120 }),
    T(cashRows, { widths: [4600, 1800], numCols: [1], boldRows: [cashRows.length - 1], size: 9.5 }),
    P(''),
    P(`The accounts will be audited by ${m.auditor}, whom the committee has recommended for reappointment. I thank our donors, the nursing team and the volunteers who count the donation boxes every month.`),
    P(`${m.treasurer}`, { before: 200, after: 0 }),
    P('Honorary Treasurer', { after: 0 }),
  ];
  await writeDocx(file, kids, { title: "Treasurer's Report 2025", creator: m.treasurer });
}

// ------------------------------------------------------------------ 6. Committee minutes (pdf)
export async function minutesPdf(file, V) {
  const m = V.kinta.minutes;
  const { doc, end } = newPdf(file, { margin: 60, title: 'Minutes of the Management Committee Meeting', author: m.secretary });
  doc.font('SB').fontSize(13).text("KINTA VALLEY KIDNEY PATIENTS' WELFARE SOCIETY", { align: 'center' });
  doc.font('SR').fontSize(11).text(`Minutes of the Management Committee Meeting No. 1/2026 held on ${dayName(m.date)}, ${longD(m.date)} at 2.30 p.m. at the Centre, Jalan Raja Ekram, Ipoh`, { align: 'center' });
  doc.moveDown(1);
  const p = (t, o = {}) => { doc.font(o.bold ? 'SB' : 'SR').fontSize(10.5).text(t, { align: 'justify', lineGap: 1.5 }); doc.moveDown(0.5); };
  p('Present:', { bold: true });
  p(`Mr. ${m.president} (President), Puan ${m.vice} (Vice-President), Ms. ${m.treasurer} (Hon. Treasurer), Mr. ${m.secretary} (Hon. Secretary), ${m.adviser} (Medical Adviser), Mr. Loo Chee Wah, Madam Parvathy Nair (Committee members).`);
  p('In attendance: Sister Mary Loh (Nurse Manager).');
  p('1. Confirmation of minutes', { bold: true });
  p('The minutes of the meeting of 8 November 2025 were confirmed, proposed by Mr. Loo Chee Wah and seconded by Madam Parvathy Nair.');
  p('2. Treasurer\'s report', { bold: true });
  p('The Hon. Treasurer tabled the draft income and expenditure for 2025. The year shows a small deficit after depreciation; fee income is ahead of budget but staff costs are over. The final report will be presented to the AGM.');
  p('3. New dialysis machines', { bold: true });
  p(`The Machine Appeal has raised enough with the reserve to buy two machines. Three quotations were considered. It was resolved that the Society buy ${['no', 'one', 'two', 'three', 'four'][m.machines]} new haemodialysis machines from ${m.supplier} at RM ${rm(m.machinePrice)} each, including installation and two years' service, delivery in March 2026.`);
  p('4. Self-paying patients', { bold: true });
  p(`Consumable prices have risen by about 8%. It was resolved that the charge to self-paying patients be raised from RM ${rm(m.selfOld)} to RM ${rm(m.selfNew)} per session with effect from ${longD(m.selfFrom)}. Patients who cannot pay the new rate may apply to the Sponsor-a-Session fund.`);
  p('5. Audit', { bold: true });
  p(`It was resolved to recommend to the AGM the reappointment of ${m.auditor} as auditors for 2025 at a fee of RM ${rm(m.auditFee)}.`);
  p('6. Events and dates', { bold: true });
  p(`The 38th Annual General Meeting will be held on ${dayName(m.agm)}, ${longD(m.agm)} at 10.00 a.m. The charity dinner 2026 will be held on ${dayName(m.dinner)}, ${longD(m.dinner)}. The next committee meeting will be on ${dayName(m.next)}, ${longD(m.next)}.`);
  p('There being no other business, the meeting ended at 4.50 p.m.');
  doc.moveDown(1);
  doc.font('SR').fontSize(10.5).text(`Recorded by: ${m.secretary}, Hon. Secretary`, { align: 'left' });
  doc.text(`Confirmed by: ${m.president}, President`, { align: 'left' });
  await end();
}

// ------------------------------------------------------------------ 7. Restaurant tax invoice photo (jpg)
export async function receiptPhoto(file, V) {
  const rc = V.kinta.receipt;
  const [y, mo, d] = rc.date.split('-');
  const lines = [
    { t: rc.shop, size: 19, bold: true, center: true },
    { t: rc.reg, size: 15, center: true },
    { t: 'No. 18, Jalan Sultan Yussuf, 30000 Ipoh, Perak', size: 15, center: true },
    { t: 'Tel: 05-241 8823', size: 15, center: true },
    { t: `SST Reg No: ${rc.sst}`, size: 15, center: true },
    { gap: 6 },
    { t: 'TAX INVOICE', size: 20, bold: true, center: true },
    { cols: [`Inv No: ${rc.inv}`, `Table: ${rc.table}`], size: 16 },
    { cols: [`Date: ${d}/${mo}/${y}  ${rc.time}`, `Pax: ${rc.pax}`], size: 16 },
    { cols: ['Cashier: Ah Mei'], size: 16 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Price', 'Amt'], size: 16, bold: true },
    ...rc.items.map(([name, qn, p]) => ({ table: true, cols: [name, String(qn), rm(p), rm(qn * p)], size: 16 })),
    { rule: true },
    { cols: ['Sub-Total', rm(rc.subtotal)], size: 17 },
    { cols: ['Service Charge 10%', rm(rc.service)], size: 17 },
    { cols: ['Service Tax 6%', rm(rc.tax)], size: 17 },
    { cols: ['Rounding Adj', rc.rounding.toFixed(2)], size: 17 },
    { cols: ['TOTAL (RM)', rm(rc.total)], size: 21, bold: true },
    { rule: true },
    { cols: [rc.payment, rm(rc.total)], size: 17 },
    { cols: ['Change', '0.00'], size: 17 },
    { gap: 10 },
    { t: 'Thank you. Please come again!', size: 15, center: true },
    { t: 'Terima kasih', size: 15, center: true },
  ];
  await photoDocument(file, lines, { width: 600, height: 800, angle: 0.7, seed: 77, format: 'jpeg', mono: true, margin: 30, tableX: [30, 380, 480, 570], noise: 32 });
}
