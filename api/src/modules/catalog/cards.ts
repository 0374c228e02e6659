import {
  FILE_CALLS,
  deliveryLabel,
  fileReadUrl,
  priceVisibility,
  productImageName,
  stockTag,
  type ProductBrand,
  type ProductCard,
  type ProductDetail,
} from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import { products } from '../../platform/db/schema';

/** Image widths (spec section 7): cards at 300, the detail gallery at 600, kit thumbnails at 100. */
export const CARD_IMAGE_WIDTH = 300;
export const DETAIL_IMAGE_WIDTH = 600;
export const THUMB_IMAGE_WIDTH = 100;

/** SKUs that form-encoding leaves as they are (letters, digits, '-', '_', '.'). */
const PLAIN_SKU = /^[A-Za-z0-9_.-]+$/;

/** The read URL of one view of a product (the same text as fileReadUrl, written directly for a plain SKU: a list writes 48). */
export function productImageUrl(sku: string, view = 1, width = CARD_IMAGE_WIDTH): string {
  if (!PLAIN_SKU.test(sku) || sku.includes('Newcache') || !Number.isInteger(view) || !Number.isInteger(width)) return fileReadUrl(productImageName(sku, view), width, 'jpg');
  return `${FILE_CALLS.read.path}?blockid=1&width=${width}&height=0&format=jpg&filename=${productImageName(sku, view)}`;
}

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
    customizableType: 'customizable_type',
    msrpCents: 'msrp_cents',
    designerCents: 'designer_cents',
    promotionalCents: 'promotional_cents',
    consumerCents: 'consumer_cents',
  } satisfies Record<keyof CardRow, string>)
    .map(([alias, column]) => `${column} as "${alias}"`)
    .join(', '),
);

export interface CardRow {
  skuNumber: string;
  brandId: string;
  name: string;
  style: string;
  portfolio: string;
  space: string;
  category: string;
  finish: string;
  width: number;
  length: number;
  height: number;
  status: number;
  stock: number;
  futureStock: number;
  customizableType: number;
  msrpCents: number;
  designerCents: number;
  promotionalCents: number | null;
  consumerCents: number;
}

export const detailColumns = {
  ...cardColumns,
  materials: products.materials,
  description: products.description,
  specifications: products.specifications,
  priceLabel: products.priceLabel,
  backorderQuantity: products.backorderQuantity,
  expectedDelivery: products.expectedDelivery,
  views: products.views,
};

export interface DetailRow extends CardRow {
  materials: string;
  description: string;
  specifications: Array<{ name: string; value: string }>;
  priceLabel: string;
  backorderQuantity: number;
  expectedDelivery: Date | null;
  views: number;
}

const dollars = (cents: number) => cents / 100;

/** What a caller may see of prices, per product brand (the hub shows several brands). */
export type Visibility = ReturnType<typeof priceVisibility>;
export function visibilityFor(caller: Caller): (brand: ProductBrand) => Visibility {
  const memo = new Map<ProductBrand, Visibility>();
  return (brand) => {
    let v = memo.get(brand);
    if (!v) {
      v = priceVisibility(caller.roles, caller.mode, caller.brand, brand);
      memo.set(brand, v);
    }
    return v;
  };
}

/** Whether the caller sees retail prices at all (the price filter, sort and facet need it). */
export function seesRetail(caller: Caller): boolean {
  return priceVisibility(caller.roles, caller.mode, caller.brand, 'hom').retail;
}

/**
 * The prices of a product as the caller may see them: a price the mode may not see is left out of the object (never
 * null or 0). final_price is what the caller would pay: the designer price in designer mode, else the promotional
 * price when there is one, else the retail price.
 */
function prices(row: CardRow, v: Visibility): Partial<ProductCard> {
  const out: Partial<ProductCard> = {};
  if (v.msrp) out.msrp_price = dollars(row.msrpCents);
  if (v.designer) out.designer_price = dollars(row.designerCents);
  if (v.retail) {
    out.consumer_price = dollars(row.consumerCents);
    out.promotional_price = row.promotionalCents === null ? null : dollars(row.promotionalCents);
    const final = v.designer ? row.designerCents : (row.promotionalCents ?? row.consumerCents);
    out.product_price_about = { final_price: dollars(final) };
  }
  return out;
}

export function toCard(row: CardRow, see: (brand: ProductBrand) => Visibility): ProductCard {
  const brand = row.brandId as ProductBrand;
  return {
    sku_number: row.skuNumber,
    brand_id: brand,
    name: row.name,
    image: productImageUrl(row.skuNumber),
    style: row.style,
    portfolio: row.portfolio,
    space: row.space,
    category: row.category,
    finish: row.finish,
    width: row.width,
    length: row.length,
    height: row.height,
    status: row.status,
    stock: row.stock,
    future_stock: row.futureStock,
    stock_tag: stockTag({ status: row.status, stock: row.stock, future_stock: row.futureStock }),
    customizable_type: row.customizableType,
    ...prices(row, see(brand)),
  };
}

export interface KitRows {
  includes: Array<{ skuNumber: string; name: string; quantity: number }>;
  componentOf: Array<{ skuNumber: string; name: string }>;
}

export function toDetail(row: DetailRow, kits: KitRows, see: (brand: ProductBrand) => Visibility, now: Date): ProductDetail {
  const card = toCard(row, see);
  const v = see(card.brand_id);
  const views = Math.max(1, row.views);
  return {
    ...card,
    image: productImageUrl(row.skuNumber, 1, DETAIL_IMAGE_WIDTH),
    images: Array.from({ length: views }, (_, i) => productImageUrl(row.skuNumber, i + 1, DETAIL_IMAGE_WIDTH)),
    materials: row.materials,
    description: row.description,
    specifications: row.specifications ?? [],
    // The price label names the trade pricing program: shown with the designer price only.
    ...(v.designer ? { price_label: row.priceLabel } : {}),
    backorder_quantity: row.backorderQuantity,
    expected_delivery: row.expectedDelivery ? row.expectedDelivery.getTime() : null,
    delivery_label: row.expectedDelivery ? deliveryLabel(row.expectedDelivery, now) : '',
    kit_includes: kits.includes.map((k) => ({
      sku_number: k.skuNumber,
      name: k.name,
      quantity: k.quantity,
      image: productImageUrl(k.skuNumber, 1, THUMB_IMAGE_WIDTH),
    })),
    component_of_kit: kits.componentOf.map((k) => ({ sku_number: k.skuNumber, name: k.name, image: productImageUrl(k.skuNumber, 1, THUMB_IMAGE_WIDTH) })),
  };
}
