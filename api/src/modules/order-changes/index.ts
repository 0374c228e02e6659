/**
 * Order changes (spec sections 2, 4, 5, 8 and 9): from /orderDetail a designer asks to change the address, the contact
 * or a quantity, to add an item by SKU, or to cancel (within 24 hours, one of section 5's six reasons), and may
 * withdraw a request still in review; staff decide through POST /mibd/orderChange/decide (client agents) or
 * `npm --prefix api run order-change`; a change that costs more is paid through a 48-hour supplementary payment link
 * (/supPayment?token=...), one that costs less is refunded through the payments provider. The only door other modules
 * use: `orderChangesModule` registers the calls; `decideChange` is the staff command's.
 *
 * routes/order-changes.ts  the calls
 * service.ts               the calls over the SQL and the doors of orders, checkout (pricing) and payments
 * rules.ts                 states, what a change does to the lines and sums, what it owes or refunds, records, emails
 * repository.ts            the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { orderChangeRoutes } from './routes/order-changes';

export { decideChange } from './service';

export function orderChangesModule(app: FastifyInstance, services: Services): void {
  orderChangeRoutes(app, services);
}
