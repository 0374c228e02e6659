/** The processor's settings and the sandbox's tokenize calls. */
import { PAYMENT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { paymentConfig, tokenizeAch, tokenizeCard } from '../service';

export function paymentRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, PAYMENT_CALLS.config, { handler: () => paymentConfig(services) });
  route(app, services, PAYMENT_CALLS.tokenizeCard, { handler: ({ body }) => tokenizeCard(services, body) });
  route(app, services, PAYMENT_CALLS.tokenizeAch, { handler: ({ body }) => tokenizeAch(services, body) });
}
