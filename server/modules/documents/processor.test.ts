// The processing job's mechanics, with parse functions the tests control: a parse failure fails
// the document at once and keeps its file; other errors are retried with backoff and then fail;
// a restart (or a crashed process's expired lock) resumes the job; two processes never run one
// job; a document deleted while it is parsed leaves nothing behind.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DocumentOptions, StewardApp } from '../../app';
import { documentChunks, documentJobs, documents, documentTables } from '../../db/schema';
import { createTestApp, testDatabase } from '../../../tests/server/harness';
import { deleteByName, fakeParsed, onboardedOwner, resultsOf, samples, until, uploadOne, type Organisation } from '../../../tests/server/documents';
import { ParseFailure, type ParsedDocument } from './parse/types';
import { createDocumentProcessor, GENERIC_FAILURE, rowText, splitPassage, type ParseFunction } from './processor';
import { readyTables, searchChunks } from './search';

let org: Organisation;
const apps: StewardApp[] = [];

async function appWith(documents: DocumentOptions, env: Record<string, string> = {}) {
  const app = await createTestApp({ documents, env });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  const setup = await createTestApp({ documents: { runJobs: false } });
  org = await onboardedOwner(setup);
  await setup.close();
}, 60_000);

afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await (await testDatabase()).db.delete(documents).where(eq(documents.organizationId, org.orgId));
});

afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

const rowOf = async (app: StewardApp, id: string) => (await app.steward.database.db.select().from(documents).where(eq(documents.id, id)))[0];
const jobOf = async (app: StewardApp, id: string) => (await app.steward.database.db.select().from(documentJobs).where(eq(documentJobs.documentId, id)))[0];

async function upload(app: StewardApp, name: string, content: Buffer = samples.pdf()) {
  const res = await uploadOne(app, org.token, org, { name, content });
  expect(res.statusCode, res.body).toBe(201);
  return resultsOf(res)[0]!.document!;
}

const settled = (app: StewardApp, id: string, timeoutMs = 10_000) =>
  until(async () => {
    const row = await rowOf(app, id);
    return row && row.status !== 'processing' ? row : null;
  }, timeoutMs);

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('a parse failure', () => {
  it('fails the document at once with the parser’s reason, and keeps the stored file', async () => {
    let calls = 0;
    const app = await appWith({
      parse: async () => {
        calls += 1;
        throw new ParseFailure('This PDF is password-protected. Remove the password and upload it again.');
      },
    });
    const doc = await upload(app, 'Locked.pdf');
    const row = await settled(app, doc.id);
    expect(row).toMatchObject({ status: 'failed', error: 'This PDF is password-protected. Remove the password and upload it again.' });
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(calls).toBe(1);
    expect(await jobOf(app, doc.id)).toBeUndefined();
    expect(await app.steward.documents.store.exists(doc.blob_name)).toBe(true);
    // The list shows it, with the reason.
    const list = await app.inject({
      method: 'GET',
      url: `/api/organization/agent/documents/list?organization_id=${org.orgId}&agent_id=${org.agentId}`,
      headers: { authorization: `Bearer ${org.token}` },
    });
    expect(list.json().documents[0]).toMatchObject({ file_name: 'Locked.pdf', status: 'failed', error: row.error });
  });

  it('is recognised across a worker boundary by its name and reason', async () => {
    const app = await appWith({
      parse: async () => {
        throw Object.assign(new Error('x'), { name: 'ParseFailure', reason: 'This spreadsheet is damaged and could not be read.' });
      },
    });
    const doc = await upload(app, 'Broken.xlsx', samples.xlsx());
    expect(await settled(app, doc.id)).toMatchObject({ status: 'failed', error: 'This spreadsheet is damaged and could not be read.' });
  });
});

describe('a transient error', () => {
  it('is retried after a backoff, and the document becomes ready', async () => {
    let calls = 0;
    const app = await appWith({
      backoffMs: [400, 400],
      parse: async (_file, kind) => {
        calls += 1;
        if (calls === 1) throw new Error('worker crashed');
        return fakeParsed(kind, 'second time lucky');
      },
    });
    const doc = await upload(app, 'Flaky.pdf');
    const waiting = await until(async () => {
      const job = await jobOf(app, doc.id);
      return job?.lastError ? job : null;
    });
    expect(waiting).toMatchObject({ attempts: 1, lastError: 'worker crashed', lockedBy: null, lockedUntil: null });
    expect(waiting.runAfter.getTime()).toBeGreaterThan(Date.now() + 100);
    expect((await rowOf(app, doc.id))!.status).toBe('processing');
    expect(await settled(app, doc.id)).toMatchObject({ status: 'ready', error: null });
    expect(calls).toBe(2);
    expect(await jobOf(app, doc.id)).toBeUndefined();
  });

  it('fails the document with a plain sentence after the last attempt, keeping the file', async () => {
    let calls = 0;
    const app = await appWith({
      backoffMs: [50, 50],
      parse: async () => {
        calls += 1;
        throw new Error('storage hiccup');
      },
    });
    const doc = await upload(app, 'Never.pdf');
    expect(await settled(app, doc.id)).toMatchObject({ status: 'failed', error: GENERIC_FAILURE });
    expect(GENERIC_FAILURE).toBe('We could not read this file. Please try uploading it again.');
    expect(calls).toBe(3);
    expect(await app.steward.documents.store.exists(doc.blob_name)).toBe(true);
  });
});

