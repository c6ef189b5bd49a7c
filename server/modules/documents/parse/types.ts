// What a parser makes of a document: passages of text, tables kept as tables (so the assistant
// can compute over cells and cite them), and fields read from receipts. Shared by the parsers
// (parse/*), the processing job that stores the result, and the assistant that reads it.

/** The document types Steward accepts (spec part 2, section 5), by extension, lowercased. */
export const DOCUMENT_KINDS = ['pdf', 'docx', 'xlsx', 'xlsm', 'xls', 'csv', 'jpg', 'jpeg', 'png'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export interface ParsedPassage {
  text: string;
  /** 1-based page of a PDF. */
  page?: number;
  /** Sheet of a workbook. */
  sheet?: string;
  /** The nearest heading above the passage, when the document has headings. */
  heading?: string;
}

export type CellValue = number | string | null;

export interface ParsedRow {
  /** 1-based row number in the sheet, or the row's order in a PDF/DOCX table. */
  rowNumber: number;
  /** The row's label (first text cell, e.g. 'Salaries and Wages'); '' when none. */
  label: string;
  /** An account code found in the row (e.g. '5010'), when there is one. */
  code?: string;
  /** A total or subtotal row ('Total Expenses', 'Net income', ...). */
  isSubtotal: boolean;
  /** One value per column of the table (numbers as numbers; '(1,200)' is -1200). */
  cells: CellValue[];
  /**
   * The cells as printed, where the print says more than the value: '(4.1)%', '£1,200', '1.2x',
   * '—', 'n/a' (null elsewhere). Absent when no cell of the row needs it.
   */
  text?: Array<string | null>;
}

export interface ParsedTable {
  /** Sheet name, or 'Page 2, table 1'. */
  name: string;
  sheet?: string;
  page?: number;
  /** The header rows as they appear (several when headers span rows). */
  headerRows: string[][];
  /** One label per column (multi-row headers joined: 'FY2025 Budget'). */
  columns: string[];
  rows: ParsedRow[];
  /** Units stated near the table ('USD', '$ in thousands'), when stated. */
  units?: string;
  /** The title printed above the table ('Statement of Financial Position — As of June 30, 2025'). */
  title?: string;
}

export interface ParsedDocument {
  kind: DocumentKind;
  /** Pages of a PDF; sheets of a workbook. */
  pages?: number;
  passages: ParsedPassage[];
  tables: ParsedTable[];
  /** Fields read from a receipt or letter: merchant, date (ISO), total, ... */
  fields: Record<string, string | number>;
  /** Text came from OCR (a photo or a scanned PDF page). */
  ocr: boolean;
  /** Things the person may want to know (rows capped, pages without text, ...). */
  warnings: string[];
}

/** A document that cannot be read; `reason` is shown to the person as is. */
export class ParseFailure extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ParseFailure';
  }
}
