// Who may act on an organisation. Every route under /api/organization/:id asks this first.
// An id that is not a UUID, an organisation that does not exist and someone else's
// organisation all answer the same 404, so the API never reveals that another one exists.
import { and, eq } from 'drizzle-orm';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../db/client';
import { memberships, organizations } from '../../db/schema';
import { forbidden, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/authenticate';

export type Membership = typeof memberships.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

export const organizationNotFound = () => notFound('Organization not found', 'organization_not_found');

/** The sentence a blocked member meets, at sign-in and on every call. */
export const blockedDescription = (organizationName: string) =>
  `Your access to ${organizationName} has been blocked. Ask an admin of your organization to restore it.`;

/** The 403 every organisation call answers a blocked member, naming the organisation. */
export async function membershipBlocked(db: Db, organizationId: string) {
  const org = (await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1))[0];
  return forbidden(blockedDescription(org?.name ?? 'this organization'), 'membership_inactive');
}

export interface MembershipRequirement {
  /** The roles allowed; any role when left out. */
  roles?: readonly Role[];
  /** The 403's detail when the role is not allowed. */
  forbiddenDetail?: string;
}

/** The caller's active membership of `organizationId`, or the fitting 404 / 403. */
export async function requireMembership(
  db: Db,
  principal: Principal | null,
  organizationId: string,
  requirement: MembershipRequirement = {},
): Promise<Membership> {
  const user = principal?.user;
  if (!user || !isUuid(organizationId)) throw organizationNotFound();
  const membership = (
    await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.organizationId, organizationId.toLowerCase())))
      .limit(1)
  )[0];
  if (!membership) throw organizationNotFound();
  if (!membership.isActive) throw await membershipBlocked(db, membership.organizationId);
  if (requirement.roles && !requirement.roles.includes(membership.role)) {
    throw forbidden(requirement.forbiddenDetail ?? 'Only owners and admins can do this', 'forbidden');
  }
  return membership;
}
