import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../ui/placeholder';

// Open to new users. The onboarding questionnaire replaces this placeholder.
export const Route = createFileRoute('/_authed/questionnaire')({
  component: function QuestionnaireRoute() {
    const { auth } = Route.useRouteContext();
    return (
      <Placeholder auth={auth} title="Getting to know your organization">
        The onboarding questionnaire opens here: your organisation's name, its fiscal year and how it keeps its books.
      </Placeholder>
    );
  },
});
