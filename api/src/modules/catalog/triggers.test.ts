/**
 * The catalog's update triggers (migrations 0003, 0019, 0026): the version the api's cached reads follow, and the
 * search vocabulary. A change of stock alone, with units on hand before and after, changes neither.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../platform/db/schema';
import { startTestApi, type TestApi } from '../../testing/api';
import { insertProducts } from '../../testing/catalog';
import { catalogVersionNow } from './repository/version';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
  await insertProducts(api.services, [
    { skuNumber: 'TR-1', stock: 5, backorderQuantity: 3 },
    { skuNumber: 'TR-2', stock: 5 },
  ]);
});
afterAll(() => api.close());

const version = () => catalogVersionNow(api.services.db);
const update = (sku: string, set: Partial<typeof products.$inferInsert>) => api.services.db.update(products).set(set).where(eq(products.skuNumber, sku));

describe('the catalog version', () => {
  it('stays when only stock and backorders change while units are on hand before and after', async () => {
    const before = await version();
    await update('TR-1', { stock: 4, backorderQuantity: 2 });
    await api.services.db.execute(sql`update products set stock = stock + 1 where sku_number in ('TR-1', 'TR-2')`);
    expect(await version()).toBe(before);
  });

  it('is raised when stock reaches 0 or comes back from it, and when anything else changes', async () => {
    let last = await version();
    const raised = async () => {
      const now = await version();
      const was = last;
      last = now;
      return now > was;
    };
    await update('TR-2', { stock: 0 });
    expect(await raised()).toBe(true);
    await update('TR-2', { stock: 3 });
    expect(await raised()).toBe(true);
    await update('TR-2', { name: 'Renamed Chair' });
    expect(await raised()).toBe(true);
    await update('TR-2', { stock: 2, designerCents: 123_400 });
    expect(await raised()).toBe(true);
  });
});

describe('the search vocabulary', () => {
  const known = async (word: string) =>
    ((await api.services.db.execute(sql`select count(*)::int as n from search_words where word = ${word}`)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n === 1;

  it('takes the words of a changed search text, not those of a stock change', async () => {
    expect(await known('zyzzogeton')).toBe(false);
    await update('TR-1', { searchText: 'walnut zyzzogeton console' });
    expect(await known('zyzzogeton')).toBe(true);
    await api.services.db.execute(sql`delete from search_words where word = 'zyzzogeton'`);
    await update('TR-1', { stock: 2 });
    expect(await known('zyzzogeton')).toBe(false);
  });
});
