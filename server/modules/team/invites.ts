// Invitations (spec part 1, sections 3, 5, 7, 8 and 9): an owner or admin invites an address
// into their organisation; the mail carries a link with a random token (only its SHA-256 is
// stored) that works for INVITE_TTL_DAYS; a resend makes a new link and the old one stops
// working. A team has TEAM_CAPACITY places, pending invitations (expired ones too) included; the
// place is checked and taken under a lock on the organisation's row, so two invitations at once
// cannot both take the last one. Accepting spends the link once and makes the membership.
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { INVITE_TTL_DAYS, TEAM_CAPACITY, TEAM_ERROR_CODES, TEAM_MESSAGES, type AssignableRole } from '../../../contracts/team-constants';
import type { AcceptInviteResponse, Invite } from '../../../contracts/team';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agentAccess, agents, memberships, organizations, teamInvites, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { HttpError, badRequest, conflict, notFound, tooManyRequests } from '../../lib/errors';
import { hit } from '../../lib/rate-limit';
import { html } from '../identity/html';
import type { Mailer } from '../mail/mailer';
import { isUuid, organizationNotFound, type Membership } from '../organization/access';
import { recordActivity } from './activity';
import type { InviteIdentity } from './identity';

export type InviteRow = typeof teamInvites.$inferSelect;

const DAY_MS = 86400_000;
/** Invitation mails per organisation and hour (new ones and resends together). */
export const INVITE_MAILS_PER_HOUR = 30;
/** The longest address accepted: the longest a mail can be delivered to, and the sign-in page's limit. */
export const MAX_INVITE_EMAIL_LENGTH = 254;

// A simple address check (spec part 1, section 5), without characters that have no place in one.
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]+$/;

export const invalidEmail = () => badRequest(TEAM_MESSAGES.invite[400], 'invalid_email');
export const inviteNotFound = () => notFound(TEAM_MESSAGES.inviteAction[404], 'invite_not_found');
export const invalidInvite = () => badRequest(TEAM_MESSAGES.inviteAction[400], TEAM_ERROR_CODES.INVALID_INVITE);
const alreadyInvited = () => conflict(TEAM_MESSAGES.invite[409], 'already_invited');
const otherOrganization = () =>
  conflict(
    'This account already belongs to another organization. Ask for an invitation to a different email address.',
    TEAM_ERROR_CODES.OTHER_ORGANIZATION,
  );
export const invitesUnavailable = () =>
  new HttpError(
    503,
    'Invitations are not available: Steward signs in with Auth0 and its Management API is not configured (AUTH0_MGMT_CLIENT_ID and AUTH0_MGMT_CLIENT_SECRET).',
    'invites_unavailable',
  );

export function teamFull(taken: number) {
  return badRequest(
    `Your team is full: ${taken} of ${TEAM_CAPACITY} places are taken, counting pending invitations. Remove a member or cancel an invitation to invite someone else.`,
    TEAM_ERROR_CODES.TEAM_FULL,
  );
}

/** The address, trimmed, or null when it does not look like one. */
export function cleanInviteEmail(raw: string): string | null {
  const email = raw.trim();
  if (!email || email.length > MAX_INVITE_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) return null;
  if (email.split('@')[0]!.length > 64) return null;
  return email;
}

export const isPending = (row: Pick<InviteRow, 'acceptedAt' | 'cancelledAt'>) => row.acceptedAt === null && row.cancelledAt === null;

export function toInvite(row: InviteRow, now = new Date()): Invite {
  return {
    id: row.id,
    email: row.email,
    role: row.role as AssignableRole,
    tag: row.tag,
    status: 'PENDING',
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: row.expiresAt.getTime() <= now.getTime(),
    invited_by_email: row.invitedByEmail,
  };
}

// ---------------------------------------------------------------------------------------------
// The mail

export interface Inviter {
  userId: string;
  email: string;
  name: string;
}

const roleWords = (role: string) => (role === 'ADMIN' ? 'an admin' : 'a member');

