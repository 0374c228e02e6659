/**
 * The coupons' rules without I/O: which refusal of section 8 a coupon meets, what it takes off a subtotal, and what
 * the cart's purchasable lines cost at the prices the caller's mode sees.
 */
import { ApiError, ERR, MESSAGES, isPurchasableLine, priceVisibility, type CartLine, type CouponKind, type CouponQuote, type ProductBrand } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { CouponRow, LineRow } from './repository';

export const couponCodeError = () => new ApiError(ERR.COUPON_CODE_ERROR, MESSAGES.couponCodeError);
export const couponExpired = () => new ApiError(ERR.COUPON_EXPIRED, MESSAGES.couponExpired);
export const couponUsageExceeded = () => new ApiError(ERR.COUPON_USAGE_EXCEEDED, MESSAGES.couponUsageExceeded);
export const couponCannotUse = () => new ApiError(ERR.COUPON_CANNOT_USE, MESSAGES.couponCannotUse);
export const couponConditionsNotMet = () => new ApiError(ERR.COUPON_CONDITIONS_NOT_MET, MESSAGES.couponConditionsNotMet);
export const couponOnePerOrder = () => new ApiError(ERR.COUPON_ONE_PER_ORDER, MESSAGES.couponOnePerOrder);
export const nothingAvailable = () => new ApiError(ERR.CHECKOUT_NOTHING_AVAILABLE, MESSAGES.nothingAvailableInCart);

/** Codes are matched in upper case, without surrounding spaces. */
export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}

/** What a coupon is checked against, besides its own row. */
export interface CouponUse {
  now: Date;
  /** The site brand code the order is placed on. */
  brand: string;
  subtotalCents: number;
  /** The account's redemptions of this coupon so far. */
  accountUses: number;
}

/**
 * The refusal a coupon meets, in this order: an unknown code (code error); switched off, for another site, or not
 * valid yet (cannot use); past its end (expired); its uses taken, overall or by this account (usage exceeded); a
 * subtotal under its minimum (conditions not met). Null when it applies.
 */
export function couponRefusal(coupon: CouponRow | null, use: CouponUse): ApiError | null {
  if (!coupon) return couponCodeError();
  if (!coupon.active || (coupon.brand !== null && coupon.brand !== use.brand) || use.now < coupon.startsAt) return couponCannotUse();
  if (use.now >= coupon.endsAt) return couponExpired();
  if ((coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) || use.accountUses >= coupon.perAccountLimit) return couponUsageExceeded();
  if (use.subtotalCents < coupon.minSubtotalCents) return couponConditionsNotMet();
  return null;
}

/** Cents a coupon takes off a subtotal: a percent rounded to the nearest cent (half up), or the amount; never more than the subtotal. */
export function discountCents(coupon: { kind: CouponKind; value: number }, subtotalCents: number): number {
  const subtotal = Math.max(0, Math.trunc(subtotalCents));
  const off = coupon.kind === 'percent' ? Math.floor((subtotal * coupon.value + 50) / 100) : coupon.value;
  return Math.min(subtotal, Math.max(0, off));
}

const dollars = (cents: number) => cents / 100;

/** The coupon as it applies to a subtotal, in dollars (the verify call's answer). */
export function toQuote(coupon: CouponRow, subtotalCents: number): CouponQuote {
  const discount = discountCents(coupon, subtotalCents);
  return {
    coupon_code: coupon.code,
    kind: coupon.kind,
    value: coupon.kind === 'percent' ? coupon.value : dollars(coupon.value),
    min_subtotal: dollars(coupon.minSubtotalCents),
    brand: coupon.brand,
    ends_at: coupon.endsAt.getTime(),
    subtotal: dollars(subtotalCents),
    discount: dollars(discount),
    total: dollars(subtotalCents - discount),
  };
}

/**
 * The price of one unit as the caller pays it, in cents: the designer price in a mode that sees it, else the
 * promotional price when there is one, else the retail price; 0 for a mode that sees no price (it cannot check out).
 */
export function unitCents(row: LineRow, caller: Pick<Caller, 'roles' | 'mode' | 'brand'>): number {
  const seen = priceVisibility(caller.roles, caller.mode, caller.brand, row.brandId as ProductBrand);
  if (seen.designer) return row.designerCents;
  if (seen.retail) return row.promotionalCents ?? row.consumerCents;
  return 0;
}

/** The purchasable lines of a cart (rows and how they read, side by side) and their subtotal in cents. */
export function purchasable(rows: readonly LineRow[], lines: readonly CartLine[], caller: Pick<Caller, 'roles' | 'mode' | 'brand'>) {
  const kept = rows.map((row, i) => ({ row, line: lines[i]! })).filter(({ line }) => isPurchasableLine(line));
  const subtotalCents = kept.reduce((sum, { row, line }) => sum + unitCents(row, caller) * line.count, 0);
  return { rows: kept.map((k) => k.row), lines: kept.map((k) => k.line), subtotalCents, count: kept.reduce((n, k) => n + k.line.count, 0) };
}
