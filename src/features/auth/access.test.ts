import { describe, expect, it } from 'vitest';
import { decideAccess, type AppPath, type Viewer } from './access';

const viewers: Record<string, Viewer> = {
  'signed out': { signedIn: false, role: null },
  OWNER: { signedIn: true, role: 'OWNER', organizationId: 'org-1' },
  ADMIN: { signedIn: true, role: 'ADMIN', organizationId: 'org-1' },
  MEMBER: { signedIn: true, role: 'MEMBER', organizationId: 'org-1' },
  NEW_USER: { signedIn: true, role: 'NEW_USER', organizationId: 'NEW_USER' },
  "'null'": { signedIn: true, role: 'null', organizationId: 'null' },
};

// Where each viewer ends up for each route: 'ok' or the redirect target ('/login*' keeps the target).
const table: Record<AppPath, Record<keyof typeof viewers, string>> = {
  '/': { 'signed out': '/login', OWNER: '/login', ADMIN: '/login', MEMBER: '/login', NEW_USER: '/login', "'null'": '/login' },
  '/login': { 'signed out': 'ok', OWNER: '/chat', ADMIN: '/chat', MEMBER: '/chat', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  '/auth/login': { 'signed out': 'ok', OWNER: '/chat', ADMIN: '/chat', MEMBER: '/chat', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  '/signup': { 'signed out': 'ok', OWNER: '/chat', ADMIN: '/chat', MEMBER: '/chat', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  '/authorization': { 'signed out': 'ok', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: 'ok', "'null'": 'ok' },
  '/invite/accept': { 'signed out': 'ok', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: 'ok', "'null'": 'ok' },
  '/coming-soon': { 'signed out': 'ok', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: 'ok', "'null'": 'ok' },
  '/questionnaire': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: 'ok', "'null'": 'ok' },
  '/progress': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: 'ok', "'null'": 'ok' },
  '/non-profit-verification': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  '/documents': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: '/chat', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  '/chat': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: 'ok', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  '/team': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: '/chat', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
  // The spec sends owners and admins to /coming-soon; the history is real now (issue 8).
  '/history': { 'signed out': '/login*', OWNER: 'ok', ADMIN: 'ok', MEMBER: '/chat', NEW_USER: '/questionnaire', "'null'": '/questionnaire' },
};

const cases = Object.entries(table).flatMap(([path, row]) =>
  Object.entries(row).map(([viewer, expected]) => [path as AppPath, viewer, expected] as const),
);

describe('decideAccess', () => {
  it.each(cases)('%s for %s → %s', (path, viewer, expected) => {
    const decision = decideAccess(path, viewers[viewer]!);
    if (expected === 'ok') {
      expect(decision).toEqual({ allow: true });
    } else if (expected === '/login*') {
      expect(decision).toEqual({ allow: false, redirect: '/login', keepTarget: true });
    } else {
      expect(decision).toMatchObject({ allow: false, redirect: expected });
    }
  });

  it('reads the member role case-insensitively', () => {
    expect(decideAccess('/team', { signedIn: true, role: 'member', organizationId: 'o' })).toMatchObject({ redirect: '/chat' });
    expect(decideAccess('/history', { signedIn: true, role: 'Member', organizationId: 'o' })).toMatchObject({ redirect: '/chat' });
    expect(decideAccess('/documents', { signedIn: true, role: 'Member', organizationId: 'o' })).toMatchObject({ redirect: '/chat' });
  });

  it('sends a signed-in person whose token names no assistant yet back to onboarding from the sign-in pages', () => {
    const owner = { signedIn: true, role: 'OWNER', organizationId: 'org-1', hasAgents: false };
    for (const path of ['/login', '/auth/login', '/signup'] as const) expect(decideAccess(path, owner)).toMatchObject({ redirect: '/questionnaire' });
    expect(decideAccess('/login', { ...owner, hasAgents: true })).toMatchObject({ redirect: '/chat' });
  });

  it('treats a missing role as not onboarded', () => {
    expect(decideAccess('/chat', { signedIn: true, role: undefined })).toMatchObject({ redirect: '/questionnaire' });
  });
});
