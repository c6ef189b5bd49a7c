// Processing as a durable job (issue 5, point 4). Every stored document has a document_jobs row
// until it is ready or failed. A runner in each server process claims one job at a time with
// `FOR UPDATE SKIP LOCKED` and a lease (60 s by default) that it renews while reading, so several
// processes never run the same job and a killed process's job is taken again by another within
// the lease; on the embedded database, whose data folder one process holds, a job left locked is
// taken up again at start (releaseAbandoned()). The parser's ParseFailure marks the document failed at once with its
// reason; anything else (a crash, a storage hiccup) is retried with backoff, then the document
// fails with a generic sentence. The stored file is never deleted by processing.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentChunks, documentJobs, documents, documentTables } from '../../db/schema';
import { holdTemporary, releaseTemporary, temporaryName } from '../../lib/temporary';
import type { BlobStore } from './storage';
import { ParseFailure, type DocumentKind, type ParsedDocument, type ParsedTable } from './parse/types';

/** parseDocument's shape (parse/run.ts): `fileName` is the name the person knows the file by (it names a CSV's table). */
export type ParseFunction = (filePath: string, kind: DocumentKind, options?: { timeoutMs?: number; fileName?: string }) => Promise<ParsedDocument>;

// The real parsers are loaded on first use: starting the server does not load pdf.js, OCR, ...
type ParserModule = { parseDocument: ParseFunction; closeParsers?: () => Promise<void> | void };
let parserModule: Promise<ParserModule> | null = null;
const loadParsers = () => {
  parserModule ??= (import('./parse/run') as Promise<ParserModule>).catch((err) => {
    parserModule = null;
    throw err;
  });
  return parserModule;
};

/** parseDocument from ./parse/run, loaded when the first job runs. */
export const defaultParse: ParseFunction = async (filePath, kind, options) => (await loadParsers()).parseDocument(filePath, kind, options);

/** Stops the parsers' workers, if they were started (process shutdown). */
export async function closeDefaultParsers(): Promise<void> {
  if (!parserModule) return;
  const loaded = await parserModule.catch(() => null);
  await loaded?.closeParsers?.();
}

/** What the person reads when a file still could not be processed after every retry. */
export const GENERIC_FAILURE = 'We could not read this file. Please try uploading it again.';

export interface ProcessorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface DocumentProcessorOptions {
  db: Db;
  store: BlobStore;
  /** Where a blob that is not on this machine's disk (S3) is downloaded for the parser. */
  tmpDir: string;
  parse?: ParseFunction;
  log?: ProcessorLogger;
  /** How often an idle runner looks for jobs (ms). */
  pollMs?: number;
  /** How long a claimed job stays locked without being renewed (ms); renewed every third of it. */
  lockMs?: number;
  /** Waits before the 2nd, 3rd, ... attempt (ms); attempts = backoff.length + 1. */
  backoffMs?: number[];
  /** Handed to the parser as its time limit. */
  parseTimeoutMs?: number;
  /** How long stop() waits for a running job before leaving it to the next process (ms). */
  stopGraceMs?: number;
}

export interface DocumentProcessor {
  readonly workerId: string;
  start(): void;
  /** Stops claiming; a job still running after the grace period is released for others. */
  stop(): Promise<void>;
  /** Looks for work now (after an upload) instead of at the next poll. */
  wake(): void;
  /** Claims and runs one job; false when there was none due. */
  runOnce(): Promise<boolean>;
  /**
   * Hands back every job locked by a process that is gone, now rather than when its lease runs
   * out: at start, when this process is the only one on the database. Answers how many.
   */
  releaseAbandoned(): Promise<number>;
}

const DEFAULTS = { pollMs: 1000, lockMs: 60_000, backoffMs: [5_000, 30_000, 120_000], parseTimeoutMs: 120_000, stopGraceMs: 2_000 };

const silent: ProcessorLogger = { info() {}, warn() {}, error() {} };

interface ClaimedJob {
  id: string;
  documentId: string;
  attempts: number;
}

const rowsOf = (result: unknown) => ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as Record<string, unknown>[];

export function isParseFailure(err: unknown): err is ParseFailure {
  if (err instanceof ParseFailure) return true;
  const e = err as { name?: unknown; reason?: unknown } | null;
  return e?.name === 'ParseFailure' && typeof e.reason === 'string' && e.reason.length > 0;
}

