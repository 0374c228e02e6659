/**
 * The mock api's catalog (decision 038): the generated catalog of the api's seed, kept in memory, answering the
 * catalog calls as the api answers them (the same cards, details, menus and category lists, from ../catalog-answers;
 * the lists' filters, facets, sorts and pages as the api's SQL counts them). Search is simpler than the api's: every
 * searched word must begin a word of the product's text (no typo correction, no synonyms). The api's catalog tests
 * ask both for the same lists and expect the same answers (api/src/modules/catalog/mock-parity.test.ts).
 */
import { brandByCode, type BrandCode } from '../brands';
import {
  PRODUCT_BRAND_NAMES,
  PRODUCT_BRANDS,
  PRODUCT_STATUS,
  stockState,
  type ProductBrand,
  type ProductCard,
  type ProductDetail,
} from '../catalog';
import {
  brandCategoryItems,
  outletMenu,
  padMenu,
  pcMenu,
  productImageUrl,
  roomCategoryItems,
  seesRetail,
  socialList,
  stockInput,
  toCard,
  toDetail,
  visibilityFor,
  type BrandSection,
  type KitRows,
  type MenuSections,
  type PriceCaller,
  type RoomSection,
  type SectionCount,
} from '../catalog-answers';
import { ApiError, ERR, MESSAGES } from '../errors';
import { generateCatalog, type CatalogKit, type CatalogProduct } from '../generated-catalog';
import {
  PRODUCT_PAGE_SIZE,
  SEARCH_MIN_CHARS,
  TRADE_DESKS,
  catalogLink,
  catalogSlug,
  footerGroups,
  priceRangeProblem,
  siteProductBrands,
  type ArtSearchRequest,
  type CategoryItem,
  type DesignerInfo,
  type OlProductListRequest,
  type ProductFacets,
  type ProductListRequest,
  type ProductListResponse,
  type ProductSort,
} from '../index';

/** The api's generated catalog: `npm start` seeds 3000 products of seed 1 (api/src/main.ts). */
export const MOCK_CATALOG = { seed: 1, count: 3000 } as const;
/** Hot products when the call does not say how many (the api's HOT_PRODUCTS). */
const HOT_PRODUCTS = 12;

export interface MockCatalogOptions {
  seed?: number | string;
  count?: number;
  /** Delivery dates are counted from this month (default: now). */
  now?: Date;
}

type Facets = Required<Pick<ProductFacets, 'space' | 'category' | 'brand_id'>> & { price: { min: number; max: number } | null };

interface Sections extends MenuSections {
  styles: SectionCount[];
  names: { room: Resolver; category: Resolver; style: Resolver; portfolio: Resolver };
}

type Resolver = (value: string) => string | null;

/** Name lookup by exact name, lower case or slug (as the api's `nameResolver`). */
function resolver(names: readonly string[]): Resolver {
  const map = new Map<string, string>();
  for (const name of names) {
    for (const key of [name, name.toLowerCase(), catalogSlug(name)]) if (!map.has(key)) map.set(key, name);
  }
  return (value) => map.get(value) ?? map.get(value.toLowerCase()) ?? map.get(catalogSlug(value)) ?? null;
}

const BRAND_NAMES = resolver([...PRODUCT_BRANDS, ...Object.values(PRODUCT_BRAND_NAMES)]);
/** A product brand's code from its code or its name; anything else as it is. */
function brandCodeOf(value: string): string {
  const name = BRAND_NAMES(value);
  if (!name) return value;
  return (Object.entries(PRODUCT_BRAND_NAMES) as Array<[string, string]>).find(([, n]) => n === name)?.[0] ?? name;
}

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'of', 'for', 'with', 'in', 'on', 'to', 'by', 'or', 'at', 'is', 'my', 'our', 'your', 'from']);

