import * as z from 'zod/mini';
import type { BrandCode, MsrpPermission } from './brands';
import type { Mode } from './permissions';
import { STORAGE_KEYS } from './session';

/**
 * A product's status (spec sections 3 and 9): 2 is unavailable for purchase (the 'Unavailable for Purchase' stock
 * tag); a product on sale has 1, and its stock tag then follows its stock (available soon or in stock).
 */
export const PRODUCT_STATUS = {
  /** On sale: may be added to carts and recommended. */
  ON_SALE: 1,
  /** Unavailable for purchase: never added to carts, never recommended. */
  UNAVAILABLE: 2,
} as const;
export type ProductStatus = (typeof PRODUCT_STATUS)[keyof typeof PRODUCT_STATUS];

/**
 * customizable_type of a standard product or cart line: neither customized (1, 2, 3) nor COM (CUSTOMIZABLE_COM, 4),
 * the values spec section 3 names.
 */
export const CUSTOMIZABLE_NONE = 0;

/**
 * A cart line's status (spec sections 3, 5, 6 and 9): '1' purchasable (on sale), the lines the badge counts and the
 * Checkout button needs; a line with any other status reads unavailable.
 */
export const CART_LINE_STATUS = {
  PURCHASABLE: '1',
  UNAVAILABLE: '2',
} as const;
export type CartLineStatus = (typeof CART_LINE_STATUS)[keyof typeof CART_LINE_STATUS];

/** Brand ids of products (spec section 3): ca, art, jc, rowe, else the hub; `ol` is the FFD outlet's stock. */
export const PRODUCT_BRANDS = ['hom', 'ca', 'rowe', 'jc', 'art', 'ol'] as const;
export type ProductBrand = (typeof PRODUCT_BRANDS)[number];

export const PRODUCT_BRAND_NAMES: Readonly<Record<ProductBrand, string>> = {
  hom: 'HOM',
  ca: 'Caracole',
  rowe: 'Rowe',
  jc: 'Jonathan Charles',
  art: 'A.R.T. Furniture',
  ol: 'Flash Deals',
};

/** Price labels and tiers (spec section 3). */
export const PRICE_LABELS = ['Retail 50', 'Retail 50/20', 'Retail 50/30', 'Stocking Dealer'] as const;
export type PriceLabel = (typeof PRICE_LABELS)[number];
export const TIERS = ['Bronze', 'Silver', 'Gold', 'Platinum', 'Sapphire', 'Ruby', 'Emerald', 'Diamond', 'Member', 'Elite', 'VIP', 'Premier'] as const;

/** Customizable types of a product or cart line: 0 none, 1-3 customized, 4 COM (customer's own material). */
export const CUSTOMIZABLE_COM = 4;
export function isCustomized(type: number): boolean {
  return type >= 1 && type <= 3;
}

// ---------------------------------------------------------------------------------------------
// Stock tags and delivery labels (spec sections 3 and 9): computed here, used by the api and the UI.

export type StockTag = 'unavailable' | 'soon' | 'in_stock';
export const STOCK_TAG_LABELS: Readonly<Record<StockTag, string>> = {
  unavailable: 'Unavailable for Purchase',
  soon: 'Available Soon',
  in_stock: 'In Stock',
};

/** The outlet's products (FFD): their stock is cash stock, sold as it is, with no backorders. */
export const OUTLET_PRODUCT_BRAND: ProductBrand = 'ol';

/** What the stock rule reads of a product (a card, a detail, a cart line's product, a row of the catalog). */
export interface StockInput {
  status: number | string;
  stock: number;
  future_stock: number;
  /** Units that may be ordered beyond the stock on hand (absent: none). */
  backorder_quantity?: number;
  /** The product's brand: the outlet ('ol') sells its cash stock only. */
  brand_id?: string;
  /** The coming shipment's date (a Date, or a timestamp of 10 or 13 digits), when one is expected. */
  expected_delivery?: Date | number | string | null;
}

