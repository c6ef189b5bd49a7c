// The set's README.
const NR_DOCS = [
  ['Årsredovisning 2025 Norrskenshjälpen (.pdf, 8 pages)', 'A Swedish fundraising foundation\'s annual report in kronor with space thousands ("14 862 350"), costs as negatives ("-17 684 900") and year-month-day dates: a cover, a förvaltningsberättelse with a flerårsöversikt for 2025–2021 in tkr (thousands, percentages with decimal commas, a caption that wraps onto the next line), "Förändringar i eget kapital" with Ändamålsbestämda medel / Balanserat kapital / Årets resultat / Totalt columns, a resultaträkning by function (Verksamhetsintäkter; Ändamåls-, Insamlings- and Administrationskostnader; finansiella poster) and a balansräkning, each with a "Not" column of bare note numbers beside 2025 and 2024, and notes: gifts and grants by source, employees and salaries, ändamålskostnader by area over a page break (the sum only on the continued page), securities at book and market value, inventarier and accruals; signatures and the auditor\'s date.'],
  ['Fortnox Resultatrapport och Balansrapport 2025 (.xlsx)', 'A Fortnox export on two sheets under a six-line title block: the Resultatrapport by BAS account (3010 Gåvor Swish … 8410) with "Perioden" (December 2025 only) and "Ackumulerat" (January–December), costs negative and group sums; the Balansrapport for the whole year with "Ing balans" / "Period" / "Utg balans", liabilities and equity negative, and a "Beräknat resultat" line. The ledger is by nature (salaries, rent, postage), the annual report by function.'],
  ['Swish-rapport december 2025 (.csv)', 'A Swish report with semicolons, a byte-order mark and five preamble lines: one row a payment with Radnummer, Bokföringsdag, Transaktionsdag, time, the payer\'s number and name, message, "Belopp" with a decimal comma ("1 000,00"), and reference; many small gifts, three refunds as negatives, gifts made on weekends and two late-November gifts booked on the next bank day, and a Summa line that equals account 3010\'s December figure.'],
  ['Svensk Insamlingskontroll årsrapport 90-konto 2025 (.pdf)', 'The 90-account annual report form to Svensk Insamlingskontroll: header fields, lines 1–22 in numbered boxes (gifts by source, public and private grants, insamlade medel, the three cost functions, the ratios on lines 15–18 as "10,42 %", month donors, staff, the secretary general\'s pay, equity) and the auditor\'s attestation.'],
  ['Styrelseprotokoll 2025-11-27 (.docx)', 'Board minutes in Swedish with numbered paragraphs (§ 1 …): attendance, the 2026 budget in a Word table with Utfall 2024 / Prognos 2025 / Budget 2026 (no-break spaces in amounts, costs negative, purpose costs by area), the investment policy\'s share cap, the approval limit in kronor and the next meeting date.'],
  ['Kvitto Vasaplan Livs (.jpg)', 'A photographed Swedish till receipt in a monospaced font: six items with quantities and their VAT rate, "Totalt", card payment, and a VAT table with "Moms 25%" and "Moms 12%" rows of moms, netto and brutto, and Summa moms; decimal commas.'],
];
const AL_DOCS = [
  ['ALCD Audited Financial Statements 2025 (.pdf, 6 pages)', 'A Jordanian NGO\'s audited statements in Jordanian dinars with three decimals ("1,470,732.930"): the auditor\'s report, a statement of financial position with a Notes column, a statement of activities with Without donor restrictions / With donor restrictions / Total 2025 / Total 2024 (releases bracketed, dashes for zero, 2024 only as a total), notes on the USD/JOD peg of 0.709, cash by account (the US$ account translated at the peg), grants receivable, refundable advances, grants by donor with Balance 1 January / Cash received / Grant revenue / Released / Balance 31 Dec. for 2025 and, over a page break, 2024 under identical headings, and staff costs; occupancy costs are not broken out.'],
  ['SF-425 Federal Financial Report Sanad 2025-12-31 (.pdf)', 'A US federal Federal Financial Report laid out as the form: boxes 1–9 (USAID, award number, UEI, annual report, accrual basis, project period 10/01/2024–09/30/2027, period end 12/31/2025), lines 10a–10o with cumulative US$ amounts ("$1,298,600.00") and their formulas in the captions, the indirect expense section 11 with type, rate, period, base, amount charged, federal share and totals, remarks and the certification.'],
  ['Sanad Budget vs Actual Q4 2025 (.xlsx)', 'The USAID project\'s budget against actual by SF-424A object class (a. Personnel … h. Other, no g.), in US$: Approved Budget for the whole award, Prior Periods (10/01/2024–09/30/2025), This Quarter (Oct–Dec 2025), Cumulative and Remaining by formula with cached results, % Spent as a fraction, total direct, indirect at 18.4% of direct costs less equipment, and the total; equipment is over budget (remaining negative); a second sheet gives the quarter by month.'],
  ['Arab Bank Statement JOD December 2025 (.csv)', 'An Arab Bank export with quoted fields, account details, opening and closing balances above the headings, day/month/year Posting Date and Value Date (some differ), separate Debit and Credit columns with three decimals and a running balance: the USAID advance converted from US$ at the bank\'s 0.708, the EU tranche in euro, SSC and income-tax payments, salaries, cheques, CliQ donations and stipends, three bank charges, the receipt\'s card payment and interest; the closing balance is the audited current-account cash.'],
  ['Board Minutes 14 December 2025 (.docx)', 'Minutes with attendance, the indirect and fringe rates in a table (provisional 18.40% on MTDC, fringe 16.00% of salaries, a proposed final 17.90% for 2024), the 2026 budget against the 2025 approved budget in JD by donor and programme with totals and surplus, the resolution with mover and seconder, a salary-scale increase, payment controls and the next meeting date written "15 March 2026".'],
  ['Receipt Al Rawnaq Stationery (.jpg)', 'A photographed Amman tax invoice: tax number, invoice number, day/month/year date, five items with quantity, price and amount in JD to three decimals, subtotal, "Sales Tax 16%", "TOTAL JD", card payment and the number of items.'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg, swedish) => `# Evaluation set AP

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`norrsken\` | Insamlingsstiftelsen Norrskenshjälpen (Umeå, Sweden: a fundraising foundation with a 90-konto supporting elderly care in rural Norrland and youth sports in sparsely populated areas; Swedish documents, kronor written "14 862 350" and "1 000,00", year-month-day dates; books in Fortnox by BAS accounts; gifts by PlusGiro, autogiro and Swish) | Calendar year (the 2025 annual report with 2024 comparatives and a five-year overview back to 2021; Fortnox for December and the year; the Swish report for December 2025; the board met on 2025-11-27 and set the 2026 budget) | ${perOrg.norrsken} |
| \`ammanlink\` | Amman Link for Community Development (Amman, Jordan: an NGO running a USAID-funded livelihoods project, an EU-funded youth green-jobs project and a community centre funded by the Netherlands; books in Jordanian dinars with three decimals, "JD"; the USAID award reported in US$; day/month/year dates except on the US federal form) | Calendar year (audited 2025 statements with 2024 comparatives; the SF-425 is cumulative from the award start on 10/01/2024 to 12/31/2025; the budget against actual adds Oct–Dec 2025 to the prior periods; the bank export covers December 2025; the board met on 14 December 2025) | ${perOrg.ammanlink} |

Documents (\`documents/<org>/\`):

- norrsken
${DOCS.norrsken.map((f) => `  - \`${f}\``).join('\n')}

