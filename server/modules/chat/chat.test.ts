// The chat's threads, folders, thumbs and usage through the real app: every call's success and
// error paths, and nobody reaching another person's or another organisation's threads, folders
// or messages (404, the same body for unknown, malformed and foreign ids).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { MAX_FOLDER_NAME_LENGTH, MAX_TITLE_LENGTH, MONTHLY_QUERY_LIMIT, type Dashboard, type Folder, type Message, type Thread, type ThreadMessages } from '../../../contracts/chat';
import { chatFolders, chatMessages, chatThreads, memberships, queryUsage } from '../../db/schema';
import { addMember, onboardedOwner, person, type Organisation, type Person } from '../../../tests/server/documents';
import { call, createChatApp, newThread, orgWithDocuments, scriptedAgent, type AgentBox } from '../../../tests/server/chat';
import { closeDefaultParsers } from '../documents/processor';
import { usagePeriod } from './usage';

let app: StewardApp;
let box: AgentBox;
let org: Organisation;
let admin: Person;
let member: Person;
let other: Organisation;

beforeAll(async () => {
  ({ app, box } = await createChatApp());
  org = await orgWithDocuments(app);
  admin = await addMember(app, org.orgId, 'ADMIN');
  member = await addMember(app, org.orgId, 'MEMBER');
  other = await onboardedOwner(app, 'Other Org');
  box.agent = scriptedAgent(['The FY2025 budget for rent is **$94,450**.']).agent;
}, 90_000);
afterAll(async () => {
  await app.close();
  await closeDefaultParsers();
});

