/**
 * The api's benchmark, on PGlite and on Postgres (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server whose
 * role may create databases). One run prints one table:
 * - identity: login time, `GET /mibd/common/user_role` under load, against a bare Fastify baseline doing one indexed
 *   single-row query on the same database;
 * - catalog, over a generated catalog (seed 1; BENCH_PGLITE_PRODUCTS 3000, BENCH_POSTGRES_PRODUCTS 100000): the
 *   product list (filters, a page of 48) against a bare baseline answering 48 rows of one indexed query, search (a
 *   keyword mix with typos), and product images: first renders of distinct images, then one image read again;
 * - checkout, on Postgres only (bench/checkout.ts): orders per second and place_order's p50/p99 at 20 buyers, against a
 *   bare transaction baseline (BENCH_CHECKOUT=off skips it).
 *
 * The servers run in a child process (bench/server.ts); the load comes from this process, so the two never share
 * an event loop. Each call is measured twice: with 50 connections (throughput; latency there is mostly the queue of
 * connections, 50 / throughput on average) and with a few (latency of the work itself, where the latency targets
 * apply). Latencies are taken from every response (not autocannon's whole-millisecond histogram), and every answer
 * is checked to be a success envelope. The server's CPU time per request is reported too: unlike throughput, it
 * hardly moves when other work shares the machine. Settings: BENCH_CONNECTIONS (50), BENCH_SECONDS (10),
 * BENCH_WARMUP_SECONDS (3), BENCH_LOGINS (30), BENCH_LIGHT_CONNECTIONS (4), BENCH_COLD_IMAGES (50),
 * BENCH_PGLITE_PRODUCTS, BENCH_POSTGRES_PRODUCTS, BENCH_ONLY (pglite, postgres, or checkout: its section alone), BENCH_LOG_LEVEL (silent; info
 * measures the production request log), BENCH_CPU_PROF=<folder> writes the server's CPU profile of each measured
 * load there (open it in Chrome DevTools).
 */
import { CATALOG_CALLS, IDENTITY_CALLS, fileReadUrl } from '@storefront/contracts';
import autocannon, { type Request } from 'autocannon';
import { fork } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHECKOUT_TARGET, checkoutMisses, checkoutRows, checkoutSummary, runCheckoutBench, type CheckoutResults } from './checkout';
import type { Ready } from './server';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 30);
/**
 * A light load: few connections, so latency is mostly the server's own work and not the queue of connections.
 * (autocannon's rate limit sends each second's requests in one burst, so a fixed rate would measure bursts.)
 */
const LIGHT_CONNECTIONS = Number(process.env.BENCH_LIGHT_CONNECTIONS ?? 4);
const COLD_IMAGES = Number(process.env.BENCH_COLD_IMAGES ?? 50);
const PGLITE_PRODUCTS = Number(process.env.BENCH_PGLITE_PRODUCTS ?? 3000);
const POSTGRES_PRODUCTS = Number(process.env.BENCH_POSTGRES_PRODUCTS ?? 100_000);
const ONLY = (process.env.BENCH_ONLY ?? '').toLowerCase();
const CPU_PROF = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : '';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/** The targets (latency targets on Postgres, at the light load). */
const TARGETS = {
  userRoleP99: 10,
  ratio: 0.5,
  listP99: 15,
  searchP95: 30,
  cachedImageP99: 5,
};

/** The product list's filters: rooms, categories, brands, a price range, sorts and a later page, 48 a page. */
const LIST_BODIES: Array<Record<string, unknown>> = [
  {},
  { space: ['Living Room'] },
  { category: ['Sofas'] },
  { brand_id: ['ca'] },
  { space: ['Bedroom'], category: ['Beds'], sort: 'price_asc' },
  { category: ['Dining Chairs'], page: 3 },
  { space: ['Dining Room'], min_price: 1000, max_price: 3000 },
  { brand_id: ['jc', 'art'], sort: 'newest' },
  { category: ['Accent Chairs', 'Swivel Chairs'], stock: 'in_stock' },
  { space: ['Outdoor'], sort: 'name', page: 2 },
];

/** What people type: rooms, pieces, materials, several words, partial words and typos. */
const KEYWORDS = [
  'sofa',
  'dining table',
  'walnut',
  'leather swivel chair',
  'nightstand',
  'brass chandelier',
  'outdoor lounge',
  'velvet',
  'oak dresser',
  'sofe',
  'chandelir',
  'nighstand',
  'cabin',
  'marble coffee table',
  'bed',
];

const BASELINE_BRANDS = ['ca', 'hom', 'jc', 'art', 'rowe'];

