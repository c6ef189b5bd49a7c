// The currencies Steward knows, in one list: how documents print each (a code, words, a mark
// beside the figures), how answers print it, and how a question names it. The table reader, the
// receipt reader and the question parser all read from here, so a currency added once is read,
// printed and asked for everywhere.

export interface Currency {
  /** ISO 4217 code, or a code-like name for a mark several currencies share ('RS' for rupees written 'Rs'). */
  code: string;
  /** As answers print it, before the figure: '£', 'KSh ', 'P'. */
  sign: string;
  /** The currency's words, as a document or a question writes them (lower case is enough). */
  words?: RegExp;
  /** Its mark as printed, apart from the code: '₦', 'GH₵', 'KSh', 'Tk'. */
  mark?: RegExp;
  /**
   * A one-letter mark ('R 1,200', 'P600', 'K 2,500') that means this currency only when nothing
   * else in the text names one, and only right before a figure.
   */
  letter?: RegExp;
  /** One that shares its mark with others of its family ('Rs' for Indian, Pakistani, Nepali rupees): dropped when a specific one is named too. */
  generic?: boolean;
  /** Named by its words alone ('pesos'), it is dropped when another currency is named too ('pesos mexicanos', 'MXN'). */
  byWordsOnlyAlone?: boolean;
}

