/** The render worker of each api (one per Services): started and stopped by `caraModule`, poked after an enqueue. */
import type { Services } from '../../platform/services';
import type { Worker } from './jobs';

const workers = new WeakMap<Services, Worker>();

/** The render worker of this api (null when CARA_JOB_CONCURRENCY is 0). */
export function caraWorker(services: Services): Worker | null {
  return workers.get(services) ?? null;
}

export function keepWorker(services: Services, worker: Worker): void {
  workers.set(services, worker);
}
