// README of set AI (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AI

${n} questions about the documents of two fictional Canadian organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`relais\` | Le Relais communautaire de Villeray (Montréal, Québec, CAD: an organisme à but non lucratif running food help, collective kitchens and youth activities, funded by Centraide, the PSOC (Quebec health ministry) and the Ville de Montréal; documents in French-Canadian print: "1 234,56 $" with space thousands and a decimal comma, "(1 234) $" negatives, French month names, T1–T4 quarters) | April–March (FY 2025-2026 = 1 April 2025 – 31 March 2026, with 2024-2025 comparatives; the ledger and the bank export cover T4, January – March 2026) | ${perOrg.relais} |
| \`holloway\` | Holloway Creek Hospice (Owen Sound, Ontario, CAD: a registered charity with a 10-bed residential hospice, a visiting hospice and a grief program, funded by Ontario Health, donations, events and a 50/50 lottery; QuickBooks Online with classes) | Calendar year (2025, with 2024 comparatives on the balance sheet; the gift export covers October – December 2025) | ${perOrg.holloway} |

Documents (\`documents/<org>/\`):

- relais
${list('relais')}

| document | layout and what is tricky |
|---|---|
| États financiers (.pdf, 4 pages, serif) | A cover with the review engagement, an état des résultats with Fonds d'administration / Fonds affectés / Total 2026 / Total 2025 columns, amounts as "68 500 $" with no-break spaces and "(18 562) $" for deficits, "–" for nil, labels wrapped over two lines with the amounts on the second line, totals under rules with no label; an état de la situation financière at 31 March 2026 and 2025 (encaisse, dépôt à terme, apports reportés, soldes de fonds in three lines); notes in prose. Total revenue includes the amortisation of deferred capital contributions, which the budget does not. |
| Grand livre T4 (.xlsx, Sage 50 Comptabilité export) | Five expense accounts (5300, 5400, 5500, 5600, 5900) for 1 January – 31 March 2026: an account heading row with the opening (year-to-date) balance as text "15 315,00 Dt", then Date (yyyy-mm-dd) / Commentaire / N° source / N° écr. / Débits / Crédits / Solde rows with the running balance as text, credit notes and a reclassification between accounts, an unlabelled debit/credit total row per account and a grand total. The closing balances are the full-year figures of the statements. |
| Budget vs réel 2025-2026 (.xlsx) | A title block, headings merged over two rows ("Réel par trimestre" over T1 avr.-juin … T4 janv.-mars), annual budget, quarterly actuals, formula Total réel, Écart (réel – budget) and % du budget, French "$ after" number formats, produits and charges sections with SUM totals and an EXCÉDENT (DÉFICIT) row; labels differ from the statements ("Loyer" for "Loyer et électricité"); amortisation left out. A second sheet holds the proposed 2026-2027 budget beside the 2025-2026 budget and actuals. |
| Desjardins AccèsD export (.csv) | No heading line: caisse, transit, folio, account type (EOP operations, ES savings) in every row, dates as 2026/01/02, a sequence number, description, cheque number, then empty and separate Retrait / Dépôt columns with dot decimals and the balance last; the two accounts one after the other, with a transfer between them; cheques show only "Chèque" and their number. |
| Lettre Centraide (.docx) | A French funder's letter: a three-year allocation, 2% indexation, four quarterly instalments in a small table, numbered conditions (an administration-cost cap in per cent, a report deadline, 30 days' notice of changes), the adviser's and the signatory's names. |
| Reçu de dépanneur (.jpg) | A photographed till slip in French: decimal commas, lines flagged FP (TPS and TVQ) beside zero-rated groceries, quantity lines "2 @ 3,99" under the item, SOUS-TOTAL, TPS 5 % and TVQ 9,975 % on the taxable lines only, TOTAL, Interac; the same purchase is in the ledger (5400) and the bank export. |

- holloway
${list('holloway')}

| document | layout and what is tricky |
|---|---|
| T3010 extract (.pdf, 2 pages) | CRA form lines: Schedule 3 (positions and compensation), Schedule 5 line 580, Schedule 6 assets (4100 – 4200), liabilities (4300 – 4350), revenue (4500 – 4700) and expenditures (4800 – 5100) with long wrapped descriptions and plain whole-dollar amounts in boxes (no $ and no separators), blank boxes for lines that do not apply; the split of line 4950 into charitable (5000), management (5010) and fundraising (5020) follows the P&L classes. |
| Profit and Loss by Class (.xlsx, QuickBooks Online export) | A merged three-line title, columns Residential Hospice / Visiting Hospice / Grief & Bereavement / Fundraising / Not Specified / Total, blank cells for nil, parent accounts (4100 Donations, 4300 Special Events, 5000 Payroll Expenses, 5300 Building Occupancy) as label rows above their sub-accounts with "Total for …" rows, an empty Cost of Goods Sold, Gross Profit, Net Operating Income, Other Income (investment income, Not Specified only) and Net Income with negative class results as -$; the accrual-basis footer. |
| Balance Sheet Comparison (.pdf, QuickBooks Online print) | Dec 31, 2025 / Dec 31, 2024 (PY) / Change / % Change columns, accounts indented under Bank Accounts, Accounts Receivable, Other Current Assets, Fixed Assets (accumulated amortization as -$), Accounts Payable and Other Current Liabilities, equity with the year's Net Income as its own line; "Total …" rows at every level. |
| HST public service bodies' rebate worksheet (.xlsx) | "Summary 2025": two semi-annual claims with HST paid, federal part 5/13, provincial part 8/13, 50% and 82% rebates and the total by formula, dates filed and received ("pending" for July–December), a total row; "Jul-Dec 2025 detail": dated purchases (dd-mmm-yy) with amount before HST and HST by formula, a credit note as a negative line, the Canadian Tire receipt among them, a total row. The July–December rebate is the balance sheet's HST Rebate Receivable. |
| Gift export (.csv) | A donor-database export for October – December 2025 with US-style m/d/yyyy dates (10/3/2025 is 3 October), gift amount, advantage and eligible amount (gala tickets receipted net of the dinner), Receipted Yes/No (sponsorships, third-party events and cash under $20 are not receipted), in-kind gifts with a blank gift amount and their value in Fair Market Value, some of them not receipted (services). |
| Board minutes (.docx) | Prose minutes of 28 January 2026: the ED's statistics (occupancy in per cent, admissions, volunteers), the treasurer's summary, four numbered motions (the 2026 budget, two ceiling lifts at a price each, the auditor and fee, a reserve transfer), event and meeting dates written with weekdays. |
| Canadian Tire receipt (.jpg) | A photographed till slip: SKU lines above item lines, "2 @ 17.49" quantities, INSTANT SAVINGS lines under two items, every line flagged H, SUBTOTAL after savings, H=HST 13%, TOTAL, the card, a total instant savings line and CT Money earned. |

Kinds: ${kindLine}.

Questions are typed the way a treasurer, a board member on a tablet and a hurried staff member on a phone write: some
formal ("What was our current ratio at 31 March 2026 (current assets over current liabilities)?"), some plain ("How
much did we pay Cabane à sucre Chez Bélanger?"), some terse, lowercase and with slips ("how much TVQ did we pay on the
depanneur reciept", "payroll withdrawals (paie) in feb?", "fundraising events vs budget 25-26 - how much short were
we?"). Six of the Relais questions are in French ("Combien de chèques ont été encaissés dans le compte EOP de janvier à
mars 2026 ?"); their answers are counts, a whole per cent, names, a date or a budget line, so that a reply in French
print still reads as the right figure. Periods are named as people name them: "FY 2025-26", "this year", "last year",
"T2 (July to September 2025)", "year to date at the end of December", "Q4 (Jan-Mar)", "the 3rd quarter (oct-dec)" (the
organisation's third quarter, not the calendar's), "H2", "July to December". The ten \`notfound\` questions ask for things
the documents plausibly could hold but do not: a month or year outside the files (January 2025 food spending, 2023-24
Centraide funding, 2023 revenue, the Desjardins balance at 31 December 2024, a 2024 rebate claim), a salary the
statements give only inside a total, a bill that is part of the rent, an event's cost that the books do not break out,
a receipt that was not uploaded and a budget line the minutes give only as a total.

Percentages are numbers of percent; variances, differences and deficits are stated as the size of the difference (the
scorer ignores the sign). Amounts have a tolerance of 0.5%, percentages, ratios, averages and months of cover of 1%,
counts none. Dates are accepted in the usual written forms ("13 February 2026", "February 13, 2026", "2026-02-13",
"13 février 2026" and others).

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
Every document and every expected answer is generated from one data module (\`../gen-ai/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-ai/verify.mjs\`: it reads the PDFs' text back with pdfjs, the workbooks
with exceljs, the Word files' XML and the CSVs, parses the French and QuickBooks number formats, rebuilds every figure
the questions use from what it read, checks the statements' arithmetic and the figures that tie between documents
(ledger closing balances to the statements and the budget workbook, bank rows to ledger entries, encaisse to the bank
balances, T3010 lines to the P&L and balance sheet, the HST receivable to the rebate worksheet, the receipts to the
ledger and the worksheet) and recomputes each answer from those figures; the two photos are checked against their
rendering data). Rebuild and check with \`cd ../gen-ai && npm install && npm run all\`.
`;
};
