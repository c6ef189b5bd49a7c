// Matching the question to tables: how well each row (and column) explains the question's
// subject words, and where each period asked about is found in a row — a column naming it
// ('FY2025 Budget', 'Mar 2025', 'June 30, 2025'), the row itself (a table whose rows are periods),
// or several columns inside it (the months of a quarter, to be summed).
import { fiscalYearOf, fyLabel, intervalOf, periodMatch, periodWithin, yearOfMonthInFiscal, type Period } from './periods';
import { cellNumber, expand, type ColumnKind, type ColumnModel, type OrgIndex, type RowModel, type TableModel } from './model';
import type { DisplayPrefs } from './instructions';
import type { Question, SubjectToken } from './question';
import { bestMatch, type Idf } from './text';

export interface Ctx {
  index: OrgIndex;
  q: Question;
  fyStart: number;
  /** How money is written, from the organisation's answer-format instructions. */
  display?: DisplayPrefs | null;
}

/** The subject's words with their weights (rare words weigh more; 'total', 'line' little). */
export interface Subject {
  tokens: SubjectToken[];
  w: number[];
  sum: number;
}

export function subjectOf(tokens: SubjectToken[], idf: Idf): Subject {
  const w = tokens.map((t) => idf.weight(t.stem) * (t.soft ? 0.25 : 1));
  return { tokens, w, sum: w.reduce((a, b) => a + b, 0) };
}

export interface RowFit {
  row: RowModel;
  /** Per subject word: how well the row explains it (label 1, section .7, text .6, title .5, document .35). */
  ev: number[];
  /** How much of the row's label the question asks about (0-1). */
  precision: number;
  /** Upper bound of the text score with the best column. */
  upper: number;
}

export function precisionOf(stems: string[], allStems: string[], idf: Idf): number {
  if (!stems.length) return 0;
  let num = 0;
  let den = 0;
  for (const s of stems) {
    const w = idf.weight(s);
    den += w;
    num += w * bestMatch(s, allStems);
  }
  return den ? num / den : 0;
}

/** Words that a line's category explains ('costs' for an expense line, 'income' for revenue). */
const CATEGORY_STEMS: Record<string, string[]> = {
  expense: ['expens', 'cost', 'spend', 'expenditur', 'outlay', 'disbursement'],
  revenue: ['revenu', 'incom', 'support', 'receipt'],
  asset: ['asset'],
  liability: ['liability', 'obligation'],
  netassets: ['netasset', 'equity', 'fundbalanc'],
};

export function rowEvidence(subject: Subject, row: RowModel): number[] {
  const t = row.table;
  const categoryStems = row.category ? CATEGORY_STEMS[row.category]! : [];
  return subject.tokens.map((tok) => {
    if (row.code && tok.stem === row.code) return 1;
    let e = bestMatch(tok.stem, row.stems);
    if (e >= 1) return 1;
    e = Math.max(e, 0.7 * bestMatch(tok.stem, row.sectionStems), 0.6 * bestMatch(tok.stem, row.textStems), categoryStems.includes(tok.stem) ? 0.7 : 0);
    if (e >= 0.7) return e;
    e = Math.max(e, 0.7 * bestMatch(tok.stem, t.headStems), 0.5 * bestMatch(tok.stem, t.titleStems), 0.5 * bestMatch(tok.stem, t.doc.nameStems));
    // Words of the document's text: weak evidence, less so for a document holding one table.
    if (e < 0.5 && t.doc.stems.has(tok.stem)) e = Math.max(e, t.doc.tables <= 2 ? 0.5 : 0.35);
    return e;
  });
}

export function columnEvidence(subject: Subject, col: ColumnModel): number[] {
  return subject.tokens.map((tok) => 0.9 * bestMatch(tok.stem, col.stems));
}

/** Share of a column's own words (not its period) the question uses: 'Revised', 'Financial assets'. */
/** Words every budget or statement column may carry: they tell the kind, not which column. */
const KIND_STEMS = new Set(['budget', 'actual', 'total', 'amount', 'valu', 'balanc', 'forecast', 'plan']);

