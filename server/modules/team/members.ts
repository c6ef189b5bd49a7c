// The members of an organisation (spec part 1, sections 3, 4, 6 and 8): the list, removing,
// blocking and changing roles. A member is named in the URL or body by their identity provider
// subject (`auth0_id`, users.external_id). The owner and the caller themselves cannot be acted
// on; demoting an admin is the owner's; at least one active owner or admin always remains.
import { and, asc, count, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '../../../contracts/roles';
import { TEAM_ERROR_CODES, TEAM_MESSAGES, type AssignableRole } from '../../../contracts/team-constants';
import type { Member } from '../../../contracts/team';
import type { Db } from '../../db/client';
import { agentAccess, agents, chatMessages, chatThreads, memberships, organizations, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { usagePeriod } from '../chat/usage';
import { NO_DOCUMENTS_MESSAGE } from '../chat/send';
import type { Membership } from '../organization/access';
import { displayName } from './activity';
import type { InviteIdentity } from './identity';

const ROLE_ORDER: Record<Role, number> = { OWNER: 0, ADMIN: 1, MEMBER: 2 };

export const memberNotFound = () => notFound(TEAM_MESSAGES.remove[404], 'member_not_found');
export const lastAdmin = () => badRequest(TEAM_MESSAGES.lastAdmin, TEAM_ERROR_CODES.LAST_ADMIN);
const ownerProtected = (detail: string) => badRequest(detail, TEAM_ERROR_CODES.OWNER_PROTECTED);
const selfAction = (detail: string) => badRequest(detail, TEAM_ERROR_CODES.SELF_ACTION);

/**
 * Questions each member asked this calendar month (UTC): their questions in their threads of
 * the organisation, leaving out those answered "upload a document first" (not counted in the
 * organisation's usage either).
 */
async function questionsThisMonth(db: Db, organizationId: string, userId?: string): Promise<Map<string, number>> {
  const { start } = usagePeriod();
  const rows = await db
    .select({ userId: chatThreads.userId, n: count() })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(
      and(
        eq(chatThreads.organizationId, organizationId),
        userId ? eq(chatThreads.userId, userId) : undefined,
        eq(chatMessages.role, 'user'),
        gte(chatMessages.createdAt, start),
        sql`not exists (
          select 1 from chat_messages nx
          where nx.thread_id = ${chatMessages.threadId}
            and nx.seq = (select min(n2.seq) from chat_messages n2 where n2.thread_id = ${chatMessages.threadId} and n2.seq > ${chatMessages.seq})
            and nx.role = 'system' and nx.content = ${NO_DOCUMENTS_MESSAGE})`,
      ),
    )
    .groupBy(chatThreads.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** The organisation's members as the team page lists them (or the one member `userId`). */
export async function listMembers(db: Db, organizationId: string, userId?: string): Promise<Member[]> {
  const rows = await db
    .select({
      userId: users.id,
      externalId: users.externalId,
      name: users.name,
      email: users.email,
      role: memberships.role,
      tag: memberships.tag,
      isActive: memberships.isActive,
      lastActivityAt: memberships.lastActivityAt,
      createdAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.organizationId, organizationId), userId ? eq(memberships.userId, userId) : undefined))
    .orderBy(asc(memberships.createdAt));
  const questions = await questionsThisMonth(db, organizationId, userId);
  const members = rows.map((r): Member => {
    const name = displayName(r.name, r.email);
    return {
      id: r.userId,
      user_id: r.userId,
      auth0_id: r.externalId,
      name,
      full_name: name,
      email: r.email,
      is_active: r.isActive,
      role: r.role,
      tag: r.tag,
      status: r.isActive ? 'active' : 'blocked',
      last_activity_at: r.lastActivityAt ? r.lastActivityAt.toISOString() : null,
      created_at: r.createdAt.toISOString(),
      queries_used: questions.get(r.userId) ?? 0,
    };
  });
  return members.sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

interface Target {
  membershipId: string;
  userId: string;
  externalId: string;
  name: string;
  role: Role;
  isOwner: boolean;
}

/** The member of the caller's organisation whose subject is `authId`, or 404. */
async function findTarget(db: Db, caller: Membership, authId: string): Promise<Target> {
  const id = authId.trim();
  if (!id || id.length > 255) throw memberNotFound();
  const row = (
    await db
      .select({
        membershipId: memberships.id,
        userId: users.id,
        externalId: users.externalId,
        name: users.name,
        email: users.email,
        role: memberships.role,
        ownerUserId: organizations.ownerUserId,
      })
      .from(users)
      .innerJoin(memberships, eq(memberships.userId, users.id))
      .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
      .where(and(eq(users.externalId, id), eq(memberships.organizationId, caller.organizationId)))
      .limit(1)
  )[0];
  if (!row) throw memberNotFound();
  return {
    membershipId: row.membershipId,
    userId: row.userId,
    externalId: row.externalId,
    name: displayName(row.name, row.email),
    role: row.role,
    isOwner: row.role === 'OWNER' || row.ownerUserId === row.userId,
  };
}

async function memberView(db: Db, organizationId: string, userId: string): Promise<Member> {
  const member = (await listMembers(db, organizationId, userId))[0];
  if (!member) throw memberNotFound();
  return member;
}

/**
 * Removes a member: the membership and their access to the organisation's agents go, and the
 * provider signs them out everywhere. Their threads and documents stay with the organisation.
 */
export async function removeMember(
  ctx: { db: Db; log: FastifyBaseLogger },
  identity: InviteIdentity | null,
  caller: Membership,
  authId: string,
): Promise<{ message: string }> {
  const { db } = ctx;
  const target = await findTarget(db, caller, authId);
  if (target.isOwner) throw ownerProtected(TEAM_MESSAGES.remove[400]);
  if (target.userId === caller.userId) throw selfAction(TEAM_MESSAGES.remove[400]);
  const removed = await db.transaction(async (tx) => {
    const orgAgents = tx.select({ id: agents.id }).from(agents).where(eq(agents.organizationId, caller.organizationId));
    await tx.delete(agentAccess).where(and(eq(agentAccess.userId, target.userId), inArray(agentAccess.agentId, orgAgents)));
    return tx.delete(memberships).where(eq(memberships.id, target.membershipId)).returning({ id: memberships.id });
  });
  if (!removed.length) throw memberNotFound();
  try {
    await identity?.revokeAll(target.externalId);
  } catch (err) {
    // The membership is gone, so the API refuses them at once whatever the provider did.
    ctx.log.warn({ err }, 'could not sign a removed member out at the identity provider');
  }
  return { message: `${target.name} was removed from the team` };
}

/** Blocks or unblocks a member: a blocked member is refused by every call and every token grant. */
export async function blockMember(db: Db, caller: Membership, authId: string, blocked: boolean) {
  const target = await findTarget(db, caller, authId);
  if (target.isOwner) throw ownerProtected("The organization's owner can't be blocked");
  if (target.userId === caller.userId) throw selfAction("You can't block yourself");
  await db.update(memberships).set({ isActive: !blocked }).where(eq(memberships.id, target.membershipId));
  const member = await memberView(db, caller.organizationId, target.userId);
  return {
    status: 'success' as const,
    message: blocked ? `${member.name} is blocked` : `${member.name} is unblocked`,
    member,
  };
}

export const changeRoleForbidden = () => forbidden("You don't have permission to change roles", 'forbidden');

/**
 * Makes a member an admin (owner or admin may) or an admin a member (the owner only), keeping at
 * least one active owner or admin: the check and the change happen under a lock on the
 * organisation's row.
 */
export async function changeRole(db: Db, caller: Membership, authId: string, role: AssignableRole) {
  const target = await findTarget(db, caller, authId);
  if (target.isOwner) throw ownerProtected("The organization's owner's role can't be changed");
  if (target.userId === caller.userId) throw selfAction("You can't change your own role");
  if (target.role === 'ADMIN' && role === 'MEMBER' && caller.role !== 'OWNER') throw changeRoleForbidden();
  if (target.role !== role) {
    await db.transaction(async (tx) => {
      await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, caller.organizationId)).for('update');
      if (role === 'MEMBER') {
        const others = (
          await tx
            .select({ n: count() })
            .from(memberships)
            .where(
              and(
                eq(memberships.organizationId, caller.organizationId),
                ne(memberships.userId, target.userId),
                eq(memberships.isActive, true),
                inArray(memberships.role, ['OWNER', 'ADMIN']),
              ),
            )
        )[0]?.n;
        if (!Number(others)) throw lastAdmin();
      }
      await tx.update(memberships).set({ role }).where(eq(memberships.id, target.membershipId));
    });
  }
  const member = await memberView(db, caller.organizationId, target.userId);
  return {
    status: 'success' as const,
    message: role === 'ADMIN' ? `${member.name} is now an admin` : `${member.name} is now a member`,
    member,
  };
}
