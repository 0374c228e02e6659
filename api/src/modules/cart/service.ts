/**
 * The cart's calls over its SQL: list, guest lines, add, the guest-cart merge, count changes and removal. Each stock
 * decision is a rule of rules.ts. A change of an account's SKU reads its stock and lines and writes in one
 * transaction that holds the account's SKU first (`lockAccountSku`), so parallel adds of any customizable types
 * never pass the stock together (I8); the upsert also keeps one line within what the transaction read.
 */
import { ApiError, CUSTOMIZABLE_NONE, DEFAULT_ADD_TYPE, ERR, MESSAGES, PRODUCT_STATUS, cartBadgeCount, type CartLine } from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Db } from '../../platform/db';
import { accountLines, claimBatch, deleteLines, findLine, linesWithSku, lockAccountSku, orderedLinesGone, orderedLinesGoneValues, productsOfBrand, setLineCount, stockOf, upsertLine, type LineRow, type NewLine } from './repository';
import { OUTLET_BRAND, available, badgeCountOf, batchKey, room, toCartLine, toCartLines } from './rules';

/** The account's cart: newest line first, with the badge count. */
export async function listCart(db: Db, accountId: string, caller: Pick<Caller, 'roles' | 'mode' | 'brand'>): Promise<{ list: CartLine[]; count: number }> {
  const list = toCartLines(await accountLines(db, accountId), caller);
  return { list, count: cartBadgeCount(list) };
}

/** The guest cart's lines: outlet products only, in the order given; SKUs the outlet does not sell are left out. */
export async function guestLines(
  db: Db,
  entries: Array<{ sku_number: string; count: number }>,
  caller: Pick<Caller, 'roles' | 'mode' | 'brand'>,
): Promise<Array<Omit<CartLine, 'id'>>> {
  if (entries.length === 0) return [];
  const rows = await productsOfBrand(
    db,
    entries.map((e) => e.sku_number),
    OUTLET_BRAND,
  );
  const bySku = new Map(rows.map((r) => [r.skuNumber, r]));
  return entries.flatMap(({ sku_number, count }) => {
    const row = bySku.get(sku_number);
    if (!row) return [];
    const { id: _id, ...line } = toCartLine({ ...row, id: undefined, count, customizableType: CUSTOMIZABLE_NONE }, caller, count);
    return [line];
  });
}

export type AddInput = NewLine;

/**
 * Adds units to the account's line of the SKU and customizable type, creating it when there is none (see
 * `upsertLine`). `capped`: add what fits (the guest-cart merge) instead of refusing.
 */
async function addUnits(db: Db, input: AddInput, free: number, capped: boolean): Promise<{ id: string; count: number } | null> {
  const insertCount = capped ? Math.min(input.number, free) : input.number;
  if (insertCount < 1 || insertCount > free) return null;
  return upsertLine(db, input, insertCount, free, capped);
}

/**
 * Adds to the cart (POST /mibd/shoppingCart/add); refuses unknown, unavailable and out-of-stock SKUs. The line, and the
 * cart's badge count with it (the account's lines as the transaction read them, this one as written).
 */
export async function addToCart(db: Db, input: AddInput): Promise<{ id: string; count: number; cartCount: number }> {
  return db.transaction(async (tx) => {
    await lockAccountSku(tx, input.accountId, input.sku);
    const rows = await linesWithSku(tx, input.accountId, input.sku, input.customizableType);
    const ofSku = rows.filter((row) => row.skuNumber === input.sku);
    const product = ofSku[0];
    if (!product) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
    if (product.status !== PRODUCT_STATUS.ON_SALE) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.unavailableForPurchase);
    const isThis = (row: LineRow) => row.skuNumber === input.sku && row.customizableType === input.customizableType;
    const current = ofSku.find((row) => row.id && isThis(row))?.count ?? 0;
    const others = ofSku.filter((row) => row.id && !isThis(row)).reduce((sum, row) => sum + row.count, 0);
    const insufficient = () => new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
    const free = room(product, others);
    if (current + input.number > free) throw insufficient();
    const line = await addUnits(tx, input, free, false);
    if (!line) throw insufficient();
    const after = [...rows.filter((row) => row.id && !isThis(row)), { ...product, id: line.id, count: line.count, customizableType: input.customizableType }];
    return { ...line, cartCount: badgeCountOf(after) };
  });
}

