// The team with Auth0: accepting an invitation finds or creates the account through Auth0's
// Management API and answers its password-change ticket; removing a member revokes their Auth0
// sessions; the claims endpoint tells the Action who is blocked. A small stand-in for Auth0 (not
// our server) serves the JWKS, the client-credentials token and the Management API calls used.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { StewardApp } from '../../app';
import { agentAccess, agents, memberActivities, memberships, users } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { PUBLIC_URL, createTestApp, uniqueEmail } from '../../../tests/server/harness';
import { acceptInvite, api, latestInviteToken, memberUrl, sendInvite } from '../../../tests/server/team';

const AUDIENCE = 'https://api.steward.test';
const CLAIMS_SECRET = 's'.repeat(40);
const CONNECTION = 'Username-Password-Authentication';

interface StandInUser {
  user_id: string;
  email: string;
  email_verified: boolean;
  name: string;
  identities: Array<{ connection: string }>;
}

interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
}

let server: Server;
let issuer: string;
let domain: string;
let privateKey: CryptoKey;
let app: StewardApp;
const auth0Users = new Map<string, StandInUser>();
const seen: Seen[] = [];
const failing = new Set<string>();
let issuedTokens = 0;

async function readBody(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'auth0-key-1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = req.method === 'POST' ? await readBody(req) : null;
      seen.push({ method: req.method ?? '', path: url.pathname + url.search, body, authorization: req.headers.authorization });
      const json = (status: number, value: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (failing.has(url.pathname)) {
        failing.delete(url.pathname);
        return json(500, { error: 'Internal Server Error' });
      }
      if (url.pathname === '/.well-known/jwks.json') return json(200, { keys: [jwk] });
      if (req.method === 'POST' && url.pathname === '/oauth/token') {
        const ok =
          body?.grant_type === 'client_credentials' &&
          body.client_id === 'mgmt-client' &&
          body.client_secret === 'mgmt-secret' &&
          body.audience === `${domain}/api/v2/`;
        if (!ok) return json(401, { error: 'access_denied' });
        issuedTokens++;
        return json(200, { access_token: `mgmt-token-${issuedTokens}`, expires_in: 86400, token_type: 'Bearer' });
      }
      if (!url.pathname.startsWith('/api/v2/')) return json(404, { error: 'not found' });
      if (!req.headers.authorization?.startsWith('Bearer mgmt-token-')) return json(401, { error: 'Unauthorized' });
      if (req.method === 'GET' && url.pathname === '/api/v2/users-by-email') {
        const email = url.searchParams.get('email');
        return json(200, [...auth0Users.values()].filter((u) => u.email === email));
      }
      if (req.method === 'POST' && url.pathname === '/api/v2/users') {
        const email = String(body?.email ?? '').toLowerCase();
        if ([...auth0Users.values()].some((u) => u.email === email)) return json(409, { message: 'The user already exists.' });
        const user: StandInUser = { user_id: `auth0|${randomToken(9)}`, email, email_verified: false, name: email, identities: [{ connection: String(body?.connection) }] };
        auth0Users.set(user.user_id, user);
        return json(201, user);
      }
      if (req.method === 'POST' && url.pathname === '/api/v2/tickets/password-change') {
        return json(201, { ticket: `${domain}/lo/reset?ticket=${randomToken(12)}#` });
      }
      const sessions = /^\/api\/v2\/users\/([^/]+)\/(sessions|refresh-tokens)$/.exec(url.pathname);
      if (req.method === 'DELETE' && sessions) return res.writeHead(sessions[2] === 'sessions' ? 202 : 204).end();
      return json(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  domain = issuer.replace(/\/$/, '');
  app = await createTestApp({
    env: {
      AUTH0_DOMAIN: issuer,
      AUTH0_CLIENT_ID: 'spa-client',
      AUTH0_AUDIENCE: AUDIENCE,
      AUTH0_CLAIMS_SECRET: CLAIMS_SECRET,
      AUTH0_MGMT_CLIENT_ID: 'mgmt-client',
      AUTH0_MGMT_CLIENT_SECRET: 'mgmt-secret',
    },
    documents: { runJobs: false },
  });
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const db = () => app.steward.database.db;
const auth0Token = (sub: string, email: string) =>
  new SignJWT({ email, name: 'Ana Lopez' })
    .setProtectedHeader({ alg: 'RS256', kid: 'auth0-key-1' })
    .setIssuer(issuer)
    .setAudience([AUDIENCE, `${issuer}userinfo`])
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);

/** An owner signed in with Auth0, with an organisation and Tally. */
async function auth0Owner(name = 'Riverbend Community Food Bank') {
  const sub = `auth0|owner${randomToken(6)}`;
  const email = uniqueEmail('owner');
  const token = await auth0Token(sub, email);
  const created = await api(app, 'POST', '/api/organization', token, { name, owner_user_id: sub });
  expect(created.statusCode, created.body).toBe(201);
  const orgId = created.json().organization_id as string;
  const agent = (await db().insert(agents).values({ organizationId: orgId, name: 'Tally', type: 'finance', foundryAgentId: `tally-${randomToken(6)}` }).returning())[0]!;
  return { sub, email, token, orgId, agentId: agent.id };
}

const claims = (sub: string, login = false) =>
  app.inject({ method: 'GET', url: `/api/auth/claims?sub=${encodeURIComponent(sub)}${login ? '&login=1' : ''}`, headers: { 'x-steward-claims-secret': CLAIMS_SECRET } });

describe('accepting an invitation with Auth0', () => {
  it('creates the Auth0 account and answers its password-change ticket', async () => {
    const owner = await auth0Owner();
    const email = uniqueEmail('newcomer');
    expect((await sendInvite(app, owner.token, email, { role: 'ADMIN', tag: 'Board Member' })).statusCode).toBe(201);
    const res = await acceptInvite(app, await latestInviteToken(app, email));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ email, organization_name: 'Riverbend Community Food Bank', existing_account: false });
    expect(body.reset_url).toMatch(new RegExp(`^${domain}/lo/reset\\?ticket=`));

    const created = [...auth0Users.values()].find((u) => u.email === email)!;
    expect(created.identities[0]!.connection).toBe(CONNECTION);
    const user = (await db().select().from(users).where(eq(users.externalId, created.user_id)))[0]!;
    expect(user.email).toBe(email);
    expect((await db().select().from(memberships).where(eq(memberships.userId, user.id)))[0]).toMatchObject({ organizationId: owner.orgId, role: 'ADMIN', tag: 'Board Member' });
    expect(await db().select().from(agentAccess).where(eq(agentAccess.userId, user.id))).toEqual([expect.objectContaining({ agentId: owner.agentId })]);

    const createCall = seen.find((s) => s.method === 'POST' && s.path === '/api/v2/users')!;
    expect(createCall.body).toMatchObject({ email, connection: CONNECTION, email_verified: false, verify_email: false });
    expect(String(createCall.body!.password).length).toBeGreaterThanOrEqual(32);
    const ticketCall = seen.find((s) => s.path === '/api/v2/tickets/password-change')!;
    expect(ticketCall.body).toMatchObject({ user_id: created.user_id, result_url: `${PUBLIC_URL}/login`, mark_email_as_verified: true });
    expect(seen.find((s) => s.path.startsWith('/api/v2/users-by-email'))!.path).toBe(`/api/v2/users-by-email?email=${encodeURIComponent(email)}`);

    // Single use, as with the embedded provider.
    expect((await acceptInvite(app, await latestInviteToken(app, email))).statusCode).toBe(400);
  });

  it('adds an existing, verified Auth0 account and sends it to sign in, without a ticket', async () => {
    const owner = await auth0Owner('Existing Account Org');
    const email = uniqueEmail('existing');
    const existing: StandInUser = { user_id: `auth0|${randomToken(9)}`, email, email_verified: true, name: 'Rosa Diaz', identities: [{ connection: CONNECTION }] };
    auth0Users.set(existing.user_id, existing);
    await sendInvite(app, owner.token, email);
    const res = await acceptInvite(app, await latestInviteToken(app, email));
    expect(res.json()).toEqual({ reset_url: `${PUBLIC_URL}/login`, email, organization_name: 'Existing Account Org', existing_account: true });
    expect(seen.some((s) => s.path === '/api/v2/tickets/password-change' || (s.method === 'POST' && s.path === '/api/v2/users'))).toBe(false);
    const members = (await api(app, 'GET', `/api/organization/${owner.orgId}/members`, owner.token)).json().members as Array<{ auth0_id: string; name: string }>;
    expect(members.find((m) => m.auth0_id === existing.user_id)!.name).toBe('Rosa Diaz');
  });

  it('keeps the invitation when Auth0 fails (502), so it can be accepted later', async () => {
    const owner = await auth0Owner('Flaky Org');
    const email = uniqueEmail('flaky');
    await sendInvite(app, owner.token, email);
    const token = await latestInviteToken(app, email);
    failing.add('/api/v2/users-by-email');
    const res = await acceptInvite(app, token);
    expect(failing.size).toBe(0);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ detail: 'The sign-in service could not be reached. Please try again in a moment.', code: 'identity_unavailable' });
    expect((await api(app, 'GET', '/api/auth/invites?status=PENDING', owner.token)).json().invites).toHaveLength(1);
    expect((await acceptInvite(app, token)).statusCode).toBe(200);
  });

  it('asks Auth0 for a Management API token once and reuses it', () => {
    expect(issuedTokens).toBe(1);
  });
});

