// A bank export with columns of money in and out, an M-Pesa statement, a budget report asked 'under' one of its
// headings, a budget compared in its own table before a statement's line of the same name, a
// donor report in dollars beside the organisation's own currency (kwacha, which most of its
// tables state), and a sentence giving the pay of several people at once, on documents written
// for these tests.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

const qbo: DocSpec = {
  fileName: 'Budget vs Actuals by Project Jul 2025 - Mar 2026.xlsx',
  tables: [
    {
      sheet: 'Budget vs. Actuals',
      title: 'Budget vs. Actuals by Project: July 2025 - March 2026',
      columns: ['', 'Core & Water Kiosks Actual', 'Core & Water Kiosks Budget', 'Core & Water Kiosks over Budget'],
      rows: [
        ['Insurance', 118000, 100000, 18000],
        ['Office Rent', 270000, 270000, 0],
        ['Audit & Professional Fees', 175000, 320000, -145000],
        ['Board Expenses', 22400, 30000, -7600],
      ],
    },
  ],
};

const preventivo: DocSpec = {
  fileName: 'Preventivo e consuntivo 2025.xlsx',
  tables: [
    {
      sheet: 'Entrate',
      title: 'Bilancio preventivo 2025 e consuntivo al 31/12/2025',
      columns: ['Voce', 'Preventivo 2025', 'Consuntivo 2025'],
      rows: [
        ['Quote associative', 6000, 6150],
        ['Erogazioni liberali', 12000, 14726.5],
      ],
    },
  ],
};

const rendiconto: DocSpec = {
  fileName: 'Bilancio 2025.pdf',
  tables: [
    {
      page: 4,
      title: 'RENDICONTO GESTIONALE 2025 - Proventi',
      columns: ['', '2025', '2024'],
      rows: [
        ['A) Ricavi da attività di interesse generale', null, null],
        ['1) Quote associative', 6150, 5900],
        ['4) Erogazioni liberali', 42310.85, 39100],
      ],
    },
  ],
};

const accounts: DocSpec = {
  fileName: 'Income and Expenditure FY2026 (ZMW).xlsx',
  tables: [
    {
      sheet: 'I&E',
      title: 'Management accounts for the year ended 31 March 2026 · Kwacha (K)',
      columns: ['', 'Annual budget', 'Year to Date'],
      rows: [
        ['School fees', 300000, 328600],
        ['Nutrition', 260000, 255200],
        ['Staff salaries', 420000, 410000],
      ],
    },
    {
      sheet: 'Balance sheet',
      title: 'Balance sheet at 31 March 2026 · Kwacha (K)',
      columns: ['', '2026'],
      rows: [
        ['Cash at bank', 212000],
        ['Accruals', 18000],
      ],
    },
    {
      sheet: 'Funds',
      title: 'Funds at 31 March 2026 · Kwacha (K)',
      columns: ['', '2026'],
      rows: [['Restricted funds', 150000]],
    },
  ],
};

const donorReport: DocSpec = {
  fileName: 'Donor report FY2026 (US$).xlsx',
  tables: [
    {
      sheet: 'Report',
      title: 'Annual expenditure report to the donor · US dollars',
      columns: ['Budget line', 'Budget (US$)', 'Actual (US$)', 'Actual (ZMW)'],
      rows: [
        ['1. School fees', 11800, 12755.23, 325400],
        ['2. Nutrition', 10200, 8972.56, 228900],
      ],
    },
  ],
};

const notes: DocSpec = {
  fileName: 'Financial Report 2024-25.pdf',
  passages: ['The aggregate remuneration of the House Coordinator and the Operations Manager, including superannuation, was $176,840 (2024: $169,215).', 'Rent of the hall was $24,000 for the year.'],
};

