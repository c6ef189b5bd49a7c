// How a figure is stated and when a reading is no answer, on small tables written for these
// tests: a per-share figure its label states in cents or pence keeps that unit, and an average of
// a single figure is not offered as the average asked.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, withParsed, type DocSpec } from './fixtures';

const dividends: DocSpec = {
  fileName: 'Shareholder returns.xlsx',
  tables: [
    {
      sheet: 'Returns',
      columns: ['', '2024', '2023'],
      rows: [
        ['Interim dividend per share (cents)', 1.85, 1.7],
        ['Final dividend per share (cents)', 2.4, 2.25],
        ['Basic earnings per share (pence)', 12.6, 11.9],
        ['Dividend cover (times)', 2.97, 3.02],
      ],
    },
  ],
};

describe('figures in a minor currency unit', () => {
  const org = organisation(1, dividends);

  it('states cents as cents, not as dollars', () => {
    const a = org.ask('What was the final dividend per share in 2024?');
    expect(firstSentence(a.answer)).toMatch(/2\.4 cents/);
    expect(firstSentence(a.answer)).not.toMatch(/\$/);
  });

  it('states pence as pence', () => {
    const a = org.ask('basic EPS for 2023?');
    expect(firstSentence(a.answer)).toMatch(/11\.9 pence/);
  });
});

const staff: DocSpec = {
  fileName: 'Restructuring costs.xlsx',
  tables: [
    {
      sheet: 'Costs',
      columns: ['', '2024', '2023'],
      rows: [
        ['Employee severance costs', 5300, 4100],
        ['Facility exit costs', 250, 900],
        ['Total', 5550, 5000],
      ],
    },
  ],
};

describe('an average of one figure', () => {
  const org = organisation(1, staff);

  it('does not offer one year of a line as the average per employee', () => {
    // No headcount in the table: the average per employee cannot be worked out.
    const a = org.ask('In 2024, what did employee severance come to per employee, on average?');
    expect(a.found).toBe(false);
    expect(firstSentence(a.answer)).not.toMatch(/5,300/);
  });

  it('still averages a line over the years it has', () => {
    const a = org.ask('What was the average severance cost over 2023 and 2024?');
    expect(firstSentence(a.answer)).toMatch(/4,700/);
  });
});

const register: DocSpec = {
  fileName: 'Weekly takings 2025.csv',
  tables: [
    {
      sheet: 'Weekly takings 2025',
      columns: ['Week ending', 'Door donations', 'Card donations', 'Total'],
      rows: [
        ['05/01/2025', 412.5, 120, 532.5],
        ['12/01/2025', 388.2, 240.1, 628.3],
        ['19/01/2025', 530.75, 95, 625.75],
        ['26/01/2025', 301.4, 310.6, 612],
      ],
    },
  ],
};

describe('a register with a row a week', () => {
  const org = organisation(1, register);

  it('finds the week a column was highest', () => {
    const a = org.ask('door donations: which week was best?');
    expect(firstSentence(a.answer)).toMatch(/19\/01\/2025|January 19, 2025/);
  });

  it('finds the weeks a column was over an amount', () => {
    const a = org.ask('which weeks had card donations over 200');
    const first = firstSentence(a.answer);
    expect(first).toMatch(/12\/01\/2025|January 12, 2025/);
    expect(first).toMatch(/26\/01\/2025|January 26, 2025/);
    expect(first).not.toMatch(/05\/01|19\/01|January 5|January 19/);
  });
});

const byProgramme: DocSpec = {
  fileName: 'Spending budget by line and programme.xlsx',
  tables: [
    {
      sheet: 'Budget',
      columns: ['', 'Budget 2026'],
      rows: [
        ['Tutor pay', null],
        ['Reading Club', 12000],
        ['Homework Help', 8000],
        ['Holiday Camp', 5000],
        ['Total Tutor pay', 25000],
        ['Venue hire', null],
        ['Reading Club', 3000],
        ['Holiday Camp', 7000],
        ['Total Venue hire', 10000],
        ['Materials', null],
        ['Reading Club', 1500],
        ['Homework Help', 500],
        ['Holiday Camp', 2000],
        ['Total Materials', 4000],
        ['Total spending', 39000],
      ],
    },
  ],
};

describe('a programme broken out under each spending line', () => {
  const org = organisation(1, byProgramme);

  it('adds up every line of a programme when no line is named', () => {
    const a = org.ask('how much is budgeted for the holiday camp in total?');
    expect(firstSentence(a.answer)).toMatch(/14,000/);
    expect(a.answer).toMatch(/5,000 \+ \$?7,000 \+ \$?2,000/);
  });

  it('works a programme’s share of all spending from its lines added up', () => {
    const a = org.ask("Reading Club's share of total spending?");
    // 16,500 of 39,000.
    expect(firstSentence(a.answer)).toMatch(/42\.3/);
  });

  it('still reads one programme’s row of a line that is named', () => {
    const a = org.ask('venue hire for the holiday camp');
    expect(firstSentence(a.answer)).toMatch(/7,000/);
    expect(firstSentence(a.answer)).not.toMatch(/14,000/);
  });

  it('adds up a programme that has no row under some lines', () => {
    // (Holiday Camp's materials, 2,000, equal the two rows above it: still Holiday Camp's row, not
    // their total, as the first test shows; Homework Help has no venue hire.)
    const a = org.ask('total budget for homework help');
    expect(firstSentence(a.answer)).toMatch(/8,500/);
  });
});

const sheet = (name: string, grant: number, fees: number, wages: number) => ({
  sheet: name,
  title: `${name} - Budget 2026`,
  columns: ['Line', 'Budget 2026'],
  rows: [
    ['INCOME', null],
    ['Council grant', grant],
    ['Fees', fees],
    ['Total income', grant + fees],
    ['EXPENDITURE', null],
    ['Wages', wages],
    ['Total expenditure', wages],
  ],
});

const sheetPerService: DocSpec = {
  fileName: 'Budget 2026 by service.xlsx',
  tables: [sheet('Lunch Club', 40000, 6000, 30000), sheet('Community Bus', 20000, 14000, 25000), sheet('Advice Desk', 50000, 0, 45000)],
};

describe('a share of a budget kept a sheet a service', () => {
  const org = organisation(1, sheetPerService);

  it('is the named service’s total of all the services’ total', () => {
    // Community Bus income 34,000 of 130,000.
    const a = org.ask('What percentage of our 2026 income budget is the Community Bus expected to bring in?');
    expect(firstSentence(a.answer)).toMatch(/26\.15%/);
  });
});

const donorReport: DocSpec = {
  fileName: 'Donor financial report.xlsx',
  tables: [
    {
      sheet: 'Report',
      title: 'Financial report to the Baobab Fund - amounts in rand and US dollars',
      columns: ['Budget line', 'Budget (USD)', 'Spent (USD)', 'Spent (ZAR)'],
      rows: [
        ['Clinic outreach', 20000, 18250.5, 335809.2],
        ['Training', 8000, 8420, 154928],
        ['Total', 28000, 26670.5, 490737.2],
      ],
    },
  ],
};

// A cash book as a spreadsheet exports it, read by the product's CSV parser.
const CASH_BOOK = [
  'Date,Details,Receipts,Payments,Balance',
  '2026/03/02,Opening balance,,,"R 48 200.00"',
  '2026/03/05,Grant - Baobab Fund,"R120,000.00",,"R168,200.00"',
  '2026/03/09,Clinic rent,,"R9,500.00","R158,700.00"',
  '2026/03/20,Stipends,,"R42,350.00","R116,350.00"',
].join('\n');

describe('amounts in rand beside dollars', async () => {
  const org = await withParsed(4, { 'Cash book March.csv': CASH_BOOK }, donorReport);

  it('answers in the currency asked when a report has both', () => {
    const usd = org.ask('clinic outreach spent in USD?');
    expect(firstSentence(usd.answer)).toMatch(/18,250\.50/);
    const zar = org.ask('clinic outreach spent in rand?');
    expect(firstSentence(zar.answer)).toMatch(/R335,809\.20/);
  });

  it('reads a cash book whose amounts are printed with the rand sign', () => {
    const a = org.ask('clinic rent payment in the cash book?');
    expect(firstSentence(a.answer)).toMatch(/R9,500/);
  });
});

const programmeBudget: DocSpec = {
  fileName: 'Grant budget 2026.xlsx',
  tables: [
    {
      sheet: 'Budget',
      columns: ['Line', 'Budget 2026'],
      rows: [
        ['Community health worker stipends', 48000],
        ['Monitoring & evaluation', 6500],
        ['Department of Health levy', 1200],
        ['Total', 55700],
      ],
    },
  ],
};

const leave: DocSpec = {
  fileName: 'Provisions note.xlsx',
  tables: [
    {
      sheet: 'Provisions',
      columns: ['', '2025', '2024'],
      rows: [
        ['Annual leave', 120000, 110000],
        ['Annual leave and long service leave', 310000, 290000],
        ['Other provisions', 5000, 4000],
      ],
    },
  ],
};

describe('initials a question types for words a line spells out', () => {
  const org = organisation(1, programmeBudget, leave);

  it('reads M&E, CHW and DoH as the lines they stand for', () => {
    expect(firstSentence(org.ask('M&E budget 2026?').answer)).toMatch(/6,500/);
    expect(firstSentence(org.ask('what is budgeted for CHW stipends').answer)).toMatch(/48,000/);
    expect(firstSentence(org.ask('DoH levy in the 2026 budget').answer)).toMatch(/1,200/);
  });

  it('does not add a line to another that already holds it', () => {
    // 'Annual leave and long service leave' holds the annual leave: no sum of the two.
    const a = org.ask('what is LSL plus annual leave for 2025?');
    expect(firstSentence(a.answer)).not.toMatch(/430,000/);
  });
});

