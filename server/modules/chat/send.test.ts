// Sending questions through the real app: the plain send and the stream (its exact format, the
// first bytes at once, keep-alive comments, [DONE], a person leaving mid-answer), the agent's
// inputs (history, profile), failures, NO_DOCUMENTS, and the monthly question limit at 999,
// 1000 and 1001, also under concurrent sends.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { CHAT_ERROR_CODES, MONTHLY_QUERY_LIMIT, streamEventSchema, type Message, type SendMessageResult, type ThreadMessages } from '../../../contracts/chat';
import { chatMessages, chatThreads, queryUsage } from '../../db/schema';
import { onboardedOwner, type Organisation } from '../../../tests/server/documents';
import {
  addDocument,
  call,
  createChatApp,
  listening,
  liveStream,
  newThread,
  orgWithDocuments,
  parseStream,
  scriptedAgent,
  type AgentBox,
} from '../../../tests/server/chat';
import { AgentError } from '../assistant/model-agent';
import { closeDefaultParsers } from '../documents/processor';
import { NO_DOCUMENTS_MESSAGE } from './send';
import { markInterruptedAnswers } from './service';
import { usagePeriod } from './usage';

const KEEP_ALIVE_MS = 60;

let app: StewardApp;
let box: AgentBox;
let org: Organisation;
let port: number;

beforeAll(async () => {
  ({ app, box } = await createChatApp({ keepAliveMs: KEEP_ALIVE_MS }));
  org = await orgWithDocuments(app);
  port = await listening(app);
}, 90_000);
afterAll(async () => {
  await app.close();
  await closeDefaultParsers();
});

const db = () => app.steward.database.db;
const ANSWER = ['The FY2025 budget for rent is ', '**$94,450**', ' (FY2025 Operating Budget.csv, row Rent and Occupancy, column FY2025 Budget).'];

const stream = (token: string, threadId: string, content: string) => call(app, 'POST', `/api/chat/${threadId}/messages/stream`, token, { content });
const storedMessages = (threadId: string) => db().select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.seq));
const usageOf = async (orgId: string) =>
  (await db().select().from(queryUsage).where(and(eq(queryUsage.organizationId, orgId), eq(queryUsage.period, usagePeriod().period))))[0]?.count ?? 0;
const seedUsage = (orgId: string, count: number) =>
  db()
    .insert(queryUsage)
    .values({ organizationId: orgId, period: usagePeriod().period, count })
    .onConflictDoUpdate({ target: [queryUsage.organizationId, queryUsage.period], set: { count } });

