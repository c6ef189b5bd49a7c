// A payment export of some months does not answer for a year; a card's last four digits are no
// amount; an operand's nouns say which kind of line it is ('hydro income' is not 'Hydro
// maintenance'); days of something are not a count of the things.
import { describe, expect, it } from 'vitest';
import { firstSentence, monthColumns, organisation, type DocSpec } from './fixtures';
import { nounCategory } from './execute';
import { findPeriods } from './periods';

const books: DocSpec = {
  fileName: 'Profit and loss Oct 2024 - Sep 2025.xlsx',
  tables: [
    {
      sheet: 'P&L',
      title: 'Profit and Loss, 1 October 2024 to 30 September 2025',
      columns: ['Account', ...monthColumns(2024, 10), 'Total'],
      rows: [
        ['Turbine: export sales and feed-in tariff', ...Array(12).fill(900), 10800],
        ['Room hire income', ...Array(12).fill(250), 3000],
        ['Total income', ...Array(12).fill(1150), 13800],
        ['Turbine maintenance', ...Array(12).fill(300), 3600],
        ['Loan interest', ...Array(12).fill(60), 720],
        ['Total expenditure', ...Array(12).fill(360), 4320],
      ],
    },
  ],
};

const cardExport: DocSpec = {
  fileName: 'Card reader transactions 01-07-2025 to 30-09-2025.csv',
  tables: [
    {
      columns: ['Date', 'Description', 'Type', 'Last 4 Digits', 'Total Amount', 'Fee'],
      rows: [
        ['03/07/2025', 'Room hire', 'income', 4242, 40, 0.7],
        ['19/08/2025', 'Ceilidh tickets', 'income', 1881, 120, 2.1],
        ['22/09/2025', 'Room hire', 'income', 5309, 35, 0.6],
      ],
    },
  ],
};

describe('dates written day-month-year with dashes', () => {
  it('are read as dates, day first where another one says so', () => {
    const ps = findPeriods('transactions 01-07-2025 to 30-09-2025');
    expect(ps.map((p) => [p.kind, p.month, p.day, p.year])).toEqual([
      ['date', 7, 1, 2025],
      ['date', 9, 30, 2025],
    ]);
  });
});

describe('a payment export of three months', () => {
  const org = organisation(10, books, cardExport);

  it('does not answer for the year, and its card digits are never added up', () => {
    const a = firstSentence(org.ask('What was our total income for the twelve months ended 30 September 2025?').answer);
    expect(a).toContain('13,800');
  });

  it('still answers for the months it covers', () => {
    expect(firstSentence(org.ask('How many card reader payments were there between July and September 2025?').answer)).toMatch(/\b3\b/);
  });
});

describe("an operand's nouns", () => {
  const org = organisation(10, books);

  it('name a kind of flow when they name one kind only', () => {
    expect(nounCategory('hydro income')).toBe('revenue');
    expect(nounCategory('fair costs so far')).toBe('expense');
    expect(nounCategory('income and costs of the fair')).toBeNull();
    expect(nounCategory('loan interest')).toBeNull();
  });

  it('say which kind of line it is', () => {
    const a = org.ask('How many times does turbine income cover loan interest for 2024-25?').answer;
    expect(firstSentence(a)).toContain('15');
    expect(a).not.toContain('Turbine maintenance');
  });
});

