// The caps every parser works within, and the plain words shown when a file cannot be read.

export interface ParseLimits {
  /** Sheets read from one workbook. */
  maxSheets: number;
  /** Rows read from one sheet or CSV. */
  maxRows: number;
  /** Columns read from one sheet or CSV. */
  maxColumns: number;
  /** XLSX whose sheets and strings inflate past this many bytes are streamed, not loaded whole. */
  xlsxStreamAboveBytes: number;
  /** Time spent reading one workbook before stopping with a warning (ms). */
  sheetTimeBudgetMs: number;
  /** PDF pages whose text is read. */
  maxPdfPages: number;
  /** Scanned pages (no text layer) that are rendered and OCR'd. */
  maxOcrPages: number;
  /** Longest side of an image handed to OCR (pixels); larger images are scaled down. */
  maxOcrSide: number;
  /** Images larger than this many pixels are refused before decoding. */
  maxImagePixels: number;
  /** Files larger than this are refused before reading (bytes). */
  maxFileBytes: number;
  /** Zip guard: entries in an Office file. */
  maxZipEntries: number;
  /** Zip guard: declared uncompressed size of all entries (bytes). */
  maxZipUncompressedBytes: number;
  /** Zip guard: declared compression ratio allowed for entries over 1 MB. */
  maxZipRatio: number;
}

export const DEFAULT_LIMITS: ParseLimits = {
  maxSheets: 20,
  maxRows: 5_000,
  maxColumns: 200,
  xlsxStreamAboveBytes: 25 * 1024 * 1024,
  sheetTimeBudgetMs: 60_000,
  maxPdfPages: 300,
  maxOcrPages: 20,
  maxOcrSide: 2_500,
  maxImagePixels: 80_000_000,
  maxFileBytes: 100 * 1024 * 1024,
  maxZipEntries: 5_000,
  maxZipUncompressedBytes: 200 * 1024 * 1024,
  maxZipRatio: 100,
};

export const REASONS = {
  empty: 'This file is empty.',
  tooBig: 'This file is too large to read.',
  tooLong: 'Reading this file took too long.',
  tooComplex: 'This file is too large or complex to read.',
  pdfPassword: 'This PDF is password-protected. Remove the password and upload it again.',
  officePassword: 'This file is password-protected. Remove the password and upload it again.',
  pdfDamaged: 'This PDF is damaged or incomplete and could not be read.',
  notPdf: 'This file is not a PDF, or it is too damaged to read.',
  zipUnsafe: 'This file looks damaged or unsafe (a compressed file that expands too far).',
  docxDamaged: 'This Word document is damaged and could not be read.',
  workbookDamaged: 'This spreadsheet is damaged and could not be read.',
  notText: 'This file is not a text (CSV) file, or it uses an encoding that cannot be read.',
  imageDamaged: 'This image could not be opened. It may be damaged or not a JPG or PNG.',
  imageTooBig: 'This image is too large to read.',
  unreadable: 'This file could not be read.',
  shutDown: 'The document reader was shut down before this file was read.',
} as const;
