// How figures and lines are written in an answer: a fact in its own unit ('$462 million', '£12,500',
// '13%', '4,474,868 shares' as a count, '1.2x'), a computed figure in the unit it has (a
// difference of percentages is in percentage points, a ratio a plain number), the line's name, the
// period and kind of the figure ('in FY2025 (budget)', 'at June 30, 2025', 'in the three months
// ended July 1, 2023'), and the source line (document, sheet or page, row, column).
import type { GroundingFigure } from '../agent';
import { timeKey, YEAR_TO_DATE, type GroundCtx, type Pick } from './ground';
import { formatValue, percent, type Unit } from './format';
import type { DisplayPrefs } from './instructions';
import { describePeriod, findPeriods, type Period } from './periods';
import type { Line } from './table/lines';
import type { Fact } from './table/types';
import { periodOfLabel } from './table/build';

export type ComputedUnit =
  | { kind: 'money'; currency: string; scale: number; decimals: number }
  | { kind: 'count'; scale: number; decimals: number; word?: string }
  | { kind: 'percent' }
  | { kind: 'points' }
  | { kind: 'ratio'; suffix?: string }
  | { kind: 'text' };

let display: DisplayPrefs | null = null;
/** The organisation's answer-format instructions, for the answer being written. */
export function setDisplay(d: DisplayPrefs | null): void {
  display = d;
}

function decimalsOfValue(v: number): number {
  for (let d = 0; d <= 2; d++) if (Math.abs(Math.round(v * 10 ** d) / 10 ** d - v) < 1e-9) return d;
  return 2;
}

const MINOR_UNIT = /\((cents?|pence|p)\)|\bin (cents?|pence)\b|\b(cents?|pence) per\b/;

export function unitOfFact(f: Fact, computed = false): ComputedUnit {
  const decimals = decimalsOfValue(f.value);
  void computed;
  switch (f.unit) {
    case 'percent':
      return { kind: 'percent' };
    case 'bps':
      return { kind: 'count', scale: 1, decimals, word: 'basis points' };
    case 'ratio':
      return { kind: 'ratio', suffix: f.printed && /x\)?$/i.test(f.printed.trim()) ? 'x' : '' };
    case 'years':
      return { kind: 'count', scale: 1, decimals, word: 'years' };
    case 'days':
      return { kind: 'count', scale: 1, decimals, word: 'days' };
    case 'months':
      return { kind: 'count', scale: 1, decimals, word: 'months' };
    case 'count':
      return { kind: 'count', scale: f.scaleStated ? f.scale : 1, decimals };
    case 'perShare': {
      // A figure its label states in the currency's cents or pence ('Dividend per share (cents)', 'EPS (p)').
      const minor = MINOR_UNIT.exec(`${f.row.label} ${f.col.label}`.toLowerCase());
      if (minor) return { kind: 'count', scale: 1, decimals, word: /pen|\(p\)/.test(minor[0]) ? 'pence' : 'cents' };
      return { kind: 'money', currency: f.currency, scale: 1, decimals: Math.max(2, decimals) };
    }
    default:
      return { kind: 'money', currency: f.currency, scale: f.scaleStated ? f.scale : 1, decimals };
  }
}

/** A value in a unit, as the answer writes it. */
export function formatIn(unit: ComputedUnit, value: number, computed = false): string {
  switch (unit.kind) {
    case 'percent':
      return percent(value, Math.abs(value) >= 100 ? 1 : 2);
    case 'points':
      return `${value < 0 ? '-' : ''}${Math.abs(value).toFixed(Math.abs(value) >= 10 ? 1 : 2)} percentage points`;
    case 'ratio': {
      // Two decimals; below one, four ('0.2749', not '0.27' or '0.275', of a debt ratio: a reader
      // rounds it as they need, and a figure rounded twice can land on the wrong side).
      const abs = Math.abs(value);
      const d = abs >= 100 ? 1 : abs >= 1 || abs === 0 ? 2 : 4;
      const s = value.toFixed(d);
      return `${d === 4 ? s.replace(/(\.\d\d\d?)0+$/, '$1') : s}${unit.suffix ?? ''}`;
    }
    case 'text':
      return String(value);
    case 'count': {
      const u: Unit = { kind: 'count', currency: '', scale: unit.scale, decimals: computed ? Math.min(2, Math.max(unit.decimals, decimalsOfValue(value))) : unit.decimals };
      const s = formatValue(value, u, computed);
      return unit.word ? `${s} ${unit.word}` : s;
    }
    case 'money': {
      // Figures as the statement prints them: '$24.9 million', '$616 million', '$1,234.50'.
      const d = Math.min(2, Math.max(computed ? 0 : unit.decimals, decimalsOfValue(Math.round(value * 100) / 100)));
      if (!display && (unit.scale > 1 || d !== 1)) {
        const scale = unit.scale === 1e5 ? ' lakh' : unit.scale === 1e7 ? ' crore' : unit.scale >= 1e9 ? ' billion' : unit.scale >= 1e6 ? ' million' : unit.scale >= 1e3 ? ' thousand' : '';
        const n = Math.abs(value).toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
        return `${value < 0 ? '-' : ''}${unit.currency}${n}${scale}`;
      }
      const u: Unit = { kind: 'money', currency: unit.currency, scale: unit.scale, decimals: unit.decimals, ...(display ? { display } : {}) };
      return formatValue(value, u, computed);
    }
  }
}

