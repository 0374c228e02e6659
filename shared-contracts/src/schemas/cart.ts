import * as z from 'zod/mini';
import { CART_LINE_STATUS, CUSTOMIZABLE_COM, CUSTOMIZABLE_NONE, PRODUCT_BRANDS } from '../catalog';
import { MESSAGES } from '../errors';
import { plainText } from './text';

/**
 * Schemas of the cart calls (spec sections 3, 5, 7 and 9): cart lines of a signed-in account, and the FFD guest cart
 * the browser keeps in its `sku_list` cookie until the shopper signs in.
 */

/** Most units of one SKU a single call may ask for. */
export const CART_MAX_COUNT = 9999;
/** Most entries a guest cart (or a batch merging it) may hold. */
export const CART_MAX_ENTRIES = 200;

/**
 * add_type of an add that names none. The spec names only 4 (an add from Cara, CARA_ADD_TYPE); every other add is
 * recorded with this one.
 */
export const DEFAULT_ADD_TYPE = 1;

/** Numbers arrive as numbers or as strings from forms. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.maxLength(12))]),
    z.transform((v: number | string) => (typeof v === 'string' && v.trim() === '' ? NaN : Number(v))),
  ).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message));

const skuNumber = z.pipe(
  plainText(80, 'sku_number is not a SKU'),
  z.transform((s: string) => s.trim()),
).check(z.refine((s: string) => s.length > 0, 'Please enter a sku_number'));

const count = wholeNumber(1, CART_MAX_COUNT, `The quantity must be a whole number from 1 to ${CART_MAX_COUNT}`);
const customizableType = z.optional(
  wholeNumber(CUSTOMIZABLE_NONE, CUSTOMIZABLE_COM, `customizable_type must be ${CUSTOMIZABLE_NONE} to ${CUSTOMIZABLE_COM}`),
);
const lineId = z.string().check(z.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Unknown cart line'));

/** POST /mibd/shoppingCart/add: sku_number, number, consumer_price, add_type (4 = from Cara), ai_source. */
export const cartAddRequest = z.object({
  sku_number: skuNumber,
  number: count,
  /**
   * The consumer price the adder saw, in dollars. Accepted (the storefront's pages send it) and checked for shape,
   * but ignored: the server never stores or trusts a client's price; a line's prices are always the catalog's for
   * the caller's mode (security report I2).
   */
  consumer_price: z.optional(
    z.nullable(
      z.pipe(
        z.union([z.number(), z.string().check(z.maxLength(20))]),
        z.transform((v: number | string) => Number(v)),
      ).check(z.refine((n: number) => Number.isFinite(n) && n >= 0 && n < 100_000_000, 'consumer_price must be a price')),
    ),
  ),
  add_type: z.optional(wholeNumber(0, 99, 'add_type must be a small whole number')),
  ai_source: z.optional(z.nullable(plainText(200, 'ai_source is too long or not text'))),
  customizable_type: customizableType,
});
export type CartAddRequest = z.output<typeof cartAddRequest>;

/** POST /mibd/shoppingCart/update_count: a line by id, or by sku_number (and customizable_type), to a new count. */
export const cartUpdateCountRequest = z
  .object({
    id: z.optional(lineId),
    sku_number: z.optional(skuNumber),
    customizable_type: customizableType,
    number: count,
  })
  .check(z.refine((b) => b.id !== undefined || b.sku_number !== undefined, 'Please name the cart line (id or sku_number)'));
export type CartUpdateCountRequest = z.output<typeof cartUpdateCountRequest>;

/** POST /mibd/shoppingCart/remove: line ids (one id is accepted too). */
export const cartRemoveRequest = z.object({
  ids: z.union([lineId, z.array(lineId).check(z.minLength(1, 'Please choose the items to remove'), z.maxLength(CART_MAX_ENTRIES))]),
});

/** One entry of the guest cart: a SKU and how many. */
const guestEntry = z.union([
  z.object({ sku_number: skuNumber, count: z.optional(count), number: z.optional(count) }),
  skuNumber,
]);
const guestList = z.array(guestEntry).check(z.maxLength(CART_MAX_ENTRIES, `A cart holds at most ${CART_MAX_ENTRIES} items`));

/** The guest cart as the browser sends it: `sku_list` (entries, or the cookie's JSON text) or `skus`. */
export const guestCartRequest = z.object({
  sku_list: z.optional(z.union([guestList, z.string().check(z.maxLength(20_000))])),
  skus: z.optional(z.array(skuNumber).check(z.maxLength(CART_MAX_ENTRIES, `A cart holds at most ${CART_MAX_ENTRIES} items`))),
});
export type GuestCartRequest = z.output<typeof guestCartRequest>;

/** POST /mibdOl/shoppingCart/addBatch: the guest cart merged into the account's; a repeat with one batch_id changes nothing. */
export const cartAddBatchRequest = z.extend(guestCartRequest, {
  batch_id: z.optional(plainText(100, 'batch_id is too long or not text').check(z.minLength(1))),
});
export type CartAddBatchRequest = z.output<typeof cartAddBatchRequest>;

