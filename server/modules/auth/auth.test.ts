import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, generateKeyPair } from 'jose';
import type { StewardApp } from '../../app';
import { agentAccess, agents, memberships, organizations, users } from '../../db/schema';
import { AUDIENCE, createTestApp, PUBLIC_URL, uniqueEmail } from '../../../tests/server/harness';
import { decodeJwt, refresh, signedUpWithTokens, type Tokens } from '../../../tests/server/oauth';

let app: StewardApp;

beforeAll(async () => {
  app = await createTestApp({ env: { AUTH0_CLAIMS_SECRET: 'a-shared-secret-of-at-least-32-characters' } });
});
afterAll(async () => {
  await app.close();
});

const register = (token: string | null, body: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: body as Record<string, unknown>,
  });

async function registered(email = uniqueEmail()) {
  const { tokens } = await signedUpWithTokens(app, email);
  const claims = decodeJwt(tokens.access_token);
  const res = await register(tokens.access_token, { email, external_id: claims.sub, name: 'Ana Rivera' });
  expect(res.statusCode).toBe(201);
  return { tokens, email, sub: claims.sub as string, userId: res.json().id as string };
}

/** Signs a token with the provider's own key, with any claims: expired, wrong audience... */
async function signWithProviderKey(claims: Record<string, unknown>, options: { exp?: number; aud?: string | string[]; iss?: string } = {}) {
  const { kid, privateKey } = await app.steward.keys!.signing();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer(options.iss ?? `${PUBLIC_URL}/`)
    .setSubject(String(claims.sub ?? 'steward|00000000-0000-0000-0000-000000000000'))
    .setAudience(options.aud ?? [AUDIENCE])
    .setIssuedAt(now - 7200)
    .setExpirationTime(options.exp ?? now + 600)
    .sign(privateKey);
}

