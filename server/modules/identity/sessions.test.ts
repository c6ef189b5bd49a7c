// Sign-in sessions hardened (issue 14, findings 5 and 7): two tabs refreshing at once keep the
// person signed in; a stranger's wrong passwords cannot lock an owner out; sign-out and removal
// end the access tokens at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { idpRefreshTokens } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { createTestApp, PUBLIC_URL, uniqueEmail } from '../../../tests/server/harness';
import { PASSWORD, refresh, signedUpWithTokens, signUp, TestBrowser, type Tokens } from '../../../tests/server/oauth';
import { onboardedOwner } from '../../../tests/server/documents';
import { joinTeam, memberUrl } from '../../../tests/server/team';

let app: StewardApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const me = (token: string) => app.inject({ method: 'GET', url: '/api/chat/dashboard', headers: { authorization: `Bearer ${token}` } });

describe('refresh-token rotation with a reuse interval', () => {
  it('gives two tabs refreshing with the same token at once the same successor, and the family lives on', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail('tabs'));
    const [a, b] = await Promise.all([refresh(app, tokens.refresh_token!), refresh(app, tokens.refresh_token!)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    const ta = a.json() as Tokens;
    const tb = b.json() as Tokens;
    expect(ta.refresh_token).toBe(tb.refresh_token);
    expect(ta.refresh_token).not.toBe(tokens.refresh_token);
    // Either tab goes on refreshing.
    const next = await refresh(app, ta.refresh_token!);
    expect(next.statusCode, next.body).toBe(200);
    expect((await me((next.json() as Tokens).access_token)).statusCode).toBe(200);
  });

  it('answers a retry a few seconds later (its first answer was lost) with the same successor', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail('retry'));
    const first = (await refresh(app, tokens.refresh_token!)).json() as Tokens;
    const retry = await refresh(app, tokens.refresh_token!);
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as Tokens).refresh_token).toBe(first.refresh_token);
  });

  it('still treats a token presented after the interval as stolen: the whole family is revoked', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail('stolen'));
    const first = (await refresh(app, tokens.refresh_token!)).json() as Tokens;
    // Eleven seconds later (the interval is ten).
    await app.steward.database.db
      .update(idpRefreshTokens)
      .set({ usedAt: sql`now() - interval '11 seconds'` })
      .where(eq(idpRefreshTokens.tokenHash, sha256(tokens.refresh_token!)));
    const replayed = await refresh(app, tokens.refresh_token!);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await refresh(app, first.refresh_token!)).statusCode).toBe(403);
  });
});

describe('failed sign-ins', () => {
  let limited: StewardApp;
  beforeAll(async () => {
    limited = await createTestApp({
      identityRateLimits: {
        loginPerEmail: { limit: 3, windowSeconds: 900 },
        loginPerEmailCeiling: { limit: 5, windowSeconds: 900 },
        loginPerIp: { limit: 1000, windowSeconds: 900 },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  const login = (from: string, email: string, password: string) =>
    new TestBrowser(limited).request({
      method: 'POST',
      url: '/u/login',
      remoteAddress: from,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
      payload: new URLSearchParams({ email, password }).toString(),
    });

  it('are counted per address and network: a stranger’s wrong passwords do not lock the owner out elsewhere', async () => {
    const email = uniqueEmail('owner');
    await signUp(limited, email);
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) stranger.push((await login('198.51.100.66', email, 'a wrong guess')).statusCode);
    expect(stranger).toEqual([401, 401, 401, 429]);
    // Even the right password waits from the stranger's network...
    expect((await login('198.51.100.66', email, PASSWORD)).statusCode).toBe(429);
    // ...while the owner, on their own network, signs in.
    expect((await login('203.0.113.10', email, PASSWORD)).statusCode).toBe(303);
  });

  it('past the per-address ceiling, from anywhere, are slowed down, not locked', async () => {
    const email = uniqueEmail('ceiling');
    await signUp(limited, email);
    // Five failures from five networks reach the ceiling (5) without reaching any pair's limit (3).
    for (let i = 0; i < 5; i++) expect((await login(`192.0.2.${i + 1}`, email, 'a wrong guess')).statusCode).toBe(401);
    const started = Date.now();
    const owner = await login('203.0.113.11', email, PASSWORD);
    expect(owner.statusCode).toBe(303);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
  });
});

describe('ending a session ends its access tokens', () => {
  it('refuses an access token at the next request once its session signed out', async () => {
    const { browser, tokens } = await signedUpWithTokens(app, uniqueEmail('signout'));
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const out = await browser.get('/v2/logout');
    expect(out.statusCode).toBe(200);
    const after = await me(tokens.access_token);
    expect(after.statusCode).toBe(401);
    // The PWA's cue to refresh, which fails too: the person signs in again.
    expect(after.json()).toEqual({ detail: 'Invalid token', code: 'invalid_token' });
    expect((await refresh(app, tokens.refresh_token!)).statusCode).toBe(403);
  });

  it('refuses a removed member’s access token at the next request', async () => {
    const owner = await onboardedOwner(app, 'Session Test Pantry');
    const member = await joinTeam(app, owner);
    expect((await me(member.token)).statusCode).toBe(200);
    const removed = await app.inject({ method: 'DELETE', url: memberUrl(owner.orgId, member.sub), headers: { authorization: `Bearer ${owner.token}` } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
    // Other people's sessions are untouched.
    expect((await me(owner.token)).statusCode).toBe(200);
  });
});
