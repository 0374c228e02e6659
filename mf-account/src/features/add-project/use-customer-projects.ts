import { PROJECT_CALLS, type ProjectSummary } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useState } from 'react';

export type ProjectsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; list: ProjectSummary[] }
  | { status: 'failed'; message: string };

/** A customer's projects (none chosen: idle), and `reload` for after a project is created (spec section 7). */
export function useCustomerProjects(customerId: string | null): { state: ProjectsState; reload(): Promise<ProjectSummary[]> } {
  const { api } = useShell();
  const [state, setState] = useState<ProjectsState>({ status: customerId ? 'loading' : 'idle' });

  const read = useCallback(
    (signal?: AbortSignal) => api.call(PROJECT_CALLS.customerProjects, { body: { customer_id: customerId ?? undefined }, signal }).then((val) => val.list),
    [api, customerId],
  );

  useEffect(() => {
    if (!customerId) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    read(controller.signal).then(
      (list) => setState({ status: 'ready', list }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: refusalOf(error)?.message ?? String(error) });
      },
    );
    return () => controller.abort();
  }, [customerId, read]);

  const reload = useCallback(async () => {
    const list = await read();
    setState({ status: 'ready', list });
    return list;
  }, [read]);

  return { state, reload };
}
