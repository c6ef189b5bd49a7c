import { describe, expect, it } from 'vitest';
import { TEAM_MESSAGES } from '../../../contracts/team-constants';
import { activityText, initials, inviteAge, inviteEmailError, membersCount, resetText, roleLabel, timeAgo } from './format';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

describe('invite age', () => {
  const now = at(2026, 3, 10, 9, 30);
  it("reads 'Today' for an invitation sent today, even a moment ago", () => {
    expect(inviteAge(at(2026, 3, 10, 0, 1).toISOString(), now)).toBe('Today');
    expect(inviteAge(now.toISOString(), now)).toBe('Today');
  });
  it("reads 'Yesterday' one calendar day later", () => expect(inviteAge(at(2026, 3, 9, 8).toISOString(), now)).toBe('Yesterday'));
  it("reads 'N days ago' from two days on", () => {
    expect(inviteAge(at(2026, 3, 8, 23).toISOString(), now)).toBe('2 days ago');
    expect(inviteAge(at(2026, 3, 4, 9).toISOString(), now)).toBe('6 days ago');
  });
  it('counts calendar days, not 24-hour periods: 23:59 read at 00:01 is Yesterday', () => {
    expect(inviteAge(at(2026, 3, 9, 23, 59).toISOString(), at(2026, 3, 10, 0, 1))).toBe('Yesterday');
    expect(inviteAge(at(2026, 3, 10, 0, 0).toISOString(), at(2026, 3, 10, 23, 59))).toBe('Today');
  });
  it('is Today when the server clock runs a little ahead, or the date cannot be read', () => {
    expect(inviteAge(at(2026, 3, 11, 0, 5).toISOString(), at(2026, 3, 10, 23, 59))).toBe('Today');
    expect(inviteAge('not a date', now)).toBe('Today');
  });
});

describe('last activity', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  it.each([
    [null, 'Never'],
    [ago(20_000), 'Just now'],
    [ago(60_000), '1 minute ago'],
    [ago(45 * 60_000), '45 minutes ago'],
    [ago(2 * 3_600_000), '2 hours ago'],
    [ago(24 * 3_600_000), '1 day ago'],
    [ago(3 * 86_400_000), '3 days ago'],
    [ago(65 * 86_400_000), '2 months ago'],
    [ago(800 * 86_400_000), '2 years ago'],
  ])('%s reads %s', (iso, text) => expect(timeAgo(iso, now)).toBe(text));
});

describe('invite email', () => {
  it.each(['ana@example.org', '  ana@example.org  ', 'a.b+c@sub.example.co.uk'])('accepts %j', (v) => expect(inviteEmailError(v)).toBeNull());
  it.each(['', '   ', 'ana', 'ana@', '@example.org', 'ana@example', 'ana @example.org', 'ana@exa mple.org', 'a@b@c.org'])(
    "refuses %j with 'Please enter a valid email address'",
    (v) => expect(inviteEmailError(v)).toBe('Please enter a valid email address'),
  );
  it('refuses an address longer than the API takes (320 characters)', () => {
    const local = 'a'.repeat(64);
    const fits = `${local}@${'b'.repeat(320 - 64 - 1 - 4)}.org`;
    expect(fits).toHaveLength(320);
    expect(inviteEmailError(fits)).toBeNull();
    expect(inviteEmailError(`a${fits}`)).toBe(TEAM_MESSAGES.invalidEmail);
  });
});

describe('words', () => {
  it("counts places as 'N/4 members'", () => expect(membersCount(3)).toBe('3/4 members'));
  it('names roles', () => expect(['OWNER', 'ADMIN', 'MEMBER'].map(roleLabel)).toEqual(['Owner', 'Admin', 'Member']));
  it('says what an activity was', () => {
    expect(activityText('sign_in', null)).toBe('signed in');
    expect(activityText('question', null)).toBe('asked a question');
    expect(activityText('upload', 'Budget 2025.xlsx')).toBe('uploaded Budget 2025.xlsx');
    expect(activityText('upload', null)).toBe('uploaded a document');
    expect(activityText('joined', null)).toBe('joined the team');
  });
  it('says how long until the query limit resets', () => {
    expect(resetText(12)).toBe('12 days until reset');
    expect(resetText(1)).toBe('1 day until reset');
    expect(resetText(0)).toBe('Resets today');
  });
  it('makes avatar initials', () => {
    expect(initials('Ana María Rivera', 'a@x.org')).toBe('AR');
    expect(initials('ana', 'a@x.org')).toBe('AN');
    expect(initials('', 'zoe@x.org')).toBe('Z');
  });
});
