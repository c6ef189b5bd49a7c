// Readings that combine figures (shares, changes of shares, operands with their own periods) on
// small tables written for these tests: what the table prints is preferred to what is worked out
// when both are the same figure, and an operand's own periods must all name its figure.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { pickAt, seriesOf } from './ground';
import { parsePlan } from './plan/parse';

const regions: DocSpec = {
  fileName: 'Regional sales.xlsx',
  tables: [
    {
      sheet: 'Regions',
      columns: ['Region', 'FY2024 Sales', 'FY2024 % of total', 'FY2023 Sales', 'FY2023 % of total'],
      headerRows: [
        ['', 'FY2024', 'FY2024', 'FY2023', 'FY2023'],
        ['Region', 'Sales', '% of total', 'Sales', '% of total'],
      ],
      rows: [
        ['Northern', 41870, 27.3, 39120, 29.9],
        ['Coastal', 66210, 43.2, 52400, 40.1],
        ['Highland', 45180, 29.5, 39210, 30.0],
        ['Total', 153260, null, 130730, null],
      ],
    },
  ],
};

describe('shares a table prints', () => {
  const org = organisation(7, regions);

  it('reads a change of shares from the printed shares, not the shares worked out again', () => {
    // Worked out: 43.20% and 40.08%, a change of 3.12 points; printed: 43.2% and 40.1%, 3.1 points.
    const a = org.ask('What was the change in the percentage of total sales from the Coastal region between FY2023 and FY2024?');
    expect(firstSentence(a.answer)).toMatch(/3\.10 percentage points/);
    expect(a.answer).toMatch(/prints it as/);
  });

  it('keeps the words that only place a period out of what is named', () => {
    // 'between … and …' names no line: the question is answered, not refused for a word 'between'.
    const a = org.ask('What was the change in percentage of total sales represented by Highland between 2023 and 2024?');
    expect(a.found).toBe(true);
    expect(firstSentence(a.answer)).toMatch(/0\.50 percentage points/);
  });

  it('works a share out when the printed one is of another whole', () => {
    // 'Northern as a share of Highland' is no '% of total': worked out.
    const a = org.ask('What were Northern sales as a percentage of Highland sales in FY2024?');
    expect(firstSentence(a.answer)).toMatch(/92\.67%/);
    expect(a.answer).not.toMatch(/prints it as/);
  });
});

const options: DocSpec = {
  fileName: 'Award roll-forward.xlsx',
  tables: [
    {
      sheet: 'Awards',
      columns: ['', 'Number of awards', 'Average value'],
      rows: [
        ['Outstanding at June 30, 2022', 1200, 410],
        ['Awarded', 150, 520],
        ['Lapsed', -60, 380],
        ['Outstanding at June 30, 2023', 1290, 425],
        ['Awarded', 210, 560],
        ['Lapsed', -90, 400],
        ['Outstanding at June 30, 2024', 1410, 441],
      ],
    },
  ],
};

describe('an operand with periods of its own', () => {
  const org = organisation(7, options);

  it('is one figure of every period it names, or none', () => {
    // 'granted between 2022 and 2024' is two years of awards: not one year's row read for both.
    const a = org.ask('What is the proportion of awards granted between 2022 and 2024 over awards outstanding at June 30, 2022?');
    expect(firstSentence(a.answer)).not.toMatch(/17\.50%|12\.50%/);
  });

  it('reads the figure its one period names', () => {
    const a = org.ask('What were the awards made in 2024 as a percentage of the awards outstanding at June 30, 2023?');
    expect(firstSentence(a.answer)).toMatch(/16\.28%/);
  });
});

const quarterLog: DocSpec = {
  fileName: 'Pantry distribution Q2.xlsx',
  tables: [
    {
      sheet: 'Distribution',
      columns: ['Period', 'Households served', 'Food distributed (lbs)'],
      rows: [
        ['October 1, 2024 - October 31, 2024', 1184, 52310],
        ['November 1, 2024 - November 30, 2024', 1302, 58840],
        ['December 1, 2024 - December 31, 2024', 1455, 66120],
        ['Total', 3941, 177270],
      ],
    },
  ],
};

describe('the nth period of a table whose rows are periods', () => {
  const org = organisation(7, quarterLog);

  it("reads 'the second month' as the second period, not as a word of the line", () => {
    const a = org.ask('How many households were served in the second month?');
    expect(firstSentence(a.answer)).toMatch(/1,302/);
  });

  it("reads 'the first to second month period' as those two periods", () => {
    const a = org.ask('What was the change in food distributed between the first to second month period?');
    expect(firstSentence(a.answer)).toMatch(/6,530/);
  });
});

const summary: DocSpec = {
  fileName: 'Annual summary.xlsx',
  tables: [
    {
      sheet: 'Programme',
      columns: ['Measure', '2024', '2023'],
      rows: [
        ['Average wait for an appointment (days)', 12, 19],
        ['Clients seen', 1840, 1615],
      ],
    },
    {
      sheet: 'Balance sheet',
      title: 'Statement of financial position as at 31 December',
      columns: ['', '2024', '2023'],
      rows: [
        ['Cash at bank', 84200, 61800],
        ['Debtors', 12400, 15100],
        ['Total assets', 96600, 76900],
      ],
    },
  ],
};

describe("an average 'in' one year", () => {
  const org = organisation(1, summary);

  it('of a flow with one figure a year, is that year’s figure, not the mean of two years', () => {
    const a = org.ask('What was the average number of clients seen in 2024?');
    expect(firstSentence(a.answer)).toMatch(/1,840/);
    expect(firstSentence(a.answer)).not.toMatch(/1,727\.5/);
    expect(firstSentence(org.ask('What was the average wait for an appointment in 2024?').answer)).toMatch(/\b12\b/);
  });

  it('of a balance, is the year’s opening and closing balances averaged', () => {
    const a = org.ask('What was the average cash at bank in 2024?');
    expect(firstSentence(a.answer)).toMatch(/73,000/);
  });
});

const programmeSheet = (sheet: string, rows: Array<[string, string, number, number]>) => ({
  sheet,
  title: `${sheet} - Budget 2026 - amounts in £`,
  columns: ['Code', 'Line', 'Budget 2026', 'Actual 2025'],
  codes: true,
  rows: rows.map(([code, label, budget, actual]) => [code, label, budget, actual]),
});

const byProgramme: DocSpec = {
  fileName: 'Budget 2026 by programme.xlsx',
  tables: [
    programmeSheet('Youth Club', [
      ['4000', 'Council grant', 42000, 40000],
      ['4100', 'Session fees', 6500, 6100],
      ['7000', 'Staff wages', 38000, 36400],
      ['7100', 'Room hire', 5200, 5000],
    ]),
    programmeSheet('Lunch Club', [
      ['4000', 'Council grant', 18000, 17500],
      ['4100', 'Session fees', 9100, 8800],
      ['7000', 'Staff wages', 15500, 15000],
      ['7200', 'Food', 9800, 9400],
    ]),
  ],
};

describe('the same line on a sheet a programme', () => {
  const org = organisation(1, byProgramme);

  it('asked of the organisation, is every sheet’s line added up, not one sheet’s', () => {
    const a = org.ask('What is the 2026 budget for staff wages?');
    expect(firstSentence(a.answer)).toMatch(/£53,500/);
    expect(a.answer).toMatch(/Youth Club \+ Lunch Club/);
    expect(firstSentence(org.ask('How much council grant did we get in 2025?').answer)).toMatch(/£57,500/);
  });

  it('asked of one programme, is that sheet’s line, named by its sheet', () => {
    const a = org.ask('What is the Lunch Club staff wages budget for 2026?');
    expect(firstSentence(a.answer)).toMatch(/£15,500/);
    expect(firstSentence(a.answer)).toMatch(/Lunch Club/);
    // Words of the programme said once name the sheet of every part of a sum.
    expect(firstSentence(org.ask('What is the 2026 budget for staff wages plus room hire in the Youth Club?').answer)).toMatch(/£43,200/);
  });
});