describe('the stream: POST /api/chat/{thread_id}/messages/stream', () => {
  it('sends data lines (delta…, final) then [DONE], exactly, and stores both messages', async () => {
    const scripted = scriptedAgent(ANSWER, { usage: { prompt: 321, completion: 45 } });
    box.agent = scripted.agent;
    const thread = await newThread(app, org, org, 'Rent');
    const before = await usageOf(org.orgId);
    const res = await stream(org.token, thread.id, '  What is our FY2025 budget for rent?  ');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.headers['x-accel-buffering']).toBe('no');
    // The app's security headers are on the stream too.
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");

    const parsed = parseStream(res.body);
    expect(parsed.done).toBe(true);
    expect(parsed.lines.at(-1)).toBe('data: [DONE]');
    expect(parsed.lines[0]).toBe(': stream open');
    const dataLines = parsed.lines.filter((l) => l.startsWith('data: '));
    expect(dataLines.slice(0, 3)).toEqual(ANSWER.map((delta) => `data: ${JSON.stringify({ type: 'delta', delta })}`));
    for (const event of parsed.events) expect(streamEventSchema.safeParse(event).success).toBe(true);
    expect(parsed.events.map((e) => e.type)).toEqual(['delta', 'delta', 'delta', 'final']);

    const final = parsed.events[3] as Extract<(typeof parsed.events)[number], { type: 'final' }>;
    const stored = await storedMessages(thread.id);
    expect(stored.map((m) => [m.role, m.content])).toEqual([
      ['user', 'What is our FY2025 budget for rent?'],
      ['assistant', ANSWER.join('')],
    ]);
    expect(final.user_message).toMatchObject({ id: stored[0]!.id, role: 'user', content: 'What is our FY2025 budget for rent?', thread_id: thread.id });
    expect(final.message).toMatchObject({
      id: stored[1]!.id,
      role: 'assistant',
      content: ANSWER.join(''),
      prompt_tokens: 321,
      completion_tokens: 45,
      total_tokens: 366,
      feedback: null,
      used_for_improvement: false,
    });
    expect(scripted.seen[0]).toMatchObject({ question: 'What is our FY2025 budget for rent?', history: [], profileName: 'Riverbend Community Food Bank', instructions: [] });
    expect(await usageOf(org.orgId)).toBe(before + 1);
  });

  it('gives the agent the thread’s earlier turns, oldest first, without system messages', async () => {
    const scripted = scriptedAgent(['Answer.']);
    box.agent = scripted.agent;
    const thread = await newThread(app, org, org, 'History');
    await stream(org.token, thread.id, 'First question');
    await db().insert(chatMessages).values({ threadId: thread.id, role: 'system', content: 'A note' });
    await stream(org.token, thread.id, 'Second question');
    expect(scripted.seen[1]!.question).toBe('Second question');
    expect(scripted.seen[1]!.history).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'Answer.' },
    ]);
  });

  it('flushes its first bytes at once and sends keep-alive comments while the agent thinks', async () => {
    box.agent = scriptedAgent(['Late ', 'answer.'], { firstDelayMs: 400 }).agent;
    const thread = await newThread(app, org, org, 'Slow');
    const live = liveStream(port, org.token, thread.id, 'Take your time');
    expect(await live.status).toBe(200);
    await live.until((t) => t.includes('data: [DONE]'));
    const first = live.chunks[0]!;
    expect(first.text.startsWith(': stream open\n\n')).toBe(true);
    const firstDelta = live.chunks.find((c) => c.text.includes('"type":"delta"'))!;
    expect(first.at).toBeLessThan(firstDelta.at - 200);

    const parsed = parseStream(live.text());
    const beforeAnswer = parsed.lines.slice(0, parsed.lines.findIndex((l) => l.startsWith('data: ')));
    expect(beforeAnswer[0]).toBe(': stream open');
    // ~400 ms of thinking at one comment every 60 ms.
    expect(beforeAnswer.filter((l) => l === ': keep-alive').length).toBeGreaterThanOrEqual(3);
    expect(parsed.events.filter((e) => e.type === 'delta').map((e) => (e as { delta: string }).delta)).toEqual(['Late ', 'answer.']);
    expect(parsed.done).toBe(true);
  });

  it('when the person leaves mid-answer, aborts the agent and keeps the partial answer', async () => {
    const pieces = Array.from({ length: 60 }, (_, i) => `word${i} `);
    const scripted = scriptedAgent(pieces, { delayMs: 50 });
    box.agent = scripted.agent;
    const thread = await newThread(app, org, org, 'Leaving');
    const live = liveStream(port, org.token, thread.id, 'A long answer please');
    await live.until((t) => t.includes('word2 '));
    live.destroy();
    await live.ended;
    // Finished (it is stored from its first words on, as it streams).
    const saved = await waitFor(async () => (await storedMessages(thread.id)).find((m) => m.role === 'assistant' && m.streamingUntil === null));
    expect(scripted.seen[0]!.aborted()).toBe(true);
    expect(saved.content.startsWith('word0 word1 word2 ')).toBe(true);
    expect(saved.content.length).toBeLessThan(pieces.join('').length);
    expect(saved.completionTokens).toBeGreaterThan(0);
    // Nothing more is added later.
    await new Promise((r) => setTimeout(r, 300));
    const after = await storedMessages(thread.id);
    expect(after.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(after[1]!.content).toBe(saved.content);
  });

  it('stores the answer as it streams, at least every second, and finishes it in place (issue 14)', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    box.agent = {
      async *reply() {
        yield 'One. ';
        await new Promise((r) => setTimeout(r, 200));
        yield 'Two. ';
        await held;
        yield 'Three.';
      },
    };
    const thread = await newThread(app, org, org, 'Streaming');
    const live = liveStream(port, org.token, thread.id, 'Count to three');
    await live.until((t) => t.includes('Two. '));
    const sawTwo = Date.now();
    // Within a second of being shown, the words are in the database, as an answer still streaming.
    const partial = await waitFor(async () => (await storedMessages(thread.id)).find((m) => m.role === 'assistant' && m.content === 'One. Two. '), 1500);
    expect(Date.now() - sawTwo).toBeLessThan(1500);
    expect(partial.streamingUntil!.getTime()).toBeGreaterThan(Date.now());
    const view = (await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).json() as ThreadMessages;
    expect(view.messages.map((m) => [m.role, m.content, m.interrupted])).toEqual([
      ['user', 'Count to three', false],
      ['assistant', 'One. Two. ', false],
    ]);
    release();
    await live.ended;
    const done = await storedMessages(thread.id);
    expect(done.map((m) => [m.role, m.content, m.streamingUntil, m.interrupted])).toEqual([
      ['user', 'Count to three', null, false],
      ['assistant', 'One. Two. Three.', null, false],
    ]);
    expect(done[1]!.id).toBe(partial.id);
  });

  it('reads an answer whose process stopped renewing it as interrupted, kept as far as it got', async () => {
    const thread = await newThread(app, org, org, 'Cut off');
    await db().insert(chatMessages).values({ threadId: thread.id, role: 'user', content: 'What is the rent?' });
    // What a process killed mid-answer leaves: the words so far, and a lease that ran out.
    await db()
      .insert(chatMessages)
      .values({ threadId: thread.id, role: 'assistant', content: 'The FY2025 budget for rent is', streamingUntil: new Date(Date.now() - 1000) });
    const view = (await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).json() as ThreadMessages;
    expect(view.messages.at(-1)).toMatchObject({ role: 'assistant', content: 'The FY2025 budget for rent is', interrupted: true });
    // Marked for good (at start, and by any process).
    expect(await markInterruptedAnswers(db())).toBeGreaterThanOrEqual(1);
    const [row] = await db().select().from(chatMessages).where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.role, 'assistant')));
    expect(row).toMatchObject({ interrupted: true, streamingUntil: null });
  });

  it('an agent failing midway: error event with its code, the partial answer kept and sent in final', async () => {
    box.agent = scriptedAgent(['Half an ', 'answer'], {
      failAfter: new AgentError(CHAT_ERROR_CODES.PROVIDER_ERROR, 'The model provider could not be reached. Please try again in a moment.'),
    }).agent;
    const thread = await newThread(app, org, org, 'Failing');
    const parsed = parseStream((await stream(org.token, thread.id, 'Go')).body);
    expect(parsed.events.map((e) => e.type)).toEqual(['delta', 'delta', 'error', 'final']);
    expect(parsed.events[2]).toEqual({
      type: 'error',
      error: { message: 'The model provider could not be reached. Please try again in a moment.', code: 'PROVIDER_ERROR' },
    });
    expect(parsed.events[3]).toMatchObject({ type: 'final', message: { role: 'assistant', content: 'Half an answer' } });
    expect(parsed.done).toBe(true);
  });

  it('an agent failing before a word: AGENT_ERROR, stored as a system message; no internals leak', async () => {
    box.agent = scriptedAgent([], { failAfter: new Error('connect ECONNREFUSED 10.0.0.1 secret-key') }).agent;
    const thread = await newThread(app, org, org, 'Broken');
    const res = await stream(org.token, thread.id, 'Go');
    expect(res.body).not.toContain('ECONNREFUSED');
    const parsed = parseStream(res.body);
    expect(parsed.events.map((e) => e.type)).toEqual(['error', 'final']);
    expect(parsed.events[0]).toEqual({ type: 'error', error: { message: 'Sorry, something went wrong while answering. Please try again.', code: 'AGENT_ERROR' } });
    expect(parsed.events[1]).toMatchObject({ type: 'final', message: { role: 'system', content: 'Sorry, something went wrong while answering. Please try again.', total_tokens: 0 } });
    expect((await storedMessages(thread.id)).map((m) => m.role)).toEqual(['user', 'system']);
  });

  it('refuses a blank or too long question with 400 INVALID_MESSAGE before the stream starts', async () => {
    const thread = await newThread(app, org, org, 'Blank');
    const before = await usageOf(org.orgId);
    for (const content of ['', '   \n ']) {
      const res = await stream(org.token, thread.id, content);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ detail: 'Please type a question first.', code: 'INVALID_MESSAGE' });
    }
    const long = await stream(org.token, thread.id, 'x'.repeat(4001));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('INVALID_MESSAGE');
    expect(await storedMessages(thread.id)).toHaveLength(0);
    expect(await usageOf(org.orgId)).toBe(before);
    expect((await call(app, 'POST', `/api/chat/${thread.id}/messages/stream`, null, { content: 'x' })).statusCode).toBe(401);
  });

  it('with the configured agent (the local analyst), streams its reply and stores exactly what was streamed', async () => {
    box.agent = box.initial;
    const thread = await newThread(app, org, org, 'Local');
    const parsed = parseStream((await stream(org.token, thread.id, 'What is our FY2025 budget for rent?')).body);
    const deltas = parsed.events.filter((e) => e.type === 'delta').map((e) => (e as { delta: string }).delta);
    expect(deltas.length).toBeGreaterThan(0);
    const final = parsed.events.at(-1) as { type: string; message: Message };
    expect(final.type).toBe('final');
    expect(final.message.content).toBe(deltas.join(''));
    expect(final.message.content.trim().length).toBeGreaterThan(10);
    expect((await storedMessages(thread.id))[1]!.content).toBe(deltas.join(''));
  });
});

