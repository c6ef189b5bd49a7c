// Question understanding: what to compute (look up, total, difference, percentage change,
// variance, ratio, share, average, largest/smallest, account code, words from a passage), over
// which periods, budget or actual, and what the question is about (the subject words left once
// periods and the words of the operation are taken out, split in two when the operation
// combines two things: 'A as a percentage of B', 'the sum of A and B').
import { findPeriods, periodWithin, type Period } from './periods';
import { isOperationWord, isSoftWord, isStopword, plainText, words } from './text';

export type Operation = 'lookup' | 'sum' | 'difference' | 'percentChange' | 'share' | 'ratio' | 'average' | 'extreme' | 'variance' | 'code';

export interface SubjectToken {
  word: string;
  stem: string;
  /** A word such as 'total' or 'line' that may be matched but need not be. */
  soft: boolean;
}

export interface Extreme {
  dir: 'max' | 'min';
  /** Over the periods of one line ('which month'), or over lines ('which expense line'). */
  over: 'period' | 'row';
  /** Of the figures themselves, or of their change between two periods. */
  measure: 'value' | 'change' | 'percentChange';
  /** What the lines are ('expense', 'revenue'), when the question says. */
  noun: string | null;
  /** Over periods: which kind ('month', 'quarter', 'year'), or any. */
  unit: 'month' | 'quarter' | 'year' | 'period';
}

export interface Question {
  text: string;
  lower: string;
  periods: Period[];
  /** The index in `periods` of the one named after 'from' (the base of a change), if any. */
  fromIndex: number | null;
  measure: 'budget' | 'actual' | null;
  op: Operation;
  extreme: Extreme | null;
  /** A named ratio ('current ratio', 'debt-to-asset ratio'), when the question names one. */
  ratioName: string | null;
  subject: string;
  tokens: SubjectToken[];
  /** Two subjects, when the question combines two things. */
  parts: [string, string] | null;
  /** Every naming word of the question (stems), for column labels such as 'Revised'. */
  allStems: string[];
  /** Asks for words rather than a figure (when, who, what does it include, did they ...). */
  textual: boolean;
  /** Asks why or what drove something: the words around the figures answer it. */
  explain: boolean;
  yesNo: boolean;
  /** 'so far', 'to date', 'across all months': every period there is. */
  soFar: boolean;
  /** 'average monthly', 'per month'. */
  monthly: boolean;
  count: boolean;
  /** An account code the question names ('account 5850'). */
  code: string | null;
  /** Asks which account code to use. */
  codeQuestion: boolean;
  receipt: boolean;
  /** 'total' is said. */
  total: boolean;
  /** 'the trend in', 'over time': the first and last figures of the line, and all between. */
  trend: boolean;
  /** 'this year' (0), 'last year' (-1), 'next year' (1): resolved against the documents. */
  relative: number | null;
}

const has = (re: RegExp, s: string) => re.test(s);

/** Named ratios and how they are read: numerator and denominator subjects. */
export const NAMED_RATIOS: Array<{ name: string; re: RegExp; num: string[]; den: string[]; percent?: boolean; months?: boolean }> = [
  {
    name: 'months of cash',
    re: /\bmonths? of (cash|reserves?|operating (cash|reserves?)|expenses)( on hand)?\b|\bcash runway\b|\bhow long (will|would|could|can|does) (our|the) cash\b/,
    num: ['cash and cash equivalents', 'cash and equivalents', 'cash'],
    den: ['total expenses', 'total expenditure', 'total operating expenses'],
    months: true,
  },
  { name: 'current ratio', re: /\bcurrent ratio\b/, num: ['total current assets', 'current assets'], den: ['total current liabilities', 'current liabilities'] },
  { name: 'quick ratio', re: /\b(quick|acid[- ]test) ratio\b/, num: ['quick assets'], den: ['total current liabilities', 'current liabilities'] },
  {
    name: 'debt-to-asset ratio',
    re: /\bdebt[- ]to[- ]assets?( ratio)?\b|\bdebt ratio\b|\bliabilities to (total )?assets\b/,
    num: ['total liabilities'],
    den: ['total assets'],
  },
  { name: 'debt-to-equity ratio', re: /\bdebt[- ]to[- ]equity\b|\bliabilities to (net assets|equity)\b/, num: ['total liabilities'], den: ['total equity', 'total net assets', 'net assets'] },
  {
    name: 'program expense ratio',
    re: /\bprogram (expense|spending|efficiency) ratio\b|\bprogram ratio\b/,
    num: ['program services', 'program expenses', 'total program expenses'],
    den: ['total expenses'],
    percent: true,
  },
  { name: 'operating margin', re: /\boperating margin\b/, num: ['operating income', 'net surplus'], den: ['total revenue'], percent: true },
];

