/**
 * After-sales: service requests and repairs (spec sections 4, 5 and 9), and the forms that need no order (spec
 * sections 3, 5 and 8): contact us (JC and FFD sites) and the sample request (one item, or several on the JC site). A visitor may send them; each is stored with its site and, when
 * signed in, the account, and emailed to the site's trade desk (TRADE_DESK_EMAILS) through the outbox, within the
 * asker's daily send budgets. A designer asks for service on a delivered item of the company's orders with photos
 * (uploads of purpose `service`), follows each step, and uploads the repair bill when repair is chosen; staff move a
 * request through the after-sales states (client agents through the move call, or `npm --prefix api run
 * service-request`); each request is emailed to the trade desk and the designer is emailed at each change. The only
 * door other modules use: `afterSalesModule` registers the calls; `moveServiceRequest` is the staff command's.
 *
 * routes/forms.ts             the two forms' calls
 * routes/service-requests.ts  the service requests' calls
 * service.ts                  each call over the SQL, its writes and emails in one transaction
 * rules.ts                    sites, desks, references, budgets, moves, files, how a request reads, the emails; no I/O
 * repository.ts               the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { formRoutes } from './routes/forms';
import { serviceRequestRoutes } from './routes/service-requests';

export { moveServiceRequest } from './service';

export function afterSalesModule(app: FastifyInstance, services: Services): void {
  formRoutes(app, services);
  serviceRequestRoutes(app, services);
}
