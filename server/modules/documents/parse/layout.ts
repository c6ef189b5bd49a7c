// Page layout → lines, tables and paragraphs. Works on positioned pieces of text: pdfjs text
// items, or the words tesseract finds on a scanned page. Pieces on one baseline make a line
// (sorted by x); wide gaps split a line into segments; runs of lines whose segments line up in
// numeric columns make a table, headed by the lines just above that sit over those columns.
import { gridToTable, spanCentred, type GridRow } from './grid';
import type { ParsedPassage, ParsedTable } from './types';
import { isYearLabel, parseAmount, undotThousands } from './values';

export interface TextPiece {
  text: string;
  /** Left edge and baseline, with y growing upward (PDF space). */
  x: number;
  y: number;
  width: number;
  /** Font size (height of the text). */
  size: number;
}

interface Segment {
  x0: number;
  x1: number;
  text: string;
  /** The pieces it was joined from, when more than one (a header split again over its columns). */
  parts?: Array<{ x0: number; x1: number; text: string }>;
}

export interface Line {
  y: number;
  size: number;
  x0: number;
  x1: number;
  segments: Segment[];
  text: string;
  /** Taken into a table (as a row or a header). */
  used?: boolean;
}

export function buildLines(pieces: TextPiece[]): Line[] {
  const sorted = pieces
    .filter((p) => p.text.trim() !== '' && Number.isFinite(p.x) && Number.isFinite(p.y))
    .sort((a, b) => b.y - a.y || a.x - b.x);
  const groups: TextPiece[][] = [];
  let current: TextPiece[] = [];
  let lineY = Number.NaN;
  let lineSize = 0;
  for (const p of sorted) {
    const tolerance = Math.max(1.5, 0.4 * Math.min(lineSize || p.size, p.size || lineSize));
    if (current.length > 0 && Math.abs(p.y - lineY) <= tolerance) {
      current.push(p);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [p];
    lineY = p.y;
    lineSize = p.size;
  }
  if (current.length > 0) groups.push(current);

  return groups.map((group) => {
    group.sort((a, b) => a.x - b.x);
    const size = Math.max(...group.map((p) => p.size)) || 10;
    const segments: Segment[] = [];
    for (const p of group) {
      const text = p.text.replace(/\s+/g, ' ');
      const last = segments[segments.length - 1];
      const gap = last ? p.x - last.x1 : Infinity;
      // (Two figures a wider space apart are two columns' figures, not one figure's digit groups: '3   412 500'.)
      // (Each with its sign, '$1,021,446.10   $1,059,318.25', likewise.)
      // (So is a dash for nothing beside a figure, '–   1,204,300.500': two columns, not a minus sign.)
      const twoFigures = last && (/\d\)?$/.test(last.text) || /^[-−–—]$/.test(last.text.trim())) && /^[(\-−–]?(?:[$€£¥]|US\$|C\$|A\$|S\$|R\$)?\s?\d/.test(text) && gap > size * 0.45;
      if (last && gap <= size * 1.2 && !twoFigures) {
        const space = gap > size * 0.12 && !last.text.endsWith(' ') && !text.startsWith(' ') ? ' ' : '';
        last.text += space + text;
        last.parts ??= [{ x0: last.x0, x1: last.x1, text: last.text.slice(0, last.text.length - space.length - text.length) }];
        last.parts.push({ x0: p.x, x1: p.x + Math.max(p.width, 0), text });
        last.x1 = Math.max(last.x1, p.x + p.width);
      } else {
        segments.push({ x0: p.x, x1: p.x + Math.max(p.width, 0), text });
      }
    }
    for (const s of segments) s.text = s.text.trim();
    // A currency sign printed apart from its figure ('$   60,584') belongs to the figure.
    for (let i = segments.length - 2; i >= 0; i--) {
      const s = segments[i]!;
      const next = segments[i + 1]!;
      if (/^(?:[$€£¥]|US\$|C\$|A\$)$/.test(s.text) && /^\(?-?[\d.,]+\)?%?$/.test(next.text)) {
        next.text = `${s.text}${next.text}`;
        segments.splice(i, 1);
      }
    }
    const kept = segments.filter((s) => s.text !== '');
    return {
      y: group.reduce((n, p) => n + p.y, 0) / group.length,
      size,
      x0: kept[0]?.x0 ?? 0,
      x1: kept[kept.length - 1]?.x1 ?? 0,
      segments: kept,
      text: kept.map((s) => s.text).join(' '),
    };
  }).filter((l) => l.segments.length > 0);
}

/**
 * A joined header segment cut back into one part a column, at the widest gaps between its
 * pieces, when each part's centre is then nearest its own column, in order.
 */
function splitOver(s: Segment, cols: Array<{ x0: number; x1: number }>): Segment[] | null {
  const parts = s.parts;
  if (!parts || parts.length < cols.length) return null;
  const gaps = parts.slice(1).map((p, i) => ({ i: i + 1, gap: p.x0 - parts[i]!.x1 }));
  const cuts = [...gaps].sort((a, b) => b.gap - a.gap).slice(0, cols.length - 1).map((g) => g.i).sort((a, b) => a - b);
  const groups: Array<typeof parts> = [];
  let from = 0;
  for (const c of [...cuts, parts.length]) {
    groups.push(parts.slice(from, c));
    from = c;
  }
  const out = groups.map((g) => ({ x0: g[0]!.x0, x1: g[g.length - 1]!.x1, text: g.map((p) => p.text).join(' ').replace(/\s+/g, ' ').trim() }));
  // (Each part over its own column: its centre nearer that column's than any other's.)
  const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;
  const ok = out.every((part, i) => {
    const m = centre(part);
    return cols.every((c, k) => k === i || Math.abs(centre(c) - m) > Math.abs(centre(cols[i]!) - m));
  });
  // (A heading of words that runs over its columns, 'Three Months Ended', is not cut: each part must say something of its own.)
  if (!ok || out.some((p) => !/[a-z0-9]{2}/i.test(p.text))) return null;
  return out;
}

/**
 * A header the PDF itself joined into one piece over k columns ('Expenditure € At 31 Dec 2025 €'):
 * cut after each of its k currency or unit marks, when it has exactly k and ends with one, each
 * part then over its own column in order.
 */
/** A run of words that is one phrase said k times ('Pemberi Sumber Pemberi Sumber'): k segments side by side, one a phrase. */
function repeatedOver(s: Segment, k: number): Segment[] | null {
  const ws = s.text.trim().split(/\s+/);
  if (ws.length < k || ws.length % k !== 0) return null;
  const n = ws.length / k;
  const parts = Array.from({ length: k }, (_, i) => ws.slice(i * n, (i + 1) * n).join(' '));
  if (!/[a-z]/i.test(parts[0]!) || parts.some((p) => p.toLowerCase() !== parts[0]!.toLowerCase())) return null;
  const w = (s.x1 - s.x0) / k;
  return parts.map((text, i) => ({ x0: s.x0 + i * w, x1: s.x0 + (i + 1) * w, text }));
}

function splitByMarks(s: Segment, k: number): Segment[] | null {
  const marks = [...s.text.matchAll(/(?:[€$£¥%]|\(\s*[€$£¥]\s*\)|[€$£]\s?'?000s?|\(000s?\))(?=\s|$)/g)];
  if (marks.length !== k || marks[marks.length - 1]!.index! + marks[marks.length - 1]![0].length !== s.text.trimEnd().length) return null;
  const texts: string[] = [];
  let from = 0;
  for (const m of marks) {
    const end = m.index! + m[0].length;
    texts.push(s.text.slice(from, end).trim());
    from = end;
  }
  if (texts.some((t) => !/[a-z0-9]{2}/i.test(t))) return null;
  // (Each part's place by its share of the letters.)
  const total = texts.reduce((a, t) => a + t.length, 0);
  let x = s.x0;
  return texts.map((text) => {
    const w = ((s.x1 - s.x0) * text.length) / total;
    const part = { x0: x, x1: x + w, text };
    x += w;
    return part;
  });
}

function isValue(text: string): boolean {
  // (A figure grouped by dots, '3.580.689.512' or '(2.388.555,00)', is a figure too, whatever the
  // table's grouping turns out to be.)
  const n = parseAmount(text) ?? parseAmount(undotThousands(text));
  if (n === undefined) return false;
  return !(typeof n === 'number' && isYearLabel(text));
}

/** A line of a table: a label and numbers, or numbers alone. */
function isNumericLine(line: Line): boolean {
  const values = line.segments.filter((s, i) => (i > 0 || line.segments.length === 1 ? isValue(s.text) : false));
  if (line.segments.length === 1) return false;
  return values.length >= 1;
}

function overlaps(a: { x0: number; x1: number }, b: { x0: number; x1: number }, slack = 0): boolean {
  return a.x0 <= b.x1 + slack && b.x0 <= a.x1 + slack;
}

interface Run {
  lines: Line[];
}

function findRuns(lines: Line[]): Run[] {
  const runs: Run[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!line || !isNumericLine(line)) {
      i++;
      continue;
    }
    // (Where the figures start: after a form's line number and its description, '9.1  Expenditure
    // on charitable objects ...  525,678,100', not at the description.)
    // (A form's sub-line number, '9.1' or '10a': not a list's '1', '2', '3' of instalments.)
    const numbered = /^\d{1,2}(?:\.\d{1,2}|[a-z])$/.test(line.segments[0]?.text.trim() ?? '') && line.segments.length >= 3 && !isValue(line.segments[1]!.text);
    const firstValueX = (numbered ? line.segments.find((s, k) => k > 1 && isValue(s.text))?.x0 : line.segments[1]?.x0) ?? line.x1;
    const run: Line[] = [line];
    // Section labels just above ('ASSETS'): short lines left of the numbers.
    for (let k = i - 1, taken = 0; k >= 0 && taken < 2; k--, taken++) {
      const above = lines[k];
      const below = run[0];
      if (!above || !below || above.used || runs.some((r) => r.lines.includes(above))) break;
      if (above.segments.length !== 1 || above.x1 >= firstValueX || above.text.length > 60 || isNumericLine(above)) break;
      if (above.y - below.y > 2.6 * below.size) break;
      run.unshift(above);
    }
    let j = i + 1;
    let pending: Line[] = [];
    while (j < lines.length) {
      const next = lines[j];
      const prev = pending[pending.length - 1] ?? run[run.length - 1];
      if (!next || !prev) break;
      if (prev.y - next.y > 3.2 * Math.max(prev.size, next.size)) break;
      if (isNumericLine(next)) {
        run.push(...pending, next);
        pending = [];
      // (A label wrapped over two lines, 'Adjustments to reconcile change in net assets to net cash
      // provided by' / 'operating activities:', stays inside the table.)
      } else if (pending.length < 3 && next.segments.length === 1 && next.text.length <= 100 && next.x1 < firstValueX) {
        pending.push(next);
      } else break;
      j++;
    }
    if (run.filter(isNumericLine).length >= 2) runs.push({ lines: run });
    i = j - pending.length;
    if (i <= lines.indexOf(line)) i = lines.indexOf(line) + 1;
  }
  return runs;
}

function columnsOf(run: Run): Array<{ x0: number; x1: number }> {
  const spans: Array<{ x0: number; x1: number; value: boolean }> = [];
  for (const line of run.lines) {
    if (!isNumericLine(line)) continue;
    line.segments.forEach((s, i) => {
      if (i === 0 && !isValue(s.text)) return;
      spans.push({ x0: s.x0, x1: s.x1, value: isValue(s.text) });
    });
  }
  spans.sort((a, b) => a.x0 - b.x0);
  const merged: Array<{ x0: number; x1: number; values: number; texts: number }> = [];
  for (const s of spans) {
    const last = merged[merged.length - 1];
    if (last && s.x0 <= last.x1 + 1) {
      last.x1 = Math.max(last.x1, s.x1);
      if (s.value) last.values++;
      else last.texts++;
    } else merged.push({ x0: s.x0, x1: s.x1, values: s.value ? 1 : 0, texts: s.value ? 0 : 1 });
  }
  // A stray word between the label and the figures in one line ('Sh  i  1 215') is no column:
  // a column of words needs them on two lines at least.
  return merged.filter((m) => m.values > 0 || m.texts >= 2).map(({ x0, x1 }) => ({ x0, x1 }));
}

export interface LayoutResult {
  tables: ParsedTable[];
  passages: ParsedPassage[];
}

/** Tables and paragraphs of one page's lines. */
/** The header of the last table read, for a table continued on a later page without its header. */
export interface HeaderMemory {
  centres: number[];
  header: string[][];
  context: string[];
}

/** A heading of a note or section: numbered ('12. Restricted funds', '4.2 Grants') or in capitals, short, no sentence. */
const NOTE_HEADING = /^\s*(?:\d{1,2}(?:\.\d{1,2})?\.?\s+[A-Z][A-Za-z0-9 ,&'()\/-]{2,60}|[A-Z][A-Z0-9 ,&'()\/-]{3,60})\s*$/;

export function layoutPage(lines: Line[], page: number, tableCounter: { n: number; memory?: HeaderMemory | null }, bodySize: number, withPassages = true, dotGrouped = false): LayoutResult {
  const tables: ParsedTable[] = [];
  for (const run of findRuns(lines)) {
    const cols = columnsOf(run);
    if (cols.length === 0 || cols.length > 30) continue;
    const first = cols[0];
    if (!first) continue;
    const rowOf = (line: Line): string[] => {
      const label: string[] = [];
      const cells = cols.map(() => [] as string[]);
      for (const s of line.segments) {
        const hits = cols.map((c, k) => (overlaps(s, c, 0.5) ? k : -1)).filter((k) => k >= 0);
        if (hits.length === 0 && s.x1 <= first.x0 + 1) label.push(s.text);
        else if (hits.length === 0) {
          // Between columns: the nearest column by centre.
          const mid = (s.x0 + s.x1) / 2;
          let best = 0;
          cols.forEach((c, k) => {
            if (Math.abs((c.x0 + c.x1) / 2 - mid) < Math.abs(((cols[best]?.x0 ?? 0) + (cols[best]?.x1 ?? 0)) / 2 - mid)) best = k;
          });
          cells[best]?.push(s.text);
        } else for (const k of hits) cells[k]?.push(s.text);
      }
      return [label.join(' '), ...cells.map((c) => c.join(' '))];
    };
    // Header lines: just above the table, each with text over at least one column.
    const headers: Line[] = [];
    const top = run.lines[0];
    if (!top) continue;
    let below = top;
    // Section headings between the column headings and the first figures ('CASH FLOWS FROM
    // OPERATING ACTIVITIES' under '2025  2024'): rows of the table, read past for its header.
    const leading: Line[] = [];
    for (let k = lines.indexOf(top) - 1; k >= 0 && headers.length < 4; k--) {
      const line = lines[k];
      if (!line || line.used) break;
      if (line.y - below.y > 3.2 * Math.max(line.size, below.size)) break;
      if (!headers.length && leading.length < 2 && line.segments.every((s) => s.x1 <= first.x0 + 1) && /[a-z]{3}/i.test(line.text)) {
        leading.unshift(line);
        below = line;
        continue;
      }
      // A heading sits over the columns: most of its width inside the columns' span.
      // Headings are centred over figures set flush right: allow half a column's width either side.
      const widths = cols.map((c) => c.x1 - c.x0).sort((a, b) => a - b);
      const slack = Math.max(line.size * 0.5, 0.5 * (widths[Math.floor(widths.length / 2)] ?? 0));
      const region = { x0: first.x0 - slack, x1: (cols[cols.length - 1]?.x1 ?? first.x1) + slack };
      const inside = (s: Segment) => Math.max(0, Math.min(s.x1, region.x1) - Math.max(s.x0, region.x0)) >= (s.x1 - s.x0) * 0.6;
      const overCols = line.segments.filter((s) => inside(s) && cols.some((c) => overlaps(s, c, slack)));
      if (overCols.length === 0) break;
      const stray = line.segments.filter((s) => !overCols.includes(s) && s.x1 > first.x0 - slack);
      if (stray.length > 0) break;
      // A title centred over the table above its column headings ('Income Statement – Actual
      // vs Budget, year to date'): one long run of words over many columns is the title's, not a heading.
      const spanned = (seg: Segment) => cols.filter((c) => overlaps(seg, c, 0)).length;
      if (headers.length && line.segments.length === 1 && line.text.length > 40 && line.text.split(/\s+/).length >= 6 && spanned(line.segments[0]!) >= 3) break;
      // (A fourth line up is the header's only when it heads columns of its own, 'Fonds de  Fonds
      // 2026  2025' over four; one run of words there, 'Year Ended August 31, 2025', is the title's.)
      if (headers.length >= 3 && overCols.length < 2) break;
      // (Nor a line of the report's particulars, 'Período: 01/01/2025 - 31/12/2025   Emissão:
      // 23/02/2026   Hora: 10:14', each a name and its value: the document's, not a heading.)
      const particulars = line.segments.filter((sg) => /^[\p{L}][\p{L} .°º/-]{1,25}:\s*\S/u.test(sg.text)).length;
      if (particulars > 0 && particulars * 2 >= line.segments.length) break;
      // (Nor is one line in a larger type than the headings below it, 'As of December 31, 2025'
      // under a report's name: the title's.)
      if (headers.length && line.segments.length === 1 && line.size > 1.2 * Math.max(...headers.map((h) => h.size))) break;
      headers.unshift(line);
      below = line;
    }
    // (Read past only when a header was found above them; else they are the title's, as before.)
    if (leading.length && headers.length) run.lines.unshift(...leading);
    else leading.length = 0;
    // Column headings set apart from their lines by prose, as an accountant's report sets them
    // ('Geschäftsjahr 2025 EUR  Vorjahr 2024 EUR' over the engagement paragraphs, then the lines):
    // the nearest lines above, within the page's last few dozen, that head the columns one for one.
    const memoryFits = tableCounter.memory && tableCounter.memory.centres.length === cols.length && cols.every((c, k) => Math.abs((c.x0 + c.x1) / 2 - tableCounter.memory!.centres[k]!) <= 12);
    if (!headers.length && !memoryFits && cols.length >= 2) {
      const slack = Math.max(top.size, 0.5 * Math.min(...cols.map((c) => c.x1 - c.x0)));
      const heads = (line: Line): boolean => {
        if (isNumericLine(line) || line.segments.length < 2 || line.segments.length > cols.length) return false;
        const hit = line.segments.map((sg) => cols.findIndex((c) => overlaps(sg, c, slack)));
        return hit.every((k) => k >= 0) && new Set(hit).size === hit.length && line.segments.every((sg) => sg.text.length <= 30 && sg.x0 >= first.x0 - 4 * slack);
      };
      for (let k = lines.indexOf(top) - 1, seen = 0; k >= 0 && seen < 40; k--, seen++) {
        const line = lines[k];
        if (!line || line.used) break;
        if (!heads(line)) continue;
        // (With the heading lines just above and below it that head the same columns: 'Geschäftsjahr' / '2025' / 'EUR'.)
        const block: Line[] = [line];
        for (let j = k - 1; j >= 0 && block.length < 3 && lines[j] && !lines[j]!.used && heads(lines[j]!) && lines[j]!.y - block[0]!.y <= 2.2 * line.size; j--) block.unshift(lines[j]!);
        for (let j = k + 1; j < lines.indexOf(top) && block.length < 4 && lines[j] && heads(lines[j]!) && block[block.length - 1]!.y - lines[j]!.y <= 2.2 * line.size; j++) block.push(lines[j]!);
        headers.push(...block);
        break;
      }
    }
    // Title lines above the header: read for units and the table's title, kept as prose too.
    const context: string[] = [];
    const headTop = headers[0] ?? leading[0] ?? top;
    for (let k = lines.indexOf(headTop) - 1; k >= 0 && context.length < 3; k--) {
      const line = lines[k];
      if (!line || line.used) break;
      const lower = lines[k + 1];
      if (lower && line.y - lower.y > 4 * Math.max(line.size, lower.size)) break;
      context.unshift(line.text);
    }
    // (A note's own heading a few lines of prose above, '12. RESTRICTED FUNDS' over the lines
    // that describe each fund: the table's name, though the prose between is not kept.)
    if (context.length === 3 && !NOTE_HEADING.test(context[0]!)) {
      let k = lines.indexOf(headTop) - 4;
      for (let n = 0; k >= 0 && n < 6; k--, n++) {
        const line = lines[k];
        const lower = lines[k + 1];
        if (!line || line.used || (lower && line.y - lower.y > 4 * Math.max(line.size, lower.size))) break;
        if (NOTE_HEADING.test(line.text)) {
          context.unshift(line.text);
          break;
        }
      }
    }
    // A heading spanning several columns ('Three Months Ended' over two dates) heads each of them:
    // the columns whose headings on the line below it overlaps, or whose centres it covers.
    const nearest = (s: Segment): number => {
      const mid = (s.x0 + s.x1) / 2;
      let best = 0;
      cols.forEach((c, k) => {
        if (Math.abs((c.x0 + c.x1) / 2 - mid) < Math.abs(((cols[best]?.x0 ?? 0) + (cols[best]?.x1 ?? 0)) / 2 - mid)) best = k;
      });
      return best;
    };
    const placed: Array<Array<{ s: Segment; cols: number[] }>> = [];
    for (let h = headers.length - 1; h >= 0; h--) {
      const line = headers[h]!;
      const below = placed[0] ?? [];
      const row: Array<{ s: Segment; cols: number[] }> = [];
      for (const s of line.segments) {
        if (s.x1 <= first.x0 + 1) {
          row.push({ s, cols: [-1] });
          continue;
        }
        const centred = cols.map((c, k) => ((c.x0 + c.x1) / 2 >= s.x0 - 2 && (c.x0 + c.x1) / 2 <= s.x1 + 2 ? k : -1)).filter((k) => k >= 0);
        const under = [...new Set(below.filter((b) => b.s.x0 < s.x1 && s.x0 < b.s.x1).flatMap((b) => b.cols.filter((k) => k >= 0)))];
        const covered = under.length > centred.length ? under : centred;
        // Two columns' headings set close enough to be joined ('Expenditure €  At 31 Dec 2025 €'):
        // split again where the pieces part, when each part then sits over one column of its own.
        // (So are side-by-side headings wrapped alike, read as one run: 'Restricted by Restricted by'
        // over two columns is each column's 'Restricted by'.)
        const split = covered.length >= 2 ? (repeatedOver(s, covered.length) ?? (!under.length ? (splitOver(s, covered.map((k) => cols[k]!)) ?? splitByMarks(s, covered.length)) : null)) : null;
        if (split) {
          split.forEach((part, i) => row.push({ s: part, cols: [covered[i]!] }));
          continue;
        }
        row.push({ s, cols: covered.length ? covered : [nearest(s)] });
      }
      placed.unshift(row);
    }
    const headerOf = (h: number): string[] => {
      const cells = cols.map(() => [] as string[]);
      const label: string[] = [];
      for (const { s, cols: ks } of placed[h] ?? []) {
        if (ks[0] === -1) label.push(s.text);
        else for (const k of ks) cells[k]?.push(s.text);
      }
      return [label.join(' '), ...cells.map((c) => c.join(' '))];
    };
    // The header lines read as one row, each column's words top to bottom: a date wrapped over two
    // lines ('August 28,' / '2022') and a sibling set a little higher ('May 7, 2023') both land whole.
    const grid: GridRow[] = [];
    if (headers.length) {
      const rows = headers.map((_, h) => headerOf(h));
      // (A year centred over its columns, '2025' over 'Sin restricciones', 'Con restricciones' and
      // 'Total', covers only the middle one's centre: it heads them all. Years only: other headings
      // set over a group wrap and nest in too many ways to be spread safely.)
      for (let h = 0; h < rows.length - 1; h++) if (rows[h]!.slice(1).every((c) => c === '' || /^\s*(?:FY\s?)?(?:19|20)\d{2}\s*$/i.test(c))) spanCentred(rows[h]!, rows[h + 1]!, rows[h]!.length, 1);
      const joined = rows[0]!.map((_, k) => rows.map((r) => r[k] ?? '').filter(Boolean).join(' ').replace(/\s+/g, ' ').trim());
      // (A section's own heading over the same columns as the table before it, its years left
      // blank, 'C) Oneri da raccolta fondi' over the columns under 'Esercizio 2025' and
      // 'Esercizio 2024': those columns keep the years they had.)
      const before = tableCounter.memory;
      const last = before?.header.at(-1);
      // (Each such column where it was: the columns of labels between them may be wider or narrower.)
      if (before && last && last.length === joined.length && before.centres.length === cols.length && joined.length === cols.length + 1) {
        joined.forEach((c, k) => {
          const was = before.centres[k - 1];
          if (k > 0 && c === '' && was !== undefined && Math.abs((cols[k - 1]!.x0 + cols[k - 1]!.x1) / 2 - was) <= 12 && /^(?:\D{0,20}\s)?(?:FY\s?)?(?:19|20)\d{2}\b/i.test(last[k] ?? '')) joined[k] = last[k]!;
        });
      }
      grid.push({ rowNumber: 1, cells: joined });
    }
    const headerLines = headers.length ? 1 : 0;
    // A table continued from the previous one (the next page, or below a page break) without its
    // header: the same columns at the same places take the header they had.
    const centres = cols.map((c) => (c.x0 + c.x1) / 2);
    const memory = tableCounter.memory;
    let inherited = 0;
    if (!headers.length && memory && memory.centres.length === centres.length && centres.every((c, k) => Math.abs(c - memory.centres[k]!) <= 12)) {
      for (const h of memory.header) grid.push({ rowNumber: grid.length + 1, cells: [...h] });
      inherited = memory.header.length;
      if (!context.length) context.push(...memory.context);
    }
    run.lines.forEach((line, i) => grid.push({ rowNumber: i + 1, cells: rowOf(line) }));
    // Label lines wrapped onto two lines: 'Net assets without donor' + 'restrictions  665,467'.
    for (let r = headerLines + inherited; r < grid.length - 1; r++) {
      const a = grid[r];
      const b = grid[r + 1];
      if (!a || !b) continue;
      const aLabel = String(a.cells[0] ?? '');
      const bLabel = String(b.cells[0] ?? '');
      // (And a label cut after a joining mark, 'Centraide du Grand Montréal /' + 'Centraide of Greater
      // Montréal': a bilingual label's second language, or 'Salaries,' + 'Wages and benefits'.)
      if (a.cells.slice(1).every((c) => c === '') && aLabel && !/[.:]$/.test(aLabel) && (/^[a-z(]/.test(bLabel) || (/(?:[/,&–-]|\band|\bet|\by)$/.test(aLabel.trim()) && bLabel !== ''))) {
        b.cells[0] = `${aLabel} ${bLabel}`;
        grid.splice(r, 1);
        r--;
        continue;
      }
      // (Or wrapped after its figures, as a form prints a long description: '9.1  Expenditure on
      // charitable objects (including grants and assistance to  525,678,100' + 'beneficiaries)'.)
      // (In whichever column the label is: a form's line numbers may stand before it.)
      const filled = b.cells.flatMap((c, k) => (c !== '' && c !== null ? [k] : []));
      const k = filled[0] ?? -1;
      const text = k >= 0 ? String(b.cells[k]) : '';
      const before = k >= 0 ? String(a.cells[k] ?? '') : '';
      if (filled.length !== 1 || !/^[a-z]/.test(text) || text.length > 60 || !before || /[.:;]$/.test(before) || a.cells.filter((c, j) => j !== k && c !== '' && c !== null).length === 0) continue;
      a.cells[k] = `${before} ${text}`;
      grid.splice(r + 1, 1);
      r--;
    }
    const headerCount = headerLines + inherited;
    grid.forEach((g, i) => {
      if (i >= headerCount) g.rowNumber = i - headerCount + 1;
    });
    const name = `Page ${page}, table ${tableCounter.n + 1}`;
    const { table } = gridToTable(grid, { name, page, headerRowCount: headerCount, context, dotGrouped });
    if (!table) continue;
    if (headers.length) tableCounter.memory = { centres, header: grid.slice(0, headerLines).map((g) => g.cells.map((c) => String(c ?? ''))), context: [...context] };
    tableCounter.n++;
    tables.push(table);
    for (const l of [...headers, ...run.lines]) l.used = true;
  }
  return { tables, passages: withPassages ? paragraphs(lines.filter((l) => !l.used), page, bodySize) : [] };
}

/** Prose lines → paragraphs (passages) under the nearest heading. */
export function paragraphs(lines: Line[], page: number, bodySize: number): ParsedPassage[] {
  const out: ParsedPassage[] = [];
  // The line spacing inside a paragraph: the small end of the gaps between lines of one size.
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    const a = lines[i - 1];
    const b = lines[i];
    if (a && b && Math.abs(a.size - b.size) < 0.5 && a.y - b.y >= a.size * 0.8) gaps.push(a.y - b.y);
  }
  gaps.sort((x, y) => x - y);
  const lineGap = gaps.length > 0 ? (gaps[Math.floor(gaps.length * 0.1)] ?? bodySize * 1.2) : bodySize * 1.2;
  const width = Math.max(0, ...lines.map((l) => l.x1 - l.x0));
  let heading: string | undefined;
  let current: string[] = [];
  let headingUsed = true;
  const flush = () => {
    const text = current.join(' ').replace(/\s+/g, ' ').trim();
    current = [];
    if (!text) return;
    out.push(heading ? { text, page, heading } : { text, page });
    headingUsed = true;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line) continue;
    const prev = lines[i - 1];
    const isHeading =
      line.text.length <= 100 &&
      (line.size >= bodySize * 1.15 || (/^[^a-z]*[A-Z]{3}[^a-z]*$/.test(line.text) && line.text.length <= 60 && line.segments.length === 1));
    if (isHeading) {
      flush();
      if (!headingUsed && heading) out.push({ text: heading, page });
      heading = line.text;
      headingUsed = false;
      continue;
    }
    if (prev && current.length > 0) {
      const gap = prev.y - line.y;
      const prevText = current[current.length - 1] ?? '';
      const shortPrev = prev.x1 - prev.x0 < width * 0.7 && /[.:!?]$/.test(prevText);
      if (gap > lineGap * 1.3 + 0.5 || gap < 0 || Math.abs(prev.size - line.size) > 1 || shortPrev) flush();
    }
    const last = current[current.length - 1];
    if (last !== undefined && /[a-z]-$/.test(last) && /^[a-z]/.test(line.text)) {
      current[current.length - 1] = last.slice(0, -1) + line.text;
    } else current.push(line.text);
  }
  flush();
  if (!headingUsed && heading) out.push({ text: heading, page });
  return out;
}

/** The size most of the text is set in. */
export function bodyFontSize(lines: Line[]): number {
  const weight = new Map<number, number>();
  for (const l of lines) {
    const k = Math.round(l.size * 2) / 2;
    weight.set(k, (weight.get(k) ?? 0) + l.text.length);
  }
  let best = 10;
  let max = -1;
  for (const [k, w] of weight) {
    if (w > max) {
      max = w;
      best = k;
    }
  }
  return best;
}
