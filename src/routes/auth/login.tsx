import { createFileRoute } from '@tanstack/react-router';
import { SignInScreen } from '../../features/auth/components/sign-in-screen';
import { guard } from '../../features/auth/guards';
import { loginSearch } from '../../features/auth/search';

export const Route = createFileRoute('/auth/login')({
  validateSearch: loginSearch,
  beforeLoad: guard('/auth/login'),
  component: function AuthLoginRoute() {
    const { auth } = Route.useRouteContext();
    const search = Route.useSearch();
    return <SignInScreen auth={auth} welcomeBack autoContinue={search.continue === 1} returnTo={search.returnTo} />;
  },
});
