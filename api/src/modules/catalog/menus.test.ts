import {
  BRAND_TABLE,
  CATALOG_CALLS,
  ERR,
  brandByCode,
  categoryListResponse,
  jcCategoryListResponse,
  linkDestination,
  webMenuResponse,
  type BrandCode,
  type Endpoint,
  type CategoryItem,
  type MenuItem,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { SECTIONS_TTL_MS } from './sections';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  const rows = [];
  for (const brandId of ['hom', 'ca', 'rowe', 'jc', 'art', 'ol'] as const) {
    rows.push(
      { skuNumber: `${brandId}-1`, brandId, name: 'Harlow Sofa', space: 'Living Room', category: 'Sofas', portfolio: 'Harlow', rank: 1 },
      { skuNumber: `${brandId}-2`, brandId, name: 'Harlow Chair', space: 'Living Room', category: 'Chairs', portfolio: 'Harlow', rank: 2 },
      { skuNumber: `${brandId}-3`, brandId, name: 'Aldo Dining Table', space: 'Dining Room', category: 'Dining Tables', portfolio: 'Aldo', rank: 3 },
      { skuNumber: `${brandId}-4`, brandId, name: 'Aldo Bench', space: 'Dining Room', category: 'Benches', portfolio: 'Aldo', rank: 4 },
      { skuNumber: `${brandId}-5`, brandId, name: 'Mara Bench', space: 'Bedroom', category: 'Benches', portfolio: 'Mara', rank: 5 },
    );
  }
  await insertProducts(api.services, rows);
});
afterAll(() => api.close());

const walk = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...walk(i.children)]);
const brandOf = (code: BrandCode) => brandByCode(code).brand;

/** Every in-app link of a menu leads to a page the site has (not /404). */
function expectLinksResolve(code: BrandCode, items: readonly MenuItem[]) {
  for (const entry of walk(items)) {
    expect(typeof entry._blank).toBe('boolean');
    expect(typeof entry.role).toBe('string');
    expect(typeof entry.line_wrap).toBe('boolean');
    if (!entry.link) continue;
    // Followed as the site follows it, the /page/ addresses through their aliases too.
    expect(linkDestination(brandOf(code), entry.link, true).kind, `${code} ${entry.name} ${entry.link}`).not.toBe('missing');
  }
}

const menuCall = <T>(endpoint: Endpoint, obtain: BrandCode) => api.call<T>(endpoint, { body: {}, query: { obtain } });

