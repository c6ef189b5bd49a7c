// Opens the database: PGlite in the data folder by default, PostgreSQL when DATABASE_URL is
// set. Both are driven by the same drizzle schema and the same migrations folder.
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// Beside this module in server/db/, and copied beside the bundle in dist/server/ by the build.
export const migrationsFolder = fileURLToPath(new URL('./migrations/', import.meta.url));

export type DatabaseSettings =
  | { kind: 'pglite'; dir: string | null; /** a dumped data folder to start from (tests) */ template?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number };

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.kind === 'pglite') {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    if (settings.dir) await mkdir(settings.dir, { recursive: true });
    const options = settings.template ? { loadDataDir: settings.template } : {};
    const client = settings.dir ? new PGlite(settings.dir, options) : new PGlite(options);
    await client.waitReady;
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
  }

  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: settings.url, max: settings.poolSize ?? 10 });
  const db = drizzle({ client: pool, schema });
  // Several API processes may start together on one Postgres: one migrates at a time.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(7340851)');
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(7340851)').catch(() => undefined);
    lock.release();
  }
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}
