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

describe('money that moved in a month, against balances on its last day', () => {
  const minutes: DocSpec = {
    fileName: 'Board Minutes 18 April 2026.docx',
    passages: ['The treasurer reported that the income received over the year was below the budget, and that mobile money collections had grown.'],
    tables: [
      {
        title: "3. Treasurer's report for the year ended 31 March 2026 - Cash position at 31 March 2026:",
        columns: ['', 'Balance (ZMW)'],
        rows: [
          ['Lusaka Current Account', 48210.5],
          ['Mobile Money Business Wallet', 5675.8],
          ['Petty Cash', 1240],
          ['Total cash and bank', 55126.3],
        ],
      },
    ],
  };
  const org = organisation(4, minutes);

  it("never gives a wallet's balance for what was received into it in the month", () => {
    const a = org.ask('total received into the mobile money wallet in March 2026?').answer;
    expect(a).not.toMatch(/5,675\.80/);
  });

  it('still gives the balance when the balance is asked', () => {
    expect(firstSentence(org.ask('What was the mobile money wallet balance at 31 March 2026?').answer)).toMatch(/5,675\.80/);
  });
});

describe('an amount asked in a currency', () => {
  const report: DocSpec = {
    fileName: 'Consortium interim report 2025.xlsx',
    tables: [
      {
        title: 'Annex VI - Interim Financial Report (EUR) - Action: Reading for River Communities',
        columns: ['', 'Budget for the Action (EUR)', 'Period 1 (Jan-Jun 2025)', 'Period 2 (Jul-Dec 2025)', 'Cumulative', '% spent'],
        headerRows: [
          ['', 'Budget for the Action (EUR)', 'Expenditure incurred (EUR)', 'Expenditure incurred (EUR)', 'Expenditure incurred (EUR)', '% spent'],
          ['', '', 'Period 1 (Jan-Jun 2025)', 'Period 2 (Jul-Dec 2025)', 'Cumulative', ''],
        ],
        rows: [
          ['Salaries - facilitators', 64800, 14891.08, 12493.39, 27384.47, 42.26],
          ['Total direct costs (1-5)', 280000, 86000, 78000, 164000, 58.57],
          ['Indirect costs (7%)', 29000, 5700, 5665.1, 11365.1, 39.19],
          ['Total eligible costs (6+7)', 309000, 91700, 83665.1, 175365.1, 56.75],
        ],
      },
    ],
  };
  const org = organisation(1, report);

  it("still answers a ratio asked in its currency's words", () => {
    const a = firstSentence(org.ask('How many euros of total eligible costs did we budget for every euro of total direct costs?').answer);
    expect(a).toMatch(/1\.10\b/);
  });

  it('is never answered with a percentage', () => {
    const a = firstSentence(org.ask('Cumulative total eligible costs reported to the consortium, in euro?').answer);
    expect(a).not.toMatch(/56\.75/);
  });
});

describe("a payroll's rows picked by what the question says of them", () => {
  const row = (name: string, position: string, programme: string, gross: number) => [name, position, programme, gross];
  const payroll: DocSpec = {
    fileName: 'Payroll Summary December 2025.xlsx',
    tables: [
      {
        title: 'PAYROLL SUMMARY - Pay period: 01/12/2025 - 31/12/2025',
        columns: ['Name', 'Position', 'Programme', 'Gross salary (USD)'],
        rows: [
          row('Ana Lim', 'Executive Director', 'Support', 2450),
          row('Bo Dara', 'Finance Manager', 'Support', 1480),
          row('Chea Mom', 'Reading Programme Manager', 'Reading', 1320),
          row('Dy Vannak', 'Water Programme Manager', 'Water', 1290),
          row('Em Chanthou', 'Accountant', 'Support', 760),
          row('Fa Rithy', 'Water Technician', 'Water', 540),
          row('Gi Sokun', 'Water Technician', 'Water', 520),
          row('Ha Bopha', 'Reading Facilitator', 'Reading', 430),
          row('Ip Samnang', 'Reading Facilitator', 'Reading', 430),
          row('Jo Leakhena', 'Reading Facilitator', 'Reading', 410),
          row('Ka Visal', 'Reading Facilitator', 'Reading', 410),
          row('Lo Neang', 'Reading Facilitator', 'Reading', 395),
          row('Mu Kosal', 'Driver', 'Support', 360),
          row('No Sopheap', 'Admin Officer', 'Support', 620),
        ],
      },
    ],
  };
  const org = organisation(1, payroll);

  it('takes the position that says every word, not the programme that says one', () => {
    expect(firstSentence(org.ask('average gross salary of our reading facilitators?').answer)).toMatch(/\$415\b/);
  });
});
