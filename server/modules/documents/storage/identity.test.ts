// Several processes, one document storage (issue 14, finding 6): the database and the store keep
// one storage id, and a process whose store is another refuses to start, saying what to set.
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { serverSecrets } from '../../../db/schema';
import { testDatabase } from '../../../../tests/server/harness';
import { createDiskStore } from './disk';
import { checkSharedStorage, STORAGE_ID_KEY, StorageMismatchError } from './identity';

const folder = () => createDiskStore(mkdtempSync(path.join(tmpdir(), 'steward-store-')));

describe('checkSharedStorage', () => {
  it('marks the first store, accepts it again (also from processes starting together), and refuses any other', async () => {
    const { db } = await testDatabase();
    await db.delete(serverSecrets).where(eq(serverSecrets.name, 'document_storage_id'));
    const shared = folder();
    await Promise.all([checkSharedStorage(db, shared, 'a'), checkSharedStorage(db, shared, 'a'), checkSharedStorage(db, shared, 'a')]);
    expect(await shared.exists(STORAGE_ID_KEY)).toBe(true);
    await checkSharedStorage(db, shared, 'a');

    // A data folder of its own: empty, so without the database's id.
    const own = folder();
    const refused = checkSharedStorage(db, own, 'files under /srv/b/documents');
    await expect(refused).rejects.toBeInstanceOf(StorageMismatchError);
    await expect(refused).rejects.toThrow(
      'Steward cannot start: its document storage (files under /srv/b/documents) is not the one the other Steward processes on this database use',
    );
    await expect(refused).rejects.toThrow('use S3_BUCKET, or one shared STEWARD_DATA_DIR/documents for all of them');
    expect(await own.exists(STORAGE_ID_KEY)).toBe(false);

    // Another database's store.
    const elsewhere = folder();
    await elsewhere.put(STORAGE_ID_KEY, Readable.from([Buffer.from('{"id":"another-database"}')]), { contentType: 'application/json' });
    await expect(checkSharedStorage(db, elsewhere, 'c')).rejects.toBeInstanceOf(StorageMismatchError);
  });

  it('adopts the store’s id when the database has none yet (a database from before the check)', async () => {
    const { db } = await testDatabase();
    await db.delete(serverSecrets).where(eq(serverSecrets.name, 'document_storage_id'));
    const store = folder();
    await store.put(STORAGE_ID_KEY, Readable.from([Buffer.from('{"id":"kept-by-the-store"}')]), { contentType: 'application/json' });
    await checkSharedStorage(db, store, 'a');
    expect((await db.select().from(serverSecrets).where(eq(serverSecrets.name, 'document_storage_id')))[0]?.value).toBe('kept-by-the-store');
  });
});
