import { CUSTOMER_CALLS, CUSTOMER_PAGE_MAX, ORDER_LIST_CALLS, type Customer, type OrderListKind, type OrderListResponse } from '@storefront/contracts';
import { usePageAnswer, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { listBody, messageOf, type OrderFilters } from './order-rules';

export type OrderListState =
  | { status: 'loading'; answer: OrderListResponse | null }
  | { status: 'ready'; answer: OrderListResponse }
  | { status: 'failed'; answer: OrderListResponse | null; message: string };

/**
 * A page of the session's orders with the filters, read again whenever they change (the newest read wins); the last
 * answer stays shown while the next is on its way. Nothing is asked while not `enabled`.
 */
export function useOrderList(kind: OrderListKind, filters: OrderFilters, attempt: number, enabled: boolean): OrderListState {
  const { api } = useShell();
  const key = JSON.stringify(listBody(kind, filters));
  // The first page the page server read with the page (decision 032): the list starts from it, without a read.
  const carried = usePageAnswer<OrderListResponse>(enabled ? `orders:${kind}:${key}` : null, (signal) =>
    api.call(ORDER_LIST_CALLS[kind], { body: listBody(kind, filters), signal }),
  );
  const [state, setState] = useState<OrderListState>(carried ? { status: 'ready', answer: carried.value } : { status: 'loading', answer: null });
  const readFromPage = useRef(carried !== undefined);
  useEffect(() => {
    if (!enabled) return;
    if (readFromPage.current) {
      readFromPage.current = false;
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', answer: s.answer }));
    api.call(ORDER_LIST_CALLS[kind], { body: listBody(kind, filters), signal: controller.signal }).then(
      (answer) => setState({ status: 'ready', answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ status: 'failed', answer: s.answer, message: messageOf(error, 'Your orders could not be loaded') }));
      },
    );
    return () => controller.abort();
    // The body's key names every filter the read depends on.
  }, [api, kind, key, attempt, enabled]);
  return state;
}

/** The company's customers for the customer filter (the first hundred, by name); none when they cannot be read. */
export function useCustomerOptions(enabled: boolean): Customer[] {
  const { api } = useShell();
  const [list, setList] = useState<Customer[]>([]);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    api.call(CUSTOMER_CALLS.list, { body: { page: 1, limit: CUSTOMER_PAGE_MAX }, signal: controller.signal }).then(
      (answer) => setList(answer.list),
      () => undefined,
    );
    return () => controller.abort();
  }, [api, enabled]);
  return list;
}
