// How cells are named in an answer: the line ('Rent and Occupancy'), the period and kind of a
// column ('in the FY2025 budget', 'at June 30, 2025', 'in March 2025'), the unit of a figure, and
// the source line ('FY2025 Operating Budget.xlsx, sheet Budget, row “Rent and Occupancy”
// (account 5300), column “FY2025 Budget”').
import type { GroundingFigure } from '../agent';
import { decimalsOf, formatValue, type Unit } from './format';
import { columnPeriod, type Cell, type Ctx } from './match';
import type { ColumnModel, RowModel } from './model';
import { describePeriod, type Period } from './periods';

const plainKinds = new Set(['budget', 'actual', 'total', 'amount', 'value']);

/** The unit of a row's figures in a column. */
export function unitFor(ctx: Ctx, row: RowModel, col: ColumnModel | null): Unit {
  const table = row.table;
  const colLabel = col?.label ?? '';
  const decimals = decimalsOf(row.row.cells.filter((v): v is number => typeof v === 'number'));
  if (row.percent || col?.kind === 'percent') return { kind: 'percent', currency: '', scale: 1, decimals };
  const perShare = row.perShare || /\bper share\b/i.test(colLabel);
  const count = !perShare && (row.count || /\b(number|count|units|shares|headcount)\b/i.test(colLabel) || (ctx.q.count && !/\$|cost|amount|value|price/i.test(row.label)));
  const columnScale = /\bin thousands?\b|'000|’000|\(000s?\)/i.test(colLabel) ? 1e3 : /\bin millions?\b|million/i.test(colLabel) ? 1e6 : null;
  const scale = perShare ? 1 : (columnScale ?? (count && table.scale > 1 && !/thousand|million/i.test(table.stored.units ?? '') ? 1 : table.scale));
  if (count) return { kind: 'count', currency: table.currency, scale, decimals };
  return { kind: 'money', currency: table.currency, scale, decimals, ...(ctx.display ? { display: ctx.display } : {}) };
}

/** 'in the FY2025 budget', 'at June 30, 2025', 'in March 2025', 'in 2019', 'in “Notes”'. */
export function columnPhrase(ctx: Ctx, row: RowModel, col: ColumnModel): string {
  if (row.period && !col.period) return `in ${row.label}`;
  // A table whose rows are periods: the row's period first ('for Aug - 2019, at December 31, 2019').
  if (row.period && row.table.periodRows) return `for ${row.label}, ${columnPhrase(ctx, { ...row, period: null }, col)}`;
  const p = columnPeriod(ctx, row, col);
  const extra = col.stems.filter((s) => !plainKinds.has(s)).length ? ` (${col.label})` : '';
  if (!p) return `in “${col.label}”`;
  const d = periodWords(p);
  switch (col.kind) {
    case 'budget':
      return `in the ${d} budget${extra}`;
    case 'actual':
      return `in ${d} (actual)${extra}`;
    case 'total': {
      if (p.kind === 'date') return `${p.ended ? 'in the year ended' : 'at'} ${d} (${col.label})`;
      if (col.period) return `in ${d} in total${extra}`;
      // A 'Total' beside months: the months it adds up.
      const months = (row.table.blocks[row.block]?.columns ?? []).filter((c) => c.period?.kind === 'month' && c.period.year !== undefined);
      return months.length ? `in total for ${describePeriod(months[0]!.period!)} to ${describePeriod(months.at(-1)!.period!)}` : `in ${d} (the year's total)`;
    }
    default:
      return `${p.kind === 'date' ? (p.ended ? 'in the year ended' : 'at') : 'in'} ${d}${extra}`;
  }
}

export function periodWords(p: Period): string {
  return describePeriod(p);
}

/** The line a cell is on, as the answer names it. */
export function lineLabel(cell: Cell): string {
  if (cell.row.period && !cell.col.period && cell.row.table.periodRows) return cell.col.label;
  return cell.row.label;
}

export function sourceOf(cells: Cell[]): string {
  if (!cells.length) return '';
  const byTable = new Map<string, Cell[]>();
  for (const c of cells) byTable.set(c.row.table.stored.id, [...(byTable.get(c.row.table.stored.id) ?? []), c]);
  const parts: string[] = [];
  for (const group of byTable.values()) {
    const t = group[0]!.row.table;
    const rows = [...new Set(group.map((c) => c.row))];
    const cols = [...new Set(group.map((c) => c.col))];
    const rowText = rows
      .slice(0, 6)
      .map((r) => `“${r.row.label.trim() || r.label}”${r.code ? ` (account ${r.code})` : ''}`)
      .join(', ');
    const colText = cols
      .slice(0, 13)
      .map((c) => `“${c.label}”`)
      .join(', ');
    parts.push(`*${t.where}*, ${rows.length > 1 ? 'rows' : 'row'} ${rowText}${rows.length > 6 ? ' …' : ''}, ${cols.length > 1 ? 'columns' : 'column'} ${colText}${cols.length > 13 ? ' …' : ''}`);
  }
  return parts.join('; ');
}

export function figureOf(label: string, value: number, formatted: string, cells: Cell[]): GroundingFigure {
  return { label, value, formatted, source: sourceOf(cells).replace(/\*/g, '') };
}

export function fmtCell(ctx: Ctx, cell: Cell): string {
  return formatValue(cell.value, unitFor(ctx, cell.row, cell.col));
}
