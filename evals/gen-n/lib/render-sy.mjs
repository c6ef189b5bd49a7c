// Renders Sayang Seniors Befriending Network Ltd's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { SY, ORGS } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { photoDocument } from './photo.mjs';
import { fmt, acct, longDate, dmy, xlDate, P, H, wordTable, writeDocx, newBook, F } from './office.mjs';

const ORG = ORGS.sayang.name;

// ------------------------------------------------------------------ audited financial statements (PDF, portrait)
async function fs_(file) {
  const { doc, end } = newPdf(file, { size: 'A4', margin: 50, title: 'Financial statements FY2025/26', author: ORG });
  const LX = 50;
  const page = (n) => { doc.font('R').fontSize(8).text(`${ORG} · Financial statements for the financial year ended 31 March 2026 · page ${n}`, LX, 800, { width: 495, align: 'center', lineBreak: false }); doc.x = LX; };
  const heading = (t, sub) => { doc.font('SB').fontSize(11).text(t, LX, doc.y); if (sub) doc.font('SR').fontSize(9).text(sub, LX); doc.moveDown(0.6); };
  const cols = (right, heads) => {
    const y0 = doc.y;
    doc.font('B').fontSize(8);
    heads.forEach((h, i) => h.forEach((t, j) => doc.text(t, right[i] - 72, y0 + j * 9.5, { width: 72, align: 'right', lineBreak: false })));
    const depth = Math.max(...heads.map((h) => h.length));
    doc.moveTo(LX, y0 + depth * 9.5 + 2).lineTo(545, y0 + depth * 9.5 + 2).lineWidth(0.5).stroke();
    doc.y = y0 + depth * 9.5 + 7; doc.x = LX;
  };
  const row = (right, label, vals, { bold = false, indent = 0, rule = false, gapAfter = 0 } = {}) => {
    const y = doc.y;
    if (rule) for (const x of right.slice(-4)) doc.moveTo(x - 60, y - 2).lineTo(x, y - 2).lineWidth(0.4).stroke();
    doc.font(bold ? 'B' : 'R').fontSize(8.5).text(label, LX + indent * 10, y, { lineBreak: false, width: 230 });
    vals.forEach((v, i) => { if (v !== null && v !== undefined && v !== '') doc.text(String(v), right[i] - 72, y, { width: 72, align: 'right', lineBreak: false }); });
    doc.y = y + 13 + gapAfter; doc.x = LX;
  };
  // SOFA columns: Note | Unrestricted | Restricted | Total 2026 | Total 2025
  const R = [300, 365, 430, 492, 545];
  const SH = [['Note'], ['Unrestricted', 'funds', 'S$'], ['Restricted', 'funds', 'S$'], ['Total', '2026', 'S$'], ['Total', '2025', 'S$']];
  const sofaRow = (l, o) => row(R, l.line, [l.note ?? '', acct(l.v[0]), acct(l.v[1]), acct(l.total), acct(l.prior)], { indent: 1, ...o });
  const totRow = (label, arr, o) => row(R, label, ['', acct(arr[0]), acct(arr[1]), acct(arr[2]), acct(arr[3])], { bold: true, ...o });

  doc.font('SB').fontSize(14).text(ORG.toUpperCase(), LX, 50);
  doc.font('SR').fontSize(9).text('(Incorporated in Singapore as a company limited by guarantee, UEN 201523456K. Registered charity with Institution of a Public Character status.)', LX, doc.y, { width: 495 });
  doc.moveDown(1.2);
  heading('STATEMENT OF FINANCIAL ACTIVITIES', 'for the financial year ended 31 March 2026');
  cols(R, SH);
  row(R, 'INCOME', [], { bold: true });
  for (const l of SY.sofaIncome) sofaRow(l);
  totRow('Total income', SY.totInc, { rule: true, gapAfter: 6 });
  row(R, 'EXPENDITURE', [], { bold: true });
  row(R, 'Cost of generating funds', [], { indent: 1 });
  for (const l of SY.sofaExp.slice(0, 2)) sofaRow(l, { indent: 2 });
  row(R, 'Charitable activities', [], { indent: 1 });
  for (const l of SY.sofaExp.slice(2, 4)) sofaRow(l, { indent: 2 });
  doc.font('I').fontSize(8).text('The statement continues on the next page.', LX, doc.y + 14);
  page(1);
  doc.addPage();
  heading('STATEMENT OF FINANCIAL ACTIVITIES (continued)', 'for the financial year ended 31 March 2026');
  cols(R, SH);
  row(R, 'EXPENDITURE (continued)', [], { bold: true });
  row(R, 'Charitable activities (continued)', [], { indent: 1 });
  sofaRow(SY.sofaExp[4], { indent: 2 });
  sofaRow(SY.sofaExp[5]);
  totRow('Total expenditure', SY.totExp, { rule: true, gapAfter: 6 });
  totRow('Net income / (expenditure) before transfers', SY.netBefore);
  row(R, 'Transfers between funds', ['11', acct(SY.transfer[0]), acct(SY.transfer[1]), acct(0), acct(0)], { indent: 1 });
  totRow('Net movement in funds', SY.movement, { rule: true });
  row(R, 'Total funds brought forward', ['', acct(SY.fundsOpen[0]), acct(SY.fundsOpen[1]), acct(SY.fundsOpen[2]), acct(SY.fundsOpen[3])], { indent: 1 });
  totRow('Total funds carried forward', SY.fundsClose, { rule: true, gapAfter: 24 });

  heading('STATEMENT OF FINANCIAL POSITION', 'as at 31 March 2026');
  const R2 = [360, 450, 540];
  cols(R2, [['Note'], ['2026', 'S$'], ['2025', 'S$']]);
  const b = SY.sofp;
  const sp = (label, note, v, o) => row(R2, label, [note, acct(v[0]), acct(v[1])], o);
  const add = (...arrs) => [0, 1].map((i) => arrs.reduce((s, a) => s + a[i], 0));
  row(R2, 'ASSETS', [], { bold: true });
  row(R2, 'Non-current assets', [], { indent: 1 });
  sp('Plant and equipment', '9', b.ppe, { indent: 2 });
  row(R2, 'Current assets', [], { indent: 1 });
  sp('Fixed deposits', '10', b.fd, { indent: 2 });
  sp('Receivables and prepayments', '', b.recv, { indent: 2 });
  sp('Cash and bank balances', '10', b.cash, { indent: 2 });
  const ta = add(b.ppe, b.fd, b.recv, b.cash);
  sp('Total assets', '', ta, { bold: true, rule: true, gapAfter: 6 });
  row(R2, 'LIABILITIES', [], { bold: true });
  sp('Payables and accruals', '', b.pay, { indent: 2 });
  sp('Deferred grant income', '5', b.deferred, { indent: 2 });
  const tl = add(b.pay, b.deferred);
  sp('Total liabilities', '', tl, { bold: true, rule: true, gapAfter: 6 });
  sp('NET ASSETS', '', [ta[0] - tl[0], ta[1] - tl[1]], { bold: true, gapAfter: 6 });
  row(R2, 'FUNDS', [], { bold: true });
  sp('Unrestricted funds', '12', [SY.fundsClose[0], SY.fundsOpen[0]], { indent: 2 });
  sp('Restricted funds', '11', [SY.fundsClose[1], SY.fundsOpen[1]], { indent: 2 });
  sp('Total funds', '', [SY.fundsClose[2], SY.fundsClose[3]], { bold: true, rule: true });
  page(2);
  doc.addPage();

  heading('NOTES TO THE FINANCIAL STATEMENTS (extract)');
  const para = (t) => { doc.font('SR').fontSize(9).text(t, LX, doc.y, { width: 495, align: 'justify' }); doc.moveDown(0.5); };
  const sub = (t) => { doc.font('SB').fontSize(9.5).text(t, LX); doc.moveDown(0.2); };
  const don = SY.sofaIncome[0];
  sub('4. Donations');
  para(`Donations of S$${fmt(don.total)} (2025: S$${fmt(don.prior)}) qualified for tax deduction and tax-deductible receipts were issued to the donors through the Inland Revenue Authority of Singapore. Restricted donations were given for the Emergency Assistance Fund and the Festive Hampers Fund. Donations received through the GiveLah platform are recorded gross; platform and card processing fees are included in other fundraising costs.`);
  sub('5. Grants');
  para('Government grants comprise the Ageing Well Community Grant for the befriending and active ageing programmes. Foundation grants comprise the Straits Foundation grant for home visits. Grant instalments received for periods after 31 March 2026 are shown as deferred grant income.');
  sub('6. Fundraising event');
  para(`The Charity's annual fundraising walk, Walk With Me 2026, was held on Sunday ${longDate(SY.walkDate)}. Event income comprises registrations, sponsorships, online and on-the-day donations and merchandise sales; direct event costs are shown as fundraising event costs.`);
  sub('8. Staff costs');
  const R4 = [420, 500];
  cols(R4, [['2026', 'S$'], ['2025', 'S$']]);
  for (const s of SY.staff) row(R4, s.line, [acct(s.v), acct(s.prior)], { indent: 1 });
  row(R4, 'Total staff costs', [acct(SY.staffTotal), acct(SY.staff.reduce((t, s) => t + s.prior, 0))], { bold: true, rule: true, gapAfter: 4 });
  para(`Staff costs are allocated to the programmes and to governance and support costs by time spent. The Charity had ${SY.employees[0]} employees at 31 March 2026 (2025: ${SY.employees[1]}). No employee received annual remuneration of S$100,000 or more.`);
  sub('11. Restricted funds');
  const R3 = [300, 362, 424, 486, 545];
  cols(R3, [['At', '1 April', '2025'], ['Income'], ['Expenditure'], ['Transfers'], ['At', '31 March', '2026']]);
  for (const f of SY.rfunds) row(R3, f.name, [acct(f.open), acct(f.inc), acct(f.exp), acct(f.tr), acct(f.close)], { indent: 1 });
  const T = (k) => SY.rfunds.reduce((s, f) => s + f[k], 0);
  row(R3, 'Total restricted funds', [acct(T('open')), acct(T('inc')), acct(T('exp')), acct(T('tr')), acct(T('close'))], { bold: true, rule: true, gapAfter: 4 });
  para('The transfer from unrestricted funds covered the cost of festive hampers delivered in excess of the restricted donations received for them.');
  sub('12. Reserves');
  para(`The Board's reserves policy is to hold unrestricted funds equal to ${SY.reservePolicy.replace('6 to 12', 'between 6 and 12')} of total annual expenditure, to protect the befriending service against a sudden loss of income. Unrestricted funds at 31 March 2026 were S$${fmt(SY.fundsClose[0])} (2025: S$${fmt(SY.fundsOpen[0])}). Fixed deposits are placed with DBS Bank for terms of up to twelve months.`);
  doc.moveDown(0.6);
  para(`Independent auditor: ${SY.auditors}, Public Accountants and Chartered Accountants, Singapore. The financial statements were authorised for issue by the Board of Directors on ${longDate(SY.fsAuthorised)}.`);
  page(3);
  await end();
}

