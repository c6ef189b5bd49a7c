// Ravi Valley Teaching Hospital Foundation (Lahore, Pakistan; Rupees; July-June year): six documents.
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { P, T, writeDocx, fmt, styleHeader, F, NUM0, MONTHS } from './office.mjs';
import { flow, acc } from './flow.mjs';
import { photoDocument } from './photo.mjs';

const NAME = 'Ravi Valley Teaching Hospital Foundation';
const usD = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${MONTHS[m - 1]} ${d}, ${y}`; };
const dmy = (iso) => { const [y, m, d] = iso.split('-'); return `${d}-${m}-${y}`; };
const q = (s) => (/[",\n]/.test(String(s)) ? `"${String(s).replace(/"/g, '""')}"` : String(s));
const rs = (v) => `Rs ${fmt(v, 0)}`;
const mn = (v) => `Rs ${(v / 1e6).toFixed(1)} million`;
const t = (l) => l.g + l.z + l.r + l.e;
const sum = (a) => a.reduce((s, x) => s + x, 0);

// ------------------------------------------------------------------ 1. audited financial statements (pdf)
export async function statements(file, R) {
  const f = R.facts, B = R.bs, C = R.cf;
  const F_ = flow(file, { title: `${NAME} - Financial Statements for the year ended June 30, 2025`, author: f.auditor, running: `${NAME} · Financial statements for the year ended June 30, 2025` });
  const d = F_.doc;
  d.moveDown(9);
  d.font('B').fontSize(21).text('RAVI VALLEY TEACHING HOSPITAL', { align: 'center' }); d.text('FOUNDATION', { align: 'center' });
  d.moveDown(0.5); d.font('R').fontSize(10.5).text('(A company limited by guarantee, licensed under section 42 of the Companies Act, 2017)', { align: 'center' });
  d.moveDown(3); d.font('B').fontSize(15).text('FINANCIAL STATEMENTS', { align: 'center' });
  d.font('R').fontSize(12).text('FOR THE YEAR ENDED JUNE 30, 2025', { align: 'center' });
  d.moveDown(6); d.fontSize(9).text(`${f.auditor}\nChartered Accountants\n42-B, Gulberg III, Lahore`, { align: 'center' });
  F_.page();
  F_.title('CONTENTS', 13);
  [["Directors' Report", 3], ["Independent Auditor's Report to the Members", 4], ['Statement of Financial Position', 6], ['Statement of Income and Expenditure and Changes in Funds', 7], ['Statement of Cash Flows', 8], ['Notes to the Financial Statements', 9]].forEach(([x, n]) => F_.p(`${x} ....................................................................... ${n}`, { align: 'left' }));
  F_.page();
  F_.h("DIRECTORS' REPORT");
  F_.p(`The Board of Directors of ${NAME} (the "Foundation") is pleased to present its report together with the audited financial statements of the Foundation for the year ended June 30, 2025.`);
  F_.p('Principal activities', { bold: true });
  F_.p(`The Foundation was established to support the ${f.hospital}, Shahdara, Lahore, a public sector teaching hospital of the Government of the Punjab. It provides free treatment to deserving patients from Zakat and general donations, runs the Thalassaemia and Haemophilia Day-Care Centre within the Hospital, funds paediatric cardiac surgery, donates medical equipment to the Hospital and awards scholarships to nursing and allied health students.`);
  F_.p('Financial results', { bold: true });
  F_.p(`Total income for the year was ${rs(R.incomeTotal)} (2024: ${rs(R.incomePy)}) and total expenditure was ${rs(R.expTotal)} (2024: ${rs(R.expPy)}), resulting in a surplus of ${rs(R.surplus)} (2024: ${rs(R.surplusPy)}). Of the surplus, a significant part relates to restricted and endowment funds which can be applied only to their stated purposes. During the year the Foundation assisted ${fmt(f.patients, 0)} patients free of cost.`);
  F_.p('Meetings of the Board', { bold: true });
  F_.p('Five meetings of the Board of Directors were held during the year. Attendance was as follows: Mrs. Samina Rafiq (Chairperson) 5; Dr. Farhan Aslam (Chief Executive) 5; Mr. Javed Iqbal Chaudhry 4; Prof. Dr. Nighat Sultana 5; Mr. Asad Mehmood Khan 3; Mrs. Tahira Qazi 4; Mr. Omer Farooq Sheikh 5. Leave of absence was granted to directors who could not attend.');
  F_.p('Auditors', { bold: true });
  F_.p(`The retiring auditors, ${f.auditor}, Chartered Accountants, being eligible, have offered themselves for reappointment. The Board recommends their reappointment for the year ending June 30, 2026.`);
  F_.p(`For and on behalf of the Board\n\n${f.ceo}, Chief Executive          ${f.chair}, Chairperson\nLahore: ${usD(f.opinionDate)}`, { align: 'left' });
  F_.page();
  F_.h("INDEPENDENT AUDITOR'S REPORT");
  F_.p(`To the members of ${NAME}`, { bold: true });
  F_.p('Report on the Audit of the Financial Statements', { bold: true });
  F_.p('Opinion', { bold: true });
  F_.p(`We have audited the annexed financial statements of ${NAME} (the Company), which comprise the statement of financial position as at June 30, 2025, and the statement of income and expenditure and changes in funds and the statement of cash flows for the year then ended, and notes to the financial statements, including a summary of significant accounting policies and other explanatory information, and we state that we have obtained all the information and explanations which, to the best of our knowledge and belief, were necessary for the purposes of the audit.`);
  F_.p('In our opinion and to the best of our information and according to the explanations given to us, the statement of financial position, the statement of income and expenditure and changes in funds and the statement of cash flows together with the notes forming part thereof conform with the accounting and reporting standards as applicable in Pakistan and give the information required by the Companies Act, 2017 (XIX of 2017), in the manner so required and respectively give a true and fair view of the state of the Company\'s affairs as at June 30, 2025 and of the surplus and its cash flows for the year then ended.');
  F_.p('Basis for Opinion', { bold: true });
  F_.p("We conducted our audit in accordance with International Standards on Auditing (ISAs) as applicable in Pakistan. Our responsibilities under those standards are further described in the Auditor's Responsibilities for the Audit of the Financial Statements section of our report. We are independent of the Company in accordance with the International Ethics Standards Board for Accountants' Code of Ethics for Professional Accountants as adopted by the Institute of Chartered Accountants of Pakistan (the Code), and we have fulfilled our other ethical responsibilities in accordance with the Code. We believe that the audit evidence we have obtained is sufficient and appropriate to provide a basis for our opinion.");
  F_.p('Responsibilities of Management and Board of Directors for the Financial Statements', { bold: true });
  F_.p('Management is responsible for the preparation and fair presentation of the financial statements in accordance with the accounting and reporting standards as applicable in Pakistan, comprising the Accounting Standard for Not for Profit Organizations (NPOs) issued by the Institute of Chartered Accountants of Pakistan and the provisions of and directives issued under the Companies Act, 2017, and for such internal control as management determines is necessary to enable the preparation of financial statements that are free from material misstatement, whether due to fraud or error. Board of Directors are responsible for overseeing the Company\'s financial reporting process.');
  F_.p("Auditor's Responsibilities for the Audit of the Financial Statements", { bold: true });
  F_.p('Our objectives are to obtain reasonable assurance about whether the financial statements as a whole are free from material misstatement, whether due to fraud or error, and to issue an auditor\'s report that includes our opinion. Reasonable assurance is a high level of assurance, but is not a guarantee that an audit conducted in accordance with ISAs as applicable in Pakistan will always detect a material misstatement when it exists. Donations received in cash at the Foundation\'s collection points are, by their nature, not susceptible to complete verification; our procedures were limited to the amounts recorded in the books of account.');
  F_.p('Report on Other Legal and Regulatory Requirements', { bold: true });
  F_.p('Based on our audit, we further report that in our opinion: (a) proper books of account have been kept by the Company as required by the Companies Act, 2017; (b) the statement of financial position, the statement of income and expenditure and changes in funds and the statement of cash flows have been drawn up in conformity with the Companies Act, 2017 and are in agreement with the books of account and returns; (c) investments made, expenditure incurred and guarantees extended during the year were for the purpose of the Company\'s business; and (d) no Zakat was deductible at source under the Zakat and Ushr Ordinance, 1980.');
  F_.p(`The engagement partner on the audit resulting in this independent auditor's report is ${f.partner}.`);
  F_.p(`${f.auditor}\nChartered Accountants\nLahore\nDate: ${usD(f.opinionDate)}\nUDIN: ${f.udin}`, { align: 'left' });

  // statement of financial position
  F_.page();
  F_.title('STATEMENT OF FINANCIAL POSITION', 13);
  F_.p('AS AT JUNE 30, 2025', { bold: true, size: 9 });
  const sofp = [
    { label: 'ASSETS', head: true },
    { label: 'Non-current assets', head: true },
    { label: 'Property and equipment', note: 4, vals: [B.ppe[0], B.ppe[1]], indent: 1 },
    { label: 'Long-term investments', note: 5, vals: [B.ltInv[0], B.ltInv[1]], indent: 1 },
    { label: '', vals: [B.ppe[0] + B.ltInv[0], B.ppe[1] + B.ltInv[1]], bold: true },
    { label: 'Current assets', head: true },
    { label: 'Stock of medicines and consumables', note: 8, vals: [B.stock[0], B.stock[1]], indent: 1 },
    { label: 'Advances, prepayments and other receivables', note: 7, vals: [B.rec[0], B.rec[1]], indent: 1 },
    { label: 'Short-term investments', note: 6, vals: [B.stInv[0], B.stInv[1]], indent: 1 },
    { label: 'Cash and bank balances', note: 9, vals: [B.cash[0], B.cash[1]], indent: 1 },
    { label: '', vals: B.currentAssets, bold: true },
    { label: 'TOTAL ASSETS', vals: B.totalAssets, bold: true },
    { label: 'FUNDS AND LIABILITIES', head: true },
    { label: 'Funds', head: true },
    { label: 'General fund', vals: [R.closing.g, R.opening.g], indent: 1 },
    { label: 'Zakat fund', note: 11, vals: [R.closing.z, R.opening.z], indent: 1 },
    { label: 'Restricted funds', note: 12, vals: [R.closing.r, R.opening.r], indent: 1 },
    { label: 'Endowment fund', note: 13, vals: [R.closing.e, R.opening.e], indent: 1 },
    { label: '', vals: [R.fundsTotal, R.fundsOpen], bold: true },
    { label: 'Non-current liabilities', head: true },
    { label: 'Deferred liability - staff gratuity', note: 10, vals: [B.gratuity[0], B.gratuity[1]], indent: 1 },
    { label: 'Current liabilities', head: true },
    { label: 'Accrued and other liabilities', note: 10, vals: [B.accrued[0], B.accrued[1]], indent: 1 },
    { label: 'Payable to suppliers', vals: [B.payables[0], B.payables[1]], indent: 1 },
    { label: '', vals: B.currentLiab, bold: true },
    { label: 'TOTAL FUNDS AND LIABILITIES', vals: B.totalAssets, bold: true },
    { label: 'CONTINGENCIES AND COMMITMENTS', note: 24, vals: [] },
  ];
  F_.table({ cols: ['2025 Rupees', '2024 Rupees'], note: true, labelW: 250, colW: 105, rows: sofp });
  F_.p('The annexed notes 1 to 26 form an integral part of these financial statements.', { italic: true, size: 8 });
  F_.p('CHIEF EXECUTIVE                                        DIRECTOR                                        CHIEF FINANCIAL OFFICER', { size: 7.5, align: 'left' });

  // statement of income and expenditure (landscape)
  F_.page({ layout: 'landscape' });
  F_.title('STATEMENT OF INCOME AND EXPENDITURE AND CHANGES IN FUNDS', 13);
  F_.p('FOR THE YEAR ENDED JUNE 30, 2025', { bold: true, size: 9 });
  const v6 = (l) => [l.g, l.z, l.r, l.e, t(l), l.py];
  const colSum = (rows, k) => sum(rows.map((l) => l[k]));
  const tot6 = (rows) => [colSum(rows, 'g'), colSum(rows, 'z'), colSum(rows, 'r'), colSum(rows, 'e'), sum(rows.map(t)), colSum(rows, 'py')];
  const ti = tot6(R.income), te = tot6(R.expenditure);
  const soa = [
    { label: 'INCOME', head: true },
    ...R.income.map((l) => ({ label: l.label, note: l.note, vals: v6(l), indent: 1 })),
    { label: 'Total income', vals: ti, bold: true },
    { label: 'EXPENDITURE', head: true },
    ...R.expenditure.map((l) => ({ label: l.label, note: l.note, vals: v6(l), indent: 1 })),
    { label: 'Total expenditure', vals: te, bold: true },
    { label: 'Surplus for the year', vals: ti.map((v, i) => v - te[i]), bold: true },
    { label: 'Transfer from endowment fund for scholarships', note: 13, vals: [R.transferEndowToGeneral, 0, 0, -R.transferEndowToGeneral, 0, 0] },
    { label: 'Fund balances at beginning of the year', vals: [R.opening.g, R.opening.z, R.opening.r, R.opening.e, R.fundsOpen, R.fundsPyOpen] },
    { label: 'Fund balances at end of the year', vals: [R.closing.g, R.closing.z, R.closing.r, R.closing.e, R.fundsTotal, R.fundsOpen], bold: true },
  ];
  F_.table({ cols: ['General Fund Rupees', 'Zakat Fund Rupees', 'Restricted Funds Rupees', 'Endowment Fund Rupees', 'Total 2025 Rupees', 'Total 2024 Rupees'], note: true, labelW: 225, colW: 80, size: 8, rows: soa });
  F_.p('The annexed notes 1 to 26 form an integral part of these financial statements.', { italic: true, size: 8 });

  // cash flows
  F_.page({ layout: 'portrait' });
  F_.title('STATEMENT OF CASH FLOWS', 13);
  F_.p('FOR THE YEAR ENDED JUNE 30, 2025', { bold: true, size: 9 });
  const cf = (k) => [C.c[k], C.p[k]];
  F_.table({
    cols: ['2025 Rupees', '2024 Rupees'], labelW: 280, colW: 105, rows: [
      { label: 'CASH FLOWS FROM OPERATING ACTIVITIES', head: true },
      { label: 'Surplus for the year', vals: cf('surplus') },
      { label: 'Adjustments for non-cash and other items:', head: true },
      { label: 'Depreciation', vals: cf('dep'), indent: 1 },
      { label: 'Return on investments and bank deposits', vals: cf('invest'), indent: 1 },
      { label: 'Provision for staff gratuity', vals: cf('gratCharge'), indent: 1 },
      { label: 'Gratuity paid', vals: cf('gratPaid'), indent: 1 },
      { label: 'Working capital changes:', head: true },
      { label: '(Increase) in stock of medicines and consumables', vals: cf('stock'), indent: 1 },
      { label: '(Increase) in advances, deposits and other receivables', vals: cf('rec'), indent: 1 },
      { label: 'Increase in accrued and other liabilities', vals: cf('accrued'), indent: 1 },
      { label: 'Increase in payable to suppliers', vals: cf('payables'), indent: 1 },
      { label: 'Net cash generated from operating activities', vals: cf('operating'), bold: true },
      { label: 'CASH FLOWS FROM INVESTING ACTIVITIES', head: true },
      { label: 'Purchase of property and equipment', vals: cf('capex'), indent: 1 },
      { label: 'Long-term investments made', vals: cf('ltInv'), indent: 1 },
      { label: 'Short-term investments made - net', vals: cf('stInv'), indent: 1 },
      { label: 'Return on investments and bank deposits received', vals: cf('received'), indent: 1 },
      { label: 'Net cash used in investing activities', vals: cf('investing'), bold: true },
      { label: 'Net increase in cash and cash equivalents', vals: cf('net'), bold: true },
      { label: 'Cash and cash equivalents at beginning of the year', vals: [B.cash[1], R.cf.openPy] },
      { label: 'Cash and cash equivalents at end of the year', vals: [B.cash[0], B.cash[1]], bold: true },
    ],
  });
  F_.p('Cash and cash equivalents comprise cash and bank balances (note 9).', { italic: true, size: 8 });

  // notes
  F_.page();
  F_.title('NOTES TO THE FINANCIAL STATEMENTS', 13);
  F_.p('FOR THE YEAR ENDED JUNE 30, 2025', { bold: true, size: 9 });
  F_.h('1. LEGAL STATUS AND NATURE OF ACTIVITIES');
  F_.p(`${NAME} (the "Foundation") was incorporated in Pakistan on March 11, 2009 as a company limited by guarantee and not having share capital, and is licensed under section 42 of the Companies Act, 2017 (CUIN ${f.cuin}). The registered office is situated at Foundation Block, ${f.hospital}, Shahdara, Lahore. The Foundation is registered with the Punjab Charity Commission (registration ${f.pccReg}) and is approved as a non-profit organisation under clause (36) of section 2 of the Income Tax Ordinance, 2001.`);
  F_.h('2. BASIS OF PREPARATION');
  F_.p('2.1 Statement of compliance. These financial statements have been prepared in accordance with the accounting and reporting standards as applicable in Pakistan, which comprise the Accounting Standard for Not for Profit Organizations (NPOs) issued by the Institute of Chartered Accountants of Pakistan, and the provisions of and directives issued under the Companies Act, 2017. Where the provisions of and directives issued under the Companies Act, 2017 differ from the Accounting Standard for NPOs, the provisions of and directives issued under the Act have been followed.');
  F_.p('2.2 Functional and presentation currency. These financial statements are presented in Pakistani Rupees, which is the Foundation\'s functional currency. Figures have been rounded off to the nearest Rupee.');
  F_.h('3. MATERIAL ACCOUNTING POLICY INFORMATION');
  F_.p('3.1 Funds. The General Fund is available for any of the objects of the Foundation. The Zakat Fund comprises Zakat received, and profit earned on its investment, and is applied only to eligible (mustahiq) patients in accordance with Shariah. Restricted Funds are donations and grants received for purposes specified by the donor. The Endowment Fund comprises contributions received on the condition that the principal is preserved; the return on the endowment is credited to the fund, and the amount approved by the Board under the spending policy (up to 5% of the average fund balance) is transferred to the General Fund to meet the cost of nursing and allied health scholarships.');
  F_.p('3.2 Income recognition. Donations, Zakat and grants are recognised when received or when a binding pledge is received and collection is certain. Donations in kind are recognised at fair value on receipt. Return on investments and bank deposits is recognised on a time proportion basis using the effective yield.');
  F_.p('3.3 Property and equipment are stated at cost less accumulated depreciation. Depreciation is charged on the straight-line method at the rates given in note 4. A full month\'s depreciation is charged in the month of addition and none in the month of disposal. Medical equipment purchased for and handed over to the Hospital is charged to expenditure when handed over and is not capitalised.');
  F_.p('3.4 Investments. Investments in Government securities and term deposits are classified at amortised cost. Units of money market funds are carried at fair value, with changes recognised in income.');
  F_.p('3.5 Staff retirement benefits. The Foundation operates an unfunded gratuity scheme for permanent employees who have completed the qualifying period of service. Provision is made annually to cover the obligation under the scheme.');
  F_.p('3.6 Stock of medicines and consumables is valued at the lower of cost, determined on the first-in first-out basis, and net realisable value.');

  // PPE - landscape, split over a page break
  F_.page({ layout: 'landscape' });
  F_.h('4. PROPERTY AND EQUIPMENT');
  const P_ = R.ppe;
  const tot = (a) => [...a, sum(a)];
  F_.table({
    cols: [...P_.cols.map((c) => `${c} Rupees`), 'Total Rupees'], labelW: 200, colW: 90, size: 8, splitAt: 7, title: '4. PROPERTY AND EQUIPMENT',
    rows: [
      { label: 'Cost', head: true },
      { label: 'Balance as at July 1, 2024', vals: tot(P_.costOpen), indent: 1 },
      { label: 'Additions during the year', vals: tot(P_.add), indent: 1 },
      { label: 'Disposals / write-offs', vals: tot(P_.disp.map((v) => -v)), indent: 1 },
      { label: 'Balance as at June 30, 2025', vals: tot(P_.costClose), bold: true, indent: 1 },
      { label: '', vals: [] },
      { label: 'Accumulated depreciation', head: true },
      { label: 'Balance as at July 1, 2024', vals: tot(P_.depOpen), indent: 1 },
      { label: 'Charge for the year', vals: tot(P_.charge), indent: 1 },
      { label: 'On disposals / write-offs', vals: tot(P_.disp.map((v) => -v)), indent: 1 },
      { label: 'Balance as at June 30, 2025', vals: tot(P_.depClose), bold: true, indent: 1 },
      { label: 'Written down value as at June 30, 2025', vals: tot(P_.wdv), bold: true },
      { label: 'Written down value as at June 30, 2024', vals: tot(P_.wdvOpen) },
      { label: 'Rate of depreciation per annum', vals: [...P_.rate, ''] },
    ],
  });
  F_.p('4.1 Additions to vehicles comprise a blood donor bus and two motorcycles for the patient welfare field officers. Disposals and write-offs relate to fully depreciated items with nil written down value; no sale proceeds were received. The depreciation charge for the year has been allocated to administrative and general expenses (note 18).');

  F_.page({ layout: 'portrait' });
  const two = (rows, a = 'Rupees') => ({ cols: [`2025 ${a}`, `2024 ${a}`], labelW: 280, colW: 105, rows });
  F_.h('5. LONG-TERM INVESTMENTS - AT AMORTISED COST');
  F_.table(two([...R.ltInvNote.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })), { label: '', vals: [B.ltInv[0], B.ltInv[1]], bold: true }]));
  F_.p('5.1 Pakistan Investment Bonds are held against the Endowment Fund. The fixed rate bonds carry a coupon of 15.50% per annum and mature in July 2027; the floating rate bonds are priced at the six-month Treasury Bill rate plus 0.10% and mature in January 2028.');
  F_.h('6. SHORT-TERM INVESTMENTS');
  F_.table(two([...R.stInvNote.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })), { label: '', vals: [B.stInv[0], B.stInv[1]], bold: true }]));
  F_.p('6.1 Market Treasury Bills carry yields ranging from 11.05% to 20.60% per annum (2024: 19.80% to 21.95%). Term deposit receipts of Rs 50,000,000 (2024: Rs 30,000,000) are placed out of the Zakat Fund with a Shariah-compliant branch of Punjab Crescent Bank Limited.');
  F_.h('7. ADVANCES, DEPOSITS, PREPAYMENTS AND OTHER RECEIVABLES');
  F_.table(two([...R.recNote.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })), { label: '', vals: [B.rec[0], B.rec[1]], bold: true }]));
  F_.h('8. STOCK OF MEDICINES AND CONSUMABLES');
  F_.p(`Stock comprises medicines, blood bags, screening kits and chelation drugs held at the Thalassaemia and Haemophilia Day-Care Centre and the Foundation's dispensary amounting to ${rs(B.stock[0])} (2024: ${rs(B.stock[1])}), including donated medicines not yet issued of Rs 2,146,800 (2024: Rs 1,730,500).`);
  F_.h('9. CASH AND BANK BALANCES');
  F_.table(two([...R.cashNote.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })), { label: '', vals: [B.cash[0], B.cash[1]], bold: true }]));
  F_.p('9.1 Savings accounts carry profit at rates ranging from 9.50% to 19.00% per annum (2024: 19.00% to 20.50%). The Zakat savings account is maintained separately and is not used for any other purpose.');
  F_.h('10. STAFF GRATUITY AND ACCRUED AND OTHER LIABILITIES');
  const G = R.gratuityNote;
  F_.table(two([
    { label: 'Staff gratuity', head: true },
    { label: 'Balance at beginning of the year', vals: [G.open, 14424300], indent: 1 },
    { label: 'Charge for the year', vals: [G.charge, 3660000], indent: 1 },
    { label: 'Paid during the year', vals: [-G.paid, -2210400], indent: 1 },
    { label: 'Balance at end of the year', vals: [B.gratuity[0], B.gratuity[1]], bold: true },
    { label: 'Accrued and other liabilities', head: true },
    ...R.accNote.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })),
    { label: '', vals: [B.accrued[0], B.accrued[1]], bold: true },
  ]));
  F_.h('11. ZAKAT FUND');
  const zk = R.income.find((l) => l.key === 'zakat'), zi = R.income.find((l) => l.key === 'invest');
  F_.table(two([
    { label: 'Balance at beginning of the year', vals: [R.opening.z, 31640900] },
    { label: 'Zakat received during the year', vals: [zk.z, zk.py] },
    { label: 'Profit on investment of Zakat funds', vals: [zi.z, 4912300] },
    { label: 'Utilised on free treatment of deserving patients', vals: [-R.expenditure[0].z, -(31640900 + zk.py + 4912300 - R.opening.z)] },
    { label: 'Balance at end of the year', vals: [R.closing.z, R.opening.z], bold: true },
  ]));
  F_.p('11.1 Zakat is utilised only for patients who have been assessed as eligible (mustahiq) by the Foundation\'s patient welfare officers. The Zakat Fund balance is represented by the term deposit receipts (note 6.1) and the Zakat savings account (note 9).');
  F_.h('12. RESTRICTED FUNDS');
  F_.p('Thalassaemia Centre Fund: donations and the Government of the Punjab grant for the operation of the Thalassaemia and Haemophilia Day-Care Centre. Paediatric Cardiac Fund: donations for surgery of children with congenital heart disease at the Hospital\'s cardiac unit. Medical Equipment Fund: donations for equipment handed over to the Hospital. Burns Unit Appeal: donations towards the construction of a burns unit; construction had not started at the reporting date.');
  F_.table({
    cols: ['Balance as at July 1, 2024 Rupees', 'Donations received Rupees', 'Government grant Rupees', 'Utilised during the year Rupees', 'Balance as at June 30, 2025 Rupees'], labelW: 145, colW: 70, size: 7.5, splitAt: 2, title: '12. RESTRICTED FUNDS',
    rows: [
      ...R.rfunds.map((x) => ({ label: x.name, vals: [x.open, x.donations, x.grant, -x.spent, x.close] })),
      { label: 'Total', vals: [R.opening.r, sum(R.rfunds.map((x) => x.donations)), sum(R.rfunds.map((x) => x.grant)), -sum(R.rfunds.map((x) => x.spent)), R.closing.r], bold: true },
    ],
  });
  F_.h('13. ENDOWMENT FUND');
  const en = R.income.find((l) => l.key === 'endow');
  F_.table(two([
    { label: 'Balance at beginning of the year', vals: [R.opening.e, 247250400] },
    { label: 'Contributions received', vals: [en.e, en.py] },
    { label: 'Return on endowment investments', vals: [zi.e, 22349600] },
    { label: 'Transferred to General Fund for scholarships', vals: [-R.transferEndowToGeneral, -11200000] },
    { label: 'Balance at end of the year', vals: [R.closing.e, R.opening.e], bold: true },
  ]));
  F_.p('13.1 The Endowment Fund is invested in Pakistan Investment Bonds (note 5) and Market Treasury Bills. Scholarships awarded during the year numbered 146 (2024: 118).');
  F_.h('14. DONATIONS');
  const cashDon = ['zakat', 'general', 'restricted'].map((k) => R.income.find((l) => l.key === k));
  F_.table(two([
    { label: 'Analysis by type', head: true },
    ...cashDon.map((l) => ({ label: l.label, vals: [t(l), l.py], indent: 1 })),
    { label: '', vals: [sum(cashDon.map(t)), sum(cashDon.map((l) => l.py))], bold: true },
    { label: 'Analysis by source', head: true },
    ...R.bySource.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })),
    { label: '', vals: [sum(R.bySource.map((x) => x[1])), sum(R.bySource.map((x) => x[2]))], bold: true },
  ]));
  F_.p(`14.1 Donations from overseas are received mainly through the Foundation's affiliated charities, Ravi Valley Foundation UK and Ravi Valley Foundation USA Inc., by remittance through banking channels. Donations in kind of ${rs(R.income.find((l) => l.key === 'inkind').g)} (2024: ${rs(R.income.find((l) => l.key === 'inkind').py)}) comprise medicines and consumables donated by pharmaceutical companies, valued at their trade price.`);
  F_.h('15. GRANT FROM THE GOVERNMENT OF THE PUNJAB');
  F_.p(`The Specialized Healthcare and Medical Education Department, Government of the Punjab, sanctioned a grant-in-aid of ${rs(40000000)} (2024: ${rs(35000000)}) for the year towards the running cost of the Thalassaemia and Haemophilia Day-Care Centre, released in four quarterly instalments.`);
  F_.h('16. RETURN ON INVESTMENTS AND BANK DEPOSITS');
  F_.table(two([...R.investNote.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })), { label: '', vals: [sum(R.investNote.map((x) => x[1])), sum(R.investNote.map((x) => x[2]))], bold: true }]));
  F_.p(`16.1 Return for the year has been credited to the General Fund (${rs(zi.g)}), the Zakat Fund (${rs(zi.z)}) and the Endowment Fund (${rs(zi.e)}).`);
  F_.h('17. PATIENT WELFARE AND THALASSAEMIA CENTRE');
  const W = R.expenditure[0];
  F_.table(two([
    { label: '17.1 Patient welfare - free treatment', head: true },
    ...R.welfare.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })),
    { label: '', vals: [t(W), W.py], bold: true },
    { label: 'Funded from: Zakat Fund', vals: [W.z, ''], indent: 1 },
    { label: 'Funded from: General Fund', vals: [W.g, ''], indent: 1 },
    { label: '17.2 Thalassaemia and Haemophilia Day-Care Centre', head: true },
    ...R.thalNature.map(([l, a]) => ({ label: l, vals: [a, ''], indent: 1 })),
    { label: '', vals: [t(R.expenditure[1]), R.expenditure[1].py], bold: true },
  ]));
  F_.p(`17.3 The Foundation assisted ${fmt(f.patients, 0)} patients during the year (2024: 44,706). The Thalassaemia and Haemophilia Day-Care Centre carried out 21,640 blood transfusions (2024: 20,380) and had 608 registered children at June 30, 2025. The Paediatric Cardiac Fund met the cost of 312 surgeries (2024: 268).`);
  F_.h('18. ADMINISTRATIVE AND GENERAL EXPENSES');
  F_.table(two([...R.admin.map(([l, a, b]) => ({ label: l, vals: [a, b], indent: 1 })), { label: '', vals: [sum(R.admin.map((x) => x[1])), sum(R.admin.map((x) => x[2]))], bold: true }]));
  const A = R.auditFee;
  F_.p(`18.1 Auditors' remuneration comprises the annual audit fee of ${rs(A.fee)} (2024: ${rs(A.feePy)}) and out-of-pocket expenses of ${rs(A.oop)} (2024: ${rs(A.oopPy)}).`);
  F_.h('19. FUNDRAISING');
  F_.table(two([...R.fundrNote.map(([l, a]) => ({ label: l, vals: [a, ''], indent: 1 })), { label: '', vals: [t(R.expenditure[5]), R.expenditure[5].py], bold: true }]));
  F_.p(`19.1 Income from fundraising events of ${rs(R.income.find((l) => l.key === 'events').g)} (2024: ${rs(R.income.find((l) => l.key === 'events').py)}) represents ticket and table sales and auction proceeds of the annual fundraising dinner held in Lahore in December 2024.`);
  F_.h('20. REMUNERATION OF CHIEF EXECUTIVE AND EXECUTIVES');
  F_.table({
    cols: ['Chief Executive 2025 Rupees', 'Chief Executive 2024 Rupees', 'Executives 2025 Rupees', 'Executives 2024 Rupees'], labelW: 175, colW: 80, size: 8,
    rows: [
      ...R.remun.map(([l, ...v]) => ({ label: l, vals: v })),
      { label: '', vals: [0, 1, 2, 3].map((i) => sum(R.remun.map((r) => r[i + 1]))), bold: true },
      { label: 'Number of persons', vals: R.remunNo.map(String) },
    ],
  });
  F_.p('20.1 The Chief Executive is provided with a Foundation-maintained car. Executives are employees whose basic salary exceeds Rs 1,200,000 in a financial year. Directors other than the Chief Executive are not paid any remuneration or meeting fee.');
  F_.h('21. TRANSACTIONS WITH RELATED PARTIES');
  F_.p(`Related parties comprise the directors, key management personnel and entities in which directors are interested. Donations received from directors and their associated entities during the year amounted to ${rs(R.relatedDonations)} (2024: Rs 3,900,000). Medical equipment costing ${rs(t(R.expenditure[3]))} was handed over to the ${f.hospital}, a public sector hospital whose Medical Superintendent is an ex-officio director of the Foundation. Remuneration of the Chief Executive is disclosed in note 20.`);
  F_.h('22. NUMBER OF EMPLOYEES');
  F_.table({ cols: ['2025 Number', '2024 Number'], labelW: 280, colW: 105, rows: [{ label: 'Total employees at June 30', vals: [String(f.employees), String(f.employeesPy)] }, { label: 'Average number of employees during the year', vals: [String(f.avgEmployees), String(f.avgEmployeesPy)] }] });
  F_.h('23. TAXATION');
  F_.p('The Foundation is approved as a non-profit organisation under clause (36) of section 2 of the Income Tax Ordinance, 2001 and is entitled to a tax credit equal to one hundred percent of the tax payable under section 100C of the Ordinance, subject to the conditions specified therein. Accordingly, no provision for taxation has been made in these financial statements.');
  F_.h('24. CONTINGENCIES AND COMMITMENTS');
  F_.p('There were no contingencies at June 30, 2025 (2024: nil). Commitments in respect of medical equipment ordered for the Hospital amounted to Rs 18,450,000 (2024: Rs 9,800,000).');
  F_.h('25. DATE OF AUTHORISATION FOR ISSUE');
  F_.p(`These financial statements were authorised for issue on ${usD(f.opinionDate)} by the Board of Directors of the Foundation.`);
  F_.h('26. GENERAL');
  F_.p('Corresponding figures have been re-arranged and re-classified, wherever necessary, for the purpose of comparison. No significant re-arrangement or re-classification has been made.');
  F_.p('CHIEF EXECUTIVE                                        DIRECTOR                                        CHIEF FINANCIAL OFFICER', { size: 7.5, align: 'left' });
  await F_.end();
}