const revision: DocSpec = {
  fileName: 'Budget 2026 revision.xlsx',
  tables: [
    {
      sheet: 'Revision',
      title: 'Budget FY2026 (1 April 2025 - 31 March 2026) - mid-year revision',
      columns: ['Line', 'Original budget', 'Revised budget'],
      rows: [
        ['Overseas donor grants', 3900000, 3820000],
        ['Donations', 250000, 265000],
        ['Home visits', 1800000, 1915000],
      ],
    },
  ],
};

const statement: DocSpec = {
  fileName: 'Annual financial statements 2026.pdf',
  tables: [
    {
      page: 2,
      title: 'Statement of comprehensive income for the year ended 31 March 2026',
      columns: ['', '2026', '2025'],
      rows: [
        ['Grants from overseas donors', 3781250, 3402100],
        ['Donations', 271400, 244900],
        ['Home visits', 1942500, 1710300],
      ],
    },
  ],
};

describe('a budget in one document and the year’s actuals in another', () => {
  const org = organisation(4, revision, statement);

  it('compares the revised budget with the statement’s year when no period is said', () => {
    const a = org.ask('home visits: what was the overspend against the revised budget?');
    expect(firstSentence(a.answer)).toMatch(/27,500/);
  });

  it('pairs a line the other document names in another order', () => {
    const a = org.ask('how far short of the revised budget were overseas donor grants?');
    expect(firstSentence(a.answer)).toMatch(/38,750/);
    expect(firstSentence(a.answer)).not.toMatch(/6,400/);
  });
});

const payments: DocSpec = {
  fileName: 'Cash book Q4.xlsx',
  tables: [
    {
      sheet: 'Cash book',
      columns: ['Date', 'Description', 'Receipts', 'Payments', 'Balance'],
      rows: [
        ['2026-02-03', 'Volunteer stipends', null, 64000, 310500],
        ['2026-02-06', 'Clinic rent', null, 12750, 297750],
        ['2026-02-11', 'Electricity', null, 3120.45, 294629.55],
        ['2026-02-19', 'Grant instalment', 450000, null, 744629.55],
        ['2026-02-27', 'Bank fees', null, 212.3, 744417.25],
      ],
    },
  ],
};

describe('records over an amount in a currency of its own mark', () => {
  const org = organisation(4, payments);

  it('counts the payments over R5,000', () => {
    const a = org.ask('how many cash book payments were above R5,000?');
    expect(firstSentence(a.answer)).toMatch(/\b2 payments\b/);
  });
});

const byPeriod: DocSpec = {
  fileName: 'Income statement by period.xlsx',
  tables: [
    {
      sheet: 'By period',
      columns: ['', 'P1', 'P2', 'P3', 'YTD'],
      rows: [
        ['Single tickets', 41000, 38500, 52250, 131750],
        ['Subscriptions', 12000, 9000, 8000, 29000],
        ['Marketing', 3100, 4420, 2980, 10500],
      ],
    },
  ],
};

const boxOffice: DocSpec = {
  fileName: 'Box office by show.xlsx',
  tables: [
    {
      sheet: 'Shows',
      columns: ['Production', 'Perfs', 'Single tickets', 'Comps'],
      rows: [
        ['The Tempest', 16, 2315, 140],
        ['A Winter Tale', 22, 2874, 210],
        ['Proof', 12, 1188, 95],
      ],
    },
  ],
};

describe('a thirteen-period year and a box office', () => {
  const org = organisation(7, byPeriod, boxOffice);

  it('reads "period 2" as the P2 column', () => {
    expect(firstSentence(org.ask('marketing spend for period 2?').answer)).toMatch(/4,420/);
  });

  it('reads tix as tickets and selling as how the question asks', () => {
    expect(firstSentence(org.ask('single tix sold by Proof?').answer)).toMatch(/1,188/);
  });

  it('answers which show from the shows, not with the line the question measures', () => {
    const a = org.ask('which production sold the most single tickets?');
    expect(firstSentence(a.answer)).toMatch(/A Winter Tale/);
    expect(firstSentence(a.answer)).not.toMatch(/^Single tickets/);
  });
});

const segments: DocSpec = {
  fileName: 'Net sales by segment.xlsx',
  tables: [
    {
      sheet: 'Segments',
      title: '($ in millions)',
      columns: ['', 'Fiscal 2025 Net Sales', 'Fiscal 2024 Net Sales'],
      rows: [
        ['Retail', 2150.4, 2098.6],
        ['Overseas', 610.2, 655.8],
        ['Catering', 702.5, 780],
        ['Total', 3463.1, 3534.4],
      ],
    },
  ],
};

describe('a change of two things taken together', () => {
  const org = organisation(1, segments);

  it('is the change of their sum, not of one of them', () => {
    const a = org.ask('Percentage change in total net sales of Overseas and Catering, fiscal 2024 to fiscal 2025?');
    // (655.8 + 780 = 1,435.8) to (610.2 + 702.5 = 1,312.7): -8.57%.
    expect(firstSentence(a.answer)).toMatch(/8\.57%/);
    expect(a.answer).toMatch(/1,435\.8/);
  });

  it('leaves one thing asked about to itself', () => {
    const a = org.ask('Catering net sales: percentage change from fiscal 2024 to 2025?');
    expect(firstSentence(a.answer)).toMatch(/9\.94%/);
  });
});

const intangibles: DocSpec = {
  fileName: 'Intangible assets.xlsx',
  tables: [
    {
      sheet: 'Intangibles',
      columns: ['', 'Gross carrying amount', 'Accumulated amortization', 'Net'],
      rows: [
        ['Finite-lived', null, null, null],
        ['Licences', 4.6, -2.4, 2.2],
        ['Customer lists', 7.5, -2.1, 5.4],
        ['Indefinite-lived', null, null, null],
        ['Trade names', 12.8, null, 12.8],
      ],
    },
  ],
};

describe('a ratio of two small figures', () => {
  const org = organisation(7, intangibles);

  it('states a ratio below one to four decimals', () => {
    const a = org.ask('What is the ratio of licences net to trade names net?');
    expect(firstSentence(a.answer)).toMatch(/0\.1719\b/);
  });
});

const deferredTax: DocSpec = {
  fileName: 'Deferred tax.xlsx',
  tables: [
    {
      sheet: 'Deferred tax',
      columns: ['', '2025', '2024'],
      rows: [
        ['Deferred tax assets', null, null],
        ['Bad debt allowance', 41, 38],
        ['Deferred income', 310, 290],
        ['Accrued holiday pay', 205, 188],
        ['Warranty reserve', 58, 61],
        ['Other', 120, 97],
        ['Total deferred tax assets', 734, 674],
      ],
    },
  ],
};

describe('a ratio whose first term is two lines', () => {
  const org = organisation(1, deferredTax);

  it('adds the two lines when no one line is named by both', () => {
    // (310 + 58) ÷ 734 = 50.14%.
    const a = org.ask('As a percentage, what is deferred income and warranty reserve over total deferred tax assets for 2025?');
    expect(firstSentence(a.answer)).toMatch(/50\.14%/);
  });
});

const restructuring: DocSpec = {
  fileName: 'Restructuring.xlsx',
  passages: ['The table below sets out the restructuring costs incurred in each year.'],
  tables: [
    {
      sheet: 'Table',
      columns: ['', '2025', '2024'],
      rows: [
        ['Employee severance and related costs', 4820, 5310],
        ['Site evaluation', 960, null],
        ['Other', 415, 270],
        ['Total', 6195, 5580],
      ],
    },
  ],
};

describe('the total of a kind of figure', () => {
  const org = organisation(1, restructuring);

  it('is the table’s total, not a line sharing only the word for the kind', () => {
    const a = org.ask('What were the total costs for 2025?');
    expect(firstSentence(a.answer)).toMatch(/6,195/);
  });

  it('still reads the line its own words name', () => {
    const a = org.ask('employee severance costs in 2025?');
    expect(firstSentence(a.answer)).toMatch(/4,820/);
  });
});

const valuations: DocSpec = {
  fileName: 'Valuations.xlsx',
  tables: [
    {
      sheet: 'Table',
      columns: ['', 'External valuation %', 'Internal valuation %'],
      rows: [
        ['Year ended 30 June 2025', null, null],
        ['Leasehold', 31, 69],
        ['Freehold', 44, 56],
        ['Year ended 30 June 2024', null, null],
        ['Leasehold', 58, 42],
        ['Freehold', 22, 78],
      ],
    },
  ],
};

describe('lines under a heading for each year', () => {
  const org = organisation(7, valuations);

  it('names the year a line was under a bound, not the line', () => {
    const a = org.ask('Which year had leasehold external valuation % below 50%?');
    expect(firstSentence(a.answer)).toMatch(/\*?\*?2025\b/);
    expect(firstSentence(a.answer)).not.toMatch(/: \*?\*?Leasehold/);
  });
});

const euroMillions: DocSpec = {
  fileName: 'Net financing costs.xlsx',
  tables: [
    {
      sheet: 'Table',
      columns: ['', '2025 €m', '2024 €m'],
      rows: [
        ['Interest payable', -1284, -517],
        ['Interest receivable', 36, 29],
        ['Net financing costs', -1248, -488],
      ],
    },
  ],
};

describe('a column headed in euro millions', () => {
  const org = organisation(1, euroMillions);

  it('states its figures in millions', () => {
    const a = org.ask('net financing costs in 2025?');
    expect(firstSentence(a.answer)).toMatch(/€1,248 million|€1\.2 billion/);
  });
});

