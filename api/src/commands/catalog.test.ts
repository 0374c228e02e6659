import { count } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../platform/db';
import { products } from '../platform/db/schema';
import { DATABASE_KIND, TEST_DATABASE_URL, scratchPostgres } from '../testing/api';
import { generateCatalog } from '@storefront/contracts/generated-catalog';
import { parseCatalogArgs, runCatalogCommand } from './catalog';

/** The command opens the database itself: a throwaway one (an embedded one on disk, or a fresh Postgres database). */
let env: NodeJS.ProcessEnv;
let drop: () => Promise<void> = async () => undefined;
beforeAll(async () => {
  const name = `storefront_catalog_${randomBytes(5).toString('hex')}`;
  if (!TEST_DATABASE_URL) {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'catalog-command-'));
    env = { DATA_DIR: join(dir, name), NODE_ENV: 'test' };
    drop = async () => rmSync(dir, { recursive: true, force: true });
    return;
  }
  const scratch = await scratchPostgres(TEST_DATABASE_URL, 'storefront_catalog');
  env = { DATABASE_URL: scratch.url, NODE_ENV: 'test' };
  drop = scratch.drop;
});
afterAll(() => drop());

describe('catalog command', () => {
  it('reads its arguments', () => {
    expect(parseCatalogArgs(['--count', '100000'])).toEqual({ count: 100000, seed: 1, batch: 1000, parallel: undefined, force: false });
    expect(parseCatalogArgs(['--count=500', '--seed', '7', '--batch', '250', '--parallel', '3'])).toEqual({ count: 500, seed: 7, batch: 250, parallel: 3, force: false });
    expect(parseCatalogArgs(['--count', '5', '--seed', 'spring', '--force'])).toMatchObject({ seed: 'spring', force: true });
    expect(() => parseCatalogArgs([])).toThrow('--count is required');
    expect(() => parseCatalogArgs(['--count', 'many'])).toThrow('--count takes a whole number');
    expect(() => parseCatalogArgs(['--count', '-3'])).toThrow('--count takes a whole number');
    expect(() => parseCatalogArgs(['--count', '5', '--batch', '0'])).toThrow('--batch takes a whole number from 1');
    expect(() => parseCatalogArgs(['--count', '5', '--colour'])).toThrow('unknown argument --colour');
  });

  it('refuses production unless forced', async () => {
    await expect(runCatalogCommand(['--count', '5'], { ...env, NODE_ENV: 'production' }, () => undefined)).rejects.toThrow('NODE_ENV=production');
  });

  it(`seeds the configured database once (${DATABASE_KIND})`, async () => {
    const lines: string[] = [];
    // 400 items of the core line, then the broader line of their collections.
    const all = generateCatalog({ seed: 3, count: 400 }).products.length;
    const first = await runCatalogCommand(['--count', '400', '--seed', '3', '--batch', '150'], env, (line) => lines.push(line));
    expect(first).toMatchObject({ count: 400, inserted: all, skipped: false });
    expect(lines.at(-1)).toMatch(new RegExp(`^catalog: ${all} products and \\d+ kit lines of seed 3 in [\\d.]+ s \\(${DATABASE_KIND}\\)$`));
    const second = await runCatalogCommand(['--count', '400', '--seed', '3'], env, (line) => lines.push(line));
    expect(second.skipped).toBe(true);
    expect(lines.at(-1)).toBe(`catalog: the catalog of seed 3 and count 400 is already there (${DATABASE_KIND})`);
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '' });
    try {
      const [row] = await database.db.select({ n: count() }).from(products);
      expect(Number(row!.n)).toBe(all);
    } finally {
      await database.close();
    }
  }, 120_000);
});
