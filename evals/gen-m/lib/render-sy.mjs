// Renders Siyakhula Community Health Trust's documents from data.mjs.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { Document, Packer, Paragraph, TextRun, Table, TableRow, TableCell, WidthType, AlignmentType, HeadingLevel } from 'docx';
import { SY, MONTHS } from '../data.mjs';
import { newPdf, table } from './pdf.mjs';
import { photoDocument } from './photo.mjs';

const com = (v, dp = 0) => Math.abs(v).toLocaleString('en-US', { minimumFractionDigits: dp, maximumFractionDigits: dp });
// the AFS use a space as the thousands separator, as South African statements usually do
const sp = (v) => (v === 0 ? '–' : (v < 0 ? '(' : '') + com(v).replace(/,/g, ' ') + (v < 0 ? ')' : ''));
const rand = (v) => `R${com(v, 2)}`;
const longDate = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const slash = (iso) => iso.replace(/-/g, '/');

async function afs(file) {
  const S = SY.sofp, N = SY.notes;
  const { doc, end } = newPdf(file, { title: 'Annual Financial Statements 31 March 2026', author: SY.people.auditor });
  const head = (t) => {
    doc.font('B').fontSize(13).text('Siyakhula Community Health Trust', 50, 50, { align: 'center' });
    doc.font('R').fontSize(8.5).text('(Trust registration IT 1187/2009 · NPO 071-422 · PBO 930 031 884)', { align: 'center' });
    doc.font('B').fontSize(11).text(t, { align: 'center' });
    doc.moveDown(1.2);
  };
  const right = [385, 465, 545];
  const L = (label, k, note = '', extra = {}) => ({ label, indent: 1, vals: [note, sp(S[k][0]), sp(S[k][1])], ...extra });
  head('Statement of Financial Position as at 31 March 2026');
  table(doc, [
    { label: '', vals: ['Notes', '2026', '2025'], bold: true },
    { label: '', vals: ['', 'R', 'R'], bold: true },
    { gap: 4 },
    { label: 'ASSETS', bold: true },
    { label: 'Non-current assets', bold: true, italic: true },
    L('Property, plant and equipment', 'ppe', '5'),
    L('Investments at fair value (unit trusts)', 'inv'),
    { label: 'Total non-current assets', bold: true, vals: ['', sp(S.nca[0]), sp(S.nca[1])], rule: 'above' },
    { gap: 6 },
    { label: 'Current assets', bold: true },
    L('Trade and other receivables', 'recv'),
    L('Grants receivable', 'grantsRecv', '3'),
    L('Cash and cash equivalents', 'cash', '2'),
    { label: 'Total current assets', bold: true, vals: ['', sp(S.ca[0]), sp(S.ca[1])], rule: 'above' },
    { gap: 6 },
    { label: 'TOTAL ASSETS', bold: true, vals: ['', sp(S.assets[0]), sp(S.assets[1])], rule: 'double' },
    { gap: 12 },
    { label: 'FUNDS AND LIABILITIES', bold: true },
    { label: 'Funds', bold: true },
    L('Restricted funds', 'restricted', '6'),
    L('Unrestricted funds (accumulated surplus)', 'unrestricted'),
    { label: 'Total funds', bold: true, vals: ['', sp(S.funds[0]), sp(S.funds[1])], rule: 'above' },
    { gap: 6 },
    { label: 'Non-current liabilities', bold: true },
    L('Finance lease liability', 'leaseNC', '7'),
    { gap: 6 },
    { label: 'Current liabilities', bold: true },
    L('Trade and other payables', 'payables'),
    L('Deferred grant income', 'deferred', '3'),
    L('Current portion of finance lease', 'leaseC', '7'),
    L('Provision for leave pay', 'leave'),
    { label: 'Total current liabilities', bold: true, vals: ['', sp(S.cl[0]), sp(S.cl[1])], rule: 'above' },
    { gap: 6 },
    { label: 'TOTAL FUNDS AND LIABILITIES', bold: true, vals: ['', sp(S.fl[0]), sp(S.fl[1])], rule: 'double' },
  ], { right, size: 9.5, lineH: 16, width: 300 });
  doc.moveDown(2);
  doc.font('I').fontSize(8).text('The notes on pages 3 and 4 form an integral part of these annual financial statements.', 50, doc.y, { width: 495 });

  doc.addPage();
  head('Statement of Comprehensive Income for the year ended 31 March 2026');
  const row = (l) => ({ label: l[0], indent: 1, vals: [l[1] ?? '', sp(l[2]), sp(l[3])] });
  table(doc, [
    { label: '', vals: ['Notes', '2026', '2025'], bold: true },
    { label: '', vals: ['', 'R', 'R'], bold: true },
    { gap: 4 },
    { label: 'INCOME', bold: true },
    ...SY.income.map(row),
    { label: 'Total income', bold: true, vals: ['', sp(SY.totInc[0]), sp(SY.totInc[1])], rule: 'above' },
    { gap: 10 },
    { label: 'EXPENDITURE (by programme)', bold: true },
    ...SY.programmes.map((p) => row([p[0], p[0] === 'Administration & governance' ? '4' : '', p[1], p[2]])),
    { label: 'Total expenditure', bold: true, vals: ['', sp(SY.totExp[0]), sp(SY.totExp[1])], rule: 'above' },
    { gap: 10 },
    { label: 'Surplus / (deficit) for the year', bold: true, vals: ['', sp(SY.surplus[0]), sp(SY.surplus[1])], rule: 'above' },
    { label: 'Other comprehensive income', indent: 1, vals: ['', '–', '–'] },
    { label: 'Total comprehensive income / (loss) for the year', bold: true, vals: ['', sp(SY.surplus[0]), sp(SY.surplus[1])], rule: 'double' },
  ], { right, size: 9.5, lineH: 16, width: 300 });
  doc.moveDown(2);
  doc.font('R').fontSize(8.5).text('Programme expenditure includes the direct salaries, stipends, supplies and transport of each programme. Shared costs (office rent, audit, bank charges and governance) are reported under Administration & governance.', 50, doc.y, { width: 495 });

  doc.addPage();
  head('Notes to the Annual Financial Statements for the year ended 31 March 2026');
  const H = (t) => { doc.moveDown(0.6); doc.font('B').fontSize(9.5).text(t, 50, doc.y); doc.moveDown(0.3); };
  const P = (t) => { doc.font('R').fontSize(9).text(t, 50, doc.y, { width: 495, align: 'justify' }); doc.moveDown(0.3); };
  const noteRight = [465, 545];
  H('1. Basis of preparation');
  P('The annual financial statements have been prepared on the historical cost basis, except for investments carried at fair value, in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities. The functional and presentation currency is the South African rand (R). Figures are rounded to the nearest rand.');
  H('2. Cash and cash equivalents');
  table(doc, [
    { label: '', vals: ['2026', '2025'], bold: true },
    ...SY.cashNote.map((c) => ({ label: c[0], indent: 1, vals: [sp(c[1]), sp(c[2])] })),
    { label: 'Total cash and cash equivalents', bold: true, vals: [sp(SY.cashTot[0]), sp(SY.cashTot[1])], rule: 'above' },
  ], { right: noteRight, size: 9, lineH: 14, width: 300 });
  H('3. Grants from foreign donors');
  P('Restricted grants are recognised as income when the related expenditure is incurred. Amounts received but not yet spent are carried as deferred grant income; amounts spent but not yet received are shown as grants receivable.');
  table(doc, [
    { label: '', vals: ['2026', '2025'], bold: true },
    ...SY.grants.map((g) => ({ label: g[0], indent: 1, vals: [sp(g[1]), sp(g[2])] })),
    { label: 'Total grants from foreign donors', bold: true, vals: [sp(SY.grantTot[0]), sp(SY.grantTot[1])], rule: 'above' },
  ], { right: noteRight, size: 9, lineH: 14, width: 300 });
  H('4. Foreign currency');
  P(`Grants denominated in foreign currency are translated into rand at the spot rate on the date of receipt. Monetary balances in foreign currency at the reporting date are translated at the closing rate, which at 31 March 2026 was R${N.closingRate.toFixed(2)} to the US dollar (2025: R${N.closingRate25.toFixed(2)}). Reports to donors that fund in US dollars may use the average rate for the grant period, as agreed with each donor; such reports are not part of these statements.`);

  doc.addPage();
  head('Notes to the Annual Financial Statements (continued)');
  H('5. Employees and community health workers');
  P(`At 31 March 2026 the Trust employed ${N.staff[0]} staff (2025: ${N.staff[1]}) and contracted ${N.chws[0]} community health workers (2025: ${N.chws[1]}) on a monthly stipend of R${com(N.stipend)} each. Property, plant and equipment comprises two vehicles, computer equipment and clinic furniture, depreciated on the straight-line basis.`);
  H('6. Restricted funds and related parties');
  P(`Restricted funds are grants and donations received for a specific programme and not yet spent. Trustees receive no remuneration. Travel costs of R${com(N.trusteeTravel[0])} (2025: R${com(N.trusteeTravel[1])}) were reimbursed to trustees for attending board meetings and site visits.`);
  H('7. Finance lease');
  P(`The finance lease relates to a Toyota Hilux double cab used by the home-based care programme, repayable in monthly instalments of R${com(N.leaseInstalment)} over 60 months ending in August 2028. The lease is secured by the vehicle.`);
  H('8. Going concern and events after the reporting date');
  P('The trustees are satisfied that the Trust has adequate resources to continue in operation for the foreseeable future. No events material to these statements occurred after the reporting date.');
  H('9. Approval');
  P(`The annual financial statements were approved by the Board of Trustees on ${longDate(N.approved)} and signed on its behalf by ${SY.people.chair} (Chairperson) and ${SY.people.treasurer} (Treasurer). Independent auditors: ${SY.people.auditor}, Registered Auditors, Mthatha.`);
  await end();
}

