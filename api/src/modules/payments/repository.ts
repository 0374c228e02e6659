/**
 * The payments module's SQL: the charges ledger and its refunds. One charge per idempotency key (the unique index),
 * written in the order's own transaction before the processor is asked; its outcome is written once, while it is
 * still pending. One refund per refund key likewise, written before the processor is asked and counted on its charge
 * once, by the request that settles it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { cteColumn, preparedStatements } from '../../platform/db/prepared';
import { paymentCharges, paymentRefunds } from '../../platform/db/schema';
import { refundAmount, refundableCharge } from './rules';

export type ChargeRow = typeof paymentCharges.$inferSelect;
export type RefundRow = typeof paymentRefunds.$inferSelect;
export type NewCharge = Pick<typeof paymentCharges.$inferInsert, 'idempotencyKey' | 'accountId' | 'orderId' | 'provider' | 'token' | 'method' | 'amountCents'>;

/**
 * The statements every checkout runs, each built on its first use per database handle (the pool's, or a
 * transaction's) and run as a named statement: the builder runs once per handle, and the server parses and plans each
 * once per connection instead of on every call (as the session lookup does, platform/caller.ts). Their text is fixed:
 * every value is a placeholder.
 */
const given = (name: keyof NewCharge) => sql.placeholder(name);
const builders = {
  insertCharge: (db: Db) =>
    db
      .insert(paymentCharges)
      .values({
        idempotencyKey: given('idempotencyKey'),
        accountId: given('accountId'),
        orderId: given('orderId'),
        provider: given('provider'),
        token: given('token'),
        method: given('method'),
        amountCents: given('amountCents'),
      })
      .onConflictDoNothing({ target: paymentCharges.idempotencyKey })
      .returning({ id: paymentCharges.id })
      .prepare('payments_insert_charge'),
  chargeByKey: (db: Db) => db.select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, sql.placeholder('idempotencyKey'))).limit(1).prepare('payments_charge_by_key'),
  settleCharge: (db: Db) =>
    db
      .update(paymentCharges)
      .set({ status: sql`${sql.placeholder('status')}`, providerChargeId: sql`${sql.placeholder('providerChargeId')}`, failure: sql`${sql.placeholder('failure')}`, updatedAt: sql`now()` })
      .where(and(eq(paymentCharges.idempotencyKey, sql.placeholder('idempotencyKey')), eq(paymentCharges.status, 'pending')))
      .returning()
      .prepare('payments_settle_charge'),
};
const statement = preparedStatements(builders);

/**
 * The charge of an order written at once, recorded in the order's own statement (the orders module's `orderWriter`):
 * over the order just written (its CTE `pending`), so there is no order without its charge in the ledger, as in the
 * order's transaction. Its placeholders: `chargeKey`, `chargeProvider`, `chargeToken`, `chargeMethod`, `chargeCents`
 * (`chargeOfOrderValues`).
 */
export function chargeOfWrittenOrder(db: Db) {
  return db.$with('charge', { id: cteColumn<string>('id') }).as(
    sql`insert into payment_charges (idempotency_key, account_id, order_id, provider, token, method, amount_cents)
        select ${sql.placeholder('chargeKey')}::text, pending.account_id, pending.id, ${sql.placeholder('chargeProvider')}::text,
          ${sql.placeholder('chargeToken')}::text, ${sql.placeholder('chargeMethod')}::text, ${sql.placeholder('chargeCents')}::int
        from pending
        on conflict (idempotency_key) do nothing
        returning id`,
  );
}

/** The values of `chargeOfWrittenOrder`'s placeholders for a charge. */
export function chargeOfOrderValues(charge: Omit<NewCharge, 'orderId' | 'accountId'>): Record<string, unknown> {
  return { chargeKey: charge.idempotencyKey, chargeProvider: charge.provider, chargeToken: charge.token, chargeMethod: charge.method, chargeCents: charge.amountCents };
}

/**
 * The processor's answer to a pending charge, written in another module's statement (the orders module's
 * `orderPlacer`): once, while the charge is pending. Its placeholders: `answerKey`, `answerStatus`, `answerChargeId`,
 * `answerFailure` (`answerOfChargeValues`).
 */
export function answerOfCharge(db: Db) {
  return db.$with('charge_answered', { id: cteColumn<string>('id') }).as(
    sql`update payment_charges set status = ${sql.placeholder('answerStatus')}::text, provider_charge_id = ${sql.placeholder('answerChargeId')}::text,
          failure = ${sql.placeholder('answerFailure')}::text, updated_at = now()
        where idempotency_key = ${sql.placeholder('answerKey')}::text and status = 'pending'
        returning id`,
  );
}

