/**
 * The kept facet counts: one entry per list filter (two lists never share counts), bounded (the lists used longest
 * ago go first), and per api process: a process that kept counts sees a change another process of the same
 * database made on its very next list, as it sees its own.
 */
import { CATALOG_CALLS, ERR, type ProductListResponse } from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { products } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { openSession } from '../identity';
import { FacetCache, type CountedFacets } from './listing';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  const account = await createAccount(api.services, { kind: 'designer', email: 'facet-cache@studio.test', password: null });
  token = (await openSession(api.services, { id: account.id, kind: 'designer' }, 'hom')).token;
});
afterAll(() => api.close());

async function resetCatalog() {
  await api.services.db.delete(products).where(inArray(products.brandId, ['ca', 'jc', 'hom', 'art', 'rowe']));
  await insertProducts(api.services, [
    { skuNumber: 'KC-SOFA-CA', brandId: 'ca', name: 'Harlow Sofa', consumerCents: 300_000 },
    { skuNumber: 'KC-SOFA-JC', brandId: 'jc', name: 'Bellamy Sofa', consumerCents: 400_000 },
    { skuNumber: 'KC-BED-HOM', brandId: 'hom', name: 'Mara Bed', space: 'Bedroom', category: 'Beds', shape: 'bed', consumerCents: 500_000 },
    { skuNumber: 'KC-CHAIR-ROWE', brandId: 'rowe', name: 'Cameron Chair', category: 'Chairs', shape: 'chair', consumerCents: 100_000, status: 2 },
  ]);
}

/** The hub's list as a designer in designer mode, on the api at `url` (the test api unless another is given). */
async function list(body: Record<string, unknown>, url = api.url): Promise<ProductListResponse> {
  const response = await fetch(new URL(`${CATALOG_CALLS.productList.path}?obtain=hom`, url), {
    method: CATALOG_CALLS.productList.method,
    headers: { 'Api-Token': api.config.API_TOKEN, 'X-Auth-Token': token, Mode: 'mibd_designer', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { err: number; val: ProductListResponse; errmsg: string };
  expect(answer.err, answer.errmsg).toBe(ERR.OK);
  return answer.val;
}

const counts = (facets: Array<{ value: string; count: number }>) => Object.fromEntries(facets.map((f) => [f.value, f.count]));

/** Counts that say which read they came from. */
const counted = (total: number, version = 1): CountedFacets => ({ facets: { space: [], category: [], brand_id: [], price: null }, total, version });

describe('the facet cache', () => {
  it('keeps one entry per list filter: lists that differ in any filter never share counts', async () => {
    await resetCatalog();
    const inStock = await list({ stock: 'in_stock' });
    const unavailable = await list({ stock: 'unavailable' });
    const sofas = await list({ category: 'Sofas' });
    const sofasInStock = await list({ category: 'Sofas', stock: 'in_stock' });
    const cheap = await list({ min_price: 500, max_price: 3500 });
    expect([inStock.total, unavailable.total, sofas.total, sofasInStock.total, cheap.total]).toEqual([3, 1, 2, 2, 2]);
    expect(counts(inStock.facets.brand_id)).toEqual({ ca: 1, hom: 1, jc: 1 });
    expect(counts(unavailable.facets.brand_id)).toEqual({ rowe: 1 });
    expect(counts(cheap.facets.category)).toEqual({ Chairs: 1, Sofas: 1 });
    // Asked again in another order: each list its own counts still.
    expect((await list({ min_price: 500, max_price: 3500 })).facets).toEqual(cheap.facets);
    expect((await list({ stock: 'unavailable' })).facets).toEqual(unavailable.facets);
    expect((await list({ stock: 'in_stock' })).facets).toEqual(inStock.facets);
  });

  it('is bounded: once full, the list used longest ago goes, and answering a list counts as using it', async () => {
    const cache = new FacetCache(2);
    let reads = 0;
    const read = (total: number) => async () => {
      reads += 1;
      return counted(total);
    };
    await cache.get('a', 1, read(1));
    await cache.get('b', 1, read(2));
    // "a" answered from the cache: now "b" is the one used longest ago.
    expect((await cache.get('a', 1, read(99))).total).toBe(1);
    await cache.get('c', 1, read(3));
    expect(cache.size).toBe(2);
    expect(cache.peek('a')?.total).toBe(1);
    expect(cache.peek('b')).toBeNull();
    expect(cache.peek('c')?.total).toBe(3);
    expect(reads).toBe(3);
    // However many lists pass once, no more than the cap are kept.
    for (let i = 0; i < 50; i++) await cache.get(`once-${i}`, 1, read(i));
    expect(cache.size).toBe(2);
  });

  it('counts again at a newer version, per list: a newer version of one list leaves the others as they were', async () => {
    const cache = new FacetCache(10);
    await cache.get('a', 1, async () => counted(1, 1));
    await cache.get('b', 1, async () => counted(2, 1));
    expect((await cache.get('a', 2, async () => counted(10, 2))).total).toBe(10);
    expect((await cache.get('b', 1, async () => counted(20, 2))).total).toBe(2);
  });

  it('sees a change made through another api process of the same database on the very next list', async () => {
    await resetCatalog();
    // A second api on the same database, with its own kept counts and sections, as a second process has.
    const other = await buildApp({ config: api.config, database: api.services.database });
    const otherUrl = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const before = await list({ space: 'Living Room' });
      const beforeStock = await list({ stock: 'in_stock' });
      const otherBefore = await list({ space: 'Living Room' }, otherUrl);
      expect(otherBefore.facets).toEqual(before.facets);
      expect(before.total).toBe(3);

      // The other process's products change (its own SQL): this process counts again on its next list.
      await other.services.db.update(products).set({ space: 'Bedroom' }).where(eq(products.skuNumber, 'KC-SOFA-JC'));
      const after = await list({ space: 'Living Room' });
      expect(after.total).toBe(2);
      expect(counts(after.facets.brand_id)).toEqual({ ca: 1, rowe: 1 });
      expect(counts(after.facets.space)).toEqual({ Bedroom: 2, 'Living Room': 2 });
      const afterStock = await list({ stock: 'in_stock' });
      expect(afterStock.total).toBe(beforeStock.total);
      expect(counts(afterStock.facets.space)).toEqual({ Bedroom: 2, 'Living Room': 1 });

      // And the other way round: this process's change is counted by the other on its next list.
      await api.services.db.delete(products).where(eq(products.skuNumber, 'KC-CHAIR-ROWE'));
      const otherAfter = await list({ space: 'Living Room' }, otherUrl);
      expect(otherAfter.total).toBe(1);
      expect(counts(otherAfter.facets.brand_id)).toEqual({ ca: 1 });
      expect(counts(otherAfter.facets.category)).toEqual({ Sofas: 1 });
    } finally {
      await other.close();
    }
  });
});
