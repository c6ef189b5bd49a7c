// A figure answers only what it is of: a comparison by a comparison, a share by like things, a
// count of things by a count of them (not of days), money that came in by the money, not the
// balance after it; and an audit report's date by the auditors' signature, not a page header.
import { describe, expect, it } from 'vitest';
import { parseAmount } from '../../documents/parse/values';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { currencyOf } from './table/units';

const clinic: DocSpec[] = [
  {
    fileName: 'Management accounts Jan-Jun 2025.pdf',
    tables: [
      {
        page: 1,
        title: 'Income and expenditure, January to June 2025',
        columns: ['Line', 'Actual Jan-Jun 2025'],
        rows: [
          ['Patient fees', 182000],
          ['Vehicle running costs', 14300],
          ['Rent', 24000],
        ],
      },
    ],
  },
  {
    fileName: 'Treatment log 2025.xlsx',
    tables: [
      {
        sheet: 'Sessions',
        title: 'Treatments by month, 2025',
        columns: ['Month', 'Funded by council', 'Insured', 'Self-paying', 'Total treatments', 'Chair-days (chairs x days open)'],
        rows: [
          ['January', 120, 80, 40, 240, 260],
          ['February', 110, 90, 30, 230, 240],
          ['March', 130, 85, 45, 260, 270],
          ['Total', 360, 255, 115, 730, 770],
        ],
      },
      {
        sheet: 'Fees',
        title: 'Fees received by payer, 2025',
        columns: ['Payer', 'Amount'],
        rows: [
          ['Council', 54000],
          ['Insurers', 38250],
          ['Patients', 17250],
        ],
      },
    ],
  },
  {
    fileName: 'Bank statement Q1 2025.csv',
    tables: [
      {
        title: 'Current account statement',
        columns: ['Date', 'Description', 'Amount', 'Balance'],
        rows: [
          ['2025-01-03', 'COUNCIL GRANT JAN', 18000, 52000],
          ['2025-01-10', 'RENT JAN', -4000, 48000],
          ['2025-01-17', 'INSURER REMITTANCE', 6100, 54100],
          ['2025-02-04', 'COUNCIL GRANT FEB', 18000, 72100],
          ['2025-02-10', 'RENT FEB', -4000, 68100],
          ['2025-03-04', 'COUNCIL GRANT MAR', 18000, 86100],
          ['2025-03-10', 'RENT MAR', -4000, 82100],
        ],
      },
    ],
  },
  {
    fileName: 'Audited accounts 2025.pdf',
    passages: [
      { text: 'Harbourside Dental Trust - Financial statements for the year ended 31 December 2025', page: 1 },
      { text: 'We have audited the financial statements of the Trust for the year ended 31 December 2025.', page: 2 },
      { text: 'Marsh Ellery & Co', page: 2 },
      { text: 'Chartered Accountants, Bristol 18 March 2026', page: 2 },
      { text: 'Harbourside Dental Trust - Financial statements for the year ended 31 December 2025', page: 3 },
      { text: 'Approved by the trustees on 11 March 2026 and signed on their behalf.', page: 3 },
      { text: 'Harbourside Dental Trust - Financial statements for the year ended 31 December 2025', page: 4 },
      { text: 'Signed: Priya Natarajan, Chair of Trustees, 11 March 2026', page: 4 },
    ],
  },
];

describe('a comparison asked', () => {
  const org = organisation(1, ...clinic);

  it('is not answered by the one figure found when there is nothing to compare it with', () => {
    expect(firstSentence(org.ask('How far over budget are we on vehicle running costs for January to June?').answer)).toMatch(/^I couldn't find/);
  });
});

describe('a share', () => {
  const org = organisation(1, ...clinic);

  it('is of like things', () => {
    expect(firstSentence(org.ask('What percentage of our 2025 treatments were funded by the council?').answer)).toContain('49.3');
    expect(firstSentence(org.ask('What percentage of our 2025 treatments were from council fees?').answer)).not.toMatch(/\d%/);
  });
});

describe('a count of things', () => {
  const org = organisation(1, ...clinic);

  it('is not read from a row named for people under a column of money', () => {
    expect(firstSentence(org.ask('How much did patients pay in fees in 2025?').answer)).toContain('$17,250');
  });

  it('is not a count of days of them', () => {
    expect(firstSentence(org.ask('How many dental chairs does the clinic have?').answer)).toMatch(/^I couldn't find/);
  });
});

describe('money that came in or went out', () => {
  const org = organisation(1, ...clinic);

  it('is never the statement’s balance after it', () => {
    expect(firstSentence(org.ask('How much came in from the insurer on the bank statement?').answer)).not.toContain('54,100');
  });
});

describe('the date of the auditors’ report', () => {
  const org = organisation(1, ...clinic);

  it('is the date beside their signature, not a page header nor the chair’s', () => {
    expect(firstSentence(org.ask('On what date did the auditors sign their report on the 2025 accounts?').answer)).toMatch(/March 18, 2026|18 March 2026/);
  });
});

describe('amounts and currencies as banks print them', () => {
  it('reads a credit marked after the figure', () => {
    expect(parseAmount('2,160.00+')).toBe(2160);
    expect(parseAmount('6,500.00-')).toBe(-6500);
    expect(parseAmount('RM 1,250.00')).toBe(1250);
  });

  it('knows the ringgit', () => {
    expect(currencyOf('Amount (RM)')).toBe('RM ');
    expect(currencyOf('MYR')).toBe('RM ');
  });
});
