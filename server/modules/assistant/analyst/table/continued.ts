// A table a PDF prints over a page break comes out of the parser as two tables, one a page. The
// second is the first continued when it follows it on the next page with the same columns, and
// says so ('– continued' in its title or its first line) or repeats its title: read as one table,
// a section that runs on ('Expenses (continued)') keeps its heading and its total.
import type { StoredTable } from '../../../documents/search';

const CONTINUED = /\bcontinued\b|\(cont(?:'d|inued|\.)?\)|\bcont'd\b/i;

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().replace(CONTINUED, ' ').replace(/[^a-z0-9%$£€]+/g, ' ').trim();

function continues(a: StoredTable, b: StoredTable): boolean {
  if (a.documentId !== b.documentId || a.page === null || b.page === null || b.page !== a.page + 1 || a.sheet || b.sheet) return false;
  if (a.columns.length < 2 || a.columns.length !== b.columns.length || a.columns.some((c, i) => norm(c) !== norm(b.columns[i]))) return false;
  const said = CONTINUED.test(b.title ?? '') || CONTINUED.test(b.rows[0]?.label ?? '') || CONTINUED.test(b.name);
  const sameTitle = Boolean(a.title) && norm(a.title) === norm(b.title);
  return said || sameTitle;
}

/** The tables with each one continued over a page break joined to the one it continues. */
export function joinContinued(tables: StoredTable[]): StoredTable[] {
  const out: StoredTable[] = [];
  for (const t of tables) {
    const prev = out.at(-1);
    // (Only the last table of one page and the first of the next: nothing between them.)
    const firstOnPage = !tables.some((x) => x !== t && x.documentId === t.documentId && x.page === t.page && x.ordinal < t.ordinal);
    if (prev && firstOnPage && continues(prev, t)) {
      const last = prev.rows.at(-1)?.rowNumber ?? prev.rows.length;
      // ('Expenses (continued)', a heading with no figures: its section goes on.)
      const rows = CONTINUED.test(t.rows[0]?.label ?? '') && t.rows[0]!.cells.every((c) => typeof c !== 'number') ? t.rows.slice(1) : t.rows;
      out[out.length - 1] = { ...prev, lastPage: t.page, rows: [...prev.rows, ...rows.map((r, i) => ({ ...r, rowNumber: last + i + 1 }))] };
      continue;
    }
    out.push(t);
  }
  return out;
}
