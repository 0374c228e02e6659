/**
 * Orders over their SQL. For checkout: an attempt's pending order, the stock its items take (SKUs held in order, then
 * conditional updates: one statement for what stock covers), its totals, and its placing or voiding. For the pages: the designer's,
 * the invited customer's and the outlet shopper's lists, one order's detail, and staff moving items' shipping status
 * (the contact emailed at shipped and delivered, in the same transaction as the change).
 */
import { ORDER_PAGE_SIZE, PRODUCT_STATUS, type OrderDetailResponse, type OrderListRequest, type OrderListResponse, type ShippingStatusRequest } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import type { Services } from '../../platform/services';
import {
  customerOfAccount,
  customerOfOwner,
  findOrder,
  insertItems,
  insertItemsSetTotals,
  insertPendingOrder,
  itemsOf,
  listOrders,
  lockPlacedOrder,
  lockProductStock,
  markPlaced,
  markVoid,
  orderByCheckout,
  orderPlacer,
  orderWriter,
  setItemStatus,
  setOrderShipping,
  setTotals,
  stalePending,
  takeCoveredStock,
  takeStock,
  type ItemRow,
  type NewOrder,
  type OrderRow,
  type OrderScope,
  type OrderTotals,
  type TakenProduct,
} from './repository';
import { checkForward, insufficientInventory, orderCancelled, orderNotFound, orderStatus, serialOf, shippingEmail, toDetail, toSummary, unitPrice, unitsToTake } from './rules';

export type { NewOrder, OrderAtOnce, OrderPart, OrderRow, OrderTotals } from './repository';
export { orderPlacer, orderWriter };

// ---------------------------------------------------------------------------------------------
// What checkout uses.

/** The account's order for a checkout attempt, in whatever state; null when the attempt has none. */
export function attemptOrder(db: Db, accountId: string, checkoutKey: string): Promise<OrderRow | null> {
  return orderByCheckout(db, accountId, checkoutKey);
}

/** Writes the attempt's pending order; null when the attempt has one already. In the order's transaction. */
export function beginOrder(tx: Db, order: NewOrder): Promise<OrderRow | null> {
  return insertPendingOrder(tx, order);
}

/** Whether the customer is one of the owner's (another company's customer reads as none). */
export async function ownersCustomer(db: Db, ownerId: string, customerId: string): Promise<boolean> {
  return (await customerOfOwner(db, ownerId, customerId)) !== null;
}

export interface PricedItem {
  skuNumber: string;
  name: string;
  brandId: string;
  customizableType: number;
  count: number;
  unitCents: number;
  lineCents: number;
}

/** A line's units taken for an order, priced from the catalog at the take: what its item is written with. */
export interface TakenItem extends PricedItem {
  fromStock: number;
  fromBackorder: number;
}

/**
 * Takes the lines' units, priced from the catalog now, in the caller's transaction. Lines of one SKU are taken
 * together, every SKU held in SKU order (two orders never wait on each other's rows in turn): first in one statement
 * for the SKUs whose stock covers their count, then one by one for the rest (backorders, by `unitsToTake`).
 * 'Insufficient inventory' when any is not there: the transaction then takes nothing.
 */
