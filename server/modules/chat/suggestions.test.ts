// GET /api/organization/{id}/chat/suggestions (issue 16): the empty chat's suggested questions,
// drawn from the organisation's own ready documents and each answered by the chat with its
// figure; for any member, never for another organisation; worked out again when the documents
// change. The real app, its real parsers and its real (local) agent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSuggestions, SendMessageResult } from '../../../contracts/chat';
import type { StewardApp } from '../../app';
import { addMember, onboardedOwner, samples, uploadOne, waitForProcessed, type Organisation } from '../../../tests/server/documents';
import { BUDGET_CSV, call, newThread } from '../../../tests/server/chat';
import { createTestApp } from '../../../tests/server/harness';
import { closeDefaultParsers } from '../documents/processor';
import { firstSentence } from '../assistant/analyst/fixtures';

let app: StewardApp;
let riverbend: Organisation;
let harbour: Organisation;

const HARBOUR_MONTHLY_CSV = 'Account,Jan 2025,Feb 2025,Mar 2025,Apr 2025\nBoat fuel expense,1200,1350,1100,1425\nDock fees expense,800,800,800,820\n';
const HARBOUR_BALANCE_CSV = 'Statement of Financial Position,"June 30, 2025","June 30, 2024"\nCash and cash equivalents,48250,39900\nAccounts receivable,5100,6200\nTotal assets,53350,46100\nAccounts payable,2300,2800\nTotal liabilities,2300,2800\nTotal net assets,51050,43300\n';

async function upload(org: Organisation, fileName: string, content: string) {
  const res = await uploadOne(app, org.token, org, { name: fileName, content: samples.csv(content) });
  expect(res.statusCode, res.body).toBe(201);
  const [doc] = await waitForProcessed(app, org.token, org, [fileName], 30_000);
  expect(doc?.status, doc?.error ?? '').toBe('ready');
}

const suggestionsOf = async (orgId: string, token: string) => {
  const res = await call(app, 'GET', `/api/organization/${orgId}/chat/suggestions`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatSuggestions;
};

/** Asks through the chat, as a tap on a suggestion does. */
async function ask(org: Organisation, question: string): Promise<string> {
  const thread = await newThread(app, org, org, '');
  const res = await call(app, 'POST', `/api/chat/${thread.id}/messages`, org.token, { content: question, user_id: org.sub });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SendMessageResult).message.content;
}

beforeAll(async () => {
  app = await createTestApp();
  riverbend = await onboardedOwner(app, 'Riverbend Community Food Bank');
  harbour = await onboardedOwner(app, 'Harbour Lights Trust');
}, 90_000);
afterAll(async () => {
  await app.close();
  await closeDefaultParsers();
});

describe('GET /api/organization/{id}/chat/suggestions', () => {
  it('has none, and no ready document, before a document is ready', async () => {
    expect(await suggestionsOf(riverbend.orgId, riverbend.token)).toEqual({ suggestions: [], ready_documents: 0 });
  });

  it("suggests questions from the organisation's own documents, each answered by the chat with its figure", async () => {
    await upload(riverbend, 'FY2025 Operating Budget.csv', BUDGET_CSV);
    const body = await suggestionsOf(riverbend.orgId, riverbend.token);
    expect(body.ready_documents).toBe(1);
    const expected: Record<string, string> = {
      'What is our FY2025 budget for salaries and wages?': '$412,000',
      'What were our total expenses in FY2024?': '$489,200',
    };
    expect(body.suggestions.map((s) => s.question)).toEqual(Object.keys(expected));
    expect(body.suggestions.map((s) => s.kind)).toEqual(['budget', 'actual']);
    for (const [question, figure] of Object.entries(expected)) expect(firstSentence(await ask(riverbend, question)), question).toContain(figure);
  });

  it('answers any member, and the same questions again', async () => {
    const member = await addMember(app, riverbend.orgId, 'MEMBER');
    const asOwner = await suggestionsOf(riverbend.orgId, riverbend.token);
    expect(await suggestionsOf(riverbend.orgId, member.token)).toEqual(asOwner);
    const res = await call(app, 'GET', `/api/organization/${riverbend.orgId}/chat/suggestions`, member.token);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("never shows one organisation's suggestions to another: their own only, and 404 for the other's id", async () => {
    await upload(harbour, 'Harbour monthly 2025.csv', HARBOUR_MONTHLY_CSV);
    const own = await suggestionsOf(harbour.orgId, harbour.token);
    expect(own.suggestions.map((s) => s.question)).toEqual(['How much did we spend on boat fuel expense in April 2025?']);
    expect(firstSentence(await ask(harbour, own.suggestions[0]!.question))).toContain('$1,425');
    const theirs = await suggestionsOf(riverbend.orgId, riverbend.token);
    expect(JSON.stringify(theirs)).not.toMatch(/boat|dock/i);
    expect(JSON.stringify(own)).not.toMatch(/salaries|FY2025/i);

    const crossed = await call(app, 'GET', `/api/organization/${riverbend.orgId}/chat/suggestions`, harbour.token);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json()).toMatchObject({ code: 'organization_not_found' });
    expect(crossed.body).not.toMatch(/salaries/i);
    expect((await call(app, 'GET', `/api/organization/${riverbend.orgId}/chat/suggestions`, null)).statusCode).toBe(401);
    expect((await call(app, 'GET', '/api/organization/not-an-id/chat/suggestions', riverbend.token)).statusCode).toBe(404);
  });

  it('follows the documents: one added brings its own question', async () => {
    await upload(harbour, 'Harbour balance sheet 2025.csv', HARBOUR_BALANCE_CSV);
    const body = await suggestionsOf(harbour.orgId, harbour.token);
    expect(body.ready_documents).toBe(2);
    expect(body.suggestions.map((s) => s.question)).toEqual([
      'How much did we spend on boat fuel expense in April 2025?',
      'What was our cash balance at June 30, 2025?',
    ]);
    expect(firstSentence(await ask(harbour, 'What was our cash balance at June 30, 2025?'))).toContain('$48,250');
  });
});
