import { MESSAGES, SERVICE_REQUEST_CALLS, type ServiceRequestDetail, type ServiceRequestListResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export type Loaded<T> =
  /** `previous`: what was shown before, kept on screen while the next page loads. */
  | { status: 'loading'; previous?: T }
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

/** A page of the company's service requests, read again on `attempt`; while the next page loads, the last stays known. */
export function useRecords(page: number, attempt: number): Loaded<ServiceRequestListResponse> {
  const { api } = useShell();
  const [state, setState] = useState<Loaded<ServiceRequestListResponse>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    follow(api.call(SERVICE_REQUEST_CALLS.list, { body: { page }, signal: controller.signal }), controller, (next) =>
      setState((shown) => (next.status === 'loading' ? { status: 'loading', previous: shown.status === 'ready' ? shown.value : shown.status === 'loading' ? shown.previous : undefined } : next)),
    );
    return () => controller.abort();
  }, [api, page, attempt]);
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
