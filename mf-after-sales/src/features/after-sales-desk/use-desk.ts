import { CLAIM_CALLS, MESSAGES, SERVICE_REQUEST_CALLS, type ClaimState, type ServiceState } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { claimDetail, claimRow, serviceDetail, serviceRow, type DeskDetail, type DeskKind, type DeskRow } from './desk-rules';

type Api = ReturnType<typeof useShell>['api'];

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; message: string; retry: boolean };

export interface DeskPage {
  rows: DeskRow[];
  total: number;
  page: number;
  limit: number;
}

/** What the api said, in the spec's words: its refusal, or 'request failed' (which may be tried again). */
export function messageOf(error: unknown): { message: string; retry: boolean } {
  const refusal = refusalOf(error);
  return refusal && refusal.message !== MESSAGES.requestFalse ? { message: refusal.message, retry: false } : { message: MESSAGES.requestFalse, retry: true };
}

/** The calls of each kind, read into the desk's shapes. */
const CALLS: Record<
  DeskKind,
  {
    list(api: Api, page: number, state: string, signal: AbortSignal): Promise<DeskPage>;
    detail(api: Api, reference: string, signal: AbortSignal): Promise<DeskDetail>;
    move(api: Api, reference: string, state: string, note: string): Promise<DeskDetail>;
  }
> = {
  service: {
    list: async (api, page, state, signal) => {
      const answer = await api.call(SERVICE_REQUEST_CALLS.staffList, { body: { page, state: (state || null) as ServiceState | null }, signal });
      return { rows: answer.list.map(serviceRow), total: answer.total, page: answer.page, limit: answer.limit };
    },
    detail: async (api, reference, signal) => serviceDetail(await api.call(SERVICE_REQUEST_CALLS.staffDetail, { body: { reference }, signal })),
    move: async (api, reference, state, note) => serviceDetail(await api.call(SERVICE_REQUEST_CALLS.move, { body: { reference, state: state as ServiceState, note } })),
  },
  claim: {
    list: async (api, page, state, signal) => {
      const answer = await api.call(CLAIM_CALLS.staffList, { body: { page, state: (state || null) as ClaimState | null }, signal });
      return { rows: answer.list.map(claimRow), total: answer.total, page: answer.page, limit: answer.limit };
    },
    detail: async (api, reference, signal) => claimDetail(await api.call(CLAIM_CALLS.staffDetail, { body: { reference }, signal })),
    move: async (api, reference, state, note) => claimDetail(await api.call(CLAIM_CALLS.state, { body: { reference, state: state as ClaimState, note } })),
  },
};

/** Follows the load named by `key` (none while `key` is null): its answer or why it failed; a later key (or leaving) cancels it. */
function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): [Loaded<T>, (change: (value: T) => T) => void, () => void] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    latest.current(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', ...messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const patch = useCallback((change: (value: T) => T) => setState((s) => (s.status === 'ready' ? { status: 'ready', value: change(s.value) } : s)), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, patch, retry];
}

/** A page of every account's items of the kind, of one state when chosen. */
export function useDeskList(kind: DeskKind, page: number, state: string) {
  const { api } = useShell();
  return useLoad(`${kind}:${page}:${state}`, (signal) => CALLS[kind].list(api, page, state, signal));
}

/** One item of the kind by its reference (none while `reference` is null). */
export function useDeskDetail(kind: DeskKind, reference: string | null) {
  const { api } = useShell();
  return useLoad(reference ? `${kind}:${reference}` : null, (signal) => CALLS[kind].detail(api, reference ?? '', signal));
}

/** Moves an item of the kind to a state, with the staff note; answers the item as it now is. */
export function useDeskMove(kind: DeskKind) {
  const { api } = useShell();
  return useCallback((reference: string, state: string, note: string) => CALLS[kind].move(api, reference, state, note), [api, kind]);
}
