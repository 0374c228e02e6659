/** The state and country lists, shipping cost, the order summary and place order. */
import { CHECKOUT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { placeOrder, shippingCost, stateCountry, summary } from '../service';
import { refuseAgent } from '../rules';

export function checkoutRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CHECKOUT_CALLS.stateCountry, { handler: ({ body }) => stateCountry(body.country) });
  route(app, services, CHECKOUT_CALLS.shippingCost, {
    handler: ({ body, caller }) => {
      refuseAgent(caller);
      return shippingCost(services, caller, body);
    },
  });
  route(app, services, CHECKOUT_CALLS.summary, {
    handler: ({ body, caller }) => {
      refuseAgent(caller);
      return summary(services, caller, body);
    },
  });
  route(app, services, CHECKOUT_CALLS.placeOrder, {
    handler: ({ body, caller }) => {
      refuseAgent(caller);
      return placeOrder(services, caller, body);
    },
  });
}
