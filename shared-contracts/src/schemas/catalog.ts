import * as z from 'zod/mini';
import { BRAND_TABLE, brandByCode, type Brand, type BrandCode, type SiteType } from '../brands';
import { PRODUCT_BRANDS, productCard, productDetail, type ProductBrand } from '../catalog';
import { DIALOG_KINDS, type DialogKind } from '../dialogs';
import { MESSAGES } from '../errors';
import { productHref } from '../navigation';
import { plainText } from './text';

/**
 * Schemas of the catalog calls (spec sections 3, 7 and 9): product lists and search, the ART live search, the FFD
 * lists, the home page sections, product detail, menus and category lists per brand, and the designer-info block.
 *
 * Calls (POST bodies and GET queries below):
 * - POST /mibd/product/productList      productListRequest -> productListResponse (the product list and search page;
 *                                        the spec names no path for it, this is ours)
 * - POST /mibd/product/list             skuListRequest -> { list } in the order of the SKUs given
 * - POST /mibd/art/product/search       artSearchRequest -> { list, total, page, limit } (ART live dropdown, limit 10)
 * - POST /mibd_ol/product/list          olProductListRequest -> productListResponse (the FFD outlet's list)
 * - GET  /mibd/product/index_category_list  -> { list: homeCategory[] } (home page: rooms with a picture)
 * - GET  /mibd/product/hot_product      hotProductQuery -> { list: ProductCard[] }
 * - POST /mibd/product/detail           productDetailRequest -> ProductDetail
 * - POST /mibd/ca/product/web_menu      -> { pc, pad, footer }
 * - POST /mibd/jc/product/category_list -> { menu, footer, socialList }
 * - POST /mibd_ol/product/category_list -> { menu, footer } (the FFD menu)
 * - GET  /mibd/productList/brand_category_list, /mibd/row/brand_category_list -> { list: CategoryItem[] } brands first
 * - GET  /mibd/product/category_list, /mibd/row/category_list -> { list: CategoryItem[] } rooms, then categories
 * - POST /mibd/product/designer_info    -> { name, img, email, phone_number }
 *
 * Which products a site shows: the hub every trade brand (hom, ca, rowe, jc, art); a brand site (and the dealer
 * variant) its own; the FFD outlet its own (`ol`). Prices follow `priceVisibility`: a price the caller's mode may
 * not see is absent from the answer; the price filter and price sort are refused to such callers.
 */

/** Search results 48 per page (spec section 9); the live search dropdown shows up to 10. */
export const PRODUCT_PAGE_SIZE = 48;
export const SEARCH_DROPDOWN_LIMIT = 10;
/** Most SKUs one products-by-SKU call (CATALOG_CALLS.bySku) may name. */
export const SKU_LIST_MAX = 200;
/** Shortest search text (shorter text cannot be matched from the indexes). */
export const SEARCH_MIN_CHARS = 2;
export const KEYWORD_MAX = 100;
/** Most values one filter kind may hold. */
export const FILTER_VALUES_MAX = 50;

