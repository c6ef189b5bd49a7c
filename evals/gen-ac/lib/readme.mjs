// README of set AC (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AC

${n} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`seawall\` | Lions Club of Georgetown Seawall (a Lions service club in Georgetown, Guyana: about thirty members who pay half-yearly dues and eat at a monthly dinner meeting, and raise public money for a sight programme, diabetes screening, Christmas hampers and school supplies; Guyana dollars written "G$" with no cents in practice, day-first dates; a volunteer treasurer keeps a hand-made workbook with the Lions rule that members' money (the Administration Fund) and public money (the Activity Fund) are never mixed; LCI international dues paid in US dollars; Fun Day tickets sold through MMG, the mobile money service) | Lions year July–June (FY2025-26 = 1 July 2025 – 30 June 2026; the workbook runs to March 2026 with April–June empty; the bank export covers 1 January – 31 March 2026, the MMG statement February 2026; the Fun Day was on Saturday 21 February 2026; the Board met on Tuesday 14 April 2026) | ${perOrg.seawall} |
| \`tsholofelo\` | Tsholofelo Mutual Burial Society (a burial society in Tlokweng and Gaborone, Botswana, registered under the Societies Act: about sixty members pay P150 a month and the society pays a fixed benefit when a member, spouse, child or parent dies, buys groceries for the funeral and lends its tent and chairs free, hiring them out to others for income; pula written "P" and "BWP", day-first dates; the treasurer keeps the books in Manager (manager.io), the secretary keeps a hand-made register; contributions arrive in cash, at Absa and through Orange Money) | Calendar year (2025, with 2024 comparatives and the 2026 budget; the Orange Money statement covers 1 October – 31 December 2025; the AGM is on Saturday 28 March 2026) | ${perOrg.tsholofelo} |

Documents (\`documents/<org>/\`):

- seawall
${list('seawall')}

| document | layout and what is tricky |
|---|---|
| Treasurer's workbook (.xlsx, kept by hand) | Three sheets. "Admin Fund" and "Activity Fund" are receipts-and-payments sheets with three merged title lines, twelve month columns headed "Jul-25" … "Jun-26" with a shaded quarter column after every third month ("Q1" after "Sep-25" and so on), then YTD, "Budget 2025-26" (the full year) and "Bal. of budget" (budget less YTD, negative when over); April–June are empty and Q4 shows a dash; a "Balance b/f" row above the receipts whose later months are formulas picking up the previous month's "Balance c/f", so a row summed across is meaningless; TOTAL RECEIPTS, TOTAL PAYMENTS, SURPLUS / (DEFICIT) and Balance c/f as formulas; an unbudgeted line (flood relief) with a blank budget and a negative balance; notes under the table (LCI dues wired in US$ with the rate of each wire; the Fun Day MMG takings entered gross with the charges under Bank & MMG charges). "Dues 2025-26": headings merged over two rows ("Jul - Dec 2025" and "Jan - Jun 2026" each over Amount G$ / Date paid), "OWING" typed in the date column, a member dropped in December with "n/a", new members' entrance fees only in the remarks, TOTAL and "No. paid" rows. |
| Republic Bank activity account export (.csv) | Five lines of account details above the headings; newest first; dates as "31-MAR-2026" with a separate value date (a day later for ACH credits); cheque numbers in their own column; Debit and Credit as separate unsigned columns with thousands separators in quotes; "BALANCE BROUGHT FORWARD" as the last row; total debits, total credits and closing balance below; CRLF line ends. |
| MMG merchant statement (.csv) | Merchant details and opening balance above the headings; oldest first; day-first dates and a time column; masked phone numbers before the customer's name; references typed however customers typed them ("funday 2A1C", "fun day x4", "tix"); a 1% fee on each payment in its own column; two Failed rows that keep their amount but leave the balance unchanged; two donations among the ticket payments; the transfer to the bank as a negative amount with a flat fee; totals below. |
| Mash Fun Day statement of income and expenditure (.pdf) | Income and expenditure side by side in two columns on one page (a T-account): tickets pre-sold, at the gate and through MMG as counts at a price under sub-headings, the food stall, bar, raffle and a sponsor; costs with cheque numbers and dates in small type under each line, and the MMG charges; net proceeds below both columns; the ticket printing cheque was paid in January, the rest in February; the statement's income ties to the workbook's February Fun Day receipts but its costs include the MMG charges the workbook keeps elsewhere. |
| Board minutes (.docx) | Present / Apologies with Lions titles; a treasurer's report in prose (both funds at 31 March, the Fun Day, dues owing); a table of three glucometer quotations (price each, total, delivery); resolutions in capitals (the supplier chosen, new half-yearly dues from 1 July 2026), a donation approved for May, and the installation night and next meeting with day names and ordinal dates ("Tuesday 12th May 2026"). |
| Photo of an optician's invoice (.png) | Slightly rotated, unevenly lit: items with quantity, unit price, a VAT code (S standard-rated, Z zero-rated) and amount; sub-total, a 10% discount in brackets, net after discount, VAT at 14% on the standard-rated items after the discount, total due; paid by one of the cheques in the bank export. |

- tsholofelo
${list('tsholofelo')}

| document | layout and what is tricky |
|---|---|
| Manager profit and loss statement (.pdf) | Landscape; six columns headed over two lines by their date ranges ("01/01/2025 -" / "31/03/2025" … "01/01/2024 -" / "31/12/2024"), so the quarters, the year and the prior year are told apart only by their dates; dashes for zero; income accounts, then a "Funeral benefits" group (member, spouse, child, parent) with its own total inside Expenses, the other expense accounts, Total Expenses and "Net profit (loss)"; interest split into fixed-deposit and current-account accounts; depreciation and the accrued review fee only in the last quarter. |
| Manager balance sheet (.xlsx export) | Title lines, two date columns ("31/12/2025", "31/12/2024"); section headings in column A and accounts in column B; the fixed assets as "at cost" and "accumulated depreciation" (negative) lines; a Net assets line and a Retained earnings line that are the same figure; the Orange Money line is the statement's closing balance; a benefit payable for a death in late December. |
| Orange Money statement (.csv) | Account details and the opening balance ("BWP 1842.60") above the headings; dates as "01 Oct 2025"; Debit, Credit and Fee columns in BWP without thousands separators and a running balance; members' payments with references as typed ("T002 oct", "burial oct nov", "nov + dec + jan 26", "T017 okt"), some covering several months or months of 2026; airtime, a merchant payment for funeral groceries, an agent cash-out with a fee, five sweeps to Absa each with a fee; the closing balance below. |
| Contributions register (.xlsx, kept by hand) | Three sheets. "Contributions 2025": members down the side (T001–T062) with Jan–Dec under a merged "Contributions paid (P)" heading, blanks shaded red for unpaid months, dashes before a new member joined, merged grey "DECEASED" / "RESIGNED" cells after a member left, Total paid by formula, Due typed in, Arrears by formula, an "Advance for 2026" column kept out of the months, remarks, a TOTAL row and a membership note below. "Claims 2025": reported date, member, deceased, relation, date of death, benefit, date paid, groceries, tent; eight deaths but the last benefit paid on 5 January 2026, so the TOTAL row (all eight) is not the year's benefits paid. "Tent hire 2025": the paid hires mixed by date with the members' funerals, which show "FREE" in the amount column, and a TOTAL row. |
| Treasurer's report to the AGM (.docx) | Prose figures (membership movement, income, expenditure and the surplus, funerals, the fixed deposit renewed with its interest at a new rate, a proposed contribution rise, the independent reviewer) and a table of Budget 2025, Actual 2025, Actual 2024 and Budget 2026 whose lines group Manager accounts (interest = two accounts, funeral benefits = four, administration = six), no variance column; a table of cash and deposits with their total. |
| Photo of a wholesaler's till slip (.jpg) | A narrow thermal slip in a monospaced font, rotated, unevenly lit: each item on one line with quantity × price and the amount on the next, "*" for standard-rated (VAT included) and "Z" for zero-rated items, total, paid by Orange Money, then the VAT-inclusive vatable amount, VAT at 14% and the zero-rated amount; the payment appears in the Orange Money statement and the claims register. |

Kinds: ${kindLine}.

Questions are typed the way treasurers, board and committee members and members on their phones write: some formal
("What percentage of the annual budget for meeting venue & meals has been used by the end of March?"), some plain, some
terse and lower case with abbreviations ("avg dinner meeting contributions per month so far this lions year?", "total
orange money charges oct-dec?", "how much did we pay for parents funerals last year"). Periods are named as people name
them: a month without its year ("feb", "November"), the first quarter of the Lions year (July – September 2025 at
Seawall), "so far this year", "year to date", "Q3 2025" and "last year" (2025, asked in March 2026) at Tsholofelo.
The ten \`notfound\` questions ask for things the documents plausibly could hold but do not: a year outside the files
(dues in 2024-25; contributions in 2023; last year's Fun Day), a month outside an export (MMG in January; Orange Money
at 30 June), a figure not broken out (a delegate's convention registration; a tent-transport trip), a budget not yet
set (2026-27; 2027) and a cost the society does not pay (a coffin). Percentages are numbers of percent; variances are
stated as the size of the difference (the scorer ignores the sign); "months of cover" divide the balance by the average
monthly spending of the period named. Dates are accepted in the usual written forms ("12 May 2026", "May 12, 2026",
"12/05/2026", "2026-05-12", "Tuesday 12 May" and others); numeric dates are day-first, as both countries write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-ac/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-ac/verify.mjs\`, which parses the CSVs, workbooks, Word
files and PDFs back, checks their totals, quarter columns, running balances and formulas' cached results and the
figures that tie between documents — the workbook's balances to the bank export, the Fun Day statement to the MMG
statement and the workbook, the register to the profit and loss and the balance sheet, the Orange Money closing balance
and fees to the books — and recomputes each answer from what it read; the two photos are checked against their
rendering data and the payments they match); rebuild and check with \`cd ../gen-ac && npm install && npm run all\`.
`;
};
