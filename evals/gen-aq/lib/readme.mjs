// The set's README.
const KC_DOCS = [
  ['Laporan Keuangan Audit 2025 Yayasan Kali Code Berdaya (.pdf, 9 pages)', 'An Indonesian yayasan\'s audited statements under ISAK 35, in Indonesian, rupiah with dot thousands ("3.924.114.512"), brackets for negatives and dashes for zero, day-month-year dates: a cover with a daftar isi, the auditor\'s report (KAP, report number, opinion "wajar, dalam semua hal yang material"), a laporan posisi keuangan with a Catatan column of bare note numbers beside 31 Desember 2025 and 2024, a laporan penghasilan komprehensif with Tanpa Pembatasan dari Pemberi Sumber Daya / Dengan Pembatasan dari Pemberi Sumber Daya / Jumlah 2025 / Jumlah 2024 headings wrapped over four lines, a label that wraps onto the next line ("Aset neto yang dibebaskan dari / pembatasan") and expenses by function; perubahan aset neto and a one-year arus kas on one page; notes on cash by bank account, fixed assets as a roll-forward, donations and grants by source, restricted net assets by resource provider (saldo awal, penambahan, dibebaskan, saldo akhir), and expenses by nature and function as a matrix that runs over a page break (the column totals only on the "(lanjutan)" page).'],
  ['Jurnal.id Neraca Saldo 2025 (.xlsx)', 'A Jurnal by Mekari trial balance under a four-line title block: account codes like "1-10002" and "6-60100", merged Saldo Awal / Pergerakan / Saldo Akhir headings each over Debit and Kredit, donations split into "Tidak Terikat" and "Terikat" accounts, expenses by nature (the statements report them by function), a Total row by formula and a printed-by line.'],
  ['RAB vs Realisasi 2025 per Triwulan (.xlsx)', 'The treasurer\'s budget (RAB) against realisasi by quarter: No / Uraian / RAB 2025, a merged "Realisasi 2025" over TW I (Jan–Mar) … TW IV (Okt–Des), Jumlah Realisasi, Sisa Anggaran and % Serapan by formula with cached results; penerimaan lines, five programmes of numbered lines ("1.9") with subtotals, belanja modal and a selisih line; negative sisa where a line is over budget; a footnote that realisasi leaves out depreciation, so the spending total is the statements\' expenses less depreciation.'],
  ['BCA Mutasi Rekening Desember 2025 (.csv)', 'A KlikBCA account-statement download: four header lines (account number, name, period, currency), "Tanggal Transaksi,Keterangan,Cabang,Jumlah,,Saldo" with an unnamed CR/DB column, dates written \'dd/mm without a year and with a leading apostrophe, amounts as "250000.00" (no separators, unlike the rest of the yayasan\'s documents), long transfer descriptions (TRSF E-BANKING, BI-FAST, KR OTOMATIS TRF LN, BUNGA, PAJAK BUNGA, BIAYA ADM) and a footer with Saldo Awal, Mutasi Kredit and Mutasi Debet with their counts and Saldo Akhir; the closing balance is the BCA line of the cash note and the Jurnal.id account.'],
  ['Notulen Rapat Pembina 14 Maret 2026 (.docx)', 'Minutes of the annual meeting of the pembina with the pengurus and pengawas, in Indonesian: an attendance table with Hadir / Hadir (daring) / Izin, the agenda, the treasurer\'s report in words ("sekitar Rp 3,9 miliar", "Rp 565 juta"), the 2026 RAB in a Word table beside the 2025 RAB and realisasi, a fundraising target written "Rp 1,2 miliar" in the text, scholarship plans per semester, numbered decisions (approval limit, reserve transfer, the next auditor, a salary increase) and the next meeting date.'],
  ['Nota TB Sumber Rejeki (.jpg)', 'A photographed building-supplies receipt in a monospaced font, slightly rotated: six items with "qty x price" under each name, Subtotal, "DPP Nilai Lain 11/12", "PPN 12%" (12% of eleven-twelfths, as charged from 2025), TOTAL, payment by BCA transfer and the item and quantity counts; dot thousands.'],
];
const DW_DOCS = [
  ['Desert Willow Prep FY2025 Audited Financial Statements (.pdf, 9 pages)', 'A K-8 Arizona charter school\'s audited statements for the year ended June 30, 2025: the auditor\'s report, statements of financial position for both years with "$" only on the first and total lines, a statement of activities with Without Donor Restrictions / With Donor Restrictions / 2025 Total / 2024 Total headings over three lines and dashes for zero, a landscape statement of functional expenses with Program Services and Supporting Services group headings over eight columns (hyphenated headings such as "Transpor- / tation"), a one-year statement of cash flows, and notes: state aid (base support level and charter additional assistance), property and equipment, a bus loan whose maturity table runs over a page break, net assets with donor restrictions by purpose, ASRS and subsequent events.'],
  ['ADE CHAR55-1 State Aid Report FY2025 (.pdf, 2 pages)', 'The Arizona Department of Education\'s charter state aid report: 100th-day ADM by grade to three decimals, Group A and Group B weighted counts by category (K-3, ELL, special education categories with their weights), the weighted student count, base level and base support level, charter additional assistance per ADM, total equalization assistance and per ADM, and a monthly payment schedule with cumulative amounts in which the March–June payments drop after the 100th-day revision.'],
  ['QuickBooks Budget vs Actuals FY2025 by Month (.xlsx)', 'A QuickBooks Online "Budget vs. Actuals" export under a three-line title block: twelve month groups (Jul 2024 … Jun 2025) and a Total group, each merged over Actual / Budget / over Budget / % of Budget, 53 columns wide; accounts numbered 4100–4900 and 6010–6900 by nature, Total Income, Gross Profit, Total Expenses, Net Operating Income and Net Income rows, empty % cells where the budget is zero, and an "Accrual Basis" footer. State equalization by month equals the CHAR55-1 payments.'],
  ['PTO Fall Fun Run 2024 - Cheddar Up Payments (.csv)', 'A payment-platform export of the PTO\'s fall fun run, newest first, with m/d/yyyy times: pledges, T-shirts and business sponsors, quantity, price, total, processing fee, net, payment method (Card, eCheck, Cash, Check), status (Paid, Refunded, Pending) and refunded amount, student, grade and teacher; refunded rows net to zero and the pending cash pledge has not been received.'],
  ['Governing Board Minutes 2025-05-15 (.docx)', 'Minutes of the charter school\'s governing board: roll call in a table with one member absent, the executive director\'s and business manager\'s reports with year-to-date figures through April, the PTO\'s restricted gift, motions with mover, seconder and votes (one abstention), the ratification of the bus-repair invoice, the FY2026 budget in a Word table against the FY2025 adopted budget with a change column, a salary increase, a replacement-bus authorization and the next meeting date.'],
  ['Valley Fleet Invoice 24817 (.jpg)', 'A photographed bus-repair invoice: invoice number, date, terms, the bus and odometer, parts with quantity, price and amount, labor lines as hours x rate, parts and labor subtotals, shop supplies, sales tax on parts only at 8.3% and the total due.'],
];
const tbl = (rows) => ['| document | layout and what is tricky |', '|---|---|', ...rows.map(([a, b]) => `| ${a} | ${b} |`)].join('\n');
export const README = (DOCS, kindLine, perOrg, indo) => `# Evaluation set AQ

100 questions about the documents of two fictional organisations, written without reference to how the
assistant works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`kalicode\` | Yayasan Kali Code Berdaya (Yogyakarta, Indonesia: a yayasan running reading gardens and scholarships for children along the Kali Code river, maternal and child health support through posyandu and small-business mentoring; Indonesian documents, rupiah written "Rp 1.234.567" with dot thousands and "Rp 1,2 miliar" / "Rp 565 juta" in text, day-month-year dates; statements under ISAK 35 by restriction from resource providers; books in Jurnal.id; banks BCA and Mandiri) | Calendar year (the audited 2025 statements with 2024 comparatives; the trial balance and the RAB against realisasi cover 2025; the BCA export covers December 2025; the pembina met on 14 March 2026 and approved the 2026 RAB) | ${perOrg.kalicode} |
| \`desertwillow\` | Desert Willow Preparatory Academy (Mesa, Arizona, US: a tuition-free K-8 public charter school run by a nonprofit; funded by state equalization assistance on its ADM, the Classroom Site Fund, federal grants and school lunch reimbursements; books in QuickBooks Online; a PTO that raises money on Cheddar Up) | Fiscal year July–June (FY2025 = July 1, 2024 – June 30, 2025; audited statements with FY2024 comparatives; the CHAR55-1 is the final FY2025 report; the fun run was in October 2024; the board met on May 15, 2025 and adopted the FY2026 budget) | ${perOrg.desertwillow} |

Documents (\`documents/<org>/\`):

- kalicode
${DOCS.kalicode.map((f) => `  - \`${f}\``).join('\n')}

