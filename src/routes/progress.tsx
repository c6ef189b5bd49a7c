import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../features/auth/guards';
import { OnboardingPlaceholder } from '../ui/onboarding-placeholder';

// Follows the last questionnaire step. The progress page (issue 4) replaces this placeholder.
export const Route = createFileRoute('/progress')({
  beforeLoad: guard('/progress'),
  component: function ProgressRoute() {
    const { auth } = Route.useRouteContext();
    return (
      <OnboardingPlaceholder auth={auth} title="Creating Your Agent">
        Tally is set up for your organisation here, once the questionnaire is done.
      </OnboardingPlaceholder>
    );
  },
});
