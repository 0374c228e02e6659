import { BRAND_TABLE, hasPermission, type Brand, type RouteId, type SessionSnapshot } from '@storefront/contracts';

/** How the header reads the cart: the account's list, the FFD guest cart, or not at all. */
export type CartSource = 'account' | 'guest' | null;

/**
 * Whose cart the header shows. The cart is loaded at start except in browsing or visitor mode, on /404 and /iframeMsg (spec section 4); a role
 * without shopping_cart has no cart to read (customers). FFD visitors keep a guest cart (the guest cart call).
 */
export function cartSource(brand: Brand, session: SessionSnapshot): CartSource {
  const signedIn = session.token !== null && session.token !== '';
  if (!signedIn) return BRAND_TABLE[brand].features.guestCart ? 'guest' : null;
  if (session.mode === 'mibd_safe' || session.mode === 'mibd_visitor') return null;
  return hasPermission(session.roles, 'shopping_cart', brand) ? 'account' : null;
}

/** Routes that never read the cart at start (spec section 4). */
export function readsCartOn(routeId: RouteId): boolean {
  return routeId !== '404' && routeId !== 'iframeMsg';
}
