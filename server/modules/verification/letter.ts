// What makes a letter an IRS 501(c)(3) determination letter for this organisation, checked on
// the text read from it (a PDF's text, or OCR of a photo or scan): the 501(c)(3) wording on a
// letter from the IRS, an EIN (NN-NNNNNNN), and the organisation's name. Tolerant of how PDFs and
// OCR render text (line breaks anywhere, spaced brackets, 'Inc.' or not, a misread letter in a
// long name), strict enough that a receipt, another organisation's letter or a letter without an
// EIN does not pass. Pure functions: no I/O.
import type { ParsedDocument } from '../documents/parse/types';

export interface LetterFindings {
  has501c3: boolean;
  irsWording: boolean;
  ein: string | null;
  nameMatched: boolean;
  /** YYYY-MM-DD */
  letterDate: string | null;
  textLength: number;
}

export interface LetterVerdict {
  findings: LetterFindings;
  verified: boolean;
  /** Why it failed, in words the person understands (one sentence per failed check); null when verified. */
  reason: string | null;
}

/** Text beyond this is not looked at (a determination letter is a page or three). */
const MAX_TEXT = 200_000;
/** Less text than this means nothing could really be read. */
const MIN_TEXT = 20;

export const REASONS = {
  noText: "We couldn't read any text in this file. Upload the PDF of your letter, or a clear, well-lit photo of the whole page.",
  notDetermination: "This doesn't look like an IRS 501(c)(3) determination letter.",
  noEin: "We couldn't find an EIN (a number like 12-3456789).",
  noName: (name: string) => `We couldn't find your organization's name (${name}) on this letter.`,
} as const;

/** Everything a parsed document says, as text: passages, then the tables' titles, headers and rows. */
export function documentText(doc: Pick<ParsedDocument, 'passages' | 'tables'>): string {
  const parts = doc.passages.map((p) => p.text);
  for (const table of doc.tables) {
    if (table.title) parts.push(table.title);
    for (const header of table.headerRows) parts.push(header.join(' '));
    for (const row of table.rows) parts.push([row.label, ...row.cells.filter((c) => c !== null && c !== '').map(String)].join(' '));
  }
  return parts.join('\n').slice(0, MAX_TEXT);
}

// ---------------------------------------------------------------------------------------------
// 501(c)(3) and the IRS

// '501(c)(3)', '501 (c) (3)', '501(c)3', '501c3', and OCR's usual misreadings of it: '5O1', '50l',
// '(e)', '(¢)', '©', square or curly brackets. The digit 3 itself is not guessed: 501(c)(8) is
// another kind of organisation.
const SECTION_501C3 = /(?<![\d])5[0oO][1lI|]\s*[([{]?\s*[cCeE¢©]\s*[)\]}]?\s*[([{]?\s*3\s*[)\]}]?(?![\d])/;
// The letterhead: 'Internal Revenue Service' or 'Department of the Treasury' (OCR may read the
// first I of Internal as l or 1).
const IRS = /[il1|]nternal\s+revenue\s+serv[il1|]ce|department\s+of\s+(?:the\s+)?treasury/i;

export const has501c3Wording = (text: string) => SECTION_501C3.test(text);
export const hasIrsWording = (text: string) => IRS.test(text);

// ---------------------------------------------------------------------------------------------
// EIN

const DASHES = '\\-\\u2010-\\u2015\\u2212';
const DASH = `[${DASHES}]`;
const LABELLED_EIN = new RegExp(
  `(?:\\bEIN\\b|employer\\s+identification\\s+(?:number|no\\.?|#))\\s*[:#.]?\\s*(?:number\\s*[:#.]?\\s*)?(\\d{2})\\s*${DASH}?\\s*(\\d{7})(?!\\d)`,
  'i',
);
const BARE_EIN = new RegExp(`(?<![\\d${DASHES}])(\\d{2})\\s?${DASH}\\s?(\\d{7})(?![\\d${DASHES}])`);

/** The EIN printed on the letter (as NN-NNNNNNN): the one labelled EIN first, else any NN-NNNNNNN. */
export function findEin(text: string): string | null {
  const m = LABELLED_EIN.exec(text) ?? BARE_EIN.exec(text);
  return m ? `${m[1]}-${m[2]}` : null;
}

// ---------------------------------------------------------------------------------------------
// The letter's date

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const MONTH = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const MONTH_FIRST = new RegExp(`\\b${MONTH}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\s*,?\\s+(\\d{4})\\b`, 'gi');
const DAY_FIRST = new RegExp(`\\b(\\d{1,2})\\s+${MONTH}\\.?\\s*,?\\s+(\\d{4})\\b`, 'gi');
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b|\b(\d{4})-(\d{2})-(\d{2})\b/g;

