// The set's README.
const NS_DOCS = [
  ['Northstage Audited Financial Statements FY2025 (.pdf, 8 pages)', 'An auditor\'s report, then statements of financial position at June 30, 2025 and 2024 ("$" only on first and total lines), a landscape statement of activities with Without Donor Restrictions / With Donor Restrictions / Total under a "2025" and a "2024" heading (six number columns, releases bracketed in the restricted column, dashes for zero, special events net of direct costs named only in the label), a statement of functional expenses with Productions / Education / Total Program under "Program Services" and Management and General / Fundraising under "Supporting Services" that runs over a page break (totals only on the continued page, special-event costs left out in a footnote), a one-year cash flow statement with bracketed outflows, and notes: the endowment roll-forward for both years, the line of credit and net assets with donor restrictions by purpose. The fiscal year ends June 30, so "FY25" and "last year" are the year ended June 30, 2025.'],
  ['Form 990 Schedule A Part II 2024 (.pdf)', 'The public support computation laid out as on the IRS form: lines 1-16a with their long wrapped captions, columns (a) 2020 … (e) 2024 and (f) Total, lines 5, 6 and 12 filled only in column (f), dashes on lines 2, 3 and 9, the percentage on line 14 and last year\'s on line 15; column (e) "2024" is the fiscal year July 2024 - June 2025 and equals the audited contributions and grants.'],
  ['FE NXT Budget vs Actual FY26 Dec 2025 (.xlsx)', 'A Blackbaud Financial Edge NXT export for FY2026 periods 1-6 (July-December 2025): a title block, then by fund (10 Operating, 20 Education) Revenue and Expenses sections with account numbers "10-5310-00", Annual Budget / YTD Budget / YTD Actual / Variance (actual less budget, by formula) / % of Annual, Total and Net rows, the same account (5100, 5810) in both funds, and grand totals over both funds after them; a second sheet holds the report parameters.'],
  ['Tessitura Ticket Revenue by Production 2025-26 (.csv)', 'A Tessitura report export: five quoted preamble lines, one row a performance with perf codes, m/d/yyyy dates, venue, capacity, seats sold (comps apart), gross, the $3.50 fees and net, a "… Total" row after each production and a Grand Total (a column summed naively counts everything twice); the spring shows carry advance sales only.'],
  ['Finance Committee Memo - Endowment Draw and Line of Credit (.docx)', 'A memo with the spending rule (4.5% of the trailing twelve-quarter average), the twelve quarter-end values in a table (the average itself is not written; the June 2024 and 2025 values equal the audited endowment), the recommended FY2027 draw, and the line of credit: rate as prime plus a margin, renewal date, a month-by-month table of draws, repayments and balances, the peak and a proposed new limit.'],
  ['Northern Timber invoice (.jpg)', 'A photographed lumber-yard invoice: six items with quantity, price and amount, subtotal, Minnesota state sales tax 6.875% and local tax 2.150% on separate lines, delivery, and the total due.'],
];
const MK_DOCS = [
  ['MLWA Audited Financial Statements 2025 (.pdf, 5 pages)', 'A Cambodian NGO\'s audited statements in US$: statement of financial position with note numbers in a column of their own beside the figures, a statement of activities with Unrestricted / Restricted / Total 2025 / Total 2024 (releases bracketed, the exchange loss bracketed), cash by account in a note, a foreign-exchange note with the riel closing rates, and the schedule of restricted grants by donor (balance 1 Jan, received, expended, balance 31 Dec) for 2025 and again for 2024 under identical headings.'],
  ['EU Consortium Interim Financial Report 2025 (.xlsx)', 'An EU grant report in euro: budget lines 1.1 … 5.3 under numbered headings with a Subtotal after each, total direct costs, 7% indirect costs and the total, Budget for the whole two-year Action, Period 1 / Period 2 / Cumulative under a merged "Expenditure incurred (EUR)" heading and % spent as a fraction; the euro figures come by formula from a sheet of monthly US$ spending (the same line numbers again) divided by a sheet of monthly InforEuro rates.'],
  ['Payroll Summary December 2025 (.xlsx)', 'Fourteen staff with gross salary in US$, salary in riel at the tax rate of KHR 4,021, NSSF 2% (capped) in riel, dependants, taxable salary and tax on salary in riel under progressive brackets, tax in US$ and net pay; a TOTAL row; employer NSSF (pension, occupational risk, health care) on a second sheet.'],
  ['ABA Statement USD Dec 2025 (.csv)', 'An ABA Bank export with a byte-order mark, account details, opening and closing balance above the headings, day/month/year dates, separate Money In / Money Out columns with quoted "1,234.56" amounts and a running balance; grant receipts, NSSF and salary tax for November, the payroll transfer (equal to the payroll\'s net pay), the supplier receipt\'s KHQR payment.'],
  ['Board Minutes 12-12-2025 (.docx)', 'Minutes with attendance, a 2026 budget summary table (2025 approved budget, 2025 forecast and 2026 budget, income by donor, expenditure by programme, surplus), resolutions with movers, a procurement threshold table in US$ and riel at KHR 4,100, the auditors\' fee and the next meeting date written 20/03/2026.'],
  ['Receipt Sokha Hardware (.jpg)', 'A photographed Phnom Penh tax invoice: VATTIN, day/month/year date, five items, subtotal, VAT 10%, grand total in US$, the exchange rate of 4,100 riel and the grand total in KHR.'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg) => `# Evaluation set AN

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`northstage\` | Northstage Theatre Company (Minneapolis, Minnesota, US: a professional theater company with an education program of classes, camps, school residencies and student matinees; US dollars, month-first dates; books in Blackbaud Financial Edge NXT, ticketing in Tessitura; an endowment under a 4.5% spending rule and a revolving line of credit) | Fiscal year July–June (audited FY2025, the year ended June 30, 2025, with FY2024 comparatives; Schedule A for tax years 2020–2024; FY2026 budget against actual through December 2025; the 2025–26 season) | ${perOrg.northstage} |
| \`mekong\` | Mekong Learning & Water Association (Phnom Penh, Cambodia: a local NGO running literacy classes and clean-water work in Kampong Chhnang and Kandal; books in US dollars, the functional currency, with payroll tax and many local costs in Khmer riel; day/month/year dates; an EU-funded consortium grant reported in euro) | Calendar year (2025 statements with 2024 comparatives; the EU report covers 2025 of a 2025–2026 Action; payroll and the bank export cover December 2025; the board met on 12/12/2025) | ${perOrg.mekong} |

Documents (\`documents/<org>/\`):

- northstage
${DOCS.northstage.map((f) => `  - \`${f}\``).join('\n')}