export interface BatchResult {
  sku_number: string;
  requested: number;
  added: number;
  line_count: number;
  errmsg: string;
}

/** Merges one guest-cart entry: counts add up, capped by what is available; outlet products only. In a transaction. */
async function mergeEntry(db: Db, accountId: string, sku: string, requested: number): Promise<BatchResult> {
  await lockAccountSku(db, accountId, sku);
  const product = await stockOf(db, accountId, sku, CUSTOMIZABLE_NONE);
  const result = { sku_number: sku, requested, added: 0, line_count: product?.current ?? 0, errmsg: '' };
  if (!product || product.brandId !== OUTLET_BRAND) return { ...result, line_count: 0, errmsg: MESSAGES.productNotExist };
  const free = room(product, product.others);
  if (free === 0) return { ...result, errmsg: product.status === PRODUCT_STATUS.ON_SALE && available(product) > 0 ? MESSAGES.insufficientInventory : MESSAGES.unavailableForPurchase };
  const line = await addUnits(db, { accountId, sku, number: requested, customizableType: CUSTOMIZABLE_NONE, addType: DEFAULT_ADD_TYPE, aiSource: null }, free, true);
  if (!line) return { ...result, errmsg: MESSAGES.insufficientInventory };
  const added = Math.max(0, line.count - product.current);
  return { ...result, added, line_count: line.count, errmsg: added < requested ? MESSAGES.insufficientInventory : '' };
}

/**
 * Merges a guest cart into the account's cart, entry by entry, in one transaction. A batch with an id is merged
 * once: its id is recorded with the merge, in the same transaction; null when it was merged before.
 */
export async function mergeGuestCart(
  db: Db,
  accountId: string,
  batchId: string | null | undefined,
  entries: Array<{ sku_number: string; count: number }>,
): Promise<BatchResult[] | null> {
  return db.transaction(async (tx) => {
    if (batchId && !(await claimBatch(tx, batchKey(accountId, batchId)))) return null;
    const results: BatchResult[] = [];
    for (const entry of entries) results.push(await mergeEntry(tx, accountId, entry.sku_number, entry.count));
    return results;
  });
}

/** Sets a line's count (POST /mibd/shoppingCart/update_count); raising it follows the add's stock rule. */
export async function updateCount(
  db: Db,
  accountId: string,
  target: { id?: string; sku?: string; customizableType: number },
  number: number,
): Promise<{ id: string; count: number }> {
  const found = await findLine(db, accountId, target);
  if (!found) throw new ApiError(ERR.CART_LINE_NOT_FOUND, MESSAGES.cartLineNotFound);
  return db.transaction(async (tx) => {
    // Held like an add (I8), then the line read again: a parallel change may have moved or removed it.
    await lockAccountSku(tx, accountId, found.sku);
    const line = await findLine(tx, accountId, { id: found.id, customizableType: found.customizableType });
    if (!line) throw new ApiError(ERR.CART_LINE_NOT_FOUND, MESSAGES.cartLineNotFound);
    if (number > line.count) {
      const product = (await stockOf(tx, accountId, line.sku, line.customizableType))!;
      if (product.status !== PRODUCT_STATUS.ON_SALE) throw new ApiError(ERR.PRODUCT_UNAVAILABLE, MESSAGES.productNoLongerAvailable);
      if (number > room(product, product.others)) throw new ApiError(ERR.INSUFFICIENT_INVENTORY, MESSAGES.insufficientInventory);
    }
    const updated = await setLineCount(tx, accountId, line.id, number);
    if (!updated) throw new ApiError(ERR.CART_LINE_NOT_FOUND, MESSAGES.cartLineNotFound);
    return updated;
  });
}

/** Removes the account's lines among `ids`; ids of lines it does not hold are ignored. */
export function removeLines(db: Db, accountId: string, ids: string[]): Promise<number> {
  return deleteLines(db, accountId, ids);
}

/**
 * The account's lines of what an order bought leaving the cart in a statement of another module (the orders module's
 * `orderPlacer`): the part, and its values for the account and the order's items.
 */
export const orderedLines = { part: orderedLinesGone, values: orderedLinesGoneValues };

