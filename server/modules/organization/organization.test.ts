import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { StewardApp } from '../../app';
import { MAX_ORGANIZATION_NAME, MAX_OTHER_TEXT, ORGANIZATION_NAME_QUESTION_ID } from '../../../contracts/onboarding';
import { agentAccess, agents, memberships, organizations, questionnaireAnswers, users } from '../../db/schema';
import { choose, VALID_ANSWERS } from '../../../tests/server/answers';
import { createTestApp, uniqueEmail } from '../../../tests/server/harness';
import { decodeJwt, refresh, signedUpWithTokens } from '../../../tests/server/oauth';
import { organizationProfile } from './profile';
import { ACCOUNTING_SYSTEM_QUESTION_ID, ANSWERED_QUESTIONS, FISCAL_YEAR_START_QUESTION_ID, QUESTIONS } from './questions';

let app: StewardApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const db = () => app.steward.database.db;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, body?: unknown) =>
  app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

/** A signed-up person (not yet a product user: the organisation creation registers them). */
async function person(prefix = 'onboard') {
  const email = uniqueEmail(prefix);
  const { tokens } = await signedUpWithTokens(app, email);
  const sub = decodeJwt(tokens.access_token).sub as string;
  return { token: tokens.access_token, refreshToken: tokens.refresh_token!, email, sub };
}

async function owner(name = 'Riverbend Community Food Bank') {
  const p = await person('owner');
  const res = await call('POST', '/api/organization', p.token, { name, owner_user_id: p.sub });
  expect(res.statusCode).toBe(201);
  const body = res.json() as { organization_id: string; owner_user_id: string };
  return { ...p, orgId: body.organization_id, userId: body.owner_user_id };
}

const VALID = VALID_ANSWERS;

const questionText = (id: string) => QUESTIONS.find((q) => q.questionId === id)!.question;
const submit = (token: string, orgId: string, body: Record<string, unknown>) => call('POST', `/api/organization/${orgId}/questionnaire`, token, body);
const update = (token: string, orgId: string, body: Record<string, unknown>) => call('PUT', `/api/organization/${orgId}/questionnaire`, token, body);

async function answerAll(token: string, orgId: string, { complete = true } = {}) {
  const ids = ANSWERED_QUESTIONS.map((q) => q.questionId);
  for (const [i, id] of ids.entries()) {
    const last = i === ids.length - 1;
    const res = await submit(token, orgId, { question: questionText(id), answer: JSON.stringify(VALID[id]), completed: complete && last });
    expect(res.statusCode, res.body).toBe(200);
  }
}

/** Adds a user with a membership straight in the database (no team API yet). */
async function addMember(orgId: string, role: 'ADMIN' | 'MEMBER', isActive = true) {
  const p = await person(role.toLowerCase());
  const user = (await db().insert(users).values({ externalId: p.sub, email: p.email, name: role }).returning())[0]!;
  await db().insert(memberships).values({ organizationId: orgId, userId: user.id, role, isActive });
  return { ...p, userId: user.id };
}

describe('GET /api/onboarding/questions', () => {
  it('serves the questions, the organisation name first, with all three types', async () => {
    const p = await person();
    const res = await call('GET', '/api/onboarding/questions', p.token);
    expect(res.statusCode).toBe(200);
    const { questions } = res.json() as { questions: Array<{ questionId: string; questionType: string }> };
    expect(questions[0]!.questionId).toBe(ORGANIZATION_NAME_QUESTION_ID);
    const ids = questions.map((q) => q.questionId);
    expect(ids).toContain(FISCAL_YEAR_START_QUESTION_ID);
    expect(ids).toContain(ACCOUNTING_SYSTEM_QUESTION_ID);
    expect(new Set(questions.map((q) => q.questionType))).toEqual(new Set(['free-field', 'single-select', 'multiple-choice']));
  });

  it('needs a token', async () => {
    expect((await call('GET', '/api/onboarding/questions', null)).statusCode).toBe(401);
  });
});

