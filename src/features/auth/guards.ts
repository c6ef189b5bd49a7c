// Route guards, run in beforeLoad with the auth client from the router context. The rules
// themselves are in access.ts.
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { AuthClient } from '../../lib/auth-client';
import { decideAccess, type AppPath } from './access';

export interface RouterContext {
  auth: AuthClient;
}

export interface GuardArgs {
  context: RouterContext;
  location: ParsedLocation;
}

/** A beforeLoad that applies the access rules of `path`. */
export function guard(path: AppPath) {
  return async ({ context, location }: GuardArgs) => {
    await context.auth.ready;
    const { auth } = context;
    const claims = auth.claims();
    const decision = decideAccess(path, {
      signedIn: auth.state.isAuthenticated,
      role: claims?.db_role,
      organizationId: claims?.db_organization_id,
      hasAgents: claims ? (claims.db_agents_accessible?.length ?? 0) > 0 : undefined,
    });
    if (decision.allow) return;
    if (decision.keepTarget) throw redirect({ to: '/login', search: { returnTo: location.href }, replace: true });
    throw redirect({ href: decision.redirect, replace: true });
  };
}
