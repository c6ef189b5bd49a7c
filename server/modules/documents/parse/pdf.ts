// PDF with pdfjs (legacy build, for Node): text items grouped into lines and tables by position
// (layout.ts), prose into paragraphs. Pages without a text layer (scans) are rendered into a
// @napi-rs/canvas canvas at 2x and OCR'd, up to a cap.
import { createCanvas } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { REASONS, type ParseLimits } from './limits';
import { bodyFontSize, buildLines, layoutPage, type Line, type TextPiece } from './layout';
import { recognize, type OcrResult } from './ocr';
import { ocrPassages } from './image';
import { receiptFields } from './receipt';
import { ParseFailure, type ParsedDocument, type ParsedPassage, type ParsedTable } from './types';
import { documentGroupsByDots } from './values';

let assets: { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string; iccUrl: string } | undefined;

/** pdfjs's fonts, CMaps and decoders on disk (Node reads them as file paths). */
function pdfjsAssets() {
  if (!assets) {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('pdfjs-dist/package.json'));
    assets = {
      standardFontDataUrl: `${path.join(root, 'standard_fonts')}${path.sep}`,
      cMapUrl: `${path.join(root, 'cmaps')}${path.sep}`,
      wasmUrl: `${path.join(root, 'wasm')}${path.sep}`,
      iccUrl: `${path.join(root, 'iccs')}${path.sep}`,
    };
  }
  return assets;
}

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

function isTextItem(item: unknown): item is PdfTextItem {
  return typeof item === 'object' && item !== null && typeof (item as PdfTextItem).str === 'string' && Array.isArray((item as PdfTextItem).transform);
}

function piecesOf(items: unknown[]): TextPiece[] {
  const pieces: TextPiece[] = [];
  for (const item of items) {
    if (!isTextItem(item) || item.str.trim() === '') continue;
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0] = item.transform;
    const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 10;
    pieces.push({ text: item.str, x: e, y: f, width: item.width, size });
  }
  return pieces;
}

/** Words found by OCR as positioned pieces (y flipped so it grows upward, like PDF space). */
export function ocrPieces(result: OcrResult): TextPiece[] {
  return result.words.map((w) => ({ text: w.text, x: w.x0, y: -w.lineBottom, width: w.x1 - w.x0, size: w.lineHeight }));
}

const IMAGE_OPS = new Set<number>([
  pdfjs.OPS.paintImageXObject,
  pdfjs.OPS.paintInlineImageXObject,
  pdfjs.OPS.paintImageMaskXObject,
  pdfjs.OPS.paintImageXObjectRepeat,
  pdfjs.OPS.paintInlineImageXObjectGroup,
  pdfjs.OPS.paintImageMaskXObjectGroup,
  pdfjs.OPS.paintImageMaskXObjectRepeat,
  pdfjs.OPS.paintSolidColorImageMask,
].filter((op): op is number => typeof op === 'number'));

type PdfPage = Awaited<ReturnType<pdfjs.PDFDocumentProxy['getPage']>>;

/** A page with no text layer that shows an image or many drawn shapes: worth OCR. */
async function looksScanned(page: PdfPage): Promise<boolean> {
  const ops = await page.getOperatorList();
  let paths = 0;
  for (const fn of ops.fnArray) {
    if (IMAGE_OPS.has(fn)) return true;
    if (fn === pdfjs.OPS.constructPath) paths++;
  }
  return paths >= 50;
}

async function renderPage(page: PdfPage): Promise<Buffer> {
  let viewport = page.getViewport({ scale: 2 });
  const longest = Math.max(viewport.width, viewport.height);
  if (longest > 3500) viewport = page.getViewport({ scale: (2 * 3500) / longest });
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  await page.render({
    canvas: canvas as unknown as Parameters<PdfPage['render']>[0]['canvas'],
    canvasContext: ctx as unknown as NonNullable<Parameters<PdfPage['render']>[0]['canvasContext']>,
    viewport,
  }).promise;
  return canvas.encode('png');
}

