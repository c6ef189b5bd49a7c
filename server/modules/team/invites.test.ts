// Invitations through the real app and the embedded provider: inviting (checks, limits, who may,
// the team's capacity with pending invitations, two at once), the mail, listing, resending,
// cancelling, and accepting (a new account that sets its password and signs in, an existing one,
// one in another organisation, a used, cancelled or expired link).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { buildApp } from '../../app';
import { INVITE_TTL_DAYS, MEMBER_TAGS, TEAM_CAPACITY, TEAM_MESSAGES, type Invite } from '../../../contracts/team';
import { agentAccess, idpUsers, memberships, teamInvites, users } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import { createDevMailer, type Mailer } from '../mail/mailer';
import { onboardedOwner, person, type Organisation } from '../../../tests/server/documents';
import { PUBLIC_URL, createTestApp, testConfig, testDatabase, uniqueEmail } from '../../../tests/server/harness';
import { PASSWORD, TestBrowser, decodeJwt, mailbox, refresh, signUp, signedUpWithTokens, type Tokens } from '../../../tests/server/oauth';
import {
  INVITEE_NAME,
  acceptInvite,
  api,
  inviteTokens,
  joinTeam,
  latestInviteToken,
  sendInvite,
  setPassword,
  signInWithPassword,
} from '../../../tests/server/team';

let app: StewardApp;
let org: Organisation;
let other: Organisation;

beforeAll(async () => {
  app = await createTestApp({ documents: { runJobs: false } });
  org = await onboardedOwner(app, 'Riverbend Community Food Bank');
  other = await onboardedOwner(app, 'Harbor Youth Alliance');
}, 60_000);
afterAll(async () => {
  await app.close();
});

const db = () => app.steward.database.db;
const DAY_MS = 86400_000;
const list = async (token: string) => {
  const res = await api(app, 'GET', '/api/auth/invites?status=PENDING', token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { invites: Invite[] }).invites;
};
const inviteRow = async (id: string) => (await db().select().from(teamInvites).where(eq(teamInvites.id, id)))[0]!;
const expire = (id: string) => db().update(teamInvites).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(teamInvites.id, id));

/** A fresh organisation, for the tests that count places. */
const freshOrg = (name = 'Capacity Test Org') => onboardedOwner(app, name);

/** An address `length` characters long that passes the address check. */
function addressOfLength(length: number) {
  const local = 'a'.repeat(64);
  let left = length - local.length - 1 - '.org'.length;
  const labels: string[] = [];
  while (left > 0) {
    const n = Math.min(63, left);
    labels.push('b'.repeat(n));
    left -= n + 1;
  }
  const domain = `${labels.join('.')}.org`;
  const email = `${local}@${domain}`;
  return email.length === length ? email : `${local}@${'c'.repeat(length - local.length - 1 - 4)}.org`;
}

