import { siteProductBrands, type BrandCode } from '@storefront/contracts';
import type { BrandSection, RoomSection, SectionCount } from '@storefront/contracts/catalog-answers';
import type { Services } from '../../platform/services';
import { sectionGroups } from './repository/sections';
import { nameResolver, type NameResolver, type SectionCell } from './rules';
import { VersionedCache, checkVersionAfter, sawVersion, seenVersion } from './version';

/**
 * The rooms and categories of a site are kept with the catalog version they were read at, and read again once the
 * api has seen a newer version (version.ts). When the api has seen no version for this long (no list read a page
 * meanwhile), the next request checks the version in the background and is answered from the kept read meanwhile.
 */
export const SECTIONS_TTL_MS = 60_000;

export type { BrandSection, RoomSection, SectionCount };

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
  /** The catalog version they were read at. */
  version: number;
}

export interface SectionNames {
  room: NameResolver;
  category: NameResolver;
  style: NameResolver;
  portfolio: NameResolver;
}

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

/** Reads the sections of a site from the groups of its products. */
async function readSections(services: Services, site: BrandCode): Promise<SiteSections> {
  const brands = siteProductBrands(site);
  const { groups, version } = await sectionGroups(services.db, brands);
  sawVersion(services, version);

  const all = new RoomTally();
  const categories = new Tally();
  const byBrand = new Map<string, { tally: Tally; rooms: RoomTally }>();
  const styles = new Tally();
  const portfolios = new Tally();
  const cells: SectionCell[] = [];

  for (const row of groups) {
    const { rank, preview } = row;
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
    version,
  };
}

const caches = new WeakMap<Services, VersionedCache<SiteSections>>();

/**
 * The sections of a site at the newest catalog version the api has seen: the kept read, or a new one (which the
 * requests asking meanwhile wait for).
 */
export function siteSections(services: Services, site: BrandCode): Promise<SiteSections> {
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = new VersionedCache(64)));
  checkVersionAfter(services, SECTIONS_TTL_MS);
  return cache.get(site, seenVersion(services), () => readSections(services, site));
}
