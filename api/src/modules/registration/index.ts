/**
 * Registration: option lists, the three steps' checks, submit with certificates, people joining an existing trade
 * company, staff approval. The only door other modules (and the approve command) use: `registrationModule` registers
 * the calls; `approveRegistration` and `rejectRegistration` decide an application.
 *
 * routes/steps.ts     option lists, codes, the three steps and submit, certificate removal
 * routes/existing.ts  existing trade accounts: their details, the short registration, activation email again
 * routes/review.ts    staff approval and rejection; review.ts the decisions themselves
 * service.ts          what the calls share (I/O); rules.ts rules without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { existingCustomerRoutes } from './routes/existing';
import { reviewRoutes } from './routes/review';
import { stepRoutes } from './routes/steps';

export { approveRegistration, rejectRegistration } from './review';

export function registrationModule(app: FastifyInstance, services: Services): void {
  stepRoutes(app, services);
  existingCustomerRoutes(app, services);
  reviewRoutes(app, services);
}
