// The organisation's documents as the analyst reads them, built once per set of ready documents
// (see cache.ts): every table with its label column, value columns (each with the period it
// covers, budget/actual/change kind, scale and currency), blocks (a table that repeats its header
// half way down, as quarterly tables do for a second year), rows (label words, account code,
// section, category, subtotal), the passages split into sentences, and the receipts' fields.
import type { StoredTable } from '../../documents';
import type { CellValue, ParsedRow } from '../../documents/parse/types';
import type { TableLibrary } from './ground';
import { buildLibrary } from './library';
import { where } from './table/build';
import { joinContinued } from './table/continued';
import { currencyOf, scaleOf } from './table/units';

export { scaleOf };
import { findPeriods, fiscalLabelsByStart, setDatesDayFirst, setFiscalLabels, writesDayFirst, type Period } from './periods';
import { cleanLabel, Idf, isOperationWord, isStopword, plainText, stemMatch, words } from './text';

export interface SourceDocument {
  id: string;
  fileName: string;
  kind: string;
  fields: Record<string, string | number>;
}

export interface SourcePassage {
  documentId: string;
  text: string;
  page: number | null;
  sheet: string | null;
  heading: string | null;
}

/** What the analyst needs from the database (cache.ts reads it; tests build it by hand). */
export interface OrgData {
  documents: SourceDocument[];
  tables: StoredTable[];
  passages: SourcePassage[];
}

export type ColumnKind = 'value' | 'budget' | 'actual' | 'total' | 'change' | 'percentChange' | 'percent' | 'text' | 'code';
export type Category = 'revenue' | 'expense' | 'asset' | 'liability' | 'netassets';

export interface ColumnModel {
  index: number;
  /** The column's label as the answer cites it ('FY2025 Budget', 'Mar 2025'). */
  label: string;
  /** Words of the label that are not periods, units or generic ('revised', 'financial assets'). */
  stems: string[];
  period: Period | null;
  kind: ColumnKind;
  /** Numbers in the column (rows with a number in it). */
  numbers: number;
  texts: number;
}

export interface BlockModel {
  columns: ColumnModel[];
  /** The year the block is about when its header says so once ('Fiscal 2019' over four quarters). */
  context: Period | null;
}

export interface RowModel {
  table: TableModel;
  index: number;
  row: ParsedRow;
  /** Display label: footnote marks and trailing dots removed. */
  label: string;
  stems: string[];
  /** The label read as a period (a table whose rows are periods: '2020 – 2024', 'Jun-2018'). */
  period: Period | null;
  code: string | undefined;
  isSubtotal: boolean;
  /** A heading row inside the table ('REVENUE', 'Deferred tax assets:'): no figures. */
  isHeading: boolean;
  section: RowModel | null;
  sectionStems: string[];
  /** Words of the row's other text cells (a chart of accounts' description, a note). */
  textStems: string[];
  block: number;
  category: Category | null;
  /** Its figures are percentages ('Gross margin', 'Dividend yield'). */
  percent: boolean;
  /** Its figures are counts, not money ('Number of restaurants', 'Warrants'). */
  count: boolean;
  perShare: boolean;
}

export interface TableModel {
  stored: StoredTable;
  doc: DocModel;
  labelColumn: number;
  codeColumn: number | null;
  blocks: BlockModel[];
  rows: RowModel[];
  titleStems: string[];
  headStems: string[];
  /** 1, 1e3, 1e6 or 1e9: the scale the figures are stated in. */
  scale: number;
  currency: string;
  /** Where it is, for the answer's source line: 'FY2025 Operating Budget.xlsx, sheet Budget'. */
  where: string;
  /** The rows are periods and the columns are measures (a lease maturity table). */
  periodRows: boolean;
}

export interface Sentence {
  doc: DocModel;
  text: string;
  stems: string[];
  heading: string | null;
  headingStems: string[];
  page: number | null;
  sheet: string | null;
  /** Position among the document's sentences. */
  order: number;
  /** It states a date or a month (read once, when first asked). */
  dated?: boolean;
}

export interface DocModel {
  id: string;
  fileName: string;
  kind: string;
  fields: Record<string, string | number>;
  nameStems: string[];
  /** Every word of its passages: weak evidence that a table of this document is the one meant. */
  stems: Set<string>;
  sentences: Sentence[];
  /** '(in thousands)' and the like, read from its passages. */
  scale: number | null;
  /** How many tables it holds. */
  tables: number;
}

