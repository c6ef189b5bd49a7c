// README of set B (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, n) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set B

${n} questions about the documents of two fictional mid-sized organisations that publish long formal documents, written
without reference to how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`amara\` | The Incorporated Trustees of Amara Mother and Child Health Initiative (a maternal, newborn and child health NGO in Enugu, Nigeria, registered with the Corporate Affairs Commission; naira written "₦", day-first dates; grants from US foundations in US dollars and from a UK friends' charity in pounds, converted to naira at the rate of each receipt; audited under the IFRS for SMEs by a Nigerian firm of chartered accountants) | calendar year (FY2025 = 1 January – 31 December 2025, with 2024 comparatives; the donor report covers Year 2 of a 2024–2026 grant, i.e. calendar 2025; the board pack covers January – May 2026 and the 2026 budget; the five-year summary runs 2021–2025) | 50 |
| \`sahana\` | Sahana Vidya Education Foundation (Guarantee) Limited (an education charity for plantation-community children in Hatton, Sri Lanka; Sri Lanka rupees written "LKR", day-first dates written 31.03.2026 or 31/03/2026; scholarships, five English and IT learning centres, teacher training and school libraries; an Endowment Fund invested in fixed deposits and government securities; registered with the NGO Secretariat; foreign grants in GBP, EUR, CAD and AUD) | April – March (2025/26 = 1 April 2025 – 31 March 2026, with 2024/25 comparatives; the budget workbook holds the 2026/27 budget by quarter of the fiscal year, Q1 = April – June; the five-year summary runs 2021/22 – 2025/26) | 50 |

Documents (\`documents/<org>/\`):

- amara
${list('amara')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements (.pdf, 13 pages) | Cover, contents, trustees' report, auditor's report (signed by the engagement partner with an FRC number, dated after the trustees' approval), then a statement of financial position with a Notes column and 2025/2024 columns, a statement of comprehensive income with Unrestricted / Restricted / Total 2025 / Total 2024 columns under headings wrapped over four lines, a statement of changes in funds (General / Designated / Restricted / Total, with the same row labels in both years), a cash flow statement (indirect, with the unrealised exchange gain taken out of operating cash and added back as "effect of exchange rate changes"), and notes: grants and donations by donor, programme expenditure by nature under three programme columns, staff costs and average numbers, a property, plant and equipment table with the asset classes as columns (headings over up to four lines), receivables, cash split between naira and domiciliary accounts, payables, and a restricted funds roll-forward (opening, income, expenditure, transfers, closing) whose total row runs over the page break under the repeated heading marked "(continued)". Negatives in brackets, nil as a dash, the naira sign under every column heading. The statement of comprehensive income has no total for charitable activities: the three programme lines are separate. |
| Bright Horizons Year 2 annual financial report (.pdf, landscape, 2 pages) | A donor's form: grant details, then a statement of expenditure by numbered budget line (1.1 … 7.1 under category headings, a sub-total of direct costs, 8.1 indirect costs at 10%) with Approved budget 2024–2026, Year 2 budget, Year 2 actual, Variance (budget less actual, overspends in brackets), Cumulative expenditure, Remaining balance (all US$) and Year 2 actual in naira, under headings wrapped over four lines; US dollars are naira converted at the weighted average rate of the year's receipts (₦1,514.83). Section B: unspent balance brought forward, two tranches (each with its naira amount and rate in the label), funds available, expenditure and the balance carried forward; Section C explains variances; Section D is signed by the Finance Manager and approved by the Executive Director on different dates. |
| Board pack workbook (.xlsx, ₦'000) | Three sheets. "I&E May 2026": a title block with "Amounts in ₦'000", merged headings May 2026 (Actual / Budget / Variance fav/(adv)), Year to date January – May 2026 (the same three) and Full year 2026 (Budget / Forecast), totals and variances as formulas, favourable variance defined differently for income and expenditure, an exchange loss with a nil budget. "Budget 2026": twelve months (Jan-26 … Dec-26) under merged quarter headings Q1–Q4 with no quarter totals, then Total 2026 budget, 2025 actual (audited, in thousands) and 2025 budget. "Cash & Bank 31.05.26": naira, US dollar and sterling accounts and a fixed deposit, balance in currency, the CBN rate of Friday 29 May 2026 and the naira equivalent by formula, with a total. |
| Annual report 2025 (.pdf, 4 pages) | A designed report: cover, "2025 at a glance" with figures in prose, the Chair's foreword, programme pages and a financial review with a five-year summary 2021–2025 in ₦'000 (income, expenditure, net, restricted / unrestricted / total funds, the average ₦/US$ rate and income in US$'000, and programme reach in numbers), then trustees and advisers. The 2024 and 2025 columns are the audited figures rounded to thousands. |
| Grants and donations register 2025 (.csv) | The finance office's register saved from Excel: S/N, day-first dates, receipt numbers, donor, grant reference, programme, fund type, currency (NGN, USD, GBP), amount in currency, exchange rate (1.00 for naira), amount in naira, bank account and remarks, amounts quoted with thousands separators, CRLF line ends, a TOTAL row at the bottom; twelve monthly Paystack settlements of online donations among the grants. |
| Phone photo of a printer's invoice (.jpg) | A printed invoice from a print shop in Enugu, slightly rotated with uneven light: invoice number, date 17/03/2026, LPO number, five lines of quantity × unit price, sub-total, VAT at 7.5%, total with the naira sign and the amount in words. |

- sahana
${list('sahana')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements (.pdf, 13 pages) | Sri Lankan style: corporate information (company and NGO Secretariat numbers, directors, auditors, bankers), directors' report, auditor's report dated 12.06.2026, a statement of financial position with columns headed 31.03.2026 / 31.03.2025 and "Investments" twice (non-current and current), gratuity as a non-current liability; a statement of comprehensive income with Unrestricted (General) Fund, Restricted Funds, Endowment Fund, Total 2025/26 and Total 2024/25 under headings over four lines, transfers between funds (management fees out of restricted funds, endowment income into a scholarship fund); a cash flow statement with endowment contributions under financing; notes: grants by donor, investment income, charitable expenditure by nature under four programme columns that runs over a page break under its repeated heading, a landscape property, plant and equipment schedule with ten columns, investments (non-current / current / total by instrument), restricted funds, the endowment fund roll-forward, retirement benefit obligations and staff numbers. Nil is a hyphen. |
| NGO Secretariat annual return (.pdf, 3 pages) | A regulator's form (Form NGO/AR-01) with numbered parts and lines: particulars, office bearers, Part 3 financial summary with lines 3.1 – 3.6 (3.2.1 local donations and grants including endowment contributions, 3.2.2 foreign grants, 3.2.6 and 3.3.4 totals), Part 4 foreign funds received on a landscape page (donor, country, currency, foreign amount, rate, LKR, date received, purpose) with a total, Part 5 programmes with beneficiaries and expenditure, Part 6 staff with "Nil", and a declaration dated 22.06.2026. |
| Budget 2026/27 workbook (.xlsx) | "Summary": a title block, merged headings 2024/25 (Actual), 2025/26 (Budget, Forecast made at 28.02.2026) and 2026/27 Budget (Q1 Apr–Jun, Q2 Jul–Sep, Q3 Oct–Dec, Q4 Jan–Mar, Total), totals and surplus as formulas, notes on exchange-rate assumptions. "Scholarships": students by level in 2025/26 and 2026/27, monthly stipend and months, annual cost by formula, three lines without students, a total. "Centres": the five learning centres with year opened, students, teachers, monthly rent, staff, rent (monthly × 12 by formula), utilities, materials and total, a central-costs line and a total. |
| Annual report 2025/26 (.docx) | The chairperson's message, the CEO's review and the treasurer's report in prose, a five-year summary table in LKR '000 (2021/22 – 2025/26) with section rows, funds and the endowment, and programme indicators in numbers, the board of directors as a table and corporate information. |
| Investment register at 31.03.2026 (.csv) | Two title lines and a blank line above the headings; fixed deposits, Treasury bills and Treasury bonds with institution, branch, fund (General, Endowment, Restricted – donor), day-first placement and maturity dates, period, rate % p.a., principal, interest accrued to 31.03.2026 and status (Active or Matured, with the renewal named in the remarks), so that the matured deposits and their renewals both appear. |
| Phone photo of a bookshop bill (.png) | A monospaced cash/credit bill from a Hatton bookshop, slightly rotated with uneven light: bill number, date 19.03.2026, items with "qty x rate" on a second line, gross amount, a 5% discount and the net amount, paid by cheque, no VAT. |

Kinds: ${kindLine}.

Questions are typed the way finance officers, trustees and directors, programme staff and donors' liaison staff write:
some formal ("according to the audited statement of financial position", "in the annual return to the NGO Secretariat"),
some plain ("how much did we spend on …", "were we over budget on …"), some terse and
lower case with abbreviations and the odd slip ("ytd", "avg", "BHF", "jul-sep", "whats", "who is the treasurer").
Periods are named as people name them: calendar years for Amara (2025, "last year" for the 2025 tranches, May 2026, year to
date at 31 May, Q3 2026 as July – September), and for Sahana fiscal years written 2025/26 or 2026/27, quarters of the fiscal
year (Q2 of 2026/27, the first half = April – September), "last year's budget" for the 2025/26 budget against 2026/27, and
31.03.2026. Figures the board pack and the summaries give in thousands are expected in full (the thousands figure is
accepted too). Percentages are numbers of percent; variances and differences are stated as the size of the gap (the scorer
ignores the sign). Dates are accepted in the usual written forms (24 April 2026, 24th April 2026, April 24, 2026,
24/04/2026, 24.04.2026, 2026-04-24). The ten \`notfound\` questions ask for things these documents plausibly could hold but do
not: a year before the five-year summaries, a cost that is not broken out (generator diesel, the chief executive's pay), a
budget not yet set (2027), actuals for a quarter not yet reported (Q1 2026/27), a fund and a learning centre that do not
exist, and receipts that were not uploaded.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one (all
fail). Every document and every expected answer is generated from one data module (\`../gen-b/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-b/verify.mjs\`, which reads the PDFs back with pdfjs-dist, the workbooks with
exceljs, the Word file by unzipping it and the CSVs with csv-parse, rebuilds every table from what it read, checks the
statements' internal totals and ties, compares it all with the data module and recomputes each answer from what it read; the
two photos are checked against their rendering data, and the \`notfound\` questions against the words of the documents);
rebuild and check with \`cd ../gen-b && npm install && npm run all\`.
`;
};
