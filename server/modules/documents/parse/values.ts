// Reading the values of financial documents: amounts as printed ('(1,200)', '$ 4,500.00', '12%',
// '—'), subtotal labels, account codes, units and dates. Shared by every parser.
import { currencyByCode, isWordCode } from '../../../lib/currencies';

/** Dashes that stand for "nothing" in a financial statement. */
const DASHES = new Set(['-', '--', '—', '–', '−', '‒', '―', '- ', '$ -', '$-', '$ —', '$—']);

/** Printed for a figure that does not apply: 'n/a', 'NM' (not meaningful), 'nil'. */
const NONE = /^(?:n\/?a|n\.a\.|nm|n\.m\.|nil|not applicable|not meaningful)$/i;

const AMOUNT =
  /^(?<cur0>(?:R|S|A|C|NZ|US|HK|TT|G|N|J|BZ|BD|EC|FJ|SI|T)\$|[$€£¥₹]|Rs\.?|RM|MYR|kr\.?|NOK|SEK|DKK|R(?=\s?[-−–(]?\s?\d))?\s*(?<neg1>[-−–])?\s*(?<open>\()?\s*(?<neg2>[-−–])?\s*(?<cur1>(?:R|S|A|C|NZ|US|HK|TT|G|N|J|BZ|BD|EC|FJ|SI|T)\$|[$€£¥₹]|Rs\.?|RM|MYR|R(?=\s?\d)|USD|EUR|GBP|CAD|AUD|INR|ZAR)?\s*(?<neg3>[-−–])?\s*(?<num>(?:\d{1,3}(?:[,\u00a0\u202f]\d{3})+|\d{1,3}(?: \d{3})+|\d{1,3}(?:,\d{2})+,\d{3}|\d+)(?:\.\d+)?|\.\d+)\s*(?<pct>%|x|bps|pts?|pp)?\s*(?<cur2>[$€£¥₹]|USD|EUR|GBP|CAD|AUD|INR|ZAR|NOK|SEK|DKK|kr\.?)?\s*(?<close>\))?\s*(?<pct2>%|x|bps|pts?|pp)?\s*(?<crdr>CR|DR|-|\+)?$/i;

/** Footnote marks after a printed figure: '1,234(a)', '1,234 (1)', '1,234*', '1,234¹'. */
const FOOTNOTE = /\s*(?:\((?:[a-z]|\d{1,2}|[ivx]{1,4})\)|\*+|[¹²³⁴⁵⁶⁷⁸⁹⁰†‡]+)$/i;

/**
 * An amount as printed in a statement, or undefined when the text is not one.
 * '(1,200)' → -1200, '$445,035' → 445035, '12.5%' → 12.5, '(4.1)%' → -4.1, '1.2x' → 1.2,
 * '—' / '-' → null, '1,200-' → -1200, '1,200+' → 1200 (as a Malaysian bank prints a credit), '1,234(a)' → 1234.
 */
export function parseAmount(text: string): number | null | undefined {
  // ('(1 234,50) $', as Québec prints a negative: the mark inside the brackets.)
  // (And a balance marked debit or credit by its letter alone, as Brazil's ledgers print them:
  // '249.807,74D', '60,00C', with cents, so a class '3C' stays a name.)
  const t = text.replace(/\s+/g, ' ').trim().replace(/\)\s*([$€£]|kr|CHF|USD|CAD|EUR)$/i, ' $1)').replace(/(\d[.,]\d{2})\s?([DC])$/, '$1 $2R');
  if (t === '') return undefined;
  // Thousands grouped by apostrophes and whole francs marked by a dash, as Switzerland prints
  // them: "1'284.60", "55'877.–", "-2'429.-", "CHF 12'500.–".
  const swiss = /^\D{0,5}\d{1,3}(?:['’]\d{3})+(?:\.\d{1,2}|\.[-–—])?\D{0,5}$|^\D{0,5}\d+\.[-–—]$/.test(t);
  if (swiss) return amountOf(t.replace(/(\d)['’](?=\d{3}(?!\d))/g, '$1').replace(/(\d)\.[-–—]$/, '$1').replace(/^CHF\s*|\s*CHF$/i, ''));
  if (DASHES.has(t) || DASHES.has(t.replace(/^[$€£¥₹]\s*/, '')) || NONE.test(t)) return null;
  // (A credit signed with a plus, as some banks' exports print it: '+2841.55'; with its cents, so a
  // telephone number, '+254 712 345 678', stays text.)
  if (/^\+\s?\d{1,3}(?:,?\d{3})*\.\d{2}$/.test(t)) return amountOf(t.slice(1).trim());
  const direct = amountOf(t);
  if (direct !== undefined) return direct;
  // A decimal comma, as much of Europe prints amounts: '3480,00', '1.234,56', 'kr 12 500,50'.
  // (Only with one or two decimals after it: '1,234' stays a thousand and more.)
  const euro = /^(\D*?)(\d{1,3}(?:[.\u00a0\u202f ]\d{3})+|\d+),(\d{1,2})(\D*)$/.exec(t);
  if (euro) {
    const v = amountOf(`${euro[1]}${euro[2]!.replace(/[.\u00a0\u202f ]/g, '')}.${euro[3]}${euro[4]}`);
    if (v !== undefined) return v;
  }
  // (A currency's code or mark printed after or before the figure, '-1 250,40 PLN', '12 345,67 zł',
  // '1,200.00 ILS', '2,750.250 JD': the figure.)
  // (Only after it, as an account's export prints its one currency: before it, 'USD 2,500.00'
  // beside 'GBP 4,000.00' in a donors' list, each row says its own, which the figure alone would lose.)
  const coded = /(?<=\d\)?)\s?([A-Z]{3})\.?$/.exec(t) ?? /(?<=\d\)?)\s?(?:zł|₪|JD|Kč|Ft|lei)\.?$/.exec(t);
  if (coded && (!coded[1] || (currencyByCode(coded[1]) && !isWordCode(coded[1])))) {
    const rest = t.slice(0, coded.index) + t.slice(coded.index + coded[0].length);
    if (/\d/.test(rest) && rest.trim() !== t) {
      const v = parseAmount(rest.trim());
      if (typeof v === 'number') return v;
    }
  }
  const bare = t.replace(FOOTNOTE, '');
  return bare !== t && /\d/.test(bare) ? amountOf(bare) : undefined;
}

/** A whole amount grouped by dots, as the Netherlands, Germany and much of Europe print it: '€ 213.782', '1.250.400'. */
const DOT_GROUPED = /^[^\d]{0,6}\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?[^\d]{0,6}$/;

/**
 * Whether a table's figures group thousands with dots ('€ 213.782' is two hundred thousand, not
 * two hundred): some of them are written so, none is written with a decimal point ('1,234.56',
 * '12.5', '0.1234'), and the table says so some other way: a decimal comma ('7,5%'), a figure with
 * two dots, or the euro (or a krone, franc, real or rupiah) beside its figures.
 */
export function groupsByDots(texts: string[], documentSays = false): boolean {
  let grouped = 0;
  let other = false;
  let pointDecimal = false;
  for (const raw of texts) {
    const t = raw.trim();
    if (!/\d/.test(t) || t.length > 40) continue;
    if (DOT_GROUPED.test(t)) {
      grouped++;
      if (/\d\.\d{3}\.\d{3}/.test(t) || /,\d{1,2}\D{0,6}$/.test(t)) other = true;
    } else if (/\d,\d{3}\.\d|(?<![\d.])\d+\.\d{1,2}(?!\d)(?!\.\d)|\d\.\d{4,}/.test(t) && !/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(t)) pointDecimal = true;
    else if (/(?<![\d.,])\d+,\d{1,2}(?:\s?%)?\D{0,6}$/.test(t)) other = true;
    if (/€|\bEUR\b|\bkr\.?\s?\d|\bCHF\b|\bR\$|\bRp\.?\s?\d/.test(t)) other = true;
  }
  // (Or the document around the table says so, as a statement's pages do in their notes and
  // captions: then one figure grouped by dots is enough, and a decimal point in the table still vetoes.)
  return !pointDecimal && ((grouped >= 2 && other) || (documentSays && grouped >= 1));
}

/**
 * Whether a whole document's prose and figures group thousands with dots: figures so written
 * ('euro 4.250', '€ 61.300'), amounts with a decimal comma ('15,00', '4,2%'), and few written
 * with a decimal point the way English prints money ('1,234.56', '12.50'). Section numbers
 * ('2.1') and dates ('28.04.2026') are neither.
 */
export function documentGroupsByDots(text: string): boolean {
  // (A rate, '4.125%', is no figure grouped by dots.)
  const grouped = text.match(/(?<![\d.,])[1-9]\d{0,2}(?:\.\d{3})+(?:,\d{1,2})?(?![\d.]|,\d|\s?%)/g)?.length ?? 0;
  const comma = text.match(/(?<![\d.,])\d{1,3}(?:\.\d{3})*,\d{2}(?![\d,.])|(?<![\d.,])\d+,\d{1,2}\s?%/g)?.length ?? 0;
  const point = text.match(/(?<![\d.,])\d{1,3}(?:,\d{3})+\.\d{2}(?!\d)|(?<![\d.,])\d{2,}\.\d{2}(?![\d.])/g)?.length ?? 0;
  return grouped >= 3 && comma >= 1 && point * 5 <= grouped;
}

/** '€ 213.782' → '€ 213782', '1.234,56' kept for parseAmount's decimal comma; anything else as it was. */
export function undotThousands(text: string): string {
  const t = text.trim();
  if (!DOT_GROUPED.test(t) || /,\d{1,2}\D{0,6}$/.test(t)) return text;
  return t.replace(/(\d)\.(?=\d{3}(?!\d))/g, '$1');
}

function amountOf(t: string): number | null | undefined {
  const m = AMOUNT.exec(t);
  if (!m?.groups) return undefined;
  const g = m.groups;
  if (Boolean(g.open) !== Boolean(g.close)) return undefined;
  if (g.pct && g.pct2) return undefined;
  // 'x' alone is a multiple only right after the figure ('1.2x'), never a word.
  // (Thousands grouped by commas, or by spaces as South Africa and much of Europe print them: '1 250 400'.)
  const digits = (g.num ?? '').replace(/[,\u00a0\u202f ]/g, '');
  const value = Number(digits);
  if (!Number.isFinite(value)) return undefined;
  const negative =
    Boolean(g.open) || Boolean(g.neg1) || Boolean(g.neg2) || Boolean(g.neg3) || g.crdr === '-' || /^cr$/i.test(g.crdr ?? '');
  return negative && value !== 0 ? -value : value;
}

/**
 * What a printed figure says about its unit: '%', 'x' (a multiple), 'bps', a currency symbol,
 * or null for a plain number ('1,234').
 */
export function amountMark(text: string): '%' | 'x' | 'bps' | 'pts' | '$' | '€' | '£' | '¥' | '₹' | 'R' | null {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (/%\)?$|%\s*\)?\s*(?:cr|dr)?$/.test(t) || /^\(?-?\s*\d[\d,.]*\s*%/.test(t)) return '%';
  if (/\d\s*x\)?$/.test(t)) return 'x';
  if (/bps\)?$/.test(t)) return 'bps';
  if (/(?:pts?|pp)\)?$/.test(t)) return 'pts';
  if (t.includes('€') || /\beur\b/.test(t)) return '€';
  if (t.includes('£') || /\bgbp\b/.test(t)) return '£';
  if (t.includes('¥')) return '¥';
  if (t.includes('₹') || /\b(?:inr|rs\.?)\s?\d/.test(t)) return '₹';
  if (t.includes('$') || /\b(?:usd|cad|aud)\b/.test(t)) return '$';
  if (/^\(?-?\s*r\s?\d|\bzar\b/.test(t)) return 'R';
  return null;
}