describe('web menu (pc, pad, footer)', () => {
  it('builds the Caracole menu from its catalog, with CA links', async () => {
    const res = await menuCall<z.output<typeof webMenuResponse>>(CATALOG_CALLS.caWebMenu, 'ca');
    expect(res.err).toBe(ERR.OK);
    expect(z.safeParse(webMenuResponse, res.val).success).toBe(true);
    const products = res.val.pc[0]!;
    expect(products.name).toBe('Products');
    expect(products.children.map((r) => [r.name, r.count, r.link])).toEqual([
      ['Bedroom', 1, '/product/category/bedroom'],
      ['Dining Room', 2, '/product/category/dining-room'],
      ['Living Room', 2, '/product/category/living-room'],
    ]);
    expect(products.children[1]!.children.map((c) => [c.name, c.link])).toEqual([
      ['Benches', '/product/category/benches?Room=Dining%20Room'],
      ['Dining Tables', '/product/category/dining-tables?Room=Dining%20Room'],
    ]);
    const names = res.val.pc.map((m) => m.name);
    expect(names).toEqual(expect.arrayContaining(['In Stock', 'Coming Soon', 'Last Chance', 'Collections', 'My Visualizations']));
    expect(res.val.pc.find((m) => m.name === 'My Visualizations')!.role).toBe('AI_design_scheme_list');
    // Designer Benefits (designerAccount) is a page of the hub's whitelist only: Caracole has none, so no entry (it led to /404).
    expect(names).not.toContain('Designer Benefits');
    expect(res.val.pad.map((m) => m.name).slice(0, 3)).toEqual(['Bedroom', 'Dining Room', 'Living Room']);
    expectLinksResolve('ca', [...res.val.pc, ...res.val.pad, ...res.val.footer]);
  });

  it('answers footer groups with the legal pages of the route table', async () => {
    const res = await menuCall<z.output<typeof webMenuResponse>>(CATALOG_CALLS.caWebMenu, 'ca');
    expect(res.val.footer.map((g) => g.name)).toEqual(['About', 'Trade', 'Customer Care', 'Policies']);
    expect(res.val.footer[3]!.children.map((c) => c.link)).toEqual(['/TermsOfUse', '/privacyPolicy', '/cookiesPolicy', '/refundPolicy', '/cancellation', '/warranty']);
    expect(res.val.footer[0]!.children[0]).toMatchObject({ link: BRAND_TABLE.CA.homeUrl, _blank: true });
  });

  it('builds the hub menu with its brands and /productList links; the dealer site asks for access', async () => {
    const hub = await menuCall<z.output<typeof webMenuResponse>>(CATALOG_CALLS.caWebMenu, 'hom');
    expect(hub.val.pc[0]!.children.find((r) => r.name === 'Living Room')).toMatchObject({ link: '/productList?Room=Living%20Room', count: 10 });
    const brands = hub.val.pc.find((m) => m.name === 'Brands')!;
    expect(brands.children.map((b) => b.name)).toEqual(['HOM', 'Caracole', 'Rowe', 'Jonathan Charles', 'A.R.T. Furniture']);
    expect(brands.children[1]!.link).toBe('/productList?Brand=ca');
    expect(brands.children[1]!.children[0]!.children[0]!.link).toBe('/productList?Room=Bedroom&Category=Benches&Brand=ca');
    expectLinksResolve('hom', [...hub.val.pc, ...hub.val.pad, ...hub.val.footer]);
    const dealer = await menuCall<z.output<typeof webMenuResponse>>(CATALOG_CALLS.caWebMenu, 'ca_dealer');
    expect(walk(dealer.val.footer).map((i) => i.name)).toContain('Request Access');
    expectLinksResolve('ca_dealer', [...dealer.val.pc, ...dealer.val.footer]);
  });
});

