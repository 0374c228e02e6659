import type { CartSource } from './cart-rules';
import { parseCookieHeader, serializeCookie, COOKIE_MAX_AGE_SECONDS } from './cookies';
import { hrefFor } from './navigation';
import { CART_MAX_COUNT } from './schemas/cart';
import { STORAGE_KEYS } from './session';

/**
 * The FFD guest cart (spec section 3: the `sku_list` cookie) as data: read from the cookie's text, written back, and
 * changed. Pure: the product page, the cart page and the mini-cart read and write the cookie through these, and the
 * sign-in merges what they read into the account's cart (CART_CALLS.addBatch).
 */

/** One entry of the guest cart: a SKU and how many. */
export interface GuestCartEntry {
  sku_number: string;
  count: number;
}

/** The entries of the cookie's text; text that cannot be read is an empty cart, an entry without a usable count counts 1. */
export function parseGuestCart(text: string | null | undefined): GuestCartEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.flatMap((entry: unknown): GuestCartEntry[] => {
    if (typeof entry === 'string') return [{ sku_number: entry, count: 1 }];
    if (entry && typeof entry === 'object' && typeof (entry as GuestCartEntry).sku_number === 'string') {
      const count = Number((entry as GuestCartEntry).count);
      return [{ sku_number: (entry as GuestCartEntry).sku_number, count: Number.isInteger(count) && count > 0 ? count : 1 }];
    }
    return [];
  });
}

/** The cookie's text of the entries. */
export function serializeGuestCart(entries: readonly GuestCartEntry[]): string {
  return JSON.stringify(entries.map(({ sku_number, count }) => ({ sku_number, count })));
}

/** The entries with one SKU's count set (kept within 1 and the cart's limit). */
export function guestCartWithCount(entries: readonly GuestCartEntry[], sku: string, count: number): GuestCartEntry[] {
  const capped = Math.max(1, Math.min(CART_MAX_COUNT, count));
  return entries.map((e) => (e.sku_number === sku ? { ...e, count: capped } : e));
}

/** The entries without one SKU. */
export function guestCartWithout(entries: readonly GuestCartEntry[], sku: string): GuestCartEntry[] {
  return entries.filter((e) => e.sku_number !== sku);
}

/** The entries with `quantity` more of a SKU: added to its entry (within the cart's limit), or a new entry at the end. */
export function guestCartAdd(entries: readonly GuestCartEntry[], sku: string, quantity: number): GuestCartEntry[] {
  return entries.some((e) => e.sku_number === sku)
    ? entries.map((e) => (e.sku_number === sku ? { ...e, count: Math.min(CART_MAX_COUNT, e.count + quantity) } : e))
    : [...entries, { sku_number: sku, count: quantity }];
}

/**
 * Where a cart link leads (the header's cart icon and View Cart): /cart, or for the FFD guest the sign-in that comes
 * back to /cart. /cart is a login route, and the login guard sends FFD to a bare /login, after which a shopper goes
 * home; this way the guest lands on the cart, the guest cart merged into the account's at the sign-in.
 */
export function cartHref(source: CartSource): string {
  return source === 'guest' ? hrefFor('/login', { redirect: '/cart' }) : '/cart';
}

// ---------------------------------------------------------------------------------------------
// The cookie: read from a Cookie header (document.cookie), written as a Set-Cookie string.

/** The guest cart of a Cookie header (document.cookie). */
export function guestCartFromCookies(cookieHeader: string): GuestCartEntry[] {
  return parseGuestCart(parseCookieHeader(cookieHeader)[STORAGE_KEYS.skuList]);
}

/** The Set-Cookie string that keeps the entries for a year, as the product page does when it adds (spec section 9). */
export function guestCartCookie(entries: readonly GuestCartEntry[], opts: { secureContext: boolean }): string {
  return serializeCookie(STORAGE_KEYS.skuList, serializeGuestCart(entries), { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext: opts.secureContext });
}

/** The Set-Cookie strings that clear the guest cart and its merge's batch id (after the merge is answered). */
export function clearGuestCartCookies(opts: { secureContext: boolean }): string[] {
  return [STORAGE_KEYS.skuList, STORAGE_KEYS.skuListBatch].map((name) => serializeCookie(name, '', { maxAge: 0, secureContext: opts.secureContext }));
}

// ---------------------------------------------------------------------------------------------
// The merge at sign-in: one batch id per guest cart, so a retried sign-in does not add the same cart twice.

/** A 32-bit FNV-1a hash of text, in base 36: a short fingerprint of the cart the batch id was made for. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** 16 random base-36 characters (crypto.getRandomValues: there in every context, secure or not). */
function randomPart(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let out = '';
  for (const byte of bytes) out += (byte % 36).toString(36);
  return out;
}

/**
 * The batch id of this guest cart's merge (CART_CALLS.addBatch: a repeat with one batch_id changes nothing). The id
 * kept beside the cookie (STORAGE_KEYS.skuListBatch) is reused while the cart is the one it was made for, so a merge
 * retried after its answer was lost adds nothing twice; a cart changed since then (or none kept) gets a new id.
 */
export function guestCartBatchId(entries: readonly GuestCartEntry[], stored: string | null | undefined, now: number = Date.now()): string {
  const mark = fingerprint(serializeGuestCart(entries));
  if (stored && /^guest-\d+-[0-9a-z]+-[0-9a-z]+$/.test(stored) && stored.endsWith(`-${mark}`)) return stored;
  return `guest-${now}-${randomPart()}-${mark}`;
}

/** The Set-Cookie string keeping the batch id beside the guest cart. */
export function guestCartBatchCookie(batchId: string, opts: { secureContext: boolean }): string {
  return serializeCookie(STORAGE_KEYS.skuListBatch, batchId, { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext: opts.secureContext });
}

/** The batch id kept beside the guest cart in a Cookie header, if any. */
export function guestCartBatchFromCookies(cookieHeader: string): string | undefined {
  return parseCookieHeader(cookieHeader)[STORAGE_KEYS.skuListBatch] || undefined;
}
