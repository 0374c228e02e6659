/**
 * Registration's SQL: registrations (drafts, submissions, decisions), the companies and accounts they create, the
 * uniqueness of a company name, email and phone, the certificates (file rows) put on a registration, and the
 * activation links of an approved account. No rule lives here: callers decide what a missing row or a lost race means.
 */
import { and, desc, eq, inArray, isNotNull, isNull, ne, notInArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, companies, files, linkTokens, registrations } from '../../platform/db/schema';

export type RegistrationRow = typeof registrations.$inferSelect;
export type CompanyRow = typeof companies.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type FileRow = typeof files.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Registrations.

export async function registrationById(db: Db, id: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.id, id)).limit(1);
  return row ?? null;
}

/** The newest registration of an email that is not a draft; null when there is none. */
export async function latestApplicationOf(db: Db, email: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.email, email), ne(registrations.state, 'draft')))
    .orderBy(desc(registrations.createdAt))
    .limit(1);
  return row ?? null;
}

/** Adds a registration; its id. */
export async function addRegistration(db: Db, values: typeof registrations.$inferInsert): Promise<string> {
  const [row] = await db.insert(registrations).values(values).returning({ id: registrations.id });
  return row!.id;
}

/** Sets fields of a registration (its email, data, company and account). */
export async function updateRegistration(
  db: Db,
  id: string,
  fields: Partial<Pick<typeof registrations.$inferInsert, 'email' | 'data' | 'companyId' | 'accountId'>>,
): Promise<void> {
  await db.update(registrations).set(fields).where(eq(registrations.id, id));
}

/**
 * Moves a registration on from `from` with the given fields, in one statement that also locks the row: of two
 * parallel moves the second waits, then finds the state changed. False when the registration was not in `from`.
 */
export async function moveRegistration(
  db: Db,
  id: string,
  from: string,
  fields: Partial<Pick<typeof registrations.$inferInsert, 'state' | 'submittedAt' | 'decidedAt' | 'data' | 'companyId' | 'accountId'>>,
): Promise<boolean> {
  const [moved] = await db
    .update(registrations)
    .set(fields)
    .where(and(eq(registrations.id, id), eq(registrations.state, from)))
    .returning({ id: registrations.id });
  return Boolean(moved);
}

/** Whether a submitted or approved registration names the company. */
export async function companyInApplication(db: Db, companyId: string): Promise<boolean> {
  const [referenced] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.companyId, companyId), inArray(registrations.state, ['submitted', 'approved'])))
    .limit(1);
  return Boolean(referenced);
}

// ---------------------------------------------------------------------------------------------
// Companies and accounts.

export async function companyById(db: Db, id: string): Promise<CompanyRow | null> {
  const [company] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return company ?? null;
}

/** Whether a company holds this name key. */
export async function companyNameTaken(db: Db, nameKey: string): Promise<boolean> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.nameKey, nameKey)).limit(1);
  return Boolean(company);
}

/** Adds a company; its id. */
export async function addCompany(db: Db, values: typeof companies.$inferInsert): Promise<string> {
  const [company] = await db.insert(companies).values(values).returning({ id: companies.id });
  return company!.id;
}

/** Approves a company still applied. */
export async function approveCompany(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(companies)
    .set({ state: 'approved', approvedAt: at })
    .where(and(eq(companies.id, id), eq(companies.state, 'applied')));
}

/** Deletes a company still applied. */
export async function deleteAppliedCompany(db: Db, id: string): Promise<void> {
  await db.delete(companies).where(and(eq(companies.id, id), eq(companies.state, 'applied')));
}

export async function accountById(db: Db, id: string): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return account ?? null;
}

export async function accountByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  return account ?? null;
}

/** The state of the account of an email; null when there is none. */
export async function accountStateOf(db: Db, email: string): Promise<string | null> {
  const [account] = await db.select({ state: accounts.state }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return account?.state ?? null;
}

/** Whether an account holds this email. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [account] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return Boolean(account);
}

/** Whether an account holds this phone, proven by a code (an unproven phone keeps it from nobody: L4). */
export async function phoneTaken(db: Db, phone: string): Promise<boolean> {
  const [account] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), isNotNull(accounts.phoneVerifiedAt)))
    .limit(1);
  return Boolean(account);
}

/** Whether the company has any account. */
export async function companyHasAccounts(db: Db, companyId: string): Promise<boolean> {
  const [other] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, companyId)).limit(1);
  return Boolean(other);
}

/** Adds an account; its id. A unique index (email, phone) already holding one of its values throws the driver's error. */
export async function addAccount(db: Db, values: typeof accounts.$inferInsert): Promise<string> {
  const [account] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return account!.id;
}

/** Approves an account still applied; who it is, or null when it is not applied (any more). */
export async function approveAccount(db: Db, id: string): Promise<{ id: string; email: string; firstName: string } | null> {
  const [account] = await db
    .update(accounts)
    .set({ state: 'approved' })
    .where(and(eq(accounts.id, id), eq(accounts.state, 'applied')))
    .returning({ id: accounts.id, email: accounts.email, firstName: accounts.firstName });
  return account ?? null;
}

/** Deletes an account still applied. */
export async function deleteAppliedAccount(db: Db, id: string): Promise<void> {
  await db.delete(accounts).where(and(eq(accounts.id, id), eq(accounts.state, 'applied')));
}

// ---------------------------------------------------------------------------------------------
// Certificates.

/** The live certificates among `ids`, whoever uploaded them. */
export async function liveCertificates(db: Db, ids: string[]): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.purpose, 'certificate'), isNull(files.deletedAt)));
}

/** How many of `ids` are live files on the registration. */
export async function liveFilesOn(db: Db, registrationId: string, ids: string[]): Promise<number> {
  const live = await db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.id, ids), eq(files.registrationId, registrationId), isNull(files.deletedAt)));
  return live.length;
}

/** Puts exactly the files `ids` on the registration: the others on it come off. */
export async function setRegistrationFiles(db: Db, registrationId: string, ids: string[]): Promise<void> {
  await db.update(files).set({ registrationId: null }).where(and(eq(files.registrationId, registrationId), notInArray(files.id, ids)));
  await db.update(files).set({ registrationId }).where(inArray(files.id, ids));
}

/** Gives the files `ids` on the registration to the account. */
export async function giveFiles(db: Db, registrationId: string, ids: string[], accountId: string): Promise<void> {
  await db.update(files).set({ ownerAccountId: accountId }).where(and(inArray(files.id, ids), eq(files.registrationId, registrationId)));
}

/** Takes the account's files from it (they stay, owned by nobody). */
export async function releaseFiles(db: Db, accountId: string): Promise<void> {
  await db.update(files).set({ ownerAccountId: null }).where(eq(files.ownerAccountId, accountId));
}

// ---------------------------------------------------------------------------------------------
// Links.

/** Marks the account's unused activation links used: they stop working. */
export async function retireActivationLinks(db: Db, accountId: string, at: Date): Promise<void> {
  await db
    .update(linkTokens)
    .set({ usedAt: at })
    .where(and(eq(linkTokens.accountId, accountId), eq(linkTokens.purpose, 'activation'), isNull(linkTokens.usedAt)));
}

/** Deletes every link of the account. */
export async function deleteLinks(db: Db, accountId: string): Promise<void> {
  await db.delete(linkTokens).where(eq(linkTokens.accountId, accountId));
}
