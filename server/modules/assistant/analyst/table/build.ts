// A stored table (the parser's grid: header rows and rows of cells) read into the table model,
// from its content rather than its position: which columns hold figures and which name the rows
// (text that mostly differs from row to row, a column of years, a record's name and date), where
// the periods are (across the top, down the side, in a column of records), the header path over
// each column (a heading spanning the columns below it), the section path over each row, headings
// restated half way down, and the unit, scale and currency of each figure.
import type { StoredTable } from '../../../documents';
import type { CellValue } from '../../../documents/parse/types';
import { findPeriods, intervalOf, type Period } from '../periods';
import { bandWord, cleanLabel, foldAccents, isStopword, MONTH_NAMES, plainText, words } from '../text';
import {
  isNumber,
  isText,
  type Category,
  type Col,
  type ColumnKind,
  type Fact,
  type Row,
  type TableKind,
  type TableModel,
  type UnitKind,
} from './types';
import { CURRENCY_WORD, currenciesNamed } from '../../../../lib/currencies';
import { columnKindOf, currencyOf, dollarsOf, labelScale, scaleOf, tableKindOf, unitOfLabel, YEAR_TO_DATE } from './units';

/** A column of the year before the one the others name, in the words of several countries. */
const PRIOR_COLUMN = /\b(?:vorjahr|prior year|previous year|last year|preceding year|anno precedente|esercizio precedente|ano anterior|ejercicio anterior|exercice precedent|annee precedente|vorig jaar|vorig boekjaar|forrige ar|foregaende ar)\b/i;

export interface TableContext {
  /** Short passages printed beside the table (captions and headings of its sheet or page). */
  captions: string[];
  /** A scale the document's text states ('(in thousands, except per share data)'). */
  docScale: number | null;
}

const isYearInt = (v: CellValue | undefined): v is number => isNumber(v) && Number.isInteger(v) && v >= 1950 && v <= 2100;
/** '202312' (year and month) or '20231231' in a column of periods. */
const yearMonthInt = (v: CellValue | undefined): Period | null => {
  if (!isNumber(v) || !Number.isInteger(v)) return null;
  const s = String(v);
  if (/^(19|20)\d{2}(0[1-9]|1[0-2])$/.test(s)) return { kind: 'month', year: Number(s.slice(0, 4)), month: Number(s.slice(4)), start: 0, end: 6, text: s };
  if (/^(19|20)\d{2}(0[1-9]|1[0-2])([0-2]\d|3[01])$/.test(s)) return { kind: 'date', year: Number(s.slice(0, 4)), month: Number(s.slice(4, 6)), day: Number(s.slice(6)), start: 0, end: 8, text: s };
  return null;
};

/** A text that is a period and (nearly) nothing else: '2019', 'FY2025', 'Mar-25', 'June 30, 2024', 'Q1 2019'. */
const periodKeyOf = (p: Period) => `${p.kind}|${p.year}|${p.month}|${p.day}|${p.quarter}`;


/**
 * The days of one column in one order: '03-07-2025' beside '19-08-2025' is the 3rd of July, as
 * the column's other days say (an export of a day-first country). Such a column's days are written
 * year first ('2025-07-03') for everything after; a column that never shows its order is left.
 */
export function dayFirstColumns(cells: CellValue[][], width: number): void {
  const DAY = /^\s*(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b(.*)$/s;
  for (let c = 0; c < width; c++) {
    const parts = cells.map((row) => {
      const v = row[c];
      return typeof v === 'string' ? DAY.exec(v) : null;
    });
    const dated = parts.filter((m): m is RegExpExecArray => m !== null);
    if (dated.length < 2) continue;
    const dayFirst = dated.some((m) => Number(m[1]) > 12 && Number(m[3]) <= 12) && !dated.some((m) => Number(m[3]) > 12 && Number(m[1]) <= 12);
    if (!dayFirst) continue;
    const pad = (n: number) => String(n).padStart(2, '0');
    parts.forEach((m, i) => {
      if (!m) return;
      const [day, month] = [Number(m[1]), Number(m[3])];
      if (day < 1 || day > 31 || month < 1 || month > 12) return;
      cells[i]![c] = `${m[4]!.length === 2 ? `20${m[4]}` : m[4]}-${pad(month)}-${pad(day)}${m[5]}`;
    });
  }
}

/** A heading without the day it was changed on: '2025-26 Budget (amended 1/20/26)' is the 2025-26 budget, not one of January 20. */
function withoutQualifier(label: string): string {
  return label.replace(/\((?:amended|revised|approved|adopted|updated|restated|reforecast|re-forecast|prepared|printed|run)\b[^)]*\)/gi, ' ');
}

export function periodOfLabel(text: string): Period | null {
  // (A day with its time, '2025-08-27 02:50:56', '2025-08-27T02:50:56Z', '27/08/2025 14:02': the day.)
  const t = plainText(text)
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2})T(?=\d{2}:)/, '$1 ')
    .replace(/^(\S*\d\S*)\s+\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?\s*(?:[ap]\.?m\.?)?\s*(?:z|utc|gmt|[+-]\d{2}:?\d{2})?$/i, '$1');
  if (!t) return null;
  const found = findPeriods(t);
  if (!found.length) return null;
  const covered = found.reduce((n, p) => n + p.text.replace(/[^a-z0-9]/gi, '').length, 0);
  const all = t.replace(/\(\d{1,2}\)|\b(as of|at|of|in|the|year|years|ended|ending|fiscal|fy|calendar|balance|weeks?|months?)\b/gi, '').replace(/[^a-z0-9]/gi, '').length;
  if (covered < all * 0.7) return null;
  return combinePeriods(found);
}

/**
 * Several periods said together, as one: 'Fiscal 2019' over 'First Quarter' is Q1 FY2019; two
 * dates ('January 26, 2019 - February 22, 2019') are the span ending on the second.
 */
export function combinePeriods(found: Period[]): Period | null {
  if (!found.length) return null;
  const span = found.find((p) => p.kind === 'span');
  const year = found.find((p) => p.kind === 'year');
  if (span) return span.year === undefined && year?.year !== undefined ? { ...span, year: year.year } : span;
  const dates = found.filter((p) => p.kind === 'date');
  if (dates.length === 2 && dates[0]!.year !== undefined) {
    const [a, b] = dates as [Period, Period];
    // ('01/07/2024 - 31/07/2024': the first day of a month to its last is that month.)
    if (a.day === 1 && a.month === b.month && a.year === b.year && b.year !== undefined && b.month !== undefined && b.day === new Date(Date.UTC(b.year, b.month, 0)).getUTCDate()) {
      return { kind: 'month', year: b.year, month: b.month, start: a.start, end: b.end, text: `${MONTH_NAMES[b.month - 1]} ${b.year}` };
    }
    const months = Math.max(1, Math.round(((b.year! - a.year!) * 12 + (b.month! - a.month!) + (b.day! - a.day!) / 30)));
    return { kind: 'span', months, year: b.year, month: b.month, day: b.day, start: a.start, end: b.end, text: `${a.text} - ${b.text}` };
  }
  if (dates.length >= 1) return dates[0]!;
  const qh = found.find((p) => p.kind === 'quarter' || p.kind === 'half');
  // ('Q2 (Oct-Dec 2025)': the months said, with their year, place the quarter: the second quarter
  // of the fiscal year that starts in July 2025, named by the year it ends in.)
  const months = found.find((p) => p.kind === 'monthRange' && p.year !== undefined && p.month !== undefined);
  if (qh?.kind === 'quarter' && qh.quarter && qh.year === undefined && year?.year === undefined && months) {
    const start = ((((months.month! - 1 - 3 * (qh.quarter - 1)) % 12) + 12) % 12) + 1;
    const from = start <= months.month! ? months.year! : months.year! - 1;
    return { ...qh, year: start === 1 ? from : from + 1, fiscal: true };
  }
  // ('Q3' merged over 'Jul-26', 'Aug-26', 'Sep-26': each column its month, the quarter its group.)
  const oneMonth = found.find((p) => p.kind === 'month');
  if (qh && !oneMonth) return qh.year === undefined && year?.year !== undefined ? { ...qh, year: year.year, fiscal: true } : qh;
  const month = oneMonth ?? found.find((p) => p.kind === 'month' || p.kind === 'monthRange');
  if (month) {
    if (month.year !== undefined || year?.year === undefined || month.kind !== 'month') return month;
    // 'FY2025' over 'Jan': a month of that fiscal year; '2025' over 'JAN': January 2025.
    return year.fiscal ? { ...month, fiscalYear: year.year } : { ...month, year: year.year };
  }
  return found.find((p) => p.kind === 'year' || p.kind === 'range') ?? found[0]!;
}

const GENERIC_HEAD = new Set(
  'in of the a an and for as at to by on usd us dollars dollar eur euro euros gbp rmb cny aud cad thousand thousands million millions billion billions 000 k m bn mn amount amounts value values balance balances figure figures total'.split(
    ' ',
  ),
);
const PERIOD_WORDS = new Set('year years ended ending end month months period periods fiscal fy as at quarter quarters week weeks half calendar three six nine twelve first second third fourth'.split(' '));
const KIND_WORDS = new Set(
  'budget budgeted plan planned approved revised adopted original proposed target actual actuals forecast projected projection estimate estimated variance var change ytd fav unfav favorable unfavorable favourable unfavourable difference increase decrease'.split(
    ' ',
  ),
);

/** Stems of a header's words that say what the column is (not its period, unit, kind or filler). */
const MONTH_WORD = /^(?:jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december)$/;

/**
 * An ageing band as one word, the same one a question's band reads as (plan/lexicon.ts):
 * '> 90', 'Over 90 days', '91+' → over90; '61 - 90' → 61to90; '0 - 30' and '1 - 30' → 1to30.
 */
export function ageingBand(text: string): string | null {
  const t = text.toLowerCase().replace(/\s*(?:days?|d)\b\.?|\s*(?:past due|overdue|old)\b/g, '').replace(/\s+/g, ' ').trim();
  const over = /^(?:>|over|more than|greater than|older than|above)\s*(\d{2,3})$/.exec(t) ?? /^(\d{2,3})\s*(?:\+|and over|or more|and above|plus)$/.exec(t);
  if (over) return bandWord('over', Number(over[1]));
  const range = /^(\d{1,3})\s*(?:-|–|to)\s*(\d{2,3})$/.exec(t);
  if (range && Number(range[2]) > Number(range[1])) return bandWord('band', Number(range[2]));
  return null;
}


function ownStems(text: string): string[] {
  const band = ageingBand(plainText(text));
  if (band) return [...new Set([...ownStemsOf(text), band])];
  return ownStemsOf(text);
}

