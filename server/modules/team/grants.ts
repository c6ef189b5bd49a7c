// Whether a person may be given tokens: a blocked member is refused at sign-in and at every
// refresh (the embedded provider asks grantDecision; the Auth0 Action reads `blocked` from
// GET /api/auth/claims). Blocking revokes nothing, so unblocking restores the same sessions.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, organizations, users } from '../../db/schema';
import { blockedDescription } from '../organization/access';

export type GrantDecision = { allowed: true } | { allowed: false; description: string };

export { blockedDescription };

/** The person's membership as sign-in sees it, or null without one. */
export async function membershipStateFor(db: Db, sub: string): Promise<{ organizationName: string; blocked: boolean } | null> {
  const row = (
    await db
      .select({ isActive: memberships.isActive, organizationName: organizations.name })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(users.externalId, sub))
      .limit(1)
  )[0];
  return row ? { organizationName: row.organizationName, blocked: !row.isActive } : null;
}

export async function grantDecision(db: Db, sub: string): Promise<GrantDecision> {
  const state = await membershipStateFor(db, sub);
  if (state?.blocked) return { allowed: false, description: blockedDescription(state.organizationName) };
  return { allowed: true };
}
