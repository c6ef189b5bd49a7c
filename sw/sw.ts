/// <reference lib="webworker" />
// Steward's service worker: precaches the shell and serves it for app navigations. The
// identity provider's pages, the API and the dev mailbox always go to the network.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { LAZY_CODE, NETWORK_ONLY_NAVIGATIONS } from './rules';
import { putSharedFiles, SHARE_ACTION, SHARED_FLAG } from '../src/features/documents/share-inbox';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_NAVIGATIONS }));
// Hashed file names never change content, so the first copy fetched is kept.
registerRoute(({ url }) => url.origin === self.location.origin && LAZY_CODE.test(url.pathname), new CacheFirst({ cacheName: 'steward-lazy-code' }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): when the network returns, the open pages flush their upload queue
// (they hold the session's token; the queue itself is in IndexedDB).
const UPLOAD_SYNC_TAG = 'steward-upload-queue';
self.addEventListener('sync', (event) => {
  const e = event as ExtendableEvent & { tag?: string };
  if (e.tag !== UPLOAD_SYNC_TAG) return;
  e.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: UPLOAD_SYNC_TAG });
    }),
  );
});

// The manifest's share_target: a phone shares a PDF, spreadsheet or photo into Steward. The files
// wait in IndexedDB; /documents takes them into the configure sheet.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === SHARE_ACTION,
  async ({ request }) => {
    try {
      const form = await request.formData();
      const files = form.getAll('files').filter((f): f is File => typeof f !== 'string');
      await putSharedFiles(files.map((f) => ({ name: f.name, type: f.type, lastModified: f.lastModified, blob: f })));
    } catch {
      return Response.redirect(`/documents?${SHARED_FLAG}=failed`, 303);
    }
    return Response.redirect(`/documents?${SHARED_FLAG}=1`, 303);
  },
  'POST',
);
