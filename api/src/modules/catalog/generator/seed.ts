/**
 * Seeds a generated catalog into the database: products in batches (one multi-row statement, hence one transaction,
 * per batch), then the kit lines. Idempotent: when the products table already holds at least `count` rows, the first
 * and last products of the catalog of this seed and count are there and so is its last kit line (written last),
 * nothing is written; an interrupted seeding writes what is missing when run again. The statements are in
 * repository/seed.ts.
 */
import type { Db } from '../../../platform/db';
import { hasProducts, insertKitLines, insertProducts, kitLinePresent, productCount, skusPresent } from '../repository/seed';
import { catalogItems, type CatalogKit, type CatalogOptions, type CatalogProduct } from '@storefront/contracts/generated-catalog';

export interface SeedCatalogOptions extends CatalogOptions {
  /** Products per insert (each a transaction); default 1000. */
  batchSize?: number;
  /** Batches in flight at once (a Postgres pool runs them on several connections); default 1. */
  parallel?: number;
  /** Called after each batch with the products written so far and the count of the core line (the broader line comes on top). */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedCatalogResult {
  /** Items of the core line asked for (the broader line of their collections comes on top: `inserted` counts both). */
  count: number;
  /** Products and kit lines written by this call (0 when the catalog was already there). */
  inserted: number;
  kitLines: number;
  skipped: boolean;
  ms: number;
}

/** The first and last SKUs of the catalog of these options, and its last kit line (written last of all). */
function markers(options: CatalogOptions): { skus: string[]; lastKit: CatalogKit | null } {
  let first: string | undefined;
  let last: string | undefined;
  let lastKit: CatalogKit | null = null;
  for (const { product, kit } of catalogItems(options)) {
    first ??= product.skuNumber;
    last = product.skuNumber;
    if (kit.length) lastKit = kit[kit.length - 1]!;
  }
  return { skus: [...new Set([first, last].filter((s): s is string => Boolean(s)))], lastKit };
}

/** True when the database already holds the catalog of this seed and count. */
export async function catalogPresent(db: Db, options: CatalogOptions): Promise<boolean> {
  if (options.count <= 0) return true;
  if ((await productCount(db)) < options.count) return false;
  const { skus, lastKit } = markers(options);
  if ((await skusPresent(db, skus)) !== skus.length) return false;
  if (!lastKit) return true;
  return kitLinePresent(db, lastKit);
}

export async function seedCatalog(db: Db, options: SeedCatalogOptions): Promise<SeedCatalogResult> {
  const started = performance.now();
  const count = Math.max(0, Math.floor(options.count));
  const catalog: CatalogOptions = { seed: options.seed, count, now: options.now };
  if (await catalogPresent(db, catalog)) return { count, inserted: 0, kitLines: 0, skipped: true, ms: Math.round(performance.now() - started) };

  const batchSize = Math.max(1, Math.min(options.batchSize ?? 1000, 1500));
  const parallel = Math.max(1, options.parallel ?? 1);
  const inFlight = new Set<Promise<void>>();
  let failure: unknown = null;
  let inserted = 0;
  const send = async (rows: CatalogProduct[]): Promise<void> => {
    const task = insertProducts(db, rows).then(
      () => {
        inserted += rows.length;
        options.onProgress?.(inserted, count);
      },
      (error: unknown) => {
        failure ??= error;
      },
    );
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task));
    if (inFlight.size >= parallel) await Promise.race(inFlight);
    if (failure) throw failure;
  };

  let rows: CatalogProduct[] = [];
  const kits: CatalogKit[] = [];
  for (const item of catalogItems(catalog)) {
    rows.push(item.product);
    kits.push(...item.kit);
    if (rows.length >= batchSize) {
      await send(rows);
      rows = [];
    }
  }
  if (rows.length) await send(rows);
  await Promise.all(inFlight);
  if (failure) throw failure;
  // Kit lines last, once every product they name is committed: the last kit line marks a complete catalog.
  for (let i = 0; i < kits.length; i += 2000) await insertKitLines(db, kits.slice(i, i + 2000));
  return { count, inserted, kitLines: kits.length, skipped: false, ms: Math.round(performance.now() - started) };
}

/**
 * At start: seeds the catalog of `seed` when the products table is empty; a catalog already there, whatever its size,
 * is left alone (null). Several processes starting together may both seed: the inserts skip what exists.
 */
export async function seedCatalogIfEmpty(db: Db, options: SeedCatalogOptions): Promise<SeedCatalogResult | null> {
  if (await hasProducts(db)) return null;
  return seedCatalog(db, options);
}