describe('days of something', () => {
  const org = organisation(1, {
    fileName: 'Clinic grant budget.xlsx',
    tables: [
      {
        sheet: 'Budget',
        title: 'Spay clinic grant - budget 2025',
        columns: ['Line', 'Amount'],
        rows: [
          ['Indirect costs', 3000],
          ['Vet fees', 12000],
          ['Contract veterinarian (surgery days)', 16],
        ],
      },
    ],
  });

  it('are not a count of the things', () => {
    expect(firstSentence(org.ask('What are the indirect costs per surgery?').answer)).toMatch(/^I couldn't find/);
  });
});

describe('currencies of more countries', () => {
  it('are read from their signs and codes', async () => {
    const { currencyOf } = await import('./table/units');
    expect(currencyOf("Amounts in Tk '000")).toBe('Tk ');
    expect(currencyOf('Balance (BDT)')).toBe('Tk ');
    expect(currencyOf('Total B$ 1,250')).toBe('B$');
    expect(currencyOf('Amount (N$)')).toBe('N$');
    expect(currencyOf('FJ$ 3,400.00')).toBe('FJ$');
  });

  it('answer in the currency the table is in, and refuse another asked', () => {
    const org = organisation(7, {
      fileName: 'Statements 2024-25.pdf',
      tables: [{ page: 2, title: "Statement of income (Tk '000)", units: "Tk '000", columns: ['Line', '2024-25'], rows: [['Grant income', 45210], ['Total income', 52900]] }],
    });
    expect(firstSentence(org.ask('What was total income in 2024-25?').answer)).toContain('Tk');
    expect(firstSentence(org.ask('What was total income in 2024-25 in euros?').answer)).toMatch(/^I couldn't find/);
  });
});

describe("a document's scale", () => {
  it("is not a table's whose headings name its currency with no scale", () => {
    const org = organisation(
      7,
      {
        fileName: 'Audited statements 2024-25.pdf',
        passages: [{ text: 'Expenditure by nature (amounts in thousands of taka), rounded so that lines add to the total.', page: 6 }],
        tables: [
          { page: 3, title: 'Statement of financial position as at 30 June 2025', columns: ['Line', '30 June 2025 Taka', '30 June 2024 Taka'], rows: [['Cash at bank', 9760561, 8120400]] },
          { page: 6, title: "Note 9 Expenditure by nature (Tk '000)", columns: ['Nature', '2025'], rows: [['Staff costs', 41250]] },
        ],
      },
      {
        fileName: 'Board pack Q2.xlsx',
        tables: [{ sheet: 'Cash', title: 'Cash position at 31 December 2025 (Taka)', columns: ['Account', '31 December 2025'], rows: [['Cash at bank', 10260561]] }],
      },
    );
    const scaleOf = (title: string) => org.index.lib.tables.find((t) => t.title.startsWith(title))?.scale;
    expect(scaleOf('Statement of financial position')).toBe(1);
    expect(scaleOf('Note 9')).toBe(1000);
  });
});

describe('a roll-forward of one balance across the top', () => {
  const org = organisation(7, {
    fileName: 'Audited statements 2024-25.pdf',
    tables: [
      {
        page: 7,
        title: 'Notes to the financial statements for the year ended 30 June 2025 - 3(b) Depreciation',
        columns: ['Class', 'Accumulated depreciation 1 July 2024', 'Charge for the year', 'On disposals', 'Accumulated depreciation 30 June 2025'],
        rows: [
          ['Vans', 6112000, 498200, -1305000, 5305200],
          ['Bicycles', 1894000, 409600, null, 2303600],
        ],
      },
    ],
  });

  it('has the columns between the two balances as the flows of the year between them', () => {
    expect(firstSentence(org.ask('What depreciation was charged on bicycles in FY25?').answer)).toContain('409,600');
    expect(firstSentence(org.ask('What was accumulated depreciation on bicycles at 30 June 2025?').answer)).toContain('2,303,600');
  });

  it('matches a day asked to a balance on it before the months ended on it', async () => {
    const { periodMatch } = await import('./periods');
    const [day] = findPeriods('as of December 31, 2019');
    const [months] = findPeriods('the five months ended December 31, 2019');
    expect(periodMatch(day!, months!, 1)).toBeLessThan(periodMatch(day!, day!, 1));
  });
});

describe('a total with a line left out', () => {
  const org = organisation(4, {
    fileName: 'Interim report Apr-Dec 2025.pdf',
    tables: [
      {
        page: 1,
        columns: ['Line', 'FY2025 budget', 'Actual Apr-Dec 2025'],
        rows: [
          ['Carried forward from previous year', 675938, 675938],
          ['Membership dues', 1788000, 1644000],
          ['School fair', 1450000, 1292700],
          ['Total income', 3913938, 3612638],
        ],
      },
    ],
  });

  it("leaves it out when the question calls it 'the money' or 'the sum' of it", () => {
    expect(firstSentence(org.ask('Leaving out the money carried forward, what was total income from April to December?').answer)).toContain('2,936,700');
  });
});

describe('what a total is said to include, after it', () => {
  it("describes the figure and names no line of its own: '(sundries included)', ', sundries included'", async () => {
    const { parsePlan } = await import('./plan/parse');
    for (const q of ['What was the FY2023 gap between the total spending budget (sundries included) and actual spending?', 'What is the total spending budget, sundries included?']) {
      const sundries = parsePlan(q, null).subject.tokens.find((t) => t.word === 'sundries');
      expect(sundries?.soft).toBe(true);
    }
  });
});
