/**
 * The client agent's SQL: the customer's cart the agent builds (agent_cart_lines, read with the product columns the
 * cart reads) and the payment links (payment_links). No rule lives here: the service decides what a row means.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { agentCartLines, paymentLinks, products } from '../../platform/db/schema';
import { lineProductColumns, type LineRow } from '../cart';

export type LinkRow = typeof paymentLinks.$inferSelect;
export type NewLink = Omit<typeof paymentLinks.$inferInsert, 'id' | 'serial' | 'state' | 'createdAt' | 'paidAt' | 'orderId'>;

const lineColumns = { id: agentCartLines.id, count: agentCartLines.count, customizableType: agentCartLines.customizableType, ...lineProductColumns };

/** The customer's lines, oldest first (the order the agent added them). */
export async function customerLines(db: Db, customerId: string): Promise<Array<LineRow & { id: string }>> {
  return db
    .select(lineColumns)
    .from(agentCartLines)
    .innerJoin(products, eq(products.skuNumber, agentCartLines.skuNumber))
    .where(eq(agentCartLines.customerId, customerId))
    .orderBy(agentCartLines.createdAt, agentCartLines.skuNumber);
}

/** One product as a cart line reads it; null when there is no such SKU. */
export async function productLine(db: Db, sku: string): Promise<Omit<LineRow, 'count' | 'customizableType'> | null> {
  const [row] = await db.select(lineProductColumns).from(products).where(eq(products.skuNumber, sku)).limit(1);
  return row ?? null;
}

/** The units of a SKU in the customer's cart (0 when none). */
export async function lineCount(db: Db, customerId: string, sku: string): Promise<number> {
  const [row] = await db
    .select({ count: agentCartLines.count })
    .from(agentCartLines)
    .where(and(eq(agentCartLines.customerId, customerId), eq(agentCartLines.skuNumber, sku), eq(agentCartLines.customizableType, 0)))
    .limit(1);
  return row?.count ?? 0;
}

/** Sets the units of a SKU in the customer's cart (the line is made when missing). */
export async function setLine(db: Db, line: { customerId: string; agentId: string; sku: string; count: number }, at: Date): Promise<void> {
  await db
    .insert(agentCartLines)
    .values({ customerId: line.customerId, agentId: line.agentId, skuNumber: line.sku, count: line.count, customizableType: 0 })
    .onConflictDoUpdate({
      target: [agentCartLines.customerId, agentCartLines.skuNumber, agentCartLines.customizableType],
      set: { count: line.count, agentId: line.agentId, updatedAt: at },
    });
}

/** Removes a SKU's line; false when there was none. */
export async function deleteLine(db: Db, customerId: string, sku: string): Promise<boolean> {
  const rows = await db
    .delete(agentCartLines)
    .where(and(eq(agentCartLines.customerId, customerId), eq(agentCartLines.skuNumber, sku)))
    .returning({ id: agentCartLines.id });
  return rows.length > 0;
}

/** Empties the customer's cart (its order was paid). */
export async function clearLines(db: Db, customerId: string): Promise<void> {
  await db.delete(agentCartLines).where(eq(agentCartLines.customerId, customerId));
}

/** Holds the customer's cart and links while a link is written (two sends at once write one open link). */
export async function lockCustomer(db: Db, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`payment-link:${customerId}`}))`);
}

/** The customer's open links are cancelled (a new link replaces them). */
export async function cancelOpenLinks(db: Db, customerId: string): Promise<void> {
  await db
    .update(paymentLinks)
    .set({ state: 'cancelled' })
    .where(and(eq(paymentLinks.customerId, customerId), eq(paymentLinks.state, 'open')));
}

export async function insertLink(db: Db, link: NewLink): Promise<LinkRow> {
  const [row] = await db.insert(paymentLinks).values(link).returning();
  return row!;
}

/** The customer's newest open link. */
export async function openLinkOf(db: Db, customerId: string): Promise<LinkRow | null> {
  const [row] = await db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.customerId, customerId), eq(paymentLinks.state, 'open')))
    .orderBy(desc(paymentLinks.createdAt))
    .limit(1);
  return row ?? null;
}

/** A link by its token's hash, its row held until the transaction ends when `lock`. */
export async function linkByHash(db: Db, tokenHash: string, lock = false): Promise<LinkRow | null> {
  const query = db.select().from(paymentLinks).where(eq(paymentLinks.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** open -> paid with its order, once; false when it was not open. */
export async function markLinkPaid(db: Db, linkId: string, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(paymentLinks)
    .set({ state: 'paid', orderId, paidAt: at })
    .where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.state, 'open')))
    .returning({ id: paymentLinks.id });
  return rows.length > 0;
}

/** A link by its serial (of one agent when `agentId` is given), its row held until the transaction ends. */
export async function lockLinkBySerial(db: Db, serial: number, agentId: string | null): Promise<LinkRow | null> {
  const where = agentId ? and(eq(paymentLinks.serial, serial), eq(paymentLinks.agentId, agentId)) : eq(paymentLinks.serial, serial);
  const [row] = await db.select().from(paymentLinks).where(where).limit(1).for('update');
  return row ?? null;
}

/** open -> cancelled. */
export async function markLinkCancelled(db: Db, linkId: string): Promise<void> {
  await db.update(paymentLinks).set({ state: 'cancelled' }).where(and(eq(paymentLinks.id, linkId), eq(paymentLinks.state, 'open')));
}
