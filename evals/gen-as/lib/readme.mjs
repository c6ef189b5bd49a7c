// The set's README.
const KE_DOCS = [
  ['TLCI Audited Financial Statements FY2024-25 (.pdf, 11 pages)', 'A Kisumu NGO\'s annual report and audited statements under the IFRS for SMEs in Kenya shillings ("Kshs", whole shillings, brackets for outflows, dashes for zero): a cover, organisation information (board, bankers, auditor), the board\'s responsibilities and the auditor\'s report over two pages (signed "Date: 26/09/2025", while the board approved the statements on 20 September), a statement of income and expenditure with Unrestricted funds 2025 / Restricted funds 2025 / Total 2025 / Total 2024 columns under headings wrapped over four lines and a Note column of bare numbers (grants only in the restricted column, water kiosk sales and donations only in the unrestricted one, the WASH programme in both), a statement of financial position, a statement of changes in funds (restricted and accumulated), an indirect cash flow, and notes: grants and restricted funds by donor for 2025 (at 1 July / received / expended in brackets / at 30 June) and, continued over a page break, for 2024 under the same headings; administration and governance by nature; staff costs with the head count and key management compensation (the Executive Director\'s pay only inside a total of three); property and equipment; cash by account (Equity Bank, KCB, the M-Pesa paybill, petty cash) with the fixed deposit outside cash.'],
  ['QBO Budget vs Actuals by Project Jul 2025 - Mar 2026 (.xlsx)', 'A QuickBooks Online "Budget vs. Actuals" export by class under a three-line title block: four classes (three donor projects and "Core & Water Kiosks") and a Total, each under a merged heading over Actual / Budget / over Budget / % of Budget (a fraction formatted as a percentage); the nine-month budget, not the annual one; accounts with four-digit numbers nested under parent accounts with their own "Total 5000 Staff Costs" rows, blanks where a class has no activity, Gross Profit equal to income, Net Operating Income, interest under Other Income below it, Net Income, and the "Accrual Basis" footer with the run time.'],
  ['MPESA Paybill 891275 Statement March 2026 (.csv)', 'An M-Pesa organisation portal statement with six preamble lines (account holder, short code, "Utility Account", time period, opening and closing balances), then Receipt No. / Completion Time / Initiation Time / Details / Transaction Status / Paid In / Withdrawn (negative, "-27,480.00") / Balance / Balance Confirmed / Reason Type / Other Party Info / Linked Transaction ID / A/C No., newest first, times written "31-03-2026 18:22:07": paybill donations with masked phone numbers ("2547******802") and the account reference DONATION, weekly takings from two water kiosks (KIOSK-A, KIOSK-B), a SACCO\'s training fees, KPLC tokens, the water bill, the hardware merchant payment, six B2C kiosk attendant allowances on one morning, a transfer to KCB, and a charge row after each outgoing payment carrying the same receipt number.'],
  ['Board Minutes 11 April 2026 (.docx)', 'Kenyan-style board minutes ("MIN. 06/TLCI/BOD/04/2026"): a members-present table, attendance and apologies, the agenda, the Treasurer\'s table of approved FY2025/26 budget / actual July–March / utilisation / revised budget by project in KSh (the Vijana Biashara budget cut, the Core budget raised, a reallocation inside Maji Safi that leaves its total unchanged), the auditors\' re-appointment with fee, mover and seconder, a procurement cap written "Kshs 168,000", the petty cash float and the CHV stipend raised, bank signatories, and the next meeting written "Saturday, 18th July 2026".'],
  ['Maji Safi Q3 Donor Report Jan-Mar 2026 (.pdf, 3 pages)', 'A quarterly progress and financial report to the Mwangaza Foundation for Year 2 of the grant (July 2025 – June 2026): a header block, narrative, an indicators table (target / Q3 / Year 2 to date), then on a landscape page the financial table by donor budget line (which group the QuickBooks accounts differently) with Approved budget Year 2 / Actual Q1 Jul–Sep 2025 / Q2 / Q3 / Cumulative / Balance remaining / % spent under headings wrapped over four lines, variance explanations, and a funds position: the audited balance brought forward, two tranches with their dates (day/month/year), cumulative expenditure and the balance on hand, and the next tranche requested.'],
  ['Kondele Hardware receipt (.jpg)', 'A photographed thermal till slip in a monospaced font, slightly rotated on a desk: the shop\'s KRA PIN, receipt number, date and time, five items each on two lines (name, then "12 x 450.00" and the amount), "TOTAL KSH", the VAT summary (VATABLE A-16%, VAT A-16%, TOTAL TAX; prices include VAT so the VAT is 16/116 of the total), payment by M-Pesa with its reference (the receipt number on the M-Pesa statement) and the item and unit counts.'],
];
const AU_DOCS = [
  ['Yarrowee NH Financial Report 2024-25 (.pdf, 11 pages)', 'An ACNC medium charity\'s reviewed financial report for the year ended 30 June 2025 (general purpose – Simplified Disclosures): a cover, the committee\'s report, a statement of profit or loss and other comprehensive income with a Note column (grant revenue, revenue from contracts with customers, donations, then "Other income" with interest, total revenue and other income; income tax and other comprehensive income as dashes), a statement of financial position with current and non-current employee provisions under the same label, changes in equity with Retained surplus / Building maintenance reserve / Total equity under headings wrapped over four lines and a transfer to the reserve, a direct-method cash flow, notes (revenue by grantor and by contract type, employee benefits, cash by account with a term deposit, receivables, property, plant and equipment, payables with GST and PAYG, contract liabilities by grantor, provisions, the reserve, key management personnel as one figure for two people, an event after the reporting period), the responsible persons\' declaration signed by the outgoing treasurer, the reviewer\'s report, and the AIS financial information page, whose categories differ from the statements (non-government grants moved out of "revenue from government" into "all other revenue"), with staff and volunteer numbers.'],
  ['Xero Profit and Loss by Month FY2025-26 (.xlsx)', 'A Xero profit and loss export for the 10 months ended 30 April 2026 under a three-line title block, months newest first ("Apr 2026" … "Jul 2025") and a Total column, with Trading Income, Gross Profit, Other Income (interest), Operating Expenses and Net Profit (a loss), amounts net of GST, lumpy grants (quarterly ACFE terms, a council grant in two months), three-pay-run months for wages, and superannuation at 12%.'],
  ['Xero Budget Variance Jul 2025 - Apr 2026 (.pdf, 2 pages)', 'Xero\'s budget variance report for the same ten months against the overall budget: Actual / Budget / Var AUD (actual less budget, negatives in brackets) / Var % to one decimal, income on the first page and operating expenses over the page break under a repeated heading, totals and a net profit line whose percentage is taken on a negative budget.'],
  ['CommBank Everyday Business Apr 2026 (.csv)', 'A CommBank NetBank export with no header row, newest first: day/month/year date, a signed amount in quotes ("-342.75", "+36600.00") without thousands separators, the description (direct credits from DFFH, Square settlements and the Child Care Subsidy, cash deposits, direct debits, BPAY to the ATO and Telstra, NetBank payroll batches, card purchases whose description carries "Value Date:" a day or two before the posting date) and a signed running balance.'],
  ['AGM Minutes 22 October 2025 (.docx)', 'Minutes of the annual general meeting: attendance and quorum in a sentence, the treasurer\'s summary of 2024–25 against 2023–24 in a table, motions with mover and seconder (adopting the financial report, appointing the reviewer at a fee including GST), the 2025–26 budget grouped differently from the Xero accounts with a bracketed budgeted deficit, the election of the committee in a table (a new treasurer replacing the one who signed the financial report), and the date of the new committee\'s first meeting.'],
  ['Tax invoice Wendouree Hygiene (.jpg)', 'A photographed tax invoice from a Ballarat cleaning supplier: ABN, invoice number, day/month/year date, five lines of quantity, unit price and amount with dollar signs, "TOTAL (GST inclusive)" and "GST included in total" (one eleventh; the amount before GST is not printed), and the card payment, which appears on the CommBank export a day later and, net of GST, in April\'s Cleaning in Xero.'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg) => `# Evaluation set AS

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`tumaini\` | Tumaini Lakeside Community Initiative (Kisumu, Kenya: a community-based NGO in Nyalenda running safe water kiosks and water points (Maji Safi, funded by the Mwangaza Foundation), youth livelihoods (Vijana Biashara, Lake Victoria Basin Trust) and maternal and child health through community health volunteers (Mama na Mtoto, County Government of Kisumu); Kenya shillings written "KSh 1,234,567" and "Kshs"; day/month/year dates; books in QuickBooks Online by class; an M-Pesa paybill) | July–June (audited statements for the year ended 30 June 2025 with 2024 comparatives; QuickBooks and the donor report for July 2025 – March 2026, the donor report's Q3 being January–March 2026; the M-Pesa statement for March 2026; the board met on 11 April 2026) | ${perOrg.tumaini} |
| \`yarrowee\` | Yarrowee Neighbourhood House Inc. (Ballarat East, Victoria, Australia: an incorporated association and ACNC-registered charity running adult education as a Learn Local, occasional child care, a pantry and emergency relief, an op shop and room hire; A$; day/month/year dates; books in Xero; GST-registered) | July–June, named "FY2025-26" / "2025–26" (the reviewed financial report for 2024–25 with 2023–24 comparatives; Xero and the budget variance for July 2025 – April 2026; the CommBank export for April 2026; the AGM on 22 October 2025) | ${perOrg.yarrowee} |

Documents (\`documents/<org>/\`):

- tumaini
${DOCS.tumaini.map((f) => `  - \`${f}\``).join('\n')}

