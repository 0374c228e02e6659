import type { FastifyInstance } from 'fastify';
import { mailboxEnabled } from '../../platform/config';
import type { Services } from '../../platform/services';
import { mailboxRoutes } from './mailbox';

/**
 * Development pages: the mailbox (what the outbox holds), on unless NODE_ENV=production or DEV_MAILBOX=off.
 * When it is off its paths answer the 404 envelope like any unknown call.
 */
export function devModule(app: FastifyInstance, services: Services): void {
  if (mailboxEnabled(services.config)) mailboxRoutes(app, services);
}
