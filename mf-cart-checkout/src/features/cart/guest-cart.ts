import { guestCartCookie, guestCartFromCookies, type GuestCartEntry } from '@storefront/contracts';

/** One entry of the FFD guest cart as the `sku_list` cookie keeps it (spec section 3). */
export type GuestEntry = GuestCartEntry;

// The data of the guest cart is the contracts' (one parse and serialize for the product page, the cart and the mini-cart).
export { guestCartWithCount as withCount, guestCartWithout as without } from '@storefront/contracts';

/** The guest cart's entries; a cookie that cannot be read is an empty cart. */
export function readGuestCart(): GuestEntry[] {
  return guestCartFromCookies(document.cookie);
}

/** Keeps the guest cart for a year, as the product page does when it adds (spec section 9). */
export function writeGuestCart(entries: readonly GuestEntry[]): void {
  const secureContext = typeof window !== 'undefined' && window.isSecureContext;
  document.cookie = guestCartCookie(entries, { secureContext });
}
