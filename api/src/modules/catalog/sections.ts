import { catalogSlug, siteProductBrands, type BrandCode, type ProductBrand } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Services } from '../../platform/services';

/** How long the rooms and categories of a site are kept in memory before they are read again. */
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

/** The live catalog of a site, by room and category (with counts), by brand, and its styles and portfolios. */
export interface SiteSections {
  rooms: RoomSection[];
  /** Every category of the site (a category may sit in several rooms). */
  categories: SectionCount[];
  brands: BrandSection[];
  styles: SectionCount[];
  portfolios: SectionCount[];
}

interface GroupRow {
  kind: 'cell' | 'style' | 'portfolio';
  brand_id: string | null;
  space: string | null;
  category: string | null;
  name: string | null;
  n: number;
  preview: string;
  [key: string]: unknown;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

function add(map: Map<string, SectionCount>, name: string, n: number, preview: string, previewRank: Map<string, number>, rank: number) {
  const found = map.get(name);
  if (!found) {
    map.set(name, { name, count: n, preview, rank });
    previewRank.set(name, rank);
    return;
  }
  found.count += n;
  if (rank < (previewRank.get(name) ?? Infinity)) {
    found.preview = preview;
    found.rank = rank;
    previewRank.set(name, rank);
  }
}

/** Reads the sections of a site: one grouped pass over its products. */
async function readSections(services: Services, site: BrandCode): Promise<SiteSections> {
  const brands = siteProductBrands(site);
  const brandList = sql.join(
    brands.map((b) => sql`${b}`),
    sql`, `,
  );
  const result = (await services.db.execute(sql`
    select case when grouping(style) = 0 then 'style' when grouping(portfolio) = 0 then 'portfolio' else 'cell' end as kind,
      brand_id, space, category, coalesce(style, portfolio) as name, count(*)::int as n,
      (array_agg(sku_number order by rank, sku_number))[1] as preview,
      min(rank)::int as best
    from products
    where brand_id in (${brandList})
    group by grouping sets ((brand_id, space, category), (style), (portfolio))
  `)) as unknown as { rows: Array<GroupRow & { best: number }> };

  const rooms = new Map<string, { section: SectionCount; rank: number; categories: Map<string, SectionCount>; catRank: Map<string, number> }>();
  const categories = new Map<string, SectionCount>();
  const catRank = new Map<string, number>();
  const brandMap = new Map<string, { section: SectionCount; rank: number; rooms: typeof rooms }>();
  const styles: SectionCount[] = [];
  const portfolios: SectionCount[] = [];

  const addRoomCell = (target: typeof rooms, row: GroupRow & { best: number }) => {
    const space = row.space ?? '';
    let room = target.get(space);
    if (!room) {
      room = { section: { name: space, count: 0, preview: row.preview, rank: row.best }, rank: row.best, categories: new Map(), catRank: new Map() };
      target.set(space, room);
    }
    room.section.count += row.n;
    if (row.best < room.rank) {
      room.rank = row.best;
      room.section.rank = row.best;
      room.section.preview = row.preview;
    }
    add(room.categories, row.category ?? '', row.n, row.preview, room.catRank, row.best);
  };

  for (const row of result.rows) {
    if (row.kind === 'style') styles.push({ name: row.name ?? '', count: row.n, preview: row.preview, rank: row.best });
    else if (row.kind === 'portfolio') portfolios.push({ name: row.name ?? '', count: row.n, preview: row.preview, rank: row.best });
    else {
      addRoomCell(rooms, row);
      add(categories, row.category ?? '', row.n, row.preview, catRank, row.best);
      const brandId = row.brand_id ?? '';
      let brand = brandMap.get(brandId);
      if (!brand) {
        brand = { section: { name: brandId, count: 0, preview: row.preview, rank: row.best }, rank: row.best, rooms: new Map() };
        brandMap.set(brandId, brand);
      }
      brand.section.count += row.n;
      if (row.best < brand.rank) {
        brand.rank = row.best;
        brand.section.rank = row.best;
        brand.section.preview = row.preview;
      }
      addRoomCell(brand.rooms, row);
    }
  }

  const roomList = (source: typeof rooms): RoomSection[] =>
    [...source.values()].map((r) => ({ ...r.section, categories: [...r.categories.values()].sort(byName) })).sort(byName);

  return {
    rooms: roomList(rooms),
    categories: [...categories.values()].sort(byName),
    brands: brands
      .filter((b) => brandMap.has(b))
      .map((b) => {
        const found = brandMap.get(b)!;
        return { ...found.section, brand: b, rooms: roomList(found.rooms) };
      }),
    styles: styles.sort(byName),
    portfolios: portfolios.sort(byName),
  };
}

interface Entry {
  at: number;
  value: Promise<SiteSections>;
}

const caches = new WeakMap<Services, Map<BrandCode, Entry>>();

/** The sections of a site, read at most once a minute (a failed read is not kept). */
export function siteSections(services: Services, site: BrandCode): Promise<SiteSections> {
  let cache = caches.get(services);
  if (!cache) {
    cache = new Map();
    caches.set(services, cache);
  }
  const now = services.now().getTime();
  const entry = cache.get(site);
  if (entry && now - entry.at < SECTIONS_TTL_MS) return entry.value;
  const value = readSections(services, site);
  const fresh = { at: now, value };
  cache.set(site, fresh);
  value.catch(() => {
    if (cache.get(site) === fresh) cache.delete(site);
  });
  return value;
}

/** Forgets every cached section (after the catalog is seeded again). */
export function forgetSections(services: Services): void {
  caches.delete(services);
}

/** Name lookup by exact name, lower case or slug. */
export function nameResolver(names: readonly string[]): (value: string) => string | null {
  const map = new Map<string, string>();
  for (const name of names) {
    map.set(name, name);
    if (!map.has(name.toLowerCase())) map.set(name.toLowerCase(), name);
    const slug = catalogSlug(name);
    if (!map.has(slug)) map.set(slug, name);
  }
  return (value) => map.get(value) ?? map.get(value.toLowerCase()) ?? map.get(catalogSlug(value)) ?? null;
}
