// Starts the PWA: the auth client begins its redirect handling or silent check at once, and
// the router's guards wait for it through the router context.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { configureApiClient } from './lib/api-client';
import { AuthClient } from './lib/auth-client';
import { captureInstallPrompt, registerServiceWorker } from './lib/pwa';
import { readRuntimeConfig } from './lib/runtime-config';
import { appStore } from './lib/store';
import { applyTheme, themeAtom, watchSystemTheme } from './lib/theme';
import './styles.css';

// The browser may offer installation before React mounts: keep the offer.
captureInstallPrompt();
applyTheme(appStore.get(themeAtom));
watchSystemTheme();

const auth = new AuthClient(readRuntimeConfig());
configureApiClient({ refreshToken: () => auth.refresh(), signOut: () => auth.logout() });

const router = createRouter({
  routeTree,
  context: { auth },
  defaultPreload: 'intent',
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The service worker is not needed for the first screen: register it once the page has loaded.
window.addEventListener('load', () => setTimeout(() => void registerServiceWorker(), 1000));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
