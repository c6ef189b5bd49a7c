// README of set AB (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AB

${n} questions about the long formal documents of two fictional mid-sized organisations, written without
reference to how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`caroni\` | Caroni Hills Zoological Society (Trinidad and Tobago, TT$: a non-profit company running a zoo and conservation park with about 160 staff, a Government subvention, admissions, memberships, animal adoptions, retail and catering, restricted conservation funds and a development loan; registered under the Non-Profit Organisations Act, 2019; statements under the IFRS for SMEs) | October–September (FY2025 = 1 October 2024 – 30 September 2025, audited; the board pack covers Q2 of FY2026, January – March 2026, and the year to date from October 2025; the donations register covers October 2025 – March 2026) | ${perOrg.caroni} |
| \`sankofa\` | Sankofa Relief and Recovery Network LBG (Ghana, Ghana cedis written "GH¢" and "GHS": a disaster-relief NGO responding to the 2025 northern floods, the Akosombo spillage and cholera, with field offices in Tamale, Bolgatanga and Ho; international donors in four currencies, NADMO partnership funding and gifts in kind; a company limited by guarantee registered with the Department of Social Welfare) | Calendar year (2025 audited, with 2024 comparatives; the budget workbook holds 2025 by quarter against budget and the 2026 budget by quarter) | ${perOrg.sankofa} |

Documents (\`documents/<org>/\`):

- caroni
${list('caroni')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements (.pdf, 13 pages, serif) | Cover, contents, management's responsibilities and the auditor's report in prose (the opinion date is the last line of the report), then a statement of financial position with a Note column, a statement of activities and changes in funds with Unrestricted / Restricted / Total 2025 / Total 2024 columns under headings wrapped over four lines (transfers between funds net to nil in the total), an indirect cash flow, and seventeen notes: admissions by ticket category with visitor numbers, expenditure by activity and nature on a landscape page in TT$'000 (the only figures in thousands; rows do not always add because of rounding; a Total 2024 row under Total 2025), staff costs and average headcount by activity with key management pay as a total only, property, plant and equipment with the classes as columns that runs over a page break (the heading repeated with "(continued)"), a loan roll-forward, and restricted funds with opening, income, expenditure (in brackets), transfers and closing columns split over a page break. |
| NPO annual return, Form NPO-4 (.pdf) | A regulator's form: numbered lines (1 … 21, with 10a–10c and 11a–11c) in boxes on the right, descriptions wrapped over two lines, amounts without a currency sign, the signing date day-first ("27/02/2026"); "foreign sources" income that appears nowhere else. |
| Board pack Q2 FY2026 (.xlsx) | Four sheets. "I&E Q2": a title block above headings merged over two rows ("Quarter 2 (January - March 2026)", "Year to date (October 2025 - March 2026)", "Full year FY2026") over Actual / Budget / Variance fav/(adv) / Budget / Forecast; variances by formula with the sign flipped for expenditure; SUM totals; Q1 is not shown and must be taken as year to date less Q2. "Visitors": months as "Oct-25" text, "Visitors this year" merged over four categories, a formula Total, last year's month and budget. "Capital projects": approved, spent in prior years, spent this year, committed and a formula Remaining. "Cash 31 Mar 26". |
| Annual report 2024/25 (.docx) | Chair's letter, Zoo Director's review and Treasurer's review with figures in prose (visitors and their growth in per cent, income and expenditure "TT$45.4 million"), a five-year summary FY2021–FY2025 mixing TT$'000 rows with visitor, member and animal counts, the Board and the AGM date. |
| Donations and adoptions register (.csv) | A CRM export: two report lines and a blank line above the headings, day-first dates, amounts as quoted "1,200.00" strings, gift types Adoption / Donation / Legacy, donor types, funds and a Restricted flag, a "N records" line at the foot, CRLF line ends; its total is the board pack's donations and adoptions line (year to date, and January–March for Q2). |
| Photo of a feed supplier's tax invoice (.jpg) | Slightly rotated, unevenly lit: lines coded S (VAT 12.5%) and Z (zero-rated fresh produce), separate standard-rated and zero-rated subtotals, VAT only on the S lines, invoice and due dates day-first. |

- sankofa
${list('sankofa')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements (.pdf, 12 pages) | Directors' report and auditor's report in prose (the audit partner's and firm's ICAG numbers before the firm's name and the date), a statement of income, expenditure and changes in funds with Unrestricted / Restricted / Total 2025 / Total 2024 columns under headings wrapped over four lines, a statement of financial position with a Note column and no total current liabilities line, a direct-method cash flow with the effect of exchange rates below the net increase, and twenty notes: grants by international donor (2025 and 2024), expenditure by nature with the six activities as columns on a landscape page in GH¢'000, split over a page break, staff costs and headcount by office, property, plant and equipment with the classes as columns over a page break, restricted funds by response over a page break, and the reconciliation of the surplus to operating cash (note 18). |
| DSW NGO annual return, Form DSW/NGO-3 (.pdf) | Numbered lines with decimal sub-lines (9.1 – 9.4, 10.1 – 10.3) and lettered ones (7a, 7b, 15a, 16a), descriptions wrapped, amounts without a currency sign, regions abbreviated, day-first dates; staff split by sex. |
| Budget vs actual 2025 and budget 2026 (.xlsx) | "BvA 2025": headings merged over two rows, four quarters each over Actual / Budget / Variance and "Full year 2025" over Actual / Budget / Variance / Var % (a percentage format), full-year figures by formula from the quarters, variances favourable/(adverse) with the sign flipped for expenditure; the exchange gain is left out, so its surplus differs from the audited surplus. "Budget 2026": Q1–Q4 under a merged "Budget 2026", a formula Total 2026 and Actual 2025 beside it. |
| Annual report 2025 (.pdf) | Chair's message, Executive Director's report and financial review in prose (households and people reached, income growth in per cent, "GH¢38.0 million"), a five-year summary 2021–2025 in GH¢'000 with a percentage row and counts, the Board. |
| Relief distributions register (.csv) | One row per distribution: day-first dates, response, region, district, kit, households, unit cost and total value in GHS with thousands separators, funding source (Purchased / Gift in kind) and donor; a TOTAL row at the end that a naive sum or count would include. Its purchased values tie to note 7, its gifts in kind to the gifts-in-kind income and its households to the DSW return and the five-year summary. |
| Photo of a relief supplier's tax invoice (.jpg) | Slightly rotated, unevenly lit: a sub-total, NHIL 2.5%, GETFund 2.5% and COVID-19 levy 1% on the sub-total, VAT 15% on the sub-total plus levies, the total; day-first date. |

Kinds: ${kindLine}.

Questions are typed the way board members, auditors, finance staff and trustees write: some formal ("What was the
current ratio (current assets to current liabilities) at 30 Sep 2025?"), many plain ("How much more did we spend on
flood relief in 2025 than in 2024?"), some terse with abbreviations and small slips ("whats the depreciation charge on
animal enclosures and habitats last year", "utilities spend in Q1 FY26 (oct-dec)?", "ratio of restricted to unrestricted
income 2025?"). Periods are named as people name them: "FY25", "last year", "the prior year", "year to date", "this
financial year", "Q2", "Q1 FY26" (a quarter the pack does not show), "Q3 2026". The ten \`notfound\` questions ask for
things the documents plausibly could hold but do not: a year before the figures (FY2021 admissions, which the five-year
summary does not break out; cash at 31 December 2022), a salary the statements give only inside a total or not at all,
a budget not yet set (FY2027), a tax the organisation does not pay, invoices that were not uploaded, actuals for a
quarter that has only a budget, and a grant's amount in its original currency. Percentages are numbers of percent;
variances and differences are stated as the size of the difference (the scorer ignores the sign). Amounts have a
tolerance of 0.5%, percentages, ratios and averages of 1%. Dates are accepted in the usual written forms ("16 January
2026", "January 16, 2026", "16/01/2026", "2026-01-16" and others); numeric dates are day-first, as both countries write
them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
Every document and every expected answer is generated from one data module (\`../gen-ab/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-ab/verify.mjs\`: it reads the PDFs' text back with pdfjs, the workbooks
with exceljs, the Word file's XML and the CSVs, checks every printed table row against the data, the statements'
arithmetic (balance sheets, cash flows, notes and their totals, formulas' cached results, variances), the figures that
tie between documents (returns to statements, register to board pack and notes, budget workbook to audited accounts,
five-year summaries to the statements), and recomputes each answer from what it read; the two photos are checked
against their rendering data). Rebuild and check with \`cd ../gen-ab && npm install && npm run all\`.
`;
};
