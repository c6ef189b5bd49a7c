// Several processes on one PostgreSQL must keep documents in one store (issue 14, finding 6): a
// job claimed by a process whose store lacks the file fails it, and a download on another
// process answers 404. So the database and the store each keep one storage id: the first
// process writes it to both; every later one checks that its store holds the database's id and
// refuses to start otherwise, naming what to set.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { serverSecrets } from '../../../db/schema';
import { BlobNotFoundError, type BlobStore } from './types';

/** The store's copy of the id (a key no document can have: documents live under ids and prefixes). */
export const STORAGE_ID_KEY = 'steward-storage-id';
const SETTING = 'document_storage_id';
/** Held while the id is checked or written, so processes starting together agree. */
const LOCK = 7340852;

export class StorageMismatchError extends Error {
  constructor(where: string) {
    super(
      `Steward cannot start: its document storage (${where}) is not the one the other Steward processes on this database use, ` +
        'so documents stored by them would be missing here. With several processes on one PostgreSQL, use S3_BUCKET, ' +
        'or one shared STEWARD_DATA_DIR/documents for all of them.',
    );
    this.name = 'StorageMismatchError';
  }
}

async function readMarker(store: BlobStore): Promise<string | null> {
  let body;
  try {
    body = await store.get(STORAGE_ID_KEY);
  } catch (err) {
    if (err instanceof BlobNotFoundError) return null;
    throw err;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  try {
    const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { id?: unknown }).id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
}

async function writeMarker(store: BlobStore, id: string) {
  const { Readable } = await import('node:stream');
  const body = JSON.stringify({ id, note: 'Steward keeps this to check that every process uses the same document storage. Do not delete it.' });
  await store.put(STORAGE_ID_KEY, Readable.from([Buffer.from(body)]), { contentType: 'application/json' });
}

/**
 * Checks (PostgreSQL) that `store` is the document storage the database's other processes use,
 * marking both on first use; throws StorageMismatchError otherwise. `where` names the store.
 */
export async function checkSharedStorage(db: Db, store: BlobStore, where: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK})`);
    const known = (await tx.select().from(serverSecrets).where(eq(serverSecrets.name, SETTING)).limit(1))[0]?.value ?? null;
    const marked = await readMarker(store);
    if (known && marked === known) return;
    if (known) throw new StorageMismatchError(where);
    // The database has no id yet (its first process, or one from before the check): the store's
    // own id, or a new one, becomes it.
    const id = marked ?? randomBytes(16).toString('base64url');
    if (!marked) await writeMarker(store, id);
    await tx.insert(serverSecrets).values({ name: SETTING, value: id }).onConflictDoNothing();
  });
}
