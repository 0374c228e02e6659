/**
 * The orders module's SQL: a pending order with its items and the stock they take (one conditional update per line,
 * in the order's transaction), its placing or voiding (the stock given back), the lists and the detail, and the
 * items' shipping status. No rule lives here: every read is scoped by what the service passes (owner, customer,
 * account), and the service decides what a missing row means.
 */
import { PRODUCT_STATUS } from '@storefront/contracts';
import { and, desc, eq, ilike, inArray, lt, sql, type SQL, type WithSubquery } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { cteColumn, preparedStatements } from '../../platform/db/prepared';
import { customers, orderItems, orders, products } from '../../platform/db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;
type Insert = typeof orders.$inferInsert;
/**
 * An order as it is first written, pending: its other columns start at their defaults (no coupon, no card fee, no
 * tracking), and its totals are set once its items are priced.
 */
export type NewOrder = Pick<Insert, 'ownerId' | 'accountId' | 'channel' | 'brand' | 'checkoutKey' | 'shippingAddress' | 'contact' | 'billingAddress' | 'shippingMethod' | 'payment'> &
  Pick<Insert, 'subtotalCents' | 'shippingCents' | 'totalCents' | 'dueNowCents' | 'balanceCents'> & { customerId: string | null };

/** Writes the attempt's pending order; null when the account's attempt has an order already (the unique index). */
export async function insertPendingOrder(db: Db, order: NewOrder): Promise<OrderRow | null> {
  const [row] = await statement(db, 'insertPending').execute({ ...order });
  return row ?? null;
}

/**
 * The statements every order runs, each built on its first use per database handle (the pool's, or a transaction's)
 * and run as a named statement: the builder runs once per handle, and the server parses and plans each once per
 * connection instead of on every call (as the session lookup does, platform/caller.ts). Their text is fixed:
 * every value is a placeholder.
 */
const given = (name: keyof NewOrder) => sql.placeholder(name);
const builders = {
  insertPending: (db: Db) =>
    db
      .insert(orders)
      .values({
        ownerId: given('ownerId'),
        accountId: given('accountId'),
        customerId: given('customerId'),
        channel: given('channel'),
        brand: given('brand'),
        checkoutKey: given('checkoutKey'),
        shippingAddress: given('shippingAddress'),
        contact: given('contact'),
        billingAddress: given('billingAddress'),
        shippingMethod: given('shippingMethod'),
        subtotalCents: given('subtotalCents'),
        shippingCents: given('shippingCents'),
        totalCents: given('totalCents'),
        dueNowCents: given('dueNowCents'),
        balanceCents: given('balanceCents'),
        payment: given('payment'),
      })
      .onConflictDoNothing({ target: [orders.accountId, orders.checkoutKey] })
      .returning()
      .prepare('orders_insert_pending'),
  // The SKUs asked, held in SKU order, then what stock covers taken in one conditional update (see takeCoveredStock).
  takeCovered: (db: Db) => {
    const taken = db
      .$with('taken', {
        skuNumber: cteColumn<string>('sku_number'),
        name: cteColumn<string>('name'),
        brandId: cteColumn<string>('brand_id'),
        designerCents: cteColumn<number>('designer_cents'),
        consumerCents: cteColumn<number>('consumer_cents'),
        promotionalCents: cteColumn<number | null>('promotional_cents'),
        fromStock: cteColumn<number>('n'),
      })
      .as(
        sql`with want (sku, n) as (select * from unnest(${sql.placeholder('skus')}::text[], ${sql.placeholder('counts')}::int[])),
          held as materialized (
            select p.sku_number from products p where p.sku_number in (select sku from want) order by p.sku_number for no key update of p
          )
          update products p set stock = p.stock - want.n
          from held join want on want.sku = held.sku_number
          where p.sku_number = held.sku_number and p.status = ${sql.raw(String(PRODUCT_STATUS.ON_SALE))} and p.stock >= want.n
          returning p.sku_number, p.name, p.brand_id, p.designer_cents, p.consumer_cents, p.promotional_cents, want.n`,
      );
    return db.with(taken).select().from(taken).prepare('orders_take_covered');
  },
  byCheckout: (db: Db) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.accountId, sql.placeholder('accountId')), eq(orders.checkoutKey, sql.placeholder('checkoutKey'))))
      .limit(1)
      .prepare('orders_by_checkout'),
  // The order's items from one array per column (every value a placeholder), and its totals.
  complete: (db: Db) => {
    const written = db.$with('items_written', { id: cteColumn<string>('id') }).as(
      sql`insert into order_items (order_id, sku_number, name, brand_id, customizable_type, count, from_stock, from_backorder, unit_cents, line_cents)
          select ${sql.placeholder('orderId')}::uuid, i.* from unnest(${sql.placeholder('skus')}::text[], ${sql.placeholder('names')}::text[],
            ${sql.placeholder('brands')}::text[], ${sql.placeholder('types')}::int[], ${sql.placeholder('counts')}::int[], ${sql.placeholder('fromStock')}::int[],
            ${sql.placeholder('fromBackorder')}::int[], ${sql.placeholder('unitCents')}::int[], ${sql.placeholder('lineCents')}::int[]) as i
          returning id`,
    );
    const total = (name: keyof OrderTotals) => sql<number>`${sql.placeholder(name)}::int`;
    return db
      .with(written)
      .update(orders)
      .set({
        subtotalCents: total('subtotalCents'),
        discountCents: total('discountCents'),
        couponCode: sql<string | null>`${sql.placeholder('couponCode')}::text`,
        totalCents: total('totalCents'),
        dueNowCents: total('dueNowCents'),
        cardFeeCents: total('cardFeeCents'),
        balanceCents: total('balanceCents'),
      })
      .where(eq(orders.id, sql.placeholder('orderId')))
      .returning()
      .prepare('orders_complete');
  },
  markPlaced: (db: Db) =>
    db
      .update(orders)
      .set({ state: 'placed', placedAt: sql`${sql.placeholder('at')}::timestamptz`, updatedAt: sql`${sql.placeholder('at')}::timestamptz` })
      .where(and(eq(orders.id, sql.placeholder('orderId')), eq(orders.state, 'pending')))
      .returning({ id: orders.id })
      .prepare('orders_mark_placed'),
};
const statement = preparedStatements(builders);