export function invitationMail(input: { to: string; organizationName: string; inviter: Inviter; role: string; link: string; expiresAt: Date }) {
  const { organizationName, inviter, link } = input;
  const who = inviter.name && inviter.name.toLowerCase() !== inviter.email.toLowerCase() ? inviter.name : inviter.email;
  const whoInFull = who === inviter.email ? inviter.email : `${inviter.name} (${inviter.email})`;
  const until = input.expiresAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const subject = `${who} invited you to join ${organizationName} on Steward`.replace(/[\r\n]+/g, ' ');
  const text =
    `Hello,\n\n` +
    `${whoInFull} invited you to join ${organizationName} on Steward as ${roleWords(input.role)}.\n\n` +
    `Steward is where ${organizationName}'s team works with Tally, an AI finance assistant, on the organization's financial documents.\n\n` +
    `Accept the invitation:\n\n${link}\n\n` +
    `The link expires in ${INVITE_TTL_DAYS} days (on ${until}). If you were not expecting this invitation, you can ignore this message.\n`;
  const body = html`<p>Hello,</p>
<p><strong>${whoInFull}</strong> invited you to join <strong>${organizationName}</strong> on Steward as ${roleWords(input.role)}.</p>
<p>Steward is where ${organizationName}'s team works with Tally, an AI finance assistant, on the organization's financial documents.</p>
<p><a href="${link}">Accept the invitation</a></p>
<p>The link expires in ${INVITE_TTL_DAYS} days (on ${until}). If you were not expecting this invitation, you can ignore this message.</p>`;
  return { to: input.to, subject, text, html: body.value };
}

// ---------------------------------------------------------------------------------------------
// The calls

export interface InviteContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

const inviteLink = (publicUrl: string, token: string) => `${publicUrl}/invite/accept?token=${token}`;

async function mailAllowance(db: Db, organizationId: string) {
  const limit = await hit(db, `invite-mail:org:${organizationId}`, { limit: INVITE_MAILS_PER_HOUR, windowSeconds: 3600 });
  if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
}

async function organizationName(db: Db, organizationId: string) {
  const org = (await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).limit(1))[0];
  if (!org) throw organizationNotFound();
  return org.name;
}

/** Places taken in the organisation: memberships (active or blocked) and pending invitations. */
export async function placesTaken(db: Db, organizationId: string): Promise<number> {
  const members = (await db.select({ n: count() }).from(memberships).where(eq(memberships.organizationId, organizationId)))[0]?.n ?? 0;
  const pending =
    (
      await db
        .select({ n: count() })
        .from(teamInvites)
        .where(and(eq(teamInvites.organizationId, organizationId), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt)))
    )[0]?.n ?? 0;
  return Number(members) + Number(pending);
}

