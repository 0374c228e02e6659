/**
 * Identity's SQL: accounts (by login name, id, email or phone; their password, state, contact details and Rowe
 * binding), sessions, the clients an account signed in from, one-time link tokens, verification codes, the embedded
 * Rowe sign-in's users, and the name of an account's company. No rule lives here: callers decide what a missing row or a lost race means.
 */
import { normalizePhone, type Mode } from '@storefront/contracts';
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, companies, linkTokens, roweUsers, sessions, signInClients, verificationCodes } from '../../platform/db/schema';

export type AccountRow = typeof accounts.$inferSelect;
export type LinkRow = typeof linkTokens.$inferSelect;
export type CodeRow = typeof verificationCodes.$inferSelect;
export type RoweUserRow = typeof roweUsers.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Accounts.

/** A proven phone: only a phone a code proved names an account (security finding L4). */
const provenPhone = (phone: string) => and(eq(accounts.phone, phone), isNotNull(accounts.phoneVerifiedAt));

/** Finds the account a login name means: its email, its username, or (ten digits) its proven phone. */
export async function findByLoginName(db: Db, name: string): Promise<AccountRow | null> {
  const lower = name.trim().toLowerCase();
  const phone = normalizePhone(lower);
  const [row] = await db
    .select()
    .from(accounts)
    .where(phone ? or(eq(accounts.email, lower), eq(accounts.username, lower), provenPhone(phone)) : or(eq(accounts.email, lower), eq(accounts.username, lower)))
    .limit(1);
  return row ?? null;
}

export async function findById(db: Db, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}

/** The account of an email (as stored: lower case); null when there is none. */
export async function findByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return row ?? null;
}

/** Whether an account holds this email. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return Boolean(row);
}

/** Whether an account holds this phone, proven (an unproven one keeps it from nobody). */
export async function phoneTaken(db: Db, phone: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(provenPhone(phone)).limit(1);
  return Boolean(row);
}

/** Whether an account other than `accountId` holds this email. */
export async function emailTakenByOther(db: Db, accountId: string, email: string): Promise<boolean> {
  const [other] = await db.select({ id: accounts.id }).from(accounts).where(and(eq(accounts.email, email), ne(accounts.id, accountId))).limit(1);
  return Boolean(other);
}

/** Whether an account other than `accountId` holds this phone, proven. */
export async function phoneTakenByOther(db: Db, accountId: string, phone: string): Promise<boolean> {
  const [other] = await db.select({ id: accounts.id }).from(accounts).where(and(provenPhone(phone), ne(accounts.id, accountId))).limit(1);
  return Boolean(other);
}

/** The kind and state of the account whose proven phone this is; null when there is none. */
export async function accountOfPhone(db: Db, phone: string): Promise<{ id: string; kind: string; state: string } | null> {
  const [account] = await db.select({ id: accounts.id, kind: accounts.kind, state: accounts.state }).from(accounts).where(provenPhone(phone)).limit(1);
  return account ?? null;
}

/** Adds an account; null when a unique index (email, phone) already holds one of its values. */
export async function addAccountUnlessTaken(db: Db, values: typeof accounts.$inferInsert): Promise<AccountRow | null> {
  const [account] = await db.insert(accounts).values(values).onConflictDoNothing().returning();
  return account ?? null;
}

/** Adds an account; its id. A unique index that already holds one of its values throws the driver's error. */
export async function addAccount(db: Db, values: typeof accounts.$inferInsert): Promise<string> {
  const [account] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return account!.id;
}

/** The account, locked until the transaction ends; null when there is none. */
export async function lockAccount(db: Db, id: string): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).for('update').limit(1);
  return account ?? null;
}

/** Sets fields of an account (password, state, activation time, Rowe binding). */
export async function updateAccount(
  db: Db,
  id: string,
  fields: Partial<Pick<typeof accounts.$inferInsert, 'passwordHash' | 'state' | 'activatedAt' | 'roweId'>>,
): Promise<void> {
  await db.update(accounts).set(fields).where(eq(accounts.id, id));
}

/**
 * Sets an account's email or phone, proven by a code (a phone then is proven as of `at`); the contact details as they
 * are now. A unique index already holding it throws.
 */
export async function setContact(db: Db, id: string, contact: { email: string } | { phone: string }, at: Date): Promise<{ email: string; phone: string | null }> {
  const fields = 'phone' in contact ? { phone: contact.phone, phoneVerifiedAt: at } : contact;
  const [row] = await db.update(accounts).set(fields).where(eq(accounts.id, id)).returning({ email: accounts.email, phone: accounts.phone });
  return row!;
}

/** The account bound to a Rowe account, other than `exceptId` when given; null when there is none. */
export async function accountOfRowe(db: Db, roweId: string, exceptId?: string): Promise<{ id: string } | null> {
  const where = exceptId ? and(eq(accounts.roweId, roweId), ne(accounts.id, exceptId)) : eq(accounts.roweId, roweId);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(where).limit(1);
  return row ?? null;
}

