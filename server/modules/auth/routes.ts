// /api/auth: registering the signed-in person as a product user, and the claims endpoint the
// Auth0 Action reads (protected by a shared secret, not by a user's token).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productClaimsSchema, registerRequestSchema, registeredUserSchema } from '../../../contracts/auth';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { safeEqual } from '../../lib/crypto';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors';
import type { RequireToken } from '../../plugins/authenticate';
import { recordSignIn } from '../team/activity';
import { membershipStateFor } from '../team/grants';
import { claimsFor } from './claims';

/** The claims for the Auth0 Action, and whether the person is blocked (the Action then denies). */
const actionClaimsSchema = productClaimsSchema.extend({ blocked: z.boolean() });

export interface AuthRoutesOptions {
  db: Db;
  requireToken: RequireToken;
  claimsSecret: string | null;
}


export async function authRoutes(app: FastifyInstance, opts: AuthRoutesOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/register',
    {
      onRequest: opts.requireToken,
      schema: {
        body: registerRequestSchema,
        response: { 201: registeredUserSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const principal = req.principal!;
      const { email, external_id, name } = req.body;
      if (external_id !== principal.sub) throw forbidden('external_id does not match the signed-in user', 'external_id_mismatch');
      if (principal.email && principal.email.toLowerCase() !== email.toLowerCase()) {
        throw badRequest('email does not match the signed-in user', 'email_mismatch');
      }
      if (principal.user) throw conflict('User already exists', 'user_exists');
      try {
        const row = (await opts.db.insert(users).values({ externalId: external_id, email, name }).returning())[0]!;
        return reply.code(201).send({ id: row.id, email: row.email, name: row.name, external_id: row.externalId });
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict('User already exists', 'user_exists');
        throw err;
      }
    },
  );

  r.get(
    '/api/auth/claims',
    {
      schema: {
        // `login=1`: the Action runs for a sign-in (not a refresh), recorded as the member's activity.
        querystring: z.object({ sub: z.string().min(1).max(255), login: z.enum(['0', '1']).optional() }),
        response: { 200: actionClaimsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (req) => {
      if (!opts.claimsSecret) throw notFound();
      const presented = req.headers['x-steward-claims-secret'];
      if (typeof presented !== 'string' || !safeEqual(presented, opts.claimsSecret)) {
        throw unauthorized('Invalid claims secret', 'invalid_claims_secret');
      }
      const state = await membershipStateFor(opts.db, req.query.sub);
      const blocked = state?.blocked ?? false;
      if (req.query.login === '1' && state && !blocked) await recordSignIn(opts.db, req.query.sub, null, req.log);
      return { ...(await claimsFor(opts.db, req.query.sub)), blocked };
    },
  );
}
