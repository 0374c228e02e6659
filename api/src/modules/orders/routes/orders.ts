/** The order lists (designer, invited customer, outlet shopper), one order, and staff's shipping status. */
import { ORDER_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { orderDetail, orderList, setShippingStatus } from '../service';

export function orderRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  route(app, services, ORDER_CALLS.designerList, { handler: ({ body, caller }) => orderList(db, caller, body) });
  route(app, services, ORDER_CALLS.customerList, { handler: ({ body, caller }) => orderList(db, caller, { ...body, customer_id: null }) });
  route(app, services, ORDER_CALLS.ffdList, { handler: ({ body, caller }) => orderList(db, caller, { ...body, customer_id: null }) });
  route(app, services, ORDER_CALLS.detail, { handler: ({ body, caller }) => orderDetail(db, caller, body) });
  route(app, services, ORDER_CALLS.shippingStatus, { handler: ({ body }) => setShippingStatus(services, body) });
}