// ------------------------------------------------------------------ 2. Punjab Charity Commission annual return (pdf form)
export async function pccReturn(file, R) {
  const X = R.ret, f = R.facts;
  const F_ = flow(file, { title: 'Punjab Charity Commission - Annual Return', author: 'Punjab Charity Commission', running: 'Punjab Charity Commission · Form PCC-AR · Annual Return of a Registered Charity' });
  F_.title('PUNJAB CHARITY COMMISSION', 12);
  F_.title('ANNUAL RETURN OF A REGISTERED CHARITY (FORM PCC-AR)', 12);
  F_.p('[See section 24 of the Punjab Charities Act, 2018.] To be submitted within four months of the close of the financial year, together with the audited accounts. All amounts in Pak Rupees without paisa. Write "0" where an item does not apply.', { italic: true, size: 8.5 });
  F_.h('PART A - PARTICULARS OF THE CHARITY', 10);
  F_.formLine('1', 'Name of the charity', 'Ravi Valley Teaching Hosp. Fdn.');
  F_.formLine('2', 'Registration number with the Commission', f.pccReg);
  F_.formLine('3', 'Other registration (SECP licence u/s 42 / CUIN)', `CUIN ${f.cuin}`);
  F_.formLine('4', 'Financial year covered by this return', '01-07-2024 to 30-06-2025');
  F_.formLine('5', 'Address of principal office', 'Shahdara, Lahore');
  F_.formLine('6', 'Districts in which charitable activities were carried out', 'Lahore, Sheikhupura, Kasur');
  F_.h('PART B - INCOME DURING THE FINANCIAL YEAR', 10);
  const L = (no, desc) => F_.formLine(no, desc, fmt(X[no], 0));
  L('7.1', 'Donations and Zakat received from within Pakistan (cash, cheque and bank transfer)');
  L('7.2', 'Donations and Zakat received from outside Pakistan (foreign contributions)');
  L('7.3', 'Grants from the Federal Government, a Provincial Government or a local government');
  L('7.4', 'Donations in kind (at fair value)');
  L('7.5', 'Contributions to endowment');
  L('7.6', 'Income from investments and profit on bank accounts');
  L('7.7', 'Other income, including income from fundraising events');
  L('8', 'TOTAL INCOME (sum of lines 7.1 to 7.7)');
  F_.h('PART C - EXPENDITURE DURING THE FINANCIAL YEAR', 10);
  L('9.1', 'Expenditure on charitable objects (including grants and assistance to beneficiaries)');
  L('9.2', 'Expenditure on raising funds');
  L('9.3', 'Administrative and management expenditure');
  L('10', 'TOTAL EXPENDITURE (sum of lines 9.1 to 9.3)');
  F_.h('PART D - ZAKAT (where Zakat is collected)', 10);
  L('11.1', 'Zakat collected during the year');
  L('11.2', 'Zakat disbursed to mustahiqeen during the year');
  L('11.3', 'Balance of Zakat at the end of the year');
  F_.h('PART E - ASSETS AND LIABILITIES AT THE END OF THE FINANCIAL YEAR', 10);
  L('12', 'Total assets');
  L('13', 'Total liabilities');
  L('14', 'Net assets / total funds (line 12 minus line 13)');
  F_.h('PART F - ACTIVITIES AND PERSONNEL', 10);
  L('15', 'Number of beneficiaries served during the year');
  L('16', 'Number of paid employees at the end of the year');
  L('17', 'Number of volunteers');
  L('18', 'Number of bank accounts maintained');
  F_.formLine('19', 'Has the charity received foreign contributions? If yes, give details in Annex B', 'Yes');
  F_.formLine('20', 'Name of the auditor', `${f.auditor}`);
  F_.h('PART G - DECLARATION', 10);
  F_.p('I, the undersigned, being authorised by the governing body of the charity, declare that the information given in this return and its annexes is true and correct to the best of my knowledge and belief, and that no funds of the charity have been used for any purpose other than its charitable objects.');
  F_.formLine('21', 'Name and designation of the authorised person', 'Dr. Farhan Aslam, Chief Executive');
  F_.formLine('22', 'Date', dmy(f.pccSigned));
  F_.gap(10);
  F_.p('Annex B - foreign contributions: received through banking channels from Ravi Valley Foundation UK (London), Ravi Valley Foundation USA Inc. (Chicago) and individual overseas Pakistanis; no contribution was received from a foreign government or agency.', { size: 8.5 });
  F_.p('FOR OFFICE USE: Received at the District Office, Punjab Charity Commission, Lahore. Diary No. 4471/PCC/25', { italic: true, size: 8 });
  await F_.end();
}

