// How the team page words times, counts, roles and activities (spec part 1, sections 2 and 9),
// and the invite form's email check (section 5). Pure, so the tests pin the edges.
import type { Role } from '../../../contracts/roles';
import { TEAM_CAPACITY, TEAM_MESSAGES, type ActivityKind } from '../../../contracts/team-constants';

const DAY_MS = 86_400_000;
const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();

/**
 * An invitation's age in the person's own calendar days: 'Today', 'Yesterday' or 'N days ago'.
 * Sent at 23:59 and read at 00:01 is 'Yesterday'. A clock slightly behind the server reads 'Today'.
 */
export function inviteAge(sentAt: string, now: Date = new Date()): string {
  const sent = new Date(sentAt);
  if (Number.isNaN(sent.getTime())) return 'Today';
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  const days = Math.round((startOfDay(now) - startOfDay(sent)) / DAY_MS);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  return `${days} days ago`;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/** '2 hours ago', 'Just now', or 'Never' for someone who has not been active yet. */
export function timeAgo(iso: string | null | undefined, now: Date = new Date()): string {
  if (!iso) return 'Never';
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return 'Never';
  const seconds = Math.floor((now.getTime() - at) / 1000);
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 30) return plural(days, 'day');
  const months = Math.floor(days / 30);
  if (months < 12) return plural(months, 'month');
  return plural(Math.floor(days / 365), 'year');
}

/** 'N/4 members': members and pending invitations take a place alike. */
export const membersCount = (taken: number) => `${taken}/${TEAM_CAPACITY} members`;

export const roleLabel = (role: Role | string): string => (role === 'OWNER' ? 'Owner' : role === 'ADMIN' ? 'Admin' : 'Member');

/** What an activity says after the person's name: 'uploaded Budget 2025.xlsx'. */
export function activityText(kind: ActivityKind, detail: string | null): string {
  switch (kind) {
    case 'sign_in':
      return 'signed in';
    case 'question':
      return 'asked a question';
    case 'upload':
      return detail ? `uploaded ${detail}` : 'uploaded a document';
    case 'joined':
      return 'joined the team';
  }
}

export function resetText(days: number): string {
  if (days <= 0) return 'Resets today';
  return days === 1 ? '1 day until reset' : `${days} days until reset`;
}

/** Up to two letters for a person's avatar. */
export function initials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]![0]}${words[words.length - 1]![0]}`.toUpperCase();
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (email[0] ?? '?').toUpperCase();
}

/** The longest address the API accepts (contracts/team.ts). */
export const MAX_EMAIL_LENGTH = 320;
// Deliberately simple (spec: "simple address pattern"): something, @, something, a dot, something.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invite form's check of its trimmed email: null when fine, else the spec's sentence. */
export function inviteEmailError(value: string): string | null {
  const email = value.trim();
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email) ? null : TEAM_MESSAGES.invalidEmail;
}
