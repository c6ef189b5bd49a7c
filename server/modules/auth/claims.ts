// The product claims of a person, read from the database. The embedded provider calls this at
// every token grant; with Auth0, the Action reads the same answer from GET /api/auth/claims.
import { and, eq } from 'drizzle-orm';
import { NEW_USER, type ProductClaims } from '../../../contracts/auth';
import type { Db } from '../../db/client';
import { agentAccess, agents, memberships, organizations, users } from '../../db/schema';

const NOT_ONBOARDED: ProductClaims = {
  db_organization_id: NEW_USER,
  db_role: NEW_USER,
  db_organization_name: NEW_USER,
  db_agents_accessible: [],
};

/** NEW_USER for anyone without an organisation (registered or not); else the membership. */
export async function claimsFor(db: Db, sub: string): Promise<ProductClaims> {
  const membership = (
    await db
      .select({ userId: users.id, organizationId: memberships.organizationId, role: memberships.role, name: organizations.name })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(eq(users.externalId, sub))
      .limit(1)
  )[0];
  if (!membership) return NOT_ONBOARDED;
  const accessible = await db
    .select({ agent_id: agents.id, foundry_agent_id: agents.foundryAgentId })
    .from(agentAccess)
    .innerJoin(agents, eq(agents.id, agentAccess.agentId))
    .where(and(eq(agentAccess.userId, membership.userId), eq(agents.organizationId, membership.organizationId)))
    .orderBy(agents.createdAt);
  return {
    db_organization_id: membership.organizationId,
    db_role: membership.role,
    db_organization_name: membership.name,
    db_agents_accessible: accessible,
  };
}