/**
 * The figure an answer leads with: as `formatIn` writes it, and a thousand thousands or more said
 * in millions (a thousand millions in billions) first, the figure as stated beside it:
 * '$85.1 million ($85,123 thousand)'. Not when the organisation asked for its own display.
 */
export function headline(unit: ComputedUnit, value: number, computed = false): string {
  const exact = formatIn(unit, value, computed);
  if (display || unit.kind !== 'money' || (unit.scale !== 1e3 && unit.scale !== 1e6) || Math.abs(value) < 1000) return exact;
  const word = unit.scale === 1e3 ? 'million' : 'billion';
  const big = Math.abs(value) / 1000;
  const rounded = big.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${value < 0 ? '-' : ''}${unit.currency}${rounded} ${word} (${exact})`;
}

export function fmtFact(f: Fact, value = f.value, computed = false): string {
  return formatIn(unitOfFact(f, computed), value, computed);
}

/** The line a figure is on, as the answer names it. */
export function lineName(line: Line, f?: Fact): string {
  // (Years down the side: the column names the line; a line under period headings is named itself.)
  // (A column with no heading of its own is named as its line is, from the total row below it.)
  if (line.table.periodAxis === 'rows' && line.rows.length > 1) return line.rows.every((r) => periodOfLabel(r.label)) && !/^Column \d+$/.test(line.cols[0]!.label) ? line.cols[0]!.label : line.name;
  if (line.table.periodAxis === 'records') return line.name;
  const row = f?.row ?? line.rows[0]!;
  const label = row.label || line.name;
  const path = row.path.filter((p) => !periodOfLabel(p));
  // 'Total' under 'Expenses': the section names it.
  if (/^(total|subtotal|net|other|all other)$/i.test(label) && path.length) return `${label} ${path[path.length - 1]}`;
  // 'Basic' under 'Net income per share': the section says what.
  if (/^(basic|diluted|basic and diluted|current|non-?current|long-term|short-term)$/i.test(label) && path.length) return `${path[path.length - 1]!.replace(/:$/, '')} — ${label}`;
  return line.name.startsWith(label) ? line.name : label;
}

function kindWord(f: Fact): string {
  switch (f.kind) {
    case 'budget':
      return 'budget';
    case 'actual':
      return 'actual';
    case 'forecast':
      return 'forecast';
    case 'ytd':
      return 'year to date';
    default:
      return '';
  }
}

export function periodWords(p: Period): string {
  if (p.kind === 'date') return `${p.ended ? 'in the year ended' : 'at'} ${describePeriod(p)}`;
  if (p.kind === 'span') return `in ${describePeriod(p)}`;
  return `in ${describePeriod(p)}`;
}

/** 'in FY2025 (budget)', 'at June 30, 2025', 'for 2021', 'in “Level 2”'. */
export function periodPhrase(ctx: GroundCtx, pick: Pick, line: Line): string {
  if (pick.how === 'sum' && pick.period) {
    const facts = pick.facts;
    if (facts.length > 1 && ctx.plan.variants.includes('ytd') && pick.period.kind !== 'monthRange' && pick.period.kind !== 'range') {
      // Through the last month added, not 'through FY2025'.
      const last = [...facts].sort((a, b) => timeKey(ctx, b) - timeKey(ctx, a))[0]!.periods[0];
      const through = pick.period.kind === 'year' && last ? { ...last, kind: last.kind === 'date' ? ('month' as const) : last.kind } : pick.period;
      return `year to date through ${describePeriod(through)}`;
    }
    const names = facts.map((f) => f.col.period ?? f.row.period).filter((x): x is Period => Boolean(x));
    const said = describePeriod(pick.period);
    const span = names.length >= 2 && names[0]!.kind === 'month' ? `${describePeriod(names[0]!)} to ${describePeriod(names.at(-1)!)}` : '';
    // ('in January 2026 to March 2026', not the same months again in brackets.)
    return `in ${said}${span && span !== said ? ` (${span})` : ''}`;
  }
  // Every record of a log a key picks out, no period asked: how many, from the first day to the last.
  if (pick.how === 'sum' && !pick.period && pick.facts.length > 1 && pick.facts.every((x) => x.table.periodAxis === 'records' && x.periods[0])) {
    const days = [...pick.facts].sort((a, b) => timeKey(ctx, a) - timeKey(ctx, b)).map((x) => describePeriod(x.periods[0]!));
    return `(${pick.facts.length} records, ${days[0] === days.at(-1) ? days[0] : `${days[0]} to ${days.at(-1)}`})`;
  }
  const f = pick.facts[0];
  if (!f) return '';
  const bits: string[] = [];
  const p = f.periods[0];
  // (A row that is its period ('2019', 'Balance at June 30, 2024') is named as written; a line
  // under a period heading, or a movement in a roll-forward, by its period.)
  // (A label that dates itself, 'Balance per ledger at 30/06/2024', is not dated again.)
  const selfDated = p && p.kind === 'date' && f.row.period?.kind === 'date' && f.row.period.day === p.day && f.row.period.month === p.month && f.row.period.year === p.year && findPeriods(f.row.label).some((x) => x.kind === 'date' && x.day === p.day && x.month === p.month);
  if (p && !selfDated) bits.push(f.table.periodAxis === 'rows' && f.row.period && periodOfLabel(f.row.label) ? `for ${f.row.label}` : periodWords(p));
  const ytd = f.kind !== 'ytd' && YEAR_TO_DATE.test(f.col.label);
  const k = ytd && kindWord(f) ? `${kindWord(f)}, year to date` : kindWord(f);
  const distinct = f.col.distinct.length ? f.col.label : '';
  const extra = distinct && !line.name.includes(distinct) ? distinct : k && (line.facts.some((x) => x.kind !== f.kind) || f.table.kind !== k) ? k : '';
  // (A table that gives no year, read as the year its document reports on: that year, said.)
  if (!p && pick.period && pick.how === 'cell' && f.col.label && !/^Column \d+$/.test(f.col.label)) return `(${f.col.label}) in ${describePeriod(pick.period)}, the year the document reports on`;
  if (!p && f.col.label && !/^Column \d+$/.test(f.col.label)) return `(${f.col.label})`;
  if (extra) bits.push(`(${extra})`);
  void ctx;
  return bits.join(' ');
}

/** A record's keys, so a reader finds the one record among its label's ('tax_year: 2024, column: End of Year'). */
function recordKeys(t: Fact['table'], r: Fact['row'], count: number): string {
  if (t.periodAxis !== 'records' || count > 3 || !r.keys.length) return '';
  const keys = r.keys.filter((k) => !/^(?:form|id|seq|sequence)\b/i.test(k)).slice(0, 4);
  return keys.length ? ` (${keys.join(', ')})` : '';
}

export function sourceOf(input: Fact[]): string {
  const facts = input.flatMap((f) => f.parts ?? [f]);
  if (!facts.length) return '';
  const byTable = new Map<string, Fact[]>();
  for (const f of facts) byTable.set(f.table.id, [...(byTable.get(f.table.id) ?? []), f]);
  const parts: string[] = [];
  for (const group of byTable.values()) {
    const t = group[0]!.table;
    const rows = [...new Set(group.map((f) => f.row))];
    const cols = [...new Set(group.map((f) => f.col))];
    const rowText = rows
      .slice(0, 6)
      .map((r) => `“${[...r.path.slice(-1), r.label].filter(Boolean).join(' › ') || r.label}”${r.code ? ` (account ${r.code})` : ''}${recordKeys(t, r, rows.length)}`)
      .join(', ');
    const colText = cols
      .slice(0, 13)
      .map((c) => `“${c.label}”`)
      .join(', ');
    parts.push(`*${t.where}*, ${rows.length > 1 ? 'rows' : 'row'} ${rowText}${rows.length > 6 ? ' …' : ''}, ${cols.length > 1 ? 'columns' : 'column'} ${colText}${cols.length > 13 ? ' …' : ''}`);
  }
  return parts.join('; ');
}

export function figureOf(label: string, value: number, formatted: string, facts: Fact[]): GroundingFigure {
  return { label, value, formatted, source: sourceOf(facts).replace(/\*/g, '') };
}