describe('a budget report, a budget compared in its own table, a donor report in dollars', () => {
  it("reads the way asked from the word beside 'budget': 'Under Core & Water Kiosks, … furthest over its budget'", () => {
    const org = organisation(7, qbo);
    expect(firstSentence(org.ask('Under Core & Water Kiosks, which expense account is furthest over its budget so far this year?').answer)).toMatch(/^Insurance\b/);
  });

  it("compares a budget with the actual beside it in its own table, before a statement's line of the same name", () => {
    const org = organisation(1, preventivo, rendiconto);
    expect(firstSentence(org.ask('What was the % variance on erogazioni liberali vs the preventivo in 2025?').answer)).toMatch(/22\.7/);
  });

  it("takes two figures in the organisation's own currency, no currency asked, before a donor report's dollars", () => {
    const org = organisation(4, accounts, donorReport);
    expect(firstSentence(org.ask('How much more did we spend on school fees than on nutrition over the year?').answer)).toMatch(/73,400/);
  });
});

const agm: DocSpec = {
  fileName: 'AGM Minutes 22 October 2025.docx',
  passages: [
    'The minutes of the Annual General Meeting held on 23 October 2024 were taken as read and confirmed.',
    'Moved Darren Clarke, seconded Joy Mensah.',
    "Motion: that the financial report for the year ended 30 June 2025, including the independent reviewer's report, be received and adopted.",
    'Moved Tom Kavanagh, seconded Linh Nguyen.',
    'Motion: that Hollow & Reed Accountants be appointed to review the financial report for 2025–26 at a fee of $4,950.',
    'Proposed by Rajesh Patel; seconded by Helen O’Brien. Carried.',
  ],
};

describe('minutes that say who moved and seconded each motion on the line after it', () => {
  const org = organisation(7, agm);

  it('names the mover or seconder of the motion asked, read with the motion before it', () => {
    expect(firstSentence(org.ask('Who moved the motion adopting the 2024–25 financial report at the AGM?').answer)).toMatch(/^Tom Kavanagh\b/);
    expect(firstSentence(org.ask('Who seconded the motion appointing the accountants to review the 2025–26 report?').answer)).toMatch(/^Helen O’Brien\b/);
  });
});

describe("a budget's printed '% du budget' column", () => {
  it('answers how much of an income budget was raised, as printed', () => {
    const org = organisation(4, {
      fileName: 'Budget vs Réel 2025-2026.pdf',
      tables: [
        {
          page: 1,
          title: 'Budget vs Réel 2025-2026',
          columns: ['', 'Budget', 'Réel', '% du budget'],
          rows: [
            ['Dons / Donations', 42000, 44100, 105],
            ['Activités de financement / Fundraising events', 25000, 24650, 98.6],
          ],
        },
      ],
    });
    expect(firstSentence(org.ask('What % of the fundraising events budget did we actually raise over the year?').answer)).toMatch(/98\.6/);
  });
});

describe('who reviewed the accounts', () => {
  it("names the accountants who signed the reviewer's report, as for an auditor's", () => {
    const org = organisation(7, {
      fileName: 'Financial Report 2024-25.pdf',
      passages: [
        { text: "Independent reviewer's report to the members of Wendouree Neighbourhood House", page: 10 },
        { text: 'We have reviewed the accompanying financial report of Wendouree Neighbourhood House Inc. for the year ended 30 June 2025.', page: 10 },
        { text: 'Carter & Lane Accountants Mia Lane CA, Registered Company Auditor 12 Sturt Street, Ballarat VIC 3350 18 September 2025', page: 10 },
      ],
    });
    expect(firstSentence(org.ask('Who did the independent review of the 2024–25 financial report?').answer)).toMatch(/^Carter & Lane\b/);
  });
});

describe('a sentence giving the pay of several people at once', () => {
  const org = organisation(7, notes);

  it("is not one person's salary", () => {
    expect(firstSentence(org.ask("What's the House Coordinator's salary?").answer)).toMatch(/couldn't find/);
    expect(firstSentence(org.ask('What was hall rent for the year?').answer)).toMatch(/24,000/);
  });
});
