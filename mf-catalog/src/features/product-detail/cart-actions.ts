import { BRAND_TABLE, CART_CALLS, MESSAGES, guestCartAdd, guestCartCookie, guestCartFromCookies, isSignedIn, type ShellProps } from '@storefront/contracts';

type Shell = Pick<ShellProps, 'api' | 'brand' | 'session' | 'events' | 'toasts'>;

/** Whether the FFD guest cart (the `sku_list` cookie) holds this visitor's cart. */
export function usesGuestCart(shell: Pick<ShellProps, 'brand' | 'session'>): boolean {
  return BRAND_TABLE[shell.brand].features.guestCart && !isSignedIn(shell.session);
}

/**
 * The FFD guest's add: the entry goes into the `sku_list` cookie, and the guest cart call checks it against the
 * outlet's stock (a line over its cash stock, or with none, is refused and the cookie left as it was).
 */
async function addToGuestCart(shell: Shell, sku: string, quantity: number): Promise<void> {
  const next = guestCartAdd(guestCartFromCookies(document.cookie), sku, quantity);
  const val = await shell.api.call(CART_CALLS.guestList, { body: { sku_list: next } });
  const line = val.list.find((l) => l.sku_number === sku);
  if (!line) throw new Error(MESSAGES.productNotExist);
  if (line.status !== '1' || line.cash_stock === 0) throw new Error(MESSAGES.unavailableForPurchase);
  if (line.cash_stock !== undefined && line.count > line.cash_stock) throw new Error(MESSAGES.insufficientInventory);
  document.cookie = guestCartCookie(next, { secureContext: typeof window !== 'undefined' && window.isSecureContext });
}

/**
 * Add to cart (spec sections 7 and 8): the cart call (the guest cart on FFD for guests); success shows the cart's
 * added message and tells the header (catalog:added-to-cart), failure shows the server's message.
 */
export async function addToCart(shell: Shell, product: { sku_number: string; consumer_price?: number; customizable_type: number }, quantity: number): Promise<boolean> {
  try {
    let message: string = MESSAGES.cartAdded;
    if (usesGuestCart(shell)) {
      await addToGuestCart(shell, product.sku_number, quantity);
    } else {
      const val = await shell.api.call(CART_CALLS.add, {
        body: {
          sku_number: product.sku_number,
          number: quantity,
          consumer_price: product.consumer_price ?? null,
          customizable_type: product.customizable_type,
        },
      });
      message = val.message || MESSAGES.cartAdded;
    }
    shell.toasts.show({ kind: 'success', message });
    shell.events.emit('catalog:added-to-cart', { sku_number: product.sku_number, buy_number: quantity });
    return true;
  } catch (error) {
    shell.toasts.show({ kind: 'error', message: error instanceof Error && error.message ? error.message : MESSAGES.requestFalse });
    return false;
  }
}

/** Messages while the account squad's dialogs are not there to answer (the events go unclaimed). */
export const UNANSWERED = {
  project: 'Adding to a project is not available yet. Please try again later.',
  favorite: 'Favorites are not available yet. Please try again later.',
} as const;