${tbl(KE_DOCS)}

- yarrowee
${DOCS.yarrowee.map((f) => `  - \`${f}\``).join('\n')}

${tbl(AU_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type
them: some formal ("What was total revenue and other income for 2024–25?", "What was our current ratio (current assets
÷ current liabilities) at 30 June 2025?"), some plain ("How much did Safaricom take in M-Pesa transaction charges in
March?", "Who is our treasurer now?"), some terse and lower case ("kiosk water sales FY24/25?", "cash & bank balances at
30/06/2025", "op shop takings jan 2026?", "biggest single debit on the commbank account in april?"). Periods are named as
people name them: "FY2024/25", "FY24/25", "last year's surplus (year to June 2025)", "Jul–Mar", "Jul '25 to Mar '26",
"Q3 of the grant year", "October to December 2025", "on International Women's Day", "2024–25", "FY2024-25", "July to
April", "the first half of the financial year", "year to date", "after April". Several need two documents: donations so
far this year against the whole audited year, Mwangaza's grant this year against last, the course fees budget adopted at
the AGM less Xero's year to date, the date the cleaning invoice's card payment was posted to the bank, op shop sales so
far against the whole of 2024–25. The ten \`notfound\` questions ask for things the documents plausibly could hold but do
not: a year before the comparatives (income in FY2022/23; revenue in 2022–23), one person's pay inside a key management
total (the Executive Director's; the House Coordinator's), a budget line that is not set out (vehicle fuel, inside
travel and transport; the 2026–27 budget), a period outside an export (M-Pesa donations in February 2026 when the
statement covers March) or a figure no document breaks out (Square's merchant fees, when the bank shows net
settlements), and a name nobody wrote down (a programme officer at the Mwangaza Foundation; a relationship manager at
CommBank). Percentages are numbers of percent; variances and differences are stated as the size of the difference (the
scorer ignores the sign). Amounts, percentages, ratios and averages have a tolerance of 0.5% (the gas variance 1%, as
the report rounds it to one decimal), counts none. Dates are accepted in the usual written forms, numeric ones
day/month/year as both organisations write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with the currency the documents use
("KSh 33,079,010", "$3,998.70"), and \`wrong-answers.jsonl\` a plausible wrong one (all fail: the other year, the
restricted column for the total, the nine-month budget for the annual one or the reverse, the seconder for the mover,
the outgoing treasurer for the new one, the value date for the posting date, VAT at 16% of a VAT-inclusive total, an
invented figure for the not-found ones). Every document and expected answer is generated from one data module
(\`../gen-as/data.mjs\`, with the questions and how each answer is recomputed from the files in
\`../gen-as/lib/questions.mjs\`) and checked by a separate reader of the generated files (\`../gen-as/verify.mjs\`: PDF
text with pdfjs, workbooks with exceljs, the Word files' XML, the CSVs, and the two photos by tesseract OCR; it checks
the statements' arithmetic (income and expenditure by fund, both statements of financial position balance, funds and
equity roll forward, the cash flows reach the year-end cash, the grants note rolls by donor in both years and ties to
the restricted column and funds, every note to its line, the AIS categories to the statements), QuickBooks' over-budget
and % columns, class totals, parent subtotals and net income, the Xero months to their totals and sections, the budget
variance to Xero, the ties between documents (the minutes' budget table to QuickBooks, the donor report's cumulative to
the Maji Safi class and its opening balance to the audited Mwangaza balance, its tranches to the grant income; the AGM
summary to the financial report; the CommBank bills to April's Xero expenses plus GST, the DFFH quarter to three months
of the grant, the QuickSuper debit to March's superannuation), both running balances, the receipt's VAT and the
invoice's GST, each photo against its payment, recomputes each answer from what it read, and checks that the not-found
subjects are absent). Rebuild and check with \`cd ../gen-as && npm ci && npm run all\`.
`;
