// The team page's calls (spec part 1, section 7) through the app's one HTTP client, and the
// sentences each failure shows (section 8). Swappable in tests.
import type { QueryUsage } from '../../../contracts/chat';
import type { AssignableRole, MemberTag } from '../../../contracts/team-constants';
import { TEAM_ERROR_CODES, TEAM_MESSAGES } from '../../../contracts/team-constants';
import type { Activity, Invite, InviteResponse, Member, MemberUpdateResponse } from '../../../contracts/team';
import { ApiError, apiRequest, type RequestOptions } from '../../lib/api-client';

/** The month's questions against the organisation's limit. */
export type Usage = QueryUsage['query_usage'];

export interface NewInvite {
  email: string;
  role: AssignableRole;
  tag: MemberTag;
}

export interface TeamApi {
  members(organizationId: string, signal?: AbortSignal): Promise<Member[]>;
  invites(signal?: AbortSignal): Promise<Invite[]>;
  invite(body: NewInvite): Promise<InviteResponse>;
  resendInvite(inviteId: string): Promise<{ message: string }>;
  cancelInvite(inviteId: string): Promise<{ message: string }>;
  removeMember(organizationId: string, auth0Id: string): Promise<{ message: string }>;
  setBlocked(organizationId: string, auth0Id: string, blocked: boolean): Promise<MemberUpdateResponse>;
  setRole(organizationId: string, auth0Id: string, role: AssignableRole): Promise<MemberUpdateResponse>;
  usage(organizationId: string, signal?: AbortSignal): Promise<Usage>;
  activities(organizationId: string, signal?: AbortSignal): Promise<Activity[]>;
}

type Request = <T>(path: string, options?: RequestOptions) => Promise<T>;

/** The spec allows `{ key: [...] }`, `{ data: [...] }` or, for activities, the bare array. */
function listOf<T>(value: unknown, key: string): T[] {
  if (Array.isArray(value)) return value as T[];
  const record = (value ?? {}) as Record<string, unknown>;
  const list = record[key] ?? record.data;
  return Array.isArray(list) ? (list as T[]) : [];
}

export function createTeamApi(request: Request = apiRequest): TeamApi {
  const id = encodeURIComponent;
  const org = (organizationId: string) => `/organization/${id(organizationId)}`;
  const opts = (signal?: AbortSignal): RequestOptions => (signal ? { signal } : {});
  return {
    members: async (organizationId, signal) => listOf<Member>(await request(`${org(organizationId)}/members`, opts(signal)), 'members'),
    invites: async (signal) => listOf<Invite>(await request(`/auth/invites?${new URLSearchParams({ status: 'PENDING' })}`, opts(signal)), 'invites'),
    invite: (body) => request<InviteResponse>('/auth/invites', { method: 'POST', body }),
    resendInvite: (inviteId) => request(`/auth/invites/${id(inviteId)}/resend`, { method: 'POST' }),
    cancelInvite: (inviteId) => request(`/auth/invites/${id(inviteId)}`, { method: 'DELETE' }),
    removeMember: (organizationId, auth0Id) => request(`${org(organizationId)}/members/${id(auth0Id)}`, { method: 'DELETE' }),
    setBlocked: (organizationId, auth0Id, blocked) =>
      request<MemberUpdateResponse>(`${org(organizationId)}/members/block`, { method: 'PATCH', body: { auth0_user_id: auth0Id, blocked } }),
    setRole: (organizationId, auth0Id, role) =>
      request<MemberUpdateResponse>(`${org(organizationId)}/members/role`, { method: 'PATCH', body: { auth0_user_id: auth0Id, role } }),
    usage: async (organizationId, signal) => (await request<QueryUsage>(`${org(organizationId)}/usage/queries`, opts(signal))).query_usage,
    activities: async (organizationId, signal) => listOf<Activity>(await request(`${org(organizationId)}/activities`, opts(signal)), 'activities'),
  };
}

// --- What a failure says -------------------------------------------------------------------

/**
 * Refusals whose cause the per-status sentences do not describe: the server's `detail` says it
 * (contracts/team-constants.ts). A blocked person's own calls answer 403 'membership_inactive'.
 */
const SERVER_WORDED = new Set<string>([
  TEAM_ERROR_CODES.TEAM_FULL,
  TEAM_ERROR_CODES.OTHER_ORGANIZATION,
  TEAM_ERROR_CODES.SELF_ACTION,
  TEAM_ERROR_CODES.OWNER_PROTECTED,
  TEAM_ERROR_CODES.INVALID_INVITE,
  TEAM_ERROR_CODES.MEMBERSHIP_INACTIVE,
]);

const statusOf = (err: unknown) => (err instanceof ApiError ? err.status : 0);

/** The server's own words, when it sent some (not the client's 'HTTP 500: ...' stand-in). */
export function serverDetail(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status === 0 || !err.detail) return null;
  return /^HTTP \d+:/.test(err.detail) ? null : err.detail;
}

function worded(err: unknown): string | null {
  return err instanceof ApiError && SERVER_WORDED.has(err.code) ? serverDetail(err) : null;
}

type ByStatus = { 400: string; 403: string; 404?: string; 409?: string; other: string };

function byStatus(err: unknown, sentences: ByStatus): string {
  const said = worded(err);
  if (said) return said;
  const status = statusOf(err);
  if (status === 400 || status === 403) return sentences[status];
  if ((status === 404 || status === 409) && sentences[status]) return sentences[status];
  return sentences.other;
}

/** Whether the signed-in person's own membership is blocked (every team call refuses). */
export const isMembershipInactive = (err: unknown) => err instanceof ApiError && err.code === TEAM_ERROR_CODES.MEMBERSHIP_INACTIVE;

export const inviteErrorMessage = (err: unknown) => byStatus(err, TEAM_MESSAGES.invite);

export function inviteActionErrorMessage(err: unknown, action: 'cancel' | 'resend'): string {
  return byStatus(err, {
    400: TEAM_MESSAGES.inviteAction[400],
    403: `You don't have permission to ${action} invitations`,
    404: TEAM_MESSAGES.inviteAction[404],
    other: action === 'cancel' ? TEAM_MESSAGES.inviteAction.otherCancel : TEAM_MESSAGES.inviteAction.otherResend,
  });
}

export const removeErrorMessage = (err: unknown) => byStatus(err, { ...TEAM_MESSAGES.remove, other: 'Failed to remove member. Please try again.' });

export function roleErrorMessage(err: unknown): string {
  if (err instanceof ApiError && err.code === TEAM_ERROR_CODES.LAST_ADMIN) return TEAM_MESSAGES.lastAdmin;
  return byStatus(err, {
    400: "Invalid request: Unable to change this member's role",
    403: "You don't have permission to change member roles",
    404: TEAM_MESSAGES.remove[404],
    other: TEAM_MESSAGES.updateRole,
  });
}

export function blockErrorMessage(err: unknown, blocked: boolean): string {
  const verb = blocked ? 'block' : 'unblock';
  return byStatus(err, {
    400: `Invalid request: Unable to ${verb} this member`,
    403: `You don't have permission to ${verb} members`,
    404: TEAM_MESSAGES.remove[404],
    other: `Failed to ${verb} member. Please try again.`,
  });
}

export const loadMembersErrorMessage = (err: unknown) => worded(err) ?? TEAM_MESSAGES.loadMembers;
export const usageErrorMessage = (err: unknown) => worded(err) ?? TEAM_MESSAGES.loadUsage;
