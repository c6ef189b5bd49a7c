// The provider's records: accounts, sessions, parked sign-in requests, codes, refresh-token
// families and e-mailed tokens. Secrets are stored only as SHA-256 hashes.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  idpCodes,
  idpEmailTokens,
  idpRefreshFamilies,
  idpRefreshTokens,
  idpSessions,
  idpTransactions,
  idpUsers,
  rateLimits,
} from '../../db/schema';
import { createHmac } from 'node:crypto';
import { randomToken, sha256 } from '../../lib/crypto';

export type IdpUser = typeof idpUsers.$inferSelect;
export type EmailTokenPurpose = 'verify_email' | 'reset_password';

/** The subject the provider gives an account; the product stores it as users.external_id. */
export const subjectOf = (userId: string) => `steward|${userId}`;
export const userIdOf = (sub: string) => (sub.startsWith('steward|') ? sub.slice('steward|'.length) : null);


export class IdentityStore {
  constructor(private readonly db: Db) {}

  // Accounts ------------------------------------------------------------------------------

  async findUserByEmail(email: string): Promise<IdpUser | undefined> {
    const rows = await this.db
      .select()
      .from(idpUsers)
      .where(sql`lower(${idpUsers.email}) = ${email.trim().toLowerCase()}`)
      .limit(1);
    return rows[0];
  }

