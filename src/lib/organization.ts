// The signed-in person's organisation id: from the token's claims, or, between creating the
// organisation and the next token refresh, from local storage (spec part 2, section 3).
import { NEW_USER, NO_ORGANIZATION } from '../../contracts/roles';
import type { TokenClaims } from './claims';
import { ORGANIZATION_KEY } from './storage-keys';

const isReal = (id: string | null | undefined): id is string => !!id && id !== NEW_USER && id !== NO_ORGANIZATION;

export function currentOrganizationId(claims: TokenClaims | null): string | null {
  if (isReal(claims?.db_organization_id)) return claims.db_organization_id;
  try {
    const stored = localStorage.getItem(ORGANIZATION_KEY);
    return isReal(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberOrganizationId(id: string): void {
  try {
    localStorage.setItem(ORGANIZATION_KEY, id);
  } catch {
    // Storage refused (private mode): the token refresh that follows carries the id instead.
  }
}