// ---------------------------------------------------------------------------------------------
// What is stored from a parsed document.

/** Postgres text and jsonb cannot hold NUL; a broken file's text sometimes does. */
const clean = (s: string) => s.replace(/\u0000/g, '');
function cleanValue<T>(value: T): T {
  if (typeof value === 'string') return clean(value) as T;
  if (Array.isArray(value)) return value.map(cleanValue) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[clean(k)] = cleanValue(v);
    return out as T;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return null as T;
  return value;
}

const MAX_CHUNK = 4000;

/** Long passages are cut at paragraph, line or word boundaries into searchable pieces. */
export function splitPassage(text: string, max = MAX_CHUNK): string[] {
  const pieces: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = Math.max(window.lastIndexOf('\n\n'), window.lastIndexOf('\n'));
    if (cut < max / 2) cut = window.lastIndexOf(' ');
    if (cut < max / 2) cut = max;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 });

/** A table row as one line of text, e.g. 'Sheet Budget | 5010 Salaries and Wages | FY2025 Budget: 412,000 | ...'. */
export function rowText(table: Pick<ParsedTable, 'name' | 'sheet' | 'page' | 'columns' | 'units'>, row: ParsedTable['rows'][number]): string {
  const parts: string[] = [];
  if (table.sheet) parts.push(`Sheet ${table.sheet}`);
  else if (table.page && !(table.name ?? '').startsWith(`Page ${table.page}`)) parts.push(`Page ${table.page}`);
  if (table.name && table.name !== table.sheet) parts.push(table.name);
  const label = (row.label ?? '').trim();
  const title = [row.code && !label.startsWith(row.code) ? row.code : '', label].filter(Boolean).join(' ');
  if (title) parts.push(title);
  row.cells.forEach((cell, i) => {
    if (cell === null || cell === undefined) return;
    const text = typeof cell === 'number' ? numberFormat.format(cell) : String(cell).trim();
    if (!text || text === label || text === row.code) return;
    const column = (table.columns[i] ?? '').trim();
    parts.push(column ? `${column}: ${text}` : text);
  });
  if (table.units) parts.push(`(${table.units})`);
  return parts.join(' | ');
}

async function saveParsed(db: Db, job: ClaimedJob, workerId: string, organizationId: string, parsed: ParsedDocument): Promise<boolean> {
  const doc = cleanValue(parsed);
  return db.transaction(async (tx) => {
    // Still ours? (Deleted with its document, or taken over after our lock expired: then not.)
    const owned = await tx
      .delete(documentJobs)
      .where(and(eq(documentJobs.id, job.id), eq(documentJobs.lockedBy, workerId)))
      .returning({ id: documentJobs.id });
    if (!owned.length) return false;
    const now = new Date();
    const updated = await tx
      .update(documents)
      .set({
        status: 'ready',
        error: null,
        fields: doc.fields ?? {},
        pages: typeof doc.pages === 'number' && Number.isInteger(doc.pages) ? doc.pages : null,
        warnings: doc.warnings ?? [],
        ocr: Boolean(doc.ocr),
        processedAt: now,
        updatedAt: now,
      })
      .where(eq(documents.id, job.documentId))
      .returning({ id: documents.id });
    if (!updated.length) return false;
    await tx.delete(documentChunks).where(eq(documentChunks.documentId, job.documentId));
    await tx.delete(documentTables).where(eq(documentTables.documentId, job.documentId));

    const chunks: (typeof documentChunks.$inferInsert)[] = [];
    for (const passage of doc.passages ?? []) {
      for (const text of splitPassage(passage.text ?? '')) {
        chunks.push({
          documentId: job.documentId,
          organizationId,
          ordinal: chunks.length,
          text,
          page: passage.page ?? null,
          sheet: passage.sheet ?? null,
          heading: passage.heading ?? null,
        });
      }
    }
    for (const [ordinal, table] of (doc.tables ?? []).entries()) {
      const stored = (
        await tx
          .insert(documentTables)
          .values({
            documentId: job.documentId,
            organizationId,
            ordinal,
            name: table.name || `Table ${ordinal + 1}`,
            sheet: table.sheet ?? null,
            page: table.page ?? null,
            headerRows: table.headerRows ?? [],
            columns: table.columns ?? [],
            rows: table.rows ?? [],
            units: table.units ?? null,
            title: table.title ?? null,
          })
          .returning({ id: documentTables.id })
      )[0]!;
      for (const row of table.rows ?? []) {
        const text = rowText(table, row);
        if (!text.trim()) continue;
        chunks.push({
          documentId: job.documentId,
          organizationId,
          ordinal: chunks.length,
          text: text.slice(0, 20_000),
          page: table.page ?? null,
          sheet: table.sheet ?? null,
          // The table's title (or name) is searchable with each of its rows.
          heading: table.title || table.name || null,
          tableId: stored.id,
          rowNumber: row.rowNumber,
        });
      }
    }
    for (let i = 0; i < chunks.length; i += 500) await tx.insert(documentChunks).values(chunks.slice(i, i + 500));
    return true;
  });
}

