// README of set AL (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AL

${n} questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`aguamilpa\` | Agua y Milpa Mixteca, A.C. (Oaxaca de Juárez, Mexico: an asociación civil and donataria autorizada building ferrocement rain-water cisterns, agroecological milpa and women's cooperatives in the Mixteca; pesos written "$1,234.56" and "MXN", Spanish documents, day/month/year dates; books in CONTPAQi kept by an external contador; banking with BBVA México; funded by Mexican and foreign foundations, individuals and companies) | Calendar year (2025 statements with 2024 comparatives; the balanza and the bank export cover December 2025; the donation agreement runs 1 March 2025 – 28 February 2026) | ${perOrg.aguamilpa} |
| \`cedarglade\` | Cedar Glade Presbyterian Church (Murfreesboro, Tennessee, US: a PC(USA) congregation of about 190 members; US dollars, month-first dates; books in PowerChurch Plus kept by the treasurer, Sunday giving counted and recorded by a volunteer financial secretary; online gifts through Tithe.ly; a checking and a money-market account at a local bank; four funds: General, Building, Missions, Benevolence) | Calendar year (2025, with 2024 actuals in the budget report; the fund report has the year and Q4; the bank export covers December 2025; the Session met on 14 December 2025) | ${perOrg.cedarglade} |

Documents (\`documents/<org>/\`):

- aguamilpa
${list('aguamilpa')}

| document | layout and what is tricky |
|---|---|
| Estados financieros 2025 (.pdf, 3 pages) | An external contador's statements in Spanish: an estado de posición financiera and an estado de actividades with 2025 and 2024 columns, "$" only on the first line of a block and on totals, negatives in brackets (the 2024 déficit "(67,359.80)", depreciación acumulada), donations in cash split over four lines under a "Donativos recibidos en efectivo (Nota 8):" heading with no subtotal, program costs under "Costo de programas:" beside administration and fundraising; a page of notes with the fixed assets by class (rate, cost, accumulated depreciation, net 2025 and 2024) and the cash donations by donor (the only place the largest donor shows). |
| Balanza de comprobación diciembre 2025 (.xlsx) | A CONTPAQi export for December only: Cuenta / Nombre, Saldos Iniciales Deudor / Acreedor (balances at 30 November, so income and expense accounts carry January–November), Cargos / Abonos of December under a merged "Movimientos" heading, Saldos Actuales Deudor / Acreedor (the year); every mayor ("1102-000 BANCOS") sits above its subcuentas and repeats their sum, so a column summed naively counts twice; the "Totales:" row adds the mayores only; result accounts are not closed, so patrimonio is last year's; a bank's cargos are the bank statement's abonos. |
| Presupuesto vs ejercido 2025 (.xlsx) | A Resumen sheet (programs, a Subtotal programas row, administration, fundraising and a TOTAL, by cross-sheet formulas) and a sheet per program plus one for administration and fundraising (two blocks on one sheet): Cuenta, Partida, Presupuesto anual, "Ejercido 2025" merged over Ene-Mar / Abr-Jun / Jul-Sep / Oct-Dic / Total ejercido, Por ejercer (budget less spent, overspending in red brackets) and % ejercido; depreciation is not a budget line, so administration "ejercido" is lower than the statement's gastos de administración. |
| BBVA movimientos diciembre 2025 (.csv) | A BBVA México export with a byte-order mark and six lines of account details, newest movement first, "Concepto / Referencia" in one field, separate Cargo and Abono columns with quoted "1,234.56" amounts and a running Saldo; no opening balance line (it has to be worked back from the oldest row); SPEI transfers received and sent, payroll dispersions (two quincenas and the aguinaldo), SAT, IMSS and state payroll tax payments, card purchases, a cash withdrawal and a transfer to the investment fund. |
| Convenio de donación Fundación Tierra Fértil (.docx) | A Spanish donation agreement in declaraciones and numbered cláusulas: the project (cisterns, communities, families), the total in figures and words, two ministraciones with their conditions, the vigencia, the 5% ceiling on administration and the 10% reallocation allowance, report dates in words ("15 de septiembre de 2025"), CFDI and reintegro terms; Anexo A (budget by rubro) and Anexo B (schedule, with dd/mm/yyyy dates) as tables; signatures in a table. The second ministración shows up in the BBVA export. |
| Factura El Tule (.jpg) | A photographed printed CFDI 4.0 from a hardware and building-materials store: emisor and receptor with RFC and régimen, folio fiscal, an ISO date-time, line items with quantity, SAT unit and description on one line and the SAT product key below, unit prices before IVA, subtotal, IVA 16%, total and the total in words; paid by transfer the next day (the payment is in the BBVA export). |

- cedarglade
${list('cedarglade')}

| document | layout and what is tricky |
|---|---|
| Fund Balance Report 2025 (.pdf, 2 pages) | A PowerChurch Plus report, landscape: fund number and name in capitals, Beginning Balance / Receipts / Disbursements / Transfers / Ending Balance with headings wrapped over two lines ("Disburse-" / "ments"), negative transfers with a minus sign, a Total All Funds row whose transfers net to 0.00; page 1 is the year, page 2 the fourth quarter (10/01/2025 – 12/31/2025) in the same layout, so a year figure and a Q4 figure sit under identical headings; January–September has to be worked out as the year less Q4. |
| 2025 Giving Summary (.xlsx) | The financial secretary's workbook: a Summary sheet with months down the side, a shaded quarter subtotal after every third month and a Year row that adds the quarters (a column summed naively counts everything twice), by cross-sheet formulas; one sheet a month with a row per Sunday (m/d/yyyy dates), "Received by method" merged over Plate / Envelope / Online and "Credited to fund" merged over General (Tithes & Offerings) / Building / Missions / Benevolence, the two groups adding to the same Total Received; a Christmas Eve (Wednesday) row, an ice-cancelled Sunday with only online gifts, special offerings and fifth-Sunday notes. |
| 2025 Budget vs Actual (.xlsx) | A General Fund budget against actual with account numbers, income and expense groups with "Total …" rows, Over (Under) Budget and % of Budget by formula and the 2024 actual; two expense lines are transfers to other funds, so total expenses differ from the fund report's disbursements; a Pledges sheet lists 62 pledging units by envelope number (no names) with pledge, received, balance (negative when overpaid) and % fulfilled; received ties to Pledged Giving. |
| Checking Dec 2025 (.csv) | A bank export with account lines and the beginning balance above the headings, every field quoted, month-first dates, one signed Amount column and a running Balance; Monday deposits of Sunday's plate and envelope (the first is November 30's), Tithe.ly payouts net of fees two days after each Sunday, checks with numbers out of order and one missing, ACH payroll, utilities and pension dues, a transfer to the money market, interest and a service charge. |
| Session Minutes 2025-12-14 (.docx) | Minutes of a stated meeting of Session: attendance, the treasurer's report in prose, motions with movers and votes, the 2026 budget, the pastor's terms of call as a percentage and an amount, three roofing bids in a table and the one chosen, a benevolence policy with two limits, meeting dates with day names. |
| Hardware receipt (.jpg) | A photographed thermal till slip from a hardware store: quantity lines "6 @ 8.99" under the item, subtotal, Tennessee state tax 7% and county tax 2.75% on separate lines, total, card, and a reimbursement note written across the foot. |

Kinds: ${kindLine}.

Questions are typed as a board treasurer, a board member on a tablet and a hurried staff member on a phone would
type them: some formal ("What was our current ratio at year-end 2025 (current assets divided by total liabilities)?"),
some plain, some terse and lower case with abbreviations and the odd slip ("how many cisterns r we supposed to build
under the tierra fertil convenio", "total tithe.ly payouts in dec?", "whats the max benevolence help per household
now?"); about a quarter of the Mexican organisation's questions are in Spanish ("cuanto hay en bancos al 31 de dic
segun la balanza?", "¿De cuánto es la segunda ministración del convenio con Tierra Fértil?"). Periods are named as
people name them: "2025", "last year", "this past year", "Q3 2025", "el 4o trimestre (oct-dic)", "the fourth quarter
(October through December)", "January through September", "December alone", "at the start of December". The ten
\`notfound\` questions ask for things the documents plausibly could hold but do not: a year before the figures (2023
donations; the General Fund at the end of 2023), a budget not set out (2026 for a program; the 2026 youth line, when the
minutes give only the total), a figure inside a combined account (the auditor's fee alone), a month outside an export
(BBVA at the end of October; November's gas bill), an exchange rate the bank export does not show, a donor the pledge
list names only by envelope number, and a trip that no document mentions. Percentages are numbers of percent; variances
and differences are stated as the size of the difference (the scorer ignores the sign). Amounts have a tolerance of
0.5%, percentages, ratios, averages and months of cover 1%, counts none. Dates are accepted in the usual written forms
("31 March 2026", "March 31, 2026", "31 de marzo de 2026", "2026-03-31" and others); numeric dates are day-first for
the Mexican organisation and month-first for the church, as each writes them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-al/data.mjs\`, with
the questions in \`../gen-al/lib/questions.mjs\`) and checked by a separate reader of the generated files
(\`../gen-al/verify.mjs\`: it reads the PDFs' text back with pdfjs, the workbooks with exceljs, the Word files' XML and
the CSVs, checks the statements' and reports' arithmetic, the balanza's mayores, movements and totals, formulas' cached
results, running balances, and the figures that tie between documents (statements to balanza, balanza to the bank
export and the budget workbook, the fund report to the budget report and the giving workbook, the bank deposits to
Sunday collections, the minutes' treasurer's report to the giving workbook), recomputes each answer from what it read,
and checks that the not-found questions' subjects are absent; the two photos are checked against their rendering data
and the payments they match). Rebuild and check with \`cd ../gen-al && npm install && npm run all\`.
`;
};
