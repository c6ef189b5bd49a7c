// Members through the real app and the embedded provider: the list, blocking (refused by every
// call and every token grant, restored by unblocking, refresh tokens included), roles (with the
// owner's and the last admin's protections), removal (membership, agent access and tokens go,
// threads stay), who may do what, and other organisations' ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { TEAM_MESSAGES, type Member } from '../../../contracts/team';
import { agentAccess, chatThreads, memberships, users } from '../../db/schema';
import { onboardedOwner, type Organisation } from '../../../tests/server/documents';
import { createTestApp } from '../../../tests/server/harness';
import { authorizeCode, authorizeUrl, decodeJwt, exchangeCode, location, pkce, refresh, tokenRequest, type Tokens } from '../../../tests/server/oauth';
import { CLIENT_ID, REDIRECT_URI } from '../../../tests/server/harness';
import { INVITEE_NAME, api, joinTeam, memberUrl, signInWithPassword, type Joined } from '../../../tests/server/team';
import type { Membership } from '../organization/access';
import { changeRole } from './members';

let app: StewardApp;
let org: Organisation;
let other: Organisation;
let otherMember: Joined;

beforeAll(async () => {
  app = await createTestApp({ documents: { runJobs: false } });
  org = await onboardedOwner(app, 'Riverbend Community Food Bank');
  other = await onboardedOwner(app, 'Harbor Youth Alliance');
  otherMember = await joinTeam(app, other, 'MEMBER');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const db = () => app.steward.database.db;
const membersOf = async (orgId: string, token: string) => {
  const res = await api(app, 'GET', `/api/organization/${orgId}/members`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { members: Member[] }).members;
};
const block = (orgId: string, token: string, sub: string, blocked: boolean) =>
  api(app, 'PATCH', `/api/organization/${orgId}/members/block`, token, { auth0_user_id: sub, blocked });
const setRole = (orgId: string, token: string, sub: string, role: string) =>
  api(app, 'PATCH', `/api/organization/${orgId}/members/role`, token, { auth0_user_id: sub, role });
const remove = (orgId: string, token: string, sub: string) => api(app, 'DELETE', memberUrl(orgId, sub), token);
const documentsList = (o: Organisation, token: string) =>
  api(app, 'GET', `/api/organization/agent/documents/list?organization_id=${o.orgId}&agent_id=${o.agentId}`, token);
const membershipOf = async (userId: string) => (await db().select().from(memberships).where(eq(memberships.userId, userId)))[0];

/** A team of its own: owner, an admin and a member who signed in through invitations. */
async function team(name = 'Team Org') {
  const owner = await onboardedOwner(app, name);
  const admin = await joinTeam(app, owner, 'ADMIN', { tag: 'Board Member' });
  const member = await joinTeam(app, owner, 'MEMBER', { tag: 'Outsourced Consultant' });
  return { owner, admin, member };
}

describe('GET /api/organization/{id}/members', () => {
  it('lists the owner first, then admins, then members, in the contract’s shape', async () => {
    const { owner, admin, member } = await team('Listing Org');
    const members = await membersOf(owner.orgId, owner.token);
    expect(members.map((m) => m.role)).toEqual(['OWNER', 'ADMIN', 'MEMBER']);
    expect(members[0]).toMatchObject({ auth0_id: owner.sub, user_id: owner.userId, id: owner.userId, email: owner.email, name: 'Test Person', full_name: 'Test Person', tag: null });
    const local = INVITEE_NAME;
    expect(members[1]).toEqual({
      id: admin.userId,
      user_id: admin.userId,
      auth0_id: admin.sub,
      name: local,
      full_name: local,
      email: admin.email,
      is_active: true,
      role: 'ADMIN',
      tag: 'Board Member',
      status: 'active',
      last_activity_at: expect.any(String),
      created_at: expect.any(String),
      queries_used: 0,
    });
    expect(members[2]).toMatchObject({ auth0_id: member.sub, tag: 'Outsourced Consultant', role: 'MEMBER' });
    // Admins may list too.
    expect(await membersOf(owner.orgId, admin.token)).toHaveLength(3);
    // Someone without a name yet is shown by the part of their address before the @.
    await db().update(users).set({ name: '' }).where(eq(users.id, member.userId));
    expect((await membersOf(owner.orgId, owner.token))[2]).toMatchObject({ name: member.email.split('@')[0], full_name: member.email.split('@')[0] });
  });

  it('orders people of one role by name', async () => {
    const owner = await onboardedOwner(app, 'Names Org');
    const zed = await joinTeam(app, owner, 'MEMBER');
    const amy = await joinTeam(app, owner, 'MEMBER');
    await db().update(users).set({ name: 'zed' }).where(eq(users.id, zed.userId));
    await db().update(users).set({ name: 'Amy' }).where(eq(users.id, amy.userId));
    expect((await membersOf(owner.orgId, owner.token)).map((m) => m.name)).toEqual(['Test Person', 'Amy', 'zed']);
  });

  it('is refused to members (403), and another organisation’s id or a malformed one answers 404', async () => {
    const res = await api(app, 'GET', `/api/organization/${other.orgId}/members`, otherMember.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "You don't have permission to view team members", code: 'forbidden' });
    for (const id of [other.orgId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const cross = await api(app, 'GET', `/api/organization/${id}/members`, org.token);
      expect(cross.statusCode, id).toBe(404);
      expect(cross.json()).toEqual({ detail: 'Organization not found', code: 'organization_not_found' });
    }
    expect((await api(app, 'GET', `/api/organization/${org.orgId}/members`, null)).statusCode).toBe(401);
  });
});

describe('PATCH /api/organization/{id}/members/block', () => {
  it('blocks: every call answers 403 membership_inactive and no token is granted; unblocking restores both, the same refresh token included', async () => {
    const { owner, admin, member } = await team('Blocking Org');
    const res = await block(owner.orgId, admin.token, member.sub, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', member: { auth0_id: member.sub, is_active: false, status: 'blocked' } });
    expect(res.json().message).toContain('blocked');
    expect((await membersOf(owner.orgId, owner.token)).find((m) => m.auth0_id === member.sub)!.status).toBe('blocked');

    // The next request, with the token still in hand.
    for (const call of [
      () => documentsList(owner, member.token),
      () => api(app, 'GET', '/api/chat/dashboard', member.token),
      () => api(app, 'GET', `/api/organization/${owner.orgId}/members`, member.token),
      () => api(app, 'GET', `/api/organization/${owner.orgId}/usage/queries`, member.token),
    ]) {
      const refused = await call();
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'membership_inactive',
        detail: 'Your access to Blocking Org has been blocked. Ask an admin of your organization to restore it.',
      });
    }

    // Token grants: a refresh and a new sign-in are refused, and nothing is spent or revoked.
    const refreshed = await refresh(app, member.refreshToken);
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json()).toEqual({
      error: 'access_denied',
      error_description: 'Your access to Blocking Org has been blocked. Ask an admin of your organization to restore it.',
    });
    expect((await refresh(app, member.refreshToken)).statusCode).toBe(403);
    const { code, verifier } = await authorizeCode(member.browser);
    const exchange = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, code, code_verifier: verifier, redirect_uri: REDIRECT_URI });
    expect(exchange.statusCode).toBe(403);
    expect(exchange.json().error).toBe('access_denied');

    const unblocked = await block(owner.orgId, owner.token, member.sub, false);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().member).toMatchObject({ is_active: true, status: 'active' });
    expect((await documentsList(owner, member.token)).statusCode).toBe(200);
    const again = await refresh(app, member.refreshToken);
    expect(again.statusCode, again.body).toBe(200);
    expect(decodeJwt((again.json() as Tokens).access_token)).toMatchObject({ db_organization_id: owner.orgId, db_role: 'MEMBER' });
    expect((await api(app, 'GET', '/api/chat/dashboard', (again.json() as Tokens).access_token)).statusCode).toBe(200);
    await signInWithPassword(app, member.email);
  });

  it('blocks an admin from managing the team', async () => {
    const { owner, admin } = await team('Blocked Admin Org');
    expect((await block(owner.orgId, owner.token, admin.sub, true)).statusCode).toBe(200);
    for (const call of [
      () => api(app, 'GET', `/api/organization/${owner.orgId}/members`, admin.token),
      () => api(app, 'GET', '/api/auth/invites?status=PENDING', admin.token),
      () => api(app, 'GET', `/api/organization/${owner.orgId}/activities`, admin.token),
    ]) {
      const refused = await call();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('membership_inactive');
    }
  });

  it('refuses the owner, oneself, unknown people and other organisations’ members; members may not block', async () => {
    const { owner, admin, member } = await team('Block Rules Org');
    const ownerRes = await block(owner.orgId, admin.token, owner.sub, true);
    expect(ownerRes.statusCode).toBe(400);
    expect(ownerRes.json()).toEqual({ detail: "The organization's owner can't be blocked", code: 'owner_protected' });
    const self = await block(owner.orgId, admin.token, admin.sub, true);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: "You can't block yourself", code: 'self_action' });
    for (const sub of ['steward|00000000-0000-4000-8000-000000000000', otherMember.sub, 'auth0|nobody']) {
      const res = await block(owner.orgId, owner.token, sub, true);
      expect(res.statusCode, sub).toBe(404);
      expect(res.json()).toEqual({ detail: 'Member not found or already removed', code: 'member_not_found' });
    }
    const byMember = await block(owner.orgId, member.token, admin.sub, true);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: "You don't have permission to block members", code: 'forbidden' });
    expect((await block(other.orgId, owner.token, otherMember.sub, true)).statusCode).toBe(404);
    expect((await membershipOf(otherMember.userId))!.isActive).toBe(true);
    expect((await api(app, 'PATCH', `/api/organization/${owner.orgId}/members/block`, owner.token, { auth0_user_id: member.sub })).statusCode).toBe(400);
  });
});

