import { DEFAULT_MODE, type AccountKind, type BrandCode, type Mode } from '@storefront/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../platform/crypto';
import type { Db } from '../../platform/db';
import { sessions } from '../../platform/db/schema';
import type { Services } from '../../platform/services';

/** Opens a session: a 256-bit random token for the browser, its SHA-256 in the table, absolute expiry from config. */
export async function openSession(services: Services, account: { id: string; kind: AccountKind }, brand: BrandCode, tx?: Db): Promise<{ token: string; mode: Mode }> {
  const token = randomToken();
  const mode = DEFAULT_MODE[account.kind];
  const now = services.now();
  await (tx ?? services.db).insert(sessions).values({
    tokenHash: sha256(token),
    accountId: account.id,
    mode,
    brand,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + services.config.SESSION_ABSOLUTE_DAYS * 86_400_000),
  });
  return { token, mode };
}

export async function revokeSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of an account (password set, account closed). */
export async function revokeAllSessions(db: Db, accountId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

export async function setSessionMode(db: Db, tokenHash: Buffer, mode: Mode): Promise<void> {
  await db.update(sessions).set({ mode }).where(eq(sessions.tokenHash, tokenHash));
}
