import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * The data a page renders with, when the page server renders it (decision 013). On the server a page's reads
 * suspend until their answers are in (React's prerender waits for them); the answers then travel in the page, and
 * the browser's first render reads them from there, so it shows what the server sent and hydrates without a
 * second round trip. Without a server render (a route change, a remote the server does not render), a read
 * loads in an effect, as before.
 */
export interface PageData {
  /** Answers by key: the value, or `null` for a call that failed (the page shows its failed state). */
  readonly answers: Map<string, { value: unknown } | null>;
  /** Server only: starts a read whose answer the render waits for. */
  load?(key: string, read: () => Promise<unknown>): Promise<void>;
}

const PageDataContext = createContext<PageData | null>(null);

/** The page's data store of this render (the server's, the browser's from the page, or none). */
export const usePageDataStore = (): PageData | null => useContext(PageDataContext);

export function PageDataProvider({ data, children }: { data: PageData | null; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** A server's store: it records every read's answer, to be sent with the page. */
export function serverPageData(): PageData & { serialize(): Record<string, unknown> } {
  const answers = new Map<string, { value: unknown } | null>();
  const pending = new Map<string, Promise<void>>();
  return {
    answers,
    load(key, read) {
      let waiting = pending.get(key);
      if (!waiting) {
        waiting = read().then(
          (value) => void answers.set(key, { value }),
          () => void answers.set(key, null),
        );
        pending.set(key, waiting);
      }
      return waiting;
    },
    serialize: () => Object.fromEntries([...answers].map(([key, answer]) => [key, answer ? answer.value : null])),
  };
}

/** The browser's store, from the answers the page carried (`{ key: value | null }`). */
export function pageDataFrom(sent: Record<string, unknown>): PageData {
  return { answers: new Map(Object.entries(sent).map(([key, value]) => [key, value === null ? null : { value }])) };
}

/**
 * One read of a page: `null` while it loads, `failed` when the call failed, else its answer. `key` names the read
 * with everything it depends on (call, parameters, mode): a new key reads again. Reads that the server made come
 * from the page on the first render.
 */
export function usePageData<T>(key: string, read: (signal: AbortSignal) => Promise<T>, failed: T): T | null {
  const data = useContext(PageDataContext);
  const sent = data?.answers.get(key);
  const [state, setState] = useState<{ key: string; value: T | null; fromPage: boolean }>(() => ({
    key,
    value: sent === undefined ? null : sent ? (sent.value as T) : failed,
    fromPage: sent !== undefined,
  }));
  useEffect(() => {
    // What the page carried is used once: a later visit with the same key reads afresh.
    if (state.key === key && state.fromPage) {
      data?.answers.delete(key);
      return;
    }
    const controller = new AbortController();
    read(controller.signal).then(
      (value) => setState({ key, value, fromPage: false }),
      () => !controller.signal.aborted && setState({ key, value: failed, fromPage: false }),
    );
    return () => controller.abort();
    // `read` and `failed` belong to the call the key names: a new key is a new read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (data?.load) {
    // On the server: wait for the answer (Suspense), then render with it. Effects never run there.
    if (sent === undefined) throw data.load(key, () => read(new AbortController().signal));
    return sent ? (sent.value as T) : failed;
  }
  return state.key === key ? state.value : null;
}