describe('JC and ART menus (menu, footer, socialList)', () => {
  it('gives JC items second_menu_style, preview_link and is_show, with JC links', async () => {
    const res = await menuCall<z.output<typeof jcCategoryListResponse>>(CATALOG_CALLS.jcCategories, 'jc');
    expect(z.safeParse(jcCategoryListResponse, res.val).success).toBe(true);
    const products = res.val.menu[0]!;
    expect(products).toMatchObject({ second_menu_style: '5', is_show: true, preview_link: expect.stringContaining('filename=jc-1_1.jpg') });
    const living = products.children.find((r) => r.name === 'Living Room')!;
    expect(living).toMatchObject({ link: '/productList/websiteClass?WebsiteClass=Living%20Room', second_menu_style: '5' });
    expect(living.children[0]).toMatchObject({ name: 'Chairs', link: '/productList/category?Category=Chairs&WebsiteClass=Living%20Room', second_menu_style: '1', is_show: true });
    expect(res.val.menu.map((m) => m.name)).toEqual(expect.arrayContaining(['New', 'Collections', 'Dealer Locator', 'eCatalog', 'Bespoke Dining']));
    expect(res.val.socialList.length).toBeGreaterThan(0);
    expect(res.val.socialList[0]).toEqual({ icon_url: expect.stringMatching(/^\/static\//), icon_link: expect.stringMatching(/^https:\/\//) });
    expect(walk(res.val.footer).map((i) => i.link)).toContain('/contactUs');
    expectLinksResolve('jc', [...res.val.menu, ...res.val.footer]);
  });

  it('gives ART /shop links', async () => {
    const res = await menuCall<z.output<typeof jcCategoryListResponse>>(CATALOG_CALLS.jcCategories, 'art');
    const living = res.val.menu[0]!.children.find((r) => r.name === 'Living Room')!;
    expect(living.link).toBe('/shop/living-room');
    expect(living.children[0]!.link).toBe('/shop/chairs?Room=Living%20Room');
    expect(res.val.menu.map((m) => m.name)).toContain('Sale');
    expectLinksResolve('art', [...res.val.menu, ...res.val.footer]);
    // Contact Us is a JC and FFD page only.
    expect(walk(res.val.footer).map((i) => i.link)).not.toContain('/contactUs');
  });

  it('answers the FFD menu: outlet categories linking to /FFDProductList', async () => {
    const res = await menuCall<{ menu: MenuItem[]; footer: MenuItem[] }>(CATALOG_CALLS.outletCategories, 'ol');
    expect(res.val.menu.slice(1).map((m) => [m.name, m.link])).toEqual([
      ['Benches', '/FFDProductList?category=benches'],
      ['Chairs', '/FFDProductList?category=chairs'],
      ['Dining Tables', '/FFDProductList?category=dining-tables'],
      ['Sofas', '/FFDProductList?category=sofas'],
    ]);
    expect(res.val.menu[1]!.count).toBe(2);
    expectLinksResolve('ol', [...res.val.menu, ...res.val.footer]);
  });
});

describe('category lists', () => {
  const get = (endpoint: Endpoint, obtain: BrandCode, query: Record<string, string> = {}) =>
    api.call<{ list: CategoryItem[] }>(endpoint, { query: { obtain, ...query } });

  it('lists rooms with their categories (name, value, category)', async () => {
    const res = await get(CATALOG_CALLS.roomCategories, 'jc');
    expect(z.safeParse(categoryListResponse, res.val).success).toBe(true);
    expect(res.val.list.map((r) => r.name)).toEqual(['Bedroom', 'Dining Room', 'Living Room']);
    expect(res.val.list[1]).toEqual({
      name: 'Dining Room',
      value: 'Dining Room',
      count: 2,
      category: [
        { name: 'Benches', value: 'Benches', count: 1 },
        { name: 'Dining Tables', value: 'Dining Tables', count: 1 },
      ],
    });
    const hubCa = await get(CATALOG_CALLS.roomCategories, 'hom', { brand_id: 'ca' });
    expect(hubCa.val.list.reduce((n, r) => n + (r.count ?? 0), 0)).toBe(5);
  });

  it("lists the hub's brands, and Rowe's own lists whatever the site", async () => {
    const brands = await get(CATALOG_CALLS.brandCategories, 'hom');
    expect(brands.val.list.map((b) => b.value)).toEqual(['hom', 'ca', 'rowe', 'jc', 'art']);
    expect(brands.val.list[1]!.category!.map((r) => r.name)).toEqual(['Bedroom', 'Dining Room', 'Living Room']);
    const one = await get(CATALOG_CALLS.brandCategories, 'hom', { brand_id: 'jc' });
    expect(one.val.list.map((b) => b.name)).toEqual(['Jonathan Charles']);
    const rowe = await get(CATALOG_CALLS.roweBrandCategories, 'hom');
    expect(rowe.val.list.map((b) => b.value)).toEqual(['rowe']);
    const roweRooms = await get(CATALOG_CALLS.roweRoomCategories, 'hom');
    expect(roweRooms.val.list.reduce((n, r) => n + (r.count ?? 0), 0)).toBe(5);
    expect((await get(CATALOG_CALLS.roomCategories, 'hom', { brand_id: 'nope' })).err).toBe(ERR.BAD_REQUEST);
  });

  it('keeps the menu data a minute, then reads the live catalog again (answering the old data meanwhile)', async () => {
    const count = async () => (await get(CATALOG_CALLS.roomCategories, 'rowe')).val.list.find((r) => r.name === 'Bedroom')!.count;
    expect(await count()).toBe(1);
    await insertProducts(api.services, [{ skuNumber: 'rowe-6', brandId: 'rowe', space: 'Bedroom', category: 'Beds' }]);
    expect(await count()).toBe(1);
    api.advance(SECTIONS_TTL_MS + 1);
    await vi.waitFor(async () => expect(await count()).toBe(2), { timeout: 5_000, interval: 20 });
  });
});