describe('PATCH /api/organization/{id}/members/role', () => {
  it('makes a member an admin (owner or admin may); only the owner makes an admin a member again', async () => {
    const { owner, admin, member } = await team('Roles Org');
    const promoted = await setRole(owner.orgId, admin.token, member.sub, 'ADMIN');
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toMatchObject({ status: 'success', member: { auth0_id: member.sub, role: 'ADMIN' } });
    const next = (await refresh(app, member.refreshToken)).json() as Tokens;
    expect(decodeJwt(next.access_token).db_role).toBe('ADMIN');

    const byAdmin = await setRole(owner.orgId, admin.token, member.sub, 'MEMBER');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ detail: "You don't have permission to change roles", code: 'forbidden' });
    const byOwner = await setRole(owner.orgId, owner.token, member.sub, 'MEMBER');
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().member.role).toBe('MEMBER');
    // The same role again changes nothing and succeeds.
    expect((await setRole(owner.orgId, owner.token, member.sub, 'MEMBER')).statusCode).toBe(200);
    // A member may not change roles.
    const byMember = await setRole(owner.orgId, next.access_token, admin.sub, 'MEMBER');
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().detail).toBe("You don't have permission to change roles");
  });

  it('refuses the owner, oneself, OWNER as a role, unknown people and other organisations’ members', async () => {
    const { owner, admin } = await team('Role Rules Org');
    const ownerRes = await setRole(owner.orgId, admin.token, owner.sub, 'MEMBER');
    expect(ownerRes.statusCode).toBe(400);
    expect(ownerRes.json().code).toBe('owner_protected');
    const self = await setRole(owner.orgId, admin.token, admin.sub, 'MEMBER');
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: "You can't change your own role", code: 'self_action' });
    expect((await setRole(owner.orgId, owner.token, admin.sub, 'OWNER')).statusCode).toBe(400);
    expect((await setRole(owner.orgId, owner.token, otherMember.sub, 'ADMIN')).statusCode).toBe(404);
    expect((await setRole(other.orgId, owner.token, otherMember.sub, 'ADMIN')).statusCode).toBe(404);
  });

  it('keeps at least one active owner or admin', async () => {
    const { owner, admin } = await team('Last Admin Org');
    // Ownership moved away in the database: the admin is the only one left with admin rights.
    const ownerMembership = (await membershipOf(owner.userId))!;
    await db().update(memberships).set({ role: 'MEMBER' }).where(eq(memberships.id, ownerMembership.id));
    const caller: Membership = { ...ownerMembership, role: 'OWNER' };
    await expect(changeRole(db(), caller, admin.sub, 'MEMBER')).rejects.toMatchObject({
      statusCode: 400,
      detail: 'Cannot remove admin privileges. There must be at least one admin.',
      code: 'last_admin',
    });
    expect((await membershipOf(admin.userId))!.role).toBe('ADMIN');
    // A blocked owner does not count either.
    await db().update(memberships).set({ role: 'OWNER', isActive: false }).where(eq(memberships.id, ownerMembership.id));
    await expect(changeRole(db(), caller, admin.sub, 'MEMBER')).rejects.toMatchObject({ code: 'last_admin' });
    // With the owner active again, the change goes through.
    await db().update(memberships).set({ isActive: true }).where(eq(memberships.id, ownerMembership.id));
    const res = await setRole(owner.orgId, owner.token, admin.sub, 'MEMBER');
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('DELETE /api/organization/{id}/members/{authId}', () => {
  it('removes a member: the membership, agent access and tokens go; their threads stay with the organisation', async () => {
    const { owner, admin, member } = await team('Removal Org');
    const thread = await api(app, 'POST', '/api/chat/', member.token, { user_id: member.sub, f_agent_id: owner.agentId, organization_id: owner.orgId, title: 'Rent' });
    expect(thread.statusCode, thread.body).toBe(201);
    expect(await db().select().from(agentAccess).where(eq(agentAccess.userId, member.userId))).toHaveLength(1);

    const res = await api(app, 'DELETE', `/api/organization/${owner.orgId}/members/${encodeURIComponent(member.sub)}`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('removed');
    expect((await membersOf(owner.orgId, owner.token)).map((m) => m.auth0_id)).toEqual([owner.sub, admin.sub]);
    expect(await membershipOf(member.userId)).toBeUndefined();
    expect(await db().select().from(agentAccess).where(eq(agentAccess.userId, member.userId))).toHaveLength(0);

    // The next call: their session has ended, so the access token they hold is refused (issue 14).
    const next = await documentsList(owner, member.token);
    expect(next.statusCode).toBe(401);
    expect(next.json()).toEqual({ detail: 'Invalid token', code: 'invalid_token' });
    // Signed out everywhere: the refresh token and the provider's session are revoked.
    const refreshed = await refresh(app, member.refreshToken);
    expect(refreshed.statusCode).toBe(403);
    expect(refreshed.json().error).toBe('invalid_grant');
    const silent = await member.browser.get(authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none' }));
    expect(location(silent).query.error).toBe('login_required');
    // A new sign-in finds them without an organisation.
    const { tokens } = await signInWithPassword(app, member.email);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ db_role: 'NEW_USER', db_organization_id: 'NEW_USER' });

    // Their thread is still the organisation's.
    const kept = await db().select().from(chatThreads).where(eq(chatThreads.id, thread.json().id as string));
    expect(kept).toEqual([expect.objectContaining({ organizationId: owner.orgId, userId: member.userId })]);

    // Already removed.
    const again = await remove(owner.orgId, owner.token, member.sub);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: TEAM_MESSAGES.remove[404], code: 'member_not_found' });
    // The place is free: they can be invited back.
    expect((await api(app, 'POST', '/api/auth/invites', owner.token, { email: member.email })).statusCode).toBe(201);
  });

  it('refuses the owner and oneself (400), members (403), and other organisations’ people or ids (404)', async () => {
    const { owner, admin, member } = await team('Remove Rules Org');
    const ownerRes = await remove(owner.orgId, admin.token, owner.sub);
    expect(ownerRes.statusCode).toBe(400);
    expect(ownerRes.json()).toEqual({ detail: 'Invalid request: Unable to remove this member', code: 'owner_protected' });
    const self = await remove(owner.orgId, admin.token, admin.sub);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ detail: 'Invalid request: Unable to remove this member', code: 'self_action' });
    const byMember = await remove(owner.orgId, member.token, admin.sub);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json()).toEqual({ detail: "You don't have permission to remove members", code: 'forbidden' });
    expect((await remove(owner.orgId, owner.token, otherMember.sub)).statusCode).toBe(404);
    expect((await remove(owner.orgId, owner.token, 'auth0|nobody')).statusCode).toBe(404);
    const cross = await remove(other.orgId, owner.token, otherMember.sub);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().code).toBe('organization_not_found');
    expect(await membershipOf(otherMember.userId)).toBeDefined();
    expect((await api(app, 'DELETE', `/api/organization/${owner.orgId}/members/`, owner.token)).statusCode).toBe(404);
  });
});

