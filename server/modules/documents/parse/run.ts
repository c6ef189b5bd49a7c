// Parsing in isolation: each file is read in a worker thread with a memory limit and a timeout,
// so a hostile or huge file costs a worker, never the server. A small pool keeps the workers
// (and the tesseract worker inside each) warm between files.
//
//   const doc = await parseDocument('/data/uploads/abc.pdf', 'pdf');   // rejects with ParseFailure
//   await closeParsers();                                               // on shutdown / after tests
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { REASONS } from './limits';
import { terminateOcr } from './ocr';
import { parseFile, type ParseFileOptions } from './parse';
import { ParseFailure, type DocumentKind, type ParsedDocument } from './types';
import type { WorkerRequest, WorkerResponse } from './worker';

export interface ParseOptions extends ParseFileOptions {
  /** Time allowed for this file (ms); the pool's timeout otherwise (120 s by default). */
  timeoutMs?: number;
  /** Tests only: see WorkerRequest.simulate. */
  simulate?: WorkerRequest['simulate'];
}

export interface ParserPoolOptions {
  /** Worker threads kept (1 by default, or STEWARD_PARSE_WORKERS). */
  size?: number;
  /** Time allowed per file (ms), 120 s by default (or STEWARD_PARSE_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Heap limit of each worker (MB), 512 by default. */
  maxOldGenerationSizeMb?: number;
}

function envInt(name: string): number | undefined {
  const n = Number(process.env[name]);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

let config: Required<ParserPoolOptions> = {
  size: envInt('STEWARD_PARSE_WORKERS') ?? 1,
  timeoutMs: envInt('STEWARD_PARSE_TIMEOUT_MS') ?? 120_000,
  maxOldGenerationSizeMb: 512,
};

interface Job {
  id: number;
  request: WorkerRequest;
  timeoutMs: number;
  resolve: (doc: ParsedDocument) => void;
  reject: (e: ParseFailure) => void;
}

interface PoolWorker {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  gone: boolean;
}

const pool: PoolWorker[] = [];
const queue: Job[] = [];
let nextId = 1;
let entry: Promise<URL> | null = null;

/** Changes the pool's size, timeout or memory limit (workers already running keep theirs). */
export function configureParsers(options: ParserPoolOptions): void {
  config = {
    size: Math.max(1, Math.floor(options.size ?? config.size)),
    timeoutMs: options.timeoutMs ?? config.timeoutMs,
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? config.maxOldGenerationSizeMb,
  };
}

function repoRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(path.join(dir, 'package.json')) && existsSync(path.join(dir, 'node_modules'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return from;
    dir = up;
  }
}

/**
 * The worker's entry file. Bundled (dist/server/main.js): dist/server/parse-worker.js beside it.
 * From TypeScript sources (vitest, tsx): worker.ts compiled once by esbuild into
 * node_modules/.cache/steward-parse-worker/, where the external packages resolve.
 */
async function workerEntry(): Promise<URL> {
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(here)) {
    const bundled = new URL('./parse-worker.js', here);
    if (!existsSync(fileURLToPath(bundled))) throw new Error(`parse worker not found at ${fileURLToPath(bundled)}`);
    return bundled;
  }
  const dir = path.dirname(fileURLToPath(here));
  const root = repoRoot(dir);
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(dir, 'worker.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20.19',
    write: false,
    sourcemap: 'inline',
    logLevel: 'silent',
    absWorkingDir: root,
  });
  const code = result.outputFiles[0]?.text ?? '';
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const outDir = path.join(root, 'node_modules', '.cache', 'steward-parse-worker');
  const file = path.join(outDir, `worker-${hash}.mjs`);
  if (!existsSync(file)) {
    await mkdir(outDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, code);
    await rename(tmp, file);
    // Builds of earlier sources, left a day ago or more, go.
    const dayAgo = Date.now() - 86_400_000;
    for (const name of await readdir(outDir).catch(() => [] as string[])) {
      const old = path.join(outDir, name);
      if (old !== file && /^worker-[0-9a-f]{16}\.mjs$/.test(name)) {
        const info = await stat(old).catch(() => null);
        if (info && info.mtimeMs < dayAgo) await unlink(old).catch(() => {});
      }
    }
  }
  return pathToFileURL(file);
}

function settle(pw: PoolWorker, outcome: { doc: ParsedDocument } | { failure: ParseFailure }): void {
  const job = pw.job;
  if (pw.timer) clearTimeout(pw.timer);
  pw.timer = null;
  pw.job = null;
  if (!pw.gone) pw.worker.unref();
  if (job) {
    if ('doc' in outcome) job.resolve(outcome.doc);
    else job.reject(outcome.failure);
  }
}

