// The team (issue 7): invitations, members, roles, blocking, removal and recent activity.
// routes.ts is the HTTP side; invites.ts, members.ts, activity.ts and grants.ts the rules;
// identity.ts the identity provider's part (embedded or Auth0's Management API).
export { recordActivity, recordSignIn, pruneActivities } from './activity';
export { grantDecision, membershipStateFor, type GrantDecision } from './grants';
export { auth0InviteIdentity, embeddedInviteIdentity, type InviteIdentity } from './identity';
export { teamRoutes } from './routes';
