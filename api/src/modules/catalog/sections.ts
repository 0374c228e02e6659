import { catalogSlug, siteProductBrands, type BrandCode, type ProductBrand } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services';

/**
 * How long the rooms and categories of a site are fresh. After that the next request starts a new read and is
 * answered from the previous one meanwhile (no request waits for the re-read once a site has been read).
 */
export const SECTIONS_TTL_MS = 60_000;

export interface SectionCount {
  name: string;
  count: number;
  /** The best-ranked product of the section: its picture stands for it. */
  preview: string;
  /** That product's rank. */
  rank: number;
}

export interface RoomSection extends SectionCount {
  categories: SectionCount[];
}

export interface BrandSection extends SectionCount {
  brand: ProductBrand;
  rooms: RoomSection[];
}

/** Products of one brand, room and category: the unit facet counts are added up from. */
export interface SectionCell {
  brand: string;
  space: string;
  category: string;
  count: number;
  /** Lowest and highest retail price, in cents. */
  minCents: number;
  maxCents: number;
}

/** The live catalog of a site, by room and category (with counts), by brand, and its styles and portfolios. */
export interface SiteSections {
  rooms: RoomSection[];
  /** Every category of the site (a category may sit in several rooms). */
  categories: SectionCount[];
  brands: BrandSection[];
  styles: SectionCount[];
  portfolios: SectionCount[];
  cells: SectionCell[];
  /** Name lookups (exact name, lower case or slug) of the rooms, categories, styles and portfolios, built once per read. */
  names: SectionNames;
}

export interface SectionNames {
  room: NameResolver;
  category: NameResolver;
  style: NameResolver;
  portfolio: NameResolver;
}

interface GroupRow {
  kind: 'cell' | 'style' | 'portfolio';
  brand_id: string | null;
  space: string | null;
  category: string | null;
  name: string | null;
  n: number;
  /** The rank (offset to stay positive, zero-padded) and SKU of the best-ranked product: the least of its group. */
  best: string;
  pmin: number;
  pmax: number;
  [key: string]: unknown;
}

/** Ranks are offset so they sort as zero-padded text (ranks down to -1e9). */
const RANK_OFFSET = 1_000_000_000;

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

class Tally {
  readonly map = new Map<string, SectionCount>();
  add(name: string, n: number, preview: string, rank: number): void {
    const found = this.map.get(name);
    if (!found) {
      this.map.set(name, { name, count: n, preview, rank });
      return;
    }
    found.count += n;
    if (rank < found.rank || (rank === found.rank && preview < found.preview)) {
      found.preview = preview;
      found.rank = rank;
    }
  }
  sorted(): SectionCount[] {
    return [...this.map.values()].sort(byName);
  }
}

class RoomTally {
  readonly rooms = new Tally();
  readonly categories = new Map<string, Tally>();
  add(space: string, category: string, n: number, preview: string, rank: number): void {
    this.rooms.add(space, n, preview, rank);
    let cats = this.categories.get(space);
    if (!cats) {
      cats = new Tally();
      this.categories.set(space, cats);
    }
    cats.add(category, n, preview, rank);
  }
  sorted(): RoomSection[] {
    return this.rooms.sorted().map((room) => ({ ...room, categories: this.categories.get(room.name)?.sorted() ?? [] }));
  }
}

/**
 * Reads the sections of a site: one pass over its products, grouped three ways with hashable aggregates (the best
 * product of a group is the least "rank sku" text), so no sort of the table is needed.
 */