describe('durability', () => {
  it('resumes a job after a restart during processing', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'steward-restart-'));
    const started = deferred<void>();
    const first = await appWith(
      {
        parse: () => {
          started.resolve();
          return new Promise<ParsedDocument>(() => undefined); // hangs, like a process about to die
        },
      },
      { STEWARD_DATA_DIR: dataDir },
    );
    const doc = await upload(first, 'Interrupted.pdf');
    await started.promise;
    expect(await jobOf(first, doc.id)).toMatchObject({ attempts: 1, lockedBy: first.steward.documents.processor.workerId });
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    // Handed back on shutdown, the attempt not counted.
    expect(await jobOf(first, doc.id)).toMatchObject({ attempts: 0, lockedBy: null, lockedUntil: null });
    expect((await rowOf(first, doc.id))!.status).toBe('processing');

    const second = await appWith({ parse: async (_f, kind) => fakeParsed(kind, 'read after the restart') }, { STEWARD_DATA_DIR: dataDir });
    expect(await settled(second, doc.id)).toMatchObject({ status: 'ready' });
    const chunks = await second.steward.database.db.select().from(documentChunks).where(eq(documentChunks.documentId, doc.id));
    expect(chunks.map((c) => c.text)).toEqual(['read after the restart']);
  });

  it('takes over the job of a crashed process once its lock has expired, not before', async () => {
    const app = await appWith({ runJobs: false });
    const doc = await upload(app, 'Orphan.pdf');
    const db = app.steward.database.db;
    await db
      .update(documentJobs)
      .set({ attempts: 1, lockedBy: 'dead-host:1:deadbeef', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(documentJobs.documentId, doc.id));
    const processor = createDocumentProcessor({
      db,
      store: app.steward.documents.store,
      tmpDir: mkdtempSync(path.join(tmpdir(), 'steward-jobs-')),
      parse: async (_f, kind) => fakeParsed(kind),
    });
    expect(await processor.runOnce()).toBe(false);
    await db.update(documentJobs).set({ lockedUntil: new Date(Date.now() - 1000) }).where(eq(documentJobs.documentId, doc.id));
    expect(await processor.runOnce()).toBe(true);
    expect((await rowOf(app, doc.id))!.status).toBe('ready');
  });

  it('never runs one job in two processes, and a long job keeps its lock fresh', async () => {
    const app = await appWith({ runJobs: false });
    const docs = [];
    for (let i = 0; i < 6; i += 1) docs.push(await upload(app, `Shared-${i}.pdf`));
    const runs = new Map<string, number>();
    const parse: ParseFunction = async (file, kind) => {
      runs.set(file, (runs.get(file) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 400)); // longer than the lock
      return fakeParsed(kind);
    };
    const common = { db: app.steward.database.db, store: app.steward.documents.store, parse, lockMs: 150, pollMs: 20 };
    const a = createDocumentProcessor({ ...common, tmpDir: mkdtempSync(path.join(tmpdir(), 'steward-a-')) });
    const b = createDocumentProcessor({ ...common, tmpDir: mkdtempSync(path.join(tmpdir(), 'steward-b-')) });
    a.start();
    b.start();
    try {
      for (const doc of docs) expect(await settled(app, doc.id, 20_000)).toMatchObject({ status: 'ready' });
    } finally {
      await a.stop();
      await b.stop();
    }
    expect([...runs.values()]).toEqual([1, 1, 1, 1, 1, 1]);
  }, 30_000);
});

