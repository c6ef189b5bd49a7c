// Documents as files under a folder (by default `${STEWARD_DATA_DIR}/documents`). A file is
// written to `.tmp/` first and renamed into place, so a reader never sees half a file and a
// crash leaves only a temporary file behind (swept by lib/temporary.ts).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertValidKey, BlobNotFoundError, InvalidBlobKeyError, type BlobStore } from './types';

const TMP = '.tmp';

const isCode = (err: unknown, code: string) => (err as NodeJS.ErrnoException | null)?.code === code;

export function createDiskStore(root: string): BlobStore {
  const base = path.resolve(root);
  const tmpDir = path.join(base, TMP);

  function resolve(key: string) {
    assertValidKey(key);
    const full = path.join(base, ...key.split('/'));
    const rel = path.relative(base, full);
    if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep)[0] === TMP) throw new InvalidBlobKeyError(key);
    return full;
  }

  async function moveInto(from: string, target: string) {
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(from, target);
    } catch (err) {
      // Another file system (a data folder on one disk, the temporary file on another).
      if (!isCode(err, 'EXDEV')) throw err;
      await copyFile(from, target);
      await unlink(from);
    }
  }

  /** Removes the now empty folders between the file and the root. */
  async function pruneParents(file: string) {
    let dir = path.dirname(file);
    while (dir.startsWith(base + path.sep) && dir !== base) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }

  return {
    kind: 'disk',

    async put(key, body: Readable) {
      const target = resolve(key);
      await mkdir(tmpDir, { recursive: true });
      const temp = path.join(tmpDir, randomUUID());
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        const { size } = await stat(temp);
        await moveInto(temp, target);
        return { size };
      } catch (err) {
        await rm(temp, { force: true });
        throw err;
      }
    },

    async putFile(key, filePath) {
      const target = resolve(key);
      const { size } = await stat(filePath);
      await moveInto(filePath, target);
      return { size };
    },

    async get(key) {
      const file = resolve(key);
      try {
        const handle = await open(file, 'r');
        return handle.createReadStream();
      } catch (err) {
        if (isCode(err, 'ENOENT') || isCode(err, 'EISDIR')) throw new BlobNotFoundError(key);
        throw err;
      }
    },

    async delete(key) {
      const file = resolve(key);
      await rm(file, { force: true });
      await pruneParents(file);
    },

    async exists(key) {
      try {
        return (await stat(resolve(key))).isFile();
      } catch (err) {
        if (err instanceof InvalidBlobKeyError) throw err;
        return false;
      }
    },

    localPath: (key) => resolve(key),
  };
}

export const diskTemporaryFolder = (root: string) => path.join(path.resolve(root), TMP);
