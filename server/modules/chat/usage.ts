// The monthly question count (spec part 1, section 9: 1000 per organisation). One row per
// organisation and calendar month (UTC). A question is counted by one statement that inserts the
// row or adds one to it only while it is under the limit, so concurrent sends, on any number of
// API processes, can never take the count past the limit.
import { and, eq, sql } from 'drizzle-orm';
import { CHAT_ERROR_CODES, MONTHLY_QUERY_LIMIT } from '../../../contracts/chat-constants';
import type { QueryUsage } from '../../../contracts/chat';
import type { Db } from '../../db/client';
import { queryUsage } from '../../db/schema';
import { HttpError } from '../../lib/errors';

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The month `now` falls in (UTC): its first day and the next month's, as dates. */
export function usagePeriod(now = new Date()) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, next, period: isoDate(start), resetsAt: isoDate(next), daysToReset: Math.max(1, Math.ceil((next.getTime() - now.getTime()) / DAY_MS)) };
}

/** The sentence and code a send answers once the month's questions are used. */
export function queryLimitReached(now = new Date()): HttpError {
  const { next } = usagePeriod(now);
  const resets = next.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' });
  return new HttpError(
    429,
    `Your organization has used all ${MONTHLY_QUERY_LIMIT.toLocaleString('en-US')} questions for this month. The limit resets on ${resets}.`,
    CHAT_ERROR_CODES.QUERY_LIMIT_REACHED,
    { 'retry-after': String(Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000))) },
  );
}

/**
 * Counts one question for the organisation this month, atomically: answers the new count, or
 * null when the organisation was already at (or past) the limit (nothing is counted then).
 */
export async function countQuestion(db: Db, organizationId: string, limit = MONTHLY_QUERY_LIMIT, now = new Date()): Promise<number | null> {
  const { period } = usagePeriod(now);
  const rows = await db
    .insert(queryUsage)
    .values({ organizationId, period, count: 1 })
    .onConflictDoUpdate({
      target: [queryUsage.organizationId, queryUsage.period],
      set: { count: sql`${queryUsage.count} + 1`, updatedAt: sql`now()` },
      setWhere: sql`${queryUsage.count} < ${limit}`,
    })
    .returning({ count: queryUsage.count });
  return rows[0]?.count ?? null;
}

/** The organisation's questions this month. */
export async function readUsage(db: Db, organizationId: string, now = new Date()): Promise<QueryUsage> {
  const p = usagePeriod(now);
  const row = (
    await db
      .select({ count: queryUsage.count })
      .from(queryUsage)
      .where(and(eq(queryUsage.organizationId, organizationId), eq(queryUsage.period, p.period)))
      .limit(1)
  )[0];
  return {
    query_usage: { used: row?.count ?? 0, limit: MONTHLY_QUERY_LIMIT, period_start: p.period, resets_at: p.resetsAt, days_to_reset: p.daysToReset },
  };
}
