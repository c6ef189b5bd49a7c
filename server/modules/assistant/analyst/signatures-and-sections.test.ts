// Signatures printed side by side, a register's 'receipts' (money received, not a shop's slip), and
// a total broader than the section it ends.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { parsePlan } from './plan/parse';

const trust: DocSpec[] = [
  {
    fileName: 'Annual return 2025.pdf',
    passages: [
      { text: 'PART 9 - DECLARATION', page: 4 },
      { text: 'We declare that the information in this return is correct.', page: 4 },
      { text: 'Ms. K. Fernando Mr. Tomas Varga Chair Treasurer', page: 4 },
      { text: 'Date: 14.05.2026', page: 4 },
    ],
  },
  {
    fileName: 'Board minutes May 2026.docx',
    passages: ['The Treasurer and Centre Manager will prepare the grant report.', 'The report was prepared by Tomas Varga, Treasurer, for the Board.'],
  },
  {
    fileName: 'Accounts 2025.pdf',
    passages: [
      { text: 'Brightwater Trust - Accounts for the year ended 31 December 2025', page: 1 },
      { text: 'We have audited the accounts of the Trust.', page: 2 },
      { text: 'Hollis Marr LLP Chartered Accountants', page: 2 },
      { text: 'P. J. Hollis, Partner Leeds, 9 April 2026', page: 2 },
      { text: 'Brightwater Trust - Accounts for the year ended 31 December 2025', page: 3 },
      { text: 'Brightwater Trust - Accounts for the year ended 31 December 2025', page: 4 },
    ],
    tables: [
      {
        page: 3,
        title: 'Balance sheet at 31 December 2025',
        columns: ['Line', '2025', '2024'],
        rows: [
          ['Current assets', null, null],
          ['Cash at bank', 88000, 71000],
          ['Debtors', 12000, 9000],
          ['Total current assets', 100000, 80000],
          ['Non-current liabilities', null, null],
          ['Loan', 30000, 35000],
          ['Current liabilities', null, null],
          ['Creditors', 8000, 6000],
          ['Total liabilities', 38000, 41000],
        ],
      },
    ],
  },
  {
    fileName: 'Donations register 2025.csv',
    tables: [
      {
        columns: ['Date received', 'Donor', 'Amount'],
        rows: [
          ['2025-02-11', 'Hale Foundation', 25000],
          ['2025-05-20', 'Ruth Okafor', 400],
          ['2025-09-02', 'Kettle Lane Rotary', 3200],
        ],
      },
    ],
  },
  {
    fileName: 'Receipt - Dale Office Supplies.jpg',
    fields: { merchant: 'Dale Office Supplies Ltd', total: 64.5, date: '2025-06-03' },
    passages: ['DALE OFFICE SUPPLIES LTD', 'Envelopes 2 x 12.00', 'Printer paper 40.50', 'TOTAL 64.50'],
  },
];

describe('signatures side by side', () => {
  const org = organisation(1, ...trust);

  it('give the name above the role asked', () => {
    const a = firstSentence(org.ask('who is the treasurer').answer);
    expect(a).toContain('Tomas Varga');
    expect(a).not.toContain('Fernando');
  });

  it('date the auditors’ report by their signature, said before the initials', () => {
    expect(firstSentence(org.ask('When did the auditors sign their report?').answer)).toMatch(/9 April 2026|April 9, 2026/);
  });
});

describe('roles', () => {
  const org = organisation(1, ...trust);

  it('are no firm’s name', () => {
    const a = firstSentence(org.ask('Who is our treasurer?').answer);
    expect(a).toContain('Tomas Varga');
  });
});

describe('a register’s receipts', () => {
  const org = organisation(1, ...trust);

  it('are the money it records, not a shop’s slip', () => {
    expect(firstSentence(org.ask('What was the single largest receipt in the donations register?').answer)).toContain('25,000');
  });
});

describe('a total broader than the section it ends', () => {
  const org = organisation(1, ...trust);

  it('is not that section’s total', () => {
    expect(firstSentence(org.ask('What was the current ratio at 31 December 2025?').answer)).not.toContain('2.63');
  });
});

describe('a budget line', () => {
  it('asked for by its number is a lookup, not whether we kept on budget', () => {
    expect(parsePlan('What is the approved budget on budget line 4.2, staff travel?').op).toBe('lookup');
    expect(parsePlan('Are we on budget for staff travel?').op).toBe('variance');
  });
});

const phased: DocSpec[] = [
  {
    fileName: 'Budget 2026.xlsx',
    tables: [
      {
        sheet: 'Budget 2026',
        title: '2026 budget phased by month - amounts in £',
        headerRows: [
          ['', 'Q1', '', '', 'Q2', '', '', 'Full year'],
          ['', 'Jan-26', 'Feb-26', 'Mar-26', 'Apr-26', 'May-26', 'Jun-26', '2026'],
        ],
        columns: ['', 'Jan-26', 'Feb-26', 'Mar-26', 'Apr-26', 'May-26', 'Jun-26', '2026'],
        rows: [
          ['Outreach', 1000, 1200, 1400, 900, 900, 900, 12000],
          ['Support costs', 2000, 2000, 2000, 2000, 2000, 2000, 24000],
        ],
      },
      {
        sheet: 'Two budgets',
        title: 'Budgets 2025 and 2026',
        columns: ['Line', 'Budget 2025', 'Budget 2026'],
        rows: [['Support costs', 22000, 24000]],
      },
    ],
  },
];

describe('months under a merged quarter heading', () => {
  const org = organisation(1, ...phased);

  it('are each their month, the quarter their sum', () => {
    expect(firstSentence(org.ask('What is budgeted for outreach in February 2026?').answer)).toContain('1,200');
    expect(firstSentence(org.ask('What is budgeted for outreach in Q1 2026?').answer)).toContain('3,600');
  });

  it('set a forecast against a budget only when a forecast is there', () => {
    expect(firstSentence(org.ask('For support costs, what is the gap between the 2026 forecast and the budget?').answer)).toMatch(/^I couldn't find/);
  });
});
