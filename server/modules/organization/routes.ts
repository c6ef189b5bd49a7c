// Onboarding (spec part 2, sections 4, 5 and 7): the questions, creating the organisation,
// answering the questionnaire, and initialising the services (Tally) once it is complete.
// Every route needs a token; every route on an organisation checks the caller's membership.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { apiErrorSchema } from '../../../contracts/errors';
import {
  AGENTS_EXIST,
  ORGANIZATION_NAME_QUESTION_ID,
  answerSavedResponseSchema,
  createOrganizationRequestSchema,
  initializeServicesRequestSchema,
  initializeServicesResponseSchema,
  organizationResponseSchema,
  questionnaireResponseSchema,
  questionnaireStatusSchema,
  questionsResponseSchema,
  submitAnswerRequestSchema,
  updateAnswerRequestSchema,
  type QuestionDefinition,
} from '../../../contracts/onboarding';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { agentAccess, agents, memberships, organizations, questionnaireAnswers, users } from '../../db/schema';
import { randomToken } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Principal, RequireToken } from '../../plugins/authenticate';
import { recordActivity } from '../team/activity';
import { requireMembership } from './access';
import { answerText, parseAnswer, questionOrder, resolveQuestion, validateAnswer, validOrganizationName } from './answers';
import { ANSWERED_QUESTIONS, QUESTIONS } from './questions';

const EDITORS: readonly Role[] = ['OWNER', 'ADMIN'];
const FINANCE_AGENT = { name: 'Tally', type: 'finance' } as const;
const FINANCE_AGENT_NAMES = ['finance', 'tally', 'finance agent'];

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const idParams = z.object({ id: z.string().max(100) });

const organizationExists = () => conflict('You already belong to an organization', 'organization_exists');
const agentsExist = () => badRequest(`${AGENTS_EXIST}: Tally is already set up for this organization`, AGENTS_EXIST);

/** The caller's users row, created from the token the first time (as /api/auth/register would). */
async function ensureUser(db: Db, principal: Principal) {
  if (principal.user) return principal.user;
  if (!principal.email) throw forbidden('Finish signing up before creating an organization', 'not_registered');
  await db
    .insert(users)
    .values({ externalId: principal.sub, email: principal.email, name: principal.name ?? '' })
    .onConflictDoNothing({ target: users.externalId });
  return (await db.select().from(users).where(eq(users.externalId, principal.sub)).limit(1))[0]!;
}

async function answeredCount(db: Db, organizationId: string) {
  const row = (
    await db
      .select({ n: count() })
      .from(questionnaireAnswers)
      .where(
        and(
          eq(questionnaireAnswers.organizationId, organizationId),
          inArray(
            questionnaireAnswers.questionId,
            ANSWERED_QUESTIONS.map((q) => q.questionId),
          ),
        ),
      )
  )[0];
  return Number(row?.n ?? 0);
}

async function completedAt(db: Db, organizationId: string) {
  const row = (
    await db
      .select({ at: organizations.questionnaireCompletedAt })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1)
  )[0];
  return row?.at ?? null;
}

/**
 * After an answer is saved: with `completed`, marks the questionnaire complete (keeping the
 * first time) if every question has an answer, or refuses. Answers whether it is complete.
 */
async function settleCompletion(db: Db, organizationId: string, completed: boolean) {
  if (!completed) return (await completedAt(db, organizationId)) !== null;
  if ((await answeredCount(db, organizationId)) < ANSWERED_QUESTIONS.length) {
    throw badRequest('Please answer every question first', 'questionnaire_incomplete');
  }
  await db
    .update(organizations)
    .set({ questionnaireCompletedAt: sql`coalesce(${organizations.questionnaireCompletedAt}, now())` })
    .where(eq(organizations.id, organizationId));
  return true;
}

async function rename(db: Db, organizationId: string, answer: Record<string, unknown>) {
  const value = typeof answer.value === 'string' ? answer.value : null;
  if (value === null || Object.keys(answer).length !== 1) throw badRequest('A text answer must look like { "value": "..." }', 'invalid_answer');
  const name = validOrganizationName(value);
  await db.update(organizations).set({ name }).where(eq(organizations.id, organizationId));
}

