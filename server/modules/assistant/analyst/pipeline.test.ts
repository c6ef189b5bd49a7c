// The analyst's pieces on their own: periods in any naming and their months with a fiscal-year
// start, what a question asks, how figures are written, and the scale of a table.
import { describe, expect, it } from 'vitest';
import { formatValue, percent } from './format';
import { scaleOf } from './model';
import { describePeriod, findPeriods, intervalOf, monthIndex, periodMatch } from './periods';
import { parseQuestion } from './question';
import { stem, stemMatch } from './text';

const one = (text: string) => {
  const ps = findPeriods(text);
  expect(ps, text).toHaveLength(1);
  return ps[0]!;
};

describe('periods', () => {
  it('reads fiscal years in any naming', () => {
    for (const t of ['FY2025', 'FY25', "FY'25", 'FY 2024-25', 'fiscal 2025', 'fiscal year 2025', '2024-25', '2024/25', '2024/2025']) {
      expect(one(t), t).toMatchObject({ kind: 'year', year: 2025, fiscal: true });
    }
    expect(one('2025')).toMatchObject({ kind: 'year', year: 2025 });
  });

  it("reads a quarter as QuickBooks heads it: 'Jul - Sep 25', 'Nov - Jan 26'", () => {
    expect(one('Jul - Sep 25')).toMatchObject({ kind: 'monthRange', year: 2025, month: 7, endYear: 2025, endMonth: 9 });
    expect(one('Nov - Jan 26')).toMatchObject({ kind: 'monthRange', year: 2025, month: 11, endYear: 2026, endMonth: 1 });
    expect(findPeriods('Jul 1 - Sep 25, 2025').map((p) => p.kind)).toEqual(['date', 'date']);
  });

  it('reads months as French, Spanish, German, Dutch and Scandinavian documents print them', () => {
    expect(one('Solde au 31 mars 2026')).toMatchObject({ kind: 'date', year: 2026, month: 3, day: 31, text: '31 mars 2026' });
    expect(one('févr. 2026')).toMatchObject({ kind: 'month', year: 2026, month: 2 });
    expect(one('janv. 2026')).toMatchObject({ kind: 'month', year: 2026, month: 1 });
    expect(one('marzo de 2026')).toMatchObject({ kind: 'month', year: 2026, month: 3 });
    expect(one('Oktober 2025')).toMatchObject({ kind: 'month', year: 2025, month: 10 });
    expect(one('15 desember 2025')).toMatchObject({ kind: 'date', year: 2025, month: 12, day: 15 });
    expect(one('août 2025')).toMatchObject({ kind: 'month', year: 2025, month: 8 });
    // (Short forms that are everyday words stay words.)
    expect(findPeriods('three years ago')).toEqual([]);
    expect(findPeriods('the set of 2025').map((p) => p.kind)).toEqual(['year']);
    expect(findPeriods('cash out 2025').map((p) => p.kind)).toEqual(['year']);
  });

  it("reads other languages' runs of months and quarters: '1er trimestre (ene-mar)', 'oct-dic', 'tweede kwartaal'", () => {
    expect(findPeriods('1er trimestre (ene-mar)').map((p) => [p.kind, p.quarter ?? p.month, p.endMonth])).toEqual([
      ['quarter', 1, undefined],
      ['monthRange', 1, 3],
    ]);
    expect(findPeriods('2do trimestre (abr-jun)').map((p) => [p.kind, p.quarter ?? p.month, p.endMonth])).toEqual([
      ['quarter', 2, undefined],
      ['monthRange', 4, 6],
    ]);
    expect(one('oct-dic')).toMatchObject({ kind: 'monthRange', month: 10, endMonth: 12 });
    expect(one('tweede kwartaal')).toMatchObject({ kind: 'quarter', quarter: 2 });
    expect(one('3e kwartaal')).toMatchObject({ kind: 'quarter', quarter: 3 });
    expect(one('4. Quartal')).toMatchObject({ kind: 'quarter', quarter: 4 });
    expect(one('mrt-25')).toMatchObject({ kind: 'month', month: 3, year: 2025 });
    expect(one('15 ago 2025')).toMatchObject({ kind: 'date', month: 8, day: 15, year: 2025 });
    // (A column headed by the short name alone: 'ene', 'abr', 'dic'.)
    expect(one('dic')).toMatchObject({ kind: 'month', month: 12 });
    expect(one('abr.')).toMatchObject({ kind: 'month', month: 4 });
    // ('Ago' after a length of time is English.)
    expect(findPeriods('two years ago 2024').map((p) => p.kind)).toEqual(['year']);
  });

  it('reads months, dates, quarters and ranges', () => {
    expect(one('Jul-24')).toMatchObject({ kind: 'month', month: 7, year: 2024 });
    expect(one('March 2025')).toMatchObject({ kind: 'month', month: 3, year: 2025 });
    expect(one('May-25')).toMatchObject({ kind: 'month', month: 5, year: 2025 });
    expect(one('June 30, 2025')).toMatchObject({ kind: 'date', month: 6, day: 30, year: 2025 });
    expect(one('30 June 2025')).toMatchObject({ kind: 'date', month: 6, day: 30, year: 2025 });
    expect(one('03/14/2025')).toMatchObject({ kind: 'date', month: 3, day: 14, year: 2025 });
    // A first number over 12 can only be the day ('31/01/2026' in a UK letter).
    expect(one('31/01/2026')).toMatchObject({ kind: 'date', month: 1, day: 31, year: 2026 });
    // A day, a month and a two-digit year, as a phone types it or a report heads a column.
    expect(one('quick ratio at 30 Sep 25?')).toMatchObject({ kind: 'date', month: 9, day: 30, year: 2025 });
    expect(one('28-Feb-27')).toMatchObject({ kind: 'date', month: 2, day: 28, year: 2027 });
    expect(findPeriods('13/13/2026')).toEqual([expect.objectContaining({ kind: 'year', year: 2026 })]);
    expect(one('Q3')).toMatchObject({ kind: 'quarter', quarter: 3 });
    expect(one('the third quarter')).toMatchObject({ kind: 'quarter', quarter: 3 });
    expect(one('2020 – 2024')).toMatchObject({ kind: 'range', year: 2020, endYear: 2024 });
    expect(one('Aug 2007- Jan 2011')).toMatchObject({ kind: 'monthRange', year: 2007, month: 8, endYear: 2011, endMonth: 1 });
    expect(findPeriods('we may 25 people')).toHaveLength(0);
    expect(one('Jan-Sep')).toMatchObject({ kind: 'monthRange', month: 1, endMonth: 9 });
    expect(one('July through September')).toMatchObject({ kind: 'monthRange', month: 7, endMonth: 9 });
    expect(one('July through September')).not.toHaveProperty('year');
  });

  it('maps fiscal years and quarters to months with the start month', () => {
    const fy = one('FY2025');
    expect(intervalOf(fy, 7)).toEqual({ from: monthIndex(2024, 7), to: monthIndex(2025, 6) });
    expect(intervalOf(fy, 1)).toEqual({ from: monthIndex(2025, 1), to: monthIndex(2025, 12) });
    expect(intervalOf({ ...one('Q1'), year: 2025 }, 7)).toEqual({ from: monthIndex(2024, 7), to: monthIndex(2024, 9) });
    expect(intervalOf({ ...one('Q1'), year: 2025 }, 10)).toEqual({ from: monthIndex(2024, 10), to: monthIndex(2024, 12) });
  });

  it('matches a year to a date in it and a fiscal year to its bare year', () => {
    expect(periodMatch(one('2019'), one('January 31, 2019'), 7)).toBeGreaterThan(0.8);
    expect(periodMatch(one('FY2025'), one('2025'), 7)).toBe(1);
    expect(periodMatch(one('FY2025'), one('2024'), 7)).toBe(0);
    expect(describePeriod(one('FY25'))).toBe('FY2025');
  });

  it("reads a day written with dots, day first ('31.12.2024')", () => {
    expect(findPeriods('Balanse 31.12.2024').map((p) => [p.kind, p.year, p.month, p.day])).toEqual([['date', 2024, 12, 31]]);
    expect(findPeriods('version 2.1.2024x')).toEqual([]);
  });

  it('says a run of months printed without a year as the months alone', () => {
    expect(describePeriod({ kind: 'monthRange', month: 1, endMonth: 3, start: 0, end: 7, text: 'Jan-Mar' })).toBe('January to March');
  });

  it("reads a day without its year only where its order is plain ('31/03'), never a fraction", () => {
    expect(findPeriods('bank balance at close of business 31/03').map((p) => [p.kind, p.month, p.day, p.year])).toEqual([['date', 3, 31, undefined]]);
    expect(findPeriods('invoices due 12/31').map((p) => [p.month, p.day])).toEqual([[12, 31]]);
    expect(findPeriods('we spent 3/4 of the budget')).toEqual([]);
  });

  it('matches two runs of months told differently that cover the same months', () => {
    const twelve = { kind: 'span' as const, months: 12, month: 3, day: 31, year: 2026, start: 0, end: 0, text: 'twelve months ended 31 March 2026' };
    expect(periodMatch(twelve, one('Apr 2025 - Mar 2026'), 4)).toBe(1);
    expect(periodMatch(one('Apr 2025 - Mar 2026'), twelve, 4)).toBe(1);
    // Not a quarter of it, nor the twelve months a year earlier.
    expect(periodMatch(twelve, one('Jan - Mar 2026'), 4)).toBe(0);
    expect(periodMatch(twelve, one('Apr 2024 - Mar 2025'), 4)).toBe(0);
  });

  it('matches a fiscal year to a report of its first months, and to nothing later', () => {
    // October to March, six months of a year from October: FY2026 so far.
    const halfYear = { kind: 'span' as const, months: 6, year: 2026, month: 3, day: 31, start: 0, end: 0, text: 'October 2025 - March 2026' };
    expect(periodMatch(one('FY2026'), halfYear, 10)).toBe(0.8);
    expect(periodMatch(one('FY2025'), halfYear, 10)).toBe(0);
    // In a calendar year the same months straddle two years: no year's start.
    expect(periodMatch(one('FY2026'), halfYear, 1)).toBe(0);
  });
});

