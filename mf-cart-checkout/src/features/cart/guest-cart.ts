import { CART_MAX_COUNT, COOKIE_MAX_AGE_SECONDS, STORAGE_KEYS, parseCookieHeader, serializeCookie } from '@storefront/contracts';

/** One entry of the FFD guest cart as the `sku_list` cookie keeps it (spec section 3). */
export interface GuestEntry {
  sku_number: string;
  count: number;
}

/** The guest cart's entries; a cookie that cannot be read is an empty cart. */
export function readGuestCart(): GuestEntry[] {
  const raw = parseCookieHeader(document.cookie)[STORAGE_KEYS.skuList];
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((entry: unknown): GuestEntry[] => {
      if (typeof entry === 'string') return [{ sku_number: entry, count: 1 }];
      if (entry && typeof entry === 'object' && typeof (entry as GuestEntry).sku_number === 'string') {
        const count = Number((entry as GuestEntry).count);
        return [{ sku_number: (entry as GuestEntry).sku_number, count: Number.isInteger(count) && count > 0 ? count : 1 }];
      }
      return [];
    });
  } catch {
    return [];
  }
}

/** Keeps the guest cart for a year, as the product page does when it adds (spec section 9). */
export function writeGuestCart(entries: readonly GuestEntry[]): void {
  const secureContext = typeof window !== 'undefined' && window.isSecureContext;
  document.cookie = serializeCookie(STORAGE_KEYS.skuList, JSON.stringify(entries), { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext });
}

/** The entries with one SKU's count set (kept within the cart's limit). */
export function withCount(entries: readonly GuestEntry[], sku: string, count: number): GuestEntry[] {
  const capped = Math.max(1, Math.min(CART_MAX_COUNT, count));
  return entries.map((e) => (e.sku_number === sku ? { ...e, count: capped } : e));
}

/** The entries without one SKU. */
export function without(entries: readonly GuestEntry[], sku: string): GuestEntry[] {
  return entries.filter((e) => e.sku_number !== sku);
}
