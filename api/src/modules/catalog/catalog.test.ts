import {
  CATALOG_CALLS,
  ERR,
  FILE_CALLS,
  MESSAGES,
  PRODUCT_PAGE_SIZE,
  productDetail,
  productListResponse,
  type AccountKind,
  type ProductCard,
  type ProductDetail,
  type ProductListResponse,
} from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { productKits } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { openSession } from '../identity';

let api: TestApi;
const tokens: Record<string, string> = {};

const PRICE_FIELDS = ['msrp_price', 'designer_price', 'consumer_price', 'promotional_price', 'product_price_about'] as const;
const priceFields = (card: ProductCard) => PRICE_FIELDS.filter((f) => f in card);

async function signIn(kind: AccountKind, email: string, extra: { parentId?: string; agentCode?: string; phone?: string } = {}) {
  const account = await createAccount(api.services, { kind, email, password: null, ...extra });
  const { token } = await openSession(api.services, { id: account.id, kind }, kind === 'ffd_shopper' ? 'ol' : 'hom');
  return { id: account.id, token };
}

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [
    { skuNumber: 'CA-SOFA-1', brandId: 'ca', name: 'Harlow Sofa', consumerCents: 600_000, msrpCents: 800_000, designerCents: 400_000, rank: 1, isHot: true },
    { skuNumber: 'JC-SOFA-1', brandId: 'jc', name: 'Bellamy Sofa', consumerCents: 300_000, designerCents: 150_000, msrpCents: 450_000, promotionalCents: 250_000, rank: 2, isHot: true },
    {
      skuNumber: 'CA-CHAIR-1',
      brandId: 'ca',
      name: 'Lyle Lounge Chair',
      category: 'Chairs',
      shape: 'chair',
      consumerCents: 200_000,
      status: 2,
      rank: 3,
      isHot: true,
    },
    {
      skuNumber: 'HOM-BED-1',
      brandId: 'hom',
      name: 'Mara Bed',
      space: 'Bedroom',
      category: 'Beds',
      shape: 'bed',
      consumerCents: 500_000,
      stock: 0,
      futureStock: 4,
      expectedDelivery: new Date(Date.UTC(2031, 2, 14)),
      views: 4,
      rank: 4,
      specifications: [{ name: 'Seat height', value: '18 in' }],
    },
    { skuNumber: 'ROWE-SOFA-1', brandId: 'rowe', name: 'Cameron Sofa', consumerCents: 350_000, rank: 5 },
    { skuNumber: 'ART-TABLE-1', brandId: 'art', name: 'Aldo Dining Table', space: 'Dining Room', category: 'Dining Tables', shape: 'table-rect', consumerCents: 900_000, rank: 6 },
    { skuNumber: 'OL-SOFA-1', brandId: 'ol', name: 'Outlet Sofa', consumerCents: 100_000, msrpCents: 200_000, rank: 1 },
    { skuNumber: 'CA-KIT-1', brandId: 'ca', name: 'Harlow Sectional Kit', category: 'Sectionals', shape: 'sectional', consumerCents: 1_500_000, rank: 7 },
  ]);
  await api.services.db.insert(productKits).values([
    { kitSku: 'CA-KIT-1', componentSku: 'CA-SOFA-1', quantity: 2 },
    { kitSku: 'CA-KIT-1', componentSku: 'CA-CHAIR-1', quantity: 1 },
  ]);
  // Fillers for paging: same rank, so only the SKU orders them.
  await insertProducts(
    api.services,
    Array.from({ length: 130 }, (_, i) => ({
      skuNumber: `FILL-${String(i).padStart(3, '0')}`,
      brandId: (['hom', 'ca', 'jc', 'art', 'rowe'] as const)[i % 5],
      name: `Nolan Console ${i}`,
      space: 'Entryway',
      category: 'Consoles',
      shape: 'console',
      materials: 'Pine',
      finish: 'Natural',
      consumerCents: 100_000 + i * 1_000,
      rank: 100,
    })),
  );
  const designer = await signIn('designer', 'dana@studio.test', { phone: '2125550100' });
  tokens.designer = designer.token;
  tokens.customer = (await signIn('customer', 'client@home.test', { parentId: designer.id })).token;
  tokens.agent = (await signIn('client_agent', 'agent@hom.test', { agentCode: 'AG-1' })).token;
  tokens.ffd = (await signIn('ffd_shopper', 'shopper@ffd.test')).token;
  tokens.dealer = (await signIn('dealer', 'dealer@caracole.test')).token;
});
afterAll(() => api.close());

