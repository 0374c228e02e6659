/** The SQL of a site's sections: its products grouped by brand, room and category, by style and by portfolio. */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db';
import { CATALOG_VERSION, catalogVersionNow } from './version';

/** One group of products: a cell (brand, room, category), a style or a portfolio, with its best-ranked product. */
export interface SectionGroup {
  kind: 'cell' | 'style' | 'portfolio';
  brand_id: string | null;
  space: string | null;
  category: string | null;
  name: string | null;
  n: number;
  /** The best-ranked product of the group (the least rank, then SKU) and its rank. */
  preview: string;
  rank: number;
  /** Lowest and highest retail price, in cents. */
  pmin: number;
  pmax: number;
}

interface GroupRow extends Omit<SectionGroup, 'preview' | 'rank'> {
  /** The rank (offset to stay positive, zero-padded) and SKU of the best-ranked product: the least of its group. */
  best: string;
  version: number;
  [key: string]: unknown;
}

/** Ranks are offset so they sort as zero-padded text (ranks down to -1e9). */
const RANK_OFFSET = 1_000_000_000;

/**
 * The groups of the products of the given brands: one pass over them, grouped three ways with hashable aggregates
 * (the best product of a group is the least "rank sku" text), so no sort of the table is needed. With the catalog
 * version they were read at (read apart when there is no group).
 */
export async function sectionGroups(db: Db, brands: readonly string[]): Promise<{ groups: SectionGroup[]; version: number }> {
  const brandList = sql.join(
    brands.map((b) => sql`${b}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select case when grouping(style) = 0 then 'style' when grouping(portfolio) = 0 then 'portfolio' else 'cell' end as kind,
      brand_id, space, category, coalesce(style, portfolio) as name, count(*)::int as n,
      min(lpad((rank::bigint + ${RANK_OFFSET})::text, 12, '0') || ' ' || sku_number) as best,
      min(consumer_cents)::int as pmin, max(consumer_cents)::int as pmax, ${CATALOG_VERSION} as version
    from products
    where brand_id in (${brandList})
    group by grouping sets ((brand_id, space, category), (style), (portfolio))
  `)) as unknown as { rows: GroupRow[] };
  const groups = result.rows.map(({ best, version: _version, ...row }) => {
    const space = best.indexOf(' ');
    return { ...row, rank: Number(best.slice(0, space)) - RANK_OFFSET, preview: best.slice(space + 1) };
  });
  return { groups, version: result.rows.length ? Number(result.rows[0]!.version) : await catalogVersionNow(db) };
}
