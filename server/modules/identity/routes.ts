// The embedded identity provider: Auth0's paths at the origin root, so the unchanged
// @auth0/auth0-spa-js signs in against it. Authorization code with PKCE (S256 only), refresh
// tokens with rotation and reuse detection, exact redirect and logout matching, sessions in an
// HttpOnly cookie, e-mail verification and password reset through the mailer.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { exceeded, hit, type RateLimitRule } from '../../lib/rate-limit';
import type { Mailer } from '../mail/mailer';
import { IDP_CSS, IDP_JS, WEB_MESSAGE_JS } from './assets';
import { ClientRegistry, stewardClient, type Client } from './clients';
import { html } from './html';
import type { KeyStore } from './keys';
import { forgotPasswordPage, loginPage, messagePage, resetPasswordPage, signupPage, webMessagePage } from './pages';
import { hashPassword, passwordProblem, verifyPassword, PASSWORD_MAX } from './passwords';
import { IdentityStore, subjectOf, userIdOf, type IdpUser } from './store';
import { mintAccessToken, mintIdToken, nicknameOf, type ClaimsSource, type TokenSettings } from './tokens';
import { fromOrigin, sendPage } from '../../lib/html-page';
import { cleanName } from '../../lib/input';
import { cachedServerSecret } from '../../lib/server-secrets';

export const SESSION_COOKIE = 'steward_idp';
const SESSION_TTL_SECONDS = 14 * 86400;
const VERIFY_TTL_SECONDS = 24 * 3600;
const RESET_TTL_SECONDS = 3600;
const SUPPORTED_SCOPES = new Set(['openid', 'profile', 'email', 'offline_access']);
const AUTHORIZE_PARAMS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'response_mode',
  'state',
  'nonce',
  'scope',
  'audience',
  'code_challenge',
  'code_challenge_method',
  'prompt',
  'screen_hint',
  'login_hint',
  'max_age',
] as const;
type AuthorizeParams = Partial<Record<(typeof AUTHORIZE_PARAMS)[number], string>>;

export const VERIFY_EMAIL_MESSAGE = 'Please verify your email before logging in.';

export interface IdentityRateLimits {
  /** Failed sign-ins for one address from one network: past it, that pair waits. */
  loginPerEmail: RateLimitRule;
  /** Failed sign-ins for one address from anywhere: past it, every attempt is slowed down (never locked). */
  loginPerEmailCeiling: RateLimitRule;
  loginPerIp: RateLimitRule;
  signupPerIp: RateLimitRule;
  tokenPerIp: RateLimitRule;
  mailPerAccount: RateLimitRule;
}

export const defaultIdentityRateLimits: IdentityRateLimits = {
  loginPerEmail: { limit: 10, windowSeconds: 900 },
  loginPerEmailCeiling: { limit: 100, windowSeconds: 900 },
  loginPerIp: { limit: 50, windowSeconds: 900 },
  signupPerIp: { limit: 20, windowSeconds: 3600 },
  tokenPerIp: { limit: 300, windowSeconds: 60 },
  mailPerAccount: { limit: 5, windowSeconds: 3600 },
};

export interface IdentityOptions {
  db: Db;
  keys: KeyStore;
  claims: ClaimsSource;
  mailer: Mailer;
  publicUrl: string;
  clientId: string;
  audience: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  rateLimits?: Partial<IdentityRateLimits>;
  /** How long an attempt for an address past its ceiling is held before it is answered (default 3 s). */
  loginSlowdownMs?: number;
  /**
   * How long a spent refresh token still gets its successor again instead of revoking its family
   * (Auth0's "reuse interval"): two tabs refreshing at once present the same token. Default 10 s.
   */
  refreshReuseGraceSeconds?: number;
  /**
   * Asked before tokens are granted (sign-in and every refresh): a refusal answers 403
   * access_denied with its description and spends nothing, so the same refresh token works
   * again once the person is allowed back (a blocked member who is unblocked).
   */
  grantAllowed?: (sub: string) => Promise<{ allowed: true } | { allowed: false; description: string }>;
  /** Told after a sign-in's code was exchanged for tokens (the session's `authTime`). Must not throw. */
  onSignIn?: (sub: string, authTime: Date, profile: { name: string; email: string }) => Promise<void>;
}

class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

const str = (v: unknown, max = 2048): string | undefined => (typeof v === 'string' && v.length <= max ? v : undefined);

const emailSchema = z.email();
const isEmail = (v: string) => v.length <= 254 && emailSchema.safeParse(v).success;

