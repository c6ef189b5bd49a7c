// What a question names must be what the answer's figure is of: a place or body said by name, a
// reference rather than an amount, a balance at a day rather than the year's change in it.
import { describe, expect, it } from 'vitest';
import { properNames } from './answer';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const foundation: DocSpec[] = [
  {
    fileName: 'Annual return 2025.pdf',
    passages: ['The Trust is registered under the Charities Ordinance (registration CH/2019/0442) and files its return each June.', 'Our grants reached groups on Andros, Eleuthera and Exuma this year.'],
    tables: [
      {
        page: 2,
        title: 'Part B - Grants in the year ended December 31, 2025',
        columns: ['Line', 'Amount'],
        rows: [
          ['B1 Grants to organisations on the islands', 812000],
          ['B2 Grants to organisations overseas', 96000],
          ['B3 Registration and filing fees paid', 350],
        ],
      },
    ],
  },
  {
    fileName: 'Grants approved 2024.csv',
    tables: [
      {
        columns: ['Grant ID', 'Approved', 'Grantee', 'Island', 'Amount'],
        rows: [
          ['G-01', '2024-03-14', 'Marsh Harbour Clinic', 'Eleuthera', 120000],
          ['G-02', '2024-06-02', 'Harbour Island Library', 'Eleuthera', 64000],
          ['G-03', '2024-09-20', 'Northside Youth Sailing', 'Andros', 51000],
        ],
      },
    ],
  },
  {
    fileName: 'Audited statements 2025.pdf',
    tables: [
      {
        page: 3,
        title: 'Statement of financial position',
        columns: ['Line', 'December 31, 2025', 'December 31, 2024'],
        rows: [
          ['Cash', 1480000, 1390000],
          ['Funds held for other charities (Note 7)', 2210000, 1985000],
          ['Total assets', 3690000, 3375000],
        ],
      },
      {
        page: 5,
        title: 'Statement of cash flows',
        columns: ['Line', 'Year ended December 31, 2025', 'Year ended December 31, 2024'],
        rows: [
          ['Funds held for other charities', 225000, 140000],
          ['Net increase in cash', 90000, 60000],
        ],
      },
    ],
  },
];

describe('names in a question', () => {
  it('are the capitalised words inside it that are no everyday or finance words', () => {
    expect(properNames('How much was granted to groups on Andros in 2025?').map((n) => n.word)).toEqual(['Andros']);
    expect(properNames('What is the Revenue from Total Grants in 2025?')).toEqual([]);
    expect(properNames('What did the Pacific Inclusion Fund pay us?').find((n) => n.word === 'Inclusion')?.initials).toBe('pif');
  });
});

describe('a figure for something named', () => {
  const org = organisation(1, ...foundation);

  it('is not read from a line that never names it, when other lines do', () => {
    const a = org.ask('What did we grant to groups on Andros during 2025?').answer;
    expect(firstSentence(a)).toMatch(/^I couldn't find/);
  });
});

describe('a reference asked', () => {
  const org = organisation(1, ...foundation);

  it('is the reference the documents print, never an amount', () => {
    const a = org.ask("What's our Charities Ordinance registration number?").answer;
    expect(firstSentence(a)).toContain('CH/2019/0442');
  });
});

describe('a balance at a day', () => {
  const org = organisation(1, ...foundation);

  it('is the figure dated that day, not the year’s change in the same line', () => {
    expect(firstSentence(org.ask('At 31 December 2025, what did we hold for other charities?').answer)).toContain('2,210,000');
  });

  it('is still the change when the question asks what changed', () => {
    expect(firstSentence(org.ask('By how much did funds held for other charities increase during 2025?').answer)).toContain('225,000');
  });
});
