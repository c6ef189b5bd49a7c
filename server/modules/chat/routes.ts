// The chat calls (spec part 2, sections 4, 5 and 7; part 1, sections 3 and 9), under /api:
// threads, folders, messages, the plain and the streamed send, thumbs on answers, and the
// organisation's monthly question count. Every call needs a token. A thread or folder belongs
// to one person in one organisation; anyone else's ids answer 404 (service.ts).
//
// The stream (POST /api/chat/{thread_id}/messages/stream) answers `text/event-stream`: a comment
// line at once (so the first bytes leave before the agent starts), then one `data: {json}` line
// per event (`delta`, `error` with message and code, `final` with the stored question and
// answer), `: keep-alive` comment lines every ~15 s while the agent works, and `data: [DONE]`.
// Refusals found before the stream starts (404, 400 INVALID_MESSAGE, 429 QUERY_LIMIT_REACHED)
// are plain JSON errors with their status. When the person leaves, the agent is aborted and
// what it had said is kept.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  CHAT_ERROR_CODES,
  assignFolderBodySchema,
  createThreadBodySchema,
  dashboardSchema,
  folderNameBodySchema,
  folderSchema,
  foldersWithThreadsSchema,
  messageFeedbackBodySchema,
  messageSchema,
  queryUsageSchema,
  renameThreadBodySchema,
  sendMessageBodySchema,
  sendMessageResultSchema,
  threadListQuerySchema,
  threadListSchema,
  threadMessagesSchema,
  threadSchema,
  unfiledThreadsSchema,
  type StreamEvent,
} from '../../../contracts/chat';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Role } from '../../../contracts/roles';
import type { Db } from '../../db/client';
import { agents, chatFolders, chatMessages, chatThreads } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors';
import type { RequireToken } from '../../plugins/authenticate';
import type { Agent } from '../assistant/agent';
import { isUuid, requireMembership, type Membership } from '../organization/access';
import { AGENT_ERROR_MESSAGE, NO_DOCUMENTS_MESSAGE, answer, prepareSend, storeNoDocuments, storeQuestion } from './send';
import {
  callerMembership,
  checkUserId,
  cleanTitle,
  folderName,
  listFolders,
  listThreads,
  messageNotFound,
  ownFolder,
  ownThread,
  threadMessages,
  threadNotFound,
  threadView,
  toFolder,
  toMessage,
  toThread,
  type FolderRow,
} from './service';
import { readUsage } from './usage';

export interface ChatRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  agent: Agent;
  /** How often the stream sends a keep-alive comment while the agent works (default 15 s). */
  keepAliveMs?: number;
  /** How often an answer is written as it streams (default 1 s). */
  flushMs?: number;
}

export const KEEP_ALIVE_MS = 15_000;
const RATERS: readonly Role[] = ['OWNER', 'ADMIN'];

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema } as const;
const sendErrors = { ...errors, 429: apiErrorSchema, 500: apiErrorSchema, 502: apiErrorSchema } as const;
// No length limit here: a malformed id answers the same 404 as an unknown one.
const threadParams = z.object({ thread_id: z.string() });
const folderParams = z.object({ id: z.string() });
const messageParams = z.object({ message_id: z.string() });
const deletedSchema = z.object({ id: z.string(), message: z.string() });
const folderDeletedSchema = deletedSchema.extend({ moved_threads: z.number().int() });

const noOrganization = () => notFound('Organization not found', 'organization_not_found');
const agentNotFound = () => notFound('Agent not found', 'agent_not_found');

/** Writes to the stream, waiting while the connection's buffer is full; nothing once it is closed. */
function streamWriter(res: ServerResponse) {
  return async (chunk: string) => {
    if (res.destroyed || res.writableEnded) return;
    if (res.write(chunk)) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        res.off('drain', done);
        res.off('close', done);
        resolve();
      };
      res.once('drain', done);
      res.once('close', done);
    });
  };
}

