/** The order's change records, a designer's request and withdrawal, the products to add, staff's decision, and the supplementary payment. */
import { ORDER_CHANGE_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { decideChange, listChanges, productSearch, requestChange, supPay, supPayment, withdrawChange } from '../service';

export function orderChangeRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, ORDER_CHANGE_CALLS.list, { handler: ({ body, caller }) => listChanges(services, caller, body) });
  route(app, services, ORDER_CHANGE_CALLS.request, { handler: ({ body, caller }) => requestChange(services, caller, body) });
  route(app, services, ORDER_CHANGE_CALLS.withdraw, { handler: ({ body, caller }) => withdrawChange(services, caller, body) });
  route(app, services, ORDER_CHANGE_CALLS.productSearch, { handler: ({ body, caller }) => productSearch(services, caller, body) });
  route(app, services, ORDER_CHANGE_CALLS.decide, { handler: ({ body, caller }) => decideChange(services, caller.account!.id, body) });
  route(app, services, ORDER_CHANGE_CALLS.supPayment, { handler: ({ body, caller }) => supPayment(services, caller, body) });
  route(app, services, ORDER_CHANGE_CALLS.supPay, { handler: ({ body, caller }) => supPay(services, caller, body) });
}
