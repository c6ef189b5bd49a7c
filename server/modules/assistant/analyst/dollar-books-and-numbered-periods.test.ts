// An organisation whose books are in US dollars beside one donor report in euros, a receipt printed
// in dollars and in riel, an accounting package's 'Period 12 › Mar-26' columns, a class of accounts
// in two digits under a French 'Compte' heading, and a savings account asked 'what was in it'.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

// (A refusal, as a reader tells one from an answer.)
const NEG = /\bcould(?: not|n't) find\b|\bcan(?:not|'t) find\b/;

const bank: DocSpec = {
  fileName: 'Canal Bank Statement USD Nov 2025.csv',
  tables: [
    {
      columns: ['Date', 'Description', 'Money In', 'Money Out', 'Balance'],
      rows: [
        ['03/11/2025', 'TRANSFER FROM RIVERS TRUST GRANT', 12000, null, 52000],
        ['10/11/2025', 'OFFICE RENT NOV', null, 1500, 50500],
        ['20/11/2025', 'STAFF PAYROLL NOV', null, 8200, 42300],
      ],
    },
  ],
};

const statements: DocSpec = {
  fileName: 'Annual accounts 2025.pdf',
  tables: [
    {
      title: 'Statement of income and expenditure (in US$)',
      columns: ['', '2025 US$', '2024 US$'],
      rows: [
        ['Grants', 410000, 380000],
        ['Programme costs', 350000, 333000],
      ],
    },
    {
      title: 'Statement of financial position (in US$)',
      columns: ['', '2025 US$', '2024 US$'],
      rows: [['Cash at bank', 42300, 39000]],
    },
  ],
};

const donorReport: DocSpec = {
  fileName: 'Donor interim report.xlsx',
  tables: [
    {
      title: 'Interim financial report (EUR)',
      columns: ['', 'Budget EUR', 'Spent EUR'],
      rows: [
        ['1.1 Teacher training', 40000, 31000],
        ['1.2 Reading kits', 25000, 24100],
      ],
    },
  ],
};

const receiptText = [
  'LOTUS BUILDING SUPPLY',
  'TAX INVOICE / RECEIPT Date: 02/12/2025',
  'Water filter 10L 12 24.50 294.00',
  'Sub Total (USD) 294.00',
  'VAT 10% (USD) 29.40',
  'Grand Total (USD) 323.40',
  'Exchange Rate: 4,000 KHR/USD',
  'Grand Total (KHR) 1,293,600 KHR',
].join('\n');
const receipt: DocSpec = {
  fileName: 'Receipt Lotus.jpg',
  passages: [receiptText],
  fields: { merchant: 'LOTUS BUILDING SUPPLY', currency: '£', currencyGuessed: 1, date: '2025-12-02', dateText: '02/12/2025', subtotal: 294, tax: 29.4, total: 323.4 },
};

describe('books in US dollars beside a report in euros', () => {
  const org = organisation(1, bank, statements, donorReport, receipt);

  it("prints a bank export that names no currency in the books' dollars, not the donor report's euros", () => {
    const a = firstSentence(org.ask('How much did we pay for office rent in November 2025?').answer);
    expect(a).toMatch(/\$1,500/);
    expect(a).not.toMatch(/€/);
  });

  it('gives a receipt total in the other currency it prints, when asked in that currency', () => {
    const a = firstSentence(org.ask('How much was the Lotus receipt in riel?').answer);
    expect(a).toMatch(/1,293,600/);
    expect(a).not.toMatch(/323\.40/);
  });

  it('never gives the dollar total for a total asked in a currency the receipt does not print', () => {
    const a = org.ask('How much was the Lotus receipt in baht?').answer;
    expect(a).not.toMatch(/323\.40|1,293,600/);
    expect(NEG.test(firstSentence(a))).toBe(true);
  });
});

