// Route guards, run in beforeLoad with the auth client from the router context.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AuthClient } from '../../lib/auth-client';
import { needsOnboarding } from '../../lib/claims';

export interface RouterContext {
  auth: AuthClient;
}

interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** /login, /auth/login, /signup: a signed-in person goes to /chat. */
export async function loggedOutOnly({ context }: GuardArgs) {
  await context.auth.ready;
  if (context.auth.state.isAuthenticated) throw redirect({ href: '/chat', replace: true });
}

/** Protected routes: a signed-out person goes to /login, keeping where they were going. */
export async function signedIn({ context, location }: GuardArgs) {
  await context.auth.ready;
  if (!context.auth.state.isAuthenticated) {
    throw redirect({ to: '/login', search: { returnTo: location.href }, replace: true });
  }
}

/** Routes closed to new users: NEW_USER or 'null' claims go to /questionnaire. */
export async function onboarded(args: GuardArgs) {
  await signedIn(args);
  if (needsOnboarding(args.context.auth.claims())) throw redirect({ to: '/questionnaire', replace: true });
}
