import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../features/auth/guards';
import { VerificationScreen } from '../../features/verification/components/verification-screen';

// Every signed-in member sees where the organisation stands; owners and admins upload the letter.
export const Route = createFileRoute('/_app/non-profit-verification')({
  beforeLoad: guard('/non-profit-verification'),
  component: function VerificationRoute() {
    const { auth } = Route.useRouteContext();
    return <VerificationScreen auth={auth} />;
  },
});
