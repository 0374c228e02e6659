import * as z from 'zod/mini';
import { certificate } from './account-settings';
import { cartLine } from './cart';

/*
 * The pre-checkout check's answer, apart from the cart's schemas: it holds the account's certificates, and the
 * account settings' schemas reach the cart's through the customer and project schemas (a cycle if it lived there).
 */

const money = z.number();

/**
 * The pre-checkout check (section 7, val.list; section 4's certificate rule): `list` is the account's reseller
 * certificates (empty: none on file, the page offers Continue or edit), `has_certificate` says the same, `lines` the
 * cart's purchasable lines (the order's), `count` their units and `subtotal` their cost at the prices the mode sees.
 * No purchasable line at all is refused ('Nothing available in cart').
 */
export const cartPreCheckResponse = z.object({
  list: z.array(certificate),
  has_certificate: z.boolean(),
  /** Whether this account's orders need a certificate on file: trade accounts buy for resale, an outlet shopper does not. */
  certificate_required: z._default(z.boolean(), true),
  lines: z.array(cartLine),
  count: z.number(),
  subtotal: money,
});
export type CartPreCheckResponse = z.output<typeof cartPreCheckResponse>;
