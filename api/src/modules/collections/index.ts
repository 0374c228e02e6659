/**
 * Collections (spec sections 2 and 7: "favorites with wishlist sharing"): a trade account's named lists of products,
 * built from its favorites, optionally kept for one of the company's customers; shared by email with a link that
 * opens the collection for 30 days to anyone holding it, read-only and without any price. The only door other modules
 * use: `collectionsModule` registers the calls.
 *
 * routes/collections.ts  create, delete, the list, a product added or taken off
 * routes/shares.ts       the share email and the shared collection
 * service.ts             the calls over the SQL, each scoped to the caller's account; the share's allowances
 * rules.ts               refusals, how a collection and a shared product read, the share email, without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { collectionRoutes } from './routes/collections';
import { shareRoutes } from './routes/shares';

export function collectionsModule(app: FastifyInstance, services: Services): void {
  collectionRoutes(app, services);
  shareRoutes(app, services);
}
