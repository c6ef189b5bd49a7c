// Reads the claims of the stored access token. An unreadable or missing token yields no claims.
import type { ProductClaims } from '../../contracts/auth';
import { NEW_USER, NO_ORGANIZATION } from '../../contracts/roles';

export interface TokenClaims extends Partial<ProductClaims> {
  sub?: string;
  email?: string;
  name?: string;
  nickname?: string;
  picture?: string;
  exp?: number;
}

function base64UrlDecode(input: string): string {
  const base64 = input.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(input.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(base64UrlDecode(payload)) as unknown;
    return claims && typeof claims === 'object' && !Array.isArray(claims) ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/** Not onboarded: no product user yet, or a user with no organisation. */
export const isNewUser = (c: TokenClaims | null) => c?.db_role === NEW_USER && c.db_organization_id === NEW_USER;
export const hasNoOrganization = (c: TokenClaims | null) =>
  c?.db_role === NO_ORGANIZATION && c.db_organization_id === NO_ORGANIZATION;

export const needsOnboarding = (c: TokenClaims | null) =>
  !c ||
  c.db_role === NEW_USER ||
  c.db_role === NO_ORGANIZATION ||
  c.db_organization_id === NEW_USER ||
  c.db_organization_id === NO_ORGANIZATION ||
  !c.db_role;

export type Landing = { register: boolean; to: '/questionnaire' | '/chat' };

/** Where the authorization callback sends a person, by the claims of their new token. */
export function landingFor(c: TokenClaims | null): Landing {
  if (isNewUser(c)) return { register: true, to: '/questionnaire' };
  if (hasNoOrganization(c) || !c?.db_agents_accessible?.length) return { register: false, to: '/questionnaire' };
  return { register: false, to: '/chat' };
}
