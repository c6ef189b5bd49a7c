// An uploaded file goes to a temporary file under the data folder as it arrives (never whole in
// memory), hashed (SHA-256) and counted on the way, with its first bytes kept for the content
// checks. A file cut short by the size limit is marked `truncated`; a failed or aborted transfer
// leaves no temporary file behind.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MAX_FILE_BYTES } from '../../../contracts/documents-constants';
import { HEAD_BYTES } from './checks';

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  head: Buffer;
  /** The file went past the size limit and was cut short (its temporary file is already gone). */
  truncated: boolean;
}

export async function receiveToTemp(stream: Readable & { truncated?: boolean }, dir: string, track: Set<string>): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `upload-${randomUUID()}`);
  track.add(file);
  const hash = createHash('sha256');
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headLength);
        head.push(Buffer.from(piece));
        headLength += piece.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, tap, createWriteStream(file, { flags: 'wx' }));
  } catch (err) {
    await rm(file, { force: true });
    track.delete(file);
    throw err;
  }
  const truncated = Boolean(stream.truncated);
  if (truncated || size > MAX_FILE_BYTES) {
    await rm(file, { force: true });
    track.delete(file);
  }
  return { path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(head), truncated };
}

/** Reads a file part to its end without keeping it (a file refused before its contents matter). */
export async function drain(stream: Readable): Promise<void> {
  await pipeline(
    stream,
    new Writable({
      write(_chunk, _encoding, done) {
        done();
      },
    }),
  );
}
