import { createFileRoute } from '@tanstack/react-router';
import { AuthorizationScreen } from '../features/auth/components/authorization-screen';

export const Route = createFileRoute('/authorization')({
  component: function AuthorizationRoute() {
    const { auth } = Route.useRouteContext();
    return <AuthorizationScreen auth={auth} />;
  },
});
