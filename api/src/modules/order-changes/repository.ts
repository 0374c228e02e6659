/**
 * The order changes module's SQL: its own tables (order_changes, order_change_events), and, inside a change's
 * transaction, what applying it writes to the order (its row held, its items' counts and the stock they take or give
 * back), the products a change may add, the designer's email, and the ledger rows of a change's payment. No rule lives
 * here: the service decides what a missing row means.
 */
import { PRODUCT_STATUS } from '@storefront/contracts';
import { and, asc, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts, orderChangeEvents, orderChanges, orderItems, orders, paymentCharges, products } from '../../platform/db/schema';

export type ChangeRow = typeof orderChanges.$inferSelect;
export type PlacedOrder = typeof orders.$inferSelect;
export type OrderItem = typeof orderItems.$inferSelect;

/** A placed order of the owner (company) by serial; null when the owner has none such. */
export async function ownersOrder(db: Db, ownerId: string, serial: number): Promise<PlacedOrder | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.ownerId, ownerId), eq(orders.serial, serial), eq(orders.state, 'placed')))
    .limit(1);
  return row ?? null;
}

/** The order's row held until the transaction ends (its changes apply one at a time). */
export async function lockOrder(db: Db, orderId: string): Promise<PlacedOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  return row ?? null;
}

export async function orderById(db: Db, orderId: string): Promise<PlacedOrder | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function changesOf(db: Db, orderId: string): Promise<ChangeRow[]> {
  return db.select().from(orderChanges).where(eq(orderChanges.orderId, orderId)).orderBy(desc(orderChanges.createdAt), desc(orderChanges.serial));
}

export async function openChangesOfKind(db: Db, orderId: string, kind: string, open: readonly string[]): Promise<ChangeRow[]> {
  return db
    .select()
    .from(orderChanges)
    .where(and(eq(orderChanges.orderId, orderId), eq(orderChanges.kind, kind), inArray(orderChanges.state, [...open])));
}

export async function insertChange(db: Db, change: typeof orderChanges.$inferInsert): Promise<ChangeRow> {
  const [row] = await db.insert(orderChanges).values(change).returning();
  return row!;
}

export async function insertEvent(db: Db, event: typeof orderChangeEvents.$inferInsert): Promise<void> {
  await db.insert(orderChangeEvents).values(event);
}

/** A change by id, by serial or by its link's token hash, its row held when `lock`. */
export async function findChange(db: Db, key: { id?: string; serial?: number; tokenHash?: string }, lock = false): Promise<ChangeRow | null> {
  const where = key.id ? eq(orderChanges.id, key.id) : key.serial !== undefined ? eq(orderChanges.serial, key.serial) : eq(orderChanges.payTokenHash, key.tokenHash ?? '');
  const query = db.select().from(orderChanges).where(where).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateChange(db: Db, id: string, fields: Partial<typeof orderChanges.$inferInsert>, at: Date): Promise<ChangeRow> {
  const [row] = await db
    .update(orderChanges)
    .set({ ...fields, updatedAt: at })
    .where(eq(orderChanges.id, id))
    .returning();
  return row!;
}

export async function accountEmail(db: Db, accountId: string): Promise<string> {
  const [row] = await db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.email ?? '';
}

// ---------------------------------------------------------------------------------------------
// Products a change adds.

export interface ProductRow {
  skuNumber: string;
  name: string;
  brandId: string;
  status: number;
  stock: number;
  backorderQuantity: number;
  designerCents: number;
  consumerCents: number;
  promotionalCents: number | null;
}
const productColumns = {
  skuNumber: products.skuNumber,
  name: products.name,
  brandId: products.brandId,
  status: products.status,
  stock: products.stock,
  backorderQuantity: products.backorderQuantity,
  designerCents: products.designerCents,
  consumerCents: products.consumerCents,
  promotionalCents: products.promotionalCents,
};

export async function productsBySku(db: Db, skus: string[]): Promise<ProductRow[]> {
  if (skus.length === 0) return [];
  return db
    .select(productColumns)
    .from(products)
    .where(or(...skus.map((s) => ilike(products.skuNumber, s.replace(/[\\%_]/g, '\\$&')))));
}

/** Products whose SKU or name holds the keyword (the SKU's own match first), a page at a time; the outlet's apart. */
export async function searchProducts(db: Db, keyword: string, outlet: boolean, limit: number, offset: number): Promise<{ rows: ProductRow[]; total: number }> {
  const pattern = `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  const where = and(
    outlet ? eq(products.brandId, 'ol') : sql`${products.brandId} <> 'ol'`,
    keyword ? or(ilike(products.skuNumber, pattern), ilike(products.name, pattern)) : undefined,
  );
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(where)
    .orderBy(desc(sql`${products.status} = ${PRODUCT_STATUS.ON_SALE}`), desc(sql`lower(${products.skuNumber}) = lower(${keyword})`), asc(products.skuNumber))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ n: count() }).from(products).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Applying a change (in its transaction, the order's row held).

/** A product's sellable units, its row held until the transaction ends. */
export async function lockProduct(db: Db, sku: string): Promise<ProductRow | null> {
  const [row] = await db.select(productColumns).from(products).where(eq(products.skuNumber, sku)).for('update').limit(1);
  return row ?? null;
}

/** Takes (positive) or gives back (negative) units of stock and backorders; false when they are no longer there. */
export async function moveStock(db: Db, sku: string, stock: number, backorder: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${stock}`, backorderQuantity: sql`${products.backorderQuantity} - ${backorder}` })
    .where(and(eq(products.skuNumber, sku), sql`${products.stock} >= ${Math.max(stock, 0)}`, sql`${products.backorderQuantity} >= ${Math.max(backorder, 0)}`))
    .returning({ sku: products.skuNumber });
  return rows.length > 0;
}

