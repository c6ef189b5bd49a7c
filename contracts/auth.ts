// Shapes shared by the browser and the server for sign-in and the token's claims.
import { z } from 'zod';

export { NEW_USER, NO_ORGANIZATION, ROLES, type Role } from './roles';

export const agentAccessSchema = z.object({ agent_id: z.string(), foundry_agent_id: z.string() });

export const productClaimsSchema = z.object({
  db_organization_id: z.string(),
  db_role: z.string(),
  db_organization_name: z.string(),
  db_agents_accessible: z.array(agentAccessSchema),
});
export type ProductClaims = z.infer<typeof productClaimsSchema>;

export const registerRequestSchema = z.object({
  email: z.email().max(254).trim(),
  external_id: z.string().trim().min(1).max(255),
  name: z.string().trim().max(200).default(''),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const registeredUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  external_id: z.string(),
});

/** What the server puts in index.html so one build of the PWA runs against either provider. */
export const runtimeConfigSchema = z.object({
  auth: z.object({
    kind: z.enum(['embedded', 'auth0']),
    domain: z.string(),
    clientId: z.string(),
    audience: z.string(),
  }),
  devMailbox: z.boolean(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