function ownStemsOf(text: string): string[] {
  // A statement's 'In' and 'Out' ('Inn', 'Ut', 'Paid in', 'Money out'): money in, money out.
  // (With its currency after it, 'Out (£)', 'In (USD)'.)
  const bare = plainText(text).replace(/\(\s*(?:[^\w\s]{1,3}|[a-z]{1,2}\$|[a-z]{3})\s*\)\s*$/i, '').trim().toLowerCase();
  // (And as French, Spanish, Portuguese, German and Dutch statements head them: 'Dépôt', 'Retrait'.)
  if (/^(?:in|inn|paid in|money in|inflows?|innskudd|entradas?|ingresos?|dépôts?|depots?|depósitos?|depositos?|entrées?|encaissements?|abonos?|einzahlungen?|eingang|haben|bij)$/.test(bare)) return ['moneyin', 'deposit'];
  if (/^(?:out|ut|paid out|money out|outflows?|uttak|salidas?|egresos?|retraits?|sorties?|décaissements?|retiros?|cargos?|auszahlungen?|ausgang|soll|af)$/.test(bare)) return ['moneyout', 'withdrawal'];
  // Footnote numbers glued to a word ('RESTATED3', 'share7').
  let t = plainText(text).replace(/\b([a-z]{4,})\d{1,2}\b/gi, '$1');
  for (const p of findPeriods(t)) t = t.replace(p.text, ' ');
  // '(In thousands, except percentages)', '(Dollars in millions)', '$000': units, not names.
  t = t.replace(/\([^)]*\b(?:thousands?|millions?|billions?|except|dollars|percentages?|unaudited|audited|restated|note \d+)\b[^)]*\)/gi, ' ').replace(/[$€£]\s?(?:000|'000|m|mm|k|bn)\b/gi, ' ');
  // Annotations: 'Restated', 'See note 2', '(unaudited)'.
  t = t.replace(/\b(?:see\s+)?notes?\s+\d+[a-z]?\b|\brestated\b|\b(?:un)?audited\b|\bas previously reported\b|\bfiscal year end\b/gi, ' ');
  // '53 weeks', '12 months': the length of a period, not a name.
  // (Not an ageing band's bound in days: '> 30 days', 'over 90 days past due'.)
  t = t.replace(/(?<!(?:[<>≥≤+]|\b(?:over|under|above|below|than|past|beyond|within))\s*)\b\d+\s*days?\b|\b\d+\s*(?:weeks?|wks?|months?|mos?|years?)\b/gi, ' ').replace(/\(\d{1,2}\)|\(\w\)/g, ' ');
  return words(t)
    // A month's name left when the year sat on another header row ('2025' over 'Apr'): a period too.
    .filter((w) => !isStopword(w.word) && !GENERIC_HEAD.has(w.word) && !PERIOD_WORDS.has(w.word) && !KIND_WORDS.has(w.word) && !MONTH_WORD.test(w.word) && !/^(?:19|20)\d{2}$/.test(w.word) && !/^0+$/.test(w.word))
    .map((w) => w.stem);
}

const stemsOf = (text: string) => words(text).filter((w) => !isStopword(w.word)).map((w) => w.stem);

/** The other usual names of the statement a title names ('Statement of Financial Position' is the balance sheet). */
const STATEMENT_NAMES: Array<[RegExp, string]> = [
  [/\b(?:statements? of (?:financial position|net assets|condition)|balance sheets?)\b/i, 'balance sheet statement of financial position'],
  [/\b(?:statements? of (?:activities|financial activities|operations|income|comprehensive income)|income statements?|profit and loss|profit & loss|p&l|income and expenditure|operating statement)\b/i, 'income statement statement of activities profit and loss'],
  [/\b(?:statements? of cash flows?|cash flow statements?)\b/i, 'cash flow statement'],
  [/\bstatements? of functional expenses\b/i, 'functional expenses statement'],
];
/**
 * The service an export came from, by its own columns, when its file does not say: a Stripe
 * balance history ('Available On (UTC)', or Source, Fee and Net beside 'txn_' keys), a PayPal
 * activity download ('Balance Impact', or Gross, Fee and Net with a Transaction ID), a Square or
 * SumUp transactions export. People name
 * the service ('the stripe fees'); the export names only its columns.
 */
function exportNames(stored: StoredTable): string {
  const heads = [...(stored.columns ?? []), ...(stored.headerRows ?? []).flat()].map((h) => String(h ?? '').trim().toLowerCase());
  const has = (re: RegExp) => heads.some((h) => re.test(h));
  const out: string[] = [];
  if (has(/^available on(?: \(utc\))?$/) || has(/^(?:seller message|statement descriptor|converted amount)$/) || (has(/^source$/) && has(/^fee$/) && has(/^net$/) && has(/^created(?: \(utc\))?$/))) out.push('stripe');
  if (has(/^balance impact$/) || (has(/^gross$/) && has(/^fee$/) && has(/^net$/) && has(/^transaction id$/))) out.push('paypal');
  // (Square's transactions export: 'Square Gift Card' and 'Gross Sales' beside 'Net Total'; SumUp's:
  // 'Payout Amount' beside 'Transaction Type'.)
  // (Both are card readers, which is what people call them.)
  if (has(/^square gift card$/) || (has(/^gross sales$/) && has(/^net total$/) && has(/^card entry methods$/))) out.push('square card reader');
  if (has(/^payout amount$/) && has(/^transaction (?:type|code)$/)) out.push('sumup card reader');
  // (Safaricom's M-Pesa statement: 'Receipt No.', 'Completion Time', 'Paid In', 'Withdrawn'.)
  if (has(/^receipt no\.?$/) && has(/^completion time$/) && has(/^paid in$/) && has(/^withdrawn$/)) out.push('mpesa m-pesa');
  return out.join(' ');
}

function statementNames(text: string): string {
  return STATEMENT_NAMES.filter(([re]) => re.test(text)).map(([, names]) => names).join(' ');
}

/**
 * A label without the form's cross-references and instructions, which name no line ('Contributions
 * and grants (Part VIII, line 1h)', 'Total revenue - add lines 8 through 11', 'Total expenses. Add
 * lines 13-17 (must equal Part IX, column (A), line 25)'): the words a reader names the line by.
 */
export function namingText(label: string): string {
  let t = label.replace(/\((?=[^()]*\b(?:part|line|lines|column|schedule|form)\s+[ivx\d(])[^()]*(?:\([^()]*\)[^()]*)*\)/gi, ' ');
  t = t.replace(/(?:[.,;:]|\s-|\s—)\s*(?:add|subtract|enter|combine|attach|complete|see)\b.*$/i, ' ');
  // (And the item's number a statement prints before it, '8. Staff costs', 'A) Surplus', 'iv) Rent':
  // its place in the list, not a word of its name.)
  t = t.replace(/^\s*\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+(?=\p{L})/iu, '');
  t = t.replace(/\s+/g, ' ').trim();
  return t || label;
}
const labelStems = (label: string) => stemsOf(namingText(label));

/** Where a table is, for the source line: 'Budget.xlsx, sheet Budget', 'Report.pdf, pages 3-4'. */
export function where(t: StoredTable): string {
  const parts = [t.fileName];
  if (t.sheet) parts.push(`sheet ${t.sheet}`);
  if (t.page) parts.push(t.lastPage && t.lastPage !== t.page ? `pages ${t.page}-${t.lastPage}` : `page ${t.page}`);
  if (!t.sheet && !t.page && t.name && t.name !== t.fileName.replace(/\.[a-z0-9]+$/i, '')) parts.push(t.name);
  return parts.join(', ');
}

const cellString = (v: CellValue | undefined) => (v === null || v === undefined ? '' : String(v).trim());

interface ColStats {
  numbers: number;
  texts: number;
  yearInts: number;
  periodTexts: number;
  /** Texts that are account codes ('4010', '6150-01'). */
  codeTexts: number;
  yearMonths: number;
  distinct: Set<string>;
  textLength: number;
  filled: number;
}

const WEEKDAY = /^\s*(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|monday|tuesday|wednesday|thursday|friday|saturday|sunday|lun|mar|mer|jeu|ven|sam|dim|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)\.?\s*$/i;
const ACCOUNT_HEAD = /\b(acct|account|code|gl|ledger|ref|nominal|compte|cuenta|conto|konto|conta|rekening)\b|\bn\/c\b|\ba\/c\b|#|\b(?:acct|account|gl|line|item)\s*(?:no\.?|number|num)\b|^\s*(?:no\.?|number|num)\s*$/i;
const REF_HEAD = /^(?:ref(?:erence)?s?\.?|ref\s*#|(?:invoice|inv|doc(?:ument)?|transaction|txn|cheque|check|voucher|receipt|journal|je)\s*(?:no\.?|#|number|id|ref)?)$/i;
// (And a card's or an account's number as a payment export masks it: 'Card last four', 'Card number', 'IBAN', 'Sort code'.)
/** A currency named in words or by its code in a heading ('Rupees', 'US dollars', 'EUR'). */
const ID_HEAD = /\b(ein|tin|id|identifier|zip|postal|phone|fax|ssn|npi|duns|uei|cik|isin|cusip|digits|last\s*(?:4|four)|card\s*(?:no\.?|number|#)|iban|bic|swift|sort\s*code|routing|bsb|terminal)\b/i;
const PERIOD_HEAD = /\b(year|yr|fy|fiscal|period|date|month|quarter|as of|tax year|tax period|week)\b/i;
const NOTE_HEAD = /\b(notes?|description|desc|comments?|memo|explanation|remarks?|details?|narrative|purpose|used for|basis|method)\b/i;

/** The line's usual category by its name, when nothing in the table says. */
export function lexiconCategory(label: string): Category | null {
  const l = label.toLowerCase();
  if (/\b(net assets|fund balances?|equity|retained earnings|reserves)\b/.test(l) && !/\bliabilit/.test(l)) return 'netassets';
  if (/\b(accumulated|receivables?|payables?|prepaid|accrued|deferred|allowance|liabilit|assets?)\b/.test(l)) return /\b(payables?|accrued|deferred revenue|liabilit|loans? payable|notes payable)\b/.test(l) ? 'liability' : /\b(assets?|receivables?|prepaid|cash|investments?)\b/.test(l) ? 'asset' : null;
  if (/^grants?$|^(government|foundation|federal|state|corporate|private) grants?$/.test(l)) return 'revenue';
  // An employer's contributions are spending ('Pension contributions', 'Employer 401(k) contributions').
  if (/\b(pension|retirement|superannuation|super|401\(?k\)?|403\(?b\)?|employer|kiwisaver|national insurance|ni)\b.*\bcontributions?\b/.test(l)) return 'expense';
  if (/\b(revenues?|income|donations?|contributions?|gifts?|grants? (income|revenue)|grant income|dues|memberships?|sponsorships?|ticket sales|sales|tuition|interest income|investment income|dividends|royalties|program (service )?fees|fees earned|bequests?|legacies|fundraising income|events? income|support)\b/.test(l) && !/\bexpenses?\b|\bcost\b/.test(l)) return 'revenue';
  if (/\b(expenses?|expenditures?|costs?|salar(y|ies)|wages|payroll|benefits|rent|occupancy|utilities|insurance|supplies|travel|mileage|postage|printing|telephone|internet|software|depreciation|amortization|maintenance|repairs|professional fees|consulting|audit|legal|bank (fees|charges)|advertising|marketing|training|equipment|food|meals|stipends|subcontracts?|cost of goods|hire|rental|cleaning|catering|transport|freight|security|honorari(?:a|um)|fuel|mileage)\b/.test(l)) return 'expense';
  return null;
}

export function categoryOfHeading(text: string): Category | null {
  // (Other languages' headings as the English: 'Einnahmen' and 'Ausgaben', 'Ingresos' and 'Gastos',
  // 'Produits' and 'Charges', 'Inntekter' and 'Kostnader'; accents folded.)
  const t = foldAccents(text.toLowerCase())
    .replace(/\b(?:einnahmen|ertrage|ertraege|ertrag|betriebsertrag|ingresos|produits|recettes|inntekter|baten|opbrengsten|entradas|receitas|entrate|proventi|ricavi)\b/g, ' income ')
    .replace(/\b(?:ausgaben|aufwendungen|aufwand|betriebsaufwand|gastos|egresos|depenses|kostnader|utgifter|lasten|kosten|despesas|uscite|oneri|costi)\b/g, ' expenses ')
    // (A balance sheet's two sides: 'Aktiven' and 'Passiven', 'Attivo' and 'Passivo', 'Activo' and
    // 'Pasivo', 'Actif' and 'Passif', 'Ativo' and 'Passivo'.)
    .replace(/^\s*(?:aktiven|aktiva|attivo|attivita|activo|activos|actif|ativo|activa)\s*$/, ' assets ')
    .replace(/^\s*(?:passiven|passiva|passivo|pasivo|pasivos|passif|passiva)\s*$/, ' liabilities ')
    // (A French statement's 'PRODUITS' and 'CHARGES' standing alone as its two sections.)
    .replace(/^\s*produits\s*$/, ' income ')
    .replace(/^\s*charges\s*$/, ' expenses ');
  // ('Ordinary Income/Expense', 'Revenue and expenses': both, so neither; the headings inside say.)
  if (/\b(?:revenues?|income|receipts)\b/.test(t) && /\b(?:expenses?|expenditures?|payments)\b/.test(t)) return null;
  if (/liabilit/.test(t)) return 'liability';
  if (/\b(net assets|fund balances?|equity)\b/.test(t)) return 'netassets';
  if (/\bassets?\b/.test(t)) return 'asset';
  // ('PAYMENTS' over a receipts and payments account's spending, not 'Lease payments' owed.)
  if (/\b(expenses?|expenditures?|costs?|spending|disbursements?|outgoings)\b/.test(t) || /^\s*(?:total\s+)?payments(?:\s+made)?\s*:?\s*$/.test(t)) return 'expense';
  if (/\b(revenues?|income|support|receipts|contributions|sales|incoming resources)\b/.test(t)) return 'revenue';
  return null;
}

export function buildTable(stored: StoredTable, context: TableContext): TableModel | null {
  const source = stored.rows ?? [];
  if (!source.length) return null;
  const headerRows = (stored.headerRows ?? []).map((h) =>
    h.map((c) =>
      plainText(String(c ?? ''))
        .replace(/_/g, ' ')
        // ('Disburse- ments': a heading's word broken over two lines at its hyphen.)
        .replace(/([a-z])- ([a-z])/g, '$1$2')
        // '2 0 1 8' (a heading set with spaced letters): 2018.
        .replace(/\b([12]) ([09]) (\d) (\d)\b/g, '$1$2$3$4')
        .trim(),
    ),
  );
  const width = Math.max(stored.columns?.length ?? 0, ...headerRows.map((h) => h.length), ...source.map((r) => r.cells.length));
  if (!width) return null;
  // Figures a parser kept as text ('3380' taken for an account code under 'Total Number of
  // Shares Purchased'): read as numbers unless the column is headed like codes.
  const cells: CellValue[][] = source.map((r) => [...r.cells]);
  dayFirstColumns(cells, width);
  for (let c = 0; c < width; c++) {
    const head = headerRows.map((h) => h[c] ?? '').join(' ');
    if (ACCOUNT_HEAD.test(head) && !/\b(?:number of|no\. of|total|amount|shares|units|count|value|balance)\b/i.test(head)) continue;
    let digits = 0;
    let filled = 0;
    for (const row of cells) {
      const v = row[c];
      if (v === null || v === undefined || v === '') continue;
      filled++;
      if (typeof v === 'string' && /^\d{3,6}$/.test(v.trim())) digits++;
    }
    if (filled && digits >= filled * 0.7 && c > 0) for (const row of cells) if (typeof row[c] === 'string' && /^\d{3,6}$/.test((row[c] as string).trim())) row[c] = Number(row[c]);
  }
  const cell = (r: number, c: number): CellValue => cells[r]?.[c] ?? null;

  // Column statistics over the body.
  const stats: ColStats[] = [];
  for (let c = 0; c < width; c++) {
    const s: ColStats = { numbers: 0, texts: 0, yearInts: 0, periodTexts: 0, codeTexts: 0, yearMonths: 0, distinct: new Set(), textLength: 0, filled: 0 };
    for (let r = 0; r < source.length; r++) {
      const v = cell(r, c);
      if (v === null || v === '') continue;
      s.filled++;
      if (isNumber(v)) {
        s.numbers++;
        if (isYearInt(v)) s.yearInts++;
        if (yearMonthInt(v)) s.yearMonths++;
        s.distinct.add(String(v));
      } else if (isText(v)) {
        s.texts++;
        s.textLength += v.length;
        s.distinct.add(v.trim().toLowerCase());
        if (periodOfLabel(v)) s.periodTexts++;
        if (/^\d{3,6}(?:[-.]\d{1,4})?$/.test(v.trim())) s.codeTexts++;
      }
    }
    stats.push(s);
  }
  const numericCol = (c: number) => {
    const s = stats[c]!;
    return s.numbers > 0 && s.numbers >= 0.5 * (s.numbers + s.texts);
  };

  // Rows in the body that restate headings ('2019 | 2018' or 'Fiscal 2018' half way down): no figures, words over figures.
  const headerLike = source.map((_, i) => {
    const r = { cells: cells[i]! };
    const numericCells = r.cells.map((v, c) => ({ v, c })).filter(({ c }) => numericCol(c));
    const figures = numericCells.filter(({ v }) => isNumber(v) && !isYearInt(v));
    const years = numericCells.filter(({ v }) => isYearInt(v));
    // ('Note' over a column of note numbers beside the year columns is a heading too.)
    const words = numericCells.filter(({ v }) => isText(v) && !/^(?:notes?|ref\.?|schedule)$/i.test(String(v).trim()));
    if (figures.length) return false;
    if (years.length >= 2 && new Set(years.map(({ v }) => v)).size === years.length && !words.length) {
      // A row of years with nothing else in its label column is a header.
      const others = r.cells.filter((v, c) => !numericCol(c) && isText(v));
      return others.length <= 1 && i < source.length - 1;
    }
    if (!words.length) return false;
    return words.length >= 2 || words.some(({ v }) => periodOfLabel(String(v)) !== null) || /^\(?(?:in |\$|£|€)/i.test(String(words[0]!.v));
  });

  // Label column: text that names rows (mostly different from row to row), or a column of years.
  const bodyRows = source.filter((_, i) => !headerLike[i]).length || 1;
  let labelColumn = -1;
  let labelScore = -Infinity;
  for (let c = 0; c < width; c++) {
    const s = stats[c]!;
    const head = headerRows.map((h) => h[c] ?? '').join(' ');
    let score: number;
    if (!numericCol(c) && s.texts > 0) {
      const coverage = s.texts / bodyRows;
      if (coverage < 0.25) continue;
      // The same words on every row (the filer's name down a flattened form) name no row when another column of words does.
      if (s.distinct.size === 1 && s.texts >= 3 && stats.some((o, k) => k !== c && !numericCol(k) && o.texts >= s.texts * 0.8 && o.distinct.size > 1)) continue;
      // A time of day ('13:54:12') says when in the day, never what the row is.
      let times = 0;
      for (let r = 0; r < source.length; r++) if (isText(cell(r, c)) && /^\s*\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*$/i.test(String(cell(r, c)))) times++;
      if (times >= s.texts * 0.8) continue;
      // Nor a day of the week ('mardi', 'Thu', 'Saturday'): when, in a week, not what.
      let weekdays = 0;
      for (let r = 0; r < source.length; r++) if (isText(cell(r, c)) && WEEKDAY.test(String(cell(r, c)))) weekdays++;
      if (weekdays >= s.texts * 0.8 && s.distinct.size <= 7) continue;
      const avg = s.textLength / s.texts;
      const variety = s.distinct.size / Math.max(1, s.texts);
      score = coverage * 2 + Math.min(variety, 1) * 1.5 + Math.min(avg, 40) / 40 - c * 0.15;
      if (NOTE_HEAD.test(head) && avg > 25) score -= /\bdescription\b/i.test(head) ? 0.6 : 1.5;
      // A column of dates names when, not what, when another column of words names the rows.
      if (s.periodTexts >= s.texts * 0.7 && stats.some((o, k) => k !== c && !numericCol(k) && o.texts >= bodyRows * 0.6 && o.periodTexts < o.texts * 0.5)) score -= 2;
      // Dated records with a note different on each (a ledger's memo): the note says what one
      // transaction was for; the column of names that recur (the account) is what they add up to.
      const dated = stats.some((o, k) => k !== c && !numericCol(k) && o.texts >= 2 && o.periodTexts >= o.texts * 0.8);
      const recurring = (o: ColStats, k: number) =>
        k !== c && !numericCol(k) && !NOTE_HEAD.test(headerRows.map((h) => h[k] ?? '').join(' ')) && o.texts >= s.texts * 0.8 && o.distinct.size >= 2 && o.distinct.size <= o.texts * 0.5 && o.periodTexts < o.texts * 0.5;
      if (dated && NOTE_HEAD.test(head) && s.distinct.size >= s.texts * 0.9 && stats.some(recurring)) score -= 1.5;
      // In dated records, the column headed as the account is what they add up to; a payee is who.
      if (dated && /^(?:account|account name|account title|gl account|ledger account|category|expense category|income category)$/i.test(head.trim())) score += 1;
      if (ID_HEAD.test(head)) score -= 2;
      // A document's number ('INV-1062', 'DEP-1043' under 'Reference'): it names one transaction, never a line.
      // (Or a system's own key, 'ch_3QT6L8O7ITK134', a UUID: letters and digits run together, no space.)
      const ids = [...s.distinct].filter((v) => typeof v === 'string' && (/^[a-z]{1,6}[-#/ ]?\d{2,}[a-z]?$/i.test(v) || (/^[\w-]{10,}$/.test(v) && /\d.*[a-z]|[a-z].*\d/i.test(v) && (v.match(/\d/g) ?? []).length >= 3))).length;
      if (REF_HEAD.test(head.trim()) || (s.distinct.size >= 3 && ids >= s.distinct.size * 0.8)) score -= 2;
      // Account codes kept as text ('4010', '6150-01') name an account by number; its title names it.
      if (s.codeTexts >= s.texts * 0.9 && stats.some((o, k) => k !== c && !numericCol(k) && o.texts >= s.texts * 0.8 && o.codeTexts < o.texts * 0.5)) score -= 2;
    } else if (s.yearInts >= Math.max(2, 0.5 * s.numbers) && c === firstFilled(stats) && !/\S/.test(head.replace(/year|fy|fiscal|period/gi, ''))) {
      // Years down the side ('2021', '2022', ..., 'Thereafter', 'Total').
      score = 1.5 - c * 0.15;
    } else continue;
    if (score > labelScore) {
      labelScore = score;
      labelColumn = c;
    }
  }
  if (labelColumn < 0) labelColumn = firstFilled(stats);

  // Account codes: 3-6 digit numbers headed like codes, or left of the labels.
  let codeColumn: number | null = null;
  for (let c = 0; c < width; c++) {
    if (c === labelColumn) continue;
    const s = stats[c]!;
    if (!s.filled) continue;
    const head = headerRows.map((h) => h[c] ?? '').join(' ');
    let codes = 0;
    const accountHead = ACCOUNT_HEAD.test(head) && !/\bnumber of\b/i.test(head);
    // (Words in it, 'INCOME' or 'TOTAL INCOME' where an export writes its headings, are not codes
    // nor figures: the codes are counted among the rest.)
    let words = 0;
    for (let r = 0; r < source.length; r++) {
      const v = cell(r, c);
      const t = cellString(v);
      // (Under an account heading, a class's two digits too: the French chart's '74' over its grants.)
      // (And a sub-account's eight to ten digits, as Spanish and Italian charts extend theirs: '57200002'.)
      if (t && (accountHead ? /^(?:\d{2,6}(?:[-.]\d{1,4})?|\d{7,10})$/ : /^\d{3,6}(?:[-.]\d{1,4})?$/).test(t) && !(isNumber(v) && !Number.isInteger(v))) codes++;
      else if (t && /[a-z]{3}/i.test(t) && !/\d/.test(t)) words++;
    }
    if (codes < Math.max(1, (s.filled - (ACCOUNT_HEAD.test(headerRows.map((h) => h[c] ?? '').join(' ')) && codes >= 2 ? words : 0)) * 0.7)) continue;
    if (ACCOUNT_HEAD.test(head) && !/\bnumber of\b/i.test(head)) codeColumn = c;
    else if (c < labelColumn && !head && codes >= 2 && s.distinct.size >= codes * 0.9 && s.yearInts < codes * 0.5) codeColumn = c;
    if (codeColumn !== null) break;
  }
  // A form's line numbers before its descriptions ('7.1', '7.2', '8', '9.1'), rising down the
  // page: the lines' numbers, not figures.
  for (let c = 0; c < labelColumn && codeColumn === null; c++) {
    const nos: number[] = [];
    let other = 0;
    for (let r = 0; r < source.length; r++) {
      const t = cellString(cell(r, c)).trim();
      if (!t) continue;
      const m = /^(\d{1,2}(?:\.\d{1,2})?)[a-z]?$/.exec(t);
      if (m) nos.push(Number(m[1]));
      // (A part's heading in the same column, 'PART B - INCOME', is no figure.)
      else if (!/[a-z]{3}/i.test(t)) other++;
    }
    // (With a sub-line at least, '7.1': a column of 1, 2, 3 may be draws or instalments, asked by number.)
    if (nos.length >= 3 && nos.some((n) => !Number.isInteger(n)) && other <= nos.length * 0.1 && nos.every((n, i) => i === 0 || n >= nos[i - 1]!) && new Set(nos).size >= nos.length * 0.8) codeColumn = c;
    // (Or whole numbers going up one a line, as a return numbers its questions ('19 Revenue from
    // government', '20 Donations'), when they start past 1 or the lines refer to them ('Total
    // revenue (19 to 23)'): a first column of 1, 2, 3 alone may be draws asked by number.)
    const steps = nos.filter((n, i) => i > 0 && n === nos[i - 1]! + 1).length;
    const referred = source.some((_, r) => /\(\s*\d{1,3}\s*(?:to|\+|-|–|and)\s*\d{1,3}\s*\)|\blines?\s+\d{1,3}\b/i.test(cellString(cell(r, labelColumn))));
    if (codeColumn === null && nos.length >= 3 && nos.every(Number.isInteger) && other <= nos.length * 0.1 && steps >= (nos.length - 1) * 0.8 && (nos[0]! > 1 || referred)) codeColumn = c;
  }

  // A column before the labels headed by what it numbers ('Fund' over 10, 20, 30, 40, as a church's
  // fund report numbers its funds; 'Dept', 'Class'): the lines' numbers, each its own.
  for (let c = 0; c < labelColumn && codeColumn === null; c++) {
    const head = headerRows.map((h) => h[c] ?? '').join(' ').trim();
    if (!/^(?:fund|dept|department|class|program|programme|project|division|location|branch|entity|cost centre|cost center)\.?$/i.test(head)) continue;
    const nos: number[] = [];
    let other = 0;
    for (let r = 0; r < source.length; r++) {
      const t = cellString(cell(r, c)).trim();
      if (!t) continue;
      if (/^\d{1,3}$/.test(t)) nos.push(Number(t));
      else other++;
    }
    if (nos.length >= 2 && other === 0 && new Set(nos).size === nos.length) codeColumn = c;
  }

  // Other columns: record keys (names, categories, dates, years, ids) and figures.
  const keyColumns: number[] = [];
  const periodColumns: Array<{ c: number; rank: number }> = [];
  const valueColumns: number[] = [];
  const textColumns: number[] = [];
  // Heading rows the parser left in the body (a Word table's first row 'Note | 2025 | 2024').
  const leading: number[] = [];
  // (Under a title, a note or a one-figure line written above the table ('Grant total  120,000'):
  // the first heading row before the first row of figures.)
  const firstData = source.findIndex((_, i) => !headerLike[i] && cells[i]!.filter((v) => typeof v === 'number').length >= 2);
  const headStart = source.findIndex((_, i) => headerLike[i] && (firstData < 0 || i < firstData));
  for (let i = Math.max(0, headStart); i < source.length && headerLike[i]; i++) leading.push(i);
  for (let c = 0; c < width; c++) {
    if (c === labelColumn || c === codeColumn) continue;
    const s = stats[c]!;
    if (!s.filled) continue;
    const head = [...headerRows.map((h) => h[c] ?? ''), ...leading.map((i) => cellString(cells[i]![c]))].join(' ');
    if (numericCol(c)) {
      if (/^\s*(?:notes?|note ref|ref\.?|refs?|not|noter|nota|anm\.?|anhang)\s*$/i.test(head)) continue;
      // (Nor under a heading the PDF ran into its neighbour's, 'Restricted Notes': note numbers.)
      // (Or in other words, 'Notas de la memoria', 'Annexe', 'Anhang'.)
      if (/\b(?:notes?|notas?|noter|anhang|annexe)\b/i.test(head) && source.every((_, r) => headerLike[r] || cell(r, c) === null || cell(r, c) === '' || (typeof cell(r, c) === 'number' && Number.isInteger(cell(r, c)) && (cell(r, c) as number) >= 1 && (cell(r, c) as number) <= 60))) continue;
      if (s.yearInts >= s.numbers * 0.9 && (PERIOD_HEAD.test(head) || (!head && c < labelColumn))) {
        periodColumns.push({ c, rank: /\byear|fy\b/i.test(head) ? 2 : 1 });
        keyColumns.push(c);
      } else if (s.yearMonths >= s.numbers * 0.9 && PERIOD_HEAD.test(head)) {
        periodColumns.push({ c, rank: 0 });
        keyColumns.push(c);
      } else if (
        // An accounting system's period number (1 to 12 or 13) beside the figures: which month, not a figure.
        (/^\s*(?:period|per\.?|month no\.?|period no\.?|pd)\s*$/i.test(head) && smallIntegers(source, headerLike, c, cell, 13)) ||
        // A department, fund or class by its number, its name in a column beside it ('Dept' | 'Dept Name').
        (smallIntegers(source, headerLike, c, cell, 999) && (GROUP_HEAD.test(head) || namedBeside(headerRows, c, width)))
      ) {
        keyColumns.push(c);
      } else if (
        ID_HEAD.test(head) ||
        /^(?:form|part|line|line number|line no\.?|schedule|column|col|item|section|page|seq|sequence)$/i.test(head.trim()) ||
        // A place by its number ('Unit 207', 'Apt', 'Lot', 'Room'): which one, not a figure.
        (/^(?:unit|unit\s*(?:#|no\.?|number)|apt\.?|apartment|suite|lot|plot|room|flat|house\s*(?:#|no\.?)|stall|pitch|site\s*(?:#|no\.?))$/i.test(head.trim()) && s.distinct.size >= s.numbers * 0.9 && s.numbers >= 2) ||
        // A thing's own number ('Member no.', 'Invoice #', 'Cheque number'), different on each row.
        // (A word ending so is no number: 'Abono', a Spanish bank's money in.)
        (/^[a-z][a-z ]{1,24}?(?:\s+(?:no\.?|number|num)|\s*#|\bno\.)$/i.test(head.trim()) && !/\b(?:number|no\.?) of\b/i.test(head) && s.distinct.size >= s.numbers * 0.9 && s.numbers >= 2) ||
        // (Or said with the number sign first, as other languages do: 'N° documento', 'Nº do
        // cheque', 'Núm. de factura', 'Nr. Beleg'.)
        (/^(?:n\s?[°º]|nr\.?(?=\s)|n[úu]m\.|n[úu]mero(?=\s)|no\.|#)\s*(?:(?:de|do|da|du|del|des|van|der)\s+)?[a-zà-ÿ][a-zà-ÿ ]{1,24}$/i.test(head.trim()) && !/\bof\b/i.test(head) && s.distinct.size >= s.numbers * 0.6 && s.numbers >= 2) ||
        (ACCOUNT_HEAD.test(head) && !/\bnumber of\b|\bamount\b/i.test(head) && s.distinct.size >= s.numbers * 0.9 && s.numbers > 2 && /^(?:account|acct|code|no\.?|number|#|id|ref)\b/i.test(head.trim())) ||
        // The same number on every row of a long table ('990' under 'form'): a key, not a figure.
        (s.numbers >= 5 && s.distinct.size <= 2 && valueColumnsLikely(stats, c)) ||
        // 1, 2, 3 down the rows beside other figures ('Installment', 'No.', 'Step'): a numbering.
        (numbering(source, headerLike, c, cell) && stats.some((o, k) => k !== c && o.numbers >= 2 && !numbering(source, headerLike, k, cell)) && !/\b(?:amount|total|count|number of|qty|quantity|units|hours|days|months|years|fte|staff|people|members|\$|£|€)\b/i.test(head))
      ) {
        keyColumns.push(c);
      } else valueColumns.push(c);
    } else {
      const avg = s.texts ? s.textLength / s.texts : 0;
      if (s.periodTexts >= s.texts * 0.8 && s.texts >= 2) {
        periodColumns.push({ c, rank: PERIOD_HEAD.test(head) ? 2 : 1 });
        keyColumns.push(c);
      } else if (NOTE_HEAD.test(head) || avg > 40) textColumns.push(c);
      else if (s.texts >= bodyRows * 0.5) keyColumns.push(c);
      else textColumns.push(c);
    }
  }

  // A column left of the labels naming a group of rows on its first row only ('5 Fundraising' on
  // the first of its lines, blank below, then '9 Administration'): each line's group, written down
  // to the next group or heading, so the lines it names twice are told apart.
  for (const c of [...textColumns]) {
    if (c >= labelColumn) continue;
    const s = stats[c]!;
    const head = headerRows.map((h) => h[c] ?? '').join(' ');
    if (NOTE_HEAD.test(head) || s.texts < 2 || s.texts >= bodyRows * 0.5 || s.textLength / s.texts > 40) continue;
    const figures = (i: number) => valueColumns.some((k) => isNumber(cells[i]![k]));
    // Written beside figures (a group's first line), not only on heading rows.
    const starts = source.filter((_, i) => !headerLike[i] && isText(cells[i]![c]) && figures(i)).length;
    if (starts < 2) continue;
    let current: CellValue = null;
    source.forEach((src, i) => {
      if (headerLike[i]) return;
      const v = cells[i]![c];
      // (A heading or a total closes the group: it is not one group's line.)
      if (!figures(i) || (src.isSubtotal && !isText(v))) current = null;
      else if (isText(v)) current = v;
      else if (current !== null) cells[i]![c] = current;
    });
    s.distinct = new Set(source.flatMap((_, i) => (!headerLike[i] && isText(cells[i]![c]) ? [String(cells[i]![c]).trim().toLowerCase()] : [])));
    s.texts = source.filter((_, i) => !headerLike[i] && isText(cells[i]![c])).length;
    textColumns.splice(textColumns.indexOf(c), 1);
    keyColumns.push(c);
    keyColumns.sort((a, b) => a - b);
  }

  // A table of words and dates only (a reporting schedule: report, period covered, due date; a list
  // of people and roles): no figure to pivot, so each column beside the labels answers as text.
  if (!valueColumns.length && keyColumns.length && !stats.some((s, c) => c !== labelColumn && s.numbers > 0 && !keyColumns.includes(c))) {
    const words = keyColumns.filter((c) => !numericCol(c));
    if (words.length) {
      textColumns.push(...words);
      textColumns.sort((a, b) => a - b);
      keyColumns.splice(0, keyColumns.length, ...keyColumns.filter((c) => !words.includes(c)));
      periodColumns.splice(0, periodColumns.length, ...periodColumns.filter((p) => !words.includes(p.c)));
    }
  }

  // Periods down the side: most labels are periods.
  const labelPeriods = source.map((_, i) => {
    if (headerLike[i]) return null;
    const v = cells[i]![labelColumn];
    if (isYearInt(v)) return { kind: 'year', year: v, start: 0, end: 4, text: String(v) } as Period;
    return isText(v) ? periodOfLabel(v) : null;
  });
  const dataCount = source.filter((_, i) => !headerLike[i] && valueColumns.some((c) => isNumber(cells[i]![c]))).length;
  // A period heading a block of lines ('March 31, 2027' over its lines, then 'March 31, 2026'
  // over the same lines again): each line of the block is for that period.
  let blockPeriod: Period | null = null;
  let blockHeads = 0;
  const underPeriod = source.map((_, i) => {
    if (headerLike[i]) return (blockPeriod = null);
    const figures = valueColumns.some((c) => isNumber(cells[i]![c]));
    if (labelPeriods[i] && !figures) {
      blockHeads++;
      blockPeriod = labelPeriods[i]!;
      return null;
    }
    return labelPeriods[i] ? null : figures ? blockPeriod : null;
  });
  const periodBlocks = blockHeads >= 2 && underPeriod.filter(Boolean).length >= Math.max(2, dataCount * 0.5);
  // A roll-forward ('Balance at September 30, 2026', the year's movements, 'Balance at
  // September 30, 2027'): the lines between two dated balances are the flows of the time between them.
  const rolled: Array<Period | null> = source.map(() => null);
  const hasFigures = (i: number) => valueColumns.some((c) => isNumber(cells[i]![c]));
  const onDay = (p: Period | null | undefined): p is Period => p?.kind === 'date' && p.year !== undefined && p.month !== undefined && p.day !== undefined && !p.ended;
  // ('Balance at …', 'Non-vested at …', 'Outstanding as of …': a label saying a day and that it is a balance on it.)
  const dated = source.map((_, i) => {
    if (headerLike[i] || !hasFigures(i)) return null;
    if (onDay(labelPeriods[i])) return labelPeriods[i];
    const v = cells[i]![labelColumn];
    if (!isText(v) || !/\b(?:at|as of|as at|balances?|outstanding|beginning|ending|end of)\b/i.test(v)) return null;
    const found = findPeriods(plainText(v));
    return found.length === 1 && onDay(found[0]) ? found[0] : null;
  });
  const balances = dated.flatMap((p, i) => (p ? [i] : []));
  for (let k = 1; k < balances.length; k++) {
    const [a, b] = [balances[k - 1]!, balances[k]!];
    const [from, to] = [dated[a]!, dated[b]!];
    const flows = flowsBetween(from, to);
    if (b - a < 2 || !flows) continue;
    let moved = false;
    for (let j = a + 1; j < b; j++) {
      if (!labelPeriods[j] && !dated[j] && hasFigures(j)) (rolled[j] = flows), (moved = true);
    }
    if (moved) (rolled[a] ??= from), (rolled[b] ??= to);
  }
  const rollForward = rolled.some(Boolean);
  const rowPeriod = (i: number) => labelPeriods[i] ?? (periodBlocks ? underPeriod[i] : null) ?? rolled[i];
  const periodRowCount = source.filter((_, i) => rowPeriod(i) && hasFigures(i)).length;
  const labelDistinct =
    periodBlocks || rollForward
      ? new Set(source.map((_, i) => `${cellString(cells[i]![labelColumn]).toLowerCase()}|${(!labelPeriods[i] && rowPeriod(i)?.text) || ''}`).filter((k) => k !== '|')).size
      : (stats[labelColumn]?.distinct.size ?? 0);
  const labelFilled = stats[labelColumn]?.filled ?? 0;

  // Periods across the top: then a column of dates or a label that is a period names the row
  // ('Exercisable Through: Nov-2022', 'Issued Aug-2019'), it is not when the figure is for.
  const headerHasPeriods = valueColumns.some((c) => findPeriods(headerRows.map((h) => h[c] ?? '').join(' ')).some((p) => p.kind !== 'range' || p.year !== undefined));
  const recordPeriods = periodColumns.length > 0 && !headerHasPeriods;
  const otherKeys = keyColumns.filter((c) => !periodColumns.some((p) => p.c === c)).length;
  const shape: TableModel['shape'] =
    recordPeriods || (!headerHasPeriods && labelFilled >= 6 && labelDistinct < labelFilled * 0.7 && periodRowCount < labelFilled * 0.5) || otherKeys >= 2 ? 'record' : 'grid';

  // Headings and captions.
  const title = [stored.title, ...context.captions].filter((x): x is string => Boolean(x && x.trim())).map((x) => plainText(x).trim());
  const labelHead = headerRows.map((h) => h[labelColumn] ?? '').filter(Boolean).join(' ');
  const headerText = headerRows.flat().join(' ');
  const embeddedScale = cells.find((r, i) => headerLike[i] || r.filter((v) => v !== null && v !== '').length === 1)?.find((v) => isText(v) && scaleOf(v) !== null);
  const scale =
    scaleOf(stored.units) ??
    scaleOf(labelHead) ??
    scaleOf(stored.title ?? '') ??
    (embeddedScale ? scaleOf(String(embeddedScale)) : null) ??
    title.map((t) => scaleOf(t, t.length < 120)).find((x) => x !== null) ??
    (/\b(thousands|millions)\b/i.test(headerText) && !/\bshares? in\b/i.test(headerText) ? scaleOf(headerText) : null) ??
    null;
  // A scale found only in the document's text is used for arithmetic but not said in answers.
  const scaleStated = scale !== null;
  // (The headings' own currency first, when they name one: 'General fund KES' under a caption
  // that also names the dollars a grant came in.)
  const statedCurrency = currencyOf(headerText) ?? currencyOf([stored.units ?? '', labelHead, headerText, ...title].join(' ')) ?? markCurrency(source) ?? codeColumnCurrency(stored);
  const currency = statedCurrency ?? '$';
  const kind = tableKindOf([stored.title ?? '', stored.sheet ?? '', ...context.captions.slice(0, 4)].join(' ')) ?? null;

  const model: TableModel = {
    id: stored.id,
    stored,
    documentId: stored.documentId,
    fileName: stored.fileName,
    where: where(stored),
    title: title[0] ?? stored.sheet ?? stored.name,
    captions: context.captions,
    shape,
    periodAxis: 'none',
    kind,
    labelColumn,
    codeColumn,
    keyColumns,
    cols: [],
    rows: [],
    // (Not the document's, when the table's own headings name its currency by word or code and
    // no scale with it: '2025 Rupees' in statements whose one note is in thousands.)
    scale: scale ?? (CURRENCY_WORD.test(headerText) ? 1 : context.docScale) ?? 1,
    scaleStated,
    currency,
    currencyStated: statedCurrency !== null,
    dollarsStated: statedCurrency === null && (dollarsOf(headerText) || dollarsOf([stored.units ?? '', labelHead, ...title, stored.fileName].join(' '))),
    titleStems: [...new Set([...title, stored.sheet ?? '', stored.name, statementNames([...title, stored.sheet ?? '', stored.name, stored.fileName].join(' ')), exportNames(stored)].flatMap((t) => stemsOf(t)))],
    service: stemsOf(exportNames(stored)),
    headStems: ownStems(labelHead),
    warnings: [],
    expenseNegative: false,
    revenueNegative: false,
  };

  const countCaption = [plainText(stored.title ?? '')]
    .flatMap((t) => t.split(/\s+[-–—·]\s+/))
    .some((seg) => /^(?:the\s+)?(?:average\s+)?number of\s+\w/i.test(seg.trim()) && !/\b(?:costs?|amounts?|values?|paid|salar\w*|remunerat\w*|fees?|income|expenditure)\b|[$£€¥₹₦₵¢]/i.test(seg));

  // Header blocks: the header rows, then any rows restating them further down.
  const blocks: string[][][] = [headerRows];
  const blockContext: Array<Period | null> = [null];
  const rowBlock: number[] = [];
  for (let i = 0; i < source.length; i++) {
    if (headerLike[i] && (i === 0 || !headerLike[i - 1])) {
      const header: string[][] = [];
      let j = i;
      while (j < source.length && headerLike[j]) {
        header.push(cells[j]!.map(cellString));
        j++;
      }
      if (rowBlock.every((b) => b === 0) && source.slice(0, i).every((_, k) => headerLike[k] || !valueColumns.some((c) => isNumber(cells[k]![c])))) {
        // At the top, before any figure: more header rows.
        blocks[0] = [...blocks[0]!, ...header];
      } else if (cells.slice(j).some((row) => valueColumns.some((c) => isNumber(row[c])))) {
        // (Only with figures under it: a note merged across the foot of a sheet, 'Printed by the
        // accounts package on <date>', heads no columns.)
        blocks.push(header);
        // (Its own heading just above it, 'Pay Period: 12/07/2025 to 25/07/2025': the period of
        // its columns, as the title's is of the first block's.)
        const above = [i - 1, i - 2].filter((k) => k >= 0 && !headerLike[k] && !valueColumns.some((c) => isNumber(cells[k]![c]))).map((k) => cells[k]!.map(cellString).filter(Boolean).join(' '));
        blockContext[blocks.length - 1] = above.map(spanOfText).find((p) => p && p.year !== undefined) ?? null;
      }
    }
    rowBlock.push(blocks.length - 1);
  }

  // Columns of each block.
  const contextPeriod = tableContextPeriod(title);
  // A quarter or half without its year, in a report of dated months: the months the title gives,
  // when they are that long ('Quarter 1' of a report of '1 April - 30 June 2025'); else the fiscal
  // year the title names ('2025/26'), which the quarter is of; else the title's year.
  const titleYear = title.slice(0, 3).flatMap((t) => findPeriods(t)).find((p) => p.kind === 'year' && p.year !== undefined);
  // (The first and last days a title gives its year, 'du 1er avril 2025 au 31 mars 2026', as month indexes, when a year or less apart.)
  const titleRange = ((): { from: number; to: number } | null => {
    for (const t of title.slice(0, 3)) {
      const ds = findPeriods(t).filter((p) => p.kind === 'date' && p.year !== undefined && p.month !== undefined);
      const plain = plainText(t);
      for (let i = 1; i < ds.length; i++) {
        if (!RANGE_WORD.test(plain.slice(ds[i - 1]!.end, ds[i]!.start))) continue;
        const from = ds[i - 1]!.year! * 12 + ds[i - 1]!.month! - 1;
        const to = ds[i]!.year! * 12 + ds[i]!.month! - 1;
        if (to > from && to - from <= 11) return { from, to };
      }
    }
    return null;
  })();
  const yearFromContext = (period: Period): Period => {
    const c = contextPeriod!;
    const months = period.kind === 'quarter' ? 3 : period.kind === 'half' ? 6 : null;
    if (months && c.kind === 'span' && c.months === months && c.month !== undefined) return { ...c, text: period.text, start: period.start, end: period.end };
    if (period.kind !== 'span' && (c.kind === 'span' || c.kind === 'date') && titleYear) return { ...period, year: titleYear.year, fiscal: true };
    return { ...period, year: c.year };
  };
  const figureColumns = [...valueColumns, ...textColumns].sort((a, b) => a - b);
  blocks.forEach((header, b) => {
    const filled = fillSpans(header, width);
    // A year written once over a block's columns ('Fiscal 2018' above four quarters) is all of theirs.
    for (const h of filled) {
      const cells = figureColumns.map((c) => (h[c] ?? '').trim()).filter(Boolean);
      if (cells.length === 1 && new Set(figureColumns.map((c) => (h[c] ?? '').trim())).size <= 2) {
        const y = findPeriods(cells[0]!).find((p) => p.kind === 'year');
        if (y && cells[0]!.replace(y.text, '').replace(/\b(fiscal|year|fy|calendar)\b/gi, '').trim().length <= 2) for (const c of figureColumns) if (!(h[c] ?? '').trim()) h[c] = cells[0]!;
      }
      // A date or period that is the row's one heading, over some of the columns when no column
      // names another ('As of March 29, 2019' over 'Balances Without Adoption' and 'Effect of
      // Change', beside a bare 'As Reported'): the date of them all, as a title would be.
      const texts = new Set(cells);
      if (cells.length >= 2 && cells.length < figureColumns.length && texts.size === 1) {
        const p = periodOfLabel(cells[0]!);
        const others = filled.filter((x) => x !== h);
        const dated = (c: number) => others.some((x) => periodOfLabel(x[c] ?? '') !== null);
        if (p && p.year !== undefined && !figureColumns.some(dated)) for (const c of figureColumns) if (!(h[c] ?? '').trim()) h[c] = cells[0]!;
      }
    }
    const blockCols: Col[] = [];
    for (const c of figureColumns) {
      const path: string[] = [];
      for (const h of filled) {
        const t = (h[c] ?? '').trim();
        if (t && !path.includes(t)) path.push(t);
      }
      const label = path.join(' ').replace(/\s+/g, ' ').trim();
      const textual = textColumns.includes(c);
      // The lowest heading is the column's own; those above it set the context ('Percent Change'
      // spilling over '2018' is not a change).
      const bottom = path[path.length - 1] ?? '';
      const bottomKind = columnKindOf(bottom);
      const upperKind = columnKindOf(path.slice(0, -1).join(' '));
      const changeLike = (k: ColumnKind) => k === 'change' || k === 'pctChange' || k === 'variance' || k === 'pctVariance';
      const kind: ColumnKind =
        bottomKind !== 'value' ? bottomKind : changeLike(upperKind) && periodOfLabel(bottom) ? 'value' : path.length > 1 ? columnKindOf(label) : bottomKind;
      let period: Period | null = null;
      // A variance under the heading of one period ('Quarter 4 (Oct - Dec 2025)' over Actual,
      // Budget, Variance, Var %) is that period's variance.
      if ((kind === 'variance' || kind === 'pctVariance') && path.length > 1) {
        const upper = findPeriods(path.slice(0, -1).join(' '));
        if (upper.length) period = combinePeriods(upper);
        if (period && (period.kind === 'quarter' || period.kind === 'half' || period.kind === 'span') && period.year === undefined && contextPeriod?.year !== undefined) period = yearFromContext(period);
      }
      if (kind !== 'change' && kind !== 'pctChange' && kind !== 'variance' && kind !== 'pctVariance') {
        // (An accounting period's number beside its month, 'Period 12 › Mar-26', is no day of it.)
        const numbered = withoutQualifier(label).replace(/\b(?:period|per\.|month|p)\s?\d{1,2}\b/gi, ' ');
        const found = numbered !== withoutQualifier(label) && findPeriods(numbered).length ? findPeriods(numbered) : findPeriods(withoutQualifier(label));
        // 'JAN' under '2025': a month heading on its own line takes the year above it.
        const loneMonth = path.length > 1 ? path.map((p) => ({ p, ps: findPeriods(p) })).find(({ p, ps }) => ps.length === 1 && ps[0]!.kind === 'month' && ps[0]!.year === undefined && ps[0]!.text.length >= p.trim().length - 1)?.ps : undefined;
        period = combinePeriods(loneMonth && !found.some((p) => p.kind === 'month' || p.kind === 'date') ? [...found, loneMonth[0]!] : found);
        if (period && period.kind === 'year' && !period.fiscal && contextPeriod?.kind === 'date' && contextPeriod.ended && period.year !== undefined) {
          // '2019' in a statement of the 'Years Ended December 31': the year ended on that day.
          period = { ...period, kind: 'date', month: contextPeriod.month, day: contextPeriod.day, ended: true };
        } else if (period && (period.kind === 'quarter' || period.kind === 'half' || period.kind === 'span') && period.year === undefined && contextPeriod?.year !== undefined) {
          period = yearFromContext(period);
        }
      }
      const own = ownStems(label);
      const scaleHere = labelScale(label);
      blockCols.push({
        index: c,
        path,
        label: label || columnLetter(c),
        own,
        distinct: [],
        period,
        kind,
        scale: scaleHere,
        unit: kind === 'pctChange' || kind === 'pctVariance' || kind === 'percentOf' ? 'percent' : (unitOfLabel(bottom) ?? (changeLike(upperKind) ? null : unitOfLabel(label))),
        // (A column in US dollars beside others in another currency: 'Spent (USD)' beside 'Spent (EUR)'.)
        currency: currencyOf(label) ?? (/\bUSD\b|\bUS\$/.test(label) ? 'US$' : null),
        block: b,
        numbers: cells.filter((r, i) => rowBlock[i] === b && isNumber(r[c])).length,
        textual,
      });
    }
    // A period heading centred over the years before it, read by a PDF's positions as the next
    // column's ('SECOND QUARTER' over '2023 | 2022', read as 'SECOND QUARTER Total'): the years'
    // heading, each year's that quarter (or first half).
    for (let i = 2; i < blockCols.length; i++) {
      const c = blockCols[i]!;
      const m = c.label.match(/^((?:first|second|third|fourth)\s+quarter|(?:six|6)\s+months|first\s+half)\b\s*(\S.*)$/i);
      if (!m || c.textual) continue;
      const years = blockCols.slice(0, i).filter((o) => !o.textual && /^(?:19|20)\d{2}$/.test(o.label.trim()) && o.period?.kind === 'year');
      if (years.length < 2 || years[years.length - 1] !== blockCols[i - 1]) continue;
      const head = m[1]!.toLowerCase();
      const quarter = /^first q/.test(head) ? 1 : /^second q/.test(head) ? 2 : /^third q/.test(head) ? 3 : /^fourth q/.test(head) ? 4 : 0;
      for (const y of years) {
        const year = y.period!.year!;
        y.period = quarter ? { kind: 'quarter', quarter, year, fiscal: true, start: 0, end: 0, text: `${m[1]} ${year}` } : { kind: 'half', half: 1, year, fiscal: true, start: 0, end: 0, text: `${m[1]} ${year}` };
        y.label = `${m[1]} ${y.label}`;
        y.own = ownStems(y.label);
      }
      c.label = m[2]!;
      c.own = ownStems(c.label);
      c.period = null;
    }
    // A 'Total' column after columns of counts (Adults, Children, School groups): a count too.
    for (let i = 2; i < blockCols.length; i++) {
      const c = blockCols[i]!;
      if (c.kind !== 'total' || c.unit !== null || c.textual) continue;
      const before: typeof blockCols = [];
      for (let k = i - 1; k >= 0 && !blockCols[k]!.textual && blockCols[k]!.kind !== 'total'; k--) before.push(blockCols[k]!);
      if (before.length >= 2 && before.every((o) => o.unit === 'count')) c.unit = 'count';
    }
    // Dates on the first (or last) day of consecutive months heading columns ('2025-01-01' shown as
    // 'Jan-25'): the months themselves.
    const dated = blockCols.filter((c) => c.period?.kind === 'date' && c.period.year !== undefined && !c.period.ended);
    if (dated.length >= 3) {
      const idx = dated.map((c) => c.period!.year! * 12 + c.period!.month!);
      const consecutive = idx.every((v, i) => i === 0 || v - idx[i - 1]! === 1);
      const days = new Set(dated.map((c) => (c.period!.day === 1 ? 'first' : c.period!.day! >= 28 ? 'last' : String(c.period!.day))));
      if (consecutive && days.size === 1 && (days.has('first') || days.has('last'))) {
        for (const c of dated) c.period = { kind: 'month', year: c.period!.year, month: c.period!.month, start: 0, end: 0, text: c.label };
      }
    }
    // Months across the top with no year, under a title that says one calendar year ('Ingresos y
    // egresos reales por mes, 2025'): that year's months, not any year's.
    const bare = blockCols.filter((c) => c.period?.kind === 'month' && c.period.year === undefined && c.period.month !== undefined);
    const titleYears = new Set(title.slice(0, 3).flatMap((t) => findPeriods(t)).filter((p) => p.kind === 'year' && p.year !== undefined).map((p) => p.year));
    // (Only months in a calendar year's order: 'Jul ... Jun' under '2025' may be a July year's.)
    const inOrder = bare.every((c, i) => i === 0 || c.period!.month! > bare[i - 1]!.period!.month!);
    if (bare.length >= 3 && inOrder && titleYear && !titleYear.fiscal && titleYears.size === 1) for (const c of bare) c.period = { ...c.period!, year: titleYear.year };
    // Under a title that gives the year's first and last days ('exercice 2025-2026 (1er avril 2025
    // au 31 mars 2026)'): each month or run of months without a year is of that year ('T2
    // juil.-sept.' July to September 2025, 'T4 janv.-mars' January to March 2026). (Not a total
    // column that names no period, 'Total réel': dating it by the title misled on other reports.)
    if (titleRange) {
      const yearOf = (m: number) => [titleRange.from, titleRange.to].map((i) => Math.floor(i / 12)).find((y) => y * 12 + m - 1 >= titleRange.from && y * 12 + m - 1 <= titleRange.to);
      for (const c of blockCols) {
        const p = c.period;
        if (p?.kind === 'month' && p.year === undefined && p.month !== undefined && p.fiscalYear === undefined) {
          const y = yearOf(p.month);
          if (y !== undefined) c.period = { ...p, year: y };
        } else if (p?.kind === 'monthRange' && p.year === undefined && p.month !== undefined && p.endMonth !== undefined) {
          const y = yearOf(p.month);
          const ey = yearOf(p.endMonth);
          if (y !== undefined && ey !== undefined) c.period = { ...p, year: y, endYear: ey };
        }
      }
    }
    // 'First | Second | Third | Fourth' across the top of a table of quarters (its caption says
    // 'quarter'): the four quarters, of the year each row's heading says.
    {
      const ORDINALS = [/^(?:first|1st)(?:\s+(?:quarter|qtr))?$/i, /^(?:second|2nd)(?:\s+(?:quarter|qtr))?$/i, /^(?:third|3rd)(?:\s+(?:quarter|qtr))?$/i, /^(?:fourth|4th)(?:\s+(?:quarter|qtr))?$/i];
      const plain = blockCols.filter((c) => !c.textual && !c.period);
      const start = plain.findIndex((c) => ORDINALS[0]!.test(c.label.trim()));
      const four = start >= 0 ? plain.slice(start, start + 4) : [];
      if (four.length === 4 && four.every((c, i) => ORDINALS[i]!.test(c.label.trim()))) four.forEach((c, i) => (c.period = { kind: 'quarter', quarter: i + 1, start: 0, end: 0, text: `${c.label} quarter` }));
    }
    // Columns that say their currency ('Collected (¥)') beside others that do not, holding whole
    // numbers no larger than a head count ('Paid', 'Unpaid' families): those count things.
    {
      const figures = blockCols.filter((c) => !c.textual && c.kind === 'value');
      if (figures.some((c) => c.currency)) {
        for (const c of figures) {
          if (c.currency || c.unit !== null || c.scale !== null) continue;
          const vs = cells.filter((r, i) => rowBlock[i] === b && isNumber(r[c.index])).map((r) => r[c.index] as number);
          if (vs.length >= 2 && vs.every((v) => Number.isInteger(v) && v >= 0 && v <= 1000)) c.unit = 'count';
        }
      }
      // (So, of any size, are whole numbers under a heading of their own beside a heading that says
      // its currency: 'Tickets › Adult, Child' beside 'Takings (£) › Gate, Shop'.)
      const group = (c: Col) => (c.path.length >= 2 ? c.path[0]! : null);
      const moneyGroups = new Set(blockCols.filter((c) => !c.textual && c.currency && group(c) && currencyOf(group(c)!)).map(group));
      if (moneyGroups.size) {
        const groups = new Map<string, Col[]>();
        for (const c of blockCols) if (!c.textual && group(c) && !moneyGroups.has(group(c))) groups.set(group(c)!, [...(groups.get(group(c)!) ?? []), c]);
        for (const cols of groups.values()) {
          if (cols.some((c) => c.currency || (c.unit !== null && c.unit !== 'count') || c.scale !== null)) continue;
          const whole = cols.every((c) => {
            const vs = cells.filter((r, i) => rowBlock[i] === b && isNumber(r[c.index])).map((r) => r[c.index] as number);
            return vs.length >= 2 && vs.every((v) => Number.isInteger(v) && v >= 0);
          });
          if (whole) for (const c of cols) c.unit = 'count';
        }
      }
    }
    // Columns adding up to a column of counts ('Sur place', 'Livraisons' beside 'Total paniers'):
    // counts of the same things.
    {
      const figures = blockCols.filter((c) => !c.textual);
      const rowsHere = cells.filter((_, i) => rowBlock[i] === b);
      for (let k = 0; k < figures.length; k++) {
        const total = figures[k]!;
        if (total.unit !== 'count') continue;
        const parts: typeof figures = [];
        for (let j = k - 1; j >= 0 && figures[j]!.unit === null && figures[j]!.currency === null; j--) parts.unshift(figures[j]!);
        if (parts.length < 2) continue;
        let checked = 0;
        let adds = 0;
        for (const r of rowsHere) {
          const t = r[total.index];
          if (!isNumber(t)) continue;
          checked++;
          const sum = parts.reduce((a, c) => a + (isNumber(r[c.index]) ? (r[c.index] as number) : 0), 0);
          if (Math.abs(sum - t) < 0.5) adds++;
        }
        if (checked >= 2 && adds >= checked * 0.8) for (const c of parts) c.unit = 'count';
      }
    }
    // A bank export with no heading row ('30/04/2026, -126.50, Direct Debit …, +48567.89'): the
    // column each of whose figures is the one before it plus the amount beside it is the account's
    // balance, and that amount the records' own.
    {
      const bare = blockCols.filter((c) => !c.textual && !c.path.length);
      const rowsHere = cells.filter((_, i) => rowBlock[i] === b);
      const amount = (bal: Col) => bare.find((a) => a !== bal && runningBalance(rowsHere, a.index, bal.index));
      const bal = bare.length >= 2 ? bare.find((c) => amount(c)) : undefined;
      if (bal) {
        const a = amount(bal)!;
        for (const [col, name] of [[bal, 'Balance'], [a, 'Amount']] as const) Object.assign(col, { label: name, path: [name], own: ownStems(name) });
      }
    }
    // What tells a column from its neighbours: words not every column of the block has.
    const valueCols = blockCols.filter((c) => !c.textual);
    for (const col of blockCols) col.distinct = col.own.filter((s) => !valueCols.every((o) => o.own.includes(s)));
    // Bare years of a table about one date of the year ('June 30, 2025 and 2024'): that day.
    datedYears(valueCols, title);
    // 'Jul 25 | Aug 25 | Sep 25 | … | Jan 26' (QuickBooks heads months so): the months of 2025
    // and 2026, not days that happen to be the 25th; a run of consecutive months, each 'Mon YY'.
    const dayNoYear = valueCols
      .filter((c) => c.period?.kind === 'date' && c.period.year === undefined && c.period.day !== undefined && c.period.month !== undefined && /^\s*[a-z]{3,9}\.?\s+'?\d{2}\s*$/i.test(c.path.at(-1) ?? c.label))
      .sort((a, b) => a.index - b.index);
    const monthIndexOf = (c: Col) => (2000 + c.period!.day!) * 12 + c.period!.month! - 1;
    if (dayNoYear.length >= 2 && dayNoYear.every((c, i) => i === 0 || monthIndexOf(c) === monthIndexOf(dayNoYear[i - 1]!) + 1)) {
      for (const c of dayNoYear) c.period = { kind: 'month', year: 2000 + c.period!.day!, month: c.period!.month!, start: 0, end: 0, text: c.label };
    }
    model.cols.push(...blockCols);
  });
  // A roll-forward across the top ('Balance April 1, 2026 | Gifts | Spent | Balance March
  // 31, 2027'): the columns between two dated balances are the flows of the time between them.
  {
    // (Or two columns of one name at two days: 'Accumulated depreciation at 1 April | Charge |
    // Disposals | Accumulated depreciation at 31 March', 'Cost at … | Additions | Cost at …'.)
    const rolling = /\b(?:balances?|beginning|ending|opening|closing)\b/i;
    const nameOf = (c: Col) => c.label.replace(/\b(?:at|as at|as of|on)\b/gi, ' ').replace(/\d+/g, ' ').replace(/\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\b/gi, ' ').replace(/[^a-z]+/gi, ' ').trim().toLowerCase();
    const dated = model.cols.filter((c) => !c.textual && c.period?.kind === 'date' && c.period.year !== undefined && c.period.month !== undefined && c.period.day !== undefined && !c.period.ended);
    for (let k = 1; k < dated.length; k++) {
      const [a, b] = [dated[k - 1]!, dated[k]!];
      if (a.block !== b.block) continue;
      if (!(rolling.test(a.label) && rolling.test(b.label)) && !(nameOf(a) !== '' && nameOf(a) === nameOf(b) && /\b(?:accumulated|cost|carrying|book|fund|funds|reserve|provision|allowance)\b/.test(nameOf(a)) && b.index - a.index >= 2)) continue;
      const between = model.cols.filter((c) => c.index > a.index && c.index < b.index && !c.textual && !c.period);
      const flows = flowsBetween(a.period!, b.period!);
      if (!between.length || !flows) continue;
      for (const c of between) c.period = { ...flows };
    }
  }

  // A block under a heading of its own period ('Pay Period: 12/07/2025 to 25/07/2025' over the
  // second pay run): its columns that name no period of their own are of that one.
  // (The first block's is the title's span, when the blocks below each have their own.)
  const firstSpan = blockContext.some(Boolean) ? title.slice(0, 3).map(spanOfText).find((p) => p && p.year !== undefined) ?? null : null;
  for (const c of model.cols) {
    const own = blockContext[c.block] ?? (blockContext.some(Boolean) ? firstSpan : null);
    if (own && !c.textual && !findPeriods(c.label).length) c.period = { ...own };
  }

  // A budget analysis ('Selected Period | Budgeted | $ Difference | % Difference', MYOB's): beside
  // one budget, the one plain column is what happened, and its differences are from the budget.
  for (const block of new Set(model.cols.map((c) => c.block))) {
    const cols = model.cols.filter((c) => c.block === block && !c.textual);
    const budgets = cols.filter((c) => c.kind === 'budget');
    const plain = cols.filter((c) => c.kind === 'value');
    const diffs = cols.filter((c) => c.kind === 'change' || c.kind === 'pctChange');
    if (budgets.length !== 1 || plain.length !== 1 || !diffs.length || cols.some((c) => c.kind === 'actual') || cols.length !== 2 + diffs.length) continue;
    if (plain[0]!.period && budgets[0]!.period && periodKeyOf(plain[0]!.period) !== periodKeyOf(budgets[0]!.period)) continue;
    // (Its words, 'Selected Period', say only when: one line with the budget beside it.)
    plain[0]!.kind = 'actual';
    plain[0]!.own = [];
    plain[0]!.distinct = [];
    for (const d of diffs) d.kind = d.kind === 'change' ? 'variance' : 'pctVariance';
  }
  // A treasurer's year by month against the year's budget ('Jul-25 … Mar-26 | YTD | Budget 2025-26 |
  // Bal. of budget'): the months and the year to date beside the budget are what happened. (A
  // budget set out by month has no year to date nor what is left of it.)
  for (const block of new Set(model.cols.map((c) => c.block))) {
    const cols = model.cols.filter((c) => c.block === block && !c.textual);
    const budgets = cols.filter((c) => c.kind === 'budget');
    const plain = cols.filter((c) => c.kind === 'value' && c.period && (c.period.kind === 'month' || c.period.kind === 'quarter'));
    const toDate = cols.some((c) => c.kind === 'ytd') || budgets.some((c) => /\b(?:bal(?:ance)?\.? of|remaining|left|unspent|available)\b/i.test(c.label));
    if (!budgets.length || budgets.length > 2 || plain.length < 2 || !toDate || cols.some((c) => c.kind === 'actual' || c.kind === 'forecast')) continue;
    for (const c of plain) c.kind = 'actual';
  }

  // Columns of a period's parts before its total ('General fund | Restricted
  // funds | 2027 Total | 2026 Total'): the total's period.
  for (let i = model.cols.length - 2; i >= 0; i--) {
    const c = model.cols[i]!;
    const next = model.cols[i + 1]!;
    if (c.period || c.textual || !next.period || next.block !== c.block || !['value', 'budget', 'actual'].includes(c.kind)) continue;
    const total = model.cols.slice(i + 1).find((o) => o.period && o.block === c.block);
    if (total && (total.kind === 'total' || /\btotal\b/i.test(total.label)) && total === next) c.period = { ...total.period! };
    else if (next.period && !model.cols[i + 1]!.textual && model.cols.slice(i + 1).some((o) => o.kind === 'total' && o.period && periodKeyOf(o.period) === periodKeyOf(next.period!))) c.period = { ...next.period };
  }

  // Days across under 'Week commencing' ('Week of', 'w/c', 'Week beginning'): each a week's
  // figures from that day, flows to add up, not balances on the day.
  if (/\bweeks?\s+(?:commencing|beginning|starting|of)\b|\bw\/c\b|\bwk\.?\s+(?:commencing|beginning|of)\b/i.test(`${labelHead} ${title.slice(0, 3).join(' ')}`)) {
    for (const c of model.cols) if (c.period?.kind === 'date' && !c.period.ended && !c.period.months && c.period.day !== undefined) c.period = { ...c.period, week: true };
  }

  // A total after a run of months or weeks that names no period itself ('Week commencing 3 Feb |
  // 10 Feb | ... | Term total', 'Jul | Aug | ... | Total'): the months of the run, first to last.
  for (const c of model.cols) {
    // (One saying its own length, '13-week total', is read by that length: see the plan's horizon.)
    if (c.period || c.textual || !(c.kind === 'total' || /\btotal\b/i.test(c.label)) || /\d+[\s-]*(?:weeks?|months?|days?|wk|mo)\b/i.test(c.label)) continue;
    const run = model.cols.filter((o) => o.block === c.block && o.index < c.index && !o.textual);
    const months = run.map((o) => (o.period && (o.period.kind === 'month' || (o.period.kind === 'date' && !o.period.ended && !o.period.months && !o.period.weeks)) && o.period.year !== undefined && o.period.month !== undefined ? o.period.year * 12 + o.period.month - 1 : null));
    if (run.length < 2 || months.some((m) => m === null) || new Set(run.map((o) => o.period!.kind)).size !== 1) continue;
    const first = Math.min(...(months as number[]));
    const last = Math.max(...(months as number[]));
    c.period =
      first === last
        ? { kind: 'month', year: Math.floor(first / 12), month: (first % 12) + 1, start: 0, end: 0, text: c.label }
        : { kind: 'monthRange', year: Math.floor(first / 12), month: (first % 12) + 1, endYear: Math.floor(last / 12), endMonth: (last % 12) + 1, start: 0, end: 0, text: c.label };
  }

  // A table whose columns name no period ('Budget | Actual | Variance'): the one year its title names.
  if (!model.cols.some((c) => c.period) && (contextPeriod?.year !== undefined || blockContext.some(Boolean)) && !(shape === 'record' && periodColumns.length) && periodRowCount < Math.max(2, dataCount * 0.5)) {
    for (const c of model.cols) {
      if (c.textual || !['value', 'budget', 'actual', 'forecast', 'total', 'ytd'].includes(c.kind)) continue;
      // (A block under a heading of its own period: that period.)
      const own = blockContext[c.block];
      if (own) {
        c.period = { ...own };
        continue;
      }
      if (contextPeriod?.year === undefined) continue;
      // A month's report ('For the month ended 28 February 2027'): its 'Month' columns are that
      // month, its 'Year to date' columns the months of the fiscal year through it.
      const monthly = contextPeriod.kind === 'date' && contextPeriod.month !== undefined && title.slice(0, 3).some((t) => /\bmonth\s+(?:ended|ending|of)\b/i.test(t));
      // 'This year | Last year' under 'For the year ended 30 September 2027': 2027 and 2026.
      if (/\b(?:last|prior|previous|preceding)\s+(?:year|period)\b/i.test(c.label) && contextPeriod.year !== undefined) c.period = { ...contextPeriod, year: contextPeriod.year - 1, text: `${c.label}` };
      else if (monthly && YEAR_TO_DATE.test(c.label)) c.period = { ...contextPeriod, kind: 'span', fromStart: true, ended: true };
      else if (c.kind === 'ytd') continue;
      // ('Annual Budget' beside 'Actual YTD' in a report of six months: the whole year's, not the six months'.)
      else if (contextPeriod.kind === 'span' && (contextPeriod.months ?? 12) < 12 && /\b(?:annual|full[- ]year|whole year|fy total|year total)\b/i.test(c.label)) continue;
      else if (monthly && (/\b(?:month|this month|current month|current period)\b/i.test(c.label) || !model.cols.some((o) => YEAR_TO_DATE.test(o.label))))
        c.period = { kind: 'month', year: contextPeriod.year, month: contextPeriod.month, start: 0, end: 0, text: contextPeriod.text };
      else c.period = { ...contextPeriod };
    }
  }

  // 'Vorjahr', 'esercizio precedente', 'prior year' beside the one year or day the other columns
  // name ('31.12.2025 | Vorjahr'): that year's predecessor.
  const yearCols = model.cols.filter((c) => !c.textual && c.period?.year !== undefined && (c.period.kind === 'year' || c.period.kind === 'date' || c.period.kind === 'span'));
  const years = new Set(yearCols.map((c) => c.period!.year));
  if (years.size === 1) {
    const own = yearCols[0]!.period!;
    for (const c of model.cols) {
      if (c.period || c.textual || !PRIOR_COLUMN.test(foldAccents(c.label))) continue;
      c.period = { ...own, year: own.year! - 1, ...(own.endYear !== undefined ? { endYear: own.endYear - 1 } : {}), text: c.label };
    }
  }

  // 'Year to date Mar-26' beside 'Mar-26': the months of the fiscal year through March, not March.
  for (const c of model.cols) {
    if (c.period?.kind === 'month' && c.period.year !== undefined && YEAR_TO_DATE.test(c.label)) c.period = { kind: 'span', fromStart: true, year: c.period.year, month: c.period.month, start: 0, end: 0, text: c.label };
  }

  // Rows: labels, sections, periods, keys.
  const periodColumn = recordPeriods ? (periodColumns.sort((a, b) => b.rank - a.rank)[0]?.c ?? null) : null;
  const keyHead = (c: number) => [...headerRows.map((h) => h[c] ?? ''), ...leading.map((i) => cellString(cells[i]![c]))].filter(Boolean).join(' ');
  // (A column saying one thing on every row is a key, not a category: categories tell rows apart.)
  // Or each of its values on one run of rows ('Staff' over four lines, 'Transmission' over three).
  const inRuns = (c: number) => {
    const seq = source.map((_, i) => (headerLike[i] ? '' : cellString(cells[i]![c]).toLowerCase())).filter(Boolean);
    const runs = seq.filter((v, i) => i === 0 || v !== seq[i - 1]).length;
    const distinct = new Set(seq).size;
    return runs <= distinct + 1 && seq.length >= distinct * 1.6;
  };
  const categoryColumn =
    keyColumns.find((c) => {
      if (periodColumns.some((p) => p.c === c) || c >= labelColumn) return false;
      const n = stats[c]?.distinct.size ?? 0;
      const texts = stats[c]?.texts ?? 0;
      return n >= 2 && (n <= Math.max(3, texts * 0.3) || (n <= texts * 0.5 && inRuns(c)));
    }) ?? null;
  // Dates down the label column, every one the last day of its month: months.
  const isoLabels = source.flatMap((_, i) => {
    const v = cells[i]![labelColumn];
    const m = typeof v === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v.trim()) : null;
    return m ? [m] : [];
  });
  // (So are the first days of consecutive months, '2026-04-01', '2026-05-01': a budget phased by month.)
  const monthIdx = isoLabels.map((m) => Number(m[1]) * 12 + Number(m[2]));
  const monthStarts = isoLabels.length >= 3 && isoLabels.every((m) => m[3] === '01') && monthIdx.every((v, i) => i === 0 || v - monthIdx[i - 1]! === 1);
  const monthEndLabels = monthStarts || (isoLabels.length >= 2 && isoLabels.every((m) => Number(m[3]) === new Date(Date.UTC(Number(m[1]), Number(m[2]), 0)).getUTCDate()));
  // A pivot table's export: a group's name written on its first row only ('Catering' beside its
  // first supplier, then blanks, then 'Catering Total'), the item in the next column. Each row is
  // its item, under its group.
  const itemColumn = keyColumns.find((c) => c > labelColumn) ?? null;
  const pivot = (() => {
    if (itemColumn === null) return false;
    const body = source.map((_, i) => i).filter((i) => !headerLike[i] && valueColumns.some((c) => isNumber(cells[i]![c])));
    const named = body.filter((i) => isText(cells[i]![labelColumn]) && !/\btotal\b/i.test(String(cells[i]![labelColumn])));
    const both = named.filter((i) => isText(cells[i]![itemColumn]));
    const itemOnly = body.filter((i) => !isText(cells[i]![labelColumn]) && isText(cells[i]![itemColumn]));
    const totals = body.filter((i) => /\btotal\b/i.test(cellString(cells[i]![labelColumn])) && !isText(cells[i]![itemColumn]));
    return both.length >= 2 && both.length >= named.length * 0.8 && itemOnly.length >= both.length * 0.5 && totals.length >= 1;
  })();
  let group: string | null = null;
  const sections: Array<{ row: Row; caps: boolean }> = [];
  let sinceHeading = 0;
  let closedSub = false;
  source.forEach((src, i) => {
    const r = { cells: cells[i]!, label: src.label, code: src.code, isSubtotal: src.isSubtotal, rowNumber: src.rowNumber };
    const raw = r.cells[labelColumn];
    let labelText = isText(raw) ? raw : isNumber(raw) ? String(raw) : '';
    let inGroup: string | null = null;
    if (pivot && itemColumn !== null && !headerLike[i]) {
      const item = cellString(r.cells[itemColumn]);
      if (item) {
        if (labelText && !/\btotal\b/i.test(labelText)) group = labelText.trim();
        inGroup = group;
        labelText = item;
      } else group = null;
    }
    if (!labelText) labelText = r.label ?? '';
    if (!labelText) {
      const firstKey = keyColumns.map((c) => r.cells[c]).find((v) => isText(v));
      labelText = firstKey ? String(firstKey) : '';
    }
    let code = codeColumn !== null ? cellString(r.cells[codeColumn]) || undefined : undefined;
    // Words in the code column with the label column empty ('TOTAL INCOME', 'EXPENDITURE' under
    // 'Code'): the line's name, written out to the left, not a code.
    if (code && /[a-z]{3}/i.test(code) && !/\d/.test(code)) {
      if (!labelText) labelText = code;
      code = undefined;
    }
    // A code written into the label ('4000 · Donations', '5010 Salaries and Wages').
    const inline = plainText(labelText).match(/^(total\s+)?(\d{3,6}(?:[.-]\d{1,4})?)(?:\s*[·•:–—|-]\s*|\s+)(?=[A-Za-z])/i);
    if (inline && !/^(19|20)\d{2}$/.test(inline[2]!) && !isYearInt(Number(inline[2]))) {
      code ??= inline[1] ? undefined : inline[2];
      labelText = `${inline[1] ?? ''}${plainText(labelText).slice(inline[0].length)}`;
    }
    // A day a spreadsheet stored as a date ('2025-09-30'): named as people write it, a month when
    // every dated line is a month's end (a month-end balance), else the day.
    const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(labelText.trim());
    if (iso) labelText = monthEndLabels ? `${MONTH_NAMES[Number(iso[2]) - 1]} ${iso[1]}` : `${MONTH_NAMES[Number(iso[2]) - 1]} ${Number(iso[3])}, ${iso[1]}`;
    let label = cleanLabel(labelText);
    const figures = valueColumns.filter((c) => isNumber(r.cells[c])).length;
    // A line of figures with no label closing a section's lines: the section's total.
    let unlabelledTotal = false;
    if (!label && figures > 0 && sections.length && sinceHeading >= 2 && shape === 'grid') {
      label = `Total ${sections[sections.length - 1]!.row.label.replace(/:$/, '')}`;
      unlabelledTotal = true;
    } else if (!label && figures > 0 && !sections.length && shape === 'grid' && i >= 2) {
      // (No section: a line of figures with no label that is the sum of the lines above it, 'Total'.)
      const above = source.slice(0, i).map((_, k) => k).filter((k) => !headerLike[k] && rowBlock[k] === rowBlock[i] && valueColumns.some((c) => isNumber(cells[k]![c])));
      const sums = above.length >= 2 && valueColumns.every((c) => {
        const v = cells[i]![c];
        if (!isNumber(v)) return true;
        const total = above.reduce((a, k) => a + (isNumber(cells[k]![c]) ? (cells[k]![c] as number) : 0), 0);
        return Math.abs(total - v) <= Math.max(1, Math.abs(v) * 0.001);
      });
      if (sums) {
        label = 'Total';
        unlabelledTotal = true;
      }
    }
    const texts = textColumns.filter((c) => isText(r.cells[c])).length;
    // A row saying only the unit ('U.S. $ in thousands') heads nothing.
    const unitsOnly = scaleOf(label) !== null && label.length <= 40 && !/[a-z]{4,}\s+[a-z]{4,}\s+(?!in\b)[a-z]{4,}/i.test(label.replace(/\b(?:in|thousands?|millions?|billions?|dollars?|u\.?s\.?)\b/gi, ''));
    // Dashes or 'n/a' where the figures go ('Interest expense  —  –  n/a'): a line with nothing in it, heading nothing.
    const nils = valueColumns.filter((c) => isText(src.text?.[c] ?? null)).length;
    const isHeading = !headerLike[i] && figures === 0 && texts === 0 && nils === 0 && label !== '' && shape === 'grid' && !unitsOnly;
    // (In the words of German, Dutch, Scandinavian, Italian and Spanish statements too: 'Summe
    // Einnahmen', 'Zwischensumme', 'Totaal', 'Sum driftsinntekter', 'Totale', 'Suma'.)
    const isTotal = unlabelledTotal || /^(?:total|totals|subtotal|sub-total|sub total|grand total|summe|zwischensumme|gesamtsumme|insgesamt|totalt|totaal|totale|suma|sum|som|übertrag|uebertrag)\b|\b(?:totals?|subtotal|insgesamt|i alt):?$/i.test(label.replace(/^[\d.\s-]*(?=[a-z])/i, ''));
    let period: Period | null = null;
    const periods: Period[] = [];
    // (A balance its label dates, 'Balance per ledger at 30/06/2024', under columns naming no period: that day's.)
    const lp = headerHasPeriods ? labelPeriods[i] : (rowPeriod(i) ?? dated[i] ?? null);
    if (lp && (!isTotal || !labelPeriods[i])) {
      if (headerHasPeriods) periods.push(lp);
      else period = lp;
    }
    // Balances under a heading that dates them ('By Closing Balances (as on 31.03.2026)'): that day's.
    if (!lp && !headerHasPeriods && !isHeading && sections.length && figures > 0) {
      const h = sections[sections.length - 1]!.row.label;
      const days = /\b(?:as on|as at|as of)\b|\bbalances?\b/i.test(h) ? findPeriods(plainText(h)).filter((x) => x.kind === 'date' && x.day !== undefined && x.year !== undefined) : [];
      if (days.length === 1) period = days[0]!;
    }
    if (periodColumn !== null) {
      const v = r.cells[periodColumn];
      const p = isYearInt(v) ? ({ kind: 'year', year: v, start: 0, end: 4, text: String(v) } as Period) : (yearMonthInt(v) ?? (isText(v) ? periodOfLabel(v) : null));
      // A record naming the months it is for ('Service period: 03/01/2024 - 03/31/2024') beside the
      // day it was made ('Request date'): it is for those months; the day stays its date.
      const covered = period && !headerHasPeriods && (period.kind === 'span' || period.kind === 'monthRange' || period.kind === 'month') && p?.kind === 'date' && !p.ended;
      if (covered) periods.push(p!);
      else if (p) period = p;
    }
    // (The first day of each of consecutive months down the side is the month: a budget phased by
    // month, not a balance on the 1st.)
    if (iso && monthStarts && period?.kind === 'date' && period.year === Number(iso[1]) && period.month === Number(iso[2])) period = { kind: 'month', year: period.year, month: period.month, start: 0, end: 0, text: labelText };
    for (const { c } of periodColumns) {
      if (c === periodColumn) continue;
      const v = r.cells[c];
      const p = isYearInt(v) ? ({ kind: 'year', year: v, start: 0, end: 4, text: String(v) } as Period) : (yearMonthInt(v) ?? (isText(v) ? periodOfLabel(v) : null));
      // (A second day of a record, 'Payout date' beside 'Donation date': not when it happened.)
      if (p) periods.push(period?.kind === 'date' && p.kind === 'date' ? { ...p, secondary: true } : p);
    }
    const keys: string[] = [];
    for (const c of keyColumns) {
      const t = cellString(r.cells[c]);
      if (!t) continue;
      const head = keyHead(c);
      keys.push(head ? `${head}: ${t}` : t);
    }
    const row: Row = {
      index: i,
      rowNumber: r.rowNumber,
      label,
      stems: labelStems(label),
      path: [],
      pathStems: [],
      keys,
      keyStems: keyColumns.flatMap((c) => (periodColumns.some((p) => p.c === c) ? [] : stemsOf(cellString(r.cells[c])))),
      ...(code ? { code } : {}),
      period,
      periods,
      isTotal,
      isHeading: isHeading || headerLike[i]!,
      category: null,
      // The nearest heading saying a unit or scale is the row's ('Shares used in calculation (000s)'
      // under 'NET INCOME PER SHARE': counts in thousands, not per-share amounts).
      // (So is the caption just above the table, 'The number of volunteers at the year end was:':
      // counts, not the statements' thousands.)
      unit: marginAmounts(label, r.cells) ? null : (unitOfLabel(label) ?? [...sections].reverse().map((s) => unitOfLabel(s.row.label)).find((u) => u === 'perShare' || u === 'percent' || u === 'count') ?? (countCaption ? 'count' : null)),
      scale: labelScale(label) ?? [...sections].reverse().map((s) => labelScale(s.row.label)).find((x) => x !== null) ?? null,
      block: rowBlock[i] ?? 0,
      cells: r.cells,
      source: src,
    };
    if (headerLike[i]) {
      sections.length = 0;
      model.rows.push(row);
      return;
    }
    if (isHeading) {
      const caps = label === label.toUpperCase() && /[A-Z]/.test(label);
      // A heading right after a subsection's total is that subsection's sibling, under the same
      // parent ('Outreach' after 'Total staffing', both under 'Spending').
      if (!(closedSub && sections.length) && (sinceHeading > 0 || !sections.length)) {
        // A heading after lines: a sibling of the open section (or a new top when written like the top).
        const top = sections[0];
        if (top && caps === top.caps) sections.length = 0;
        else if (sections.length > 1 || (top && !top.caps === !caps)) sections.pop();
      }
      sections.push({ row, caps });
      sinceHeading = 0;
      closedSub = false;
    } else {
      sinceHeading++;
      closedSub = false;
    }
    // A total broader than the section it closes ('Total liabilities' under 'Current liabilities',
    // when current ones are the last listed): of the section above it, not of that one.
    if (isTotal && sections.length) {
      const own = row.stems.filter((s) => s !== 'total' && s !== 'subtotal');
      const last = sections[sections.length - 1]!.row.stems;
      if (own.length && own.every((s) => last.includes(s)) && last.some((s) => !own.includes(s))) sections.pop();
    }
    const above = isHeading ? sections.slice(0, -1) : sections;
    row.path = above.map((s) => s.row.label);
    if (categoryColumn !== null && isText(r.cells[categoryColumn]) && String(r.cells[categoryColumn]).trim() !== row.label) row.path = [String(r.cells[categoryColumn]).trim(), ...row.path];
    if (inGroup) row.path = [inGroup, ...row.path];
    row.pathStems = row.path.flatMap(stemsOf);
    model.rows.push(row);
    // A total closes the section it adds up ('Total revenue' after 'REVENUE').
    if (isTotal && sections.length) {
      const last = sections[sections.length - 1]!;
      const overlap = row.stems.some((s) => last.row.stems.includes(s));
      if (overlap || row.stems.every((s) => s === 'total' || s === 'subtotal')) {
        sections.pop();
        closedSub = sections.length > 0;
      }
    }
  });

  // A schedule by year with what follows it below ('2026' to '2030', then 'Later years', 'Total
  // payments', 'Less: interest'): the years are a run of rows named by a period alone, and the
  // periods are down the side though they are not most rows.
  const runRows = source.flatMap((_, i) => (!headerLike[i] && hasFigures(i) ? [i] : []));
  const runAt = runRows.map((i) => labelPeriods[i] !== null);
  const first = runAt.indexOf(true);
  const last = runAt.lastIndexOf(true);
  const runKeys = new Set(runRows.filter((i) => labelPeriods[i]).map((i) => periodKeyOf(labelPeriods[i]!)));
  const periodRun = first >= 0 && last - first + 1 >= 3 && runAt.slice(first, last + 1).every(Boolean) && runKeys.size === last - first + 1;
  model.periodAxis =
    periodColumn !== null ? 'records' : !headerHasPeriods && (periodRowCount >= Math.max(2, dataCount * 0.5) || periodRun) ? 'rows' : model.cols.some((c) => c.period) ? 'columns' : 'none';
  if (model.periodAxis === 'rows' && contextPeriod?.kind === 'date' && contextPeriod.ended && contextPeriod.month) {
    // 'Years ended 31 March' over rows '2021' ... '2025': each the year ended on that day.
    for (const r of model.rows) {
      if (r.period?.kind === 'year' && !r.period.fiscal && r.period.year !== undefined) r.period = { ...r.period, kind: 'date', month: contextPeriod.month, day: contextPeriod.day, ended: true };
    }
  }
  if (model.periodAxis === 'rows') {
    // Quarters or months down the side under a heading row that is a year ('2019' over 'Fourth
    // Quarter' ... 'First Quarter', then '2018' over its four): each of its heading's year.
    for (const r of model.rows) {
      const p = r.period;
      if (!p || p.year !== undefined || !(p.kind === 'quarter' || p.kind === 'half' || p.kind === 'month')) continue;
      const year = [...r.path].reverse().map(periodOfLabel).find((x) => x?.kind === 'year' && x.year !== undefined);
      if (year) r.period = p.kind === 'month' ? { ...p, fiscalYear: year.year } : { ...p, year: year.year, fiscal: true };
    }
    // Years down the side: a column's own words name the measure, periods come from the rows.
    for (const c of model.cols) if (c.period && c.period.kind === 'year') c.period = null;
  }

  // A table whose first part says its money ('Financial (TZS million)') and whose later heading
  // says none ('Conservation and people'): the later part's lines count things, in no currency
  // and at no scale ('Coral fragments outplanted' is not millions of shillings).
  const moneyHead = (r: Row) => labelScale(r.label) !== null || currenciesNamed(r.label).length > 0;
  const figureless = (r: Row) => r.cells.every((v, i) => i === labelColumn || v === null || v === '' || !isNumber(v));
  // (A heading of its own words, 'Financial', beside the unit: not a units line, '(in millions)'.)
  const ownWords = (l: string) => stemsOf(l.replace(/\([^)]*\)/g, ' ')).some((w) => w.length >= 3 && !/^(?:amount|figur|except|per|share|data|dollar|thousand|million|billion|currenc|expressed|state|stated|unless|otherwis|indicat|note)/.test(w) && !currenciesNamed(w).length);
  const statedAt = model.rows.findIndex((r, i) => figureless(r) && moneyHead(r) && ownWords(r.label) && model.rows.slice(i + 1, i + 3).every((x) => !figureless(x)));
  if (statedAt >= 0) {
    // (Not a heading of a kind of money, 'Expenses', 'Fund balances': more of the same money.)
    const moneyWords = (l: string) => categoryOfHeading(l) !== null || lexiconCategory(l) !== null || /\b(?:financ\w*|funds?|cash|balances?|budgets?|grants?|fees?|payments?|amounts?|values?|costs?|prices?)\b/i.test(l);
    const plain = new Set(model.rows.filter((r, i) => i > statedAt && r.isHeading && figureless(r) && !moneyHead(r) && unitOfLabel(r.label) === null && !moneyWords(r.label)).map((r) => r.label));
    for (const r of model.rows) {
      if (r.isHeading || r.unit !== null || r.scale !== null || !r.path.some((p) => plain.has(p)) || lexiconCategory(r.label) !== null) continue;
      if (r.path.some((p) => moneyHead({ label: p } as Row))) continue;
      r.unit = 'count';
    }
  }

  markSums(model);

  // Categories: a category column, the section above, a subtotal below naming one, the line's own words.
  let start = 0;
  model.rows.forEach((row, i) => {
    if (row.isHeading) {
      start = i + 1;
      return;
    }
    // (The nearest heading that says: 'Expense' inside 'Ordinary Income/Expense'.)
    const fromPath = [...row.path].reverse().map(categoryOfHeading).find((c) => c !== null) ?? null;
    row.category = fromPath;
    if (row.isTotal) {
      const c = categoryOfHeading(row.label);
      if (c) for (let j = start; j < i; j++) if (!model.rows[j]!.category && !model.rows[j]!.isTotal) model.rows[j]!.category = c;
      row.category ??= c;
      start = i + 1;
    }
  });
  const byWords = new Set<Row>();
  for (const row of model.rows) {
    if (row.isHeading || row.category) continue;
    row.category = lexiconCategory(row.label);
    if (row.category) byWords.add(row);
  }
  // A schedule of fixed assets (cost, additions, depreciation, carrying amount) is of assets: its
  // 'Cost' is what they cost, not an expense of the year.
  if (/\bproperty,? plant\b|\bfixed assets?\b|\bintangible assets?\b|\bright[- ]of[- ]use assets?\b/i.test(title.slice(0, 2).join(' '))) for (const row of model.rows) if (row.category === 'expense') row.category = 'asset';
  codeClasses(model.rows, byWords);
  if (shape === 'record') debitCredit(model);
  // A ledger signing money out as negative ('-3,100.00' for rent): spending is read as a positive amount.
  if (shape === 'record') {
    let negExpense = 0;
    let posExpense = 0;
    for (const r of model.rows) {
      if (r.category !== 'expense') continue;
      for (const c of valueColumns) {
        const v = r.cells[c];
        if (isNumber(v)) v < 0 ? negExpense++ : v > 0 && posExpense++;
      }
    }
    model.expenseNegative = negExpense >= 3 && negExpense > posExpense * 4;
    // A trial-balance export signing income as credits ('-7,096.60' for sponsorship) and spending
    // as debits: income is read as a positive amount too.
    if (!model.expenseNegative) {
      let negRevenue = 0;
      let posRevenue = 0;
      for (const r of model.rows) {
        if (r.category !== 'revenue' || r.isTotal) continue;
        for (const c of valueColumns) {
          const v = r.cells[c];
          if (isNumber(v)) v < 0 ? negRevenue++ : v > 0 && posRevenue++;
        }
      }
      model.revenueNegative = negRevenue >= 3 && negRevenue > posRevenue * 4 && posExpense >= negExpense;
    }
  } else if (shape === 'grid' && model.periodAxis !== 'rows') {
    // A statement printing its expenses as negatives beside positive revenue ('Employee benefits
    // expense (1,827,200)' under 'Revenue 3,000,000'): spending is read as a positive amount, so a
    // rise in spending is a rise.
    let negExpense = 0;
    let posExpense = 0;
    let posRevenue = 0;
    for (const r of model.rows) {
      for (const c of valueColumns) {
        const v = r.cells[c];
        if (!isNumber(v)) continue;
        if (r.category === 'expense') v < 0 ? negExpense++ : v > 0 && posExpense++;
        else if (r.category === 'revenue' && v > 0) posRevenue++;
      }
    }
    model.expenseNegative = negExpense >= 4 && posExpense === 0 && posRevenue >= 1;
  }
  return model;
}

/**
 * A chart of accounts numbers its classes by the first digit (4xxx income, 5xxx-6xxx expenses, in
 * most charts but not all): what the lines whose words say their class share, by first digit, is
 * told to the lines of that digit whose words do not ('5150 Superannuation' beside '5100 Wages').
 * Learnt from the table itself, so a chart numbered otherwise is read its own way.
 */
function codeClasses(rows: Row[], byWords: Set<Row>): void {
  const digit = (r: Row) => (r.code && /^\d{3,6}(?:[.-]\d+)?$/.test(r.code) ? r.code[0]! : null);
  // Counted by account, not by row: a ledger repeats an account every month.
  const seen = new Map<string, Map<Category, number>>();
  const counted = new Set<string>();
  for (const r of rows) {
    const d = digit(r);
    if (!d || !r.category || r.isHeading || counted.has(`${r.code}|${r.label.toLowerCase()}`)) continue;
    counted.add(`${r.code}|${r.label.toLowerCase()}`);
    const m = seen.get(d) ?? new Map<Category, number>();
    m.set(r.category, (m.get(r.category) ?? 0) + 1);
    seen.set(d, m);
  }
  for (const r of rows) {
    const d = digit(r);
    if (!d || r.isHeading) continue;
    const m = seen.get(d);
    if (!m) continue;
    const total = [...m.values()].reduce((a, b) => a + b, 0);
    const [category, n] = [...m.entries()].sort((a, b) => b[1] - a[1])[0]!;
    const others = total - n;
    if (!r.category) {
      // All its numbered neighbours of one class, or all but one of three or more.
      if ((others === 0 && n >= 2) || (others === 1 && n >= 3)) r.category = category;
    } else if (byWords.has(r) && r.category !== category && n >= 3 && others === 1) {
      // One line whose everyday word misleads ('5020 Pension contributions' among the 5xxx
      // expenses): the chart's class.
      r.category = category;
    }
  }
}

/**
 * A ledger with a Debit and a Credit column and no other figure: one amount, as the account's
 * class reads it (spending is debits less credits, so a supplier's credit note lowers it; income
 * is credits less debits, so a refund lowers it).
 */
function debitCredit(model: TableModel): void {
  const value = model.cols.filter((c) => !c.textual);
  if (value.length !== 2) return;
  const debit = value.find((c) => /\bdebits?\b|\bdr\b/i.test(c.label));
  const credit = value.find((c) => /\bcredits?\b|\bcr\b/i.test(c.label));
  if (!debit || !credit || debit === credit) return;
  const index = Math.max(...model.cols.map((c) => c.index), ...model.rows.map((r) => r.cells.length)) + 1;
  // An account no word classes: the side most of its records are on ('Venue hire' is debited, its credit note the exception).
  const sides = new Map<string, number>();
  for (const r of model.rows) {
    const d = r.cells[debit.index];
    const c = r.cells[credit.index];
    const k = r.label.toLowerCase();
    sides.set(k, (sides.get(k) ?? 0) + (isNumber(d) && d !== 0 ? 1 : 0) - (isNumber(c) && c !== 0 ? 1 : 0));
  }
  for (const r of model.rows) {
    const d = r.cells[debit.index];
    const c = r.cells[credit.index];
    if (!isNumber(d) && !isNumber(c)) continue;
    const dr = isNumber(d) ? d : 0;
    const cr = isNumber(c) ? c : 0;
    const creditSide = r.category === 'revenue' || r.category === 'liability' || r.category === 'netassets' || (r.category === null && (sides.get(r.label.toLowerCase()) ?? 0) < 0);
    // An account no word classes, in a ledger of income and spending: money in is income, money out spending.
    if (r.category === null && !r.isTotal && (sides.get(r.label.toLowerCase()) ?? 0) !== 0) r.category = creditSide ? 'revenue' : 'expense';
    r.cells = [...r.cells];
    r.cells[index] = Math.round((creditSide ? cr - dr : dr - cr) * 100) / 100;
  }
  const currency = debit.currency ?? credit.currency;
  model.cols = [
    ...model.cols.filter((c) => c !== debit && c !== credit),
    { ...debit, index, path: ['Amount'], label: 'Amount', own: ['amount'], distinct: [], kind: 'value' as const, currency },
  ].sort((a, b) => a.index - b.index);
}

const GROUP_HEAD = /^\s*(?:dept|department|fund|class|program|programme|project|cost cent(?:re|er)|location|site|division|branch|entity)\s*(?:no\.?|number|#|code|id)?\s*$/i;

/** Whole numbers from 0 (or 1) to `max`, some repeated: numbers that name a group or a period, not figures. */
function smallIntegers(source: unknown[], headerLike: boolean[], c: number, cell: (r: number, c: number) => unknown, max: number): boolean {
  let n = 0;
  const seen = new Set<number>();
  for (let r = 0; r < source.length; r++) {
    if (headerLike[r]) continue;
    const v = cell(r, c);
    if (v === null || v === undefined || v === '') continue;
    if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > max) return false;
    n++;
    seen.add(v);
  }
  return n >= 3 && seen.size < n;
}

/** A column whose heading another column's heading starts with and names ('Dept' beside 'Dept Name', 'Fund' beside 'Fund Description'). */
function namedBeside(headerRows: string[][], c: number, width: number): boolean {
  const head = (k: number) => headerRows.map((h) => h[k] ?? '').join(' ').trim().toLowerCase();
  const own = head(c);
  if (!own || own.length > 20) return false;
  for (const k of [c - 1, c + 1]) {
    if (k < 0 || k >= width) continue;
    const other = head(k);
    if (other.startsWith(own) && /\b(?:name|description|desc|title)\b/.test(other.slice(own.length))) return true;
  }
  return false;
}

/** A column counting its rows: 1, 2, 3, ... in order (a schedule's instalment numbers). */
function numbering(source: unknown[], headerLike: boolean[], c: number, cell: (r: number, c: number) => unknown): boolean {
  const values: number[] = [];
  for (let r = 0; r < source.length; r++) {
    if (headerLike[r]) continue;
    const v = cell(r, c);
    if (v === null || v === '' || v === undefined || (typeof v === 'string' && /^\s*(?:total|totals|grand total)\b/i.test(v))) continue;
    // (A title or note written across the sheet above or below the table: no row of it.)
    if (typeof v === 'string' && !(source[r] as { cells: unknown[] }).cells.some((_, k) => k !== c && typeof cell(r, k) === 'number')) continue;
    if (typeof v !== 'number' || !Number.isInteger(v)) return false;
    values.push(v);
  }
  return values.length >= 2 && values.every((v, i) => v === values[0]! + i) && (values[0] === 0 || values[0] === 1);
}

/** Another column of varied figures exists (so a column repeating one number is a key beside them). */
function valueColumnsLikely(stats: ColStats[], except: number): boolean {
  return stats.some((s, c) => c !== except && s.numbers >= 5 && s.distinct.size > 2);
}

function firstFilled(stats: ColStats[]): number {
  const i = stats.findIndex((s) => s.filled > 0);
  return i < 0 ? 0 : i;
}

/** Each figure of one column the one before it (the row above or below) plus the amount beside it: a running balance. */
function runningBalance(rows: CellValue[][], amount: number, balance: number): boolean {
  let checked = 0;
  let down = 0;
  let up = 0;
  for (let i = 1; i < rows.length; i++) {
    const [a0, b0, a1, b1] = [rows[i - 1]![amount], rows[i - 1]![balance], rows[i]![amount], rows[i]![balance]];
    if (!isNumber(a0) || !isNumber(b0) || !isNumber(a1) || !isNumber(b1)) continue;
    checked++;
    // (Oldest first, each balance the one above plus its amount; newest first, the one below plus it.)
    if (Math.abs(b1 - (b0 + a1)) < 0.005) down++;
    if (Math.abs(b0 - (b1 + a0)) < 0.005) up++;
  }
  return checked >= 3 && Math.max(down, up) >= checked * 0.8;
}

function columnLetter(c: number): string {
  return `Column ${c + 1}`;
}

/** A heading over blank cells spans the columns below it ('FY2025' over 'Budget' and 'Actual'). */
/**
 * Blocks of columns under a heading row whose next row repeats one run of headings ('Actual |
 * Budget | Variance | %' twice): each block takes the one heading written anywhere above it. A
 * PDF centres a heading over its columns, so it lands on the block's second or third column.
 */
function repeatedBlocks(row: string[], below: string[], width: number): void {
  const key = (j: number) => (below[j] ?? '').trim().toLowerCase();
  for (let len = 2; len <= 6; len++) {
    for (let start = 0; start + 2 * len <= width; start++) {
      let same = true;
      for (let k = 0; k < len && same; k++) same = key(start + k) !== '' && key(start + k) === key(start + len + k);
      if (!same) continue;
      // The blocks: as many repeats as there are from `start`.
      const blocks: number[] = [];
      for (let b = start; b + len <= width; b += len) {
        let ok = true;
        for (let k = 0; k < len && ok; k++) ok = key(b + k) === key(start + k);
        if (!ok) break;
        blocks.push(b);
      }
      const headings = blocks.map((b) => [...Array(len).keys()].map((k) => (row[b + k] ?? '').trim()).filter(Boolean));
      // Each block one heading, different ones ('Q3: Oct - Dec 2025', 'Year to date'), none outside the run's columns.
      if (!headings.every((h) => h.length === 1) || new Set(headings.map((h) => h[0])).size !== blocks.length) return;
      blocks.forEach((b, i) => {
        for (let k = 0; k < len; k++) row[b + k] = headings[i]![0]!;
      });
      return;
    }
  }
}

/**
 * One header row where a group's heading was glued to only some of its columns ('Actual',
 * 'Q3: Oct – Dec 2025 Budget', 'Q3: Oct – Dec 2025 Variance $', 'Variance %', as a PDF's centred
 * heading comes out): the bare columns on either side of the run, not named in it, are the group's.
 */
function gluedGroups(row: string[]): string[] {
  const out = [...row];
  const prefixOf = (a: string, b: string) => {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    const p = a.slice(0, i);
    const cut = p.lastIndexOf(' ');
    return cut >= 6 ? p.slice(0, cut + 1) : '';
  };
  const runs: Array<{ from: number; to: number; prefix: string }> = [];
  for (let j = 0; j + 1 < row.length; j++) {
    const p = prefixOf(row[j] ?? '', row[j + 1] ?? '');
    if (!p || !/[a-z]{2}/i.test(p) || p.trim() === (row[j] ?? '').trim()) continue;
    const last = runs[runs.length - 1];
    if (last && last.to === j && last.prefix === p) last.to = j + 1;
    else runs.push({ from: j, to: j + 1, prefix: p });
  }
  if (runs.length < 2) return out;
  const inRun = (j: number) => runs.some((r) => j >= r.from && j <= r.to);
  for (const r of runs) {
    const names = new Set(row.slice(r.from, r.to + 1).map((c) => c.slice(r.prefix.length).trim().toLowerCase()));
    for (const j of [r.from - 1, r.to + 1]) {
      const c = (row[j] ?? '').trim();
      if (j < 0 || j >= row.length || !c || inRun(j) || names.has(c.toLowerCase()) || c.split(/\s+/).length > 2) continue;
      // Only a bare kind of figure ('Actual', 'Variance %'), as the other blocks have.
      if (!/^(?:actual|budget|forecast|variance|var|fav|unfav|%|variance %|var %|\$ variance|variance \$|% variance)$/i.test(c)) continue;
      out[j] = `${r.prefix}${c}`;
    }
  }
  return out;
}

/**
 * A heading over a run of period columns ('2019 | 2018 | 2017') that the file put on only some of
 * them, as merged or centred headings come out ('Combined Pension Plan' on the middle year only,
 * 'Years Ended December 31,' on the last two): the whole run's, when it is the run's one heading
 * and it says a period itself or sits inside the run, not at its edge.
 */
function centredOverPeriods(rows: string[][], width: number): void {
  const leaf = rows[rows.length - 1]!;
  const kindAt = (j: number) => {
    const p = periodOfLabel(leaf[j] ?? '');
    return p && (p.kind === 'year' || p.kind === 'date' || p.kind === 'span') ? `${p.kind}` : null;
  };
  for (let a = 0; a < width; ) {
    const kind = kindAt(a);
    let b = a;
    while (kind && b + 1 < width && kindAt(b + 1) === kind) b++;
    if (kind && b > a) {
      // (A heading over the same columns as a period heading below it that reaches over the run goes with it.)
      let grew: { from: number; to: number } | null = null;
      for (let h = rows.length - 2; h >= 0; h--) {
        const row = rows[h]!;
        const at = [...Array(b - a + 1).keys()].map((k) => a + k).filter((j) => (row[j] ?? '').trim() !== '');
        const texts = new Set(at.map((j) => row[j]!.trim()));
        if (texts.size !== 1 || at.length === b - a + 1 || at[at.length - 1]! - at[0]! !== at.length - 1) continue;
        // Another heading beside the run reaching into it: not this run's alone.
        if ((row[a - 1] ?? '').trim() === [...texts][0] || (row[b + 1] ?? '').trim() === [...texts][0]) continue;
        const text = [...texts][0]!;
        const saysPeriod = findPeriods(text).length > 0 || /\b(?:years?|months?|quarters?|weeks?|periods?)\s+end(?:ed|ing)\b/i.test(text);
        const inside = at[0]! > a && at[at.length - 1]! < b;
        const withBelow = grew !== null && grew.from === at[0] && grew.to === at[at.length - 1];
        if (!saysPeriod && !inside && !withBelow) continue;
        grew = { from: at[0]!, to: at[at.length - 1]! };
        for (let j = a; j <= b; j++) row[j] = text;
      }
    }
    a = b + 1;
  }
}

function fillSpans(header: string[][], width: number): string[][] {
  const rows = header.map((h, i) => (i === header.length - 1 ? gluedGroups([...h]) : [...h]));
  if (rows.length > 1) centredOverPeriods(rows, width);
  for (let h = 0; h < rows.length - 1; h++) {
    const row = rows[h]!;
    const below = rows[h + 1]!;
    repeatedBlocks(row, below, width);
    let carry = '';
    for (let j = 0; j < width; j++) {
      if ((row[j] ?? '') !== '') carry = row[j]!;
      // A total column stands on its own: 'Supporting Services' does not reach over 'Total Expenses'.
      else if (carry !== '' && (below[j] ?? '') !== '' && !/^\s*(?:total|grand total)\b/i.test(below[j] ?? '')) row[j] = carry;
      else carry = '';
    }
  }
  return rows;
}

/** What joins a period's first and last days: '-', 'to', 'bis', 'au', 'al', 'hasta', 't/m'. */
const RANGE_WORD = /^\s*(?:-|–|—|to|through|thru|until|till|bis|au|al|a|hasta|t\/m|tot|til)\s*$/i;

/** The one period a table's title or captions name ('Year Ended June 30, 2024', 'Fiscal 2019'), if exactly one. */
/** Dates a title gives as the statement's ('As of June 30, 2025', 'Year Ended December 31'), not a run or print date. */
function statementDates(title: string[]): Period[] {
  const out: Period[] = [];
  for (const t of title.slice(0, 4)) {
    const found = findPeriods(t);
    for (const [i, p0] of found.entries()) {
      if (p0.kind !== 'date') continue;
      // ('vom 01.01.2025 bis 31.12.2025', '1 July 2024 to 30 June 2025': a period's first day is not
      // what it reports at; its last is the day it ended.)
      const next = found[i + 1];
      const between = (a: Period, b: Period) => plainText(t).slice(a.end, b.start);
      if (next?.kind === 'date' && RANGE_WORD.test(between(p0, next))) continue;
      const prev = found[i - 1];
      const p = prev?.kind === 'date' && RANGE_WORD.test(between(prev, p0)) ? { ...p0, ended: true } : p0;
      const before = plainText(t).slice(Math.max(0, p.start - 50), p.start).toLowerCase();
      // (When it was run, printed or approved is not what it reports on.)
      if (/\b(run|printed|prepared|created|generated|report|approved|adopted|signed|dated|issued)\b[^,;.\-–]*$/.test(before)) continue;
      // (A sign-off's 'Prepared by: A. Smith (Bookkeeper)  Date: 05/02/2024'.)
      if (/\b(?:prepared|reviewed|approved|signed|checked|authori[sz]ed|printed|run)\b.*\bdate\s*:?\s*$/.test(before)) continue;
      // (Nor an auditor's 'Place: Shahada  Date: 12.06.2026': a field labelled 'Date:' is when it was signed.)
      if (/\bdate\s*:\s*$/.test(before)) continue;
      // (Nor a day with its time, '14-02-2026 09:31' atop a printed web page: when it was printed.)
      if (/^\s*,?\s*(?:at\s+|om\s+|um\s+|à\s+|a las\s+|alle\s+)?\d{1,2}[:.]\d{2}(?![\d.,])/.test(plainText(t).slice(p.end))) continue;
      // (Nor a day a paragraph of prose above the table tells of, 'the walk was held on Sunday
      // 8 March 2026': in prose, only a day the figures are at or to is the statement's.)
      if (plainText(t).split(/\s+/).length > 15 && !/(?:\b(?:at|as at|as of|ended|ending|end of|to|through|thru|until|for|from)\s+(?:the\s+)?(?:(?:year|period|month|quarter|weeks?|months?)\s+(?:ended|ending)\s+)?(?:\w+day,?\s+)?|[–—(-]\s*|:\s*)$/.test(before)) continue;
      out.push(p);
    }
  }
  return out;
}

const MONTHS_RE = '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

/** The span two days joined by 'to' say ('Pay Period: 12/07/2025 to 25/07/2025'), else the text's context period. */
function spanOfText(text: string): Period | null {
  const plain = plainText(text);
  const dates = findPeriods(text).filter((p) => p.kind === 'date' && p.year !== undefined);
  for (let i = 1; i < dates.length; i++) if (RANGE_WORD.test(plain.slice(dates[i - 1]!.end, dates[i]!.start))) return combinePeriods([dates[i - 1]!, dates[i]!]);
  return tableContextPeriod([text]);
}

function tableContextPeriod(title: string[]): Period | null {
  // 'Years ended 31 March' (no year): the day every year of the table ends on.
  for (const t of title.slice(0, 3)) {
    const m = new RegExp(`\\b(?:years?|periods?)\\s+end(?:ed|ing)\\s+(?:(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTHS_RE}|${MONTHS_RE}\\s+(\\d{1,2}))\\b(?!,?\\s*\\d{4})`, 'i').exec(plainText(t));
    if (m) {
      const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf((m[2] ?? m[3])!.slice(0, 3).toLowerCase()) + 1;
      return { kind: 'date', month, day: Number(m[1] ?? m[4]), ended: true, start: 0, end: 0, text: m[0] };
    }
  }
  // 'Nine months ended June 30, 2024 (FY2024: October 1, 2023 – September 30, 2024)': the months the
  // report says it covers, before the year it is of.
  for (const t of title.slice(0, 3)) {
    const span = findPeriods(t).find((p) => p.kind === 'span' && (p.months ?? 0) > 0 && (p.months ?? 0) < 12 && p.year !== undefined && p.month !== undefined && !p.fromStart);
    if (span) return { ...span, ended: true };
  }
  // 'Award period: 1 April 2027 - 31 March 2028': the span between the two days.
  for (const t of title.slice(0, 3)) {
    const text = plainText(t);
    // (Its first day too, which is no statement date of its own.)
    const ends = statementDates([t]);
    const dates = findPeriods(t).filter((p, i, all) => p.kind === 'date' && p.year !== undefined && (ends.some((e) => e.start === p.start) || (all[i + 1]?.kind === 'date' && RANGE_WORD.test(text.slice(p.end, all[i + 1]!.start)))));
    for (let i = 1; i < dates.length; i++) {
      if (RANGE_WORD.test(text.slice(dates[i - 1]!.end, dates[i]!.start))) return combinePeriods([dates[i - 1]!, dates[i]!]);
    }
  }
  // 'Profit and Loss - October 2025 - March 2026': the months from the first to the last, as a span.
  for (const t of title.slice(0, 3)) {
    const ranges = findPeriods(t).filter((p) => p.kind === 'monthRange' && p.year !== undefined && p.endYear !== undefined && p.endMonth !== undefined);
    if (ranges.length !== 1) continue;
    const r = ranges[0]!;
    const months = (r.endYear! - r.year!) * 12 + (r.endMonth! - r.month!) + 1;
    const day = new Date(Date.UTC(r.endYear!, r.endMonth!, 0)).getUTCDate();
    if (months >= 2 && months <= 24) return { kind: 'span', months, year: r.endYear, month: r.endMonth, day, start: r.start, end: r.end, text: r.text };
  }
  // ('Profit & Loss [Budget Analysis] - August 2024 To July 2025': two months with their years.)
  for (const t of title.slice(0, 3)) {
    const text = plainText(t);
    const ms = findPeriods(t).filter((p) => p.kind === 'month' && p.year !== undefined && p.month !== undefined);
    for (let i = 1; i < ms.length; i++) {
      const [a, b] = [ms[i - 1]!, ms[i]!];
      if (!RANGE_WORD.test(text.slice(a.end, b.start))) continue;
      const months = (b.year! - a.year!) * 12 + (b.month! - a.month!) + 1;
      const day = new Date(Date.UTC(b.year!, b.month!, 0)).getUTCDate();
      if (months >= 2 && months <= 24) return { kind: 'span', months, year: b.year, month: b.month, day, start: a.start, end: b.end, text: `${a.text} - ${b.text}` };
    }
  }
  const found = title.slice(0, 3).flatMap((t) => {
    const statement = statementDates([t]);
    return findPeriods(t).filter((p) => p.kind === 'year' || (p.kind === 'date' && statement.some((d) => d.start === p.start)));
  });
  if (!found.length) return null;
  const years = new Set(found.map((p) => p.year));
  if (years.size !== 1) {
    // 'As of June 30, 2025 and June 30, 2024': the day, without a year.
    const dates = found.filter((p) => p.kind === 'date');
    const days = new Set(dates.map((d) => `${d.month}/${d.day}`));
    if (dates.length >= 2 && days.size === 1) return { ...dates[0]!, year: undefined };
    return null;
  }
  return found.find((p) => p.kind === 'date') ?? found.find((p) => p.kind === 'year' && p.fiscal) ?? found[0]!;
}

/** Bare years of a statement dated in its title or beside a dated column take that day. */
function datedYears(cols: Col[], title: string[]): void {
  const years = cols.filter((c) => c.period?.kind === 'year' && !c.period.fiscal && !c.period.calendar);
  if (!years.length) return;
  const dates = statementDates(title);
  const sameDay = cols.filter((c) => c.period?.kind === 'date').map((c) => c.period!);
  const days = new Set(sameDay.map((d) => `${d.month}/${d.day}`));
  for (const c of years) {
    const p = c.period!;
    const fromTitle = dates.find((d) => d.year === p.year) ?? (dates.length && new Set(dates.map((d) => `${d.month}/${d.day}`)).size === 1 ? dates[0] : undefined);
    const fromNeighbour = days.size === 1 && sameDay.every((d) => d.year !== p.year) ? sameDay[0] : undefined;
    const day = fromTitle ?? fromNeighbour;
    if (day?.month) c.period = { ...p, kind: 'date', month: day.month, day: day.day, ...(day.ended ? { ended: true } : {}) };
  }
}

/** The currency most printed figures of the table are marked with; dollar marks count too, so one euro line does not make a dollar table a euro one. */
/** One currency code on every row of a 'Currency' column ('hkd' down a payments export): the table's. */
function codeColumnCurrency(stored: StoredTable): string | null {
  const heads = stored.columns ?? [];
  for (let i = 0; i < heads.length; i++) {
    if (!CURRENCY_HEAD.test(String(heads[i] ?? ''))) continue;
    const codes = new Set(stored.rows.slice(0, 200).map((r) => String(r.cells[i] ?? '').trim().toUpperCase()).filter(Boolean));
    if (codes.size === 1 && /^[A-Z]{3}$/.test([...codes][0]!)) return currencyOf([...codes][0]!);
  }
  return null;
}

function markCurrency(rows: StoredTable['rows']): string | null {
  const counts = new Map<string, number>();
  for (const r of rows.slice(0, 200)) {
    for (const t of r.text ?? []) {
      if (!t || t.length > 30 || !/\d/.test(t)) continue;
      // (A mark of one currency, 'P600', 'Rs 1,200', 'KSh 500', 'G$ 2,000', before a bare one.)
      const named = currenciesNamed(t);
      const m = named.length === 1 ? named[0]!.sign : /[$€£¥]|^\(?-?\s?R(?=\s?\d)/.exec(t)?.[0].replace(/^[(\-\s]+/, '');
      if (m) counts.set(m, (counts.get(m) ?? 0) + 1);
    }
  }
  const best = [...counts].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : null;
}

const KIND_FAMILY: Record<ColumnKind, ColumnKind> = {
  value: 'value',
  budget: 'budget',
  actual: 'actual',
  forecast: 'forecast',
  total: 'total',
  ytd: 'ytd',
  change: 'change',
  pctChange: 'pctChange',
  variance: 'variance',
  pctVariance: 'pctVariance',
  percentOf: 'percentOf',
};

/** The figure at a row and column, with what it is and what it counts; null when the cell holds none. */
/**
 * A line adding up the lines just above it ('Earned income' under 'Ticket sales' and 'Workshop fees')
 * is their total, whatever it is called: in every column of money or counts where it has a
 * figure, at least two lines above it, back to a heading or another total, add up to it.
 */
export function markSums(model: TableModel): void {
  if (model.shape !== 'grid' || model.periodAxis === 'rows') return;
  const cols = model.cols.filter((c) => !c.textual && (c.unit === null || c.unit === 'money' || c.unit === 'count') && !['pctChange', 'pctVariance', 'percentOf'].includes(c.kind));
  if (!cols.length) return;
  const value = (r: Row, c: Col) => {
    const f = isNumber(r.cells[c.index]) ? factAt(model, r, c) : null;
    return f && (f.unit === 'money' || f.unit === 'count') ? f.value : null;
  };
  const adds = (rows: Row[], total: Row) => {
    const own = cols.filter((c) => value(total, c) !== null);
    return own.length > 0 && rows.length >= 2 && own.every((c) => Math.abs(rows.reduce((n, r) => n + (value(r, c) ?? 0), 0) - value(total, c)!) <= Math.max(0.5, Math.abs(value(total, c)!) * 0.0005));
  };
  // A 'Total' printed under the last section that adds up every line of the table, not only the
  // section's, is the table's total ('Total' commitments after 'Other commitments').
  const grandTotal = (row: Row, i: number) => {
    const above = model.rows.slice(0, i).filter((r) => r.block === row.block && !r.isHeading && !r.isTotal);
    const section = above.filter((r) => row.path.every((p, k) => r.path[k] === p));
    if (section.length < above.length && adds(above, row) && !adds(section, row)) {
      row.path = [];
      row.pathStems = [];
    }
  };
  // (A label the table uses again elsewhere, a programme under each cost line, names an item that
  // may happen to equal the rows above it, not their sum.)
  const labelCount = new Map<string, number>();
  for (const r of model.rows) if (!r.isHeading) labelCount.set(r.label.toLowerCase(), (labelCount.get(r.label.toLowerCase()) ?? 0) + 1);
  model.rows.forEach((row, i) => {
    if (row.isTotal && row.path.length) grandTotal(row, i);
    if (row.isHeading || row.isTotal || row.period || row.unit === 'percent') return;
    if ((labelCount.get(row.label.toLowerCase()) ?? 0) > 1 && row.path.length) return;
    const own = cols.filter((c) => value(row, c) !== null);
    if (!own.length || own.every((c) => value(row, c) === 0)) return;
    const sums = own.map(() => 0);
    let parts = 0;
    for (let j = i - 1; j >= 0; j--) {
      const above = model.rows[j]!;
      if (above.isHeading || above.isTotal || above.block !== row.block) break;
      own.forEach((c, k) => (sums[k]! += value(above, c) ?? 0));
      if (own.some((c) => value(above, c) !== null)) parts++;
      const adds = own.every((c, k) => Math.abs(sums[k]! - value(row, c)!) <= Math.max(0.5, Math.abs(value(row, c)!) * 0.0005));
      if (parts >= 2 && adds) {
        row.isTotal = true;
        return;
      }
    }
  });
}

const CURRENCY_HEAD = /^\s*(?:currency|ccy|curr?\.?|currency code)\s*$/i;
const ROW_CURRENCY = new WeakMap<TableModel, number | null>();

/**
 * A register of amounts each in its own currency ('Currency: SEK', 'GBP', beside a 'Foreign
 * currency amount'): the column saying each row's currency code, when the table has one.
 */
function currencyColumn(table: TableModel): number | null {
  if (ROW_CURRENCY.has(table)) return ROW_CURRENCY.get(table)!;
  let found: number | null = null;
  const width = Math.max(0, ...table.rows.map((r) => r.cells.length));
  for (let i = 0; i < width && found === null; i++) {
    const head = (table.stored.headerRows ?? []).map((h) => h[i] ?? '').join(' ').trim() || String(table.stored.columns?.[i] ?? '');
    if (!CURRENCY_HEAD.test(head)) continue;
    const codes = table.rows.map((r) => r.cells[i]).filter((v): v is string => typeof v === 'string' && /^\s*[A-Z]{3}\s*$/.test(v));
    if (codes.length >= 2 && new Set(codes.map((c) => c.trim())).size >= 2) found = i;
  }
  ROW_CURRENCY.set(table, found);
  return found;
}

/**
 * Of a register in several currencies, the one column of amounts in the table's own currency
 * ('Amount credited (INR)' beside 'Foreign currency amount'): what 'how much' reads by default.
 */
export function homeAmountColumn(table: TableModel): Col | null {
  // (A log's one column headed as the amount, beside its fee and net ('Amount', 'Fee', 'Net' of a
  // payments export): what 'how much' and 'the charges' read.)
  const amount = table.periodAxis === 'records' ? table.cols.filter((c) => !c.textual && /^(?:amount|gross(?: amount)?)$/i.test(c.label.trim())) : [];
  if (amount.length === 1 && table.cols.some((c) => !c.textual && c !== amount[0] && /^(?:fees?|net(?: amount)?|tax)$/i.test(c.label.trim()))) return amount[0]!;
  if (currencyColumn(table) === null) return null;
  const home = table.cols.filter((c) => !c.textual && c.currency === table.currency && !/\brate\b/i.test(c.label));
  return home.length === 1 ? home[0]! : null;
}

/** A currency code as the answers print it: its mark when it has one ('GBP' → '£'), else the code. */
function currencyMark(code: string): string {
  return currencyOf(code) ?? (code === 'USD' ? 'US$' : `${code} `);
}

const FOREIGN_AMOUNT = /\bforeign[- ]currenc(?:y|ies)\b|\boriginal currency\b|\btransaction currency\b|\(fc\)|\bfc amount\b/i;

/** A column headed as money ('Amount', 'Fees received'). */
const MONEY_HEAD = /\b(?:amounts?|fees?|income|revenue|costs?|expenses?|expenditure|paid|received|receipts|payments?|spent)\b/i;

/** A dash printed for nothing ('—', '-', '–'). */
const NIL_DASH = /^(?:[$€£¥₹]\s*)?(?:-{1,2}|[—–−‒―])$/;

/**
 * The figure a dash stands for in a column of amounts: 0 ('Actual to date  —' beside a budget:
 * nothing spent). Not read as a figure everywhere, where it would be one more line to choose
 * between; asked for where a figure is owed, as actual spending against a budget.
 */
export function nilFactAt(table: TableModel, row: Row, col: Col): Fact | null {
  if (row.cells[col.index] !== null || col.textual || col.unit === 'percent' || col.unit === 'ratio' || !NIL_DASH.test((row.source.text?.[col.index] ?? '').trim())) return null;
  return factAt(table, { ...row, cells: row.cells.map((v, i) => (i === col.index ? 0 : v)) }, col);
}

export function factAt(table: TableModel, row: Row, col: Col): Fact | null {
  const v = row.cells[col.index];
  if (!isNumber(v)) return null;
  // A table stacked under a second header ('Fiscal 2018' below 'Fiscal 2019'): a row's figures are
  // under its own block's header, never the other's.
  // (Only a header of periods of its own: a header-like row in the middle is no second table.)
  if (row.block !== col.block && col.period && table.cols.some((c) => c.block === row.block && !c.textual && c.period?.kind === col.period!.kind)) return null;
  const printed = row.source.text?.[col.index] ?? null;
  const mark = printed ? markOf(printed) : null;
  // (A row named for people, 'Patients', under a column of money, 'Amount': what they paid.)
  // (Not 'Number of members' in a column of a summary in $'000: it says it counts.)
  const rowUnit = row.unit === 'count' && col.unit === null && MONEY_HEAD.test(col.label) && !/^\s*(?:number|no\.?|count|#|total number|headcount)\b/i.test(row.label) ? null : row.unit;
  let unit: UnitKind =
    mark === '%' ? 'percent' : mark === 'x' ? 'ratio' : mark === 'bps' ? 'bps' : (col.unit === 'percent' ? 'percent' : null) ?? rowUnit ?? col.unit ?? (table.kind === 'records' ? 'money' : 'money');
  if (mark && mark !== '%' && mark !== 'x' && mark !== 'bps' && unit === 'count') unit = 'money';
  const unscaled = unit === 'percent' || unit === 'ratio' || unit === 'perShare' || unit === 'bps' || unit === 'years' || unit === 'months' || unit === 'days';
  const scale = unscaled ? 1 : (row.scale ?? col.scale ?? (unit === 'count' && !/shares? in|in thousands of shares|units in/i.test(table.captions.join(' ') + table.title) ? 1 : table.scale));
  // (A figure whose column states no currency, in a register saying each row's: the row's.)
  const cc = col.currency || /\brate\b/i.test(col.label) ? null : currencyColumn(table);
  const code = cc !== null ? row.cells[cc] : null;
  // (A column of amounts in the currency each was received in, 'Amount (foreign currency)', with no
  // code beside it, is in no currency the answer can name: never the table's own.)
  const foreign = FOREIGN_AMOUNT.test(col.label) ? 'FC ' : null;
  const currency = (mark && /[$€£¥]/.test(mark) ? mark : null) ?? col.currency ?? (typeof code === 'string' && /^\s*[A-Z]{3}\s*$/.test(code) && unit === 'money' ? currencyMark(code.trim()) : null) ?? foreign ?? table.currency;
  const value = (table.expenseNegative && row.category === 'expense') || (table.revenueNegative && row.category === 'revenue') ? -v : v;
  const periods: Period[] = [];
  // A quarter or month down the side under a year across the top ('First Quarter' × '2019'): that quarter of that year.
  const sub = col.period && col.period.year !== undefined ? row.periods.find((p) => (p.kind === 'quarter' || p.kind === 'half' || p.kind === 'month' || (p.kind === 'date' && p.month)) && p.year === undefined) : undefined;
  // A quarter across the top under a year heading down the side ('Third' of the rows under '2019').
  const rowYear = [row.period, ...row.periods].find((p) => p?.kind === 'year' && p.year !== undefined);
  if (col.period && (col.period.kind === 'quarter' || col.period.kind === 'half') && col.period.year === undefined && rowYear) periods.push({ ...col.period, year: rowYear.year, fiscal: true });
  // ('At 31 December' under '2019': December 31, 2019.)
  if (sub) periods.push(sub.kind === 'month' ? { ...sub, fiscalYear: col.period!.year } : sub.kind === 'date' ? { ...sub, year: col.period!.year } : { ...sub, year: col.period!.year, fiscal: true });
  // 'Fund balance, end of year' under 'Year ended 30 September 2027': the balance on that day;
  // 'beginning of year', the balance a year before.
  const edge = col.period && col.period.kind === 'date' && col.period.ended && col.period.year !== undefined && col.period.month ? balanceEdge(row.label) : null;
  // (Both: the year's column as asked by its year, and the day as asked by its date.)
  if (col.period) periods.push(col.period);
  if (edge === 'end') periods.push({ ...col.period!, ended: false });
  else if (edge === 'start') periods.push({ ...col.period!, year: col.period!.year! - 1, ended: false });
  // (Not a record's own date, 'Joined 2023-08-14', under a column of another month, 'Jul' of the
  // 2025 register: the day the member joined is no period of the July contribution.)
  const monthly = (p: Period | null): p is Period => p !== null && (p.kind === 'month' || p.kind === 'date' || p.kind === 'monthRange') && !p.ended && p.month !== undefined;
  // (A row named by its date, 'Aug - 2019' of warrants issued then, keeps it: a question may ask by it.)
  const elsewhere = (p: Period) => {
    if (!monthly(col.period) || !monthly(p) || p.kind === 'monthRange' || p.year === undefined || findPeriods(row.label).length) return false;
    if (col.period.year === undefined) return col.period.kind !== 'monthRange' && col.period.month !== p.month;
    const c = intervalOf(col.period, 1, col.period.year);
    const at = p.year * 12 + p.month! - 1;
    return c !== null && (at < c.from || at > c.to);
  };
  if (row.period && (!col.period || table.periodAxis === 'records' || table.periodAxis === 'rows') && !elsewhere(row.period)) periods.push(row.period);
  periods.push(...row.periods.filter((p) => !elsewhere(p)));
  const scaleStated = scale === 1 || (row.scale !== null || col.scale !== null ? true : table.scaleStated);
  return { table, row, col, value, printed, unit, scale, scaleStated, currency, periods, kind: KIND_FAMILY[col.kind] };
}

/**
 * 'Gross margin 82,933 | 72,007' is an amount: a margin is a percentage by its name only when its
 * figures could be one (most of them within ±100), and the label says no '%' itself.
 */
function marginAmounts(label: string, cells: CellValue[]): boolean {
  if (!/\bmargin\b/i.test(label) || /%|\bpercent|\bpct\b|\bratio\b|\brate\b/i.test(label)) return false;
  const values = cells.filter((v): v is number => typeof v === 'number');
  return values.length > 0 && values.filter((v) => Math.abs(v) > 100).length > values.length / 2;
}

/**
 * The flows between two balances on dated days (a roll-forward's movements): the year ended on the
 * later day when they are twelve months apart, else the span of months ending on it; null when
 * they are not one to twenty-four months apart.
 */
function flowsBetween(from: Period, to: Period): Period | null {
  const at = (p: Period) => p.year! * 12 + p.month! - 1 + p.day! / 31;
  const months = Math.round(at(to) - at(from));
  if (months < 1 || months > 24) return null;
  const base = { year: to.year, month: to.month, day: to.day, start: 0, end: 0, text: to.text };
  return months === 12 ? { ...base, kind: 'date', ended: true } : { ...base, kind: 'span', months };
}

/** A line of a flow statement that is a balance at the period's end or start ('Fund balance, end of year'). */
function balanceEdge(label: string): 'end' | 'start' | null {
  if (/\b(?:end|close|closing|ending)\s+(?:of\s+)?(?:the\s+)?(?:year|period)\b|\bending balance\b|\bclosing balance\b/i.test(label)) return 'end';
  if (/\b(?:beginning|start|opening)\s+(?:of\s+)?(?:the\s+)?(?:year|period)\b|\bbeginning balance\b|\bopening balance\b/i.test(label)) return 'start';
  return null;
}

function markOf(printed: string): string | null {
  const t = printed.trim().toLowerCase();
  if (/%/.test(t)) return '%';
  if (/\d\s*x\)?$/.test(t)) return 'x';
  if (/bps/.test(t)) return 'bps';
  // (A dollar with its country's letters, 'R$1,234.50', 'S$80': that currency's mark.)
  const named = currenciesNamed(printed);
  if (named.length === 1 && /\$/.test(named[0]!.sign) && named[0]!.sign !== '$') return named[0]!.sign;
  const m = /[$€£¥]/.exec(t);
  return m ? m[0] : null;
}

export { KIND_FAMILY };
export type { TableKind };
