import { defineConfig } from 'drizzle-kit';

// Migrations are generated from server/db/schema.ts into one folder and applied at start,
// on PGlite and on PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
