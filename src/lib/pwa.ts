// The page's side of the service worker and of installation. Registration is loaded lazily,
// after the first screen. A new version waits until the person chooses Reload, and never
// replaces the page during a streaming answer or an upload (those mark the app busy).
import { atom } from 'jotai';
import { appStore } from './store';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installPromptAtom = atom<BeforeInstallPromptEvent | null>(null);
export const updateAvailableAtom = atom(false);
export const busyCountAtom = atom(0);

/** Marks the app busy (a streaming answer, an upload) until the returned function is called. */
export function markBusy(): () => void {
  appStore.set(busyCountAtom, (n) => n + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    appStore.set(busyCountAtom, (n) => Math.max(0, n - 1));
  };
}

/** Keeps the browser's install offer for the profile menu's 'Install Steward'. */
export function captureInstallPrompt() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    appStore.set(installPromptAtom, event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => appStore.set(installPromptAtom, null));
}

export async function promptInstall(): Promise<boolean> {
  const event = appStore.get(installPromptAtom);
  if (!event) return false;
  await event.prompt();
  const { outcome } = await event.userChoice;
  appStore.set(installPromptAtom, null);
  return outcome === 'accepted';
}

export const isStandalone = () =>
  window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;

/** iPhone and iPad Safari have no install prompt: people add the app from the Share menu. */
export function isIosSafari(ua = navigator.userAgent): boolean {
  const ios = /iPhone|iPad|iPod/i.test(ua) || (/Macintosh/i.test(ua) && navigator.maxTouchPoints > 1);
  return ios && /Safari/i.test(ua) && !/CriOS|FxiOS|EdgiOS/i.test(ua);
}

let applyUpdateNow: (() => void) | null = null;

export async function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    applyUpdateNow = () => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    };
    appStore.set(updateAvailableAtom, true);
  });
  await wb.register();
  // Look for a new version when the app comes back to the foreground, and hourly.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update();
  });
  setInterval(() => void wb.update(), 3600_000);
}

/** Activates the waiting version and reloads, once nothing is streaming or uploading. */
export function applyUpdate(activate: (() => void) | null = applyUpdateNow): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      activate?.();
      resolve();
    };
    if (appStore.get(busyCountAtom) === 0) return go();
    const unsubscribe = appStore.sub(busyCountAtom, () => {
      if (appStore.get(busyCountAtom) === 0) {
        unsubscribe();
        go();
      }
    });
  });
}
