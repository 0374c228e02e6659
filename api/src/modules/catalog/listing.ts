import {
  PRODUCT_PAGE_SIZE,
  siteProductBrands,
  type BrandCode,
  type ProductCard,
  type ProductFacets,
  type ProductListResponse,
  type ProductSort,
  type STOCK_FILTERS,
} from '@storefront/contracts';
import type { Caller } from '../../platform/caller';
import type { Services } from '../../platform/services';
import { seesRetail, toCard, visibilityFor } from './cards';
import { baseCount, facetCounts, pageRows, type ListFilters } from './repository/listing';
import type { CardRow } from './repository/products';
import { RELEVANCE_MAX, brandCodeOf, checkPrices, facetsFromCells, type CellFilter, type FacetsAndTotal, type SearchTerms } from './rules';
import { searchTerms } from './search';
import { siteSections } from './sections';

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

/** The filters of a list, resolved against the site's live catalog. */
interface Plan {
  key: string;
  terms: SearchTerms | null;
  filters: ListFilters;
  /** Set when only room, category and brand filter the list: its counts come from the site's sections. */
  byCells: CellFilter | null;
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

  const min = input.minPrice === undefined ? undefined : Math.round(input.minPrice * 100);
  const max = input.maxPrice === undefined ? undefined : Math.round(input.maxPrice * 100);
  const spaceList = [...spaces].sort();
  const categoryList = [...categories].sort();
  const onlyCells = !terms && !styles.length && !portfolios.size && !input.stock && !input.isNew && min === undefined;
  const key = JSON.stringify([input.site, terms?.text ?? '', spaceList, categoryList, brands, styles, [...portfolios].sort(), input.stock ?? '', !!input.isNew, min ?? null, max ?? null]);
  return {
    key,
    terms,
    filters: {
      siteBrands,
      terms,
      styles,
      portfolios: [...portfolios].sort(),
      stock: input.stock,
      isNew: !!input.isNew,
      spaces: spaceList,
      categories: categoryList,
      brands,
      shownBrands: shown,
      minCents: min,
      maxCents: max,
    },
    byCells: onlyCells ? { cells: sections.cells, spaces: new Set(spaceList), categories: new Set(categoryList), brands: new Set(brands) } : null,
  };
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

/** A page of the list: by relevance when the list is a narrow enough search (`total` is its size, or a guess). */
function readPage(services: Services, p: Plan, sort: ProductSort, page: number, limit: number, total: number): Promise<CardRow[]> {
  return pageRows(services.db, p.filters, sort, page, limit, rankBy(p, sort, total));
}

/** The product list and search: a page of cards, the total and the facets. */
export async function productList(services: Services, caller: Caller, cache: FacetCache, input: ListInput): Promise<ProductListResponse> {
  checkPrices(caller, input);
  const p = await plan(services, input);
  const sort = input.sort ?? 'recommended';
  const page = input.page ?? 1;
  const limit = input.limit ?? PRODUCT_PAGE_SIZE;
  const byCells = p.byCells;
  const counts = cache.get(p.key, byCells ? async () => facetsFromCells(byCells) : () => facetCounts(services.db, p.filters));
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
  const total = await baseCount(services.db, p.filters);
  const rows = total > (page - 1) * input.limit ? await readPage(services, p, 'recommended', page, input.limit, total) : [];
  const see = visibilityFor(caller);
  return { list: rows.map((row) => toCard(row, see)), total, page, limit: input.limit };
}
