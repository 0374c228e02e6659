import { atom } from 'jotai';
import type { ShellStore } from '../../app/store';

export const loadingCountAtom = atom(0);

/** Shows the overlay until the returned function runs; nested calls keep it up until the last ends. */
export function beginLoading(store: ShellStore): () => void {
  store.set(loadingCountAtom, (n) => n + 1);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    store.set(loadingCountAtom, (n) => Math.max(0, n - 1));
  };
}
