import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, opts: { db: Db; databaseKind: string }) {
  app.get('/api/health', async (_req, reply) => {
    try {
      await opts.db.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: opts.databaseKind });
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: opts.databaseKind });
    }
  });
}
