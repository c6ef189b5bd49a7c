// The improvement history through the API (issue 8), on PGlite and on PostgreSQL: versions made,
// checked and switched; the text and file limits; one manual improvement a day at 23h59 and 24h;
// improvements from a thumbs-down; who may do what; and the local analyst answering differently
// with an improvement defining 'personnel', and as before once the earlier version is active again.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImprovementCreated, ImprovementHistory, ImprovementSummary } from '../../../contracts/improvements';
import { IMPROVEMENT_CHECK_QUESTIONS, IMPROVEMENT_ERROR_CODES, IMPROVEMENT_WINDOW_MS } from '../../../contracts/improvements-constants';
import type { Message, SendMessageResult } from '../../../contracts/chat';
import type { StewardApp } from '../../app';
import { chatMessages, improvementVersions } from '../../db/schema';
import { auth, call, createChatApp, newThread, scriptedAgent, type AgentBox } from '../../../tests/server/chat';
import {
  addMember,
  multipart,
  onboardedOwner,
  samples,
  sizedStream,
  uploadOne,
  waitForProcessed,
  type Organisation,
  type Part,
  type Person,
} from '../../../tests/server/documents';

/** A budget whose personnel costs are two lines: 412,000 + 86,520 = 498,520 in FY2025. */
export const PERSONNEL_BUDGET_CSV = [
  'Account,Line Item,FY2024 Actual,FY2025 Budget',
  '4000,Individual Donations,310000,325000',
  '4100,Foundation Grants,240000,260000',
  '4200,Government Contracts,150000,155000',
  ',Total Revenue,700000,740000',
  '5000,Salaries and Wages,398000,412000',
  '5100,Payroll Taxes and Benefits,79600,86520',
  '5200,Rent,60000,62400',
  '5300,Utilities,14400,15100',
  '5400,Program Supplies,52000,58000',
  '6100,Insurance,9800,10200',
  '6200,Fundraising Events,18000,21000',
  ',Total Expenses,631800,665220',
  '',
].join('\n');

const PERSONNEL = '“Personnel” means Salaries and Wages plus Payroll Taxes and Benefits.';
const PERSONNEL_QUESTION = 'What are our personnel costs for FY2025?';

let app: StewardApp;
let box: AgentBox;

beforeAll(async () => {
  ({ app, box } = await createChatApp());
});

afterAll(async () => {
  await app?.close();
});

const db = () => app.steward.database.db;
const base = (orgId: string) => `/api/organization/${orgId}/improvements`;

async function budgetOrg(name = 'Riverbend Community Food Bank'): Promise<Organisation> {
  const org = await onboardedOwner(app, name);
  const res = await uploadOne(app, org.token, org, { name: 'FY2025 Operating Budget.csv', content: Buffer.from(PERSONNEL_BUDGET_CSV) });
  expect(res.statusCode, res.body).toBe(201);
  const [doc] = await waitForProcessed(app, org.token, org, ['FY2025 Operating Budget.csv'], 30_000);
  expect(doc?.status, doc?.error ?? '').toBe('ready');
  return org;
}

function improve(orgId: string, token: string, text: string | null, files: Part[] = []) {
  const parts: Part[] = [...(text === null ? [] : [{ name: 'text', value: text }]), ...files];
  const { payload, headers } = multipart(parts);
  return app.inject({ method: 'POST', url: base(orgId), headers: { ...auth(token), ...headers }, payload });
}

async function improved(orgId: string, token: string, text: string, files: Part[] = []): Promise<ImprovementCreated> {
  const res = await improve(orgId, token, text, files);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as ImprovementCreated;
}

