// 'Which restricted fund', 'which youth centre': the things compared are the members of the class
// the question names, in the table that lists them (a note headed by them, or totalled under
// 'Total restricted funds'), not a statement where the class is one line or one column beside
// others. A dash printed where nothing was spent is an actual of nothing against its budget.
import { describe, expect, it } from 'vitest';
import { firstSentence, organisation, type DocSpec } from './fixtures';
import { parsePlan } from './plan/parse';

describe('the class a question compares', () => {
  it('keeps the words that qualify the thing compared', () => {
    expect(parsePlan('Which restricted fund had the biggest balance at the end of the year?').extreme?.cls).toEqual(['restricted', 'fund']);
    expect(parsePlan('which youth centre has the smallest budget for 2026?').extreme?.cls).toEqual(['youth', 'centre']);
    // (A year group is people, not a year.)
    const groups = parsePlan('which year group paid the most dues in 2025?');
    expect(groups.extreme?.over).toBe('row');
    expect(groups.extreme?.cls).toEqual(['year', 'group']);
  });

  it('reads the class named before the question and a budget of a period', () => {
    const p = parsePlan('Of the expense lines in the board pack, which one is furthest under its year-to-date budget?');
    expect(p.extreme?.cls).toEqual(['expense']);
    expect(p.extreme?.measure).toBe('variance');
    expect(p.extreme?.dir).toBe('min');
  });

  const accounts: DocSpec = {
    fileName: 'Wetland Trust Accounts 2025-26.pdf',
    tables: [
      {
        page: 4,
        title: 'Balance sheet at 31 March 2026',
        columns: ['', '31 March 2026 £', '31 March 2025 £'],
        rows: [
          ['Cash at bank', 705000, 640000],
          ['Net assets', 705000, 640000],
          ['Funds', null, null],
          ['General fund', 500000, 470000],
          ['Designated building fund', 85000, 60000],
          ['Restricted funds', 120000, 110000],
          ['Total funds', 705000, 640000],
        ],
      },
      {
        page: 5,
        title: 'Statement of financial activities for the year ended 31 March 2026',
        columns: ['', 'Unrestricted funds £', 'Restricted funds £', 'Total 2026 £', 'Total 2025 £'],
        rows: [
          ['Donations', 310000, 45000, 355000, 330000],
          ['Grants', 40000, 160000, 200000, 190000],
          ['Total income', 350000, 205000, 555000, 520000],
          ['Charitable activities', 295000, 195000, 490000, 470000],
          ['Total expenditure', 295000, 195000, 490000, 470000],
          ['Funds carried forward', 585000, 120000, 705000, 640000],
        ],
      },
      {
        page: 9,
        title: 'grants from the county council and two trusts, spent on the purposes they were given for.',
        columns: ['', 'At 1 April 2025 £', 'Income £', 'Expenditure £', 'At 31 March 2026 £'],
        rows: [
          ['Reedbed appeal', 50000, 90000, -95000, 45000],
          ['School outreach', 40000, 35000, -60000, 15000],
          ['Bird hospital', 20000, 80000, -40000, 60000],
          ['Total restricted funds', 110000, 205000, -195000, 120000],
        ],
      },
    ],
  };
  const trust = organisation(4, accounts);

  it("compares the note's funds, not the balance sheet's general fund", () => {
    const a = trust.ask('Which restricted fund had the biggest balance at 31 March 2026?');
    expect(firstSentence(a.answer)).toContain('Bird hospital');
    expect(a.answer).not.toContain('General fund');
  });

  it('nor a statement where restricted funds are a column', () => {
    const a = trust.ask('Which restricted fund had the smallest balance at 31 March 2026?');
    expect(firstSentence(a.answer)).toContain('School outreach');
  });

  const statements: DocSpec = {
    fileName: 'Marine Trust Financial Statements 2025.pdf',
    tables: [
      {
        page: 12,
        title: 'Marine Trust - Report and financial statements for the year ended 31 December 2025 - 8. Expenditure by programme and nature',
        columns: ['', 'Staff costs USD', 'Boats and fuel USD', 'Other costs USD', 'Total USD'],
        rows: [
          ['Reef patrols', 118000, 61000, 57000, 236000],
          ['Coral restoration', 40000, 9800, 16000, 65800],
          ['Schools outreach', 14800, 2200, 8100, 25100],
          ['Total 2025', 172800, 73000, 81100, 326900],
        ],
      },
      {
        page: 18,
        title: 'for the seagrass survey. Reef Ranger Programme (two foundations): patrol boats and crews. Ocean Schools Programme (donations): marine clubs in coastal primary schools.',
        columns: ['', 'At 1 January 2025 $', 'Income $', 'Expenditure $', 'At 31 December 2025 $'],
        rows: [
          ['Reef Ranger Programme', 41000, 153000, -141000, 53000],
          ['Seagrass survey', 12000, 20000, -25000, 7000],
          ['Ocean Schools Programme', 5800, 21900, -20200, 7500],
          ['Total', 58800, 194900, -186200, 67500],
        ],
      },
    ],
  };
  const marine = organisation(1, statements);

  it("reads the class from a table's headings, not the prose above another table", () => {
    const a = marine.ask('Which programme did we spend the most on in 2025?');
    expect(firstSentence(a.answer)).toContain('Reef patrols');
    expect(firstSentence(a.answer)).toContain('236,000');
  });

  const budget: DocSpec = {
    fileName: 'Budget 2026.xlsx',
    tables: [
      {
        sheet: 'Summary',
        title: 'Budget 2026',
        columns: ['', 'Budget 2026'],
        rows: [
          ['Income', null],
          ['Grants', 520000],
          ['Other income', 9000],
          ['Total income', 529000],
          ['Expenditure', null],
          ['Youth centres', 410000],
          ['Scholarships', 95000],
          ['Total expenditure', 505000],
        ],
      },
      {
        sheet: 'Centres',
        title: 'Youth centres - budget 2026',
        columns: ['Centre', 'Opened', 'Members', 'Staff costs', 'Rent', 'Total budget 2026'],
        rows: [
          ['Northgate', 2012, 240, 120000, 18000, 138000],
          ['Riverside', 2016, 180, 101000, 12000, 113000],
          ['Hilltop', 2021, 95, 52000, 7000, 59000],
          ['Central costs', null, null, 100000, null, 100000],
          ['Total', null, 515, 373000, 37000, 410000],
        ],
      },
    ],
  };
  const youth = organisation(1, budget);

  it("reads the centres' budgets from the sheet that lists them, in its budget column", () => {
    const a = youth.ask('which youth centre has the smallest budget for 2026?');
    expect(firstSentence(a.answer)).toContain('Hilltop');
    expect(a.answer).not.toContain('Other income');
  });

  const report: DocSpec = {
    fileName: 'Interim grant report June 2026.pdf',
    tables: [
      {
        page: 1,
        title: 'Interim financial report to the Harbour Foundation - Grant no. HF-2025-07 · Grant period: October 1, 2025 - September 30, 2026 - Reporting period: October 1, 2025 - June 30, 2026',
        columns: ['', 'Annual budget', 'Budget to date', 'Actual to date', 'Variance $'],
        rows: [
          ['Venue hire', 2000, 1500, 1100, 400],
          ['Evaluation', 1200, 900, '—', 900],
          ['Printing', 1000, 750, 900, -150],
          ['Emergency repairs', '—', '—', 300, -300],
          ['Total', 4200, 3150, 2300, 850],
        ],
      },
    ],
  };
  const grant = organisation(10, report);

  it('reads a dash under the actuals as nothing spent against the budget', () => {
    const a = grant.ask('which budget line is the most underspent to date?');
    expect(firstSentence(a.answer)).toContain('Evaluation');
  });

  it('does not count a line with no budget as overspending it', () => {
    const a = grant.ask('which budget line overspent its budget by the most to date?');
    expect(firstSentence(a.answer)).toContain('Printing');
  });
});