describe('a receipt whose figure could not be read says so as a refusal', () => {
  const blurred: DocSpec = { fileName: 'IMG_7781.jpg', passages: ['HILLCREST HARDWARE\nThank you'], fields: { merchant: 'HILLCREST HARDWARE', date: '2025-10-03', dateText: '10/03/2025' } };
  const org = organisation(1, blurred, statements);

  it("leads with 'couldn't find', so no reader takes it for a figure", () => {
    const a = firstSentence(org.ask('What was the total on the Hillcrest receipt?').answer);
    expect(a).toMatch(/^I couldn't find the total on the Hillcrest Hardware receipt/);
    expect(NEG.test(a)).toBe(true);
  });
});

describe("an accounting package's numbered periods", () => {
  const incomeStatement: DocSpec = {
    fileName: 'Income Statement FY2025-26 monthly.xlsx',
    tables: [
      {
        title: 'Income Statement for the period 01/04/2025 to 31/03/2026',
        columns: ['', 'Apr-25', 'May-25', 'Jun-25', 'Mar-26', 'Year to Date'],
        headerRows: [
          ['', 'Period 1', 'Period 2', 'Period 3', 'Period 12', 'Year to Date'],
          ['', 'Apr-25', 'May-25', 'Jun-25', 'Mar-26', ''],
        ],
        rows: [
          ['Salaries & Wages', 38600, 38600, 38600, 40100, 468000],
          ['Office Rent', 4500, 4500, 4500, 4500, 54000],
        ],
      },
    ],
  };
  const org = organisation(4, incomeStatement);

  it("reads 'Period 12 › Mar-26' as March 2026, not the 12th of March", () => {
    expect(firstSentence(org.ask('What did salaries and wages cost in March 2026?').answer)).toMatch(/40,100/);
    expect(firstSentence(org.ask('Total salaries & wages in the first quarter of the financial year?').answer)).toMatch(/115,800/);
  });
});

describe('what was in an account on a day', () => {
  const budget: DocSpec = {
    fileName: 'Budget 2025 vs actual.xlsx',
    tables: [
      {
        title: 'Budget 2025 and actual',
        columns: ['Compte', '', 'Budget 2025', 'Actual 2025'],
        rows: [
          [74, 'City grant', 6000, 6500],
          [74, 'Regional grant', 8000, 8000],
          [76, 'Interest on the savings account', 150, 312.45],
        ],
      },
    ],
  };
  const org = organisation(1, budget);

  it("never answers 'what was in the savings account at the end of 2025' with a year's interest", () => {
    const a = org.ask('What was in the savings account at the end of 2025?').answer;
    expect(a).not.toMatch(/312\.45/);
  });

  it("reads two-digit account classes under a 'Compte' heading as codes, not figures", () => {
    const a = firstSentence(org.ask('What was the actual city grant in 2025?').answer);
    expect(a).toMatch(/6,500/);
    expect(firstSentence(org.ask('Which account code is the regional grant under?').answer)).toMatch(/\b74\b/);
  });
});

describe("a year's opening figure", () => {
  const statements: DocSpec = {
    fileName: 'Audited statements FY2025.pdf',
    tables: [
      {
        title: 'Statements of financial position, June 30, 2025 and 2024',
        columns: ['', 'June 30, 2025', 'June 30, 2024'],
        rows: [
          ['Net assets without donor restrictions', 1402300, 1284650],
          ['Net assets with donor restrictions', 3570440, 3192200],
        ],
      },
    ],
  };
  const org = organisation(7, statements);

  it("never gives a year's closing balance for its beginning", () => {
    const a = org.ask('What were net assets without donor restrictions at the beginning of FY2024?').answer;
    expect(a).not.toMatch(/1,284,650/);
    expect(NEG.test(firstSentence(a))).toBe(true);
  });

  it("gives the balance at the end of the year before, which is the year's opening one", () => {
    expect(firstSentence(org.ask('What were net assets without donor restrictions at the beginning of FY2025?').answer)).toMatch(/1,284,650/);
  });
});