describe('a change of averages it cannot work out', () => {
  const org = organisation(1, staff);

  it('is not answered with an average alone', () => {
    const a = org.ask('What was the difference between the 2023 and 2024 average of facility exit costs?');
    expect(firstSentence(a.answer)).not.toMatch(/on average/);
    expect(firstSentence(a.answer)).not.toMatch(/575/);
  });
});

const rateReport: DocSpec = {
  fileName: 'Baobab Fund report FY2026.xlsx',
  passages: ['Ubuntu Health Trust - financial report to the Baobab Fund\nAverage exchange rate (ZAR per USD) 18.4', 'Amount (USD) is Amount (ZAR) divided by the average exchange rate above.'],
  tables: [
    {
      sheet: 'Report',
      title: 'Ubuntu Health Trust - financial report to the Baobab Fund - Average exchange rate (ZAR per USD) 18.4',
      columns: ['Budget line', 'Approved budget (USD)', 'Amount (USD)', 'Amount (ZAR)'],
      rows: [
        ['Clinic outreach', 20000, 18250.5, 335809.2],
        ['Training', 6500, 5840.22, 107460.05],
        ['Total', 26500, 24090.72, 443269.25],
      ],
    },
  ],
};

describe('a key figure written above a table', () => {
  const org = organisation(4, rateReport);

  it('answers for itself, and the table’s total is not a total of it', () => {
    const a = org.ask('which exchange rate does the Baobab report use?');
    expect(firstSentence(a.answer)).toMatch(/18\.4\b/);
    expect(firstSentence(a.answer)).not.toMatch(/443,269|24,090/);
  });
});

const budgetVsActual: DocSpec = {
  fileName: 'Programme budget vs actual FY2026.xlsx',
  tables: [
    {
      sheet: 'BvA',
      columns: ['Line', 'Budget', 'Actual'],
      rows: [
        ['Stipends', 64000, 63120],
        ['Test kits', 15000, 16240.5],
        ['Transport', 11000, 10480],
        ['Training', 9000, 9315],
        ['Total', 99000, 99155.5],
      ],
    },
  ],
};

describe('which lines are over budget', () => {
  const org = organisation(4, budgetVsActual);

  it('lists the lines whose actual is above their budget, not the total’s variance', () => {
    const a = org.ask('which lines went over budget?');
    const first = firstSentence(a.answer);
    expect(first).toMatch(/Test kits/);
    expect(first).toMatch(/Training/);
    expect(first).not.toMatch(/Stipends|Transport|155\.5/);
  });
});

const leftToSpend: DocSpec = {
  fileName: 'Finance committee report P10.xlsx',
  tables: [
    {
      sheet: 'Report',
      columns: ['', 'FY26 Budget', 'Actual YTD', 'Budget remaining'],
      rows: [
        ['EXPENSES', null, null, null],
        ['Artistic fees', 352000, 281500, 70500],
        ['Office salaries', 240000, 188400, 51600],
        ['Marketing', 86000, 70150, 15850],
        ['Total expenses', 678000, 540050, 137950],
      ],
    },
  ],
};

describe('the line with the most budget left', () => {
  const org = organisation(7, leftToSpend);

  it('ranks the lines by what is left, not the total', () => {
    const a = org.ask('which expense line has the most budget left?');
    expect(firstSentence(a.answer)).toMatch(/Artistic fees/);
    expect(firstSentence(a.answer)).not.toMatch(/137,950/);
  });
});

const reserve: DocSpec = {
  fileName: 'Reserve fund schedule FY2023-FY2025.xlsx',
  tables: [
    {
      sheet: 'Reserve fund',
      columns: ['', 'FY2023', 'FY2024', 'FY2025'],
      rows: [
        ['Opening balance', 410000, 395200, 402800],
        ['Contributions', 98000, 102000, 106000],
        ['Total withdrawals', 112800, 94400, 114135],
        ['Closing balance', 395200, 402800, 394665],
      ],
    },
  ],
};

describe('a total over the years a schedule shows', () => {
  const org = organisation(10, reserve);

  it('adds up every year said as "over the 3 years"', () => {
    const a = org.ask('reserve fund withdrawals in total over the 3 years?');
    expect(firstSentence(a.answer)).toMatch(/321,335/);
  });
});

const ageing: DocSpec = {
  fileName: 'Debtor ageing.xlsx',
  tables: [
    {
      sheet: 'Ageing',
      columns: ['$000', '2024', '2023'],
      rows: [
        ['Within one month', 412, 388],
        ['One to six months', 57, 96],
        ['Debtors', 469, 484],
      ],
    },
  ],
};

describe('a line the question names beside the one read', () => {
  const org = organisation(8, ageing);

  it('does not answer with the total when the question names one of its parts', () => {
    for (const q of ['In which year were debtors within one month higher?', 'Which year had more debtors within one month of age?']) {
      const a = org.ask(q);
      // The part asked (2024: 412 against 388), or no figure: never the total's year.
      if (a.found) expect(firstSentence(a.answer)).toMatch(/2024/);
      expect(firstSentence(a.answer)).not.toMatch(/2023|484/);
    }
  });

  it('still answers the total when no part is named', () => {
    const a = org.ask('In which year were debtors higher?');
    expect(firstSentence(a.answer)).toMatch(/2023/);
  });
});

const outlets: DocSpec = {
  fileName: 'Outlet sales FY2025.xlsx',
  tables: [
    {
      sheet: 'Outlets',
      columns: ['Outlet', 'Opened', 'Loaves sold', 'Takings ($)'],
      rows: [
        ['Hill Road', '2019', 14200, 61000],
        ['Canal Side', '2021', 9800, 40250],
        ['Old Mill', '2022', 16650, 70100],
        ['Quayside', '2024', 4100, 15900],
      ],
    },
  ],
};

describe('lines of a table held against a number', () => {
  const org = organisation(12, outlets);

  it('counts the lines over the number, in the column the question names', () => {
    const a = org.ask('how many outlets sold more than 10,000 loaves?');
    expect(firstSentence(a.answer)).toMatch(/\b2 outlets\b/);
    expect(a.answer).toMatch(/Hill Road, Old Mill/);
  });

  it('names the lines under the number, in money too', () => {
    const a = org.ask('which outlets had takings under $45k');
    expect(firstSentence(a.answer)).toMatch(/Canal Side, Quayside/);
    expect(firstSentence(a.answer)).not.toMatch(/Hill Road|Old Mill/);
  });
});

const indicators: DocSpec = {
  fileName: 'Board report.docx',
  tables: [
    {
      sheet: 'Indicators',
      columns: ['Indicator', 'FY2024 actual', 'FY2025 target', 'FY2025 actual'],
      rows: [
        ['Families supported', 318, 360, 349],
        ['Cost per family supported', 912.5, null, 887.25],
        ['Volunteer hours', 6120, 6500, 6610],
      ],
    },
  ],
};

describe('a count over a year beside targets', () => {
  const org = organisation(13, indicators);

  it("answers 'how many more' with the actual figures, not the target nor a cost per head", () => {
    const a = org.ask('how many more families are we supporting than a year earlier');
    expect(firstSentence(a.answer)).toMatch(/\b31\b/);
    expect(firstSentence(a.answer)).not.toMatch(/\$/);
  });

  it("reads 'vs target ... how many short' as actual against the target, and says target", () => {
    const a = org.ask('families supported vs target for FY2025 - how many short?');
    expect(firstSentence(a.answer)).toMatch(/\b11\b.*below target/);
  });

  it('states hours as a count, not money', () => {
    const a = org.ask('volunteer hours in FY2025?');
    expect(firstSentence(a.answer)).toMatch(/6,610/);
    expect(firstSentence(a.answer)).not.toMatch(/\$/);
  });
});

const shillings: DocSpec = {
  fileName: 'Management accounts FY26.xlsx',
  tables: [
    {
      sheet: 'Income',
      columns: ['KSh', 'FY26', 'FY25'],
      rows: [
        ['Water sales', 5185200, 4730100],
        ['Sanitation fees', 2140000, 1988000],
        ['Total income', 7325200, 6718100],
      ],
    },
  ],
};

describe('figures in Kenyan shillings', () => {
  const org = organisation(14, shillings);

  it('states shillings as KSh, not dollars', () => {
    const a = org.ask('water sales in FY26?');
    expect(firstSentence(a.answer)).toMatch(/KSh 5,185,200/);
  });

  it('states Jamaican dollars and Norwegian kroner as printed', () => {
    const as = (corner: string) => organisation(14, { ...shillings, tables: [{ ...shillings.tables![0]!, columns: [corner, 'FY26', 'FY25'] }] });
    expect(firstSentence(as('J$').ask('water sales in FY26?').answer)).toMatch(/J\$5,185,200/);
    expect(firstSentence(as('Beløp i kr (NOK)').ask('water sales in FY26?').answer)).toMatch(/kr 5,185,200/);
  });
});

const appeal: DocSpec = {
  fileName: 'Fun run 2026 - reconciliation.xlsx',
  tables: [
    {
      sheet: 'Reconciliation',
      title: 'Fun run, 12 April 2026',
      columns: ['', 'Budget', 'Actual'],
      rows: [
        ['Online gifts via PayHere (net of fees)', 8000, 8420.5],
        ['Cheques banked', 2000, 2310],
        ['Cash counted', 500, 644.25],
        ['Total raised', 10500, 11374.75],
      ],
    },
    {
      sheet: 'Life expectancy',
      columns: ['', 'Women years', 'Men years'],
      rows: [['Member aged 60 today', 27.1, 24.9]],
    },
  ],
};