const quarterReport: DocSpec = {
  fileName: 'Q3 management accounts.xlsx',
  tables: [
    {
      sheet: 'I&E',
      columns: ['Line', 'Q3 Actual', 'Q3 Budget', 'YTD Actual', 'YTD Budget'],
      headerRows: [
        ['', 'Quarter 3 (Jan - Mar 2026)', 'Quarter 3 (Jan - Mar 2026)', 'Year to date (Jul 2025 - Mar 2026)', 'Year to date (Jul 2025 - Mar 2026)'],
        ['Line', 'Actual', 'Budget', 'Actual', 'Budget'],
      ],
      rows: [
        ['INCOME', null, null, null, null],
        ['Grants', 30000, 30000, 90000, 90000],
        ['Fees', 4200, 5000, 14100, 15000],
        ['Total income', 34200, 35000, 104100, 105000],
        ['EXPENDITURE', null, null, null, null],
        ['Salaries', 21000, 20500, 62400, 61500],
        ['Rent', 3000, 3000, 9000, 9000],
        ['Utilities', 1450, 1200, 3300, 3600],
        ['Travel', 600, 800, 2650, 2400],
        ['Printing', 310, 250, 700, 750],
        ['Total expenditure', 26360, 25750, 78050, 77250],
      ],
    },
  ],
};

