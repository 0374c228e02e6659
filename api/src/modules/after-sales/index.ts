/**
 * After-sales: the forms that need no order (spec sections 3, 5 and 8): contact us (JC and FFD sites) and the sample
 * request (one item, or several on the JC site). A visitor may send them; each is stored with its site and, when
 * signed in, the account, and emailed to the site's trade desk (TRADE_DESK_EMAILS) through the outbox, within the
 * asker's daily send budgets. The only door other modules use: `afterSalesModule` registers the calls.
 *
 * routes/forms.ts  the two calls
 * service.ts       site check, budgets, store and email in one transaction
 * rules.ts         which site has which form, the desk, the reference, the emails, the budgets; without I/O
 * repository.ts    the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { formRoutes } from './routes/forms';

export function afterSalesModule(app: FastifyInstance, services: Services): void {
  formRoutes(app, services);
}
