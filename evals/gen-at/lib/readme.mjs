// The set's README.
const IT_DOCS = [
  ['Bilancio esercizio 2025 Portici Aperti APS (.pdf, 8 pages)', 'The bilancio d\'esercizio of an Italian APS on the ministerial schemes of the D.M. 5 marzo 2020, in whole euro with dot thousands ("149.860", the 2024 disavanzo "-3.148", dashes for zero): a cover; the stato patrimoniale (Modello A) over two portrait pages with every line of the scheme, most of them empty, several "Totale" rows with no caption of their own and the crediti and debiti headings wrapped over two lines; the rendiconto gestionale (Modello B) on two landscape pages with "Costi e oneri" and "Ricavi, rendite e proventi" side by side, "Esercizio 2025" / "Esercizio 2024" headings wrapped, the same captions ("2) Servizi", "4) Personale", "Totale") repeated in areas A, B and E, results only on the revenue side, the result before and after imposte, and costi e proventi figurativi below the result (volunteer hours, not to be added in); and an excerpt of the relazione di missione: mission and beneficiaries, members and the board, a table of movements in fixed assets with three-line headings, the movement of patrimonio netto, employees by role, volunteers, the salary ratio (art. 16), the volunteers\' hours and their value, the share of attività diverse in total revenue, the two fundraisings with their results, the 5 per mille received and the proposed allocation of the avanzo, with amounts written "euro 20,00" and "€ 8.117".'],
  ['Bilancio di verifica 31-12-2025 (.xlsx)', 'A TeamSystem-style analytic trial balance before closing entries under a five-line title block: Conto / Descrizione / Saldo Dare / Saldo Avere, three levels (mastro "60", conto "60.02", sottoconto "60.02.006") with the group totals printed in the same columns as the accounts, fixed assets at cost with the fondi ammortamento among the PASSIVITA\', costs and revenues by area in the ETS chart of accounts (rent split between 60.03.001 and 64.03.001), amounts with cents that add to the whole-euro lines of the bilancio, the TOTALE GENERALE and the avanzo as the last line.'],
  ['Preventivo e consuntivo 2025 - preventivo 2026 (.xlsx)', 'Two sheets: the budget against the outcome for 2025 and the 2026 budget on the layout of the rendiconto gestionale, area by area with revenue before costs, captions without their numbers (so "Servizi" and "Personale" recur in areas A, B and E), scostamento = consuntivo less preventivo by formula with cached results, scost. % as a fraction, area results, totals, IRAP and the avanzo; and the costs of attività di interesse generale by project with unallocated premises costs.'],
  ['Intesa Sanpaolo movimenti conto 4T2025 (.csv)', 'An Intesa Sanpaolo export for October–December 2025 with a byte-order mark, six header lines (holder, account and IBAN, period, opening and closing balance) and then Data contabile; Data valuta; Descrizione; Dare; Avere with semicolons, Italian amounts ("1.800,00") and descriptions that hold a decimal comma themselves ("PAGAMENTO POS 53,50 EUR DEL 14/11/2025"): rent, salaries and tredicesime by individual bonifico, F24, SDD utility and fibre debits, bank commissions, donations marked "EROGAZIONE LIBERALE", public and foundation grants, the 5 per mille from the Ministry, cash deposits from the bar and the Christmas dinner, and value dates that differ from booking dates; the closing balance is the Intesa account in the trial balance.'],
  ['Verbale assemblea soci 28-04-2026 (.docx)', 'The minutes of the ordinary general meeting in Italian: convocation, chair and secretary, members present in person and by proxy against those entitled, the agenda, the approval of the 2025 accounts and of the 2026 budget in a votes table (favorevoli / contrari / astenuti), the allocation of the avanzo, a table of the 2026 budget by area with imposte and the expected avanzo, the 2026 membership fee, the board election with votes per candidate (five seats, six candidates, blank and spoilt ballots) and the date of the new board\'s first meeting, written "12 maggio 2026".'],
  ['Scontrino Ferramenta Lame (.jpg)', 'A photographed Italian documento commerciale from a hardware shop: P.IVA, five lines each at "22%" with the line amount, quantity lines "3 PZ x 6,90" under some of them, TOTALE COMPLESSIVO, "di cui IVA", card payment, date and time "14-11-2025 10:42" and the document number; decimal commas.'],
];
const ZA_DOCS = [
  ['Thekwini Youth Futures NPC AFS FY2026 (.pdf, 16 pages)', 'South African annual financial statements for the year ended 31 March 2026 in the CaseWare style, rand with space thousands ("5 590 190", brackets for expenses and the 2025 deficit "(41 555)"): cover with NPO and PBO numbers, general information, an index whose page numbers are the document\'s own, the directors\' responsibilities, the auditor\'s report, a directors\' report (results in running text "R 85 195", beneficiaries per programme, section 18A and 10(1)(cN), a directors table with an appointment and a resignation), statements of financial position, comprehensive income, changes in equity and cash flows with a Note(s) column of bare numbers beside 2026 and 2025 and subtotals with no caption, accounting policies, notes (property, plant and equipment with cost / accumulated depreciation / carrying value under year headings and reconciliations for both years, revenue by funder, receivables, cash, payables, deferred income rolled forward, leave pay, cash generated from operations, the executive director\'s pay) and a detailed income statement whose expense list runs over a page break with its total only on the continued page.'],
  ['Pastel Trial Balance March 2026 (.xlsx)', 'A Sage Pastel Partner trial balance for periods 1 to 12 under a four-line title block: Account ("3600/010") / Description / Debit / Credit sorted by account number, income by funder, expenses by nature with sub-accounts (employee costs split into salaries, UIF, provident fund and COIDA; programme materials by programme; electricity and water apart from rates), the opening accumulated surplus, PPE at cost and accumulated depreciation, the cheque, call and petty cash accounts, and a Total row by formula.'],
  ['Budget vs Actual by Programme FY2026 (.xlsx)', 'Two sheets: a summary of income by source and expenditure by programme with Budget FY2026 / Actual FY2026 / Variance Fav/(Unfav) / Variance % (income actual less budget, expenditure budget less actual, so overspending is negative), and the expenditure of each programme by cost category in blocks under capitalised programme names with a Total row per programme and "% of budget spent"; formulas with cached results; the actuals add up to the AFS.'],
  ['FNB Business Cheque March 2026 (.csv)', 'An FNB transaction history: five preamble lines (name, account, period, opening and closing balance), then Date (2026/03/02) / Amount (signed, no thousands separators) / Balance / Description: a grant tranche by magtape, SnapScan and PayFast settlements, Quicket payouts from the Swim-a-thon, rent, SARS EMP201, salaries and learner stipends by bulk payment, a transfer to the call account, fees whose descriptions start with "#", the till slip\'s card purchase a day after the slip and interest; the closing balance is the cheque account in the trial balance.'],
  ['Board Minutes 24 March 2026 (.docx)', 'Minutes of a board meeting: attendance, apologies, a previous minute with its own proposer and seconder, the management accounts, the FY2027 budget in a Word table by programme with FY2026 Budget / FY2026 Forecast / FY2027 Budget, totals and surplus in "R1,336,500" style, the budget resolution with proposer and seconder, a 5.5% increase, the stipend, the audit fee, a R50,000.00 payment limit and the dates of the next meeting and the AGM.'],
  ['Till slip Berea Swim and Sport (.jpg)', 'A photographed South African tax invoice: VAT number, slip number, date "2026/03/03", five items each with "qty x R price" and the amount in "R1,190.00" style, TOTAL, CARD, CHANGE, "VAT 15% INCLUDED", TOTAL EXCL VAT and the number of items.'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg, italian) => `# Evaluation set AT

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`portici\` | Associazione Portici Aperti APS (Bologna, Italy: an associazione di promozione sociale on the RUNTS running an after-school club, Italian classes for migrants, a community bike workshop and a summer festival, with a bar at events as its attività diverse; Italian documents, euro written "1.234,56" and "€ 1.234", day/month/year dates; books in a TeamSystem-style ETS chart of accounts) | Calendar year (the 2025 bilancio with 2024 comparatives; the trial balance for 2025 before closing; the 2025 budget against the outcome and the 2026 budget; the Intesa export for October–December 2025; the members' meeting of 28 April 2026) | ${perOrg.portici} |
| \`thekwini\` | Thekwini Youth Futures NPC (Durban, South Africa: a non-profit company with NPO and PBO numbers and section 18A approval running Early Learning, Youth Work Readiness and Water Safety programmes; rand written "R 1 234 567" with space thousands in the statements and "R1,234.56" in the minutes and on the slip) | 1 April–31 March, "FY2026" = 1 April 2025–31 March 2026 (audited FY2026 statements with FY2025 comparatives; the Pastel trial balance for periods 1–12; budget against actual by programme for FY2026; the FNB export for March 2026; the board met on 24 March 2026 and set the FY2027 budget) | ${perOrg.thekwini} |

Documents (\`documents/<org>/\`):

- portici
${DOCS.portici.map((f) => `  - \`${f}\``).join('\n')}

