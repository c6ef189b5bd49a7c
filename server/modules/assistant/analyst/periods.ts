// Periods in any naming, in questions and in column or row labels: fiscal years ('FY2025',
// 'FY25', 'fiscal 2019', '2024-25'), bare years ('2025'), months ('March 2025', 'Jul-24',
// 'Jan 2024'), quarters ('Q1', 'the first quarter of FY2025'), dates ('June 30, 2025',
// '03/14/2025'), and ranges ('2020 – 2024', 'Aug 2007 - Jan 2011'). Every period resolves to an
// interval of months (month index = year * 12 + month - 1) with the organisation's fiscal-year
// start: with July, FY2025 is July 2024 to June 2025.
import { MONTH_NAMES, foldAccents, plainText } from './text';

export type PeriodKind = 'year' | 'month' | 'quarter' | 'date' | 'range' | 'monthRange' | 'half' | 'span';

export interface Period {
  kind: PeriodKind;
  /** The year as written: the fiscal year for 'FY2025', the calendar year of a month or date. */
  year?: number;
  /** Written as a fiscal year ('FY2025', 'fiscal 2019', '2024-25'). */
  fiscal?: boolean;
  /** Written as a calendar year ('calendar 2024'). */
  calendar?: boolean;
  month?: number;
  day?: number;
  quarter?: number;
  half?: number;
  /** Last year of a range, or the month index closing a month range. */
  endYear?: number;
  endMonth?: number;
  /** A month said without its year beside a fiscal year ('March of FY2025'): that fiscal year. */
  fiscalYear?: number;
  /** A date closing a year of flows ('Years Ended December 31, 2019'), not a balance on the day. */
  ended?: boolean;
  /**
   * A span of months or weeks ending on a day ('Three Months Ended July 1, 2023', '36 Weeks Ended
   * May 7, 2023'): its length; year, month and day are its last day (month and day may be missing
   * in a question: 'the first nine months of fiscal 2023').
   */
  months?: number;
  weeks?: number;
  /** A day that starts a week of flows ('Week commencing 3 Feb'): that week's figures, not a balance on the day. */
  week?: boolean;
  /** A record's second day ('Payout date' beside 'Donation date'): not the day it happened. */
  secondary?: boolean;
  /** 'the first nine months of fiscal 2023': counted from the start of the year named. */
  fromStart?: boolean;
  /** Where it was found in the text. */
  start: number;
  end: number;
  text: string;
}

const MONTH_RE =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

