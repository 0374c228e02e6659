/** The customer book: one customer with its invitation, edit customer, invite customer (and resend). */
import { CUSTOMER_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { customerDetail, editCustomer, inviteCustomer } from '../book';

export function bookRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, CUSTOMER_CALLS.detail, {
    handler: ({ body, caller }) => customerDetail(services, caller, body.customer_id),
  });

  route(app, services, CUSTOMER_CALLS.edit, {
    handler: ({ body, caller }) => editCustomer(services, caller, body),
  });

  route(app, services, CUSTOMER_CALLS.invite, {
    handler: ({ body, caller }) => inviteCustomer(services, caller, body),
  });
}
