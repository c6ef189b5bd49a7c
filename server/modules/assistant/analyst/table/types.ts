// The table model (DESIGN.md section 6, stage 1): every table of every document, whatever its
// layout, read into one shape the analyst asks questions of. Each value cell is addressed by its
// row (label, the section path above it, the record's other keys) and its column (the header
// path), and carries its period, kind (budget, actual, variance, ...), unit, scale and currency.
import type { StoredTable } from '../../../documents';
import type { CellValue, ParsedRow } from '../../../documents/parse/types';
import type { Period } from '../periods';

export type ColumnKind =
  | 'value'
  | 'budget'
  | 'actual'
  | 'forecast'
  | 'total'
  | 'ytd'
  | 'change'
  | 'pctChange'
  | 'variance'
  | 'pctVariance'
  | 'percentOf';

/** What a figure counts: money, a percentage, a plain count, a ratio or multiple, ... */
export type UnitKind = 'money' | 'percent' | 'count' | 'ratio' | 'perShare' | 'bps' | 'years' | 'months' | 'days';

export type Category = 'revenue' | 'expense' | 'asset' | 'liability' | 'netassets';

/** What the table as a whole reports, from its title, captions and headers (a file name is a hint at most). */
export type TableKind = 'budget' | 'actual' | 'forecast' | 'variance' | 'balance' | 'schedule' | 'accounts' | 'ledger' | 'records';

export interface Col {
  index: number;
  /** Header texts over the column, outermost first ('FY2025', 'Budget'). */
  path: string[];
  /** As an answer names it: 'FY2025 Budget', 'Three Months Ended July 1, 2023'. */
  label: string;
  /** Stems of the words that say what the column is, not when or in what unit ('Level 2', 'Fair value'). */
  own: string[];
  /** Its own words that tell it from the other value columns of its block. */
  distinct: string[];
  period: Period | null;
  kind: ColumnKind;
  /** A scale its header states ('(Dollars in millions)'), else null: the table's. */
  scale: number | null;
  unit: UnitKind | null;
  currency: string | null;
  /** The header block it belongs to (a table that restates its header half way down has two). */
  block: number;
  /** Cells holding a number. */
  numbers: number;
  /** A column of words beside the figures ('Notes', 'Useful life'): its cells answer as text. */
  textual: boolean;
}

export interface Row {
  index: number;
  rowNumber: number;
  /** As an answer names it: footnote marks, account codes and trailing dots removed. */
  label: string;
  stems: string[];
  /** Section headings above it, outermost first ('Revenue', 'Contributed support'). */
  path: string[];
  pathStems: string[];
  /** A record's other keys ('Tax Year: 2023', 'Department: Nursing'), and a category column's value. */
  keys: string[];
  keyStems: string[];
  code?: string;
  /** The row is a period (years down the side, a record's year or date), when it is. */
  period: Period | null;
  /** Further periods of a record ('Tax Period End: 2023-06'). */
  periods: Period[];
  isTotal: boolean;
  isHeading: boolean;
  category: Category | null;
  /** A unit its label says ('Gross margin (%)', 'Number of employees', 'per share'). */
  unit: UnitKind | null;
  scale: number | null;
  block: number;
  /** The row's cells as the model reads them (figures a parser kept as text read as numbers). */
  cells: CellValue[];
  source: ParsedRow;
}

export interface TableModel {
  id: string;
  stored: StoredTable;
  documentId: string;
  fileName: string;
  /** 'Budget.xlsx, sheet Budget' / 'Annual Report.pdf, page 4': where, for the source line. */
  where: string;
  title: string;
  captions: string[];
  /** A grid of line items by columns, or a record table (one row per item, transaction or entity-year). */
  shape: 'grid' | 'record';
  /** Where the periods are: across the top, down the side, in a column of the records, or nowhere. */
  periodAxis: 'columns' | 'rows' | 'records' | 'none';
  kind: TableKind | null;
  labelColumn: number;
  codeColumn: number | null;
  /** Columns that name the row besides the label (records: name, year, department, ...). */
  keyColumns: number[];
  cols: Col[];
  rows: Row[];
  scale: number;
  /** The table states its scale itself (units, title, headers, a caption), rather than the document elsewhere. */
  scaleStated: boolean;
  currency: string;
  /** The table says its currency (a mark, a header, a caption); else it is the organisation's usual one, or dollars. */
  currencyStated: boolean;
  /** The headings, title or file name say the figures are US dollars ('(US$)', 'USD'), which leaves the sign '$'. */
  dollarsStated?: boolean;
  /** Stems of the title, captions, sheet and (weakly) the file name. */
  titleStems: string[];
  /** The service an export came from, by its own columns ('stripe', 'paypal'): named like its document. */
  service?: string[];
  /** Stems of the label column's heading ('Account', 'Line item', 'Days past due'). */
  headStems: string[];
  warnings: string[];
  /** A ledger printing money spent as negative amounts: read as positive spending. */
  expenseNegative: boolean;
  /** A trial balance printing income as negative credits: read as positive income. */
  revenueNegative: boolean;
}

/** One figure of a table: a row and a column, what it is and what it counts. */
export interface Fact {
  table: TableModel;
  row: Row;
  col: Col;
  value: number;
  /** As printed, when the print says more than the value ('(4.1)%', '£1,200'). */
  printed: string | null;
  unit: UnitKind;
  scale: number;
  /** The scale is the table's own statement (so an answer may say 'million'). */
  scaleStated: boolean;
  currency: string;
  /** The periods the figure covers: its column's, or its row's (years down the side, a record's year). */
  periods: Period[];
  kind: ColumnKind;
  /** A figure the statement does not print, added up from these (current assets from its lines). */
  parts?: Fact[];
}

export const isNumber = (v: CellValue | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
export const isText = (v: CellValue | undefined): v is string => typeof v === 'string' && v.trim() !== '';
