// README of set AA (written by gen.mjs with the generated file list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AA

${n} questions about the documents of two fictional organisations, written without reference to
how the assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`krosa\` | Kwahu Ridge Secondary School Old Students' Association (KROSA; an alumni association of a secondary school in the Eastern Region of Ghana, run by an elected executive with an honorary treasurer: annual dues, a one-off levy for renovating a boys' dormitory, a scholarship fund, welfare support to bereaved and sick members, a homecoming dinner; Ghana cedis written "GH₵" and "GHS", day-first dates; books in Sage Accounting (cloud); online payments through Paystack by mobile money, card and bank) | Calendar year (2025, with 2024 comparatives in Sage and a 2026 budget in the treasurer's report; the Paystack export covers October – December 2025; the AGM is on 21 March 2026) | ${perOrg.krosa} |
| \`glanrhyd\` | Glanrhyd Community Pool Trust (a charity that took over the village swimming pool in Wales from the county council: public swims, lessons, pool parties, direct-debit memberships, a vending corner; pounds, day-first dates, a few Welsh words; a part-time finance officer keeps the books in QuickFile; memberships collected through GoCardless; not VAT-registered, so costs are gross) | April – March (FY2025-26 = 1 April 2025 – 31 March 2026; the QuickFile report and the finance report cover April – December 2025, Quarter 3; the GoCardless export covers October – December 2025; the trustees met on 22 January 2026) | ${perOrg.glanrhyd} |

Documents (\`documents/<org>/\`):

- krosa
${list('krosa')}

| document | layout and what is tricky |
|---|---|
| Sage Accounting Profit and Loss (.pdf) | Two pages: a title block with date range, comparison period and currency; two columns headed over two lines ("1 Jan 2025 -" / "31 Dec 2025" and the same for 2024); ledger accounts as "4000 - Members' Dues"; Income (bank interest inside it), Cost of Sales (homecoming event costs, merchandise purchases), Gross Profit, Overheads (scholarships, the dormitory project spending, welfare, administration lines, bank and Paystack fees), Net Profit/(Loss) with a minus sign for the 2025 loss; the overheads run over the page break under a repeated heading and "Overheads (continued)"; printed-by footer. |
| Paystack transactions export (.csv) | Newest first; Amount and Fees in GHS with a separate Currency column; Status success / failed / abandoned (failed and abandoned rows keep their amount but have no fee and no Paid At); Channel mobile_money / card / bank; four payment pages (annual dues, dormitory levy, homecoming dinner ticket, scholarship fund); a member's failed attempt followed by a successful retry minutes later; ticket payments for one, two or three seats. |
| Dues and levies register (.xlsx, kept by hand) | Two merged title lines; headings merged over two rows ("Annual dues (GH₵ 200)" over No. paid / Amount, "Project levy (GH₵ 500)" over No. paid / Amount); decade heading rows merged across the sheet ("1970s" … "2010s"), year groups as "Class of 1993", a "Subtotal 1990s" row under each decade inside the block and a TOTAL row adding the subtotals, so a column summed naively counts everything twice; formulas for amounts and % paid; a Welfare sheet of payments to members with day-first dates and a total; a Notes sheet. The dues and levy totals agree with Sage. |
| Dormitory project budget and spend (.xlsx) | A "Budget v Spend" sheet grouped A–D with indented budget lines, SUBTOTAL rows per group (none for the single-line contingency) and a TOTAL using SUBTOTAL(9,…); spent by SUMIF from a Payments sheet (date, payee, description, budget line, amount, cheque / transfer / MoMo reference) whose total agrees with the Sage dormitory line; remaining and % spent. |
| Treasurer's report to the AGM (.docx) | Prose figures (income, expenditure and the deficit against budget, dues paid by members on the register, levy payers, the number of scholarship students, the homecoming date) and a table of Budget 2025, Actual 2025 and Budget 2026 whose lines regroup the Sage accounts (homecoming and merchandise net of their costs, donations combined, administration = six accounts, bank and Paystack charges), so its total income differs from Sage's; brackets for the deficit; a cash and bank table (GCB current, Fidelity project savings, Paystack balance, petty cash). |
| Photo of a building-materials tax invoice (.jpg) | Slightly rotated, unevenly lit: items with quantity, unit price and amount, a sub-total, NHIL 2.5%, GETFund Levy 2.5% and COVID-19 Levy 1% on the sub-total, then VAT 15% on the value including the levies, and the total, which is one of the project payments. |

- glanrhyd
${list('glanrhyd')}

| document | layout and what is tricky |
|---|---|
| QuickFile Profit & Loss, monthly breakdown (.xlsx) | Three merged title lines; a Code column before the nominal name ("7201", "Gas"); nine month columns "Apr-25" … "Dec-25" and a Total; Income, Cost of Sales, Gross Profit, Expenses, Net Profit with the total rows' labels in the name column and the code column empty; zero months shown as 0.00; membership income for October – December equals the GoCardless payments paid out; November's pool chemicals are the photographed invoice. |
| GoCardless payments export (.csv) | GoCardless's dotted column names (customers.given_name, metadata.plan, links.payout); ISO created_at with time, charge_date, amount in pounds; statuses paid_out, failed, charged_back (amount_refunded filled) and cancelled; a retry of a failed payment as a separate row a week later; a member who joins in November and one in December, one who cancels after October. |
| Admissions and lessons workbook (.xlsx, kept by hand) | Headings merged over two rows ("Public swims" over Adult / Junior / Concession / Total, "Parties" over No. / £, "Income (£)" over Swims / Lessons / Total); months down the side with a shaded "Q1 total" … "Q3 total" row after every three months, an empty January – March quarter and a "Year to date" row, so a column summed naively counts everything twice; swim income by formula from a Prices sheet (current and from 1 April 2026); a Lessons sheet for the autumn term with places, enrolled, a waiting list left blank when there is none, fee per term and fees due; lesson income arrives in the month term fees are paid. |
| Finance report to trustees, Q3 (.pdf) | Serif type; prose headlines (a deficit against a budgeted deficit) and notes before the table; Actual Apr-Dec, Budget Apr-Dec, Variance fav/(adv) and Annual budget headed over two lines; lines that regroup QuickFile accounts (staff costs = wages + NI + pension; energy = electricity + gas; grants = two accounts; bank and GoCardless charges); variances signed favourable/(adverse), so an income shortfall and an overspend are both in brackets; the expenditure runs over the page break with a "(continued)" heading; bank balances with a designated fund that is part of the deposit balance. |
| Trustees' meeting minutes (.docx) | Present / In attendance / Apologies with roles; a finance item with prose figures (income, expenditure, energy for April – December against the same months of 2024); a table of three pool-cover quotations (ex VAT, VAT, total, lead time) where the cheapest was not chosen; a resolution on prices from 1 April 2026 with a Now / From table; next meeting and AGM with day names. |
| Photo of a pool-chemicals invoice (.jpg) | Slightly rotated, unevenly lit: invoice and due dates day-first, items with quantity, unit price and net, total net, VAT @ 20% and total due (a cost the charity pays gross). |

Kinds: ${kindLine}.

Questions are typed the way treasurers, finance officers, trustees, executive members and volunteers write: some formal
("What is the variance between actual dormitory project spending and the 2025 budget for it?"), many plain, some terse
and lower case with abbreviations and the odd slip ("whats the budget for bunk beds and matresses", "avg successful
paystack payment for the dorm levy?", "ratio of electricity to gas spend apr-dec"). Periods are named as people name
them: a month without its year ("November", "December"), "Q2 of this financial year" (July – September 2025 at
Glanrhyd), "the first half of the year" (April – September), "so far this year", "this term", "the nine months", "last
year" (2025 at KROSA, asked in March 2026). The ten \`notfound\` questions ask for things the documents plausibly could
hold but do not: a year or month outside the files (dues in 2023; Paystack in August; electricity in March 2025; lessons
in January; GoCardless failures in September), a figure not broken out (a chapter's contribution; the caterer; the head
lifeguard's salary), an invoice that was not uploaded and a budget not yet set (2026-27). Percentages are numbers of
percent and may be rounded to one decimal; ratios may be rounded to two decimals; variances are stated as the size of
the difference (the scorer ignores the sign). Dates are accepted in the usual written forms ("18 November 2025",
"November 18, 2025", "18/11/2025", "2025-11-18" and others); numeric dates are day-first, as both countries write them.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a plausible wrong one
(all fail). Every document and every expected answer is generated from one data module (\`../gen-aa/data.mjs\`) and
checked by a separate reader of the generated files (\`../gen-aa/verify.mjs\`, which parses the CSVs, workbooks, Word
files and PDFs back, checks their totals, subtotals, formulas' cached results and the figures that tie between
documents, and recomputes each answer from what it read; the two photos are checked against their rendering data and
the payments they match); rebuild and check with \`cd ../gen-aa && npm install && npm run all\`.
`;
};
