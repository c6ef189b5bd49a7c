// Lines under headings, on a small clinic's profit and loss written for these tests: a question
// that names a heading asks for its total, not for one line under it that means much the same;
// 'Gross Profit' is no expense line; and a line is not a share of its own figure in another column.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const pl: DocSpec = {
  fileName: 'Lakeshore Clinic P&L by quarter FY26.xlsx',
  tables: [
    {
      sheet: 'P&L',
      title: 'Lakeshore Clinic — Profit and Loss, budget against actual, July–December 2025',
      columns: ['', 'Actual', 'Budget'],
      rows: [
        ['Patient fees', 410000, 400000],
        ['Grants', 150000, 150000],
        ['Total Income', 560000, 550000],
        ['Cost of Goods Sold', null, null],
        ['Pharmacy purchases', 90000, 100000],
        ['Total Cost of Goods Sold', 90000, 100000],
        ['Gross Profit', 470000, 450000],
        ['Occupancy', null, null],
        ['Rent', 36000, 36000],
        ['Utilities', 9100, 8000],
        ['Cleaning', 4400, 4000],
        ['Total Occupancy', 49500, 48000],
        ['Wages', 300000, 296000],
        ['Lab supplies', 42000, 35000],
        ['Total Expense', 391500, 379000],
      ],
    },
  ],
};

const org = organisation(7, pl);

describe('headings and their lines', () => {
  it('answers a heading’s total when the question names the heading, not a line meaning much the same', () => {
    expect(firstSentence(org.ask('occupancy costs jul-dec actual?').answer)).toMatch(/\$49,500\b/);
    // (The line itself, named, is still the line.)
    expect(firstSentence(org.ask('rent actual jul-dec?').answer)).toMatch(/\$36,000\b/);
  });

  it('does not count Gross Profit among the expense lines over budget', () => {
    const a = firstSentence(org.ask('which expense line was most over budget in $?').answer);
    expect(a).toMatch(/^Lab supplies went furthest over budget/);
    expect(a).not.toMatch(/Gross Profit/);
  });
});

const statement: DocSpec = {
  fileName: 'Comptes 2025 Maison des jeunes.pdf',
  tables: [
    {
      page: 1,
      title: 'Compte de résultats / Statement of Operations — year ended December 31, 2025',
      columns: ['', 'Operating Fund', 'Restricted Fund', '2025 Total'],
      rows: [
        ['CHARGES / EXPENSES', null, null, null],
        ['Animateurs / Youth workers', 52000, 8000, 60000],
        ['Activités / Activities', 11000, null, 11000],
        ['Loyer / Rent', 9000, null, 9000],
        ['', 72000, 8000, 80000],
      ],
    },
  ],
};

describe('a share of a total', () => {
  const fund = organisation(1, statement);
  it('reads the whole as the total asked, never the same line in another column', () => {
    const a = firstSentence(fund.ask('activities as a % of total expenses 2025 (activités only)').answer);
    expect(a).toMatch(/\b13\.75%/);
    expect(a).not.toMatch(/100(?:\.0+)?%/);
  });
});

describe('a thing left out by a word of its own and an everyday noun', () => {
  const org = organisation(4, {
    fileName: 'Payments by supplier FY2026.xlsx',
    tables: [{ sheet: 'Suppliers', columns: ['Supplier', 'Paid FY2026'], rows: [['Hillside Roofing Ltd', 48000], ['Bayview Catering', 21500], ['Northern Power', 9800]] }],
  });
  it("leaves out the roofer for 'leaving out the roof job'", () => {
    expect(firstSentence(org.ask('leaving out the roof job, which supplier did we pay the most?').answer)).toMatch(/^\*?\*?Bayview Catering/);
  });
});

describe('the same months a year earlier, and a total named by what it totals', () => {
  const memo = {
    fileName: 'Operations memo January 2026.docx',
    tables: [
      {
        columns: ['', 'Jul-Dec 2024', 'Jul-Dec 2025'],
        rows: [
          ['Medical visits', 12100, 12650],
          ['Dental visits', 3200, 3540],
          ['Total visits', 15300, 16190],
        ],
      },
    ],
    passages: [{ text: 'Weeks of reserves stood at 9 weeks at December 31, 2025, down from 11 weeks at June 30, 2025.', heading: 'Liquidity' }],
  };
  const org = organisation(7, memo);

  it("reads 'jul-dec this yr vs same period last yr' as two whole ranges of months, and 'visits' as all of them", () => {
    expect(firstSentence(org.ask('how many more visits jul-dec this yr vs same period last yr').answer)).toMatch(/\b890\b/);
  });
});
