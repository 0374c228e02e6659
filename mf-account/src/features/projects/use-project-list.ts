import { PROJECT_CALLS, PROJECT_PAGE_SIZE, type ProjectSummary } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { messageOf, PROJECT_SEARCH_DELAY_MS } from './project-rules';

export type ProjectListState =
  | { status: 'loading'; list: ProjectSummary[]; total: number | null }
  | { status: 'ready'; list: ProjectSummary[]; total: number }
  | { status: 'failed'; list: ProjectSummary[]; total: number | null; message: string };

/**
 * A page of the caller's projects (a designer: the company's; an invited customer: their own), searched by project
 * or customer name as the search text changes, the newest search winning. `attempt` reads the page again; nothing
 * is asked while not `enabled`.
 */
export function useProjectList(search: string, page: number, attempt: number, enabled = true): ProjectListState {
  const { api } = useShell();
  const [state, setState] = useState<ProjectListState>({ status: 'loading', list: [], total: null });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const text = search.trim();
    setState((s) => ({ status: 'loading', list: s.list, total: s.total }));
    const timer = setTimeout(
      () => {
        api
          .call(PROJECT_CALLS.list, {
            body: { ...(text ? { search: text } : {}), page, limit: PROJECT_PAGE_SIZE },
            signal: controller.signal,
          })
          .then(
            (val) => setState({ status: 'ready', list: val.list, total: val.total }),
            (error: unknown) => {
              if (controller.signal.aborted) return;
              setState((s) => ({ status: 'failed', list: s.list, total: s.total, message: messageOf(error, '') }));
            },
          );
      },
      text ? PROJECT_SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, search, page, attempt, enabled]);
  return state;
}
