/**
 * The cart: the account's lines (list, add, update count, remove) and the FFD guest cart with its merge into the
 * account's cart at login. The only door other modules use: `cartModule` registers the calls.
 *
 * routes/lines.ts  the account's cart
 * routes/guest.ts  the guest cart and the merge
 * service.ts       the calls over the SQL; rules.ts stock and how a line reads, without I/O
 * repository.ts    the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { guestRoutes } from './routes/guest';
import { lineRoutes } from './routes/lines';

export function cartModule(app: FastifyInstance, services: Services): void {
  lineRoutes(app, services);
  guestRoutes(app, services);
}
