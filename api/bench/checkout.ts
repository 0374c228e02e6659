/**
 * Checkout's benchmark (issue 17), on Postgres only (PGlite has one connection, so nothing would run in parallel):
 * - checkout: BENCH_CHECKOUT_BUYERS (20) signed-in designers with a resale certificate on file, each in a loop: one
 *   line of a product in the cart (the cart's add call), a sandbox card tokenized (the tokenize call, as the browser
 *   does), then place order with a fresh checkout_id (pay, then the order: decision 024). Only the place-order call's
 *   latency is taken; orders per second count every order placed over the run (so they include the cart add and the
 *   tokenize of each order). The products (BENCH_CHECKOUT_PRODUCTS, 100) have stock for any run; each order takes one
 *   unit of one at random, so orders contend on rows as shoppers of a catalog do. Buyers wait for nothing between
 *   orders, so at 20 of them latency is mostly the queue (Little: 20 / orders per second for the whole loop).
 * - the same loop with BENCH_CHECKOUT_LIGHT_BUYERS (1) for BENCH_CHECKOUT_LIGHT_SECONDS (5): the call's own time.
 * - the baseline: a bare Fastify route (no plugins) on the same database handle (the api's pool) doing the least an
 *   order must, one transaction of a conditional stock update and one insert, on plain tables of its own (no trigger),
 *   at as many connections: the ratio of the two says what our code and schema cost over the database.
 * - the baseline at checkout's shape: the same loop of three calls, each a bare route making as many round trips to
 *   the database as the api's call does (counted on one buyer's orders first: each call's queries, the session's
 *   included): trivial reads by primary key, and for place order the baseline's one transaction among them. It is
 *   the least a loop of that shape costs on this machine: what remains between it and the first row is our work per
 *   round trip (query building, parsing, the statements' own cost), not the number of round trips.
 * Goal: place order p99 <= 50 ms at 20 buyers. After the run, the orders placed in the database are checked against the
 * answers (every order placed, none left pending, a succeeded charge for each). A line tells how many cores were busy
 * during the 20-buyer run (the api, the buyers, Postgres, the rest) and the load average: other work on the machine
 * shows there. Where Postgres runs on this machine, the CPU its processes spent per order and per baseline
 * transaction is reported too: like the api's, it hardly moves when other work shares the machine.
 *
 * Settings: BENCH_CHECKOUT_BUYERS (20), BENCH_CHECKOUT_SECONDS (10), BENCH_CHECKOUT_WARMUP_SECONDS (2),
 * BENCH_CHECKOUT_LIGHT_BUYERS (1; 0 skips), BENCH_CHECKOUT_LIGHT_SECONDS (5), BENCH_CHECKOUT_PRODUCTS (100),
 * BENCH_CHECKOUT_CARD (debit: 4000 0566 5566 5556, no card fee; credit: 4242...), BENCH_CHECKOUT=off skips it (in
 * run.ts); DB_POOL_SIZE (the api's, 10), BENCH_LOG_LEVEL and BENCH_CPU_PROF as in run.ts (profiles of each measured run).
 *
 * The servers run in a child process (this file again, BENCH_CHECKOUT_ROLE=server); the buyers are this process.
 *
 *   node --import tsx bench/checkout.ts        (also run by `pnpm --filter @storefront/api bench` on Postgres)
 */
import { CART_CALLS, CHECKOUT_CALLS, PAYMENT_CALLS } from '@storefront/contracts';
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const BUYERS = Math.max(1, Number(process.env.BENCH_CHECKOUT_BUYERS ?? 20));
const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_CHECKOUT_WARMUP_SECONDS ?? 2);
const PRODUCTS = Math.max(1, Number(process.env.BENCH_CHECKOUT_PRODUCTS ?? 100));
/** The light run: so few buyers that nothing queues, so its latency is the call's own work. 0 skips it. */
const LIGHT_BUYERS = Math.max(0, Number(process.env.BENCH_CHECKOUT_LIGHT_BUYERS ?? 1));
const LIGHT_SECONDS = Number(process.env.BENCH_CHECKOUT_LIGHT_SECONDS ?? 5);
const CARD = (process.env.BENCH_CHECKOUT_CARD ?? 'debit').toLowerCase() === 'credit' ? 'credit' : 'debit';
const CPU_PROF = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : '';
/** The goal: the place-order call's p99 at 20 concurrent buyers, on Postgres. */
export const CHECKOUT_TARGET = { placeOrderP99: 50 };
/** Every product's stock: more than any run can sell. */
const STOCK = 10_000_000;

const log = (message: string) => console.info(`[bench] ${message}`);

interface CheckoutReady {
  type: 'ready';
  apiUrl: string;
  baselineUrl: string;
  apiToken: string;
  buyers: Array<{ token: string; mode: string }>;
  skus: string[];
  card: string;
  address: Record<string, string>;
  contact: Record<string, string>;
}

