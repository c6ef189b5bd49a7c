// A two-sided book: receipts on the left and payments on the right of one sheet (a cash book, a
// T-account, an event's statement), each side with the same columns ('Date | Particulars |
// Amount'). A row holds one receipt and an unrelated payment, so the two sides are two tables.
import type { StoredTable } from '../../../documents';
import { isSubtotalLabel } from '../../../documents/parse/values';

const TEXT_HEAD = /\b(?:particulars|description|details|narration|narrative|item|items|head|account|payee|received from|paid to|source|purpose|memo)\b/i;

interface Side {
  label: string;
  from: number;
  to: number;
}

/** The two sides of a two-sided book, or null when the table is not one. */
function sidesOf(t: StoredTable): [Side, Side] | null {
  const width = t.columns.length;
  for (const [k, h] of t.headerRows.entries()) {
    // (The columns' own headings: the heading row under the sides', else the columns'.)
    const under = t.headerRows[k + 1] ?? t.columns;
    const sides: Side[] = [];
    let current: Side | null = null;
    let outside = false;
    for (let c = 0; c < width; c++) {
      const group = (h[c] ?? '').trim();
      const head = (under[c] ?? '').trim();
      // (A heading spread over its columns, or written once over the first.)
      if (group && current && group === current.label) current.to = c;
      else if (group) {
        current = { label: group, from: c, to: c };
        sides.push(current);
      } else if (current && head) current.to = c;
      else if (!current && head) outside = true;
      // (A column with no heading at all between the sides parts them.)
      else if (!head) current = null;
    }
    if (sides.length !== 2 || outside) continue;
    const heads = sides.map((s) => under.slice(s.from, s.to + 1).map((x) => x.trim().toLowerCase()).filter(Boolean));
    // Each side says what each entry was, and the two sides have the same columns.
    const shared = heads[0]!.filter((x) => heads[1]!.includes(x));
    if (shared.length < 2 || !heads.every((hs) => hs.some((x) => TEXT_HEAD.test(x)))) continue;
    return [sides[0]!, sides[1]!];
  }
  return null;
}

/** The table as one table, or its two sides as two tables each titled by its side ('RECEIPTS', 'PAYMENTS'). */
export function splitTwoSided(t: StoredTable): StoredTable[] {
  const sides = sidesOf(t);
  if (!sides) return [t];
  return sides.map((s, i) => {
    const cut = <T>(xs: T[]) => xs.slice(s.from, s.to + 1);
    const named = Math.max(0, cut(t.headerRows.at(-1) ?? t.columns).findIndex((x) => TEXT_HEAD.test(x)));
    const rows = t.rows
      .map((r) => {
        const cells = cut(r.cells);
        const label = typeof cells[named] === 'string' ? String(cells[named]).trim() : '';
        return { ...r, cells, label, isSubtotal: isSubtotalLabel(label), ...(r.text ? { text: cut(r.text) } : {}) };
      })
      .filter((r) => r.cells.some((v) => v !== null && v !== ''));
    return {
      ...t,
      id: `${t.id}~${i + 1}`,
      name: `${t.name} ${s.label}`,
      title: [t.title, s.label].filter(Boolean).join(' - '),
      headerRows: t.headerRows.map((h) => cut(h)),
      columns: cut(t.columns),
      rows,
    };
  });
}