${tbl(IT_DOCS)}

- thekwini
${DOCS.thekwini.map((f) => `  - \`${f}\``).join('\n')}

${tbl(ZA_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type
them: some formal ("Net cash from operating activities in FY2026?", "Saldo del conto Intesa Sanpaolo al 31/12/2025 in
contabilità?"), some plain ("How much did the commercialista and the consulente del lavoro cost together in 2025?",
"How much more is budgeted for Water Safety in FY2027 than it actually spent in FY2026?"), some terse and lower case
("personale attività di interesse generale 2025?", "auditors' remuneration in the fy26 income statement?"). ${italian} of
Portici Aperti's questions are written in Italian ("Quanto abbiamo incassato dal 5 per mille nel 2025?", "Quanti pezzi
abbiamo comprato in ferramenta?", "Quando si riunirà il nuovo Consiglio direttivo?"). Several need two documents (the
card payment of the receipt found in the bank export, the FY2027 budget against the FY2026 actual, the cost of Water
Safety per child who learnt to swim, the avanzo's allocation against the rendiconto). The ten \`notfound\` questions ask
for things the documents plausibly could hold but do not: a year before the comparatives (the avanzo of 2023, revenue in
FY2024), a balance outside an export (Intesa at 30 June 2025 when the export starts on 1 October; FNB at 31 January 2026
when the export covers March), a budget not broken out (the 2026 budget of the bike workshop, when projects are budgeted
only for 2025 and the 2026 budget is by area; FY2027 transport for Water Safety, when the minutes give programme totals),
an activity the organisation does not run (a summer camp), a count nobody kept (volunteers at Thekwini) and a name
nobody wrote down (the bank's account or relationship manager). Percentages are numbers of percent; variances and
differences are stated as the size of the difference (the scorer ignores the sign). Amounts, percentages, ratios and
averages have a tolerance of 0.5%, counts none. Dates are accepted in the usual written forms (day/month/year, "12 maggio
2026", "23 June 2026", year-month-day).

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with the currency of the documents
("€57,456.42", "R1,482,040"), and \`wrong-answers.jsonl\` a plausible wrong one (all fail: the other year, the other area
or column, the result before tax, the budget for the actual, the forecast for the budget, the period's opening instead of
its closing balance, an invented figure or name for the not-found ones). Every document and expected answer is generated
from one data module (\`../gen-at/data.mjs\`, with the questions and how each answer is recomputed from the files in
\`../gen-at/lib/questions.mjs\`) and checked by a separate reader of the generated files (\`../gen-at/verify.mjs\`: PDF
text with pdfjs, workbooks with exceljs including cached formula results, the Word files' XML, the CSVs, and the two
photos by tesseract OCR). It checks the statements' arithmetic (the rendiconto gestionale area by area and both columns,
both stati patrimoniali, the fixed-asset movements, patrimonio netto and the fundraising results of the relazione; the
South African income statement, financial position, changes in equity, cash flows and notes, and the detailed income
statement across its page break), the ties between documents (trial balance to bilancio line by line and to the
balance sheet nets, workbook outcome to the rendiconto, the minutes' 2026 budget to the workbook, the Intesa closing
balance, 5 per mille, catering, rent and equipment purchase to the accounts; the Pastel trial balance, the budget against
actual and the FNB closing balance to the AFS, the minutes' FY2026 budget to the workbook), running balances, votes,
VAT and IVA arithmetic and the receipts' card payments in the bank exports, recomputes each answer from what it read, and
checks that the not-found subjects are absent. Rebuild and check with \`cd ../gen-at && npm ci && npm run all\`.
`;