/** The words of a search (as the api splits them); null when there is nothing to search; too short a text is refused. */
function searchWords(raw: string | null | undefined): string[] | null {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (!text) return null;
  if ([...text].length < SEARCH_MIN_CHARS) throw new ApiError(ERR.SEARCH_TOO_SHORT, MESSAGES.searchTooShort);
  const words = [...new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => [...w].length >= SEARCH_MIN_CHARS && !STOP_WORDS.has(w)))].slice(0, 6);
  if (!words.length) throw new ApiError(ERR.SEARCH_TOO_SHORT, MESSAGES.searchTooShort);
  return words;
}

/** A word and its singular: "sofas" finds "sofa" and "sofas". */
const stem = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

class Tally {
  readonly map = new Map<string, SectionCount>();
  add(name: string, p: CatalogProduct): void {
    const found = this.map.get(name);
    if (!found) this.map.set(name, { name, count: 1, preview: p.skuNumber, rank: p.rank });
    else {
      found.count += 1;
      if (p.rank < found.rank || (p.rank === found.rank && p.skuNumber < found.preview)) Object.assign(found, { preview: p.skuNumber, rank: p.rank });
    }
  }
  sorted(): SectionCount[] {
    return [...this.map.values()].sort((a, b) => a.name.localeCompare(b.name));
  }
}

class RoomTally {
  readonly rooms = new Tally();
  readonly categories = new Map<string, Tally>();
  add(p: CatalogProduct): void {
    this.rooms.add(p.space, p);
    let cats = this.categories.get(p.space);
    if (!cats) this.categories.set(p.space, (cats = new Tally()));
    cats.add(p.category, p);
  }
  sorted(): RoomSection[] {
    return this.rooms.sorted().map((room) => ({ ...room, categories: this.categories.get(room.name)?.sorted() ?? [] }));
  }
}

/** What a list asks, resolved against the site's catalog (the api's ListInput). */
interface ListInput {
  site: BrandCode;
  space?: string[];
  category?: string[];
  brand_id?: string[];
  style?: string[];
  portfolio?: string[];
  section?: string[];
  stock?: ProductListRequest['stock'];
  isNew?: boolean;
  minPrice?: number;
  maxPrice?: number;
  keyword?: string | null;
  sort?: ProductSort;
  page?: number;
  limit?: number;
}

const isOn = (v: unknown) => v === true || v === 1 || v === '1';

export class MockCatalog {
  readonly products: readonly CatalogProduct[];
  private readonly bySku = new Map<string, CatalogProduct>();
  private readonly kits: readonly CatalogKit[];
  private readonly words = new Map<string, string[]>();
  private readonly sectionsBySite = new Map<BrandCode, Sections>();
  private readonly now: Date;

  constructor(options: MockCatalogOptions = {}) {
    this.now = options.now ?? new Date();
    const { products, kits } = generateCatalog({ seed: options.seed ?? MOCK_CATALOG.seed, count: options.count ?? MOCK_CATALOG.count, now: this.now });
    this.products = [...products].sort((a, b) => a.rank - b.rank || (a.skuNumber < b.skuNumber ? -1 : 1));
    this.kits = kits;
    for (const p of products) this.bySku.set(p.skuNumber, p);
  }

  /** A product of the catalog, whatever the site. */
  product(sku: string): CatalogProduct | undefined {
    return this.bySku.get(sku);
  }

  private siteProducts(site: BrandCode): CatalogProduct[] {
    const brands = new Set<string>(siteProductBrands(site));
    return this.products.filter((p) => brands.has(p.brandId));
  }

