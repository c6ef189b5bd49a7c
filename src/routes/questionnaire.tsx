import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../features/auth/guards';
import { QuestionnaireScreen } from '../features/onboarding/components/questionnaire-screen';

// Open to new users: the onboarding questionnaire, which creates the organisation.
export const Route = createFileRoute('/questionnaire')({
  beforeLoad: guard('/questionnaire'),
  component: function QuestionnaireRoute() {
    const { auth } = Route.useRouteContext();
    return <QuestionnaireScreen auth={auth} />;
  },
});