// ------------------------------------------------------------------ GiveLah export (CSV)
function givelah(file) {
  const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
  const n2 = (v) => v.toFixed(2);
  const head = ['Donation ID', 'Donation Date', 'Donor Name', 'Donor Type', 'Campaign', 'Payment Method', 'Gross Amount (SGD)', 'Platform Fee (SGD)', 'Processing Fee (SGD)', 'Net Amount (SGD)', 'Tax Deductible', 'Payout Date', 'Notes'];
  const rows = SY.gifts.map((g) => [g.id, dmy(g.d), g.donor, g.type, g.campaign, g.method, n2(g.gross), n2(g.platform), n2(g.processing), n2(g.net), g.tax, g.payout ? dmy(g.payout) : 'Pending', g.refund ? `Refund of duplicate donation ${g.refOf}` : '']);
  fs.writeFileSync(file, [head, ...rows].map((r) => r.map(q).join(',')).join('\n') + '\n');
}

// ------------------------------------------------------------------ Walk With Me reconciliation (xlsx)
async function walk(file) {
  const wb = newBook('Farah Ismail');
  const ws = wb.addWorksheet('Reconciliation');
  ws.columns = [{ width: 52 }, { width: 9 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 14 }];
  ws.addRow([ORG]).font = { bold: true, size: 13 };
  ws.addRow(['Walk With Me 2026 - event reconciliation']).font = { bold: true };
  ws.addRow([`Event date: Sunday ${longDate(SY.walkDate)}, Bishan-Ang Mo Kio Park`]);
  ws.addRow([`Prepared by ${SY.people.ed} (Executive Director), 20 March 2026. Reviewed by ${SY.people.treasurer} (Treasurer).`]);
  ws.addRow([]);
  const money = '#,##0.00;(#,##0.00);"-"';
  const section = (title, lines) => {
    const h = ws.addRow([title, 'Qty', 'Unit price (S$)', 'Budget (S$)', 'Actual (S$)', 'Variance (S$)']);
    h.font = { bold: true };
    const first = h.number + 1;
    lines.forEach((l, i) => {
      const n = first + i;
      const actual = l.qty !== undefined ? F(`B${n}*C${n}`, l.amt) : l.formula ? F(l.formula, l.amt) : l.amt;
      const r = ws.addRow([l.item, l.qty ?? null, l.price ?? null, l.budget, actual, F(`E${n}-D${n}`, l.varc)]);
      for (const c of [3, 4, 5, 6]) r.getCell(c).numFmt = money;
    });
    return [first, first + lines.length - 1];
  };
  // the on-the-day donations line links to the cash section below; its row number is known once laid out
  const incLines = SY.walkIncome.map((l) => ({ ...l }));
  const [i1, i2] = section('A. INCOME', incLines);
  const ti = ws.addRow(['Total income', null, null, F(`SUM(D${i1}:D${i2})`, SY.walkBudInc), F(`SUM(E${i1}:E${i2})`, SY.walkTotInc), F(`E${i2 + 1}-D${i2 + 1}`, Math.round((SY.walkTotInc - SY.walkBudInc) * 100) / 100)]);
  ti.font = { bold: true }; for (const c of [4, 5, 6]) ti.getCell(c).numFmt = money;
  ws.addRow([]);
  const [c1, c2] = section('B. COSTS', SY.walkCosts);
  const tc = ws.addRow(['Total costs', null, null, F(`SUM(D${c1}:D${c2})`, SY.walkBudCost), F(`SUM(E${c1}:E${c2})`, SY.walkTotCost), F(`E${c2 + 1}-D${c2 + 1}`, Math.round((SY.walkTotCost - SY.walkBudCost) * 100) / 100)]);
  tc.font = { bold: true }; for (const c of [4, 5, 6]) tc.getCell(c).numFmt = money;
  ws.addRow([]);
  const tiN = ti.number, tcN = tc.number;
  const net = ws.addRow(['NET SURPLUS', null, null, F(`D${tiN}-D${tcN}`, SY.walkBudInc - SY.walkBudCost), F(`E${tiN}-E${tcN}`, SY.walkNet), null]);
  net.font = { bold: true }; for (const c of [4, 5]) net.getCell(c).numFmt = money;
  const ratio = ws.addRow(['Cost-to-income ratio', null, null, F(`D${tcN}/D${tiN}`, SY.walkBudCost / SY.walkBudInc), F(`E${tcN}/E${tiN}`, SY.walkTotCost / SY.walkTotInc), null]);
  ratio.getCell(4).numFmt = '0.0%'; ratio.getCell(5).numFmt = '0.0%';
  ws.addRow([]);
  ws.addRow(['C. DONATIONS TAKEN ON THE DAY']).font = { bold: true };
  const cc = SY.walkCash;
  const r1 = ws.addRow(['Cash counted at the event (two counters)', null, null, null, cc.counted]);
  const r2 = ws.addRow(['PayNow QR donations on the day', null, null, null, cc.paynowQR]);
  const r3 = ws.addRow(['Total donations on the day (to income above)', null, null, null, F(`E${r1.number}+E${r2.number}`, cc.counted + cc.paynowQR)]);
  const r4 = ws.addRow([`Cash banked at DBS on ${longDate(cc.bankedOn)}`, null, null, null, cc.banked]);
  const r5 = ws.addRow(['Difference: cash counted less cash banked', null, null, null, F(`E${r1.number}-E${r4.number}`, Math.round((cc.counted - cc.banked) * 100) / 100)]);
  for (const r of [r1, r2, r3, r4, r5]) r.getCell(5).numFmt = money;
  r5.font = { bold: true };
  ws.addRow(['Shortfall accepted by the Treasurer as a counting error; float coins not separated on the day.']).font = { italic: true, size: 9 };
  // link the income line to the cash section
  const dayRow = i1 + SY.walkIncome.findIndex((l) => /on the day/.test(l.item));
  ws.getCell(`E${dayRow}`).value = F(`E${r3.number}`, cc.counted + cc.paynowQR);
  // and the GiveLah line carries a note
  ws.addRow(['Online donations: campaign "Walk With Me 2026" in the GiveLah export, net of platform and card fees.']).font = { italic: true, size: 9 };
  ws.addRow([`Printing: Kallang Print Hub tax invoice dated ${dmy(SY.print.date)}, including GST.`]).font = { italic: true, size: 9 };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ budget FY2026/27 phased by month, months down the side (xlsx)
async function budget(file) {
  const wb = newBook(SY.people.treasurer);
  const ws = wb.addWorksheet('Budget FY2026-27');
  const heads = ['Month', ...SY.bInc, 'Total income', ...SY.bExp, 'Total expenditure', 'Surplus / (deficit)'];
  ws.columns = heads.map((h, i) => ({ width: i === 0 ? 12 : 13 }));
  ws.addRow([`${ORG} - Budget FY2026/27 (1 April 2026 - 31 March 2027)`]).font = { bold: true, size: 12 };
  ws.addRow([`Monthly phasing, S$. Approved by the Board of Directors on ${longDate(SY.budgetApproved)}.`]);
  ws.addRow([]);
  const h = ws.addRow(heads);
  h.font = { bold: true }; h.alignment = { wrapText: true, vertical: 'top' }; h.height = 32;
  const L = (i) => String.fromCharCode(65 + i); // column letter
  const nInc = SY.bInc.length, nExp = SY.bExp.length;
  const cInc = 1 + nInc, cExp = cInc + 1 + nExp, cSur = cExp + 1; // zero-based column of totals
  const first = h.number + 1;
  SY.bmonths.forEach((ym, i) => {
    const n = first + i;
    const [y, m] = ym.split('-').map(Number);
    const r = ws.addRow([
      new Date(Date.UTC(y, m - 1, 1)),
      ...SY.bInc.map((c) => SY.bcols[c][i]),
      F(`SUM(B${n}:${L(cInc - 1)}${n})`, SY.bTotInc[i]),
      ...SY.bExp.map((c) => SY.bcols[c][i]),
      F(`SUM(${L(cInc + 1)}${n}:${L(cExp - 1)}${n})`, SY.bTotExp[i]),
      F(`${L(cInc)}${n}-${L(cExp)}${n}`, SY.bSurplus[i]),
    ]);
    r.getCell(1).numFmt = 'mmm-yy';
    for (let c = 2; c <= heads.length; c++) r.getCell(c).numFmt = '#,##0;(#,##0);"-"';
  });
  const last = first + SY.bmonths.length - 1;
  const tot = ws.addRow(['Total', ...heads.slice(1).map((_, j) => {
    const c = L(j + 1);
    const vals = j + 1 === cInc ? SY.bTotInc : j + 1 === cExp ? SY.bTotExp : j + 1 === cSur ? SY.bSurplus : SY.bcols[heads[j + 1]];
    return F(`SUM(${c}${first}:${c}${last})`, vals.reduce((s, v) => s + v, 0));
  })]);
  tot.font = { bold: true };
  for (let c = 2; c <= heads.length; c++) { tot.getCell(c).numFmt = '#,##0;(#,##0);"-"'; tot.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  ws.addRow([]);
  for (const note of [
    'Notes',
    'Grants: Ageing Well Community Grant paid half-yearly in April and October; Straits Foundation instalments in July and January.',
    'Staff costs include the annual wage supplement (AWS) paid with December salaries, and increments from January 2027.',
    'Rent & utilities reflect the lease renewal from July 2026.',
    'Fundraising events: Walk With Me 2027 planned for March 2027.',
  ]) ws.addRow([note]).font = { italic: note !== 'Notes', bold: note === 'Notes', size: 9 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: h.number }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ board report (docx)
async function board(file) {
  const k = SY.kpi;
  const v = (x, pct) => (pct ? `${x.toFixed(1)}%` : fmt(x));
  const kt = [['Indicator', 'FY2024/25 actual', 'FY2025/26 target', 'FY2025/26 actual'], ...k.map((r) => [r.name, ...r.v.map((x) => v(x, r.pct))]), ['Cost per senior befriended (S$)', fmt(SY.costPerSenior[0], 2), '-', fmt(SY.costPerSenior[1], 2)]];
  const tt = [['Tier', 'Monthly gift (S$)', 'Donors at 31 Mar 2025', 'Donors at 31 Mar 2026'], ...SY.tiers.map((t) => [t.tier, fmt(t.gift), fmt(t.d[0]), fmt(t.d[1])]), ['All tiers', '', fmt(SY.tiers.reduce((s, t) => s + t.d[0], 0)), fmt(SY.tiers.reduce((s, t) => s + t.d[1], 0))]];
  const children = [
    P(ORG, { bold: true, size: 28 }),
    P('Report to the Board of Directors - meeting of Thursday 21 May 2026', { bold: true }),
    P(`From: ${SY.people.ed}, Executive Director. Finance section reviewed by ${SY.people.treasurer}, Treasurer.`, { italic: true }),
    H('1. Service performance, FY2025/26'),
    P('Our befrienders made more home visits than ever, and the waiting list is the shortest it has been since 2022. We did not reach the target for seniors befriended because two partner clinics paused referrals between October and December.'),
    wordTable(kt, { widths: [3800, 1700, 1700, 1700] }),
    P(''),
    H('2. Finance'),
    P(`The draft audited accounts for FY2025/26 will be presented for approval in June. Walk With Me 2026 on ${longDate(SY.walkDate)} was our most successful walk so far, and the Friends of Sayang monthly giving programme grew in every tier. Unrestricted reserves remain within the Board's policy range of ${SY.reservePolicy} of total annual expenditure.`),
    P('Friends of Sayang - monthly giving by tier', { bold: true }),
    wordTable(tt, { widths: [1800, 1900, 2400, 2400], boldRows: [tt.length - 1] }),
    P(''),
    H('3. Premises'),
    P(`The lease of our centre at Block 62 Lorong 4 Toa Payoh has been renewed for three years from ${longDate(SY.rent.from)} at S$${fmt(SY.rent.new)} a month, up from S$${fmt(SY.rent.old)}. The FY2026/27 budget already allows for the new rent.`),
    H('4. Governance'),
    P(`The Board chaired by Dr ${SY.people.chair} is asked to note this report. The next Board meeting is on Thursday, ${longDate(SY.nextBoard)}. The Annual General Meeting will be held on Saturday, ${longDate(SY.agm)} at the Toa Payoh centre; notices go to members by 28 August 2026.`),
  ];
  await writeDocx(file, children, { title: 'Board report May 2026', creator: SY.people.ed });
}

// ------------------------------------------------------------------ photographed printing invoice
async function photo(file) {
  const p = SY.print;
  const L = [
    { t: p.shop, size: 26, bold: true },
    { t: '21 Kallang Place #04-12, Singapore 339155', size: 19 },
    { t: `GST Reg No: ${p.gstNo}`, size: 19 },
    { gap: 8 },
    { t: 'TAX INVOICE', size: 28, bold: true },
    { cols: [`Invoice No: ${p.no}`, `Date: ${dmy(p.date)}`], size: 20 },
    { t: `Bill to: ${ORG}`, size: 20 },
    { t: 'Attn: Farah Ismail - Walk With Me 2026', size: 20 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Unit S$', 'Amount S$'], size: 20, bold: true },
    ...p.lines.map((l) => ({ table: true, cols: [l.d, fmt(l.q), l.p < 1 ? l.p.toFixed(2) : fmt(l.p, 2), fmt(l.amt, 2)], size: 20 })),
    { rule: true },
    { table: true, cols: ['Subtotal', '', '', fmt(p.sub, 2)], size: 20 },
    { table: true, cols: ['GST 9%', '', '', fmt(p.gst, 2)], size: 20 },
    { table: true, cols: ['TOTAL (SGD)', '', '', fmt(p.total, 2)], size: 22, bold: true },
    { gap: 14 },
    { t: 'Payment terms: 30 days. PayNow to UEN 201912345K.', size: 18 },
    { t: 'Thank you for your business!', size: 18 },
  ];
  await photoDocument(file, L, { width: 900, height: 720, angle: 1.3, seed: 4471, format: 'jpeg', margin: 50, tableX: [50, 560, 700, 850], noise: 24 });
}

export async function renderSayang(DOCS) {
  const dir = path.join(DOCS, 'sayang');
  fs.mkdirSync(dir, { recursive: true });
  const p = (k) => path.join(DOCS, SY.files[k]);
  await fs_(p('fs'));
  givelah(p('givelah'));
  await walk(p('walk'));
  await budget(p('budget'));
  await board(p('board'));
  await photo(p('photo'));
}
