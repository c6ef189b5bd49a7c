// Verifies the bearer token of every API request against the issuer's keys (the embedded
// provider's or Auth0's: the same code) and then loads the person from the database. The
// token's organisation claim is never trusted on its own: later issues check the membership.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { eq } from 'drizzle-orm';
import type { IdentityConfig } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from '../lib/errors';
import type { KeyStore } from '../modules/identity/keys';

export interface Principal {
  sub: string;
  email: string | null;
  name: string | null;
  claims: JWTPayload;
  user: typeof users.$inferSelect | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export type TokenVerifier = (token: string) => Promise<JWTPayload>;

export function createTokenVerifier(identity: IdentityConfig, keys: KeyStore | null): TokenVerifier {
  const issuer = `${identity.domainUrl}/`;
  let getKey: JWTVerifyGetKey;
  if (identity.kind === 'auth0') {
    getKey = createRemoteJWKSet(new URL(`${issuer}.well-known/jwks.json`));
  } else {
    if (!keys) throw new Error('the embedded provider needs its key store');
    let local: JWTVerifyGetKey | null = null;
    getKey = async (header, token) => (local ??= createLocalJWKSet(await keys.publicJwks()))(header, token);
  }
  return async (token) => {
    const { payload } = await jwtVerify(token, getKey, { issuer, audience: identity.audience, algorithms: ['RS256'] });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
      throw new joseErrors.JWTClaimValidationFailed('sub is missing', payload, 'sub', 'missing');
    }
    return payload;
  };
}

/** The hook routes put in `onRequest` to require a signed-in caller. */
export type RequireToken = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A hook that requires a valid bearer token and sets request.principal. With `sessionEnded`
 * (the embedded provider), a token whose sign-in session (`sid`) has ended (signed out, removed
 * from the team, password changed) is refused at once rather than when it expires.
 */
export function authenticate(verify: TokenVerifier, db: Db, sessionEnded?: (sid: string) => Promise<boolean>): RequireToken {
  return async function requireToken(req: FastifyRequest, _reply: FastifyReply) {
    const header = req.headers.authorization;
    if (!header) throw unauthorized('Not authenticated', 'not_authenticated');
    const match = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/.exec(header.trim());
    if (!match?.[1] || match[1].length > 8192) throw unauthorized();
    let claims: JWTPayload;
    try {
      claims = await verify(match[1]);
    } catch (err) {
      req.log.debug({ err: (err as Error).message }, 'token refused');
      throw unauthorized();
    }
    if (sessionEnded && typeof claims.sid === 'string' && (await sessionEnded(claims.sid))) {
      req.log.debug('token of an ended session refused');
      throw unauthorized();
    }
    const sub = claims.sub!;
    const user = (await db.select().from(users).where(eq(users.externalId, sub)).limit(1))[0] ?? null;
    req.principal = {
      sub,
      email: typeof claims.email === 'string' ? claims.email : null,
      name: typeof claims.name === 'string' ? claims.name : null,
      claims,
      user,
    };
  };
}
