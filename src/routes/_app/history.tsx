import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../features/auth/guards';
import { HistoryScreen } from '../../features/history/components/history-screen';

// Owners and admins: the versions of Tally's instructions, improving it and switching versions.
export const Route = createFileRoute('/_app/history')({
  beforeLoad: guard('/history'),
  component: function HistoryRoute() {
    const { auth } = Route.useRouteContext();
    return <HistoryScreen auth={auth} />;
  },
});