describe('an average asked of one figure', () => {
  const org = organisation(17, appeal);

  it('is not a total divided by one', () => {
    const a = org.ask('average payhere gift in april 2026');
    expect(a.answer).not.toMatch(/÷ 1\b/);
    if (a.found) expect(firstSentence(a.answer)).not.toMatch(/8,420/);
  });

  it('reads a column of years as years, not money', () => {
    const a = org.ask('Men years for a member aged 60 today?');
    expect(firstSentence(a.answer)).toMatch(/24\.9/);
    expect(firstSentence(a.answer)).not.toMatch(/\$/);
  });
});

const fundBalances: DocSpec = {
  fileName: 'Statement of financial position 2026.xlsx',
  tables: [
    {
      sheet: 'Funds',
      columns: ['', '31 March 2026', '31 March 2025'],
      rows: [
        ['Unrestricted funds', 412300, 398100],
        ['Restricted funds', 96400, 71250],
        ['Total funds', 508700, 469350],
      ],
    },
  ],
};

describe("a 'which' question answered by one line's figure", () => {
  const org = organisation(18, fundBalances);

  it('is not answered: a name is asked, not the change of a total', () => {
    const a = org.ask('which restricted fund ended the year lower than it started?');
    expect(firstSentence(a.answer)).not.toMatch(/25,150|96,400|71,250/);
  });

  it('still answers the figure asked of a named line', () => {
    expect(firstSentence(org.ask('restricted funds at 31 March 2026?').answer)).toMatch(/96,400/);
  });
});

const incomeStatement: DocSpec = {
  fileName: 'Income and expenditure 2025.xlsx',
  tables: [
    {
      sheet: 'I&E',
      columns: ['', '2025', '2024'],
      rows: [
        ['Grants received', 184000, 172500],
        ['Interest income', 2150, 1830],
        ['Total income', 186150, 174330],
        ['Staff costs', 120400, 118000],
        ['Running costs', 48250, 45110],
        ['Total expenditure', 168650, 163110],
      ],
    },
  ],
};

describe('a kind of figure named alone', () => {
  const org = organisation(19, incomeStatement);

  it('is all of it: income to expenditure is total income over total expenditure', () => {
    const a = org.ask('2025 income to expenditure ratio?');
    expect(firstSentence(a.answer)).toMatch(/1\.10\b/);
  });
});

const overPageBreak: DocSpec = {
  fileName: 'Quarterly report FY25.pdf',
  tables: [
    {
      name: 'Page 1, table 1',
      page: 1,
      title: 'Income and expenditure by quarter',
      columns: ['', 'Q1 FY25', 'Q2 FY25', 'Q3 FY25', 'Q4 FY25', 'Full year FY25 actual', 'Budget FY25'],
      rows: [
        ['INCOME', null, null, null, null, null, null],
        ['Membership fees', 10200, 9800, 11000, 12400, 43400, 45000],
        ['Grants', 30000, null, 25000, null, 55000, 60000],
        ['Total income', 40200, 9800, 36000, 12400, 98400, 105000],
        ['EXPENDITURE', null, null, null, null, null, null],
        ['Staff costs', 15000, 15000, 15500, 15500, 61000, 62000],
        ['Premises', 4000, 4000, 4000, 4000, 16000, 16000],
      ],
    },
    {
      name: 'Page 2, table 1',
      page: 2,
      title: 'Income and expenditure by quarter (continued)',
      columns: ['', 'Q1 FY25', 'Q2 FY25', 'Q3 FY25', 'Q4 FY25', 'Full year FY25 actual', 'Budget FY25'],
      rows: [
        ['EXPENDITURE (continued)', null, null, null, null, null, null],
        ['Travel', 900, 1100, 1250, 950, 4200, 3000],
        ['Audit fees', null, null, null, 2800, 2800, 2500],
        ['Total expenditure', 19900, 20100, 20750, 23250, 84000, 83500],
      ],
    },
  ],
};

describe('a table printed over a page break', () => {
  const org = organisation(20, overPageBreak);

  it('is read as one table: the section runs on to its total on the next page', () => {
    const a = org.ask('income to expenditure ratio for FY25?');
    // 98,400 ÷ 84,000, not ÷ 77,000 (the expenditure lines of the first page added up).
    expect(firstSentence(a.answer)).toMatch(/1\.17\b/);
  });

  it('answers a full year asked as a year with what happened, and cites both pages', () => {
    const a = org.ask('what was total expenditure in FY25?');
    expect(firstSentence(a.answer)).toMatch(/84,000/);
    expect(a.answer).toMatch(/pages 1-2/);
  });
});

const phasing: DocSpec = {
  fileName: 'Budget 2027 by month.xlsx',
  tables: [
    {
      sheet: 'Phasing',
      title: 'Budget 2027, by month',
      columns: ['Month', 'Income', 'Costs', 'Surplus / (deficit)'],
      rows: [
        ['January 2027', 52000, 40100, 11900],
        ['February 2027', 18000, 39800, -21800],
        ['March 2027', 61000, 41200, 19800],
        ['April 2027', 22500, 40900, -18400],
        ['May 2027', 20000, 40050, -20050],
        ['June 2027', 75000, 41500, 33500],
      ],
    },
  ],
};

describe('months past a threshold that a word says', () => {
  const org = organisation(21, phasing);

  it("counts 'how many months show a deficit'", () => {
    const a = org.ask('how many months in the 2027 budget show a deficit?');
    expect(firstSentence(a.answer)).toMatch(/\b3 (?:of 6 periods|months)\b/);
  });

  it("names 'which months show a deficit', not the line's total", () => {
    const a = org.ask('which months in the 2027 budget show a deficit?');
    expect(firstSentence(a.answer)).toMatch(/February 2027.*April 2027.*May 2027/);
    expect(firstSentence(a.answer)).not.toMatch(/January|\$/);
  });
});

const awards: DocSpec = {
  fileName: 'Restricted stock units.xlsx',
  passages: ['Units granted vest over three years; units forfeited return to the plan.'],
  tables: [
    {
      sheet: 'RSUs',
      columns: ['', 'Number of units (in thousands)', 'Weighted average fair value'],
      rows: [
        ['Nonvested at January 1, 2024', 210, 14.2],
        ['Granted', 95, 16.1],
        ['Vested', -70, 13.9],
        ['Nonvested at December 31, 2024', 235, 15.0],
        ['Granted', 120, 17.4],
        ['Vested', -88, 15.2],
        ['Nonvested at December 31, 2025', 267, 16.3],
      ],
    },
  ],
};

describe('a word of the question that names other lines of the table', () => {
  const org = organisation(22, awards);

  it('is not taken as said by the document around a line that lacks it', () => {
    const a = org.ask('What is the average number of nonvested units granted on January 1, 2024 and December 31, 2025?');
    // Not the nonvested balances averaged (238.5): the question names the grants.
    expect(firstSentence(a.answer)).not.toMatch(/238\.5/);
  });

  it('still averages the balances asked', () => {
    const a = org.ask('What is the average number of nonvested units on January 1, 2024 and December 31, 2025?');
    expect(firstSentence(a.answer)).toMatch(/238\.5/);
  });
});

const grantLetter: DocSpec = {
  fileName: 'Treasurer update June 2026.docx',
  passages: ['The Alder Trust paid the first tranche of its grant on 3 March 2026.', 'The Alder Trust released the third tranche of the grant on 14 July 2026; the last depends on our annual report.'],
};

describe('a sentence about another of numbered things', () => {
  const org = organisation(25, grantLetter);

  it('does not answer for the one asked', () => {
    const a = org.ask('when did alder tranche 2 arrive?');
    expect(firstSentence(a.answer)).not.toMatch(/14 July|3 March/);
  });

  it('answers for the one it names', () => {
    expect(firstSentence(org.ask('when did the third alder tranche arrive?').answer)).toMatch(/14 July 2026/);
  });
});

const trialBalance: DocSpec = {
  fileName: 'Trial balance 31 March 2026.xlsx',
  tables: [
    {
      sheet: 'TB',
      title: 'Trial balance as at 31/03/2026',
      columns: ['Code', 'Account', 'Debit', 'Credit'],
      codes: true,
      rows: [
        ['1000', 'Bank current account', 48200, null],
        ['1500', 'Minibus and equipment - cost', 62000, null],
        ['1510', 'Accumulated depreciation', null, 24800],
        ['2000', 'Creditors', null, 5300],
      ],
    },
  ],
};

const assetRegister: DocSpec = {
  fileName: 'Fixed asset register 2026.xlsx',
  tables: [
    {
      sheet: 'Register',
      columns: ['Asset', 'Cost', 'Accumulated depreciation', 'Net book value'],
      rows: [
        ['Vehicles', 41000, 16400, 24600],
        ['Office equipment', 9800, 7350, 2450],
      ],
    },
  ],
};

describe('net book value', () => {
  it("is an asset's cost less the ledger's accumulated depreciation", () => {
    const a = organisation(26, trialBalance).ask('NBV of the minibus and equipment at 31/3/26?');
    expect(firstSentence(a.answer)).toMatch(/37,200/);
  });

  it('is the figure a register prints', () => {
    const a = organisation(27, assetRegister).ask('what is the net book value of vehicles?');
    expect(firstSentence(a.answer)).toMatch(/24,600/);
  });
});

const arrears: DocSpec = {
  fileName: 'Rent arrears by estate.xlsx',
  tables: [
    {
      sheet: 'Arrears',
      columns: ['Estate', 'Rent roll ($)', 'Arrears ($)', 'Arrears %'],
      rows: [
        ['Northgate', 820000, 24600, 3.0],
        ['Riverside', 410000, 28700, 7.0],
        ['Elm Park', 655000, 13100, 2.0],
      ],
    },
  ],
};

