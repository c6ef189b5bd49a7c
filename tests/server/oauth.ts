// A browser-like client for the embedded provider, driving its real routes through inject():
// it keeps cookies, makes PKCE pairs, signs up, verifies by the dev mailbox, and redeems codes.
import { createHash } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { StewardApp } from '../../server/app';
import { randomToken } from '../../server/lib/crypto';
import { CLIENT_ID, PUBLIC_URL, REDIRECT_URI, AUDIENCE } from './harness';

export const PASSWORD = 'correct horse battery';

export function pkce() {
  const verifier = randomToken(32);
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export interface Tokens {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  scope: string;
  token_type: string;
}


export class TestBrowser {
  private readonly cookies = new Map<string, string>();
  constructor(readonly app: StewardApp) {}

  async request(options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...(options.headers as Record<string, string> | undefined) },
    });
    for (const c of res.cookies) {
      if (c.maxAge === 0 || c.value === '') this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  postForm(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_URL, ...headers },
      payload: new URLSearchParams(form).toString(),
    });
  }

  hasSession() {
    return this.cookies.has('steward_idp');
  }
}

export function authorizeUrl(params: Record<string, string | undefined>) {
  const defaults: Record<string, string> = {
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    response_mode: 'query',
    scope: 'openid profile email offline_access',
    audience: AUDIENCE,
    state: randomToken(12),
    nonce: randomToken(12),
    code_challenge_method: 'S256',
  };
  const merged = { ...defaults, ...params };
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(merged)) if (v !== undefined) q.set(k, v);
  return `/authorize?${q.toString()}`;
}

/** Follows a redirect's Location: its path for inject, and its query as an object. */
export function location(res: LightMyRequestResponse) {
  const raw = res.headers.location;
  if (typeof raw !== 'string') throw new Error(`expected a redirect, got ${res.statusCode}: ${res.body.slice(0, 200)}`);
  const url = new URL(raw, PUBLIC_URL);
  return { url, path: `${url.pathname}${url.search}`, query: Object.fromEntries(url.searchParams) };
}

export async function mailbox(app: StewardApp, to: string) {
  const res = await app.inject({ method: 'GET', url: `/dev/mailbox.json?to=${encodeURIComponent(to)}` });
  return (res.json() as { mails: Array<{ subject: string; text: string }> }).mails;
}

export async function linkFromMail(app: StewardApp, to: string, pathPart: string) {
  const mails = await mailbox(app, to);
  for (const mail of mails) {
    const match = mail.text.match(new RegExp(`https?://\\S*${pathPart}\\S*`));
    if (match) return new URL(match[0]).pathname + new URL(match[0]).search;
  }
  throw new Error(`no mail to ${to} with a ${pathPart} link`);
}

/** Signs up through the provider's page (from a parked /authorize), verifies by mail, signs in. */
export async function signUp(app: StewardApp, email: string, options: { verify?: boolean; name?: string } = {}) {
  const browser = new TestBrowser(app);
  const { challenge } = pkce();
  const start = await browser.get(authorizeUrl({ code_challenge: challenge, screen_hint: 'signup' }));
  const tx = location(start).query.tx!;
  const res = await browser.postForm('/u/signup', { tx, name: options.name ?? 'Test Person', email, password: PASSWORD });
  if (res.statusCode !== 303) throw new Error(`sign-up failed: ${res.statusCode} ${res.body.slice(0, 300)}`);
  if (options.verify !== false) {
    const link = await linkFromMail(app, email, '/u/verify-email');
    const verified = await browser.get(link);
    if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode}`);
  }
  return browser;
}

/** Runs /authorize with an existing session and returns the code and the PKCE verifier. */
export async function authorizeCode(browser: TestBrowser, params: Record<string, string | undefined> = {}) {
  const { verifier, challenge } = pkce();
  const res = await browser.get(authorizeUrl({ code_challenge: challenge, ...params }));
  const { query } = location(res);
  if (!query.code) throw new Error(`no code: ${JSON.stringify(query)}`);
  return { code: query.code, verifier, state: query.state };
}

export function tokenRequest(app: StewardApp, form: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export async function exchangeCode(app: StewardApp, code: string, verifier: string): Promise<Tokens> {
  const res = await tokenRequest(app, {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  });
  if (res.statusCode !== 200) throw new Error(`token exchange failed: ${res.statusCode} ${res.body}`);
  return res.json() as Tokens;
}

export async function refresh(app: StewardApp, refreshToken: string) {
  return tokenRequest(app, { grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: refreshToken });
}

/** A verified account with tokens, the way the PWA ends up after signing up. */
export async function signedUpWithTokens(app: StewardApp, email: string) {
  const browser = await signUp(app, email);
  const { code, verifier } = await authorizeCode(browser);
  const tokens = await exchangeCode(app, code, verifier);
  return { browser, tokens };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