${tbl(NS_DOCS)}

- mekong
${DOCS.mekong.map((f) => `  - \`${f}\``).join('\n')}

${tbl(MK_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a board treasurer, a board member on a tablet and a hurried staff member on a phone would
type them: some formal ("Net cash provided by operating activities for the year ended June 30, 2025?", "What is the
trailing twelve-quarter average of the endowment value in the committee memo?"), some plain ("How much did we spend on
the literacy programme in 2024?"), some terse and lower case ("how much cash did we have at the end of FY24", "biggest
single payment out of ABA in dec?", "which acct number is royalties in FE"). Periods are named as people name them:
"FY25", "FY24", "last year", "the fiscal year that ended last June", "at year end", "the first half of FY26",
"Jul-Dec 2025", "Period 2", "December 2025". The ten \`notfound\` questions ask for things the documents plausibly could
hold but do not: a year before the figures (FY2023 expenses; 2023 expenditure), a budget not set out (the FY2027
education budget; a 2026 well-drilling line when the minutes give only programme totals), a figure inside a combined
line (the audit fee inside professional fees; one office's rent inside a combined EU rent line), a period outside an
export (budget against actual through March 2026; the ABA balance in November), and a name nobody wrote down (the
bank's relationship manager; the EU programme officer). Percentages are numbers of percent; variances and differences
are stated as the size of the difference (the scorer ignores the sign). Amounts, percentages and averages have a
tolerance of 0.5%, counts none. Dates are accepted in the usual written forms; numeric dates are month-first for
Northstage and day-first for Mekong, as each writes them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail: the other year, the other column, a subtotal, the budget instead of the actual, an invented figure for
the not-found ones). Every document and expected answer is generated from one data module (\`../gen-an/data.mjs\`, with
the questions and the place each figure is written in \`../gen-an/lib/questions.mjs\`) and checked by a separate reader
of the generated files (\`../gen-an/verify.mjs\`: PDF text with pdfjs, workbooks with exceljs including cached formula
results, the Word files' XML, the CSVs, and the two photos by tesseract OCR; it checks the statements' arithmetic, the
ties between documents (functional expenses to activities, cash flows and the endowment to the balance sheet, the
memo's quarter values to the audited endowment, payroll net pay and the receipt to the bank export, the bank's closing
balance to the audited cash note, the grants schedule to restricted funds), running balances and tax arithmetic, finds
every figure a case relies on where it is written, recomputes each answer from what it read, and checks that the
not-found subjects are absent). Rebuild and check with \`cd ../gen-an && npm install && node gen.mjs && node verify.mjs\`.
`;
