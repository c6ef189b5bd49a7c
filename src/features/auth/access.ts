// Who may open which route (spec part 1, sections 2 and 6), as one pure function so that every
// rule can be tested as a table. Route guards call it in beforeLoad.
import { NEW_USER, NO_ORGANIZATION } from '../../../contracts/roles';

export type AppPath =
  | '/'
  | '/login'
  | '/auth/login'
  | '/signup'
  | '/authorization'
  | '/invite/accept'
  | '/coming-soon'
  | '/questionnaire'
  | '/progress'
  | '/non-profit-verification'
  | '/documents'
  | '/chat'
  | '/team'
  | '/history';

type Access = 'redirect-home' | 'logged-out-only' | 'public' | 'open-to-new-users' | 'protected';

const RULES: Record<AppPath, Access> = {
  '/': 'redirect-home',
  '/login': 'logged-out-only',
  '/auth/login': 'logged-out-only',
  '/signup': 'logged-out-only',
  '/authorization': 'public',
  '/invite/accept': 'public',
  '/coming-soon': 'public',
  // Onboarding runs before the token carries an organisation: /progress follows the last step.
  '/questionnaire': 'open-to-new-users',
  '/progress': 'open-to-new-users',
  '/non-profit-verification': 'protected',
  '/documents': 'protected',
  '/chat': 'protected',
  '/team': 'protected',
  '/history': 'protected',
};

/** Routes a member is sent away from, to /chat. */
const NOT_FOR_MEMBERS = new Set<AppPath>(['/documents', '/team', '/history']);

export interface Viewer {
  signedIn: boolean;
  /** db_role from the token: OWNER, ADMIN, MEMBER, NEW_USER, 'null', or missing. */
  role: string | null | undefined;
  organizationId?: string | null | undefined;
  /** Whether the token names any assistant (false: onboarding stopped before Tally was set up). */
  hasAgents?: boolean | undefined;
}

export type AccessDecision = { allow: true } | { allow: false; redirect: string; keepTarget?: boolean };

export const isNewUser = (v: Viewer) =>
  !v.role || v.role === NEW_USER || v.role === NO_ORGANIZATION || v.organizationId === NEW_USER || v.organizationId === NO_ORGANIZATION;

export const isMember = (role: string | null | undefined) => (role ?? '').toLowerCase() === 'member';

export function decideAccess(path: AppPath, viewer: Viewer): AccessDecision {
  const rule = RULES[path];
  switch (rule) {
    case 'redirect-home':
      return { allow: false, redirect: '/login' };
    case 'logged-out-only':
      if (!viewer.signedIn) return { allow: true };
      // Home, as the authorization callback decides it: onboarding until Tally is set up.
      return { allow: false, redirect: isNewUser(viewer) || viewer.hasAgents === false ? '/questionnaire' : '/chat' };
    case 'public':
      return { allow: true };
    case 'open-to-new-users':
    case 'protected': {
      if (!viewer.signedIn) return { allow: false, redirect: '/login', keepTarget: true };
      if (rule === 'open-to-new-users') return { allow: true };
      if (isNewUser(viewer)) return { allow: false, redirect: '/questionnaire' };
      if (isMember(viewer.role) && NOT_FOR_MEMBERS.has(path)) return { allow: false, redirect: '/chat' };
      return { allow: true };
    }
  }
}
