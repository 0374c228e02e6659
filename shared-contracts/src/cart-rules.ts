import { BRAND_TABLE, type Brand } from './brands';
import { CART_LINE_STATUS } from './catalog';
import { hasPermission } from './permissions';
import type { RouteId } from './routes';
import { isSignedIn, type SessionSnapshot } from './session';

/** How the header's cart is read: the account's list, the FFD guest cart, or not at all. */
export type CartSource = 'account' | 'guest' | null;

/**
 * Whose cart the header shows. The cart is loaded at start except in browsing or visitor mode, on /404 and /iframeMsg (spec section 4); a role
 * without shopping_cart has no cart to read (customers). FFD visitors keep a guest cart (the guest cart call).
 * The shell places the mini-cart where this is not null; the mini-cart (mf-cart-checkout) reads the cart it names.
 */
export function cartSource(brand: Brand, session: SessionSnapshot): CartSource {
  if (!isSignedIn(session)) return BRAND_TABLE[brand].features.guestCart ? 'guest' : null;
  if (session.mode === 'mibd_safe' || session.mode === 'mibd_visitor') return null;
  return hasPermission(session.roles, 'shopping_cart', brand) ? 'account' : null;
}

/** Routes that never read the cart at start (spec section 4). */
export function readsCartOn(routeId: RouteId): boolean {
  return routeId !== '404' && routeId !== 'iframeMsg';
}

/**
 * The Checkout button of the cart and of a project (spec section 6): shown only with a purchasable (status '1') line,
 * the settle_accounts permission and no client agent acting; hidden in client (communicate) mode, shown in designer mode.
 */
export function mayCheckout(session: SessionSnapshot, brand: Brand, lines: ReadonlyArray<{ status: string }>): boolean {
  if (session.mode === 'mibd_communicate' || session.clientAgent !== null) return false;
  if (!hasPermission(session.roles, 'settle_accounts', brand)) return false;
  return lines.some((line) => String(line.status) === CART_LINE_STATUS.PURCHASABLE);
}
