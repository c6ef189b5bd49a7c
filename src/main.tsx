// Starts the PWA: the auth client begins its redirect handling or silent check at once, and
// the router's guards wait for it through the router context.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen';
import { AuthClient } from './lib/auth-client';
import { readRuntimeConfig } from './lib/runtime-config';
import { appStore } from './lib/store';
import './styles.css';

const auth = new AuthClient(readRuntimeConfig());

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={appStore}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
