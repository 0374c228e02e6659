import { useEffect, useState } from 'react';
import { usePageDataStore } from './page-data';

/**
 * The answer the page carried for `key`, for a hook that keeps state of its own (a cart whose lines change in place):
 * on the server the read suspends until its answer is in, as with usePageData; in the browser the first render gets
 * what the server read (`{ value }`), once, and `undefined` when the page carried nothing for it (a route change, a
 * failed read), so the hook reads as it always has. The hook starts from the answer and skips that first read.
 */
export function usePageAnswer<T>(key: string | null, read: (signal: AbortSignal) => Promise<T>): { value: T } | undefined {
  const data = usePageDataStore();
  const [sent] = useState(() => (key === null ? undefined : data?.answers.get(key)));
  useEffect(() => {
    if (key !== null && sent !== undefined) data?.answers.delete(key);
    // Only the first render's answer is taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (key === null) return undefined;
  if (data?.load) {
    const answer = data.answers.get(key);
    if (answer === undefined) throw data.load(key, () => read(new AbortController().signal));
    return answer ? { value: answer.value as T } : undefined;
  }
  return sent ? { value: sent.value as T } : undefined;
}
