import { describe, expect, it } from 'vitest';
import type { Member } from '../../../contracts/team';
import { applyAction, memberActions, placesLeft, placesTaken } from './member-actions';

function member(over: Partial<Member> & Pick<Member, 'auth0_id' | 'role'>): Member {
  return {
    id: over.auth0_id,
    user_id: over.auth0_id,
    name: 'Someone',
    full_name: 'Someone',
    email: `${over.auth0_id}@example.org`,
    is_active: true,
    tag: null,
    status: 'active',
    last_activity_at: null,
    created_at: '2026-01-01T00:00:00Z',
    queries_used: 0,
    ...over,
  };
}

const owner = member({ auth0_id: 'owner', role: 'OWNER' });
const admin = member({ auth0_id: 'admin', role: 'ADMIN' });
const plain = member({ auth0_id: 'plain', role: 'MEMBER' });
const blocked = member({ auth0_id: 'blocked', role: 'MEMBER', status: 'blocked', is_active: false });
const asOwner = { sub: 'owner', role: 'OWNER' };
const asAdmin = { sub: 'admin', role: 'ADMIN' };

describe('the team actions menu (spec section 6)', () => {
  it('is hidden for the owner', () => {
    expect(memberActions(owner, asAdmin)).toEqual([]);
    expect(memberActions(owner, { sub: 'someone', role: 'OWNER' })).toEqual([]);
  });
  it('is hidden for the current user', () => {
    expect(memberActions(admin, asAdmin)).toEqual([]);
    expect(memberActions(plain, { sub: 'plain', role: 'MEMBER' })).toEqual([]);
  });
  it('offers Make Admin, Block and Delete User for a member', () => {
    expect(memberActions(plain, asOwner)).toEqual(['make-admin', 'block', 'delete']);
    expect(memberActions(plain, asAdmin)).toEqual(['make-admin', 'block', 'delete']);
  });
  it('offers Remove Admin only to the owner (a viewer who is not an admin)', () => {
    expect(memberActions(admin, asOwner)).toEqual(['remove-admin', 'block', 'delete']);
    expect(memberActions(admin, { sub: 'other-admin', role: 'ADMIN' })).toEqual(['block', 'delete']);
  });
  it('offers Unblock for a blocked member', () => expect(memberActions(blocked, asOwner)).toEqual(['make-admin', 'unblock', 'delete']));
});

describe('what an action does to the row', () => {
  it('changes the role and the status', () => {
    expect(applyAction(plain, 'make-admin').role).toBe('ADMIN');
    expect(applyAction(admin, 'remove-admin').role).toBe('MEMBER');
    expect(applyAction(plain, 'block')).toMatchObject({ status: 'blocked', is_active: false });
    expect(applyAction(blocked, 'unblock')).toMatchObject({ status: 'active', is_active: true });
  });
});

describe('places', () => {
  it('counts members and pending invitations out of 4', () => {
    expect(placesTaken(2, 1)).toBe(3);
    expect(placesLeft(3)).toBe(1);
    expect(placesLeft(4)).toBe(0);
    expect(placesLeft(5)).toBe(0);
  });
});