export async function takeUnits(
  tx: Db,
  lines: ReadonlyArray<{ skuNumber: string; customizableType: number; count: number }>,
  channel: 'trade' | 'ffd',
): Promise<TakenItem[]> {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.skuNumber, (bySku.get(line.skuNumber) ?? 0) + line.count);
  const taken = new Map<string, { name: string; brandId: string; unitCents: number; fromStock: number; fromBackorder: number }>();
  const priced = (row: TakenProduct) => ({ name: row.name, brandId: row.brandId, unitCents: unitPrice(row, channel), fromStock: row.fromStock, fromBackorder: row.fromBackorder });
  const skus = [...bySku.keys()].sort();
  for (const row of await takeCoveredStock(tx, skus.map((sku) => ({ sku, count: bySku.get(sku)! })))) taken.set(row.skuNumber, priced(row));
  // The rest: stock short of the count (or a product not on sale), held since the statement above.
  for (const sku of skus.filter((s) => !taken.has(s))) {
    const count = bySku.get(sku)!;
    const product = await lockProductStock(tx, sku);
    const units = product ? unitsToTake(product, count, PRODUCT_STATUS.ON_SALE) : null;
    if (!units) throw insufficientInventory();
    const row = await takeStock(tx, sku, units.fromStock, units.fromBackorder);
    if (!row) throw insufficientInventory();
    taken.set(sku, priced(row));
  }
  // Each line of a SKU takes its share of the SKU's units, stock first.
  const left = new Map([...taken].map(([sku, t]) => [sku, { ...t }]));
  return lines.map((line) => {
    const t = left.get(line.skuNumber)!;
    const fromStock = Math.min(t.fromStock, line.count);
    t.fromStock -= fromStock;
    t.fromBackorder -= line.count - fromStock;
    return {
      skuNumber: line.skuNumber,
      name: t.name,
      brandId: t.brandId,
      customizableType: line.customizableType,
      count: line.count,
      fromStock,
      fromBackorder: line.count - fromStock,
      unitCents: t.unitCents,
      lineCents: t.unitCents * line.count,
    };
  });
}

/**
 * Writes the order's items from the units taken for it and its totals, in one statement, in the order's transaction;
 * the order as written.
 */
export async function completeOrder(tx: Db, orderId: string, items: readonly TakenItem[], totals: OrderTotals): Promise<OrderRow> {
  const row = await insertItemsSetTotals(tx, orderId, items, totals);
  if (!row) throw new Error(`order ${orderId} is not there to complete`);
  return row;
}

/** Writes the order's items from the units taken for it, in the order's transaction. */
function addItems(tx: Db, orderId: string, items: readonly TakenItem[]): Promise<void> {
  return insertItems(
    tx,
    items.map((item) => ({ orderId, ...item })),
  );
}

/**
 * Takes the lines' units for the order and writes its items, priced from the catalog now (`takeUnits`, then
 * `addItems`). 'Insufficient inventory' when any is not there: the transaction then takes nothing.
 */
export async function takeItems(
  tx: Db,
  orderId: string,
  lines: ReadonlyArray<{ skuNumber: string; customizableType: number; count: number }>,
  channel: 'trade' | 'ffd',
): Promise<PricedItem[]> {
  const items = await takeUnits(tx, lines, channel);
  await addItems(tx, orderId, items);
  return items.map(({ skuNumber, name, brandId, customizableType, count, unitCents, lineCents }) => ({ skuNumber, name, brandId, customizableType, count, unitCents, lineCents }));
}

/** The items of an order, in whatever state. */
export function orderItemsOf(db: Db, orderId: string): Promise<ItemRow[]> {
  return itemsOf(db, orderId);
}

/** The order's totals, once its items are priced. */
export function fixTotals(tx: Db, orderId: string, totals: Parameters<typeof setTotals>[2]): Promise<void> {
  return setTotals(tx, orderId, totals);
}

/** pending -> placed once the charge succeeded; false when it was placed (or voided) already. */
export function placeOrder(tx: Db, orderId: string, at: Date): Promise<boolean> {
  return markPlaced(tx, orderId, at);
}

/** pending -> void after a decline, the stock given back; false when it was settled already. */
export function voidOrder(tx: Db, orderId: string, at: Date): Promise<boolean> {
  return markVoid(tx, orderId, at);
}

/** Pending orders whose charge has had no answer for a while. */
export function stalePendingOrders(db: Db, before: Date, limit = 50): Promise<OrderRow[]> {
  return stalePending(db, before, limit);
}

// ---------------------------------------------------------------------------------------------
// The lists and the detail.

const ownerOf = (caller: Caller) => caller.account!.companyId ?? caller.account!.id;

