// One table builder for every spreadsheet-like source (XLSX, XLS, CSV, and the tables found in
// PDFs and Word documents): a 2-D grid of values in, a ParsedTable out, with its header rows,
// column labels, row labels, account codes, subtotal rows and units, plus passages for the text
// around it (titles, notes).
import type { CellValue, ParsedPassage, ParsedRow, ParsedTable } from './types';
import {
  amountMark,
  asAccountCode,
  clean,
  detectUnits,
  isSubtotalLabel,
  isYearLabel,
  groupsByDots,
  parseAmount,
  undotThousands,
  dateOrder,
  parseDateText,
  splitCodeLabel,
} from './values';

/** Values as the source holds them: numbers, text (dates already ISO text), or empty. */
export type GridValue = number | string | null;

export interface GridRow {
  /** 1-based row number in the source (sheet row, CSV record, order in a PDF/DOCX table). */
  rowNumber: number;
  cells: GridValue[];
  /** The row's numbers come from SUM formulas (a subtotal even when its label says nothing). */
  sumFormula?: boolean;
}

export interface GridOptions {
  name: string;
  sheet?: string;
  page?: number;
  /** The header rows are known (PDF tables): the first N rows of the grid. */
  headerRowCount?: number;
  /** Text near the table (titles above it), read for units and the table's title. */
  context?: string[];
  /** The document around the table groups thousands with dots ('euro 4.250'): documentGroupsByDots. */
  dotGrouped?: boolean;
}

export interface GridResult {
  table: ParsedTable | null;
  passages: ParsedPassage[];
}

