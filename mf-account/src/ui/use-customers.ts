import { CUSTOMER_CALLS, ERR, type Customer, type SessionSnapshot } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export type CustomersState =
  | { status: 'loading'; list: Customer[] }
  | { status: 'ready'; list: Customer[]; total: number }
  | { status: 'forbidden'; list: Customer[] }
  | { status: 'failed'; list: Customer[]; message: string };

/** Waits this long after the last keystroke before searching. */
export const SEARCH_DELAY_MS = 250;

/**
 * Whether the session's mode has customers: client and designer mode do, browsing mode does not (its roles lack
 * `customers`; the api would answer 25010, which the shell turns into /noPermission, so the list is not asked for).
 */
export function modeHasCustomers(session: SessionSnapshot): boolean {
  if (session.roles.length > 0) return session.roles.includes('customers');
  return session.mode === 'mibd_communicate' || session.mode === 'mibd_designer';
}

/** The company's customers, searched by name or email as the search text changes (the newest search wins). */
export function useCustomers(search: string): CustomersState {
  const { api, session } = useShell();
  const allowed = modeHasCustomers(session);
  const [state, setState] = useState<CustomersState>({ status: allowed ? 'loading' : 'forbidden', list: [] });
  useEffect(() => {
    if (!allowed) {
      setState({ status: 'forbidden', list: [] });
      return;
    }
    const controller = new AbortController();
    const text = search.trim();
    setState((s) => ({ status: 'loading', list: s.list }));
    const timer = setTimeout(
      () => {
        api
          .call(CUSTOMER_CALLS.list, {
            body: text ? { search: text } : {},
            signal: controller.signal,
          })
          .then(
            (val) => setState({ status: 'ready', list: val.list, total: val.total }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              if (refusalOf(error)?.err === ERR.NO_PERMISSION) setState({ status: 'forbidden', list: [] });
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
  }, [api, search, allowed]);
  return state;
}
