import {
  ApiError,
  ERR,
  MESSAGES,
  PRODUCT_BRANDS,
  PRODUCT_BRAND_NAMES,
  PRODUCT_PAGE_SIZE,
  priceRangeProblem,
  siteProductBrands,
  type BrandCode,
  type ProductCard,
  type ProductFacets,
  type ProductListResponse,
  type ProductSort,
  type STOCK_FILTERS,
} from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { CARD_SELECT, seesRetail, toCard, visibilityFor, type CardRow } from './cards';
import { searchCondition, searchRank, searchTerms, type SearchTerms } from './search';
import { nameResolver, siteSections, type SiteSections } from './sections';

export interface ListInput {
  site: BrandCode;
  space?: string[];
  category?: string[];
  brand_id?: string[];
  style?: string[];
  portfolio?: string[];
  /** Rooms or categories by name or slug (the CA and ART section pages). */
  section?: string[];
  stock?: (typeof STOCK_FILTERS)[number];
  isNew?: boolean;
  minPrice?: number;
  maxPrice?: number;
  keyword?: string | null;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

/** The filters of a list, resolved against the site's live catalog and turned into SQL. */
interface Plan {
  key: string;
  terms: SearchTerms | null;
  /** Everything but the facet kinds: site, keyword, style, portfolio, stock, new. */
  base: SQL;
  space: SQL;
  category: SQL;
  brand: SQL;
  price: SQL;
  /** Set when only room, category and brand filter the list: its counts come from the site's sections. */
  byCells: { sections: SiteSections; spaces: Set<string>; categories: Set<string>; brands: Set<string> } | null;
}

const TRUE = sql`true`;
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const FALSE = sql`false`;
const inList = (column: string, values: readonly string[]): SQL =>
  values.length ? sql`${sql.identifier(column)} in (${list(values)})` : TRUE;

const BRAND_BY_NAME = nameResolver([...PRODUCT_BRANDS, ...Object.values(PRODUCT_BRAND_NAMES)]);
const brandCodeOf = (value: string): string => {
  const name = BRAND_BY_NAME(value);
  if (!name) return value;
  const code = (Object.entries(PRODUCT_BRAND_NAMES) as Array<[string, string]>).find(([, n]) => n === name)?.[0];
  return code ?? name;
};

const STOCK_SQL: Record<(typeof STOCK_FILTERS)[number], SQL> = {
  unavailable: sql`status = 2`,
  soon: sql`(status <> 2 and future_stock > 0 and stock < 1)`,
  in_stock: sql`(status <> 2 and not (future_stock > 0 and stock < 1))`,
};

/** Refuses what the caller may not ask: a one-sided or upside-down price range, prices the mode may not see. */
function checkPrices(caller: Caller, input: ListInput): void {
  const problem = priceRangeProblem(input.minPrice, input.maxPrice);
  if (problem) throw new ApiError(ERR.PRICE_FILTER, problem);
  const usesPrice = input.minPrice !== undefined || input.sort === 'price_asc' || input.sort === 'price_desc';
  if (usesPrice && !seesRetail(caller)) {
    throw new ApiError(ERR.PRICE_FILTER, caller.account ? MESSAGES.pricesHiddenInMode : MESSAGES.pricesLogin);
  }
}

async function plan(services: Services, input: ListInput): Promise<Plan> {
  const terms = await searchTerms(services, input.keyword);
  const sections = await siteSections(services, input.site);
  const { room, category, style, portfolio } = sections.names;

  const spaces = new Set((input.space ?? []).map((v) => room(v) ?? v));
  const categories = new Set((input.category ?? []).map((v) => category(v) ?? v));
  const portfolios = new Set((input.portfolio ?? []).map((v) => portfolio(v) ?? v));
  // A section is a room, else a category, else a portfolio of the site; an unknown one finds nothing.
  for (const value of input.section ?? []) {
    const asRoom = room(value);
    const asPortfolio = portfolio(value);
    if (asRoom) spaces.add(asRoom);
    else if (asPortfolio && !category(value)) portfolios.add(asPortfolio);
    else categories.add(category(value) ?? value);
  }
  const styles = [...new Set((input.style ?? []).map((v) => style(v) ?? v))].sort();
  const brands = [...new Set((input.brand_id ?? []).map(brandCodeOf))].sort();
  const siteBrands = siteProductBrands(input.site);
  const shown = brands.filter((b) => (siteBrands as readonly string[]).includes(b));

  const baseParts: SQL[] = [inList('brand_id', siteBrands)];
  if (terms) baseParts.push(searchCondition(terms));
  if (styles.length) baseParts.push(inList('style', styles));
  if (portfolios.size) baseParts.push(inList('portfolio', [...portfolios].sort()));
  if (input.stock) baseParts.push(STOCK_SQL[input.stock]);
  if (input.isNew) baseParts.push(sql`is_new`);

  const min = input.minPrice === undefined ? undefined : Math.round(input.minPrice * 100);
  const max = input.maxPrice === undefined ? undefined : Math.round(input.maxPrice * 100);
  const spaceList = [...spaces].sort();
  const categoryList = [...categories].sort();
  const onlyCells = !terms && !styles.length && !portfolios.size && !input.stock && !input.isNew && min === undefined;
  const key = JSON.stringify([input.site, terms?.text ?? '', spaceList, categoryList, brands, styles, [...portfolios].sort(), input.stock ?? '', !!input.isNew, min ?? null, max ?? null]);
  return {
    key,
    terms,
    base: sql.join(baseParts, sql` and `),
    space: inList('space', spaceList),
    category: inList('category', categoryList),
    // Brands the site does not show find nothing (said outright: the planner would look for them along an index).
    brand: brands.length ? (shown.length ? inList('brand_id', shown) : FALSE) : TRUE,
    price: min !== undefined && max !== undefined ? sql`consumer_cents between ${min} and ${max}` : TRUE,
    byCells: onlyCells ? { sections, spaces: new Set(spaceList), categories: new Set(categoryList), brands: new Set(brands) } : null,
  };
}

/** The counts of a list filtered by room, category and brand only, added up from the site's sections in memory. */
function facetsFromCells(by: NonNullable<Plan['byCells']>): FacetsAndTotal {
  const space = new Map<string, number>();
  const category = new Map<string, number>();
  const brand = new Map<string, number>();
  let total = 0;
  let minCents = Infinity;
  let maxCents = -Infinity;
  const bump = (map: Map<string, number>, key: string, n: number) => map.set(key, (map.get(key) ?? 0) + n);
  for (const cell of by.sections.cells) {
    const s = !by.spaces.size || by.spaces.has(cell.space);
    const c = !by.categories.size || by.categories.has(cell.category);
    const b = !by.brands.size || by.brands.has(cell.brand);
    if (c && b) bump(space, cell.space, cell.count);
    if (s && b) bump(category, cell.category, cell.count);
    if (s && c) bump(brand, cell.brand, cell.count);
    if (s && c && b) {
      total += cell.count;
      minCents = Math.min(minCents, cell.minCents);
      maxCents = Math.max(maxCents, cell.maxCents);
    }
  }
  const list = (map: Map<string, number>) =>
    [...map].map(([value, count]) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value));
  return {
    facets: {
      space: list(space),
      category: list(category),
      brand_id: list(brand),
      price: total > 0 ? { min: minCents / 100, max: maxCents / 100 } : null,
    },
    total,
  };
}

