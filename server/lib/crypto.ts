import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** An unguessable token for URLs, cookies and codes (256 bits, base64url). */
export const randomToken = (bytes = 32) => randomBytes(bytes).toString('base64url');

/** Tokens are stored only as their SHA-256, so a database leak does not leak live tokens. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}