describe('POST /api/auth/register', () => {
  it('creates the product user for the signed-in person', async () => {
    const { email, sub, userId } = await registered();
    const row = (await app.steward.database.db.select().from(users).where(eq(users.id, userId)))[0]!;
    expect(row).toMatchObject({ email, externalId: sub, name: 'Ana Rivera' });
  });

  it('answers 409 when the user exists', async () => {
    const { tokens, email, sub } = await registered();
    const again = await register(tokens.access_token, { email, external_id: sub, name: 'Ana' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'User already exists', code: 'user_exists' });
  });

  it('refuses to register someone else (external_id is not the caller)', async () => {
    const email = uniqueEmail();
    const { tokens } = await signedUpWithTokens(app, email);
    const res = await register(tokens.access_token, { email, external_id: 'steward|someone-else', name: 'X' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('external_id_mismatch');
  });

  it('refuses an email that is not the caller’s', async () => {
    const email = uniqueEmail();
    const { tokens } = await signedUpWithTokens(app, email);
    const res = await register(tokens.access_token, { email: uniqueEmail(), external_id: decodeJwt(tokens.access_token).sub, name: 'X' });
    expect(res.statusCode).toBe(400);
  });

  it('answers 401 without a token, before looking at the body', async () => {
    const res = await register(null, { nonsense: true });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Not authenticated', code: 'not_authenticated' });
  });

  it('refuses a missing or invalid email, and a name over 200 characters, with 400 JSON', async () => {
    const email = uniqueEmail();
    const { tokens } = await signedUpWithTokens(app, email);
    const sub = decodeJwt(tokens.access_token).sub;
    const missing = await register(tokens.access_token, { external_id: sub });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('invalid_request');
    const invalid = await register(tokens.access_token, { email: 'not an email', external_id: sub });
    expect(invalid.statusCode).toBe(400);
    const at200 = await register(tokens.access_token, { email, external_id: sub, name: 'n'.repeat(201) });
    expect(at200.statusCode).toBe(400);
    const ok = await register(tokens.access_token, { email, external_id: sub, name: 'n'.repeat(200) });
    expect(ok.statusCode).toBe(201);
  });

  it('stores script-looking and SQL-looking names as plain text', async () => {
    const email = uniqueEmail();
    const { tokens } = await signedUpWithTokens(app, email);
    const name = `Robert'); DROP TABLE users;-- <img src=x onerror=alert(1)>`;
    const res = await register(tokens.access_token, { email, external_id: decodeJwt(tokens.access_token).sub, name });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe(name);
    expect((await app.steward.database.db.select().from(users)).length).toBeGreaterThan(0);
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Malformed JSON body', code: 'invalid_request' });
  });

  it('answers a body over the limit with 413', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(300 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
  });

  it('refuses a prototype-poisoning body', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { authorization: `Bearer ${tokens.access_token}`, 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}, "email": "a@b.org", "external_id": "x"}',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('access tokens at the API', () => {
  const call = (authorization: string) => app.inject({ method: 'POST', url: '/api/auth/register', headers: { authorization }, payload: {} });

  it('refuses an expired token with 401 "Invalid token" (the client refreshes on it)', async () => {
    const token = await signWithProviderKey({ email: 'a@b.org' }, { exp: Math.floor(Date.now() / 1000) - 120 });
    const res = await call(`Bearer ${token}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Invalid token', code: 'invalid_token' });
  });

  it('refuses a tampered token', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    claims.db_role = 'OWNER';
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expect((await call(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const wrongAudience = await signWithProviderKey({}, { aud: 'https://other.example/api' });
    expect((await call(`Bearer ${wrongAudience}`)).statusCode).toBe(401);
    const wrongIssuer = await signWithProviderKey({}, { iss: 'https://evil.example/' });
    expect((await call(`Bearer ${wrongIssuer}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with a key that is not the provider’s, and alg none', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer(`${PUBLIC_URL}/`)
      .setAudience(AUDIENCE)
      .setSubject('steward|x')
      .setExpirationTime('10m')
      .sign(privateKey);
    expect((await call(`Bearer ${foreign}`)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ iss: `${PUBLIC_URL}/`, aud: AUDIENCE, sub: 'x' })).toString('base64url')}.`;
    expect((await call(`Bearer ${none}`)).statusCode).toBe(401);
  });

  it('refuses malformed authorization headers with 401 JSON', async () => {
    for (const header of ['Bearer', 'Bearer abc', 'Basic dXNlcjpwYXNz', `Bearer ${'a'.repeat(9000)}.b.c`, 'Bearer a.b.c', 'Bearer ../../etc/passwd']) {
      const res = await call(header);
      expect(res.statusCode, header).toBe(401);
      expect(res.json().code, header).toBe('invalid_token');
    }
  });

  it('accepts the ID token nowhere: it is for the client, not the API', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    expect((await call(`Bearer ${tokens.id_token}`)).statusCode).toBe(401);
  });
});

describe('claims', () => {
  it('are NEW_USER for a person without an organisation, before and after registering', async () => {
    const { tokens } = await registered();
    const before = decodeJwt(tokens.access_token);
    expect(before).toMatchObject({ db_role: 'NEW_USER', db_organization_id: 'NEW_USER', db_organization_name: 'NEW_USER' });
    const refreshed = (await refresh(app, tokens.refresh_token!)).json() as Tokens;
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      db_role: 'NEW_USER',
      db_organization_id: 'NEW_USER',
      db_organization_name: 'NEW_USER',
      db_agents_accessible: [],
    });
  });

  it('change after the user’s organisation changes, on the next refresh', async () => {
    const { tokens, userId } = await registered();
    const db = app.steward.database.db;
    const org = (await db.insert(organizations).values({ name: 'Riverbend Food Bank', ownerUserId: userId }).returning())[0]!;
    await db.insert(memberships).values({ organizationId: org.id, userId, role: 'OWNER' });
    const agent = (await db.insert(agents).values({ organizationId: org.id, name: 'Tally', type: 'finance', foundryAgentId: 'tally-1' }).returning())[0]!;
    await db.insert(agentAccess).values({ agentId: agent.id, userId });

    // The token in hand is unchanged; the next refresh reads the database again.
    expect(decodeJwt(tokens.access_token).db_role).toBe('NEW_USER');
    const next = (await refresh(app, tokens.refresh_token!)).json() as Tokens;
    expect(decodeJwt(next.access_token)).toMatchObject({
      db_organization_id: org.id,
      db_role: 'OWNER',
      db_organization_name: 'Riverbend Food Bank',
      db_agents_accessible: [{ agent_id: agent.id, foundry_agent_id: 'tally-1' }],
    });

    await db.update(memberships).set({ role: 'ADMIN' }).where(eq(memberships.userId, userId));
    const after = (await refresh(app, next.refresh_token!)).json() as Tokens;
    expect(decodeJwt(after.access_token).db_role).toBe('ADMIN');
  });

  it('are served to the Auth0 Action only with the shared secret', async () => {
    const { sub } = await registered();
    const url = `/api/auth/claims?sub=${encodeURIComponent(sub)}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url, headers: { 'x-steward-claims-secret': 'wrong' } })).statusCode).toBe(401);
    const ok = await app.inject({ method: 'GET', url, headers: { 'x-steward-claims-secret': 'a-shared-secret-of-at-least-32-characters' } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ db_organization_id: 'NEW_USER', db_role: 'NEW_USER', db_organization_name: 'NEW_USER', db_agents_accessible: [], blocked: false });
    const unknown = await app.inject({
      method: 'GET',
      url: '/api/auth/claims?sub=auth0%7Cnobody',
      headers: { 'x-steward-claims-secret': 'a-shared-secret-of-at-least-32-characters' },
    });
    expect(unknown.json().db_role).toBe('NEW_USER');
  });

  it('has no claims endpoint when no secret is configured', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.inject({ method: 'GET', url: '/api/auth/claims?sub=x', headers: { 'x-steward-claims-secret': 'anything' } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