/** A product's stock as every screen shows it and as the cart sells it. */
export interface StockState {
  tag: StockTag;
  /**
   * Units one account's cart may hold of the product: the stock on hand plus what may be backordered (the outlet: its
   * cash stock only); 0 when it is not on sale. The cart refuses more, and a page offers no more.
   */
  available: number;
  /** The expected delivery of an available-soon product ('Mid April'); '' otherwise (in stock ships from stock). */
  delivery: string;
}

const units = (n: number | undefined) => (Number.isFinite(n) && (n as number) > 0 ? Math.floor(n as number) : 0);

/**
 * The one stock rule: the tag a product shows, the units the cart sells and the delivery label, from the same
 * numbers so they always agree. Spec section 9: status 2 is unavailable for purchase; future stock > 0 and stock < 1
 * is available soon; else in stock. A product on sale with nothing to sell (no stock, no backorders, nothing coming:
 * sold out or made to order) reads unavailable for purchase, never In Stock, since the cart cannot sell it.
 */
export function stockState(product: StockInput, now: Date = new Date()): StockState {
  if (Number(product.status) === PRODUCT_STATUS.UNAVAILABLE) return { tag: 'unavailable', available: 0, delivery: '' };
  const outlet = product.brand_id === OUTLET_PRODUCT_BRAND;
  const available = units(product.stock) + (outlet ? 0 : units(product.backorder_quantity));
  if (product.future_stock > 0 && product.stock < 1) {
    const expected = product.expected_delivery;
    return { tag: 'soon', available, delivery: expected === undefined || expected === null ? '' : deliveryLabel(expected, now) };
  }
  return { tag: available > 0 ? 'in_stock' : 'unavailable', available, delivery: '' };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** Timestamps of 10 digits are seconds, 13 are milliseconds (spec section 9). */
export function toMillis(timestamp: number | string): number {
  const value = Number(timestamp);
  return String(Math.trunc(Math.abs(value))).length <= 10 ? value * 1000 : value;
}

/** Early (day 10 or less), Mid (11 to 20), Late (above 20) with the month; the year when it is not the current one. */
export function deliveryLabel(date: Date | number | string, now: Date = new Date()): string {
  const d = date instanceof Date ? date : typeof date === 'number' || /^\d+$/.test(date) ? new Date(toMillis(date)) : new Date(date);
  if (Number.isNaN(d.getTime())) return '';
  const day = d.getUTCDate();
  const part = day <= 10 ? 'Early' : day <= 20 ? 'Mid' : 'Late';
  const year = d.getUTCFullYear() === now.getUTCFullYear() ? '' : ` ${d.getUTCFullYear()}`;
  return `${part} ${MONTHS[d.getUTCMonth()]}${year}`;
}

// ---------------------------------------------------------------------------------------------
// Prices by mode (issue: enforced in the api; a field the mode may not see is absent).

const MSRP_OF_PRODUCT_BRAND: Readonly<Record<ProductBrand, MsrpPermission | null>> = {
  hom: 'hom_msrp',
  ca: 'ca_msrp',
  jc: 'jc_msrp',
  art: 'art_msrp',
  rowe: null,
  ol: null,
};
const MSRP_OF_SITE: Readonly<Partial<Record<BrandCode, MsrpPermission | null>>> = { ca_dealer: 'ca_dealer_msrp', rowe: null, ol: null };

/** The msrp permission that shows a product's MSRP: the dealer site's own, none on ROWE and FFD, else the product brand's. */
export function msrpPermissionFor(site: BrandCode, productBrand: ProductBrand): MsrpPermission | null {
  if (site in MSRP_OF_SITE) return MSRP_OF_SITE[site] ?? null;
  return MSRP_OF_PRODUCT_BRAND[productBrand] ?? null;
}

export interface PriceVisibility {
  msrp: boolean;
  designer: boolean;
  /** Retail (consumer) and promotional prices. */
  retail: boolean;
}

/**
 * Which prices a caller sees: visitors and browsing mode none; client mode and customers retail and promotional
 * (and MSRP with the brand's msrp permission), never the designer price; designer mode the designer price too.
 */
export function priceVisibility(roles: ReadonlySet<string> | readonly string[], mode: Mode, site: BrandCode, productBrand: ProductBrand): PriceVisibility {
  const has = (p: string) => (Array.isArray(roles) ? (roles as readonly string[]).includes(p) : (roles as ReadonlySet<string>).has(p));
  const pricedMode = mode === 'mibd_communicate' || mode === 'mibd_designer' || mode === 'mibd_customer';
  const msrpName = msrpPermissionFor(site, productBrand);
  return {
    msrp: pricedMode && msrpName !== null && has(msrpName),
    designer: mode === 'mibd_designer' && has('designer_price'),
    retail: pricedMode,
  };
}

export interface PriceLine {
  kind: 'msrp' | 'designer' | 'retail' | 'promotional';
  label: string;
  amount: number;
  /** The retail price crossed out next to a promotional price. */
  struck?: boolean;
}

/**
 * The prices a caller may see of a product, in display order: the designer price, the sale price with the retail
 * price struck (or the retail price), MSRP. A line shows only when priceVisibility allows it AND the answer holds it
 * (the api leaves out what the mode may not see; this is the second lock).
 */
export function visiblePriceLines(
  product: { msrp_price?: number; designer_price?: number; consumer_price?: number; promotional_price?: number | null },
  visibility: PriceVisibility,
): PriceLine[] {
  const lines: PriceLine[] = [];
  if (visibility.designer && product.designer_price !== undefined) {
    lines.push({ kind: 'designer', label: 'Designer price', amount: product.designer_price });
  }
  if (visibility.retail && product.consumer_price !== undefined) {
    const promo = product.promotional_price;
    if (promo !== undefined && promo !== null && promo < product.consumer_price) {
      lines.push({ kind: 'promotional', label: 'Sale price', amount: promo });
      lines.push({ kind: 'retail', label: 'Retail price', amount: product.consumer_price, struck: true });
    } else {
      lines.push({ kind: 'retail', label: 'Retail price', amount: product.consumer_price });
    }
  }
  if (visibility.msrp && product.msrp_price !== undefined) {
    lines.push({ kind: 'msrp', label: 'MSRP', amount: product.msrp_price });
  }
  return lines;
}

/** Widths served by the file-read path (spec section 7); 0 or absent is the original. */
export const IMAGE_WIDTHS = [100, 300, 500, 600] as const;
/**
 * Widths served besides the spec's, for wide pictures (banners, room scenes): a phone's hero at 900 or 1200 px
 * rather than the 1920 px original, a desktop's at 1600.
 */
export const WIDE_IMAGE_WIDTHS = [900, 1200, 1600] as const;
/** Every width the file-read path serves, narrowest first. */
export const SERVED_IMAGE_WIDTHS = [...IMAGE_WIDTHS, ...WIDE_IMAGE_WIDTHS] as const;

/**
 * A number as en-US writes it ('12,345', '12,345.50' with two fraction digits). Written out rather than through
 * `toLocaleString`: the first Intl call of a page loads the locale data, tens of milliseconds of a phone's main
 * thread while the page hydrates. Rounds as Intl does: the number's shortest decimal form, ties away from zero.
 */
export function groupDigits(value: number, fractionDigits = 0): string {
  const abs = Math.abs(value);
  const shortest = String(abs);
  // Shifting the decimal form (not multiplying the binary value) keeps 99999.995 a tie, as Intl reads it.
  const scaled = shortest.includes('e') ? NaN : Math.round(Number(`${shortest}e${fractionDigits}`));
  const digits = Number.isSafeInteger(scaled) ? String(scaled).padStart(fractionDigits + 1, '0') : abs.toFixed(fractionDigits).replace('.', '');
  const whole = fractionDigits ? digits.slice(0, -fractionDigits) : digits;
  const fraction = fractionDigits ? digits.slice(-fractionDigits) : '';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A count with its noun: '1 item', '3 items' (the plural given where it is not the noun and an s). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Currency with thousands separators (spec section 9). */
export function formatPrice(amount: number): string {
  return `$${groupDigits(amount, 2)}`;
}

// ---------------------------------------------------------------------------------------------
// The cart badge (spec sections 5 and 9).

export interface BadgeLine {
  status: string | number;
  count: number;
  /** FFD: units in stock for the line; a count above it is excluded, 0 is unavailable. */
  cash_stock?: number;
}

/**
 * Whether a line can be bought as it stands: status '1', and for FFD lines a count within their cash stock (over it
 * the line shows Insufficient inventory, at 0 Unavailable for Purchase). The badge counts these; an order holds these.
 */
export function isPurchasableLine(line: BadgeLine): boolean {
  if (String(line.status) !== CART_LINE_STATUS.PURCHASABLE) return false;
  return line.cash_stock === undefined || (line.cash_stock > 0 && line.count <= line.cash_stock);
}

/** Sum of the counts of purchasable lines (status '1'); FFD lines over their cash stock, or with none, are left out. */
export function cartBadgeCount(lines: readonly BadgeLine[]): number {
  let total = 0;
  for (const line of lines) if (isPurchasableLine(line)) total += line.count;
  return total;
}

/** '' hides the badge (0); above 99 it reads '···'. */
export function cartBadgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '···' : String(count);
}

/** The cart link's name with its count ('Cart', 'Cart, 3 items', 'Cart, more than 99 items'). */
export function cartLinkLabel(count: number): string {
  if (count <= 0) return 'Cart';
  if (count > 99) return 'Cart, more than 99 items';
  return `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/**
 * The badge's count as the mini-cart last read it, kept in the shoppingCartNum cookie (spec section 3): the header
 * draws it from the first frame, before the mini-cart's code is there. null when none is kept.
 */
export function cartCountFromCookies(cookies: Readonly<Record<string, string | undefined>>): number | null {
  const value = cookies[STORAGE_KEYS.shoppingCartNum];
  if (value === undefined || !/^\d{1,4}$/.test(value)) return null;
  return Number(value);
}

// ---------------------------------------------------------------------------------------------
// Product answers. Price fields are optional: absent when the caller's mode may not see them.

const money = z.number();
export const productCard = z.object({
  sku_number: z.string(),
  brand_id: z.enum(PRODUCT_BRANDS),
  name: z.string(),
  image: z.string(),
  style: z.string(),
  portfolio: z.string(),
  space: z.string(),
  category: z.string(),
  finish: z.string(),
  width: z.number(),
  length: z.number(),
  height: z.number(),
  status: z.number(),
  stock: z.number(),
  future_stock: z.number(),
  /** Units that may be ordered beyond the stock on hand: with stock and future_stock, what `stockState` reads. */
  backorder_quantity: z.optional(z.number()),
  stock_tag: z.enum(['unavailable', 'soon', 'in_stock']),
  customizable_type: z.number(),
  msrp_price: z.optional(money),
  designer_price: z.optional(money),
  consumer_price: z.optional(money),
  promotional_price: z.optional(z.nullable(money)),
  product_price_about: z.optional(z.object({ final_price: money })),
});
export type ProductCard = z.output<typeof productCard>;

export const productDetail = z.extend(productCard, {
  images: z.array(z.string()),
  materials: z.string(),
  description: z.string(),
  specifications: z.array(z.object({ name: z.string(), value: z.string() })),
  price_label: z.optional(z.string()),
  backorder_quantity: z.number(),
  expected_delivery: z.nullable(z.number()),
  delivery_label: z.string(),
  kit_includes: z.array(z.object({ sku_number: z.string(), name: z.string(), quantity: z.number(), image: z.string() })),
  component_of_kit: z.array(z.object({ sku_number: z.string(), name: z.string(), image: z.string() })),
});
export type ProductDetail = z.output<typeof productDetail>;

/** Product image read names: `<sku>_<view>.jpg` in block 1 (uploads use `Newcache_2_...`). */
export function productImageName(sku: string, view = 1): string {
  return `${sku}_${view}.jpg`;
}