describe('which one ranks first', () => {

  it('of something bad, the worst is the highest', () => {
    const org = organisation(29, arrears);
    expect(firstSentence(org.ask('which estate has the worst arrears %?').answer)).toMatch(/Riverside/);
    expect(firstSentence(org.ask('which estate has the best arrears %?').answer)).toMatch(/Elm Park/);
  });
});

describe('the month of the biggest deficit', () => {
  const org = organisation(31, phasing);

  it('is the lowest month, not every month in deficit', () => {
    const a = org.ask('which month of 2027 has the biggest budgeted deficit?');
    expect(firstSentence(a.answer)).toMatch(/February 2027/);
    expect(firstSentence(a.answer)).not.toMatch(/April|May/);
  });
});

const pivotExport: DocSpec = {
  fileName: 'Spending by category and supplier 2025 (pivot).csv',
  tables: [
    {
      sheet: 'Spending by category and supplier 2025 (pivot)',
      columns: ['Category', 'Supplier', 'H1', 'H2', 'Grand Total'],
      rows: [
        ['Catering', 'Harbour Bakery', 4200, 3900, 8100],
        [null, 'Green Grocer Co', 1800, 2250, 4050],
        ['Catering Total', null, 6000, 6150, 12150],
        ['Energy', 'City Power', 5100, 6300, 11400],
        [null, 'Gas Direct', 2400, 3600, 6000],
        ['Energy Total', null, 7500, 9900, 17400],
      ],
    },
  ],
};

describe("a pivot table's export, each group named on its first row only", () => {
  const org = organisation(34, pivotExport);

  it('reads the first row as its supplier, under its group', () => {
    expect(firstSentence(org.ask('how much did we pay City Power in 2025?').answer)).toMatch(/11,400/);
    const a = org.ask('how much did we spend on energy in 2025?');
    expect(firstSentence(a.answer)).toMatch(/17,400/);
    expect(firstSentence(a.answer)).not.toMatch(/11,400/);
  });
});

const loanAgeing = (sheet: string, first: string, rows: Array<[string, number, number, number, number]>): NonNullable<DocSpec['tables']>[number] => ({
  sheet,
  columns: [first, 'Loans outstanding', 'Not yet due', 'Late 1-60 days', 'Loans in arrears > 60 days Amount', 'Loans in arrears > 60 days LIA %'],
  rows: [
    ...rows.map(([name, due, a, b, c]) => [name, due, a, b, c, Math.round((c / due) * 10000) / 100]),
    ['TOTAL', ...[1, 2, 3, 4].map((k) => rows.reduce((s, r) => s + (r[k] as number), 0)), 4.1],
  ] as Array<Array<string | number>>,
});

const arrearsAgeing: DocSpec = {
  fileName: 'Arrears ageing at 30 June.xlsx',
  passages: [{ text: 'Loans in arrears (LIA) are balances with an instalment more than 60 days late.', sheet: 'By region' }],
  tables: [
    loanAgeing('By region', 'Region', [
      ['Northfield', 300000, 270000, 12000, 18000],
      ['Eastmoor', 450000, 430000, 9000, 11000],
      ['Southbank', 250000, 225000, 13000, 12000],
    ]),
    loanAgeing('By loan type', 'Loan type', [
      ['Enterprise', 700000, 660000, 20000, 20000],
      ['Housing', 300000, 265000, 14000, 21000],
    ]),
  ],
};

describe('initials the documents define, and an ageing band', () => {
  const org = organisation(35, arrearsAgeing);

  it('reads initials as the words a passage spells them out with', () => {
    const a = org.ask('what is LIA60 in dollars for the loans as a whole?');
    expect(firstSentence(a.answer)).toMatch(/41,000/);
    expect(firstSentence(a.answer)).toMatch(/\$41,000(?!\s*days)/);
    expect(firstSentence(a.answer)).not.toMatch(/1,000,000/);
  });

  it("gives a row's percentage, not a percentage divided by an amount", () => {
    const a = org.ask("Northfield's LIA60 as a % of its loans?");
    expect(firstSentence(a.answer)).toMatch(/6(\.00)?%/);
  });

  it('does not add up two breakdowns of one whole', () => {
    const a = org.ask('total loans outstanding?');
    expect(firstSentence(a.answer)).toMatch(/1,000,000/);
    expect(a.answer).not.toMatch(/2,000,000/);
  });
});

const instalments: DocSpec = {
  fileName: 'Foundation grant instalments.xlsx',
  tables: [
    {
      sheet: 'Instalments',
      columns: ['Instalment', 'Condition', 'Due date', 'Amount (US$)', 'Rate (KES per US$)', 'Received (KES)'],
      rows: [
        [1, 'Signed agreement', '2025-03-01', 10000, 128.5, 1285000],
        [2, 'Six-month report', '2025-09-01', 12000, 129.1, 1549200],
        [3, 'Annual report', '2026-03-01', 8000, 130.2, 1041600],
        [4, 'Final evaluation', '2026-09-01', 10000, null, null],
      ],
    },
  ],
};

const arrearsList: DocSpec = {
  fileName: 'Member arrears.csv',
  tables: [
    {
      sheet: 'Member arrears',
      columns: ['Member no.', 'Name', 'Months behind', 'Amount due'],
      rows: [
        [11, 'R. Okafor', 2, 640],
        [14, 'T. Lindqvist', 5, 1725],
        [19, 'M. Haddad', 1, 310],
      ],
    },
  ],
};

describe('a record named by its number', () => {
  it("is that record, in the column of the currency asked", () => {
    const a = organisation(36, instalments).ask('instalment 2 in shillings?');
    expect(firstSentence(a.answer)).toMatch(/1,549,200/);
  });

  it('is not answered in another currency than the one asked', () => {
    const shillingsOnly: DocSpec = { ...instalments, tables: [{ ...instalments.tables![0]!, columns: ['Instalment', 'Condition', 'Due date', 'Received (KES)'], rows: instalments.tables![0]!.rows.map((r) => [r[0]!, r[1]!, r[2]!, r[5] ?? null]) }] };
    const org = organisation(36, shillingsOnly);
    expect(firstSentence(org.ask('instalment 3 in shillings?').answer)).toMatch(/1,041,600/);
    expect(org.ask('instalment 3 in US dollars?').answer).not.toMatch(/1,041,600/);
  });

  it('how much it owes is an amount, not the months it is behind', () => {
    const a = organisation(37, arrearsList).ask('how much does member 14 owe?');
    expect(firstSentence(a.answer)).toMatch(/1,725/);
  });
});

const grantSpend: DocSpec = {
  fileName: 'Alder Trust grant report.xlsx',
  passages: [{ text: 'Funds received from the Alder Trust: first payment received 12 May.', sheet: 'Spending' }],
  tables: [
    {
      sheet: 'Spending',
      columns: ['Budget line', 'Budget', 'Expenditure (USD) Jan-Mar'],
      rows: [
        ['Outreach worker', 24000, 11800],
        ['Venue hire', 6000, 2500],
        ['Printing', 1500, 700],
      ],
    },
  ],
};

describe('a row nothing in the question chose', () => {
  it('is not stated for a question that names only a column', () => {
    const org = organisation(38, grantSpend);
    expect(org.ask('alder trust money received but not spent yet, in dollars?').answer).not.toMatch(/11,800|2,500|\$700\b/);
    expect(firstSentence(org.ask('alder trust printing expenditure?').answer)).toMatch(/\$700\b/);
  });
});

describe('a ratio of two lines from two documents', () => {
  const register: DocSpec = {
    fileName: 'Equipment register 2025.xlsx',
    passages: [{ text: 'The depreciation charge agrees to the income and expenditure account.', sheet: 'Register' }],
    tables: [{ sheet: 'Register', columns: ['Asset', 'Cost', 'Depreciation', 'Net book value 31 Dec 2025'], rows: [['Mowers', 42000, 8400, 33600], ['Nets and covers', 18500, 3700, 14800], ['Total equipment', 60500, 12100, 48400]] }],
  };
  const spend: DocSpec = {
    fileName: 'Spending by supplier 2025.csv',
    tables: [{ sheet: 'Spending by supplier 2025', columns: ['Supplier', '2025'], rows: [['Greenkeeper Supplies', 9100], ['Island Power', 14250], ['Total expenditure', 23350]] }],
  };

  it('is not stated when neither line says what the question names', () => {
    const a = organisation(1, register, spend).ask('2025 income to expenditure ratio');
    expect(a.answer).not.toMatch(/2\.07/);
  });
});

describe('a monthly figure a schedule repeats', () => {
  const months = ['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30', '2025-07-31', '2025-08-31'];
  const vanLoan: DocSpec = {
    fileName: 'Minibus loan repayment schedule.xlsx',
    tables: [
      {
        sheet: 'Schedule',
        columns: ['No.', 'Due date', 'Opening balance', 'Interest', 'Repayment', 'Closing balance'],
        rows: [
          ...months.map((d, i) => [i + 1, d, 20000 - i * 2400, 80 - i * 9, i === 7 ? 3251.4 : 2480, 20000 - (i + 1) * 2400]),
          ['TOTAL', null, null, 388, 20611.4, null],
        ],
      },
    ],
  };

  it('is the repayment each month, not the schedule total nor one month picked', () => {
    const a = organisation(1, vanLoan).ask('what is the monthly repayment on the minibus loan?');
    expect(firstSentence(a.answer)).toMatch(/2,480/);
    expect(a.answer).toMatch(/7 of the 8 months/);
  });
});