  sections(site: BrandCode): Sections {
    const kept = this.sectionsBySite.get(site);
    if (kept) return kept;
    const all = new RoomTally();
    const categories = new Tally();
    const styles = new Tally();
    const portfolios = new Tally();
    const byBrand = new Map<string, { tally: Tally; rooms: RoomTally }>();
    for (const p of this.siteProducts(site)) {
      all.add(p);
      categories.add(p.category, p);
      styles.add(p.style, p);
      portfolios.add(p.portfolio, p);
      let brand = byBrand.get(p.brandId);
      if (!brand) byBrand.set(p.brandId, (brand = { tally: new Tally(), rooms: new RoomTally() }));
      brand.tally.add(p.brandId, p);
      brand.rooms.add(p);
    }
    const rooms = all.sorted();
    const categoryList = categories.sorted();
    const styleList = styles.sorted();
    const portfolioList = portfolios.sorted();
    const brands: BrandSection[] = siteProductBrands(site)
      .filter((b) => byBrand.has(b))
      .map((b) => {
        const found = byBrand.get(b)!;
        return { ...found.tally.map.get(b)!, brand: b as ProductBrand, rooms: found.rooms.sorted() };
      });
    const names = (list: SectionCount[]) => resolver(list.map((s) => s.name));
    const sections: Sections = {
      rooms,
      categories: categoryList,
      brands,
      styles: styleList,
      portfolios: portfolioList,
      names: { room: names(rooms), category: names(categoryList), style: names(styleList), portfolio: names(portfolioList) },
    };
    this.sectionsBySite.set(site, sections);
    return sections;
  }

