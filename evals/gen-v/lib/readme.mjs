// README and orgs.json of set V (written by gen.mjs with the generated file list and kind counts).
export const ORGS = {
  bellbird: { name: 'Bellbird Gully Wildlife Park Ltd', fiscalYearStart: 'July' },
  pecanbend: { name: 'Pecan Bend University Foundation', fiscalYearStart: 'September' },
};
export const README = (docs, kindLine) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set V

100 questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`bellbird\` | Bellbird Gully Wildlife Park Ltd (a wildlife park and conservation breeding centre in central Victoria, Australia, a company limited by guarantee registered with the ACNC; Australian dollars, dates written day/month/year) | July–June (FY2025 = 1 July 2024 – 30 June 2025 with FY2024 comparatives; a five-year summary FY2021–FY2025; the ticketing export covers July 2024 – June 2025; the budget pack holds the FY2025 budget and actuals, the FY2026 budget by quarter and Q1 FY2026 actuals to 30 September 2025) | 50 |
| \`pecanbend\` | Pecan Bend University Foundation (the fundraising and endowment foundation of a Texas state university, a 501(c)(3) supporting organization; US dollars, dates written month/day/year) | September–August (FY2025 = September 1, 2024 – August 31, 2025 with 2024 comparatives; the Form 990 is the "2024" form for the tax year beginning 09/01/2024; Schedule D shows the endowment over five fiscal years FY2021–FY2025; the investment report's quarters are fiscal quarters, Q1 = Sep–Nov; the budget workbook holds FY2024 actual, FY2025 budget and actual and the FY2026 budget) | 50 |

Documents (\`documents/<org>/\`):

- bellbird
${list('bellbird')}
  (audited general purpose financial statements (Simplified Disclosures) over eight PDF pages with a directors' report,
  declaration and auditor's report,: a statement of profit
  or loss and other comprehensive income with Note and 2025 / 2024 columns and expenses in brackets, a statement of
  financial position with current and non-current employee provisions and borrowings under the same labels, changes in
  equity from "Balance at 1 July 2023" under headings wrapped over three lines, a direct-method cash flow statement,
  notes on revenue, government grants by funder, employee benefits, key management personnel in prose, and a
  property, plant and equipment reconciliation with seven columns under three-line headings that runs over a page
  break; the ACNC Annual Information Statement as printed from the Charity Portal, question by question, whose income
  lines group the accounts differently (goods and services, government, investments, "other income"); an annual report
  with a chair's letter in prose, a five-year summary whose financial rows are in $'000 with one decimal and a deficit
  in brackets, and an income and expenditure page with shares of the total; a board budget pack workbook with merged
  two-level headings (FY2025 Budget / Actual / Variance, FY2026 Budget by quarter Q1 Jul–Sep to Q4 Apr–Jun and Full
  Year, Q1 FY2026 Actual / Variance), variances signed favourable/(unfavourable) so expense overspends are negative,
  management-account lines that differ from the statutory ones, formulas with cached results, and a capital works
  sheet with spend to date; a ticketing system's monthly sales summary CSV whose periods are day-first date ranges
  ("01/07/2024 - 31/07/2024"), family passes counted as passes not people, gross, GST and net columns and a Total row;
  a phone photo of a produce store till slip (tax invoice) where GST is included only on items marked "*".)
- pecanbend
${list('pecanbend')}
  (audited financial statements in PDF over eight pages: statements of financial position for two years with "$" on
  first and total rows only, a statement of activities with Without / With Donor Restrictions / 2025 Total / 2024 Total
  columns and net assets released from restrictions, a landscape statement of functional expenses with program and
  supporting-service subtotal columns under three-line headings, an indirect cash flow statement, and notes on
  contributions receivable, fair value levels and the endowment (composition by type at the foot of one page, then,
  under "Note 6 — Endowment (continued)", the changes in endowment net assets for 2025 and for 2024 under the same row
  labels); the Form 990 public disclosure copy: Part I with Prior
  Year / Current Year and Beginning / End of Year columns and line numbers printed both sides of the label, Part VII
  compensation with names and titles on separate lines and columns (B), (D), (E), (F), Schedule D Part V with five years
  of endowment flows from "Current year" to "Four years back" and a negative year, and Schedule I Part III grants to
  individuals; an investment consultant's quarterly review with asset allocation against policy target and ranges, a
  landscape change-in-market-value table by fiscal quarter with a fiscal-year-to-date column, and annualized returns by
  asset class; an approved FY2026 operating budget workbook (FY2024 actual, FY2025 budget and actual, FY2026 budget,
  change in $ and %), a twelve-quarter spending-policy sheet with m/d/yyyy dates and an AVERAGE formula, and a
  scholarship budget by college; an AwardSpring disbursement export CSV for one college with m/d/yyyy dates, repeat
  students across terms, and Cancelled and Returned rows; a phone photo of a print shop receipt with Texas sales tax.)

Kinds: ${kindLine}.

Questions are typed the way treasurers, finance staff and board members write on a phone: some formal, some plain,
some terse and lowercase ("fy26", "q3", "24-25", "avg", "yr", "whats", "incl", "vs", "pct"), naming lines the way
people speak of them ("what we actually spent on salaries", "the two Victorian grant sources", "money out of the pool")
rather than by the document's label. Periods are always named (a month, a fiscal quarter, a financial year, a date),
never relative to today. Units and direction are stated where they matter ("in %", "percentage points", "how far over",
"how much short"). The ten \`notfound\` questions ask for things these documents plausibly could hold but do not: a year
outside the files (FY2020 admissions, the FY2019 endowment, an FY2027 budget), a month after an export ends, a pay
figure not broken out (one executive's salary or bonus), a return for a calendar year when only fiscal periods are
reported, a budget not given, and invoices that were not uploaded. Dates are accepted in the usual written forms
("24 September 2025", "September 24, 2025", "24/09/2025", "9/24/2025", "2025-09-24"); money is accepted with or without
the currency sign; figures shown in $'000 are accepted in dollars or in thousands.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-v/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-v/verify.mjs\`, which reads the PDFs' text with pdf.js, the
workbooks' cells with exceljs and the CSVs with csv-parse, finds each figure where the case says it stands and
recomputes every expected answer from what it read; the two photos are checked against their rendering data);
rebuild and check with \`cd ../gen-v && npm install && npm run all\`.
`;
};
