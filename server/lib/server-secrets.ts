// Secrets the server makes for itself on first use (the download-link key, the refresh-token
// successor key, ...), kept in the database so every process signs and verifies alike.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/** The named secret, created at first use (the first process to insert it wins). */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  await db.insert(serverSecrets).values({ name, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const row = (await db.select().from(serverSecrets).where(eq(serverSecrets.name, name)).limit(1))[0];
  if (!row) throw new Error(`server secret ${name} is missing`);
  return Buffer.from(row.value, 'base64url');
}

/** serverSecret(), read once per process (and again after a failure). */
export function cachedServerSecret(db: Db, name: string): () => Promise<Buffer> {
  let secret: Promise<Buffer> | null = null;
  return () => {
    secret ??= serverSecret(db, name).catch((err) => {
      secret = null;
      throw err;
    });
    return secret;
  };
}