export async function createInvite(
  ctx: InviteContext,
  caller: Membership,
  inviter: Inviter,
  input: { email: string; role: AssignableRole; tag: string | null },
): Promise<InviteRow> {
  const { db } = ctx;
  const email = cleanInviteEmail(input.email);
  if (!email) throw invalidEmail();
  const organizationId = caller.organizationId;
  await mailAllowance(db, organizationId);
  const token = randomToken();
  let created: { invite: InviteRow; organizationName: string };
  try {
    created = await db.transaction(async (tx) => {
      // The lock: invitations to one organisation are decided one at a time.
      const org = (
        await tx.select({ id: organizations.id, name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId)).for('update')
      )[0];
      if (!org) throw organizationNotFound();
      const lower = email.toLowerCase();
      const member = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.organizationId, organizationId), sql`lower(${users.email}) = ${lower}`))
        .limit(1);
      const pending = await tx
        .select({ id: teamInvites.id })
        .from(teamInvites)
        .where(
          and(
            eq(teamInvites.organizationId, organizationId),
            sql`lower(${teamInvites.email}) = ${lower}`,
            isNull(teamInvites.acceptedAt),
            isNull(teamInvites.cancelledAt),
          ),
        )
        .limit(1);
      if (member.length || pending.length) throw alreadyInvited();
      const taken = await placesTaken(tx as unknown as Db, organizationId);
      if (taken >= TEAM_CAPACITY) throw teamFull(taken);
      const now = new Date();
      const invite = (
        await tx
          .insert(teamInvites)
          .values({
            organizationId,
            email,
            role: input.role,
            tag: input.tag,
            tokenHash: sha256(token),
            invitedBy: inviter.userId,
            invitedByEmail: inviter.email,
            createdAt: now,
            sentAt: now,
            expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS),
          })
          .returning()
      )[0]!;
      return { invite, organizationName: org.name };
    });
  } catch (err) {
    // Two invitations of one address at once: the second hits team_invites_pending_email_key.
    if (isUniqueViolation(err)) throw alreadyInvited();
    throw err;
  }
  const { invite } = created;
  try {
    await ctx.mailer.send(
      invitationMail({ to: email, organizationName: created.organizationName, inviter, role: invite.role, link: inviteLink(ctx.publicUrl, token), expiresAt: invite.expiresAt }),
    );
  } catch (err) {
    // Nobody could ever accept it: the invitation is not kept and its place is free again.
    ctx.log.error({ err }, 'the invitation mail could not be sent');
    await db.delete(teamInvites).where(eq(teamInvites.id, invite.id));
    throw new HttpError(502, 'The invitation email could not be sent, so no invitation was made. Please try again.', 'mail_failed');
  }
  return invite;
}

export async function listPendingInvites(db: Db, organizationId: string): Promise<Invite[]> {
  const rows = await db
    .select()
    .from(teamInvites)
    .where(and(eq(teamInvites.organizationId, organizationId), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt)))
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
  const now = new Date();
  return rows.map((row) => toInvite(row, now));
}

/** The organisation's invitation `id` that is not cancelled, or 404 (also for another organisation's). */
async function findInvite(db: Db, organizationId: string, id: string): Promise<InviteRow> {
  if (!isUuid(id)) throw inviteNotFound();
  const row = (
    await db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.id, id.toLowerCase()), eq(teamInvites.organizationId, organizationId), isNull(teamInvites.cancelledAt)))
      .limit(1)
  )[0];
  if (!row) throw inviteNotFound();
  return row;
}

/** A new link (the old one stops working) and a new period; an expired invitation is renewed. */
export async function resendInvite(ctx: InviteContext, caller: Membership, inviter: Inviter, id: string): Promise<InviteRow> {
  const { db } = ctx;
  const before = await findInvite(db, caller.organizationId, id);
  if (before.acceptedAt) throw invalidInvite();
  await mailAllowance(db, caller.organizationId);
  const token = randomToken();
  const tokenHash = sha256(token);
  const now = new Date();
  const renewed = (
    await db
      .update(teamInvites)
      .set({ tokenHash, sentAt: now, expiresAt: new Date(now.getTime() + INVITE_TTL_DAYS * DAY_MS) })
      .where(and(eq(teamInvites.id, before.id), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt)))
      .returning()
  )[0];
  if (!renewed) throw invalidInvite();
  try {
    const name = await organizationName(db, caller.organizationId);
    // The mail names whoever sent it this time.
    await ctx.mailer.send(
      invitationMail({ to: renewed.email, organizationName: name, inviter, role: renewed.role, link: inviteLink(ctx.publicUrl, token), expiresAt: renewed.expiresAt }),
    );
  } catch (err) {
    ctx.log.error({ err }, 'the invitation mail could not be sent again');
    // The earlier link keeps working, as if nothing had happened.
    await db
      .update(teamInvites)
      .set({ tokenHash: before.tokenHash, sentAt: before.sentAt, expiresAt: before.expiresAt })
      .where(and(eq(teamInvites.id, before.id), eq(teamInvites.tokenHash, tokenHash)));
    throw new HttpError(502, 'The invitation email could not be sent again. The earlier link still works; please try again.', 'mail_failed');
  }
  return renewed;
}

