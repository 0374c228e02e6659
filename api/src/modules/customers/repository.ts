/**
 * The customers' SQL: a page of an owner's customers (searched by name and email), the email check and the insert.
 * No rule lives here: callers scope by owner and decide what a taken email means.
 */
import type { Customer } from '@storefront/contracts';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { customers } from '../../platform/db/schema';

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

/** Whether the owner already has a customer with this email. */
export async function ownerHasEmail(db: Db, ownerId: string, email: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.ownerId, ownerId), eq(customers.email, email)))
    .limit(1);
  return Boolean(taken);
}

/** Adds a customer; the unique index of owner and email refuses a second one (the driver's error is thrown). */
export async function addCustomer(db: Db, values: typeof customers.$inferInsert): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning(columns);
  return row!;
}