export async function organizationRoutes(app: FastifyInstance, opts: { db: Db; requireToken: RequireToken }) {
  const { db, requireToken } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/onboarding/questions',
    { onRequest: requireToken, schema: { response: { 200: questionsResponseSchema, 401: apiErrorSchema } } },
    async () => ({ questions: [...QUESTIONS] }),
  );

  r.post(
    '/api/organization',
    {
      onRequest: requireToken,
      schema: { body: createOrganizationRequestSchema, response: { 201: organizationResponseSchema, ...errors, 409: apiErrorSchema } },
    },
    async (req, reply) => {
      const principal = req.principal!;
      const name = validOrganizationName(req.body.name);
      const ownerId = (req.body.owner_user_id ?? '').trim();
      if (!ownerId) throw badRequest('Owner user id missing', 'owner_user_id_missing');
      const isCaller = ownerId === principal.sub || (principal.user !== null && ownerId.toLowerCase() === principal.user.id);
      if (!isCaller) throw forbidden('The owner must be the signed-in user', 'owner_mismatch');

      const user = await ensureUser(db, principal);
      const existing = await db.select({ id: memberships.id }).from(memberships).where(eq(memberships.userId, user.id)).limit(1);
      if (existing.length) throw organizationExists();
      try {
        const org = await db.transaction(async (tx) => {
          const created = (await tx.insert(organizations).values({ name, ownerUserId: user.id }).returning())[0]!;
          await tx.insert(memberships).values({ organizationId: created.id, userId: user.id, role: 'OWNER' });
          return created;
        });
        // The owner is the team's first member: their Recent Activity starts here.
        await recordActivity(db, { organizationId: org.id, userId: user.id, kind: 'joined' }, req.log);
        return reply.code(201).send({ organization_id: org.id, name: org.name, owner_user_id: user.id });
      } catch (err) {
        // Two creations at once: the second hits memberships_user_key.
        if (isUniqueViolation(err)) throw organizationExists();
        throw err;
      }
    },
  );

  // Registered before /:id/... for readability; the router ranks static segments first anyway.
  r.get(
    '/api/organization/is-questionnaire-completed/:id',
    { onRequest: requireToken, schema: { params: idParams, response: { 200: questionnaireStatusSchema, ...errors } } },
    async (req) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      const at = await completedAt(db, organizationId);
      return {
        organization_id: organizationId,
        completed: at !== null,
        completed_at: at ? at.toISOString() : null,
        answered: await answeredCount(db, organizationId),
        total: ANSWERED_QUESTIONS.length,
      };
    },
  );

  r.get(
    '/api/organization/:id/questionnaire',
    { onRequest: requireToken, schema: { params: idParams, response: { 200: questionnaireResponseSchema, ...errors } } },
    async (req) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      const org = (await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1))[0]!;
      const rows = await db
        .select()
        .from(questionnaireAnswers)
        .where(eq(questionnaireAnswers.organizationId, organizationId))
        .orderBy(asc(questionnaireAnswers.createdAt));
      rows.sort((a, b) => questionOrder(a.questionId) - questionOrder(b.questionId));
      return {
        organization_id: organizationId,
        organization_name: org.name,
        completed: org.questionnaireCompletedAt !== null,
        questionnaire_result: rows.map((row) => ({ question: row.question, question_id: row.questionId, answer: answerText(row.questionId, row.answer) })),
      };
    },
  );

  const editorsOnly = { roles: EDITORS, forbiddenDetail: 'Only owners and admins can change the questionnaire' };

  /** Validates an answer; the organisation's name is a rename, not a stored answer. */
  async function prepare(organizationId: string, question: QuestionDefinition, raw: string | Record<string, unknown>) {
    const answer = parseAnswer(raw);
    if (question.questionId === ORGANIZATION_NAME_QUESTION_ID) {
      await rename(db, organizationId, answer);
      return null;
    }
    return validateAnswer(question, answer);
  }

  r.post(
    '/api/organization/:id/questionnaire',
    {
      onRequest: requireToken,
      schema: { params: idParams, body: submitAnswerRequestSchema, response: { 200: answerSavedResponseSchema, ...errors } },
    },
    async (req) => {
      const membership = await requireMembership(db, req.principal, req.params.id, editorsOnly);
      const { organizationId } = membership;
      const question = resolveQuestion(req.body.question, req.body.question_id);
      const stored = await prepare(organizationId, question, req.body.answer);
      if (stored) {
        const now = new Date();
        await db
          .insert(questionnaireAnswers)
          .values({ organizationId, questionId: question.questionId, question: question.question, answer: stored, answeredBy: membership.userId })
          .onConflictDoUpdate({
            target: [questionnaireAnswers.organizationId, questionnaireAnswers.questionId],
            set: { question: question.question, answer: stored, answeredBy: membership.userId, updatedAt: now },
          });
      }
      const completed = await settleCompletion(db, organizationId, req.body.completed);
      return { message: 'Answer saved', organization_id: organizationId, question_id: question.questionId, completed };
    },
  );

  r.put(
    '/api/organization/:id/questionnaire',
    {
      onRequest: requireToken,
      schema: { params: idParams, body: updateAnswerRequestSchema, response: { 200: answerSavedResponseSchema, ...errors } },
    },
    async (req) => {
      const membership = await requireMembership(db, req.principal, req.params.id, editorsOnly);
      const { organizationId } = membership;
      const question = resolveQuestion(req.body.question, req.body.question_id);
      const stored = await prepare(organizationId, question, req.body.new_answer);
      if (stored) {
        const updated = await db
          .update(questionnaireAnswers)
          .set({ question: question.question, answer: stored, answeredBy: membership.userId, updatedAt: new Date() })
          .where(and(eq(questionnaireAnswers.organizationId, organizationId), eq(questionnaireAnswers.questionId, question.questionId)))
          .returning({ id: questionnaireAnswers.id });
        if (!updated.length) throw notFound('No answer to update', 'answer_not_found');
      }
      const completed = await settleCompletion(db, organizationId, req.body.completed);
      return { message: 'Answer updated', organization_id: organizationId, question_id: question.questionId, completed };
    },
  );

  r.post(
    '/api/organization/:id/intitialize-services',
    {
      onRequest: requireToken,
      schema: { params: idParams, body: initializeServicesRequestSchema, response: { 201: initializeServicesResponseSchema, ...errors } },
    },
    async (req, reply) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id, {
        roles: EDITORS,
        forbiddenDetail: 'Only owners and admins can set up Tally',
      });
      if (!FINANCE_AGENT_NAMES.includes(req.body.agent_name.trim().toLowerCase())) throw badRequest('Unknown agent', 'unknown_agent');
      if ((await completedAt(db, organizationId)) === null) {
        throw badRequest('Please finish the questionnaire first', 'questionnaire_incomplete');
      }
      const existing = await db
        .select({ id: agents.id })
        .from(agents)
        .where(and(eq(agents.organizationId, organizationId), eq(agents.type, FINANCE_AGENT.type)))
        .limit(1);
      if (existing.length) throw agentsExist();
      try {
        const agent = await db.transaction(async (tx) => {
          const created = (
            await tx
              .insert(agents)
              .values({ organizationId, ...FINANCE_AGENT, foundryAgentId: `tally-${randomToken(12)}` })
              .returning()
          )[0]!;
          const people = await tx
            .select({ userId: memberships.userId })
            .from(memberships)
            .where(and(eq(memberships.organizationId, organizationId), eq(memberships.isActive, true)));
          if (people.length) await tx.insert(agentAccess).values(people.map((p) => ({ agentId: created.id, userId: p.userId })));
          return created;
        });
        return reply.code(201).send({
          message: 'Tally is ready',
          organization_id: organizationId,
          agent_id: agent.id,
          foundry_agent_id: agent.foundryAgentId,
        });
      } catch (err) {
        // Two initialisations at once: the second hits agents_org_type_key.
        if (isUniqueViolation(err)) throw agentsExist();
        throw err;
      }
    },
  );
}