/**
 * A search that finds at most this many products is ordered by relevance; a broader one by popularity. Relevance is
 * computed for every match (ts_rank and the name's word similarity, some 10 µs a product), while the popularity
 * order walks the (rank, sku_number) index and stops after a page: at 100k products "bed" took 250 ms by relevance
 * and about a millisecond by rank.
 */
export const RELEVANCE_MAX = 500;

function orderBy(sort: ProductSort, terms: SearchTerms | null): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`consumer_cents asc`, sql`sku_number asc`];
    case 'price_desc':
      return [sql`consumer_cents desc`, sql`sku_number asc`];
    case 'newest':
      return [sql`created_at desc`, sql`sku_number desc`];
    case 'name':
      return [sql`name asc`, sql`sku_number asc`];
    default: {
      // Recommended: relevance first when searching, then the popularity rank; the SKU keeps pages stable.
      const relevance = terms ? searchRank(terms) : null;
      return relevance ? [sql`${relevance} desc`, sql`rank asc`, sql`sku_number asc`] : [sql`rank asc`, sql`sku_number asc`];
    }
  }
}

interface FacetRow {
  gs: number;
  gc: number;
  gb: number;
  space: string | null;
  category: string | null;
  brand_id: string | null;
  n_space: number;
  n_category: number;
  n_brand: number;
  total: number;
  pmin: number | null;
  pmax: number | null;
  [key: string]: unknown;
}