/** Share of a column's own words (not its period or kind) the question uses: 'Revised', 'Financial assets', 'Annual'. */
export function columnHint(col: ColumnModel, allStems: string[]): number {
  const own = col.stems.filter((s) => !KIND_STEMS.has(s));
  if (!own.length) return 0;
  let n = 0;
  for (const s of own) if (allStems.includes(s)) n++;
  return n / own.length;
}

export function textScore(subject: Subject, fit: RowFit, colEv: number[] | null, colPrecision = 0): { score: number; recall: number } {
  if (!subject.sum) return { score: 0.4 * fit.precision, recall: 0 };
  let num = 0;
  for (let i = 0; i < subject.w.length; i++) num += subject.w[i]! * Math.max(fit.ev[i]!, colEv?.[i] ?? 0);
  const recall = num / subject.sum;
  // A row that is a period ('2020 – 2024') names nothing: the column names the subject.
  const precision = fit.row.period && fit.precision < 0.5 ? Math.max(fit.precision, colPrecision) : fit.precision;
  return { score: 0.6 * recall + 0.4 * precision, recall };
}

export function blockColumns(row: RowModel): ColumnModel[] {
  return row.table.blocks[row.block]?.columns ?? row.table.blocks[0]?.columns ?? [];
}

const VALUE_KINDS: ColumnKind[] = ['value', 'budget', 'actual', 'total', 'percent'];

/** Columns of the row's block holding one of its figures. */
export function valueColumns(row: RowModel): ColumnModel[] {
  return blockColumns(row).filter((c) => VALUE_KINDS.includes(c.kind) && cellNumber(row, c.index) !== null);
}

/** The row's candidates, best first, with an upper bound of their score. */
export function candidateRows(ctx: Ctx, subject: Subject, limit = 60, filter?: (r: RowModel) => boolean, stems = ctx.q.allStems): RowFit[] {
  const out: RowFit[] = [];
  // Only rows that share a word with the subject (through the postings) can explain it.
  const rows = new Set<RowModel>();
  for (const t of subject.tokens) for (const x of expand(ctx.index, t.stem)) for (const r of ctx.index.rowPostings.get(x) ?? []) rows.add(r);
  for (const row of rows) {
    if (row.isHeading) continue;
    if (filter && !filter(row)) continue;
    const ev = rowEvidence(subject, row);
    const precision = precisionOf(row.stems, stems, ctx.index.idf);
    const fit: RowFit = { row, ev, precision, upper: 0 };
    let best = textScore(subject, fit, null).score;
    for (const c of blockColumns(row)) {
      if (!c.stems.length) continue;
      best = Math.max(best, textScore(subject, fit, columnEvidence(subject, c), columnHint(c, stems)).score);
    }
    fit.upper = best;
    out.push(fit);
  }
  out.sort((a, b) => b.upper - a.upper);
  return out.slice(0, limit);
}

export function kindFit(measure: Question['measure'], kind: ColumnKind): number {
  if (measure === 'budget') return kind === 'budget' ? 0.3 : kind === 'actual' ? -0.5 : -0.2;
  if (measure === 'actual') return kind === 'actual' ? 0.2 : kind === 'budget' ? -0.5 : 0;
  return kind === 'budget' ? -0.02 : 0;
}

/** The period a column covers, or for a 'Total' column beside the months of one fiscal year, that year. */
export function columnPeriod(ctx: Ctx, row: RowModel, col: ColumnModel): Period | null {
  if (col.period) return col.period;
  if (col.kind !== 'total') return null;
  const months = blockColumns(row).filter((c) => c.period?.kind === 'month' && c.period.year !== undefined);
  if (months.length < 2) return null;
  const fys = new Set(months.map((c) => fiscalYearOf(c.period!.year! * 12 + c.period!.month! - 1, ctx.fyStart)));
  if (fys.size !== 1) return null;
  const fy = [...fys][0]!;
  return { kind: 'year', year: fy, fiscal: true, start: 0, end: 0, text: `FY${fyLabel(fy)}` };
}

