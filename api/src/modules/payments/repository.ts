/**
 * The payments module's SQL: the charges ledger. One row per idempotency key (the unique index), written in the
 * order's own transaction before the processor is asked; its outcome is written once, while it is still pending.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { paymentCharges } from '../../platform/db/schema';

export type ChargeRow = typeof paymentCharges.$inferSelect;
export type NewCharge = Pick<typeof paymentCharges.$inferInsert, 'idempotencyKey' | 'accountId' | 'orderId' | 'provider' | 'token' | 'method' | 'amountCents'>;

/** Records a charge about to be made; false when its key was recorded before. */
export async function insertCharge(db: Db, charge: NewCharge): Promise<boolean> {
  const rows = await db.insert(paymentCharges).values(charge).onConflictDoNothing({ target: paymentCharges.idempotencyKey }).returning({ id: paymentCharges.id });
  return rows.length > 0;
}

export async function chargeByKey(db: Db, idempotencyKey: string): Promise<ChargeRow | null> {
  const [row] = await db.select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, idempotencyKey)).limit(1);
  return row ?? null;
}

/** Writes the processor's answer to a pending charge; null when another request wrote it first. */
export async function settleChargeRow(
  db: Db,
  idempotencyKey: string,
  outcome: { status: 'succeeded' | 'declined'; providerChargeId: string; failure: string | null },
): Promise<ChargeRow | null> {
  const [row] = await db
    .update(paymentCharges)
    .set({ ...outcome, updatedAt: sql`now()` })
    .where(and(eq(paymentCharges.idempotencyKey, idempotencyKey), eq(paymentCharges.status, 'pending')))
    .returning();
  return row ?? null;
}

/** Records a refund of a succeeded charge. */
export async function addRefund(db: Db, idempotencyKey: string, amountCents: number): Promise<void> {
  await db
    .update(paymentCharges)
    .set({
      refundedCents: sql`${paymentCharges.refundedCents} + ${amountCents}`,
      status: sql`case when ${paymentCharges.refundedCents} + ${amountCents} >= ${paymentCharges.amountCents} then 'refunded' else ${paymentCharges.status} end`,
      updatedAt: sql`now()`,
    })
    .where(eq(paymentCharges.idempotencyKey, idempotencyKey));
}
