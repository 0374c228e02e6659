/** Collections: create, delete, the list with their products, and a product added or taken off. */
import { COLLECTION_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addToCollection, createCollection, listCollections, removeCollection, removeFromCollection } from '../service';

export function collectionRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, COLLECTION_CALLS.collectionCreate, {
    handler: ({ body, caller }) => createCollection(db, caller, body.name, body.customer_id),
  });

  route(app, services, COLLECTION_CALLS.collectionDelete, {
    handler: async ({ body, caller }) => {
      await removeCollection(db, caller, body.collection_id);
      return { deleted: true };
    },
  });

  route(app, services, COLLECTION_CALLS.collectionList, {
    handler: ({ body, caller }) => listCollections(db, caller, body.collection_id),
  });

  route(app, services, COLLECTION_CALLS.collectionAdd, {
    handler: ({ body, caller }) => addToCollection(db, caller, body.collection_id, body.product_id),
  });

  route(app, services, COLLECTION_CALLS.collectionRemove, {
    handler: ({ body, caller }) => removeFromCollection(db, caller, body.collection_id, body.product_id),
  });
}
