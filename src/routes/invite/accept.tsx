import { createFileRoute } from '@tanstack/react-router';
import { InviteAcceptScreen } from '../../features/auth/components/invite-accept-screen';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/invite/accept')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  beforeLoad: guard('/invite/accept'),
  component: function InviteAcceptRoute() {
    const { token } = Route.useSearch();
    return <InviteAcceptScreen token={token} />;
  },
});
