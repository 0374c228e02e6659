/** A project's items: add a product, change a quantity, remove items, and move them to the cart. */
import { PROJECT_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { addItem, moveToCart, removeItems, updateItem } from '../service';

export function itemRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;

  route(app, services, PROJECT_CALLS.addItem, {
    handler: ({ body, caller }) =>
      addItem(db, caller, { projectId: body.project_id, sku: body.sku_number, number: body.buy_number, customizableType: body.customizable_type }),
  });

  route(app, services, PROJECT_CALLS.updateItem, {
    handler: ({ body, caller }) => updateItem(db, caller, body.project_id, body.item_id, body.buy_number),
  });

  route(app, services, PROJECT_CALLS.removeItems, {
    handler: ({ body, caller }) => removeItems(db, caller, body.project_id, body.item_ids),
  });

  route(app, services, PROJECT_CALLS.toCart, {
    handler: ({ body, caller }) => moveToCart(db, caller, body.project_id, body.item_ids),
  });
}
