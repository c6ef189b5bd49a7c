import { describe, expect, it } from 'vitest';
import { decodeClaims, landingFor, needsOnboarding } from './claims';

const token = (claims: object) => `x.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.y`;

describe('decodeClaims', () => {
  it('reads the claims of a token, including non-ASCII names', () => {
    const c = decodeClaims(token({ sub: 'steward|1', db_role: 'OWNER' }));
    expect(c).toEqual({ sub: 'steward|1', db_role: 'OWNER' });
    const bytes = new TextEncoder().encode(JSON.stringify({ name: 'Zoë Ångström' }));
    const b64 = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeClaims(`h.${b64}.s`)?.name).toBe('Zoë Ångström');
  });

  it.each([null, undefined, '', 'no-dots', 'a.%%%.c', `a.${btoa('not json')}.c`, `a.${btoa('[1,2]')}.c`, `a.${btoa('null')}.c`])(
    'yields no claims for an unreadable or missing token: %j',
    (value) => {
      expect(decodeClaims(value)).toBeNull();
    },
  );
});

describe('landingFor (the authorization callback)', () => {
  const agents = [{ agent_id: 'a1', foundry_agent_id: 'f1' }];
  it.each([
    ['NEW_USER role and organisation: register, then the questionnaire', { db_role: 'NEW_USER', db_organization_id: 'NEW_USER', db_agents_accessible: [] }, { register: true, to: '/questionnaire' }],
    ["'null' role and organisation: the questionnaire", { db_role: 'null', db_organization_id: 'null', db_agents_accessible: [] }, { register: false, to: '/questionnaire' }],
    ['an owner without agents: the questionnaire', { db_role: 'OWNER', db_organization_id: 'o1', db_agents_accessible: [] }, { register: false, to: '/questionnaire' }],
    ['an owner with agents: chat', { db_role: 'OWNER', db_organization_id: 'o1', db_agents_accessible: agents }, { register: false, to: '/chat' }],
    ['a member with agents: chat', { db_role: 'MEMBER', db_organization_id: 'o1', db_agents_accessible: agents }, { register: false, to: '/chat' }],
  ])('%s', (_name, claims, expected) => {
    expect(landingFor(claims)).toEqual(expected);
  });

  it('sends a person with no readable claims to the questionnaire', () => {
    expect(landingFor(null)).toEqual({ register: false, to: '/questionnaire' });
  });
});

describe('needsOnboarding', () => {
  it.each([
    [{ db_role: 'NEW_USER', db_organization_id: 'NEW_USER' }, true],
    [{ db_role: 'null', db_organization_id: 'null' }, true],
    [{ db_role: 'ADMIN', db_organization_id: 'o1' }, false],
    [null, true],
  ])('%j → %s', (claims, expected) => {
    expect(needsOnboarding(claims)).toBe(expected);
  });
});
