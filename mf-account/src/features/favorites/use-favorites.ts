import { FAVORITE_CALLS, FAVORITE_PAGE_SIZE, type ProductCard } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useEffect, useState } from 'react';

export type FavoritesState =
  | { status: 'loading'; list: ProductCard[]; total: number | null }
  | { status: 'ready'; list: ProductCard[]; total: number }
  | { status: 'failed'; list: ProductCard[]; total: number | null; message: string };

/** A page of the caller's own favorites (no customer named), newest first. `attempt` reads the page again. */
export function useFavorites(page: number, attempt: number): FavoritesState {
  const { api } = useShell();
  const [state, setState] = useState<FavoritesState>({ status: 'loading', list: [], total: null });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', list: s.list, total: s.total }));
    api.call(FAVORITE_CALLS.list, { body: { page, limit: FAVORITE_PAGE_SIZE }, signal: controller.signal }).then(
      (val) => setState({ status: 'ready', list: val.list, total: val.total }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : '';
        setState((s) => ({ status: 'failed', list: s.list, total: s.total, message }));
      },
    );
    return () => controller.abort();
  }, [api, page, attempt]);
  return state;
}