/** An account's company, by id; null when there is none. */
export async function companyName(db: Db, companyId: string): Promise<{ id: string; name: string } | null> {
  const [row] = await db.select({ id: companies.id, name: companies.businessName }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Sessions.

export async function addSession(db: Db, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function revokeSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** A session by its token's hash, revoked or not (the cross-site session checks the one a code was made in). */
export async function sessionByHash(db: Db, tokenHash: Buffer): Promise<typeof sessions.$inferSelect | null> {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Ends every session of an account (password set, account closed). */
export async function revokeAllSessions(db: Db, accountId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** Ends every session of an account but one (a password changed in that session). */
export async function revokeOtherSessions(db: Db, accountId: string, keptHash: Buffer): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt), ne(sessions.tokenHash, keptHash)));
}

export async function setSessionMode(db: Db, tokenHash: Buffer, mode: Mode): Promise<void> {
  await db.update(sessions).set({ mode }).where(eq(sessions.tokenHash, tokenHash));
}

// ---------------------------------------------------------------------------------------------
// Clients an account signed in from.

/** Records the clients of a sign-in, and forgets the account's clients not seen since `forgetBefore`. */
export async function rememberClients(db: Db, accountId: string, clients: string[], at: Date, forgetBefore: Date): Promise<void> {
  if (clients.length === 0) return;
  await db
    .insert(signInClients)
    .values(clients.map((client) => ({ accountId, client, lastAt: at })))
    .onConflictDoUpdate({ target: [signInClients.accountId, signInClients.client], set: { lastAt: at } });
  await db.delete(signInClients).where(and(eq(signInClients.accountId, accountId), lt(signInClients.lastAt, forgetBefore)));
}

/** Whether the account signed in from one of these clients since `since`. */
export async function isOwnClient(db: Db, accountId: string, clients: string[], since: Date): Promise<boolean> {
  if (clients.length === 0) return false;
  const [row] = await db
    .select({ client: signInClients.client })
    .from(signInClients)
    .where(and(eq(signInClients.accountId, accountId), inArray(signInClients.client, clients), gt(signInClients.lastAt, since)))
    .limit(1);
  return Boolean(row);
}

// ---------------------------------------------------------------------------------------------
// Link tokens.

export async function addLink(db: Db, values: typeof linkTokens.$inferInsert): Promise<void> {
  await db.insert(linkTokens).values(values);
}

/** The unused link of a token hash; null when there is none. */
export async function unusedLink(db: Db, tokenHash: Buffer): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.tokenHash, tokenHash), isNull(linkTokens.usedAt)))
    .limit(1);
  return row ?? null;
}

/** Marks a link used; false when it was used already (by a parallel use). */
export async function markLinkUsed(db: Db, tokenHash: Buffer, at: Date): Promise<boolean> {
  const used = await db
    .update(linkTokens)
    .set({ usedAt: at })
    .where(and(eq(linkTokens.tokenHash, tokenHash), isNull(linkTokens.usedAt)))
    .returning({ purpose: linkTokens.purpose });
  return used.length === 1;
}

/** Marks every unused link of the account with one of these purposes used (a password was set or changed). */
export async function retireLinks(db: Db, accountId: string, purposes: readonly string[], at: Date): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: at })
    .where(and(eq(linkTokens.accountId, accountId), inArray(linkTokens.purpose, [...purposes]), isNull(linkTokens.usedAt)));
}

// ---------------------------------------------------------------------------------------------
// Verification codes.

export async function addCode(db: Db, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await db.insert(verificationCodes).values(values);
}

/** The latest unused code sent to a target for a purpose on a channel; null when there is none. */
export async function latestUnusedCode(db: Db, where: { channel: string; target: string; purpose: string }): Promise<CodeRow | null> {
  const [latest] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.target, where.target), eq(verificationCodes.purpose, where.purpose), eq(verificationCodes.channel, where.channel), isNull(verificationCodes.usedAt)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return latest ?? null;
}

/** Counts a try of an unused code, atomically, while it has had fewer than `maxAttempts`; false when it may not be tried. */
export async function countCodeTry(db: Db, id: string, maxAttempts: number): Promise<boolean> {
  const [tried] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, id), lt(verificationCodes.attempts, maxAttempts), isNull(verificationCodes.usedAt)))
    .returning({ attempts: verificationCodes.attempts });
  return Boolean(tried);
}

/** Takes back a counted try. */
export async function uncountCodeTry(db: Db, id: string): Promise<void> {
  await db.update(verificationCodes).set({ attempts: sql`${verificationCodes.attempts} - 1` }).where(eq(verificationCodes.id, id));
}

/** Marks a code used; false when it was used already (by a parallel check). */
export async function markCodeUsed(db: Db, id: string, at: Date): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ usedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.usedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}

// ---------------------------------------------------------------------------------------------
// Users of the embedded Rowe sign-in.

export async function roweUserById(db: Db, roweId: string): Promise<RoweUserRow | null> {
  const [user] = await db.select().from(roweUsers).where(eq(roweUsers.roweId, roweId)).limit(1);
  return user ?? null;
}

export async function roweUserByEmail(db: Db, email: string): Promise<RoweUserRow | null> {
  const [user] = await db.select().from(roweUsers).where(eq(roweUsers.email, email)).limit(1);
  return user ?? null;
}

/** Creates a Rowe user, or updates the one of that id. */
export async function saveRoweUser(db: Db, roweId: string, values: Omit<typeof roweUsers.$inferInsert, 'roweId'>): Promise<void> {
  await db.insert(roweUsers).values({ roweId, ...values }).onConflictDoUpdate({ target: roweUsers.roweId, set: values });
}

export async function markRoweLinked(db: Db, roweId: string, at: Date): Promise<void> {
  await db.update(roweUsers).set({ linkedAt: at }).where(eq(roweUsers.roweId, roweId));
}
