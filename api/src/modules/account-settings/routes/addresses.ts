/** Bill addresses: the list, add, edit, delete and the default. */
import { ACCOUNT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addAddress, addressList, editAddress, removeAddress, setDefaultAddress } from '../service';

export function addressRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, ACCOUNT_CALLS.addressList, {
    handler: ({ caller }) => addressList(services.db, caller.account!.id),
  });

  route(app, services, ACCOUNT_CALLS.addressAdd, {
    handler: ({ body, caller }) => addAddress(services, caller.account!.id, body),
  });

  route(app, services, ACCOUNT_CALLS.addressEdit, {
    handler: ({ body, caller }) => editAddress(services, caller.account!.id, body),
  });

  route(app, services, ACCOUNT_CALLS.addressDelete, {
    handler: ({ body, caller }) => removeAddress(services, caller.account!.id, body.id),
  });

  route(app, services, ACCOUNT_CALLS.addressSetDefault, {
    handler: ({ body, caller }) => setDefaultAddress(services, caller.account!.id, body.id),
  });
}
