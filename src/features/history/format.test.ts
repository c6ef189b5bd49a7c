import { describe, expect, it } from 'vitest';
import { changedText, formatTimeLeft, improvementsCount, nextImprovementText, nextVersion, checkLine, successRateText } from './format';

const MIN = 60_000;
const HOUR = 60 * MIN;

describe('the time left before the next manual improvement', () => {
  it('reads hours and minutes at 23h59, 3h12 and 1h exactly', () => {
    expect(formatTimeLeft(23 * HOUR + 59 * MIN)).toBe('23h 59m');
    expect(formatTimeLeft(3 * HOUR + 12 * MIN)).toBe('3h 12m');
    expect(formatTimeLeft(HOUR)).toBe('1h 0m');
    expect(formatTimeLeft(24 * HOUR)).toBe('24h 0m');
  });

  it('reads minutes alone under an hour, 1m at one minute and in the last seconds', () => {
    expect(formatTimeLeft(59 * MIN)).toBe('59m');
    expect(formatTimeLeft(MIN)).toBe('1m');
    expect(formatTimeLeft(1000)).toBe('1m');
    expect(formatTimeLeft(1)).toBe('1m');
    // Whole minutes: a moment after an improvement reads 23h 59m; never '0m' while something is left.
    expect(formatTimeLeft(24 * HOUR - 1)).toBe('23h 59m');
    expect(formatTimeLeft(MIN + 59_000)).toBe('1m');
    expect(formatTimeLeft(59_999)).toBe('1m');
  });

  it('is null at 0 and after', () => {
    expect(formatTimeLeft(0)).toBeNull();
    expect(formatTimeLeft(-5000)).toBeNull();
    expect(formatTimeLeft(Number.NaN)).toBeNull();
  });

  it("words the card's sentence from next_manual_at", () => {
    const now = Date.parse('2026-03-04T10:00:00Z');
    expect(nextImprovementText('2026-03-04T13:12:00Z', now)).toBe('Next improvement available in 3h 12m');
    expect(nextImprovementText('2026-03-05T09:59:00Z', now)).toBe('Next improvement available in 23h 59m');
    expect(nextImprovementText('2026-03-04T10:01:00Z', now)).toBe('Next improvement available in 1m');
    expect(nextImprovementText('2026-03-04T10:00:00Z', now)).toBeNull();
    expect(nextImprovementText(null, now)).toBeNull();
    expect(nextImprovementText('not a date', now)).toBeNull();
  });
});

describe('version numbers', () => {
  it('start at 1.0 and add 0.1', () => {
    expect(nextVersion(null)).toBe('1.0');
    expect(nextVersion('1.0')).toBe('1.1');
    expect(nextVersion('1.2')).toBe('1.3');
    expect(nextVersion('1.9')).toBe('2.0');
    expect(nextVersion('2.3')).toBe('2.4');
  });
});

describe('the success rate, as what was measured', () => {
  const metrics = (checked: number, kept: number) => ({ questions_checked: checked, answers_kept: kept, answers_changed: checked - kept, duration_ms: 1200 });

  it("says 'N of M recent answers kept their figures'", () => {
    expect(successRateText(metrics(12, 11))).toBe('11 of 12 recent answers kept their figures');
    expect(successRateText(metrics(1, 1))).toBe('1 of 1 recent answer kept its figures');
    expect(checkLine(metrics(12, 11))).toBe('11 of 12 recent answers kept their figures; 1 changed');
    expect(checkLine(metrics(4, 4))).toBe('4 of 4 recent answers kept their figures');
    // An improvement that changed the one answer it was checked against: no alarming '0%'.
    expect(checkLine(metrics(1, 0))).toBe('0 of 1 recent answer kept its figures; 1 changed');
  });

  it("says 'No recent questions to check yet' when nothing was checked, with no percentage", () => {
    expect(successRateText(null)).toBe('No recent questions to check yet');
    expect(successRateText(metrics(0, 0))).toBe('No recent questions to check yet');
    expect(checkLine(null)).toBe('No recent questions to check yet');
  });

  it('names the answers that changed, and counts improvements', () => {
    expect(changedText(metrics(12, 11))).toBe('1 answer changed its figures');
    expect(changedText(metrics(12, 9))).toBe('3 answers changed their figures');
    expect(changedText(metrics(12, 12))).toBeNull();
    expect(improvementsCount(1)).toBe('1 improvement');
    expect(improvementsCount(0)).toBe('0 improvements');
  });
});
