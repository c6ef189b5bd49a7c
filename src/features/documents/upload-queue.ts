// The durable upload queue (DESIGN.md section 7): every chosen file is written to IndexedDB (the
// Blob itself, its configuration, an idempotency key and its state) before any upload starts, so
// a reload, a closed tab or a lost network loses nothing. A flush uploads what is waiting, one
// file at a time, with real progress; the server then processes each file, and the queue follows
// it to ready (completed) or failed. Nothing leaves the queue unless the person removes it.
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

export type QueueStatus = 'queued' | 'uploading' | 'processing' | 'completed' | 'failed';

export interface QueuedUpload {
  id: string;
  /** Sent as Idempotency-Key: an automatic retry can never store the file twice. */
  idempotencyKey: string;
  organizationId: string;
  agentId: string;
  file: Blob;
  originalName: string;
  /** The name it is uploaded under (the dialog's final name). */
  fileName: string;
  size: number;
  category: string;
  subCategory: string | null;
  fiscalYear: number | null;
  status: QueueStatus;
  /** 0-100 while uploading. */
  progress: number;
  error: string | null;
  /** The server's document, once uploaded. */
  documentId: string | null;
  attempts: number;
  createdAt: number;
  updatedAt: number;
}

export type NewUpload = Pick<
  QueuedUpload,
  'organizationId' | 'agentId' | 'file' | 'originalName' | 'fileName' | 'category' | 'subCategory' | 'fiscalYear'
>;

/** What the server says about a document (the list call). */
export interface ServerDocumentStatus {
  id: string;
  status: 'processing' | 'ready' | 'failed';
  error?: string | null;
}

export type UploadOutcome =
  | { kind: 'uploaded'; document: ServerDocumentStatus }
  /** No network (or the server unreachable): stays queued for the next flush. */
  | { kind: 'offline' }
  /** The server refused the file: failed, with its words. */
  | { kind: 'refused'; message: string }
  /** A transient server error: stays queued, tried again on the next flush. */
  | { kind: 'retry'; message: string };

export interface Transport {
  upload(item: QueuedUpload, onProgress: (percent: number) => void): Promise<UploadOutcome>;
}

export const UPLOAD_FAILED_MESSAGE = 'Upload failed';
/** Transient failures in a row before a file is marked failed (Retry starts again). */
export const MAX_ATTEMPTS = 5;

const newId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface UploadQueue {
  /** Writes the files to the queue (before anything is sent) and returns them. */
  add(files: NewUpload[]): Promise<QueuedUpload[]>;
  all(): Promise<QueuedUpload[]>;
  /** The person deletes a queued or failed file (or clears a completed one). */
  remove(id: string): Promise<void>;
  /**
   * A failed file goes back to the queue with its attempts reset and a new idempotency key (the
   * failed attempt stored nothing; a file that failed in processing must be deleted first).
   */
  retry(id: string): Promise<void>;
  /** Uploads every queued file, one at a time; concurrent calls share one run. */
  flush(): Promise<void>;
  /** Follows processing files with the server's statuses. */
  reconcile(documents: ServerDocumentStatus[]): Promise<void>;
  /** Called with the whole queue after every change. */
  subscribe(listener: (items: QueuedUpload[]) => void): () => void;
  /** Files waiting to be uploaded or still uploading (the bottom navigation's badge). */
  pendingCount(items: QueuedUpload[]): number;
}

export interface QueueOptions {
  transport: Transport;
  store?: UseStore;
  isOnline?: () => boolean;
  now?: () => number;
}

let defaultStore: UseStore | null = null;
/** The queue's own IndexedDB store. */
export const uploadStore = () => (defaultStore ??= createStore('steward-uploads', 'queue'));

export const isPending = (item: QueuedUpload) => item.status === 'queued' || item.status === 'uploading';

