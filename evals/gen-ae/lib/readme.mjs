// README of set AE (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AE

${n} questions about the documents of two small, hand-run organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`deurali\` | Deurali Salghari Community Forest User Group (Kaski district, Nepal, Nepali rupees written "Rs." and "NPR" with Nepali digit grouping, 1,23,456.00: a community forest user group of 186 member households in Machhapuchchhre Rural Municipality-4 that sells timber by the cubic foot and firewood by the head-load (bhari) and stack (chatta) at member, non-member and institution rates, runs a view tower, pays two forest watchers and spends on forest management, plantation and a pro-poor programme; registered with the Division Forest Office, Kaski) | Nepali fiscal year from 1 Shrawan (mid-July; \`fiscalYearStart\` 7), named by its Bikram Sambat years with the Gregorian years beside them: FY 2082/83 (2025/26) is 17 July 2025 – 16 July 2026. The cash book, the bank statement and the sales register cover Shrawan – Poush 2082 (17 July 2025 – 14 January 2026); the general assembly statement covers FY 2081/82 with FY 2080/81 beside it and the FY 2082/83 budget. All dates in the documents are Gregorian | ${perOrg.deurali} |
| \`saules\` | Comptoir alimentaire Rivière-aux-Saules (Quebec, Canadian dollars: a food bank with two distribution days a week, about 1,200 volunteer shifts a year, a truck, and Centraide, PSOC, municipal and Canada Summer Jobs funding; books in QuickBooks Online with French / English account names; French documents write "1 234,56 $") | April – March (FY 2025-26 = 1 April 2025 – 31 March 2026, complete; \`fiscalYearStart\` 4) | ${perOrg.saules} |

Documents (\`documents/<org>/\`):

- deurali
${list('deurali')}

| document | layout and what is tricky |
|---|---|
| Cash book FY 2082/83, Shrawan – Poush (.xlsx) | A treasurer's two-sided cash book (नगदी बही), one sheet a Nepali month ("Shrawan 2082" … "Poush 2082") under a title block naming the month and its Gregorian dates: receipts on the left and payments on the right of a blank column, each side with Date / Rc. or V. No. / Particulars / Head / Cash / Bank, so a row holds one receipt and an unrelated payment. "Balance b/d" opens the receipts (a formula to the previous sheet's "Balance c/d"), "Balance c/d" closes the payments (a formula), and both sides add to the same Total, so totals include the balances. Contra entries ("C") for self cheques and cash deposits appear on both sides. Sales are entered under their bill numbers only as far as they were paid (part payments, one sale not paid at all); the watchers' Dashain allowance sits under the salary head; Indian-grouped number formats; a note on the last sheet that bank interest, TDS and charges have not been entered. |
| Bank statement (.csv) | A Nepali bank's export: eight lines of account details above the headings, day-Mon-year dates, amounts as quoted "4,86,315.40" strings with Nepali grouping, a BALANCE B/F row, separate Debit and Credit columns, a TOTAL row and a CLOSING BALANCE row, CRLF line ends. Quarterly interest with TDS at 5% and SMS charges are not in the cash book, cheques clear two days after the cash book's date, and one cheque (improved cooking stoves, 6 January) had not been presented by 14 January, so the statement and the cash book disagree by a reconciliation. |
| Timber and firewood sales register (.pdf, landscape, 2 pages) | Thirteen columns (S.N., Date, Bill No., Buyer, Category Member / Non-member / Institution, Product, Species, Qty, Unit cft / bhari / chatta, Rate, Amount, Received, Due); page 1 ends with a "Carried forward (c/f)" row and page 2 starts with "Brought forward (b/f)" (a naive sum counts them twice), then a TOTAL row and notes: the 15% royalty on sal sold to non-members, what a chatta and a bhari are, that dues are as on 14 January 2026. Amounts due tie to the cash book, which holds only what was received. |
| Photo of the general assembly income and expenditure statement (.png) | A printed page photographed slightly rotated with uneven light: FY 2080/81 actual, FY 2081/82 actual and the FY 2082/83 budget side by side (the older year first, the budget last), each headed by its Bikram Sambat year over the Gregorian years; income and expenditure groups that combine cash-book heads (meetings with the AGM, office with the audit fee); a fund position with opening and closing balances and cash and bank for both years (the closing balances are the cash book's first Balance b/d); notes with the auditor, the royalty rule and an audit observation; the general assembly's date in Bikram Sambat with the Gregorian date in brackets. |
| Photo of a hardware shop's VAT bill (.jpg) | A Pokhara hardware shop's tax invoice: PAN/VAT number, the date with its Bikram Sambat date beside it, quantities with units, a 2% discount before VAT at 13%, the grand total in figures and in words ("Rupees Thirty Thousand … and Paisa Eighty Seven Only"); it is paid by cheque in the cash book in Mangsir. |

- saules
${list('saules')}

| document | layout and what is tricky |
|---|---|
| QuickBooks Online Profit and Loss by month (.xlsx) | Title block, twelve month columns "Apr 2025" … "Mar 2026" and Total; account names with their numbers in French / English ("4000 Dons - particuliers / Individual donations"); a parent account (4100 Subventions / Grants, 6000 Payroll) with its sub-accounts and a "Total 4100 …" row; food purchases and transport under Cost of Goods Sold, so "Gross Profit" comes before Expenses and "Total Expenses" leaves food out; interest under Other Income below Net Operating Income; months with no activity left blank (hydro billed every second month, insurance and audit once a year). |
| Budget vs actual by quarter (.pdf, landscape legal) | The treasurer's report to the board in French with English after each label: T1 – T4 (avr.–juin … janv.–mars) each over Réel / Budget, then the year over Réel / Budget / Écart / % du budget, under two-row headings; amounts written "17 325,75 $" with spaces for thousands, decimal commas, "$" after the figure only on the first line of a group and totals, negatives in brackets, dashes for nil; budget lines gather several QuickBooks accounts (donations, food purchases and transport, rent and hydro, truck, administration); the cash at 31 March 2026 is given only in a note under the table. |
| Volunteer and food register (.csv) | An Excel export in French: UTF-8 with a byte-order mark, semicolons, decimal commas ("42,25"), a title line and an empty line of semicolons above the headings, ISO dates and the day name (mardi / jeudi), one row per distribution day with volunteers, hours, pounds received from four sources, a total received, pounds distributed and households served; closed days (holidays) as rows with empty cells and a "FERMÉ / CLOSED" note; a TOTAL row at the end that a naive sum or count would include. |
| Centraide funding agreement (.docx) | French with the English in italics after each clause: three years of amounts in a table ("46 000 $"), four equal instalments described in words, a reporting table with due dates in French and English, targets for 2025-2026 (household visits, volunteer hours, pounds), conditions (administration cap in per cent, 30 days' notice of a change of director, records kept six years, unspent balances over 5 000 $), signatures and dates in a table. |
| Photo of a grocery receipt (.jpg) | A Quebec supermarket till slip in French: quantity lines "4 @ 6,49" under the item, a RABAIS line, taxable items marked FP, zero-rated basic groceries, TPS 5 % and TVQ 9,975 % on the FP items only, the total paid by Interac, the number of items, the GST and QST registration numbers, an ISO date. |

Kinds: ${kindLine}.

Questions are typed the way a treasurer, a board member on a tablet and a hurried staff member on a phone write:
some formal ("At our average monthly spending so far this year, how many months would the cash and bank balance at
the end of Poush last (cash book figures)?"), many plain ("How much is still owed to us for timber and firewood sold?",
"How far off budget were food purchases and transport in Q3 (Oct-Dec)?"), some terse, lowercase, with abbreviations
and slips ("how much renewal fee hav we collected this yr", "total tds cut on bank interest?", "vol hours in dec?",
"total on the grocery reciept?"). Periods are named as people name them: Nepali months ("during Poush", "after
Poush"), "this fiscal year", "FY 82/83", "last years surplus", "FY 2080/81", "October to December 2025", "Q3",
"the first half of the year", "year to date at the end of December", "last fiscal year", "2026-2027". The ten
\`notfound\` questions ask for things these documents plausibly could hold but do not: a year before the figures
(FY 2079/80 timber sales, food bought in March 2025), a month after them (broom grass sold in Magh, pounds
distributed in April 2026), a budget not set (FY 2083/84, food purchases for 2026-27), a fund or an event the
documents never mention (a revolving loan fund, a golf tournament's net), a bill that was not uploaded and a salary
that is not given. Percentages are numbers of percent; variances and differences are stated as the size of the
difference (the scorer ignores the sign). Amounts have a tolerance of 0.5%, percentages, ratios, averages and months
of cover of 1%. Dates are accepted in the usual written forms ("30 June 2026", "June 30, 2026", "30/06/2026",
"2026-06-30", "30 juin 2026" and others; the general assembly's also as "2082 Kartik 22").

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
Every document and every expected answer is generated from one data module (\`../gen-ae/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-ae/verify.mjs\`: it reads the workbooks back with exceljs, the PDFs'
text with pdfjs, the Word file's XML with jszip and the CSVs with csv-parse; checks each document's own arithmetic
(the cash book's sides, balances carried from sheet to sheet, the bank statement's running balance and totals,
the register's c/f, b/f and totals, QuickBooks' totals, gross profit and net income, the quarterly report's years,
variances and percentages, the food register's TOTAL row) and the figures that tie between documents (the bank
statement reconciled to the cash book cheque by cheque, every sale received in the cash book under its bill number,
the general assembly's closing balances to the cash book's first Balance b/d, the hardware bill to its payment,
each budget line to its QuickBooks accounts quarter by quarter, Centraide's instalments to the agreement); rebuilds
the figures the questions are asked of from what it read and recomputes every answer; the two photos are checked
from the text lines they are drawn from; and it runs the scorer on both reply files). Rebuild and check with
\`cd ../gen-ae && npm install && npm run all\`.
`;
};
