import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient, QueryConfig } from 'pg';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, one connection) or 'postgres' (a pool). */
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (benchmarks, test setup). */
  exec(sqlText: string): Promise<void>;
  /** True when the database answers a trivial query within `timeoutMs` (false when it does not, or fails). */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Hears `channel`: `onPayload` gets the payload of each NOTIFY on it (`pg_notify` in a transaction is delivered at
   * its commit), from any connection or process, until the returned function stops it. On Postgres it holds one
   * connection of its own outside the pool, opened again a second after the server drops it (what was notified in
   * between is not heard: a listener that must not miss a change also reads it now and then).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a readiness check waits for the database's answer. */
export const PING_TIMEOUT_MS = 2_000;
/**
 * How long a query waits for a connection: a new one to the server, or a free one of the pool. A server that went
 * away without closing its connections (a host that is gone, a network that drops packets) would otherwise hold
 * every request until the system's TCP timeout, minutes later.
 */
const CONNECT_TIMEOUT_MS = 5_000;

/** Network failures of a connection to the database (Node's codes). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'EHOSTDOWN', 'ENETUNREACH', 'ENETDOWN', 'ENOTFOUND', 'EAI_AGAIN']);
/**
 * Server answers that mean "not now" rather than "wrong query": the connection exceptions (class 08), too many
 * connections, and the server shutting down, crashed or still starting (57P01-57P03).
 */
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03']);
/** What the driver and its pool say, without a code, of a connection that broke or never came. */
const UNAVAILABLE_MESSAGES = [/^Connection terminated/i, /timeout exceeded when trying to connect/i, /is not queryable/i, /^Query read timeout/i, /Cannot use a pool after calling end/i];

/**
 * Whether an error (or an error it wraps: the query builder puts the driver's error in `cause`) says the database
 * could not be reached, rather than that a statement was refused: such a call is answered "unavailable, try again"
 * (503), never as a failure of the api. The network codes are any connection's: object storage that cannot be
 * reached fails a call the same way, and is just as much a reason to try again shortly.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // A connection that failed with several addresses tried (IPv4 and IPv6) reports each in `errors`.
    const { errors } = e as { errors?: unknown };
    if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => isDatabaseUnavailable(inner))) return true;
  }
  return false;
}

/** What `work` resolves with, or `otherwise` when it fails or takes longer than `ms`. */
function within<T>(work: Promise<T>, ms: number, otherwise: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(otherwise), ms);
    timer.unref();
  });
  return Promise.race([work.catch(() => otherwise), late]).finally(() => clearTimeout(timer));
}

/** A channel name that needs no quoting, so it can be written into LISTEN. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Not a plain channel name: ${channel}`);
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations', import.meta.url));

export interface OpenOptions {
  /** postgres://... selects a real Postgres; otherwise PGlite. */
  databaseUrl?: string;
  /** PGlite data folder; 'memory://' keeps it in memory. */
  dataDir: string;
  poolSize?: number;
}

/** Opens the database and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.poolSize ?? 10) : await openPglite(options.dataDir);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // keepAlive: a connection whose server vanished is found dead by the system, not only at its next query.
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // A pooled connection the server drops (restart, failover) leaves the pool and is replaced by a new one on a
  // later checkout: once the server is back, the api serves again by itself. Without a listener its error would
  // end the process.
  pool.on('error', (error) => {
    console.error(JSON.stringify({ level: 50, msg: 'database connection lost', err: error.message }));
  });
  const db = drizzle(pool, { schema });
  // Several api processes may start together: one applies the migrations, the others wait for it.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(726354)');
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock(726354)').catch(() => undefined);
    client.release();
  }
  const listeners = new Set<() => Promise<void>>();
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    // Bounded as a whole (waiting for a connection included); the pool ends a connection whose query timed out, so a
    // late answer is never read as another query's.
    ping: (timeoutMs = PING_TIMEOUT_MS) => {
      const query: QueryConfig & { query_timeout: number } = { text: 'select 1 as ok', query_timeout: timeoutMs };
      return within(
        pool.query(query).then((result) => result.rowCount === 1),
        timeoutMs,
        false,
      );
    },
    listen: async (channel, onPayload) => {
      checkChannel(channel);
      const stop = await listenPostgres(() => new pg.Client({ connectionString: url }), channel, onPayload);
      const remove = async () => {
        listeners.delete(remove);
        await stop();
      };
      listeners.add(remove);
      return remove;
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop()));
      await pool.end();
    },
  };
}

/** How long a listening connection the server dropped waits before it connects again. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one is handed to other queries), opened again RELISTEN_MS after the
 * server drops it. The first connection must succeed: its error goes to the caller.
 */
async function listenPostgres(newClient: () => PgClient, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let current: PgClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const reconnectLater = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: unknown) => {
        console.error(JSON.stringify({ level: 50, msg: 'database listener not connected', channel, err: error instanceof Error ? error.message : String(error) }));
      });
    }, RELISTEN_MS);
    retry.unref();
  };
  const dropped = (client: PgClient) => {
    if (current !== client) return;
    current = null;
    reconnectLater();
  };

  async function connect(): Promise<void> {
    const client = newClient();
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    // The connection's errors end it (handled on 'end'); without a listener an error would end the process.
    client.on('error', () => undefined);
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      dropped(client);
      await client.end().catch(() => undefined);
      throw error;
    }
  }

  const stop = async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
  await connect().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return stop;
}

/**
 * The migrated, empty in-memory database, dumped by the first in-memory open of a process: the opens after it load it
 * (about 1.7 s) instead of initialising a cluster and migrating it again (about 5 s), as each api test file does.
 * The migrations still run over the loaded copy, finding nothing to do.
 */
let migratedImage: Promise<File | Blob> | undefined;

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = dataDir.startsWith('memory://') ? () => undefined : holdDataDir(dataDir);
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const inMemory = dataDir.startsWith('memory://');
  const image = inMemory ? await migratedImage?.catch(() => undefined) : undefined;
  // pg_trgm: catalog search matches typos and partial words (the catalog migration creates the extension).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, ...(image ? { loadDataDir: image } : {}) });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  if (inMemory && !image) {
    migratedImage = client.dumpDataDir('none');
    await migratedImage.catch(() => {
      migratedImage = undefined;
    });
  }
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => (await client.query('select 1 as ok')).rows.length === 1,
    listen: async (channel, onPayload) => {
      checkChannel(channel);
      return client.listen(channel, onPayload);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Whether a process of this id is running (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is one process's database: a second process opening the same folder would corrupt it. The folder is held
 * by a lock file naming the process that holds it; a second process is refused with a clear message, and a lock left
 * by a process that is gone is taken over. Returns what gives it back.
 */
export function holdDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lock = join(dataDir, 'storefront.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
      const release = () => {
        if (readFileSync(lock, 'utf8').trim() === String(process.pid)) rmSync(lock, { force: true });
      };
      process.once('exit', () => {
        try {
          release();
        } catch {
          // Already gone.
        }
      });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lock, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `the database folder ${dataDir} is in use by process ${holder} (another storefront or api on this folder); stop it first, or give this one its own folder (DATA_DIR) or a Postgres (DATABASE_URL)`,
          { cause: error },
        );
      }
      rmSync(lock, { force: true });
    }
  }
  throw new Error(`could not hold the database folder ${dataDir}`);
}
