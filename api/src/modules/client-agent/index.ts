/**
 * The client agent (spec sections 1, 6 and 8): staff build a cart for one of their customers and email the customer a
 * payment link; the customer pays it by card or ACH on /clientPay without an account, which creates the order for the
 * customer. It goes through the doors of customers, cart, orders, checkout and payments. The only door other modules
 * use: `clientAgentModule` registers the calls.
 *
 * routes/client-agent.ts  the calls (the agent's need the agent's own agent_user_id/agent_user_code headers)
 * service.ts              the cart, sending the link, the pay page and the payment (one charge, one order)
 * The staff command: `npm --prefix api run payment-link -- cancel PL100001` (src/commands/payment-link.ts).
 *
 * rules.ts                who may act, the link's attempts and email, the refusals, without I/O
 * repository.ts           the module's SQL (agent_cart_lines, payment_links)
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { clientAgentRoutes } from './routes/client-agent';

/** What the staff command uses: cancel a link by its reference. */
export { cancelLink } from './service';

export function clientAgentModule(app: FastifyInstance, services: Services): void {
  clientAgentRoutes(app, services);
}