describe('POST /api/auth/invites', () => {
  it('invites an address: 201, the invitation, and a mail naming the organisation, the inviter, the role and the link', async () => {
    const email = uniqueEmail('ana');
    const before = Date.now();
    const res = await sendInvite(app, org.token, email, { role: 'ADMIN', tag: 'Board Member' });
    expect(res.statusCode, res.body).toBe(201);
    const { message, invite } = res.json() as { message: string; invite: Invite };
    expect(message).toContain(email);
    expect(invite).toMatchObject({ email, role: 'ADMIN', tag: 'Board Member', status: 'PENDING', expired: false, invited_by_email: org.email });
    const expires = new Date(invite.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + INVITE_TTL_DAYS * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + INVITE_TTL_DAYS * DAY_MS + 1000);
    expect(invite.sent_at).toBe(invite.created_at);

    const [mail] = await mailbox(app, email);
    expect(mail!.subject).toBe('Test Person invited you to join Riverbend Community Food Bank on Steward');
    expect(mail!.text).toContain(`Test Person (${org.email}) invited you to join Riverbend Community Food Bank on Steward as an admin.`);
    expect(mail!.text).toContain(`${PUBLIC_URL}/invite/accept?token=`);
    expect(mail!.text).toContain('expires in 7 days');
    const html = (mail as unknown as { html: string }).html;
    expect(html).toContain('<a href="http://localhost:8080/invite/accept?token=');
    expect(html).toContain('Riverbend Community Food Bank');

    // Only the token's hash is stored.
    const token = await latestInviteToken(app, email);
    const row = await inviteRow(invite.id);
    expect(row.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('escapes the organisation’s name in the mail’s HTML', async () => {
    const odd = await onboardedOwner(app, 'Tom & Jerry <Friends>');
    const email = uniqueEmail('escape');
    expect((await sendInvite(app, odd.token, email)).statusCode).toBe(201);
    const [mail] = (await mailbox(app, email)) as unknown as Array<{ subject: string; html: string }>;
    expect(mail!.subject).toContain('Tom & Jerry <Friends>');
    expect(mail!.html).toContain('Tom &amp; Jerry &lt;Friends&gt;');
    expect(mail!.html).not.toContain('<Friends>');
  });

  it('invites a MEMBER without a tag when only the email is sent (the spec’s one-field variant)', async () => {
    const o = await freshOrg();
    const email = uniqueEmail('plain');
    const res = await api(app, 'POST', '/api/auth/invites', o.token, { email: `  ${email.toUpperCase()}  ` });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().invite).toMatchObject({ email: email.toUpperCase(), role: 'MEMBER', tag: null });
    // The same address in another case is the same invitation.
    const again = await sendInvite(app, o.token, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: TEAM_MESSAGES.invite[409], code: 'already_invited' });
  });

  it('refuses an address that does not look like one: 400 with the spec’s sentence', async () => {
    for (const email of ['', '   ', 'no-at-sign', 'a@b', 'two words@example.org', 'a@b@example.org', 'a@example.org.', '<a>@example.org', 'a@exa mple.org']) {
      const res = await sendInvite(app, org.token, email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid email address or user already invited', code: 'invalid_email' });
    }
  });

  it('takes addresses up to 254 characters; longer ones are refused (320 and over by the schema)', async () => {
    const fresh = await freshOrg();
    const at = addressOfLength(254);
    expect(at).toHaveLength(254);
    const ok = await sendInvite(app, fresh.token, at);
    expect(ok.statusCode, ok.body).toBe(201);
    for (const length of [255, 320]) {
      const email = addressOfLength(length);
      expect(email).toHaveLength(length);
      const res = await sendInvite(app, fresh.token, email);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('invalid_email');
    }
    const over = await sendInvite(app, fresh.token, addressOfLength(321));
    expect(over.statusCode).toBe(400);
    expect(over.json().code).toBe('invalid_request');
    const local65 = `${'a'.repeat(65)}@example.org`;
    expect((await sendInvite(app, fresh.token, local65)).json().code).toBe('invalid_email');
  });

  it('takes only the spec’s member tags and the assignable roles', async () => {
    const fresh = await freshOrg();
    for (const tag of MEMBER_TAGS) {
      expect((await sendInvite(app, fresh.token, uniqueEmail('tag'), { tag })).statusCode).toBe(201);
      await db().update(teamInvites).set({ cancelledAt: new Date() }).where(eq(teamInvites.organizationId, fresh.orgId));
    }
    for (const body of [{ tag: 'Volunteer' }, { tag: 'board member' }, { tag: '' }, { role: 'OWNER' }, { role: 'admin' }]) {
      const res = await sendInvite(app, fresh.token, uniqueEmail('bad'), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    expect((await sendInvite(app, fresh.token, uniqueEmail('null-tag'), { tag: null })).statusCode).toBe(201);
  });

  it('refuses someone who is already a member, and a second pending invitation: 409', async () => {
    const o = await freshOrg();
    const joined = await joinTeam(app, o, 'MEMBER');
    for (const email of [joined.email, joined.email.toUpperCase(), o.email]) {
      const res = await sendInvite(app, o.token, email);
      expect(res.statusCode, email).toBe(409);
      expect(res.json().detail).toBe('User is already a team member or has pending invitation');
    }
  });

  it('is for owners and admins: a member gets 403, someone without an organisation 404, a blocked admin 403, no token 401', async () => {
    const o = await freshOrg();
    const member = await joinTeam(app, o, 'MEMBER');
    const forbidden = await sendInvite(app, member.token, uniqueEmail());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: "You don't have permission to invite team members", code: 'forbidden' });

    const admin = await joinTeam(app, o, 'ADMIN');
    expect((await sendInvite(app, admin.token, uniqueEmail())).statusCode).toBe(201);
    await db().update(memberships).set({ isActive: false }).where(eq(memberships.userId, admin.userId));
    const blocked = await sendInvite(app, admin.token, uniqueEmail());
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('membership_inactive');
    await db().update(memberships).set({ isActive: true }).where(eq(memberships.userId, admin.userId));

    const loner = await person(app, 'loner');
    const none = await sendInvite(app, loner.token, uniqueEmail());
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ detail: 'Organization not found', code: 'organization_not_found' });
    expect((await sendInvite(app, '', uniqueEmail())).statusCode).toBe(401);
    expect((await api(app, 'POST', '/api/auth/invites', null, { email: uniqueEmail() })).statusCode).toBe(401);
  });
});

