// The provider's RS256 signing keys. Generated at first start and kept in the database (which
// in embedded mode lives in the data folder), so every process signs and verifies alike.
import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../../db/client';
import { idpKeys } from '../../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

export interface KeyStore {
  signing(): Promise<SigningKey>;
  publicJwks(): Promise<{ keys: JWK[] }>;
}

async function ensureKey(db: Db): Promise<void> {
  const existing = await db.select({ kid: idpKeys.kid }).from(idpKeys).limit(1);
  if (existing.length > 0) return;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  await db
    .insert(idpKeys)
    .values({
      kid,
      privateJwk: { ...privateJwk, kid, alg: 'RS256' },
      publicJwk: { ...publicJwk, kid, alg: 'RS256', use: 'sig' },
    })
    .onConflictDoNothing();
}

export async function createKeyStore(db: Db): Promise<KeyStore> {
  await ensureKey(db);
  let cached: { signing: SigningKey; jwks: { keys: JWK[] } } | null = null;

  async function load() {
    if (cached) return cached;
    // The oldest key signs, so processes that raced at first start agree; all keys verify.
    const rows = await db.select().from(idpKeys).orderBy(asc(idpKeys.createdAt), asc(idpKeys.kid));
    const first = rows[0];
    if (!first) throw new Error('no signing key');
    const privateKey = (await importJWK(first.privateJwk as JWK, 'RS256')) as CryptoKey;
    cached = {
      signing: { kid: first.kid, privateKey },
      jwks: { keys: rows.map((r) => r.publicJwk as JWK) },
    };
    return cached;
  }

  return {
    signing: async () => (await load()).signing,
    publicJwks: async () => (await load()).jwks,
  };
}
