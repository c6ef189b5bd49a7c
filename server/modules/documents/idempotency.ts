// Idempotency-Key for uploads: the same key from the same person and organisation again answers
// the first response (status and body) and stores nothing twice. The key is claimed before the
// body is read; while the first request runs, a repeat answers 409 upload_in_progress (retry
// shortly). Only answers that kept something are remembered: an error kept nothing, so its key
// is released and a retry runs again (it will meet the same checks). A claim left by a crashed
// process is taken over after STALE_AFTER_MS.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '../../../contracts/documents-constants';
import type { Db } from '../../db/client';
import { uploadIdempotency } from '../../db/schema';
import { badRequest } from '../../lib/errors';

export const STALE_AFTER_MS = 30 * 60_000;

const KEY = new RegExp(`^[\\x21-\\x7e]{${IDEMPOTENCY_KEY_MIN_LENGTH},${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The header's key, or null without one; a malformed key is a 400. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  const key = (value ?? '').trim();
  if (!KEY.test(key)) {
    throw badRequest(
      `Idempotency-Key must be ${IDEMPOTENCY_KEY_MIN_LENGTH} to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters`,
      'invalid_idempotency_key',
    );
  }
  return key;
}

export type Claim =
  | { kind: 'owned'; complete(status: number, body: unknown): Promise<void>; release(): Promise<void> }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in_progress' }
  | { kind: 'other_route' };

export async function claimIdempotencyKey(
  db: Db,
  scope: { organizationId: string; userId: string; key: string; route: string },
  tries = 3,
): Promise<Claim> {
  const where = and(
    eq(uploadIdempotency.organizationId, scope.organizationId),
    eq(uploadIdempotency.userId, scope.userId),
    eq(uploadIdempotency.key, scope.key),
  );
  const owned: Claim = {
    kind: 'owned',
    async complete(status, body) {
      await db.update(uploadIdempotency).set({ status, response: body }).where(where);
    },
    async release() {
      await db.delete(uploadIdempotency).where(and(where, isNull(uploadIdempotency.status)));
    },
  };
  const inserted = await db
    .insert(uploadIdempotency)
    .values({ organizationId: scope.organizationId, userId: scope.userId, key: scope.key, route: scope.route })
    .onConflictDoNothing()
    .returning({ key: uploadIdempotency.key });
  if (inserted.length) return owned;

  const row = (await db.select().from(uploadIdempotency).where(where).limit(1))[0];
  if (!row) return tries > 1 ? claimIdempotencyKey(db, scope, tries - 1) : { kind: 'in_progress' }; // released in between: try again
  if (row.route !== scope.route) return { kind: 'other_route' };
  if (row.status !== null) return { kind: 'replay', status: row.status, body: row.response };
  const takenOver = await db
    .update(uploadIdempotency)
    .set({ createdAt: new Date() })
    .where(and(where, isNull(uploadIdempotency.status), lt(uploadIdempotency.createdAt, sql`now() - ${STALE_AFTER_MS} * interval '1 millisecond'`)))
    .returning({ key: uploadIdempotency.key });
  return takenOver.length ? owned : { kind: 'in_progress' };
}
