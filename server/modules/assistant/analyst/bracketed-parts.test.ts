// Parts said in brackets after their whole ('our energy bill (electricity and gas)') are added up,
// each from the same statement: a word of them is not another file's column.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const pool: DocSpec[] = [
  {
    fileName: 'Profit and Loss Oct-Dec 2025.xlsx',
    tables: [
      {
        sheet: 'P&L',
        title: 'Profit and Loss, October to December 2025',
        columns: ['Account', 'Oct-25', 'Nov-25', 'Dec-25', 'Total'],
        rows: [
          ['Admissions', 11432, 11094, 10336, 32862],
          ['Electricity', 3385.2, 3720.65, 3904.1, 11009.95],
          ['Gas', 2380.6, 2915.4, 3310.85, 8606.85],
          ['Water rates', 0, 0, 1538.1, 1538.1],
        ],
      },
    ],
  },
  {
    fileName: 'Direct debit payments Oct-Dec 2025.csv',
    tables: [
      {
        title: 'Direct debit payments',
        columns: ['Date', 'Customer', 'Status', 'Amount'],
        rows: [
          ['2025-10-01', 'A. Jones', 'paid_out', 30],
          ['2025-11-01', 'A. Jones', 'paid_out', 30],
          ['2025-12-01', 'B. Evans', 'failed', 18],
        ],
      },
    ],
  },
];

describe('parts in brackets', () => {
  const org = organisation(4, ...pool);

  it('adds up the two parts named in brackets', () => {
    const a = org.ask('What was our total energy bill (electricity and gas) for October to December?');
    expect(firstSentence(a.answer)).toContain('19,616.80');
  });

  it('does not add another file’s column for a part its statement does not have', () => {
    const a = org.ask('Total utilities for October to December (electricity, gas and wages)?');
    expect(a.answer).not.toMatch(/\b11,069\.95\b|\b19,676\.80\b|\b19,646\.80\b/);
  });
});
