/**
 * The cart: the account's lines (list, add, update count, remove) and the FFD guest cart with its merge into the
 * account's cart at login. The only door other modules use: `cartModule` registers the calls; the rest below is what
 * other modules use of the cart (a project shows its items as lines and moves them to the cart through the add).
 *
 * routes/lines.ts  the account's cart
 * routes/guest.ts  the guest cart and the merge
 * routes/checkout.ts  the coupon check and the pre-checkout check
 * service.ts       the calls over the SQL; rules.ts stock and how a line reads, without I/O
 * coupons.ts       coupons: the quote, the redemption at order time (in the order's transaction), the demo coupons;
 *                  coupon-rules.ts their refusals and discounts, without I/O
 * repository/      the module's SQL (lines.ts, coupons.ts)
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { checkoutRoutes } from './routes/checkout';
import { guestRoutes } from './routes/guest';
import { lineRoutes } from './routes/lines';

export { productColumns as lineProductColumns, type LineRow } from './repository';
export { toCartLines } from './rules';
export { addToCart, listCart, orderedLines, removeLines } from './service';
export { DEMO_COUPONS, purchasableCart, quoteCoupon, redeemCoupon, seedDemoCoupons, type CouponInput, type PurchasableCart, type Redemption } from './coupons';
export { discountCents, unitCents } from './coupon-rules';

export function cartModule(app: FastifyInstance, services: Services): void {
  lineRoutes(app, services);
  guestRoutes(app, services);
  checkoutRoutes(app, services);
}