export const PRODUCT_SORTS = ['recommended', 'price_asc', 'price_desc', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_SORT_LABELS: Readonly<Record<ProductSort, string>> = {
  recommended: 'Recommended',
  price_asc: 'Price: Low to High',
  price_desc: 'Price: High to Low',
  newest: 'Newest',
  name: 'Name',
};

/** Stock filters: the stock tags of section 9. */
export const STOCK_FILTERS = ['in_stock', 'soon', 'unavailable'] as const;

/** The product brands a site shows. */
export function siteProductBrands(site: BrandCode): readonly ProductBrand[] {
  switch (site) {
    case 'hom':
      return PRODUCT_BRANDS.filter((b) => b !== 'ol');
    case 'ca_dealer':
      return ['ca'];
    default:
      return [site];
  }
}

/**
 * A product's page where it is sold, seen from the site `site`: this site's path when the site sells the product's
 * brand (`productHref`); else the page on its brand's own site among `sites` (the brand sites' origins as configured,
 * spec section 2's product page path); else the hub's productDetail (the hub sells every trade brand), at its origin
 * among `sites` or at `hubUrl`. Null when no site that sells it is known (an outlet product seen elsewhere).
 */
export function productPageUrl(
  site: BrandCode,
  product: { brand_id: ProductBrand; sku_number: string },
  source: string | undefined,
  where: { sites: ReadonlyArray<{ brand: Brand; origin: string }>; hubUrl: string | null },
): string | null {
  const here = brandByCode(site);
  if (siteProductBrands(site).includes(product.brand_id)) return productHref(here.brand, product.sku_number, source);
  const own = where.sites.find((s) => s.brand !== 'CA_DEALER' && BRAND_TABLE[s.brand].code === product.brand_id);
  if (own) return new URL(productHref(own.brand, product.sku_number, source), own.origin).href;
  const hub = where.sites.find((s) => s.brand === 'HOM')?.origin ?? where.hubUrl;
  if (hub && siteProductBrands('hom').includes(product.brand_id)) return new URL(productHref('HOM', product.sku_number, source), hub).href;
  return null;
}

/** A room or category name as a path segment: lower case, words joined by '-' ("Living Room" -> "living-room"). */
export function catalogSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const q = (value: string) => encodeURIComponent(value);

/**
 * The link of a room, a category (or both), a brand or a portfolio on a site, following the route table:
 * hub and ROWE /productList?Room=&Category=&Brand=; CA /product/category/<slug> and /product/portfolio/<slug>;
 * JC /productList/category?Category= and /productList/websiteClass?WebsiteClass= (rooms), /productList/portfolio;
 * ART /shop/<slug>; FFD /FFDProductList?category=<slug>.
 */
export function catalogLink(site: BrandCode, target: { room?: string; category?: string; brand?: string; portfolio?: string }): string {
  const siteType: SiteType = brandByCode(site).siteType;
  const { room, category, brand, portfolio } = target;
  switch (siteType) {
    case 'ca': {
      if (portfolio) return `/product/portfolio/${catalogSlug(portfolio)}`;
      if (category) return `/product/category/${catalogSlug(category)}${room ? `?Room=${q(room)}` : ''}`;
      return room ? `/product/category/${catalogSlug(room)}` : '/product/shop-instock';
    }
    case 'jc': {
      if (portfolio) return `/productList/portfolio?keyWord=${q(portfolio)}`;
      if (category) return `/productList/category?Category=${q(category)}${room ? `&WebsiteClass=${q(room)}` : ''}`;
      return room ? `/productList/websiteClass?WebsiteClass=${q(room)}` : '/productList/new';
    }
    case 'art': {
      const slug = category ?? room ?? portfolio;
      if (!slug) return '/shop/';
      return `/shop/${catalogSlug(slug)}${category && room ? `?Room=${q(room)}` : ''}`;
    }
    case 'ffd': {
      const slug = category ?? room;
      return slug ? `/FFDProductList?category=${catalogSlug(slug)}` : '/FFDProductList';
    }
    default: {
      const params: string[] = [];
      if (room) params.push(`Room=${q(room)}`);
      if (category) params.push(`Category=${q(category)}`);
      if (brand) params.push(`Brand=${q(brand)}`);
      if (portfolio) params.push(`keyWord=${q(portfolio)}`);
      return `/productList${params.length ? `?${params.join('&')}` : ''}`;
    }
  }
}

/** The problem with a price range, or null: both ends or neither (spec section 5), the lower end first. */
export function priceRangeProblem(min: number | undefined, max: number | undefined): string | null {
  if ((min === undefined) !== (max === undefined)) return MESSAGES.priceFilterRange;
  if (min !== undefined && max !== undefined && min > max) return MESSAGES.priceFilterOrder;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Requests.

const trimmedText = (max: number, message: string) => z.pipe(plainText(max, message), z.transform((s: string) => s.trim()));

/** One value or several (OR within the kind); blanks are dropped. */
const filterValues = z.optional(
  z.pipe(
    z.union([
      plainText(80, 'A filter value is too long'),
      z.array(plainText(80, 'A filter value is too long')).check(z.maxLength(FILTER_VALUES_MAX, `At most ${FILTER_VALUES_MAX} values per filter`)),
      z.null(),
    ]),
    z.transform((v: string | string[] | null) => [...new Set((v === null ? [] : Array.isArray(v) ? v : [v]).map((s) => s.trim()).filter(Boolean))]),
  ),
);

/** A price in dollars, as a number or the text of a form; empty means not given. */
const price = z.optional(
  z.pipe(
    z.union([z.number(), z.string().check(z.maxLength(20)), z.null()]),
    z.transform((v: number | string | null) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : Number(v))),
  ).check(z.refine((n: number | undefined) => n === undefined || (Number.isFinite(n) && n >= 0 && n < 100_000_000), 'A price must be a number of dollars')),
);

const wholeNumber = (min: number, max: number, message: string) =>
  z.optional(
    z.pipe(
      z.union([z.number(), z.string().check(z.maxLength(12))]),
      z.transform((v: number | string) => (typeof v === 'string' && v.trim() === '' ? NaN : Number(v))),
    ).check(z.refine((n: number) => Number.isInteger(n) && n >= min && n <= max, message)),
  );

const page = wholeNumber(1, 100_000, 'page must be a whole number from 1');
const limit = (max: number) => wholeNumber(1, max, `limit must be a whole number from 1 to ${max}`);
const keyword = z.optional(z.nullable(trimmedText(KEYWORD_MAX, `The search text is limited to ${KEYWORD_MAX} characters`)));
const sort = z.optional(z.enum(PRODUCT_SORTS, `sort must be one of ${PRODUCT_SORTS.join(', ')}`));

const skuNumber = z.pipe(plainText(80, 'sku_number is not a SKU'), z.transform((s: string) => s.trim())).check(
  z.refine((s: string) => s.length > 0, 'Please enter a sku_number'),
);

/**
 * The product list and search (POST /mibd/product/productList). Filters combine: AND across kinds, OR within a kind.
 * Filter values are names ("Living Room") or their slugs ("living-room"). `section` is a room or a category by name
 * or slug (the CA /product/category/<x> and ART /shop/<x> pages). The price range is in dollars on the retail
 * price; both ends or neither. `keyword` searches (typos and partial words match); page is 1-based.
 */
export const productListRequest = z.object({
  space: filterValues,
  category: filterValues,
  brand_id: filterValues,
  style: filterValues,
  portfolio: filterValues,
  section: filterValues,
  stock: z.optional(z.enum(STOCK_FILTERS, `stock must be one of ${STOCK_FILTERS.join(', ')}`)),
  is_new: z.optional(z.union([z.boolean(), z.literal(1), z.literal(0), z.literal('1'), z.literal('0')])),
  min_price: price,
  max_price: price,
  keyword,
  sort,
  page,
  limit: limit(PRODUCT_PAGE_SIZE),
});
export type ProductListRequest = z.output<typeof productListRequest>;

/** POST /mibd/product/list: products by SKU, in the order given (`list`, or `sku_number` as a list). Unknown SKUs are left out. */
export const skuListRequest = z
  .object({
    list: z.optional(z.array(skuNumber).check(z.maxLength(SKU_LIST_MAX, `At most ${SKU_LIST_MAX} products per call`))),
    sku_number: z.optional(z.array(skuNumber).check(z.maxLength(SKU_LIST_MAX, `At most ${SKU_LIST_MAX} products per call`))),
  })
  .check(z.refine((b) => b.list !== undefined || b.sku_number !== undefined, 'Please send the list of sku_number'));
export type SkuListRequest = z.output<typeof skuListRequest>;

/** POST /mibd/art/product/search: the ART live search (limit 10 by default). An empty search answers an empty list. */
export const artSearchRequest = z.object({
  search: keyword,
  page,
  limit: limit(PRODUCT_PAGE_SIZE),
});
export type ArtSearchRequest = z.output<typeof artSearchRequest>;

/** POST /mibd_ol/product/list: the FFD outlet's list by category (name or slug) and keyword. */
export const olProductListRequest = z.object({
  category: filterValues,
  keyword,
  sort,
  min_price: price,
  max_price: price,
  page,
  limit: limit(PRODUCT_PAGE_SIZE),
});
export type OlProductListRequest = z.output<typeof olProductListRequest>;

/** GET /mibd/product/hot_product: the home page's hot products. */
export const hotProductQuery = z.object({ limit: limit(PRODUCT_PAGE_SIZE) });

/** GET category lists: optionally one product brand (the hub's brand lists). */
export const categoryListQuery = z.object({ brand_id: z.optional(z.enum(PRODUCT_BRANDS, 'Unknown brand_id')) });

/** POST /mibd/product/detail: sku_number and where the visitor came from (`llm` from the assistant). */
export const productDetailRequest = z.object({
  sku_number: skuNumber,
  source: z.optional(z.nullable(trimmedText(40, 'source is too long'))),
});
export type ProductDetailRequest = z.output<typeof productDetailRequest>;

/** Calls that take no fields accept any object. */
export const emptyRequest = z.looseObject({});

// ---------------------------------------------------------------------------------------------
// Answers.

const facetValue = z.object({ value: z.string(), count: z.number() });
/**
 * Facet counts: for each kind, how many products each value would give with every other filter kept (the kind's
 * own filter left out, so several values can be ticked). `price` is the retail price range of the products matching
 * every filter but the price, in dollars; absent when the caller's mode may not see prices (or nothing matches).
 */
export const productFacets = z.object({
  space: z.array(facetValue),
  category: z.array(facetValue),
  brand_id: z.array(facetValue),
  price: z.optional(z.object({ min: z.number(), max: z.number() })),
});
export type ProductFacets = z.output<typeof productFacets>;

/** An empty list is the UI's 'There are no available items for this query.' */
export const productListResponse = z.object({
  list: z.array(productCard),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  facets: productFacets,
});
export type ProductListResponse = z.output<typeof productListResponse>;

export const productPageResponse = z.object({ list: z.array(productCard), total: z.number(), page: z.number(), limit: z.number() });
export const productCardsResponse = z.object({ list: z.array(productCard) });
export const productDetailResponse = productDetail;

/** A home page section: a room with the picture of its first product. */
export const homeCategory = z.object({ name: z.string(), value: z.string(), link: z.string(), image: z.string(), count: z.number() });
export const homeCategoryListResponse = z.object({ list: z.array(homeCategory) });

export interface CategoryItem {
  name: string;
  value: string;
  count?: number;
  category?: CategoryItem[];
}
/** A category item (spec section 3): name, value, category (children). */
export const categoryItem: z.ZodMiniType<CategoryItem> = z.object({
  name: z.string(),
  value: z.string(),
  count: z.optional(z.number()),
  get category() {
    return z.optional(z.array(categoryItem));
  },
});
export const categoryListResponse = z.object({ list: z.array(categoryItem) });

export interface MenuItem {
  name: string;
  link: string;
  _blank: boolean;
  /** The permission the item needs ('' for everyone). */
  role: string;
  line_wrap: boolean;
  children: MenuItem[];
  /** JC and ART: '5' a mega menu with previews, '1' a plain list. */
  second_menu_style?: '1' | '5';
  preview_link?: string;
  is_show?: boolean;
  /** Products behind the item (rooms and categories). */
  count?: number;
  /** The dialog of the dialog host the item opens instead of a page (the footer's About and Contact); its link is ''. */
  dialog?: DialogKind;
}
/** A menu item (spec section 3): name, link, _blank, children, role, line_wrap; JC/ART second_menu_style, preview_link, is_show. */
export const menuItem: z.ZodMiniType<MenuItem> = z.object({
  name: z.string(),
  link: z.string(),
  _blank: z.boolean(),
  role: z.string(),
  line_wrap: z.boolean(),
  get children() {
    return z.array(menuItem);
  },
  second_menu_style: z.optional(z.enum(['1', '5'])),
  preview_link: z.optional(z.string()),
  is_show: z.optional(z.boolean()),
  count: z.optional(z.number()),
  // A dialog this storefront does not know yet is left out (the item stays, as a plain entry), never a refused menu.
  dialog: z.optional(z.catch(z.optional(z.enum(DIALOG_KINDS)), undefined)),
});

export const socialLink = z.object({ icon_url: z.string(), icon_link: z.string() });
export const webMenuResponse = z.object({ pc: z.array(menuItem), pad: z.array(menuItem), footer: z.array(menuItem) });
export const jcCategoryListResponse = z.object({ menu: z.array(menuItem), footer: z.array(menuItem), socialList: z.array(socialLink) });
export const olCategoryListResponse = z.object({ menu: z.array(menuItem), footer: z.array(menuItem) });
export type WebMenuResponse = z.output<typeof webMenuResponse>;
export type JcCategoryListResponse = z.output<typeof jcCategoryListResponse>;

/** The footer's designer-info block: a customer's own designer, else the brand's trade desk. */
export const designerInfoResponse = z.object({ name: z.string(), img: z.string(), email: z.string(), phone_number: z.string() });
export type DesignerInfo = z.output<typeof designerInfoResponse>;

/** The trade desk of each site: the designer-info block for everyone who has no designer of their own. */
export const TRADE_DESKS: Readonly<Record<BrandCode, DesignerInfo>> = {
  hom: { name: 'HOM Trade Desk', img: '', email: 'trade@hom.example', phone_number: '(800) 555-0100' },
  ca: { name: 'Caracole Trade Desk', img: '', email: 'trade@caracole.example', phone_number: '(800) 555-0110' },
  ca_dealer: { name: 'Caracole Dealer Desk', img: '', email: 'dealers@caracole.example', phone_number: '(800) 555-0111' },
  rowe: { name: 'Rowe Trade Desk', img: '', email: 'trade@rowe.example', phone_number: '(800) 555-0120' },
  jc: { name: 'Jonathan Charles Trade Desk', img: '', email: 'trade@jonathancharles.example', phone_number: '(800) 555-0130' },
  art: { name: 'A.R.T. Trade Desk', img: '', email: 'trade@artfurniture.example', phone_number: '(800) 555-0140' },
  ol: { name: 'FFD Customer Care', img: '', email: 'care@ffd.example', phone_number: '(800) 555-0150' },
};
