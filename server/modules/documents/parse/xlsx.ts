// XLSX and XLSM with exceljs, after the zip guard. Ordinary workbooks are loaded whole (merged
// cells, comments, sheet order); big ones are streamed row by row so the caps stop reading
// early instead of holding every cell in memory.
import ExcelJS from 'exceljs';
import { open } from 'node:fs/promises';
import type { GridRow, GridValue } from './grid';
import { REASONS, type ParseLimits } from './limits';
import { columnLetter, fillMerges, isColumnSum, sheetsToDocument, toGridValue, type SheetData } from './sheets';
import { parseXlsBuffer } from './xls';
import { ParseFailure, type DocumentKind, type ParsedDocument } from './types';
import { guardZip, NotAZipError, type ZipEntryInfo } from './zip-guard';

interface Caps {
  limits: ParseLimits;
  started: number;
  warnings: Set<string>;
}

function overTime(caps: Caps): boolean {
  if (Date.now() - caps.started <= caps.limits.sheetTimeBudgetMs) return false;
  caps.warnings.add('Reading stopped early: the workbook took too long to read in full.');
  return true;
}

async function head(filePath: string, n: number): Promise<Buffer> {
  const fh = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(n);
    const { bytesRead } = await fh.read(buf, 0, n, 0);
    return buf.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}

interface CellLike {
  value: unknown;
  numFmt?: string;
  formula?: string;
  type?: number;
  note?: unknown;
  master?: CellLike;
  address?: string;
}

function noteText(note: unknown): string {
  if (typeof note === 'string') return note;
  if (note && typeof note === 'object' && Array.isArray((note as { texts?: unknown }).texts)) {
    return ((note as { texts: unknown[] }).texts)
      .map((t) => (t && typeof t === 'object' && typeof (t as { text?: unknown }).text === 'string' ? (t as { text: string }).text : ''))
      .join('');
  }
  return '';
}

/** One row of exceljs cells → grid values, the SUM mark, and comments. */
function readRow(
  eachCell: (cb: (cell: CellLike, col: number) => void) => void,
  caps: Caps,
  notes: SheetData['notes'],
): { cells: GridValue[]; sum: boolean } {
  const cells: GridValue[] = [];
  let sum = false;
  eachCell((cell, col) => {
    if (col > caps.limits.maxColumns) {
      caps.warnings.add(`Only the first ${caps.limits.maxColumns} columns of each sheet were read.`);
      return;
    }
    let value: GridValue;
    if (cell.type === ExcelJS.ValueType.Merge) {
      // A merged cell's neighbours: keep the master's text (a heading), never its number twice.
      const master = cell.master ? toGridValue(cell.master.value, cell.master.numFmt) : null;
      value = typeof master === 'string' ? master : null;
    } else {
      value = toGridValue(cell.value, cell.numFmt);
      let formula: string | undefined;
      try {
        formula = cell.formula;
      } catch {
        formula = undefined;
      }
      if (typeof value === 'number' && isColumnSum(formula, columnLetter(col))) sum = true;
    }
    cells[col - 1] = value;
    if (cell.note !== undefined) {
      const text = noteText(cell.note);
      if (text.trim()) notes.push({ address: cell.address ?? `${columnLetter(col)}?`, text });
    }
  });
  for (let i = 0; i < cells.length; i++) if (cells[i] === undefined) cells[i] = null;
  return { cells, sum };
}

async function readWhole(filePath: string, caps: Caps): Promise<SheetData[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(filePath);
  const sheets: SheetData[] = [];
  const worksheets = wb.worksheets;
  if (worksheets.length > caps.limits.maxSheets) caps.warnings.add(`Only the first ${caps.limits.maxSheets} sheets were read.`);
  for (const ws of worksheets.slice(0, caps.limits.maxSheets)) {
    if (overTime(caps)) break;
    const notes: SheetData['notes'] = [];
    const byRow = new Map<number, GridValue[]>();
    const sums = new Set<number>();
    let count = 0;
    const last = ws.rowCount;
    for (let r = 1; r <= last; r++) {
      const row = ws.findRow(r);
      if (!row || !row.hasValues) continue;
      if (count >= caps.limits.maxRows) {
        caps.warnings.add(`Only the first ${caps.limits.maxRows.toLocaleString('en-US')} rows of sheet "${ws.name}" were read.`);
        break;
      }
      if (count % 500 === 0 && overTime(caps)) break;
      const { cells, sum } = readRow((cb) => row.eachCell({ includeEmpty: false }, (cell, col) => cb(cell as unknown as CellLike, col)), caps, notes);
      byRow.set(r, cells);
      if (sum) sums.add(r);
      count++;
    }
    const merges: Array<{ top: number; left: number; bottom: number; right: number }> = [];
    for (const range of (ws.model as { merges?: string[] }).merges ?? []) {
      const m = /^([A-Z]+)(\d+):([A-Z]+)(\d+)$/.exec(range);
      if (!m) continue;
      const col = (s: string) => [...s].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
      merges.push({ top: Number(m[2]), left: col(m[1] ?? ''), bottom: Number(m[4]), right: col(m[3] ?? '') });
    }
    fillMerges(byRow, merges);
    const rows: GridRow[] = [...byRow.entries()].map(([rowNumber, cells]) => ({ rowNumber, cells, sumFormula: sums.has(rowNumber) }));
    sheets.push({ name: ws.name, rows, notes });
  }
  return sheets;
}

