// README of set AG (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AG

${n} questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`arunodaya\` | Arunodaya Eye Care Trust (a public charitable trust in Tiruvannamalai, Tamil Nadu, India: a base eye hospital with free and subsidised cataract surgery, outreach screening camps and three vision centres; registered under section 12A with 80G, and under the FCRA for foreign contribution; rupees written "Rs.", "₹" and "INR" with Indian digit grouping (12,34,567.00) and "lakhs" in the auditor's letter; day-first dates as 31.03.2026, 31-03-2026 and "1-Apr-25"; books in TallyPrime, audited by a Chartered Accountant) | April–March (FY 2025-26 = 1 April 2025 – 31 March 2026, with 2024-25 comparatives; the FCRA statement covers Q3, October – December 2025, and April – December cumulatively; the bank statement covers January – March 2026; the CA's letter is dated 18 August 2026) | ${perOrg.arunodaya} |
| \`semilla\` | Semilla de Maíz Nutrición Infantil, A.C. (an asociación civil and donataria autorizada in Tlacolula de Matamoros, Oaxaca, Mexico, running four community dining rooms (comedores) for children aged 3 to 12, school gardens and nutrition workshops for mothers; pesos written "$" and "MXN" with a decimal point; Spanish-language documents with Spanish month abbreviations ("ene", "feb", "01/Ene/2025", "12/MAR/2025"); books in CONTPAQi; a restricted grant from a Mexican foundation under a donation agreement paid into a separate Banorte account) | Calendar year (2025, with 2024 comparatives in the estado de actividades; the agreement runs 1 March 2025 – 28 February 2026) | ${perOrg.semilla} |

Documents (\`documents/<org>/\`):

- arunodaya
${list('arunodaya')}

| document | layout and what is tricky |
|---|---|
| Receipts and Payments Account (.pdf, landscape) | The Indian charity format, two-sided: receipts on the left ("To …"), payments on the right ("By …"), and on each side the **previous year's column comes first**, before the particulars, with the current year on the right; opening balances (cash, Indian Bank SB, SBI FCRA account) head the receipts and closing balances end the payments, so a side's TOTAL includes them; corpus donations and capital purchases sit among ordinary receipts and payments; the FD is only in a note; amounts in Rs. with Indian grouping; the CA's and trustees' signature block below. |
| Income and Expenditure Account (.pdf, landscape, 2 pages) | The same two-sided layout with expenditure left and income right, amounts in ₹; the surplus is a balancing "To Excess of Income over Expenditure carried to General Fund" on the expenditure side, while 2024-25's deficit sits on the income side as "By Excess of Expenditure over Income" (a dash in the other column); audit fees are this year's provision (not the amount paid in the R&P), spectacles appear as cost and sale; corpus donations are excluded (a note says so); page 2 is Schedule 1, fixed assets at income-tax WDV rates with additions before and after 30 September (half rate). |
| Trial Balance (.xlsx, TallyPrime export) | Company, address, "Trial Balance" and "1-Apr-25 to 31-Mar-26" above "Particulars" and a "Closing Balance" heading merged over Debit / Credit; Tally groups (Capital Account, Current Liabilities, Fixed Assets, Investments, Current Assets, Sales Accounts, Purchase Accounts, Indirect Incomes, Indirect Expenses) carry their totals on the group row, with the ledgers below in italics, and Current Assets has sub-groups (Bank Accounts, Cash-in-Hand, Deposits (Asset)) with their own totals, so a column summed naively counts amounts two or three times; the General Fund is its opening balance (the year's surplus is not yet transferred); Indian grouping as a number format; a Grand Total row. |
| FCRA quarterly statement (.pdf) | The Rule 13 disclosure for Q3 (01.10.2025 – 31.12.2025): the designated SBI New Delhi Main Branch account, a donor table with date, donor, country, purpose, the amount in foreign currency ("GBP 8,000.00"), the rate and the rupee amount (one donor name wrapped over two lines), then receipts and utilisation by purpose with a quarter column and a cumulative 01.04.2025 – 31.12.2025 column (opening balances differ between them); the year's fourth quarter is not shown, only the R&P's annual total. |
| Indian Bank SB statement (.csv) | Nine lines of account details and the opening balance ("4,60,873.20 Cr") above the headings; DD-MM-YYYY dates, Txn and Value Date; an unsigned Amount with a separate DR/CR column; a running balance with a "Cr" suffix; amounts as quoted strings with Indian grouping; NEFT, UPI, cash deposits, cheques, bill payments, three rent transfers on the same day, a cheque deposited and returned the next day, interest and SMS charges on the last day; totals and the closing balance below; CRLF line ends. |
| Photo of a stationery shop's tax invoice (.jpg) | Slightly rotated, unevenly lit: GSTIN with the Tamil Nadu state code, HSN/SAC codes, taxable value, CGST 9% and SGST 9% (18% split), a round-off, the net amount and the amount in words; paid by UPI (the debit is in the bank statement). |
| CA's audit report letter (.docx) | Opinion, key figures in lakhs (income, foreign contribution, expenditure, surplus, corpus, application of income in per cent against the 85% rule, FC administrative expenses against the 20% limit) and lettered observations (cash payments to one party, unverified IOL stock, the fixed asset register, late TDS, bank reconciliation); membership number, FRN and UDIN; the date as "18th August 2026". |

- semilla
${list('semilla')}

| document | layout and what is tricky |
|---|---|
| Estado de actividades (.pdf) | NIF B-16 layout in Spanish: "2025" spanning Sin restricciones / Con restricciones temporales / Total, then "2024" Total, under headings wrapped over three lines; "Patrimonio liberado de restricciones" positive in one column, bracketed in the next and a dash in the totals; expenses by function (comedores, huertos y talleres, administración, procuración de fondos) only; net assets at the start and end of each year; whole pesos with en-dashes for zero; a note gives the depreciation and the donated food consumed. |
| Balanza de comprobación (.xlsx, CONTPAQi) | "Del 01/Ene/2025 Al 31/Dic/2025"; Saldo inicial and Saldo final each merged over Deudor / Acreedor, with Cargos and Abonos between; every mayor account (101-000 … 601-000, in capitals) is followed by its subcuentas (101-001 …), so a column summed over all rows counts everything twice, and the "Totales:" row sums the mayores only; zero cells blank; income and expense accounts start the year at nil; accumulated depreciation and the patrimonio are acreedor balances; the Banorte sub-account holds the agreement's money. |
| Presupuesto vs Real (.xlsx) | Two sheets. "Ppto vs Real trimestral": a title block, four quarters ("1er trimestre (ene-mar)" …) each merged over Presupuesto / Real / Variación, then "Acumulado anual 2025" over Presupuesto / Real / Variación / % ejercido; Real by formulas from the other sheet, Variación = Real − Presupuesto (for expenses, positive is overspending); INGRESOS and EGRESOS blocks with totals and a remanente row. "Real mensual 2025": months as "ene" … "dic" with a Total column; excludes donated food and depreciation, so its expenses are below the estado's. |
| Convenio de donación (.docx) | A Spanish legal agreement: declarations and thirteen numbered clauses (PRIMERA … DÉCIMA TERCERA) with amounts in figures and words, a table of three ministraciones (percentage, amount and the condition), a table of reports with day-first deadlines, the administrative cap, the exclusive Banorte account, the number of children and days of service, the 30-day refund of unspent money, the term written out ("del 1 de marzo de 2025 al 28 de febrero de 2026") and a budget annex. |
| Photo of a supermarket ticket (.jpg) | A thermal till slip, monospaced, slightly rotated: "12/MAR/2025", quantity before the description, unit price and amount; prices include IVA, basic foods are zero-rated and only the lines marked "*" carry IVA 16%, so the IVA is 16/116 of those lines only; SUBTOTAL, IVA 16%, TOTAL, the debit card and "ARTICULOS VENDIDOS". |

Kinds: ${kindLine}.

Questions are typed the way a treasurer, a board member on a tablet and a hurried staff member on a phone write:
formal ("What is the total of the Indirect Expenses group in the trial balance?"), plain ("By how much did salaries
and honorarium go up compared with last year?") and terse, lower case, with abbreviations and the odd slip ("depreciation
for 25-26?", "how much FC came in during jan-mar 2026?", "ytd real income thru end of sept (T1-T3)?"). Semilla's are
mostly in English, with Spanish account names inside them, and six are in Spanish. Periods are named as people name
them: "FY 2025-26", "25-26", "last year", "2024-25", "Q3", "the October–December 2025 quarter", "jan-mar 2026" (a quarter
only computable as the year less April–December), "April to December 2025", "Q2", "the first half of 2025", "T1-T3",
"the cuarto trimestre". Two answers are asked in lakhs and accept the rupee figure too. The ten \`notfound\` questions ask
for things the documents plausibly could hold but do not: a quarter the FCRA statement does not break out (April–June
2025), a budget the trust does not have, a count of patients screened, one officer's salary, a year before the figures
(FY 2023-24; 2023), next year's budget (the agreement's project budget is not the 2026 budget), one comedor's gas, the
coordinator's salary and a petrol-station ticket that was not uploaded. Percentages are numbers of percent; variances and
differences are stated as the size of the difference (the scorer ignores the sign). Amounts have a tolerance of 0.5%,
percentages, ratios and months of cover of 1%. Dates are accepted in the usual written forms ("18 August 2026", "18th
August 2026", "August 18, 2026", "18/08/2026", "18.08.2026", "2026-08-18", "18 de agosto de 2026" and others); numeric
dates are day-first, as both countries write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). \`orgs.json\` names
each organisation and its fiscal-year start. Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-ag/data.mjs\`; the
questions are in \`../gen-ag/lib/questions.mjs\`) and checked by a separate reader of the generated files
(\`../gen-ag/verify.mjs\`: it reads the PDFs' text back with pdfjs by position, the workbooks with exceljs, the Word files'
XML and the CSV, checks each statement's arithmetic (both sides of the two-sided accounts and their totals, the
depreciation schedule, the Tally groups and sub-groups, the FCRA columns, the bank's running balance, the balanza's
movements, mayores and totals, the budget's formulas, quarters and variances, the agreement's tranches and annex), the
figures that tie between documents (R&P and I&E, trial balance and both, FCRA opening balance and the R&P, bank closing
balance and the R&P, the CA's lakhs and the accounts; balanza and estado, budget workbook and balanza, estado and budget
workbook with donated food and depreciation), recomputes each answer from what it read, and runs the scorer on the ideal
and wrong replies; the two photos are checked against their printed lines and, for the invoice, the bank debit).
Rebuild and check with \`cd ../gen-ag && npm install && npm run all\`.
`;
};
