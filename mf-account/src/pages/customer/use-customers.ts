import { ApiError, ERR, customerListResponse, type Customer } from '@storefront/contracts';
import { useShell } from '@storefront/contracts/react';
import { useEffect, useState } from 'react';

export type CustomersState =
  | { status: 'loading'; list: Customer[] }
  | { status: 'ready'; list: Customer[]; total: number }
  | { status: 'forbidden'; list: Customer[] }
  | { status: 'failed'; list: Customer[]; message: string };

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DELAY_MS = 250;

/** The company's customers, searched by name or email as the search text changes (the newest search wins). */
export function useCustomers(search: string): CustomersState {
  const { api } = useShell();
  const [state, setState] = useState<CustomersState>({ status: 'loading', list: [] });
  useEffect(() => {
    const controller = new AbortController();
    const text = search.trim();
    setState((s) => ({ status: 'loading', list: s.list }));
    const timer = setTimeout(
      () => {
        api
          .call('/mibd/customerFavourite/customer_list', {
            body: text ? { search: text } : {},
            schema: customerListResponse,
            signal: controller.signal,
          })
          .then(
            (val) => setState({ status: 'ready', list: val.list, total: val.total }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              if (error instanceof ApiError && error.err === ERR.NO_PERMISSION) setState({ status: 'forbidden', list: [] });
              else setState((s) => ({ status: 'failed', list: s.list, message: error instanceof Error ? error.message : String(error) }));
            },
          );
      },
      text ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, search]);
  return state;
}
