// README of set AF (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AF

${n} questions about the long formal documents of two fictional organisations, written without
reference to how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`stroud\` | Stroud Family Foundation (Dayton, Ohio, US$: a private nonoperating family foundation founded in 1998, with about $47 million of assets; grants to Miami Valley nonprofits in five program areas plus trustee discretionary grants; a managed investment account at Miami Valley Trust & Advisory and a private equity fund of funds measured at NAV; statements on the modified cash basis; files Form 990-PF; US dates) | Calendar year (2025 audited, with 2024 comparatives; the 990-PF is for 2025; the manager's review covers the fourth quarter of 2025 with the year to date; the grants workbook covers grants open during 2025 and payments scheduled to 2028) | ${perOrg.stroud} |
| \`ironbark\` | Ironbark Community Living Ltd (Bendigo, Victoria, Australia, A$: a disability services charity and company limited by guarantee registered with the ACNC, with Supported Independent Living in 31 shared homes, day programs, respite, capacity building and support coordination funded through the NDIS, and state and Commonwealth grants; about 400 staff; day-first dates) | July–June (FY2025 = 1 July 2024 – 30 June 2025, audited, with FY2024 comparatives; the Annual Information Statement is for FY2025; the management accounts cover July 2025 – March 2026 of FY2026 against the FY2026 budget; the café invoice is dated 12/03/2026) | ${perOrg.ironbark} |

Documents (\`documents/<org>/\`):

- stroud
${list('stroud')}

| document | layout and what is tricky |
|---|---|
| Financial statements, modified cash basis (.pdf, 12 pages, serif, US Letter) | Cover, contents and a two-page auditor's report whose emphasis-of-matter paragraph names the basis of accounting (the report's date is the last line of the signature block); a statement of assets, liabilities and net assets and a statement of revenues, expenses and changes in net assets, each with 2025 and 2024 columns: investment return as an indented group with the fees in brackets and a subtotal, grants paid as the first expense, excise tax split into current and deferred, net assets without donor restrictions split into undesignated and board-designated for approved grants. Eleven notes: a liquidity table, investments by fair-value level for both years under Level 1 / Level 2 / Level 3 / Total (Level 3 all dashes, the NAV-measured private equity fund below the hierarchy total, the 2024 table split over a page break with its heading repeated), the PE fund's commitment and unfunded amount in prose, excise tax at 1.39% with the net unrealized appreciation in prose, the distributable amount and qualifying distributions in prose, a grants-paid schedule by program area (grantee, location, purpose, amount, area subtotals, a trustee-discretionary line standing for 16 grants) that runs over a page break, approved grants not yet paid by year, a 403(b) plan, related parties and subsequent events; then a supplementary schedule of investment activity that splits the managed account from the PE fund and leaves bank interest out. |
| Form 990-PF 2025, Parts I and II (.pdf, 2 pages) | The IRS grid: line numbers with lettered sub-lines printed as a bare "b" or "c" (5a/b, 6a/b, 10a–c, 16a–c, 27a–c), wrapped descriptions, rotated side labels, amounts in boxes under (a) Revenue and expenses per books, (b) Net investment income, (c) Adjusted net income (empty) and (d) Disbursements for charitable purposes, many blank lines; item I (fair market value of all assets) in the heading. Part I leaves out unrealized gains and treats investment fees as an expense (line 16c), so its totals differ from the audited statements, and its excess of revenue over expenses is negative ("-1,058,679"); Part II carries investments at cost in the book-value columns (a) and (b) beside fair market value (c). |
| Grants approved vs paid 2025 (.xlsx) | A title block, a two-row heading with "Future payments scheduled" merged over 2026 / 2027 / 2028, grants under area headings merged across the sheet, a SUBTOTAL row under each area and a grand total (a column summed naively counts everything twice), approval dates as Excel dates, blank cells for zero, the unpaid balance by formula, a released grant, notes below; a second sheet of 2025 approvals by board meeting with counts, amounts, paid and unpaid. |
| Investment manager's Q4 2025 portfolio review (.pdf, 5 pages, two of them landscape) | An account summary under "Fourth quarter" and "Year to date" columns (withdrawals and fees in brackets, a dash for no contributions in the quarter, cents), asset allocation with % of portfolio, target and policy range, time-weighted returns net of fees against a policy benchmark for the quarter, year to date, 1, 3 and 5 years and since inception with a value-added row in brackets, the tiered fee schedule in prose, and holdings over two landscape pages with class subtotals, cost basis, unrealized gain/(loss), estimated income and % of account. It covers the managed account only, so its values differ from the audited investments (the supplementary schedule reconciles them). |

- ironbark
${list('ironbark')}

| document | layout and what is tricky |
|---|---|
| General purpose financial report, Simplified Disclosures (.pdf, 15 pages, A4) | Cover, contents, a directors' report with a meetings table and the results in prose, the auditor's independence declaration, a statement of profit or loss and other comprehensive income with a Note column (revenue, other income, expenses, the surplus, then a revaluation gain as OCI), a statement of financial position whose current and non-current groups both hold "Lease liabilities" and "Employee benefits", a statement of changes in equity with Retained surplus / Asset revaluation reserve / Capital works reserve / Total equity columns over two years of movements, a direct-method cash flow, and fifteen notes: NDIS revenue by support category, government grants by funder, employee benefits expense and depreciation split, cash, receivables net of an expected-credit-loss allowance, property, plant and equipment with the classes as columns, leases (right-of-use assets by class, lease liabilities current and non-current, a maturity analysis, amounts in profit or loss), payables, contract liabilities, employee provisions split current (annual leave, long service leave) and non-current (long service leave), reserves and key management personnel in prose; then the directors' declaration (dated day-first) and a two-page auditor's report. |
| ACNC Annual Information Statement 2025 (.pdf, 2 pages) | Numbered questions 1–44 with answers in boxes: staff by full-time, part-time and casual and the volunteers (given nowhere else), the KMP total, and the financial lines in the ACNC's categories, which group the statements differently (NDIS revenue and resident contributions together as goods and services, fundraising as all other revenue, the disposal gain as other income); the submission date day-first. |
| Management accounts FY2026 to March 2026 (.xlsx) | "P&L by month": three title lines, nine months ("Jul-25" … "Mar-26") each merged over Actual / Budget / Var, then "Year to date Mar-26" over Actual / Budget / Var $ / Var % and the full-year FY2026 budget (33 columns, frozen panes); variances favourable/(unfavourable) by formula with the sign flipped for expenses, total rows by SUM, YTD as a sum of every third cell; quarters have to be built from months; a note on a bequest, a postponed gala and a WorkCover adjustment. "Balance Sheet": 31 March 2026 beside the audited 30 June 2025. "KPIs": participants, billable hours, headcount and incidents by month. |
| Photo of a café tax invoice (.jpg) | Slightly rotated and unevenly lit: ABN, invoice number, a day-first date, hot drinks and catering platters with quantity, unit price and amount, bottled water marked * as GST-free, "TOTAL (GST inclusive)" and "Includes GST of" (one eleventh of the taxable lines only), paid by EFTPOS. |

Kinds: ${kindLine}.

Questions are typed the way a foundation treasurer, board members on a tablet and hurried staff on a phone write: formal
("On the 990-PF, what percentage of total expenses and disbursements (line 26, column a) were disbursements for
charitable purposes (column d)?"), conversational ("Can you remind me what our total net assets were at the end of
2025?", "Could you tell me our total staff leave provisions at 30 June 2025, current and non-current together?") and
terse with abbreviations and slips ("fmv of all assets end of yr on the 990pf?", "wats our remaining unfunded
commitment to the PE fund of funds?", "actual SIL income feb 26?", "wat were unexpended grants (contract liabs) at
30/6/25"). Periods are named as people name them: "last yr", "2024-25", "FY25", "Q4 2025", "the first three quarters of
2025", "Q3 FY26 (Jan–Mar 2026)", "the Oct–Dec 2025 quarter", "year to date", "so far this financial year". The ten
\`notfound\` questions ask for things the documents plausibly could hold but do not: a year before the figures (2022 grants,
FY2023 NDIS revenue), an officer's pay for a year not covered, a quarter's return the review does not give, the PE fund's
own fees, budgets that are not among the documents (the foundation's 2026 budget, FY2027 wages), pay rates, a month after
the management accounts end and a café invoice that was not uploaded. Percentages are numbers of percent; variances and
differences are stated as the size of the difference (the scorer ignores the sign). Amounts have a tolerance of 0.5%
(0.1–0.2% where a neighbouring figure, such as total assets beside net assets, would otherwise pass); percentages,
percentage points, ratios, months of cover and averages 1%; counts must be exact. Dates are accepted in the usual written
forms ("April 22, 2026", "22 April 2026", "04/22/2026", "2026-04-22"); numeric dates are month-first for the foundation
and day-first for the Australian charity, as each country writes them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked); \`orgs.json\` gives
each organisation's name and the month its fiscal year starts. Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one (all
fail: last year's figure, the neighbouring line, the other column). Every document and every expected answer is
generated from one data module (\`../gen-af/data.mjs\`) and checked by a separate reader of the generated files
(\`../gen-af/verify.mjs\`: it reads the PDFs' text back with pdfjs, placing the 990-PF's amounts in their columns by
position, and the workbooks with exceljs, rebuilds every printed figure and compares it with the data, checks the
documents' arithmetic (statements, notes and their totals, the fair-value levels, the changes in equity, the cash flows,
the 990-PF's lines, formulas' cached results, subtotals, variances, the manager's summary and holdings, the fee from its
schedule) and the figures that tie between documents (990-PF to the statements, workbook to notes 6 and 7, manager's
review to the supplementary schedule, AIS to the financial report, the management accounts' June column to the audited
balance sheet), and recomputes each answer from what it read; the photo is checked against its rendering data).
Rebuild and check with \`cd ../gen-af && npm install && npm run all\`.
`;
};
