// The team calls (spec part 1, section 7): invitations under /api/auth/invites, members and
// activity under /api/organization/{id}. Managing the team is for owners and admins; members get
// 403 with the spec's sentence. Another organisation's ids answer 404, as everywhere.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Role } from '../../../contracts/roles';
import {
  acceptInviteRequestSchema,
  acceptInviteResponseSchema,
  activitiesResponseSchema,
  blockMemberRequestSchema,
  changeRoleRequestSchema,
  createInviteRequestSchema,
  inviteResponseSchema,
  invitesResponseSchema,
  memberUpdateResponseSchema,
  membersResponseSchema,
  messageResponseSchema,
} from '../../../contracts/team';
import { TEAM_MESSAGES } from '../../../contracts/team-constants';
import type { Db } from '../../db/client';
import { memberships } from '../../db/schema';
import type { RequireToken } from '../../plugins/authenticate';
import type { Mailer } from '../mail/mailer';
import { organizationNotFound, requireMembership, type Membership } from '../organization/access';
import { listActivities, pruneActivities } from './activity';
import type { InviteIdentity } from './identity';
import { acceptInvite, cancelInvite, createInvite, invitesUnavailable, listPendingInvites, resendInvite, toInvite, type Inviter } from './invites';
import { blockMember, changeRole, listMembers, removeMember } from './members';

const EDITORS: readonly Role[] = ['OWNER', 'ADMIN'];

export interface TeamRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  mailer: Mailer;
  publicUrl: string;
  /** The provider's side of invitations; null when Auth0's Management API is not configured. */
  identity: InviteIdentity | null;
  /** How often old activities are purged (default hourly). */
  purgeEveryMs?: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const orgParams = z.object({ id: z.string().max(100) });
const inviteParams = z.object({ id: z.string().max(100) });

export async function teamRoutes(app: FastifyInstance, opts: TeamRoutesOptions) {
  const { db, requireToken } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The caller's own organisation, as an owner or admin (404 without one, 403 otherwise). */
  async function editorOfOwnTeam(req: FastifyRequest, forbiddenDetail: string): Promise<Membership> {
    const user = req.principal?.user;
    if (!user) throw organizationNotFound();
    const own = (await db.select({ organizationId: memberships.organizationId }).from(memberships).where(eq(memberships.userId, user.id)).limit(1))[0];
    if (!own) throw organizationNotFound();
    return requireMembership(db, req.principal, own.organizationId, { roles: EDITORS, forbiddenDetail });
  }

  const inviterOf = (req: FastifyRequest): Inviter => {
    const user = req.principal!.user!;
    return { userId: user.id, email: user.email, name: user.name || req.principal!.name || '' };
  };

  const context = (req: FastifyRequest) => ({ db, mailer: opts.mailer, publicUrl: opts.publicUrl, log: req.log });

  // --- invitations ------------------------------------------------------------------------------

  r.post(
    '/api/auth/invites',
    {
      onRequest: requireToken,
      schema: {
        body: createInviteRequestSchema,
        response: { 201: inviteResponseSchema, ...errors, 409: apiErrorSchema, 429: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const caller = await editorOfOwnTeam(req, TEAM_MESSAGES.invite[403]);
      if (!opts.identity) throw invitesUnavailable();
      const invite = await createInvite(context(req), caller, inviterOf(req), {
        email: req.body.email,
        role: req.body.role,
        tag: req.body.tag ?? null,
      });
      return reply.code(201).send({ message: `Invitation sent to ${invite.email}`, invite: toInvite(invite) });
    },
  );

  r.get(
    '/api/auth/invites',
    {
      onRequest: requireToken,
      schema: { querystring: z.object({ status: z.enum(['PENDING']).optional() }), response: { 200: invitesResponseSchema, ...errors } },
    },
    async (req) => {
      const caller = await editorOfOwnTeam(req, "You don't have permission to view invitations");
      return { invites: await listPendingInvites(db, caller.organizationId) };
    },
  );

  // Static segments rank before parameters, so /accept never reads as an invitation id.
  r.post(
    '/api/auth/invites/accept',
    { schema: { body: acceptInviteRequestSchema, response: { 200: acceptInviteResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema, 503: apiErrorSchema } } },
    async (req) => acceptInvite({ db, log: req.log }, opts.identity, req.body.invite_token),
  );

  r.post(
    '/api/auth/invites/:id/resend',
    { onRequest: requireToken, schema: { params: inviteParams, response: { 200: inviteResponseSchema, ...errors, 429: apiErrorSchema, 502: apiErrorSchema } } },
    async (req) => {
      const caller = await editorOfOwnTeam(req, "You don't have permission to resend invitations");
      const invite = await resendInvite(context(req), caller, inviterOf(req), req.params.id);
      return { message: `Invitation sent again to ${invite.email}`, invite: toInvite(invite) };
    },
  );

  r.delete(
    '/api/auth/invites/:id',
    { onRequest: requireToken, schema: { params: inviteParams, response: { 200: messageResponseSchema, ...errors } } },
    async (req) => {
      const caller = await editorOfOwnTeam(req, "You don't have permission to cancel invitations");
      await cancelInvite(db, caller, req.params.id);
      return { message: 'Invitation cancelled' };
    },
  );

  // --- members ----------------------------------------------------------------------------------

  r.get(
    '/api/organization/:id/members',
    { onRequest: requireToken, schema: { params: orgParams, response: { 200: membersResponseSchema, ...errors } } },
    async (req) => {
      const caller = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: "You don't have permission to view team members" });
      return { members: await listMembers(db, caller.organizationId) };
    },
  );

  // Registered before /members/:authId for readability; static segments rank first anyway.
  r.patch(
    '/api/organization/:id/members/block',
    { onRequest: requireToken, schema: { params: orgParams, body: blockMemberRequestSchema, response: { 200: memberUpdateResponseSchema, ...errors } } },
    async (req) => {
      const caller = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: "You don't have permission to block members" });
      return blockMember(db, caller, req.body.auth0_user_id, req.body.blocked);
    },
  );

  r.patch(
    '/api/organization/:id/members/role',
    { onRequest: requireToken, schema: { params: orgParams, body: changeRoleRequestSchema, response: { 200: memberUpdateResponseSchema, ...errors } } },
    async (req) => {
      const caller = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: "You don't have permission to change roles" });
      return changeRole(db, caller, req.body.auth0_user_id, req.body.role);
    },
  );

  r.delete(
    '/api/organization/:id/members/:authId',
    {
      onRequest: requireToken,
      schema: { params: z.object({ id: z.string().max(100), authId: z.string().max(300) }), response: { 200: messageResponseSchema, ...errors } },
    },
    async (req) => {
      const caller = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: TEAM_MESSAGES.remove[403] });
      return removeMember({ db, log: req.log }, opts.identity, caller, req.params.authId);
    },
  );

  // --- activity ---------------------------------------------------------------------------------

  r.get(
    '/api/organization/:id/activities',
    { onRequest: requireToken, schema: { params: orgParams, response: { 200: activitiesResponseSchema, ...errors } } },
    async (req) => {
      const caller = await requireMembership(db, req.principal, req.params.id, { roles: EDITORS, forbiddenDetail: "You don't have permission to view team activity" });
      return { activities: await listActivities(db, caller.organizationId) };
    },
  );

  // Housekeeping: only the newest activities of each organisation are kept.
  const purge = setInterval(() => {
    pruneActivities(db).catch((err) => app.log.warn({ err }, 'activity purge failed'));
  }, opts.purgeEveryMs ?? 3600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}