async function donor(file) {
  const D = SY.donor;
  const wb = new ExcelJS.Workbook();
  wb.creator = SY.people.finance;
  const ws = wb.addWorksheet('Financial report');
  ws.getColumn(1).width = 36; ws.getColumn(2).width = 22; ws.getColumn(3).width = 16; ws.getColumn(4).width = 18; ws.getColumn(5).width = 16; ws.getColumn(6).width = 50;
  ws.getCell('A1').value = 'Siyakhula Community Health Trust – financial report to the Ridgeway Foundation'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = `Grant ${D.grant} · Reporting period 1 April 2025 – 31 March 2026 (year 2 of 2)`;
  ws.getCell('A4').value = 'Average exchange rate (ZAR per USD)'; ws.getCell('C4').value = D.rate; ws.getCell('C4').numFmt = '0.00'; ws.getCell('C4').font = { bold: true };
  const hdr = ws.getRow(6);
  hdr.values = ['Budget line', 'Approved budget (USD)', 'Amount (USD)', 'Amount (ZAR)', 'Balance (USD)', 'Comments'];
  hdr.font = { bold: true };
  const USD = '#,##0.00;(#,##0.00)', ZAR = '#,##0.00';
  const comments = {
    'Medical supplies & test kits': 'Overspent: test kit prices rose in Q3; virement from indirect costs requested',
    'Community health worker stipends': '56 CHWs x R2,100 per month',
    'Transport & fuel': 'Incl. Hilux lease instalments (home-based care share)',
  };
  let r = 7;
  for (const l of D.lines) {
    const row = ws.getRow(r);
    row.getCell(1).value = l.label;
    row.getCell(2).value = l.budget; row.getCell(2).numFmt = USD;
    row.getCell(3).value = { formula: `ROUND(D${r}/$C$4,2)`, result: l.usd }; row.getCell(3).numFmt = USD;
    row.getCell(4).value = l.zar; row.getCell(4).numFmt = ZAR;
    row.getCell(5).value = { formula: `B${r}-C${r}`, result: l.balance }; row.getCell(5).numFmt = USD;
    row.getCell(6).value = comments[l.label] || '';
    r++;
  }
  const t = ws.getRow(r);
  t.getCell(1).value = 'Total';
  const last = r - 1;
  t.getCell(2).value = { formula: `SUM(B7:B${last})`, result: D.budgetTotal };
  t.getCell(3).value = { formula: `SUM(C7:C${last})`, result: D.usdTotal };
  t.getCell(4).value = { formula: `SUM(D7:D${last})`, result: D.zarTotal };
  t.getCell(5).value = { formula: `SUM(E7:E${last})`, result: D.balanceTotal };
  for (let c = 2; c <= 5; c++) { t.getCell(c).numFmt = c === 4 ? ZAR : USD; t.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  t.font = { bold: true };
  ws.getCell(`A${r + 2}`).value = 'Notes';
  ws.getCell(`A${r + 2}`).font = { bold: true };
  ws.getCell(`A${r + 3}`).value = 'Amount (ZAR) is actual expenditure from the general ledger. Amount (USD) = Amount (ZAR) ÷ the average exchange rate above, as agreed with the Foundation.';
  ws.getCell(`A${r + 4}`).value = `Prepared by ${SY.people.finance}, Finance Manager. Reviewed by ${SY.people.treasurer}, Treasurer.`;
  await wb.xlsx.writeFile(file);
}

function cashbook(file) {
  const C = SY.cash;
  const q = (s) => (/[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const m = (v) => (v ? rand(v) : '');
  const out = [['Siyakhula CHT - main bank account (FNB cheque) - cash book Q4 FY2026', '', '', '', '', '', ''], Array(7).fill(''),
    ['Date', 'Ref', 'Description', 'Receipts', 'Payments', 'Balance', 'Notes'],
    ['2026/01/01', '', 'Balance brought forward', '', '', rand(C.opening), 'per Dec bank statement']];
  let prev = 1;
  for (const r of C.rows) {
    if (r.m !== prev) { out.push(Array(7).fill('')); prev = r.m; }
    out.push([slash(r.date), r.ref, r.desc, m(r.rec), m(r.pay), rand(r.bal), r.note]);
  }
  out.push(Array(7).fill(''));
  out.push(['2026/03/31', '', 'Balance carried forward', '', '', rand(C.closing), 'agrees to bank statement 31/03']);
  fs.writeFileSync(file, out.map((r) => r.map(q).join(',')).join('\r\n') + '\r\n');
}

async function budget(file) {
  const B = SY.budget;
  const wb = new ExcelJS.Workbook();
  wb.creator = SY.people.finance;
  const ws = wb.addWorksheet('Rev 1');
  ws.getColumn(1).width = 34; for (let c = 2; c <= 4; c++) ws.getColumn(c).width = 17; ws.getColumn(5).width = 58;
  ws.getCell('A1').value = 'Siyakhula Community Health Trust – budget FY2026 (1 April 2025 – 31 March 2026)'; ws.getCell('A1').font = { bold: true, size: 13 };
  ws.getCell('A2').value = 'Revision 1 (mid-year review). Amounts in rand.'; ws.getCell('A2').font = { italic: true };
  const hdr = ws.getRow(4);
  hdr.values = ['', 'Original budget', 'Revised budget', 'Change', 'Reason'];
  hdr.font = { bold: true };
  const NUM = '#,##0;(#,##0);"-"';
  const reasons = {
    'Foreign donor grants': 'Amandla Trust grant increased',
    Donations: 'Corporate donor pledged in September',
    'Fundraising events': "Valentine's dinner added",
    'Interest income': 'Higher call account balance',
    'Home-based care': 'Fuel price increases',
    'TB/HIV adherence support': 'Additional adherence clubs at two clinics',
    'Maternal & child health': 'Nurse post vacant July–October',
    'School health outreach': 'Two more schools added',
    'CHW training': 'Refresher training moved into FY2026',
  };
  let r = 5;
  const put = (l) => {
    const row = ws.getRow(r);
    row.getCell(1).value = l[0]; row.getCell(2).value = l[1]; row.getCell(3).value = l[2];
    row.getCell(4).value = { formula: `C${r}-B${r}`, result: l[2] - l[1] };
    row.getCell(5).value = reasons[l[0]] || '';
    for (let c = 2; c <= 4; c++) row.getCell(c).numFmt = NUM;
    r++;
  };
  const section = (title, lines, totalLabel, tot) => {
    ws.getRow(r).getCell(1).value = title; ws.getRow(r).font = { bold: true }; r++;
    const first = r; lines.forEach(put); const last = r - 1;
    const row = ws.getRow(r);
    row.getCell(1).value = totalLabel;
    row.getCell(2).value = { formula: `SUM(B${first}:B${last})`, result: tot[0] };
    row.getCell(3).value = { formula: `SUM(C${first}:C${last})`, result: tot[1] };
    row.getCell(4).value = { formula: `C${r}-B${r}`, result: tot[1] - tot[0] };
    for (let c = 2; c <= 4; c++) { row.getCell(c).numFmt = NUM; row.getCell(c).border = { top: { style: 'thin' } }; }
    row.font = { bold: true };
    const at = r; r += 2; return at;
  };
  const ti = section('INCOME', B.income, 'Total income', B.totInc);
  const te = section('EXPENDITURE', B.exp, 'Total expenditure', B.totExp);
  const row = ws.getRow(r);
  row.getCell(1).value = 'Budgeted surplus / (deficit)';
  row.getCell(2).value = { formula: `B${ti}-B${te}`, result: B.surplus[0] };
  row.getCell(3).value = { formula: `C${ti}-C${te}`, result: B.surplus[1] };
  row.getCell(4).value = { formula: `C${r}-B${r}`, result: B.surplus[1] - B.surplus[0] };
  for (let c = 2; c <= 4; c++) { row.getCell(c).numFmt = NUM; row.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; }
  row.font = { bold: true };
  ws.getCell(`A${r + 2}`).value = `Original budget approved by the Board of Trustees on 27 March 2025. Revision 1 approved by the Board of Trustees on ${longDate(B.approved)}.`;
  await wb.xlsx.writeFile(file);
}

async function board(file) {
  const B = SY.board, P0 = SY.people;
  const P = (t) => new Paragraph({ spacing: { after: 140 }, children: [new TextRun({ text: t, size: 22 })] });
  const H = (t) => new Paragraph({ spacing: { before: 160, after: 80 }, children: [new TextRun({ text: t, bold: true, size: 24 })] });
  const cell = (t, { bold = false, right = false, w = 2500 } = {}) => new TableCell({ width: { size: w, type: WidthType.DXA }, children: [new Paragraph({ alignment: right ? AlignmentType.RIGHT : AlignmentType.LEFT, children: [new TextRun({ text: t, bold, size: 20 })] })] });
  const d = new Document({ creator: P0.director, sections: [{ children: [
    new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Siyakhula Community Health Trust')] }),
    new Paragraph({ spacing: { after: 200 }, children: [new TextRun({ text: `Board of Trustees – meeting pack for Thursday ${longDate(B.date)}, 14:00, 27 Sutherland Street, Mthatha`, bold: true, size: 24 })] }),
    P(`Chairperson: ${P0.chair}. Treasurer: ${P0.treasurer}. Director: ${P0.director}. Finance Manager: ${P0.finance} (in attendance).`),
    H("1. Director's report"),
    P('FY2026 was the second and final year of the Ridgeway Foundation grant and the first full year of the school health outreach programme in the King Sabata Dalindyebo district. Household visits rose by about nine per cent, mainly because the CHW teams in Ngangelizwe and Mandela Park were brought up to full strength. Enrolment of pregnant women fell slightly while the maternal health nurse post was vacant from July to October 2025.'),
    new Table({ width: { size: 8500, type: WidthType.DXA }, rows: [
      new TableRow({ children: [cell('Key programme indicators', { bold: true, w: 4500 }), cell('FY2026', { bold: true, right: true, w: 2000 }), cell('FY2025', { bold: true, right: true, w: 2000 })] }),
      ...B.indicators.map(([l, a, b]) => new TableRow({ children: [cell(l, { w: 4500 }), cell(a.toLocaleString('en-US'), { right: true, w: 2000 }), cell(b.toLocaleString('en-US'), { right: true, w: 2000 })] })),
    ] }),
    P(''),
    H('2. Finance'),
    P(`The audited annual financial statements for the year ended 31 March 2026 were approved at the special board meeting in September and are attached for noting. ${P0.auditor} issued an unqualified audit opinion. The Treasurer, ${P0.treasurer}, reminded trustees that the reserves policy requires unrestricted funds to cover at least ${B.reserveMonths === 3 ? 'three' : B.reserveMonths} months of total expenditure; the Trust remains below that target and the finance committee will bring a plan to rebuild reserves to the February meeting.`),
    P(`Exchange rate. The Ridgeway Foundation funds the Trust in US dollars. The FY2026 financial report to Ridgeway converts rand spending at the average rate for the year of R18.40, while the audited statements use the closing rate at 31 March 2026. The rand has since strengthened further, to about R${B.octRate.toFixed(2)} at the end of October 2026. Because the FY2027 grant is fixed in dollars, every cent of rand strength reduces the rand we receive. If the rate stays near R17.40, Finance estimates that the CHW stipend line will be short by about R${com(B.shortfall)} for FY2027. The Board is asked to approve covering this shortfall from unrestricted funds.`),
    H('3. Donor reporting calendar'),
    new Table({ width: { size: 9000, type: WidthType.DXA }, rows: [
      new TableRow({ children: [cell('Funder', { bold: true, w: 2800 }), cell('Report', { bold: true, w: 4200 }), cell('Due', { bold: true, w: 2000 })] }),
      ...B.reports.map(([f, r, due]) => new TableRow({ children: [cell(f, { w: 2800 }), cell(r, { w: 4200 }), cell(longDate(due), { w: 2000 })] })),
    ] }),
    P(''),
    P('Ridgeway agreed in October to extend the deadline for the final report on grant RF-2024-117; the report must include the audited statements and the USD/ZAR financial report already circulated.'),
    H('4. Date of next meeting'),
    P(`The next meeting of the Board of Trustees will be held on Thursday ${longDate(B.next)} at 14:00.`),
  ] }] });
  fs.writeFileSync(file, await Packer.toBuffer(d));
}

async function receipt(file) {
  const R = SY.receipt;
  const lines = [
    { t: 'MEDSERVE PHARMACY', size: 30, bold: true, center: true },
    { t: '14 Sutherland Street, Mthatha 5099', size: 19, center: true },
    { t: 'Tel 047 531 0284', size: 19, center: true },
    { t: `VAT No: ${R.vatNo}`, size: 19, center: true },
    { gap: 8 },
    { t: 'TAX INVOICE', size: 24, bold: true, center: true },
    { cols: [`Date: ${slash(R.date)}`, `Time: ${R.time}`], size: 20 },
    { cols: [`Slip: ${R.slip}`, 'Till: 02'], size: 20 },
    { rule: true },
    ...R.lines.map((l) => ({ table: true, cols: [`${l.q} x ${l.d}`, l.p.toFixed(2), com(l.amt, 2)], size: 20 })),
    { rule: true },
    { cols: ['TOTAL', `R ${com(R.total, 2)}`], size: 28, bold: true },
    { rule: true },
    { cols: ['DEBIT CARD', com(R.total, 2)], size: 20 },
    { cols: ['FNB ****4417', 'APPROVED'], size: 20 },
    { gap: 6 },
    { cols: ['VAT 15% INCLUDED', com(R.vat, 2)], size: 20 },
    { cols: ['TOTAL EXCL VAT', com(R.excl, 2)], size: 20 },
    { cols: ['ITEMS', String(R.items)], size: 20 },
    { gap: 10 },
    { t: 'Thank you for shopping with us', size: 18, center: true },
    { t: 'Returns within 7 days with this slip', size: 18, center: true },
  ];
  await photoDocument(file, lines, { width: 720, height: 900, angle: 1.6, seed: 120326, format: 'jpeg', mono: true, margin: 40, tableX: [40, 560, 680], noise: 20 });
}

export async function renderSiyakhula(DOCS) {
  fs.mkdirSync(path.join(DOCS, 'siyakhula'), { recursive: true });
  const F = (k) => path.join(DOCS, SY.files[k]);
  await afs(F('afs'));
  await donor(F('donor'));
  cashbook(F('cash'));
  await budget(F('budget'));
  await board(F('board'));
  await receipt(F('receipt'));
}
