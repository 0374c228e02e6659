import type { Endpoint, ResponseOf } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type ApiConfig } from '../platform/config';
import { MIGRATIONS_DIR, openDatabase, type Database } from '../platform/db';
import type { Services } from '../platform/services';

/**
 * The database the api tests run on: PGlite in memory by default; a real Postgres when TEST_DATABASE_URL is set
 * (each test file gets its own fresh database there, dropped afterwards).
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const DATABASE_KIND = TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  drop(): Promise<void>;
}

/** A new database on a Postgres server (empty, or a copy of `template`; the role may create databases), and how to drop it again. */
export async function scratchPostgres(adminUrl: string, prefix = 'storefront_test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      try {
        // A connection the server is still closing, or a background worker on the database, can refuse the first
        // drop (a role may not end another role's process): wait for it to end and drop again.
        for (let attempt = 1; ; attempt += 1) {
          try {
            await again.query(`drop database if exists ${name} with (force)`);
            return;
          } catch (error) {
            if (attempt >= 10) throw error;
            await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
          }
        }
      } finally {
        await again.end();
      }
    },
  };
}

/**
 * The migrated template the Postgres test databases are copied from, named by the migrations it holds: made once
 * (by whichever test process comes first, under an advisory lock; the others wait and reuse it), so each test file's
 * database is a copy (about 60 ms) instead of twenty-odd migrations applied again (about 500 ms). It is made under
 * another name and renamed when complete, so a run stopped halfway never leaves a half-migrated template; templates
 * of older migrations are dropped on the way.
 */
let template: Promise<string> | undefined;
async function migratedTemplate(adminUrl: string): Promise<string> {
  const digest = createHash('sha256');
  for (const file of readdirSync(MIGRATIONS_DIR, { recursive: true, withFileTypes: true }).filter((f) => f.isFile()).map((f) => join(f.parentPath, f.name)).sort()) {
    digest.update(file.slice(MIGRATIONS_DIR.length)).update(readFileSync(file));
  }
  const name = `storefront_template_${digest.digest('hex').slice(0, 12)}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(726355)');
    const found = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 'storefront_template_%'`);
    if (found.rows.some((row) => row.datname === name)) return name;
    for (const row of found.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    const scratch = await scratchPostgres(adminUrl, 'storefront_template_making');
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 2 });
    await database.close();
    await admin.query(`alter database ${new URL(scratch.url).pathname.slice(1)} rename to ${name}`);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock(726355)').catch(() => undefined);
    await admin.end();
  }
}

export async function freshDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: () => database.close() };
  }
  template ??= migratedTemplate(TEST_DATABASE_URL);
  const scratch = await scratchPostgres(TEST_DATABASE_URL, 'storefront_test', await template);
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: '', poolSize: 10 });
  return {
    database,
    drop: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

export interface CallOptions {
  /** Overrides the entry's method (a test that sends the wrong one on purpose). */
  method?: 'GET' | 'POST' | 'DELETE';
  /** The JSON body; not typed from the entry, so a test may send a malformed one. */
  body?: unknown;
  query?: Record<string, string | number>;
  token?: string;
  mode?: string;
  headers?: Record<string, string>;
  /** Sent as multipart/form-data instead of JSON. */
  form?: FormData;
}

export interface TestApi {
  url: string;
  app: FastifyInstance;
  services: Services;
  config: ApiConfig;
  /** Moves the api's clock (link and session expiry). */
  advance(ms: number): void;
  /**
   * Calls an entry of the endpoint table on the running server over HTTP with the storefront's headers (its method
   * unless `options.method` says otherwise); returns status and envelope, `val` typed from the entry's response
   * schema, or as the test names it: `call<{ token: string }>(IDENTITY_CALLS.login, ...)`.
   */
  call<T = never, E extends Endpoint = Endpoint>(endpoint: E, options?: CallOptions): Promise<CallAnswer<[T] extends [never] ? ResponseOf<E> : T>>;
  close(): Promise<void>;
}

export interface CallAnswer<T> {
  status: number;
  err: number;
  val: T;
  errmsg: string;
  headers: Headers;
}

/**
 * Where the api's clock starts, from the real time: as it is, except in the last hour of a day (UTC), when it starts
 * just after midnight instead. A test that moves the clock on while counting a day's allowance (codes a day, sends a
 * day) then never sees the day end halfway through.
 */
export function startOffset(realNow: number): number {
  const day = 86_400_000;
  const untilMidnight = day - (realNow % day);
  return untilMidnight < 3_600_000 ? untilMidnight + 1_000 : 0;
}

/** Starts the real api on a free port over a fresh database. */
export async function startTestApi(env: Record<string, string> = {}): Promise<TestApi> {
  const { database, drop } = await freshDatabase();
  const filesDir = mkdtempSync(join(tmpdir(), 'storefront-files-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', FILES_DIR: filesDir, DATA_DIR: 'memory://', ...env });
  let offset = startOffset(Date.now());
  const app = await buildApp({ config, database, now: () => new Date(Date.now() + offset) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url: address,
    app,
    services: app.services,
    config,
    advance: (ms) => {
      offset += ms;
    },
    async call(endpoint: Endpoint, options: CallOptions = {}): Promise<CallAnswer<never>> {
      const url = new URL(endpoint.path, address);
      url.searchParams.set('obtain', 'hom');
      for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
      const method = options.method ?? endpoint.method;
      const headers: Record<string, string> = { 'Api-Token': config.API_TOKEN, GuestUId: 'test-guest', ...options.headers };
      if (options.token) headers['X-Auth-Token'] = options.token;
      if (options.mode !== undefined) headers.Mode = options.mode;
      let body: BodyInit | undefined;
      if (options.form) body = options.form;
      else if (method !== 'GET') {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body ?? {});
      }
      const response = await fetch(url, { method, headers, body });
      const json = (await response.json()) as { err: number; val: never; errmsg: string };
      return { status: response.status, ...json, headers: response.headers };
    },
    async close() {
      await app.close();
      await drop();
      rmSync(filesDir, { recursive: true, force: true });
    },
  };
}
