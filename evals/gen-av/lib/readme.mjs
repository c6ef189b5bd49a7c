// The set's README.
import { NU_DOCS, CH_DOCS } from './questions.mjs';

const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg, swahili) => `# Evaluation set AV

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`numeco\` | Nuru ya Meru Community Development Organisation (NUMECO) (Arusha, Tanzania: an NGO registered under the NGOs Act running girls' scholarships (Elimu kwa Wasichana), maternal and child health outreach (Mama na Mtoto), smallholder farming (Kilimo Bora) and youth skills (Vijana Skills), funded by two US-dollar donors, a UK donor and the district council; Tanzanian shillings without cents written "TZS 12,345,000" (and "TSh" in the minutes' text), day/month/year dates, English documents with Swahili terms (mapato, matumizi, ruzuku, michango, posho, masurufu, ziada, Mkutano wa Bodi)) | July–June (audited statements for the year ended 30 June 2025 with 2023/24 comparatives; QuickBooks and the budget execution report for July 2024 – June 2025; the CRDB statement for June 2025; the board met on 27 September 2025 and set the FY 2025/26 budget) | ${perOrg.numeco} |
| \`cornerstone\` | Cornerstone Hope Community Outreach (Kingston, Jamaica: a registered charity run by a church, Cornerstone Gospel Assembly, with a feeding programme, a homework and literacy centre, care for shut-in seniors, back-to-school assistance and a Building Fund; Jamaican dollars with cents written "J$1,234,567.89", day/month/year dates, English documents) | April–March (audited statements for the year ended 31 March 2025 with 2024 comparatives; QuickBooks Online budget against actual by month and the donations register for April 2024 – March 2025; the NCB export for March 2025; the AGM on 28 June 2025 with the 2025/26 budget) | ${perOrg.cornerstone} |

Documents (\`documents/<org>/\`):

- numeco
${DOCS.numeco.map((f) => `  - \`${f}\``).join('\n')}

${tbl(NU_DOCS)}

- cornerstone
${DOCS.cornerstone.map((f) => `  - \`${f}\``).join('\n')}

${tbl(CH_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type them:
some formal ("What was NUMECO's total income for the year ended 30 June 2025?", "What was the current ratio at 31 March
2025?"), some plain ("How much more did we spend on the feeding programme this year than last year?", "Whose cheque was
returned in November 2024?"), some terse ("restricted funds balance at 30 june 2025?", "surplus for FY2024/25?",
"how many donations came in via Lynk?", "kilimo bora travel & transport: how far over budget?"). ${swahili} of NUMECO's
questions are in Swahili, as Arusha staff ask them ("Jumla ya matumizi kwa mwaka ulioishia 30 Juni 2025 ilikuwa kiasi
gani?", "Bodi iliidhinisha nyongeza ya mshahara ya asilimia ngapi?", "VAT kwenye risiti ya EFD ya Meru Office Supplies
ilikuwa kiasi gani?"). Periods are named as people name them: "FY 2024/25", "2023/24", "the prior year", "Q3
(January–March 2025)", "the first half of the year, July to December 2024", "October–December 2024", "in December 2024",
"at the March 2025 year end". Several need two documents: the Vijana Skills budget for 2025/26 in the minutes against
its actual in the budget report, the statutory audit fee in the minutes against the one in the notes, the cheque on the
CRDB statement that paid the EFD receipt, the day the supermarket receipt's card payment reached the NCB account, the
2025/26 feeding budget in the AGM minutes against the audited spending. The ten \`notfound\` questions ask for things the
documents plausibly could hold but do not: a year before the comparatives (2022/23), a pledge the minutes do not
record, a bank balance at a date outside the export (31 March 2025 for CRDB, 31 December 2024 for NCB), a cost not
broken out (one field office's electricity; uniforms inside back-to-school assistance), a salary not disclosed, an
account number never given, one event's takings when events are shown only in total. Percentages are numbers of
percent; variances and differences are stated as the size of the difference (the scorer ignores the sign). Amounts,
percentages, ratios and averages have a tolerance of 0.5% (the exchange rate 0.1%), counts none. Dates are accepted in
the usual written forms, numeric ones day/month/year as both organisations write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with the currency the documents use
("TZS 857,891,000", "US$120,000.00", "J$16,611,001.33"), and \`wrong-answers.jsonl\` a plausible wrong one (all fail: the
other year, the other column, the budget for the actual, the programmes without admin, the bank account for total cash,
the amount before tax, an invented figure for the not-found ones). Every document and expected answer is generated from
one data module (\`../gen-av/data.mjs\`, with the questions and how each answer is recomputed from the files in
\`../gen-av/lib/questions.mjs\`) and checked by a separate reader of the generated files (\`../gen-av/verify.mjs\`: PDF
text with pdfjs, workbooks with exceljs including cached formula results, the Word files' XML, the CSVs, and the two
photos by tesseract OCR; it checks the statements' arithmetic (income and expenditure by fund, both balance sheets,
changes in funds, the cash flow, the grants note rolling by donor, property by class, the administration note across
its page break, the schedule of administrative expenses), the ties between documents (QuickBooks classes to the
statements and notes, the budget report's actuals to the statements, the CRDB and NCB closing balances to the cash
notes, the register to the donations note and to QuickBooks Online by month and category, the minutes' tables and
figures to the statements), running balances, the receipts' VAT and GCT arithmetic and their payments in the bank
exports, recomputes each answer from what it read, and checks that the not-found subjects are absent). Rebuild and check
with \`cd ../gen-av && npm ci && npm run all\`.
`;
