// Fixed-window rate limits kept in the database, so every API process counts the same attempts.
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

/** The start of the fixed window `now` falls in, and the seconds until the next one. */
function currentWindow(rule: RateLimitRule, now: Date) {
  const ms = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / ms) * ms);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + ms - now.getTime()) / 1000));
  return { windowStart, retryAfterSeconds };
}

export async function hit(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const rows = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = ${windowStart.toISOString()}::timestamptz then ${rateLimits.count} + 1 else 1 end`,
        windowStart,
      },
    })
    .returning({ count: rateLimits.count });
  const count = rows[0]?.count ?? 1;
  return { allowed: count <= rule.limit, retryAfterSeconds };
}

/** Whether the key is over its limit in the current window, without counting an attempt. */
export async function exceeded(db: Db, key: string, rule: RateLimitRule, now = new Date()): Promise<RateLimitResult> {
  const { windowStart, retryAfterSeconds } = currentWindow(rule, now);
  const rows = await db.select({ count: rateLimits.count, windowStart: rateLimits.windowStart }).from(rateLimits).where(eq(rateLimits.key, key)).limit(1);
  const row = rows[0];
  const count = row && row.windowStart.getTime() === windowStart.getTime() ? row.count : 0;
  return { allowed: count < rule.limit, retryAfterSeconds };
}
