import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../api-client';
import type { Brand } from '../brands';
import { ApiError, ERR, MESSAGES } from '../errors';
import { CART_CALLS, CATALOG_CALLS, FILE_CALLS, IDENTITY_CALLS, endpointEntries } from '../endpoints';
import { PRODUCT_BRANDS } from '../catalog';
import { generateCatalog } from '../generated-catalog';
import { visitorSession } from '../testing';
import { MOCK_CATALOG } from './catalog';
import { emptyAnswer } from './empty-answer';
import { mockApiHandlers, mockCatalog } from './handlers';

const BASE = 'http://mock.test';
const server = setupServer(...mockApiHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const client = (brand: Brand = 'HOM'): ApiClient => createApiClient({ brand, baseUrl: BASE, session: () => visitorSession });

async function refusal(call: Promise<unknown>): Promise<{ err: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return { err: error.err, message: error.message };
    throw error;
  }
  throw new Error('the call was answered');
}

const PRICES = ['consumer_price', 'designer_price', 'msrp_price', 'promotional_price', 'product_price_about'];

describe('the mock api', () => {
  it('has a handler for every entry of the endpoint table', () => {
    expect(mockApiHandlers()).toHaveLength(endpointEntries().length);
  });

  it("holds the api's generated catalog: the same seed and count", () => {
    const catalog = mockCatalog();
    const expected = generateCatalog({ seed: MOCK_CATALOG.seed, count: MOCK_CATALOG.count });
    expect(catalog.products).toHaveLength(expected.products.length);
    expect(catalog.products.length).toBeGreaterThan(MOCK_CATALOG.count);
    const first = expected.products[0]!;
    expect(catalog.product(first.skuNumber)).toEqual(expect.objectContaining({ name: first.name, consumerCents: first.consumerCents }));
  });

  it('answers a visitor the product list with facets and paging, and no prices', async () => {
    const api = client();
    const all = await api.call(CATALOG_CALLS.productList, { body: {} });
    expect(all.total).toBe(mockCatalog().products.filter((p) => p.brandId !== 'ol').length);
    expect(all.list).toHaveLength(48);
    for (const card of all.list) for (const price of PRICES) expect(card).not.toHaveProperty(price);
    expect(all.facets.price).toBeUndefined();

    const room = all.facets.space[0]!;
    const inRoom = await api.call(CATALOG_CALLS.productList, { body: { space: [room.value], limit: 10, page: 2 } });
    expect(inRoom.total).toBe(room.count);
    expect(inRoom.page).toBe(2);
    expect(inRoom.list.every((c) => c.space === room.value)).toBe(true);
    // A facet's counts keep the other kinds' filters and leave out its own: the room's categories add up to the room.
    expect(inRoom.facets.category.reduce((n, c) => n + c.count, 0)).toBe(room.count);
    expect(inRoom.facets.space).toEqual(all.facets.space);

    const bySlug = await api.call(CATALOG_CALLS.productList, { body: { section: [room.value.toLowerCase().replace(/ /g, '-')] } });
    expect(bySlug.total).toBe(room.count);
  });

  it('searches by the words of the products and refuses what a visitor may not ask', async () => {
    const api = client();
    const sofas = await api.call(CATALOG_CALLS.productList, { body: { keyword: 'sofa' } });
    expect(sofas.total).toBeGreaterThan(0);
    expect(sofas.list.every((c) => /sofa/i.test(`${c.name} ${c.category}`) || c.category.includes('Sofa'))).toBe(true);
    expect(await refusal(api.call(CATALOG_CALLS.productList, { body: { sort: 'price_asc' } }))).toEqual({ err: ERR.PRICE_FILTER, message: MESSAGES.pricesLogin });
    expect(await refusal(api.call(CATALOG_CALLS.productList, { body: { keyword: 'x' } }))).toEqual({ err: ERR.SEARCH_TOO_SHORT, message: MESSAGES.searchTooShort });
    const live = await api.call(CATALOG_CALLS.liveSearch, { body: { search: 'table' } });
    expect(live.list.length).toBeLessThanOrEqual(10);
    expect(live.total).toBeGreaterThan(0);
  });

  it('answers the product detail of a site, and the spec words for one it does not show', async () => {
    const api = client('CA');
    const { list } = await api.call(CATALOG_CALLS.productList, { body: { limit: 1 } });
    const sku = list[0]!.sku_number;
    const detail = await api.call(CATALOG_CALLS.detail, { body: { sku_number: sku } });
    expect(detail.sku_number).toBe(sku);
    expect(detail.brand_id).toBe('ca');
    expect(detail.images.length).toBeGreaterThan(0);
    expect(detail).not.toHaveProperty('consumer_price');
    const other = mockCatalog().products.find((p) => p.brandId === 'jc')!.skuNumber;
    expect(await refusal(api.call(CATALOG_CALLS.detail, { body: { sku_number: other } }))).toEqual({ err: ERR.PRODUCT_NOT_FOUND, message: MESSAGES.productNotExist });
    const cards = await api.call(CATALOG_CALLS.bySku, { body: { list: [other, sku] } });
    expect(cards.list.map((c) => c.sku_number)).toEqual([sku]);
  });

  it("answers the site's menus, home rooms and category lists from its catalog", async () => {
    const api = client();
    const menu = await api.call(CATALOG_CALLS.caWebMenu, { body: {} });
    expect(menu.pc[0]!.name).toBe('Products');
    const brands = menu.pc.find((m) => m.name === 'Brands')!;
    expect(brands.children.map((b) => b.name)).toHaveLength(PRODUCT_BRANDS.length - 1);
    const home = await api.call(CATALOG_CALLS.homeCategories);
    expect(home.list.length).toBeGreaterThan(2);
    expect(home.list[0]!.link).toMatch(/^\/productList\?Room=/);
    const rooms = await api.call(CATALOG_CALLS.roomCategories, { query: {} });
    expect(rooms.list.map((r) => r.name)).toEqual(home.list.map((r) => r.name));
    const roles = await api.call(IDENTITY_CALLS.userRole, { query: {} });
    expect(roles.mode).toBe('mibd_visitor');
  });

  it('draws a picture for a file read', async () => {
    const sku = mockCatalog().products[0]!.skuNumber;
    const res = await fetch(`${BASE}${FILE_CALLS.read.path}?blockid=1&width=300&height=0&format=jpg&filename=${sku}_1.jpg`);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg /);
  });

  it('answers a visitor every other call as the api would refuse it, or with an answer its schema accepts: never a crash', async () => {
    const api = client();
    expect(await refusal(api.call(CART_CALLS.add, { body: { sku_number: 'X', number: 1 } as never }))).toEqual({ err: ERR.NO_PERMISSION, message: MESSAGES.noPermission });
    expect(await refusal(api.call(IDENTITY_CALLS.userInfo))).toEqual({ err: ERR.SESSION_INVALID, message: MESSAGES.sessionInvalid });
    expect((await refusal(api.call(IDENTITY_CALLS.login, { body: { username: 'a@b.c', password: 'x', login_type: 1 } as never }))).err).toBe(ERR.UNAVAILABLE);
    for (const { operationId, endpoint } of endpointEntries()) {
      if (endpoint.answers || endpoint.multipart) continue;
      const outcome = await api.call(endpoint, { body: {} as never, query: {} as never }).then(
        () => 'answered',
        (error: unknown) => (error instanceof ApiError ? `refused ${error.err}` : `failed ${String(error)}`),
      );
      expect(outcome, operationId).toMatch(/^(answered|refused \d+)$/);
      expect(outcome, operationId).not.toBe(`refused ${ERR.SERVER}`);
    }
  });

  it('makes the smallest answer a schema accepts', () => {
    const schema = CATALOG_CALLS.productList.response;
    expect(emptyAnswer(schema)).toEqual({ list: [], total: 0, page: 0, limit: 0, facets: { space: [], category: [], brand_id: [] } });
  });
});
