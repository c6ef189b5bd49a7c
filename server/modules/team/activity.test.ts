// Recent activity through the real app: a sign-in, a question, an upload and joining are recorded
// and listed newest first with who did them; last_activity_at moves; a member's questions this
// month show in the members list; recording never fails a request; old rows are purged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { ACTIVITY_FEED_LENGTH, type Activity, type Member } from '../../../contracts/team';
import { memberActivities, memberships } from '../../db/schema';
import { closeDefaultParsers } from '../documents/processor';
import { onboardedOwner, type Organisation } from '../../../tests/server/documents';
import { addDocument, createChatApp, newThread, orgWithDocuments, scriptedAgent, type AgentBox } from '../../../tests/server/chat';
import { authorizeCode, exchangeCode } from '../../../tests/server/oauth';
import { INVITEE_NAME, api, joinTeam, type Joined } from '../../../tests/server/team';
import { ACTIVITY_KEEP_PER_ORGANIZATION, pruneActivities, recordActivity } from './activity';

let app: StewardApp;
let box: AgentBox;
let org: Organisation;
let member: Joined;

beforeAll(async () => {
  ({ app, box } = await createChatApp());
  box.agent = scriptedAgent(['Rent is **$94,450**.']).agent;
  org = await orgWithDocuments(app, 'Riverbend Community Food Bank');
  member = await joinTeam(app, org, 'MEMBER');
}, 90_000);
afterAll(async () => {
  await app.close();
  await closeDefaultParsers();
});

const db = () => app.steward.database.db;
const activities = async (orgId: string, token: string) => {
  const res = await api(app, 'GET', `/api/organization/${orgId}/activities`, token);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { activities: Activity[] }).activities;
};
const rowsOf = (orgId: string, userId: string, kind?: Activity['kind']) =>
  db()
    .select()
    .from(memberActivities)
    .where(and(eq(memberActivities.organizationId, orgId), eq(memberActivities.userId, userId), kind ? eq(memberActivities.kind, kind) : undefined));
