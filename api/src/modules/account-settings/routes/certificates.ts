/** Reseller certificates: the list (section 7's certificate list), one by id, put on file and removed. */
import { ACCOUNT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addCertificates, certificateDetail, certificateList, removeCertificate } from '../service';

export function certificateRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, ACCOUNT_CALLS.certificateList, {
    handler: ({ caller }) => certificateList(services.db, caller.account!.id),
  });

  route(app, services, ACCOUNT_CALLS.certificateDetail, {
    handler: ({ query, caller }) => certificateDetail(services.db, caller.account!.id, query.id),
  });

  route(app, services, ACCOUNT_CALLS.certificateAdd, {
    handler: ({ body, caller }) => addCertificates(services, caller.account!.id, body),
  });

  route(app, services, ACCOUNT_CALLS.certificateDelete, {
    handler: ({ body, caller }) => removeCertificate(services, caller.account!.id, body.id),
  });
}