export function createUploadQueue({ transport, store = uploadStore(), isOnline = () => navigator.onLine, now = Date.now }: QueueOptions): UploadQueue {
  const listeners = new Set<(items: QueuedUpload[]) => void>();
  let running: Promise<void> | null = null;
  // Progress events are many: keep them in memory and write the row when the state changes.
  const progress = new Map<string, number>();

  const all = async () => {
    const rows = (await entries<string, QueuedUpload>(store)).map(([, v]) => ({ ...v, progress: progress.get(v.id) ?? v.progress }));
    return rows.sort((a, b) => a.createdAt - b.createdAt);
  };
  const notify = async () => {
    if (!listeners.size) return;
    const items = await all();
    for (const l of listeners) l(items);
  };
  const update = async (id: string, patch: Partial<QueuedUpload>) => {
    const row = await get<QueuedUpload>(id, store);
    if (!row) return null;
    const next = { ...row, ...patch, updatedAt: now() };
    await set(id, next, store);
    return next;
  };

  async function uploadOne(item: QueuedUpload): Promise<'continue' | 'stop'> {
    await update(item.id, { status: 'uploading', progress: 0, error: null });
    progress.set(item.id, 0);
    await notify();
    let outcome: UploadOutcome;
    try {
      outcome = await transport.upload(item, (percent) => {
        progress.set(item.id, Math.max(0, Math.min(100, Math.round(percent))));
        void notify();
      });
    } catch (err) {
      outcome = { kind: 'retry', message: err instanceof Error ? err.message : UPLOAD_FAILED_MESSAGE };
    }
    progress.delete(item.id);
    switch (outcome.kind) {
      case 'uploaded': {
        const { document } = outcome;
        const status: QueueStatus = document.status === 'ready' ? 'completed' : document.status === 'failed' ? 'failed' : 'processing';
        await update(item.id, { status, progress: 100, documentId: document.id, error: status === 'failed' ? (document.error ?? UPLOAD_FAILED_MESSAGE) : null });
        return 'continue';
      }
      case 'offline':
        await update(item.id, { status: 'queued', progress: 0 });
        return 'stop';
      case 'refused':
        await update(item.id, { status: 'failed', progress: 0, error: outcome.message || UPLOAD_FAILED_MESSAGE });
        return 'continue';
      case 'retry': {
        const attempts = item.attempts + 1;
        await update(item.id, attempts >= MAX_ATTEMPTS
          ? { status: 'failed', progress: 0, attempts, error: outcome.message || UPLOAD_FAILED_MESSAGE }
          : { status: 'queued', progress: 0, attempts });
        return attempts >= MAX_ATTEMPTS ? 'continue' : 'stop';
      }
    }
  }

  async function run() {
    // A file left 'uploading' by a closed page is queued again: its idempotency key makes that safe.
    for (const item of await all()) if (item.status === 'uploading') await update(item.id, { status: 'queued', progress: 0 });
    for (;;) {
      if (!isOnline()) break;
      const next = (await all()).find((i) => i.status === 'queued');
      if (!next) break;
      const result = await uploadOne(next);
      await notify();
      if (result === 'stop') break;
    }
  }

  return {
    async add(files) {
      const t = now();
      const items = files.map<QueuedUpload>((f, i) => ({
        ...f,
        id: newId(),
        idempotencyKey: newId(),
        size: f.file.size,
        status: 'queued',
        progress: 0,
        error: null,
        documentId: null,
        attempts: 0,
        createdAt: t + i,
        updatedAt: t + i,
      }));
      for (const item of items) await set(item.id, item, store);
      await notify();
      return items;
    },
    all,
    async remove(id) {
      await del(id, store);
      progress.delete(id);
      await notify();
    },
    async retry(id) {
      await update(id, { status: 'queued', progress: 0, error: null, attempts: 0, documentId: null, idempotencyKey: newId() });
      await notify();
    },
    flush() {
      running ??= run().finally(() => {
        running = null;
      });
      return running;
    },
    async reconcile(documents) {
      const byId = new Map(documents.map((d) => [d.id, d]));
      let changed = false;
      for (const item of await all()) {
        if (item.status !== 'processing' || !item.documentId) continue;
        const doc = byId.get(item.documentId);
        if (!doc) {
          // Deleted on the server meanwhile (by someone else): nothing left to follow.
          await update(item.id, { status: 'failed', error: 'This file was removed from the server.' });
          changed = true;
        } else if (doc.status !== 'processing') {
          await update(item.id, doc.status === 'ready' ? { status: 'completed', error: null } : { status: 'failed', error: doc.error ?? UPLOAD_FAILED_MESSAGE });
          changed = true;
        }
      }
      if (changed) await notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pendingCount: (items) => items.filter(isPending).length,
  };
}
