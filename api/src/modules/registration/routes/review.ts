/** Staff decisions on applications: approve and reject (also run by `npm run approve`). */
import { REGISTRATION_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { approveRegistration, rejectRegistration } from '../review';

export function reviewRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, REGISTRATION_CALLS.approve, {
    handler: async ({ body }) => approveRegistration(services, body.email),
  });

  route(app, services, REGISTRATION_CALLS.reject, {
    handler: async ({ body }) => rejectRegistration(services, body.email, body.reason),
  });
}
