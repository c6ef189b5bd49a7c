// The README of set AM.
import { ORGS, DOCS } from './data.mjs';

const ORGTXT = {
  reparons: "Réparons Ensemble Croix-Rousse (Lyon, France: an association loi 1901 running a repair café, a tool library (outilthèque) and a shared garden; euros written the French way, \"12 345,67 €\" with non-breaking spaces and decimal commas, day/month/year dates, French documents; books kept by an expert-comptable on the Plan Comptable Général; banking with Crédit Mutuel; funded by the Métropole, the city, the Région, ADEME, a foundation and the FDVA, members' dues and donations through HelloAsso)",
  chipata: "Tiyanjane Community Care Organisation (Chipata, Eastern Province, Zambia: a community-based organisation supporting orphans and vulnerable children and village savings and loan groups; kwacha written \"K12,345.00\" and \"ZMW\", day/month/year dates, English documents; books in Sage Pastel Partner kept by a finance officer; a Zanaco bank account and an Airtel Money business wallet; funded by a US family foundation in dollar tranches and by the district's CDF)",
};
const YEAR = {
  reparons: 'Calendar year (2025 accounts with 2024 comparatives; the FEC covers October–December 2025 and the bank export December 2025; the AG met on 28 March 2026 and adopted the 2026 budget)',
  chipata: 'April–March year (FY2025/26, 1 April 2025 – 31 March 2026; the Airtel Money statement covers March 2026; the board met on 18 April 2026)',
};
const TRICKY = {
  reparons: [
    ['Comptes annuels 2025 (.pdf, 4 pages)', "An expert-comptable's statements in French with Exercice N (2025) and N-1 (2024) columns and amounts as \"12 345,67\" (non-breaking spaces), dashes for zero: a bilan actif with Brut / Amortissements / Net 2025 / Net 2024 and a bilan passif (fonds propres, dettes including produits constatés d'avance); a compte de résultat that runs over a page break, with the three sales lines under a \"Production vendue\" subtotal that sits above the other operating income lines (a naive sum counts it twice), résultat d'exploitation, financier, courant and exceptionnel, and the volunteer contributions (classes 86/87) below the result; an annexe with the subventions by financeur for both years (note 3, referenced from the statement), the split of disponibilités between the current account and the Livret A, and the volunteer hours."],
    ['FEC T4 2025 (.txt)', "A Fichier des Écritures Comptables for October–December 2025: the standard 18 columns JournalCode … Idevise, pipe-separated, CRLF, EcritureDate as yyyymmdd, Debit and Credit with decimal commas and 0,00 on the other side; journals BQ, AC, OD and CA, supplier sub-accounts (CompAuxNum/CompAuxLib) on 401000 only, the salary entries (gross 641100 against net 421000 and URSSAF 431000) and the bank payments of the net, the full-year depreciation posted on 31/12 (not a quarter's), a cotisations reversal into produits constatés d'avance on 31/12, the December bank lines matching the Crédit Mutuel export."],
    ['Budget prévisionnel 2025 vs réalisé (.xlsx)', "A treasurer's workbook: Compte / Libellé, \"Exercice 2025\" merged over Budget prévisionnel / Réalisé / Écart (€) / Écart (%) and a Prévisionnel 2026 column filled for some lines only; charges and produits in PCG groups with a shaded \"Total …\" row after each group and a TOTAL that adds the group totals (so a column summed naively counts twice), formulas with cached results, \"n.s.\" where the budget is zero, subsidies by financeur, the bénévolat below the result; a second sheet of 2026 hypotheses explains the blank lines."],
    ['Relevé Crédit Mutuel décembre 2025 (.csv)', "A Crédit Mutuel export: Date d'opération;Date de valeur;Débit;Crédit;Libellé;Solde, semicolons, dd/mm/yyyy, debits with a minus sign in their own column, decimal commas without thousands separators, oldest first and no opening balance line (it has to be worked back from the first row); card payments booked days after their value date, HelloAsso payouts, the Métropole and ADEME subsidy balances, the salary, URSSAF and a transfer to the Livret A."],
    ['PV AG ordinaire 28 mars 2026 (.docx)', "Minutes of the assemblée générale in French: adherents, present and represented members and the quorum, the treasurer's report in prose, five résolutions each with Pour / Contre / Abstentions, the dues adopted for 2026 against 2025 in a table, the 2026 budget summary (charges and produits side by side, in whole euros with non-breaking spaces), the board election with votes per candidate, a spending limit for a bike trailer."],
    ['Ticket Bricomat (.jpg)', 'A photographed thermal till ticket from a DIY store: upper-case lines without accents, prices TTC with a VAT code A or B, quantity lines "2 x 8,90" under the item, TOTAL TTC, card payment, the number of articles, and a VAT table (A 20,00 %, B 5,50 %) with HT / TVA / TTC and totals; the card payment appears in the bank export three days later.'],
  ],
  chipata: [
    ['Income Statement FY2025-26 monthly (.xlsx)', 'A Sage Pastel Partner income statement export by month: "Period 1" … "Period 12" above Apr-25 … Mar-26 and a merged "Year to Date" column, accounts as 1000/000, Sales, Cost of Sales, Gross Profit, Other Income, Expenses and Net Profit/(Loss) Before Tax with subtotal rows by formula (cached results); grant tranches land in single months, school fees by term, a salary increase from January, a loss for the year shown in brackets.'],
    ['Trial Balance 31 March 2026 (.pdf, 2 pages)', 'A Pastel trial balance at period 12: Account / Description / Debit / Credit over two pages with "Continued on next page" and the totals only at the end; income and expense accounts carry their year to date, the Accumulated Fund is the opening balance (the year\'s loss is not in it), fixed assets at cost with accumulated depreciation on separate credit lines, bank, Airtel Money wallet, petty cash, staff advances, accruals, NAPSA and PAYE payable.'],
    ['Airtel Money statement March 2026 (.csv)', 'An Airtel Money business wallet statement: six preamble lines (account name, MSISDN, period, opening and closing balance) above the headings, newest first, date-times as dd/mm/yyyy hh:mm:ss, a Dr/Cr column with unsigned quoted "1,234.00" amounts, charges in a separate column deducted from the running balance, cash-ins from the bank and VSLA groups, caregiver payments, a ZESCO token, airtime, agent cash-outs and the hardware shop merchant payment.'],
    ['Hollis Foundation Year 1 Financial Report (.docx)', 'A report to a US foundation in dollars: three tranches with the date received, the rate and the kwacha; expenditure recorded in kwacha converted at the weighted average rate; budget against actual by numbered budget line with variance as budget less actual, overspent lines in brackets and variance %, explanations per line, the unspent balance in dollars and kwacha; the tranches tie to the Pastel grant income account.'],
    ['Board Minutes 18 April 2026 (.docx)', "Minutes of a board meeting: present, apologies and in attendance, the quorum, the treasurer's report in prose (income, expenditure and the deficit), a cash position table at 31 March 2026 that ties to the trial balance, the programme report with VSLA groups, members and savings, resolutions approving the 2026/27 budget and a motorbike ceiling, the next meeting's date with its day name."],
    ['Hardware till slip (.jpg)', 'A photographed till slip (tax invoice) from a Chipata hardware shop: TPIN, invoice number and date-time, items with "3 @ 245.00" quantity lines, prices including VAT, TOTAL ZMW, total excluding VAT and VAT 16% included, paid by Airtel Money (the payment is in the Airtel statement).'],
  ],
};

