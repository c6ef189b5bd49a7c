// Mints the provider's RS256 tokens. Access tokens carry the product claims, read from the
// database at every grant so a refresh picks up a new organisation or role.
import { SignJWT } from 'jose';
import type { ProductClaims } from '../../../contracts/auth';
import { randomToken } from '../../lib/crypto';
import type { KeyStore } from './keys';
import { subjectOf, type IdpUser } from './store';

export type ClaimsSource = (sub: string) => Promise<ProductClaims>;

export interface TokenSettings {
  issuer: string; // with the trailing slash, as spa-js expects
  audience: string;
  accessTokenTtlSeconds: number;
  idTokenTtlSeconds: number;
}

export const nicknameOf = (email: string) => email.split('@')[0] ?? email;

export async function mintAccessToken(
  keys: KeyStore,
  settings: TokenSettings,
  input: { user: IdpUser; clientId: string; scope: string; audience: string | null; claims: ProductClaims; sessionId: string | null },
): Promise<string> {
  const { kid, privateKey } = await keys.signing();
  const aud = [input.audience ?? settings.audience, `${settings.issuer}userinfo`];
  return new SignJWT({
    ...input.claims,
    // The sign-in session it came from: the API refuses the token once that session has ended.
    ...(input.sessionId ? { sid: input.sessionId } : {}),
    email: input.user.email,
    name: input.user.name || input.user.email,
    scope: input.scope,
    azp: input.clientId,
  })
    .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid })
    .setIssuer(settings.issuer)
    .setSubject(subjectOf(input.user.id))
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime(`${settings.accessTokenTtlSeconds}s`)
    .setJti(randomToken(12))
    .sign(privateKey);
}

export async function mintIdToken(
  keys: KeyStore,
  settings: TokenSettings,
  input: { user: IdpUser; clientId: string; nonce: string | null; authTime: Date },
): Promise<string> {
  const { kid, privateKey } = await keys.signing();
  const { user } = input;
  const payload: Record<string, unknown> = {
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    name: user.name || user.email,
    nickname: nicknameOf(user.email),
    updated_at: user.updatedAt.toISOString(),
    auth_time: Math.floor(input.authTime.getTime() / 1000),
  };
  if (input.nonce) payload.nonce = input.nonce;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid })
    .setIssuer(settings.issuer)
    .setSubject(subjectOf(user.id))
    .setAudience(input.clientId)
    .setIssuedAt()
    .setExpirationTime(`${settings.idTokenTtlSeconds}s`)
    .sign(privateKey);
}