async function readSections(services: Services, site: BrandCode): Promise<SiteSections> {
  const brands = siteProductBrands(site);
  const brandList = sql.join(
    brands.map((b) => sql`${b}`),
    sql`, `,
  );
  const result = (await services.db.execute(sql`
    select case when grouping(style) = 0 then 'style' when grouping(portfolio) = 0 then 'portfolio' else 'cell' end as kind,
      brand_id, space, category, coalesce(style, portfolio) as name, count(*)::int as n,
      min(lpad((rank::bigint + ${RANK_OFFSET})::text, 12, '0') || ' ' || sku_number) as best,
      min(consumer_cents)::int as pmin, max(consumer_cents)::int as pmax
    from products
    where brand_id in (${brandList})
    group by grouping sets ((brand_id, space, category), (style), (portfolio))
  `)) as unknown as { rows: GroupRow[] };

  const all = new RoomTally();
  const categories = new Tally();
  const byBrand = new Map<string, { tally: Tally; rooms: RoomTally }>();
  const styles = new Tally();
  const portfolios = new Tally();
  const cells: SectionCell[] = [];

  for (const row of result.rows) {
    const space = row.best.indexOf(' ');
    const rank = Number(row.best.slice(0, space)) - RANK_OFFSET;
    const preview = row.best.slice(space + 1);
    if (row.kind === 'style') styles.add(row.name ?? '', row.n, preview, rank);
    else if (row.kind === 'portfolio') portfolios.add(row.name ?? '', row.n, preview, rank);
    else {
      const brandId = row.brand_id ?? '';
      const room = row.space ?? '';
      const category = row.category ?? '';
      cells.push({ brand: brandId, space: room, category, count: row.n, minCents: row.pmin, maxCents: row.pmax });
      all.add(room, category, row.n, preview, rank);
      categories.add(category, row.n, preview, rank);
      let brand = byBrand.get(brandId);
      if (!brand) {
        brand = { tally: new Tally(), rooms: new RoomTally() };
        byBrand.set(brandId, brand);
      }
      brand.tally.add(brandId, row.n, preview, rank);
      brand.rooms.add(room, category, row.n, preview, rank);
    }
  }

  const rooms = all.sorted();
  const categoryList = categories.sorted();
  const styleList = styles.sorted();
  const portfolioList = portfolios.sorted();
  const names = (list: SectionCount[]) => nameResolver(list.map((s) => s.name));
  return {
    rooms,
    categories: categoryList,
    brands: brands
      .filter((b) => byBrand.has(b))
      .map((b) => {
        const found = byBrand.get(b)!;
        return { ...found.tally.map.get(b)!, brand: b, rooms: found.rooms.sorted() };
      }),
    styles: styleList,
    portfolios: portfolioList,
    cells,
    names: { room: names(rooms), category: names(categoryList), style: names(styleList), portfolio: names(portfolioList) },
  };
}

interface Entry {
  at: number;
  value: Promise<SiteSections>;
  /** The last good read, answered while a newer one is under way. */
  settled: SiteSections | null;
  refreshing: boolean;
}

const caches = new WeakMap<Services, Map<BrandCode, Entry>>();

/** The sections of a site, read at most once a minute; a stale read is answered while the next one runs. */
export function siteSections(services: Services, site: BrandCode): Promise<SiteSections> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  const now = services.now().getTime();
  const entry = cache.get(site);
  if (entry && now - entry.at < SECTIONS_TTL_MS) return entry.value;
  if (entry?.settled) {
    if (!entry.refreshing) {
      entry.refreshing = true;
      readSections(services, site).then(
        (fresh) => {
          entry.at = services.now().getTime();
          entry.value = Promise.resolve(fresh);
          entry.settled = fresh;
          entry.refreshing = false;
        },
        () => {
          // Keep answering the last good read; the next request tries again.
          entry.refreshing = false;
        },
      );
    }
    return Promise.resolve(entry.settled);
  }
  const value = readSections(services, site);
  const fresh: Entry = { at: now, value, settled: null, refreshing: false };
  cache.set(site, fresh);
  value.then(
    (sections) => {
      fresh.settled = sections;
    },
    () => {
      if (cache.get(site) === fresh) cache.delete(site);
    },
  );
  return value;
}

/** Forgets every cached section (after the catalog is seeded again). */
export function forgetSections(services: Services): void {
  caches.delete(services);
}

export type NameResolver = (value: string) => string | null;

/** Name lookup by exact name, lower case or slug. */
export function nameResolver(names: readonly string[]): NameResolver {
  const map = new Map<string, string>();
  for (const name of names) {
    map.set(name, name);
    if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), name);
    const slug = catalogSlug(name);
    if (!map.has(slug)) map.set(slug, name);
  }
  return (value) => map.get(value) ?? map.get(value.toLowerCase()) ?? map.get(catalogSlug(value)) ?? null;
}