describe('lines counted by how they came in against budget', () => {
  const org = organisation(7, quarterReport);

  it('counts the expense lines over budget for the period asked, and lists them', () => {
    const ytd = org.ask('How many expense lines are over budget year to date?');
    expect(firstSentence(ytd.answer)).toMatch(/\*?\*?2 expense lines/);
    expect(ytd.answer).toMatch(/Salaries/);
    expect(ytd.answer).toMatch(/Travel/);
    expect(ytd.answer).not.toMatch(/Total expenditure \(/);
    const q3 = org.ask('how many expenditure lines came in over budget in Q3?');
    expect(firstSentence(q3.answer)).toMatch(/\b3 expense lines/);
  });

  it('counts the lines under budget when asked so', () => {
    expect(firstSentence(org.ask('How many cost lines were under budget year to date?').answer)).toMatch(/\b2 expense lines/);
  });
});

describe('words that name a line by another name', () => {
  const org = organisation(7, {
    fileName: 'Functional expenses FY2025.xlsx',
    tables: [
      {
        sheet: 'Functional',
        title: 'Statement of functional expenses, year ended June 30, 2025',
        columns: ['', 'Programs', 'Management and general', 'Fundraising', 'Total'],
        rows: [
          ['Salaries and wages', 412000, 96000, 51200, 559200],
          ['Occupancy', 38000, 9000, 2000, 49000],
          ['Total expenses', 450000, 105000, 53200, 608200],
        ],
      },
    ],
  });

  it("'fundraising staff' are paid the fundraising column's salaries", () => {
    expect(firstSentence(org.ask('what did we pay our fundraising staff in FY25?').answer)).toMatch(/\$51,200/);
  });
});

describe('a balance dated twice in the year asked', () => {
  const org = organisation(1, {
    fileName: 'Accounts 2025.xlsx',
    tables: [
      {
        sheet: 'Note 9',
        title: 'Note 9 Restricted funds',
        columns: ['Fund', 'At 1 Jan 2025', 'Income', 'Spent', 'At 31 Dec 2025'],
        rows: [
          ['Library fund', 12000, 4000, -6500, 9500],
          ['Garden fund', 3100, 1800, -900, 4000],
        ],
      },
    ],
  });

  it('is the closing balance, unless the opening is asked', () => {
    expect(firstSentence(org.ask('What is the balance on the library fund at the end of 2025?').answer)).toMatch(/9,500/);
    expect(firstSentence(org.ask('What was the balance on the library fund at the start of 2025?').answer)).toMatch(/12,000/);
  });
});

describe('a name ending in an abbreviation', () => {
  const org = organisation(1, {
    fileName: 'Segments.xlsx',
    tables: [{ sheet: 'Segments', columns: ['', 'HARBOR GROUP, INC.', 'Other'], rows: [['Total revenues', 5120, 300]] }],
  });

  it("keeps the figure in the first sentence ('INC.' ends no sentence)", () => {
    expect(firstSentence(org.ask('What were total revenues of Harbor Group Inc?').answer)).toMatch(/5,120/);
  });
});

const yearEndReport: DocSpec = {
  fileName: 'Management accounts Q4 2025.xlsx',
  tables: [
    {
      sheet: 'I&E',
      title: 'Income and expenditure against budget, quarter 4 and year ended 31 December 2025',
      columns: ['Line', 'Q4 Actual', 'Q4 Budget', 'Q4 Var %', 'YTD Actual', 'YTD Budget', 'YTD Var %'],
      headerRows: [
        ['', 'Quarter 4 (Oct - Dec 2025)', 'Quarter 4 (Oct - Dec 2025)', 'Quarter 4 (Oct - Dec 2025)', 'Year to date (Jan - Dec 2025)', 'Year to date (Jan - Dec 2025)', 'Year to date (Jan - Dec 2025)'],
        ['Line', 'Actual', 'Budget', 'Var %', 'Actual', 'Budget', 'Var %'],
      ],
      rows: [
        ['Heating', 2400, 2000, -20, 7300, 6400, -14.06],
        ['Cleaning', 900, 1000, 10, 3900, 4000, 2.5],
        ['Total', 3300, 3000, -10, 11200, 10400, -7.69],
      ],
    },
    {
      sheet: 'Budget 2026',
      title: 'Budget 2026 by quarter',
      columns: ['Line', 'Q1', 'Q2', 'Q3', 'Q4', 'Budget 2026'],
      rows: [
        ['Heating', 2600, 1200, 900, 2500, 7200],
        ['Cleaning', 1000, 1000, 1000, 1000, 4000],
      ],
    },
  ],
};

describe('a report of a quarter and the year to date, against budget', () => {
  const org = organisation(1, yearEndReport);

  it("reads 'full year' as the twelve months to date, and a variance's period from its heading", () => {
    expect(firstSentence(org.ask('heating full year variance %?').answer)).toMatch(/14\.06%/);
    expect(firstSentence(org.ask('What was the heating variance % for the year to 31 December 2025?').answer)).toMatch(/14\.06%/);
  });

  it("a quarter with no year is the latest with actual figures, not next year's budget", () => {
    expect(firstSentence(org.ask('how far over budget was heating in Q4?').answer)).toMatch(/400/);
  });
});

describe('a share whose part is named by a column', () => {
  const org = organisation(7, {
    fileName: 'Statement of functional expenses FY2025.pdf',
    tables: [
      {
        page: 6,
        title: 'Statement of functional expenses, year ended June 30, 2025',
        columns: ['', 'Education', 'Outreach', 'Management and general', 'Fundraising', 'Total'],
        rows: [
          ['Salaries', 300000, 120000, 80000, 60000, 560000],
          ['Occupancy', 40000, 10000, 12000, 5000, 67000],
          ['Total expenses before depreciation', 340000, 130000, 92000, 65000, 627000],
          ['Depreciation', 20000, 5000, 4000, 1000, 30000],
          ['Total expenses', 360000, 135000, 96000, 66000, 657000],
        ],
      },
    ],
  });

  it("is read in the whole's own row ('fundraising as a share of total expenses')", () => {
    // 66,000 ÷ 657,000, not the row before depreciation (65,000 ÷ 627,000 = 10.37%).
    expect(firstSentence(org.ask('fundraising as a share of total expenses, FY25').answer)).toMatch(/10\.05%/);
  });
});

const dashboard: DocSpec = {
  fileName: 'Board dashboard FY25.xlsx',
  tables: [
    {
      sheet: 'KPIs',
      title: 'Key indicators, FY2025',
      columns: ['Month', 'Days cash on hand', 'Current ratio', 'Operating margin, FYTD'],
      rows: [
        ['2024-07-31', 118, 1.9, -3.1],
        ['2024-08-31', 124, 2.05, -1.2],
        ['2024-09-30', 131, 2.12, 0.8],
        ['2024-10-31', 127, 2.2, 1.4],
      ],
    },
    {
      sheet: 'Balance sheet',
      title: 'Statement of financial position',
      columns: ['', 'June 30, 2024', 'June 30, 2023'],
      rows: [
        ['Total current assets', 820000, 760000],
        ['Total current liabilities', 410000, 395000],
      ],
    },
  ],
};

describe('a dashboard of month-end figures', () => {
  const org = organisation(7, dashboard);

  it('names its months as months, and compares them for the highest', () => {
    expect(firstSentence(org.ask('which month had the highest days cash on hand').answer)).toMatch(/September 2024/);
  });

  it("reads a margin 'to date' as the month's own figure, never the months added up", () => {
    const a = org.ask('What was the YTD operating margin at the end of September 2024?');
    expect(firstSentence(a.answer)).toMatch(/0\.80%/);
  });

  it('does not read a balance of another month-end for the day asked', () => {
    // June 30, 2024 is on the balance sheet; the dashboard's July 31 is another day.
    expect(firstSentence(org.ask('What was the current ratio at June 30, 2024?').answer)).toMatch(/\b2\.00\b/);
  });
});

describe('a schedule of payments by year after the statements', () => {
  const org = organisation(7, {
    fileName: 'Audited statements FY2025.pdf',
    tables: [
      {
        page: 4,
        title: 'Statements of financial position',
        columns: ['', 'June 30, 2025', 'June 30, 2024'],
        rows: [
          ['Cash', 410000, 388000],
          ['Total assets', 2900000, 2750000],
        ],
      },
      {
        page: 12,
        title: 'Note 8 - Leases. Future maturities of operating lease liabilities are as follows:',
        columns: ['Years ending June 30', ''],
        rows: [
          ['2026', 120000],
          ['2027', 124000],
          ['2028', 128000],
          ['2029', 90000],
          ['Thereafter', 40000],
          ['Total lease payments', 502000],
          ['Less: imputed interest', -31000],
        ],
      },
    ],
  });

  it("reads 'the next three years' as the three years after the statements', added up, and names the column by its total", () => {
    const a = org.ask('How much do we owe in lease payments over the next three years?');
    expect(firstSentence(a.answer)).toMatch(/\$372,000/);
    expect(firstSentence(a.answer)).toMatch(/^Lease payments/);
  });
});

describe('a statement printed for each year on a page of its own', () => {
  const page = (n: number, year: number, rows: Array<[string, number, number, number]>) => ({
    page: n,
    title: `Statement of activities, year ended June 30, ${year}`,
    columns: ['', 'Without donor restrictions', 'With donor restrictions', 'Total'],
    rows: rows.map(([l, a, b, c]) => [l, a, b, c]),
  });
  const org = organisation(7, {
    fileName: 'Audited statements 2025.pdf',
    tables: [
      page(5, 2025, [
        ['Membership contributions', 410000, 20000, 430000],
        ['Sponsorships', 95000, 0, 95000],
        ['Total support and revenue', 505000, 20000, 525000],
      ]),
      page(6, 2024, [
        ['Membership contributions', 398000, 15000, 413000],
        ['Sponsorships', 88000, 0, 88000],
        ['Total support and revenue', 486000, 15000, 501000],
      ]),
    ],
  });

  it('compares a line across the pages, year against year', () => {
    expect(firstSentence(org.ask('membership contributions FY25 vs FY24, what was the change?').answer)).toMatch(/\$17,000/);
  });
});

describe("'G&A' and 'management and general'", () => {
  const org = organisation(7, {
    fileName: 'Functional expenses.xlsx',
    tables: [{ sheet: 'FY25', title: 'Functional expenses FY2025', columns: ['', 'Program services', 'Management and general', 'Fundraising', 'Total'], rows: [['Occupancy', 50000, 12000, 3000, 65000]] }],
  });

  it('are one column', () => {
    expect(firstSentence(org.ask("what's occupancy in the G&A column for FY25?").answer)).toMatch(/\$12,000/);
  });
});

describe('words a synonym group writes as stems', () => {
  const org = organisation(7, {
    fileName: 'Statement of profit or loss FY2025.pdf',
    tables: [
      {
        page: 3,
        title: 'Statement of profit or loss for the year ended 30 June 2025',
        columns: ['', '2025 $', '2024 $'],
        rows: [
          ['Revenue from contracts', 2790000, 2540000],
          ['Expenses', null, null],
          ['Employee benefits expense', -1872000, -1721000],
          ['Client support costs', -612000, -580000],
          ['Occupancy', -98000, -94000],
          ['Total expenses', -2582000, -2395000],
        ],
      },
    ],
  });

  it("match the document's words ('staff' is an employee)", () => {
    expect(firstSentence(org.ask('Excluding staff costs, what was our biggest expense line in FY25?').answer)).toMatch(/Client support costs/);
  });
});

describe('which program, on a statement of functional expenses', () => {
  const org = organisation(7, {
    fileName: 'Functional expenses FY2025.pdf',
    tables: [
      {
        page: 7,
        title: 'Statement of functional expenses, year ended June 30, 2025',
        columns: ['', 'Tutoring', 'Summer camp', 'Family support', 'Total program services', 'Management and general', 'Fundraising', 'Total'],
        rows: [
          ['Salaries', 210000, 88000, 140000, 438000, 90000, 40000, 568000],
          ['Supplies', 12000, 41000, 9000, 62000, 4000, 2000, 68000],
          ['Total expenses', 222000, 129000, 149000, 500000, 94000, 42000, 636000],
        ],
      },
    ],
  });

  it('ranks the program columns (those the total program column adds up) by their total expenses', () => {
    expect(firstSentence(org.ask('Which program had the highest expenses in FY2025?').answer)).toMatch(/Tutoring/);
    expect(firstSentence(org.ask('Of our program services, which one cost the least in FY25?').answer)).toMatch(/Summer camp/);
  });

  it('ranks them by the line the question names', () => {
    expect(firstSentence(org.ask('Which program spent the most on supplies in FY2025?').answer)).toMatch(/Summer camp/);
  });
});

describe('a budget report with a month and the year to date', () => {
  const org = organisation(9, {
    fileName: 'Budget vs actual through Feb 2026.xlsx',
    tables: [
      {
        sheet: 'BvA',
        columns: ['Line', 'Feb Actual', 'Feb Budget', 'YTD Actual', 'YTD Budget', 'Annual Budget'],
        headerRows: [
          ['', 'February 2026', 'February 2026', 'Year to Date (Sep 2025 - Feb 2026)', 'Year to Date (Sep 2025 - Feb 2026)', 'FY26'],
          ['Line', 'Actual', 'Budget', 'Actual', 'Budget', 'Annual Budget'],
        ],
        rows: [
          ['REVENUE', null, null, null, null, null],
          ['Clinic fees', 21000, 20000, 118500, 120000, 240000],
          ['Other revenue', 900, 1000, 6100, 6000, 12000],
          ['EXPENSES', null, null, null, null, null],
          ['Salaries', 60000, 61000, 355000, 366000, 732000],
          ['Other employee costs', 4000, 4200, 23900, 25200, 50400],
          ['Total expenses', 64000, 65200, 378900, 391200, 782400],
        ],
      },
    ],
  });

  it("reads 'YTD through February' from the year-to-date column that runs to February", () => {
    expect(firstSentence(org.ask('ytd clinic fees actual thru feb?').answer)).toMatch(/118,500/);
  });

});

describe("a residual line ('Other …')", () => {
  const org = organisation(7, {
    fileName: 'Financial report 2025.pdf',
    tables: [
      { page: 3, title: 'Statement of profit or loss', columns: ['', '2025 $', '2024 $'], rows: [['Revenue', 3000000, 2800000], ['Expenses', null, null], ['Employee benefits expense', -1827200, -1687000], ['Client support costs', -600000, -580000], ['Total expenses', -2427200, -2267000]] },
      { page: 9, title: 'Note 4 Employee benefits expense', columns: ['', '2025 $', '2024 $'], rows: [['Wages and salaries', 1610000, 1487000], ['Superannuation', 182000, 168000], ['Other employee costs', 35200, 32000], ['Total employee benefits expense', 1827200, 1687000]] },
    ],
  });

  it('is read only when the question says other', () => {
    expect(firstSentence(org.ask('How much more did we spend on staff in FY25 than in FY24?').answer)).toMatch(/140,200/);
    expect(firstSentence(org.ask('What were other employee costs in 2025?').answer)).toMatch(/35,200/);
  });
});

describe('ratios said without the word', () => {
  const org = organisation(7, {
    fileName: 'Annual report 2025.pdf',
    tables: [
      {
        page: 2,
        title: 'Five-year summary ($000)',
        columns: ['', '2023-24', '2024-25'],
        rows: [
          ['Total revenue', 21400, 23100],
          ['Total expenses', 21900, 24039],
          ['Total assets', 18200, 19100],
          ['Total liabilities', 5400, 5900],
          ['Activity (numbers)', null, null],
          ['Clients supported', 5036, 5412],
          ['Client support and program costs', 1800, 1918],
        ],
      },
    ],
  });

  it("reads 'total assets to total liabilities' as their ratio", () => {
    expect(firstSentence(org.ask("What's total assets to total liabilities at 30 June 2025?").answer)).toMatch(/3\.24/);
  });

  it('divides an amount by the line that counts what the question counts, each in units', () => {
    const a = org.ask('avg cost per client supported in 2024-25 (total expenses divided by clients)?');
    expect(firstSentence(a.answer)).toMatch(/\$4,441\.8/);
  });
});

describe('an Indian trust’s accounts', () => {
  const org = organisation(4, {
    fileName: 'Income and expenditure 2025-26 (fund-wise).xlsx',
    tables: [
      {
        sheet: 'I&E',
        title: 'Income and expenditure account for the year ended 31 March 2026 (amounts in ₹)',
        columns: ['', 'General Fund', 'FC Watershed Fund', 'CSR Fund', 'Total 2025-26', 'Total 2024-25'],
        rows: [
          ['INCOME', null, null, null, null, null],
          ['Donations', 1245000, 0, 0, 1245000, 1102000],
          ['Grants received', 0, 6074147, 2250000, 8324147, 7950000],
          ['Total income', 1245000, 6074147, 2250000, 9569147, 9052000],
          ['EXPENDITURE', null, null, null, null, null],
          ['Audit & professional fees', 41300, 59000, 29500, 129800, 118000],
          ['Total expenditure', 1301000, 5990000, 2200000, 9491000, 8960000],
        ],
      },
      {
        sheet: 'Summary',
        title: 'Three-year summary (₹ lakh)',
        columns: ['', '2023-24', '2024-25', '2025-26'],
        rows: [
          ['Total income', 84.1, 90.52, 95.69],
          ['Total expenditure', 83.0, 89.6, 94.91],
        ],
      },
    ],
  });

  it('reads the total column for all funds together, in rupees', () => {
    expect(firstSentence(org.ask('audit fees this year, all funds together?').answer)).toMatch(/₹129,800/);
  });

  it('reads a summary in lakh as the same figure, so two tables stating it raise no question', () => {
    const a = org.ask('What was total income in 2024-25?');
    expect(a.clarifying).toBe(false);
    expect(firstSentence(a.answer)).toMatch(/9,052,000|90\.52 lakh/);
  });
});

describe('a variance asked, beside a plain figure of the same line', () => {
  const org = organisation(5, {
    fileName: 'Treasurer report January 2026.pdf',
    tables: [
      {
        page: 1,
        title: "Treasurer's report, January 2026, year to date against budget",
        columns: ['', 'YTD Actual', 'YTD Budget', 'Variance'],
        rows: [
          ["Workers' comp premium", 33150, 31400, 1750],
          ['Fuel', 8200, 9000, -800],
          ['Total expenses', 41350, 40400, 950],
        ],
      },
    ],
  }, {
    fileName: 'FY2026 Operating Budget.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['', 'FY26 Budget', 'FY25 Actual (compiled)'],
        rows: [
          ["Workers' compensation insurance", 31400, 29870],
          ['Fuel', 13500, 12900],
        ],
      },
    ],
  });

  it('is answered by the variance, never by a plain figure of the line', () => {
    const a = org.ask('how far over budget are we on workers comp');
    expect(firstSentence(a.answer)).toMatch(/\$1,750/);
    expect(firstSentence(a.answer)).not.toMatch(/29,870/);
  });
});

