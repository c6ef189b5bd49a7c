// Questions that pick out a register's rows by what its columns hold (registers.ts), on tables
// written for these tests: counted, one of their figures added up or averaged, and nothing stated
// when a condition names a column the register does not have or the rows are not what is counted.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { findPeriods } from './periods';

const members: DocSpec = {
  fileName: 'Tool library members 2026.xlsx',
  tables: [
    {
      sheet: 'Members',
      columns: ['Member no.', 'Name', 'Plan', 'Annual fee', 'Paid so far', 'Still owing', 'Loans this year', 'Status'],
      rows: [
        ['TL-01', 'Ana Ruiz', 'Household', 60, 60, 0, 14, 'Current'],
        ['TL-02', 'Bram Olsen', 'Concession', 25, 0, 25, 3, 'Current'],
        ['TL-03', 'Cleo Marsh', 'Household', 60, 30, 30, 11, 'Current'],
        ['TL-04', 'Dev Patel', 'Community group', 120, 120, 0, 22, 'Current'],
        ['TL-05', 'Esi Mensah', 'Concession', 25, 10, 15, 7, 'Lapsed'],
        ['TL-06', 'Finn Byrne', 'Household', 60, 0, 60, 0, 'Lapsed'],
        ['TL-07', 'Gita Rao', 'Community group', 120, 60, 60, 9, 'Current'],
        ['TL-08', 'Hugo Lind', 'Concession', 25, 25, 0, 12, 'Current'],
      ],
    },
  ],
};

const bids: DocSpec = {
  fileName: 'Funding bids 2026.xlsx',
  tables: [
    {
      sheet: 'Bids',
      columns: ['Funder', 'Requested', 'Status'],
      rows: [
        ['Alder Trust', 12000, 'Awarded'],
        ['Birchwood Fund', 8000, 'Pending'],
        ['Cedar Foundation', 15000, 'Declined'],
        ['Dunmore Council', 5000, 'Awarded'],
        ['Elmstead Trust', 9500, 'Pending'],
      ],
    },
  ],
};

const org = organisation(1, members, bids);

describe('rows of a register picked out by their columns', () => {
  it('counts the rows whose figure passes a number, in the column the words beside it name', () => {
    const a = org.ask('how many members had more than 10 loans this year?');
    expect(firstSentence(a.answer)).toMatch(/\b4 members\b/);
    expect(a.answer).toMatch(/Loans this year above 10/);
  });

  it('counts the rows that have paid nothing, and those with a status the question says whole', () => {
    expect(firstSentence(org.ask("how many members haven't paid a penny yet").answer)).toMatch(/\b2 members\b/);
    expect(firstSentence(org.ask('How many lapsed members are on the list?').answer)).toMatch(/\b2 members\b/);
    // ('Awarded' is not said by 'funding': only the bids whose status the question names.)
    expect(firstSentence(org.ask('how many funding bids are pending').answer)).toMatch(/\b2 bids\b/);
  });

  it('adds up the figure the question names over the rows a value picks out', () => {
    const a = org.ask('total still owing from concession members');
    expect(firstSentence(a.answer)).toMatch(/\$40\b/);
    // (The rows' noun names a column of the register: its figures added up, not the rows counted.)
    expect(firstSentence(org.ask('how many loans did household members make this year').answer)).toMatch(/\b25\b/);
  });

  it('averages the figure over the rows picked out', () => {
    expect(firstSentence(org.ask('average annual fee of current members?').answer)).toMatch(/\$68\.33\b/);
  });

  it('gives the share of the rows a condition picks out, of things counted only', () => {
    expect(firstSentence(org.ask('what % of our members are lapsed').answer)).toMatch(/25(?:\.00)?%/);
    // (A share of an amount is no share of rows.)
    expect(org.ask('what % of the annual fee have concession members paid').answer).not.toMatch(/Share of the \d+ members/);
  });

  it('states nothing when a condition names a column the register does not have', () => {
    const a = org.ask('how many members have more than 3 late returns');
    expect(a.answer).not.toMatch(/\b\d+ members\b/);
  });
});