/**
 * What an order written at once is made of: each SKU with its units and the catalog's prices as the caller read them
 * (the order is written only while they still hold), each line priced from them, and the order's totals.
 */
export interface OrderAtOnce {
  order: NewOrder;
  totals: Omit<OrderTotals, 'couponCode' | 'discountCents'>;
  skus: ReadonlyArray<{ sku: string; count: number; designerCents: number; consumerCents: number; promotionalCents: number | null }>;
  lines: ReadonlyArray<{ skuNumber: string; customizableType: number; count: number; unitCents: number; lineCents: number }>;
}

/**
 * A statement another module adds to one of the order's statements, so that what both write is written together, in
 * one round trip: built by that module's repository (its SQL stays there) as a CTE with placeholders of its own,
 * answering the rows it wrote. In `orderWriter` it runs over the order just written, the CTE `pending` (its `id` and
 * `account_id`: one row when the order was written, none otherwise); in `orderPlacer` beside the placing.
 */
export type OrderPart = (db: Db) => WithSubquery;

/**
 * The statement that writes an order at once, with what other modules add to it (built once per connection with the
 * rest): `guards`, CTEs of one row whose boolean `ok` must be true for anything to be written, and `part`, run over
 * the order written. In one statement, so in one transaction of its own: every SKU asked is held in SKU order
 * (`for no key update`, as `lockProductStock` holds it) and checked on sale, its stock covering its units and its
 * prices those read; only when every one is and every guard is ok, the pending order is written with its totals (none
 * when the attempt has one already: the unique index), its units are taken from stock, its items written and the part
 * run. Otherwise nothing is written and nothing taken: the answer is null and the caller goes step by step
 * (`takeUnits`), which says why. The written order's id and serial, and how many rows the part wrote.
 */
