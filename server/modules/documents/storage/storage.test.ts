// One contract, two stores: files on disk, and an S3-compatible bucket (s3rver on a free port).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { startS3 } from '../../../../tests/server/s3';
import { createDiskStore } from './disk';
import { createS3Store } from './s3';
import { BlobNotFoundError, InvalidBlobKeyError, type BlobStore } from './types';

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

function contract(name: string, make: () => { store: BlobStore; tmp: string }) {
  describe(`${name} store`, () => {
    let store: BlobStore;
    let scratch: string;
    beforeAll(() => {
      ({ store, tmp: scratch } = make());
    });
    afterAll(() => store.close?.());

    it('puts a stream and gets the same bytes back, with its size', async () => {
      const key = 'org-1/doc-1/budget.csv';
      const put = await store.put(key, Readable.from([Buffer.from('a,b\n'), Buffer.from('1,2\n')]), { contentType: 'text/csv' });
      expect(put).toEqual({ size: 8 });
      expect(await store.exists(key)).toBe(true);
      expect(await text(await store.get(key))).toBe('a,b\n1,2\n');
    });

    it('puts a local file (moving it) and replaces what was under the key', async () => {
      const key = 'org-1/doc-2/letter.pdf';
      const file = path.join(scratch, 'upload-1');
      writeFileSync(file, '%PDF-1.4 first');
      expect(await store.putFile(key, file, { contentType: 'application/pdf' })).toEqual({ size: 14 });
      expect(existsSync(file)).toBe(false);
      await store.put(key, Readable.from([Buffer.from('%PDF-1.4 second')]), { contentType: 'application/pdf' });
      expect(await text(await store.get(key))).toBe('%PDF-1.4 second');
    });

    it('deletes, and deleting nothing is not an error', async () => {
      const key = 'org-1/doc-3/x.png';
      await store.put(key, Readable.from([Buffer.from([1, 2, 3])]), { contentType: 'image/png' });
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
      await store.delete(key);
    });

    it('answers BlobNotFoundError for a key never stored', async () => {
      await expect(store.get('org-1/never/none.pdf')).rejects.toBeInstanceOf(BlobNotFoundError);
      expect(await store.exists('org-1/never/none.pdf')).toBe(false);
    });

    it.each(['../escape.pdf', 'a/../../b.pdf', '/etc/passwd', 'a//b.pdf', 'a/./b.pdf', 'a\\b.pdf', 'C:/x.pdf', 'a/.hidden', '', 'a/b\u0000.pdf'])(
      'refuses the key %j',
      async (key) => {
        await expect(store.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain' })).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.get(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
        await expect(store.delete(key)).rejects.toBeInstanceOf(InvalidBlobKeyError);
      },
    );

    it('keeps a 5 MB file intact', async () => {
      const key = 'org-1/doc-4/big.pdf';
      const chunk = Buffer.alloc(1024 * 1024, 7);
      await store.put(key, Readable.from([chunk, chunk, chunk, chunk, chunk]), { contentType: 'application/pdf' });
      let size = 0;
      for await (const piece of await store.get(key)) size += (piece as Buffer).length;
      expect(size).toBe(5 * 1024 * 1024);
    });
  });
}

describe('disk', () => {
  const root = tmp('steward-disk-store-');
  contract('disk', () => ({ store: createDiskStore(root), tmp: tmp('steward-disk-scratch-') }));

  it('writes through a temporary file, leaves none behind, prunes empty folders, and serves local paths', async () => {
    const store = createDiskStore(root);
    const key = 'org-9/doc-9/file.csv';
    await store.put(key, Readable.from([Buffer.from('x,y\n')]), { contentType: 'text/csv' });
    expect(store.localPath!(key)).toBe(path.join(root, 'org-9', 'doc-9', 'file.csv'));
    expect(await readFile(store.localPath!(key), 'utf8')).toBe('x,y\n');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    await store.delete(key);
    expect(existsSync(path.join(root, 'org-9'))).toBe(false);
  });

  it('removes the temporary file when the stream fails', async () => {
    const store = createDiskStore(root);
    const failing = new Readable({
      read() {
        this.destroy(new Error('connection lost'));
      },
    });
    await expect(store.put('org-9/doc-8/broken.csv', failing, { contentType: 'text/csv' })).rejects.toThrow('connection lost');
    expect(readdirSync(path.join(root, '.tmp'))).toEqual([]);
    expect(await store.exists('org-9/doc-8/broken.csv')).toBe(false);
  });
});

describe('S3 (s3rver)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  const scratch = tmp('steward-s3-scratch-');
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  contract('s3', () => ({ store: createS3Store({ ...s3.options, tmpDir: path.join(scratch, 'spool') }), tmp: scratch }));

  it('leaves no spooled file behind', () => {
    expect(readdirSync(path.join(scratch, 'spool'))).toEqual([]);
  });
});
