// A two-sided cash book (receipts left, payments right, the same columns on each side) read as two
// tables, and a table that only groups its columns left whole.
import { describe, expect, it } from 'vitest';
import type { StoredTable } from '../../../documents';
import { organisation } from '../fixtures';
import { describePeriod } from '../periods';
import { splitTwoSided } from './two-sided';

const head = ['Date', 'Rc. No.', 'Particulars', 'Cash', 'Bank'];
const book: StoredTable = {
  id: 't1',
  documentId: 'd1',
  fileName: 'Cash book.xlsx',
  ordinal: 0,
  name: 'March',
  title: 'Cash book - March 2026',
  sheet: 'March',
  page: null,
  units: null,
  headerRows: [
    [...head.map(() => 'RECEIPTS'), '', ...head.map(() => 'PAYMENTS')],
    [...head, '', ...head],
  ],
  columns: [...head.map((h) => `RECEIPTS ${h}`), '', ...head.map((h) => `PAYMENTS ${h}`)],
  rows: [
    { rowNumber: 3, label: 'Balance b/d', isSubtotal: false, cells: ['2026-03-01', null, 'Balance b/d', 1200, 48000, null, '2026-03-04', 'V-31', 'Committee meeting - hall and tea', 5400, null] },
    { rowNumber: 4, label: 'Membership fees', isSubtotal: false, cells: ['2026-03-06', 'R-88', 'Membership fees', 3000, null, null, '2026-03-09', 'V-32', 'Seedlings', null, 7200] },
    { rowNumber: 5, label: 'Firewood sales', isSubtotal: false, cells: ['2026-03-12', 'R-89', 'Firewood sales', 2500, null, null, null, null, null, null, null] },
  ],
};

describe('a two-sided cash book', () => {
  it('is two tables, one a side, each row one entry', () => {
    const [receipts, payments] = splitTwoSided(book);
    expect(receipts!.title).toMatch(/RECEIPTS$/);
    expect(receipts!.rows.map((r) => r.label)).toEqual(['Balance b/d', 'Membership fees', 'Firewood sales']);
    expect(payments!.rows.map((r) => r.label)).toEqual(['Committee meeting - hall and tea', 'Seedlings']);
    expect(payments!.rows[0]!.cells).toEqual(['2026-03-04', 'V-31', 'Committee meeting - hall and tea', 5400, null]);
  });

  it('leaves a table whose groups are not two sides of entries whole', () => {
    const report: StoredTable = {
      ...book,
      headerRows: [
        ['', 'March', 'March', 'Year to date', 'Year to date'],
        ['', 'Actual', 'Budget', 'Actual', 'Budget'],
      ],
      columns: ['', 'March Actual', 'March Budget', 'Year to date Actual', 'Year to date Budget'],
      rows: [{ rowNumber: 3, label: 'Rent', isSubtotal: false, cells: ['Rent', 900, 900, 2700, 2700] }],
    };
    expect(splitTwoSided(report)).toEqual([report]);
  });

  it('is read by the analyst as two tables, a payment dated on its own side', () => {
    const org = organisation(4, { fileName: 'Cash book.xlsx', tables: [{ sheet: 'March', title: book.title!, headerRows: book.headerRows, columns: book.columns, rows: book.rows.map((r) => r.cells) }] });
    const tables = org.index.lib.tables.filter((t) => t.stored.fileName === 'Cash book.xlsx');
    expect(tables.map((t) => t.stored.title?.split(' - ').at(-1))).toEqual(['RECEIPTS', 'PAYMENTS']);
    const meeting = tables[1]!.rows.find((r) => r.label === 'Committee meeting - hall and tea');
    expect([meeting?.period, ...(meeting?.periods ?? [])].filter((p) => p != null).map((p) => describePeriod(p))).toContain('March 4, 2026');
  });
});
