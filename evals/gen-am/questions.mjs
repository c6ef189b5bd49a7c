// The 100 questions of set AM, their answers (computed from data.mjs), an ideal and a plausible wrong reply,
// and the evidence each answer relies on: [document index, figure or phrase] pairs that verify.mjs looks for
// in what it reads back from the generated files (numbers in workbooks as cell values, everything else as text).
import * as D from './data.mjs';
import { fr, plain, en, dateForms } from './lib/fmt.mjs';

const { r2, sum } = D;
const E = (v) => `€${en(v)}`;
const K = (v) => `K${en(v)}`;
const U = (v) => `US$${en(v)}`;
const P2 = (v) => `${(Math.round(v * 100) / 100).toFixed(2)}%`;
const out = [];
let n = { reparons: 0, chipata: 0 };
function add(org, kind, question, answer, ideal, wrong, ev = []) {
  n[org]++;
  out.push({ id: `${org}-${String(n[org]).padStart(3, '0')}`, org, kind, question, answer, ideal, wrong, ev });
}
const num = (value, o = {}) => ({ type: 'number', value: Math.round(value * 1e4) / 1e4, tolerance: 0.005, ...o });
const txt = (...any) => ({ type: 'text', any });
const NF = { type: 'notfound' };

// =========================================================================== reparons
const R = 'reparons';
const c0 = D.CRT[0], c1 = D.CRT[1], B = D.BILAN;
const subv = D.crv('subv'), dons = D.crv('dons');
// comptes annuels (doc 0)
add(R, 'lookup', "Quel est le résultat de l'exercice 2025 ?", num(c0.resultat), `${E(c0.resultat)} d'excédent pour 2025 (contre ${E(c1.resultat)} en 2024).`, `${E(c1.resultat)} d'excédent.`, [[0, fr(c0.resultat)]]);
add(R, 'lookup', 'What were our total operating revenues (produits d\'exploitation) for 2025?', num(c0.totProdExpl), `${E(c0.totProdExpl)}, the total of produits d'exploitation (I) for 2025.`, `${E(c0.totProd)} in total for 2025.`, [[0, fr(c0.totProdExpl)]]);
add(R, 'difference', 'how much more subsidy income did we get in 2025 vs 2024?', num(subv[0] - subv[1]), `${E(subv[0] - subv[1])} more: subventions d'exploitation were ${E(subv[0])} in 2025 against ${E(subv[1])} in 2024.`, `${E(subv[1])} more than the year before.`, [[0, fr(subv[0])], [0, fr(subv[1])]]);
add(R, 'percent', 'What share of operating income came from subsidies in 2025?', num((subv[0] / c0.totProdExpl) * 100), `${P2((subv[0] / c0.totProdExpl) * 100)} (${E(subv[0])} of ${E(c0.totProdExpl)}).`, `${P2((subv[0] / c0.totProd) * 100)} of income.`, [[0, fr(subv[0])], [0, fr(c0.totProdExpl)]]);
add(R, 'total', 'Total staff costs in 2025 — salaries plus social charges?', num(D.crv('salaires')[0] + D.crv('sociales')[0]), `${E(D.crv('salaires')[0] + D.crv('sociales')[0])}: salaires ${E(D.crv('salaires')[0])} plus charges sociales ${E(D.crv('sociales')[0])}.`, `${E(D.crv('salaires')[0])} in salaries.`, [[0, fr(D.crv('salaires')[0])], [0, fr(D.crv('sociales')[0])]]);
add(R, 'percent', 'By what % did individual donations (dons manuels) grow from 2024 to 2025?', num(((dons[0] - dons[1]) / dons[1]) * 100), `${P2(((dons[0] - dons[1]) / dons[1]) * 100)}: from ${E(dons[1])} to ${E(dons[0])}.`, `${P2(((dons[0] - dons[1]) / dons[0]) * 100)} growth.`, [[0, fr(dons[0])], [0, fr(dons[1])]]);
add(R, 'lookup', 'Quel est le total du bilan au 31 décembre 2025 ?', num(B.totalActif[0]), `${E(B.totalActif[0])} au 31/12/2025 (actif = passif).`, `${E(B.totalActif[1])}.`, [[0, fr(B.totalActif[0])]]);
add(R, 'ratio', 'What is our current ratio at 31/12/2025, i.e. total actif circulant divided by total dettes?', num(B.actifCirc[0] / B.dettes[0]), `${(B.actifCirc[0] / B.dettes[0]).toFixed(2)} (actif circulant ${E(B.actifCirc[0])} / dettes ${E(B.dettes[0])}).`, `${(B.actifCirc[0] / (B.fournisseurs[0] + B.fiscSoc[0])).toFixed(2)} to one.`, [[0, fr(B.actifCirc[0])], [0, fr(B.dettes[0])]]);
add(R, 'grant', 'How much did the Métropole de Lyon give us in 2025?', num(D.SUBV[0].v[0]), `${E(D.SUBV[0].v[0])} in 2025 (note 3 of the annexe).`, `${E(D.SUBV[0].v[1])}.`, [[0, fr(D.SUBV[0].v[0])]]);
add(R, 'extreme', 'which funder gave us the most last year?', txt('Métropole de Lyon', 'Metropole de Lyon', 'Métropole', 'Metropole'), `The Métropole de Lyon, with ${E(D.SUBV[0].v[0])} in 2025.`, 'The Région Auvergne-Rhône-Alpes, with €8,000.00.', [[0, 'Métropole de Lyon']]);
add(R, 'grant', "De combien la subvention FDVA a-t-elle baissé entre 2024 et 2025 ?", num(D.SUBV[5].v[1] - D.SUBV[5].v[0]), `${E(D.SUBV[5].v[1] - D.SUBV[5].v[0])} de moins : ${E(D.SUBV[5].v[0])} en 2025 contre ${E(D.SUBV[5].v[1])} en 2024.`, `${E(D.SUBV[5].b - D.SUBV[5].v[0])} de moins.`, [[0, fr(D.SUBV[5].v[0])], [0, fr(D.SUBV[5].v[1])]]);
add(R, 'lookup', 'how much was volunteer time worth in 2025 (bénévolat)?', num(D.BENEVOLAT.v), `${E(D.BENEVOLAT.v)}: ${D.BENEVOLAT.heures} hours valued at €11.88 an hour.`, `${E(35707.25)}.`, [[0, fr(D.BENEVOLAT.v)]]);
add(R, 'lookup', "What was in the Livret A at the end of 2025?", num(D.LIVRET), `${E(D.LIVRET)} on the Livret A at 31/12/2025 (note 4).`, `${E(B.dispo[0])} in the bank.`, [[0, fr(D.LIVRET)]]);
add(R, 'average', 'Average gross salary per month in 2025?', num(D.crv('salaires')[0] / 12), `${E(D.crv('salaires')[0] / 12)} a month (${E(D.crv('salaires')[0])} over 12 months).`, `${E(1716)} a month.`, [[0, fr(D.crv('salaires')[0])]]);
// budget workbook (doc 2)
const bl = (c, l) => D.brow(c, l);
add(R, 'variance', 'How far over budget were we on entretien et réparations (615) in 2025?', num(bl('615')[3] - bl('615')[2]), `${E(bl('615')[3] - bl('615')[2])} over: ${E(bl('615')[3])} spent against a budget of ${E(bl('615')[2])}.`, `${E(bl('615')[3])} over.`, [[2, bl('615')[3]], [2, bl('615')[2]]]);
add(R, 'variance', 'Écart entre réalisé et budget sur les salaires bruts en 2025 ?', num(bl('641')[3] - bl('641')[2]), `${E(bl('641')[3] - bl('641')[2])} en dessous du budget (${E(bl('641')[3])} réalisés pour ${E(bl('641')[2])} prévus).`, `${E(bl('645')[2] - bl('645')[3])} en dessous du budget.`, [[2, r2(bl('641')[3] - bl('641')[2])]]);
const ademe = bl('74', 'ADEME');
add(R, 'percent', 'what % of the ADEME subsidy we budgeted for 2025 did we actually get', num((ademe[3] / ademe[2]) * 100), `${P2((ademe[3] / ademe[2]) * 100)} (${E(ademe[3])} received of ${E(ademe[2])} budgeted).`, `${P2(((ademe[2] - ademe[3]) / ademe[2]) * 100)}.`, [[2, ademe[3]], [2, ademe[2]]]);
add(R, 'total', 'Total budgeted expenses (charges) for 2025?', num(D.BT.chB), `${E(D.BT.chB)} of charges were budgeted for 2025 (actual ${E(D.BT.chR)}).`, `${E(D.BT.prB)}.`, [[2, D.BT.chB]]);
add(R, 'lookup', "what's the 2026 budget for rent", num(bl('613')[4]), `${E(bl('613')[4])} for 2026 (rent indexed by 3.3%).`, `${E(bl('613')[2])}.`, [[2, bl('613')[4]]]);
const over = D.BUDGET.charges.flatMap((g) => g.rows).map((x) => [x, x[3] - x[2]]).sort((a, b) => b[1] - a[1])[0][0];
add(R, 'extreme', 'Which expense line went furthest over budget in euros in 2025?', txt('Pièces détachées', 'Pieces detachees', '6022'), `Pièces détachées et consommables des ateliers (6022), ${E(over[3] - over[2])} over budget.`, `Entretien et réparations (615), ${E(285.6)} over budget.`, [[2, over[3]], [2, over[2]]]);
add(R, 'variance', 'overall how did our total income (produits) compare with budget in 2025?', num(D.BT.prR - D.BT.prB), `${E(D.BT.prB - D.BT.prR)} below budget: ${E(D.BT.prR)} against ${E(D.BT.prB)}.`, `${E(r2(D.BT.resB - D.BT.resR))} below budget.`, [[2, D.BT.prR], [2, D.BT.prB]]);
const n26 = D.BUDGET.charges.concat(D.BUDGET.produits).flatMap((g) => g.rows).filter((x) => x[4] !== null).length;
add(R, 'count', 'Combien de lignes du budget ont déjà un montant prévisionnel 2026 ?', { type: 'number', value: n26, tolerance: 0 }, `${n26} lignes ont un montant 2026 ; les autres sont vides.`, `${n26 - 2} lignes.`, [[2, 'Prévisionnel 2026']]);
add(R, 'percent', 'taux de réalisation des dons en 2025 ?', num((bl('754')[3] / bl('754')[2]) * 100), `${P2((bl('754')[3] / bl('754')[2]) * 100)} (${E(bl('754')[3])} pour ${E(bl('754')[2])} prévus).`, `${P2(((bl('754')[3] - bl('754')[2]) / bl('754')[2]) * 100)}.`, [[2, bl('754')[3]], [2, bl('754')[2]]]);
add(R, 'coa', 'Which compte number is insurance in the budget?', txt('616'), 'Compte 616, primes d\'assurance.', 'Compte 613.', [[2, "Primes d'assurance"]]);
// Crédit Mutuel (doc 3)
const cmDeb = sum(D.CM.filter((t) => t.a < 0).map((t) => -t.a));
add(R, 'lookup', 'Crédit Mutuel current account balance at 31/12/2025?', num(D.CM_CLOSE), `${E(D.CM_CLOSE)} at 31/12/2025, per the export.`, `${E(D.CM_OPEN)}.`, [[3, plain(D.CM_CLOSE)]]);
add(R, 'lookup', 'What was the current account balance at the start of December?', num(D.CM_OPEN), `${E(D.CM_OPEN)}: the first line's balance of ${E(D.CM[0].s)} after the ${E(600)} rent.`, `${E(D.CM[0].s)}.`, [[3, plain(D.CM[0].s)], [3, '-600,00']]);
add(R, 'total', 'total money going out of the current account in Dec 2025?', num(cmDeb), `${E(cmDeb)} of debits in December 2025.`, `${E(cmDeb - 1000)} of spending.`, D.CM.filter((t) => t.a < 0).map((t) => [3, `-${plain(t.a)}`]));
add(R, 'count', 'how many card payments (CB) in december?', { type: 'number', value: 2, tolerance: 0 }, '2 card payments: Bricomat and the Pépinière du Plateau.', '3 card payments.', [[3, 'PAIEMENT CB 0512'], [3, 'PAIEMENT CB 2012']]);
add(R, 'date', 'When did the Métropole subsidy payment reach the bank?', txt(...dateForms('2025-12-11')), '11 December 2025 (11/12/2025), €3,600.00 from the Métropole de Lyon.', '5 December 2025.', [[3, '11/12/2025;11/12/2025;;3600,00;VIR SEPA METROPOLE']]);
add(R, 'extreme', 'Biggest single payment out of the account in December?', num(1716), `${E(1716)}, the December salary transfer on 29/12/2025.`, `${E(1078)}, the URSSAF direct debit.`, [[3, '-1716,00']]);
// FEC (doc 1)
const fec756 = D.fecSum('756000', 'C');
add(R, 'total', 'Combien de cotisations ont été créditées au compte 756000 au 4e trimestre (FEC) ?', num(fec756), `${E(fec756)} crédités au 756000 d'octobre à décembre 2025.`, `${E(fec756 - 650)} au 756000.`, [[1, '756000|Cotisations|||HA1006|20251006|HelloAsso adhésions septembre|0,00|240,00'], [1, '310,00'], [1, '385,00']]);
const fec6022 = D.fecSum('602200', 'D');
add(R, 'total', 'spare parts (602200) booked in Q4 per the FEC?', num(fec6022), `${E(fec6022)} debited to 602200 in October–December 2025.`, `${E(fec6022 - D.TICKET.total)}.`, [[1, '412,80'], [1, '287,35'], [1, '158,90'], [1, '124,15'], [1, '534,60']]);
add(R, 'lookup', 'How much depreciation was posted on 31/12 in the FEC?', num(3245), `${E(3245)}, the dotation aux amortissements for 2025 (681120), posted on 31/12/2025.`, `${E(811.25)} for the quarter.`, [[1, '681120'], [1, '3245,00']]);
const acCount = D.FEC.filter((e) => e.j === 'AC').length;
add(R, 'count', 'How many entries are in the purchases journal (AC) for Oct-Dec?', { type: 'number', value: acCount, tolerance: 0 }, `${acCount} entries in the AC journal.`, `${acCount - 1} entries.`, [[1, '|Achats|AC']]);
add(R, 'monthly', 'gross salary booked for November 2025?', num(2200), `${E(2200)} (641100), with ${E(1716)} net paid on 28/11.`, `${E(1716)}.`, [[1, 'Salaire novembre L. Morel|2200,00']]);
add(R, 'extreme', 'Which supplier did we buy the most from in the last quarter (AC journal)?', txt('Recup Elec', 'RECUP ELEC RHONE', 'FRECUPELEC'), `RECUP ELEC RHONE, with ${E(sum([412.8, 287.35, 534.6]))} over three invoices.`, 'BRICOMAT LYON 4, with three invoices.', [[1, 'RECUP ELEC RHONE']]);
add(R, 'coa', 'quel compte pour le livret A dans le FEC ?', txt('512100'), 'Le compte 512100 (Livret A Crédit Mutuel).', 'Le compte 512000.', [[1, '512100|Livret A Crédit Mutuel']]);
// ticket (doc 5)
const t = D.TICKET;
add(R, 'receipt', 'total on the Bricomat receipt?', num(t.total), `${E(t.total)} TTC, paid by card on 05/12/2025.`, `${E(t.totalHT)}.`, [[5, '124,15']]);
add(R, 'receipt', 'Montant de la TVA à 20 % sur le ticket Bricomat ?', num(t.tva.A), `${E(t.tva.A)} de TVA à 20 %.`, `${E(t.totalTVA)} de TVA.`, [[5, '15,08']]);
add(R, 'receipt', 'What is the pre-tax (HT) amount of the items at 5.5% on the DIY store ticket?', num(t.ht.B), `${E(t.ht.B)} HT at 5.5% (seeds and fertiliser, ${E(t.ttc.B)} TTC).`, `${E(t.ttc.B)}.`, [[5, '31,90']]);
// PV AG (doc 4)
add(R, 'count', "Combien de votants à l'AG de mars ?", { type: 'number', value: D.AG.votants, tolerance: 0 }, `${D.AG.votants} votants (${D.AG.presents} présents et ${D.AG.pouvoirs} représentés).`, `${D.AG.presents} votants.`, [[4, `soit ${D.AG.votants} votants`]]);
add(R, 'lookup', "What's the individual membership fee for 2026?", num(20), '€20.00 for an individual membership in 2026 (up from €18.00).', '€18.00.', [[4, 'Adhésion individuelle'], [4, '20 €']]);
add(R, 'text', 'Who got the most votes in the board election?', txt('Nadia Benali', 'Benali'), `Nadia Benali, with ${D.AG.elus[0][1]} votes.`, 'Julien Ferrand, with 75 votes.', [[4, 'Nadia Benali (78 voix)']]);
add(R, 'lookup', 'Total of the 2026 budget adopted at the AG?', num(D.AG.b26), `${E(D.AG.b26)} of charges and of produits.`, `${E(D.BT.chB)}.`, [[4, '65\u00a0300']]);
add(R, 'percent', 'What share of the 2026 budget goes on staff?', num((36576 / D.AG.b26) * 100), `${P2((36576 / D.AG.b26) * 100)} (charges de personnel ${E(36576)} of ${E(D.AG.b26)}).`, `${P2((28800 / D.AG.b26) * 100)}.`, [[4, '36\u00a0576'], [4, 'Charges de personnel']]);
// notfound
add(R, 'notfound', "Quel était le résultat de l'exercice 2023 ?", NF, 'The 2023 result is not in the documents: the comptes annuels compare 2025 with 2024 only.', `The 2023 result was an excédent of ${E(3912.4)}.`);
add(R, 'notfound', "budget 2026 pour les locations de l'outilthèque ?", NF, "That figure is not in the documents: the workbook leaves the 2026 column blank for the outilthèque rentals and the AG budget only gives 'Ventes et prestations de services' as a whole.", `${E(3600)} are budgeted for outilthèque rentals in 2026.`);
add(R, 'notfound', 'How much did we spend on electricity in 2025?', NF, 'Electricity is not in the documents as a separate figure: it is part of rent and external charges.', `We spent ${E(1240)} on electricity in 2025.`);
add(R, 'notfound', 'balance on the credit mutuel account end of jan 2026?', NF, 'The January 2026 balance is not in the documents: the Crédit Mutuel export covers December 2025 only.', `${E(6980.15)} at the end of January 2026.`);
add(R, 'notfound', 'How many items were repaired at the repair café in 2025?', NF, 'The number of repairs is not in the documents, which give money figures and volunteer hours only.', '1,240 items were repaired in 2025.');

