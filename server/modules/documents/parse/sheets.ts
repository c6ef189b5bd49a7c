// What every workbook reader (exceljs for XLSX/XLSM, SheetJS for XLS) hands over: sheets as
// grids of plain values. Each sheet becomes one ParsedTable through gridToTable().
import { gridToTable, type GridRow, type GridValue } from './grid';
import type { DocumentKind, ParsedDocument, ParsedPassage, ParsedTable } from './types';
import { clean, dateToIso } from './values';

export interface SheetNote {
  address: string;
  text: string;
}

export interface SheetData {
  name: string;
  rows: GridRow[];
  notes: SheetNote[];
}

/** A number format that shows a date ('m/d/yyyy', 'mmm-yy', 'yyyy-mm-dd h:mm'), not a number. */
export function isDateFormat(fmt: string | undefined): boolean {
  if (!fmt) return false;
  const f = fmt.replace(/\[[^\]]*\]|"[^"]*"|\\./g, '');
  return /[dy]|m{3,}/i.test(f) && !/[0#?]/.test(f);
}

/** The unit a number format prints: '%', or a currency symbol ('$#,##0', '[$€-407] #,##0.00'). */
export function formatMark(fmt: string | undefined): string | null {
  if (!fmt) return null;
  // The format for positive numbers (before the first ';'), quoted literals and escapes kept.
  const positive = fmt.split(';')[0] ?? '';
  if (/%/.test(positive.replace(/"[^"]*"/g, ''))) return '%';
  // (A dollar with its country's letters, '"R$ "#,##0.00', 'S$', 'NZ$': that dollar, not the US one.)
  const symbol = /(?<![A-Za-z])(?:R|S|A|C|NZ|US|HK|TT|G|N|J|BZ|BD|EC|FJ|SI|T)\$|[$€£¥]/.exec(positive.replace(/\[\$([^-\]]*)[^\]]*\]/g, '$1'));
  return symbol ? symbol[0] : null;
}

/** Excel's serial day number (1900 system) as a date. */
export function excelSerialToDate(serial: number, date1904 = false): Date {
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return new Date(epoch + Math.round(serial * 86_400_000));
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function richText(v: unknown): string | undefined {
  if (!isRecord(v) || !Array.isArray(v.richText)) return undefined;
  return v.richText.map((part: unknown) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('');
}

/** Any exceljs cell value as a plain grid value: formulas give their cached result. */
export function toGridValue(v: unknown, numFmt?: string): GridValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    if (isDateFormat(numFmt) && v > 0 && v < 2_958_466) return dateToIso(excelSerialToDate(v));
    // A percentage or currency format says what the number is: kept as printed ('12.5%', '£1,200').
    const mark = formatMark(numFmt);
    if (mark === '%') return `${Number((v * 100).toFixed(10))}%`;
    if (mark) return v < 0 ? `-${mark}${-v}` : `${mark}${v}`;
    return v;
  }
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (v instanceof Date) return dateToIso(v);
  if (!isRecord(v)) return null;
  const rich = richText(v);
  if (rich !== undefined) return rich;
  if ('formula' in v || 'sharedFormula' in v || 'result' in v) return toGridValue(v.result, numFmt);
  if ('hyperlink' in v || 'text' in v) return toGridValue(v.text, numFmt);
  return null; // { error: '#N/A' } and anything unknown
}

/** A formula that adds up the cells above it in its own column: the mark of a subtotal row. */
export function isColumnSum(formula: string | undefined, column: string): boolean {
  if (!formula) return false;
  const f = formula.replace(/^=/, '').replace(/\$/g, '').trim().toUpperCase();
  const refs = [...f.matchAll(/(?:^|[^A-Z0-9!])([A-Z]{1,3})(\d+)/g)].map((m) => m[1]);
  if (refs.length === 0 || !refs.every((c) => c === column.toUpperCase())) return false;
  if (/^(?:SUM|SUBTOTAL)\s*\(/.test(f)) return true;
  return /^[A-Z]{1,3}\d+(?:\s*[+-]\s*[A-Z]{1,3}\d+){2,}$/.test(f);
}

export function columnLetter(col: number): string {
  let s = '';
  let n = col;
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Sheets → tables (one per sheet) and passages (titles, notes, comments). */
export function sheetsToDocument(kind: DocumentKind, sheets: SheetData[], warnings: string[], pages?: number): ParsedDocument {
  const tables: ParsedTable[] = [];
  const passages: ParsedPassage[] = [];
  for (const sheet of sheets) {
    const { table, passages: around } = gridToTable(sheet.rows, { name: sheet.name, sheet: sheet.name });
    if (table) tables.push(table);
    passages.push(...around);
    for (const note of sheet.notes) {
      const text = clean(note.text);
      if (text) passages.push({ text: `Comment on ${sheet.name}!${note.address}: ${text}`, sheet: sheet.name });
    }
  }
  return { kind, pages: pages ?? sheets.length, passages, tables, fields: {}, ocr: false, warnings };
}

/** Copies a merged range's text across the range (a heading over several columns). */
export function fillMerges(rows: Map<number, GridValue[]>, merges: Array<{ top: number; left: number; bottom: number; right: number }>): void {
  for (const m of merges) {
    const master = rows.get(m.top)?.[m.left - 1];
    if (typeof master !== 'string') continue;
    for (let r = m.top; r <= m.bottom; r++) {
      const cells = rows.get(r);
      if (!cells) continue;
      for (let c = m.left; c <= m.right; c++) {
        if ((cells[c - 1] ?? null) === null) cells[c - 1] = master;
      }
    }
  }
}