export function orderWriter({ guards, part }: { guards: readonly OrderPart[]; part: OrderPart }) {
  const given = (name: string) => sql.placeholder(name);
  const statements = preparedStatements({
    write: (db: Db) => {
      const want = db
        .$with('want', { sku: cteColumn<string>('sku'), n: cteColumn<number>('n') })
        .as(
          sql`select * from unnest(${given('skus')}::text[], ${given('counts')}::int[], ${given('designerCents')}::int[], ${given('consumerCents')}::int[], ${given('promotionalCents')}::int[]) as w(sku, n, designer, consumer, promotional)`,
        );
      const fits = db.$with('fits', { ok: cteColumn<boolean>('ok') }).as(
        sql`with held as materialized (
              select p.sku_number, p.status, p.stock, p.designer_cents, p.consumer_cents, p.promotional_cents from products p
              where p.sku_number in (select sku from want) order by p.sku_number for no key update of p
            )
            select count(*) = (select count(*) from want) as ok from held join want on want.sku = held.sku_number
            where held.status = ${sql.raw(String(PRODUCT_STATUS.ON_SALE))} and held.stock >= want.n and held.designer_cents = want.designer
              and held.consumer_cents = want.consumer and held.promotional_cents is not distinct from want.promotional`,
      );
      const checks = guards.map((guard) => guard(db));
      const pending = db.$with('pending', { id: cteColumn<string>('id'), serial: cteColumn<number>('serial'), accountId: cteColumn<string>('account_id') }).as(
        sql`insert into orders (owner_id, account_id, customer_id, channel, brand, checkout_key, shipping_address, contact, billing_address,
              shipping_method, payment, subtotal_cents, shipping_cents, total_cents, due_now_cents, card_fee_cents, balance_cents)
            select ${given('ownerId')}::uuid, ${given('accountId')}::uuid, ${given('customerId')}::uuid, ${given('channel')}::text, ${given('brand')}::text,
              ${given('checkoutKey')}::text, ${given('shippingAddress')}::jsonb, ${given('contact')}::jsonb, ${given('billingAddress')}::jsonb,
              ${given('shippingMethod')}::text, ${given('payment')}::jsonb, ${given('subtotalCents')}::int, ${given('shippingCents')}::int,
              ${given('totalCents')}::int, ${given('dueNowCents')}::int, ${given('cardFeeCents')}::int, ${given('balanceCents')}::int
            where (select ok from fits)${sql.join(
              checks.map((check) => sql` and (select ok from ${check})`),
              sql``,
            )}
            on conflict (account_id, checkout_key) do nothing
            returning id, serial, account_id`,
      );
      const taken = db.$with('taken', { sku: cteColumn<string>('sku_number') }).as(
        sql`update products p set stock = p.stock - want.n from want
            where p.sku_number = want.sku and exists (select 1 from pending)
            returning p.sku_number, p.name, p.brand_id`,
      );
      const items = db.$with('items', { id: cteColumn<string>('id') }).as(
        sql`insert into order_items (order_id, sku_number, name, brand_id, customizable_type, count, from_stock, from_backorder, unit_cents, line_cents)
            select pending.id, line.sku, taken.name, taken.brand_id, line.type, line.n, line.n, 0, line.unit, line.amount
            from pending, unnest(${given('lineSkus')}::text[], ${given('lineTypes')}::int[], ${given('lineCounts')}::int[], ${given('lineUnitCents')}::int[],
              ${given('lineCents')}::int[]) as line(sku, type, n, unit, amount)
            join taken on taken.sku_number = line.sku
            returning id`,
      );
      const also = part(db);
      return db
        .with(want, fits, ...checks, pending, taken, items, also)
        .select({
          id: pending.id,
          serial: pending.serial,
          taken: sql<number>`(select count(*) from taken)::int`,
          parted: sql<number>`(select count(*) from ${also})::int`,
        })
        .from(pending)
        .prepare('orders_write_at_once');
    },
  });
  return async function writeOrderAtOnce(db: Db, what: OrderAtOnce, partValues: Record<string, unknown>): Promise<{ id: string; serial: number; taken: number; parted: number } | null> {
    const [row] = await statements(db, 'write').execute({
      ...what.order,
      ...what.totals,
      skus: what.skus.map((s) => s.sku),
      counts: what.skus.map((s) => s.count),
      designerCents: what.skus.map((s) => s.designerCents),
      consumerCents: what.skus.map((s) => s.consumerCents),
      promotionalCents: what.skus.map((s) => s.promotionalCents),
      lineSkus: what.lines.map((l) => l.skuNumber),
      lineTypes: what.lines.map((l) => l.customizableType),
      lineCounts: what.lines.map((l) => l.count),
      lineUnitCents: what.lines.map((l) => l.unitCents),
      lineCents: what.lines.map((l) => l.lineCents),
      ...partValues,
    });
    return row ?? null;
  }
}