describe('blocking and removing with Auth0', () => {
  it('tells the Action who is blocked, records a sign-in only for a member who may sign in, and revokes a removed member’s sessions', async () => {
    const owner = await auth0Owner('Action Org');
    const email = uniqueEmail('member');
    await sendInvite(app, owner.token, email);
    await acceptInvite(app, await latestInviteToken(app, email));
    const sub = [...auth0Users.values()].find((u) => u.email === email)!.user_id;
    const memberToken = await auth0Token(sub, email);

    const before = await claims(sub);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ db_organization_id: owner.orgId, db_role: 'MEMBER', blocked: false });
    const signIns = async () => {
      const user = (await db().select().from(users).where(eq(users.externalId, sub)))[0]!;
      return (await db().select().from(memberActivities).where(and(eq(memberActivities.userId, user.id), eq(memberActivities.kind, 'sign_in')))).length;
    };
    await claims(sub);
    expect(await signIns()).toBe(0);
    await claims(sub, true);
    expect(await signIns()).toBe(1);

    expect((await api(app, 'PATCH', `/api/organization/${owner.orgId}/members/block`, owner.token, { auth0_user_id: sub, blocked: true })).statusCode).toBe(200);
    expect((await claims(sub, true)).json()).toMatchObject({ db_organization_id: owner.orgId, blocked: true });
    expect(await signIns()).toBe(1);
    const refused = await api(app, 'GET', '/api/chat/dashboard', memberToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('membership_inactive');
    await api(app, 'PATCH', `/api/organization/${owner.orgId}/members/block`, owner.token, { auth0_user_id: sub, blocked: false });
    expect((await claims(sub)).json().blocked).toBe(false);

    seen.length = 0;
    const removed = await api(app, 'DELETE', memberUrl(owner.orgId, sub), owner.token);
    expect(removed.statusCode, removed.body).toBe(200);
    const encoded = encodeURIComponent(sub);
    expect(seen.filter((s) => s.method === 'DELETE').map((s) => s.path)).toEqual([`/api/v2/users/${encoded}/sessions`, `/api/v2/users/${encoded}/refresh-tokens`]);
    expect((await claims(sub)).json()).toMatchObject({ db_organization_id: 'NEW_USER', blocked: false });
    expect((await api(app, 'GET', `/api/organization/${owner.orgId}/members`, memberToken)).statusCode).toBe(404);
  });

  it('removes the member even when Auth0 refuses to revoke (the API already refuses them)', async () => {
    const owner = await auth0Owner('Revoke Trouble Org');
    const email = uniqueEmail('member');
    await sendInvite(app, owner.token, email);
    await acceptInvite(app, await latestInviteToken(app, email));
    const sub = [...auth0Users.values()].find((u) => u.email === email)!.user_id;
    failing.add(`/api/v2/users/${encodeURIComponent(sub)}/sessions`);
    expect((await api(app, 'DELETE', memberUrl(owner.orgId, sub), owner.token)).statusCode).toBe(200);
    expect(failing.size).toBe(0);
    expect(await db().select().from(users).innerJoin(memberships, eq(memberships.userId, users.id)).where(eq(users.externalId, sub))).toHaveLength(0);
  });
});

describe('Auth0 without the Management API', () => {
  it('answers 503 to an invitation instead of mailing a link nobody could use', async () => {
    const plain = await createTestApp({
      env: { AUTH0_DOMAIN: issuer, AUTH0_CLIENT_ID: 'spa-client', AUTH0_AUDIENCE: AUDIENCE, AUTH0_CLAIMS_SECRET: CLAIMS_SECRET },
      documents: { runJobs: false },
    });
    try {
      const sub = `auth0|owner${randomToken(6)}`;
      const email = uniqueEmail('owner');
      const token = await auth0Token(sub, email);
      expect((await api(plain, 'POST', '/api/organization', token, { name: 'No Management Org', owner_user_id: sub })).statusCode).toBe(201);
      const res = await api(plain, 'POST', '/api/auth/invites', token, { email: uniqueEmail() });
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('invites_unavailable');
    } finally {
      await plain.close();
    }
  });
});
