import {
  FAVORITE_CALLS,
  FAVORITE_PAGE_SIZE,
  type Customer,
  type FavoriteListResponse,
  type ProductCard,
} from '@storefront/contracts';
import { Pager, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { FavoriteCard, RemoveFavorite } from '../favorites';
import { favoriteToastIn } from '../../ui/favorite-toast';
import { messageOf } from './book-rules';
import { BOOK_TEXTS } from './texts';
import './sheet';

type ListState =
  | { status: 'loading'; data: FavoriteListResponse | null }
  | { status: 'ready'; data: FavoriteListResponse }
  | { status: 'failed'; data: FavoriteListResponse | null; message: string };

/** A page of the customer's favorites, newest first; `attempt` reads it again. */
function useCustomerFavorites(customerId: string, page: number, attempt: number): ListState {
  const { api } = useShell();
  const [state, setState] = useState<ListState>({ status: 'loading', data: null });
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data }));
    api.call(FAVORITE_CALLS.list, { body: { customer_id: customerId, page, limit: FAVORITE_PAGE_SIZE }, signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState((s) => ({ status: 'failed', data: s.data, message: messageOf(error, '') }));
      },
    );
    return () => controller.abort();
  }, [api, customerId, page, attempt]);
  return state;
}

/** The favorite tab: the customer's favorites as product cards priced by the mode, each taken off in place. */
export function FavoritesTab({ customer }: { customer: Customer }) {
  const { api, toasts, session } = useShell();
  const t = useMessages(BOOK_TEXTS);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const state = useCustomerFavorites(customer.id, page, attempt);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    setRemoved(new Set());
  }, [state.data]);

  // After a removal: the next card's Remove button, or the tab's heading when none is left.
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    (target === null ? headingRef.current : removeButtons.current.get(target))?.focus();
  }, [removed]);

  const all = state.data?.list ?? [];
  const list = all.filter((p) => !removed.has(p.sku_number));
  const total = state.data ? Math.max(0, state.data.total - removed.size) : null;
  const pages = state.data?.total ? Math.max(1, Math.ceil(state.data.total / FAVORITE_PAGE_SIZE)) : 1;

  const remove = async (product: ProductCard) => {
    if (pending.has(product.sku_number)) return;
    setPending((s) => new Set(s).add(product.sku_number));
    setNotice('');
    try {
      const val = await api.call(FAVORITE_CALLS.like, { body: { customer_id: customer.id, type: 'remove', product_id: product.sku_number } });
      const message = favoriteToastIn(session.language, val.customer_name, val.liked);
      toasts.show({ kind: 'success', message });
      setNotice(`${product.name}: ${message}.`);
      const at = list.findIndex((p) => p.sku_number === product.sku_number);
      const rest = list.filter((p) => p.sku_number !== product.sku_number);
      focusNext.current = rest[Math.min(at, rest.length - 1)]?.sku_number ?? null;
      setRemoved((s) => new Set(s).add(product.sku_number));
      if (rest.length === 0 && page > 1) setPage(page - 1);
      else if (state.data && state.data.total > page * FAVORITE_PAGE_SIZE) setAttempt((n) => n + 1);
    } catch (error) {
      toasts.show({ kind: 'error', message: refusalOf(error)?.message ?? messageOf(error, t.favoriteNotRemoved) });
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(product.sku_number);
        return next;
      });
    }
  };

  const status =
    notice || (state.status === 'loading' ? t.loadingFavorites : total ? t.favoriteCount(total) : '');

  return (
    <div className="acb-tab-body">
      <h2 className="acb-section-title" ref={headingRef} tabIndex={-1}>
        {t.favorites}
      </h2>
      <p className="acb-status" role="status" aria-live="polite">
        {status}
      </p>
      {state.status === 'failed' ? (
        <div className="acb-message" role="alert">
          <p>{state.message || t.favoritesFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {list.length === 0 ? (
        state.status === 'ready' ? (
          <div className="acb-empty">
            <p className="acb-empty-title">{t.noFavorites}</p>
            <p>{t.favoritesHint(customer.name)}</p>
          </div>
        ) : state.status === 'loading' ? (
          <div className="acb-skeleton" aria-hidden="true" />
        ) : null
      ) : (
        <>
          <Suspense fallback={<div className="acb-skeleton" aria-hidden="true" />}>
            <ul className={`acb-grid${state.status === 'loading' ? ' acb-grid--loading' : ''}`} aria-label={t.favoritesOf(customer.name)} aria-busy={state.status === 'loading' || undefined}>
              {list.map((product) => (
                <FavoriteCard key={product.sku_number} product={product} level={3}>
                  <RemoveFavorite
                    label={t.removeFavorite(product.name, customer.name)}
                    pending={pending.has(product.sku_number)}
                    buttonRef={(el) => {
                      if (el) removeButtons.current.set(product.sku_number, el);
                      else removeButtons.current.delete(product.sku_number);
                    }}
                    onPress={() => void remove(product)}
                  />
                </FavoriteCard>
              ))}
            </ul>
          </Suspense>
          <Pager
            page={page}
            pages={pages}
            label={t.favoritesOf(customer.name)}
            onPage={(next) => {
              setNotice('');
              setPage(next);
              headingRef.current?.focus();
            }}
          />
        </>
      )}
    </div>
  );
}