/**
 * The statement that places a pending order (pending -> placed, once) together with what other modules write with the
 * placing (`parts`, built once per connection with it): true when this statement placed it, false when it was not
 * pending. The parts run either way.
 */
export function orderPlacer(parts: readonly OrderPart[]) {
  const statements = preparedStatements({
    place: (db: Db) => {
      const placed = db.$with('placed', { id: cteColumn<string>('id') }).as(
        sql`update orders set state = 'placed', placed_at = ${sql.placeholder('at')}::timestamptz, updated_at = ${sql.placeholder('at')}::timestamptz
            where id = ${sql.placeholder('orderId')}::uuid and state = 'pending'
            returning id`,
      );
      return db
        .with(...parts.map((part) => part(db)), placed)
        .select({ id: placed.id })
        .from(placed)
        .prepare('orders_place_with');
    },
  });
  return async function placeOrderWith(db: Db, orderId: string, at: Date, partValues: Record<string, unknown>): Promise<boolean> {
    const rows = await statements(db, 'place').execute({ orderId, at: at.toISOString(), ...partValues });
    return rows.length > 0;
  };
}

export async function orderByCheckout(db: Db, accountId: string, checkoutKey: string): Promise<OrderRow | null> {
  const [row] = await statement(db, 'byCheckout').execute({ accountId, checkoutKey });
  return row ?? null;
}

/** What a stock take returns: the product as it is sold, priced now. */
export interface TakenProduct {
  skuNumber: string;
  name: string;
  brandId: string;
  designerCents: number;
  consumerCents: number;
  promotionalCents: number | null;
  fromStock: number;
  fromBackorder: number;
}

/**
 * Takes each SKU's whole count from stock, in one statement, where the product is on sale and its stock covers it (the
 * common case, which needs no backorder: see `unitsToTake`). Every SKU asked is held first, in SKU order (orders take
 * SKUs in one order: no deadlock) and as `lockProductStock` holds it, then the conditional update takes what stock
 * covers, so no unit is sold twice. The products taken, priced now; a SKU left out was taken nothing (it is still
 * held: the caller decides from its row).
 */
export async function takeCoveredStock(db: Db, wanted: ReadonlyArray<{ sku: string; count: number }>): Promise<TakenProduct[]> {
  if (wanted.length === 0) return [];
  const rows = await statement(db, 'takeCovered').execute({ skus: wanted.map((w) => w.sku), counts: wanted.map((w) => w.count) });
  return rows.map((r) => ({ ...r, promotionalCents: r.promotionalCents ?? null, fromBackorder: 0 }));
}

/**
 * A product's sellable units, its row held until the transaction ends (orders take SKUs in one order: no deadlock).
 * Held as an update that changes no key does (`for no key update`), so other orders of the product wait for it while
 * rows that only refer to the product (a cart line, an order item: their foreign key's check) are written meanwhile.
 */
export async function lockProductStock(db: Db, sku: string): Promise<{ brandId: string; status: number; stock: number; backorderQuantity: number } | null> {
  const [row] = await db
    .select({ brandId: products.brandId, status: products.status, stock: products.stock, backorderQuantity: products.backorderQuantity })
    .from(products)
    .where(eq(products.skuNumber, sku))
    .for('no key update')
    .limit(1);
  return row ?? null;
}

/**
 * Takes units from stock and backorders in one conditional update: only while the product is on sale and still holds
 * them, so no unit is sold twice. Null when it does not: nothing was taken. Answers the product priced now.
 */