/** A year as a column heading: '2025', 'FY2025', 'FY 2024'. */
export function isYearLabel(text: string): boolean {
  return /^(?:FY\s?)?(?:19|20)\d{2}$/i.test(text.trim());
}

/** Text that heads a column in a statement: a year, a date, a month, 'Budget', 'Actual', ... */
export function looksLikeColumnHeading(text: string): boolean {
  const t = text.trim();
  if (isYearLabel(t)) return true;
  if (parseDateText(t)) return true;
  if (/^(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?)\s*[-' ]?\s*(?:\d{2}|\d{4})?$/i.test(t)) return true;
  return parseAmount(t) === undefined;
}

const SUBTOTAL =
  /^(?:total|totals|subtotal|sub-total|sub total|grand total|net\b|change in net assets|changes in net assets|increase \(decrease\)|decrease \(increase\)|(?:net )?(?:increase|decrease) in\b|excess\b|surplus\b|deficit\b|balance,? end)/i;

/** 'Total Expenses', 'Net income', 'Change in net assets', 'Revenue total'. */
export function isSubtotalLabel(label: string): boolean {
  const t = label.trim().replace(/^[\d.\s-]*(?=[a-z])/i, '');
  if (t === '') return false;
  // A line item, not a subtotal: 'Net assets with(out) donor restrictions' on a balance sheet.
  if (/^net assets,? (?:with|without)\b/i.test(t)) return false;
  if (SUBTOTAL.test(t)) return true;
  return /\b(?:totals?|subtotal)\s*[:]?$/i.test(t);
}

/** An account code cell: 4 to 6 digits, optionally with a sub-account ('5010', '5010-01', '51000'). */
export function asAccountCode(value: unknown): string | undefined {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1000 && value <= 999_999 ? String(value) : undefined;
  }
  if (typeof value === 'string') {
    const t = value.trim();
    return /^\d{4,6}(?:[-.]\d{1,4})?$/.test(t) ? t : undefined;
  }
  return undefined;
}

/** A label that starts with an account code: '5010 Salaries', '5010 - Salaries', '5010-01: Rent'. */
export function splitCodeLabel(label: string): { code: string; label: string } | undefined {
  const m = /^(\d{4,6}(?:[-.]\d{1,4})?)\s*(?:[-–—:·|]\s*)?\s+(?=\S)(.*[a-z].*)$/i.exec(label.trim());
  if (!m) return undefined;
  const code = m[1] ?? '';
  // '2025 Budget' is a year, not an account.
  if (/^(?:19|20)\d{2}$/.test(code)) return undefined;
  return { code, label: (m[2] ?? '').trim() };
}

/** Units stated near a table: 'USD', '$ in thousands', '$ in millions', 'EUR'. */
export function detectUnits(text: string): string | undefined {
  const t = text.replace(/\s+/g, ' ');
  const thousands = /(?:\bin thousands\b|\bthousands of (?:us )?dollars\b|\$\s*(?:in\s+)?(?:thousands|000s?|'000s?|k)\b|\(\s*\$?\s*000s?\s*\)|\b(?:USD|EUR|GBP|CAD)\s*(?:in\s+)?(?:thousands|000s?|'000s?)\b)/i;
  const millions = /(?:\bin millions\b|\bmillions of (?:us )?dollars\b|\$\s*(?:in\s+)?(?:millions|m)\b|\b(?:USD|EUR|GBP|CAD)\s*(?:in\s+)?millions\b)/i;
  const code = /\b(?:in\s+)?(USD|EUR|GBP|CAD|AUD|US dollars|U\.S\. dollars)\b/i.exec(t);
  const currency = code ? (/dollars/i.test(code[1] ?? '') ? 'USD' : (code[1] ?? '').toUpperCase()) : undefined;
  const symbol = currency && currency !== 'USD' ? currency : '$';
  // The first statement wins: '(In millions, except number of shares which are reflected in thousands)'.
  const th = thousands.exec(t);
  const mi = millions.exec(t);
  if (th && (!mi || th.index < mi.index)) return `${symbol} in thousands`;
  if (mi) return `${symbol} in millions`;
  if (currency) return currency;
  if (/\bin (?:us )?dollars\b/i.test(t)) return 'USD';
  return undefined;
}

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
};
/** Other languages' short months as tills print them: 'ene', 'abr', 'ago', 'dic' (Spanish), 'mrt', 'mei', 'okt' (Dutch), 'mai', 'dez' (German), 'avr', 'déc' (French). */
const FOREIGN_MONTHS: Record<string, number> = {
  ene: 1, janv: 1, fev: 2, fevr: 2, mrt: 3, mrz: 3, abr: 4, avr: 4, mei: 5, mai: 5, juin: 6, juil: 7, ago: 8, aout: 8, set: 9, okt: 10, ott: 10, out: 10, dic: 12, dez: 12, dec: 12,
};

