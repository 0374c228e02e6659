import { ERR, PROJECT_CALLS, type ProjectDetailResponse } from '@storefront/contracts';
import { refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { messageOf } from './project-rules';

export type ProjectDetailState =
  | { status: 'loading' }
  | { status: 'ready'; data: ProjectDetailResponse }
  | { status: 'not-found' }
  | { status: 'failed'; message: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the address's id can name a project at all (a made-up one is answered without asking). */
export function isProjectId(id: string | undefined): id is string {
  return typeof id === 'string' && UUID.test(id);
}

/**
 * A project with its items and subtotals. A missing id, a made-up one and another company's project read the same:
 * 'not-found' (the page says PROJECT_MESSAGES.notFound). `attempt` reads it again.
 */
export function useProjectDetail(id: string | undefined, attempt: number): ProjectDetailState {
  const { api } = useShell();
  const [state, setState] = useState<ProjectDetailState>(() =>
    isProjectId(id) ? { status: 'loading' } : { status: 'not-found' },
  );
  useEffect(() => {
    if (!isProjectId(id)) {
      setState({ status: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    api.call(PROJECT_CALLS.detail, { body: { project_id: id }, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const refusal = refusalOf(error);
        if (refusal?.err === ERR.PROJECT_NOT_FOUND) setState({ status: 'not-found' });
        else setState({ status: 'failed', message: messageOf(error, '') });
      },
    );
    return () => controller.abort();
  }, [api, id, attempt]);
  return state;
}
