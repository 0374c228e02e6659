/**
 * The SQL of seeding a generated catalog (generator/seed.ts decides what to write and when): how many products there
 * are, whether given products and a kit line are there, and the inserts of products and kit lines.
 */
import { and, count as countRows, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { productKits, products } from '../../../platform/db/schema';
import type { CatalogKit, CatalogProduct } from '../generator';

/** How many products the catalog holds. */
export async function productCount(db: Db): Promise<number> {
  const [{ total } = { total: 0 }] = await db.select({ total: countRows() }).from(products);
  return Number(total);
}

/** How many of the given SKUs are products. */
export async function skusPresent(db: Db, skus: string[]): Promise<number> {
  const found = await db.select({ sku: products.skuNumber }).from(products).where(inArray(products.skuNumber, skus));
  return found.length;
}

/** Whether the kit line is there. */
export async function kitLinePresent(db: Db, line: CatalogKit): Promise<boolean> {
  const kit = await db
    .select({ sku: productKits.kitSku })
    .from(productKits)
    .where(and(eq(productKits.kitSku, line.kitSku), eq(productKits.componentSku, line.componentSku)));
  return kit.length === 1;
}

/** Whether the catalog holds any product at all. */
export async function hasProducts(db: Db): Promise<boolean> {
  const [any] = await db.select({ sku: products.skuNumber }).from(products).limit(1);
  return Boolean(any);
}

/** The generator's product is a row of the table (the generator lives in the contracts): a column one has and the other lacks fails the typecheck here. */
type ProductRow = Required<Omit<typeof products.$inferInsert, 'searchVector' | 'createdAt'>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const GENERATED_ROWS_FIT: Same<ProductRow, CatalogProduct> & Same<Required<typeof productKits.$inferInsert>, CatalogKit> = true;

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

/** One batch of products: a single statement, hence one transaction; products already there are skipped. */
export async function insertProducts(db: Db, rows: CatalogProduct[]): Promise<void> {
  const json = batchJson(rows);
  await db.execute(sql`insert into products (${COLUMN_LIST}) select ${COLUMN_LIST} from json_populate_recordset(null::products, ${json}::json) on conflict do nothing`);
}

/** Kit lines; those already there are skipped. */
export async function insertKitLines(db: Db, lines: CatalogKit[]): Promise<void> {
  await db.insert(productKits).values(lines).onConflictDoNothing();
}
