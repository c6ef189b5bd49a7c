// Renders a component inside a real TanStack router on a memory history (for <Link>).
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';

export async function renderAt(path: string, ui: () => ReactNode) {
  const root = createRootRoute();
  const routes = ['/login', '/auth/login', '/signup', '/authorization', '/chat', '/questionnaire'].map((p) =>
    createRoute({ getParentRoute: () => root, path: p, component: () => <>{ui()}</> }),
  );
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return { router, ...render(<RouterProvider router={router} />) };
}
