// Tables a PDF prints over a page break, joined; tables that only look alike, kept apart.
import { describe, expect, it } from 'vitest';
import type { StoredTable } from '../../../documents/search';
import { joinContinued } from './continued';

type Spec = Omit<Partial<StoredTable>, 'rows'> & { rows: Array<[string, ...Array<number | null>]> };
const table = ({ rows, ...over }: Spec): StoredTable => ({
  id: `t${over.ordinal ?? 0}-${over.page ?? 0}`,
  documentId: 'doc',
  fileName: 'Report.pdf',
  ordinal: 0,
  name: `Page ${over.page ?? 1}, table 1`,
  title: 'Statement of activities',
  sheet: null,
  page: 1,
  units: null,
  headerRows: [['', '2025', '2024']],
  columns: ['', '2025', '2024'],
  ...over,
  rows: rows.map(([label, ...cells], i) => ({ rowNumber: i + 1, label, isSubtotal: /^total/i.test(label), cells: [label, ...cells] })),
});

describe('joinContinued', () => {
  it('joins the next page’s table that says it continues, dropping its “(continued)” heading', () => {
    const a = table({ page: 3, rows: [['Expenses', null, null], ['Salaries', 10, 9]] });
    const b = table({ page: 4, ordinal: 1, title: 'Statement of activities (continued)', rows: [['Expenses (continued)', null, null], ['Rent', 4, 4], ['Total expenses', 14, 13]] });
    const [joined, ...rest] = joinContinued([a, b]);
    expect(rest).toHaveLength(0);
    expect(joined!.rows.map((r) => r.label)).toEqual(['Expenses', 'Salaries', 'Rent', 'Total expenses']);
    expect(joined!.rows.map((r) => r.rowNumber)).toEqual([1, 2, 3, 4]);
    expect(joined!.lastPage).toBe(4);
  });

  it('joins a table that repeats its title and columns on the next page', () => {
    const a = table({ page: 1, rows: [['Grants', 5, 4]] });
    const b = table({ page: 2, ordinal: 1, rows: [['Donations', 2, 3]] });
    expect(joinContinued([a, b])).toHaveLength(1);
  });

  it('keeps apart tables on pages further apart, with other columns, or another title and no word of continuing', () => {
    const a = table({ page: 1, rows: [['Grants', 5, 4]] });
    expect(joinContinued([a, table({ page: 3, ordinal: 1, rows: [['Donations', 2, 3]] })])).toHaveLength(2);
    expect(joinContinued([a, table({ page: 2, ordinal: 1, columns: ['', '2025', '2023'], rows: [['Donations', 2, 3]] })])).toHaveLength(2);
    expect(joinContinued([a, table({ page: 2, ordinal: 1, title: 'Statement of cash flows', rows: [['Donations', 2, 3]] })])).toHaveLength(2);
  });
});
