/**
 * The cart's SQL: the account's lines with their products, the outlet products of a guest cart, the stock an add is
 * checked against, the upsert that keeps a line within stock, and the record of merged guest-cart batches. No rule
 * lives here: the service decides what a missing row or a refused update means.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { cteColumn, preparedStatements } from '../../../platform/db/prepared';
import { cartLines, products, rateLimits } from '../../../platform/db/schema';

/** The product columns a line reads (a project's items read the same, to show them as lines). */
export const productColumns = {
  skuNumber: products.skuNumber,
  brandId: products.brandId,
  name: products.name,
  status: products.status,
  stock: products.stock,
  futureStock: products.futureStock,
  backorderQuantity: products.backorderQuantity,
  msrpCents: products.msrpCents,
  designerCents: products.designerCents,
  consumerCents: products.consumerCents,
  promotionalCents: products.promotionalCents,
};
const lineColumns = { id: cartLines.id, count: cartLines.count, customizableType: cartLines.customizableType, ...productColumns };

/** What the cart shows of a product. */
export type ProductRow = {
  skuNumber: string;
  brandId: string;
  name: string;
  status: number;
  stock: number;
  futureStock: number;
  backorderQuantity: number;
  msrpCents: number;
  designerCents: number;
  consumerCents: number;
  promotionalCents: number | null;
};

/** A cart line with its product (a guest cart's line has no id). */
export type LineRow = ProductRow & {
  id?: string;
  count: number;
  customizableType: number;
};

/**
 * The statements every cart add and checkout runs, each built on its first use per database handle (the pool's, or a
 * transaction's) and run as a named statement: the builder runs once per handle, and the server parses and plans each
 * once per connection instead of on every call (as the session lookup does, platform/caller.ts). Their text is fixed:
 * every value is a placeholder.
 */
const accountIdGiven = sql.placeholder('accountId');
const skuGiven = sql.placeholder('sku');
const typeGiven = sql.placeholder('customizableType');
const upsert = (db: Db, capped: boolean) => {
  const number = sql.placeholder('number');
  const free = sql.placeholder('free');
  return db
    .insert(cartLines)
    .values({ accountId: accountIdGiven, skuNumber: skuGiven, count: sql.placeholder('insertCount'), customizableType: typeGiven, addType: sql.placeholder('addType'), aiSource: sql.placeholder('aiSource') })
    .onConflictDoUpdate({
      target: [cartLines.accountId, cartLines.skuNumber, cartLines.customizableType],
      set: {
        count: capped ? sql`least(${cartLines.count} + ${number}::int, ${free}::int)` : sql`${cartLines.count} + ${number}::int`,
        addType: sql`excluded.add_type`,
        aiSource: sql`coalesce(excluded.ai_source, ${cartLines.aiSource})`,
        updatedAt: sql`now()`,
      },
      // The line as it is now (not as the statement first saw it): the check that keeps parallel adds within stock.
      setWhere: sql`${cartLines.count} + ${capped ? sql`1` : sql`${number}::int`} <= ${free}::int`,
    })
    .returning({ id: cartLines.id, count: cartLines.count })
    .prepare(capped ? 'cart_upsert_line_capped' : 'cart_upsert_line');
};
const builders = {
  accountLines: (db: Db) =>
    db
      .select(lineColumns)
      .from(cartLines)
      .innerJoin(products, eq(products.skuNumber, cartLines.skuNumber))
      .where(eq(cartLines.accountId, accountIdGiven))
      .orderBy(desc(cartLines.createdAt), cartLines.skuNumber, cartLines.customizableType)
      .prepare('cart_account_lines'),
  // The account's lines, and the SKU's product as a line of no units when the account has none of it.
  linesWithSku: (db: Db) =>
    db
      .select(lineColumns)
      .from(cartLines)
      .innerJoin(products, eq(products.skuNumber, cartLines.skuNumber))
      .where(eq(cartLines.accountId, accountIdGiven))
      .unionAll(
        db
          .select({ ...lineColumns, id: sql<string>`null::uuid`.as('id'), count: sql<number>`0`.as('count'), customizableType: sql<number>`${typeGiven}::int`.as('customizable_type') })
          .from(products)
          .where(and(eq(products.skuNumber, skuGiven), sql`not exists (select 1 from cart_lines l where l.account_id = ${accountIdGiven} and l.sku_number = ${skuGiven})`)),
      )
      .prepare('cart_lines_with_sku'),
  stockOf: (db: Db) =>
    db
      .select({
        brandId: products.brandId,
        status: products.status,
        stock: products.stock,
        futureStock: products.futureStock,
        backorderQuantity: products.backorderQuantity,
        current: sql<number>`coalesce((select sum(l.count) from cart_lines l where l.account_id = ${accountIdGiven} and l.sku_number = ${skuGiven} and l.customizable_type = ${typeGiven}), 0)::int`,
        others: sql<number>`coalesce((select sum(l.count) from cart_lines l where l.account_id = ${accountIdGiven} and l.sku_number = ${skuGiven} and l.customizable_type <> ${typeGiven}), 0)::int`,
      })
      .from(products)
      .where(eq(products.skuNumber, skuGiven))
      .limit(1)
      .prepare('cart_stock_of'),
  upsertLine: (db: Db) => upsert(db, false),
  upsertLineCapped: (db: Db) => upsert(db, true),
};
const statement = preparedStatements(builders);

/** The account's lines: newest first. */
export async function accountLines(db: Db, accountId: string): Promise<LineRow[]> {
  return statement(db, 'accountLines').execute({ accountId });
}

/**
 * The account's lines (with their products), and the SKU's product as a line of no units (no id, of the customizable
 * type given) when the account has no line of the SKU; nothing of the SKU when it is unknown.
 */