  private wordsOf(p: CatalogProduct): string[] {
    let found = this.words.get(p.skuNumber);
    if (!found) {
      found = p.searchText.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem);
      this.words.set(p.skuNumber, found);
    }
    return found;
  }

  private matches(p: CatalogProduct, words: readonly string[]): boolean {
    const own = this.wordsOf(p);
    return words.every((w) => {
      const s = stem(w);
      return own.some((o) => o.startsWith(s)) || p.skuNumber.toLowerCase() === w;
    });
  }

  /** Refuses a one-sided or upside-down price range, and prices the caller may not see (the api's checkPrices). */
  private checkPrices(caller: PriceCaller & { signedIn: boolean }, input: ListInput): void {
    const problem = priceRangeProblem(input.minPrice, input.maxPrice);
    if (problem) throw new ApiError(ERR.PRICE_FILTER, problem);
    const usesPrice = input.minPrice !== undefined || input.sort === 'price_asc' || input.sort === 'price_desc';
    if (usesPrice && !seesRetail(caller)) throw new ApiError(ERR.PRICE_FILTER, caller.signedIn ? MESSAGES.pricesHiddenInMode : MESSAGES.pricesLogin);
  }

  /** The product list and search: a page of cards, the total and the facets (counted as the api counts them). */
  list(caller: PriceCaller & { signedIn: boolean }, input: ListInput): ProductListResponse {
    this.checkPrices(caller, input);
    const sort = input.sort ?? 'recommended';
    const page = input.page ?? 1;
    const limit = input.limit ?? PRODUCT_PAGE_SIZE;
    const words = searchWords(input.keyword);
    const { room, category, style, portfolio } = this.sections(input.site).names;
    const spaces = new Set((input.space ?? []).map((v) => room(v) ?? v));
    const categories = new Set((input.category ?? []).map((v) => category(v) ?? v));
    const portfolios = new Set((input.portfolio ?? []).map((v) => portfolio(v) ?? v));
    for (const value of input.section ?? []) {
      const asRoom = room(value);
      const asPortfolio = portfolio(value);
      if (asRoom) spaces.add(asRoom);
      else if (asPortfolio && !category(value)) portfolios.add(asPortfolio);
      else categories.add(category(value) ?? value);
    }
    const styles = new Set((input.style ?? []).map((v) => style(v) ?? v));
    const brands = new Set((input.brand_id ?? []).map(brandCodeOf));
    const min = input.minPrice === undefined ? undefined : Math.round(input.minPrice * 100);
    const max = input.maxPrice === undefined ? undefined : Math.round(input.maxPrice * 100);

    const base = this.siteProducts(input.site).filter(
      (p) =>
        (!words || this.matches(p, words)) &&
        (!styles.size || styles.has(p.style)) &&
        (!portfolios.size || portfolios.has(p.portfolio)) &&
        (!input.stock || stockState(stockInput(p), this.now).tag === input.stock) &&
        (!input.isNew || p.isNew),
    );
    const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
    const space = new Map<string, number>();
    const cat = new Map<string, number>();
    const brand = new Map<string, number>();
    let pmin = Infinity;
    let pmax = -Infinity;
    const matched: CatalogProduct[] = [];
    for (const p of base) {
      const s = !spaces.size || spaces.has(p.space);
      const c = !categories.size || categories.has(p.category);
      const b = !brands.size || brands.has(p.brandId);
      const pr = min === undefined || max === undefined || (p.consumerCents >= min && p.consumerCents <= max);
      if (c && b && pr) count(space, p.space);
      if (s && b && pr) count(cat, p.category);
      if (s && c && pr) count(brand, p.brandId);
      if (s && c && b) {
        pmin = Math.min(pmin, p.consumerCents);
        pmax = Math.max(pmax, p.consumerCents);
        if (pr) matched.push(p);
      }
    }
    const values = (map: Map<string, number>) => [...map].map(([value, n]) => ({ value, count: n })).sort((a, b) => a.value.localeCompare(b.value));
    const counted: Facets = { space: values(space), category: values(cat), brand_id: values(brand), price: pmin <= pmax ? { min: pmin / 100, max: pmax / 100 } : null };
    const rows = this.ordered(matched, sort, words).slice((page - 1) * limit, page * limit);
    const see = visibilityFor(caller);
    const { price, ...kinds } = counted;
    const facets: ProductFacets = { ...kinds };
    if (price && seesRetail(caller)) facets.price = price;
    return { list: rows.map((p) => toCard(p, see)), total: matched.length, page, limit, facets };
  }

  private ordered(list: CatalogProduct[], sort: ProductSort, words: string[] | null): CatalogProduct[] {
    const bySku = (a: CatalogProduct, b: CatalogProduct) => (a.skuNumber < b.skuNumber ? -1 : a.skuNumber > b.skuNumber ? 1 : 0);
    switch (sort) {
      case 'price_asc':
        return [...list].sort((a, b) => a.consumerCents - b.consumerCents || bySku(a, b));
      case 'price_desc':
        return [...list].sort((a, b) => b.consumerCents - a.consumerCents || bySku(a, b));
      case 'newest':
        return [...list].sort((a, b) => bySku(b, a));
      case 'name':
        return [...list].sort((a, b) => a.name.localeCompare(b.name) || bySku(a, b));
      default: {
        if (!words) return list;
        // Relevance, roughly: products whose name has the words first, then by rank (the list is in rank order).
        const inName = (p: CatalogProduct) => words.filter((w) => p.name.toLowerCase().includes(stem(w))).length;
        return [...list].sort((a, b) => inName(b) - inName(a));
      }
    }
  }

  productList(caller: PriceCaller & { signedIn: boolean }, body: ProductListRequest): ProductListResponse {
    return this.list(caller, {
      site: caller.brand,
      space: body.space,
      category: body.category,
      brand_id: body.brand_id,
      style: body.style,
      portfolio: body.portfolio,
      section: body.section,
      stock: body.stock,
      isNew: isOn(body.is_new),
      minPrice: body.min_price,
      maxPrice: body.max_price,
      keyword: body.keyword,
      sort: body.sort,
      page: body.page,
      limit: body.limit,
    });
  }

  outletList(caller: PriceCaller & { signedIn: boolean }, body: OlProductListRequest): ProductListResponse {
    const { category, keyword, sort, page, limit } = body;
    return this.list(caller, { site: 'ol', category, keyword, sort, minPrice: body.min_price, maxPrice: body.max_price, page, limit });
  }

  /** The ART live search: a page without facets; an empty search finds nothing. */
  liveSearch(caller: PriceCaller & { signedIn: boolean }, body: ArtSearchRequest, limit: number): { list: ProductCard[]; total: number; page: number; limit: number } {
    const page = body.page ?? 1;
    if (!(body.search ?? '').trim()) return { list: [], total: 0, page, limit };
    const { list, total } = this.list(caller, { site: caller.brand, keyword: body.search, page, limit });
    return { list, total, page, limit };
  }

  bySkus(caller: PriceCaller, skus: readonly string[]): { list: ProductCard[] } {
    const brands = new Set<string>(siteProductBrands(caller.brand));
    const see = visibilityFor(caller);
    return { list: [...new Set(skus)].flatMap((sku) => {
      const p = this.bySku.get(sku);
      return p && brands.has(p.brandId) ? [toCard(p, see)] : [];
    }) };
  }

  detail(caller: PriceCaller, sku: string): ProductDetail {
    const p = this.bySku.get(sku);
    if (!p || !(siteProductBrands(caller.brand) as readonly string[]).includes(p.brandId)) throw new ApiError(ERR.PRODUCT_NOT_FOUND, MESSAGES.productNotExist);
    const name = (s: string) => this.bySku.get(s)?.name ?? s;
    const kits: KitRows = {
      includes: this.kits.filter((k) => k.kitSku === sku).map((k) => ({ skuNumber: k.componentSku, name: name(k.componentSku), quantity: k.quantity })).sort((a, b) => (a.skuNumber < b.skuNumber ? -1 : 1)),
      componentOf: this.kits.filter((k) => k.componentSku === sku).map((k) => ({ skuNumber: k.kitSku, name: name(k.kitSku) })).sort((a, b) => (a.skuNumber < b.skuNumber ? -1 : 1)),
    };
    return toDetail(p, kits, visibilityFor(caller), this.now);
  }

  hot(caller: PriceCaller, limit = HOT_PRODUCTS): { list: ProductCard[] } {
    const see = visibilityFor(caller);
    const rows = this.siteProducts(caller.brand).filter((p) => p.isHot && p.status === PRODUCT_STATUS.ON_SALE).slice(0, limit);
    return { list: rows.map((p) => toCard(p, see)) };
  }

  homeCategories(site: BrandCode) {
    return {
      list: this.sections(site).rooms.map((room) => ({
        name: room.name,
        value: room.name,
        link: catalogLink(site, { room: room.name }),
        image: productImageUrl(room.preview),
        count: room.count,
      })),
    };
  }

  webMenu(site: BrandCode) {
    const sections = this.sections(site);
    return { pc: pcMenu(site, sections), pad: padMenu(site, sections), footer: footerGroups(site) };
  }

  jcCategories(site: BrandCode) {
    return { menu: pcMenu(site, this.sections(site)), footer: footerGroups(site), socialList: socialList(site) };
  }

  outletCategories() {
    return { menu: outletMenu(this.sections('ol')), footer: footerGroups('ol') };
  }

  categoryList(site: BrandCode, byBrand: boolean, brandId: string | undefined): { list: CategoryItem[] } {
    const sections = this.sections(site);
    if (byBrand) {
      const brands = brandCategoryItems(sections);
      return { list: brandId ? brands.filter((b) => b.value === brandId) : brands };
    }
    const rooms = brandId ? (sections.brands.find((b) => b.brand === brandId)?.rooms ?? []) : sections.rooms;
    return { list: roomCategoryItems(rooms) };
  }

  designerInfo(site: BrandCode): DesignerInfo {
    return TRADE_DESKS[site];
  }

  /** The SVG a product picture read answers in mock mode: the product's finish colour and name on the studio ground. */
  pictureSvg(filename: string): string {
    const sku = /^(.+)_\d{1,2}\.jpg$/.exec(filename)?.[1];
    const p = sku ? this.bySku.get(sku) : undefined;
    const colour = /^#[0-9a-f]{6}$/i.test(p?.finishColor ?? '') ? p!.finishColor : '#c9c2b8';
    const label = (p ? `${p.name} · ${brandByCode(p.brandId as BrandCode).name}` : 'No image').replace(/[<>&"']/g, ' ');
    return (
      '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900" viewBox="0 0 1200 900">' +
      '<rect width="1200" height="900" fill="#f3f0eb"/>' +
      `<rect x="300" y="300" width="600" height="300" rx="40" fill="${colour}"/>` +
      `<rect x="340" y="600" width="40" height="90" fill="${colour}"/><rect x="820" y="600" width="40" height="90" fill="${colour}"/>` +
      `<text x="600" y="800" text-anchor="middle" font-family="sans-serif" font-size="40" fill="#5a5047">${label}</text></svg>`
    );
  }
}
