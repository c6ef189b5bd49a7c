// Tembusu Hearing & Speech Centre Ltd (Singapore, S$, April–March): six documents.
import ExcelJS from 'exceljs';
import { fmt, P, T, writeDocx, styleHeader, F, MONTHS, xDate } from './office.mjs';
import { flow } from './flow.mjs';
import { photoDocument } from './photo.mjs';

const sg = (v) => `S$${fmt(v, 0)}`;
const longD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${MONTHS[m - 1]} ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}/${m}/${y}`; };

// ------------------------------------------------------------------ 1. audited financial statements (pdf)
export function sofaRows(M) {
  const S = M.SOFA, L = M.SOFA_LINES;
  const rows = [];
  const put = (arr) => {
    for (const x of arr) {
      if (x.group) rows.push({ label: x.group, head: true, indent: 0 });
      else if (x.sub) rows.push({ label: x.sub, head: true, indent: 1 });
      else rows.push({ label: x[0], indent: 2, vals: [x[1], x[2], x[3], x[1] + x[2] + x[3], x[4]] });
    }
  };
  rows.push({ label: 'INCOME', head: true });
  put(L.income);
  rows.push({ label: 'Total income', bold: true, vals: [...S.ti, S.totalIncome, S.inc24] });
  rows.push({ label: 'EXPENDITURE', head: true });
  put(L.expenditure);
  rows.push({ label: 'Total expenditure', bold: true, vals: [...S.te, S.totalExp, S.exp24] });
  rows.push({ label: 'Net income/(expenditure)', bold: true, vals: [...S.net, S.net25, S.net24] });
  rows.push({ label: 'Transfers between funds', note: '12', vals: [...L.transfer, 0, 0] });
  rows.push({ label: 'Net movement in funds', bold: true, vals: [...S.move, S.net25, S.net24] });
  rows.push({ label: 'Total funds brought forward', vals: [...S.bf, S.T(S.bf), S.bf24] });
  rows.push({ label: 'Total funds carried forward', bold: true, vals: [...S.cf, S.T(S.cf), S.T(S.bf)] });
  return rows;
}
export function sofpRows(M) {
  const A = M.SOFP.assets, Lb = M.SOFP.liab, S = M.SOFP;
  const two = (a) => [a[0], a[1]];
  const nonCur = [A.ppe[0] + A.inv[0], A.ppe[1] + A.inv[1]];
  const totA = [nonCur[0] + S.curAssets[0], nonCur[1] + S.curAssets[1]];
  return [
    { label: 'ASSETS', head: true },
    { label: 'Non-current assets', head: true, indent: 1 },
    { label: 'Property, plant and equipment', note: '9', indent: 2, vals: two(A.ppe) },
    { label: 'Investments – endowment fund', note: '10', indent: 2, vals: two(A.inv) },
    { label: 'Total non-current assets', bold: true, vals: nonCur },
    { label: 'Current assets', head: true, indent: 1 },
    { label: 'Grants receivable', indent: 2, vals: two(A.grantsRec) },
    { label: 'Other receivables and prepayments', indent: 2, vals: two(A.otherRec) },
    { label: 'Fixed deposits', indent: 2, vals: two(A.fd) },
    { label: 'Cash and bank balances', indent: 2, vals: two(S.cash) },
    { label: 'Total current assets', bold: true, vals: S.curAssets },
    { label: 'Total assets', bold: true, vals: totA },
    { label: 'LIABILITIES', head: true },
    { label: 'Current liabilities', head: true, indent: 1 },
    { label: 'Other payables and accruals', indent: 2, vals: two(Lb.payables) },
    { label: 'Grants received in advance', indent: 2, vals: two(Lb.deferred) },
    { label: 'Lease liabilities', note: '11', indent: 2, vals: two(Lb.leaseCur) },
    { label: 'Total current liabilities', bold: true, vals: S.curLiab },
    { label: 'Non-current liabilities', head: true, indent: 1 },
    { label: 'Lease liabilities', note: '11', indent: 2, vals: two(Lb.leaseNon) },
    { label: 'Total liabilities', bold: true, vals: S.L },
    { label: 'NET ASSETS', bold: true, vals: S.F },
    { label: 'FUNDS', head: true },
    { label: 'Unrestricted funds', head: true, indent: 1 },
    { label: 'General fund', indent: 2, vals: [S.funds25.general, S.funds24.general] },
    { label: 'Designated fund – equipment replacement', note: '12', indent: 2, vals: [S.funds25.designated, S.funds24.designated] },
    { label: 'Restricted funds', note: '12', indent: 1, vals: [S.funds25.restricted, S.funds24.restricted] },
    { label: 'Endowment fund', note: '12', indent: 1, vals: [S.funds25.endowment, S.funds24.endowment] },
    { label: 'TOTAL FUNDS', bold: true, vals: S.F },
  ];
}
export function reserveRows(M) {
  const S = M.SOFP, R = M.RESERVES;
  const pct = (a, b) => `${((a / b - 1) * 100).toFixed(1)}`;
  const r = (label, a, b, o = {}) => ({ label, vals: [a, b, b ? pct(a, b) : '–'], ...o });
  return [
    r('Unrestricted funds – general fund', S.funds25.general, S.funds24.general),
    r('Unrestricted funds – designated fund', S.funds25.designated, S.funds24.designated),
    r('Total unrestricted funds (A)', R.U[0], R.U[1], { bold: true }),
    r('Restricted funds', S.funds25.restricted, S.funds24.restricted),
    r('Endowment fund', S.funds25.endowment, S.funds24.endowment),
    r('Total funds', S.F[0], S.F[1], { bold: true }),
    r('Total annual operating expenditure (B)', R.opex[0], R.opex[1]),
    { label: 'Ratio of unrestricted funds to annual operating expenditure, in months (A / B x 12)', bold: true, vals: [R.printed[0].toFixed(1), R.printed[1].toFixed(1), ''] },
  ];
}
export async function statements(file, M) {
  const B = M.TB, S = M.SOFA, K = M.KMP, Rp = M.RELATED, St = M.STAFF, FR = M.FUNDRAISING, R = M.RESERVES;
  const F_ = flow(file, { title: `${B.name} - Financial Statements FY2024/25`, author: B.auditor, running: `${B.name} · Financial statements for the financial year ended 31 March 2025` });
  const d = F_.doc;
  d.moveDown(9);
  d.font('B').fontSize(20).text(B.upper, { align: 'center' });
  d.moveDown(0.4); d.font('R').fontSize(10).text(`(Incorporated in the Republic of Singapore as a company limited by guarantee)\nUEN ${B.uen}  ·  Registered charity no. ${B.charityNo}  ·  Institution of a Public Character`, { align: 'center' });
  d.moveDown(3); d.font('B').fontSize(14).text('AUDITED FINANCIAL STATEMENTS', { align: 'center' });
  d.font('R').fontSize(11).text('for the financial year ended 31 March 2025', { align: 'center' });
  F_.page();
  F_.h("DIRECTORS' STATEMENT");
  F_.p(`The directors present their statement to the members together with the audited financial statements of ${B.name} (the "Charity") for the financial year ended 31 March 2025. In the opinion of the directors, the financial statements are drawn up so as to give a true and fair view of the financial position of the Charity as at 31 March 2025 and of its financial activities and cash flows for the financial year then ended, and at the date of this statement there are reasonable grounds to believe that the Charity will be able to pay its debts as and when they fall due.`);
  F_.p(`Directors in office at the date of this statement: ${B.chair} (Chairman), ${B.treasurer} (Honorary Treasurer), ${B.rpMember}, Mr Azman bin Hassan, Mrs Jennifer Lau-Tan, Prof. Kenneth Yeo Boon Chye, Ms Nurul Huda binte Ismail, Mr Samuel Chng Wee Kiat, Dr Anand Krishnan, Ms Grace Koh Pei Shan and Mr Victor Seah Teck Meng. The Charity is limited by guarantee and has no share capital; no director holds any interest in debentures of the Charity.`);
  F_.p(`On behalf of the directors: ${B.chair}, Chairman; ${B.treasurer}, Honorary Treasurer. Singapore, ${longD(B.reportDate)}.`, { align: 'left' });
  F_.h(`INDEPENDENT AUDITOR'S REPORT TO THE MEMBERS OF ${B.upper}`);
  F_.p('Opinion', { bold: true });
  F_.p(`We have audited the financial statements of ${B.name}, which comprise the statement of financial position as at 31 March 2025, and the statement of financial activities, statement of changes in funds and statement of cash flows for the year then ended, and notes to the financial statements, including material accounting policy information. In our opinion, the accompanying financial statements are properly drawn up in accordance with the provisions of the Companies Act 1967, the Charities Act 1994 and other relevant regulations, and Charities Accounting Standard (CAS), so as to give a true and fair view of the financial position of the Charity as at 31 March 2025 and of the financial activities, changes in funds and cash flows of the Charity for the year ended on that date.`);
  F_.p('Report on other legal and regulatory requirements', { bold: true });
  F_.p('During the course of our audit, nothing has come to our attention that causes us to believe that during the year the use of donation moneys was not in accordance with the objectives of the Charity as required under Regulation 11 of the Charities (Institutions of a Public Character) Regulations, or that the Charity has not complied with the requirements of Regulation 15 (fund-raising expenses) of the Charities (Institutions of a Public Character) Regulations.');
  F_.p(`${B.auditor}\nPublic Accountants and Chartered Accountants\nSingapore\n${longD(B.reportDate)}`, { align: 'left' });

  F_.page();
  F_.title('STATEMENT OF FINANCIAL ACTIVITIES', 12);
  F_.p('For the financial year ended 31 March 2025', { italic: true, size: 9 });
  F_.table({ cols: ['Unrestricted funds S$', 'Restricted funds S$', 'Endowment fund S$', 'Total 2025 S$', 'Total 2024 S$'], note: true, labelW: 185, colW: 62, size: 7.8, rows: sofaRows(M) });
  F_.p('The accompanying notes form an integral part of these financial statements. Comparative figures for 2024 are presented in total only.', { italic: true, size: 8 });
  F_.page();
  F_.title('STATEMENT OF FINANCIAL POSITION', 12);
  F_.p('As at 31 March 2025', { italic: true, size: 9 });
  F_.table({ cols: ['2025 S$', '2024 S$'], note: true, labelW: 260, colW: 95, rows: sofpRows(M) });
  F_.p(`The financial statements were authorised for issue by the Board of Directors on ${longD(B.reportDate)}.`, { italic: true, size: 8 });

  F_.page();
  F_.title('NOTES TO THE FINANCIAL STATEMENTS', 12);
  F_.p('For the financial year ended 31 March 2025', { italic: true, size: 9 });
  F_.h('1. General information');
  F_.p(`${B.name} is incorporated and domiciled in Singapore as a company limited by guarantee (UEN ${B.uen}). Each member undertakes to contribute an amount not exceeding S$10 in the event of the Charity being wound up. The registered office is at ${B.address}. The Charity provides early intervention, speech and language therapy and audiology services for children with hearing loss and their families. It is registered under the Charities Act 1994 (registration no. ${B.charityNo}) and has been granted the status of an Institution of a Public Character (IPC no. ${B.ipcNo}) for the period from ${longD(B.ipcFrom)} to ${longD(B.ipcTo)}.`);
  F_.h('2. Basis of preparation');
  F_.p('The financial statements are prepared in accordance with the Charities Accounting Standard (CAS) and are presented in Singapore dollars (S$), rounded to the nearest dollar.');
  F_.h('3. Material accounting policy information');
  F_.p('(a) Donations are recognised when received. Donations for which the donor receives a benefit (such as gala dinner tables) are tax-deductible only to the extent that the amount exceeds the fair value of the benefit; the benefit portion is included in fund-raising income. (b) Grants are recognised when the Charity is entitled to them and the conditions attached have been met; amounts received in advance are carried as grants received in advance. (c) Expenditure is recognised on the accrual basis and allocated to activities on the basis of staff time and floor area.');
  F_.h('4. Voluntary income');
  F_.p(`Tax-deductible donations of ${sg(612480)} (2024: ${sg(571260)}) were received under the Charity's IPC status and reported to the Inland Revenue Authority of Singapore. Donations to the endowment fund of ${sg(150000)} (2024: ${sg(100000)}) are held in perpetuity; only the investment income is available for the Charity's programmes. The Tote Board and Community Chest grants are restricted to the early intervention programme and the hearing device subsidy scheme respectively.`);
  F_.h('5. Income from charitable activities');
  F_.p(`Government grants comprise the Early Intervention Programme for Infants and Children funding from the Early Childhood Development Agency (ECDA) of ${sg(1214000)} (2024: ${sg(1138500)}). Programme and therapy fees of ${sg(392850)} (2024: ${sg(366120)}) are stated after means-tested fee subsidies.`);
  F_.h('6. Charitable activities');
  F_.p('Charitable activities comprise early intervention and therapy services (speech and language therapy, auditory-verbal therapy and learning support), audiology and hearing devices (assessments, fitting and the hearing device subsidy scheme) and parent and caregiver support (training workshops and support groups).');
  F_.h('7. Staff costs');
  F_.table({ cols: ['2025 S$', '2024 S$'], labelW: 260, colW: 95, rows: [
    { label: 'Salaries and bonuses', vals: St.costs }, { label: 'Employer CPF contributions', vals: St.cpf },
    { label: 'Total staff costs', bold: true, vals: [St.costs[0] + St.cpf[0], St.costs[1] + St.cpf[1]] },
    { label: 'Number of employees at 31 March', vals: [String(St.heads[0]), String(St.heads[1])] },
  ] });
  F_.h('8. Key management personnel compensation');
  F_.p('Key management personnel are the Executive Director, the Clinical Director and the Head of Finance and Administration. Board members are volunteers and receive no remuneration.');
  F_.table({ cols: ['2025 S$', '2024 S$'], labelW: 260, colW: 95, rows: [
    { label: 'Salaries and bonuses', vals: K.salaries }, { label: 'Employer CPF contributions', vals: K.cpf },
    { label: 'Total', bold: true, vals: K.total },
  ] });
  F_.p('The number of key management personnel in each remuneration band was:');
  F_.table({ cols: ['2025', '2024'], labelW: 260, colW: 95, rows: K.bands.map(([b, a, c]) => ({ label: b, vals: [String(a), String(c)] })) });
  F_.p('No paid staff of the Charity is a close member of the family of the Executive Director or of a board member (2024: none).');
  F_.h('9. Property, plant and equipment');
  F_.p('Property, plant and equipment comprise audiology booths and audiometers, therapy room fit-out, computers and the right-of-use asset of the Toa Payoh premises, depreciated on a straight-line basis over three to ten years and the lease term respectively.');
  F_.h('10. Investments');
  F_.p('Investments of the endowment fund are held in Singapore Government Securities and investment-grade bonds managed by an external fund manager under the investment policy approved by the Board.');
  F_.h('11. Lease liabilities');
  F_.p('The lease of the Toa Payoh premises runs to 31 December 2026.');
  F_.h('12. Funds');
  F_.p(`The designated fund of ${sg(250000)} was set aside by the Board for the replacement of audiology equipment. Restricted funds are grants and donations for specific programmes. The endowment fund is a permanent endowment; during the year the Board transferred ${sg(18500)} of the endowment's investment income to the general fund to meet programme costs, as the terms of the endowment permit.`);
  F_.h('13. Related party transactions');
  F_.p(`In addition to the information disclosed elsewhere, the Charity paid ${sg(Rp.paid[0])} (2024: ${sg(Rp.paid[1])}) to ${B.rpCompany}, a company in which ${B.rpMember}, a director of the Charity, is a director and shareholder, for the calibration and maintenance of audiometers and hearing assessment equipment on normal commercial terms. ${B.rpMember} declared her interest and did not take part in the decision. Donations received from directors amounted to ${sg(Rp.boardDonations[0])} (2024: ${sg(Rp.boardDonations[1])}).`);
  F_.h('14. Reserves');
  F_.p(`The Charity's reserves policy is to maintain unrestricted funds of between ${R.policy[0]} and ${R.policy[1]} months of annual operating expenditure, to secure the continuity of its services. The Charity's reserves position is as follows:`);
  F_.table({ cols: ['2025 S$', '2024 S$', 'Increase/ (decrease) %'], labelW: 250, colW: 78, size: 8, rows: reserveRows(M) });
  F_.h('15. Fund-raising efficiency');
  F_.p(`Fund-raising expenses (cost of generating voluntary income and fund-raising event costs) of ${sg(FR.costs[0])} (2024: ${sg(FR.costs[1])}) amounted to ${FR.ratio[0].toFixed(1)}% (2024: ${FR.ratio[1].toFixed(1)}%) of the gross receipts from fund-raising of ${sg(FR.receipts[0])} (2024: ${sg(FR.receipts[1])}), within the 30% limit of the Charities (Institutions of a Public Character) Regulations.`);
  F_.h('16. Income tax');
  F_.p('The Charity is a registered charity and is exempt from income tax under section 13(1)(zm) of the Income Tax Act 1947.');
  void S;
  await F_.end();
}

