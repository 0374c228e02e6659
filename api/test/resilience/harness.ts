/**
 * What the resilience tests share: the api as a real process of its own (started as `npm start` starts it, killed
 * with SIGKILL like a crashed machine), calls to it over HTTP with the storefront's headers and a bound on every
 * wait, a scratch database on the test Postgres that the test reads and writes directly, and small stand-ins for
 * the services the api talks to (the inpainting service, the SMS gateway).
 */
import type { Endpoint } from '@storefront/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { openDatabase, type Database } from '../../src/platform/db';
import type { Services } from '../../src/platform/services';
import { scratchPostgres } from '../../src/testing/api';

export const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const REPO_DIR = join(API_DIR, '..');
/** The Api-Token every call sends (the api's default). */
export const API_TOKEN = 'storefront-web';

/** Polls `check` until it answers something truthy, at most `timeoutMs`; fails with `what` when it never does. */
export async function waitFor<T>(what: string, check: () => Promise<T> | T, { timeoutMs = 20_000, intervalMs = 50 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as NonNullable<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

// ---------------------------------------------------------------------------------------------
// The api as a process.

export interface ApiProcess {
  url: string;
  pid: number;
  /** The process's recent output (for a failing test's message). */
  output(): string;
  /** Whether the process has ended. */
  exited(): boolean;
  /** Ends the process at once, as a power cut would (SIGKILL): nothing of it runs after this resolves. */
  kill9(): Promise<void>;
  /** Asks the process to shut down (SIGTERM), and kills it when it has not ended within a few seconds. */
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
/** The variables of the test's environment an api process is started with. */
const INHERITED = ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'TZ'];

/**
 * Starts the api as `npm start` does (`node --import tsx src/main.ts` in api/), on a free port of 127.0.0.1, with
 * `env` over the test's environment; resolves once it listens.
 */
export async function spawnApi(env: Record<string, string>, { startMs = 90_000 } = {}): Promise<ApiProcess> {
  return spawnServer('api', API_DIR, 'src/main.ts', { NODE_ENV: 'test', API_HOST: '127.0.0.1', API_PORT: '0', LOG_LEVEL: 'info', ...env }, startMs);
}

/**
 * Starts the storefront's page server (`shell/server/main.ts`, as the deployment runs it) for the hub brand in front of
 * the api processes at `apiUrls`, which it takes in turn; over a stand-in shell build, since only its forwarding of
 * the api's calls is wanted here.
 */
export async function spawnPageServer(apiUrls: readonly string[], { startMs = 90_000 } = {}): Promise<ApiProcess & { remove(): void }> {
  const root = mkdtempSync(join(tmpdir(), 'resilience-page-'));
  mkdirSync(join(root, 'shell', 'assets'), { recursive: true });
  writeFileSync(
    join(root, 'shell', 'index.html'),
    '<!doctype html><html><head><title>x</title><script type="module" crossorigin src="/assets/entry-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  // The shared modules a shell build names (decision 021): the page server writes them into each page's import map.
  mkdirSync(join(root, 'shell', '.vite'));
  writeFileSync(join(root, 'shell', '.vite', 'shared-modules.json'), JSON.stringify({ react: 'assets/shared-react-1.js' }));
  const env = { BRAND: 'HOM', HOST: '127.0.0.1', PORT: '0', API_URL: apiUrls.join(','), SHELL_DIST: join(root, 'shell'), REMOTES_ROOT: root, LOG_LEVEL: 'info' };
  const server = await spawnServer('page server', join(REPO_DIR, 'shell'), 'server/main.ts', env, startMs);
  return { ...server, remove: () => rmSync(root, { recursive: true, force: true }) };
}

async function spawnServer(name: string, cwd: string, script: string, env: Record<string, string>, startMs: number): Promise<ApiProcess> {
  // Only what a process needs of the test's environment: a developer's SMTP_URL or DEV_MAILBOX stays out of it.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => INHERITED.includes(key)));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  let pending = '';
  let listening: ((url: string) => void) | null = null;
  const keep = (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop() ?? '';
    for (const line of parts) {
      lines.push(line);
      if (lines.length > 300) lines.shift();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match && listening) listening(match[1]!);
    }
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let ended = false;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      ended = true;
      running.delete(child);
      resolve();
    });
  });
  const output = () => [...lines, pending].join('\n');

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The ${name} did not listen within ${startMs} ms:\n${output()}`));
    }, startMs);
    listening = (address) => {
      clearTimeout(timer);
      resolve(address);
    };
    void exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`The ${name} ended before it listened (exit ${child.exitCode}):\n${output()}`));
    });
  });

  return {
    url,
    pid: child.pid!,
    output,
    exited: () => ended,
    async kill9() {
      if (!ended) child.kill('SIGKILL');
      await exit;
    },
    async stop() {
      if (ended) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Kills whatever api process a test left running (an afterAll's safety net after a failed test). */
export async function killStrays(): Promise<void> {
  await Promise.all(
    [...running].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Calls.

export interface CallOptions {
  body?: unknown;
  token?: string;
  mode?: string;
  headers?: Record<string, string>;
  /** Sent as multipart/form-data instead of JSON. */
  form?: FormData;
  /** The longest wait for the answer. */
  timeoutMs?: number;
}

export interface Answer<T = unknown> {
  status: number;
  err: number;
  val: T;
  errmsg: string;
  ms: number;
}

/**
 * Calls an entry of the endpoint table on the api at `base` with the storefront's headers; the answer must be the
 * `{err, val, errmsg}` envelope (anything else throws, and so does no answer within the timeout).
 */
export async function callAt<T = unknown>(base: string, endpoint: Endpoint, options: CallOptions = {}): Promise<Answer<T>> {
  const url = new URL(endpoint.path, base);
  url.searchParams.set('obtain', 'hom');
  const headers: Record<string, string> = { 'Api-Token': API_TOKEN, GuestUId: 'resilience-guest', ...options.headers };
  if (options.token) headers['X-Auth-Token'] = options.token;
  if (options.mode) headers.Mode = options.mode;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (endpoint.method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }
  const started = Date.now();
  const send = () => fetch(url, { method: endpoint.method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 15_000) });
  // A kept-alive connection the server closes as it goes idle can be reset just as a call is sent on it: a GET (which
  // changes nothing) is sent again once on a new connection, as browsers do. Other resets are the test's to see.
  const response = await send().catch((error: unknown) => {
    const reset = error instanceof TypeError && (error.cause as { code?: string } | undefined)?.code === 'ECONNRESET';
    if (reset && endpoint.method === 'GET') return send();
    throw error;
  });
  const text = await response.text();
  let json: { err: number; val: T; errmsg: string };
  try {
    json = JSON.parse(text) as typeof json;
  } catch {
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status} without the envelope: ${text.slice(0, 200)}`);
  }
  if (typeof json.err !== 'number' || typeof json.errmsg !== 'string' || !('val' in json)) {
    throw new Error(`${endpoint.method} ${endpoint.path} answered ${response.status} outside the envelope: ${text.slice(0, 200)}`);
  }
  return { status: response.status, err: json.err, val: json.val, errmsg: json.errmsg, ms: Date.now() - started };
}

