import { MESSAGES, SERVICE_REQUEST_CALLS, type ServiceRequestDetail, type ServiceRequestSummary } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export type Loaded<T> =
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  /** The api refused (not there, or not the company's): said plainly, nothing to try again. */
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/** Follows one load: its answer, or why it failed; a later load (or leaving) cancels it. */
function follow<T>(promise: Promise<T>, controller: AbortController, set: (state: Loaded<T>) => void): void {
  set({ status: 'loading' });
  promise.then(
    (value) => set({ status: 'ready', value }),
    (error: unknown) => {
      if (controller.signal.aborted) return;
      const refusal = refusalOf(error);
      set(refusal && refusal.message !== MESSAGES.requestFalse ? { status: 'refused', message: refusal.message } : { status: 'failed', message: MESSAGES.requestFalse });
    },
  );
}

/** The company's service requests, read again on `attempt`. */
export function useRecords(attempt: number): Loaded<ServiceRequestSummary[]> {
  const { api } = useShell();
  const [state, setState] = useState<Loaded<ServiceRequestSummary[]>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    follow(
      api.call(SERVICE_REQUEST_CALLS.list, { signal: controller.signal }).then((answer) => answer.list),
      controller,
      setState,
    );
    return () => controller.abort();
  }, [api, attempt]);
  return state;
}

/** One request by its reference, read again on `attempt`. */
export function useServiceRequest(reference: string, attempt: number): Loaded<ServiceRequestDetail> {
  const { api } = useShell();
  const [state, setState] = useState<Loaded<ServiceRequestDetail>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    follow(api.call(SERVICE_REQUEST_CALLS.detail, { body: { reference }, signal: controller.signal }), controller, setState);
    return () => controller.abort();
  }, [api, reference, attempt]);
  return state;
}