type Call = { token?: string; mode?: string; obtain?: string };
const list = (body: Record<string, unknown>, who: Call = {}) =>
  api.call<ProductListResponse>(CATALOG_CALLS.productList, { body, token: who.token, mode: who.mode, query: { obtain: who.obtain ?? 'hom' } });
const detail = (sku: string, who: Call = {}) =>
  api.call<ProductDetail>(CATALOG_CALLS.detail, { body: { sku_number: sku, source: 'llm' }, token: who.token, mode: who.mode, query: { obtain: who.obtain ?? 'hom' } });
const cardOf = async (sku: string, who: Call = {}) => {
  const res = await api.call<{ list: ProductCard[] }>(CATALOG_CALLS.bySku, { body: { list: [sku] }, token: who.token, mode: who.mode, query: { obtain: who.obtain ?? 'hom' } });
  expect(res.err, res.errmsg).toBe(ERR.OK);
  return res.val.list[0]!;
};

describe('prices by mode: a price the mode may not see is absent', () => {
  it('shows a visitor no price at all, and no price facet', async () => {
    const card = await cardOf('CA-SOFA-1');
    expect(priceFields(card)).toEqual([]);
    const res = await list({});
    expect(res.val.facets.price).toBeUndefined();
    expect(res.val.list.every((c) => priceFields(c).length === 0)).toBe(true);
    expect(JSON.stringify(res.val)).not.toMatch(/price/);
  });

  it('shows a designer in browsing mode no price', async () => {
    expect(priceFields(await cardOf('CA-SOFA-1', { token: tokens.designer, mode: 'mibd_safe' }))).toEqual([]);
  });

  it('shows a designer in client mode MSRP and retail prices, never the designer price', async () => {
    const card = await cardOf('JC-SOFA-1', { token: tokens.designer, mode: 'mibd_communicate' });
    expect(card).toMatchObject({ msrp_price: 4500, consumer_price: 3000, promotional_price: 2500, product_price_about: { final_price: 2500 } });
    expect('designer_price' in card).toBe(false);
  });

  it('shows a designer in designer mode every price; the final price is the designer price', async () => {
    const card = await cardOf('CA-SOFA-1', { token: tokens.designer, mode: 'mibd_designer' });
    expect(card).toMatchObject({ msrp_price: 8000, designer_price: 4000, consumer_price: 6000, promotional_price: null, product_price_about: { final_price: 4000 } });
  });

  it('shows a customer retail, promotional and MSRP prices but no designer price', async () => {
    const card = await cardOf('JC-SOFA-1', { token: tokens.customer });
    expect(priceFields(card).sort()).toEqual(['consumer_price', 'msrp_price', 'product_price_about', 'promotional_price']);
  });

  it('shows a client agent the designer price', async () => {
    const card = await cardOf('CA-SOFA-1', { token: tokens.agent });
    expect(card).toMatchObject({ designer_price: 4000, msrp_price: 8000, consumer_price: 6000 });
  });

  it('shows an FFD shopper retail prices and no MSRP (the outlet has none)', async () => {
    const card = await cardOf('OL-SOFA-1', { token: tokens.ffd, obtain: 'ol' });
    expect(priceFields(card).sort()).toEqual(['consumer_price', 'product_price_about', 'promotional_price']);
  });

  it('shows no MSRP on the Rowe site, even in designer mode', async () => {
    const card = await cardOf('ROWE-SOFA-1', { token: tokens.designer, mode: 'mibd_designer', obtain: 'rowe' });
    expect('msrp_price' in card).toBe(false);
    expect(card.designer_price).toBe(4000);
  });

  it("shows MSRP on the dealer site through ca_dealer_msrp (a dealer with no Mode header)", async () => {
    const card = await cardOf('CA-SOFA-1', { token: tokens.dealer, obtain: 'ca_dealer' });
    expect(card).toMatchObject({ msrp_price: 8000, designer_price: 4000 });
  });

  it('keeps the price label for designer mode only', async () => {
    expect((await detail('CA-SOFA-1', { token: tokens.designer, mode: 'mibd_designer' })).val.price_label).toBe('Retail 50');
    expect('price_label' in (await detail('CA-SOFA-1', { token: tokens.designer, mode: 'mibd_communicate' })).val).toBe(false);
  });

  it('refuses the price filter and price sort to callers who may not see prices', async () => {
    const visitor = await list({ min_price: 1, max_price: 5000 });
    expect({ err: visitor.err, errmsg: visitor.errmsg }).toEqual({ err: ERR.PRICE_FILTER, errmsg: MESSAGES.pricesLogin });
    const safe = await list({ sort: 'price_asc' }, { token: tokens.designer, mode: 'mibd_safe' });
    expect({ err: safe.err, errmsg: safe.errmsg }).toEqual({ err: ERR.PRICE_FILTER, errmsg: MESSAGES.pricesHiddenInMode });
  });
});

