/**
 * Projects and favorites: a customer's projects (named lists of products with quantities: the lists, create, rename,
 * delete, the detail priced by mode, item changes and the move to the cart) and favorites (a customer's or the
 * caller's own). An invited customer reads their own customer's projects and keeps that customer's favorites. The
 * only door other modules use: `projectsModule` registers the calls.
 *
 * routes/projects.ts   the lists, create, rename, delete, detail
 * routes/items.ts      add to project, quantity, remove items, to the cart
 * routes/favorites.ts  like and the favorites list
 * service.ts           the calls over the SQL, each scoped to what the caller reaches
 * rules.ts             refusals, summaries, subtotals and the items a move takes, without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { favoriteRoutes } from './routes/favorites';
import { itemRoutes } from './routes/items';
import { projectRoutes } from './routes/projects';

/** A render kept in a project the caller reaches (Cara's details page saves one; the render is settled as the caller's there). */
export { addRender as addRenderToProject } from './service';

export function projectsModule(app: FastifyInstance, services: Services): void {
  projectRoutes(app, services);
  itemRoutes(app, services);
  favoriteRoutes(app, services);
}
