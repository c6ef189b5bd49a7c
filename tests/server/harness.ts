// Builds the real app for a server test file, on the database the project runs against:
// PGlite in memory (server-pglite) or a fresh database on the suite's PostgreSQL
// (server-postgres). One database per test file, shared by its tests.
import { inject } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions, type StewardApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { randomToken } from '../../server/lib/crypto';

export const PUBLIC_URL = 'http://localhost:8080';
export const CLIENT_ID = 'steward-web';
export const AUDIENCE = `${PUBLIC_URL}/api`;
export const REDIRECT_URI = `${PUBLIC_URL}/authorization`;

let databasePromise: Promise<Database> | null = null;

async function createDatabase(): Promise<Database> {
  if (process.env.STEWARD_TEST_DB === 'postgres') {
    const adminUrl = inject('postgresUrl');
    const name = `steward_test_${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, 'x')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  }
  const template = new Blob([await readFile(inject('pgliteTemplate'))]);
  return openDatabase({ kind: 'pglite', dir: null, template });
}

/** The test file's database, created on first use. */
export function testDatabase(): Promise<Database> {
  databasePromise ??= createDatabase();
  return databasePromise;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL,
    STEWARD_DATA_DIR: mkdtempSync(path.join(tmpdir(), 'steward-test-')),
    ...env,
  });
}

const generousLimits = {
  loginPerIp: { limit: 10_000, windowSeconds: 60 },
  signupPerIp: { limit: 10_000, windowSeconds: 60 },
  tokenPerIp: { limit: 10_000, windowSeconds: 60 },
};

/** Document jobs in tests: a fast poll, short retries, and a quick stop. */
const testDocumentOptions = { pollMs: 50, backoffMs: [100, 200], stopGraceMs: 200 };

export async function createTestApp(
  options: { env?: Record<string, string> } & Partial<Pick<AppOptions, 'identityRateLimits' | 'clientRoot' | 'documents' | 'exclusive'>> = {},
): Promise<StewardApp> {
  const database = await testDatabase();
  const app = await buildApp({
    config: testConfig(options.env),
    database: { ...database, close: async () => {} },
    identityRateLimits: { ...generousLimits, ...options.identityRateLimits },
    documents: { ...testDocumentOptions, ...options.documents },
    ...(options.clientRoot ? { clientRoot: options.clientRoot } : {}),
    ...(options.exclusive !== undefined ? { exclusive: options.exclusive } : {}),
  });
  await app.ready();
  return app;
}

export const uniqueEmail = (prefix = 'person') => `${prefix}.${randomToken(6).toLowerCase().replace(/[^a-z0-9]/g, '')}@example.org`;
