// Starts a real PostgreSQL for the server-postgres project from the machine's binaries
// (initdb and pg_ctl into a temporary folder, on a free loopback port) and stops it after.
// Missing binaries fail the suite with a clear message: a silent skip would hide a gap.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/server-process.mjs';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';


export default async function setup(project: TestProject) {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(BIN, tool))) {
      throw new Error(
        `PostgreSQL server binaries not found: ${path.join(BIN, tool)} is missing. ` +
          'Install them (Debian: apt-get install -y postgresql-15) or set POSTGRES_BIN.',
      );
    }
  }
  const root = mkdtempSync(path.join(tmpdir(), 'steward-pg-'));
  const data = path.join(root, 'data');
  // initdb refuses to run as root: run the server as the postgres user when we are root.
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : path.join(BIN, tool);
    const full = asRoot ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args;
    return execFileSync(cmd, full, { stdio: 'pipe', cwd: root });
  };
  if (asRoot) execFileSync('chown', ['-R', 'postgres', root]);
  chmodSync(root, 0o755);

  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(root, 'postgres.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${root} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);

  return () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}