// ------------------------------------------------------------------ 3. board pack (xlsx)
export async function boardPack(file, R) {
  const K = R.pack;
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Imran Butt';
  const ws = wb.addWorksheet('I&E Jul-Mar');
  ws.columns = [{ width: 38 }, { width: 13 }, ...Array(7).fill({ width: 13 })];
  ws.mergeCells('A1:I1'); ws.getCell('A1').value = NAME.toUpperCase(); ws.getCell('A1').font = { bold: true, size: 13 };
  ws.mergeCells('A2:I2'); ws.getCell('A2').value = 'Board of Directors meeting, 28 April 2026 - Item 4: Management accounts for the nine months ended 31 March 2026 (Q3 FY2025-26)'; ws.getCell('A2').font = { bold: true };
  ws.mergeCells('A3:I3'); ws.getCell('A3').value = "Rupees in '000. Unaudited. Fav/(Adv): income above budget and expenditure below budget are favourable."; ws.getCell('A3').font = { italic: true, size: 9 };
  ws.mergeCells('A5:A6'); ws.getCell('A5').value = 'Rs 000';
  ws.mergeCells('B5:B6'); ws.getCell('B5').value = 'Annual budget FY2025-26';
  ws.mergeCells('C5:F5'); ws.getCell('C5').value = 'Nine months to 31 March 2026 (Jul-Mar)';
  ws.mergeCells('G5:H5'); ws.getCell('G5').value = 'Full year FY2025-26';
  ws.getCell('I5').value = 'Last year';
  ['Actual', 'Budget', 'Variance Fav/(Adv)', 'Var %', 'Forecast', 'Forecast vs budget Fav/(Adv)', 'Actual Jul 24-Mar 25'].forEach((h, i) => { ws.getCell(6, i + 3).value = h; });
  for (let r = 5; r <= 6; r++) for (let c = 1; c <= 9; c++) styleHeader(ws.getCell(r, c));
  ws.getRow(6).height = 42;
  let r = 7;
  const put = (L, sign) => {
    const x = ws.getRow(r);
    x.getCell(1).value = L[0]; x.getCell(2).value = L[1]; x.getCell(3).value = L[2]; x.getCell(4).value = L[3];
    const v = sign > 0 ? L[2] - L[3] : L[3] - L[2];
    x.getCell(5).value = F(sign > 0 ? `C${r}-D${r}` : `D${r}-C${r}`, v);
    x.getCell(6).value = F(`IF(D${r}=0,0,E${r}/D${r})`, L[3] === 0 ? 0 : v / L[3]); x.getCell(6).numFmt = '0.0%;(0.0%);"-"';
    x.getCell(7).value = L[4];
    x.getCell(8).value = F(sign > 0 ? `G${r}-B${r}` : `B${r}-G${r}`, sign > 0 ? L[4] - L[1] : L[1] - L[4]);
    x.getCell(9).value = L[5];
    for (const c of [2, 3, 4, 5, 7, 8, 9]) x.getCell(c).numFmt = NUM0;
    r++;
  };
  const section = (s) => { ws.getCell(r, 1).value = s; ws.getCell(r, 1).font = { bold: true }; r++; };
  const total = (label, first, last, rows, sign) => {
    const x = ws.getRow(r);
    x.getCell(1).value = label;
    const s = (i) => sum(rows.map((l) => l[i]));
    [['B', 1], ['C', 2], ['D', 3], ['G', 4], ['I', 5]].forEach(([c, i]) => { x.getCell(c).value = F(`SUM(${c}${first}:${c}${last})`, s(i)); });
    const v = sign > 0 ? s(2) - s(3) : s(3) - s(2);
    x.getCell('E').value = F(sign > 0 ? `C${r}-D${r}` : `D${r}-C${r}`, v);
    x.getCell('F').value = F(`IF(D${r}=0,0,E${r}/D${r})`, v / s(3)); x.getCell('F').numFmt = '0.0%;(0.0%);"-"';
    x.getCell('H').value = F(sign > 0 ? `G${r}-B${r}` : `B${r}-G${r}`, sign > 0 ? s(4) - s(1) : s(1) - s(4));
    for (let c = 1; c <= 9; c++) { x.getCell(c).font = { bold: true }; if (c > 1 && c !== 6) x.getCell(c).numFmt = NUM0; if (c > 1) x.getCell(c).border = { top: { style: 'thin' } }; }
    const at = r; r++; return at;
  };
  section('INCOME');
  const i0 = r; K.income.forEach((L) => put(L, 1)); const ti = total('Total income', i0, r - 1, K.income, 1);
  r++;
  section('EXPENDITURE');
  const e0 = r; K.expenditure.forEach((L) => put(L, -1)); const te = total('Total expenditure', e0, r - 1, K.expenditure, -1);
  r++;
  const x = ws.getRow(r);
  x.getCell(1).value = 'SURPLUS FOR THE PERIOD';
  const TI = (i) => sum(K.income.map((l) => l[i])), TE = (i) => sum(K.expenditure.map((l) => l[i]));
  [['B', 1], ['C', 2], ['D', 3], ['G', 4], ['I', 5]].forEach(([c, i]) => { x.getCell(c).value = F(`${c}${ti}-${c}${te}`, TI(i) - TE(i)); });
  x.getCell('E').value = F(`C${r}-D${r}`, (TI(2) - TE(2)) - (TI(3) - TE(3)));
  x.getCell('H').value = F(`G${r}-B${r}`, (TI(4) - TE(4)) - (TI(1) - TE(1)));
  for (let c = 1; c <= 9; c++) { x.getCell(c).font = { bold: true }; if (c > 1) { x.getCell(c).numFmt = NUM0; x.getCell(c).border = { top: { style: 'thin' }, bottom: { style: 'double' } }; } }
  r += 2;
  const notes = [
    'Notes:',
    '1. Zakat donations are seasonal: most are received in Ramadan (February - March 2026 this year). The budget has been phased accordingly.',
    '2. Punjab Government grant: only the first two quarterly instalments of Rs 11.25 million each have been released; the Q3 instalment is expected in April 2026.',
    '3. Nursing scholarships are paid once a year in September; the full annual amount is therefore shown in the nine months.',
    '4. Equipment donated: the CT scanner for the Hospital (Rs 38 million) has been deferred to FY2026-27 pending civil works.',
  ];
  notes.forEach((n) => { ws.getCell(r, 1).value = n; ws.getCell(r, 1).font = { italic: true, size: 9 }; r++; });
  ws.views = [{ state: 'frozen', ySplit: 6, xSplit: 1 }];

  // Patients: months across the top
  const p = wb.addWorksheet('Patients');
  p.columns = [{ width: 36 }, ...Array(11).fill({ width: 10 })];
  p.mergeCells('A1:L1'); p.getCell('A1').value = 'Patient statistics - FY2025-26 to date'; p.getCell('A1').font = { bold: true, size: 12 };
  p.getCell('A3').value = 'Indicator';
  K.months.forEach((m, i) => { const [y, mm] = m.split('-').map(Number); p.getCell(3, i + 2).value = `${MONTHS[mm - 1].slice(0, 3)}-${String(y).slice(2)}`; });
  p.getCell(3, 11).value = 'Total Jul-Mar'; p.getCell(3, 12).value = 'Jul-Mar last year';
  for (let c = 1; c <= 12; c++) styleHeader(p.getCell(3, c));
  let pr = 4;
  for (const [label, vals] of Object.entries(K.patients)) {
    p.getCell(pr, 1).value = label;
    vals.forEach((v, i) => { p.getCell(pr, i + 2).value = v; p.getCell(pr, i + 2).numFmt = NUM0; });
    p.getCell(pr, 11).value = F(`SUM(B${pr}:J${pr})`, sum(vals)); p.getCell(pr, 11).numFmt = NUM0; p.getCell(pr, 11).font = { bold: true };
    p.getCell(pr, 12).value = K.patientsPy[label]; p.getCell(pr, 12).numFmt = NUM0;
    pr++;
  }
  p.getCell(pr, 1).value = 'Registered thalassaemia children (month end)';
  K.registered.forEach((v, i) => { p.getCell(pr, i + 2).value = v; });
  p.getCell(pr + 2, 1).value = 'Source: Patient Welfare Office and Thalassaemia Centre registers. Dialysis sessions are funded at the Hospital\'s nephrology unit.';
  p.getCell(pr + 2, 1).font = { italic: true, size: 9 };

  // Zakat fund position (Rupees)
  const z = wb.addWorksheet('Zakat');
  z.columns = [{ width: 52 }, { width: 18 }];
  z.getCell('A1').value = 'Zakat Fund - position at 31 March 2026 (Rupees)'; z.getCell('A1').font = { bold: true, size: 12 };
  const Z = K.zakat;
  const zrows = [
    ['Balance at 1 July 2025 (audited)', Z.open],
    ['Zakat received Jul 2025 - Mar 2026', Z.received],
    ['Profit on Zakat TDR and savings account', Z.profit],
    ['Disbursed to mustahiq patients:', null],
    ...Z.disbursed.map(([l, v]) => [`   ${l}`, -v]),
  ];
  zrows.forEach(([l, v], i) => { z.getCell(3 + i, 1).value = l; if (v !== null) { z.getCell(3 + i, 2).value = v; z.getCell(3 + i, 2).numFmt = NUM0; } });
  const zr = 3 + zrows.length;
  z.getCell(zr, 1).value = 'Balance at 31 March 2026'; z.getCell(zr, 1).font = { bold: true };
  z.getCell(zr, 2).value = F(`SUM(B3:B${zr - 1})`, Z.close); z.getCell(zr, 2).numFmt = NUM0; z.getCell(zr, 2).font = { bold: true };

  // Investments
  const v = wb.addWorksheet('Investments');
  v.columns = [{ width: 46 }, { width: 13 }, { width: 16 }, { width: 16 }, { width: 18 }, { width: 14 }];
  v.getCell('A1').value = 'Investments held at 31 March 2026 (Rupees)'; v.getCell('A1').font = { bold: true, size: 12 };
  ['Instrument', 'Fund', 'Face value', 'Carrying value', 'Rate / yield', 'Maturity'].forEach((h, i) => { v.getCell(3, i + 1).value = h; styleHeader(v.getCell(3, i + 1)); });
  K.investments.forEach((row, i) => {
    const rr = 4 + i;
    v.getCell(rr, 1).value = row[0]; v.getCell(rr, 2).value = row[1];
    if (row[2] !== null) { v.getCell(rr, 3).value = row[2]; v.getCell(rr, 3).numFmt = NUM0; } else v.getCell(rr, 3).value = '-';
    v.getCell(rr, 4).value = row[3]; v.getCell(rr, 4).numFmt = NUM0;
    v.getCell(rr, 5).value = row[4];
    v.getCell(rr, 6).value = /^\d{4}-/.test(row[5]) ? dmy(row[5]) : row[5];
  });
  const vr = 4 + K.investments.length;
  v.getCell(vr, 1).value = 'Total carrying value'; v.getCell(vr, 1).font = { bold: true };
  v.getCell(vr, 4).value = F(`SUM(D4:D${vr - 1})`, sum(K.investments.map((x) => x[3]))); v.getCell(vr, 4).numFmt = NUM0; v.getCell(vr, 4).font = { bold: true };
  await wb.xlsx.writeFile(file);
}

