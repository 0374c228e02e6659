/**
 * The api's benchmark, on PGlite and on Postgres (when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server whose
 * role may create databases): login time, `GET /mibd/common/user_role` under load, and a bare Fastify baseline doing
 * one indexed single-row query on the same database.
 *
 * The servers run in a child process (bench/server.ts); the load comes from this process, so the two never share
 * an event loop. user_role is measured twice: with 50 connections (throughput; latency there is mostly the queue of
 * connections, 50 / throughput on average) and with a few (latency of the work itself, where the p99 target applies).
 * The server's CPU time per request is reported too: unlike throughput, it hardly moves when other work shares the
 * machine. Settings: BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_LOGINS (30),
 * BENCH_LIGHT_CONNECTIONS (4), BENCH_LOG_LEVEL (silent; info measures the production request log),
 * BENCH_CPU_PROF=<folder> writes the server's CPU profile of each measured load there (open it in Chrome DevTools).
 */
import autocannon, { type Result } from 'autocannon';
import { fork } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
const CPU_PROF = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : '';
const POSTGRES_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '';

/** The targets. */
const TARGET_P99_MS = 10;
const TARGET_RATIO = 0.5;

interface Load {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** The server's CPU time per answered request, in microseconds. */
  cpuPerRequest: number;
}

interface Row {
  kind: string;
  loginMedian: number;
  loginP95: number;
  userRole: Load;
  userRoleLight: Load;
  baseline: Load;
}

const log = (message: string) => console.info(`[bench] ${message}`);
// autocannon reports latency in whole milliseconds; p50 0 means under a millisecond.

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

interface Server {
  ready: Ready;
  /** Starts, or stops and writes, the server's CPU profile. */
  profile(action: 'start' | 'stop', file: string): Promise<void>;
  /** CPU time the server process has used, in microseconds. */
  cpu(): Promise<number>;
  stop(): Promise<void>;
}

