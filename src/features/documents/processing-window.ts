// The processing window (spec part 2, sections 2, 4 and 9): after any upload, five minutes in
// which documents are being made ready, shown as an mm:ss countdown. Steward knows when each
// document is ready, so the window also ends as soon as every document of the upload is ready or
// failed; the five minutes stay the upper bound. It lives in IndexedDB (its own store), so a
// reload or another tab sees it, and the chat can block sending while it is active.
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

export const PROCESSING_WINDOW_MS = 5 * 60 * 1000;
const KEY = 'window';

export interface ProcessingWindow {
  startedAt: number;
  endsAt: number;
  /** The server documents the window waits for. */
  documentIds: string[];
  /**
   * Files of the same upload still on their way to the server (upload queue ids). The window is
   * not settled while any is listed: eight files sent one after another are one upload, and the
   * dialog must not say they are ready when only the first seven are.
   */
  uploadIds?: string[];
  /** The person closed the dialog ('Continue Using Steward'); it is shown again on chat or reload. */
  dismissed: boolean;
}

export type DocumentState = 'processing' | 'ready' | 'failed';

let defaultStore: UseStore | null = null;
export const processingStore = () => (defaultStore ??= createStore('steward-processing', 'window'));

/** A new window from now, or the running one restarted with the new documents added. */
export function startWindow(current: ProcessingWindow | null, documentIds: string[], now: number, uploadIds: string[] = []): ProcessingWindow {
  const live = current && isRunning(current, now) ? current : null;
  return {
    startedAt: now,
    endsAt: now + PROCESSING_WINDOW_MS,
    documentIds: [...new Set([...(live?.documentIds ?? []), ...documentIds])],
    uploadIds: [...new Set([...(live?.uploadIds ?? []), ...uploadIds])],
    dismissed: false,
  };
}

export const isRunning = (w: ProcessingWindow | null, now: number) => !!w && now < w.endsAt;

/** Every file of the window reached the server and every document is ready or failed (those no longer listed count as done). */
export function allSettled(w: ProcessingWindow, states: Map<string, DocumentState>): boolean {
  return !w.uploadIds?.length && w.documentIds.every((id) => (states.get(id) ?? 'ready') !== 'processing');
}

/** Whether the window still holds: not expired and something still processing. */
export const isActive = (w: ProcessingWindow | null, now: number, states?: Map<string, DocumentState>) =>
  !!w && isRunning(w, now) && !(states && allSettled(w, states));

/** The time left as mm:ss. */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export async function readWindow(store = processingStore()): Promise<ProcessingWindow | null> {
  return (await get<ProcessingWindow>(KEY, store)) ?? null;
}

export async function writeWindow(w: ProcessingWindow | null, store = processingStore()): Promise<void> {
  if (w) await set(KEY, w, store);
  else await del(KEY, store);
}

type Listener = (w: ProcessingWindow | null) => void;
const listeners = new Set<Listener>();

/** Told whenever this page starts or ends the window (the dialog and the chat follow it). */
export function onWindowChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Documents whose window was ended by 'Continue Using Steward' on this page: told again, they do not reopen it. */
const ended = new Set<string>();

// Every change of the stored window is a read-modify-write of IndexedDB; run them one after
// another, or two files landing together each write a window without the other's document.
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(work: () => Promise<T>): Promise<T> {
  const next = chain.then(work, work);
  chain = next.catch(() => undefined);
  return next;
}

function notify(w: ProcessingWindow | null) {
  for (const l of listeners) l(w);
}

/** A file of the upload queue that reached the server: its queue id and its document. */
export interface LandedUpload {
  queueId: string;
  documentId: string;
}

/**
 * The upload queue's news: files that reached the server, and the files still waiting or being
 * sent. A landed file the running window was waiting for joins it quietly (no restart, and a
 * dismissed window stays hidden); any other landed file is a new upload, which starts (or
 * restarts) the window and shows it, waiting also for every file still pending.
 */
export function noteUploads(landed: LandedUpload[], pending: string[], store = processingStore(), now = Date.now()): Promise<ProcessingWindow | null> {
  return serial(async () => {
    const current = await readWindow(store);
    const live = current && isRunning(current, now) ? current : null;
    const waiting = new Set(live?.uploadIds ?? []);
    landed = landed.filter((l) => !ended.has(l.documentId) && !live?.documentIds.includes(l.documentId));
    const joining = landed.filter((l) => waiting.has(l.queueId)).map((l) => l.documentId);
    const fresh = landed.filter((l) => !waiting.has(l.queueId)).map((l) => l.documentId);
    const stillPending = new Set(pending);
    let next: ProcessingWindow | null;
    if (fresh.length) {
      next = startWindow(live, [...joining, ...fresh], now, pending);
      next.uploadIds = next.uploadIds!.filter((id) => stillPending.has(id));
    } else if (live) {
      const uploadIds = [...waiting].filter((id) => stillPending.has(id));
      if (!joining.length && uploadIds.length === waiting.size) return current;
      next = { ...live, documentIds: [...live.documentIds, ...joining], uploadIds };
    } else {
      return current;
    }
    await writeWindow(next, store);
    notify(next);
    return next;
  });
}

/** Starts (or restarts) the window for these documents, from any part of the app. */
export function startProcessingWindow(documentIds: string[], store = processingStore(), now = Date.now()): Promise<ProcessingWindow | null> {
  return serial(async () => {
    const current = await readWindow(store);
    documentIds = documentIds.filter((id) => !ended.has(id));
    if (!documentIds.length) return current;
    // The same upload told twice is not a new upload: the window neither restarts nor reopens once dismissed.
    if (current && isRunning(current, now) && documentIds.every((id) => current.documentIds.includes(id))) return current;
    const next = startWindow(current, documentIds, now);
    await writeWindow(next, store);
    notify(next);
    return next;
  });
}

/** 'Continue Using Steward': a window whose documents are all settled ends; otherwise it is only hidden. */
export function dismissWindow(w: ProcessingWindow, settled: boolean, store = processingStore()): Promise<ProcessingWindow | null> {
  return serial(async () => {
    // The stored window may have grown since the screen read it (a file of the upload landed).
    const current = await readWindow(store);
    const latest = current && current.startedAt === w.startedAt ? current : w;
    const done = settled && !latest.uploadIds?.length && latest.documentIds.every((id) => w.documentIds.includes(id));
    const next = done ? null : { ...latest, dismissed: true };
    if (done) for (const id of latest.documentIds) ended.add(id);
    await writeWindow(next, store);
    return next;
  });
}
