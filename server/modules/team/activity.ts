// The members' recent activity (the team page's Recent Activity card): signing in, asking a
// question, uploading a document, joining. Each record also moves the membership's
// last_activity_at. Recording never fails the request it belongs to: a failure is logged and the
// request goes on. Only the newest ACTIVITY_KEEP_PER_ORGANIZATION rows of an organisation are
// kept (an hourly purge removes the rest).
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ACTIVITY_FEED_LENGTH, type ActivityKind } from '../../../contracts/team-constants';
import type { Activity } from '../../../contracts/team';
import type { Db } from '../../db/client';
import { memberActivities, memberships, users } from '../../db/schema';

/** Rows kept per organisation; older ones are purged. */
export const ACTIVITY_KEEP_PER_ORGANIZATION = 500;
const MAX_DETAIL_LENGTH = 300;

type Log = Pick<FastifyBaseLogger, 'warn'>;

export interface ActivityInput {
  organizationId: string;
  userId: string;
  kind: ActivityKind;
  detail?: string | null;
}

/** The name a member is shown by: their name, or the part of their address before the @. */
export const displayName = (name: string, email: string) => name.trim() || (email.split('@')[0] ?? email);

/** Records an activity and moves last_activity_at. Never throws. */
export async function recordActivity(db: Db, input: ActivityInput, log?: Log): Promise<void> {
  try {
    const now = new Date();
    await db.insert(memberActivities).values({
      organizationId: input.organizationId,
      userId: input.userId,
      kind: input.kind,
      detail: input.detail ? input.detail.slice(0, MAX_DETAIL_LENGTH) : null,
      createdAt: now,
    });
    await touchMember(db, input.organizationId, input.userId, now);
  } catch (err) {
    log?.warn({ err, kind: input.kind }, 'could not record a member activity');
  }
}

async function touchMember(db: Db, organizationId: string, userId: string, at: Date) {
  await db
    .update(memberships)
    .set({ lastActivityAt: at })
    .where(and(eq(memberships.organizationId, organizationId), eq(memberships.userId, userId)));
}

/**
 * A sign-in of the person with subject `sub` (a token grant from a sign-in). One 'sign_in' row per
 * sign-in session: a silent renewal of the same session (same `authTime`) only moves
 * last_activity_at. Nothing for someone without an organisation. Never throws.
 */
export async function recordSignIn(db: Db, sub: string, authTime: Date | null, log?: Log, profile?: { name: string }): Promise<void> {
  try {
    // Someone who joined by invitation named themselves when setting their password.
    const name = profile?.name.trim();
    if (name) await db.update(users).set({ name }).where(and(eq(users.externalId, sub), eq(users.name, '')));
    const member = (
      await db
        .select({ userId: memberships.userId, organizationId: memberships.organizationId })
        .from(users)
        .innerJoin(memberships, eq(memberships.userId, users.id))
        .where(eq(users.externalId, sub))
        .limit(1)
    )[0];
    if (!member) return;
    if (authTime) {
      const seen = await db
        .select({ id: memberActivities.id })
        .from(memberActivities)
        .where(
          and(
            eq(memberActivities.organizationId, member.organizationId),
            eq(memberActivities.userId, member.userId),
            eq(memberActivities.kind, 'sign_in'),
            gte(memberActivities.createdAt, authTime),
          ),
        )
        .limit(1);
      if (seen.length) {
        await touchMember(db, member.organizationId, member.userId, new Date());
        return;
      }
    }
    await recordActivity(db, { ...member, kind: 'sign_in' }, log);
  } catch (err) {
    log?.warn({ err }, 'could not record a sign-in');
  }
}

/** The organisation's newest activities, newest first, with who did them. */
export async function listActivities(db: Db, organizationId: string, limit = ACTIVITY_FEED_LENGTH): Promise<Activity[]> {
  const rows = await db
    .select({
      id: memberActivities.id,
      kind: memberActivities.kind,
      detail: memberActivities.detail,
      at: memberActivities.createdAt,
      name: users.name,
      email: users.email,
      externalId: users.externalId,
      lastActivityAt: memberships.lastActivityAt,
    })
    .from(memberActivities)
    .innerJoin(users, eq(users.id, memberActivities.userId))
    .leftJoin(memberships, and(eq(memberships.userId, memberActivities.userId), eq(memberships.organizationId, memberActivities.organizationId)))
    .where(eq(memberActivities.organizationId, organizationId))
    .orderBy(desc(memberActivities.createdAt), desc(memberActivities.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    detail: r.detail,
    at: r.at.toISOString(),
    name: displayName(r.name, r.email),
    email: r.email,
    auth0_id: r.externalId,
    last_activity_at: r.lastActivityAt ? r.lastActivityAt.toISOString() : null,
  }));
}

/** Deletes every organisation's activities beyond its newest `keep`. */
export async function pruneActivities(db: Db, keep = ACTIVITY_KEEP_PER_ORGANIZATION): Promise<void> {
  await db.execute(sql`
    delete from ${memberActivities} where ${memberActivities.id} in (
      select id from (
        select id, row_number() over (partition by organization_id order by created_at desc, id desc) as n
        from ${memberActivities}
      ) ranked where ranked.n > ${keep}
    )`);
}
