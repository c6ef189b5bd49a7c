import { createFileRoute, Outlet } from '@tanstack/react-router';
import { signedIn } from '../features/auth/guards';

export const Route = createFileRoute('/_authed')({
  beforeLoad: signedIn,
  component: Outlet,
});