describe('a budget phased by month down the side, each month its first day', () => {
  const days = Array.from({ length: 12 }, (_, i) => `${2025 + Math.floor((3 + i) / 12)}-${String(((3 + i) % 12) + 1).padStart(2, '0')}-01`);
  const phased: DocSpec = {
    fileName: 'Budget FY2026 phased by month.xlsx',
    tables: [
      {
        sheet: 'Budget',
        columns: ['Month', 'Grants', 'Salaries', 'Venue hire'],
        rows: [...days.map((d, i) => [d, i % 3 === 0 ? 30000 : 0, i === 8 ? 52000 : 36000, 2500]), ['Total', 120000, 448000, 30000]],
      },
    ],
  };

  it('reads the months as months: a year asked is its months, never one day of it', () => {
    const org = organisation(4, phased);
    expect(firstSentence(org.ask('budgeted salaries for FY2026?').answer)).toMatch(/448,000/);
    // (Calendar 2025's first days, 1 April to 1 December, are not the fiscal year before.)
    expect(org.ask('salaries in FY2025?').answer).not.toMatch(/36,000|52,000/);
  });
});

describe('a table that gives no year, in a report on one year', () => {
  const report: DocSpec = {
    fileName: 'Treasurer report to the AGM.docx',
    passages: ['The financial year from 1 July 2024 to 30 June 2025 closed with a small surplus.', 'Café takings recovered after the refit.'],
    tables: [
      {
        name: 'Table 1',
        columns: ['TT$', 'Budget', 'Actual'],
        rows: [
          ['Café takings', 310000, 296400],
          ['Hall hire', 85000, 91250],
          ['Total income', 395000, 387650],
        ],
      },
    ],
  };

  it('is read as the year the report is on, and only that year', () => {
    const org = organisation(7, report);
    const a = org.ask('café takings actual FY2025?');
    expect(firstSentence(a.answer)).toMatch(/TT\$296,400/);
    expect(firstSentence(a.answer)).toMatch(/FY2025/);
    expect(org.ask('café takings actual FY2024?').answer).not.toMatch(/296,400/);
  });
});

describe('a statement by class with its bottom lines', () => {
  const byClass: DocSpec = {
    fileName: 'Profit and Loss by Class FY2025.xlsx',
    tables: [
      {
        sheet: 'P&L by Class',
        columns: ['', 'Youth', 'Seniors', 'TOTAL'],
        rows: [
          ['Revenue', null, null, null],
          ['4010 Program Fees', 21000, 8000, 29000],
          ['4020 Grants', 40000, 52000, 92000],
          ['Total Revenue', 61000, 60000, 121000],
          ['Gross Profit', 61000, 60000, 121000],
          ['Expenses', null, null, null],
          ['6010 Coaches', 30500, 12000, 42500],
          ['6020 Transport', 4100, 19800, 23900],
          ['6030 Supplies', 2250, 1400, 3650],
          ['Total Expenses', 36850, 33200, 70050],
          ['Net Revenue', 24150, 26800, 50950],
        ],
      },
    ],
  };
  const org = organisation(1, byClass);

  it("reads a class's income as its total income, not what is left after costs", () => {
    expect(firstSentence(org.ask('youth revenue for the year?').answer)).toMatch(/61,000/);
  });

  it("ranks a class's expense lines, not a total left unsorted beside them", () => {
    expect(firstSentence(org.ask('biggest expense line for seniors?').answer)).toMatch(/Transport/);
  });
});

describe('the average of a log of payments', () => {
  const log: DocSpec = {
    fileName: 'Hardship grants paid 2025.csv',
    tables: [
      {
        sheet: 'Hardship grants paid 2025',
        columns: ['Date', 'Household', 'Reason', 'Amount'],
        rows: [
          ['2025-01-09', 'H-101', 'Heating', 300],
          ['2025-01-23', 'H-102', 'Rent', 500],
          ['2025-02-06', 'H-103', 'Food', 120],
          ['2025-03-13', 'H-104', 'Rent', 450],
          ['2025-03-27', 'H-105', 'Heating', 280],
        ],
      },
    ],
  };

  it('is per payment, unless a month is asked', () => {
    const org = organisation(1, log);
    expect(firstSentence(org.ask('average hardship grant paid in 2025?').answer)).toMatch(/330/);
    expect(firstSentence(org.ask('average hardship grants paid a month in 2025?').answer)).toMatch(/550/);
  });
});

describe('a month asked of a sentence', () => {
  const memo: DocSpec = {
    fileName: 'Treasurer memo 2026-04-14.docx',
    passages: ['Treasurer memo to the board, 14 April 2026.', 'Member dues for the quarter came to $9,140, up from $8,705 in the quarter before.'],
  };

  it('must be said by the sentence or its document', () => {
    const org = organisation(10, memo);
    expect(org.ask('august 2026 dues?').answer).not.toMatch(/9,140/);
    expect(firstSentence(org.ask('member dues per the april memo?').answer)).toMatch(/9,140/);
  });
});

describe("balances under a heading that dates them, beside an auditor's signing date", () => {
  const rp: DocSpec = {
    fileName: 'Receipts and payments 01.04.2025-31.03.2026.pdf',
    passages: [{ text: 'For Rao & Menon, Chartered Accountants. Place: Nashik Date: 12.06.2026', page: 2 }],
    tables: [
      {
        name: 'Page 2, table 1',
        page: 2,
        columns: ['', 'Amount (Rs.)'],
        rows: [
          ['By Closing Balances (as on 31.03.2026)', null],
          ['Savings A/c - Union Bank', 52000],
          ['Current A/c - Canara Bank', 18000],
          ['Total', 70000],
        ],
      },
    ],
  };

  it('reads them at the day the heading says, not the day the accounts were signed', () => {
    const org = organisation(4, rp);
    expect(firstSentence(org.ask('closing balance in the union bank savings a/c on 31.03.2026?').answer)).toMatch(/52,000/);
  });
});

describe("a bank export with 'Out' and 'In' columns", () => {
  const bank: DocSpec = {
    fileName: 'Kontoutskrift mars 2026.csv',
    tables: [
      {
        sheet: 'Kontoutskrift mars 2026',
        columns: ['Dato', 'Forklaring', 'Ut', 'Inn'],
        rows: [
          ['2026-03-02', 'Giro Fjord Strøm AS', 1240.5, null],
          ['2026-03-05', 'Vipps gave vårkonsert', null, 4350],
          ['2026-03-11', 'Nettgiro Trykkeriet AS', 2890, null],
          ['2026-03-19', 'Gave Sparebanken Vest', null, 15000],
          ['2026-03-31', 'Renter mars', null, 96.4],
        ],
      },
    ],
  };
  const org = organisation(1, bank);

  it('reads what we paid from the money-out column and what came in from the money-in one', () => {
    expect(firstSentence(org.ask('what did we pay fjord strøm in march?').answer)).toMatch(/1,240\.50/);
    expect(firstSentence(org.ask('total money in during march 2026?').answer)).toMatch(/19,446\.40/);
  });

  it("takes 'the biggest deposit' as one record, not a line", () => {
    expect(firstSentence(org.ask('biggest deposit in march 2026?').answer)).toMatch(/15,000/);
  });
});

describe('what people type: several things left out, months one after another, how many times bigger', () => {
  const byClass: DocSpec = {
    fileName: 'P&L by Class 2025.xlsx',
    tables: [
      {
        sheet: 'P&L by Class',
        columns: ['', 'Youth', 'Admin', 'TOTAL'],
        rows: [
          ['Expenses', null, null, null],
          ['6010 Salaries', 30500, 12000, 42500],
          ['6015 Payroll Taxes', 2440, 960, 3400],
          ['6020 Transport', 4100, 800, 4900],
          ['6030 Supplies', 2250, 1400, 3650],
          ['Total Expenses', 39290, 15160, 54450],
        ],
      },
    ],
  };

  it("takes what is left out of the total it is in ('excluding salaries and payroll taxes')", () => {
    const a = organisation(1, byClass).ask('admin expenses excluding salaries and payroll taxes?');
    expect(firstSentence(a.answer)).toMatch(/2,200/);
  });

  it("reads 'how many times bigger are A than B' as A over B", () => {
    const a = organisation(1, byClass).ask('how many times bigger are youth salaries than admin salaries');
    expect(firstSentence(a.answer)).toMatch(/2\.54/);
  });

  it("adds up months typed one after another ('jan feb mar')", () => {
    const log: DocSpec = {
      fileName: 'Petty cash 2026.csv',
      tables: [{ sheet: 'Petty cash 2026', columns: ['Date', 'Item', 'Amount'], rows: [['2026-01-08', 'Stamps', 40], ['2026-02-12', 'Milk', 25], ['2026-03-03', 'Taxi', 60], ['2026-04-09', 'Stamps', 40]] }],
    };
    expect(firstSentence(organisation(1, log).ask('petty cash in jan feb mar 2026 all together').answer)).toMatch(/\$125\b/);
  });
});

describe('a tax asked by another name', () => {
  it("reads MVA, moms or IVA as the receipt's tax", () => {
    const slip: DocSpec = { fileName: 'IMG_2231.jpg', fields: { merchant: 'Fjord Bokhandel AS', total: 1482, tax: 296.4, date: '2026-02-04', currency: 'kr ' } };
    const org = organisation(1, slip);
    expect(firstSentence(org.ask('how much mva was on the fjord bokhandel receipt?').answer)).toMatch(/296\.40/);
  });
});

describe('a reference asked for', () => {
  const report: DocSpec = {
    fileName: 'Interim report to the Alder Trust.pdf',
    passages: [
      { text: 'Legal Aid Fund — Interim Financial Report to the Alder Trust', page: 1 },
      { text: 'Grant no. AT-2024-077 · Award: $60,000 · Grant period: January 1, 2025 – December 31, 2025', page: 1 },
      { text: 'The interim report on the Legal Aid Fund grant is due to the Alder Trust on July 31, 2025.', page: 1 },
    ],
  };

  it('is the letters and digits that name it, not a sentence about the grant', () => {
    const a = organisation(1, report).ask('whats the grant # on the alder trust legal aid grant');
    expect(firstSentence(a.answer)).toMatch(/AT-2024-077/);
  });
});

