// Team constants shared by the browser and the server (spec part 1, sections 3, 5, 8 and 9).
// Plain values, no zod: the PWA imports values only from constants files.

/** Places in a team, members and pending invitations together. */
export const TEAM_CAPACITY = 4;
/** Days an invitation link stays valid; a resend starts a new period with a new link. */
export const INVITE_TTL_DAYS = 7;

export const MEMBER_TAGS = ['Outsourced Consultant', 'In-House Staff', 'Board Member', 'Other'] as const;
export type MemberTag = (typeof MEMBER_TAGS)[number];

/** Roles an invitation or a role change may give; OWNER is only ever the organisation's creator. */
export const ASSIGNABLE_ROLES = ['ADMIN', 'MEMBER'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const MEMBER_STATUSES = ['active', 'blocked'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const ACTIVITY_KINDS = ['sign_in', 'question', 'upload', 'joined'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** How many entries GET /organization/{id}/activities answers with, newest first. */
export const ACTIVITY_FEED_LENGTH = 20;

/**
 * Codes of the team calls' refusals (`code` in the API's error body), for the cases the spec's
 * per-status sentences do not describe. The browser shows the server's `detail` for these.
 */
export const TEAM_ERROR_CODES = {
  /** Every place is taken, counting pending invitations. */
  TEAM_FULL: 'team_full',
  /** The address belongs to an account that is in another organisation. */
  OTHER_ORGANIZATION: 'member_of_other_organization',
  /** The caller tried to act on their own membership. */
  SELF_ACTION: 'self_action',
  /** The target is the organisation's owner. */
  OWNER_PROTECTED: 'owner_protected',
  /** Demoting the last admin or owner. */
  LAST_ADMIN: 'last_admin',
  /** The invitation link is unknown, used, cancelled or expired. */
  INVALID_INVITE: 'invalid_invite',
  /** The caller's membership is blocked: every organisation call answers 403 with this code. */
  MEMBERSHIP_INACTIVE: 'membership_inactive',
} as const;

/** The spec's sentences (part 1, sections 5 and 8), word for word. */
export const TEAM_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invite: {
    400: 'Invalid email address or user already invited',
    403: "You don't have permission to invite team members",
    409: 'User is already a team member or has pending invitation',
    other: 'Failed to send team invitation. Please try again.',
  },
  inviteAction: {
    400: 'Invalid invitation or invitation expired',
    404: 'Invitation not found',
    otherCancel: 'Failed to cancel invitation. Please try again.',
    otherResend: 'Failed to resend invitation. Please try again.',
  },
  remove: {
    400: 'Invalid request: Unable to remove this member',
    403: "You don't have permission to remove members",
    404: 'Member not found or already removed',
    missingUserId: 'Unable to remove member: Missing user ID',
    organizationNotFound: 'Organization not found',
  },
  lastAdmin: 'Cannot remove admin privileges. There must be at least one admin.',
  loadMembers: 'Failed to load team members',
  loadUsage: 'Failed to fetch organization query usage',
  updateRole: 'Failed to update member role',
  accept: {
    missingToken: 'Missing invite token',
    noRedirect: 'No redirect URL provided by server',
    failed: 'Failed to accept invite',
  },
} as const;
