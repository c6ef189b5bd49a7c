/** A unique-constraint violation (PostgreSQL 23505), from node-postgres or PGlite, bare or wrapped by drizzle. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
