/**
 * The benchmark's server process: the real api over a fresh database seeded with a generated catalog (BENCH_PRODUCTS
 * products, seed 1), plus a bare Fastify server (no plugins) on the same database handle with two routes: one indexed
 * single-row query (the session baseline) and one indexed 48-row page of products (the product-list baseline). The
 * runner (another process) drives the load, so the servers have this event loop to themselves.
 *
 * Talks to the runner over IPC: sends {ready}; {cpu} answers the CPU time used so far; {profile} starts or stops a
 * CPU profile of the load that follows;
 * {stop} closes everything (and drops the database).
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { createPaymentSandbox } from '../src/platform/payment-sandbox';
import { randomToken, sha256 } from '../src/platform/crypto';
import { sessions } from '../src/platform/db/schema';
import { seedCatalog } from '../src/modules/catalog';
import { createAccount } from '../src/testing/accounts';
import { scratchPostgres } from '../src/testing/api';

export interface Ready {
  type: 'ready';
  kind: 'pglite' | 'postgres';
  apiUrl: string;
  baselineUrl: string;
  apiToken: string;
  email: string;
  password: string;
  /** Products in the catalog, and how long seeding them took. */
  products: number;
  seedMs: number;
  /** Distinct SKUs for the first-render image reads, spread over the catalog. */
  imageSkus: string[];
}

/** The product-list baseline's columns: those of a product card. */
const CARD_COLUMNS = sql.raw(
  [
    'sku_number',
    'brand_id',
    'name',
    'style',
    'portfolio',
    'space',
    'category',
    'finish',
    'width',
    'length',
    'height',
    'status',
    'stock',
    'future_stock',
    'customizable_type',
    'msrp_cents',
    'designer_cents',
    'consumer_cents',
    'promotional_cents',
  ].join(', '),
);

const adminUrl = process.env.BENCH_POSTGRES_URL || '';

// A fresh database on the Postgres server, dropped when the benchmark ends.
const fresh = adminUrl ? await scratchPostgres(adminUrl, 'storefront_bench') : null;
const filesDir = mkdtempSync(join(tmpdir(), 'storefront-bench-files-'));
const config = loadConfig({
  ...process.env,
  // Silent by default; BENCH_LOG_LEVEL=info measures the request log a production api writes (to /dev/null here).
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent',
  NODE_ENV: 'production',
  DATA_DIR: 'memory://',
  FILES_DIR: filesDir,
  DATABASE_URL: fresh?.url,
  // The login measurement signs in more often than a person would in a day.
  LOGIN_DAILY_LIMIT: '100000',
  // A production api refuses the published default.
  FILE_LINK_SECRET: randomUUID(),
});
// A production api refuses the embedded sandbox processor by configuration; nothing here pays, but the api needs one.
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE });
const payments = createPaymentSandbox({
  db: database.db,
  secret: config.PAYMENT_SANDBOX_SECRET,
  now: () => new Date(),
  publicSettings: { publishableKey: '', hostedPaymentScriptUrl: '', achScriptUrl: '' },
});
const app = await buildApp({ config, database, payments });
const services = app.services;
const account = await createAccount(services, { kind: 'designer', email: 'bench.designer@studio.test', companyName: 'Bench Studio' });

// The baseline's row: one session, read by its primary key.
const token = randomToken();
const now = new Date();
await services.db.insert(sessions).values({
  tokenHash: sha256(token),
  accountId: account.id,
  mode: 'mibd_designer',
  brand: 'hom',
  createdAt: now,
  lastSeenAt: now,
  expiresAt: new Date(now.getTime() + 86_400_000),
});
const baselineHash = sha256(token);

const PRODUCTS = Math.max(0, Number(process.env.BENCH_PRODUCTS ?? 3000));
const seeded = await seedCatalog(services.db, { seed: 1, count: PRODUCTS, batchSize: 1000 });
// The planner's statistics, as autovacuum would have them on a live catalog.
await services.database.exec('analyze');
const IMAGE_SKUS = Math.max(1, Number(process.env.BENCH_COLD_IMAGES ?? 50));
const imageRows = (await services.db.execute(sql`select sku_number from products order by md5(sku_number) limit ${IMAGE_SKUS}`)) as unknown as {
  rows: Array<{ sku_number: string }>;
};

const baseline = Fastify({ logger: false });
baseline.get('/baseline', async () => {
  // Both drivers answer { rows }.
  const result = (await services.db.execute(sql`select account_id, mode from sessions where token_hash = ${baselineHash} limit 1`)) as unknown as { rows: unknown[] };
  return { err: 200, val: result.rows[0] ?? null, errmsg: '' };
});
// The product-list baseline: one page of 48 cards of a brand by one indexed query (brand_id, rank, sku_number).
baseline.get('/baseline/products', async (request) => {
  const brand = String((request.query as { brand?: string }).brand ?? 'ca');
  const result = (await services.db.execute(
    sql`select ${CARD_COLUMNS} from products where brand_id = ${brand} order by rank, sku_number limit 48`,
  )) as unknown as { rows: unknown[] };
  return { err: 200, val: { list: result.rows }, errmsg: '' };
});

const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const baselineUrl = await baseline.listen({ port: 0, host: '127.0.0.1' });

const ready: Ready = {
  type: 'ready',
  kind: services.database.kind,
  apiUrl,
  baselineUrl,
  apiToken: config.API_TOKEN,
  email: account.email,
  password: account.password,
  products: PRODUCTS,
  seedMs: seeded.ms,
  imageSkus: imageRows.rows.map((row) => row.sku_number),
};
process.send!(ready);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await baseline.close();
  await app.close();
  await database.close();
  await fresh?.drop();
  rmSync(filesDir, { recursive: true, force: true });
  process.exit(0);
}
/** CPU profiles of one load phase at a time, asked for by the runner (BENCH_CPU_PROF). */
const inspector = new Session();
async function profile(action: 'start' | 'stop', file: string): Promise<void> {
  if (action === 'start') {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  } else {
    const { profile: result } = await inspector.post('Profiler.stop');
    inspector.disconnect();
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, JSON.stringify(result));
  }
  process.send!({ type: 'profiled' });
}

process.on('message', (message: { type: string; action?: 'start' | 'stop'; file?: string }) => {
  if (message.type === 'stop') void stop();
  // CPU time this process spent, in microseconds: per request, it does not depend on what else the machine runs.
  if (message.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    process.send!({ type: 'cpu', micros: user + system });
  }
  if (message.type === 'profile') void profile(message.action!, message.file!);
});
// The runner went away: close and drop the database all the same.
process.on('disconnect', () => void stop());
