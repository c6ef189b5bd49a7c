// Who is looking: name, email, organisation and role, from the auth state and the token claims.
import { useAtomValue } from 'jotai';
import { useRouter } from '@tanstack/react-router';
import { NEW_USER, NO_ORGANIZATION } from '../../contracts/roles';
import { authStateAtom, type AuthClient } from './auth-client';

export interface ViewerInfo {
  name: string;
  email: string;
  organizationName: string | null;
  role: string | null;
  isMember: boolean;
  /** Owners and admins manage documents and the team. */
  canManage: boolean;
  initials: string;
}

export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email[0] ?? '?').toUpperCase();
}

/** The auth client the router carries in its context. */
export function useAuth(): AuthClient {
  return useRouter().options.context.auth;
}

export function useViewer(): ViewerInfo {
  const auth = useAuth();
  const { user } = useAtomValue(authStateAtom);
  const claims = auth.claims();
  const email = user?.email ?? claims?.email ?? '';
  const name = user?.name && user.name !== email ? user.name : (claims?.name ?? '');
  const role = claims?.db_role ?? null;
  const organizationName =
    claims?.db_organization_name && ![NEW_USER, NO_ORGANIZATION].includes(claims.db_organization_name) ? claims.db_organization_name : null;
  const isMember = (role ?? '').toLowerCase() === 'member';
  return {
    name,
    email,
    organizationName,
    role,
    isMember,
    canManage: role === 'OWNER' || role === 'ADMIN',
    initials: initialsOf(name, email),
  };
}
