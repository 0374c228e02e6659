import { cartCountFromCookies, parseCookieHeader } from '@storefront/contracts';
import { atom } from 'jotai';

/**
 * The account's cart count the mini-cart last read (the shoppingCartNum cookie): the header's stand-in draws the badge
 * with it from the first frame. In the browser read from the cookies at start; on the server set from the request's.
 */
export const cartCountAtom = atom<number | null>(typeof document === 'undefined' ? null : cartCountFromCookies(parseCookieHeader(document.cookie)));
