// README of set W (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, n) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set W

${n} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`marula\` | Marula House Women's Shelter Trust (a women's and children's shelter in Windhoek, Namibia; Namibian dollars written "N$", day-first dates, books kept in Zoho Books, banking with FNB Namibia, a government subsidy from the Ministry of Gender Equality, Poverty Eradication and Social Welfare) | April–March (FY2025/26 = 1 April 2025 – 31 March 2026, with 2024/25 comparatives in the board pack; the FNB export covers 1 January – 31 March 2026; the AGM is on 27 June 2026) | 50 |
| \`sliema\` | Sliema Chamber Music Society (a members' concert society in Sliema, Malta; euros written "€1,234.56", day-first dates, books kept in Wave, online tickets and donations through PayPal, the budget kept in Google Sheets) | September–August, the concert season (2024-25 with 2023-24 comparatives in the Wave report; the 2025-26 budget by season quarter and concert list; the PayPal download covers 1 September – 31 December 2025; the AGM was held 18 October 2025) | 50 |

Documents (\`documents/<org>/\`):

- marula
${list('marula')}

| document | layout and what is tricky |
|---|---|
| Zoho Books profit and loss (.xlsx) | Zoho's export: four title lines merged across the sheet (organisation, "Profit and Loss", "From 01/04/2025 To 31/03/2026", "Basis : Accrual") above the column headings; one column per fiscal quarter named by its months ("Jan 2026 - Mar 2026") and a Total; sections Operating Income / Cost of Goods Sold (empty, zero totals) / Operating Expense / Non Operating Income / Non Operating Expense, each with a "Total for …" row, and Gross Profit, Operating Profit and Net Profit/Loss rows between them, so a column summed naively counts lines twice; a quarter with a loss shown with a minus sign. |
| Board pack budget against actual (.pdf) | Two pages: a narrative paragraph first, then Actual 2025/26, Budget 2025/26, Variance fav/(unfav), Var % and Actual 2024/25 under headings wrapped over two lines; whole Namibian dollars grouped with spaces ("1 640 256"), negatives in brackets, dashes for zero; variance signed as favourable/unfavourable (income actual minus budget, spending budget minus actual); the expenditure table breaks across the page with its heading repeated and "(continued)"; the board's lines group several Zoho accounts (staff costs = salaries + social security, office and bank charges, donor grants = two funders), explained in notes. |
| FNB Namibia transactions export (.csv) | Five lines of account details (type, number, name, statement period, opening balance) and a blank line above the headings; dates as yyyy/mm/dd; one signed Amount column and a running Balance; CRLF line ends; a card purchase that matches the photographed till slip. |
| Shelter occupancy workbook (.xlsx) | Months down the side as dates shown "Apr-25"; a merged "Admissions" heading over Women / Children and headings merged down two rows; a Total row under the months; occupancy as a formula (bed nights over 28 beds × days in the month) shown as a percentage. |
| Treasurer's report to the AGM (.docx) | Figures in prose (income, spending and surplus against budget, reserves, next year's budget, women and children sheltered) and a table of grants received with day-first dates and space-grouped amounts; names of the auditor, treasurer and chair. |
| WhatsApp photo of a wholesaler's till slip (.jpg) | A monospaced till slip, slightly rotated with uneven light: quantity lines ("4 @ 129.99") under each item, a total in N$, card payment, and VAT at 15 % included in the prices. |

- sliema
${list('sliema')}

| document | layout and what is tricky |
|---|---|
| Wave profit and loss (.pdf) | Wave's comparative report: a summary block first (Income, Cost of Goods Sold, Gross Profit with "As a percentage of Total Income", Operating Expenses, Net Profit) and then the same figures account by account, so every total appears twice; two period columns whose headings are date ranges wrapped over two lines ("Sep 01, 2024 / to Aug 31, 2025"), repeated above each section; amounts with the euro sign on every line. |
| PayPal activity download (.csv) | PayPal's column set (Date, Time, TimeZone, Name, Type, Status, Currency, Gross, Fee, Net, e-mail addresses, Transaction ID, Item Title, Reference Txn ID, Quantity, Balance, Subject, Note, Balance Impact) with a byte-order mark; day-first dates; CEST and CET; ticket sales, season subscriptions and donations at different fee rates, refunds that return part of the fee, withdrawals to the bank with no name; a quantity column (tickets per order). |
| Google Sheets budget (.xlsx) | Two sheets. "Budget 2025-26": a title and a note above two heading rows (Q1…Q4 over Sep–Nov, Dec–Feb, Mar–May, Jun–Aug; Budget over 2025-26; Actual over 2024-25), totals and the surplus as formulas, bar purchases under expenditure where Wave has them as cost of sales. "Concerts": nine concerts with dates, venues, capacity, tickets sold, % sold, ticket income, budgeted ticket income and artist fee; the five concerts not yet held have blanks; a season total row. |
| Treasurer's report to the AGM (.docx) | The 2024-25 results and membership in prose, a table of funds at 31 August 2025 (whose PayPal balance opens the PayPal download), the Steinway Fund and the next season's grant; names of the treasurer, president and independent examiner. |
| Phone photo of a wine shop till slip (.JPG) | Quantity lines above each item ("12 x 8.95"), a two-digit year ("03/10/25"), the VAT at 18 % included and shown under the total, card payment. |

Kinds: ${kindLine}.

Questions are typed the way treasurers, shelter staff, committee members and board members write on a phone: some
formal, some terse and lower case ("bed nights dec 2025?", "avg paypal donation sep-dec 25?", "whos our treasurer",
"acc to", "govt", "fy25/26", "vs"), lines named the way people speak of them ("water & lights" for the municipal
account, "salary run", "the wine shop receipt", "the Petrov recital"). Periods are always named (a month, a fiscal
quarter by its months, FY2025/26, 2024-25, the season), never "last quarter". The ten \`notfound\` questions ask for
things the documents plausibly could hold but do not: a year outside the files (FY2023/24, the 2022-23 season, bed
nights for 2024/25), a month outside an export (April 2026 at FNB, January 2026 at PayPal), a figure not broken out (a
manager's salary, one quartet's travel), a budget not given (2026-27) and invoices that were not uploaded (a garage's
parts, a piano tuner). Percentages are numbers of percent; variances are stated as the size of the difference (the
scorer ignores the sign). Dates are accepted in the usual written forms ("13 March 2026", "March 13, 2026",
"13/03/2026", "2026-03-13" and others); numeric dates are day-first, as both countries write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-w/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-w/verify.mjs\`, which parses the CSVs, workbooks, Word
files and PDFs back, checks their totals and running balances, and recomputes each answer from what it read; the two
photos are checked against their rendering data); rebuild and check with
\`cd ../gen-w && npm install && npm run all\`.
`;
};