// (Order matters where two read alike: the specific before the general.)
export const CURRENCIES: Currency[] = [
  { code: 'USD', sign: '$', words: /\bu\.?s\.? dollars?\b/i, mark: /\bUS\$/ },
  { code: 'EUR', sign: '€', words: /\beuros?\b/i, mark: /€/ },
  { code: 'GBP', sign: '£', words: /\bpounds? sterling\b|\bsterling\b/i, mark: /£/ },
  { code: 'ZAR', sign: 'R', words: /\b(?:sa |south african )?rands?\b(?=[\s.,;)]|$)/i, letter: /(?<![A-Za-z])R\s?\d/ },
  { code: 'CAD', sign: 'C$', words: /\bcanadian dollars?\b/i, mark: /\bC\$|\bCA\$/ },
  { code: 'AUD', sign: 'A$', words: /\baustralian dollars?\b/i, mark: /\bA\$|\bAU\$/ },
  { code: 'NZD', sign: 'NZ$', words: /\bnew zealand dollars?\b/i, mark: /\bNZ\$/ },
  { code: 'SGD', sign: 'S$', words: /\bsingapore dollars?\b/i, mark: /\bS\$/ },
  { code: 'HKD', sign: 'HK$', words: /\bhong kong dollars?\b/i, mark: /\bHK\$/ },
  { code: 'TWD', sign: 'NT$', words: /\bnew taiwan dollars?\b/i, mark: /\bNT\s?\$/ },
  { code: 'JMD', sign: 'J$', words: /\bjamaican dollars?\b/i, mark: /\bJ\$/ },
  { code: 'TTD', sign: 'TT$', words: /\btrinidad (?:and|&) tobago dollars?\b|\btt dollars?\b/i, mark: /\bTT\$/ },
  { code: 'BSD', sign: 'B$', words: /\bbahamian dollars?\b/i, mark: /\bB\$/ },
  { code: 'BBD', sign: 'Bds$', words: /\bbarbados dollars?\b/i, mark: /\bBDS\$|\bBds\$/ },
  { code: 'XCD', sign: 'EC$', words: /\beastern caribbean dollars?\b/i, mark: /\bEC\$/ },
  { code: 'BZD', sign: 'BZ$', words: /\bbelize dollars?\b/i, mark: /\bBZ\$/ },
  { code: 'GYD', sign: 'G$', words: /\bguyan(?:ese|a) dollars?\b/i, mark: /\bG\$|\bGY\$/ },
  { code: 'FJD', sign: 'FJ$', words: /\bfij(?:ian|i) dollars?\b/i, mark: /\bFJ\$/ },
  { code: 'NAD', sign: 'N$', words: /\bnamibia(?:n)? dollars?\b/i, mark: /\bN\$/ },
  { code: 'LRD', sign: 'L$', words: /\bliberian dollars?\b/i, mark: /\bL\$/ },
  { code: 'INR', sign: '₹', words: /\bindian rupees?\b/i, mark: /₹/ },
  { code: 'PKR', sign: 'Rs ', words: /\bpakistan(?:i)? rupees?\b/i },
  { code: 'NPR', sign: 'Rs ', words: /\bnepal(?:i|ese)? rupees?\b/i },
  { code: 'LKR', sign: 'LKR ', words: /\bsri lankan? rupees?\b/i },
  { code: 'MUR', sign: 'Rs ', words: /\bmauritian rupees?\b/i },
  { code: 'RS', sign: 'Rs ', words: /\brupees?\b/i, mark: /\bRs\.?(?=\s?\d|\s*'000|\s*\)|\s|$)/, generic: true },
  { code: 'KES', sign: 'KSh ', words: /\bkenya(?:n)? shillings?\b/i, mark: /\bK[Ss]hs?\b\.?/ },
  { code: 'UGX', sign: 'USh ', words: /\buganda(?:n)? shillings?\b/i, mark: /\bUSh\b|\bUgx\b/ },
  { code: 'TZS', sign: 'TSh ', words: /\btanzania(?:n)? shillings?\b/i, mark: /\bTSh\b|\bTShs\b/ },
  { code: 'RWF', sign: 'FRw ', words: /\brwanda(?:n)? francs?\b/i, mark: /\bFRw\b|\bRWF\b/ },
  { code: 'ETB', sign: 'Br ', words: /\bethiopian birr\b|\bbirr\b/i },
  { code: 'NGN', sign: '₦', words: /\bnaira\b/i, mark: /₦/ },
  { code: 'GHS', sign: 'GH₵', words: /\bcedis?\b/i, mark: /GH[₵¢]/ },
  { code: 'BWP', sign: 'P', words: /\bpula\b/i, letter: /(?<![\w&/])P\s?\d{1,3}(?:,\d{3})+(?:\.\d\d)?\b|(?<![\w&/])P\s?\d{3,}(?:\.\d\d)?\b|\(P\)|(?<![\w&/])P\s?'000\b/ },
  { code: 'ZMW', sign: 'K', words: /\bzambian kwacha\b/i, letter: /(?<![\w&$/])K\s?\d{1,3}(?:,\d{3})+(?:\.\d\d)?\b|\(K\)|(?<![\w&/])K\s?'000\b/ },
  { code: 'MWK', sign: 'MK ', words: /\bmalawi(?:an)? kwacha\b/i, mark: /\bMK\s?(?=\d)/ },
  { code: 'MZN', sign: 'MT ', words: /\bmeticais\b|\bmetical\b/i },
  { code: 'XOF', sign: 'CFA ', words: /\bfrancs? cfa\b|\bcfa francs?\b/i, mark: /\bF\s?CFA\b|\bXAF\b/ },
  { code: 'EGP', sign: 'E£', words: /\begyptian pounds?\b/i, mark: /\bE£|\bLE\s?(?=\d)/ },
  { code: 'MXN', sign: 'MX$', words: /\bpesos? mexicanos?\b|\bmexican pesos?\b/i, mark: /\bMX\$|\bMex\$/ },
  { code: 'COP', sign: 'COL$', words: /\bpesos? colombianos?\b|\bcolombian pesos?\b/i, mark: /\bCOL\$/ },
  { code: 'CLP', sign: 'CLP$', words: /\bpesos? chilenos?\b|\bchilean pesos?\b/i, mark: /\bCLP\$/ },
  { code: 'ARS', sign: 'AR$', words: /\bpesos? argentinos?\b|\bargentine pesos?\b/i, mark: /\bAR\$/ },
  { code: 'DOP', sign: 'RD$', words: /\bpesos? dominicanos?\b|\bdominican pesos?\b/i, mark: /\bRD\$/ },
  { code: 'UYU', sign: 'UY$', words: /\bpesos? uruguayos?\b|\buruguayan pesos?\b/i, mark: /\bUY\$|\$U\b/ },
  // (Pesos said alone are the Philippines' only when no other peso is named: 'Cifras en pesos mexicanos, MXN'.)
  { code: 'PHP', sign: '₱', words: /\bpesos?\b/i, mark: /₱/, byWordsOnlyAlone: true },
  { code: 'BDT', sign: 'Tk ', words: /\btaka\b/i, mark: /৳|\bTk\.?(?=\s?\d|\s*'000|\s*\)|\s*$)/ },
  { code: 'MYR', sign: 'RM ', words: /\bringgit\b/i, mark: /\bRM(?=\s?\d|\s*'000|\s*\)|\s*$)/ },
  { code: 'IDR', sign: 'Rp ', words: /\brupiah\b/i, mark: /\bRp\.?(?=\s?\d)/ },
  { code: 'THB', sign: '฿', words: /\bbaht\b/i, mark: /฿/ },
  { code: 'VND', sign: '₫', mark: /₫/ },
  { code: 'KRW', sign: '₩', words: /\bkorean won\b/i, mark: /₩/ },
  { code: 'CNY', sign: 'RMB ', words: /\byuan\b|\brenminbi\b/i, mark: /\bRMB\b/ },
  { code: 'JPY', sign: '¥', words: /\byen\b/i, mark: /¥/ },
  { code: 'CHF', sign: 'CHF ', words: /\bswiss francs?\b/i },
  { code: 'NOK', sign: 'kr ', words: /\bkroner\b|\bkronor\b|\bkrona\b/i, mark: /\(kr\)|\bkr\.?\s?\d|\bi kr\b/ },
  { code: 'SEK', sign: 'SEK ' },
  { code: 'DKK', sign: 'DKK ' },
  { code: 'PLN', sign: 'zł ', words: /\bzloty\b/i, mark: /\bzł/ },
  { code: 'BRL', sign: 'R$', words: /\breais\b|\breal brasileiro\b/i, mark: /\bR\$/ },
  { code: 'ILS', sign: '₪', words: /\bshekels?\b/i, mark: /₪/ },
  { code: 'TRY', sign: '₺', words: /\bturkish lira\b/i, mark: /₺/ },
  { code: 'KHR', sign: '៛', words: /\briels?\b/i, mark: /៛/ },
  { code: 'LAK', sign: '₭', words: /\blao kip\b|\bkip\b(?=\s|$)/i, mark: /₭/ },
  { code: 'MMK', sign: 'Ks ', words: /\bkyats?\b/i },
  { code: 'MNT', sign: '₮', words: /\btugr[ie]ks?\b|\bt[oö]gr[oö]g\b/i, mark: /₮/ },
  { code: 'KZT', sign: '₸', words: /\btenge\b/i, mark: /₸/ },
  { code: 'UAH', sign: '₴', words: /\bhryvni?as?\b/i, mark: /₴/ },
  { code: 'GEL', sign: '₾', words: /\bgeorgian lari\b/i, mark: /₾/ },
  { code: 'AFN', sign: 'Af ', words: /\bafghanis\b/i, mark: /؋/ },
  { code: 'PEN', sign: 'S/ ', words: /\bperuvian soles?\b|\bnuevos soles\b|\bsoles peruanos\b/i, mark: /\bS\/\s?(?=\d)/ },
  { code: 'BOB', sign: 'Bs ', words: /\bbolivianos\b/i },
  { code: 'GTQ', sign: 'Q', words: /\bquetzal(?:es)?\b/i },
  { code: 'HNL', sign: 'L ', words: /\blempiras?\b/i },
  { code: 'CRC', sign: '₡', words: /\bcol[oó]n(?:es)? costarricenses?\b|\bcosta rican col[oó]n(?:es|s)?\b/i, mark: /₡/ },
  { code: 'PYG', sign: '₲', words: /\bguaran[ií]es\b/i, mark: /₲/ },
  { code: 'HTG', sign: 'G ', words: /\bgourdes?\b/i },
  { code: 'MAD', sign: 'MAD ', words: /\bmoroccan dirhams?\b|\bdirhams? marocains?\b/i },
  { code: 'AED', sign: 'AED ', words: /\b(?:uae|emirati) dirhams?\b/i },
  { code: 'PGK', sign: 'K', words: /\bkina\b/i },
  { code: 'AOA', sign: 'Kz ', words: /\bkwanzas?\b/i },
  { code: 'MGA', sign: 'Ar ', words: /\bariary\b/i },
  { code: 'SLE', sign: 'Le ', words: /\bleones?\b/i },
  // Dinars, most written with three decimals.
  { code: 'JOD', sign: 'JD ', words: /\bjordanian dinars?\b/i, mark: /\bJD\b/ },
  { code: 'KWD', sign: 'KD ', words: /\bkuwaiti dinars?\b/i },
  { code: 'BHD', sign: 'BD ', words: /\bbahraini dinars?\b/i },
  { code: 'TND', sign: 'DT ', words: /\btunisian dinars?\b/i },
  { code: 'IQD', sign: 'IQD ', words: /\biraqi dinars?\b/i },
  { code: 'LYD', sign: 'LD ', words: /\blibyan dinars?\b/i },
  { code: 'DZD', sign: 'DA ', words: /\balgerian dinars?\b/i },
  { code: 'RSD', sign: 'RSD ', words: /\bserbian dinars?\b/i },
];

const BY_CODE = new Map(CURRENCIES.map((c) => [c.code, c]));

/** The currency a code names ('GBP', 'bwp'), if Steward knows it. */
export function currencyByCode(code: string): Currency | null {
  return BY_CODE.get(code.trim().toUpperCase()) ?? null;
}

/** The family answers compare within: every dollar is '$', every rupee 'Rs', every krone 'kr'. */
export function currencyFamily(sign: string): string {
  const s = sign.trim();
  if (/\$$/.test(s)) return '$';
  if (s === '₹' || s === 'Rs' || s === 'LKR') return 'Rs';
  if (/Sh$/.test(s)) return 'Sh';
  if (s === 'K' || s === 'MK') return 'K';
  if (s === 'CHF' || s === 'CFA' || s === 'FRw') return 'F';
  if (/£$/.test(s)) return '£';
  return s;
}

// (Codes that are English words, 'GEL PEN' on a stationery slip, 'MAD' and 'BOB' in names: a
// currency only right beside a figure.)
const WORD_CODES = new Set(['PEN', 'GEL', 'MAD', 'BOB', 'AED', 'LAK']);

/** A code that is also an English word ('PEN', 'GEL'): a currency only where nothing else reads as one. */
export const isWordCode = (code: string) => WORD_CODES.has(code.toUpperCase());

function codeRe(code: string): RegExp {
  return WORD_CODES.has(code) ? new RegExp(`\\b${code}\\s?(?=\\d)|(?<=\\d\\s?)${code}\\b`) : new RegExp(`\\b${code}\\b`);
}
const CODE_RES = new Map(CURRENCIES.filter((c) => c.code.length === 3).map((c) => [c.code, codeRe(c.code)]));

/**
 * Every currency a text names by code, words or mark, in the list's order, the general ones
 * dropped when a specific one of their family is named too. One-letter marks only when nothing
 * else is named.
 */
export function currenciesNamed(text: string): Currency[] {
  const byMark = (c: Currency) => Boolean(CODE_RES.get(c.code)?.test(text) || c.mark?.test(text));
  const named = CURRENCIES.filter((c) => byMark(c) || c.words?.test(text));
  const specific = named.filter(
    (c) => (!c.generic || !named.some((o) => o !== c && !o.generic && currencyFamily(o.sign) === currencyFamily(c.sign))) && !(c.byWordsOnlyAlone && !byMark(c) && named.some((o) => o !== c)),
  );
  if (specific.length) return specific;
  return CURRENCIES.filter((c) => c.letter?.test(text));
}

/** Currencies printed without cents: francs CFA, rupiah, yen, won, dong, Ugandan shillings and the like. */
export const WHOLE_CURRENCY_CODES = new Set(['XOF', 'XAF', 'IDR', 'JPY', 'KRW', 'VND', 'UGX', 'RWF', 'CLP', 'PYG', 'ISK', 'GNF', 'KMF', 'BIF', 'DJF', 'VUV', 'KHR', 'LAK', 'MGA']);
/** Their signs as answers print them ('CFA ', 'Rp '). */
export const WHOLE_CURRENCY_SIGNS = new Set(CURRENCIES.filter((c) => WHOLE_CURRENCY_CODES.has(c.code)).map((c) => c.sign));

const PESOS = new Set(['₱', 'MX$', 'COL$', 'CLP$', 'AR$', 'RD$', 'UY$']);

/** Whether a figure's currency is the one a question asks in ('$' for any dollar, 'peso' for any peso). */
export function inCurrencyAsked(sign: string, asked: string): boolean {
  return currencyFamily(sign) === asked || (asked === 'peso' && PESOS.has(sign.trim()));
}

/** Words and codes a question may name a currency by (lower case), as one alternation. */
export const CURRENCY_ASKED_WORDS =
  'usd|us\\$|dollars?|eur|euros?|gbp|pounds?|sterling|zar|rands?|php|mxn|cop|clp|ars|pesos?|kes|shillings?|ksh|inr|pkr|npr|lkr|rupees?|ngn|naira|jpy|yen|ghs|cedis?|taka|bdt|ringgit|myr|pula|bwp|kwacha|zmw|mwk|birr|etb|rwf|ugx|tzs|gyd|francs?|cfa|rupiah|baht|yuan|rmb|kroner|kronor|krona|zloty|reais|shekels?|riels?|khr|kip|kyats?|mmk|tenge|hryvni?as?|soles|quetzal(?:es)?|lempiras?|gourdes?|dirhams?|kina|kwanzas?|ariary|leones?';

/** The currency family a question asks its figure in ('in US dollars' → '$', 'how many pula' → 'P'), or null. */
export function currencyAsked(text: string): string | null {
  const t = text.toLowerCase();
  if (/\busd\b|\bus\$|\bu\.?s\.? dollars?\b|\bdollars?\b/.test(t)) return '$';
  for (const c of CURRENCIES) {
    if (c.code === 'USD') continue;
    if (c.code.length === 3 && !WORD_CODES.has(c.code) && new RegExp(`\\b${c.code.toLowerCase()}\\b`).test(t)) return currencyFamily(c.sign);
    if (c.byWordsOnlyAlone && c.words?.test(t)) return 'peso';
    if (c.words?.test(t)) return currencyFamily(c.sign);
    // (By a mark no word is written with: '₹', '₦', 'GH₵'.)
    if (c.mark && /[^\x00-\x7f]/.test(c.mark.source) && new RegExp(c.mark.source, 'i').test(t)) return currencyFamily(c.sign);
  }
  // (A family named without its country: 'in shillings', 'how many kwacha', 'in francs', 'in pesos'.)
  if (/\bshillings?\b|\bksh\b/.test(t)) return 'Sh';
  if (/\bkwacha\b/.test(t)) return 'K';
  if (/\bfrancs?\b/.test(t)) return 'F';
  return null;
}

/** A heading naming a currency by code or words ('Rupees', 'US dollars', 'EUR', 'GH₵'). */
export const CURRENCY_WORD = new RegExp(
  [
    '\\b(?:taka|rupees?|dollars|euros?|pounds|shillings|rand|yen|pesos|francs|kronor|kroner|cedis|naira|ringgit|pula|kwacha|birr|rupiah|baht|yuan|riels|kyats|quetzales|lempiras|gourdes|dirhams|kwanzas)\\b',
    `\\b(?:${CURRENCIES.filter((c) => c.code.length === 3 && !WORD_CODES.has(c.code)).map((c) => c.code).join('|')})\\b`,
    "\\bGH[¢₵](?!\\s*'?000)",
  ].join('|'),
  'i',
);
