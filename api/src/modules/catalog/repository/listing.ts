/**
 * The product list's SQL: a list's filters as conditions on `products`, its facet counts in one pass, a page of its
 * cards in the order asked, and the number of a search's matches. The filters come resolved (names to the catalog's
 * values, brands to those the site shows); no rule lives here. The counts and the page each come with the catalog
 * version they were read at (see repository/version.ts).
 */
import type { ProductSort, STOCK_FILTERS } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import type { FacetsAndTotal, SearchTerms } from '../rules';
import { CARD_SELECT, type CardRow } from './products';
import { searchCondition, searchRank } from './search';
import { STOCK_TAG_SQL } from './stock';
import { CATALOG_VERSION, catalogVersionNow } from './version';

/** A list's filters, resolved against the site's live catalog. */
export interface ListFilters {
  /** The product brands the site shows. */
  siteBrands: readonly string[];
  terms: SearchTerms | null;
  styles: readonly string[];
  portfolios: readonly string[];
  stock?: (typeof STOCK_FILTERS)[number];
  isNew: boolean;
  spaces: readonly string[];
  categories: readonly string[];
  /** The brands asked for, and those of them the site shows. */
  brands: readonly string[];
  shownBrands: readonly string[];
  /** The retail price range in cents; both or neither. */
  minCents?: number;
  maxCents?: number;
}

/** The conditions of a list: everything but the facet kinds (`base`), and one per facet kind and the price. */
interface Conditions {
  /** Site, keyword, style, portfolio, stock, new. */
  base: SQL;
  space: SQL;
  category: SQL;
  brand: SQL;
  price: SQL;
}

const TRUE = sql`true`;
const FALSE = sql`false`;
const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
const inList = (column: string, values: readonly string[]): SQL =>
  values.length ? sql`${sql.identifier(column)} in (${list(values)})` : TRUE;

/** The stock tags as conditions: the contracts' `stockState` in SQL (repository/stock.ts). */
const STOCK_SQL: Record<(typeof STOCK_FILTERS)[number], SQL> = STOCK_TAG_SQL;

function conditions(f: ListFilters): Conditions {
  const baseParts: SQL[] = [inList('brand_id', f.siteBrands)];
  if (f.terms) baseParts.push(searchCondition(f.terms));
  if (f.styles.length) baseParts.push(inList('style', f.styles));
  if (f.portfolios.length) baseParts.push(inList('portfolio', f.portfolios));
  if (f.stock) baseParts.push(STOCK_SQL[f.stock]);
  if (f.isNew) baseParts.push(sql`is_new`);
  return {
    base: sql.join(baseParts, sql` and `),
    space: inList('space', f.spaces),
    category: inList('category', f.categories),
    // Brands the site does not show find nothing (said outright: the planner would look for them along an index).
    brand: f.brands.length ? (f.shownBrands.length ? inList('brand_id', f.shownBrands) : FALSE) : TRUE,
    price: f.minCents !== undefined && f.maxCents !== undefined ? sql`consumer_cents between ${f.minCents} and ${f.maxCents}` : TRUE,
  };
}

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

/** One row of the facet counts: a value of one facet kind (gs, gc, gb tell which), or the whole list (all three 1). */
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
  version: number;
  [key: string]: unknown;
}

/** The counts of a list from its grouping-sets rows (one per facet value, one for the whole list). */
function facetsOf(rows: readonly FacetRow[]): FacetsAndTotal {
  const facets: FacetsAndTotal['facets'] = { space: [], category: [], brand_id: [], price: null };
  let total = 0;
  for (const row of rows) {
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
 * Counts in one pass: the total, and for each facet kind the count of each value with every other filter applied
 * (the kind's own filter left out), and the price range with every filter but the price; with the catalog version
 * counted.
 */
export async function facetCounts(db: Db, f: ListFilters): Promise<{ counts: FacetsAndTotal; version: number }> {
  const p = conditions(f);
  const result = (await db.execute(sql`
    select grouping(space)::int as gs, grouping(category)::int as gc, grouping(brand_id)::int as gb, space, category, brand_id,
      (count(*) filter (where c_ok and b_ok and p_ok))::int as n_space,
      (count(*) filter (where s_ok and b_ok and p_ok))::int as n_category,
      (count(*) filter (where s_ok and c_ok and p_ok))::int as n_brand,
      (count(*) filter (where s_ok and c_ok and b_ok and p_ok))::int as total,
      (min(consumer_cents) filter (where s_ok and c_ok and b_ok))::int as pmin,
      (max(consumer_cents) filter (where s_ok and c_ok and b_ok))::int as pmax,
      ${CATALOG_VERSION} as version
    from (
      select space, category, brand_id, consumer_cents,
        ${p.space} as s_ok, ${p.category} as c_ok, ${p.brand} as b_ok, ${p.price} as p_ok
      from products where ${p.base}
    ) matched
    group by grouping sets ((space), (category), (brand_id), ())
  `)) as unknown as { rows: FacetRow[] };
  // The grand-total set answers a row even when nothing matches.
  const version = result.rows.length ? Number(result.rows[0]!.version) : await catalogVersionNow(db);
  return { counts: facetsOf(result.rows), version };
}

/**
 * A page of the list's cards in the sort's order (`rankBy`: the search terms to order by relevance first), and the
 * catalog version it was read at (read apart when the page is empty).
 */
export async function pageRows(
  db: Db,
  f: ListFilters,
  sort: ProductSort,
  page: number,
  limit: number,
  rankBy: SearchTerms | null,
): Promise<{ rows: CardRow[]; version: number }> {
  const p = conditions(f);
  // Each row carries the version (an init plan: read once); the cards ignore the extra column.
  const result = (await db.execute(sql`
    select ${CARD_SELECT}, ${CATALOG_VERSION} as "catalogVersion" from products
    where ${p.base} and ${p.space} and ${p.category} and ${p.brand} and ${p.price}
    order by ${sql.join(orderBy(sort, rankBy), sql`, `)}
    limit ${limit} offset ${(page - 1) * limit}
  `)) as unknown as { rows: Array<CardRow & { catalogVersion: number }> };
  const { rows } = result;
  return { rows, version: rows.length ? Number(rows[0]!.catalogVersion) : await catalogVersionNow(db) };
}

/** How many products meet the list's conditions but the facet kinds and the price (a search without filters). */
export async function baseCount(db: Db, f: ListFilters): Promise<number> {
  const p = conditions(f);
  const counted = (await db.execute(sql`select count(*)::int as n from products where ${p.base}`)) as unknown as { rows: Array<{ n: number }> };
  return counted.rows[0]?.n ?? 0;
}
