// Shapes of the team calls (spec part 1, sections 3 and 7), shared by the server and the browser.
// The browser imports only types from here, and values from team-constants.ts.
import { z } from 'zod';
import { ACTIVITY_KINDS, ASSIGNABLE_ROLES, MEMBER_STATUSES, MEMBER_TAGS } from './team-constants';
import { ROLES } from './roles';

export * from './team-constants';

/** A member as the team page lists them. `auth0_id` is the identity provider's subject. */
export const memberSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  auth0_id: z.string(),
  name: z.string(),
  full_name: z.string(),
  email: z.string(),
  is_active: z.boolean(),
  role: z.enum(ROLES),
  tag: z.string().nullable(),
  status: z.enum(MEMBER_STATUSES),
  last_activity_at: z.string().nullable(),
  created_at: z.string(),
  /** Questions this member asked in the current calendar month (UTC). */
  queries_used: z.number().int(),
});
export type Member = z.infer<typeof memberSchema>;

/** GET /api/organization/{id}/members: owner first, then admins, then members, by name. */
export const membersResponseSchema = z.object({ members: z.array(memberSchema) });
export type MembersResponse = z.infer<typeof membersResponseSchema>;

export const inviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ASSIGNABLE_ROLES),
  tag: z.string().nullable(),
  status: z.literal('PENDING'),
  created_at: z.string(),
  /** When the last mail was sent (the first, or the latest resend). */
  sent_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
  invited_by_email: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

/** POST /api/auth/invites. The spec's one-field variant (email only) invites a MEMBER. */
export const createInviteRequestSchema = z.object({
  email: z.string().max(320),
  role: z.enum(ASSIGNABLE_ROLES).default('MEMBER'),
  tag: z.enum(MEMBER_TAGS).nullable().optional(),
});
export type CreateInviteRequest = z.input<typeof createInviteRequestSchema>;

export const inviteResponseSchema = z.object({ message: z.string(), invite: inviteSchema });
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** GET /api/auth/invites?status=PENDING: the caller's organisation's pending invitations, newest first. */
export const invitesResponseSchema = z.object({ invites: z.array(inviteSchema) });
export type InvitesResponse = z.infer<typeof invitesResponseSchema>;

export const acceptInviteRequestSchema = z.object({ invite_token: z.string().max(200) });

/**
 * POST /api/auth/invites/accept. `reset_url` is where the browser goes next: the page that sets
 * a new account's password, or sign-in for an account that already has one.
 */
export const acceptInviteResponseSchema = z.object({
  reset_url: z.string(),
  email: z.string(),
  organization_name: z.string(),
  existing_account: z.boolean(),
});
export type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

export const blockMemberRequestSchema = z.object({ auth0_user_id: z.string().max(255), blocked: z.boolean() });
export const changeRoleRequestSchema = z.object({ auth0_user_id: z.string().max(255), role: z.enum(ASSIGNABLE_ROLES) });

/** PATCH .../members/block and .../members/role. */
export const memberUpdateResponseSchema = z.object({ status: z.literal('success'), message: z.string(), member: memberSchema });
export type MemberUpdateResponse = z.infer<typeof memberUpdateResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });

export const activitySchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  /** A short description: the document's name for an upload, nothing for the others. */
  detail: z.string().nullable(),
  at: z.string(),
  name: z.string(),
  email: z.string(),
  auth0_id: z.string(),
  /** The member's latest activity of any kind (the spec's Activity shape). */
  last_activity_at: z.string().nullable(),
});
export type Activity = z.infer<typeof activitySchema>;

/** GET /api/organization/{id}/activities: the latest ACTIVITY_FEED_LENGTH, newest first. */
export const activitiesResponseSchema = z.object({ activities: z.array(activitySchema) });
export type ActivitiesResponse = z.infer<typeof activitiesResponseSchema>;
