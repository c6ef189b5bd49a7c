// The month a question is counted in (UTC) and the sentence a refused send reads.
import { describe, expect, it } from 'vitest';
import { queryLimitReached, usagePeriod } from './usage';

describe('usagePeriod', () => {
  it('is the calendar month in UTC, with the next month’s first day as the reset', () => {
    expect(usagePeriod(new Date('2025-06-17T12:00:00Z'))).toMatchObject({ period: '2025-06-01', resetsAt: '2025-07-01', daysToReset: 14 });
    // Late on 31 December in New York is already January in UTC.
    expect(usagePeriod(new Date('2026-01-01T03:00:00Z'))).toMatchObject({ period: '2026-01-01', resetsAt: '2026-02-01', daysToReset: 31 });
    expect(usagePeriod(new Date('2025-12-31T23:59:59Z'))).toMatchObject({ period: '2025-12-01', resetsAt: '2026-01-01', daysToReset: 1 });
    expect(usagePeriod(new Date('2024-02-29T00:00:00Z'))).toMatchObject({ period: '2024-02-01', resetsAt: '2024-03-01', daysToReset: 1 });
  });
});

describe('queryLimitReached', () => {
  it('answers 429 QUERY_LIMIT_REACHED with the reset day and retry-after', () => {
    const err = queryLimitReached(new Date('2025-06-30T23:00:00Z'));
    expect(err.statusCode).toBe(429);
    expect(err.code).toBe('QUERY_LIMIT_REACHED');
    expect(err.detail).toBe('Your organization has used all 1,000 questions for this month. The limit resets on July 1.');
    expect(err.headers['retry-after']).toBe('3600');
  });
});