function norm(v: GridValue | undefined): GridValue {
  if (v === undefined || v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  const t = clean(v);
  return t === '' ? null : t;
}

function isNumeric(v: GridValue): boolean {
  if (typeof v === 'number') return true;
  if (typeof v !== 'string') return false;
  const n = parseAmount(v);
  return typeof n === 'number';
}

function isYear(v: GridValue): boolean {
  if (typeof v === 'number') return Number.isInteger(v) && v >= 1900 && v <= 2100;
  return typeof v === 'string' && isYearLabel(v);
}

function nonEmpty(cells: GridValue[]): number {
  let n = 0;
  for (const c of cells) if (c !== null) n++;
  return n;
}

/** A row holding numbers that are not column years: a row of data. */
function isDataRow(cells: GridValue[]): boolean {
  let numbers = 0;
  for (const c of cells) if (c !== null && isNumeric(c) && !isYear(c)) numbers++;
  return numbers >= 1 && nonEmpty(cells) >= 2;
}

/** A row that can head columns: at least two cells, mostly text, years or dates. */
function isHeaderLike(cells: GridValue[]): boolean {
  const filled = cells.filter((c): c is number | string => c !== null);
  if (filled.length < 2) return false;
  const headingish = filled.filter((c) => !isNumeric(c) || isYear(c) || (typeof c === 'string' && parseDateText(c)));
  return headingish.length >= Math.ceil(filled.length * 0.75);
}

/** One text in every column, the label's too: a title or note merged across the table. */
function mergedAcross(cells: GridValue[], width: number): boolean {
  if (width < 3) return false;
  const first = cells[0];
  if (first === null || first === undefined || isNumeric(first)) return false;
  for (let j = 1; j < width; j++) if (cells[j] !== first) return false;
  return true;
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function rowText(cells: GridValue[]): string {
  // A title merged across the columns is read once per column: said once.
  return cells
    .filter((c) => c !== null)
    .map(String)
    .filter((c, i, all) => i === 0 || c !== all[i - 1])
    .join(' ');
}

export function gridToTable(source: GridRow[], options: GridOptions): GridResult {
  const passages: ParsedPassage[] = [];
  const where = { ...(options.sheet !== undefined ? { sheet: options.sheet } : {}), ...(options.page !== undefined ? { page: options.page } : {}) };
  let rows = source.map((r) => ({ ...r, cells: r.cells.map(norm) }));
  // Thousands grouped by dots ('€ 213.782'): read as the whole amounts they are.
  if (groupsByDots(rows.flatMap((r) => r.cells.filter((c): c is string => typeof c === 'string')), options.dotGrouped)) rows = rows.map((r) => ({ ...r, cells: r.cells.map((c) => (typeof c === 'string' ? undotThousands(c) : c)) }));
  // Rows with nothing in them carry no meaning (their row numbers are kept on the others).
  const filled = rows.filter((r) => nonEmpty(r.cells) > 0);
  if (filled.length === 0) return { table: null, passages };

  let width = 0;
  let first = Infinity;
  for (const r of filled) {
    r.cells.forEach((c, i) => {
      if (c !== null) {
        width = Math.max(width, i + 1);
        first = Math.min(first, i);
      }
    });
  }
  const c0 = Number.isFinite(first) ? first : 0;
  const slice = (cells: GridValue[]) => {
    const out: GridValue[] = [];
    for (let i = c0; i < width; i++) out.push(cells[i] ?? null);
    return out;
  };
  let grid = filled.map((r) => ({ rowNumber: r.rowNumber, sumFormula: r.sumFormula === true, cells: slice(r.cells) }));
  // Labels set out as a staircase over the first columns, each row's in the column of its depth
  // (QuickBooks Desktop and other exports: 'Income' in A, '4000 · Program Revenue' in B, its
  // accounts in C): one column of labels, every row's its own.
  const firstFigure = Math.min(...grid.map((r) => r.cells.findIndex((c) => c !== null && isNumeric(c) && !isYear(c))).filter((i) => i >= 0));
  if (Number.isFinite(firstFigure) && firstFigure >= 2) {
    const lead = (r: (typeof grid)[number]) => r.cells.slice(0, firstFigure).map((c, i) => (c === null || String(c).trim() === '' ? -1 : i)).filter((i) => i >= 0);
    const body = grid.filter((r) => lead(r).length > 0);
    const single = body.filter((r) => lead(r).length === 1);
    const depths = new Set(single.map((r) => lead(r)[0]));
    if (body.length >= 4 && single.length >= body.length * 0.9 && depths.size >= 2) {
      grid = grid.map((r) => {
        const at = lead(r);
        const label = at.length ? at.map((i) => String(r.cells[i])).join(' ') : null;
        return { ...r, cells: [label, ...r.cells.slice(firstFigure)] };
      });
    }
  }
  const cols = Math.max(...grid.map((r) => r.cells.length));

  // Where the data starts, and which rows above it head the columns.
  let headerStart: number;
  let dataStart: number;
  if (options.headerRowCount !== undefined) {
    headerStart = 0;
    dataStart = Math.min(options.headerRowCount, grid.length);
  } else {
    let firstData = grid.findIndex((r) => isDataRow(r.cells));
    // A key figure written above the table ('Grant total | 120,000'), then the table's own heading
    // row and its figures: the data starts under that heading, the figure above is context.
    // (Only with no heading above it already, and a heading of words: '1010 | Operating checking |
    // Bank' under 'Acct # | Account name | Type' is a row.)
    const headedAbove = (end: number) => grid.slice(0, end).some((x) => nonEmpty(x.cells) >= 3 && isHeaderLike(x.cells));
    const words = (cells: GridValue[]) => cells.every((c) => c === null || !isNumeric(c) || isYear(c));
    for (let guard = 0; firstData >= 0 && guard < 5 && !headedAbove(firstData); guard++) {
      if (nonEmpty(grid[firstData]!.cells) > 2) break;
      const from = firstData;
      // (Or under a longer preamble of one or two fields a line, as M-Pesa's statement opens with
      // its holder, short code, period and balances: the first wide row, a heading of words.)
      const wideAt = grid.findIndex((x, k) => k > from && nonEmpty(x.cells) > 2);
      const head =
        wideAt > from + 3 && wideAt <= from + 12 && isHeaderLike(grid[wideAt]!.cells) && words(grid[wideAt]!.cells)
          ? wideAt
          : grid.findIndex((x, k) => k > from && k <= from + 3 && nonEmpty(x.cells) >= 3 && isHeaderLike(x.cells) && words(x.cells));
      if (head < 0 || !grid[head + 1] || !isDataRow(grid[head + 1]!.cells) || nonEmpty(grid[head + 1]!.cells) <= 2) break;
      firstData = head + 1;
    }
    // (A bank's summary line of three fields, 'Currency | In | Out', above its list of
    // operations under a wider heading of words: the list is the table, the summary its context.)
    if (firstData > 0) {
      const from = firstData;
      // (Words only: a row of figures that happen to read as years, '2150 | 2075 | 1980', is no heading.)
      const wordsOnly = (cells: GridValue[]) => cells.every((c) => c === null || (typeof c === 'string' && !isNumeric(c)));
      const wide = grid.findIndex((x, k) => k > from && k <= from + 3 && nonEmpty(x.cells) >= 4 && isHeaderLike(x.cells) && wordsOnly(x.cells) && !!grid[k + 1] && isDataRow(grid[k + 1]!.cells) && nonEmpty(grid[k + 1]!.cells) >= 4);
      if (wide > 0 && nonEmpty(grid[from - 1]!.cells) + 2 <= nonEmpty(grid[wide]!.cells)) firstData = wide + 1;
    }
    if (firstData === -1) {
      // A table of text (a list): the first row of two or more cells heads it.
      const head = grid.findIndex((r) => nonEmpty(r.cells) >= 2);
      if (head === -1 || head === grid.length - 1) {
        for (const r of grid) passages.push({ text: rowText(r.cells), ...where });
        return { table: null, passages: mergePassages(passages) };
      }
      headerStart = head;
      dataStart = head + 1;
    } else {
      let i = firstData - 1;
      let top = firstData; // first header row
      let sectionRowsBelow = firstData; // section labels between the header and the data stay data
      let headerRows = 0;
      while (i >= 0 && headerRows < 3) {
        const r = grid[i];
        if (!r) break;
        // A gap in the source's row numbers means a blank row: the header block ends there.
        const next = grid[i + 1];
        const gap = next ? next.rowNumber - r.rowNumber > 1 : false;
        const n = nonEmpty(r.cells);
        if (headerRows > 0 && gap) break;
        // A title merged across the whole sheet is read into every column: a title, not a heading.
        // (Unless a header stands right above it: then it is the first section's label,
        // 'FUNDRAISERS' merged across under 'Category | Line item | Budget | ...'.)
        if (mergedAcross(r.cells, cols)) {
          const above = grid[i - 1];
          if (headerRows === 0 && !gap && above && r.rowNumber - above.rowNumber === 1 && isHeaderLike(above.cells) && !mergedAcross(above.cells, cols)) {
            sectionRowsBelow = i;
            i--;
            continue;
          }
          break;
        }
        if (isHeaderLike(r.cells)) {
          top = i;
          headerRows++;
        } else if (n === 1 && headerRows === 0 && !gap) {
          // 'REVENUE' above the first line: a section label, part of the data.
          sectionRowsBelow = i;
        } else if (n === 1 && headerRows > 0 && r.cells.findIndex((c) => c !== null) > 0 && String(r.cells.find((c) => c !== null)).length <= 30) {
          // 'FY2025' over two columns (a merged heading): a header row.
          top = i;
          headerRows++;
        } else {
          break;
        }
        i--;
      }
      if (headerRows === 0) {
        headerStart = sectionRowsBelow;
        dataStart = sectionRowsBelow;
      } else {
        headerStart = top;
        dataStart = top + headerRows;
      }
    }
  }

  // A section's label merged across every column among the lines ('OTHER INCOME' from A to G):
  // said once, in its first column, a heading of the lines below and no header of its own.
  for (let i = dataStart; i < grid.length; i++) {
    const r = grid[i]!;
    if (mergedAcross(r.cells, cols)) grid[i] = { ...r, cells: r.cells.map((c, j) => (j === 0 ? c : null)) };
  }
  const contextRows = grid.slice(0, headerStart);
  const headerRows = grid.slice(headerStart, dataStart).map((r) => r.cells.map((c) => (c === null ? '' : String(c))));
  const dataRows = grid.slice(dataStart);

  // Multi-row headers: a heading over blank cells spans the columns below it ('FY2025' over
  // 'Budget' and 'Actual'), up to the next heading.
  for (let h = 0; h < headerRows.length - 1; h++) {
    const row = headerRows[h] ?? [];
    const below = headerRows[h + 1] ?? [];
    let carry = '';
    for (let j = 0; j < cols; j++) {
      if ((row[j] ?? '') !== '') carry = row[j] ?? '';
      // A total column stands on its own: 'Supporting Services' does not reach over 'Total Expenses'.
      else if (carry !== '' && (below[j] ?? '') !== '' && !/^\s*(?:total|grand total)\b/i.test(String(below[j] ?? ''))) row[j] = carry;
      else carry = '';
    }
  }
  const columns: string[] = [];
  for (let j = 0; j < cols; j++) {
    const parts: string[] = [];
    for (const hr of headerRows) {
      const t = hr[j] ?? '';
      if (t !== '' && parts[parts.length - 1] !== t) parts.push(t);
    }
    columns.push(parts.join(' '));
  }

  // The label column: the first column holding text in at least half of the data rows.
  const textCount = new Array<number>(cols).fill(0);
  let rowsWithContent = 0;
  for (const r of dataRows) {
    if (nonEmpty(r.cells) === 0) continue;
    rowsWithContent++;
    r.cells.forEach((c, j) => {
      if (typeof c === 'string' && !isNumeric(c) && parseAmount(c) !== null && !parseDateText(c)) textCount[j] = (textCount[j] ?? 0) + 1;
    });
  }
  let labelCol = textCount.findIndex((n) => n >= Math.max(1, rowsWithContent * 0.5));
  if (labelCol === -1) {
    // No column is mostly text: the one with the most text, or none (a grid of numbers).
    const max = Math.max(0, ...textCount);
    labelCol = max > 0 ? textCount.indexOf(max) : -1;
  }

  // An account-code column: 4-6 digit codes, headed like one or left of the labels.
  let codeCol = -1;
  for (let j = 0; j < cols; j++) {
    if (j === labelCol) continue;
    let codes = 0;
    let values = 0;
    for (const r of dataRows) {
      const c = r.cells[j] ?? null;
      if (c === null) continue;
      values++;
      if (asAccountCode(c) !== undefined) codes++;
    }
    const head = columns[j] ?? '';
    // 'Account No.' heads codes; 'Total Number of Shares Purchased' heads figures.
    const headed =
      /\b(?:acct|account|code|gl|ledger)\b|#|\b(?:acct|account|gl|line|item)\s*(?:no\.?|number|num)\b|^\s*(?:no\.?|number|num)\s*$/i.test(head) &&
      !/\b(?:number of|no\. of|total|amount|shares|units|count|value|balance)\b/i.test(head);
    // (Never a column headed as money, 'Balance' before a bank export's 'Description': '40215.60' is no sub-account.)
    const money = /\b(?:amount|balance|total|value|debit|credit|paid|received|deposits?|withdrawals?|saldo|betrag|montant|importe)\b/i.test(head);
    if ((codes >= 2 || (headed && codes >= 1)) && codes >= values * 0.6 && (headed || j < labelCol) && !money) {
      codeCol = j;
      break;
    }
  }

  const units = detectUnits([...(options.context ?? []), ...contextRows.map((r) => rowText(r.cells)), ...columns].join(' \n '));

  // Dates written with numbers are read in the order the table's own dates show (day first in
  // '13/04/2025'), column by column, then for the whole table.
  const orders: Array<'mdy' | 'dmy' | null> = [];
  for (let j = 0; j < cols; j++) orders.push(dateOrder(dataRows.map((r) => r.cells[j]).filter((c): c is string => typeof c === 'string')));
  const tableOrder = orders.find((o) => o === 'dmy') ?? orders.find((o) => o === 'mdy') ?? 'mdy';
  const orderOf = (j: number) => orders[j] ?? tableOrder;

  const parsedRows: ParsedRow[] = [];
  const rowNotes: ParsedPassage[] = [];
  for (const r of dataRows) {
    const n = nonEmpty(r.cells);
    if (n === 0) continue;
    // A lone long text is a note under the table, not a line of it.
    const only = n === 1 ? r.cells.find((c) => c !== null) : undefined;
    // ('Amounts falling due after more than one year:' heads the lines below it.)
    if (typeof only === 'string' && !/:\s*$/.test(only) && (words(only) >= 14 || only.length > 100 || (words(only) >= 6 && /[.!?]\s*$/.test(only))) && parseAmount(only) === undefined) {
      passages.push({ text: only, ...where });
      continue;
    }
    const printed: Array<string | null> = [];
    let anyPrinted = false;
    const cells: CellValue[] = r.cells.map((c, j) => {
      printed.push(null);
      if (c === null) return null;
      if (j === codeCol) return asAccountCode(c) ?? c;
      if (j === labelCol || typeof c === 'number') return c;
      const amount = parseAmount(c);
      if (amount !== undefined && (amount === null || amountMark(c) !== null)) {
        printed[j] = c;
        anyPrinted = true;
      }
      if (amount !== undefined) return amount;
      const date = parseDateText(c, orderOf(j));
      if (date === undefined) return c;
      // The date as the document prints it ('January 31, 2026'), for answers that quote it.
      if (date !== c.trim()) {
        printed[j] = c;
        anyPrinted = true;
      }
      return date;
    });
    let label = '';
    const atLabel = r.cells[labelCol];
    if (typeof atLabel === 'string' && parseAmount(atLabel) === undefined) label = atLabel;
    else {
      const firstText = r.cells.find((c, j) => j !== codeCol && typeof c === 'string' && parseAmount(c) === undefined && !parseDateText(c));
      if (typeof firstText === 'string') label = firstText;
    }
    let code = codeCol >= 0 ? asAccountCode(r.cells[codeCol] ?? null) : undefined;
    const split = splitCodeLabel(label);
    if (split) {
      code ??= split.code;
      if (split.code === code) label = split.label;
    }
    const row: ParsedRow = {
      rowNumber: r.rowNumber,
      label,
      isSubtotal: isSubtotalLabel(label) || r.sumFormula,
      cells,
    };
    if (code !== undefined) row.code = code;
    if (anyPrinted) row.text = printed;
    parsedRows.push(row);

    // Notes and descriptions in the row: passages too, so they can be found by their words.
    r.cells.forEach((c, j) => {
      if (j === labelCol || typeof c !== 'string' || words(c) < 3 || parseAmount(c) !== undefined) return;
      const head = columns[j] ? `${columns[j]}: ` : '';
      const name = `${code !== undefined ? `${code} ` : ''}${label || `Row ${r.rowNumber}`}`;
      rowNotes.push({ text: `${name} — ${head}${c}`, ...where });
    });
  }

  passages.push(...mergePassages(rowNotes));
  const contextText = contextRows.map((r) => rowText(r.cells)).filter(Boolean);
  if (contextText.length > 0) passages.unshift({ text: contextText.join('\n'), ...where });
  // (A bank's preamble of fields, 'Account Name | …', 'Statement Period | …', three or more: its
  // context, read as passages, not the table's title, whose dates would date every record.)
  const field = (r: GridRow) => nonEmpty(r.cells) === 2 && typeof r.cells.find((c) => c !== null) === 'string' && String(r.cells.find((c) => c !== null)).trim().length <= 40;
  const fields = contextRows.filter(field).length >= 3;
  const titleText = fields ? contextRows.filter((r) => !field(r)).map((r) => rowText(r.cells)).filter(Boolean) : contextText;
  const title = [...(options.context ?? []), ...titleText].map(clean).filter(Boolean);

  if (parsedRows.length === 0) {
    for (const hr of headerRows) passages.push({ text: hr.filter(Boolean).join(' '), ...where });
    return { table: null, passages: mergePassages(passages) };
  }

  const table: ParsedTable = {
    name: options.name,
    ...where,
    headerRows: headerRows,
    columns,
    rows: parsedRows,
  };
  if (units !== undefined) table.units = units;
  if (title.length > 0) table.title = title.join(' — ').slice(0, 300);
  return { table, passages };
}

/** Joins consecutive one-line passages of the same place into one passage. */
/**
 * Headings printed centred over their columns ('2025' over 'Sin restricciones', 'Con
 * restricciones' and 'Total', set over the middle one): the first heading has a sub-heading to its
 * left with nothing above it. Each heading then heads as many columns to its left as to its right,
 * or, where the sub-headings repeat ('Budget Actual Budget Actual'), the columns of its own repeat.
 * False when the headings are not centred (the caller carries them right, as before).
 */
export function spanCentred(row: string[], below: string[], cols: number, from = 0): boolean {
  const heads: number[] = [];
  for (let j = from; j < cols; j++) if ((row[j] ?? '') !== '') heads.push(j);
  const first = heads[0];
  if (first === undefined || first === from || (row[first - 1] ?? '') !== '' || (below[first - 1] ?? '') === '') return false;
  // (Not a heading wrapped over two lines, 'August 28,' over '2022', nor a sentence.)
  // (Nor a footnote's mark, '(1)', set above a column.)
  if (heads.some((j) => /,\s*$/.test(row[j]!) || /^\s*(?:\(\s*[0-9a-z]{1,2}\s*\)|[*†‡]+|[0-9]{1,2})\s*$/i.test(row[j]!) || /^\s*(?:19|20)\d{2}\s*$/.test(below[j] ?? '') || row[j]!.trim().split(/\s+/).length > 5)) return false;
  // (Sub-headings repeating from the first heading on, 'Budget Actual Budget Actual': the headings
  // stand over the first of their columns, and are carried right as before.)
  const step = heads.length >= 2 ? heads[1]! - heads[0]! : 0;
  const last = below.length - 1;
  if (step >= 2 && Array.from({ length: Math.max(0, last - first + 1 - step) }, (_, k) => first + k).every((j) => (below[j] ?? '') === (below[j + step] ?? ''))) return false;
  const open = (j: number) => (row[j] ?? '') === '' && (below[j] ?? '') !== '';
  let start = first;
  while (start > from && open(start - 1)) start--;
  let end = cols - 1;
  while (end >= 0 && (below[end] ?? '') === '' && (row[end] ?? '') === '') end--;
  const period = heads.length >= 2 ? heads[1]! - heads[0]! : 0;
  const repeats =
    period >= 2 &&
    heads.every((j, i) => i === 0 || j - heads[i - 1]! === period) &&
    Array.from({ length: end - start + 1 - period }, (_, k) => start + k).every((j) => (below[j] ?? '') === (below[j + period] ?? ''));
  const filled = [...row];
  const dated = (t: string) => /\b(?:19|20)\d{2}\b/.test(t);
  for (let j = start; j <= end && repeats; j++) {
    if (!open(j)) continue;
    // (A column dated by its own heading, 'May 7, 2023', is no other year's.)
    if (dated(below[j] ?? '') && heads.some((x) => dated(row[x]!))) continue;
    const group = Math.floor((j - start) / period);
    const head = heads.find((x) => Math.floor((x - start) / period) === group);
    if (head !== undefined) filled[j] = row[head]!;
  }
  // Centred: each heading over as many columns to its left as to its right ('Percent Change' over
  // 'Total', 'Operations' and 'Currency', not over the years before them too).
  if (!repeats) {
    for (const [i, x] of heads.entries()) {
      let left = 0;
      while (x - left - 1 >= Math.max(from, i > 0 ? heads[i - 1]! + 1 : from) && open(x - left - 1) && filled[x - left - 1] === '') left++;
      let right = 0;
      while (x + right + 1 <= Math.min(end, i + 1 < heads.length ? heads[i + 1]! - 1 : end) && open(x + right + 1)) right++;
      const k = Math.min(left, right);
      for (let j = x - k; j <= x + k; j++) if (j !== x && !(dated(below[j] ?? '') && dated(row[x]!))) filled[j] = row[x]!;
    }
  }
  for (let j = 0; j < cols; j++) row[j] = filled[j] ?? '';
  return true;
}

function mergePassages(passages: ParsedPassage[]): ParsedPassage[] {
  const out: ParsedPassage[] = [];
  for (const p of passages) {
    const last = out[out.length - 1];
    if (last && last.sheet === p.sheet && last.page === p.page && last.text.length + p.text.length < 1500) {
      last.text = `${last.text}\n${p.text}`;
    } else out.push({ ...p });
  }
  return out;
}
