/**
 * Claims against a delivered order (spec sections 3, 5 and 9): a designer (or a sub-account or dealer with order
 * access) reads one of the company's placed orders as a claim sees it (its delivered items with their delivery dates
 * and the kinds still open), files a claim on delivered items within the kind's window (damage 10 days, concealed 15,
 * shortages 15, invoice discrepancies 30, from the delivery date), with images uploaded through the files module
 * (purpose `service`), and follows it. Each claim is emailed to the site's trade desk (TRADE_DESK_EMAILS); staff move
 * a claim's state (POST /mibd/claims/state as a client agent, or `npm --prefix api run claim`) and the designer is
 * emailed. The only door other modules use: `claimsModule` registers the calls.
 *
 * routes/claims.ts  the five calls
 * service.ts        the calls over the SQL, the emails in the same transaction as the change
 * rules.ts          what may be claimed, windows, moves, how a claim reads, the emails; without I/O
 * repository.ts     the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { claimRoutes } from './routes/claims';

export { moveClaim } from './service';

export function claimsModule(app: FastifyInstance, services: Services): void {
  claimRoutes(app, services);
}
