// README of set AJ (written by gen.mjs with the document list and kind counts).
export const README = (docs, kindLine, perOrg) => {
  const list = (org) => docs[org].map((f) => `  - \`${f}\``).join('\n');
  const n = Object.values(perOrg).reduce((a, b) => a + b, 0);
  return `# Evaluation set AJ

${n} questions about the documents of two fictional organisations, written without reference to how the assistant
works, in the format of \`/work/shared/evals/agent/README.md\`.

| org | organisation | year | questions |
|---|---|---|---|
| \`beirario\` | Associação Beira-Rio de Educação e Cidadania – ABREC (Recife, Pernambuco, Brazil, R$ written "R$ 1.234,56": a non-profit association running after-school tutoring, reading and music and capoeira workshops for children in Pina and Brasília Teimosa, funded by a municipal termo de fomento under the MROSC law, a corporate foundation's restricted gift, members' contributions, individual and company donations and a Christmas bazaar; books kept by an outside accountant on Domínio Sistemas; documents in Portuguese) | Calendar year (2025, with 2024 comparatives; the termo de fomento runs March 2025 – February 2026 and is reported March – December 2025; the bank statement covers October – December 2025) | ${perOrg.beirario} |
| \`tembusu\` | Tembusu Hearing & Speech Centre Ltd (Singapore, S$: a charity and Institution of a Public Character, a company limited by guarantee, giving early intervention, speech therapy and audiology to children with hearing loss; ECDA, Tote Board and Community Chest funding, tax-deductible donations, a gala dinner and a permanent endowment; on Xero) | April – March (audited statements for FY2024/25, the year ended 31 March 2025, with FY2023/24 comparatives; Xero reports and the donations listing for FY2025/26, 1 April 2025 – 31 March 2026) | ${perOrg.tembusu} |

Documents (\`documents/<org>/\`):

- beirario
${list('beirario')}

| document | layout and what is tricky |
|---|---|
| Demonstração do resultado do exercício 2025 (.pdf, 2 pages) | Portuguese labels under "Receitas com restrição" / "Receitas sem restrição" and "Com projetos (recursos com restrição)" / "Administrativas (recursos sem restrição)", Nota, 2025 and 2024 columns; amounts "1.234,56" with expenses and the 2024 deficit in parentheses and "–" for nil; the same "Convênio nº 007/2023" label on a revenue and an expense line; voluntary work recognised as both revenue and expense (ITG 2002); total operating revenue excludes the financial income, so the ata's "total das receitas" differs from the DRE's; a second page of notes with the termo de fomento's figures and the volunteer hours and hourly rate in prose. |
| Balancete de verificação 01/2025 – 12/2025 (.pdf, 3 landscape pages, Domínio Sistemas) | Código reduzido, classificação and descrição, then Saldo Anterior / Débito / Crédito / Saldo Atual with D and C suffixes ("38.912,44D", "6.830,20C"); group rows at every level (Ativo, Ativo circulante, Disponível, Caixa, Bancos …) in capitals carry the sums of the accounts below them, so adding every row double counts; the accumulated depreciation sits in the Ativo with a C balance; revenue and expense accounts are not yet closed, so the patrimônio social is the opening one; a "Resumo do balancete" with the period's superávit at the foot; the page header repeats on each page. |
| Prestação de contas do termo de fomento (.xlsx) | "Execução Financeira": a five-line title block, merged two-row headings, the plano de trabalho budget for twelve months beside ten months paid ("mar/25" … "dez/25" as text), group rows (1 Recursos humanos, 2 Material de consumo e alimentação, 3 Serviços de terceiros e transporte) summing their items by formula, a TOTAL GERAL, "Saldo a executar" negative ("R$ -4.200,00") for the overspent transport line, "% executado"; notes below the table (the ofício asking for a remanejamento, December's 13th salary). "Conciliação Bancária": three repasses with day-first dates, monthly rendimentos, paid expenses and the balance in the project's own account. |
| Extrato Banco do Brasil C/C 45.678-9, out–dez 2025 (.csv) | Banco do Brasil's export: quoted fields, CRLF, "Data","Lançamento","Detalhes","N° documento","Valor","Tipo Lançamento", day-first dates, amounts "1.234,56" with "-" for debits; a "Saldo Anterior" row first, a "Saldo do dia" row after each day and "S A L D O" at the end, all in the Valor column, so a naive sum or count includes balances; Pix details carry the time and a masked CPF or a company's CNPJ; the bakery purchase appears as a card payment. |
| Ata da assembleia geral ordinária de 28/03/2026 (.docx) | Portuguese minutes in running prose (the date also written out in words), quorum, the treasurer's presentation with a small table of 2025 totals, the Conselho Fiscal's opinion and recommendation, the vote on the accounts (favour, against, abstentions), the 2026 budget, the new monthly contribution and its start, a by-election to the Conselho Fiscal. |
| Photo of a bakery's NFC-e (.jpg) | A thermal-paper DANFE NFC-e, slightly rotated and unevenly lit: items by weight ("2,350 KG" × "15,99") and by unit on two lines each, Qtde. total de itens, Valor total, Desconto and Valor a Pagar, payment by debit card, the access key, the buyer's CNPJ, and federal and state taxes under Lei 12.741/2012. |

- tembusu
${list('tembusu')}

| document | layout and what is tricky |
|---|---|
| Audited financial statements FY2024/25 (.pdf, 7 pages) | Directors' statement and auditor's report in prose (the firm's name and date at the end), a statement of financial activities under Unrestricted funds / Restricted funds / Endowment fund / Total 2025 / Total 2024 headings wrapped over two lines with a Note column, grouped as income from generated funds, charitable activities and other income, a transfer from the endowment to the general fund netting to nil in the total, a statement of financial position with two lines called "Lease liabilities", and notes: staff costs, key management pay as a total with the number of people in S$100,000 bands, related-party payments to a director's company in prose, a reserves table with an increase/(decrease) % column that runs over a page break, the ratio of unrestricted funds to operating expenditure in months printed to one decimal, and the fund-raising efficiency ratio in prose. "2025" means the year to 31 March 2025. |
| Xero Aged Payables Summary at 31 March 2026 (.xlsx) | Xero's layout: four title lines, Contact / Current / 1 Month / 2 Months / 3 Months / Older / Total, a credit note as a negative, a Total row and a "Percentage of total" row that a naive sum would include. |
| Xero Budget Variance, March 2026 and year to date (.xlsx) | Title lines, "Mar 2026" and "Year to Date (Apr 2025 - Mar 2026)" merged over Actual / Budget / Var / Var %, Income with Total Income and a Gross Profit row equal to it, "Plus Other Income", "Less Operating Expenses", and the bottom line called "Net Profit" though it is a deficit; Var % blank where nothing was budgeted (the gala month). |
| Donations listing FY2025/26 (.xlsx) | A hand-kept listing under a three-line title: receipt numbers only for tax-deductible gifts, dates as real dates shown day-first, masked NRIC/FIN and UENs, gross amount, benefit received and a tax-deductible amount by formula (gala tables and tickets deductible only above the dinner's value, an auction purchase not at all), Y/N flags, GIRO rows each month, italic subtotal rows after each quarter and a TOTAL row that a naive sum would double. Its totals tie to the Xero donation lines. |
| Governance evaluation checklist FY2024/25 (.docx) | The Charity Portal's Enhanced Tier checklist as a Word table: S/N, guideline, Code ID, response (Complied / Not complied / Not applicable, and Yes/No gateway questions without a Code ID), explanations for the two guidelines not complied with, section rows, and the number of Board meetings in a note after the table. |
| Photo of a FairPrice receipt (.jpg) | A supermarket till receipt, slightly rotated: multi-buy lines as "3 @ 2.35" on a second line, a promotion as a negative line, TOTAL, payment by Visa, "GST 9% INCLUDED IN TOTAL" and the total excluding GST, day-first date. |

Kinds: ${kindLine}.

Questions are typed the way a treasurer, a board member on a tablet and a hurried staff member on a phone write: some
formal ("Using the Disponível balance at 31/12/2025 and the DRE's total operating expenses for 2025, how many months of
expenses does our cash cover?"), many plain ("How much came in by GIRO over FY2025/26?"), some terse, lowercase, with
abbreviations and typos ("whats the price per kg of pao frances on the padaria reciept", "governance costs last audited
yr?"). Six of the Brazilian association's questions are in Portuguese. Periods are named as people name them: "2025",
"last year", "Q3 2025 (July to September)", "the last quarter of 2025", "FY2024/25", "the year to 31 Mar 2025",
"FY25/26", "year to date", "March 2026". The ten \`notfound\` questions ask for things the documents plausibly could
hold but do not: a year before the figures (2023, FY2022/23), a month after them (January 2026 on the termo, 31 March
2026's reserves ratio), a day the bank statement does not cover, an event inside a total that is not broken out, a
receipt that was not uploaded, an exact salary given only in a band, a budget not yet set, and a supplier balance at a
date the ageing does not show. Percentages are numbers of percent; differences and variances are stated as the size of
the difference (the scorer ignores the sign). Amounts have a tolerance of 0.5%, percentages, ratios and months of cover
1%. Dates are accepted in the usual written forms ("18 July 2025", "July 18, 2025", "18/07/2025", "2025-07-18",
"18 de julho de 2025" and others).

Every case lists all of its organisation's files in \`documents\` (all are uploaded when it is asked). Score replies with

    node /work/shared/evals/agent/score.mjs cases.jsonl ANSWERS.jsonl --verbose

\`expected-answers.jsonl\` holds an ideal reply per case (all pass) and \`wrong-answers.jsonl\` a wrong one (all fail).
Every document and every expected answer is generated from one data module (\`../gen-aj/data.mjs\`) and checked by a
separate reader of the generated files (\`../gen-aj/verify.mjs\`: it reads the PDFs' text back with pdfjs, the workbooks
with exceljs, the Word files' XML and the CSV, checks the statements' arithmetic (the DRE's totals and results, the
balancete's debits against credits and every group row against its accounts, the prestação's items, groups and months,
the bank statement's running balance against each "Saldo do dia", the SOFA's columns and funds, the balance sheet, the
reserves ratio and fund-raising ratio as printed, the Xero totals, variances and percentage row, the donations
listing's subtotals), the figures that tie between documents (the prestação to the DRE and the balancete, the
statement's closing balance to the balancete, the ata to the DRE, the bakery payment to the statement, the listing to
Xero, the utilities payable to March's utilities), and recomputes each answer from what it read; the two photos are
checked against their rendering data). Rebuild and check with \`cd ../gen-aj && npm install && npm run all\`.
`;
};
