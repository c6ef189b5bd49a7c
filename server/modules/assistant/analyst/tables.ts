// The operations over tables, each giving scored readings (a figure, the cells behind it, and
// the answer's words): look up, sum, average, difference, percentage change, budget-versus-actual
// variance, share of a total, ratios (named ones such as the current ratio, computed from the
// balance sheet's lines when it has no current subtotals), and largest/smallest over periods or
// over lines. The best reading wins; index.ts decides whether it is good enough.
import type { GroundingFigure } from '../agent';
import { columnPhrase, figureOf, fmtCell, lineLabel, sourceOf, unitFor } from './describe';
import { formatValue, md, oneSentence, percent, table as mdTable, type Unit } from './format';
import { candidateLines, lineSeries, lineValue, siblings, type Line } from './lines';
import {
  candidateRows,
  columnEvidence,
  columnHint,
  columnPeriod,
  kindFit,
  periodKey,
  subjectOf,
  textScore,
  valueAt,
  valueColumns,
  variantBonus,
  type Cell,
  type Ctx,
  type RowFit,
  type Subject,
  type Val,
} from './match';
import { cellNumber, cellText, type Category, type ColumnKind, type ColumnModel, type RowModel, type TableModel } from './model';
import { describeMonth, describePeriod, fiscalStart, fiscalYearOf, intervalOf, periodMatch, type Period } from './periods';
import { andSplits, NAMED_RATIOS, readPeriods, subjectTokens, type Question } from './question';
import { words } from './text';

export interface Reading {
  score: number;
  /** Share of the subject's words the figures' rows and columns explain. */
  recall: number;
  /** Subject words nothing in the reading explains. */
  weak: string[];
  /** Share of the subject's naming words the line or column itself says (not only its document). */
  strong?: number;
  lead: string;
  body: string[];
  figures: GroundingFigure[];
  /** Identity of the cells used (for telling two readings apart). */
  key: string;
  value: number | string;
  /** 'Rent and Occupancy, FY2025 budget: $94,450', for a clarifying question. */
  brief: string;
  /** The reading is of a budget column, an actual one, or neither. */
  measure: 'budget' | 'actual' | null;
  tableId: string;
}

type Rendered = Pick<Reading, 'lead' | 'body' | 'figures' | 'brief'>;
type Base = Omit<Reading, keyof Rendered>;

/** A reading whose words are written only when read (most candidates are scored, not shown). */
function lazy(base: Base, make: () => Rendered): Reading {
  let r: Rendered | null = null;
  const get = () => (r ??= make());
  return Object.defineProperties(base as Reading, {
    lead: { get: () => get().lead, enumerable: true, configurable: true },
    body: { get: () => get().body, enumerable: true, configurable: true },
    figures: { get: () => get().figures, enumerable: true, configurable: true },
    brief: { get: () => get().brief, enumerable: true, configurable: true },
  });
}

const family = (k: ColumnKind) => (k === 'budget' ? 'budget' : k === 'percent' ? 'percent' : 'actual');
const measureOf = (k: ColumnKind): Reading['measure'] => (k === 'budget' ? 'budget' : k === 'actual' ? 'actual' : null);

function weakWords(subject: Subject, evs: number[][]): string[] {
  const out: string[] = [];
  subject.tokens.forEach((t, i) => {
    if (t.soft) return;
    const best = Math.max(0, ...evs.map((e) => e[i] ?? 0));
    if (best < 0.25) out.push(t.word);
  });
  return out;
}

function strongShare(subject: Subject, ev: number[]): number {
  let num = 0;
  let den = 0;
  subject.tokens.forEach((t, i) => {
    if (t.soft) return;
    den += subject.w[i]!;
    if ((ev[i] ?? 0) >= 0.6) num += subject.w[i]!;
  });
  return den ? num / den : 1;
}

function evWithColumn(fit: RowFit, cev: number[] | null): number[] {
  return fit.ev.map((e, i) => Math.max(e, cev?.[i] ?? 0));
}

const keyOf = (cells: Cell[]) =>
  cells
    .map((c) => `${c.row.table.stored.id}:${c.row.index}:${c.col.index}`)
    .sort()
    .join(',');

function sourceBlock(cells: Cell[]): string {
  return `**Source:** ${sourceOf(cells)}.`;
}

/** 'Salaries and Wages' → safe to print in markdown and in a first sentence. */
const label = (s: string) => md(oneSentence(s));

function workingTable(ctx: Ctx, cells: Cell[], total?: { name: string; value: string }): string {
  const rows = cells.map((c) => [c.row.period && !c.col.period ? c.row.label : c.col.label, fmtCell(ctx, c)]);
  if (total) rows.push([`**${total.name}**`, `**${total.value}**`]);
  return mdTable(['Column', 'Amount'], rows);
}

function otherFigures(ctx: Ctx, row: RowModel, used: ColumnModel[]): string | null {
  const cols = valueColumns(row).filter((c) => !used.includes(c));
  if (!cols.length || cols.length > 5) return null;
  const parts = cols.map((c) => `${c.label} ${fmtCell(ctx, { row, col: c, value: cellNumber(row, c.index)! })}`);
  return `Also on this line: ${parts.join(' · ')}.`;
}

function periodPhraseOfVal(ctx: Ctx, v: Val): string {
  if (v.how === 'sum' && v.period) {
    const months = v.cells.filter((c) => c.col.period?.kind === 'month');
    const span =
      months.length >= 2
        ? ` (${describeMonth(intervalOf(months[0]!.col.period!, ctx.fyStart)!.from)} to ${describeMonth(intervalOf(months.at(-1)!.col.period!, ctx.fyStart)!.from)})`
        : '';
    return `in ${describePeriod(v.period)}${span}`;
  }
  const c = v.cells[0]!;
  return columnPhrase(ctx, c.row, c.col);
}