const SHARE_PATTERNS: RegExp[] = [
  /(?:percent(?:age)?|%|share|proportion|portion|fraction)\s+(?:constitution\s+)?of\s+(.+?)\s+(?:in|of|to|from|within)\s+(?:the\s+)?(total.+|overall.+|all.+|the .+)$/,
  /(.+?)\s+(?:expressed\s+)?as\s+a\s+(?:percent(?:age)?|%|share|proportion|fraction)\s+of\s+(.+)$/,
  /what\s+(?:percent(?:age)?|%|share|proportion|portion|fraction)\s+of\s+(.+?)\s+(?:is|was|were|are|came from|comes from|went to|goes to)\s+(.+)$/,
  /how much of\s+(.+?)\s+(?:is|was|were|are|goes|went|go|comes|came)\s+(?:to\s+|for\s+|on\s+|from\s+|spent on\s+)?(.+)$/,
];

function splitShare(text: string): [string, string] | null {
  for (const [i, re] of SHARE_PATTERNS.entries()) {
    const m = text.match(re);
    if (m) return i >= 2 ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  }
  return null;
}

function splitRatio(text: string): [string, string] | null {
  const patterns = [/ratio of\s+(.+?)\s+(?:to|and|versus|vs)\s+(.+)$/, /(.+?)\s+to\s+(.+?)\s+ratio\b/, /(.+?)\s+divided by\s+(.+)$/, /(.+?)\s+(?:over|per)\s+(.+)$/];
  for (const re of patterns) {
    const m = text.match(re);
    if (m && m[1]!.trim() && m[2]!.trim()) return [m[1]!, m[2]!];
  }
  return null;
}

/** 'A and B': every split at a top-level 'and' (the planner keeps the one that reads best). */
export function andSplits(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const re = /\s+(?:and|&|plus|with|vs\.?|versus)\s+/g;
  for (const m of text.matchAll(re)) {
    const a = text.slice(0, m.index).trim();
    const b = text.slice((m.index ?? 0) + m[0].length).trim();
    if (a && b) out.push([a, b]);
  }
  return out;
}

/** Words of the operation, cut out of the subject (longest first). */
const OPERATION_PHRASES: RegExp[] = [
  /\bincrease\s*\/\s*\(?decrease\)?/g,
  /\b(?:by )?what (?:percent(?:age)?|%)\b/g,
  /\b(?:net )?(?:percent(?:age)?|%) (?:change|increase|decrease|growth|difference|rise|decline|drop|fall|gain)\b/g,
  /\bnet (?:difference|change)\b/g,
  /\bhow much (?:more|less|higher|lower)\b/g,
  /\bhow (?:much|many)\b/g,
  /\b(?:expressed )?as a (?:percent(?:age)?|%|share|proportion|fraction) of\b/g,
  /\b(?:percent(?:age)?|%|share|proportion|portion|fraction) (?:constitution )?of\b/g,
  /\b(?:the )?(?:value|amount|size) of\b/g,
  /\bin total\b(?=\s*(?:[?.!,;]|$))/g,
  /\bacross all (?:the )?(?:months|periods|quarters|years)\b/g,
  /\bthat year\b|\bthe same year\b|\beach year\b|\bper year\b|\ba year\b/g,
  /\b(?:over|under) budget\b/g,
  /\bover time\b|\bmonth by month\b|\byear over year\b|\byear-over-year\b/g,
  /\bin (?:dollars?|dollar terms|absolute terms|percent(?:age)? terms|nominal terms)\b/g,
  /\b(?:the )?(?:\d+|two|three|four|five) ?[- ]?(?:year|month|quarter)s? period\b/g,
];

/**
 * The periods of a text, quarters, halves and bare months given the year said beside them
 * ('the fiscal 2019 third quarter' is Q3 FY2019), and which one is the base of a change ('from X').
 */