describe('questions', () => {
  const op = (q: string) => parseQuestion(q).op;
  it('tells the operation', () => {
    expect(op('What is our FY2025 budget for rent?')).toBe('lookup');
    expect(op('By what percent did grants change from FY2024 to FY2025?')).toBe('percentChange');
    expect(op('What is the increase / (decrease) in revenue from 2018 to 2019?')).toBe('difference');
    expect(op('What was the variance between budget and actual for travel?')).toBe('variance');
    expect(op('Did we spend more on rent than budgeted?')).toBe('variance');
    expect(op('What is the average inventory for 2018 and 2019?')).toBe('average');
    expect(op('In which month were donations highest?')).toBe('extreme');
    expect(op('What is our current ratio?')).toBe('ratio');
    expect(op('What percentage of total fees were audit fees in 2019?')).toBe('share');
    expect(op('What is account 5850 used for?')).toBe('code');
    expect(op('What did we budget for account 5850 in FY2025?')).toBe('lookup');
    expect(op('What is the sum of net bookings and in-game net bookings in 2019?')).toBe('sum');
  });

  it('keeps the subject and the measure apart', () => {
    const q = parseQuestion('How much more did we budget for salaries in FY2025 than in FY2024?');
    expect(q.measure).toBe('budget');
    expect(q.tokens.map((t) => t.word)).toEqual(['salaries']);
    expect(q.periods.map((p) => p.year)).toEqual([2025, 2024]);
    expect(q.fromIndex).toBe(1);
  });

  it('gives a quarter the year said beside it', () => {
    const q = parseQuestion('What was the revenue in the fiscal 2019 third quarter?');
    expect(q.periods).toHaveLength(1);
    expect(q.periods[0]).toMatchObject({ kind: 'quarter', quarter: 3, year: 2019 });
  });
});