describe('a forecast named by how long it runs', () => {
  const weeks = ['Wk 1 2026-05-04', 'Wk 2 2026-05-11', 'Wk 3 2026-05-18', 'Wk 4 2026-05-25'];
  const forecast = (total: boolean): DocSpec => ({
    fileName: '4-week cash forecast May 2026.xlsx',
    tables: [
      {
        sheet: 'Forecast',
        columns: ['', ...weeks, ...(total ? ['4-week total'] : [])],
        rows: [
          ['RECEIPTS', null, null, null, null, ...(total ? [null] : [])],
          ['Hall hire', 1200, 900, 1500, 1100, ...(total ? [4700] : [])],
          ['Café', 800, 750, 820, 910, ...(total ? [3280] : [])],
          ['Total receipts', 2000, 1650, 2320, 2010, ...(total ? [7980] : [])],
        ],
      },
    ],
  });
  const slip: DocSpec = { fileName: 'IMG_0412.jpg', fields: { merchant: 'Corner Hardware', total: 64.2, date: '2026-04-30' } };

  it('is all its weeks, from the total it prints or added up, not its last week nor a slip', () => {
    expect(firstSentence(organisation(1, forecast(true), slip).ask('total receipts in the 4 wk forecast').answer)).toMatch(/7,980/);
    expect(firstSentence(organisation(1, forecast(false), slip).ask('total receipts in the 4 wk forecast').answer)).toMatch(/7,980/);
  });
});

describe('a sheet a term, each with its weeks and a total', () => {
  const term = (n: number, start: string[], visits: number[]): NonNullable<DocSpec['tables']>[number] => ({
    sheet: `Season ${n}`,
    title: `Pool swim lessons — season ${n} 2026`,
    columns: ['Week of', ...start, 'Season total'],
    rows: [
      ['Swimmers enrolled', ...visits.map((v) => Math.round(v / 10)), null],
      ['Lesson fees', ...visits, visits.reduce((a, v) => a + v, 0)],
    ],
  });
  const lessons: DocSpec = {
    fileName: 'Swim lessons 2026.xlsx',
    tables: [term(1, ['2026-01-12', '2026-01-19', '2026-01-26'], [410, 385, 402]), term(2, ['2026-04-20', '2026-04-27', '2026-05-04'], [371, 360, 352])],
  };
  const org = organisation(1, lessons);

  it('adds up every sheet’s total when no sheet is named, and reads a named one’s own', () => {
    expect(firstSentence(org.ask('lesson fees across all seasons').answer)).toMatch(/2,280/);
    expect(firstSentence(org.ask('lesson fees in season 2').answer)).toMatch(/1,083/);
  });

  it('adds up the weeks of a month asked: a week’s figures are flows, not a balance on its first day', () => {
    expect(firstSentence(org.ask('lesson fees in january 2026').answer)).toMatch(/1,197/);
    expect(firstSentence(org.ask('lesson fees in april 2026').answer)).toMatch(/\$731\b/);
  });

  it("compares two seasons' totals, not two weeks of one", () => {
    const a = firstSentence(org.ask('season 2 fees vs season 1 fees - whats the difference').answer);
    expect(a).toMatch(/114/);
    expect(a).not.toMatch(/\b(?:8|25)\b/);
  });
});

describe('a year budgeted by month against last year’s actual', () => {
  const budget: DocSpec = {
    fileName: 'Budget FY2027 by month.xlsx',
    tables: [{ sheet: 'Budget FY2027', title: 'Approved budget FY2027 (1 July 2026 – 30 June 2027)', columns: ['Month', 'Tutors', 'Rent'], rows: ['July 2026', 'August 2026', 'September 2026', 'October 2026', 'November 2026', 'December 2026', 'January 2027', 'February 2027', 'March 2027', 'April 2027', 'May 2027', 'June 2027'].map((m) => [m, 5000, 1200]) }],
  };
  const accounts: DocSpec = {
    fileName: 'Accounts FY2026.xlsx',
    tables: [{ sheet: 'Expenses', title: 'Statement of expenses for the year ended 30 June 2026', columns: ['', '2026', '2025'], rows: [['Tutors', 54000, 51000], ['Rent', 14000, 13500]] }],
  };
  const org = organisation(7, budget, accounts);

  it('says the year’s budget added up, in the working too', () => {
    const a = org.ask('tutors: FY27 budget vs FY26 actual, % increase?').answer;
    expect(firstSentence(a)).toMatch(/11\.11%/);
    expect(a).toMatch(/\$60,000/);
    expect(a).not.toMatch(/\$5,000 −/);
  });
});

describe('a grant report with quarters and a year under two-level headings', () => {
  const report: DocSpec = {
    fileName: 'Trail grant report 2026.xlsx',
    tables: [
      {
        sheet: 'Report',
        title: 'County Parks Department — Trails grant no. CT-26-4 Grantee: Ridge Trail Club Period: January 1 – December 31, 2026 — Quarterly budget to actual report (US$)',
        headerRows: [
          ['Category', 'Q1 (Jan–Mar)', 'Q1 (Jan–Mar)', 'Q2 (Apr–Jun)', 'Q2 (Apr–Jun)', 'Annual total', 'Annual total', 'Annual total'],
          ['', 'Budget', 'Actual', 'Budget', 'Actual', 'Budget', 'Actual', 'Variance'],
        ],
        columns: ['Category', 'Q1 (Jan–Mar) Budget', 'Q1 (Jan–Mar) Actual', 'Q2 (Apr–Jun) Budget', 'Q2 (Apr–Jun) Actual', 'Annual total Budget', 'Annual total Actual', 'Annual total Variance'],
        rows: [
          ['Crew wages', 7000, 7150, 7000, 7420, 14000, 14570, 570],
          ['Gravel', 2500, 2210, 2500, 2660, 5000, 4870, -130],
          ['Total', 9500, 9360, 9500, 10080, 19000, 19440, 440],
        ],
      },
    ],
  };
  const org = organisation(1, report);

  it('reads the whole year’s variance for the full year, named by the heading over its columns', () => {
    const a = firstSentence(org.ask('crew wages for the full yr - over or under budget by how much').answer);
    expect(a).toMatch(/\$570\b/);
    // (Named by the heading over its columns, or by the year those columns are.)
    expect(a).toMatch(/Crew wages(?: — Annual total\b(?! Budget)|: .*\bin FY2026\.$)/);
  });
});

describe('a cash book by day', () => {
  const book: DocSpec = {
    fileName: 'Cash book Jan-Feb 2026.csv',
    tables: [
      {
        title: 'Cash book',
        columns: ['Date', 'Details', 'Receipts', 'Payments', 'Balance'],
        rows: [
          ['2026-01-02', 'Opening', null, null, 9000],
          ['2026-01-09', 'Rent', null, 4000, 5000],
          ['2026-01-20', 'Grant', 6000, null, 11000],
          ['2026-02-03', 'Wages', null, 7500, 3500],
          ['2026-02-17', 'Donations', 2500, null, 6000],
        ],
      },
    ],
  };
  const org = organisation(1, book);

  it("'on what date' is the day the balance was lowest, not its month", () => {
    const a = firstSentence(org.ask('lowest balance in the cash book - on what date?').answer);
    expect(a).toMatch(/February 3, 2026/);
    expect(a).toMatch(/\bon\b/);
  });
});

describe('budget or actual, when the question says what happened', () => {
  const budget: DocSpec = { fileName: 'Budget FY2026.xlsx', tables: [{ sheet: 'Budget', columns: ['Line', 'FY2026 Budget'], rows: [['County grant', 30000]] }] };
  const actual: DocSpec = {
    fileName: 'Income by month FY2026.xlsx',
    tables: [{ sheet: 'Income', title: 'Income by month, fiscal year 2026', columns: ['Line', 'Jul 2025', 'Aug 2025', 'Sep 2025', 'Total'], rows: [['County grant', 2500, 2500, 2600, 7600]] }],
  };
  const org = organisation(7, budget, actual);

  it("'has the county paid us so far this FY' is the actual, without asking", () => {
    const g = org.ask('how much has the county grant paid us so far this FY');
    expect(g.clarifying).toBeFalsy();
    expect(firstSentence(g.answer)).toMatch(/7,600/);
  });
});

describe('a common word said with a name, as the line says them', () => {
  const position: DocSpec = { fileName: 'Audited statements 2026.pdf', tables: [{ page: 1, title: 'Statements of financial position — December 31, 2026 and 2025', columns: ['', '2026', '2025'], rows: [['Cash', 81000, 77000], ['Stewardship fund investments', 300000, 280000], ['Heritage land', 412000, 390000], ['Total assets', 793000, 747000]] }] };
  const fund: DocSpec = { fileName: 'Heritage Stewardship Endowment Rollforward 2022-2026.xlsx', tables: [{ sheet: 'Rollforward', title: 'Rollforward', columns: ['', '2024', '2025', '2026'], rows: [['Beginning balance', 250000, 265000, 280000], ['Gifts', 16000, 17000, 26500], ['Spent', -1000, -2000, -6500], ['Ending balance', 265000, 280000, 300000]] }] };
  const org = organisation(1, position, fund);

  it("'heritage land on the balance sheet at end of 2025' is the land, not the fund's ending balance", () => {
    expect(firstSentence(org.ask('what was heritage land on the balance sheet at end of 2025').answer)).toMatch(/390,000/);
  });
});