/** The values of `answerOfCharge`'s placeholders for a charge's answer. */
export function answerOfChargeValues(idempotencyKey: string, answer: { status: 'succeeded' | 'declined'; providerChargeId: string; failure: string | null }): Record<string, unknown> {
  return { answerKey: idempotencyKey, answerStatus: answer.status, answerChargeId: answer.providerChargeId, answerFailure: answer.failure };
}

/** Records a charge about to be made; false when its key was recorded before. */
export async function insertCharge(db: Db, charge: NewCharge): Promise<boolean> {
  const { idempotencyKey, accountId, orderId, provider, token, method, amountCents } = charge;
  const rows = await statement(db, 'insertCharge').execute({ idempotencyKey, accountId, orderId, provider, token, method, amountCents });
  return rows.length > 0;
}

export async function chargeByKey(db: Db, idempotencyKey: string): Promise<ChargeRow | null> {
  const [row] = await statement(db, 'chargeByKey').execute({ idempotencyKey });
  return row ?? null;
}

/** Writes the processor's answer to a pending charge; null when another request wrote it first. */
export async function settleChargeRow(
  db: Db,
  idempotencyKey: string,
  outcome: { status: 'succeeded' | 'declined'; providerChargeId: string; failure: string | null },
): Promise<ChargeRow | null> {
  const [row] = await statement(db, 'settleCharge').execute({ idempotencyKey, ...outcome });
  return row ?? null;
}

/**
 * Records a refund about to be asked of the processor, in one transaction holding the charge's row: the refund
 * recorded under `refundKey` before, as it was (its amount was fixed by the first ask), else a new pending one of
 * `amountCents` taken down to what is left of the charge: its amount, less what was refunded and what pending
 * refunds hold. Null when the key is new and nothing is left to refund (nothing is recorded then). Throws when the
 * charge was not paid, or when the key was used for a refund of another charge.
 */
export async function openRefund(db: Db, chargeKey: string, refundKey: string, amountCents: number): Promise<{ refund: RefundRow; charge: ChargeRow } | null> {
  return db.transaction(async (tx) => {
    const [charge] = await tx.select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, chargeKey)).for('update').limit(1);
    if (!charge || !refundableCharge(charge)) throw new Error('no succeeded charge to refund');
    const recorded = await refundByKey(tx, refundKey);
    if (recorded) {
      if (recorded.chargeId !== charge.id) throw new Error('the refund key was used for another charge');
      return { refund: recorded, charge };
    }
    const [{ held }] = (await tx
      .select({ held: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.chargeId, charge.id), eq(paymentRefunds.status, 'pending')))) as [{ held: number }];
    const amount = refundAmount(amountCents, charge, Number(held));
    if (amount <= 0) return null;
    // A concurrent first ask of the same key waited on the charge's row, so it finds this one; the index is the guard.
    const [refund] = await tx.insert(paymentRefunds).values({ idempotencyKey: refundKey, chargeId: charge.id, amountCents: amount }).onConflictDoNothing({ target: paymentRefunds.idempotencyKey }).returning();
    return { refund: refund ?? (await refundByKey(tx, refundKey))!, charge };
  });
}

export async function refundByKey(db: Db, refundKey: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, refundKey)).limit(1);
  return row ?? null;
}

/**
 * Writes the processor's answer to a pending refund and counts it on its charge, in one transaction: only the request
 * that moves the row from pending counts it, so a key is counted once however many requests settle it. False when
 * the refund was settled before.
 */
export async function settleRefund(db: Db, refundKey: string, providerRefundId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [refund] = await tx
      .update(paymentRefunds)
      .set({ status: 'succeeded', providerRefundId, updatedAt: sql`now()` })
      .where(and(eq(paymentRefunds.idempotencyKey, refundKey), eq(paymentRefunds.status, 'pending')))
      .returning();
    if (!refund) return false;
    await tx
      .update(paymentCharges)
      .set({
        refundedCents: sql`${paymentCharges.refundedCents} + ${refund.amountCents}`,
        status: sql`case when ${paymentCharges.refundedCents} + ${refund.amountCents} >= ${paymentCharges.amountCents} then 'refunded' else ${paymentCharges.status} end`,
        updatedAt: sql`now()`,
      })
      .where(eq(paymentCharges.id, refund.chargeId));
    return true;
  });
}
