/**
 * Seeds a generated catalog into the configured database (DATABASE_URL, else the embedded one in DATA_DIR):
 *   npm --prefix api run catalog -- --count 100000 [--seed 1] [--batch 1000] [--parallel 2]
 * Idempotent: the same seed and count already there write nothing. Refuses NODE_ENV=production unless given --force:
 * a generated catalog is demonstration data.
 */
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { seedCatalog, type SeedCatalogResult } from '../modules/catalog';

export interface CatalogArgs {
  count: number;
  seed: number | string;
  batch: number;
  /** Batches in flight at once; default 2 on Postgres, 1 on the embedded database. */
  parallel?: number;
  force: boolean;
}

export const CATALOG_USAGE = 'usage: npm --prefix api run catalog -- --count <products> [--seed <seed>] [--batch <rows>] [--parallel <batches>] [--force]';

function wholeNumber(flag: string, value: string | undefined, min: number, max: number): number {
  const n = Number(value);
  if (value === undefined || !/^\d+$/.test(value) || n < min || n > max) throw new Error(`${flag} takes a whole number from ${min} to ${max}`);
  return n;
}

/** Reads the command line; throws with a readable message on anything it does not understand. */
export function parseCatalogArgs(argv: readonly string[]): CatalogArgs {
  const args: Partial<CatalogArgs> & { force: boolean } = { force: false };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--count':
        args.count = wholeNumber('--count', value(), 0, 10_000_000);
        break;
      case '--seed': {
        const seed = value();
        if (!seed) throw new Error('--seed takes a value');
        args.seed = /^\d+$/.test(seed) ? Number(seed) : seed;
        break;
      }
      case '--batch':
        args.batch = wholeNumber('--batch', value(), 1, 1500);
        break;
      case '--parallel':
        args.parallel = wholeNumber('--parallel', value(), 1, 16);
        break;
      case '--force':
        args.force = true;
        break;
      default:
        throw new Error(`unknown argument ${argv[i]}`);
    }
  }
  if (args.count === undefined) throw new Error('--count is required');
  return { count: args.count, seed: args.seed ?? 1, batch: args.batch ?? 1000, parallel: args.parallel, force: args.force };
}

export async function runCatalogCommand(argv: readonly string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.info): Promise<SeedCatalogResult> {
  const args = parseCatalogArgs(argv);
  const config = loadConfig(env);
  if (config.NODE_ENV === 'production' && !args.force) throw new Error('refusing to seed a generated catalog while NODE_ENV=production (add --force to insist)');
  const parallel = args.parallel ?? (config.DATABASE_URL ? 2 : 1);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: parallel + 1 });
  try {
    let reported = 0;
    const result = await seedCatalog(database.db, {
      seed: args.seed,
      count: args.count,
      batchSize: args.batch,
      parallel,
      onProgress: (done, total) => {
        if (done - reported >= 10_000 || done === total) {
          reported = done;
          log(`  ${done} / ${total}`);
        }
      },
    });
    if (result.skipped) log(`catalog: the catalog of seed ${args.seed} and count ${args.count} is already there (${database.kind})`);
    else log(`catalog: ${result.inserted} products and ${result.kitLines} kit lines of seed ${args.seed} in ${(result.ms / 1000).toFixed(1)} s (${database.kind})`);
    return result;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCatalogCommand(process.argv.slice(2)).catch((error: unknown) => {
    console.error(`catalog: ${error instanceof Error ? error.message : String(error)}`);
    if (error instanceof Error && /argument|takes|required/.test(error.message)) console.error(CATALOG_USAGE);
    process.exit(1);
  });
}
