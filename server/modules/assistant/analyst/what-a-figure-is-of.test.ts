// A figure stated must be of what was asked: not of two funds added when one was named, not in
// the organisation's currency when the column holds each gift in its own, and a 'when' question
// is not answered by a sentence that names no time; a ratio of what an event took in is of money,
// though a day is a thing one could count.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, withParsed, type DocSpec } from './fixtures';

const refusal = /^I couldn't|^I could not|not in your documents|did you mean/i;

describe('a line of two funds added', () => {
  const books: DocSpec = {
    fileName: 'Club workbook 2025-26.xlsx',
    tables: [
      {
        sheet: 'Summary',
        title: 'Summary of funds',
        columns: ['', 'Year ended 31 March 2026'],
        rows: [
          ['Balance b/f (General Fund + Projects Fund)', 412_300],
          ['Total receipts (General Fund + Projects Fund)', 1_208_000],
          ['Total payments (General Fund + Projects Fund)', 1_040_500],
          ['Balance c/f (General Fund + Projects Fund)', 579_800],
        ],
      },
    ],
  };
  const org = organisation(4, books);

  it('is not the balance of the one fund asked about', () => {
    const a = org.ask('What was the General Fund balance carried forward at 31 March 2026?');
    expect(a.answer).not.toMatch(/579,800/);
  });

  it('still answers a question about both', () => {
    const a = org.ask('What was the balance carried forward at 31 March 2026?');
    expect(firstSentence(a.answer)).toMatch(/579,800/);
  });
});

describe('gifts in the currency each came in', () => {
  const register: DocSpec = {
    fileName: 'Foreign contributions register 2025-26.pdf',
    tables: [
      {
        page: 2,
        title: 'Part 4 - Foreign contributions received during the year',
        units: 'Rupees',
        columns: ['Donor', 'Country', 'Amount (foreign currency)', 'Purpose'],
        rows: [
          ['Stiftung Lernbrücke', 'Germany', 90_000, 'Learning centres'],
          ['Lernbrücke e.V.', 'Germany', 45_000, 'Teacher training'],
          ['Maple Schools Trust', 'Canada', 60_000, 'Libraries'],
        ],
      },
    ],
  };
  const org = organisation(4, register);

  it('does not state them in rupees', () => {
    const a = org.ask('How much foreign money came from Germany in 2025/26, in rupees?');
    expect(a.answer).not.toMatch(/(?:Rs|₹)\s?135,000/);
  });
});

describe('a question of when', () => {
  const notes: DocSpec = {
    fileName: 'Annual accounts 2025.pdf',
    passages: [
      { text: 'Note 9. Term deposits. The trust holds a term deposit of $250,000 with Northern Plains Bank, placed out of the endowment fund. Interest is earned at 4.1% a year.', page: 7 },
      { text: 'Note 12. The grant report to the Hollis Foundation is due within 60 days of the year end.', page: 8 },
    ],
  };
  const org = organisation(1, notes);

  it('is not answered by a sentence that names no time', () => {
    const a = org.ask('When does the term deposit with Northern Plains Bank mature?');
    expect(a.answer).toMatch(refusal);
  });

  it('is answered by one that fixes the time by another', () => {
    const a = org.ask('When is the report to the Hollis Foundation due?');
    expect(firstSentence(a.answer)).toMatch(/60 days/);
  });
});

describe('a daily register over a year from April', async () => {
  const lines = ['Food bank - volunteer and food register - 2025-2026,,,,', ',,,,', 'Date,Day,Volunteer hours,Received (lb),Distributed (lb),Notes'];
  let hours = 0;
  for (let i = 0; i < 12; i++) {
    const month = ((3 + i) % 12) + 1;
    const year = month >= 4 ? 2025 : 2026;
    for (const day of [2, 16]) {
      const h = 40 + i + day / 2;
      hours += h;
      lines.push(`${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')},${day === 2 ? 'Tuesday' : 'Thursday'},${h},${2000 + i * 10 + day},${1900 + i * 10},${i === 8 && day === 16 ? 'Closed early - snow' : ''}`);
    }
  }
  const org = await withParsed(4, { 'volunteer-register-2025-26.csv': lines.join('\n') });

  it('adds every day of the fiscal year asked, not the days of the calendar year of its number', () => {
    const a = org.ask('How many volunteer hours did we log in 2025-26?');
    expect(firstSentence(a.answer)).toMatch(new RegExp(`\\b${hours.toLocaleString('en-US')}\\b`));
  });

  it('does not compare its last two days when no days were asked', () => {
    const a = org.ask('How many more pounds did we take in than we gave out over the year?');
    expect(a.answer).not.toMatch(/from 2,112 to 2,126/);
  });
});

describe('a period said twice', () => {
  const months = ['Jul-25', 'Aug-25', 'Sep-25', 'Oct-25', 'Nov-25', 'Dec-25', 'Jan-26', 'Feb-26', 'Mar-26'];
  const accounts: DocSpec = {
    fileName: 'Management accounts March 2026.xlsx',
    tables: [{ sheet: 'P&L', title: 'Profit and loss by month, FY2026', columns: ['', ...months], rows: [['Total expenses', 100, 110, 120, 130, 140, 150, 160, 170, 180]] }],
  };
  const org = organisation(7, accounts);

  it('as a quarter and its months is one period', () => {
    expect(firstSentence(org.ask('What were total expenses for Q3 FY26 (Jan–Mar 2026)?').answer)).toMatch(/\b510\b/);
  });
});

describe('a sentence giving one of two things compared', () => {
  const review: DocSpec = {
    fileName: 'Investment review Q3 2025.pdf',
    passages: [{ text: 'Commentary. The endowment pool returned 4.12% for the quarter, ahead of the policy benchmark, led by domestic equity.', page: 3 }],
  };
  const org = organisation(1, review);

  it('does not say by how much one beat the other', () => {
    const a = org.ask('By how many percentage points did the endowment pool beat its benchmark this quarter?');
    expect(a.answer).not.toMatch(/4\.12/);
  });
});

describe("'for every dollar the Fun Day took in, how much went on costs'", () => {
  const org = organisation(7, {
    fileName: "Treasurer's workbook FY2025-26.xlsx",
    tables: [
      {
        sheet: 'Activity Fund',
        title: 'Activity Fund - receipts and payments FY2025-26',
        columns: ['', 'YTD'],
        rows: [
          ['RECEIPTS', null],
          ['Fun Day', 1586550],
          ['Christmas raffle', 292000],
          ['PAYMENTS', null],
          ['Fun Day expenses', 435150],
          ['Christmas raffle prizes', 61000],
        ],
      },
    ],
  });

  it("is the event's costs over what it took in, though a 'day' is a thing one could count", () => {
    expect(firstSentence(org.ask('For every dollar the Fun Day took in, how much went on costs?').answer)).toMatch(/\b0\.274\d?\b/);
  });
});
