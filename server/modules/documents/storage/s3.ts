// Documents in an S3-compatible bucket (AWS S3, MinIO, R2, ...), with the S3_* settings. Objects
// are written with their length known: a stream of unknown length is first spooled to a
// temporary file. Checksums are sent only when the operation requires them, which every
// S3-compatible service understands.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { holdTemporary, releaseTemporary, temporaryName } from '../../../lib/temporary';
import { assertValidKey, BlobNotFoundError, type BlobStore } from './types';

export interface S3StoreOptions {
  bucket: string;
  region: string;
  endpoint: string | null;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
  /** Where a stream of unknown length is spooled before it is sent. */
  tmpDir: string;
}

const notFound = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export function createS3Store(options: S3StoreOptions): BlobStore {
  const config: S3ClientConfig = {
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
  };
  const client = new S3Client(config);
  const Bucket = options.bucket;

  async function putFile(key: string, filePath: string, contentType: string) {
    assertValidKey(key);
    const { size } = await stat(filePath);
    await client.send(
      new PutObjectCommand({ Bucket, Key: key, Body: createReadStream(filePath), ContentLength: size, ContentType: contentType }),
    );
    return { size };
  }

  return {
    kind: 's3',

    async put(key, body: Readable, { contentType }) {
      assertValidKey(key);
      await mkdir(options.tmpDir, { recursive: true });
      const temp = path.join(options.tmpDir, temporaryName('s3'));
      holdTemporary(temp);
      try {
        await pipeline(body, createWriteStream(temp, { flags: 'wx' }));
        return await putFile(key, temp, contentType);
      } finally {
        await rm(temp, { force: true });
        releaseTemporary(temp);
      }
    },

    async putFile(key, filePath, { contentType }) {
      const result = await putFile(key, filePath, contentType);
      await rm(filePath, { force: true });
      return result;
    },

    async get(key) {
      assertValidKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!res.Body) throw new BlobNotFoundError(key);
        return res.Body as Readable;
      } catch (err) {
        if (notFound(err)) throw new BlobNotFoundError(key);
        throw err;
      }
    },

    async delete(key) {
      assertValidKey(key);
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
      } catch (err) {
        if (!notFound(err)) throw err;
      }
    },

    async exists(key) {
      assertValidKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },

    close: () => client.destroy(),
  };
}
