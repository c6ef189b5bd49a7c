// Months down the side and visitors by category across, with a 'Total' column beside the
// categories: 'total visitors' and 'the most visitors' are that column's, not the adults'; a
// category named ('children') is that category; and a month is named in full.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const visitors: DocSpec = {
  fileName: 'Museum visitors 2025.xlsx',
  tables: [
    {
      sheet: 'Visitors',
      title: 'Visitor numbers by month - 2025',
      headerRows: [
        ['', 'Visitors', 'Visitors', 'Visitors', ''],
        ['Month', 'Adults', 'Children', 'School groups', 'Total'],
      ],
      columns: ['Month', 'Adults', 'Children', 'School groups', 'Total'],
      rows: [
        ['Jan 2025', 1200, 300, 100, 1600],
        ['Feb 2025', 1500, 200, 50, 1750],
        ['Mar 2025', 1100, 900, 400, 2400],
        ['Apr 2025', 1300, 600, 200, 2100],
      ],
    },
  ],
};
const museum = organisation(1, visitors);

describe('a total column beside categories, months down the side', () => {
  it('averages the total column for total visitors', () => {
    const a = museum.ask('Average monthly total visitors from January to April 2025?');
    expect(firstSentence(a.answer)).toContain('1,962.5');
  });

  it('finds the month with the most visitors in the total column, named in full', () => {
    const a = museum.ask('Which month had the most visitors in 2025?');
    expect(firstSentence(a.answer)).toContain('March 2025');
    // (The total of counts is a count, not an amount of money.)
    expect(a.answer).toContain('2,400');
    expect(a.answer).not.toContain('$2,400');
  });

  it('reads a category named as that category', () => {
    const a = museum.ask('Which month had the most adult visitors in 2025?');
    expect(firstSentence(a.answer)).toContain('February 2025');
  });
});
