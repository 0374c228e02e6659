/**
 * The durable render queue, in Postgres: jobs are rows of cara_jobs. A worker claims one due job with
 * `select ... for update skip locked` (so two workers never take the same row), marking it running with a lease
 * (`lease_until`) and a fresh `lease_token`. A job whose worker stopped (an api restart) is claimed again when its
 * lease runs out. Completion happens in one transaction that first checks, with the lease token, that the job is
 * still this worker's and still running, then stores the result: a job completes once, whatever happens to other
 * workers. A job that fails MAX_ATTEMPTS times is failed, and its handler's `fail` marks the case. The statements
 * are in `repository.ts`; this file keeps the protocol and the worker loop.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../platform/db';
import { claimDueJob, insertJob, markJobDone, markJobFailed, scheduleJobRetry, type JobRow, type Tx } from './repository';

export const MAX_ATTEMPTS = 3;
/** Back-off before a failed job is tried again. */
const RETRY_MS = 2_000;

export type Job = JobRow;

export interface JobHandler {
  /** Does the work outside any transaction; returns what `complete` stores. */
  run(job: Job): Promise<unknown>;
  /** Stores the result, inside the completion transaction (after the guard passed). */
  complete(tx: Tx, job: Job, result: unknown): Promise<void>;
  /** Called (in a transaction) when the job fails for good. */
  fail(tx: Tx, job: Job, notice: string): Promise<void>;
  /** Called when the result could not be stored because the job was no longer this worker's (clean up files). */
  discard?(result: unknown): Promise<void>;
}

export async function enqueue(db: Db | Tx, job: { kind: string; caseId: number | null; payload: Record<string, unknown> }, now: Date): Promise<string> {
  return insertJob(db, job, now);
}

/** Claims one due job (pending and due, or running with an expired lease); null when there is none. */
export async function claim(db: Db, now: Date, leaseMs: number): Promise<Job | null> {
  return claimDueJob(db, now, new Date(now.getTime() + leaseMs), randomUUID());
}

/** Runs one claimed job through its handler: completes it once, or schedules a retry, or fails it. Returns the outcome. */
export async function runJob(db: Db, job: Job, handler: JobHandler, now: () => Date): Promise<'done' | 'retry' | 'failed' | 'lost'> {
  let result: unknown;
  try {
    result = await handler.run(job);
  } catch (error) {
    const notice = error instanceof Error ? error.message : String(error);
    return db.transaction(async (tx) => {
      const last = job.attempts >= MAX_ATTEMPTS || (error as { permanent?: boolean }).permanent === true;
      if (!last) return (await scheduleJobRetry(tx, job, notice, new Date(now().getTime() + RETRY_MS))) ? ('retry' as const) : ('lost' as const);
      if (!(await markJobFailed(tx, job, notice, now()))) return 'lost' as const;
      await handler.fail(tx, job, notice);
      return 'failed' as const;
    });
  }
  const outcome = await db.transaction(async (tx) => {
    // The completion guard: only the worker holding the lease, on a job still running, completes it.
    if (!(await markJobDone(tx, job, now()))) return 'lost' as const;
    await handler.complete(tx, job, result);
    return 'done' as const;
  });
  if (outcome === 'lost') await handler.discard?.(result);
  return outcome;
}

export interface Worker {
  /** Asks the loop to look for work now (after an enqueue). */
  poke(): void;
  /** Stops claiming and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Resolves when no job is running or due in this process's view (tests). */
  idle(): Promise<void>;
}

/** The worker loop: up to `concurrency` jobs at once, polling every `intervalMs` and when poked. */
export function startWorker(options: {
  db: Db;
  handlers: Record<string, JobHandler>;
  concurrency: number;
  leaseMs: number;
  now: () => Date;
  intervalMs?: number;
  log?: { error(obj: unknown, msg: string): void };
}): Worker {
  const { db, concurrency, leaseMs, now } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  let stopped = false;
  let active = 0;
  const running = new Set<Promise<unknown>>();
  let waiters: Array<() => void> = [];
  let filling = false;
  // A poke while a claim is in flight: that claim may have looked before the poked job was committed, so the loop
  // looks once more instead of settling (else the job would wait for the next interval).
  let pokedWhileFilling = false;

  const settle = () => {
    if (active === 0 && !filling) {
      for (const w of waiters) w();
      waiters = [];
    }
  };

  async function fill(): Promise<void> {
    if (stopped) return;
    if (filling) {
      pokedWhileFilling = true;
      return;
    }
    filling = true;
    try {
      do {
        pokedWhileFilling = false;
        await claimWhileRoom();
      } while (pokedWhileFilling && !stopped && active < concurrency);
    } finally {
      filling = false;
      settle();
    }
  }

  async function claimWhileRoom(): Promise<void> {
    while (!stopped && active < concurrency) {
      const job = await claim(db, now(), leaseMs).catch((error: unknown) => {
        options.log?.error({ err: error }, 'render job claim failed');
        return null;
      });
      if (!job) break;
      const handler = options.handlers[job.kind];
      active++;
      const task = (async () => {
        try {
          if (!handler) throw Object.assign(new Error(`No handler for ${job.kind} jobs`), { permanent: true });
          await runJob(db, job, handler, now);
        } catch (error) {
          options.log?.error({ err: error, job: job.id }, 'render job failed to settle');
        } finally {
          active--;
        }
      })();
      running.add(task);
      void task.finally(() => {
        running.delete(task);
        void fill();
        settle();
      });
    }
  }

  const timer = setInterval(() => void fill(), intervalMs);
  timer.unref();
  void fill();
  return {
    poke: () => void fill(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.allSettled([...running]);
    },
    idle: () =>
      new Promise<void>((resolve) => {
        if (active === 0 && !filling) resolve();
        else waiters.push(resolve);
      }),
  };
}