describe('management calls as a member', () => {
  it('answers 403 to every one', async () => {
    const { owner, admin, member } = await team('Member Calls Org');
    const invite = (await api(app, 'POST', '/api/auth/invites', owner.token, { email: `x.${Date.now()}@example.org` })).json().invite.id as string;
    const calls: Array<[string, () => ReturnType<typeof api>]> = [
      ['invite', () => api(app, 'POST', '/api/auth/invites', member.token, { email: 'y@example.org' })],
      ['list invites', () => api(app, 'GET', '/api/auth/invites?status=PENDING', member.token)],
      ['resend', () => api(app, 'POST', `/api/auth/invites/${invite}/resend`, member.token)],
      ['cancel', () => api(app, 'DELETE', `/api/auth/invites/${invite}`, member.token)],
      ['members', () => api(app, 'GET', `/api/organization/${owner.orgId}/members`, member.token)],
      ['remove', () => remove(owner.orgId, member.token, admin.sub)],
      ['block', () => block(owner.orgId, member.token, admin.sub, true)],
      ['role', () => setRole(owner.orgId, member.token, admin.sub, 'MEMBER')],
      ['activities', () => api(app, 'GET', `/api/organization/${owner.orgId}/activities`, member.token)],
    ];
    for (const [name, call] of calls) {
      const res = await call();
      expect(res.statusCode, name).toBe(403);
      expect(res.json().code, name).toBe('forbidden');
    }
  });
});

describe('the embedded provider’s sign-in', () => {
  it('grants tokens to a member who is not blocked', async () => {
    const { member } = await team('Sign-in Org');
    const { code, verifier } = await authorizeCode(member.browser);
    const tokens = await exchangeCode(app, code, verifier);
    expect(decodeJwt(tokens.access_token).db_role).toBe('MEMBER');
  });
});
