// README of set AD (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AD

${n} questions about the long formal documents of two fictional mid-sized organisations, written without
reference to how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`ravi\` | Ravi Valley Teaching Hospital Foundation (Lahore, Pakistan, Pakistani rupees written "Rs", "Rupees" and "PKR": a company limited by guarantee licensed under section 42 of the Companies Act, 2017 that supports a public teaching hospital, with a Zakat fund applied only to eligible patients, restricted funds for a thalassaemia day-care centre, paediatric cardiac surgery, hospital equipment and a burns unit appeal, a scholarship endowment in Government securities, a Punjab Government grant and gifts from overseas Pakistanis; statements under the Accounting Standard for NPOs of ICAP and the Companies Act; registered with the Punjab Charity Commission) | July–June (FY2024-25 = 1 July 2024 – 30 June 2025, audited; the board pack covers the nine months to 31 March 2026, Q3 of FY2025-26; the donations register covers July 2025 – March 2026) | ${perOrg.ravi} |
| \`mwamba\` | Mwamba Reefs Marine Conservation Trust (Kilwa, Tanzania, Tanzanian shillings written "TZS", statements in TZS'000: "The Registered Trustees of …", incorporated under the Trustees' Incorporation Act and registered under the NGO Act; co-manages a marine park with the Government's Marine Parks and Reserves Unit, receives 40% of the park's entry fees, invoices reef levies and mooring fees to dive operators in US dollars, sells blue carbon credits, holds an offshore US-dollar endowment and spends foreign grants through restricted projects; statements under the IFRS for SMEs with a TFRS 1 trustees' report) | Calendar year (2025 audited, with 2024 comparatives; the board pack covers Q1 2026; the levy register covers January – March 2026) | ${perOrg.mwamba} |

Documents (\`documents/<org>/\`):

- ravi
${list('ravi')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements (.pdf, 16 pages) | Cover, contents, a directors' report with board attendance, the auditor's report in the Pakistani form (US-style dates "October 3, 2025", the engagement partner named in the last paragraph, a UDIN), a statement of financial position with a Note column and unlabelled subtotal rows, a landscape statement of income and expenditure and changes in funds with General / Zakat / Restricted / Endowment / Total 2025 / Total 2024 columns under headings wrapped over two lines (an inter-fund transfer from the endowment that nets to nil in the total), an indirect cash flow with both years, and 26 notes: property and equipment with the classes as columns on a landscape page that breaks between cost and accumulated depreciation (the second page repeats the heading with "(continued)" and starts at "Balance as at July 1, 2024" without the "Accumulated depreciation" label), investments, a Zakat fund roll-forward, restricted funds split over a page break, the endowment, donations by type and by source (overseas gifts appear only here and in the return), patient welfare by nature with patients in prose, administrative expenses with the audit fee and out-of-pocket expenses only in a sentence, fundraising, remuneration of the Chief Executive and executives in four columns (CE and executives, 2025 and 2024) with the number of persons, staff numbers, taxation under section 100C. |
| Punjab Charity Commission annual return (.pdf) | A regulator's form: numbered lines 1 – 22 with decimal sub-lines 7.1 – 7.7, 9.1 – 9.3 and 11.1 – 11.3 in boxes on the right, descriptions wrapped, amounts without a currency sign, the signing date day-first with dashes ("12-11-2025"); the domestic/foreign split of donations that appears nowhere else but note 14. |
| Board pack Q3 FY2025-26 (.xlsx) | Four sheets. "I&E Jul-Mar" in Rs '000 under a title block: an annual budget column, then "Nine months to 31 March 2026 (Jul-Mar)" merged over Actual / Budget / Variance Fav/(Adv) / Var %, "Full year FY2025-26" over Forecast / Forecast vs budget, and last year's nine months; variances by formula with the sign flipped for expenditure; notes on Ramadan phasing and a delayed grant. "Patients": months across the top as "Jul-25" text with a formula total and last year's nine months. "Zakat": the fund from the audited 30 June balance to 31 March in Rupees, disbursements in brackets. "Investments": Government securities, a term deposit and fund units with face and carrying values and day-first maturities. |
| Annual report 2024-25 (.docx) | Chairperson's review and Chief Executive's report with figures in prose ("Rs 718.7 million", patients up in per cent), a "Six Years at a Glance" table FY2020 – FY2025 in Rs million with one decimal mixing money rows and counts, the Board and the AGM date (US-style). |
| Major donations register (.csv) | A donor system export: three report lines and a blank line above the headings, day-first dates with dashes, amounts as quoted "2,500,000.00" strings, donor categories (Individual, Corporate, Trust, Overseas individual, Overseas trust), funds, payment modes (cheque, IBFT, JazzCash, Easypaisa, foreign remittance) and a Status of Realised, Bounced or Pending clearance (a bounced cheque re-presented by pay order appears twice), and a "Total of listed receipts" row at the foot that counts every status. |
| Photo of a surgical supplier's sales tax invoice (.jpg) | Slightly rotated, unevenly lit: taxable lines at 18% sales tax and an exempt medicine (Sixth Schedule), further tax at 4% because the buyer is unregistered, the amount in words in lakh ("Five Lac …"), NTN and STRN, a day-first date. |

- mwamba
${list('mwamba')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements (.pdf, 19 pages, serif, TZS'000) | A TFRS 1 report of those charged with governance with a table of trustees (position, age, nationality, qualification, date appointed) and employees by sex in prose, the statement of trustees' responsibilities, the Declaration of the Head of Finance with an NBAA number, the auditor's report (signing partner with an ACPA number, Dar es Salaam, date on the last line) with an emphasis of matter, a statement of financial position with a Note column, a landscape statement of income, expenditure and changes in funds with Unrestricted / Restricted / Endowment / Total 2025 / Total 2024 columns under headings wrapped over three lines (transfers between funds net to nil), an indirect cash flow whose endowment adjustment label wraps onto a second line, and notes: visitors by category and levies, grants by donor (2025 and 2024), blue carbon credits in prose (VCUs and US dollars), expenditure by programme and nature on a landscape page split over a page break with a Total 2024 row, staff costs with NSSF and WCF, property, plant and equipment over a page break, the endowment in US dollars and shillings at the stated closing rate with its roll-forward, restricted funds over a page break. Every amount is in thousands of shillings. |
| NGO annual report form (.pdf) | The Registrar of NGOs' form NGO/AR-1: numbered lines 1 – 16 with 6.1, 7.1 – 7.4, 9.1 – 9.2, 11.1 – 11.2, 12.1 – 12.3, 13.1 – 13.2; amounts in full shillings, not thousands; foreign and local sources of funds; staff by citizenship; the date day-first with slashes. |
| Board pack Q1 2026 (.xlsx) | "Q1 2026 I&E" in TZS million with one decimal: "Quarter 1 2026 (January - March)" merged over Actual / Budget / Variance / Var %, "Full year 2026" over Budget / Reforecast / Variance, and Q1 2025 actual; on a management basis that shows the endowment drawdown as income (so its totals differ from the statements' basis); Var % left blank where the budget is nil. "Visitors": months down the side under merged "Paying visitors 2026" with a formula total, last year's month and diver-days. "Endowment": US-dollar values by asset class at 31 December and 31 March with the closing rate and a shilling total by formula. "Grants": active grants in USD, EUR, NOK and TZS with amounts received to date in the grant currency. |
| Annual report 2025 (.pdf) | Chairperson's statement, Executive Director's report and financial review in prose ("TZS 8.9 billion", visitors up in per cent, incidents against last year), a "Five years at a glance" table 2021 – 2025 in TZS million with the endowment also in USD '000 and conservation counts. |
| Reef levy register (.csv) | A levy system export: one row per invoice, day-first dates with slashes, levy types (dive, snorkel, monthly and annual moorings), units, US-dollar rate and amount, the month's exchange rate and the shilling amount, GePG control numbers, and a Status of Paid, Unpaid or Cancelled (a duplicate invoice cancelled and re-issued on the same day). Its non-cancelled total is the board pack's levy line and its dive units are the Visitors sheet's diver-days. |
| Photo of an EFD receipt (.png) | A Tanzanian electronic fiscal device till slip in a narrow monospaced layout, slightly rotated: TIN, VRN, Z number, prices that include VAT, items coded A (18%) and E (exempt fuel), "TOTAL EXCL OF TAX", "TAX A-18.00%", "TOTAL INCL OF TAX", a day-first date with dashes. |

Kinds: ${kindLine}.

Questions are typed the way treasurers, trustees, board members on a tablet and hurried staff write: some formal ("What was
the current ratio at 30 June 2025?"), many plain ("How much of the EU grant have we received so far, in euros?"), some terse
with abbreviations and slips ("patient welfare spend jul-mar this yr?", "how much r we holding in T-bills at 31 mar 2026",
"which dive operator loged the most diver-days in Q1 2026?"). Periods are named as people name them: "FY2024-25", "FY25",
"last year", "YTD", "the nine months to March 2026", "Q3 (Jan to Mar 2026)", "the first quarter", "jan-mar 2026". The ten
\`notfound\` questions ask for things the documents plausibly could hold but do not: a year before the multi-year summaries
(FY2019, 2020), a salary given only inside a total (the CFO's, the Executive Director's), a budget not yet set (FY2026-27, 2027),
the cost of one item inside a class of additions (the blood donor bus), a quarter the pack does not cover (Q2 2026), a donor
that does not appear, and an invoice that was not uploaded. Percentages are numbers of percent; variances and differences are
stated as the size of the difference (the scorer ignores the sign); amounts are in full rupees or shillings (a figure read from a
table in thousands or millions must be scaled). Amounts have a tolerance of 0.5%, percentages, ratios and averages of 1%. Dates
are accepted in the usual written forms ("3 October 2025", "October 3, 2025", "03/10/2025", "03-10-2025", "2025-10-03" and
others); numeric dates are day-first, as both countries write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
Every document and every expected answer is generated from one data module (\`../gen-ad/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-ad/verify.mjs\`: it reads the PDFs' text back with pdfjs, the workbooks
with exceljs, the Word file's XML and the CSVs, checks the statements' arithmetic (balance sheets, funds columns, cash flows,
property and equipment over page breaks, notes and their totals, formulas' cached results, variances), the figures that tie
between documents (returns to statements, registers to board packs, the board pack's Zakat opening to the audited balance,
multi-year summaries to the statements, the endowment at the closing rate), recomputes each answer from what it read, and
checks that the scorer passes every ideal reply and fails every wrong one; the two photos are checked against their rendering
data). Rebuild and check with \`cd ../gen-ad && npm install && npm run all\`.
`;
};