/** A caller that sends each call to the next of several api processes in turn, as a load balancer would. */
export function roundRobin(bases: readonly string[]) {
  let next = 0;
  return {
    call<T = unknown>(endpoint: Endpoint, options?: CallOptions): Promise<Answer<T>> {
      const base = bases[next % bases.length]!;
      next += 1;
      return callAt<T>(base, endpoint, options);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The database.

export interface ScratchDatabase {
  url: string;
  database: Database;
  /** What the test helpers of src/testing need of the services: the database. */
  services: Services;
  drop(): Promise<void>;
}

/** A fresh database on the Postgres at `adminUrl`, migrated, open to the test itself (the api processes open their own). */
export async function scratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const scratch = await scratchPostgres(adminUrl, 'storefront_resilience');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 4 });
  return {
    url: scratch.url,
    database,
    services: { db: database.db, database, now: () => new Date() } as unknown as Services,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/** A folder for uploaded files, shared by the api processes of a test as the replicas share a volume. */
export function filesFolder(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-resilience-files-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The rows a statement answers, read directly by the test. */
export async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Backends of the test's database waiting for a lock while they run a statement that matches `statement`. */
export async function lockWaiters(database: Database, statement: RegExp): Promise<number[]> {
  const rows = await rowsOf<{ pid: number; query: string }>(
    database,
    sql`select pid, query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return rows.filter((r) => statement.test(r.query)).map((r) => r.pid);
}

/** Whether the backend `pid` is still connected to the server. */
export async function backendAlive(database: Database, pid: number): Promise<boolean> {
  return (await rowsOf(database, sql`select 1 from pg_stat_activity where pid = ${pid}`)).length > 0;
}

/**
 * A connection of its own that holds a table lock in an open transaction until released: a statement of the api
 * that needs a conflicting lock waits there, mid-transaction, as long as the test wants.
 */
export async function holdTableLock(url: string, table: string, mode: string): Promise<{ release(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('begin');
  await client.query(`lock table ${table} in ${mode} mode`);
  return {
    async release() {
      await client.query('rollback').catch(() => undefined);
      await client.end();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// A Postgres cluster of the test's own.

export interface Cluster {
  /** A role that may create databases, on the cluster's `postgres` database. */
  adminUrl: string;
  /** Stops the server (fast shutdown: connections are ended), resolving once it is down. */
  stop(): Promise<void>;
  /** Starts the server again on the same port, resolving once it accepts connections. */
  start(): Promise<void>;
  /** Stops the server and deletes the cluster. */
  remove(): void;
}

/** Whether the Postgres server binaries are installed here (a throwaway cluster needs them). */
export function serverBinariesInstalled(): boolean {
  return spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb'], { stdio: 'ignore' }).status === 0;
}

/**
 * A throwaway Postgres cluster of its own (scripts/postgres.mjs), which the test may stop and start again without
 * disturbing the server the other test files use.
 */
export function throwawayCluster(): Cluster {
  const script = join(REPO_DIR, 'scripts', 'postgres.mjs');
  const started = spawnSync(process.execPath, [script, 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  if (started.status !== 0) throw new Error(`scripts/postgres.mjs start failed:\n${started.stderr}`);
  const adminUrl = /TEST_DATABASE_URL='([^']+)'/.exec(started.stdout)?.[1];
  const dir = /STOREFRONT_PG_DIR='([^']+)'/.exec(started.stdout)?.[1];
  if (!adminUrl || !dir) throw new Error(`scripts/postgres.mjs start printed no cluster:\n${started.stdout}`);
  const data = join(dir, 'data');
  // The server's own command line (binary, then "-D" folder, then its "-c" settings), to start it again the same way.
  const args = [...readFileSync(join(data, 'postmaster.opts'), 'utf8').matchAll(/"([^"]*)"/g)].map((m) => m[1]!);
  const pgCtl = join(dirname(args[0]!), 'pg_ctl');
  const settings: string[] = [];
  for (let i = 1; i < args.length; i += 1) if (args[i] === '-c') settings.push(`-c ${args[++i]}`);
  const asServerUser = process.getuid?.() === 0;
  // Run without blocking: the test's own calls go on while the server stops and starts.
  const pgCtlRun = (argv: string[]) =>
    new Promise<void>((resolve, reject) => {
      const [command, full] = asServerUser ? ['runuser', ['-u', 'postgres', '--', pgCtl, ...argv]] : [pgCtl, argv];
      execFile(command, full, { cwd: tmpdir(), timeout: 90_000 }, (error, stdout, stderr) =>
        error ? reject(new Error(`pg_ctl ${argv.join(' ')} failed:\n${stdout}${stderr}`)) : resolve(),
      );
    });
  return {
    adminUrl,
    stop: () => pgCtlRun(['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    start: () => pgCtlRun(['-D', data, '-l', join(dir, 'server.log'), '-o', settings.join(' '), '-w', '-t', '60', 'start']),
    remove: () => {
      spawnSync(process.execPath, [script, 'stop', dir], { stdio: 'ignore', timeout: 90_000 });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Stand-ins for the services the api calls.

interface StandIn {
  url: string;
  close(): Promise<void>;
}

async function listen(handler: (request: IncomingMessage, response: ServerResponse) => void): Promise<{ server: Server; url: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** The request's body; what arrived of it when the caller went away mid-request (a killed api). */
function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', () => resolve(Buffer.concat(chunks)));
  });
}

/**
 * The stand-ins note the path each request came to: api processes given different paths of one stand-in (`/a`,
 * `/b`) tell which of them made the request.
 */
export interface InpaintingService extends StandIn {
  /** Renders asked for so far (to one path only, when given). */
  requests(path?: string): number;
  /** While on, a render asked for is never answered (a slow render: the api waits for it). */
  hold(on: boolean): void;
}

/**
 * The external inpainting service (INPAINTING_URL): answers each render with a 960x540 JPEG after `delayMs` (the
 * time a render takes), unless told to hold.
 */
export async function inpaintingService({ delayMs = 0 } = {}): Promise<InpaintingService> {
  const picture = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 120, g: 110, b: 96 } } })
    .jpeg()
    .toBuffer();
  const paths: string[] = [];
  let holding = false;
  const { server, url } = await listen((request, response) => {
    paths.push(request.url ?? '/');
    const held = holding;
    void readBody(request).then(async () => {
      if (held) return;
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(picture.length) });
      response.end(picture);
    });
  });
  return {
    url,
    requests: (path) => (path === undefined ? paths.length : paths.filter((p) => p === path).length),
    hold: (on) => (holding = on),
    close: () => closeServer(server),
  };
}

export interface SmsGateway extends StandIn {
  /** The messages received, in order (a recipient twice is a message delivered twice), and the path each came to. */
  received: Array<{ to: string; path: string }>;
}

/** The SMS gateway (SMS_WEBHOOK_URL): records each message's recipient, answering after `delayMs` or so. */
export async function smsGateway({ delayMs = 5 } = {}): Promise<SmsGateway> {
  const received: Array<{ to: string; path: string }> = [];
  const { server, url } = await listen((request, response) => {
    void readBody(request).then(async (body) => {
      let to: string;
      try {
        ({ to } = JSON.parse(body.toString('utf8')) as { to: string });
      } catch {
        response.writeHead(400).end();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs / 2 + Math.random() * delayMs));
      received.push({ to, path: request.url ?? '/' });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"ok":true}');
    });
  });
  return { url, received, close: () => closeServer(server) };
}

/** A room photo as the upload widget sends it (a data URL). */
export async function roomPhoto(): Promise<string> {
  const bytes = await sharp({ create: { width: 960, height: 540, channels: 3, background: { r: 200, g: 190, b: 170 } } })
    .jpeg()
    .toBuffer();
  return `data:image/jpeg;base64,${bytes.toString('base64')}`;
}