describe('the plain send: POST /api/chat/{thread_id}/messages', () => {
  it('answers SendMessageResult with both stored messages and names an untitled thread after the question', async () => {
    box.agent = scriptedAgent(ANSWER).agent;
    const thread = await newThread(app, org, org, '');
    const res = await call(app, 'POST', `/api/chat/${thread.id}/messages`, org.token, { content: ' What is our FY2025 budget for rent? ', user_id: org.sub });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as SendMessageResult;
    expect(body).toMatchObject({ thread_id: thread.id, thread_created: false, hasDocuments: true, documentError: null });
    expect(body.user_message).toMatchObject({ role: 'user', content: 'What is our FY2025 budget for rent?', total_tokens: 0 });
    expect(body.message).toMatchObject({ role: 'assistant', content: ANSWER.join('') });
    expect(body.message.prompt_tokens).toBeGreaterThan(0);
    const read = (await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).json() as ThreadMessages;
    expect(read.thread.title).toBe('What is our FY2025 budget for rent?');
    expect(read.messages).toEqual([body.user_message, body.message]);
  });

  it('refuses someone else’s user_id with 404 and an agent failure with 502 PROVIDER_ERROR', async () => {
    const thread = await newThread(app, org, org, 'Plain errors');
    const wrong = await call(app, 'POST', `/api/chat/${thread.id}/messages`, org.token, { content: 'Hi', user_id: '00000000-0000-4000-8000-000000000000' });
    expect(wrong.statusCode).toBe(404);
    box.agent = scriptedAgent([], { failAfter: new AgentError(CHAT_ERROR_CODES.PROVIDER_ERROR, 'The model provider took too long to answer. Please try again.') }).agent;
    const failed = await call(app, 'POST', `/api/chat/${thread.id}/messages`, org.token, { content: 'Hi' });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ detail: 'The model provider took too long to answer. Please try again.', code: 'PROVIDER_ERROR' });
    expect((await storedMessages(thread.id)).map((m) => [m.role, m.content])).toEqual([
      ['user', 'Hi'],
      ['system', 'The model provider took too long to answer. Please try again.'],
    ]);
  });
});

