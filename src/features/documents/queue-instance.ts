// The app's one upload queue, started when the signed-in app opens: it flushes at start, when
// the network comes back, when the page becomes visible again, and when the service worker's
// Background Sync asks (Chromium); and it publishes the number of waiting files for the bottom
// navigation's badge.
import { atom } from 'jotai';
import type { AuthClient } from '../../lib/auth-client';
import { appStore } from '../../lib/store';
import { noteUploads } from './processing-window';
import { xhrTransport } from './transport';
import { createUploadQueue, isPending, type UploadQueue } from './upload-queue';

/** Files waiting to upload or uploading (the Documents tab's badge). */
export const pendingUploadsAtom = atom(0);

export const SYNC_TAG = 'steward-upload-queue';

let queue: UploadQueue | null = null;
let stop: (() => void) | null = null;

export function uploadQueue(auth: AuthClient): UploadQueue {
  queue ??= createUploadQueue({ transport: xhrTransport({ token: () => auth.token(), refresh: () => auth.refresh() }) });
  return queue;
}

/** Asks the service worker to flush when the network returns, even if this page has closed. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
    await sync?.register(SYNC_TAG);
  } catch {
    // Safari and Firefox have no Background Sync: the page-side flushes below are the main path.
  }
}

export function startUploadQueue(auth: AuthClient): () => void {
  if (stop) return stop;
  const q = uploadQueue(auth);
  const flush = () => void q.flush();
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const onMessage = (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type === SYNC_TAG) flush();
  };
  // A file that reaches the server while this page watches (for example queued offline, sent when
  // the network returned) starts the processing window, as an upload from the screen does; the
  // files still waiting belong to the same upload, and the window waits for them too.
  // Documents already on the server when the queue starts are not new uploads.
  let seen: Set<string> | null = null;
  let pendingBefore = '';
  const unsubscribe = q.subscribe((items) => {
    appStore.set(pendingUploadsAtom, items.filter(isPending).length);
    if (!seen) return;
    const landed = items.filter((i) => i.documentId && !seen!.has(i.documentId)).map((i) => ({ queueId: i.id, documentId: i.documentId! }));
    for (const l of landed) seen.add(l.documentId);
    const pending = items.filter(isPending).map((i) => i.id);
    // Progress ticks change nothing the window follows.
    if (!landed.length && pending.join() === pendingBefore) return;
    pendingBefore = pending.join();
    void noteUploads(landed, pending);
  });
  window.addEventListener('online', flush);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  void q.all().then((items) => {
    appStore.set(pendingUploadsAtom, items.filter(isPending).length);
    seen = new Set(items.map((i) => i.documentId).filter((id): id is string => !!id));
    flush();
  });
  stop = () => {
    unsubscribe();
    window.removeEventListener('online', flush);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    stop = null;
  };
  return stop;
}
