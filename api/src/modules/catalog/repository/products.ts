/**
 * The catalog's product SQL: the columns a card and a detail read, products by SKU (cards, the detail and its kit
 * lines), the hot products, the inputs of a product's drawing, and the designer a customer belongs to. No rule lives
 * here: callers pass the brands a site shows and decide what a missing row means.
 */
import { PRODUCT_STATUS } from '@storefront/contracts';
import type { CardRow, DetailRow, KitRows } from '@storefront/contracts/catalog-answers';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { accounts, productKits, products } from '../../../platform/db/schema';

/** The columns a product card needs. */
export const cardColumns = {
  skuNumber: products.skuNumber,
  brandId: products.brandId,
  name: products.name,
  style: products.style,
  portfolio: products.portfolio,
  space: products.space,
  category: products.category,
  finish: products.finish,
  width: products.width,
  length: products.length,
  height: products.height,
  status: products.status,
  stock: products.stock,
  futureStock: products.futureStock,
  backorderQuantity: products.backorderQuantity,
  customizableType: products.customizableType,
  msrpCents: products.msrpCents,
  designerCents: products.designerCents,
  promotionalCents: products.promotionalCents,
  consumerCents: products.consumerCents,
};

/**
 * The same columns as plain SQL, named as CardRow names them: a list reads its page with one raw query, which skips
 * the query builder and its per-field row mapping (every column is text or integer, read alike by both drivers).
 */
export const CARD_SELECT = sql.raw(
  Object.entries({
    skuNumber: 'sku_number',
    brandId: 'brand_id',
    name: 'name',
    style: 'style',
    portfolio: 'portfolio',
    space: 'space',
    category: 'category',
    finish: 'finish',
    width: 'width',
    length: 'length',
    height: 'height',
    status: 'status',
    stock: 'stock',
    futureStock: 'future_stock',
    backorderQuantity: 'backorder_quantity',
    customizableType: 'customizable_type',
    msrpCents: 'msrp_cents',
    designerCents: 'designer_cents',
    promotionalCents: 'promotional_cents',
    consumerCents: 'consumer_cents',
  } satisfies Record<keyof CardRow, string>)
    .map(([alias, column]) => `${column} as "${alias}"`)
    .join(', '),
);

export type { CardRow, DetailRow, KitRows };

export const detailColumns = {
  ...cardColumns,
  materials: products.materials,
  description: products.description,
  specifications: products.specifications,
  priceLabel: products.priceLabel,
  expectedDelivery: products.expectedDelivery,
  views: products.views,
};

/** The cards of the products among `skus` of the given brands, in no particular order. */
export async function cardsBySku(db: Db, skus: string[], brands: readonly string[]): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.skuNumber, skus), inArray(products.brandId, [...brands])));
}

/** A product of the given brands as its detail reads it; null when there is none. */
export async function detailBySku(db: Db, sku: string, brands: readonly string[]): Promise<DetailRow | null> {
  const [row] = await db
    .select(detailColumns)
    .from(products)
    .where(and(eq(products.skuNumber, sku), inArray(products.brandId, [...brands])))
    .limit(1);
  return row ?? null;
}

/** A product's kit lines both ways: the products its kit includes, and the kits it is part of (each by SKU). */
export async function kitsOf(db: Db, sku: string): Promise<KitRows> {
  const [includes, componentOf] = await Promise.all([
    db
      .select({ skuNumber: products.skuNumber, name: products.name, quantity: productKits.quantity })
      .from(productKits)
      .innerJoin(products, eq(products.skuNumber, productKits.componentSku))
      .where(eq(productKits.kitSku, sku))
      .orderBy(asc(products.skuNumber)),
    db
      .select({ skuNumber: products.skuNumber, name: products.name })
      .from(productKits)
      .innerJoin(products, eq(products.skuNumber, productKits.kitSku))
      .where(eq(productKits.componentSku, sku))
      .orderBy(asc(products.skuNumber)),
  ]);
  return { includes, componentOf };
}

/** The hot products of the given brands that are on sale, by rank. */
export async function hotCards(db: Db, brands: readonly string[], limit: number): Promise<CardRow[]> {
  return db
    .select(cardColumns)
    .from(products)
    .where(and(inArray(products.brandId, [...brands]), eq(products.isHot, true), eq(products.status, PRODUCT_STATUS.ON_SALE)))
    .orderBy(asc(products.rank), asc(products.skuNumber))
    .limit(limit);
}

/** What a product's drawing depends on, and how many views it has; null for an unknown SKU. */
export async function drawingOf(db: Db, sku: string) {
  const [row] = await db
    .select({
      sku: products.skuNumber,
      shape: products.shape,
      finishColor: products.finishColor,
      finish: products.finish,
      materials: products.materials,
      width: products.width,
      length: products.length,
      height: products.height,
      views: products.views,
    })
    .from(products)
    .where(eq(products.skuNumber, sku))
    .limit(1);
  return row ?? null;
}

/** How to reach a designer whose account is not closed; null when there is none. */
export async function designerContact(
  db: Db,
  designerId: string,
): Promise<{ firstName: string; lastName: string; email: string; phone: string | null; headImg: string } | null> {
  const [designer] = await db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName, email: accounts.email, phone: accounts.phone, headImg: accounts.headImg })
    .from(accounts)
    .where(and(eq(accounts.id, designerId), sql`${accounts.state} <> 'closed'`))
    .limit(1);
  return designer ?? null;
}
