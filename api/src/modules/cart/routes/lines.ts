/** The account's cart: its lines, add, update count and remove. */
import { CART_CALLS, CUSTOMIZABLE_NONE, DEFAULT_ADD_TYPE, MESSAGES } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { accountOf } from '../rules';
import { addToCart, listCart, removeLines, updateCount } from '../service';

export function lineRoutes(app: FastifyInstance, services: Services): void {
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
        customizableType: body.customizable_type ?? CUSTOMIZABLE_NONE,
        addType: body.add_type ?? DEFAULT_ADD_TYPE,
        aiSource: body.ai_source?.trim() || null,
        // consumer_price is what the page showed: never kept, never used (I2). The line's prices are the catalog's.
      });
      return { message: MESSAGES.cartAdded, id: line.id, line_count: line.count, count: line.cartCount };
    },
  });

  route(app, services, CART_CALLS.updateCount, {
    handler: async ({ body, caller }) => {
      const accountId = accountOf(caller);
      const line = await updateCount(db, accountId, { id: body.id, sku: body.sku_number, customizableType: body.customizable_type ?? CUSTOMIZABLE_NONE }, body.number);
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
}
