// PGlite's initdb costs seconds per database. For the server-pglite project one migrated
// cluster is made here, dumped once, and each test file loads its own copy from the dump.
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder } from '../../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const client = new PGlite();
  await client.waitReady;
  await migrate(drizzle({ client }), { migrationsFolder });
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'steward-pglite-template-'));
  const file = path.join(dir, 'template.tar.gz');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