function adjustments(ctx: Ctx, row: RowModel): number {
  let s = 0;
  if (ctx.q.total && row.isSubtotal) s += 0.05;
  if (!ctx.q.total && /^total\b/i.test(row.label)) s -= 0.05;
  if (ctx.q.code && row.code === ctx.q.code) s += 0.5;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Look up.

export function lookups(ctx: Ctx, subject: Subject, periods: Period[], limit = 50): Reading[] {
  const out: Reading[] = [];
  const allStems = ctx.q.allStems;
  // Only words such as 'total' to go by: any 'Total' line would do, so such readings rank low.
  const vague = subject.tokens.every((t) => t.soft) ? 0.3 : 0;
  for (const fit of candidateRows(ctx, subject, limit)) {
    const row = fit.row;
    let rest = periods;
    let rowMatch = 0;
    if (row.period) {
      const i = rest.findIndex((p) => periodMatch(p, row.period!, ctx.fyStart) > 0);
      if (i >= 0) {
        rowMatch = periodMatch(rest[i]!, row.period, ctx.fyStart);
        rest = rest.filter((_, j) => j !== i);
      }
    }
    if (rest.length > 1) continue;
    const val = valueAt(ctx, row, rest[0] ?? null, true);
    if (val) {
      const col = val.cells[0]!.col;
      const cev = val.how === 'cell' ? columnEvidence(subject, col) : null;
      const hint = val.how === 'cell' ? columnHint(col, allStems) : 0;
      const ts = textScore(subject, fit, cev, hint);
      let score = ts.score + 0.35 * (rest.length ? val.match : rowMatch || (periods.length ? 0 : 0.5)) + kindFit(ctx.q.measure, val.kind) + 0.1 * hint;
      if (row.period && periods.length && !rowMatch) score -= 0.3;
      score += adjustments(ctx, row) - vague;
      out.push(lookupReading(ctx, subject, fit, cev, val, score, ts.recall));
    }
    // Words in a text column ('Depreciable Lives (Years)': '20 - Indefinite').
    if (!rest.length) {
      for (const col of row.table.blocks[row.block]?.columns ?? []) {
        if (col.index === row.table.labelColumn || col.index === row.table.codeColumn) continue;
        const text = cellText(row, col.index);
        if (!text || typeof row.row.cells[col.index] === 'number') continue;
        const cev = columnEvidence(subject, col);
        if (!cev.some((e, i) => e > (fit.ev[i] ?? 0))) continue;
        const ts = textScore(subject, fit, cev, columnHint(col, allStems));
        const score = ts.score + 0.35 * (rowMatch || 0.5) + adjustments(ctx, row);
        const cells = [{ row, col, value: NaN }];
        const lead = `${label(row.label)}: **${md(text)}** (${md(col.label)}).`;
        out.push({
          score,
          recall: ts.recall,
          weak: weakWords(subject, [evWithColumn(fit, cev)]),
          lead,
          body: [sourceBlock(cells)],
          figures: [],
          key: keyOf(cells),
          value: text,
          brief: `${row.label}, ${col.label}: ${text}`,
          measure: null,
          tableId: row.table.stored.id,
        });
      }
    }
  }
  return out;
}

function lookupReading(ctx: Ctx, subject: Subject, fit: RowFit, cev: number[] | null, val: Val, score: number, recall: number): Reading {
  const cell = val.cells[0]!;
  const base: Base = {
    score,
    recall,
    weak: weakWords(subject, [evWithColumn(fit, cev)]),
    strong: strongShare(subject, evWithColumn(fit, cev)),
    key: keyOf(val.cells),
    value: val.value,
    measure: measureOf(val.kind),
    tableId: cell.row.table.stored.id,
  };
  return lazy(base, () => {
    const unit = unitFor(ctx, cell.row, cell.col);
    const formatted = formatValue(val.value, unit, val.how === 'sum');
    const name = lineLabel(cell);
    const phrase = periodPhraseOfVal(ctx, val);
    const body: string[] = [];
    if (val.how === 'sum') {
      const sumName = `Total ${val.period ? describePeriod(val.period) : ''}`.trim();
      body.push(`Working: the sum of ${val.cells.length} ${val.cells.length === 1 ? 'figure' : 'figures'} on the line.`, workingTable(ctx, val.cells, { name: sumName, value: formatted }));
    } else {
      const others = otherFigures(ctx, cell.row, [cell.col]);
      if (others) body.push(others);
    }
    body.push(sourceBlock(val.cells));
    return {
      lead: `${label(name)}: **${formatted}** ${phrase}.`,
      body,
      figures: [figureOf(`${name} ${phrase}`, val.value, formatted, val.cells)],
      brief: `${name} ${phrase}: ${formatted}`,
    };
  });
}

function rowOfReading(ctx: Ctx, r: Reading): RowModel | null {
  const [tableId, row] = r.key.split(',')[0]!.split(':');
  return ctx.index.tables.find((t) => t.stored.id === tableId)?.rows[Number(row)] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Totals of a category when no line says them ('total expenses in March' on a monthly statement
// without subtotals): the sum of the lines of that category; the net is revenue less expenses.

const CATEGORY_WORDS: Record<string, Category | 'net'> = {
  expens: 'expense',
  cost: 'expense',
  expenditur: 'expense',
  outlay: 'expense',
  revenu: 'revenue',
  incom: 'revenue',
  support: 'revenue',
  net: 'net',
  netincom: 'net',
  surplus: 'net',
  deficit: 'net',
  changeinnetasset: 'net',
  profit: 'net',
};

export function categoryOfSubject(ctx: Ctx, subject: Subject): Category | 'net' | null {
  const hard = subject.tokens.filter((t) => !t.soft);
  if (!hard.length) {
    if (/\b(spend|spent|spending)\b/.test(ctx.q.lower)) return 'expense';
    if (/\b(raise|raised|receive|received|bring in|brought in|earned)\b/.test(ctx.q.lower)) return 'revenue';
    return null;
  }
  const cats = new Set(hard.map((t) => CATEGORY_WORDS[t.stem] ?? null));
  if (cats.size !== 1 || cats.has(null)) return null;
  return [...cats][0]!;
}

function categoryReadings(ctx: Ctx, subject: Subject, periods: Period[]): Reading[] {
  const target = categoryOfSubject(ctx, subject);
  if (!target || periods.length > 1) return [];
  const p = periods[0] ?? null;
  const out: Reading[] = [];
  for (const t of ctx.index.tables) {
    const sumOf = (cat: Category) => {
      const cells: Cell[] = [];
      const lines: Array<{ row: RowModel; val: Val }> = [];
      let kind: ColumnKind | null = null;
      let match = 1;
      for (const r of t.rows) {
        if (r.isHeading || r.isSubtotal || r.period || r.category !== cat) continue;
        const v = valueAt(ctx, r, p, true);
        if (!v || (kind && family(kind) !== family(v.kind))) continue;
        kind ??= v.kind;
        match = Math.min(match, v.match);
        cells.push(...v.cells);
        lines.push({ row: r, val: v });
      }
      return { cells, lines, kind, match, total: lines.reduce((a, l) => a + l.val.value, 0) };
    };
    const cats: Category[] = target === 'net' ? ['revenue', 'expense'] : [target];
    const sums = cats.map(sumOf);
    if (sums.some((x) => x.lines.length < 1) || sums.reduce((a, x) => a + x.lines.length, 0) < (target === 'net' ? 3 : 2)) continue;
    if (target === 'net' && family(sums[0]!.kind!) !== family(sums[1]!.kind!)) continue;
    const value = target === 'net' ? sums[0]!.total - sums[1]!.total : sums[0]!.total;
    const cells = sums.flatMap((x) => x.cells);
    const kind = sums[0]!.kind!;
    const first = sums[0]!.lines[0]!;
    const base: Base = {
      score: 0.8 + 0.35 * (p ? Math.min(...sums.map((x) => x.match)) : 0.5) + kindFit(ctx.q.measure, kind),
      recall: 0.9,
      weak: [],
      key: keyOf(cells),
      value,
      measure: measureOf(kind),
      tableId: t.stored.id,
    };
    out.push(
      lazy(base, () => {
        const unit = unitFor(ctx, first.row, first.val.cells[0]!.col);
        const formatted = formatValue(value, unit, true);
        const phrase = periodPhraseOfVal(ctx, first.val);
        const name = target === 'net' ? (value >= 0 ? 'Net surplus' : 'Net deficit') : target === 'expense' ? 'Total expenses' : 'Total revenue';
        const working =
          target === 'net'
            ? `Working: revenue ${formatValue(sums[0]!.total, unit, true)} (${sums[0]!.lines.length} lines) − expenses ${formatValue(sums[1]!.total, unit, true)} (${sums[1]!.lines.length} lines) = ${formatted}. The statement has no total lines, so I added up its revenue and expense lines.`
            : `Working: the statement has no total line for this, so I added up its ${sums[0]!.lines.length} ${target} lines.`;
        const rows = sums.flatMap((x) => x.lines.map((l) => [l.row.label, formatValue(l.val.value, unit, l.val.how === 'sum')]));
        return {
          lead: `${name}: **${formatted}** ${oneSentence(phrase)}.`,
          body: [working, mdTable(['Line', 'Amount'], rows), sourceBlock(cells)],
          figures: [figureOf(`${name} ${phrase}`, value, formatted, cells)],
          brief: `${name} ${phrase}: ${formatted}`,
        };
      }),
    );
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Two subjects joined by 'and' ('the sum of net bookings and in-game net bookings').

interface PartPick {
  reading: Reading;
  val: Val;
  fit: RowFit;
  cev: number[] | null;
}

function bestPart(ctx: Ctx, text: string, periods: Period[]): PartPick | null {
  const tokens = subjectTokens(text);
  if (!tokens.length) return null;
  const subject = subjectOf(tokens, ctx.index.idf);
  const stems = [...tokens.map((t) => t.stem), ...periods.flatMap((p) => words(p.text).map((w) => w.stem))];
  let best: PartPick | null = null;
  for (const fit of candidateRows(ctx, subject, 25, undefined, stems)) {
    const row = fit.row;
    let rest = periods;
    let rowMatch = 0;
    if (row.period) {
      const i = rest.findIndex((p) => periodMatch(p, row.period!, ctx.fyStart) > 0);
      if (i >= 0) {
        rowMatch = 1;
        rest = rest.filter((_, j) => j !== i);
      }
    }
    if (rest.length > 1) continue;
    // The column that names this part best, when the row is a period (the columns are the subjects).
    const cols = row.period && rowMatch ? valueColumns(row) : [];
    const vals: Val[] = [];
    if (cols.length) {
      for (const c of cols) vals.push({ value: cellNumber(row, c.index)!, cells: [{ row, col: c, value: cellNumber(row, c.index)! }], match: 1, how: 'cell', kind: c.kind, period: null });
    } else {
      const v = valueAt(ctx, row, rest[0] ?? null, true);
      if (v) vals.push(v);
    }
    for (const v of vals) {
      const col = v.cells[0]!.col;
      const cev = columnEvidence(subject, col);
      const ts = textScore(subject, fit, cev, columnHint(col, ctx.q.allStems));
      const score = ts.score + 0.35 * (rest.length || rowMatch ? v.match : periods.length ? 0 : 0.5) + kindFit(ctx.q.measure, v.kind) + adjustments(ctx, row);
      if (!best || score > best.reading.score) {
        best = { reading: lookupReading(ctx, subject, fit, cev, v, score, ts.recall), val: v, fit, cev };
      }
    }
  }
  return best;
}

/** Readings of two subjects at one period, combined by `combine`. */
function twoSubjects(ctx: Ctx, periods: Period[], combine: (a: PartPick, b: PartPick) => Reading | null): Reading[] {
  const out: Reading[] = [];
  for (const [a, b] of andSplits(ctx.q.subject)) {
    const pa = bestPart(ctx, a, periods);
    const pb = bestPart(ctx, b, periods);
    if (!pa || !pb || pa.reading.key === pb.reading.key) continue;
    if (pa.reading.recall < 0.6 || pb.reading.recall < 0.6) continue;
    const r = combine(pa, pb);
    if (r) out.push(r);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sums and averages.

export function aggregates(ctx: Ctx, subject: Subject, mode: 'sum' | 'average', partsOnly = false): Reading[] {
  const q = ctx.q;
  const out: Reading[] = [];
  const periods = q.periods;
  if (periods.length <= 1) {
    out.push(
      ...twoSubjects(ctx, periods, (a, b) => {
        const value = mode === 'sum' ? a.val.value + b.val.value : (a.val.value + b.val.value) / 2;
        const cells = [...a.val.cells, ...b.val.cells];
        const unit = unitFor(ctx, a.val.cells[0]!.row, a.val.cells[0]!.col);
        const formatted = formatValue(value, unit, true);
        const na = lineLabel(a.val.cells[0]!);
        const nb = lineLabel(b.val.cells[0]!);
        const phrase = periods[0] ? ` ${periodPhraseOfVal(ctx, a.val)}` : '';
        return {
          score: (a.reading.score + b.reading.score) / 2 + 0.1,
          recall: Math.min(a.reading.recall, b.reading.recall),
          weak: [],
          lead: `${label(na)} and ${label(nb)}${phrase}: **${formatted}** ${mode === 'sum' ? 'together' : 'on average'} (${formatValue(a.val.value, unit)} and ${formatValue(b.val.value, unit)}).`,
          body: [sourceBlock(cells)],
          figures: [figureOf(`${mode === 'sum' ? 'Sum' : 'Average'} of ${na} and ${nb}`, value, formatted, cells)],
          key: keyOf(cells),
          value,
          brief: `${na} and ${nb}: ${formatted}`,
          measure: null,
          tableId: a.val.cells[0]!.row.table.stored.id,
        };
      }),
    );
  }
  if (partsOnly) return out;
  for (const line of candidateLines(ctx, subject)) {
    let entries: Array<{ cells: Cell[]; value: number; name: string }> = [];
    let match = 0.5;
    const range = periods.length === 2 && isRange(ctx, periods) ? rangeSeries(ctx, line, periods) : null;
    if (range && range.length >= 2) {
      entries = range.map((e) => ({ cells: e.cells, value: e.value, name: describePeriod(e.period) }));
      match = 1;
    } else if (periods.length >= 2) {
      const vals = periods.map((p) => lineValue(ctx, line, p));
      if (vals.some((v) => !v)) continue;
      const fams = new Set(vals.map((v) => family(v!.kind)));
      if (fams.size > 1) {
        const again = periods.map((p) => lineValue(ctx, line, p, 'actual'));
        if (again.every((v) => v && family(v.kind) === 'actual')) vals.splice(0, vals.length, ...again);
      }
      match = Math.min(...vals.map((v) => v!.match));
      entries = vals.map((v, i) => ({ cells: v!.cells, value: v!.value, name: describePeriod(periods[i]!) }));
    } else {
      const inside = periods[0] ?? null;
      const series = lineSeries(ctx, line, inside);
      if (series.length >= 2 && (mode === 'average' || !inside || series.every((e) => e.cells.length === 1))) {
        entries = series.map((e) => ({ cells: e.cells, value: e.value, name: describePeriod(e.period) }));
        match = inside ? 0.95 : q.soFar ? 0.8 : 0.5;
      } else if (inside) {
        const v = lineValue(ctx, line, inside);
        if (!v) continue;
        entries = [{ cells: v.cells, value: v.value, name: describePeriod(inside) }];
        match = v.match;
      } else continue;
    }
    if (!entries.length) continue;
    const cells = entries.flatMap((e) => e.cells);
    const first = cells[0]!;
    const total = entries.reduce((a, e) => a + e.value, 0);
    const value = mode === 'sum' ? total : total / entries.length;
    const score = line.text + 0.35 * match + (line.row ? adjustments(ctx, line.row) : 0) + kindFit(q.measure, first.col.kind);
    const cev = columnEvidence(subject, first.col);
    const base: Base = {
      score,
      recall: line.recall,
      weak: weakWords(subject, [line.fit.ev.map((e, i) => Math.max(e, cev[i]!))]),
      key: keyOf(cells),
      value,
      measure: measureOf(first.col.kind),
      tableId: line.table.stored.id,
    };
    const ents = entries;
    out.push(
      lazy(base, () => {
        const unit = unitFor(ctx, first.row, first.col);
        const formatted = formatValue(value, unit, true);
        const name = line.row ? line.row.label : line.label;
        const what =
          periods.length === 1 && ents.length > 1
            ? `in ${describePeriod(periods[0]!)}`
            : ents.length > 3
              ? `over the ${ents.length} periods from ${ents[0]!.name} to ${ents.at(-1)!.name}`
              : ents.length > 1
                ? `over ${ents.map((e) => e.name).join(', ')}`
                : `in ${ents[0]!.name}`;
        const lead =
          mode === 'sum'
            ? `${label(name)}: **${formatted}** in total ${oneSentence(what)}.`
            : `${label(name)}: **${formatted}** on average ${oneSentence(what)} (${ents.length} ${ents.length === 1 ? 'figure' : 'figures'}).`;
        const rowsForTable = ents.map((e) => [e.name, formatValue(e.value, unit)]);
        rowsForTable.push([mode === 'sum' ? '**Total**' : `**Average** (total ${formatValue(total, unit, true)} ÷ ${ents.length})`, `**${formatted}**`]);
        return {
          lead,
          body: [mdTable(['Period', 'Amount'], rowsForTable), sourceBlock(cells)],
          figures: [figureOf(`${mode === 'sum' ? 'Total' : 'Average'} of ${name} ${what}`, value, formatted, cells)],
          brief: `${name} ${what}: ${formatted}`,
        };
      }),
    );
  }
  return out;
}

/** 'from 2017 to 2019', '2017 through 2019': every period between, not just the two ends. */
function isRange(ctx: Ctx, periods: Period[]): boolean {
  const [a, b] = periods as [Period, Period];
  if (a.kind !== b.kind) return false;
  const between = ctx.q.text.slice(a.end, b.start);
  return /^\s*(?:-|–|to|through|thru|until)\s*$/i.test(between);
}

function rangeSeries(ctx: Ctx, line: Line, periods: Period[]) {
  const lo = Math.min(periodKey(ctx, periods[0]!), periodKey(ctx, periods[1]!));
  const hi = Math.max(periodKey(ctx, periods[0]!), periodKey(ctx, periods[1]!));
  const series = lineSeries(ctx, line, null).filter((e) => periodKey(ctx, e.period) >= lo - 1 && periodKey(ctx, e.period) <= hi + 1);
  const ends = periods.every((p) => series.some((e) => periodMatch(p, e.period, ctx.fyStart) > 0));
  return ends ? series : null;
}

// ---------------------------------------------------------------------------------------------
// Differences and percentage changes.

const sameStems = (a: ColumnModel, b: ColumnModel) => a.stems.length === b.stems.length && a.stems.every((x) => b.stems.includes(x));

/**
 * The row's two cells for two periods, like for like: the same kind (budget with budget) and,
 * when the table has variants ('Approved', 'Revised'), the same variant in both years.
 */
function directPair(ctx: Ctx, row: RowModel, p1: Period, p2: Period, measure: Question['measure']): [Val, Val] | null {
  const rows = [row, ...siblings(row)];
  const at = (p: Period) => {
    const out: Array<{ row: RowModel; col: ColumnModel; m: number }> = [];
    for (const r of rows) {
      for (const c of valueColumns(r)) {
        const cp = columnPeriod(ctx, r, c);
        const m = cp ? periodMatch(p, cp, ctx.fyStart) : 0;
        if (m > 0) out.push({ row: r, col: c, m });
      }
    }
    return out;
  };
  const hint = (c: ColumnModel) => columnHint(c, ctx.q.allStems);
  let best: { a: { row: RowModel; col: ColumnModel; m: number }; b: { row: RowModel; col: ColumnModel; m: number }; s: number } | null = null;
  for (const a of at(p1)) {
    for (const b of at(p2)) {
      if (a.row === b.row && a.col === b.col) continue;
      if (family(a.col.kind) !== family(b.col.kind)) continue;
      const s =
        a.m + b.m + kindFit(measure, a.col.kind) + kindFit(measure, b.col.kind) + 0.15 * (hint(a.col) + hint(b.col)) + (sameStems(a.col, b.col) ? 0.2 : 0) + variantBonus(ctx, a.col) + variantBonus(ctx, b.col);
      if (!best || s > best.s) best = { a, b, s };
    }
  }
  if (!best) return null;
  const val = (x: { row: RowModel; col: ColumnModel; m: number }): Val => {
    const v = cellNumber(x.row, x.col.index)!;
    return { value: v, cells: [{ row: x.row, col: x.col, value: v }], match: x.m, how: 'cell', kind: x.col.kind, period: null };
  };
  return [val(best.a), val(best.b)];
}

function pairAt(ctx: Ctx, line: Line, p1: Period, p2: Period): [Val, Val] | null {
  if (line.row) {
    for (const m of [...new Set([ctx.q.measure, 'budget', 'actual', null] as const)]) {
      const pair = directPair(ctx, line.row, p1, p2, m);
      if (pair && (m === null || m === ctx.q.measure || family(pair[0].kind) === m)) return pair;
    }
  }
  const tries: Array<'budget' | 'actual' | null> = [ctx.q.measure, 'budget', 'actual', null];
  for (const m of [...new Set(tries)]) {
    const a = lineValue(ctx, line, p1, m);
    const b = lineValue(ctx, line, p2, m);
    if (a && b && family(a.kind) === family(b.kind) && (m === null || m === ctx.q.measure || family(a.kind) === m)) {
      if (keyOf(a.cells) !== keyOf(b.cells)) return [a, b];
    }
  }
  return null;
}

/** Base and target of a change: the one after 'from' is the base, else the earlier. */
function orderPeriods(ctx: Ctx, periods: Period[]): [Period, Period] {
  const q = ctx.q;
  if (q.fromIndex !== null && periods[q.fromIndex]) {
    const base = periods[q.fromIndex]!;
    const target = periods.find((_, i) => i !== q.fromIndex)!;
    return [base, target];
  }
  const [a, b] = [periods[0]!, periods[1]!];
  return periodKey(ctx, a) <= periodKey(ctx, b) ? [a, b] : [b, a];
}

interface Change {
  base: number;
  target: number;
  baseCells: Cell[];
  targetCells: Cell[];
  readonly basePhrase: string;
  readonly targetPhrase: string;
  name: string;
  readonly unit: Unit;
  /** More working (a trend's figures), after the first line of working. */
  readonly extra?: string;
}

function changeReading(ctx: Ctx, c: Change, score: number, recall: number, weak: string[], tableId: string, measure: Reading['measure']): Reading {
  const diff = c.target - c.base;
  const pct = c.base !== 0 ? (diff / Math.abs(c.base)) * 100 : null;
  const cells = [...c.baseCells, ...c.targetCells];
  const base: Base = { score, recall, weak, key: keyOf(cells), value: ctx.q.op === 'percentChange' && pct !== null ? pct : diff, measure, tableId };
  return lazy(base, () => {
    const pointsUnit: Unit = c.unit.kind === 'percent' ? { ...c.unit, kind: 'points' } : c.unit;
    const diffText = formatValue(Math.abs(diff), pointsUnit, true);
    const direction = diff > 0 ? 'up' : diff < 0 ? 'down' : 'unchanged';
    const from = `${formatValue(c.base, c.unit)} ${c.basePhrase}`;
    const to = `${formatValue(c.target, c.unit)} ${c.targetPhrase}`;
    let lead: string;
    const figures: GroundingFigure[] = [];
    if (ctx.q.op === 'percentChange' && pct !== null) {
      lead = `${label(c.name)}: ${direction} **${percent(Math.abs(pct))}** from ${oneSentence(from)} to ${oneSentence(to)} (a change of ${diff < 0 ? '-' : ''}${diffText}).`;
      figures.push(figureOf(`Percentage change in ${c.name}`, pct, percent(pct), cells));
    } else {
      const pctText = pct !== null && c.unit.kind !== 'percent' && c.unit.kind !== 'ratio' ? ` (${diff < 0 ? '-' : '+'}${percent(Math.abs(pct))})` : '';
      lead = diff === 0 ? `${label(c.name)}: unchanged at ${oneSentence(to)}.` : `${label(c.name)}: ${direction} **${diffText}**${pctText}, from ${oneSentence(from)} to ${oneSentence(to)}.`;
      figures.push(figureOf(`Change in ${c.name}`, diff, `${diff < 0 ? '-' : ''}${diffText}`, cells));
    }
    const working =
      `Working: ${formatValue(c.target, c.unit)} − ${formatValue(c.base, c.unit)} = ${diff < 0 ? '-' : ''}${diffText}` +
      (pct !== null && c.unit.kind !== 'percent' ? `; ${diff < 0 ? '-' : ''}${diffText} ÷ ${formatValue(Math.abs(c.base), c.unit)} = ${pct < 0 ? '-' : ''}${percent(Math.abs(pct))}.` : '.');
    return { lead, body: [working, ...(c.extra ? [c.extra] : []), sourceBlock(cells)], figures, brief: `${c.name}: ${diffText}` };
  });
}

/**
 * Two versions of one period's figure named in the question ('the revised budget against the
 * approved one'): the column after 'from', 'than' or 'vs' is the base, else the first named.
 */
function variantChanges(ctx: Ctx, subject: Subject): Reading[] {
  const q = ctx.q;
  if (q.periods.length > 1) return [];
  const qWords = words(q.lower);
  const position = (c: ColumnModel) => {
    const i = qWords.findIndex((w) => c.stems.some((x) => x === w.stem));
    return i < 0 ? Infinity : i;
  };
  const out: Reading[] = [];
  for (const fit of candidateRows(ctx, subject, 10)) {
    const row = fit.row;
    const seen = new Set<string>();
    const cols = valueColumns(row)
      .filter((c) => c.stems.length && columnHint(c, q.allStems) >= 0.5 && position(c) < Infinity)
      .filter((c) => {
        if (!q.periods[0]) return true;
        const cp = columnPeriod(ctx, row, c);
        return cp !== null && periodMatch(q.periods[0], cp, ctx.fyStart) > 0;
      })
      .filter((c) => {
        const k = c.stems.join(' ');
        if (seen.has(k)) return false;
        seen.add(k);
        return true;
      })
      .sort((a, b) => position(a) - position(b));
    if (cols.length < 2) continue;
    const [first, second] = [cols[0]!, cols[1]!];
    const after = (c: ColumnModel) => /\b(from|than|vs|versus|compared|against|over)\b/.test(qWords.slice(Math.max(0, position(c) - 3), position(c)).map((w) => w.word).join(' '));
    const [baseCol, targetCol] = after(second) && !after(first) ? [second, first] : [first, second];
    const a: Val = { value: cellNumber(row, baseCol.index)!, cells: [{ row, col: baseCol, value: cellNumber(row, baseCol.index)! }], match: 1, how: 'cell', kind: baseCol.kind, period: null };
    const b: Val = { value: cellNumber(row, targetCol.index)!, cells: [{ row, col: targetCol, value: cellNumber(row, targetCol.index)! }], match: 1, how: 'cell', kind: targetCol.kind, period: null };
    const ts = textScore(subject, fit, null);
    out.push(
      changeReading(
        ctx,
        {
          base: a.value,
          target: b.value,
          baseCells: a.cells,
          targetCells: b.cells,
          basePhrase: `in “${baseCol.label}”`,
          targetPhrase: `in “${targetCol.label}”`,
          name: row.label,
          unit: unitFor(ctx, row, targetCol),
        },
        ts.score + 0.85 + adjustments(ctx, row),
        ts.recall,
        weakWords(subject, [fit.ev]),
        row.table.stored.id,
        measureOf(targetCol.kind),
      ),
    );
  }
  return out;
}

export function changes(ctx: Ctx, subject: Subject): Reading[] {
  const q = ctx.q;
  if (q.ratioName) return ratioChanges(ctx);
  const out: Reading[] = [...variantChanges(ctx, subject)];
  // A line that is itself the change ('Change in net assets', 'Increase (decrease) in cash').
  if (subject.tokens.some((t) => t.stem === 'changeinnetasset') || q.periods.length <= 1) {
    for (const r of lookups(ctx, subject, q.periods, 10)) {
      const row = rowOfReading(ctx, r);
      if (row && /\b(change|increase|decrease|growth|variance)\b/i.test(row.label) && r.recall >= 0.8) out.push(Object.assign(r, { score: r.score + 0.1 }));
    }
  }
  const periods = q.periods;
  const lines = candidateLines(ctx, subject);
  for (const line of lines) {
    let pair: [Val, Val] | null = null;
    let match = 0.5;
    if (periods.length >= 2) {
      const [base, target] = orderPeriods(ctx, periods);
      pair = pairAt(ctx, line, base, target);
      if (pair) match = Math.min(pair[0].match, pair[1].match);
    } else {
      const series = lineSeries(ctx, line, null);
      if (series.length < 2) continue;
      let i = series.length - 1;
      // A trend: from the first figure to the last.
      if (q.trend && !periods.length) {
        const a = series[0]!;
        const b = series.at(-1)!;
        const va: Val = { value: a.value, cells: a.cells, match: 0.8, how: 'cell', kind: a.cells[0]!.col.kind, period: null };
        const vb: Val = { value: b.value, cells: b.cells, match: 0.8, how: 'cell', kind: b.cells[0]!.col.kind, period: null };
        const r = changeReading(
          ctx,
          {
            base: va.value,
            target: vb.value,
            baseCells: series.flatMap((e) => e.cells),
            targetCells: [],
            basePhrase: valPhrase(ctx, va),
            targetPhrase: valPhrase(ctx, vb),
            name: line.row ? line.row.label : line.label,
            unit: unitFor(ctx, b.cells[0]!.row, b.cells[0]!.col),
            get extra() {
              const unit = unitFor(ctx, b.cells[0]!.row, b.cells[0]!.col);
              return mdTable(['Period', 'Amount'], series.map((e) => [describePeriod(e.period), formatValue(e.value, unit)]));
            },
          },
          // The longer the line, the more of a trend it shows.
          line.text + 0.3 + 0.01 * Math.min(series.length, 12),
          line.recall,
          weakWords(subject, [line.fit.ev]),
          line.table.stored.id,
          measureOf(vb.kind),
        );
        out.push(r);
        continue;
      }
      if (periods.length === 1) {
        i = series.findIndex((e) => periodMatch(periods[0]!, e.period, ctx.fyStart) > 0);
        if (i <= 0) continue;
        match = 1;
      }
      const a = series[i - 1]!;
      const b = series[i]!;
      const va: Val = { value: a.value, cells: a.cells, match, how: a.cells.length > 1 ? 'sum' : 'cell', kind: a.cells[0]!.col.kind, period: a.cells.length > 1 ? a.period : null };
      const vb: Val = { value: b.value, cells: b.cells, match, how: b.cells.length > 1 ? 'sum' : 'cell', kind: b.cells[0]!.col.kind, period: b.cells.length > 1 ? b.period : null };
      pair = [va, vb];
    }
    if (!pair) continue;
    const [a, b] = pair;
    const first = b.cells[0]!;
    const cev = line.row && b.how === 'cell' ? columnEvidence(subject, first.col) : null;
    const score = line.text + 0.35 * match + (line.row ? adjustments(ctx, line.row) : 0) + kindFit(q.measure, b.kind);
    const name = line.row ? line.row.label : line.label;
    out.push(
      changeReading(
        ctx,
        {
          base: a.value,
          target: b.value,
          baseCells: a.cells,
          targetCells: b.cells,
          get basePhrase() {
            return valPhrase(ctx, a);
          },
          get targetPhrase() {
            return valPhrase(ctx, b);
          },
          name,
          get unit() {
            return unitFor(ctx, first.row, first.col);
          },
        },
        score,
        line.recall,
        weakWords(subject, [line.fit.ev.map((e, i) => Math.max(e, cev?.[i] ?? 0))]),
        line.table.stored.id,
        measureOf(b.kind),
      ),
    );
  }
  if (periods.length <= 1) {
    out.push(
      ...twoSubjects(ctx, periods, (pa, pb) => {
        const unit = unitFor(ctx, pa.val.cells[0]!.row, pa.val.cells[0]!.col);
        const na = lineLabel(pa.val.cells[0]!);
        const nb = lineLabel(pb.val.cells[0]!);
        const diff = pb.val.value - pa.val.value;
        const formatted = formatValue(Math.abs(diff), unit, true);
        const cells = [...pa.val.cells, ...pb.val.cells];
        const phrase = periods[0] ? ` ${periodPhraseOfVal(ctx, pa.val)}` : '';
        const bigger = diff >= 0 ? nb : na;
        const smaller = diff >= 0 ? na : nb;
        return {
          score: (pa.reading.score + pb.reading.score) / 2 + 0.1,
          recall: Math.min(pa.reading.recall, pb.reading.recall),
          weak: [],
          lead: `${label(bigger)} exceeds ${label(smaller)} by **${formatted}**${oneSentence(phrase)} (${formatValue(Math.max(pa.val.value, pb.val.value), unit)} against ${formatValue(Math.min(pa.val.value, pb.val.value), unit)}).`,
          body: [`Working: ${formatValue(Math.max(pa.val.value, pb.val.value), unit)} − ${formatValue(Math.min(pa.val.value, pb.val.value), unit)} = ${formatted}.`, sourceBlock(cells)],
          figures: [figureOf(`Difference between ${na} and ${nb}`, diff, formatted, cells)],
          key: keyOf(cells),
          value: diff,
          brief: `${na} vs ${nb}: ${formatted}`,
          measure: null,
          tableId: pa.val.cells[0]!.row.table.stored.id,
        };
      }),
    );
  }
  return out;
}

function valPhrase(ctx: Ctx, v: Val): string {
  if (v.how === 'sum' && v.period) return `in ${describePeriod(v.period)}`;
  if (v.cells.length > 1) return `in ${v.cells[0]!.row.label}`;
  return periodPhraseOfVal(ctx, v);
}

// ---------------------------------------------------------------------------------------------
// Budget versus actual.

export function variances(ctx: Ctx, subject: Subject): Reading[] {
  const q = ctx.q;
  if (q.periods[0]) return variancesAt(ctx, subject, q.periods[0]);
  // Columns the question names ('year-to-date'): theirs.
  const named = candidateLines(ctx, subject, 10).some((l) => l.row && valueColumns(l.row).some((c) => c.kind === 'budget' && columnHint(c, q.allStems) > 0));
  if (named) {
    const found = variancesAt(ctx, subject, null);
    if (found.length) return found;
  }
  // No period named: the latest period that has both a budget and an actual for the line.
  const lines = candidateLines(ctx, subject).filter((l) => l.row);
  const periods: Period[] = [];
  for (const l of lines.slice(0, 10)) {
    for (const c of valueColumns(l.row!)) {
      const cp = columnPeriod(ctx, l.row!, c);
      if (c.kind === 'budget' && cp && !periods.some((x) => periodMatch(x, cp, ctx.fyStart) >= 1)) periods.push(cp);
    }
  }
  periods.sort((a, b) => periodKey(ctx, b) - periodKey(ctx, a));
  for (const p of periods) {
    const found = variancesAt(ctx, subject, p);
    if (found.some((r) => r.recall >= 0.6)) return found;
  }
  return variancesAt(ctx, subject, null);
}

const labelKey = (r: RowModel) => r.label.toLowerCase().replace(/[^a-z0-9]/g, '');
/** The same line in two tables: the same code, or the same name. */
const sameLine = (a: RowModel, b: RowModel) => a === b || (a.code !== undefined && a.code === b.code) || labelKey(a) === labelKey(b);

function variancesAt(ctx: Ctx, subject: Subject, p: Period | null): Reading[] {
  const out: Reading[] = [];
  const budgets: Array<{ v: Val; line: Line }> = [];
  const actuals: Array<{ v: Val; line: Line }> = [];
  for (const line of candidateLines(ctx, subject)) {
    if (!line.row) continue;
    const b = lineValue(ctx, line, p, 'budget');
    if (b && b.kind === 'budget') budgets.push({ v: b, line });
    const a = lineValue(ctx, line, p, 'actual');
    if (a && a.kind !== 'budget' && a.kind !== 'percent') actuals.push({ v: a, line });
  }
  for (const b of budgets) {
    for (const a of actuals) {
      const br = b.line.row!;
      const ar = a.line.row!;
      if (!sameLine(br, ar)) continue;
      const sameTable = br.table === ar.table;
      const score = (b.line.text + a.line.text) / 2 + 0.35 * Math.min(b.v.match, a.v.match) + (sameTable ? 0.1 : 0) + adjustments(ctx, br);
      const unit = unitFor(ctx, br, b.v.cells[0]!.col);
      const diff = a.v.value - b.v.value;
      const formatted = formatValue(Math.abs(diff), unit, true);
      const expense = (br.category ?? ar.category) === 'expense';
      const side = diff === 0 ? 'exactly on budget' : expense ? (diff > 0 ? 'over budget' : 'under budget') : diff > 0 ? 'above budget' : 'below budget';
      const when = p ? ` in ${describePeriod(p)}` : '';
      const pct = b.v.value !== 0 ? ` (${percent(Math.abs(diff / b.v.value) * 100)})` : '';
      const cells = [...b.v.cells, ...a.v.cells];
      out.push({
        score,
        recall: Math.min(b.line.recall, a.line.recall),
        weak: weakWords(subject, [b.line.fit.ev]),
        lead: `${label(br.label)}${when}: **${formatted}** ${side}${pct}, with actual ${formatValue(a.v.value, unit, a.v.how === 'sum')} against a budget of ${formatValue(b.v.value, unit)}.`,
        body: [
          `Working: actual ${formatValue(a.v.value, unit, a.v.how === 'sum')} − budget ${formatValue(b.v.value, unit)} = ${diff < 0 ? '-' : ''}${formatted}${expense ? (diff > 0 ? ' (spent more than planned)' : diff < 0 ? ' (spent less than planned)' : '') : ''}.`,
          sourceBlock(cells),
        ],
        figures: [figureOf(`Variance (actual − budget) for ${br.label}${when}`, diff, `${diff < 0 ? '-' : ''}${formatted}`, cells)],
        key: keyOf(cells),
        value: diff,
        brief: `${br.label}${when}: ${formatted} ${side}`,
        measure: null,
        tableId: br.table.stored.id,
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shares of a total.

export function shares(ctx: Ctx): Reading[] {
  const q = ctx.q;
  if (!q.parts) return [];
  const [ta, tb] = q.parts;
  let pa = readPeriods(ta).periods;
  let pb = readPeriods(tb).periods;
  if (!pa.length && !pb.length) pa = pb = q.periods.slice(0, 1);
  else if (!pa.length) pa = pb;
  const a = bestPart(ctx, ta, pa);
  if (!a) return [];
  const tries: Period[][] = pb.length ? [pb] : [pa];
  // 'the total revenue that year': the year the quarter or month is in.
  const p0 = pa[0];
  if (!pb.length && p0 && (p0.kind === 'quarter' || p0.kind === 'month' || p0.kind === 'half') && p0.year !== undefined) {
    tries.push([{ kind: 'year', year: p0.kind === 'month' ? undefined : p0.year, fiscal: true, start: 0, end: 0, text: '' } as Period].filter((p) => p.year !== undefined));
  }
  // 'What percent of our budget goes to salaries?': the total of the line's category.
  const bText = subjectTokens(tb).length ? tb : a.val.cells[0]!.row.category === 'revenue' ? 'total revenue' : 'total expenses';
  let b: PartPick | null = null;
  for (const periods of tries) {
    const pick = bestPart(ctx, bText, periods);
    if (pick && pick.reading.key !== a.reading.key && (!b || pick.reading.score > b.reading.score)) b = pick;
  }
  if (!b || b.val.value === 0) return [];
  const value = (a.val.value / b.val.value) * 100;
  const ua = unitFor(ctx, a.val.cells[0]!.row, a.val.cells[0]!.col);
  const ub = unitFor(ctx, b.val.cells[0]!.row, b.val.cells[0]!.col);
  const na = lineLabel(a.val.cells[0]!);
  const nb = lineLabel(b.val.cells[0]!);
  const cells = [...a.val.cells, ...b.val.cells];
  const formatted = percent(value);
  return [
    {
      score: (a.reading.score + b.reading.score) / 2,
      recall: Math.min(a.reading.recall, b.reading.recall),
      weak: [...a.reading.weak, ...b.reading.weak],
      lead: `${label(na)} ${oneSentence(periodPhraseOfVal(ctx, a.val))} ${a.val.value < 0 ? 'is' : 'is'} **${formatted}** of ${label(nb)} ${oneSentence(periodPhraseOfVal(ctx, b.val))} (${formatValue(a.val.value, ua)} of ${formatValue(b.val.value, ub)}).`,
      body: [`Working: ${formatValue(a.val.value, ua)} ÷ ${formatValue(b.val.value, ub)} × 100 = ${formatted}.`, sourceBlock(cells)],
      figures: [figureOf(`${na} as a percentage of ${nb}`, value, formatted, cells)],
      key: keyOf(cells),
      value,
      brief: `${na} of ${nb}: ${formatted}`,
      measure: null,
      tableId: a.val.cells[0]!.row.table.stored.id,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Ratios.

const NON_CURRENT_ASSET = /\b(property|equipment|fixed assets?|plant|land|buildings?|vehicles?|furniture|leasehold|intangible|goodwill|right[- ]of[- ]use|long[- ]term|non[- ]?current|endowment|beneficial interest|investments? held|restricted cash|deposits?)\b/i;
const NON_CURRENT_LIABILITY = /\b(long[- ]term|non[- ]?current|mortgage|bonds? payable|notes? payable,? net of current|lease liabilit(y|ies),? net of current|deferred rent|asset retirement)\b/i;

interface Part {
  value: number;
  cells: Cell[];
  name: string;
  note?: string;
}

/** A named figure of the balance sheet at a period: a line, or for current assets or liabilities, computed. */
function ratioPart(ctx: Ctx, phrases: string[], period: Period | null, computeAs: Category | null, tableId?: string): Part | null {
  let best: { r: Reading; v: Val } | null = null;
  for (const phrase of phrases) {
    const tokens = subjectTokens(phrase);
    const subject = subjectOf(tokens, ctx.index.idf);
    for (const fit of candidateRows(ctx, subject, 15, undefined, tokens.map((t) => t.stem))) {
      if (fit.row.period) continue;
      if (tableId && fit.row.table.stored.id !== tableId) continue;
      const v = valueAt(ctx, fit.row, period, true);
      if (!v) continue;
      const ts = textScore(subject, fit, null);
      if (ts.recall < 0.99 || fit.precision < 0.75) continue;
      const score = ts.score + 0.35 * (period ? v.match : 0.5);
      if (!best || score > best.r.score) best = { r: { score } as Reading, v };
    }
    if (best) break;
  }
  if (best) return { value: best.v.value, cells: best.v.cells, name: lineLabel(best.v.cells[0]!) };
  if (!computeAs) return null;
  // No 'current' subtotal: the lines of the balance sheet's section that are current by nature.
  const tables = ctx.index.tables.filter((t) => (!tableId || t.stored.id === tableId) && t.rows.some((r) => r.category === computeAs && !r.isSubtotal));
  let chosen: { table: TableModel; cells: Cell[]; left: string[] } | null = null;
  for (const t of tables) {
    const cells: Cell[] = [];
    const left: string[] = [];
    for (const r of t.rows) {
      if (r.isHeading || r.isSubtotal || r.category !== computeAs) continue;
      const re = computeAs === 'asset' ? NON_CURRENT_ASSET : NON_CURRENT_LIABILITY;
      const v = valueAt(ctx, r, period, false);
      if (!v || v.how !== 'cell') continue;
      if (re.test(r.label)) {
        left.push(r.label);
        continue;
      }
      cells.push(v.cells[0]!);
    }
    if (cells.length && (!chosen || cells.length > chosen.cells.length)) chosen = { table: t, cells, left };
  }
  if (!chosen) return null;
  const value = chosen.cells.reduce((a, c) => a + c.value, 0);
  const kind = computeAs === 'asset' ? 'current assets' : 'current liabilities';
  return {
    value,
    cells: chosen.cells,
    name: kind,
    note: `The statement shows no ${kind} subtotal, so ${kind} are the sum of ${chosen.cells.map((c) => c.row.label).join(', ')}${chosen.left.length ? ` (leaving out ${chosen.left.join(', ')} as non-current)` : ''}.`,
  };
}

interface RatioValue {
  value: number;
  num: Part;
  den: Part;
  percent: boolean;
  name: string;
  months?: boolean;
}

function ratioAt(ctx: Ctx, period: Period | null): RatioValue | null {
  const named = NAMED_RATIOS.find((r) => r.name === ctx.q.ratioName);
  if (!named) return null;
  const computeNum: Category | null = named.name === 'current ratio' ? 'asset' : null;
  const computeDen: Category | null = named.name === 'current ratio' || named.name === 'quick ratio' ? 'liability' : null;
  const num = ratioPart(ctx, named.num, period, computeNum);
  if (!num) return null;
  const tableId = num.cells[0]!.row.table.stored.id;
  if (named.months) {
    // Cash at the latest balance against a month of the year's expenses (any table, latest year).
    const year = ratioPart(ctx, named.den, period && period.kind === 'year' ? period : null, null);
    if (!year || year.value === 0) return null;
    const den: Part = { ...year, value: year.value / 12, name: `a month of ${year.name.toLowerCase()} (${formatValue(year.value, unitFor(ctx, year.cells[0]!.row, year.cells[0]!.col))} ÷ 12)` };
    return { value: num.value / den.value, num, den, percent: false, name: named.name, months: true };
  }
  const den = ratioPart(ctx, named.den, period, computeDen, tableId) ?? ratioPart(ctx, named.den, period, computeDen);
  if (!den || den.value === 0) return null;
  return { value: named.percent ? (num.value / den.value) * 100 : num.value / den.value, num, den, percent: Boolean(named.percent), name: named.name };
}

function ratioText(r: RatioValue): string {
  if (r.months) return `${formatValue(r.value, { kind: 'ratio', currency: '', scale: 1, decimals: 1 }).replace(/(\.\d)\d$/, '$1')} months`;
  return r.percent ? percent(r.value) : formatValue(r.value, { kind: 'ratio', currency: '', scale: 1, decimals: 2 });
}

export function ratios(ctx: Ctx, subject: Subject): Reading[] {
  const q = ctx.q;
  const out: Reading[] = [];
  const period = q.periods[0] ?? null;
  if (q.ratioName) {
    const r = ratioAt(ctx, period);
    if (!r) return [];
    const first = r.num.cells[0]!;
    const unitN = unitFor(ctx, first.row, first.col);
    const unitD = unitFor(ctx, r.den.cells[0]!.row, r.den.cells[0]!.col);
    const when = period ? ` ${period.kind === 'date' ? 'at' : 'in'} ${describePeriod(period)}` : ` ${columnPhrase(ctx, first.row, first.col)}`;
    const formatted = ratioText(r);
    const cells = [...r.num.cells, ...r.den.cells];
    const body = [`Working: ${r.num.name} ${formatValue(r.num.value, unitN, true)} ÷ ${r.den.name} ${formatValue(r.den.value, unitD, true)} = ${formatted}.`];
    for (const n of [r.num.note, r.den.note]) if (n) body.push(n);
    body.push(sourceBlock(cells));
    const lead = r.months
      ? `You have about **${formatted}** of cash: ${formatValue(r.num.value, unitN, true)} of ${md(r.num.name)} ${oneSentence(columnPhrase(ctx, first.row, first.col))}, against ${formatValue(r.den.value, unitD, true)} of expenses a month (${md(lineLabel(r.den.cells[0]!))} ${oneSentence(columnPhrase(ctx, r.den.cells[0]!.row, r.den.cells[0]!.col))} ÷ 12).`
      : `The ${r.name}${oneSentence(when)} is **${formatted}** (${r.num.name} ${formatValue(r.num.value, unitN, true)} ÷ ${r.den.name} ${formatValue(r.den.value, unitD, true)}).`;
    out.push({
      score: 1.2,
      recall: 1,
      weak: [],
      lead,
      body,
      figures: [figureOf(`${r.name}${when}`, r.value, formatted, cells)],
      key: keyOf(cells),
      value: r.value,
      brief: `${r.name}: ${formatted}`,
      measure: null,
      tableId: first.row.table.stored.id,
    });
    return out;
  }
  // A line that is itself the ratio ('Ratio of non-audit fees to audit fees').
  const withRatio = subjectOf([...subject.tokens, { word: 'ratio', stem: 'ratio', soft: false }], ctx.index.idf);
  for (const r of lookups(ctx, withRatio, q.periods)) if (r.recall >= 0.9) out.push({ ...r, score: r.score + 0.05 });
  if (q.parts) {
    const [ta, tb] = q.parts;
    const a = bestPart(ctx, ta, q.periods.slice(0, 1));
    const b = a ? bestPart(ctx, tb, q.periods.slice(0, 1)) : null;
    if (a && b && b.val.value !== 0 && a.reading.key !== b.reading.key) {
      const value = a.val.value / b.val.value;
      const formatted = formatValue(value, { kind: 'ratio', currency: '', scale: 1, decimals: 2 });
      const na = lineLabel(a.val.cells[0]!);
      const nb = lineLabel(b.val.cells[0]!);
      const cells = [...a.val.cells, ...b.val.cells];
      const ua = unitFor(ctx, a.val.cells[0]!.row, a.val.cells[0]!.col);
      out.push({
        score: (a.reading.score + b.reading.score) / 2,
        recall: Math.min(a.reading.recall, b.reading.recall),
        weak: [...a.reading.weak, ...b.reading.weak],
        lead: `The ratio of ${label(na)} to ${label(nb)} is **${formatted}** (${formatValue(a.val.value, ua)} ÷ ${formatValue(b.val.value, ua)}).`,
        body: [sourceBlock(cells)],
        figures: [figureOf(`Ratio of ${na} to ${nb}`, value, formatted, cells)],
        key: keyOf(cells),
        value,
        brief: `${na} to ${nb}: ${formatted}`,
        measure: null,
        tableId: a.val.cells[0]!.row.table.stored.id,
      });
    }
  }
  return out;
}

function ratioChanges(ctx: Ctx): Reading[] {
  const periods = ctx.q.periods;
  if (periods.length < 2) return [];
  const [p1, p2] = orderPeriods(ctx, periods);
  const a = ratioAt(ctx, p1);
  const b = ratioAt(ctx, p2);
  if (!a || !b) return [];
  const diff = b.value - a.value;
  const unit: Unit = a.percent ? { kind: 'points', currency: '', scale: 1, decimals: 2 } : { kind: 'ratio', currency: '', scale: 1, decimals: 2 };
  const formatted = formatValue(diff, unit, true);
  const cells = [...a.num.cells, ...a.den.cells, ...b.num.cells, ...b.den.cells];
  return [
    {
      score: 1.2,
      recall: 1,
      weak: [],
      lead: `The ${a.name} ${diff >= 0 ? 'rose' : 'fell'} by **${formatValue(Math.abs(diff), unit, true)}**, from ${ratioText(a)} in ${describePeriod(p1)} to ${ratioText(b)} in ${describePeriod(p2)}.`,
      body: [
        `Working: ${describePeriod(p1)}: ${formatValue(a.num.value, unitFor(ctx, a.num.cells[0]!.row, a.num.cells[0]!.col), true)} ÷ ${formatValue(a.den.value, unitFor(ctx, a.den.cells[0]!.row, a.den.cells[0]!.col), true)} = ${ratioText(a)}; ${describePeriod(p2)}: ${formatValue(b.num.value, unitFor(ctx, b.num.cells[0]!.row, b.num.cells[0]!.col), true)} ÷ ${formatValue(b.den.value, unitFor(ctx, b.den.cells[0]!.row, b.den.cells[0]!.col), true)} = ${ratioText(b)}; change ${formatted}.`,
        sourceBlock(cells),
      ],
      figures: [figureOf(`Change in the ${a.name}`, diff, formatted, cells)],
      key: keyOf(cells),
      value: diff,
      brief: `${a.name}: ${formatted}`,
      measure: null,
      tableId: a.num.cells[0]!.row.table.stored.id,
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Largest and smallest.

/** Quarters of a series: its quarter columns, or its months added up by fiscal quarter. */
function byQuarter(ctx: Ctx, series: Array<{ cells: Cell[]; value: number; period: Period }>): Array<{ cells: Cell[]; value: number; period: Period }> {
  const quarters = series.filter((e) => e.period.kind === 'quarter');
  if (quarters.length) return quarters;
  const groups = new Map<string, { cells: Cell[]; value: number; period: Period }>();
  for (const e of series) {
    if (e.period.kind !== 'month' || e.period.year === undefined || !e.period.month) continue;
    const i = e.period.year * 12 + e.period.month - 1;
    const fy = fiscalYearOf(i, ctx.fyStart);
    const quarter = Math.floor((i - fiscalStart(fy, ctx.fyStart)) / 3) + 1;
    const key = `${fy}Q${quarter}`;
    const g = groups.get(key) ?? { cells: [], value: 0, period: { kind: 'quarter', quarter, year: fy, fiscal: true, start: 0, end: 0, text: key } as Period };
    g.cells.push(...e.cells);
    g.value += e.value;
    groups.set(key, g);
  }
  // Only whole quarters compare fairly.
  return [...groups.values()].filter((g) => g.cells.length === 3);
}

const NOUN_CATEGORY: Record<string, Category> = {
  expense: 'expense',
  expenses: 'expense',
  expenditure: 'expense',
  spending: 'expense',
  cost: 'expense',
  revenue: 'revenue',
  revenues: 'revenue',
  income: 'revenue',
  source: 'revenue',
  asset: 'asset',
  liability: 'liability',
};

export function extremes(ctx: Ctx, subject: Subject): Reading[] {
  const q = ctx.q;
  const ex = q.extreme!;
  const out: Reading[] = [];
  const dirWord = ex.dir === 'max' ? 'highest' : 'lowest';
  if (ex.over === 'period') {
    for (const line of candidateLines(ctx, subject)) {
      let series = lineSeries(ctx, line, q.periods[0] ?? null);
      if (ex.unit === 'month') series = series.filter((e) => e.period.kind === 'month');
      if (ex.unit === 'year') series = series.filter((e) => e.period.kind === 'year' || e.period.kind === 'date' || e.period.kind === 'range');
      if (ex.unit === 'quarter') series = byQuarter(ctx, series);
      if (series.length < 2) continue;
      const pick = series.reduce((best, e) => ((ex.dir === 'max' ? e.value > best.value : e.value < best.value) ? e : best));
      const first = pick.cells[0]!;
      const unit = unitFor(ctx, first.row, first.col);
      // 'Which year': the year, even when the column is dated ('December 31, 2018' → 2018).
      const when = line.row ? (ex.unit === 'year' && pick.period.kind === 'date' ? String(pick.period.year) : describePeriod(pick.period)) : first.row.row.label.trim();
      const name = line.row ? line.row.label : line.label;
      const cells = series.flatMap((e) => e.cells);
      const rows = series.map((e) => [line.row ? describePeriod(e.period) : e.cells[0]!.row.row.label.trim(), formatValue(e.value, unit)]);
      out.push({
        score: line.text + 0.35 * (q.periods.length ? 1 : 0.5) + (line.row ? adjustments(ctx, line.row) : 0),
        recall: line.recall,
        weak: weakWords(subject, [line.fit.ev]),
        lead: `${label(name)} ${line.row ? 'was' : 'is'} ${dirWord} in **${md(when)}**, at ${formatValue(pick.value, unit)}.`,
        body: [mdTable(['Period', 'Amount'], rows), sourceBlock(cells)],
        figures: [figureOf(`${dirWord} ${name}: ${when}`, pick.value, formatValue(pick.value, unit), pick.cells)],
        key: keyOf(pick.cells),
        value: when,
        brief: `${name}: ${when}`,
        measure: measureOf(first.col.kind),
        tableId: line.table.stored.id,
      });
    }
    return out;
  }
  // Over lines: the rows of one table (of a category when the question names one).
  const category = ex.noun ? (NOUN_CATEGORY[ex.noun] ?? null) : null;
  const periods = q.periods;
  for (const t of ctx.index.tables) {
    const rows = t.rows.filter((r) => !r.isHeading && !r.isSubtotal && !r.period && (!category || r.category === category));
    if (rows.length < 2) continue;
    const entries: Array<{ row: RowModel; value: number; cells: Cell[]; detail: string }> = [];
    for (const row of rows) {
      const line: Line = { table: t, row, col: null, fit: { row, ev: [], precision: 0, upper: 0 }, text: 0, recall: 0, label: row.label };
      if (ex.measure === 'value') {
        const v = lineValue(ctx, line, periods[0] ?? null);
        if (v) entries.push({ row, value: v.value, cells: v.cells, detail: '' });
        continue;
      }
      let pair: [Val, Val] | null = null;
      if (periods.length >= 2) {
        const [p1, p2] = orderPeriods(ctx, periods);
        pair = pairAt(ctx, line, p1, p2);
      } else {
        const s = lineSeries(ctx, line, null);
        if (s.length >= 2) {
          const a = s.at(-2)!;
          const b = s.at(-1)!;
          pair = [
            { value: a.value, cells: a.cells, match: 1, how: 'cell', kind: a.cells[0]!.col.kind, period: null },
            { value: b.value, cells: b.cells, match: 1, how: 'cell', kind: b.cells[0]!.col.kind, period: null },
          ];
        }
      }
      if (!pair) continue;
      const diff = pair[1].value - pair[0].value;
      const value = ex.measure === 'percentChange' ? (pair[0].value !== 0 ? (diff / Math.abs(pair[0].value)) * 100 : NaN) : diff;
      if (!Number.isFinite(value)) continue;
      const unit = unitFor(ctx, row, pair[1].cells[0]!.col);
      entries.push({
        row,
        value,
        cells: [...pair[0].cells, ...pair[1].cells],
        detail: `${formatValue(pair[0].value, unit)} ${valPhrase(ctx, pair[0])} to ${formatValue(pair[1].value, unit)} ${valPhrase(ctx, pair[1])}`,
      });
    }
    if (entries.length < 2) continue;
    const pick = entries.reduce((best, e) => ((ex.dir === 'max' ? e.value > best.value : e.value < best.value) ? e : best));
    // Which table: the one the question's other words point at, with the most lines to compare.
    const titleWords = subject.tokens.filter((tok) => t.titleStems.includes(tok.stem) || t.doc.nameStems.includes(tok.stem)).length;
    const score = 0.5 + 0.1 * titleWords + 0.02 * Math.min(entries.length, 20) + (category ? 0.2 : 0);
    const unit = unitFor(ctx, pick.row, pick.cells.at(-1)!.col);
    const fmt = (v: number) => (ex.measure === 'percentChange' ? percent(v) : formatValue(v, unit, ex.measure !== 'value'));
    const verb = ex.measure === 'value' ? `is the ${dirWord}` : ex.dir === 'max' ? 'increased the most' : 'decreased the most';
    const detail = ex.measure === 'value' ? `, at ${fmt(pick.value)}` : `: ${pick.value >= 0 ? 'up' : 'down'} ${fmt(Math.abs(pick.value))}, from ${pick.detail}`;
    const sorted = [...entries].sort((a, b) => (ex.dir === 'max' ? b.value - a.value : a.value - b.value)).slice(0, 5);
    out.push({
      score,
      recall: 1,
      weak: [],
      lead: `**${label(pick.row.label)}** ${verb}${oneSentence(detail)}.`,
      body: [mdTable(['Line', ex.measure === 'value' ? 'Amount' : 'Change'], sorted.map((e) => [e.row.label, fmt(e.value)])), sourceBlock(pick.cells)],
      figures: [figureOf(`${pick.row.label}`, pick.value, fmt(pick.value), pick.cells)],
      key: keyOf(pick.cells),
      value: pick.row.label,
      brief: `${pick.row.label}: ${fmt(pick.value)}`,
      measure: null,
      tableId: t.stored.id,
    });
  }
  return out;
}

export function tableReadings(ctx: Ctx): Reading[] {
  const q = ctx.q;
  const subject = subjectOf(q.tokens, ctx.index.idf);
  let out: Reading[] = [];
  switch (q.op) {
    case 'lookup': {
      out = [...lookups(ctx, subject, q.periods), ...categoryReadings(ctx, subject, q.periods)];
      // 'salaries and benefits': two lines, when no one line says both.
      const single = out.reduce<Reading | null>((b, r) => (!b || r.score > b.score ? r : b), null);
      if (q.periods.length <= 1 && (!single || single.recall < 0.95)) {
        for (const r of aggregates(ctx, subject, 'sum', true)) if (r.recall >= 0.95) out.push(r);
      }
      break;
    }
    case 'sum': {
      // Only words such as 'total' to go by: a line's sum would be any 'Total' line's.
      const vague = subject.tokens.every((t) => t.soft) ? 0.3 : 0;
      out = [...aggregates(ctx, subject, 'sum').map((r) => Object.assign(r, { score: r.score - vague })), ...categoryReadings(ctx, subject, q.periods.length === 1 ? q.periods : [])];
      // 'the total number outstanding at A of those issued in B': a cell, not a sum.
      if (!out.length) out = lookups(ctx, subject, q.periods);
      if (!out.length) out = lookups(ctx, subject, q.periods.slice(0, 1));
      break;
    }
    case 'average':
      out = aggregates(ctx, subject, 'average');
      break;
    case 'difference':
    case 'percentChange':
      out = changes(ctx, subject);
      break;
    case 'variance':
      out = variances(ctx, subject);
      break;
    case 'share':
      out = shares(ctx);
      break;
    case 'ratio':
      out = ratios(ctx, subject);
      break;
    case 'extreme':
      out = extremes(ctx, subject);
      break;
    case 'code':
      out = [];
      break;
  }
  return out.sort((a, b) => b.score - a.score);
}

export { subjectOf };
