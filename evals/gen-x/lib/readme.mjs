// README of set X (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, n) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set X

${n} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | fiscal year | questions |
|---|---|---|---|
| \`ardvaar\` | Ardvaar Community Land Trust SCIO (a community land buy-out trust in Wester Ross, Scotland: two holiday cottages let through Sykes Cottages and direct, a summer campsite, a 50 kW community hydro scheme on the Feed-in Tariff, forestry, ceilidhs; pounds sterling, day-first dates, books kept in FreeAgent, card payments taken on a SumUp reader) | October–September (2024-25 = 1 October 2024 – 30 September 2025, with 2023-24 actuals and the 2025-26 budget in the trustees' report; the SumUp export covers July–September 2025; the AGM was held on 6 December 2025) | 50 |
| \`hinode\` | Hinode International School Parent-Teacher Association (an English-language international school PTA in Yokohama, Japan; yen with no decimals, year/month/day dates, a treasurer's Excel workbook kept by hand, Square for the school fair, bake sales and uniform sale) | April–March, the Japanese school year (FY2025 = 1 April 2025 – 31 March 2026, with FY2024 budget and actuals; the ledger and interim report run to 31 December 2025; the General Meeting was on 24 January 2026) | 50 |

Documents (\`documents/<org>/\`):

- ardvaar
${list('ardvaar')}

| document | layout and what is tricky |
|---|---|
| FreeAgent profit and loss by month (.xlsx) | Four title lines merged across the sheet; twelve month columns (Oct 2024 … Sep 2025) and a Total; sections Turnover / Less: Cost of Sales / Gross Profit / Other Income / Less: Administrative Expenses / Operating Profit / Less: Depreciation / Net Profit, each with its own total, so "total income" is Turnover plus Other Income and "total expenditure" is cost of sales plus administrative expenses plus depreciation; cleaning and Sykes commission sit under Cost of Sales; hydro income is split over two accounts; a September loss after the year-end depreciation journal. |
| SumUp transactions export (.csv) | SumUp-style columns (Email, Date, Transaction ID, Transaction Type, Status, Card Type, Last 4 Digits, Entry Mode, Description, Currency, Total Amount, Tip Amount, Fee, Payout Amount, Payout Date); newest first; "dd/mm/yyyy hh:mm" dates; CRLF line ends; sales, part refunds (negative, no fee) and failed payments (no payout); campsite pitches and ceilidh tickets mixed in one file; a group camp that is the largest payment. |
| Cottage bookings workbook (.xlsx, made by hand) | Three sheets. "Bookings": a title block, two heading rows with merged "Stay" and "Money (£)" groups, rows grouped by cottage with a subtotal row under each and a grand total, net as a formula, dates shown dd/mm/yyyy. "Summary by month": months down the side shown "Oct-24", merged cottage headings over Nights / Occupancy / Gross, occupancy as a formula (nights counted in the month the stay begins). "Tariff": nightly rates by season. |
| Trustees' report against budget (.pdf) | Two pages: narrative first, then Actual 2024-25, Budget 2024-25, Variance better/(worse), Actual 2023-24 and Budget 2025-26 under headings wrapped over two and three lines; whole pounds, brackets for negatives, dashes for nil; the expenditure table breaks across the page with its heading repeated; the board's lines group several FreeAgent accounts, explained in notes. |
| AGM minutes (.docx) | Figures in prose (income, expenditure, surplus, hydro generation in kWh, the loan balance and its final repayment date, reserves, the 2025-26 budget, the turbine bearing), a small summary table with the prior year, the election of a new treasurer, the independent examiner, the next AGM date. |
| Phone photo of a filling-station till receipt (.jpg) | A monospaced till receipt, rotated with uneven light: diesel in litres at a price in pence per litre, four other items, the total, a Visa Debit payment, VAT at 20 % included and shown as net and VAT, the date as dd/mm/yyyy. |

- hinode
${list('hinode')}

| document | layout and what is tricky |
|---|---|
| Treasurer's workbook (.xlsx, made by hand) | Three sheets. "Budget FY2025": a title block, a merged "FY2024 (Apr 2024 - Mar 2025)" heading over Budget and Actual beside FY2025 Budget and Notes; the balance carried forward from the previous year is the first income line and a contingency line balances the budget, as Japanese PTA budgets do; totals and the balance as formulas. "Ledger Apr-Dec 2025": a cash book with an opening balance row, R-/V- voucher numbers, budget-line categories, a running balance by formula, a shaded total row after each month, yyyy/mm/dd dates. "Dues FY2025": families by grade with exempt, paid and unpaid counts (blank for none) and notes. |
| Square transactions export (.csv) | Square's 55-column transactions header with amounts written "¥1,200" and "-¥30"; newest first; dates as yyyy/mm/dd with the "Tokyo" time zone; cash and card tenders (Visa and MasterCard at 2.5 %, JCB and American Express at 3.25 %), refunds as separate rows with "Refund" event type (a card refund gives its fee back), the fair, two bake sales and a uniform sale in one file. |
| Interim financial report (.pdf) | Two pages: narrative, then FY2025 budget, Actual Apr-Dec 2025, % of budget, Remaining / (over) and FY2024 actual under two-line headings; total income includes the carried-forward balance; brackets where a line is already over budget, dashes for nil; the expenditure table continues on page 2 with its heading repeated; the closing bank balance below. |
| General Meeting minutes (.docx) | The treasurer's report in prose (income excluding the carried-forward balance, spending, bank balance, dues position), a table of the fair's takings by source with costs in brackets, sponsors, the date the gift was presented to the school, the auditors, a vote on next year's dues, the next meeting date. |
| Photo of a supermarket receipt (.png) | A Japanese-style receipt in English: registration number, a date "2025/11/07(Fri)", quantity lines "6 x @1,180", an asterisk for reduced-rate (8 %) food items, tax-inclusive prices with the 8 % and 10 % taxable amounts and the tax included in each, cash tendered and change. |

Kinds: ${kindLine}.

Questions are typed the way treasurers, programme staff and hurried volunteers write: some formal ("variance", "FY2024/25",
"net surplus"), some plain ("how much did we spend on…", "did we go over budget on…"), some terse and lower case with
abbreviations and the odd typo ("whats", "fy24/25", "avg", "familes", "teh"). Periods are named the way people do: a
month without a year where the documents make it clear, "Q2 of 2024-25" and "Q3 this year" (quarters of each fiscal
year, so \`orgs.json\` decides them: Q2 of Ardvaar's year is January–March 2025, Q3 of Hinode's is October–December
2025), "the last quarter of the 24/25 year", "the summer season (jun-aug 2025)", "so far this year". The ten \`notfound\`
questions ask for things the documents plausibly could hold but do not: a year outside the files (2022-23, FY2023), a
month outside an export (SumUp in June), a figure not broken out (a pay rise, a sports-day stall), a budget not yet set
(FY2026), a project that does not appear, a period after the ledger ends, and receipts or invoices that were not
uploaded. Percentages are numbers of percent; variances and differences are stated as the size of the difference (the
scorer ignores the sign). Dates are accepted in the usual written forms ("6 December 2025", "December 6, 2025",
"06/12/2025", "2025-12-06", "2025/12/06" and others); numeric dates are day-first or year-first, as the two countries
write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-x/data.mjs\`) by
\`../gen-x/gen.mjs\`, and checked by a separate reader of the generated files (\`../gen-x/verify.mjs\`, which parses the
workbooks with exceljs, the CSVs with csv-parse, the Word files' XML and the PDFs' text with pdfjs-dist, checks their
totals, running balances and the agreement between documents, and recomputes each answer from what it read; the two
photos are checked against their rendering data); \`../gen-x/check-score.mjs\` runs the scorer on both reply files.
Rebuild and check with \`cd ../gen-x && npm install && npm run all\`.
`;
};
