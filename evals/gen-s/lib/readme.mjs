// README of set S (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set S

100 questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`weserbogen\` | Hospizverein Weserbogen e.V. (an ambulant hospice association in Hameln, Lower Saxony, Germany; euros written "1.234,56 €" with a decimal comma and dots for thousands, dates written day.month.year, documents in German) | January–December (Geschäftsjahr 2025 with 2024 comparatives; the DATEV batch covers 1 October – 31 December 2025; the Sparkasse export covers 1 January – 31 March 2026; the Mitgliederversammlung was held 23 April 2026) | 50 |
| \`mayab\` | Semillas del Mayab, A.C. (a reforestation and stingless-bee-keeping association working with Maya communities in Yucatán, Mexico, a donataria autorizada; Mexican pesos written "$1,234.56", dates written day/month/year, documents in Spanish) | January–December (ejercicio 2025 with 2024 comparatives; the balanza covers 01/Ene/2025 – 31/Dic/2025; the CFDI export covers July–December 2025; the BBVA export covers 1 January – 28 February 2026; the donor report is dated 30 January 2026) | 50 |

Documents (\`documents/<org>/\`):

- weserbogen
${list('weserbogen')}
  (a DATEV "Buchungsstapel" export in the EXTF 700 format: Windows-1252, semicolons, a metadata line above the column
  headings, thirty columns of which most are empty, amounts without thousands separators and with a decimal comma,
  the Soll/Haben flag belonging to the money account (so "S" is money in), account numbers with no names, a KOST1 cost
  centre, and the Belegdatum as four digits day-month ("1011") with the year only in the metadata line; a tax adviser's
  Einnahmen-Überschuss-Rechnung in PDF over four pages, by the four spheres of a German charity (ideeller Bereich,
  Vermögensverwaltung, Zweckbetrieb, wirtschaftlicher Geschäftsbetrieb) with Geschäftsjahr / Vorjahr columns under
  headings wrapped over three lines, the ideeller Bereich's expenses carried over a page break with a "Zwischensumme
  (Übertrag)" and an "Übertrag" line, a Zusammenstellung, and a Vermögensübersicht with reserves under § 62 AO; a
  statistics workbook with three sheets (months down the side as German names, a merged "Abgeschlossene Begleitungen"
  heading over four columns, a non-additive month-end caseload, mileage reimbursed at 0,30 € a km paid the following
  month, and a bereavement café's dates with two cancelled meetings left blank); the treasurer's report to the members'
  meeting in Word with figures in prose, a reserves roll-forward and the 2026 budget beside the 2025 actuals by group;
  a Sparkasse CSV-CAMT export (Windows-1252, semicolons, every field quoted, two-digit years, newest first, no running
  balance, returned direct debits with their fee in a separate column, a SEPA collection credited as one line); a phone
  photo of a candle-shop till receipt with prices including VAT and a VAT table at 19 % and 7 %.)
- mayab
${list('mayab')}
  (a CONTPAQi balanza de comprobación in Excel under a title block, with "Saldos Iniciales" and "Saldos Actuales" each
  split into Deudor / Acreedor under merged headings, mayor accounts and their sub-accounts both listed (so a column
  summed naively counts everything twice) and a Total row that adds the mayores only; accountant's financial statements
  in PDF over three pages: an estado de actividades under NIF B-16 with Patrimonio no restringido / restringido
  temporalmente / Total 2025 / Total 2024 columns under headings wrapped over three lines, a release of restrictions,
  negatives in parentheses, dashes for zero and "$" on the first and total rows only, an estado de situación financiera,
  and notes on fixed assets and on two US-dollar tranches converted at their day's exchange rate; the SAT portal's list
  of donation receipts (CFDI) issued July–December 2025 with UUIDs, ISO date-times, totals stored as text ("$25,000.00"),
  generic RFCs for the general public and for a foreign donor, and three cancelled receipts, two of them reissued; a BBVA
  México CSV in UTF-8 with a byte-order mark, two lines of account details above the headings, newest first, separate
  lines for commissions and their IVA; the annual report to the US foundation in Word, in Spanish, with figures in
  prose, a table by community and a project budget against spending with variations in parentheses; a WhatsApp photo of
  a hardware-store ticket with quantity lines, IVA 16 %, cash tendered and change.)

Kinds: ${kindLine}.

Questions are typed the way treasurers, coordinators and board members write on a phone: lower case, abbreviations
("acc to", "q4", "h1", "h2", "jan-mar 26", "avg", "pls", "kost 10", "incl"), missing apostrophes ("whos", "whats"),
German words in the weserbogen questions ("spenden", "gehälter", "sozialabgaben", "rücklage", "bescheid",
"kassenprüfung", "einzug", "haushaltsplan", "ist", "plan", "überschuss", "zu hause") and Spanish ones in the mayab
questions ("saldo final", "cuanto recibimos", "donativos en especie", "ejercido", "presupuesto", "razon circulante",
"promedio mensual de sueldos", "quien elaboro", "publico en general"). Units and direction are stated where they matter
("as a %", "positive number", "how much higher is the plan", "not counting the iva lines"). The ten \`notfound\` questions
ask for things these documents plausibly could hold but do not: a year outside the files (2023), a month outside an
export (September 2025 postings, a February 2026 balance of an account with no export), a figure not disclosed (the
number of active volunteers, an individual salary, the aguinaldo), a budget not given (2026 administration) and
invoices that were not uploaded (only their payments appear). Dates are accepted in the usual written forms ("10
November 2025", "November 10, 2025", "10.11.2025", "10/11/2025", "2025-11-10", and the German or Spanish month names);
numeric dates are day-first, as both countries write them. The scorer reads figures in English notation ("12,345.67"),
so the expected replies use it even where the documents write "12.345,67".

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-s/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-s/verify.mjs\`, which parses the CSV, workbooks, Word files
and PDFs back and reads the two photos with tesseract); rebuild and check with
\`cd ../gen-s && npm install && npm run all\`.
`;
};
