// README of set Z (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set Z

${n} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`mirembe\` | Mirembe Youth Skills Centre (a vocational training centre for young people in Kireka, Wakiso District, Uganda: welding, motor mechanics, electrical installation, tailoring, hairdressing and catering courses, a tailoring production unit that sells school uniforms; Uganda shillings written "UGX" with no decimals in practice, day-first dates; books in QuickBooks Online kept in UGX; fees paid by parents through an MTN MoMo merchant code; a foundation grant paid in two tranches a year) | July–June (FY2025/26 = 1 July 2025 – 30 June 2026; the QuickBooks reports cover July 2025 – March 2026; three terms so far, Term 4 not yet started; the MoMo statement covers 1 January – 31 March 2026; the Board met on 18 April 2026) | ${perOrg.mirembe} |
| \`kinta\` | Kinta Valley Kidney Patients' Welfare Society (a charity haemodialysis centre in Ipoh, Perak, Malaysia, with 12 machines on three shifts; ringgit written "RM", day-first dates; books in Odoo; sessions paid by SOCSO (PERKESO), Baitulmal (the state Islamic council), self-paying patients and a Sponsor-a-Session fund, with a Ministry of Health subsidy; online gifts through Donorbox in MYR; banking with Maybank) | Calendar year (2025, with 2024 actuals and the 2026 budget in the treasurer's report; the Maybank export covers 1 October – 31 December 2025; the Donorbox export covers July – December 2025; the committee met on 10 January 2026 and the AGM is on 24 May 2026) | ${perOrg.kinta} |

Documents (\`documents/<org>/\`):

- mirembe
${list('mirembe')}

| document | layout and what is tricky |
|---|---|
| QuickBooks Online profit and loss by month (.xlsx) | QuickBooks' export: three merged title lines above the headings, nine month columns ("Jul 2025" … "Mar 2026") and a Total; sub-accounts under parent headings with their own "Total Grants", "Total Salaries and wages", "Total Training materials", "Total Utilities" rows, then "Total Income", "Total Cost of Goods Sold", "Gross Profit", "Total Expenses", "Net Operating Income", "Other Income" (fixed-deposit interest, outside Total Income), "Net Other Income" and "Net Income", so a column summed naively counts lines twice; a month with no activity on an account is a blank cell; losses with a minus sign; a "Cash Basis" footer. |
| QuickBooks Budget vs. Actuals (.pdf) | Landscape, two pages: Actual, Budget, "over Budget" and "% of Budget" under a "Total" heading for July – March (the nine-month budget, not the full year); "UGX" only on the top-level total rows; negatives as "-270,000.00"; the expenses run over the page break, where the heading is repeated with "(continued)". |
| MTN MoMo merchant statement (.csv) | Five lines of merchant details and the opening balance above the headings; day-first dates with a separate time column; a Dr/Cr column with unsigned amounts, a separate Charges column and a running Balance; masked phone numbers; two FAILED rows (a parent's first attempt, a sweep to the bank) that leave the balance unchanged; fee payments referenced however parents typed them ("welding T3", "MVM term 3 fees", "hair dressing T3 fees") among uniform sales, donations, bill payments, airtime, a cash-out and sweeps to Stanbic; the closing balance and a disclaimer below the rows; CRLF line ends. |
| Trainees and fees register (.xlsx, kept by hand) | One sheet per term plus a Summary: a title block, headings merged across two rows ("Enrolled" over F / M / Total, "Collected" over MoMo / Cash / bank / Total), department heading rows merged across the sheet, a SUBTOTAL row under each department and a TOTAL row (the subtotal rows sit inside the block), formulas for totals, fees due ((enrolled − bursary) × fee), balance and % collected; a course with no intake in Term 2 filled with dashes; a notes column; the Summary pulls each term's totals by cross-sheet formulas and marks Term 4 "not yet started". |
| Treasurer's report to the Board (.pdf) | Prose figures (income, expenditure and surplus against the nine-month budget, Term 3 enrolment, women and bursaries, fees outstanding, grant tranches, the fixed deposit), a summary table with Actual Jul–Mar, Budget Jul–Mar and Full year budget columns whose lines group QuickBooks accounts (staff costs = salaries + NSSF; premises = rent + utilities + repairs; other running costs), Total income including the interest QuickBooks keeps below the line, brackets and dashes; a cash and bank table whose MoMo line is the statement's closing balance; the last paragraphs over a page break. |
| Board minutes (.docx) | Present / In attendance / Apologies, numbered items, a table of three quotations for a welding machine, resolutions in capitals (the supplier chosen, a fee rise for FY2026/27 in per cent), the next meeting and the AGM with day names. |
| Photo of an EFRIS e-receipt (.jpg) | A hardware shop's URA e-invoice on thermal paper, slightly rotated with uneven light: fiscal document number and verification code, item names on one line and quantity, price and amount on the next, net amount, VAT 18% and gross amount (VAT included in the prices), paid by mobile money; the payment appears in the MoMo statement. |

- kinta
${list('kinta')}

| document | layout and what is tricky |
|---|---|
| Odoo profit and loss by quarter (.xlsx) | Odoo's comparison layout: the quarter columns newest first ("Q4 2025", "Q3 2025", "Q2 2025", "Q1 2025") and no year total; account codes in the labels ("62100 Electricity (TNB)"); totals carried on the heading rows themselves (Income, Gross Profit, Operating Income, Cost of Revenue, Other Income, Expenses, Depreciation) rather than on "Total" rows, indented by level; "Income" is gross profit plus other income, and "Expenses" appears twice (the section and its first group); amounts with "RM" in the number format and a minus sign for a loss. |
| Maybank2u Biz account history (.csv) | Account details and the opening balance above the headings; Entry Date and Value Date day-first; a description column and a reference column; amounts and balances with a trailing sign ("6,500.00-", "52,500.00+"); PERKESO appears both as money in (SOCSO paying for sessions) and money out (employer contributions); Stripe payouts of Donorbox gifts; total credit, total debit and closing balance lines at the foot. |
| Dialysis sessions workbook (.xlsx, kept by hand) | Months down the side with a shaded quarter-total row after every third month and a TOTAL 2025 row, so a column summed naively counts every session twice; "Sessions by funding source" merged over SOCSO / Baitulmal / Self-pay / Sponsored, headings merged down two rows; capacity (machines × 3 shifts × days) and utilisation as formulas; a Rates sheet (per-session rates and the MOH subsidy) and a Patients sheet (register at 31 December by funding source and sex, and the year's movements). |
| Donorbox export (.csv) | A byte-order mark; Donorbox's column names (Amount, Processing Fee, Platform Fee, Net Amount, Recurring Donation, Status); three campaigns; monthly recurring gifts on the same day each month; two refunded rows that still show their amount; dates with the time and "+0800". |
| Treasurer's report to the AGM (.docx) | Prose figures (sessions against 2024, patients, income, expenditure and the deficit against budget and 2024, the Machine Appeal against its target) and a table of Budget 2025, Actual 2025, Variance fav/(adv), Actual 2024 and Budget 2026 in whole ringgit whose lines group Odoo accounts (dialysis fees = three accounts; staff costs = salaries + EPF/SOCSO/EIS; consumables, medication and lab tests), brackets for adverse variances and the deficit; a cash and deposits table whose Maybank line is the export's closing balance; the auditors named. |
| Management committee minutes (.pdf) | Typed minutes in a serif font: present list with titles (Hon. Treasurer, Hon. Secretary), resolutions on two new machines (number written as a word, price each), the self-paying rate and the date it takes effect, the auditors' reappointment, and the AGM, charity dinner and next meeting dates with day names. |
| Photo of a restaurant tax invoice (.jpg) | A till slip from the volunteers' lunch: sub-total, 10% service charge, 6% service tax on the sub-total and service charge, a rounding adjustment to the nearest 5 sen, the total paid by DuitNow QR (which appears in the Maybank export); table and pax numbers beside the invoice number. |

Kinds: ${kindLine}.

Questions are typed the way treasurers, centre managers, committee members and volunteers write: some formal ("What
is the budget for instructors' salaries for July to March?"), some plain, some terse and lower case with abbreviations
and the odd slip ("how much came in thru momo for fees in term 3", "avg quarterly TNB bill in 2025?", "what's on the
public bank FD", "consumables meds & lab tests - how far off budget"). Periods are named as people name them: a month
without its year where the documents cover only one ("November"), a quarter of the fiscal year ("Q2 of this financial
year" = October – December 2025 at Mirembe), a term, "so far this year", "the first half of the year", "2025" and "last
year (2025)" at Kinta. The ten \`notfound\` questions ask for things the documents plausibly could hold but do not: a
year outside the files (FY2023/24; 2023), a month outside an export (MoMo in December 2025; Donorbox in March 2025), a
figure not broken out (one instructor's salary; the head nurse's salary), a budget not yet set (FY2026/27; 2027) and
invoices that were not uploaded (the roof repair's VAT; the AGM booklets). Percentages are numbers of percent;
variances are stated as the size of the difference (the scorer ignores the sign). Dates are accepted in the usual
written forms ("14 February 2026", "February 14, 2026", "14/02/2026", "2026-02-14" and others); numeric dates are
day-first, as both countries write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-z/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-z/verify.mjs\`, which parses the CSVs, workbooks, Word
files and PDFs back, checks their totals, subtotals, formulas' cached results and running balances and the figures
that tie between documents, and recomputes each answer from what it read; the two photos are checked against their
rendering data and the payments they match); rebuild and check with \`cd ../gen-z && npm install && npm run all\`.
`;
};
