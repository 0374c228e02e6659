import { approveRequest, decisionResponse, rejectRequest } from '@storefront/contracts';
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

  route(app, services, {
    method: 'POST',
    url: '/mibd/register/approve',
    summary: "Staff: approves a submitted application by the applicant's email; the account gets its activation email",
    tags: ['registration', 'staff'],
    auth: 'required',
    kinds: ['client_agent'],
    body: approveRequest,
    response: decisionResponse,
    handler: async ({ body }) => approveRegistration(services, body.email),
  });

  route(app, services, {
    method: 'POST',
    url: '/mibd/register/reject',
    summary: 'Staff: rejects a submitted application with a reason, emailed to the applicant, who may apply again',
    tags: ['registration', 'staff'],
    auth: 'required',
    kinds: ['client_agent'],
    body: rejectRequest,
    response: decisionResponse,
    handler: async ({ body }) => rejectRegistration(services, body.email, body.reason),
  });
}