function retire(pw: PoolWorker): void {
  if (pw.gone) return;
  pw.gone = true;
  const i = pool.indexOf(pw);
  if (i >= 0) pool.splice(i, 1);
  void pw.worker.terminate().catch(() => {});
}

async function spawn(): Promise<PoolWorker> {
  entry ??= workerEntry().catch((e: unknown) => {
    entry = null;
    throw e;
  });
  const url = await entry;
  const worker = new Worker(url, {
    resourceLimits: { maxOldGenerationSizeMb: config.maxOldGenerationSizeMb },
    execArgv: process.execArgv.filter((a) => a === '--enable-source-maps'),
  });
  const pw: PoolWorker = { worker, job: null, timer: null, gone: false };
  worker.unref();
  worker.on('message', (response: WorkerResponse) => {
    if (!pw.job || pw.job.id !== response.id) return;
    if (response.ok) settle(pw, { doc: response.doc });
    else settle(pw, { failure: new ParseFailure(response.reason) });
    dispatch();
  });
  // Out of memory (ERR_WORKER_OUT_OF_MEMORY) or a crash: the file cost this worker, nothing more.
  worker.on('error', () => {
    settle(pw, { failure: new ParseFailure(REASONS.tooComplex) });
    retire(pw);
    dispatch();
  });
  worker.on('exit', () => {
    if (pw.job) settle(pw, { failure: new ParseFailure(REASONS.tooComplex) });
    retire(pw);
    dispatch();
  });
  return pw;
}

let spawning = 0;
let generation = 0;

function run(pw: PoolWorker, job: Job): void {
  pw.job = job;
  pw.worker.ref();
  pw.timer = setTimeout(() => {
    settle(pw, { failure: new ParseFailure(REASONS.tooLong) });
    retire(pw);
    dispatch();
  }, job.timeoutMs);
  pw.worker.postMessage(job.request);
}

function dispatch(): void {
  while (queue.length > 0) {
    const idle = pool.find((pw) => !pw.job && !pw.gone);
    if (idle) {
      const job = queue.shift();
      if (job) run(idle, job);
      continue;
    }
    if (pool.length + spawning < config.size) {
      spawning++;
      const started = generation;
      spawn()
        .then((pw) => {
          spawning--;
          if (started !== generation) {
            // closeParsers() ran meanwhile.
            pw.gone = true;
            void pw.worker.terminate().catch(() => {});
            return;
          }
          pool.push(pw);
          dispatch();
        })
        .catch(() => {
          spawning--;
          // No worker could start: fail what is waiting rather than wait forever.
          for (const job of queue.splice(0)) job.reject(new ParseFailure(REASONS.unreadable));
        });
    }
    return;
  }
}

/**
 * Reads a document in a worker thread. Resolves with what was read; rejects with a ParseFailure
 * whose `reason` can be shown to the person (damaged, password-protected, too large, too slow).
 */
export function parseDocument(filePath: string, kind: DocumentKind, options: ParseOptions = {}): Promise<ParsedDocument> {
  const { timeoutMs, simulate, ...fileOptions } = options;
  return new Promise<ParsedDocument>((resolve, reject) => {
    const id = nextId++;
    const request: WorkerRequest = { id, filePath: path.resolve(filePath), kind, options: fileOptions };
    if (simulate) request.simulate = simulate;
    queue.push({ id, request, timeoutMs: timeoutMs ?? config.timeoutMs, resolve, reject });
    dispatch();
  });
}

/** The same parse in the current thread, without isolation: for debugging and scripts. */
export function parseDocumentInProcess(filePath: string, kind: DocumentKind, options: ParseFileOptions = {}): Promise<ParsedDocument> {
  return parseFile(filePath, kind, options);
}

/** Ends every worker (and this thread's OCR worker). Waiting files fail; later calls start new workers. */
export async function closeParsers(): Promise<void> {
  generation++;
  for (const job of queue.splice(0)) job.reject(new ParseFailure(REASONS.shutDown));
  const workers = pool.splice(0);
  for (const pw of workers) {
    settle(pw, { failure: new ParseFailure(REASONS.shutDown) });
    pw.gone = true;
  }
  await Promise.all(workers.map((pw) => pw.worker.terminate().catch(() => 0)));
  await terminateOcr();
}

/** How the pool stands (for benchmarks and health checks). */
export function parserPoolState(): { workers: number; busy: number; queued: number; threadIds: number[] } {
  return {
    workers: pool.length,
    busy: pool.filter((pw) => pw.job).length,
    queued: queue.length,
    threadIds: pool.map((pw) => pw.worker.threadId),
  };
}

export { ParseFailure } from './types';
export type { DocumentKind, ParsedDocument } from './types';
