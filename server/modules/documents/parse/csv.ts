// CSV (and tab- or semicolon-separated text): one table. Files that are not text (NUL bytes,
// bulk invalid UTF-8) fail; a web page saved as .csv fails with its own words (decision: the
// upload route checks magic bytes separately, and a table of HTML tags helps no one).
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { gridToTable, type GridRow } from './grid';
import { REASONS, type ParseLimits } from './limits';
import { ParseFailure, type ParsedDocument } from './types';

export const HTML_AS_CSV_REASON = 'This file is a web page (HTML), not a CSV file. Export the data as CSV and upload it again.';

/** Bytes → text: UTF-8 (BOM or not), UTF-16 with a BOM, or Windows-1252 when a few bytes are not UTF-8. */
export function decodeText(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  const sample = bytes.subarray(0, 1024 * 1024);
  if (sample.includes(0)) throw new ParseFailure(REASONS.notText);
  const text = new TextDecoder('utf-8').decode(bytes);
  let bad = 0;
  let controls = 0;
  const probe = text.slice(0, 1024 * 1024);
  for (let i = 0; i < probe.length; i++) {
    const c = probe.charCodeAt(i);
    if (c === 0xfffd) bad++;
    else if (c < 0x20 && c !== 9 && c !== 10 && c !== 13 && c !== 12) controls++;
  }
  if (controls > Math.max(8, probe.length * 0.01)) throw new ParseFailure(REASONS.notText);
  if (bad === 0) return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (bad > Math.max(16, probe.length * 0.02)) throw new ParseFailure(REASONS.notText);
  return new TextDecoder('windows-1252').decode(bytes);
}

/** The separator used by most of the first lines: comma, semicolon, tab or pipe. */
export function detectDelimiter(text: string): string {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(0, 60);
  let best = ',';
  let bestScore = 0;
  for (const d of [',', ';', '\t', '|']) {
    const counts = lines.map((line) => {
      let n = 0;
      let quoted = false;
      for (const ch of line) {
        if (ch === '"') quoted = !quoted;
        else if (ch === d && !quoted) n++;
      }
      return n;
    });
    const withIt = counts.filter((n) => n > 0);
    if (withIt.length === 0) continue;
    // Lines that agree on the count of separators, weighted by the count.
    const freq = new Map<number, number>();
    for (const n of withIt) freq.set(n, (freq.get(n) ?? 0) + 1);
    const [mode, agree] = [...freq.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0] ?? [0, 0];
    // (Or the longest run of lines in a row with the same count, the table under a bank's preamble
    // of one-field lines: 'Data;Opis;…;Kwota' whose amounts, '-1 250,00', carry commas.)
    let run = 0;
    let longest = 0;
    counts.forEach((n, i) => {
      run = n > 0 && i > 0 && counts[i - 1] === n ? run + 1 : n > 0 ? 1 : 0;
      if (n >= 2) longest = Math.max(longest, run * Math.log2(n + 1));
    });
    const score = Math.max(agree * Math.log2(mode + 1), longest) + withIt.length * 0.1;
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  }
  return best;
}

function looksLikeHtml(text: string): boolean {
  return /^\s*(?:<!doctype html|<html[\s>]|<head[\s>]|<body[\s>]|<\?xml[^>]*>\s*<html)/i.test(text.slice(0, 2000));
}

export async function parseCsv(filePath: string, limits: ParseLimits, name = 'Table 1'): Promise<ParsedDocument> {
  const bytes = await readFile(filePath);
  if (bytes.length === 0) throw new ParseFailure(REASONS.empty);
  if (bytes.length > limits.maxFileBytes) throw new ParseFailure(REASONS.tooBig);
  const text = decodeText(bytes);
  if (text.trim() === '') throw new ParseFailure(REASONS.empty);
  if (looksLikeHtml(text)) throw new ParseFailure(HTML_AS_CSV_REASON);
  const warnings: string[] = [];
  const delimiter = detectDelimiter(text);
  const options = {
    delimiter,
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: false,
    trim: true,
    to: limits.maxRows + 1,
  };
  let records: string[][];
  try {
    records = parse(text, options) as string[][];
  } catch {
    // An unclosed quote and the like: read it again with quotes as plain characters.
    try {
      records = parse(text, { ...options, quote: false }) as string[][];
    } catch {
      throw new ParseFailure('This CSV file is damaged and could not be read.');
    }
  }
  if (records.length > limits.maxRows) {
    records = records.slice(0, limits.maxRows);
    warnings.push(`Only the first ${limits.maxRows.toLocaleString('en-US')} rows were read.`);
  }
  let wide = false;
  const grid: GridRow[] = records.map((cells, i) => {
    if (cells.length > limits.maxColumns) wide = true;
    return { rowNumber: i + 1, cells: cells.slice(0, limits.maxColumns) };
  });
  if (wide) warnings.push(`Only the first ${limits.maxColumns} columns were read.`);
  const { table, passages } = gridToTable(grid, { name });
  return { kind: 'csv', passages, tables: table ? [table] : [], fields: {}, ocr: false, warnings };
}
