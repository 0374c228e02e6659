/**
 * The sweep: what has expired is removed by each api, at start and every SWEEP_INTERVAL_MINUTES (old throttle
 * rows, draft uploads no registration took). Modules add their own task with `addSweep`; the platform starts and
 * stops the loop with the api. Every task is safe to run on several api processes at once: each claims or
 * deletes rows in single statements, so two sweeps never remove the same thing twice.
 */
import type { Services } from './services';

export interface SweepTask {
  name: string;
  /** Removes what expired by `now`; resolves with how much went (for the log). */
  run(now: Date): Promise<number>;
}

export interface SweepLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const tasks = new WeakMap<Services, SweepTask[]>();

/** Adds a task to the api's sweep (a module's door calls this when it registers). */
export function addSweep(services: Services, task: SweepTask): void {
  const list = tasks.get(services) ?? [];
  list.push(task);
  tasks.set(services, list);
}

/** Runs every task of the api's sweep once, one after another; a task that fails is logged and the others still run. */
export async function sweepOnce(services: Services, log?: SweepLog): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const task of tasks.get(services) ?? []) {
    try {
      removed[task.name] = await task.run(services.now());
    } catch (error) {
      log?.error({ err: error, task: task.name }, 'sweep task failed');
    }
  }
  const total = Object.values(removed).reduce((a, b) => a + b, 0);
  if (total > 0) log?.info({ removed }, 'swept');
  return removed;
}

export interface Sweeper {
  stop(): Promise<void>;
}

/** Sweeps now and then every `intervalMs` (0: only now) until stopped; a sweep never overlaps the previous one. */
export function startSweeper(services: Services, intervalMs: number, log?: SweepLog): Sweeper {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = running.then(() => (stopped ? undefined : sweepOnce(services, log)));
  };
  tick();
  const timer = intervalMs > 0 ? setInterval(tick, intervalMs) : null;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running.catch(() => undefined);
    },
  };
}
