import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/auth/components/sign-up-screen';
import { guard } from '../features/auth/guards';

export const Route = createFileRoute('/signup')({
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' ? { email: search.email } : {},
  beforeLoad: guard('/signup'),
  component: function SignUpRoute() {
    const { auth } = Route.useRouteContext();
    const { email } = Route.useSearch();
    return <SignUpScreen auth={auth} email={email} />;
  },
});
