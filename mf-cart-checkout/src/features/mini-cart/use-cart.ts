import {
  CART_CALLS,
  COOKIE_MAX_AGE_SECONDS,
  STORAGE_KEYS,
  serializeCookie,
  cartBadgeCount,
  cartSource,
  guestCartFromCookies,
  cartHref,
  serializeGuestCart,
  readsCartOn,
  type CartLine,
  type ShellProps,
} from '@storefront/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LINE_STATE_LABELS, lineState } from '../../ui';

export interface CartPreviewLine {
  key: string;
  sku_number: string;
  name: string;
  image: string;
  count: number;
  available: boolean;
  /** What keeps the line from the order ('Unavailable for Purchase', 'Insufficient inventory'); '' when nothing does. */
  note: string;
}

export interface CartView {
  /** null until the first answer (or when there is no cart to read). */
  lines: CartPreviewLine[] | null;
  count: number;
  error: string | null;
  /** Where the cart's links lead (cartHref: /cart, or for the FFD guest the sign-in that comes back to it). Absent: /cart. */
  href?: string;
}

function previewLines(list: ReadonlyArray<Omit<CartLine, 'id'> & { id?: string }>): CartPreviewLine[] {
  return list.map((line, index) => {
    const state = lineState(line);
    return {
      key: line.id ?? `${line.sku_number}-${index}`,
      sku_number: line.sku_number,
      name: line.name,
      image: line.image,
      count: line.count,
      available: state === 'ok',
      note: state === 'ok' ? '' : LINE_STATE_LABELS[state],
    };
  });
}

/** The badge's count kept for the header (shoppingCartNum, spec section 3). */
function keepCartCount(count: number): void {
  document.cookie = serializeCookie(STORAGE_KEYS.shoppingCartNum, String(count), { maxAge: COOKIE_MAX_AGE_SECONDS, secureContext: window.isSecureContext });
}

/** The FFD guest cart's lines, as the product and cart pages keep them in the sku_list cookie (the cookie's text). */
function guestSkuList(): string {
  const entries = guestCartFromCookies(document.cookie);
  return entries.length > 0 ? serializeGuestCart(entries) : '';
}

type CartShell = Pick<ShellProps, 'brand' | 'session' | 'route' | 'api' | 'events'>;

/**
 * The header's cart: read at start where the spec says so (cartSource), and again when a product is added
 * (catalog:added-to-cart, cara:added-to-cart, account:project-added-to-cart) or the cart page says it changed (cart:changed).
 */
export function useCart({ brand, session, route, api, events }: CartShell): CartView {
  const source = cartSource(brand, session);
  const readable = readsCartOn(route.id);
  const loadedFor = useRef<string | null>(null);
  const [view, setView] = useState<CartView>({ lines: null, count: 0, error: null });
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    if (source === null) return;
    try {
      const val =
        source === 'guest'
          ? await api.call(CART_CALLS.guestList, { body: { sku_list: guestSkuList() }, cancelPrevious: true })
          : await api.call(CART_CALLS.list, { cancelPrevious: true });
      if (mine !== generation.current) return;
      const count = cartBadgeCount(val.list);
      setView({ lines: previewLines(val.list), count, error: null });
      // The header draws the account's badge from this cookie in the next page's first frame, before this code is there.
      if (source === 'account') keepCartCount(count);
    } catch (error) {
      if (mine !== generation.current || (error instanceof DOMException && error.name === 'AbortError')) return;
      setView((v) => ({ ...v, error: error instanceof Error ? error.message : String(error) }));
    }
  }, [api, source]);

  // Read once per session state (token, mode, customer), on the first route that reads the cart.
  const sessionKey = source === null ? null : `${source}|${session.token}|${session.mode}|${session.customerId}`;
  useEffect(() => {
    if (sessionKey === null) {
      generation.current++;
      loadedFor.current = null;
      setView({ lines: null, count: 0, error: null });
      return;
    }
    if (!readable || loadedFor.current === sessionKey) return;
    loadedFor.current = sessionKey;
    void load();
  }, [sessionKey, readable, load]);

  useEffect(() => {
    const reload = () => void load();
    const offs = [
      events.on('catalog:added-to-cart', reload),
      events.on('cara:added-to-cart', reload),
      events.on('account:project-added-to-cart', reload),
      events.on('cart:changed', reload),
    ];
    return () => offs.forEach((off) => off());
  }, [events, load]);

  return { ...view, href: cartHref(source) };
}
