// The local analyst by question kind, on small synthetic organisations whose layouts and wording
// differ from the evaluation's documents: a board budget with 'Approved 2024-25 | Revised 2024-25'
// columns, a calendar-year monthly P&L ('Jan 2024' ...), a balance sheet with two year-end
// columns and current subtotals, a budget-versus-actual report, a chart of accounts with GL
// codes, an award letter, a receipt. Fiscal years starting in July and in January.
import { describe, expect, it } from 'vitest';
import { sameFigure } from './answer';
import { firstSentence, monthColumns, organisation, type DocSpec } from './fixtures';

// ---------------------------------------------------------------------------------------------
// Documents.

const boardBudget: DocSpec = {
  fileName: 'Board Budget 2024-25.xlsx',
  tables: [
    {
      sheet: 'Budget',
      title: 'Hillside Youth Theatre — Board-approved budget',
      columns: ['Line', 'Approved 2023-24', 'Approved 2024-25', 'Revised 2024-25'],
      rows: [
        ['INCOME', null, null, null],
        ['Individual giving', 180000, 200000, 210000],
        ['Foundation support', 90000, 120000, 115000],
        ['Ticket sales', 40000, 45000, 45000],
        ['Total income', 310000, 365000, 370000],
        ['EXPENDITURE', null, null, null],
        ['Staff salaries', 190000, 220000, 228000],
        ['Employee benefits', 38000, 44000, 45600],
        ['Office rent', 36000, 37080, 37080],
        ['Program materials', 20000, 26000, 24000],
        ['Total expenditure', 284000, 327080, 334680],
        ['Surplus / (deficit)', 26000, 37920, 35320],
      ],
    },
  ],
  passages: [{ text: 'Hillside Youth Theatre — Board-approved budget', sheet: 'Budget' }],
};

const months2024 = monthColumns(2024, 1);
const pnl: DocSpec = {
  fileName: 'P&L by month 2024.csv',
  tables: [
    {
      columns: ['Account', ...months2024, 'Total'],
      rows: [
        ['Donations', 5000, 4000, 6000, 4500, 5200, 7000, 3000, 3500, 4800, 6100, 9000, 15000, 73100],
        ['Grant income', 10000, 10000, 10000, 12000, 12000, 12000, 10000, 10000, 10000, 14000, 14000, 14000, 138000],
        ['Program fees', 1200, 900, 1100, 1000, 950, 1300, 800, 700, 1000, 1150, 1250, 1400, 12750],
        ['Total Income', 16200, 14900, 17100, 17500, 18150, 20300, 13800, 14200, 15800, 21250, 24250, 30400, 223850],
        ['Payroll', 11000, 11000, 11500, 11500, 11500, 12000, 12000, 10500, 12000, 12000, 12000, 13000, 140000],
        ['Rent', 2500, 2500, 2500, 2600, 2600, 2600, 2600, 2600, 2600, 2600, 2600, 2600, 30800],
        ['Utilities', 410, 395, 350, 300, 280, 330, 420, 445, 360, 310, 340, 400, 4340],
        ['Total Expenses', 13910, 13895, 14350, 14400, 14380, 14930, 15020, 13545, 14960, 14910, 14940, 16000, 175240],
        ['Net Income', 2290, 1005, 2750, 3100, 3770, 5370, -1220, 655, 840, 6340, 9310, 14400, 48610],
      ],
    },
  ],
};

const balanceSheet: DocSpec = {
  fileName: 'Statement of Financial Position 2024.pdf',
  tables: [
    {
      page: 1,
      name: 'Page 1, table 1',
      title: 'Statement of Financial Position',
      columns: ['', 'Dec 31, 2024', 'Dec 31, 2023'],
      rows: [
        ['Current assets', null, null],
        ['Cash and equivalents', 182000, 151000],
        ['Pledges receivable', 64000, 70500],
        ['Prepaid expenses', 8000, 7200],
        ['Total current assets', 254000, 228700],
        ['Property and equipment, net', 410000, 425000],
        ['Total assets', 664000, 653700],
        ['Current liabilities', null, null],
        ['Accounts payable', 31000, 28400],
        ['Accrued expenses', 19000, 17600],
        ['Total current liabilities', 50000, 46000],
        ['Long-term debt', 150000, 165000],
        ['Total liabilities', 200000, 211000],
        ['Net assets', null, null],
        ['Without donor restrictions', 322000, 309700],
        ['With donor restrictions', 142000, 133000],
        ['Total net assets', 464000, 442700],
        ['Total liabilities and net assets', 664000, 653700],
      ],
    },
  ],
  passages: [{ text: 'Statement of Financial Position', page: 1 }],
};

const budgetVsActual: DocSpec = {
  fileName: 'Budget vs Actual FY24.xlsx',
  tables: [
    {
      sheet: 'BvA',
      title: 'Budget vs Actual — Year ended June 30, 2024',
      columns: ['Account', 'Budget', 'Actual', 'Variance', '% of Budget'],
      rows: [
        ['Revenue', null, null, null, null],
        ['Memberships', 48000, 51250, 3250, 106.8],
        ['Events', 30000, 26400, -3600, 88],
        ['Total revenue', 78000, 77650, -350, 99.6],
        ['Expenses', null, null, null, null],
        ['Printing', 6000, 7150, 1150, 119.2],
        ['Postage', 2500, 2210, -290, 88.4],
        ['Travel', 4000, 4480, 480, 112],
        ['Total expenses', 12500, 13840, 1340, 110.7],
      ],
    },
  ],
  passages: [{ text: 'Budget vs Actual — Year ended June 30, 2024', sheet: 'BvA' }],
};

const chartOfAccounts: DocSpec = {
  fileName: 'GL accounts.csv',
  tables: [
    {
      codes: true,
      columns: ['GL Code', 'Account Title', 'Category', 'Used for'],
      rows: [
        ['4010', 'Memberships', 'Revenue', 'Annual member dues'],
        ['4020', 'Events', 'Revenue', 'Benefit concert and gala income'],
        ['6110', 'Printing', 'Expense', 'Programmes, posters and flyers'],
        ['6150', 'Postage', 'Expense', 'Mailings and courier charges'],
        ['6200', 'Travel', 'Expense', 'Staff and volunteer travel'],
      ],
    },
  ],
};

const awardLetter: DocSpec = {
  fileName: 'Hargrove Trust Award Letter.pdf',
  passages: [
    { text: 'Dear Ms. Alvarez, we are pleased to confirm the Trust’s support for your Youth Stage programme.', page: 1, heading: 'Award letter' },
    { text: 'The Trust will provide a total award of $120,000, disbursed in four payments of $30,000.', page: 1, heading: 'Award amount' },
    { text: 'The award period runs from March 1, 2024 through February 28, 2026.', page: 1, heading: 'Term' },
    { text: 'Annual reports are due within 60 days of each anniversary of the award date. No more than 15% of the award may be used for administrative costs.', page: 2, heading: 'Conditions' },
  ],
};

const receipt: DocSpec = {
  fileName: 'IMG_2231.jpg',
  fields: { merchant: 'STAPLES', date: '2024-11-05', dateText: '11/05/2024', subtotal: 42.1, tax: 3.47, total: 45.57 },
  passages: ['STAPLES STORE 0117\nDATE 11/05/2024\nPrinter paper 29.99\nPens 12.11\nSUBTOTAL 42.10\nTAX 3.47\nTOTAL 45.57'],
};

// ---------------------------------------------------------------------------------------------

const july = organisation(7, boardBudget, balanceSheet, budgetVsActual, chartOfAccounts, awardLetter, receipt);
const january = organisation(1, pnl, balanceSheet, chartOfAccounts);
const lead = (org: typeof july, question: string) => firstSentence(org.ask(question).answer);

describe('lookup', () => {
  it('reads a budget column named by version and fiscal year, with synonyms for the line', () => {
    expect(lead(july, 'What is the revised 2024-25 budget for wages?')).toContain('$228,000');
    expect(lead(july, 'How much did we approve for program materials in FY25?')).toContain('$26,000');
  });

  it('prefers the revised budget when the question names no version', () => {
    expect(lead(july, 'What is our FY2025 budget for employee benefits?')).toContain('$45,600');
  });

  it('reads a balance at a year end, from a date or from the year alone', () => {
    expect(lead(january, 'How much cash did we have at the end of 2023?')).toContain('$151,000');
    expect(lead(january, 'What were accounts payable at December 31, 2024?')).toContain('$31,000');
  });

  it("reads 'on hand', 'now' and 'currently' as asking for the figure, not naming it", () => {
    expect(lead(january, 'How much cash did we have on hand at the end of 2023?')).toContain('$151,000');
    expect(lead(january, 'How much cash do we currently have on hand at the end of 2023?')).toContain('$151,000');
  });

  it('reads a month of a calendar-year statement, with or without its year', () => {
    expect(lead(january, 'How much did we receive in donations in March 2024?')).toContain('$6,000');
    expect(lead(january, 'What were grant income in Oct-24?')).toContain('$14,000');
    expect(lead(january, 'What did we spend on utilities in February?')).toContain('$395');
  });

  it('cites the document, row and column', () => {
    const answer = july.ask('What is the revised 2024-25 budget for wages?').answer;
    expect(answer).toContain('Board Budget 2024-25.xlsx');
    expect(answer).toContain('Staff salaries”');
    expect(answer).toContain('“Revised 2024-25”');
  });
});

describe('total', () => {
  it('uses the subtotal row when there is one', () => {
    expect(lead(july, 'What is total budgeted expenditure for 2024-25?')).toContain('$334,680');
    expect(lead(january, 'What was total income for the year?')).toContain('$223,850');
  });

  it('sums the months of a quarter and a half year with a January fiscal year', () => {
    expect(lead(january, 'What did we spend on rent in Q2 2024?')).toContain('$7,800');
    expect(lead(january, 'What were total expenses in the first half of 2024?')).toContain('$85,865');
  });

  it('sums two years or two lines when asked', () => {
    expect(lead(july, 'What is the total budgeted for ticket sales in 2023-24 and 2024-25?')).toContain('$85,000');
    expect(lead(january, 'What is the sum of donations and program fees in January 2024?')).toContain('$6,200');
  });
});

describe('difference and percentage change', () => {
  it('compares like with like across years (approved with approved)', () => {
    expect(lead(july, 'How much more did we approve for staff salaries in 2024-25 than in 2023-24?')).toContain('$30,000');
  });

  it('compares two versions of one year', () => {
    expect(lead(july, 'How much did the revised budget for foundation support differ from the approved budget in 2024-25?')).toContain('$5,000');
  });

  it('gives a percentage change', () => {
    expect(lead(july, 'By what percentage did approved individual giving grow from FY2024 to FY2025?')).toMatch(/11\.1\d?%/);
    expect(lead(january, 'What was the percentage change in total net assets in 2024?')).toMatch(/4\.8\d?%/);
  });

  it('takes the year before when one year is named', () => {
    expect(lead(january, 'How much did long-term debt change in 2024?')).toContain('$15,000');
  });
});

describe('variance', () => {
  it('is actual minus budget, said as over or under budget', () => {
    const travel = lead(july, 'What was the variance between budget and actual for travel?');
    expect(travel).toContain('$480');
    expect(travel).toMatch(/over budget/);
    expect(lead(july, 'Were we over budget on postage?')).toMatch(/\$290.*under budget/);
  });

  it('takes the direction from the budget and actual, whatever sign the report prints its variance with', () => {
    // This report prints favourable variances as positive (budget − actual for costs).
    const report: DocSpec = {
      fileName: 'School budget report FY2025.xlsx',
      tables: [{ sheet: 'Report', columns: ['Line', 'FY2025 Budget', 'FY2025 Actual', 'Variance Fav/(Unfav)'], rows: [['Teacher pay', 40000, 40100, -100], ['Books', 5000, 4200, 800]] }],
    };
    const org = organisation(7, report);
    expect(lead(org, 'What was the variance on teacher pay in FY2025?')).toMatch(/\$100.*(?:over|above) budget/);
    expect(lead(org, 'What was the variance on books in FY2025?')).toMatch(/\$800.*(?:under|below) budget/);
  });
});

describe('ratios and shares', () => {
  it('computes the current ratio from the current subtotals', () => {
    expect(lead(january, 'What is our current ratio at December 31, 2024?')).toContain('5.08');
  });

  it('computes a share of a total', () => {
    expect(lead(january, 'What percentage of total assets was cash and equivalents in 2024?')).toMatch(/27\.4\d?%/);
  });

  it('computes a debt-to-asset ratio', () => {
    expect(lead(january, 'What was the debt-to-asset ratio in 2023?')).toContain('0.32');
  });
});

describe('monthly and quarterly', () => {
  it('averages the months of a year', () => {
    expect(lead(january, 'What was our average monthly utilities cost in 2024?')).toContain('$361.67');
  });

  it('finds the month of the highest and the lowest figure', () => {
    expect(lead(january, 'In which month were donations highest?')).toContain('December 2024');
    expect(lead(january, 'Which month had the lowest payroll in 2024?')).toContain('August 2024');
  });
});

describe('extremes over lines', () => {
  it('finds the expense line that grew the most between budgets', () => {
    expect(lead(july, 'Which expenditure line increased the most from 2023-24 to 2024-25?')).toContain('Staff salaries');
  });

  it('finds the largest revenue line', () => {
    expect(lead(january, 'Which income line was the largest in 2024?')).toContain('Grant income');
  });
});

describe('chart of accounts', () => {
  it('gives the code for a line', () => {
    expect(july.ask('Which GL code should I use for postage?').answer.slice(0, 200)).toContain('6150');
  });

  it('tells what an account is for', () => {
    const answer = july.ask('What is GL 6110 used for?').answer;
    expect(answer).toContain('Printing');
    expect(answer).toContain('posters');
  });
});

