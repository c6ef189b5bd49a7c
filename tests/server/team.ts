// Helpers for the team tests: calls with any method, invitations read from the dev mailbox, and a
// person who joins an organisation the whole way a real one does (invited by mail, accepts, sets
// a password on the provider's page, signs in, exchanges the code for tokens).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StewardApp } from '../../server/app';
import { users } from '../../server/db/schema';
import type { Organisation, Person } from './documents';
import { PUBLIC_URL, uniqueEmail } from './harness';
import { TestBrowser, authorizeCode, decodeJwt, exchangeCode, mailbox, type Tokens } from './oauth';

export const TEAM_PASSWORD = 'a team password 2026';

export function api(app: StewardApp, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, token: string | null, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

export const sendInvite = (app: StewardApp, token: string, email: string, extra: Record<string, unknown> = { role: 'MEMBER', tag: 'In-House Staff' }) =>
  api(app, 'POST', '/api/auth/invites', token, { email, ...extra });

export const acceptInvite = (app: StewardApp, inviteToken: string, bearer: string | null = null) =>
  api(app, 'POST', '/api/auth/invites/accept', bearer, { invite_token: inviteToken });

/** The invitation tokens mailed to `email`, newest mail first. */
export async function inviteTokens(app: StewardApp, email: string): Promise<string[]> {
  const mails = await mailbox(app, email);
  const tokens: string[] = [];
  for (const mail of mails) {
    const match = mail.text.match(/https?:\/\/\S*\/invite\/accept\?token=([A-Za-z0-9_-]+)/);
    if (match?.[1]) tokens.push(match[1]);
  }
  return tokens;
}

export async function latestInviteToken(app: StewardApp, email: string): Promise<string> {
  const [token] = await inviteTokens(app, email);
  if (!token) throw new Error(`no invitation mailed to ${email}`);
  return token;
}

/** Signs in on the provider's page with a password and exchanges the code: the PWA's tokens. */
export async function signInWithPassword(app: StewardApp, email: string, password = TEAM_PASSWORD): Promise<{ browser: TestBrowser; tokens: Tokens }> {
  const browser = new TestBrowser(app);
  const login = await browser.postForm('/u/login', { email, password });
  expect(login.statusCode, login.body.slice(0, 300)).toBe(303);
  const { code, verifier } = await authorizeCode(browser);
  return { browser, tokens: await exchangeCode(app, code, verifier) };
}

/** Follows a reset_url to the provider's page and sets the password there. */
/** The name a new invitee gives on the set-password page (it asks only accounts without one). */
export const INVITEE_NAME = 'Nia Newcomer';

export async function setPassword(app: StewardApp, resetUrl: string, password = TEAM_PASSWORD, name: string | null = INVITEE_NAME): Promise<LightMyRequestResponse> {
  const url = new URL(resetUrl);
  expect(url.origin).toBe(PUBLIC_URL);
  expect(url.pathname).toBe('/u/reset-password');
  const browser = new TestBrowser(app);
  const page = await browser.get(`${url.pathname}${url.search}`);
  expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
  const token = url.searchParams.get('token')!;
  const asksName = page.body.includes('id="name"');
  return browser.postForm('/u/reset-password', { token, password, confirm: password, ...(asksName && name !== null ? { name } : {}) });
}

export interface Joined extends Person {
  refreshToken: string;
  browser: TestBrowser;
}

/** Someone invited by `inviter` who accepts, sets a password, signs in and holds tokens. */
export async function joinTeam(
  app: StewardApp,
  inviter: Pick<Organisation, 'token'>,
  role: 'ADMIN' | 'MEMBER' = 'MEMBER',
  options: { email?: string; tag?: string } = {},
): Promise<Joined> {
  const email = options.email ?? uniqueEmail(role.toLowerCase());
  const invited = await sendInvite(app, inviter.token, email, { role, tag: options.tag ?? 'In-House Staff' });
  expect(invited.statusCode, invited.body).toBe(201);
  const accepted = await acceptInvite(app, await latestInviteToken(app, email));
  expect(accepted.statusCode, accepted.body).toBe(200);
  const set = await setPassword(app, accepted.json().reset_url as string);
  expect(set.statusCode, set.body.slice(0, 300)).toBe(200);
  const { browser, tokens } = await signInWithPassword(app, email);
  const sub = decodeJwt(tokens.access_token).sub as string;
  const user = (await app.steward.database.db.select().from(users).where(eq(users.externalId, sub)).limit(1))[0]!;
  return { token: tokens.access_token, refreshToken: tokens.refresh_token!, email, sub, userId: user.id, browser };
}

/** The URL of a member, as the browser sends it (the subject URL-encoded). */
export const memberUrl = (orgId: string, sub: string) => `/api/organization/${orgId}/members/${encodeURIComponent(sub)}`;
