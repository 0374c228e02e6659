/**
 * The cart's rules without I/O: what may be in carts of one SKU, and how a line reads as the caller may see it.
 */
import {
  ApiError,
  CART_LINE_STATUS,
  ERR,
  MESSAGES,
  OUTLET_PRODUCT_BRAND,
  PRODUCT_STATUS,
  cartBadgeCount,
  fileReadUrl,
  priceVisibility,
  productImageName,
  stockState,
  type CartLine,
  type ProductBrand,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { LineRow } from './repository';

/** The outlet's products (FFD): their stock is cash stock, with no backorders. */
export const OUTLET_BRAND = OUTLET_PRODUCT_BRAND;
/** Cart images are read at this width (spec section 7: 100, 300, 500, 600). */
export const CART_IMAGE_WIDTH = 300;

export interface ProductStock {
  brandId: string;
  status: number;
  stock: number;
  futureStock: number;
  backorderQuantity: number;
}

/**
 * The contracts' one stock rule for a product row: the tag its card shows and the units the cart sells
 * (stock plus backorders; the outlet its cash stock only), so the cart sells what the page shows.
 */
export function stockOfProduct(product: ProductStock) {
  return stockState({ status: product.status, stock: product.stock, future_stock: product.futureStock, backorder_quantity: product.backorderQuantity, brand_id: product.brandId });
}

/** Units that may be in carts of one account: the stock rule's `available`. */
export function available(product: ProductStock): number {
  return stockOfProduct(product).available;
}

/** Room left for one SKU: what is available less the account's other lines of the SKU; none when not on sale. */
export function room(product: ProductStock, others: number): number {
  return product.status === PRODUCT_STATUS.ON_SALE ? Math.max(0, available(product) - others) : 0;
}

/** The account behind a cart call. */
export function accountOf(caller: Caller): string {
  if (!caller.account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  return caller.account.id;
}

/** A guest cart whose entries cannot be read. */
export const badCookie = () => new ApiError(ERR.BAD_REQUEST, 'sku_list: the guest cart could not be read');

/** The key a merged guest-cart batch is recorded under, once per account. */
export const batchKey = (accountId: string, batchId: string) => `cart_batch:${accountId}:${batchId}`;

const dollars = (cents: number) => cents / 100;

/**
 * A cart line as the caller may see it. Status '1' (purchasable): the product is on sale and the account's lines of
 * the SKU fit what is available. Outlet lines carry cash_stock; there a count above it stays '1' (the line shows
 * Insufficient inventory and the badge leaves it out) and no cash stock at all is '2' (Unavailable for Purchase).
 */
export function toCartLine(row: LineRow, caller: Pick<Caller, 'roles' | 'mode' | 'brand'>, skuTotal: number): CartLine {
  const { outlet, stock, onSale } = lineState(row, skuTotal);
  const seen = priceVisibility(caller.roles, caller.mode, caller.brand, row.brandId as ProductBrand);
  const line: CartLine = {
    id: row.id ?? '',
    image: fileReadUrl(productImageName(row.skuNumber, 1), CART_IMAGE_WIDTH),
    name: row.name,
    sku_number: row.skuNumber,
    brand_id: row.brandId as ProductBrand,
    customizable_type: row.customizableType,
    status: onSale ? CART_LINE_STATUS.PURCHASABLE : CART_LINE_STATUS.UNAVAILABLE,
    count: row.count,
    stock_tag: stock.tag,
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

/** The lines of one cart, each judged against the account's total of its SKU. */
export function toCartLines(rows: LineRow[], caller: Pick<Caller, 'roles' | 'mode' | 'brand'>): CartLine[] {
  const totals = skuTotals(rows);
  return rows.map((row) => toCartLine(row, caller, totals.get(row.skuNumber)!));
}

/** The badge count of an account's lines: `cartBadgeCount` of the lines `toCartLines` makes of them, whoever asks. */
export function badgeCountOf(rows: readonly LineRow[]): number {
  const totals = skuTotals(rows);
  return cartBadgeCount(
    rows.map((row) => {
      const { outlet, onSale } = lineState(row, totals.get(row.skuNumber)!);
      return { status: onSale ? CART_LINE_STATUS.PURCHASABLE : CART_LINE_STATUS.UNAVAILABLE, count: row.count, ...(outlet ? { cash_stock: row.stock } : {}) };
    }),
  );
}

/** Each SKU's units over the lines. */
function skuTotals(rows: readonly LineRow[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.skuNumber, (totals.get(row.skuNumber) ?? 0) + row.count);
  return totals;
}

/** Whether a line's product is an outlet one, its stock, and whether the line is on sale with `skuTotal` of its SKU in carts. */
function lineState(row: LineRow, skuTotal: number) {
  const outlet = row.brandId === OUTLET_BRAND;
  const stock = stockOfProduct(row);
  const onSale = row.status === PRODUCT_STATUS.ON_SALE && (outlet ? stock.available > 0 : skuTotal <= stock.available);
  return { outlet, stock, onSale };
}