describe("a bank statement's withdrawals", () => {
  const org = organisation(1, {
    fileName: 'Checking x4471 - Jan 2026.csv',
    tables: [
      {
        columns: ['Date', 'Description', 'Check #', 'Debit', 'Credit', 'Balance'],
        rows: [
          ['2026-01-02', 'ACH CREDIT INSURER REMIT', null, null, 7842.19, 55754.55],
          ['2026-01-05', 'FLEET FUEL CARD PAYMENT', null, 2318.64, null, 53435.91],
          ['2026-01-08', 'CHECK', '4416', 906.4, null, 52529.51],
          ['2026-01-23', 'PAYROLL SERVICE', null, 11830, null, 40699.51],
          ['2026-01-29', 'CHECK', '4421', 375, null, 40324.51],
        ],
      },
    ],
  });

  it('are every debit, not only the records that say payment', () => {
    expect(firstSentence(org.ask('largest single withdrawal from checking in jan?').answer)).toMatch(/11,830/);
  });
});

describe('a checking account statement, month by month', () => {
  const org = organisation(5, {
    fileName: 'Checking x4471 - Jan 2026.csv',
    tables: [
      {
        columns: ['Date', 'Description', 'Check #', 'Debit', 'Credit', 'Balance'],
        rows: [
          ['2026-01-01', 'BEGINNING BALANCE', null, null, null, 47912.36],
          ['2026-01-02', 'ACH CREDIT INSURER REMIT', null, null, 7842.19, 55754.55],
          ['2026-01-05', 'FLEET FUEL CARD PAYMENT', null, 2318.64, null, 53435.91],
          ['2026-01-07', 'DEPOSIT BOROUGH', null, null, 24000, 77435.91],
          ['2026-01-08', 'CHECK', '4416', 906.4, null, 76529.51],
          ['2026-01-14', 'DEPOSIT', null, null, 1000, 77529.51],
          ['2026-01-20', 'DEPOSIT', null, null, 500, 78029.51],
          ['2026-01-23', 'PAYROLL SERVICE', null, 11830, null, 66199.51],
          ['2026-01-29', 'CHECK', '4421', 375, null, 65824.51],
          ['2026-01-31', 'INTEREST PAID', null, null, 41.26, 65865.77],
        ],
      },
    ],
  }, {
    fileName: "Treasurer's report January 2026.pdf",
    tables: [
      {
        page: 1,
        title: "Treasurer's report, January 2026",
        columns: ['', 'Jan 2026', 'YTD'],
        rows: [
          ['REVENUE', null, null],
          ['Interest - checking', 41.26, 347.78],
          ['Total revenue', 41.26, 347.78],
        ],
      },
    ],
  });

  it("reads the balance at a month's end said without its year, not what the account earned", () => {
    expect(firstSentence(org.ask('What was the balance in the operating checking account at the end of January?').answer)).toMatch(/65,865\.77/);
  });

  it('adds up the deposits as its Credit column, all of them', () => {
    expect(firstSentence(org.ask('Total deposits into checking in January?').answer)).toMatch(/33,383\.45/);
  });

  it("counts the checks as the records with a check number, though the account's name says checking", () => {
    expect(firstSentence(org.ask('How many checks cleared the bank in January?').answer)).toMatch(/\b2 checks\b/);
  });

  it("never adds up running balances: a month's is its last record's", () => {
    const line = org.index.lib.lines.find((l) => l.name === 'DEPOSIT — Balance')!;
    const plan = parsePlan('the DEPOSIT balance in January 2026');
    const ctx = { lib: org.index.lib, plan, fyStart: 5, allStems: [] };
    expect(line.facts).toHaveLength(2);
    expect(pickAt(ctx, line, plan.periods[0]!)).toBeNull();
    expect(seriesOf(ctx, line).map((f) => f.value)).toEqual([78029.51]);
    // (Money in, beside it, does add up.)
    const credit = org.index.lib.lines.find((l) => l.name === 'DEPOSIT — Credit')!;
    expect(pickAt(ctx, credit, plan.periods[0]!)?.value).toBe(1500);
  });
});

