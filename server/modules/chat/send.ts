// Sending a question, shared by the plain send and the stream: the checks (the caller's thread,
// a question that is not blank or too long, at least one ready document, the month's questions
// left), storing the question, asking the agent with the thread's history and the organisation's
// profile, and storing what it answered — all of it, part of it when the person left or the
// agent failed midway, or a system message when it failed before saying anything. The answer is
// stored as it streams (at least every second), so a process killed midway leaves the words
// already shown, read as interrupted once its lease runs out (service.ts isInterrupted()). A
// clarifying answer keeps its choices (the buttons under it) once it has been said in full.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_ERROR_CODES, MAX_QUESTION_LENGTH } from '../../../contracts/chat-constants';
import type { SendMessageBody } from '../../../contracts/chat';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { Principal } from '../../plugins/authenticate';
import type { Agent, AgentContext, ConversationTurn, ReplyExtras, TokenUsage } from '../assistant/agent';
import { estimateTokens } from '../assistant/local-agent';
import { AgentError } from '../assistant/model-agent';
import { statusCounts } from '../documents';
import { activeInstructions } from '../improvements/service';
import type { Membership } from '../organization/access';
import { organizationProfile } from '../organization/profile';
import { recordActivity } from '../team/activity';
import { checkUserId, cleanTitle, ownThread, threadNotFound, touchThread, type MessageRow, type ThreadRow } from './service';
import { countQuestion, queryLimitReached } from './usage';

/** The local reply when the organisation has no ready document (spec part 2, section 8). */
export const NO_DOCUMENTS_MESSAGE = 'You need to upload at least one document before I can help you.';
/** What an unexpected failure of the agent reads as. */
export const AGENT_ERROR_MESSAGE = 'Sorry, something went wrong while answering. Please try again.';
/** Earlier turns given to the agent (the most recent ones). */
export const HISTORY_TURNS = 20;
/** How often the answer so far is written while it streams. */
export const STREAM_FLUSH_MS = 1000;
/** How long an answer being streamed stays unfinished without being written again. */
export const STREAM_LEASE_MS = 10_000;

export interface PreparedSend {
  thread: ThreadRow;
  membership: Membership;
  /** The question, trimmed. */
  content: string;
  /** False: no ready document; the send answers NO_DOCUMENTS without asking the agent. */
  hasDocuments: boolean;
}

/**
 * The checks before anything is stored: 404 for a thread that is not the caller's, 400
 * INVALID_MESSAGE for a blank or too long question, then the documents; with documents, the
 * question is counted (429 QUERY_LIMIT_REACHED when the month's questions are used).
 */
export async function prepareSend(
  db: Db,
  principal: Principal | null,
  threadId: string,
  body: SendMessageBody,
  log?: FastifyBaseLogger,
): Promise<PreparedSend> {
  const { thread, membership } = await ownThread(db, principal, threadId);
  checkUserId(principal, body.user_id, threadNotFound);
  const content = body.content.trim();
  if (!content) throw badRequest('Please type a question first.', CHAT_ERROR_CODES.INVALID_MESSAGE);
  if (content.length > MAX_QUESTION_LENGTH) {
    throw badRequest(`Questions can be at most ${MAX_QUESTION_LENGTH.toLocaleString('en-US')} characters long.`, CHAT_ERROR_CODES.INVALID_MESSAGE);
  }
  const { ready } = await statusCounts(db, thread.organizationId);
  if (ready === 0) return { thread, membership, content, hasDocuments: false };
  if ((await countQuestion(db, thread.organizationId)) === null) throw queryLimitReached();
  // The team page's Recent Activity; recording never fails the send.
  await recordActivity(db, { organizationId: thread.organizationId, userId: membership.userId, kind: 'question' }, log);
  return { thread, membership, content, hasDocuments: true };
}

type NewMessage = Pick<typeof chatMessages.$inferInsert, 'role' | 'content'> &
  Partial<Pick<typeof chatMessages.$inferInsert, 'promptTokens' | 'completionTokens' | 'choices'>> & { streamingUntil?: SQL };

async function insertMessage(db: Db, threadId: string, m: NewMessage): Promise<MessageRow> {
  const promptTokens = m.promptTokens ?? 0;
  const completionTokens = m.completionTokens ?? 0;
  const row = (
    await db
      .insert(chatMessages)
      .values({
        threadId,
        role: m.role,
        content: m.content,
        promptTokens,
        completionTokens,
        totalTokens: promptTokens + completionTokens,
        ...(m.streamingUntil ? { streamingUntil: m.streamingUntil } : {}),
        ...(m.choices ? { choices: m.choices } : {}),
      })
      .returning()
  )[0]!;
  await touchThread(db, threadId);
  return row;
}

/** The earlier user and assistant turns of the thread, oldest first (the most recent HISTORY_TURNS). */
async function history(db: Db, threadId: string): Promise<ConversationTurn[]> {
  const rows = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), inArray(chatMessages.role, ['user', 'assistant'])))
    .orderBy(desc(chatMessages.seq))
    .limit(HISTORY_TURNS);
  return rows.reverse().map((r) => ({ role: r.role as ConversationTurn['role'], content: r.content }));
}

/** Stores the question (naming an untitled thread after it) and reads the turns before it. */
export async function storeQuestion(db: Db, prepared: PreparedSend): Promise<{ question: MessageRow; history: ConversationTurn[] }> {
  const earlier = await history(db, prepared.thread.id);
  if (!prepared.thread.title) {
    await db
      .update(chatThreads)
      .set({ title: cleanTitle(prepared.content) })
      .where(and(eq(chatThreads.id, prepared.thread.id), eq(chatThreads.title, '')));
  }
  const question = await insertMessage(db, prepared.thread.id, { role: 'user', content: prepared.content });
  return { question, history: earlier };
}