describe('product list', () => {
  const designer: Call = {};
  beforeAll(() => {
    designer.token = tokens.designer;
    designer.mode = 'mibd_designer';
  });

  it('answers the contract shape, 48 per page, with the hub showing every trade brand and not the outlet', async () => {
    const res = await list({});
    expect(res.err).toBe(ERR.OK);
    expect(z.safeParse(productListResponse, res.val).success).toBe(true);
    expect(res.val).toMatchObject({ page: 1, limit: PRODUCT_PAGE_SIZE, total: 137 });
    expect(res.val.list).toHaveLength(PRODUCT_PAGE_SIZE);
    expect(res.val.list.map((c) => c.sku_number).slice(0, 3)).toEqual(['CA-SOFA-1', 'JC-SOFA-1', 'CA-CHAIR-1']);
    expect(res.val.facets.brand_id.map((f) => f.value)).toEqual(['art', 'ca', 'hom', 'jc', 'rowe']);
  });

  it('shows a brand site its own products only', async () => {
    const res = await list({}, { obtain: 'jc' });
    expect(res.val.total).toBe(27);
    expect(res.val.list.every((c) => c.brand_id === 'jc')).toBe(true);
    expect((await list({}, { obtain: 'ol' })).val.list.map((c) => c.sku_number)).toEqual(['OL-SOFA-1']);
  });

  it('combines filters: AND across kinds, OR within a kind; names or slugs', async () => {
    const sofas = await list({ space: 'Living Room', category: ['Sofas'] });
    expect(sofas.val.list.map((c) => c.sku_number).sort()).toEqual(['CA-SOFA-1', 'JC-SOFA-1', 'ROWE-SOFA-1']);
    const caSofas = await list({ space: 'living-room', category: 'sofas', brand_id: 'ca' });
    expect(caSofas.val.list.map((c) => c.sku_number)).toEqual(['CA-SOFA-1']);
    const two = await list({ category: ['Sofas', 'Beds'], brand_id: ['hom', 'jc'] });
    expect(two.val.list.map((c) => c.sku_number).sort()).toEqual(['HOM-BED-1', 'JC-SOFA-1']);
    const byName = await list({ brand_id: 'Caracole', category: 'Sectionals' });
    expect(byName.val.list.map((c) => c.sku_number)).toEqual(['CA-KIT-1']);
    const section = await list({ section: 'bedroom' });
    expect(section.val.list.map((c) => c.sku_number)).toEqual(['HOM-BED-1']);
  });

  it('filters by a price range on the retail price, in dollars', async () => {
    const res = await list({ min_price: 2500, max_price: '6000', category: ['Sofas', 'Beds'] }, designer);
    expect(res.val.list.map((c) => c.sku_number).sort()).toEqual(['CA-SOFA-1', 'HOM-BED-1', 'JC-SOFA-1', 'ROWE-SOFA-1']);
    const narrow = await list({ min_price: 3400, max_price: 5000 }, designer);
    expect(narrow.val.list.map((c) => c.sku_number).sort()).toEqual(['HOM-BED-1', 'ROWE-SOFA-1']);
  });

  it.each([
    [{ min_price: 100 }, MESSAGES.priceFilterRange],
    [{ max_price: 100 }, MESSAGES.priceFilterRange],
    [{ min_price: 100, max_price: '' }, MESSAGES.priceFilterRange],
    [{ min_price: 500, max_price: 100 }, MESSAGES.priceFilterOrder],
  ])('refuses a one-sided or upside-down price range %o', async (body, errmsg) => {
    const res = await list(body, designer);
    expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.PRICE_FILTER, errmsg });
  });

  it('counts facets with every other filter kept, and the price range without the price filter', async () => {
    const res = await list({ space: 'Living Room', category: 'Sofas', min_price: 2000, max_price: 4000 }, designer);
    const { facets, total } = res.val;
    expect(total).toBe(2);
    // Room counts keep the category and price filters: only living-room sofas priced 2000-4000.
    expect(facets.space).toEqual([{ value: 'Living Room', count: 2 }]);
    // Category counts keep the room and price filters: chairs in the living room at 2000 too.
    expect(facets.category).toEqual([
      { value: 'Chairs', count: 1 },
      { value: 'Sofas', count: 2 },
    ]);
    expect(facets.brand_id).toEqual([
      { value: 'jc', count: 1 },
      { value: 'rowe', count: 1 },
    ]);
    // The price range of living-room sofas, whatever the price filter.
    expect(facets.price).toEqual({ min: 3000, max: 6000 });
    // Every facet kind sums to the total when no filter of that kind is set.
    const all = await list({}, designer);
    for (const kind of ['space', 'category', 'brand_id'] as const) {
      expect(all.val.facets[kind].reduce((n, f) => n + f.count, 0)).toBe(all.val.total);
    }
  });

  it('counts the same whether the counts come from the menu sections or from the database', async () => {
    const filters = [{}, { space: 'Living Room' }, { category: ['Sofas', 'Consoles'], brand_id: 'ca' }, { space: 'Entryway', brand_id: ['jc', 'art'] }];
    for (const filter of filters) {
      const fromSections = await list(filter, designer);
      // A price range wide enough for every product sends the counts through the database.
      const fromDatabase = await list({ ...filter, min_price: 0, max_price: 1_000_000 }, designer);
      expect(fromDatabase.val.facets, JSON.stringify(filter)).toEqual(fromSections.val.facets);
      expect(fromDatabase.val.total).toBe(fromSections.val.total);
    }
  });

  it('sorts by price, name and newest', async () => {
    const asc = await list({ category: ['Sofas', 'Beds'], sort: 'price_asc' }, designer);
    expect(asc.val.list.map((c) => c.sku_number)).toEqual(['JC-SOFA-1', 'ROWE-SOFA-1', 'HOM-BED-1', 'CA-SOFA-1']);
    const desc = await list({ category: ['Sofas', 'Beds'], sort: 'price_desc' }, designer);
    expect(desc.val.list.map((c) => c.sku_number)).toEqual(['CA-SOFA-1', 'HOM-BED-1', 'ROWE-SOFA-1', 'JC-SOFA-1']);
    const byName = await list({ category: ['Sofas', 'Beds'], sort: 'name' });
    expect(byName.val.list.map((c) => c.name)).toEqual(['Bellamy Sofa', 'Cameron Sofa', 'Harlow Sofa', 'Mara Bed']);
    expect((await list({ sort: 'newest' })).err).toBe(ERR.OK);
  });

  it('walks every page with no duplicates and no gaps', async () => {
    for (const sort of ['recommended', 'name', 'price_asc'] as const) {
      const seen: string[] = [];
      let total = 0;
      for (let page = 1; page < 20; page++) {
        const res = await list({ sort, page, limit: 20 }, designer);
        expect(res.err, res.errmsg).toBe(ERR.OK);
        total = res.val.total;
        if (!res.val.list.length) break;
        seen.push(...res.val.list.map((c) => c.sku_number));
      }
      expect(seen).toHaveLength(total);
      expect(new Set(seen).size).toBe(total);
    }
  });

  it('filters by stock tag and answers an empty list for nothing found', async () => {
    expect((await list({ stock: 'unavailable' })).val.list.map((c) => c.sku_number)).toEqual(['CA-CHAIR-1']);
    expect((await list({ stock: 'soon' })).val.list.map((c) => c.sku_number)).toEqual(['HOM-BED-1']);
    const none = await list({ category: 'Pianos' });
    expect(none.val).toMatchObject({ list: [], total: 0 });
  });

  it('refuses bad input with a clear envelope', async () => {
    for (const body of [{ page: 0 }, { limit: 49 }, { sort: 'cheapest' }, { min_price: 'ten', max_price: 20 }, { space: 'x'.repeat(81) }]) {
      const res = await list(body, designer);
      expect(res.status).toBe(400);
      expect(res.err).toBe(ERR.BAD_REQUEST);
      expect(res.errmsg).not.toBe('');
    }
  });
});