// ---------------------------------------------------------------------------------------------

export function createDocumentProcessor(options: DocumentProcessorOptions): DocumentProcessor {
  const { db, store } = options;
  const parse = options.parse ?? defaultParse;
  const log = options.log ?? silent;
  const pollMs = options.pollMs ?? DEFAULTS.pollMs;
  const lockMs = options.lockMs ?? DEFAULTS.lockMs;
  const backoffMs = options.backoffMs ?? DEFAULTS.backoffMs;
  const maxAttempts = backoffMs.length + 1;
  const parseTimeoutMs = options.parseTimeoutMs ?? DEFAULTS.parseTimeoutMs;
  const stopGraceMs = options.stopGraceMs ?? DEFAULTS.stopGraceMs;
  const workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobsDir = path.join(options.tmpDir, 'jobs');

  let stopped = true;
  /** stop() was called (runOnce() used on its own, without start(), is not stopped). */
  let stopRequested = false;
  let timer: NodeJS.Timeout | null = null;
  let loop: Promise<void> | null = null;
  let again = false;
  let current: ClaimedJob | null = null;

  async function claim(): Promise<ClaimedJob | null> {
    const result = await db.execute(sql`
      update document_jobs
         set attempts = attempts + 1,
             locked_until = now() + ${lockMs} * interval '1 millisecond',
             locked_by = ${workerId}
       where id = (
         select id from document_jobs
          where run_after <= now() and (locked_until is null or locked_until < now())
          order by run_after, created_at
          limit 1
          for update skip locked
       )
      returning id, document_id, attempts`);
    const row = rowsOf(result)[0];
    return row ? { id: String(row.id), documentId: String(row.document_id), attempts: Number(row.attempts) } : null;
  }

  async function heartbeat(job: ClaimedJob) {
    await db.execute(sql`
      update document_jobs set locked_until = now() + ${lockMs} * interval '1 millisecond'
       where id = ${job.id} and locked_by = ${workerId}`);
  }

  /** Ends the job with the document failed (no more attempts). */
  async function fail(job: ClaimedJob, reason: string) {
    await db.transaction(async (tx) => {
      const owned = await tx
        .delete(documentJobs)
        .where(and(eq(documentJobs.id, job.id), eq(documentJobs.lockedBy, workerId)))
        .returning({ id: documentJobs.id });
      if (!owned.length) return;
      const now = new Date();
      await tx
        .update(documents)
        .set({ status: 'failed', error: clean(reason).slice(0, 1000), processedAt: now, updatedAt: now })
        .where(eq(documents.id, job.documentId));
    });
  }

  async function retryLater(job: ClaimedJob, err: unknown) {
    const wait = backoffMs[Math.min(job.attempts - 1, backoffMs.length - 1)] ?? 0;
    const message = clean(err instanceof Error ? err.message : String(err)).slice(0, 1000);
    await db.execute(sql`
      update document_jobs
         set run_after = now() + ${wait} * interval '1 millisecond', locked_until = null, locked_by = null, last_error = ${message}
       where id = ${job.id} and locked_by = ${workerId}`);
  }

  /** The blob as a file the parser can open: the stored file itself on disk, a download otherwise. */
  async function localFile(blobName: string): Promise<{ path: string; cleanup: () => Promise<void> }> {
    if (store.localPath) {
      if (!(await store.exists(blobName))) throw new Error(`the stored file ${blobName} is missing`);
      return { path: store.localPath(blobName), cleanup: async () => {} };
    }
    await mkdir(jobsDir, { recursive: true });
    const file = path.join(jobsDir, temporaryName('job', path.extname(blobName)));
    holdTemporary(file);
    const cleanup = async () => {
      await rm(file, { force: true });
      releaseTemporary(file);
    };
    try {
      await pipeline(await store.get(blobName), createWriteStream(file, { flags: 'wx' }));
    } catch (err) {
      await cleanup();
      throw err;
    }
    return { path: file, cleanup };
  }

  async function handle(job: ClaimedJob) {
    const doc = (
      await db
        .select({ id: documents.id, organizationId: documents.organizationId, kind: documents.kind, blobName: documents.blobName, fileName: documents.fileName })
        .from(documents)
        .where(eq(documents.id, job.documentId))
        .limit(1)
    )[0];
    if (!doc) {
      await db.delete(documentJobs).where(eq(documentJobs.id, job.id));
      return;
    }
    let local: Awaited<ReturnType<typeof localFile>> | null = null;
    const started = Date.now();
    try {
      local = await localFile(doc.blobName);
      const parsed = await parse(local.path, doc.kind, { timeoutMs: parseTimeoutMs, fileName: doc.fileName });
      // The downloaded copy goes before the document is marked ready: nothing is left behind once it is.
      await local.cleanup().catch(() => undefined);
      local = null;
      // Stopped meanwhile: the job was handed back (or its lock will expire); another run stores it.
      if (stopRequested) return;
      const saved = await saveParsed(db, job, workerId, doc.organizationId, parsed);
      log.info({ documentId: doc.id, kind: doc.kind, ms: Date.now() - started, saved, attempt: job.attempts }, 'document processed');
    } catch (err) {
      // The parsers shut down with the process: not the file's fault, and no longer our job.
      if (stopRequested) return;
      if (isParseFailure(err)) {
        log.info({ documentId: doc.id, kind: doc.kind, reason: err.reason }, 'document could not be read');
        await fail(job, err.reason);
      } else if (job.attempts >= maxAttempts) {
        log.error({ documentId: doc.id, kind: doc.kind, err, attempt: job.attempts }, 'document processing failed for good');
        await fail(job, GENERIC_FAILURE);
      } else {
        log.warn({ documentId: doc.id, kind: doc.kind, err, attempt: job.attempts }, 'document processing failed; will retry');
        await retryLater(job, err);
      }
    } finally {
      await local?.cleanup().catch(() => undefined);
    }
  }

  async function runOnce(): Promise<boolean> {
    const job = await claim();
    if (!job) return false;
    current = job;
    const beat = setInterval(() => void heartbeat(job).catch(() => undefined), Math.max(50, Math.floor(lockMs / 3)));
    beat.unref();
    try {
      await handle(job);
    } finally {
      clearInterval(beat);
      current = null;
    }
    return true;
  }

  function schedule(ms: number) {
    if (stopped || loop) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      loop = drain().finally(() => {
        loop = null;
        schedule(again ? 0 : pollMs);
        again = false;
      });
    }, ms);
    timer.unref();
  }

  async function drain() {
    try {
      while (!stopped && (await runOnce())) {
        // Keep going while there is work.
      }
    } catch (err) {
      if (!stopped) log.error({ err }, 'document job runner error');
    }
  }

  return {
    workerId,
    start() {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
      schedule(0);
    },
    async stop() {
      stopped = true;
      stopRequested = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (loop) {
        const running = loop;
        await Promise.race([running, new Promise((resolve) => setTimeout(resolve, stopGraceMs).unref())]);
      }
      const job = current;
      if (job) {
        // Still running (a long parse): hand it back now rather than when the lock expires. The
        // attempt does not count. Its result, if it ever comes, is dropped (the lock is no longer ours).
        await db
          .execute(sql`
            update document_jobs set locked_until = null, locked_by = null, attempts = greatest(attempts - 1, 0)
             where id = ${job.id} and locked_by = ${workerId}`)
          .catch((err) => log.warn({ err }, 'could not release a running document job'));
      }
    },
    wake() {
      if (stopped) return;
      if (loop) again = true;
      else schedule(0);
    },
    runOnce,
    async releaseAbandoned() {
      const result = await db.execute(sql`
        update document_jobs set locked_until = null, locked_by = null
         where locked_by is not null and locked_by <> ${workerId}
        returning id`);
      return rowsOf(result).length;
    },
  };
}
