// Helpers for the table model's tests: a small grid (or a parsed document) read the way the
// product reads it (the shared grid builder, then the library with the captions beside each
// table), and the figures of the model found by row and column. Not used by the product.
import type { StoredTable } from '../../../documents';
import { gridToTable, type GridValue } from '../../../documents/parse/grid';
import type { ParsedDocument, ParsedTable } from '../../../documents/parse/types';
import { buildLibrary } from '../library';
import { factAt } from './build';
import { describeTable } from './describe';
import type { Line } from './lines';
import type { Col, Fact, Row, TableModel } from './types';

export interface Read {
  model: TableModel;
  /** The parser's table, to tell "parsed wrong" from "understood wrong". */
  parsed: ParsedTable;
  lines: Line[];
  /** The model as text, for failure messages. */
  text: string;
}

function stored(t: ParsedTable, fileName: string, ordinal: number, documentId: string): StoredTable {
  return {
    id: `${documentId}-t${ordinal}`,
    documentId,
    fileName,
    ordinal,
    name: t.name,
    title: t.title ?? null,
    sheet: t.sheet ?? null,
    page: t.page ?? null,
    units: t.units ?? null,
    headerRows: t.headerRows,
    columns: t.columns,
    rows: t.rows,
  };
}

/** Every table of a parsed document, read into the model as the library reads them. */
export function readDocument(doc: Pick<ParsedDocument, 'tables' | 'passages'>, fileName: string): Read[] {
  const documentId = 'doc-1';
  const tables = doc.tables.map((t, i) => stored(t, fileName, i, documentId));
  const passages = doc.passages.map((p) => ({ documentId, text: p.text, page: p.page ?? null, sheet: p.sheet ?? null }));
  const library = buildLibrary({ tables, passages, docs: [] });
  return library.tables.map((model) => {
    const parsed = doc.tables[model.stored.ordinal]!;
    return { model, parsed, lines: library.lines.filter((l) => l.table === model), text: `${describeTable(model, { rows: 80 })}\nparsed header rows: ${JSON.stringify(parsed.headerRows)}` };
  });
}

/**
 * A grid of cells (as a CSV or a sheet holds them: text as printed, numbers) through the grid
 * builder every parser shares, then into the model. `sheet` places the grid on a sheet, so the
 * text above the table is its caption, as in a workbook; `notes` are text elsewhere in the
 * document (another sheet), read for the document's scale only.
 */
export function readGrid(rows: GridValue[][], options: { fileName?: string; sheet?: string; notes?: string[] } = {}): Read {
  const fileName = options.fileName ?? 'table.csv';
  const sheet = options.sheet ?? 'Sheet1';
  const { table, passages } = gridToTable(
    rows.map((cells, i) => ({ rowNumber: i + 1, cells })),
    { name: sheet, sheet },
  );
  if (!table) throw new Error('no table in the grid');
  const read = readDocument({ tables: [table], passages: [...(options.notes ?? []).map((text) => ({ text, sheet: 'Notes' })), ...passages] }, fileName);
  return read[0]!;
}

/** A row by its label (and, when labels repeat, the nearest heading above it, else any heading above it). */
export function rowOf(model: TableModel, label: string, section?: string): Row {
  const named = model.rows.filter((r) => r.label === label);
  const under = section === undefined ? named : named.filter((r) => r.path.at(-1) === section);
  const rows = under.length || section === undefined ? under : named.filter((r) => r.path.includes(section));
  if (rows.length !== 1) throw new Error(`${rows.length} rows named '${label}'${section ? ` under '${section}'` : ''}\n${describeTable(model, { rows: 80 })}`);
  return rows[0]!;
}

/** A column by its label ('FY2025 Budget') or header path joined by ' › '. */
export function colOf(model: TableModel, label: string): Col {
  const cols = model.cols.filter((c) => c.label === label || c.path.join(' › ') === label);
  if (cols.length !== 1) throw new Error(`${cols.length} columns named '${label}'\n${describeTable(model, { rows: 80 })}`);
  return cols[0]!;
}

/** The figure at a row and a column, or an error showing the model. */
export function factOf(model: TableModel, row: string | Row, col: string | Col, section?: string): Fact {
  const r = typeof row === 'string' ? rowOf(model, row, section) : row;
  const c = typeof col === 'string' ? colOf(model, col) : col;
  const f = factAt(model, r, c);
  if (!f) throw new Error(`no figure at '${r.label}' × '${c.label}'\n${describeTable(model, { rows: 80 })}`);
  return f;
}
