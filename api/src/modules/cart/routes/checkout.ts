/** The cart's steps toward checkout: the coupon check and the pre-checkout check (certificates and purchasable lines). */
import { CART_CALLS, CHECKOUT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { certificateList } from '../../account-settings';
import { purchasableCart, quoteCoupon } from '../coupons';
import { accountOf } from '../rules';

export function checkoutRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, CART_CALLS.verifyCoupon, {
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const cart = await purchasableCart(db, accountId, caller);
      return quoteCoupon(db, { accountId, code: body.coupon_code, subtotalCents: cart.subtotalCents, brand: caller.brand, now: services.now() });
    },
  });

  route(app, services, CHECKOUT_CALLS.preCheck, {
    handler: async ({ caller }) => {
      const accountId = accountOf(caller);
      const cart = await purchasableCart(db, accountId, caller);
      const { list } = await certificateList(db, accountId);
      const certificateRequired = caller.account?.kind !== 'ffd_shopper';
      return { list, has_certificate: list.length > 0, certificate_required: certificateRequired, lines: cart.lines, count: cart.count, subtotal: cart.subtotalCents / 100 };
    },
  });
}
