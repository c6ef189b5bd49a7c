// What a table's words say about its figures: the scale ('in thousands', '$000', '(Shares in
// thousands)'), the currency (£, €, RMB, ...), the unit a row or column label names ('Gross margin
// (%)', 'Number of employees', 'per share', '(in years)'), and the kind of a column ('Budget',
// 'Actual', 'Variance', '% Change', 'YTD').
import { currenciesNamed } from '../../../../lib/currencies';
import { foldAccents, plainText } from '../text';
import type { ColumnKind, TableKind, UnitKind } from './types';

/** A column of the year so far ('YTD Actual', 'Year to date: Apr - Dec 2025 Budget'). */
export const YEAR_TO_DATE = /\bytd\b|\byear[- ]to[- ]date\b/i;

/**
 * '(in thousands)', '$ in millions', "US$'000", 'RMB’Million' → 1e3 / 1e6; null when not said.
 * `loose` (a header or units cell) also reads bare markers ('$000', 'Million'); in running text
 * only an explicit statement counts ('(in thousands, except per share data)').
 */
export function scaleOf(text: string | null | undefined, loose = true): number | null {
  if (!text) return null;
  // (A scale denied, 'in full, not in thousands', 'not in millions': none.)
  const t = plainText(text).toLowerCase().replace(/\b(?:not|nor|never|rather than|instead of)\s+(?:(?:in|of|expressed in|stated in|rounded to)\s+)?(?:the\s+)?(?:[a-z$€£₹.]{1,6}\s+)?(?:thousands?|millions?|billions?|lakhs?|lacs?|crores?|'?000s?)\b/g, ' ');
  const explicit = [...t.matchAll(/\b(?:in|of|expressed in|amounts in|stated in)\s+(?:[a-z$€£₹.]{1,6}\s+)?(thousands?|millions?|billions?|lakhs?|lacs?|crores?)\b/g)];
  if (explicit.length) {
    const w = explicit[0]![1]!;
    return w.startsWith('b') ? 1e9 : w.startsWith('m') ? 1e6 : w.startsWith('l') ? 1e5 : w.startsWith('c') ? 1e7 : 1e3;
  }
  // (India's lakh and crore: ₹ lakh is a hundred thousand, a crore ten million.)
  if (loose && /(?:₹|\brs\.?)\s?lakhs?\b|\(₹\s?lakhs?\)|\blakhs?\b|\blacs?\b/.test(t)) return 1e5;
  if (loose && /(?:₹|\brs\.?)\s?crores?\b|\bcrores?\b/.test(t)) return 1e7;
  // (Nordic and German marks of thousands and millions, 'Översikt (tkr)', '(TEUR)', '(Mio. CHF)': said even in a title.)
  if (/\((?:tkr|tsek|tnok|tdkk|teur|tchf|keur|k€|t€|tusen kronor)\)|\bbelopp i tkr\b|\bi tusen kronor\b/.test(t)) return 1e3;
  if (/\((?:mkr|msek|mnok|mdkk|mio\.?(?:\s?(?:eur|chf|€))?)\)|\bi miljoner kronor\b/.test(t)) return 1e6;
  if (!loose) return null;
  if (/per share|per unit/.test(t) && !/thousand|million/.test(t)) return null;
  if (/\b(?:tkr|tsek|tnok|tdkk|teur|tchf|keur)\b/.test(t)) return 1e3;
  if (/\b(?:mkr|msek|mnok|mdkk)\b/.test(t)) return 1e6;
  if (/[$€£]\s?bn\b|\(bn\)|\bbillions?\b/.test(t)) return 1e9;
  if (/[$€£]\s?m\b|'\s?million|\bmillions?\b|\([$€£]m\)|\bmn\b|[$€£]\s?mm\b/.test(t)) return 1e6;
  if (/'000|\$000|£000|€000|\(000s?\)|\b000s\b|\bthousands?\b|[$€£]\s?k\b|\(k\)/.test(t)) return 1e3;
  return null;
}

export function currencyOf(text: string): string | null {
  const t = plainText(text);
  // (Two currencies said, 'converted (USD to EUR)': the text does not say which its figures are in.)
  const named = currenciesNamed(t);
  if (new Set(named.map((c) => c.sign)).size !== 1) return null;
  // (Dollars said only as 'USD' leave the currency as the document's own: a US organisation's '$'.)
  return named[0]!.code === 'USD' ? null : named[0]!.sign;
}

/** The text names US dollars and no other currency ('Amount (US$)', 'ABA Statement USD'). */
export function dollarsOf(text: string): boolean {
  const named = currenciesNamed(plainText(text));
  return named.length > 0 && named.every((c) => c.code === 'USD');
}

/** The unit a row or column label names, or null when it names none. */
export function unitOfLabel(label: string): UnitKind | null {
  const l = foldAccents(plainText(label).toLowerCase()).replace(/\(\s*\d[\d.]*\s*%\s*(?:of\b[^)]*)?\)/g, ' ');
  if (/\bbps\b|\bbasis points?\b/.test(l)) return 'bps';
  if (/\bper (square|sq\.?|employee|head|capita|visit|patient|member|student|client|customer|user|store|unit|hour|day|night|meal|participant|household|mile|ton|tonne|barrel|seat|bed)\b|\bper (diluted |basic |common |ordinary )?share\b|\beps\b|\bper ads\b|\bdividends? per\b|\bcents per share\b|\bprice per share\b|\bper share price\b/.test(l)) return 'perShare';
  // (A rate the line was worked out at, 'Overhead (8% of grant)', is no unit of its figure.)
  if (/\(%\)|(?<!\d)%\s*$|^%|\bin %|\bpercent(age)?\b|(?<!\d)%\s+of\b|\bas a % of\b|\b% change\b|\bmargin\b(?!.*\$)|\b(interest|tax|discount|growth|turnover|attrition|retention|vacancy|utili[sz]ation|occupancy|dividend|payout|effective|return|risk-free|volatility|yield|conversion) rate\b|\brate of\b|\byield\b|\bvolatility\b|\broe\b|\broa\b|\brofe\b|\broic\b/.test(l)) return 'percent';
  if (/\bratio\b|\(x\)|\btimes\b|\bmultiple\b|\bcoverage\b/.test(l)) return 'ratio';
  if (/\(months\)|\(in months\)|\bmonths of\b|\bmonths'? (?:cover|reserves?|expenditure)\b/.test(l)) return 'months';
  if (/\(in years\)|\(years\)|\bin years\b|^(?:[a-z]+ )?years$|\buseful li(fe|ves)\b|\bterm \(years\)|\bweighted[- ]average (remaining )?(contractual )?(life|term)\b/.test(l)) return 'years';
  // (Not an ageing band, 'at risk > 30 days', 'over 90 days': amounts that old.)
  if (/(?<!(?:[<>≥≤+]|\b(?:over|under|above|below|than|past|beyond|within))\s*\d+\s*)\bdays\b(?! past due)|\bdso\b|\bdpo\b/.test(l)) return 'days';
  if (/^(?:number of|no\.? of|# of|count of)\s/.test(l) && !/\$|\bvalue\b|\bamount\b/.test(l)) return 'count';
  // (How many a line's amount was for, '(199 families)', 'for 12 members', is no unit of the amount.)
  const counted = l.replace(/\(\s*\d[\d,]*\s+[a-z][a-z ]*\)|\b(?:for|from|by|x|@)\s+\d[\d,]*\s+[a-z]+/g, ' ');
  if (
    /\b(number of|no\. of|count of|headcount|head count|employees|staff numbers|fte|ftes|full[- ]time equivalents?|volunteers|members|participants|students|clients|patients|visits|treatments|appointments|consultations|enquiries|households|meals|customers|subscribers|units|stores|restaurants|locations|sites|beds|shares|warrants|options|awards|rsus|psus|lbs?|pounds|kgs?|kilos|kilograms|tonnes|tons|weight|enrolled|enroll?ments?|registered|attendance|attendees|people served|children|young people|hours|donors|beneficiaries|visitors|residents|seniors|sessions|referrals|litres|liters|gallons|[a-z]+ sold|families|heures|benevoles|paniers|membres|visites|repas|familles|menages|personnes|eleves|usagers|horas|voluntarios|socios|miembros|familias|personas|beneficiarios|stunden|timer|(?:people|persons|families|clients|members|seniors|children|youths?|adults|women|men|girls|boys|learners|pupils|patients|households) (?:supported|served|reached|helped|befriended|trained|housed|fed|enrolled|assisted))\b/.test(counted) &&
    !/\$|\bvalue\b|\bamount\b|\bcosts?\b|\bprice\b|\bexpenses?\b|\bcompensation\b|\brevenue\b|\bsales\b|\bincome\b|\bfees?\b|\bsalar|\bwages?\b|\bstipends?\b|\bpayroll\b|\bdues\b|\bgifts?\b|\bdonations?\b|\bcontributions?\b|\bgrants?\b|\bpledges?\b|\bcouts?\b|\bfrais\b|\bdons\b|\bsalaires?\b|\bsubventions?\b|\bmontants?\b|\bvaleurs?\b|\bgastos?\b|\bcostos?\b|\bimportes?\b|\bdonativos?\b|\bdonaciones\b|\bingresos?\b|\bcuotas?\b|\baportaciones\b|\bsubsidios?\b|\bsueldos?\b|\bhonorarios\b|\bgiften\b|\bdonaties?\b|\bsubsidies?\b|\bkosten\b|\blonen\b|\bbijdragen?\b|\bspenden\b|\bbeitr[aä]ge\b|\bzusch[uü]sse\b/.test(l) &&
    // (Nor what an activity costs, 'SHG training, exposure visits & meetings', 'Volunteer travel'.)
    !/\btraining\b|\bmeetings?\b|\btravel\b|\bsupplies\b|\bmaterials?\b|\binputs?\b|\bkits?\b|\bhire\b|\binsurance\b|\ballowances?\b|\bhonorari|\brecognition\b|\brefreshments?\b|\bcatering\b/.test(l) &&
    // A position's size beside its pay ('Coordinator wages (0.6 FTE)') is no unit.
    !/\d\s*ftes?\b/.test(l)
  ) {
    return 'count';
  }
  return null;
}

/** The kind of a column from its header words. */
export function columnKindOf(label: string): ColumnKind {
  // (In the words of French, Spanish, Dutch and Norwegian reports too: 'Réel', 'Prévu', 'Écart'.)
  const l = foreignKindWords(foldAccents(plainText(label).toLowerCase()));
  const pct = /%|\bpercent(age)?\b|\bpct\b/.test(l);
  if (pct && /\b(var|variance|fav|unfav|over\/?\(?under\)?|over\s*\(under\))\b/.test(l)) return 'pctVariance';
  if (pct && /\b(change|chg|growth|increase|decrease|inc|dec|diff|difference|yoy|y\/y|vs\.?|over)\b/.test(l)) return 'pctChange';
  if (/\b(variance|var|fav|unfav|favou?rable|unfavou?rable|over\s*\/?\s*\(?under\)?|\(over\)\s*under|under\s*\(over\))\b/.test(l)) return 'variance';
  // QuickBooks' '$ Over Budget' and 'Under budget': how far from the budget, not the budget.
  if (/\b(?:over|under|above|below)\s+budget\b/.test(l)) return 'variance';
  if (/\b(change|chg|increase|decrease|inc\s*\/\s*\(?dec\)?|difference|diff)\b/.test(l)) return 'change';
  if (/\b(19|20)\d{2}\b.*\b(over|vs\.?|versus|compared (?:to|with))\b.*\b(19|20)\d{2}\b/.test(l)) return 'change';
  if (pct && /\bof\b|\bto (total|sales|revenue|income)\b|\bshare\b/.test(l)) return 'percentOf';
  // (In other languages, 'of' and how much of a budget was used: '% s/ total', '% de ejecución',
  // '% réalisation', 'Umsetzung %': a share, not an amount.)
  if (pct && (/(?:^|\s)s\/|\b(?:sobre|sur|du|de|del|della|di|des|van|von|do|da)\b/.test(l) || /\b(?:ejecucion|execution|execucao|esecuzione|realisation|realizacion|realizzazione|umsetzung|ausschopfung|uitputting|utili[sz]ation|used|spent|burn)\b/.test(l))) return 'percentOf';

  // (A pension, benefit or share plan is a scheme, not a budget.)
  const scheme = /\b(?:pension|benefits?|retirement|health|medical|incentive|stock|share|equity|savings|option|compensation|401\(?k\)?|purchase|bonus|welfare|insurance)\s+plans?\b/g;
  if (/\b(budget|budgeted|plan|planned|approved|revised|adopted|original|proposed|target|bud)\b/.test(l.replace(scheme, ' '))) return 'budget';
  if (/\b(forecast|projected|projection|outlook|estimate|estimated|reforecast|fcst|proj)\b/.test(l)) return 'forecast';
  // ('Spent to 30/09/2025', 'Expended to date': what has happened.)
  if (/\b(actual|actuals|act|unaudited actual|spent|expended)\b/.test(l)) return 'actual';
  if (/\b(ytd|year to date|year-to-date)\b/.test(l)) return 'ytd';
  // 'Total', 'Full year', 'Total 2024': a total column; 'Total Expenses' names a measure.
  if (/\b(total|full year|full-year|annual|fy total|grand total)\b/.test(l)) {
    const rest = l
      .replace(/\b(total|full year|full-year|annual|fy|grand|year|years|months?|quarters?|fiscal|ended|ending|for|the|of|in|to|all|\d{4}|\d{1,2})\b|[^a-z]/g, ' ')
      .replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/g, ' ')
      .trim();
    return rest ? 'value' : 'total';
  }
  return 'value';
}

/**
 * The words other languages' reports head budgets, actuals and variances with, as the English ones
 * ('Réel' actual, 'Prévu' and 'Prévisions budgétaires' budget, 'Écart' variance, 'Presupuesto',
 * 'Ejecutado', 'Begroting', 'Budsjett', 'Regnskap'), the text's accents already gone.
 */
function foreignKindWords(l: string): string {
  return l
    .replace(/\b(?:previsions? budgetaires?|budgetaires?|prevus?|prevues?|presupuestos?|presupuestad[oa]s?|orcamentos?|orcad[oa]s?|previst[oa]s?|begroting|begroot|anggaran|rab|budsjett|budsjettert|haushaltsplan|plan(?:ansatz|wert)|preventiv[oi]|previsione)\b/g, ' budget ')
    .replace(/\b(?:reels?|reelles?|realises?|realisees?|ejecutad[oa]s?|executad[oa]s?|realizad[oa]s?|werkelijk|realisatie|gerealiseerd|realisasi|wykonanie|regnskap|ist|consuntiv[oi]|ejercid[oa]s?|effettiv[oi])\b/g, ' actual ')
    .replace(/\b(?:ecarts?|variacion(?:es)?|desviacion(?:es)?|afwijking|avvik|abweichung|scostament[oi])\b/g, ' variance ')
    .replace(/\b(?:previsions?|previsionnel(?:le)?s?|pronosticos?|prognose)\b/g, ' forecast ')
    .replace(/\b(?:cumul(?:e|atif)?|depuis le debut de l'?exercice|acumulad[oa])\b/g, ' year to date ');
}

/** What a table reports, from its title and captions (a file name is read only as a last hint). */
export function tableKindOf(text: string): TableKind | null {
  const t = foreignKindWords(foldAccents(plainText(text).toLowerCase()))
    .replace(/\b(?:etats? des resultats|etats? financiers|compte de resultats?|estado de resultados|resultatregnskap|erfolgsrechnung|rendiconto|conto economico|estado de actividades)\b/g, ' results ')
    .replace(/\b(?:bilan|situation financiere|balance general|balanse|bilanz|stato patrimoniale|estado de posicion financiera)\b/g, ' balance sheet ')
    .replace(/\b(?:grand livre|releve(?: de compte| bancaire)?|libro mayor|extracto)\b/g, ' ledger ');
  if (/\bchart of accounts\b|\baccount list\b|\blist of accounts\b/.test(t)) return 'accounts';
  if (/\b(general ledger|ledger|transactions?|journal|register|bank statement|expense report)\b/.test(t)) return 'ledger';
  if (/\bbudget\b.*\b(vs\.?|versus|to|against|and|compared)\b.*\bactual|\bactual\b.*\b(vs\.?|versus|to|against|and|compared)\b.*\bbudget|\bvariance\b/.test(t)) return 'variance';
  if (/\b(forecast|projection|projected|reforecast)\b/.test(t)) return 'forecast';
  if (/\bbudget(s|ed)?\b/.test(t)) return 'budget';
  if (/\b(balance sheet|financial position|statements? of condition|net assets at)\b/.test(t)) return 'balance';
  if (/\b(actuals?|statement of activities|income statement|statement of operations|profit and loss|profit & loss|p&l|income and expenditure|revenue and expenses?|functional expenses|cash flows?|results)\b/.test(t)) return 'actual';
  if (/\b(schedule|maturit|amortization|amortisation|roll ?forward)\b/.test(t)) return 'schedule';
  return null;
}

/** The scale of a row's or column's own words, when they state one ('(in millions)', '(Shares in thousands)'). */
export function labelScale(label: string): number | null {
  const l = plainText(label).toLowerCase();
  if (!/\b(thousands?|millions?|billions?|000s?|'000)\b|[$€£]m\b|[$€£]000/.test(l)) return null;
  return scaleOf(l, true);
}
