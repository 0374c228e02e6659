/**
 * The benchmark's server process: the real api over a fresh database, plus a bare Fastify server (no plugins) with
 * one route doing one indexed single-row query on the same database handle. The runner (another process) drives
 * the load, so the servers have this event loop to themselves.
 *
 * Talks to the runner over IPC: sends {ready}; {cpu} answers the CPU time used so far; {profile} starts or stops a
 * CPU profile of the load that follows;
 * {stop} closes everything (and drops the database).
 */
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import { randomToken, sha256 } from '../src/platform/crypto';
import { sessions } from '../src/platform/db/schema';
import { createAccount } from '../src/testing/accounts';

export interface Ready {
  type: 'ready';
  kind: 'pglite' | 'postgres';
  apiUrl: string;
  baselineUrl: string;
  apiToken: string;
  email: string;
  password: string;
}

const adminUrl = process.env.BENCH_POSTGRES_URL || '';

/** A fresh database on the Postgres server, dropped when the benchmark ends. */
async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `storefront_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

const fresh = adminUrl ? await createDatabase() : null;
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
});
const app = await buildApp({ config });
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

const baseline = Fastify({ logger: false });
baseline.get('/baseline', async () => {
  // Both drivers answer { rows }.
  const result = (await services.db.execute(sql`select account_id, mode from sessions where token_hash = ${baselineHash} limit 1`)) as unknown as { rows: unknown[] };
  return { err: 200, val: result.rows[0] ?? null, errmsg: '' };
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
};
process.send!(ready);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await baseline.close();
  await app.close();
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
