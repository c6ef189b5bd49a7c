// README of set AH (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AH

${n} questions about the documents of two fictional organisations, written without reference to how the assistant
works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`aspenmeadow\` | Aspen Meadow Elementary PTA (Highlands Ranch, Colorado, US$: a parent-teacher association run by a volunteer treasurer, with fundraisers — a fall fun run, two book fairs, bake sales, spirit wear, restaurant nights, a spring carnival — membership dues, teacher grants and family events; money in a credit-union checking and savings account, Square at events and a Venmo business profile) | July–June (FY 2025-26 = July 1, 2025 – June 30, 2026; the treasurer's report runs to February 28, 2026; the approved budget sets 2025-26 beside the 2024-25 actuals) | ${perOrg.aspenmeadow} |
| \`deschakel\` | Stichting Buurtsteunpunt De Schakel (Utrecht, the Netherlands, €: a foundation in Overvecht giving food aid, debt help and home-administration support and paying small emergency grants from a Noodfonds; a municipal subsidy, church collections, two private funds, private and business gifts; bookkeeping in Exact Online, banking at Rabobank; ANBI status). Documents in Dutch, amounts as "1.234,56", nil as "€ -", dates DD-MM-JJJJ and Dutch month names | Calendar year (2025, with the 2025 budget and 2024 comparatives; the bank export covers Q4 2025) | ${perOrg.deschakel} |

Documents (\`documents/<org>/\`):

- aspenmeadow
${list('aspenmeadow')}

| document | layout and what is tricky |
|---|---|
| Treasurer's report, February 2026 (.xlsx, exported from Google Sheets) | Sheet "Feb 2026": a title block above headings Category / Line item / "2025-26 Budget (amended 1/20/26)" / February / Year to Date / Remaining / % of Budget, section headings merged across the sheet, fundraisers grouped by event with the event name only on its Income row, Expenses as negatives in brackets and a Net row by formula, totals by SUM, a "% of Budget" left blank where the budget is nil, and a cash section below (July 1 cash plus net income, the checking statement balance less outstanding checks, savings and Venmo). The budget column carries the January amendment ($600 from Contingency to Staff appreciation), so it differs from the approved PDF on two lines. Notes at the foot (an unpaid Scholastic invoice, Square tips inside bake-sale income, fees inside one line). Sheet "By Month": the same lines with every amount positive, months as "Jul-25" … "Feb-26" text, FYTD by formula, total income, expenses and net rows — the only place quarters and single months before February can be read. |
| Square sales summary (.csv) | Four report lines above the headings, one column per day of the book-fair week ("Mon, Feb 9, 2026") and a Total, amounts as "$1,234.56" with deductions in brackets, blank lines between blocks (Gross Sales, Returns, Discounts & Comps, Net Sales, Tax, Tips; Total Collected, Cash, Card; Fees, Net Total; Transactions), then a sales-by-category table (Books, Bake Sale, Fair Extras) with items sold and refunded. Tips are in Total Collected but not in Net Sales; fees only on card. |
| Venmo business statement (.csv) | Two title lines above a 22-column heading that starts with an empty column, a beginning-balance row and an ending-balance row holding only balances and fees, signed amounts "+ $15.00" / "- $250.00", fees in their own column ("- $0.39", 1.9% + 10¢ on each payment and 1.75% on an instant transfer), ISO date-times, memos as parents typed them (emoji, "x2", "tix"), a duplicate payment and its refund, and standard and instant transfers to the credit union. |
| Approved budget 2025-26 (.pdf) | One letter page in two narrow columns side by side (income and fundraiser expenses on the left, programs and administration on the right) whose rows share lines, so a text extraction interleaves them; 2024-25 actuals with cents beside whole-dollar budgets, section subtotals, a negative net in brackets "(175)", line names that differ from the treasurer's report ("Fun Run (pledges & sponsors)" against "Fall Fun Run", "Classroom Technology" against "Classroom tech"), and the 2024-25 book fairs only as one line. |
| General meeting minutes, January 20, 2026 (.docx) | Prose with the amounts inside motions (spring teacher grants as $150 each for 23 teachers, a $600 budget amendment, up to $12,000 toward a $24,600 shade-sail quote with a 25–4–2 vote, the carnival date), mover and seconder of each, the treasurer's cash at December 31, the next meeting date. |
| Photo of a Costco receipt (IMG_4418.jpg) | Slightly rotated and unevenly lit thermal receipt: item numbers before abbreviated names, taxable lines flagged "A", an instant-savings line "4.00-", SUBTOTAL, TAX and "**** TOTAL", the card as "XXXXXXXXXXXX4417", a tax summary and "TOTAL NUMBER OF ITEMS SOLD", date month-first. |
| Photo of a party-supply receipt (IMG_4431.jpg) | Thermal receipt with quantities on a second line ("12 @ 1.49"), a 10% school discount before a 7.75% sales tax, the total, the debit card and the item count; nothing in the file name says which store it is. |

- deschakel
${list('deschakel')}

| document | layout and what is tricky |
|---|---|
| Jaarrekening 2025 (.pdf, 7 pages) | Cover, contents and a short bestuursverslag in prose; a balans per 31 december 2025 (na resultaatbestemming) with 2024 beside it, reserves and funds split into reserves (continuïteitsreserve, bestemmingsreserve) and fondsen (bestemmingsfondsen); a staat van baten en lasten with Realisatie 2025 / Begroting 2025 / Realisatie 2024 columns, costs by objective with a subtotal "besteed aan doelstellingen", financial income below the operating result; the resultaatbestemming with a negative movement "€ -1.180"; the movement of reserves and funds with withdrawals as negatives; personnel costs and FTE in a sentence with a decimal comma ("1,8"); a landscape lastenverdeling (cost types down the side, three objectives under a merged "Doelstellingen" heading, fundraising, management and administration, the year's total, the budget and 2024) with wrapped, hyphenated headings; the adoption date and the accountant's compilation report on the last page. Whole euros as "€ 48.253", nil as "€ -". |
| Exact Online kolommenbalans and grootboekkaart (.xlsx) | "Kolommenbalans": a report title block, "Balans" and "Winst & verlies" merged over Debet / Credit pairs, four-digit ledger codes as text, blank cells for nil, Totaal, a Resultaat row that balances both halves and an Eindtotaal; equity accounts at their opening balances (the year's result is not yet allocated), so they differ from the balance sheet. "Grootboekkaart 4200": every booking of the food-purchases account with dates as dd-mm-yyyy, boekstuknummers, journal "60 Inkoop" or "90 Memoriaal", a credit note in the Credit column, a stock adjustment on 31-12, a running balance by formula, Beginsaldo, Totaal mutaties and Eindsaldo rows. Amounts in cents; the statements round them to euros. |
| Voortgangsrapportage Q4 2025 subsidie gemeente Utrecht (.docx) | A Dutch progress and year-end report to the municipality: a key–value table (beschikking, subsidy amount, period), hours per activity against the budgeted hours by quarter with a signed difference, euros per cost type by quarter with spent and remaining columns (nil as "€ -"), output indicators against targets ("max. 10"), and an explanation of the underspend to be repaid, which is the liability in the balance sheet and the difference between the subsidy granted and the subsidy income. |
| Rabobank CSV export, Q4 2025 (.csv) | Rabobank-style columns with an "Af/Bij" flag and unsigned amounts "1284,36" without thousands separators, the balance after each transaction signed "+22483,89", DD-MM-JJJJ dates, descriptions split over Omschrijving-1/-2, CRLF line ends; Sligro paid a few days after the invoice dates, one payment net of a credit note and the last December invoice still unpaid; monthly bank fees charged for the month before; a transfer to the savings account; gifts for the Christmas parcels campaign with the word written several ways. |
| ANBI-publicatie (.pdf, 2 pages) | A web page printed from a browser (date, title and URL in the margins, a navigation bar), the ANBI fields (RSIN, KvK, board members and functions, objective, remuneration policy with the volunteer-allowance limits, activities with counts), and the standard financial summary whose line names differ from the statements ("Giften en donaties van particulieren", "Som van de baten"), split over the page break. |

Kinds: ${kindLine}.

Questions are typed the way a treasurer, a board member on a tablet and a hurried volunteer on a phone write: some
formal ("What was the current ratio (vlottende activa divided by kortlopende schulden) at 31-12-2025?"), many plain
("How much did we transfer from Venmo to the credit union in January and February?"), some terse with abbreviations and
slips ("assemblies spend oct-dec?", "waht was the venmo balance at end of feb", "how many noodfonds payments went out in
q4"). Seven of the De Schakel questions are in Dutch ("Hoeveel hebben we in november aan Sligro betaald?"). Periods are
named as people name them: "so far this yr", "the first quarter of the fiscal year (July through September)", "last
year", "Q3 2025", "Q4", "het derde kwartaal", "eind 2024". The ten \`notfound\` questions ask for things the documents
plausibly could hold but do not: one of two book fairs in a year shown only combined, a single cost inside a budget line,
a budget not yet made (2026-27, 2026), a month after the report, a receipt that was not uploaded, a salary given only
inside personnel costs, a bank balance before the export, a year before the subsidy report and a fund's payments in 2023.
Percentages are numbers of percent; variances and differences are the size of the difference (the scorer ignores the
sign). Amounts have a tolerance of 0.5%, percentages, ratios, averages and months of cover 1%. Text answers accept the
usual written forms of a date and a name.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
\`orgs.json\` gives each organisation's name and the month its fiscal year starts. Every document and every expected
answer is generated from one data module (\`../gen-ah/data.mjs\`) and checked by a separate reader of the generated files
(\`../gen-ah/verify.mjs\`: it reads the PDFs back with pdfjs by position — the budget's two columns apart, the statements
page by page — the workbooks with exceljs, the Word files' XML and the CSVs; checks every total, formula result,
roll-forward and reconciliation; checks the figures that tie between documents (Square and Venmo to the treasurer's
report, the report's budget column to the approved budget and its amendment, the minutes' cash to the monthly sheet, the
ledger to the statements, the lastenverdeling to the staat, the subsidy report to the ledger and the balance sheet, the
bank's closing balance and Sligro payments to the ledger, the ANBI page to the statements); rebuilds from what it read
the view every question is asked of and recomputes each answer from it; checks that text answers are printed where they
are said to be and that the notfound questions are not answered anywhere; and scores the two reply files; the two photos
are checked against their rendering data). Rebuild and check with \`cd ../gen-ah && npm install && npm run all\`.
`;
};
