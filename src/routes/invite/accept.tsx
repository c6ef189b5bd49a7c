import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { InviteAcceptScreen } from '../../features/auth/components/invite-accept-screen';
import { guard } from '../../features/auth/guards';

export const Route = createFileRoute('/invite/accept')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' ? { token: search.token } : {}),
  beforeLoad: guard('/invite/accept'),
  component: function InviteAcceptRoute() {
    const { token } = Route.useSearch();
    const { auth } = Route.useRouteContext();
    const viewer = useMemo(
      () => ({
        signedInEmail: () => (auth.state.isAuthenticated ? (auth.claims()?.email ?? auth.state.user?.email ?? null) : null),
        refresh: () => auth.refresh(),
      }),
      [auth],
    );
    return <InviteAcceptScreen token={token} viewer={viewer} />;
  },
});
