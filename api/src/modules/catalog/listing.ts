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
import { VersionedCache, sawVersion, seenVersion } from './version';

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
  /** The catalog version of the sections the filters were resolved against. */
  version: number;
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
    version: sections.version,
  };
}

/** A list's counts and the catalog version they were counted at. */
export type CountedFacets = FacetsAndTotal & { version: number };

/**
 * Lists whose counts one api process keeps: an entry is the list's facets (some fifty values: rooms, categories,
 * brands) and its key, a few kilobytes, so some 10 MB at most.
 */
export const FACETS_MAX_ENTRIES = 2_000;

/**
 * Facets and totals per list (its filters, not its page or sort), kept with the catalog version they were counted
 * at and counted again once the api has seen a newer version (version.ts): browsing the pages of a list, or many
 * people browsing the same rooms, asks the same counts again and again, and counting them takes a pass over the
 * site's products (some 130 ms at 100k products) unless only room, category and brand filter the list. The key is
 * the list's whole filter (site, search text, rooms, categories, brands, styles, portfolios, stock, new, price
 * range), so two lists never share counts; the lists used longest ago go first once `maxEntries` are kept.
 */
export class FacetCache {
  private readonly kept: VersionedCache<CountedFacets>;
  constructor(maxEntries = FACETS_MAX_ENTRIES) {
    this.kept = new VersionedCache<CountedFacets>(maxEntries);
  }

  /** How many lists' counts are kept. */
  get size(): number {
    return this.kept.size;
  }

  /** The counts of a list at `atLeast` or a newer version: the kept ones, or `read` (shared by those asking meanwhile). */
  get(key: string, atLeast: number, read: () => Promise<CountedFacets>): Promise<CountedFacets> {
    return this.kept.get(key, atLeast, read);
  }

  /** The last counts of a list at hand (of any version), without starting a count. */
  peek(key: string): FacetsAndTotal | null {
    return this.kept.peek(key);
  }

  clear(): void {
    this.kept.clear();
  }
}

/** The search terms to order a page by relevance, when the list is a search of at most RELEVANCE_MAX products. */
const rankBy = (p: Plan, sort: ProductSort, total: number): SearchTerms | null =>
  p.terms && sort === 'recommended' && total <= RELEVANCE_MAX ? p.terms : null;

/** A page of the list: by relevance when the list is a narrow enough search (`total` is its size, or a guess). */
function readPage(services: Services, p: Plan, sort: ProductSort, page: number, limit: number, total: number): Promise<{ rows: CardRow[]; version: number }> {
  return pageRows(services.db, p.filters, sort, page, limit, rankBy(p, sort, total));
}

/** Counts a list's facets in the database, noting the version they saw. */
async function countFacets(services: Services, filters: ListFilters): Promise<CountedFacets> {
  const { counts, version } = await facetCounts(services.db, filters);
  sawVersion(services, version);
  return { ...counts, version };
}

interface ListRead {
  counted: FacetsAndTotal;
  rows: CardRow[];
  /** The oldest catalog version among the sections and the counts the answer was made of. */
  keptVersion: number;
  /** The catalog version the page was read at. */
  pageVersion: number;
}

/** One read of a list: its filters, counts (kept or counted) and page. */
async function readList(services: Services, cache: FacetCache, input: ListInput, sort: ProductSort, page: number, limit: number): Promise<ListRead> {
  const p = await plan(services, input);
  const byCells = p.byCells;
  // Counts from the sections are as new as the sections; counts from the database as new as the newest version seen.
  const counts = byCells
    ? cache.get(p.key, p.version, async () => ({ ...facetsFromCells(byCells), version: p.version }))
    : cache.get(p.key, seenVersion(services), () => countFacets(services, p.filters));
  // A search's order depends on how many it finds (relevance for a few, else popularity): when its counts are not at
  // hand, the popularity page is read alongside them and read again by relevance if the search turns out narrow.
  const known = p.terms ? cache.peek(p.key) : null;
  const guess = known?.total ?? Infinity;
  const [counted, first] = await Promise.all([counts, readPage(services, p, sort, page, limit, guess)]);
  sawVersion(services, first.version);
  const rows =
    rankBy(p, sort, counted.total) && !rankBy(p, sort, guess) ? (await readPage(services, p, sort, page, limit, counted.total)).rows : first.rows;
  return { counted, rows, keptVersion: Math.min(p.version, counted.version), pageVersion: first.version };
}

/** The product list and search: a page of cards, the total and the facets. */
export async function productList(services: Services, caller: Caller, cache: FacetCache, input: ListInput): Promise<ProductListResponse> {
  checkPrices(caller, input);
  const sort = input.sort ?? 'recommended';
  const page = input.page ?? 1;
  const limit = input.limit ?? PRODUCT_PAGE_SIZE;
  let read = await readList(services, cache, input, sort, page, limit);
  // The page saw a newer catalog than the kept sections or counts: the catalog changed since they were read (before
  // this request, or during it). Read once more: the sections and counts are read again at the page's version.
  if (read.pageVersion > read.keptVersion) read = await readList(services, cache, input, sort, page, limit);
  const { counted, rows } = read;
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
  const rows = total > (page - 1) * input.limit ? (await readPage(services, p, 'recommended', page, input.limit, total)).rows : [];
  const see = visibilityFor(caller);
  return { list: rows.map((row) => toCard(row, see)), total, page, limit: input.limit };
}
