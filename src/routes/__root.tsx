import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { RouterContext } from '../features/auth/guards';
import { UpdatePrompt } from '../features/shell/components/update-prompt';
import { NotFound } from '../ui/not-found';
import { Toaster } from '../ui/toast';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <Toaster />
      <UpdatePrompt />
    </>
  ),
  notFoundComponent: NotFound,
});
