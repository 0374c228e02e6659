import { hrefFor } from '@storefront/contracts';

/** The certificate tab of the account (spec sections 2 and 4): where a resale certificate is added. */
export const CERTIFICATE_TAB = hrefFor('/personalCenter', { tab: 'certificate' });

/** The checkout's `u` (section 2): the query's when given, else X-Auth-Uid without its first 4 characters. */
export function checkoutU(query: Readonly<Record<string, string | undefined>>, userId: string | null | undefined): string | undefined {
  if (query.u) return query.u;
  return userId && userId.length > 4 ? userId.slice(4) : undefined;
}

/** Checkout of the cart (spec section 2): `/checkout?isCart=1&u=<u>`. */
export function checkoutHref(u: string | undefined): string {
  return hrefFor('/checkout', { isCart: 1, u });
}