describe('NO_DOCUMENTS', () => {
  let empty: Organisation;
  beforeAll(async () => {
    empty = await onboardedOwner(app, 'No Documents Yet');
  });

  it('the stream sends an error event NO_DOCUMENTS and the stored system message in final; the question is not counted', async () => {
    const scripted = scriptedAgent(['never']);
    box.agent = scripted.agent;
    const thread = await newThread(app, empty, empty, 'Too early');
    const res = await stream(empty.token, thread.id, 'What is our budget?');
    expect(res.statusCode).toBe(200);
    const parsed = parseStream(res.body);
    expect(parsed.events.map((e) => e.type)).toEqual(['error', 'final']);
    expect(parsed.events[0]).toEqual({ type: 'error', error: { message: NO_DOCUMENTS_MESSAGE, code: 'NO_DOCUMENTS' } });
    expect(parsed.events[1]).toMatchObject({
      type: 'final',
      user_message: { role: 'user', content: 'What is our budget?' },
      message: { role: 'system', content: 'You need to upload at least one document before I can help you.', total_tokens: 0, prompt_tokens: 0, completion_tokens: 0 },
    });
    expect(parsed.done).toBe(true);
    expect(scripted.seen).toHaveLength(0);
    expect(await usageOf(empty.orgId)).toBe(0);
  });

  it('the plain send answers hasDocuments false, documentError NO_DOCUMENTS and the system message', async () => {
    const thread = await newThread(app, empty, empty, 'Too early, plainly');
    const res = await call(app, 'POST', `/api/chat/${thread.id}/messages`, empty.token, { content: 'Hello' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      thread_id: thread.id,
      hasDocuments: false,
      documentError: 'NO_DOCUMENTS',
      message: { role: 'system', content: NO_DOCUMENTS_MESSAGE, total_tokens: 0 },
    });
    expect((await storedMessages(thread.id)).map((m) => m.role)).toEqual(['user', 'system']);
  });
});

