import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caraJobs } from '../../platform/db/schema';
import { DATABASE_KIND, freshDatabase, type TestDatabase } from '../../testing/api';
import { claim, enqueue, MAX_ATTEMPTS, runJob, startWorker, type JobHandler } from './jobs';
import { announceCaseSettled, CASE_SETTLED_CHANNEL } from './repository';

/**
 * The render queue's guarantees. PGlite has one connection (row locks never contend there), so the claiming races
 * prove something on Postgres only (TEST_DATABASE_URL); on PGlite they still check the bookkeeping.
 */
let test: TestDatabase;
beforeAll(async () => {
  test = await freshDatabase();
});
afterAll(() => test.drop());

const db = () => test.database.db;
const now = () => new Date();

function counting(delayMs = 0): JobHandler & { runs: string[]; completions: string[]; failures: string[] } {
  const runs: string[] = [];
  const completions: string[] = [];
  const failures: string[] = [];
  return {
    runs,
    completions,
    failures,
    async run(job) {
      runs.push(job.id);
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
      if ((job.payload as { fail?: boolean }).fail) throw new Error('drawing failed');
      return job.id;
    },
    async complete(_tx, job) {
      completions.push(job.id);
    },
    async fail(_tx, job, notice) {
      failures.push(`${job.id} ${notice}`);
    },
  };
}

describe(`job claiming (${DATABASE_KIND})`, () => {
  it('gives one job to one of two workers claiming at the same time', async () => {
    const id = await enqueue(db(), { kind: 'test', caseId: null, payload: {} }, now());
    const results = await Promise.all([claim(db(), now(), 60_000), claim(db(), now(), 60_000)]);
    const claimed = results.filter(Boolean);
    expect(claimed).toHaveLength(1);
    expect(claimed[0]!.id).toBe(id);
    expect(claimed[0]!.attempts).toBe(1);
  });

  it('takes a job over when its lease ran out, and the first worker can no longer complete it', async () => {
    const id = await enqueue(db(), { kind: 'test', caseId: null, payload: {} }, now());
    const first = await claim(db(), now(), 1);
    expect(first?.id).toBe(id);
    await new Promise((r) => setTimeout(r, 20));
    const second = await claim(db(), now(), 60_000);
    expect(second?.id).toBe(id);
    expect(second!.attempts).toBe(2);
    const handler = counting();
    expect(await runJob(db(), second!, handler, now)).toBe('done');
    expect(await runJob(db(), first!, handler, now)).toBe('lost');
    expect(handler.completions).toEqual([id]);
    const [row] = await db().select().from(caraJobs).where(eq(caraJobs.id, id));
    expect(row!.status).toBe('done');
    expect(await claim(db(), now(), 60_000)).toBeNull();
  });

  it('retries a failing job and fails it for good after the last attempt', async () => {
    const id = await enqueue(db(), { kind: 'test', caseId: null, payload: { fail: true } }, now());
    const handler = counting();
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await db().update(caraJobs).set({ runAfter: new Date(0) }).where(eq(caraJobs.id, id));
      const job = await claim(db(), now(), 60_000);
      expect(job?.id).toBe(id);
      expect(await runJob(db(), job!, handler, now)).toBe(attempt === MAX_ATTEMPTS ? 'failed' : 'retry');
    }
    expect(handler.failures).toEqual([`${id} drawing failed`]);
    const [row] = await db().select().from(caraJobs).where(eq(caraJobs.id, id));
    expect(row).toMatchObject({ status: 'failed', lastError: 'drawing failed', attempts: MAX_ATTEMPTS });
  });

  it('runs every job of a busy queue to completion exactly once with two workers', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 40; i++) ids.push(await enqueue(db(), { kind: 'test', caseId: null, payload: { i } }, now()));
    const handler = counting(5);
    const workers = [1, 2].map(() => startWorker({ db: db(), handlers: { test: handler }, concurrency: 2, leaseMs: 60_000, now, intervalMs: 20 }));
    const deadline = Date.now() + 30_000;
    while (handler.completions.length < ids.length && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    await Promise.all(workers.map((w) => w.stop()));
    expect([...handler.completions].sort()).toEqual([...ids].sort());
    expect(new Set(handler.runs).size).toBe(handler.runs.length);
    const rows = await db().select({ id: caraJobs.id, status: caraJobs.status }).from(caraJobs);
    expect(rows.filter((r) => ids.includes(r.id) && r.status !== 'done')).toEqual([]);
  });
});

describe(`the worker loop (${DATABASE_KIND})`, () => {
  it('takes a job poked while a claim that looked before it was still answering, without waiting for the next round', async () => {
    // The worker's claims answer only when the gate opens: the first one looks at an empty queue, then the job is
    // committed and poked while that claim is still in flight.
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const real = db();
    const held = new Proxy(real, {
      get(target, key, receiver) {
        if (key !== 'transaction') return Reflect.get(target, key, receiver) as unknown;
        return async (...args: Parameters<typeof real.transaction>) => {
          const answer = await target.transaction(...args);
          await gate;
          return answer;
        };
      },
    });
    const handler = counting();
    const worker = startWorker({ db: held, handlers: { poked: handler }, concurrency: 1, leaseMs: 60_000, now, intervalMs: 3_600_000 });
    await new Promise((r) => setTimeout(r, 50));
    const id = await enqueue(real, { kind: 'poked', caseId: null, payload: {} }, now());
    worker.poke();
    open();
    await worker.idle();
    await worker.stop();
    expect(handler.completions).toEqual([id]);
  });
});

describe(`the settled case announcement (${DATABASE_KIND})`, () => {
  /** Resolves once the listener heard `count` payloads, or after `ms` with what it heard. */
  const heard = (payloads: string[], count: number, ms = 2_000) =>
    new Promise<string[]>((resolve) => {
      const started = Date.now();
      const check = () => (payloads.length >= count || Date.now() - started > ms ? resolve([...payloads]) : setTimeout(check, 5));
      check();
    });

  it('reaches a listener when the completion transaction commits, never before, and never on a rollback', async () => {
    const payloads: string[] = [];
    const stop = await test.database.listen(CASE_SETTLED_CHANNEL, (payload) => payloads.push(payload));
    try {
      await db().transaction(async (tx) => {
        await announceCaseSettled(tx, 41);
        await new Promise((r) => setTimeout(r, 50));
        expect(payloads).toEqual([]);
      });
      expect(await heard(payloads, 1)).toEqual(['41']);
      await db()
        .transaction(async (tx) => {
          await announceCaseSettled(tx, 42);
          throw new Error('rolled back');
        })
        .catch(() => undefined);
      await db().transaction((tx) => announceCaseSettled(tx, 43));
      expect(await heard(payloads, 2)).toEqual(['41', '43']);
    } finally {
      await stop();
    }
  });
});