export interface FacetsAndTotal {
  facets: Required<Pick<ProductFacets, 'space' | 'category' | 'brand_id'>> & { price: { min: number; max: number } | null };
  total: number;
}

/**
 * Counts in one pass: the total, and for each facet kind the count of each value with every other filter applied
 * (the kind's own filter left out), and the price range with every filter but the price.
 */
async function readFacets(services: Services, p: Plan): Promise<FacetsAndTotal> {
  const result = (await services.db.execute(sql`
    select grouping(space)::int as gs, grouping(category)::int as gc, grouping(brand_id)::int as gb, space, category, brand_id,
      (count(*) filter (where c_ok and b_ok and p_ok))::int as n_space,
      (count(*) filter (where s_ok and b_ok and p_ok))::int as n_category,
      (count(*) filter (where s_ok and c_ok and p_ok))::int as n_brand,
      (count(*) filter (where s_ok and c_ok and b_ok and p_ok))::int as total,
      (min(consumer_cents) filter (where s_ok and c_ok and b_ok))::int as pmin,
      (max(consumer_cents) filter (where s_ok and c_ok and b_ok))::int as pmax
    from (
      select space, category, brand_id, consumer_cents,
        ${p.space} as s_ok, ${p.category} as c_ok, ${p.brand} as b_ok, ${p.price} as p_ok
      from products where ${p.base}
    ) matched
    group by grouping sets ((space), (category), (brand_id), ())
  `)) as unknown as { rows: FacetRow[] };
  const facets: FacetsAndTotal['facets'] = { space: [], category: [], brand_id: [], price: null };
  let total = 0;
  for (const row of result.rows) {
    if (row.gs === 0 && row.n_space > 0) facets.space.push({ value: row.space ?? '', count: row.n_space });
    else if (row.gc === 0 && row.n_category > 0) facets.category.push({ value: row.category ?? '', count: row.n_category });
    else if (row.gb === 0 && row.n_brand > 0) facets.brand_id.push({ value: row.brand_id ?? '', count: row.n_brand });
    else if (row.gs === 1 && row.gc === 1 && row.gb === 1) {
      total = row.total;
      if (row.pmin !== null && row.pmax !== null) facets.price = { min: row.pmin / 100, max: row.pmax / 100 };
    }
  }
  const byValue = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value);
  facets.space.sort(byValue);
  facets.category.sort(byValue);
  facets.brand_id.sort(byValue);
  return { facets, total };
}

/**
 * Facets and totals are kept briefly: browsing pages of one list asks the same counts again and again. After
 * FACETS_TTL_MS the next request starts a new count and is answered from the previous one meanwhile (as the
 * sections are), so only the first request of a list waits for its counts.
 */
export const FACETS_TTL_MS = 30_000;
const FACETS_MAX_ENTRIES = 2_000;

interface FacetEntry {
  at: number;
  value: Promise<FacetsAndTotal>;
  /** The last good count, answered while a newer one is under way. */
  settled: FacetsAndTotal | null;
  refreshing: boolean;
}

export class FacetCache {
  private entries = new Map<string, FacetEntry>();
  constructor(private readonly now: () => Date) {}

