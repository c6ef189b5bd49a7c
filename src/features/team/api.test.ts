import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  blockErrorMessage,
  createTeamApi,
  inviteActionErrorMessage,
  inviteErrorMessage,
  loadMembersErrorMessage,
  removeErrorMessage,
  roleErrorMessage,
  serverDetail,
  usageErrorMessage,
} from './api';

const err = (status: number, code = 'http_error', detail = `HTTP ${status}: Whatever`) => new ApiError(status, detail, code);
const blockedMe = new ApiError(403, 'Your membership of Riverbend is blocked. Ask an admin to unblock you.', 'membership_inactive');
const network = new ApiError(0, 'Network error. Please check your connection and try again.', 'network_error');

describe('invite errors (spec section 8)', () => {
  it.each([
    [err(400), 'Invalid email address or user already invited'],
    [err(403), "You don't have permission to invite team members"],
    [err(409), 'User is already a team member or has pending invitation'],
    [err(404), 'Failed to send team invitation. Please try again.'],
    [err(422), 'Failed to send team invitation. Please try again.'],
    [err(500), 'Failed to send team invitation. Please try again.'],
    [network, 'Failed to send team invitation. Please try again.'],
    [new Error('boom'), 'Failed to send team invitation. Please try again.'],
  ])('%s → %s', (e, text) => expect(inviteErrorMessage(e)).toBe(text));

  it("shows the server's words for a full team, another organisation's member, and a blocked inviter", () => {
    expect(inviteErrorMessage(err(400, 'team_full', 'Your team is full: 4 of 4 places are taken.'))).toBe('Your team is full: 4 of 4 places are taken.');
    expect(inviteErrorMessage(err(409, 'member_of_other_organization', 'ana@example.org belongs to another organisation.'))).toBe(
      'ana@example.org belongs to another organisation.',
    );
    expect(inviteErrorMessage(blockedMe)).toBe(blockedMe.detail);
  });

  it("falls back to the spec's sentence when a worded refusal came without words", () =>
    expect(inviteErrorMessage(err(400, 'team_full'))).toBe('Invalid email address or user already invited'));
});

describe('cancel and resend errors', () => {
  it.each([
    ['cancel', 400, 'Invalid invitation or invitation expired'],
    ['cancel', 403, "You don't have permission to cancel invitations"],
    ['cancel', 404, 'Invitation not found'],
    ['cancel', 422, 'Failed to cancel invitation. Please try again.'],
    ['resend', 400, 'Invalid invitation or invitation expired'],
    ['resend', 403, "You don't have permission to resend invitations"],
    ['resend', 404, 'Invitation not found'],
    ['resend', 500, 'Failed to resend invitation. Please try again.'],
  ] as const)('%s, %i → %s', (action, status, text) => expect(inviteActionErrorMessage(err(status), action)).toBe(text));

  it('show a blocked person the reason', () => expect(inviteActionErrorMessage(blockedMe, 'resend')).toBe(blockedMe.detail));
});

describe('remove errors', () => {
  it.each([
    [400, 'Invalid request: Unable to remove this member'],
    [403, "You don't have permission to remove members"],
    [404, 'Member not found or already removed'],
    [409, 'Failed to remove member. Please try again.'],
    [500, 'Failed to remove member. Please try again.'],
  ])('%i → %s', (status, text) => expect(removeErrorMessage(err(status))).toBe(text));

  it("words the owner's and one's own row as the server does", () => {
    expect(removeErrorMessage(err(403, 'owner_protected', "The organisation's owner cannot be removed."))).toBe("The organisation's owner cannot be removed.");
    expect(removeErrorMessage(err(400, 'self_action', 'You cannot remove yourself.'))).toBe('You cannot remove yourself.');
  });
});

describe('role errors', () => {
  it('refuse to demote the last admin in the spec words', () => {
    expect(roleErrorMessage(err(400, 'last_admin', 'whatever the server says'))).toBe('Cannot remove admin privileges. There must be at least one admin.');
    expect(roleErrorMessage(err(409, 'last_admin'))).toBe('Cannot remove admin privileges. There must be at least one admin.');
  });
  it.each([
    [400, "Invalid request: Unable to change this member's role"],
    [403, "You don't have permission to change member roles"],
    [404, 'Member not found or already removed'],
    [422, 'Failed to update member role'],
    [0, 'Failed to update member role'],
  ])('%i → %s', (status, text) => expect(roleErrorMessage(status === 0 ? network : err(status))).toBe(text));
});

