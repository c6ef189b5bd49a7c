// Receiving files from multipart bodies, for every route that takes them (documents, feedback
// screenshots, improvements, verification letters). formParts() reads the parts: a body that is
// not well-formed multipart is a 400 (never a 500), and a field or file name with a control
// character is refused as every other route refuses it (lib/input.ts). A file goes to a temporary file as it arrives (never whole in memory), hashed
// (SHA-256) and counted on the way, with its first bytes kept for the content checks. A file cut
// short by the size limit is marked `truncated`; a failed or aborted transfer leaves no temporary
// file behind. Answers sent before a body has fully arrived close their connection.
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from './errors';
import { hasControlCharacter, invalidCharacters } from './input';
import { temporaryName, type TemporaryFiles } from './temporary';

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
  track: TemporaryFiles,
  { maxBytes, headBytes }: ReceiveOptions,
): Promise<ReceivedFile> {
  await mkdir(dir, { recursive: true });
  // Named after this process and held by `track` until moved or removed: the sweep leaves it alone meanwhile.
  const file = path.join(dir, temporaryName('upload'));
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
    throw fromPart(stream, err);
  }
  const truncated = Boolean(stream.truncated) || size > maxBytes;
  if (truncated) {
    await rm(file, { force: true });
    track.delete(file);
  }
  return { path: file, size, sha256: hash.digest('hex'), head: Buffer.concat(head), truncated };
}

/** Reads a file part to its end without keeping it (a file refused before its contents matter); answers its size and SHA-256. */
export async function drain(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done();
        },
      }),
    );
  } catch (err) {
    throw fromPart(stream, err);
  }
  return { size, sha256: hash.digest('hex') };
}

/** An error a file part's own stream failed with is the parser's (the body ended inside the part, ...). */
const fromPart = (stream: Readable, err: unknown) => (stream.errored === err ? markMalformed(err) : err);

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

const MALFORMED = Symbol('malformed multipart body');

export const malformedForm = () => badRequest('The form could not be read: the body is not well-formed multipart/form-data.', 'malformed_form');

/**
 * An error met while reading a multipart body, in words: the plugin's own (FST_*: limits, not
 * multipart at all) are left for the route to put in its words, and the parser's (a missing
 * boundary, a part cut short, a malformed header) become malformedForm(). Anything else, such
 * as a full disk, is left as it is.
 */
export function formError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const e = err as { code?: unknown; statusCode?: unknown; [MALFORMED]?: boolean } | null;
  if (e && e[MALFORMED]) return malformedForm();
  return err;
}

const markMalformed = (err: unknown) => {
  const e = err as { code?: unknown; statusCode?: unknown; [MALFORMED]?: boolean } | null;
  // The parser's errors are plain Errors; the plugin's carry a code and a status, and the
  // system's (a full disk, met while writing) a code.
  if (e && typeof e === 'object' && e.code === undefined && e.statusCode === undefined) e[MALFORMED] = true;
  return err;
};

/**
 * The parts of a multipart body (req.parts()), each checked before the route sees it: field
 * names and file names without control characters, field values without any but tab and line
 * breaks. Errors of the parser itself, from here or from a file's stream, come out through
 * formError() as malformedForm().
 */
export async function* formParts(req: FastifyRequest, options: Parameters<FastifyRequest['parts']>[0]): AsyncGenerator<Multipart> {
  const parts = req.parts(options)[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let step: IteratorResult<Multipart>;
      try {
        step = await parts.next();
      } catch (err) {
        finished = true;
        throw formError(markMalformed(err));
      }
      if (step.done) {
        finished = true;
        return;
      }
      const part = step.value;
      if (hasControlCharacter(part.fieldname, 'name')) throw invalidCharacters('a form field name');
      if (part.type === 'field') {
        if (typeof part.value === 'string' && hasControlCharacter(part.value)) throw invalidCharacters(part.fieldname.slice(0, 100));
      } else {
        if (part.filename && hasControlCharacter(part.filename, 'name')) throw invalidCharacters('the file name');
        part.file.on('error', markMalformed);
      }
      yield part;
    }
  } finally {
    if (!finished) await parts.return?.(undefined).catch(() => undefined);
  }
}
