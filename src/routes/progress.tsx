import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../features/auth/guards';
import { ProgressScreen } from '../features/onboarding/components/progress-screen';

// Follows the questionnaire's last step (history state onBoardingFlow): sets up Tally.
export const Route = createFileRoute('/progress')({
  beforeLoad: guard('/progress'),
  component: function ProgressRoute() {
    const { auth } = Route.useRouteContext();
    return <ProgressScreen auth={auth} />;
  },
});