export function README(kindLine, perOrg) {
  const L = [];
  L.push('# Evaluation set AM', '');
  L.push('100 questions about the documents of two fictional organisations, written without reference to how the');
  L.push('assistant works, in the format of `/work/shared/evals/agent/README.md`.', '');
  L.push('| org | organisation | year | questions |', '|---|---|---|---|');
  for (const o of Object.keys(ORGS)) L.push(`| \`${o}\` | ${ORGTXT[o]} | ${YEAR[o]} | ${perOrg[o]} |`);
  L.push('', 'Documents (`documents/<org>/`):', '');
  for (const o of Object.keys(ORGS)) {
    L.push(`- ${o}`);
    for (const f of DOCS[o]) L.push(`  - \`${f}\``);
    L.push('', '| document | layout and what is tricky |', '|---|---|');
    for (const [d, t] of TRICKY[o]) L.push(`| ${d} | ${t} |`);
    L.push('');
  }
  L.push(`Kinds: ${kindLine}.`, '');
  L.push('Questions are typed as a board treasurer, a board member on a tablet and a hurried staff member on a phone would');
  L.push('type them: some formal ("What is our current ratio at 31/12/2025, i.e. total actif circulant divided by total dettes?",');
  L.push('"Salaries & wages as a percentage of total expenses for the year?"), some plain, some terse and lower case with');
  L.push('abbreviations and the odd slip ("motorbike fuel n maintenance oct to march total?", "how many card payments (CB) in');
  L.push('december?"); about a quarter of the French organisation\'s questions are in French ("Quel est le résultat de l\'exercice');
  L.push('2025 ?", "quel compte pour le livret A dans le FEC ?", "Combien de votants à l\'AG de mars ?"). Periods are named as');
  L.push('people name them: "2025", "last year", "at year end", "Q4", "Oct-Dec", "the last quarter", "le 4e trimestre", "the first');
  L.push('quarter of the financial year" (April–June in an April year), "Jan 2026", "end of march". The ten `notfound` questions ask');
  L.push('for things these documents plausibly could hold but do not: a year before the figures (the 2023 result, FY2024/25 school');
  L.push('fees), a budget line left blank and only given inside a combined line (the 2026 outilthèque rentals), a cost inside a');
  L.push('combined line (electricity inside rent, fuel by motorbike), a month outside an export (January 2026 at Crédit Mutuel,');
  L.push('February 2026 on Airtel Money), a balance at a date no document gives (Zanaco at 31 December), and things nobody wrote');
  L.push('down (the number of items repaired, the audit firm).', '');
  L.push('`expected-answers.jsonl` holds an ideal reply per case and `wrong-answers.jsonl` a plausible wrong one (a nearby figure');
  L.push('from the documents: the wrong year, line, column or a subtotal; for notfound cases a confident invented figure). The');
  L.push('documents, cases and replies are generated by `../gen-am` (`node gen.mjs`), which derives every figure from one data');
  L.push('model; `node verify.mjs` reads the files back (PDF text, workbook cells, Word XML, CSV text, OCR of the photos) and checks');
  L.push('the arithmetic and every figure and phrase an answer relies on.', '');
  return L.join('\n');
}
