import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../features/auth/guards';
import { OnboardingPlaceholder } from '../ui/onboarding-placeholder';

// Open to new users. The onboarding questionnaire (issue 4) replaces this placeholder.
export const Route = createFileRoute('/questionnaire')({
  beforeLoad: guard('/questionnaire'),
  component: function QuestionnaireRoute() {
    const { auth } = Route.useRouteContext();
    return (
      <OnboardingPlaceholder auth={auth} title="Getting to know your organization">
        The onboarding questionnaire opens here: your organisation's name, its fiscal year and how it keeps its books.
      </OnboardingPlaceholder>
    );
  },
});