describe('a gifts tracker, one record a gift, with a fund and a status', () => {
  const org = organisation(5, {
    fileName: 'Gifts tracker FY26.xlsx',
    tables: [
      {
        sheet: 'Gifts',
        columns: ['Date', 'Donor', 'Fund', 'Status', 'Amount'],
        rows: [
          ['2025-07-08', 'Lions Club', 'Roof Fund', 'Received', 2500],
          ['2025-08-15', 'Estate of M. Fenn', 'Roof Fund', 'Received', 6000],
          ['2025-09-02', 'Hill Bakery', 'General', 'Pledged', 1200],
          ['2025-10-20', 'Hill Bakery', 'General', 'Received', 800],
          ['2025-11-24', 'Quarry Co', 'Roof Fund', 'Pledged', 15000],
          ['2025-12-19', 'C. & D. Yoder', 'Roof Fund', 'Pledged', 5000],
          ['2026-01-21', 'Grange No. 412', 'Roof Fund', 'Received', 2000],
        ],
      },
    ],
  });

  it("adds up every record a key picks out when no period is asked, not the latest day's", () => {
    const a = org.ask('How much did Hill Bakery give?');
    expect(firstSentence(a.answer)).toMatch(/\$2,000/);
    expect(firstSentence(a.answer)).toMatch(/2 records/);
  });

  it("dates a record the question's words pick out, though it never calls it one, or the nth of them", () => {
    expect(firstSentence(org.ask('When did the Quarry Co money arrive?').answer)).toMatch(/November 24, 2025/);
    expect(firstSentence(org.ask('When did the second payment from Hill Bakery come in?').answer)).toMatch(/October 20, 2025/);
    expect(firstSentence(org.ask('How much did Hill Bakery send us?').answer)).toMatch(/\$2,000/);
  });

  it('adds up the records two words pick out together, fewer than either picks alone', () => {
    const a = org.ask('how much is still pledged to the roof fund?');
    expect(firstSentence(a.answer)).toMatch(/\$20,000/);
    expect(firstSentence(a.answer)).not.toMatch(/21,200|30,500/);
  });
});

describe('a share of revenue whose words two lines say, one income and one expense', () => {
  const org = organisation(5, {
    fileName: 'FY2026 Operating Budget.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['', 'FY26 Budget'],
        rows: [
          ['REVENUE', null],
          ['Ambulance billing, net (Medicare, Medicaid & insurance)', 412000],
          ['Membership subscriptions', 38500],
          ['Fire tax allocation', 336100],
          ['Total revenue', 786600],
          ['EXPENSES', null],
          ['Ambulance billing service fees', 24720],
          ['Fuel', 13500],
          ['Total expenses', 38220],
        ],
      },
    ],
  });

  it('is the income line, under the whole it is a share of', () => {
    const a = org.ask('What share of FY26 budgeted revenue is ambulance billing?');
    expect(firstSentence(a.answer)).toMatch(/52\.38%/);
  });
});

describe('what is still owed on a loan', () => {
  const org = organisation(5, {
    fileName: 'FY2026 Operating Budget.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['', 'FY26 Budget', 'FY25 Actual'],
        rows: [
          ['EXPENSES', null, null],
          ['Interest - Engine 71 loan', 7700, 9330],
          ['Fuel', 13500, 12900],
          ['Total expenses', 21200, 22230],
        ],
      },
    ],
  });

  it("is never answered by the loan's interest, a year's expense", () => {
    const a = org.ask('What did we still owe on the Engine 71 loan at April 30, 2025?');
    expect(a.answer).not.toMatch(/9,330|7,700/);
  });

  it('nor by what was paid on it in a year', () => {
    const memo = organisation(5, {
      fileName: 'FY2026 Operating Budget.xlsx',
      tables: [
        {
          sheet: 'Budget',
          columns: ['', 'FY26 Budget', 'FY25 Actual'],
          rows: [
            ['MEMO - debt service (cash items)', null, null],
            ['Engine 71 loan - principal payments', 41740, 40110],
            ['Transfer to apparatus reserve', 50000, 18450],
          ],
        },
      ],
    });
    expect(memo.ask('What did we still owe on the Engine 71 loan at April 30, 2025?').answer).not.toMatch(/40,110|41,740/);
    expect(memo.ask('What were the Engine 71 loan principal payments in FY25?').answer).toMatch(/40,110/);
  });
});

describe('a register of gifts each in its own currency, and what was credited in rupees', () => {
  const org = organisation(4, {
    fileName: 'FC donations register 2025-26.csv',
    tables: [
      {
        columns: ['Receipt No', 'Date of Credit', 'Donor Name', 'Currency', 'Foreign Currency Amount', 'Exchange Rate', 'Amount Credited (INR)'],
        rows: [
          ['FC/001', '2025-04-18', 'Lindqvist Family Foundation', 'SEK', 300000, 8.642, 2592600],
          ['FC/002', '2025-05-05', 'Hope Harvest Trust', 'GBP', 12000, 113.42, 1361040],
          ['FC/003', '2025-06-30', 'Friends of the Valley Inc.', 'USD', 6000, 85.61, 513660],
          ['FC/004', '2025-09-16', 'Hope Harvest Trust', 'GBP', 9500, 118.76, 1128220],
          ['FC/005', '2025-09-29', 'Friends of the Valley Inc.', 'USD', 1000, 88.1, 88100],
          ['FC/006', '2025-10-09', 'Lindqvist Family Foundation', 'SEK', 250000, 9.118, 2279500],
        ],
      },
    ],
  });

  it("reads 'how much came in' from the rupees credited, the initials FC spelled out", () => {
    expect(firstSentence(org.ask('How much foreign contribution came in during September 2025?').answer)).toMatch(/₹1,216,320/);
  });

  it("prints each foreign amount in its row's currency, and never adds pounds to dollars", () => {
    const line = org.index.lib.lines.find((l) => l.byKey?.endsWith(':all') && l.cols[0]!.label === 'Foreign Currency Amount')!;
    expect(line.facts.map((f) => f.currency)).toEqual(['SEK ', '£', 'US$', '£', 'US$', 'SEK ']);
    const plan = parsePlan('foreign currency amount in September 2025');
    expect(pickAt({ lib: org.index.lib, plan, fyStart: 4, allStems: [] }, line, plan.periods[0]!)).toBeNull();
  });
});