${tbl(KC_DOCS)}

- desertwillow
${DOCS.desertwillow.map((f) => `  - \`${f}\``).join('\n')}

${tbl(DW_DOCS)}

Kinds: ${kindLine}.

Questions are typed as a treasurer, a board member on a tablet and a hurried staff member on a phone would type
them: some formal ("What was total revenue, support and other for FY2025?", "What was the current ratio (aset lancar
to liabilitas jangka pendek) at 31 December 2025?"), some plain ("How much do we still owe on the bus loan at the end
of FY2025?", "How much did we pay to BPJS (both programmes) in December?"), some terse and lower case ("total
expenses fy24?", "biggest single payment out of BCA in december?", "kas dan setara kas per 31 des 2025?"). ${indo} of
the yayasan's questions are written in Indonesian ("Berapa jumlah pendapatan yayasan tahun 2025?", "Triwulan mana yang
realisasi pengeluarannya paling besar di 2025?", "Kapan rapat pembina berikutnya?"). Periods are named as people name
them: "2024", "akhir 2025", "per 31 des 2025", "Q3 2025", "bulan Desember", "FY25", "the year ended June 30, 2025",
"March 2025", "through April", "for the full year". The ten \`notfound\` questions ask for things the documents
plausibly could hold but do not: a year before the figures (individual donations in 2023; FY2023 revenue), a balance
at a date no document gives (Mandiri at 30 November 2025), a figure inside a combined line (electricity inside
"listrik, air dan internet"; field trips inside the functional expense lines), a fundraiser that has no export (a
spring carnival), a figure a report says it leaves out (Results-Based Funding on the CHAR55-1), and facts nobody wrote
down (the ketua's salary, how many children use the reading gardens, the audit engagement partner). Percentages are
numbers of percent; variances and differences are stated as the size of the difference (the scorer ignores the sign).
Amounts, percentages, ratios and averages have a tolerance of 0.5%, counts none; ADM and weighted counts to 0.01%.
Dates are accepted in the usual written forms; the BCA export writes dates as 'dd/mm without a year.

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass), written with the currency the documents use but
with comma thousands ("Rp 3,924,114,512", "$6,908,004", "$444,118.38"), and \`wrong-answers.jsonl\` a plausible wrong
one (all fail: the other year, the other column, the unrestricted column for the total, spending with depreciation
against a budget without it, the month for the year, the gross for the net, 12% of the whole price for PPN charged on
eleven-twelfths, an invented figure for the not-found ones). Every document and expected answer is generated from one
data module (\`../gen-aq/data.mjs\`, with the questions and how each answer is recomputed from the files in
\`../gen-aq/lib/questions.mjs\`) and checked by a separate reader of the generated files (\`../gen-aq/verify.mjs\`: PDF
text with pdfjs, workbooks with exceljs including cached formula results, the Word files' XML, the CSVs, and the two
photos by tesseract OCR; it checks the statements' arithmetic (both balance sheets balance, the income statements by
column, tanpa + dengan = jumlah, net assets roll forward, cash flows end at the cash line, the expense matrix adds
across and down over its page break, the restricted funds roll by provider and by purpose, the state aid formula from
ADM through weights to equalization), the ties between documents (Jurnal.id to the statements by account, the RAB
realisasi plus depreciation to the expenses by function, the BCA closing balance to the cash note and the ledger, the
minutes' table to the RAB workbook; the CHAR55-1 payments to QuickBooks by month, QuickBooks accounts to the functional
expenses and revenue lines, the minutes' FY2025 budget to the QuickBooks budget, the PTO gift to the restricted net
assets, the invoice to the ratification in the minutes, the receipt to its BCA transfer), running balances, PPN and
sales-tax arithmetic, recomputes each answer from what it read, and checks that the not-found subjects are absent).
Rebuild and check with \`cd ../gen-aq && npm ci && npm run all\`.
`;