export interface OrgIndex {
  /** The documents name a fiscal year by the year it starts in ('FY2026' = April 2026 - March 2027). */
  fiscalLabelsByStart: boolean;
  /** The documents write dates day first ('14/11/2025'): so are their ambiguous ones and the questions'. */
  datesDayFirst?: boolean;
  docs: DocModel[];
  tables: TableModel[];
  rows: RowModel[];
  sentences: Sentence[];
  /** Weights of words over row labels, column labels and sentences. */
  idf: Idf;
  /** Every word of the documents (stems): a name the question uses that is not here is not in them. */
  vocabulary: Set<string>;
  /** Word → rows it names (label, section, text cells; a table's title, file or column words: all its rows). */
  rowPostings: Map<string, Set<RowModel>>;
  /** Word → sentences using it (text or heading). */
  sentencePostings: Map<string, Sentence[]>;
  /** Word of a question → the documents' words it matches (filled as questions come). */
  expansions: Map<string, string[]>;
  /** Account code → category and description, from any chart of accounts among the tables. */
  accounts: Map<string, { label: string; category: Category | null; description: string | null; row: RowModel }>;
  /** The tables read into the table model (table/), with their lines. */
  lib: TableLibrary;
}

const isNumber = (v: CellValue): v is number => typeof v === 'number' && Number.isFinite(v);
const isText = (v: CellValue): v is string => typeof v === 'string' && v.trim() !== '';

const UNIT_WORDS = new Set(
  'usd us dollar dollars eur euro euros gbp rmb cny nt aud cad thousand thousands million millions billion billions 000 in of k m bn mn'.split(' '),
);

/** Content words of a column label: periods, units and generic words removed. */
function columnStems(label: string, period: Period | null): string[] {
  let text = label;
  for (const p of findPeriods(label)) text = text.replace(p.text, ' ');
  void period;
  return words(text)
    .filter((t) => !isStopword(t.word) && !UNIT_WORDS.has(t.word) && !/^\d+$/.test(t.word))
    .filter((t) => !['year', 'years', 'ended', 'ending', 'end', 'month', 'months', 'period', 'fiscal', 'fy', 'as', 'at', 'december', 'june'].includes(t.word))
    .map((t) => t.stem);
}

