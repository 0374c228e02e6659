/** The caller's customers: the list with search (select customer, checkout customer) and create customer. */
import { CUSTOMER_CALLS, CUSTOMER_PAGE_SIZE } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addCustomer, customerPage, ownerHasEmail } from '../repository';
import { emailExists, isUniqueViolation, ownerOf, toCustomer } from '../rules';

export function customerRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, CUSTOMER_CALLS.list, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      const limit = body.limit ?? CUSTOMER_PAGE_SIZE;
      const page = body.page ?? 1;
      const search = body.search?.trim() ?? '';
      const { rows, total } = await customerPage(db, owner, search, page, limit);
      return { list: rows.map(toCustomer), total };
    },
  });

  route(app, services, CUSTOMER_CALLS.add, {
    handler: async ({ body, caller }) => {
      const owner = ownerOf(caller);
      if (await ownerHasEmail(db, owner, body.email)) throw emailExists();
      try {
        const row = await addCustomer(db, {
          ownerId: owner,
          companyId: caller.account!.companyId,
          createdBy: caller.account!.id,
          firstName: body.first_name,
          lastName: body.last_name,
          email: body.email,
          phone: body.phone,
          streetAddress: body.street_address,
          city: body.city,
          state: body.state,
          postal: body.postal,
          country: body.country,
        });
        return toCustomer(row);
      } catch (error) {
        // The unique index settles two creations of one email at once.
        if (isUniqueViolation(error)) throw emailExists();
        throw error;
      }
    },
  });
}
