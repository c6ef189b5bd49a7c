import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../features/auth/guards';
import { NotFound } from '../ui/not-found';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
});