describe('a line left out in brackets', () => {
  const position: DocSpec = { fileName: 'Statements 2025.pdf', tables: [{ page: 1, title: 'Statements of financial position — December 31, 2025 and 2024', columns: ['', '2025', '2024'], rows: [['Reserves', 120000, 100000], ['Building fund reserves', 90000, 40000], ['Total reserves', 210000, 140000]] }] };
  const org = organisation(1, position);

  it("'reserves (not the building fund)' changes by the other line's figures", () => {
    expect(firstSentence(org.ask('how much did reserves (not the building fund) go up from 2024 to 2025').answer)).toMatch(/\$20,000/);
  });
});

describe('a donor CRM export with refunds, campaigns that name their year, and columns of words', () => {
  const g = (id: number, date: string, donor: string, campaign: string, amount: number, method: string, credit: string | null, payout: string): (string | number | null)[] => [`K-${id}`, date, donor, campaign, amount, method, credit, payout];
  const gifts: DocSpec = {
    fileName: 'kinsella_crm_gifts_2026.csv',
    tables: [
      {
        columns: ['Gift ID', 'Gift Date', 'Donor', 'Campaign', 'Amount', 'Payment Method', 'Soft Credit', 'Payout Date'],
        rows: [
          g(1, '2026-01-28', 'Ana Ruiz', 'Spring Gala 2026', 400, 'Card', null, '2026-02-05'),
          g(2, '2026-02-03', 'Ben Ode', 'Spring Gala 2026', 250, 'Cheque', 'Mara Quill', '2026-02-12'),
          g(3, '2026-02-09', 'Ana Ruiz', 'Spring Gala 2026', -400, 'Card', null, '2026-02-12'),
          g(4, '2026-02-14', 'Cora Nash', 'Winter Drive 2026', 1200, 'Cheque', 'Mara Quill', '2026-02-19'),
          g(5, '2026-02-20', 'Dev Patel', 'Winter Drive 2026', 90, 'Card', null, '2026-03-04'),
          g(6, '2026-03-02', 'Ben Ode', 'Winter Drive 2026', 60, 'Bank Transfer', null, '2026-03-11'),
          g(7, '2026-03-09', 'Eli Moss', 'Spring Gala 2026', 700, 'Cheque', null, '2026-03-18'),
          g(8, '2026-03-15', 'Dev Patel', 'Winter Drive 2026', -90, 'Card', null, '2026-03-18'),
          g(9, '2026-03-21', 'Fay Lund', 'Winter Drive 2026', 300, 'Card', 'Mara Quill', '2026-04-01'),
          g(10, '2026-03-28', 'Gus Hale', 'Spring Gala 2026', 150, 'Card', null, '2026-04-01'),
        ],
      },
    ],
  };
  const org = organisation(1, gifts);
  const lead = (q: string) => firstSentence(org.ask(q).answer);

  it('counts and adds up the refunds, as amounts given back', () => {
    expect(lead('how many gifts got refunded')).toMatch(/\b2 gifts\b/);
    expect(lead('how much did we refund in total')).toMatch(/\$490\b/);
    expect(lead('net total of all gifts in the crm export after refunds')).toMatch(/\$2,660\b/);
  });

  it('picks records by a value of a column of words, whole', () => {
    expect(lead('how many gifts came in by cheque (dont count refunds)')).toMatch(/\b3 gifts\b/);
    expect(lead('total of gifts soft credited to mara quill')).toMatch(/\$1,750\b/);
  });

  it('averages a campaign that names its year, refunds left out', () => {
    expect(lead('avg gift to the winter drive, excluding refunds')).toMatch(/\$412\.50\b/);
  });

  it('puts a gift in the month it was given, not the month it was paid out', () => {
    expect(lead('gifts in february 2026')).toMatch(/\$1,140\b/);
  });
});

describe('initials typed for a name spelled out with its little words', () => {
  const accounts: DocSpec = {
    fileName: 'Income statement 2026.xlsx',
    tables: [{ sheet: 'Income', title: 'Income statement for the year ended 30 June 2026', columns: ['Account', '2026', '2025'], rows: [['Department of Health grant', 82000, 79000], ['Board of Trustees donations', 12000, 9000], ['Total income', 94000, 88000]] }],
  };
  const org = organisation(7, accounts);

  it("'DoH grant' is the Department of Health grant, 'bot donations' the Board of Trustees'", () => {
    expect(firstSentence(org.ask('how much was the doh grant in 2026').answer)).toMatch(/82,000/);
    expect(firstSentence(org.ask('bot donations last year?').answer)).toMatch(/9,000/);
  });
});

describe('a French bank export and a budget by month in French', () => {
  const bank: DocSpec = {
    fileName: 'releve_caisse_2026-03.csv',
    tables: [
      {
        columns: ['Date', 'Description', 'Retrait', 'Dépôt', 'Solde'],
        rows: [
          ['2026-03-02', 'Solde reporté', null, null, 5000],
          ['2026-03-04', 'Loyer mars', 1200, null, 3800],
          ['2026-03-09', 'Subvention municipale', null, 2500, 6300],
          ['2026-03-16', 'Épicerie communautaire', 310.45, null, 5989.55],
          ['2026-03-23', 'Dons en ligne', null, 415, 6404.55],
        ],
      },
    ],
  };
  const budget: DocSpec = {
    fileName: 'Budget subvention 2025-2026.xlsx',
    tables: [{ sheet: 'Budget', title: 'Budget de la subvention 2025-2026', columns: ['Mois', 'Salaries', 'Rent'], rows: [['avril 2025', 4000, 1200], ['mai 2025', 4000, 1200], ['juin 2025', 4200, 1200], ['juillet 2025', 4200, 1250]] }],
  };
  const org = organisation(4, bank, budget);
  const lead = (q: string) => firstSentence(org.ask(q).answer);

  it('reads Retrait and Dépôt as money out and in, and the Solde as the balance', () => {
    expect(lead('total withdrawals in march 2026')).toMatch(/1,510\.45/);
    expect(lead('total deposits in march 2026')).toMatch(/2,915\b/);
  });

  it('reads months down the side in French', () => {
    expect(lead('budgeted salaries in june 2025')).toMatch(/4,200\b/);
    expect(lead('total budgeted rent april to july 2025')).toMatch(/4,850\b/);
  });
});

describe('a statement in French asked in English, and the other way round', () => {
  const resultats: DocSpec = {
    fileName: 'Etats financiers 2026.pdf',
    tables: [{ page: 1, title: 'État des résultats — exercice clos le 31 mars 2026', columns: ['', '2026', '2025'], rows: [['Dons', 48200, 45100], ['Subventions', 120000, 112500], ['Loyer', 21600, 21000], ['Salaires', 88400, 84100], ['Excédent', 58200, 52500]] }],
  };
  const org = organisation(4, resultats);

  it('finds Loyer for rent, Salaires for salaries, Dons for donations', () => {
    expect(firstSentence(org.ask('how much was rent in 2026').answer)).toMatch(/21,600/);
    expect(firstSentence(org.ask('salaries last year?').answer)).toMatch(/84,100/);
    expect(firstSentence(org.ask('donations in 2026').answer)).toMatch(/48,200/);
    expect(firstSentence(org.ask('combien de subventions en 2025').answer)).toMatch(/112,500/);
  });
});

describe("a budget against actuals with '% of Budget' printed", () => {
  const bva: DocSpec = {
    fileName: 'Budget vs Actuals Q1.xlsx',
    tables: [
      {
        sheet: 'BvA',
        headerRows: [
          ['', 'Jul - Sep 25', 'Jul - Sep 25', 'Jul - Sep 25', 'Jul - Sep 25'],
          ['', 'Actual', 'Budget', '$ Over Budget', '% of Budget'],
        ],
        columns: ['', 'Jul - Sep 25 Actual', 'Jul - Sep 25 Budget', 'Jul - Sep 25 $ Over Budget', 'Jul - Sep 25 % of Budget'],
        rows: [
          ['Membership dues', 2400, 3000, -600, 0.8],
          ['Event income', 5100, 5000, 100, 1.02],
          ['Total income', 7500, 8000, -500, 0.9375],
        ],
      },
    ],
  };
  const org = organisation(7, bva);

  it("'dues as a % of budget' is the actual over its own budget, not a share of income", () => {
    expect(firstSentence(org.ask('membership dues as a % of budget').answer)).toMatch(/80(?:\.00)?%/);
    expect(firstSentence(org.ask('membership dues in jul-sep 25 (budget)').answer)).toMatch(/3,000/);
  });
});

describe('an ageing report by payer', () => {
  const ageing: DocSpec = {
    fileName: 'AR ageing by funder.csv',
    tables: [
      {
        title: 'Receivables ageing as of June 30, 2026',
        columns: ['Funder', 'Current', '1 - 30', '31 - 60', '61 - 90', '> 90', 'TOTAL'],
        rows: [
          ['County', 9000, 2000, null, 700, 300, 12000],
          ['State', 6000, 1500, 1200, null, null, 8700],
          ['Foundation', 2500, null, 800, 400, 2100, 5800],
          ['TOTAL', 17500, 3500, 2000, 1100, 2400, 26500],
        ],
      },
    ],
  };
  const org = organisation(7, ageing);
  const lead = (q: string) => firstSentence(org.ask(q).answer);

  it("reads 'over 90 days' and '31-60 days' as the ageing columns, not the total nor a threshold of $90", () => {
    expect(lead('how much does the county owe us over 90 days')).toMatch(/\$300\b/);
    expect(lead('state 31-60 days')).toMatch(/1,200/);
    expect(lead('which funder has the most over 90 days')).toMatch(/Foundation/);
  });
});
