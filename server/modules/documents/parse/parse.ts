// The parsers by kind, run in the current thread. Use parseDocument() from run.ts in the server:
// it runs this in a worker thread with memory and time limits.
import { open, stat } from 'node:fs/promises';
import { parseCsv } from './csv';
import { parseDocx } from './docx';
import { parseImage } from './image';
import { DEFAULT_LIMITS, REASONS, type ParseLimits } from './limits';
import { parsePdf } from './pdf';
import { DOCUMENT_KINDS, ParseFailure, type DocumentKind, type ParsedDocument } from './types';
import { parseXls } from './xls';
import { parseXlsx } from './xlsx';

export interface ParseFileOptions {
  /** Overrides of the caps (rows, sheets, OCR pages, ...). */
  limits?: Partial<ParseLimits>;
  /** The file's name as the person knows it: names the table of a CSV. */
  fileName?: string;
}

async function startsWithZip(filePath: string): Promise<boolean> {
  const fh = await open(filePath, 'r');
  try {
    const buf = Buffer.alloc(4);
    await fh.read(buf, 0, 4, 0);
    return buf.equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  } finally {
    await fh.close();
  }
}

/** Words for an unexpected error, by kind (the details go to the log, not to the person). */
function unreadable(kind: DocumentKind): string {
  switch (kind) {
    case 'pdf':
      return REASONS.pdfDamaged;
    case 'docx':
      return REASONS.docxDamaged;
    case 'xlsx':
    case 'xlsm':
    case 'xls':
      return REASONS.workbookDamaged;
    case 'csv':
      return REASONS.notText;
    default:
      return REASONS.imageDamaged;
  }
}

export async function parseFile(filePath: string, kind: DocumentKind, options: ParseFileOptions = {}): Promise<ParsedDocument> {
  const limits: ParseLimits = { ...DEFAULT_LIMITS, ...options.limits };
  if (!(DOCUMENT_KINDS as readonly string[]).includes(kind)) throw new ParseFailure('This type of file cannot be read.');
  let size: number;
  try {
    size = (await stat(filePath)).size;
  } catch {
    throw new ParseFailure('The file could not be found.');
  }
  if (size === 0) throw new ParseFailure(REASONS.empty);
  if (size > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  try {
    switch (kind) {
      case 'pdf':
        return await parsePdf(filePath, limits);
      case 'docx':
        return await parseDocx(filePath, limits);
      case 'xlsx':
      case 'xlsm':
        return await parseXlsx(filePath, kind, limits);
      case 'xls':
        // A newer workbook saved as .xls goes through the zip guard like any XLSX.
        if (await startsWithZip(filePath)) return await parseXlsx(filePath, 'xls', limits);
        return await parseXls(filePath, limits);
      case 'csv': {
        const name = options.fileName ? options.fileName.replace(/\.[^.]+$/, '') || 'Table 1' : 'Table 1';
        return await parseCsv(filePath, limits, name);
      }
      case 'jpg':
      case 'jpeg':
      case 'png':
        return await parseImage(filePath, kind, limits);
    }
  } catch (e) {
    if (e instanceof ParseFailure) throw e;
    const failure = new ParseFailure(unreadable(kind));
    failure.cause = e;
    throw failure;
  }
  throw new ParseFailure('This type of file cannot be read.');
}
