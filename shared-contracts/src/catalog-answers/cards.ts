/**
 * How a product reads as a card and as its detail: image URLs, and the prices the caller may see. The api answers
 * with these, and so does the mock api (decision 038): one way a product reads, whoever answers.
 */
import { productImageName, priceVisibility, stockState, type ProductBrand, type ProductCard, type ProductDetail } from '../catalog';
import { FILE_CALLS, fileReadUrl } from '../endpoints/files';

/** The columns a product card reads. */
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
  backorderQuantity: number;
  customizableType: number;
  msrpCents: number;
  designerCents: number;
  promotionalCents: number | null;
  consumerCents: number;
}

/** The columns a product's detail reads. */
export interface DetailRow extends CardRow {
  materials: string;
  description: string;
  specifications: Array<{ name: string; value: string }>;
  priceLabel: string;
  expectedDelivery: Date | null;
  views: number;
}

/** A kit's components, and the kits a product is part of. */
export interface KitRows {
  includes: Array<{ skuNumber: string; name: string; quantity: number }>;
  componentOf: Array<{ skuNumber: string; name: string }>;
}

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

const dollars = (cents: number) => cents / 100;

/** What a caller may see of prices, per product brand (the hub shows several brands). */
export type Visibility = ReturnType<typeof priceVisibility>;

/** Who asks, as far as prices go: the roles, the mode and the site. */
export interface PriceCaller {
  roles: Parameters<typeof priceVisibility>[0];
  mode: Parameters<typeof priceVisibility>[1];
  brand: Parameters<typeof priceVisibility>[2];
}

export function visibilityFor(caller: PriceCaller): (brand: ProductBrand) => Visibility {
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
export function seesRetail(caller: PriceCaller): boolean {
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

/** What the contracts' stock rule reads of a product row. */
export function stockInput(row: Pick<CardRow, 'status' | 'stock' | 'futureStock' | 'backorderQuantity' | 'brandId'>) {
  return { status: row.status, stock: row.stock, future_stock: row.futureStock, backorder_quantity: row.backorderQuantity, brand_id: row.brandId };
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
    backorder_quantity: row.backorderQuantity,
    stock_tag: stockState(stockInput(row)).tag,
    customizable_type: row.customizableType,
    ...prices(row, see(brand)),
  };
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
    // The one stock rule's label: the coming shipment's date for an available-soon product, none beside In Stock.
    delivery_label: stockState({ ...stockInput(row), expected_delivery: row.expectedDelivery }, now).delivery,
    kit_includes: kits.includes.map((k) => ({
      sku_number: k.skuNumber,
      name: k.name,
      quantity: k.quantity,
      image: productImageUrl(k.skuNumber, 1, THUMB_IMAGE_WIDTH),
    })),
    component_of_kit: kits.componentOf.map((k) => ({ sku_number: k.skuNumber, name: k.name, image: productImageUrl(k.skuNumber, 1, THUMB_IMAGE_WIDTH) })),
  };
}