describe('block errors', () => {
  it.each([
    [true, 400, 'Invalid request: Unable to block this member'],
    [true, 403, "You don't have permission to block members"],
    [true, 404, 'Member not found or already removed'],
    [true, 500, 'Failed to block member. Please try again.'],
    [false, 400, 'Invalid request: Unable to unblock this member'],
    [false, 403, "You don't have permission to unblock members"],
    [false, 404, 'Member not found or already removed'],
    [false, 422, 'Failed to unblock member. Please try again.'],
  ])('blocked=%s, %i → %s', (blocked, status, text) => expect(blockErrorMessage(err(status), blocked)).toBe(text));
});

describe('load errors', () => {
  it("say 'Failed to load team members' and 'Failed to fetch organization query usage'", () => {
    expect(loadMembersErrorMessage(err(500))).toBe('Failed to load team members');
    expect(loadMembersErrorMessage(network)).toBe('Failed to load team members');
    expect(usageErrorMessage(err(404))).toBe('Failed to fetch organization query usage');
  });
  it('tell a blocked person why, in the server words', () => {
    expect(loadMembersErrorMessage(blockedMe)).toBe(blockedMe.detail);
    expect(usageErrorMessage(blockedMe)).toBe(blockedMe.detail);
  });
  it("ignore the client's own 'HTTP n' stand-in for a missing detail", () => {
    expect(serverDetail(err(403, 'membership_inactive'))).toBeNull();
    expect(loadMembersErrorMessage(err(403, 'membership_inactive'))).toBe('Failed to load team members');
  });
});

describe('the calls', () => {
  it('go to the paths of spec section 7, with their bodies', async () => {
    const request = vi.fn(async (path: string, _options?: { method?: string; body?: unknown }): Promise<unknown> => {
      if (path.endsWith('/members')) return { members: [{ id: 'm' }] };
      if (path.startsWith('/auth/invites?')) return { data: [{ id: 'i' }] };
      if (path.endsWith('/activities')) return [{ id: 'a' }];
      if (path.endsWith('/usage/queries')) return { query_usage: { used: 1, limit: 1000 } };
      return { message: 'ok' };
    });
    const api = createTeamApi(request as never);
    expect(await api.members('org 1')).toEqual([{ id: 'm' }]);
    expect(await api.invites()).toEqual([{ id: 'i' }]);
    expect(await api.activities('org 1')).toEqual([{ id: 'a' }]);
    expect(await api.usage('org 1')).toEqual({ used: 1, limit: 1000 });
    await api.invite({ email: 'ana@example.org', role: 'ADMIN', tag: 'Board Member' });
    await api.resendInvite('inv/1');
    await api.cancelInvite('inv/1');
    await api.removeMember('org 1', 'auth0|abc');
    await api.setBlocked('org 1', 'auth0|abc', true);
    await api.setRole('org 1', 'auth0|abc', 'MEMBER');
    expect(request.mock.calls.map(([path, o]) => [path, o?.method ?? 'GET', o?.body])).toEqual([
      ['/organization/org%201/members', 'GET', undefined],
      ['/auth/invites?status=PENDING', 'GET', undefined],
      ['/organization/org%201/activities', 'GET', undefined],
      ['/organization/org%201/usage/queries', 'GET', undefined],
      ['/auth/invites', 'POST', { email: 'ana@example.org', role: 'ADMIN', tag: 'Board Member' }],
      ['/auth/invites/inv%2F1/resend', 'POST', undefined],
      ['/auth/invites/inv%2F1', 'DELETE', undefined],
      ['/organization/org%201/members/auth0%7Cabc', 'DELETE', undefined],
      ['/organization/org%201/members/block', 'PATCH', { auth0_user_id: 'auth0|abc', blocked: true }],
      ['/organization/org%201/members/role', 'PATCH', { auth0_user_id: 'auth0|abc', role: 'MEMBER' }],
    ]);
  });
});