async function readStreaming(filePath: string, caps: Caps): Promise<SheetData[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const sheets: SheetData[] = [];
  let stop = false;
  for await (const ws of reader) {
    if (stop) continue;
    if (sheets.length >= caps.limits.maxSheets) {
      caps.warnings.add(`Only the first ${caps.limits.maxSheets} sheets were read.`);
      stop = true;
      continue;
    }
    const notes: SheetData['notes'] = [];
    const rows: GridRow[] = [];
    const name = (ws as unknown as { name?: string }).name ?? `Sheet${sheets.length + 1}`;
    let full = false;
    for await (const row of ws as unknown as AsyncIterable<ExcelJS.Row>) {
      if (full || stop) continue; // drain the rest of the sheet without keeping it
      if (!row.hasValues) continue;
      if (rows.length >= caps.limits.maxRows) {
        caps.warnings.add(`Only the first ${caps.limits.maxRows.toLocaleString('en-US')} rows of sheet "${name}" were read.`);
        full = true;
        continue;
      }
      if (rows.length % 500 === 0 && overTime(caps)) {
        stop = true;
        continue;
      }
      const { cells, sum } = readRow((cb) => row.eachCell({ includeEmpty: false }, (cell, col) => cb(cell as unknown as CellLike, col)), caps, notes);
      rows.push({ rowNumber: row.number, cells, sumFormula: sum });
    }
    sheets.push({ name, rows, notes });
  }
  return sheets;
}

function isEncryptedOffice(bytes: Buffer): boolean {
  // Password-protected XLSX/DOCX are OLE compound files holding an 'EncryptionInfo' stream.
  return bytes.includes(Buffer.from('EncryptionInfo', 'utf16le')) || bytes.includes(Buffer.from('EncryptedPackage', 'utf16le'));
}

const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

export async function parseXlsx(filePath: string, kind: DocumentKind, limits: ParseLimits): Promise<ParsedDocument> {
  const start = await head(filePath, 8);
  if (start.length === 0) throw new ParseFailure(REASONS.empty);
  if (start.subarray(0, 8).equals(OLE_MAGIC)) {
    const { readFile } = await import('node:fs/promises');
    const bytes = await readFile(filePath);
    if (isEncryptedOffice(bytes)) throw new ParseFailure(REASONS.officePassword);
    // An old-format workbook saved with a new extension: read it as XLS.
    return { ...(await parseXlsBuffer(bytes, limits)), kind };
  }
  let entries: ZipEntryInfo[];
  try {
    entries = await guardZip(filePath, limits);
  } catch (e) {
    if (e instanceof NotAZipError) throw new ParseFailure(REASONS.workbookDamaged);
    throw e;
  }
  if (!entries.some((e) => e.name === 'xl/workbook.xml')) throw new ParseFailure('This file is not an Excel workbook, or it is too damaged to read.');
  const inflated = entries
    .filter((e) => /^xl\/(?:worksheets\/[^/]+\.xml|sharedStrings\.xml)$/.test(e.name))
    .reduce((n, e) => n + e.uncompressedSize, 0);
  const caps: Caps = { limits, started: Date.now(), warnings: new Set() };
  let sheets: SheetData[];
  try {
    sheets = inflated > limits.xlsxStreamAboveBytes ? await readStreaming(filePath, caps) : await readWhole(filePath, caps);
  } catch (e) {
    if (e instanceof ParseFailure) throw e;
    throw new ParseFailure(REASONS.workbookDamaged);
  }
  return sheetsToDocument(kind, sheets, [...caps.warnings]);
}
