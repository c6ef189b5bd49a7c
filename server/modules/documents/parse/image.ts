// Photos and scans (JPG, PNG): turned upright, scaled down, OCR'd with the thread's one
// tesseract worker. Passages from the OCR'd paragraphs; receipt fields when they are there.
import { readFile } from 'node:fs/promises';
import { REASONS, type ParseLimits } from './limits';
import { bodyFontSize, buildLines, layoutPage } from './layout';
import { recognize, uprightImage } from './ocr';
import { ocrPieces } from './pdf';
import { receiptFields } from './receipt';
import { ParseFailure, type DocumentKind, type ParsedDocument, type ParsedPassage } from './types';

/** Joins short OCR paragraphs into passages of a readable size. */
export function ocrPassages(paragraphs: string[], page?: number): ParsedPassage[] {
  const out: ParsedPassage[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) out.push(page === undefined ? { text: current.trim() } : { text: current.trim(), page });
    current = '';
  };
  for (const p of paragraphs) {
    if (current && current.length + p.length > 1200) flush();
    current = current ? `${current}\n${p}` : p;
  }
  flush();
  return out;
}

export async function parseImage(filePath: string, kind: DocumentKind, limits: ParseLimits): Promise<ParsedDocument> {
  const bytes = await readFile(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  const { png } = await uprightImage(bytes, limits);
  const result = await recognize(png);
  const warnings: string[] = [];
  const passages = ocrPassages(result.paragraphs);
  if (passages.length === 0) warnings.push('No text was found in this image.');
  else if (result.confidence < 50) warnings.push('The text in this image was hard to read; some words may be wrong.');
  const fields = receiptFields(result.lines);
  // Lines with amounts in a column (a receipt's items, a photographed statement): a table.
  const lines = buildLines(ocrPieces(result));
  const { tables } = layoutPage(lines, 1, { n: 0 }, bodyFontSize(lines), false);
  for (const t of tables) {
    delete t.page;
    t.name = t.name.replace(/^Page 1, t/, 'T');
  }
  return { kind, passages, tables, fields, ocr: true, warnings };
}