/** Chronological position of a period (month index of its start). */
export function periodKey(ctx: Ctx, p: Period | null, fallback = 0): number {
  if (!p) return fallback;
  const i = intervalOf(p, ctx.fyStart, p.year);
  // By the end: 'December 31, 2018' comes before '2019' whatever month the year starts.
  if (i) return i.to;
  if (p.year !== undefined) return p.year * 12;
  if (p.month) return p.month;
  if (p.quarter) return p.quarter * 3;
  return fallback;
}

/** A month said without its year beside a fiscal year gets its calendar year. */
export function resolveQuestionPeriod(p: Period, fyStart: number): Period {
  if (p.kind === 'month' && p.year === undefined && p.fiscalYear !== undefined && p.month) {
    return { ...p, year: yearOfMonthInFiscal(p.fiscalYear, p.month, fyStart) };
  }
  return p;
}

export interface Cell {
  row: RowModel;
  col: ColumnModel;
  value: number;
}

/** One figure of a row for a period: a cell, or the sum of the cells inside the period. */
export interface Val {
  value: number;
  cells: Cell[];
  /** How well the period matched (1 exact; lower for a year told as a date, a sum of months). */
  match: number;
  how: 'cell' | 'sum';
  kind: ColumnKind;
  /** The period as asked, when the figure sums several columns. */
  period: Period | null;
}

/** The current version of a budget ('Revised', 'Amended') over the first, unless the first is asked. */
export function variantBonus(ctx: Ctx, col: ColumnModel): number {
  if (!/\b(revised|amended|updated|reforecast|re-forecast|latest)\b/i.test(col.label)) return 0;
  return /\b(approved|original|adopted|initial)\b/.test(ctx.q.lower) ? 0 : 0.05;
}

function recency(ctx: Ctx, row: RowModel, col: ColumnModel, cols: ColumnModel[]): number {
  const keys = cols.map((c) => periodKey(ctx, columnPeriod(ctx, row, c), -1));
  const mine = periodKey(ctx, columnPeriod(ctx, row, col), -1);
  const max = Math.max(...keys);
  const min = Math.min(...keys);
  return max > min ? (mine - min) / (max - min) : 0;
}

/**
 * The row's figure for period `p` (null: the figure to show when no period is asked: the latest
 * of the kind asked, or the year's total beside months). Sums the columns inside `p` when no
 * column names it and `allowSum`.
 */