export function readPeriods(text: string): { periods: Period[]; fromIndex: number | null } {
  let periods = findPeriods(text);
  const years = periods.filter((p) => p.kind === 'year' && !p.calendar);
  const partial = periods.filter((p) => (p.kind === 'quarter' || p.kind === 'half') && p.year === undefined);
  const consumed = new Set<Period>();
  if (partial.length && years.length) {
    for (const q of partial) {
      const nearest = [...years].sort((a, b) => Math.abs(a.start - q.start) - Math.abs(b.start - q.start))[0]!;
      q.year = nearest.year;
      q.fiscal = true;
      if (years.length === 1) consumed.add(nearest);
    }
  }
  // A month without a year takes the fiscal year said beside it ('March of FY2025').
  const bareMonths = periods.filter((p) => p.kind === 'month' && p.year === undefined);
  if (bareMonths.length && years.length === 1) {
    for (const m of bareMonths) m.fiscalYear = years[0]!.year;
    consumed.add(years[0]!);
  }
  periods = periods.filter((p) => !consumed.has(p));
  let fromIndex: number | null = null;
  periods.forEach((p, i) => {
    const before = text.slice(Math.max(0, p.start - 30), p.start);
    if (fromIndex === null && /\b(from|since|compared (?:to|with)|than|versus|vs\.?)\s+(?:in\s+|for\s+|at\s+|on\s+)?(?:the\s+)?(?:end of\s+)?(?:fiscal\s+(?:year\s+)?|fy\s?|calendar\s+)?$/i.test(before)) fromIndex = i;
  });
  return { periods, fromIndex };
}

/** 'this year', 'last fiscal year', 'next year': -1, 0 or 1 from the latest year of the documents. */
export function relativeYear(lower: string): { offset: number; start: number; end: number; text: string } | null {
  const m = lower.match(/\b(this|current|the current|last|previous|prior|the prior|the previous|next|the coming|coming)\s+(fiscal\s+|financial\s+)?year\b/);
  if (!m) return null;
  const w = m[1]!.replace(/^the /, '');
  const offset = /^(last|previous|prior)$/.test(w) ? -1 : /^(next|coming)$/.test(w) ? 1 : 0;
  return { offset, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, text: m[0] };
}