// ------------------------------------------------------------------ 4. annual report 2024-25 (docx)
export async function annualReport(file, R) {
  const S = R.six, f = R.facts;
  const pctPatients = ((S.patients[5] / S.patients[4] - 1) * 100).toFixed(1);
  const one = (v) => (v < 0 ? `(${Math.abs(v).toFixed(1)})` : v.toFixed(1));
  const rows = [
    ['', ...S.years],
    ['Financial (Rs in million)', '', '', '', '', '', ''],
    ['Total income', ...S.income.map(one)],
    ['of which Zakat', ...S.zakat.map(one)],
    ['Total expenditure', ...S.exp.map(one)],
    ['of which patient welfare', ...S.welfare.map(one)],
    ['Surplus for the year', ...S.surplus.map(one)],
    ['Total funds at 30 June', ...S.funds.map(one)],
    ['Endowment fund at 30 June', ...S.endow.map(one)],
    ['Operational', '', '', '', '', '', ''],
    ['Patients assisted', ...S.patients.map((x) => fmt(x, 0))],
    ['Thalassaemia transfusions', ...S.transfusions.map((x) => fmt(x, 0))],
    ['Paediatric cardiac surgeries', ...S.surgeries.map((x) => fmt(x, 0))],
    ['Employees at 30 June', ...S.employees.map((x) => fmt(x, 0))],
  ];
  const children = [
    P(NAME, { bold: true, size: 20, align: 'center' }),
    P('Annual Report 2024-25', { bold: true, size: 16, align: 'center' }),
    P('For the financial year 1 July 2024 to 30 June 2025', { italic: true, align: 'center', after: 400 }),
    P("Chairperson's Review", { bold: true, size: 14 }),
    P(`It gives me great satisfaction to present the annual report of the Foundation for 2024-25. With the grace of Allah and the generosity of our donors, the Foundation assisted ${fmt(S.patients[5], 0)} patients free of cost during the year, ${pctPatients}% more than the ${fmt(S.patients[4], 0)} patients assisted in 2023-24. Total income reached ${mn(R.incomeTotal)}, of which Zakat contributed ${mn(R.income[0].z)}, and we spent ${mn(R.expTotal)} on our programmes and support costs.`),
    P('The Board approved a new spending policy for the Endowment Fund, which now stands at over Rs 300 million, under which up to five percent of the average fund balance may be applied each year to nursing and allied health scholarships. The Burns Unit Appeal was launched in the final quarter of the year and I thank the Begum Shamim Trust and our other donors for their early support.'),
    P(f.chair, { bold: true, after: 0 }), P('Chairperson', { italic: true, after: 300 }),
    P("Chief Executive's Report", { bold: true, size: 14 }),
    P(`The Thalassaemia and Haemophilia Day-Care Centre carried out ${fmt(S.transfusions[5], 0)} transfusions, and the Paediatric Cardiac Fund met the cost of ${S.surgeries[5]} operations on children with congenital heart disease, the highest number since the programme began in 2016. We handed over medical equipment worth ${mn(R.expenditure[3].r)} to the Hospital, including two ventilators for the paediatric intensive care unit and a digital X-ray unit for the emergency department.`),
    P(`Our team grew to ${S.employees[5]} employees at 30 June 2025, and ${f.volunteers} volunteers supported our Ramadan campaign and the annual fundraising dinner. I am grateful to the Government of the Punjab for the grant of Rs 40 million towards the running costs of the Thalassaemia Centre.`),
    P(f.ceo, { bold: true, after: 0 }), P('Chief Executive', { italic: true, after: 300 }),
    P('Six Years at a Glance', { bold: true, size: 14 }),
    P('Financial figures are in Rupees million and are taken from the audited financial statements of each year (financial years ending 30 June). FY2025 is the year ended 30 June 2025.', { italic: true, size: 9 }),
    T(rows, { widths: [3000, 1050, 1050, 1050, 1050, 1050, 1050], numCols: [1, 2, 3, 4, 5, 6], header: 1, size: 9, boldRows: [1, 9] }),
    P('', { after: 200 }),
    P('Board of Directors', { bold: true, size: 14 }),
    P(`${f.chair} (Chairperson); ${f.ceo} (Chief Executive); Mr. Javed Iqbal Chaudhry; Prof. Dr. Nighat Sultana; Mr. Asad Mehmood Khan; Mrs. Tahira Qazi; Mr. Omer Farooq Sheikh; Medical Superintendent, ${f.hospital} (ex-officio).`),
    P(`Chief Financial Officer: Mr. ${f.cfo}, ACA. Company Secretary: Ms. Sana Javaid. Auditors: ${f.auditor}, Chartered Accountants. Bankers: Punjab Crescent Bank Limited.`),
    P(`Notice of Annual General Meeting: the 16th Annual General Meeting of the members of the Foundation was held on ${usD(f.agm)} at 11:00 a.m. at the Foundation Block, ${f.hospital}, Shahdara, Lahore, to receive and adopt the audited financial statements for the year ended June 30, 2025 and to appoint auditors.`),
  ];
  await writeDocx(file, children, { title: 'Annual Report 2024-25', creator: NAME });
}

