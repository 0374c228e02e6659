import {
  COLLECTION_CALLS,
  FAVORITE_CALLS,
  FAVORITE_PAGE_SIZE,
  type Collection,
  type ProductCard,
} from '@storefront/contracts';
import { Link, Pager, refusalOf, useMessages, useShell } from '@storefront/remote-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { AddToCollection, NEW_COLLECTION } from './add-to-collection';
import { CreateCollectionDialog } from './collection-dialogs';
import { messageOf } from './collection-rules';
import { CollectionsPanel } from './collections-panel';
import { FavoriteCard, RemoveFavorite } from './favorite-card';
import { useCollections } from './use-collections';
import { favoriteToastIn } from '../../ui/favorite-toast';
import { FAVORITE_TEXTS } from './texts';
import { useFavorites } from './use-favorites';
import './sheet';

/**
 * /my-favorites: the caller's collections (made, opened, shared by email, deleted) and own favorites as product cards,
 * each added to a collection or taken off the list in place.
 */
export default function MyFavoritesPage() {
  const { api, toasts, session } = useShell();
  const t = useMessages(FAVORITE_TEXTS);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const state = useFavorites(page, attempt);
  const collections = useCollections();
  const [openId, setOpenId] = useState<string | null>(null);
  // The create dialog: open, with the favorite that goes into the new collection (null: none).
  const [creating, setCreating] = useState<{ adding: ProductCard | null } | null>(null);
  const [collecting, setCollecting] = useState<ReadonlySet<string>>(new Set());
  const favoritesHeadingId = useId();
  // Favorites taken off while the page is read again.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<string | null | undefined>(undefined);
  const headingId = useId();

  useEffect(() => {
    setRemoved(new Set());
  }, [state.list]);

  // After a removal: the next card's Remove button, or the heading when none is left.
  useEffect(() => {
    const target = focusNext.current;
    if (target === undefined) return;
    focusNext.current = undefined;
    (target === null ? headingRef.current : removeButtons.current.get(target))?.focus();
  }, [removed]);

  const list = state.list.filter((p) => !removed.has(p.sku_number));
  const total = state.total === null ? null : Math.max(0, state.total - removed.size);
  const pages = state.total ? Math.max(1, Math.ceil(state.total / FAVORITE_PAGE_SIZE)) : 1;

  const remove = async (product: ProductCard) => {
    if (pending.has(product.sku_number)) return;
    setPending((s) => new Set(s).add(product.sku_number));
    setNotice('');
    try {
      const val = await api.call(FAVORITE_CALLS.like, { body: { type: 'remove', product_id: product.sku_number } });
      const message = favoriteToastIn(session.language, val.customer_name, val.liked);
      toasts.show({ kind: 'success', message });
      setNotice(`${product.name}: ${message}.`);
      const at = list.findIndex((p) => p.sku_number === product.sku_number);
      const rest = list.filter((p) => p.sku_number !== product.sku_number);
      focusNext.current = rest[Math.min(at, rest.length - 1)]?.sku_number ?? null;
      setRemoved((s) => new Set(s).add(product.sku_number));
      // The page fills up again from the next one; the last favorite of a later page goes back a page.
      if (rest.length === 0 && page > 1) setPage(page - 1);
      else if (state.total !== null && state.total > page * FAVORITE_PAGE_SIZE) setAttempt((n) => n + 1);
    } catch (error) {
      toasts.show({ kind: 'error', message: refusalOf(error)?.message ?? (error instanceof Error ? error.message : String(error)) });
    } finally {
      setPending((s) => {
        const next = new Set(s);
        next.delete(product.sku_number);
        return next;
      });
    }
  };

  const collect = async (product: ProductCard, collection: Collection) => {
    setCollecting((s) => new Set(s).add(product.sku_number));
    try {
      await api.call(COLLECTION_CALLS.collectionAdd, { body: { collection_id: collection.id, product_id: product.sku_number } });
      toasts.show({ kind: 'success', message: t.collectionToast('added', collection.name) });
      setNotice(`${product.name}: ${t.collectionToast('added', collection.name)}.`);
      await collections.reload();
    } catch (error) {
      toasts.show({ kind: 'error', message: messageOf(error, t.notAddedToCollection) });
    } finally {
      setCollecting((s) => {
        const next = new Set(s);
        next.delete(product.sku_number);
        return next;
      });
    }
  };

  const choose = (product: ProductCard, key: string) => {
    if (key === NEW_COLLECTION) {
      setCreating({ adding: product });
      return;
    }
    const collection = collections.list.find((c) => c.id === key);
    if (collection) void collect(product, collection);
  };

  const created = async (made: Collection) => {
    const adding = creating?.adding ?? null;
    setCreating(null);
    toasts.show({ kind: 'success', message: t.collectionToast('created', made.name) });
    setOpenId(made.id);
    if (adding) await collect(adding, made);
    else await collections.reload();
  };

  const status = notice || (state.status === 'loading' ? t.loadingFavorites : total ? t.favoriteCount(total) : '');

  return (
    <section className="afv-page" aria-labelledby={headingId}>
      <header className="afv-head">
        <h1 id={headingId} className="afv-title" ref={headingRef} tabIndex={-1}>
          {t.myFavorites}
        </h1>
        <p className="afv-lead">{t.lead}</p>
      </header>
      <CollectionsPanel state={collections} reload={collections.reload} openId={openId} onOpen={setOpenId} onNew={() => setCreating({ adding: null })} />
      <CreateCollectionDialog isOpen={creating !== null} adding={creating?.adding?.name ?? null} onCreated={created} onClose={() => setCreating(null)} />
      <h2 id={favoritesHeadingId} className="afv-section-title afv-favorites-title">
        {t.favorites}
      </h2>
      <p className="afv-status" role="status" aria-live="polite">
        {status}
      </p>
      {state.status === 'failed' ? (
        <div className="afv-message" role="alert">
          <p>{state.message || t.favoritesFailed}</p>
          <Button className="sf-button sf-button--secondary sf-button--small" onPress={() => setAttempt((n) => n + 1)}>
            {t.tryAgain}
          </Button>
        </div>
      ) : null}
      {list.length === 0 ? (
        state.status === 'ready' ? (
          <div className="afv-empty">
            <p className="afv-empty-title">{t.noFavorites}</p>
            <p>{t.favoritesHint}</p>
            <Link className="sf-button sf-button--small" to="/home">
              {t.browseProducts}
            </Link>
          </div>
        ) : state.status === 'loading' ? (
          <div className="afv-skeleton" aria-hidden="true" />
        ) : null
      ) : (
        <>
          <ul className={`afv-grid${state.status === 'loading' ? ' afv-grid--loading' : ''}`} aria-labelledby={favoritesHeadingId} aria-busy={state.status === 'loading' || undefined}>
            {list.map((product) => (
              <FavoriteCard key={product.sku_number} product={product} level={3}>
                <div className="afv-card-actions">
                  <AddToCollection
                    product={product}
                    collections={collections.list}
                    pending={collecting.has(product.sku_number)}
                    onChoose={(key) => choose(product, key)}
                  />
                  <RemoveFavorite
                    label={t.removeFromFavorites(product.name)}
                    pending={pending.has(product.sku_number)}
                    buttonRef={(el) => {
                      if (el) removeButtons.current.set(product.sku_number, el);
                      else removeButtons.current.delete(product.sku_number);
                    }}
                    onPress={() => void remove(product)}
                  />
                </div>
              </FavoriteCard>
            ))}
          </ul>
          <Pager
            page={page}
            pages={pages}
            label={t.pagesLabel}
            onPage={(next) => {
              setNotice('');
              setPage(next);
              headingRef.current?.focus();
            }}
          />
        </>
      )}
    </section>
  );
}