const db = () => app.steward.database.db;
const THREAD_NOT_FOUND = { detail: 'Thread not found', code: 'thread_not_found' };
const FOLDER_NOT_FOUND = { detail: 'Folder not found', code: 'folder_not_found' };
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const dashboard = async (token: string) => {
  const res = await call(app, 'GET', '/api/chat/dashboard', token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Dashboard;
};
const createFolder = async (token: string, name: string) => {
  const res = await call(app, 'POST', '/api/chat/folders', token, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Folder;
};
const send = async (token: string, threadId: string, content = 'What is our FY2025 budget for rent?') => {
  const res = await call(app, 'POST', `/api/chat/${threadId}/messages`, token, { content });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { user_message: Message; message: Message };
};

describe('POST /api/chat/ (create a thread)', () => {
  it('creates the caller’s thread with the title trimmed, by token subject or users.id, with or without the slash', async () => {
    const res = await call(app, 'POST', '/api/chat/', org.token, {
      user_id: org.sub,
      f_agent_id: org.agentId,
      organization_id: org.orgId,
      title: '   What is our FY2025\n budget   for rent?  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const thread = res.json() as Thread;
    expect(thread).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: org.userId,
      f_agent_id: org.agentId,
      organization_id: org.orgId,
      title: 'What is our FY2025 budget for rent?',
      folder_id: null,
      folder: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      is_active: true,
      azure_thread_id: null,
    });
    const row = (await db().select().from(chatThreads).where(eq(chatThreads.id, thread.id)))[0]!;
    expect(row).toMatchObject({ userId: org.userId, organizationId: org.orgId, agentId: org.agentId, title: thread.title });

    const byUserId = await call(app, 'POST', '/api/chat', org.token, { user_id: org.userId, f_agent_id: org.agentId, organization_id: org.orgId });
    expect(byUserId.statusCode, byUserId.body).toBe(201);
    expect(byUserId.json().title).toBe('');
  });

  it('cuts a long title to MAX_TITLE_LENGTH characters', async () => {
    const res = await call(app, 'POST', '/api/chat/', org.token, { user_id: org.sub, f_agent_id: org.agentId, organization_id: org.orgId, title: `  ${'é'.repeat(MAX_TITLE_LENGTH + 50)}` });
    expect(res.statusCode).toBe(201);
    expect(res.json().title).toBe('é'.repeat(MAX_TITLE_LENGTH));
  });

  it('refuses blank ids with 400 and anyone else’s user, organisation or agent with 404', async () => {
    const base = { user_id: org.sub, f_agent_id: org.agentId, organization_id: org.orgId, title: 'x' };
    const create = (body: unknown) => call(app, 'POST', '/api/chat/', org.token, body);
    expect((await create({ ...base, user_id: ' ' })).json()).toEqual({ detail: 'User ID missing', code: 'user_id_missing' });
    expect((await create({ ...base, organization_id: '' })).json()).toEqual({ detail: 'Organization ID missing', code: 'organization_id_missing' });
    const noAgent = await create({ ...base, f_agent_id: '' });
    expect(noAgent.statusCode).toBe(400);
    expect(noAgent.json()).toEqual({ detail: 'Agent ID missing', code: 'agent_id_missing' });

    for (const [body, code] of [
      [{ ...base, organization_id: other.orgId }, 'organization_not_found'],
      [{ ...base, organization_id: 'not-a-uuid' }, 'organization_not_found'],
      [{ ...base, user_id: other.sub }, 'user_not_found'],
      [{ ...base, user_id: admin.userId }, 'user_not_found'],
      [{ ...base, f_agent_id: other.agentId }, 'agent_not_found'],
      [{ ...base, f_agent_id: UNKNOWN }, 'agent_not_found'],
    ] as const) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(404);
      expect(res.json().code).toBe(code);
    }
    expect(await db().select().from(chatThreads).where(eq(chatThreads.title, 'x'))).toHaveLength(0);
  });

  it('needs a token, and a person without an organisation has none to chat in', async () => {
    expect((await call(app, 'POST', '/api/chat/', null, { user_id: 'a', f_agent_id: 'b', organization_id: 'c' })).statusCode).toBe(401);
    const loner = await person(app, 'loner');
    const res = await call(app, 'POST', '/api/chat/', loner.token, { user_id: loner.sub, f_agent_id: org.agentId, organization_id: org.orgId });
    expect(res.statusCode).toBe(404);
    const dash = await call(app, 'GET', '/api/chat/dashboard', loner.token);
    expect(dash.json()).toEqual({ threads: [], folders: [] });
  });
});

describe('listing: GET /api/chat, the dashboard, no-folder and folders', () => {
  it('lists only the caller’s threads, newest activity first, filtered by agent', async () => {
    const p = await onboardedOwner(app, 'Listing Org');
    // Same organisation, another person: their threads never show in p's lists.
    const colleague = await addMember(app, p.orgId, 'ADMIN');
    const first = await newThread(app, p, p, 'First');
    const second = await newThread(app, p, p, 'Second');
    await newThread(app, colleague, p, 'Colleague’s');

    const q = new URLSearchParams({ f_agent_id: p.agentId, user_id: p.sub, organization_id: p.orgId });
    const list = await call(app, 'GET', `/api/chat?${q}`, p.token);
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().threads as Thread[]).map((t) => t.title)).toEqual(['Second', 'First']);
    expect((await call(app, 'GET', '/api/chat', p.token)).json().threads.map((t: Thread) => t.id)).toEqual([second.id, first.id]);

    // New activity puts a thread first.
    await db().update(chatThreads).set({ lastMessageAt: new Date(Date.now() + 60_000) }).where(eq(chatThreads.id, first.id));
    expect((await dashboard(p.token)).threads.map((t) => t.title)).toEqual(['First', 'Second']);
    expect((await call(app, 'GET', '/api/chat/threads/no-folder', p.token)).json().threads.map((t: Thread) => t.title)).toEqual(['First', 'Second']);
    expect((await dashboard(colleague.token)).threads.map((t) => t.title)).toEqual(['Colleague’s']);
  });

  it('refuses another organisation’s, user’s or agent’s ids in the list’s query with 404', async () => {
    for (const query of [`organization_id=${other.orgId}`, `user_id=${other.sub}`, `user_id=${admin.userId}`, `f_agent_id=${other.agentId}`, 'organization_id=junk']) {
      const res = await call(app, 'GET', `/api/chat?${query}`, org.token);
      expect(res.statusCode, query).toBe(404);
    }
    expect((await call(app, 'GET', '/api/chat', null)).statusCode).toBe(401);
  });
});

