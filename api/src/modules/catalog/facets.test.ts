/**
 * A list's facet counts are kept per filter combination with the catalog version they were counted at (version.ts):
 * after any change of products, however it is made, the very next list counts again, with no wait and no clock
 * moved; while nothing changes, the kept counts are answered.
 */
import { CATALOG_CALLS, ERR, type ProductListResponse } from '@storefront/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../platform/db/schema';
import { createAccount } from '../../testing/accounts';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { openSession } from '../identity';
import { catalogVersionNow } from './repository/version';
import { SECTIONS_TTL_MS } from './sections';

let api: TestApi;
let token: string;

beforeAll(async () => {
  api = await startTestApi();
  const account = await createAccount(api.services, { kind: 'designer', email: 'facets@studio.test', password: null });
  token = (await openSession(api.services, { id: account.id, kind: 'designer' }, 'hom')).token;
});
afterAll(() => api.close());

/** The same five products before each test: three in the living room (one unavailable), a bed and a dining table. */
async function resetCatalog() {
  await api.services.db.delete(products).where(inArray(products.brandId, ['ca', 'jc', 'hom', 'art', 'rowe']));
  await insertProducts(api.services, [
    { skuNumber: 'FC-SOFA-CA', brandId: 'ca', name: 'Harlow Sofa', consumerCents: 300_000 },
    { skuNumber: 'FC-SOFA-JC', brandId: 'jc', name: 'Bellamy Sofa', consumerCents: 400_000 },
    { skuNumber: 'FC-BED-HOM', brandId: 'hom', name: 'Mara Bed', space: 'Bedroom', category: 'Beds', shape: 'bed', consumerCents: 500_000 },
    { skuNumber: 'FC-TABLE-ART', brandId: 'art', name: 'Aldo Dining Table', space: 'Dining Room', category: 'Dining Tables', shape: 'table-rect', consumerCents: 200_000 },
    { skuNumber: 'FC-CHAIR-ROWE', brandId: 'rowe', name: 'Cameron Chair', category: 'Chairs', shape: 'chair', consumerCents: 100_000, status: 2 },
  ]);
}

/** The hub's list as a designer in designer mode (who sees the price facet). */
async function list(body: Record<string, unknown>): Promise<ProductListResponse> {
  const res = await api.call<ProductListResponse>(CATALOG_CALLS.productList, { body, token, mode: 'mibd_designer' });
  expect(res.err, res.errmsg).toBe(ERR.OK);
  return res.val;
}

/** A facet kind as { value: count }. */
const counts = (facets: Array<{ value: string; count: number }>) => Object.fromEntries(facets.map((f) => [f.value, f.count]));

const update = (sku: string, fields: Partial<typeof products.$inferInsert>) => api.services.db.update(products).set(fields).where(eq(products.skuNumber, sku));

