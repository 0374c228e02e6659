/**
 * The catalog's version (the `catalog_version` row, raised by triggers with every statement that changes products,
 * but a sale that leaves units on hand: migration 0019).
 * `CATALOG_VERSION` is read along with products in the same statement, hence the same snapshot: the version of the
 * catalog that statement saw.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';

/** The version as a plain number in both drivers (a bigint would come back as text or a BigInt). */
export const CATALOG_VERSION = sql`coalesce((select version from catalog_version where id = 1), 0)::float8`;

/** The catalog's version now. */
export async function catalogVersionNow(db: Db): Promise<number> {
  const result = (await db.execute(sql`select ${CATALOG_VERSION} as version`)) as unknown as { rows: Array<{ version: number }> };
  return Number(result.rows[0]?.version ?? 0);
}
