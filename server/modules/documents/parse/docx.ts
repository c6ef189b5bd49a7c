// Word documents (DOCX) with mammoth, after the zip guard: mammoth's simple HTML is read here
// (paragraphs, headings, lists, tables) without a DOM library. Paragraphs become passages under
// their nearest heading; tables become ParsedTables through gridToTable().
import mammoth from 'mammoth';
import { gridToTable, type GridRow } from './grid';
import { REASONS, type ParseLimits } from './limits';
import { ParseFailure, type ParsedDocument, type ParsedPassage, type ParsedTable } from './types';
import { guardZip, NotAZipError } from './zip-guard';
import { clean, parseAmount } from './values';

const STYLE_MAP = [
  "p[style-name='Title'] => h1:fresh",
  "p[style-name='Subtitle'] => h2:fresh",
  "p[style-name='Heading'] => h2:fresh",
];

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return Object.hasOwn(ENTITIES, name.toLowerCase()) ? (ENTITIES[name.toLowerCase()] ?? whole) : whole;
  });
}

interface Block {
  tag: string;
  text: string;
  boldChars: number;
}

/** Paragraphs, headings, list items and tables from mammoth's HTML. */
export function htmlToDocument(html: string): { passages: ParsedPassage[]; tables: ParsedTable[] } {
  const passages: ParsedPassage[] = [];
  const tables: ParsedTable[] = [];
  let heading: string | undefined;
  let block: Block | null = null;
  let bold = 0;
  let tableDepth = 0;
  let rows: string[][] = [];
  let row: string[] | null = null;
  let cell: { text: string; span: number } | null = null;
  let list: string[] = [];
  let listDepth = 0;

  // The paragraph just before a table, when short, says what the table is ('FY2028 (1 April
  // 2027 – 31 March 2028)' over a budget against actual): it is the table's caption too.
  let lastShort: string | undefined;
  // (A heading no paragraph has followed yet: a title line, kept when the next heading replaces it.)
  let headingUnused = false;
  const push = (text: string) => {
    const t = clean(text);
    if (!t) return;
    passages.push(heading ? { text: t, heading } : { text: t });
    headingUnused = false;
    lastShort = t.length <= 160 ? t : undefined;
  };
  const flushList = () => {
    if (list.length > 0) push(list.map((item) => `• ${item}`).join('\n'));
    list = [];
  };
  const endBlock = () => {
    if (!block) return;
    const text = clean(block.text);
    const tag = block.tag;
    const allBold = block.boldChars >= text.replace(/\s/g, '').length * 0.9;
    block = null;
    if (!text) return;
    if (/^h[1-6]$/.test(tag) || (tag === 'p' && allBold && text.length <= 120 && text.split(' ').length <= 15 && !/[.:;]$/.test(text))) {
      flushList();
      // A title line dated, under another heading at once ('Report to the Annual General Meeting,
      // 18 September 2025' over '1. The year'): its words and date are the document's, kept as a
      // passage of their own rather than lost.
      if (heading && headingUnused && /\b(?:19|20)\d{2}\b/.test(heading)) passages.push({ text: heading });
      heading = text;
      headingUnused = true;
      lastShort = undefined;
      return;
    }
    if (tag === 'li') {
      list.push(text);
      return;
    }
    flushList();
    push(text);
  };

  const re = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|([^<]+)/g;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    const text = m[4];
    if (text !== undefined) {
      const t = decodeEntities(text);
      if (cell) cell.text += t;
      else if (block) {
        block.text += t;
        if (bold > 0) block.boldChars += t.replace(/\s/g, '').length;
      } else if (t.trim()) {
        block = { tag: 'p', text: t, boldChars: 0 };
      }
      continue;
    }
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    const attrs = m[3] ?? '';
    if (tag === 'table') {
      if (!closing) {
        tableDepth++;
        if (tableDepth === 1) {
          endBlock();
          flushList();
          rows = [];
        } else if (cell) cell.text += ' ';
      } else {
        tableDepth = Math.max(0, tableDepth - 1);
        if (tableDepth === 0) {
          const grid: GridRow[] = rows.map((cells, i) => ({ rowNumber: i + 1, cells }));
          const { table, passages: around } = gridToTable(grid, {
            name: `Table ${tables.length + 1}`,
            ...(heading || lastShort ? { context: [heading, lastShort].filter((x): x is string => Boolean(x)) } : {}),
          });
          lastShort = undefined;
          if (table) tables.push(table);
          for (const p of around) passages.push(heading ? { ...p, heading } : p);
          rows = [];
        }
      }
      continue;
    }
    if (tableDepth > 0) {
      if (tableDepth > 1) {
        if (cell && /^(?:td|th|tr|p|br|li)$/.test(tag)) cell.text += ' ';
        continue;
      }
      if (tag === 'tr') {
        if (!closing) row = [];
        else if (row) {
          rows.push(row);
          row = null;
        }
      } else if (tag === 'td' || tag === 'th') {
        if (!closing) {
          const span = Number(/colspan="?(\d+)/i.exec(attrs)?.[1] ?? 1);
          cell = { text: '', span: Number.isFinite(span) ? Math.min(Math.max(span, 1), 50) : 1 };
        } else if (cell && row) {
          const t = clean(cell.text);
          // A cell spanning columns: its text heads each of them.
          for (let i = 0; i < cell.span; i++) row.push(i === 0 || parseAmount(t) === undefined ? t : '');
          cell = null;
        }
      } else if (cell && (tag === 'p' || tag === 'br' || tag === 'li') && cell.text) {
        cell.text += ' ';
      }
      continue;
    }
    switch (tag) {
      case 'p':
      case 'h1':
      case 'h2':
      case 'h3':
      case 'h4':
      case 'h5':
      case 'h6':
      case 'li':
        endBlock();
        if (!closing) block = { tag, text: '', boldChars: 0 };
        break;
      case 'ul':
      case 'ol':
        endBlock();
        listDepth += closing ? -1 : 1;
        if (closing && listDepth <= 0) {
          listDepth = 0;
          flushList();
        }
        break;
      case 'strong':
      case 'b':
        bold = Math.max(0, bold + (closing ? -1 : 1));
        break;
      case 'br':
        if (block) block.text += '\n';
        break;
      default:
        break;
    }
  }
  endBlock();
  flushList();
  return { passages, tables };
}

export async function parseDocx(filePath: string, limits: ParseLimits): Promise<ParsedDocument> {
  let entries;
  try {
    entries = await guardZip(filePath, limits);
  } catch (e) {
    if (e instanceof NotAZipError) throw new ParseFailure(REASONS.docxDamaged);
    throw e;
  }
  if (entries.length === 0) throw new ParseFailure(REASONS.empty);
  if (!entries.some((e) => e.name === 'word/document.xml')) throw new ParseFailure('This file is not a Word document, or it is too damaged to read.');
  let html: string;
  const warnings: string[] = [];
  try {
    const result = await mammoth.convertToHtml(
      { path: filePath },
      {
        styleMap: STYLE_MAP,
        ignoreEmptyParagraphs: true,
        // Images are not read: no base64 copies of photos in memory.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
    html = result.value;
  } catch {
    throw new ParseFailure(REASONS.docxDamaged);
  }
  const { passages, tables } = htmlToDocument(html);
  if (passages.length === 0 && tables.length === 0) warnings.push('This document has no text.');
  return { kind: 'docx', passages, tables, fields: {}, ocr: false, warnings };
}
