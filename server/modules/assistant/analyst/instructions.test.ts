// Improvement instructions as the local analyst reads and applies them (instructions.ts,
// composite.ts): varied wordings of each kind, what is only noted, and answers on a small
// budget with and without the instructions (the document index never changes with them).
import { describe, expect, it } from 'vitest';
import { analyse } from './answer';
import type { AnalystRules } from './instructions';
const analyseIndex = (index: Parameters<typeof analyse>[0], q: string, fy: number, rules: AnalystRules) => analyse(index, q, fy, { rules });
import { orgData, type DocSpec } from './fixtures';
import { compileInstructions, NOTED_DETAIL, parseInstruction, parseSentence, splitInstruction, type TermRule } from './instructions';
import { buildIndex } from './model';

const one = (text: string) => {
  const parsed = parseInstruction(text);
  expect(parsed, text).toHaveLength(1);
  return parsed[0]!;
};

describe('reading instructions', () => {
  it.each([
    ['“Personnel” means Salaries and Wages plus Payroll Taxes and Benefits.', 'Personnel', ['Salaries and Wages', 'Payroll Taxes and Benefits']],
    ['When I say occupancy I mean Rent and Utilities', 'occupancy', ['Rent and Utilities']],
    ['Treat "program costs" as Program Expenses', 'program costs', ['Program Expenses']],
    ['By personnel, we mean Salaries and Wages plus Payroll Taxes and Benefits.', 'personnel', ['Salaries and Wages', 'Payroll Taxes and Benefits']],
    ['Occupancy refers to Rent + Utilities', 'Occupancy', ['Rent', 'Utilities']],
    ['Define facilities costs as Rent, Utilities and Insurance.', 'facilities costs', ['Rent', 'Utilities and Insurance']],
    ['Staffing costs include Salaries and Wages, Payroll Taxes and Benefits.', 'Staffing costs', ['Salaries and Wages', 'Payroll Taxes and Benefits']],
    ['We call Rent and Utilities "occupancy".', 'occupancy', ['Rent and Utilities']],
    ['Personnel = Salaries and Wages + Payroll Taxes and Benefits', 'Personnel', ['Salaries and Wages', 'Payroll Taxes and Benefits']],
    ['Count Rent and Utilities as occupancy.', 'occupancy', ['Rent and Utilities']],
    ['Whenever someone asks about overhead, they mean Insurance plus Rent.', 'overhead', ['Insurance', 'Rent']],
    ["'Admin costs' is the sum of Insurance and Bank Fees", 'Admin costs', ['Insurance and Bank Fees']],
  ])('synonym: %s', (text, term, parts) => {
    const p = one(text);
    expect(p).toMatchObject({ kind: 'synonym', status: 'applied' });
    expect(p.rule).toMatchObject({ kind: 'synonym', term, parts });
    expect(p.detail).toContain(`“${term}”`);
  });

  it.each([
    ['Program expenses means accounts 5000-5999', 'Program expenses', [[5000, 5999]]],
    ['Program expenses = accounts 5000 through 5999.', 'Program expenses', [[5000, 5999]]],
    ['Accounts 6000 to 6999 are overhead.', 'overhead', [[6000, 6999]]],
    ['Use accounts 5000–5999 for program expenses.', 'program expenses', [[5000, 5999]]],
    ['When I say program costs I mean the 5xxx accounts.', 'program costs', [[5000, 5999]]],
    ['Overhead refers to GL codes 6000-6999 and 7100.', 'Overhead', [[6000, 6999], [7100, 7100]]],
    ['Treat fundraising as accounts starting with 7.', 'fundraising', [[7000, 7999]]],
    ['Program expenses are the 5000-series accounts.', 'Program expenses', [[5000, 5999]]],
    ['"Occupancy" means accounts 5200, 5300 and 5350.', 'Occupancy', [[5200, 5200], [5300, 5300], [5350, 5350]]],
  ])('account range: %s', (text, term, ranges) => {
    const p = one(text);
    expect(p).toMatchObject({ kind: 'account_range', status: 'applied' });
    const rule = p.rule as TermRule;
    expect(rule.term).toBe(term);
    expect(rule.ranges.map((r) => [r.from, r.to])).toEqual(ranges);
  });

  it.each([
    ['Our fiscal year starts in July', 7],
    ['FY runs October to September', 10],
    ['Our fiscal year ends June 30.', 7],
    ['The financial year begins on 1 April.', 4],
    ['We use a calendar-year fiscal year.', 1],
    ['Fiscal year: October - September', 10],
    ['Our FY is July through June', 7],
    ['Our year-end is December 31', 1],
    ['Our fiscal year runs from Sept. to Aug.', 9],
  ])('fiscal year: %s', (text, month) => {
    const p = one(text);
    expect(p).toMatchObject({ kind: 'fiscal_year', status: 'applied', rule: { kind: 'fiscal_year', startMonth: month } });
  });

  it.each([
    ['Show amounts in thousands', { scale: 1e3 }, null],
    ['Round to whole dollars', { roundTo: 1 }, null],
    ['Answer in one sentence', {}, 'sentence'],
    ['Be brief', {}, 'brief'],
    ['Please present figures in millions.', { scale: 1e6 }, null],
    ["Don't show cents.", { roundTo: 1 }, null],
    ['Keep answers short and round to the nearest thousand.', { roundTo: 1e3 }, 'brief'],
    ['Just give me the number.', {}, 'sentence'],
    ['Report everything in $K', { scale: 1e3 }, null],
    ['Figures should be in thousands', { scale: 1e3 }, null],
  ])('answer format: %s', (text, display, brevity) => {
    const p = one(text);
    expect(p).toMatchObject({ kind: 'answer_format', status: 'applied', rule: { kind: 'answer_format', display, brevity } });
  });

  it.each([
    'Please double-check every figure before answering.',
    'Always mention the grant deadline when relevant.',
    'The answer about rent was wrong.',
    'Use a friendly tone.',
    'Our executive director is Maria Lopez.',
    'Budget means the board-approved budget.',
    'The budget includes everything.',
    'Answers are too long.',
    'Ignore the draft budget file.',
    'Tally should not guess.',
  ])('only noted: %s', (text) => {
    expect(one(text)).toEqual({ text, kind: 'other', status: 'noted', detail: NOTED_DETAIL, rule: null });
  });

  it('reads each sentence of an instruction', () => {
    const parsed = parseInstruction('The last answer left out benefits. “Personnel” means Salaries and Wages plus Payroll Taxes and Benefits; show amounts in thousands.\nOur fiscal year starts in October.');
    expect(parsed.map((p) => [p.kind, p.status])).toEqual([
      ['other', 'noted'],
      ['synonym', 'applied'],
      ['answer_format', 'applied'],
      ['fiscal_year', 'applied'],
    ]);
    expect(splitInstruction('Rent is 3.5% higher, e.g. in March. Be brief.')).toEqual(['Rent is 3.5% higher, e.g. in March.', 'Be brief.']);
    expect(parseInstruction('  ')).toEqual([]);
  });

  it('lets later instructions override earlier ones', () => {
    const rules = compileInstructions([
      'Personnel means Salaries and Wages.',
      'Our fiscal year starts in July. Show amounts in thousands.',
      'Personnel means Salaries and Wages plus Payroll Taxes and Benefits. Round to whole dollars.',
      'FY runs October to September',
    ]);
    expect(rules.terms.map((t) => [t.term, t.parts])).toEqual([['Personnel', ['Salaries and Wages', 'Payroll Taxes and Benefits']]]);
    expect(rules.fiscalYearStartMonth).toBe(10);
    expect(rules.display).toEqual({ scale: 1e3, roundTo: 1 });
    expect(rules.brevity).toBeNull();
    expect(parseSentence('Be brief.').detail).toBe('Brief answers: the figure and its source, without the working.');
  });
});

