import { COLLECTION_CALLS, type Collection } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';

export type CollectionsState =
  | { status: 'loading'; list: Collection[] }
  | { status: 'ready'; list: Collection[] }
  | { status: 'failed'; list: Collection[]; message: string };

/** The caller's collections with their products (newest change first); `reload` reads them again. */
export function useCollections(): CollectionsState & { reload(): Promise<void> } {
  const { api } = useShell();
  const [state, setState] = useState<CollectionsState>({ status: 'loading', list: [] });
  const current = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setState((s) => ({ status: 'loading', list: s.list }));
    try {
      const val = await api.call(COLLECTION_CALLS.collectionList, { body: {}, signal: controller.signal });
      if (!controller.signal.aborted) setState({ status: 'ready', list: val.list });
    } catch (error) {
      if (controller.signal.aborted) return;
      const message = error instanceof Error && error.message ? error.message : '';
      setState((s) => ({ status: 'failed', list: s.list, message }));
    }
  }, [api]);

  useEffect(() => {
    void reload();
    return () => current.current?.abort();
  }, [reload]);

  return { ...state, reload };
}
