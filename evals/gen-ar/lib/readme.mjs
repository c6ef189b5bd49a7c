// The set's README.
const TU_DOCS = [
  ['Cuentas Anuales Abreviadas 2025 Fundación Turia Solidaria (.pdf, 11 pages)', 'A Valencian foundation\'s abbreviated annual accounts on the models of the Plan de Contabilidad de las entidades sin fines lucrativos, in euros written "1.126.700,55" with expenses as "-621.518,90" and zero as "-": a balance abreviado over two pages (A) Activo no corriente / B) Activo corriente; A) Patrimonio neto with A-1) Fondos propios and A-3) Subvenciones, B) Pasivo no corriente, C) Pasivo corriente) with a "Notas de la memoria" column of bare note numbers beside 2025 and 2024; a cuenta de resultados with "(Debe) Haber" columns and numbered lines ("1. Ingresos de la actividad propia", "a) Cuotas de asociados y afiliados" … "11.", A.1)–A.4), B), C), D), I)) whose long captions wrap so the figures stand on the caption\'s second line; and the memoria: the activities, the application of the excedente, fixed assets, grants (operating by grantor and capital with granted / imputed before / imputed in 2025 / pending), note 13 on two landscape pages with staff, volunteers and beneficiaries by activity and the "Recursos económicos totales empleados" table (Actividad 1–3, Total actividades, No imputados, TOTAL, with wrapped row captions), note 14\'s destino de rentas table (the 70 % rule) for 2021–2025 split over a page break with its ten-column header repeated and the TOTAL only on the continued page, and staff by category and sex.'],
  ['Contasol Sumas y Saldos 2025 (.xlsx)', 'A Contasol sumas y saldos for 2025 before the closing entries, under a six-line title block: Cuenta / Título / Sumas Debe / Sumas Haber / Saldo Deudor / Saldo Acreedor, each three-digit account in capitals with its totals directly above its eight-digit subaccounts (so summing every row counts twice), groups 6 and 7 still open (their difference is the excedente), the 2025 capital grants in groups 8 and 9 beside the opening balances of 130 and 131, and a TOTALES row.'],
  ['Cuenta justificativa GVA Primera Oportunitat 2025 (.xlsx)', 'The justification of a Generalitat Valenciana grant on four sheets: general data (expediente, amount granted, advance received, deadline "hasta el 31/01/2026", total budgeted cost), Anexo I with Presupuestado / Ejecutado / Desviación / % ejecución by partida (formulas with cached results, the executed figures pulled from the other sheets by SUMIF) and the financing by source (grant, a private foundation, own funds taking the overrun), Anexo II with personnel (gross pay, employer social security, % charged) and Anexo III with the numbered list of supporting documents, including rent, electricity and advisory fees charged at a percentage.'],
  ['CaixaBank movimientos diciembre 2025 (.csv)', 'A CaixaBank export with a byte-order mark, semicolons and four account lines above the headings Fecha / Fecha valor / Movimiento / Más datos / Importe / Saldo, newest first, Spanish amounts ("-39.840,27"): rents, the SEPA remesa of members\' fees and three returned direct debits with value dates days earlier, fifteen Bizum donations, the city council\'s grant payment, a private foundation\'s final payment, suppliers, grants to participants, December payroll and the Christmas extra pay, social security, the loan instalment, fees and the ticket\'s card payment; the closing balance is subaccount 57200001.'],
  ['Acta Patronato 16-12-2025 (.docx)', 'The minutes of the board of trustees (Patronato) in Spanish: attendance (seven of nine trustees, the managing director without vote), the agenda, the treasurer\'s forecast for the 2025 close against the 2025 budget in a Word table (expenses negative), the 2026 plan de actuación by activity with spending, investment and total and the expected income by source, the renewal of a trustee, the two-signature threshold in euros and the next meeting date written "23 de junio de 2026".'],
  ['Ticket Autoservicio Russafa 12-12-2025 (.jpg)', 'A photographed factura simplificada from a Valencia grocery in a monospaced font: NIF, number, date and time, ten lines of units, description, unit price and amount with the VAT letter (A 21 %, B 10 %), TOTAL (EUR), card payment, number of articles and the VAT table with BASE and CUOTA by rate; decimal commas.'],
];
const JA_DOCS = [
  ['États financiers SYCEBNL 2025 AJSC (.pdf, 7 pages)', 'A Senegalese health association\'s financial statements under the OHADA SYCEBNL in FCFA with space thousands ("241 812 850") and no decimals: the auditor\'s report, a bilan actif with REF codes (AD, AE … BZ), Brut / Amort. et dépréc. / Net 2025 / Net 2024 columns and a Note column, a bilan passif (fonds associatifs, report à nouveau, résultat, subventions d\'investissement, fonds dédiés, provisions, passif circulant), a compte de résultat of ressources (RA–RH) and emplois (EA–EH) with wrapped captions, the tableau des fonds dédiés by project (A, ressources, B reprises, C engagements, D = A - B + C), grants by partner with their conventions, fixed assets with gross values, depreciation and net values, and the treasury by account (CBAO, Crédit Mutuel du Sénégal, cash, Wave).'],
  ['Grand-livre Sage Saari classes 6 et 7 2025 (.xlsx)', 'A Sage Saari grand-livre of the expense and income accounts for the year under a five-line title block: each six-digit account as a heading row, then its entries (date written "23/01/25", journal, piece, libellé, débit, crédit and a running solde, income accounts negative), a "Total compte" row, "Total classe" rows and a "Total général"; monthly entries split in two in some months, a supplier\'s credit note, year-end OD entries for depreciation, fonds dédiés and grant releases, and the hardware invoice booked at its TTC amount.'],
  ['Budget vs réalisé par projet 2025 (.xlsx)', 'The donor-project budget follow-up: a Synthèse sheet (budget, réalisé, écart, taux d\'exécution, the 2024 carry-forward, funds received and the balance available, by formula with cached results) and a sheet per project with Budget 2025, Réalisé T1–T4, Total réalisé, Écart (budget - réalisé) and Taux d\'exécution by budget line, a direct-cost subtotal and 7 % management fees rounded by quarter; one project started in the second quarter (zeros in T1).'],
  ['Wave Business relevé décembre 2025 (.csv)', 'A Wave Business statement with quoted fields and six lines of account details (opening and closing balance) above the headings: date, time, transaction ID, type (Paiement reçu, Envoi, Dépôt, Retrait, Paiement marchand, Paiement facture), counterparty, +221 phone number, Montant (FCFA) signed without separators, Frais (1 % on payments received and sent), running Solde and a note (Cotisation 2025, Don, Motivation relais novembre 2025 …).'],
  ['PV AGO du 14 mars 2026 (.docx)', 'The minutes of the annual general meeting in French with narrow no-break spaces in amounts: quorum (present and represented), the agenda, the financial report in a table of 2025 and 2024 figures, the auditor\'s report, resolutions on the accounts and the result, the balanced 2026 budget as ressources and emplois side by side, the new annual fee, the election of the treasurer with the votes, and the next meeting date.'],
  ['Facture Quincaillerie Baye Fall (.jpg)', 'A photographed hardware-store invoice from Thiès: NINEA and RC, invoice number and date, five lines of designation, quantity, unit price and amount HT with space thousands, Total HT, "TVA 18 %", Total TTC (FCFA), the amount in words and payment by Wave.'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg, local) => `# Evaluation set AR

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`turia\` | Fundación Turia Solidaria (València, Spain: a foundation under the Ley 50/2002 and the Ley 49/2002 tax regime running a youth employment programme, a social dining hall with food support and an after-school classroom; Spanish documents from Spain, euros written "1.234,56" and "1.234,56 €", day/month/year dates; books in Contasol on the PCESFL chart; funded by Generalitat, city council, Diputació, LABORA and ministry grants, private donors, members\' fees and Bizum) | Calendar year (abbreviated 2025 accounts with 2024 comparatives and the destino de rentas table back to 2021; the trial balance for 2025 before closing; the grant justification for 2025; the CaixaBank export for December 2025; the Patronato met on 16 December 2025 and approved the 2026 plan) | ${perOrg.turia} |
| \`jappoo\` | Association Jàppoo pour la Santé Communautaire (Thiès, Senegal: an association recognised as an NGO running maternal health, nutrition and rural water projects for three donors; French documents, FCFA without decimals written "12 345 678", day/month/year dates; statements under the OHADA SYCEBNL; books in Sage Saari; members' fees and gifts by Wave) | Calendar year (2025 statements with 2024 comparatives; the grand-livre of classes 6 and 7 for 2025; the project budget follow-up by quarter of 2025; the Wave statement for December 2025; the general meeting of 14 March 2026 approved the 2025 accounts and the 2026 budget) | ${perOrg.jappoo} |

Documents (\`documents/<org>/\`):

- turia
${DOCS.turia.map((f) => `  - \`${f}\``).join('\n')}

