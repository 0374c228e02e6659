/**
 * Activity (spec section 7): what the storefront records of its use. The only door other modules use:
 * `activityModule` registers the calls and the sweep.
 *
 * routes/user-log.ts  GET mibd/common/user_log/add: a navigation, within a browser's daily allowance
 * rules.ts            what a navigation keeps (paths only) and for how long, without I/O; repository.ts the module's SQL
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { addSweep } from '../../platform/sweep';
import { removeUserLogsBefore } from './repository';
import { userLogRoutes } from './routes/user-log';
import { userLogCutoff } from './rules';

export function activityModule(app: FastifyInstance, services: Services): void {
  userLogRoutes(app, services);
  addSweep(services, { name: 'navigation log', run: (now) => removeUserLogsBefore(services.db, userLogCutoff(now)) });
}
