/**
 * Coupons over their SQL: the quote (the verify call, and checkout's summary) and the redemption checkout makes at
 * order time inside its own transaction, plus the cart's purchasable lines both are priced from. One coupon per
 * order (spec sections 3, 5 and 9); the refusals are section 8's (coupon-rules.ts).
 */
import type { CartLine, CouponQuote } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import { couponOnePerOrder, couponRefusal, couponUsageExceeded, discountCents, nothingAvailable, normalizeCode, purchasable, toQuote } from './coupon-rules';
import { accountLines, accountUses, couponByCode, insertCoupons, insertRedemption, orderHasCoupon, takeUse, type CouponRow, type NewCoupon } from './repository';
import { toCartLines } from './rules';

export interface PurchasableCart {
  /** The purchasable lines as the caller may see them (status '1', FFD lines within their cash stock). */
  lines: CartLine[];
  /** Their units and their cost at the prices the caller's mode sees, in cents. */
  count: number;
  subtotalCents: number;
  /** The catalog's prices of each purchasable line, as read with it (in the order of `lines`). */
  prices: Array<{ designerCents: number; consumerCents: number; promotionalCents: number | null }>;
}

/** The account's cart reduced to what can be bought now; refused with 'Nothing available in cart' when nothing can. */
export async function purchasableCart(db: Db, accountId: string, caller: Pick<Caller, 'roles' | 'mode' | 'brand'>): Promise<PurchasableCart> {
  const rows = await accountLines(db, accountId);
  const cart = purchasable(rows, toCartLines(rows, caller), caller);
  if (cart.lines.length === 0) throw nothingAvailable();
  const prices = cart.rows.map(({ designerCents, consumerCents, promotionalCents }) => ({ designerCents, consumerCents, promotionalCents }));
  return { lines: cart.lines, count: cart.count, subtotalCents: cart.subtotalCents, prices };
}

export interface CouponInput {
  accountId: string;
  /** The code as typed: matched in upper case without surrounding spaces. */
  code: string;
  /** The order's subtotal in cents, at the prices the caller pays. */
  subtotalCents: number;
  /** The site brand code the order is placed on (the caller's `obtain`). */
  brand: string;
  now?: Date;
}

/** The coupon of a code checked against a subtotal, or the refusal of section 8 it meets. */
async function checkedCoupon(db: Db, input: CouponInput): Promise<CouponRow> {
  const coupon = await couponByCode(db, normalizeCode(input.code));
  const uses = coupon ? await accountUses(db, coupon.id, input.accountId) : 0;
  const refusal = couponRefusal(coupon, { now: input.now ?? new Date(), brand: input.brand, subtotalCents: input.subtotalCents, accountUses: uses });
  if (refusal) throw refusal;
  return coupon!;
}

/** What a coupon takes off a subtotal now (nothing is recorded); throws the coupon's refusal. */
export async function quoteCoupon(db: Db, input: CouponInput): Promise<CouponQuote> {
  return toQuote(await checkedCoupon(db, input), input.subtotalCents);
}

export interface Redemption {
  couponId: string;
  code: string;
  subtotalCents: number;
  discountCents: number;
}

/**
 * Checks the coupon again and records its use by the order, inside the caller's transaction (the order's): the
 * coupon's row is held from the count to the commit, so parallel orders never pass its limits together, and the
 * redemption's unique places (the coupon's n-th use, the account's n-th use, one coupon per order) keep them even
 * so. Throws the refusal of section 8, or 'One coupon per order' when the order already carries one; a refusal
 * leaves nothing written (its own savepoint), so the caller may go on without the coupon.
 */
export async function redeemCoupon(tx: Db, input: CouponInput & { orderId: string }): Promise<Redemption> {
  return tx.transaction(async (sp) => {
    if (await orderHasCoupon(sp, input.orderId)) throw couponOnePerOrder();
    const coupon = await checkedCoupon(sp, input);
    const seq = await takeUse(sp, coupon.id);
    if (seq === null) throw couponUsageExceeded();
    // The coupon's row is held now: the account's count cannot move under us.
    const accountSeq = (await accountUses(sp, coupon.id, input.accountId)) + 1;
    if (accountSeq > coupon.perAccountLimit) throw couponUsageExceeded();
    const discount = discountCents(coupon, input.subtotalCents);
    const recorded = await insertRedemption(sp, {
      couponId: coupon.id,
      accountId: input.accountId,
      orderId: input.orderId,
      seq,
      accountSeq,
      subtotalCents: input.subtotalCents,
      discountCents: discount,
    });
    if (!recorded) throw (await orderHasCoupon(sp, input.orderId)) ? couponOnePerOrder() : couponUsageExceeded();
    return { couponId: coupon.id, code: coupon.code, subtotalCents: input.subtotalCents, discountCents: discount };
  });
}

const YEAR_2026 = new Date(Date.UTC(2026, 0, 1));
const END_2030 = new Date(Date.UTC(2031, 0, 1));

/** The demo coupons (README, "Demo coupons"): one of each kind and condition, and one expired. */
export const DEMO_COUPONS: readonly NewCoupon[] = [
  { code: 'WELCOME10', kind: 'percent', value: 10, minSubtotalCents: 0, brand: null, startsAt: YEAR_2026, endsAt: END_2030, usageLimit: null, perAccountLimit: 1 },
  { code: 'TRADE250', kind: 'amount', value: 25_000, minSubtotalCents: 250_000, brand: null, startsAt: YEAR_2026, endsAt: END_2030, usageLimit: 500, perAccountLimit: 3 },
  { code: 'CARACOLE15', kind: 'percent', value: 15, minSubtotalCents: 100_000, brand: 'ca', startsAt: YEAR_2026, endsAt: END_2030, usageLimit: 200, perAccountLimit: 2 },
  { code: 'SPRING2025', kind: 'percent', value: 20, minSubtotalCents: 0, brand: null, startsAt: new Date(Date.UTC(2025, 2, 1)), endsAt: YEAR_2026, usageLimit: null, perAccountLimit: 1 },
];

/** Inserts the demo coupons that are not there yet; the codes inserted. */
export function seedDemoCoupons(db: Db): Promise<string[]> {
  return insertCoupons(db, [...DEMO_COUPONS]);
}