describe('POST /api/organization', () => {
  it('creates the organisation with the caller as owner, registering them from the token', async () => {
    const p = await person();
    const res = await call('POST', '/api/organization', p.token, { name: '  Riverbend Food Bank  ', owner_user_id: p.sub });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const user = (await db().select().from(users).where(eq(users.externalId, p.sub)))[0]!;
    expect(user.email).toBe(p.email);
    expect(body).toEqual({ organization_id: expect.any(String), name: 'Riverbend Food Bank', owner_user_id: user.id });
    const membership = (await db().select().from(memberships).where(eq(memberships.userId, user.id)))[0]!;
    expect(membership).toMatchObject({ organizationId: body.organization_id, role: 'OWNER', isActive: true });
    const org = (await db().select().from(organizations).where(eq(organizations.id, body.organization_id)))[0]!;
    expect(org).toMatchObject({ name: 'Riverbend Food Bank', ownerUserId: user.id, questionnaireCompletedAt: null });
  });

  it('accepts the users.id of a registered caller as owner_user_id', async () => {
    const p = await person();
    const reg = await call('POST', '/api/auth/register', p.token, { email: p.email, external_id: p.sub, name: 'R' });
    expect(reg.statusCode).toBe(201);
    const res = await call('POST', '/api/organization', p.token, { name: 'Registered First', owner_user_id: reg.json().id });
    expect(res.statusCode).toBe(201);
    expect(res.json().owner_user_id).toBe(reg.json().id);
  });

  it('refuses a missing, blank or too long name with 400', async () => {
    const p = await person();
    const create = (body: unknown) => call('POST', '/api/organization', p.token, body);
    for (const name of ['', '   ']) {
      const res = await create({ name, owner_user_id: p.sub });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Organization name is required', code: 'name_required' });
    }
    expect((await create({ owner_user_id: p.sub })).statusCode).toBe(400);
    const tooLong = await create({ name: 'x'.repeat(MAX_ORGANIZATION_NAME + 1), owner_user_id: p.sub });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().code).toBe('name_too_long');
    const atMax = await create({ name: ` ${'x'.repeat(MAX_ORGANIZATION_NAME)} `, owner_user_id: p.sub });
    expect(atMax.statusCode).toBe(201);
    expect(atMax.json().name).toHaveLength(MAX_ORGANIZATION_NAME);
  });

  it('refuses a missing or blank owner id with 400, and someone else as owner with 403', async () => {
    const p = await person();
    const other = await person();
    const create = (body: unknown) => call('POST', '/api/organization', p.token, body);
    for (const body of [{ name: 'A' }, { name: 'A', owner_user_id: '' }, { name: 'A', owner_user_id: '   ' }, { name: 'A', owner_user_id: null }]) {
      const res = await create(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Owner user id missing', code: 'owner_user_id_missing' });
    }
    for (const owner_user_id of [other.sub, '00000000-0000-4000-8000-000000000000']) {
      const res = await create({ name: 'A', owner_user_id });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('owner_mismatch');
    }
    expect(await db().select().from(users).where(eq(users.externalId, p.sub))).toHaveLength(0);
  });

  it('answers 409 for a second organisation, also when two creations race', async () => {
    const o = await owner();
    const again = await call('POST', '/api/organization', o.token, { name: 'Second', owner_user_id: o.sub });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'You already belong to an organization', code: 'organization_exists' });

    const p = await person();
    const results = await Promise.all(
      [1, 2, 3].map((n) => call('POST', '/api/organization', p.token, { name: `Race ${n}`, owner_user_id: p.sub })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const user = (await db().select().from(users).where(eq(users.externalId, p.sub)))[0]!;
    expect(await db().select().from(memberships).where(eq(memberships.userId, user.id))).toHaveLength(1);
    expect(await db().select().from(organizations).where(eq(organizations.ownerUserId, user.id))).toHaveLength(1);
  });

  it('needs a token', async () => {
    const res = await call('POST', '/api/organization', null, { name: 'A', owner_user_id: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('puts the organisation, the role and then Tally in the refreshed token', async () => {
    const p = await person();
    const before = decodeJwt(p.token);
    expect(before.db_organization_id).toBe('NEW_USER');
    const created = await call('POST', '/api/organization', p.token, { name: 'Claims Org', owner_user_id: p.sub });
    const orgId = created.json().organization_id as string;

    const first = await refresh(app, p.refreshToken);
    expect(first.statusCode).toBe(200);
    const afterCreate = decodeJwt(first.json().access_token);
    expect(afterCreate).toMatchObject({ db_organization_id: orgId, db_role: 'OWNER', db_organization_name: 'Claims Org', db_agents_accessible: [] });

    await answerAll(p.token, orgId);
    const init = await call('POST', `/api/organization/${orgId}/intitialize-services`, p.token, { agent_name: 'finance' });
    expect(init.statusCode).toBe(201);
    const second = await refresh(app, first.json().refresh_token);
    expect(second.statusCode).toBe(200);
    const afterInit = decodeJwt(second.json().access_token);
    expect(afterInit.db_agents_accessible).toEqual([{ agent_id: init.json().agent_id, foundry_agent_id: init.json().foundry_agent_id }]);
  });
});

describe('the questionnaire', () => {
  it('saves, reads back in question order and updates answers, JSON text or objects', async () => {
    const o = await owner();
    const accounting = { choices: { Other: true }, otherValue: '  Wave Accounting  ' };
    const a = await submit(o.token, o.orgId, { question: questionText(ACCOUNTING_SYSTEM_QUESTION_ID), answer: JSON.stringify(accounting) });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toEqual({ message: 'Answer saved', organization_id: o.orgId, question_id: ACCOUNTING_SYSTEM_QUESTION_ID, completed: false });
    // By id, as an object.
    const b = await submit(o.token, o.orgId, { question: 'fiscal-year-start', answer: { choices: { July: true, January: false }, otherValue: 'ignored' } });
    expect(b.statusCode).toBe(200);
    const c = await submit(o.token, o.orgId, { question: 'anything', question_id: 'first-question', answer: '{"value":"  Are we solvent?  "}' });
    expect(c.statusCode).toBe(200);

    const read = await call('GET', `/api/organization/${o.orgId}/questionnaire`, o.token);
    expect(read.statusCode).toBe(200);
    const body = read.json() as { organization_name: string; completed: boolean; questionnaire_result: Array<{ question: string; question_id: string; answer: string }> };
    expect(body.organization_name).toBe('Riverbend Community Food Bank');
    expect(body.completed).toBe(false);
    expect(body.questionnaire_result.map((r) => r.question_id)).toEqual([FISCAL_YEAR_START_QUESTION_ID, ACCOUNTING_SYSTEM_QUESTION_ID, 'first-question']);
    const [fiscal, system, first] = body.questionnaire_result.map((r) => JSON.parse(r.answer));
    expect(fiscal.otherValue).toBeNull();
    expect(fiscal.choices.July).toBe(true);
    expect(Object.values(fiscal.choices).filter(Boolean)).toHaveLength(1);
    expect(Object.keys(fiscal.choices)).toHaveLength(12);
    expect(Object.keys(fiscal.choices)[0]).toBe('January');
    expect(system.choices.Other).toBe(true);
    expect(system.otherValue).toBe('Wave Accounting');
    expect(first).toEqual({ value: 'Are we solvent?' });
    expect(body.questionnaire_result[1]!.question).toBe(questionText(ACCOUNTING_SYSTEM_QUESTION_ID));

    const u = await update(o.token, o.orgId, { question: questionText(ACCOUNTING_SYSTEM_QUESTION_ID), new_answer: JSON.stringify(choose('Aplos')) });
    expect(u.statusCode).toBe(200);
    expect(u.json()).toMatchObject({ message: 'Answer updated', question_id: ACCOUNTING_SYSTEM_QUESTION_ID, completed: false });
    const again = (await call('GET', `/api/organization/${o.orgId}/questionnaire`, o.token)).json();
    const updated = JSON.parse(again.questionnaire_result[1].answer);
    expect(updated.choices.Aplos).toBe(true);
    expect(updated.choices.Other).toBe(false);
    expect(updated.otherValue).toBeNull();
  });

  it('stores a retried POST once', async () => {
    const o = await owner();
    const body = { question: questionText('organization-type'), answer: JSON.stringify(choose('Health')) };
    expect((await submit(o.token, o.orgId, body)).statusCode).toBe(200);
    expect((await submit(o.token, o.orgId, body)).statusCode).toBe(200);
    const rows = await db().select().from(questionnaireAnswers).where(eq(questionnaireAnswers.organizationId, o.orgId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.answeredBy).toBe(o.userId);
  });

  it('answers PUT without an answer to update with 404', async () => {
    const o = await owner();
    const res = await update(o.token, o.orgId, { question: 'annual-budget', new_answer: JSON.stringify(choose('Over $50M')) });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No answer to update', code: 'answer_not_found' });
  });

  it('refuses unknown questions and invalid answers with readable 400s', async () => {
    const o = await owner();
    const unknown = await submit(o.token, o.orgId, { question: 'What is your favourite colour?', answer: '{"value":"blue"}' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Unknown question', code: 'unknown_question' });
    expect((await submit(o.token, o.orgId, { question: 'x', question_id: 'nope', answer: '{}' })).json().code).toBe('unknown_question');

    const cases: Array<[string, unknown, string]> = [
      ['first-question', '{not json', 'The answer is not valid JSON'],
      ['first-question', '"just text"', 'The answer must be a JSON object'],
      ['first-question', '[]', 'The answer must be a JSON object'],
      ['first-question', { value: '   ' }, 'This field is required'],
      ['first-question', { value: 'x'.repeat(2001) }, 'Please keep your answer to 2000 characters or fewer'],
      ['first-question', { value: 'ok', extra: 1 }, 'A text answer must look like { "value": "..." }'],
      ['first-question', { choices: { Health: true }, otherValue: null }, 'A text answer must look like { "value": "..." }'],
      ['organization-type', { value: 'Health' }, 'A choice answer must look like { "choices": { "...": true }, "otherValue": null }'],
      ['organization-type', { choices: {}, otherValue: null }, 'This field is required'],
      ['organization-type', { choices: { Health: false }, otherValue: null }, 'This field is required'],
      ['organization-type', { choices: { Health: true, Education: true }, otherValue: null }, 'Choose one option'],
      ['organization-type', { choices: { Sports: true }, otherValue: null }, 'Unknown choice: Sports'],
      ['organization-type', { choices: { Health: 'yes' }, otherValue: null }, 'A choice answer must look like { "choices": { "...": true }, "otherValue": null }'],
      ['organization-type', { choices: { Other: true }, otherValue: '  ' }, 'Please specify your answer for Other'],
      ['organization-type', { choices: { Other: true }, otherValue: null }, 'Please specify your answer for Other'],
      ['organization-type', { choices: { Other: true }, otherValue: 'x'.repeat(MAX_OTHER_TEXT + 1) }, `Please keep your answer for Other to ${MAX_OTHER_TEXT} characters or fewer`],
      ['revenue-sources', { choices: {}, otherValue: null }, 'This field is required'],
      ['revenue-sources', { choices: { 'Foundation grants': true, Other: true }, otherValue: '' }, 'Please specify your answer for Other'],
    ];
    for (const [question, answer, detail] of cases) {
      const res = await submit(o.token, o.orgId, { question, answer: typeof answer === 'string' ? answer : (answer as object) });
      expect(res.statusCode, `${question} ${JSON.stringify(answer)}`).toBe(400);
      expect(res.json(), `${question} ${JSON.stringify(answer)}`).toEqual({ detail, code: 'invalid_answer' });
    }
    // At the limits, and several choices with Other on a multiple-choice question.
    expect((await submit(o.token, o.orgId, { question: 'first-question', answer: { value: 'x'.repeat(2000) } })).statusCode).toBe(200);
    const multi = await submit(o.token, o.orgId, {
      question: 'revenue-sources',
      answer: { choices: { 'Foundation grants': true, Other: true }, otherValue: ` ${'y'.repeat(MAX_OTHER_TEXT)} ` },
    });
    expect(multi.statusCode).toBe(200);
    expect(await db().select().from(questionnaireAnswers).where(eq(questionnaireAnswers.organizationId, o.orgId))).toHaveLength(2);
  });

  it('treats an answer to the name question as a rename', async () => {
    const o = await owner();
    const res = await submit(o.token, o.orgId, { question: questionText(ORGANIZATION_NAME_QUESTION_ID), answer: '{"value":"  New Name  "}' });
    expect(res.statusCode).toBe(200);
    expect(res.json().question_id).toBe(ORGANIZATION_NAME_QUESTION_ID);
    const put = await update(o.token, o.orgId, { question: ORGANIZATION_NAME_QUESTION_ID, new_answer: { value: 'Newer Name' } });
    expect(put.statusCode).toBe(200);
    const blank = await update(o.token, o.orgId, { question: ORGANIZATION_NAME_QUESTION_ID, new_answer: { value: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().code).toBe('name_required');
    const long = await submit(o.token, o.orgId, { question: ORGANIZATION_NAME_QUESTION_ID, answer: { value: 'n'.repeat(MAX_ORGANIZATION_NAME + 1) } });
    expect(long.statusCode).toBe(400);
    const read = (await call('GET', `/api/organization/${o.orgId}/questionnaire`, o.token)).json();
    expect(read.organization_name).toBe('Newer Name');
    expect(read.questionnaire_result).toEqual([]);
    expect(await db().select().from(questionnaireAnswers).where(eq(questionnaireAnswers.organizationId, o.orgId))).toHaveLength(0);
  });

  it('completes only when every question is answered, keeping the first time', async () => {
    const o = await owner();
    const status = async () => {
      const res = await call('GET', `/api/organization/is-questionnaire-completed/${o.orgId}`, o.token);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await status()).toEqual({ organization_id: o.orgId, completed: false, completed_at: null, answered: 0, total: ANSWERED_QUESTIONS.length });

    const early = await submit(o.token, o.orgId, { question: 'fiscal-year-start', answer: JSON.stringify(VALID['fiscal-year-start']), completed: true });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: 'Please answer every question first', code: 'questionnaire_incomplete' });
    expect(await status()).toMatchObject({ completed: false, answered: 1 });

    await answerAll(o.token, o.orgId);
    const done = await status();
    expect(done).toMatchObject({ completed: true, answered: ANSWERED_QUESTIONS.length, total: ANSWERED_QUESTIONS.length });
    expect(new Date(done.completed_at).toISOString()).toBe(done.completed_at);
    expect((await call('GET', `/api/organization/${o.orgId}/questionnaire`, o.token)).json().completed).toBe(true);

    const later = await update(o.token, o.orgId, { question: 'priorities', new_answer: JSON.stringify(choose('Board reports')), completed: true });
    expect(later.statusCode).toBe(200);
    expect(later.json().completed).toBe(true);
    expect((await status()).completed_at).toBe(done.completed_at);
  });
});

describe('who may use an organisation', () => {
  it('hides other organisations and malformed ids behind 404 on every route', async () => {
    const a = await owner('Org A');
    const b = await owner('Org B');
    const routes = (id: string): Array<[Method, string, unknown]> => [
      ['GET', `/api/organization/${id}/questionnaire`, undefined],
      ['POST', `/api/organization/${id}/questionnaire`, { question: 'first-question', answer: '{"value":"x"}' }],
      ['PUT', `/api/organization/${id}/questionnaire`, { question: 'first-question', new_answer: '{"value":"x"}' }],
      ['GET', `/api/organization/is-questionnaire-completed/${id}`, undefined],
      ['POST', `/api/organization/${id}/intitialize-services`, { agent_name: 'finance' }],
    ];
    for (const id of [b.orgId, 'not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      for (const [method, url, body] of routes(id)) {
        const res = await call(method, url, a.token, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toEqual({ detail: 'Organization not found', code: 'organization_not_found' });
      }
    }
    for (const [method, url, body] of routes(a.orgId)) expect((await call(method, url, null, body)).statusCode).toBe(401);
    expect(await db().select().from(questionnaireAnswers).where(eq(questionnaireAnswers.organizationId, b.orgId))).toHaveLength(0);
  });

  it('lets members read but only owners and admins answer or initialise', async () => {
    const o = await owner();
    await submit(o.token, o.orgId, { question: 'fiscal-year-start', answer: JSON.stringify(VALID['fiscal-year-start']) });
    const member = await addMember(o.orgId, 'MEMBER');
    const admin = await addMember(o.orgId, 'ADMIN');

    expect((await call('GET', `/api/organization/${o.orgId}/questionnaire`, member.token)).statusCode).toBe(200);
    expect((await call('GET', `/api/organization/is-questionnaire-completed/${o.orgId}`, member.token)).statusCode).toBe(200);
    const post = await submit(member.token, o.orgId, { question: 'annual-budget', answer: JSON.stringify(VALID['annual-budget']) });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ detail: 'Only owners and admins can change the questionnaire', code: 'forbidden' });
    expect((await update(member.token, o.orgId, { question: 'fiscal-year-start', new_answer: JSON.stringify(choose('May')) })).statusCode).toBe(403);
    const init = await call('POST', `/api/organization/${o.orgId}/intitialize-services`, member.token, { agent_name: 'finance' });
    expect(init.statusCode).toBe(403);
    expect(init.json().code).toBe('forbidden');

    const byAdmin = await update(admin.token, o.orgId, { question: 'fiscal-year-start', new_answer: JSON.stringify(choose('October')) });
    expect(byAdmin.statusCode).toBe(200);
    const row = (
      await db()
        .select()
        .from(questionnaireAnswers)
        .where(and(eq(questionnaireAnswers.organizationId, o.orgId), eq(questionnaireAnswers.questionId, 'fiscal-year-start')))
    )[0]!;
    expect(row.answeredBy).toBe(admin.userId);
  });

  it('refuses a blocked member with 403', async () => {
    const o = await owner();
    const blocked = await addMember(o.orgId, 'ADMIN', false);
    const res = await call('GET', `/api/organization/${o.orgId}/questionnaire`, blocked.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('membership_inactive');
  });
});

describe('POST /api/organization/:id/intitialize-services', () => {
  it('needs a completed questionnaire and a known agent name', async () => {
    const o = await owner();
    const early = await call('POST', `/api/organization/${o.orgId}/intitialize-services`, o.token, { agent_name: 'finance' });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ detail: 'Please finish the questionnaire first', code: 'questionnaire_incomplete' });
    const unknown = await call('POST', `/api/organization/${o.orgId}/intitialize-services`, o.token, { agent_name: 'grant' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: 'Unknown agent', code: 'unknown_agent' });
  });

  it('creates Tally once, for every active member, then answers agents_exist', async () => {
    const o = await owner();
    const member = await addMember(o.orgId, 'MEMBER');
    const blocked = await addMember(o.orgId, 'MEMBER', false);
    await answerAll(o.token, o.orgId);

    const res = await call('POST', `/api/organization/${o.orgId}/intitialize-services`, o.token, { agent_name: ' Finance Agent ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ message: expect.any(String), organization_id: o.orgId, agent_id: expect.any(String), foundry_agent_id: expect.stringMatching(/^tally-/) });
    const agent = (await db().select().from(agents).where(eq(agents.id, body.agent_id)))[0]!;
    expect(agent).toMatchObject({ name: 'Tally', type: 'finance', organizationId: o.orgId });
    const access = await db().select().from(agentAccess).where(eq(agentAccess.agentId, agent.id));
    expect(access.map((a) => a.userId).sort()).toEqual([o.userId, member.userId].sort());
    expect(access.map((a) => a.userId)).not.toContain(blocked.userId);

    for (const agent_name of ['tally', 'FINANCE']) {
      const again = await call('POST', `/api/organization/${o.orgId}/intitialize-services`, o.token, { agent_name });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('agents_exist');
      expect(again.json().detail).toContain('agents_exist');
    }
  });

  it('creates exactly one agent when called twice at once', async () => {
    const o = await owner();
    await answerAll(o.token, o.orgId);
    const results = await Promise.all(
      [1, 2].map(() => call('POST', `/api/organization/${o.orgId}/intitialize-services`, o.token, { agent_name: 'finance' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().detail).toContain('agents_exist');
    expect(await db().select().from(agents).where(eq(agents.organizationId, o.orgId))).toHaveLength(1);
  });
});

describe('organizationProfile', () => {
  it('reads the name, the fiscal-year start month and the accounting system', async () => {
    const o = await owner('Profile Org');
    expect(await organizationProfile(db(), o.orgId)).toEqual({ name: 'Profile Org', fiscalYearStartMonth: 1, accountingSystem: null });

    await submit(o.token, o.orgId, { question: 'fiscal-year-start', answer: JSON.stringify(choose('July')) });
    await submit(o.token, o.orgId, { question: 'accounting-system', answer: JSON.stringify(choose('QuickBooks Online')) });
    expect(await organizationProfile(db(), o.orgId)).toEqual({ name: 'Profile Org', fiscalYearStartMonth: 7, accountingSystem: 'QuickBooks Online' });

    await update(o.token, o.orgId, { question: 'accounting-system', new_answer: { choices: { Other: true }, otherValue: ' Wave ' } });
    await update(o.token, o.orgId, { question: 'fiscal-year-start', new_answer: choose('December') });
    expect(await organizationProfile(db(), o.orgId)).toEqual({ name: 'Profile Org', fiscalYearStartMonth: 12, accountingSystem: 'Wave' });
    expect(await organizationProfile(db(), '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
