import { defineConfig } from 'vitest/config';

// Three projects: the PWA's unit tests in happy-dom, and the server's tests twice, once on
// PGlite and once on a real PostgreSQL started from the machine's binaries.
const serverTests = ['server/**/*.test.ts', 'tests/server/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', 'contracts/**/*.test.ts'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'server-pglite',
          // The process tests run the built server on its embedded PGlite: once is enough.
          include: [...serverTests, 'tests/process/**/*.test.ts'],
          environment: 'node',
          env: { STEWARD_TEST_DB: 'pglite' },
          globalSetup: ['tests/server/pglite-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          // The eval makes its own embedded (PGlite) organisation, as `npm run eval:agent` does,
          // and the riverbend suggestions use no database: once, in server-pglite, is enough.
          exclude: ['server/modules/assistant/analyst/eval.test.ts', 'server/modules/assistant/analyst/suggest-riverbend.test.ts', 'node_modules/**'],
          environment: 'node',
          env: { STEWARD_TEST_DB: 'postgres' },
          globalSetup: ['tests/server/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
