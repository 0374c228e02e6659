import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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
  close(): Promise<void>;
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
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    exec: async (text) => {
      await pool.query(text);
    },
    ping: async () => (await pool.query('select 1 as ok')).rowCount === 1,
    close: () => pool.end(),
  };
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
    close: () => client.close(),
  };
}