/** Whose orders a caller reads: the trade company's, the invited customer's own, or the outlet shopper's. */
async function scopeOf(db: Db, caller: Caller): Promise<OrderScope | null> {
  const account = caller.account!;
  if (account.kind === 'customer') {
    const customer = await customerOfAccount(db, account.id);
    return customer ? { customerId: customer.id } : null;
  }
  if (account.kind === 'ffd_shopper') return { accountId: account.id };
  return { ownerId: ownerOf(caller) };
}

export async function orderList(db: Db, caller: Caller, request: OrderListRequest): Promise<OrderListResponse> {
  const scope = await scopeOf(db, caller);
  const limit = ORDER_PAGE_SIZE;
  if (!scope) return { list: [], total: 0, page: request.page, limit };
  const keyword = request.keyword?.trim().replace(/^so/i, '') ?? '';
  const { rows, total } = await listOrders(db, scope, {
    status: request.state ?? null,
    customerId: request.customer_id ?? null,
    number: keyword || null,
    limit,
    offset: (request.page - 1) * limit,
  });
  return { list: rows.map(toSummary), total, page: request.page, limit };
}

/** One order the caller may see; another company's order reads exactly like a missing one. */
export async function orderDetail(db: Db, caller: Caller, key: { id?: string; number?: string }): Promise<OrderDetailResponse> {
  const scope = await scopeOf(db, caller);
  const serial = key.number !== undefined ? serialOf(key.number) : undefined;
  if (!scope || serial === null) throw orderNotFound();
  const found = await findOrder(db, scope, { id: key.id, serial });
  if (!found) throw orderNotFound();
  return toDetail(found.order, found.items);
}

// ---------------------------------------------------------------------------------------------
// Staff: shipping status.

/**
 * Moves the order's items (all of them when none are named) to a later shipping status, with the tracking supplier and
 * number when given. At shipped and delivered the contact is emailed, through the outbox in the same transaction.
 */
export async function setShippingStatus(services: Services, request: ShippingStatusRequest): Promise<OrderDetailResponse> {
  const serial = serialOf(request.number);
  if (serial === null) throw orderNotFound();
  const now = services.now();
  const orderId = await services.db.transaction(async (tx) => {
    const order = await lockPlacedOrder(tx, serial);
    if (!order) throw orderNotFound();
    if (order.cancelledAt) throw orderCancelled();
    const items = await itemsOf(tx, order.id);
    const ids = request.item_ids?.length ? [...new Set(request.item_ids.map((id) => id.toLowerCase()))] : items.map((i) => i.id);
    const chosen = items.filter((i) => ids.includes(i.id));
    if (chosen.length !== ids.length) throw orderNotFound();
    checkForward(chosen, request.status);
    const moving = chosen.filter((i) => i.shippingStatus !== request.status);
    const tracking = {
      ...(request.tracking_supplier !== undefined ? { trackingSupplier: request.tracking_supplier.trim() } : {}),
      ...(request.tracking_number !== undefined ? { trackingNumber: request.tracking_number.trim() } : {}),
    };
    // Nothing moves and no tracking is given: nothing is written.
    if (moving.length === 0 && Object.keys(tracking).length === 0) return order.id;
    if (moving.length) await setItemStatus(tx, order.id, moving.map((i) => i.id), request.status, now);
    const after = items.map((i) => (ids.includes(i.id) ? { ...i, shippingStatus: request.status } : i));
    await setOrderShipping(tx, order.id, { status: orderStatus(after), ...tracking }, now);
    const email = moving.length ? shippingEmail({ ...order, ...tracking }, moving, request.status, services.config.PUBLIC_URL) : null;
    if (email?.recipient) await services.outbox.enqueue({ channel: 'email', template: `order_${request.status}`, ...email }, tx);
    return order.id;
  });
  // Staff see every placed order.
  const found = await findOrder(services.db, { staff: true }, { id: orderId });
  return toDetail(found!.order, found!.items);
}
