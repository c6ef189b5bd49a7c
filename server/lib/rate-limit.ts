// Rate limits kept in the database, so every API process counts the same attempts. A window
// opens at the first counted attempt and lasts `windowSeconds`; the next attempt after it opens a
// new one. Windows anchored to the clock (every 15 minutes on the quarter hour) would let twice
// the limit through either side of a boundary and forget a run of attempts half-way through it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface RateLimitResult {
  allowed: boolean;
  retryAfterSeconds: number;
}

function retryAfter(windowStart: Date, rule: RateLimitRule, now: Date) {
  return Math.max(1, Math.ceil((windowStart.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000));
}

/** Counts an attempt against `key`, and says whether it was within the limit. */
export async function hit(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const openSince = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const open = sql`${rateLimits.windowStart} > ${openSince}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${open} then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`case when ${open} then ${rateLimits.windowStart} else ${now.toISOString()}::timestamptz end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const row = rows[0];
  const count = row?.count ?? 1;
  return { allowed: count <= rule.limit, retryAfterSeconds: retryAfter(row?.windowStart ?? now, rule, now) };
}

/** Whether the key is over its limit in its open window, without counting an attempt. */
export async function exceeded(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const rows = await db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const row = rows[0];
  const open = row !== undefined && row.windowStart.getTime() > now.getTime() - rule.windowSeconds * 1000;
  const count = open ? row.count : 0;
  return { allowed: count < rule.limit, retryAfterSeconds: open ? retryAfter(row.windowStart, rule, now) : 1 };
}
