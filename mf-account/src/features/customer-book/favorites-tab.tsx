import {
  BRAND_TABLE,
  FAVORITE_CALLS,
  FAVORITE_PAGE_SIZE,
  MESSAGES,
  STOCK_TAG_LABELS,
  favoriteToast,
  formatPrice,
  groupDigits,
  priceVisibility,
  productHref,
  visiblePriceLines,
  type Customer,
  type FavoriteListResponse,
  type ProductCard,
} from '@storefront/contracts';
import { Link, ProductImage, refusalOf, useShell } from '@storefront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { Pager } from '../../ui/pager';
import { messageOf } from './book-rules';
import './sheet';

/** The cards' picture sizes: 2 columns under 600 px, 3 under 1100 px, else 4 (at most 300 px wide). */
const CARD_SIZES = '(max-width: 600px) 50vw, (max-width: 1100px) 33vw, 300px';

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
        setState((s) => ({ status: 'failed', data: s.data, message: messageOf(error, 'The favorites could not be loaded') }));
      },
    );
    return () => controller.abort();
  }, [api, customerId, page, attempt]);
  return state;
}

/** The prices of a favorite the caller's mode shows (spec section 6): the lines of the contracts' one rule. */
function FavoritePrices({ product }: { product: ProductCard }) {
  const { session, brand } = useShell();
  const visibility = priceVisibility(session.roles, session.mode, BRAND_TABLE[brand].code, product.brand_id);
  const lines = visiblePriceLines(product, visibility);
  if (lines.length === 0) return visibility.retail ? null : <p className="acb-price acb-price--notice">{MESSAGES.pricesHiddenInMode}</p>;
  return (
    <dl className="acb-price">
      {lines.map((line) => (
        <div key={line.kind} className={`acb-price-line acb-price-line--${line.kind}`}>
          <dt>{line.label}</dt>
          <dd>{line.struck ? <s>{formatPrice(line.amount)}</s> : formatPrice(line.amount)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The favorite tab: the customer's favorites as product cards priced by the mode, each taken off in place. */
export function FavoritesTab({ customer }: { customer: Customer }) {
  const { api, brand, toasts } = useShell();
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
      const message = favoriteToast(val.customer_name, val.liked);
      toasts.show({ kind: 'success', message });
      setNotice(`${product.name}: ${message}.`);
      const at = list.findIndex((p) => p.sku_number === product.sku_number);
      const rest = list.filter((p) => p.sku_number !== product.sku_number);
      focusNext.current = rest[Math.min(at, rest.length - 1)]?.sku_number ?? null;
      setRemoved((s) => new Set(s).add(product.sku_number));
      if (rest.length === 0 && page > 1) setPage(page - 1);
      else if (state.data && state.data.total > page * FAVORITE_PAGE_SIZE) setAttempt((n) => n + 1);
    } catch (error) {
      toasts.show({ kind: 'error', message: refusalOf(error)?.message ?? messageOf(error, 'The favorite could not be removed') });
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(product.sku_number);
        return next;
      });
    }
  };

  const status =
    notice || (state.status === 'loading' ? 'Loading favorites…' : total ? (total === 1 ? '1 favorite' : `${groupDigits(total)} favorites`) : '');

  return (
    <div className="acb-tab-body">
      <h2 className="acb-section-title" ref={headingRef} tabIndex={-1}>
        Favorites
      </h2>
      <p className="acb-status" role="status" aria-live="polite">
        {status}
      </p>
      {state.status === 'failed' ? (
        <div className="acb-message" role="alert">
          <p>{state.message}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : null}
      {list.length === 0 ? (
        state.status === 'ready' ? (
          <div className="acb-empty">
            <p className="acb-empty-title">No favorites yet</p>
            <p>Choose “Favorite” on a product’s page while you work with {customer.name} to save it here.</p>
          </div>
        ) : state.status === 'loading' ? (
          <div className="acb-skeleton" aria-hidden="true" />
        ) : null
      ) : (
        <>
          <ul className={`acb-grid${state.status === 'loading' ? ' acb-grid--loading' : ''}`} aria-label={`${customer.name}’s favorites`} aria-busy={state.status === 'loading' || undefined}>
            {list.map((product) => (
              <li key={product.sku_number} className="acb-card">
                <div className="acb-card-media">
                  <ProductImage src={product.image} alt="" sizes={CARD_SIZES} width={300} height={225} className="acb-card-image" />
                </div>
                <div className="acb-card-body">
                  <h3 className="acb-card-name">
                    <Link to={productHref(brand, product.sku_number)} className="acb-card-link">
                      {product.name}
                    </Link>
                  </h3>
                  <p className="acb-card-sku">
                    <span className="acb-visually-hidden">SKU </span>
                    {product.sku_number}
                  </p>
                  {product.stock_tag === 'unavailable' ? <p className="acb-stock">{STOCK_TAG_LABELS.unavailable}</p> : null}
                  <FavoritePrices product={product} />
                </div>
                <Button
                  className="acb-remove"
                  aria-label={`Remove ${product.name} from ${customer.name}’s favorites`}
                  isPending={pending.has(product.sku_number)}
                  ref={(el) => {
                    if (el) removeButtons.current.set(product.sku_number, el);
                    else removeButtons.current.delete(product.sku_number);
                  }}
                  onPress={() => void remove(product)}
                >
                  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="acb-heart">
                    <path d="M12 21s-7.5-4.6-10-9.3C.4 8.4 2.4 4.5 6.1 4.5c2.1 0 3.4 1.1 4.2 2.3l1.7 2.4 1.7-2.4c.8-1.2 2.1-2.3 4.2-2.3 3.7 0 5.7 3.9 4.1 7.2C19.5 16.4 12 21 12 21z" />
                  </svg>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            label={`${customer.name}’s favorites`}
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
