// The set's README.
export const README = (DOCS, kindLine, perOrg, dutch) => `# Evaluation set AU

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`taalbrug\` | Stichting Taalbrug Utrecht (Utrecht, the Netherlands: a stichting with ANBI status running language buddies for newcomers, homework classes and home-administration help; Dutch documents, euros written "€ 1.234,56" and whole-euro statements "186.420", day-month-year dates "11-12-2025"; books in Exact Online; banks with Rabobank) | Calendar year (the 2025 jaarrekening with Begroting 2025 and Werkelijk 2024 columns; the kolommenbalans for 2025; project budgets against realisation for 2025; the Rabobank export for December 2025; the board met on 11-12-2025 and set the 2026 begroting) | ${perOrg.taalbrug} |
| \`tembusu\` | Tembusu Learning Support Ltd (Singapore: a charity and company limited by guarantee with IPC status supporting children with dyslexia, with bursaries and caregiver groups; English documents, Singapore dollars written "S$1,234.56", day/month/year dates; books in Xero; banks with DBS) | April–March year FY2025/26 (audited statements for the year ended 31 March 2026 with FY2024/25 comparatives; Xero by quarter Apr-Jun 2025 … Jan-Mar 2026; budget against actual for FY2025/26; the DBS export for March 2026; the board met on 14/03/2026 and approved the FY2026/27 budget) | ${perOrg.tembusu} |

Documents (\`documents/<org>/\`):

- taalbrug
${DOCS.taalbrug.map((f) => `  - \`${f}\``).join('\n')}

| document | layout and what is tricky |
|---|---|
| Jaarrekening 2025 Stichting Taalbrug Utrecht (.pdf, 8 pages) | RJ 640 annual accounts in whole euros with dot thousands ("186.420"), negatives with a minus and dashes for zero: a cover, a short bestuursverslag with kerncijfers, the balans per 31 december 2025 with 2024 (reserves split into continuïteitsreserve, bestemmingsreserves and overige reserve with an uncaptioned subtotal, bestemmingsfondsen apart), the staat van baten en lasten whose columns are **Begroting 2025, Werkelijk 2025, Werkelijk 2024** in that order under headings wrapped over three lines, RJ 640 captions that wrap with the figures on the second line ("Baten als tegenprestatie voor de levering van producten en/of diensten"), a "Toel." note column of bare numbers, an uncaptioned subtotal of the three objectives, and the resultaatbestemming; notes on fixed assets, receivables, cash by account, reserves and funds movements over a page break, short-term debts (the 2026 subsidy advance), gifts, subsidies and funds by giver, a landscape lastenverdeling (eight kinds of cost against the three objectives, werving and beheer, with Totaal 2025, Begroting 2025 and Totaal 2024), personnel costs, fte and the director's pay, and the kengetallen to one decimal. |
| Exact Online Kolommenbalans 2025 (.xlsx) | A trial balance under a six-line title block with a merged two-row header (Beginbalans / Mutaties / Eindsaldo, each Debet and Credit), four-digit accounts as text under rubriek headings, balance accounts before the result appropriation (the reserves are still at their 1 January amounts) and a "Saldo winst boekjaar" line, income accounts with corrections on the debit side (returned direct debits on 8010 periodieke giften: gross credit mutations differ from the net), costs by nature that the jaarrekening reports by function. |
| Begroting versus realisatie 2025 per project (.xlsx) | An Overzicht sheet and a sheet per project under title blocks; "Verschil" is begroting minus realisatie (negative is an overrun), "% van begroting" a fraction by formula with cached results; each project sheet lists its costs by kind (allocated personnel and housing marked "(toegerekend)"), its earmarked income (gemeente, provincie, funds) and the contribution from general funds; the realisation agrees with the jaarrekening's lastenverdeling. |
| CSV_A_20260105_093012.csv | A Rabobank export under its real opaque file name: every field quoted, the 26 Rabobank columns (IBAN/BBAN, Munt, BIC, Volgnr, Datum, Rentedatum, Bedrag, Saldo na trn, Naam tegenpartij, Code, Batch ID, Omschrijving-1…3, Reden retour …), year-month-day dates, amounts signed "+8236,50" / "-24316,42" with a decimal comma and no thousands separator; two accounts in one file (betaalrekening and spaarrekening, the own transfer appearing on both), a direct-debit batch of periodic gifts and three returns with reason codes, Mollie payouts, the 2026 subsidy advance, volunteer allowances, the salary batch, and the card payment of the receipt booked on Monday with the Friday as Rentedatum. |
| Notulen bestuursvergadering 11-12-2025 (.docx) | Dutch minutes with numbered items: attendance, the prognose 2025, the begroting 2026 in a Word table beside Begroting 2025 and Prognose 2025 (baten by source, lasten by objective, no section captions), reserves, the payment-approval threshold, the treasurer's reappointment and his term, the next meeting "dinsdag 17-03-2026" and an action list with dates. |
| kassabon AH kerstborrel vrijwilligers (.jpg) | A photographed Albert Heijn till receipt in a monospaced font, slightly rotated: quantities, unit prices only for multiples, SUBTOTAAL with the item count, TOTAAL, PINNEN, and the BTW table with 9% and 21% rows of OVER (excluding VAT) and EUR (the VAT) and their totals; decimal commas. |

