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
  /** The person closed the dialog ('Continue Using Steward'); it is shown again on chat or reload. */
  dismissed: boolean;
}

export type DocumentState = 'processing' | 'ready' | 'failed';

let defaultStore: UseStore | null = null;
export const processingStore = () => (defaultStore ??= createStore('steward-processing', 'window'));

/** A new window from now, or the running one restarted with the new documents added. */
export function startWindow(current: ProcessingWindow | null, documentIds: string[], now: number): ProcessingWindow {
  const running = current && isRunning(current, now) ? current.documentIds : [];
  return { startedAt: now, endsAt: now + PROCESSING_WINDOW_MS, documentIds: [...new Set([...running, ...documentIds])], dismissed: false };
}

export const isRunning = (w: ProcessingWindow | null, now: number) => !!w && now < w.endsAt;

/** Every document of the window is ready or failed (those no longer listed count as done). */
export function allSettled(w: ProcessingWindow, states: Map<string, DocumentState>): boolean {
  return w.documentIds.every((id) => (states.get(id) ?? 'ready') !== 'processing');
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

/** Starts (or restarts) the window for these documents, from any part of the app. */
/** Documents whose window was ended by 'Continue Using Steward' on this page: told again, they do not reopen it. */
const ended = new Set<string>();

export async function startProcessingWindow(documentIds: string[], store = processingStore(), now = Date.now()): Promise<ProcessingWindow | null> {
  const current = await readWindow(store);
  documentIds = documentIds.filter((id) => !ended.has(id));
  if (!documentIds.length) return current;
  // The same upload told twice (by the queue as each file lands, and by the screen when the
  // batch settles) is not a new upload: the window neither restarts nor reopens once dismissed.
  if (current && isRunning(current, now) && documentIds.every((id) => current.documentIds.includes(id))) return current;
  const next = startWindow(current, documentIds, now);
  await writeWindow(next, store);
  for (const l of listeners) l(next);
  return next;
}

/** 'Continue Using Steward': a window whose documents are all settled ends; otherwise it is only hidden. */
export async function dismissWindow(w: ProcessingWindow, settled: boolean, store = processingStore()): Promise<ProcessingWindow | null> {
  const next = settled ? null : { ...w, dismissed: true };
  if (settled) for (const id of w.documentIds) ended.add(id);
  await writeWindow(next, store);
  return next;
}