describe('grant text', () => {
  it('reads the award amount from the letter', () => {
    expect(lead(july, 'How much is the Hargrove Trust award?')).toContain('$120,000');
  });

  it('reads dates and limits', () => {
    expect(july.ask('When does the award period end?').answer.slice(0, 400)).toContain('February 28, 2026');
    expect(lead(july, 'What is the maximum share of the Hargrove award that can go to administrative costs?')).toContain('15%');
  });
});

describe('months said without a year', () => {
  it('a range of months is those months of the latest year, added up or averaged', () => {
    // March to May 2024: 6000 + 4500 + 5200 donations.
    expect(lead(january, 'donations mar-may?')).toContain('$15,700');
    expect(lead(january, 'What did payroll and rent come to together for March through May?')).toContain(`$${(11500 + 11500 + 11500 + 2500 + 2600 + 2600).toLocaleString('en-US')}`);
    expect(lead(january, 'average monthly utilities bill jan-apr?')).toContain(`$${((410 + 395 + 350 + 300) / 4).toFixed(2)}`);
  });

  it('a flow over a list of months is added up; a comparison of them is not', () => {
    expect(lead(january, 'what did donations bring in over jan, feb and mar 2024')).toContain('$15,000');
    expect(lead(january, 'how much higher were donations in March 2024 than in February 2024?')).toContain('$2,000');
  });
});