  async findUser(id: string): Promise<IdpUser | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows = await this.db.select().from(idpUsers).where(eq(idpUsers.id, id)).limit(1);
    return rows[0];
  }

  /** Creates an account, or returns null when the email is taken. */
  async createUser(input: { email: string; name: string; passwordHash: string; verified?: boolean }): Promise<IdpUser | null> {
    try {
      const rows = await this.db
        .insert(idpUsers)
        .values({
          email: input.email.trim(),
          name: input.name.trim(),
          passwordHash: input.passwordHash,
          emailVerifiedAt: input.verified ? new Date() : null,
        })
        .returning();
      return rows[0] ?? null;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  }

  async markEmailVerified(userId: string): Promise<void> {
    await this.db
      .update(idpUsers)
      .set({ emailVerifiedAt: sql`coalesce(${idpUsers.emailVerifiedAt}, now())`, updatedAt: new Date() })
      .where(eq(idpUsers.id, userId));
  }

  async setName(userId: string, name: string): Promise<void> {
    await this.db.update(idpUsers).set({ name: name.trim(), updatedAt: new Date() }).where(eq(idpUsers.id, userId));
  }

  async setPassword(userId: string, passwordHash: string): Promise<void> {
    const now = new Date();
    await this.db.update(idpUsers).set({ passwordHash, passwordChangedAt: now, updatedAt: now }).where(eq(idpUsers.id, userId));
  }

  // Sessions ------------------------------------------------------------------------------

  async createSession(userId: string, ttlSeconds: number, userAgent: string | undefined): Promise<{ token: string; idHash: string }> {
    const token = randomToken();
    const idHash = sha256(token);
    const now = new Date();
    await this.db.insert(idpSessions).values({
      idHash,
      userId,
      authTime: now,
      expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, idHash };
  }

  async findSession(token: string | undefined) {
    if (!token || token.length > 100) return undefined;
    const rows = await this.db
      .select()
      .from(idpSessions)
      .where(and(eq(idpSessions.idHash, sha256(token)), isNull(idpSessions.revokedAt), gt(idpSessions.expiresAt, new Date())))
      .limit(1);
    return rows[0];
  }

  /** Ends a session and every refresh-token family it started. */
  async revokeSession(idHash: string, reason: string): Promise<void> {
    const now = new Date();
    await this.db.update(idpSessions).set({ revokedAt: now }).where(and(eq(idpSessions.idHash, idHash), isNull(idpSessions.revokedAt)));
    await this.db
      .update(idpRefreshFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(idpRefreshFamilies.sessionIdHash, idHash), isNull(idpRefreshFamilies.revokedAt)));
  }

  /** Signs an account out everywhere (after a password change, for example). */
  async revokeAllForUser(userId: string, reason: string): Promise<void> {
    const now = new Date();
    await this.db.update(idpSessions).set({ revokedAt: now }).where(and(eq(idpSessions.userId, userId), isNull(idpSessions.revokedAt)));
    await this.db
      .update(idpRefreshFamilies)
      .set({ revokedAt: now, revokedReason: reason })
      .where(and(eq(idpRefreshFamilies.userId, userId), isNull(idpRefreshFamilies.revokedAt)));
  }

  // Parked /authorize requests ---------------------------------------------------------------

  async parkTransaction(params: Record<string, string>, ttlSeconds = 3600): Promise<string> {
    const id = randomToken(18);
    await this.db.insert(idpTransactions).values({ id, params, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
    return id;
  }

  async findTransaction(id: unknown): Promise<Record<string, string> | undefined> {
    if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{10,64}$/.test(id)) return undefined;
    const rows = await this.db
      .select()
      .from(idpTransactions)
      .where(and(eq(idpTransactions.id, id), gt(idpTransactions.expiresAt, new Date())))
      .limit(1);
    return rows[0]?.params as Record<string, string> | undefined;
  }

  async deleteTransaction(id: string): Promise<void> {
    await this.db.delete(idpTransactions).where(eq(idpTransactions.id, id));
  }

  // Authorization codes ----------------------------------------------------------------------

  async createCode(input: Omit<typeof idpCodes.$inferInsert, 'codeHash' | 'expiresAt'>, ttlSeconds = 60): Promise<string> {
    const code = randomToken();
    await this.db.insert(idpCodes).values({ ...input, codeHash: sha256(code), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
    return code;
  }

  /**
   * Marks a code used and returns it; a code can be redeemed once. A replayed code returns
   * `replayed` with the record so the caller can revoke what the first redemption issued.
   */
  async redeemCode(code: string) {
    const codeHash = sha256(code);
    const rows = await this.db
      .update(idpCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(idpCodes.codeHash, codeHash), isNull(idpCodes.usedAt)))
      .returning();
    if (rows[0]) return { status: 'ok' as const, record: rows[0] };
    const previous = await this.db.select().from(idpCodes).where(eq(idpCodes.codeHash, codeHash)).limit(1);
    return previous[0] ? { status: 'replayed' as const, record: previous[0] } : { status: 'unknown' as const };
  }

  async linkCodeToFamily(codeHash: string, familyId: string): Promise<void> {
    await this.db.update(idpCodes).set({ familyId }).where(eq(idpCodes.codeHash, codeHash));
  }

  // Refresh tokens ----------------------------------------------------------------------------

  async createFamily(input: Omit<typeof idpRefreshFamilies.$inferInsert, 'id' | 'expiresAt'>, ttlDays: number) {
    const rows = await this.db
      .insert(idpRefreshFamilies)
      .values({ ...input, expiresAt: new Date(Date.now() + ttlDays * 86400_000) })
      .returning();
    return rows[0]!;
  }

  async issueRefreshToken(familyId: string): Promise<string> {
    const token = randomToken();
    await this.db.insert(idpRefreshTokens).values({ tokenHash: sha256(token), familyId });
    return token;
  }

  /**
   * Rotates a refresh token: the presented one is spent and its successor issued, in one
   * transaction. The successor is derived from the token (HMAC with `successorKey`), so a token
   * presented again within `graceSeconds` of being spent (two tabs refreshing at once, a retry
   * after a lost answer) gets the same successor; presented again after that, it was stolen or
   * replayed, and the whole family is revoked.
   */
  async spendRefreshToken(token: string, successorKey: Buffer, graceSeconds: number) {
    const tokenHash = sha256(token);
    const successor = createHmac('sha256', successorKey).update(`refresh-successor\n${token}`).digest('base64url');
    const outcome = await this.db.transaction(async (tx) => {
      const spent = await tx
        .update(idpRefreshTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(idpRefreshTokens.tokenHash, tokenHash), isNull(idpRefreshTokens.usedAt)))
        .returning({ familyId: idpRefreshTokens.familyId });
      let familyId = spent[0]?.familyId;
      let again = false;
      if (!familyId) {
        const previous = (
          await tx
            .select({
              familyId: idpRefreshTokens.familyId,
              withinGrace: sql<boolean>`${idpRefreshTokens.usedAt} > now() - ${graceSeconds} * interval '1 second'`,
            })
            .from(idpRefreshTokens)
            .where(eq(idpRefreshTokens.tokenHash, tokenHash))
            .limit(1)
        )[0];
        if (!previous) return { status: 'unknown' as const };
        if (!previous.withinGrace) return { status: 'reused' as const, familyId: previous.familyId };
        familyId = previous.familyId;
        again = true;
      }
      await tx.insert(idpRefreshTokens).values({ tokenHash: sha256(successor), familyId }).onConflictDoNothing();
      return { status: 'ok' as const, familyId, again };
    });
    if (outcome.status === 'unknown') return outcome;
    if (outcome.status === 'reused') {
      await this.revokeFamily(outcome.familyId, 'refresh token reused');
      return { status: 'reused' as const };
    }
    const family = await this.db.select().from(idpRefreshFamilies).where(eq(idpRefreshFamilies.id, outcome.familyId)).limit(1);
    return { status: 'ok' as const, family: family[0]!, successor, again: outcome.again };
  }

  /** Whether a session was ended (signed out, replaced, or its account signed out everywhere). */
  async sessionEnded(idHash: string): Promise<boolean> {
    const rows = await this.db.select({ revokedAt: idpSessions.revokedAt }).from(idpSessions).where(eq(idpSessions.idHash, idHash)).limit(1);
    return rows[0]?.revokedAt != null;
  }

  /** A refresh token and its family, without spending it (undefined when unknown). */
  async peekRefreshToken(token: string) {
    const rows = await this.db
      .select({ usedAt: idpRefreshTokens.usedAt, family: idpRefreshFamilies })
      .from(idpRefreshTokens)
      .innerJoin(idpRefreshFamilies, eq(idpRefreshFamilies.id, idpRefreshTokens.familyId))
      .where(eq(idpRefreshTokens.tokenHash, sha256(token)))
      .limit(1);
    return rows[0];
  }

  async findFamilyByToken(token: string) {
    const rows = await this.db
      .select({ family: idpRefreshFamilies })
      .from(idpRefreshTokens)
      .innerJoin(idpRefreshFamilies, eq(idpRefreshFamilies.id, idpRefreshTokens.familyId))
      .where(eq(idpRefreshTokens.tokenHash, sha256(token)))
      .limit(1);
    return rows[0]?.family;
  }

  async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.db
      .update(idpRefreshFamilies)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(idpRefreshFamilies.id, familyId), isNull(idpRefreshFamilies.revokedAt)));
  }

  // E-mailed tokens -----------------------------------------------------------------------------

  /** A new link replaces any unused one of the same purpose. */
  async createEmailToken(userId: string, purpose: EmailTokenPurpose, ttlSeconds: number): Promise<string> {
    await this.db
      .update(idpEmailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(idpEmailTokens.userId, userId), eq(idpEmailTokens.purpose, purpose), isNull(idpEmailTokens.usedAt)));
    const token = randomToken();
    await this.db
      .insert(idpEmailTokens)
      .values({ tokenHash: sha256(token), userId, purpose, expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
    return token;
  }

  async findEmailToken(token: unknown, purpose: EmailTokenPurpose) {
    if (typeof token !== 'string' || token.length < 20 || token.length > 100) return undefined;
    const rows = await this.db
      .select()
      .from(idpEmailTokens)
      .where(
        and(
          eq(idpEmailTokens.tokenHash, sha256(token)),
          eq(idpEmailTokens.purpose, purpose),
          isNull(idpEmailTokens.usedAt),
          gt(idpEmailTokens.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return rows[0];
  }

  /** Spends an e-mailed token; false when it was spent meanwhile. */
  async spendEmailToken(tokenHash: string): Promise<boolean> {
    const rows = await this.db
      .update(idpEmailTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(idpEmailTokens.tokenHash, tokenHash), isNull(idpEmailTokens.usedAt)))
      .returning({ tokenHash: idpEmailTokens.tokenHash });
    return rows.length === 1;
  }

  // Housekeeping ----------------------------------------------------------------------------------

  async purgeExpired(now = new Date()): Promise<void> {
    const dayAgo = new Date(now.getTime() - 86400_000);
    await this.db.delete(idpTransactions).where(lt(idpTransactions.expiresAt, now));
    await this.db.delete(idpCodes).where(lt(idpCodes.expiresAt, dayAgo));
    await this.db.delete(idpEmailTokens).where(lt(idpEmailTokens.expiresAt, dayAgo));
    await this.db.delete(idpSessions).where(or(lt(idpSessions.expiresAt, dayAgo), lt(idpSessions.revokedAt, dayAgo)));
    await this.db.delete(idpRefreshFamilies).where(or(lt(idpRefreshFamilies.expiresAt, dayAgo), lt(idpRefreshFamilies.revokedAt, dayAgo)));
    await this.db.delete(rateLimits).where(lt(rateLimits.windowStart, dayAgo));
  }
}
