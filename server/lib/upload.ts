// Receiving files from multipart bodies, for every route that takes them (documents, feedback
// screenshots). A file goes to a temporary file as it arrives (never whole in memory), hashed
// (SHA-256) and counted on the way, with its first bytes kept for the content checks. A file cut
// short by the size limit is marked `truncated`; a failed or aborted transfer leaves no temporary
// file behind. Answers sent before a body has fully arrived close their connection.
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';

export interface ReceivedFile {
  path: string;
  size: number;
  sha256: string;
  head: Buffer;
  /** The file went past the size limit and was cut short (its temporary file is already gone). */
  truncated: boolean;
}

export interface ReceiveOptions {
  /** Larger files are cut short: `truncated`, and nothing kept. */
  maxBytes: number;
  /** How many first bytes to keep in `head`. */
  headBytes: number;
}

/** Streams a file part to a new temporary file in `dir`, recorded in `track` until it is moved or removed. */
export async function receiveToTemp(
  stream: Readable & { truncated?: boolean },
  dir: string,
  track: Set<string>,
  { maxBytes, headBytes }: ReceiveOptions,
): Promise<ReceivedFile> {
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
      if (headLength < headBytes) {
        const piece = chunk.subarray(0, headBytes - headLength);
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
  const truncated = Boolean(stream.truncated) || size > maxBytes;
  if (truncated) {
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

/**
 * An onSend hook for upload routes: an answer sent before its body has fully arrived (a refusal,
 * a replayed Idempotency-Key, no token) closes its connection, since the rest of that body is not
 * wanted and the connection cannot carry another request until it has gone by.
 */
export function closeIfUnread(req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) {
  if (!req.raw.complete) reply.header('connection', 'close');
  done(null, payload);
}

/** After a refusal mid-body: what still arrives is read into the void until the connection closes (Node drains only bodies nobody started reading). */
export function discardRest(req: FastifyRequest) {
  const raw = req.raw;
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  raw.removeAllListeners('data');
  raw.resume();
}