// ------------------------------------------------------------------ 2. Xero aged payables summary (xlsx)
export async function agedPayables(file, M) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Xero';
  const ws = wb.addWorksheet('Aged Payables Summary');
  ws.columns = [{ width: 38 }, ...Array(6).fill({ width: 13 })];
  ['Aged Payables Summary', M.TB.name, 'As at 31 March 2026', 'Ageing by due date'].forEach((t, i) => { ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = i === 0 ? { bold: true, size: 14 } : { size: 10 }; });
  const head = ['Contact', 'Current', '1 Month', '2 Months', '3 Months', 'Older', 'Total'];
  head.forEach((h, i) => { const c = ws.getCell(6, i + 1); c.value = h; c.font = { bold: true }; c.border = { bottom: { style: 'thin' } }; if (i) c.alignment = { horizontal: 'right' }; });
  let r = 7;
  for (const x of M.AP) {
    const row = ws.getRow(r);
    row.getCell(1).value = x.contact;
    [x.cur, x.m1, x.m2, x.m3, x.older].forEach((v, i) => { row.getCell(2 + i).value = v; });
    row.getCell(7).value = F(`SUM(B${r}:F${r})`, x.total);
    for (let c = 2; c <= 7; c++) row.getCell(c).numFmt = '#,##0.00;-#,##0.00';
    r++;
  }
  const t = M.AP_T;
  const tr = ws.getRow(r);
  tr.getCell(1).value = 'Total';
  ['cur', 'm1', 'm2', 'm3', 'older', 'total'].forEach((k, i) => { const L = String.fromCharCode(66 + i); tr.getCell(2 + i).value = F(`SUM(${L}7:${L}${r - 1})`, t[k]); tr.getCell(2 + i).numFmt = '#,##0.00;-#,##0.00'; });
  for (let c = 1; c <= 7; c++) { tr.getCell(c).font = { bold: true }; tr.getCell(c).border = { top: { style: 'thin' } }; }
  r++;
  const pr = ws.getRow(r);
  pr.getCell(1).value = 'Percentage of total';
  ['cur', 'm1', 'm2', 'm3', 'older', 'total'].forEach((k, i) => { pr.getCell(2 + i).value = Math.round(t.pct[k] * 100) / 10000; pr.getCell(2 + i).numFmt = '0.00%'; });
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 3. Xero budget variance (xlsx)
export async function budgetVariance(file, M) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Xero';
  const ws = wb.addWorksheet('Budget Variance');
  ws.columns = [{ width: 34 }, ...Array(8).fill({ width: 13 })];
  ['Budget Variance', M.TB.name, 'For the month ended 31 March 2026 and the year to date', 'Compared with Overall Budget FY2025/26'].forEach((t, i) => { ws.getCell(i + 1, 1).value = t; ws.getCell(i + 1, 1).font = i === 0 ? { bold: true, size: 14 } : { size: 10 }; });
  ws.mergeCells('B6:E6'); ws.getCell('B6').value = 'Mar 2026';
  ws.mergeCells('F6:I6'); ws.getCell('F6').value = 'Year to Date (Apr 2025 - Mar 2026)';
  ['Account', 'Actual', 'Budget', 'Var', 'Var %', 'Actual', 'Budget', 'Var', 'Var %'].forEach((h, i) => { ws.getCell(7, i + 1).value = h; });
  for (const rr of [6, 7]) for (let c = 1; c <= 9; c++) { const cell = ws.getCell(rr, c); cell.font = { bold: true }; if (c > 1) cell.alignment = { horizontal: 'right' }; if (rr === 6 && c > 1) cell.alignment = { horizontal: 'center' }; }
  let r = 8;
  const NUMF = '#,##0.00;-#,##0.00';
  const line = (label, mA, mB, yA, yB, bold) => {
    const row = ws.getRow(r);
    row.getCell(1).value = label;
    row.getCell(2).value = mA; row.getCell(3).value = mB;
    row.getCell(4).value = F(`B${r}-C${r}`, Math.round((mA - mB) * 100) / 100);
    if (mB) row.getCell(5).value = F(`D${r}/C${r}`, (mA - mB) / mB);
    row.getCell(6).value = yA; row.getCell(7).value = yB;
    row.getCell(8).value = F(`F${r}-G${r}`, Math.round((yA - yB) * 100) / 100);
    if (yB) row.getCell(9).value = F(`H${r}/G${r}`, (yA - yB) / yB);
    for (const c of [2, 3, 4, 6, 7, 8]) row.getCell(c).numFmt = NUMF;
    for (const c of [5, 9]) row.getCell(c).numFmt = '0.0%';
    if (bold) for (let c = 1; c <= 9; c++) row.getCell(c).font = { bold: true };
    r++;
  };
  const head = (t) => { ws.getCell(r, 1).value = t; ws.getCell(r, 1).font = { bold: true }; r++; };
  const T = M.BV.T;
  const sec = (name) => M.BV.lines.filter((l) => l.section === name);
  head('Income'); for (const l of sec('Income')) line(l.name, l.mA, l.mB, l.yA, l.yB);
  line('Total Income', T.mA.income, T.mB.income, T.yA.income, T.yB.income, true); r++;
  line('Gross Profit', T.mA.income, T.mB.income, T.yA.income, T.yB.income, true); r++;
  head('Plus Other Income'); for (const l of sec('Other Income')) line(l.name, l.mA, l.mB, l.yA, l.yB);
  line('Total Other Income', T.mA.other, T.mB.other, T.yA.other, T.yB.other, true); r++;
  head('Less Operating Expenses'); for (const l of sec('Operating Expenses')) line(l.name, l.mA, l.mB, l.yA, l.yB);
  line('Total Operating Expenses', T.mA.opex, T.mB.opex, T.yA.opex, T.yB.opex, true); r++;
  line('Net Profit', T.mA.net, T.mB.net, T.yA.net, T.yB.net, true);
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. donations listing (xlsx)
export async function donationsListing(file, M) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Finance - Tembusu';
  const ws = wb.addWorksheet('Donations FY2025-26');
  ws.columns = [{ width: 5 }, { width: 17 }, { width: 11 }, { width: 34 }, { width: 8 }, { width: 12 }, { width: 11 }, { width: 10 }, { width: 13 }, { width: 12 }, { width: 14 }, { width: 9 }, { width: 9 }, { width: 40 }];
  const B = M.TB;
  [`${B.name} (UEN ${B.uen})  -  IPC no. ${B.ipcNo}, IPC status valid ${dmy(B.ipcFrom)} to ${dmy(B.ipcTo)}`,
    'LISTING OF DONATIONS RECEIVED - FY2025/26 (1 April 2025 to 31 March 2026)',
    'Tax-deductible donations are submitted to IRAS under the donor\'s NRIC/FIN/UEN; donors receive a 250% tax deduction automatically. Where the donor receives a benefit (e.g. a gala dinner), only the amount above the fair value of the benefit is tax-deductible. Amounts in S$.',
  ].forEach((t, i) => { ws.mergeCells(i + 1, 1, i + 1, 14); const c = ws.getCell(i + 1, 1); c.value = t; c.font = i < 2 ? { bold: true, size: i ? 11 : 12 } : { italic: true, size: 9 }; c.alignment = { wrapText: true }; });
  ws.getRow(3).height = 26;
  const head = ['No.', 'Receipt No.', 'Date received', 'Donor name', 'ID type', 'ID no.', 'Donor type', 'Mode', 'Gross amount', 'Benefit received', 'Tax-deductible amount', 'Tax deductible (Y/N)', 'Submitted to IRAS', 'Remarks'];
  head.forEach((h, i) => { styleHeader(ws.getCell(5, i + 1)); ws.getCell(5, i + 1).value = h; });
  ws.getRow(5).height = 30;
  let r = 6, n = 0;
  const subRows = [];
  for (let qn = 1; qn <= 4; qn++) {
    const rows = M.DONATIONS.filter((d) => d.fq === qn);
    const first = r;
    for (const d of rows) {
      const row = ws.getRow(r);
      row.values = [++n, d.receipt, xDate(d.date), d.donor, d.idType, d.id, d.type, d.mode, d.gross, d.benefit, null, d.td, d.iras, d.remarks];
      row.getCell(11).value = F(`IF(L${r}="Y",I${r}-J${r},0)`, d.deductible);
      row.getCell(3).numFmt = 'dd/mm/yyyy';
      for (const c of [9, 10, 11]) row.getCell(c).numFmt = '#,##0.00';
      r++;
    }
    const sr = ws.getRow(r);
    sr.getCell(4).value = `Subtotal ${M.DON_Q[qn - 1]}`;
    const t = M.donTotals(rows);
    sr.getCell(9).value = F(`SUM(I${first}:I${r - 1})`, t.gross);
    sr.getCell(10).value = F(`SUM(J${first}:J${r - 1})`, Math.round(rows.reduce((s, d) => s + d.benefit, 0) * 100) / 100);
    sr.getCell(11).value = F(`SUM(K${first}:K${r - 1})`, t.deductible);
    for (let c = 1; c <= 14; c++) { sr.getCell(c).font = { bold: true, italic: true }; sr.getCell(c).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEFEFEF' } }; }
    for (const c of [9, 10, 11]) sr.getCell(c).numFmt = '#,##0.00';
    subRows.push(r);
    r++;
  }
  const tr = ws.getRow(r);
  tr.getCell(4).value = 'TOTAL FY2025/26';
  const t = M.donTotals();
  tr.getCell(9).value = F(subRows.map((x) => `I${x}`).join('+'), t.gross);
  tr.getCell(10).value = F(subRows.map((x) => `J${x}`).join('+'), Math.round(M.DONATIONS.reduce((s, d) => s + d.benefit, 0) * 100) / 100);
  tr.getCell(11).value = F(subRows.map((x) => `K${x}`).join('+'), t.deductible);
  for (let c = 1; c <= 14; c++) tr.getCell(c).font = { bold: true };
  for (const c of [9, 10, 11]) tr.getCell(c).numFmt = '#,##0.00';
  ws.views = [{ state: 'frozen', ySplit: 5 }];
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 5. governance evaluation checklist (docx)
export async function gec(file, M) {
  const G = M.GEC, B = M.TB;
  const children = [
    P('CHARITY PORTAL – GOVERNANCE EVALUATION CHECKLIST', { bold: true, size: 13, align: 'center' }),
    P(`${G.tier} (for charities with gross annual receipts of $500,000 to less than $10 million, and all IPCs with gross annual receipts of less than $10 million)`, { italic: true, size: 9, align: 'center' }),
    T([
      ['Particulars', ''],
      ['Name of charity', B.name],
      ['UEN / Charity registration no.', `${B.uen} / ${B.charityNo}`],
      ['IPC status', `Yes (${B.ipcNo}), valid to ${longD(B.ipcTo)}`],
      ['Financial year', G.fy],
      ['Date of submission', longD(G.submitted)],
      ['Number of governing board members', String(G.boardSize)],
    ], { widths: [3400, 6000] }),
    P(''),
    P('Please respond to each guideline with "Complied", "Not complied" or "Not applicable". An explanation is required for every guideline that is not complied with.', { italic: true, size: 9 }),
  ];
  const rows = [['S/N', 'Code guideline', 'Code ID', 'Response', 'Explanation (if Code guideline is not complied with)']];
  let n = 0;
  for (const [sec, items] of G.items) {
    rows.push(['', sec.toUpperCase(), '', '', '']);
    for (const [q, code, resp, expl] of items) rows.push([String(++n), q, code, resp, expl]);
  }
  children.push(T(rows, { widths: [500, 4200, 800, 1200, 2800], size: 8.5 }));
  children.push(P(''));
  children.push(P(`Note: the Board met ${G.boardMeetings} times in ${G.fy.split(' ')[0]}, with an average attendance of ${G.attendance}% (guideline 8.2); the attendance of each board member is disclosed in the Annual Report 2024/25.`, { size: 9 }));
  children.push(P(`Submitted by: ${B.ed}, Executive Director, on behalf of the Board. Approved by the Board on 23 September 2025.`, { size: 9 }));
  await writeDocx(file, children, { title: 'Governance Evaluation Checklist FY2024/25', creator: B.ed });
}

// ------------------------------------------------------------------ 6. FairPrice receipt (photo)
export async function fairpricePhoto(file, M) {
  const R = M.FP;
  const s = 19;
  const L = [
    { t: 'FairPrice', size: 34, bold: true, center: true },
    { t: R.coop, size: s - 2, center: true },
    { t: R.store.toUpperCase(), size: s - 1, center: true },
    { t: `GST REG NO: ${R.gstReg}`, size: s - 2, center: true },
    { rule: true },
    ...R.items.flatMap((x) => (x.qty > 1
      ? [{ t: x.desc, size: s }, { cols: [`   ${x.qty} @ ${x.price.toFixed(2)}`, x.amount.toFixed(2)], size: s }]
      : [{ cols: [x.desc, x.amount.toFixed(2)], size: s }])),
    { cols: [R.promo.desc, `-${R.promo.amount.toFixed(2)}`], size: s - 1 },
    { rule: true },
    { cols: [`SUBTOTAL (${R.units} ITEMS)`, (R.subtotal - R.promo.amount).toFixed(2)], size: s },
    { cols: ['TOTAL', R.total.toFixed(2)], size: s + 5, bold: true },
    { cols: [R.paid, R.total.toFixed(2)], size: s },
    { cols: ['CHANGE', '0.00'], size: s },
    { rule: true },
    { cols: ['GST 9% INCLUDED IN TOTAL', R.gst.toFixed(2)], size: s - 1 },
    { cols: ['TOTAL EXCL GST', R.exGst.toFixed(2)], size: s - 1 },
    { rule: true },
    { t: `LINKPOINTS EARNED: ${R.linkpoints}`, size: s - 2 },
    { t: `${dmy(R.date)} ${R.time}   RCPT ${R.receiptNo}`, size: s - 2 },
    { t: `CASHIER: ${R.cashier}   POS 07`, size: s - 2 },
    { t: 'THANK YOU FOR SHOPPING WITH US', size: s - 1, center: true },
    { t: 'Goods sold are not returnable without receipt', size: s - 3, center: true },
  ];
  await photoDocument(file, L, { width: 600, height: 900, angle: 1.1, seed: 2602, format: 'jpeg', margin: 36, mono: true, noise: 24 });
}
