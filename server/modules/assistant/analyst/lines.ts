// A line is one thing measured over periods: a table row across its period columns (the usual
// layout), or a column down the rows of a table whose rows are periods (a lease maturity schedule,
// warrants by issuance date). Changes, sums, averages and extremes over time work on lines.
import { cellNumber, type ColumnModel, type RowModel, type TableModel } from './model';
import {
  candidateRows,
  columnEvidence,
  columnHint,
  periodKey,
  precisionOf,
  seriesOf,
  textScore,
  valueAt,
  type Cell,
  type Ctx,
  type RowFit,
  type Subject,
  type Val,
} from './match';
import { periodMatch, periodWithin, type Period } from './periods';

export interface Line {
  table: TableModel;
  row: RowModel | null;
  col: ColumnModel | null;
  /** The text evidence: for a row line its row fit; for a column line a fit over the column. */
  fit: RowFit;
  /** The text score of the line as a whole (row with its best-named column, or the column). */
  text: number;
  recall: number;
  label: string;
}

/** Lines for a subject, best first: rows, and the columns of tables whose rows are periods. */
export function candidateLines(ctx: Ctx, subject: Subject, limit = 40): Line[] {
  const out: Line[] = [];
  for (const fit of candidateRows(ctx, subject, limit)) {
    if (fit.row.period && fit.row.table.periodRows) continue;
    const cols = fit.row.table.blocks[fit.row.block]?.columns ?? [];
    // A row line's own text score: with the column group that names it best (if any).
    let best = textScore(subject, fit, null);
    for (const c of cols) {
      if (!c.stems.length || cellNumber(fit.row, c.index) === null) continue;
      const t = textScore(subject, fit, columnEvidence(subject, c), columnHint(c, ctx.q.allStems));
      if (t.score > best.score) best = t;
    }
    out.push({ table: fit.row.table, row: fit.row, col: null, fit, text: best.score, recall: best.recall, label: fit.row.label });
  }
  for (const table of ctx.index.tables) {
    if (!table.periodRows) continue;
    const cols = table.blocks[0]?.columns ?? [];
    for (const c of cols) {
      if (c.numbers < 2 || c.kind === 'change' || c.kind === 'percentChange') continue;
      const cev = columnEvidence(subject, c);
      const ev = subject.tokens.map((tok, i) => {
        let best = cev[i]! / 0.9;
        if (best < 0.5) best = Math.max(best, 0.5 * bestIn(tok.stem, table.titleStems), 0.5 * bestIn(tok.stem, table.doc.nameStems));
        if (best < 0.35 && table.doc.stems.has(tok.stem)) best = 0.35;
        return best;
      });
      const fit: RowFit = { row: table.rows[0]!, ev, precision: precisionOf(c.stems, ctx.q.allStems, ctx.index.idf), upper: 0 };
      let num = 0;
      for (let i = 0; i < subject.w.length; i++) num += subject.w[i]! * ev[i]!;
      const recall = subject.sum ? num / subject.sum : 0;
      const text = 0.6 * recall + 0.4 * fit.precision;
      fit.upper = text;
      out.push({ table, row: null, col: c, fit, text, recall, label: c.label });
    }
  }
  out.sort((a, b) => b.text - a.text);
  return out.slice(0, limit);
}

function bestIn(stem: string, stems: string[]): number {
  return stems.includes(stem) ? 1 : 0;
}

/** The line's figure for a period (a cell, the sum of the cells inside it, or of repeated rows). */
/** The same line in the table's other blocks (a quarterly table's second year). */
export function siblings(row: RowModel): RowModel[] {
  if (row.table.blocks.length < 2) return [];
  const key = row.label.toLowerCase();
  return row.table.rows.filter((r) => r !== row && r.block !== row.block && !r.isHeading && r.label.toLowerCase() === key);
}

export function lineValue(ctx: Ctx, line: Line, p: Period | null, measure = ctx.q.measure): Val | null {
  if (line.row) {
    let best = valueAt(ctx, line.row, p, true, measure);
    if (!p) return best;
    for (const r of siblings(line.row)) {
      const v = valueAt(ctx, r, p, true, measure);
      if (v && (!best || v.match > best.match)) best = v;
    }
    return best;
  }
  const col = line.col!;
  const rows = line.table.rows.filter((r) => !r.isHeading && r.period && cellNumber(r, col.index) !== null);
  if (!p) {
    const total = line.table.rows.find((r) => r.isSubtotal && cellNumber(r, col.index) !== null);
    if (!total) return null;
    const v = cellNumber(total, col.index)!;
    return { value: v, cells: [{ row: total, col, value: v }], match: 0.5, how: 'cell', kind: col.kind, period: null };
  }
  let matched = rows.filter((r) => periodMatch(p, r.period!, ctx.fyStart) > 0);
  let match = matched.length ? Math.max(...matched.map((r) => periodMatch(p, r.period!, ctx.fyStart))) : 0;
  let how: Val['how'] = 'cell';
  if (!matched.length) {
    matched = rows.filter((r) => periodWithin(p, r.period!, ctx.fyStart, p.year));
    match = 0.9;
    how = 'sum';
  }
  if (!matched.length) return null;
  // The same period on several rows ('Jun-2018' twice): their sum.
  if (matched.length > 1) how = 'sum';
  const cells = matched.map((r) => ({ row: r, col, value: cellNumber(r, col.index)! }));
  return { value: cells.reduce((a, c) => a + c.value, 0), cells, match, how, kind: col.kind, period: matched.length > 1 ? p : null };
}

/** The line's figures over time, oldest first (repeated periods summed), inside `inside` if given. */
export function lineSeries(ctx: Ctx, line: Line, inside: Period | null = null, measure = ctx.q.measure): Array<{ cells: Cell[]; value: number; period: Period }> {
  if (line.row) {
    return [line.row, ...siblings(line.row)]
      .flatMap((r) => seriesOf(ctx, r, inside, measure))
      .map((c) => ({ cells: [c], value: c.value, period: c.col.period! }))
      .sort((a, b) => periodKey(ctx, a.period) - periodKey(ctx, b.period));
  }
  const col = line.col!;
  const byKey = new Map<string, { cells: Cell[]; value: number; period: Period }>();
  for (const r of line.table.rows) {
    if (r.isHeading || r.isSubtotal || !r.period) continue;
    const v = cellNumber(r, col.index);
    if (v === null) continue;
    if (inside && !periodWithin(inside, r.period, ctx.fyStart, inside.year) && periodMatch(inside, r.period, ctx.fyStart) <= 0) continue;
    const key = r.label.toLowerCase().replace(/\s+/g, '');
    const e = byKey.get(key) ?? { cells: [], value: 0, period: r.period };
    e.cells.push({ row: r, col, value: v });
    e.value += v;
    byKey.set(key, e);
  }
  return [...byKey.values()].sort((a, b) => periodKey(ctx, a.period) - periodKey(ctx, b.period));
}