export async function setItem(db: Db, itemId: string, fields: { count: number; fromStock: number; fromBackorder: number; lineCents: number }, at: Date): Promise<void> {
  await db
    .update(orderItems)
    .set({ ...fields, updatedAt: at })
    .where(eq(orderItems.id, itemId));
}

export async function deleteItem(db: Db, itemId: string): Promise<void> {
  await db.delete(orderItems).where(eq(orderItems.id, itemId));
}

export async function setOrder(db: Db, orderId: string, fields: Partial<typeof orders.$inferInsert>, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ ...fields, updatedAt: at })
    .where(eq(orders.id, orderId));
}

// ---------------------------------------------------------------------------------------------
// The ledger rows of payments (read only: the payments module writes them).

export async function chargeByKey(db: Db, key: string): Promise<{ id: string; amountCents: number; refundedCents: number; status: string } | null> {
  const [row] = await db
    .select({ id: paymentCharges.id, amountCents: paymentCharges.amountCents, refundedCents: paymentCharges.refundedCents, status: paymentCharges.status })
    .from(paymentCharges)
    .where(eq(paymentCharges.idempotencyKey, key))
    .limit(1);
  return row ?? null;
}

/** The order's paid charges (checkout's, then the supplementary payments'), oldest first, with what each may still refund. */
export async function paidChargesOfOrder(db: Db, orderId: string): Promise<Array<{ key: string; refundableCents: number }>> {
  const rows = await db
    .select({ key: paymentCharges.idempotencyKey, amountCents: paymentCharges.amountCents, refundedCents: paymentCharges.refundedCents })
    .from(paymentCharges)
    .where(and(eq(paymentCharges.orderId, orderId), inArray(paymentCharges.status, ['succeeded', 'refunded'])))
    .orderBy(asc(paymentCharges.createdAt), asc(paymentCharges.id));
  return rows.map((r) => ({ key: r.key, refundableCents: Math.max(0, r.amountCents - r.refundedCents) }));
}

/** A change's payment attempts still pending or paid (another attempt waits for them). */
export async function liveChargesOf(db: Db, keyPrefix: string): Promise<Array<{ key: string; status: string }>> {
  return db
    .select({ key: paymentCharges.idempotencyKey, status: paymentCharges.status })
    .from(paymentCharges)
    .where(and(like(paymentCharges.idempotencyKey, `${keyPrefix.replace(/[\\%_]/g, '\\$&')}%`), inArray(paymentCharges.status, ['pending', 'succeeded', 'refunded'])));
}
