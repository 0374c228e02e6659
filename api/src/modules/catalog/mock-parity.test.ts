import { CATALOG_CALLS, rolesFor, type BrandCode, type ProductListResponse } from '@storefront/contracts';
import { MockCatalog } from '@storefront/contracts/mock-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../testing/api';
import { seedCatalog } from './generator';

/**
 * The mock api (decision 038) answers the catalog lists from the same generated catalog with filters, facets, sorts
 * and pages of its own, written in TypeScript where the api's are SQL. Two implementations of one behaviour: each is
 * the other's oracle. A visitor's list asked of both must be the same answer, card for card and count for count.
 * (Search is simpler in the mock by design, so keywords are left out.)
 */

const SEED = { seed: 1, count: 600 } as const;
let api: TestApi;
let mock: MockCatalog;

beforeAll(async () => {
  const now = new Date();
  api = await startTestApi();
  await seedCatalog(api.services.db, { ...SEED, now });
  mock = new MockCatalog({ ...SEED, now });
}, 120_000);
afterAll(() => api.close());

const VISITOR_ROLES = rolesFor('visitor', 'mibd_visitor') ?? [];

async function both(site: BrandCode, body: Record<string, unknown>): Promise<{ real: unknown; mocked: ProductListResponse }> {
  const outlet = site === 'ol';
  const answer = await api.call(outlet ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList, { body, query: { obtain: site } });
  expect({ err: answer.err, errmsg: answer.errmsg }).toEqual({ err: 200, errmsg: '' });
  const caller = { roles: VISITOR_ROLES, mode: 'mibd_visitor' as const, brand: site, signedIn: false };
  const mocked = outlet ? mock.outletList(caller, body) : mock.productList(caller, body);
  return { real: answer.val, mocked };
}

describe('the mock catalog answers a visitor\'s lists as the api does', () => {
  const LISTS: Array<[BrandCode, Record<string, unknown>]> = [
    ['hom', { page: 1 }],
    ['hom', { page: 3, limit: 12 }],
    ['hom', { brand_id: ['ca', 'jc'], sort: 'newest' }],
    ['hom', { brand_id: ['Caracole'] }],
    ['hom', { space: ['Living Room'], category: ['Sofas'] }],
    ['hom', { section: ['bedroom'] }],
    ['hom', { stock: 'in_stock', sort: 'name', page: 2 }],
    ['hom', { stock: 'soon' }],
    ['hom', { is_new: 1 }],
    ['ca', { page: 1 }],
    ['ca', { category: ['Accent Chairs', 'Coffee Tables'], sort: 'name' }],
    ['rowe', { space: ['living-room'] }],
    ['jc', { sort: 'newest', page: 2 }],
    ['art', { section: ['Dining Room'] }],
    ['ca_dealer', { page: 1 }],
    ['ol', { page: 1 }],
    ['ol', { sort: 'name' }],
  ];

  it.each(LISTS)('%s %j', async (site, body) => {
    const { real, mocked } = await both(site, body);
    expect(mocked).toEqual(real);
  });

  it('has lists to compare: every one above finds products', async () => {
    for (const [site, body] of LISTS) expect(mock[site === 'ol' ? 'outletList' : 'productList']({ roles: VISITOR_ROLES, mode: 'mibd_visitor', brand: site, signedIn: false }, body).total).toBeGreaterThan(0);
  });
});