describe('products by SKU, hot products and the home sections', () => {
  it('answers in the order given, leaving out unknown SKUs and other sites', async () => {
    const res = await api.call<{ list: ProductCard[] }>(CATALOG_CALLS.bySku, { body: { list: ['JC-SOFA-1', 'NOPE', 'OL-SOFA-1', 'CA-SOFA-1', 'HOM-BED-1'] } });
    expect(res.val.list.map((c) => c.sku_number)).toEqual(['JC-SOFA-1', 'CA-SOFA-1', 'HOM-BED-1']);
    expect(res.val.list[0]!.image).toBe(`${FILE_CALLS.read.path}?blockid=1&width=300&height=0&format=jpg&filename=JC-SOFA-1_1.jpg`);
    const other = await api.call<{ list: ProductCard[] }>(CATALOG_CALLS.bySku, { body: { sku_number: ['HOM-BED-1', 'CA-SOFA-1'] } });
    expect(other.val.list.map((c) => c.sku_number)).toEqual(['HOM-BED-1', 'CA-SOFA-1']);
    expect((await api.call(CATALOG_CALLS.bySku, { body: {} })).err).toBe(ERR.BAD_REQUEST);
  });

  it('lists hot products on sale by rank', async () => {
    const res = await api.call<{ list: ProductCard[] }>(CATALOG_CALLS.hotProducts);
    expect(res.val.list.map((c) => c.sku_number)).toEqual(['CA-SOFA-1', 'JC-SOFA-1']);
  });

  it('lists the rooms of the home page with a picture, link and count', async () => {
    const res = await api.call<{ list: Array<{ name: string; link: string; image: string; count: number }> }>(CATALOG_CALLS.homeCategories);
    expect(res.val.list.map((r) => r.name)).toEqual(['Bedroom', 'Dining Room', 'Entryway', 'Living Room']);
    expect(res.val.list.find((r) => r.name === 'Living Room')).toMatchObject({ link: '/productList?Room=Living%20Room', count: 5 });
    expect(res.val.list[0]!.image).toContain('filename=HOM-BED-1_1.jpg');
  });
});

