import { REGISTRATION_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { existingCustomerRoutes } from './existing';
import { approveRegistration, rejectRegistration } from './review';
import { stepRoutes } from './steps';

export { approveRegistration, rejectRegistration } from './review';

/** Registration: option lists, the three steps' checks, submit with certificates, staff approval. */
export function registrationModule(app: FastifyInstance, services: Services): void {
  stepRoutes(app, services);
  existingCustomerRoutes(app, services);

  route(app, services, REGISTRATION_CALLS.approve, {
    handler: async ({ body }) => approveRegistration(services, body.email),
  });

  route(app, services, REGISTRATION_CALLS.reject, {
    handler: async ({ body }) => rejectRegistration(services, body.email, body.reason),
  });
}
