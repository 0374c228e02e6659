/**
 * The signal that a case settled (its render stored, or failed for good), for the requests waiting on it.
 *
 * The render job's completion transaction announces the case on CASE_SETTLED_CHANNEL (`announceCaseSettled`: a
 * NOTIFY, which the database delivers at commit, so the case reads settled by then). Each api listens on that
 * channel once, from start to close (`listenForSettledCases`), and wakes the requests of its own process waiting on
 * that case. On Postgres the worker that settles the case may be another api process: every listening process hears
 * it. On PGlite there is one process, and the notification comes back to it through the embedded database.
 * A waiting request also reads its case now and then (`waitForRender` in service.ts), so a notification missed
 * while a listening connection was down only delays its answer.
 */
import type { Services } from '../../platform/services';
import { CASE_SETTLED_CHANNEL } from './repository';

type Wake = () => void;

/** The requests of one api waiting on each case, and how to stop hearing the database. */
class SettledCases {
  private readonly waiting = new Map<number, Set<Wake>>();
  stopListening: (() => Promise<void>) | null = null;

  wake(caseId: number): void {
    for (const wake of this.waiting.get(caseId) ?? []) wake();
  }

  /** Calls `wake` whenever the case settles; returns how to stop. */
  subscribe(caseId: number, wake: Wake): () => void {
    let wakes = this.waiting.get(caseId);
    if (!wakes) this.waiting.set(caseId, (wakes = new Set()));
    wakes.add(wake);
    return () => {
      wakes.delete(wake);
      if (!wakes.size && this.waiting.get(caseId) === wakes) this.waiting.delete(caseId);
    };
  }
}

const settledCases = new WeakMap<Services, SettledCases>();

function settledCasesOf(services: Services): SettledCases {
  let cases = settledCases.get(services);
  if (!cases) settledCases.set(services, (cases = new SettledCases()));
  return cases;
}

/** Starts hearing the cases the database announces settled (with the api; stopped by `stopListeningForSettledCases`). */
export async function listenForSettledCases(services: Services): Promise<void> {
  const cases = settledCasesOf(services);
  if (cases.stopListening) return;
  cases.stopListening = await services.database.listen(CASE_SETTLED_CHANNEL, (payload) => {
    const caseId = Number(payload);
    if (Number.isSafeInteger(caseId)) cases.wake(caseId);
  });
}

export async function stopListeningForSettledCases(services: Services): Promise<void> {
  const cases = settledCases.get(services);
  const stop = cases?.stopListening;
  if (!cases || !stop) return;
  cases.stopListening = null;
  await stop();
}

/** One request's watch on a case. */
export interface CaseWatch {
  /**
   * Resolves when the case settles (at once when it settled since the last call), after `ms`, or when the watch's
   * abort signal fires, whichever comes first.
   */
  next(ms: number): Promise<void>;
  stop(): void;
}

/** Watches a case for the signal that it settled, from now (so a settling before the first `next` is kept). */
export function watchCase(services: Services, caseId: number, abort?: AbortSignal): CaseWatch {
  let settled = false;
  let wakeWaiter: Wake | null = null;
  const onSettled = () => {
    settled = true;
    wakeWaiter?.();
  };
  const onAbort = () => wakeWaiter?.();
  const unsubscribe = settledCasesOf(services).subscribe(caseId, onSettled);
  abort?.addEventListener('abort', onAbort);
  return {
    next(ms) {
      if (settled || abort?.aborted) {
        settled = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = setTimeout(wake, ms);
        function wake() {
          clearTimeout(timer);
          wakeWaiter = null;
          settled = false;
          resolve();
        }
        wakeWaiter = wake;
      });
    },
    stop() {
      unsubscribe();
      abort?.removeEventListener('abort', onAbort);
      wakeWaiter?.();
    },
  };
}
