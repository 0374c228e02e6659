/**
 * Account settings' SQL: the account's profile columns (about me, picture, tier, price label), its bill addresses,
 * and its reseller certificates (those put on file from the settings, and the certificate files its registration
 * gave it). No rule lives here: every query is scoped by the account id the caller passes, and the service decides
 * what a missing row means.
 */
import { and, desc, eq, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { cteColumn } from '../../platform/db/prepared';
import { accountCertificates, accounts, billAddresses, files, registrations } from '../../platform/db/schema';

export type AddressRow = typeof billAddresses.$inferSelect;
export type NewAddress = Omit<typeof billAddresses.$inferInsert, 'id' | 'accountId'>;

/** The account's columns its settings read. */
export interface ProfileRow {
  id: string;
  kind: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  headImg: string;
  aboutMe: string;
  tier: string;
  priceLabel: string;
}

const profileColumns = {
  id: accounts.id,
  kind: accounts.kind,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  email: accounts.email,
  phone: accounts.phone,
  headImg: accounts.headImg,
  aboutMe: accounts.aboutMe,
  tier: accounts.tier,
  priceLabel: accounts.priceLabel,
};

// ---------------------------------------------------------------------------------------------
// The account.

export async function profileOf(db: Db, accountId: string): Promise<ProfileRow | null> {
  const [row] = await db.select(profileColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

/**
 * Holds the account's row until the transaction ends: its address and certificate changes run one at a time, so the
 * limits and the one default hold under parallel calls. Its picture as it is now; null when there is no such account.
 */
export async function lockAccount(db: Db, accountId: string): Promise<{ headImg: string } | null> {
  const [row] = await db.select({ headImg: accounts.headImg }).from(accounts).where(eq(accounts.id, accountId)).for('update').limit(1);
  return row ?? null;
}

export async function setProfile(db: Db, accountId: string, fields: { aboutMe: string } | { headImg: string }): Promise<void> {
  await db.update(accounts).set(fields).where(eq(accounts.id, accountId));
}

// ---------------------------------------------------------------------------------------------
// Bill addresses.

export async function addressesOf(db: Db, accountId: string): Promise<AddressRow[]> {
  return db.select().from(billAddresses).where(eq(billAddresses.accountId, accountId));
}

/** The account's address by id; null when the account has no such address. */
export async function findAddress(db: Db, accountId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(billAddresses)
    .where(and(eq(billAddresses.id, id), eq(billAddresses.accountId, accountId)))
    .limit(1);
  return row ?? null;
}

export async function countAddresses(db: Db, accountId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(billAddresses).where(eq(billAddresses.accountId, accountId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: Db, accountId: string, values: NewAddress): Promise<string> {
  const [row] = await db.insert(billAddresses).values({ ...values, accountId }).returning({ id: billAddresses.id });
  return row!.id;
}

export async function updateAddress(db: Db, accountId: string, id: string, values: Partial<NewAddress>): Promise<void> {
  await db
    .update(billAddresses)
    .set(values)
    .where(and(eq(billAddresses.id, id), eq(billAddresses.accountId, accountId)));
}

/** Takes the default off every address of the account but `except`. */
export async function clearDefault(db: Db, accountId: string, except?: string): Promise<void> {
  const where = except
    ? and(eq(billAddresses.accountId, accountId), eq(billAddresses.isDefault, true), ne(billAddresses.id, except))
    : and(eq(billAddresses.accountId, accountId), eq(billAddresses.isDefault, true));
  await db.update(billAddresses).set({ isDefault: false }).where(where);
}

export async function deleteAddress(db: Db, accountId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .delete(billAddresses)
    .where(and(eq(billAddresses.id, id), eq(billAddresses.accountId, accountId)))
    .returning();
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reseller certificates.

/** A certificate as the list reads it: the row (or, for the registration's, the file) and its file. */
export interface CertificateRow {
  /** The settings' row id; a registration's certificate goes by its file's id. */
  id: string;
  fileId: string;
  /** The file's stored name (its extension is the kind) and upload name. */
  storageKey: string;
  name: string;
  mime: string;
  size: number;
  resellerNumber: string;
  stateOfRegistration: string;
  salesTaxNumber: string;
  source: 'registration' | 'settings';
  createdAt: Date;
  /** Filled in by the service (the file-read name and URL). */
  filename: string;
  url: string;
}

const liveCertificateFile = (accountId: string) => and(eq(files.ownerAccountId, accountId), eq(files.purpose, 'certificate'), isNull(files.deletedAt));

/** The certificates put on file from the account's settings, whose files are still there. */
async function settingsCertificates(db: Db, accountId: string, id?: string): Promise<Omit<CertificateRow, 'filename' | 'url'>[]> {
  const where = [eq(accountCertificates.accountId, accountId), liveCertificateFile(accountId)];
  if (id) where.push(eq(accountCertificates.id, id));
  const rows = await db
    .select({
      id: accountCertificates.id,
      fileId: files.id,
      storageKey: files.storageKey,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      resellerNumber: accountCertificates.resellerNumber,
      stateOfRegistration: accountCertificates.stateOfRegistration,
      salesTaxNumber: accountCertificates.salesTaxNumber,
      createdAt: accountCertificates.createdAt,
    })
    .from(accountCertificates)
    .innerJoin(files, eq(files.id, accountCertificates.fileId))
    .where(and(...where))
    .orderBy(desc(accountCertificates.createdAt));
  return rows.map((r) => ({ ...r, source: 'settings' as const }));
}

/** The certificate files the account's registration gave it, with what the registration's Documents step said of them. */
async function registrationCertificates(db: Db, accountId: string, fileId?: string): Promise<Omit<CertificateRow, 'filename' | 'url'>[]> {
  const where = [liveCertificateFile(accountId), isNotNull(files.registrationId)];
  if (fileId) where.push(eq(files.id, fileId));
  const step2 = (key: string) => sql<string>`coalesce(${registrations.data} -> 'step2' ->> ${key}, '')`;
  const rows = await db
    .select({
      id: files.id,
      fileId: files.id,
      storageKey: files.storageKey,
      name: files.originalName,
      mime: files.mime,
      size: files.size,
      resellerNumber: step2('reseller_number'),
      stateOfRegistration: step2('state_of_registration'),
      salesTaxNumber: step2('sales_tax_number'),
      createdAt: files.createdAt,
    })
    .from(files)
    .leftJoin(registrations, eq(registrations.id, files.registrationId))
    .where(and(...where))
    .orderBy(desc(files.createdAt));
  return rows.map((r) => ({ ...r, size: Number(r.size), source: 'registration' as const }));
}

/** Every certificate of the account: its registration's and those put on file since. */
export async function certificatesOf(db: Db, accountId: string): Promise<Omit<CertificateRow, 'filename' | 'url'>[]> {
  return [...(await settingsCertificates(db, accountId)), ...(await registrationCertificates(db, accountId))];
}

/** One certificate of the account by id (a settings row's, or a registration file's); null when it has none such. */
export async function certificateOf(db: Db, accountId: string, id: string): Promise<Omit<CertificateRow, 'filename' | 'url'> | null> {
  const [mine] = await settingsCertificates(db, accountId, id);
  if (mine) return mine;
  const [registered] = await registrationCertificates(db, accountId, id);
  return registered ?? null;
}

/** Puts files on file as the account's certificates; a file already on file is left as it is. */
export async function insertCertificates(
  db: Db,
  accountId: string,
  fileIds: readonly string[],
  details: { resellerNumber: string; stateOfRegistration: string; salesTaxNumber: string },
  at: Date,
): Promise<void> {
  if (fileIds.length === 0) return;
  await db
    .insert(accountCertificates)
    .values(fileIds.map((fileId) => ({ accountId, fileId, ...details, createdAt: at })))
    .onConflictDoNothing({ target: accountCertificates.fileId });
}

/** Removes a certificate the account put on file from its settings; its file's id, or null when there was none such. */
export async function deleteCertificate(db: Db, accountId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(accountCertificates)
    .where(and(eq(accountCertificates.id, id), eq(accountCertificates.accountId, accountId)))
    .returning({ fileId: accountCertificates.fileId });
  return row?.fileId ?? null;
}

/**
 * Whether a reseller certificate is on file for the account: its own or another account's of its company (a
 * registration's certificate, or one put on file from the settings), whose file is still there.
 */
export async function certificateOnFile(db: Db, accountId: string): Promise<boolean> {
  const result = (await db.execute(sql`select 1 as found where ${certificateExists(sql`${accountId}`)}`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** The condition that the account (`accountId`, an SQL value) has a reseller certificate on file (see `certificateOnFile`). */
function certificateExists(accountId: SQL): SQL {
  return sql`exists (
    select 1 from files f
    where f.purpose = 'certificate' and f.deleted_at is null
      and f.owner_account_id in (
        select a.id from accounts a, accounts me
        where me.id = ${accountId} and (a.id = me.id or (me.company_id is not null and a.company_id = me.company_id))
      )
      and (f.registration_id is not null or exists (select 1 from account_certificates c where c.file_id = f.id)))`;
}

/**
 * The certificate check in another module's statement (the orders module's `orderWriter`, as a guard): the CTE
 * `certified`, one row whose `ok` is true when the account needs no certificate or has one on file. Its placeholders:
 * `certAccount` and `certNeeded`.
 */
export function certifiedGuard(db: Db) {
  return db
    .$with('certified', { ok: cteColumn<boolean>('ok') })
    .as(sql`select (not ${sql.placeholder('certNeeded')}::boolean) or ${certificateExists(sql`${sql.placeholder('certAccount')}::uuid`)} as ok`);
}

/** The values of `certifiedGuard`'s placeholders for the account, and whether its kind needs a certificate. */
export function certifiedGuardValues(accountId: string, needed: boolean): Record<string, unknown> {
  return { certAccount: accountId, certNeeded: needed };
}
