import { CUSTOMER_CALLS, ERR, type CustomerDetailResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { messageOf } from './book-rules';

export type DetailState =
  | { status: 'loading' }
  | { status: 'ready'; data: CustomerDetailResponse }
  | { status: 'not-found'; message: string }
  | { status: 'failed'; message: string };

/** One customer of the company with its invitation; `attempt` reads it again. */
export function useCustomerDetail(id: string, attempt: number): DetailState {
  const { api } = useShell();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(CUSTOMER_CALLS.detail, { body: { customer_id: id }, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        // A customer that is not the company's reads as one that does not exist; so does an id that is no id.
        if (refusal && (refusal.err === ERR.CUSTOMER_NOT_FOUND || refusal.err === ERR.BAD_REQUEST)) setState({ status: 'not-found', message: refusal.message });
        else setState({ status: 'failed', message: messageOf(error, '') });
      },
    );
    return () => controller.abort();
  }, [api, id, attempt]);
  return state;
}
