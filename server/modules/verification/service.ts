// The organisation's verification standing and its changes: attempts (the letters read), the
// failed-attempt count the server keeps, and manual reviews with their single-use operator links
// (stored hashed). Every change of the organisation's row is one conditional UPDATE, so two
// uploads or two operator clicks at once cannot both apply.
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  FAILED_ATTEMPTS_BEFORE_REVIEW,
  type VerificationAttempt,
  type VerificationFindings,
  type VerificationReview,
  type VerificationStanding,
} from '../../../contracts/verification';
import type { Db } from '../../db/client';
import { organizationVerifications, organizations, users, verificationAttempts, verificationReviews } from '../../db/schema';
import { randomToken, sha256 } from '../../lib/crypto';
import type { LetterFindings } from './letter';

export type AttemptRow = typeof verificationAttempts.$inferSelect;
export type ReviewRow = typeof verificationReviews.$inferSelect;
export type VerificationRow = typeof organizationVerifications.$inferSelect;

/** An attempt still 'verifying' after this long was cut short (a restart mid-read). */
export const STALE_ATTEMPT_MS = 10 * 60_000;
export const INTERRUPTED_REASON = 'Reading this letter was interrupted. Please upload it again.';

/** The organisation's row, made on first use. */
export async function verificationRow(db: Db, organizationId: string): Promise<VerificationRow> {
  await db.insert(organizationVerifications).values({ organizationId }).onConflictDoNothing();
  return (await db.select().from(organizationVerifications).where(eq(organizationVerifications.organizationId, organizationId)).limit(1))[0]!;
}

export async function latestAttempt(db: Db, organizationId: string): Promise<AttemptRow | null> {
  return (
    (
      await db
        .select()
        .from(verificationAttempts)
        .where(eq(verificationAttempts.organizationId, organizationId))
        .orderBy(desc(verificationAttempts.createdAt), desc(verificationAttempts.id))
        .limit(1)
    )[0] ?? null
  );
}

export async function latestReview(db: Db, organizationId: string): Promise<ReviewRow | null> {
  return (
    (
      await db
        .select()
        .from(verificationReviews)
        .where(eq(verificationReviews.organizationId, organizationId))
        .orderBy(desc(verificationReviews.createdAt), desc(verificationReviews.id))
        .limit(1)
    )[0] ?? null
  );
}

export function toFindings(value: unknown): VerificationFindings | null {
  if (!value || typeof value !== 'object') return null;
  const f = value as Partial<LetterFindings> & { ocr?: boolean };
  return {
    has_501c3: Boolean(f.has501c3),
    irs_wording: Boolean(f.irsWording),
    ein: typeof f.ein === 'string' ? f.ein : null,
    name_matched: Boolean(f.nameMatched),
    letter_date: typeof f.letterDate === 'string' ? f.letterDate : null,
    read_by_ocr: Boolean(f.ocr),
    text_length: typeof f.textLength === 'number' ? f.textLength : 0,
  };
}

function toAttempt(row: AttemptRow, now: Date): VerificationAttempt {
  const stale = row.status === 'verifying' && now.getTime() - row.createdAt.getTime() > STALE_ATTEMPT_MS;
  return {
    id: row.id,
    status: stale ? 'failed' : row.status,
    reason: stale ? INTERRUPTED_REASON : row.reason,
    findings: toFindings(row.findings),
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
  };
}

const toReview = (row: ReviewRow): VerificationReview => ({
  status: row.status,
  requested_at: row.createdAt.toISOString(),
  decided_at: row.decidedAt?.toISOString() ?? null,
  note: row.note,
});

/**
 * Whether a manual review may be asked for: after 2 failed attempts, with the latest attempt
 * failed, no review pending, and (after a rejection) a new letter tried since.
 */