describe('the team’s capacity', () => {
  it(`has ${TEAM_CAPACITY} places, members and pending invitations (expired ones too) together; cancelling frees one`, async () => {
    const fresh = await freshOrg();
    const first = await sendInvite(app, fresh.token, uniqueEmail('one'));
    const second = await sendInvite(app, fresh.token, uniqueEmail('two'));
    const third = await sendInvite(app, fresh.token, uniqueEmail('three'));
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    const full = await sendInvite(app, fresh.token, uniqueEmail('four'));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toEqual({
      detail: 'Your team is full: 4 of 4 places are taken, counting pending invitations. Remove a member or cancel an invitation to invite someone else.',
      code: 'team_full',
    });
    // An expired invitation still holds its place until it is cancelled.
    await expire(first.json().invite.id);
    expect((await sendInvite(app, fresh.token, uniqueEmail('four'))).json().code).toBe('team_full');
    const cancelled = await api(app, 'DELETE', `/api/auth/invites/${first.json().invite.id}`, fresh.token);
    expect(cancelled.statusCode).toBe(200);
    expect((await sendInvite(app, fresh.token, uniqueEmail('four'))).statusCode).toBe(201);
    expect((await sendInvite(app, fresh.token, uniqueEmail('five'))).statusCode).toBe(400);
  });

  it('counts members, blocked ones too: owner and two members leave room for one invitation', async () => {
    const fresh = await freshOrg();
    const a = await joinTeam(app, fresh, 'MEMBER');
    await joinTeam(app, fresh, 'ADMIN');
    await db().update(memberships).set({ isActive: false }).where(eq(memberships.userId, a.userId));
    expect((await sendInvite(app, fresh.token, uniqueEmail('third'))).statusCode).toBe(201);
    const refused = await sendInvite(app, fresh.token, uniqueEmail('fourth'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('team_full');
  });

  it('gives the last place to exactly one of two invitations sent at once', async () => {
    const fresh = await freshOrg();
    for (const name of ['x', 'y']) expect((await sendInvite(app, fresh.token, uniqueEmail(name))).statusCode).toBe(201);
    const results = await Promise.all([sendInvite(app, fresh.token, uniqueEmail('race-a')), sendInvite(app, fresh.token, uniqueEmail('race-b'))]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().code).toBe('team_full');
    const pending = await db().select().from(teamInvites).where(and(eq(teamInvites.organizationId, fresh.orgId)));
    expect(pending).toHaveLength(TEAM_CAPACITY - 1);
  });

  it('makes one invitation when the same address is invited twice at once', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('twice');
    const results = await Promise.all([sendInvite(app, fresh.token, email), sendInvite(app, fresh.token, email.toUpperCase())]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await db().select().from(teamInvites).where(eq(teamInvites.organizationId, fresh.orgId))).toHaveLength(1);
  });
});

describe('GET /api/auth/invites?status=PENDING', () => {
  it('lists the organisation’s pending invitations, newest first, with expired and who invited', async () => {
    const fresh = await freshOrg();
    const a = (await sendInvite(app, fresh.token, uniqueEmail('older'))).json().invite as Invite;
    const b = (await sendInvite(app, fresh.token, uniqueEmail('newer'))).json().invite as Invite;
    await db().update(teamInvites).set({ createdAt: new Date(Date.now() - 60_000) }).where(eq(teamInvites.id, a.id));
    await expire(a.id);
    const invites = await list(fresh.token);
    expect(invites.map((i) => i.id)).toEqual([b.id, a.id]);
    expect(invites[0]).toMatchObject({ expired: false, invited_by_email: fresh.email, status: 'PENDING' });
    expect(invites[1]!.expired).toBe(true);
    // Without the query, the same; accepted and cancelled ones are not listed.
    const c = (await sendInvite(app, fresh.token, uniqueEmail('gone'))).json().invite as Invite;
    await api(app, 'DELETE', `/api/auth/invites/${c.id}`, fresh.token);
    expect((await api(app, 'GET', '/api/auth/invites', fresh.token)).json().invites).toHaveLength(2);
    const accepted = await acceptInvite(app, await latestInviteToken(app, b.email));
    expect(accepted.statusCode).toBe(200);
    expect((await list(fresh.token)).map((i) => i.id)).toEqual([a.id]);
    // Another organisation sees only its own.
    expect((await list(other.token)).some((i) => i.id === a.id)).toBe(false);
  });

  it('refuses another status, and members', async () => {
    expect((await api(app, 'GET', '/api/auth/invites?status=ACCEPTED', org.token)).statusCode).toBe(400);
    const member = await joinTeam(app, await freshOrg(), 'MEMBER');
    expect((await api(app, 'GET', '/api/auth/invites?status=PENDING', member.token)).statusCode).toBe(403);
  });
});

describe('POST /api/auth/invites/{id}/resend', () => {
  it('sends a new link: the old one stops working, the new one works, and the period starts again', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('resend');
    const invite = (await sendInvite(app, fresh.token, email)).json().invite as Invite;
    const oldToken = await latestInviteToken(app, email);
    await db()
      .update(teamInvites)
      .set({ sentAt: new Date(Date.now() - 3 * DAY_MS), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamInvites.id, invite.id));
    expect((await list(fresh.token))[0]!.expired).toBe(true);

    const res = await api(app, 'POST', `/api/auth/invites/${invite.id}/resend`, fresh.token);
    expect(res.statusCode, res.body).toBe(200);
    const renewed = res.json().invite as Invite;
    expect(renewed).toMatchObject({ id: invite.id, expired: false, created_at: invite.created_at });
    expect(new Date(renewed.sent_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(renewed.expires_at).getTime()).toBeGreaterThan(Date.now() + (INVITE_TTL_DAYS * DAY_MS - 60_000));

    const tokens = await inviteTokens(app, email);
    expect(tokens).toHaveLength(2);
    const newToken = tokens.find((t) => t !== oldToken)!;
    const stale = await acceptInvite(app, oldToken);
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({ detail: 'Invalid invitation or invitation expired', code: 'invalid_invite' });
    expect((await acceptInvite(app, newToken)).statusCode).toBe(200);
    // Accepted: no longer pending.
    const again = await api(app, 'POST', `/api/auth/invites/${invite.id}/resend`, fresh.token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: TEAM_MESSAGES.inviteAction[400], code: 'invalid_invite' });
  });

  it('answers 404 for an unknown, malformed, cancelled or another organisation’s invitation, and 403 to members', async () => {
    const o = await freshOrg();
    const mine = (await sendInvite(app, o.token, uniqueEmail('mine'))).json().invite as Invite;
    const theirs = (await sendInvite(app, other.token, uniqueEmail('theirs'))).json().invite as Invite;
    const cancelled = (await sendInvite(app, o.token, uniqueEmail('cancelled'))).json().invite as Invite;
    await api(app, 'DELETE', `/api/auth/invites/${cancelled.id}`, o.token);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', theirs.id, cancelled.id]) {
      for (const [method, url] of [
        ['POST', `/api/auth/invites/${id}/resend`],
        ['DELETE', `/api/auth/invites/${id}`],
      ] as const) {
        const res = await api(app, method, url, o.token);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json()).toEqual({ detail: 'Invitation not found', code: 'invite_not_found' });
      }
    }
    const member = await joinTeam(app, o, 'MEMBER');
    expect((await api(app, 'POST', `/api/auth/invites/${mine.id}/resend`, member.token)).statusCode).toBe(403);
    expect((await api(app, 'DELETE', `/api/auth/invites/${mine.id}`, member.token)).statusCode).toBe(403);
    await api(app, 'DELETE', `/api/auth/invites/${theirs.id}`, other.token);
  });
});

