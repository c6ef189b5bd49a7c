// Clarifying answers and their choices (issue 16): with the local analyst and two real documents
// that hold the same line as a budget (a workbook) and as actuals (a CSV), a question that says neither gets a short
// question whose choices are stored with the answer and returned in the stream's `final`, by the
// plain send and when the conversation is loaded; a tapped choice's question is answered. An
// answer cut short keeps no choices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { StewardApp } from '../../app';
import { streamEventSchema, type SendMessageResult, type StreamEvent, type ThreadMessages } from '../../../contracts/chat';
import { chatMessages } from '../../db/schema';
import { call, createChatApp, newThread, parseStream, scriptedAgent, type AgentBox } from '../../../tests/server/chat';
import { onboardedOwner, samples, uploadOne, waitForProcessed, type Organisation } from '../../../tests/server/documents';
import type { Agent } from '../assistant/agent';
import { closeDefaultParsers } from '../documents/processor';

/** Rent every month of FY2025 (the organisation's fiscal year starts in July): 36,000 in all. */
const ACTUALS_CSV = [
  ['Line', 'Jul 2024', 'Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Total'],
  ['Rent', ...Array<number>(12).fill(3000), 36000],
]
  .map((row) => row.join(','))
  .join('\n');
/** The same line in the FY2025 budget workbook: 38,000. */
async function budgetXlsx(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Budget');
  sheet.addRow(['Line', 'FY2025 Budget']);
  sheet.addRow(['Rent', 38000]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const QUESTION = 'What is our rent for FY2025?';
const CHOICES = [
  { label: 'Budget: $38,000', question: 'What is the budget for Rent in FY2025?' },
  { label: 'Actual: $36,000', question: 'What is the actual spending for Rent in FY2025?' },
];

let app: StewardApp;
let box: AgentBox;
let org: Organisation;

beforeAll(async () => {
  ({ app, box } = await createChatApp());
  org = await onboardedOwner(app, 'Harbour Food Pantry');
  const files = [
    { name: 'Monthly actuals FY2025.csv', content: samples.csv(ACTUALS_CSV) },
    { name: 'Budget FY2025.xlsx', content: await budgetXlsx() },
  ];
  for (const file of files) {
    const res = await uploadOne(app, org.token, org, file);
    expect(res.statusCode, res.body).toBe(201);
  }
  const docs = await waitForProcessed(app, org.token, org, files.map((f) => f.name), 30_000);
  expect(docs.map((d) => d.status)).toEqual(['ready', 'ready']);
}, 90_000);
afterAll(async () => {
  await app.close();
  await closeDefaultParsers();
});

const db = () => app.steward.database.db;
const storedMessages = (threadId: string) => db().select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.seq));

async function streamed(threadId: string, content: string) {
  const res = await call(app, 'POST', `/api/chat/${threadId}/messages/stream`, org.token, { content });
  expect(res.statusCode, res.body).toBe(200);
  const parsed = parseStream(res.body);
  for (const event of parsed.events) expect(streamEventSchema.safeParse(event).success).toBe(true);
  const final = parsed.events.find((e) => e.type === 'final');
  return { parsed, final: final as Extract<StreamEvent, { type: 'final' }> };
}

describe('a clarifying answer’s choices', () => {
  it('are stored with the answer and returned in final and when the conversation is loaded; a choice’s question is answered', async () => {
    box.agent = box.initial;
    const thread = await newThread(app, org, org, 'Rent');
    const { final } = await streamed(thread.id, QUESTION);
    expect(final.message.role).toBe('assistant');
    expect(final.message.content).toContain('$38,000');
    expect(final.message.content).toContain('$36,000');
    expect(final.message.choices).toEqual(CHOICES);
    // The question itself has none.
    expect(final.user_message.choices).toBeUndefined();

    const stored = await storedMessages(thread.id);
    expect(stored.map((m) => [m.role, m.choices])).toEqual([
      ['user', null],
      ['assistant', CHOICES],
    ]);
    const loaded = (await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).json() as ThreadMessages;
    expect(loaded.messages.map((m) => m.choices)).toEqual([undefined, CHOICES]);

    // A tap sends the choice's question, in the same conversation: answered, with no choices.
    const { final: answered } = await streamed(thread.id, CHOICES[0]!.question);
    expect(answered.message.content.split(/(?<=[.!?])\s/)[0]).toContain('$38,000');
    expect(answered.message.choices).toBeUndefined();
    const after = (await call(app, 'GET', `/api/chat/${thread.id}`, org.token)).json() as ThreadMessages;
    expect(after.messages.map((m) => [m.role, m.choices])).toEqual([
      ['user', undefined],
      ['assistant', CHOICES],
      ['user', undefined],
      ['assistant', undefined],
    ]);
  });

  it('come back from the plain send too, and the other choice answers with the actual figure', async () => {
    box.agent = box.initial;
    const thread = await newThread(app, org, org, 'Rent, plainly');
    const res = await call(app, 'POST', `/api/chat/${thread.id}/messages`, org.token, { content: QUESTION });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as SendMessageResult).message.choices).toEqual(CHOICES);
    const { final } = await streamed(thread.id, CHOICES[1]!.question);
    expect(final.message.content.split(/(?<=[.!?])\s/)[0]).toContain('$36,000');
  });

  it('are not kept when the answer fails midway', async () => {
    const scripted = scriptedAgent(['Do you mean the budget ', 'or the actual'], { failAfter: new Error('boom') });
    // The scripted agent, offering choices as the analyst would before it fails.
    const offering: Agent = {
      reply: (question, context, usage, extras) => {
        if (extras) extras.choices = CHOICES;
        return scripted.agent.reply(question, context, usage);
      },
    };
    box.agent = offering;
    const thread = await newThread(app, org, org, 'Cut short');
    const { parsed, final } = await streamed(thread.id, QUESTION);
    expect(parsed.events.some((e) => e.type === 'error')).toBe(true);
    expect(final.message.content).toBe('Do you mean the budget or the actual');
    expect(final.message.choices).toBeUndefined();
    expect((await storedMessages(thread.id)).map((m) => m.choices)).toEqual([null, null]);
  });
});
