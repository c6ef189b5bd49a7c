// A workbook of swims and takings side by side: whole numbers under a heading of their own beside
// a heading that says its currency are counts; 'how much did we take' is the takings, not the
// swims; and an average a month over a quarter divides by its months.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { readGrid } from './table/fixtures';

const rows: Array<Array<string | number>> = [
  ['Lido visits and takings 2025-26'],
  ['', 'Swims', 'Swims', 'Swims', 'Takings (£)', 'Takings (£)'],
  ['Month', 'Adult', 'Child', 'Total', 'Swims', 'Cafe'],
  ['Apr 2025', 1420, 1050, 2470, 9120, 1210],
  ['May 2025', 1385, 1120, 2505, 9306, 1188],
  ['Jun 2025', 1610, 1415, 3025, 11210, 1432],
  ['Jul 2025', 2210, 2480, 4690, 17150, 2210],
];

describe('counts beside money', () => {
  it('reads the swims as counts and the takings as pounds', () => {
    const { model, text } = readGrid(rows);
    const swims = model.cols.filter((c) => c.path[0] === 'Swims');
    expect(swims.length, text).toBe(3);
    expect(swims.every((c) => c.unit === 'count'), text).toBe(true);
    expect(model.cols.filter((c) => c.path[0] === 'Takings (£)').every((c) => c.unit !== 'count'), text).toBe(true);
  });

  const lido: DocSpec = {
    fileName: 'Lido visits and takings 2025-26.xlsx',
    tables: [{ sheet: 'Visits', title: 'Lido visits and takings 2025-26', headerRows: [rows[1]!.map(String), rows[2]!.map(String)], columns: rows[2]!.map(String), rows: rows.slice(3) }],
  };
  const org = organisation(4, lido);

  it("answers 'how much did we take' with the takings", () => {
    const a = org.ask('How much did we take from swims in May 2025?');
    expect(firstSentence(a.answer)).toContain('9,306');
  });

  it('averages a quarter a month by its three months', () => {
    const a = org.ask('average number of swims per month in Q1');
    expect(firstSentence(a.answer)).toMatch(/2,666\.67|2,667/);
  });
});
