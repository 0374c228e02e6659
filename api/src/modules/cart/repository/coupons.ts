/**
 * The coupons' SQL: a coupon by its code, the account's uses of it, the redemption (a conditional count that holds
 * the coupon's row, then the record whose unique places keep every limit) and the demo coupons. No rule lives here:
 * the coupon service decides what a missing row or a refused update means.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { couponRedemptions, coupons } from '../../../platform/db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

/** The coupon of a code (already upper case); null when there is none. */
export async function couponByCode(db: Db, code: string): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row ?? null;
}

/** How many times the account has used the coupon. */
export async function accountUses(db: Db, couponId: string, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.accountId, accountId)));
  return Number(row?.n ?? 0);
}

/** Whether an order already carries a coupon. */
export async function orderHasCoupon(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db.select({ id: couponRedemptions.id }).from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId)).limit(1);
  return Boolean(row);
}

/**
 * Counts one more use of the coupon when its overall limit leaves room, in one conditional update: the row stays held
 * until the transaction ends, so parallel redemptions of one coupon pass one after another and each sees the count
 * the others left. The coupon's n-th use, or null when the limit is reached.
 */
export async function takeUse(db: Db, couponId: string): Promise<number | null> {
  const [row] = await db
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(and(eq(coupons.id, couponId), sql`(${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`))
    .returning({ timesUsed: coupons.timesUsed });
  return row ? row.timesUsed : null;
}

export interface NewRedemption {
  couponId: string;
  accountId: string;
  orderId: string;
  seq: number;
  accountSeq: number;
  subtotalCents: number;
  discountCents: number;
}

/** Records a redemption; false when its order or one of its places is taken (nothing is written). */
export async function insertRedemption(db: Db, redemption: NewRedemption): Promise<boolean> {
  const rows = await db.insert(couponRedemptions).values(redemption).onConflictDoNothing().returning({ id: couponRedemptions.id });
  return rows.length === 1;
}

/** Inserts coupons whose codes are not taken; the codes inserted. */
export async function insertCoupons(db: Db, rows: NewCoupon[]): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(coupons).values(rows).onConflictDoNothing().returning({ code: coupons.code });
  return inserted.map((r) => r.code);
}
