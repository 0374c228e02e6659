import { CART_CALLS, cartSource, type CartSource } from '@storefront/contracts';
import { usePageAnswer, useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useRef, useState } from 'react';
import { countOf, lineKey, messageOf, type AnyLine } from './cart-rules';
import { readGuestCart, without, withCount, writeGuestCart, type GuestEntry } from './guest-cart';

export interface RowState {
  /** A quantity change or a removal on its way. */
  pending?: 'count' | 'remove';
  /** The api's refusal of the last change of this row. */
  error?: string;
}

export type CartStatus = 'loading' | 'ready' | 'failed' | 'none';

export interface CartLines {
  source: CartSource;
  status: CartStatus;
  /** Why the cart could not be read (status 'failed'). */
  error: string;
  lines: AnyLine[];
  rows: Readonly<Record<string, RowState>>;
  /** What the last change did, for the live region. */
  notice: string;
  retry(): void;
  changeCount(line: AnyLine, count: number): void;
  /** Removes a line; resolves true when it went. */
  remove(line: AnyLine): Promise<boolean>;
}

/**
 * The cart the session has (cartSource): the account's lines, or the FFD guest cart of the `sku_list` cookie. Each
 * change goes to the api, then the page's lines follow the answer and the header hears `cart:changed`.
 */
export function useCartLines(): CartLines {
  const { api, brand, session, events } = useShell();
  const source = cartSource(brand, session);
  const sessionKey = `${source}|${session.token}|${session.mode}|${session.customerId}`;
  // The account's lines the page server read with the page (decision 032): the page starts from them. The guest cart
  // lives in the browser's cookie, and is read here.
  const carried = usePageAnswer<{ list: AnyLine[] }>(source === 'account' ? `cart:lines:${session.mode}:${session.customerId}` : null, (signal) =>
    api.call(CART_CALLS.list, { signal }),
  );
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<CartStatus>(source === null ? 'none' : carried ? 'ready' : 'loading');
  const [error, setError] = useState('');
  const [lines, setLines] = useState<AnyLine[]>(() => carried?.value.list ?? []);
  const [rows, setRows] = useState<Record<string, RowState>>({});
  const [notice, setNotice] = useState('');
  // The counts the api last confirmed: a refused change goes back to them.
  const confirmed = useRef(new Map<string, number>((carried?.value.list ?? []).map((l) => [lineKey(l), l.count])));
  const counting = useRef(new Map<string, AbortController>());
  // The first read is the one the page carried, if it did.
  const readFromPage = useRef(carried !== undefined);

  const take = useCallback((list: AnyLine[]) => {
    confirmed.current = new Map(list.map((l) => [lineKey(l), l.count]));
    // A count still on its way keeps what the person chose.
    setLines(list.map((l) => (counting.current.has(lineKey(l)) ? { ...l, count: confirmed.current.get(lineKey(l)) ?? l.count } : l)));
  }, []);

  const read = useCallback(
    async (signal?: AbortSignal): Promise<{ list: AnyLine[]; count: number }> =>
      source === 'guest'
        ? api.call(CART_CALLS.guestList, { body: { sku_list: readGuestCart() }, signal })
        : // A later read supersedes one still on its way: the lines follow the newest answer.
          api.call(CART_CALLS.list, signal ? { signal } : { cancelPrevious: true }),
    [api, source],
  );

  useEffect(() => {
    if (source === null) {
      setStatus('none');
      return;
    }
    if (readFromPage.current) {
      readFromPage.current = false;
      return;
    }
    const controller = new AbortController();
    setStatus('loading');
    read(controller.signal).then(
      (val) => {
        take(val.list);
        setRows({});
        setStatus('ready');
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setError(messageOf(caught, 'Your cart could not be loaded'));
        setStatus('failed');
      },
    );
    return () => controller.abort();
    // The session's key names everything the read depends on.
  }, [sessionKey, attempt]);

  // Changes still on their way end with the page.
  useEffect(() => {
    const pending = counting.current;
    return () => pending.forEach((c) => c.abort());
  }, []);

  const setRow = (key: string, next: RowState | undefined) =>
    setRows((all) => {
      const copy = { ...all };
      if (next) copy[key] = next;
      else delete copy[key];
      return copy;
    });

  /** The guest cart's entries changed: the api reads them again (cash stock), then the cookie keeps them. */
  const guestChange = async (entries: GuestEntry[], signal?: AbortSignal) => {
    const val = await api.call(CART_CALLS.guestList, { body: { sku_list: entries }, signal });
    writeGuestCart(entries);
    return val;
  };

  const changeCount = async (line: AnyLine, count: number) => {
    const key = lineKey(line);
    counting.current.get(key)?.abort();
    const controller = new AbortController();
    counting.current.set(key, controller);
    setLines((list) => list.map((l) => (lineKey(l) === key ? { ...l, count } : l)));
    setRow(key, { pending: 'count' });
    setNotice('');
    try {
      let badge: number;
      if (source === 'guest') {
        const val = await guestChange(withCount(readGuestCart(), line.sku_number, count), controller.signal);
        counting.current.delete(key);
        take(val.list);
        badge = val.count;
      } else {
        const val = await api.call(CART_CALLS.updateCount, { body: { id: line.id, number: count }, signal: controller.signal });
        counting.current.delete(key);
        confirmed.current.set(key, val.line_count);
        setLines((list) => list.map((l) => (lineKey(l) === key ? { ...l, count: val.line_count } : l)));
        badge = val.count;
        // A new count may make the SKU's lines fit its stock again, or no longer: their status is read again.
        void read().then((val) => take(val.list), () => undefined);
      }
      setRow(key, undefined);
      setNotice(`Quantity of ${line.name} set to ${count}.`);
      events.emit('cart:changed', { count: badge });
    } catch (caught) {
      if (controller.signal.aborted) return;
      counting.current.delete(key);
      const before = confirmed.current.get(key) ?? line.count;
      setLines((list) => list.map((l) => (lineKey(l) === key ? { ...l, count: before } : l)));
      setRow(key, { error: messageOf(caught, 'The quantity could not be changed') });
    }
  };

  const remove = async (line: AnyLine): Promise<boolean> => {
    const key = lineKey(line);
    counting.current.get(key)?.abort();
    counting.current.delete(key);
    setRow(key, { pending: 'remove' });
    setNotice('');
    try {
      let badge: number;
      if (source === 'guest') {
        const val = await guestChange(without(readGuestCart(), line.sku_number));
        take(val.list);
        badge = val.count;
      } else {
        const val = await api.call(CART_CALLS.remove, { body: { ids: [line.id ?? ''] } });
        confirmed.current.delete(key);
        setLines((list) => list.filter((l) => lineKey(l) !== key));
        badge = val.count;
        void read().then((val) => take(val.list), () => undefined);
      }
      setRow(key, undefined);
      setNotice(`${line.name} removed from your cart. Your cart holds ${countOf(badge, 'item')}.`);
      events.emit('cart:changed', { count: badge });
      return true;
    } catch (caught) {
      setRow(key, { error: messageOf(caught, 'The item could not be removed') });
      return false;
    }
  };

  return {
    source,
    status,
    error,
    lines,
    rows,
    notice,
    retry: () => setAttempt((n) => n + 1),
    changeCount: (line, count) => void changeCount(line, count),
    remove,
  };
}