export async function takeStock(db: Db, sku: string, fromStock: number, fromBackorder: number): Promise<TakenProduct | null> {
  const [row] = await db
    .update(products)
    .set({ stock: sql`${products.stock} - ${fromStock}`, backorderQuantity: sql`${products.backorderQuantity} - ${fromBackorder}` })
    .where(and(eq(products.skuNumber, sku), eq(products.status, PRODUCT_STATUS.ON_SALE), sql`${products.stock} >= ${fromStock}`, sql`${products.backorderQuantity} >= ${fromBackorder}`))
    .returning({
      skuNumber: products.skuNumber,
      name: products.name,
      brandId: products.brandId,
      designerCents: products.designerCents,
      consumerCents: products.consumerCents,
      promotionalCents: products.promotionalCents,
    });
  return row ? { ...row, fromStock, fromBackorder } : null;
}

export async function insertItems(db: Db, items: Array<typeof orderItems.$inferInsert>): Promise<void> {
  if (items.length) await db.insert(orderItems).values(items);
}

/** An item as an order writes it (its id, shipping status and dates start at their defaults). */
export type NewItem = Pick<typeof orderItems.$inferInsert, 'skuNumber' | 'name' | 'brandId' | 'customizableType' | 'count' | 'fromStock' | 'fromBackorder' | 'unitCents' | 'lineCents'>;
/** The order's sums, once its items are priced. */
export type OrderTotals = Pick<Insert, 'subtotalCents' | 'discountCents' | 'totalCents' | 'dueNowCents' | 'cardFeeCents' | 'balanceCents'> & { couponCode: string | null };

/**
 * Writes an order's items and sets its totals, in one statement; the order as it is then (null when it is gone). The
 * items go as one array per column, so the statement's text is the same for any number of items: it is built once per
 * connection and parsed once per connection (see `builders.complete`).
 */
export async function insertItemsSetTotals(db: Db, orderId: string, items: readonly NewItem[], totals: OrderTotals): Promise<OrderRow | null> {
  const [row] = await statement(db, 'complete').execute({
    orderId,
    skus: items.map((i) => i.skuNumber),
    names: items.map((i) => i.name),
    brands: items.map((i) => i.brandId),
    types: items.map((i) => i.customizableType ?? 0),
    counts: items.map((i) => i.count),
    fromStock: items.map((i) => i.fromStock),
    fromBackorder: items.map((i) => i.fromBackorder),
    unitCents: items.map((i) => i.unitCents),
    lineCents: items.map((i) => i.lineCents),
    ...totals,
  });
  return row ?? null;
}

export async function setTotals(db: Db, orderId: string, totals: Partial<typeof orders.$inferInsert>): Promise<void> {
  await db.update(orders).set(totals).where(eq(orders.id, orderId));
}

/** pending -> placed, once; false when the order was not pending. */
export async function markPlaced(db: Db, orderId: string, at: Date): Promise<boolean> {
  const rows = await statement(db, 'markPlaced').execute({ orderId, at: at.toISOString() });
  return rows.length > 0;
}

/** pending -> void, once, giving the items' units back to stock and backorders; false when the order was not pending. */
export async function markVoid(db: Db, orderId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ state: 'void', updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.state, 'pending')))
    .returning({ id: orders.id });
  if (rows.length === 0) return false;
  await db.execute(sql`
    update products p set stock = p.stock + i.from_stock, backorder_quantity = p.backorder_quantity + i.from_backorder
    from (select sku_number, sum(from_stock)::int as from_stock, sum(from_backorder)::int as from_backorder
          from order_items where order_id = ${orderId} group by sku_number) i
    where p.sku_number = i.sku_number`);
  return true;
}

/** Pending orders older than `before` (a charge that never got its answer). */
export async function stalePending(db: Db, before: Date, limit: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.state, 'pending'), lt(orders.createdAt, before)))
    .orderBy(orders.createdAt)
    .limit(limit);
}

/** The designer's customer by id, within the owner's customers; null when the owner has none such. */
export async function customerOfOwner(db: Db, ownerId: string, customerId: string): Promise<{ id: string } | null> {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.id, customerId), eq(customers.ownerId, ownerId)))
    .limit(1);
  return row ?? null;
}

