import { MESSAGES, ORDER_CALLS, type OrderDetailResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export type OrderDetailState =
  | { status: 'loading' }
  | { status: 'ready'; order: OrderDetailResponse }
  /** The api refused (the order is not there, or not the caller's): said plainly, nothing to try again. */
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/** One order by its number (or id), read again on `attempt`. */
export function useOrderDetail(key: { number?: string; id?: string }, attempt: number): OrderDetailState {
  const { api } = useShell();
  const [state, setState] = useState<OrderDetailState>({ status: 'loading' });
  const { number, id } = key;
  useEffect(() => {
    if (!number && !id) {
      setState({ status: 'refused', message: MESSAGES.orderNotFound });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(ORDER_CALLS.detail, { body: number ? { number } : { id }, signal: controller.signal }).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        setState(refusal ? { status: 'refused', message: refusal.message } : { status: 'failed', message: 'The order could not be loaded' });
      },
    );
    return () => controller.abort();
  }, [api, number, id, attempt]);
  return state;
}