export function parseQuestion(raw: string): Question {
  const text = plainText(raw)
    .replace(/\b(what|where|how|who|which|that|it|there)'s\b/gi, '$1 is')
    .replace(/\b(are|is|were|was|did|do|does|have|has|had)n't\b/gi, '$1 not')
    .replace(/\s+/g, ' ')
    .trim();
  const lower = text.toLowerCase();

  const { periods, fromIndex } = readPeriods(text);

  // Budget or actual.
  const budgetWord = has(/\b(budget|budgets|budgeted|budgeting|plan|planned|approved|forecast|forecasted|projected|projection)\b/, lower);
  const actualWord = has(/\b(actual|actuals|actually|spent|spend|spending|received|raised|earned|came in|realized|realised)\b/, lower);
  let measure: Question['measure'] = null;
  if (budgetWord && !actualWord) measure = 'budget';
  else if (actualWord && !budgetWord) measure = 'actual';
  else if (budgetWord && actualWord) measure = has(/\b(budget|budgeted)\b/, lower) && !has(/\bactual/, lower) ? 'budget' : null;

  // The operation.
  let op: Operation = 'lookup';
  let extreme: Extreme | null = null;
  let ratioName: string | null = null;
  let parts: [string, string] | null = null;
  const codeMatch = lower.match(/\b(?:account|acct|gl|code|a\/c)\s*(?:#|no\.?|number|code)?\s*(\d{3,6}(?:[-.]\d{1,4})?)\b/);
  const code = codeMatch ? codeMatch[1]! : null;
  const codeQuestion =
    !code &&
    has(/\b(account (?:code|number|no)|gl (?:code|account)|ledger (?:code|account)|what code|which code|which account|what account|code (?:do|should|would) we)\b/, lower);
  const superMax = /\b(highest|largest|biggest|greatest|most|maximum|max|top|peak|best|higher|larger|bigger|greater|more)\b/;
  const superMin = /\b(lowest|smallest|least|minimum|min|fewest|worst|lower|smaller|less)\b/;
  const whichNoun = lower.match(
    /\b(?:which|what)\s+(?:\w+\s+){0,3}?(year|month|quarter|period|line|line item|item|expense|expenses|expenditure|spending|revenue|revenues|income|category|categories|account|source|program|programme|fund|grant|row|segment|asset|liability|cost|department|item)s?\b/,
  );
  const inWhich = lower.match(/\b(?:in|during|for)\s+which\s+(year|month|quarter|period)\b|\bwhen\s+(?:was|were|did|is)\b/);
  const change = /\b(change|changed|changes|difference|differ|increase|increased|increases|decrease|decreased|decreases|grow|grew|growth|grown|rise|rose|risen|fall|fell|fallen|drop|dropped|decline|declined|gain|gained|more|less|higher|lower|up|down)\b/;

  // 'What is account 5850 used for?' asks about the account; 'What did we budget for account
  // 5300 in FY2025?' asks for a figure on its line.
  const aboutFigure = periods.length > 0 || measure !== null || has(/\bhow much\b|\b(total|spent|spend|amount|balance|change|increase|decrease|variance|average)\b/, lower);
  const trend = has(/\b(trend|trends|trending|over time|history|historically|month by month|year over year|year-over-year)\b/, lower);
  if (codeQuestion || (code && !aboutFigure)) {
    op = 'code';
  } else if (NAMED_RATIOS.some((r) => r.re.test(lower))) {
    const named = NAMED_RATIOS.find((r) => r.re.test(lower))!;
    ratioName = named.name;
    op = change.test(lower.replace(named.re, ' ')) && periods.length >= 2 ? 'difference' : 'ratio';
  } else if ((whichNoun || inWhich) && (superMax.test(lower) || superMin.test(lower))) {
    op = 'extreme';
    const noun = (inWhich?.[1] ?? (inWhich ? 'period' : whichNoun?.[1]) ?? null) as string | null;
    const overPeriod = noun !== null && /^(year|month|quarter|period)$/.test(noun);
    const mostLeast = lower.match(/\b(increased|increase|grew|growth|rose|rise|decreased|decrease|fell|fall|dropped|declined|changed|change)\b.*\b(most|least|highest|lowest|largest|smallest|biggest)\b|\b(largest|biggest|highest|smallest|lowest)\s+(increase|decrease|growth|rise|drop|decline|change)/);
    let measureKind: Extreme['measure'] = 'value';
    let dir: Extreme['dir'] = superMin.test(lower) && !superMax.test(lower) ? 'min' : 'max';
    if (mostLeast) {
      measureKind = /percent|%|fastest|rate/.test(lower) ? 'percentChange' : 'change';
      const down = /(decreas|fell|fall|dropp|declin|drop)/.test(mostLeast[0]);
      const least = /(least|lowest|smallest)/.test(mostLeast[0]);
      dir = down !== least ? 'min' : 'max';
    }
    extreme = { dir, over: overPeriod ? 'period' : 'row', measure: measureKind, noun: overPeriod ? null : noun, unit: overPeriod ? (noun as Extreme['unit']) : 'period' };
  } else if ((parts = splitShare(lower.replace(/[?.!]+$/, '')))) {
    // 'the change in X between A and B as a percentage of A' is a percentage change.
    if (/\b(change|increase|decrease|difference)\b/.test(parts[0]) && periods.length >= 2) {
      op = 'percentChange';
      parts = null;
    } else op = 'share';
  } else if (
    has(/\b(percent(?:age)?|%)\s*(change|increase|decrease|growth|difference|rise|decline|drop|fall|gain)\b|\bby what (percent|percentage|%)|\bgrowth rate\b|\bhow much .*\b(in|by) (percent|percentage|%)/, lower) ||
    (has(change, lower) && has(/\b(in|by|as a) (percent|percentage|%)\b|\bpercent(age)?\b/, lower))
  ) {
    op = 'percentChange';
  } else if (has(/\bratio\b|\bdivided by\b|\bmonths of (cash|reserves?|operating)/, lower)) {
    op = 'ratio';
    parts = splitRatio(lower.replace(/[?.!]+$/, ''));
  } else if (has(/\bvariance\b|\b(more|less|over|under|above|below|higher|lower) than (?:we |was |were )?budget(?:ed)?\b|\bthan (?:the |our |we |was |were )?(?:budget|budgeted|planned)\b|\b(over|under) budget\b|\bbudget (to|vs\.?|versus|against) actual|\bactual (to|vs\.?|versus|against|compared (to|with)) (the )?budget|\bbudget(ed)? (and|vs\.?|versus) actual|\b(between|of) (the )?budget(ed)? and (the )?actual|\bactual and budget|\bcompared (to|with) (the )?budget\b|\bagainst (the )?budget\b/, lower)) {
    op = 'variance';
  } else if (has(/\b(average|mean|avg)\b/, lower)) {
    op = 'average';
  } else if (trend) {
    op = 'difference';
  } else if (has(change, lower) && (periods.length >= 2 || has(/\b(change|difference|increase|decrease|grow|growth|differ)\b/, lower))) {
    op = 'difference';
  } else if (has(/\b(sum|combined|together|altogether|in total|cumulative|aggregate)\b/, lower) || (has(/\btotal\b/, lower) && periods.length >= 2)) {
    op = 'sum';
  }

  // The subject: the question without its periods and operation words.
  let rest = lower;
  const blank = (s: string) => ' '.repeat(s.length);
  for (const p of [...findPeriods(text)].sort((a, b) => b.start - a.start)) rest = rest.slice(0, p.start) + ' § ' + rest.slice(p.end);
  for (const re of OPERATION_PHRASES) rest = rest.replace(re, (m) => blank(m));
  const rel = relativeYear(rest);
  if (rel) rest = rest.slice(0, rel.start) + ' § ' + rest.slice(rel.end);
  for (const r of NAMED_RATIOS) rest = rest.replace(r.re, (m) => blank(m));
  if (code) rest = rest.replace(codeMatch![0], ' ');
  const subject = rest.replace(/[?!.]+$/, '').replace(/\s+/g, ' ').trim();
  const codeToken = code && op !== 'code' ? [{ word: code, stem: code, soft: false }] : [];
  const periodsText = findPeriods(text)
    .map((p) => p.text)
    .join(' ');
  const tokens = [...subjectTokens(subject).filter((t) => !(codeToken.length && /^(account|acct|gl|code)$/.test(t.word))), ...codeToken];

  if (!parts && (op === 'sum' || op === 'difference' || op === 'lookup' || op === 'average' || op === 'ratio')) parts = null;

  const soFar = has(/\bso far\b|\bto date\b|\byear[- ]to[- ]date\b|\bytd\b|\bacross all\b|\ball (?:the )?months\b|\bfor the (?:whole|full|entire) year\b/, lower);
  const yesNo = /^(did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|must|may)\b/.test(lower);
  const explain = has(/\b(why|reasons?|because|due to|driven by|drove|drivers?|driving|led to|contributed|factors|attributable|caused?|explain|explanation|primarily)\b/, lower);
  const textual =
    yesNo ||
    explain ||
    /^(when|who|whom|where|why|describe|explain|summari[sz]e|list|how (?:is|are|was|were|does|do|did) .{0,60}\b(?:calculated|computed|determined|measured|defined|recognized|recognised|accounted|valued|treated|funded|used))\b/.test(lower) ||
    has(/\bwhat (?:do|does|did|is|are|were|was) (?:the |our |their )?.{0,60}\b(include|includes|consist|consists|comprise|comprises|cover|covers|say|says|mean|means|require|requires|state|states|allow|allows|about|represent|represents|refer|refers)\b/, lower) ||
    has(/\bwhat (?:is|are|was|were) (?:the |our |their )?(?:components?|types?|kinds?|nature|basis|method|policy|policies|definition)\b/, lower) ||
    has(/\b(terms|conditions|requirements?|findings?|recommendations?|purpose|deadline|due date|obligations?|restrictions?|weakness(es)?|deficienc(y|ies)|opinion)\b/, lower);

  return {
    text,
    lower,
    periods,
    fromIndex,
    measure,
    op,
    extreme,
    ratioName,
    subject,
    tokens,
    parts,
    // Naming words of the question (not those of its operation: the 'net' of 'net difference').
    allStems: words(`${subject} ${periodsText}`)
      .filter((t) => !isStopword(t.word))
      .map((t) => t.stem),
    textual,
    explain,
    yesNo,
    soFar,
    monthly: has(/\b(average|mean|avg)\s+(monthly|per month|a month|each month)\b|\bper month\b|\bmonthly average\b|\bavg\.? monthly\b/, lower),
    count: has(/\bhow many\b(?!\s+(?:months|years|days|weeks|times|percent))|\bnumber of\b/, lower),
    code,
    codeQuestion,
    receipt: has(/\b(receipts?|invoices?|bills?|purchases? (?:at|from))\b/, lower),
    total: has(/\btotal\b/, lower),
    trend,
    relative: relativeYear(lower)?.offset ?? null,
  };
}

/** The naming words of a piece of question text. */
export function subjectTokens(text: string): SubjectToken[] {
  const toks = words(text.replace(/§/g, ' '));
  const named = toks.filter((t) => !isStopword(t.word) && !isOperationWord(t.word) && !/^(19|20)\d{2}$/.test(t.word));
  return named.map((t) => ({ word: t.word, stem: t.stem, soft: isSoftWord(t.word) }));
}

/** True when `p` is a period inside `q` (for sums of months within a quarter). */
export const within = periodWithin;
