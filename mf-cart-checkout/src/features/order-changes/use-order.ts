import { MESSAGES, ORDER_CALLS, type OrderDetailResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export type OrderLoad = { status: 'loading' } | { status: 'ready'; order: OrderDetailResponse } | { status: 'failed'; message: string };

/** The order a change page is about, by the `number` of its address. */
export function useOrder(number: string): OrderLoad {
  const { api } = useShell();
  const [load, setLoad] = useState<OrderLoad>({ status: 'loading' });
  useEffect(() => {
    if (!number) {
      setLoad({ status: 'failed', message: MESSAGES.orderNotFound });
      return;
    }
    const controller = new AbortController();
    setLoad({ status: 'loading' });
    api.call(ORDER_CALLS.detail, { body: { number }, signal: controller.signal }).then(
      (order) => setLoad({ status: 'ready', order }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ status: 'failed', message: refusalOf(error)?.message ?? 'The order could not be loaded' });
      },
    );
    return () => controller.abort();
  }, [api, number]);
  return load;
}