// ------------------------------------------------------------------ 5. major donations register (csv)
export function giftsCsv(file, R) {
  const lines = [
    `${NAME}`,
    'Major donations register (Rs 100,000 and above)',
    'Period: 01-07-2025 to 31-03-2026,Generated: 02-04-2026 10:37,User: donor.services',
    '',
    'Receipt No,Date,Donor Name,Donor Category,City,Country,Fund,Payment Mode,Amount (PKR),Status',
  ];
  for (const g of R.gifts) lines.push([g.ref, dmy(g.date), g.donor, g.type, g.city, g.country, g.fund, g.mode, fmt(g.amount, 2), g.status].map(q).join(','));
  lines.push(['', '', '', '', '', '', '', 'Total of listed receipts', fmt(sum(R.gifts.map((g) => g.amount)), 2), ''].map(q).join(','));
  fs.writeFileSync(file, lines.join('\r\n') + '\r\n');
}

// ------------------------------------------------------------------ 6. supplier's sales tax invoice (photo)
export async function invoicePhoto(file, R) {
  const I = R.invoice;
  const L = [
    { t: 'MUGHAL SURGICAL & MEDICAL SUPPLIES (PVT.) LTD.', size: 23, bold: true },
    { t: '17-Ferozepur Road, Lahore   Ph: 042-3575 8812', size: 16 },
    { t: `NTN: ${I.ntn}     STRN: ${I.strn}`, size: 16 },
    { rule: true },
    { t: 'SALES TAX INVOICE', size: 24, bold: true },
    { cols: [`Invoice No: ${I.number}`, `Date: ${dmy(I.date)}`], size: 17 },
    { cols: ['Buyer: Ravi Valley Teaching Hospital Foundation', 'Buyer NTN: 7284416-3'], size: 17 },
    { cols: ['Buyer status: Unregistered for sales tax', 'P.O. RVF/PO/2604/118'], size: 17 },
    { rule: true },
    { table: true, cols: ['Description', 'Qty', 'Rate', 'Value excl. ST', 'ST 18%'], size: 16, bold: true },
    ...I.items.map((x) => ({ table: true, cols: [x.desc, String(x.qty), fmt(x.price, 0), fmt(x.value, 0), x.taxable ? fmt(x.st, 0) : 'Exempt'], size: 16 })),
    { rule: true },
    { cols: ['Value of taxable supplies', fmt(I.taxableValue, 0)], size: 17 },
    { cols: ['Value of exempt supplies (Sixth Schedule)', fmt(I.exemptValue, 0)], size: 17 },
    { cols: ['Sales tax @ 18%', fmt(I.salesTax, 0)], size: 17 },
    { cols: ['Further tax @ 4% (unregistered buyer)', fmt(I.furtherTax, 0)], size: 17 },
    { cols: ['TOTAL AMOUNT (Rs)', fmt(I.total, 0)], size: 21, bold: true },
    { rule: true },
    { t: 'Amount in words: Rupees Five Lac Thirty Two Thousand Three Hundred Twenty Eight Only', size: 15 },
    { t: 'FBR Invoice No. 4417825-9-260414-118733   Payment: 30 days by crossed cheque', size: 14 },
  ];
  await photoDocument(file, L, { width: 1040, height: 640, angle: 0.6, seed: 5127, format: 'jpeg', margin: 46, tableX: [46, 600, 700, 860, 994], noise: 20 });
}