describe('how much of the budget has been used', () => {
  const org = organisation(9, {
    fileName: 'Budget vs Actual - FY26 through Feb 2026.xlsx',
    tables: [
      {
        sheet: 'BvA Feb 2026',
        columns: ['', 'February 2026 Actual', 'February 2026 Budget', 'YTD Actual', 'YTD Budget', 'Full Year FY26 Budget'],
        headerRows: [
          ['', 'February 2026', 'February 2026', 'Year to Date (Sep 2025 - Feb 2026)', 'Year to Date (Sep 2025 - Feb 2026)', 'Full Year'],
          ['', 'Actual', 'Budget', 'Actual', 'Budget', 'FY26 Budget'],
        ],
        rows: [
          ['EXPENSES', null, null, null, null, null],
          ['Apparatus/vehicle repairs', 3443.93, 3125, 27562.7, 18750, 37500],
          ['Fuel', 2318.64, 1125, 8200, 6750, 13500],
          ['Total Expenses', 5762.57, 4250, 35762.7, 25500, 51000],
        ],
      },
    ],
  });

  it("is the actual so far as a share of the whole year's budget, not of the months' budget", () => {
    const a = org.ask('What % of the apparatus maintenance budget have we used through February?');
    expect(firstSentence(a.answer)).toMatch(/73\.50%/);
    expect(firstSentence(org.ask('what % of the FY26 annual expense budget have we used through february').answer)).toMatch(/70\.12%/);
  });

  it("what is left is the whole year's budget less the actual so far", () => {
    expect(firstSentence(org.ask('How much of the FY26 fuel budget is left after February?').answer)).toMatch(/\$5,300\b/);
    expect(firstSentence(org.ask('How much fuel budget is left for the rest of the year?').answer)).toMatch(/\$5,300\b/);
  });
});

describe('a line that names visits and meetings', () => {
  const org = organisation(4, {
    fileName: 'Budget 2025-26 quarterly phasing vs actual.xlsx',
    tables: [
      {
        sheet: 'Budget 25-26',
        title: 'Annual budget F.Y. 2025-26 with actuals. Amounts in Rs.',
        columns: ['', 'Total budget 2025-26', 'Actual 2025-26'],
        rows: [
          ['B. EXPENDITURE', null, null],
          ['Programme staff salaries', 2160000, 2100000],
          ['SHG training, exposure visits & meetings', 760000, 842750],
          ['Total expenditure', 2920000, 2942750],
        ],
      },
    ],
  });

  it('is what the activity cost, in money, not a count of visits', () => {
    const a = org.ask('What did SHG training cost in 2025-26?');
    expect(firstSentence(a.answer)).toMatch(/Rs 842,750/);
  });
});

describe('balances at the beginning and at the end of a period, only the beginning dated', () => {
  const org = organisation(1, {
    fileName: 'Contract balances.xlsx',
    tables: [
      {
        columns: ['', 'Balance at Beginning of Period (1/1/19)', 'Increase / (Decrease)', 'Balance at End of Period'],
        // (As a file's merged cells leave it: the first heading spread over the row.)
        headerRows: [
          ['', 'Balance at Beginning of', '', ''],
          ['', 'Period (1/1/19)', 'Increase / (Decrease)', 'Balance at End of Period'],
        ],
        rows: [
          ['Year Ended December 31, 2019', null, null, null],
          ['Accounts receivable', 90831, 7117, 97948],
          ['Deferred revenue (current)', 5101, -618, 4483],
          ['Deferred revenue (non-current)', 3707, -263, 3444],
        ],
      },
    ],
  });

  it('reads the end of the period from the column that says end, and the beginning from the one that says beginning', () => {
    expect(firstSentence(org.ask('What was current deferred revenue at the end of the period?').answer)).toMatch(/4,483/);
    expect(firstSentence(org.ask('What was current deferred revenue at the beginning of the period?').answer)).toMatch(/5,101/);
  });
});

describe("'how much more are we budgeting for X this year than we brought in last year'", () => {
  const org = organisation(5, {
    fileName: 'FY2026 Operating Budget.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['', 'FY26 Budget', 'FY25 Actual (compiled)'],
        rows: [
          ['REVENUE', null, null],
          ['Ambulance billing, net (Medicare, Medicaid & insurance)', 412000, 389615],
          ['Fire tax allocation', 336100, 330000],
          ['Total revenue', 748100, 719615],
          ['EXPENSES', null, null],
          ['Ambulance billing service fees', 24720, 23377],
          ['Coaching wages', 79600, 74655],
          ['Total expenses', 104320, 98032],
        ],
      },
    ],
  });

  it("is one line's budget this year against its actual last year, the line the verb says (income brought in)", () => {
    const a = org.ask('How much more are we budgeting for ambulance billing this year than we actually brought in last year?');
    expect(firstSentence(a.answer)).toMatch(/\$22,385/);
    expect(firstSentence(org.ask('How much more are we budgeting for coaching wages this year than we spent last year?').answer)).toMatch(/\$4,945/);
  });
});

describe('a share whose part names a column and whose whole names none', () => {
  // A schedule of obligations by when they fall due, with a Total column beside the buckets.
  const obligations: DocSpec = {
    fileName: 'Commitments schedule.xlsx',
    tables: [
      {
        sheet: 'Commitments',
        columns: ['Obligation', 'Less than one year', 'Two to five years', 'Total'],
        rows: [
          ['Office lease', 18000, 54000, 72000],
          ['Vehicle loan', 9000, 12000, 21000],
          ['Software licences', 6000, null, 6000],
          ['Total', 33000, 66000, 99000],
        ],
      },
    ],
  };
  const org = organisation(1, obligations);

  it('reads the whole in the column the part names, not the Total column', () => {
    // 18,000 of the 33,000 due in less than a year: 54.55%, not 18,000 of all 99,000 (18.18%).
    const a = org.ask('What is the office lease due in less than one year as a percentage of total obligations?');
    expect(firstSentence(a.answer)).toMatch(/54\.55%/);
  });

  it('keeps the Total column when the whole names it', () => {
    const a = org.ask('What is the office lease in total as a percentage of total obligations?');
    expect(firstSentence(a.answer)).toMatch(/72\.73%/);
  });
});

describe('a roll-forward whose balances are named by their date alone', () => {
  const rollForward: DocSpec = {
    fileName: 'Endowment fund movements.xlsx',
    tables: [
      {
        sheet: 'Endowment fund',
        columns: ['', '2025', '2024'],
        rows: [
          ['At 1 January', 412000, 398500],
          ['Gifts to the endowment fund', 15000, 22000],
          ['Investment return', 31200, -4100],
          ['Distributions to programmes', -19800, -4400],
          ['At 31 December', 438400, 412000],
        ],
      },
    ],
  };
  const org = organisation(1, rollForward);

  it('reads the endowment fund at a day from the balance dated that day, not a flow of the year', () => {
    // 412,000 → 438,400: up 6.41%; not the investment return's change.
    const a = org.ask('What is the percentage change in the endowment fund from 31 December 2024 to 31 December 2025?');
    expect(firstSentence(a.answer)).toMatch(/6\.41%/);
    const b = org.ask('What was the endowment fund at 1 January 2024?');
    expect(firstSentence(b.answer)).toMatch(/\$398,500/);
    // (The opening balances, not the closing ones a day before each.)
    const c = org.ask('What is the percentage change in the total endowment fund from 1 January 2024 to 1 January 2025?');
    expect(firstSentence(c.answer)).toMatch(/3\.39%/);
  });
});

