import {
  ApiError,
  CART_CALLS,
  ERR,
  MESSAGES,
  cartBadgeCount,
  guestEntries,
  type CartAddBatchResponse,
} from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { Caller } from '../../platform/caller';
import { rateLimits } from '../../platform/db/schema';
import { route } from '../../platform/route';
import type { Services } from '../../platform/services';
import { addToCart, guestLines, listCart, mergeEntry, removeLines, updateCount, type BatchResult } from './lines';

const accountOf = (caller: Caller): string => {
  if (!caller.account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  return caller.account.id;
};

const badCookie = () => new ApiError(ERR.BAD_REQUEST, 'sku_list: the guest cart could not be read');

/** Cart lines: list, add, update count, remove; the FFD guest cart and its merge into the account's cart at login. */
export function cartModule(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, CART_CALLS.list, {
    handler: async ({ caller }) => listCart(db, accountOf(caller), caller),
  });

  route(app, services, CART_CALLS.add, {
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const line = await addToCart(db, {
        accountId,
        sku: body.sku_number,
        number: body.number,
        customizableType: body.customizable_type ?? 0,
        addType: body.add_type ?? 1,
        aiSource: body.ai_source?.trim() || null,
        consumerCents: body.consumer_price === undefined || body.consumer_price === null ? null : Math.round(body.consumer_price * 100),
      });
      const { count } = await listCart(db, accountId, caller);
      return { message: MESSAGES.cartAdded, id: line.id, line_count: line.count, count };
    },
  });

  route(app, services, CART_CALLS.updateCount, {
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const line = await updateCount(db, accountId, { id: body.id, sku: body.sku_number, customizableType: body.customizable_type ?? 0 }, body.number);
      const { count } = await listCart(db, accountId, caller);
      return { id: line.id, line_count: line.count, count };
    },
  });

  route(app, services, CART_CALLS.remove, {
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const ids = [...new Set(Array.isArray(body.ids) ? body.ids : [body.ids])].map((id) => id.toLowerCase());
      const removed = await removeLines(db, accountId, ids);
      const { count } = await listCart(db, accountId, caller);
      return { removed, count };
    },
  });

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
      const merged = await db.transaction(async (tx) => {
        if (body.batch_id) {
          // A batch is merged once: its id is recorded with the merge, in the same transaction.
          const [first] = await tx
            .insert(rateLimits)
            .values({ key: `cart_batch:${accountId}:${body.batch_id}`, windowStart: new Date(0), count: 1 })
            .onConflictDoNothing()
            .returning({ count: rateLimits.count });
          if (!first) return null;
        }
        const results: BatchResult[] = [];
        for (const entry of entries) results.push(await mergeEntry(tx, accountId, entry.sku_number, entry.count));
        return results;
      });
      const { count } = await listCart(db, accountId, caller);
      return { list: merged ?? [], count, repeated: merged === null };
    },
  });
}
