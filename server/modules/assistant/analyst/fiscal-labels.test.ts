// Fiscal years named by the year they start in ('FY2025' = April 2025 - March 2026, as Japanese
// and Indian bodies and some schools name them): found from what the documents say beside a label,
// and then every label, in the documents and in questions, read and written that way.
import { afterEach, describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { describePeriod, findPeriods, fiscalLabelsByStart, intervalOf, setFiscalLabels } from './periods';

describe('how the documents name their fiscal years', () => {
  it('counts a label said beside the months it covers for one naming or the other', () => {
    expect(fiscalLabelsByStart(['Plan for FY2025 (1 April 2025 - 31 March 2026), approved in April'])).toBe(true);
    expect(fiscalLabelsByStart(['FY2024 (Apr 2024 - Mar 2025) › Actual'])).toBe(true);
    expect(fiscalLabelsByStart(['FY2025 (1 July 2024 – 30 June 2025)'])).toBe(false);
    expect(fiscalLabelsByStart(['FY26: 2026/27 plan'])).toBe(true);
    expect(fiscalLabelsByStart(['FY2026, the year ending 31 March 2026'])).toBe(false);
    expect(fiscalLabelsByStart(['FY2025, the year ending 31 March 2026'])).toBe(true);
  });

  it('keeps the usual naming when nothing says otherwise, or the two kinds are even', () => {
    expect(fiscalLabelsByStart(['FY2025 budget', 'Year ended 31 March 2026'])).toBe(false);
    expect(fiscalLabelsByStart(['FY2025 (Apr 2025 - Mar 2026)', 'FY2025 (Jul 2024 - Jun 2025)'])).toBe(false);
    // (A calendar year is the same whichever end names it.)
    expect(fiscalLabelsByStart(['FY2025 (1 January 2025 - 31 December 2025)'])).toBe(false);
  });
});

describe('labels read and written by the start year', () => {
  afterEach(() => setFiscalLabels(false));

  it('moves a bare label on a year, and leaves pairs and year-ended phrases as they are', () => {
    setFiscalLabels(true);
    const [fy] = findPeriods('the FY2025 budget');
    expect(intervalOf(fy!, 4)).toEqual(intervalOf({ kind: 'monthRange', month: 4, year: 2025, endMonth: 3, endYear: 2026, start: 0, end: 0, text: '' }, 4));
    expect(describePeriod(fy!)).toBe('FY2025');
    const [pair] = findPeriods('in 2025/26');
    expect(intervalOf(pair!, 4)!.from).toBe(intervalOf(fy!, 4)!.from);
    const [ended] = findPeriods('fiscal year ended 2026');
    expect(intervalOf(ended!, 4)!.from).toBe(intervalOf(fy!, 4)!.from);
    setFiscalLabels(false);
    const [usual] = findPeriods('the FY2025 budget');
    expect(intervalOf(usual!, 4)!.from).toBe(intervalOf(fy!, 4)!.from - 12);
  });
});

const pta: DocSpec = {
  fileName: 'Parents Association workbook.xlsx',
  tables: [
    {
      sheet: 'Budget',
      title: 'Parents Association - Budget for FY2025 (1 April 2025 - 31 March 2026), with FY2024 results',
      columns: ['Line', 'FY2024 (Apr 2024 - Mar 2025) Budget', 'FY2024 (Apr 2024 - Mar 2025) Actual', 'FY2025 Budget'],
      headerRows: [
        ['', 'FY2024 (Apr 2024 - Mar 2025)', 'FY2024 (Apr 2024 - Mar 2025)', 'FY2025'],
        ['Line', 'Budget', 'Actual', 'Budget'],
      ],
      rows: [
        ['Summer picnic income', 52000, 48700, 55000],
        ['Reading corner books', 30000, 30000, 36000],
        ['Total spending', 210000, 204300, 228000],
      ],
    },
    {
      sheet: 'Summer picnic',
      title: 'Summer picnic 2025 summary',
      columns: ['Item', 'Yen'],
      rows: [
        ['Picnic ticket income', 61200],
        ['Picnic costs', -25500],
        ['Net', 35700],
      ],
    },
  ],
};

describe('an organisation whose documents name fiscal years by their start', () => {
  const org = organisation(4, pta);

  it('is found from its budget title and headings', () => {
    expect(org.index.fiscalLabelsByStart).toBe(true);
  });

  it('answers a year by the documents’ own label', () => {
    expect(firstSentence(org.ask('What is the FY2025 budget for reading corner books?').answer)).toContain('¥36,000');
    expect(firstSentence(org.ask('What was spent on reading corner books in FY2024?').answer)).toContain('¥30,000');
  });

  it("reads 'this year' of one operand and a named year of the other each as its own", () => {
    const a = org.ask("How much more is budgeted for reading corner books this year than we actually spent on reading corner books in FY2024?").answer;
    expect(firstSentence(a)).toContain('¥6,000');
  });
});

describe('ratios of income to costs printed as negatives', () => {
  const org = organisation(4, pta);

  it('are ratios of their sizes', () => {
    const a = org.ask('What was the ratio of picnic ticket income to picnic costs?').answer;
    expect(firstSentence(a)).toContain('2.4');
    expect(firstSentence(a)).not.toContain('-2.4');
    expect(a).toContain('¥61,200 ÷ ¥25,500');
  });
});

describe("'so far' with neither budget nor actual said", () => {
  const org = organisation(
    7,
    {
      fileName: 'Interim report.pdf',
      tables: [
        {
          page: 1,
          columns: ['Line', 'FY2025 budget', 'Actual Jul-Dec 2024'],
          rows: [
            ['Craft fair income', 90000, 84300],
            ['Craft fair costs', 40000, 38900],
          ],
        },
      ],
    },
  );

  it('is what has happened so far, not the plan for the year', () => {
    expect(firstSentence(org.ask('How much has the craft fair brought in so far in FY2025?').answer)).toContain('84,300');
  });
});

describe('the year to date at a day', () => {
  const org = organisation(1, {
    fileName: 'Committee pack June 2026.xlsx',
    tables: [
      {
        sheet: 'Operating',
        columns: ['Line', 'June 2026 Budget', 'June 2026 Actual', 'Year to date (Jan-Jun 2026) Budget', 'Year to date (Jan-Jun 2026) Actual', 'Full year 2026 Budget', 'Full year 2026 Forecast'],
        headerRows: [
          ['', 'June 2026', 'June 2026', 'Year to date (Jan-Jun 2026)', 'Year to date (Jan-Jun 2026)', 'Full year 2026', 'Full year 2026'],
          ['Line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Forecast'],
        ],
        rows: [
          ['Salaries', 80000, 79000, 480000, 471500, 960000, 955000],
          ['Total expenses', 170000, 166000, 1048000, 1036210, 2015000, 2024000],
        ],
      },
    ],
  });

  it('is read from the columns of the months to that day', () => {
    const a = org.ask('Year to date at 30 June 2026, what was the variance on total expenses?').answer;
    expect(firstSentence(a)).toContain('11,790');
  });
});

describe('a forecast by quarter with its months said', () => {
  const org = organisation(7, {
    fileName: 'Board pack Q2 FY2025-26.xlsx',
    tables: [
      {
        sheet: 'Forecast',
        title: 'Forecast for the rest of the year',
        columns: ['Line', 'Forecast Q3 (Jan-Mar 2026)', 'Forecast Q4 (Apr-Jun 2026)'],
        rows: [
          ['Local donations', 1600000, 1750000],
          ['Total income', 41005000, 41510400],
        ],
      },
    ],
  });

  it('is of the quarters of the year those months are in, not of any year asked', () => {
    expect(firstSentence(org.ask('How much income did we have in total in FY2019-20?').answer)).toMatch(/^I couldn't find/);
    expect(firstSentence(org.ask('What is the forecast for local donations in Q3 FY2026?').answer)).toContain('1,600,000');
  });

  it('does not answer what happened', () => {
    expect(firstSentence(org.ask('how much did local donations actually bring in over jan-mar 2026').answer)).toMatch(/^I couldn't find/);
  });
});
