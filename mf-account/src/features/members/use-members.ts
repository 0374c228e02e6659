import { MEMBER_CALLS, type MemberListResponse } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';
import { messageOf } from './member-rules';

export type MembersState =
  | { status: 'loading'; data: MemberListResponse | null }
  | { status: 'ready'; data: MemberListResponse }
  | { status: 'failed'; data: MemberListResponse | null; message: string };

/** The company's members and seats; `attempt` reads them again (the last answer stays shown meanwhile). Nothing is asked while not `enabled`. */
export function useMembers(attempt: number, enabled: boolean): MembersState {
  const { api } = useShell();
  const [state, setState] = useState<MembersState>({ status: 'loading', data: null });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    api.call(MEMBER_CALLS.list, { body: {}, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ status: 'failed', data: s.data, message: messageOf(error, '') }));
      },
    );
    return () => controller.abort();
  }, [api, attempt, enabled]);
  return state;
}
