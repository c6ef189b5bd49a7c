// The chat's rules that do not depend on HTTP: whose threads, folders and messages a caller may
// touch, how they read in the API, and the lists. A thread or folder belongs to one person in one
// organisation: anyone else's id, an unknown id and a malformed id answer the same 404.
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { MAX_FOLDER_NAME_LENGTH, MAX_TITLE_LENGTH } from '../../../contracts/chat-constants';
import type { Folder, Message, Thread } from '../../../contracts/chat';
import type { Db } from '../../db/client';
import { chatFolders, chatMessages, chatThreads, memberships } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Principal } from '../../plugins/authenticate';
import { cleanText } from '../documents/checks';
import { isUuid, membershipBlocked, requireMembership, type Membership } from '../organization/access';

export type ThreadRow = typeof chatThreads.$inferSelect;
export type FolderRow = typeof chatFolders.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

export const threadNotFound = () => notFound('Thread not found', 'thread_not_found');
export const folderNotFound = () => notFound('Folder not found', 'folder_not_found');
export const messageNotFound = () => notFound('Message not found', 'message_not_found');
export const userNotFound = () => notFound('User not found', 'user_not_found');

/** Whether `userId` names the caller: their users.id or their token's subject. */
export function isCaller(principal: Principal | null, userId: string): boolean {
  if (!principal) return false;
  const id = userId.trim();
  return id === principal.sub || (principal.user !== null && id.toLowerCase() === principal.user.id);
}

/** A user_id sent with a request must be the caller's own (404 otherwise, like any foreign id). */
export function checkUserId(principal: Principal | null, userId: string | undefined, notFoundError = userNotFound) {
  if (userId !== undefined && userId.trim() !== '' && !isCaller(principal, userId)) throw notFoundError();
}

/**
 * The caller's membership for the chat: of `organizationId` when named (404 for anyone else's,
 * 403 when blocked), otherwise their one organisation; null when they have none.
 */
export async function callerMembership(db: Db, principal: Principal | null, organizationId?: string): Promise<Membership | null> {
  if (organizationId !== undefined && organizationId.trim() !== '') return requireMembership(db, principal, organizationId.trim());
  const user = principal?.user;
  if (!user) return null;
  const membership = (await db.select().from(memberships).where(eq(memberships.userId, user.id)).limit(1))[0];
  if (!membership) return null;
  if (!membership.isActive) throw await membershipBlocked(db, membership.organizationId);
  return membership;
}

/** The caller's thread `threadId` and their membership of its organisation, or 404 / 403. */
export async function ownThread(db: Db, principal: Principal | null, threadId: string): Promise<{ thread: ThreadRow; membership: Membership }> {
  const user = principal?.user;
  if (!user || !isUuid(threadId)) throw threadNotFound();
  const thread = (
    await db
      .select()
      .from(chatThreads)
      .where(and(eq(chatThreads.id, threadId.toLowerCase()), eq(chatThreads.userId, user.id)))
      .limit(1)
  )[0];
  if (!thread) throw threadNotFound();
  const membership = await requireMembership(db, principal, thread.organizationId).catch((err: unknown) => {
    // No longer a member there: the thread is as good as gone.
    if ((err as { statusCode?: number }).statusCode === 404) throw threadNotFound();
    throw err;
  });
  return { thread, membership };
}

/** The caller's folder `folderId` in the organisation of `membership`, or 404. */
export async function ownFolder(db: Db, principal: Principal | null, membership: Membership | null, folderId: string): Promise<FolderRow> {
  const user = principal?.user;
  if (!user || !membership || !isUuid(folderId)) throw folderNotFound();
  const folder = (
    await db
      .select()
      .from(chatFolders)
      .where(and(eq(chatFolders.id, folderId.toLowerCase()), eq(chatFolders.userId, user.id), eq(chatFolders.organizationId, membership.organizationId)))
      .limit(1)
  )[0];
  if (!folder) throw folderNotFound();
  return folder;
}

/** Cuts to `max` characters without splitting a character made of two UTF-16 units. */
function cut(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('').trimEnd() : text;
}

/** A thread title as kept: control characters removed, whitespace collapsed, trimmed, cut to MAX_TITLE_LENGTH. */
export const cleanTitle = (raw: string) => cut(cleanText(raw), MAX_TITLE_LENGTH);

/** A folder name as kept; blank is refused. */
export function folderName(raw: string): string {
  const name = cut(cleanText(raw), MAX_FOLDER_NAME_LENGTH);
  if (!name) throw badRequest('Folder name cannot be empty', 'folder_name_empty');
  return name;
}

// ---------------------------------------------------------------------------------------------
// How they read in the API.