describe('the record ranked first, named by the key the question asks for', () => {
  const draws: DocSpec = {
    fileName: 'Grant drawdowns FY26.xlsx',
    tables: [
      {
        sheet: 'Drawdowns',
        columns: ['Draw #', 'Request date', 'Period covered', 'Amount drawn'],
        rows: [
          [1, '2025-09-18', 'July - August 2025', 58412],
          [2, '2025-10-16', 'September 2025', 31905],
          [3, '2025-12-11', 'October - November 2025', 64880],
          [4, '2026-01-22', 'December 2025', 30215],
        ],
      },
    ],
  };
  const org = organisation(7, draws);

  it("answers 'which draw number' with the draw's number, and 'what was our biggest' is a ranking", () => {
    const a = org.ask('what was our biggest grant draw - which draw number?');
    expect(firstSentence(a.answer)).toMatch(/Draw #?3\b/);
    expect(firstSentence(a.answer)).toMatch(/\$64,880/);
  });

  it('reads a draw by its number, and counts the draws', () => {
    expect(firstSentence(org.ask('amount of draw #4?').answer)).toMatch(/\$30,215/);
    expect(firstSentence(org.ask('how many grant draws have we made so far?').answer)).toMatch(/\b4 draws\b/);
  });

  it('reads a draw for the months it covers, not the day it was requested', () => {
    const covered: DocSpec = {
      fileName: 'Grant drawdowns FY26.xlsx',
      tables: [
        {
          sheet: 'Drawdowns',
          columns: ['Draw #', 'Request date', 'Period covered', 'Amount drawn'],
          rows: [
            [1, '2025-09-18', '07/01/2025 - 08/31/2025', 58412],
            [2, '2025-10-16', '09/01/2025 - 09/30/2025', 31905],
            [3, '2025-12-11', '10/01/2025 - 11/30/2025', 64880],
            [4, '2026-01-22', '12/01/2025 - 12/31/2025', 30215],
            [5, '2026-03-19', '01/01/2026 - 02/28/2026', 67530],
            [6, '2026-04-14', '03/01/2026 - 03/31/2026', 35968],
          ],
        },
      ],
    };
    const o = organisation(7, covered);
    expect(firstSentence(o.ask('how much did we draw down for December 2025?').answer)).toMatch(/\$30,215/);
    // Q3 of a July year said twice, as the quarter and as its months: the draws for January to March.
    expect(firstSentence(o.ask('Total drawn for periods in Q3 (Jan-Mar 2026)?').answer)).toMatch(/\$103,498/);
  });
});

describe('a yes/no column the question names', () => {
  const gifts: DocSpec = {
    fileName: 'Donor gifts export 2025.csv',
    tables: [
      {
        columns: ['Gift Date', 'Donor Ref', 'Campaign', 'Gift Aid Eligible', 'Amount'],
        rows: [
          ['2025-01-06', 'D-1001', 'Winter appeal', 'Y', 250],
          ['2025-02-11', 'D-1002', 'Winter appeal', 'N', 100],
          ['2025-03-02', 'D-1003', 'Spring fair', 'Y', 40],
          ['2025-04-19', 'D-1004', 'Spring fair', 'Y', 75],
          ['2025-05-23', 'D-1005', 'Regular giving', 'N', 20],
        ],
      },
    ],
  };
  const org = organisation(1, gifts);

  it("leaves out the records it says are not asked ('that wasnt a legacy'), and names the record by the key asked", () => {
    const legacies: DocSpec = { ...gifts, tables: [{ ...gifts.tables![0]!, rows: [...gifts.tables![0]!.rows, ['2025-06-02', 'L-0033', 'Legacy', 'N', 40000]] }] };
    const a = organisation(1, legacies).ask('biggest single gift in the export that wasnt a legacy - which donor ref?');
    expect(firstSentence(a.answer)).toMatch(/D-1001/);
    expect(firstSentence(a.answer)).not.toMatch(/L-0033|40,000/);
  });

  it('counts the records it says yes of, or no of when the question says not', () => {
    expect(firstSentence(org.ask('How many gifts are gift aid eligible?').answer)).toMatch(/\b3 gifts\b/);
    expect(firstSentence(org.ask('How many gifts are not gift aid eligible?').answer)).toMatch(/\b2 gifts\b/);
  });
});

describe("'the biggest deficit' of a surplus/(deficit) line", () => {
  const monthly: DocSpec = {
    fileName: 'Management accounts 2025.xlsx',
    tables: [
      {
        sheet: 'P&L',
        columns: ['Line', 'Jan-25', 'Feb-25', 'Mar-25', 'Apr-25'],
        rows: [
          ['Total income', 52000, 38000, 61000, 40000],
          ['Total expenditure', 50000, 49500, 47000, 47500],
          ['Net surplus/(deficit)', 2000, -11500, 14000, -7500],
        ],
      },
    ],
  };
  const org = organisation(1, monthly);

  it('counts the months a condition holds: at a deficit, over an amount', () => {
    expect(firstSentence(org.ask('how many months did we run at a deficit?').answer)).toMatch(/\b2 months\b/);
    expect(firstSentence(org.ask('in how many months did total income go over $50,000?').answer)).toMatch(/\b2 months\b/);
  });

  it('is its lowest month; the biggest surplus its highest', () => {
    expect(firstSentence(org.ask('which month had the biggest deficit?').answer)).toMatch(/February 2025/);
    expect(firstSentence(org.ask('which month had the biggest surplus?').answer)).toMatch(/March 2025/);
  });
});

describe("a budget to actual with quarters and a 'YTD (Q1-Q3)' group", () => {
  const bva: DocSpec = {
    fileName: 'FY26 Budget to Actual thru Q3.xlsx',
    tables: [
      {
        sheet: 'BvA FY26',
        columns: ['Line', 'Q1 Budget', 'Q1 Actual', 'Q2 Budget', 'Q2 Actual', 'Q3 Budget', 'Q3 Actual', 'YTD (Q1-Q3) Budget', 'YTD (Q1-Q3) Actual', 'FY26 Annual Budget'],
        headerRows: [
          ['', 'Q1', 'Q1', 'Q2', 'Q2', 'Q3', 'Q3', 'YTD (Q1-Q3)', 'YTD (Q1-Q3)', 'FY26'],
          ['Line', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Annual Budget'],
        ],
        rows: [
          ['Insurance', 3150, 3150, 3150, 3150, 3150, 3412, 9450, 9712, 12600],
          ['Rent', 6000, 6000, 6000, 6000, 6000, 6000, 18000, 18000, 24000],
        ],
      },
    ],
  };
  const org = organisation(7, bva);

  it('reads the year so far from the YTD column, once, not the quarters and the YTD added up', () => {
    const a = org.ask('how much did we spend on insurance this year?');
    expect(firstSentence(a.answer)).toMatch(/\$9,712/);
  });
});

describe('a bank reconciliation: balances dated in their labels, a sign-off dated after them', () => {
  const rec: DocSpec = {
    fileName: 'Bank reconciliation 31.12.2025.xlsx',
    tables: [
      {
        sheet: 'Rec',
        columns: ['Item', '£'],
        rows: [
          ['Balance per bank statement at 31/12/2025', 148362.57],
          ['Add: deposits in transit', 1826.54],
          ['Less: outstanding cheques', -6409.76],
          ['Balance per cash book at 31/12/2025', 143779.35],
        ],
      },
    ],
    passages: ['Prepared by: D. Okafor (Finance Officer)  Date: 07/01/2026'],
  };
  const org = organisation(1, rec);

  it("reads a balance at a day said without its year ('at 31 Dec') from the label that dates it", () => {
    const statement = firstSentence(org.ask('what was the balance per the bank statement at 31 Dec').answer);
    expect(statement).toMatch(/£148,362\.57/);
    // (Its label dates it: not dated a second time.)
    expect(statement).not.toMatch(/31\/12\/2025 at December 31/);
    expect(firstSentence(org.ask('cash book balance per the bank rec?').answer)).toMatch(/£143,779\.35/);
  });

  it("answers 'what %' with a percentage or not at all, never with an amount of money", () => {
    const bva: DocSpec = { fileName: 'FY26 Budget to Actual.xlsx', tables: [{ sheet: 'BvA', columns: ['Line', 'YTD Actual', 'FY26 Annual Budget'], rows: [['AmeriCorps grant', 288910, 372860], ['Foundation grants', 120000, 150000]] }] };
    const first = firstSentence(organisation(7, bva).ask('What % of the AmeriCorps award have we drawn so far?').answer);
    expect(first).not.toMatch(/\$\s?\d/);
  });

  it("answers 'how many' with a number of things, never with an amount of money", () => {
    const first = firstSentence(org.ask('how many cheques were still outstanding on the bank rec?').answer);
    expect(first).not.toMatch(/£\s?\d/);
  });
});

describe('titles and roll-forward words said otherwise', () => {
  const payroll: DocSpec = {
    fileName: 'FY26 Payroll Allocation.csv',
    tables: [{ columns: ['Position', 'Program %', 'Admin %', 'Annual Salary'], rows: [['Executive Director', 20, 80, 98000], ['Program Manager', 100, 0, 61000]] }],
  };
  const funds: DocSpec = {
    fileName: 'Restricted funds 2025.docx',
    tables: [{ columns: ['Fund', 'Balance at 1 January 2025', 'Income', 'Expenditure', 'Balance at 31 December 2025'], rows: [['Winter Beds Fund', 3100, 42000, 40830, 4270], ['Total restricted funds', 21000, 131000, 122690, 29310]] }],
  };
  const org = organisation(1, payroll, funds);

  it("the ED is the executive director; 'carried forward' is the closing balance", () => {
    expect(firstSentence(org.ask("What's the ED's salary?").answer)).toMatch(/\$98,000/);
    expect(firstSentence(org.ask('total restricted funds carried forward at 31/12/25?').answer)).toMatch(/29,310/);
    expect(firstSentence(org.ask('restricted funds brought forward at the start of 2025?').answer)).toMatch(/21,000/);
  });
});

describe('a budget kept by cost centre, the same line under each', () => {
  const byCentre: DocSpec = {
    fileName: 'Budget v Actual 2025 by cost centre.xlsx',
    tables: [
      {
        sheet: 'Budget v Actual 2025',
        columns: ['Cost centre', 'Line', 'Budget', 'Actual'],
        rows: [
          ['Shelter', 'Local authority contract', 456000, 451500],
          ['Central', 'Donations', 98000, 106470],
          ['Shelter', 'Staff costs', 348000, 352050],
          ['Shelter', 'Utilities', 30000, 35905],
          ['Outreach', 'Staff costs', 141000, 138450],
          ['Outreach', 'Outreach van & travel', 14500, 15945],
          ['Central', 'Staff costs', 118000, 120750],
          ['Central', 'Governance', 13000, 13800],
          ['', 'Total expenditure', 664500, 677900],
        ],
      },
    ],
  };
  const org = organisation(1, byCentre);

  it('a question naming no cost centre is about them all added up; one naming a centre, about its own', () => {
    expect(firstSentence(org.ask('What did we actually spend on staff costs?').answer)).toMatch(/\$611,250/);
    expect(firstSentence(org.ask('What were actual staff costs in the Shelter cost centre?').answer)).toMatch(/\$352,050/);
    expect(firstSentence(org.ask('actual staff costs as a % of total expenditure?').answer)).toMatch(/90\.17%/);
  });

  it("a centre's lines of one kind are its total", () => {
    expect(firstSentence(org.ask('Whats the total budgeted spend for the Outreach cost centre').answer)).toMatch(/\$155,500/);
  });
});

describe('a record named by its amount, a campaign by what it raised, a council by its other name', () => {
  const gifts: DocSpec = {
    fileName: 'CRM gifts export 2025.csv',
    tables: [
      {
        columns: ['Gift Date', 'Donor Ref', 'Campaign', 'Amount'],
        rows: [
          ['2025-04-11', 'L-0031', 'Legacy', 12500],
          ['2025-10-02', 'L-0033', 'Legacy', 40000],
          ['2025-11-04', 'D-2001', 'Big Sleep Out 2025', 310],
          ['2025-11-15', 'D-2002', 'Big Sleep Out 2025', 1200],
          ['2025-12-03', 'D-2003', 'Winter Appeal', 5000],
        ],
      },
    ],
  };
  const accounts: DocSpec = {
    fileName: 'Management accounts 2025.xlsx',
    tables: [{ sheet: 'I&E', columns: ['Line', 'Budget', 'Actual'], rows: [['Local authority contract', 456000, 451500], ['Donations', 98000, 106470]] }],
  };
  const org = organisation(1, gifts, accounts);

  it("finds the record the question names by its amount ('the £40k legacy')", () => {
    expect(firstSentence(org.ask('what date did the £40k legacy come in?').answer)).toMatch(/October 2, 2025/);
  });

  it("adds up a campaign's records for 'how much did the campaign raise'", () => {
    expect(firstSentence(org.ask('How much did the Big Sleep Out 2025 campaign raise according to the CRM export?').answer)).toMatch(/1,510/);
  });

  it("reads the council contract as the local authority contract, and 'LA contract' too", () => {
    expect(firstSentence(org.ask('How much did we actually get from the council contract?').answer)).toMatch(/451,500/);
    expect(firstSentence(org.ask('LA contract vs budget - how much short were we?').answer)).toMatch(/4,500/);
  });
});

describe('a budget by month beside its annual figure', () => {
  const budget: DocSpec = {
    fileName: 'FY2026 Operating Budget.xlsx',
    tables: [{ sheet: 'Budget FY2026', columns: ['Line', 'Oct-25', 'Nov-25', 'Dec-25', 'Annual'], rows: [['Property taxes', 5980, 5980, 5980, 71760], ['Insurance', 4875, 4875, 4875, 58500]] }],
  };
  const org = organisation(10, budget);

  it("is read as the year's budget when no month is asked, or 'for the year' is", () => {
    expect(firstSentence(org.ask("what's the property tax budget").answer)).toMatch(/\$71,760/);
    expect(firstSentence(org.ask('property tax budget for the year').answer)).toMatch(/\$71,760/);
    expect(firstSentence(org.ask('property tax budget for November 2025').answer)).toMatch(/\$5,980/);
  });
});

describe("'how much is still to come'", () => {
  const received: DocSpec = {
    fileName: 'Grants received 2025.xlsx',
    tables: [{ sheet: 'Grants', columns: ['Line', '2025'], rows: [['Harrow grant received', 130200], ['Other grants received', 42000]] }],
  };

  it('is not answered with what was already paid', () => {
    const first = firstSentence(organisation(1, received).ask('How much of the Harrow grant is still to come in 2025?').answer);
    expect(first).not.toMatch(/130,200/);
  });
});