export interface Latency {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface CheckoutLoad {
  connections: number;
  /** Orders (or baseline transactions) a second over the measured run. */
  perSecond: number;
  latency: Latency;
  failures: number;
  /** The server's CPU time per order (or baseline transaction), in microseconds. */
  cpuPer: number;
  /**
   * The database's CPU time per order (or baseline transaction), in microseconds: its server processes serving the
   * bench's database, where Postgres runs on this machine; null where their /proc entries cannot be read.
   */
  dbCpuPer: number | null;
  /**
   * Cores busy over the run (the whole machine, the api process, the buyers' process, the database's processes when
   * known); null where /proc/stat is not.
   */
  machine: { busy: number; api: number; buyers: number; db: number | null } | null;
}

export interface CheckoutResults {
  buyers: number;
  products: number;
  card: 'debit' | 'credit';
  seconds: number;
  cores: number;
  /** The machine's 1-minute load average when the bench started: other work on the machine shows here. */
  loadAverage: number;
  checkout: CheckoutLoad;
  /** The same loop with LIGHT_BUYERS buyers; null when skipped. */
  light: CheckoutLoad | null;
  cartAdd: Latency;
  tokenize: Latency;
  baseline: CheckoutLoad;
  /** The database round trips of each call of one order (begin and commit included), counted on one buyer's orders. */
  roundTrips: { cartAdd: number; tokenize: number; placeOrder: number };
  /** The bare loop of the same calls making as many round trips each; its latency is the place-order stand-in's. */
  shapeBaseline: CheckoutLoad;
  /** Problems found in the database after the run (orders not placed, pending, charges missing). */
  problems: string[];
  /** The first few refusals, as answered. */
  refusals: string[];
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function latency(times: number[]): Latency {
  const sorted = [...times].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

// ---------------------------------------------------------------------------------------------
// The runner: the buyers and the baseline's clients.

interface Server {
  ready: CheckoutReady;
  ask<T>(message: Record<string, unknown>): Promise<T>;
  stop(): Promise<void>;
}

function startServer(postgresUrl: string): Promise<Server> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_CHECKOUT_ROLE: 'server', BENCH_POSTGRES_URL: postgresUrl, BENCH_CHECKOUT_PRODUCTS: String(PRODUCTS), BENCH_CHECKOUT_BUYERS: String(BUYERS) },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the checkout bench server exited with ${code} before it was ready`)));
    child.once('message', (message) => {
      child.removeAllListeners('exit');
      done({
        ready: message as CheckoutReady,
        ask: <T>(question: Record<string, unknown>) =>
          new Promise<T>((answer) => {
            child.once('message', (reply) => answer(reply as T));
            child.send(question);
          }),
        stop: () =>
          new Promise<void>((stopped) => {
            child.once('exit', () => stopped());
            child.send({ type: 'stop' });
          }),
      });
    });
  });
}

interface Envelope {
  err: number;
  val: unknown;
  errmsg: string;
}

/**
 * The buyers' connections, kept alive: one per buyer at most. The buyers share the machine with the servers they
 * measure, so they ask over Node's plain HTTP client, which spends under a third of the CPU `fetch` does per request:
 * what the buyers leave over goes to the api and Postgres, for the api's rows and the baselines' alike.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(url: string, headers: Record<string, string>, body: unknown): Promise<Envelope> {
  const payload = JSON.stringify(body);
  return new Promise((answer, fail) => {
    const request = http.request(url, { method: 'POST', agent, headers: { ...headers, 'Content-Length': Buffer.byteLength(payload) } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        try {
          answer(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Envelope);
        } catch (error) {
          fail(error);
        }
      });
      response.on('error', fail);
    });
    request.on('error', fail);
    request.end(payload);
  });
}

interface Tally {
  placeOrder: number[];
  cartAdd: number[];
  tokenize: number[];
  failures: number;
  refusals: string[];
}

const newTally = (): Tally => ({ placeOrder: [], cartAdd: [], tokenize: [], failures: 0, refusals: [] });

function refused(tally: Tally, what: string, answer: Envelope): void {
  tally.failures += 1;
  if (tally.refusals.length < 5) tally.refusals.push(`${what}: ${answer.err} ${answer.errmsg}`);
}

/** Each buyer in a loop until the deadline: cart add, tokenize, place order (only place order is timed for the goal). */
async function buy(ready: CheckoutReady, buyers: number, seconds: number, tally: Tally): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const url = (path: string) => `${ready.apiUrl}${path}?obtain=hom`;
  const card = { number: ready.card, exp_month: 12, exp_year: 2030, cvc: '123' };
  await Promise.all(
    ready.buyers.slice(0, buyers).map(async (who, i) => {
      const headers = { 'Api-Token': ready.apiToken, 'Content-Type': 'application/json', 'X-Auth-Token': who.token, Mode: who.mode, GuestUId: `bench-buyer-${i}` };
      // A buyer whose cart or payment keeps being refused stops (a refused order leaves its line in the cart).
      let refusedInARow = 0;
      while (performance.now() < deadline && refusedInARow < 5) {
        const sku = ready.skus[Math.floor(Math.random() * ready.skus.length)]!;
        let t0 = performance.now();
        const added = await post(url(CART_CALLS.add.path), headers, { sku_number: sku, number: 1 });
        tally.cartAdd.push(performance.now() - t0);
        if (added.err !== 200) {
          refused(tally, 'cart add', added);
          refusedInARow += 1;
          continue;
        }
        t0 = performance.now();
        const tokenized = await post(url(PAYMENT_CALLS.tokenizeCard.path), headers, card);
        tally.tokenize.push(performance.now() - t0);
        if (tokenized.err !== 200) {
          refused(tally, 'tokenize', tokenized);
          refusedInARow += 1;
          continue;
        }
        const body = {
          checkout_id: randomUUID(),
          address: ready.address,
          contact: ready.contact,
          shipping_method: 'standard',
          payment_token: (tokenized.val as { token: string }).token,
        };
        t0 = performance.now();
        const placed = await post(url(CHECKOUT_CALLS.placeOrder.path), headers, body);
        const elapsed = performance.now() - t0;
        if (placed.err !== 200) {
          refused(tally, 'place order', placed);
          refusedInARow += 1;
          continue;
        }
        refusedInARow = 0;
        tally.placeOrder.push(elapsed);
      }
    }),
  );
  // Every order started before the deadline is finished and counted: the rate is over the whole time they took.
  return (performance.now() - started) / 1000;
}

/** The baseline's clients: as many as buyers, each sending the next transaction as soon as the last one answered. */
async function baselineLoad(ready: CheckoutReady, seconds: number, tally: Tally): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    ready.buyers.map(async (_, i) => {
      let refusedInARow = 0;
      while (performance.now() < deadline && refusedInARow < 5) {
        const sku = ready.skus[Math.floor(Math.random() * ready.skus.length)]!;
        const t0 = performance.now();
        const answer = await post(`${ready.baselineUrl}/baseline/order`, { 'Content-Type': 'application/json' }, { sku_number: sku, buyer: i });
        const elapsed = performance.now() - t0;
        if (answer.err !== 200) {
          refused(tally, 'baseline', answer);
          refusedInARow += 1;
          continue;
        }
        refusedInARow = 0;
        tally.placeOrder.push(elapsed);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * The database round trips of each call of one order: one buyer's orders, one call at a time, the server's queries
 * counted before and after each (the fewest of three orders: the session's once-a-minute touch is not the call's).
 */
async function countRoundTrips(ready: CheckoutReady, server: Server, tally: Tally): Promise<CheckoutResults['roundTrips']> {
  const url = (path: string) => `${ready.apiUrl}${path}?obtain=hom`;
  const who = ready.buyers[0]!;
  const headers = { 'Api-Token': ready.apiToken, 'Content-Type': 'application/json', 'X-Auth-Token': who.token, Mode: who.mode, GuestUId: 'bench-buyer-0' };
  const queries = async () => (await server.ask<{ queries: number }>({ type: 'queries' })).queries;
  const counted = async (call: () => Promise<Envelope>, what: string): Promise<{ trips: number; answer: Envelope }> => {
    const before = await queries();
    const answer = await call();
    if (answer.err !== 200) throw new Error(`${what} answered ${answer.err} ${answer.errmsg}`);
    return { trips: (await queries()) - before, answer };
  };
  let fewest = { cartAdd: Infinity, tokenize: Infinity, placeOrder: Infinity };
  for (let i = 0; i < 3; i++) {
    const added = await counted(() => post(url(CART_CALLS.add.path), headers, { sku_number: ready.skus[i % ready.skus.length], number: 1 }), 'cart add');
    const card = { number: ready.card, exp_month: 12, exp_year: 2030, cvc: '123' };
    const tokenized = await counted(() => post(url(PAYMENT_CALLS.tokenizeCard.path), headers, card), 'tokenize');
    const token = (tokenized.answer.val as { token: string }).token;
    const body = { checkout_id: randomUUID(), address: ready.address, contact: ready.contact, shipping_method: 'standard', payment_token: token };
    const placed = await counted(() => post(url(CHECKOUT_CALLS.placeOrder.path), headers, body), 'place order');
    tally.placeOrder.push(0);
    fewest = {
      cartAdd: Math.min(fewest.cartAdd, added.trips),
      tokenize: Math.min(fewest.tokenize, tokenized.trips),
      placeOrder: Math.min(fewest.placeOrder, placed.trips),
    };
  }
  return fewest;
}

/** The loop of the same three calls on the bare server, each making the round trips the api's call makes. */
async function shapeLoad(ready: CheckoutReady, trips: CheckoutResults['roundTrips'], seconds: number, tally: Tally): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const headers = { 'Content-Type': 'application/json' };
  const shape = (body: Record<string, unknown>) => post(`${ready.baselineUrl}/baseline/shape`, headers, body);
  await Promise.all(
    ready.buyers.map(async (_, i) => {
      let refusedInARow = 0;
      while (performance.now() < deadline && refusedInARow < 5) {
        const sku = ready.skus[Math.floor(Math.random() * ready.skus.length)]!;
        let t0 = performance.now();
        await shape({ sku_number: sku, trips: trips.cartAdd, order: false });
        tally.cartAdd.push(performance.now() - t0);
        t0 = performance.now();
        await shape({ sku_number: sku, trips: trips.tokenize, order: false });
        tally.tokenize.push(performance.now() - t0);
        t0 = performance.now();
        const answer = await shape({ sku_number: sku, buyer: i, trips: trips.placeOrder, order: true });
        const elapsed = performance.now() - t0;
        if (answer.err !== 200) {
          refused(tally, 'shape baseline', answer);
          refusedInARow += 1;
          continue;
        }
        refusedInARow = 0;
        tally.placeOrder.push(elapsed);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/** The machine's CPU time so far (all cores), busy and in all, in clock ticks; null where /proc/stat cannot be read. */
function machineTicks(): { busy: number; total: number } | null {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    const total = fields.slice(0, 8).reduce((sum, n) => sum + n, 0);
    return { busy: total - fields[3]! - fields[4]!, total };
  } catch {
    return null;
  }
}

const processMicros = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};

async function measured(server: Server, name: string, buyers: number, run: (tally: Tally) => Promise<number>): Promise<CheckoutLoad & { tally: Tally }> {
  const file = join(CPU_PROF, `postgres-${name}-${buyers}.cpuprofile`);
  if (CPU_PROF) await server.ask({ type: 'profile', action: 'start', file });
  const serverBefore = (await server.ask<{ micros: number }>({ type: 'cpu' })).micros;
  const dbBefore = (await server.ask<{ byPid: Record<string, number> | null }>({ type: 'db-cpu' })).byPid;
  const runnerBefore = processMicros();
  const machineBefore = machineTicks();
  const tally = newTally();
  const seconds = await run(tally);
  const machineAfter = machineTicks();
  const runnerAfter = processMicros();
  const serverAfter = (await server.ask<{ micros: number }>({ type: 'cpu' })).micros;
  const dbAfter = (await server.ask<{ byPid: Record<string, number> | null }>({ type: 'db-cpu' })).byPid;
  // A process that started during the run counts from its start; one that ended during it is not counted.
  const dbMicros = dbBefore && dbAfter ? Object.entries(dbAfter).reduce((sum, [pid, micros]) => sum + micros - (dbBefore[pid] ?? 0), 0) : null;
  if (CPU_PROF) {
    await server.ask({ type: 'profile', action: 'stop', file });
    log(`checkout: ${name} CPU profile: ${file}`);
  }
  const cores = cpus().length;
  const coresOf = (micros: number) => micros / 1e6 / seconds;
  return {
    tally,
    connections: buyers,
    perSecond: tally.placeOrder.length / seconds,
    latency: latency(tally.placeOrder),
    failures: tally.failures,
    cpuPer: (serverAfter - serverBefore) / Math.max(1, tally.placeOrder.length),
    dbCpuPer: dbMicros === null ? null : dbMicros / Math.max(1, tally.placeOrder.length),
    machine:
      machineBefore && machineAfter
        ? {
            busy: ((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) * cores,
            api: coresOf(serverAfter - serverBefore),
            buyers: coresOf(runnerAfter - runnerBefore),
            db: dbMicros === null ? null : coresOf(dbMicros),
          }
        : null,
  };
}

/** Runs checkout's benchmark on the Postgres server at `postgresUrl` (a role that may create databases). */
export async function runCheckoutBench(postgresUrl: string): Promise<CheckoutResults> {
  const loadAverage = loadavg()[0]!;
  log(`checkout: starting the api over a fresh Postgres database with ${PRODUCTS} products and ${BUYERS} designers (certificate on file)`);
  const started = performance.now();
  const server = await startServer(postgresUrl);
  const { ready } = server;
  log(`checkout: ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  try {
    log(`checkout: ${BUYERS} buyers, each: cart add, tokenize (${CARD} card), place order; ${WARMUP_SECONDS} s warm-up then ${SECONDS} s`);
    const warm = newTally();
    await buy(ready, BUYERS, WARMUP_SECONDS, warm);
    const roundTrips = await countRoundTrips(ready, server, warm);
    log(`checkout: round trips to the database: cart add ${roundTrips.cartAdd}, tokenize ${roundTrips.tokenize}, place order ${roundTrips.placeOrder}`);
    const checkout = await measured(server, 'checkout', BUYERS, (tally) => buy(ready, BUYERS, SECONDS, tally));
    let light: (CheckoutLoad & { tally: Tally }) | null = null;
    if (LIGHT_BUYERS > 0) {
      log(`checkout: the same with ${LIGHT_BUYERS} buyer(s), ${LIGHT_SECONDS} s (the call's own time, nothing queued)`);
      light = await measured(server, 'checkout-light', LIGHT_BUYERS, (tally) => buy(ready, LIGHT_BUYERS, LIGHT_SECONDS, tally));
    }
    log(`checkout: baseline (stock update + insert, one transaction), ${BUYERS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s`);
    await baselineLoad(ready, WARMUP_SECONDS, newTally());
    const baseline = await measured(server, 'checkout-baseline', BUYERS, (tally) => baselineLoad(ready, SECONDS, tally));
    log(`checkout: the baseline at checkout's shape (three bare calls an order, as many round trips as the api's), ${BUYERS} connections, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s`);
    await shapeLoad(ready, roundTrips, WARMUP_SECONDS, newTally());
    const shapeBaseline = await measured(server, 'checkout-shape-baseline', BUYERS, (tally) => shapeLoad(ready, roundTrips, SECONDS, tally));

    // The database agrees with the answers: each order answered is placed, none is left pending, each has its charge.
    const counts = await server.ask<{ placed: number; pending: number; void: number; charged: number }>({ type: 'count' });
    const answered = warm.placeOrder.length + checkout.tally.placeOrder.length + (light?.tally.placeOrder.length ?? 0);
    const problems: string[] = [];
    if (counts.placed !== answered) problems.push(`${counts.placed} orders placed in the database, ${answered} answered placed`);
    if (counts.pending) problems.push(`${counts.pending} orders left pending`);
    if (counts.charged !== counts.placed) problems.push(`${counts.charged} succeeded charges for ${counts.placed} placed orders`);

    const strip = ({ tally: _tally, ...load }: CheckoutLoad & { tally: Tally }): CheckoutLoad => load;
    return {
      buyers: BUYERS,
      products: PRODUCTS,
      card: CARD,
      seconds: SECONDS,
      cores: cpus().length,
      loadAverage,
      checkout: { ...strip(checkout), failures: checkout.failures + warm.failures },
      light: light ? strip(light) : null,
      cartAdd: latency(checkout.tally.cartAdd),
      tokenize: latency(checkout.tally.tokenize),
      baseline: strip(baseline),
      roundTrips,
      shapeBaseline: strip(shapeBaseline),
      problems,
      refusals: [...warm.refusals, ...checkout.tally.refusals, ...(light?.tally.refusals ?? []), ...baseline.tally.refusals, ...shapeBaseline.tally.refusals].slice(0, 5),
    };
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The rows of run.ts's table, and the goal.

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '');
const PASS = '✅';
const MISS = '❌';

/** The table's cells (run.ts's columns: database, call, connections, req/s, p50, p95, p99, CPU µs/req, of its baseline). */
export function checkoutRows(r: CheckoutResults): Array<Array<string | number>> {
  const db = `Postgres (${r.products} products)`;
  const goal = r.checkout.latency.p99 <= CHECKOUT_TARGET.placeOrderP99 ? PASS : MISS;
  const order = (l: CheckoutLoad, name: string, p99: string, ratio: string) => [
    db,
    name,
    l.connections,
    l.perSecond.toFixed(1),
    ms(l.latency.p50),
    ms(l.latency.p95),
    p99,
    Math.round(l.cpuPer),
    ratio,
  ];
  const rows = [
    order(
      r.checkout,
      `checkout: place_order, ${r.card} card (req/s: orders/s, each order a cart add, a tokenize and place_order; CPU per order; goal p99 <= ${CHECKOUT_TARGET.placeOrderP99} ms)`,
      `${ms(r.checkout.latency.p99)} ${goal}`,
      (r.checkout.perSecond / r.baseline.perSecond).toFixed(2),
    ),
  ];
  if (r.light) rows.push(order(r.light, `checkout: place_order, ${r.light.connections} buyer(s) (the call's own time)`, ms(r.light.latency.p99), ''));
  rows.push(
    [db, 'checkout: cart add (in the loop of the first row)', r.checkout.connections, '', ms(r.cartAdd.p50), ms(r.cartAdd.p95), ms(r.cartAdd.p99), '', ''],
    [db, 'checkout: tokenize card (in the loop of the first row)', r.checkout.connections, '', ms(r.tokenize.p50), ms(r.tokenize.p95), ms(r.tokenize.p99), '', ''],
    order(r.baseline, 'baseline: stock update + order insert, one transaction (req/s: transactions/s)', ms(r.baseline.latency.p99), ''),
    order(
      r.shapeBaseline,
      `baseline at checkout's shape: three bare calls an order making the api's round trips (${r.roundTrips.cartAdd}, ${r.roundTrips.tokenize}, ${r.roundTrips.placeOrder}: reads by key, the order's transaction among them; req/s: orders/s; latency: the place-order stand-in's)`,
      ms(r.shapeBaseline.latency.p99),
      '',
    ),
  );
  return rows;
}

/** What missed: the goal, failed calls, and the database disagreeing with the answers. */
export function checkoutMisses(r: CheckoutResults): string[] {
  const misses: string[] = [];
  if (!(r.checkout.latency.p99 <= CHECKOUT_TARGET.placeOrderP99)) {
    misses.push(`Postgres: place_order p99 ${ms(r.checkout.latency.p99)} ms at ${r.buyers} buyers (goal ${CHECKOUT_TARGET.placeOrderP99} ms)`);
  }
  const refused = r.checkout.failures + (r.light?.failures ?? 0);
  if (refused) misses.push(`Postgres: ${refused} refused checkout calls (${r.refusals.join('; ')})`);
  if (r.baseline.failures) misses.push(`Postgres: ${r.baseline.failures} failed baseline transactions`);
  if (r.shapeBaseline.failures) misses.push(`Postgres: ${r.shapeBaseline.failures} failed calls of the baseline at checkout's shape`);
  for (const problem of r.problems) misses.push(`Postgres checkout: ${problem}`);
  return misses;
}

const cores = (n: number) => n.toFixed(2);

/** Lines on what our code costs over the database, and on what else the machine was doing. */
export function checkoutSummary(r: CheckoutResults): string[] {
  const lines = [
    `checkout: ${r.checkout.perSecond.toFixed(1)} orders/s at ${r.buyers} buyers against ${r.baseline.perSecond.toFixed(1)} baseline transactions/s ` +
      `(${(r.checkout.perSecond / r.baseline.perSecond).toFixed(2)}); place_order p50 ${ms(r.checkout.latency.p50)} ms is ` +
      `${(r.checkout.latency.p50 / r.baseline.latency.p50).toFixed(1)}x the baseline's ${ms(r.baseline.latency.p50)} ms; ` +
      `p99 ${ms(r.checkout.latency.p99)} ms (goal ${CHECKOUT_TARGET.placeOrderP99} ms)` +
      (r.light ? `; alone (${r.light.connections} buyer) place_order p50 ${ms(r.light.latency.p50)} ms, p99 ${ms(r.light.latency.p99)} ms` : ''),
  ];
  const loop = (r.buyers / r.checkout.perSecond) * 1000;
  lines.push(
    `checkout: round trips to the database an order: cart add ${r.roundTrips.cartAdd}, tokenize ${r.roundTrips.tokenize}, place order ${r.roundTrips.placeOrder}; ` +
      `the loop is closed: ${r.buyers} buyers / ${r.checkout.perSecond.toFixed(1)} orders/s = ${ms(loop)} ms a loop (cart add p50 ${ms(r.cartAdd.p50)} + tokenize ${ms(r.tokenize.p50)} + place order ${ms(r.checkout.latency.p50)} ms); ` +
      `at the same shape the bare loop makes ${r.shapeBaseline.perSecond.toFixed(1)} orders/s, its place-order stand-in p50 ${ms(r.shapeBaseline.latency.p50)} ms, p99 ${ms(r.shapeBaseline.latency.p99)} ms`,
  );
  if (r.checkout.dbCpuPer !== null && r.baseline.dbCpuPer !== null) {
    lines.push(
      `checkout: CPU per order: the api ${Math.round(r.checkout.cpuPer)} µs, Postgres ${Math.round(r.checkout.dbCpuPer)} µs` +
        (r.light?.dbCpuPer != null ? ` (alone: the api ${Math.round(r.light.cpuPer)} µs, Postgres ${Math.round(r.light.dbCpuPer)} µs)` : '') +
        `; per baseline transaction: the baseline's server ${Math.round(r.baseline.cpuPer)} µs, Postgres ${Math.round(r.baseline.dbCpuPer)} µs` +
        (r.shapeBaseline.dbCpuPer !== null ? `; per order at checkout's shape: the bare server ${Math.round(r.shapeBaseline.cpuPer)} µs, Postgres ${Math.round(r.shapeBaseline.dbCpuPer)} µs` : ''),
    );
  }
  const m = r.checkout.machine;
  if (m) {
    const rest = Math.max(0, m.busy - m.api - m.buyers - (m.db ?? 0));
    lines.push(
      `checkout: during the ${r.buyers}-buyer run ${cores(m.busy)} of ${r.cores} cores were busy: the api ${cores(m.api)}, the buyers ${cores(m.buyers)}, ` +
        (m.db === null ? `the rest (Postgres and whatever else runs) ${cores(rest)}` : `Postgres ${cores(m.db)}, the rest (whatever else runs) ${cores(rest)}`) +
        `; load average at the start ${r.loadAverage.toFixed(2)}`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The server process: the real api and the bare baseline over one fresh database.

async function serve(): Promise<void> {
  const [{ sql }, { default: pg }, { default: Fastify }, fs, { Session }, { tmpdir }, app, config, dbKit, sandbox, schema, catalog, checkoutKit, api] = await Promise.all([
    import('drizzle-orm'),
    import('pg'),
    import('fastify'),
    import('node:fs'),
    import('node:inspector/promises'),
    import('node:os'),
    import('../src/app'),
    import('../src/platform/config'),
    import('../src/platform/db'),
    import('../src/platform/payment-sandbox'),
    import('../src/platform/db/schema'),
    import('../src/testing/catalog'),
    import('../src/testing/checkout'),
    import('../src/testing/api'),
  ]);
  // Every query this process sends (all on the bench's database), counted: the round trips of a call.
  let queries = 0;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  const fresh = await api.scratchPostgres(process.env.BENCH_POSTGRES_URL!, 'storefront_checkout_bench');
  const filesDir = fs.mkdtempSync(join(tmpdir(), 'storefront-checkout-bench-'));
  const settings = config.loadConfig({
    ...process.env,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'silent',
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    FILES_DIR: filesDir,
    DATABASE_URL: fresh.url,
    // A production api refuses the published default.
    FILE_LINK_SECRET: randomUUID(),
  });
  // A production api refuses the embedded sandbox processor by configuration; the bench hands it one explicitly (its
  // charge is one insert of the sandbox's record on the same database, where a real processor is a call away).
  const database = await dbKit.openDatabase({ databaseUrl: fresh.url, dataDir: '', poolSize: settings.DB_POOL_SIZE });
  const payments = sandbox.createPaymentSandbox({
    db: database.db,
    secret: settings.PAYMENT_SANDBOX_SECRET,
    now: () => new Date(),
    publicSettings: { publishableKey: '', hostedPaymentScriptUrl: '', achScriptUrl: '' },
  });
  const server = await app.buildApp({ config: settings, database, payments });
  const services = server.services;
  if (services.database.kind !== 'postgres') throw new Error('the checkout bench runs on Postgres only');

  const count = Math.max(1, Number(process.env.BENCH_CHECKOUT_PRODUCTS ?? 100));
  const rows = await catalog.insertProducts(
    services,
    Array.from({ length: count }, (_, i) => ({
      skuNumber: `BENCH-CO-${String(i + 1).padStart(5, '0')}`,
      brandId: 'ca' as const,
      stock: STOCK,
      designerCents: 100_000 + (i % 40) * 2_500,
      consumerCents: 150_000 + (i % 40) * 3_750,
    })),
  );
  const buyers = [];
  for (let i = 0; i < Math.max(1, Number(process.env.BENCH_CHECKOUT_BUYERS ?? 20)); i++) {
    const who = await checkoutKit.buyer(services, `bench.buyer${i}@checkout.test`);
    buyers.push({ token: who.token, mode: who.mode });
  }
  // The baseline's tables, plain (no trigger, no other index): the bench products' stock and price, and the least an
  // order is (who, what, how much, when).
  await services.database.exec(
    'create table bench_baseline_stock (sku_number text primary key, stock integer not null, cents integer not null);' +
      'insert into bench_baseline_stock select sku_number, stock, designer_cents from products;' +
      'create table bench_baseline_orders (id bigserial primary key, buyer integer not null, sku_number text not null, cents integer not null, created_at timestamptz not null default now())',
  );
  await services.database.exec('analyze');

  const baseline = Fastify({ logger: false });
  baseline.post('/baseline/order', async (request) => {
    const { sku_number: sku, buyer } = request.body as { sku_number: string; buyer: number };
    const ok = await services.db.transaction(async (tx) => {
      const taken = (await tx.execute(
        sql`update bench_baseline_stock set stock = stock - 1 where sku_number = ${sku} and stock >= 1 returning cents`,
      )) as unknown as { rows: Array<{ cents: number }> };
      if (!taken.rows[0]) return false;
      await tx.execute(sql`insert into bench_baseline_orders (buyer, sku_number, cents) values (${buyer}, ${sku}, ${taken.rows[0].cents})`);
      return true;
    });
    return ok ? { err: 200, val: null, errmsg: '' } : { err: 40000, val: null, errmsg: 'out of stock' };
  });
  // A call of checkout's shape: `trips` round trips, reads of the product's row by its key, and for an order the
  // baseline's transaction among them (begin, the stock update, the insert, commit).
  baseline.post('/baseline/shape', async (request) => {
    const { sku_number: sku, buyer, trips, order } = request.body as { sku_number: string; buyer?: number; trips: number; order: boolean };
    const read = () => services.db.execute(sql`select stock, cents from bench_baseline_stock where sku_number = ${sku}`);
    let left = trips;
    if (order) {
      left -= 4;
      for (let i = 0; i < Math.floor(left / 2); i++) await read();
      const ok = await services.db.transaction(async (tx) => {
        const taken = (await tx.execute(
          sql`update bench_baseline_stock set stock = stock - 1 where sku_number = ${sku} and stock >= 1 returning cents`,
        )) as unknown as { rows: Array<{ cents: number }> };
        if (!taken.rows[0]) return false;
        await tx.execute(sql`insert into bench_baseline_orders (buyer, sku_number, cents) values (${buyer ?? 0}, ${sku}, ${taken.rows[0].cents})`);
        return true;
      });
      if (!ok) return { err: 40000, val: null, errmsg: 'out of stock' };
      left -= Math.floor(left / 2);
    }
    for (let i = 0; i < left; i++) await read();
    return { err: 200, val: null, errmsg: '' };
  });

  const ready: CheckoutReady = {
    type: 'ready',
    apiUrl: await server.listen({ port: 0, host: '127.0.0.1' }),
    baselineUrl: await baseline.listen({ port: 0, host: '127.0.0.1' }),
    apiToken: settings.API_TOKEN,
    buyers,
    skus: rows.map((row) => row.skuNumber),
    card: CARD === 'credit' ? checkoutKit.CARDS.visaCredit : checkoutKit.CARDS.visaDebit,
    address: checkoutKit.NY_ADDRESS,
    contact: checkoutKit.CONTACT,
  };
  process.send!(ready);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await baseline.close();
    await server.close();
    await database.close();
    await fresh.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
    process.exit(0);
  };
  /** CPU time of the server processes serving the bench's database, by process id (microseconds); null where unknown. */
  const databaseCpu = async (): Promise<Record<string, number> | null> => {
    const { rows: backends } = (await services.db.execute(sql`select pid from pg_stat_activity where datname = current_database()`)) as unknown as {
      rows: Array<{ pid: number }>;
    };
    const byPid: Record<string, number> = {};
    for (const { pid } of backends) {
      try {
        // Fields 14 and 15 (user and system time, in ticks of 1/100 s) follow the command's closing parenthesis.
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        byPid[pid] = (Number(fields[11]) + Number(fields[12])) * 10_000;
      } catch {
        return null;
      }
    }
    return byPid;
  };
  const inspector = new Session();
  process.on('message', (message: { type: string; action?: 'start' | 'stop'; file?: string }) => {
    void (async () => {
      if (message.type === 'stop') return stop();
      if (message.type === 'cpu') {
        const { user, system } = process.cpuUsage();
        process.send!({ type: 'cpu', micros: user + system });
      }
      if (message.type === 'profile' && message.action === 'start') {
        inspector.connect();
        await inspector.post('Profiler.enable');
        await inspector.post('Profiler.start');
        process.send!({ type: 'profiled' });
      }
      if (message.type === 'profile' && message.action === 'stop') {
        const { profile } = await inspector.post('Profiler.stop');
        inspector.disconnect();
        fs.mkdirSync(join(message.file!, '..'), { recursive: true });
        fs.writeFileSync(message.file!, JSON.stringify(profile));
        process.send!({ type: 'profiled' });
      }
      if (message.type === 'db-cpu') process.send!({ type: 'db-cpu', byPid: await databaseCpu() });
      if (message.type === 'queries') process.send!({ type: 'queries', queries });
      if (message.type === 'count') {
        const { rows: states } = (await services.db.execute(
          sql`select state, count(*)::int as n from ${schema.orders} group by state`,
        )) as unknown as { rows: Array<{ state: string; n: number }> };
        const { rows: charged } = (await services.db.execute(
          sql`select count(*)::int as n from ${schema.paymentCharges} where status = 'succeeded'`,
        )) as unknown as { rows: Array<{ n: number }> };
        const n = (state: string) => states.find((s) => s.state === state)?.n ?? 0;
        process.send!({ type: 'count', placed: n('placed'), pending: n('pending'), void: n('void'), charged: charged[0]?.n ?? 0 });
      }
    })();
  });
  process.on('disconnect', () => void stop());
}

if (process.env.BENCH_CHECKOUT_ROLE === 'server') {
  await serve();
} else if (process.argv[1]?.endsWith('checkout.ts')) {
  // Run alone: the checkout section and its table.
  const url = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';
  if (!url) {
    log('checkout: skipped (Postgres only: set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server whose role may create databases)');
  } else {
    const r = await runCheckoutBench(url);
    const lines = [
      '| database (products) | call | connections | req/s | p50 ms | p95 ms | p99 ms | api CPU µs/req | of its baseline |',
      '|---|---|---|---|---|---|---|---|---|',
      ...checkoutRows(r).map((cells) => `| ${cells.join(' | ')} |`),
    ];
    console.info(`\n${lines.join('\n')}\n`);
    for (const line of checkoutSummary(r)) log(line);
    const misses = checkoutMisses(r);
    for (const m of misses) log(`MISSED ${m}`);
    if (!misses.length) log(`checkout target met: place_order p99 <= ${CHECKOUT_TARGET.placeOrderP99} ms at ${r.buyers} buyers`);
  }
}