export function toThread(row: ThreadRow, folder: string | null): Thread {
  return {
    id: row.id,
    user_id: row.userId,
    f_agent_id: row.agentId,
    organization_id: row.organizationId,
    title: row.title,
    folder_id: row.folderId,
    folder: row.folderId ? folder : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_active: true,
    azure_thread_id: null,
  };
}

export function toMessage(row: MessageRow): Message {
  return {
    id: row.id,
    thread_id: row.threadId,
    role: row.role,
    content: row.content,
    total_tokens: row.totalTokens,
    prompt_tokens: row.promptTokens,
    completion_tokens: row.completionTokens,
    created_at: row.createdAt.toISOString(),
    feedback: row.feedback,
    used_for_improvement: row.usedForImprovement,
    interrupted: isInterrupted(row),
    ...(row.choices?.length ? { choices: row.choices.map((c) => ({ label: c.label, question: c.question })) } : {}),
  };
}

/**
 * An answer whose process stopped renewing it while it streamed (killed, crashed) is
 * interrupted: kept as far as it got. Marked for good at start (markInterruptedAnswers()).
 */
export const isInterrupted = (row: Pick<MessageRow, 'interrupted' | 'streamingUntil'>, now = Date.now()) =>
  row.interrupted || (row.streamingUntil !== null && row.streamingUntil.getTime() < now);

/**
 * Marks as interrupted the answers whose stream died with its process: those whose lease ran
 * out, or every one still streaming when `all` (the embedded database, which one process owns,
 * at its start). Answers how many.
 */
export async function markInterruptedAnswers(db: Db, all = false): Promise<number> {
  const rows = await db
    .update(chatMessages)
    .set({ interrupted: true, streamingUntil: null })
    .where(all ? isNotNull(chatMessages.streamingUntil) : lt(chatMessages.streamingUntil, sql`now()`))
    .returning({ id: chatMessages.id });
  return rows.length;
}

export function toFolder(row: FolderRow, threads: Thread[]): Folder {
  return {
    id: row.id,
    name: row.name,
    user_id: row.userId,
    organization_id: row.organizationId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    is_active: true,
    thread_count: threads.length,
    threads,
  };
}

/** The thread as the API shows it, with its folder's name. */
export async function threadView(db: Db, row: ThreadRow): Promise<Thread> {
  if (!row.folderId) return toThread(row, null);
  const folder = (await db.select({ name: chatFolders.name }).from(chatFolders).where(eq(chatFolders.id, row.folderId)).limit(1))[0];
  return toThread(row, folder?.name ?? null);
}

const newestFirst = [desc(chatThreads.lastMessageAt), desc(chatThreads.createdAt), desc(chatThreads.id)] as const;

export interface ThreadFilter {
  agentId?: string;
  /** Only unfiled threads. */
  unfiled?: boolean;
}

/** The caller's threads in their organisation, newest first. */
export async function listThreads(db: Db, userId: string, organizationId: string, filter: ThreadFilter = {}): Promise<Thread[]> {
  const rows = await db
    .select({ thread: chatThreads, folder: chatFolders.name })
    .from(chatThreads)
    .leftJoin(chatFolders, eq(chatFolders.id, chatThreads.folderId))
    .where(
      and(
        eq(chatThreads.userId, userId),
        eq(chatThreads.organizationId, organizationId),
        filter.agentId ? eq(chatThreads.agentId, filter.agentId) : undefined,
        filter.unfiled ? isNull(chatThreads.folderId) : undefined,
      ),
    )
    .orderBy(...newestFirst);
  return rows.map((r) => toThread(r.thread, r.folder));
}

/** The caller's folders (oldest first, as they were made) with their threads (newest first). */
export async function listFolders(db: Db, userId: string, organizationId: string): Promise<Folder[]> {
  const folders = await db
    .select()
    .from(chatFolders)
    .where(and(eq(chatFolders.userId, userId), eq(chatFolders.organizationId, organizationId)))
    .orderBy(asc(chatFolders.createdAt), asc(chatFolders.id));
  if (!folders.length) return [];
  const threads = await db
    .select()
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.userId, userId),
        inArray(
          chatThreads.folderId,
          folders.map((f) => f.id),
        ),
      ),
    )
    .orderBy(...newestFirst);
  return folders.map((folder) =>
    toFolder(
      folder,
      threads.filter((t) => t.folderId === folder.id).map((t) => toThread(t, folder.name)),
    ),
  );
}

/** The thread's messages, oldest first. */
export async function threadMessages(db: Db, threadId: string): Promise<MessageRow[]> {
  return db.select().from(chatMessages).where(eq(chatMessages.threadId, threadId)).orderBy(asc(chatMessages.seq));
}

/** Marks the thread as just used (lists put it first). */
export async function touchThread(db: Db, threadId: string) {
  await db.update(chatThreads).set({ lastMessageAt: sql`now()`, updatedAt: sql`now()` }).where(eq(chatThreads.id, threadId));
}