function iso(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2100) return undefined;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return undefined;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  return y.length === 2 ? (n < 70 ? 2000 + n : 1900 + n) : n;
}

/**
 * The first date in a text, as ISO yyyy-mm-dd: '03/14/2025' (US order unless the first number
 * is over 12), '2025-03-14', 'Mar 14 2025', 'March 14, 2025', '14 Mar 2025', '14.03.2025'.
 */
export function findDate(text: string, order: 'mdy' | 'dmy' = 'mdy'): { iso: string; text: string } | undefined {
  const candidates: Array<{ index: number; iso: string; text: string }> = [];
  const push = (m: RegExpExecArray | null, value: string | null | undefined) => {
    if (m && value) candidates.push({ index: m.index, iso: value, text: m[0] });
  };
  let m = /\b((?:19|20)\d{2})[-/.](\d{1,2})[-/.](\d{1,2})\b/.exec(text);
  push(m, m && iso(Number(m[1]), Number(m[2]), Number(m[3])));
  // (The first that is a date: 'SDI/25-26/0418' before 'Date: 14/11/2025' is a number, not a day.)
  for (const d of text.matchAll(/\b(\d{1,2})[/\-.](\d{1,2})[/\-.](\d{4}|\d{2})\b/g)) {
    const a = Number(d[1]);
    const b = Number(d[2]);
    const y = fullYear(d[3] ?? '');
    const value = a > 12 || (order === 'dmy' && b <= 12) ? (iso(y, b, a) ?? iso(y, a, b)) : (iso(y, a, b) ?? iso(y, b, a));
    if (value) {
      push(Object.assign([...d], { index: d.index!, input: text }) as unknown as RegExpExecArray, value);
      break;
    }
  }
  m = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})\b/i.exec(text);
  push(m, m && iso(Number(m[3]), MONTHS[(m[1] ?? '').toLowerCase()] ?? 0, Number(m[2])));
  m = /\b(\d{1,2})(?:st|nd|rd|th)?\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?,?\s+(\d{4})\b/i.exec(text);
  push(m, m && iso(Number(m[3]), MONTHS[(m[2] ?? '').toLowerCase()] ?? 0, Number(m[1])));
  // '12/MAR/2025', '01-Ene-2025', '15.mrt.2025': a day, a month's short name, a year, as tills print them.
  m = /\b(\d{1,2})[/\-. ]([a-zé]{3,5})\.?[/\-. ](\d{4}|\d{2})\b/i.exec(text);
  if (m) {
    const w = m[2]!.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    push(m, iso(fullYear(m[3]!), MONTHS[w] ?? FOREIGN_MONTHS[w] ?? MONTHS[w.slice(0, 3)] ?? 0, Number(m[1])));
  }
  candidates.sort((a, b) => a.index - b.index);
  const first = candidates[0];
  return first ? { iso: first.iso, text: first.text } : undefined;
}

