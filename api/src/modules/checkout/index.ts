/**
 * Checkout (`/checkout?isCart=1`): the state and country lists, the shipping methods and their cost, the order summary
 * with the terms of section 9, and place order, which pays and creates the order atomically
 * (docs/decisions/024-pay-then-order.md). It owns no table: it goes through the doors of the cart (purchasable lines,
 * coupons), orders (the order and its stock), payments (the charge) and account settings (bill addresses, the
 * certificate). The only door other modules use: `checkoutModule` registers the calls and the sweep that settles
 * checkouts whose charge had no answer.
 *
 * routes/checkout.ts  the calls
 * service.ts          the calls over the other modules' doors; pay, then place or void
 * rules.ts            postal codes and states, shipping rates, the order's sums, refusals, without I/O
 */
import type { FastifyInstance } from 'fastify';
import { addSweep } from '../../platform/sweep';
import type { Services } from '../../platform/services';
import { checkoutRoutes } from './routes/checkout';
import { settleStalePayments } from './service';

/** What order changes price with, as checkout prices an order (the sums of section 9, shipping by units and destination). */
export { orderSums, shippingCents } from './rules';

export function checkoutModule(app: FastifyInstance, services: Services): void {
  checkoutRoutes(app, services);
  addSweep(services, { name: 'pending payments', run: () => settleStalePayments(services) });
}