export async function parsePdf(filePath: string, limits: ParseLimits): Promise<ParsedDocument> {
  const bytes = await readFile(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  if (!bytes.subarray(0, 1024).includes('%PDF-')) throw new ParseFailure(REASONS.notPdf);
  const warnings: string[] = [];
  if (!bytes.subarray(Math.max(0, bytes.length - 2048)).includes('%%EOF')) {
    warnings.push('This PDF looks incomplete (it may have been cut off); some of it may be missing.');
  }

  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    ...pdfjsAssets(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  });
  let doc: pdfjs.PDFDocumentProxy;
  try {
    doc = await task.promise;
  } catch (e) {
    await task.destroy().catch(() => {});
    const name = e && typeof e === 'object' ? (e as { name?: string }).name : undefined;
    if (name === 'PasswordException') throw new ParseFailure(REASONS.pdfPassword);
    throw new ParseFailure(REASONS.pdfDamaged);
  }

  try {
    const passages: ParsedPassage[] = [];
    const tables: ParsedTable[] = [];
    const fields: Record<string, string | number> = {};
    let ocr = false;
    const numPages = doc.numPages;
    const pagesToRead = Math.min(numPages, limits.maxPdfPages);
    if (numPages > pagesToRead) warnings.push(`Only the first ${pagesToRead} of ${numPages} pages were read.`);
    const counter = { n: 0 };
    const pageLines: Array<{ page: number; lines: Line[] }> = [];
    const scanned: number[] = [];
    let unreadable = 0;
    for (let p = 1; p <= pagesToRead; p++) {
      try {
        const page = await doc.getPage(p);
        const content = await page.getTextContent();
        const lines = buildLines(piecesOf(content.items));
        const chars = lines.reduce((n, l) => n + l.text.replace(/\s/g, '').length, 0);
        if (chars < 15 && (await looksScanned(page))) scanned.push(p);
        else pageLines.push({ page: p, lines });
        page.cleanup();
      } catch {
        unreadable++;
      }
    }
    if (unreadable > 0) warnings.push(`${unreadable} page${unreadable === 1 ? '' : 's'} could not be read.`);
    const body = bodyFontSize(pageLines.flatMap((p) => p.lines));
    const results: Array<{ page: number; tables: ParsedTable[]; passages: ParsedPassage[] }> = [];
    // (Whether the document groups thousands with dots is read from all its pages: a statement's
    // tables may print whole euros, '12.340', with the decimal commas only in its notes.)
    const dotGrouped = documentGroupsByDots(pageLines.map((p) => p.lines.map((l) => l.text).join('\n')).join('\n'));
    for (const { page, lines } of pageLines) results.push({ page, ...layoutPage(lines, page, counter, body, true, dotGrouped) });

    // Scanned pages: rendered and OCR'd, up to the cap.
    const toOcr = scanned.slice(0, limits.maxOcrPages);
    if (scanned.length > toOcr.length) {
      warnings.push(`${scanned.length} pages are scanned images; only the first ${toOcr.length} were read with OCR.`);
    }
    const ocrLines: OcrResult['lines'] = [];
    for (const p of toOcr) {
      try {
        const page = await doc.getPage(p);
        const png = await renderPage(page);
        page.cleanup();
        const result = await recognize(png);
        ocr = true;
        ocrLines.push(...result.lines);
        const lines = buildLines(ocrPieces(result));
        const laid = layoutPage(lines, p, counter, bodyFontSize(lines), false);
        results.push({ page: p, tables: laid.tables, passages: ocrPassages(result.paragraphs, p) });
      } catch {
        warnings.push(`Page ${p} is a scanned image that could not be read.`);
      }
    }
    results.sort((a, b) => a.page - b.page);
    for (const r of results) {
      tables.push(...r.tables);
      passages.push(...r.passages);
    }
    if (ocr) {
      warnings.push('Some pages were scanned images, read with OCR; check figures against the original.');
      // A scanned receipt or invoice: the same fields as a photo.
      if (numPages <= 2) {
        const found = receiptFields(ocrLines);
        if (found.total !== undefined) Object.assign(fields, found);
      }
    }
    if (passages.length === 0 && tables.length === 0) warnings.push('No text was found in this PDF.');
    return { kind: 'pdf', pages: numPages, passages, tables, fields, ocr, warnings };
  } finally {
    await doc.destroy().catch(() => {});
  }
}
