import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StewardApp } from '../../app';
import { eq, sql } from 'drizzle-orm';
import { idpRefreshTokens } from '../../db/schema';
import { sha256 } from '../../lib/crypto';
import { AUDIENCE, CLIENT_ID, createTestApp, PUBLIC_URL, REDIRECT_URI, uniqueEmail } from '../../../tests/server/harness';
import {
  authorizeCode,
  authorizeUrl,
  decodeJwt,
  exchangeCode,
  linkFromMail,
  location,
  mailbox,
  PASSWORD,
  pkce,
  refresh,
  signedUpWithTokens,
  signUp,
  TestBrowser,
  tokenRequest,
  type Tokens,
} from '../../../tests/server/oauth';

let app: StewardApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('discovery', () => {
  it('publishes the OpenID configuration with the issuer spa-js expects (trailing slash)', async () => {
    const res = await app.inject({ method: 'GET', url: '/.well-known/openid-configuration' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.issuer).toBe(`${PUBLIC_URL}/`);
    expect(body.token_endpoint).toBe(`${PUBLIC_URL}/oauth/token`);
    expect(body.code_challenge_methods_supported).toEqual(['S256']);
    expect(body.id_token_signing_alg_values_supported).toEqual(['RS256']);
  });

  it('publishes RS256 public keys only', async () => {
    const res = await app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
    const { keys } = res.json() as { keys: Array<Record<string, string>> };
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key.kty).toBe('RSA');
      expect(key.alg).toBe('RS256');
      expect(key.d).toBeUndefined();
      expect(key.p).toBeUndefined();
    }
  });
});

