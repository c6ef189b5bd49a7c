// The whole document flow with S3 settings, against a local S3-compatible server (s3rver):
// upload → processing (the job downloads the object to a temporary file) → list → download →
// delete, with nothing of the documents on the local disk.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { StewardApp } from '../../app';
import { createTestApp } from '../../../tests/server/harness';
import { startS3 } from '../../../tests/server/s3';
import {
  deleteByName,
  fakeParsed,
  listDocuments,
  onboardedOwner,
  pathOf,
  resultsOf,
  samples,
  uploadMany,
  uploadOne,
  waitForProcessed,
  type Organisation,
} from '../../../tests/server/documents';
import { createS3Store } from './storage';

let s3: Awaited<ReturnType<typeof startS3>>;
let app: StewardApp;
let org: Organisation;
const parsedFiles: string[] = [];

beforeAll(async () => {
  s3 = await startS3();
  app = await createTestApp({
    env: s3.env,
    documents: {
      parse: async (file, kind) => {
        parsedFiles.push(file);
        return fakeParsed(kind, `read from ${path.basename(file)}`);
      },
    },
  });
  org = await onboardedOwner(app);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await s3?.stop();
});

describe('documents in an S3-compatible bucket', () => {
  it('uses the S3 store when S3_BUCKET is set', () => {
    expect(app.steward.documents.store.kind).toBe('s3');
    expect(app.steward.documents.store.localPath).toBeUndefined();
  });

  it('uploads, processes, lists, downloads and deletes', async () => {
    const up = await uploadOne(app, org.token, org, { name: 'Budget FY2025.csv', content: samples.csv(), key: 's3-flow-key-1' });
    expect(up.statusCode, up.body).toBe(201);
    const doc = resultsOf(up)[0]!.document!;

    // The object is in the bucket, as stored.
    const bucket = createS3Store({ ...s3.options, tmpDir: path.join(s3.directory, 'spool') });
    try {
      expect(await text(await bucket.get(doc.blob_name))).toBe(samples.csv().toString());
    } finally {
      bucket.close?.();
    }

    const many = await uploadMany(app, org.token, org, [
      { name: 'Letter.pdf', content: samples.pdf() },
      { name: 'fake.png', content: samples.jpg() },
    ]);
    expect(resultsOf(many).map((r) => r.status)).toEqual(['success', 'failure']);

    const processed = await waitForProcessed(app, org.token, org, ['Budget FY2025.csv', 'Letter.pdf']);
    expect(processed.map((d) => d.status)).toEqual(['ready', 'ready']);
    // The job read a downloaded copy, then removed it.
    expect(parsedFiles.length).toBe(2);
    for (const file of parsedFiles) expect(existsSync(file)).toBe(false);

    const listed = await listDocuments(app, org.token, org);
    expect(listed.map((d) => d.file_name)).toEqual(['Budget FY2025.csv', 'Letter.pdf']);
    const download = await app.inject({ method: 'GET', url: pathOf(listed[0]!.download_url) });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(samples.csv().toString());
    expect(download.headers['content-disposition']).toContain('attachment');

    const del = await deleteByName(app, org.token, org, 'Budget FY2025.csv');
    expect(del.statusCode).toBe(200);
    expect(await app.steward.documents.store.exists(doc.blob_name)).toBe(false);
    expect((await app.inject({ method: 'GET', url: pathOf(listed[0]!.download_url) })).statusCode).toBe(404);
    expect((await listDocuments(app, org.token, org)).map((d) => d.file_name)).toEqual(['Letter.pdf']);

    // Nothing of the documents lives on the local disk.
    const dataDir = path.dirname(path.dirname(parsedFiles[0]!)).replace(/[\\/]tmp$/, '');
    expect(existsSync(path.join(dataDir, 'documents'))).toBe(false);
    expect(readdirSync(path.join(dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('refuses over-limit and mismatched files with S3 too, keeping nothing in the bucket', async () => {
    const before = (await listDocuments(app, org.token, org)).length;
    const res = await uploadOne(app, org.token, org, { name: 'evil.pdf', content: samples.exe() });
    expect(res.statusCode).toBe(415);
    expect((await listDocuments(app, org.token, org)).length).toBe(before);
  });
});
