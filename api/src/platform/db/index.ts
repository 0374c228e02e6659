import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Client as PgClient } from 'pg';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** 'pglite' (embedded, one connection) or 'postgres' (a pool). */
  kind: 'pglite' | 'postgres';
  /** Runs plain SQL (benchmarks, test setup). */
  exec(sqlText: string): Promise<void>;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  /**
   * Hears `channel`: `onPayload` gets the payload of each NOTIFY on it (`pg_notify` in a transaction is delivered at
   * its commit), from any connection or process, until the returned function stops it. On Postgres it holds one
   * connection of its own outside the pool, opened again a second after the server drops it (what was notified in
   * between is not heard: a listener that must not miss a change also reads it now and then).
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
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
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pooled connection the server drops (restart, failover) is replaced on the next checkout; without a listener
  // its error would end the process.
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
    ping: async () => (await pool.query('select 1 as ok')).rowCount === 1,
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

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // pg_trgm: catalog search matches typos and partial words (the catalog migration creates the extension).
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
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
    close: () => client.close(),
  };
}
