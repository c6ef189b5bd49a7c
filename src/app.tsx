// The PWA itself: the auth client begins its redirect handling or silent check at once, and the
// router's guards wait for it through the router context. Loaded by main.tsx after first paint.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { configureApiClient } from './lib/api-client';
import { AuthClient } from './lib/auth-client';
import { registerServiceWorker } from './lib/pwa';
import { readRuntimeConfig } from './lib/runtime-config';
import { appStore } from './lib/store';
import { applyTheme, themeAtom, watchSystemTheme } from './lib/theme';

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
const registerLater = () => setTimeout(() => void registerServiceWorker(), 1000);
if (document.readyState === 'complete') registerLater();
else window.addEventListener('load', registerLater, { once: true });

// A transition lets React render in slices instead of one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
});
