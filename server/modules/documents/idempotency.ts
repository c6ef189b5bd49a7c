// Idempotency-Key for uploads (the IETF Idempotency-Key draft): the same key from the same person
// and organisation with the same request again answers the first response (status and body) and
// stores nothing twice; with another request (another file, other fields) it is a 422. The key
// is claimed before the body is read; while the first request runs, a repeat answers 409
// upload_in_progress (retry shortly). The first request renews its claim (a lease) while it runs,
// so a claim whose process died is taken over within LEASE_MS. Only answers that kept something
// are remembered: an error kept nothing, so its key is released and a retry runs again.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_MAX_LENGTH, IDEMPOTENCY_KEY_MIN_LENGTH } from '../../../contracts/documents-constants';
import type { Db } from '../../db/client';
import { uploadIdempotency } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/** How long a claim holds without being renewed: a crashed request's key is free again after it. */
export const LEASE_MS = 45_000;
/** How often a running request renews its claim. */
export const RENEW_MS = 15_000;

/** What a request sent, as one hash: its form fields and, in order, its files' names, sizes and SHA-256. */
export function requestFingerprint(input: { route: string; fields: Record<string, string>; files: { name: string; size: number; sha256: string }[] }): string {
  const fields = Object.entries(input.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256')
    .update(JSON.stringify({ route: input.route, fields, files: input.files.map((f) => [f.name, f.size, f.sha256]) }))
    .digest('base64url');
}

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
  | {
      kind: 'owned';
      /** Remembers the answer for this request (its fingerprint); stops renewing. */
      complete(status: number, body: unknown, fingerprint: string): Promise<void>;
      /** Frees the key (nothing was kept); stops renewing. */
      release(): Promise<void>;
    }
  | { kind: 'replay'; status: number; body: unknown; fingerprint: string | null }
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
  const lease = () => sql`now() + ${LEASE_MS} * interval '1 millisecond'`;
  const owned = (): Claim => {
    // Renewed while the request runs: a claim that stops being renewed died with its process.
    const renew = setInterval(() => {
      db.update(uploadIdempotency)
        .set({ leaseUntil: lease() })
        .where(and(where, isNull(uploadIdempotency.status)))
        .catch(() => undefined);
    }, RENEW_MS);
    renew.unref();
    return {
      kind: 'owned',
      async complete(status, body, fingerprint) {
        clearInterval(renew);
        await db.update(uploadIdempotency).set({ status, response: body, fingerprint, leaseUntil: null }).where(where);
      },
      async release() {
        clearInterval(renew);
        await db.delete(uploadIdempotency).where(and(where, isNull(uploadIdempotency.status)));
      },
    };
  };
  const inserted = await db
    .insert(uploadIdempotency)
    .values({ organizationId: scope.organizationId, userId: scope.userId, key: scope.key, route: scope.route, leaseUntil: lease() })
    .onConflictDoNothing()
    .returning({ key: uploadIdempotency.key });
  if (inserted.length) return owned();

  const row = (await db.select().from(uploadIdempotency).where(where).limit(1))[0];
  if (!row) return tries > 1 ? claimIdempotencyKey(db, scope, tries - 1) : { kind: 'in_progress' }; // released in between: try again
  if (row.route !== scope.route) return { kind: 'other_route' };
  if (row.status !== null) return { kind: 'replay', status: row.status, body: row.response, fingerprint: row.fingerprint };
  // A claim whose lease ran out (or, from before leases, older than one) is taken over.
  const takenOver = await db
    .update(uploadIdempotency)
    .set({ leaseUntil: lease(), createdAt: new Date() })
    .where(
      and(
        where,
        isNull(uploadIdempotency.status),
        or(
          lt(uploadIdempotency.leaseUntil, sql`now()`),
          and(isNull(uploadIdempotency.leaseUntil), lt(uploadIdempotency.createdAt, sql`now() - ${LEASE_MS} * interval '1 millisecond'`)),
        ),
      ),
    )
    .returning({ key: uploadIdempotency.key });
  return takenOver.length ? owned() : { kind: 'in_progress' };
}
