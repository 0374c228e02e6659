/** The FFD guest cart (a cookie of SKUs and counts) and its merge into the account's cart at login. */
import { CART_CALLS, cartBadgeCount, guestEntries, type CartAddBatchResponse } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { accountOf, badCookie } from '../rules';
import { guestLines, listCart, mergeGuestCart } from '../service';

export function guestRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, CART_CALLS.guestList, {
    handler: async ({ body, caller }) => {
      const entries = guestEntries(body);
      if (!entries) throw badCookie();
      const list = await guestLines(db, entries, caller);
      return { list, count: cartBadgeCount(list) };
    },
  });

  route(app, services, CART_CALLS.addBatch, {
    handler: async ({ body, caller }): Promise<CartAddBatchResponse> => {
      const accountId = accountOf(caller);
      const entries = guestEntries(body);
      if (!entries) throw badCookie();
      const merged = await mergeGuestCart(db, accountId, body.batch_id, entries);
      const { count } = await listCart(db, accountId, caller);
      return { list: merged ?? [], count, repeated: merged === null };
    },
  });
}
