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

const isFigure = (v: unknown) => typeof v === 'number' || (typeof v === 'string' && /^[\s(€$£-]*\d[\d.,\s]*\)?%?$/.test(v));

/**
 * A statement printed in two halves side by side: costs on the left and income on the right, each
 * half its own lines and its own years ('Costi e oneri | 2025 | 2024 | Ricavi e proventi | 2025 |
 * 2024', as an Italian ministerial rendiconto or a French compte de résultat prints it). A column
 * of labels in the middle, the figures before it and after it in as many columns, and the same
 * years over both halves where the heading gives years.
 */
function mirroredSides(t: StoredTable): [Side, Side] | null {
  const width = t.columns.length;
  if (width < 4 || width % 2 !== 0) return null;
  const k = width / 2;
  const labels = (c: number) => {
    const filled = t.rows.map((r) => r.cells[c]).filter((v) => v !== null && v !== undefined && v !== '');
    const words = filled.filter((v) => typeof v === 'string' && !isFigure(v) && /[a-z]{3}/i.test(v));
    return filled.length >= 3 && words.length >= filled.length * 0.8 ? words.length : 0;
  };
  if (!labels(0) || !labels(k)) return null;
  for (let c = 1; c < width; c++) {
    if (c === k) continue;
    const filled = t.rows.map((r) => r.cells[c]).filter((v) => v !== null && v !== undefined && v !== '');
    if (!filled.length || filled.some((v) => !isFigure(v))) return null;
  }
  const years = (from: number, to: number) => t.columns.slice(from, to).map((h) => (h.match(/\b(?:19|20)\d{2}\b/) ?? [''])[0]).join('|');
  if (years(1, k) !== years(k + 1, width)) return null;
  return [
    { label: t.columns[0]!.trim(), from: 0, to: k - 1 },
    { label: t.columns[k]!.trim(), from: k, to: width - 1 },
  ];
}

/** One side of the table as a table of its own: its columns, its rows labelled by the side's own column of words. */
function sideOf(t: StoredTable, s: Side, i: number, named: number, name: string): StoredTable {
  const cut = <T>(xs: T[]) => xs.slice(s.from, s.to + 1);
  const rows = t.rows
    .map((r) => {
      const cells = cut(r.cells);
      const label = typeof cells[named] === 'string' ? String(cells[named]).trim() : '';
      // (A code read from the whole row is kept by the side whose label has it.)
      const { code, ...rest } = r;
      return { ...rest, ...(code && label.includes(code) ? { code } : {}), cells, label, isSubtotal: isSubtotalLabel(label), ...(r.text ? { text: cut(r.text) } : {}) };
    })
    .filter((r) => r.cells.some((v) => v !== null && v !== ''));
  return { ...t, id: `${t.id}~${i + 1}`, name, title: [t.title, s.label].filter(Boolean).join(' - '), headerRows: t.headerRows.map((h) => cut(h)), columns: cut(t.columns), rows };
}

/** The table as one table, or its two sides as two tables each titled by its side ('RECEIPTS', 'PAYMENTS'). */
export function splitTwoSided(t: StoredTable): StoredTable[] {
  const mirrored = mirroredSides(t);
  if (mirrored) {
    return mirrored.map((s, i) => {
      const side = sideOf(t, s, i, 0, `${t.name} ${i + 1}`);
      // (The half's heading, 'Proventi', heads its lines as a section would.)
      const first = side.rows[0];
      if (s.label && first) side.rows.unshift({ rowNumber: first.rowNumber, label: s.label, isSubtotal: false, cells: [s.label, ...first.cells.slice(1).map(() => null)] });
      return side;
    });
  }
  const sides = sidesOf(t);
  if (!sides) return [t];
  return sides.map((s, i) => sideOf(t, s, i, Math.max(0, (t.headerRows.at(-1) ?? t.columns).slice(s.from, s.to + 1).findIndex((x) => TEXT_HEAD.test(x))), `${t.name} ${s.label}`));
}