/** The guest cart's entries, counts of repeated SKUs added up; null when the cookie text is not a list. */
export function guestEntries(request: GuestCartRequest): Array<{ sku_number: string; count: number }> | null {
  let raw: unknown[] = [];
  if (typeof request.sku_list === 'string') {
    if (request.sku_list.trim() !== '') {
      let parsed: unknown;
      try {
        parsed = JSON.parse(request.sku_list);
      } catch {
        return null;
      }
      const checked = z.safeParse(guestList, parsed);
      if (!checked.success) return null;
      raw = checked.data;
    }
  } else if (request.sku_list) raw = request.sku_list;
  if (request.skus) raw = [...raw, ...request.skus];
  const counts = new Map<string, number>();
  for (const entry of raw as Array<string | { sku_number: string; count?: number; number?: number }>) {
    const sku = typeof entry === 'string' ? entry : entry.sku_number;
    const n = typeof entry === 'string' ? 1 : (entry.count ?? entry.number ?? 1);
    counts.set(sku, Math.min(CART_MAX_COUNT, (counts.get(sku) ?? 0) + n));
  }
  return [...counts].map(([sku_number, n]) => ({ sku_number, count: n }));
}

const money = z.number();

/**
 * A cart line (spec section 3). status '1' (CART_LINE_STATUS.PURCHASABLE) is purchasable; prices are absent when the
 * caller's mode may not see them; cash_stock is the FFD outlet's units in stock (outlet lines only).
 */
export const cartLine = z.object({
  id: z.string(),
  image: z.string(),
  name: z.string(),
  sku_number: z.string(),
  brand_id: z.enum(PRODUCT_BRANDS),
  customizable_type: z.number(),
  status: z.enum([CART_LINE_STATUS.PURCHASABLE, CART_LINE_STATUS.UNAVAILABLE]),
  count: z.number(),
  stock_tag: z.enum(['unavailable', 'soon', 'in_stock']),
  cash_stock: z.optional(z.number()),
  msrp_price: z.optional(money),
  designer_price: z.optional(money),
  consumer_price: z.optional(money),
  promotional_price: z.optional(z.nullable(money)),
});
export type CartLine = z.output<typeof cartLine>;

/** The cart: its lines (newest first) and the badge count (sum of purchasable lines). */
export const cartListResponse = z.object({ list: z.array(cartLine), count: z.number() });
export type CartListResponse = z.output<typeof cartListResponse>;

/** The guest cart's lines: those of outlet products it names (unknown SKUs are left out). */
export const guestCartResponse = z.object({
  list: z.array(z.extend(cartLine, { id: z.optional(z.string()) })),
  count: z.number(),
});
export type GuestCartResponse = z.output<typeof guestCartResponse>;

export const cartAddResponse = z.object({ message: z.string(), id: z.string(), line_count: z.number(), count: z.number() });
export const cartUpdateCountResponse = z.object({ id: z.string(), line_count: z.number(), count: z.number() });
export const cartRemoveResponse = z.object({ removed: z.number(), count: z.number() });

/** What became of each guest-cart entry in the merge: added in full, capped by stock, or refused (with the message). */
export const cartBatchResult = z.object({
  sku_number: z.string(),
  requested: z.number(),
  added: z.number(),
  line_count: z.number(),
  errmsg: z.string(),
});
export const cartAddBatchResponse = z.object({
  list: z.array(cartBatchResult),
  count: z.number(),
  /** True when this batch_id was merged before: nothing changed. */
  repeated: z.boolean(),
});
export type CartAddBatchResponse = z.output<typeof cartAddBatchResponse>;

// ---------------------------------------------------------------------------------------------
// Coupons (spec sections 3, 5, 7, 8 and 9) and the pre-checkout check.

/** A coupon's kind: a whole percent off the subtotal, or a fixed amount off it. */
export const COUPON_KINDS = ['percent', 'amount'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Longest coupon code accepted. */
export const COUPON_CODE_MAX = 40;

/**
 * POST /mibd/shoppingCart/verify_coupon: one coupon code (one coupon per order), checked against the caller's cart.
 * The code is matched without regard to case or surrounding spaces.
 */
export const couponVerifyRequest = z.object({
  coupon_code: z
    .pipe(
      plainText(COUPON_CODE_MAX, MESSAGES.couponCodeError),
      z.transform((s: string) => s.trim().toUpperCase()),
    )
    .check(z.refine((s: string) => s.length > 0, MESSAGES.couponCodeMissing)),
});
export type CouponVerifyRequest = z.output<typeof couponVerifyRequest>;

/**
 * The coupon as it applies to the caller's cart now, in dollars: `value` is the percent (percent coupons) or the amount
 * off (amount coupons); `subtotal` is the purchasable lines at the prices the caller's mode sees, `discount` what the
 * coupon takes off it (never more than the subtotal), `total` what remains. `ends_at` in milliseconds.
 */
export const couponQuote = z.object({
  coupon_code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: money,
  min_subtotal: money,
  brand: z.nullable(z.string()),
  ends_at: z.number(),
  subtotal: money,
  discount: money,
  total: money,
});
export type CouponQuote = z.output<typeof couponQuote>;