describe('after a process was killed mid-read (issue 14)', () => {
  const killed = async (app: StewardApp, name: string) => {
    const doc = await upload(app, name);
    // What `kill -9` during reading leaves: the job claimed, its lease not yet run out.
    await app.steward.database.db
      .update(documentJobs)
      .set({ attempts: 1, lockedBy: 'dead-host:1:deadbeef', lockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(documentJobs.documentId, doc.id));
    return doc;
  };

  it('on the embedded database, whose folder it holds alone, the next process reads it again at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'steward-killed-'));
    const before = await appWith({ runJobs: false }, { STEWARD_DATA_DIR: dataDir });
    const doc = await killed(before, 'Killed mid-read.pdf');
    const started = Date.now();
    const app = await createTestApp({ exclusive: true, env: { STEWARD_DATA_DIR: dataDir }, documents: { parse: async (_f, kind) => fakeParsed(kind, 'read again') } });
    apps.push(app);
    expect(await settled(app, doc.id, 5_000)).toMatchObject({ status: 'ready' });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('with several processes, another takes it over once the lease (at most 60 s) runs out, renewed meanwhile by a live reader', async () => {
    const app = await appWith({ runJobs: false });
    const doc = await killed(app, 'Killed elsewhere.pdf');
    const job = await jobOf(app, doc.id);
    expect(job!.lockedUntil!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    const processor = createDocumentProcessor({
      db: app.steward.database.db,
      store: app.steward.documents.store,
      tmpDir: mkdtempSync(path.join(tmpdir(), 'steward-jobs-')),
      parse: async (_f, kind) => fakeParsed(kind),
    });
    expect(await processor.runOnce()).toBe(false);
    await app.steward.database.db.update(documentJobs).set({ lockedUntil: new Date(Date.now() - 1) }).where(eq(documentJobs.documentId, doc.id));
    expect(await processor.runOnce()).toBe(true);
    expect((await rowOf(app, doc.id))!.status).toBe('ready');
  });

  it('claims with a lease of 60 s by default', async () => {
    const app = await appWith({ runJobs: false });
    const doc = await upload(app, 'Leased.pdf');
    let lease = 0;
    const processor = createDocumentProcessor({
      db: app.steward.database.db,
      store: app.steward.documents.store,
      tmpDir: mkdtempSync(path.join(tmpdir(), 'steward-jobs-')),
      parse: async (_f, kind) => {
        const job = await jobOf(app, doc.id);
        lease = job!.lockedUntil!.getTime() - Date.now();
        return fakeParsed(kind);
      },
    });
    expect(await processor.runOnce()).toBe(true);
    expect(lease).toBeGreaterThan(50_000);
    expect(lease).toBeLessThanOrEqual(60_000);
  });
});

describe('deleting while processing', () => {
  it('drops the parse result and leaves no rows behind', async () => {
    const started = deferred<void>();
    const release = deferred<void>();
    const app = await appWith({
      parse: async (_file, kind) => {
        started.resolve();
        await release.promise;
        return { ...fakeParsed(kind), tables: [{ name: 'T', headerRows: [], columns: ['A'], rows: [{ rowNumber: 1, label: 'x', isSubtotal: false, cells: ['x'] }] }] };
      },
    });
    const doc = await upload(app, 'Short-lived.pdf');
    await started.promise;
    expect((await deleteByName(app, org.token, org, 'Short-lived.pdf')).statusCode).toBe(200);
    release.resolve();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const db = app.steward.database.db;
    expect(await db.select().from(documents).where(eq(documents.id, doc.id))).toEqual([]);
    expect(await db.select().from(documentChunks).where(eq(documentChunks.documentId, doc.id))).toEqual([]);
    expect(await db.select().from(documentTables).where(eq(documentTables.documentId, doc.id))).toEqual([]);
    expect(await db.select().from(documentJobs).where(eq(documentJobs.documentId, doc.id))).toEqual([]);
    expect(await app.steward.documents.store.exists(doc.blob_name)).toBe(false);
  });
});

describe('what is stored', () => {
  it('keeps tables as tables and makes every row searchable, without NUL characters', async () => {
    const app = await appWith({
      parse: async (_file, kind) => ({
        kind,
        pages: 2,
        ocr: false,
        warnings: ['Rows after 5,000 were not read.'],
        fields: { merchant: 'Office\u0000 Depot', total: 48.5 },
        passages: [{ text: 'Riverbend Community Food Bank\u0000 budget narrative', heading: 'Overview', page: 1 }],
        tables: [
          {
            name: 'Budget',
            sheet: 'Budget',
            title: 'Operating Budget, Fiscal Year 2025',
            headerRows: [['Account', 'Description', 'FY2025 Budget']],
            columns: ['Account', 'Description', 'FY2025 Budget'],
            units: 'USD',
            rows: [
              { rowNumber: 5, label: 'Salaries and Wages', code: '5010', isSubtotal: false, cells: ['5010', 'Salaries and Wages', 412000] },
              { rowNumber: 14, label: 'Total Revenue', isSubtotal: true, cells: [null, 'Total Revenue', 1250000.5] },
            ],
          },
        ],
      }),
    });
    const doc = await upload(app, 'Budget.xlsx', samples.xlsx());
    expect(await settled(app, doc.id)).toMatchObject({
      status: 'ready',
      pages: 2,
      fields: { merchant: 'Office Depot', total: 48.5 },
      warnings: ['Rows after 5,000 were not read.'],
    });
    const db = app.steward.database.db;
    const tables = await db.select().from(documentTables).where(eq(documentTables.documentId, doc.id));
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ name: 'Budget', sheet: 'Budget', title: 'Operating Budget, Fiscal Year 2025', units: 'USD', columns: ['Account', 'Description', 'FY2025 Budget'] });
    expect((tables[0]!.rows as Array<{ label: string }>).map((r) => r.label)).toEqual(['Salaries and Wages', 'Total Revenue']);
    const chunks = await db.select().from(documentChunks).where(eq(documentChunks.documentId, doc.id)).orderBy(documentChunks.ordinal);
    expect(chunks.map((c) => c.text)).toEqual([
      'Riverbend Community Food Bank budget narrative',
      'Sheet Budget | 5010 Salaries and Wages | FY2025 Budget: 412,000 | (USD)',
      'Sheet Budget | Total Revenue | FY2025 Budget: 1,250,000.5 | (USD)',
    ]);
    expect(chunks[1]).toMatchObject({ tableId: tables[0]!.id, rowNumber: 5, sheet: 'Budget', heading: 'Operating Budget, Fiscal Year 2025' });

    const hits = await searchChunks(db, org.orgId, 'salaries wages budget');
    expect(hits[0]).toMatchObject({ documentId: doc.id, fileName: 'Budget.xlsx', rowNumber: 5, tableId: tables[0]!.id });
    expect(hits[0]!.text).toContain('412,000');
    // Words of the title find the rows too; 'any word' finds more than 'all words'.
    expect((await searchChunks(db, org.orgId, 'operating fiscal salaries')).map((h) => h.rowNumber)).toEqual([5]);
    expect(await searchChunks(db, org.orgId, 'salaries unicorns')).toEqual([]);
    expect((await searchChunks(db, org.orgId, 'salaries unicorns', 10, { anyWord: true })).map((h) => h.rowNumber)).toEqual([5]);
    // The table behind a row, for computing and citing.
    const [table] = await readyTables(db, org.orgId, { tableIds: [hits[0]!.tableId!] });
    expect(table).toMatchObject({ fileName: 'Budget.xlsx', name: 'Budget', title: 'Operating Budget, Fiscal Year 2025', columns: ['Account', 'Description', 'FY2025 Budget'] });
    expect(table!.rows.find((r) => r.label === 'Salaries and Wages')!.cells[2]).toBe(412000);
    expect(await readyTables(db, '00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await readyTables(db, org.orgId, { tableIds: [] })).toEqual([]);
    // Never another organisation's, and nothing for an empty query.
    expect(await searchChunks(db, '00000000-0000-4000-8000-000000000000', 'salaries')).toEqual([]);
    expect(await searchChunks(db, org.orgId, '   ')).toEqual([]);
    // The index is used by the same query on both databases.
    const plan = await db.execute(sql`explain select id from document_chunks where search_vector @@ websearch_to_tsquery('english', 'salaries')`);
    expect(JSON.stringify(plan)).toMatch(/document_chunks/);
  });
});

describe('helpers', () => {
  it('renders a row as one line of text', () => {
    const table = { name: 'Page 2, table 1', page: 2, columns: ['Line', 'June 30, 2025', 'June 30, 2024'] };
    expect(rowText(table, { rowNumber: 3, label: 'Cash and equivalents', isSubtotal: false, cells: ['Cash and equivalents', 184200, -1200.25] })).toBe(
      'Page 2, table 1 | Cash and equivalents | June 30, 2025: 184,200 | June 30, 2024: -1,200.25',
    );
    expect(rowText({ name: 'T', columns: [] }, { rowNumber: 1, label: '', isSubtotal: false, cells: ['a', null, 3] })).toBe('T | a | 3');
  });

  it('cuts long passages into searchable pieces at boundaries', () => {
    const text = Array.from({ length: 400 }, (_, i) => `Sentence number ${i} about the budget.`).join(' ');
    const pieces = splitPassage(text, 1000);
    expect(pieces.every((p) => p.length <= 1000)).toBe(true);
    expect(pieces.join(' ')).toBe(text);
  });
});