${tbl(TU_DOCS)}

- jappoo
${DOCS.jappoo.map((f) => `  - \`${f}\``).join('\n')}

${tbl(JA_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a trustee or board member on a tablet and a hurried staff member on a phone would
type them: some formal ("What was the foundation's surplus (excedente del ejercicio) for 2025?", "By what percentage is
the 2026 budget (total ressources) below the total ressources actually achieved in 2025?"), some plain ("How much did
the Ajuntament de València pay us in December?", "How many bags of cement did we buy at the quincaillerie?"), some
terse ("gastos de personal 2025?", "carburant novembre 2025 ?", "biggest payment out of the caixabank account in
december?"). ${local.turia} of Turia's questions are in Spanish ("¿Cuántos beneficiarios atendió el comedor social en
2025?", "Renta mínima a destinar a fines en 2025 (el 70 %)?") and ${local.jappoo} of Jàppoo's in French ("Combien
reste-t-il à engager sur le projet PROSAMI au 31/12/2025 ?", "Qui a été élu(e) trésorier général ?"). Periods are named
as people name them: "2024", "al cierre de 2025", "a 31/12/2025", "over 2021–2025", "in December", "fin 2025",
"novembre 2025", "in Q3 2025", "this year". The ten \`notfound\` questions ask for things the documents plausibly could
hold but do not: a year before the figures (members' fees in 2023 for both), a period outside an export (the CaixaBank
balance at 30 June 2025; Wave receipts in October 2025), a figure the budgets do not break out (salaries in the 2026
plan, which is by activity; fuel in the 2026 budget of one project, which is by project), an event or person not in
the books (a charity dinner's cost; a project coordinator's salary), an auditor the unaudited Spanish accounts do not
have, and an Orange Money account the association does not use. Percentages are numbers of percent; variances and
differences are stated as the size of the difference (the scorer ignores the sign). Amounts, percentages, ratios and
averages have a tolerance of 0.5%, counts none. Dates are accepted in the usual written forms, numeric ones day first
as both organisations write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with English number punctuation so the
scorer reads them ("750,346.60 €", "241,812,850 FCFA"), and \`wrong-answers.jsonl\` a plausible wrong one (all fail:
the other year, the other column, fondos propios for patrimonio neto, the subtotal for the total, the budget for the
actual, the quarter next to the one asked, gross for net of fees, an invented figure for the not-found ones). Every
document and expected answer is generated from one data module (\`../gen-ar/data.mjs\`, with the questions and how
each answer is recomputed from the files in \`../gen-ar/lib/questions.mjs\`) and checked by a separate reader of the
generated files (\`../gen-ar/verify.mjs\`: PDF text with pdfjs, workbooks with exceljs including cached formula
results, the Word files' XML, the CSVs, and the two photos by tesseract OCR; it checks the statements' arithmetic
(both balance sheets balance, the cuenta de resultados line by line to I), the bilan and the compte de résultat,
report à nouveau and A-3 roll forward), the notes against the statements (fixed assets, capital grants against line 11
and A-3, the activities table against the expenses, each destino de rentas row with the 70 % rule and its totals over
the page break, the tableau des fonds dédiés against RC, RF, EH and the bilan, treasury by account), the ledgers
against the statements (every Contasol subaccount and group, groups 6 and 7 to the excedente, 13 + 94 - 84 to A-3;
every Sage account's running balance and total, classes to the compte de résultat lines), the grant justification's
sheets against each other and the foundation's accounts, the project sheets against the synthèse and the fonds
dédiés, running balances of both exports and their closing balances against the statements, the minutes' tables,
the receipts' VAT arithmetic and their payments in the exports, recomputes each answer from what it read, and checks
that the not-found subjects are absent). Rebuild and check with \`cd ../gen-ar && npm ci && npm run all\`.
`;
