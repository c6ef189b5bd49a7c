// The set's README.
const WP_DOCS = [
  ['Sprawozdanie finansowe 2025 (.pdf, 3 pages)', 'The Polish small-organisation template for an NGO (załącznik nr 6): a bilans with Aktywa A–C and Pasywa A–B under row codes (A., I., II. …) in a column of their own, and a rachunek zysków i strat A–O for a non-commercial organisation (przychody and koszty of nieodpłatna / odpłatna działalność pożytku publicznego, koszty ogólnego zarządu, pozostałe and finansowe lines, zysk netto). Both statements have two columns with the previous year on the LEFT ("Stan na koniec roku poprzedniego" / "… bieżącego"; "Kwota za rok poprzedni" / "Kwota za rok bieżący") and the years named only in the headings and the footer; every amount is "12 345,67" with space thousands and a decimal comma, zeros written "0,00". An informacja dodatkowa gives revenue by source, costs by nature (układ rodzajowy), cash by account, average employment in osoby and etaty, and the proposal for the surplus. |'],
  ['Zestawienie_obrotow_i_sald_2025 (.xlsx)', 'A Comarch ERP Optima trial balance for 01.01.2025–31.12.2025 under a title block: Konto / Nazwa konta / BO Wn / BO Ma / Obroty Wn / Obroty Ma / Saldo Wn / Saldo Ma, synthetic accounts (402, 701) with their analytic accounts (402-01, 701-03) beneath them, so summing every row counts the 4xx and 70x accounts twice; cost accounts by nature (4xx), the same costs by function (501, 502, 550) against 490, revenue accounts 70x–76x, and a "Razem (konta syntetyczne)" row where debits equal credits. Before closing entries: 860 is nil, the 2024 result sits in 820. |'],
  ['Budzet 2025 plan i wykonanie (.xlsx)', 'The 2025 budget against execution: account and line, then Plan / Wykonanie / % wykonania under merged "I kwartał" … "IV kwartał" and "Razem 2025" headings, PRZYCHODY and KOSZTY sections with "razem" rows and a Wynik row; totals and percentages by formula with cached results, "-" where the plan is nil. The lines are the trial balance\'s analytic accounts and their execution equals its turnover. |'],
  ['lista_operacji_01-10-2025_31-12-2025 (.csv)', 'An mBank business account export for Q4 2025: a semicolon-separated preamble (bank address, client, period, account, a legal note, Wpływy and Wydatki totals), then "#Data operacji;#Opis operacji;#Rachunek;#Kategoria;#Kwota;#Saldo po operacji;" with day.month.year dates, newest first, signed amounts written "-7 000,00 PLN" and a balance after each operation; no opening balance is stated. The year-end balance equals the trial balance\'s 131 and the note\'s current account; the ARTEKS card payment is the receipt. |'],
  ['Protokol Rady Fundacji 24.03.2026 (.docx)', 'Minutes of the Rada Fundacji: attendance (4 of 5), the agenda, a small table of the report\'s key figures (suma bilansowa, przychody ogółem, koszty ogółem, wynik, środki pieniężne), three resolutions with votes "za – 4, przeciw – 0, wstrzymujących się – 0" (the absolutorium with one abstention), the use of the surplus, the planned bid to the city and the next meeting date. |'],
  ['paragon ARTEKS (.jpg)', 'A photographed paragon fiskalny from a stationery wholesaler, in a receipt font: NIP, date 07.10.2025, five items with "3 x 18,99" under their names and the PTU letter after the amount, SPRZEDAZ OPODATK. A / PTU A 23,00 % / SPRZEDAZ OPODATK. B / PTU B 8,00 % / SUMA PTU / SUMA PLN (prices include the tax), card payment and the buyer\'s NIP. |'],
];
const CB_DOCS = [
  ['Carmel Bridge Audited Financial Statements 2025 (.pdf, 6 pages)', 'An Israeli amuta\'s audited statements under Accounting Standard No. 5, "NIS in thousands" stated once under each title: the auditors\' report, statements of financial position at 31 December 2025 and 2024 with net assets split into unrestricted used for fixed assets / available for activities / temporarily restricted, a statement of activities with Unrestricted / Temporarily restricted / Total 2025 / Total 2024 (restricted donations in their own column, releases bracketed, dashes for zero), a statement of changes in net assets from 1 January 2024, and notes: cash by account, restricted net assets by purpose, program and general and administrative expenses by item for both years. |'],
  ['Priority Income and Expenses by Month 2025 (.xlsx)', 'A Priority ERP export under a title block: five-digit account code, account description, Jan-25 … Dec-25 and Total; revenue accounts shown as credits with a minus sign (the block says so), months with no postings as 0, depreciation spread evenly. The statements\' lines are these accounts grouped and rounded to thousands. |'],
  ['Budget vs Actual 2025 by Quarter (.xlsx)', 'Budget / Actual / Variance under merged Q1 … Q4 headings and Budget / Actual / Variance / % of budget under "Full year 2025", INCOME and EXPENSES sections with totals and a net row, variance as actual less budget for income and expenses alike, by formula with cached results; budget lines group Priority accounts (teaching staff = salaries and benefits) and leave out depreciation, interest and bank charges. |'],
  ['Leumi 912-678901 Nov-Dec 2025 (.csv)', 'A Bank Leumi export with a byte-order mark and a preamble (account, name, period, currency), Date / Value date / Description / Reference / Debit / Credit / Balance with day/month/year dates, oldest first, quoted "1,234.56" amounts, a closing balance line; the year-end balance rounds to the audited current-account figure and the Kley Zemer payment is the invoice. |'],
  ['Board Minutes 18-12-2025 (.docx)', 'Minutes with attendance and roles, a 2026 budget table (Budget 2025 / Budget 2026 / Change in %, income and expense lines as in the budget workbook, totals and the budgeted surplus, amounts as "₪1,260,000"), resolutions with votes, a tuition increase, a reserves policy and the next meeting date. |'],
  ['Kley Zemer tax invoice (.jpg)', 'A photographed tax invoice / receipt from a Haifa music shop with Hebrew beside the English ("חשבונית מס / קבלה", "מע"מ"): company number, number and date 04/11/2025, five items with quantity, price and amount, total before VAT, VAT 18% and the total including VAT in NIS, paid by bank transfer. |'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b}`)].join('\n');
export const README = (DOCS, kindLine, perOrg) => `# Evaluation set AO

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`wislane\` | Fundacja Wiślane Podwórka (Kraków, Poland: a foundation with public-benefit status running after-school courtyard clubs, winter and summer day camps and weekend workshops for children; Polish documents, złoty written "12 345,67 zł", day.month.year dates; books kept by an accounting office in Comarch ERP Optima, banking with mBank) | Calendar year (the 2025 sprawozdanie with 2024 comparatives; the 2025 budget by quarter; the mBank export covers 01.10–31.12.2025; the Rada met on 24.03.2026) | ${perOrg.wislane} |
| \`carmelbridge\` | Carmel Bridge Youth Music (Haifa, Israel: a registered amuta running youth orchestras, ensembles, instrument tuition and a summer camp for Jewish and Arab children; English documents, new Israeli shekels written "₪" and "NIS", audited figures in NIS thousands, day/month/year dates; books in Priority ERP, banking with Bank Leumi) | Calendar year (2025 statements with 2024 comparatives; Priority and the budget against actual cover 2025; the Leumi export covers November–December 2025; the board met on 18/12/2025 and approved the 2026 budget) | ${perOrg.carmelbridge} |

Documents (\`documents/<org>/\`):

- wislane
${DOCS.wislane.map((f) => `  - \`${f}\``).join('\n')}

