import {
  ApiError,
  ERR,
  MESSAGES,
  cartBadgeCount,
  fileReadUrl,
  priceVisibility,
  productImageName,
  stockTag,
  type CartLine,
  type ProductBrand,
} from '@storefront/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import { cartLines, products } from '../../platform/db/schema';

/** The outlet's products (FFD): their stock is cash stock, with no backorders. */
export const OUTLET_BRAND = 'ol';
/** Cart images are read at this width (spec section 7: 100, 300, 500, 600). */
export const CART_IMAGE_WIDTH = 300;

export interface ProductStock {
  brandId: string;
  status: number;
  stock: number;
  backorderQuantity: number;
}

/** Units that may be in carts of one account: stock plus backorders; the outlet sells its cash stock only. */
export function available(product: ProductStock): number {
  return product.brandId === OUTLET_BRAND ? product.stock : product.stock + product.backorderQuantity;
}

/** Room left for one SKU: what is available less the account's other lines of the SKU; none when not on sale. */
function room(product: ProductStock, others: number): number {
  return product.status === 1 ? Math.max(0, available(product) - others) : 0;
}

const productColumns = {
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

type LineRow = {
  id?: string;
  count: number;
  customizableType: number;
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

const dollars = (cents: number) => cents / 100;

/**
 * A cart line as the caller may see it. Status '1' (purchasable): the product is on sale and the account's lines of
 * the SKU fit what is available. Outlet lines carry cash_stock; there a count above it stays '1' (the line shows
 * Insufficient inventory and the badge leaves it out) and no cash stock at all is '2' (Unavailable for Purchase).
 */
export function toCartLine(row: LineRow, caller: Pick<Caller, 'roles' | 'mode' | 'brand'>, skuTotal: number): CartLine {
  const outlet = row.brandId === OUTLET_BRAND;
  const onSale = row.status === 1 && (outlet ? row.stock > 0 : skuTotal <= available(row));
  const seen = priceVisibility(caller.roles, caller.mode, caller.brand, row.brandId as ProductBrand);
  const line: CartLine = {
    id: row.id ?? '',
    image: fileReadUrl(productImageName(row.skuNumber, 1), CART_IMAGE_WIDTH),
    name: row.name,
    sku_number: row.skuNumber,
    brand_id: row.brandId as ProductBrand,
    customizable_type: row.customizableType,
    status: onSale ? '1' : '2',
    count: row.count,
    stock_tag: stockTag({ status: row.status, stock: row.stock, future_stock: row.futureStock }),
  };
  if (outlet) line.cash_stock = row.stock;
  if (seen.msrp) line.msrp_price = dollars(row.msrpCents);
  if (seen.designer) line.designer_price = dollars(row.designerCents);
  if (seen.retail) {
    line.consumer_price = dollars(row.consumerCents);
    line.promotional_price = row.promotionalCents === null ? null : dollars(row.promotionalCents);
  }
  return line;
}

function toCartLines(rows: LineRow[], caller: Pick<Caller, 'roles' | 'mode' | 'brand'>): CartLine[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.skuNumber, (totals.get(row.skuNumber) ?? 0) + row.count);
  return rows.map((row) => toCartLine(row, caller, totals.get(row.skuNumber)!));
}

/** The account's cart: newest line first, with the badge count. */
export async function listCart(db: Db, accountId: string, caller: Pick<Caller, 'roles' | 'mode' | 'brand'>): Promise<{ list: CartLine[]; count: number }> {
  const rows = await db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(products, eq(products.skuNumber, cartLines.skuNumber))
    .where(eq(cartLines.accountId, accountId))
    .orderBy(desc(cartLines.createdAt), cartLines.skuNumber, cartLines.customizableType);
  const list = toCartLines(rows, caller);
  return { list, count: cartBadgeCount(list) };
}

/** The guest cart's lines: outlet products only, in the order given; SKUs the outlet does not sell are left out. */
export async function guestLines(
  db: Db,
  entries: Array<{ sku_number: string; count: number }>,
  caller: Pick<Caller, 'roles' | 'mode' | 'brand'>,
): Promise<Array<Omit<CartLine, 'id'>>> {
  if (entries.length === 0) return [];
  const rows = await db
    .select(productColumns)
    .from(products)
    .where(and(inArray(products.skuNumber, entries.map((e) => e.sku_number)), eq(products.brandId, OUTLET_BRAND)));
  const bySku = new Map(rows.map((r) => [r.skuNumber, r]));
  return entries.flatMap(({ sku_number, count }) => {
    const row = bySku.get(sku_number);
    if (!row) return [];
    const { id: _id, ...line } = toCartLine({ ...row, id: undefined, count, customizableType: 0 }, caller, count);
    return [line];
  });
}

interface Stocked extends ProductStock {
  /** The account's count on this very line (0 when there is none). */
  current: number;
  /** The account's counts of the SKU on lines of other customizable types. */
  others: number;
}

/** The product and what the account already holds of it. */
async function stockFor(db: Db, accountId: string, sku: string, customizableType: number): Promise<Stocked | null> {
  const [row] = await db
    .select({
      brandId: products.brandId,
      status: products.status,
      stock: products.stock,
      backorderQuantity: products.backorderQuantity,
      current: sql<number>`coalesce((select sum(l.count) from cart_lines l where l.account_id = ${accountId} and l.sku_number = ${sku} and l.customizable_type = ${customizableType}), 0)::int`,
      others: sql<number>`coalesce((select sum(l.count) from cart_lines l where l.account_id = ${accountId} and l.sku_number = ${sku} and l.customizable_type <> ${customizableType}), 0)::int`,
    })
    .from(products)
    .where(eq(products.skuNumber, sku))
    .limit(1);
  return row ? { ...row, current: Number(row.current), others: Number(row.others) } : null;
}

export interface AddInput {
  accountId: string;
  sku: string;
  number: number;
  customizableType: number;
  addType: number;
  aiSource: string | null;
  consumerCents: number | null;
}

/**
 * Adds units to the account's line of the SKU and customizable type, creating it when there is none, in one upsert:
 * concurrent adds of one SKU land on the same line (the unique index), and the update only happens while the line's
 * current count plus the new units fits the room left, so the line never goes above what is available.
 * `capped`: add what fits (the guest-cart merge) instead of refusing.
 */
async function upsertLine(db: Db, input: AddInput, free: number, capped: boolean): Promise<{ id: string; count: number } | null> {
  const insertCount = capped ? Math.min(input.number, free) : input.number;
  if (insertCount < 1 || insertCount > free) return null;
  const [row] = await db
    .insert(cartLines)
    .values({
      accountId: input.accountId,
      skuNumber: input.sku,
      count: insertCount,
      customizableType: input.customizableType,
      addType: input.addType,
      aiSource: input.aiSource,
      consumerCents: input.consumerCents,
    })
    .onConflictDoUpdate({
      target: [cartLines.accountId, cartLines.skuNumber, cartLines.customizableType],
      set: {
        count: capped ? sql`least(${cartLines.count} + ${input.number}, ${free})` : sql`${cartLines.count} + ${input.number}`,
        addType: input.addType,
        aiSource: sql`coalesce(excluded.ai_source, ${cartLines.aiSource})`,
        consumerCents: sql`coalesce(excluded.consumer_cents, ${cartLines.consumerCents})`,
        updatedAt: sql`now()`,
      },
      // The line as it is now (not as the statement first saw it): the check that keeps parallel adds within stock.
      setWhere: sql`${cartLines.count} + ${capped ? 1 : input.number} <= ${free}`,
    })
    .returning({ id: cartLines.id, count: cartLines.count });
  return row ?? null;
}

/** Adds to the cart (POST /mibd/shoppingCart/add); refuses unknown, unavailable and out-of-stock SKUs. */
export async function addToCart(db: Db, input: AddInput): Promise<{ id: string; count: number }> {
  const product = await stockFor(db, input.accountId, input.sku, input.customizableType);
  if (!product) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
  if (product.status !== 1) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.unavailableForPurchase);
  const insufficient = () => new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
  const free = room(product, product.others);
  if (product.current + input.number > free) throw insufficient();
  const line = await upsertLine(db, input, free, false);
  if (!line) throw insufficient();
  return line;
}

