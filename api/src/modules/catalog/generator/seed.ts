/**
 * Seeds a generated catalog into the database: products in batches (one multi-row statement, hence one transaction,
 * per batch), then the kit lines. Idempotent: when the products table already holds at least `count` rows, the first
 * and last products of the catalog of this seed and count are there and so is its last kit line (written last),
 * nothing is written; an interrupted seeding writes what is missing when run again.
 */
import { and, count as countRows, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { productKits, products } from '../../../platform/db/schema';
import { catalogItems, type CatalogKit, type CatalogOptions, type CatalogProduct } from './generator';

export interface SeedCatalogOptions extends CatalogOptions {
  /** Products per insert (each a transaction); default 1000. */
  batchSize?: number;
  /** Batches in flight at once (a Postgres pool runs them on several connections); default 1. */
  parallel?: number;
  /** Called after each batch with the products written so far. */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedCatalogResult {
  /** Products the catalog has (the count asked for). */
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
  const [{ total } = { total: 0 }] = await db.select({ total: countRows() }).from(products);
  if (Number(total) < options.count) return false;
  const { skus, lastKit } = markers(options);
  const found = await db.select({ sku: products.skuNumber }).from(products).where(inArray(products.skuNumber, skus));
  if (found.length !== skus.length) return false;
  if (!lastKit) return true;
  const kit = await db
    .select({ sku: productKits.kitSku })
    .from(productKits)
    .where(and(eq(productKits.kitSku, lastKit.kitSku), eq(productKits.componentSku, lastKit.componentSku)));
  return kit.length === 1;
}

/** The product columns the generator fills (the search vector is generated, created_at defaults). */
const COLUMNS = Object.entries(getTableColumns(products))
  .filter(([key]) => key !== 'searchVector' && key !== 'createdAt')
  .map(([key, column]) => [key as keyof CatalogProduct, column.name] as const);
const COLUMN_LIST = sql.raw(COLUMNS.map(([, name]) => `"${name}"`).join(', '));

/**
 * A batch travels as one JSON parameter expanded by the database (json_populate_recordset): far cheaper to build
 * and to parse than a statement with tens of thousands of parameters.
 */
function batchJson(rows: CatalogProduct[]): string {
  return JSON.stringify(rows.map((row) => Object.fromEntries(COLUMNS.map(([key, name]) => [name, row[key]]))));
}

/** One batch of products: a single statement, hence one transaction. */
async function writeProducts(db: Db, rows: CatalogProduct[]): Promise<void> {
  const json = batchJson(rows);
  await db.execute(sql`insert into products (${COLUMN_LIST}) select ${COLUMN_LIST} from json_populate_recordset(null::products, ${json}::json) on conflict do nothing`);
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
    const task = writeProducts(db, rows).then(
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
  for (let i = 0; i < kits.length; i += 2000) await db.insert(productKits).values(kits.slice(i, i + 2000)).onConflictDoNothing();
  return { count, inserted, kitLines: kits.length, skipped: false, ms: Math.round(performance.now() - started) };
}

/**
 * At start: seeds the catalog of `seed` when the products table is empty; a catalog already there, whatever its size,
 * is left alone (null). Several processes starting together may both seed: the inserts skip what exists.
 */
export async function seedCatalogIfEmpty(db: Db, options: SeedCatalogOptions): Promise<SeedCatalogResult | null> {
  const [any] = await db.select({ sku: products.skuNumber }).from(products).limit(1);
  if (any) return null;
  return seedCatalog(db, options);
}