function isoDate(year: number, month: number, day: number, now: Date): string | null {
  if (year < 1900 || year > now.getUTCFullYear() + 1 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const monthNumber = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase()) + 1;

interface FoundDate {
  index: number;
  iso: string;
}

function datesIn(text: string, now: Date): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.matchAll(MONTH_FIRST)) {
    const iso = isoDate(Number(m[3]), monthNumber(m[1]!), Number(m[2]), now);
    if (iso) found.push({ index: m.index, iso });
  }
  for (const m of text.matchAll(DAY_FIRST)) {
    const iso = isoDate(Number(m[3]), monthNumber(m[2]!), Number(m[1]), now);
    if (iso) found.push({ index: m.index, iso });
  }
  for (const m of text.matchAll(NUMERIC)) {
    const iso = m[1] ? isoDate(Number(m[3]), Number(m[1]), Number(m[2]), now) : isoDate(Number(m[4]), Number(m[5]), Number(m[6]), now);
    if (iso) found.push({ index: m.index, iso });
  }
  return found.sort((a, b) => a.index - b.index);
}

// 'Date:', 'Date of this letter:', 'Date of this notice:', but not 'Effective date:'.
const DATE_LABEL = /(?<![a-z])(?:date\s+of\s+this\s+(?:letter|notice)|letter\s+date|date)\s*[:.]?\s*/gi;
const EFFECTIVE = /effective\s*$/i;

/** The letter's date: the one labelled 'Date:' first, else the first date that is not an effective date. */
export function findLetterDate(text: string, now = new Date()): string | null {
  const dates = datesIn(text, now);
  if (!dates.length) return null;
  for (const label of text.matchAll(DATE_LABEL)) {
    if (EFFECTIVE.test(text.slice(Math.max(0, label.index - 12), label.index))) continue;
    const at = label.index + label[0].length;
    const date = dates.find((d) => d.index === at);
    if (date) return date.iso;
  }
  const unlabelled = dates.find((d) => !/effective\s+date\s*[:.]?\s*$/i.test(text.slice(Math.max(0, d.index - 20), d.index)));
  return unlabelled?.iso ?? null;
}

// ---------------------------------------------------------------------------------------------
// The organisation's name

/** Words that do not tell names apart: dropped everywhere. */
const FILLER = new Set(['the', 'and']);
/** Legal-form suffixes: dropped from the end of the organisation's name. */
const SUFFIXES = new Set(['inc', 'incorporated', 'corp', 'corporation', 'co', 'company', 'llc', 'lc', 'ltd', 'limited', 'pc', 'nfp', 'pbc']);

/** Lowercase words without accents or punctuation; '&' is 'and'; periods and apostrophes join ('Inc.' → inc, "Children's" → childrens). */
export function nameTokens(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((t) => t && !FILLER.has(t));
}

/** The name's distinctive words: without filler words and without the legal-form suffixes at its end. */
export function coreName(name: string): string[] {
  const tokens = nameTokens(name);
  const core = [...tokens];
  while (core.length > 1 && SUFFIXES.has(core[core.length - 1]!)) core.pop();
  return core.length ? core : tokens;
}

/** Edit distance, giving up (returning max + 1) once it exceeds `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * Whether the organisation's name is in the text: its distinctive words in order, as whole words,
 * spaces between them optional (OCR joins and splits words), with one misread character allowed
 * in names of 8 letters or more and two in names of 20 or more.
 */
export function containsName(text: string, name: string): boolean {
  const target = coreName(name).join('');
  if (!target) return false;
  const words = nameTokens(text);
  const allowed = target.length >= 20 ? 2 : target.length >= 8 ? 1 : 0;
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    for (let j = i; j < words.length; j++) {
      joined += words[j];
      if (joined.length > target.length + allowed) break;
      if (joined.length < target.length - allowed) continue;
      if (joined === target) return true;
      if (allowed && (joined[0] === target[0] || joined[1] === target[1]) && distance(joined, target, allowed) <= allowed) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------

/** The checks on a letter's text, for an organisation called `organizationName`. */
export function checkLetter(text: string, organizationName: string, now = new Date()): LetterVerdict {
  const body = text.slice(0, MAX_TEXT);
  const textLength = body.replace(/\s+/g, ' ').trim().length;
  const findings: LetterFindings = {
    has501c3: has501c3Wording(body),
    irsWording: hasIrsWording(body),
    ein: findEin(body),
    nameMatched: containsName(body, organizationName),
    letterDate: findLetterDate(body, now),
    textLength,
  };
  if (textLength < MIN_TEXT) return { findings, verified: false, reason: REASONS.noText };
  const reasons: string[] = [];
  if (!findings.has501c3 || !findings.irsWording) reasons.push(REASONS.notDetermination);
  if (!findings.ein) reasons.push(REASONS.noEin);
  if (!findings.nameMatched) reasons.push(REASONS.noName(organizationName));
  return { findings, verified: reasons.length === 0, reason: reasons.length ? reasons.join(' ') : null };
}
