// Versions of an organisation's assistant instructions (issue 8, point 4; decision 027). A version
// is numbered in tenths (1.0 first, then the highest so far + 0.1) and holds the full instruction
// set the assistant uses while it is active: the active version's instructions at the time it was
// made, plus its own text. So instructions accumulate, and making an older version active again
// restores the older set. At most one version of an organisation is active (a unique partial
// index); making, switching and the once-a-day rule for manual improvements happen under a lock on
// the organisation's row. Before a new version becomes active it is checked against the
// organisation's recent questions (check.ts).
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import {
  IMPROVEMENT_ERROR_CODES,
  IMPROVEMENT_WINDOW_MS,
  IMPROVEMENTS_PER_DAY,
  type ImprovementSource,
} from '../../../contracts/improvements-constants';
import type { ImprovementFile, ImprovementVersion, PerformanceMetrics, UnderstoodInstruction } from '../../../contracts/improvements';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads, improvementFiles, improvementVersions, organizations } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/errors';
import type { Analyst } from '../assistant/agent';
import { parseInstruction } from '../assistant/analyst/instructions';
import type { LinkSigner } from '../documents/links';
import { organizationProfile } from '../organization/profile';
import { checkVersion } from './check';

export type VersionRow = typeof improvementVersions.$inferSelect;
export type FileRow = typeof improvementFiles.$inferSelect;

/** '1.0', '1.1', ..., '2.0' from tenths. */
export const versionLabel = (tenths: number) => `${Math.floor(tenths / 10)}.${tenths % 10}`;

/** The first version's number, in tenths. */
export const FIRST_VERSION = 10;

export const versionNotFound = () => notFound('Version not found', 'improvement_not_found');

// ---------------------------------------------------------------------------------------------
// Reading.

/** The active version's instructions: what the assistant is told ([] before any improvement). */
export async function activeInstructions(db: Db, organizationId: string): Promise<string[]> {
  const row = (
    await db
      .select({ instructions: improvementVersions.instructions })
      .from(improvementVersions)
      .where(and(eq(improvementVersions.organizationId, organizationId), eq(improvementVersions.isActive, true)))
      .limit(1)
  )[0];
  return Array.isArray(row?.instructions) ? row.instructions.filter((i): i is string => typeof i === 'string') : [];
}

export async function activeVersion(db: Db, organizationId: string): Promise<VersionRow | null> {
  return (
    (
      await db
        .select()
        .from(improvementVersions)
        .where(and(eq(improvementVersions.organizationId, organizationId), eq(improvementVersions.isActive, true)))
        .limit(1)
    )[0] ?? null
  );
}

/** The chat header's 'Agent improved N time(s)': the active version and how many were made. */
export async function improvementSummary(db: Db, organizationId: string) {
  const rows = await db
    .select({ tenths: improvementVersions.versionTenths, isActive: improvementVersions.isActive })
    .from(improvementVersions)
    .where(eq(improvementVersions.organizationId, organizationId));
  const active = rows.find((r) => r.isActive);
  return { current_version: active ? versionLabel(active.tenths) : null, total_improvements: rows.length };
}

/** When the next manual improvement may be made: null when now. */
export async function nextManualAt(db: Db, organizationId: string, now = new Date()): Promise<Date | null> {
  const recent = await db
    .select({ createdAt: improvementVersions.createdAt })
    .from(improvementVersions)
    .where(
      and(
        eq(improvementVersions.organizationId, organizationId),
        eq(improvementVersions.source, 'manual'),
        gt(improvementVersions.createdAt, new Date(now.getTime() - IMPROVEMENT_WINDOW_MS)),
      ),
    )
    .orderBy(desc(improvementVersions.createdAt))
    .limit(IMPROVEMENTS_PER_DAY);
  if (recent.length < IMPROVEMENTS_PER_DAY) return null;
  // The oldest of the day's improvements leaves the window first.
  const oldest = recent[recent.length - 1]!.createdAt;
  const next = new Date(oldest.getTime() + IMPROVEMENT_WINDOW_MS);
  return next > now ? next : null;
}

/** '3 hours 12 minutes', '1 minute' (rounded up to the minute). */
export function timeLeft(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} ${h === 1 ? 'hour' : 'hours'}`);
  if (m) parts.push(`${m} ${m === 1 ? 'minute' : 'minutes'}`);
  return parts.join(' ');
}

export function dailyLimitReached(next: Date, now = new Date()): HttpError {
  const ms = next.getTime() - now.getTime();
  return new HttpError(
    429,
    `You can make one improvement a day. You can make your next improvement in ${timeLeft(ms)}.`,
    IMPROVEMENT_ERROR_CODES.DAILY_LIMIT,
    { 'retry-after': String(Math.max(1, Math.ceil(ms / 1000))) },
  );
}

/** Refuses a manual improvement within 24 hours of the last one (429 with the time left). */
export async function assertManualAllowed(db: Db, organizationId: string, now = new Date()): Promise<void> {
  const next = await nextManualAt(db, organizationId, now);
  if (next) throw dailyLimitReached(next, now);
}

// ---------------------------------------------------------------------------------------------
// How a version reads in the API.

/** What the analyst makes of every instruction of a set, sentence by sentence. */
export function understand(instructions: string[]): UnderstoodInstruction[] {
  return instructions.flatMap((text) => parseInstruction(text).map(({ text: t, kind, status, detail }) => ({ text: t, kind, status, detail })));
}

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1).replace(/\s+\S*$/, '')}…` : s);