interface Load {
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  failures: number;
  /** The server's CPU time per answered request, in microseconds. */
  cpuPerRequest: number;
}

interface Timing {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

interface Results {
  kind: string;
  products: number;
  seedMs: number;
  login: Timing;
  userRole: Load;
  userRoleLight: Load;
  baseline: Load;
  list: Load;
  listLight: Load;
  listBaseline: Load;
  listBaselineLight: Load;
  search: Load;
  searchLight: Load;
  /** Null when product images could not be read. */
  imageCold: Timing | null;
  image: Load | null;
  imageLight: Load | null;
}

const log = (message: string) => console.info(`[bench] ${message}`);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

function timing(times: number[]): Timing {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

interface Server {
  ready: Ready;
  /** Starts, or stops and writes, the server's CPU profile. */
  profile(action: 'start' | 'stop', file: string): Promise<void>;
  /** CPU time the server process has used, in microseconds. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

function startServer(postgresUrl: string, products: number): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_POSTGRES_URL: postgresUrl, BENCH_PRODUCTS: String(products), BENCH_COLD_IMAGES: String(COLD_IMAGES) },
    // The api's log lines (BENCH_LOG_LEVEL) are written and thrown away.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench server exited with ${code} before it was ready`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      resolve({
        ready: message as Ready,
        profile: (action, file) =>
          new Promise<void>((done) => {
            child.once('message', () => done());
            child.send({ type: 'profile', action, file });
          }),
        cpu: () =>
          new Promise<number>((done) => {
            child.once('message', (answer) => done((answer as { micros: number }).micros));
            child.send({ type: 'cpu' });
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.send({ type: 'stop' });
          }),
      });
    });
  });
}

async function call(url: string, init: RequestInit): Promise<{ err: number; val: unknown; errmsg: string }> {
  const response = await fetch(url, init);
  return (await response.json()) as { err: number; val: unknown; errmsg: string };
}

async function login(ready: Ready): Promise<string> {
  const answer = await call(`${ready.apiUrl}${IDENTITY_CALLS.login.path}?obtain=hom`, {
    method: IDENTITY_CALLS.login.method,
    headers: { 'Api-Token': ready.apiToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ready.email, password: ready.password, login_type: 1 }),
  });
  if (answer.err !== 200) throw new Error(`login refused: ${answer.err} ${answer.errmsg}`);
  return (answer.val as { token: string }).token;
}

async function measureLogins(ready: Ready): Promise<Timing> {
  for (let i = 0; i < 3; i++) await login(ready);
  const times: number[] = [];
  for (let i = 0; i < LOGINS; i++) {
    const started = performance.now();
    await login(ready);
    times.push(performance.now() - started);
  }
  return timing(times);
}

/** A success envelope: the api writes err first. */
const succeeded = (body: string) => body.startsWith('{"err":200,');

interface LoadSpec {
  name: string;
  url: string;
  headers?: Record<string, string>;
  requests?: Request[];
  /** Answers that are JSON envelopes are checked to be successes. */
  envelope?: boolean;
}

async function load(server: Server, spec: LoadSpec, connections = CONNECTIONS): Promise<Load> {
  const options = {
    url: spec.url,
    headers: spec.headers,
    requests: spec.requests,
    connections,
    verifyBody: spec.envelope === false ? undefined : succeeded,
  };
  await autocannon({ ...options, duration: WARMUP_SECONDS });
  const file = join(CPU_PROF, `${server.ready.kind}-${spec.name}-${connections}.cpuprofile`);
  if (CPU_PROF) await server.profile('start', file);
  const cpuBefore = await server.cpu();
  const times: number[] = [];
  const running = autocannon({ ...options, duration: SECONDS });
  running.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => times.push(ms));
  const result = await running;
  const cpuAfter = await server.cpu();
  if (CPU_PROF) {
    await server.profile('stop', file);
    log(`${spec.name} CPU profile: ${file}`);
  }
  const latency = timing(times);
  return {
    connections,
    rps: result.requests.average,
    p50: latency.p50,
    p95: latency.p95,
    p99: latency.p99,
    failures: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
    cpuPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
  };
}

const post = (body: unknown, headers: Record<string, string>): Request => ({
  method: 'POST',
  headers: { ...headers, 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** Each request answers a success envelope with something in it: a filter or keyword that finds nothing measures nothing. */
async function checkRequests(base: string, path: string, requests: Request[], what: string): Promise<void> {
  for (const request of requests) {
    const answer = await call(`${base}${path}`, { method: request.method, headers: request.headers, body: request.body });
    const found = (answer.val as { list?: unknown[] } | null)?.list?.length ?? 0;
    if (answer.err !== 200) throw new Error(`${what} ${request.body} answered ${answer.err} ${answer.errmsg}`);
    if (found === 0) log(`note: ${what} ${request.body} finds nothing`);
  }
}

const imagePath = (sku: string, width = 300) => fileReadUrl(`${sku}_1.jpg`, width, 'jpg');

async function readImage(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  const bytes = await response.arrayBuffer();
  const elapsed = performance.now() - started;
  const type = response.headers.get('content-type') ?? '';
  if (response.status !== 200 || !type.startsWith('image/') || bytes.byteLength === 0) {
    throw new Error(`image ${url} answered ${response.status} ${type} ${bytes.byteLength} bytes`);
  }
  return elapsed;
}

async function bench(kind: string, postgresUrl: string, products: number): Promise<Results> {
  log(`${kind}: starting the api over a fresh database with ${products} generated products`);
  const started = performance.now();
  const server = await startServer(postgresUrl, products);
  const { ready } = server;
  log(`${kind}: ready in ${((performance.now() - started) / 1000).toFixed(1)} s (catalog seeded in ${(ready.seedMs / 1000).toFixed(1)} s)`);
  try {
    log(`${kind}: ${LOGINS} sequential logins`);
    const loginTimes = await measureLogins(ready);
    const token = await login(ready);
    const userRoleUrl = `${ready.apiUrl}${IDENTITY_CALLS.userRole.path}?mode=mibd_designer&obtain=hom`;
    const headers = { 'Api-Token': ready.apiToken, 'X-Auth-Token': token, Mode: 'mibd_designer' };
    const check = await call(userRoleUrl, { headers });
    const roles = (check.val as { Role?: string[] } | null)?.Role ?? [];
    if (check.err !== 200 || !roles.includes('designer_price')) throw new Error(`user_role answered ${JSON.stringify(check)}`);
    const userRoleSpec: LoadSpec = { name: 'user_role', url: userRoleUrl, headers };
    log(`${kind}: user_role, ${CONNECTIONS} connections as fast as it answers, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s`);
    const userRole = await load(server, userRoleSpec);
    log(`${kind}: user_role, ${LIGHT_CONNECTIONS} connections`);
    const userRoleLight = await load(server, userRoleSpec, LIGHT_CONNECTIONS);
    log(`${kind}: session baseline, ${CONNECTIONS} connections`);
    const baseline = await load(server, { name: 'baseline', url: `${ready.baselineUrl}/baseline` });

    // The product list, as a designer in designer mode (every price, the session looked up on each call).
    const listPath = `${CATALOG_CALLS.productList.path}?obtain=hom`;
    const listRequests = LIST_BODIES.map((body) => ({ ...post(body, headers), path: listPath }));
    await checkRequests(ready.apiUrl, listPath, listRequests, 'product list');
    const listSpec: LoadSpec = { name: 'product-list', url: ready.apiUrl, requests: listRequests };
    log(`${kind}: product list (${LIST_BODIES.length} filter sets, 48 a page), ${CONNECTIONS} then ${LIGHT_CONNECTIONS} connections`);
    const list = await load(server, listSpec);
    const listLight = await load(server, listSpec, LIGHT_CONNECTIONS);
    const baselineRequests = BASELINE_BRANDS.map((brand) => ({ method: 'GET', path: `/baseline/products?brand=${brand}` }));
    const baselineCheck = await call(`${ready.baselineUrl}/baseline/products?brand=ca`, {});
    if ((baselineCheck.val as { list: unknown[] }).list.length !== 48) throw new Error('the product-list baseline did not answer 48 rows');
    const listBaselineSpec: LoadSpec = { name: 'product-baseline', url: ready.baselineUrl, requests: baselineRequests };
    log(`${kind}: product-list baseline (48 rows, one indexed query), ${CONNECTIONS} then ${LIGHT_CONNECTIONS} connections`);
    const listBaseline = await load(server, listBaselineSpec);
    const listBaselineLight = await load(server, listBaselineSpec, LIGHT_CONNECTIONS);

    // Search: the search results page (the list call with a keyword), 48 a page.
    const searchRequests = KEYWORDS.map((keyword) => ({ ...post({ keyword }, headers), path: listPath }));
    await checkRequests(ready.apiUrl, listPath, searchRequests, 'search');
    const searchSpec: LoadSpec = { name: 'search', url: ready.apiUrl, requests: searchRequests };
    log(`${kind}: search (${KEYWORDS.length} keywords, typos among them), ${CONNECTIONS} then ${LIGHT_CONNECTIONS} connections`);
    const search = await load(server, searchSpec);
    const searchLight = await load(server, searchSpec, LIGHT_CONNECTIONS);

    // Images: the first read of each of distinct images draws it; then one image read again and again.
    log(`${kind}: first reads of ${ready.imageSkus.length} distinct product images at width 300, one at a time`);
    let imageCold: Timing | null = null;
    let image: Load | null = null;
    let imageLight: Load | null = null;
    try {
      const cold: number[] = [];
      for (const sku of ready.imageSkus) cold.push(await readImage(`${ready.apiUrl}${imagePath(sku)}`));
      imageCold = timing(cold);
      const cachedPath = imagePath(ready.imageSkus[0]!);
      await readImage(`${ready.apiUrl}${cachedPath}`);
      const imageSpec: LoadSpec = { name: 'image', url: `${ready.apiUrl}${cachedPath}`, envelope: false };
      log(`${kind}: one image read again, ${CONNECTIONS} then ${LIGHT_CONNECTIONS} connections`);
      image = await load(server, imageSpec);
      imageLight = await load(server, imageSpec, LIGHT_CONNECTIONS);
    } catch (error) {
      log(`${kind}: product images not measured: ${(error as Error).message}`);
    }

    return {
      kind,
      products: ready.products,
      seedMs: ready.seedMs,
      login: loginTimes,
      userRole,
      userRoleLight,
      baseline,
      list,
      listLight,
      listBaseline,
      listBaselineLight,
      search,
      searchLight,
      imageCold,
      image,
      imageLight,
    };
  } finally {
    await server.stop();
  }
}

const runs: Results[] = [];
if (ONLY !== 'postgres' && ONLY !== 'checkout') runs.push(await bench('PGlite', '', PGLITE_PRODUCTS));
if (ONLY === 'pglite') log('Postgres: skipped (BENCH_ONLY=pglite)');
else if (ONLY === 'checkout') log('identity and catalog: skipped (BENCH_ONLY=checkout)');
else if (POSTGRES_URL) runs.push(await bench('Postgres', POSTGRES_URL, POSTGRES_PRODUCTS));
else log('Postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server whose role may create databases)');
let checkout: CheckoutResults | null = null;
if (process.env.BENCH_CHECKOUT === 'off') log('checkout: skipped (BENCH_CHECKOUT=off)');
else if (ONLY === 'pglite' || !POSTGRES_URL) log('checkout: skipped (Postgres only: PGlite has one connection, so no two checkouts run at once)');
else checkout = await runCheckoutBench(POSTGRES_URL);

// ---------------------------------------------------------------------------------------------
// The table.

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '');
const header = '| database (products) | call | connections | req/s | p50 ms | p95 ms | p99 ms | api CPU µs/req | of its baseline |';
const rule = '|---|---|---|---|---|---|---|---|---|';
const rows: string[] = [];
const row = (cells: Array<string | number>) => rows.push(`| ${cells.join(' | ')} |`);
for (const r of runs) {
  const db = `${r.kind} (${r.products.toLocaleString('en-US')})`;
  const loadRow = (name: string, l: Load, against?: Load) =>
    row([db, name, l.connections, Math.round(l.rps), ms(l.p50), ms(l.p95), ms(l.p99), Math.round(l.cpuPerRequest), against ? (l.rps / against.rps).toFixed(2) : '']);
  row([db, `login (${r.login.count} in a row)`, 1, '', ms(r.login.p50), ms(r.login.p95), ms(r.login.p99), '', '']);
  loadRow('user_role', r.userRole, r.baseline);
  loadRow('user_role', r.userRoleLight);
  loadRow('baseline: one session row', r.baseline);
  loadRow('product list (filters, 48 a page)', r.list, r.listBaseline);
  loadRow('product list (filters, 48 a page)', r.listLight, r.listBaselineLight);
  loadRow('baseline: 48 products, one indexed query', r.listBaseline);
  loadRow('baseline: 48 products, one indexed query', r.listBaselineLight);
  loadRow('search (keywords, typos)', r.search);
  loadRow('search (keywords, typos)', r.searchLight);
  if (r.imageCold) {
    row([db, `image, first render (${r.imageCold.count} distinct, width 300)`, 1, '', ms(r.imageCold.p50), ms(r.imageCold.p95), ms(r.imageCold.p99), '', '']);
  } else row([db, 'image: not measured', '', '', '', '', '', '', '']);
  if (r.image) loadRow('image, cached (one image, width 300)', r.image);
  if (r.imageLight) loadRow('image, cached (one image, width 300)', r.imageLight);
}
if (checkout) for (const cells of checkoutRows(checkout)) row(cells);
console.info(`\n${[header, rule, ...rows].join('\n')}\n`);
for (const r of runs) log(`${r.kind}: ${r.products} products seeded in ${(r.seedMs / 1000).toFixed(1)} s`);
if (checkout) for (const line of checkoutSummary(checkout)) log(line);

// ---------------------------------------------------------------------------------------------
// The targets.

let missed = false;
const miss = (message: string) => {
  missed = true;
  log(`MISSED ${message}`);
};
for (const r of runs) {
  const loads: Array<[string, Load]> = [
    ['user_role', r.userRole],
    ['user_role (light)', r.userRoleLight],
    ['session baseline', r.baseline],
    ['product list', r.list],
    ['product list (light)', r.listLight],
    ['product baseline', r.listBaseline],
    ['search', r.search],
    ['search (light)', r.searchLight],
  ];
  if (r.image && r.imageLight) loads.push(['image', r.image], ['image (light)', r.imageLight]);
  else miss(`${r.kind}: product images were not read`);
  for (const [name, l] of loads) {
    if (l.failures) miss(`${r.kind}: ${l.failures} failed ${name} requests`);
    // autocannon times a request out after 10 s: a call slower than the run answers nothing and fails nothing.
    if (!Number.isFinite(l.p50)) miss(`${r.kind}: ${name} answered nothing within the ${SECONDS} s run`);
  }
  const roleRatio = r.userRole.rps / r.baseline.rps;
  if (roleRatio < TARGETS.ratio) miss(`${r.kind}: user_role reaches ${roleRatio.toFixed(3)} of the baseline's throughput (target ${TARGETS.ratio})`);
  const listRatio = r.list.rps / r.listBaseline.rps;
  if (listRatio < TARGETS.ratio) miss(`${r.kind}: the product list reaches ${listRatio.toFixed(3)} of its baseline's throughput (target ${TARGETS.ratio})`);
  if (r.kind !== 'Postgres') continue;
  if (r.userRoleLight.p99 > TARGETS.userRoleP99) miss(`${r.kind}: user_role p99 ${ms(r.userRoleLight.p99)} ms at ${LIGHT_CONNECTIONS} connections (target ${TARGETS.userRoleP99} ms)`);
  if (r.listLight.p99 > TARGETS.listP99) miss(`${r.kind}: product list p99 ${ms(r.listLight.p99)} ms at ${LIGHT_CONNECTIONS} connections (target ${TARGETS.listP99} ms)`);
  if (r.searchLight.p95 > TARGETS.searchP95) miss(`${r.kind}: search p95 ${ms(r.searchLight.p95)} ms at ${LIGHT_CONNECTIONS} connections over ${r.products} products (target ${TARGETS.searchP95} ms)`);
  if (r.imageLight && r.imageLight.p99 > TARGETS.cachedImageP99) miss(`${r.kind}: cached image p99 ${ms(r.imageLight.p99)} ms at ${LIGHT_CONNECTIONS} connections (target ${TARGETS.cachedImageP99} ms)`);
  // With every connection waiting on the one before, latency at saturation is the queue: connections / throughput.
  log(
    `${r.kind}: at ${CONNECTIONS} connections latency is mostly the queue (${CONNECTIONS} / throughput on average): ` +
      `product list p99 ${ms(r.list.p99)} ms, search p95 ${ms(r.search.p95)} ms, cached image p99 ${ms(r.image?.p99 ?? NaN)} ms`,
  );
}
if (checkout) for (const message of checkoutMisses(checkout)) miss(message);
if (!runs.some((r) => r.kind === 'Postgres')) log('the latency targets are Postgres targets: not judged without Postgres');
log(
  missed
    ? 'targets missed (see above)'
    : `targets met: on Postgres at ${LIGHT_CONNECTIONS} connections user_role p99 <= ${TARGETS.userRoleP99} ms, product list p99 <= ${TARGETS.listP99} ms, ` +
        `search p95 <= ${TARGETS.searchP95} ms, cached image p99 <= ${TARGETS.cachedImageP99} ms; user_role and the product list at least ${TARGETS.ratio} of their baselines' throughput` +
        (checkout ? `; place_order p99 <= ${CHECKOUT_TARGET.placeOrderP99} ms at ${checkout.buyers} buyers` : ''),
);

// Cara's table: the chat stream, the renderer and the render queue (bench/cara.ts; BENCH_CARA=off skips it).
if (process.env.BENCH_CARA !== 'off' && ONLY !== 'checkout') await (await import('./cara')).runCaraBench();
