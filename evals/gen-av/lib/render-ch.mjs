// Cornerstone Hope's documents: financial statements (pdf), QuickBooks Online budget vs actuals by month (xlsx),
// donations register (xlsx), NCB current account export (csv), AGM minutes (docx), supermarket receipt photo (jpg).
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { CH } from '../data.mjs';
import { newPdf } from './pdf.mjs';
import { H, para, pageNo, colHead, rows } from './pdfrows.mjs';
import { P, T, writeDocx, fmt, styleHeader, colL, MONTHS } from './office.mjs';
import { photoDocument } from './photo.mjs';

const { RE, SFP, FUNDS_CH, bfIn, CH_PPE, chCash, CH_STAFF, CH_GRANTS, AGM, RC, donByCat, chY24 } = CH;
export const jm = (v) => (Math.abs(v) < 0.005 ? '–' : v < 0 ? `(${fmt(-v, 2)})` : fmt(v, 2));
const NAME = 'CORNERSTONE HOPE COMMUNITY OUTREACH';
const FOOT = 'Cornerstone Hope Community Outreach – Financial Statements 31 March 2025';
const r2 = (x) => Math.round(x * 100) / 100;

// ---------------------------------------------------------------- financial statements
export async function statements(file) {
  const { doc, end } = newPdf(file, { title: 'Cornerstone Hope Community Outreach Financial Statements 31 March 2025', author: 'Campbell Reid & Co.', margin: 40 });
  let page = 1;
  const next = () => { pageNo(doc, page++, FOOT); doc.addPage(); };
  const bx = [455, 555];

  // p1 cover and contents
  doc.font('SB').fontSize(18).text(NAME, 40, 170, { width: 515, align: 'center' });
  doc.font('SR').fontSize(10).text('An outreach ministry of Cornerstone Gospel Assembly, 41 Waltham Park Road, Kingston 11, Jamaica', { width: 515, align: 'center' });
  doc.text('Registered charity under the Charities Act, 2013 – Registration No. CH-0412/2016', { width: 515, align: 'center' });
  doc.moveDown(3);
  doc.font('SB').fontSize(15).text('FINANCIAL STATEMENTS', { width: 515, align: 'center' });
  doc.font('SB').fontSize(12).text('31 MARCH 2025', { width: 515, align: 'center' });
  doc.moveDown(4);
  doc.font('SB').fontSize(11).text('INDEX', 160, doc.y, { width: 300 });
  doc.moveDown(0.5);
  for (const [t, pg] of [["Independent Auditors' Report", '2'], ['Statement of Financial Position', '3'], ['Statement of Revenue and Expenditure', '4'], ['Statement of Changes in Accumulated Fund', '5'], ['Notes to the Financial Statements', '6 – 7'], ['Schedule of Administrative Expenses', '8']]) {
    const y = doc.y;
    doc.font('SR').fontSize(10).text(t, 160, y, { lineBreak: false }); doc.text(pg, 400, y, { width: 40, align: 'right', lineBreak: false });
    doc.y = y + 16;
  }
  next();

  // p2 auditors' report
  H(doc, "INDEPENDENT AUDITORS' REPORT", 12);
  para(doc, `To the Members of\n${NAME}`);
  H(doc, 'Opinion', 10);
  para(doc, 'We have audited the financial statements of Cornerstone Hope Community Outreach ("the Charity"), set out on pages 3 to 8, which comprise the statement of financial position as at 31 March 2025, the statements of revenue and expenditure and changes in accumulated fund for the year then ended, and notes, comprising significant accounting policies and other explanatory information.');
  para(doc, 'In our opinion, the accompanying financial statements give a true and fair view of the financial position of the Charity as at 31 March 2025, and of its financial performance for the year then ended in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs) and the Charities Act, 2013.');
  H(doc, 'Basis for opinion', 10);
  para(doc, "We conducted our audit in accordance with International Standards on Auditing (ISAs). We are independent of the Charity in accordance with the International Ethics Standards Board for Accountants' Code of Ethics for Professional Accountants together with the ethical requirements that are relevant to our audit in Jamaica, and we have fulfilled our other ethical responsibilities.");
  H(doc, 'Emphasis of matter – cash donations', 10);
  para(doc, 'In common with many charitable organisations, the Charity receives cash offerings and donations that cannot be fully verified before they are recorded. Our verification of these revenues was limited to the amounts recorded in the Charity\'s donations register and lodged to its bank accounts. Our opinion is not modified in respect of this matter.');
  H(doc, "Responsibilities of the Board for the financial statements", 10);
  para(doc, 'The Board of Management is responsible for the preparation of financial statements that give a true and fair view in accordance with IFRS for SMEs and the Charities Act, 2013, and for such internal control as the Board determines is necessary.');
  doc.moveDown(1);
  para(doc, 'Campbell Reid & Co.\nChartered Accountants\nKingston, Jamaica\n30 May 2025');
  next();

  // p3 financial position
  H(doc, 'STATEMENT OF FINANCIAL POSITION', 12);
  para(doc, '31 March 2025\n(Expressed in Jamaican dollars)');
  colHead(doc, bx, ['2025\n$', '2024\n$'], { colW: 90, noteX: 326 });
  const two = (a) => [a[0], a[1]];
  rows(doc, [
    { label: 'NON-CURRENT ASSETS', bold: true },
    { label: 'Property, plant and equipment', indent: 1, note: 5, vals: two(SFP.ppe) },
    { gap: 4 },
    { label: 'CURRENT ASSETS', bold: true },
    { label: 'Inventory – food stock', indent: 1, vals: two(SFP.stock) },
    { label: 'Receivables and prepayments', indent: 1, vals: two(SFP.recv) },
    { label: 'Cash and bank balances', indent: 1, note: 4, vals: two(SFP.cash) },
    { label: '', rule: true, vals: two(SFP.curAss) },
    { gap: 4 },
    { label: 'CURRENT LIABILITIES', bold: true },
    { label: 'Payables and accruals', indent: 1, vals: two(SFP.pay) },
    { label: 'Statutory deductions payable', indent: 1, vals: two(SFP.stat) },
    { label: '', rule: true, vals: two(SFP.liab) },
    { gap: 4 },
    { label: 'NET CURRENT ASSETS', bold: true, vals: [r2(SFP.curAss[0] - SFP.liab[0]), r2(SFP.curAss[1] - SFP.liab[1])] },
    { gap: 4 },
    { label: 'NET ASSETS', bold: true, rule: true, double: true, vals: two(SFP.funds) },
    { gap: 10 },
    { label: 'FINANCED BY:', bold: true },
    { label: 'Accumulated (General) Fund', indent: 1, vals: [FUNDS_CH.gen[0], FUNDS_CH.gen[1]] },
    { label: 'Building Fund', indent: 1, note: 10, vals: [FUNDS_CH.bf[0], FUNDS_CH.bf[1]] },
    { label: '', rule: true, double: true, vals: two(SFP.funds) },
  ], { xs: bx, fmt: jm, noteX: 332, width: 280, colW: 90, size: 9, lineH: 15 });
  doc.moveDown(1.5);
  para(doc, `Approved for issue by the Board of Management on 30 May 2025 and signed on its behalf by:\n\n${AGM.chair}, Chairman                              ${AGM.oldTreasurer}, Treasurer`, 8.5);
  para(doc, 'The accompanying notes form an integral part of the financial statements.', 8);
  next();

  // p4 revenue and expenditure
  H(doc, 'STATEMENT OF REVENUE AND EXPENDITURE', 12);
  para(doc, 'Year ended 31 March 2025\n(Expressed in Jamaican dollars)');
  colHead(doc, bx, ['2025\n$', '2024\n$'], { colW: 90, noteX: 326 });
  rows(doc, [
    { label: 'REVENUE', bold: true },
    { label: 'Donations', indent: 1, note: 6, vals: two(RE.don) },
    { label: 'Grants', indent: 1, note: 7, vals: two(RE.grants) },
    { label: 'Subvention – Cornerstone Gospel Assembly', indent: 1, vals: two(RE.subv) },
    { label: 'Fundraising events (gross receipts)', indent: 1, vals: two(RE.events) },
    { label: 'Interest income', indent: 1, vals: two(RE.interest) },
    { label: '', rule: true, bold: true, vals: two(RE.rev) },
    { gap: 6 },
    { label: 'EXPENDITURE', bold: true },
    { label: 'Programme expenses:', italic: true, indent: 1, note: 8 },
    { label: 'Feeding programme', indent: 2, vals: two(RE.feed) },
    { label: 'Homework and literacy centre', indent: 2, vals: two(RE.homework) },
    { label: "Senior citizens' care", indent: 2, vals: two(RE.senior) },
    { label: 'Back-to-school assistance', indent: 2, vals: two(RE.bts) },
    { label: '', rule: true, vals: two(RE.progTot) },
    { label: 'Fundraising event costs', indent: 1, vals: two(RE.evcost) },
    { label: 'Administrative expenses (Schedule 1)', indent: 1, vals: two(RE.adm) },
    { label: 'Depreciation', indent: 1, note: 5, vals: two(RE.dep) },
    { label: '', rule: true, bold: true, vals: two(RE.exp) },
    { gap: 6 },
    { label: 'SURPLUS FOR THE YEAR', bold: true, rule: true, double: true, vals: two(RE.sur) },
  ], { xs: bx, fmt: jm, noteX: 332, width: 280, colW: 90, size: 9, lineH: 15 });
  doc.moveDown(1);
  para(doc, 'The accompanying notes form an integral part of the financial statements.', 8);
  next();

  // p5 changes in accumulated fund
  H(doc, 'STATEMENT OF CHANGES IN ACCUMULATED FUND', 12);
  para(doc, 'Year ended 31 March 2025\n(Expressed in Jamaican dollars)');
  const cx = [355, 455, 555];
  colHead(doc, cx, ['Accumulated\n(General) Fund\n$', 'Building\nFund\n$', 'Total\n\n$'], { colW: 92 });
  rows(doc, [
    { label: 'Balance at 1 April 2023', bold: true, vals: [FUNDS_CH.gen[2], FUNDS_CH.bf[2], FUNDS_CH.tot[2]] },
    { label: 'Surplus for the year', indent: 1, vals: [RE.sur[1], 0, RE.sur[1]] },
    { label: 'Transfer of Building Fund donations', indent: 1, vals: [-bfIn[1], bfIn[1], 0] },
    { label: 'Balance at 31 March 2024', bold: true, rule: true, vals: [FUNDS_CH.gen[1], FUNDS_CH.bf[1], FUNDS_CH.tot[1]] },
    { label: 'Surplus for the year', indent: 1, vals: [RE.sur[0], 0, RE.sur[0]] },
    { label: 'Transfer of Building Fund donations', indent: 1, vals: [-bfIn[0], bfIn[0], 0] },
    { label: 'Balance at 31 March 2025', bold: true, rule: true, double: true, vals: [FUNDS_CH.gen[0], FUNDS_CH.bf[0], FUNDS_CH.tot[0]] },
  ], { xs: cx, fmt: jm, width: 210, colW: 92, size: 9, lineH: 16 });
  doc.moveDown(1);
  para(doc, 'Donations designated by donors for the Building Fund are recorded as revenue and transferred to the Building Fund, which is held in a separate NCB savings account towards the expansion of the church hall kitchen and the homework centre.', 8);
  next();

  // p6 notes 1-5
  H(doc, 'NOTES TO THE FINANCIAL STATEMENTS', 12);
  para(doc, '31 March 2025 (Expressed in Jamaican dollars unless otherwise stated)');
  H(doc, '1. Identification and activities', 10);
  para(doc, 'Cornerstone Hope Community Outreach ("the Charity") is the community outreach arm of Cornerstone Gospel Assembly, Kingston 11. It is registered under the Charities Act, 2013 and is a registered charitable organisation for the purposes of the Income Tax Act. It operates a feeding programme (hot meals three days a week), a homework and literacy centre, visits and care packages for shut-in senior citizens, and back-to-school assistance for children of the Waltham Park and Olympic Gardens communities. Its financial year runs from 1 April to 31 March.');
  H(doc, '2. Statement of compliance and basis of preparation', 10);
  para(doc, 'The financial statements are prepared in accordance with the International Financial Reporting Standard for Small and Medium-sized Entities (IFRS for SMEs) under the historical cost convention and are presented in Jamaican dollars (J$).');
  H(doc, '3. Significant accounting policies', 10);
  para(doc, '(a) Revenue. Donations and offerings are recognised when received. Grants are recognised when the conditions attached to them have been met. Fundraising events are shown gross; their direct costs are shown under expenditure.\n(b) Foreign currency. Donations received in United States dollars are translated at the rate on the date received; the US$ account balance is translated at the rate ruling at the reporting date.\n(c) Property, plant and equipment are carried at cost less accumulated depreciation, charged on the straight-line basis over the estimated useful lives of the assets. Fully depreciated assets still in use are carried at nil.');
  H(doc, '4. Cash and bank balances', 10);
  colHead(doc, bx, ['2025\n$', '2024\n$'], { colW: 90 });
  rows(doc, [
    { label: 'NCB – current account (JMD)', indent: 1, vals: two(chCash.ncb) },
    { label: 'NCB – savings account (Building Fund)', indent: 1, vals: two(chCash.savings) },
    { label: `Scotiabank – US$ savings account\n(US$${fmt(chCash.usd[0], 2)}; 2024: US$${fmt(chCash.usd[1], 2)})`, indent: 1, vals: two(chCash.usdJ) },
    { label: 'Petty cash', indent: 1, vals: two(chCash.petty) },
    { label: '', rule: true, double: true, bold: true, vals: two(SFP.cash) },
  ], { xs: bx, fmt: jm, width: 300, colW: 90, size: 9, lineH: 15 });
  para(doc, `The US dollar balance is translated at J$${fmt(chCash.rate[0], 2)} to US$1 (2024: J$${fmt(chCash.rate[1], 2)}).`, 8);
  H(doc, '5. Property, plant and equipment', 10);
  const px = [270, 327, 384, 441, 498, 555];
  colHead(doc, px, ['Building\nimprove-\nments', 'Kitchen\nequipment', 'Furniture\nand\nfixtures', 'Computers', 'Motor\nvehicle', 'Total\n\n$'], { colW: 56, size: 7 });
  const pv = (f) => { const v = CH_PPE.map(f); return [...v, r2(v.reduce((s, x) => s + x, 0))]; };
  rows(doc, [
    { label: 'Cost: 1 April 2024', vals: pv((p) => p.cost0) },
    { label: 'Additions', indent: 1, vals: pv((p) => p.add) },
    { label: '31 March 2025', rule: true, vals: pv((p) => p.cost1) },
    { label: 'Depreciation: 1 April 2024', vals: pv((p) => p.ad0) },
    { label: 'Charge for the year', indent: 1, vals: pv((p) => p.chg) },
    { label: '31 March 2025', rule: true, vals: pv((p) => p.ad1) },
    { label: 'Net book value: 31 March 2025', bold: true, vals: pv((p) => p.nbv1) },
    { label: '31 March 2024', indent: 1, vals: pv((p) => p.nbv0) },
  ], { xs: px, fmt: jm, width: 170, colW: 56, size: 7, lineH: 13 });
  next();

  // p7 notes 6-8
  H(doc, '6. Donations', 10);
  colHead(doc, bx, ['2025\n$', '2024\n$'], { colW: 90 });
  const cats = [['Individuals', 'Individual'], ['Congregation (special and Building Fund offerings)', 'Congregation'], ['Corporate', 'Corporate'], ['Diaspora (friends overseas)', 'Diaspora']];
  rows(doc, [
    ...cats.map(([l, k]) => ({ label: l, indent: 1, vals: [donByCat[k], chY24.don[k]] })),
    { label: 'Total donations', bold: true, rule: true, vals: two(RE.don) },
  ], { xs: bx, fmt: jm, width: 300, colW: 90, size: 9, lineH: 15 });
  para(doc, `Donations include J$${fmt(bfIn[0], 2)} (2024: J$${fmt(bfIn[1], 2)}) designated for the Building Fund. Donated food and volunteer time are not recognised in these financial statements.`, 8);
  H(doc, '7. Grants', 10);
  colHead(doc, bx, ['2025\n$', '2024\n$'], { colW: 90 });
  rows(doc, [
    ...CH_GRANTS.map((g) => ({ label: g.name, indent: 1, vals: g.v })),
    { label: 'Total grants', bold: true, rule: true, vals: two(RE.grants) },
  ], { xs: bx, fmt: jm, width: 320, colW: 90, size: 9, lineH: 15 });
  H(doc, '8. Programme expenses', 10);
  para(doc, `During the year the feeding programme served ${fmt(CH_STAFF.meals, 0)} hot meals; the homework centre enrolled ${CH_STAFF.students} students; ${CH_STAFF.seniors} shut-in seniors received monthly visits and care packages; and back-to-school assistance (books, uniforms and lunch money) was given to ${CH_STAFF.btsChildren} children in August and September 2024. Programme expenses include food, supplies, stipends to programme coordinators and transport; they exclude the salaries of the Charity's administrative staff, which are included in administrative expenses.`, 8.5);
  H(doc, '9. Staff and volunteers', 10);
  para(doc, `The Charity employed ${CH_STAFF.count[0]} persons at 31 March 2025 (2024: ${CH_STAFF.count[1]}), of whom four are part-time. About ${CH_STAFF.volunteers} volunteers from the congregation serve regularly in the programmes. Members of the Board of Management receive no remuneration.`, 8.5);
  H(doc, '10. Building Fund', 10);
  para(doc, 'The Building Fund is a designated fund for the expansion of the church hall kitchen and homework centre. The Board has not yet approved a construction contract; the estimated cost of phase 1 is being reviewed.', 8.5);
  H(doc, '11. Taxation', 10);
  para(doc, 'The Charity is exempt from income tax as a registered charitable organisation. It is not registered for General Consumption Tax (GCT); GCT paid on purchases is included in the cost of the related expense.', 8.5);
  next();

  // p8 schedule
  H(doc, 'SCHEDULE 1', 12);
  H(doc, 'SCHEDULE OF ADMINISTRATIVE EXPENSES', 11);
  para(doc, 'Year ended 31 March 2025\n(Expressed in Jamaican dollars)');
  colHead(doc, bx, ['2025\n$', '2024\n$'], { colW: 90 });
  const labels = { sal: 'Salaries and wages', stat: 'Statutory contributions (NIS, NHT, Education Tax, HEART/NSTA)', jps: 'Electricity', nwc: 'Water', tel: 'Telephone and internet', office: 'Office supplies and stationery', audit: 'Audit fees', acctg: 'Accounting fees', bank: 'Bank charges and GCT', ins: 'Insurance', repairs: 'Repairs and maintenance', security: 'Security services', mv: 'Motor vehicle expenses', sundry: 'Sundry expenses' };
  rows(doc, [
    ...CH.ADM_KEYS.map((k) => ({ label: labels[k], indent: 1, vals: [CH.acc(k).act, chY24.adm[k]] })),
    { label: 'TOTAL ADMINISTRATIVE EXPENSES', bold: true, rule: true, double: true, vals: two(RE.adm) },
  ], { xs: bx, fmt: jm, width: 330, colW: 90, size: 9, lineH: 16 });
  pageNo(doc, page++, FOOT);
  await end();
}