export async function chatRoutes(app: FastifyInstance, opts: ChatRoutesOptions) {
  const { db, requireToken, agent } = opts;
  const keepAliveMs = opts.keepAliveMs ?? KEEP_ALIVE_MS;
  const flush = opts.flushMs !== undefined ? { flushMs: opts.flushMs } : {};
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The agent `agentId` of the membership's organisation, or 404. */
  async function orgAgent(membership: Membership, agentId: string) {
    const id = agentId.trim();
    if (!isUuid(id)) throw agentNotFound();
    const found = (
      await db
        .select({ id: agents.id })
        .from(agents)
        .where(and(eq(agents.id, id.toLowerCase()), eq(agents.organizationId, membership.organizationId)))
        .limit(1)
    )[0];
    if (!found) throw agentNotFound();
    return found.id;
  }

  async function folderView(folder: FolderRow) {
    const threads = await db.select().from(chatThreads).where(eq(chatThreads.folderId, folder.id));
    threads.sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime());
    return toFolder(
      folder,
      threads.map((t) => toThread(t, folder.name)),
    );
  }

  // --- threads ----------------------------------------------------------------------------------

  for (const url of ['/api/chat', '/api/chat/']) {
    r.post(
      url,
      { onRequest: requireToken, schema: { body: createThreadBodySchema, response: { 201: threadSchema, ...errors } } },
      async (req, reply) => {
        const body = req.body;
        if (!body.user_id.trim()) throw badRequest('User ID missing', 'user_id_missing');
        if (!body.organization_id.trim()) throw badRequest('Organization ID missing', 'organization_id_missing');
        if (!body.f_agent_id.trim()) throw badRequest('Agent ID missing', 'agent_id_missing');
        const membership = await requireMembership(db, req.principal, body.organization_id.trim());
        checkUserId(req.principal, body.user_id);
        const agentId = await orgAgent(membership, body.f_agent_id);
        const row = (
          await db
            .insert(chatThreads)
            .values({ organizationId: membership.organizationId, userId: membership.userId, agentId, title: cleanTitle(body.title) })
            .returning()
        )[0]!;
        return reply.code(201).send(toThread(row, null));
      },
    );

    r.get(
      url,
      { onRequest: requireToken, schema: { querystring: threadListQuerySchema, response: { 200: threadListSchema, ...errors } } },
      async (req, reply) => {
        const membership = await callerMembership(db, req.principal, req.query.organization_id);
        checkUserId(req.principal, req.query.user_id);
        reply.header('cache-control', 'no-store');
        if (!membership) return { threads: [] };
        const agentId = req.query.f_agent_id?.trim() ? await orgAgent(membership, req.query.f_agent_id) : undefined;
        return { threads: await listThreads(db, membership.userId, membership.organizationId, agentId ? { agentId } : {}) };
      },
    );
  }

  r.get('/api/chat/dashboard', { onRequest: requireToken, schema: { response: { 200: dashboardSchema, ...errors } } }, async (req, reply) => {
    const membership = await callerMembership(db, req.principal);
    reply.header('cache-control', 'no-store');
    if (!membership) return { threads: [], folders: [] };
    const [threads, folders] = await Promise.all([
      listThreads(db, membership.userId, membership.organizationId, { unfiled: true }),
      listFolders(db, membership.userId, membership.organizationId),
    ]);
    return { threads, folders };
  });

  r.get(
    '/api/chat/threads/no-folder',
    { onRequest: requireToken, schema: { response: { 200: unfiledThreadsSchema, ...errors } } },
    async (req, reply) => {
      const membership = await callerMembership(db, req.principal);
      reply.header('cache-control', 'no-store');
      if (!membership) return { threads: [] };
      return { threads: await listThreads(db, membership.userId, membership.organizationId, { unfiled: true }) };
    },
  );

  r.get(
    '/api/chat/:thread_id',
    { onRequest: requireToken, schema: { params: threadParams, response: { 200: threadMessagesSchema, ...errors } } },
    async (req, reply) => {
      const { thread } = await ownThread(db, req.principal, req.params.thread_id);
      const messages = await threadMessages(db, thread.id);
      reply.header('cache-control', 'no-store');
      return { thread: await threadView(db, thread), messages: messages.map(toMessage) };
    },
  );

  r.put(
    '/api/chat/:thread_id',
    { onRequest: requireToken, schema: { params: threadParams, body: renameThreadBodySchema, response: { 200: threadSchema, ...errors } } },
    async (req) => {
      const { thread } = await ownThread(db, req.principal, req.params.thread_id);
      const title = cleanTitle(req.body.title);
      if (!title) throw badRequest('Thread title cannot be empty', 'thread_title_empty');
      const row = (await db.update(chatThreads).set({ title, updatedAt: sql`now()` }).where(eq(chatThreads.id, thread.id)).returning())[0];
      if (!row) throw threadNotFound();
      return threadView(db, row);
    },
  );

  r.delete(
    '/api/chat/:thread_id',
    {
      onRequest: requireToken,
      schema: { params: threadParams, querystring: z.object({ user_id: z.string().max(200).optional() }), response: { 200: deletedSchema, ...errors } },
    },
    async (req) => {
      const { thread } = await ownThread(db, req.principal, req.params.thread_id);
      checkUserId(req.principal, req.query.user_id, threadNotFound);
      const deleted = await db.delete(chatThreads).where(eq(chatThreads.id, thread.id)).returning({ id: chatThreads.id });
      if (!deleted.length) throw threadNotFound();
      return { id: thread.id, message: 'Thread deleted' };
    },
  );

  // --- folders ----------------------------------------------------------------------------------

  r.post(
    '/api/chat/folders',
    { onRequest: requireToken, schema: { body: folderNameBodySchema, response: { 201: folderSchema, ...errors } } },
    async (req, reply) => {
      const membership = await callerMembership(db, req.principal);
      if (!membership) throw noOrganization();
      const name = folderName(req.body.name);
      const row = (await db.insert(chatFolders).values({ organizationId: membership.organizationId, userId: membership.userId, name }).returning())[0]!;
      return reply.code(201).send(toFolder(row, []));
    },
  );

  r.put(
    '/api/chat/folders/:id',
    { onRequest: requireToken, schema: { params: folderParams, body: folderNameBodySchema, response: { 200: folderSchema, ...errors } } },
    async (req) => {
      const membership = await callerMembership(db, req.principal);
      const folder = await ownFolder(db, req.principal, membership, req.params.id);
      const name = folderName(req.body.name);
      const row = (await db.update(chatFolders).set({ name, updatedAt: sql`now()` }).where(eq(chatFolders.id, folder.id)).returning())[0]!;
      return folderView(row);
    },
  );

  r.delete(
    '/api/chat/folders/:id',
    { onRequest: requireToken, schema: { params: folderParams, response: { 200: folderDeletedSchema, ...errors } } },
    async (req) => {
      const membership = await callerMembership(db, req.principal);
      const folder = await ownFolder(db, req.principal, membership, req.params.id);
      // Its threads go back to unfiled, never with it.
      const moved = await db.transaction(async (tx) => {
        const threads = await tx
          .update(chatThreads)
          .set({ folderId: null, updatedAt: sql`now()` })
          .where(eq(chatThreads.folderId, folder.id))
          .returning({ id: chatThreads.id });
        await tx.delete(chatFolders).where(eq(chatFolders.id, folder.id));
        return threads.length;
      });
      return { id: folder.id, message: 'Folder deleted', moved_threads: moved };
    },
  );

  r.get(
    '/api/chat/folders/threads',
    { onRequest: requireToken, schema: { response: { 200: foldersWithThreadsSchema, ...errors } } },
    async (req, reply) => {
      const membership = await callerMembership(db, req.principal);
      reply.header('cache-control', 'no-store');
      if (!membership) return { folders: [] };
      return { folders: await listFolders(db, membership.userId, membership.organizationId) };
    },
  );

  r.post(
    '/api/chat/threads/assign-folder',
    { onRequest: requireToken, schema: { body: assignFolderBodySchema, response: { 200: threadSchema, ...errors } } },
    async (req) => {
      const { thread, membership } = await ownThread(db, req.principal, req.body.thread_id);
      const folderId = req.body.folder_id === null ? null : (await ownFolder(db, req.principal, membership, req.body.folder_id)).id;
      const row = (await db.update(chatThreads).set({ folderId, updatedAt: sql`now()` }).where(eq(chatThreads.id, thread.id)).returning())[0];
      if (!row) throw threadNotFound();
      return threadView(db, row);
    },
  );

  // --- messages ---------------------------------------------------------------------------------

  r.post(
    '/api/chat/:thread_id/messages',
    {
      onRequest: requireToken,
      schema: { params: threadParams, body: sendMessageBodySchema, response: { 200: sendMessageResultSchema, ...sendErrors } },
    },
    async (req, reply) => {
      const prepared = await prepareSend(db, req.principal, req.params.thread_id, req.body, req.log);
      const base = { thread_id: prepared.thread.id, thread_created: false };
      if (!prepared.hasDocuments) {
        const { question, message } = await storeNoDocuments(db, prepared);
        return { ...base, hasDocuments: false, documentError: CHAT_ERROR_CODES.NO_DOCUMENTS, user_message: toMessage(question), message: toMessage(message) };
      }
      const { question, history } = await storeQuestion(db, prepared);
      const controller = new AbortController();
      const onClose = () => {
        if (!reply.raw.writableFinished) controller.abort();
      };
      reply.raw.on('close', onClose);
      const outcome = await answer({ db, agent, log: req.log, prepared, history, signal: controller.signal, ...flush });
      if (outcome.failure) {
        throw new HttpError(outcome.failure.code === CHAT_ERROR_CODES.PROVIDER_ERROR ? 502 : 500, outcome.failure.message, outcome.failure.code);
      }
      // Aborted without a word: nobody is left to read the answer.
      if (!outcome.message) throw new HttpError(400, 'The request was cancelled', 'cancelled');
      return { ...base, hasDocuments: true, documentError: null, user_message: toMessage(question), message: toMessage(outcome.message) };
    },
  );

  r.post(
    '/api/chat/:thread_id/messages/stream',
    { onRequest: requireToken, schema: { params: threadParams, body: sendMessageBodySchema, response: sendErrors } },
    async (req, reply) => {
      // Everything that can refuse the question does so here, as a plain JSON error.
      const prepared = await prepareSend(db, req.principal, req.params.thread_id, req.body, req.log);

      reply.hijack();
      const res = reply.raw;
      const write = streamWriter(res);
      const event = (e: StreamEvent) => write(`data: ${JSON.stringify(e)}\n\n`);
      const controller = new AbortController();
      res.on('close', () => {
        if (!res.writableFinished) controller.abort();
      });
      let keepAlive: NodeJS.Timeout | undefined;

      // From here on, nothing may throw past this block: the response is ours to end.
      try {
        res.writeHead(200, {
          ...(reply.getHeaders() as Record<string, string>),
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-cache, no-store, no-transform',
          'x-accel-buffering': 'no',
          connection: 'keep-alive',
        });
        // Small events leave at once rather than waiting to fill a packet.
        if (typeof res.socket?.setNoDelay === 'function') res.socket.setNoDelay(true);
        await write(': stream open\n\n');
        keepAlive = setInterval(() => void write(': keep-alive\n\n'), keepAliveMs);

        if (!prepared.hasDocuments) {
          const { question, message } = await storeNoDocuments(db, prepared);
          await event({ type: 'error', error: { message: NO_DOCUMENTS_MESSAGE, code: CHAT_ERROR_CODES.NO_DOCUMENTS } });
          await event({ type: 'final', user_message: toMessage(question), message: toMessage(message) });
        } else {
          const { question, history } = await storeQuestion(db, prepared);
          const outcome = await answer({
            db,
            agent,
            log: req.log,
            prepared,
            history,
            signal: controller.signal,
            onDelta: (delta) => event({ type: 'delta', delta }),
            ...flush,
          });
          if (outcome.failure) await event({ type: 'error', error: outcome.failure });
          if (outcome.message) await event({ type: 'final', user_message: toMessage(question), message: toMessage(outcome.message) });
        }
      } catch (err) {
        req.log.error({ err }, 'the chat stream failed');
        await event({ type: 'error', error: { message: AGENT_ERROR_MESSAGE, code: CHAT_ERROR_CODES.AGENT_ERROR } }).catch(() => undefined);
      } finally {
        clearInterval(keepAlive);
        await write('data: [DONE]\n\n').catch(() => undefined);
        if (!res.destroyed && !res.writableEnded) res.end();
      }
    },
  );

  r.post(
    '/api/chat/messages/:message_id/feedback',
    {
      onRequest: requireToken,
      schema: { params: messageParams, body: messageFeedbackBodySchema, response: { 200: messageSchema, ...errors, 409: apiErrorSchema } },
    },
    async (req) => {
      const user = req.principal?.user;
      const id = req.params.message_id;
      if (!user || !isUuid(id)) throw messageNotFound();
      const found = (
        await db
          .select({ message: chatMessages, organizationId: chatThreads.organizationId })
          .from(chatMessages)
          .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
          .where(and(eq(chatMessages.id, id.toLowerCase()), eq(chatThreads.userId, user.id)))
          .limit(1)
      )[0];
      if (!found) throw messageNotFound();
      await requireMembership(db, req.principal, found.organizationId, {
        roles: RATERS,
        forbiddenDetail: 'Only owners and admins can rate answers',
      }).catch((err: unknown) => {
        if ((err as { statusCode?: number }).statusCode === 404) throw messageNotFound();
        throw err;
      });
      if (found.message.role !== 'assistant') throw badRequest('Only answers can be rated', 'not_an_answer');
      if (found.message.usedForImprovement) throw conflict('This answer has already helped improve the agent', 'feedback_locked');
      const feedback = req.body.feedback;
      const row = (
        await db
          .update(chatMessages)
          .set({ feedback, feedbackBy: feedback ? user.id : null, feedbackAt: feedback ? sql`now()` : null })
          .where(eq(chatMessages.id, found.message.id))
          .returning()
      )[0];
      if (!row) throw messageNotFound();
      return toMessage(row);
    },
  );

  // --- usage --------------------------------------------------------------------------------------

  r.get(
    '/api/organization/:id/usage/queries',
    { onRequest: requireToken, schema: { params: z.object({ id: z.string().max(100) }), response: { 200: queryUsageSchema, ...errors } } },
    async (req, reply) => {
      const { organizationId } = await requireMembership(db, req.principal, req.params.id);
      reply.header('cache-control', 'no-store');
      return readUsage(db, organizationId);
    },
  );
}
