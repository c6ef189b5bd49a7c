// The identity provider's side of the team: finding or creating the account of an invited
// address, and signing a removed member out everywhere. The embedded provider does it in its own
// tables; with Auth0 it goes through Auth0's Management API (client credentials).
import type { FastifyBaseLogger } from 'fastify';
import { INVITE_TTL_DAYS } from '../../../contracts/team-constants';
import type { Db } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { HttpError } from '../../lib/errors';
import { hashPassword } from '../identity/passwords';
import { IdentityStore, subjectOf, userIdOf } from '../identity/store';

export interface InvitedAccount {
  /** The provider's subject (users.external_id). */
  sub: string;
  /** The account already had a password and a verified address: it signs in as before. */
  existing: boolean;
  /** The account's name at the provider ('' when it has none). */
  name: string;
  /** Where the person goes once the invitation is accepted: setting a password, or signing in. */
  nextUrl(): Promise<string>;
}

export interface InviteIdentity {
  kind: 'embedded' | 'auth0';
  /** The account of `email`, created (without a usable password) when there is none. */
  accountFor(email: string): Promise<InvitedAccount>;
  /** Ends every session and refresh token of `sub`. */
  revokeAll(sub: string): Promise<void>;
}

/** How long the link that sets an invited person's password works. */
const SET_PASSWORD_TTL_SECONDS = INVITE_TTL_DAYS * 86400;

export function embeddedInviteIdentity(db: Db, publicUrl: string): InviteIdentity {
  const store = new IdentityStore(db);
  return {
    kind: 'embedded',
    async accountFor(email) {
      let user = await store.findUserByEmail(email);
      if (!user) {
        // A random password nobody knows: the account is usable once its owner sets one.
        const passwordHash = await hashPassword(randomToken(32));
        user = (await store.createUser({ email, name: '', passwordHash })) ?? (await store.findUserByEmail(email));
        if (!user) throw new Error('the invited account could not be created');
      }
      const id = user.id;
      // An unverified account may have been made by anyone with that address typed in: its
      // password is replaced through the link (which proves the inbox), never trusted.
      const existing = user.emailVerifiedAt !== null;
      return {
        sub: subjectOf(id),
        existing,
        name: user.name,
        nextUrl: existing
          ? async () => `${publicUrl}/login`
          : async () => `${publicUrl}/u/reset-password?token=${await store.createEmailToken(id, 'reset_password', SET_PASSWORD_TTL_SECONDS)}`,
      };
    },
    async revokeAll(sub) {
      const id = userIdOf(sub);
      if (id) await store.revokeAllForUser(id, 'removed from the organization');
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Auth0

export interface Auth0ManagementOptions {
  /** The tenant's address without the trailing slash (https://tenant.eu.auth0.com). */
  domainUrl: string;
  clientId: string;
  clientSecret: string;
  /** The database connection new accounts are made in. */
  connection: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  timeoutMs?: number;
}

interface Auth0User {
  user_id: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  identities?: Array<{ connection?: string }>;
}

const identityUnavailable = () =>
  new HttpError(502, 'The sign-in service could not be reached. Please try again in a moment.', 'identity_unavailable');

export function auth0InviteIdentity(opts: Auth0ManagementOptions): InviteIdentity {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  let cached: { token: string; expiresAt: number } | null = null;

  async function managementToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const res = await fetch(`${opts.domainUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'client_credentials',
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        audience: `${opts.domainUrl}/api/v2/`,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) {
      opts.log.error({ status: res.status }, 'Auth0 refused the Management API credentials');
      throw identityUnavailable();
    }
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw identityUnavailable();
    cached = { token: body.access_token, expiresAt: Date.now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return body.access_token;
  }

  async function api(method: string, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let res: Response;
    try {
      res = await fetch(`${opts.domainUrl}/api/v2${path}`, {
        method,
        headers: { authorization: `Bearer ${await managementToken()}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      if (err instanceof HttpError) throw err;
      opts.log.error({ err, path }, 'the Auth0 Management API could not be reached');
      throw identityUnavailable();
    }
    if (res.status === 401) cached = null;
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: res.status, json };
  }

  function fail(status: number, what: string): never {
    opts.log.error({ status }, `Auth0 Management API: ${what} failed`);
    throw identityUnavailable();
  }

  async function usersByEmail(email: string): Promise<Auth0User[]> {
    const res = await api('GET', `/users-by-email?email=${encodeURIComponent(email.toLowerCase())}`);
    if (res.status !== 200 || !Array.isArray(res.json)) fail(res.status, 'looking a user up by email');
    return res.json as Auth0User[];
  }

  const pick = (found: Auth0User[]) => found.find((u) => u.identities?.some((i) => i.connection === opts.connection)) ?? found[0];

  return {
    kind: 'auth0',
    async accountFor(email) {
      let user = pick(await usersByEmail(email));
      let created = false;
      if (!user) {
        const res = await api('POST', '/users', {
          email,
          // Nobody knows it: the person sets theirs through the ticket below.
          password: `${randomToken(24)}aA1!`,
          connection: opts.connection,
          email_verified: false,
          verify_email: false,
        });
        if (res.status === 201 || res.status === 200) {
          user = res.json as Auth0User;
          created = true;
        } else if (res.status === 409) {
          user = pick(await usersByEmail(email));
        }
        if (!user?.user_id) fail(res.status, 'creating a user');
      }
      const account = user;
      const existing = !created && account.email_verified === true;
      let ticket: string | null = null;
      if (!existing) {
        // Made before the invitation is spent: if Auth0 fails, the invitation still works.
        const res = await api('POST', '/tickets/password-change', {
          user_id: account.user_id,
          result_url: `${opts.publicUrl}/login`,
          ttl_sec: SET_PASSWORD_TTL_SECONDS,
          mark_email_as_verified: true,
        });
        const body = res.json as { ticket?: string } | null;
        if ((res.status !== 201 && res.status !== 200) || !body?.ticket) fail(res.status, 'making a password-change ticket');
        ticket = body.ticket;
      }
      const name = account.name && account.name !== account.email ? account.name : '';
      return {
        sub: account.user_id,
        existing,
        name,
        nextUrl: async () => ticket ?? `${opts.publicUrl}/login`,
      };
    },
    async revokeAll(sub) {
      // Both calls need the delete:sessions / delete:refresh_tokens scopes (Auth0's Enterprise
      // plans); elsewhere the Action's claims (no organisation any more) and the API's membership
      // check are what keep a removed member out.
      const id = encodeURIComponent(sub);
      for (const path of [`/users/${id}/sessions`, `/users/${id}/refresh-tokens`]) {
        const res = await api('DELETE', path);
        if (res.status >= 300 && res.status !== 404) opts.log.warn({ status: res.status, path }, 'Auth0 did not revoke a removed member');
      }
    },
  };
}
