/** GET mibd/common/user_log/add: a navigation, recorded within a browser's daily allowance. */
import { ACTIVITY_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { clientKey, trySpendDaily } from '../../../platform/rate-limit';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addUserLog } from '../repository';
import { USER_LOG_DAILY_LIMIT, userLogEntry } from '../rules';

export function userLogRoutes(app: FastifyInstance, services: Services): void {
  route(app, services, ACTIVITY_CALLS.userLog, {
    handler: async ({ query, caller }) => {
      const entry = userLogEntry(query);
      if (!entry) return {};
      const now = services.now();
      // Counted by the browser and by its address: a script inventing guest ids still meets the address's allowance.
      const within =
        (await trySpendDaily(services.db, `user-log:guest:${caller.guestId}`, USER_LOG_DAILY_LIMIT, now)) &&
        (await trySpendDaily(services.db, `user-log:client:${clientKey(caller.ip)}`, USER_LOG_DAILY_LIMIT * 5, now));
      if (within) await addUserLog(services.db, { ...entry, brand: caller.brand, guestId: caller.guestId, accountId: caller.account?.id ?? null, at: now });
      return {};
    },
  });
}