describe('words', () => {
  it('matches forms, synonyms and typos', () => {
    expect(stemMatch('salary', 'wag')).toBe(0.8);
    expect(stemMatch('equiption', 'equipment')).toBeGreaterThan(0);
    expect(stemMatch('oustand', 'outstand')).toBeGreaterThan(0);
    expect(stemMatch('rent', 'insuranc')).toBe(0);
  });

  it("matches a verb with its noun ('restricted', 'restrictions') nearly as one word", () => {
    expect(stemMatch(stem('restricted'), stem('restrictions'))).toBe(0.9);
    expect(stemMatch(stem('allocated'), stem('allocations'))).toBe(0.9);
    expect(stemMatch(stem('supervised'), stem('supervisors'))).toBe(0.9);
    expect(stemMatch(stem('restricted'), stem('restructuring'))).toBeLessThan(0.9);
  });
});

describe('figures', () => {
  it('writes money, percentages and ratios', () => {
    expect(formatValue(94450, { kind: 'money', currency: '$', scale: 1, decimals: 0 })).toBe('$94,450');
    expect(formatValue(-77650, { kind: 'money', currency: '$', scale: 1, decimals: 0 })).toBe('-$77,650');
    expect(formatValue(462, { kind: 'money', currency: '€', scale: 1e6, decimals: 0 })).toBe('€462 million');
    expect(formatValue(97987.5, { kind: 'money', currency: '$', scale: 1, decimals: 0 }, true)).toBe('$97,987.50');
    expect(percent(8.2499)).toBe('8.25%');
    expect(percent(190.86)).toBe('191%');
    expect(percent(-22.22)).toBe('-22.2%');
    expect(formatValue(4.9057, { kind: 'ratio', currency: '', scale: 1, decimals: 2 })).toBe('4.91');
  });

  it('reads the scale of a table', () => {
    expect(scaleOf('$ in millions')).toBe(1e6);
    expect(scaleOf('(Dollars in thousands)')).toBe(1e3);
    expect(scaleOf("US$'000")).toBe(1e3);
    expect(scaleOf('RMB’Million')).toBe(1e6);
    expect(scaleOf('Other assets consist of the following (in thousands): we invested $3.4 million', false)).toBe(1e3);
    expect(scaleOf('we invested $3.4 million in 2019', false)).toBeNull();
  });

  it('reads no scale where the document denies one', () => {
    expect(scaleOf('Amounts in shillings (TZS) in full, not in thousands.', false)).toBeNull();
    expect(scaleOf('Amounts in shillings (TZS) in full, not in thousands.')).toBeNull();
    expect(scaleOf('Figures are stated in rupees rather than in lakhs')).toBeNull();
    expect(scaleOf('(in thousands, not millions)')).toBe(1e3);
  });
});

describe('phrases that are not operations', () => {
  it("'falling due' says when, not a fall", async () => {
    const { parsePlan } = await import('./plan/parse');
    expect(parsePlan('What is the 2026 taxation recoverable falling due within one year?').op).toBe('lookup');
    expect(parsePlan('By how much did grants receivable fall in 2026?').op).toBe('difference');
  });
});

describe('words that look alike', () => {
  it("'without' is not 'with'; two letters swapped are a typo", () => {
    expect(stemMatch('without', 'with')).toBe(0);
    expect(stemMatch('with', 'without')).toBe(0);
    expect(stemMatch('reciept', 'receipt')).toBeGreaterThan(0);
    expect(stemMatch('acount', 'account')).toBeGreaterThan(0);
  });
});
