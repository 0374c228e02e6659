/**
 * Cara's benchmark, on PGlite and on Postgres (BENCH_DATABASE_URL or TEST_DATABASE_URL, a role that may create
 * databases), over the generated catalog (seed 1; BENCH_CARA_PGLITE_PRODUCTS 3000, BENCH_CARA_POSTGRES_PRODUCTS 20000).
 * One table:
 * - the chat stream (POST /ca/llm/new through the real server, a designer in designer mode, the labeled questions
 *   one after another): time to the first marker, and to the end of the answer;
 * - the renderer: a 1920x1080 room photo with two areas, the whole render job's work (photo read, product cutouts,
 *   composite, high and low definition JPEGs stored), p50/p95 after one cold render;
 * - the queue: render jobs per minute with the api's worker (CARA_JOB_CONCURRENCY, 2) on this machine's cores.
 * Settings: BENCH_CARA_QUESTIONS (60), BENCH_CARA_RENDERS (30), BENCH_CARA_JOBS (40), BENCH_ONLY (pglite or postgres).
 *
 *   node --import tsx bench/cara.ts        (also run at the end of `pnpm --filter api bench`)
 */
import { CARA_CALLS, StreamDecoder, type StreamEvent } from '@storefront/contracts';
import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../src/app';
import { seedCatalog } from '../src/modules/catalog/generator/seed';
import { caraWorker } from '../src/modules/cara';
import { LABELED_QUERIES } from '../src/modules/cara/eval/queries';
import { enqueue, type Job } from '../src/modules/cara/jobs';
import { renderHandler, storePhoto } from '../src/modules/cara/service';
import { openSession } from '../src/modules/identity/sessions';
import { loadConfig } from '../src/platform/config';
import { openDatabase } from '../src/platform/db';
import { caraCases, caraJobs, products } from '../src/platform/db/schema';
import { createAccount } from '../src/testing/accounts';
import { scratchPostgres } from '../src/testing/api';

const QUESTIONS = Number(process.env.BENCH_CARA_QUESTIONS ?? 60);
const RENDERS = Number(process.env.BENCH_CARA_RENDERS ?? 30);
const JOBS = Number(process.env.BENCH_CARA_JOBS ?? 40);
const PGLITE_PRODUCTS = Number(process.env.BENCH_CARA_PGLITE_PRODUCTS ?? 3000);
const POSTGRES_PRODUCTS = Number(process.env.BENCH_CARA_POSTGRES_PRODUCTS ?? 20_000);
const ONLY = (process.env.BENCH_ONLY ?? '').toLowerCase();
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
const TARGETS = { firstMarkerP95: 300, renderP95: 500 };

const log = (line: string) => process.stderr.write(`${line}\n`);