describe('the monthly question limit', () => {
  let limited: Organisation;
  beforeAll(async () => {
    limited = await orgWithDocuments(app, 'Busy Org');
  }, 60_000);

  it(`at ${MONTHLY_QUERY_LIMIT - 1} a question is answered and the count becomes ${MONTHLY_QUERY_LIMIT}; at ${MONTHLY_QUERY_LIMIT} and ${MONTHLY_QUERY_LIMIT + 1} it is refused with 429`, async () => {
    box.agent = scriptedAgent(['Fine.']).agent;
    const thread = await newThread(app, limited, limited, 'Limits');
    await seedUsage(limited.orgId, MONTHLY_QUERY_LIMIT - 1);
    const allowed = await stream(limited.token, thread.id, 'Question 999');
    expect(allowed.statusCode).toBe(200);
    expect(parseStream(allowed.body).events.map((e) => e.type)).toEqual(['delta', 'final']);
    expect(await usageOf(limited.orgId)).toBe(MONTHLY_QUERY_LIMIT);
    const usage = await call(app, 'GET', `/api/organization/${limited.orgId}/usage/queries`, limited.token);
    expect(usage.json().query_usage).toMatchObject({ used: 1000, limit: 1000 });

    for (const [url, name] of [
      [`/api/chat/${thread.id}/messages/stream`, 'stream'],
      [`/api/chat/${thread.id}/messages`, 'plain'],
    ]) {
      const refused = await call(app, 'POST', url!, limited.token, { content: `Question 1001 (${name})` });
      expect(refused.statusCode, name).toBe(429);
      expect(refused.headers['content-type']).toContain('application/json');
      const body = refused.json();
      expect(body.code).toBe('QUERY_LIMIT_REACHED');
      expect(body.detail).toMatch(/^Your organization has used all 1,000 questions for this month\. The limit resets on [A-Z][a-z]+ 1\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await usageOf(limited.orgId)).toBe(MONTHLY_QUERY_LIMIT);
    // Refused questions are not stored.
    expect((await storedMessages(thread.id)).map((m) => m.content)).toEqual(['Question 999', 'Fine.']);

    await seedUsage(limited.orgId, MONTHLY_QUERY_LIMIT + 1);
    const over = await stream(limited.token, thread.id, 'Question 1002');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('QUERY_LIMIT_REACHED');
    expect(await usageOf(limited.orgId)).toBe(MONTHLY_QUERY_LIMIT + 1);
  });

  it('concurrent sends never take the count past the limit', async () => {
    box.agent = scriptedAgent(['Fine.']).agent;
    const racing = await orgWithDocuments(app, 'Racing Org');
    const thread = await newThread(app, racing, racing, 'Race');
    await seedUsage(racing.orgId, MONTHLY_QUERY_LIMIT - 5);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => call(app, 'POST', `/api/chat/${thread.id}/messages`, racing.token, { content: `Race ${i}` })),
    );
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(await usageOf(racing.orgId)).toBe(MONTHLY_QUERY_LIMIT);
    expect((await storedMessages(thread.id)).filter((m) => m.role === 'user')).toHaveLength(5);
  });

  it('a new organisation starts the month at zero and counts each question once', async () => {
    box.agent = scriptedAgent(['Fine.']).agent;
    const fresh = await onboardedOwner(app, 'Fresh Org');
    await addDocument(app, fresh, fresh.token);
    const thread = await newThread(app, fresh, fresh, 'Count');
    expect(await usageOf(fresh.orgId)).toBe(0);
    await stream(fresh.token, thread.id, 'One');
    await call(app, 'POST', `/api/chat/${thread.id}/messages`, fresh.token, { content: 'Two' });
    expect(await usageOf(fresh.orgId)).toBe(2);
    const thread2 = (await db().select().from(chatThreads).where(eq(chatThreads.id, thread.id)))[0]!;
    expect(thread2.title).toBe('Count');
  });
});

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
