/**
 * The members' SQL: the company row held for a change of its members, the accounts that count against its maximum,
 * its sub-accounts (scoped by company and kind), the accounts that may receive a closed member's things, and the
 * moves a close makes. No rule lives here: every query is scoped by the company the caller passes, and the service
 * decides what a missing row means.
 */
import { COMPANY_ACCOUNT_TYPES } from '@storefront/contracts';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, companies, customers, projects } from '../../platform/db/schema';

/** A sub-account of a company, as the members' calls read it. */
export interface MemberRow {
  id: string;
  kind: string;
  state: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: Date;
  invitedAt: Date | null;
  activatedAt: Date | null;
  closedAt: Date | null;
  /** Whether the member ever chose a password (an activated member has one). */
  hasPassword: boolean;
}

const memberColumns = {
  id: accounts.id,
  kind: accounts.kind,
  state: accounts.state,
  email: accounts.email,
  firstName: accounts.firstName,
  lastName: accounts.lastName,
  createdAt: accounts.createdAt,
  invitedAt: accounts.invitedAt,
  activatedAt: accounts.activatedAt,
  closedAt: accounts.closedAt,
  hasPassword: sql<boolean>`(${accounts.passwordHash} is not null)`,
};

/** The kind of account a company invites on the members page. */
export const MEMBER_KIND = 'sub_account';
/** The states that hold a seat of the company: activated, or waiting to be (approved). */
export const SEAT_STATES = ['approved', 'activated'] as const;

const ofCompany = (companyId: string) => and(eq(accounts.companyId, companyId), inArray(accounts.kind, [...COMPANY_ACCOUNT_TYPES]));
const memberOf = (companyId: string, memberId: string) => and(eq(accounts.id, memberId), eq(accounts.companyId, companyId), eq(accounts.kind, MEMBER_KIND));

/** The company's maximum; null when there is no such company. */
export async function companyMaximum(db: Db, companyId: string): Promise<number | null> {
  const [row] = await db.select({ max: companies.maxActiveAccounts }).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row?.max ?? null;
}

/**
 * Holds the company row until the transaction ends, so changes to its members (invitations, closes, reopenings)
 * run one after another and each counts the seats the others left; its maximum and name, or null when there is none.
 */
export async function lockCompany(tx: Db, companyId: string): Promise<{ max: number; name: string } | null> {
  const [row] = await tx
    .select({ max: companies.maxActiveAccounts, name: companies.businessName })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}

/** How many of the company's accounts hold a seat (activated, or waiting to be). */
export async function seatsTaken(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(accounts)
    .where(and(ofCompany(companyId), inArray(accounts.state, [...SEAT_STATES])));
  return row?.n ?? 0;
}

/** The company's sub-accounts, newest invitation first. */
export async function companyMembers(db: Db, companyId: string): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), eq(accounts.kind, MEMBER_KIND)))
    .orderBy(desc(sql`coalesce(${accounts.invitedAt}, ${accounts.createdAt})`), asc(accounts.email));
}

/** The company's sub-account by id; null when the company has none by that id. */
export async function findMember(db: Db, companyId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await db.select(memberColumns).from(accounts).where(memberOf(companyId, memberId)).limit(1);
  return row ?? null;
}

/** The company's sub-account by id, held until the transaction ends; null when the company has none by that id. */
export async function lockMember(tx: Db, companyId: string, memberId: string): Promise<MemberRow | null> {
  const [row] = await tx.select(memberColumns).from(accounts).where(memberOf(companyId, memberId)).for('update');
  return row ?? null;
}

/** An activated account of the company as a receiver is named. */
export interface ReceiverRow {
  id: string;
  kind: string;
  email: string;
  firstName: string;
  lastName: string;
}

const receiverColumns = { id: accounts.id, kind: accounts.kind, email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName };

/** The company's activated accounts, by name. */
export async function activatedAccounts(db: Db, companyId: string): Promise<ReceiverRow[]> {
  return db
    .select(receiverColumns)
    .from(accounts)
    .where(and(ofCompany(companyId), eq(accounts.state, 'activated')))
    .orderBy(asc(sql`lower(${accounts.firstName})`), asc(sql`lower(${accounts.lastName})`), asc(accounts.email));
}

/**
 * The company's activated account by id, other than `exceptId`, held until the transaction ends (so it cannot be
 * closed while it receives); null when there is none.
 */
export async function lockReceiver(tx: Db, companyId: string, receiverId: string, exceptId: string): Promise<ReceiverRow | null> {
  const [row] = await tx
    .select(receiverColumns)
    .from(accounts)
    .where(and(eq(accounts.id, receiverId), ne(accounts.id, exceptId), ofCompany(companyId), eq(accounts.state, 'activated')))
    .for('update');
  return row ?? null;
}

/** Whether an account holds this email. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)).limit(1);
  return Boolean(row);
}

/** Adds a member; the unique index of emails refuses one already held (the driver's error is thrown). */
export async function insertMember(
  tx: Db,
  values: { companyId: string; parentId: string; email: string; firstName: string; lastName: string; invitedAt: Date },
): Promise<string> {
  const [row] = await tx
    .insert(accounts)
    .values({ ...values, kind: MEMBER_KIND, state: 'approved', signupChannel: 'password', passwordHash: null })
    .returning({ id: accounts.id });
  return row!.id;
}

/** Sets a member's state and times (invitation, close). */
export async function updateMember(
  tx: Db,
  memberId: string,
  fields: Partial<Pick<typeof accounts.$inferInsert, 'state' | 'invitedAt' | 'closedAt'>>,
): Promise<void> {
  await tx.update(accounts).set(fields).where(eq(accounts.id, memberId));
}

/**
 * Passes what the member kept to the receiving account: the customers and projects the member created, and the
 * invited customers' accounts whose designer the member was. How many of each moved.
 */
export async function moveMembersThings(tx: Db, companyId: string, memberId: string, receiverId: string): Promise<{ customers: number; projects: number; customer_accounts: number }> {
  const movedCustomers = await tx
    .update(customers)
    .set({ createdBy: receiverId })
    .where(and(eq(customers.createdBy, memberId), eq(customers.ownerId, companyId)))
    .returning({ id: customers.id });
  const movedProjects = await tx
    .update(projects)
    .set({ createdBy: receiverId })
    .where(and(eq(projects.createdBy, memberId), eq(projects.ownerId, companyId)))
    .returning({ id: projects.id });
  const movedAccounts = await tx
    .update(accounts)
    .set({ parentId: receiverId })
    .where(and(eq(accounts.parentId, memberId), eq(accounts.kind, 'customer')))
    .returning({ id: accounts.id });
  return { customers: movedCustomers.length, projects: movedProjects.length, customer_accounts: movedAccounts.length };
}
