/** The claims module's SQL: the orders a claim is filed against (read only), the claims, and who is emailed. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, claims, companies, orderItems, orders } from '../../platform/db/schema';

export type ClaimRow = typeof claims.$inferSelect;
export type ClaimOrderRow = Pick<typeof orders.$inferSelect, 'id' | 'serial' | 'ownerId' | 'brand' | 'contact' | 'totalCents' | 'placedAt' | 'createdAt'>;
export type ClaimItemRow = Pick<typeof orderItems.$inferSelect, 'id' | 'skuNumber' | 'name' | 'count' | 'shippingStatus' | 'deliveredAt'>;

const orderColumns = {
  id: orders.id,
  serial: orders.serial,
  ownerId: orders.ownerId,
  brand: orders.brand,
  contact: orders.contact,
  totalCents: orders.totalCents,
  placedAt: orders.placedAt,
  createdAt: orders.createdAt,
};
const itemColumns = {
  id: orderItems.id,
  skuNumber: orderItems.skuNumber,
  name: orderItems.name,
  count: orderItems.count,
  shippingStatus: orderItems.shippingStatus,
  deliveredAt: orderItems.deliveredAt,
};

/** A placed order of the owner by serial, with its items; null when the owner has none such. */
export async function ownersOrder(db: Db, ownerId: string, serial: number): Promise<{ order: ClaimOrderRow; items: ClaimItemRow[] } | null> {
  const [order] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.ownerId, ownerId), eq(orders.serial, serial), eq(orders.state, 'placed')))
    .limit(1);
  if (!order) return null;
  return { order, items: await itemsOf(db, order.id) };
}

export function itemsOf(db: Db, orderId: string): Promise<ClaimItemRow[]> {
  return db.select(itemColumns).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.skuNumber, orderItems.id);
}

export async function insertClaim(db: Db, values: typeof claims.$inferInsert): Promise<ClaimRow> {
  const [row] = await db.insert(claims).values(values).returning();
  return row!;
}

/** Whose claims a caller reaches: the owner's (company or account), or every claim for staff. */
export type ClaimScope = { ownerId: string } | { staff: true };
const scopeWhere = (scope: ClaimScope): SQL => ('ownerId' in scope ? eq(claims.ownerId, scope.ownerId) : sql`true`);

export type ClaimWithOrder = ClaimRow & { orderSerial: number };

export async function listClaims(db: Db, ownerId: string, limit: number, offset: number): Promise<{ rows: ClaimWithOrder[]; total: number }> {
  const rows = await db
    .select({ claim: claims, orderSerial: orders.serial })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(eq(claims.ownerId, ownerId))
    .orderBy(desc(claims.createdAt), desc(claims.serial))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(claims).where(eq(claims.ownerId, ownerId));
  return { rows: rows.map((r) => ({ ...r.claim, orderSerial: r.orderSerial })), total: Number(counted?.n ?? 0) };
}

/** One claim within the scope by serial (held until the transaction ends with `lock`); null when there is none such. */
export async function findClaim(db: Db, scope: ClaimScope, serial: number, lock = false): Promise<ClaimWithOrder | null> {
  const query = db
    .select({ claim: claims, orderSerial: orders.serial })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .where(and(scopeWhere(scope), eq(claims.serial, serial)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: claims }) : await query;
  return row ? { ...row.claim, orderSerial: row.orderSerial } : null;
}

export async function setClaimState(db: Db, id: string, state: string, staffNote: string, at: Date): Promise<ClaimRow> {
  const [row] = await db.update(claims).set({ state, staffNote, updatedAt: at }).where(eq(claims.id, id)).returning();
  return row!;
}

export async function accountEmail(db: Db, accountId: string): Promise<{ email: string; firstName: string; lastName: string } | null> {
  const [row] = await db.select({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}

/** Who filed a claim, as staff read it: the account's name and email, and its company (none for an account of its own). */
export interface ClaimFiler {
  firstName: string;
  lastName: string;
  email: string;
  company: string | null;
}

const filerColumns = { firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email, company: companies.businessName };

export type StaffClaimRow = ClaimWithOrder & { filer: ClaimFiler };

/** Staff: every account's claims (of one state when given), newest first, a page at a time, with who filed each. */
export async function staffClaims(db: Db, state: string | null, limit: number, offset: number): Promise<{ rows: StaffClaimRow[]; total: number }> {
  const where = state === null ? undefined : eq(claims.state, state);
  const rows = await db
    .select({ claim: claims, orderSerial: orders.serial, filer: filerColumns })
    .from(claims)
    .innerJoin(orders, eq(orders.id, claims.orderId))
    .innerJoin(accounts, eq(accounts.id, claims.accountId))
    .leftJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(desc(claims.createdAt), desc(claims.serial))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(claims).where(where);
  return { rows: rows.map((r) => ({ ...r.claim, orderSerial: r.orderSerial, filer: r.filer })), total: Number(counted?.n ?? 0) };
}

/** Who filed a claim (its account); null when the account is gone. */
export async function claimFiler(db: Db, accountId: string): Promise<ClaimFiler | null> {
  const [row] = await db.select(filerColumns).from(accounts).leftJoin(companies, eq(companies.id, accounts.companyId)).where(eq(accounts.id, accountId)).limit(1);
  return row ?? null;
}
