import {
  BRAND_TABLE,
  hrefFor,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  STOCK_FILTERS,
  type Brand,
  type MatchedRoute,
  type ProductSort,
  type SiteType,
} from '@storefront/contracts';

/**
 * One list page's state, read from the address alone (the URL is the state: Back works and links share).
 *
 * Query keys: the route's own (Room, Category, Brand on the hub and ROWE; WebsiteClass and Category on JC; category on
 * FFD; keyWord on search pages), plus stock, minPrice, maxPrice, sort and page on every list. Several values of one
 * kind are joined by commas (Room=Bedroom,Dining%20Room).
 */

export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The filter kinds a list offers (facets the answer counts, the stock tags, the price range). */
export type FilterKind = 'space' | 'category' | 'brand_id' | 'stock' | 'price';

export interface ListState {
  space: string[];
  category: string[];
  brand: string[];
  stock?: StockFilter;
  minPrice?: number;
  maxPrice?: number;
  sort: ProductSort;
  page: number;
  keyword: string;
}

/** What the page asks the api beyond the visitor's filters (the route's own section, portfolio, stock...). */
export interface Fixed {
  section?: string[];
  portfolio?: string[];
  stock?: StockFilter;
  isNew?: boolean;
}

export interface ListSpec {
  /** Which call lists the products: the catalog list, or the FFD outlet's. */
  call: 'list' | 'ol';
  /** The h1 (a section's name is completed from the facets when the answer comes). */
  heading: string;
  /** A search page: the heading names the words, the count says results. */
  search: boolean;
  fixed: Fixed;
  state: ListState;
  /** Query keys of the filters on this page (null: the page does not filter by that kind). */
  keys: { space: string | null; category: string | null; brand: string | null; keyword: string | null };
  /** Filters shown in the panel. */
  filters: FilterKind[];
  /** The page number lives in the path (/Product/Gallery/:page) rather than the query. */
  pageInPath: boolean;
  /** A slug the heading names once the facets give its exact name. */
  sectionSlug?: string;
  /** The search is empty: the page goes to the brand's full list instead (spec section 2). */
  emptySearchGoesTo?: string;
}

const SORTS = new Set<string>(PRODUCT_SORTS);
const STOCKS = new Set<string>(STOCK_FILTERS);

export function splitValues(value: string | undefined): string[] {
  if (!value) return [];
  return [...new Set(value.split(',').map((v) => v.trim()).filter(Boolean))];
}