// ---------------------------------------------------------------------------------------------
// Applying them.

const budget: DocSpec = {
  fileName: 'FY2025 Operating Budget.csv',
  tables: [
    {
      codes: true,
      columns: ['Account', 'Line Item', 'FY2024 Actual', 'FY2025 Budget'],
      rows: [
        ['4000', 'Individual Donations', 310000, 325000],
        ['4100', 'Foundation Grants', 240000, 260000],
        [null, 'Total Revenue', 550000, 585000],
        ['5000', 'Salaries and Wages', 398000, 412000],
        ['5100', 'Payroll Taxes and Benefits', 79600, 86520],
        ['5200', 'Rent', 60000, 62400],
        ['5300', 'Utilities', 14400, 15100.5],
        ['5400', 'Program Supplies', 52000, 58000],
        ['6100', 'Insurance', 9800, 10200],
        [null, 'Total Expenses', 613800, 644220.5],
      ],
    },
  ],
};

/** Monthly actuals of a July-June fiscal year whose labels carry the account number ('5000 · Payroll'). */
const monthly: DocSpec = {
  fileName: 'Actuals FY2025.csv',
  tables: [
    {
      columns: ['Account', 'Jul 2024', 'Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025'],
      rows: [
        ['5000 · Payroll', 30000, 30000, 30000, 31000, 31000, 31000, 32000, 32000, 32000],
        ['5200 · Rent', 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000, 5000],
        ['6100 · Insurance', 800, 800, 800, 800, 800, 800, 800, 800, 800],
      ],
    },
  ],
};

