// Lines: the things a question can name in a table, each with its figures over time. A line of a
// statement is a row (and, when its columns are told apart by words as well as periods, the
// group of columns: 'Without donor restrictions' against 'With donor restrictions'). In a table
// whose periods run down the side it is a column. In a record table it is one named thing
// (a foundation, an account) in one column, its figures the records' periods. Every line knows the
// words that name it, field by field, so a question's words can be weighed against them.
import { factAt } from './build';
import type { Category, Col, Fact, Row, TableModel } from './types';

export interface Line {
  id: string;
  table: TableModel;
  rows: Row[];
  cols: Col[];
  facts: Fact[];
  /** How an answer names it: 'Rent and Occupancy', 'Operating Leases', 'Python Software Foundation — Total Revenue'. */
  name: string;
  /** Stems naming it, for how much of its name a question says. */
  nameStems: string[];
  /** Words by where they come from (each weighed differently). */
  label: string[];
  path: string[];
  keys: string[];
  col: string[];
  category: Category | null;
  isTotal: boolean;
  /** The row is a section's heading line, or the line has no figures. */
  empty: boolean;
}

/** The group of columns a line spans: columns with the same words apart from their period and kind. */
function columnGroups(cols: Col[]): Col[][] {
  const groups = new Map<string, Col[]>();
  for (const c of cols) {
    const key = `${c.block}|${c.textual ? 'text' : ''}|${[...new Set(c.distinct)].sort().join(' ')}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()];
}

function groupName(cols: Col[]): string {
  if (!cols.length) return '';
  const words = cols[0]!.distinct;
  if (!words.length) return '';
  // The shortest label of the group that carries its distinct words: 'With Donor Restrictions'.
  const labels = cols.map((c) => c.path.filter((p) => !/\b(19|20)\d{2}\b/.test(p)).join(' ')).filter(Boolean);
  return labels.sort((a, b) => a.length - b.length)[0] ?? cols[0]!.label;
}

export function linesOf(table: TableModel): Line[] {
  const out: Line[] = [];
  const value = table.cols.filter((c) => !c.textual);
  const push = (rows: Row[], cols: Col[], name: string, extra: Partial<Line> = {}) => {
    const facts: Fact[] = [];
    for (const r of rows) for (const c of cols) {
      const f = factAt(table, r, c);
      if (f) facts.push(f);
    }
    const row = rows[0]!;
    const colWords = [...new Set(cols.flatMap((c) => c.own))];
    out.push({
      id: `${table.id}:${out.length}`,
      table,
      rows,
      cols,
      facts,
      name,
      nameStems: extra.nameStems ?? [...new Set([...row.stems, ...cols[0]!.distinct])],
      label: extra.label ?? row.stems,
      path: extra.path ?? row.pathStems,
      keys: extra.keys ?? row.keyStems,
      col: colWords,
      category: row.category,
      isTotal: row.isTotal,
      empty: facts.length === 0,
      ...extra,
    });
  };

  if (table.periodAxis === 'rows') {
    // Years down the side: each column over the period rows is a line; other rows stay lines of their own.
    const periodRows = table.rows.filter((r) => r.period && !r.isHeading && !r.isTotal);
    const otherRows = table.rows.filter((r) => !r.period && !r.isHeading);
    for (const c of value) {
      if (periodRows.length) {
        out.push({
          id: `${table.id}:${out.length}`,
          table,
          rows: periodRows,
          cols: [c],
          facts: periodRows.map((r) => factAt(table, r, c)).filter((f): f is Fact => f !== null),
          name: c.label,
          nameStems: c.own,
          label: c.own,
          path: [],
          keys: [],
          col: c.own,
          category: null,
          isTotal: /^total\b/i.test(c.label),
          empty: false,
        });
      }
      for (const r of otherRows) push([r], [c], `${r.label} — ${c.label}`, { nameStems: [...new Set([...r.stems, ...c.own])], label: [...r.stems], col: c.own });
    }
    return out.filter((l) => !l.empty);
  }

  if (table.shape === 'record' && table.periodAxis === 'records') {
    // A record table: one line per named thing (the records sharing its label and keys) and column.
    const groups = new Map<string, Row[]>();
    for (const r of table.rows) {
      if (r.isHeading) continue;
      const key = [r.label.toLowerCase(), ...r.keys.filter((k) => !/\b(?:year|fy|period|date|month|quarter)\b/i.test(k.split(':')[0] ?? ''))].join('|');
      groups.set(key, [...(groups.get(key) ?? []), r]);
    }
    for (const rows of groups.values()) {
      for (const c of value) push(rows, [c], `${rows[0]!.label} — ${c.label}`, { nameStems: [...new Set([...rows[0]!.stems, ...c.own])], col: c.own });
    }
    return out.filter((l) => !l.empty);
  }

  const groups = columnGroups(value);
  const textCols = table.cols.filter((c) => c.textual);
  for (const r of table.rows) {
    if (r.isHeading) continue;
    for (const g of groups) {
      const gName = groupName(g);
      push([r], g, gName && groups.length > 1 ? `${r.label} — ${gName}` : r.label);
    }
    for (const c of textCols) {
      if (typeof r.cells[c.index] !== 'string') continue;
      out.push({
        id: `${table.id}:${out.length}`,
        table,
        rows: [r],
        cols: [c],
        facts: [],
        name: `${r.label} — ${c.label}`,
        nameStems: [...new Set([...r.stems, ...c.own])],
        label: r.stems,
        path: r.pathStems,
        keys: r.keyStems,
        col: c.own,
        category: r.category,
        isTotal: r.isTotal,
        empty: false,
      });
    }
  }
  return out.filter((l) => !l.empty || l.cols.some((c) => c.textual));
}
