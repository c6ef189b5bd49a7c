import { createFileRoute } from '@tanstack/react-router';
import { AppShell } from '../features/shell/components/app-shell';

// The signed-in app: the assistant rail (tablet, desktop) or bottom navigation and drawer
// (phone) around each screen. Each child route guards itself.
export const Route = createFileRoute('/_app')({
  component: AppShell,
});
