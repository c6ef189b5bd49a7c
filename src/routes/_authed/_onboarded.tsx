import { createFileRoute, Outlet } from '@tanstack/react-router';
import { onboarded } from '../../features/auth/guards';

export const Route = createFileRoute('/_authed/_onboarded')({
  beforeLoad: onboarded,
  component: Outlet,
});