function priceOf(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

function pageOf(value: string | undefined): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

/** "living-room" -> "Living Room": a slug's words, capitalised, until the facets give the exact name. */
export function titleOfSlug(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => (w === 'and' ? '&' : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/** Where an empty search goes on each site type: the full list. */
export function fullListPath(siteType: SiteType): string {
  switch (siteType) {
    case 'ca':
      return '/product/shop-instock';
    case 'jc':
      return '/productList/new';
    case 'art':
      return '/shop/';
    case 'ffd':
      return '/FFDProductList';
    default:
      return '/productList';
  }
}

/** The state of a list from its route: filters, sort and page of the query (unknown values ignored). */
function stateOf(route: MatchedRoute, keys: ListSpec['keys']): ListState {
  const q = route.query;
  const sort = q.sort && SORTS.has(q.sort) ? (q.sort as ProductSort) : 'recommended';
  const stock = q.stock && STOCKS.has(q.stock) ? (q.stock as StockFilter) : undefined;
  return {
    space: keys.space ? splitValues(q[keys.space]) : [],
    category: keys.category ? splitValues(q[keys.category]) : [],
    brand: keys.brand ? splitValues(q[keys.brand]) : [],
    stock,
    minPrice: priceOf(q.minPrice),
    maxPrice: priceOf(q.maxPrice),
    sort,
    page: pageOf(q.page),
    keyword: keys.keyword ? (q[keys.keyword] ?? '').trim() : '',
  };
}

const ALL_FILTERS: FilterKind[] = ['space', 'category', 'brand_id', 'stock', 'price'];

/** The list a route shows on a brand's site. */
export function listSpec(route: MatchedRoute, brand: Brand): ListSpec {
  const siteType = BRAND_TABLE[brand].siteType;
  const hub = siteType === 'hom';
  const filtersHere = ALL_FILTERS.filter((f) => f !== 'brand_id' || hub);
  const standardKeys = { space: 'Room', category: 'Category', brand: hub ? 'Brand' : null, keyword: 'keyWord' };
  const make = (partial: Partial<ListSpec> & Pick<ListSpec, 'heading'>, keys: ListSpec['keys'] = standardKeys): ListSpec => ({
    call: 'list',
    search: false,
    fixed: {},
    keys,
    filters: filtersHere,
    pageInPath: false,
    ...partial,
    state: stateOf(route, keys),
  });
  const params = route.params;

  switch (route.id) {
    case 'searchResult':
    case 'artSearch': {
      const spec = make({ heading: 'Search Results', search: true });
      return spec.state.keyword ? spec : { ...spec, emptySearchGoesTo: fullListPath(siteType) };
    }
    case 'productGallery': {
      const spec = make({ heading: 'All Products', pageInPath: true });
      return { ...spec, state: { ...spec.state, page: pageOf(params.page) } };
    }
    case 'productCaracole': {
      const type = params.type ?? '';
      const id = params.identifying;
      const fixed: Fixed = {};
      switch (type) {
        case 'search': {
          const keys = { ...standardKeys, keyword: null };
          const spec = make({ heading: 'Search Results', search: true }, keys);
          const keyword = (id ?? '').trim();
          return keyword
            ? { ...spec, state: { ...spec.state, keyword } }
            : { ...spec, emptySearchGoesTo: fullListPath(siteType) };
        }
        case 'portfolio':
          if (id) fixed.portfolio = [id];
          return make({ heading: id ? titleOfSlug(id) : 'Collections', fixed, sectionSlug: id });
        case 'category':
          if (id) fixed.section = [id];
          return make({ heading: id ? titleOfSlug(id) : 'All Products', fixed, sectionSlug: id });
        case 'shop-instock':
          if (id) fixed.section = [id];
          return make({ heading: 'In Stock', fixed: { ...fixed, stock: 'in_stock' }, filters: filtersHere.filter((f) => f !== 'stock') });
        case 'comingsoon':
          if (id) fixed.section = [id];
          return make({ heading: 'Coming Soon', fixed: { ...fixed, stock: 'soon' }, filters: filtersHere.filter((f) => f !== 'stock') });
        default:
          // last-chance: the catalog has no clearance flag; the page lists the pieces still in stock.
          if (id) fixed.section = [id];
          return make({ heading: 'Last Chance', fixed: { ...fixed, stock: 'in_stock' }, filters: filtersHere.filter((f) => f !== 'stock') });
      }
    }
    case 'productJC': {
      const keys = { space: 'WebsiteClass', category: 'Category', brand: null, keyword: 'keyWord' };
      switch (params.type) {
        case 'search': {
          const spec = make({ heading: 'Search Results', search: true }, keys);
          return spec.state.keyword ? spec : { ...spec, emptySearchGoesTo: fullListPath(siteType) };
        }
        case 'portfolio': {
          const portfolio = (route.query.keyWord ?? '').trim();
          const spec = make({ heading: portfolio || 'Collections', fixed: portfolio ? { portfolio: [portfolio] } : {} }, { ...keys, keyword: null });
          return spec;
        }
        case 'new':
          return make({ heading: 'New', fixed: { isNew: true } }, keys);
        default: {
          // category and websiteClass: the room (WebsiteClass) and category of the query.
          const spec = make({ heading: 'Products' }, { ...keys, keyword: null });
          const { space, category } = spec.state;
          const heading = category.length === 1 ? category[0]! : space.length === 1 ? space[0]! : 'Products';
          return { ...spec, heading };
        }
      }
    }
    case 'artShop': {
      const type = params.type;
      const spec = make({ heading: type ? titleOfSlug(type) : 'Shop', fixed: type ? { section: [type] } : {}, sectionSlug: type });
      if (spec.state.keyword) return { ...spec, heading: 'Search Results', search: true };
      return spec;
    }
    case 'artSale':
      // The catalog has no sale flag: the sale page lists the pieces in stock to ship now.
      return make({ heading: 'Sale', fixed: { stock: 'in_stock' }, filters: filtersHere.filter((f) => f !== 'stock') });
    case 'FFDProductList': {
      const keys = { space: null, category: 'category', brand: null, keyword: null };
      const spec = make({ call: 'ol', heading: 'Flash Deals', filters: ['category', 'price'] }, keys);
      const slug = spec.state.category.length === 1 ? spec.state.category[0] : undefined;
      return slug ? { ...spec, heading: titleOfSlug(slug), sectionSlug: slug } : spec;
    }
    case 'FFDSearch': {
      const keys = { space: null, category: 'category', brand: null, keyword: 'keyWord' };
      const spec = make({ call: 'ol', heading: 'Search Results', search: true, filters: ['category', 'price'] }, keys);
      return spec.state.keyword ? spec : { ...spec, emptySearchGoesTo: fullListPath(siteType) };
    }
    default: {
      // productList: the hub's and ROWE's list by Room, Category and Brand.
      const spec = make({ heading: 'All Products' });
      const { space, category } = spec.state;
      const heading = category.length === 1 ? category[0]! : space.length === 1 ? space[0]! : 'All Products';
      return { ...spec, heading };
    }
  }
}

/** The request of a list: the route's fixed part, the visitor's filters, 48 per page. */
export function requestOf(spec: ListSpec, options: { pricesVisible: boolean }): Record<string, unknown> {
  const { state, fixed } = spec;
  const pricedSort = state.sort === 'price_asc' || state.sort === 'price_desc';
  const sort = pricedSort && !options.pricesVisible ? undefined : state.sort === 'recommended' ? undefined : state.sort;
  const hasRange = options.pricesVisible && state.minPrice !== undefined && state.maxPrice !== undefined && state.minPrice <= state.maxPrice;
  const body: Record<string, unknown> = {
    page: state.page,
    limit: PRODUCT_PAGE_SIZE,
  };
  if (sort) body.sort = sort;
  if (state.keyword) body.keyword = state.keyword;
  if (hasRange) {
    body.min_price = state.minPrice;
    body.max_price = state.maxPrice;
  }
  if (spec.call === 'ol') {
    if (state.category.length) body.category = state.category;
    return body;
  }
  if (state.space.length) body.space = state.space;
  if (state.category.length) body.category = state.category;
  if (state.brand.length) body.brand_id = state.brand;
  const stock = fixed.stock ?? state.stock;
  if (stock) body.stock = stock;
  if (fixed.section?.length) body.section = fixed.section;
  if (fixed.portfolio?.length) body.portfolio = fixed.portfolio;
  if (fixed.isNew) body.is_new = true;
  return body;
}

export interface StateChange {
  space?: string[];
  category?: string[];
  brand?: string[];
  stock?: StockFilter | null;
  price?: { min: number; max: number } | null;
  sort?: ProductSort;
  page?: number;
}

/**
 * The address of the same list with some state changed. Any change but the page goes back to page 1; other query
 * keys of the address are kept.
 */
export function hrefWith(spec: ListSpec, route: MatchedRoute, change: StateChange): string {
  const query: Record<string, string | undefined> = { ...route.query };
  const { keys } = spec;
  const join = (values: string[]) => (values.length ? values.join(',') : undefined);
  if (change.space && keys.space) query[keys.space] = join(change.space);
  if (change.category && keys.category) query[keys.category] = join(change.category);
  if (change.brand && keys.brand) query[keys.brand] = join(change.brand);
  if (change.stock !== undefined) query.stock = change.stock ?? undefined;
  if (change.price !== undefined) {
    query.minPrice = change.price ? String(change.price.min) : undefined;
    query.maxPrice = change.price ? String(change.price.max) : undefined;
  }
  if (change.sort) query.sort = change.sort === 'recommended' ? undefined : change.sort;
  const page = change.page ?? 1;
  let path = route.path;
  if (spec.pageInPath) {
    path = `/Product/Gallery/${page}`;
    delete query.page;
  } else {
    query.page = page > 1 ? String(page) : undefined;
  }
  return hrefFor(path, query);
}