async function history(orgId: string, token: string): Promise<ImprovementHistory> {
  const res = await call(app, 'GET', base(orgId), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImprovementHistory;
}

/** Moves the organisation's improvements back in time (the daily rule reads created_at). */
async function ageImprovements(orgId: string, ms: number) {
  await db()
    .update(improvementVersions)
    .set({ createdAt: sql`${improvementVersions.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(eq(improvementVersions.organizationId, orgId));
}

/** Lets the next manual improvement through. */
const allowNext = (orgId: string) => ageImprovements(orgId, IMPROVEMENT_WINDOW_MS + 1000);

async function ask(org: Organisation, content: string, threadId?: string): Promise<Message> {
  const thread = threadId ?? (await newThread(app, org, org)).id;
  const res = await call(app, 'POST', `/api/chat/${thread}/messages`, org.token, { content });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as SendMessageResult).message;
}

async function activeCount(orgId: string) {
  const rows = await db()
    .select({ id: improvementVersions.id })
    .from(improvementVersions)
    .where(and(eq(improvementVersions.organizationId, orgId), eq(improvementVersions.isActive, true)));
  return rows.length;
}

describe('versions, the summary and the history', () => {
  let org: Organisation;
  let member: Person;

  beforeAll(async () => {
    org = await budgetOrg();
    member = await addMember(app, org.orgId, 'MEMBER');
  });

  it('starts with no version', async () => {
    const summary = await call(app, 'GET', `${base(org.orgId)}/summary`, member.token);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toEqual({ current_version: null, total_improvements: 0 });
    expect(await history(org.orgId, org.token)).toEqual({ current_version: null, total_improvements: 0, next_manual_at: null, versions: [] });
  });

  it('makes 1.0, then 1.1 on top of it, each active in turn and accumulating instructions', async () => {
    const first = await improved(org.orgId, org.token, '  Show amounts in thousands and keep answers brief.  ');
    expect(first.message).toBe('Tally improved to version 1.0.');
    expect(first.version).toMatchObject({
      version: '1.0',
      feedback: 'Show amounts in thousands and keep answers brief.',
      is_active: true,
      source: 'manual',
      message_id: null,
      files: [],
    });
    expect(first.version.summary.length).toBeLessThanOrEqual(80);
    expect(first.version.understood).toEqual([expect.objectContaining({ kind: 'answer_format', status: 'applied' })]);

    await allowNext(org.orgId);
    const second = await improved(org.orgId, org.token, 'Please always be extra careful with the numbers you give us.');
    expect(second.version).toMatchObject({ version: '1.1', is_active: true });
    // The earlier version's instruction, then this one: the second is only noted.
    expect(second.version.understood.map((u) => [u.kind, u.status])).toEqual([
      ['answer_format', 'applied'],
      ['other', 'noted'],
    ]);
    expect(second.version.understood[1]!.detail).toBe("Kept with this version; the built-in analyst can't apply it (a connected model will read it).");

    const h = await history(org.orgId, org.token);
    expect(h.current_version).toBe('1.1');
    expect(h.total_improvements).toBe(2);
    expect(h.versions.map((v) => [v.version, v.is_active])).toEqual([
      ['1.1', true],
      ['1.0', false],
    ]);
    expect(h.next_manual_at).not.toBeNull();
    expect(await activeCount(org.orgId)).toBe(1);
    const summary = await call(app, 'GET', `${base(org.orgId)}/summary`, member.token);
    expect(summary.json()).toEqual({ current_version: '1.1', total_improvements: 2 } satisfies ImprovementSummary);
  });

  it('switches the active version, exactly one active at a time', async () => {
    const h = await history(org.orgId, org.token);
    const older = h.versions.find((v) => v.version === '1.0')!;
    const res = await call(app, 'POST', `${base(org.orgId)}/${older.id}/activate`, org.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Switched to version 1.0.', version: { id: older.id, version: '1.0', is_active: true } });
    expect(await activeCount(org.orgId)).toBe(1);
    expect((await history(org.orgId, org.token)).current_version).toBe('1.0');
    // Again: nothing changes.
    const again = await call(app, 'POST', `${base(org.orgId)}/${older.id}/activate`, org.token);
    expect(again.statusCode).toBe(200);
    expect(await activeCount(org.orgId)).toBe(1);
    // Unknown and malformed ids.
    expect((await call(app, 'POST', `${base(org.orgId)}/00000000-0000-4000-8000-000000000000/activate`, org.token)).statusCode).toBe(404);
    expect((await call(app, 'POST', `${base(org.orgId)}/not-a-uuid/activate`, org.token)).statusCode).toBe(404);
    // The total counts versions made, not switches.
    expect((await history(org.orgId, org.token)).total_improvements).toBe(2);
  });

  it('answers members 403 everywhere but the summary, and no token 401', async () => {
    const h = await history(org.orgId, org.token);
    const id = h.versions[0]!.id;
    expect((await call(app, 'GET', base(org.orgId), member.token)).statusCode).toBe(403);
    expect((await improve(org.orgId, member.token, 'Personnel means Salaries and Wages.')).statusCode).toBe(403);
    expect((await call(app, 'POST', `${base(org.orgId)}/from-feedback`, member.token, { message_id: id, text: 'Something was wrong here' })).statusCode).toBe(403);
    expect((await call(app, 'POST', `${base(org.orgId)}/${id}/activate`, member.token)).statusCode).toBe(403);
    expect((await call(app, 'GET', `${base(org.orgId)}/summary`, member.token)).statusCode).toBe(200);
    expect((await call(app, 'GET', `${base(org.orgId)}/summary`, null)).statusCode).toBe(401);
    expect((await call(app, 'GET', base(org.orgId), null)).statusCode).toBe(401);
  });

  it('lets admins do everything owners can', async () => {
    const admin = await addMember(app, org.orgId, 'ADMIN');
    const h = await history(org.orgId, admin.token);
    const newer = h.versions.find((v) => v.version === '1.1')!;
    const res = await call(app, 'POST', `${base(org.orgId)}/${newer.id}/activate`, admin.token);
    expect(res.statusCode, res.body).toBe(200);
    expect((await history(org.orgId, admin.token)).current_version).toBe('1.1');
  });

  it("answers 404 for another organisation's ids", async () => {
    const other = await onboardedOwner(app, 'Other Org');
    const h = await history(org.orgId, org.token);
    const id = h.versions[0]!.id;
    expect((await call(app, 'GET', base(org.orgId), other.token)).statusCode).toBe(404);
    expect((await call(app, 'GET', `${base(org.orgId)}/summary`, other.token)).statusCode).toBe(404);
    expect((await improve(org.orgId, other.token, 'Personnel means Salaries and Wages.')).statusCode).toBe(404);
    // Their own organisation, our version: not found either.
    const res = await call(app, 'POST', `${base(other.orgId)}/${id}/activate`, other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'improvement_not_found' });
    expect((await history(other.orgId, other.token)).versions).toEqual([]);
    expect((await call(app, 'GET', `${base('not-an-id')}`, org.token)).statusCode).toBe(404);
  });
});

describe('the text of a manual improvement', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await onboardedOwner(app, 'Text Limits Org');
  });

  const expectRefused = async (text: string | null, code: string, detail?: string) => {
    const res = await improve(org.orgId, org.token, text);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code, ...(detail ? { detail } : {}) });
  };

  it('refuses under 15 characters (trimmed) and over 500', async () => {
    await expectRefused('a'.repeat(14), IMPROVEMENT_ERROR_CODES.TOO_SHORT, 'Minimum 15 characters required');
    await expectRefused(`   ${'a'.repeat(14)}   `, IMPROVEMENT_ERROR_CODES.TOO_SHORT, 'Minimum 15 characters required');
    await expectRefused(null, IMPROVEMENT_ERROR_CODES.TOO_SHORT);
    await expectRefused('', IMPROVEMENT_ERROR_CODES.TOO_SHORT);
    await expectRefused('b'.repeat(501), IMPROVEMENT_ERROR_CODES.TOO_LONG);
    await expectRefused('é'.repeat(2500), IMPROVEMENT_ERROR_CODES.TOO_LONG);
    expect((await history(org.orgId, org.token)).total_improvements).toBe(0);
  });

  it('takes exactly 15 and exactly 500', async () => {
    expect((await improved(org.orgId, org.token, 'c'.repeat(15))).version.feedback).toBe('c'.repeat(15));
    await allowNext(org.orgId);
    expect((await improved(org.orgId, org.token, `  ${'d'.repeat(500)}\n`)).version.feedback).toBe('d'.repeat(500));
  });
});

describe('one manual improvement a day', () => {
  it('refuses at 23h59 with the time left, and allows at 24h', async () => {
    const org = await onboardedOwner(app, 'Daily Limit Org');
    await improved(org.orgId, org.token, 'Our fiscal year starts in July.');
    const refused = await improve(org.orgId, org.token, 'Show amounts in thousands please.');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: IMPROVEMENT_ERROR_CODES.DAILY_LIMIT });
    expect(refused.json().detail).toMatch(/^You can make one improvement a day\. You can make your next improvement in (24 hours|23 hours 59 minutes)\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);

    // 23 hours 59 minutes later: still refused, a minute to go.
    await ageImprovements(org.orgId, IMPROVEMENT_WINDOW_MS - 60_000);
    const almost = await improve(org.orgId, org.token, 'Show amounts in thousands please.');
    expect(almost.statusCode).toBe(429);
    expect(almost.json().detail).toBe('You can make one improvement a day. You can make your next improvement in 1 minute.');
    expect(Number(almost.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(almost.headers['retry-after'])).toBeLessThanOrEqual(60);
    const h = await history(org.orgId, org.token);
    expect(new Date(h.next_manual_at!).getTime() - Date.now()).toBeLessThanOrEqual(60_000);

    // 24 hours: allowed.
    await ageImprovements(org.orgId, 60_000);
    const res = await improve(org.orgId, org.token, 'Show amounts in thousands please.');
    expect(res.statusCode, res.body).toBe(201);
    expect((await history(org.orgId, org.token)).total_improvements).toBe(2);
  });

  it('lets only one of two at once through', async () => {
    const org = await onboardedOwner(app, 'Race Org');
    const results = await Promise.all([improve(org.orgId, org.token, 'Round to whole dollars please.'), improve(org.orgId, org.token, 'Answer in one sentence please.')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    expect(await activeCount(org.orgId)).toBe(1);
  });
});

describe('supporting files', () => {
  let org: Organisation;
  beforeAll(async () => {
    org = await onboardedOwner(app, 'Files Org');
  });

  it('keeps 3 files of the allowed types and drops the 4th, an 11 MB one and a renamed .exe', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 1)]);
    const res = await improve(org.orgId, org.token, 'Program expenses means accounts 5000-5999.', [
      { name: 'files', filename: 'big.pdf', content: sizedStream(11 * 1024 * 1024, samples.pdf()), contentType: 'application/pdf' },
      { name: 'files', filename: 'setup.pdf', content: exe, contentType: 'application/pdf' },
      { name: 'files', filename: 'script.js', content: 'alert(1)', contentType: 'text/javascript' },
      { name: 'files', filename: 'Chart of accounts.pdf', content: samples.pdf('Chart of accounts'), contentType: 'application/pdf' },
      { name: 'files', filename: 'Budget.xlsx', content: samples.xlsx() },
      { name: 'files', filename: 'Accounts.csv', content: 'Account,Name\n5000,Salaries\n', contentType: 'text/csv' },
      { name: 'files', filename: 'Notes.txt', content: 'A fourth file', contentType: 'text/plain' },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as ImprovementCreated;
    expect(created.version.files.map((f) => [f.name, f.content_type])).toEqual([
      ['Chart of accounts.pdf', 'application/pdf'],
      ['Budget.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      ['Accounts.csv', 'text/csv'],
    ]);
    expect(created.message).toContain('big.pdf (over 10 MB)');
    expect(created.message).toContain('setup.pdf (its contents are not a PDF file)');
    expect(created.message).toContain('Notes.txt (only 3 files can be added)');
    expect(created.message).toContain('script.js (only PDF, XLSX, CSV and TXT files can be added)');
    expect(created.version.understood[0]).toMatchObject({ kind: 'account_range', status: 'applied' });

    // Each file opens with its signed link, and only with it.
    const csv = created.version.files[2]!;
    const url = new URL(csv.download_url);
    const download = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe('Account,Name\n5000,Salaries\n');
    expect(download.headers['content-disposition']).toContain('Accounts.csv');
    // (Its first character changed for another: replacing it with 'A' left one link in 64 untouched.)
    const tampered = await app.inject({ method: 'GET', url: `${url.pathname}${url.search.replace(/signature=(.)/, (_, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`)}` });
    expect(tampered.statusCode).toBe(403);
    // A document download link's signature does not open an improvement file.
    const other = await app.inject({ method: 'GET', url: `/api/documents/${csv.id}/download${url.search}` });
    expect(other.statusCode).toBe(403);
    // The history signs them again.
    const h = await history(org.orgId, org.token);
    expect(h.versions[0]!.files).toHaveLength(3);
  });

  it('keeps a text file as TXT and drops binary contents named .txt', async () => {
    await allowNext(org.orgId);
    const res = await improve(org.orgId, org.token, 'Our fiscal year runs October to September.', [
      { name: 'files', filename: 'notes.txt', content: 'Fiscal year: October to September.\n', contentType: 'text/plain' },
      { name: 'files', filename: 'photo.txt', content: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0]) },
      { name: 'files', filename: 'empty.csv', content: Buffer.alloc(0) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as ImprovementCreated;
    expect(created.version.files.map((f) => f.name)).toEqual(['notes.txt']);
    expect(created.message).toContain('photo.txt');
    expect(created.message).toContain('empty.csv (empty)');
  });
});

describe('improvements from a thumbs-down', () => {
  let org: Organisation;
  let answer: Message;
  let threadId: string;

  beforeAll(async () => {
    org = await budgetOrg('Feedback Org');
    threadId = (await newThread(app, org, org)).id;
    answer = await ask(org, PERSONNEL_QUESTION, threadId);
  });

  const fromFeedback = (body: unknown, token = org.token, orgId = org.orgId) => call(app, 'POST', `${base(orgId)}/from-feedback`, token, body);

  it('needs 10 characters', async () => {
    const res = await fromFeedback({ message_id: answer.id, text: '  too short ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: IMPROVEMENT_ERROR_CODES.TOO_SHORT, detail: 'Minimum 10 characters required' });
    expect((await fromFeedback({ message_id: answer.id, text: 'x'.repeat(501) })).statusCode).toBe(400);
  });

  it("answers 404 for a question, an unknown id and another organisation's answer", async () => {
    const thread = await call(app, 'GET', `/api/chat/${threadId}`, org.token);
    const question = (thread.json().messages as Message[]).find((m) => m.role === 'user')!;
    expect((await fromFeedback({ message_id: question.id, text: 'Personnel means more than salaries' })).statusCode).toBe(404);
    expect((await fromFeedback({ message_id: '00000000-0000-4000-8000-000000000000', text: 'Personnel means more than salaries' })).statusCode).toBe(404);
    expect((await fromFeedback({ message_id: 'nope', text: 'Personnel means more than salaries' })).statusCode).toBe(404);
    const other = await budgetOrg('Another Feedback Org');
    const theirs = await ask(other, 'What is our rent for FY2025?');
    expect((await fromFeedback({ message_id: theirs.id, text: 'Personnel means more than salaries' })).statusCode).toBe(404);
  });

  it('makes a version, marks the answer and says so in its thread; the answer is used once', async () => {
    // A manual improvement first: the thumbs-down one is not held to one a day.
    await improved(org.orgId, org.token, 'Our fiscal year starts in July.');
    const res = await fromFeedback({ message_id: answer.id, text: PERSONNEL });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json() as ImprovementCreated;
    expect(created.message).toBe('Tally improved to version 1.1 from your feedback.');
    expect(created.version).toMatchObject({ version: '1.1', source: 'response_feedback', message_id: answer.id, is_active: true, feedback: PERSONNEL });

    const thread = await call(app, 'GET', `/api/chat/${threadId}`, org.token);
    const messages = thread.json().messages as Message[];
    expect(messages.find((m) => m.id === answer.id)).toMatchObject({ used_for_improvement: true, feedback: 'negative' });
    const system = messages.at(-1)!;
    expect(system).toMatchObject({ role: 'system', content: 'Tally improved to version 1.1 from your feedback.' });
    expect(system.content).toContain('improved');

    const again = await fromFeedback({ message_id: answer.id, text: 'Personnel also includes contractors' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: IMPROVEMENT_ERROR_CODES.ALREADY_USED });
    // Its thumbs are locked.
    expect((await call(app, 'POST', `/api/chat/messages/${answer.id}/feedback`, org.token, { feedback: 'positive' })).statusCode).toBe(409);
    expect((await history(org.orgId, org.token)).total_improvements).toBe(2);
  });
});

describe('the assistant with improvements', () => {
  it('answers personnel costs with the right total after the improvement, and as before once the earlier version is active', async () => {
    box.agent = box.initial;
    const org = await budgetOrg('Personnel Org');
    const before = (await ask(org, PERSONNEL_QUESTION)).content;
    // Before: a partial figure (one of the two lines) or a refusal, never the total.
    expect(before).not.toContain('498,520');

    const v10 = await improved(org.orgId, org.token, 'Please double-check every figure before answering.');
    expect(v10.version.understood.map((u) => u.status)).toEqual(['noted']);
    expect((await ask(org, PERSONNEL_QUESTION)).content).toBe(before);

    await allowNext(org.orgId);
    const v11 = await improved(org.orgId, org.token, PERSONNEL);
    expect(v11.version.understood[1]).toMatchObject({ kind: 'synonym', status: 'applied' });
    expect(v11.version.understood[1]!.detail).toContain('“Personnel” = Salaries and Wages + Payroll Taxes and Benefits');
    // Checked against the questions asked so far: the personnel answer's figures changed.
    expect(v11.version.performance_metrics).toMatchObject({ questions_checked: 1, answers_kept: 0, answers_changed: 1 });
    expect(v11.version.success_rate).toBe(0);

    const after = (await ask(org, PERSONNEL_QUESTION)).content;
    expect(after).toMatch(/^Personnel costs: \*\*\$498,520\*\* in the FY2025 budget/);
    expect(after).toContain('Salaries and Wages $412,000 + Payroll Taxes and Benefits $86,520 = $498,520');

    // Switching back restores the old behaviour from the next question on.
    const back = await call(app, 'POST', `${base(org.orgId)}/${v10.version.id}/activate`, org.token);
    expect(back.statusCode, back.body).toBe(200);
    expect((await ask(org, PERSONNEL_QUESTION)).content).toBe(before);
    // And forward again.
    expect((await call(app, 'POST', `${base(org.orgId)}/${v11.version.id}/activate`, org.token)).statusCode).toBe(200);
    expect((await ask(org, PERSONNEL_QUESTION)).content).toBe(after);
  });

  it('gives the active instructions to the agent with every question', async () => {
    const org = await budgetOrg('Instructions Org');
    const scripted = scriptedAgent(['Fine.']);
    box.agent = scripted.agent;
    try {
      await ask(org, 'What is our rent?');
      const made = await improved(org.orgId, org.token, 'Our fiscal year starts in October. Show amounts in thousands.');
      await ask(org, 'What is our rent?');
      expect(scripted.seen.map((s) => s.instructions)).toEqual([[], ['Our fiscal year starts in October. Show amounts in thousands.']]);
      expect(made.version.understood.map((u) => u.kind)).toEqual(['fiscal_year', 'answer_format']);
    } finally {
      box.agent = box.initial;
    }
  });

  it('measures the share of recent answers whose figures stayed the same', async () => {
    box.agent = box.initial;
    const org = await budgetOrg('Success Rate Org');
    for (const q of ['What is our rent for FY2025?', 'What is the budget for salaries and wages in FY2025?', PERSONNEL_QUESTION]) await ask(org, q);
    const made = await improved(org.orgId, org.token, PERSONNEL);
    expect(made.version.performance_metrics).toMatchObject({ questions_checked: 3, answers_kept: 2, answers_changed: 1 });
    expect(made.version.success_rate).toBe(67);
    expect(made.version.performance_metrics!.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it(`checks a new version against the last ${IMPROVEMENT_CHECK_QUESTIONS} distinct questions`, async () => {
    box.agent = box.initial;
    const org = await budgetOrg('Twenty Questions Org');
    const thread = await newThread(app, org, org);
    const questions = [
      'What is our rent for FY2025?',
      'What is the budget for salaries and wages in FY2025?',
      PERSONNEL_QUESTION,
      'What are total expenses for FY2025?',
      'What is total revenue for FY2025?',
      'How much are utilities in FY2025?',
      'What did we spend on insurance in FY2024?',
      'How did rent change from FY2024 to FY2025?',
      'What are program supplies budgeted at for FY2025?',
      'How much do we expect from foundation grants in FY2025?',
      'What were individual donations in FY2024?',
      'How did personnel costs change from FY2024 to FY2025?',
      'What is the budget for fundraising events in FY2025?',
      'How much are government contracts in FY2025?',
      'What share of total expenses is rent in FY2025?',
      'What is the percentage change in total revenue from FY2024 to FY2025?',
      'What are payroll taxes and benefits in FY2025?',
      'Which expense line is largest in FY2025?',
      'What is account 5300?',
      'What were total expenses in FY2024?',
      'What was rent in FY2024?',
      'What were utilities in FY2024?',
    ];
    // Stored as asked (the check reads the stored questions), with repeats that count once.
    for (const content of [...questions, questions[0]!, questions[1]!.toUpperCase()]) {
      await db().insert(chatMessages).values({ threadId: thread.id, role: 'user', content });
    }
    const made = await improved(org.orgId, org.token, PERSONNEL);
    const metrics = made.version.performance_metrics!;
    expect(metrics.questions_checked).toBe(IMPROVEMENT_CHECK_QUESTIONS);
    expect(metrics.answers_changed).toBeGreaterThanOrEqual(1);
    expect(metrics.answers_kept + metrics.answers_changed).toBe(IMPROVEMENT_CHECK_QUESTIONS);
    expect(made.version.success_rate).toBe(Math.round((100 * metrics.answers_kept) / IMPROVEMENT_CHECK_QUESTIONS));
    console.log(`version check: ${metrics.questions_checked} questions in ${metrics.duration_ms} ms (${metrics.answers_kept} kept, ${metrics.answers_changed} changed)`);
  });
});
