/** Contact us and the sample request. */
import { AFTER_SALES_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { submitContact, submitSampleRequest } from '../service';

export function formRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, AFTER_SALES_CALLS.contactUs, {
    handler: ({ body, caller }) => submitContact(services, caller, body),
  });

  route(app, services, AFTER_SALES_CALLS.sampleRequest, {
    handler: ({ body, caller }) => submitSampleRequest(services, caller, body),
  });
}