const MONTH_RANGE_RE = new RegExp(`\\b${MONTH_RE}\\.?[\\s\\-']*(\\d{4}|'\\d{2})\\s*(?:-|through|–)\\s*${MONTH_RE}\\.?[\\s\\-']*(\\d{4}|'\\d{2})\\b`, 'gi');
const MONTH_RANGE_ONE_YEAR_RE = new RegExp(`\\b${MONTH_RE}\\.?\\s*(?:-|–|to|through|thru)\\s*${MONTH_RE}\\.?[\\s,'-]*(\\d{4}|'\\d{2})\\b`, 'gi');
const MONTH_DAY_YEAR_RE = new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi');
// (And as spreadsheets and Latin American systems write them: '31-Dec-2025', '01/Ene/2025'.)
const DAY_MONTH_YEAR_RE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|re)?(?:\\s+|[-/])${MONTH_RE}\\.?(?:,?\\s+|[-/])(\\d{4})\\b`, 'gi');
const DAY_MONTH_YY_RE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+|\\s*-\\s*)${MONTH_RE}\\.?(?:\\s+|\\s*[-/']\\s*)'?(\\d{2})\\b(?![.,:]?\\d)`, 'gi');
// 'March 2025', 'Mar-25', "Aug '19": a two-digit year only after a dash, slash or apostrophe ('June 30' is a day).
const MONTH_YEAR_RE = new RegExp(`\\b${MONTH_RE}\\.?(?:\\s*[-/']\\s*(\\d{4}|'?\\d{2})|\\s+(\\d{4}|'\\d{2}))\\b(?![.,]?\\d)`, 'gi');
/** 'June 30' without a year: a day, its year said later ('June 30 and December 31, 2019'). */
const DAY_MONTH_RE = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th|er|re)?\\s+(?:of\\s+)?${MONTH_RE}\\b(?![.,]?\\s*\\d)`, 'gi');
const MONTH_DAY_RE = new RegExp(`\\b${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?![,.]?\\s*\\d)`, 'gi');
const MONTH_ALONE_RE = new RegExp(`^${MONTH_RE}\\.?$`, 'i');
const COUNT_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, sixteen: 16, twenty: 20, 'twenty-four': 24, 'twenty-six': 26, 'thirty-six': 36, 'thirty-nine': 39, 'fifty-two': 52, 'fifty-three': 53,
};
function countWord(w: string): number | null {
  const n = /^\d+$/.test(w) ? Number(w) : (COUNT_WORDS[w.toLowerCase()] ?? null);
  return n && n > 0 && n <= 60 ? n : null;
}
/** The end of a span: 'July 1, 2023', 'June 30' (year said elsewhere), 'June 2023'. */
const END_DATE = `(${MONTH_RE}\\.?\\s+\\d{1,2}(?!\\d)(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?|\\d{1,2}\\s+${MONTH_RE}\\.?(?:,?\\s+\\d{4})?|${MONTH_RE}\\.?\\s+\\d{4})?`;
const SPAN_ENDED_RE = new RegExp(
  `\\b(one|two|three|four|six|nine|twelve|thirteen|sixteen|twenty-four|twenty-six|thirty-six|thirty-nine|fifty-two|fifty-three|\\d{1,2})[\\s-]+(months?|weeks?|mos\\.?|wks\\.?)(?:\\s+periods?)?[\\s,]+(?:ended|ending|ends|to|through)\\b[\\s,:]*(?:on\\s+)?${END_DATE}`,
  'gi',
);
const QUARTER_ENDED_RE = new RegExp(`\\b((?:fiscal\\s+)?(?:quarter|quarterly period|half[- ]year|half))\\s+(?:ended|ending)\\s+(?:on\\s+)?${END_DATE}`, 'gi');
const FIRST_SPAN_RE = /\b(?:the\s+)?first\s+(two|three|six|nine|twelve|\d{1,2})\s+(months?|weeks?|quarters?)(?:\s+(?:of|in)\s+(?:the\s+)?(?:(fiscal\s+(?:year\s+)?|fy\s?)?('?\d{4}|'?\d{2})\b)?)?/gi;

function endOf(text: string | undefined): Partial<Period> {
  if (!text) return {};
  const t = text.trim();
  let m = new RegExp(`^${MONTH_RE}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?$`, 'i').exec(t);
  if (m) return { month: monthNumber(m[1]!), day: Number(m[2]), ...(m[3] ? { year: Number(m[3]) } : {}) };
  m = new RegExp(`^(\\d{1,2})\\s+${MONTH_RE}\\.?(?:,?\\s+(\\d{4}))?$`, 'i').exec(t);
  if (m) return { month: monthNumber(m[2]!), day: Number(m[1]), ...(m[3] ? { year: Number(m[3]) } : {}) };
  m = new RegExp(`^${MONTH_RE}\\.?\\s+(\\d{4})$`, 'i').exec(t);
  if (m) return { month: monthNumber(m[1]!), year: Number(m[2]) };
  return {};
}

/** Text that cannot hold a period (no digit, month, quarter or half) is not scanned. */
const MAYBE_PERIOD = /\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|quarter|half|\bq[1-4]\b|\bh[12]\b|vier|févr|avr|mai|juin|juil|ao[uû]t|embre|ero\b|marzo|abril|mayo|junio|julio|agosto|tubre|maio|junho|julho|outubro|gennaio|maggio|giugno|luglio|ottobre|juni|juli|okt|dez|desember|maart|maret|agustus|mei\b|maj\b|mrt|abr|ago\b|dic|ene\b|trimestre|kwartaal|quartal|kvartal|kwarta/i;
const memo = new Map<string, Period[]>();

export function monthNumber(name: string): number {
  const m = name.slice(0, 3).toLowerCase();
  return ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(m) + 1;
}

const fullYear = (y: string): number => {
  const n = Number(y.replace(/'/g, ''));
  if (y.replace(/'/g, '').length >= 4) return n;
  return n <= 60 ? 2000 + n : 1900 + n;
};

const ORDINALS: Record<string, number> = { first: 1, '1st': 1, second: 2, '2nd': 2, third: 3, '3rd': 3, fourth: 4, '4th': 4, final: 4, last: 4 };

/** Every period mentioned in a text, in order of appearance, none overlapping another. */
export function findPeriods(input: string): Period[] {
  if (!MAYBE_PERIOD.test(input)) return [];
  const key = labelsByStart ? `start|${input}` : input;
  const known = memo.get(key);
  if (known) return known.map((p) => ({ ...p }));
  const found = scanPeriods(input);
  if (memo.size > 20_000) memo.clear();
  memo.set(key, found);
  return found.map((p) => ({ ...p }));
}

/**
 * Month names of other languages, as French, Spanish, Portuguese, Italian, German, Dutch and
 * Scandinavian documents print them ('31 mars 2026', 'févr. 2026', 'Oktober', 'desember'):
 * written over with the English ones, padded to the same length so places in the text hold.
 * Short forms only beside a number ('des' and 'out' are everyday words).
 */
const FOREIGN_MONTHS: Array<[string, number]> = [
  ...['janvier', 'enero', 'janeiro', 'gennaio', 'januar', 'jänner', 'januari'].map((w) => [w, 1] as [string, number]),
  ...['février', 'fevrier', 'febrero', 'fevereiro', 'febbraio', 'februar', 'februari'].map((w) => [w, 2] as [string, number]),
  ...['mars', 'marzo', 'março', 'marco', 'märz', 'maerz', 'maart', 'maret'].map((w) => [w, 3] as [string, number]),
  ...['avril', 'abril', 'aprile'].map((w) => [w, 4] as [string, number]),
  ...['mai', 'mayo', 'maio', 'maggio', 'mei', 'maj'].map((w) => [w, 5] as [string, number]),
  ...['juin', 'junio', 'junho', 'giugno', 'juni'].map((w) => [w, 6] as [string, number]),
  ...['juillet', 'julio', 'julho', 'luglio', 'juli'].map((w) => [w, 7] as [string, number]),
  ...['août', 'aout', 'agosto', 'augustus', 'augusti', 'agustus'].map((w) => [w, 8] as [string, number]),
  ...['septembre', 'septiembre', 'setiembre', 'setembro', 'settembre'].map((w) => [w, 9] as [string, number]),
  ...['octobre', 'octubre', 'outubro', 'ottobre', 'oktober'].map((w) => [w, 10] as [string, number]),
  ...['novembre', 'noviembre', 'novembro'].map((w) => [w, 11] as [string, number]),
  ...['décembre', 'decembre', 'diciembre', 'dezembro', 'dicembre', 'dezember', 'desember'].map((w) => [w, 12] as [string, number]),
];
const FOREIGN_SHORT: Array<[string, number]> = [
  ['janv', 1], ['ene', 1], ['févr', 2], ['fevr', 2], ['fév', 2], ['fev', 2], ['mrz', 3], ['mrt', 3], ['avr', 4], ['abr', 4], ['giu', 6], ['juil', 7], ['lug', 7], ['ago', 8], ['okt', 10], ['ott', 10], ['agt', 8], ['agu', 8], ['déc', 12], ['dic', 12], ['dez', 12],
];
const ENGLISH_SHORT = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const LETTER = 'a-zà-öø-ÿ';
const FOREIGN_RE = new RegExp(`(?<![${LETTER}])(${FOREIGN_MONTHS.map(([w]) => w).join('|')})(?![${LETTER}])`, 'gi');
const FOREIGN_SHORT_RE = new RegExp(`(?<![${LETTER}])(${FOREIGN_SHORT.map(([w]) => w).join('|')})(\\.?)(?=\\s*[-/]?\\s*'?\\d{2,4}\\b)|(?<=\\b\\d{1,2}\\.?\\s+)(${FOREIGN_SHORT.map(([w]) => w).join('|')})(\\.?)(?![${LETTER}])`, 'gi');
const FOREIGN_HINT = /[à-ÿ]|janv|vier|févr|fevr|mars|avr|mai|juin|juil|aout|sept|octo|embre|enero|ero|marzo|abril|mayo|junio|julio|agosto|tubre|iembre|janeiro|maio|junho|julho|outubro|embro|gennaio|maggio|giugno|luglio|ottobre|januar|februar|juni|juli|oktober|dezember|desember|maart|maret|mei|augustus|agustus|maj|augusti|okt|agt|dez|mrz|mrt|ene|dic|giu|lug|ott|fev|abr|ago/i;

function englishMonths(input: string): string {
  if (!FOREIGN_HINT.test(input)) return input;
  const pad = (en: string, len: number) => (en.length >= len ? en.slice(0, Math.max(len, 3)) : en + ' '.repeat(len - en.length));
  let out = input.replace(FOREIGN_RE, (w: string) => {
    const n = FOREIGN_MONTHS.find(([x]) => x === w.toLowerCase())?.[1];
    return n ? pad(ENGLISH_SHORT[n - 1]!, w.length) : w;
  });
  // ('31 de diciembre de 2025', '31 de dezembro de 2025': the day, the month and the year, the
  // little words between them read as spaces, so every place in the text stays where it was.)
  out = out.replace(/\b(\d{1,2})(\s+de\s+)(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\s*?)(\s+(?:de|del)\s+)((?:19|20)\d{2})\b/gi, (_m: string, d: string, a: string, mon: string, gap: string, b: string, y: string) => `${d}${' '.repeat(a.length - 1)} ${mon}${gap}${' '.repeat(b.length)}${y}`);
  out = out.replace(FOREIGN_SHORT_RE, (m: string, a?: string, dotA?: string, b?: string, dotB?: string, at?: number, whole?: string) => {
    const w = (a ?? b ?? '').toLowerCase();
    // ('Two years ago 2024' is English: 'ago' after a length of time is no August.)
    if (w === 'ago' && /\b(?:years?|months?|weeks?|days?|while|long|time)\s+$/i.test((whole ?? '').slice(0, at ?? 0))) return m;
    const n = FOREIGN_SHORT.find(([x]) => x === w)?.[1];
    const dot = dotA ?? dotB ?? '';
    return n ? pad(ENGLISH_SHORT[n - 1]! + dot, w.length + dot.length) : m;
  });
  // (Or alone, as a column's heading: 'ene', 'abr.', 'dic'.)
  const alone = /^\s*([a-zé]{3,5})(\.?)\s*$/i.exec(out);
  if (alone) {
    const n = FOREIGN_SHORT.find(([x]) => x === alone[1]!.toLowerCase())?.[1];
    if (n) return out.replace(alone[1]!, pad(ENGLISH_SHORT[n - 1]!, alone[1]!.length));
  }
  // (Or beside another month in a run of months, 'ene-mar', 'oct-dic', 'jul-ago': months too.)
  const anyMonth = `(?:${['sept', ...ENGLISH_SHORT, ...FOREIGN_SHORT.map(([w]) => w)].join('|')})`;
  out = out.replace(new RegExp(`(?<![${LETTER}])(${FOREIGN_SHORT.map(([w]) => w).join('|')})(\\.?)(?=\\s?[-–/]\\s?${anyMonth}(?![${LETTER}]))|(?<=(?<![${LETTER}])${anyMonth}\\.?\\s?[-–/]\\s?)(${FOREIGN_SHORT.map(([w]) => w).join('|')})(\\.?)(?![${LETTER}])`, 'gi'), (m: string, a?: string, dotA?: string, b?: string, dotB?: string) => {
    const w = (a ?? b ?? '').toLowerCase();
    const n = FOREIGN_SHORT.find(([x]) => x === w)?.[1];
    const dot = dotA ?? dotB ?? '';
    return n ? pad(ENGLISH_SHORT[n - 1]! + dot, w.length + dot.length) : m;
  });
  // ('marzo de 2026', 'março de 2026': the month of that year.)
  out = out.replace(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)(\s+)(del?)(\s+)(?=\d{4}\b)/gi, (_, m: string, a: string, d: string, b: string) => `${m}${a}${' '.repeat(d.length)}${b}`);
  return out;
}

function scanPeriods(input: string): Period[] {
  const text = foldAccents(plainText(englishMonths(input)));
  const taken: Array<[number, number]> = [];
  const out: Period[] = [];
  const free = (s: number, e: number) => taken.every(([a, b]) => e <= a || s >= b);
  const add = (p: Omit<Period, 'start' | 'end' | 'text'>, m: RegExpMatchArray, group = 0) => {
    const full = m[0];
    const offset = group ? full.indexOf(m[group]!) : 0;
    const start = (m.index ?? 0) + offset;
    let end = start + (group ? m[group]!.length : full.length);
    // (Over the rest of a month name written over in English: 'décembre' read as 'dec' is all of it.)
    while (end < text.length && text[end] === ' ' && input[end] !== undefined && /\S/.test(input[end]!)) end++;
    if (!free(start, end)) return;
    taken.push([start, end]);
    out.push({ ...p, start, end, text: text.slice(start, end).trimEnd() });
  };
  const scan = (re: RegExp, fn: (m: RegExpMatchArray) => void) => {
    for (const m of text.matchAll(re)) fn(m);
  };

  // Spans: 'Three Months Ended July 1, 2023', '12 Weeks Ended May 7, 2023', 'six months ending
  // June 30', 'the quarter ended July 1, 2023', 'the June 2023 quarter', 'the first nine months of
  // fiscal 2023', 'the first 36 weeks'.
  scan(SPAN_ENDED_RE, (m) => {
    const n = countWord(m[1]!);
    if (!n) return;
    const unit = /^w/i.test(m[2]!) ? 'weeks' : 'months';
    add({ kind: 'span', [unit]: n, ...endOf(m[3]) }, m);
  });
  scan(QUARTER_ENDED_RE, (m) => add({ kind: 'span', months: /half/i.test(m[1]!) ? 6 : /year/i.test(m[1]!) ? 12 : 3, ...endOf(m[2]) }, m));
  // (Not the end of a run of months, 'the Oct–Dec 2025 quarter': those months.)
  scan(new RegExp(`(?<![-–—]\\s?)\\b${MONTH_RE}\\.?\\s+(\\d{4})\\s+quarter\\b`, 'gi'), (m) => add({ kind: 'span', months: 3, month: monthNumber(m[1]!), year: Number(m[2]) }, m));
  scan(FIRST_SPAN_RE, (m) => {
    const n = countWord(m[1]!);
    if (!n) return;
    const unit = /^w/i.test(m[2]!) ? 'weeks' : 'months';
    const fiscal = Boolean(m[3]);
    // ('The first three quarters': nine months.)
    add({ kind: 'span', [unit]: /^q/i.test(m[2]!) ? 3 * n : n, fromStart: true, ...(m[4] ? { year: fiscal ? labelYear(fullYear(m[4])) : fullYear(m[4]), ...(fiscal ? { fiscal: true } : {}) } : {}) }, m);
  });
  // Quarters from the first ('Q1-Q2', 'Q1 through Q3'): the months from the year's start.
  // ('From Q1 to Q4', 'between Q1 and Q2' compare two quarters.)
  scan(/(?<!\b(?:from|between|vs\.?|versus)\s+)\bq1\s*(?:-|–|—|\s(?:through|thru)\s)\s*q([2-4])\b(?:\s+(?:fy\s?)?((?:19|20)\d{2}|\d{2}\b))?/gi, (m) => {
    add({ kind: 'span', months: 3 * Number(m[1]), fromStart: true, ...(m[2] ? { year: labelYear(fullYear(m[2])), fiscal: true } : {}) }, m);
  });
  // Month ranges: 'Aug 2007 - Jan 2011', 'July 2024 through June 2025' ('A to B' stays two
  // months: 'from Jun-2018 to Aug-2019' compares them).
  scan(MONTH_RANGE_RE, (m) =>
    add({ kind: 'monthRange', month: monthNumber(m[1]!), year: fullYear(m[2]!), endMonth: monthNumber(m[3]!), endYear: fullYear(m[4]!) }, m),
  );
  // 'jul-sep 2024', 'July through September 2024', 'Oct-Dec 2023': one year said at the end.
  scan(MONTH_RANGE_ONE_YEAR_RE, (m) => {
    const from = monthNumber(m[1]!);
    const to = monthNumber(m[2]!);
    const year = fullYear(m[3]!);
    add({ kind: 'monthRange', month: from, year: from > to ? year - 1 : year, endMonth: to, endYear: year }, m);
  });
  // 'Jul - Sep 25' (QuickBooks heads a quarter so): its year in two digits after the range.
  scan(new RegExp(`\\b${MONTH_RE}\\.?\\s*[-–]\\s*${MONTH_RE}\\.?\\s+(\\d{2})\\b(?![.,:/]?\\d)`, 'gi'), (m) => {
    const from = monthNumber(m[1]!);
    const to = monthNumber(m[2]!);
    const year = 2000 + Number(m[3]!);
    add({ kind: 'monthRange', month: from, year: from > to ? year - 1 : year, endMonth: to, endYear: year }, m);
  });
  // 'Jan-Sep', 'July through September': months of a year said elsewhere (or the latest).
  scan(new RegExp(`\\b${MONTH_RE}\\.?\\s*(?:-|–|to|through|thru)\\s*${MONTH_RE}\\b(?![.,]?\\s*['\\d])`, 'gi'), (m) => {
    if (m[1] === 'may' && /^\s/.test(m[0].slice(3))) return;
    add({ kind: 'monthRange', month: monthNumber(m[1]!), endMonth: monthNumber(m[2]!) }, m);
  });
  // Dates: 'June 30, 2025', '30 June 2025', '03/14/2025', '2025-03-14'.
  scan(MONTH_DAY_YEAR_RE, (m) =>
    add({ kind: 'date', month: monthNumber(m[1]!), day: Number(m[2]), year: Number(m[3]) }, m),
  );
  scan(DAY_MONTH_YEAR_RE, (m) =>
    add({ kind: 'date', month: monthNumber(m[2]!), day: Number(m[1]), year: Number(m[3]) }, m),
  );
  // '30 Sep 25', '30-Sep-25': a day, a month and a two-digit year.
  scan(DAY_MONTH_YY_RE, (m) => {
    const day = Number(m[1]);
    if (day < 1 || day > 31 || (m[2]!.toLowerCase() === 'may' && !/-/.test(m[0]))) return;
    add({ kind: 'date', month: monthNumber(m[2]!), day, year: fullYear(m[3]!) }, m);
  });
  // (A text whose other dates are day first, 'Pay Period: 28/06/2025 to 11/07/2025': all of its
  // dates are, the 11th of July, not the 7th of November.)
  // ('01-07-2025 to 30-09-2025' as well: dashes with the year written whole.)
  const slashes = [...text.matchAll(/\b(\d{1,2})\/(\d{1,2})\/(?:\d{4}|\d{2})\b|\b(\d{1,2})-(\d{1,2})-\d{4}\b/g)].map((m) => (m[1] ? m : [m[0], m[3], m[4]]));
  // (Or the organisation's other documents, when this text says neither: '01/04/2026' in a
  // workbook whose bank export and invoices write '14/11/2025'.)
  const monthFirst = slashes.some((m) => Number(m[2]) > 12 && Number(m[1]) <= 12);
  const dayFirst = (slashes.some((m) => Number(m[1]) > 12 && Number(m[2]) <= 12) || datesDayFirst) && !monthFirst;
  scan(/\b(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})\b/g, (m) => {
    let month = Number(m[1]);
    let day = Number(m[2]);
    // '31/01/2026' can only be day first.
    if ((month > 12 || dayFirst) && day >= 1 && day <= 12) [month, day] = [day, month];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add({ kind: 'date', month, day, year: fullYear(m[3]!) }, m);
  });
  scan(/\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g, (m) => {
    let month = Number(m[1]);
    let day = Number(m[2]);
    if ((month > 12 || dayFirst) && day >= 1 && day <= 12) [month, day] = [day, month];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add({ kind: 'date', month, day, year: Number(m[3]) }, m);
  });
  scan(/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => add({ kind: 'date', year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }, m));
  // '31.12.2025', as much of Europe writes a day: the day first.
  scan(/(?<![\d.])(\d{1,2})\.(\d{1,2})\.(\d{4})(?!\d|\.\d|[a-z])/gi, (m) => {
    let day = Number(m[1]);
    let month = Number(m[2]);
    if (month > 12 && day >= 1 && day <= 12) [month, day] = [day, month];
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add({ kind: 'date', month, day, year: Number(m[3]) }, m);
  });
  // ('31.12.25', '01.10.25': the same with a two-digit year, as German banks print them.)
  scan(/(?<![\d.,])(\d{2})\.(\d{2})\.(\d{2})(?![\d.,]|[a-z%])/gi, (m) => {
    const day = Number(m[1]);
    const month = Number(m[2]);
    if (month >= 1 && month <= 12 && day >= 1 && day <= 31) add({ kind: 'date', month, day, year: fullYear(m[3]!) }, m);
  });
  // A day without its year, only where the order is plain: '31/03' (a day over 12 first), '03/31'.
  scan(/(?<![\d/.,-])(\d{1,2})\/(\d{1,2})(?![\d/.,%-])/g, (m) => {
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && a <= 31 && b >= 1 && b <= 12) add({ kind: 'date', month: b, day: a }, m);
    else if (b > 12 && b <= 31 && a >= 1 && a <= 12) add({ kind: 'date', month: a, day: b }, m);
  });
  // A month by number: '07/2026', '7/2026', '2026-07'.
  scan(/\b(0?[1-9]|1[0-2])\/(\d{4})\b/g, (m) => add({ kind: 'month', month: Number(m[1]), year: Number(m[2]) }, m));
  scan(/\b(\d{4})-(0[1-9]|1[0-2])\b(?!-\d)/g, (m) => add({ kind: 'month', month: Number(m[2]), year: Number(m[1]) }, m));
  // Months with a year: 'March 2025', 'Mar-25', 'Jul 2024', "Aug '19", 'Aug - 2019'.
  scan(MONTH_YEAR_RE, (m) => {
    const word = m[1]!;
    const y = (m[2] ?? m[3])!;
    // 'we may 25 ...' is English: after a lowercase 'may' and a space, only a four-digit year.
    if (word === 'may' && /^\s/.test(m[0].slice(3)) && !/\d{4}/.test(y)) return;
    add({ kind: 'month', month: monthNumber(word), year: fullYear(y) }, m);
  });
  scan(DAY_MONTH_RE, (m) => {
    const day = Number(m[1]);
    if (day < 1 || day > 31) return;
    add({ kind: 'date', month: monthNumber(m[2]!), day }, m);
  });
  scan(MONTH_DAY_RE, (m) => {
    const day = Number(m[2]);
    if (day < 1 || day > 31 || m[1] === 'may') return;
    add({ kind: 'date', month: monthNumber(m[1]!), day }, m);
  });
  // Fiscal years: 'FY2025', 'FY 25', "FY'25", 'FY2024-25', 'fiscal 2019', 'fiscal year 2019'.
  scan(/\bfy\s?'?(\d{4}|\d{2})(?:\s?[-/]\s?(\d{4}|\d{2}))?\b/gi, (m) => {
    const first = fullYear(m[1]!);
    const second = m[2] ? fullYear(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]) : null;
    add({ kind: 'year', year: second && second === first + 1 ? second : labelYear(first), fiscal: true }, m);
  });
  scan(/\bfiscal(?:\s+year)?(?:\s+ended)?\s+(\d{4})(?:\s?[-/]\s?(\d{2,4}))?\b/gi, (m) => {
    const first = Number(m[1]);
    const second = m[2] ? fullYear(m[2].length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]) : null;
    if (second && second !== first + 1 && second > first) {
      add({ kind: 'range', year: first, endYear: second, fiscal: true }, m);
      return;
    }
    add({ kind: 'year', year: second === first + 1 ? second : /\bended\b/i.test(m[0]) ? first : labelYear(first), fiscal: true }, m);
  });
  // 'calendar 2024', 'calendar year 2024'.
  scan(/\bcalendar(?:\s+year)?\s+(\d{4})\b/gi, (m) => add({ kind: 'year', year: Number(m[1]), calendar: true }, m));
  // Year pairs: '2024-25' and '2024/2025' (a fiscal year), '2020 – 2024' (a range).
  scan(/\b((?:19|20)\d{2})\s?[-/–]\s?((?:19|20)?\d{2})\b(?!\s*[-/]\s*\d)/g, (m) => {
    const first = Number(m[1]);
    const second = fullYear(m[2]!.length === 2 ? `${String(first).slice(0, 2)}${m[2]}` : m[2]!);
    if (second === first + 1) add({ kind: 'year', year: second, fiscal: true }, m);
    else if (second > first && m[2]!.length === 4) add({ kind: 'range', year: first, endYear: second }, m);
  });
  // Quarters: 'Q1', 'Q3 FY2025', 'first quarter', 'fourth fiscal quarter', 'quarter 2'.
  // 'the second and first quarter', 'first and second quarters': two quarters.
  scan(/\b(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:and|&|to|through|-)\s+(first|second|third|fourth|1st|2nd|3rd|4th)\s+(?:fiscal\s+)?quarters?\b/gi, (m) => {
    add({ kind: 'quarter', quarter: ORDINALS[m[1]!.toLowerCase()]! }, m, 1);
    const second = (m.index ?? 0) + m[0].lastIndexOf(m[2]!);
    if (free(second, second + m[2]!.length)) {
      taken.push([second, second + m[2]!.length]);
      out.push({ kind: 'quarter', quarter: ORDINALS[m[2]!.toLowerCase()]!, start: second, end: second + m[2]!.length, text: m[2]! });
    }
  });
  scan(/\bq([1-4])\b/gi, (m) => add({ kind: 'quarter', quarter: Number(m[1]) }, m));
  scan(/\b(first|second|third|fourth|1st|2nd|3rd|4th|final|last)\s+(?:fiscal\s+|calendar\s+)?quarter\b/gi, (m) =>
    add({ kind: 'quarter', quarter: ORDINALS[m[1]!.toLowerCase()]! }, m),
  );
  scan(/\bquarter\s+([1-4])\b/gi, (m) => add({ kind: 'quarter', quarter: Number(m[1]) }, m));
  // Other languages' quarters: '1er trimestre', '2do trimestre', '3e kwartaal', '4. Quartal',
  // 'primer trimestre', 'tweede kwartaal', 'drittes Quartal'.
  scan(/\b([1-4])\s?(?:er|re|ere|do|ro|to|o|a|e|de|ste|st|nd|rd|th|\.)?\s*(?:trimestre|kwartaal|quartal|kvartal|kvartaal)\b/gi, (m) => add({ kind: 'quarter', quarter: Number(m[1]) }, m));
  scan(/\b(primer|primero|segundo|tercer|tercero|cuarto|premier|deuxieme|troisieme|quatrieme|primeiro|terceiro|quarto|primo|secondo|terzo|eerste|tweede|derde|vierde|erstes|zweites|drittes|viertes|erste|zweite|dritte|vierte)\s+(?:trimestre|kwartaal|quartal|kvartal)\b/gi, (m) =>
    add({ kind: 'quarter', quarter: { primer: 1, primero: 1, premier: 1, primeiro: 1, primo: 1, eerste: 1, erstes: 1, erste: 1, segundo: 2, deuxieme: 2, secondo: 2, tweede: 2, zweites: 2, zweite: 2, tercer: 3, tercero: 3, troisieme: 3, terceiro: 3, terzo: 3, derde: 3, drittes: 3, dritte: 3, cuarto: 4, quatrieme: 4, quarto: 4, vierde: 4, viertes: 4, vierte: 4 }[m[1]!.toLowerCase()] ?? 1 }, m),
  );
  // (And by a Roman numeral, as Polish and other reports head them: 'I kwartał', 'III kw.', 'IV trimestre'.)
  scan(/\b(iv|iii|ii|i)\s+(?:kwarta[lł](?:e|u|y)?|kw\.|trimestre|quartal|kvartal|kwartaal)(?![a-z])/gi, (m) => add({ kind: 'quarter', quarter: { i: 1, ii: 2, iii: 3, iv: 4 }[m[1]!.toLowerCase() as 'i'] }, m));
  // Halves: 'H1', 'first half'.
  scan(/\bh([12])\b/gi, (m) => add({ kind: 'half', half: Number(m[1]) }, m));
  scan(/\b(first|second)\s+half\b/gi, (m) => add({ kind: 'half', half: m[1]!.toLowerCase() === 'first' ? 1 : 2 }, m));
  // Fiscal years as annual reports head them: 'F19', 'F2019' (capital F).
  scan(/\bF(\d{2}|20\d{2})\b/g, (m) => add({ kind: 'year', year: labelYear(fullYear(m[1]!)), fiscal: true }, m));
  // Bare years.
  scan(/(?<![\d.,$])\b((?:19[5-9]|20\d)\d)\b(?![.,]\d)/g, (m) => add({ kind: 'year', year: Number(m[1]) }, m));
  // Months without a year ('in March'); 'May' only after a preposition.
  scan(/\b(january|february|march|april|june|july|august|september|october|november|december|(?<=\b(?:in|for|of|during)\s)may)\b/gi, (m) =>
    add({ kind: 'month', month: monthNumber(m[1]!) }, m),
  );
  // Short month names in a list or a range ('jul, aug and sept 2025', 'jan-sep'), or after a preposition
  // (of English or of the languages whose month names were written over: 'en décembre').
  // (Or written one after another, 'jan feb mar 2026'.)
  scan(/\b(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\.?(?=\s*(?:,|-|–|\/|\band\b|\bto\b|\bthrough\b|\bthru\b|\bversus\b|\bvs\b|&)|\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b)|(?<=\b(?:in|for|of|during|over|from|through|thru|to|and|versus|vs|&|en|de|du|au|em|im|op|jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\s)(jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b\.?/gi, (m) =>
    add({ kind: 'month', month: monthNumber((m[1] ?? m[2])!) }, m),
  );
  // Short month names standing alone as a heading ('Jan', 'Feb.').
  if (!out.length) {
    const m = text.trim().match(MONTH_ALONE_RE);
    if (m) out.push({ kind: 'month', month: monthNumber(m[1]!), start: 0, end: text.length, text: text.trim() });
  }
  for (const p of out) {
    // (And as other languages say it: 'de l'exercice terminé le', 'ejercicio terminado el',
    // 'exercício findo em', 'boekjaar eindigend op', 'Geschäftsjahr endend am'.)
    const before = foldAccents(text.slice(Math.max(0, p.start - 40), p.start));
    if (p.kind === 'date' && (/\b(?:years?|months?|quarters?|periods?)\s+end(?:ed|ing)\b[\s,:]*(?:on\s+)?$/i.test(before) || /\b(?:exercices?|annees?|periodes?|ejercicios?|anos?|exercicios?|periodos?|boekjaar|jaar|geschaftsjahr|regnskapsaret|aret)\s+(?:financiers?\s+)?(?:terminee?s?|clos|close|se terminant|termin(?:ado|ada)|finalizad[oa]|cerrad[oa]|find[oa]|encerrad[oa]|eindigend|geeindigd|endend|endet|avsluttet|som endte)\s*(?:le|au|el|al|em|op|am|per|den)?[\s,:]*$/i.test(before))) p.ended = true;
  }
  out.sort((a, b) => a.start - b.start);
  // 'June 30 and December 31, 2019': a day without its year takes the year of the next date.
  out.forEach((p, i) => {
    if (p.kind !== 'date' || p.year !== undefined) return;
    const next = out.slice(i + 1).find((q) => q.kind === 'date' && q.year !== undefined);
    if (next && /^\s*(?:,|and|&|to|through|-|–|or|versus|vs\.?)\s*/i.test(text.slice(p.end, next.start).replace(/\s+/g, ' '))) p.year = next.year;
  });
  // (As printed, 'févr. 2026', not as read.)
  const printed = plainText(input);
  if (printed.length === text.length && printed !== text) for (const p of out) p.text = printed.slice(p.start, p.end);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Intervals of months.

export const monthIndex = (year: number, month: number) => year * 12 + (month - 1);
export const yearOfIndex = (i: number) => Math.floor(i / 12);
export const monthOfIndex = (i: number) => (i % 12) + 1;

export interface Interval {
  from: number;
  to: number;
}

/**
 * How the organisation's documents name a fiscal year that spans two calendar years. Inside the
 * analyst a fiscal year is always the year it ends in; most organisations name it so ('FY2025' =
 * July 2024 - June 2025). Some name it by the year it starts in ('FY2026 (1 April 2026 - 31 March
 * 2027)', as Japanese and Indian bodies do): then a label read in a question or a document is
 * moved on a year, and the answer writes the label back as the documents do.
 */
let labelsByStart = false;

/** Set while an organisation's documents are read or its questions answered (see `fiscalLabelsByStart`). */
export function setFiscalLabels(byStart: boolean): void {
  labelsByStart = byStart;
}

let datesDayFirst = false;

/** Set, like the fiscal labels, while an organisation's documents are read or its questions answered. */
export function setDatesDayFirst(dayFirst: boolean): void {
  datesDayFirst = dayFirst;
}

/**
 * Whether the organisation writes dates day first: some date of its documents can only be read so
 * ('14/11/2025'), at least two, and none only month first ('11/14/2025').
 */
export function writesDayFirst(texts: Iterable<string>): boolean {
  let day = 0;
  let month = 0;
  for (const text of texts) {
    for (const m of text.matchAll(/\b(\d{1,2})[/-](\d{1,2})[/-](?:\d{4}|\d{2})\b/g)) {
      const [a, b] = [Number(m[1]), Number(m[2])];
      if (a > 12 && a <= 31 && b >= 1 && b <= 12) day++;
      else if (b > 12 && b <= 31 && a >= 1 && a <= 12) month++;
    }
  }
  return day >= 2 && month === 0;
}

/** A fiscal year's label ('FY2025'), as the organisation writes it, from the year it ends in. */
export function fyLabel(endYear: number): number {
  return labelsByStart ? endYear - 1 : endYear;
}

/** The year a fiscal year written 'FY N' ends in. */
function labelYear(n: number): number {
  return labelsByStart ? n + 1 : n;
}

const MON = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const DAY = '(?:\\d{1,2}(?:st|nd|rd|th)?\\s+)?';
const FY_MONTHS_RE = new RegExp(`\\bFY\\s?'?(\\d{4}|\\d{2})\\b[^0-9a-z]{0,6}${DAY}${MON}\\s+(?:\\d{1,2},?\\s+)?(\\d{4})\\s*(?:-|–|—|to|through|until)\\s*${DAY}${MON}\\s+(?:\\d{1,2},?\\s+)?(\\d{4})`, 'gi');
const FY_PAIR_RE = /\bFY\s?'?(\d{4}|\d{2})\b[^0-9a-z]{0,6}((?:19|20)\d{2})\s?[-/–]\s?(\d{2}|\d{4})\b/gi;
const FY_ENDED_RE = new RegExp(`\\bFY\\s?'?(\\d{4}|\\d{2})\\b[^0-9a-z]{0,6}(?:the\\s+)?(?:fiscal\\s+|financial\\s+)?year\\s+(?:ended|ending|to)\\s+${DAY}${MON}\\s+(?:\\d{1,2},?\\s+)?(\\d{4})`, 'gi');

/**
 * Whether the documents name fiscal years by the year they start in: a label said beside the
 * months it covers ('FY2026 (Apr 2026 - Mar 2027)', 'FY2023: 2023/24', 'FY2026, the year ending
 * 31 March 2027') counts for one naming or the other; more for the start than the end, the start.
 */
export function fiscalLabelsByStart(texts: Iterable<string>): boolean {
  let start = 0;
  let end = 0;
  const vote = (label: number, from: number, to: number) => {
    if (to !== from + 1) return;
    if (label === from) start++;
    else if (label === to) end++;
  };
  for (const text of texts) {
    if (!/\bFY\s?'?\d/i.test(text)) continue;
    for (const m of text.matchAll(FY_MONTHS_RE)) vote(fullYear(m[1]!), Number(m[3]), Number(m[5]));
    for (const m of text.matchAll(FY_PAIR_RE)) {
      const from = Number(m[2]);
      vote(fullYear(m[1]!), from, fullYear(m[3]!.length === 2 ? `${String(from).slice(0, 2)}${m[3]}` : m[3]!));
    }
    for (const m of text.matchAll(FY_ENDED_RE)) {
      const to = Number(m[3]);
      if (/^dec/i.test(m[2]!)) continue;
      vote(fullYear(m[1]!), to - 1, to);
    }
  }
  return start > end;
}

/** First month of fiscal year `fy` (named by the year it ends in). */
export function fiscalStart(fy: number, startMonth: number): number {
  return startMonth === 1 ? monthIndex(fy, 1) : monthIndex(fy - 1, startMonth);
}

export function fiscalYearOf(index: number, startMonth: number): number {
  const y = yearOfIndex(index);
  const m = monthOfIndex(index);
  return startMonth === 1 || m < startMonth ? y : y + 1;
}

/** The months a period covers, when it can be told (a quarter needs its year). */
export function intervalOf(p: Period, startMonth: number, contextYear?: number): Interval | null {
  switch (p.kind) {
    case 'year': {
      if (p.year === undefined) return null;
      if (p.calendar) return { from: monthIndex(p.year, 1), to: monthIndex(p.year, 12) };
      const from = fiscalStart(p.year, startMonth);
      return { from, to: from + 11 };
    }
    case 'month': {
      const year = p.year ?? (contextYear !== undefined && p.month ? yearOfMonthInFiscal(contextYear, p.month, startMonth) : undefined);
      if (year === undefined || !p.month) return null;
      const i = monthIndex(year, p.month);
      return { from: i, to: i };
    }
    case 'date': {
      if (p.year === undefined || !p.month) return null;
      const i = monthIndex(p.year, p.month);
      return { from: i, to: i };
    }
    case 'quarter': {
      const fy = p.year ?? contextYear;
      if (fy === undefined || !p.quarter) return null;
      const from = fiscalStart(fy, startMonth) + 3 * (p.quarter - 1);
      return { from, to: from + 2 };
    }
    case 'half': {
      const fy = p.year ?? contextYear;
      if (fy === undefined || !p.half) return null;
      const from = fiscalStart(fy, startMonth) + 6 * (p.half - 1);
      return { from, to: from + 5 };
    }
    case 'range': {
      if (p.year === undefined || p.endYear === undefined) return null;
      return { from: fiscalStart(p.year, startMonth), to: fiscalStart(p.endYear, startMonth) + 11 };
    }
    case 'monthRange': {
      if (p.year === undefined || p.endYear === undefined || !p.month || !p.endMonth) return null;
      return { from: monthIndex(p.year, p.month), to: monthIndex(p.endYear, p.endMonth) };
    }
    case 'span': {
      // The fiscal year so far through a month ('Year to date' in a report for the month ended …).
      if (p.fromStart && !p.months && !p.weeks && p.month && p.year !== undefined) {
        const to = monthIndex(p.year, p.month);
        return { from: fiscalStart(fiscalYearOf(to, startMonth), startMonth), to };
      }
      const length = spanMonths(p);
      if (!length) return null;
      if (p.month && p.year !== undefined) {
        // A span ending in the first days of a month ('July 1, 2023') covers the month before.
        const to = monthIndex(p.year, p.month) - (p.day !== undefined && p.day <= 7 ? 1 : 0);
        return { from: to - length + 1, to };
      }
      const fy = p.year ?? contextYear;
      if (fy === undefined) return null;
      const from = fiscalStart(fy, startMonth);
      return { from, to: from + length - 1 };
    }
  }
}

/** The months a span covers (weeks rounded: 12 or 13 weeks is a quarter, 52 or 53 a year). */
export function spanMonths(p: Period): number | null {
  if (p.months) return p.months;
  if (p.weeks) return Math.max(1, Math.round(p.weeks / 4.33));
  return null;
}

/** The calendar year of `month` within fiscal year `fy`. */
export function yearOfMonthInFiscal(fy: number, month: number, startMonth: number): number {
  return startMonth === 1 || month < startMonth ? fy : fy - 1;
}

/** The fiscal year a period sits in, when it is one year or within one. */
export function fiscalYearOfPeriod(p: Period, startMonth: number): number | undefined {
  if (p.kind === 'year') return p.calendar ? undefined : p.year;
  if ((p.kind === 'month' || p.kind === 'date') && p.year !== undefined && p.month) return fiscalYearOf(monthIndex(p.year, p.month), startMonth);
  if ((p.kind === 'quarter' || p.kind === 'half') && p.year !== undefined) return p.year;
  return undefined;
}

/**
 * How well a period asked about names a period of the documents: 1 the same, 0.9 the same year
 * told differently (a date in that year, 'fiscal 2019' and '2019'), 0 not the same. Containment
 * (a month of the year asked) is `within`, for sums, averages and extremes.
 */
export function periodMatch(q: Period, c: Period, startMonth: number): number {
  const soFar = (p: Period) => p.kind === 'span' && p.fromStart && !p.months && !p.weeks && p.month !== undefined;
  if (soFar(q) || soFar(c)) {
    // The year so far through a month: the same months exactly, or asked as the day it ends.
    const qi = intervalOf(q, startMonth, q.year);
    const ci = intervalOf(c, startMonth, c.year);
    // ('Year to date to August': the month without its year, the year the report's.)
    const bare = soFar(c) ? q : c;
    if (!qi !== !ci && (bare.kind === 'month' || bare.kind === 'date') && bare.year === undefined) return bare.month === (soFar(c) ? c : q).month ? 0.75 : 0;
    if (!qi || !ci || qi.to !== ci.to) return 0;
    if (qi.from === ci.from) return 1;
    return (soFar(c) && (q.kind === 'date' || q.kind === 'month')) || (soFar(q) && (c.kind === 'date' || c.kind === 'month')) ? 0.8 : 0;
  }
  // Two runs of months told differently that cover the same months ('the twelve months ended 31
  // December 2025' and 'Jan - Dec 2025'; 'Q4' and 'Oct - Dec'): the same period.
  const runs = new Set(['span', 'monthRange', 'quarter', 'half', 'year']);
  if (runs.has(q.kind) && runs.has(c.kind) && (q.kind === 'span' || c.kind === 'span' || q.kind === 'monthRange' || c.kind === 'monthRange')) {
    const qi = intervalOf(q, startMonth, q.year);
    const ci = intervalOf(c, startMonth, c.year);
    if (qi && ci && qi.from === ci.from && qi.to === ci.to) return 1;
  }
  // The fiscal year asked, against a report of its first months ('October 2025 - March 2026' in a
  // year from October): the year so far, the nearest there is to it.
  if (c.kind === 'span' && q.kind === 'year' && !q.calendar && q.year !== undefined && c.months) {
    const ci = intervalOf(c, startMonth, c.year);
    const from = fiscalStart(q.year, startMonth);
    if (ci && ci.from === from && ci.to < from + 11) return 0.8;
  }
  if (q.kind === 'span' || c.kind === 'span') return spanMatch(q, c, startMonth);
  if (q.kind === 'range' || c.kind === 'range') {
    return q.kind === 'range' && c.kind === 'range' && q.year === c.year && q.endYear === c.endYear ? 1 : 0;
  }
  if (q.kind === 'monthRange' || c.kind === 'monthRange') {
    return q.kind === c.kind && q.year === c.year && q.month === c.month && q.endYear === c.endYear && q.endMonth === c.endMonth ? 1 : 0;
  }
  const yearish = (p: Period) => p.kind === 'year' || p.kind === 'date';
  if (yearish(q) && yearish(c)) {
    if (q.kind === 'date' && c.kind === 'date') {
      // (A balance asked on the day, against a year's flows ended that day: the day's balance is nearer.)
      if (q.year === c.year && q.month === c.month && q.day === c.day) return c.ended && !q.ended ? 0.85 : 1;
      // Two days a week or so apart ('September 30' and a 52-week year's 'September 28'): near.
      // A month or more apart ('Sept 30, 2024' and '2024-10-31'), another balance.
      if (q.month !== undefined && c.month !== undefined && q.day !== undefined && c.day !== undefined && q.year !== undefined && c.year !== undefined) {
        const days = Math.abs(Date.UTC(q.year, q.month - 1, q.day) - Date.UTC(c.year, c.month - 1, c.day)) / 86_400_000;
        return days <= 10 ? 0.7 : 0;
      }
      // A day asked without its year ('at 31 Dec'): that day of the year the document has, the latest first.
      if (q.year === undefined && q.month !== undefined && q.month === c.month && q.day === c.day) return 0.88 + Math.max(0, Math.min(99, (c.year ?? 2000) - 2000)) / 10_000;
      return q.year === c.year ? 0.7 : 0;
    }
    if (q.kind === 'year' && c.kind === 'year') return q.year === c.year ? 1 : 0;
    // A year and a date: the date's calendar year, or the fiscal year it falls in.
    const date = q.kind === 'date' ? q : c;
    const year = q.kind === 'year' ? q : c;
    // (A fiscal year said as one, 'FY2026', '2025-26', in a year not from January: the days in it,
    // not those of the calendar year of its number.)
    if (year.fiscal && !year.calendar && startMonth !== 1 && date.day !== undefined && !date.ended) {
      const fy = fiscalYearOfPeriod(date, startMonth);
      return fy === year.year ? 0.9 : 0;
    }
    // (A year of flows ended that day is nearer the year than a balance on the day.)
    if (date.year === year.year) return date.ended ? 0.95 : 0.9;
    // A 52- or 53-week year ends on a day near its end, in the first days of the next year
    // ('January 3, 2020' ends fiscal 2019).
    if (date.year === year.year! + 1 && date.month === 1 && date.day !== undefined && date.day <= 7 && !year.calendar) return 0.85;
    const fy = fiscalYearOfPeriod(date, startMonth);
    return fy !== undefined && fy === year.year && !year.calendar ? 0.85 : 0;
  }
  if (q.kind === 'month' && c.kind === 'month') {
    if (q.month !== c.month) return 0;
    if (q.year === undefined || c.year === undefined) return 0.8;
    return q.year === c.year ? 1 : 0;
  }
  if (q.kind === 'month' && c.kind === 'date') return q.month === c.month && (q.year === undefined || q.year === c.year) ? 0.8 : 0;
  if (q.kind === 'quarter' && c.kind === 'quarter') {
    if (q.quarter !== c.quarter) return 0;
    if (q.year === undefined || c.year === undefined) return 0.9;
    return q.year === c.year ? 1 : 0;
  }
  if (q.kind === 'half' && c.kind === 'half') return q.half === c.half && (q.year === undefined || c.year === undefined || q.year === c.year) ? 1 : 0;
  return 0;
}

/** The length in months of a period that is a span of flows ('year ended' counts as twelve). */
function flowMonths(p: Period, other?: Period): number | null {
  if (p.kind === 'span') return spanMonths(p);
  // A column dated on a day, asked about as a span ending that day ('the quarter ended January 26, 2019').
  if (p.kind === 'date' && !p.ended && other?.kind === 'span' && other.day !== undefined) return spanMonths(other);
  if (p.kind === 'quarter') return 3;
  if (p.kind === 'half') return 6;
  if (p.kind === 'year' || (p.kind === 'date' && p.ended)) return 12;
  if (p.kind === 'month') return 1;
  return null;
}

/**
 * Spans of months or weeks ('Three Months Ended July 1, 2023') against what a question says:
 * another span, a quarter or half, a year. The same length is required; the end must agree
 * (the same month, or the year or fiscal year when only a year is said). A quarter is matched
 * to a three-month span ending in its year even when the company's fiscal calendar is unknown,
 * at a lower score.
 */
function spanMatch(q: Period, c: Period, startMonth: number): number {
  const lq = flowMonths(q, c);
  const lc = flowMonths(c, q);
  if (!lq || !lc || lq !== lc) return 0;
  const qi = intervalOf(q, startMonth, q.year);
  const ci = intervalOf(c, startMonth, c.year);
  const exactEnd = (a: Period) => a.month !== undefined && a.year !== undefined && (a.kind === 'span' || a.kind === 'date');
  if (exactEnd(q) && exactEnd(c)) {
    if (!qi || !ci) return 0;
    if (qi.to !== ci.to) return 0;
    return q.day !== undefined && c.day !== undefined && q.day !== c.day ? 0.9 : 1;
  }
  if (qi && ci && qi.from === ci.from && qi.to === ci.to) return 0.9;
  // (A month said with its year is exact: September 2025 is not December 2025.)
  if (qi && ci && (q.kind === 'month' || c.kind === 'month')) return 0;
  // Only a year on one side ('the first nine months of fiscal 2023', 'Q3 2023', '2022'): the other's end in it.
  const known = exactEnd(q) ? q : exactEnd(c) ? c : null;
  const vague = known === q ? c : q;
  if (!known || vague.year === undefined) return vague.year === undefined && known ? 0.5 : 0;
  const endIndex = monthIndex(known.year!, known.month!) - (known.day !== undefined && known.day <= 7 ? 1 : 0);
  const calendarYear = yearOfIndex(endIndex);
  const fiscalYear = fiscalYearOf(endIndex, startMonth);
  if (vague.kind === 'quarter' || vague.kind === 'half') return calendarYear === vague.year || fiscalYear === vague.year ? 0.6 : 0;
  if (calendarYear === vague.year) return 0.9;
  return fiscalYear === vague.year && !vague.calendar ? 0.85 : 0;
}

/** True when the document's period `c` lies inside the period asked `q` (a month of a year). */
export function periodWithin(q: Period, c: Period, startMonth: number, contextYear?: number): boolean {
  if (c.kind !== 'month' && c.kind !== 'quarter' && c.kind !== 'half') return false;
  if (q.kind === c.kind) return false;
  const qi = intervalOf(q, startMonth, contextYear);
  const ci = intervalOf(c, startMonth, contextYear);
  if (!qi || !ci) return false;
  return ci.from >= qi.from && ci.to <= qi.to && ci.to - ci.from < qi.to - qi.from;
}

/** 'FY2025', 'March 2025', 'Q1 FY2025', 'June 30, 2025': a period as the answer writes it. */
export function describePeriod(p: Period): string {
  switch (p.kind) {
    case 'year':
      return p.fiscal ? `FY${fyLabel(p.year!)}` : p.calendar ? `calendar ${p.year}` : String(p.year);
    case 'month':
      return `${MONTH_NAMES[(p.month ?? 1) - 1]}${p.year !== undefined ? ` ${p.year}` : ''}`;
    case 'date':
      return `${MONTH_NAMES[(p.month ?? 1) - 1]} ${p.day}${p.year !== undefined ? `, ${p.year}` : ''}`;
    case 'quarter':
      return `Q${p.quarter}${p.year !== undefined ? ` FY${fyLabel(p.year)}` : ''}`;
    case 'half':
      return `H${p.half}${p.year !== undefined ? ` FY${fyLabel(p.year)}` : ''}`;
    case 'range':
      return `${p.year}–${p.endYear}`;
    case 'monthRange':
      // (A range printed without its year, 'Jan-Mar': the months alone.)
      return `${MONTH_NAMES[(p.month ?? 1) - 1]}${p.year !== undefined ? ` ${p.year}` : ''} to ${MONTH_NAMES[(p.endMonth ?? 1) - 1]}${(p.endYear ?? p.year) !== undefined ? ` ${p.endYear ?? p.year}` : ''}`;
    case 'span': {
      if (p.fromStart && !p.months && !p.weeks && p.month) return `the year to ${p.day !== undefined ? `${MONTH_NAMES[p.month - 1]} ${p.day}, ` : `${MONTH_NAMES[p.month - 1]} `}${p.year}`;
      // (One month, 'December 1 - 31, 2025': the month.)
      if (p.months === 1 && !p.weeks && !p.fromStart && p.month && p.year !== undefined) return `${MONTH_NAMES[p.month - 1]} ${p.year}`;
      const length = p.weeks ? `${p.weeks} weeks` : `${spanWord(p.months ?? 0)} months`;
      if (p.fromStart || !p.month) return `the first ${length}${p.year !== undefined ? ` of ${p.fiscal ? 'fiscal ' : ''}${p.year}` : ''}`;
      return `the ${length} ended ${MONTH_NAMES[p.month - 1]}${p.day !== undefined ? ` ${p.day}` : ''}${p.year !== undefined ? `${p.day !== undefined ? ',' : ''} ${p.year}` : ''}`;
    }
  }
}

function spanWord(n: number): string {
  return ({ 3: 'three', 6: 'six', 9: 'nine', 12: 'twelve' } as Record<number, string>)[n] ?? String(n);
}

/** A month index as 'March 2025'. */
export const describeMonth = (i: number) => `${MONTH_NAMES[monthOfIndex(i) - 1]} ${yearOfIndex(i)}`;
