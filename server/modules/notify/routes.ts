// POST /api/notify: "Notify me" for an assistant that is coming soon. One request per person and
// assistant; asking again updates the address and answers already_subscribed.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { notifyRequestSchema, notifyResponseSchema } from '../../../contracts/notify';
import { apiErrorSchema } from '../../../contracts/errors';
import type { Db } from '../../db/client';
import { notifyRequests } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { RequireToken } from '../../plugins/authenticate';

export async function notifyRoutes(
  app: FastifyInstance,
  opts: { db: Db; requireToken: RequireToken },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/notify',
    {
      onRequest: opts.requireToken,
      schema: {
        body: notifyRequestSchema,
        response: { 200: notifyResponseSchema, 201: notifyResponseSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const user = req.principal?.user;
      if (!user) throw forbidden('Finish signing up before asking to be notified', 'not_registered');
      const { assistant_id, email } = req.body;
      const inserted = await opts.db
        .insert(notifyRequests)
        .values({ userId: user.id, assistantId: assistant_id, email })
        .onConflictDoNothing()
        .returning({ id: notifyRequests.id });
      if (inserted.length) return reply.code(201).send({ status: 'subscribed', assistant_id, email });
      await opts.db
        .update(notifyRequests)
        .set({ email, updatedAt: new Date() })
        .where(and(eq(notifyRequests.userId, user.id), eq(notifyRequests.assistantId, assistant_id)));
      return reply.code(200).send({ status: 'already_subscribed', assistant_id, email });
    },
  );
}
