// A filer's initials typed with an ampersand name its filing ('K&B' of KESTREL_BRIDGE_2024_8K_…),
// and a question for one kind of balance ('total assets') is not answered by a line of another
// kind that only says the word ('Intangible asset amortization expense', a total of adjustments).
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const filing: DocSpec = {
  fileName: 'KESTREL_BRIDGE_2024_8K_dated-2024-08-30.pdf',
  tables: [
    {
      page: 3,
      title: 'Sales by region (Dollars in millions)',
      columns: ['Region', '2024', '2023'],
      rows: [
        ['Domestic', 4210, 3985],
        ['Overseas', 2630, 2544],
        ['Worldwide', 6840, 6529],
      ],
    },
    {
      page: 4,
      title: 'Condensed statement of earnings (Dollars in millions)',
      columns: ['Line', '2024', '2023'],
      rows: [
        ['Sales to customers', 6840, 6529],
        ['Cost of products sold', 2950, 2871],
        ['Research and development expense', 610, 588],
        ['Earnings before tax', 1720, 1604],
      ],
    },
    {
      page: 5,
      title: 'Reconciliation of non-GAAP measures (Dollars in millions)',
      columns: ['Line', '2024', '2023'],
      rows: [
        ['Pre-tax adjustments', null, null],
        ['Litigation settlements', 40, 12],
        ['Restructuring', 22, 30],
        ['Intangible asset amortization expense', 145, 139],
        ['Total pre-tax adjustments', 207, 181],
      ],
    },
  ],
  passages: [{ text: 'Kestrel Bridge Holdings reports its results for 2024.', page: 1 }],
};

describe("a filer's initials and the kind of figure asked", () => {
  const org = organisation(1, filing);

  it("reads 'K&B' as the filer the filing is named after", () => {
    const a = org.ask("What were K&B's domestic sales in 2024?");
    expect(firstSentence(a.answer)).toContain('4,210');
  });

  it('does not answer total assets with an expense line or a total of adjustments', () => {
    const a = org.ask('What were total assets at the end of 2024?');
    expect(a.found).toBe(false);
    expect(a.answer).not.toMatch(/\b145\b|\b207\b/);
  });

  it('still answers the expense line when it is what is asked', () => {
    const a = org.ask('How much was intangible asset amortization expense in 2024?');
    expect(firstSentence(a.answer)).toContain('145');
  });
});
