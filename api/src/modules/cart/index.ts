import {
  ApiError,
  ERR,
  MESSAGES,
  cartAddBatchRequest,
  cartAddBatchResponse,
  cartAddRequest,
  cartAddResponse,
  cartBadgeCount,
  cartListResponse,
  cartRemoveRequest,
  cartRemoveResponse,
  cartUpdateCountRequest,
  cartUpdateCountResponse,
  guestCartRequest,
  guestCartResponse,
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

  route(app, services, {
    method: 'POST',
    url: '/mibd/shoppingCart/list',
    summary: "The account's cart lines with the prices its mode may see, and the badge count",
    tags: ['cart'],
    // Visitors, customers and browsing mode lack shopping_cart: 25010.
    auth: 'optional',
    permissions: ['shopping_cart'],
    response: cartListResponse,
    handler: async ({ caller }) => listCart(db, accountOf(caller), caller),
  });

  route(app, services, {
    method: 'POST',
    url: '/mibd/shoppingCart/add',
    summary: 'Adds units of a SKU to the cart (add_type 4: from Cara); one line per SKU and customizable type',
    tags: ['cart'],
    auth: 'optional',
    permissions: ['shopping_cart'],
    body: cartAddRequest,
    response: cartAddResponse,
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

  route(app, services, {
    method: 'POST',
    url: '/mibd/shoppingCart/update_count',
    summary: "Sets a cart line's count (by id, or by sku_number and customizable_type); raising it needs the stock",
    tags: ['cart'],
    auth: 'optional',
    permissions: ['shopping_cart'],
    body: cartUpdateCountRequest,
    response: cartUpdateCountResponse,
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const line = await updateCount(db, accountId, { id: body.id, sku: body.sku_number, customizableType: body.customizable_type ?? 0 }, body.number);
      const { count } = await listCart(db, accountId, caller);
      return { id: line.id, line_count: line.count, count };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/mibd/shoppingCart/remove',
    summary: "Removes cart lines by id (only the caller's own)",
    tags: ['cart'],
    auth: 'optional',
    permissions: ['shopping_cart'],
    body: cartRemoveRequest,
    response: cartRemoveResponse,
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const ids = [...new Set(Array.isArray(body.ids) ? body.ids : [body.ids])].map((id) => id.toLowerCase());
      const removed = await removeLines(db, accountId, ids);
      const { count } = await listCart(db, accountId, caller);
      return { removed, count };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/mibdOl/shoppingCart/productListNoLogin',
    summary: "The FFD guest cart's lines (sku_list from the browser): cash stock, status and the badge count",
    tags: ['cart'],
    auth: 'none',
    body: guestCartRequest,
    response: guestCartResponse,
    handler: async ({ body, caller }) => {
      const entries = guestEntries(body);
      if (!entries) throw badCookie();
      const list = await guestLines(db, entries, caller);
      return { list, count: cartBadgeCount(list) };
    },
  });

  route(app, services, {
    method: 'POST',
    url: '/mibdOl/shoppingCart/addBatch',
    summary: "Merges the FFD guest cart into the signed-in shopper's cart: counts add up, capped by stock, reported per SKU",
    tags: ['cart'],
    auth: 'optional',
    permissions: ['shopping_cart'],
    body: cartAddBatchRequest,
    response: cartAddBatchResponse,
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
