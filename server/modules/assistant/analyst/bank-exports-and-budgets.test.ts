// A bank export with no heading row and signed amounts, a budget report asked 'under' one of its
// headings, a budget compared in its own table before a statement's line of the same name, a
// donor report in dollars beside the organisation's own currency (kwacha, which most of its
// tables state), and a sentence giving the pay of several people at once, on documents written
// for these tests.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';

// Newest first, as the bank exports it: each balance is the one below it plus its own amount.
const bank: DocSpec = {
  fileName: 'Everyday Account Apr 2026.csv',
  tables: [
    {
      title: 'Everyday Account Apr 2026',
      columns: ['', '', '', ''],
      rows: [
        ['30/04/2026', -126.5, 'Direct Debit 445566 SOFTWARE SUBSCRIPTION', 40773.5],
        ['29/04/2026', 2841.55, 'Direct Credit 522118 STATE GRANT', 40900],
        ['24/04/2026', -10000, 'Transfer to Online Saver', 38058.45],
        ['23/04/2026', -12400.1, 'NetBank Payroll 23APR26 9 payments', 48058.45],
        ['17/04/2026', 734.9, 'Deposit Cash', 60458.55],
        ['13/04/2026', -893.7, 'Direct Debit 332211 POWER COMPANY', 59723.65],
        ['01/04/2026', -10, 'Account Fee', 60617.35],
      ],
    },
  ],
};

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

describe('a bank export with no heading row', () => {
  const org = organisation(7, bank);

  it('tells the running balance from the amounts by their arithmetic, and a debit by its sign', () => {
    expect(firstSentence(org.ask('biggest single debit on the everyday account in april?').answer)).toMatch(/12,400\.10/);
    expect(firstSentence(org.ask('biggest single credit in april?').answer)).toMatch(/2,841\.55/);
  });

  it('reads the balance at a day from the running balance, not an amount', () => {
    expect(firstSentence(org.ask('What was the account balance on 24 April 2026?').answer)).toMatch(/38,058\.45/);
  });
});

// An M-Pesa statement by its columns, which never say 'M-Pesa'.
const mpesa: DocSpec = {
  fileName: 'ORG_512340_Statement_20260301-20260331.csv',
  tables: [
    {
      title: 'Organization Name: LAKESIDE WATER TRUST - Time Period: 01-03-2026 - 31-03-2026',
      columns: ['Receipt No.', 'Completion Time', 'Details', 'Paid In', 'Withdrawn', 'Balance'],
      rows: [
        ['UIM8NLK5NZ', '30-03-2026 17:30:19', 'Withdraw to Bank Account - KCB BANK KENYA LTD 1189004412', null, -150000, 9081],
        ['UIM8NLK5NY', '30-03-2026 17:30:19', 'Withdrawal Charge', null, -110, 159081],
        ['UIK2PLQ7AA', '21-03-2026 09:12:40', 'Pay Bill from 2547******330 - KENNEDY OTIENO Acc. KIOSK-B', 10300, null, 159191],
        ['UIH3QWE1BB', '15-03-2026 12:00:02', 'Withdraw to Bank Account - KCB BANK KENYA LTD 1189004412', null, -120000, 148891],
        ['UIG1RTY2CC', '02-03-2026 08:27:30', 'Pay Bill from 2547******998 - EUNICE AKOTH Acc. KIOSK-A', 14870, null, 268891],
      ],
    },
  ],
};

// A bank's export with columns of money in and out, under its preamble of fields.
const aba: DocSpec = {
  fileName: 'ABA Statement USD Dec 2025.csv',
  tables: [
    {
      title: 'ABA Bank - Account Activity',
      columns: ['Date', 'Description', 'Money In', 'Money Out', 'Balance'],
      rows: [
        ['01/12/2025', 'TRANSFER FROM AIDE ET ACTION EU TRANCHE 3', 86420, null, 369911.72],
        ['03/12/2025', 'NSSF CONTRIBUTION NOV 2025 VIA ABA PAY', null, 318.4, 369593.32],
        ['09/12/2025', 'TRANSFER FROM NORDIC LITERACY TRUST GRANT', 37500, null, 407093.32],
        ['15/12/2025', 'TRANSFER TO SOKHA HARDWARE', null, 811.8, 406281.52],
        ['16/12/2025', 'TRANSFER TO ANGKOR PRINTING INV 2291', null, 4862.5, 401419.02],
        ['17/12/2025', 'TRANSFER TO GDT TAX ON SALARY', null, 401.85, 401017.17],
        ['18/12/2025', 'TRANSFER TO STAFF SALARIES DEC', null, 11520.74, 389496.43],
        ['22/12/2025', 'TRANSFER FROM PARENTS ASSOCIATION VIA ABA PAY', 1200, null, 390696.43],
        ['30/12/2025', 'SERVICE FEE DEC 2025', null, 5, 390691.43],
        ['30/12/2025', 'SMS ALERT FEE DEC 2025', null, 0.5, 390690.93],
        ['31/12/2025', 'INTEREST CREDIT', 28.64, null, 390719.57],
      ],
    },
  ],
};

describe('a bank export with columns of money in and out', () => {
  const org = organisation(1, aba);

  it("reads 'deposits/credits' and 'received' as its money-in column, and the account named as the log, not the records that say its name", () => {
    expect(firstSentence(org.ask('how many deposits/credits came into ABA in December').answer)).toMatch(/\b4\b/);
    expect(firstSentence(org.ask('How many transfers did we receive into the ABA account in December?').answer)).toMatch(/\b3\b/);
    expect(firstSentence(org.ask('Total money in on the ABA account in December 2025?').answer)).toMatch(/125,148\.64/);
    // ('Take' is read as receiving; the fees the bank took are still under money out.)
    expect(firstSentence(org.ask('how many fee charges did ABA take in December?').answer)).toMatch(/\b2 charges\b/);
  });
});

describe('an M-Pesa statement', () => {
  const org = organisation(7, mpesa);

  it('is known by its columns, and money swept to the bank is what was withdrawn', () => {
    expect(firstSentence(org.ask('how much did we sweep from mpesa to KCB in march 2026?').answer)).toMatch(/270,000/);
  });
});

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
