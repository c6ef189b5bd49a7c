// Legacy Excel (.xls, BIFF) with SheetJS (xlsx-republish), into the same sheets → tables path as
// XLSX. Formulas are not read (their cached values are); the file size is checked first, and
// SheetJS stops at the row cap by itself (sheetRows).
import { readFile, stat } from 'node:fs/promises';
import * as XLSX from 'xlsx-republish';
import * as cptable from 'xlsx-republish/dist/cpexcel.full.mjs';
import type { GridRow, GridValue } from './grid';
import { REASONS, type ParseLimits } from './limits';
import { columnLetter, fillMerges, sheetsToDocument, type SheetData } from './sheets';
import { ParseFailure, type ParsedDocument } from './types';
import { dateToIso } from './values';

XLSX.set_cptable(cptable);

/** .xls files are read whole into memory: larger ones are refused. */
export const MAX_XLS_BYTES = 40 * 1024 * 1024;

function cellValue(cell: XLSX.CellObject | undefined): GridValue {
  if (!cell) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 's':
      return typeof cell.v === 'string' ? cell.v : null;
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'd':
      return cell.v instanceof Date ? dateToIso(cell.v) : typeof cell.v === 'string' ? cell.v : null;
    default:
      return null; // errors ('e') and stubs ('z')
  }
}

export async function parseXlsBuffer(bytes: Buffer, limits: ParseLimits): Promise<ParsedDocument> {
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > Math.min(MAX_XLS_BYTES, limits.maxFileBytes)) throw new ParseFailure(REASONS.tooBig);
  let wb: XLSX.WorkBook;
  try {
    wb = XLSX.read(bytes, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      cellDates: true,
      UTC: true,
      dense: true,
      sheetRows: limits.maxRows,
      WTF: false,
    });
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (/password|encrypt/i.test(message)) throw new ParseFailure(REASONS.officePassword);
    throw new ParseFailure(REASONS.workbookDamaged);
  }
  const warnings = new Set<string>();
  const names = wb.SheetNames;
  if (names.length > limits.maxSheets) warnings.add(`Only the first ${limits.maxSheets} sheets were read.`);
  const sheets: SheetData[] = [];
  for (const name of names.slice(0, limits.maxSheets)) {
    const ws = wb.Sheets[name] as XLSX.WorkSheet | undefined;
    if (!ws) continue;
    if (ws['!fullref'] && ws['!ref'] && ws['!fullref'] !== ws['!ref']) {
      const full = XLSX.utils.decode_range(ws['!fullref'] as string);
      if (full.e.r + 1 > limits.maxRows) warnings.add(`Only the first ${limits.maxRows.toLocaleString('en-US')} rows of sheet "${name}" were read.`);
    }
    const data = (ws['!data'] as XLSX.CellObject[][] | undefined) ?? [];
    const byRow = new Map<number, GridValue[]>();
    const notes: SheetData['notes'] = [];
    data.forEach((row, r) => {
      if (!row) return;
      const cells: GridValue[] = [];
      let any = false;
      row.forEach((cell, c) => {
        if (c >= limits.maxColumns) {
          warnings.add(`Only the first ${limits.maxColumns} columns of each sheet were read.`);
          return;
        }
        const v = cellValue(cell);
        cells[c] = v;
        if (v !== null) any = true;
        for (const comment of cell?.c ?? []) {
          if (typeof comment.t === 'string' && comment.t.trim()) notes.push({ address: `${columnLetter(c + 1)}${r + 1}`, text: comment.t });
        }
      });
      for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = null;
      if (any) byRow.set(r + 1, cells);
    });
    const merges = ((ws['!merges'] as XLSX.Range[] | undefined) ?? []).map((m) => ({
      top: m.s.r + 1,
      left: m.s.c + 1,
      bottom: m.e.r + 1,
      right: m.e.c + 1,
    }));
    fillMerges(byRow, merges);
    const rows: GridRow[] = [...byRow.entries()].sort((a, b) => a[0] - b[0]).map(([rowNumber, cells]) => ({ rowNumber, cells }));
    sheets.push({ name, rows, notes });
  }
  return sheetsToDocument('xls', sheets, [...warnings]);
}

export async function parseXls(filePath: string, limits: ParseLimits): Promise<ParsedDocument> {
  const { size } = await stat(filePath);
  if (size === 0) throw new ParseFailure(REASONS.empty);
  if (size > Math.min(MAX_XLS_BYTES, limits.maxFileBytes)) throw new ParseFailure(REASONS.tooBig);
  return parseXlsBuffer(await readFile(filePath), limits);
}
