// Question → plan (DESIGN.md section 6, stage 2): what to compute and over what, from the
// question's own words. The operation comes from the words of the question (never from a row
// label), with its operands (the things named), the periods and ranges said, budget or actual,
// the unit and rounding wanted. Words the documents may not hold are kept soft; abbreviations and
// typos of the operation's words are read first (lexicon.ts). A question that only changes
// something of the previous one ('and in 2024?', 'what about rent?') is that plan with the change.
import { currencyAsked } from '../../../../lib/currencies';
import { findPeriods, type Period } from '../periods';
import { contentStems, foldAccents, hasSynonyms, isStopword, plainText, stem, words } from '../text';
import { EVERYDAY, normalizeQuestion } from './lexicon';

export type Op =
  | 'lookup'
  | 'sum'
  | 'average'
  | 'difference'
  | 'percentChange'
  | 'ratio'
  | 'share'
  | 'variance'
  | 'extreme'
  | 'count'
  | 'compare'
  | 'threshold'
  | 'formula'
  | 'code';

export interface Token {
  word: string;
  stem: string;
  /** May be matched but need not be ('total', 'line', 'amount', a document's kind). */
  soft: boolean;
  /** Written as a name in the question ('India', 'Gates', 'EBITDA'): never an everyday word. */
  name?: boolean;
  /** Said once for several operands ('bar' of 'the bar gross margin'): each operand's, and none's own name. */
  shared?: boolean;
}

export interface Phrase {
  text: string;
  /** As written, punctuation and all. */
  raw?: string;
  tokens: Token[];
  /** Periods said inside this operand only ('revenue in 2019 to costs in 2018'). */
  periods: Period[];
  /** A year said of this operand only relative to now ('this year', 'last year'): its offset. */
  relative?: number;
  /** The same thing as the first operand, said again only by a verb ('than we spent last year'). */
  same?: boolean;
}

export type Expr = { kind: 'term'; phrase: Phrase } | { kind: 'num'; value: number } | { kind: 'op'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr };

export interface Extreme {
  dir: 'max' | 'min';
  /** Over the periods of one line ('which month'), over lines ('which expense line'), or over named things. */
  over: 'period' | 'row';
  /** Of the figures themselves, of their change between two periods, or of actual against budget. */
  measure: 'value' | 'change' | 'percentChange' | 'variance';
  /** What the lines are ('expense', 'revenue', 'program'), when the question says. */
  noun: string | null;
  /**
   * The things compared as the question names them, with their qualifiers ('restricted fund',
   * 'learning centre', 'year group'): the lines of a table listing that class, not the class
   * itself as one line beside others.
   */
  cls?: string[];
  unit: 'month' | 'quarter' | 'year' | 'period';
}

export interface Plan {
  question: string;
  /** Stems of what the question leaves out ('not counting administration'): no answer may be it. */
  exclude?: string[];
  /** Each thing left out, when the question leaves out several ('excluding salaries and payroll taxes'). */
  excludeEach?: string[][];
  /** The currency the question asks its figure in ('in USD', 'how many rand'), when it says one. */
  currency?: string | null;
  /** The question lowercased, abbreviations and everyday phrases rewritten. */
  text: string;
  op: Op;
  /** What the question is about (every operand's words, for a single-subject operation the only one). */
  subject: Phrase;
  /** Two or more things combined ('A as a share of B', 'A minus B', 'A and B together'); [] otherwise. */
  operands: Phrase[];
  formula: Expr | null;
  /** Other names of each operand ('Net sales', 'Total revenues' for a margin's denominator). */
  alternatives: Phrase[][] | null;
  /** An operand defined as a sum in the question ('staff costs (salaries + NI & pension)'), by operand. */
  operandExprs: Array<Expr | null>;
  /** A named ratio per month or day of a year ('months of cash': 12, 'days of cash': 365). */
  namedPer: 12 | 365 | null;
  /** The named ratio asked ('current ratio', 'months of cash'), for the answer's wording. */
  namedRatio?: string | null;
  periods: Period[];
  /** 'from 2017 to 2019', '2017-2019': every period between, not just the ends. */
  range: boolean;
  /** The period after 'from', 'since', 'than', 'compared to' (the base of a change), if any. */
  baseIndex: number | null;
  measure: 'budget' | 'actual' | 'forecast' | null;
  /** Words choosing among versions of a figure ('revised', 'approved', 'adjusted', 'restated'). */
  variants: string[];
  extreme: Extreme | null;
  /** 'in which year was X less than 100 million': the comparison and the number. */
  threshold: { cmp: '<' | '>'; value: number; raw?: number; unit?: number } | null;
  /** 'how many shops sold more than 900 loaves', 'which donors gave over 1,000': the threshold filters a table's lines, not its periods. */
  rowFilter: boolean;
  /** 'How many quarters made a loss': the periods past the threshold counted, not named. */
  countPeriods: boolean;
  /** 'the second month', 'the first period': the nth period of a table whose rows are periods. */
  ordinal: { n: number; unit: 'month' | 'quarter' | 'year' | 'period'; all: number[] } | null;
  /** A share or ratio asked over several periods, then combined: 'the average proportion ... in 2017 and 2018'. */
  outer: 'average' | 'sum' | 'difference' | null;
  /** Decimals asked for ('round to two decimals'). */
  decimals: number | null;
  /** 'in thousands', 'in millions'. */
  scale: number | null;
  /** 'as a percentage', 'in percent'. */
  wantsPercent: boolean;
  /** The same question read as a lookup of a line named with the operation's words ('Change in net assets'). */
  literal: Phrase | null;
  /** Asks for words rather than a figure: when, who, what does it include, did they, how is it calculated. */
  textual: boolean;
  /** Why or what drove something. */
  explain: boolean;
  yesNo: boolean;
  /** 'so far', 'to date', 'all months', 'year to date'. */
  soFar: boolean;
  /** 'average monthly', 'per month'. */
  monthly: boolean;
  /** 'In the 13-week forecast', 'over the 12-month budget': how many periods the document runs over. */
  horizon?: number | null;
  /** An account code the question names ('account 5850'). */
  code: string | null;
  /** Asks which account code to use. */
  codeQuestion: boolean;
  /** Cued to a receipt: 'receipt', 'invoice', 'purchase at', a shop, a date or amount. */
  receipt: boolean;
  /** 'this year' (0), 'last year' (-1), 'next year' (1), resolved against the documents. */
  relative: number | null;
  /** 'year over year', 'since last year', 'compared with the prior year': the latest two years. */
  yearOverYear: boolean;
  /** 'the trend in X': from the first figure to the last, with those between. */
  trend?: boolean;
  /** A follow-up that changed only part of the previous question. */
  followUp: boolean;
  /**
   * An average of changes or a change of averages ('the change in the average tax expense between
   * 2017-2018 and 2018-2019', 'the average difference between EBITDA and underlying EBITDA'): two
   * operations nested, which a plan of one operation cannot answer.
   */
  nested: boolean;
  /** 'How many expense lines came in over budget': the lines of a report counted by a condition. */
  countOf?: { dir: 'over' | 'under'; category: 'expense' | 'revenue' | null; sum?: boolean } | null;
  /** 'Over the next three years', 'due within the next 5 years': that many years after the latest reported. */
  nextYears?: number | null;
}

// ---------------------------------------------------------------------------------------------
// Words.

/** Words that carry no subject: question words, auxiliaries, pronouns, fillers of how people ask. */
const FILLER = new Set(
  (
    'what whats which who whom whose when where why how is are was were be been being am do does did done doing has have had having can could will would shall should may might must ' +
    'a an the of for in on at to by from with within into onto as and or nor but than then that this these those there here it its ' +
    'our us we you your i me my they them their he she his her one ones ' +
    'please pls plz pse thx thanks cheers tell show give find let know about any some all each every via so such just also only really actually exactly roughly approximately approx about around among amongst ' +
    'figure number level sum totals overall whole entire full ' +
    'reporting show showed shown list listed stated indicate indicated ' +
    'assume assuming compute computed calculate calculated calculation work out find out look up get got see need want wanted like quick question hey hi tally thanks thank ' +
    'dollar dollars usd pound pounds sterling gbp euro euros eur cad aud rand rands zar peso pesos php shilling shillings kes rupee rupees inr naira yen money figure in terms nominal absolute basis terms value values earlier later ago previously ' +
    // Words of when and which kind: the plan reads them as periods and kinds, not as names.
    'month months monthly year years yearly annual annually quarter quarters quarterly period periods fiscal calendar ytd far date dates across through so ended fys fy during within throughout prior owing ' +
    'budget budgets budgeted budgeting actual actuals actually forecast forecasted projected planned approved proposed'
  ).split(/\s+/),
);

/** Words that say what kind of document without naming a line: kept, softly (they choose a table, they need not be in it). */
const DOCUMENT_WORDS = new Set(
  'statement statements financial financials position activities balance sheet report reports letter agreement workbook spreadsheet file document documents table tables sheet page schedule note notes chart per according budgeted operating plan column columns row rows tab export exports download printout xero quickbooks qbo myob sage'.split(
    ' ',
  ),
);

/** Words of an operation, removed from the subject when the operation is read from them. */
const OP_WORDS = new Set(
  (
    'average mean median change changed changes difference differ differed gap ahead behind overspent underspent overspend underspend overspending underspending increase increased increases decrease decreased decreases ' +
    'grow grew growth grown rise rose risen fall fell fallen drop dropped decline declined gain gained go went up down ' +
    'more less higher lower highest lowest largest smallest biggest most least greatest maximum minimum max min larger smaller bigger top peak best worst furthest farthest fewest fewer ' +
    'percent percentage proportion share ratio fraction portion compared compare comparison versus against relative variance variances delta ' +
    'combined together altogether both sum add added adding summing cumulative aggregate respectively between period periods ' +
    'year years month months quarter quarters fiscal calendar ytd far date across through trend trends trending over time' +
    ' much many'
  ).split(/\s+/),
);

/** Words for budget, actual and forecast figures (a kind, not a subject). */
// ('Approved', 'proposed', 'adopted' only of a budget or an amount: 'animals were adopted' is what happened.)
export const BUDGET_WORDS = /\b(budget|budgets|budgeted|budgeting|plan|planned|planning)\b|\b(?:approved|proposed|adopted)\b(?=\s+(?:\w+\s+)?(?:budgets?|plans?|figures?|amounts?|allocations?|spend|spending|levels?|grants?|estimates?|totals?|for)\b)|\bthe (?:approved|proposed|adopted)\b/;
export const ACTUAL_WORDS = /\b(actual|actuals|actually|spent|spend|spending|came in|come in|cost us|came to|come to|received|raised|collected|earned|incurred|paid out|took in|brought in|did\b[^?.]{0,60}\bbring in)\b/;
const FORECAST_WORDS = /\b(forecast|forecasted|projected|projection|outlook|estimated|reforecast)\b/;
const VARIANT_WORDS = ['revised', 'amended', 'original', 'approved', 'proposed', 'adopted', 'restated', 'adjusted', 'reported', 'normalised', 'normalized', 'unaudited', 'audited', 'gaap', 'non-gaap', 'recast'];

/** Words the question wrote as names (capitalised after its first word, or in capitals), lowercased. */
let names = new Set<string>();

