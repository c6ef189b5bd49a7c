import { createFileRoute } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { guard } from '../../features/auth/guards';
import { ScreenPlaceholder } from '../../features/shell/components/screen-placeholder';

// A later issue replaces this placeholder with the screen itself.
export const Route = createFileRoute('/_app/team')({
  beforeLoad: guard('/team'),
  component: () => (
    <ScreenPlaceholder icon={Users} title="Manage Team">
      Invite colleagues and board members, choose their roles, and see how the team uses Tally.
    </ScreenPlaceholder>
  ),
});
