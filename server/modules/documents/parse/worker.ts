// The parse worker thread's entry: reads one file at a time for run.ts and posts the result
// back as plain data. Built to dist/server/parse-worker.js (scripts/build-server.mjs); under
// vitest or tsx, run.ts compiles it with esbuild first.
import { parentPort } from 'node:worker_threads';
import { parseFile, type ParseFileOptions } from './parse';
import { REASONS } from './limits';
import { ParseFailure, type DocumentKind, type ParsedDocument } from './types';

export interface WorkerRequest {
  id: number;
  filePath: string;
  kind: DocumentKind;
  options?: ParseFileOptions;
  /** Tests only (honoured under vitest): make this job hang, crash the thread, or run out of memory. */
  simulate?: 'hang' | 'crash' | 'oom';
}

export type WorkerResponse =
  | { id: number; ok: true; doc: ParsedDocument }
  | { id: number; ok: false; reason: string; detail?: string };

function simulate(kind: WorkerRequest['simulate']): Promise<never> | undefined {
  if (!kind || !process.env.VITEST) return undefined;
  if (kind === 'hang') return new Promise<never>(() => {});
  if (kind === 'crash') {
    setImmediate(() => {
      throw new Error('simulated crash');
    });
    return new Promise<never>(() => {});
  }
  const hoard: number[][] = [];
  for (;;) hoard.push(new Array<number>(1_000_000).fill(1));
}

async function handle(request: WorkerRequest): Promise<WorkerResponse> {
  try {
    const simulated = simulate(request.simulate);
    if (simulated) await simulated;
    const doc = await parseFile(request.filePath, request.kind, request.options);
    return { id: request.id, ok: true, doc };
  } catch (e) {
    if (e instanceof ParseFailure) {
      const cause = e.cause instanceof Error ? e.cause.message : undefined;
      return { id: request.id, ok: false, reason: e.reason, ...(cause ? { detail: cause } : {}) };
    }
    return { id: request.id, ok: false, reason: REASONS.unreadable, detail: e instanceof Error ? e.message : String(e) };
  }
}

const port = parentPort;
if (port) {
  // A stray rejection inside a library must not end the thread (and the warm OCR worker with it):
  // the job's own promise still settles.
  process.on('unhandledRejection', () => {});
  port.on('message', (request: WorkerRequest) => {
    void handle(request).then((response) => port.postMessage(response));
  });
}
