/** Sharing: a collection emailed to a recipient, and the shared collection its link opens without signing in. */
import { COLLECTION_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { shareCollection, sharedCollection } from '../service';

export function shareRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, COLLECTION_CALLS.collectionShareSendEmail, {
    handler: ({ body, caller }) => shareCollection(services, caller, body.collection_id, body.email, body.message ?? ''),
  });

  route(app, services, COLLECTION_CALLS.collectionShareList, {
    handler: ({ body }) => sharedCollection(services, body.token),
  });
}