export async function linesWithSku(db: Db, accountId: string, sku: string, customizableType: number): Promise<LineRow[]> {
  const rows = await statement(db, 'linesWithSku').execute({ accountId, sku, customizableType });
  return rows.map((row) => ({ ...row, id: row.id ?? undefined, count: Number(row.count), customizableType: Number(row.customizableType) }));
}

/** The products among `skus` of one brand, in no particular order. */
export async function productsOfBrand(db: Db, skus: string[], brandId: string): Promise<ProductRow[]> {
  return db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.skuNumber, skus), eq(products.brandId, brandId)));
}

/** A product's stock and what one account already holds of it. */
export interface StockRow {
  brandId: string;
  status: number;
  stock: number;
  futureStock: number;
  backorderQuantity: number;
  /** The account's count on the line of this customizable type (0 when there is none). */
  current: number;
  /** The account's counts of the SKU on lines of other customizable types. */
  others: number;
}

/** The product and what the account already holds of it; null for an unknown SKU. */
export async function stockOf(db: Db, accountId: string, sku: string, customizableType: number): Promise<StockRow | null> {
  const [row] = await statement(db, 'stockOf').execute({ accountId, sku, customizableType });
  return row ? { ...row, current: Number(row.current), others: Number(row.others) } : null;
}

/** The class of the cart's advisory locks (the first key; the second is the account and SKU's hash). */
const CART_LOCK = 0x63617274;

/**
 * Holds the account's lines of one SKU until the transaction ends: adds and count changes of that SKU, whatever
 * their customizable type, run one after another (across api processes), so each reads the others' counts after
 * they are written (I8). Other accounts and other SKUs are not held up; a hash collision only makes one wait.
 */
export async function lockAccountSku(tx: Db, accountId: string, sku: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CART_LOCK}, hashtext(${accountId} || ':' || ${sku}))`);
}

/** A line as an add writes it: what was asked for, never a price (prices are the catalog's, I2). */
export interface NewLine {
  accountId: string;
  sku: string;
  /** The units asked for. */
  number: number;
  customizableType: number;
  addType: number;
  aiSource: string | null;
}

/**
 * Writes `insertCount` units as a new line, or adds the units to the account's line of the SKU and customizable
 * type, in one upsert: concurrent adds of one SKU land on the same line (the unique index), and the update only
 * happens while the line's current count plus the new units fits `free`, so the line never goes above it.
 * `capped`: the line takes what fits (the guest-cart merge) instead of nothing. Null when the line had no room.
 */
export async function upsertLine(db: Db, input: NewLine, insertCount: number, free: number, capped: boolean): Promise<{ id: string; count: number } | null> {
  const [row] = await statement(db, capped ? 'upsertLineCapped' : 'upsertLine').execute({
    accountId: input.accountId,
    sku: input.sku,
    insertCount,
    customizableType: input.customizableType,
    addType: input.addType,
    aiSource: input.aiSource,
    number: input.number,
    free,
  });
  return row ?? null;
}

/** The account's line by its id, or else by SKU and customizable type; null when the account has no such line. */
export async function findLine(
  db: Db,
  accountId: string,
  target: { id?: string; sku?: string; customizableType: number },
): Promise<{ id: string; sku: string; count: number; customizableType: number } | null> {
  const where = target.id
    ? and(eq(cartLines.id, target.id), eq(cartLines.accountId, accountId))
    : and(eq(cartLines.accountId, accountId), eq(cartLines.skuNumber, target.sku!), eq(cartLines.customizableType, target.customizableType));
  const [line] = await db.select({ id: cartLines.id, sku: cartLines.skuNumber, count: cartLines.count, customizableType: cartLines.customizableType }).from(cartLines).where(where).limit(1);
  return line ?? null;
}

/** Sets the count of the account's line; null when the line is gone. */
export async function setLineCount(db: Db, accountId: string, lineId: string, count: number): Promise<{ id: string; count: number } | null> {
  const [updated] = await db
    .update(cartLines)
    .set({ count, updatedAt: sql`now()` })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.accountId, accountId)))
    .returning({ id: cartLines.id, count: cartLines.count });
  return updated ?? null;
}

/** Deletes the account's lines among `ids`; how many there were. */
export async function deleteLines(db: Db, accountId: string, ids: string[]): Promise<number> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.accountId, accountId), inArray(cartLines.id, ids)))
    .returning({ id: cartLines.id });
  return removed.length;
}


/**
 * The account's lines of what an order bought, deleted in another module's statement (the orders module's
 * `orderPlacer`). Its placeholders: `goneAccount`, `goneSkus` and `goneTypes` (two arrays, paired by position).
 */
export function orderedLinesGone(db: Db) {
  return db.$with('lines_gone', { id: cteColumn<string>('id') }).as(
    sql`delete from cart_lines
        where account_id = ${sql.placeholder('goneAccount')}::uuid
          and (sku_number, customizable_type) in (select * from unnest(${sql.placeholder('goneSkus')}::text[], ${sql.placeholder('goneTypes')}::int[]))
        returning id`,
  );
}

/** The values of `orderedLinesGone`'s placeholders for the account and the order's items. */
export function orderedLinesGoneValues(accountId: string, items: ReadonlyArray<{ skuNumber: string; customizableType: number }>): Record<string, unknown> {
  return { goneAccount: accountId, goneSkus: items.map((i) => i.skuNumber), goneTypes: items.map((i) => i.customizableType) };
}

/** Records a merged batch by its key; false when it was recorded before (the batch was merged already). */
export async function claimBatch(db: Db, key: string): Promise<boolean> {
  const [first] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(0), count: 1 })
    .onConflictDoNothing()
    .returning({ count: rateLimits.count });
  return Boolean(first);
}
