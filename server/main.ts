// The process shell: reads the configuration, locks the data folder (PGlite), opens the
// database, serves, and shuts down gracefully on SIGINT/SIGTERM.
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataFolderLockedError, lockDataFolder, type DataLock } from './lib/data-lock';
import { loggerOptions } from './lib/logging';
import { buildApp } from './app';
import { closeDefaultParsers } from './modules/documents/processor';
import { StorageMismatchError } from './modules/documents/storage/identity';

async function main() {
  const config = loadConfig();
  let lock: DataLock | null = null;
  if (config.database.kind === 'pglite') lock = await lockDataFolder(config.dataDir);

  const database = await openDatabase(
    config.database.kind === 'pglite' ? { kind: 'pglite', dir: config.database.dir } : { kind: 'postgres', url: config.database.url },
  );
  const app = await buildApp({
    config,
    database,
    logger: loggerOptions(config.logLevel),
    // The embedded database is this process's alone (the data-folder lock); on PostgreSQL every
    // process must use the same document storage.
    exclusive: lock !== null,
    checkStorage: config.database.kind === 'postgres',
    identityRateLimits: { signupPerIp: { limit: config.signupsPerHour, windowSeconds: 3600 } },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await app.close();
      await closeDefaultParsers();
      await database.close();
    } finally {
      await lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [
    '',
    `  Steward is running at ${config.publicUrl}`,
    config.mail.kind === 'dev' ? `  Dev mailbox (every mail Steward sends): ${config.publicUrl}/dev/mailbox` : '  Mail goes out through SMTP',
    `  Database: ${config.database.kind === 'pglite' ? `PGlite in ${config.database.dir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Sign-in: ${config.identity.kind === 'embedded' ? 'embedded provider' : `Auth0 at ${config.identity.domainUrl}`}`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataFolderLockedError || err instanceof StorageMismatchError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Steward failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
