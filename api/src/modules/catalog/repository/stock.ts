/**
 * The stock rule of the contracts (`stockState`) as SQL conditions on `products`, for the lists' stock filter and for
 * Cara's candidates: the same tag a card shows, so a filter never finds a product its card tags otherwise (the
 * catalog's tests compare the two on the generated catalog).
 */
import { OUTLET_PRODUCT_BRAND, PRODUCT_STATUS, type StockTag } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';

/** Units the cart sells: stock on hand plus backorders; the outlet its cash stock only. */
const AVAILABLE_UNITS = sql`(case when brand_id = ${OUTLET_PRODUCT_BRAND} then greatest(stock, 0) else greatest(stock, 0) + greatest(backorder_quantity, 0) end)`;
const UNAVAILABLE_STATUS = sql`status = ${PRODUCT_STATUS.UNAVAILABLE}`;
/** Available soon: future stock above 0 and none on hand. */
const COMING_SOON = sql`(future_stock > 0 and stock < 1)`;

export const STOCK_TAG_SQL: Readonly<Record<StockTag, SQL>> = {
  unavailable: sql`(${UNAVAILABLE_STATUS} or (not ${COMING_SOON} and ${AVAILABLE_UNITS} < 1))`,
  soon: sql`(not ${UNAVAILABLE_STATUS} and ${COMING_SOON})`,
  in_stock: sql`(not ${UNAVAILABLE_STATUS} and not ${COMING_SOON} and ${AVAILABLE_UNITS} > 0)`,
};

/** Products that are not unavailable for purchase: available soon or in stock. */
export const NOT_UNAVAILABLE_SQL = sql`not ${STOCK_TAG_SQL.unavailable}`;
