// README of set Y (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, n) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set Y

${n} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | fiscal year | questions |
|---|---|---|---|
| \`jamuna\` | Jamuna Char Development Society (JCDS), a Bangladeshi NGO working on the river islands (chars) of the Jamuna and Brahmaputra from Gaibandha; registered with the NGO Affairs Bureau, funded by foreign donors (a three-year euro grant from a Dutch foundation, Swiss and British trusts) and working through partner NGOs; Bangladesh Taka written "Tk", day-first dates | July–June (FY2024-25 = 1 July 2024 – 30 June 2025 audited, with 2023-24 comparatives; the board pack is Q2 of FY2025-26, to 31 December 2025) | 50 |
| \`lignum\` | Lignum Vitae Community Foundation, a community foundation in Nassau, The Bahamas, with donor-advised, designated, scholarship and endowment funds and agency endowments held for other charities; U.S. GAAP statements in Bahamian dollars written "B$" or "$", month-first dates | January–December (2025 audited, with 2024 comparatives; the Finance Committee pack is June 2026 year to date) | 50 |

Documents (\`documents/<org>/\`):

- jamuna
${list('jamuna')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements 2024-25 (.pdf, 8 pages) | Cover and auditor's report (Chartered Accountants, Dhaka, with DVC number); statement of financial position with 30 June 2025 and 2024 columns under headings wrapped over three lines, a notes column; statement of income and expenditure with Unrestricted fund / Restricted funds / Total 2024-25 / Total 2023-24 columns, programme and support subtotals, dashes for zero, brackets for negatives, an indirect-cost transfer that nets to a dash in the totals; cash flows by the indirect method; notes with a property, plant and equipment schedule split into cost and depreciation tables across a page break, cash and bank by account, grants by donor running over a page break with its heading repeated, expenditure by nature in Tk '000, a restricted-funds movement with headers over three lines. |
| Donor interim financial report, Year 2 (.pdf, landscape) | A Dutch foundation's euro grant reported by budget line: three-year budget, Year 2 budget, Year 1 actual, Year 2 actual in BDT and in EUR at a stated rate, variance (budget less actual, overspend in brackets), variance %, cumulative actual and remaining budget, under headings over four lines; a direct-cost subtotal and a 7% indirect line; transfers received with day-first dates, euro amounts and rates. |
| Board finance pack Q2 FY2025-26 (.xlsx, 4 sheets) | "Summary I&E" under merged two-level headings (Quarter 2 (Oct–Dec 2025) / Year to date (Jul–Dec 2025) / Full year FY2025-26 over Budget, Actual, Variance, Var %, Annual budget, Forecast), variances as formulas signed favourable/(adverse), a zero quarter budget shown as a dash; "Forecast" with Q3 and Q4 forecasts; "Cash & FDR" with bank balances and six fixed deposits with rates and dd/mm/yyyy maturities; "Notes" with committee commentary. |
| Partner sub-grant register (.csv) | Fourteen agreements with partner NGOs (one partner twice), district, project, agreement number, day-first dates, amounts agreed, disbursed and undisbursed, status (Active / Completed / Terminated) and a Total row at the bottom; CRLF line ends. |
| Annual report 2024-25 (.docx) | Chair's message, Executive Director's report and Treasurer's report with figures, dates, names and a percentage in prose; a five-year summary in Tk '000 with a row of household numbers that are not Taka. |
| Phone photo of a printer's cash memo (.jpg) | A Mushak-6.3 cash memo, rotated, with quantity and rate columns, VAT at 15% added to a sub-total, a total in words and a day-first date. |

- lignum
${list('lignum')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements 2025 (.pdf, 9 pages) | Serif cover and auditor's report; statements of financial position for two years with net assets split into undesignated, board-designated, donor-advised and designated funds and one line with donor restrictions; a statement of activities with Without Donor Restrictions / With Donor Restrictions / Total 2025 / Total 2024 under headings over three lines, releases from restriction netting to a dash, dollar signs only on first and total lines; cash flows for two years; notes: investments by asset class with a fair-value hierarchy column (Level 1, 2, 3, NAV) and the investment return over a page break, agency endowments as a liability roll-forward, net assets by fund type in a seven-column roll-forward, functional expenses by nature and function running over a page break. |
| Non-Profit Organisations Act annual return (.pdf, 2 pages) | A government form with numbered boxes (A1–A6, B1–B9, C1–C3), amounts from the statements plus figures found nowhere else (income from abroad, accounts abroad, staff and volunteers), a directors table and a month-first signature date. |
| Finance Committee pack, June 2026 (.xlsx, 4 sheets) | "Operating budget" under merged headings (June 2026 / Year to date (Jan–Jun 2026) / Full year 2026 over Budget, Actual, Variance, Var %, Forecast) with formulas; "Fund balances" for the half-year by fund type; "Grants by area H1" with counts; "Forecast" with Q3 and Q4. |
| Grants approved in 2025 (.csv) | A grants-system export: 39 grants with ID, month-first date, fund, fund type (Donor-advised, Designated, Scholarship, Endowment, Discretionary), grantee, island or country, programme area, amount, paid to date, balance and status, amounts with two decimals. |
| 2025 annual report (.docx) | Letter from the Chair and the President & CEO and a Treasurer's report with figures, percentages and dates in prose; "Five years at a glance" in B$ '000. |
| Photo of a print shop's VAT invoice (.png) | Rotated, uneven light; quantity, unit price and amount columns, VAT at 10% on the subtotal, month-first date, card payment. |

Kinds: ${kindLine}.

Questions are typed the way a treasurer or auditor (formal: "FY25", "YTD", "net assets", "program ratio",
"current ratio"), a programme manager (plain words) and a hurried staff member on a phone (lower case, "whats",
"fdrs", "24-25", "h1") write. Periods are named the way people name them: "FY25" and "2024-25" (which the July fiscal
year of \`orgs.json\` settles), "the prior year end", "year to date", "H1 2026", "the first half of FY2025-26",
"Q2", "the month of June", "at the end of December". The ten \`notfound\` questions ask for things the documents
plausibly could hold but do not: a year before the five-year summaries (FY2019-20, 2020), a cost not broken out
(vehicle fuel, the gross proceeds of special events, one donor-advised fund's balance), a grant year that does not
exist (Year 4), actuals for a period after the packs (January–March 2026, July 2026) and pay that is not disclosed
(the executive director's, the CEO's). Percentages are numbers of percent; variances are stated as the size of the
difference (the scorer ignores the sign). Dates are accepted in the usual written forms; numeric dates are
day-first for JCDS and month-first for the Foundation, as each writes them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-y/data.mjs\`, with
its figures in \`../gen-y/figures.mjs\`), in which the statements are derived so that they tie (balance sheets
balance, cash flows reconcile to the change in cash, fund and restricted-fund roll-forwards close to the balance
sheet, the donor report's receipts and spending agree with the restricted fund, the sub-grant register agrees with
expenditure by nature, the grants list agrees with grants expense and grants payable, and the packs' totals,
variances and forecasts add up). A separate reader (\`../gen-y/verify.mjs\`) parses the generated PDFs (pdfjs-dist),
workbooks (exceljs), CSVs and Word files back, checks their totals, and recomputes each answer from what it read;
the two photos are checked against their rendering data. Rebuild and check with
\`cd ../gen-y && npm install && npm run all\`.
`;
};
