/**
 * Orders: the designer's list (by state and customer, searched by number), the invited customer's own orders, the
 * outlet shopper's, one order's detail (items with their shipping status, totals, addresses, contact, the payment
 * method by its last four digits, tracking), and staff moving items' shipping status (POST /mibd/order/shipping_status
 * for client agents, or `npm --prefix api run ship`). The only door other modules use: `ordersModule` registers the
 * calls; the rest below is what checkout uses to write an order (docs/decisions/024-pay-then-order.md).
 *
 * routes/orders.ts  the lists, the detail, the shipping status
 * service.ts        the calls over the SQL; the pending order, its stock and items, placing and voiding it
 * rules.ts          number, units to take, price, status, how rows read, the shipping emails, without I/O
 * repository.ts     the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { orderRoutes } from './routes/orders';

export { orderNumber, OUTLET_BRAND, serialOf, unitPrice, unitsToTake } from './rules';
export {
  attemptOrder,
  beginOrder,
  completeOrder,
  fixTotals,
  orderItemsOf,
  orderPlacer,
  orderWriter,
  ownersCustomer,
  placeOrder,
  setShippingStatus,
  stalePendingOrders,
  takeItems,
  takeUnits,
  voidOrder,
  type NewOrder,
  type OrderAtOnce,
  type OrderRow,
  type PricedItem,
} from './service';

export function ordersModule(app: FastifyInstance, services: Services): void {
  orderRoutes(app, services);
}