function pct(values: readonly number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Row {
  kind: string;
  products: number;
  firstMarker: number[];
  full: number[];
  renderCold: number;
  render: number[];
  jobsPerMinute: number;
  failures: number;
}

/** A room photo: a floor, a wall and some texture, 1920x1080. */
async function roomPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080">
    <rect width="1920" height="700" fill="#d9d2c5"/><rect y="700" width="1920" height="380" fill="#a88a68"/>
    <rect x="200" y="180" width="420" height="300" fill="#efe9df" stroke="#8a7a66" stroke-width="10"/>
    <rect x="1300" y="120" width="360" height="520" fill="#c8bfae"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

async function bench(kind: string, postgresUrl: string, count: number): Promise<Row> {
  const filesDir = mkdtempSync(join(tmpdir(), 'cara-bench-'));
  const scratch = postgresUrl ? await scratchPostgres(postgresUrl, 'cara_bench') : null;
  const database = scratch ? await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 10 }) : await openDatabase({ dataDir: 'memory://' });
  const config = loadConfig({ LOG_LEVEL: 'silent', FILES_DIR: filesDir, DATA_DIR: 'memory://', CARA_JOB_CONCURRENCY: '2' });
  const app = await buildApp({ config, database });
  try {
    const started = Date.now();
    await seedCatalog(database.db, { seed: 1, count, parallel: scratch ? 2 : 1 });
    log(`cara ${kind}: ${count} products seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const services = app.services;
    const account = await createAccount(services, { kind: 'designer', email: 'bench@studio.test', password: null });
    const { token } = await openSession(services, { id: account.id, kind: 'designer' }, 'hom');
    const headers = { 'Api-Token': config.API_TOKEN, 'Content-Type': 'application/json', 'X-Auth-Token': token, Mode: 'mibd_designer', GuestUId: 'bench-guest' };

    // The chat stream.
    const firstMarker: number[] = [];
    const full: number[] = [];
    let failures = 0;
    const questions = LABELED_QUERIES.filter((q) => !q.kind).map((q) => q.q);
    const ask = async (text: string, record: boolean) => {
      const t0 = performance.now();
      const response = await fetch(`${address}${CARA_CALLS.ask.path}?obtain=ca`, { method: CARA_CALLS.ask.method, headers, body: JSON.stringify({ text }) });
      const decoder = new StreamDecoder();
      let first = NaN;
      const events: StreamEvent[] = [];
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        const got = decoder.push(chunk);
        if (Number.isNaN(first) && got.some((e) => e.marker !== 'text')) first = performance.now() - t0;
        events.push(...got);
      }
      events.push(...decoder.end());
      const end = performance.now() - t0;
      if (events.at(-1)?.marker !== 'end') failures++;
      if (record) {
        firstMarker.push(first);
        full.push(end);
      }
    };
    for (const q of questions.slice(0, 5)) await ask(q, false);
    for (let i = 0; i < QUESTIONS; i++) await ask(i % 4 === 3 ? 'what goes with it' : questions[i % questions.length]!, true);

    // The renderer: the render job's work for a 1920x1080 photo with two areas.
    const owner = { key: `a:${account.id}`, accountId: account.id, guestId: null, userId: account.id, client: null };
    const { photo } = await storePhoto(services, owner, await roomPhoto(), 'room.jpg');
    const skus = (await database.db.select({ sku: products.skuNumber }).from(products).where(inArray(products.category, ['Sofas', 'Side Tables'])).limit(40)).map((r) => r.sku);
    const pair = [skus[0]!, skus[skus.length - 1]!];
    const regions = [
      { left: 260, top: 560, width: 900, height: 480 },
      { left: 1250, top: 640, width: 380, height: 380 },
    ];
    const [kase] = await database.db.insert(caraCases).values({ ownerKey: owner.key, source: 1, photoId: photo.id, regions, skuNumbers: pair }).returning();
    const handler = renderHandler(services);
    const job = { id: '00000000-0000-4000-8000-000000000000', kind: 'render', caseId: kase!.id, payload: { photoId: photo.id, regions, skus: pair, accountId: account.id, guestId: null, ownerKey: owner.key } } as unknown as Job;
    let t0 = performance.now();
    await handler.run(job);
    const renderCold = performance.now() - t0;
    const render: number[] = [];
    for (let i = 0; i < RENDERS; i++) {
      t0 = performance.now();
      await handler.run(job);
      render.push(performance.now() - t0);
    }

    // The queue: render jobs through the api's worker.
    const worker = caraWorker(services)!;
    await worker.idle();
    const startedJobs = performance.now();
    const ids: string[] = [];
    for (let i = 0; i < JOBS; i++) {
      const skuPair = [skus[(i * 2) % skus.length]!, skus[(i * 2 + 1) % skus.length]!];
      ids.push(await enqueue(database.db, { kind: 'render', caseId: kase!.id, payload: { photoId: photo.id, regions, skus: skuPair, accountId: account.id, guestId: null, ownerKey: owner.key } }, new Date()));
    }
    worker.poke();
    for (;;) {
      const rows = await database.db.select({ status: caraJobs.status }).from(caraJobs).where(inArray(caraJobs.id, ids));
      if (rows.every((r) => r.status === 'done' || r.status === 'failed')) {
        failures += rows.filter((r) => r.status === 'failed').length;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    const jobsPerMinute = (JOBS / (performance.now() - startedJobs)) * 60_000;
    await database.db.delete(caraJobs).where(eq(caraJobs.caseId, kase!.id));
    return { kind, products: count, firstMarker, full, renderCold, render, jobsPerMinute, failures };
  } finally {
    await app.close();
    await database.close();
    await scratch?.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

export async function runCaraBench(): Promise<boolean> {
  const rows: Row[] = [];
  if (ONLY !== 'postgres') rows.push(await bench('PGlite', '', PGLITE_PRODUCTS));
  if (ONLY !== 'pglite' && POSTGRES_URL) rows.push(await bench('Postgres', POSTGRES_URL, POSTGRES_PRODUCTS));
  const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '');
  const lines = [
    `Cara (${cpus().length} cores; worker concurrency 2)`,
    '',
    '| database (products) | first marker p50 ms | first marker p95 ms | full answer p50 ms | full answer p95 ms | render 1920x1080, 2 areas: cold ms | p50 ms | p95 ms | render jobs / minute |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map((r) =>
      `| ${r.kind} (${r.products}) | ${ms(pct(r.firstMarker, 50))} | ${ms(pct(r.firstMarker, 95))} | ${ms(pct(r.full, 50))} | ${ms(pct(r.full, 95))} | ${ms(r.renderCold)} | ${ms(pct(r.render, 50))} | ${ms(pct(r.render, 95))} | ${r.jobsPerMinute.toFixed(0)} |`,
    ),
  ];
  process.stdout.write(`\n${lines.join('\n')}\n\n`);
  let met = true;
  for (const r of rows) {
    if (r.failures) {
      met = false;
      log(`MISSED cara ${r.kind}: ${r.failures} failed answers or jobs`);
    }
    if (pct(r.firstMarker, 95) > TARGETS.firstMarkerP95) {
      met = false;
      log(`MISSED cara ${r.kind}: first marker p95 ${ms(pct(r.firstMarker, 95))} ms (target ${TARGETS.firstMarkerP95} ms)`);
    }
    if (pct(r.render, 95) > TARGETS.renderP95) {
      met = false;
      log(`MISSED cara ${r.kind}: render p95 ${ms(pct(r.render, 95))} ms (target ${TARGETS.renderP95} ms)`);
    }
  }
  log(met ? `cara targets met: first marker p95 <= ${TARGETS.firstMarkerP95} ms, render p95 <= ${TARGETS.renderP95} ms` : 'cara targets missed (see above)');
  return met;
}

if (process.argv[1]?.endsWith('cara.ts')) {
  await runCaraBench();
}
