import { CHAT_HISTORY_PAGE_SIZE, SKU_LIST_MAX, type LlmNewRequest, type ProductCard } from '@storefront/contracts';
import { useShell } from '@storefront/remote-kit';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { caraCalls } from '../cara-calls';
import { applyEvent, emptyAnswer, fromHistory, pricesKey, userMessage, withPricesOf, type ChatMessage } from './model';
import { streamAnswer } from './stream-answer';

export type ChatStatus = 'idle' | 'sending';

/** What the user asks: the question and what the answer should be (spec section 7, /ca/llm/new). */
export interface Question {
  text: string;
  /** A stored room photo: its file name for the call, its picture for the conversation. */
  photo?: { filename: string; src: string };
  type?: number;
  target?: string;
  recommended?: string[];
  /** Shown in the conversation instead of `text` (a button's words). */
  display?: string;
}

let localIds = 0;
const localId = (prefix: string) => `${prefix}-${Date.now()}-${++localIds}`;

/** The conversation: history in pages of 6, streamed answers, and the idle / sending states (spec section 4). */
export function useChat(open: boolean) {
  const shell = useShell();
  const calls = useMemo(() => caraCalls(shell.api), [shell.api]);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [failed, setFailed] = useState(false);
  const [total, setTotal] = useState<number | null>(null);
  const [loadingHistory, setLoadingHistory] = useState(false);
  /** Re-recommend answered: the message whose list was re-recommended -> the new answer's id. */
  const [rerecommended, setRerecommended] = useState<Record<string, string>>({});
  const historyCount = useRef(0);
  const session = useRef(shell.session);
  session.current = shell.session;
  const abort = useRef<AbortController | null>(null);

  const loadHistory = useCallback(
    async (before: number | null) => {
      setLoadingHistory(true);
      try {
        const page = await calls.history(before, CHAT_HISTORY_PAGE_SIZE);
        const older = page.list.map(fromHistory).reverse();
        historyCount.current += older.length;
        setTotal(page.total);
        setMessages((current) => {
          const known = new Set(current.map((m) => m.id));
          return [...older.filter((m) => !known.has(m.id)), ...current];
        });
      } catch {
        // History is a convenience: the conversation goes on without it.
      } finally {
        setLoadingHistory(false);
      }
    },
    [calls],
  );

  const started = useRef(false);
  useEffect(() => {
    if (!open || started.current) return;
    started.current = true;
    void loadHistory(null);
  }, [open, loadHistory]);

  useEffect(() => () => abort.current?.abort(), []);

  const loadMore = useCallback(() => {
    const oldest = messages.find((m) => !m.id.startsWith('local-') && !m.id.startsWith('answer-'));
    void loadHistory(oldest ? oldest.createTime : null);
  }, [messages, loadHistory]);

  const ask = useCallback(
    async (question: Question): Promise<string | null> => {
      if (status === 'sending') return null;
      const text = question.text.trim();
      if (!text && !question.photo && !question.target) return null;
      setStatus('sending');
      setFailed(false);
      const answerId = localId('answer');
      const pricedFor = pricesKey(session.current);
      const shown = question.display ?? text;
      setMessages((current) => [
        ...current,
        ...(shown || question.photo ? [userMessage(localId('local'), shown, question.photo?.src ?? null)] : []),
        { ...emptyAnswer(answerId), pricedFor },
      ]);
      const body: LlmNewRequest = {
        text,
        file: question.photo?.filename ?? null,
        source: question.photo ? 5 : 4,
        type: question.type ?? null,
        recommend_sku_number: question.recommended ?? [],
        target_sku_number: question.target ?? null,
      };
      const controller = new AbortController();
      abort.current = controller;
      let finalId = answerId;
      try {
        await streamAnswer(
          shell.brand,
          session.current,
          body,
          (event) => {
            if (event.marker === 'end' && event.value.id) finalId = event.value.id;
            if (event.marker === 'productList' && event.value.list.length > 0) {
              calls.log({ type: 'mibd.llm.recommend_sku', tag1: event.value.list.map((p) => p.sku_number).join(','), tag2: event.value.kind });
            }
            setMessages((current) => current.map((m) => (m.id === answerId ? applyEvent(m, event) : m)));
          },
          { signal: controller.signal },
        );
        setMessages((current) => current.map((m) => (m.id === answerId ? { ...m, streaming: false } : m)));
        return finalId;
      } catch {
        if (controller.signal.aborted) return null;
        setFailed(true);
        setMessages((current) =>
          current.map((m) =>
            m.id === answerId ? { ...m, kind: 1, text: '', products: [], images: [], followUps: [], streaming: false, failed: true } : m,
          ),
        );
        return null;
      } finally {
        if (abort.current === controller) abort.current = null;
        setStatus('idle');
      }
    },
    [status, shell.brand, calls],
  );

  /** `display`: the button's words, as the conversation shows them. */
  const rerecommend = useCallback(
    async (message: ChatMessage, display: string) => {
      const recommended = [...new Set([...message.recommended, ...message.products.map((p) => p.sku_number)])];
      const id = await ask({ text: '', type: 5, target: message.target ?? message.products[0]?.sku_number, recommended, display });
      if (id) setRerecommended((current) => ({ ...current, [message.id]: id }));
    },
    [ask],
  );

  const shown = useModePrices(messages, pricesKey(shell.session), calls);
  const hasMore = total !== null && historyCount.current < total;
  return { messages: shown, status, failed, hasMore, loadingHistory, loadMore, ask, rerecommend, rerecommended, calls };
}

