// README of set AK (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AK

${n} questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`brueckenschlag\` | Verein Brückenschlag Basel (Switzerland, Swiss francs: an association under Art. 60 ZGB in Kleinbasel running German courses, learning support and a neighbourhood café for migrants, with a cantonal service agreement, foundation grants, TWINT donations and a restricted "Fonds Sprachförderung"; books kept in bexio, banking with PostFinance and the Basler Kantonalbank; German documents with apostrophe thousands "1'234.50", "12'500.–" for whole francs and day.month.year dates) | Calendar year (2025 closed and audited, with 2024 as "Vorjahr"; the budget workbook holds 2025 against actual and the 2026 budget; the PostFinance export covers October – December 2025; \`fiscalYearStart\` 1) | ${perOrg.brueckenschlag} |
| \`portico\` | Il Portico Solidale APS-ETS (Bologna, Italy, euros: an associazione di promozione sociale entered in the RUNTS, running an after-school club (doposcuola), a summer camp and a help desk for the elderly under a convention with ASP Città di Bologna, funded by families, members, donations, the 5 per mille, a foundation and the Comune di Bologna; Italian documents with "1.234,56" amounts and day/month/year dates) | Calendar year (2025 with 2024 comparatives in the rendiconto; the preventivo workbook holds 2025 against consuntivo and the 2026 preventivo; the cash book covers all of 2025, the bank export October – December 2025; \`fiscalYearStart\` 1) | ${perOrg.portico} |

Documents (\`documents/<org>/\`):

- brueckenschlag
${list('brueckenschlag')}

| document | layout and what is tricky |
|---|---|
| Jahresrechnung 2025 (.pdf, 3 pages) | A Bilanz per 31.12.2025 and an Erfolgsrechnung with "31.12.2025" / "2025" and "Vorjahr" columns (the prior year is never called 2024), amounts as "55'877.–" when the cents are zero and "38'412.85" otherwise, "–" for nil; expenses, the Finanzaufwand and the loss printed with a minus sign; subtotals (Total Flüssige Mittel, Total Umlaufvermögen, Betriebsergebnis, Finanzergebnis) that double count if summed; the year's result is shown before and after the allocation to and use of the restricted fund ("Jahresergebnis vor Veränderung Fondskapital" −3'701.15, "Jahresergebnis" −6'701.15); an Anhang with full-time equivalents, members and the fund roll-forward. |
| bexio Erfolgsrechnung by quarter (.xlsx) | A bexio export under a four-line title block: account numbers and names (Swiss SME chart: 3xxx income, 4xxx direct costs, 5xxx personnel, 6xxx other) with the quarters headed only by date ranges ("01.07.2025 - 30.09.2025") and a Total; group totals and "Bruttoergebnis" rows between the groups by formula; the financial income 6950 sits in the 6xxx expense group with a minus sign; its bottom line is the result before the fund movements, not the Jahresrechnung's result. Finer than the Jahresrechnung (the personnel group is five accounts). |
| Budget vs Ist 2025 (.xlsx) | A title merged across the sheet and a note that Abweichung = Ist − Budget and that Ist is before the fund movements; Kto. ranges ("5000–5800", "6900/6950") grouping the bexio accounts differently again; budgets shown as "14,000.–" by number format, Ist with cents, Abweichung CHF and % by formula (expenses positive, so a positive expense deviation is an overspend), Budget 2026 beside them and remarks in a last column; the "Finanzaufwand netto" line nets the interest income. |
| PostFinance export (.csv) | Five "key:;value" lines and a blank line above the headings, a byte-order mark, CRLF, semicolons; Buchungsdatum / Avisierungstext / Gutschrift in CHF / Lastschrift in CHF (negative, "-2150.00") / Valuta / Saldo in CHF, newest first; no opening balance line (it must be backed out of the oldest row); card purchases booked days after their Valuta (the photographed Coop purchase of 14.11.2025 is booked on 17.11.2025); TWINT donations, salary batches, AHV payments, rent; a disclaimer at the foot. The closing balance is the Bilanz's PostFinance line. |
| Revisionsbericht 2025 (.docx) | The auditor's report on a limited audit (eingeschränkte Revision) with the firm's letterhead and the report date only above the signatures, figures in the text written "CHF 114’514.45" with typographic apostrophes and "CHF 1’800.–", then a management letter with numbered findings (undocumented café cash payments, the fund, TWINT donation receipts) and the audit fee against last year's. |
| Photo of a Coop receipt (.jpg) | A monospaced till receipt, slightly rotated with uneven light: quantity and price under each article, an "Aktion 20%" discount line, VAT codes 1 / 2 at the line ends and a MWST table (2.6 % and 8.1 % included, Total / MWST / Netto), paid by PostFinance Card, date as "14.11.25". |

- portico
${list('portico')}

| document | layout and what is tricky |
|---|---|
| Rendiconto per cassa 2025 (.pdf, 2 landscape pages) | The Modello D of the DM 5 marzo 2020: Uscite on the left and Entrate on the right of the same page, each with 2025 and 2024 columns, in sections A–E whose numbered lines repeat the same names ("2) Servizi", "4) Personale" under A, B and E); totals per side and the section's avanzo/disavanzo only on the Entrate side; long labels wrapped over two lines with the amounts on the first; "-" for nil; the totale uscite della gestione excludes taxes and investments, which follow; an avanzo/disavanzo complessivo and cassa e banca at the end (their change equals the complessivo). |
| Preventivo vs consuntivo (.xlsx, 2 sheets) | "Prev-Cons 2025": the association's own budget lines (which gather several Modello D lines, e.g. "Spese generali e amministrative" = E1 + E2 + E5) with Preventivo 2025, Consuntivo 2025, Scostamento € and % by formula ("n.d." where nothing was budgeted) and notes; its totale uscite includes taxes and investments, unlike the rendiconto's. "Preventivo 2026": the next year's budget beside the 2025 consuntivo, with a new line for the San Donato after-school and the planned deficit. |
| Prima nota cassa 2025 (.xlsx) | A hand-kept petty cash book: Data / N. / Descrizione / Voce rend. / Entrate / Uscite / Saldo, an opening balance row, a running Saldo by formula, a shaded "Totale <mese>" row after every month (so a naive column sum doubles), August closed with a note and zero totals, a "Totale anno" and the closing balance; withdrawals from and deposits into the bank are entrate and uscite like any other; the photographed scontrino is one of the rows. |
| Intesa Sanpaolo export (.csv) | "Lista movimenti" with holder, account, period and the opening balance above the headings and the closing balance below; Data contabile / Data valuta / Descrizione / Accrediti / Addebiti / Descrizione estesa, newest first, "1.234,56" amounts without signs, no running balance (a month-end balance has to be worked out from the opening or closing line); families' after-school transfers, the 5 per mille, F24 payments, salaries, ATM withdrawals and cash deposits that match the prima nota. The closing balance is the rendiconto's depositi bancari. |
| Verbale dell'assemblea (.docx) | Minutes of the ordinary members' meeting of 23 April 2026 (second call after a deserted first call on 22 April): attendance in person and by proxy, the rendiconto approved with votes for and abstentions, the 2026 preventivo, a new membership fee from 1 September 2026, a replacement board member, the RUNTS filing deadline, all in Italian prose with "€ 2.911,68" amounts and dates written "30 giugno 2026". |
| Photo of a scontrino (.jpg) | An Italian "documento commerciale": lines with the IVA rate (4 %, 10 %, 22 %) beside each, quantity lines under some items, weights in the description, TOTALE COMPLESSIVO, DI CUI IVA, cash paid and change (Resto), an IVA table by rate, date "16-10-2025" and the document number. |

Kinds: ${kindLine}.

Questions are typed the way the people around a small association ask them, mostly in English with some in German
or Italian: treasurers ("What was our current ratio at 31 December 2025, i.e. current assets divided by short-term
liabilities?"), board members ("How much did the canton contribute last year?", "Who joined the board in place of
Paolo Gherardi?") and hurried staff on a phone ("saldo postfinance per 31.12.25?", "gross salaries acct 5000 H1 2025?",
"whats the avg twint donation in dec?", "how many times did we withdraw cash frm the bank for petty cash in 2025").
Periods are named as people name them: "last year", "the prior year", "Vorjahr", "Q3 2025", "H1", "oct-dec",
"jul–sep", "end of November". The ten \`notfound\` questions ask for things the documents plausibly could hold but
do not: a balance or budget outside the periods covered, a named foundation's grant and a salary that are not broken
out, a 2027 budget, and receipts that were not uploaded. Percentages are numbers of percent; deficits, variances and
differences are stated as their size (the scorer ignores the sign). Amounts have a tolerance of 0.5 %, percentages,
ratios, months of cover and averages of 1 %. Dates are accepted in the usual written forms ("18 March 2026",
"March 18, 2026", "18.03.2026", "18/03/2026", "2026-03-18", "18. März 2026", "18 marzo 2026" and others).

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked); \`orgs.json\`
gives each organisation's name and the month its fiscal year starts. Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
Every document and every expected answer is generated from one data module (\`../gen-ak/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-ak/verify.mjs\`: it reads the PDFs' text back with pdfjs, the
workbooks with exceljs, the Word files' XML and the CSVs, checks the statements' arithmetic (both sides of the
Bilanz, the Erfolgsrechnung's steps, the Modello D's sections, totals and cash, the workbooks' formulas and running
balances), the figures that tie between documents (bexio to the Jahresrechnung and the budget, PostFinance to the
Bilanz, the Revisionsbericht and the verbale to the statements, the prima nota and Intesa to the rendiconto and to each
other), compares everything it read with the data module and recomputes each answer from what it read; the two photos
are checked against their rendering data and against the bank export and the cash book). Rebuild and check with
\`cd ../gen-ak && npm install && npm run all\`.
`;
};
