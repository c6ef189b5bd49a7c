import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../features/auth/guards';
import { TeamScreen } from '../../features/team/components/team-screen';

// Owners and admins: the organisation's members, invitations, usage and activity.
export const Route = createFileRoute('/_app/team')({
  beforeLoad: guard('/team'),
  component: function TeamRoute() {
    const { auth } = Route.useRouteContext();
    return <TeamScreen auth={auth} />;
  },
});
