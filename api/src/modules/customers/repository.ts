/**
 * The customers' SQL: a page of an owner's customers (searched by name and email), the email check, the insert and
 * the edit; one customer with the account it is linked to; the invited customer's account (its state, its newest
 * invitation link, the account made or refreshed by an invitation). No rule lives here: callers scope by owner and
 * decide what a taken email, a missing row or an account's state means.
 */
import type { Customer } from '@storefront/contracts';
import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, customers, linkTokens } from '../../platform/db/schema';

/** A customer as the list reads it (the name is made from it). */
export type CustomerRow = Omit<Customer, 'name'>;

const columns = {
  id: customers.id,
  first_name: customers.firstName,
  last_name: customers.lastName,
  email: customers.email,
  phone: customers.phone,
  street_address: customers.streetAddress,
  city: customers.city,
  state: customers.state,
  postal: customers.postal,
  country: customers.country,
};

/** `%` and `_` in a search are letters, not wildcards. */
export const likeText = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the owner's customers by first and last name, those whose name or email holds `search` when given; and their total. */
export async function customerPage(db: Db, ownerId: string, search: string, page: number, limit: number): Promise<{ rows: CustomerRow[]; total: number }> {
  const where: SQL[] = [eq(customers.ownerId, ownerId)];
  if (search) {
    where.push(sql`(${customers.firstName} || ' ' || ${customers.lastName} || ' ' || ${customers.email}) ilike ${likeText(search)}`);
  }
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(customers)
      .where(filter)
      .orderBy(asc(sql`lower(${customers.firstName})`), asc(sql`lower(${customers.lastName})`), asc(customers.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(customers).where(filter),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Whether the owner already has a customer with this email (other than `exceptId`, when given). */
export async function ownerHasEmail(db: Db, ownerId: string, email: string, exceptId?: string): Promise<boolean> {
  const where = [eq(customers.ownerId, ownerId), eq(customers.email, email)];
  if (exceptId) where.push(ne(customers.id, exceptId));
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(...where))
    .limit(1);
  return Boolean(taken);
}

/** Adds a customer; the unique index of owner and email refuses a second one (the driver's error is thrown). */
export async function addCustomer(db: Db, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning(columns);
  return row!;
}

/** A customer with the account an invitation linked to it (null before the first invitation). */
export type CustomerRecord = CustomerRow & { accountId: string | null };

/**
 * One of the owner's customers; null when the owner has no customer of this id (another owner's is none either).
 * With `lock`, the row is held until the transaction ends (an edit or an invitation of the same customer waits).
 */
export async function ownersCustomer(db: Db, ownerId: string, customerId: string, lock = false): Promise<CustomerRecord | null> {
  const query = db
    .select({ ...columns, accountId: customers.accountId })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ownerId, ownerId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Sets form fields of one of the owner's customers; false when the owner has no such customer. */
export async function updateCustomer(
  db: Db,
  ownerId: string,
  customerId: string,
  values: Partial<Pick<typeof customers.$inferInsert, 'firstName' | 'lastName' | 'email' | 'phone' | 'streetAddress' | 'city' | 'state' | 'postal' | 'country'>>,
): Promise<boolean> {
  const updated = await db
    .update(customers)
    .set(values)
    .where(and(eq(customers.id, customerId), eq(customers.ownerId, ownerId)))
    .returning({ id: customers.id });
  return updated.length === 1;
}

/** Links the customer to its own account (what the customer's account then reads as its own). */
export async function linkCustomerAccount(db: Db, customerId: string, accountId: string): Promise<void> {
  await db.update(customers).set({ accountId }).where(eq(customers.id, customerId));
}

/** What the customer book reads of a customer's own account. */
export interface InvitedAccount {
  id: string;
  kind: string;
  state: string;
  email: string;
  activatedAt: Date | null;
}

const accountColumns = { id: accounts.id, kind: accounts.kind, state: accounts.state, email: accounts.email, activatedAt: accounts.activatedAt };

/** An account by id (held until the transaction ends with `lock`); null when there is none. */
export async function accountById(db: Db, accountId: string, lock = false): Promise<InvitedAccount | null> {
  const query = db.select(accountColumns).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Whether any account holds this email (as stored: lower case). */
export async function accountHoldsEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return Boolean(row);
}

/** Adds an account; its id. The unique index of emails refuses a second account of one email (the driver's error is thrown). */
export async function addAccount(db: Db, values: typeof accounts.$inferInsert): Promise<string> {
  const [row] = await db.insert(accounts).values(values).returning({ id: accounts.id });
  return row!.id;
}

/** Sets the name and the inviting designer of an account that has not chosen its password yet. */
export async function refreshAccount(db: Db, accountId: string, values: Pick<typeof accounts.$inferInsert, 'firstName' | 'lastName' | 'parentId'>): Promise<void> {
  await db.update(accounts).set(values).where(eq(accounts.id, accountId));
}

/** When the newest link of this purpose was issued to the account and until when it could be used; null when none was. */
export async function newestLink(db: Db, accountId: string, purpose: string): Promise<{ createdAt: Date; expiresAt: Date } | null> {
  const [row] = await db
    .select({ createdAt: linkTokens.createdAt, expiresAt: linkTokens.expiresAt })
    .from(linkTokens)
    .where(and(eq(linkTokens.accountId, accountId), eq(linkTokens.purpose, purpose)))
    .orderBy(desc(linkTokens.createdAt))
    .limit(1);
  return row ?? null;
}