- tembusu
${DOCS.tembusu.map((f) => `  - \`${f}\``).join('\n')}

| document | layout and what is tricky |
|---|---|
| Tembusu Learning Support - Audited Financial Statements FY2025-26 (.pdf, 8 pages) | Statements under the Charities Accounting Standard in whole dollars, negatives in brackets, en dashes for zero: the directors' statement and the auditor's report (IPC regulations), a statement of financial activities with Unrestricted funds / Restricted funds / Total FY2025/26 / Total FY2024/25 under headings wrapped over four lines and a Note column of bare numbers, income on one page and expenditure continued on the next, uncaptioned subtotals (voluntary income, cost of generating funds, charitable activities), captions that wrap, transfers between funds and funds brought and carried forward; the statement of financial position with unrestricted funds split into a general and a designated fund; notes on donations (tax-deductible receipts, 250% deduction), grants by grantor, expenditure by nature, staff costs, employees and the pay bands, plant and equipment, fixed deposits, cash by account, payables, restricted funds by fund over a page break, the fund-raising efficiency ratio and the reserves ratio. |
| Xero Profit and Loss by Quarter FY2025-26 (.xlsx) | A Xero export under a three-line title block with the quarters **newest first** (Jan-Mar 2026, Oct-Dec 2025, Jul-Sep 2025, Apr-Jun 2025, Total), Trading Income, Gross Profit, Other Income, Operating Expenses by account (Salaries, CPF Contributions …) and Net Profit, negative in two quarters; the accounts are by nature while the statements are by activity. |
| Budget vs Actual by Programme FY2025-26 (.xlsx) | A Summary sheet with Budget / Actual / Variance Fav/(Unfav) / Variance % and remarks, where income variance is actual minus budget and expenditure variance budget minus actual, and a By Programme sheet with each programme's costs by nature and "% of budget used" as fractions, all by formula with cached results. |
| DBS Current Account 072-345678-9 March 2026 (.csv) | A DBS export with the account details, statement date and available and ledger balances above the headings, newest first, "02 Mar 2026" dates, separate Debit Amount and Credit Amount columns with blanks, no running balance, references (ICT, IBG, GIRO, ITR, TFR, CHQ, SC) and three Transaction Ref columns that carry PayNow donations against assessment fees, the Giving.sg disbursement, grant tranches, payroll, CPF, bursaries, the fixed-deposit placement and the invoice's FAST payment. |
| Board Meeting Minutes 14 March 2026 (.docx) | Minutes with numbered paragraphs: attendance and apologies, a declared conflict of interest, the FY2026/27 budget in a Word table beside the FY2025/26 budget and forecast (by programme, income by source, with section captions), resolutions with proposer and seconder, a fixed deposit rate, signing limits, IPC and Charity Portal dates and the next meeting "27/06/2026". |
| BrightPrint tax invoice INV-2603-0418 (.jpg) | A photographed Singapore tax invoice: UEN / GST registration number, invoice number and day/month/year date, four lines with quantity, unit price and amount, Sub-total, "GST 9%" and "Total (S$)", payment terms. |

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type
them: some formal ("What was our current ratio at the end of 2025, i.e. vlottende activa divided by kortlopende
schulden?", "What's our fund-raising efficiency ratio for FY2025/26?"), some plain ("How much of the Oranje Fonds money did
we actually spend in 2025?", "What did the charity gala dinner make after its costs this year?"), some terse and lower case
("saldo van baten en lasten 2025?", "bank charges fy25/26 total?", "governance costs fy2024/25?"). ${dutch} of Stichting
Taalbrug's questions are written in Dutch ("Hoeveel zat er eind 2025 in de bestemmingsfondsen samen?", "Hoeveel
vrijwilligersvergoedingen zijn er in december uitbetaald?", "Wie is herbenoemd als penningmeester?"). Several need two
documents: the prognose in the minutes against the jaarrekening, the 2026 or FY2026/27 budget against the actual year,
the receipt's card payment or the invoice's payment found in the bank file. The ten \`notfound\` questions ask for things
the documents plausibly could hold but do not: a year before the figures (som der baten 2022; donations in FY2022/23), a
month outside an export (Eneco in November when the bank file covers December; utilities in January 2026 when Xero gives
quarters and the bank file March), a budget not set out that way (the 2026 budget for publiciteit en communicatie and the
FY2026/27 budget for staff costs, when both minutes budget by objective or programme), a detail inside one line (the
hourly rate of the tutors; gala catering inside Gala Event Costs) and an account the organisation does not have (ING;
OCBC). Percentages are numbers of percent; variances and differences are stated as the size of the difference (the
scorer ignores the sign). Amounts, percentages and ratios have a tolerance of 0.5%, counts none; where a document prints
a percentage to one decimal that differs from the exact figure by more than that, both are accepted. Dates are accepted in
the usual written forms.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with the currency of the documents in the
scorer's number format ("€186,420", "S$1,991,250"), and \`wrong-answers.jsonl\` a plausible wrong one (all fail: the
budget column that comes first, the other year, the gross ledger mutation instead of the net balance, the unrestricted
column instead of the total, the newest Xero quarter instead of the one asked, the purchase date instead of the booking
date, an invented figure for the not-found ones). Every document and expected answer is generated from one data module
(\`../gen-au/data.mjs\`, with the questions and how each answer is recomputed from the files in
\`../gen-au/lib/questions.mjs\`) and checked by a separate reader of the generated files (\`../gen-au/verify.mjs\`: PDF
text with pdfjs, workbooks with exceljs including cached formula results, the Word files' XML, the CSVs, and the two
photos by tesseract OCR; it checks the statements' arithmetic (the staat van baten en lasten and the SOFA by column and
row, both balance sheets, the resultaatbestemming, reserves and restricted-fund movements, the lastenverdeling by row and
column, the kengetallen, the fund-raising efficiency and reserves ratios), the ties between documents (the kolommenbalans
to the jaarrekening by account group and its own roll of every account, the project sheets to the lastenverdeling, the
Rabobank balances to the ledger, the minutes' 2025 budget to the jaarrekening; Xero to the SOFA and the notes, the budget
against actual to the SOFA by activity, the minutes' FY2025/26 budget to the workbook, the DBS ledger balance to the cash
note and the fixed-deposit placement to the balance sheet), running balances, VAT and GST arithmetic and the two
payments of the photographed documents, recomputes each answer from what it read, and checks that the not-found subjects
are absent). Rebuild and check with \`cd ../gen-au && npm ci && npm run all\`.
`;