describe('two operations nested', () => {
  it('the average change, the change between averages, the difference between averages', () => {
    // Donations Jan-Apr 2024: 5000, 4000, 6000, 4500: changes -1000, +2000, -1500.
    expect(lead(january, 'What was the average monthly increase in donations from January to April 2024?')).toContain('$166.67');
    // Payroll: Jan-Feb 11,000 and 11,000; Mar-Apr 11,500 and 11,500.
    expect(lead(january, 'What is the change in the average payroll between January-February 2024 and March-April 2024?')).toContain('$500');
    // Donations Jan-Mar average 5,000; grant income 10,000.
    expect(lead(january, 'What is the difference between the average donations and the average grant income from January to March 2024?')).toContain('$5,000');
  });

  it('says it cannot rather than answering one of the two steps', () => {
    const g = january.ask('What is the change in the average rent in March 2024 from February 2024?');
    expect(g.found).toBe(false);
    expect(firstSentence(g.answer)).toMatch(/couldn't find a way to answer that exactly/);
    expect(g.answer).not.toMatch(/\$\s?\d/);
  });
});

describe("the organisation's currency", () => {
  it('a ledger that marks no currency is in the one the other tables state', () => {
    const org = organisation(
      4,
      { fileName: 'Budget 2025-26.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'Budget 2025-26 £'], rows: [['Shop sales', 90000], ['Rent', 36000]] }] },
      { fileName: 'Statement of Financial Position.pdf', tables: [{ page: 1, columns: ['', '31 March 2025 £'], rows: [['Cash at bank', 176239], ['Total net assets', 298793]] }] },
      {
        fileName: 'ledger.csv',
        tables: [{ columns: ['Date', 'Account', 'Memo', 'Amount'], rows: [['2025-07-03', 'Shop sales', 'Till takings', 310.5], ['2025-07-09', 'Shop sales', 'Till takings', 290], ['2025-08-01', 'Rent', 'August rent', -3000]] }],
      },
    );
    const answer = lead(org, 'What did the shop take in sales in July 2025?');
    expect(answer).toContain('£600.50');
    expect(answer).not.toContain('$');
  });
});

describe('schedules and sentences with several dates', () => {
  const agreement: DocSpec = {
    fileName: 'Maple Fund Agreement.docx',
    tables: [
      {
        title: '5. Reporting',
        columns: ['Report', 'Period covered', 'Due date'],
        // A table of words and dates only: each cell beside the label answers as text.
        rows: [
          ['Mid-year narrative report', 'April 1 - September 30, 2025', '2025-11-15'],
          ['Annual financial report', 'April 1, 2025 - March 31, 2026', '2026-05-31'],
        ],
      },
    ],
    passages: [
      { text: 'Please send a short interim note by 31/01/2026, a budget update by 30/04/2026, and a closing statement by 30/09/2026.', heading: 'Reporting' },
      { text: 'The Maple Fund will provide a grant of £40,000 over two years.', heading: 'Award' },
    ],
  };
  const org = organisation(4, agreement);
  it("answers from a schedule's cells", () => {
    const g = org.ask('When is the annual financial report due?');
    expect(firstSentence(g.answer)).toContain('2026');
    expect(firstSentence(g.answer)).toContain('Annual financial report');
    expect(g.answer).not.toContain('2025-11-15');
  });

  it('leads with the date the question is about when a sentence gives several', () => {
    expect(firstSentence(org.ask('When is the budget update due for the Maple Fund?').answer)).toMatch(/^30\/04\/2026\b/);
    expect(firstSentence(org.ask('When is the closing statement due?').answer)).toMatch(/^30\/09\/2026\b/);
  });
});

describe('two documents in different scales', () => {
  it("'how much more are we budgeting for salaries than we spent on them': the pronoun is the salaries; thousands and pounds compared in pounds", () => {
    const org = organisation(
      4,
      { fileName: 'Budget FY2026.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'FY2026 Budget £', 'FY2025 Budget £', 'FY2025 Actual £'], rows: [['Staff salaries', 334900, 318600, 322145], ['Rent', 36000, 36000, 36000], ['Total expenditure', 554700, 526450, 541100]] }] },
      { fileName: 'Five-year summary.csv', tables: [{ title: 'Five-year summary (£000)', units: '£000', columns: ['Year ended 31 March', '2021', '2022', '2023', '2024', '2025'], rows: [['Total income', 480.2, 500.1, 512.9, 530.3, 585.4], ['Total expenditure', 470.5, 490.2, 505.5, 520.8, 541.1]] }] },
    );
    expect(lead(org, 'How much more are we budgeting for salaries in FY26 than we actually spent on them in FY25?')).toContain('£12,755');
    // Both statements' expenditure, each in its own scale, compared in pounds.
    const g = org.ask('How much more are we budgeting for total expenditure in FY2026 than we actually spent in the year to March 2024?');
    expect(firstSentence(g.answer)).toContain(`£${(554700 - 520800).toLocaleString('en-US')}`);
  });
});

describe('quarters and the full year', () => {
  const quarterly: DocSpec = {
    fileName: 'BvA by Quarter CY2025.xlsx',
    tables: [
      {
        sheet: 'BvA',
        title: 'Budget vs. Actual by Quarter, Fiscal Year 2025 (January 1 - December 31, 2025)',
        headerRows: [
          ['', 'Jan - Mar', 'Jan - Mar', 'Apr - Jun', 'Apr - Jun', 'Full year', 'Full year'],
          ['', 'Q1 Budget', 'Q1 Actual', 'Q2 Budget', 'Q2 Actual', 'FY Budget', 'FY Actual'],
        ],
        columns: ['', 'Jan - Mar Q1 Budget', 'Jan - Mar Q1 Actual', 'Apr - Jun Q2 Budget', 'Apr - Jun Q2 Actual', 'Full year FY Budget', 'Full year FY Actual'],
        rows: [
          ['Individual donations', 55800, 59100, 62000, 56400, 310000, 322800],
          ['Other', 3000, 3900, 3000, 2400, 12000, 14000],
        ],
      },
    ],
  };
  const grant: DocSpec = {
    fileName: 'Grant Agreement.docx',
    tables: [{ title: 'Payment schedule', columns: ['Installment', 'Date', 'Amount'], rows: [['Upon signature', '2025-04-15', 40000], ['Upon final report', '2027-04-30', 18600]] }],
  };
  const org = organisation(1, quarterly, grant);
  it("a quarter without a year is the latest year's with that quarter, not a schedule's future date", () => {
    expect(lead(org, 'q2 actual for individual donations?')).toContain('$56,400');
  });
  it("'average monthly' over quarters is over the months they cover", () => {
    // Q1 and Q2 2025 actual donations: 59,100 + 56,400 over six months.
    expect(lead(org, 'avg monthly individual donations in the first half of 2025, actual?')).toContain(`$${((59100 + 56400) / 6).toLocaleString('en-US', { maximumFractionDigits: 2 })}`);
    expect(lead(org, 'what did individual donations run per month in Q2, on average (actual)?')).toContain('$18,800');
  });

  it("'YTD thru Q2' adds up the quarters to it; 'did we go over on X in Q1' is actual against budget", () => {
    expect(lead(org, 'YTD thru Q2, actual individual donations?')).toContain(`$${(59100 + 56400).toLocaleString('en-US')}`);
    expect(lead(org, 'Did we go over on individual donations in Q1? by how much?')).toMatch(/\$3,300.*(?:over|above) budget/);
  });

  it("'for the full year' reads the year's column, not the latest quarter's", () => {
    expect(lead(org, "What did 'other' come to for the full year, actual?")).toContain('$14,000');
  });
});

describe('what a question asks for, not only its words', () => {
  const bva: DocSpec = {
    fileName: 'BvA 2025.xlsx',
    tables: [
      {
        sheet: 'BvA',
        title: 'Budget vs. Actual, Fiscal Year 2025',
        headerRows: [
          ['', 'Q1', 'Q1', 'Full year', 'Full year'],
          ['', 'Q1 Budget', 'Q1 Actual', 'FY Budget', 'FY Actual'],
        ],
        columns: ['', 'Q1 Budget', 'Q1 Actual', 'FY Budget', 'FY Actual'],
        rows: [
          ['REVENUE', null, null, null, null],
          ['Donations', 50000, 52000, 200000, 190000],
          ['Total revenue', 50000, 52000, 200000, 190000],
          ['EXPENSES', null, null, null, null],
          ['Lab fees', 10000, 10500, 40000, 48600],
          ['Field supplies', 8000, 11800, 32000, 33000],
          ['Total expenses', 18000, 22300, 72000, 81600],
          ['Net surplus (deficit)', 32000, 29700, 128000, 151400],
        ],
      },
    ],
  };
  const letter: DocSpec = {
    fileName: 'Management letter FY2025 - Keogh.docx',
    passages: [
      { text: '17 October 2025' },
      { text: 'Our fee for the audit of the year ended 30 June 2025 was $6,400.' },
      { text: 'We have completed our audit and issued an unmodified opinion.' },
    ],
  };
  const grant: DocSpec = {
    fileName: 'Harrow Grant Agreement.pdf',
    passages: [{ text: 'The Foundation awards a grant of $186,000 for the project entitled "Lower Kestrel Creek Riparian Buffer Restoration".', page: 1 }],
    tables: [{ page: 2, title: 'Approved budget', columns: ['Line', 'Grant funds'], rows: [['Personnel', 96000], ['Native plants', 40000], ['Total', 186000]] }],
  };
  const budget: DocSpec = { fileName: 'Budget FY2026.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'FY2026 Budget', 'FY2025 Budget', 'FY2025 Actual'], rows: [['Station manager wages', 78000, 74000, 74650], ['Insurance', 7200, 6600, 6915]] }] };
  const org = organisation(7, bva, letter, grant, budget);

  it('an expense line went most over budget; the bottom line is no expense line; for the full year, the year', () => {
    const one = organisation(1, bva, letter);
    expect(firstSentence(one.ask('which expense line went most over budget for the full year?').answer)).toMatch(/^Lab fees went furthest over budget/);
    expect(firstSentence(one.ask('In Q1, which expense line was furthest over budget?').answer)).toMatch(/^Field supplies/);
  });

  it("the date on a letter is its date line; a date is never answered with an amount", () => {
    expect(firstSentence(org.ask("What's the date on the auditor's management letter?").answer)).toContain('17 October 2025');
  });

  it("'how much of the grant budget is for X' is X's amount, its share after it", () => {
    const first = lead(org, 'How much of the Harrow grant budget is for native plants?');
    expect(first).toMatch(/^Native plants.*\$40,000/);
    expect(first).toContain('21.51%');
  });

  it('what a grant pays for is said in words', () => {
    expect(firstSentence(org.ask('What project is the Harrow grant paying for?').answer)).toContain('Riparian Buffer');
  });

  it("'than we actually paid in FY25' is the same line's actual", () => {
    expect(lead(org, 'How much more are we budgeting for station manager wages in FY26 than we actually paid in FY25?')).toContain('$3,350');
    // 'X up on Y': the budget against the actual, the change signed from the actual.
    const first = lead(org, 'By what % is the FY26 insurance budget up on what we actually paid in FY25?');
    expect(first).toContain('4.12%');
    expect(first).toContain('+$285');
  });
});

describe('a statement of functional expenses', () => {
  it('a column named alone is its total row: fundraising as a share of total expenses', () => {
    const org = organisation(1, {
      fileName: 'Statement of Functional Expenses 2025.csv',
      tables: [
        {
          title: 'Statement of Functional Expenses, year ended December 31, 2025',
          headerRows: [
            ['', 'Program Services', 'Program Services', 'Supporting Services', 'Supporting Services', ''],
            ['Expense', 'River Restoration', 'Water Quality Monitoring', 'Management & General', 'Fundraising', 'Total'],
          ],
          columns: ['Expense', 'River Restoration', 'Water Quality Monitoring', 'Management & General', 'Fundraising', 'Total'],
          rows: [
            ['Salaries & wages', 300000, 200000, 90000, 80000, 670000],
            ['Rent & utilities', 20000, 15000, 18000, 6000, 59000],
            ['Other', 5615, 4621, 3000, 1200, 14436],
            ['Total functional expenses', 325615, 219621, 111000, 87200, 743436],
          ],
        },
      ],
    });
    expect(lead(org, 'fundraising as a share of total expenses on the functional statement?')).toContain(`${((87200 / 743436) * 100).toFixed(2)}%`);
    // Two columns named, 'cost' only a synonym of the total row's 'expenses': the columns' totals.
    expect(lead(org, 'how much more did River Restoration cost than Water Quality Monitoring?')).toContain(`$${(325615 - 219621).toLocaleString('en-US')}`);
    // Columns under one spanning heading add up: both programs.
    expect(lead(org, 'total program services expense for 2025, both programs combined?')).toContain(`$${(325615 + 219621).toLocaleString('en-US')}`);
    expect(lead(org, 'What % of our 2025 expenses went to program services?')).toContain(`${(((325615 + 219621) / 743436) * 100).toFixed(2)}%`);
  });
});

describe('year to date', () => {
  it("'through September, the year-to-date budget' reads the budget's year-to-date column, not a month's actual", () => {
    const org = organisation(
      1,
      {
        fileName: 'Budget vs Actual YTD Sep.csv',
        tables: [{ title: 'Budget vs. Actual - Year to Date through September 30, 2025', columns: ['Account', 'FY25 Budget', 'FY25 Budget YTD', 'FY25 Actual YTD', '$ Var'], rows: [['Staff training', 24000, 18000, 13180, -4820], ['Travel', 23400, 17550, 15695, -1855]] }],
      },
      { fileName: 'Monthly 2025.xlsx', tables: [{ sheet: 'Operating', columns: ['Account', ...monthColumns(2025, 1).slice(0, 9)], rows: [['Staff training', 1200, 1500, 1400, 1600, 1300, 1700, 1450, 1490, 1540], ['Travel', 1700, 1800, 1750, 1690, 1720, 1810, 1740, 1745, 1740]] }] },
    );
    const answer = lead(org, "Through September, what's the year-to-date budget for staff training?");
    expect(answer).toContain('$18,000');
    expect(answer).toContain('year to date');
  });
});

describe('per share', () => {
  it("'net income per share' is a measure, not a share of net income; 'Basic' is named with its section", () => {
    const org = organisation(1, {
      fileName: 'Income statement.pdf',
      tables: [
        {
          page: 1,
          columns: ['', '2019', '2018'],
          rows: [
            ['Net income', 4566156, 4274547],
            ['Earnings per share:', null, null],
            ['Basic', 0.34, 0.32],
            ['Diluted', 0.33, 0.31],
          ],
        },
      ],
    });
    const first = lead(org, 'What is the basic net income per share in 2019?');
    expect(first).toContain('$0.34');
    expect(first).toMatch(/Earnings per share — Basic/);
    expect(lead(org, 'What is the change in diluted net income per share from 2018 to 2019?')).toContain('$0.02');
  });
});

describe('questions asking for words', () => {
  it('what a line represents or how it is derived is not answered with its amount', () => {
    const org = organisation(1, { fileName: 'Fleet data.pdf', tables: [{ page: 1, columns: ['', '2019', '2018'], rows: [['TCE rate per day', 21655, 20140], ['Other items', 17, 12]] }] });
    for (const q of ['How is TCE rate per day derived?', 'What do Other items in the table represent?']) {
      const g = org.ask(q);
      expect(g.found, q).toBe(false);
      expect(firstSentence(g.answer), q).not.toMatch(/\d/);
    }
    expect(lead(org, 'What was the TCE rate per day in 2019?')).toContain('21,655');
  });
});

describe('a sentence is not a sum or an average', () => {
  it("'the average interest expense in 2018 and 2019' is worked out from the figures or not answered, never a sentence's figure", () => {
    const org = organisation(1, {
      fileName: 'Annual report.pdf',
      passages: [{ text: 'Interest expense increased in fiscal 2019 compared to fiscal 2018 primarily due to higher average borrowings of $10.0 billion.', page: 3 }],
      tables: [{ page: 4, columns: ['', '2019', '2018'], rows: [['Revenue', 5000, 4800]] }],
    });
    const g = org.ask('How much was the average interest expenses in 2018 and 2019?');
    expect(firstSentence(g.answer)).not.toContain('10.0 billion');
    expect(g.found).toBe(false);
  });
});

describe('budget idioms and near words', () => {
  it("legacies that beat the budget, special events netted so far, and no marketing found in outreach", () => {
    const org = organisation(1, {
      fileName: 'Budget vs Actual 2025.csv',
      tables: [{ title: 'Budget vs. Actual - Year to Date through September 30, 2025', columns: ['Account', 'FY25 Budget YTD', 'FY25 Actual YTD'], rows: [['Legacies', 35000, 61842], ['Special events, net', 54375, 60303], ['Outreach supplies', 2000, 2379]] }],
    });
    expect(lead(org, 'By what percentage did legacies beat the FY25 budget?')).toContain('76.69%');
    expect(lead(org, 'How much have special events netted so far this year?')).toContain('$60,303');
    const none = org.ask('How much have we spent on advertising and marketing this year?');
    expect(none.found).toBe(false);
  });
});

describe('one figure in two documents', () => {
  it('two readings stating the same amount in different scales are one figure (no question to ask)', () => {
    const money = (value: number, scale: number) => ({ value, unit: { kind: 'money' as const, currency: '$', scale, decimals: 0 } });
    expect(sameFigure(money(53733.33, 1), money(53.73333, 1000))).toBe(true);
    expect(sameFigure(money(644800, 1), money(644.8, 1000))).toBe(true);
    expect(sameFigure(money(644800, 1), money(645.9, 1000))).toBe(false);
    expect(sameFigure(money(100, 1), { value: 100, unit: { kind: 'percent' } })).toBe(false);
  });
});

describe('account codes', () => {
  it("a code found by the account's description; no other figure answers a code question", () => {
    const org = organisation(1, {
      fileName: 'Chart of Accounts.csv',
      tables: [{ codes: true, columns: ['Code', 'Account', 'Type', 'Description'], rows: [['6060', 'Office supplies', 'Expense', 'Paper, toner and small items'], ['6065', 'Travel & mileage', 'Expense', 'Staff mileage reimbursement, conference travel and lodging']] }],
    });
    expect(lead(org, 'acct # for staff mileage reimbursement?')).toContain('6065');
    const none = org.ask('which GL code do I use for janitorial services?');
    expect(none.found).toBe(false);
    expect(firstSentence(none.answer)).toMatch(/couldn't find an account code/);
  });
});

describe('receipts by the kind of shop', () => {
  it("'the grocery receipt' is the market's, 'the fuel receipt' the filling station's", () => {
    const org = organisation(
      1,
      { fileName: 'IMG_4471.png', fields: { merchant: 'VALLEY FRESH MARKET', date: '2025-08-11', dateText: '08/11/2025', subtotal: 106.79, tax: 7.74, total: 114.53 }, passages: ['VALLEY FRESH MARKET\nBananas 2.49\nSUBTOTAL 106.79\nTAX 7.74\nTOTAL 114.53'] },
      { fileName: 'IMG_0402.jpg', fields: { merchant: 'SHELL OIL', date: '2025-04-02', dateText: '04/02/2025', subtotal: 63.85, tax: 0, total: 63.85 }, passages: ['SHELL OIL\nUNLEADED 63.85\nTOTAL 63.85'] },
    );
    expect(lead(org, 'How much sales tax was charged on the grocery receipt?')).toContain('$7.74');
    expect(lead(org, 'What was the total on the fuel receipt?')).toContain('$63.85');
    expect(firstSentence(org.ask('What was the total on the pharmacy receipt?').answer)).toMatch(/couldn't find a receipt/);
  });
});

describe('receipts', () => {
  it('reads the total, tax and date of a photographed receipt', () => {
    expect(lead(july, 'How much did we pay at Staples?')).toContain('$45.57');
    expect(lead(july, 'How much tax was on the Staples receipt?')).toContain('$3.47');
    expect(july.ask('What was the date of the Staples receipt?').answer.slice(0, 400)).toContain('11/05/2024');
  });
});

describe("a receipt's lines", () => {
  const till: DocSpec = {
    fileName: 'IMG_4410.jpg',
    fields: { merchant: 'HARBOUR CRAFT SUPPLY', date: '2025-05-02', dateText: '02/05/2025', subtotal: 151.9, tax: 0, total: 151.9 },
    passages: ['HARBOUR CRAFT SUPPLY\n12 Quay Lane\n02/05/2025 10:14\nFELT SHEETS A4 50PK\n3 @ 11.20 33.60\nGLUE STICKS 20PK 19.80\n2 @ 9.90\nSAFETY SCISSORS\n10 @ 4.85 48.50\nLAMINATOR POUCHES 100CT 50.00\nSUBTOTAL 151.90\nTAX 0.00\nTOTAL 151.90\nITEMS SOLD 16'],
  };
  const bill: DocSpec = {
    fileName: 'IMG_4502.jpg',
    fields: { merchant: 'NORTHGATE WATER CO', currency: '£', date: '2025-06-30', dateText: '30/06/2025', total: 212.4 },
    passages: ['NORTHGATE WATER CO\nWater bill\nMeter readings 1,204 to 1,366\nWater used 162 m3\nVolume charge 162 m3 at £1.10 £178.20\nStanding charge £34.20\nTOTAL DUE £212.40'],
  };
  const programme: DocSpec = {
    fileName: 'Programme budget FY2025.xlsx',
    tables: [{ sheet: 'Budget', columns: ['Line', 'FY2025 Budget'], rows: [['Youth crafts materials', 1200], ['Youth crafts tutor fees', 4800]] }],
  };
  const org = organisation(4, till, bill, programme);

  it('reads a line of the receipt: its amount, what each cost and how many were bought', () => {
    expect(lead(org, 'How much were the safety scissors on the Harbour Craft receipt?')).toContain('$48.50');
    expect(lead(org, 'What did each felt sheet pack cost on that receipt?')).toContain('$11.20');
    expect(lead(org, 'How many glue sticks packs did we buy at Harbour Craft?')).toContain('2');
    // The amount beside the name, its make-up on the line below.
    expect(lead(org, 'What did the laminator pouches cost on the craft receipt?')).toContain('$50.00');
  });

  it("counts the items as the receipt prints them, and reads a bill's quantity in the unit asked", () => {
    expect(lead(org, 'How many items were on the Harbour Craft receipt?')).toContain('16');
    expect(lead(org, 'How many m3 of water were we billed for on the Northgate Water bill?')).toContain('162');
    expect(lead(org, 'How much was the volume charge on the Northgate bill?')).toContain('£178.20');
    // A quantity the bill does not print is not its total.
    expect(lead(org, 'How many litres of water did the Northgate bill charge for?')).toMatch(/couldn't find/);
  });

  it("works out a receipt's share of a budget line the question names", () => {
    const first = lead(org, 'The Harbour Craft receipt was for the youth club - what % of the youth crafts materials budget does it represent?');
    expect(first).toContain(`${((151.9 / 1200) * 100).toFixed(2)}%`);
  });
});

describe('a line under another of its usual names', () => {
  const summary: DocSpec = {
    fileName: 'Liquidity summary.xlsx',
    tables: [{ sheet: 'Summary', title: '($ in thousands)', columns: ['', '2025', '2024'], rows: [['Net cash operating activities', 412, 388], ['Cash and short-term investments', 950, 870]] }],
  };
  const org = organisation(1, summary);

  it("'cash flow from operations' is 'Net cash operating activities', the verb left out", () => {
    expect(lead(org, 'What is the cash flow from operations in 2025?')).toContain('412');
  });
});

describe('percentages of several years are not added up', () => {
  const results: DocSpec = {
    fileName: 'Revenue mix.xlsx',
    tables: [{ sheet: 'Mix', columns: ['', 'FY2025', 'FY2024'], rows: [['Net program revenues', 1840, 1720], ['Percentage of total program revenues', 46, 44], ['Other revenues', 2160, 2189]] }],
  };
  const org = organisation(1, results);

  it("'the total program revenue for 2025 and 2024' adds the revenues, never their percentages", () => {
    expect(lead(org, 'What is the total program revenue for fiscal 2025 and 2024?')).toContain('3,560');
  });
});

describe('the first six months of a year', () => {
  const halves: DocSpec = {
    fileName: 'Half-year results.xlsx',
    tables: [{ sheet: 'H1', columns: ['', 'Q2 2025', 'H1 2025', 'H1 2024'], rows: [['Programme income', 118200, 224390, 203670], ['Donations', 26100, 51200, 48800]] }],
  };
  const org = organisation(1, halves);

  it('is the first half', () => {
    expect(lead(org, 'What was programme income for the first six months of 2025?')).toContain('224,390');
  });
});

describe('a 52- or 53-week year', () => {
  const flows: DocSpec = {
    fileName: 'Cash flow summary.xlsx',
    tables: [{ sheet: 'Summary', title: 'Fiscal years ended', columns: ['', 'January 2, 2026', 'December 27, 2024', 'December 29, 2023'], rows: [['Net cash provided by operating activities', 812, 640, 577], ['Net cash used in investing activities', -210, -190, -240]] }],
  };
  const org = organisation(1, flows);

  it("ends in the first days of the next January: 'January 2, 2026' is fiscal 2025", () => {
    expect(lead(org, 'What was the average net cash used in investing activities between fiscal years 2023-2025?')).toContain('-$213.33');
    expect(lead(org, 'What was the net cash provided by operating activities in fiscal 2025?')).toContain('812');
  });
});

describe('a balance asked at a year is its closing balance', () => {
  const rollforward: DocSpec = {
    fileName: 'Reserves note.xlsx',
    tables: [
      {
        sheet: 'Note 9',
        columns: ['', 'June 30, 2025', 'June 30, 2024'],
        rows: [
          ['Designated reserve, beginning of the year', 410000, 395000],
          ['Transfers in', 60000, 25000],
          ['Released', -20000, -10000],
          ['Designated reserve, end of the year', 450000, 410000],
        ],
      },
    ],
  };
  const org = organisation(7, rollforward);

  it("'the change in the designated reserve from 2024 to 2025' is of its end-of-year balances", () => {
    expect(lead(org, 'What was the change in the designated reserve from 2024 to 2025?')).toContain('40,000');
    expect(lead(org, 'What was the change in the designated reserve at the beginning of the year from 2024 to 2025?')).toContain('15,000');
  });
});

describe('a table stacked under a second header', () => {
  const stacked: DocSpec = {
    fileName: 'Quarterly data.xlsx',
    tables: [
      {
        sheet: 'Quarters',
        columns: ['', 'Q1 2025', 'Q2 2025', 'Year 2025'],
        rows: [
          ['Revenue', 100400, 120750, 221150],
          ['Net income', 10200, 12100, 22300],
          ['', 'Q1 2024', 'Q2 2024', 'Year 2024'],
          ['Revenue', 90300, 95600, 185900],
          ['Net income', 8100, 9900, 18000],
        ],
      },
    ],
  };
  const org = organisation(1, stacked);

  it("reads each row under its own header: the second year's quarters are the lower rows'", () => {
    expect(lead(org, 'What was revenue in Q2 2024?')).toContain('95,600');
    expect(lead(org, 'What was revenue in Q2 2025?')).toContain('120,750');
  });
});

describe('quarters across the top named by their order, years down the side', () => {
  const quarterly: DocSpec = {
    fileName: 'Quarterly results.xlsx',
    tables: [
      {
        sheet: 'Quarters',
        columns: ['', 'First', 'Second', 'Third', 'Fourth'],
        rows: [
          ['2025', null, null, null, null],
          ['Donations', 41000, 38500, 52250, 61000],
          ['Program spending', 30000, 31000, 29500, 35000],
          ['2024', null, null, null, null],
          ['Donations', 39000, 36000, 47000, 58800],
          ['Program spending', 28000, 29000, 30500, 33000],
        ],
      },
    ],
  };
  const org = organisation(1, quarterly);

  it("reads 'First' to 'Fourth' as the quarters of the year above, and one line over them", () => {
    expect(lead(org, 'What were donations in the third quarter of 2025?')).toContain('$52,250');
    expect(lead(org, 'What were donations in the third quarter of 2024?')).toContain('$47,000');
    expect(lead(org, 'What was the change in program spending between the first and second quarter of 2024?')).toContain('$1,000');
  });
});

describe('a share whose part is found only in another statement', () => {
  const activities: DocSpec = {
    fileName: 'Statement of Activities FY2025.pdf',
    tables: [
      {
        page: 1,
        columns: ['', 'FY2025'],
        rows: [
          ['Program services', null],
          ['Outreach', 240000],
          ['Workshops', 160000],
          ['Management and general', 50000],
          ['Total expenses', 450000],
        ],
      },
    ],
  };
  const functional: DocSpec = {
    fileName: 'Functional expenses FY2025.xlsx',
    tables: [
      {
        sheet: 'SFE',
        title: 'Statement of functional expenses, year ended June 30, 2025',
        columns: ['', 'Program services Outreach', 'Program services Workshops', 'Supporting services Management and general', 'Total'],
        headerRows: [
          ['', 'Program services', 'Program services', 'Supporting services', ''],
          ['', 'Outreach', 'Workshops', 'Management and general', 'Total'],
        ],
        rows: [
          ['Salaries', 150000, 90000, 30000, 270000],
          ['Benefits', 30000, 18000, 6000, 54000],
          ['Rent', 60000, 52000, 14000, 126000],
          ['Total expenses', 240000, 160000, 50000, 450000],
        ],
      },
    ],
  };
  const org = organisation(7, activities, functional);

  it("reads part and whole from the statement that has both, in the programme's column", () => {
    const g = org.ask('what % of the workshops program costs is salaries + benefits');
    expect(firstSentence(g.answer)).toContain('67.50%');
    expect(g.answer).toContain('$90,000 + $18,000');
  });
});

describe("'all together' asks for a total", () => {
  const budget: DocSpec = {
    fileName: 'Budget FY2025.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['Line', 'FY2025 Budget'],
        rows: [
          ['Membership dues', 41000],
          ['Foundation grants', 120000],
          ['Interest income', 2300],
          ['Total revenue', 163300],
          ['Coaching wages', 98000],
          ['Total expenses', 150000],
        ],
      },
    ],
  };
  const org = organisation(1, budget);

  it("adds up a list ('A, B and C together'), the last two one line when a line's name says both", () => {
    const org2 = organisation(1, {
      fileName: 'Budget FY2025 staff.xlsx',
      tables: [{ sheet: 'Staff', columns: ['Line', 'FY2025 Budget'], rows: [['Coaching wages', 98000], ['Payroll taxes and benefits', 21500], ['Volunteer expenses', 4000], ['Pool hire', 30000]] }],
    });
    expect(lead(org2, 'Staff budget FY2025 - coaching wages, payroll taxes and benefits together?')).toContain('119,500');
    expect(lead(org2, 'What is the total of coaching wages, volunteer expenses and pool hire for FY2025?')).toContain('132,000');
  });

  it("'all together, how much income' is the total, not the one line whose name says income", () => {
    expect(lead(org, 'All together, how much income are we budgeting to bring in for fiscal year 2025?')).toContain('163,300');
  });
});

describe("a sentence's figure is of what that sentence says", () => {
  const agreement: DocSpec = {
    fileName: 'Funding agreement 2026.pdf',
    passages: [
      { text: 'This agreement is made between the Aldgate Trust ("the Funder") and Millbrook Community Choir ("the Recipient").', page: 1 },
      { text: 'The Funder agrees to grant the Recipient a total of $50,000 for the 2026 season.', page: 1 },
      { text: 'No more than 12% of the Aldgate Grant may be applied to administration costs.', page: 1 },
      { text: 'The first instalment is released on signing of this agreement by both parties.', page: 2 },
    ],
  };
  const org = organisation(1, agreement);

  it("does not answer 'what percentage is paid on signing' with another sentence's percentage", () => {
    expect(lead(org, 'What percentage of the Aldgate grant is paid on signing?')).not.toContain('12%');
  });

  it("'the most we can spend on administration' is the cap's share of the grant the agreement states", () => {
    const first = lead(org, 'What is the most we can spend on administration under this agreement?');
    expect(first).toContain('$6,000');
    expect(first).toContain('12%');
    // A percentage asked is the percentage.
    expect(lead(org, 'What percentage of the grant can go on administration costs?')).toContain('12%');
  });

  it('a sentence saying nothing asked, only its workbook or a word of like meaning, gives no percentage', () => {
    const workbook = organisation(1, {
      fileName: 'Aldgate award - budget vs spent.xlsx',
      passages: [
        { text: 'Aldgate Trust award, budget against spending to date', sheet: 'Summary' },
        { text: 'Indirect costs are capped at 10% of direct costs.', sheet: 'Summary' },
      ],
    });
    expect(lead(workbook, 'What percentage of the Aldgate award had been spent?')).not.toContain('10%');
  });

  it('a name of the agreement, said only at its top, still finds the sentence', () => {
    expect(lead(org, 'What share of the grant may be applied to administration costs under the Millbrook agreement, at most?')).toContain('12%');
  });
});

describe('not found', () => {
  it('says so plainly, with no amount, when no line matches', () => {
    const first = lead(july, 'What is our FY2025 budget for vehicle insurance?');
    expect(first).toMatch(/couldn't find/);
    expect(first).not.toMatch(/\$\s?\d/);
    expect(july.ask('What is our FY2025 budget for vehicle insurance?').found).toBe(false);
  });

  it('says so when the question names something no document mentions', () => {
    const g = july.ask('How much did the Ford Foundation give us in 2024?');
    expect(firstSentence(g.answer)).toMatch(/couldn't find/);
    expect(g.found).toBe(false);
  });

  it('says which period is missing rather than inventing one', () => {
    const first = lead(july, 'What is the approved budget for office rent in FY2027?');
    expect(first).toMatch(/couldn't find/);
    expect(first).not.toMatch(/\$\s?\d/);
  });
});

describe('clarifying', () => {
  it('asks budget or actual when a figure is both and the question says neither', () => {
    const monthlyActuals: DocSpec = {
      fileName: 'Monthly actuals FY2025.csv',
      tables: [{ columns: ['Line', ...monthColumns(2024, 7), 'Total'], rows: [['Rent', ...Array(12).fill(3000), 36000]] }],
    };
    const budget: DocSpec = { fileName: 'Budget FY2025.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'FY2025 Budget'], rows: [['Rent', 38000]] }] };
    const org = organisation(7, monthlyActuals, budget);
    const g = org.ask('What is our rent for FY2025?');
    expect(g.clarifying).toBe(true);
    expect(g.answer).toContain('$38,000');
    expect(g.answer).toContain('$36,000');
    // Saying which one answers it.
    expect(firstSentence(org.ask('What did we actually spend on rent in FY2025?').answer)).toContain('$36,000');
    expect(firstSentence(org.ask('What is our FY2025 budget for rent?').answer)).toContain('$38,000');
  });
});

describe('clarifying which line', () => {
  it('names two close lines as choices, and its first sentence says no one line was found, stating no figure', () => {
    const statement: DocSpec = {
      fileName: 'Statement of activities FY2025.xlsx',
      tables: [{ sheet: 'Activities', columns: ['Line', 'FY2025'], rows: [['Program salaries', 41000], ['Office salaries', 23000], ['Rent', 12000]] }],
    };
    const org = organisation(1, statement);
    const g = org.ask('What were salaries in FY2025?');
    expect(g.clarifying, g.answer).toBe(true);
    expect(g.choices?.map((c) => c.label)).toEqual(expect.arrayContaining([expect.stringMatching(/Program salaries/), expect.stringMatching(/Office salaries/)]));
    const first = firstSentence(g.answer);
    expect(first).toMatch(/^I could not find a single line for that: did you mean/);
    expect(first).not.toMatch(/\$\s?\d/);
  });
});

describe("initials the vocabulary knows ('D&O')", () => {
  const budget: DocSpec = { fileName: 'Budget FY2025.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'FY2025 Budget'], rows: [['Insurance', 9400], ['Rent', 38000]] }] };

  it('a kind of insurance the documents do not have is not the insurance line', () => {
    const org = organisation(1, budget);
    const first = firstSentence(org.ask('How much is budgeted for D&O insurance in FY2025?').answer);
    expect(first).toMatch(/couldn't find .*D&O insurance/);
    expect(first).not.toMatch(/\$9,400/);
  });

  it('is the line that names it in full', () => {
    const org = organisation(1, { fileName: 'Budget FY2025.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'FY2025 Budget'], rows: [['General liability insurance', 9400], ['Directors & officers insurance', 2150]] }] });
    expect(firstSentence(org.ask('How much is budgeted for D&O insurance in FY2025?').answer)).toMatch(/\$2,150/);
  });
});

describe('fiscal years', () => {
  it('maps months to fiscal years and quarters with a July start', () => {
    const actuals: DocSpec = {
      fileName: 'Actuals.csv',
      tables: [{ columns: ['Line Item', ...monthColumns(2024, 7, 'dash')], rows: [['Contributions', 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]] }],
    };
    const org = organisation(7, actuals);
    // Jul-24 .. Jun-25 is FY2025; its third quarter is January to March 2025.
    expect(lead(org, 'What were contributions in the third quarter of FY2025?')).toContain('$24');
    expect(lead(org, 'What were total contributions in FY2025?')).toContain('$78');
    expect(lead(org, 'What were contributions in March of FY2025?')).toContain('$9');
  });
});

describe('totals of a category, relative years, cash runway', () => {
  const monthly: DocSpec = {
    fileName: 'Monthly actuals FY2025.csv',
    tables: [
      {
        columns: ['Line Item', ...monthColumns(2024, 7)],
        rows: [
          ['Donations', 900, 800, 700, 600, 500, 400, 300, 200, 100, 1000, 1100, 1200],
          ['Grants', 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000],
          ['Salaries', 4000, 4000, 4000, 4000, 4000, 4000, 4200, 4200, 4200, 4200, 4200, 4200],
          ['Rent', 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
        ],
      },
    ],
  };
  const budget: DocSpec = {
    fileName: 'Budget.xlsx',
    tables: [
      {
        sheet: 'Budget',
        codes: true,
        columns: ['Acct', 'Line', 'FY2024 Actual', 'FY2025 Budget'],
        rows: [
          ['4000', 'Donations', 8000, 9000],
          ['4100', 'Grants', 58000, 60000],
          ['5000', 'Salaries', 47000, 50000],
          ['5300', 'Rent', 12000, 12500],
          [null, 'Total Expenses', 59000, 62500],
        ],
      },
    ],
  };
  const position: DocSpec = {
    fileName: 'Balance sheet.pdf',
    tables: [{ page: 1, title: 'Statement of Financial Position — June 30, 2025', columns: ['', '2025'], rows: [['Cash', 31250], ['Total assets', 90000]] }],
  };
  const org = organisation(7, monthly, budget, position);

  it('adds up the lines of a category when no line totals them', () => {
    // Expenses of March 2025: salaries 4,200 + rent 1,000.
    expect(lead(org, 'What were total expenses in March 2025?')).toContain('$5,200');
    expect(lead(org, 'What did we spend in total in March 2025?')).toContain('$5,200');
    // Revenue 5,100 less expenses 5,200.
    expect(lead(org, 'What was our net surplus in March 2025?')).toContain('$100');
  });

  it('reads this year and last year against the latest year of the documents', () => {
    expect(lead(org, 'What were our actual salaries last year?')).toContain('$47,000');
    expect(lead(org, 'What is the rent budget for this year?')).toContain('$12,500');
  });

  it('finds a line by its account code', () => {
    expect(lead(org, 'What did we budget for account 5300 in FY2025?')).toContain('$12,500');
  });

  it('compares actuals to the budget of the same year, across documents', () => {
    // Salaries: actual 49,200 in FY2025 against a budget of 50,000.
    const first = lead(org, 'How are salaries tracking against budget this year?');
    expect(first).toContain('$800');
    expect(first).toMatch(/under budget/);
  });

  it('gives a share of the budget for a line', () => {
    expect(lead(org, 'What percent of our FY2025 budget goes to rent?')).toMatch(/20\.0\d?%/);
  });

  it('computes months of cash from the balance sheet and a year of expenses', () => {
    // 31,250 ÷ (61,200 ÷ 12) = 6.13 months: the latest twelve months of actual expenses.
    expect(lead(org, 'How many months of cash do we have?')).toMatch(/6\.13? months/);
  });

  it('finds the quarter of the highest figure from monthly columns', () => {
    // Q4 (April to June 2025): 1,000 + 1,100 + 1,200.
    expect(lead(org, 'Which quarter had the highest donations?')).toContain('Q4 FY2025');
    expect(lead(org, 'Which quarter had the lowest donations?')).toContain('Q3 FY2025');
  });
});

describe('nonprofit statement layouts', () => {
  const activities: DocSpec = {
    fileName: 'Statement of Activities 2024.pdf',
    tables: [
      {
        page: 2,
        title: 'Statement of Activities — Year ended December 31, 2024',
        columns: ['', 'Without Donor Restrictions', 'With Donor Restrictions', 'Total'],
        rows: [
          ['Support and revenue', null, null, null],
          ['Contributions', 410000, 95000, 505000],
          ['Government grants', 220000, 0, 220000],
          ['Net assets released from restrictions', 80000, -80000, 0],
          ['Total support and revenue', 710000, 15000, 725000],
          ['Expenses', null, null, null],
          ['Program services', 540000, null, 540000],
          ['Management and general', 90000, null, 90000],
          ['Fundraising', 45000, null, 45000],
          ['Total expenses', 675000, null, 675000],
          ['Change in net assets', 35000, 15000, 50000],
        ],
      },
    ],
  };
  const functional: DocSpec = {
    fileName: 'Functional expenses 2024.xlsx',
    tables: [
      {
        sheet: 'Functional',
        columns: ['Expense', 'Program Services', 'Management and General', 'Fundraising', 'Total'],
        rows: [
          ['Salaries', 300000, 50000, 25000, 375000],
          ['Occupancy', 60000, 10000, 5000, 75000],
          ['Printing', 10000, 2000, 8000, 20000],
          ['Total expenses', 370000, 62000, 38000, 470000],
        ],
      },
    ],
  };
  const quickbooks: DocSpec = {
    fileName: 'Profit and Loss YTD.csv',
    tables: [
      {
        title: 'Profit and Loss January - March 2025',
        columns: ['', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Total'],
        rows: [
          ['4000 · Donations', 1000, 2000, 3000, 6000],
          ['5000 · Salaries', 500, 500, 600, 1600],
          ['5100 · Payroll taxes', 50, 50, 60, 160],
          ['Total 5000 · Salaries', 550, 550, 660, 1760],
          ['Net Income', 450, 1450, 2340, 4240],
        ],
      },
    ],
  };
  const monthReport: DocSpec = {
    fileName: 'BvA March 2025.xlsx',
    tables: [
      {
        sheet: 'Report',
        columns: ['Account', 'Mar 2025 Actual', 'Mar 2025 Budget', 'YTD Actual', 'YTD Budget', 'Annual Budget'],
        rows: [
          ['Rent', 2100, 2000, 18900, 18000, 24000],
          ['Utilities', 300, 350, 2900, 3150, 4200],
        ],
      },
    ],
  };
  const org = organisation(1, activities, functional, quickbooks, monthReport);

  it('reads the total column unless a restriction class is named', () => {
    expect(lead(org, 'What were total contributions in 2024?')).toContain('$505,000');
    expect(lead(org, 'How much in contributions came with donor restrictions?')).toContain('$95,000');
    expect(lead(org, 'What was the change in net assets for 2024?')).toContain('$50,000');
  });

  it('reads a functional column and computes the program expense ratio', () => {
    expect(lead(org, 'How much did we spend on printing for fundraising?')).toContain('$8,000');
    expect(lead(org, 'What is our program expense ratio?')).toMatch(/80\.0\d?%/);
  });

  it('reads accounting-system exports with codes in the labels', () => {
    expect(lead(org, 'What were salaries in February 2025?')).toContain('$500');
    expect(lead(org, 'What were donations year to date?')).toContain('$6,000');
    expect(lead(org, 'What was net income in Q1 2025?')).toContain('$4,240');
  });

  it('reads month, year-to-date and annual columns of a budget report', () => {
    expect(lead(org, 'What was rent in March 2025 compared to budget?')).toMatch(/\$100 over budget/);
    expect(lead(org, 'What is our year-to-date variance on rent?')).toMatch(/\$900 over budget/);
    expect(lead(org, 'How much is the annual budget for utilities?')).toContain('$4,200');
    expect(lead(org, 'How much did we spend on rent so far this year?')).toContain('$18,900');
  });
});

describe('a group’s lines named in the question', () => {
  const budget: DocSpec = {
    fileName: 'Budget 2025-26.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['Group', 'Line', '2025-26 Budget'],
        rows: [
          ['People', 'Coordinator wages', 52000],
          ['People', 'Superannuation', 5980],
          ['People', 'Workers compensation', 900],
          ['Premises', 'Hall rent', 12000],
          ['Premises', 'Cleaning', 2400],
          ['Premises', 'Power and water', 3100],
          ['Programs', 'Coaching fees', 8000],
          ['Programs', 'Equipment', 4500],
        ],
      },
    ],
  };
  const org = organisation(7, budget);

  it('a group without a total line of its own is the sum of its lines, named by them too', () => {
    expect(lead(org, 'What are total People costs in the 2025-26 budget?')).toContain('$58,880');
    expect(lead(org, 'total people costs incl super and workers comp for 2025-26?')).toContain('$58,880');
    // A line of the group asked alone is still the line.
    expect(lead(org, 'what is budgeted for super in 2025-26')).toContain('$5,980');
  });
});

describe('an accounting system’s transactions with debits, credits, payees and funds', () => {
  const ledger: DocSpec = {
    fileName: 'Account transactions Jan 2025.csv',
    tables: [
      {
        columns: ['Date', 'Reference', 'Payee', 'Account', 'Fund', 'Debit', 'Credit'],
        rows: [
          ['2025-01-02', 'BILL-2201', 'Lakeside Hall', 'Venue hire', 'Concerts', 450, null],
          ['2025-01-09', 'DEP-0311', 'Ticket sales online', 'Ticket income', 'Concerts', null, 1200],
          ['2025-01-15', 'BILL-2207', 'Lakeside Hall', 'Venue hire', 'Rehearsals', 300, null],
          ['2025-01-17', 'BILL-2210', 'Marsh Music', 'Sheet music', 'Rehearsals', 120, null],
          ['2025-01-20', 'CN-0012', 'Lakeside Hall', 'Venue hire', 'Concerts', null, 50],
          ['2025-01-28', 'DEP-0314', 'Ticket sales online', 'Ticket income', 'Concerts', null, 800],
        ],
      },
    ],
  };
  const org = organisation(1, ledger);

  it('an account’s debits less its credits', () => {
    expect(lead(org, 'What did venue hire cost in January 2025?')).toContain('$700');
    expect(lead(org, 'What was ticket income in January 2025?')).toContain('$2,000');
  });

  it('what one payee was paid, and what one fund spent', () => {
    expect(lead(org, 'How much did we pay Lakeside Hall in January 2025?')).toContain('$700');
    // Rehearsals: venue hire 300 and sheet music 120.
    expect(lead(org, 'What did the Rehearsals fund spend in January 2025?')).toContain('$420');
  });
});

describe('a quarter’s report with a year-to-date block, a budget by program, and an audit letter', () => {
  const bva: DocSpec = {
    fileName: 'Budget vs actual Q2.xlsx',
    tables: [
      {
        sheet: 'BvA',
        title: 'Budget against actual, second quarter 2025',
        columns: ['Line', 'Q2 2025 Actual', 'Q2 2025 Budget', 'YTD Actual', 'YTD Budget'],
        rows: [
          ['Gala income', 0, 0, 8200, 10000],
          ['Printing', 900, 1000, 2150, 2000],
        ],
      },
    ],
  };
  const programs: DocSpec = {
    fileName: 'Budget by program 2025.xlsx',
    tables: [{ sheet: 'Programs', title: 'Budget 2025 by program', columns: ['Program', '2025 Budget'], rows: [['Administration', 90000], ['Choir school', 64000], ['Outreach', 41000], ['Total expenditure', 195000]] }],
  };
  const letter: DocSpec = {
    fileName: 'Audit letter 2024.pdf',
    tables: [],
    passages: [
      { text: 'Dear Board members, we have completed our audit of the financial statements for the year ended December 31, 2024.', page: 1 },
      { text: 'Audit fees for 2024 were agreed at $7,500.', page: 1 },
      { text: 'In planning our audit of the financial statements of Hollybush Choir, Inc. we considered its internal control over financial reporting.', page: 1 },
      { text: 'Yours faithfully, Okonkwo & Lindgren LLP, Certified Public Accountants', page: 2 },
    ],
  };
  const org = organisation(1, bva, programs, letter);

  it('no period said: the year to date, not a quarter with nothing in it', () => {
    // The gala was in the first quarter: Q2 shows 0 against 0; the year so far 8,200 against 10,000.
    expect(lead(org, 'How far off budget did the gala come in?')).toMatch(/\$1,800/);
  });

  it('what a question leaves out is never the answer', () => {
    expect(lead(org, 'Which program has the largest expenditure budget?')).toMatch(/^\W*Administration/);
    expect(lead(org, 'Not counting administration, which program has the largest expenditure budget?')).toMatch(/^\W*Choir school/);
  });

  it('who did something is answered by a name, never an amount', () => {
    expect(lead(org, 'Which firm did our audit?')).toMatch(/Okonkwo & Lindgren/);
    expect(lead(org, 'Who audited the 2024 financial statements?')).toMatch(/Okonkwo & Lindgren/);
  });
});

describe('cash against a year of budgeted spending', () => {
  const position: DocSpec = { fileName: 'Statement of financial position 2024.pdf', tables: [{ page: 1, title: 'Statement of Financial Position — December 31, 2024', columns: ['', '2024', '2023'], rows: [['Cash and cash equivalents', 60000, 52000], ['Bank deposits held for grants', 15000, 15000], ['Total assets', 99000, 90000]] }] };
  const budget: DocSpec = { fileName: 'Budget 2025.xlsx', tables: [{ sheet: 'Budget', title: 'Budget 2025', columns: ['Line', '2025 Budget'], rows: [['Salaries', 90000], ['Bank charges', 1200], ['Rent', 28800], ['Total expenses', 120000]] }] };
  const org = organisation(1, position, budget);

  it('the cash is the balance sheet’s, even when the question says budget for the spending', () => {
    // 60,000 ÷ (120,000 ÷ 12) = 6 months; never 'Bank charges' from the budget as the cash.
    expect(lead(org, 'How many months of expenses does our cash cover, using cash at December 31, 2024 and the 2025 budgeted expenses?')).toMatch(/\b6(?:\.0+)? months/);
  });
});

describe('budget and actual of the same months', () => {
  const budget: DocSpec = { fileName: 'Monthly budget 2025.xlsx', tables: [{ sheet: 'Budget', title: 'Monthly budget 2025', columns: ['Line', ...monthColumns(2025, 1)], rows: [['Bequests', 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 100, 900], ['Hall hire', 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300, 300]] }] };
  const actual: DocSpec = { fileName: 'Actuals Jan-Mar 2025.csv', tables: [{ title: 'Actuals', columns: ['Line', 'Jan 2025 Actual', 'Feb 2025 Actual', 'Mar 2025 Actual'], rows: [['Bequests', 0, 2500, 40], ['Hall hire', 310, 295, 320]] }] };
  const org = organisation(1, budget, actual);

  it('what something came to, or what was received, is the actual', () => {
    expect(lead(org, 'What did bequests come to in February 2025?')).toContain('$2,500');
    expect(lead(org, 'How much was received in bequests in March 2025?')).toContain('$40');
  });

  it('neither said: a month that has its actual gets the actual; each side of a comparison its own kind', () => {
    expect(lead(org, 'hall hire feb 2025?')).toContain('$295');
    // Budget 300 against actual 320 in March.
    expect(lead(org, 'How much more did we budget for hall hire in March 2025 than we actually paid in March 2025?')).toContain('$20');
    expect(lead(org, 'How much has hall hire cost so far this FY?')).toContain('$925');
    // So far: the months that happened (actual March 320), not the budget's twelve (all 300).
    expect(lead(org, 'Which month so far this year had the highest hall hire?')).toMatch(/March 2025/);
  });

  it('a change with no period said is not one month against the one before', () => {
    // The last two months reported (February's 2,500 to March's 40) are no change anyone asked about.
    expect(lead(org, 'By what percent are bequests going up?')).not.toMatch(/%/);
    expect(lead(org, 'By what percent did bequests change from last month?')).toMatch(/98\.4/);
  });
});

describe('a trial balance by fund, month by month', () => {
  // A theatre company's export: month-end, fund, account with its code, net (credits negative).
  // Four months of a calendar fiscal year; 'Pension contributions' and 'Lighting rental' say no
  // class in words, and 'Venue hire' is kept by two funds.
  const rows: Array<[string, string, string, number]> = [];
  const months = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30'];
  months.forEach((m, i) => {
    const k = i + 1;
    rows.push(
      [m, 'Core', '4010 Box office income', -3000 * k],
      [m, 'Core', '4050 Patron gifts', -500],
      [m, 'Core', '5010 Salaries', 2000],
      [m, 'Core', '5020 Pension contributions', 200],
      [m, 'Core', '6100 Venue hire', 400],
      [m, 'Core', '6200 Insurance', 50],
      [m, 'Touring', '4010 Box office income', -1000],
      [m, 'Touring', '5010 Salaries', 800],
      [m, 'Touring', '6100 Venue hire', 300 * k],
      [m, 'Education', '4050 Patron gifts', -200],
      [m, 'Education', '5010 Salaries', 500],
      [m, 'Education', '6300 Lighting rental', 10],
    );
  });
  const ledger: DocSpec = { fileName: 'Trial balance by fund Jan-Apr 2025.csv', tables: [{ columns: ['Month end', 'Fund', 'Account', 'Net'], rows }] };
  const org = organisation(1, ledger);

  it('adds up a fund’s spending over the months asked', () => {
    // Touring, February and March: salaries 800 + 800, venue hire 600 + 900.
    expect(lead(org, 'What did the Touring fund spend in February and March 2025?')).toContain('$3,100');
    expect(lead(org, 'how much has touring spent from Feb to Mar 2025')).toContain('$3,100');
  });

  it('reads income printed as credits as positive income, and totals it over a quarter', () => {
    // Q1: box office core 3,000 + 6,000 + 9,000, touring 3,000, gifts 1,500 + 600.
    expect(lead(org, 'What was total income in Q1 2025?')).toContain('$23,100');
    // Called revenue by the question and by a budget beside it: the ledger's actual income still answers.
    const budget: DocSpec = { fileName: 'Budget 2025.xlsx', tables: [{ sheet: 'Budget', title: 'Budget 2025 by month', columns: ['Line', ...monthColumns(2025, 1)], rows: [['Total revenue', 7000, 7000, 7000, 7000, 7000, 7000, 7000, 7000, 7000, 7000, 7000, 7000]] }] };
    expect(lead(organisation(1, ledger, budget), 'What was total revenue in Q1 2025?')).toContain('$23,100');
    // February: income 6,000 + 500 + 1,000 + 200 = 7,700; spending 2,650 + 1,400 + 510 = 4,560.
    expect(lead(org, 'What was the surplus or deficit for February 2025?')).toContain('$3,140');
  });

  it('year to date with no column for it: the months reported so far this year', () => {
    // Education: salaries 4 × 500 + lighting 4 × 10.
    expect(lead(org, 'What has the Education fund spent year to date?')).toContain('$2,040');
    expect(lead(org, 'what has education spent so far this year (Jan-Apr)?')).toContain('$2,040');
  });

  it('an account kept by two funds is one line too, counted once', () => {
    // Venue hire in March: core 400 + touring 900.
    expect(lead(org, 'What did venue hire cost in March 2025?')).toContain('$1,300');
    expect(lead(org, 'What did venue hire cost the Touring fund in March 2025?')).toContain('$900');
    // The largest expense line in April: salaries 3,300 against venue hire 1,600 (not each fund's venue hire beside it).
    expect(lead(org, 'Which expense line was the largest in April 2025?')).toMatch(/Salaries/);
  });

  it('a fiscal year is the postings inside it, never one posting’s month', () => {
    const april = organisation(4, ledger);
    // FY2025 runs April 2024 to March 2025: venue hire of January to March, core 3 × 400 and
    // touring 300 × 6 (before, April 2025's postings were counted too: dated in 2025).
    expect(lead(april, 'What did venue hire cost in FY2025?')).toContain('$3,000');
    // FY2026 starts in April 2025: April's postings only, core 400 and touring 1,200.
    expect(lead(april, 'What did venue hire cost in FY2026?')).toContain('$1,600');
    // The first quarter of FY2026 (April to June 2025) has only April's.
    expect(lead(april, 'What did venue hire cost in Q1 FY2026?')).toContain('$1,600');
  });

  it('names the fund that spent the most or the least', () => {
    // Year to date: core 4 × 2,650 = 10,600; touring 4 × 800 + 300 × 10 = 6,200; education 2,040.
    expect(lead(org, 'Which fund has spent the least this year?')).toMatch(/^\W*Education/);
    expect(lead(org, 'which fund spent the most in January 2025')).toMatch(/^\W*Core/);
  });
});

describe('trends and small talk', () => {
  it('gives a line from its first figure to its last, with the figures between', () => {
    const answer = january.ask("What's the trend in donations?").answer;
    expect(firstSentence(answer)).toMatch(/up \$10,000.*January 2024.*December 2024/);
    expect(answer).toContain('| June 2024 | $7,000 |');
  });

  it('answers thanks and greetings without figures', () => {
    expect(july.ask('Thanks!').answer).toMatch(/welcome/);
    expect(july.ask('Hello').answer).toMatch(/Tally/);
  });
});

describe('speed', () => {
  it('analyses a question in a few milliseconds once warm', () => {
    const questions = ['What is the revised 2024-25 budget for wages?', 'What did we spend on rent in Q2 2024?', 'What is our current ratio at December 31, 2024?'];
    for (const q of questions) july.ask(q);
    const started = performance.now();
    for (let i = 0; i < 10; i++) for (const q of questions) july.ask(q);
    expect((performance.now() - started) / 30).toBeLessThan(20);
  });
});

describe('periods inside the rows', () => {
  const funds: DocSpec = {
    fileName: 'Restricted net assets.xlsx',
    tables: [
      {
        sheet: 'Funds',
        title: 'Net assets with donor restrictions',
        columns: ['', 'Youth programs', 'Capital campaign'],
        rows: [
          ['Balance at June 30, 2024', 41000, 120000],
          ['Contributions', 26000, 55000],
          ['Released from restriction', -30000, -15000],
          ['Balance at June 30, 2025', 37000, 160000],
          ['Contributions', 18000, 40000],
          ['Released from restriction', -21000, -90000],
          ['Balance at June 30, 2026', 34000, 110000],
        ],
      },
    ],
  };
  const receivables: DocSpec = {
    fileName: 'Receivables.xlsx',
    tables: [
      {
        sheet: 'Receivables',
        columns: ['', 'Gross', 'Allowance', 'Net'],
        rows: [
          ['March 31, 2026', null, null, null],
          ['Pledges receivable', 48000, -2400, 45600],
          ['Grants receivable', 30000, 0, 30000],
          ['Total', 78000, -2400, 75600],
          ['March 31, 2025', null, null, null],
          ['Pledges receivable', 39000, -1900, 37100],
          ['Grants receivable', 22000, 0, 22000],
          ['Total', 61000, -1900, 59100],
        ],
      },
    ],
  };
  const investments: DocSpec = {
    fileName: 'Statement of financial position.pdf',
    tables: [
      {
        page: 1,
        name: 'Page 1, table 1',
        columns: ['', 'June 30, 2026', 'June 30, 2025'],
        rows: [
          ['Cash', 52000, 48000],
          ['Investments, current', 12000, 10000],
          ['Investments, non-current', 30000, 28000],
          ['Accounts payable', 6000, 7000],
        ],
      },
    ],
  };
  const org = organisation(7, funds, receivables, investments);

  it('a roll-forward: a movement in a fiscal year, and a balance on a day', () => {
    expect(lead(org, 'How much was released from restriction for the capital campaign in FY2026?')).toContain('$90,000');
    expect(lead(org, 'youth programs contributions fy25')).toContain('$26,000');
    expect(lead(org, 'What was the youth programs balance at June 30, 2025?')).toContain('$37,000');
  });

  it('lines under a period heading are for that period', () => {
    expect(lead(org, 'What was the allowance on pledges receivable at March 31, 2025?')).toMatch(/\$1,900/);
    expect(lead(org, 'What were net receivables in total at March 31, 2026?')).toContain('$75,600');
  });

  it("'total' over lines the question cannot tell apart adds them up; 'non-current' is one word", () => {
    expect(lead(org, 'What were total investments at June 30, 2026?')).toContain('$42,000');
    expect(lead(org, 'What were noncurrent investments at June 30, 2025?')).toContain('$28,000');
    expect(lead(org, 'What were non current investments at June 30, 2025?')).toContain('$28,000');
  });
});

describe("a line whose name says 'and'", () => {
  const sheet: DocSpec = {
    fileName: 'Balance sheet.pdf',
    tables: [
      {
        page: 1,
        name: 'Page 1, table 1',
        columns: ['', 'December 31, 2026', 'December 31, 2025'],
        rows: [
          ['Cash and cash equivalents', 81000, 76000],
          ['Prepaid expenses and other', 5400, 4900],
          ['Other assets', 2100, 2600],
          ['Land, buildings and equipment, net', 310000, 322000],
          ['Furniture and equipment', 45000, 41000],
        ],
      },
    ],
  };
  const org = organisation(1, sheet);

  it('a change between two years is of that one line, not of two lines in one year', () => {
    expect(lead(org, 'What was the change in prepaid expenses and other from 2025 to 2026?')).toContain('$500');
    expect(lead(org, 'What is the percentage change in land, buildings and equipment, net from 2025 to 2026?')).toMatch(/3\.73%/);
  });
});

describe('a bare total', () => {
  const doc: DocSpec = {
    fileName: 'Assets by program.xlsx',
    tables: [
      {
        sheet: 'Assets',
        columns: ['', 'June 30, 2026', 'June 30, 2025'],
        rows: [
          ['Held by programs', null, null],
          ['Housing', 410000, 380000],
          ['Food security', 95000, 90000],
          ['Held centrally', null, null],
          ['Cash', 120000, 98000],
          ['Investments', 60000, 55000],
          ['Total', 685000, 623000],
        ],
      },
    ],
  };
  const cash: DocSpec = {
    fileName: 'Current assets.pdf',
    tables: [{ page: 1, name: 'Page 1, table 1', columns: ['', 'June 30, 2026'], rows: [['Cash', 120000], ['Pledges receivable', 30000], ['Total current assets', 150000]] }],
  };
  const org = organisation(7, doc, cash);

  it("'total assets' is the table of assets' closing 'Total', not another table's current assets", () => {
    expect(lead(org, 'What were total assets at June 30, 2026?')).toContain('$685,000');
  });
});

describe('a workbook of monthly reports, a sheet a month', () => {
  const sheet = (name: string, ended: string, [tickets, hall]: Array<[string, number, number, number, number]>) => ({
    sheet: name,
    title: `Riverside Choir — Statement of financial performance — For the month ended ${ended}`,
    columns: ['', 'Month Actual', 'Month Budget', 'Year to date Actual', 'Year to date Budget'],
    rows: [['Income', null, null, null, null], tickets!, ['Expenses', null, null, null, null], hall!],
  });
  const accounts: DocSpec = {
    fileName: 'Monthly accounts 2026.xlsx',
    tables: [
      sheet('Jan', '31 January 2026', [['Concert tickets', 1200, 1000, 1200, 1000], ['Hall hire', 800, 900, 800, 900]]),
      sheet('Feb', '28 February 2026', [['Concert tickets', 300, 500, 1500, 1500], ['Hall hire', 950, 900, 1750, 1800]]),
      sheet('Mar', '31 March 2026', [['Concert tickets', 2600, 2000, 4100, 3500], ['Hall hire', 870, 900, 2620, 2700]]),
      sheet('Apr', '30 April 2026', [['Concert tickets', 400, 500, 4500, 4000], ['Hall hire', 990, 900, 3610, 3600]]),
    ],
    passages: [
      { text: 'Riverside Choir — Statement of financial performance — For the month ended 31 January 2026', sheet: 'Jan' },
      { text: 'Riverside Choir — Statement of financial performance — For the month ended 28 February 2026', sheet: 'Feb' },
      { text: 'Riverside Choir — Statement of financial performance — For the month ended 31 March 2026', sheet: 'Mar' },
      { text: 'Riverside Choir — Statement of financial performance — For the month ended 30 April 2026', sheet: 'Apr' },
    ],
  };
  const org = organisation(1, accounts);

  it('adds up the months of a quarter from their sheets', () => {
    expect(lead(org, 'What did we spend on hall hire in Q1 2026?')).toContain('$2,620');
    // The quarter said again as its months is still the quarter.
    expect(lead(org, 'What did we spend on hall hire in Q1 2026 (Jan 2026 + Feb 2026 + Mar 2026)?')).toContain('$2,620');
  });

  it('does not give four months as a half year', () => {
    // January to April is all the workbook has: the first half is not their sum.
    expect(lead(org, 'What did we spend on hall hire in the first half of 2026?')).toMatch(/couldn't find/);
  });

  it('reads one month, written as a number too', () => {
    expect(lead(org, 'hall hire spend for 02/2026')).toContain('$950');
    expect(lead(org, 'concert ticket income in March 2026?')).toContain('$2,600');
  });

  it('compares the months', () => {
    expect(lead(org, 'Which month had the highest concert ticket sales?')).toMatch(/March 2026/);
  });

  it('year to date is the year-to-date column of the month asked, against its budget', () => {
    expect(lead(org, 'Year to date to March, how far off budget were concert tickets?')).toContain('$600');
    expect(lead(org, 'What were concert ticket sales year to date to 30 April 2026?')).toContain('$4,500');
  });
});

describe('a statement of activities by donor restriction', () => {
  const activities: DocSpec = {
    fileName: 'Statement of Activities FY2026.pdf',
    tables: [
      {
        page: 1,
        name: 'Page 1, table 1',
        title: 'STATEMENT OF ACTIVITIES - Year Ended June 30, 2026 - (With Comparative Totals for the Year Ended June 30, 2025)',
        columns: ['', 'Without Donor Restrictions', 'With Donor Restrictions', '2026 Total', '2025 Total'],
        rows: [
          ['REVENUE, SUPPORT AND GAINS', null, null, null, null],
          ['Contributions', 410000, 150000, 560000, 520000],
          ['Program fees', 220000, null, 220000, 205000],
          ['Net assets released from restrictions', 120000, -120000, null, null],
          ['Total revenue, support and gains', 750000, 30000, 780000, 725000],
          ['Total expenses', 700000, null, 700000, 690000],
          ['Change in net assets', 50000, 30000, 80000, 35000],
          ['Net assets, beginning of year', 900000, 400000, 1300000, 1265000],
          ['Net assets, end of year', 950000, 430000, 1380000, 1300000],
        ],
      },
    ],
    passages: [{ text: 'STATEMENT OF ACTIVITIES - Year Ended June 30, 2026 - (With Comparative Totals for the Year Ended June 30, 2025)', page: 1 }],
  };
  const minutes: DocSpec = {
    fileName: 'Board minutes.docx',
    passages: [{ text: 'The board voted to designate $50,000 of net assets without donor restrictions as an operating reserve.', heading: 'Operating reserve' }],
  };
  const org = organisation(7, activities, minutes);

  it('the columns of a year’s parts are that year’s; net assets at the end of the year are a balance on its last day', () => {
    expect(lead(org, 'What were contributions with donor restrictions in FY2026?')).toContain('$150,000');
    expect(lead(org, 'What was total net assets without donor restrictions at June 30, 2026?')).toContain('$950,000');
  });

  it("'with donor restrictions' asks for a figure, not a restriction's terms", () => {
    expect(lead(org, 'What were net assets with donor restrictions at the end of FY2026?')).toContain('$430,000');
  });
});

describe("a grant's budget against spending to date", () => {
  const report: DocSpec = {
    fileName: 'Larkspur grant - budget vs spent.xlsx',
    tables: [
      {
        sheet: 'Budget vs Spent',
        title: 'Larkspur Foundation - Grant No. LF-2026-07 - Budget vs. spent to date - Grant period: January 1, 2026 - December 31, 2026 - Report date: 10/31/2026',
        columns: ['Category', 'Award', 'Spent to date', 'Remaining', '% spent'],
        rows: [
          ['Instructors', 40000, 30000, 10000, '75.0%'],
          ['Equipment', 12000, 4500, 7500, '37.5%'],
          ['Transport', 6000, 6600, -600, '110.0%'],
          ['TOTAL', 58000, 41100, 16900, '70.9%'],
        ],
      },
    ],
    passages: [{ text: 'Larkspur Foundation - Grant No. LF-2026-07 - Budget vs. spent to date - Grant period: January 1, 2026 - December 31, 2026 - Report date: 10/31/2026', sheet: 'Budget vs Spent' }],
  };
  const org = organisation(7, report);

  it("'left' is what remains", () => {
    expect(lead(org, 'grant $ left for equipment?')).toContain('$7,500');
    expect(lead(org, 'How much of the Larkspur grant is left in total?')).toContain('$16,900');
  });

  it('the columns are the grant period’s, not its first day’s', () => {
    expect(lead(org, 'How much of the Larkspur grant has been spent on instructors?')).toContain('$30,000');
    expect(lead(org, 'How much of the Larkspur grant has been spent on instructors?')).not.toMatch(/January 1/);
  });
});

describe('a roll-forward across the top, and a cash projection', () => {
  const funds: DocSpec = {
    fileName: 'Restricted funds rollforward FY26.pdf',
    tables: [
      {
        page: 1,
        name: 'Page 1, table 1',
        title: 'Schedule of changes in net assets with donor restrictions',
        columns: ['', 'Balance July 1, 2025', 'Contributions', 'Released from restrictions', 'Balance June 30, 2026'],
        rows: [
          ['Youth studio grant', null, 90000, -41000, 49000],
          ['Garden campaign', 70000, 25000, -30000, 65000],
          ['Scholarships', 9000, 6000, -12000, 3000],
        ],
      },
    ],
  };
  const projection: DocSpec = {
    fileName: 'cash projection FY27.csv',
    tables: [
      {
        title: 'Cash flow projection - Fiscal year 2027 - (in thousands of dollars)',
        columns: ['', 'Jul-26', 'Aug-26', 'Sep-26', 'Oct-26'],
        rows: [
          ['Beginning cash', 300, 290, 240, 260],
          ['Total receipts', 120, 80, 150, 90],
          ['Total disbursements', 130, 130, 130, 140],
          ['Ending cash', 290, 240, 260, 210],
        ],
      },
    ],
    passages: [{ text: 'Cash flow projection - Fiscal year 2027 - (in thousands of dollars)' }],
  };
  const activities: DocSpec = {
    fileName: 'Statement of activities.pdf',
    tables: [
      {
        page: 1,
        name: 'Page 1, table 1',
        title: 'Statement of activities - Year ended June 30, 2026',
        columns: ['', 'Without Donor Restrictions', 'With Donor Restrictions', '2026 Total'],
        rows: [['Net assets, end of year', 610000, 117000, 727000]],
      },
    ],
    passages: [{ text: 'Statement of activities - Year ended June 30, 2026' }],
  };
  const org = organisation(7, funds, projection, activities);

  it('the columns between two dated balances are the year’s movements', () => {
    expect(lead(org, 'What were contributions to the garden campaign in FY2026?')).toContain('$25,000');
  });

  it('the biggest of a column of outflows is the largest amount', () => {
    expect(lead(org, 'Which restricted fund had the biggest release from restriction in FY26?')).toMatch(/^\W*Youth studio grant/);
  });

  it("'lowest X in FY27' is X's lowest month; a swapped-letters typo still finds the line", () => {
    expect(lead(org, 'lowest projected ending cash balance in FY27?')).toMatch(/\$210 thousand|\$210,000/);
    expect(lead(org, 'total projected reciepts jul-sep 2026?')).toMatch(/\$350 thousand|\$350,000/);
  });

  it("'without donor restrictions' is not 'with donor restrictions'", () => {
    expect(lead(org, 'What were net assets without donor restrictions at June 30, 2026?')).toContain('$610,000');
  });
});

describe('where an account sits in the chart', () => {
  const chart: DocSpec = {
    fileName: 'Chart of accounts.xlsx',
    tables: [
      {
        sheet: 'Accounts',
        codes: true,
        columns: ['Acct #', 'Account name', 'Type', 'Description / use'],
        rows: [
          ['4000', 'Contributed revenue', 'Income', ''],
          ['4010', 'Individual gifts', 'Income', 'Donations from individuals'],
          ['4050', 'In-kind contributions', 'Income', 'Donated goods and services'],
          ['7000', 'Expenses', 'Expense', ''],
          ['7100', 'Program costs', 'Expense', ''],
          ['7110', 'Teaching artist fees', 'Expense', ''],
          ['7120', 'Studio supplies', 'Expense', ''],
          ['7200', 'Administration', 'Expense', ''],
          ['7210', 'Audit fees', 'Expense', ''],
        ],
      },
    ],
  };
  const org = organisation(7, chart);

  it("names an account's parent, by its number", () => {
    expect(lead(org, 'Which parent account does 7120 roll up to?')).toMatch(/7100 Program costs/);
    expect(lead(org, 'what does 7100 roll up to')).toMatch(/7000 Expenses/);
  });

  it('counts the accounts directly under one', () => {
    expect(lead(org, 'How many accounts sit directly under 7100 Program costs?')).toMatch(/\b2\b/);
    expect(lead(org, 'How many accounts are under 7000?')).toMatch(/\b2\b/);
  });

  it("'and if so' asks nothing more", () => {
    expect(lead(org, 'Do we have a GL account for in-kind donations, and if so what number is it?')).toContain('4050');
  });
});

describe("'This year' and 'Last year'", () => {
  const report: DocSpec = {
    fileName: 'Performance Report 2025.pdf',
    tables: [
      {
        page: 3,
        name: 'Page 3, table 1',
        title: 'Statement of Financial Performance - For the year ended 31 December 2025',
        columns: ['', 'This year $', 'Last year $'],
        rows: [['Donations', 52000, 47000], ['Total revenue', 310000, 290000], ['Net surplus/(deficit)', -8000, 12000]],
      },
      {
        page: 6,
        name: 'Page 6, table 1',
        title: 'Note 2: Analysis of expenses',
        columns: ['', 'This year $', 'Last year $'],
        rows: [['Venue hire', 41000, 38500], ['Travel', 9000, 6000]],
      },
    ],
    passages: [{ text: 'Statement of Financial Performance - For the year ended 31 December 2025', page: 3 }, { text: 'Note 2: Analysis of expenses', page: 6 }],
  };
  const budget: DocSpec = {
    fileName: 'Budget 2026.xlsx',
    tables: [
      {
        sheet: 'Budget',
        title: 'Annual Budget 2026 - Approved by the Board of Trustees on 9 December 2025',
        columns: ['', 'Q1 (Jan-Mar)', 'Q2 (Apr-Jun)', 'Q3 (Jul-Sep)', 'Q4 (Oct-Dec)', 'Full year'],
        rows: [['Venue hire', 11000, 10000, 12000, 10000, 43000]],
      },
    ],
    passages: [{ text: 'Annual Budget 2026 - Approved by the Board of Trustees on 9 December 2025', sheet: 'Budget' }],
  };
  const org = organisation(1, report, budget);

  it('are the year the statement is for and the year before, in its notes too', () => {
    expect(lead(org, 'What were donations in 2024?')).toContain('$47,000');
    expect(lead(org, 'How much did we spend on travel in 2024?')).toContain('$6,000');
    expect(lead(org, 'What was our surplus or deficit in 2023?')).toMatch(/couldn't find|could not find/);
  });

  it("a budget approved in December 2025 is the budget for 2026, not 2025's or 2027's", () => {
    expect(lead(org, 'What is the venue hire budget for Q3 2026?')).toContain('$12,000');
    expect(lead(org, 'What is the venue hire budget for 2027?')).toMatch(/couldn't find|could not find/);
  });
});

describe('an invoice photo', () => {
  const invoice: DocSpec = {
    fileName: 'IMG_0815.jpg',
    fields: { merchant: 'KOWHAI MUSIC SUPPLIES', date: '2026-08-05', dateText: '05/08/2026', dueDate: '2026-09-04', dueDateText: '04/09/2026', tax: 12, total: 92, currency: '$' },
    passages: ['KOWHAI MUSIC SUPPLIES LTD\nInvoice date: 05/08/2026\nDue date: 04/09/2026\nGST 15% 12.00\nTOTAL 92.00'],
  };
  const org = organisation(1, invoice);

  it('says when it is due, apart from its date', () => {
    expect(lead(org, 'when is the kowhai music invoice due?')).toMatch(/September 4, 2026/);
    expect(lead(org, 'what date is on the kowhai music invoice?')).toMatch(/August 5, 2026/);
  });

  it('a receipt of another day is not this one', () => {
    expect(lead(org, 'How much was the Kowhai Music receipt from September 14?')).toMatch(/couldn't find/);
    expect(lead(org, 'How much was the Kowhai Music receipt from August 5?')).toContain('$92.00');
  });
});

describe('who holds a role', () => {
  const minutes: DocSpec = {
    fileName: 'Board minutes 2026-03-12.docx',
    passages: [
      { text: 'Present: Mere Tane (Chair), Paul Okoro (Treasurer), Lisa Wu (Secretary), Sam Reid.', heading: 'Attendance' },
      { text: 'The Chair called the meeting to order at 6:02 p.m.', heading: 'Opening' },
      { text: 'The minutes of the February 12, 2026 meeting were approved as circulated.', heading: 'Minutes' },
      { text: 'The next regular meeting will be held on Thursday, April 9, 2026, at 6:00 p.m.', heading: 'Next meeting' },
    ],
  };
  const org = organisation(1, minutes);

  it('names the person in the role asked, not a sentence about the role', () => {
    expect(lead(org, 'Who chairs the board?')).toContain('Mere Tane');
    expect(lead(org, 'who is our treasurer?')).toContain('Paul Okoro');
  });

  it("'next' tells the sentence that answers 'when'", () => {
    expect(lead(org, 'When is the next board meeting according to the minutes?')).toContain('April 9, 2026');
  });
});

describe('a fund roll-forward with a heading over its funds', () => {
  const schedule: DocSpec = {
    fileName: 'Restricted funds movement 2025-26.pdf',
    tables: [
      {
        page: 1,
        title: 'Alder Street Community Farm - Changes in Net Assets with Donor Restrictions - Year ended June 30, 2026',
        columns: ['', 'Balance July 1, 2025', 'Contributions', 'Released from restrictions', 'Balance June 30, 2026'],
        rows: [
          ['Purpose restricted', null, null, null, null],
          ['Greenhouse rebuild appeal', 52000, 30000, -41000, 41000],
          ['Orchard school visits grant', null, 64000, -25000, 39000],
          ['Seed library', 8000, 6500, -9000, 5500],
          ['Endowment', null, null, null, null],
          ['Original gift (perpetual)', 250000, null, null, 250000],
          ['Total net assets with donor restrictions', 310000, 100500, -75000, 335500],
        ],
      },
    ],
    passages: [{ text: '(1) The Orchard school visits grant runs from January to December 2026; amounts are released as visits take place.', page: 1 }],
  };
  const org = organisation(7, schedule);

  it('a fund the question names is its own line, not the total of its heading or of the table', () => {
    expect(lead(org, 'how much in restricted contributions went to the Orchard grant in FY26')).toContain('64,000');
  });

  it("'gifts to A and B combined' adds both funds' gifts, in the one column asked", () => {
    const answer = lead(org, 'how much in restricted contributions went to the Orchard grant and the Greenhouse appeal combined in FY26');
    expect(answer).toContain('94,000');
  });
});

describe('a log of donations in kind', () => {
  const log: DocSpec = {
    fileName: 'In-kind donations log Oct-Dec 2025.csv',
    tables: [
      {
        columns: ['Date', 'Donor', 'Category', 'Pounds', 'Fair Value ($)'],
        rows: [
          ['10/03/2025', 'Pine Street Market', 'Produce', 1200, 1500],
          ['10/09/2025', 'Juniper Farms', 'Dairy', 800, 1700],
          ['11/04/2025', 'Pine Street Market', 'Bakery', 300, 450],
          ['11/18/2025', 'Juniper Farms', 'Produce', 1000, 1250],
          ['12/02/2025', 'Canyon Rotary Drive', 'Dry Goods', 2100, 3800],
        ],
      },
    ],
  };
  const org = organisation(10, log);

  it("adds up one donor's records, not the whole log's, when the donor is named", () => {
    expect(lead(org, 'What is the total fair value of everything Pine Street Market donated this year to date?')).toContain('1,950');
  });

  it('adds up the whole log in the months asked', () => {
    expect(lead(org, 'total fair value of in-kind donations in the log for October through November 2025')).toContain('4,900');
  });
});

describe("a trustees' report in words", () => {
  const report: DocSpec = {
    fileName: "Trustees' annual report 2025-26.docx",
    passages: [
      { text: 'Our volunteers gave more than 9,000 hours to the pantry this year.', heading: 'Achievements' },
      { text: 'The main risk identified by the trustees is the end of the Harbour Trust grant for the advice service in March 2027.', heading: 'Principal risks' },
      { text: 'Moorside & Co, Chartered Accountants, have indicated their willingness to be reappointed as independent examiners.', heading: 'Independent examiner' },
    ],
  };
  const org = organisation(4, report);

  it('an everyday word of the question (facing, named) need not be the sentence that answers it', () => {
    expect(lead(org, 'What do the trustees see as the main risk facing the advice service?')).toContain('Harbour Trust grant');
    expect(lead(org, 'Who is the independent examiner named in the trustees report?')).toContain('Moorside');
  });

  it('a figure is still not read from a sentence missing a word of the question', () => {
    expect(lead(org, 'How many hours did the board members volunteer facing the pantry?')).toMatch(/couldn't find/);
  });
});

describe('a share that cannot be one', () => {
  const functional: DocSpec = {
    fileName: 'Statement of functional expenses 2025.xlsx',
    tables: [
      {
        sheet: 'Functional',
        title: 'Statement of Functional Expenses - Year ended December 31, 2025',
        columns: ['', 'Programs', 'Management and general', 'Fundraising', 'Total'],
        rows: [
          ['Salaries', 300000, 60000, 40000, 400000],
          ['Printing', 9000, 1000, 6000, 16000],
          ['Total functional expenses', 309000, 61000, 46000, 416000],
        ],
      },
    ],
  };
  const budget: DocSpec = {
    fileName: 'Budget vs actual 2025.xlsx',
    tables: [{ sheet: 'BvA', title: 'Budget vs actual 2025 ($000)', columns: ['', 'Actual', 'Budget'], rows: [['Rent & utilities', 17.2, 18], ['Printing', 16, 15]] }],
  };
  const org = organisation(1, functional, budget);

  it('is never a total over one line item bigger than it, printed elsewhere', () => {
    expect(lead(org, 'How much of rent & utilities was charged to fundraising on the functional expense statement?')).not.toMatch(/46,000|%/);
  });
});

describe('how many, in a report with money and people', () => {
  const report: DocSpec = {
    fileName: 'Annual report 2025-26.docx',
    tables: [{ title: 'Expenditure 2025-26', columns: ['', '2026', '2025'], rows: [['Volunteer expenses', 8915, 7400], ['Rent', 12000, 11500]] }],
    passages: [{ text: 'During the year 212 volunteers gave their time to the pantry and the advice line.', heading: 'Our people' }],
  };
  const service: DocSpec = {
    fileName: 'Service report 2025.pdf',
    tables: [{ page: 2, title: 'Statement of service performance', columns: ['', 'This year', 'Last year'], rows: [['Families enrolled in the programme', 142, 120]] }],
  };
  const org = organisation(4, report);

  it('is not answered with what the thing counted costs', () => {
    expect(lead(org, 'how many volunteers did we have this yr')).not.toContain('8,915');
  });

  it('is answered by a line that counts them, as a count', () => {
    const answer = lead(organisation(4, service), 'How many families were enrolled in the programme this year?');
    expect(answer).toMatch(/\b142\b/);
    expect(answer).not.toContain('$');
  });
});

describe('the records of a log, one by one', () => {
  const statement: DocSpec = {
    fileName: 'Current account statement April 2026.csv',
    tables: [
      {
        columns: ['Date', 'Description', 'Money In', 'Money Out', 'Balance'],
        rows: [
          ['2026-04-01', 'BALANCE BROUGHT FORWARD', null, null, 20000],
          ['2026-04-02', 'CARD 1187 MAKRO WHOLESALE LEEDS', null, 412.5, 19587.5],
          ['2026-04-06', 'TAX OFFICE GIFT AID REFUND', 1840, null, 21427.5],
          ['2026-04-09', 'CARD 1187 MAKRO WHOLESALE LEEDS', null, 380.25, 21047.25],
          ['2026-04-15', 'STAFF SALARIES APRIL', null, 9800, 11247.25],
          ['2026-04-21', 'CARD 1187 MAKRO WHOLESALE LEEDS', null, 96.4, 11150.85],
          ['2026-05-28', 'CARD 1187 MAKRO WHOLESALE LEEDS', null, 55, 11095.85],
        ],
      },
    ],
  };
  const gifts: DocSpec = {
    fileName: 'Gift Aid schedule Apr-May 2026.csv',
    tables: [
      {
        columns: ['Date', 'Donor ref', 'Amount (£)'],
        rows: [
          ['2026-04-03', 'D-0101', 25],
          ['2026-04-11', 'D-0102', 150],
          ['2026-04-20', 'D-0103', 100],
          ['2026-05-02', 'D-0101', 40],
          ['2026-05-17', 'D-0104', 500],
        ],
      },
    ],
  };
  const pantry: DocSpec = {
    fileName: 'Food donations log Jan-Feb 2026.csv',
    tables: [
      {
        columns: ['Date', 'Donor', 'Category', 'Pounds', 'Fair Value ($)'],
        rows: [
          ['01/06/2026', 'Pine Street Market', 'Produce', 1200, 1500],
          ['01/14/2026', 'Ridge Creamery', 'Dairy', 800, 2900],
          ['02/03/2026', 'Pine Street Market', 'Bakery', 300, 450],
          ['02/19/2026', 'Canyon Rotary Drive', 'Dry Goods', 2100, 2600],
          ['02/24/2026', 'Ridge Creamery', 'Dairy', 400, 1100],
          ['02/26/2026', 'Canyon Rotary Drive', 'Produce', 100, 120],
        ],
      },
    ],
  };
  const org = organisation(4, statement, gifts);

  it('counts the records the words pick out, in the month asked, misspelt or not', () => {
    expect(lead(org, 'no. of card paymnets to makro in april')).toMatch(/\b3 payments\b/);
    expect(lead(org, 'How many card payments to Makro were there in May?')).toMatch(/\b1 payment\b/);
  });

  it("adds up a month's gifts on a schedule of gifts by date, not one day's", () => {
    expect(lead(org, 'Sum of the April donations on the gift aid schedule?')).toContain('£275');
    expect(lead(org, 'How much was given on the Gift Aid schedule in May?')).toContain('£540');
  });

  it('counts the records of an amount asked', () => {
    expect(lead(org, 'How many donations of £100 or more are on the Gift Aid schedule?')).toMatch(/\b3 donations\b/);
  });

  it('finds the single largest record, and the money leaving an account is no share of it', () => {
    expect(lead(org, 'What was the single largest payment out of the current account in April?')).toContain('9,800');
  });

  it("says when a record named was dated, and the schedule's earliest date", () => {
    expect(lead(org, 'When did the Gift Aid refund land in the bank?')).toMatch(/April 6, 2026/);
    expect(lead(org, 'whats the earliest donation date on the gift aid schedule')).toMatch(/April 3, 2026/);
  });

  it("reads a statement's money out as what was paid, and its money in over a month", () => {
    expect(lead(org, 'How much did we pay for staff salaries in April?')).toContain('9,800');
    expect(lead(org, 'total money in on the april bank statement')).toContain('1,840');
  });

  it("reads a statement's running balance at a day: the day's last record, or the last before it", () => {
    expect(lead(org, 'bank balance at close of business 15/04')).toContain('11,247.25');
    expect(lead(org, 'What was the bank balance on 10 April 2026?')).toContain('21,047.25');
  });

  it('names who made the largest single gift, by the column asked', () => {
    const food = organisation(10, pantry);
    expect(lead(food, 'who made the biggest single donation by weight')).toContain('Canyon Rotary');
    expect(lead(food, 'who made the biggest single donation by fair value')).toContain('Ridge Creamery');
  });

  it('finds which donor gave the most, adding up each donor\'s records', () => {
    const food = organisation(10, pantry);
    // By weight: Canyon Rotary 2,100 + 100 lb, Pine Street 1,200 + 300, Ridge 800 + 400; by value Pine
    // Street 1,500 + 450 is the least (Canyon 2,720, Ridge 4,000).
    expect(lead(food, 'Which donor has given us the most food by weight this year?')).toContain('Canyon Rotary');
    expect(lead(food, 'Which donor gave the least by fair value?')).toContain('Pine Street');
  });
});

describe('a change against one year said', () => {
  const summary: DocSpec = {
    fileName: 'Three-year summary.xlsx',
    tables: [{ sheet: 'Summary', title: 'Three-year summary', columns: ['', '2024', '2025', '2026'], rows: [['Total income', 497000, 524000, 611000], ['Total expenditure', 480000, 530000, 599000]] }],
  };
  const org = organisation(4, summary);

  it("'compared with 2025' and 'since 2025' run from that year to the latest; 'in 2025' is that year's own change", () => {
    expect(lead(org, "what's the % change in total income compared with 2025")).toMatch(/16\.6/);
    expect(lead(org, 'how much has total income grown since 2025?')).toContain('87,000');
    expect(lead(org, 'what was the % change in total income in 2025?')).toMatch(/5\.43/);
  });
});

describe('a sum along one row of a statement by programme', () => {
  const byClass: DocSpec = {
    fileName: 'Profit and Loss by Class FY26.xlsx',
    tables: [
      {
        sheet: 'By class',
        title: 'Profit and Loss by Class - July 2025 - June 2026',
        columns: ['', 'Meals', 'Cooking School', 'Fundraising', 'TOTAL'],
        rows: [
          ['Income', null, null, null, null],
          ['Contributions', null, null, null, null],
          ['Individual gifts', 20000, 2000, 30000, 52000],
          ['Foundation grants', 30000, 10000, null, 40000],
          ['Total Contributions', 50000, 12000, 30000, 92000],
          ['Expenses', null, null, null, null],
          ['Personnel', null, null, null, null],
          ['Salaries', 40000, 20000, 9000, 69000],
          ['Benefits', 8000, 4000, 1800, 13800],
          ['Total Personnel', 48000, 24000, 10800, 82800],
        ],
      },
    ],
  };
  const org = organisation(7, byClass);

  it("'personnel costs for A and B combined' reads the one line in both columns", () => {
    expect(lead(org, 'Total personnel costs for Cooking School and Fundraising combined?')).toContain('34,800');
  });
});

describe("an auditor's letter signed by its firm", () => {
  const letter: DocSpec = {
    fileName: 'Management letter FYE 6-30-2025.pdf',
    passages: [
      { text: 'Okafor Lind & Partners, LLP', page: 1 },
      { text: 'In planning and performing our audit of the financial statements of Aspen Valley Pantry as of and for the year ended June 30, 2025, we considered internal control.', page: 1 },
      { text: 'An audit adjustment was recorded to capitalise equipment.', page: 1 },
    ],
  };
  const org = organisation(7, letter);

  it('names the firm from its letterhead, though the letterhead never says audit', () => {
    expect(lead(org, 'Which firm audited us for FY2025?')).toContain('Okafor Lind');
  });
});

describe('who is our auditor, who is the treasurer', () => {
  const report: DocSpec = {
    fileName: 'Annual report 2025.pdf',
    passages: [
      { text: 'The Organization is a Maryland nonprofit corporation serving the Eastern Shore of Maryland and Delaware.', page: 1 },
      { text: 'Our responsibilities under auditing standards are described in the Auditor’s Responsibilities section of our report.', page: 2 },
      { text: 'The Trust works with Adivasi and small-farmer households in the Tapi valley.', page: 3 },
    ],
  };

  it('names no auditor from a sentence that names no firm, nor two places joined by and', () => {
    const first = firstSentence(organisation(1, report).ask("who's our auditor?").answer);
    expect(first).toMatch(/couldn't find the name of the auditor/);
  });

  it('names no treasurer from a sentence that does not say treasurer', () => {
    const first = firstSentence(organisation(1, report).ask("who's the treasurer of the trust").answer);
    expect(first).toMatch(/couldn't find/);
  });

  it("names the firm a sentence gives ('Kerrigan Lowe Partners')", () => {
    const named: DocSpec = { ...report, passages: [...report.passages!, { text: 'Our auditors, Kerrigan Lowe Partners, have issued an unmodified opinion on the financial report.', page: 4 }] };
    expect(firstSentence(organisation(1, named).ask('Who audits us?').answer)).toMatch(/Kerrigan Lowe Partners/);
  });
});

describe('the average of a ratio the table states each year', () => {
  const summary: DocSpec = {
    fileName: 'Five-year summary.xlsx',
    tables: [
      {
        sheet: 'Summary',
        columns: ['', '2023', '2024', '2025'],
        rows: [
          ['Earned income', 120000, 150000, 160000],
          ['Surplus', 12000, 9000, 16000],
          ['Operating margin (surplus as % of income)', 10, 6, 10],
        ],
      },
    ],
  };
  const org = organisation(1, summary);

  it("'the average operating margin' averages the line over its years, not the latest year's figure", () => {
    expect(lead(org, 'What is the operating margin in 2024?')).toContain('6');
    expect(lead(org, 'What is the average operating margin?')).toContain('8.67%');
  });
});