  get(key: string, read: () => Promise<FacetsAndTotal>): Promise<FacetsAndTotal> {
    const now = this.now().getTime();
    const found = this.entries.get(key);
    if (found && now - found.at < FACETS_TTL_MS) return found.value;
    if (found?.settled) {
      if (!found.refreshing) {
        found.refreshing = true;
        read().then(
          (fresh) => {
            found.at = this.now().getTime();
            found.value = Promise.resolve(fresh);
            found.settled = fresh;
            found.refreshing = false;
          },
          () => {
            // Keep answering the last good count; the next request tries again.
            found.refreshing = false;
          },
        );
      }
      return Promise.resolve(found.settled);
    }
    if (found) this.entries.delete(key);
    if (this.entries.size >= FACETS_MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = read();
    const entry: FacetEntry = { at: now, value, settled: null, refreshing: false };
    this.entries.set(key, entry);
    value.then(
      (counted) => {
        entry.settled = counted;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The counts of a list when they are at hand (fresh or not), without starting a count. */
  peek(key: string): FacetsAndTotal | null {
    return this.entries.get(key)?.settled ?? null;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** The search terms to order a page by relevance, when the list is a search of at most RELEVANCE_MAX products. */
const rankBy = (p: Plan, sort: ProductSort, total: number): SearchTerms | null =>
  p.terms && sort === 'recommended' && total <= RELEVANCE_MAX ? p.terms : null;

async function readPage(services: Services, p: Plan, sort: ProductSort, page: number, limit: number, total: number): Promise<CardRow[]> {
  const result = (await services.db.execute(sql`
    select ${CARD_SELECT} from products
    where ${p.base} and ${p.space} and ${p.category} and ${p.brand} and ${p.price}
    order by ${sql.join(orderBy(sort, rankBy(p, sort, total)), sql`, `)}
    limit ${limit} offset ${(page - 1) * limit}
  `)) as unknown as { rows: CardRow[] };
  return result.rows;
}

/** The product list and search: a page of cards, the total and the facets. */
export async function productList(services: Services, caller: Caller, cache: FacetCache, input: ListInput): Promise<ProductListResponse> {
  checkPrices(caller, input);
  const p = await plan(services, input);
  const sort = input.sort ?? 'recommended';
  const page = input.page ?? 1;
  const limit = input.limit ?? PRODUCT_PAGE_SIZE;
  const byCells = p.byCells;
  const counts = cache.get(p.key, byCells ? async () => facetsFromCells(byCells) : () => readFacets(services, p));
  // A search's order depends on how many it finds (relevance for a few, else popularity): when its counts are not at
  // hand, the popularity page is read alongside them and read again by relevance if the search turns out narrow.
  const known = p.terms ? cache.peek(p.key) : null;
  const guess = known?.total ?? Infinity;
  const [counted, first] = await Promise.all([counts, readPage(services, p, sort, page, limit, guess)]);
  const rows =
    rankBy(p, sort, counted.total) && !rankBy(p, sort, guess) ? await readPage(services, p, sort, page, limit, counted.total) : first;
  const see = visibilityFor(caller);
  const { price, ...kinds } = counted.facets;
  const facets: ProductFacets = { ...kinds };
  if (price && seesRetail(caller)) facets.price = price;
  return { list: rows.map((row) => toCard(row, see)), total: counted.total, page, limit, facets };
}

/** A page of search results without facets (the ART live search). An empty search finds nothing. */
export async function searchPage(
  services: Services,
  caller: Caller,
  input: { site: BrandCode; keyword?: string | null; page?: number; limit: number },
): Promise<{ list: ProductCard[]; total: number; page: number; limit: number }> {
  const page = input.page ?? 1;
  if (!(input.keyword ?? '').trim()) return { list: [], total: 0, page, limit: input.limit };
  const p = await plan(services, { site: input.site, keyword: input.keyword });
  const counted = (await services.db.execute(sql`select count(*)::int as n from products where ${p.base}`)) as unknown as { rows: Array<{ n: number }> };
  const total = counted.rows[0]?.n ?? 0;
  const rows = total > (page - 1) * input.limit ? await readPage(services, p, 'recommended', page, input.limit, total) : [];
  const see = visibilityFor(caller);
  return { list: rows.map((row) => toCard(row, see)), total, page, limit: input.limit };
}
