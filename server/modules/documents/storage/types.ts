// Where document files live, behind one interface: files under the data folder (disk.ts) or an
// S3-compatible bucket (s3.ts). Keys are relative paths made by the server from ids and a
// sanitised name (`{organization}/{document}/{safe name}`), never from user input alone.
import type { Readable } from 'node:stream';

export interface BlobStore {
  readonly kind: 'disk' | 's3';
  /** Stores the stream under `key`, replacing what was there, and answers its size in bytes. */
  put(key: string, body: Readable, options: { contentType: string }): Promise<{ size: number }>;
  /** Stores a local file under `key` (on disk the file is moved, not copied). */
  putFile(key: string, filePath: string, options: { contentType: string }): Promise<{ size: number }>;
  /** The stored bytes; BlobNotFoundError when there is nothing under `key`. */
  get(key: string): Promise<Readable>;
  /** Removes `key`; removing what is not there is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** A path to the file on this machine, when the store keeps files on disk. */
  localPath?(key: string): string;
  /** Releases connections (the S3 client's sockets). */
  close?(): void;
}

export class BlobNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no blob under ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

export class InvalidBlobKeyError extends Error {
  constructor(readonly key: string) {
    super(`invalid blob key: ${JSON.stringify(key.slice(0, 200))}`);
    this.name = 'InvalidBlobKeyError';
  }
}

/**
 * Refuses keys that could leave the store's root or confuse a file system: absolute paths,
 * segments starting with a dot ('..', '.', hidden names), empty segments, backslashes, control
 * characters, and very long keys.
 */
export function assertValidKey(key: string): void {
  const bad =
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > 1024 ||
    key.startsWith('/') ||
    /^[A-Za-z]:/.test(key) ||
    key.includes('\\') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f]/.test(key) ||
    key.split('/').some((segment) => segment === '' || segment.startsWith('.') || segment.length > 255);
  if (bad) throw new InvalidBlobKeyError(key);
}