// ---------------------------------------------------------------- QuickBooks Online budget vs actuals by month
export async function qboXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'QuickBooks Online';
  const ws = wb.addWorksheet('Budget vs. Actuals');
  const NM = 13; // 12 months + total
  ws.columns = [{ width: 42 }, ...Array.from({ length: NM * 4 }, () => ({ width: 13 }))];
  const last = 1 + NM * 4;
  [['Cornerstone Hope Community Outreach', 14], ['Budget vs. Actuals: FY2024-25 Operating Budget - FY25 P&L', 12], ['April 2024 - March 2025', 10]].forEach(([t, s], i) => {
    ws.mergeCells(i + 1, 1, i + 1, last); const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: i < 2, size: s }; c.alignment = { horizontal: 'center' };
  });
  const hr = 5;
  const mLabel = CH.MONTHS.map((m) => `${MONTHS[Number(m.slice(5)) - 1].slice(0, 3)} ${m.slice(0, 4)}`);
  [...mLabel, 'Total'].forEach((t, i) => {
    const c0 = 2 + i * 4;
    ws.mergeCells(hr, c0, hr, c0 + 3);
    const c = ws.getCell(hr, c0); c.value = t; c.font = { bold: true }; c.alignment = { horizontal: 'center' };
    ['Actual', 'Budget', 'over Budget', '% of Budget'].forEach((s, j) => { const d = ws.getCell(hr + 1, c0 + j); d.value = s; d.font = { bold: true }; d.alignment = { horizontal: 'right' }; d.border = { bottom: { style: 'thin' } }; });
  });
  let r = hr + 2;
  const NF = '#,##0.00;-#,##0.00';
  const put = (label, act, bud, o = {}) => {
    const c = ws.getCell(r, 1); c.value = label; c.alignment = { indent: o.indent || 0 }; if (o.bold) c.font = { bold: true };
    if (act) {
      const A = [...act, r2(act.reduce((s, x) => s + x, 0))], B = [...bud, r2(bud.reduce((s, x) => s + x, 0))];
      for (let i = 0; i < NM; i++) {
        const c0 = 2 + i * 4;
        const cells = [A[i], B[i], r2(A[i] - B[i]), B[i] ? A[i] / B[i] : null];
        cells.forEach((v, j) => {
          const d = ws.getCell(r, c0 + j);
          if (v === null) return;
          d.value = j < 3 ? r2(v) : Math.round(v * 10000) / 10000;
          d.numFmt = j < 3 ? NF : '0.00%';
          if (o.bold) d.font = { bold: true };
          if (o.rule) d.border = { top: { style: 'thin' } };
        });
      }
    }
    r++;
  };
  const A = (k) => CH.acc(k);
  const m12 = (list, f) => CH.MONTHS.map((_, i) => r2(list.reduce((s, a) => s + Math.round(a[f][i] * 100), 0) / 100));
  const grp = (keys) => keys.map(A);
  put('Income', null, null, { bold: true });
  put('Church Subvention', A('subv').m, A('subv').bm, { indent: 1 });
  put('Donations', null, null, { indent: 1 });
  const donA = grp(['donCorp', 'donCong', 'donDia', 'donInd']);
  const donNames = { donCorp: 'Corporate', donCong: 'Congregation', donDia: 'Diaspora', donInd: 'Individuals' };
  for (const a of donA) put(donNames[a.key], a.m, a.bm, { indent: 2 });
  put('Total Donations', m12(donA, 'm'), m12(donA, 'bm'), { indent: 1, bold: true, rule: true });
  put('Fundraising Events', A('events').m, A('events').bm, { indent: 1 });
  put('Grants', A('grants').m, A('grants').bm, { indent: 1 });
  const incA = CH.ACC.filter((a) => a.sec === 'inc');
  put('Total Income', m12(incA, 'm'), m12(incA, 'bm'), { bold: true, rule: true });
  put('Gross Profit', m12(incA, 'm'), m12(incA, 'bm'), { bold: true });
  put('Expenses', null, null, { bold: true });
  const admA = CH.ACC.filter((a) => a.sec === 'adm');
  put('Administrative Expenses', null, null, { indent: 1 });
  const admSorted = [...admA].sort((a, b) => a.name.localeCompare(b.name));
  for (const a of admSorted) put(a.name, a.m, a.bm, { indent: 2 });
  put('Total Administrative Expenses', m12(admA, 'm'), m12(admA, 'bm'), { indent: 1, bold: true, rule: true });
  put('Depreciation', A('dep').m, A('dep').bm, { indent: 1 });
  put('Fundraising Event Costs', A('evcost').m, A('evcost').bm, { indent: 1 });
  const progA = grp(['bts', 'feed', 'homework', 'senior']);
  put('Programme Expenses', null, null, { indent: 1 });
  for (const a of progA) put(a.name, a.m, a.bm, { indent: 2 });
  put('Total Programme Expenses', m12(progA, 'm'), m12(progA, 'bm'), { indent: 1, bold: true, rule: true });
  const expA = CH.ACC.filter((a) => ['prog', 'adm', 'dep'].includes(a.sec));
  put('Total Expenses', m12(expA, 'm'), m12(expA, 'bm'), { bold: true, rule: true });
  const noi = (f) => CH.MONTHS.map((_, i) => r2(m12(incA, f)[i] - m12(expA, f)[i]));
  put('Net Operating Income', noi('m'), noi('bm'), { bold: true });
  put('Other Income', null, null, { bold: true });
  put('Interest Earned', A('interest').m, A('interest').bm, { indent: 1 });
  put('Total Other Income', A('interest').m, A('interest').bm, { bold: true, rule: true });
  put('Net Other Income', A('interest').m, A('interest').bm, { bold: true });
  const ni = (f) => CH.MONTHS.map((_, i) => r2(noi(f)[i] + A('interest')[f][i]));
  put('Net Income', ni('m'), ni('bm'), { bold: true, rule: true });
  r += 2;
  ws.getCell(r, 1).value = 'Accrual basis Friday, 30 May 2025 02:41 PM GMT-05:00';
  ws.getCell(r, 1).font = { size: 8 };
  ws.views = [{ state: 'frozen', xSplit: 1, ySplit: hr + 1 }];
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- donations register
export async function registerXlsx(file) {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Cornerstone Hope Treasurer';
  const ws = wb.addWorksheet('Register 2024-25');
  ws.columns = [{ width: 12 }, { width: 11 }, { width: 42 }, { width: 15 }, { width: 18 }, { width: 14 }, { width: 15 }, { width: 26 }];
  [['CORNERSTONE HOPE COMMUNITY OUTREACH', true, 13], ['DONATIONS REGISTER – FINANCIAL YEAR 2024/25 (1 April 2024 – 31 March 2025)', true, 11], ['Amounts in JMD. Diaspora gifts are converted at the NCB buying rate on the day received. Grants, the church subvention and event receipts are not donations and are not in this register.', false, 9]]
    .forEach(([t, b, s], i) => { ws.mergeCells(i + 1, 1, i + 1, 8); const c = ws.getCell(i + 1, 1); c.value = t; c.font = { bold: b, size: s }; c.alignment = { wrapText: i === 2 }; });
  ws.getRow(3).height = 28;
  const hr = 5;
  ['Date', 'Receipt No.', 'Donor', 'Donor Category', 'Fund', 'Method', 'Amount (J$)', 'Notes'].forEach((h, i) => { const c = ws.getCell(hr, i + 1); c.value = h; styleHeader(c); });
  let r = hr + 1;
  for (const g of CH.REG) {
    const [y, m, d] = g.date.split('-').map(Number);
    ws.getCell(r, 1).value = new Date(Date.UTC(y, m - 1, d)); ws.getCell(r, 1).numFmt = 'dd/mm/yyyy';
    ws.getCell(r, 2).value = g.no; ws.getCell(r, 3).value = g.donor; ws.getCell(r, 4).value = g.cat; ws.getCell(r, 5).value = g.fund; ws.getCell(r, 6).value = g.method;
    ws.getCell(r, 7).value = g.amt; ws.getCell(r, 7).numFmt = '#,##0.00;(#,##0.00)';
    ws.getCell(r, 8).value = g.note ?? (g.amt < 0 ? 'Refer to drawer – reverses CH receipt of 15/11/2024' : null);
    r++;
  }
  ws.getCell(r, 3).value = 'TOTAL'; ws.getCell(r, 3).font = { bold: true };
  ws.getCell(r, 7).value = { formula: `SUM(G${hr + 1}:G${r - 1})`, result: CH.donTot }; ws.getCell(r, 7).numFmt = '#,##0.00;(#,##0.00)'; ws.getCell(r, 7).font = { bold: true };
  ws.autoFilter = { from: { row: hr, column: 1 }, to: { row: r - 1, column: 8 } };
  ws.views = [{ state: 'frozen', ySplit: hr }];
  // summary by category
  const s = wb.addWorksheet('Summary');
  s.columns = [{ width: 22 }, { width: 16 }];
  s.getCell('A1').value = 'Donations by category, FY 2024/25 (J$)'; s.getCell('A1').font = { bold: true };
  ['Donor Category', 'Amount (J$)'].forEach((h, i) => { const c = s.getCell(3, i + 1); c.value = h; styleHeader(c); });
  CH.CATS.forEach((k, i) => {
    s.getCell(4 + i, 1).value = k;
    s.getCell(4 + i, 2).value = { formula: `SUMIF('Register 2024-25'!D:D,A${4 + i},'Register 2024-25'!G:G)`, result: donByCat[k] };
    s.getCell(4 + i, 2).numFmt = '#,##0.00';
  });
  s.getCell(8, 1).value = 'Total'; s.getCell(8, 1).font = { bold: true };
  s.getCell(8, 2).value = { formula: 'SUM(B4:B7)', result: CH.donTot }; s.getCell(8, 2).numFmt = '#,##0.00'; s.getCell(8, 2).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ---------------------------------------------------------------- NCB CSV
export function ncbCsv(file) {
  const q = (s) => `"${s}"`;
  const n = (v) => (v ? fmt(v, 2).replace(/,/g, '') : '');
  const L = [
    'National Commercial Bank Jamaica Limited - Account Activity',
    `Account Name,${q(NAME)}`,
    'Account Number,354118702',
    'Account Type,BUSINESS CURRENT - JMD',
    'Branch,HALF WAY TREE',
    'Statement Period,01/03/2025 - 31/03/2025',
    `Opening Balance,${n(CH.ncbOpen)}`,
    `Closing Balance,${n(CH.ncbClose)}`,
    '',
    'Transaction Date,Description,Reference,Debit,Credit,Balance',
  ];
  for (const t of CH.NCB) L.push([t.date, q(t.desc), t.ref, n(t.dr), n(t.cr), n(t.bal)].join(','));
  if (Math.abs(CH.NCB[CH.NCB.length - 1].bal - CH.ncbClose) > 0.001) throw new Error('NCB does not run to the closing balance');
  fs.writeFileSync(file, L.join('\n') + '\n');
}

// ---------------------------------------------------------------- AGM minutes
export async function agmDocx(file) {
  const M = AGM;
  const n = (v) => fmt(v, 2);
  const ch = [
    P(NAME, { bold: true, size: 14, align: 'center' }),
    P('MINUTES OF THE NINTH ANNUAL GENERAL MEETING', { bold: true, size: 12, align: 'center' }),
    P('held on Saturday, 28 June 2025 at 2:00 p.m. in the Fellowship Hall, Cornerstone Gospel Assembly, 41 Waltham Park Road, Kingston 11', { align: 'center', italic: true }),
    P([{ text: 'Chairman: ', bold: true }, { text: `${M.chair}` }]),
    P([{ text: 'Present: ', bold: true }, { text: `${M.members} members, as recorded in the attendance register, including the Board of Management. Also present: Mr. Omar Reid of ${M.auditor}, auditors.` }]),
    P('1. Devotion and call to order', { bold: true }),
    P('The meeting was called to order at 2:10 p.m. after devotion led by Deaconess Merle Thompson. The Secretary confirmed that notice of the meeting had been given to members on 1 June 2025 and that a quorum was present.'),
    P('2. Minutes of the Eighth Annual General Meeting', { bold: true }),
    P('The minutes of the AGM held on 29 June 2024 were read and confirmed on a motion by Sis. Beverley Hall, seconded by Bro. Owen Walker.'),
    P("3. Chairman's report", { bold: true }),
    P(`The Chairman thanked the volunteers of the feeding programme, which served ${fmt(CH_STAFF.meals, 0)} hot meals during the year, and announced a target of ${fmt(M.mealsTarget, 0)} meals for 2025/26. He reported that the Building Fund had passed J$5 million.`),
    P("4. Treasurer's report and audited financial statements", { bold: true }),
    P(`The Treasurer, ${M.oldTreasurer}, presented the audited financial statements for the year ended 31 March 2025. Total revenue was J$${n(RE.rev[0])} and total expenditure J$${n(RE.exp[0])}, giving a surplus of J$${n(RE.sur[0])} (2024: J$${n(RE.sur[1])}). Donations of J$${n(bfIn[0])} were designated for the Building Fund, which stood at J$${n(FUNDS_CH.bf[0])} at 31 March 2025. Electricity remained the largest administrative cost after salaries; the Board is reviewing a quotation for solar panels on the church hall.`),
    P(`Resolution: That the audited financial statements for the year ended 31 March 2025 be received and adopted. Moved by Bro. Garfield Brown, seconded by Sis. Sonia Douglas; carried.`),
    P('5. Budget 2025/26', { bold: true }),
    P('The Treasurer presented the expenditure budget for 2025/26 approved by the Board of Management, compared with actual expenditure for 2024/25:'),
    T([
      ['Programme / cost centre', 'Actual 2024/25 (J$)', 'Budget 2025/26 (J$)'],
      ...M.rows.map((x) => [x.label, n(x.a25), n(x.b26)]),
      ['Total', n(M.tot.a25), n(M.tot.b26)],
    ], { widths: [4200, 2400, 2400], numCols: [1, 2], boldRows: [M.rows.length + 1] }),
    P(''),
    P('The budget excludes depreciation and fundraising event costs. Members asked that the back-to-school assistance be increased because of the rising cost of books and uniforms; the Board will review it in July.'),
    P('6. Appointment of auditors', { bold: true }),
    P(`On a motion by Sis. Yvonne Reid, seconded by Bro. Kevin Lawrence, ${M.auditor}, Chartered Accountants, were re-appointed auditors for the year ending 31 March 2026 at a fee of J$${fmt(M.auditFee26, 2)}.`),
    P('7. Election of officers', { bold: true }),
    P(`${M.oldTreasurer} did not seek re-election as Treasurer after six years and was thanked for her service. Two nominations were received for Treasurer. Results of the ballot:`),
    T([
      ['Candidate', 'Votes'],
      ['Bro. Devon Ellis', String(M.votes.Ellis)],
      ['Sis. Kerry-Ann Lewis', String(M.votes.Lewis)],
      ['Spoilt ballots', String(M.spoilt)],
    ], { widths: [4200, 1800], numCols: [1] }),
    P(''),
    P(`${M.newTreasurer} was declared elected Treasurer. ${M.chair} (Chairman) and ${M.secretary} (Secretary) were returned unopposed.`),
    P('8. Any other business', { bold: true }),
    P('Members were reminded that donations of J$5,000 and over are receipted for income tax purposes. The next meeting of the Board of Management will be held on Saturday, 19 July 2025.'),
    P('9. Adjournment', { bold: true }),
    P('There being no further business, the meeting was adjourned at 4:35 p.m. with prayer by the Chairman.'),
    P(''),
    P(`______________________ ${M.secretary}, Secretary          ______________________ ${M.chair}, Chairman`),
  ];
  await writeDocx(file, ch, { title: 'AGM Minutes 28 June 2025', creator: M.secretary });
}

// ---------------------------------------------------------------- receipt photo
export async function receiptPhoto(file) {
  const R = RC;
  const d2 = (v) => fmt(v, 2);
  const lines = [
    { t: R.name, size: 28, bold: true, center: true },
    { t: '128 Constant Spring Road, Kingston 8', size: 21, center: true },
    { t: 'Tel: 876-924-3318', size: 21, center: true },
    { t: `TRN/GCT Reg: ${R.trn}`, size: 21, center: true },
    { gap: 4 },
    { cols: [`INVOICE# ${R.inv}`, `TILL ${R.till}`], size: 21 },
    { cols: [`DATE: ${R.date}`, `TIME: ${R.time}`], size: 21 },
    { cols: [`CASHIER: ${R.cashier}`, ''], size: 21 },
    { rule: true },
    ...R.items.flatMap((i) => (i.qn > 1
      ? [{ t: i.d, size: 21 }, { cols: [`   ${i.qn} @ ${d2(i.p)}`, `${d2(i.amt)} ${i.t}`], size: 21 }]
      : [{ cols: [i.d, `${d2(i.amt)} ${i.t}`], size: 21 }])),
    { rule: true },
    { cols: ['SUBTOTAL', d2(R.sub)], size: 22 },
    { cols: [`GCT 15% ON ${d2(R.taxable)}`, d2(R.gct)], size: 22 },
    { cols: ['TOTAL J$', d2(R.total)], size: 28, bold: true },
    { gap: 4 },
    { cols: ['DEBIT CARD NCB ****4471', d2(R.total)], size: 21 },
    { cols: ['CHANGE', '0.00'], size: 21 },
    { cols: ['ITEMS SOLD', String(R.qty)], size: 21 },
    { gap: 4 },
    { t: 'T = GCT 15%   E = EXEMPT', size: 20, center: true },
    { t: 'THANK YOU FOR SHOPPING WITH US', size: 20, center: true },
    { t: 'NO REFUND ON FOOD ITEMS', size: 20, center: true },
  ];
  await photoDocument(file, lines, { width: 720, height: 1120, angle: 1.4, seed: 2873, format: 'jpeg', mono: true, margin: 46, noise: 22 });
}