describe('a register of two pay runs, one under the other', () => {
  const head = ['Employee', 'Emp No', 'Role', 'Hours', 'Gross Pay', 'Tax', 'Net Pay'];
  const register: DocSpec = {
    fileName: 'Pay register March 2027.xls',
    tables: [
      {
        sheet: 'Register',
        title: 'Harbour Payroll Ltd - Pay Register - March 2027 - Pay Period: 01/03/2027 to 14/03/2027 Pay Date: 17/03/2027',
        columns: head,
        rows: [
          ['Mere Tui', 'E01', 'Coordinator', 80, 2400, 310, 2090],
          ['Sione Lata', 'E02', 'Support Worker', 76, 988, 0, 988],
          ['Ana Ruiz', 'E03', 'Support Worker', 80, 1040, 12.5, 1027.5],
          ['Pay Run Total', null, null, null, 4428, 322.5, 4105.5],
          [null, null, null, null, null, null, null],
          ['Pay Period: 15/03/2027 to 28/03/2027 Pay Date: 31/03/2027', null, null, null, null, null, null],
          head,
          ['Mere Tui', 'E01', 'Coordinator', 80, 2400, 310, 2090],
          ['Sione Lata', 'E02', 'Support Worker', 80, 1040, 12.5, 1027.5],
          ['Ana Ruiz', 'E03', 'Support Worker', 64, 832, 0, 832],
          ['Pay Run Total', null, null, null, 4272, 322.5, 3949.5],
        ],
      },
    ],
  };
  const org = organisation(4, register);

  it('reads a day-first text as day first throughout: 01/03/2027 is the 1st of March when 28/03 is in the same text', () => {
    expect(findPeriods('Pay Period: 01/03/2027 to 14/03/2027').map((p) => [p.month, p.day])).toEqual([
      [3, 1],
      [3, 14],
    ]);
    // (A text that says nothing either way keeps the month first.)
    expect(findPeriods('Statement date 04/03/2027').map((p) => [p.month, p.day])).toEqual([[4, 3]]);
  });

  it("adds up the rows a value picks out across both runs, each under its own run's columns", () => {
    expect(firstSentence(org.ask('total gross pay for support workers in march 2027?').answer)).toMatch(/\$3,900\b/);
  });

  it("states no one run's figure for a person paid in both", () => {
    expect(firstSentence(org.ask("what was mere tui's gross pay in march 2027").answer)).not.toMatch(/\$2,400\b/);
  });
});

describe('rows that have something under a column, or not', () => {
  // A class list with the waiting list left blank where there is none.
  const classes: DocSpec = {
    fileName: 'Pottery classes spring term.xlsx',
    tables: [
      {
        sheet: 'Classes',
        title: 'Pottery classes - spring term 2026',
        columns: ['Class', 'Day', 'Places', 'Enrolled', 'Waiting list', 'Fee per term (£)'],
        rows: [
          ['Beginners wheel', 'Mon', 8, 8, 5, 120],
          ['Hand building', 'Tue', 10, 7, null, 95],
          ['Glazing', 'Wed', 8, 8, 2, 110],
          ['Improvers wheel', 'Thu', 8, 6, null, 120],
          ['Family clay', 'Sat', 12, 12, 7, 60],
          ['Total', null, 46, 41, 14, null],
        ],
      },
    ],
  };
  const studio = organisation(1, classes);

  it("counts the classes that have a waiting list, not the people on it", () => {
    const a = studio.ask('how many classes have a waiting list');
    expect(firstSentence(a.answer)).toMatch(/\b3 classes\b/);
  });

  it('counts the classes with no waiting list', () => {
    const a = studio.ask('how many classes have no waiting list?');
    expect(firstSentence(a.answer)).toMatch(/\b2 classes\b/);
  });
});
