/// <reference lib="webworker" />
// Steward's service worker: precaches the shell and serves it for app navigations. The
// identity provider's pages, the API and the dev mailbox always go to the network.
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NETWORK_ONLY_NAVIGATIONS } from './rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NETWORK_ONLY_NAVIGATIONS }));

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