/** A short sentence for the timeline: what the analyst understood, or the text's first sentence. */
export function summarize(text: string): string {
  const parsed = parseInstruction(text);
  const first = parsed[0];
  const more = parsed.length > 1 ? ` (+${parsed.length - 1} more)` : '';
  let s: string;
  if (first?.rule?.kind === 'synonym') s = `Defines “${first.rule.term}” as ${first.rule.parts.join(' + ')}`;
  else if (first?.rule?.kind === 'account_range') s = `Defines “${first.rule.term}” as accounts ${first.rule.ranges.map((r) => (r.from === r.to ? r.from : `${r.from}–${r.to}`)).join(', ')}`;
  else if (first?.kind === 'fiscal_year' || first?.kind === 'answer_format') s = first.detail.replace(/\s*\(.*$|;.*$/, '').replace(/\.$/, '');
  else s = first?.text ?? text.trim();
  return `${clip(s.replace(/\s+/g, ' ').trim(), 80 - more.length)}${more}`;
}

export type SignFile = (file: FileRow) => Promise<ImprovementFile>;

export function fileSigner(signer: LinkSigner, publicUrl: string): SignFile {
  return async (f) => ({
    id: f.id,
    name: f.fileName,
    size: f.size,
    content_type: f.contentType,
    download_url: `${publicUrl}${(await signer.sign(f.id)).path}`,
  });
}

export async function toVersion(row: VersionRow, files: FileRow[], sign: SignFile): Promise<ImprovementVersion> {
  const metrics = row.metrics as PerformanceMetrics | null;
  return {
    id: row.id,
    version: versionLabel(row.versionTenths),
    summary: row.summary,
    feedback: row.feedback,
    files: await Promise.all(files.map(sign)),
    timestamp: row.createdAt.toISOString(),
    is_active: row.isActive,
    success_rate: row.successRate,
    source: row.source,
    performance_metrics: metrics
      ? {
          questions_checked: metrics.questions_checked ?? 0,
          answers_kept: metrics.answers_kept ?? 0,
          answers_changed: metrics.answers_changed ?? 0,
          duration_ms: metrics.duration_ms ?? 0,
        }
      : null,
    // Read again from the instructions: what the analyst does with them now (the stored copy is
    // what it made of them when the version was made).
    understood: understand(Array.isArray(row.instructions) ? row.instructions : []),
    message_id: row.messageId,
  };
}

async function filesOf(db: Db, versionIds: string[]): Promise<Map<string, FileRow[]>> {
  const out = new Map<string, FileRow[]>();
  if (!versionIds.length) return out;
  const rows = await db
    .select()
    .from(improvementFiles)
    .where(inArray(improvementFiles.versionId, versionIds))
    .orderBy(improvementFiles.blobName);
  for (const r of rows) out.set(r.versionId, [...(out.get(r.versionId) ?? []), r]);
  return out;
}

/** GET .../improvements: every version, newest first. */
export async function improvementHistory(db: Db, organizationId: string, sign: SignFile) {
  const rows = await db
    .select()
    .from(improvementVersions)
    .where(eq(improvementVersions.organizationId, organizationId))
    .orderBy(desc(improvementVersions.versionTenths));
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  const active = rows.find((r) => r.isActive);
  const next = await nextManualAt(db, organizationId);
  return {
    current_version: active ? versionLabel(active.versionTenths) : null,
    total_improvements: rows.length,
    next_manual_at: next ? next.toISOString() : null,
    versions: await Promise.all(rows.map((r) => toVersion(r, files.get(r.id) ?? [], sign))),
  };
}

export async function versionWithFiles(db: Db, row: VersionRow, sign: SignFile): Promise<ImprovementVersion> {
  const files = await filesOf(db, [row.id]);
  return toVersion(row, files.get(row.id) ?? [], sign);
}

// ---------------------------------------------------------------------------------------------
// Making a version.

export interface StoredFile {
  id: string;
  fileName: string;
  blobName: string;
  contentType: string;
  size: number;
}

export interface NewVersion {
  organizationId: string;
  userId: string | null;
  /** The admin's words, trimmed and checked. */
  text: string;
  source: ImprovementSource;
  /** The answer a thumbs-down improvement came from. */
  messageId?: string | null;
  /** Files already kept in the blob store under this version's id. */
  versionId?: string;
  files?: StoredFile[];
}

export interface VersionDeps {
  db: Db;
  analyst: Analyst;
  log?: { warn(obj: unknown, msg?: string): void };
}

/** The message the chat shows in the thread of a thumbs-down improvement ('View History'). */
export const improvedMessage = (version: string) => `Tally improved to version ${version} from your feedback.`;

const ATTEMPTS = 3;

/**
 * Makes a version from `input.text` on top of the active one, checks it against the recent
 * questions, and makes it the active one. Manual improvements are refused within 24 hours of the
 * last (429); a thumbs-down improvement marks its answer and says so in its thread.
 */
export async function createVersion(deps: VersionDeps, input: NewVersion): Promise<{ row: VersionRow; check: Awaited<ReturnType<typeof checkVersion>> }> {
  const { db } = deps;
  const profile = (await organizationProfile(db, input.organizationId)) ?? { name: '', fiscalYearStartMonth: 1, accountingSystem: null };
  const versionId = input.versionId ?? randomUUID();
  for (let attempt = 1; ; attempt++) {
    const base = await activeVersion(db, input.organizationId);
    const before = base?.instructions ?? [];
    const after = [...before, input.text];
    const check = await checkVersion({ db, analyst: deps.analyst, organizationId: input.organizationId, profile, before, after });
    const outcome = await db.transaction(async (tx) => {
      await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, input.organizationId)).for('update');
      if (input.source === 'manual') await assertManualAllowed(tx as unknown as Db, input.organizationId);
      const current = (
        await tx
          .select({ id: improvementVersions.id })
          .from(improvementVersions)
          .where(and(eq(improvementVersions.organizationId, input.organizationId), eq(improvementVersions.isActive, true)))
          .limit(1)
      )[0];
      // Another version became active while this one was checked: check again on top of it.
      if ((current?.id ?? null) !== (base?.id ?? null)) return null;
      if (input.messageId) {
        const marked = await tx
          .update(chatMessages)
          .set({ usedForImprovement: true, feedback: 'negative', feedbackBy: input.userId, feedbackAt: sql`now()` })
          .where(and(eq(chatMessages.id, input.messageId), eq(chatMessages.usedForImprovement, false)))
          .returning({ threadId: chatMessages.threadId });
        if (!marked.length) throw alreadyUsed();
      }
      const top = (
        await tx
          .select({ max: sql<number | null>`max(${improvementVersions.versionTenths})` })
          .from(improvementVersions)
          .where(eq(improvementVersions.organizationId, input.organizationId))
      )[0];
      const tenths = top?.max === null || top?.max === undefined ? FIRST_VERSION : Number(top.max) + 1;
      await tx
        .update(improvementVersions)
        .set({ isActive: false })
        .where(and(eq(improvementVersions.organizationId, input.organizationId), eq(improvementVersions.isActive, true)));
      const row = (
        await tx
          .insert(improvementVersions)
          .values({
            id: versionId,
            organizationId: input.organizationId,
            versionTenths: tenths,
            summary: summarize(input.text),
            feedback: input.text,
            source: input.source,
            messageId: input.messageId ?? null,
            instructions: after,
            understood: understand(after),
            isActive: true,
            successRate: check.successRate,
            metrics: check.metrics,
            createdBy: input.userId,
          })
          .returning()
      )[0]!;
      if (input.files?.length) {
        await tx.insert(improvementFiles).values(
          input.files.map((f) => ({
            id: f.id,
            versionId: row.id,
            organizationId: input.organizationId,
            fileName: f.fileName,
            blobName: f.blobName,
            contentType: f.contentType,
            size: f.size,
          })),
        );
      }
      if (input.messageId) {
        const thread = (
          await tx
            .select({ threadId: chatMessages.threadId })
            .from(chatMessages)
            .where(eq(chatMessages.id, input.messageId))
            .limit(1)
        )[0]!;
        await tx.insert(chatMessages).values({ threadId: thread.threadId, role: 'system', content: improvedMessage(versionLabel(tenths)) });
        await tx.update(chatThreads).set({ lastMessageAt: sql`now()`, updatedAt: sql`now()` }).where(eq(chatThreads.id, thread.threadId));
      }
      return row;
    });
    if (outcome) return { row: outcome, check };
    if (attempt >= ATTEMPTS) throw conflict('The assistant changed while this improvement was being checked. Please try again.', 'improvement_conflict');
  }
}

export const alreadyUsed = () => conflict('This answer has already been used to improve Tally.', IMPROVEMENT_ERROR_CODES.ALREADY_USED);

/** Makes `versionId` the organisation's active version (404 for another organisation's). */
export async function activateVersion(db: Db, organizationId: string, versionId: string): Promise<VersionRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
    const target = (
      await tx
        .select()
        .from(improvementVersions)
        .where(and(eq(improvementVersions.id, versionId), eq(improvementVersions.organizationId, organizationId)))
        .limit(1)
    )[0];
    if (!target) throw versionNotFound();
    if (target.isActive) return target;
    await tx
      .update(improvementVersions)
      .set({ isActive: false })
      .where(and(eq(improvementVersions.organizationId, organizationId), eq(improvementVersions.isActive, true)));
    return (await tx.update(improvementVersions).set({ isActive: true }).where(eq(improvementVersions.id, versionId)).returning())[0]!;
  });
}