/** A cell that is a date and nothing else. */
export function parseDateText(text: string, order: 'mdy' | 'dmy' = 'mdy'): string | undefined {
  const t = text.trim();
  if (t.length > 24) return undefined;
  const found = findDate(t, order);
  return found && found.text.length >= t.length - 1 ? found.iso : undefined;
}

/**
 * The order numeric dates are written in, told by the dates themselves: '13/04/2025' can only be
 * day first, '04/13/2025' only month first. Null when every date could be either.
 */
export function dateOrder(texts: Iterable<string>): 'mdy' | 'dmy' | null {
  let dmy = 0;
  let mdy = 0;
  for (const t of texts) {
    const m = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(t);
    if (!m) continue;
    const a = Number(m[1]);
    const b = Number(m[2]);
    if (a > 12 && b <= 12) dmy++;
    else if (b > 12 && a <= 12) mdy++;
  }
  if (dmy > mdy) return 'dmy';
  if (mdy > dmy) return 'mdy';
  return null;
}

/** A JavaScript date as an ISO date ('2025-06-30'), with the time only when it has one. */
export function dateToIso(date: Date): string | null {
  if (Number.isNaN(date.getTime())) return null;
  const s = date.toISOString();
  return s.endsWith('T00:00:00.000Z') ? s.slice(0, 10) : s.replace('.000Z', 'Z');
}

/** Collapses runs of whitespace and trims. */
export function clean(text: string): string {
  return text.replace(/[\u00a0\u202f\t\r\n ]+/g, ' ').trim();
}