export async function identityRoutes(app: FastifyInstance, opts: IdentityOptions) {
  const store = new IdentityStore(opts.db);
  const clients = new ClientRegistry([stewardClient(opts.clientId, opts.publicUrl)]);
  const limits = { ...defaultIdentityRateLimits, ...opts.rateLimits };
  const loginSlowdownMs = opts.loginSlowdownMs ?? 3000;
  const reuseGraceSeconds = opts.refreshReuseGraceSeconds ?? 10;
  const successorKey = cachedServerSecret(opts.db, 'refresh_token_successors');
  const publicOrigin = new URL(opts.publicUrl).origin;
  const secureCookies = opts.publicUrl.startsWith('https://');
  const settings: TokenSettings = {
    issuer: `${opts.publicUrl}/`,
    audience: opts.audience,
    accessTokenTtlSeconds: opts.accessTokenTtlSeconds,
    idTokenTtlSeconds: 36000,
  };

  // Helpers ---------------------------------------------------------------------------------

  const page = sendPage;

  const errorPage = (reply: FastifyReply, status: number, title: string, message: string) =>
    page(reply, messagePage({ title, message, action: { href: `${opts.publicUrl}/login`, label: 'Back to Steward' } }), status);

  /** Form posts must come from our own pages (a cross-site form could sign someone in as another). */
  const fromOurPages = (req: FastifyRequest) => fromOrigin(req, publicOrigin);

  const body = (req: FastifyRequest): Record<string, unknown> =>
    req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};

  const clientIp = (req: FastifyRequest) => req.ip;

  async function limited(key: string, rule: RateLimitRule) {
    const result = await hit(opts.db, key, rule);
    return result.allowed ? null : result.retryAfterSeconds;
  }

  const minutes = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      maxAge: SESSION_TTL_SECONDS,
    });
  }

  async function currentSession(req: FastifyRequest) {
    const session = await store.findSession(req.cookies[SESSION_COOKIE]);
    if (!session) return null;
    const user = await store.findUser(session.userId);
    return user ? { session, user } : null;
  }

  /** Starts a new session (a new id at every sign-in) and ends the one the browser had. */
  async function signIn(req: FastifyRequest, reply: FastifyReply, user: IdpUser) {
    const previous = await store.findSession(req.cookies[SESSION_COOKIE]);
    if (previous) await store.revokeSession(previous.idHash, 'replaced at sign-in');
    const { token } = await store.createSession(user.id, SESSION_TTL_SECONDS, req.headers['user-agent']);
    setSessionCookie(reply, token);
  }

  /** Where to go once signed in: back into the parked /authorize request, or into the app. */
  const continueUrl = (tx: string | undefined) =>
    tx ? `/authorize/resume?tx=${encodeURIComponent(tx)}` : `${opts.publicUrl}/login?continue=1`;

  async function sendVerification(user: IdpUser) {
    const token = await store.createEmailToken(user.id, 'verify_email', VERIFY_TTL_SECONDS);
    const link = `${opts.publicUrl}/u/verify-email?token=${token}`;
    await opts.mailer.send({
      to: user.email,
      subject: 'Verify your email for Steward',
      text:
        `Hello ${user.name || nicknameOf(user.email)},\n\n` +
        `Please confirm your email address to finish creating your Steward account:\n\n${link}\n\n` +
        `The link works for 24 hours. If you did not sign up for Steward, you can ignore this message.\n`,
      html: html`<p>Hello ${user.name || nicknameOf(user.email)},</p><p>Please confirm your email address to finish creating your Steward account:</p><p><a href="${link}">Verify my email</a></p><p>The link works for 24 hours. If you did not sign up for Steward, you can ignore this message.</p>`
        .value,
    });
  }

  // Assets ----------------------------------------------------------------------------------

  const asset = (type: string, content: string) => async (_req: FastifyRequest, reply: FastifyReply) =>
    reply.type(type).header('cache-control', 'public, max-age=3600').send(content);
  app.get('/u/assets/idp.css', asset('text/css; charset=utf-8', IDP_CSS));
  app.get('/u/assets/idp.js', asset('text/javascript; charset=utf-8', IDP_JS));
  app.get('/u/assets/web-message.js', asset('text/javascript; charset=utf-8', WEB_MESSAGE_JS));

  // Discovery -------------------------------------------------------------------------------

  app.get('/.well-known/openid-configuration', async (_req, reply) => {
    const base = opts.publicUrl;
    return reply.header('cache-control', 'public, max-age=300').send({
      issuer: settings.issuer,
      authorization_endpoint: `${base}/authorize`,
      token_endpoint: `${base}/oauth/token`,
      userinfo_endpoint: `${base}/userinfo`,
      jwks_uri: `${base}/.well-known/jwks.json`,
      revocation_endpoint: `${base}/oauth/revoke`,
      end_session_endpoint: `${base}/v2/logout`,
      response_types_supported: ['code'],
      response_modes_supported: ['query', 'web_message'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      code_challenge_methods_supported: ['S256'],
      scopes_supported: [...SUPPORTED_SCOPES],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'email', 'email_verified', 'name', 'nickname', 'updated_at'],
    });
  });

  app.get('/.well-known/jwks.json', async (_req, reply) => {
    return reply.header('cache-control', 'public, max-age=300').send(await opts.keys.publicJwks());
  });

  // /authorize --------------------------------------------------------------------------------

  function pickParams(query: unknown): AuthorizeParams {
    const q = (query && typeof query === 'object' ? query : {}) as Record<string, unknown>;
    const out: AuthorizeParams = {};
    for (const key of AUTHORIZE_PARAMS) {
      const value = str(q[key]);
      if (value !== undefined) out[key] = value;
    }
    return out;
  }

  function respond(reply: FastifyReply, client: Client, params: AuthorizeParams, result: Record<string, string>) {
    const redirectUri = params.redirect_uri!;
    const withState = params.state ? { ...result, state: params.state } : result;
    if (params.response_mode === 'web_message') {
      const targetOrigin = new URL(redirectUri).origin;
      if (!client.webOrigins.includes(targetOrigin)) return errorPage(reply, 400, 'Sign-in failed', 'This origin may not receive sign-in results.');
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-frame-options', 'SAMEORIGIN')
        .send(webMessagePage(targetOrigin, withState));
    }
    const url = new URL(redirectUri);
    for (const [k, v] of Object.entries(withState)) url.searchParams.set(k, v);
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
  }

  async function authorize(req: FastifyRequest, reply: FastifyReply, params: AuthorizeParams, resumedTx?: string) {
    const client = clients.get(params.client_id);
    if (!client) return errorPage(reply, 400, 'Sign-in failed', 'The application that sent you here is not known to Steward.');
    if (!params.redirect_uri || !client.redirectUris.includes(params.redirect_uri)) {
      return errorPage(reply, 400, 'Sign-in failed', 'The address to return to after signing in is not allowed.');
    }
    const mode = params.response_mode ?? 'query';
    if (mode !== 'query' && mode !== 'web_message') {
      return errorPage(reply, 400, 'Sign-in failed', `The response mode "${mode}" is not supported.`);
    }
    const fail = (error: string, description: string) => respond(reply, client, params, { error, error_description: description });

    if (params.response_type !== 'code') return fail('unsupported_response_type', 'Only response_type=code is supported.');
    if (!params.code_challenge || params.code_challenge_method !== 'S256') {
      return fail('invalid_request', 'PKCE is required: send code_challenge with code_challenge_method=S256.');
    }
    if (!/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge)) return fail('invalid_request', 'The code_challenge is malformed.');
    if (params.audience && params.audience !== opts.audience) return fail('access_denied', `Service not found: ${params.audience}`);
    if (params.max_age !== undefined && !/^\d{1,9}$/.test(params.max_age)) return fail('invalid_request', 'max_age must be a number of seconds.');

    let signedIn = await currentSession(req);
    if (signedIn && params.max_age !== undefined && Date.now() - signedIn.session.authTime.getTime() > Number(params.max_age) * 1000) {
      signedIn = null;
    }
    if (signedIn && params.prompt === 'login' && !resumedTx) signedIn = null;

    if (!signedIn) {
      if (params.prompt === 'none' || mode === 'web_message') return fail('login_required', 'Login required');
      const tx = await store.parkTransaction(params as Record<string, string>);
      const screen = params.screen_hint === 'signup' ? 'signup' : 'login';
      return reply.header('cache-control', 'no-store').redirect(`/u/${screen}?tx=${encodeURIComponent(tx)}`, 302);
    }
    if (!signedIn.user.emailVerifiedAt) return fail('access_denied', VERIFY_EMAIL_MESSAGE);

    const scope = normaliseScope(params.scope);
    const code = await store.createCode({
      clientId: client.id,
      redirectUri: params.redirect_uri,
      codeChallenge: params.code_challenge,
      nonce: params.nonce ?? null,
      scope,
      audience: params.audience ?? null,
      userId: signedIn.user.id,
      sessionIdHash: signedIn.session.idHash,
      authTime: signedIn.session.authTime,
    });
    if (resumedTx) await store.deleteTransaction(resumedTx);
    return respond(reply, client, params, { code });
  }

  app.get('/authorize', async (req, reply) => authorize(req, reply, pickParams(req.query)));

  app.get('/authorize/resume', async (req, reply) => {
    const tx = str((req.query as Record<string, unknown>).tx, 100);
    const params = await store.findTransaction(tx);
    if (!tx || !params) return errorPage(reply, 400, 'This sign-in has expired', 'Please go back to Steward and sign in again.');
    return authorize(req, reply, params as AuthorizeParams, tx);
  });

  // Sign in -----------------------------------------------------------------------------------

  async function loginHint(tx: string | undefined) {
    const params = tx ? await store.findTransaction(tx) : undefined;
    const hint = params?.login_hint;
    return hint && isEmail(hint) ? hint : undefined;
  }

  app.get('/u/login', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const tx = str(q.tx, 100);
    const email = (await loginHint(tx)) ?? '';
    return page(reply, loginPage({ ...(tx ? { tx } : {}), email }));
  });

  app.post('/u/login', async (req, reply) => {
    const b = body(req);
    const tx = str(b.tx, 100);
    const email = (str(b.email, 254) ?? '').trim();
    const password = str(b.password, PASSWORD_MAX + 1) ?? '';
    const again = (error: string, status: number) => page(reply, loginPage({ ...(tx ? { tx } : {}), email, error }), status);
    if (!fromOurPages(req)) return errorPage(reply, 403, 'Sign-in refused', 'This sign-in form did not come from Steward.');
    if (!email || !password) return again('Enter your email address and password.', 400);

    // Failed attempts are counted per network, and per address from that network: past either
    // limit even the right password waits there, so guessing is slow, while a stranger elsewhere
    // cannot lock the owner of an address out. Per address from anywhere there is a higher
    // ceiling, past which every attempt is slowed down rather than refused. People who sign in
    // successfully are never held up.
    const address = email.toLowerCase();
    const ipKey = `login-failures:ip:${clientIp(req)}`;
    const pairKey = `login-failures:email-ip:${address}|${clientIp(req)}`;
    const emailKey = `login-failures:email:${address}`;
    const checks = [await exceeded(opts.db, ipKey, limits.loginPerIp), await exceeded(opts.db, pairKey, limits.loginPerEmail)];
    const blocked = checks.find((c) => !c.allowed);
    if (blocked) {
      reply.header('retry-after', String(blocked.retryAfterSeconds));
      return again(`Too many sign-in attempts. Please wait ${minutes(blocked.retryAfterSeconds)} minute(s) and try again.`, 429);
    }
    if (!(await exceeded(opts.db, emailKey, limits.loginPerEmailCeiling)).allowed) await new Promise((r) => setTimeout(r, loginSlowdownMs));
    const user = isEmail(email) ? await store.findUserByEmail(email) : undefined;
    const ok = await verifyPassword(password, user?.passwordHash ?? null);
    if (!user || !ok) {
      await hit(opts.db, ipKey, limits.loginPerIp);
      await hit(opts.db, pairKey, limits.loginPerEmail);
      await hit(opts.db, emailKey, limits.loginPerEmailCeiling);
      return again('Wrong email or password.', 401);
    }
    await signIn(req, reply, user);
    return reply.redirect(continueUrl(tx), 303);
  });

  // Sign up -----------------------------------------------------------------------------------

  app.get('/u/signup', async (req, reply) => {
    const tx = str((req.query as Record<string, unknown>).tx, 100);
    const email = (await loginHint(tx)) ?? '';
    return page(reply, signupPage({ ...(tx ? { tx } : {}), email }));
  });

  app.post('/u/signup', async (req, reply) => {
    const b = body(req);
    const tx = str(b.tx, 100);
    const name = cleanName(str(b.name, 500));
    const email = (str(b.email, 500) ?? '').trim();
    const password = str(b.password, 1000) ?? '';
    const form = { ...(tx ? { tx } : {}), email, name };
    if (!fromOurPages(req)) return errorPage(reply, 403, 'Sign-up refused', 'This sign-up form did not come from Steward.');

    const errors: Record<string, string> = {};
    const nameIssue = nameProblem(name);
    if (nameIssue) errors.name = nameIssue;
    if (!isEmail(email)) errors.email = 'Enter a valid email address.';
    const problem = passwordProblem(password, email);
    if (problem) errors.password = problem;
    if (Object.keys(errors).length) return page(reply, signupPage({ ...form, errors }), 400);

    const wait = await limited(`signup:ip:${clientIp(req)}`, limits.signupPerIp);
    if (wait) {
      reply.header('retry-after', String(wait));
      return page(reply, signupPage({ ...form, error: `Too many sign-ups from your network. Please wait ${minutes(wait)} minute(s).` }), 429);
    }
    const user = await store.createUser({ email, name, passwordHash: await hashPassword(password) });
    if (!user) {
      return page(
        reply,
        signupPage({
          ...form,
          error: html`An account with this email already exists. <a href="/u/login${tx ? `?tx=${encodeURIComponent(tx)}` : ''}">Sign in instead</a>.`,
        }),
        409,
      );
    }
    await sendVerification(user);
    await signIn(req, reply, user);
    return reply.redirect(continueUrl(tx), 303);
  });

  // E-mail verification -------------------------------------------------------------------------

  app.get('/u/verify-email', async (req, reply) => {
    const token = (req.query as Record<string, unknown>).token;
    const record = await store.findEmailToken(token, 'verify_email');
    if (!record || !(await store.spendEmailToken(record.tokenHash))) {
      return page(
        reply,
        messagePage({
          title: 'This link has expired',
          message: 'The verification link has expired or was already used. Sign in to Steward to get a new one.',
          action: { href: `${opts.publicUrl}/login?continue=1`, label: 'Go to Steward' },
        }),
        400,
      );
    }
    await store.markEmailVerified(record.userId);
    const next = `${opts.publicUrl}/login?continue=1`;
    return page(
      reply,
      messagePage({
        title: 'Your email is verified',
        message: 'Thank you. Taking you back to Steward...',
        action: { href: next, label: 'Continue to Steward' },
        refreshTo: next,
      }),
    );
  });

  /** Called by the app's 'Verify Your Email' screen; the provider's session says who is asking. */
  app.post('/u/email-verification/resend', async (req, reply) => {
    if (!fromOurPages(req)) return reply.code(403).send({ detail: 'Request refused', code: 'forbidden' });
    const signedIn = await currentSession(req);
    if (!signedIn) {
      return reply.code(401).send({ detail: 'Your sign-in has expired. Sign in again to get a new link.', code: 'login_required' });
    }
    if (signedIn.user.emailVerifiedAt) return reply.send({ status: 'already_verified' });
    const wait = await limited(`verify:user:${signedIn.user.id}`, limits.mailPerAccount);
    if (wait) {
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send({ detail: `Too many emails sent. Please wait ${minutes(wait)} minute(s) and try again.`, code: 'rate_limited' });
    }
    await sendVerification(signedIn.user);
    return reply.send({ status: 'sent', email: signedIn.user.email });
  });

  // Password reset ------------------------------------------------------------------------------

  app.get('/u/forgot-password', async (req, reply) => {
    const tx = str((req.query as Record<string, unknown>).tx, 100);
    return page(reply, forgotPasswordPage({ ...(tx ? { tx } : {}), email: (await loginHint(tx)) ?? '' }));
  });

  app.post('/u/forgot-password', async (req, reply) => {
    const b = body(req);
    const tx = str(b.tx, 100);
    const email = (str(b.email, 254) ?? '').trim();
    if (!fromOurPages(req)) return errorPage(reply, 403, 'Request refused', 'This form did not come from Steward.');
    if (!isEmail(email)) return page(reply, forgotPasswordPage({ ...(tx ? { tx } : {}), email, error: 'Enter a valid email address.' }), 400);
    const wait =
      (await limited(`reset:ip:${clientIp(req)}`, limits.signupPerIp)) ?? (await limited(`reset:email:${email.toLowerCase()}`, limits.mailPerAccount));
    if (wait) {
      reply.header('retry-after', String(wait));
      return page(reply, forgotPasswordPage({ ...(tx ? { tx } : {}), email, error: `Too many requests. Please wait ${minutes(wait)} minute(s).` }), 429);
    }
    const user = await store.findUserByEmail(email);
    if (user) {
      const token = await store.createEmailToken(user.id, 'reset_password', RESET_TTL_SECONDS);
      const link = `${opts.publicUrl}/u/reset-password?token=${token}`;
      await opts.mailer.send({
        to: user.email,
        subject: 'Set a new password for Steward',
        text: `Hello ${user.name || nicknameOf(user.email)},\n\nUse this link to set a new password for your Steward account:\n\n${link}\n\nThe link works for one hour. If you did not ask for this, you can ignore this message.\n`,
      });
    }
    // The same answer whether or not the account exists.
    return page(reply, forgotPasswordPage({ ...(tx ? { tx } : {}), sent: true }));
  });

  app.get('/u/reset-password', async (req, reply) => {
    const token = str((req.query as Record<string, unknown>).token, 100);
    const record = await store.findEmailToken(token, 'reset_password');
    const user = record && (await store.findUser(record.userId));
    if (!token || !user) {
      return page(
        reply,
        messagePage({
          title: 'This link has expired',
          message: 'The link to set your password has expired or was already used. Ask for a new one from the sign-in page.',
          action: { href: '/u/forgot-password', label: 'Get a new link' },
        }),
        400,
      );
    }
    return page(reply, resetPasswordPage({ token, email: user.email, askName: !user.name.trim() }));
  });

  app.post('/u/reset-password', async (req, reply) => {
    const b = body(req);
    const token = str(b.token, 100);
    const password = str(b.password, 1000) ?? '';
    const confirm = str(b.confirm, 1000) ?? '';
    if (!fromOurPages(req)) return errorPage(reply, 403, 'Request refused', 'This form did not come from Steward.');
    const record = await store.findEmailToken(token, 'reset_password');
    const user = record && (await store.findUser(record.userId));
    if (!token || !record || !user) {
      return errorPage(reply, 400, 'This link has expired', 'The link to set your password has expired or was already used.');
    }
    const errors: Record<string, string> = {};
    const askName = !user.name.trim();
    const name = askName ? cleanName(str(b.name, 500)) : '';
    if (askName) {
      const nameIssue = nameProblem(name);
      if (nameIssue) errors.name = nameIssue;
    }
    const problem = passwordProblem(password, user.email);
    if (problem) errors.password = problem;
    else if (password !== confirm) errors.confirm = 'The passwords do not match.';
    if (Object.keys(errors).length) return page(reply, resetPasswordPage({ token, email: user.email, askName, name, errors }), 400);
    if (!(await store.spendEmailToken(record.tokenHash))) {
      return errorPage(reply, 400, 'This link has expired', 'The link to set your password was already used.');
    }
    await store.setPassword(user.id, await hashPassword(password));
    if (askName) await store.setName(user.id, name);
    // Whoever held the old password is signed out everywhere; the link proved the inbox.
    await store.revokeAllForUser(user.id, 'password changed');
    await store.markEmailVerified(user.id);
    return page(
      reply,
      messagePage({
        title: 'Your password is set',
        message: 'You can now sign in to Steward with your new password.',
        action: { href: `${opts.publicUrl}/login?continue=1`, label: 'Sign in' },
      }),
    );
  });

  // Sign out ----------------------------------------------------------------------------------------

  app.get('/v2/logout', async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const returnTo = str(q.returnTo);
    const clientId = str(q.client_id, 200);
    const client = clientId ? clients.get(clientId) : undefined;
    if (clientId && !client) return errorPage(reply, 400, 'Sign-out failed', 'The application that sent you here is not known to Steward.');
    if (returnTo && (!client || !client.logoutUrls.includes(returnTo))) {
      return errorPage(reply, 400, 'Sign-out failed', 'The address to return to after signing out is not allowed.');
    }
    const session = await store.findSession(req.cookies[SESSION_COOKIE]);
    if (session) await store.revokeSession(session.idHash, 'signed out');
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookies });
    if (returnTo) return reply.header('cache-control', 'no-store').redirect(returnTo, 302);
    return page(
      reply,
      messagePage({ title: 'You are signed out', message: 'See you soon.', action: { href: `${opts.publicUrl}/login`, label: 'Sign in again' } }),
    );
  });

  // Tokens ------------------------------------------------------------------------------------------

  function oauthError(reply: FastifyReply, err: OAuthError) {
    return reply
      .code(err.status)
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({ error: err.error, error_description: err.description });
  }

  async function checkGrantAllowed(userId: string) {
    if (!opts.grantAllowed) return;
    const decision = await opts.grantAllowed(subjectOf(userId));
    if (!decision.allowed) throw new OAuthError(403, 'access_denied', decision.description);
  }

  const verifierPattern = /^[A-Za-z0-9._~-]{43,128}$/;
  const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

  async function grantTokens(input: {
    user: IdpUser;
    clientId: string;
    scope: string;
    audience: string | null;
    nonce: string | null;
    authTime: Date;
    familyId: string | null;
    sessionId: string | null;
    /** The rotated refresh token's successor (a refresh); a code grant starts the family with a new one. */
    refreshToken?: string;
  }) {
    const claims = await opts.claims(subjectOf(input.user.id));
    const accessToken = await mintAccessToken(opts.keys, settings, {
      user: input.user,
      clientId: input.clientId,
      scope: input.scope,
      audience: input.audience,
      claims,
      sessionId: input.sessionId,
    });
    const idToken = await mintIdToken(opts.keys, settings, {
      user: input.user,
      clientId: input.clientId,
      nonce: input.nonce,
      authTime: input.authTime,
    });
    const refreshToken = input.refreshToken ?? (input.familyId ? await store.issueRefreshToken(input.familyId) : undefined);
    return {
      access_token: accessToken,
      id_token: idToken,
      ...(refreshToken ? { refresh_token: refreshToken } : {}),
      scope: input.scope,
      expires_in: settings.accessTokenTtlSeconds,
      token_type: 'Bearer',
    };
  }

  async function authorizationCodeGrant(b: Record<string, unknown>, client: Client) {
    const code = str(b.code, 200);
    const verifier = str(b.code_verifier, 200);
    const redirectUri = str(b.redirect_uri);
    if (!code) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: code');
    if (!verifier) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: code_verifier');
    if (!verifierPattern.test(verifier)) throw new OAuthError(400, 'invalid_request', 'The code_verifier is malformed.');

    const redeemed = await store.redeemCode(code);
    if (redeemed.status === 'unknown') throw new OAuthError(400, 'invalid_grant', 'Invalid authorization code');
    if (redeemed.status === 'replayed') {
      // A code presented twice was intercepted: whatever the first use issued is revoked.
      if (redeemed.record.familyId) await store.revokeFamily(redeemed.record.familyId, 'authorization code replayed');
      throw new OAuthError(400, 'invalid_grant', 'Invalid authorization code');
    }
    const record = redeemed.record;
    if (record.expiresAt.getTime() < Date.now()) throw new OAuthError(400, 'invalid_grant', 'Authorization code expired');
    if (record.clientId !== client.id) throw new OAuthError(400, 'invalid_grant', 'Invalid authorization code');
    if (redirectUri !== record.redirectUri) throw new OAuthError(400, 'invalid_grant', 'Redirect URI does not match the authorization request');
    if (s256(verifier) !== record.codeChallenge) throw new OAuthError(400, 'invalid_grant', 'Failed to verify code verifier');

    const user = await store.findUser(record.userId);
    if (!user) throw new OAuthError(400, 'invalid_grant', 'The user no longer exists');
    await checkGrantAllowed(user.id);
    let familyId: string | null = null;
    if (record.scope.split(' ').includes('offline_access')) {
      const family = await store.createFamily(
        {
          userId: user.id,
          clientId: client.id,
          scope: record.scope,
          audience: record.audience,
          sessionIdHash: record.sessionIdHash,
          authTime: record.authTime,
        },
        opts.refreshTokenTtlDays,
      );
      familyId = family.id;
      await store.linkCodeToFamily(record.codeHash, family.id);
    }
    const granted = await grantTokens({
      user,
      clientId: client.id,
      scope: record.scope,
      audience: record.audience,
      nonce: record.nonce,
      authTime: record.authTime,
      familyId,
      sessionId: record.sessionIdHash,
    });
    await opts.onSignIn?.(subjectOf(user.id), record.authTime, { name: user.name, email: user.email }).catch((err) => app.log.warn({ err }, 'onSignIn failed'));
    return granted;
  }

  async function refreshTokenGrant(b: Record<string, unknown>, client: Client) {
    const token = str(b.refresh_token, 200);
    if (!token) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: refresh_token');
    // Asked before the token is spent: a refused refresh leaves it usable for later.
    const live = await store.peekRefreshToken(token);
    const spendable = live && (!live.usedAt || live.usedAt.getTime() > Date.now() - reuseGraceSeconds * 1000);
    if (live && spendable && !live.family.revokedAt && live.family.clientId === client.id) await checkGrantAllowed(live.family.userId);
    const spent = await store.spendRefreshToken(token, await successorKey(), reuseGraceSeconds);
    if (spent.status === 'unknown') throw new OAuthError(403, 'invalid_grant', 'Unknown or invalid refresh token.');
    if (spent.status === 'reused') throw new OAuthError(403, 'invalid_grant', 'Unknown or invalid refresh token.');
    const { family } = spent;
    if (family.revokedAt) throw new OAuthError(403, 'invalid_grant', 'Unknown or invalid refresh token.');
    if (family.expiresAt.getTime() < Date.now()) throw new OAuthError(403, 'invalid_grant', 'The refresh token has expired.');
    if (family.clientId !== client.id) {
      await store.revokeFamily(family.id, 'presented by another client');
      throw new OAuthError(403, 'invalid_grant', 'Unknown or invalid refresh token.');
    }
    const user = await store.findUser(family.userId);
    if (!user) throw new OAuthError(403, 'invalid_grant', 'The user no longer exists');
    const requested = str(b.scope);
    const scope = requested ? narrowScope(requested, family.scope) : family.scope;
    return grantTokens({
      user,
      clientId: client.id,
      scope,
      audience: family.audience,
      nonce: null,
      authTime: family.authTime,
      familyId: family.id,
      sessionId: family.sessionIdHash,
      refreshToken: spent.successor,
    });
  }

  app.post('/oauth/token', async (req, reply) => {
    const b = body(req);
    try {
      const wait = await limited(`token:ip:${clientIp(req)}`, limits.tokenPerIp);
      if (wait) {
        reply.header('retry-after', String(wait));
        throw new OAuthError(429, 'too_many_requests', 'Too many requests. Please wait and try again.');
      }
      const client = clients.get(b.client_id);
      if (!client) throw new OAuthError(401, 'invalid_client', 'Unknown client');
      if (b.client_secret !== undefined) throw new OAuthError(401, 'invalid_client', 'This client does not use a client secret');
      const grantType = str(b.grant_type, 100);
      let result;
      if (grantType === 'authorization_code') result = await authorizationCodeGrant(b, client);
      else if (grantType === 'refresh_token') result = await refreshTokenGrant(b, client);
      else if (!grantType) throw new OAuthError(400, 'invalid_request', 'Missing required parameter: grant_type');
      else throw new OAuthError(400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(result);
    } catch (err) {
      if (err instanceof OAuthError) return oauthError(reply, err);
      throw err;
    }
  });

  app.post('/oauth/revoke', async (req, reply) => {
    const b = body(req);
    const client = clients.get(b.client_id);
    if (!client) return oauthError(reply, new OAuthError(401, 'invalid_client', 'Unknown client'));
    const token = str(b.token, 200);
    if (!token) return oauthError(reply, new OAuthError(400, 'invalid_request', 'Missing required parameter: token'));
    const family = await store.findFamilyByToken(token);
    if (family && family.clientId === client.id) await store.revokeFamily(family.id, 'revoked by client');
    return reply.code(200).send({});
  });

  app.get('/userinfo', async (req, reply) => {
    const header = req.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    try {
      const { payload } = await jwtVerify(token, createLocalJWKSet(await opts.keys.publicJwks()), {
        issuer: settings.issuer,
        audience: `${settings.issuer}userinfo`,
        algorithms: ['RS256'],
      });
      const id = userIdOf(String(payload.sub ?? ''));
      const user = id ? await store.findUser(id) : undefined;
      if (!user) throw new Error('no user');
      return reply.header('cache-control', 'no-store').send({
        sub: subjectOf(user.id),
        email: user.email,
        email_verified: user.emailVerifiedAt !== null,
        name: user.name || user.email,
        nickname: nicknameOf(user.email),
        updated_at: user.updatedAt.toISOString(),
      });
    } catch {
      return reply.code(401).header('www-authenticate', 'Bearer error="invalid_token"').send({ error: 'invalid_token', error_description: 'Invalid token' });
    }
  });

  // Housekeeping: expired sign-in requests, codes, links and rate-limit windows.
  const purge = setInterval(() => {
    store.purgeExpired().catch((err) => app.log.warn({ err }, 'identity purge failed'));
  }, 3600_000);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));
}

/** What is wrong with a person's name as typed, or null. */
function nameProblem(name: string): string | null {
  if (!name) return 'Enter your name.';
  if (name.length > 100) return 'Use at most 100 characters.';
  if (/[\u0000-\u001f\u007f<>]/.test(name)) return 'Use letters, spaces and punctuation only.';
  return null;
}

function normaliseScope(scope: string | undefined): string {
  const requested = (scope ?? 'openid').split(/\s+/).filter((s) => SUPPORTED_SCOPES.has(s));
  if (!requested.includes('openid')) requested.unshift('openid');
  return [...new Set(requested)].join(' ');
}

function narrowScope(requested: string, granted: string): string {
  const allowed = new Set(granted.split(' '));
  const narrowed = requested.split(/\s+/).filter((s) => allowed.has(s));
  return narrowed.length ? [...new Set(narrowed)].join(' ') : granted;
}
