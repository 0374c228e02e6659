/** Favorites: a customer's or the caller's own; like and unlike, and the list as product cards. */
import { FAVORITE_CALLS, FAVORITE_PAGE_SIZE } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { favoriteList, like } from '../service';

export function favoriteRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, FAVORITE_CALLS.like, {
    handler: ({ body, caller }) => like(db, caller, body.customer_id, body.type, body.product_id),
  });

  route(app, services, FAVORITE_CALLS.list, {
    handler: ({ body, caller }) => favoriteList(db, caller, body.customer_id, body.page ?? 1, body.limit ?? FAVORITE_PAGE_SIZE),
  });
}