/** Cancels a pending invitation (its link stops working and its place is free). */
export async function cancelInvite(db: Db, caller: Membership, id: string): Promise<void> {
  const before = await findInvite(db, caller.organizationId, id);
  if (before.acceptedAt) throw invalidInvite();
  const cancelled = await db
    .update(teamInvites)
    .set({ cancelledAt: new Date() })
    .where(and(eq(teamInvites.id, before.id), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt)))
    .returning({ id: teamInvites.id });
  if (!cancelled.length) throw invalidInvite();
}

/**
 * Accepts an invitation: finds or creates the account (InviteIdentity), then in one transaction
 * spends the link (once: `where accepted_at is null`), makes the users row, the membership and
 * access to the organisation's agents. An account in another organisation is refused and the
 * invitation stays unspent.
 */
export async function acceptInvite(
  ctx: { db: Db; log: FastifyBaseLogger },
  identity: InviteIdentity | null,
  rawToken: string,
): Promise<AcceptInviteResponse> {
  const { db } = ctx;
  const token = rawToken.trim();
  if (token.length < 20 || token.length > 200) throw invalidInvite();
  const tokenHash = sha256(token);
  const found = (
    await db
      .select({ invite: teamInvites, organizationName: organizations.name })
      .from(teamInvites)
      .innerJoin(organizations, eq(organizations.id, teamInvites.organizationId))
      .where(eq(teamInvites.tokenHash, tokenHash))
      .limit(1)
  )[0];
  if (!found || !isPending(found.invite) || found.invite.expiresAt.getTime() <= Date.now()) throw invalidInvite();
  if (!identity) throw invitesUnavailable();
  const invite = found.invite;
  const account = await identity.accountFor(invite.email);

  let joined: { userId: string; joined: boolean };
  try {
    joined = await db.transaction(async (tx) => {
      const now = new Date();
      const spent = await tx
        .update(teamInvites)
        .set({ acceptedAt: now })
        .where(and(eq(teamInvites.tokenHash, tokenHash), isNull(teamInvites.acceptedAt), isNull(teamInvites.cancelledAt), gt(teamInvites.expiresAt, now)))
        .returning({ id: teamInvites.id });
      if (!spent.length) throw invalidInvite();
      await tx.insert(users).values({ externalId: account.sub, email: invite.email, name: account.name }).onConflictDoNothing({ target: users.externalId });
      const user = (await tx.select().from(users).where(eq(users.externalId, account.sub)).limit(1))[0]!;
      const current = (await tx.select().from(memberships).where(eq(memberships.userId, user.id)).limit(1))[0];
      if (current && current.organizationId !== invite.organizationId) throw otherOrganization();
      if (!current) {
        await tx.insert(memberships).values({ organizationId: invite.organizationId, userId: user.id, role: invite.role, tag: invite.tag });
        const orgAgents = await tx.select({ id: agents.id }).from(agents).where(eq(agents.organizationId, invite.organizationId));
        if (orgAgents.length) {
          await tx
            .insert(agentAccess)
            .values(orgAgents.map((a) => ({ agentId: a.id, userId: user.id })))
            .onConflictDoNothing();
        }
      }
      await tx.update(teamInvites).set({ acceptedBy: user.id }).where(eq(teamInvites.id, invite.id));
      return { userId: user.id, joined: !current };
    });
  } catch (err) {
    // Someone else made this person a member meanwhile (memberships_user_key).
    if (isUniqueViolation(err)) throw otherOrganization();
    throw err;
  }
  if (joined.joined) await recordActivity(db, { organizationId: invite.organizationId, userId: joined.userId, kind: 'joined' }, ctx.log);
  return {
    reset_url: await account.nextUrl(),
    email: invite.email,
    organization_name: found.organizationName,
    existing_account: account.existing,
  };
}