/** The customer record an invited customer's account is; null when it is none. */
export async function customerOfAccount(db: Db, accountId: string): Promise<{ id: string } | null> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.accountId, accountId)).limit(1);
  return row ?? null;
}

/** Which placed orders a list reads: the owner's, a customer's, or one account's. */
export type OrderScope = { ownerId: string } | { customerId: string } | { accountId: string } | { staff: true };

function scopeWhere(scope: OrderScope): SQL {
  if ('ownerId' in scope) return eq(orders.ownerId, scope.ownerId);
  if ('customerId' in scope) return eq(orders.customerId, scope.customerId);
  if ('accountId' in scope) return eq(orders.accountId, scope.accountId);
  return sql`true`;
}

export interface ListFilter {
  status?: string | null;
  customerId?: string | null;
  number?: string | null;
  limit: number;
  offset: number;
}

export type SummaryRow = OrderRow & { itemCount: number; customerName: string };
/** An order as its detail reads it: what its charges gave back too (the payments ledger counts each refund once). */
export type DetailRow = SummaryRow & { refundedCents: number };

const customerName = sql<string>`coalesce((select c.first_name || ' ' || c.last_name from customers c where c.id = "orders"."customer_id"), '')`;
const itemCount = sql<number>`(select coalesce(sum(i.count), 0)::int from order_items i where i.order_id = "orders"."id")`;
const refundedCents = sql<number>`(select coalesce(sum(p.refunded_cents), 0)::int from payment_charges p where p.order_id = "orders"."id")`;

export async function listOrders(db: Db, scope: OrderScope, filter: ListFilter): Promise<{ rows: SummaryRow[]; total: number }> {
  const where = [scopeWhere(scope), eq(orders.state, 'placed')];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.customerId) where.push(eq(orders.customerId, filter.customerId));
  if (filter.number) where.push(ilike(sql`'SO' || ${orders.serial}::text`, `%${filter.number}%`));
  const rows = await db
    .select({ order: orders, itemCount, customerName })
    .from(orders)
    .where(and(...where))
    .orderBy(desc(orders.placedAt), desc(orders.serial))
    .limit(filter.limit)
    .offset(filter.offset);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...where));
  return { rows: rows.map((r) => ({ ...r.order, itemCount: Number(r.itemCount), customerName: r.customerName })), total: Number(counted?.n ?? 0) };
}

/** One placed order within the scope, by id or by serial; null when the scope has none such. */
export async function findOrder(db: Db, scope: OrderScope, key: { id?: string; serial?: number }): Promise<{ order: DetailRow; items: ItemRow[] } | null> {
  const where = [scopeWhere(scope), eq(orders.state, 'placed')];
  if (key.id) where.push(eq(orders.id, key.id));
  if (key.serial !== undefined) where.push(eq(orders.serial, key.serial));
  const [row] = await db
    .select({ order: orders, itemCount, customerName, refundedCents })
    .from(orders)
    .where(and(...where))
    .limit(1);
  if (!row) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(orderItems.skuNumber, orderItems.customizableType);
  return { order: { ...row.order, itemCount: Number(row.itemCount), customerName: row.customerName, refundedCents: Number(row.refundedCents) }, items };
}

/** A placed order by serial for staff, its row held until the transaction ends. */
export async function lockPlacedOrder(db: Db, serial: number): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.serial, serial), eq(orders.state, 'placed')))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function itemsOf(db: Db, orderId: string): Promise<ItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
}

export async function setItemStatus(db: Db, orderId: string, itemIds: string[], status: string, at: Date): Promise<void> {
  await db
    .update(orderItems)
    .set({ shippingStatus: status, updatedAt: at, ...(status === 'delivered' ? { deliveredAt: sql`coalesce(${orderItems.deliveredAt}, ${at.toISOString()}::timestamptz)` } : {}) })
    .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, itemIds)));
}

export async function setOrderShipping(db: Db, orderId: string, fields: { status: string; trackingSupplier?: string; trackingNumber?: string }, at: Date): Promise<void> {
  await db
    .update(orders)
    .set({ ...fields, updatedAt: at })
    .where(eq(orders.id, orderId));
}
