// README of set U (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set U

100 questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`pennine\` | Pennine Neuromuscular Research Trust (a medical research charity and charitable company in Leeds, England, funding university research grants and patient support; pounds written "£1,234" with negatives in brackets and "-" for nil, dates written day/month/year) | January–December (the 2025 accounts with 2024 comparatives; a five-year summary 2021–2025; the investment valuation at 31/12/2025 with 2025 quarters; the 2026 budget by quarter beside the 2025 budget and October forecast; the annual return submitted 02/06/2026) | 50 |
| \`georgian\` | Georgian Shores Regional Hospital Foundation (a hospital foundation in Port Ashby, Ontario, Canada, raising money for its hospital's equipment; Canadian dollars with "$" on first and total rows, "—" for nil, dates written "June 18, 2025", ISO dates on the T3010 and m/d/yyyy in the donor export) | April–March (fiscal 2025 = April 1, 2024 – March 31, 2025, with fiscal 2024 comparatives and a 2025 budget column; quarters Q1 = Apr–Jun; the FY2025-26 budget by month April 2025 – March 2026; a five-year summary FY2021–FY2025) | 50 |

Documents (\`documents/<org>/\`):

- pennine
${list('pennine')}
  (annual report and audited financial statements in PDF over eight pages: trustees' report and auditor's report in
  prose, a SORP statement of financial activities with Note, Unrestricted / Restricted / Endowment / Total 2025 /
  Total 2024 columns under headings wrapped over four lines and charitable activities split over two indented lines, a
  balance sheet with creditors in brackets and funds split into endowment, restricted, designated and general, a cash
  flow statement, and notes: donations and legacies, an analysis of expenditure by grant / direct / support costs, a
  list of sixteen research grants with start dates that runs over a page break with a "(continued)" heading, staff
  costs with headcount and £60k bands, and a restricted funds roll-forward carried over a page break; the Charity
  Commission annual return as a form of numbered questions (Part A–E) with amounts in £, counts and yes/no answers,
  some of them (government grants, volunteers, serious incidents) in no other document; an investment manager's
  valuation workbook under a three-line title block with holdings grouped by asset class, subtotal rows, a Sterling
  cash line, % of portfolio as percentages and a performance sheet by quarter with two header rows and linked returns;
  a budget board pack with merged "2025" (Budget, Forecast (Oct)) and "Budget 2026" (Q1–Q4, Full year) headings,
  formulas, and change against the forecast in £ and %; an annual review in Word with an events table and a five-year
  summary with years across; a phone photo of a print shop's till slip with prices including VAT at 20 %.)
- georgian
${list('georgian')}
  (audited statements in PDF over seven pages under Canadian not-for-profit standards: a qualified auditor's opinion
  in prose, a statement of financial position, a statement of operations with Budget 2025 (unaudited) / 2025 / 2024
  columns and grants to the hospital below an "excess before grants" line, a statement of changes in net assets by
  Unrestricted / Internally restricted / Endowment with two totals, a cash flow statement, and notes: investments and
  investment income, pledges by year of collection, endowment funds over a page break, grants to the hospital by
  department; a T3010 return copy with identification, yes/no questions in Section C, Schedule 6 lines by code
  (4100 … 5100) whose groupings differ from the statements, and Schedule 3 compensation ranges; the investment
  counsel's quarterly report with a market-value reconciliation by fiscal quarter (Q1 Apr–Jun 2024 … Q4 Jan–Mar 2025)
  and a Fiscal 2025 column, an asset mix against targets and ranges, and returns with value added; the FY2025-26
  operating budget in the old .xls format with months April 2025 – March 2026 under a merged heading, FY2025-26 Budget,
  FY2024-25 Budget and FY2024-25 Actual (unaudited) columns; a Raiser's Edge NXT export of major gifts in CSV with every
  field quoted, m/d/yyyy dates, amounts as "$25,000.00", pledges and their payments ("Pay-Cash") both listed, and an
  Anonymous flag; an annual report in Word with an events table and a five-year summary; a phone photo of a grocery till
  slip with HST at 13 % on the items marked H only.)

Kinds: ${kindLine}.

Questions are typed the way treasurers, finance staff and board members write on a phone: some formal, some lower case
with abbreviations ("fy25", "FY2025-26", "q3", "avg", "mgmt", "vs", "acct", "%", "RE export", "T3010"), missing
apostrophes ("whats"), and lines named as people say them ("free reserves" for general funds, "the gala", "the CT
scanner", "stock gifts", "mgmt fees"). Every period is named or is the only one the documents hold; the Canadian
fiscal year is asked as "FY2025", "fy25", "fiscal 2025" and by months. Units and direction are stated where they matter
("as a %", "in percentage points", "how much lower", "(amount)"). The ten \`notfound\` questions ask for things these
documents plausibly could hold but do not: a year outside the files (2023 legacies, FY2023 bequests, a 2027 or
FY2026-27 budget), a figure not disclosed (an individual salary, golf sponsorship), a holding the portfolio does not
have, and receipts that were not uploaded. Dates are accepted in the usual written forms ("28 April 2026", "April 28,
2026", "28 Apr 2026", "2026-04-28", "28/04/2026"). Percentages are numbers of percent; a negative variance is accepted
with either sign.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-u/data.mjs\`, with the
questions in \`../gen-u/cases.mjs\`) and checked by a separate reader of the generated files (\`../gen-u/verify.mjs\`,
which parses the PDFs with pdftotext, the workbooks with exceljs and SheetJS, the Word files' XML and the CSV, and
reads the photos' figures from their rendering data); rebuild and check with
\`cd ../gen-u && npm install && npm run all\`.
`;
};
