/** The client agent's calls: the customer's cart, send the payment link, and the customer's pay page and payment. */
import { CLIENT_AGENT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { assertActingAgent } from '../rules';
import { cancelLink, cartOf, linkDetail, payLink, putLine, removeLine, sendLink, tokenizeForLink } from '../service';

export function clientAgentRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CLIENT_AGENT_CALLS.cart, {
    handler: ({ body, caller }) => {
      assertActingAgent(caller);
      return cartOf(services, caller, body.customer_id);
    },
  });
  route(app, services, CLIENT_AGENT_CALLS.cartAdd, {
    handler: ({ body, caller }) => {
      assertActingAgent(caller);
      return putLine(services, caller, body, true);
    },
  });
  route(app, services, CLIENT_AGENT_CALLS.cartUpdate, {
    handler: ({ body, caller }) => {
      assertActingAgent(caller);
      return putLine(services, caller, body, false);
    },
  });
  route(app, services, CLIENT_AGENT_CALLS.cartRemove, {
    handler: ({ body, caller }) => {
      assertActingAgent(caller);
      return removeLine(services, caller, body);
    },
  });
  route(app, services, CLIENT_AGENT_CALLS.sendLink, {
    handler: ({ body, caller }) => {
      assertActingAgent(caller);
      return sendLink(services, caller, body);
    },
  });
  route(app, services, CLIENT_AGENT_CALLS.cancelLink, {
    handler: ({ body, caller }) => {
      assertActingAgent(caller);
      return cancelLink(services, body.reference, caller.account!.id);
    },
  });
  route(app, services, CLIENT_AGENT_CALLS.payLink, { handler: ({ body }) => linkDetail(services, body.token) });
  route(app, services, CLIENT_AGENT_CALLS.payLinkTokenizeCard, { handler: ({ body: { link_token, ...card } }) => tokenizeForLink(services, link_token, { card }) });
  route(app, services, CLIENT_AGENT_CALLS.payLinkTokenizeAch, { handler: ({ body: { link_token, ...ach } }) => tokenizeForLink(services, link_token, { ach }) });
  route(app, services, CLIENT_AGENT_CALLS.payLinkPay, { handler: ({ body }) => payLink(services, body) });
}