${tbl(WP_DOCS)}

- carmelbridge
${DOCS.carmelbridge.map((f) => `  - \`${f}\``).join('\n')}

${tbl(CB_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type
them: some formal ("Current ratio at 31.12.2025 (current assets over short-term liabilities)?", "What were total net
assets at 31 December 2025?"), some plain ("How much did we pay the animators on umowy zlecenia in 2025?", "When did
we pay Kley Zemer?"), some terse and lower case ("admin costs last year?", "total paid out of mbank in december",
"q3 variance on instruments & sheet music"). Fifteen of the Polish foundation's questions are written in Polish
("Ile wyniosły przychody z działalności statutowej w 2024 r.?", "saldo na mBanku po ostatniej operacji w
październiku?"); the rest of both organisations' questions are in English, naming Polish terms where staff would
(lokata, umowy zlecenia, Rada Fundacji, PTU). Periods are named as people name them: "last year" (2025, the last
year reported), "2024", "at year end", "Q3", "Q4", "H1", "in March", "in December", "Nov and Dec". The ten
\`notfound\` questions ask for things the documents plausibly could hold but do not: a year before the figures (2023
statutory revenue; 2023 expenses), a budget not set out (a 2026 budget for the new Bieżanów club, which the minutes
only mention; the 2026 budget of one restricted programme when the minutes give budget lines only), a figure inside a
combined line (one club's rent inside "Najem świetlic"; the audit fee inside "Professional fees (accounting, legal and
audit)"), a period outside an export (the mBank balance in September; the Leumi balance in October), and a name
nobody wrote down (an auditor of the Polish report, which is not audited; the bank's relationship manager).
Percentages are numbers of percent; variances and differences are stated as the size of the difference (the scorer
ignores the sign, and the Priority export's minus sign on income). Figures from the audited statements are in NIS
thousands: the expected value is in shekels, with the figure in thousands accepted as \`alt\`. Amounts, percentages
and averages have a tolerance of 0.5% (1% for one percentage the minutes also print rounded to a decimal), counts none. Dates are accepted in the usual written forms, day first as both
organisations write them ("03.11.2025", "05/11/2025").

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail: the other year's column, the budget instead of the execution, a synthetic account instead of its analytic
one, one rate of tax instead of both, the unrestricted column instead of the total, an invented figure for the
not-found ones). Every document and expected answer is generated from one data module (\`../gen-ao/data.mjs\`, with
the questions and the place each figure is written in \`../gen-ao/lib/questions.mjs\`) and checked by a separate
reader of the generated files (\`../gen-ao/verify.mjs\`: PDF text with pdfjs, workbooks with exceljs including cached
formula results, the Word files' XML, the CSVs, and the two photos by tesseract OCR; it checks the statements'
arithmetic (the bilans balances, the RZiS lines A–O, the trial balance's debits equal its credits and each synthetic
account its analytic ones, the balance sheet and activities add up in every column), the ties between documents (the
trial balance to the sprawozdanie, the budget's execution to the trial balance, the mBank and Leumi closing balances
to the notes, the protokół's table to the statements, the Priority accounts rounded to the audited lines and by
quarter to the budget against actual, the minutes' 2025 column to the budget workbook, both receipts to the bank
exports), running balances and tax arithmetic, finds every figure a case relies on where it is written, recomputes
each answer from what it read, and checks that the not-found subjects are absent). Rebuild and check with
\`cd ../gen-ao && npm install && node gen.mjs && node verify.mjs\`.
`;
