/**
 * NDCG@10 of Cara's engine over the labeled query set (queries.ts), on the generated catalog of seed 1 (the one
 * SEED_CATALOG seeds; EVAL_PRODUCTS products, 3000 by default) in an embedded database. The caller is a designer
 * in designer mode (sees designer prices, so budgets apply). Prints each query's score and the mean; with
 * `--labels <file>` also writes the expected products (graded SKUs) of every query.
 *
 *   node --import tsx src/modules/cara/eval/ndcg.ts [--labels labels.json]
 */
import { PRODUCT_STATUS, rolesFor } from '@storefront/contracts';
import { writeFileSync } from 'node:fs';
import type { Caller } from '../../../platform/caller';
import { loadConfig } from '../../../platform/config';
import { openDatabase } from '../../../platform/db';
import type { Services } from '../../../platform/services';
import { seedCatalog } from '../../catalog';
import { answer, seatsOf, type EngineRow } from '../engine';
import { everyProduct } from '../repository';
import { LABELED_QUERIES, type Judgment, type LabeledQuery } from './queries';

export const K = 10;
export const COUNT = Number(process.env.EVAL_PRODUCTS ?? 3000);

type Row = Omit<EngineRow, 'textRank'>;

/** The grade of a product for a query: 0 not relevant, 1 relevant, 2 very relevant. */
export function grade(row: Row, judge: Judgment, anchor: Row | null): number {
  if (row.status === PRODUCT_STATUS.UNAVAILABLE || !judge.categories.includes(row.category)) return 0;
  if (anchor && row.skuNumber === anchor.skuNumber) return 0;
  const price = row.designerCents / 100;
  if (judge.priceMax !== undefined && price > judge.priceMax) return 0;
  if (judge.priceMin !== undefined && price < judge.priceMin) return 0;
  if (judge.brands && !judge.brands.includes(row.brandId)) return 0;
  if (judge.seatsMin !== undefined && (seatsOf(row) ?? 0) < judge.seatsMin) return 0;
  if (judge.room && row.space !== judge.room) return 0;
  const soft: boolean[] = [];
  if (judge.finishWords) soft.push(judge.finishWords.some((w) => row.finish.toLowerCase().includes(w.toLowerCase())));
  if (judge.materialWords) soft.push(judge.materialWords.some((w) => `${row.materials} ${row.finish}`.toLowerCase().includes(w.toLowerCase())));
  if (judge.styles) soft.push(judge.styles.includes(row.style));
  if (judge.round !== undefined) soft.push((row.shape.includes('round') || row.width === row.length) === judge.round);
  if (anchor) soft.push(row.style === anchor.style && (row.finish === anchor.finish || (row.portfolio === anchor.portfolio && row.brandId === anchor.brandId)));
  if (!soft.length) return 1;
  return soft.every(Boolean) ? 2 : 1;
}

export function dcg(grades: readonly number[]): number {
  return grades.slice(0, K).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/** The caller of the project's set: a designer in designer mode (sees designer prices, so budgets apply). */
export function designerCaller(mode: 'mibd_designer' | 'mibd_safe' = 'mibd_designer'): Caller {
  return {
    brand: 'hom', guestId: 'eval', principal: 'designer', mode, roles: new Set(rolesFor('designer', mode)),
    account: null, sessionHash: null, customerId: null, agent: null, ip: '127.0.0.1',
  } as unknown as Caller;
}

/** A catalog of seed 1 in an embedded database, with services enough for the engine. */
export async function evalServices(count = COUNT): Promise<{ services: Services; close: () => Promise<void> }> {
  const database = await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: 'memory://' });
  const services = { config, database, db: database.db, now: () => new Date(), routes: [] } as unknown as Services;
  await seedCatalog(database.db, { seed: 1, count, now: new Date('2026-11-01T00:00:00Z') });
  return { services, close: () => database.close() };
}

/** The project's set: every query's score and line, and the labels (expected SKUs) of each. */
export async function scoreProjectSet(services: Services): Promise<{ scores: number[]; lines: string[]; labels: Record<string, Array<[string, number]>> }> {
  const all: Row[] = await everyProduct(services.db);
  const bySku = new Map(all.map((r) => [r.skuNumber, r]));
  const caller = designerCaller();
  const anchorOf = (q: LabeledQuery): Row | null => {
    if (!q.anchorCategory) return null;
    return all.filter((r) => r.category === q.anchorCategory && r.status !== PRODUCT_STATUS.UNAVAILABLE).sort((a, b) => a.rank - b.rank || a.skuNumber.localeCompare(b.skuNumber))[0] ?? null;
  };

  const labels: Record<string, Array<[string, number]>> = {};
  const scores: number[] = [];
  const lines: string[] = [];
  for (const [i, q] of LABELED_QUERIES.entries()) {
    const anchor = anchorOf(q);
    const ideal = all
      .map((r) => [r.skuNumber, grade(r, q.judge, anchor)] as [string, number])
      .filter(([, g]) => g > 0)
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    labels[`${i + 1}. ${q.q}${anchor ? ` (${anchor.skuNumber})` : ''}`] = ideal.slice(0, 50);
    const result = await answer(services, caller, {
      text: q.q,
      type: q.kind === 'pair' ? 7 : q.kind === 'more_like' ? 6 : null,
      target: anchor?.skuNumber ?? null,
      shown: [],
      lastProducts: anchor ? [anchor.skuNumber] : [],
      lastQuestion: null,
      size: K,
    });
    const got = result.products.map((p) => grade(bySku.get(p.sku_number)!, q.judge, anchor));
    const idcg = dcg(ideal.map(([, g]) => g));
    const score = idcg === 0 ? (got.length === 0 ? 1 : 0) : dcg(got) / idcg;
    scores.push(score);
    lines.push(`${score.toFixed(3)}  ${q.q}${anchor ? ` [${anchor.skuNumber}]` : ''}  (${got.join('')}; ${ideal.length} relevant)`);
  }
  return { scores, lines, labels };
}

async function main(): Promise<void> {
  const { services, close } = await evalServices();
  const { scores, lines, labels } = await scoreProjectSet(services);
  const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
  console.log(lines.join('\n'));
  console.log(`\nNDCG@${K} over ${scores.length} labeled queries, ${COUNT} products (seed 1): ${mean.toFixed(3)}`);
  const at = process.argv.indexOf('--labels');
  if (at !== -1 && process.argv[at + 1]) writeFileSync(process.argv[at + 1]!, `${JSON.stringify(labels, null, 1)}\n`);
  await close();
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  await main();
}
