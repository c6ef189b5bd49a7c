// The empty chat's suggested questions (issue 16), on small organisations of several layouts: a
// budget workbook with account codes, monthly actuals, a balance sheet, a grant agreement and a
// receipt. Every suggestion is asked of the analyst here, and its answer must state the figure
// it was made from; a candidate the analyst would answer wrongly, or that two lines would answer
// differently, is never suggested.
import { describe, expect, it } from 'vitest';
import { firstSentence, monthColumns, organisation, type DocSpec, type TestOrg } from './fixtures';
import { candidatesOf, spokenName, suggestQuestions } from './suggest';

// ---------------------------------------------------------------------------------------------
// Documents.

const budgetWorkbook: DocSpec = {
  fileName: 'Budget FY2026.xlsx',
  tables: [
    {
      sheet: 'Budget',
      title: 'Maple Street Literacy Project — Operating Budget FY2026',
      codes: true,
      columns: ['Acct', 'Line', 'FY2025 Budget', 'FY2025 Actual', 'FY2026 Budget'],
      rows: [
        [null, 'REVENUE', null, null, null],
        ['4000', 'Individual donations', 120000, 131500, 140000],
        ['4100', 'Foundation grants', 85000, 80000, 95000],
        [null, 'Total Revenue', 205000, 211500, 235000],
        [null, 'EXPENSES', null, null, null],
        ['5000', 'Salaries:', 150000, 158200, 165000],
        ['5100', 'Program supplies', 18000, 16400, 21000],
        ['5200', 'Rent', 24000, 24000, 24600],
        ['5300', 'IT services', 6000, 7350, 6500],
        [null, 'Total Expenses', 198000, 205950, 217100],
      ],
    },
  ],
  passages: [{ text: 'Maple Street Literacy Project — Operating Budget FY2026', sheet: 'Budget' }],
};

const monthlyActuals: DocSpec = {
  fileName: 'Income Statement by Month FY2026.csv',
  tables: [
    {
      columns: ['Account', ...monthColumns(2025, 7).slice(0, 4)],
      rows: [
        ['Tutoring fees', 2100, 2300, 2250, 2400],
        ['Tutor stipends', 5200, 5400, 5100, 5650],
        ['Books and materials', 900, 1250, 700, 1180],
        ['Van fuel', 210, 190, 240, 225],
      ],
    },
  ],
};

const balanceSheet: DocSpec = {
  fileName: 'Balance Sheet June 2025.pdf',
  tables: [
    {
      page: 1,
      name: 'Page 1, table 1',
      title: 'Statement of Financial Position',
      columns: ['', 'June 30, 2025', 'June 30, 2024'],
      rows: [
        ['Current assets', null, null],
        ['Cash and cash equivalents', 96500, 81200],
        ['Grants receivable', 22000, 30500],
        ['Total current assets', 118500, 111700],
        ['Equipment, net', 14000, 16500],
        ['Total assets', 132500, 128200],
        ['Current liabilities', null, null],
        ['Accounts payable', 9100, 8700],
        ['Accrued payroll', 6400, 6100],
        ['Total current liabilities', 15500, 14800],
        ['Net assets', null, null],
        ['Without donor restrictions', 87000, 80400],
        ['With donor restrictions', 30000, 33000],
        ['Total net assets', 117000, 113400],
      ],
    },
  ],
  passages: [{ text: 'Statement of Financial Position', page: 1 }],
};

// Named as the upload dialog names it by default: the funder is read from the letter itself.
const grantAgreement: DocSpec = {
  fileName: 'Grant Award Letters-FY2025.docx',
  passages: [
    { text: 'This agreement is made between the Oakridge Community Foundation and the Maple Street Literacy Project.', heading: 'Parties' },
    { text: 'The Foundation awards the Grantee a grant in the amount of $40,000 for the Summer Readers program.', heading: 'Grant Award' },
    { text: 'A final report is due by September 30, 2026.', heading: 'Reporting' },
  ],
};