function startServer(postgresUrl: string): Promise<Server> {
  const child = fork(fileURLToPath(new URL('./server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_POSTGRES_URL: postgresUrl },
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
  const answer = await call(`${ready.apiUrl}/mibd/login/user_login?obtain=hom`, {
    method: 'POST',
    headers: { 'Api-Token': ready.apiToken, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: ready.email, password: ready.password, login_type: 1 }),
  });
  if (answer.err !== 200) throw new Error(`login refused: ${answer.err} ${answer.errmsg}`);
  return (answer.val as { token: string }).token;
}

async function measureLogins(ready: Ready): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 3; i++) await login(ready);
  const times: number[] = [];
  for (let i = 0; i < LOGINS; i++) {
    const started = performance.now();
    await login(ready);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

async function load(server: Server, name: string, url: string, headers: Record<string, string>, connections = CONNECTIONS): Promise<Load> {
  await autocannon({ url, headers, connections, duration: WARMUP_SECONDS });
  const file = join(CPU_PROF, `${server.ready.kind}-${name}.cpuprofile`);
  if (CPU_PROF) await server.profile('start', file);
  const cpuBefore = await server.cpu();
  const result: Result = await autocannon({ url, headers, connections, duration: SECONDS });
  const cpuAfter = await server.cpu();
  if (CPU_PROF) {
    await server.profile('stop', file);
    log(`${name} CPU profile: ${file}`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    cpuPerRequest: (cpuAfter - cpuBefore) / Math.max(1, result.requests.total),
  };
}

async function bench(kind: string, postgresUrl: string): Promise<Row> {
  log(`${kind}: starting the api over a fresh database`);
  const server = await startServer(postgresUrl);
  const { ready } = server;
  try {
    log(`${kind}: ${LOGINS} sequential logins`);
    const logins = await measureLogins(ready);
    const token = await login(ready);
    const userRoleUrl = `${ready.apiUrl}/mibd/common/user_role?mode=mibd_designer&obtain=hom`;
    const headers = { 'Api-Token': ready.apiToken, 'X-Auth-Token': token, Mode: 'mibd_designer' };
    const check = await call(userRoleUrl, { headers });
    const roles = (check.val as { Role?: string[] } | null)?.Role ?? [];
    if (check.err !== 200 || !roles.includes('designer_price')) throw new Error(`user_role answered ${JSON.stringify(check)}`);
    log(`${kind}: user_role, ${CONNECTIONS} connections as fast as it answers, ${WARMUP_SECONDS} s warm-up then ${SECONDS} s`);
    const userRole = await load(server, 'user_role', userRoleUrl, headers);
    log(`${kind}: user_role, ${LIGHT_CONNECTIONS} connections`);
    const userRoleLight = await load(server, 'user_role-light', userRoleUrl, headers, LIGHT_CONNECTIONS);
    log(`${kind}: baseline, ${CONNECTIONS} connections as fast as it answers`);
    const baseline = await load(server, 'baseline', `${ready.baselineUrl}/baseline`, {});
    return { kind, loginMedian: logins.median, loginP95: logins.p95, userRole, userRoleLight, baseline };
  } finally {
    await server.stop();
  }
}

const rows: Row[] = [];
rows.push(await bench('PGlite', ''));
if (POSTGRES_URL) rows.push(await bench('Postgres', POSTGRES_URL));
else log('Postgres: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to a server whose role may create databases)');

const ms = (n: number) => n.toFixed(1);
const lines = [
  `| database | login median ms | login p95 ms | user_role req/s | user_role p50 ms | user_role p99 ms | user_role at ${LIGHT_CONNECTIONS} connections: req/s, p50 ms, p99 ms | baseline req/s | baseline p50 ms | baseline p99 ms | user_role / baseline | api CPU µs/req: user_role, baseline |`,
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) =>
    [
      r.kind,
      ms(r.loginMedian),
      ms(r.loginP95),
      Math.round(r.userRole.rps),
      r.userRole.p50,
      r.userRole.p99,
      `${Math.round(r.userRoleLight.rps)}, ${r.userRoleLight.p50}, ${r.userRoleLight.p99}`,
      Math.round(r.baseline.rps),
      r.baseline.p50,
      r.baseline.p99,
      (r.userRole.rps / r.baseline.rps).toFixed(2),
      `${Math.round(r.userRole.cpuPerRequest)}, ${Math.round(r.baseline.cpuPerRequest)}`,
    ].join(' | '),
  ).map((line) => `| ${line} |`),
];
console.info(`\n${lines.join('\n')}\n`);

let missed = false;
for (const r of rows) {
  const failures = r.userRole.failures + r.userRoleLight.failures;
  if (failures || r.baseline.failures) {
    missed = true;
    log(`${r.kind}: ${failures} failed user_role requests, ${r.baseline.failures} failed baseline requests`);
  }
  const ratio = r.userRole.rps / r.baseline.rps;
  if (ratio < TARGET_RATIO) {
    missed = true;
    log(`${r.kind}: user_role reaches ${ratio.toFixed(2)} of the baseline's throughput (target ${TARGET_RATIO})`);
  }
  if (r.kind === 'Postgres' && r.userRoleLight.p99 > TARGET_P99_MS) {
    missed = true;
    log(`${r.kind}: user_role p99 ${r.userRoleLight.p99} ms at ${LIGHT_CONNECTIONS} connections (target ${TARGET_P99_MS} ms)`);
  }
  if (r.kind === 'Postgres' && r.userRole.p99 > TARGET_P99_MS) {
    // With every connection waiting on the one before, latency is the queue: connections / throughput.
    log(
      `${r.kind}: at saturation user_role p99 is ${r.userRole.p99} ms and the bare baseline's ${r.baseline.p99} ms: ` +
        `${CONNECTIONS} connections in a closed loop queue for ${CONNECTIONS} / throughput on average`,
    );
  }
}
log(
  missed
    ? 'targets missed (see above)'
    : `targets met: user_role p99 <= ${TARGET_P99_MS} ms on Postgres at ${LIGHT_CONNECTIONS} connections, and at least ${TARGET_RATIO} of the baseline's throughput`,
);
