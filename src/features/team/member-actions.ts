// Which actions a member's menu offers (spec part 1, section 6), and what each does to the row
// before the server answers (section 4). The server checks permissions again (403).
import type { Member } from '../../../contracts/team';
import { TEAM_CAPACITY } from '../../../contracts/team-constants';

export type MemberAction = 'make-admin' | 'remove-admin' | 'block' | 'unblock' | 'delete';

export interface Viewer {
  /** The identity provider's subject of the signed-in person (the claim `sub`). */
  sub: string | null;
  role: string | null;
}

export const ACTION_LABELS: Record<MemberAction, string> = {
  'make-admin': 'Make Admin',
  'remove-admin': 'Remove Admin',
  block: 'Block',
  unblock: 'Unblock',
  delete: 'Delete User',
};

export const isBlocked = (m: Pick<Member, 'status' | 'is_active'>) => m.status === 'blocked' || m.is_active === false;

/**
 * None for the owner and for oneself. Make Admin for anyone not an admin; Remove Admin for an
 * admin, only when the viewer is not an admin (that is, the owner); Block or Unblock and Delete
 * User for everyone else.
 */
export function memberActions(target: Member, viewer: Viewer): MemberAction[] {
  if (target.role === 'OWNER' || (viewer.sub !== null && target.auth0_id === viewer.sub)) return [];
  const actions: MemberAction[] = [];
  if (target.role !== 'ADMIN') actions.push('make-admin');
  else if (viewer.role !== 'ADMIN') actions.push('remove-admin');
  actions.push(isBlocked(target) ? 'unblock' : 'block', 'delete');
  return actions;
}

/** The row as it will be once the server agrees. */
export function applyAction(member: Member, action: Exclude<MemberAction, 'delete'>): Member {
  switch (action) {
    case 'make-admin':
      return { ...member, role: 'ADMIN' };
    case 'remove-admin':
      return { ...member, role: 'MEMBER' };
    case 'block':
      return { ...member, status: 'blocked', is_active: false };
    case 'unblock':
      return { ...member, status: 'active', is_active: true };
  }
}

/** Members and pending invitations take a place alike (spec section 9). */
export const placesTaken = (members: number, invites: number) => members + invites;
export const placesLeft = (taken: number) => Math.max(0, TEAM_CAPACITY - taken);

export const displayName = (m: Pick<Member, 'name' | 'full_name' | 'email'>) => m.full_name?.trim() || m.name?.trim() || m.email;