${tbl(NR_DOCS)}

- ammanlink
${DOCS.ammanlink.map((f) => `  - \`${f}\``).join('\n')}

${tbl(AL_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type
them: some formal ("What was total revenue and support for the year ended 31 December 2025?", "Cash receipts reported
on line 10a of the SF-425?"), some plain ("How much did we spend on youth sports in 2025?", "How much cash did we
actually receive from the EU in 2025?"), some terse and lower case ("admin costs last yr?", "salaries acct 7010 dec
2025?", "biggest payment out of arab bank in dec?"). ${swedish} of Norrskenshjälpen's questions are written in Swedish
("Hur stora var ändamålskostnaderna 2024?", "Hur mycket swishades in på julafton?", "När är nästa styrelsemöte?").
Periods are named as people name them: "last yr", "2024", "at year end", "vid årets slut", "Q4 2025", "this quarter",
"in November 2025", "January–November 2025", "through September 2025", "in December", "på julafton". The ten
\`notfound\` questions ask for things the documents plausibly could hold but do not: a year before the figures
(operating income in 2020 when the five-year overview starts in 2021; total revenue in 2023), a budget not set out
(Swish gifts in the 2026 budget, which gives gifts as one line; a 2026 travel budget when the workbook holds the
whole award's budget and the minutes only programme totals), a figure inside a combined line (the Skellefteå office's
rent inside one rent account; electricity inside occupancy and office costs), a period outside an export (the PlusGiro
balance at 30 June 2025 when the Balansrapport gives only the year's opening and closing; bank charges in November when
the export covers December), and a name nobody wrote down (a contact at Handelsbanken; the USAID Agreement Officer's
Representative). Percentages are numbers of percent; variances and differences are stated as the size of the
difference (the scorer ignores the sign). Amounts, percentages, ratios and averages have a tolerance of 0.5%, counts
none; answers from the five-year overview are in kronor, with the figure in tkr accepted too. Dates are accepted in
the usual written forms; numeric dates are year-month-day for Norrskenshjälpen, day/month/year for Amman Link's own
documents and month/day/year on the SF-425, as each writes them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with the currency the documents use
("14,862,350 kr", "JD 1,470,732.930", "US$1,337,167.24"), and \`wrong-answers.jsonl\` a plausible wrong one (all fail:
the other year, the other column, the period instead of the year to date, cash received instead of revenue, the
dollar figure for dinars, an invented figure for the not-found ones). Every document and expected answer is generated
from one data module (\`../gen-ap/data.mjs\`, with the questions and how each answer is recomputed from the files in
\`../gen-ap/lib/questions.mjs\`) and checked by a separate reader of the generated files (\`../gen-ap/verify.mjs\`: PDF
text with pdfjs, workbooks with exceljs including cached formula results, the Word files' XML, the CSVs, and the two
photos by tesseract OCR; it checks the statements' arithmetic (both balance sheets balance, income statements,
activities by column, net assets roll forward, the grants schedule rolls by donor), the ties between documents
(Fortnox to the annual report, the bank accounts in the Balansrapport to kassa och bank, the Swish report to account
3010's December, the 90-konto form to the annual report, the minutes' 2024 outcome to the 2024 accounts; the Arab Bank
closing balance to the audited cash note, the SF-425's expenditure, indirect amount and base to the budget against
actual, the monthly sheet to the quarter, the receipt to its card payment), running balances and VAT and sales tax
arithmetic, recomputes each answer from what it read, and checks that the not-found subjects are absent). Rebuild and
check with \`cd ../gen-ap && npm install && node gen.mjs && node verify.mjs\`.
`;
