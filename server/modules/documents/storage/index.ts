// The store the configuration asks for: disk by default, S3 when S3_BUCKET is set.
import path from 'node:path';
import type { Config } from '../../../config';
import { createDiskStore } from './disk';
import { createS3Store } from './s3';
import type { BlobStore } from './types';

export { BlobNotFoundError, InvalidBlobKeyError, assertValidKey, type BlobStore } from './types';
export { createDiskStore, diskTemporaryFolder } from './disk';
export { createS3Store } from './s3';

/** Temporary files of uploads and jobs live under the data folder, never in memory. */
export const temporaryFolder = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'tmp');

export function createBlobStore(config: Pick<Config, 'storage' | 'dataDir'>): BlobStore {
  const storage = config.storage;
  if (storage.kind === 'disk') return createDiskStore(storage.dir);
  return createS3Store({ ...storage, tmpDir: temporaryFolder(config) });
}