describe('the analyst with instructions', () => {
  const index = buildIndex(orgData([budget]));
  const ask = (q: string, instructions: string[] = [], fy = 7) => analyseIndex(index, q, fy, compileInstructions(instructions));

  it('answers a defined term as the sum of its lines, with the working', () => {
    const before = ask('What are our personnel costs for FY2025?');
    expect(before.answer).not.toContain('498,520');
    const after = ask('What are our personnel costs for FY2025?', ['“Personnel” means Salaries and Wages plus Payroll Taxes and Benefits.']);
    expect(after.found).toBe(true);
    expect(after.answer).toMatch(/^Personnel costs: \*\*\$498,520\*\* in the FY2025 budget/);
    expect(after.answer).toContain('Personnel costs = Salaries and Wages $412,000 + Payroll Taxes and Benefits $86,520 = $498,520');
    expect(after.figures.map((f) => f.value)).toEqual([412000, 86520, 498520]);
    // The index is the same: without the instruction the answer is as before.
    expect(ask('What are our personnel costs for FY2025?').answer).toBe(before.answer);
  });

  it('splits a name at "and" when no line has it whole', () => {
    const g = ask('What were occupancy costs in FY2024?', ['When I say occupancy I mean Rent and Utilities']);
    expect(g.answer).toMatch(/^Occupancy costs: \*\*\$74,400\*\* in FY2024 \(actual\)/);
  });

  it('computes changes and budget against actual over a defined term', () => {
    const change = ask('How did personnel costs change from FY2024 to FY2025?', ['Personnel = Salaries and Wages + Payroll Taxes and Benefits']);
    expect(change.answer).toMatch(/^Personnel costs rose by \*\*\$20,920\*\*, from \$477,600 in FY2024 \(actual\) to \$498,520 in the FY2025 budget/);
    const pct = ask('What is the percentage change in personnel from FY2024 to FY2025?', ['Personnel = Salaries and Wages + Payroll Taxes and Benefits']);
    expect(pct.answer).toMatch(/^Personnel rose by \*\*4\.38%\*\*/);
  });

  it('says which lines are missing rather than giving a partial total', () => {
    const g = ask('What are personnel costs for FY2025?', ['Personnel means Salaries and Wages plus Contractors']);
    expect(g.found).toBe(false);
    expect(g.answer).toContain('“Contractors” is not in your documents');
    expect(g.answer).not.toContain('**$412,000**');
  });

  it('notes a definition whose lines no document has, and answers as usual', () => {
    const g = ask('What is our rent for FY2025?', ['Rent means Lease Payments plus Parking']);
    expect(g.answer).toMatch(/^Rent in FY2025 \(budget\): \*\*\$62,400\*\*/);
    expect(g.answer).toContain('none of those lines is in your documents');
  });

  it('sums the lines of an account range, by code column or by the number in the label', () => {
    const g = ask('What are program expenses for FY2025?', ['Program expenses means accounts 5000-5499']);
    expect(g.answer).toMatch(/^Program expenses: \*\*\$634,020\.50\*\* in the FY2025 budget \(accounts 5000–5499\)/);
    const months = buildIndex(orgData([monthly]));
    const m = analyseIndex(months, 'What were program expenses in March 2025?', 7, compileInstructions(['Program expenses are accounts 5000 to 5999']));
    expect(m.answer).toMatch(/^Program expenses: \*\*\$37,000\*\* in March 2025/);
  });

  it('reads fiscal years from the instruction over the questionnaire', () => {
    const months = buildIndex(orgData([monthly]));
    // Asked with a January start: Q1 FY2025 is Jan-Mar 2025; the instruction moves it to Jul-Sep 2024.
    const jan = analyseIndex(months, 'What was rent in Q1 FY2025?', 1, compileInstructions([]));
    const july = analyseIndex(months, 'What was payroll in Q1 FY2025?', 1, compileInstructions(['Our fiscal year starts in July']));
    expect(jan.answer).toMatch(/\$15,000/);
    expect(july.answer).toMatch(/^Payroll in Q1 FY2025 \(July 2024 to September 2024\): \*\*\$90,000\*\*/);
    const janPayroll = analyseIndex(months, 'What was payroll in Q1 FY2025?', 1, compileInstructions([]));
    expect(janPayroll.answer).toMatch(/^Payroll in Q1 FY2025 \(January 2025 to March 2025\): \*\*\$96,000\*\*/);
  });

  it('writes money as asked, and shortens answers', () => {
    expect(ask('What is our rent for FY2025?', ['Show amounts in thousands']).answer).toMatch(/^Rent in FY2025 \(budget\): \*\*\$62\.4 thousand\*\*/);
    expect(ask('What are utilities for FY2025?', ['Round to whole dollars']).answer).toMatch(/^Utilities in FY2025 \(budget\): \*\*\$15,101\*\*/);
    expect(ask('What are utilities for FY2025?').answer).toMatch(/^Utilities in FY2025 \(budget\): \*\*\$15,100\.50\*\*/);
    expect(ask('What are total expenses for FY2025?', ['Present figures in millions']).answer).toMatch(/^Total Expenses in FY2025 \(budget\): \*\*\$0\.64 million\*\*/);
    expect(ask('What is our rent for FY2025?', ['Round to the nearest thousand']).answer).toMatch(/^Rent in FY2025 \(budget\): \*\*\$62,000\*\*/);
    const sentence = ask('What is our rent for FY2025?', ['Answer in one sentence']);
    expect(sentence.answer).toBe('Rent in FY2025 (budget): **$62,400**.');
    const brief = ask('What is our rent for FY2025?', ['Be brief']);
    expect(brief.answer.split('\n\n')).toEqual(['Rent in FY2025 (budget): **$62,400**.', expect.stringMatching(/^\*\*Source:\*\*/)]);
    // Figures keep their values whatever the writing.
    expect(ask('What is our rent for FY2025?', ['Show amounts in thousands']).figures[0]!.value).toBe(62400);
  });

  it('leaves answers alone for instructions it only notes', () => {
    expect(ask('What is our rent for FY2025?', ['Please double-check every figure.']).answer).toBe(ask('What is our rent for FY2025?').answer);
  });
});
