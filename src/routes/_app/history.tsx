import { createFileRoute } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { guard } from '../../features/auth/guards';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder';

// A later issue replaces this placeholder with the screen itself.
export const Route = createFileRoute('/_app/history')({
  beforeLoad: guard('/history'),
  component: () => (
    <ScreenPlaceholder icon={History} title="Agent History">
      How Tally has improved from your team's feedback, version by version.
    </ScreenPlaceholder>
  ),
});