export function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  // Initials joined by '&' ('J&J', 'P&G') are a name's initials; those the vocabulary knows as
  // terms ('D&O' insurance, 'G&A', 'R&D') are read as the terms.
  // What a total is said to include ('revenue (incl. interest)', 'the total, including sales tax,
  // on the receipt'): it describes the figure, and need not be named by its line.
  // ('The total budget (reserve included)': the same said after it, in brackets.)
  const inc = /\b(?:including|incl\.?|inclusive of)\s+((?:(?!\b(?:on|in|for|at|from|per|according|during|by|of|to|shown|listed|printed)\s)[^,;:()§?])+)/i.exec(text) ?? /\(\s*([a-z][^()§]*?)\s+included\s*\)/i.exec(text) ?? /\b([a-z][\w'-]*)\s+included(?=\s+(?:and|or|but|against|versus|vs)\b|\s*[,;)?]|\s*$)/i.exec(text);
  const outside = inc ? new Set(words(text.slice(0, inc.index) + ' ' + text.slice(inc.index + inc[0].length)).map((w) => w.word)) : new Set<string>();
  const describedWords = new Set(inc ? words(inc[1]!).map((w) => w.word).filter((w) => !outside.has(w)) : []);
  // The question's own verb ('have we received', 'did we get'): how it asks, softly, unless nothing
  // else names what is asked, or the verb is a kind of figure ('did we spend' asks for an expense).
  const asking = new Set(
    [...text.toLowerCase().matchAll(/\b(?:have|has|had|did|do|does)\s+(?:we|you|they|i)\s+(?:actually\s+|already\s+)?([a-z]+)|\b(?:we|they)\s+(?:have\s+|had\s+)?(?:actually\s+|already\s+)?([a-z]+ed)\b|\bhow much (?:money )?(?:did|does|has|have|will)\s+(?:the\s+|our\s+)?(?:[\w&'-]+\s+){1,6}?(raise|bring|make|earn|generate|collect|net)\b/g)]
      .map((m) => (m[1] ?? m[2] ?? m[3])!)
      .filter((w) => !hasSynonyms(stem(w))),
  );
  // 'How many members have paid', 'how many invoices are approved': what the things counted did
  // is which of them are counted, a word a column may be headed by ('Paid').
  const criterion = /^\s*how many\s+(?:[a-z'-]+\s+){1,3}?(?:have|has|had|are|were|is|was)\s+(?:already\s+|now\s+)?([a-z]+(?:ed|id|en|ne))\b/i.exec(text)?.[1]?.toLowerCase();
  let lastWord = '';
  for (const w of words(text.replace(/§\d*/g, ' ').replace(/\b(?!(?:d\s?&\s?o|g\s?&\s?a|m\s?&\s?g|r\s?&\s?d)\b)([a-z])\s?&\s?([a-z])\b/gi, '$1&$2'))) {
    const described = describedWords.has(w.word);
    // (What kind of thing a name is, said after it, 'the Grief & Bereavement program', 'the Capital
    // Appeal fund': the name names it; the kind need not be a word of its line.)
    const kindOfName = /^(?:program|programs|programme|programmes|project|projects|fund|campaign|initiative|class|department|dept|service|services|appeal)$/.test(w.word) && out.length > 0 && out[out.length - 1]!.name === true && lastWord === out[out.length - 1]!.word;
    lastWord = w.word;
    if (isStopword(w.word) && !/^(net|total)$/.test(w.word)) continue;
    // (The letter of a quarter as other languages write it, 'T2' for 'trimestre 2', its months said
    // beside it: no word of a line.)
    if (w.word === 't' && /\bt\s?[1-4]\b/i.test(text) && !/\bt\s?[1-4]\s*(?:-|–|to|a|al|au|through|thru)\s*t\s?[1-4]\b/i.test(text)) continue;
    if (FILLER.has(w.word) && w.word !== 'total') continue;
    // Numbers other than account codes ('1-90 days', 'Level 2') help choose a column: softly.
    const soft =
      (w.word === 'total' || w.stem === 'total' ||
      EVERYDAY.has(w.word) ||
      DOCUMENT_WORDS.has(w.word) ||
      // ('Saldo', 'solde', 'Kontostand': a balance in other words.)
      (w.stem === 'balanc' && !/^bilanz/.test(w.word)) ||
      /^(line|lines|item|items|amount|amounts|balance|value|values|category|account|accounts|report|reported|record|recorded|company|companies|organization|organisation|firm|group|entity|business|gross|net|end|ending|beginning|opening|closing|provision|shortfall|short|beat|beats|netted|allfunds)$/.test(w.word) ||
      // Verbs that say how a figure came about, not which: 'generated from', 'attributable to'.
      /^(generated|generate|generates|used|made|incurred|recognized|recognised|attributable|related|relating|associated|derived|resulting|arising|arise|arises|due|owed|held|represented|represents|comprised|consisting|including|includes|included|inclusive|counting|excluding|ignoring)$/.test(w.word) ||
      // Verbs of money moving ('did the foundation send us', 'when did the grant arrive').
      /^(send|sends|sent|sending|arrive|arrives|arrived|arriving|land|lands|landed|remit|remits|remitted|wire|wires|wired|reach|reached|cleared|clear|clears)$/.test(w.word) ||
      // (And paid or received in other languages: 'quanto abbiamo pagato per l'affitto'.)
      /^(pagato|pagati|pagata|pagado|pagamos|pagaron|gezahlt|bezahlt|ricevuto|ricevuti|recibido|recibimos|erhalten|speso|spesi|gastado|gastamos)$/.test(w.word) ||
      // (And of selling things counted: 'which stall sold the most tickets' names the tickets; 'assets
      // sold' names what was sold.)
      (/^(sell|sells|sold|selling)$/.test(w.word) && /\b(?:tickets|tix|seats|units|copies|memberships|passes|raffle)\b/.test(text.toLowerCase())) ||
      (/^\d+$/.test(w.word) && !/^\d{4,6}$/.test(w.word)) ||
      // (So does an ageing band, 'overninety' for 'over 90 days': a column's, when a table has it.)
      /^(?:over|band)(?:thirty|sixty|ninety|onetwenty|onefifty|oneeighty|twoseventy|threesixty|threesixtyfive)$/.test(w.word) ||
      described ||
      kindOfName ||
      asking.has(w.word)) &&
      w.word !== criterion;
    // A year left in the words (one the periods did not take) names no line.
    if (/^(?:19|20)\d{2}$/.test(w.word)) continue;
    out.push({ word: w.word, stem: w.stem, soft, ...(names.has(w.word) && !soft ? { name: true } : {}) });
  }
  // Nothing else names the subject ('when is the closing statement due?'): the words of what kind of
  // document or balance it is are its name, and must be found.
  if (out.length && out.every((t) => t.soft)) {
    return out.map((t) => (asking.has(t.word) || NAMING_WHEN_ALONE.test(t.word) || (DOCUMENT_WORDS.has(t.word) && !/^(?:per|according|budgeted|operating|plan)$/.test(t.word)) ? { ...t, soft: false } : t));
  }
  return out;
}

/** Soft words that name something when the question has no other name ('the closing statement'). */
const NAMING_WHEN_ALONE = /^(report|record|balance|category|account|accounts|opening|closing|beginning|ending)$/;

const NOT_NAMES = /^(?:I|FY|YTD|Q[1-4]|H[12]|January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Total|Net|Gross|Budget|Actual|Fiscal|Quarter|Year|US|USD|GAAP)$/;

function namesOf(question: string): Set<string> {
  const out = new Set<string>();
  for (const m of question.matchAll(/(?<=[a-z0-9,;:'’)&-]\s+(?:the\s+|a\s+|an\s+|of\s+|from\s+)?)([A-Z][A-Za-z'’-]{1,})\b|\b([A-Z]{2,}[a-z]?)\b/g)) {
    const w = (m[1] ?? m[2])!;
    if (NOT_NAMES.test(w)) continue;
    out.add(w.toLowerCase().replace(/['’]s$/, ''));
  }
  return out;
}

export function phraseOf(text: string, periods: Period[] = []): Phrase {
  const clean = text
    // The words that only place a period ('between §0 and §1', 'from §0 to §1', 'since §0') go
    // with it: they name nothing ('gross profit between 2018 and 2019' is gross profit).
    .replace(/\b(?:between|from|since|until|till|through|thru|to|and|versus|vs\.?|compared (?:to|with)|over|in|for|during|at|as of|on|of|by|than)\s+(?:the\s+)?(?:(?:fiscal|financial)\s+(?:years?\s+)?)?(?=§\d)/g, ' ')
    .replace(/§\d*/g, ' ')
    .replace(/[?!.,;:"“”()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text: clean, raw: text, tokens: tokensOf(clean), periods };
}

// ---------------------------------------------------------------------------------------------
// Periods.

interface Found {
  periods: Period[];
  /** The text with each period replaced by §i (its index). */
  masked: string;
  baseIndex: number | null;
  range: boolean;
  relative: number | null;
  yearOverYear: boolean;
}

const ORDINAL_PERIOD = /\b(first|second|third|fourth|fifth|sixth|last|final|1st|2nd|3rd|4th)(?:\s+(?:and|to|through|-|&)\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|last|final|1st|2nd|3rd|4th))?\s+(month|quarter|year|period)s?\b/;
const ORDINAL: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, last: -1, final: -1, '1st': 1, '2nd': 2, '3rd': 3, '4th': 4 };

function readPeriods(text: string): Found {
  let periods = findPeriods(text).filter((p) => !(p.kind === 'year' && p.year !== undefined && /\b\d{4}-\d{3}\b/.test(text.slice(p.start, p.end + 4))));
  // A quarter or half said beside a year is of that year ('the third quarter of fiscal 2023').
  const years = periods.filter((p) => p.kind === 'year' && !p.calendar);
  const consumed = new Set<Period>();
  for (const q of periods.filter((p) => (p.kind === 'quarter' || p.kind === 'half') && p.year === undefined)) {
    // The year said right after the quarter ('the second quarter of 2022'), else the nearest.
    const after = years.filter((y) => y.start >= q.end && y.start - q.end <= 16).sort((a, b) => a.start - b.start)[0];
    const nearest = after ?? [...years].sort((a, b) => Math.abs(a.start - q.start) - Math.abs(b.start - q.start))[0];
    if (!nearest) continue;
    q.year = nearest.year;
    q.fiscal = true;
    if (years.length === periods.filter((p) => p.kind === 'quarter' || p.kind === 'half').length || years.length === 1) consumed.add(nearest);
  }
  // A month without its year beside one fiscal year ('March of FY2025').
  const bareMonths = periods.filter((p) => p.kind === 'month' && p.year === undefined);
  if (bareMonths.length && years.length === 1) {
    for (const m of bareMonths) m.fiscalYear = years[0]!.year;
    consumed.add(years[0]!);
  }
  // 'July, August and September 2024': the months before one with a year take its year.
  const withYear = periods.filter((p) => p.kind === 'month' && p.year !== undefined);
  if (withYear.length === 1) for (const m of bareMonths) if (m.start < withYear[0]!.start && m.fiscalYear === undefined) m.year = withYear[0]!.year;
  // A span said with a year ('the first nine months' ... 'of 2023').
  for (const s of periods.filter((p) => p.kind === 'span' && p.year === undefined)) {
    const y = years[0];
    if (y) {
      s.year = y.year;
      consumed.add(y);
    }
  }
  // 'at 31 March in 2019 and 2018': the day of each year named.
  const dayOnly = periods.filter((p) => p.kind === 'date' && p.year === undefined && p.month);
  const plainYears = periods.filter((p) => p.kind === 'year' && !consumed.has(p));
  if (dayOnly.length === 1 && plainYears.length >= 1) {
    const d = dayOnly[0]!;
    for (const y of plainYears) Object.assign(y, { kind: 'date', month: d.month, day: d.day, fiscal: undefined });
    consumed.add(d);
  }
  periods = periods.filter((p) => !consumed.has(p)).sort((a, b) => a.start - b.start);

  let masked = '';
  let at = 0;
  periods.forEach((p, i) => {
    masked += text.slice(at, p.start) + ` §${i} `;
    at = p.end;
  });
  masked += text.slice(at);

  let baseIndex: number | null = null;
  periods.forEach((p, i) => {
    const before = text.slice(Math.max(0, p.start - 40), p.start);
    if (baseIndex === null && /\b(from|since|compared (?:to|with)|than|relative to|over)\s+(?:in\s+|for\s+|at\s+|on\s+|as of\s+)?(?:the\s+)?(?:end of\s+|start of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s?|calendar\s+)?$/.test(before)) baseIndex = i;
  });
  // 'from A to B', 'A-B', 'A through B': a range when the question sums, averages or lists over it.
  let range = false;
  if (periods.length === 2 && periods[0]!.kind === periods[1]!.kind) {
    const between = text.slice(periods[0]!.end, periods[1]!.start);
    range = /^\s*(?:-|–|to|through|until|thru)\s*$/.test(between);
  }
  if (periods.length === 1 && periods[0]!.kind === 'range' && periods[0]!.year !== undefined && periods[0]!.endYear !== undefined) range = true;
  if (periods.length === 1 && periods[0]!.kind === 'monthRange') range = true;

  const rel = /\b(this|current|the current|last|previous|prior|the prior|the previous|next|the coming|coming)\s+(?:(fiscal\s+|financial\s+)?year|fy)\b/.exec(text);
  const relative = rel ? (/(last|previous|prior)/.test(rel[1]!) ? -1 : /(next|coming)/.test(rel[1]!) ? 1 : 0) : null;
  const yearOverYear = /\byear over year\b|\byear-over-year\b|\bsince last year\b|\bfrom last year\b|\bover (?:the )?(?:prior|previous|last) year\b|\bversus (?:the )?(?:prior|previous|last) year\b|\bcompared (?:to|with) (?:the )?(?:prior|previous|last) year\b|\bvs (?:prior|last) year\b/.test(text);
  return { periods, masked, baseIndex, range, relative, yearOverYear };
}

// ---------------------------------------------------------------------------------------------
// Operations.

/** Decimals asked without 'round to': '(2dp)', ', 2 decimals', 'two decimal places'. */
const BARE_DECIMALS = /[,;]?\s*\(?\b(one|two|three|four|zero|no|\d)\s*(?:decimals?(?:\s+places?|\s+points?)?\b|d\.?p\.?(?![a-z]))\)?/;

/** 'Off-peak', 'on-peak' electricity: a tariff's name, not the highest of anything. */
const TARIFF_PEAK = /\b(?:off|on|mid|shoulder)[- ]peak\b/g;
const SUPER_MAX = /\b(highest|largest|biggest|greatest|most|maximum|max|top|peak|best|record|furthest|farthest)\b/;
const SUPER_MIN = /\b(lowest|smallest|least|minimum|min|fewest|worst|weakest)\b/;
const COMPARATIVE_MAX = /\b(higher|larger|bigger|greater|more)\b/;
const COMPARATIVE_MIN = /\b(lower|smaller|less|fewer)\b/;
/** A motion moved at a meeting ('who moved the motion adopting the accounts'): no change asked. */
const MOVED_MOTION = /\b(?:moved|move|moves|seconded)\s+(?:the\s+|a\s+|that\s+)?(?:motion|resolution|amendment|proposal)\b|\bwho\s+(?:moved|seconded)\b/g;
const CHANGE_WORDS = /\b(change|changed|changes|difference|differ|increase|increased|increases|decrease|decreased|decreases|grow|grew|growth|grown|rise|rose|risen|fall|fell|fallen|drop|dropped|decline|declined|gain|gained|delta|go up|going up|goes up|went up|gone up|go down|going down|goes down|went down|gone down|rising|falling|increasing|decreasing|move|moved|movement|swing)\b/;

/** A line's own name ('weighted average number of shares', 'average cost'), not an average asked for. */
export const WEIGHTED_AVERAGE = /\bweighted[- ]average\b|\baverage (?:number of (?:shares|units)|shares outstanding|cost method|exchange rate|remaining (?:life|term)|interest rate|price per share)\b/g;

/** Named ratios people ask for, and what they divide (numerator, denominator). */
export interface NamedRatio {
  name: string;
  re: RegExp;
  num: string[];
  den: string[];
  /** Shown as a percentage. */
  percent?: boolean;
  /** The denominator is a year's flow, divided by 12 (months of cash) or 365 (days of cash). */
  per?: 12 | 365;
  /** Numerator minus denominator rather than a ratio (working capital). */
  difference?: boolean;
}

export const NAMED_RATIOS: NamedRatio[] = [
  {
    name: 'months of cash',
    re: /\bmonths? of (?:cash|reserves?|operating (?:cash|reserves?)|expenses)(?: (?:on hand|cover(?:ed)?|in reserve))?\b|\bcash runway\b|\bhow (?:many months|long) (?:will|would|could|can|does|do) (?:our |the )?(?:cash|reserves?)\b|\bmonths? (?:of expenses )?(?:does|do|will|would|can) (?:our |the )?(?:cash|reserves?) (?:cover|last)\b|\bhow many months of (?:operating )?expenses\b/,
    num: ['cash and cash equivalents', 'cash and equivalents', 'cash'],
    den: ['total expenses', 'total operating expenses', 'total expenditure', 'expenses'],
    per: 12,
  },
  {
    name: 'days of cash',
    re: /\bdays? (?:of )?cash(?: on hand)?\b|\bdays cash\b|\bhow many days (?:will|would|could|can|does) (?:our |the )?cash\b/,
    num: ['cash and cash equivalents', 'cash'],
    den: ['total expenses', 'total operating expenses'],
    per: 365,
  },
  {
    name: 'current ratio',
    re: /\bcurrent ratio\b|\b(?:dollars?|\$|pounds?|£) of current assets (?:did we have |do we have |we had |we have )?(?:for|per) (?:every|each) (?:dollar|\$|pound|£) of current liabilities\b|\bworking capital ratio\b/,
    num: ['total current assets', 'current assets'],
    den: ['total current liabilities', 'current liabilities', 'creditors amounts falling due within one year', 'creditors falling due within one year'],
  },
  { name: 'quick ratio', re: /\b(?:quick|acid[- ]test) ratio\b/, num: ['cash', 'short-term investments', 'receivables'], den: ['total current liabilities', 'current liabilities'] },
  { name: 'debt-to-asset ratio', re: /\bdebt[- ]to[- ]assets?(?: ratio)?\b|\bdebt ratio\b|\bliabilities[- ]to[- ](?:total )?assets\b/, num: ['total liabilities'], den: ['total assets'] },
  { name: 'debt-to-equity ratio', re: /\bdebt[- ]to[- ]equity\b|\bliabilities[- ]to[- ](?:net assets|equity)\b/, num: ['total liabilities'], den: ['total net assets', 'total equity', 'net assets'] },
  { name: 'working capital', re: /\bworking capital\b(?! ratio)|\bnet current assets\b/, num: ['total current assets', 'current assets'], den: ['total current liabilities', 'current liabilities'], difference: true },
  {
    name: 'program expense ratio',
    re: /\bprogram (?:expense|spending|efficiency|service) ratio\b|\bprogram ratio\b|\bshare of (?:total )?expenses (?:spent |going )?(?:on|to) programs?\b/,
    num: ['program services', 'total program services', 'program expenses', 'total program expenses', 'program'],
    den: ['total expenses', 'total functional expenses'],
    percent: true,
  },
  { name: 'fundraising efficiency', re: /\bcost to raise a dollar\b|\bfundraising (?:efficiency|ratio|cost ratio)\b/, num: ['fundraising', 'fundraising expenses'], den: ['total contributions', 'contributions'], percent: true },
  { name: 'gross margin', re: /\bgross (?:profit )?margin\b/, num: ['gross profit', 'gross margin'], den: ['total net sales', 'net sales', 'total revenues', 'revenues', 'total revenue', 'revenue', 'sales'], percent: true },
  { name: 'operating margin', re: /\boperating (?:profit )?margin\b/, num: ['operating income', 'income from operations'], den: ['total net sales', 'net sales', 'total revenues', 'total revenue', 'revenue'], percent: true },
  { name: 'net margin', re: /\bnet (?:profit |income )?margin\b|\bprofit margin\b/, num: ['net income', 'net earnings', 'change in net assets', 'net surplus'], den: ['total revenues', 'total revenue', 'net sales', 'revenue'], percent: true },
];

const SHARE_PATTERNS: Array<{ re: RegExp; part: number; whole: number }> = [
  // 'the percentage constitution of A in/among B', 'what A constitutes of B'
  { re: /\b(?:percent(?:age)?|%|proportion|share) (?:of )?(?:the )?(?:constitution|composition|make-?up) of (?:the )?(.+?) (?:in|among|within|to|of|out of) (?:the )?(.+)$/, part: 1, whole: 2 },
  // 'what share of B did A use up / account for / take'
  { re: /\bwhat (?:percent(?:age)?|%|share|proportion|portion|fraction|part) of (?:the |our |its |their )?(.+?) did (?:its |the |our |their )?(.+?) (?:use up|used up|use|take up|take|account for|represent|make up|consume|eat up|absorb)\b/, part: 2, whole: 1 },
  // 'what percentage of B is A', 'what share of B came from A'
  { re: /\bwhat (?:percent(?:age)?|%|share|proportion|portion|fraction|part) of (?:the |our |its |their )?(.+?) (?:is|was|were|are|came from|comes? from|went to|goes to|go to|went on|goes on|go on|is made up of|was made up of|consists? of|is spent on|was spent on|did (?:.+?) (?:use|take|account for|represent|make up))\b(.*)$/, part: 2, whole: 1 },
  // 'what percentage did A make up of B', 'A makes up what % of B'
  { re: /^(.+?) (?:makes? up|made up|represents?|represented|accounts? for|accounted for|constitutes?|constituted|is|was|are|were) what (?:percent(?:age)?|%|share|proportion|portion|fraction) of (?:the |our |its )?(.+)$/, part: 1, whole: 2 },
  // 'A as a percentage of B', 'A as a share of B'
  { re: /^(.+?) (?:expressed |stated )?as (?:a |an )?(?:percent(?:age)?|%|share|proportion|fraction|ratio|portion) (?:of|to) (?:the |our |its )?(.+)$/, part: 1, whole: 2 },
  // 'the proportion of B made up of A' (TAT-QA style), 'what proportion of B is made up of A'
  { re: /\b(?:percent(?:age)?|%|share|proportion|portion|fraction) of (?:the |our |its )?(.+?) (?:that is |that was |which is |which was )?(?:made up of|made of|comprised of|consisting of|from|attributable to|spent on|going to|allocated to|represented by) (.+)$/, part: 2, whole: 1 },
  // 'A's share of B', 'the share of A in B', 'percentage of A to/in/over B'
  { re: /^(.+?)(?:'s)? (?:share|percentage|proportion|portion) of (?:the |our |its )?(total .+|overall .+|all .+)$/, part: 1, whole: 2 },
  { re: /\b(?:percent(?:age)?|%|share|proportion|portion|fraction) of (?:the |our )?(.+?) (?:in|to|over|of|within|out of|relative to|compared to|against) (?:the |our |its )?(total .+|overall .+|all .+|.+)$/, part: 1, whole: 2 },
  // 'how much of B went to A', 'how much of B is A'
  // ('How much of the grant is left?' asks for the amount left, not a share.)
  { re: /\bhow much of (?:the |our |its )?(.+?) (?:is|was|were|are|goes|went|go|came|comes) (?!(?:still )?(?:left|remaining|unspent|available|outstanding|to come|to be paid)\b)(?:to |for |on |from |spent on )?(.+)$/, part: 2, whole: 1 },
  // 'A out of B'
  // ('Cash taken out of the savings account', 'spent out of the building fund': money leaving it,
  // not a share; 'spending out of total expenses' is one.)
  { re: /^(?!.*\b(?:payments?|paid|money|cash|transfers?|withdrawals?|went|goes|came|comes?|coming|taken|spent|spend|spends|spending|expenditures?|costs?|drawn|used|funded|charged|met)\s+out of\b(?!\s+(?:the |our |its )?(?:total|overall|all)\b))(.+?) out of (?:the |our |its )?(total .+|.+)$/, part: 1, whole: 2 },
];

/** A question for one amount of something ('what did the food/clothing closet cost'): a slash in its name divides nothing. */
const SLASH_NAME_ASKED = /^(?:how much|what) (?:did|does|do|has|have|was|were|is)\b.*\b(?:spend|spent|cost|paid|pay|get|got|receive|raise|bring|make|earn)\b/;

/** Balance-sheet and income terms one of which is said 'to' another, a ratio without the word ('total assets to total liabilities'). */
const RATIO_TERM = String.raw`(?:total |net |current |non-?current |long[- ]term |short[- ]term |operating |unrestricted )?(?:assets|liabilities|debt|equity|net assets|revenues?|expenses|cash(?: and cash equivalents)?|income|reserves)`;
const TERM_TO_TERM = new RegExp(String.raw`(?:^|\b(?:whats|what's|what is|what was|what were|what are|the|our)\s+)(${RATIO_TERM})\s+to\s+(${RATIO_TERM})\b`);

const RATIO_PATTERNS: RegExp[] = [
  TERM_TO_TERM,
  // 'paid vs unpaid families, as a ratio'
  /^(?:(?:what is|what's|whats|what was|give me|show me)\s+)?(?:the |our )?(.+?) (?:versus|to|against|compared (?:to|with)) (.+?)\s*,?\s*(?:expressed |stated |shown )?as (?:a |an )?ratio\b/,
  /\bratio (?:of|between) (.+?) (?:to|and|versus|over|against) (.+)$/,
  /^(.+?)[- ]to[- ](.+?)[- ]ratio\b/,
  /\b(.+?) divided by (.+)$/,
  /\b(.+?) (?:relative to|per|for every|for each) (?!share\b|cent\b|mille\b|mil\b|month\b|year\b|quarter\b|annum\b|week\b|day\b|square\b|sq\b|employee\b|head\b|capita\b|unit\b|visit\b|patient\b|member\b|customer\b|store\b|hour\b)(?:every |each )?(.+)$/,
  /\(\s*([^()]+?)\s*\/\s*([^()]+?)\s*\)/,
  /\b([a-z][a-z &'-]+?)\s*\/\s*([a-z][a-z &'-]+)/,
];

/**
 * The first of two operands said as a word that only qualifies the second's noun ('paid to unpaid
 * families', 'current to non-current assets'): the noun is both's.
 */
export function sharedHead(a: string, b: string): string {
  const one = a.trim();
  if (!/^[a-z][a-z-]*$/.test(one)) return a;
  const rest = b.trim().split(/\s+/);
  if (rest.length < 2) return a;
  const first = rest[0]!.replace(/^(?:un|non-?|in|ir|im|il)/, '');
  const base = one.replace(/^(?:un|non-?|in|ir|im|il)/, '');
  if (rest[0] === one || first !== base || first.length < 4) return a;
  return `${one} ${rest.slice(1).join(' ')}`;
}

/** A number the lines of a table are held against: 'how many ... more than 900', 'which ... over $1,000' (not a year). */
const ROW_FILTER = /^(?:how many|which|what)\s+(?!(?:is|was|are|were|does|did|do|has|have|had|will|would|should|can|could)\b)(?:[\w&'-]+\s+){0,3}?[\w&'-]+s\b.{0,60}?\b(more|less|fewer|over|under|above|below|greater|higher|lower|exceeding|exceeded)\s+(?:than\s+)?(?:[$€£₹]|r\s?|ksh\s?|s\$)?\s?((?!(?:19|20)\d\d\b)\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion|k|m|bn)?\b(?!\s*(?:days?|weeks?|months?|years?|yrs?)\b)/;

/** Infix arithmetic over phrases: 'total revenue minus total expenses', '(cash plus receivables) over current liabilities'. */
export function parseFormula(text: string): Expr | null {
  const t = text
    .replace(/\bdivided by\b|\bover\b(?!\s+(?:the\s+)?(?:budget|time|plan|prior|previous|last|period|year|years|month|months))|÷/g, ' / ')
    .replace(/\bminus\b|\bless\b(?!\s+than)|\bsubtract(?:ing)?\b|−/g, ' - ')
    .replace(/\bplus\b|\badded to\b|\+/g, ' + ')
    .replace(/\btimes\b|\bmultiplied by\b|×/g, ' * ');
  if (!/[+\-*/]/.test(t.replace(/\b\d+-\d+\b|[a-z]-[a-z]/g, ''))) return null;
  // Tokens: operators, parentheses, and phrases between them.
  const parts = t.split(/(\s[+\-*/]\s|\(|\)|\s\/|\/\s)/).map((s) => s.trim()).filter(Boolean);
  let i = 0;
  const peek = () => parts[i];
  const term = (): Expr | null => {
    const p = peek();
    if (p === undefined) return null;
    if (p === '(') {
      i++;
      const e = sum();
      if (peek() === ')') i++;
      return e;
    }
    if (/^[+\-*/)]$/.test(p)) return null;
    i++;
    const n = Number(p.replace(/[$,%]/g, ''));
    if (/^[$]?\d[\d,]*(\.\d+)?%?$/.test(p) && Number.isFinite(n)) return { kind: 'num', value: /%$/.test(p) ? n / 100 : n };
    const phrase = phraseOf(p);
    return phrase.tokens.length ? { kind: 'term', phrase } : null;
  };
  const product = (): Expr | null => {
    let left = term();
    while (left && (peek() === '*' || peek() === '/')) {
      const op = peek() as '*' | '/';
      i++;
      const right = term();
      if (!right) return null;
      left = { kind: 'op', op, left, right };
    }
    return left;
  };
  const sum = (): Expr | null => {
    let left = product();
    while (left && (peek() === '+' || peek() === '-')) {
      const op = peek() as '+' | '-';
      i++;
      const right = product();
      if (!right) return null;
      left = { kind: 'op', op, left, right };
    }
    return left;
  };
  const e = sum();
  if (!e || e.kind === 'term' || i < parts.length) return null;
  return e;
}

function termsOf(e: Expr): Phrase[] {
  if (e.kind === 'term') return [e.phrase];
  if (e.kind === 'num') return [];
  return [...termsOf(e.left), ...termsOf(e.right)];
}

/** Two operands split at 'and', '&', 'with', 'vs' (every split; the grounding keeps the one that reads best). */
export function andSplits(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  // 'Staff costs including super and workers comp': what it includes names one thing, not two.
  const including = /\s(?:including|incl\.?|inclusive of|excluding|excl\.?|except|other than|but not|not counting)\s/.exec(text);
  for (const m of text.matchAll(/\s+(?:and|&|plus|with|versus|vs\.?|or)\s+/g)) {
    if (including && (m.index ?? 0) > including.index) continue;
    const a = text.slice(0, m.index).trim();
    const b = text.slice((m.index ?? 0) + m[0].length).trim();
    if (a && b) out.push([a, b]);
  }
  return out;
}

function shareHitEarly(text: string): boolean {
  return SHARE_PATTERNS.some((s) => s.re.test(text));
}

/** An operand written as a sum ('salaries + NI & pension', 'salaries & wages plus payroll taxes & benefits'): its formula. */
export function operandFormula(text: string): Expr | null {
  const inner = text.match(/\(([^()]*(?:\+|\bplus\b)[^()]*)\)/)?.[1] ?? (/\s(?:\+|plus)\s/.test(text) ? text : null);
  if (!inner) return null;
  const e = parseFormula(inner);
  return e && termsOf(e).length >= 2 ? e : null;
}

/** Two or more periods of one kind ('2018 and 2019'), not one figure's several descriptions ('December 31, 2019 ... issued in August 2019'). */
function alike(periods: Period[]): boolean {
  if (periods.length < 2) return false;
  const kinds = new Set(periods.map((p) => (p.kind === 'date' ? (p.ended ? 'year' : 'date') : p.kind)));
  return kinds.size === 1;
}

/** Lists of names: 'A, B and C', 'A, B or C'. */
function listOf(text: string): string[] | null {
  const parts = text.split(/\s*,\s*|\s+(?:and|or)\s+/).map((s) => s.replace(/^(?:the|and|or)\s+/, '').trim()).filter(Boolean);
  return parts.length >= 2 && parts.length <= 8 ? parts : null;
}

// ---------------------------------------------------------------------------------------------

/** One thing beating, trailing or lagging another, asked how far ('… points … beat …'): a difference of two. */
const BEAT = /\bby how (?:much|many)\b.{0,60}\b(?:beat|beaten|outperform(?:ed|s)?|trail(?:ed|s)?|lag(?:ged|s)?|underperform(?:ed|s)?)\b/;
/** Verbs and auxiliaries that end the name of what 'which' asks about ('which restricted fund had ...'). */
const CLASS_END = /^(?:is|was|are|were|had|has|have|did|does|do|overspent|underspent|overspend|underspend|overshot|overshoots|overran|overruns|exceeded|exceeds|beat|beats|missed|went|go|goes|increased|decreased|dropped|declined|changed|got|gets|get|received|receives|spent|spends|paid|pays|made|makes|earned|saw|sees|showed|shows|recorded|brought|raised|raises|cost|costs|took|takes|used|uses|generated|sold|sells|grew|fell|rose|came|gave|gives|will|would|can|could|should|in|at|on|for|with|by|from|over|under|of)$/;

/**
 * The words of the class compared, between 'which' and its verb ('which learning centre has the
 * smallest budget' → learning centre), without words that name no class ('one', 'line', 'item').
 */
function classWords(q: string): string[] | null {
  const m = /\b(?:which|what)\s+((?:[\w&'-]+\s+){1,4})/.exec(q);
  if (!m) return null;
  const out: string[] = [];
  for (const w of m[1]!.trim().split(/\s+/)) {
    if (CLASS_END.test(w)) break;
    out.push(w);
  }
  const generic = (w: string) => /^(?:one|ones|the|our|of|line|lines|item|items|row|rows|category|categories|kind|type|this|that|these|those)$/.test(w);
  let words = out.length < 5 ? out.filter((w) => !generic(w)) : [];
  // ('Of the expense lines in the board pack, which one ...': the class named before.)
  const among = words.length ? null : /\b(?:of|among|from) (?:the|our|all(?: the)?|all of the)\s+((?:[\w&'-]+\s+){0,3}?[\w&'-]+?)(?=,|\s+(?:in|on|at|for|listed|shown|which|what)\b)/.exec(q);
  if (among) words = among[1]!.split(/\s+/).filter((w) => !generic(w));
  return words.length ? words : null;
}

export function parsePlan(raw: string, previous: Plan | null = null): Plan {
  const question = plainText(raw).replace(/\s+/g, ' ').trim();
  names = namesOf(question);
  let lower = question
    .toLowerCase()
    .replace(/\b(what|where|how|who|which|that|it|there|here)'s\b/g, '$1 is')
    .replace(/\b(are|is|were|was|did|do|does|have|has|had|could|would|should)n['’]?t\b/g, '$1 not')
    .replace(/\bcan't\b/g, 'cannot')
    // ('Loans falling due after five years': when they are due, not a fall.)
    .replace(/\bfalling due\b/g, 'due')
    // ('The $25k bequest', '€1.2m grant': the amount in full.)
    .replace(/([£$€₹])\s?(\d+(?:\.\d+)?)\s?(k|m)\b/g, (_m, c: string, n: string, u: string) => `${c}${Math.round(Number(n) * (u === 'k' ? 1e3 : 1e6))}`)
    // ('Surplus/(deficit)', 'profit/loss': one line signed either way, not a ratio.)
    .replace(/\b(surplus|profit|income|gain|increase)\s*\/\s*\(?(deficit|loss|decrease)\)?/g, '$1 $2')
    // (Other countries' words for the plan and for what happened: 'the preventivo', 'el presupuesto',
    // 'der Haushaltsplan' are the budget, 'il consuntivo' and 'lo ejercido' the actual.)
    .replace(/\b(?:preventivo|presupuesto|presupuestado|haushaltsplan|previsto|orcamento|orçamento|budgete|budgété|begroting|anggaran|rab)\b/g, 'budget')
    .replace(/\b(?:consuntivo|ejercido|executado|réalisé|realise|realisatie|realisasi)\b/g, 'actual')
    // ('Haushaltsplan 2027 vs Ist 2026': German's 'Ist' is what happened, not 'is'.)
    .replace(/\b(vs\.?|versus|gegen|against|and|und|to)\s+ist\b|\bist(?=\s+(?:19|20)\d{2}\b)/g, (_m, w?: string) => (w ? `${w} actual` : 'actual'))
    .replace(/\b(?:variacion|variación|desviacion|desviación|scostamento|abweichung|ecart|écart)\b/g, 'variance')
    // ('The var % on rent': the variance.)
    .replace(/\bvar\b\.?(?=\s*(?:%|percent|on|for|of|in|against|vs|\?|$))/g, 'variance')
    // ('Rent paid jan-mar (bank)', 'per the bank': which document, not a word of the line; 'bank
    // charges' and 'the bank balance' keep it.)
    .replace(/\(\s*(?:per |from |the |our |la |le )?(?:bank|banque|banco)(?: statements?| exports?| feed)?\s*\)|\b(?:per|according to|as per) (?:the |our )?bank(?: statements?| exports?| feed| records?)?(?=\s*(?:[,;?.)]|$))|\b(?:on|in|from|per) (?:the |our )?bank (?:statements?|exports?|feed|records?|csv|download)\b/g, ' ')
    // ('In the jan-mar bank export': which document; 'bank' there names no line.)
    .replace(/\bbank (?=(?:statements?|exports?|feed|records?|csv|download)\b)/g, '')
    // ('When did the grant hit the bank': when it arrived.)
    .replace(/\b(hit|hits|reach(?:ed|es)?|land(?:ed|s)?|clear(?:ed|s)?)\s+(?:the |our )?bank(?: account)?\b/g, 'arrived')
    // ('For every $1 of drug purchases, how much drug revenue did we bring in': revenue to purchases.)
    .replace(/^(.*?)\bfor (?:every|each) (?:[$€£]1(?:\.00)?|1 (?:dollar|pound|euro)|(?:single )?(?:dollar|pound|euro)) (?:of|in|on|spent on|we spent on|we put into|put into)\s+(.+?)[,;]?\s+how much (?:money )?(.+?)\s+(?:did|do|does|has|have|will|would)\s+(?:we|it|they)\s+(?:bring in|make|earn|generate|get|raise|take in|return|produce|receive|collect)\b(.*?)\s*\??\s*$/, (_m, pre: string, x: string, y: string, when: string) => `${pre}ratio of ${y} to ${x}${when}`)
    // ('Over 5 000 $', '12 345,67 $', 'kr 1 250': thousands grouped by spaces, as French and Nordic
    // writers do, are one amount.)
    .replace(/(?<=(?:[$€£¥₹]|\bkr|\b(?:over|under|above|below|than|least|most|exceeding|exceeds|past)\s)\s?)(\d{1,3})((?: \d{3})+)(?:,(\d{1,2}))?\b|\b(\d{1,3})((?: \d{3})+)(?:,(\d{1,2}))?(?=\s?(?:[$€£¥₹]|kr\b))/g, (_m, a?: string, b?: string, c?: string, d?: string, e?: string, f?: string) =>
      `${a ?? d}${(b ?? e)!.replace(/ /g, '')}${(c ?? f) ? `.${c ?? f}` : ''}`)
    // ('How much did it change (positive)', ', positive number', 'as an absolute value': how to write
    // the answer, not a word of what it is.)
    .replace(/\(\s*(?:as an? )?(?:positive|absolute)(?: (?:number|amount|value|figure))?\s*\)|[,;-]?\s*\b(?:as an? |in )?(?:positive|absolute) (?:number|amount|value|figure|terms)\b|[,;]\s*positive\s*(?=[?.]?\s*$)/g, ' ')
    // ('Over/under by how much', 'under/(over)': a variance's direction either way, not a ratio.)
    .replace(/\bover\s*\/\s*\(?under\)?|\(?over\)?\s*\/\s*under\b/g, 'over or under')
    .replace(/\bunder\s*\/\s*\(?over\)?/g, 'under or over')
    .replace(/\bwe've\b/g, 'we have')
    .replace(/\b(\w+)'s\b/g, '$1')
    .replace(/\bf(\d{2})\b/g, 'fy$1')
    .replace(/([a-z])(\d)/g, (m, a: string, d: string) => (/^(?:fy|q|h)$/.test(a) ? m : `${a} ${d}`))
    .replace(/->|→|=>/g, ' to ')
    // ('2017,2018 and 2019': years listed without a space, not a number with thousands.)
    .replace(/\b((?:19|20)\d{2}),(?=(?:19|20)\d{2}\b)/g, '$1, ')
    .replace(/\?+/g, ' ? ');
  lower = normalizeQuestion(foldAccents(lower));
  // A name in quotes ('“costi per le sedi”') is a name: its little words ('per', 'over',
  // 'to', 'and') divide nothing and join nothing.
  lower = lower.replace(/[“"]([^”"]{3,80})[”"]/g, (_m, name: string) => ` “${name.replace(/\b(per|over|to|by|divided|vs|versus|minus|plus|less|and|or|of)\b/g, '$1_')}” `);
  const found = readPeriods(lower);
  const t = found.masked.replace(/\s+/g, ' ').trim();
  // The rounding asked ('round to two decimals') says how to write the answer, not what it is of.
  const noQ = t
    .replace(/[?!.]+\s*$/g, '')
    // So is the scale asked ('in millions'): not a word of what it is of.
    .replace(/[,;]?\s*\bin (?:thousands|millions|billions)\b/g, ' ')
    .replace(/[,;.]?\s*\b(?:and\s+|please\s+)*(?:round(?:ed)?|rounding)\s+(?:it\s+|that\s+|the (?:answer|result|figure)\s+)?(?:to\s+)?(?:the\s+nearest\s+)?(?:one|two|three|four|zero|no|\d|whole|hundredth|tenth)\s*(?:decimals?(?:\s+places?|\s+points?)?|dp|number|percent|dollars?)?\b|\bto\s+\d\s*dp\b/g, ' ')
    // ('(2dp)', ', 2 decimals', 'two decimal places' said without 'round to'.)
    .replace(new RegExp(BARE_DECIMALS.source, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim();

  // Budget, actual, forecast; versions of a figure.
  // 'what it actually cost, not what we budgeted': the budget named only to be set aside.
  const unsaidBudget = lower
    .replace(/\b(?:not|rather than|instead of|as opposed to)\s+(?:what\s+)?(?:we\s+|the\s+|our\s+|was\s+)?(?:had\s+)?(?:budget(?:ed)?|planned)\b(?:\s+for)?/g, ' ')
    // ('Rent in the budget pack', 'on the budget vs actual sheet': where to look, not which figure.)
    .replace(/\b(?:in|on|from|per)\s+(?:the|our)\s+budget(?:\s+(?:v|vs\.?|versus|to|against)\s+actuals?)?\s+(?:report|pack|sheet|workbook|spreadsheet|file)\b/g, ' ');
  // Several sentences ('Our FY2025 budget also shows last year's actuals. What did insurance actually
  // cost?'): the question is the last one; the sentences before it set the scene.
  const sentences = unsaidBudget.split(/(?<=[.!?])\s+(?=[a-z])/);
  const asked = sentences.length > 1 ? sentences[sentences.length - 1]! : unsaidBudget;
  const budgetWord = BUDGET_WORDS.test(asked) || (sentences.length > 1 && !ACTUAL_WORDS.test(asked) && BUDGET_WORDS.test(unsaidBudget));
  const actualWord = ACTUAL_WORDS.test(asked) || (sentences.length > 1 && !BUDGET_WORDS.test(asked) && ACTUAL_WORDS.test(lower));
  let measure: Plan['measure'] = null;
  if (FORECAST_WORDS.test(lower) && !actualWord) measure = 'forecast';
  else if (budgetWord && !actualWord) measure = 'budget';
  else if (actualWord && !budgetWord) measure = 'actual';
  else if (budgetWord && actualWord) measure = /\bactual/.test(lower) ? null : 'budget';
  const variants = VARIANT_WORDS.filter((v) => new RegExp(`\\b${v.replace(/ed$/, 'e')}d?\\b`).test(lower) || new RegExp(`\\b${v}\\b`).test(lower));
  if (/\byear to date\b|\bytd\b|\bso far\b|\bto date\b/.test(lower)) variants.push('ytd');
  // ('The property tax budget for the year', 'per year': the year's figure, not a month's.)
  if (/\bannual(?:ly)?\b|\bfull[- ]year\b|\bwhole year\b|\b(?:for|over|in) the (?:entire |whole |full )?year\b(?!\s+(?:to|ended|ending))|\b(?:per|a) year\b/.test(lower)) variants.push('annual');

  const codeMatch = lower.match(/\b(?:account|acct|gl|code|a\/c|line)\s*(?:#|no\.?|number|code)?\s*(\d{3,6}(?:[-.]\d{1,4})?)\b/) ?? lower.match(/(?:^|\s)#\s?(\d{4,6})\b/) ?? lower.match(/\b(?:see|saw|is|put)\s+(\d{4})\s+on\b/);
  const code = codeMatch ? codeMatch[1]! : null;
  const codeQuestion =
    !code &&
    /\b(account (?:code|number|no|#)|gl (?:code|account|number)|ledger (?:code|account)|what code|which code|which account|what account|code (?:do|should|would|shall) (?:we|i)|account # for|account for (?:a |an )?(?:\w+ ){0,3}expense|what (?:gl )?number)\b/.test(lower);

  const yesNo = /^(did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|must|may|any)\b/.test(lower);
  const explain = /\b(why|reasons?|because|driven by|drove|drivers?|driving|led to|contributed|factors|caused?|explain|explanation|primarily)\b/.test(lower);
  const textual =
    explain ||
    /^(when|who|whom|where|describe|explain|summari[sz]e|list|how (?:is|are|was|were|does|do|did) .{0,60}\b(?:calculated|computed|determined|measured|defined|recognized|recognised|accounted|valued|treated|funded|used|derived|estimated|allocated|presented|classified))\b/.test(lower) ||
    /\bwhat (?:do|does|did|is|are|were|was) (?:the |our |their )?.{0,60}\b(include|includes|consist|consists|comprise|comprises|comprised|cover|covers|say|says|mean|means|require|requires|state|states|allow|allows|about|represent|represents|refer|refers|entail|entails)\b/.test(lower) ||
    /\bwhat (?:is|are|was|were) (?:the |our |their )?(?:components?|types?|kinds?|nature|basis|method|policy|policies|definition|purpose|reason|terms?)\b/.test(lower) ||
    // 'What are our designated funds earmarked for?', 'what is the reserve set aside for?': a purpose.
    /\bwhat (?:is|are|was|were) (?:the |our |their |this |that |these )?.{0,60}\b(?:earmarked|set aside|designated|reserved|restricted|intended|meant|used|spent|going|budgeted|allocated)\s+(?:for|to)\s*[?.]?$/.test(question.toLowerCase()) ||
    /^(?:for )?what (?:purpose|purposes)\b/.test(lower) ||
    // 'What project is the grant paying for?', 'what is the money going towards?'
    /^(?:what|which) (?:project|program|programme|purpose|work|activity|activities|thing|things)\b.{0,80}\b(?:paying|pay|paid|funding|fund|funded|used|spent|going)\s+(?:for|towards?|on)\s*[?.]?$/.test(question.toLowerCase()) ||
    /^what(?:'s| is| was) the date (?:on|of)\b|^what date\b/.test(question.toLowerCase()) ||
    // ('Endowment, with donor restrictions' names a class of net assets, a figure, not a restriction's terms.)
    /\b(terms|conditions|requirements?|findings?|recommendations?|deadline|due date|due|obligations?|restrictions?|weakness(es)?|deficienc(y|ies)|opinion|covenants?|match requirement|matching requirement)\b/.test(lower.replace(/\b(?:with(?:out)?\s+)?donor[- ]restrictions?\b|\b(?:released?|releases|expiration of|expired?) (?:from )?(?:(?:time|purpose|donor|program|the)\s+){0,2}restrictions?\b|\b(?:time|purpose)[- ]restrict(?:ed|ions?)\b/g, ' ')) ||
    // (Not when it asks how much as well: 'was the year in the black, and by how much?')
    (yesNo && !/\b(over|under|above|below)\s+budget\b|\bmore than\b|\bless than\b|\bhigher\b|\blower\b/.test(lower) && !/\b(?:and|,)\s+(?:by\s+)?how (?:much|big|large|many)\b/.test(lower));

  let op: Op = 'lookup';
  let trend = false;
  const definedWords = new Set<string>();
  let operands: Phrase[] = [];
  let formula: Expr | null = null;
  let extreme: Extreme | null = null;
  let threshold: Plan['threshold'] = null;
  let rowFilter = false;
  let countPeriods = false;
  let literal: Phrase | null = null;
  let alternatives: Phrase[][] | null = null;
  let rest = noQ;
  const periodsOf = (s: string) => [...s.matchAll(/§(\d+)/g)].map((m) => found.periods[Number(m[1])]!).filter(Boolean);

  // 'How many months of the shelter's spending would its savings cover': the months of
  // cover the question defines, what covers over a twelfth of the year's flow it names.
  const cover = /\bhow many months(?: of| worth of) (.+?) (?:would|will|could|can|does|do|did|might) (?:the |our |its |their |this |that )?(.+?) (?:cover|last|pay for|fund)\b/.exec(noQ);
  // (The usual 'months of expenses our cash covers' is the named ratio, with its other names.)
  const named: NamedRatio | undefined =
    NAMED_RATIOS.find((r) => r.re.test(noQ)) ??
    // (Of one period at most: 'the March cash balance and FY25 spending' gives each its own, which
    // one ratio of two lines cannot.)
    (cover && new Set(found.periods.map((p) => `${p.kind}:${p.year}:${p.month ?? ''}:${p.day ?? ''}`)).size <= 1 ? { name: 'months of cover', re: new RegExp(cover[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')), num: [cover[2]!], den: [cover[1]!], per: 12 } : undefined);
  const shareHit = (() => {
    // (A share whose part is written as a total of two things: the part is the two, added.)
    const text = noQ.replace(/\s*\(\s*(?:in |as a )?(?:percent(?:age)?s?|%)\s*\)/g, '').replace(/\b((?:percent(?:age)?|%|proportion|share|portion|fraction) of) (?:the )?(?:sum|total|combined total|aggregate) of (?=.+\b(?:over|to|in|of|out of|against|relative to)\b)/, '$1 ');
    for (const p of SHARE_PATTERNS) {
      const m = text.match(p.re);
      if (!m || !m[p.part]?.trim() || !m[p.whole]?.trim()) continue;
      // 'The variance as a percent of budget' is actual against budget in percent, not a share of lines.
      if (/\bvariance\b/.test(m[p.part]!) && /^(?:the\s+|our\s+)?budget(?:ed)?\b/.test(m[p.whole]!.trim())) return null;
      // ('The share of ticket sales as a percent of income': the part is the ticket sales.)
      const part = m[p.part]!.trim().replace(/^(?:what (?:is|was|were|are) )?(?:the )?(?:proportion|percentage|share|fraction|portion|part) of (?:the )?/, '');
      return { part: part || m[p.part]!.trim(), whole: m[p.whole]!.trim(), m: m[0] };
    }
    return null;
  })();
  const absoluteChange = /\babsolute (?:percentage |percent )?(?:change|difference|increase|decrease)\b/.test(noQ);
  const percentChange =
    !absoluteChange &&
    /(?:\bpercent(?:age)?|%)\s*(?:change|increase|decrease|growth|difference|rise|decline|drop|fall|gain|reduction|movement)\b|\b(?:change|increase|decrease|growth)\s*\(%\)|\bby what (?:percent(?:age)?|%)|\bgrowth rate\b|\brate of (?:growth|change|increase|decrease)\b|\b(?:change|increase|decrease|grow|grew|growth|rise|rose|decline|declined|drop|dropped|fall|fell)\b.{0,40}\b(?:in|by|as a) (?:percent(?:age)?|%)(?:\s+terms)?\b|\bwhat (?:percent(?:age)?|%) (?:did|does|has|was|is)\b.{0,60}\b(?:change|increase|decrease|grow|rise|decline|drop|fall|go up|go down)(?:d|s|ed)?\b|\b(?:increase|decrease|change|growth)d? (?:of|by) (?:how many|what) (?:percent|%)/.test(
      noQ,
    );
  const varianceRe =
    /\bvariance\b|\b(?:are|is|were|was)\s+(?:we|it|they)\s+(?:over|under)\s+on\b|\b(?:beat|beaten|beats|exceeded|exceeds|exceed|overshot|overshoots|overshoot|overran|overruns|overrun|missed|miss|misses|(?:fell|falls|fall) (?:(?:the )?(?:furthest|farthest|most) )?short of|came in (?:over|under|above|below|short of)|comes? in short of)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:§\d+\s+)?(?:\w+\s+)?budget\b|\b(?:shortfall|overrun|overspend|underspend)\b(?=.*\bbudget\b)|\b(?:go|goes|went|gone|going|come|came|run|ran) over (?:on |in |with |for )(?!the (?:numbers|figures|report|accounts|budget with))|\boverspen[dt]\b|\bunderspen[dt]\b|\b(?:more|less|over|under|above|below|higher|lower) than (?:we |was |were |it was |what was )?budget(?:ed)?\b|\bthan (?:the |our |we |was |were )?(?:budget|budgeted|planned)\b|\b(?:over|under|above|below|off|short of|ahead of|behind) (?:the |our |its |their )?(?:(?:revised|original|approved|adopted|annual|amended|current|full[- ]year) )?budget\b|\b(?:over|under|above|below) (?:its|their|the|our) (?:[\w'-]+ ){1,3}budget\b(?! (?:line|lines|item|items|figure|figures|report|sheet)\b)|\bbudget (?:to|versus|against) actual|\bactual (?:to|versus|against|compared (?:to|with)) (?:the )?budget|\bbudget(?:ed)? (?:and|versus) actual|\b(?:between|of) (?:the )?budget(?:ed)? and (?:the )?actual|\bactual and budget|\bcompar(?:e|es|ed|ing) (?:to|with|against) (?:the |our )?budget(?:ed)?\b|\bagainst (?:the )?budget\b|\bversus (?:the )?budget\b|\bactual versus\b|\bhow far off\b|\bhow far (?:was|were|is|are|did)\b|\bhow far (?:over|under|above|below|short of|off) (?:the |our |its )?budget\b|\bfrom (?:the |our )?budget(?:ed)?\b|\bover or under\b|\bunder or over\b|\bon budget\b(?!\s+(?:lines?|items?|headings?|codes?|categor(?:y|ies)|\d))|\bwithin budget\b|\b(?:vs\.?|versus|against|compared (?:to|with)|short of|below|above|under|over|ahead of|behind|off|missed|beat|exceeded|met|hit|reach(?:ed)?)\s+(?:the\s+|our\s+|its\s+|their\s+)?(?:§\d+\s+)?targets?\b|\b(?:beat|beats|exceed|exceeded|exceeds|missed|miss|fell short of|came in (?:above|below|under|over)) (?:the |our )?(?:\w+ )?budget\b|\bshortfall\b.*\bbudget|\bbudget\b.*\bshortfall\b/;

  // 1. A formula the question gives ('total revenue minus total expenses', '(gross profit / revenues)').
  // 'The net book value of the vehicles': their cost less their accumulated depreciation (a line
  // that prints the net book value itself is read by the question's own words, literally).
  const bookValue = /\b(?:net book value|nbv|written[- ]down value)\s+(?:of|for|on)\s+(?:the\s+|our\s+)?(.+?)(?=\s+(?:at|as at|as of|on|in|for|by)\s+§\d|\s*[?.]?\s*$)/.exec(noQ);
  const asset = bookValue?.[1]!.replace(/\s*,\s*/g, ' ');
  const bookFormula = asset && !/§\d/.test(asset) ? `${asset} cost minus ${asset} accumulated depreciation` : null;
  const formulaText =
    bookFormula ??
    noQ.match(/\(([^()]*(?:\/|\bminus\b|\bplus\b|\+|\bdivided by\b|\bover\b|\bless\b)[^()]*)\)/)?.[1] ??
    noQ.match(/(?:,|:|\bis|\bas|\bequals?|\bdefined as|\bi\.e\.?)\s+((?:[\w&'-]+\s+){0,6}[\w&'-]+\s+(?:minus|plus|\+|divided by|less(?!\s+than)|over(?!\s+(?:the\s+|a\s+)?(?:budget|time|past|last|next|previous|prior|same|whole|full|entire|course|period|years?|months?|quarters?|§|\d+|two|three|four|five|six|seven|eight|nine|ten)\b)|\/)\s+[^,;]+?)(?=\s*[,;]|\.\s|$)/)?.[1] ??
    null;
  const formulaExpr = formulaText ? parseFormula(formulaText) : null;
  // A formula inside the share or ratio asked ('staff costs (salaries + NI & pension) as a % of
  // total expenditure'): the operand it defines, not the whole question.
  // (A slash inside a name, 'payroll taxes/benefits', divides nothing.)
  // (So is a sum in brackets after a term of a ratio or a percentage asked, 'the ratio of income
  // to spending (wages plus rent)', 'what % of sales went on commission (agent +
  // card)': it says what that term adds up.)
  const bracketed = formulaText !== null && !bookFormula && noQ.includes(`(${formulaText})`);
  const outside = bracketed ? noQ.replace(`(${formulaText})`, ' ') : '';
  const definesTerm = bracketed && !/\/|\bminus\b|\bdivided by\b|\bover\b|\bless\b/.test(formulaText!) && /%|\bpercent(?:age)?\b|\bshare\b|\bproportion\b|\bratio\b|\bdivided by\b|\bfor (?:every|each)\b|\brelative to\b/.test(outside);
  const insideShare = formulaText && ((shareHitEarly(noQ) && !/\s\/\s|\bminus\b|\bdivided by\b|\bover\b/.test(formulaText)) || definesTerm);
  if (formulaExpr && termsOf(formulaExpr).length >= 2 && !insideShare) {
    op = 'formula';
    formula = formulaExpr;
    operands = termsOf(formulaExpr);
    rest = bookFormula ? noQ.replace(bookValue![0], ` ${bookValue![1]} `) : noQ.replace(formulaText!, ' ');
    if (bookFormula) {
      for (const w of ['net', 'book', 'value', 'nbv', 'written', 'down']) definedWords.add(w);
      // (A ledger keeps one accumulated depreciation for its fixed assets: the asset's name
      // chooses among several, and need not be said by one.)
      const dep = operands[1];
      if (dep) dep.tokens = dep.tokens.map((t) => (/^(?:accumulat|depreciation)/.test(t.stem) ? t : { ...t, soft: true }));
    }
    // The name the formula defines ('gross margin (gross profit / revenues)', 'bottom line, total
    // revenue minus total expenses'): what is computed, not words every operand must share.
    const before = noQ.slice(0, Math.max(0, noQ.indexOf(formulaText!))).replace(/[\s(,:;]+$/, '').replace(/\s+(?:is|as|equals?|defined as|i\.e\.?|which is|computed as|calculated as)$/, '');
    const name = before.replace(/(?:\s+(?:in|for|during|at|of|over)\s+(?:the\s+)?(?:§\d+|fiscal|year)\b.*)$/, '').match(/((?:[\w&'-]+\s+)?[\w&'-]+)$/);
    if (name) for (const w of name[1]!.split(/\s+/)) definedWords.add(w);
  } else if (code && !codeQuestion && !found.periods.length && !/\bhow much|\b(spent|spend|budget|total|balance|amount)\b/.test(lower)) {
    op = 'code';
  } else if (codeQuestion) {
    op = 'code';
  } else if (named && !(named.difference && CHANGE_WORDS.test(noQ.replace(named.re, ' ')) && found.periods.length >= 2) && !/\b(?:in )?(?:which|what) (?:year|month|quarter|period|week|fy|fiscal year)s?\b.{0,80}\b(?:highest|lowest|most|least|largest|smallest|biggest|best|worst|peak|max(?:imum)?|min(?:imum)?)\b/.test(noQ)) {
    // (Which month had the highest days of cash: the months compared, the ratio as printed for each.)
    op = named.difference ? 'formula' : 'ratio';
    const phraseIn = (x: string) => phraseOf(x.replace(/§\d+/g, ' '), periodsOf(x));
    operands = [phraseIn(named.num[0]!), phraseIn(named.den[0]!)];
    alternatives = [named.num.map(phraseIn), named.den.map(phraseIn)];
    rest = noQ.replace(named.re, ' ');
    literal = phraseOf(noQ.match(named.re)![0]);
  } else if (/(?:\b(?:in )?(?:which|what)|\bhow many) (?:year|month|quarter|period|week|fy|fiscal year)s?\b.{0,80}\b(?:negative|positive|a loss|a profit|(?:a )?deficits?|(?:a )?surplus(?:es)?|in the red|in the black)\b/.test(noQ) && !/\b(?:biggest|largest|highest|greatest|most|worst|best|smallest|lowest|least|deepest)\b/.test(noQ)) {
    op = 'threshold';
    const negative = /\b(?:negative|a loss|deficits?|in the red)\b/.test(noQ);
    threshold = { cmp: negative ? '<' : '>', value: 0 };
    // ('How many quarters ran a surplus': counted; 'deficit' and 'surplus' name the line they read.)
    countPeriods = /\bhow many (?:year|month|quarter|period|week|fy|fiscal year)s?\b/.test(noQ);
    rest = noQ.replace(/\b(?:negative|positive|a loss|a profit|in the red|in the black)\b/, ' ');
    extreme = { dir: negative ? 'min' : 'max', over: 'period', measure: 'value', noun: null, unit: 'period' };
  } else if (/\b(?:(?:in )?(?:which|what)|how many|number of) (?:year|month|quarter|period|week|fy|fiscal year)s?\b.{0,80}\b(?:less|more|lower|higher|greater|fewer|below|above|under|over|exceed(?:ed)?)\s+(?:than\s+)?\$?\s?\d/.test(noQ) || /\bwhen (?:was|were|did)\b.{0,80}\b(?:less|more|lower|higher|below|above|exceed(?:ed)?)\s+(?:than\s+)?\$?\s?\d/.test(noQ)) {
    op = 'threshold';
    // ('Number of weeks where enrolment was over 45': counted.)
    countPeriods = /\b(?:how many|number of) (?:year|month|quarter|period|week|fy|fiscal year)s?\b/.test(noQ);
    const m = noQ.match(/\b(less|more|lower|higher|greater|fewer|below|above|under|over|exceed(?:ed)?)\s+(?:than\s+)?\$?\s?(\d[\d,]*(?:\.\d+)?)\s*(thousand|million|billion|k|m|bn)?/)!;
    const mult = m[3] ? ({ thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, billion: 1e9, bn: 1e9 } as Record<string, number>)[m[3]]! : 1;
    threshold = { cmp: /less|lower|fewer|below|under/.test(m[1]!) ? '<' : '>', value: Number(m[2]!.replace(/,/g, '')) * mult, raw: Number(m[2]!.replace(/,/g, '')), unit: mult };
    rest = noQ.replace(m[0], ' ');
    extreme = { dir: threshold.cmp === '<' ? 'min' : 'max', over: 'period', measure: 'value', noun: null, unit: 'period' };
  } else if (/\bhow many (?:year|month|quarter|period|week)s?\b/.test(noQ) && /\b(?:did (?:we|they|it) (?:have|spend|pay|incur|record|receive|get|make|book|take)|were there(?: any)?|was there(?: any)?|had any)\b/.test(noQ) && !/\b(?:more|less|fewer|over|under|above|below|exceed\w*|greater|higher|lower|than)\b/.test(noQ)) {
    // ('In how many months of FY31 did we have courier costs': the periods whose figure is not nothing.)
    op = 'threshold';
    countPeriods = true;
    threshold = { cmp: '>', value: 0 };
    extreme = { dir: 'max', over: 'period', measure: 'value', noun: null, unit: 'period' };
  } else if (ROW_FILTER.test(noQ) && !/\bhow many (?:more|fewer|less)\b/.test(noQ)) {
    // 'How many shops sold more than 900 loaves?', 'which donors gave over $1,000': the lines
    // of a table whose figure passes the number, counted or named.
    const m = ROW_FILTER.exec(noQ)!;
    const mult = m[3] ? ({ thousand: 1e3, k: 1e3, million: 1e6, m: 1e6, billion: 1e9, bn: 1e9 } as Record<string, number>)[m[3]]! : 1;
    op = /^how many\b/.test(noQ) ? 'count' : 'threshold';
    rowFilter = true;
    threshold = { cmp: /less|lower|fewer|below|under/.test(m[1]!) ? '<' : '>', value: Number(m[2]!.replace(/,/g, '')) * mult, raw: Number(m[2]!.replace(/,/g, '')), unit: mult };
    // (The words before the comparison name what is counted and which figure: 'shops sold ... loaves'.)
    rest = noQ.replace(/\b(?:more|less|fewer|over|under|above|below|greater|higher|lower|exceeding|exceeded)\s+(?:than\s+)?(?:[$€£₹]|r\s?|ksh\s?|s\$)?\s?\d[\d,]*(?:\.\d+)?\s*(?:thousand|million|billion|k|m|bn)?\b/, ' ');
  } else if (/\b(?:which|what\s+(?!is\b|was\b|are\b|were\b|s\b)\w+)\b.{0,60}\b(?:is|was|are|were|had|has|have|did|does|shows?|showed|recorded|saw|went)?\b.{0,40}\b(?:the )?(?:highest|largest|biggest|greatest|most|maximum|peak|best|lowest|smallest|least|minimum|fewest|worst|furthest|farthest)\b|\bwhat (?:is|was|are|were|'s) (?:the|our|its|their) (?:single )?(?:highest|largest|biggest|greatest|lowest|smallest)\b|\bwhere did (?:we|they|the \w+) (?:add|spend|cut|gain|lose|save|put)\b.{0,30}\b(?:most|least)\b|\b(?:highest|largest|biggest|greatest|lowest|smallest|best|worst|strongest|weakest|peak)\s+(?:expense|cost|revenue|source|line|item|month|year|quarter|category|program|grant|donor|account)s?\b|\bin which (?:year|month|quarter|period|fy|fiscal year)\b.{0,80}\b(?:highest|largest|biggest|greatest|most|maximum|lowest|smallest|least|minimum|higher|lower|larger|smaller|greater|more|less)\b|\b(?:which|what) (?:year|month|quarter|period|fy|fiscal year)\b.{0,80}\b(?:higher|lower|larger|smaller|greater|more|less)\b|^(?:best|worst|top|peak|biggest|largest|highest|lowest) (?:month|year|quarter|expense|line|source)\b|^(?:the\s+)?(?:biggest|largest|highest|lowest|smallest) (?:[\w&'-]+ ){1,2}(?:line|line item|item|category|account)s?\b|^(?:what (?:is|was|will be) (?:the |our )?)?(?:lowest|highest|minimum|maximum|peak)\b|^(?:the\s+)?(?:biggest|largest|smallest)\s+(?:withdrawals?|deposits?|donations?|gifts?|payments?|transactions?|invoices?|purchases?|disbursements?|transfers?|pledges?|contributions?|bills?|cheques?|checks?)\b/.test(noQ.replace(TARIFF_PEAK, ' ')) && !/\bless than\b|\bmore than\b(?!\s+(?:we|they|it))/.test(noQ.replace(/\b(?:higher|lower|more|less) than (?:budget|planned|we budgeted)/, ''))) {
    op = 'extreme';
    // ('Which year group', 'which age band': a class of people, not a period.)
    const nounM = noQ.replace(/\b(year|age|month|quarter)\s+(group|band|level|cohort|class|grade)/g, '$1$2').match(/\b(?:which|what)\s+(?:\w+\s+){0,3}?(year|month|quarter|period|week|day|date|line item|line|item|expense|expenses|expenditure|cost|spending|revenue|revenues|income|category|categories|account|source|program|programme|fund|grant|row|segment|asset|liability|department|function|region|country|product|foundation|organi[sz]ation|entity|company|donor|payee|supplier|vendor|customer|funder|class|site|one)s?\b/) ?? noQ.match(/\b(?:highest|largest|biggest|greatest|lowest|smallest|best|worst|top|peak)\s+(month|year|quarter|expense|cost|revenue|source|line|item|category|program|grant|donor|account)s?\b/);
    const inWhich = noQ.match(/\b(?:in|during|for|on)\s+which\s+(year|month|quarter|period)\b|\bwhen\s+(?:was|were|did|is)\b|\bwhich (fy|fiscal year)\b/);
    // (A week or a day is a period too, of a register with a row a week: any of its periods.)
    const noun = (inWhich?.[1] ?? inWhich?.[2] ?? (inWhich ? 'period' : nounM?.[1]) ?? null)?.replace(/^(?:fy|fiscal year)$/, 'year').replace(/^(?:week|day|date)$/, 'period') ?? null;
    // ('Lowest month-end bank balance in FY2028': one thing named, its lowest point over the periods.)
    const onePeriodic = noun === null && /^(?:what (?:is|was|will be) (?:the |our )?)?(?:lowest|highest|minimum|maximum|peak)\b/.test(noQ) && !/\b(?:which|what)\b/.test(noQ.replace(/^what (?:is|was|will be)\b/, ''));
    const overPeriod = (noun !== null && /^(year|month|quarter|period)$/.test(noun)) || onePeriodic;
    const maxish = SUPER_MAX.test(noQ) || (!SUPER_MIN.test(noQ) && COMPARATIVE_MAX.test(noQ));
    const minish = SUPER_MIN.test(noQ) || (!SUPER_MAX.test(noQ) && COMPARATIVE_MIN.test(noQ));
    let dir: Extreme['dir'] = minish && !maxish ? 'min' : 'max';
    // ('The worst rent arrears', 'the best void rate': of a measure of something bad, the worst is the highest.)
    if (/\b(?:worst|best)\b/.test(noQ) && /\b(?:par\d*|portfolio at risk|at risk|arrears?|overdue|past due|defaults?|delinquen\w*|write-?offs?|bad debts?|losses|loss rate|deficits?|vacanc\w*|attrition|turnover|complaints?|non-revenue|wastage|absence|sickness|churn|error rate)\b/.test(noQ)) dir = /\bworst\b/.test(noQ) ? 'max' : 'min';
    let em: Extreme['measure'] = 'value';
    const mostLeast = noQ.match(/\b(increased|increase|grew|grow|growth|rose|rise|went up|gone up|decreased|decrease|fell|fall|dropped|drop|declined|decline|changed|change|went down|added|add|cut)\b.*\b(most|least|highest|lowest|largest|smallest|biggest|fastest|slowest)\b|\b(largest|biggest|highest|smallest|lowest|most)\s+(?:dollar\s+|\$\s+|percentage\s+|%\s+)?(increase|decrease|growth|rise|drop|decline|change|jump|gain|addition)\b/);
    if (mostLeast) {
      em = /percent|%|fastest|slowest|rate/.test(noQ) ? 'percentChange' : 'change';
      const down = /(decreas|fell|fall|dropp|declin|drop|went down|cut)/.test(mostLeast[0]);
      const least = /(least|lowest|smallest|slowest)/.test(mostLeast[0]);
      dir = down !== least ? 'min' : 'max';
    }
    // 'furthest over budget', 'most under budget', 'biggest overspend': actual against budget.
    if (/\b(?:over|under|above|below|off)\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:(?:§\d+|ytd|year to date|year-to-date|annual|full-year|full year|quarterly|monthly)\s+)?budget\b|\boverspen[dt]|\bunderspen[dt]|\bvariance\b/.test(noQ)) {
      em = 'variance';
      // (The word beside 'budget' says which way: 'Under Core & Water Kiosks, which line is
      // furthest over its budget' asks for the most over.)
      const beside = /\b(over|under|above|below)\s+(?:the\s+|its\s+|their\s+|our\s+)?(?:(?:§\d+|ytd|year to date|year-to-date|annual|full-year|full year|quarterly|monthly)\s+)?budget\b/.exec(noQ)?.[1];
      const under = beside ? beside === 'under' || beside === 'below' : /\bunder\b|\bbelow\b|\bunderspen/.test(noQ);
      dir = under ? (SUPER_MIN.test(noQ) ? 'max' : 'min') : SUPER_MIN.test(noQ) ? 'min' : 'max';
    } else if (/\b(?:beat|beats|beaten|exceeded|exceeds|exceed|outperformed|overshot|overshoots|overshoot|overran|overruns|overrun|ahead of|missed|miss|misses|(?:fell|falls|fall) (?:(?:the )?(?:furthest|farthest|most) )?short of|behind)\s+(?:(?:its|their|the|our)\s+(?:§\d+\s+)?(?:\w+\s+)?)?budget\b/.test(noQ)) {
      // 'Which income line beat its budget by the most?': actual less budget, the most above it;
      // 'missed its budget by the most', the most below.
      em = 'variance';
      dir = /\b(?:missed|miss|misses|(?:fell|falls|fall) (?:(?:the )?(?:furthest|farthest|most) )?short|behind)\b/.test(noQ) ? 'min' : 'max';
    }
    extreme = { dir, over: overPeriod ? 'period' : 'row', measure: em, noun: overPeriod ? null : noun === 'one' ? null : (noun ?? null), unit: overPeriod ? (noun as Extreme['unit']) : 'period' };
    const cls = overPeriod ? null : classWords(noQ);
    if (cls) extreme.cls = cls;
    // 'Among A, B and C, which ...' / 'which ... - A, B or C': the candidates named.
    const among = noQ.match(/\bamong (?:the )?(.+?),\s*(?:which|what|who)\b/) ?? noQ.match(/(?:\s-\s|:\s*|,\s*)((?:the )?[\w&'. -]+?(?:,\s*(?:the )?[\w&'. -]+?)*,?\s+(?:or|and)\s+(?:the )?[\w&'. -]+?)$/);
    const list = among ? listOf(among[1]!) : null;
    if (list) {
      operands = list.map((x) => phraseOf(x));
      rest = noQ.replace(among![0], ' ');
    }
    if (extreme.over === 'period' && found.periods.length === 2 && !found.range) {
      // 'Which year had higher sales, 2018 or 2019?': the two named.
      op = 'extreme';
    }
  } else if (shareHit && !(percentChange && CHANGE_WORDS.test(shareHit.part) && found.periods.length >= 2)) {
    op = 'share';
    operands = [phraseOf(shareHit.part, periodsOf(shareHit.part)), phraseOf(shareHit.whole, periodsOf(shareHit.whole))];
    rest = `${shareHit.part} ${shareHit.whole}`;
    // 'the change in X between A and B as a percentage of A' is a percentage change.
    if (CHANGE_WORDS.test(shareHit.part) && found.periods.length >= 2) {
      op = 'percentChange';
      operands = [];
    }
  } else if (percentChange && !(varianceRe.test(noQ) && !found.periods.some((p, i) => i > 0 && p.kind === found.periods[0]!.kind))) {
    // ('By what percentage did legacies beat the budget?' is actual against budget, in percent.)
    op = 'percentChange';
    rest = noQ;
    literal = phraseOf(noQ);
  } else if (/\bratio\b|\bdivided by\b|\bper\b(?! (?:the |our )?(?:xero|quickbooks|qbo?|myob|sage|books|accounts|audit(?:ed)?|ledger|gl|budget|report|statements?|bank|minutes|crm|export|spreadsheet|workbook|letter|invoice|receipt|p&l|pl|(?:balance )?sheet)\b)(?![- ](?:(?:basic|diluted|common|ordinary) )?(?:share|cent|month|year|quarter|annum|week|day|square|sq|employee|head|capita|unit|visit|patient|member|customer|store|hour|dozen|ton|tonne|barrel|ounce|person|student|client|household|meal|night|seat|bed|mile|kilometre|kilometer|user|subscriber|location|site|share))|\bfor every\b|^for each [^\s,]+ (?:of|in)\b|\(\s*[a-z][^()]*\/[^()]*\)|\b[a-z]{3,}\s+\/\s+[a-z]{3,}/.test(noQ) || TERM_TO_TERM.test(noQ) || (/\b[a-z]{3,}\/[a-z]{3,}(?![a-z/]*\s+(?:clinic|program|programme|services?|team|department|unit|fund|project|costs?|expenses?|fees?|income|revenue|grants?|supplies|staff|salaries)\b)/.test(noQ) && !SLASH_NAME_ASKED.test(noQ))) {
    // 'For every dollar of grant income, how much went on salaries?', 'for each euro we raised,
    // how much did it cost': what is spent (or named after) over what it is of.
    const every = noQ.match(/^for (?:every|each) (?:[^\s,]+ )?(?:of|in) (.+?),?\s+how much (?:(?:did|do|does) (?:we|it|they|the \w+) )?(?:(?:was|were|is) )?(?:spend|spent|pay|paid|cost|costs|go|goes|went|used|use)?(?:\s+(?:on|to|in))?\s*(.*?)\s*$/);
    // ('For every dollar the gala took in, how much went on costs': the gala's costs over what it took in.)
    const tookIn = every
      ? null
      : noQ.match(/^for (?:every|each) [^\s,]+ (?:that |which )?(?:the |our |we |it )?(.+?) (received|raised|earned|brought in|took in|made|generated|got|collected|brought|took)\b,?\s+how much (?:(?:did|do|does) (?:we|it|they|the \w+) )?(?:(?:was|were|is) )?(?:spend|spent|pay|paid|cost|costs|go|goes|went|used|use)?(?:\s+(?:on|to|in))?\s*(.*?)\s*$/);
    if (every && phraseOf(every[1]!).tokens.length) {
      const num = every[2]!.trim() && phraseOf(every[2]!).tokens.some((t) => !t.soft) ? every[2]! : 'expenses';
      op = 'ratio';
      operands = [phraseOf(num, periodsOf(num)), phraseOf(every[1]!, periodsOf(every[1]!))];
      rest = `${every[1]} ${num}`;
    } else if (tookIn && phraseOf(tookIn[1]!).tokens.some((t) => !t.soft)) {
      const what = tookIn[1]!.replace(/^(?:we|it|they)\s+/, '');
      const num = `${what} ${tookIn[3]!.trim() && phraseOf(tookIn[3]!).tokens.some((t) => !t.soft) ? tookIn[3]! : 'expenses'}`;
      const den = `${what} ${tookIn[2]}`;
      op = 'ratio';
      operands = [phraseOf(num, periodsOf(num)), phraseOf(den, periodsOf(den))];
      rest = `${den} ${num}`;
    }
    for (const re of op === 'ratio' ? [] : RATIO_PATTERNS) {
      const m = noQ.match(re);
      if (m && m[1]?.trim() && m[2]?.trim() && phraseOf(m[1]).tokens.length && phraseOf(m[2]).tokens.length) {
        op = 'ratio';
        const a0 = m[1].replace(/^.*\b(?:what is|what was|what were|whats|the)\s+/, '');
        const a = sharedHead(a0, m[2]);
        operands = [phraseOf(a, periodsOf(a)), phraseOf(m[2], periodsOf(m[2]))];
        // (The word that tells the two apart, 'paid' of 'paid to unpaid members', names the first.)
        if (a !== a0) operands[0] = { ...operands[0]!, tokens: operands[0]!.tokens.map((t) => (t.word === a0.trim() ? { ...t, soft: false } : t)) };
        rest = `${m[1]} ${m[2]}`;
        break;
      }
    }
    if (op !== 'ratio') literal = phraseOf(noQ);
  } else if (
    varianceRe.test(noQ) &&
    !/\b(?:this|last|next|prior)\s+year(?:'s)?\s+budget\b.*\b(?:budget)\b/.test(noQ) &&
    // 'how much more are we planning for FY2025 than we planned for FY2024': two plans, not actual against plan.
    !(found.periods.length >= 2 && !actualWord && /\bthan (?:we |was |were |it was |what was )?(?:had )?(?:planned|budgeted)\b|\b(?:two|both) budgets\b/.test(noQ))
  ) {
    op = 'variance';
    // 'over budget' names the comparison, not a budget figure; 'the revised budget' which budget.
    measure = null;
    rest = `${noQ.replace(varianceRe, ' ').replace(/\bhow (?:many|much|far) (?:short|over|under|behind|ahead|off)\b/g, ' ')} ${noQ.match(/\b(revised|original|approved|adopted|amended)\s+budget\b/)?.[1] ?? ''}`;
    literal = phraseOf(noQ);
  } else if (/\b(?:average|mean|typical)\b/.test(noQ.replace(WEIGHTED_AVERAGE, ' '))) {
    op = 'average';
    literal = phraseOf(noQ);
  } else if (
    /\b(?:sum|combined|together|altogether|all together|add up|added up|adding up|summing|cumulative|aggregate|overall total)\b|\bin total\b(?!\s+[a-z(])/.test(noQ) ||
    // 'rent plus utilities', 'salaries + benefits': two lines added.
    (/\b[a-z]{3,}\s+(?:plus|\+)\s+[a-z]{3,}/.test(noQ) && !CHANGE_WORDS.test(noQ) && !/\b(?:percent|percentage|share|ratio|proportion)\b/.test(noQ)) ||
    // (Not 'how much larger is the total FY2031 plan than FY2030's': a difference of two totals.)
    (/\b(?:total|both)\b/.test(noQ) && (alike(found.periods) || /\band\b/.test(noQ.replace(/\b(?:between|from) .+? and\b/, ''))) && !CHANGE_WORDS.test(noQ) && !/\bhow (?:much|many) (?:more|less|fewer|higher|lower|bigger|smaller|larger|greater)\b|\b(?:more|less|higher|lower|bigger|smaller|larger|greater) than\b/.test(noQ)) ||
    (/\b(?:total|sum)\b/.test(noQ) && /\b(?:across|over|for|in) (?:all|each of|every one of) (?:the )?(?:\d+|two|three|four|five|six)? ?(?:years|periods|months|quarters)\b|\ball (?:\d+|two|three|four|five) (?:years|periods|quarters)\b|\b(?:across|over) the (?:\d+|two|three|four|five|six) (?:years|periods|quarters)\b/.test(noQ)) ||
    // 'what did the shop take over Jul, Aug and Sept': a flow over several months or quarters, added up.
    (alike(found.periods) && ['month', 'quarter'].includes(found.periods[0]!.kind) && /\b(?:over|across|during|in|for) (?:the months of |the quarters )?§0\b/.test(noQ) && !CHANGE_WORDS.test(noQ) && !/\b(?:each|every|per|monthly|by month|month by month|which|what month|list|show|than|versus|vs|compared?|against|between|from|higher|lower|more|less|bigger|smaller|best|worst|most|least)\b/.test(noQ))
  ) {
    op = 'sum';
    literal = phraseOf(noQ);
  } else if (CHANGE_WORDS.test(noQ.replace(MOVED_MOTION, ' ')) || /\bhow (?:much|many) (?:more|less|fewer|higher|lower|bigger|smaller)\b|\b(?:more|less|higher|lower) than\b|\bcompared? (?:to|with)\b|\bversus\b|\b(?:gap|spread) between\b/.test(noQ) || BEAT.test(noQ)) {
    op = 'difference';
    literal = phraseOf(noQ);
  } else if (/\btrend(?:s|ing|ed)?\b|\bover time\b|\bhow (?:has|have) .+ (?:moved|developed|evolved|gone)\b/.test(noQ) && found.periods.length < 2) {
    // 'the trend in donations': from its first figure to its last, the figures between shown.
    op = 'difference';
    trend = true;
  } else if (/\bhow many\b/.test(noQ) && /\bhow many (?:line items?|lines|accounts|items|entries|transactions|receipts|documents|grants|rows|categories|months|years|quarters|programs|funds|times)\b/.test(noQ)) {
    op = 'count';
  }

  // Two things compared without periods: 'the difference between A and B', 'how much more A than B'.
  // What the two share ('net balances at September 30' in 'the net balances ... between A and B')
  // goes with each of them.
  if ((op === 'difference' || op === 'sum' || op === 'average' || op === 'percentChange') && !operands.length) {
    const pairs: Array<[string, string]> = [];
    const lastBetween = [...noQ.matchAll(/\bbetween\s+(?:the\s+)?(.+?)\s+(?:and|versus|vs|&)\s+(?:the\s+)?(.+?)(?=\s+(?:in|at|for|as of|during|on)\s+(?:the\s+)?(?:§|fiscal|year)|\s*$)/g)].pop();
    if (lastBetween) pairs.push([lastBetween[1]!, lastBetween[2]!]);
    const between = noQ.match(/\b(?:difference|gap|spread|change)\s+(?:in|of)\s+(?:the\s+)?(.+?)\s+(?:and|versus|vs|compared to|compared with|against)\s+(?:the\s+)?(.+?)(?:\s+(?:in|at|for|as of|during)\s+§.*)?$/);
    if (between) pairs.push([between[1]!, between[2]!]);
    const than = noQ.match(/\bhow much (?:more|less|higher|lower|bigger|smaller)\s+(?:is|was|were|are|did)?\s*(?:the\s+)?(.+?)\s+than\s+(?:the\s+)?(.+)$/);
    if (than) pairs.push([than[1]!, than[2]!]);
    // 'By how many points did the Pool beat its benchmark?': the one less the other.
    const beat = BEAT.test(noQ) ? noQ.match(/\b(?:did|does|do|has|have|had)\s+(?:the\s+|our\s+)?(.+?)\s+(?:beat|beaten|outperform(?:ed)?|trail(?:ed)?|lag(?:ged)?|underperform(?:ed)?|exceed(?:ed)?)\s+(?:the\s+|its\s+|their\s+|our\s+)?(.+)$/) : null;
    if (beat) pairs.push([beat[1]!, beat[2]!]);
    // 'By what % is the FY26 insurance budget up on what we actually paid in FY25?'
    const upOn = noQ.match(/\b(?:is|are|was|were)\s+(?:the\s+|our\s+)?(.+?)\s+(?:up|down|higher|lower|ahead|behind)(?:\s+or\s+(?:up|down|higher|lower|ahead|behind))?\s+(?:on|from|against|compared (?:to|with))\s+(?:the\s+)?(.+)$/);
    if (upOn) pairs.push([upOn[1]!, upOn[2]!]);
    // 'term 4 fees vs term 1 fees - what's the difference': two things set side by side, the
    // operation said after a dash or a comma.
    const sideBySide = noQ.match(/^(?:(?:what(?:'s| is| was)?|whats|how (?:much|many))\s+(?:is\s+|was\s+)?(?:the\s+)?)?(.+?)\s+versus\s+(.+?)(?:\s*(?:[-–—:;,]|\bwhat(?:'s|s)?\b|\bhow\b)\s.*)?$/);
    if (sideBySide && !pairs.length) pairs.push([sideBySide[1]!, sideBySide[2]!]);
    for (const [x, y] of pairs) {
      if (/^§\d+\s*$/.test(x.trim()) || /^§\d+\s*$/.test(y.trim().replace(/\s+(?:in|at|for|as of)\s*$/, ''))) continue;
      // 'than the year before, over every programme': one thing in two periods, not two things.
      if (/^(?:§\d+|(?:the\s+)?(?:last|this|prior|previous|next|current)\s+(?:fiscal\s+|financial\s+)?(?:year|quarter|month|period)|(?:the\s+)?(?:year|quarter|month) before)\s*[,;(-]/.test(y.trim())) continue;
      const a = withRelative(phraseOf(x, periodsOf(x)), x);
      const b = withRelative(phraseOf(y, periodsOf(y)), y);
      // 'than we actually spent on them', 'than we actually paid in FY25', 'than we brought in last
      // year': the thing is the first operand's (the verb only says it is an actual).
      const verbOnly = (ph: Phrase) => ph.tokens.every((t) => t.soft || MONEY_VERB.test(t.word));
      if (/\b(?:them|it|those|these)\b/.test(y) || (verbOnly(b) && a.tokens.some((t) => !t.soft && !MONEY_VERB.test(t.word)) && /\b(?:actually|actual|spent|paid|budgeted|planned|received|raised|earned|brought in|collected|took in)\b/.test(y))) {
        for (const t of b.tokens) if (MONEY_VERB.test(t.word)) t.soft = true;
        b.same = true;
        b.tokens.push(...a.tokens.filter((t) => !t.soft && !MONEY_VERB.test(t.word) && !b.tokens.some((u) => u.stem === t.stem)).map((t) => ({ ...t })));
      }
      if (/\b(?:them|it|those|these)\b/.test(x)) a.tokens.push(...b.tokens.filter((t) => !t.soft && !a.tokens.some((u) => u.stem === t.stem)).map((t) => ({ ...t })));
      if (!a.tokens.length || !b.tokens.length || a.tokens.every((t) => t.soft) || b.tokens.every((t) => t.soft)) continue;
      // Shared words: those of the question outside both operands and the operation.
      const shared = subjectPhrase(noQ.replace(x, ' ').replace(y, ' '), op).tokens.filter((t) => !a.tokens.some((u) => u.stem === t.stem) && !b.tokens.some((u) => u.stem === t.stem));
      const withShared = (ph: Phrase): Phrase => ({ ...ph, tokens: [...ph.tokens, ...shared.map((t) => ({ ...t }))] });
      operands = [withShared(a), withShared(b)];
      break;
    }
  }

  // The subject: the question without its periods, operation words, named ratios and fillers.
  let subjectText = rest;
  // 'the change in net assets between June 30, 2024 and June 30, 2025': the change is the operation,
  // the net assets its subject (not the statement line 'Change in net assets').
  if ((op === 'difference' || op === 'percentChange') && found.periods.length >= 2) subjectText = subjectText.replace(/\b(change|increase|decrease) in net assets\b/g, '$1 in the net assets');
  subjectText = subjectText.replace(/\bincrease\s*\/\s*\(?decrease\)?|\bdecrease\s*\/\s*\(?increase\)?/g, ' ');
  // 'The first month', 'the second to third month period': which period, read as the ordinal, not a name.
  const ordinalM = noQ.match(ORDINAL_PERIOD);
  // ('Last year', 'last month' are said of time, relative to now: left to the periods.)
  if (ordinalM && !/^(?:last|final)$/.test(ordinalM[1]!) && !found.periods.some((p) => p.kind === 'quarter' || p.kind === 'half')) subjectText = subjectText.replace(ORDINAL_PERIOD, ' ');
  const subject = subjectPhrase(subjectText, op);
  const keepOpWordsSubject = phraseOf(noQ);
  if (!literal && op !== 'lookup' && op !== 'code') literal = keepOpWordsSubject;

  const decimalsM = lower.match(/\b(?:round(?:ed)?|to)\s+(?:to\s+)?(?:the\s+nearest\s+)?(one|two|three|four|zero|no|\d)\s+decimal(?:s| places?| points?)?\b|\bto\s+(\d)\s*dp\b/);
  const decimalsWord: Record<string, number> = { zero: 0, no: 0, one: 1, two: 2, three: 3, four: 4 };
  const bareDecimals = decimalsM ? null : BARE_DECIMALS.exec(lower);
  const scaleM = lower.match(/\bin (thousands|millions|billions)\b/);

  // 'between April and September', 'in 2017 and 2019' summed or averaged: every period between.
  let range = found.range;
  if (!range && (op === 'sum' || op === 'average') && found.periods.length === 2 && found.periods[0]!.kind === found.periods[1]!.kind && /\bbetween\s+(?:the\s+)?§0\s+and\s+§1\b/.test(t) && found.periods[0]!.kind !== 'year') range = true;
  // ('Food purchases as a % of total expenses (achats alimentaires only)': the closing brackets say
  // again which part, in other words; they are not words of the whole.)
  const onlyM = /\(([^()]*?)\s+only\)\s*[?.]?\s*$/.exec(question.toLowerCase());
  if ((op === 'share' || op === 'ratio') && onlyM && operands.length === 2 && /\bonly$/.test(operands[1]!.text)) {
    const said = new Set(words(foldAccents(onlyM[1]!)).map((w) => w.word));
    const left = operands[1]!.text.replace(/\s+only$/, '').split(/\s+/).filter((w) => !said.has(w)).join(' ');
    if (left.trim()) operands[1] = phraseOf(left, operands[1]!.periods);
  }
  // A named ratio's own words (debt-to-asset) are its definition, not words its operands share.
  const sharedSource = named && alternatives ? noQ.replace(named.re, ' ') : noQ;
  const plan: Plan = {
    question,
    text: lower,
    op,
    subject,
    operands: withSharedWords(operands, op === 'share' || op === 'extreme' ? null : sharedSource, op, operands, definedWords),
    formula,
    operandExprs: operands.map((o) => operandFormula(o.raw ?? o.text)),
    namedPer: named && op === 'ratio' ? (named.per ?? null) : null,
    namedRatio: bookFormula && op === 'formula' ? `net book value of ${bookValue![1]}` : named && alternatives && (op === 'ratio' || op === 'formula') ? named.name : null,
    alternatives: alternatives ? alternatives.map((alts) => withSharedWords([...alts], sharedSource, op, [...operands, ...alternatives!.flat()])) : null,
    periods: found.periods,
    range,
    baseIndex: found.baseIndex,
    measure,
    variants,
    extreme,
    threshold,
    rowFilter,
    countPeriods,
    ordinal:
      ordinalM && !found.periods.some((p) => p.kind === 'quarter' || p.kind === 'half')
        ? { n: ORDINAL[ordinalM[1]!] ?? 1, unit: ordinalM[3] as 'month', all: [ORDINAL[ordinalM[1]!] ?? 1, ...(ordinalM[2] ? [ORDINAL[ordinalM[2]] ?? 1] : [])] }
        : null,
    outer:
      (op === 'share' || op === 'ratio') && new Set(found.periods.map((x) => `${x.kind}${x.year}${x.month ?? ''}${x.day ?? ''}${x.quarter ?? ''}`)).size >= 2
        ? /\b(?:average|mean)\b/.test(noQ)
          ? 'average'
          : CHANGE_WORDS.test(noQ.replace(/\bpercent(?:age)?\b/g, ''))
            ? 'difference'
            : /\b(?:sum|combined|together|total of|in total)\b/.test(noQ)
              ? 'sum'
              : null
        : null,
    decimals: decimalsM ? (decimalsM[1] ? (decimalsWord[decimalsM[1]] ?? Number(decimalsM[1])) : Number(decimalsM[2])) : bareDecimals ? (decimalsWord[bareDecimals[1]!] ?? Number(bareDecimals[1])) : null,
    scale: scaleM ? ({ thousands: 1e3, millions: 1e6, billions: 1e9 } as Record<string, number>)[scaleM[1]!]! : null,
    wantsPercent: (/\bas a percent(?:age)?\b|\bin percent(?:age)?(?: terms)?\b|\bpercent(?:age)?\b|%/.test(lower) && op !== 'percentChange') || Boolean(named?.percent && op === 'ratio' && alternatives),
    literal: literal && literal.tokens.length ? literal : null,
    textual: textual && op === 'lookup',
    explain,
    yesNo,
    soFar: /\bso far\b|\bto date\b|\byear to date\b|\bacross all\b|\ball (?:\d+|two|three|four|five) (?:years|periods|quarters)\b|\b(?:over|across) the (?:\d+|two|three|four|five) (?:years|periods|quarters)\b|\ball (?:the )?months\b|\bevery month\b|\beach month\b|\bfor the (?:whole|full|entire) year\b|\ball reported months\b/.test(lower),
    currency: currencyAsked(lower),
    monthly: /\b(?:average|mean|typical)\s+(?:monthly|per month|a month|each month)\b|\bper month\b|\bmonthly average\b|\ba month on average\b|\baverage month\b/.test(lower),
    horizon: horizonOf(lower),
    code,
    codeQuestion,
    // (Not money received, 'total receipts of every fund last year', 'receipts and disbursements':
    // a statement's receipts are no shop's slip.)
    receipt:
      /\b(receipts?|reciepts?|invoices?|till slips?|purchases? (?:at|from)|bought (?:at|from)|paid (?:at|to))\b/.test(
        lower.replace(/\b(?:total|net|gross|cash|operating|weekly|monthly|annual|fund|funds?'?)\s+receipts\b|\breceipts\s+(?:and|&|less|minus|versus|vs\.?)\s+(?:disbursements|payments|expenditures?)\b|\breceipts\b(?=.*\b(?:allfunds|all funds|each fund|by fund|per fund)\b)/g, ' '),
      ),
    relative: found.relative,
    yearOverYear: found.yearOverYear,
    followUp: false,
    nested:
      /\b(?:average|mean)\b/.test(noQ) &&
      // 'increase / (decrease)' names a column of changes ('Net additions (losses)'): its average is one step.
      !/\b(?:increase|decrease)\s*\/?\s*\(?(?:decrease|increase)\)?/.test(noQ) &&
      CHANGE_WORDS.test(noQ.replace(/\bpercent(?:age)? change\b|\bgrowth rates?\b/g, ' ')) &&
      !((op === 'share' || op === 'ratio') && found.periods.length >= 2) &&
      /\b(?:change|difference|increase|decrease|growth|gap)\s+(?:\w+\s+){0,2}(?:in|of|between)\s+(?:the\s+)?(?:average|mean)\b|\b(?:average|mean)\s+(?:annual\s+|yearly\s+|monthly\s+|quarterly\s+)?(?:change|difference|increase|decrease|growth|gap)\b|\b(?:average|mean)\b.{0,60}\b(?:minus|less)\s+(?:the\s+)?(?:average|mean)\b/.test(noQ),
    trend,
    countOf:
      (/\bhow many\b/.test(noQ) && /\bhow many (?:of (?:the|our) )?(?:\w+\s+){0,2}(?:line items?|lines|accounts|items|categories|budget lines|expense lines|cost lines)\b/.test(noQ) && varianceRe.test(noQ)) || sumOfLines(noQ)
        ? {
            dir: /\b(?:under|below|less than|lower than|within|beneath|underspent|underspend)\b/.test(noQ) && !/\b(?:over|above|more than|exceed\w*|overspen\w*)\b/.test(noQ) ? 'under' : 'over',
            category: /\b(?:expenses?|expenditures?|costs?|spending|expense lines?)\b/.test(noQ) ? 'expense' : /\b(?:income|revenues?|incoming)\b/.test(noQ) ? 'revenue' : null,
            ...(sumOfLines(noQ) ? { sum: true } : {}),
          }
        : null,
  };
  if (plan.countOf) plan.op = 'count';
  // 'What do we owe over the next three years': the years after the statement's, added up.
  const next = /\b(?:over|in|within|for|during|across)\s+(?:the\s+)?next\s+(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:fiscal\s+|financial\s+|calendar\s+)?years?\b/.exec(lower);
  if (next && !found.periods.length) {
    const n = /^\d+$/.test(next[1]!) ? Number(next[1]) : ({ two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 } as Record<string, number>)[next[1]!]!;
    if (n >= 2 && n <= 10) {
      plan.nextYears = n;
      if (plan.op === 'lookup') plan.op = 'sum';
    }
  }
  // ('The 13 wk forecast': how long it runs names no line.)
  if (plan.horizon) plan.subject = { ...plan.subject, tokens: plan.subject.tokens.map((t) => (t.word === String(plan.horizon) || /^(?:wk|wks|weeks?|months?|mos?|quarters?|qtrs?)$/.test(t.word) ? { ...t, soft: true } : t)) };
  // 'Not counting administration, which program ...': what is left out names no line to find, and
  // no answer may be it.
  // ('Investments (not the endowment)', '(excl. the endowment)': the same, said in brackets.)
  // ('(not counting the IVA lines)': the IVA ones; what they are called, lines or rows, says nothing.)
  // (Said first and closed by a comma, 'apart from rent and rates, which was…': all of it.)
  const ex = /^(?:apart from|aside from|other than|except(?: for)?|excluding|not counting|leaving out|ignoring)\s+(?:the\s+|our\s+)?([a-z][a-z ,&'-]*?)\s*,\s*(?=(?:what|which|how|who|where|when|is|are|was|were|did|do|does|tell|give|show)\b)/.exec(lower) ??
    // ('(running costs, not depreciation)': what the bracket leaves out after its comma.)
    /\([^()]*?,\s*(?:not|excluding|excl\.?|except|but not|without)\s+(?:the\s+|our\s+|any\s+)?([a-z][a-z &'-]*?)\s*\)/.exec(lower) ?? /\(\s*(?:not(?: counting| including)?|excluding|excl\.?|except|but not|without(?: counting)?)\s+(?:the\s+|our\s+|any\s+)?([a-z][a-z &'-]*?)(?:\s+(?:lines?|ones|rows?|items?|entries|records?|transactions?|postings?))?\s*\)/.exec(lower) ?? /\b(?:not counting|excluding|except(?: for)?|other than|apart from|leaving out|ignoring|aside from|without counting|that (?:was|were|is|are) not(?: an?)?)\s+(?:the\s+|our\s+)?([a-z][a-z &'-]*?)(?=\s*(?:[,?;.]|$|\s(?:which|what|how|who|is|are|was|were|has|had|did|do|does|in|for|line|lines|costs?)\b))/.exec(lower);
  if (ex) {
    const stems = contentStems(ex[1]!);
    if (stems.length) {
      plan.exclude = stems;
      // ('Excluding salaries and payroll taxes': two things left out, each on its own.)
      const groups = ex[1]!.split(/\s*(?:,|\band\b|&|\bor\b|\bplus\b)\s*/).map(contentStems).filter((g) => g.length);
      if (groups.length > 1) plan.excludeEach = groups;
      const soften = (t: Token) => (stems.includes(t.stem) || /^(?:counting|excluding|except|ignoring|leaving|apart|aside)$/.test(t.word) ? { ...t, soft: true } : t);
      const text = plan.subject.text.replace(new RegExp(`\\b(?:not counting|counting|excluding|except(?: for)?|other than|apart from|leaving out|ignoring|aside from|without counting)\\b|\\bthat (?:was|were|is|are) not(?: an?)?\\b|${ex[1]!.replace(/[^a-z &'-]/g, '').trim().split(/\s+/).map((w) => `\\b${w.replace(/[^a-z']/g, '')}\\b`).join('|')}`, 'g'), ' ').replace(/\s+/g, ' ').trim();
      // (Said in brackets, 'reserves (not the building fund)': no word of it is the line's.)
      const bracketed = /^\(/.test(ex[0]);
      plan.subject = { ...plan.subject, text, tokens: bracketed ? plan.subject.tokens.filter((t) => !stems.includes(t.stem) && !(/^(?:not|excl|excluding|except|but|counting|including|without|lines?|ones|rows?|items?|entries|records?|transactions?|postings?)$/.test(t.word) && ex[0].includes(t.word))) : plan.subject.tokens.map(soften) };
    }
  }
  // A name spelled out and then in its letters, 'the Council (BCC) grant': the letters name
  // it, the words before them need not be found as well.
  const acronym = /((?:\b[A-Za-z][\w&'-]*\s+){1,4})\(([A-Z][A-Z0-9&]{2,9})\)/.exec(plan.question);
  if (acronym && plan.subject.tokens.some((t) => t.word === acronym[2]!.toLowerCase())) {
    const spelled = new Set(words(acronym[1]!).map((w) => w.stem));
    plan.subject = { ...plan.subject, tokens: plan.subject.tokens.map((t) => (spelled.has(t.stem) ? { ...t, soft: true } : t)) };
  }
  return previous ? followUp(plan, previous) : plan;
}

/**
 * 'Taking only the cost lines below budget, by how much were they below it altogether?',
 * 'the overspend summed over the lines above budget': the lines on one side of their budget,
 * how far from it added up.
 */
function sumOfLines(q: string): boolean {
  return /\b(?:add(?:ing|ed)? up|in total|total|sum|altogether|combined)\b/.test(q) && /\b(?:line items?|lines|accounts|items|categories)\s+(?:that|which)\s+(?:came in|were|went|ran|finished|ended up|are)\s+(?:over|under|above|below)\b/.test(q);
}

/**
 * Words of the question outside every operand that name what they share ('the Python Software
 * Foundation' in 'the PSF's ratio of total expenses to total revenue'): each operand gets them.
 * Operation words, periods and everyday words are left out.
 */
/** Verbs that say money moved, not what it was: 'spent', 'received', 'brought in'. */
const MONEY_VERB = /^(?:spent|spend|spending|paid|pay|received|receive|raised|raise|earned|earn|brought|bring|collected|collect|took|budgeting|budgeted|planned|planning|got|get)$/;

/** An operand's own year said relative to now ('than we spent last year'). */
function withRelative(ph: Phrase, text: string): Phrase {
  const rel = /\b(this|current|last|previous|prior|next|coming)\s+(?:fiscal\s+|financial\s+)?(?:year|fy)\b/.exec(text);
  if (!rel || ph.periods.length) return ph;
  return { ...ph, relative: /last|previous|prior/.test(rel[1]!) ? -1 : /next|coming/.test(rel[1]!) ? 1 : 0 };
}

function withSharedWords(operands: Phrase[], question: string | null, op: Op, all: Phrase[] = operands, defined: Set<string> = new Set()): Phrase[] {
  if (!question || all.length < 2) return operands;
  let rest = ` ${question} `;
  for (const o of all) for (const w of o.text.split(/\s+/)) if (w.length > 2) rest = rest.replace(new RegExp(`\\b${w.replace(/[^a-z0-9]/gi, '')}\\b`, 'i'), ' ');
  const shared = subjectPhrase(rest.replace(/\b(?:ratio|share|percent(?:age)?|proportion|minus|plus|divided|over|of|to|from|by|what|is|was|the|in)\b/g, ' '), op === 'lookup' ? 'difference' : op).tokens.filter(
    (t) =>
      !t.soft &&
      !defined.has(t.word) &&
      !all.some((o) => o.tokens.some((u) => u.stem === t.stem)) &&
      !/^(came|come|use|used|took|take|made|make)$/.test(t.word) &&
      // (Nor, of a ratio, the verb of one side: 'for every pound of income, how much did we
      // spend' spends the first, and the income is not spent.)
      !((op === 'ratio' || op === 'share') && MONEY_VERB.test(t.word)),
  );
  if (!shared.length) return operands;
  return operands.map((o) => ({ ...o, tokens: [...o.tokens, ...shared.map((t) => ({ ...t, shared: true }))] }));
}

/** The naming words of what is asked about, once the operation's words are out. */
function subjectPhrase(text: string, op: Op): Phrase {
  let t = ` ${text.replace(/§\d+/g, ' ')} `;
  if (op !== 'lookup' && op !== 'code') {
    t = t
      .replace(/\b(?:by )?what (?:percent(?:age)?|%)\b/g, ' ')
      .replace(/\b(?:net )?(?:percent(?:age)?|%) (?:change|increase|decrease|growth|difference|rise|decline|drop|fall|gain)\b/g, ' ')
      .replace(/\bhow (?:much|many)(?: (?:more|less|higher|lower))?\b/g, ' ')
      .replace(/\bnet (?:difference|change|increase|decrease|movement)\b/g, ' ')
      .replace(/\bin total\b(?!\s+[a-z(])|\ball together\b|\baltogether\b|\bcombined\b|\btogether\b/g, ' ')
      .replace(/\b(?:over|under|off|above|below) (?:the )?budget\b/g, ' budget ')
      .replace(/\bover time\b|\byear over year\b/g, ' ');
    t = words(t)
      .map((w) => (OP_WORDS.has(w.word) ? ' ' : w.word))
      .join(' ');
  }
  return phraseOf(t);
}

/** A question that changes part of the previous one: the previous plan with the change. */
function followUp(plan: Plan, previous: Plan): Plan {
  const q = plan.text.replace(/[?!.]+$/, '').trim();
  const short = q.split(/\s+/).length <= 7;
  const cue =
    /^(?:and|what about|how about|same for|same|what of|and for|and in|and at|also|ok and|okay and|now|then)\b/.test(q) ||
    /^(?:in|for|at|as of)\s/.test(q) ||
    // 'as a percentage?', 'in percent', 'budget?': the previous question, told another way.
    /^(?:as an? (?:percent(?:age)?|share|ratio|%)|in (?:percent(?:age)?|%)(?: terms)?|percent(?:age)?|(?:the |our )?(?:budget|budgeted|actual|actuals)(?: figure| one)?)$/.test(q);
  if (!short || !cue) return plan;
  const merged: Plan = { ...previous, question: plan.question, text: plan.text, followUp: true, literal: previous.literal };
  if (plan.periods.length) {
    // 'And April?' after 'March 2025': April of that year.
    const year = previous.periods.find((p) => p.year !== undefined && !p.fiscal)?.year;
    merged.periods = plan.periods.map((p) => ((p.kind === 'month' || p.kind === 'quarter') && p.year === undefined && p.fiscalYear === undefined && year !== undefined ? { ...p, year } : p));
    merged.range = plan.range;
    merged.baseIndex = plan.baseIndex;
    merged.relative = plan.relative;
  }
  // A new subject ('what about rent?'): the operation stays, the subject changes.
  const subjectWords = plan.subject.tokens.filter((t) => !t.soft && !/^(about|also|same|and|percent|percentage|share|ratio|budget|budgeted|actual|actuals|figure|one|terms)$/.test(t.word));
  if (subjectWords.length) {
    merged.subject = plan.subject;
    merged.operands = plan.operands.length ? plan.operands : [];
    merged.literal = null;
  }
  if (plan.measure) merged.measure = plan.measure;
  if (plan.wantsPercent && previous.op === 'difference') merged.op = 'percentChange';
  else if (plan.op !== 'lookup') {
    merged.op = plan.op;
    merged.extreme = plan.extreme ?? previous.extreme;
  }
  if (/\bas a percent(?:age)?\b|\bin percent\b|\bpercentage\b/.test(q) && (previous.op === 'difference' || previous.op === 'variance')) merged.op = previous.op === 'variance' ? 'variance' : 'percentChange';
  merged.wantsPercent = plan.wantsPercent || previous.wantsPercent;
  return merged;
}

export { stem };

/** The number of periods a document is said to run over ('the 13 wk forecast', 'our 12-month budget'), not a period itself. */
export function horizonOf(text: string): number | null {
  const m = HORIZON.exec(text);
  return m ? Number(m[1]) : null;
}

const HORIZON = /\b(\d{1,2})[\s-]*(?:wk|wks|weeks?|months?|mos?|quarters?|qtrs?)\b(?=[\s-]+(?:rolling\s+)?(?:cash[\s-]*flow\s+)?(?:forecast|budget|plan|projection|outlook|schedule)s?\b)/;


/** Words in brackets that qualify or work out a figure rather than name it: '(gross)', '(actuals)', '(a + b)', '(the 2025 column)'. */
const NOT_A_GLOSS = /[\d§%+/÷×*=$€£,;:]|\b(?:plus|minus|less|divided|over|times|per|vs|versus|incl|including|excluding|excl|without|only|both|whole|column|row|section|status|line|lines|sheet|tab|page|note|gross|net|actuals?|budget(?:ed)?|forecast|total|totals|deficit|surplus|positive|absolute|negative|average|simple|weighted|rounded|decimals?|percent(?:age)?|ratio|ytd|usd|eur|gbp|year|month|quarter|to date|nothing|none|not|no|except|everything|all|or|and|other than|apart from)\b/;

/**
 * The question again with each thing it names twice, once in the reader's words and once in
 * brackets in the document's ('cash at bank (kas en bank)', 'grants from the council
 * (gemeentelijke subsidies)'): first with the bracketed name as the name and the words before it only
 * softly wanted, then without the bracketed words. Tried when the question as written finds
 * nothing, since a line says one name or the other, seldom both.
 */
export function glossVariants(plan: Plan): Array<{ plan: Plan; names: string[] }> {
  const pairs: Array<{ inner: Set<string>; outer: Set<string> }> = [];
  for (const m of plan.text.matchAll(/\(([^()]{2,60})\)/g)) {
    const innerText = m[1]!.trim();
    if (NOT_A_GLOSS.test(innerText) || findPeriods(innerText).length) continue;
    const inner = tokensOf(innerText).filter((t) => !t.soft);
    if (!inner.length) continue;
    // The name before the brackets: its naming words back to the first little word.
    const before = plan.text.slice(0, m.index).trim().split(/\s+/);
    const outer: string[] = [];
    for (let i = before.length - 1; i >= 0 && outer.length < 4; i--) {
      const w = before[i]!;
      if (/§|[,;:.?!)]$/.test(w)) break;
      // (Across 'of' and 'from' inside the name: 'grants from the city council'.)
      if (/^(?:of|from|for|by)$/.test(w) && outer.length && i > 0 && tokensOf(before[i - 1]!).some((t) => !t.soft)) continue;
      const toks = tokensOf(w);
      if (!toks.length || toks.every((t) => t.soft)) break;
      outer.push(...toks.filter((t) => !t.soft).map((t) => t.stem));
    }
    const innerStems = new Set(inner.map((t) => t.stem));
    // (A name before the brackets, 'the Harbour Fund (the designated fund)', stays the name: the
    // brackets say what kind of thing it is.)
    const named = new Set([plan.subject, ...plan.operands].flatMap((p) => p.tokens.filter((t) => t.name).map((t) => t.stem)));
    if (outer.some((s) => named.has(s))) continue;
    const outerStems = new Set(outer.filter((s) => !innerStems.has(s)));
    if (!outerStems.size || [...innerStems].every((s) => outer.includes(s))) continue;
    pairs.push({ inner: innerStems, outer: outerStems });
  }
  if (!pairs.length) return [];
  const softOuter = new Set(pairs.flatMap((p) => [...p.outer]));
  const innerOnly = new Set(pairs.flatMap((p) => [...p.inner].filter((s) => !softOuter.has(s))));
  const remap = (plan: Plan, f: (t: Token) => Token | null): Plan => {
    const phrase = (p: Phrase): Phrase => ({ ...p, tokens: p.tokens.map(f).filter((t): t is Token => t !== null) });
    return {
      ...plan,
      subject: phrase(plan.subject),
      operands: plan.operands.map(phrase),
      alternatives: plan.alternatives ? plan.alternatives.map((alts) => alts.map(phrase)) : null,
      literal: plan.literal ? phrase(plan.literal) : null,
    };
  };
  return [
    // The document's name: the reader's words before it wanted only softly; the line found must
    // say one of its words.
    { plan: remap(plan, (t) => (softOuter.has(t.stem) ? { ...t, soft: true } : t)), names: [...innerOnly] },
    // The reader's words alone.
    { plan: remap(plan, (t) => (innerOnly.has(t.stem) ? null : t)), names: [] },
  ];
}