describe('DELETE /api/auth/invites/{id}', () => {
  it('cancels: the link stops working, the place is free, and an accepted invitation cannot be cancelled', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('cancel');
    const invite = (await sendInvite(app, fresh.token, email)).json().invite as Invite;
    const token = await latestInviteToken(app, email);
    const res = await api(app, 'DELETE', `/api/auth/invites/${invite.id}`, fresh.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Invitation cancelled' });
    expect((await acceptInvite(app, token)).statusCode).toBe(400);
    expect(await list(fresh.token)).toEqual([]);
    expect((await api(app, 'DELETE', `/api/auth/invites/${invite.id}`, fresh.token)).statusCode).toBe(404);
    // The address may be invited again.
    const again = (await sendInvite(app, fresh.token, email)).json().invite as Invite;
    expect((await acceptInvite(app, await latestInviteToken(app, email))).statusCode).toBe(200);
    const accepted = await api(app, 'DELETE', `/api/auth/invites/${again.id}`, fresh.token);
    expect(accepted.statusCode).toBe(400);
    expect(accepted.json().code).toBe('invalid_invite');
  });
});

describe('POST /api/auth/invites/accept', () => {
  it('makes a new account, the membership and agent access; the person sets a password and signs in with the organisation’s claims', async () => {
    const org = await freshOrg('Riverbend Community Food Bank');
    const email = uniqueEmail('newcomer');
    expect((await sendInvite(app, org.token, email, { role: 'MEMBER', tag: 'Outsourced Consultant' })).statusCode).toBe(201);
    const token = await latestInviteToken(app, email);
    // A bearer token sent along is ignored: the call is public.
    const res = await acceptInvite(app, token, 'not.a.token');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email, organization_name: 'Riverbend Community Food Bank', existing_account: false });
    expect(body.reset_url).toMatch(new RegExp(`^${PUBLIC_URL}/u/reset-password\\?token=[A-Za-z0-9_-]{40,}$`));

    const account = (await db().select().from(idpUsers).where(eq(idpUsers.email, email)))[0]!;
    expect(account.emailVerifiedAt).toBeNull();
    const user = (await db().select().from(users).where(eq(users.externalId, `steward|${account.id}`)))[0]!;
    expect(user).toMatchObject({ email, name: '' });
    const membership = (await db().select().from(memberships).where(eq(memberships.userId, user.id)))[0]!;
    expect(membership).toMatchObject({ organizationId: org.orgId, role: 'MEMBER', tag: 'Outsourced Consultant', isActive: true });
    expect(await db().select().from(agentAccess).where(eq(agentAccess.userId, user.id))).toEqual([expect.objectContaining({ agentId: org.agentId })]);

    // Single use.
    const second = await acceptInvite(app, token);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ detail: 'Invalid invitation or invitation expired', code: 'invalid_invite' });

    // The account cannot sign in before the password is set.
    const early = await new TestBrowser(app).postForm('/u/login', { email, password: 'a team password 2026' });
    expect(early.statusCode).toBe(401);
    // The set-password page asks a new invitee's name, and will not go on without one.
    const nameless = await setPassword(app, body.reset_url, undefined, null);
    expect(nameless.statusCode).toBe(400);
    expect(nameless.body).toContain('Enter your name.');
    const set = await setPassword(app, body.reset_url);
    expect(set.statusCode).toBe(200);
    expect(set.body).toContain('Your password is set');
    const { tokens } = await signInWithPassword(app, email);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      sub: `steward|${account.id}`,
      email,
      db_organization_id: org.orgId,
      db_role: 'MEMBER',
      db_organization_name: 'Riverbend Community Food Bank',
    });
    expect(claims.db_agents_accessible).toEqual([{ agent_id: org.agentId, foundry_agent_id: expect.any(String) }]);
    // Signing in carried the name to the team's list.
    expect((await db().select().from(users).where(eq(users.id, user.id)))[0]!.name).toBe(INVITEE_NAME);
    // The member can use the organisation at once.
    expect((await api(app, 'GET', `/api/organization/agent/documents/list?organization_id=${org.orgId}&agent_id=${org.agentId}`, tokens.access_token)).statusCode).toBe(200);
  });

  it('gives an ADMIN invitation the admin role', async () => {
    const o = await freshOrg();
    const admin = await joinTeam(app, o, 'ADMIN', { tag: 'Board Member' });
    const claims = decodeJwt(admin.token);
    expect(claims).toMatchObject({ db_role: 'ADMIN', db_organization_id: o.orgId });
  });

  it('refuses an unknown, malformed, expired or cancelled link: 400', async () => {
    for (const token of [randomToken(), 'short', ' '.repeat(30), 'x'.repeat(200)]) {
      const res = await acceptInvite(app, token);
      expect(res.statusCode, token).toBe(400);
      expect(res.json()).toEqual({ detail: 'Invalid invitation or invitation expired', code: 'invalid_invite' });
    }
    expect((await acceptInvite(app, 'x'.repeat(201))).statusCode).toBe(400);
    expect((await api(app, 'POST', '/api/auth/invites/accept', null, {})).statusCode).toBe(400);
    const o = await freshOrg();
    const email = uniqueEmail('expired');
    const invite = (await sendInvite(app, o.token, email)).json().invite as Invite;
    await expire(invite.id);
    const expired = await acceptInvite(app, await latestInviteToken(app, email));
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('invalid_invite');
    expect(await db().select().from(idpUsers).where(eq(idpUsers.email, email))).toHaveLength(0);
  });

  it('adds an existing account without an organisation and sends it to sign in; its next refresh carries the organisation', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('existing');
    const { tokens } = await signedUpWithTokens(app, email);
    expect(decodeJwt(tokens.access_token).db_role).toBe('NEW_USER');
    await sendInvite(app, fresh.token, email, { role: 'ADMIN', tag: 'Other' });
    const res = await acceptInvite(app, await latestInviteToken(app, email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ reset_url: `${PUBLIC_URL}/login`, email, organization_name: 'Capacity Test Org', existing_account: true });
    const next = (await refresh(app, tokens.refresh_token!)).json() as Tokens;
    expect(decodeJwt(next.access_token)).toMatchObject({ db_organization_id: fresh.orgId, db_role: 'ADMIN' });
    // The password is unchanged.
    await signInWithPassword(app, email, PASSWORD);
  });

  it('keeps the users row of an account that registered before it was invited', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('registered');
    const { tokens } = await signedUpWithTokens(app, email);
    const sub = decodeJwt(tokens.access_token).sub as string;
    const reg = await api(app, 'POST', '/api/auth/register', tokens.access_token, { email, external_id: sub, name: 'Rosa Diaz' });
    expect(reg.statusCode).toBe(201);
    await sendInvite(app, fresh.token, email);
    expect((await acceptInvite(app, await latestInviteToken(app, email))).json().existing_account).toBe(true);
    const rows = await db().select().from(users).where(eq(users.externalId, sub));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Rosa Diaz');
  });

  it('sends an unverified account to set a new password: whoever made it does not get in with theirs', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('unverified');
    await signUp(app, email, { verify: false });
    await sendInvite(app, fresh.token, email);
    const res = await acceptInvite(app, await latestInviteToken(app, email));
    expect(res.json()).toMatchObject({ existing_account: false });
    expect(res.json().reset_url).toContain('/u/reset-password?token=');
    expect((await setPassword(app, res.json().reset_url)).statusCode).toBe(200);
    const { tokens } = await signInWithPassword(app, email);
    expect(decodeJwt(tokens.access_token).db_organization_id).toBe(fresh.orgId);
  });

  it('refuses an account that belongs to another organisation: 409, and the invitation stays unused', async () => {
    const o = await freshOrg();
    const elsewhere = await onboardedOwner(app, 'Elsewhere Org');
    const invite = (await sendInvite(app, o.token, elsewhere.email)).json().invite as Invite;
    const token = await latestInviteToken(app, elsewhere.email);
    for (let i = 0; i < 2; i++) {
      const res = await acceptInvite(app, token);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: 'This account already belongs to another organization. Ask for an invitation to a different email address.',
        code: 'member_of_other_organization',
      });
    }
    expect((await inviteRow(invite.id)).acceptedAt).toBeNull();
    const theirs = await db().select().from(memberships).where(eq(memberships.userId, elsewhere.userId));
    expect(theirs).toEqual([expect.objectContaining({ organizationId: elsewhere.orgId, role: 'OWNER' })]);
    expect((await list(o.token)).map((i) => i.id)).toEqual([invite.id]);
  });

  it('answers a person already in the organisation with the way in, and spends the link', async () => {
    const fresh = await freshOrg();
    const joined = await joinTeam(app, fresh, 'MEMBER');
    const token = randomToken();
    const [row] = await db()
      .insert(teamInvites)
      .values({
        organizationId: fresh.orgId,
        email: joined.email,
        role: 'ADMIN',
        tokenHash: sha256(token),
        invitedByEmail: fresh.email,
        expiresAt: new Date(Date.now() + DAY_MS),
      })
      .returning();
    const res = await acceptInvite(app, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reset_url: `${PUBLIC_URL}/login`, existing_account: true });
    expect((await inviteRow(row!.id)).acceptedAt).not.toBeNull();
    // Nothing changed in the membership.
    expect((await db().select().from(memberships).where(eq(memberships.userId, joined.userId)))[0]!.role).toBe('MEMBER');
  });

  it('spends a link once when it is accepted twice at once', async () => {
    const fresh = await freshOrg();
    const email = uniqueEmail('double');
    await sendInvite(app, fresh.token, email);
    const token = await latestInviteToken(app, email);
    const results = await Promise.all([acceptInvite(app, token), acceptInvite(app, token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const members = await db().select().from(memberships).where(eq(memberships.organizationId, fresh.orgId));
    expect(members).toHaveLength(2);
  });
});

describe('when the mail cannot be sent', () => {
  let failing: StewardApp;
  let down = false;

  beforeAll(async () => {
    const database = await testDatabase();
    const config = testConfig();
    const dev = createDevMailer(database.db, app.log);
    const mailer: Mailer = {
      kind: 'dev',
      async send(mail) {
        if (down) throw new Error('SMTP 421 service not available');
        return dev.send(mail);
      },
      close: async () => {},
    };
    failing = await buildApp({
      config,
      database: { ...database, close: async () => {} },
      mailer,
      identityRateLimits: { loginPerIp: { limit: 10_000, windowSeconds: 60 }, signupPerIp: { limit: 10_000, windowSeconds: 60 }, tokenPerIp: { limit: 10_000, windowSeconds: 60 } },
      documents: { runJobs: false },
    });
    await failing.ready();
  });
  afterAll(async () => {
    await failing.close();
  });

  it('makes no invitation (502) and keeps the place free; a failed resend keeps the earlier link working', async () => {
    const fresh = await onboardedOwner(failing, 'Mail Trouble Org');
    const email = uniqueEmail('nomail');
    down = true;
    const res = await sendInvite(failing, fresh.token, email);
    down = false;
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'The invitation email could not be sent, so no invitation was made. Please try again.', code: 'mail_failed' });
    expect(await db().select().from(teamInvites).where(eq(teamInvites.organizationId, fresh.orgId))).toHaveLength(0);

    const invite = (await sendInvite(failing, fresh.token, email)).json().invite as Invite;
    const token = await latestInviteToken(failing, email);
    const before = await inviteRow(invite.id);
    down = true;
    const resend = await api(failing, 'POST', `/api/auth/invites/${invite.id}/resend`, fresh.token);
    down = false;
    expect(resend.statusCode).toBe(502);
    expect(resend.json().code).toBe('mail_failed');
    expect(await inviteRow(invite.id)).toEqual(before);
    expect((await acceptInvite(failing, token)).statusCode).toBe(200);
  });
});