describe('/authorize', () => {
  it('parks the request and sends a signed-out person to the sign-in page', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.get(authorizeUrl({ code_challenge: pkce().challenge }));
    expect(res.statusCode).toBe(302);
    expect(location(res).url.pathname).toBe('/u/login');
    expect(location(res).query.tx).toMatch(/^[A-Za-z0-9_-]{10,}$/);
  });

  it('opens the sign-up page for screen_hint=signup, with login_hint prefilled', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.get(authorizeUrl({ code_challenge: pkce().challenge, screen_hint: 'signup', login_hint: 'ana@example.org' }));
    const signup = await browser.get(location(res).path);
    expect(signup.statusCode).toBe(200);
    expect(signup.body).toContain('Create your account');
    expect(signup.body).toContain('value="ana@example.org"');
  });

  it('refuses an unknown client on its own page, without redirecting', async () => {
    const res = await app.inject({ method: 'GET', url: authorizeUrl({ client_id: 'evil-client', code_challenge: pkce().challenge }) });
    expect(res.statusCode).toBe(400);
    expect(res.headers.location).toBeUndefined();
    expect(res.body).toContain('not known to Steward');
  });

  it('refuses a redirect_uri that is not registered exactly (no open redirect)', async () => {
    for (const redirect of ['https://evil.example/authorization', `${REDIRECT_URI}/extra`, `${REDIRECT_URI}?x=1`, `${PUBLIC_URL}/`]) {
      const res = await app.inject({ method: 'GET', url: authorizeUrl({ redirect_uri: redirect, code_challenge: pkce().challenge }) });
      expect(res.statusCode, redirect).toBe(400);
      expect(res.headers.location, redirect).toBeUndefined();
    }
  });

  it('requires PKCE with S256: a missing challenge or the plain method is refused', async () => {
    const missing = await app.inject({ method: 'GET', url: authorizeUrl({}) });
    expect(location(missing).query).toMatchObject({ error: 'invalid_request' });
    const plain = await app.inject({ method: 'GET', url: authorizeUrl({ code_challenge: pkce().challenge, code_challenge_method: 'plain' }) });
    expect(location(plain).query.error).toBe('invalid_request');
    expect(location(plain).query.error_description).toMatch(/S256/);
  });

  it('answers prompt=none without a session with login_required, through web_message', async () => {
    const res = await app.inject({
      method: 'GET',
      url: authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none', response_mode: 'web_message', state: 'st8' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('"error":"login_required"');
    expect(res.body).toContain('"state":"st8"');
    expect(res.body).toContain(`data-origin="${PUBLIC_URL}"`);
    expect(res.body).not.toMatch(/<script>(?!<)/); // no inline script: the CSP forbids it
  });

  it('answers a signed-in prompt=none request with a code through web_message', async () => {
    const browser = await signUp(app, uniqueEmail());
    const res = await browser.get(authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none', response_mode: 'web_message' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/"code":"[A-Za-z0-9_-]{20,}"/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('refuses an unverified account with the verify-your-email error', async () => {
    const browser = await signUp(app, uniqueEmail(), { verify: false });
    const res = await browser.get(authorizeUrl({ code_challenge: pkce().challenge }));
    expect(location(res).query).toMatchObject({ error: 'access_denied', error_description: 'Please verify your email before logging in.' });
  });

  it('refuses an audience other than the API', async () => {
    const browser = await signUp(app, uniqueEmail());
    const res = await browser.get(authorizeUrl({ code_challenge: pkce().challenge, audience: 'https://other.example/api' }));
    expect(location(res).query.error).toBe('access_denied');
  });
});

describe('sign-up and e-mail verification', () => {
  it('creates the account, mails a verification link and lands back in the parked request', async () => {
    const email = uniqueEmail('new');
    const browser = new TestBrowser(app);
    const start = await browser.get(authorizeUrl({ code_challenge: pkce().challenge, screen_hint: 'signup', state: 'abc' }));
    const tx = location(start).query.tx!;
    const res = await browser.postForm('/u/signup', { tx, name: 'Ana Rivera', email, password: PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(location(res).path).toBe(`/authorize/resume?tx=${tx}`);
    expect(browser.hasSession()).toBe(true);
    const mails = await mailbox(app, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Verify your email for Steward');
    const resumed = await browser.get(location(res).path);
    expect(location(resumed).query).toMatchObject({ error: 'access_denied', state: 'abc' });

    const verified = await browser.get(await linkFromMail(app, email, '/u/verify-email'));
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toContain('Your email is verified');
    expect(verified.body).toContain(`${PUBLIC_URL}/login?continue=1`);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.postForm('/u/signup', { name: 'Cookie Check', email: uniqueEmail(), password: PASSWORD });
    const cookie = res.cookies.find((c) => c.name === 'steward_idp')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
  });

  it('refuses a verification link twice, and an invented one', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const link = await linkFromMail(app, email, '/u/verify-email');
    const again = await app.inject({ method: 'GET', url: link });
    expect(again.statusCode).toBe(400);
    const invented = await app.inject({ method: 'GET', url: '/u/verify-email?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(invented.statusCode).toBe(400);
    expect(invented.body).toContain('This link has expired');
  });

  it('resends the link to the signed-in, unverified account and invalidates the old one', async () => {
    const email = uniqueEmail();
    const browser = await signUp(app, email, { verify: false });
    const first = await linkFromMail(app, email, '/u/verify-email');
    const res = await browser.request({ method: 'POST', url: '/u/email-verification/resend', headers: { origin: PUBLIC_URL } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'sent', email });
    expect(await mailbox(app, email)).toHaveLength(2);
    expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(400);
    const second = await linkFromMail(app, email, '/u/verify-email');
    expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200);
  });

  it('refuses to resend without a session, or from another origin', async () => {
    const anonymous = await app.inject({ method: 'POST', url: '/u/email-verification/resend', headers: { origin: PUBLIC_URL } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('login_required');
    const browser = await signUp(app, uniqueEmail(), { verify: false });
    const crossSite = await browser.request({ method: 'POST', url: '/u/email-verification/resend', headers: { origin: 'https://evil.example' } });
    expect(crossSite.statusCode).toBe(403);
  });

  it('refuses a taken email, a weak password, a bad email and an empty name with clear messages', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const browser = new TestBrowser(app);
    const taken = await browser.postForm('/u/signup', { name: 'Someone', email: email.toUpperCase(), password: PASSWORD });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('An account with this email already exists.');
    const weak = await browser.postForm('/u/signup', { name: 'Someone', email: uniqueEmail(), password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('Use at least 8 characters.');
    const badEmail = await browser.postForm('/u/signup', { name: 'Someone', email: 'not-an-email', password: PASSWORD });
    expect(badEmail.body).toContain('Enter a valid email address.');
    const noName = await browser.postForm('/u/signup', { name: '   ', email: uniqueEmail(), password: PASSWORD });
    expect(noName.body).toContain('Enter your name.');
    expect(browser.hasSession()).toBe(false);
  });

  it('accepts a password of exactly 8 characters and refuses 7 and 129', async () => {
    const browser = new TestBrowser(app);
    const seven = await browser.postForm('/u/signup', { name: 'Len', email: uniqueEmail(), password: 'abcdefg' });
    expect(seven.statusCode).toBe(400);
    const tooLong = await browser.postForm('/u/signup', { name: 'Len', email: uniqueEmail(), password: `${'ab1!'.repeat(32)}x` });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('Use at most 128 characters.');
    const eight = await browser.postForm('/u/signup', { name: 'Len', email: uniqueEmail(), password: 'abcdefgh' });
    expect(eight.statusCode).toBe(303);
  });

  it('escapes script-looking and SQL-looking input instead of running it', async () => {
    const browser = new TestBrowser(app);
    const name = `<script>alert(1)</script>'); drop table users;--`;
    const res = await browser.postForm('/u/signup', { name, email: `x'); drop table idp_users;--@example.org`, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;');
    const stillThere = await app.inject({ method: 'GET', url: '/api/health' });
    expect(stillThere.statusCode).toBe(200);
  });

  it('refuses a sign-up form posted from another site', async () => {
    const browser = new TestBrowser(app);
    const res = await browser.postForm('/u/signup', { name: 'X', email: uniqueEmail(), password: PASSWORD }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(browser.hasSession()).toBe(false);
  });
});

describe('sign-in', () => {
  it('signs in with the right password, with a new session id each time', async () => {
    const email = uniqueEmail();
    const first = await signUp(app, email);
    const browser = new TestBrowser(app);
    const res = await browser.postForm('/u/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(303);
    expect(location(res).url.toString()).toBe(`${PUBLIC_URL}/login?continue=1`);
    const cookieA = res.cookies.find((c) => c.name === 'steward_idp')!.value;
    const again = await browser.postForm('/u/login', { email, password: PASSWORD });
    const cookieB = again.cookies.find((c) => c.name === 'steward_idp')!.value;
    expect(cookieB).not.toBe(cookieA);
    // The replaced session no longer signs anyone in.
    const stale = new TestBrowser(app);
    const staleRes = await stale.request({ method: 'GET', url: authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none' }), headers: { cookie: `steward_idp=${cookieA}` } });
    expect(location(staleRes).query.error).toBe('login_required');
    expect(first.hasSession()).toBe(true);
  });

  it('refuses a wrong password, and an unknown email, with the same message', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const browser = new TestBrowser(app);
    const wrong = await browser.postForm('/u/login', { email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Wrong email or password.');
    const unknown = await browser.postForm('/u/login', { email: uniqueEmail(), password: PASSWORD });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('Wrong email or password.');
    expect(browser.hasSession()).toBe(false);
  });

  it('answers 429 after too many attempts for one email, even with the right password', async () => {
    const limited = await createTestApp({ identityRateLimits: { loginPerEmail: { limit: 3, windowSeconds: 900 } } });
    try {
      const email = uniqueEmail();
      await signUp(limited, email);
      const browser = new TestBrowser(limited);
      for (let i = 0; i < 3; i++) expect((await browser.postForm('/u/login', { email, password: 'wrong password' })).statusCode).toBe(401);
      const blocked = await browser.postForm('/u/login', { email, password: PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.body).toContain('Too many sign-in attempts');
    } finally {
      await limited.close();
    }
  });

  it('does not hold up people who sign in successfully, however often', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    for (let i = 0; i < 12; i++) {
      expect((await new TestBrowser(app).postForm('/u/login', { email, password: PASSWORD })).statusCode).toBe(303);
    }
  });

  it('counts failures per network too: many addresses guessed from one network are held up', async () => {
    const limited = await createTestApp({ identityRateLimits: { loginPerIp: { limit: 3, windowSeconds: 900 } } });
    try {
      const browser = new TestBrowser(limited);
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push((await browser.request({ method: 'POST', url: '/u/login', remoteAddress: '10.1.2.3', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL }, payload: `email=${uniqueEmail()}&password=guess` })).statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const elsewhere = await browser.request({ method: 'POST', url: '/u/login', remoteAddress: '10.1.2.4', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL }, payload: `email=${uniqueEmail()}&password=guess` });
      expect(elsewhere.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('rate limits with the default rules too: after 10 failures in 15 minutes the 11th attempt is refused', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const browser = new TestBrowser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await browser.postForm('/u/login', { email, password: 'wrong password' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('rate limits sign-ups per network', async () => {
    const limited = await createTestApp({ identityRateLimits: { signupPerIp: { limit: 2, windowSeconds: 3600 } } });
    try {
      // A network of its own: other tests' sign-ups from 127.0.0.1 share the database's counters
      // (and, in the first minute of an hour, the same window start).
      const browser = new TestBrowser(limited);
      const signup = () =>
        browser.request({
          method: 'POST',
          url: '/u/signup',
          remoteAddress: '10.77.0.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL },
          payload: new URLSearchParams({ name: 'N', email: uniqueEmail(), password: PASSWORD }).toString(),
        });
      for (let i = 0; i < 2; i++) expect((await signup()).statusCode).toBe(303);
      const third = await signup();
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('/oauth/token: authorization code', () => {
  it('issues RS256 tokens spa-js accepts: iss with a slash, aud, nonce, email in the ID token', async () => {
    const email = uniqueEmail();
    const browser = await signUp(app, email, { name: 'Ana Rivera' });
    const { code, verifier } = await authorizeCode(browser, { nonce: 'n-123' });
    const tokens = await exchangeCode(app, code, verifier);
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toBeTruthy();
    const idHeader = JSON.parse(Buffer.from(tokens.id_token.split('.')[0]!, 'base64url').toString());
    expect(idHeader.alg).toBe('RS256');
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({ iss: `${PUBLIC_URL}/`, aud: CLIENT_ID, nonce: 'n-123', email, name: 'Ana Rivera', email_verified: true });
    const access = decodeJwt(tokens.access_token);
    expect(access.aud).toContain(AUDIENCE);
    expect(access).toMatchObject({ iss: `${PUBLIC_URL}/`, email, db_role: 'NEW_USER', db_organization_id: 'NEW_USER', db_agents_accessible: [] });
    expect(access.sub).toBe(id.sub);
  });

  it('refuses a wrong PKCE verifier', async () => {
    const browser = await signUp(app, uniqueEmail());
    const { code } = await authorizeCode(browser);
    const res = await tokenRequest(app, {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: pkce().verifier,
      redirect_uri: REDIRECT_URI,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Failed to verify code verifier' });
  });

  it('refuses a missing verifier', async () => {
    const browser = await signUp(app, uniqueEmail());
    const { code } = await authorizeCode(browser);
    const res = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, code, redirect_uri: REDIRECT_URI });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('refuses a reused code, and revokes the refresh tokens the first use issued', async () => {
    const browser = await signUp(app, uniqueEmail());
    const { code, verifier } = await authorizeCode(browser);
    const first = await exchangeCode(app, code, verifier);
    const replay = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, code, code_verifier: verifier, redirect_uri: REDIRECT_URI });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    const afterReplay = await refresh(app, first.refresh_token!);
    expect(afterReplay.statusCode).toBe(403);
    expect(afterReplay.json().error).toBe('invalid_grant');
  });

  it('refuses a redirect_uri that differs from the authorization request', async () => {
    const browser = await signUp(app, uniqueEmail());
    const { code, verifier } = await authorizeCode(browser);
    const res = await tokenRequest(app, {
      grant_type: 'authorization_code',
      client_id: CLIENT_ID,
      code,
      code_verifier: verifier,
      redirect_uri: `${PUBLIC_URL}/elsewhere`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_grant');
  });

  it('refuses an unknown client with 401 invalid_client', async () => {
    const res = await tokenRequest(app, { grant_type: 'authorization_code', client_id: 'nope', code: 'x', code_verifier: pkce().verifier, redirect_uri: REDIRECT_URI });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });

  it('refuses an invented code, an unknown grant type and a missing grant type', async () => {
    const invented = await tokenRequest(app, { grant_type: 'authorization_code', client_id: CLIENT_ID, code: 'made-up', code_verifier: pkce().verifier, redirect_uri: REDIRECT_URI });
    expect(invented.json().error).toBe('invalid_grant');
    const password = await tokenRequest(app, { grant_type: 'password', client_id: CLIENT_ID, username: 'a', password: 'b' });
    expect(password.json().error).toBe('unsupported_grant_type');
    const none = await tokenRequest(app, { client_id: CLIENT_ID });
    expect(none.json().error).toBe('invalid_request');
  });

  it('accepts a JSON body as well as a form', async () => {
    const browser = await signUp(app, uniqueEmail());
    const { code, verifier } = await authorizeCode(browser);
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'authorization_code', client_id: CLIENT_ID, code, code_verifier: verifier, redirect_uri: REDIRECT_URI },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers malformed and oversized bodies with an OAuth error, not a crash', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/oauth/token', headers: { 'content-type': 'application/json' }, payload: '{"grant_type":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: 'invalid_request' });
    const huge = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${'a'.repeat(300 * 1024)}`,
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.body).not.toContain('at ');
  });
});

describe('/oauth/token: refresh tokens', () => {
  it('rotates: each refresh returns a new access token, ID token and refresh token', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const res = await refresh(app, tokens.refresh_token!);
    expect(res.statusCode).toBe(200);
    const next = res.json() as Tokens;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.id_token).toBeTruthy();
    expect(decodeJwt(next.id_token).nonce).toBeUndefined();
    const third = await refresh(app, next.refresh_token!);
    expect(third.statusCode).toBe(200);
  });

  it('detects reuse of an old refresh token (after the reuse interval) and revokes the whole family', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const rotated = (await refresh(app, tokens.refresh_token!)).json() as Tokens;
    // Within 10 s the same token gets the same successor (sessions.test.ts); this is later.
    await app.steward.database.db
      .update(idpRefreshTokens)
      .set({ usedAt: sql`now() - interval '1 minute'` })
      .where(eq(idpRefreshTokens.tokenHash, sha256(tokens.refresh_token!)));
    const reuse = await refresh(app, tokens.refresh_token!);
    expect(reuse.statusCode).toBe(403);
    expect(reuse.json().error).toBe('invalid_grant');
    // The thief's reuse cost the legitimate holder too: the newest token is dead as well.
    const newest = await refresh(app, rotated.refresh_token!);
    expect(newest.statusCode).toBe(403);
    expect(newest.json().error_description).toMatch(/invalid refresh token/i);
  });

  it('refuses a refresh token presented by another client id, and an invented one', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const other = await tokenRequest(app, { grant_type: 'refresh_token', client_id: 'someone-else', refresh_token: tokens.refresh_token! });
    expect(other.statusCode).toBe(401);
    const invented = await refresh(app, 'this-is-not-a-refresh-token');
    expect(invented.statusCode).toBe(403);
  });

  it('revokes a family through /oauth/revoke', async () => {
    const { tokens } = await signedUpWithTokens(app, uniqueEmail());
    const res = await app.inject({ method: 'POST', url: '/oauth/revoke', payload: { client_id: CLIENT_ID, token: tokens.refresh_token } });
    expect(res.statusCode).toBe(200);
    expect((await refresh(app, tokens.refresh_token!)).statusCode).toBe(403);
    const unknownClient = await app.inject({ method: 'POST', url: '/oauth/revoke', payload: { client_id: 'nope', token: 'x' } });
    expect(unknownClient.statusCode).toBe(401);
  });

  it('issues no refresh token without offline_access', async () => {
    const browser = await signUp(app, uniqueEmail());
    const { code, verifier } = await authorizeCode(browser, { scope: 'openid profile email' });
    const tokens = await exchangeCode(app, code, verifier);
    expect(tokens.refresh_token).toBeUndefined();
  });
});

describe('/v2/logout', () => {
  it('ends the session, revokes its refresh tokens and returns to an allowed address', async () => {
    const { browser, tokens } = await signedUpWithTokens(app, uniqueEmail());
    const res = await browser.get(`/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(PUBLIC_URL)}`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(PUBLIC_URL);
    expect(browser.hasSession()).toBe(false);
    expect((await refresh(app, tokens.refresh_token!)).statusCode).toBe(403);
  });

  it('refuses a returnTo outside the allow-list', async () => {
    for (const returnTo of ['https://evil.example', `${PUBLIC_URL}.evil.example`, `${PUBLIC_URL}/chat`, '//evil.example']) {
      const res = await app.inject({ method: 'GET', url: `/v2/logout?client_id=${CLIENT_ID}&returnTo=${encodeURIComponent(returnTo)}` });
      expect(res.statusCode, returnTo).toBe(400);
      expect(res.headers.location, returnTo).toBeUndefined();
    }
  });

  it('refuses an unknown client id', async () => {
    const res = await app.inject({ method: 'GET', url: `/v2/logout?client_id=evil&returnTo=${encodeURIComponent(PUBLIC_URL)}` });
    expect(res.statusCode).toBe(400);
  });
});

describe('password reset', () => {
  it('mails a link, sets the new password, and signs the old sessions out', async () => {
    const email = uniqueEmail();
    const { browser, tokens } = await signedUpWithTokens(app, email);
    const anonymous = new TestBrowser(app);
    const asked = await anonymous.postForm('/u/forgot-password', { email });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Check your email');
    const link = await linkFromMail(app, email, '/u/reset-password');
    const form = await anonymous.get(link);
    expect(form.body).toContain('Set your password');
    const token = new URL(link, PUBLIC_URL).searchParams.get('token')!;
    const mismatch = await anonymous.postForm('/u/reset-password', { token, password: 'a brand new pass', confirm: 'something else' });
    expect(mismatch.body).toContain('The passwords do not match.');
    const done = await anonymous.postForm('/u/reset-password', { token, password: 'a brand new pass', confirm: 'a brand new pass' });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password is set');
    expect((await refresh(app, tokens.refresh_token!)).statusCode).toBe(403);
    const oldSession = await browser.get(authorizeUrl({ code_challenge: pkce().challenge, prompt: 'none' }));
    expect(location(oldSession).query.error).toBe('login_required');
    const login = await new TestBrowser(app).postForm('/u/login', { email, password: 'a brand new pass' });
    expect(login.statusCode).toBe(303);
    const reuse = await anonymous.postForm('/u/reset-password', { token, password: 'another new pass', confirm: 'another new pass' });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = uniqueEmail();
    const res = await new TestBrowser(app).postForm('/u/forgot-password', { email });
    expect(res.body).toContain('Check your email');
    expect(await mailbox(app, email)).toHaveLength(0);
  });
});

describe('/userinfo', () => {
  it('returns the profile for a valid access token and 401 otherwise', async () => {
    const email = uniqueEmail();
    const { tokens } = await signedUpWithTokens(app, email);
    const ok = await app.inject({ method: 'GET', url: '/userinfo', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email, email_verified: true });
    const bad = await app.inject({ method: 'GET', url: '/userinfo', headers: { authorization: 'Bearer nonsense' } });
    expect(bad.statusCode).toBe(401);
  });
});