/**
 * The conversation with every product priced for the caller's current mode. An answer keeps the prices of the mode it
 * was given in (the history stores them so): any product not answered in this mode shows the prices the catalog gives
 * it now, read once per mode for all of them, and none until they arrive. A designer who switches to Browsing or
 * Client mode shares a screen with no designer price on it, old answers included.
 */
function useModePrices(messages: ChatMessage[], key: string, calls: { productsBySku: (skus: string[]) => Promise<{ list: ProductCard[] }> }): ChatMessage[] {
  const [prices, setPrices] = useState<{ key: string; bySku: ReadonlyMap<string, ProductCard> }>({ key: '', bySku: new Map() });
  const current = useRef(key);
  current.current = key;
  const asked = useRef<{ key: string; skus: Set<string> }>({ key, skus: new Set() });

  useEffect(() => {
    if (asked.current.key !== key) asked.current = { key, skus: new Set() };
    const wanted = new Set<string>();
    for (const m of messages) if (m.pricedFor !== key && !m.streaming) for (const p of m.products) if (!asked.current.skus.has(p.sku_number)) wanted.add(p.sku_number);
    if (wanted.size === 0) return;
    const skus = [...wanted];
    skus.forEach((sku) => asked.current.skus.add(sku));
    for (let i = 0; i < skus.length; i += SKU_LIST_MAX) {
      const part = skus.slice(i, i + SKU_LIST_MAX);
      calls.productsBySku(part).then(
        ({ list }) => {
          // An answer for a mode left meanwhile is dropped: its prices are not this mode's.
          if (current.current !== key) return;
          setPrices((was) => {
            const bySku = new Map(was.key === key ? was.bySku : []);
            for (const p of list) bySku.set(p.sku_number, p);
            return { key, bySku };
          });
        },
        () => {
          // Without the catalog's answer the cards show no prices; the next change of the conversation asks again.
          if (asked.current.key === key) part.forEach((sku) => asked.current.skus.delete(sku));
        },
      );
    }
  }, [messages, key, calls]);

  return useMemo(() => {
    const bySku = prices.key === key ? prices.bySku : new Map<string, ProductCard>();
    return messages.map((m) =>
      m.products.length === 0 || m.pricedFor === key ? m : { ...m, products: m.products.map((p) => withPricesOf(p, bySku.get(p.sku_number))) },
    );
  }, [messages, prices, key]);
}
