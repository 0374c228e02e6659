import { cartCountFromCookies, parseCookieHeader } from '@storefront/contracts';
import { atom } from 'jotai';
import { sessionSeedFromPage } from '../session';

/** The count the page server read with the page (the session seed), else the one the mini-cart kept. */
function countAtStart(doc: Document): number | null {
  const seeded = sessionSeedFromPage(doc)?.cartCount;
  return typeof seeded === 'number' && Number.isInteger(seeded) && seeded >= 0 ? seeded : cartCountFromCookies(parseCookieHeader(doc.cookie));
}

/**
 * The account's cart count: the header's stand-in draws the badge with it from the first frame. The page server reads
 * it beside the roles (the session seed); else it is the one the mini-cart last read (the shoppingCartNum cookie). In
 * the browser taken from the page at start; on the server set from what it read.
 */
export const cartCountAtom = atom<number | null>(typeof document === 'undefined' ? null : countAtStart(document));