export function valueAt(ctx: Ctx, row: RowModel, p: Period | null, allowSum = true, measure = ctx.q.measure): Val | null {
  const cols = valueColumns(row);
  if (!cols.length) return null;
  const hintOf = (c: ColumnModel) => columnHint(c, ctx.q.allStems);
  if (!p) {
    let best: { c: ColumnModel; s: number } | null = null;
    const hasMonths = cols.some((c) => c.period?.kind === 'month');
    const hinted = cols.some((c) => hintOf(c) > 0);
    for (const c of cols) {
      let s = kindFit(measure, c.kind) + 0.3 * hintOf(c) + 0.1 * recency(ctx, row, c, cols) + variantBonus(ctx, c);
      // The line's total, unless the question names another column ('with donor restrictions').
      if (c.kind === 'total' && (hasMonths || !hinted)) s += hasMonths ? 0.2 : 0.12;
      if (c.kind === 'percent' && !ctx.q.lower.includes('%') && !/percent/.test(ctx.q.lower)) s -= 0.1;
      if (!best || s > best.s) best = { c, s };
    }
    const c = best!.c;
    return { value: cellNumber(row, c.index)!, cells: [{ row, col: c, value: cellNumber(row, c.index)! }], match: 0.5, how: 'cell', kind: c.kind, period: null };
  }
  const rowMatch = row.period ? periodMatch(p, row.period, ctx.fyStart) : 0;
  const hinted = cols.some((c) => hintOf(c) > 0);
  let best: { c: ColumnModel; m: number; s: number } | null = null;
  for (const c of cols) {
    const cp = columnPeriod(ctx, row, c);
    // A 'YTD' column is this year so far.
    const ytd = !cp && p.kind === 'year' && c.stems.includes('ytd') && ctx.q.allStems.includes('ytd') ? 0.85 : 0;
    const m = Math.max(cp ? periodMatch(p, cp, ctx.fyStart) : 0, rowMatch && !cp ? rowMatch : 0, ytd);
    if (m <= 0) continue;
    const s = m + kindFit(measure, c.kind) + 0.3 * hintOf(c) + variantBonus(ctx, c) + (c.kind === 'total' && !hinted ? 0.05 : 0);
    if (!best || s > best.s) best = { c, m, s };
  }
  if (best) {
    const v = cellNumber(row, best.c.index)!;
    return { value: v, cells: [{ row, col: best.c, value: v }], match: best.m, how: 'cell', kind: best.c.kind, period: null };
  }
  if (!allowSum) return null;
  // Columns inside the period: the months of a quarter or of a fiscal year.
  const inside = cols.filter((c) => c.period && periodWithin(p, c.period, ctx.fyStart, p.year));
  if (!inside.length) return null;
  const groups = new Map<string, ColumnModel[]>();
  for (const c of inside) {
    const key = `${c.kind}|${c.period!.kind}|${c.stems.join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  let chosen: ColumnModel[] | null = null;
  let chosenScore = -Infinity;
  for (const g of groups.values()) {
    const s = kindFit(measure, g[0]!.kind) + 0.3 * hintOf(g[0]!) + 0.01 * g.length;
    if (s > chosenScore) {
      chosen = g;
      chosenScore = s;
    }
  }
  const cells = chosen!.map((c) => ({ row, col: c, value: cellNumber(row, c.index)! }));
  return { value: cells.reduce((a, c) => a + c.value, 0), cells, match: 0.9, how: 'sum', kind: chosen![0]!.kind, period: p };
}

/**
 * The row's figures over time, oldest first: the columns of one kind that name periods (the
 * months of a statement, the years of an annual report), `inside` a period when given.
 */
export function seriesOf(ctx: Ctx, row: RowModel, inside: Period | null = null, measure = ctx.q.measure): Cell[] {
  const cols = valueColumns(row).filter((c) => c.period && c.kind !== 'total' && c.kind !== 'percent');
  // Columns of one kind and one granularity; words of their own ('Financial assets' against
  // 'Financial liabilities') keep groups apart unless one's words are all in the other's
  // ('2018 Restated' beside '2019').
  const groups: Array<{ key: string; stems: Set<string>; cols: ColumnModel[] }> = [];
  for (const c of cols) {
    if (inside && !periodWithin(inside, c.period!, ctx.fyStart, inside.year) && periodMatch(inside, c.period!, ctx.fyStart) <= 0) continue;
    const fam = c.kind === 'value' || c.kind === 'actual' ? 'actual' : c.kind;
    const key = `${fam}|${c.period!.kind === 'date' ? 'year' : c.period!.kind}`;
    const stems = new Set(c.stems.filter((s) => s !== 'actual' && s !== 'budget'));
    const subset = (a: Set<string>, b: Set<string>) => [...a].every((x) => b.has(x));
    const g = groups.find((x) => x.key === key && (subset(stems, x.stems) || subset(x.stems, stems)));
    if (g) {
      g.cols.push(c);
      if (stems.size > g.stems.size) g.stems = stems;
    } else groups.push({ key, stems, cols: [c] });
  }
  let chosen: ColumnModel[] = [];
  let chosenScore = -Infinity;
  for (const { cols: g } of groups) {
    const s = kindFit(measure, g[0]!.kind) + 0.3 * Math.max(...g.map((c) => columnHint(c, ctx.q.allStems))) + 0.05 * Math.min(g.length, 12);
    if (s > chosenScore) {
      chosen = g;
      chosenScore = s;
    }
  }
  return chosen
    .map((c) => ({ row, col: c, value: cellNumber(row, c.index)! }))
    .sort((a, b) => periodKey(ctx, a.col.period) - periodKey(ctx, b.col.period));
}

/** Rows of a table whose own label is a period matching `p` (several when the label repeats). */
export function periodRowsFor(table: TableModel, p: Period, fyStart: number): RowModel[] {
  return table.rows.filter((r) => !r.isHeading && !r.isSubtotal && r.period && periodMatch(p, r.period, fyStart) > 0);
}