export function reviewAllowed(row: VerificationRow, attempt: AttemptRow | null, review: ReviewRow | null): boolean {
  if (row.status === 'verified' || row.status === 'manual-review-pending') return false;
  if (row.failedAttempts < FAILED_ATTEMPTS_BEFORE_REVIEW || !attempt || attempt.status !== 'failed') return false;
  if (review && review.status === 'rejected' && attempt.createdAt <= review.createdAt) return false;
  return true;
}

export async function standing(db: Db, organizationId: string, now = new Date()): Promise<VerificationStanding> {
  const row = await verificationRow(db, organizationId);
  const [attempt, review] = await Promise.all([latestAttempt(db, organizationId), latestReview(db, organizationId)]);
  return {
    status: row.status,
    failed_attempts: row.failedAttempts,
    can_request_review: reviewAllowed(row, attempt, review),
    ein: row.ein,
    letter_date: row.letterDate,
    verified_at: row.verifiedAt?.toISOString() ?? null,
    last_attempt: attempt ? toAttempt(attempt, now) : null,
    review: review ? toReview(review) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Attempts

export interface NewAttempt {
  id: string;
  organizationId: string;
  userId: string | null;
  fileName: string;
  blobName: string;
  contentType: string;
  size: number;
}

export async function createAttempt(db: Db, input: NewAttempt): Promise<AttemptRow> {
  return (await db.insert(verificationAttempts).values({ ...input, status: 'verifying' }).returning())[0]!;
}

export interface AttemptOutcome {
  verified: boolean;
  reason: string | null;
  findings: (LetterFindings & { ocr: boolean }) | null;
  /** Whether a failure counts towards manual review (a letter that was read and did not pass). */
  counts: boolean;
}

/** Records what reading found, on the attempt and on the organisation. */
export async function finishAttempt(db: Db, attempt: AttemptRow, outcome: AttemptOutcome): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(verificationAttempts)
      .set({ status: outcome.verified ? 'verified' : 'failed', reason: outcome.reason, findings: outcome.findings, finishedAt: now })
      .where(eq(verificationAttempts.id, attempt.id));
    const v = organizationVerifications;
    if (outcome.verified) {
      await tx
        .update(v)
        .set({ status: 'verified', ein: outcome.findings?.ein ?? null, letterDate: outcome.findings?.letterDate ?? null, verifiedAt: now, updatedAt: now })
        .where(eq(v.organizationId, attempt.organizationId));
    } else {
      // A letter verified meanwhile (another upload) stays verified.
      await tx
        .update(v)
        .set({
          status: sql`case when ${v.status} = 'verified' then ${v.status} else 'failed' end`,
          failedAttempts: outcome.counts ? sql`${v.failedAttempts} + 1` : v.failedAttempts,
          updatedAt: now,
        })
        .where(eq(v.organizationId, attempt.organizationId));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Manual reviews

export interface ReviewRequest {
  review: ReviewRow;
  /** The operator's link token: only when the review was made by this call. */
  token: string | null;
  attempt: AttemptRow | null;
  /** The organisation's status before this call. */
  previousStatus: VerificationRow['status'];
  failedAttempts: number;
}

/**
 * Makes a pending review, or answers the one already pending. Null when a review may not be
 * asked for now (see reviewAllowed).
 */
export async function requestReview(db: Db, organizationId: string, userId: string | null): Promise<ReviewRequest | null> {
  const row = await verificationRow(db, organizationId);
  const [attempt, review] = await Promise.all([latestAttempt(db, organizationId), latestReview(db, organizationId)]);
  const base = { attempt, previousStatus: row.status, failedAttempts: row.failedAttempts };
  if (row.status === 'manual-review-pending' && review?.status === 'pending') return { ...base, review, token: null };
  if (!reviewAllowed(row, attempt, review)) return null;
  const token = randomToken();
  const v = organizationVerifications;
  return db.transaction(async (tx) => {
    // Only the request that moves the status makes a review.
    const moved = await tx
      .update(v)
      .set({ status: 'manual-review-pending', updatedAt: new Date() })
      .where(and(eq(v.organizationId, organizationId), sql`${v.status} in ('failed', 'unverified', 'manual-review-rejected')`))
      .returning({ id: v.organizationId });
    if (!moved.length) {
      const pending = (
        await tx
          .select()
          .from(verificationReviews)
          .where(and(eq(verificationReviews.organizationId, organizationId), eq(verificationReviews.status, 'pending')))
          .limit(1)
      )[0];
      return pending ? { ...base, review: pending, token: null } : null;
    }
    const created = (
      await tx
        .insert(verificationReviews)
        .values({ organizationId, attemptId: attempt?.id ?? null, requestedBy: userId, tokenHash: sha256(token) })
        .returning()
    )[0]!;
    return { ...base, review: created, token };
  });
}

/** Undoes a review whose mail could not be sent: nobody would ever decide it. */
export async function withdrawReview(db: Db, request: ReviewRequest): Promise<void> {
  const v = organizationVerifications;
  await db.transaction(async (tx) => {
    await tx.delete(verificationReviews).where(and(eq(verificationReviews.id, request.review.id), eq(verificationReviews.status, 'pending')));
    await tx
      .update(v)
      .set({ status: request.previousStatus, updatedAt: new Date() })
      .where(and(eq(v.organizationId, request.review.organizationId), eq(v.status, 'manual-review-pending')));
  });
}

/** The review a link's token opens, with its organisation and letter. */
export async function reviewByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = (
    await db
      .select({ review: verificationReviews, organizationName: organizations.name, ownerUserId: organizations.ownerUserId })
      .from(verificationReviews)
      .innerJoin(organizations, eq(organizations.id, verificationReviews.organizationId))
      .where(eq(verificationReviews.tokenHash, sha256(token)))
      .limit(1)
  )[0];
  if (!row) return null;
  const attempt = row.review.attemptId
    ? ((await db.select().from(verificationAttempts).where(eq(verificationAttempts.id, row.review.attemptId)).limit(1))[0] ?? null)
    : null;
  const requester = row.review.requestedBy
    ? ((await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, row.review.requestedBy)).limit(1))[0] ?? null)
    : null;
  return { ...row, attempt, requester };
}

