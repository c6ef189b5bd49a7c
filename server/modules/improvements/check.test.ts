// The version check's arithmetic and the small helpers of the history: which figures an answer
// gives, the success rate, version numbers, the time left before the next manual improvement,
// and the timeline's summary.
import { describe, expect, it } from 'vitest';
import type { Analyst, Grounding } from '../assistant/agent';
import { amountsIn, answerFigures, checkVersion, successRate } from './check';
import { summarize, timeLeft, versionLabel } from './service';

const grounding = (over: Partial<Grounding>): Grounding => ({ answer: '', found: true, clarifying: false, figures: [], passages: [], ...over });
const figure = (value: number) => ({ label: 'x', value, formatted: String(value), source: 's' });

describe('the figures of an answer', () => {
  it('are its computed figures by value, whatever their order or writing', () => {
    const a = grounding({ answer: 'Personnel: **$498,520**', figures: [figure(412000), figure(86520), figure(498520)] });
    const b = grounding({ answer: 'Personnel: **$498.5 thousand**', figures: [figure(498520), figure(86520.001), figure(412000)] });
    expect(answerFigures(a)).toBe('86520|412000|498520');
    expect(answerFigures(a)).toBe(answerFigures(b));
  });

  it('are "not found" for a refusal, whatever numbers it mentions', () => {
    expect(answerFigures(grounding({ found: false, answer: "I couldn't find it. I looked through 3 ready documents." }))).toBe('not found');
  });

  it("are the amounts of the first paragraph when there are no computed figures", () => {
    const g = grounding({ answer: 'The grant of $250,000 is due on March 31, 2025 and covers 12.5% of costs.\n\nSee page 4, $1 million cap.' });
    expect(answerFigures(g)).toBe('12.5|31|250000');
    expect(amountsIn('$462 million in FY2025, up 8.25% from 2024; -$1,200.50 and 3k')).toEqual([462e6, 8.25, -1200.5, 3000]);
  });

  it('tell a clarifying question from an answer', () => {
    expect(answerFigures(grounding({ clarifying: true, figures: [figure(1), figure(2)] }))).toBe('asks 1|2');
  });
});

describe('the success rate', () => {
  it('is the share of checked answers kept, as a whole percent, or null with nothing checked', () => {
    expect(successRate({ questions_checked: 0, answers_kept: 0 })).toBeNull();
    expect(successRate({ questions_checked: 3, answers_kept: 2 })).toBe(67);
    expect(successRate({ questions_checked: 20, answers_kept: 19 })).toBe(95);
    expect(successRate({ questions_checked: 8, answers_kept: 8 })).toBe(100);
    expect(successRate({ questions_checked: 7, answers_kept: 0 })).toBe(0);
    expect(successRate({ questions_checked: 200, answers_kept: 1 })).toBe(1);
  });

  it('comes from answering each question with both instruction sets', async () => {
    // An analyst whose answer to 'personnel' depends on the instructions it is given.
    const analyst: Analyst = {
      analyse: async (question, context) =>
        question.includes('personnel') && context.instructions.length
          ? grounding({ figures: [figure(498520)] })
          : grounding({ figures: [figure(question.length)] }),
    };
    const result = await checkVersion({
      db: null as never,
      analyst,
      organizationId: 'org',
      profile: { name: 'Org', fiscalYearStartMonth: 7, accountingSystem: null },
      before: [],
      after: ['Personnel means Salaries plus Benefits'],
      questions: ['What is rent?', 'What are personnel costs?', 'What is revenue?', 'What are utilities?'],
    });
    expect(result.metrics).toMatchObject({ questions_checked: 4, answers_kept: 3, answers_changed: 1 });
    expect(result.successRate).toBe(75);
    expect(result.results.find((r) => !r.kept)?.question).toBe('What are personnel costs?');
  });
});

describe('history helpers', () => {
  it('numbers versions in tenths', () => {
    expect([10, 11, 19, 20, 21, 105].map(versionLabel)).toEqual(['1.0', '1.1', '1.9', '2.0', '2.1', '10.5']);
  });

  it('says the time left in hours and minutes, rounded up', () => {
    expect(timeLeft(60_000)).toBe('1 minute');
    expect(timeLeft(1_000)).toBe('1 minute');
    expect(timeLeft(61_000)).toBe('2 minutes');
    expect(timeLeft(3 * 3600_000 + 12 * 60_000)).toBe('3 hours 12 minutes');
    expect(timeLeft(3600_000)).toBe('1 hour');
    expect(timeLeft(24 * 3600_000)).toBe('24 hours');
  });

  it('summarises an improvement in a short sentence', () => {
    expect(summarize('“Personnel” means Salaries and Wages plus Payroll Taxes and Benefits.')).toBe('Defines “Personnel” as Salaries and Wages + Payroll Taxes and Benefits');
    expect(summarize('Program expenses means accounts 5000-5999')).toBe('Defines “Program expenses” as accounts 5000–5999');
    expect(summarize('Our fiscal year starts in July.')).toBe('Fiscal years start in July and end in June');
    expect(summarize('Show amounts in thousands. Be brief.')).toBe('Amounts in thousands (+1 more)');
    const long = summarize(`Please make sure that ${'every single answer '.repeat(10)}is checked.`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(long.endsWith('…')).toBe(true);
  });
});