/** NO_DOCUMENTS: the question and the local system reply, both stored. */
export async function storeNoDocuments(db: Db, prepared: PreparedSend): Promise<{ question: MessageRow; message: MessageRow }> {
  const { question } = await storeQuestion(db, prepared);
  const message = await insertMessage(db, prepared.thread.id, { role: 'system', content: NO_DOCUMENTS_MESSAGE });
  return { question, message };
}

export interface AnswerOutcome {
  /** The stored answer (or system message); null when nothing was said before the person left. */
  message: MessageRow | null;
  /** Why the answer stopped early, as the stream's `error` event carries it. */
  failure: { message: string; code: string } | null;
  aborted: boolean;
}

export interface AnswerOptions {
  db: Db;
  agent: Agent;
  log: FastifyBaseLogger;
  prepared: PreparedSend;
  history: ConversationTurn[];
  /** Aborted when the person leaves. */
  signal: AbortSignal;
  /** Each piece of the answer as it comes (the stream forwards it). */
  onDelta?: (delta: string) => void | Promise<void>;
  /** How often the answer so far is written (default STREAM_FLUSH_MS). */
  flushMs?: number;
}

/** Asks the agent and stores what it answered (see the file's comment). */
export async function answer(options: AnswerOptions): Promise<AnswerOutcome> {
  const { db, agent, log, prepared, signal } = options;
  const usage: TokenUsage = { promptTokens: 0, completionTokens: 0 };
  const extras: ReplyExtras = {};
  const profile = (await organizationProfile(db, prepared.thread.organizationId)) ?? { name: '', fiscalYearStartMonth: 1, accountingSystem: null };
  // The active improvement version's instructions, read for every question: a switch applies from the next one.
  const instructions = await activeInstructions(db, prepared.thread.organizationId);
  const context: AgentContext = {
    db,
    organizationId: prepared.thread.organizationId,
    agentId: prepared.thread.agentId,
    userId: prepared.thread.userId,
    profile,
    history: options.history,
    instructions,
    signal,
  };
  let text = '';
  let failure: AnswerOutcome['failure'] = null;
  // The answer so far, written one write at a time: the first piece at once (without holding the
  // stream up), then every flushMs, each write renewing its lease.
  let stored: MessageRow | null = null;
  let writing: Promise<void> = Promise.resolve();
  const lease = () => sql`now() + ${STREAM_LEASE_MS} * interval '1 millisecond'`;
  const flush = () => {
    writing = writing
      .then(async () => {
        if (!text) return;
        if (!stored) stored = await insertMessage(db, prepared.thread.id, { role: 'assistant', content: text, streamingUntil: lease() });
        else await db.update(chatMessages).set({ content: text, streamingUntil: lease() }).where(eq(chatMessages.id, stored.id));
      })
      .catch((err: unknown) => log.warn({ err }, 'the answer so far could not be stored'));
    return writing;
  };
  const flusher = setInterval(() => void flush(), options.flushMs ?? STREAM_FLUSH_MS);
  flusher.unref();
  try {
    for await (const delta of agent.reply(prepared.content, context, usage, extras)) {
      if (signal.aborted) break;
      if (typeof delta !== 'string' || delta === '') continue;
      const first = !text;
      text += delta;
      if (first) void flush();
      await options.onDelta?.(delta);
    }
  } catch (err) {
    if (!signal.aborted) {
      if (err instanceof AgentError) {
        log.warn({ code: err.code, reason: err.message }, 'the agent could not answer');
        failure = { message: err.message, code: err.code };
      } else {
        log.error({ err }, 'the agent failed');
        failure = { message: AGENT_ERROR_MESSAGE, code: CHAT_ERROR_CODES.AGENT_ERROR };
      }
    }
  }
  clearInterval(flusher);
  await writing;
  const aborted = signal.aborted;
  // An agent that ended without a word and without an error has failed all the same.
  if (!text && !failure && !aborted) failure = { message: AGENT_ERROR_MESSAGE, code: CHAT_ERROR_CODES.AGENT_ERROR };
  let message: MessageRow | null = null;
  if (text) {
    const promptTokens = usage.promptTokens || estimateTokens(prepared.content) + options.history.reduce((n, t) => n + estimateTokens(t.content), 0);
    const completionTokens = usage.completionTokens || estimateTokens(text);
    // Choices belong to the whole question: an answer cut short by a failure or by the person
    // leaving keeps none, so nothing offers to answer a question that was never fully asked.
    const choices = !failure && !aborted && extras.choices?.length ? extras.choices.map((c) => ({ label: c.label, question: c.question })) : null;
    const finished = { content: text, promptTokens, completionTokens, totalTokens: promptTokens + completionTokens, streamingUntil: null, choices };
    // Assigned by flush() (TypeScript cannot see that through the closure).
    const row = stored as MessageRow | null;
    message = row
      ? ((await db.update(chatMessages).set(finished).where(eq(chatMessages.id, row.id)).returning())[0] ?? null)
      : null;
    if (message) await touchThread(db, prepared.thread.id);
    else message = await insertMessage(db, prepared.thread.id, { role: 'assistant', content: text, promptTokens, completionTokens, choices });
  } else if (failure) {
    message = await insertMessage(db, prepared.thread.id, { role: 'system', content: failure.message });
  }
  return { message, failure, aborted };
}