export function columnKind(label: string): ColumnKind {
  const l = plainText(label).toLowerCase();
  if (/(%|percent|pct)/.test(l) && /(change|chg|growth|increase|decrease|var|diff)/.test(l)) return 'percentChange';
  if (/\b(change|chg|variance|var|increase|decrease|difference|diff|fav|unfav|favorable|unfavorable|favourable|unfavourable)\b/.test(l)) return 'change';
  if (/\b(19|20)\d{2}\b.*\b(over|vs\.?|versus|compared)\b.*\b(19|20)\d{2}\b/.test(l)) return 'change';
  if (/(^|\s)(%|percent|pct)(\s|$)|% of|percent of|\bshare of\b/.test(l)) return 'percent';
  if (/\b(budget|budgeted|plan|planned|approved|revised|forecast|projected|projection|original|proposed|target)\b/.test(l)) return 'budget';
  if (/\b(actual|actuals|unaudited actual)\b/.test(l)) return 'actual';
  if (/\b(total|full year|full-year|annual|ytd|year to date|year-to-date|fy total)\b/.test(l)) return 'total';
  if (/\b(notes?|description|comments?|memo|explanation|type|class|category|remarks?)\b/.test(l)) return 'text';
  if (/\b(account|acct|code|gl|no\.?|number|#)\b/.test(l) && !/\d{4}/.test(l)) return 'code';
  return 'value';
}

/** The period a column label names, with the block's context year filled in. */
function columnPeriod(label: string, kind: ColumnKind, context: Period | null): Period | null {
  if (kind === 'change' || kind === 'percentChange') return null;
  const found = findPeriods(label);
  const quarter = found.find((p) => p.kind === 'quarter' || p.kind === 'half');
  const year = found.find((p) => p.kind === 'year' || p.kind === 'date' || p.kind === 'range');
  const month = found.find((p) => p.kind === 'month' || p.kind === 'monthRange');
  const contextYear = context?.year;
  if (quarter) return { ...quarter, year: year?.year ?? contextYear, fiscal: true };
  if (month) return month;
  if (year) return year;
  if (kind === 'total' && context) return { ...context };
  // Single-word quarter and month headings ('First', 'Jan') are read with their header row.
  return null;
}

const CATEGORY_WORDS: Array<[RegExp, Category]> = [
  [/\b(net assets|fund balances?|equity)\b/i, 'netassets'],
  [/\b(liabilit)/i, 'liability'],
  [/\b(assets?)\b/i, 'asset'],
  [/\b(expenses?|expenditures?|costs?|spending|disbursements?)\b/i, 'expense'],
  [/\b(revenues?|income|support|receipts|contributions|sales)\b/i, 'revenue'],
];

function categoryOfHeading(text: string): Category | null {
  const t = text.toLowerCase();
  // 'Liabilities and net assets' is the liabilities' heading.
  if (/liabilit/.test(t)) return 'liability';
  for (const [re, c] of CATEGORY_WORDS) if (re.test(t)) return c;
  return null;
}

/** The usual category of a line by its name, when nothing in the documents says. */
function lexiconCategory(label: string): Category | null {
  const l = label.toLowerCase();
  // Balance-sheet lines named after an expense ('Accumulated depreciation', 'Prepaid insurance').
  if (/\b(accumulated|receivables?|payables?|prepaid|accrued|deferred|reserves?|allowance|liabilit|assets?)\b/.test(l)) return null;
  if (/^grants?$|^(government|foundation|federal|state|corporate|private) grants?$/.test(l)) return 'revenue';
  if (/\b(donations?|contributions?|gifts?|grants? (income|revenue)|grant income|dues|memberships?|sponsorships?|ticket sales|sales|tuition|interest income|investment income|dividends|royalties|program (service )?fees|fees earned|bequests?|legacies|fundraising income|events? income)\b/.test(l)) return 'revenue';
  if (/\b(salar(y|ies)|wages|payroll|benefits|rent|occupancy|utilities|insurance|supplies|travel|mileage|postage|printing|telephone|internet|software|depreciation|amortization|maintenance|repairs|professional fees|consulting|audit|legal|bank (fees|charges)|advertising|marketing|training|equipment|food|meals|stipends|subcontracts?|fundraising expenses?|cost of goods)\b/.test(l)) return 'expense';
  return null;
}

export function categoryOfType(text: string): Category | null {
  const t = text.toLowerCase().trim();
  if (/^(revenue|income|support|revenue and support|other income)s?$/.test(t)) return 'revenue';
  if (/^(expense|expenditure|cost of sales|cost of goods sold|cogs|other expense)s?$/.test(t)) return 'expense';
  if (/asset/.test(t) && !/net asset/.test(t)) return 'asset';
  if (/liabilit/.test(t)) return 'liability';
  if (/net asset|equity|fund balance/.test(t)) return 'netassets';
  return null;
}

const PERCENT_ROW = /\b(margin|rate|ratio|yield|volatility|percent|percentage)\b|%/i;
const COUNT_WORDS =
  /\b(number of|no\. of|count|headcount|employees|staff count|fte|shares outstanding|warrants|households served|meals served|clients served|participants|volunteers|students|\(in years\)|\(years\)|in years)\b/i;

/** A heading inside a table ('REVENUE', 'Current assets'): its label and nothing else. */
function isHeadingRow(row: ParsedRow, labelColumn: number, valueColumns: number[]): boolean {
  if (!row.label || !valueColumns.length) return false;
  return row.cells.every((v, i) => i === labelColumn || v === null || v === '' || (typeof v === 'string' && String(v).trim() === row.code));
}

/** A row that restates column headings half way down ('Fiscal 2018' / 'First Quarter' ...). */
function isHeaderRow(row: ParsedRow, valueColumns: number[]): boolean {
  if (valueColumns.some((c) => isNumber(row.cells[c] ?? null))) return false;
  const texts = valueColumns.filter((c) => isText(row.cells[c] ?? null));
  return texts.length >= 1 && (texts.length >= 2 || findPeriods(String(row.cells[texts[0]!])).length > 0);
}


/**
 * Bare year columns ('2025', '2024') of a statement dated in its title ('As of June 30, 2025 and
 * June 30, 2024') or beside a dated column ('December 31, 2018' next to '2019', a heading merged
 * over both) take that day: the balance at June 30, 2025.
 */
function datedYears(blocks: BlockModel[], texts: string[]): void {
  for (const b of blocks) {
    const years = b.columns.filter((c) => c.period?.kind === 'year' && !c.period.fiscal && !c.period.calendar);
    if (!years.length) continue;
    const dates = texts.flatMap((t) => findPeriods(t)).filter((p) => p.kind === 'date');
    const sameDay = b.columns.filter((c) => c.period?.kind === 'date').map((c) => c.period!);
    for (const c of years) {
      const p = c.period!;
      const fromTitle = dates.find((d) => d.year === p.year);
      const days = new Set(sameDay.map((d) => `${d.month}/${d.day}`));
      const fromNeighbour = days.size === 1 && sameDay.every((d) => d.year !== p.year) ? sameDay[0] : undefined;
      const day = fromTitle ?? fromNeighbour;
      if (day) c.period = { ...p, kind: 'date', month: day.month, day: day.day, ...(day.ended ? { ended: true } : {}) };
    }
  }
}

/**
 * A table whose columns name no period ('Budget | Actual | Variance') is about the one year its
 * title, sheet or file names ('Budget vs Actual FY24', 'Year ended June 30, 2024'): its value
 * columns get that period.
 */
function tablePeriod(blocks: BlockModel[], texts: Array<string | null | undefined>): void {
  const found = texts
    .filter((t): t is string => Boolean(t))
    .flatMap((t) => findPeriods(t))
    .filter((p) => p.kind === 'year' || p.kind === 'date');
  if (!found.length) return;
  const years = new Set(found.map((p) => p.year));
  if (years.size !== 1) return;
  const period = found.find((p) => p.kind === 'year' && p.fiscal) ?? found.find((p) => p.kind === 'date') ?? found[0]!;
  for (const b of blocks) {
    for (const c of b.columns) {
      if (c.period || !['value', 'budget', 'actual', 'total'].includes(c.kind)) continue;
      c.period = { ...period };
    }
  }
}

function buildBlocks(t: StoredTable, labelColumn: number, headerSets: Array<{ start: number; header: string[][] }>, valueColumns: Set<number>): BlockModel[] {
  return headerSets.map(({ header }, bi) => {
    // A heading written once over all the value columns ('Fiscal 2019') is the block's year.
    let context: Period | null = null;
    for (const h of header) {
      const cells = h.map((v, i) => ({ v: (v ?? '').trim(), i })).filter((c) => c.i !== labelColumn && c.v);
      if (cells.length === 1) {
        const p = findPeriods(cells[0]!.v).find((x) => x.kind === 'year');
        if (p) context = p;
      }
    }
    const width = Math.max(t.columns.length, ...t.rows.map((r) => r.cells.length));
    const columns: ColumnModel[] = [];
    for (let c = 0; c < width; c++) {
      const label =
        bi === 0 && t.columns[c] !== undefined
          ? t.columns[c]!
          : header
              .map((h) => (h[c] ?? '').trim())
              .filter(Boolean)
              .join(' ');
      const kind = columnKind(label);
      let period = columnPeriod(label, kind, context);
      // 'First', 'Second' over 'Quarter': the header rows read together.
      if (!period) {
        const joined = header.map((h) => (h[c] ?? '').trim()).join(' ');
        period = columnPeriod(joined, kind, context);
      }
      columns.push({
        index: c,
        label: label.trim(),
        stems: columnStems(label, period),
        period,
        kind: valueColumns.has(c) || kind === 'text' || kind === 'code' ? kind : 'text',
        numbers: 0,
        texts: 0,
      });
    }
    return { columns, context };
  });
}

export function buildIndex(data: OrgData): OrgIndex {
  // How the documents name fiscal years is settled first: every period read below depends on it.
  const byStart = fiscalLabelsByStart(fiscalLabelTexts(data));
  // (So is whether its dates are written day first.)
  const dayFirst = writesDayFirst(dateTexts(data));
  setFiscalLabels(byStart);
  setDatesDayFirst(dayFirst);
  try {
    return { ...buildModel(data), fiscalLabelsByStart: byStart, datesDayFirst: dayFirst };
  } finally {
    setFiscalLabels(false);
    setDatesDayFirst(false);
  }
}

/** Every text of the documents that may hold a date: passages, titles, headings and cells. */
function* dateTexts(data: OrgData): Generator<string> {
  for (const p of data.passages) yield p.text;
  for (const t of data.tables) {
    if (t.title) yield t.title;
    for (const h of t.headerRows ?? []) yield h.join(' ');
    yield t.columns.join(' ');
    for (const r of (t.rows ?? []).slice(0, 500)) for (const v of r.cells) if (typeof v === 'string') yield v;
  }
}

/** Where documents say what their fiscal years are: table titles and headings, and passages. */
function* fiscalLabelTexts(data: OrgData): Generator<string> {
  for (const t of data.tables) {
    if (t.title) yield t.title;
    for (const h of t.headerRows ?? []) yield h.join(' ');
    yield t.columns.join(' ');
    for (const r of (t.rows ?? []).slice(0, 8)) yield r.cells.filter((v) => typeof v === 'string').join(' ');
  }
  for (const p of data.passages) yield p.text;
}

function buildModel(data: OrgData): Omit<OrgIndex, 'fiscalLabelsByStart'> {
  const idf = new Idf();
  const docs = new Map<string, DocModel>();
  for (const d of data.documents) {
    docs.set(d.id, {
      id: d.id,
      fileName: d.fileName,
      kind: d.kind,
      fields: d.fields ?? {},
      nameStems: words(d.fileName.replace(/\.[a-z0-9]+$/i, '')).map((t) => t.stem),
      stems: new Set(),
      sentences: [],
      scale: null,
      tables: 0,
    });
  }
  const docOf = (id: string, fileName: string): DocModel => {
    let d = docs.get(id);
    if (!d) {
      d = { id, fileName, kind: '', fields: {}, nameStems: words(fileName.replace(/\.[a-z0-9]+$/i, '')).map((t) => t.stem), stems: new Set(), sentences: [], scale: null, tables: 0 };
      docs.set(id, d);
    }
    return d;
  };

  // Passages → sentences.
  const sentences: Sentence[] = [];
  for (const p of data.passages) {
    const doc = docs.get(p.documentId);
    if (!doc) continue;
    const scale = scaleOf(p.text.slice(0, 600), false);
    if (scale && doc.scale === null) doc.scale = scale;
    const headingStems = p.heading ? words(p.heading).map((t) => t.stem) : [];
    for (const text of splitSentences(p.text)) {
      const stems = words(text).map((t) => t.stem);
      for (const s of stems) doc.stems.add(s);
      const sentence: Sentence = { doc, text, stems, heading: p.heading, headingStems, page: p.page, sheet: p.sheet, order: doc.sentences.length };
      doc.sentences.push(sentence);
      sentences.push(sentence);
      idf.add(stems);
    }
  }

  const tables: TableModel[] = [];
  const allRows: RowModel[] = [];
  const storedTables = joinContinued(data.tables);
  for (const t of storedTables) {
    // A table the analyst cannot make sense of is left out rather than failing every question.
    try {
      const doc = docOf(t.documentId, t.fileName);
      doc.tables++;
      const rows = t.rows ?? [];
      // The label column: where the rows' labels are.
      const labelVotes = new Map<number, number>();
      for (const r of rows) {
        const i = r.label ? r.cells.findIndex((v) => typeof v === 'string' && v.trim() === r.label.trim()) : -1;
        if (i >= 0) labelVotes.set(i, (labelVotes.get(i) ?? 0) + 1);
      }
      const labelColumn = [...labelVotes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 0;
      const codeVotes = new Map<number, number>();
      for (const r of rows) {
        if (!r.code) continue;
        const i = r.cells.findIndex((v) => v !== null && String(v).trim() === r.code);
        if (i >= 0 && i !== labelColumn) codeVotes.set(i, (codeVotes.get(i) ?? 0) + 1);
      }
      const codeColumn = [...codeVotes].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
      const width = Math.max(t.columns.length, ...rows.map((r) => r.cells.length), 0);
      const valueColumns = new Set<number>();
      for (let c = 0; c < width; c++) {
        if (c === labelColumn || c === codeColumn) continue;
        const n = rows.filter((r) => isNumber(r.cells[c] ?? null)).length;
        if (n > 0) valueColumns.add(c);
      }
      const valueList = [...valueColumns];

      // Blocks: the header rows, and any rows that restate headings further down.
      const headerSets: Array<{ start: number; header: string[][] }> = [{ start: 0, header: t.headerRows ?? [] }];
      const rowBlock: number[] = [];
      const headerLike: boolean[] = rows.map((r) => isHeaderRow(r, valueList));
      for (let i = 0; i < rows.length; i++) {
        if (headerLike[i] && (i === 0 || !headerLike[i - 1])) {
          const header: string[][] = [];
          let j = i;
          while (j < rows.length && headerLike[j]) {
            header.push(rows[j]!.cells.map((v) => (v === null ? '' : String(v))));
            j++;
          }
          if (j < rows.length && i > 0) headerSets.push({ start: i, header });
        }
        rowBlock.push(headerSets.length - 1);
      }
      const blocks = buildBlocks(t, labelColumn, headerSets, valueColumns);
      const nearby = data.passages
        .filter((p) => p.documentId === t.documentId && p.text.length <= 250 && ((t.sheet && p.sheet === t.sheet) || (t.page && p.page === t.page)))
        .map((p) => p.text);
      datedYears(blocks, [t.title ?? '', ...nearby]);
      tablePeriod(blocks, [t.title, t.sheet, t.name, t.fileName.replace(/\.[a-z0-9]+$/i, ''), ...nearby]);

      // Short passages printed beside the table (captions, headings on its sheet or page).
      const captions = data.passages
        .filter((p) => p.documentId === t.documentId && ((t.sheet && p.sheet === t.sheet) || (t.page && p.page === t.page)))
        .map((p) => p.text)
        .filter((x) => x.length <= 250 && !/\s—\s[^:]{1,60}:/.test(x));
      const titleText = [t.title, t.name, t.sheet, ...captions].filter(Boolean).join(' ');
      const headerText = [...(t.headerRows ?? []).flat(), ...t.columns].join(' ');
      const embeddedScaleRow = rows.find((r) => r.cells.filter((v) => v !== null && v !== '').length === 1 && scaleOf(r.cells.find(isText) ?? '') !== null);
      const scale =
        scaleOf(t.units) ??
        scaleOf(headerText) ??
        scaleOf(t.title) ??
        (embeddedScaleRow ? scaleOf(embeddedScaleRow.cells.find(isText) ?? '') : null) ??
        doc.scale ??
        1;
      const currency = currencyOf([t.units, headerText, t.title].filter(Boolean).join(' ')) ?? '$';
      const table: TableModel = {
        stored: t,
        doc,
        labelColumn,
        codeColumn,
        blocks,
        rows: [],
        // The label column's heading ('Issuance Date', 'Line Item') says what the rows are.
        headStems: words(t.columns[labelColumn] ?? '')
          .filter((x) => !isStopword(x.word) && !UNIT_WORDS.has(x.word) && !/^\d+$/.test(x.word))
          .map((x) => x.stem),
        titleStems: [...words(titleText).map((x) => x.stem), ...acronyms(titleText), ...acronyms(t.fileName.replace(/\.[a-z0-9]+$/i, ''))],
        scale,
        currency,
        where: where(t),
        periodRows: false,
      };

      const tableCountish = /\bnumber of\b/i.test(titleText) && !/\$|amount|value|cost|price/i.test(titleText);
      let section: RowModel | null = null;
      let periodRowCount = 0;
      let dataRowCount = 0;
      rows.forEach((r, i) => {
        const heading = !headerLike[i] && isHeadingRow(r, labelColumn, valueList);
        const label = cleanLabel(r.label ?? '');
        // A code written into the label ('4000 · Donations') is the row's code.
        const inlineCode = !r.code ? plainText(r.label ?? '').match(/^(?:total\s+)?(\d{3,6}(?:[.-]\d{1,4})?)\s*[·•:–—-]\s*[A-Za-z]/i)?.[1] : undefined;
        const labelPeriods = findPeriods(label);
        const period = labelPeriods.length === 1 && labelPeriods[0]!.text.length >= label.replace(/[^a-z0-9]/gi, '').length * 0.6 ? labelPeriods[0]! : null;
        const textCells = r.cells
          .map((v, c) => ({ v, c }))
          .filter(({ v, c }) => isText(v) && c !== labelColumn && c !== codeColumn && !valueColumns.has(c))
          .map(({ v }) => String(v));
        const row: RowModel = {
          table,
          index: i,
          row: r,
          label,
          stems: words(label).filter((x) => !isStopword(x.word)).map((x) => x.stem),
          period,
          code: r.code ?? (inlineCode && !/^total\b/i.test(r.label ?? '') ? inlineCode : undefined),
          isSubtotal: r.isSubtotal || /^(total|net|sum)\b/i.test(label),
          isHeading: heading || headerLike[i]!,
          section: null,
          sectionStems: [],
          textStems: [...words(textCells.join(' ')).filter((x) => !isStopword(x.word)).map((x) => x.stem), ...acronyms(label)],
          block: rowBlock[i] ?? 0,
          category: null,
          percent: PERCENT_ROW.test(label) && !/\bper share\b/i.test(label),
          count: COUNT_WORDS.test(label) || tableCountish,
          perShare: /\bper (diluted |basic )?share\b|\beps\b/i.test(label),
        };
        if (heading) {
          section = row;
        } else if (!headerLike[i]) {
          row.section = section;
          row.sectionStems = section ? section.stems : [];
          dataRowCount++;
          if (period) periodRowCount++;
        }
        // A subtotal that closes its section ('Total revenue' after 'REVENUE') ends it.
        if (row.isSubtotal && section && row.stems.some((s) => section!.stems.includes(s)) && !/liabilities and/i.test(section.label)) section = null;
        if (headerLike[i]) section = null;
        table.rows.push(row);
        idf.add(row.stems);
      });
      table.periodRows = dataRowCount > 0 && periodRowCount >= Math.max(2, dataRowCount * 0.5);
      for (const b of blocks) {
        for (const c of b.columns) {
          c.numbers = rows.filter((r, i) => rowBlock[i] === blocks.indexOf(b) && isNumber(r.cells[c.index] ?? null)).length;
          c.texts = rows.filter((r, i) => rowBlock[i] === blocks.indexOf(b) && isText(r.cells[c.index] ?? null)).length;
        }
      }
      for (const c of blocks[0]?.columns ?? []) idf.add(c.stems);
      tables.push(table);
      allRows.push(...table.rows);
    } catch {
      continue;
    }
  }

  // Categories: a chart of accounts' type column first, then section headings, then code ranges.
  const accounts: OrgIndex['accounts'] = new Map();
  const categoryByLabel = new Map<string, Category>();
  const subtotalCategory = new Map<RowModel, Category>();
  const accountRank = new Map<string, number>();
  for (const table of tables) {
    const cols = table.blocks[0]?.columns ?? [];
    const typeCol = cols.find((c) => /\b(type|class|category)\b/i.test(c.label) && c.index !== table.labelColumn);
    const descCol = cols.find((c) => /\b(description|notes?|memo|used for|purpose)\b/i.test(c.label) && c.index !== table.labelColumn);
    for (const row of table.rows) {
      const typeText = typeCol ? row.row.cells[typeCol.index] : null;
      const category = typeof typeText === 'string' ? categoryOfType(typeText) : null;
      if (category) categoryByLabel.set(row.label.toLowerCase(), category);
      if (row.code) {
        const cell = descCol ? row.row.cells[descCol.index] : null;
        const description = typeof cell === 'string' && cell.trim() ? cell : null;
        // A chart of accounts (a type or description per code) outranks a budget that shows the code.
        const rank = (category ? 2 : 0) + (description ? 1 : 0);
        if (rank > (accountRank.get(row.code) ?? -1)) {
          accounts.set(row.code, { label: row.label, category, description, row });
          accountRank.set(row.code, rank);
        }
      }
    }
  }
  const codeCategory = (code: string | undefined): Category | null => {
    if (!code || !/^\d{4,5}$/.test(code)) return null;
    const known = accounts.get(code)?.category;
    if (known) return known;
    return ({ '1': 'asset', '2': 'liability', '3': 'netassets', '4': 'revenue', '5': 'expense', '6': 'expense', '7': 'expense', '8': 'expense', '9': 'expense' } as const)[
      code[0] as '1'
    ];
  };
  // A statement without headings ('Donations', ..., 'Total Income', 'Payroll', ..., 'Total
  // Expenses'): the lines above a subtotal named for a category belong to it.
  for (const t of tables) {
    let start = 0;
    t.rows.forEach((r, i) => {
      if (r.isHeading) {
        start = i + 1;
        return;
      }
      if (!r.isSubtotal) return;
      const c = categoryOfHeading(r.label);
      if (c) for (let j = start; j < i; j++) if (!t.rows[j]!.isSubtotal && !t.rows[j]!.section) subtotalCategory.set(t.rows[j]!, c);
      start = i + 1;
    });
  }
  // The same line elsewhere (by code or name) says the category of a line no heading names.
  const known = new Map<string, Category>();
  for (const row of allRows) {
    if (row.isHeading) continue;
    const c = categoryByLabel.get(row.label.toLowerCase()) ?? (row.section ? categoryOfHeading(row.section.label) : null) ?? codeCategory(row.code);
    if (c && !row.isSubtotal) {
      known.set(`label:${row.label.toLowerCase()}`, c);
      if (row.code) known.set(`code:${row.code}`, c);
    }
  }
  const categoryOf = (row: RowModel): Category | null => {
    const fromType = categoryByLabel.get(row.label.toLowerCase());
    if (fromType) return fromType;
    if (/\b(net assets|fund balances?|equity)\b/i.test(row.label)) return 'netassets';
    const fromSection = row.section ? categoryOfHeading(row.section.label) : null;
    if (fromSection) return fromSection;
    const fromSubtotal = subtotalCategory.get(row) ?? codeCategory(row.code);
    if (fromSubtotal) return fromSubtotal;
    if (row.isSubtotal) return categoryOfHeading(row.label);
    return known.get(`label:${row.label.toLowerCase()}`) ?? lexiconCategory(row.label);
  };
  for (const row of allRows) if (!row.isHeading) row.category = categoryOf(row);
  const vocabulary = new Set<string>();
  for (const d of docs.values()) {
    for (const x of d.stems) vocabulary.add(x);
    for (const x of d.nameStems) vocabulary.add(x);
    for (const v of Object.values(d.fields)) if (typeof v === 'string') for (const t of words(v)) vocabulary.add(t.stem);
  }
  for (const t of tables) {
    for (const x of [...t.titleStems, ...t.headStems]) vocabulary.add(x);
    for (const b of t.blocks) for (const c of b.columns) for (const x of words(c.label)) vocabulary.add(x.stem);
    for (const r of t.rows) {
      if (r.code) vocabulary.add(r.code);
      for (const x of r.stems) vocabulary.add(x);
      for (const x of r.textStems) vocabulary.add(x);
    }
  }
  const rowPostings = new Map<string, Set<RowModel>>();
  const post = (stem: string, rows: Iterable<RowModel>) => {
    let set = rowPostings.get(stem);
    if (!set) rowPostings.set(stem, (set = new Set()));
    for (const r of rows) set.add(r);
  };
  for (const t of tables) {
    const rows = t.rows.filter((r) => !r.isHeading);
    const tableStems = new Set([...t.titleStems, ...t.headStems, ...t.doc.nameStems, ...t.blocks.flatMap((b) => b.columns.flatMap((c) => c.stems))]);
    for (const x of tableStems) post(x, rows);
    for (const r of rows) for (const x of [...r.stems, ...r.sectionStems, ...r.textStems, ...(r.code ? [r.code] : [])]) post(x, [r]);
  }
  const sentencePostings = new Map<string, Sentence[]>();
  for (const sentence of sentences) {
    for (const x of new Set([...sentence.stems, ...sentence.headingStems])) {
      const list = sentencePostings.get(x);
      if (list) list.push(sentence);
      else sentencePostings.set(x, [sentence]);
    }
  }
  const lib = buildLibrary({ tables: storedTables, passages: data.passages, docs: [...docs.values()].map((d) => ({ id: d.id, nameStems: d.nameStems, stems: d.stems })) });
  return { docs: [...docs.values()], tables, rows: allRows, sentences, idf, accounts, vocabulary, rowPostings, sentencePostings, expansions: new Map(), lib };
}

/** The documents' words a question's word matches (itself, synonyms, other forms, typos). */
export function expand(index: OrgIndex, stem: string): string[] {
  let out = index.expansions.get(stem);
  if (out) return out;
  out = [];
  for (const v of index.vocabulary) if (stemMatch(stem, v) > 0) out.push(v);
  if (index.expansions.size > 5000) index.expansions.clear();
  index.expansions.set(stem, out);
  return out;
}

/** Initials of a name's words ('Property, Plant and Equipment' → 'ppe'), for questions that abbreviate. */
export function acronyms(text: string): string[] {
  const out: string[] = [];
  for (const part of plainText(text).split(/[—:;()|]/)) {
    const ws = part.split(/[^A-Za-z]+/).filter((w) => w && !isStopword(w.toLowerCase()));
    if (ws.length >= 2 && ws.length <= 6) out.push(ws.map((w) => w[0]!.toLowerCase()).join(''));
  }
  return out;
}

/** Sentences of a passage: split at sentence ends and line breaks, keeping numbers like 3.5 whole. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    // (Not after an abbreviation: 'Grant no. AT-2024-077', 'Org. nr. 912', 'St. James', 'Dr. Osei'.)
    const parts = line.split(/(?<=[.!?])(?<!\b(?:[Nn]o|[Nn]r|[Rr]ef|[Ss]t|[Dd]r|[Mm]r|[Mm]rs|[Mm]s|[Vv]s|[Aa]pprox|[Nn]os|[Oo]rg|[Aa]cct|[Ii]nv|[Ee]xt|[Tt]el|[Dd]ept|[Hh]on|[Pp]rof|[Rr]ev|[Jj]r|[Ss]r)\.)(?<!(?:^|\s)[A-Z]\.)\s+(?=[A-Z("“$0-9])/);
    for (const p of parts) {
      const s = p.trim();
      if (s.length > 1) out.push(s);
    }
  }
  return out;
}

export const cellNumber = (row: RowModel, column: number): number | null => {
  const v = row.row.cells[column];
  return isNumber(v ?? null) ? (v as number) : null;
};

export const cellText = (row: RowModel, column: number): string | null => {
  const v = row.row.cells[column];
  if (v === null || v === undefined || v === '') return null;
  return String(v);
};

export const stemsOf = (text: string) => words(text).filter((t) => !isStopword(t.word) && !isOperationWord(t.word)).map((t) => t.stem);
