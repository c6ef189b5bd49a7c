// README of set T (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  return `# Evaluation set T

100 questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`kalokalo\` | Kalokalo Disability Services Fiji (a disability services provider in Suva, Fiji: therapy, assistive devices and outreach clinics on Vanua Levu; Fiji dollars written "$1,234.56" or "FJ$", dates written day/month/year) | 1 August – 31 July (FY2025 = August 2024 – July 2025, monthly and against budget; the payroll register covers July 2025; the BSP export covers 1 August – 31 October 2025, in FY2026; the grant acquittal is dated 26 September 2025) | 50 |
| \`sairidge\` | Sai Kung Ridge Youth Camp (a residential outdoor-education campsite in Sai Kung, Hong Kong, run by Ridgeview Youth Outdoor Foundation Limited; Hong Kong dollars written "HK$1,234", dates written day/month/year) | 1 April – 31 March (audited 2024/25 with 2023/24 comparatives; the bookings register covers 2024/25; Q1 2025/26 budget against actual; the Stripe export covers 1 June – 31 August 2025; the AGM is on 18 September 2025) | 50 |

Documents (\`documents/<org>/\`):

- kalokalo
${list('kalokalo')}
  (a MYOB AccountRight Profit & Loss [Multi-Period] export to Excel: a four-line title block, twelve month columns
  "Aug 2024" to "Jul 2025" and a Total, accounts written "4-1100 Govt Grant - MWCSP" with the number in the label,
  indented under Income / Expenses headings, zero months shown as dashes and the year a net loss in brackets; MYOB's
  Profit & Loss [Budget Analysis] in PDF (landscape) with Selected Period / Budgeted / $ Difference / % Difference, dollar
  signs on every figure, differences in brackets, the expenses running over a page break under repeated headings and an
  "Expenses (continued)" line; a BSP internet-banking CSV with four quoted lines of account details above the headings,
  separate Debit and Credit columns, a running balance and day-first dates, all in the next fiscal year (FY2026 Q1); a
  payroll bureau's Pay Period Register for July 2025 in the old .xls format, two fortnightly pay runs one under the
  other (the first starting in June), each with its own heading line, column headings and a "Pay Run Total", then a
  "July 2025 Total" (gross, PAYE, FNPF employee 8 %, net, FNPF employer 10 %); a donor grant acquittal report in Word
  with dates in prose, a budget against expenditure table whose variance column shows overspending in brackets, and a
  line (outreach clinics) that the ledger calls "Outreach Travel - Vanua Levu"; a phone photo (JPEG) of a mobility
  shop's tax invoice with quantity lines, a VAT-inclusive total and "VAT 15% included".)
- sairidge
${list('sairidge')}
  (audited financial statements in PDF over three pages: a statement of income and expenditure with Note / 2025 / 2024
  columns and "HK$" under the years, the expenditure carried over a page break under a "(continued)" heading, total
  expenditure in brackets, dashes for zero, then a statement of financial position with unlabelled subtotal lines for
  current assets and current liabilities, and extracts of notes (a designated Facility Renewal Fund); a Stripe balance
  history CSV newest first, with charges, full refunds (fee not returned) and weekly payouts as negative amounts in the
  same Amount column, fees and net per line, lower-case "hkd" and UTC timestamps (all within Hong Kong business hours, so
  the UTC date is the local date); a Q1 2025/26 budget against actual workbook under a three-line title block, with two
  header rows (merged "Actual" over Apr-25 / May-25 / Jun-25, merged "Quarter 1" over Actual / Budget / Variance, and a
  "Full year" budget), formulas for totals and variances, and Insurance paid once in April; a camp bookings register
  with a frozen header and filter, dates as Excel dates shown dd/mm/yyyy, fees as formulas and cancelled bookings struck
  through but left in; the honorary treasurer's report to the AGM in Word with figures in prose and a summary table; a
  WhatsApp photo of a hardware shop's till slip with quantity lines, a member discount and payment by Octopus card with
  the card's remaining value.)

Kinds: ${kindLine}.

Questions are typed the way treasurers, programme managers and board members write on a phone: some formal, many lower
case with abbreviations ("FY25", "q1", "aug-oct 2025", "avg", "vs", "acct", "24/25", "23/24", "jun-aug 25", "pls"),
missing apostrophes ("whats"), and lines named the way people speak of them ("rent for gorrie st", "the Ministry grant",
"general donations", "outreach clinics", "SWD subvention", "St Paul's Co-ed"). A Kalokalo quarter is a quarter of its
August year (Q1 FY25 = August – October 2024); Sai Kung Ridge quarters are of its April year. Units and direction are
stated where they matter ("as a %", "how much more in june", "over or under"). The ten \`notfound\` questions ask for
things these documents plausibly could hold but do not: a year outside the files (FY2023, 2022/23, a 2026/27 or FY2026
budget), a pay period not uploaded (June 2025), a payout after the export ends, a cost not broken out (one clinic's
cost, the camp director's pay), and invoices or receipts that were not uploaded (only their payments appear). Dates
are accepted in the usual written forms ("14 March 2025", "March 14, 2025", "14/03/2025", "2025-03-14"); numeric dates
are day-first, as both places write them. Numeric answers are stated positive where the scorer ignores sign; a variance
question accepts the size of the difference.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-t/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-t/verify.mjs\`, which reads the CSVs, the workbooks
(.xlsx and .xls), the Word files and the PDFs back, and checks the two photos from the lines they were drawn from);
rebuild and check with \`cd ../gen-t && npm install && npm run all\`.
`;
};