const ask = async (who: { token: string; sub: string }, o: Organisation, content: string) => {
  const thread = await newThread(app, who, o);
  const res = await api(app, 'POST', `/api/chat/${thread.id}/messages`, who.token, { content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('recent activity', () => {
  it('records joining, signing in, a question and an upload, newest first, with who did them', async () => {
    await ask(member, org, 'What is the rent budget?');
    await addDocument(app, org, org.token, 'Board minutes.csv');
    const list = await activities(org.orgId, org.token);
    expect(list[0]).toMatchObject({ kind: 'upload', detail: 'Board minutes.csv', email: org.email, name: 'Test Person', auth0_id: org.sub });
    expect(list[1]).toMatchObject({ kind: 'question', detail: null, email: member.email, auth0_id: member.sub, name: INVITEE_NAME });
    const kinds = list.filter((a) => a.auth0_id === member.sub).map((a) => a.kind);
    expect(kinds).toEqual(['question', 'sign_in', 'joined']);
    expect(list.find((a) => a.detail === 'FY2025 Operating Budget.csv')?.kind).toBe('upload');
    // The owner joined when they created the organisation.
    expect(list.filter((a) => a.auth0_id === org.sub).map((a) => a.kind).at(-1)).toBe('joined');
    for (const a of list) {
      expect(a.last_activity_at).not.toBeNull();
      expect(Date.parse(a.at)).not.toBeNaN();
    }
    expect(list.map((a) => a.at)).toEqual([...list.map((a) => a.at)].sort().reverse());
    // last_activity_at is the latest of any kind, in the members list too.
    const memberRow = (await db().select().from(memberships).where(eq(memberships.userId, member.userId)))[0]!;
    const question = (await rowsOf(org.orgId, member.userId, 'question'))[0]!;
    expect(memberRow.lastActivityAt!.getTime()).toBeGreaterThanOrEqual(question.createdAt.getTime());
    const members = (await api(app, 'GET', `/api/organization/${org.orgId}/members`, org.token)).json().members as Member[];
    expect(members.find((m) => m.auth0_id === member.sub)).toMatchObject({ last_activity_at: memberRow.lastActivityAt!.toISOString(), queries_used: 1 });
  });

  it('records one sign-in per sign-in session: a silent renewal only moves last_activity_at', async () => {
    const before = (await rowsOf(org.orgId, member.userId, 'sign_in')).length;
    const last = (await db().select().from(memberships).where(eq(memberships.userId, member.userId)))[0]!.lastActivityAt!;
    await new Promise((r) => setTimeout(r, 5));
    const { code, verifier } = await authorizeCode(member.browser, { prompt: 'none' });
    await exchangeCode(app, code, verifier);
    expect(await rowsOf(org.orgId, member.userId, 'sign_in')).toHaveLength(before);
    const after = (await db().select().from(memberships).where(eq(memberships.userId, member.userId)))[0]!.lastActivityAt!;
    expect(after.getTime()).toBeGreaterThan(last.getTime());
  });

  it('counts a member’s questions this month, not those answered “upload a document first”', async () => {
    const empty = await onboardedOwner(app, 'No Documents Org');
    const newcomer = await joinTeam(app, empty, 'MEMBER');
    const reply = await ask(newcomer, empty, 'Anything?');
    expect(reply.documentError).toBe('NO_DOCUMENTS');
    expect(await rowsOf(empty.orgId, newcomer.userId, 'question')).toHaveLength(0);
    const members = (await api(app, 'GET', `/api/organization/${empty.orgId}/members`, empty.token)).json().members as Member[];
    expect(members.find((m) => m.auth0_id === newcomer.sub)!.queries_used).toBe(0);
    await addDocument(app, empty as Organisation, empty.token);
    await ask(newcomer, empty, 'What is the rent budget?');
    await ask(newcomer, empty, 'And salaries?');
    const after = (await api(app, 'GET', `/api/organization/${empty.orgId}/members`, empty.token)).json().members as Member[];
    expect(after.find((m) => m.auth0_id === newcomer.sub)!.queries_used).toBe(2);
    expect(after.find((m) => m.auth0_id === empty.sub)!.queries_used).toBe(0);
  });

  it('answers the newest ACTIVITY_FEED_LENGTH', async () => {
    const busy = await onboardedOwner(app, 'Busy Org');
    await db().delete(memberActivities).where(eq(memberActivities.organizationId, busy.orgId)); // the owner's 'joined'
    for (let i = 0; i < ACTIVITY_FEED_LENGTH + 5; i++) {
      await db().insert(memberActivities).values({ organizationId: busy.orgId, userId: busy.userId, kind: 'upload', detail: `doc ${i}`, createdAt: new Date(Date.now() - (100 - i) * 1000) });
    }
    const list = await activities(busy.orgId, busy.token);
    expect(list).toHaveLength(ACTIVITY_FEED_LENGTH);
    expect(list[0]!.detail).toBe(`doc ${ACTIVITY_FEED_LENGTH + 4}`);
  });

  it('is for owners and admins; another organisation’s id answers 404', async () => {
    const res = await api(app, 'GET', `/api/organization/${org.orgId}/activities`, member.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe("You don't have permission to view team activity");
    const stranger = await onboardedOwner(app, 'Stranger Org');
    expect((await api(app, 'GET', `/api/organization/${org.orgId}/activities`, stranger.token)).statusCode).toBe(404);
    expect((await api(app, 'GET', `/api/organization/not-a-uuid/activities`, org.token)).statusCode).toBe(404);
  });

  it('never fails the request it belongs to', async () => {
    const logged: unknown[] = [];
    await expect(
      recordActivity(db(), { organizationId: org.orgId, userId: '00000000-0000-4000-8000-000000000000', kind: 'question' }, { warn: (...args: unknown[]) => logged.push(args) }),
    ).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
  });

  it('keeps the newest rows of each organisation', async () => {
    const a = await onboardedOwner(app, 'Prune A');
    const b = await onboardedOwner(app, 'Prune B');
    await db().delete(memberActivities).where(inArray(memberActivities.organizationId, [a.orgId, b.orgId])); // the owners' 'joined'
    const rows = Array.from({ length: ACTIVITY_KEEP_PER_ORGANIZATION + 10 }, (_, i) => ({
      organizationId: a.orgId,
      userId: a.userId,
      kind: 'question' as const,
      detail: String(i),
      createdAt: new Date(Date.now() - (1000 - i) * 1000),
    }));
    await db().insert(memberActivities).values(rows);
    await db().insert(memberActivities).values({ organizationId: b.orgId, userId: b.userId, kind: 'sign_in', createdAt: new Date(Date.now() - 365 * 86400_000) });
    await pruneActivities(db());
    const left = (await db().select({ n: count() }).from(memberActivities).where(eq(memberActivities.organizationId, a.orgId)))[0]!.n;
    expect(Number(left)).toBe(ACTIVITY_KEEP_PER_ORGANIZATION);
    const oldest = await db().select().from(memberActivities).where(and(eq(memberActivities.organizationId, a.orgId), eq(memberActivities.detail, '9')));
    expect(oldest).toHaveLength(0);
    expect(await db().select().from(memberActivities).where(and(eq(memberActivities.organizationId, a.orgId), eq(memberActivities.detail, '10')))).toHaveLength(1);
    expect(await db().select().from(memberActivities).where(eq(memberActivities.organizationId, b.orgId))).toHaveLength(1);
  });
});