describe('a thread: read, rename, delete', () => {
  it('GET answers the thread and its messages oldest first, with role, content and token counts', async () => {
    const thread = await newThread(app, org, org, 'Rent');
    const sent = await send(org.token, thread.id);
    const res = await call(app, 'GET', `/api/chat/${thread.id}`, org.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as ThreadMessages;
    expect(body.thread).toMatchObject({ id: thread.id, title: 'Rent', folder_id: null });
    expect(body.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What is our FY2025 budget for rent?'],
      ['assistant', 'The FY2025 budget for rent is **$94,450**.'],
    ]);
    expect(body.messages[1]).toEqual(sent.message);
    expect(body.messages[1]!.total_tokens).toBe(body.messages[1]!.prompt_tokens + body.messages[1]!.completion_tokens);
    expect(body.messages[1]!.completion_tokens).toBeGreaterThan(0);
  });

  it('PUT renames with the title trimmed and refuses a blank one', async () => {
    const thread = await newThread(app, org, org, 'Old');
    const res = await call(app, 'PUT', `/api/chat/${thread.id}`, org.token, { title: '  Rent questions  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: thread.id, title: 'Rent questions' });
    expect((await db().select().from(chatThreads).where(eq(chatThreads.id, thread.id)))[0]!.title).toBe('Rent questions');
    for (const title of ['', '   ', '\n\t']) {
      const blank = await call(app, 'PUT', `/api/chat/${thread.id}`, org.token, { title });
      expect(blank.statusCode).toBe(400);
      expect(blank.json()).toEqual({ detail: 'Thread title cannot be empty', code: 'thread_title_empty' });
    }
    const long = await call(app, 'PUT', `/api/chat/${thread.id}`, org.token, { title: 'x'.repeat(MAX_TITLE_LENGTH + 1) });
    expect(long.json().title).toHaveLength(MAX_TITLE_LENGTH);
  });

  it('DELETE removes the thread and its messages; it never shows again', async () => {
    const thread = await newThread(app, org, org, 'To delete');
    await send(org.token, thread.id);
    const wrongUser = await call(app, 'DELETE', `/api/chat/${thread.id}?user_id=${admin.userId}`, org.token);
    expect(wrongUser.statusCode).toBe(404);
    const res = await call(app, 'DELETE', `/api/chat/${thread.id}?user_id=${org.sub}`, org.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: thread.id, message: 'Thread deleted' });
    expect((await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).statusCode).toBe(404);
    expect(await db().select().from(chatMessages).where(eq(chatMessages.threadId, thread.id))).toHaveLength(0);
    expect((await dashboard(org.token)).threads.some((t) => t.id === thread.id)).toBe(false);
    expect((await call(app, 'DELETE', `/api/chat/${thread.id}`, org.token)).statusCode).toBe(404);
  });

  it('answers the same 404 for another person’s, another organisation’s, unknown and malformed thread ids', async () => {
    const mine = await newThread(app, org, org, 'Mine');
    const theirs = await newThread(app, other, other, 'Theirs');
    const colleagues = await newThread(app, admin, org, 'Colleague’s');
    for (const id of [theirs.id, colleagues.id, UNKNOWN, 'not-a-uuid', 'x'.repeat(300)]) {
      const attempts = [
        call(app, 'GET', `/api/chat/${id}`, org.token),
        call(app, 'PUT', `/api/chat/${id}`, org.token, { title: 'Hijacked' }),
        call(app, 'DELETE', `/api/chat/${id}`, org.token),
        call(app, 'POST', `/api/chat/${id}/messages`, org.token, { content: 'Hello?' }),
        call(app, 'POST', `/api/chat/${id}/messages/stream`, org.token, { content: 'Hello?' }),
        call(app, 'POST', '/api/chat/threads/assign-folder', org.token, { thread_id: id.slice(0, 100), folder_id: null }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
        expect(res.json()).toEqual(THREAD_NOT_FOUND);
      }
    }
    expect((await db().select().from(chatThreads).where(eq(chatThreads.id, theirs.id)))[0]!.title).toBe('Theirs');
    expect((await db().select().from(chatThreads).where(eq(chatThreads.id, colleagues.id)))[0]!.title).toBe('Colleague’s');
    expect(await db().select().from(chatMessages).where(eq(chatMessages.threadId, theirs.id))).toHaveLength(0);
    // The other side cannot reach mine either.
    expect((await call(app, 'GET', `/api/chat/${mine.id}`, other.token)).json()).toEqual(THREAD_NOT_FOUND);
    expect((await call(app, 'GET', `/api/chat/${mine.id}`, admin.token)).json()).toEqual(THREAD_NOT_FOUND);
  });

  it('a blocked member gets 403 on their own thread', async () => {
    const p = await onboardedOwner(app, 'Blocking Org');
    const m = await addMember(app, p.orgId, 'MEMBER');
    const thread = await newThread(app, m, p, 'Before blocking');
    await db().update(memberships).set({ isActive: false }).where(eq(memberships.userId, m.userId));
    const res = await call(app, 'GET', `/api/chat/${thread.id}`, m.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('membership_inactive');
    expect((await call(app, 'GET', '/api/chat/dashboard', m.token)).statusCode).toBe(403);
  });
});

describe('folders', () => {
  it('create (trimmed), rename, assign, list with threads; delete moves its threads to unfiled', async () => {
    const p = await onboardedOwner(app, 'Folder Org');
    const t1 = await newThread(app, p, p, 'Grant terms');
    const t2 = await newThread(app, p, p, 'Audit findings');
    const folder = await createFolder(p.token, '  Grants  ');
    expect(folder).toEqual({
      id: expect.any(String),
      name: 'Grants',
      user_id: p.userId,
      organization_id: p.orgId,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      is_active: true,
      thread_count: 0,
      threads: [],
    });

    const assigned = await call(app, 'POST', '/api/chat/threads/assign-folder', p.token, { thread_id: t1.id, folder_id: folder.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({ id: t1.id, folder_id: folder.id, folder: 'Grants' });

    const renamed = await call(app, 'PUT', `/api/chat/folders/${folder.id}`, p.token, { name: ' Grant agreements ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: folder.id, name: 'Grant agreements', thread_count: 1 });
    expect(renamed.json().threads.map((t: Thread) => t.id)).toEqual([t1.id]);

    let dash = await dashboard(p.token);
    expect(dash.threads.map((t) => t.id)).toEqual([t2.id]);
    expect(dash.folders.map((f) => [f.name, f.thread_count, f.threads.map((t) => t.folder)])).toEqual([['Grant agreements', 1, ['Grant agreements']]]);
    const listed = await call(app, 'GET', '/api/chat/folders/threads', p.token);
    expect(listed.json().folders.map((f: Folder) => [f.id, f.threads.map((t) => t.id)])).toEqual([[folder.id, [t1.id]]]);
    expect((await call(app, 'GET', '/api/chat/threads/no-folder', p.token)).json().threads.map((t: Thread) => t.id)).toEqual([t2.id]);

    const deleted = await call(app, 'DELETE', `/api/chat/folders/${folder.id}`, p.token);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ id: folder.id, message: 'Folder deleted', moved_threads: 1 });
    dash = await dashboard(p.token);
    expect(dash.folders).toEqual([]);
    expect(dash.threads.map((t) => t.id).sort()).toEqual([t1.id, t2.id].sort());
    expect(dash.threads.find((t) => t.id === t1.id)).toMatchObject({ folder_id: null, folder: null });
    expect((await call(app, 'GET', `/api/chat/${t1.id}`, p.token)).statusCode).toBe(200);
    expect(await db().select().from(chatFolders).where(eq(chatFolders.id, folder.id))).toHaveLength(0);
  });

  it('assign with folder_id null moves a thread back to unfiled', async () => {
    const p = await onboardedOwner(app, 'Unfile Org');
    const t = await newThread(app, p, p, 'Budget');
    const folder = await createFolder(p.token, 'Budgets');
    await call(app, 'POST', '/api/chat/threads/assign-folder', p.token, { thread_id: t.id, folder_id: folder.id });
    const back = await call(app, 'POST', '/api/chat/threads/assign-folder', p.token, { thread_id: t.id, folder_id: null });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: t.id, folder_id: null, folder: null });
    const dash = await dashboard(p.token);
    expect(dash.threads.map((x) => x.id)).toEqual([t.id]);
    expect(dash.folders.map((f) => f.thread_count)).toEqual([0]);
  });

  it('refuses blank names, cuts long ones, and answers 404 for anyone else’s folder', async () => {
    for (const name of ['', '   ']) {
      const res = await call(app, 'POST', '/api/chat/folders', org.token, { name });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Folder name cannot be empty', code: 'folder_name_empty' });
    }
    const long = await createFolder(org.token, 'f'.repeat(MAX_FOLDER_NAME_LENGTH + 5));
    expect(long.name).toHaveLength(MAX_FOLDER_NAME_LENGTH);
    const blankRename = await call(app, 'PUT', `/api/chat/folders/${long.id}`, org.token, { name: ' ' });
    expect(blankRename.json()).toEqual({ detail: 'Folder name cannot be empty', code: 'folder_name_empty' });

    const theirs = await createFolder(other.token, 'Theirs');
    const colleagues = await createFolder(admin.token, 'Colleague’s');
    const mine = await newThread(app, org, org, 'Mine');
    for (const id of [theirs.id, colleagues.id, UNKNOWN, 'junk']) {
      for (const res of [
        await call(app, 'PUT', `/api/chat/folders/${id}`, org.token, { name: 'Taken' }),
        await call(app, 'DELETE', `/api/chat/folders/${id}`, org.token),
        await call(app, 'POST', '/api/chat/threads/assign-folder', org.token, { thread_id: mine.id, folder_id: id }),
      ]) {
        expect(res.statusCode, res.body).toBe(404);
        expect(res.json()).toEqual(FOLDER_NOT_FOUND);
      }
    }
    expect((await db().select().from(chatFolders).where(eq(chatFolders.id, theirs.id)))[0]!.name).toBe('Theirs');
    expect((await db().select().from(chatThreads).where(eq(chatThreads.id, mine.id)))[0]!.folderId).toBeNull();
    expect((await dashboard(other.token)).folders.map((f) => f.name)).toEqual(['Theirs']);
    const loner = await person(app, 'folderless');
    expect((await call(app, 'POST', '/api/chat/folders', loner.token, { name: 'x' })).statusCode).toBe(404);
    expect((await call(app, 'POST', '/api/chat/folders', null, { name: 'x' })).statusCode).toBe(401);
  });
});

describe('thumbs on answers: POST /api/chat/messages/{id}/feedback', () => {
  it('admins and owners rate their answers; clearing with null', async () => {
    for (const who of [admin, org]) {
      const thread = await newThread(app, who, org, 'Thumbs');
      const { message } = await send(who.token, thread.id);
      const up = await call(app, 'POST', `/api/chat/messages/${message.id}/feedback`, who.token, { feedback: 'positive' });
      expect(up.statusCode, up.body).toBe(200);
      expect(up.json()).toEqual({ ...message, feedback: 'positive' });
      const down = await call(app, 'POST', `/api/chat/messages/${message.id}/feedback`, who.token, { feedback: 'negative' });
      expect(down.json().feedback).toBe('negative');
      const row = (await db().select().from(chatMessages).where(eq(chatMessages.id, message.id)))[0]!;
      expect(row).toMatchObject({ feedback: 'negative', feedbackBy: who.userId });
      const cleared = await call(app, 'POST', `/api/chat/messages/${message.id}/feedback`, who.token, { feedback: null });
      expect(cleared.json().feedback).toBeNull();
      const thread2 = (await call(app, 'GET', `/api/chat/${thread.id}`, who.token)).json() as ThreadMessages;
      expect(thread2.messages[1]!.feedback).toBeNull();
    }
  });

  it('members get 403; questions are not rated (400); an answer used for improvement is locked (409)', async () => {
    const thread = await newThread(app, member, org, 'Member thumbs');
    const { message } = await send(member.token, thread.id);
    const res = await call(app, 'POST', `/api/chat/messages/${message.id}/feedback`, member.token, { feedback: 'positive' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only owners and admins can rate answers', code: 'forbidden' });
    expect((await db().select().from(chatMessages).where(eq(chatMessages.id, message.id)))[0]!.feedback).toBeNull();

    const ownThread = await newThread(app, admin, org, 'Admin thumbs');
    const sent = await send(admin.token, ownThread.id);
    const question = await call(app, 'POST', `/api/chat/messages/${sent.user_message.id}/feedback`, admin.token, { feedback: 'negative' });
    expect(question.statusCode).toBe(400);
    expect(question.json().code).toBe('not_an_answer');
    await db().update(chatMessages).set({ feedback: 'negative', usedForImprovement: true }).where(eq(chatMessages.id, sent.message.id));
    const locked = await call(app, 'POST', `/api/chat/messages/${sent.message.id}/feedback`, admin.token, { feedback: 'positive' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().code).toBe('feedback_locked');
    const read = (await call(app, 'GET', `/api/chat/${ownThread.id}`, admin.token)).json() as ThreadMessages;
    expect(read.messages[1]).toMatchObject({ feedback: 'negative', used_for_improvement: true });
  });

  it('another person’s or organisation’s message, unknown and malformed ids answer 404', async () => {
    const thread = await newThread(app, org, org, 'Owner’s');
    const { message } = await send(org.token, thread.id);
    for (const [token, id] of [
      [admin.token, message.id],
      [other.token, message.id],
      [org.token, UNKNOWN],
      [org.token, 'nope'],
    ] as const) {
      const res = await call(app, 'POST', `/api/chat/messages/${id}/feedback`, token, { feedback: 'positive' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Message not found', code: 'message_not_found' });
    }
    const bad = await call(app, 'POST', `/api/chat/messages/${message.id}/feedback`, org.token, { feedback: 'meh' });
    expect(bad.statusCode).toBe(400);
    expect((await db().select().from(chatMessages).where(eq(chatMessages.id, message.id)))[0]!.feedback).toBeNull();
  });
});

describe('GET /api/organization/{orgId}/usage/queries', () => {
  it('any member reads the month’s count; another organisation answers 404', async () => {
    const p = await onboardedOwner(app, 'Usage Org');
    const m = await addMember(app, p.orgId, 'MEMBER');
    const { period, resetsAt } = usagePeriod();
    const empty = await call(app, 'GET', `/api/organization/${p.orgId}/usage/queries`, m.token);
    expect(empty.statusCode, empty.body).toBe(200);
    const now = new Date();
    expect(empty.json()).toEqual({
      query_usage: {
        used: 0,
        limit: MONTHLY_QUERY_LIMIT,
        period_start: `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`,
        resets_at: resetsAt,
        days_to_reset: expect.any(Number),
      },
    });
    expect(empty.json().query_usage.period_start).toBe(period);
    const days = empty.json().query_usage.days_to_reset as number;
    expect(days).toBeGreaterThanOrEqual(1);
    expect(days).toBeLessThanOrEqual(31);

    await db().insert(queryUsage).values({ organizationId: p.orgId, period, count: 847 });
    // Last month's count does not count.
    await db().insert(queryUsage).values({ organizationId: p.orgId, period: '2001-01-01', count: 5 });
    expect((await call(app, 'GET', `/api/organization/${p.orgId}/usage/queries`, p.token)).json().query_usage.used).toBe(847);
    for (const id of [other.orgId, 'junk']) {
      const res = await call(app, 'GET', `/api/organization/${id}/usage/queries`, p.token);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('organization_not_found');
    }
    expect((await call(app, 'GET', `/api/organization/${p.orgId}/usage/queries`, null)).statusCode).toBe(401);
    const rows = await db().select().from(queryUsage).where(and(eq(queryUsage.organizationId, p.orgId), eq(queryUsage.period, period)));
    expect(rows[0]!.count).toBe(847);
  });
});