describe('product detail', () => {
  it('answers every view, the stock tag, delivery label, specifications and kits', async () => {
    const res = await detail('HOM-BED-1');
    expect(res.err).toBe(ERR.OK);
    expect(z.safeParse(productDetail, res.val).success).toBe(true);
    expect(res.val.images).toHaveLength(4);
    expect(res.val.images[3]).toContain('filename=HOM-BED-1_4.jpg');
    expect(res.val).toMatchObject({ stock_tag: 'soon', delivery_label: 'Mid March 2031', specifications: [{ name: 'Seat height', value: '18 in' }] });
    expect(res.val.expected_delivery).toBe(Date.UTC(2031, 2, 14));

    const kit = await detail('CA-KIT-1');
    expect(kit.val.kit_includes).toEqual([
      { sku_number: 'CA-CHAIR-1', name: 'Lyle Lounge Chair', quantity: 1, image: expect.stringContaining('CA-CHAIR-1_1.jpg') },
      { sku_number: 'CA-SOFA-1', name: 'Harlow Sofa', quantity: 2, image: expect.stringContaining('CA-SOFA-1_1.jpg') },
    ]);
    const part = await detail('CA-SOFA-1');
    expect(part.val.component_of_kit).toEqual([{ sku_number: 'CA-KIT-1', name: 'Harlow Sectional Kit', image: expect.stringContaining('CA-KIT-1_1.jpg') }]);
    expect(part.val).toMatchObject({ kit_includes: [], delivery_label: '', expected_delivery: null, stock_tag: 'in_stock' });
  });

  it("still answers a product no longer on sale, tagged 'unavailable'", async () => {
    const res = await detail('CA-CHAIR-1');
    expect(res.val).toMatchObject({ status: 2, stock_tag: 'unavailable' });
  });

  it("answers 'Product does not exist' for an unknown SKU and for another site's product", async () => {
    for (const [sku, obtain] of [
      ['NO-SUCH-SKU', 'hom'],
      ['JC-SOFA-1', 'ca'],
      ['OL-SOFA-1', 'hom'],
    ] as const) {
      const res = await detail(sku, { obtain });
      expect({ err: res.err, errmsg: res.errmsg }).toEqual({ err: ERR.PRODUCT_NOT_FOUND, errmsg: MESSAGES.productNotExist });
    }
    expect((await api.call(CATALOG_CALLS.detail, { body: { sku_number: '  ' } })).err).toBe(ERR.BAD_REQUEST);
  });
});

describe('designer info', () => {
  it("answers a customer's own designer", async () => {
    const res = await api.call(CATALOG_CALLS.designerInfo, { body: {}, token: tokens.customer });
    expect(res.val).toEqual({ name: 'Test Person', img: '', email: 'dana@studio.test', phone_number: '(212) 555-0100' });
  });

  it("answers the site's trade desk for everyone else", async () => {
    const visitor = await api.call<{ name: string; email: string }>(CATALOG_CALLS.designerInfo, { body: {}, query: { obtain: 'jc' } });
    expect(visitor.val).toMatchObject({ name: 'Jonathan Charles Trade Desk', email: 'trade@jonathancharles.example' });
    const designer = await api.call<{ name: string }>(CATALOG_CALLS.designerInfo, { body: {}, token: tokens.designer });
    expect(designer.val.name).toBe('HOM Trade Desk');
  });
});
