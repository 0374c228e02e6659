import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productKits, products } from '../../../platform/db/schema';
import { DATABASE_KIND, freshDatabase, type TestDatabase } from '../../../testing/api';
import { generateCatalog } from '@storefront/contracts/generated-catalog';
import { catalogPresent, seedCatalog, type SeedCatalogResult } from './seed';

const NOW = new Date('2026-03-15T10:00:00Z');
const COUNT = 3000;
let test: TestDatabase;
let first: SeedCatalogResult;
let second: SeedCatalogResult;
const expected = generateCatalog({ seed: 1, count: COUNT, now: NOW });

const total = async (table: typeof products | typeof productKits) => Number((await test.database.db.select({ n: count() }).from(table))[0]!.n);

beforeAll(async () => {
  test = await freshDatabase();
  first = await seedCatalog(test.database.db, { seed: 1, count: COUNT, now: NOW, batchSize: 700, parallel: DATABASE_KIND === 'postgres' ? 2 : 1 });
  second = await seedCatalog(test.database.db, { seed: 1, count: COUNT, now: NOW });
  console.info(`seeding ${COUNT} products on ${DATABASE_KIND}: ${first.ms} ms; the second time: ${second.ms} ms`);
}, 120_000);
afterAll(() => test.drop());

describe(`catalog seeding (${DATABASE_KIND})`, () => {
  it(`writes the ${COUNT} products of the core line, the broader line after them, and their kit lines, then nothing the second time`, async () => {
    expect(expected.products.length).toBeGreaterThan(COUNT);
    expect(first).toMatchObject({ count: COUNT, inserted: expected.products.length, kitLines: expected.kits.length, skipped: false });
    expect(second).toMatchObject({ count: COUNT, inserted: 0, kitLines: 0, skipped: true });
    expect(await total(products)).toBe(expected.products.length);
    expect(await total(productKits)).toBe(expected.kits.length);
    expect(await catalogPresent(test.database.db, { seed: 1, count: COUNT, now: NOW })).toBe(true);
    // Another seed's catalog is not this one.
    expect(await catalogPresent(test.database.db, { seed: 2, count: COUNT, now: NOW })).toBe(false);
  });

  it('stores each product as generated, with its search vector', async () => {
    for (const want of [expected.products[0]!, expected.products[1234]!, expected.products.find((p) => p.expectedDelivery)!, expected.products.at(-1)!]) {
      const [row] = await test.database.db.select().from(products).where(eq(products.skuNumber, want.skuNumber));
      const { searchVector, createdAt, ...stored } = row!;
      expect(stored).toEqual(want);
      expect(searchVector).toBeTruthy();
      expect(createdAt).toBeInstanceOf(Date);
    }
    const [sofas] = await test.database.db
      .select({ n: count() })
      .from(products)
      .where(and(sql`search_vector @@ plainto_tsquery('english', 'sofas')`, eq(products.category, 'Sofas')));
    expect(Number(sofas!.n)).toBe(expected.products.filter((p) => p.category === 'Sofas').length);
  });

  it('writes what is missing when an interrupted seeding runs again', async () => {
    const db = test.database.db;
    const lastKit = expected.kits.at(-1)!;
    await db.delete(productKits).where(eq(productKits.kitSku, lastKit.kitSku));
    const tail = expected.products.slice(-40).filter((p) => !expected.kits.some((k) => k.kitSku === p.skuNumber || k.componentSku === p.skuNumber));
    for (const p of tail) await db.delete(products).where(eq(products.skuNumber, p.skuNumber));
    expect(await catalogPresent(db, { seed: 1, count: COUNT, now: NOW })).toBe(false);
    const again = await seedCatalog(db, { seed: 1, count: COUNT, now: NOW });
    expect(again.skipped).toBe(false);
    expect(await total(products)).toBe(expected.products.length);
    expect(await total(productKits)).toBe(expected.kits.length);
    expect((await seedCatalog(db, { seed: 1, count: COUNT, now: NOW })).skipped).toBe(true);
  });

  it('seeds nothing for a count of 0', async () => {
    expect(await seedCatalog(test.database.db, { seed: 1, count: 0 })).toMatchObject({ inserted: 0, skipped: true });
  });
});