/**
 * Applies an operator's decision once: the review from pending to approved or rejected, and the
 * organisation to verified or manual-review-rejected. Null when it was already decided.
 */
export async function decideReview(db: Db, reviewId: string, decision: 'approve' | 'reject', note: string | null): Promise<ReviewRow | null> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const decided = (
      await tx
        .update(verificationReviews)
        .set({ status: decision === 'approve' ? 'approved' : 'rejected', decidedAt: now, note })
        .where(and(eq(verificationReviews.id, reviewId), eq(verificationReviews.status, 'pending')))
        .returning()
    )[0];
    if (!decided) return null;
    const attempt = decided.attemptId
      ? (await tx.select().from(verificationAttempts).where(eq(verificationAttempts.id, decided.attemptId)).limit(1))[0]
      : undefined;
    const findings = (attempt?.findings ?? null) as Partial<LetterFindings> | null;
    const v = organizationVerifications;
    if (decision === 'approve') {
      await tx
        .update(v)
        .set({ status: 'verified', ein: findings?.ein ?? null, letterDate: findings?.letterDate ?? null, verifiedAt: now, updatedAt: now })
        .where(eq(v.organizationId, decided.organizationId));
    } else {
      await tx
        .update(v)
        .set({ status: sql`case when ${v.status} = 'verified' then ${v.status} else 'manual-review-rejected' end`, updatedAt: now })
        .where(eq(v.organizationId, decided.organizationId));
    }
    return decided;
  });
}

export async function ownerOf(db: Db, organizationId: string) {
  return (
    (
      await db
        .select({ name: users.name, email: users.email, organizationName: organizations.name })
        .from(organizations)
        .innerJoin(users, eq(users.id, organizations.ownerUserId))
        .where(eq(organizations.id, organizationId))
        .limit(1)
    )[0] ?? null
  );
}