const receipt: DocSpec = {
  fileName: 'IMG_0412.jpg',
  fields: { merchant: 'STAPLES', date: '2025-09-12', dateText: '09/12/2025', subtotal: 58.2, tax: 4.8, total: 63 },
  passages: ['STAPLES STORE 0117\nDATE 09/12/2025\nBinders 38.20\nMarkers 20.00\nSUBTOTAL 58.20\nTAX 4.80\nTOTAL 63.00'],
};

// ---------------------------------------------------------------------------------------------

/** Every suggestion asked of the analyst: found, not a question back, its first sentence stating the figure. */
function expectEachAnswered(org: TestOrg, fiscalYearStartMonth: number, expected: Array<[question: string, figure: string]>) {
  const suggestions = suggestQuestions(org.index, fiscalYearStartMonth);
  expect(suggestions.map((s) => s.question)).toEqual(expected.map(([q]) => q));
  for (const [question, figure] of expected) {
    const g = org.ask(question);
    expect(g.found, question).toBe(true);
    expect(g.clarifying, question).toBe(false);
    expect(firstSentence(g.answer), question).toContain(figure);
  }
}

describe('suggested questions', () => {
  it('asks a budget workbook for the latest budget year, the change between years, budget against actual and the largest line', () => {
    const org = organisation(7, budgetWorkbook);
    expectEachAnswered(org, 7, [
      ['What is our FY2026 budget for salaries?', '$165,000'],
      ['What was our total revenue in FY2025?', '$211,500'],
      ['How much did our budget for total expenses change from FY2025 to FY2026?', '$19,100'],
      ['Were we over budget on IT services in FY2025?', '$1,350'],
    ]);
  });

  it('asks monthly actuals for the latest month', () => {
    const org = organisation(7, monthlyActuals);
    expectEachAnswered(org, 7, [['How much did we spend on tutor stipends in October 2025?', '$5,650']]);
  });

  it('asks a balance sheet for cash and the current ratio at its latest date', () => {
    const org = organisation(7, balanceSheet);
    expectEachAnswered(org, 7, [
      ['What was our cash balance at June 30, 2025?', '$96,500'],
      ['What is our current ratio at June 30, 2025?', '7.65'],
    ]);
  });

  it("asks for a receipt's total and a grant letter's amount", () => {
    expectEachAnswered(organisation(7, receipt), 7, [['How much was the Staples receipt?', '$63.00']]);
    expectEachAnswered(organisation(7, grantAgreement), 7, [['How much is the Oakridge Community Foundation grant?', '$40,000']]);
  });

  it('draws on different documents first, at most four, one of each kind', () => {
    const org = organisation(7, budgetWorkbook, monthlyActuals, balanceSheet, grantAgreement, receipt);
    const suggestions = suggestQuestions(org.index, 7);
    expect(suggestions.map((s) => s.kind)).toEqual(['budget', 'month', 'balance', 'grant']);
    for (const s of suggestions) {
      const g = org.ask(s.question);
      expect(g.found && !g.clarifying, s.question).toBe(true);
    }
  });

  it('gives the same questions for the same documents, whatever order they were read in', () => {
    const a = suggestQuestions(organisation(7, budgetWorkbook, monthlyActuals, balanceSheet, grantAgreement, receipt).index, 7);
    const b = suggestQuestions(organisation(7, receipt, grantAgreement, balanceSheet, monthlyActuals, budgetWorkbook).index, 7);
    expect(b).toEqual(a);
  });

  it('suggests nothing without documents', () => {
    expect(suggestQuestions(organisation(7).index, 7)).toEqual([]);
  });

  it('suggests cash only as the balance sheet states it: cash in a fair-value table beside the balance sheet', () => {
    // A filing's layout: the balance sheet's 'Cash and equivalents', and a fair-value note whose
    // 'Cash' row sits under a 'Cash and equivalents' column of the same date. Asked as 'How much
    // cash did we have', the analyst read the note ($840 million) and the question was dropped;
    // asked as 'What was our cash balance', it reads the balance sheet ($9,889 million) and is
    // suggested (one balance question a document, so total assets is not), each answered with its figure.
    const filing: DocSpec = {
      fileName: 'Annual Report 2024.pdf',
      tables: [
        {
          page: 40,
          name: 'Page 40, table 1',
          title: 'Consolidated Balance Sheets',
          units: '(Dollars in millions)',
          columns: ['', 'May 31, 2024', 'May 31, 2023'],
          rows: [
            ['ASSETS', null, null],
            ['Current assets:', null, null],
            ['Cash and equivalents', 9889, 8348],
            ['Short-term investments', 3587, 439],
            ['Total current assets', 26291, 20556],
            ['Total assets', 37740, 31342],
            ['Current liabilities:', null, null],
            ['Accounts payable', 2836, 2248],
            ['Total current liabilities', 9674, 8284],
          ],
        },
        {
          page: 60,
          name: 'Page 60, table 1',
          title: 'Financial assets measured at fair value',
          units: '(Dollars in millions)',
          headerRows: [
            ['', 'May 31, 2024', '', ''],
            ['', 'Assets at fair value', 'Cash and equivalents', 'Short-term investments'],
          ],
          columns: ['', 'Assets at fair value', 'May 31, 2024 Cash and equivalents', 'Short-term investments'],
          rows: [
            ['Cash', 840, 840, null],
            ['Level 1:', null, null, null],
            ['U.S. Treasury securities', 3425, 1800, 1625],
            ['Total', 4265, 2640, 1625],
          ],
        },
      ],
    };
    const org = organisation(6, filing);
    const cash = candidatesOf(org.index).find((c) => c.kind === 'balance' && c.question === 'What was our cash balance at May 31, 2024?');
    expect(cash?.expect).toMatchObject({ type: 'figure', value: 9889 });
    expectEachAnswered(org, 6, [
      ['What was our cash balance at May 31, 2024?', '$9,889 million'],
      ['What is our current ratio at May 31, 2024?', '2.72'],
    ]);
  });

  it('asks nothing that two lines would answer differently: a Salaries line in each of two budgets', () => {
    const programme = (name: string, salaries: number): DocSpec => ({
      fileName: `${name} Budget FY2026.xlsx`,
      tables: [
        {
          sheet: 'Budget',
          title: `${name} — Budget FY2026`,
          columns: ['Line', 'FY2026 Budget'],
          rows: [
            ['EXPENSES', null],
            ['Salaries', salaries],
            ['Supplies', 4000],
            ['Travel', 2500],
          ],
        },
      ],
    });
    const org = organisation(7, programme('After School', 90000), programme('Adult Literacy', 70000));
    // The analyst would answer one programme's figure as if it were the organisation's.
    expect(org.ask('What is our FY2026 budget for salaries?').found).toBe(true);
    expect(candidatesOf(org.index).map((c) => c.question)).not.toContain('What is our FY2026 budget for salaries?');
    // Supplies are $4,000 in both: one figure, whichever line is read.
    expectEachAnswered(org, 7, [['What is our FY2026 budget for supplies?', '$4,000']]);
  });
});

describe('spokenName', () => {
  it("says a line as a person would: no code, no trailing colon, lower case but for acronyms and the documents' names", () => {
    expect(spokenName('5100 · Program Supplies:')).toBe('program supplies');
    expect(spokenName('IT Services')).toBe('IT services');
    expect(spokenName('CASH AND EQUIVALENTS')).toBe('cash and equivalents');
    expect(spokenName('Total NIKE Brand Revenues', new Map([['nike', 'NIKE']]))).toBe('total NIKE brand revenues');
  });
});