export interface BatchResult {
  sku_number: string;
  requested: number;
  added: number;
  line_count: number;
  errmsg: string;
}

/** Merges one guest-cart entry: counts add up, capped by what is available; outlet products only. */
export async function mergeEntry(db: Db, accountId: string, sku: string, requested: number): Promise<BatchResult> {
  const product = await stockFor(db, accountId, sku, 0);
  const result = { sku_number: sku, requested, added: 0, line_count: product?.current ?? 0, errmsg: '' };
  if (!product || product.brandId !== OUTLET_BRAND) return { ...result, line_count: 0, errmsg: MESSAGES.productNotExist };
  const free = room(product, product.others);
  if (free === 0) return { ...result, errmsg: product.status === 1 && available(product) > 0 ? MESSAGES.insufficientInventory : MESSAGES.unavailableForPurchase };
  const line = await upsertLine(db, { accountId, sku, number: requested, customizableType: 0, addType: 1, aiSource: null, consumerCents: null }, free, true);
  if (!line) return { ...result, errmsg: MESSAGES.insufficientInventory };
  const added = Math.max(0, line.count - product.current);
  return { ...result, added, line_count: line.count, errmsg: added < requested ? MESSAGES.insufficientInventory : '' };
}

/** Sets a line's count (POST /mibd/shoppingCart/update_count); raising it follows the add's stock rule. */
export async function updateCount(
  db: Db,
  accountId: string,
  target: { id?: string; sku?: string; customizableType: number },
  number: number,
): Promise<{ id: string; count: number }> {
  const where = target.id
    ? and(eq(cartLines.id, target.id), eq(cartLines.accountId, accountId))
    : and(eq(cartLines.accountId, accountId), eq(cartLines.skuNumber, target.sku!), eq(cartLines.customizableType, target.customizableType));
  const [line] = await db.select({ id: cartLines.id, sku: cartLines.skuNumber, count: cartLines.count, customizableType: cartLines.customizableType }).from(cartLines).where(where).limit(1);
  if (!line) throw new ApiError(ERR.CART_LINE_NOT_FOUND, MESSAGES.cartLineNotFound);
  if (number > line.count) {
    const product = (await stockFor(db, accountId, line.sku, line.customizableType))!;
    if (product.status !== 1) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.productNoLongerAvailable);
    if (number > room(product, product.others)) throw new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
  }
  const [updated] = await db
    .update(cartLines)
    .set({ count: number, updatedAt: sql`now()` })
    .where(and(eq(cartLines.id, line.id), eq(cartLines.accountId, accountId)))
    .returning({ id: cartLines.id, count: cartLines.count });
  if (!updated) throw new ApiError(ERR.CART_LINE_NOT_FOUND, MESSAGES.cartLineNotFound);
  return updated;
}

/** Removes the account's lines among `ids`; ids of lines it does not hold are ignored. */
export async function removeLines(db: Db, accountId: string, ids: string[]): Promise<number> {
  const removed = await db
    .delete(cartLines)
    .where(and(eq(cartLines.accountId, accountId), inArray(cartLines.id, ids)))
    .returning({ id: cartLines.id });
  return removed.length;
}
