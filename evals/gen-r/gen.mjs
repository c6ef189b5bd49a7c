// Builds ../set-r: documents, cases.jsonl, orgs.json, README.md, expected-answers.jsonl, wrong-answers.jsonl.
// Runs on a fixed clock (lib/clock.mjs, imported first) so a rebuild is byte for byte the same.
import './lib/clock.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CASES } from './data.mjs';
import { renderRiverbend } from './lib/render-rb.mjs';
import { renderEntraide } from './lib/render-ep.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SET = path.resolve(here, '..', 'set-r');
const DOCS = path.join(SET, 'documents');
fs.rmSync(DOCS, { recursive: true, force: true });
await renderRiverbend(path.join(DOCS, 'riverbend'));
await renderEntraide(path.join(DOCS, 'entraide'));

const files = (org) => fs.readdirSync(path.join(DOCS, org)).sort().map((f) => `${org}/${f}`);
const docs = { riverbend: files('riverbend'), entraide: files('entraide') };
const jsonl = (rows) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';
fs.writeFileSync(path.join(SET, 'cases.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, org: c.org, kind: c.kind, question: c.question, answer: c.answer, documents: docs[c.org] }))));
fs.writeFileSync(path.join(SET, 'expected-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.ideal }))));
fs.writeFileSync(path.join(SET, 'wrong-answers.jsonl'), jsonl(CASES.map((c) => ({ id: c.id, answer: c.wrong }))));
fs.writeFileSync(path.join(SET, 'orgs.json'), JSON.stringify({
  riverbend: { name: 'Riverbend Community Health Center', fiscalYearStart: 'July' },
  entraide: { name: 'Entraide Plateau', fiscalYearStart: 'April' },
}, null, 2) + '\n');

const kinds = {};
for (const c of CASES) kinds[c.kind] = (kinds[c.kind] || 0) + 1;
const kindLine = Object.entries(kinds).sort().map(([k, n]) => `${k} ${n}`).join(', ');
const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
fs.writeFileSync(path.join(SET, 'README.md'), `# Evaluation set R

100 questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`riverbend\` | Riverbend Community Health Center (a US federally qualified health center in Burlington, Iowa; dollars, month-first dates) | July–June (FY2026 = 1 July 2025 – 30 June 2026; the QuickBooks reports cover July–December 2025; the A/R aging is at 12/31/2025; the finance committee memo is dated 21 January 2026; the audited statement of functional expenses is for the years ended June 30, 2025 and 2024) | 50 |
| \`entraide\` | Entraide Plateau (a bilingual community food and tenant-help organisation in Montréal, Québec; Canadian dollars written "12 345,67 $" in the French documents, GST/TPS 5% and QST/TVQ 9.975%, ISO and day-first dates) | April–March (exercice clos le 31 mars 2026, with 2025 comparatives; the Desjardins export covers January–March 2026; the Centraide grant and volunteer workbooks run April 2025 – March 2026; the AGA was held 17 June 2026) | 50 |

Documents (\`documents/<org>/\`):

- riverbend
${list('riverbend')}
  (a QuickBooks Desktop "Profit & Loss by Month" export with the account hierarchy spread over columns A–D, account
  numbers in the labels ("4010 · Patient Fees - Medicaid"), months across as "Jul 25"…"Dec 25" and a TOTAL column,
  nested groups closed by "Total 4000 · Patient Revenue" lines, a Cost of Goods Sold section and Gross Profit, and
  ROUND(SUM()) formulas with cached values; a QuickBooks "Budget vs. Actuals" for July–December with Actual / Budget /
  $ Over Budget / % of Budget under a merged "Jul - Dec 25" heading; an EHR A/R aging by payer CSV with report-title
  lines above the header, quoted amounts with thousands commas, blank cells for empty buckets, a TOTAL row and a
  run-stamp line below; a CFO memo to the finance committee in Word with days cash on hand, a line of credit (limit,
  draw, repayment, maturity), sliding-fee discounts and dates in prose and a visits table comparing two half-years; a
  two-page landscape audited statement of functional expenses (FY2025 on page 7, FY2024 on page 8) with column headings
  wrapped over two or three lines, a "Program Services" heading over four columns and a Total Program Services column,
  "$" only on the first and total rows and dashes for zero; a phone photo of a medical-supply invoice with PO number,
  Net 30 terms, freight and a tax-exempt note.)
- entraide
${list('entraide')}
  (bilingual audited financial statements over two pages: an "État des résultats / Statement of Operations" with
  Fonds de fonctionnement / Fonds affectés / 2026 Total / 2025 Total columns, labels in French and English on one line,
  deficits in parentheses and space-separated thousands, and an "État de la situation financière" at 31 March 2026 and
  2025; a Desjardins account export in Windows-1252 with semicolons, French headers (Date;Description;Retrait;Dépôt;Solde),
  decimal commas, ISO dates and a "Solde reporté" first line; a Centraide grant workbook with a Budget sheet and a Réel
  sheet, months down the side as French text ("août 2025"), categories across, SUM formulas and a comments column; a
  volunteer-hours and food-basket workbook (abbreviated French month labels in one sheet, real dates shown "mmmm yyyy"
  in the other, a non-additive "Bénévoles actifs" column); AGA minutes in French with figures in prose ("16 017 $"),
  a 2026-2027 budget table, the auditor appointment, the lease expiry and the elections; a photographed supermarket
  receipt in a monospaced font with "FP" marking taxable lines, quantity lines ("3 @ 6,79"), TPS and TVQ with their
  registration numbers and a day-first date.)

Kinds: ${kindLine}.

Questions are typed the way clinic managers, treasurers and board members write on a phone: lower case, abbreviations
("jul-dec", "ytd", "fy25", "avg", "AR", "LOC", "m&g", "PO #", "yr", "aga"), missing apostrophes, a few French words in
the entraide questions ("combien", "dons", "loyer", "encaisse", "trésorière", "écart", "réel") and idioms ("how far off",
"all in", "sitting with", "hit the account"). Units are stated where they matter ("as a %", "in $", "per visit").
Variances and changes are answered as positive amounts unless the question asks for direction. The ten \`notfound\`
questions ask for things these documents plausibly could hold but do not: a month or year outside the files (January
2026 billing, FY2023 functional expenses, 2023-24 revenue, December 2025 bank charges, April 2026 volunteer hours), an
aging at another date, a figure not disclosed (the line of credit's interest rate, an individual salary), a budget not
adopted (2027-2028) and an invoice that was not uploaded. Dates are accepted in the usual written forms (for example
"March 31, 2026", "31 March 2026", "2026-03-31", "31 mars 2026", and month-first or day-first numeric forms by
organisation). The scorer reads figures in English notation ("12,345.67"), so the expected replies use it even where the
documents write "12 345,67 $".

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-r/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-r/verify.mjs\`); rebuild and check with
\`cd ../gen-r && npm install && npm run all\`.
`);
console.log(`wrote ${CASES.length} cases, ${docs.riverbend.length + docs.entraide.length} documents to ${SET}`);