// =========================================================================== chipata
const C = 'chipata';
const a = (c) => D.isAcct(c);
const I = D.IST;
add(C, 'lookup', 'How much grant income did we receive from the Hollis Foundation in FY2025/26?', num(a('1000/000').ytd), `${K(a('1000/000').ytd)} year to date (1000/000).`, `${K(I.salesY - a('1050/000').ytd)} of grant income.`, [[0, a('1000/000').ytd], [3, en(D.GRANT.zmw)]]);
add(C, 'lookup', 'What was the net result for the financial year ended 31 March 2026?', num(I.netY), `A net loss of ${K(-I.netY)} for the year (Net Profit/(Loss) Before Tax, year to date).`, `A net loss of ${K(-I.net[11])}.`, [[0, I.netY]]);
add(C, 'monthly', 'what did we spend on OVC school fees in Jan 2026?', num(a('3200/000').m[9]), `${K(a('3200/000').m[9])} in January 2026 (Period 10).`, `${K(a('3200/000').m[5])}.`, [[0, a('3200/000').m[9]]]);
const sal = a('3500/000').m;
add(C, 'period', 'Total salaries & wages in the first quarter of the financial year?', num(sum(sal.slice(0, 3))), `${K(sum(sal.slice(0, 3)))} for April–June 2025.`, `${K(sum(sal.slice(9)))}.`, [[0, sal[0]]]);
add(C, 'extreme', 'Which month had the highest OVC nutrition spending?', txt('December', 'Dec'), `December 2025, ${K(24600)}.`, `March 2026, ${K(23050)}.`, [[0, 24600]]);
const mb = a('3600/000').m;
add(C, 'period', 'motorbike fuel n maintenance oct to march total?', num(sum(mb.slice(6))), `${K(sum(mb.slice(6)))} from October 2025 to March 2026.`, `${K(sum(mb.slice(0, 6)))}.`, mb.slice(6).map((v) => [0, v]));
const salPct = (a('3500/000').ytd / I.expY) * 100;
add(C, 'percent', 'Salaries & wages as a percentage of total expenses for the year?', num(salPct), `${P2(salPct)} (${K(a('3500/000').ytd)} of ${K(I.expY)}).`, `${P2(((a('3500/000').ytd + a('3510/000').ytd + a('3520/000').ytd) / I.expY) * 100)}.`, [[0, a('3500/000').ytd], [0, I.expY]]);
add(C, 'difference', 'How much more did we spend on school fees than on nutrition over the year?', num(a('3200/000').ytd - a('3210/000').ytd), `${K(a('3200/000').ytd - a('3210/000').ytd)} more (${K(a('3200/000').ytd)} against ${K(a('3210/000').ytd)}).`, `${K(a('3200/000').m[9] - a('3210/000').m[9])} more.`, [[0, a('3200/000').ytd], [0, a('3210/000').ytd]]);
add(C, 'average', 'average monthly electricity and water bill this FY', num(a('3700/000').ytd / 12), `${K(a('3700/000').ytd / 12)} a month (${K(a('3700/000').ytd)} over 12 months).`, `${K(630)} a month.`, [[0, a('3700/000').ytd]]);
add(C, 'monthly', 'Net profit or loss in February 2026?', num(I.net[10]), `A net profit of ${K(I.net[10])} in February 2026 (the third Hollis tranche came in).`, `${K(I.gross[10])}.`, [[0, I.net[10]]]);
add(C, 'lookup', 'Gross profit for the year per Pastel?', num(I.grossY), `${K(I.grossY)} (total sales less VSLA kits and materials).`, `${K(I.salesY)}.`, [[0, I.grossY]]);
add(C, 'coa', "what's the account number for mobile money charges", txt('3060/000', '3060'), 'Account 3060/000, Mobile Money Charges.', 'Account 3050/000.', [[0, '3060/000']]);
add(C, 'coa', 'Which account are employer NAPSA contributions posted to?', txt('3510/000', '3510'), 'Account 3510/000, NAPSA - Employer Contributions.', 'Account 9510/000 (NAPSA Payable).', [[0, '3510/000']]);
const q3 = sum([6, 7, 8].map((i) => I.sales[i] + I.other[i]));
add(C, 'period', 'Total income (sales plus other income) for Oct-Dec 2025?', num(q3), `${K(q3)} for October–December 2025.`, `${K(sum([3, 4, 5].map((i) => I.sales[i] + I.other[i])))}.`, [[0, I.sales[6]], [0, I.other[8]]]);
const donMonths = a('2600/000').m.filter((v) => v > 0).length;
add(C, 'count', 'In how many months did we get church donations?', { type: 'number', value: donMonths, tolerance: 0 }, `${donMonths} of the 12 months.`, '12 months.', [[0, 8500]]);
// trial balance (doc 1)
add(C, 'lookup', 'Zanaco balance at 31 March 2026?', num(D.tbv('8400/000')), `${K(D.tbv('8400/000'))} (8400/000 in the trial balance).`, `${K(D.CASHTOTAL)}.`, [[1, en(D.tbv('8400/000'))]]);
add(C, 'lookup', 'What does the trial balance show for the Accumulated Fund?', num(D.tbv('5200/000')), `${K(D.tbv('5200/000'))} credit (5200/000), the fund at the start of the year.`, `${K(r2(D.tbv('5200/000') + D.IST.netY))}.`, [[1, en(D.tbv('5200/000'))]]);
add(C, 'lookup', 'net book value of the motorbikes at year end', num(142000 - 85200), `${K(56800)}: cost ${K(142000)} less accumulated depreciation ${K(85200)}.`, `${K(85200)}.`, [[1, '142,000.00'], [1, '85,200.00']]);
add(C, 'lookup', 'How much did we owe NAPSA at 31/03/2026?', num(4130), `${K(4130)} (9510/000 NAPSA Payable).`, `${K(2065)}.`, [[1, '4,130.00']]);
const ca = sum(['8300/000', '8400/000', '8410/000', '8450/000'].map(D.tbv)), cl = sum(['9500/000', '9510/000', '9520/000'].map(D.tbv));
add(C, 'ratio', 'Current ratio at year end (current assets / current liabilities) from the TB?', num(ca / cl), `${(ca / cl).toFixed(2)} (current assets ${K(ca)} against current liabilities ${K(cl)}).`, `${(ca / 19500).toFixed(2)} to one.`, [[1, en(D.tbv('8300/000'))], [1, en(D.tbv('9500/000'))], [1, en(D.tbv('9520/000'))]]);
// Airtel (doc 2)
add(C, 'lookup', 'airtel money balance end of march?', num(D.AIRTEL_CLOSE), `${K(D.AIRTEL_CLOSE)} on 31 March 2026.`, `${K(D.AIRTEL_OPEN)}.`, [[2, en(D.AIRTEL_CLOSE)]]);
add(C, 'total', 'How much did we pay in Airtel Money charges in March?', num(D.AIRTEL_CHARGES), `${K(D.AIRTEL_CHARGES)} in charges in March 2026.`, `${K(sum(D.AIRTEL.filter((x) => x.type !== 'Withdrawal').map((x) => x.ch)))}.`, D.AIRTEL.filter((x) => x.ch).map((x) => [2, `"${en(x.ch)}"`]));
const cin = sum(D.AIRTEL.filter((x) => x.amt > 0).map((x) => x.amt));
add(C, 'total', 'total received into the Airtel wallet in March 2026?', num(cin), `${K(cin)} came in during March 2026.`, `${K(25000)}, the two transfers from Zanaco.`, D.AIRTEL.filter((x) => x.amt > 0).map((x) => [2, `"${en(x.amt)}"`]));
const careg = D.AIRTEL.filter((x) => /caregiver/.test(x.desc)).length;
add(C, 'count', 'how many caregiver support payments went out on airtel in march', { type: 'number', value: careg, tolerance: 0 }, `${careg} caregiver support payments.`, `${careg - 1} payments.`, [[2, 'OVC caregiver support']]);
add(C, 'extreme', 'Largest single payment out of the Airtel wallet in March?', num(3600, { alt: [3615] }), `${K(3600)} (plus ${K(15)} charges) for AGM refreshments on 27/03/2026.`, `${K(2100)}.`, [[2, '"3,600.00"']]);
add(C, 'date', 'When did we pay for fuel through Airtel in March?', txt(...dateForms('2026-03-18')), '18 March 2026 (18/03/2026), K1,540.00 at Puma Chipata.', '17 March 2026.', [[2, '18/03/2026 13:33:50']]);
const hw = D.AIRTEL.find((x) => x.type === 'Merchant Payment');
add(C, 'text', 'transaction ID for the payment to Chipata Hardware?', txt(hw.id), `${hw.id}, the merchant payment of ${K(hw.amt)} on 21/03/2026.`, `${D.AIRTEL[13].id}.`, [[2, hw.id]]);
// donor report (doc 3)
add(C, 'grant', 'What exchange rate applied to the second Hollis tranche?', num(24.1), 'K24.10 per US dollar for tranche 2 (21/10/2025).', `K${D.GRANT.rate.toFixed(4)} per dollar.`, [[3, '24.10']]);
add(C, 'grant', 'How many kwacha did tranche 1 bring in?', num(D.TRANCHES[0].zmw), `${K(D.TRANCHES[0].zmw)} (US$20,000 at 27.85).`, `${K(D.TRANCHES[1].zmw)}.`, [[3, en(D.TRANCHES[0].zmw)]]);
const nut = D.DONOR[1];
add(C, 'variance', 'Variance on the OVC nutrition line in the Hollis report, in dollars?', num(nut.var), `${U(nut.var)} underspent (budget ${U(nut.b)}, actual ${U(nut.usd)}).`, `${U(D.DONOR[2].var)} underspent.`, [[3, en(nut.var)]]);
const spent = (D.DONORT.usd / D.DONORT.b) * 100;
add(C, 'percent', 'what % of the Hollis year 1 grant did we spend', num(spent), `${P2(spent)} (${U(D.DONORT.usd)} of ${U(D.DONORT.b)}).`, `${P2(100 - spent)}.`, [[3, en(D.DONORT.usd)], [3, en(D.DONORT.b)]]);
add(C, 'extreme', 'Which budget line in the Hollis report was the most underspent in dollars?', txt('VSLA training', 'VSLA'), `VSLA training and kits, ${U(D.DONOR[2].var)} under budget.`, `Indirect costs (administration), ${U(D.DONOR[6].var)} under budget.`, [[3, en(D.DONOR[2].var)]]);
add(C, 'grant', 'Unspent Hollis balance to carry forward, in USD?', num(D.DONORT.var), `${U(D.DONORT.var)} (K${en(D.GRANT.zmw - D.DONORT.zmw)}).`, `${U(D.DONOR[2].var)}.`, [[3, en(D.DONORT.var)]]);
add(C, 'text', 'Why was the motorbike line underspent?', txt('fuel price', 'kwacha gain', 'kwacha strength', 'stronger kwacha', 'exchange rate'), 'Lower fuel prices from October 2025 and the kwacha gaining against the dollar.', 'Because two new VSLA groups started late.', [[3, 'Lower fuel prices from October 2025']]);
add(C, 'grant', 'rate used to convert the expenditure to USD in the donor report?', num(D.GRANT.rate), `K${D.GRANT.rate.toFixed(4)} per US$, the weighted average of the three tranches.`, 'K24.97 per US$.', [[3, D.GRANT.rate.toFixed(4)]]);
// board minutes (doc 4)
add(C, 'lookup', 'Total cash and bank at 31 March per the board minutes?', num(D.CASHTOTAL), `${K(D.CASHTOTAL)} (Zanaco, Airtel Money and petty cash).`, `${K(D.tbv('8400/000'))}.`, [[4, en(D.CASHTOTAL)]]);
add(C, 'lookup', 'What budget did the board approve for 2026/27?', num(D.BOARD.budget2627), `${K(D.BOARD.budget2627)} for the financial year 2026/27.`, `${K(I.salesY + I.otherY)}.`, [[4, en(D.BOARD.budget2627)]]);
add(C, 'count', 'how many board members attended the april meeting', { type: 'number', value: D.BOARD.present.length, tolerance: 0 }, `${D.BOARD.present.length} board members, with 2 apologies.`, '9 board members.', [[4, `With ${D.BOARD.present.length} of the 9 board members present`]]);
add(C, 'date', 'When is the next board meeting?', txt(...dateForms(D.BOARD.next)), 'Saturday 18 July 2026 at 09:30.', 'Saturday 17 January 2026.', [[4, 'Saturday 18 July 2026']]);
add(C, 'lookup', 'What is the most we can spend on the new motorbike?', num(D.BOARD.motorbike), `${K(D.BOARD.motorbike)}, subject to three quotations.`, `${K(142000)}.`, [[4, en(D.BOARD.motorbike)]]);
add(C, 'count', 'How many VSLA groups do we have now?', { type: 'number', value: D.BOARD.vslaGroups, tolerance: 0 }, `${D.BOARD.vslaGroups} groups, with ${D.BOARD.vslaMembers} members.`, '32 groups.', [[4, `${D.BOARD.vslaGroups} village savings and loan groups`]]);
// till slip (doc 5)
const s = D.SLIP;
add(C, 'receipt', 'total on the hardware till slip', num(s.total), `${K(s.total)}, paid by Airtel Money on 21/03/2026.`, `${K(s.excl)}.`, [[5, en(s.total)]]);
add(C, 'receipt', 'How much VAT is included in the Chipata Hardware slip?', num(s.vat), `${K(s.vat)} VAT at 16%, included in the prices.`, `${K(r2(s.total * 0.16))}.`, [[5, en(s.vat)]]);
add(C, 'receipt', 'What did the hardware purchase cost before VAT?', num(s.excl), `${K(s.excl)} excluding VAT.`, `${K(s.total)}.`, [[5, en(s.excl)]]);
add(C, 'receipt', 'how much was the cement on the till slip?', num(735), `${K(735)}: 3 bags at ${K(245)}.`, `${K(245)}.`, [[5, '735.00']]);
// notfound
add(C, 'notfound', 'How much did we spend on OVC school fees in FY2024/25?', NF, 'FY2024/25 is not in the documents: the Pastel export and trial balance cover April 2025 to March 2026 only.', `We spent ${K(301480)} on school fees in FY2024/25.`);
add(C, 'notfound', 'What was the Zanaco balance at 31 December 2025?', NF, 'The 31 December 2025 Zanaco balance is not in the documents: the trial balance and the minutes give 31 March 2026 only.', `${K(212640.3)} at 31 December 2025.`);
add(C, 'notfound', 'how many airtel money transactions were there in feb 2026?', NF, 'February transactions are not in the documents: the Airtel Money statement covers March 2026 only.', '22 transactions in February 2026.');
add(C, 'notfound', 'How much of motorbike fuel & maintenance was for the Honda vs the Yamaha?', NF, 'A split by motorbike is not in the documents: fuel and maintenance is one account (3600/000).', `${K(38200)} for the Honda and ${K(27945)} for the Yamaha.`);
add(C, 'notfound', 'Which audit firm did the FY2025/26 audit?', NF, 'The audit firm is not mentioned in the documents; only the audit fee appears, in the income statement.', 'Mwansa & Associates Chartered Accountants did the audit.');

export const CASES = out;
