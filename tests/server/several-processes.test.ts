// Several processes on one PostgreSQL (issue 14, findings 4 and 6): with shared document storage
// (S3, or one shared data folder) a process killed with SIGKILL mid-read leaves its document to
// the other, which reads it once the lease runs out and serves its download; a process whose
// storage is its own refuses to start, saying what to set. Real processes (the build), a real
// PostgreSQL and s3rver; the server-postgres project only.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/server-process.mjs';
import { listDocuments, organisationOf, receiptImage, settledDocuments, signIn, uploadDocument } from '../../scripts/steward-client.mjs';
import { randomToken } from '../../server/lib/crypto';
import { DEMO_OWNER, DEMO_PASSWORD, healthy, kill9, killAll, seed, startProcess, until, type Running } from '../process/processes';
import { startS3 } from './s3';

const onPostgres = process.env.STEWARD_TEST_DB === 'postgres';
const LEASE_SECONDS = 5;

afterAll(() => killAll());

async function freshDatabase(): Promise<{ url: string; query: (sql: string) => Promise<Record<string, unknown>[]>; close(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `steward_procs_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  let connected = false;
  return {
    url: url.toString(),
    async query(sql) {
      if (!connected) await client.connect();
      connected = true;
      return (await client.query(sql)).rows;
    },
    close: async () => {
      if (connected) await client.end();
    },
  };
}

/**
 * Two processes on one database with `storage` (per process), a photo read by one of them, that
 * one killed mid-read: the other reads the document within the lease and serves its download.
 */
async function killOneMidRead(storage: (i: number) => Record<string, string>) {
  const db = await freshDatabase();
  // (Two ports, never the same one twice.)
  const ports = [await freePort(), await freePort()];
  while (ports[1] === ports[0]) ports[1] = await freePort();
  // Behind one load balancer: one public address for both.
  const publicUrl = `http://localhost:${ports[0]}`;
  const common = { DATABASE_URL: db.url, PUBLIC_URL: publicUrl, DOCUMENT_JOB_LEASE_SECONDS: String(LEASE_SECONDS) };
  try {
    seed({ ...common, ...storage(0) });
    const servers: Running[] = ports.map((port, i) => startProcess({ ...common, ...storage(i), PORT: String(port) }));
    // (A port taken by another test between choosing it and binding it: that process again, on
    // another port. The public address stays the first port's, which the first process keeps.)
    for (let i = 0; i < servers.length; i++) {
      for (let attempt = 0; ; attempt++) {
        try {
          await healthy(ports[i]!, servers[i]);
          break;
        } catch (err) {
          if (attempt >= 2 || i === 0 || !/EADDRINUSE/.test(servers[i]!.output())) throw err;
          ports[i] = await freePort();
          servers[i] = startProcess({ ...common, ...storage(i), PORT: String(ports[i]) });
        }
      }
    }
    const bases = ports.map((port) => `http://localhost:${port}`);
    const token = (await signIn(bases[0]!, DEMO_OWNER, DEMO_PASSWORD)).access_token;
    const org = organisationOf(token);

    expect((await uploadDocument(bases[0]!, token, org, 'Receipt April.png', await receiptImage(24))).status).toBe(201);
    // Whoever claimed it (its worker id carries its pid) is killed while it reads.
    const claimedBy = await until(
      async () => (await db.query('select locked_by from document_jobs where locked_by is not null'))[0]?.locked_by as string | undefined,
      20_000,
      'the job to be claimed',
    );
    const reader = servers.findIndex((s) => claimedBy.split(':')[1] === String(s.child.pid));
    expect(reader).toBeGreaterThanOrEqual(0);
    await kill9(servers[reader]!);
    const killedAt = Date.now();
    expect((await listDocuments(bases[1 - reader]!, token, org))[0]!.status).toBe('processing');

    // The survivor takes it over once the lease has run out, and reads it.
    const other = bases[1 - reader]!;
    const [doc] = await settledDocuments(other, token, org, LEASE_SECONDS * 1000 + 45_000);
    expect(doc).toMatchObject({ file_name: 'Receipt April.png', status: 'ready' });
    expect(Date.now() - killedAt).toBeGreaterThanOrEqual(LEASE_SECONDS * 1000 - 1000);
    expect(await db.query('select * from document_jobs')).toEqual([]);
    expect((await db.query('select count(*)::int as n from documents'))[0]!.n).toBe(1);
    // The file is in the shared storage: the survivor serves it.
    const download = await fetch(`${other}${new URL(String(doc!.download_url)).pathname}${new URL(String(doc!.download_url)).search}`);
    expect(download.status).toBe(200);
    expect((await download.arrayBuffer()).byteLength).toBe(doc!.size);
    return { db, servers, common };
  } catch (err) {
    await db.close();
    throw err;
  }
}

describe.skipIf(!onPostgres)('several processes on one PostgreSQL', () => {
  it('with S3 (s3rver): one killed mid-read, the other reads its document within the lease', async () => {
    const s3 = await startS3();
    try {
      const { db } = await killOneMidRead(() => ({ ...s3.env, STEWARD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steward-proc-s3-')) }));
      await db.close();
    } finally {
      killAll();
      await s3.stop();
    }
  }, 120_000);

  it('with one shared data folder: the same; and a process with a folder of its own refuses to start, saying what to set', async () => {
    const shared = mkdtempSync(path.join(tmpdir(), 'steward-proc-shared-'));
    const { db, common } = await killOneMidRead(() => ({ STEWARD_DATA_DIR: shared }));
    try {
      const own = startProcess({ ...common, STEWARD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steward-proc-own-')), PORT: String(await freePort()) });
      expect(await own.exited).toBe(1);
      expect(own.output()).toContain('Steward cannot start: its document storage (files under');
      expect(own.output()).toContain('use S3_BUCKET, or one shared STEWARD_DATA_DIR/documents for all of them');
    } finally {
      killAll();
      await db.close();
    }
  }, 120_000);
});