describe('facet counts after the catalog changes', () => {
  it('counts a list filtered by room, category and brand again after an insert, a move, a price change and a delete', async () => {
    await resetCatalog();
    const all = await list({});
    expect(all.total).toBe(5);
    expect(counts(all.facets.space)).toEqual({ Bedroom: 1, 'Dining Room': 1, 'Living Room': 3 });
    expect(all.facets.price).toEqual({ min: 1000, max: 5000 });
    const living = await list({ space: 'Living Room' });
    expect(counts(living.facets.brand_id)).toEqual({ ca: 1, jc: 1, rowe: 1 });
    // Asked again unchanged: the same counts.
    expect((await list({ space: 'Living Room' })).facets).toEqual(living.facets);

    await insertProducts(api.services, [{ skuNumber: 'FC-SOFA-HOM', brandId: 'hom', name: 'Nolan Sofa', consumerCents: 250_000 }]);
    const added = await list({ space: 'Living Room' });
    expect(added.total).toBe(4);
    expect(counts(added.facets.brand_id)).toEqual({ ca: 1, hom: 1, jc: 1, rowe: 1 });
    expect(counts((await list({})).facets.space)).toEqual({ Bedroom: 1, 'Dining Room': 1, 'Living Room': 4 });

    // The bed moves to the living room: the bedroom leaves the room facet, the living room's list grows.
    await update('FC-BED-HOM', { space: 'Living Room' });
    expect(counts((await list({})).facets.space)).toEqual({ 'Dining Room': 1, 'Living Room': 5 });
    const moved = await list({ space: 'Living Room', brand_id: 'hom' });
    expect(moved.list.map((c) => c.sku_number).sort()).toEqual(['FC-BED-HOM', 'FC-SOFA-HOM']);
    expect(counts(moved.facets.category)).toEqual({ Beds: 1, Sofas: 1 });

    await update('FC-TABLE-ART', { consumerCents: 900_000 });
    expect((await list({})).facets.price).toEqual({ min: 1000, max: 9000 });

    await api.services.db.delete(products).where(eq(products.skuNumber, 'FC-SOFA-HOM'));
    const removed = await list({ space: 'Living Room' });
    expect(removed.total).toBe(4);
    expect(counts(removed.facets.brand_id)).toEqual({ ca: 1, hom: 1, jc: 1, rowe: 1 });
    expect(counts(removed.facets.category)).toEqual({ Beds: 1, Chairs: 1, Sofas: 2 });
  });

  it('counts a list filtered by stock tag again after status and stock changes', async () => {
    await resetCatalog();
    const inStock = await list({ stock: 'in_stock' });
    expect(inStock.total).toBe(4);
    expect(counts(inStock.facets.brand_id)).toEqual({ art: 1, ca: 1, hom: 1, jc: 1 });
    expect((await list({ stock: 'unavailable' })).total).toBe(1);
    expect((await list({ stock: 'soon' })).total).toBe(0);

    await update('FC-SOFA-CA', { status: 2 });
    const fewer = await list({ stock: 'in_stock' });
    expect(fewer.total).toBe(3);
    expect(counts(fewer.facets.brand_id)).toEqual({ art: 1, hom: 1, jc: 1 });
    const unavailable = await list({ stock: 'unavailable' });
    expect(unavailable.list.map((c) => c.sku_number).sort()).toEqual(['FC-CHAIR-ROWE', 'FC-SOFA-CA']);
    expect(counts(unavailable.facets.category)).toEqual({ Chairs: 1, Sofas: 1 });

    // No stock on hand and some coming: available soon.
    await update('FC-SOFA-JC', { stock: 0, futureStock: 3 });
    const soon = await list({ stock: 'soon' });
    expect(soon.total).toBe(1);
    expect(counts(soon.facets.brand_id)).toEqual({ jc: 1 });
    expect((await list({ stock: 'in_stock' })).total).toBe(2);

    await update('FC-SOFA-CA', { status: 1 });
    await update('FC-SOFA-JC', { stock: 5, futureStock: 0 });
    expect((await list({ stock: 'in_stock' })).facets).toEqual(inStock.facets);
  });

  it('counts a list filtered by price again after price changes, the price range too', async () => {
    await resetCatalog();
    const range = { min_price: 2500, max_price: 4500 };
    const before = await list(range);
    expect(before.list.map((c) => c.sku_number).sort()).toEqual(['FC-SOFA-CA', 'FC-SOFA-JC']);
    expect(counts(before.facets.space)).toEqual({ 'Living Room': 2 });
    expect(before.facets.price).toEqual({ min: 1000, max: 5000 });

    // The dining table comes into the range, a sofa leaves it and sets the top of the price range.
    await update('FC-TABLE-ART', { consumerCents: 300_000 });
    await update('FC-SOFA-JC', { consumerCents: 700_000 });
    const after = await list(range);
    expect(after.list.map((c) => c.sku_number).sort()).toEqual(['FC-SOFA-CA', 'FC-TABLE-ART']);
    expect(counts(after.facets.space)).toEqual({ 'Dining Room': 1, 'Living Room': 1 });
    expect(counts(after.facets.brand_id)).toEqual({ art: 1, ca: 1 });
    expect(after.facets.price).toEqual({ min: 1000, max: 7000 });
  });

  it("counts a search again when a product it finds is added, and sees a change made by the database's own SQL", async () => {
    await resetCatalog();
    const sofas = await list({ keyword: 'sofa' });
    expect(sofas.total).toBe(2);
    await insertProducts(api.services, [{ skuNumber: 'FC-SOFA-ROWE', brandId: 'rowe', name: 'Cameron Sofa', consumerCents: 350_000 }]);
    const more = await list({ keyword: 'sofa' });
    expect(more.total).toBe(3);
    expect(counts(more.facets.brand_id)).toEqual({ ca: 1, jc: 1, rowe: 1 });

    // A change written by plain SQL, past every function of the api, is counted just the same.
    await api.services.database.exec("update products set category = 'Loveseats' where sku_number = 'FC-SOFA-ROWE'");
    expect(counts((await list({ keyword: 'sofa' })).facets.category)).toEqual({ Loveseats: 1, Sofas: 2 });
    expect(counts((await list({ space: 'Living Room' })).facets.category)).toEqual({ Chairs: 1, Loveseats: 1, Sofas: 2 });
  });

  it('answers the kept counts while the catalog version stays (the version, not the clock, starts a new count)', async () => {
    await resetCatalog();
    const kept = await list({ stock: 'in_stock' });
    const keptCells = await list({ category: 'Sofas' });
    // A change the version does not see (its trigger off): the page shows it, the kept counts do not.
    await api.services.database.exec('alter table products disable trigger products_version_raise_update');
    try {
      await update('FC-TABLE-ART', { status: 2, category: 'Sofas' });
    } finally {
      await api.services.database.exec('alter table products enable trigger products_version_raise_update');
    }
    // Time alone counts nothing again (the minute's version check finds the same version).
    api.advance(10 * SECTIONS_TTL_MS);
    await list({ space: 'Bedroom' });
    const stale = await list({ stock: 'in_stock' });
    expect(stale.list.map((c) => c.sku_number)).not.toContain('FC-TABLE-ART');
    expect(stale.facets).toEqual(kept.facets);
    expect(stale.total).toBe(kept.total);
    expect((await list({ category: 'Sofas' })).facets).toEqual(keptCells.facets);
    // Any change the version sees counts everything again, that earlier change included.
    await update('FC-SOFA-CA', { views: 4 });
    const fresh = await list({ stock: 'in_stock' });
    expect(fresh.total).toBe(3);
    expect(counts(fresh.facets.space)).toEqual({ Bedroom: 1, 'Living Room': 2 });
    expect(counts((await list({ category: 'Sofas' })).facets.brand_id)).toEqual({ art: 1, ca: 1, jc: 1 });
  });

  it('is not raised by a sale that leaves units on hand (no tag changes), and is by one that takes the last', async () => {
    await resetCatalog();
    await update('FC-SOFA-CA', { stock: 3, backorderQuantity: 2 });
    const before = await catalogVersionNow(api.services.db);
    // What an order does: units taken from stock and backorders, the product still in stock.
    await api.services.db.execute(sql`update products set stock = stock - 2, backorder_quantity = backorder_quantity - 1 where sku_number = 'FC-SOFA-CA'`);
    expect(await catalogVersionNow(api.services.db)).toBe(before);
    // The last unit on hand: the product may change its tag, the version says so.
    await api.services.db.execute(sql`update products set stock = stock - 1 where sku_number = 'FC-SOFA-CA'`);
    const sold = await catalogVersionNow(api.services.db);
    expect(sold).toBeGreaterThan(before);
    // Back from 0, and any change beside stock, raise it too.
    await update('FC-SOFA-CA', { stock: 4 });
    expect(await catalogVersionNow(api.services.db)).toBeGreaterThan(sold);
    const restocked = await catalogVersionNow(api.services.db);
    await update('FC-SOFA-CA', { stock: 5, views: 9 });
    expect(await catalogVersionNow(api.services.db)).toBeGreaterThan(restocked);
  });
});
